/** Seventy-second held-out evaluation courses, beginner level (A to B); see ai-courses-heldout72.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT72_A: EvalCourse[] = [
  {
    slug: "coaching-squash-to-beginners-grip-swing-and-movement",
    discipline: "Squash coaching",
    title: "Coaching Squash to Beginners: Grip, Swing and Movement",
    description:
      "Aimed at trainee and newly qualified club coaches, the course covers how to teach the squash grip and a compact swing, the serve and return, movement to and from the T, and the refereeing basics every coach needs when running club matches. Sessions combine on-court demonstration with planning for groups of mixed ability.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week)",
    plantedGap: "refereeing basics",
    modules: [
      {
        title: "The Grip and the Basic Swing",
        description:
          "How to teach a single grip that keeps the racket face open and a compact swing built on early preparation.",
        lesson: {
          title: "Teaching the grip and the shape of the swing",
          html: p(
            "Most beginners arrive holding the racket like a frying pan, with the palm behind the handle and the face closed. The squash grip is closer to a shake-hands grip: the V between thumb and index finger sits on top of the handle, slightly towards the left edge for a right-hander, the index finger is spread a little up the handle like a trigger, and the racket face is slightly open. The same grip is used on both sides. There is no time in squash to change grip between forehand and backhand, so a player who learns two grips is building in a delay they will later have to unlearn.",
            "The open face matters because the ball has to rise over the tin, whose top edge is 48 cm above the floor on a standard court. A closed face drives the ball down into it. Ask players to lay the racket on the floor, pick it up by the handle without turning it, and check that the strings face slightly upwards.",
            "The swing is taught in three checkpoints. First, preparation: racket up early, wrist cocked so the racket head is above the hand, elbow bent, shoulders turned to face the side wall. Second, contact: for a straight drive the ball is struck roughly level with, or slightly in front of, the leading foot, with the face still open. Third, follow-through: the racket finishes up and towards the front wall rather than wrapping around the body. A compact follow-through is a safety rule as well as a technical one, because the opponent is often standing within a racket's length.",
            "Choose the ball deliberately. Beginners should use a blue-dot or intro ball, which is larger and much bouncier than the single- or double-yellow balls used by club and professional players; it stays up long enough for a clean swing. Begin with the coach drop-feeding from beside the player, progress to the player dropping the ball themselves, and only then to racket feeds from the back of the court.",
            "Watch for three common faults: the grip creeping round under pressure, the wrist dropping so the racket head falls below the hand, and the player facing the front wall at contact. Correct one fault at a time, and use short sets of eight to ten feeds so that quality is maintained.",
          ),
        },
      },
      {
        title: "Starting the Rally: Serve and Return",
        description:
          "Teaching a legal, consistent lob serve and a safe return that sends the ball deep along the side wall.",
        lesson: {
          title: "The lob serve and the straight return",
          html: p(
            "A squash serve must meet three conditions. At the moment of striking, the server has at least part of one foot on the floor inside the service box, not touching its line. The ball must hit the front wall directly, above the service line (1.78 m) and below the out line (4.57 m). Unless the receiver volleys it, it must then land in the back quarter of the court on the opposite side, behind the short line and on the correct side of the half-court line.",
            "Beginners should learn the lob serve first. The server stands with the front foot in the box, faces the front wall at an angle and strikes the ball gently and high, aiming at a point on the front wall a little to the side of centre so that the ball arcs across and touches the side wall high, roughly two-thirds of the way back, before dropping into the back corner. A ball that hits the side wall high and then dies in the corner is very hard to attack. A common error is hitting too hard, so the ball rebounds off the back wall into the middle of the court.",
            "The return of serve has one aim for a beginner: get the ball deep and tight down the side wall. Teach the receiver to stand just behind the back corner of the service box, a racket's length from the side wall, with the racket up. If the serve can be volleyed comfortably, volley it straight; if not, let it bounce and play a straight drive from the back corner, taking the racket back early and hitting the ball as it comes off the back or side wall.",
            "Scoring in most club squash is point-a-rally to 11: every rally wins a point, and a game must be won by two clear points, so 10-all continues to 12-10 and beyond. The server who wins a rally serves again from the other box; the first serve of each new hand may be taken from either box.",
            "A useful progression is the serve-and-return game: server and receiver play only the first two shots, scoring a point to the receiver for every return that lands behind the service box and within a racket's width of the side wall.",
          ),
        },
      },
      {
        title: "How Do Players Get Back to the T?",
        description:
          "Movement patterns, the split-step and recovery to the T, taught through ghosting and pressure drills.",
        lesson: {
          title: "Movement to and from the T",
          html: p(
            "The T is the junction of the short line and the half-court line, and it is the best place from which to reach all four corners. Players should recover to a position just behind it, because most shots end up in the back half of the court. A standard court is 9.75 m long and 6.4 m wide, so from the T a fit adult reaches any corner in two or three steps plus a lunge.",
            "Teach movement as a repeating cycle of four parts. First, the ready position on the T: feet about shoulder width apart, knees flexed, weight on the balls of the feet, racket up in front. Second, the split-step: a small hop landing on both feet at the moment the opponent strikes the ball, so that the muscles are preloaded and the player can push off in any direction. Third, the movement to the ball, finishing with a lunge in the front corners. Fourth, the push back from the lunge and the recovery to the T, watching the ball all the way.",
            "Footwork to the front corners is taught in two ways. Traditional coaching asks right-handers to step in on the left foot for the forehand and the right foot for the backhand, so that the shoulders turn side-on. Many coaches now allow the racket-side foot forward on both sides in the front, because it gives more reach and quicker recovery. Decide which model you will teach and be consistent.",
            "Ghosting, movement without a ball, is the standard training method. In six-point ghosting the coach points to one of six positions (front, middle and back on each side) and the player moves there, plays a shadow shot and recovers to the T. For beginners, work intervals of 30 seconds with 30 seconds' rest, six to eight repetitions, are enough; the priority is correct shape, not fatigue.",
            "<ul><li>Check that the player returns to the T after every shot, not just after easy ones.</li><li>Check that the split-step is timed to the opponent's contact, not after it.</li><li>Check that the head stays level in the lunge and the back knee does not touch the floor.</li></ul>",
            "Finish by adding a ball: a coach-fed drill in which the player alternates a front-corner drop with a back-corner drive, recovering to the T between every shot.",
          ),
        },
      },
    ],
  },
  {
    slug: "small-engine-repair-four-stroke-and-two-stroke-petrol-engines",
    discipline: "Small engine repair",
    title: "Small Engine Repair: Four-Stroke and Two-Stroke Petrol Engines",
    description:
      "Most lawnmowers, strimmers and chainsaws brought into a workshop fail for one of three reasons: no spark, no fuel or no compression. Learners trace each fault methodically, covering the four-stroke and two-stroke operating cycles, spark plug reading and ignition testing, carburettor servicing, and chain sharpening, on engines from common garden and forestry equipment.",
    level: "beginner",
    duration: "ten weeks (one evening workshop of three hours a week)",
    plantedGap: "chain sharpening",
    modules: [
      {
        title: "How Four-Stroke and Two-Stroke Engines Work",
        description: "The operating cycles of the two engine types and the fault-finding logic that follows from them.",
        lesson: {
          title: "Operating cycles and the spark, fuel and compression test",
          html: p(
            "A four-stroke engine, found on most lawnmowers, rotavators and generators, completes its cycle in two revolutions of the crankshaft: intake, compression, power and exhaust. The camshaft turns at half crankshaft speed and opens the inlet and exhaust valves through tappets or, on overhead-valve engines, pushrods and rockers. Lubricating oil is held in a sump and splashed or pumped around, so the fuel is plain unleaded petrol.",
            "A two-stroke engine, used on strimmers, brushcutters, hedge trimmers and leaf blowers, fires on every revolution. It has no valves: the piston uncovers ports in the cylinder wall as it moves. As the piston rises, it draws fresh mixture into the sealed crankcase; as it descends on the power stroke, it compresses that mixture, which then flows up the transfer ports into the cylinder while the exhaust port is open. Because the crankcase is part of the gas path it cannot hold oil, so oil is mixed with the fuel, most commonly at 50:1 (2 per cent) for modern handheld tools, although older machines may specify 25:1 or 32:1. Always follow the maker's figure.",
            "This difference explains several faults. A two-stroke with a leaking crankshaft seal or crankcase gasket draws in extra air, runs lean, revs high at idle and can seize. A two-stroke run on unmixed petrol can score its piston within minutes. A four-stroke overfilled with oil, or tipped the wrong way, can push oil into the cylinder and produce white smoke on starting.",
            "Every non-starter is diagnosed in the same order:",
            "<ol><li>Spark: remove the plug, connect an inline spark tester and pull the starter. A strong blue spark across the tester gap rules out most ignition faults.</li><li>Fuel: check that fresh fuel reaches the carburettor; a small amount of fuel introduced through the plug hole that makes the engine fire briefly points to a fuel delivery fault.</li><li>Compression: fit a gauge in the plug hole and pull the engine over several times. Many four-strokes have an automatic compression release that lowers the reading during hand cranking, so compare with the maker's figure rather than a general number.</li></ol>",
            "Record each result before moving on. Skipping a step is the most common reason a trainee replaces parts that were never faulty.",
          ),
        },
      },
      {
        title: "Ignition: Spark Plugs and Magnetos",
        description:
          "Reading spark plugs, testing and gapping the magneto, and finding faults in stop switches and flywheel keys.",
        lesson: {
          title: "Reading plugs and testing the ignition system",
          html: p(
            "A spark plug is a record of how the engine has been running. Light tan or grey deposits on the insulator nose show correct mixture and temperature. Dry black soot means the mixture has been rich, usually from a blocked air filter, a choke left on or a carburettor fault. Wet, oily deposits on a two-stroke suggest too much oil in the mix or a flooded engine; on a four-stroke they suggest worn rings or valve guides. A white, blistered insulator indicates overheating, often from a lean mixture or the wrong heat range of plug. Clean deposits lightly, check the electrode gap with a feeler gauge (commonly 0.6 to 0.8 mm on small engines, but always check the manual) and replace a plug with rounded electrodes or a cracked insulator.",
            "Small engines use a magneto: magnets cast into the flywheel sweep past an ignition module, or armature, mounted beside it. The moving field induces a current in the primary winding; an electronic switch in the module interrupts that current at the right moment, and the collapsing field induces a high voltage, typically well over 10,000 volts, in the secondary winding, which fires the plug. There are no points to adjust on modern engines, but the air gap between module and flywheel matters. It is usually around 0.25 mm; loosen the module, place the correct shim between it and the magnets, let the magnets pull it in, and tighten.",
            "If there is no spark, test in this order. Disconnect the stop-switch wire at the module and test again: a chafed wire or faulty switch can earth the module permanently. Check the plug lead and cap for cracks. Only then condemn the module, which cannot be repaired.",
            "The flywheel key deserves special attention on rotary mowers. If the blade strikes a stump or kerb, the soft aluminium key locating the flywheel on the crankshaft can shear partly. The spark then arrives at the wrong point in the cycle, and the engine kicks back, starts with difficulty or will not start at all. Remove the flywheel with the correct puller, never by hammering the crankshaft end, and inspect the key.",
            "Never test for a spark by holding the plug lead: use an inline tester, and keep fuel and rags well away from the test area.",
          ),
        },
      },
      {
        title: "Fuel Systems and Carburettor Service",
        description:
          "How float and diaphragm carburettors meter fuel, why stale fuel stops them, and how to clean and adjust them.",
        lesson: {
          title: "Servicing float and diaphragm carburettors",
          html: p(
            "Most four-stroke mowers use a float carburettor. Fuel enters a bowl through a needle valve controlled by a float, which keeps the fuel at a constant level. Air drawn through the venturi speeds up and its pressure drops, so fuel is pulled up through the main jet and emulsion tube into the air stream. A separate idle circuit supplies fuel when the throttle plate is almost closed, and a choke plate restricts air for cold starting.",
            "Handheld two-stroke tools use a diaphragm carburettor, because a float would not work upside down. Pressure pulses from the crankcase drive a pump diaphragm that moves fuel from the tank; a second, metering diaphragm opens an inlet needle as the engine draws fuel. Most have two adjusting screws, H for the high-speed circuit and L for low speed, with a separate idle-speed screw. On modern emission-certified tools the H and L screws are fitted with limiter caps, and setting them outside their range can overheat the engine.",
            "The commonest fault is stale fuel. Petrol containing ethanol, such as E10, absorbs water and degrades within a few months; as it evaporates it leaves gum and varnish that block jets and idle passages, and it can harden diaphragms. A machine that starts on the choke but stalls when the choke is opened usually has a blocked idle or main jet.",
            "To service a float carburettor: drain the fuel into an approved container, remove the bowl, take out the float pin, float and needle, and remove the main jet. Spray every passage with carburettor cleaner and blow through with compressed air. Do not push wire or drill bits through jets, because enlarging a jet by even a few hundredths of a millimetre richens the mixture permanently. Check the needle tip for a groove, renew the bowl gasket, and reassemble. On diaphragm carburettors, fit a rebuild kit with new diaphragms and gaskets rather than reusing stiff parts, and replace the fuel filter in the tank.",
            "Prevention is cheaper than repair: buy fuel in small quantities, use a fuel stabiliser or alkylate fuel for machines that stand for long periods, and run the carburettor dry before winter storage. Work outdoors or in a ventilated bay, with no naked flames nearby.",
          ),
        },
      },
    ],
  },
  {
    slug: "first-steps-on-the-oboe",
    discipline: "Oboe playing",
    title: "First Steps on the Oboe",
    description:
      "Who is this for? Adult beginners, and school-age players coming from the recorder or clarinet, who want a secure foundation on the oboe. Over ten weeks the course works through assembling and caring for the instrument, breath support and embouchure, the basic fingering system including forked F, tone and tuning, and an introduction to vibrato.",
    level: "beginner",
    duration: "ten weeks (one 45-minute lesson and daily practice)",
    plantedGap: "vibrato",
    modules: [
      {
        title: "The Instrument and Its Care",
        description:
          "Assembling the oboe safely, preparing a reed, and the daily routines that prevent cracks and costly repairs.",
        lesson: {
          title: "Assembly, reeds and daily care",
          html: p(
            "The oboe is a conical-bore double-reed instrument in C, so it reads at concert pitch, and its written range runs from B flat below middle C to about A nearly three octaves above. It comes in three sections, top joint, lower joint and bell, plus the reed. Most student instruments are made of grenadilla wood or a resin composite, with the conservatoire (thumbplate) key system used in Britain and much of Europe.",
            "Assemble with care, because the rods and bridge keys bend easily. Hold the lower joint by its base, away from the keys, and twist the bell on. Then hold the top joint without squeezing its rods and twist it gently into the lower joint, lining up the bridge keys so that the top-joint lever sits over its partner on the lower joint. Forcing the joints without lining up the bridge is a common cause of bent keywork. A little cork grease on tight tenon corks helps.",
            "The reed is made of two blades of cane, Arundo donax, scraped thin and tied onto a metal staple wrapped in cork; a finished reed is about 70 to 72 mm long. Soak the tip end in a small container of water for two or three minutes before playing. A working reed should crow, producing a bright double-octave sound of Cs, when blown alone with the lips near the string. Keep three reeds in rotation in a ventilated case, never on the instrument between sessions.",
            "Wood reacts to temperature. A cold instrument blown with warm breath expands unevenly on the inside, and the top joint, whose bore is narrowest, is where most cracks appear. Warm the top joint in your hands before playing. With a new wooden instrument, play for only ten to fifteen minutes a day for the first two weeks, increasing gradually.",
            "If a key gurgles with trapped water during playing, press a cigarette paper under its pad to soak it up. After playing, swab each joint separately with a silk pull-through. Never force the swab through the narrow upper end of the top joint: a jammed swab is one of the most common repair jobs brought to woodwind technicians.",
          ),
        },
      },
      {
        title: "Breath Support and Embouchure",
        description:
          "Forming the embouchure, managing the oboe's unusual air resistance, and the first long notes and tonguing.",
        lesson: {
          title: "Embouchure, air and the first sounds",
          html: p(
            "The oboe feels unlike any other wind instrument because its reed opening is tiny. The player needs steady, quite high air pressure but uses very little air, so the usual problem is not running out of breath but having too much left over. Stale air builds up and causes discomfort, so oboists learn to breathe out before breathing in, for example exhaling quickly at a rest and then taking a short breath.",
            "To form the embouchure, say a soft oo, then roll both lips slightly over the teeth so that they cushion the reed. The corners of the mouth move forward and in, like a drawstring bag, while the chin stays flat. Place the reed on the lower lip with only a few millimetres of the tip inside the mouth, then close the lips round it. Too much reed in the mouth gives a wild, flat, loud sound; too little gives a thin, pinched one. Use a mirror to check that the oboe points down at about 40 degrees from the body.",
            "Support comes from steady pressure of the abdominal muscles rather than from tightening the lips. Try blowing a steady stream at a finger held in front of the mouth, then keep the same steady push while letting the reed sound. Practise crowing the reed alone, then reed and instrument.",
            "Start with notes of the left hand, such as B, A and G in the middle of the stave, which respond easily. Play long notes of four slow beats, listening for a steady start and a stable middle. Tongue each note by touching the tip of the tongue lightly to the tip of the reed and releasing it with a tu or du syllable, so that the tongue starts the note like a valve opening; the air must already be pushing behind it.",
            "Tuning begins with the reed. Blown alone, a well-balanced reed crows around C; a reed whose crow is well below this will usually play flat. Check each note with a tuner set to A = 440 Hz (or 442 Hz in some ensembles), and remember that the oboe gives the tuning A to the whole orchestra.",
          ),
        },
      },
      {
        title: "Fingering, Half-Hole and Forked F",
        description:
          "The basic fingering system of the thumbplate oboe, the half-hole and octave keys, and when to use alternative F fingerings.",
        lesson: {
          title: "Finding your way round the keywork",
          html: p(
            "The left hand covers the top joint and the right hand the lower joint. The first three fingers of each hand close the main holes or plates; the little fingers work clusters of keys for the lowest notes and for E flat; the left thumb sits on the thumbplate and also works the back octave key. On the conservatoire system the thumbplate is normally kept closed, and lifting it is used for certain B flat and C fingerings.",
            "The first octave is built downwards from the left hand. Closing fingers one, two and three of the left hand gives G; adding right-hand fingers takes the scale down through F sharp, E and D, and the little-finger keys give C and the lower notes.",
            "Many beginners are surprised that F has three fingerings. Regular F uses the first two fingers of the right hand, with the ring finger pressing a separate F key. When the ring finger is needed on the note before or after, as in a slur from D, oboists switch to left F, in which the left little finger works a key of its own while the right hand keeps two fingers down. When the left little finger is also busy, for example on the left E flat key, forked F is used: the right hand's first and third fingers are down and the middle finger is raised. Forked F can sound veiled and is harder to tune, which is why most instruments now include an F resonance vent that opens automatically with this fingering. Learn regular F first and treat the others as tools for particular passages.",
            "Going into the second octave needs two more skills. For C sharp, D and E flat in the upper stave, the first finger of the left hand rolls down to uncover a small opening in its plate, the half-hole. From E to G sharp the thumb presses the first octave key; from A upwards the side of the left first finger presses the second octave key.",
            "<table><tr><th>Notes (treble stave)</th><th>Extra mechanism</th></tr><tr><td>C sharp to E flat (upper)</td><td>Half-hole</td></tr><tr><td>E to G sharp (upper)</td><td>Thumb octave key</td></tr><tr><td>A to C (above the stave)</td><td>Side octave key</td></tr></table>",
            "Practise slurring between the first and second octave on the same fingering, keeping the embouchure still and letting the air and octave key do the work.",
          ),
        },
      },
    ],
  },
  {
    slug: "reading-old-norse-an-introduction",
    discipline: "Old Norse",
    title: "Reading Old Norse: An Introduction",
    description:
      "Old Norse, the language of the Icelandic sagas and the Eddic poems, can be read with a dictionary after a single term of grammar. Beginning from pronunciation and the normalised spelling used in modern editions, the course covers the four cases of nouns, strong and weak verbs, word order, and the reading of runic inscriptions, with short extracts from the sagas in every class.",
    level: "beginner",
    duration: "one term (two one-hour classes a week for ten weeks)",
    plantedGap: "runic inscriptions",
    modules: [
      {
        title: "Sounds and Normalised Spelling",
        description: "How the standardised spelling of editions works and how Old Norse was pronounced.",
        lesson: {
          title: "Pronouncing normalised Old Norse",
          html: p(
            "Manuscripts of the sagas spell inconsistently, so most student editions and grammars use a normalised spelling that represents the language of Iceland around 1200. Learning this system first makes dictionaries, such as Zoëga's Concise Dictionary of Old Icelandic, easy to use.",
            "Vowel length matters for meaning. A long vowel is marked with an acute accent: á, é, í, ó, ú, ý. Thus <i>tal</i> means talk or number, while <i>tál</i> means deceit. Other vowel letters include æ (long, as in English air), œ (long, a rounded e), ø (short, a rounded e) and ǫ, an open o as in English hot. Many Icelandic editions print ǫ as ö, following modern spelling, so a student must recognise both.",
            "Two letters come from the old alphabet. Þ, þ (thorn) is the voiceless th of thin and appears at the beginning of words: <i>Þórr</i>, <i>þing</i> (assembly). Ð, ð (eth) is the voiced th of this and appears inside and at the end of words: <i>góðr</i> (good), <i>bað</i> (asked).",
            "Several consonants change value by position. F at the start of a word is [f], but between vowels or at the end of a word it is [v]: <i>hafa</i> (to have). G between vowels is a voiced fricative [ɣ], a softened g with no full closure. Hv is pronounced [hw], as in <i>hvat</i> (what). Double consonants are held longer, so <i>kalla</i> (to call) has a long l. R is trilled.",
            "Stress always falls on the first syllable of a word, as in the other Germanic languages.",
            "The most visible feature of the spelling is the masculine nominative ending <i>-r</i>: <i>dagr</i> (day), <i>konungr</i> (king), <i>armr</i> (arm). This ending marks the subject of a sentence. Personal names keep it too: <i>Gunnarr</i>, <i>Hrafnkell</i> (where -ll comes from an earlier -lr), <i>Egill</i>. Modern Icelandic inserts a vowel, giving <i>dagur</i>, which is a useful reminder of how close the two languages remain.",
            "Practise by reading aloud the first lines of any saga in normalised form, marking long vowels and the value of each f and g before you read.",
          ),
        },
      },
      {
        title: "Nouns and the Four Cases",
        description: "The nominative, accusative, genitive and dative, their uses, and the suffixed definite article.",
        lesson: {
          title: "Strong masculine and neuter nouns",
          html: p(
            "Old Norse nouns have three genders and four cases. The nominative marks the subject; the accusative the direct object and motion after prepositions such as <i>í</i> and <i>á</i>; the genitive possession and the object of some verbs; the dative the indirect object, location after <i>í</i> and <i>á</i>, and the instrument with which something is done. Because the endings carry these meanings, word order is freer than in English.",
            "The commonest masculine pattern is the strong a-stem, illustrated here by <i>armr</i> (arm), with the neuter <i>skip</i> (ship) beside it.",
            "<table><tr><th>Case</th><th>armr sg.</th><th>armr pl.</th><th>skip sg.</th><th>skip pl.</th></tr><tr><td>Nominative</td><td>armr</td><td>armar</td><td>skip</td><td>skip</td></tr><tr><td>Accusative</td><td>arm</td><td>arma</td><td>skip</td><td>skip</td></tr><tr><td>Genitive</td><td>arms</td><td>arma</td><td>skips</td><td>skipa</td></tr><tr><td>Dative</td><td>armi</td><td>ǫrmum</td><td>skipi</td><td>skipum</td></tr></table>",
            "Three points deserve notice. First, neuter nouns never distinguish nominative from accusative, and strong neuters take no ending in the nominative and accusative plural, so <i>skip</i> can mean ship or ships; context decides. Second, the dative plural always ends in <i>-um</i>. Third, that <i>-um</i> ending causes u-umlaut: an <i>a</i> in the preceding syllable becomes <i>ǫ</i>, so <i>armr</i> gives <i>ǫrmum</i>, <i>dagr</i> gives <i>dǫgum</i> and <i>land</i> gives <i>lǫndum</i>. Learning to undo umlaut is essential for looking words up.",
            "Old Norse has no separate word for the in front of a noun. Instead, a definite article is attached to the end of the noun, and it is itself declined: <i>armrinn</i> (the arm), <i>arminn</i> (accusative), <i>armsins</i> (genitive), <i>arminum</i> (dative); <i>skipit</i> (the ship), <i>skipsins</i>, <i>skipinu</i>. In the sagas the article is used less often than in English, so <i>konungr</i> may be translated as the king where context makes the reference clear.",
            "Try a short sentence: <i>Konungr gaf manni skip</i>, the king gave a man a ship. <i>Konungr</i> is nominative, <i>manni</i> dative (to a man) and <i>skip</i> accusative. Rearranging it as <i>Skip gaf konungr manni</i> changes the emphasis but not the meaning.",
          ),
        },
      },
      {
        title: "Verbs, Word Order and First Sentences",
        description:
          "Present and past tenses of strong and weak verbs, the verb-second rule, and reading a simple saga sentence.",
        lesson: {
          title: "Strong and weak verbs in the present and past",
          html: p(
            "Like English, Old Norse has two great classes of verb. Weak verbs form their past tense with a dental suffix containing ð, d or t, as English does with walked. Strong verbs change the vowel of the root, as English does with ride, rode. There are seven classes of strong verb, each with its own vowel series, so they are learned from their principal parts: infinitive, past singular, past plural and past participle.",
            "<ul><li>Class I: <i>bíta, beit, bitu, bitinn</i> (bite)</li><li>Class II: <i>bjóða, bauð, buðu, boðinn</i> (offer)</li><li>Class V: <i>gefa, gaf, gáfu, gefinn</i> (give)</li><li>Weak: <i>kalla, kallaði, kallaðr</i> (call); <i>telja, taldi, taliðr</i> (count, tell); <i>dæma, dæmdi, dæmðr</i> (judge)</li></ul>",
            "The present tense endings differ a little between the two classes. The weak verb <i>kalla</i> runs: <i>ek kalla, þú kallar, hann kallar, vér kǫllum, þér kallið, þeir kalla</i>. Note u-umlaut again in <i>kǫllum</i>. The strong verb <i>gefa</i> runs: <i>ek gef, þú gefr, hann gefr, vér gefum, þér gefið, þeir gefa</i>. The first person singular of a strong verb has no ending, and the second and third person singular share the ending <i>-r</i>.",
            "Main clauses follow the verb-second rule: the finite verb comes second, whatever comes first. So <i>Gunnarr reið heim</i> (Gunnar rode home) becomes <i>Þá reið Gunnarr heim</i> (then rode Gunnar home) when an adverb opens the sentence. The sagas often begin a new episode with the verb itself, especially with verbs of speaking and moving: <i>Ríða þeir nú heim</i>, now they ride home, using the present tense for vivid narration, a habit translators usually smooth into the past.",
            "Here is a sentence adapted from the opening of <i>Hrafnkels saga</i>: <i>Hrafnkell átti hest, er Freyfaxi hét</i>. <i>Átti</i> is the past of <i>eiga</i> (to own), a preterite-present verb; <i>hest</i> is the accusative of <i>hestr</i> (horse); <i>er</i> is the relative particle which or that; and <i>hét</i> is the past of the strong verb <i>heita</i> (to be called). Hrafnkel owned a horse that was called Freyfaxi.",
            "Parse every verb you meet by class, tense, person and number before translating the sentence as a whole.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-social-policy-welfare-poverty-and-the-state",
    discipline: "Social policy",
    title: "Introduction to Social Policy: Welfare, Poverty and the State",
    description:
      "How should a society share the risks of illness, unemployment and old age? This first-year unit introduces the ideas and institutions of social policy: welfare state regimes; the Beveridge Report and the post-war settlement; the definition and measurement of poverty; social security; and housing policy, with the United Kingdom as the main case and comparisons from elsewhere in Europe.",
    level: "beginner",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "housing policy",
    modules: [
      {
        title: "Welfare Regimes Compared",
        description:
          "Why welfare states differ, using the typologies of Titmuss and Esping-Andersen and the criticisms they provoked.",
        lesson: {
          title: "Esping-Andersen's three worlds and their critics",
          html: p(
            "Every rich democracy spends a large share of national income on pensions, health care, family support and unemployment benefits, yet the way they do so differs sharply. Social policy scholars use typologies to make sense of this variety.",
            "An early influential scheme came from Richard Titmuss, whose <i>Social Policy: An Introduction</i> (1974) distinguished three models. The residual model sees the state stepping in only when family and market fail. The industrial achievement-performance model ties benefits to work and contributions. The institutional redistributive model provides universal services on the basis of need.",
            "Gøsta Esping-Andersen's <i>The Three Worlds of Welfare Capitalism</i> (1990) turned this into a measured comparison of eighteen countries. His central concept is decommodification: the degree to which people can maintain a socially acceptable standard of living without selling their labour in the market, for example because sickness or unemployment benefits are generous, easy to obtain and long-lasting. He also examined stratification, the way in which welfare states reproduce or reduce social divisions.",
            "<ul><li>Liberal regimes (the United States, Australia, Canada, and in many accounts the United Kingdom) rely on means-tested assistance and modest flat-rate benefits, encourage private provision, and show low decommodification.</li><li>Conservative or corporatist regimes (Germany, France, Austria, Italy) are built on social insurance linked to occupation, preserve status differences, and assume a male breadwinner supported by the family and the church.</li><li>Social democratic regimes (Sweden, Norway, Denmark) offer universal, generous benefits and public services to the whole population, with high decommodification and a commitment to full employment.</li></ul>",
            "The typology provoked a large critical literature. Feminist scholars such as Jane Lewis (1992) and Ann Orloff argued that decommodification ignores unpaid care work, and that the key question for women is whether the state allows them to form independent households; Lewis classified countries instead by the strength of the male-breadwinner model. Maurizio Ferrera (1996) identified a distinct Southern European model in Spain, Portugal, Greece and Italy, with fragmented insurance schemes, generous pensions and weak safety nets. Francis Castles and Deborah Mitchell described an Antipodean model in which wage regulation did some of the work that benefits did elsewhere.",
            "For seminar, place one country you know against the three regimes and decide which criticism best explains any poor fit.",
          ),
        },
      },
      {
        title: "Beveridge and the Post-War Settlement",
        description:
          "The 1942 Beveridge Report, its assumptions, and the legislation that built the British welfare state between 1944 and 1948.",
        lesson: {
          title: "Social Insurance and Allied Services",
          html: p(
            "William Beveridge's report <i>Social Insurance and Allied Services</i>, published in December 1942, became a best-seller in wartime Britain. It promised an attack on five giant evils on the road to reconstruction: Want, Disease, Ignorance, Squalor and Idleness. Its detailed proposals, however, concerned the first of these: abolishing want through a unified system of social insurance.",
            "The scheme rested on a few principles. Everyone of working age would pay a flat-rate contribution, and in return would receive flat-rate benefits for sickness, unemployment, widowhood and retirement, set at a level intended to meet subsistence needs. Insurance would be universal and compulsory, administered by a single ministry, replacing a patchwork of approved societies and schemes. Means-tested national assistance would remain as a safety net for the few whom insurance did not cover.",
            "Beveridge made three explicit assumptions without which the plan would not work: family allowances for children, a comprehensive health and rehabilitation service, and the maintenance of employment, meaning the avoidance of mass unemployment. The wartime coalition's 1944 White Paper on Employment Policy accepted a responsibility for maintaining a high and stable level of employment.",
            "Legislation followed quickly. The Education Act 1944 created free secondary education for all. The Family Allowances Act 1945 paid an allowance for the second and subsequent children. The National Insurance Act 1946 and the National Insurance (Industrial Injuries) Act 1946 enacted the insurance scheme; the National Health Service Act 1946 created a health service free at the point of use, which opened on 5 July 1948; and the National Assistance Act 1948 abolished the last of the Poor Law.",
            "The settlement had weaknesses that shaped later debate. Flat-rate benefits were set below the cost of living as it rose after the war, so from the start many pensioners and unemployed people also needed means-tested national assistance, contrary to Beveridge's intention. The scheme assumed a male breadwinner: married women could opt to pay a reduced contribution and rely on their husband's insurance, an option not closed to new entrants until 1977. And flat-rate contributions limited how far benefits could rise without burdening the lowest paid, which later pushed governments towards earnings-related contributions.",
          ),
        },
      },
      {
        title: "Who Counts as Poor?",
        description:
          "Absolute and relative definitions of poverty, the official UK measure, and how household income is equivalised.",
        lesson: {
          title: "Defining and measuring poverty",
          html: p(
            "How many people are poor depends first on how poverty is defined. Seebohm Rowntree's study of York in 1899 used an absolute standard: a family was in primary poverty if its total earnings were insufficient to obtain the minimum necessaries for the maintenance of merely physical efficiency, calculated from the cost of a basic diet, clothing, fuel and rent. He found almost 10 per cent of the city's population in primary poverty and over a quarter in poverty overall.",
            "Peter Townsend's <i>Poverty in the United Kingdom</i> (1979) argued that needs are social, not merely physical. People are in poverty when their resources are so far below those commanded by the average household that they are excluded from ordinary living patterns, customs and activities. This relative definition underlies most measures used in Europe today.",
            "The standard UK measure, published annually by the Department for Work and Pensions in its Households Below Average Income series, counts individuals living in households with an income below 60 per cent of the contemporary median. The European Union's at-risk-of-poverty rate uses the same threshold. A second UK measure, absolute low income, fixes the line at 60 per cent of the median in a base year, uprated only for inflation, so it shows whether living standards at the bottom are rising in real terms.",
            "Household income must be adjusted for size and composition, because a couple with two children needs more than a single adult, though not four times as much. This adjustment is called equivalisation. The modified OECD scale gives weights of 1.0 to the first adult, 0.5 to each other person aged 14 or over and 0.3 to each child under 14. A couple with children aged 6 and 10 therefore has a weight of 1.0 + 0.5 + 0.3 + 0.3 = 2.1. If their net income is £42,000 a year, their equivalised income is £42,000 ÷ 2.1 = £20,000, the figure compared with the poverty line. The UK rescales the weights so that a childless couple equals 1, but the logic is the same.",
            "Income measures have known limits: they miss savings and debts, the costs of disability, and how long people stay poor. The Minimum Income Standard, developed at Loughborough University, instead asks groups of the public what a household needs for an acceptable standard of living and prices that basket directly.",
          ),
        },
      },
    ],
  },
];
