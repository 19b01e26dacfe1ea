/** Forty-third held-out evaluation courses, beginner level (Occitan to sericulture); see ai-courses-heldout43.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT43_A: EvalCourse[] = [
  {
    slug: "occitan-for-first-year-speakers-lengadocian",
    discipline: "Occitan language",
    title: "Occitan I: Lengadocian for Beginners",
    description:
      "Occitan, the langue d'oc of the troubadours, is still heard from the Val d'Aran to the Alpine valleys of Piedmont; this first-year language class teaches the Languedocien standard through its classical spelling and pronunciation, articles and noun gender, the present tense of the three verb groups, and possessives.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "possessives",
    modules: [
      {
        title: "Reading the Classical Norm",
        description:
          "Why does a word spelled <i>rosa</i> end in a sound like English 'aw'? We learn the Alibertine spelling and how it maps onto speech.",
        lesson: {
          title: "Spelling and sound in Lengadocian",
          html:
            p(
              "Occitan has two main written traditions. The so-called Mistralian norm, devised by Frédéric Mistral and the Félibrige in the nineteenth century, follows French spelling habits. The classical norm, codified by Louis Alibert in his <i>Gramatica occitana</i> of 1935, goes back to medieval troubadour practice and is deliberately shared by all the dialects, so that a word is spelled the same way in Toulouse and in Nice even when it is pronounced differently. Schools, universities and the Calandretas immersion schools use the classical norm, and this course does too.",
              "The classical norm has a small number of rules that surprise learners. Unstressed final <i>-a</i> is pronounced as a rounded vowel close to English 'aw': <i>rosa</i> sounds like [ˈruzɔ]. The letter <i>o</i> is normally pronounced [u], as in <i>bona</i> [ˈbunɔ], while the sound of French <i>o</i> is written <i>ò</i>: <i>pòrta</i>, 'door'. The digraphs <i>lh</i> and <i>nh</i> give the palatal sounds of Italian <i>gli</i> and <i>gn</i>: <i>filha</i>, 'daughter', <i>montanha</i>, 'mountain'. Final <i>-r</i> in infinitives is usually silent in Lengadocian, so <i>cantar</i> is [kanˈta].",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>o</td><td>[u]</td><td><i>lo</i>, 'the'</td></tr><tr><td>ò</td><td>[ɔ]</td><td><i>còr</i>, 'heart'</td></tr><tr><td>final -a</td><td>[ɔ]</td><td><i>vila</i>, 'town'</td></tr><tr><td>lh</td><td>[ʎ]</td><td><i>abelha</i>, 'bee'</td></tr><tr><td>nh</td><td>[ɲ]</td><td><i>vinha</i>, 'vineyard'</td></tr></table>" +
            p(
              "Stress is predictable. A word ending in a vowel or in <i>-s</i> is stressed on the second-to-last syllable (<i>taula</i>, 'table', <i>taulas</i>); a word ending in any other consonant is stressed on the last syllable (<i>cantar</i>, <i>ostal</i>, 'house'). An accent mark is written only where a word breaks this rule, as in <i>café</i> or <i>música</i>.",
            ),
        },
      },
      {
        title: "Articles and Gender",
        description: "Every Occitan noun is masculine or feminine, and the article shows which.",
        lesson: {
          title: "Lo, la, los, las",
          html: p(
            "Occitan nouns belong to one of two genders, masculine and feminine, and the definite article agrees with the noun in gender and number. In Lengadocian the forms are <i>lo</i> for masculine singular, <i>la</i> for feminine singular, <i>los</i> for masculine plural and <i>las</i> for feminine plural: <i>lo pan</i>, 'the bread', <i>la sal</i>, 'the salt', <i>los amics</i>, 'the friends', <i>las fuèlhas</i>, 'the leaves'. Before a vowel the singular articles are elided to <i>l'</i>: <i>l'ostal</i>, <i>l'aiga</i>, 'the water'. Note that <i>sal</i> is feminine in Occitan although its French cousin is masculine; gender has to be learned with each noun.",
            "Several rules of thumb help. Nouns ending in unstressed <i>-a</i> are nearly always feminine (<i>la femna</i>, 'the woman', <i>la lenga</i>, 'the language'), and most nouns ending in a consonant are masculine (<i>lo solelh</i>, 'the sun'). The plural is formed simply by adding <i>-s</i>: <i>una vaca, doas vacas</i>. Nouns already ending in <i>-s</i> add <i>-es</i>: <i>lo pas, los passes</i>. In most of Languedoc the final <i>-s</i> of the plural is pronounced, which helps listeners and distinguishes Occitan clearly from French.",
            "The article combines with the prepositions <i>a</i> ('to, at') and <i>de</i> ('of, from'). <i>A</i> plus <i>lo</i> becomes <i>al</i>, and <i>a</i> plus <i>los</i> becomes <i>als</i>: <i>vau al mercat</i>, 'I am going to the market'. <i>De</i> plus <i>lo</i> becomes <i>del</i>, and <i>de</i> plus <i>los</i> becomes <i>dels</i>: <i>lo nom del vilatge</i>, 'the name of the village'. The feminine articles never contract: <i>a la font</i>, 'to the spring'. The indefinite article is <i>un</i> and <i>una</i>, and in the plural Occitan usually uses no article at all where French needs <i>des</i>: <i>i a de vacas al prat</i> or simply <i>vacas</i>, depending on the sense.",
          ),
        },
      },
      {
        title: "Verbs in the Present",
        description:
          "This module sets out the present indicative of <i>-ar</i>, <i>-ir</i> and <i>-re</i> verbs, and shows why Occitan rarely needs a subject pronoun.",
        lesson: {
          title: "Cantar, dormir, vendre",
          html:
            p(
              "Occitan verbs fall into three groups according to their infinitive. The first group, by far the largest and the one to which new verbs are added, ends in <i>-ar</i>: <i>cantar</i>, 'to sing', <i>parlar</i>, 'to speak'. The second group ends in <i>-ir</i>, and includes both plain verbs like <i>dormir</i> and a large set of 'inchoative' verbs such as <i>finir</i> that insert <i>-iss-</i> in some forms. The third group ends in <i>-re</i> or <i>-er</i>: <i>vendre</i>, 'to sell', <i>víver</i>, 'to live'.",
              "Because the endings are distinct for every person, Occitan, like Catalan and Italian, does not need a subject pronoun. <i>Canti</i> on its own means 'I sing'; the pronoun <i>ieu</i> is added only for emphasis or contrast. The Lengadocian present of a first-group verb is as follows:",
            ) +
            "<ul><li><i>canti</i>, I sing</li><li><i>cantas</i>, you (singular) sing</li><li><i>canta</i>, he or she sings</li><li><i>cantam</i>, we sing</li><li><i>cantatz</i>, you (plural) sing</li><li><i>cantan</i>, they sing</li></ul>" +
            p(
              "Second- and third-group verbs take <i>-i, -es, -, -èm, -ètz, -on</i> in most forms: <i>dormi, dormes, dorm, dormèm, dormètz, dormon</i>, and <i>vendi, vendes, vend, vendèm, vendètz, vendon</i>. Inchoative verbs add the infix in the singular and third plural: <i>finissi, finisses, finís, finissèm, finissètz, finisson</i>. Two irregular verbs must be learned at once. <i>Èsser</i>, 'to be', runs <i>soi, ès, es, sèm, sètz, son</i>, and <i>aver</i>, 'to have', runs <i>ai, as, a, avèm, avètz, an</i>. Negation places <i>pas</i> after the verb: <i>parli pas francés</i>, 'I do not speak French'. A question is marked only by intonation: <i>Parlas occitan?</i>",
            ),
        },
      },
    ],
  },
  {
    slug: "orienteering-map-compass-and-route",
    discipline: "Orienteering",
    title: "Orienteering Fundamentals: Map, Compass and Route",
    description:
      "All the equipment this six-week club course needs is a map, a compass and a control card; newcomers practise reading ISOM map symbols and scale, setting the map to north, thumbing along a leg, pacing distances, and choosing routes between controls.",
    level: "beginner",
    duration: "6 weeks (one evening and one Saturday a week)",
    plantedGap: "pacing",
    modules: [
      {
        title: "What the Orienteering Map Shows",
        description:
          "Colours, symbols and scale on a map drawn to the International Specification for Orienteering Maps.",
        lesson: {
          title: "Reading an ISOM map",
          html:
            p(
              "An orienteering map is a specialised topographic map drawn to the International Specification for Orienteering Maps (ISOM), published by the International Orienteering Federation. Foot-orienteering maps in forest are normally printed at 1:15 000 or 1:10 000, so that one centimetre on the map represents 150 m or 100 m on the ground, and contours are drawn at 5 m intervals. Sprint maps in parks and towns use the separate ISSprOM specification at 1:4000. Magnetic north lines are printed across the map, so that the map is already aligned to the compass and needs no correction for declination.",
              "Colours carry meaning consistently across the world. The most important difference from an ordinary map is that green shows how hard the vegetation is to run through, not where trees are: white is open, runnable forest, and the darker the green, the slower the going.",
            ) +
            "<table><tr><th>Colour</th><th>Shows</th></tr><tr><td>Black</td><td>Rock, cliffs, boulders, paths and man-made features</td></tr><tr><td>Brown</td><td>Landforms: contours, knolls, earth banks, pits</td></tr><tr><td>Blue</td><td>Water: lakes, streams, marshes</td></tr><tr><td>Yellow</td><td>Open land such as fields and clearings</td></tr><tr><td>White</td><td>Runnable forest</td></tr><tr><td>Green</td><td>Forest that slows running, in three shades</td></tr><tr><td>Olive green</td><td>Out-of-bounds private land</td></tr><tr><td>Purple</td><td>The course: start triangle, control circles, finish</td></tr></table>" +
            p(
              "The course is overprinted in purple. A triangle marks the start, numbered circles mark the controls in the order they must be visited, and a double circle marks the finish. At the centre of each circle is the feature where the orange-and-white kite hangs. Control descriptions, in IOF pictorial symbols or in words for beginners, say exactly where: a symbol for 'boulder' plus a symbol for 'north side' tells you to approach from the north. Each control has a code number so that you can confirm you are at the right one before you punch.",
            ),
        },
      },
      {
        title: "Setting the Map and Keeping Contact",
        description:
          "Turn the map so that it matches the ground, keep your thumb on where you are, and you will rarely be lost.",
        lesson: {
          title: "Map setting and thumbing",
          html: p(
            "Setting, or orienting, the map means turning it so that north on the map points to north on the ground. Once the map is set, a path that goes to your left on the map goes to your left in the forest, and every decision becomes a matter of looking at the map and then in the same direction. Beginners are taught to keep the map set at all times, turning the map, not themselves, whenever they change direction, even though the printed words then appear upside down.",
            "The map can be set in two ways. By terrain, you line up features you can see with the same features on the map: a path junction, a lake shore, a steep slope falling away. By compass, you lay the compass on the map and turn the map until the red end of the needle lies parallel to the magnetic north lines and points to the top of the map. A thumb compass, worn on the thumb of the hand that holds the map, makes this almost automatic, while a baseplate compass can also be used to take an exact bearing across country.",
            "Thumbing means keeping the thumb of the map hand on your current position and moving it along as you go. It sounds trivial but makes a great difference: every time you look down, your eyes go straight to where you are instead of searching the whole sheet. Fold the map small, so that only the current leg and a little around it are visible, and refold at each control. With the map set and the thumb following your progress, you can tick off features as you pass them, called collecting features, and notice at once if something expected does not appear. Stopping promptly when the map and ground disagree costs seconds; running on for another kilometre costs minutes.",
          ),
        },
      },
      {
        title: "Choosing a Route",
        description:
          "A leg has more than one way round it; we compare them by distance, climb, runnability and the safety of each approach.",
        lesson: {
          title: "Route choice between controls",
          html:
            p(
              "The straight line between two controls is rarely the best way to run. On every leg the orienteer weighs a handful of factors: the distance, the amount of climb, the runnability of the terrain, and how easy it will be to find the control at the end. A longer route along a path can be faster than a direct line through dense green forest or over a ridge. A widely quoted rule of thumb holds that each 10 m of climb costs about as much time as 100 m of flat running, though the exact figure depends on the runner and the ground.",
              "Consider a leg of 600 m in a straight line that crosses a hill with 40 m of climb through light green forest. The alternative follows a track round the hill for 900 m with no climb. By the rule of thumb the straight route is 'worth' about 1000 m of flat running, and it is slower underfoot; the track is quicker and also easier to navigate. Experienced runners make this kind of comparison in a few seconds while moving.",
              "The end of the leg needs as much planning as the middle. Good technique uses three ideas:",
            ) +
            "<ul><li><b>Handrails</b>: long linear features such as paths, streams, walls or the edge of a field that can be followed without much map reading.</li><li><b>Catching features</b>: something beyond the control, such as a road or marsh, that tells you that you have gone too far.</li><li><b>Attack points</b>: a big, easily found feature close to the control, from which you navigate the last 50 to 150 m carefully and slowly.</li></ul>" +
            p(
              "The aim is to run fast on the easy part of the leg, using handrails, and to slow right down from the attack point onwards, the principle known as 'traffic lights': green for rough navigation, amber as you near the control, red for precise map and compass work in the circle.",
            ),
        },
      },
    ],
  },
  {
    slug: "fletching-wooden-arrows-by-hand",
    discipline: "Fletching",
    title: "Making Wooden Arrows by Hand",
    description:
      "Arrows fly true only when shaft, nock and feathers suit the bow they leave; this weekend workshop teaches matching shaft spine to draw weight, fitting self and insert nocks, preparing and gluing feathers in a fletching jig, and cresting.",
    level: "beginner",
    duration: "2 days (12 hours)",
    plantedGap: "cresting",
    modules: [
      {
        title: "Shafts and Spine",
        description: "We start by sorting a bundle of cedar shafts by how much they bend.",
        lesson: {
          title: "Why spine matters",
          html:
            p(
              "When an arrow is released from a bow it does not travel straight at first. The string pushes on the back of the arrow faster than the front can respond, so the shaft bends and flexes from side to side as it leaves the bow, a behaviour known as the archer's paradox. For the arrow to clear the bow and settle into straight flight, its stiffness must match the bow. That stiffness is called spine.",
              "For wooden arrows, spine is traditionally measured as static deflection and expressed in pounds. A shaft is supported at two points 26 inches apart, a 2 lb weight is hung from its middle, and the deflection is measured; tables convert the deflection into a spine figure matched to bow draw weight. A shaft that deflects 0.5 inch, for example, is rated at about 50 to 55 lb. As a starting point, a wooden arrow should be spined near the bow's draw weight at the archer's own draw length, and a few pounds stiffer if the draw is longer than 28 inches or the arrowhead heavier than usual.",
            ) +
            "<table><tr><th>Wood</th><th>Typical use</th><th>Character</th></tr><tr><td>Port Orford cedar</td><td>Target and field arrows</td><td>Straight grain, light, consistent spine</td></tr><tr><td>Sitka spruce</td><td>Heavier hunting arrows</td><td>Stronger, slightly heavier</td></tr><tr><td>Ash</td><td>Historical war arrows</td><td>Heavy and very tough</td></tr><tr><td>Birch</td><td>Medieval and reenactment arrows</td><td>Dense, takes a good finish</td></tr></table>" +
            p(
              "Before spine testing, each shaft is checked for straightness by rolling it on a flat surface or sighting along it, and bent shafts are straightened over gentle heat. Shafts in a matched set should also be within a few grains of one another in weight, usually checked on a grain scale, because a heavy shaft drops lower at the target even if its spine is right.",
            ),
        },
      },
      {
        title: "Nocks and Points",
        description:
          "A cut self nock or a glued plastic one: either must sit square to the grain and grip the string lightly.",
        lesson: {
          title: "Fitting nocks and points",
          html: p(
            "The nock is the slot at the rear of the arrow that holds it on the string. On a wooden shaft there are two choices. A self nock is cut directly into the wood, usually about 6 mm deep with a fine saw or three hacksaw blades taped together, then smoothed with a needle file. A glued nock is a separate piece of plastic or horn fitted onto a cone, or taper, cut on the end of the shaft with a taper tool at 11 degrees, and fixed with a little fletching cement.",
            "Whichever type is used, the nock must be oriented correctly to the grain. Looking at the end of the shaft, the growth rings appear as roughly parallel lines. The slot of a self nock is cut across these lines, never along them: a slot parallel to the rings lets the string act as a wedge between the layers of the wood. Glued nocks are set to the same orientation on every arrow of a set, so that each shaft flexes in the same plane and the arrows group consistently. A self nock cut the wrong way will eventually split along the grain, and a cracked nock can fail on release and cause a dangerous dry fire. Self nocks are often reinforced with a thin slip of horn or fibre glued into a cross slot.",
            "The nock should grip the string just enough that the arrow hangs on it when the bow is held horizontally, but comes off with a light tap. At the front of the arrow, field points and bullet points for target shooting are fitted onto a 5-degree point taper and set with hot-melt glue, which can be softened again to remove a damaged point. The point must be pushed on straight, since a point that wobbles when the shaft is spun on the fingertips will make the arrow plane in flight.",
          ),
        },
      },
      {
        title: "Fletching the Arrow",
        description:
          "Here feathers are cut, placed in the clamp and glued on at the correct angle, one vane at a time.",
        lesson: {
          title: "Feathers, jigs and glue",
          html:
            p(
              "Feathers stabilise the arrow by creating drag at the rear, so that the heavier front leads and any wobble is damped out. Traditional arrows use turkey wing feathers, which are light, forgiving of contact with the bow and shelf, and easily trimmed. Because a wing feather is naturally curved, all feathers on one arrow must come from the same wing: left-wing feathers make the arrow rotate one way and right-wing feathers the other. Mixing them on one shaft makes the feathers fight each other.",
              "Most arrows have three feathers spaced 120 degrees apart. One, the cock feather, sits at right angles to the nock slot and is usually a different colour, so that the archer can nock the arrow with the cock feather pointing away from the bow. The other two, the hen feathers, brush past the bow without deflecting the arrow.",
            ) +
            "<ul><li>Clean the shaft where the feathers will sit with alcohol, so that the glue bonds to bare wood or sealer.</li><li>Set the fletching jig for a straight, offset or helical clamp. Helical clamps give the most spin and stability for heavy points.</li><li>Place the feather in the clamp with its base flush to the clamp edge, about 25 mm in front of the nock.</li><li>Run a thin bead of fletching cement along the base, lower the clamp onto the shaft and leave it for 10 to 15 minutes.</li><li>Turn the nock receiver to the next position and repeat for the other two feathers.</li><li>Add a small drop of glue to the front and rear of each feather to stop the ends lifting.</li></ul>" +
            p(
              "Full-length feathers are finally trimmed to shape, a parabolic or shield cut, with a die-cutter or a hot-wire burner. A typical target fletch is about 100 mm long and 12 mm high; a large fletch steers more strongly but slows the arrow more.",
            ),
        },
      },
    ],
  },
  {
    slug: "javanese-gamelan-first-ensemble",
    discipline: "Gamelan",
    title: "Javanese Gamelan: A First Ensemble",
    description:
      "Playing together from the first week, members of the university gamelan learn the instruments of the Central Javanese bronze ensemble and their roles, the slendro and pelog tunings, cipher notation of the balungan, the colotomic cycle marked by gong and kenong, and irama.",
    level: "beginner",
    duration: "one semester (two 2-hour rehearsals a week)",
    plantedGap: "irama",
    modules: [
      {
        title: "Instruments and Their Roles",
        description:
          "Each instrument of the gamelan has a job, and these jobs form layers from the slowest gong to the busiest elaborating part.",
        lesson: {
          title: "The layers of the ensemble",
          html:
            p(
              "A Central Javanese gamelan is an ensemble of mostly bronze percussion instruments, tuned as a set and never mixed with another set. The instruments fall into layers according to what they play. At the centre is the <i>balungan</i>, literally the 'skeleton' or 'frame', a melody played by the single-octave metallophones called <i>saron</i> and <i>demung</i>, struck with a wooden or horn mallet while the other hand damps the previous key. Above them the higher <i>peking</i> doubles or anticipates the balungan at twice or four times its density.",
              "Below and around the balungan, the large hanging and kettle gongs mark the structure of the piece. The <i>gong ageng</i>, the largest, sounds at the end of each cycle. The <i>kenong</i>, a set of large kettles on a frame, divides the cycle into halves or quarters; the <i>kempul</i>, smaller hanging gongs, and the <i>ketuk</i>, a small damped kettle, subdivide it further. These are called the colotomic instruments.",
            ) +
            "<ul><li><b>Bonang barung</b> and <b>bonang panerus</b>: rows of small kettles that elaborate the balungan in interlocking or octave patterns.</li><li><b>Gender</b>, <b>gambang</b>, <b>rebab</b> and <b>suling</b>: the soft 'elaborating' instruments: a thin-keyed metallophone, a wooden xylophone, a two-string spike fiddle and a bamboo flute.</li><li><b>Kendhang</b>: the drums, whose player leads the ensemble, controls tempo and signals endings.</li><li><b>Pesindhen</b> and <b>gerong</b>: the female solo singer and the male chorus.</li></ul>" +
            p(
              "Beginners usually start on saron, which teaches the balungan and the discipline of damping, and move to the bonang and kempul. The elaborating instruments take years to master. There is no conductor: the drummer and the rebab player lead, and every player listens for the gong to know where the ensemble is in the cycle.",
            ),
        },
      },
      {
        title: "Two Tunings",
        description: "A complete gamelan is really two sets: one tuned in slendro and one in pelog.",
        lesson: {
          title: "Slendro and pelog",
          html: p(
            "Javanese music uses two tuning systems, called <i>laras</i>. <i>Slendro</i> divides the octave into five roughly equal steps, each about 240 cents, which is larger than a Western whole tone of 200 cents and noticeably smaller than a minor third of 300 cents. <i>Pelog</i> divides the octave into seven unequal steps, some small and some large, from which pieces normally select five-note modes. Because the two systems cannot be played on the same keys, a full gamelan, called a <i>gamelan sléndro-pélog</i>, consists of two complete sets of instruments placed at right angles to one another, sharing only a few gongs.",
            "No two gamelan are tuned exactly alike. A set is tuned by its maker to a character, or <i>embat</i>, that the owners find pleasing, and the intervals of one court gamelan may differ from another's by 20 or 30 cents. This is why instruments from different sets are not mixed. It also means that the Western pitch names are only approximations, and Javanese musicians use numbers instead. In slendro the notes are 1, 2, 3, 5 and 6; there is no 4. In pelog they are 1 to 7.",
            "Each tuning is further divided into three modes called <i>pathet</i>. In slendro they are pathet nem, sanga and manyura, associated traditionally with the three parts of an all-night shadow-puppet performance, from evening to late night to dawn. A pathet is defined less by a scale than by which notes feel stable and where cadences fall: in slendro manyura, for example, cadences on 6 and 2 are characteristic, while in sanga they fall on 5 and 1. Recognising pathet by ear is one of the first things a player learns after the basic patterns.",
          ),
        },
      },
      {
        title: "Notation and the Gong Cycle",
        description:
          "Cipher notation lets us write the balungan in numbers, and the gong cycle tells us where to place it.",
        lesson: {
          title: "Kepatihan notation and colotomic form",
          html:
            p(
              "Javanese gamelan music is taught mainly by ear, but since the early twentieth century a numerical cipher notation called <i>kepatihan</i> has been used to write down the balungan. Each digit stands for a pitch of the tuning; a dot above raises it an octave and a dot below lowers it. A full stop stands for a rest or held note. Notes are grouped in fours, called <i>gatra</i>, and the last beat of each gatra is the strong beat, not the first as in Western music.",
              "The colotomic instruments divide the melody into nested cycles. The form is named after the length of the gong cycle and the way kenong, kempul and ketuk fall within it. In the common form <i>lancaran</i>, a gong cycle lasts sixteen beats. The kenong sounds every fourth beat, the kempul falls midway between kenong strokes (except at the first position, where it is omitted), and the ketuk sounds on the off-beats.",
            ) +
            "<table><tr><th>Form</th><th>Beats per gong</th><th>Kenong strokes per gong</th></tr><tr><td>Lancaran</td><td>16</td><td>4</td></tr><tr><td>Ketawang</td><td>16</td><td>2</td></tr><tr><td>Ladrang</td><td>32</td><td>4</td></tr><tr><td>Gendhing ketawang</td><td>64 or more</td><td>2</td></tr></table>" +
            p(
              "A simple lancaran is written as a series of gatra, for example <i>. 5 . 3 . 5 . 3 . 6 . 5 . 3 . 2</i>, with a circle round the last note to show the gong. Reading it, a saron player strikes only the numbers and leaves the dots silent. The gong at the end of the cycle is also the point where the piece may end, change section or repeat, so every player must know at each moment how far the cycle has run.",
            ),
        },
      },
    ],
  },
  {
    slug: "sericulture-rearing-silkworms-at-small-scale",
    discipline: "Sericulture",
    title: "Small-Scale Sericulture: Rearing Silkworms",
    description:
      "Raising the domesticated silkworm, Bombyx mori, from egg to cocoon takes about six weeks and a great deal of mulberry; this short practical course teaches mulberry cultivation, rearing through the five instars, mounting the spinning larvae, cocoon harvest and stifling, and reeling raw silk.",
    level: "beginner",
    duration: "6 weeks (one session a week, plus daily feeding)",
    plantedGap: "reeling",
    modules: [
      {
        title: "Mulberry, the Only Food",
        description: "Silkworms eat nothing but mulberry leaves, so a rearing season is planned around the trees.",
        lesson: {
          title: "Growing and harvesting mulberry",
          html: p(
            "The domesticated silkworm, <i>Bombyx mori</i>, feeds almost exclusively on the leaves of mulberry, above all the white mulberry, <i>Morus alba</i>. Leaf quantity and quality are the main limits on what a rearer can produce. A commonly used figure is that one box of 20 000 eggs, which yields roughly 30 to 35 kg of fresh cocoons, consumes around 400 to 500 kg of mulberry leaf over its larval life, most of it in the last instar. A small hobby rearing of 200 larvae still needs several kilograms of fresh leaf.",
            "Mulberry grows well in deep, well-drained loam at a pH of about 6.2 to 6.8, and it responds strongly to nitrogen. Commercial plantations in India and China grow it as a low bush, planted in rows about 90 cm apart and pruned hard once or twice a year, so that leaves are within easy reach and new shoots, which are the most nutritious, are produced throughout the season. Improved varieties such as V1 in southern India can yield over 60 tonnes of leaf per hectare per year under irrigation.",
            "Leaf for young larvae must be tender, from the top of the shoot, and is chopped fine. Older larvae are given coarser leaves from further down the branch, or whole shoots laid on the rearing bed. Leaves are picked in the cool of the morning or evening and kept in a damp cloth in a cool place, because wilted leaves are eaten poorly and wet leaves encourage disease. Leaves from trees sprayed with insecticide, or growing near roads or tobacco fields, can kill a whole batch: silkworms are extremely sensitive to pesticide residues and to nicotine.",
          ),
        },
      },
      {
        title: "Five Instars in the Rearing House",
        description:
          "From hatching to spinning, larvae grow about ten thousand times in weight, moulting four times on the way.",
        lesson: {
          title: "Rearing larvae through the instars",
          html:
            p(
              "Silkworm eggs are incubated at about 25 °C and 75 to 85 per cent relative humidity, and hatch after ten to twelve days. The newly hatched larvae, about 3 mm long and dark in colour, are called ants. They are brushed gently with a feather onto finely chopped leaf on a paper-lined tray. From then on the larva passes through five instars, separated by four moults; during each moult it stops feeding and sits motionless, with its head raised, for about a day.",
              "The rearer's job is to provide enough space, fresh leaf and clean beds while keeping temperature and humidity within range. Young instars are kept warmer and more humid than older ones.",
            ) +
            "<table><tr><th>Instar</th><th>Approximate days</th><th>Temperature</th><th>Relative humidity</th></tr><tr><td>1st</td><td>3-4</td><td>26-28 °C</td><td>85-90%</td></tr><tr><td>2nd</td><td>2-3</td><td>26-28 °C</td><td>85-90%</td></tr><tr><td>3rd</td><td>3-4</td><td>24-26 °C</td><td>80%</td></tr><tr><td>4th</td><td>4-5</td><td>23-24 °C</td><td>70-75%</td></tr><tr><td>5th</td><td>6-8</td><td>23-24 °C</td><td>65-70%</td></tr></table>" +
            p(
              "Bed cleaning removes droppings and leftover leaf, which otherwise ferment and breed pathogens. A net is laid over the bed and fresh leaf on top; the larvae climb through to the food and the net is lifted away with them. Spacing must be widened at each instar. Hygiene matters more than anything else: rooms and trays are disinfected before rearing, for example with bleaching powder or a formalin-based product, and any sluggish, discoloured or shrunken larvae are removed at once. The principal diseases are grasserie, caused by a nucleopolyhedrovirus, flacherie, a bacterial and viral gut disease, muscardine, a fungal infection, and pebrine, caused by the microsporidian <i>Nosema bombycis</i> and passed through the egg, which Louis Pasteur studied in France in the 1860s.",
            ),
        },
      },
      {
        title: "From Spinning to Cocoon",
        description:
          "When the fifth-instar larva stops eating and turns translucent, it is ready to be mounted to spin.",
        lesson: {
          title: "Mounting, harvest and stifling",
          html: p(
            "At the end of the fifth instar the larva stops feeding, empties its gut, shrinks slightly and becomes translucent, especially along the body. It now wanders in search of a place to spin and must be moved onto a mountage, a frame with many small compartments or spirals in which each larva can build its cocoon without touching its neighbours. Rotary cardboard mountages and bamboo spiral 'chandrikes' are widely used. Overcrowding produces double cocoons, spun jointly by two larvae, which have tangled filaments and low value.",
            "The larva spins for two to three days, laying down a single continuous filament of the protein fibroin, coated with the gum sericin, in a figure-of-eight pattern. The filament of one cocoon is typically 900 to 1500 m long. Good ventilation and a temperature of about 24 °C with humidity near 60 to 70 per cent produce the best cocoons; high humidity in the spinning room gives stained, weak shells. Inside the finished cocoon the larva pupates.",
            "Cocoons are harvested about five to seven days after mounting, once the pupa has hardened; harvesting too early crushes soft pupae and stains the silk. Floss is stripped off, and defective cocoons are sorted out: doubles, thin-shelled and stained cocoons. If the cocoons were left alone, the moth would emerge after about ten to twelve days by dissolving and pushing through one end, breaking the filament into many short pieces. Cocoons intended for continuous silk are therefore stifled, which kills the pupa, by hot air at around 80 to 100 °C, by steam, or by sun drying in hot climates. A small number of the best cocoons are kept unstifled to provide moths, which mate and lay the eggs for the next rearing.",
          ),
        },
      },
    ],
  },
];
