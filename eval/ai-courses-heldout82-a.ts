/** Eighty-second held-out evaluation courses, beginner level (A to B); see ai-courses-heldout82.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT82_A: EvalCourse[] = [
  {
    slug: "introduction-to-gouache-painting",
    discipline: "Gouache painting",
    title: "Introduction to Gouache Painting",
    description:
      "What makes gouache different from watercolour, and how do you stop it cracking or turning chalky? Over six studio sessions beginners work through pigment, binder and paper; mixing from a limited palette; laying flat and graded colour; building opaque layers from dark to light; and plein air sketching.",
    level: "beginner",
    duration: "six weeks (one three-hour studio session a week)",
    plantedGap: "plein air sketching",
    modules: [
      {
        title: "Pigment, Binder and Paper",
        description:
          "What gouache is made of, why its colours shift as they dry, and how to choose paper and brushes for it.",
        lesson: {
          title: "Understanding the medium",
          html: p(
            "Gouache is a water-based paint in which pigment is bound with gum arabic, exactly as in watercolour. The difference lies in the proportions. Gouache carries far more pigment relative to binder, and many student ranges add an inert white filler such as chalk (calcium carbonate) or blanc fixe (barium sulfate). Light striking the dried film is scattered back by these densely packed particles before it reaches the paper, so the paint looks opaque and matt instead of transparent and luminous. Artists' quality ranges rely mainly on pigment load for their opacity; cheaper ranges lean on filler, which is why their mixtures can look chalky.",
            "That matt, light-scattering surface also explains the medium's best-known trap: colours shift as they dry. As a rule of thumb, pale mixtures dry slightly darker and dark mixtures dry noticeably lighter, so a deep shadow that looked right when wet can end up weak and grey. The practical answer is a test strip. Keep a scrap of the same paper beside the painting, brush each new mixture onto it, dry it with a hairdryer on a low setting and compare before committing the colour to the picture.",
            "Gum arabic is brittle once dry, and gouache never becomes waterproof. Paint laid on thickly, especially on thin or flexible paper, cracks and flakes when the sheet bends. Aim for the consistency of single cream, and build depth through several thin layers instead of one heavy one. If a passage must stay fixed so that later layers cannot disturb it, acrylic gouache (for example Holbein Acryla) dries insoluble, but it cannot be rewetted on the palette.",
            "For paper, use watercolour paper of at least 300 gsm (140 lb). Hot-pressed paper has a smooth surface suited to crisp edges and flat areas; cold-pressed (NOT) paper has a tooth that breaks up dry strokes into texture. Lighter papers should be stretched or taped to a board on all four sides to prevent cockling. Synthetic flat brushes of about 12 mm cover larger areas evenly, and rounds in sizes 2 to 6 handle detail. A white ceramic or plastic palette is best, because dried gouache can be brought back to life with a drop of water and used again.",
          ),
        },
      },
      {
        title: "Mixing Colour and Laying Flat Areas",
        description:
          "Mixing clean colour from a split-primary palette, judging value, and painting even, streak-free flat and graded areas.",
        lesson: {
          title: "A limited palette and the flat wash",
          html:
            p(
              "A split-primary palette gives a warm and a cool version of each primary: a warm yellow (cadmium yellow or a substitute) and a cool lemon yellow; a warm red (cadmium or pyrrole red) and a cool crimson or quinacridone rose; a warm ultramarine and a cool phthalo or cerulean blue. Add a permanent white and, if you like, ivory black. The point of the split is colour bias. Lemon yellow leans towards green and phthalo blue leans towards green, so together they make a clean, bright green. Cadmium yellow leans towards orange and ultramarine leans towards violet, so each carries a little red, and their mixture is a muted olive. Neither result is wrong; the palette simply lets you choose.",
              "Value, the lightness or darkness of a colour, matters more to a picture's structure than hue. Before working in colour, paint a five-step scale from white to black and keep it beside you; squint at the subject to judge which step each area belongs to. Remember that white does more than lighten. Adding it lowers chroma and cools a colour, so a red lightened with white drifts towards pink. To lighten a warm colour while keeping it warm, add a light yellow or a pale warm mixture as well.",
              "Gouache is prized for flat, even colour, and that needs a consistent method:",
            ) +
            "<ol><li>Mix more paint than the area needs; a second batch never quite matches.</li><li>Thin it to single-cream consistency and load a flat brush fully.</li><li>Work in overlapping horizontal strokes, then go over the area once vertically while the whole field is still wet.</li><li>Do not return to a half-dry area; lifting the semi-dry film is what causes streaks.</li><li>Let the area dry flat before judging it.</li></ol>" +
            p(
              "A graded area follows the same steps with two mixtures, one at each end, blended where they meet while both are wet. On hot-pressed paper you can mask the edges with low-tack tape for a crisp boundary; press the tape down firmly and peel it away slowly, at a low angle, once the paint is dry.",
            ),
        },
      },
      {
        title: "Working from Dark to Light",
        description:
          "Building a picture in layers, from a toned ground and mid-tones to opaque highlights, without muddying what lies beneath.",
        lesson: {
          title: "Layering opaque colour",
          html: p(
            "Watercolourists must plan their whites in advance and paint around them, because a transparent film cannot cover what lies beneath it. Gouache reverses that logic. Because the paint is opaque, light colour can go over dark, and a painting can be built the way an oil painter works: a toned ground first, then the large masses of mid-tone, then the darks, and finally the lights and highlights in slightly thicker paint. Many painters begin by covering the whole sheet with a thin mid-value wash, such as a dilute burnt sienna or a grey-green, which removes the glare of white paper and makes it easier to judge values from the first stroke.",
            "The difficulty is reactivation. Gouache stays soluble after it dries, so the water in each new layer can lift and blend the layer below, producing muddy, greyish colour. Four habits keep layers clean. Let each layer dry completely before touching it. Load the brush fully so that the paint flows off rather than being scrubbed on. Place each stroke once, decisively, with light pressure, and do not go back over it. Finally, keep the upper layers slightly thicker and drier than the lower ones.",
            "Some pigments also stain upwards. Strongly staining colours, including several quinacridone reds and phthalo blues and greens, can bleed into a light layer painted over them, so a white highlight over a crimson shadow turns pink. Plan the picture so that staining colours are not used where light passages will later sit, or lay those underlayers in acrylic gouache, which will not lift.",
            "Edges carry much of the picture's character. A hard edge is made by painting up to a dry area or using masking tape; a soft edge is made by blending two colours while both are wet or by dragging a nearly dry brush across the boundary. A useful first exercise is a still life of three simple objects on a toned ground, limited to three or four layers. Keeping the number of layers low also protects the surface: the more paint piles up, the more likely the film is to crack when the sheet flexes.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-handball-to-beginners",
    discipline: "Handball coaching",
    title: "Coaching Handball to Beginners",
    description:
      "For teachers, club volunteers and sports students taking their first steps in coaching handball. The course covers the laws that matter in a first season, teaching the throw and the catch, organising a first zone defence, injury prevention, and planning small-sided games that keep every player active.",
    level: "beginner",
    duration: "five weeks (one evening workshop and one practical session a week)",
    plantedGap: "injury prevention",
    modules: [
      {
        title: "The Laws Beginners Need",
        description: "The court, the goal area, ball sizes and the handful of laws that new players break most often.",
        lesson: {
          title: "Court, ball and the key laws",
          html:
            p(
              "A handball court measures 40 m by 20 m, and each goal is 3 m wide and 2 m high. The most important marking is the goal-area line, drawn 6 m from the goal: it is made of two quarter-circles of 6 m radius centred on the goalposts, joined by a straight 3 m line parallel to the goal line. Only the goalkeeper may stand in the goal area; court players may jump into the air space above it and release the ball before landing. A dashed free-throw line runs 9 m from the goal, and a 1 m mark at 7 m is the spot for a 7-metre throw, the sport's penalty.",
              "A team has seven players on court, six court players and a goalkeeper, with unlimited substitutions made through a substitution zone. Senior matches last two halves of 30 minutes; youth matches are shorter. Ball size also depends on age and sex: size 3 for men and boys over 16, size 2 for women, girls over 14 and boys aged 12 to 16, and size 1 for girls aged 8 to 14 and boys aged 8 to 12. For first sessions many coaches use a softer, smaller ball so that children can grip it with one hand, which is the foundation of every throw.",
              "Beginners break the same few laws again and again:",
            ) +
            "<ul><li>Steps: a player may take no more than three steps while holding the ball.</li><li>Time: a player may hold the ball for no more than three seconds.</li><li>Double dribble: after catching a dribbled ball, a player may not start dribbling again.</li><li>Goal area: a court player may not touch the floor inside the goal-area line.</li><li>Passive play: a team that stops trying to score first receives a warning signal and then has at most four passes in which to shoot.</li></ul>" +
            p(
              "Sanctions are progressive: a yellow card as a warning, then two-minute suspensions, and a red card (disqualification) on a player's third suspension or for serious misconduct. In a first season, a coach who referees practice games can be strict about the goal area and three steps, since those shape good habits, while explaining rather than punishing everything else.",
            ),
        },
      },
      {
        title: "Throwing, Catching and the Jump Shot",
        description:
          "Teaching the overarm pass, a secure catch and the three-step rhythm into a jump shot through simple progressions.",
        lesson: {
          title: "Teaching the throw and the catch",
          html:
            p(
              "Almost everything in handball depends on the overarm throw, so it deserves the most coaching time. The ball is held in the fingers, spread wide, not pressed into the palm. For a right-handed player the left foot steps towards the target, the throwing elbow rises to at least shoulder height, and the trunk rotates so that the throwing shoulder comes forward. The arm then whips through, finishing with a snap of the wrist, and the hand follows through towards the target. The commonest faults are a side-arm throw with a dropped elbow, a push from the chest like a shot put, and stepping with the same foot as the throwing arm; each robs the throw of power and accuracy.",
              "A secure catch starts with the hands forming a window, thumbs and index fingers close together behind the ball. The arms reach out towards the ball and give on contact, drawing it in to cushion its speed. Players should look the ball into their hands and then immediately bring it up to the throwing position, ready to pass or shoot.",
              "The jump shot links the two skills. After a catch a right-hander typically runs left, right, left and takes off from the left foot, the foot opposite the throwing arm, releasing the ball at the top of the jump. A sensible progression is:",
            ) +
            "<ol><li>Stationary passing in pairs, 6 to 8 m apart, concentrating on the elbow and the step.</li><li>Passing while jogging side by side down the court.</li><li>Catching on the move and passing within three steps.</li><li>Three-step run-up and jump, throwing at a large target.</li><li>Jump shot at goal from 9 m, then over a passive defender.</li></ol>" +
            p(
              "Give each stage just two coaching points, such as 'elbow high' and 'step with the opposite foot', and let players repeat many times before moving on. Quality of movement comes before distance or speed; once the pattern is reliable, increase the distance and then the pressure from defenders.",
            ),
        },
      },
      {
        title: "First Defence and Game-Based Sessions",
        description:
          "Introducing the 6-0 zone defence and designing small-sided games that give every player many touches of the ball.",
        lesson: {
          title: "The 6-0 defence and small-sided games",
          html:
            p(
              "The 6-0 defence places all six court players along, or just in front of, the 6 m line: two wing defenders on the outside, two half-backs, and two central defenders. Its principles are few and clear. The defender facing the ball carrier steps out to meet the attacker, arms up, to stop a shot or force a pass. As the ball moves on, that defender drops back to the line and the whole unit shifts sideways towards the ball, so that the nearest player can step out again. Neighbours help each other by closing gaps on the inside, where a shot is most dangerous. Defenders move with side steps without crossing their feet, keeping knees bent and weight on the balls of the feet.",
              "The 6-0 is easy to organise, which is why it is often taught first to teenage and adult beginners. Many coaching frameworks for children under about 12, however, prefer player-to-player defence across the whole court, or open zone systems such as 3-3, because a line of defenders waiting on the 6 m line teaches little about winning the ball in one-against-one duels.",
              "Sessions for beginners should be built around games rather than queues. A good structure is a game to open, a skill block, then a conditioned game that demands the skill, and a free game to finish. Useful formats include:",
            ) +
            "<ul><li>Ten passes: 4 against 4 in a square; a team scores a point by completing ten passes without losing the ball.</li><li>End-zone handball: a pass caught inside a marked end zone counts as a goal, rewarding movement into space.</li><li>3 against 3 plus a goalkeeper on half a court, with a rule that every player must touch the ball before a shot.</li></ul>" +
            p(
              "Small teams matter because touches rise sharply as numbers fall: in a 7-a-side game a beginner may handle the ball only a few times a minute, while 3 against 3 multiplies that. Rotate teams every few minutes, keep score, and adjust conditions, such as adding a neutral player who always joins the attacking side, when one team wins every contest.",
            ),
        },
      },
    ],
  },
  {
    slug: "thermal-insulation-installation-lofts-and-cavity-walls",
    discipline: "Insulation installation",
    title: "Thermal Insulation Installation: Lofts and Cavity Walls",
    description:
      "A typical uninsulated house loses around a quarter of its heat through the roof and about a third through its walls. Trainee installers cover how heat moves through a building and how U-values are worked out, laying loft insulation to current depths, assessing and filling cavity walls, pipe lagging, and the ventilation and moisture rules that keep an insulated home healthy.",
    level: "beginner",
    duration: "four weeks (two classroom days and two practical days a week)",
    plantedGap: "pipe lagging",
    modules: [
      {
        title: "How Heat Leaves a Building",
        description:
          "Conduction, convection and radiation, thermal conductivity and U-values, and reading a product data sheet.",
        lesson: {
          title: "Heat loss, lambda values and U-values",
          html:
            p(
              "Heat always flows from warm to cold, by three routes. Conduction carries it through solid materials, such as a brick wall or a ceiling. Convection carries it in moving air, both as draughts through gaps and as air currents inside voids. Radiation carries it as infrared energy between surfaces. Insulation works mainly against conduction and convection: most products trap still air, or a gas, in tiny pockets of fibre or foam, because still air is a very poor conductor.",
              "Every material has a thermal conductivity, written λ (lambda) and measured in watts per metre-kelvin (W/m·K). The lower the lambda, the better the insulator. The thermal resistance of a layer, R, is its thickness in metres divided by its lambda, and resistances of layers in series simply add up. The U-value of a whole wall or roof is 1 divided by the total resistance, including small allowances for the air films at each surface; it tells you how many watts pass through each square metre for each degree of temperature difference. Lower is better.",
            ) +
            "<table><tr><th>Material</th><th>Typical λ (W/m·K)</th></tr><tr><td>Glass or rock mineral wool</td><td>0.032 to 0.044</td></tr><tr><td>Expanded polystyrene (EPS)</td><td>0.030 to 0.038</td></tr><tr><td>Polyisocyanurate (PIR) board</td><td>about 0.022</td></tr><tr><td>Softwood timber</td><td>about 0.13</td></tr><tr><td>Brickwork (outer leaf)</td><td>about 0.77</td></tr></table>" +
            p(
              "Worked example: 270 mm of mineral wool with λ = 0.040 has R = 0.27 ÷ 0.040 = 6.75 m²K/W. With the ceiling board and surface resistances added, the U-value comes out at roughly 0.14 W/m²K, comfortably better than the 0.16 W/m²K that the Building Regulations in England expect when insulation at ceiling level is upgraded. The timber joists, however, conduct heat about three times faster than the wool between them. These thermal bridges, together with any gaps, are why installers lay a second layer across the joists and why a few missing patches make a noticeable difference.",
              "A product data sheet will state the declared lambda, the standard the product is made to (BS EN 13162 for mineral wool), and its reaction-to-fire class; glass and rock wool are usually Euroclass A1, non-combustible. Always check that the thickness you are quoting matches the lambda you are using.",
            ),
        },
      },
      {
        title: "Laying Loft Insulation",
        description:
          "Surveying the loft, laying insulation in two layers to 270 mm, keeping the eaves ventilated and protecting yourself while you work.",
        lesson: {
          title: "Loft insulation step by step",
          html: p(
            "Start with a survey before any material goes in. Look for roof leaks, damp or rot in the timbers and signs of pests, and put them right first, because insulation will hide them. Note the electrical cables: cables buried under insulation run hotter and must carry less current, so lift them on top of the new layers wherever possible and report any old rubber-insulated wiring. Recessed downlights need fire-rated covers or hoods so that insulation does not sit against a hot fitting. Chimneys and flues need the clearances stated by the appliance or flue manufacturer.",
            "The recommended depth for mineral wool is 270 mm. Lay the first layer between the joists, usually 100 mm deep, so that it fills the space snugly without being compressed. Lay the second layer, typically 170 mm, at right angles across the joists. This cross-laying covers the timber and closes the thermal bridges. Butt the rolls tightly together and avoid gaps; compressed or gappy insulation loses a large share of its value. Where storage is needed, fix raised boards on loft legs rather than squashing the wool.",
            "The cold loft above the insulation must stay ventilated, or warm, moist air leaking up from the house will condense on the cold underside of the roof. Keep the insulation running over the wall plate to meet the wall insulation, but never push it into the eaves so far that it blocks the airflow; fit eaves trays or ventilators to hold a clear path open. For a pitched cold roof, guidance in BS 5250 has long called for ventilation at the eaves equal to a continuous 10 mm gap on each side. Also cut down the moisture reaching the loft: draughtproof and insulate the hatch, seal around holes for cables, and make sure bathroom extractor ducts discharge outside, not into the loft.",
            "Personal protection is straightforward but essential. Wear gloves, long sleeves, goggles and an FFP2 or FFP3 mask when handling mineral wool; kneel on crawl boards laid across the joists, never on the ceiling between them; and use a secure ladder and good task lighting.",
          ),
        },
      },
      {
        title: "Cavity Wall Insulation",
        description:
          "Recognising cavity walls, judging whether a wall is suitable, and the drilling, filling and checking that a good installation needs.",
        lesson: {
          title: "Assessing and filling cavity walls",
          html: p(
            "Most British houses built from the 1930s onwards have cavity walls: two leaves of masonry with a gap between them, tied together with metal ties. From outside, a cavity wall usually shows stretcher bond, with only the long faces of the bricks visible in every course, and the wall is typically about 260 mm or more thick at a window opening. Solid walls, by contrast, show the ends of bricks (headers) in the pattern, as in Flemish or English bond.",
            "Not every cavity should be filled. A survey checks that the cavity is at least 50 mm wide and reasonably clear of rubble and mortar snots, using a borescope through a small drilled hole. The outer brickwork and pointing must be in good condition, since cracked or porous masonry can let water across a filled cavity to the inner leaf. Exposure to wind-driven rain matters: the BRE exposure map divides the UK into zones from 1 (sheltered) to 4 (very severe), and in the most exposed zones, mainly on western coasts and uplands, only certain systems are approved, if any. The surveyor also notes existing fill, timber- or steel-framed construction, and any signs of damp.",
            "The fill itself is one of three main types: blown mineral wool fibre, expanded polystyrene beads coated with adhesive so that they bond into a solid mass and do not spill out later, or, less often, injected foam. Each system carries a British Board of Agrément (BBA) or equivalent certificate, and the installer must follow its drilling pattern exactly. Holes of about 22 to 25 mm are drilled in the mortar joints on a grid roughly a metre apart, and the wall is filled from the bottom upwards so that no voids are left.",
            "Afterwards, the holes are made good with mortar matched to the existing colour. Air bricks and vents must be checked to ensure they remain open, and any open-flued appliance needs its flue tested for safe operation because drilling can drop debris into it. Many homeowners also receive a 25-year guarantee through the Cavity Insulation Guarantee Agency (CIGA), which depends on the installer's records of the survey, the product and the work done.",
          ),
        },
      },
    ],
  },
  {
    slug: "integrated-pest-management-in-field-and-glasshouse-crops",
    discipline: "Integrated pest management",
    title: "Integrated Pest Management in Field and Glasshouse Crops",
    description:
      "Growers and agriculture students practise the everyday decisions of integrated pest management: identifying pests and their natural enemies; monitoring crops against action thresholds; choosing cultural, biological and chemical controls; sprayer calibration; and slowing the spread of pesticide resistance.",
    level: "beginner",
    duration: "six weeks (a weekly lecture and a farm or nursery visit)",
    plantedGap: "sprayer calibration",
    modules: [
      {
        title: "Monitoring, Identification and Action Thresholds",
        description:
          "Scouting a crop, recognising pests and beneficial species, and deciding when pest numbers justify control.",
        lesson: {
          title: "From scouting to a decision",
          html: p(
            "Integrated pest management (IPM) combines every available method so that pests are kept below damaging levels with the least possible harm to people, beneficial organisms and the environment. European law (Directive 2009/128/EC) sets out its general principles in order: prevent problems first; monitor; base decisions on thresholds; prefer biological, physical and other non-chemical methods; when pesticides are needed, choose the most selective products at the lowest effective use; manage resistance; and evaluate the results.",
            "Decisions rest on two ideas developed by Stern and colleagues in 1959. The economic injury level (EIL) is the pest density at which the value of the crop lost equals the cost of control. The economic or action threshold is set lower, so that control can be applied before the EIL is reached. A simple form of the EIL is the cost of control divided by the product of the crop's value, the yield lost per pest and the proportion of pests the control kills. If control costs £25 per hectare, the crop is worth £180 per tonne, each pest per plant removes 0.01 t/ha and the treatment kills 90 per cent, the EIL is 25 ÷ (180 × 0.01 × 0.9), about 15 pests per plant.",
            "Published thresholds turn this logic into practice. For pollen beetle in winter oilseed rape, AHDB advice links the threshold to plant density: about 25 beetles per plant where there are fewer than 30 plants per square metre, falling to 18, 11 and 7 beetles per plant in progressively denser crops. The threshold applies only at the green- and yellow-bud stages; once the crop flowers, the beetles feed on pollen and help pollination instead of destroying buds.",
            "Monitoring means counting, not glancing. Walk a W-shaped route across the field, away from the headlands where pests and enemies concentrate, and examine plants at regular stops. Yellow sticky traps in glasshouses show when winged aphids, whiteflies and thrips arrive. Carry a ×10 hand lens and learn the beneficial species as well as the pests: ladybirds and their larvae, hoverfly larvae, lacewings, ground beetles, spiders, and the swollen, bronze 'mummies' that show an aphid has been parasitised by a tiny wasp. A crop with many mummies may not need treating at all.",
          ),
        },
      },
      {
        title: "Prevention and Biological Control",
        description:
          "Rotations, resistant varieties, sowing dates and field habitats, and using natural enemies in field and protected crops.",
        lesson: {
          title: "Preventing pests and using natural enemies",
          html:
            p(
              "Cultural controls change the crop or its surroundings so that pests do worse. Rotation starves pests that have a narrow host range: potato cyst nematodes survive in soil for many years, so long intervals between potato crops, together with resistant varieties, keep populations down. The H1 resistance gene gives strong resistance to Globodera rostochiensis, although not to the other species, G. pallida, which is now the more common problem in Britain. Sowing date matters too. Winter wheat drilled later in autumn is exposed to fewer winged aphids carrying barley yellow dwarf virus. Field margins and beetle banks, raised grass strips across large fields, shelter ground beetles and spiders through winter so that they move into the crop in spring.",
              "Biological control uses living natural enemies, in three ways. Conservation protects the enemies already present, by providing habitat and avoiding broad-spectrum insecticides. Augmentation releases commercially reared enemies, either in small numbers early so that they build up, or in large numbers for quick effect. Classical control imports an enemy from a pest's native range; the textbook case is the vedalia beetle, Rodolia cardinalis, introduced to California from Australia in 1888 and 1889, which brought cottony cushion scale on citrus under control within about two years.",
              "Protected crops are where augmentation works best, because the climate is controlled and enemies cannot fly away. Standard pairings include:",
            ) +
            "<ul><li>Encarsia formosa, a parasitoid wasp, against glasshouse whitefly; parasitised scales turn black, which makes establishment easy to check.</li><li>Phytoseiulus persimilis, a predatory mite, against two-spotted spider mite; it performs best at moderate temperatures with relative humidity above about 60 per cent.</li><li>Neoseiulus (Amblyseius) cucumeris against thrips, often released in slow-release sachets.</li><li>Aphidius colemani, a parasitoid wasp, against peach-potato and cotton aphids.</li></ul>" +
            p(
              "Releases should start early, while pest numbers are low, and any pesticide used alongside them must be checked against the suppliers' side-effects lists, which rate compatibility and the number of weeks to wait before reintroduction.",
            ),
        },
      },
      {
        title: "Pesticides Within IPM",
        description:
          "Choosing selective products, timing applications and managing resistance by rotating modes of action.",
        lesson: {
          title: "Chemical control as a last resort",
          html:
            p(
              "In an IPM programme a pesticide is used only when monitoring shows that a threshold has been passed and non-chemical measures will not keep the pest below the economic injury level in time. Even then the choice matters as much as the decision. Broad-spectrum insecticides such as the pyrethroids kill predators and parasitoids along with the pest, which can cause a resurgence once the treatment wears off, or release a secondary pest that the enemies had been holding down. Selective products, such as flonicamid, which stops aphids feeding, leave most beneficial insects unharmed.",
              "Timing and placement reduce harm further. Treat when the pest is at its most susceptible stage, treat only the fields or parts of a glasshouse where thresholds are exceeded, and observe buffer zones next to watercourses. Never apply a product that is toxic to bees to a crop in flower, and apply products that carry a bee warning in the evening, when foragers have left the crop.",
              "Resistance is the long-term threat. When one mode of action is used repeatedly, the rare individuals able to survive it are selected until they dominate. Britain has examples in several pests: pollen beetle resistance to pyrethroids spread across Europe from the early 2000s; grain aphid carrying the kdr mutation, which reduces pyrethroid sensitivity, was found in 2011; and the peach-potato aphid, Myzus persicae, has accumulated several mechanisms, including overproduced esterase enzymes and altered target sites. The Insecticide Resistance Action Committee (IRAC) numbers insecticides by mode of action so that growers can vary them:",
            ) +
            "<ul><li>Group 1: acetylcholinesterase inhibitors (1A carbamates, 1B organophosphates)</li><li>Group 3A: pyrethroids, sodium channel modulators</li><li>Group 4A: neonicotinoids, nicotinic receptor modulators</li><li>Group 28: diamides, ryanodine receptor modulators</li><li>Group 29: flonicamid, chordotonal organ modulators</li></ul>" +
            p(
              "The basic rules are to avoid treating successive generations of a pest with the same group, to use a product at its label rate, not the diluted amounts that allow partly resistant insects to survive, and to keep untreated refuges where susceptible insects persist. Finally, record what was applied and check the crop afterwards: evaluating whether a treatment worked is the last IPM principle and the start of the next season's plan.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-hellenistic-world-323-30-bc",
    discipline: "Hellenistic history",
    title: "The Hellenistic World, 323-30 BC",
    description:
      "Between Alexander's death at Babylon in 323 BC and Cleopatra's in Alexandria in 30 BC, Macedonian dynasties ruled from the Adriatic to Afghanistan. Topics include the wars of the Successors, the Ptolemaic and Seleucid kingdoms, Hellenistic philosophy, and Rome's gradual conquest of the Greek East.",
    level: "beginner",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "Hellenistic philosophy",
    modules: [
      {
        title: "Alexander's Heirs: The Wars of the Successors",
        description: "How Alexander's generals fought over and divided his empire between 323 and 281 BC.",
        lesson: {
          title: "From Babylon to Corupedium",
          html: p(
            "Alexander the Great died at Babylon in June 323 BC, aged 32, leaving no adult heir. His generals compromised on two kings: his half-brother Philip III Arrhidaeus, who was probably mentally disabled, and Alexander IV, the son that Roxane was still carrying. Real power lay with the regent, Perdiccas, and with the generals who took the great provinces, the satrapies, in the settlement at Babylon. Ptolemy took Egypt and soon hijacked Alexander's embalmed body, which was being taken to Macedon, bringing it to Egypt as a symbol of legitimacy.",
            "The first generation of wars, fought by the Diadochi or Successors, began almost at once. Perdiccas invaded Egypt in 320 BC, failed to cross the Nile, and was murdered by his own officers. A new settlement at Triparadisus made the elderly Antipater regent, but after his death in 319 the empire's unity collapsed. Antigonus the One-Eyed, based in Asia Minor, became the most powerful of the Successors; he defeated Eumenes, Perdiccas' loyal ally, who was executed in 316. The two kings did not survive the struggle: Philip III was killed on Olympias' orders in 317, and Cassander, ruler of Macedon, had Alexander IV and Roxane murdered around 310.",
            "With no Argead heir left, the generals made themselves kings. Antigonus and his son Demetrius, called Poliorcetes, the Besieger, took the royal title in 306 BC, and Ptolemy, Seleucus, Cassander and Lysimachus followed within a year or so. In 301 a coalition defeated Antigonus at Ipsus in Phrygia; he died on the field, and Seleucus' war elephants, obtained from the Indian ruler Chandragupta Maurya in exchange for the eastern satrapies, played a decisive part. Twenty years later, in 281, Seleucus defeated and killed Lysimachus at Corupedium, only to be assassinated months later by Ptolemy Keraunos.",
            "By the 270s three main dynasties had emerged: the Ptolemies in Egypt, the Seleucids in Asia, and the Antigonids in Macedon, where Demetrius' son Antigonus Gonatas secured the throne after defeating invading Gauls in 277. Our main narrative source is Diodorus of Sicily, books 18 to 20, who drew on the lost history of Hieronymus of Cardia, an eyewitness; Plutarch's lives of Eumenes and Demetrius add vivid, if moralising, detail.",
          ),
        },
      },
      {
        title: "Ruling Egypt and Asia: Ptolemies and Seleucids",
        description:
          "How the two largest kingdoms raised revenue, used cities and soldiers, and presented their kings to Greek and non-Greek subjects.",
        lesson: {
          title: "Running a Hellenistic kingdom",
          html: p(
            "Ptolemaic Egypt is the best documented Hellenistic kingdom, because papyri survive in the dry sands of the Fayum and elsewhere. The king stood at the head of a centralised administration run from Alexandria by a chief finance minister, the dioiketes. The Revenue Laws papyrus of 259 BC, issued under Ptolemy II, shows the crown controlling the production and sale of vegetable oil, fixing prices and licensing producers. The archive of Zenon, estate manager for the dioiketes Apollonius, preserves around two thousand documents from the 250s and 240s BC about irrigation, leases, wages and complaints. Greek and Macedonian soldiers were settled on allotments of land, kleroi, which tied their livelihoods to the dynasty.",
            "The Ptolemies presented themselves differently to different audiences. To Greeks they were basileis, patrons of the Museum and Library in Alexandria; to Egyptians they were pharaohs, shown on temple walls making offerings to Egyptian gods. The Rosetta Stone, a decree of the priests meeting at Memphis in 196 BC to honour Ptolemy V after his coronation, was inscribed in hieroglyphic and demotic Egyptian and in Greek, a sign of that dual role.",
            "The Seleucid kingdom was larger and far more varied, stretching at first from western Asia Minor to Bactria. Seleucus I founded new cities on a grand scale, above all the four in northern Syria: Antioch on the Orontes, Seleucia in Pieria, Apamea and Laodicea by the sea. Seleucia on the Tigris served as the eastern capital. Seleucid dating, counting years from 312/311 BC, was the first continuous era count in the region and remained in use for centuries. The empire's edges frayed early: Bactria broke away under Diodotus around 250 BC, and the Parthians under Arsaces took over the satrapy of Parthia in the 240s or 230s.",
            "The two dynasties fought six Syrian Wars over Coele-Syria, the land between them. Ptolemy IV won at Raphia in 217 BC, partly with native Egyptian troops trained in the Macedonian phalanx, but Antiochus III took the region after his victory at Panium around 200 BC. Antiochus' eastern expedition of 212 to 205, which earned him the title 'the Great', briefly restored Seleucid authority as far as Bactria.",
          ),
        },
      },
      {
        title: "Rome and the Greek East, 200-30 BC",
        description:
          "The wars, treaties and bequests through which Rome absorbed the Hellenistic kingdoms, and how historians explain it.",
        lesson: {
          title: "From Cynoscephalae to Actium",
          html: p(
            "Rome's decisive entry into the Greek East came after the Second Punic War. In the Second Macedonian War the consul Titus Quinctius Flamininus defeated Philip V of Macedon at Cynoscephalae in 197 BC, and at the Isthmian Games of 196 he proclaimed the freedom of the Greeks. Roman troops then withdrew, but freedom came with obligations to Rome as patron. When Antiochus III crossed into Greece, Rome defeated him at Thermopylae in 191 and at Magnesia in Asia Minor in 190 or 189. The Treaty of Apamea in 188 forced him to give up Asia Minor north of the Taurus, surrender his elephants and most of his fleet, and pay 15,000 talents over twelve years.",
            "Macedon's turn came next. At Pydna in 168 BC Lucius Aemilius Paullus defeated Perseus, the last Antigonid king, and Macedon was split into four republics. In the same year a Roman envoy, Gaius Popillius Laenas, met Antiochus IV outside Alexandria, drew a circle in the sand around him, and demanded an answer before he stepped out of it; the king withdrew from Egypt. After a revolt, Macedonia became a province in 148 or 146 BC, and in 146 the consul Lucius Mummius destroyed Corinth.",
            "Much of the rest came without a battle. Attalus III of Pergamum bequeathed his kingdom to Rome in 133 BC, which became the province of Asia. Pompey, after defeating Mithridates VI of Pontus, ended the Seleucid dynasty and made Syria a province in 64 BC. The Ptolemies survived longest, as clients. Cleopatra VII allied herself first with Julius Caesar and then with Mark Antony; their defeat by Octavian at Actium on 2 September 31 BC was followed by the fall of Alexandria in August 30 and her death, and Egypt became Rome's possession.",
            "Why did Rome expand? Our best source, the Greek statesman Polybius, who was deported to Rome after Pydna, saw a deliberate drive to world rule. Modern historians disagree. Older scholars such as Maurice Holleaux stressed 'defensive imperialism' drawn in by Greek appeals; William Harris (1979) argued that Roman society was geared to war and profit; Arthur Eckstein (2006) emphasised a competitive system of states in which every power, not only Rome, was aggressive.",
          ),
        },
      },
    ],
  },
];
