/** Seventy-sixth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout76.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT76_A: EvalCourse[] = [
  {
    slug: "coaching-table-tennis-foundations-for-club-coaches",
    discipline: "Table tennis coaching",
    title: "Coaching Table Tennis: Foundations for Club Coaches",
    description:
      "Aimed at volunteers and newly qualified club coaches, the course covers the shakehand grip and ready position, the forehand and backhand drives, multiball feeding, the service law and doubles tactics, with an emphasis on running safe, busy sessions for juniors.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week)",
    plantedGap: "doubles tactics",
    modules: [
      {
        title: "Grip, Stance and the Ready Position",
        description:
          "How to teach the shakehand grip, an athletic ready position and the neutral bat angle on which every later stroke depends.",
        lesson: {
          title: "Teaching the grip and ready position",
          html: p(
            "Almost every beginner in a British club learns the shakehand grip, so called because the player takes the handle as if shaking hands. The thumb rests lightly on the forehand rubber next to the handle, the index finger lies along the bottom edge of the backhand rubber, and the other three fingers wrap round the handle. The blade should sit as an extension of the forearm rather than pointing upwards like a spoon. The penhold grip, common in China and Japan, is worth showing so that players recognise it, but a coach starting juniors from scratch should teach the shakehand grip unless there is a strong reason not to.",
            "Grip pressure is the commonest fault and the hardest to see. A clenched hand locks the wrist and forearm, so strokes become stiff and touch disappears. Ask players to hold the bat just firmly enough that you cannot easily pull it out of their hand; many coaches use a scale of one to ten and aim for about three between strokes, tightening briefly at contact. Check too that the index finger has not crept into the middle of the backhand rubber, which blocks the backhand, and that the thumb has not slid up the forehand face, which does the same to the forehand.",
            "A neutral grip points the V between thumb and index finger roughly at the edge of the blade. Turning the hand towards the forehand side makes forehands easy and backhands awkward, and the reverse is also true; small variations are acceptable, but large ones should be corrected early because they become habits within weeks.",
            "The ready position is an athletic stance: feet a little wider than shoulder width, the right-hander's right foot slightly back, knees flexed, weight on the balls of the feet and the upper body leaning slightly forward. The bat is held in front of the body at about table height, with the elbow relaxed and clear of the hip. Beginners should stand roughly an arm's length and a half from the end of the table, a little towards the backhand side so that the forehand covers more of the table. Teach players to return to this position after every stroke; 'hit and recover' should become a phrase they hear constantly.",
          ),
        },
      },
      {
        title: "Forehand and Backhand Drives",
        description:
          "Technical models for the two basic drives, with the feeding and multiball methods used to build them quickly.",
        lesson: {
          title: "Building the drives with multiball",
          html:
            p(
              "The forehand drive is the first attacking stroke and the backbone of rallying. For a right-hander, the player turns the waist so that the bat starts back, level with the right hip and slightly below the height of the ball. The stroke travels forwards and upwards with the bat face a little closed, tilted forwards, and contacts the ball at or just before the top of the bounce. The follow-through finishes in front of the forehead, often described as a salute, while the weight shifts from the right foot to the left. Power comes from rotation of the waist and shoulders, not from a flailing arm.",
              "The backhand drive is played in front of the body rather than to the side. The elbow stays forward and relaxed, the bat starts in front of the stomach, and the forearm extends forwards and slightly upwards towards the target, so that the bat finishes pointing where the ball is going. It is a shorter, more compact stroke than the forehand, and the commonest faults are lifting the elbow, swinging from the shoulder and contacting the ball too late, beside the body.",
              "Multiball feeding speeds up learning enormously. The coach stands at the side of the table with a bucket of fifty to a hundred balls and feeds one ball after another to a chosen spot at a regular rhythm, so that a player may play fifty strokes in the time a rally-based drill would produce ten. Feeds begin slow, high and predictable, then progress one variable at a time:",
            ) +
            "<ol><li>regular rhythm to one spot;</li><li>quicker rhythm to the same spot;</li><li>alternating forehand and backhand spots;</li><li>irregular placement, so that the player must read the ball and move.</li></ol>" +
            p(
              "Between multiball sets, move players into cooperative rallying with a target, such as twenty consecutive forehands cross-court. Counting gives immediate feedback and keeps waiting players engaged as scorers. Give one coaching point at a time, and show it with a short demonstration rather than a long explanation.",
            ),
        },
      },
      {
        title: "Serving Legally and Running a Club Session",
        description:
          "The main requirements of the service law and a template for planning safe, active sessions for groups of juniors.",
        lesson: {
          title: "The service law and the session plan",
          html:
            p(
              "Service faults are a frequent source of argument in junior matches, so coaches should teach the law correctly from the first session. Under the Laws of Table Tennis, the ball must start resting freely on the open, flat palm of the server's stationary free hand. The server projects it near vertically upwards, without imparting spin, so that it rises at least 16 cm after leaving the hand, and strikes it as it falls. From the start of service until it is struck, the ball must be above the level of the playing surface and behind the server's end line, and it must not be hidden from the receiver by any part of the server's body or clothing. The free arm must be removed from the space between the ball and the net as soon as the ball has been projected.",
              "A serve that touches the net assembly but otherwise lands correctly is a let and is replayed. In a game to 11 points each player serves two points in turn; at 10-10 service alternates after every point, and the game continues until one player leads by two.",
              "A good junior session keeps every player active and safe. A typical two-hour plan:",
            ) +
            "<table><tr><th>Time</th><th>Activity</th></tr><tr><td>0:00-0:15</td><td>Warm-up: footwork games and shadow strokes</td></tr><tr><td>0:15-0:50</td><td>Technical block: one stroke, multiball then rallying</td></tr><tr><td>0:50-1:05</td><td>Service practice to targets</td></tr><tr><td>1:05-1:45</td><td>Conditioned games, such as forehand-only points</td></tr><tr><td>1:45-2:00</td><td>Short competition and review</td></tr></table>" +
            p(
              "Plan for three or four players per table and rotate them on a signal. Check the hall before players arrive: tables locked in position, surrounds or barriers between courts, enough space behind each table, and a clear routine for collecting balls from the floor, which is the commonest cause of turned ankles. Keep a register, know where the first-aid kit is, and agree how parents will collect younger players.",
            ),
        },
      },
    ],
  },
  {
    slug: "beginning-thai-tones-script-and-everyday-speech",
    discipline: "Thai language",
    title: "Beginning Thai: Tones, Script and Everyday Speech",
    description:
      "Can a complete beginner learn to read Thai in a single term? This evening class shows how: the five tones, the three consonant classes and the rules that link them, vowel symbols, polite particles and numbers, with practical phrases for market bargaining.",
    level: "beginner",
    duration: "ten weeks (one two-hour evening class a week)",
    plantedGap: "market bargaining",
    modules: [
      {
        title: "The Five Tones of Standard Thai",
        description:
          "Hearing and producing the mid, low, falling, high and rising tones, together with vowel length and aspiration.",
        lesson: {
          title: "Tones, vowel length and aspiration",
          html: p(
            "Standard Thai, the Bangkok-based variety taught in schools across the country, is a tonal language: the pitch pattern of a syllable is as much a part of the word as its consonants and vowels. There are five tones. In the transliteration used on this course the mid tone is unmarked (maa), the low tone carries a grave accent (màa), the falling tone a circumflex (mâa), the high tone an acute accent (máa) and the rising tone a caron (mǎa).",
            "The mid tone is level, at a comfortable speaking pitch. The low tone is level but lower, sometimes sinking slightly at the end. The falling tone starts high and drops sharply, like an emphatic English 'No!'. The high tone starts above mid and rises a little, often with some tension in the throat. The rising tone dips first and then climbs, rather like the English question 'Yes?'. Compare three very common words: maa 'come' (mid), mǎa 'dog' (rising) and máa 'horse' (high).",
            "The classic practice sentence mái mài mâi mâi mǎi, 'New wood doesn't burn, does it?', runs through four of the tones: wood (high), new (low), not (falling), burn (falling) and the question particle (rising). Say it slowly, exaggerating each contour, then build up speed.",
            "Two other contrasts matter as much as tone. First, vowel length is distinctive: khâao 'rice', with a long vowel, is a different word from khâo 'to enter', with a short one. Second, Thai distinguishes three kinds of stop at the lips and at the tongue tip: voiced b and d; unaspirated p and t, as in English 'spin' and 'stop'; and aspirated ph and th, as in English 'pin' and 'top'. In romanised Thai 'ph' never represents an f sound, so Phuket begins with a p, and 'th' is never the sound in English 'thin'. Unaspirated p and t are the hardest for English speakers: hold a strip of paper in front of the lips, which should not flutter when you say pai 'go'.",
            "Tones are learned by ear before they are learned from the script. Listen to recordings daily, shadow a native speaker phrase by phrase, and record yourself to compare; learners who skip this stage usually carry a flat, toneless accent for years.",
          ),
        },
      },
      {
        title: "Reading the Script: Consonant Classes and Vowels",
        description:
          "How the 44 consonants fall into three classes, how vowels are written around the consonant, and how class, syllable type and tone marks predict the tone.",
        lesson: {
          title: "Working out the tone of a written syllable",
          html:
            p(
              "The Thai alphabet has 44 consonant letters, two of which (ฃ and ฅ) are obsolete, and the script runs from left to right with no spaces between words; spaces mark the ends of phrases and sentences. Vowel symbols are written around the consonant they follow in speech: before it (เ, แ, โ, ใ, ไ), after it (-า), above it (-ิ, -ี) or below it (-ุ, -ู), and some combine several positions. A vowel written before a consonant is still pronounced after it: ไป is pai, not ai-p.",
              "Every consonant belongs to one of three classes, mid, high or low, and the class of the initial consonant is the first input to the tone. The nine mid-class letters are ก จ ด ต ฎ ฏ บ ป อ; the eleven high-class letters include ข ฉ ถ ผ ฝ ส ห; the remaining twenty-four are low class. The second input is syllable type. A live syllable ends in a long vowel or in m, n, ng, y or w; a dead syllable ends in a short vowel or in a stop, p, t or k. Without a tone mark, the rules are:",
            ) +
            "<table><tr><th>Class</th><th>Live syllable</th><th>Dead, short vowel</th><th>Dead, long vowel</th></tr><tr><td>Mid</td><td>mid</td><td>low</td><td>low</td></tr><tr><td>High</td><td>rising</td><td>low</td><td>low</td></tr><tr><td>Low</td><td>mid</td><td>high</td><td>falling</td></tr></table>" +
            p(
              "Four tone marks override these defaults. With mid-class consonants, mái èek (่) gives a low tone, mái thoo (้) falling, mái trii (๊) high and mái jàttawaa (๋) rising; the last two are used almost only with mid-class letters. With high-class consonants, mái èek gives low and mái thoo falling; with low-class consonants, mái èek gives falling and mái thoo high. So ห้า 'five', high class with mái thoo, is hâa, while ม้า 'horse', low class with mái thoo, is máa.",
              "One more rule catches every beginner. A silent ห placed before a low-class sonorant such as ม, น, ง, ย, ร, ล or ว makes the syllable follow the high-class rules: หมา, mǎa 'dog', is rising, while มา, maa 'come', is mid. Practise by reading a list of syllables aloud and writing the class, syllable type and tone beside each before checking with a recording.",
            ),
        },
      },
      {
        title: "Polite Talk and Counting",
        description: "Greetings, polite particles, pronouns, numbers and classifiers for everyday exchanges.",
        lesson: {
          title: "Being polite and counting in Thai",
          html: p(
            "Politeness in Thai is marked in the grammar as well as in behaviour. Speakers end most sentences addressed to strangers, elders and people in service roles with a polite particle chosen by the speaker's gender: men say khráp; women say khâ at the end of statements and khá at the end of questions. So sawàtdii khráp or sawàtdii khâ serves as both 'hello' and 'goodbye', and khàwp khun khráp or khàwp khun khâ is 'thank you'. The reply mâi pen rai, 'never mind, it's nothing', is one of the most useful phrases in the language.",
            "Pronouns are often dropped when the context makes them clear. When they are used, a man says phǒm for 'I', and a woman usually says chǎn, or the more formal dì-chǎn; khun is a polite 'you'. Greetings are accompanied by the wâi, palms pressed together in front of the chest or face; the higher the hands and the deeper the bow, the more respect is shown, and the younger or junior person initiates it.",
            "The numbers one to ten are nùeng, sǒng, sǎam, sìi, hâa, hòk, jèt, pàet, kâo and sìp. Eleven is sìp-èt, not sìp-nùeng; twenty is yîi-sìp, not sǒng-sìp; and twenty-one is yîi-sìp-èt. Larger units each have their own word: rói (100), phan (1,000), mùen (10,000), sǎen (100,000) and láan (1,000,000). So 25,000 is sǒng-mùen-hâa-phan, literally 'two ten-thousands, five thousands'. Thai also has its own numerals, ๑ to ๙ and ๐, still seen on official documents and temple signs.",
            "When counting things, Thai puts a classifier after the number, in the order noun, number, classifier. Kaafae sǒng thûay is 'two cups of coffee', and nák-rian sìi khon 'four students', khon being the classifier for people. Tua is used for animals, as well as for clothes and for furniture such as tables and chairs, so mǎa sǎam tua is 'three dogs'. The general classifier an covers many small objects when you do not know the right one. A wrong classifier is understood, but sounds foreign, so learn each noun together with its classifier.",
          ),
        },
      },
    ],
  },
  {
    slug: "sugarcane-growing-for-new-growers",
    discipline: "Sugarcane production",
    title: "Sugarcane Growing for New Growers",
    description:
      "From sett to mill: an introduction for new and returning growers to choosing and treating planting material, the four growth phases of the crop, weed control, managing ratoons, and judging ripeness so that cane reaches the mill at its sugar peak.",
    level: "beginner",
    duration: "five weeks (one day a week, combining classroom sessions and field visits)",
    plantedGap: "weed control",
    modules: [
      {
        title: "Planting Material and Setts",
        description:
          "Choosing healthy seed cane, cutting and treating setts, and planting them at the right depth and spacing.",
        lesson: {
          title: "Setts, seed cane and planting",
          html: p(
            "Commercial sugarcane is grown vegetatively, not from true seed. Modern varieties are complex hybrids, mostly descended from crosses between the noble cane Saccharum officinarum and the wild species S. spontaneum, and they do not breed true, so every field is planted with pieces of stalk called setts, or billets when they are cut by machine. Each sett carries buds, or eyes, at the nodes, and each node also has a band of root primordia. In warm, moist soil the bud grows into a primary shoot and the root band produces the first sett roots, which feed the shoot until its own roots take over.",
            "Seed cane should come from a dedicated nursery plot of an approved variety, cut when the cane is about eight to ten months old. Younger cane has more active buds and a higher moisture content, which helps sprouting; old, mature cane with hardened buds sprouts more slowly and less evenly. Setts with two or three buds are the usual compromise: single-bud setts dry out and rot more easily, while long setts waste planting material because only the end buds tend to shoot strongly.",
            "Many diseases travel in planting material, so treatment matters. Ratoon stunting disease, caused by the bacterium Leifsonia xyli subsp. xyli, shows no obvious external symptoms but can cut yields substantially, especially in dry seasons. It is managed by hot-water treatment of seed cane, typically at 50 °C for two to three hours according to the local protocol, and by disinfecting cane knives and harvesters between blocks. Growers should buy approved, treated seed cane wherever a scheme exists.",
            "Setts are laid end to end or slightly overlapping in furrows 20 to 30 cm deep, covered at first with about 5 cm of soil, and the furrow is filled in gradually as the shoots grow. Row spacing depends on the harvesting system: about 1.5 to 1.8 m is common where machine harvesters are used, while hand-cut crops are often planted in narrower rows. Plant into moist soil; planting into dry soil followed by heavy rain often gives a poor, patchy stand that has to be gap-filled later.",
          ),
        },
      },
      {
        title: "How the Crop Grows",
        description: "The germination, tillering, grand growth and ripening phases, and what the crop needs in each.",
        lesson: {
          title: "The four growth phases",
          html:
            p(
              "A plant crop normally takes twelve to eighteen months from planting to harvest, depending on climate and planting season, and passes through four overlapping phases. Knowing where a field is in that sequence tells the grower what the crop needs and which problems to look for.",
            ) +
            "<ol><li><strong>Germination and establishment</strong>, roughly the first 30 to 45 days. Buds sprout and sett roots feed the young shoot until shoot roots take over. Sprouting is fastest in warm soil, around 28 to 30 °C, and slows sharply below about 20 °C.</li><li><strong>Tillering</strong>, to around four months. Underground buds at the base of the primary shoot produce secondary shoots, or tillers. Far more tillers form than survive: counts often peak at well over twice the final number of millable stalks, and shading within the canopy thins them. Good light, adequate moisture and early nitrogen favour strong tillering.</li><li><strong>Grand growth</strong>, from about four to nine months in a twelve-month crop. Stalks elongate rapidly, sometimes by 10 cm or more a week, and the crop uses most of its water in this phase. Sugarcane is a C4 plant, very efficient at turning strong sunlight into biomass, but drought now permanently shortens the internodes and reduces yield.</li><li><strong>Maturation and ripening</strong>, the final two to three months. Growth slows and sucrose accumulates in the stalk, from the bottom upwards. Cool nights, dry weather and falling nitrogen supply all encourage ripening, which is why harvest seasons in most cane regions are timed to the cool, dry months.</li></ol>" +
            p(
              "Lodging, when tall cane falls over in wind or rain, is a late-season risk in heavy crops. Lodged cane is harder to harvest cleanly, may root and sprout from its nodes, and usually has a lower sugar content. Choosing varieties with strong stalks for exposed sites and avoiding excessive late irrigation reduce losses.",
              "Keep simple records for every block: planting date, variety, irrigation, rainfall and observations at each phase. They explain differences in yield between blocks far better than memory does.",
            ),
        },
      },
      {
        title: "Ratoons, Ripeness and the Cut-to-Crush Window",
        description:
          "Managing regrowth after harvest, testing ripeness with a refractometer, and getting cane to the mill before sugar is lost.",
        lesson: {
          title: "From ratoon to mill",
          html: p(
            "After harvest the stubble left in the ground sprouts again to produce a ratoon crop, and most growers take three to five ratoons before ploughing out and replanting. Ratooning saves the cost of planting material and land preparation, and ratoons usually mature a little faster than the plant crop. Yields nevertheless tend to fall with each ratoon because of soil compaction from harvesting traffic, gaps where stools have died, and the build-up of ratoon stunting disease and soil pests. A break crop such as soybean or another legume between cycles improves soil structure and interrupts pest and disease cycles.",
            "Good ratoon management starts at harvest: cut low and cleanly so that the buds below ground sprout, avoid harvesting very wet fields where machinery compacts the rows, and fill large gaps early with setts or transplants.",
            "Ripeness is judged with a hand refractometer, which measures Brix, the percentage of dissolved solids in the juice, most of which is sucrose in ripe cane. Juice is taken with a small probe from the lower and upper parts of sample stalks across the field. In unripe cane the top of the stalk has much lower Brix than the bottom; as the crop ripens the two converge. A ratio of top to bottom Brix of about 0.95 or above is widely used as the sign that a field is ready to cut. Mills analyse delivered cane for sucrose and fibre, and in many industries, such as Australia's, growers are paid on a calculated measure of recoverable sugar, commercial cane sugar (CCS).",
            "Once cane is cut, the clock starts. Cut stalks lose sucrose through respiration and through inversion into glucose and fructose, and bacteria such as Leuconostoc enter the cut ends and produce dextran, which slows processing at the mill. Losses rise quickly after about 24 hours, faster in hot weather and in burnt or chopped cane, so harvesting and haulage should be planned so that cane is crushed within a day of cutting.",
          ),
        },
      },
    ],
  },
  {
    slug: "vehicle-body-repair-panel-skills-for-beginners",
    discipline: "Vehicle body repair",
    title: "Vehicle Body Repair: Panel Skills for Beginners",
    description:
      "A dented door does not always mean a new panel. New entrants to the bodyshop learn to assess damage, reshape steel with hammer and dolly, apply and shape body filler and prepare a repair for primer, and are introduced to MIG welding and to safe working with paints and dust.",
    level: "beginner",
    duration: "twelve weeks (one day a week in the college workshop)",
    plantedGap: "MIG welding",
    modules: [
      {
        title: "Reading the Damage",
        description:
          "How to identify direct and indirect damage, high and low spots, and the metal involved, and how to decide whether a panel should be repaired or replaced.",
        lesson: {
          title: "Assessing a damaged panel",
          html: p(
            "Before picking up a hammer, a panel technician works out how the damage happened and in what order the metal moved. Direct damage is the area the object actually struck, usually a sharp crease or dent where the steel has been stretched. Indirect damage is everything the impact dragged out of shape around it: rolled buckles, hinge buckles, and distorted swage lines and edges, which may extend well beyond the point of impact. The general rule is to repair in the reverse order to that in which the damage occurred, releasing the indirect damage first, because the tension it holds is often what keeps the direct dent in place.",
            "Damage is found by eye, by hand and with tools. Look along the panel at a low angle towards a light source; distortions show as breaks and wobbles in the reflected line. Feel the panel with a flat, gloved hand, sweeping across it rather than pressing with the fingertips. On bare metal, a body file drawn lightly across the area shows high spots as bright, scratched areas and low spots as untouched ones.",
            "Know the metal before working it. Older and cheaper panels are mild steel, which can be worked cold and tolerates moderate heat. Modern bodies also use high-strength and ultra-high-strength steels, including boron steels in pillars and sills; these lose strength if heated and often must not be straightened at all, only replaced, following the manufacturer's repair data. Aluminium panels are softer, work-harden quickly and must be repaired with dedicated tools in a separate area, because steel particles embedded in aluminium cause galvanic corrosion.",
            "The repair-or-replace decision balances labour time, access, the type of steel and the manufacturer's method. A rule many estimators use is that if repair labour would approach the cost of a new panel plus fitting and refinishing, replacement is usually the better choice. Structural parts, however, follow the manufacturer's instructions, not cost, because the car's crash performance depends on them.",
          ),
        },
      },
      {
        title: "Hammer and Dolly: Working Steel Back to Shape",
        description:
          "On-dolly and off-dolly techniques, raising low spots, lowering high spots and dealing with stretched metal.",
        lesson: {
          title: "Using the hammer and dolly",
          html: p(
            "The hammer and dolly are the panel beater's basic tools. The dolly, a shaped steel block held behind the panel, supports the metal and acts as a second hammer, while the planishing hammer, with a nearly flat, polished face, strikes from the outside. Choose a dolly whose curvature matches the original crown of the panel: a flatter dolly for flat panels, a high-crown dolly for tight curves.",
            "In the hammer-on-dolly technique the dolly is held directly behind the point struck. The metal is squeezed between two hard surfaces, which smooths it but also thins and stretches it slightly. Use light blows and only where the metal is already close to shape; heavy on-dolly work is the commonest way beginners stretch a panel.",
            "In the hammer-off-dolly technique the dolly is held under a low spot while the hammer strikes a nearby high spot, a centimetre or two away. The hammer lowers the high metal and the rebound of the dolly pushes the low metal up, without stretching. Most dent repair is done this way, working from the outer edges of the damage towards the centre with light, overlapping blows.",
            "Where there is no access behind the panel, as in sills and double-skinned doors, the dent is pulled rather than pushed, using tabs bonded to the paint with hot-melt adhesive and a slide hammer or lever bridge.",
            "Stretched metal shows as an oil-can bulge that pops in and out under thumb pressure, because the panel now has more area than the space it must fill. It is shrunk by heating: a shrinking disc run on a sander heats the high points by friction, or a small spot is heated with a torch, and a damp cloth then quenches the metal so that it contracts. Never heat high-strength steels this way.",
            "Finish by checking with a body file or straight edge. Aim for metal within about a millimetre of its original shape; filler is a finish, not a substitute for metalwork.",
          ),
        },
      },
      {
        title: "Filler, Feather-Edging and Primer Preparation",
        description:
          "Mixing, applying and shaping polyester filler and preparing the repair area safely for the paint shop.",
        lesson: {
          title: "From bare metal to primer-ready",
          html: p(
            "Polyester body filler is a two-part product: a paste and a benzoyl peroxide hardener, usually added at about 2 per cent by weight, which in practice is a strip of hardener across a golf-ball-sized mound of filler; always follow the manufacturer's data sheet. Too little hardener leaves the filler soft; too much makes it brittle and can bleed through the paint as a stain. Mix on a clean, non-porous board by folding and pressing with a spreader, not by stirring, which whips in air and leaves pinholes. Working time is only a few minutes at 20 °C.",
            "Filler bonds to clean, bare metal abraded with about P80 grit; it must not be laid over old paint, rust or contamination. Press a thin first coat firmly into the metal, then build up in layers. Manufacturers generally limit the finished thickness to around 3 mm over a properly straightened panel, another reason to get the metalwork right first.",
            "Shape the filler first with a cheese-grater file while it is semi-cured, then with P80 to P120 on a long block, and finish with P180. A guide coat, a fine dry powder wiped over the area, shows remaining low spots as dark patches after blocking. Feather-edge the surrounding paint so that each layer of the old paint film shows as a smooth ring, with no step that a fingernail can catch. Bare metal is then sealed with an etch or epoxy primer before a 2K primer surfacer is applied.",
            "Health and safety runs through every stage. Sanding dust from filler and old paint must be extracted at source with dust-extracted sanders, and an FFP3 disposable mask or a P3-filtered half mask worn. Hardeners irritate skin and eyes and organic peroxides are flammable, so wear nitrile gloves and goggles and keep hardener away from heat. Most 2K primers and clearcoats contain isocyanates, a leading cause of occupational asthma; they must be sprayed only in a ventilated booth with an air-fed mask, never with a dust mask.",
          ),
        },
      },
    ],
  },
  {
    slug: "theatre-wigmaking-first-steps-in-knotting",
    discipline: "Wigmaking",
    title: "Theatre Wigmaking: First Steps in Knotting",
    description:
      "Theatre wigs are built one knot at a time. Over the term, learners take a head measurement and pattern, choose lace, galloon and hair, ventilate a practice hairline with single and double knots, and finish with wig dressing for performance.",
    level: "beginner",
    duration: "fourteen weeks (one three-hour workshop a week)",
    plantedGap: "wig dressing",
    modules: [
      {
        title: "Measuring the Head and Making a Pattern",
        description:
          "Taking standard wig measurements and making a cling-film and tape pattern to transfer to a wig block.",
        lesson: {
          title: "Measurements and the head pattern",
          html:
            p(
              "A made-to-measure theatre wig starts from an accurate record of one performer's head. The performer's own hair is flattened as closely as possible, usually pin-curled or wrapped and covered with a wig cap, because the finished wig must fit comfortably over it through a whole performance. The standard measurements, taken with a soft tape and recorded in centimetres on a measurement sheet, include:",
            ) +
            "<ul><li>circumference: around the hairline from the centre front, just above the ears, to the nape and back;</li><li>front to nape: from the centre front hairline over the crown to the nape;</li><li>ear to ear over the top: from the point where the hairline meets the front of one ear, across the crown to the other;</li><li>ear to ear round the back, across the occipital bone;</li><li>temple to temple round the back of the head;</li><li>nape width, across the hairline at the nape.</li></ul>" +
            p(
              "Measurements alone cannot capture the shape of a hairline, so a pattern is also made. The head is wrapped in cling film, drawn firmly but comfortably over the wig cap, and strips of clear tape are laid over it until it forms a stiff shell. The hairline is then traced onto the tape with a permanent marker, including the shape of the temples and sideburns, the points where the hairline meets the ears, and the nape. Mark the centre front, the crown and the direction in which the hair grows, especially at the crown whorl and along the front hairline. Note distinctive features, such as a widow's peak or receding temples, that the wig must reproduce or hide.",
              "The pattern is lifted off carefully so that it keeps its shape, then fitted over a canvas-covered wig block of the nearest size. Blocks are padded with layers of wadding under cling film until their measurements match the performer's; it is far easier to pad a slightly small block than to work on one that is too big. Finally the hairline is transferred from the pattern to the block, ready for the foundation to be built over it.",
            ),
        },
      },
      {
        title: "Lace, Galloon and Hair",
        description: "Choosing foundation materials and preparing hair so that every strand lies the right way.",
        lesson: {
          title: "Foundation materials and hair preparation",
          html: p(
            "The foundation of a theatre wig combines several materials, each chosen for the part of the head it covers. Fine lace, historically silk and now usually nylon or polyester, is used at the front hairline, where it must disappear against the skin under stage lighting; it is delicate and tears if knotted too heavily. The rest of the head is covered with a stronger, coarser net, which carries the weight of the hair and takes many more knots. Galloon, a narrow ribbon, is stitched around the edges and across points of strain to reinforce them and hold the shape, and elastic at the nape helps the wig sit snugly.",
            "Hair for wigs falls into four groups. European human hair is the finest and most natural-looking, and the most expensive. Asian human hair is thicker and straighter and is often processed to make it finer. Yak hair is cheaper, takes colour well and is widely used for character and period wigs and for facial hair. Synthetic fibre is inexpensive and holds a curl, but can look shiny under lights and may melt under heated tools unless it is a heat-resistant fibre.",
            "Human hair has a cuticle of overlapping scales pointing from root to tip. If hairs are mixed so that some point the wrong way, known as turned hair, the scales catch on one another and the wig tangles within a few wears. Every bundle of wig hair must therefore keep its root ends together. To check a single hair, hold it between finger and thumb and slide along it: it feels smooth towards the tip and slightly rough towards the root.",
            "Hair is combed out and blended on a hackle, a board of upright steel spikes, to mix colours evenly and remove short and broken strands. It is then held between drawing mats, a pair of flat bristle pads that grip the hair with the root ends aligned, so that small amounts can be drawn out as needed while knotting. Colour matching is done in daylight where possible, blending two or three shades, because a single flat colour looks artificial on stage.",
          ),
        },
      },
      {
        title: "Ventilating: Single and Double Knots",
        description:
          "Using a ventilating needle to knot hair into lace, controlling direction and density across a hairline.",
        lesson: {
          title: "Knotting a hairline",
          html: p(
            "Ventilating, or knotting, is the process of hooking small amounts of hair through the foundation and tying them off. The ventilating needle is a fine hook set in a holder, and needles are graded by how many hairs they pick up. At the front hairline a very fine needle taking one or two hairs is used, so that the hairline looks as if it grows from the skin. Further back, where density matters more than invisibility, coarser needles taking three to five hairs speed the work.",
            "To tie a single knot, fold a small tuft of hair about a third of the way from its root end and hold it in the non-knotting hand. Pass the needle under one strand of the lace, hook the hair at the fold and draw it through to form a loop. Then turn the needle, catch the hair ends above the lace, pull them through the loop and tighten gently. A double knot takes the ends through the loop a second time before tightening. It is stronger and is used where the wig takes strain, at the nape, the crown and behind the ears, but it is bulkier and shows at the hairline.",
            "The direction in which the needle enters the lace sets the direction in which the hair will lie, so hairline knotting follows the growth pattern marked on the block: forwards and outwards at the temples, down at the sideburns, and radiating from the crown. Work in rows along the hairline and increase density gradually away from the front edge; a hard line of thick hair is the surest sign of a wig.",
            "Knotting is slow. A full lace wig takes tens of thousands of knots and commonly well over forty hours of work, so good posture, strong light and regular breaks are part of the technique. Check knots as you go: a loose knot slips out when the wig is combed, and a knot pulled too hard tears the lace. Keep a practice sample of each lace you use and knot a test patch on it before starting a new hairline.",
          ),
        },
      },
    ],
  },
];
