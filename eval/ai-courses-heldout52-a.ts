/** Fifty-second held-out evaluation courses, beginner level (ukulele to court reporting); see ai-courses-heldout52.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT52_A: EvalCourse[] = [
  {
    slug: "ukulele-four-strings-first-songs",
    discipline: "Ukulele",
    title: "Ukulele: Four Strings, First Songs",
    description:
      "Ten weeks on the soprano or concert ukulele take complete beginners from re-entrant G-C-E-A tuning to the four chords C, A minor, F and G7, steady down-up strumming, and reading tablature.",
    level: "beginner",
    duration: "10 weeks (one 90-minute class a week)",
    plantedGap: "tablature",
    modules: [
      {
        title: "Holding and Tuning the Instrument",
        description:
          "Before a single chord, learners settle the instrument against the body and bring its four strings to pitch.",
        lesson: {
          title: "Posture, the strumming hand and re-entrant tuning",
          html: p(
            "A soprano ukulele is about 53 cm long and a concert instrument about 58 cm; both use the same tuning and the same chord shapes, so either suits a beginner. Hold the body against the chest with the forearm of the strumming arm resting lightly on the upper edge, so that the instrument is pinned without the fretting hand having to carry it. The neck points slightly upward, and the thumb of the fretting hand sits behind the neck roughly opposite the second fret, never wrapped over the top.",
            "Standard tuning is G-C-E-A, read from the string nearest the chin to the string nearest the floor. It is called re-entrant because the fourth string, the G, is tuned higher than the C beside it: the G sits above middle C, while the C is middle C itself. The result is the bright, close-voiced sound associated with the instrument, and it means that a strummed chord has no true bass note. Some players fit a low-G string to extend the range downward, but the chord shapes stay the same.",
            "Most learners tune with a clip-on electronic tuner, which reads vibration through the headstock and is unaffected by room noise. Tune each string up to the note rather than down, because a string brought up to pitch holds better against the friction of the nut. New nylon or fluorocarbon strings stretch for several days and will need retuning many times in the first week; this is normal and not a fault of the tuning pegs.",
            "A useful check by ear uses the fourth fret: the C string pressed at the fourth fret gives E, which should match the open E string, and the E string at the fifth fret gives A, matching the open A string. If the two sounds beat against each other with a slow wobble, the strings are close but not yet in tune.",
          ),
        },
      },
      {
        title: "Four Chords That Open Hundreds of Songs",
        description:
          "C, A minor, F and G7 are learned one at a time and then joined into the most common progression in popular music.",
        lesson: {
          title: "Fingering and changing between C, Am, F and G7",
          html:
            p(
              "Chord shapes on the ukulele are described by which fret each string is pressed at, listed from the G string to the A string. An open string is written 0. The four chords of this module need no more than three fingers, and two of them share a finger position, which is what makes the changes quick to learn.",
            ) +
            "<table><tr><th>Chord</th><th>G string</th><th>C string</th><th>E string</th><th>A string</th><th>Fingers</th></tr><tr><td>C</td><td>0</td><td>0</td><td>0</td><td>3</td><td>ring finger on A</td></tr><tr><td>Am</td><td>2</td><td>0</td><td>0</td><td>0</td><td>middle finger on G</td></tr><tr><td>F</td><td>2</td><td>0</td><td>1</td><td>0</td><td>middle on G, index on E</td></tr><tr><td>G7</td><td>0</td><td>2</td><td>1</td><td>2</td><td>index on E, middle on C, ring on A</td></tr></table>" +
            p(
              "Press with the fingertip just behind the fret wire, not on top of it and not in the middle of the space; this needs the least force and gives the cleanest note. Check each chord by picking the strings one at a time. A muffled string usually means that a neighbouring finger is lying flat against it, so arch the knuckles.",
              "The change from Am to F is the easiest in the set: the middle finger stays on the second fret of the G string and only the index finger is added. Practise the sequence C, Am, F, G7, four beats on each, which is the progression behind a great many songs from the 1950s onward. Change on the last beat rather than the first, letting the old chord go slightly early, so that the new one arrives in time. Speed comes from repetition at a slow tempo, not from forcing a fast one.",
            ),
        },
      },
      {
        title: "Strumming and Keeping Time",
        description: "What turns four chords into music is a steady right hand, and here it gets its own practice.",
        lesson: {
          title: "Down-up strumming in 4/4 and 3/4",
          html:
            p(
              "Strum with the pad or the nail of the index finger across the strings where the neck meets the body, which gives a warmer tone than strumming over the sound hole. The movement comes from the wrist and forearm rotating, as if shaking water from the hand, rather than from the whole arm. Downstrokes move from the G string toward the A string; upstrokes return and usually catch only the higher strings.",
              "The key to good rhythm is that the hand never stops. In 4/4 time count 'one and two and three and four and': the hand moves down on each number and up on each 'and', whether or not it touches the strings. A pattern is made by choosing which of those eight movements actually strike. The most widely used pattern is down, down-up, up-down-up, often written D DU UDU, in which the hand misses the strings on the downstroke of beat three. Because the hand keeps moving through the miss, the pattern stays even.",
            ) +
            "<ul><li>Beat pattern (4/4): D - D U - U D U, counting 1, 2 &amp;, &amp; 4 &amp;.</li><li>Waltz pattern (3/4): D D U D U, counting 1, 2 &amp;, 3 &amp;.</li><li>Calypso feel: accent the upstroke on the 'and' of two.</li></ul>" +
            p(
              "Use a metronome from the start, set at 60 to 70 beats per minute, and raise it by five beats only when a full song runs without a stop. When a chord change causes a stumble, keep the strumming hand going and let the fretting hand catch up; listeners forgive a missed note far more readily than a break in the pulse.",
            ),
        },
      },
    ],
  },
  {
    slug: "worm-bins-for-kitchen-waste",
    discipline: "Vermicomposting",
    title: "Worm Bins for Kitchen Waste",
    description:
      "Red wigglers, not the earthworms dug up in a garden, do the work in a worm bin, and this six-week evening class shows householders how to set up a bin with bedding, what to feed and what to leave out, how to harvest the castings, and how to brew worm tea.",
    level: "beginner",
    duration: "6 weeks (one 2-hour evening a week)",
    plantedGap: "worm tea",
    modules: [
      {
        title: "Meet the Composting Worms",
        description: "Why only a few species thrive in a bin, and what those worms need to stay alive.",
        lesson: {
          title: "Epigeic worms and their needs",
          html: p(
            "Earthworms are grouped by where they live. Anecic worms such as <i>Lumbricus terrestris</i> dig deep vertical burrows and pull leaves down from the surface; endogeic worms live in the mineral soil and eat soil itself. Neither survives long in a container. Composting uses epigeic worms, which live in the litter layer on top of the soil, eat decaying organic matter, tolerate crowding and breed quickly. The two species sold for bins are <i>Eisenia fetida</i>, the brandling worm or red wiggler, and its close relative <i>Eisenia andrei</i>, sometimes called the red tiger worm; they are often sold mixed.",
            "A mature brandling worm weighs roughly 0.5 g and can eat something like half its own weight of food each day under good conditions, so 1 kg of worms, about 2,000 animals, can handle around 3.5 kg of kitchen waste a week. In practice the worms eat the bacteria and fungi growing on the waste as much as the waste itself, which is why food is processed faster once it has begun to rot.",
            "Worms breathe through their moist skin, so they need damp surroundings and air. They are most active between about 15 and 25 °C, slow down below 10 °C and die if the bedding rises above about 30 °C or freezes solid. They avoid light, and they are hermaphrodites that still need a partner: each mating produces cocoons the size of a match head, from which two or three young hatch after about three weeks. A bin kept moist, dark, aerated and within that temperature range will roughly double its population in two to three months.",
          ),
        },
      },
      {
        title: "Building the Bin and Its Bedding",
        description:
          "Learners make a bin from a plastic tub or buy a stacking system, and fill it with bedding the worms can live in.",
        lesson: {
          title: "Containers, drainage and bedding",
          html:
            p(
              "Any opaque container 20 to 30 cm deep will serve, because epigeic worms feed in the top layers and deeper bins tend to go airless at the bottom. A single household usually needs a floor area of about 0.2 to 0.3 m², or roughly 0.1 m² for every 0.5 kg of waste produced a week. Drill a row of 6 mm holes near the top of the sides for air and several in the base for drainage, and stand the bin on bricks over a tray to catch liquid. Commercial stacking systems add trays that the worms migrate up through as they are fed, which makes emptying easier.",
              "Bedding is the habitat, not the food, though the worms eat it slowly too. It should be high in carbon, hold moisture without packing down, and be free of anything toxic. Good materials include:",
            ) +
            "<ul><li>shredded cardboard and newspaper (black ink only, no glossy paper);</li><li>coconut coir, soaked and squeezed out;</li><li>aged leaf litter or well-rotted horse manure free of wormers;</li><li>a handful of garden soil or sand, which supplies grit for the worms' gizzards.</li></ul>" +
            p(
              "Wet the bedding until it feels like a wrung-out sponge: a handful squeezed hard should release only a drop or two of water, which corresponds to about 70 to 80 per cent moisture. Fill the bin two-thirds full, loosely, add the worms on top and leave the lid on with a light over it for the first evening so they burrow in rather than wander. Wait a few days before the first feed, and check the moisture again after a week, since the bedding settles and dries at the surface.",
            ),
        },
      },
      {
        title: "Feeding, Troubleshooting and Harvest",
        description:
          "This module covers what goes in, what goes wrong, and how to separate finished castings from the worms.",
        lesson: {
          title: "Feeding well and collecting castings",
          html: p(
            "Feed fruit and vegetable peelings, coffee grounds with their filter papers, tea leaves, crushed eggshells and small amounts of bread or cooked rice. Leave out meat, fish, dairy and oily food, which smell and attract flies and rodents; citrus peel and onion in quantity, which make the bin acidic; and anything salty. Chopping food small and burying it under a few centimetres of bedding, in a different corner each time, speeds breakdown and keeps fruit flies away. Add food only when most of the previous feed has gone.",
            "Nearly every problem comes from overfeeding. Uneaten food turns anaerobic, the bin smells sour or of ammonia, and the worms crowd at the top or try to escape. The remedy is to stop feeding for a week or two, mix in dry shredded cardboard to absorb moisture and restore air, and add a spoonful of crushed eggshell or garden lime to correct acidity. Small white pot worms (enchytraeids) are harmless and show the bin is a little wet and acid; fruit flies are reduced by burying food and covering the surface with a sheet of damp newspaper.",
            "After three to six months the bin will be mostly dark, crumbly castings. In a single tub, push the contents to one side and put fresh bedding and food on the other; within two or three weeks most worms will have moved across and the old side can be scooped out. Alternatively, tip the contents onto a sheet in bright light and make small cone-shaped heaps: the worms dive away from the light, and the castings can be skimmed off the outside of each cone every few minutes. Use castings as a top-dressing for pot plants or mix one part with three or four parts of compost for seedlings.",
          ),
        },
      },
    ],
  },
  {
    slug: "clay-bread-oven-weekend-build",
    discipline: "Bread oven building",
    title: "Build a Wood-Fired Clay Bread Oven",
    description:
      "Over three days on site, participants build a working clay oven from the ground up: a stone plinth with an insulated hearth, a sand former shaped to the right door-to-dome ratio, a clay dome with an insulating coat, and a flue and chimney at the door.",
    level: "beginner",
    duration: "3 days (weekend workshop plus one Friday)",
    plantedGap: "chimney",
    modules: [
      {
        title: "Plinth and Insulated Hearth",
        description: "An oven is only as good as what lies under its floor, so the first day is spent below the bake.",
        lesson: {
          title: "Building a base that keeps the heat in",
          html: p(
            "A bread oven stores heat in its floor and walls and releases it slowly into the loaf, so the base must carry several tonnes of masonry and also stop that heat from leaking into the ground. A typical domestic oven with an internal diameter of 70 cm weighs between one and two tonnes. The plinth is therefore built on a firm, level footing, either a concrete pad or well-compacted hardcore, and raised in stone, block or a dry-laid wall filled with rubble to a working height, which for most people puts the oven floor at about elbow height, roughly 100 to 110 cm from the ground.",
            "On top of the plinth goes an insulating layer at least 10 cm thick. The traditional choice is a bed of empty glass bottles laid on their sides in a mix of clay slip and sawdust or wood shavings; the trapped air in the bottles and the burnt-out sawdust both resist heat flow. Expanded clay pellets or perlite bound with a little clay do the same job. Without this layer the floor never reaches baking temperature and a fire has to be kept burning for hours longer.",
            "The hearth itself is laid on a thin bed of sand over the insulation so that it can be levelled precisely. Firebricks or reclaimed clay bricks laid flat, tightly butted and without mortar, make the best floor: the peel slides over joints that are flush, and loose bricks can expand without cracking. Check the floor in both directions with a spirit level, because a slope of even a centimetre makes loaves drift and the fire burn unevenly.",
          ),
        },
      },
      {
        title: "The Sand Former and the Clay Dome",
        description: "Participants shape a mound of damp sand and then build the oven's thermal mass over it by hand.",
        lesson: {
          title: "Proportions, clay mix and the dome",
          html:
            p(
              "The inside of the oven is formed over a mound of damp sand built on the hearth. Its proportions matter more than its size. The widely used rule, popularised by Kiko Denzer in <i>Build Your Own Earth Oven</i>, is that the door height should be about 63 per cent of the internal dome height. A door much taller than this lets hot gases spill out before they have circulated; a much lower one starves the fire of air. For a dome 40 cm high, the door is therefore about 25 cm high, and its width is usually a little less than half the internal diameter.",
            ) +
            "<table><tr><th>Internal diameter</th><th>Dome height</th><th>Door height (63%)</th><th>Loaves (500 g)</th></tr><tr><td>60 cm</td><td>36 cm</td><td>23 cm</td><td>6</td></tr><tr><td>70 cm</td><td>40 cm</td><td>25 cm</td><td>8-9</td></tr><tr><td>90 cm</td><td>45 cm</td><td>28 cm</td><td>14-16</td></tr></table>" +
            p(
              "Cover the finished mound with wet newspaper so that the clay does not stick to it. The thermal layer is a mix of clay subsoil and sharp sand, often about one part clay to two or three parts sand by volume; test it by rolling a sausage of the mix and letting it dry overnight. If it cracks badly, add sand; if it crumbles, add clay. Build this layer about 8 to 10 cm thick by pressing handfuls together, working up from the floor and compacting each ring before starting the next, and keep the thickness even so the dome heats evenly.",
              "Over the thermal layer goes an insulating coat of clay slip mixed with straw or sawdust, 5 to 10 cm thick, and finally a weatherproof render of lime or clay and sand. Cut the door opening once the clay is leather-hard, then dig the sand out.",
            ),
        },
      },
      {
        title: "Drying and the First Fires",
        description: "Patience decides whether the new oven lasts a season or twenty years.",
        lesson: {
          title: "Slow drying and firing to baking heat",
          html: p(
            "A freshly built clay oven contains a great deal of water, often well over a hundred litres in a medium-sized dome, and all of it must leave before the oven can be fired hard. If the inner face is heated too fast, water turns to steam inside the walls and the dome cracks or spalls. Leave the oven to air-dry for at least a week under a cover that keeps rain off but lets air move. Then light small fires of kindling for an hour or two a day for several days, raising the fire gradually. Steam or dark damp patches on the outer surface show that water is still coming through; fine hairline cracks are normal and can be filled with slip later.",
            "Once dry, the oven is fired by building a fire in the centre of the floor and pushing it gradually to the back and sides. For the first part of the firing the inside of the dome turns black with soot; as the clay reaches about 400 °C the soot burns off and the dome goes white from the top down. When the whole dome is white, usually after 90 minutes to two hours, the oven has stored enough heat. Rake out the embers, swab the floor with a damp mop, and put the door in place for ten to fifteen minutes so that the temperature evens out.",
            "Bakers judge the heat by experience as well as thermometer. A handful of flour thrown on the floor should brown in about 15 seconds for bread; if it blackens at once, wait. A well-built oven holds bread temperature, around 230 to 250 °C falling slowly, for an hour or more, after which the falling heat can be used for casseroles and drying wood for the next firing.",
          ),
        },
      },
    ],
  },
  {
    slug: "coppice-work-for-volunteers",
    discipline: "Coppicing",
    title: "Coppice Work for Woodland Volunteers",
    description:
      "Hazel and sweet chestnut cut back to the stool regrow for centuries, and volunteers on this weekend course learn the coppice cycle, how to cut a stool cleanly with billhook and bow saw, how to grade the poles into products, and how to stack cordwood for charcoal.",
    level: "beginner",
    duration: "2 days",
    plantedGap: "charcoal",
    modules: [
      {
        title: "The Coppice Cycle",
        description: "Why cutting a tree to the ground can make it live longer, and how a coppiced wood is organised.",
        lesson: {
          title: "Stools, coupes and rotations",
          html: p(
            "Coppicing is the repeated cutting of broadleaved trees close to the ground so that they regrow as many stems from the cut base, which is called the stool. Most native broadleaves respond in this way, including hazel, ash, sweet chestnut, oak, alder, lime and willow; most conifers do not, and beech does so poorly. Because the stool keeps a full root system while losing its top, regrowth is fast: hazel can put on more than a metre in its first season. A stool cut regularly can live far longer than an uncut tree of the same species, and some ash and lime stools in English woods are several hundred years old.",
            "A coppice wood is divided into coupes or cants, each cut in turn so that the whole wood passes through a rotation. The length of the rotation depends on the species and the product wanted: hazel for hurdles and thatching spars is traditionally cut every seven to ten years, sweet chestnut for fencing every twelve to twenty. A wood of 14 hectares cut on a seven-year rotation therefore has about 2 hectares felled each winter. Large trees called standards, usually oak, are often left growing through the coppice and felled at a much longer interval for timber; this system is coppice-with-standards.",
            "The rotation also shapes wildlife. A freshly cut coupe floods with light and is colonised by flowers such as primrose, bluebell and wood anemone, then by butterflies like the pearl-bordered fritillary; as the canopy closes over the following years, scrub-nesting birds such as nightingales move in. A wood with coupes of every age carries all these stages at once, which is why many nature reserves have restored neglected coppice.",
          ),
        },
      },
      {
        title: "Cutting a Stool",
        description: "Volunteers learn safe tool handling and the sequence for clearing a hazel stool.",
        lesson: {
          title: "Tools, sequence and the finished cut",
          html:
            p(
              "Coppicing is winter work, done between leaf fall and early spring when the sap is down and birds are not nesting. The essential hand tools are a billhook for brash and thin stems, a bow saw for stems more than about 3 cm thick, and loppers; gloves and eye protection are worn throughout. Before starting, check the working area: keep at least two tool lengths from anyone else, and clear the footing of brambles so you can stand firmly.",
              "Work on one stool at a time and follow a sequence:",
            ) +
            "<ul><li>Clear brambles and dead wood from around the stool so every stem can be reached.</li><li>Start on the outside of the stool and work inward, so that cut stems can fall away from the centre.</li><li>Cut each stem low, within about 5 to 10 cm of the stool, with an upward-sloping cut that faces outward.</li><li>Take thin stems with a single clean upward stroke of the billhook; saw thicker ones, cutting first on the underside if they are under tension.</li><li>Lay each stem with its butt facing the ride or path, so it can be dragged out later.</li></ul>" +
            p(
              "The angle of the cut matters because rain must run off rather than sit in the wood: a flat or hollow cut holds water and encourages rot in the stool. The cut should be clean, not torn or split; a ragged stub will die back. Stems that lean under strain, often called spring-poles, can release with great force when cut, so stand to one side and relieve the tension with a shallow cut on the compression side first. Finally, heap the brash loosely or use it to make a dead hedge around the coupe, which protects the new shoots from browsing.",
            ),
        },
      },
      {
        title: "From Poles to Products",
        description: "A cut coupe yields many different products, and sorting them well on the day saves work later.",
        lesson: {
          title: "Grading the cut material",
          html: p(
            "The value of a coppice coupe depends on sorting. Stems differ in length, straightness and diameter, and each size suits a different use, so material is graded as it is cut and stacked in separate piles. A good hazel stool on a seven-year rotation typically yields a dozen or more usable rods, plus smaller growth for pea sticks and brash for habitat piles.",
            "The longest straight rods, 2 to 3 m long and 2 to 4 cm thick at the butt, go for hurdle making and for binders, the flexible rods woven along the top of a laid hedge. Slightly thicker, straight poles of about 5 cm become hedging stakes, cut to around 1.5 m and pointed on three or four faces with the billhook. Bean poles should be 2.4 m or longer and reasonably straight, with the side branches trimmed off, and are sold in bundles of ten or twenty-five. The bushy, branched tops of stems are saved as pea sticks, about 1.2 to 1.5 m high, prized by gardeners because peas climb them without ties.",
            "Thatching spars are split from straight hazel of 2 to 4 cm diameter, cut into lengths of about 70 cm and riven into three or four pieces, then twisted and pointed to pin thatch down. Material too crooked for any of these becomes firewood: it is cut to length, split if thicker than about 10 cm, and stacked off the ground in a sunny ride to season for at least a year. Whatever the product, bundles are tied with twine or a twisted rod and tallied, so the wood's manager knows what the coupe has produced and what it can sell.",
          ),
        },
      },
    ],
  },
  {
    slug: "stenotype-machine-shorthand-foundations",
    discipline: "Court reporting",
    title: "Stenotype Foundations for Court Reporters",
    description:
      "Verbatim records of court proceedings are still made on the stenotype machine, and this first term of a court reporting programme teaches the keyboard layout, writing by chords, a standard steno theory with its briefs and phrases, the speed ladder toward 225 words a minute, and realtime output.",
    level: "beginner",
    duration: "one term (12 weeks, 6 hours a week plus practice)",
    plantedGap: "realtime",
    modules: [
      {
        title: "The Steno Keyboard",
        description: "Students learn where each key sits and why the machine has so few of them.",
        lesson: {
          title: "Twenty-two keys and a number bar",
          html:
            p(
              "A stenotype machine has far fewer keys than a typewriter: twenty-two keys, counting the asterisk, and a number bar. The writer presses several keys at once, in a single stroke called a chord, and the machine records the whole chord as one unit. Because an entire syllable or word can be written in one stroke, a trained stenographer can exceed 225 words a minute, more than twice the speed of a fast typist.",
              "The keyboard is divided into three banks, each used by particular fingers.",
            ) +
            "<ul><li>The left bank, S T K P W H R, written by the four fingers of the left hand, gives the initial consonants of a syllable.</li><li>The vowel keys A O E U, struck by the two thumbs, sit in the centre bottom row.</li><li>The right bank, F R P B L G T S D Z, written by the right fingers, gives the final consonants.</li><li>The asterisk between the banks marks corrections and distinguishes words that would otherwise be written alike.</li></ul>" +
            p(
              "Only seven initial and ten final consonants have their own keys, so the others are made by combinations. On the left, for instance, B is written PW, D is TK, G is TKPW, F is TP, M is PH and N is TPH. On the right, -N is -PB, -M is -PL and -K is -BG. A word is therefore spelled by sound in the order left consonants, vowels, right consonants: 'cat' is KAT, 'dog' is TKOG, and 'man' is PHAPB. Learners begin by drilling these combinations slowly, always with correct fingering, because habits formed in the first weeks are very hard to unlearn at speed.",
            ),
        },
      },
      {
        title: "Writing by Theory",
        description:
          "A steno theory turns the sounds of English into strokes consistently, and consistency is what makes a transcript possible.",
        lesson: {
          title: "Phonetic strokes, conflicts and the asterisk",
          html: p(
            "A steno theory is a set of rules for turning spoken English into strokes. Writers are taught to write what they hear, not how a word is spelled, so 'phone' is written TPOEPB, with the long o shown by the vowel combination OE, and 'night' is TPHAOEUT, using AOEU for the long i sound. Long words are written in several strokes, usually one per syllable: 'December' might be TKE/SEPL/PWER. Every chord must be struck in a single movement, and all keys of the chord must be released together.",
            "Writing by sound creates conflicts, where two words would produce the same stroke. 'Write', 'right' and 'rite' all sound the same, and without a rule the software could not tell them apart. Theories solve this in different ways: one spelling may be written plainly, another with the asterisk, a third with an extra vowel, so that 'right' is RAOEUT and 'write' is WRAOEUT. The choice matters less than applying it every time, because the computer translates strokes by looking them up in the writer's personal dictionary.",
            "The dictionary is built from the first week. Each writer's software holds entries pairing strokes with English text, and a well-kept dictionary of a working reporter may hold well over 100,000 entries. When the software meets a stroke it cannot find, it shows the raw steno, called an untranslate, which the writer must fix by hand afterwards. A clean writer, therefore, is one whose strokes are both consistent and defined. Students learn to review their notes after each practice session, find untranslates and misstrokes, and either correct their writing or add a dictionary entry, so that the same error does not recur.",
          ),
        },
      },
      {
        title: "Briefs, Phrases and Building Speed",
        description:
          "Shortcuts for common words and phrases carry students up the speed ladder from 60 toward 225 words a minute.",
        lesson: {
          title: "Short forms and timed dictation",
          html: p(
            "Speed in stenography comes less from moving the fingers faster than from writing fewer strokes. A brief is a short form of a frequent word, written in one stroke where its full outline would take two or three: 'the' is -T, 'and' is SKP, 'of' is -F, and 'was' is WAS. Phrases combine several common words in a single stroke, for example 'I don't know' or 'do you remember', which occur constantly in witness testimony. Each brief saves a fraction of a second, but in a hearing where counsel and witness speak at 200 words a minute, those fractions decide whether the writer keeps up.",
            "Court reporting programmes test speed on three kinds of material: literary matter, such as speeches; jury charge, the instructions a judge gives a jury; and question-and-answer testimony, which is the bulk of court work. Tests are usually five minutes long, and students must transcribe them with at least 95 per cent accuracy. The speed ladder typically begins at 60 words a minute and rises in steps of 20 words. In the United States the National Court Reporters Association's Registered Professional Reporter examination requires 180 words a minute literary, 200 jury charge and 225 question-and-answer, each at 95 per cent accuracy.",
            "Daily practice is built around dictation slightly above a student's current pass speed, followed by a slower take to consolidate clean writing. A student who can pass 100 words a minute practises at 110 to 120, then writes the same material at 90 with every stroke correct. Plateaus are normal; they usually break when the student stops hesitating over unfamiliar words and learns to write something, even an imperfect stroke, and keep going, because a missed phrase costs more than a misstroke that can be corrected later from context.",
          ),
        },
      },
    ],
  },
];
