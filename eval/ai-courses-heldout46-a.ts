/** Forty-sixth held-out evaluation courses, beginner level (shakuhachi to seaweed farming); see ai-courses-heldout46.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT46_A: EvalCourse[] = [
  {
    slug: "shakuhachi-first-sounds-and-honkyoku",
    discipline: "Shakuhachi",
    title: "Shakuhachi: First Sounds and a Short Honkyoku",
    description:
      "Five finger holes and a sharp blowing edge give the bamboo shakuhachi its voice. Absolute beginners work on embouchure, the five basic notes, reading Kinko-school notation, meri and kari pitch bending, and the breath phrasing of a short honkyoku.",
    level: "beginner",
    duration: "ten weekly lessons (90 minutes each)",
    plantedGap: "notation",
    modules: [
      {
        title: "Getting a Sound from the Utaguchi",
        description:
          "Most newcomers spend their first week producing nothing but air, and this module shows why and how to get past it.",
        lesson: {
          title: "Embouchure and the blowing edge",
          html:
            p(
              "The shakuhachi is an end-blown flute: there is no mouthpiece or duct to shape the air for you, so the player's lips do that work. At the top end of the bamboo the rim is cut away on the outer side to form a sharp edge, the <i>utaguchi</i>, usually reinforced with a small inlay of horn, buffalo bone or resin. The standard instrument is 1.8 <i>shaku</i> long, about 54.5 cm, which gives a lowest note close to D4.",
              "Sound is produced when a narrow, flat jet of air leaving the lips strikes the edge. The jet flips rapidly to either side of the edge, and the column of air inside the bore, which has its own natural frequency, locks that flipping into a steady oscillation. If the jet is too wide, too slow or aimed too far inside or outside the edge, the column is never driven and the player hears only breath noise. Three variables therefore matter: the size of the lip opening, the angle of the instrument to the face, and the speed of the air.",
              "A reliable way to begin is to rest the chin notch of the flute against the hollow just under the lower lip, with the instrument angled downward at about forty-five degrees. Keep the lips relaxed and nearly closed, as if saying a soft 'poo', and blow a slow, thin stream so that roughly a third of it passes outside the tube. Then make small adjustments, one at a time:",
            ) +
            "<ul><li>roll the flute slightly outward or inward to move the edge relative to the jet;</li><li>narrow the lip opening rather than blowing harder;</li><li>pull the corners of the mouth gently back so the opening becomes a flat slit.</li></ul>" +
            p(
              "The first clear tone is usually weak and breathy. That is normal. Hold it for as long as it lasts, stop, and repeat; over days the lips learn the shape and the tone gains a solid core. A mirror helps, because a lopsided opening is easy to see but hard to feel.",
            ),
        },
      },
      {
        title: "Ro, Tsu, Re, Chi, Ri",
        description:
          "With all holes closed and then opened one by one, you learn the five pitches of the lower octave and the fingerings that produce them.",
        lesson: {
          title: "The five basic notes of the lower octave",
          html:
            p(
              "The shakuhachi has four holes on the front, covered by the ring and index fingers of each hand, and one on the back, covered by the thumb of the upper hand. Traditionally the left hand is uppermost, though the instrument is symmetrical enough that either arrangement works. Holes are covered with the pads of the fingers, not the tips, and the fingers of the lower hand lie almost flat across the bamboo.",
              "With every hole closed the instrument sounds its fundamental, called <i>ro</i>. Opening holes from the bottom upward shortens the effective length of the air column and raises the pitch, giving the five notes of the basic scale. On a 1.8 flute these are close to the pitches shown below. They form a minor pentatonic scale, which is why so much folk and religious music for the instrument sits comfortably under the fingers.",
            ) +
            "<table><tr><th>Name</th><th>Holes open (from bottom)</th><th>Approximate pitch</th></tr><tr><td>ro</td><td>none</td><td>D</td></tr><tr><td>tsu</td><td>1</td><td>F</td></tr><tr><td>re</td><td>1 and 2</td><td>G</td></tr><tr><td>chi</td><td>1, 2 and 3</td><td>A</td></tr><tr><td>ri</td><td>1, 2, 3 and thumb closed, 4 open</td><td>C</td></tr></table>" +
            p(
              "The lower octave is called <i>otsu</i>. By blowing a faster, more focused jet with the same fingerings, the player overblows into the upper octave, <i>kan</i>, about twelve semitones higher. Beginners should first make <i>ro</i> sound full and steady, because it is the hardest note to hold in tune and the one that tells the teacher most about the embouchure. A useful daily exercise is a long tone on each of the five notes, eight slow counts per note, listening for a steady pitch from start to end.",
            ),
        },
      },
      {
        title: "Bending Pitch and Shaping the Breath",
        description:
          "Here the flute stops being a set of fixed pitches: lowering and raising notes with the head, and breathing in phrases as the honkyoku repertoire demands.",
        lesson: {
          title: "Meri, kari and a first piece",
          html: p(
            "Because there are only five holes, the shakuhachi reaches the notes between them largely by changing the angle of the jet to the edge. Lowering the chin, so that the lip covers more of the opening of the bore, flattens the pitch; this is called <i>meri</i>. Raising the chin and uncovering the opening sharpens it; this is <i>kari</i>, the normal playing position. A good player can bend a note down by a semitone or more using meri alone, and many pieces rely on a slow slide between the two positions as an expressive gesture in itself.",
            "Meri costs volume and brightness, because the edge is partly shaded. The beginner's habit is to blow harder to compensate, which pushes the pitch back up. The correct response is the opposite: keep the air gentle and let the darker, quieter sound stand. Half-holing, where a finger only partly uncovers a hole, is combined with meri to reach chromatic notes such as the E flat between <i>ro</i> and <i>tsu</i>.",
            "The solo repertoire called <i>honkyoku</i>, 'original pieces', comes from the mendicant <i>komusō</i> monks of the Fuke sect in the Edo period, who played the flute as a form of meditation. The music has no regular beat. Each phrase lasts one breath, and the silence between phrases, <i>ma</i>, is part of the piece. A phrase often begins with a strong attack and ends with a decay, sometimes with <i>muraiki</i>, a deliberately explosive, noisy breath. A short piece such as <i>Chōshi</i>, often the first honkyoku a student learns, can be practised phrase by phrase: take a full, slow breath, play the phrase until the breath runs out naturally, then rest for a moment before the next. The aim is not to hold every note evenly but to let each breath have its own shape.",
          ),
        },
      },
    ],
  },
  {
    slug: "vinegar-from-wine-cider-and-malt",
    discipline: "Vinegar making",
    title: "Home Vinegar from Wine, Cider and Malt",
    description:
      "Two fermentations stand between a bowl of fruit and a bottle of vinegar. Over six evenings participants follow the yeast and Acetobacter stages, keep a vinegar mother alive in an Orleans barrel, measure acidity by titration, and learn to pasteurise and bottle the finished product safely.",
    level: "beginner",
    duration: "six evening sessions",
    plantedGap: "pasteurise",
    modules: [
      {
        title: "Sugar to Alcohol to Acid",
        description:
          "The chemistry of both fermentations, and why the second one needs air when the first one does not.",
        lesson: {
          title: "Two microbes, two fermentations",
          html: p(
            "Vinegar is a dilute solution of acetic acid made by the oxidation of ethanol. Every traditional vinegar therefore passes through two stages. In the first, yeasts, usually <i>Saccharomyces cerevisiae</i>, convert the sugars of fruit juice, honey or malted grain into ethanol and carbon dioxide. This stage is anaerobic: the yeast works best in a closed vessel under an airlock. In the second stage, acetic acid bacteria, chiefly species of <i>Acetobacter</i> and <i>Komagataeibacter</i>, oxidise the ethanol to acetic acid. The overall reaction is C<sub>2</sub>H<sub>5</sub>OH + O<sub>2</sub> → CH<sub>3</sub>COOH + H<sub>2</sub>O, and unlike yeast fermentation it needs a steady supply of oxygen.",
            "The practical consequence is that the two stages should be kept apart. If acetic acid bacteria reach the juice while sugar is still being fermented, they may compete with the yeast and produce a thin, off-flavoured vinegar. Most makers ferment a cider or wine to dryness first, then open it to the air and add an active culture.",
            "The alcohol content of the starting liquid sets the strength of the final vinegar. In theory one gram of ethanol yields about 1.3 g of acetic acid, and in practice a liquid of 6% alcohol by volume gives vinegar of roughly 5 to 6% acidity, because some alcohol evaporates and some is left unconverted. A wine of 12% is therefore usually diluted with water to around 7 to 8% before acetification: above about 10% alcohol the bacteria slow down and may stall. Below 5%, on the other hand, the vinegar will be too weak to keep well or to use for pickling.",
            "Temperature matters as well. Acetic acid bacteria are most active between about 25 and 30 °C; in a cold kitchen in winter the conversion that takes three weeks in summer may take three months.",
          ),
        },
      },
      {
        title: "The Mother and the Orleans Method",
        description:
          "You will set up a slow surface-culture vessel, learn how the mother forms, and deal with the pests that like vinegar as much as we do.",
        lesson: {
          title: "Surface culture and the continuous barrel",
          html:
            p(
              "In a still vessel open to the air, acetic acid bacteria gather at the surface, where oxygen is available, and some species secrete cellulose. The result is a gelatinous, rubbery sheet known as the <i>mother of vinegar</i>. The mother is not essential to the process, since the bacteria in the liquid do the work, but it is a convenient way to carry a culture from one batch to the next, and a thick, healthy mother is a sign that acetification is proceeding.",
              "The Orleans method, named after the French city that dominated the vinegar trade from the Middle Ages, is a slow surface process carried out in oak barrels. A barrel is filled only about two-thirds full so that a large surface of liquid is exposed, and holes covered with fine mesh near the top admit air. The procedure runs continuously:",
            ) +
            "<ul><li>charge the barrel with one part strong raw vinegar from a previous batch to three or four parts wine or cider;</li><li>leave it undisturbed for several weeks until the alcohol has been converted;</li><li>draw off about a quarter of the vinegar through a tap low on the barrel, without breaking the mother;</li><li>add the same volume of fresh wine through a funnel that reaches below the surface.</li></ul>" +
            p(
              "Because the old vinegar is never fully removed, each new charge is inoculated immediately and becomes acidic quickly, which protects it from spoilage. The flavour of Orleans vinegar, rounder and more aromatic than that of fast industrial vinegar, comes partly from this long contact with oak and partly from the esters formed over weeks of slow oxidation.",
              "Two pests need attention. Fruit flies are attracted by the smell and carry wild yeasts and bacteria, so every opening must be screened. Vinegar eels, the tiny nematode <i>Turbatrix aceti</i>, can multiply in unfiltered vinegar; they are harmless but unappealing, and are removed by fine filtration.",
            ),
        },
      },
      {
        title: "How Strong Is It?",
        description:
          "Using a burette, a simple indicator and a little arithmetic, you will measure the acidity of your own vinegar.",
        lesson: {
          title: "Titrating vinegar with sodium hydroxide",
          html: p(
            "The strength of a vinegar is expressed as grams of acetic acid per 100 millilitres, which is usually printed on a label as a percentage. Taste is a poor guide, because sugars and other acids mask sourness, and the figure matters: vinegar used for pickling vegetables at home should contain at least 5% acetic acid to prevent the growth of spoilage organisms and pathogens. The standard method of measurement is an acid-base titration, which needs only a burette or a graduated syringe, a standard solution of sodium hydroxide and phenolphthalein indicator.",
            "The procedure is straightforward. Measure exactly 2.0 mL of vinegar into a flask with a pipette and dilute it with about 20 mL of distilled water, which does not change the amount of acid but makes the colour change easier to see. Add two or three drops of phenolphthalein. Then run in 0.10 mol/L sodium hydroxide slowly, swirling the flask, until the liquid turns a faint pink that persists for thirty seconds. Read the volume used.",
            "Acetic acid and sodium hydroxide react one to one: CH<sub>3</sub>COOH + NaOH → CH<sub>3</sub>COONa + H<sub>2</sub>O. Suppose the titration used 18.5 mL. The number of moles of hydroxide is 0.0185 L × 0.10 mol/L = 0.00185 mol, so the 2.0 mL sample contained 0.00185 mol of acetic acid. Multiplying by the molar mass of acetic acid, 60.05 g/mol, gives 0.111 g in 2.0 mL, or 5.6 g per 100 mL. This vinegar is strong enough for pickling.",
            "Dark vinegars such as red wine or malt vinegar hide the pink colour. In that case dilute more heavily, or use a pH meter and titrate to pH 8.2, the point at which phenolphthalein changes. Repeat every titration at least twice and take the mean of results that agree within 0.1 mL.",
          ),
        },
      },
    ],
  },
  {
    slug: "fish-counter-freshness-and-filleting",
    discipline: "Fishmongery",
    title: "The Fish Counter: Freshness, Filleting and Labels",
    description:
      "Behind a good fish counter lie sharp senses, a sharp knife and a clear label. Trainee fishmongers learn to judge freshness, fillet round and flat fish, prepare shellfish for sale, and read catch-area and sustainability information.",
    level: "beginner",
    duration: "eight practical sessions",
    plantedGap: "shellfish",
    modules: [
      {
        title: "Judging Freshness",
        description:
          "Eyes, gills, skin and smell: what each tells you about how long a fish has been out of the water and how it has been kept.",
        lesson: {
          title: "Reading a fish with your senses",
          html:
            p(
              "From the moment a fish dies, two processes begin to degrade it. The fish's own enzymes break down proteins and the compounds that give fresh fish its sweet, seaweedy smell, and bacteria from the skin and gut multiply and produce trimethylamine and other volatile compounds responsible for the familiar 'fishy' odour. Both processes slow dramatically at low temperature, which is why fish should be kept in melting ice at close to 0 °C from the boat to the counter. Every hour at 10 °C costs roughly the same shelf life as a day on ice.",
              "A fishmonger assesses freshness with the senses, in the order the customer would. The main signs are summarised below; the Torry scheme, developed at the Torry Research Station in Aberdeen, turns the same observations into a score from 10 (absolutely fresh) down to 3 (spoiled).",
            ) +
            "<table><tr><th>Feature</th><th>Very fresh</th><th>Stale</th></tr><tr><td>Eyes</td><td>convex, clear, black pupil</td><td>sunken, cloudy, grey</td></tr><tr><td>Gills</td><td>bright red, clean mucus</td><td>brown or grey, thick slime</td></tr><tr><td>Skin</td><td>bright, iridescent, clear slime</td><td>dull, bleached, yellowish slime</td></tr><tr><td>Flesh</td><td>firm, springs back when pressed</td><td>soft, fingerprint remains</td></tr><tr><td>Smell</td><td>sea-fresh, seaweed</td><td>sour, ammonia, sulphide</td></tr></table>" +
            p(
              "Rigor mortis complicates the picture. A fish in rigor is stiff and very fresh, but it should not be filleted then, since the muscle contracts and the fillet shrinks and gapes. Oily fish such as mackerel and tuna need particular care: if they warm up, bacteria convert the amino acid histidine into histamine, which causes scombroid poisoning and is not destroyed by cooking. Histamine has no smell, so a mackerel that passes every sensory test can still be unsafe if its temperature history is unknown; buy such fish only from suppliers who can show it was chilled continuously.",
            ),
        },
      },
      {
        title: "Knife Work on Round and Flat Fish",
        description:
          "Step by step, we take two fillets from a round fish and four from a flat one, and account for the weight that ends up as frames and trim.",
        lesson: {
          title: "Filleting technique and yield",
          html: p(
            "Fish fall into two body plans for the purpose of filleting. Round fish, such as cod, sea bass and mackerel, have a backbone running through the middle of an oval cross-section and give two fillets, one from each side. Flat fish, such as plaice, sole and turbot, lie on one side as adults; the backbone runs along the centre of the flattened body, and the usual cut gives four quarter fillets, two from the dark upper side and two from the white underside.",
            "For a round fish, lay it with the back towards you and cut behind the head and gill cover down to the bone at an angle. Then run the knife along the back from head to tail, just above the dorsal fin, keeping the blade flat against the top of the backbone. Lift the fillet and continue with long, smooth strokes over the rib bones until the fillet comes away. Turn the fish over and repeat. The pin bones that remain in the fillet of cod or salmon are pulled out with tweezers in the direction of the head, to avoid tearing the flesh.",
            "For a flat fish, make a cut down the lateral line from head to tail, then a curved cut around the head. Working from the centre outward, keep the flexible blade almost flat against the bones and peel each quarter fillet away towards the fins. Skinning is done by holding the tail end of the fillet, skin down, and pushing the knife forward at a shallow angle while pulling the skin back and forth.",
            "Yield is what pays the wages. A whole gutted cod typically yields about 45% skin-on fillet; plaice rather less, around 35 to 40%. If a gutted fish of 2.0 kg costs £14, the fillet costs £14 ÷ 0.9 kg, about £15.60 per kilogram before labour, and that is the figure on which the counter price must be built. Frames and heads are not waste: they are sold for stock.",
          ),
        },
      },
      {
        title: "What the Label Must Say",
        description:
          "Customers increasingly ask where their fish comes from, so this module teaches the legal labelling rules and what sustainability ratings mean.",
        lesson: {
          title: "Names, catch areas and certification",
          html:
            p(
              "Unprocessed fish sold to consumers in the United Kingdom and the European Union must carry specific information at the point of sale, under rules that derive from EU Regulation 1379/2013 on the common organisation of the markets and are retained in UK law. The label, or the ticket on the counter, must state the commercial name of the species and its scientific name, whether the fish was caught at sea, caught in fresh water or farmed, the catch area, and the category of fishing gear used. If the fish has been previously frozen and is being sold defrosted, that must also be said.",
              "Commercial names are controlled so that customers are not misled. In the UK, for example, 'pollock' refers to <i>Pollachius pollachius</i>, while Alaska pollock, <i>Gadus chalcogrammus</i>, must be labelled as such. Catch areas for sea fish are given by reference to the FAO major fishing areas; nearly all fish landed in Britain comes from FAO area 27, the Northeast Atlantic, and the label should also name the sub-area, such as the North Sea (IVa, b, c) or the Celtic Sea. Gear categories include trawls, seines, gillnets, hooks and lines, and pots and traps.",
              "Sustainability is a separate question from legality. A legally caught fish may come from a stock that is overfished. Two sources of guidance are widely used at the counter:",
            ) +
            "<ul><li>the Marine Stewardship Council (MSC) blue label, which certifies that a particular fishery meets standards for stock health, ecosystem impact and management;</li><li>the Marine Conservation Society's Good Fish Guide, which rates species by stock, area and method from green (best choice) to red (fish to avoid).</li></ul>" +
            p(
              "A fishmonger who can explain why line-caught mackerel from the South West is rated more highly than trawled fish from a depleted area earns trust, and trust sells fish.",
            ),
        },
      },
    ],
  },
  {
    slug: "small-wood-fired-kiln-build",
    discipline: "Kiln building",
    title: "Building a Small Wood-Fired Kiln",
    description:
      "Brick by brick, a wood kiln is designed around its fire. Working on a pottery site over three long weekends, beginners cover chimney draught and flue proportions, dense versus insulating firebrick, how to lay a catenary arch, and the slow first firing of a new kiln.",
    level: "beginner",
    duration: "three weekends on site",
    plantedGap: "catenary",
    modules: [
      {
        title: "Why Air Moves Through a Kiln",
        description:
          "A kiln is an engine for moving hot gas, and this module explains the draught that drives it and the rules of thumb used to size a chimney.",
        lesson: {
          title: "Draught, chimneys and Olsen's rule",
          html: p(
            "A wood-fired kiln has no fan. Air enters through the firebox, feeds combustion, passes through the ware chamber and leaves through the chimney, and the whole flow is driven by the difference in density between the hot gas inside the chimney and the cold air outside. This pressure difference is called draught. For a chimney of height h it is approximately Δp = g h (ρ<sub>outside</sub> − ρ<sub>inside</sub>), where g is 9.81 m/s².",
            "A worked example shows the size of the effect. Outside air at 15 °C has a density of about 1.2 kg/m³; flue gas at 600 °C has a density of about 0.40 kg/m³. A chimney 4 m tall therefore produces Δp ≈ 9.81 × 4 × 0.8 ≈ 31 Pa, a tiny pressure, roughly that of a 3 mm column of water. Small as it is, this is what pulls air through the grate and gases through the stacked pots. Doubling the chimney height doubles the draught, and so does a hotter flue, which is why a kiln draws better as it heats up and why a cold kiln often smokes badly at the start of a firing.",
            "Because the theory ignores friction in the flues and the resistance of the setting, builders rely on rules of thumb. The most quoted is from Frederick Olsen's <i>The Kiln Book</i>: for a downdraught kiln, allow about 3 feet of chimney for every foot of inside height of the chamber, plus 1 foot of chimney for every 3 feet of horizontal flue. Olsen also recommends that the flue cross-section and chimney cross-section be no smaller than the exit flues from the chamber, since any constriction becomes the point that limits the whole kiln.",
            "Too little draught gives a slow, smoky, reducing fire that struggles to climb in temperature. Too much draws cold air straight through, cools the back of the kiln and wastes wood. A damper, a sliding brick or kiln shelf across the chimney entrance, lets the potter adjust between the two during the firing.",
          ),
        },
      },
      {
        title: "Choosing and Laying Bricks",
        description:
          "Which brick goes where? We compare the two main families of refractory brick and practise laying them with thin kaolin joints.",
        lesson: {
          title: "Dense firebrick, insulating firebrick and mortar",
          html:
            p(
              "Ordinary house bricks crack and slump at kiln temperatures, so kilns are built from refractory brick made from fireclay, kaolin and alumina-rich minerals. Two kinds are used, and they behave very differently.",
            ) +
            "<table><tr><th>Property</th><th>Dense (hard) firebrick</th><th>Insulating firebrick (IFB)</th></tr><tr><td>Density</td><td>about 2,000 kg/m³</td><td>about 500 to 900 kg/m³</td></tr><tr><td>Heat storage</td><td>high: slow to heat and cool</td><td>low: heats and cools quickly</td></tr><tr><td>Insulation</td><td>poor</td><td>good</td></tr><tr><td>Resistance to flame, ash and abrasion</td><td>good</td><td>poor; ash fluxes the surface</td></tr><tr><td>Typical use in a wood kiln</td><td>firebox, floor, hot face near the fire</td><td>backing layer, outer walls</td></tr></table>" +
            p(
              "Insulating bricks are graded by the maximum temperature they tolerate, usually in degrees Fahrenheit: a K23 brick is rated to 2,300 °F (about 1,260 °C) and a K26 to 2,600 °F (about 1,430 °C). For a stoneware kiln firing to around 1,300 °C, any IFB used on the hot face should be K26 or better, but in a wood kiln the flying ash will glaze and erode them, so a dense lining in the firebox is the usual compromise. A common wall has a 115 mm dense inner course backed by a course of IFB.",
              "The standard refractory brick measures 9 × 4½ × 2½ inches (about 230 × 114 × 64 mm), and designing every dimension of the kiln in whole or half bricks saves a great deal of cutting. Joints are kept as thin as possible, ideally under 2 mm, and are made with a slurry of fireclay or kaolin and fine grog, or with a commercial air-setting refractory mortar. Cement mortar must never be used, because it dehydrates and crumbles on heating. Walls are laid with staggered joints as in any masonry, and every few courses the builder checks level and plumb; a wall that leans outward at room temperature leans further once it expands.",
            ),
        },
      },
      {
        title: "The First Firing",
        description:
          "Water trapped in new brickwork must leave slowly, so the first firing is planned as a drying exercise before it is a pottery firing.",
        lesson: {
          title: "Drying, curing and reading the cones",
          html: p(
            "A newly built kiln holds a surprising amount of water: in the mortar, in bricks that have stood in the rain, and in any castable refractory. If it is heated quickly, that water turns to steam inside the brickwork and can spall faces off bricks or crack a castable door. The first firing is therefore a slow one, and it should ideally be an empty or lightly loaded firing whose aim is to dry and cure the structure.",
            "A typical schedule begins with a small fire, sometimes just a few candles or a gas ring in the firebox, held for twelve to twenty-four hours with the damper open and the chimney drawing gently. The temperature is then raised by no more than about 50 °C per hour to 200 °C and held again, since most free water leaves below this point. Steam can be checked by holding a cold piece of glass or a mirror at a spyhole: while it mists, the kiln is still drying.",
            "During the climb the builder watches the structure. Expansion is normal: a kiln 2 m long may grow by several millimetres, and steel angle-iron bracing with adjustable tie rods is there to hold the walls together while allowing that movement. Hairline cracks in outer walls that open when hot and close on cooling are acceptable. Cracks that grow from firing to firing, or bricks that loosen, are not.",
            "Temperature in a wood kiln is judged with pyrometric cones, small slender pyramids of ceramic that bend when a given amount of heat work has been done. A row of three cones is placed opposite a spyhole: a guide cone one step below the target, the target cone, and a guard cone one step above. Orton cone 10, for example, bends at about 1,285 °C when heated at 60 °C per hour near the end of the firing. The potter stokes until the target cone bends over, with the guard cone still standing.",
          ),
        },
      },
    ],
  },
  {
    slug: "seaweed-farming-on-longlines",
    discipline: "Seaweed farming",
    title: "Growing Kelp on Longlines",
    description:
      "Seaweed grows without feed, fertiliser or fresh water, which is why coastal communities are taking an interest in farming it. Newcomers study kelp biology and its life cycle, hatchery seeding of string, the layout of a longline site, harvesting and drying, and the marine licences required in UK waters.",
    level: "beginner",
    duration: "one term (2 hours a week)",
    plantedGap: "licences",
    modules: [
      {
        title: "How Kelp Lives",
        description:
          "Two generations, one visible and one microscopic, alternate in the life of a kelp, and farming depends on managing both.",
        lesson: {
          title: "The kelp life cycle and growing season",
          html: p(
            "Kelps are large brown algae of the order Laminariales. The two species most farmed in the North Atlantic are sugar kelp, <i>Saccharina latissima</i>, and winged kelp, <i>Alaria esculenta</i>. Both are cold-water plants that grow best between about 5 and 15 °C and need nutrient-rich water, which in temperate seas is available from autumn to spring, when winter mixing brings nitrate up from deeper water.",
            "Kelps have an alternation of generations. The large plant that everyone recognises is the sporophyte. When mature, it develops darker patches on its blade called sori, in which millions of spores are produced by meiosis. Released into the water, each spore swims briefly, settles and grows into a microscopic gametophyte, a filament only a few cells long, either male or female. The male releases sperm attracted by a chemical signal from the female's egg; the fertilised egg then grows into a new sporophyte, which can reach two or three metres in a single season.",
            "This life cycle explains the farming calendar in Britain and Ireland. Spores are collected and seeded in a hatchery in late summer and early autumn. The young sporophytes are put out to sea in October or November, grow through the winter when nutrients are high and the water is cool, and are harvested in April or May. Harvesting later is risky: as the water warms, growth slows, the blades are colonised by fouling organisms such as the bryozoan <i>Membranipora membranacea</i>, which forms a white lacy crust, and tissue begins to erode from the tips.",
            "Light also matters. Kelp needs enough light to photosynthesise but is damaged by strong surface light and wave action, so farmed plants are normally grown at one to three metres below the surface.",
          ),
        },
      },
      {
        title: "From Spore to Seeded String",
        description:
          "In the hatchery, fertile tissue is cleaned, spores are released and settled on twine, and young plants are grown under controlled light before they go to sea.",
        lesson: {
          title: "Hatchery seeding, step by step",
          html:
            p(
              "Most kelp farms buy seeded string from a hatchery, but the process is simple enough to be run in a well-equipped shed with filtered seawater. It follows a fixed sequence:",
            ) +
            "<ul><li>Collect mature blades with dark sori from wild plants and cut out the fertile patches.</li><li>Clean the tissue by wiping it and rinsing in sterilised seawater, sometimes with a brief dip in dilute iodine, to remove diatoms and bacteria.</li><li>Dry the tissue in the dark at about 10 °C for several hours, often overnight; the mild stress triggers spore release.</li><li>Immerse the tissue in sterilised seawater, where spores are released within an hour, and check the density under a microscope.</li><li>Pour the spore suspension over spools of thin twine wound on plastic pipes, and leave the spores to settle.</li></ul>" +
            p(
              "The spools are then kept in tanks of sterilised, enriched seawater at about 10 °C under fluorescent or LED light, on a cycle of roughly twelve hours light and twelve dark. Guillard's f/2 medium, a standard recipe of nitrate, phosphate, trace metals and vitamins, is often used to enrich the water, which is changed weekly. The spores grow into gametophytes, fertilisation takes place on the string, and after four to six weeks the twine is covered in young sporophytes a few millimetres long, visible as a brown fuzz.",
              "At sea, the seeded twine is wound in a spiral around a thicker cultivation rope, the longline, which is held at the right depth by buoys and anchored at both ends. A typical line is 100 to 200 m long and sits one to two metres below the surface. Lines are set parallel to the main current so that drag is spread evenly, and the anchors, usually blocks or embedment anchors, are sized for winter storms rather than average conditions.",
            ),
        },
      },
      {
        title: "Harvest and After",
        description:
          "What comes off the line, how much of it there is, and how to turn wet, perishable weed into a stable product.",
        lesson: {
          title: "Yield, drying and quality",
          html: p(
            "Harvesting is usually done from a small workboat by lifting the longline onto a roller and cutting the kelp off the rope, either leaving a short stump to regrow or stripping the line entirely. Yields vary widely with site and season, but a good sugar kelp line in Britain produces around 5 to 15 kg of fresh weed per metre. A farm with ten 200 m lines might therefore harvest 10 to 30 tonnes in a season.",
            "Fresh kelp is about 85 to 90% water and spoils within a day or two at ambient temperature, so it must be processed quickly. The simplest route is drying. On a small scale kelp is hung on lines in a ventilated polytunnel or dried in a dehumidifying cabinet at 30 to 40 °C; at larger scales belt or drum dryers are used. The target is a moisture content below about 15%, at which the product is stable. Because of the water content, ten tonnes of fresh weed becomes only about one to one and a half tonnes of dry product.",
            "Other routes include blanching and freezing, which preserves colour and texture for the food market, and ensiling or fermentation for animal feed and biostimulants.",
            "Quality control matters especially for food. Kelps accumulate iodine from seawater, and dried sugar kelp can contain several thousand milligrams per kilogram, far above the tolerable daily intake for an adult if eaten in quantity. Blanching in hot water reduces iodine substantially, and labels should advise on portion size. Farmers also test for heavy metals, notably inorganic arsenic and cadmium, and for microbial contamination, since the weed is often eaten raw or lightly cooked. Sites should be chosen away from sewage outfalls and harbours for the same reason, and water quality should be monitored through the growing season.",
          ),
        },
      },
    ],
  },
];
