/** Seventy-seventh held-out evaluation courses, beginner level (A to B); see ai-courses-heldout77.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT77_A: EvalCourse[] = [
  {
    slug: "coaching-grassroots-football-foundations-for-new-coaches",
    discipline: "Football coaching",
    title: "Coaching Grassroots Football: Foundations for New Coaches",
    description:
      "Aimed at new volunteer coaches in community clubs: how to plan safe, game-based sessions for players aged 5 to 11, run the small-sided formats used in youth football, give feedback that builds confidence, and organise goalkeeper training.",
    level: "beginner",
    duration: "six weeks (one two-hour practical session a week)",
    plantedGap: "goalkeeper training",
    modules: [
      {
        title: "Planning a Session",
        description:
          "How to build a safe, enjoyable hour of practice around one clear topic, using the Four Corner Model and the STEP principle.",
        lesson: {
          title: "The anatomy of a grassroots session",
          html: p(
            "A good session for young players is built around one topic, such as dribbling to beat an opponent or passing to switch play, and every activity in the hour serves it. The FA's Four Corner Model is a useful check on whether a plan treats players as whole people: the technical and tactical corner (what they do with the ball and why), the physical corner (agility, balance, coordination), the psychological corner (confidence, decision-making, resilience) and the social corner (communication, cooperation, respect). A session that only drills technique with children standing in queues fails three corners at once.",
            "A reliable structure for a 60-minute session is an arrival activity, one or two practices and a game. The arrival activity starts as soon as the first child turns up, so nobody waits around: a simple 1v1 or ball-mastery challenge that players can join one at a time. The main practice then isolates the topic in a realistic setting, with opposition and direction, because young players learn to read the game only when there is something to read. The final game, often half the session, lets them apply the topic freely.",
            "To make any practice easier or harder, use STEP:",
            "<ul><li>Space: a bigger area gives more time on the ball; a smaller one adds pressure.</li><li>Task: change the rules or scoring, for example a bonus goal for a pass that splits two defenders.</li><li>Equipment: different balls, gates instead of goals, more targets.</li><li>People: overloads such as 4v2 help attackers succeed; even numbers raise the challenge.</li></ul>",
            "Safety is part of planning, not an afterthought. Walk the pitch before players arrive and remove glass, stones and anything sharp. Check that every portable goal is anchored or weighted as the manufacturer specifies, because unsecured goals have toppled and killed children; never let players swing on crossbars. Know where the first-aid kit is, who holds parents' contact details and how an ambulance would reach the pitch. Finally, after each session, note briefly what worked and what to change next week: planning, doing and reviewing form one cycle.",
          ),
        },
      },
      {
        title: "Small-Sided Games and Youth Formats",
        description:
          "Why children play 5v5, 7v7 and 9v9 rather than the adult game, and how to run these formats well.",
        lesson: {
          title: "Why fewer players means more football",
          html: p(
            "In England, children do not play eleven-a-side until the under-13 age group. The FA's youth development pathway uses three small-sided formats: 5v5 for under-7s and under-8s, 7v7 for under-9s and under-10s, and 9v9 for under-11s and under-12s. The reasoning is simple arithmetic. With fewer players sharing one ball, each child gets more touches, faces more 1v1 situations, attempts more shots and makes more decisions per minute. On a full-size pitch a young player can go several minutes without touching the ball; in 5v5 that rarely happens.",
            "The pitch and goals are scaled to match. The FA's recommended dimensions are about 37 by 27 metres for 5v5, 55 by 37 metres for 7v7 and 73 by 46 metres for 9v9, with goals of 12 by 6 feet for the two younger formats and 16 by 7 feet for 9v9. Smaller goals reward accurate finishing rather than long-range punts, and shorter pitches keep every player involved in both attack and defence.",
            "Several rules exist specifically to encourage playing out from the back. In 5v5 and 7v7, when a team takes a goal kick, the opposing players must retreat: behind the halfway line in 5v5, and behind a marked retreat line in 7v7. The defending team then has space and time to pass the ball into play rather than kicking it long. Coaches should not undermine this by ordering every restart to be hit up the pitch; the point is for children to learn to receive under gentle pressure.",
            "Small-sided matches are also the best teaching tool available in training. A 3v3 or 4v4 game with a simple condition, such as scoring only by dribbling over the end line, produces hundreds of repetitions of the topic in a game setting. Rotate teams often, keep scores light-hearted, and make sure substitutes get equal playing time; in mini-soccer, equal time matters more than results. If one side is winning heavily, rebalance the teams or add a player to the other side rather than letting the game go stale.",
          ),
        },
      },
      {
        title: "How Should a Coach Give Feedback?",
        description:
          "Questioning, praise and correction that help children learn to solve problems on the pitch for themselves.",
        lesson: {
          title: "Talking less, coaching more",
          html: p(
            "Most new coaches talk too much. Children come to play, and every minute spent standing and listening is a minute without the ball. Aim for short, well-timed interventions, and let the practice itself do most of the teaching.",
            "Feedback comes in two broad forms. Intrinsic feedback is what players sense themselves: the ball went wide, the defender stole it. Extrinsic feedback comes from the coach, and it can describe the outcome (knowledge of results: you scored) or the movement that produced it (knowledge of performance: you opened your body before receiving, so you could see the space). For young players, knowledge of performance is more useful but should focus on one point at a time. A child given four corrections at once remembers none of them.",
            "Questioning is often better than telling, because a player who works out an answer owns it. Closed questions (did you look up?) have limited value; open questions (what did you see before the ball arrived? where else could you have passed?) make players reflect on their decisions. Keep questions simple for under-8s, and accept imperfect answers. This approach, sometimes called guided discovery, builds players who can solve problems in a match when the coach is not allowed to stop play.",
            "When you do need to stop a practice, use the freeze sparingly. Call stop, ask players to stand still, make one point with a quick demonstration, and restart within thirty seconds. Praise should be specific and sincere: well done tells a child nothing, but good, you checked your shoulder before the pass tells them what to repeat. The Positive Coaching Alliance recommends a ratio of about five pieces of praise or encouragement to each correction, because children who feel safe to make mistakes take the risks that learning needs. Praise effort and brave decisions, not only goals, and remember that how you react to an error is itself feedback the whole group notices.",
          ),
        },
      },
    ],
  },
  {
    slug: "counterbalance-forklift-operation-novice-operator-training",
    discipline: "Forklift truck operation",
    title: "Counterbalance Forklift Operation: Novice Operator Training",
    description:
      "A counterbalance truck stays upright only while its combined centre of gravity sits inside the stability triangle, and every skill taught here follows from that fact. Novice operators cover stability and data plates, daily pre-use checks, picking up, travelling with and stacking loads, and battery charging, in line with the HSE's Approved Code of Practice L117.",
    level: "beginner",
    duration: "five days full-time (novice course for up to three trainees)",
    plantedGap: "battery charging",
    modules: [
      {
        title: "Stability and the Data Plate",
        description:
          "The physics of the counterbalance truck, the stability triangle, and how to read rated capacity and load centre.",
        lesson: {
          title: "Why trucks tip over",
          html: p(
            "A counterbalance forklift works like a see-saw. The front axle is the pivot; the load on the forks sits in front of it, and the heavy counterweight built into the rear of the truck sits behind it. The truck stays on all its wheels only while the turning effect (moment) of the load, its weight multiplied by its distance in front of the axle, is smaller than the moment of the truck and counterweight behind it.",
            "Sideways stability depends on the stability triangle. Most counterbalance trucks rest on three points of support: the two front wheels and the central pivot of the rear steering axle. The combined centre of gravity of truck and load must stay inside the triangle joining those points. An empty truck's centre of gravity sits towards the rear; lifting a load moves it forward and, as the load rises, upward. A high centre of gravity leaves little margin, which is why turning sharply, cornering fast, travelling with a raised load or turning across a slope can throw it outside the triangle and roll the truck on its side.",
            "The data plate, fixed near the operator's position, states the rated capacity at a specified load centre, for example 2,500 kg at 500 mm, together with the maximum lift height. The load centre is the horizontal distance from the fork face to the load's centre of gravity. If a load's centre of gravity is further out than the plate's figure, the safe capacity falls. For a truck rated at 2,000 kg at 500 mm, a load with its centre at 600 mm gives a rough estimate of 2,000 × 500 ÷ 600, about 1,670 kg. That simple ratio errs on the cautious side, but the manufacturer's load chart is always the authority, and capacity also falls with lift height and with attachments fitted.",
            "If the truck does start to tip sideways, do not jump. Operators have been crushed by the overhead guard while trying to escape. Stay in the seat with the seat belt fastened, hold the steering wheel firmly, brace your feet and lean away from the direction of the fall. This is why the seat belt must be worn every time the truck moves.",
          ),
        },
      },
      {
        title: "Pre-Use Checks",
        description:
          "The walk-round inspection every operator carries out at the start of a shift, and what to do when a defect is found.",
        lesson: {
          title: "The daily inspection",
          html: p(
            "Before using a truck at the start of each shift, the operator carries out a pre-use check and records it on the site's checklist. The check is quick, usually five to ten minutes, but it catches the defects that cause accidents: worn forks, leaking hydraulics, failed brakes. It is separate from the thorough examination required by the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER), which a competent person carries out at least every twelve months, or every six months where the truck carries attachments used as lifting accessories or is used to lift people.",
            "Work around the truck in the same order every time so nothing is missed:",
            "<ol><li>Tyres and wheels: pressures on pneumatic tyres, cuts or chunks missing from solid tyres, wheel nuts secure.</li><li>Forks: cracks at the heel, bends, wear and secure locking pins. A fork worn by 10 per cent at the heel has lost about a fifth of its strength and must be withdrawn.</li><li>Mast and chains: chains evenly tensioned and lubricated, anchor pins secure, no damage to mast channels.</li><li>Hydraulics: no leaks from hoses, rams or fittings; oil level correct.</li><li>Overhead guard and load backrest: in place and undamaged.</li><li>Fuel or power level sufficient for the shift; on gas trucks, the cylinder correctly seated, clamped and free of leaks.</li><li>Seat belt, horn, lights, warning beacon and mirrors working.</li><li>Operating checks: service and parking brakes, steering, and each hydraulic function (lift, lower, tilt, side-shift) moving smoothly without creep.</li></ol>",
            "If any check fails, the truck must not be used. Record the defect, report it to a supervisor, and take the truck out of service by removing the key and fitting a defect tag so nobody else uses it. Never attempt repairs yourself unless you are trained and authorised; hydraulic systems hold stored energy and the mast can fall.",
            "The point of recording checks is not paperwork for its own sake. A signed record shows the employer, and any investigator after an incident, that the truck was inspected, by whom, and what was found. It also reveals patterns, such as a fault reported every Monday, that point to misuse or an underlying problem.",
          ),
        },
      },
      {
        title: "Picking Up, Travelling and Stacking",
        description:
          "Step-by-step methods for lifting a pallet, moving it safely, including on ramps, and placing it on a stack or in racking.",
        lesson: {
          title: "Handling loads safely",
          html: p(
            "Every lift follows the same sequence. Approach the load squarely and slowly, with the forks lowered to just clear the floor. Stop before the pallet, set the forks as wide apart as the pallet allows so the load is evenly supported, and level the mast. Drive forward until the forks are fully inserted and the load touches the backrest, then raise it just enough to clear the ground, tilt the mast back to cradle it, check behind you, and reverse out.",
            "Travel with the load low, roughly 15 cm above the ground, and the mast tilted back. A low load keeps the centre of gravity low and inside the stability triangle. Look in the direction of travel at all times; if the load blocks your forward view, drive in reverse. Slow down at corners and where floors are uneven, sound the horn at blind junctions, and never carry passengers.",
            "Ramps and slopes need particular care. With a load on the forks, drive forwards up the slope and reverse down it, so the load is always on the uphill side and cannot slide off or pull the truck forward. Without a load, the reverse applies: forks point downhill, so the counterweight stays uphill. Never turn on a slope or travel across it, as this is a classic cause of sideways overturns.",
            "To stack a load, approach the stack and stop a short distance away. With the truck stationary and the parking brake applied, raise the load to just above the stacking height; never raise or lower while moving. Creep forward until the load is over the stack, level the mast, and lower the load gently into place. Lower the forks until they are free of the pallet, check behind, reverse out in a straight line, and only then lower the forks to travel height. Removing a load from a stack reverses the sequence.",
            "At the end of a shift, park in a designated area away from fire exits and walkways. Lower the forks to the floor with the mast tilted slightly forward so the tips rest on the ground, select neutral, apply the parking brake, switch off and remove the key.",
          ),
        },
      },
    ],
  },
  {
    slug: "cocoa-production-from-tree-to-dried-bean",
    discipline: "Cocoa production",
    title: "Cocoa Production: From Tree to Dried Bean",
    description:
      "From seedling to sack: an introduction to growing and processing cocoa for agriculture students and extension workers. Topics include the biology of Theobroma cacao and its main cultivar groups, the pests and diseases that cost farmers most, harvesting, fermentation and sun-drying, and the certification schemes that shape how beans are sold.",
    level: "beginner",
    duration: "ten weeks (one three-hour class a week)",
    plantedGap: "certification schemes",
    modules: [
      {
        title: "The Cocoa Tree and Its Cultivar Groups",
        description:
          "Where cocoa grows, how the tree flowers and sets pods, and how Criollo, Forastero and Trinitario types differ.",
        lesson: {
          title: "Biology of Theobroma cacao",
          html: p(
            "Cocoa comes from Theobroma cacao, a small understorey tree in the mallow family (Malvaceae) native to the upper Amazon basin. Commercially it grows within about 20 degrees of the equator, where temperatures stay between roughly 18 and 32 °C and rainfall of 1,500 to 2,000 mm falls fairly evenly through the year. It does not tolerate long dry seasons or frost. Today West Africa dominates production: Côte d'Ivoire and Ghana together supply well over half of the world's beans, mostly from smallholdings of two to five hectares.",
            "The tree is cauliflorous: its small flowers grow directly from the trunk and older branches on woody cushions. A mature tree may produce tens of thousands of flowers a year, but only a small fraction, often 1 to 5 per cent, are pollinated and set fruit. Pollination is carried out mainly by tiny midges, especially of the genus Forcipomyia, which breed in rotting leaf litter and banana stems; a plot kept too bare of moist organic matter often has poor pod set. Pods take five to six months to ripen and contain 20 to 50 seeds, the beans, embedded in a sweet white pulp.",
            "Growers traditionally recognise three groups:",
            "<ul><li>Criollo: pale or white seeds, mild and aromatic flavour, prized for fine chocolate, but low-yielding and susceptible to disease. It now forms a tiny share of world output.</li><li>Forastero: a broad group of Amazonian types with purple seeds and a stronger, more astringent flavour. Its West African form, Amelonado, is the basis of bulk cocoa.</li><li>Trinitario: hybrids of Criollo and Forastero that arose in Trinidad in the eighteenth century, combining some fine flavour with vigour.</li></ul>",
            "Genetic studies have refined this picture. In 2008 Motamayor and colleagues analysed hundreds of accessions and proposed ten genetic clusters, including Marañón, Nacional, Amelonado and Criollo, which breeders now use when choosing parents. For a farmer, the practical questions are yield, disease resistance and flavour, and seedlings from improved hybrid seed gardens usually outperform seed saved from old trees. Young plants need temporary cover from plantain or banana for their first years, and begin bearing after three to five years.",
          ),
        },
      },
      {
        title: "Pests and Diseases",
        description:
          "The main threats to cocoa yields in each producing region and the field practices that keep losses down.",
        lesson: {
          title: "Black pod, swollen shoot and their relatives",
          html: p(
            "Pests and diseases are commonly estimated to destroy 30 to 40 per cent of the world's potential cocoa crop each year. Each region has its own main threats, and a farmer or extension worker needs to recognise them in the field.",
            "<table><tr><th>Problem</th><th>Cause</th><th>Main regions</th></tr><tr><td>Black pod</td><td>Phytophthora palmivora; P. megakarya</td><td>Worldwide; P. megakarya in West and Central Africa</td></tr><tr><td>Cocoa swollen shoot virus disease</td><td>Badnaviruses spread by mealybugs</td><td>Ghana, Côte d'Ivoire, Togo, Nigeria</td></tr><tr><td>Frosty pod rot</td><td>Moniliophthora roreri</td><td>Central and South America</td></tr><tr><td>Witches' broom</td><td>Moniliophthora perniciosa</td><td>South America and the Caribbean</td></tr><tr><td>Mirids (capsids)</td><td>Sahlbergella singularis, Distantiella theobroma</td><td>West Africa</td></tr><tr><td>Cocoa pod borer</td><td>Conopomorpha cramerella</td><td>South-East Asia</td></tr></table>",
            "Black pod is the most widespread. It spreads in wet weather by rain splash and on infected pod husks left on the ground, turning pods brown then black within days. P. megakarya is more aggressive than P. palmivora and can destroy most of a crop in a wet year. Control combines frequent harvesting, removing and burying infected pods, pruning and clearing weeds to improve air movement, and, where needed, copper-based or systemic fungicide sprays timed to the rains.",
            "Swollen shoot is the most serious disease in Ghana and Côte d'Ivoire. Infected trees show red vein-banding on young leaves and swellings on shoots and roots, and yields fall until the tree dies, often within a few years for severe strains. There is no cure: the only effective control is cutting out infected trees and their neighbours, then replanting with tolerant material, sometimes behind barrier crops that mealybugs cannot cross. Ghana's national programme has removed millions of trees for this reason.",
            "In the Americas, witches' broom devastated Bahia in Brazil in the 1990s, cutting the state's output by well over half, and frosty pod rot has spread through most of Central and South America. Both are controlled mainly by removing infected material every week or two and by planting resistant clones. The general lesson is that regular sanitation, good tree spacing and timely harvesting prevent more losses than chemicals do.",
          ),
        },
      },
      {
        title: "Harvest, Fermentation and Drying",
        description: "How ripe pods become dry, well-fermented beans, and how to judge quality with the cut test.",
        lesson: {
          title: "From wet beans to dry beans",
          html: p(
            "Flavour is created on the farm. Unfermented cocoa beans taste bitter and astringent, and no factory process can turn them into good chocolate, so harvesting, fermentation and drying largely decide the value of a crop.",
            "Ripe pods change colour, from green to yellow or from red to orange, and are harvested every two to four weeks with a machete or a knife on a pole, cutting the stalk cleanly so the flower cushion is not damaged. Pods can wait a few days before opening, but split pods and diseased pods should be separated. The beans and pulp are then scooped out for fermentation.",
            "In West Africa most farmers ferment in heaps on banana leaves, covered with more leaves; elsewhere wooden boxes are common. Forastero-type beans need about five to seven days, with the mass turned every two days to mix it and let in air; Criollo needs only two to three. Fermentation is a microbial succession. First, yeasts work in the airless pulp, turning sugars into ethanol and breaking down the pulp so it drains away as sweatings. Lactic acid bacteria grow alongside them. As turning lets in air, acetic acid bacteria oxidise the ethanol to acetic acid, a reaction that releases heat and drives the temperature of the heap to 45–50 °C. The acid and heat penetrate the beans, kill the seed embryo and break down cell walls, allowing enzymes to produce the flavour precursors, amino acids, peptides and sugars, that develop into chocolate flavour during roasting. Purple pigments and bitter polyphenols are reduced at the same time.",
            "Drying then lowers moisture from about 55 per cent to around 7 per cent, safe for storage. Sun-drying on mats or raised tables takes about a week; beans are spread thinly, stirred regularly and covered at night and in rain. Drying should be steady rather than rapid, so that excess acetic acid can evaporate; beans dried too fast stay acidic, while beans dried too slowly go mouldy.",
            "Quality is judged by the cut test: a sample of beans, often 300, is cut lengthwise and each bean classified as well fermented (brown), partly fermented (purple), unfermented (slaty grey), mouldy or insect-damaged. A high share of slaty or mouldy beans lowers the grade and the price.",
          ),
        },
      },
    ],
  },
  {
    slug: "danish-for-beginners-speaking-and-reading-everyday-danish",
    discipline: "Danish language",
    title: "Danish for Beginners: Speaking and Reading Everyday Danish",
    description:
      "How do you order a coffee, introduce yourself or say the time in Danish? Working towards level A1 of the Common European Framework, beginners take three strands together: pronunciation, including the soft d and the stød; the basics of grammar, with the two genders and verb-second word order; and everyday conversation.",
    level: "beginner",
    duration: "twelve weeks (two 90-minute evening classes a week)",
    plantedGap: "stød",
    modules: [
      {
        title: "The Sounds of Danish",
        description:
          "The letters æ, ø and å, the soft d, silent consonants and the vowel system that makes spoken Danish so different from its spelling.",
        lesson: {
          title: "Vowels, the soft d and silent letters",
          html: p(
            "Written Danish looks approachable to English speakers: hus (house), mand (man) and vand (water) are easy to guess. Spoken Danish is harder, because the spelling reflects pronunciation of several centuries ago and many written consonants are now weakened or silent. Learning a handful of regular patterns early saves a great deal of confusion.",
            "The alphabet has 29 letters, ending æ, ø, å. Æ is an open e sound, as in æble (apple); ø is a rounded front vowel like German ö, as in øl (beer); å is like the vowel in English law, as in å (small river) or på (on). Å replaced the older spelling aa in the spelling reform of 1948, though aa survives in some place names such as Aalborg. Danish has an unusually large number of distinct vowel qualities, and vowel length changes meaning, so listen carefully and imitate rather than reading letter by letter.",
            "The best-known feature is the soft d (blødt d). After a vowel, d is usually not a stop at all but a soft sound close to the th of English the, pronounced with the tongue relaxed: mad (food), gade (street), med (with). The phrase rødgrød med fløde, a red berry pudding with cream, is a traditional test for learners because it contains several. In the combinations nd, ld and rd the d is silent: land (country), kold (cold), bord (table).",
            "Other regular patterns:",
            "<ul><li>In hv and hj at the start of a word, h is silent: hvad (what) sounds like va, hvor (where) like vor, hjem (home) like yem.</li><li>R is pronounced at the back of the throat and, after a vowel, mostly melts into it: mor (mother), far (father).</li><li>G after a vowel often becomes a glide or disappears: dag (day), pige (girl), which sounds close to pee-eh.</li><li>Unstressed e at the end of a word is a weak schwa, as in the second syllable of gade.</li></ul>",
            "Stress normally falls on the first syllable of native words, and the rhythm of a sentence is carried by its stressed syllables, with the unstressed ones heavily reduced. Practise with short phrases rather than isolated words, because Danes link words together closely in connected speech.",
          ),
        },
      },
      {
        title: "Nouns, Articles and Word Order",
        description:
          "Common and neuter gender, the definite ending, plurals, and the verb-second rule that governs every main clause.",
        lesson: {
          title: "En bil, et hus: the building blocks of Danish grammar",
          html: p(
            "Danish nouns belong to one of two genders: common gender (fælleskøn), which takes the indefinite article en, and neuter (intetkøn), which takes et. About three-quarters of nouns are common gender, so en is the safer guess, but gender has to be learned with each noun: en bil (a car), en kvinde (a woman), et hus (a house), et æble (an apple).",
            "The definite article is not a separate word but an ending attached to the noun: bilen (the car), huset (the house). If the noun already ends in -e, only -n or -t is added: kvinden, æblet. Plurals commonly end in -er, -e or take no ending at all: biler (cars), huse (houses), børn (children, irregular). The definite plural adds -ne: bilerne (the cars), husene (the houses). When an adjective comes before the noun, the definite article moves to the front as a separate word, den or det for singular and de for plural: den store bil (the big car), det gamle hus (the old house).",
            "Verbs are easy in one respect: they do not change for person. The present tense usually ends in -r, so jeg taler, du taler, hun taler, vi taler all mean I, you, she, we speak. The verb at være (to be) is jeg er, du er, de er. The infinitive is marked by at: at spise (to eat).",
            "Word order follows the verb-second rule: in a main clause, the finite verb is always the second element. Normally the subject comes first, as in Jeg spiser fisk i dag (I eat fish today). But if something else starts the sentence, the subject moves after the verb: I dag spiser jeg fisk (Today eat I fish). English speakers often get this wrong, so it is worth drilling. The negative ikke comes after the verb in a main clause: Jeg spiser ikke kød (I don't eat meat). Questions expecting yes or no start with the verb: Taler du dansk? (Do you speak Danish?) Question words come first, followed by the verb: Hvor bor du? (Where do you live?)",
          ),
        },
      },
      {
        title: "Getting By in Everyday Conversation",
        description: "Greetings, politeness, numbers and telling the time, with the cultural habits behind them.",
        lesson: {
          title: "Hej, tak and halvtreds",
          html: p(
            "Everyday Danish is informal. The standard greeting at any time of day is hej (hi), and hej hej or hej så is a common goodbye; godmorgen (good morning) and farvel (goodbye) are slightly more formal. Since a reform of manners in the late 1960s and 1970s, almost everyone uses du (you, singular) to everyone, including strangers, teachers and employers. The formal De survives mainly in addressing the royal family and in some very formal correspondence, so learners should default to du.",
            "Tak (thanks) appears in many fixed phrases that carry real social weight. After a meal, guests say tak for mad (thanks for the food) to the host. When you meet someone you last saw at a social occasion, it is polite to say tak for sidst (thanks for last time). Undskyld means both excuse me and sorry. To ask how someone is: Hvordan har du det? The reply is Jeg har det godt, tak (I'm fine, thanks). To order, say Jeg vil gerne have en kop kaffe (I would like a cup of coffee), and to ask the price, Hvad koster det?",
            "Danish numbers are famous for their counting in twenties above 40. The units come before the tens, as in older English four-and-twenty: enogtyve (21, one-and-twenty). Fifty, sixty, seventy, eighty and ninety are shortened forms of old expressions counting scores:",
            "<table><tr><th>Number</th><th>Danish</th><th>Origin</th></tr><tr><td>50</td><td>halvtreds</td><td>half-third (2½) times twenty</td></tr><tr><td>60</td><td>tres</td><td>three times twenty</td></tr><tr><td>70</td><td>halvfjerds</td><td>half-fourth (3½) times twenty</td></tr><tr><td>80</td><td>firs</td><td>four times twenty</td></tr><tr><td>90</td><td>halvfems</td><td>half-fifth (4½) times twenty</td></tr></table>",
            "So 75 is femoghalvfjerds, five-and-seventy. Nobody analyses these while speaking; learn them as words.",
            "Telling the time uses a similar logic to German. Klokken er tre means it is three o'clock. Halv fire means half past three, literally half to four, which catches many English speakers out when arranging meetings. Kvart over tre is quarter past three and kvart i fire quarter to four. Always confirm times by repeating them back in full.",
          ),
        },
      },
    ],
  },
  {
    slug: "starting-the-euphonium-a-course-for-adult-beginners",
    discipline: "Euphonium playing",
    title: "Starting the Euphonium: A Course for Adult Beginners",
    description:
      "A first course on the euphonium for adults joining a community or brass band. It covers the instrument and its care, breathing and embouchure, the harmonic series and valve combinations, reading treble- and bass-clef parts, tonguing and lip slurs, and developing a warm, even vibrato.",
    level: "beginner",
    duration: "ten weeks (one hour-long group lesson a week plus home practice)",
    plantedGap: "vibrato",
    modules: [
      {
        title: "The Instrument, Breathing and Embouchure",
        description:
          "How the euphonium is built, how to hold it and breathe, and how the lips form a buzzing embouchure.",
        lesson: {
          title: "Getting a first sound",
          html: p(
            "The euphonium is a conical-bore brass instrument pitched in B flat, sounding in the same range as the tenor trombone and the baritone horn but with a wider bore that gives a rounder, darker tone. Beginner models usually have three valves; most band and professional instruments have four, and many have a compensating system, patented by David Blaikley in 1874, which routes air through extra tubing when valves are combined so that low notes play in tune.",
            "Sound begins with the lips. Moisten them, bring them together as if saying mmm, keep the corners firm and the centre relaxed, and blow a steady stream of air so that the lips vibrate, or buzz. Practise this first on the mouthpiece alone, sliding the pitch up and down like a siren; a clear, centred buzz on the mouthpiece transfers directly to the instrument. Place the mouthpiece roughly centrally, with about half on the top lip and half on the bottom; small variations are normal, and a teacher will check that yours lets the lips vibrate freely.",
            "Sit upright with both feet on the floor and bring the instrument to you, resting it on your lap or a cushion, rather than bending your head and neck down to reach it. The left arm supports the weight; the right hand stays relaxed over the valves, with fingertips on the valve buttons.",
            "Breathing drives everything. Take a relaxed, low breath, letting the abdomen and lower ribs expand rather than lifting the shoulders, then blow through the instrument as if warming your hands, not as if blowing out candles. The euphonium needs a large volume of slow, warm air. A useful exercise is to breathe in for four counts and play a long note for eight, keeping the sound steady to the end.",
            "Care is simple but regular. Oil the valves every few days with valve oil, grease the tuning slides, and empty condensation through the water keys. Never leave the mouthpiece in the instrument during transport, because a knock can jam it. Once a month, rinse the instrument through with lukewarm water and a mild detergent, then dry and re-oil it.",
          ),
        },
      },
      {
        title: "Harmonics, Valves and Clefs",
        description:
          "How the lips select notes from the harmonic series, how valves fill the gaps, and how to read parts in both treble and bass clef.",
        lesson: {
          title: "How a brass instrument makes its notes",
          html: p(
            "Without pressing any valves, a euphonium can play a series of notes called the harmonic series, selected by changing lip tension and air speed. In concert pitch the open notes are B flat (the low pedal note), the B flat above, then F, B flat, D, F and a rather flat A flat, continuing upwards. The gaps between these notes are large in the low register and shrink higher up, which is why the low range needs more valve combinations.",
            "Each valve adds a length of tubing and lowers the pitch of every harmonic:",
            "<ul><li>First valve: two semitones (a whole tone).</li><li>Second valve: one semitone.</li><li>Third valve: three semitones (a minor third).</li><li>Fourth valve: five semitones (a perfect fourth).</li></ul>",
            "Combinations add together, so valves 1 and 3 lower the pitch by five semitones, the same as the fourth valve. On four-valve instruments the fourth valve is used instead of 1 and 3 because it is better in tune, and 2 and 4 replace 1, 2 and 3. Tuning is never perfect: combinations tend to play sharp, which the compensating system and careful listening correct.",
            "Euphonium players read two kinds of part, and band players need both. In British brass bands, euphonium parts are written in treble clef as a B flat transposing instrument, sounding a major ninth lower than written. Written middle C, on the ledger line below the treble stave, sounds the B flat on the second line of the bass stave. The advantage is that treble-clef fingerings are identical to those of the cornet and trumpet, so players can move between instruments easily. In orchestras, concert bands and much solo repertoire, parts are in bass clef at concert pitch, so a written B flat is the note that sounds.",
            "The open notes therefore appear as C, G, C, E, G in treble clef and as B flat, F, B flat, D, F in bass clef. Learn each clef as a separate language rather than translating in your head while playing; a good method is to play the same simple scale from both notations in each practice session until the fingerings become automatic.",
          ),
        },
      },
      {
        title: "Tonguing, Lip Slurs and First Tunes",
        description:
          "Starting notes cleanly, moving between harmonics smoothly, and building a daily practice routine.",
        lesson: {
          title: "Articulation and flexibility",
          html: p(
            "Notes on a brass instrument are normally started with the tongue. With the air ready, the tip of the tongue rests lightly behind the top teeth and is drawn back as if saying tu, releasing the air into the mouthpiece. The tongue releases the air; it does not push it or stop it. A common beginner fault is to stop each note by closing the tongue, producing a clipped tut sound; instead, let the note end by stopping the breath. For smoother, legato playing, use a softer du syllable, keeping the air flowing between notes.",
            "A slur joins notes without tonguing. When the notes need different valves, simply keep the air moving and change fingers exactly together. When the notes share a valve combination but lie on different harmonics, the lips and air speed alone must move between them. These lip slurs are the brass player's basic flexibility exercise. Start with open notes, slurring slowly from concert B flat up to F and back, then add the upper B flat. Repeat the same pattern with valve 2, then valve 1, then valves 1 and 2, and so on down the combinations. Keep the mouthpiece pressure light, and use faster air, not more pressure, for higher notes.",
            "A sensible daily routine for an adult beginner takes 20 to 30 minutes:",
            "<ol><li>Mouthpiece buzzing and long notes (five minutes), listening for a steady, centred tone.</li><li>Lip slurs (five minutes), slow and relaxed.</li><li>Scales (five to ten minutes): concert B flat, E flat and F major first, as these keys appear most often in band music.</li><li>Tunes and band parts (ten minutes), starting slowly with a metronome.</li></ol>",
            "Tuning matters from the start. Warm up, then play a concert B flat against a tuner or reference pitch of A = 440 Hz and adjust the main tuning slide: pull it out if you are sharp, push it in if you are flat. In a band, tuning is a matter of listening to the players around you, so get into the habit of matching pitch by ear as well as by dial.",
          ),
        },
      },
    ],
  },
];
