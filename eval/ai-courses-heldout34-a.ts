/** Thirty-fourth held-out evaluation courses, beginner level (isiZulu to malacology); see ai-courses-heldout34.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT34_A: EvalCourse[] = [
  {
    slug: "isizulu-first-conversations",
    discipline: "Zulu language",
    title: "isiZulu: First Conversations",
    description:
      "isiZulu, the home language of more South Africans than any other, is taught here from the first greeting: students practise the three click consonants, meet the noun-class system and its agreement prefixes, build present-tense sentences, and learn telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds of isiZulu, Clicks Included",
        description:
          "Before any grammar, you will learn to say the vowels, the clicks and the long penultimate syllable well enough to be understood.",
        lesson: {
          title: "Five vowels, three clicks",
          html:
            p(
              "isiZulu is a Bantu language of the Nguni group, closely related to isiXhosa, siSwati and isiNdebele. Its spelling is regular: once you know the value of each letter you can pronounce almost any written word. There are five vowels, <i>a, e, i, o, u</i>, pronounced roughly as in Spanish or Italian, and every syllable ends in a vowel. Stress falls on the second-to-last (penultimate) syllable, which is also lengthened, so <i>sawubona</i> is said sa-wu-BOO-na.",
              "The sounds that surprise learners are the clicks, borrowed into Nguni languages through long contact with Khoisan-speaking peoples. A click is made by closing the mouth at two points, lowering the tongue to create a pocket of low pressure, and releasing the front closure with a sharp pop. The spelling uses three letters for the three places of articulation:",
            ) +
            "<ul><li><b>c</b> is a dental click, made with the tongue tip against the back of the upper teeth, like the English sound of disapproval 'tsk': <i>ukucula</i>, 'to sing'.</li><li><b>q</b> is a postalveolar click, made further back on the roof of the mouth with a hollow 'cork' sound: <i>iqanda</i>, 'egg'.</li><li><b>x</b> is a lateral click, released at the side of the tongue, like the sound used to urge on a horse: <i>ukuxoxa</i>, 'to chat'.</li></ul>" +
            p(
              "Each click can be modified. Adding <i>h</i> (<i>ch, qh, xh</i>) gives an aspirated click with a puff of air; adding <i>g</i> in front (<i>gc, gq, gx</i>) gives a voiced, breathy click; adding <i>n</i> (<i>nc, nq, nx</i>) gives a nasal click. That makes fifteen click sounds in total, though beginners can manage with the three plain ones at first. isiZulu is also a tone language, in which pitch can distinguish words, but tone is not marked in writing and is best absorbed by imitating speakers rather than memorised from rules. Practise clicks in the middle of words, where they fall naturally into the rhythm of speech.",
            ),
        },
      },
      {
        title: "Greetings and the Noun Classes",
        description: "Why does 'person' become abantu in the plural and not umuntus?",
        lesson: {
          title: "Sawubona, and the prefixes that organise nouns",
          html:
            p(
              "The standard greeting is <i>Sawubona</i>, literally 'we see you', said to one person; to several people it becomes <i>Sanibonani</i>. The reply is <i>Yebo, sawubona</i> ('Yes, we see you'). The conversation usually continues <i>Unjani?</i> ('How are you?'), answered <i>Ngiyaphila, wena unjani?</i> ('I am well, and you?'). On leaving, the person going says <i>Sala kahle</i> ('stay well') and the person staying replies <i>Hamba kahle</i> ('go well').",
              "Every isiZulu noun belongs to a noun class, marked by a prefix. Classes come largely in singular and plural pairs, and they are numbered using the scheme devised for Bantu languages as a whole. The prefix of a noun controls the form of verbs, adjectives and possessives that agree with it, so learning a noun means learning its prefix.",
            ) +
            "<table><tr><th>Classes</th><th>Singular</th><th>Plural</th><th>Typical content</th></tr><tr><td>1/2</td><td>umuntu 'person'</td><td>abantu 'people'</td><td>human beings</td></tr><tr><td>3/4</td><td>umuthi 'tree, medicine'</td><td>imithi</td><td>plants, some objects</td></tr><tr><td>5/6</td><td>iqanda 'egg'</td><td>amaqanda</td><td>varied; paired body parts</td></tr><tr><td>7/8</td><td>isitsha 'dish'</td><td>izitsha</td><td>objects, languages (isiZulu)</td></tr><tr><td>9/10</td><td>inja 'dog'</td><td>izinja</td><td>animals, many loanwords</td></tr></table>" +
            p(
              "Further classes include class 11 (<i>u(lu)-</i>, as in <i>ulwandle</i>, 'sea'), class 14 (<i>ubu-</i>, abstract nouns such as <i>ubuntu</i>, 'humanity') and class 15 (<i>uku-</i>, the infinitive, as in <i>ukudla</i>, 'to eat' and also 'food'). The name of the language itself shows the system at work: <i>isiZulu</i> is the language, <i>umZulu</i> a Zulu person, <i>amaZulu</i> the Zulu people and <i>KwaZulu</i> their place.",
              "Agreement runs right through the sentence. 'The big person is going' is <i>umuntu omkhulu uyahamba</i>, but 'the big people are going' is <i>abantu abakhulu bayahamba</i>: the plural prefix of the noun is echoed in the adjective and in the verb. For this reason a new noun should always be learned with its prefix and its plural.",
            ),
        },
      },
      {
        title: "Present-Tense Verbs",
        description:
          "Subject concords, the -ya- of the long form and the simple negative, practised in short spoken exchanges.",
        lesson: {
          title: "Ngiyafunda: building a verb",
          html: p(
            "An isiZulu verb is built from parts. At its core is the verb root, such as <i>-fund-</i> ('learn, read') or <i>-hamb-</i> ('go, walk'), followed by a final vowel, which is <i>-a</i> in the ordinary positive present. In front of the root comes the subject concord, a prefix that agrees with the subject. For people the concords are <i>ngi-</i> (I), <i>u-</i> (you, singular), <i>u-</i> (he or she, class 1), <i>si-</i> (we), <i>ni-</i> (you, plural) and <i>ba-</i> (they, class 2). Nouns of other classes have their own concords: <i>inja</i> takes <i>i-</i>, so 'the dog runs' is <i>inja iyagijima</i>.",
            "The present tense has two forms. The long form inserts <i>-ya-</i> between concord and root and is used when the verb ends the sentence or is the focus: <i>Ngiyafunda</i>, 'I am studying.' The short form drops <i>-ya-</i> and is used when something follows the verb, such as an object or an adverb: <i>Ngifunda isiZulu</i>, 'I am studying isiZulu'; <i>Sihamba manje</i>, 'We are going now.' Using the long form before an object is a typical beginner's error and sounds as if a pause had been inserted.",
            "To make the present negative, put <i>a-</i> in front of the concord and change the final vowel to <i>-i</i>. Some concords change shape when this happens: <i>ngi-</i> and <i>si-</i> stay as they are, the second-person <i>u-</i> becomes <i>wu-</i> and the class 1 <i>u-</i> becomes <i>ka-</i>. So <i>Angifundi</i> is 'I am not studying', <i>Akafundi</i> 'she is not studying' and <i>Asihambi</i> 'we are not going'. A useful first exchange puts all this together: <i>Uyasikhuluma isiZulu?</i> – <i>Yebo, ngisikhuluma kancane</i>, 'Do you speak isiZulu? – Yes, I speak it a little.' Here <i>-si-</i> is the object concord of class 7, standing for <i>isiZulu</i>; object concords are the topic of the next stage of the course.",
          ),
        },
      },
    ],
  },
  {
    slug: "stained-glass-leaded-panel",
    discipline: "Stained glass",
    title: "Stained Glass: Your First Leaded Panel",
    description:
      "Light through coloured glass is the material of this ten-week evening class, in which participants draw a full-size cartoon and cutline, score and break sheet glass, assemble a leaded panel, and compare the traditional lead method with copper foil.",
    level: "beginner",
    duration: "10 weeks (one 3-hour evening a week)",
    plantedGap: "copper foil",
    modules: [
      {
        title: "From Sketch to Cartoon and Cutline",
        description: "A panel is designed twice: once for the eye, and once for the glazier who has to build it.",
        lesson: {
          title: "Drawing what the lead will do",
          html: p(
            "Every leaded window starts as a small coloured design, but the working drawing is the cartoon: a full-size drawing of the panel on which every line of lead is shown. Because the lead lines are the structure of the panel, they must be designed rather than added afterwards. A good lead line follows a contour of the design, divides large areas of glass so that no piece is too big or too fragile, and avoids shapes the glass cannot be cut to. Deep inward curves, narrow points and long thin slivers are the main hazards; a tight inside curve is likely to crack when the piece is broken out of the sheet, so the designer breaks it into two pieces with an extra lead line.",
            "From the cartoon the glazier makes the cutline, a tracing that gives the exact shape of each piece of glass. Lead came has an H-shaped section: two flat flanges joined by a central web called the heart. The glass sits in the channels either side of the heart, so each piece must be cut smaller than the area drawn, by half the thickness of the heart on every side that meets another piece. In practice the cutline is drawn along the centre of each lead line with a pen whose line is about as wide as the heart, commonly 1.5 mm, and the glass is cut to the inside of that line.",
            "The outer edge of the panel needs separate thought. A panel destined for a frame or a window opening is edged with a wider came, and the final size drawn on the cutline must allow for the part of that came hidden in the rebate. Each piece on the cutline is numbered and given a colour code, and the drawing is kept flat and dry, because the glass will be laid out on it again during leading and the slightest stretch of the paper will show.",
          ),
        },
      },
      {
        title: "Cutting Glass",
        description:
          "Scoring, running and grozing, practised on clear float glass before you touch the expensive coloured sheets.",
        lesson: {
          title: "Score once, break cleanly",
          html:
            p(
              "Glass is not cut through; it is scored and broken. A glass cutter has a small hardened wheel, usually of tungsten carbide, set at an angle that concentrates the pressure into a fine line. Running the wheel across the surface makes a shallow fissure, and bending the glass opens that fissure right through the sheet. Oil-fed cutters keep the wheel lubricated, which gives a cleaner score and a longer life.",
              "The technique is the same for every shape. Place the glass on a flat, clean surface, smooth side up if one side is textured. Hold the cutter upright, press firmly and evenly, and push or pull it from edge to edge in one continuous pass, listening for a steady, fine hiss; a crunching sound and white flakes mean too much pressure. Never go over a score a second time, because this damages the wheel and makes the break unpredictable. Break the glass straight away, while the fissure is fresh.",
            ) +
            "<ul><li><b>Straight cuts</b>: hold the glass either side of the score with thumbs on top and roll the wrists outward, or use running pliers centred on the score at the edge.</li><li><b>Gentle curves</b>: tap the underside of the score with the ball of the cutter to start a run, then break by hand or with pliers.</li><li><b>Inside curves</b>: score the curve, then a series of shallow relief curves inside it, and remove the waste piece by piece.</li><li><b>Trimming</b>: use grozing pliers to nibble off small projections so that the piece matches the cutline exactly.</li></ul>" +
            p(
              "Cut each piece by laying the glass over its shape on the cutline, or by using a thin card pattern for dense or dark glass that you cannot see through. Keep a brush and dustpan at the bench, never sweep glass splinters away with your hand, and wear safety glasses. Check each finished piece against the cutline before leading starts.",
            ),
        },
      },
      {
        title: "Leading, Soldering and Cementing",
        description: "This module assembles the panel and makes it weatherproof.",
        lesson: {
          title: "Building the panel",
          html: p(
            "Leading up is done on a flat board with two wooden battens nailed at a right angle to form a corner, and with the cutline fixed beneath. Lead came arrives soft and slightly twisted, so each length is first stretched: one end is clamped in a lead vice and the other pulled with pliers until the came lengthens by a few per cent and runs straight. Stretching also stiffens it. Edge came is laid against the battens, the first corner piece of glass is pushed into the channel, and a length of came is cut with a lead knife, using a rocking motion so as not to crush the heart, and fitted round the exposed edges. Horseshoe nails tapped into the board hold each piece in place while the next is added.",
            "When every piece is in, the joints are soldered. The came ends should meet neatly with no gap larger than about a millimetre. Each joint is rubbed clean or brushed with flux, traditionally a stub of tallow candle, and solder, usually a tin-lead alloy of about 60 per cent tin, is melted onto it with a soldering iron to form a flat, smooth spot that covers the join. The panel is then turned over carefully and the second side is soldered.",
            "A leaded panel is not watertight or rigid until it is cemented. Leaded-light cement is a thick mixture of whiting, linseed oil and white spirit, darkened with lamp black, which is scrubbed under the flanges with a stiff brush so that it fills the space between glass and lead. Dry whiting is then sprinkled over the panel to absorb the excess oil, and the flanges are pressed down against the glass. After the surplus is cleaned off, the panel is left flat for at least a week so that the cement can harden. Lead is toxic, so wash your hands thoroughly after every session and never eat or drink at the bench.",
          ),
        },
      },
    ],
  },
  {
    slug: "candle-making-wax-and-wick",
    discipline: "Candle making",
    title: "Candle Making: Wax, Wick and a Clean Burn",
    description:
      "Making a candle that burns cleanly depends on matching wick to wax and vessel. This two-day workshop covers the properties of paraffin, soy and beeswax, wick sizing and burn testing, fragrance load and pouring, and the CLP labelling required before candles can be sold.",
    level: "beginner",
    duration: "two days (weekend workshop)",
    plantedGap: "CLP labelling",
    modules: [
      {
        title: "Choosing a Wax",
        description: "Three waxes, three temperaments.",
        lesson: {
          title: "Paraffin, soy and beeswax compared",
          html:
            p(
              "A candle is a fuel store. The heat of the flame melts wax at the top of the candle into a pool, the liquid wax rises up the wick by capillary action, and in the hot zone just below the flame it vaporises and burns. The properties of the wax therefore decide how a candle behaves: its melting point sets how readily a pool forms, its viscosity when melted sets how quickly it feeds the wick, and its structure when solid decides how well it holds fragrance and releases from a mould.",
              "Most commercial candles are made of paraffin, a by-product of petroleum refining. Paraffin is sold in grades by melting point, from soft container blends melting at about 50 °C to hard pillar grades above 60 °C. It is cheap, takes colour and fragrance well and gives a strong scent throw. Soy wax, made by hydrogenating soybean oil, is softer and melts at roughly 49–54 °C; it is popular for container candles because it adheres to glass and is renewable, but it tends to develop 'frosting', a whitish crystalline bloom on the surface, and pours best at lower temperatures. Beeswax melts at about 62–64 °C, is dense and sticky, burns slowly with a bright flame, and has a natural honey scent of its own, so it is rarely fragranced.",
            ) +
            "<table><tr><th>Wax</th><th>Approx. melting point</th><th>Typical use</th><th>Watch for</th></tr><tr><td>Container paraffin</td><td>50–55 °C</td><td>jars and tins</td><td>soot from oversized wicks</td></tr><tr><td>Pillar paraffin</td><td>58–65 °C</td><td>pillars, moulded shapes</td><td>sink holes on cooling</td></tr><tr><td>Soy container wax</td><td>49–54 °C</td><td>jars</td><td>frosting, wet spots</td></tr><tr><td>Beeswax</td><td>62–64 °C</td><td>pillars, dipped tapers</td><td>needs a larger wick</td></tr></table>" +
            p(
              "Blends are common: a little beeswax hardens a soy candle, and additives such as stearic acid harden paraffin and make it opaque. Always melt wax in a double boiler or a thermostatic melter, never over a direct flame, and use a thermometer, since wax overheated past its flash point can ignite.",
            ),
        },
      },
      {
        title: "Wicks and the Burn Test",
        description: "Here we size the wick to the diameter of the candle and prove the choice by burning it.",
        lesson: {
          title: "Sizing a wick and reading the flame",
          html:
            p(
              "The wick is the part of a candle that most often goes wrong. Too small a wick cannot draw enough fuel: the flame is weak, the melt pool never reaches the edge, and the candle 'tunnels', burning a hole down the middle and wasting the wax at the sides. Too large a wick draws more fuel than the flame can burn cleanly: the flame is tall and flickering, the wick forms a carbon 'mushroom' on its tip, soot marks the container and the glass may become dangerously hot.",
              "Wicks are woven from cotton, sometimes with a paper or cotton core to keep them upright. Flat braided wicks are used for pillars and tapers; square braided wicks suit beeswax; cored and specialised series, such as flat-braided wicks with paper threads, are made for container candles. Manufacturers publish charts linking wick size to candle diameter and wax type, but a chart is only a starting point, because fragrance and dye change how the wax burns.",
              "The only reliable way to choose a wick is a burn test. Make test candles with two or three adjacent wick sizes, let them cure for at least 48 hours, then burn them in a draught-free room and record what happens:",
            ) +
            "<ul><li>After one hour per 2.5 cm (one inch) of diameter, the melt pool should reach, or nearly reach, the edge of the container.</li><li>The flame should be steady and about 2.5–4 cm tall.</li><li>The melt pool should be no deeper than about 1.3 cm.</li><li>After four hours there should be no soot, no heavy mushrooming and no container hot enough to be uncomfortable to touch.</li></ul>" +
            p(
              "Choose the smallest wick that gives a full melt pool. Trim the wick to about 5 mm before every lighting.",
            ),
        },
      },
      {
        title: "Fragrance and Pouring",
        description:
          "How much fragrance oil the wax can hold, when to add it, and how to pour container and pillar candles without flaws.",
        lesson: {
          title: "Fragrance load, temperature and the second pour",
          html: p(
            "Fragrance load is the weight of fragrance oil expressed as a percentage of the weight of wax. Most container waxes accept between 6 and 10 per cent; the supplier's data sheet gives the maximum. Exceeding it does not make a stronger candle: the excess oil separates and 'sweats' onto the surface, and it can make the flame unstable. As a worked example, a batch of 900 g of soy wax at a 7 per cent load needs 0.07 × 900 = 63 g of fragrance oil, weighed on scales rather than measured by volume. Fragrance is added to the melted wax at the temperature the supplier recommends, often around 80–85 °C, and stirred gently for two minutes so that it binds evenly into the wax.",
            "Container candles are poured once the wax has cooled to its pouring temperature, which for many soy waxes is around 55–60 °C. The wick is fixed centrally to the base of a clean, warm jar with a metal sustainer tab and a glue dot, and held upright with a wick bar or clothes peg across the rim. Pour slowly down the side to avoid air bubbles, then let the candle cool at room temperature away from draughts; cooling too fast causes cracks and wet spots where the wax pulls away from the glass.",
            "Pillar candles are poured into a mould, usually aluminium or polycarbonate, with the wick threaded through a hole in the base and sealed with mould putty. Pillar waxes shrink noticeably as they set, leaving a sink hole around the wick. The remedy is to poke relief holes near the wick while the candle is still warm and then top up with a second pour of wax a few degrees hotter than the first. After de-moulding, all candles should cure for several days, and for soy up to two weeks, before they are burned or given away.",
          ),
        },
      },
    ],
  },
  {
    slug: "rope-making-fibre-to-laid-rope",
    discipline: "Rope making",
    title: "Rope Making: From Fibre to Laid Rope",
    description:
      "Twist is what turns loose fibre into rope. Over three days at a working ropewalk, learners study natural and synthetic fibres, the alternating twists of yarn, strand and rope, laying three-strand rope by hand and on the walk, and the eye splice.",
    level: "beginner",
    duration: "3 days",
    plantedGap: "eye splice",
    modules: [
      {
        title: "Fibres",
        description: "What rope has been made from, and why the choice matters for strength, stretch and rot.",
        lesson: {
          title: "Hemp, manila and the synthetics",
          html:
            p(
              "For most of history rope was made from plant fibres. Hemp, from the stem of <i>Cannabis sativa</i>, was the standard cordage fibre of European navies until the nineteenth century: strong and hard-wearing, though it rots quickly when wet unless it is tarred. Manila, from the leaf sheaths of the abacá plant of the Philippines, replaced it in the nineteenth century because it is stronger, lighter and resists salt water better. Sisal, from an agave, is cheaper and coarser and was used for baler twine and general-purpose rope. Cotton makes a soft, pleasant rope that is weak and was used where hands mattered more than strength, as in bell ropes and decorative work.",
              "Since the 1950s synthetic fibres have taken over almost every working use. Each has a distinct character:",
            ) +
            "<table><tr><th>Fibre</th><th>Strength</th><th>Stretch</th><th>Floats?</th><th>Typical use</th></tr><tr><td>Nylon (polyamide)</td><td>very high</td><td>high, elastic</td><td>no</td><td>mooring and anchor lines, climbing</td></tr><tr><td>Polyester</td><td>high</td><td>low</td><td>no</td><td>sheets and halyards, lifting slings</td></tr><tr><td>Polypropylene</td><td>moderate</td><td>moderate</td><td>yes</td><td>rescue lines, cheap general rope</td></tr><tr><td>Manila</td><td>moderate</td><td>low</td><td>no</td><td>traditional rigging, heritage work</td></tr></table>" +
            p(
              "Nylon absorbs energy well, which is why it is used where a load may be applied suddenly, but it loses some strength when wet. Polyester is nearly as strong, stretches far less and resists sunlight better. Polypropylene floats and is cheap, but it degrades in ultraviolet light and melts at a low temperature, so it should not be used where rope runs over a hot surface. Natural fibres remain in use for historic ships, for thatching and agricultural work, and in the heritage ropewalks that still demonstrate the craft. Whatever the fibre, rope is weakened by knots, by sharp bends and by abrasion, and a working rope is never loaded near its nominal breaking strength.",
            ),
        },
      },
      {
        title: "Twist Against Twist",
        description:
          "The principle that holds a laid rope together: each stage is twisted the opposite way to the one before.",
        lesson: {
          title: "Yarn, strand, rope",
          html: p(
            "A laid rope is built in three stages. Fibres are first spun into yarns; a number of yarns are then twisted together into a strand; finally three strands, sometimes four, are twisted together, or laid, into the rope. The key to the whole process is that each stage is twisted in the opposite direction to the previous one. In the most common construction the yarns are spun right-handed, the strands are formed left-handed, and the rope is laid right-handed. The directions are described by the letters Z and S, whose central strokes slope the same way as the spiral of a right-hand and a left-hand twist respectively.",
            "The opposing twists are what make the rope hold together. When three strands are laid up together, the lay tends to untwist the strands, while the strands' own twist tends to tighten the lay. At the right balance these tendencies cancel, and the finished rope lies quietly without kinking or unlaying itself; a rope in this state is said to be balanced. A rope with too much twist is hard and kinks, and one with too little is soft and opens under load. The ropemaker controls this balance by the amount of extra twist, called forehard, put into the strands before they are laid.",
            "Twisting also shortens the material. A strand shortens as it is twisted, and the laid rope is shorter again, so a rope ends up roughly a quarter to a third shorter than the yarns it was made from, depending on how hard it is laid. This is why the traditional ropewalk is so long: the surviving ropery at Chatham Historic Dockyard, built for the Royal Navy, is about 346 metres long and could make a rope of 1,000 feet. A right-hand laid rope made of three strands is called hawser-laid. Three such ropes, laid together left-handed, form a cable-laid rope, which has nine strands in all and is stretchier and more resistant to water getting in.",
          ),
        },
      },
      {
        title: "Laying Three-Strand Rope",
        description: "You will make a length of rope by hand, then on the walk with a traveller and a top.",
        lesson: {
          title: "Working the ropewalk",
          html:
            p(
              "On a ropewalk the yarns for each strand are stretched out along the floor between two machines. At one end stands the jack or forming machine, with three hooks that can be turned together by a crank; at the other end is the traveller, a wheeled sledge with a single hook, which is weighted so that it resists being pulled along but can move as the rope shortens. One strand is attached to each of the three hooks of the jack and all three are gathered on the traveller's hook.",
              "Laying proceeds in a fixed order:",
            ) +
            "<ul><li>The jack hooks are turned to twist each strand in its own direction, left-handed for a right-laid rope. The strands shorten as they harden, and the traveller is drawn slowly along the walk towards the jack.</li><li>When the strands carry enough forehard, the top is inserted: a cone-shaped wooden block with three grooves, one for each strand, placed between the strands close to the traveller.</li><li>The traveller hook is turned, or allowed to turn, in the direction of the lay. The strands begin to twist around one another behind the top.</li><li>The top is moved steadily towards the jack, laying up the rope as it goes, while the jack continues to turn to keep the twist in the strands.</li></ul>" +
            p(
              "The speed at which the top travels sets the hardness of the lay: moved quickly, it gives a long, soft lay; moved slowly, a short, hard one. Experienced ropemakers judge it by the angle of the strands and by the sound and feel of the rope. When the top reaches the jack the rope is finished, taken off the hooks and the ends are whipped with twine to stop them unlaying. A short length of rope can be made without a walk by two people, one twisting three strands clamped to a hand drill and the other walking towards them with a small grooved top, following the same sequence of twisting and laying.",
            ),
        },
      },
    ],
  },
  {
    slug: "molluscs-introduction-malacology",
    discipline: "Malacology",
    title: "Molluscs: An Introduction to Malacology",
    description:
      "More than 80,000 living species, from garden slugs to giant squid, make the molluscs the second-largest animal phylum. This field and laboratory course treats the mollusc body plan, the main classes, shell growth and identification, and the conservation of freshwater mussels.",
    level: "beginner",
    duration: "one term (10 weeks, with two field days)",
    plantedGap: "freshwater mussels",
    modules: [
      {
        title: "A Body Plan in Three Parts",
        description: "The mantle, the foot and the visceral mass, and the radula that almost all molluscs share.",
        lesson: {
          title: "Mantle, foot, visceral mass and radula",
          html: p(
            "Molluscs look so different from each other that it takes some effort to see what a limpet, an oyster and an octopus have in common. The answer lies in a shared body plan, usually described in three regions. The head-foot is the muscular part that the animal uses to move, and in most groups carries the sense organs. The visceral mass contains the gut, the heart, the kidneys and the gonads. Draped over the visceral mass is the mantle, a fold of body wall that secretes the shell and encloses a space, the mantle cavity, in which the gills, the anus and the kidney openings lie. Water drawn through the mantle cavity serves for breathing, for removing waste and, in many species, for feeding.",
            "The second shared feature is the radula, a ribbon of chitinous teeth in the mouth that works like a flexible rasp. Muscles move it back and forth over a supporting cartilage, the odontophore, to scrape food. Teeth wear away at the front and are replaced from behind, so the ribbon grows continuously. The number, shape and arrangement of radular teeth differ between families and are used in classification. Grazing snails have many small teeth for scraping algae; predatory cone snails have single hollow harpoon-like teeth that inject venom. Bivalves are the great exception: having given up a distinct head, they feed by filtering particles from water with their gills and have no radula at all.",
            "Gastropods show a further peculiarity. During larval development the visceral mass and mantle rotate 180 degrees relative to the head and foot, a process called torsion, so that the mantle cavity comes to lie above the head. This allows the larva to withdraw head first into its shell. Torsion is distinct from the coiling of the shell, which arose separately and is why most snail shells spiral.",
          ),
        },
      },
      {
        title: "The Classes of Mollusca",
        description: "Which classes make up the phylum, and how would you tell them apart on the shore?",
        lesson: {
          title: "Eight classes, three big ones",
          html:
            p(
              "Living molluscs are divided into eight classes. Three of them, the gastropods, the bivalves and the cephalopods, contain the great majority of species and are the ones most people know. The others are smaller and often overlooked, but they are important for understanding how the body plan evolved.",
            ) +
            "<table><tr><th>Class</th><th>Examples</th><th>Distinguishing features</th></tr><tr><td>Gastropoda</td><td>snails, slugs, limpets, whelks</td><td>single shell, often coiled, or none; torsion</td></tr><tr><td>Bivalvia</td><td>clams, oysters, cockles, scallops</td><td>two hinged valves; no head or radula</td></tr><tr><td>Cephalopoda</td><td>octopus, squid, cuttlefish, nautilus</td><td>arms or tentacles; jet propulsion; large brain</td></tr><tr><td>Polyplacophora</td><td>chitons</td><td>eight overlapping shell plates</td></tr><tr><td>Scaphopoda</td><td>tusk shells</td><td>tubular shell open at both ends</td></tr><tr><td>Monoplacophora</td><td><i>Neopilina</i></td><td>cap-shaped shell; repeated organs</td></tr><tr><td>Solenogastres and Caudofoveata</td><td>aplacophorans</td><td>worm-like, with spicules instead of a shell</td></tr></table>" +
            p(
              "Gastropods are by far the largest class, with perhaps 80 per cent of living species, and the only molluscs to have colonised dry land. Bivalves are almost all filter or deposit feeders that live buried in sediment or attached to hard surfaces. Cephalopods are active predators, and their shell has been reduced to an internal pen in squid, a porous cuttlebone in cuttlefish and lost altogether in most octopuses; only the nautilus still carries a chambered external shell, adjusting its buoyancy by changing the fluid in the chambers. <i>Neopilina</i> was known only from fossils until living specimens were dredged from a deep-sea trench off Costa Rica in 1952, one of the great zoological surprises of the twentieth century. The smaller classes repay attention in the field, too: chitons cling to intertidal rocks and graze algae with radular teeth capped with magnetite, an iron oxide that makes them among the hardest materials made by any animal, while tusk shells live buried in sand and pick up single-celled foraminifera with fine sticky tentacles.",
            ),
        },
      },
      {
        title: "Shells: Growth and Identification",
        description: "Shell layers, growth lines and the terms you need to use an identification key.",
        lesson: {
          title: "Reading a shell",
          html: p(
            "A mollusc shell is made mostly of calcium carbonate, laid down in the form of the minerals calcite or aragonite within a framework of protein. It is secreted by the edge of the mantle and grows only at its margin, so the shell is a record of the animal's life, with the oldest part at the apex of a snail or the umbo of a bivalve. It typically has three layers: an outer organic periostracum, which protects the mineral from dissolving and often gives the shell its colour and texture; a middle prismatic layer of columnar crystals; and an inner layer, which in many groups is nacre, or mother-of-pearl, built from thin tablets of aragonite that give it its iridescence. Growth slows in cold seasons or during spawning, leaving growth lines that in some species can be counted like tree rings.",
            "To identify a gastropod shell, hold it with the apex upward and the aperture, the opening, facing you. If the aperture is on the right, the shell is dextral, as most are; if on the left, it is sinistral. Count the whorls, the turns of the spiral; note the shape of the spire, the outer lip, any siphonal canal at the base of the aperture, and whether there is an umbilicus, a hollow around the axis. The operculum, a horny or shelly door that closes the aperture in many species, is also diagnostic.",
            "Bivalves are identified by the outline of the valves and their sculpture, ribs or concentric ridges, but also by the inside. The teeth along the hinge line, the number and position of muscle scars, where the adductor muscles that close the shell were attached, and the pallial line and sinus left by the mantle edge all help to place a shell in its family. A hand lens and a good regional key are the essential tools.",
          ),
        },
      },
    ],
  },
];
