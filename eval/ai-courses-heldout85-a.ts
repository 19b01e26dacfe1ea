/** Eighty-fifth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout85.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT85_A: EvalCourse[] = [
  {
    slug: "coaching-croquet-from-first-strokes-to-club-play",
    discipline: "Croquet coaching",
    title: "Coaching Croquet: From First Strokes to Club Play",
    description:
      "Club members who want to bring newcomers onto the lawn will practise teaching the grip, stance and swing, run a first game of golf croquet, and introduce the roquet and croquet stroke of the association game. The course also explains the handicap system, so that new players can enter club competitions on level terms.",
    level: "beginner",
    duration: "six weeks (one two-hour practical session on the lawn a week)",
    plantedGap: "handicap system",
    modules: [
      {
        title: "Grip, Stance and the Single-Ball Stroke",
        description: "How to teach a repeatable, straight swing before a beginner ever meets a hoop.",
        lesson: {
          title: "Teaching a straight swing",
          html: p(
            "Almost every fault a beginner shows on the lawn comes from a swing that does not travel along the line of aim. The coach's first job is therefore to build a simple, repeatable stroke on a single ball, away from the pressure of hoops and opponents. Full-size balls weigh about a pound (454 g) and measure 3⅝ inches (92 mm) across, and most adult mallets weigh around three pounds, so the mallet does the work if the player lets it swing.",
            "Three grips are in common use. In the standard grip the top hand holds the end of the shaft with the knuckles facing forward and the lower hand sits a few inches below, palm forward. The Irish grip places both hands with palms facing forward, which many players find keeps the wrists quiet. The Solomon grip puts both hands at the top of the shaft with knuckles forward. None is correct in itself; let the beginner try each for ten strokes and keep the one that produces the straightest results.",
            "Most players stand centre-style, feet either side of the line of swing and slightly apart, with the ball a comfortable distance in front of the toes. The swing comes from the shoulders, not the wrists, like a pendulum, and the head stays still until after contact. Teach the follow-through as part of the stroke: a mallet that finishes pointing along the line of aim shows that it was travelling along that line when it struck.",
            "Stalking is the routine that puts the body on the line. The player stands a couple of yards behind the ball, picks out the target, and walks straight in along that line, placing the feet only when the mallet is already grounded behind the ball. A useful drill follows:",
            "<ol><li>Set a peg or a spare ball one yard away and have the player hit it five times in a row.</li><li>Move the target back a yard after each successful set of five.</li><li>When a miss occurs, ask the player where the mallet finished rather than correcting the grip at once.</li></ol>",
            "Keep early sessions short and varied. Beginners who hit fifty balls in a row tend to grip harder and swing worse; ten minutes of stroke practice followed by a game teaches more.",
          ),
        },
      },
      {
        title: "A First Game of Golf Croquet",
        description: "The rules of the simpler game and how to organise a newcomer's first match.",
        lesson: {
          title: "Running a beginners' golf croquet match",
          html: p(
            "Golf croquet is the best game for newcomers because every turn consists of a single stroke and the aim is easy to grasp: be the first side to send a ball through the hoop that is currently in play. It is also played competitively at the highest level, so nobody should think of it as a lesser game.",
            "A full-size lawn measures 35 by 28 yards, with six hoops and a centre peg; hoop 1 stands seven yards from the south and west boundaries. The game uses four balls. Blue and black play against red and yellow, and the order of play never changes: blue, red, black, yellow. In doubles each player plays one ball; in singles each player plays both balls of a side.",
            "All balls start within a yard of corner IV and play towards hoop 1. Whichever ball runs hoop 1 first scores a point for its side, and then every ball, wherever it lies, contests hoop 2. The course runs through twelve hoops in the standard sequence and then hoop 3 again as the thirteenth, so a game is won by the first side to seven points. Because the hoop in play changes as soon as anyone scores, beginners quickly learn the central tactical idea: a ball that has no chance of the current hoop should be sent ahead to wait at the next one.",
            "That idea has a limit. A ball that is more than halfway to the next hoop but one when a point is scored may be offside, and the opponents can then have it moved to a penalty area on the boundary. Introduce this rule after a couple of games rather than at the start, since it only matters once players begin to plan ahead.",
            "For a first session, play short games to four or five points on a half-size lawn, stand near the hoop to act as referee, and stop play briefly whenever a good decision or an instructive mistake occurs. Ask questions such as 'Which ball is most dangerous now?' rather than giving instructions. Players who can answer that question are already thinking like croquet players.",
          ),
        },
      },
      {
        title: "The Roquet and the Croquet Stroke",
        description: "Introducing the two-ball strokes that make association croquet a break-building game.",
        lesson: {
          title: "From roquet to continuation stroke",
          html: p(
            "Association croquet differs from golf croquet in one decisive way: a turn can go on for many strokes, and skilled players build breaks that take a ball round several hoops at once. The engine of the break is a three-stroke sequence that beginners must understand before they can play the game at all.",
            "It starts with the roquet. When the striker's ball hits another ball, the striker picks up their own ball and places it in contact with the ball just hit. The next stroke is the croquet stroke: the striker hits their own ball, and the other ball must move or at least shake. If it does not, the stroke is a fault. After the croquet stroke the striker earns one further continuation stroke, which can be used to run a hoop, roquet another ball or position for the next move. Within a turn each of the other three balls may be roqueted once; running the next hoop in order earns a continuation stroke and clears all three balls to be roqueted again.",
            "The croquet stroke is where technique becomes interesting, because by changing how the mallet strikes the coach can teach players to control how far each ball travels. The ratios below are approximate and vary with lawn speed.",
            "<table><tr><th>Stroke</th><th>How it is played</th><th>Distance ratio (striker's ball : croqueted ball)</th></tr><tr><td>Stop shot</td><td>Stand back, grip high, stop the mallet at impact</td><td>about 1 : 6 to 1 : 10</td></tr><tr><td>Drive</td><td>Ordinary level swing with follow-through</td><td>about 1 : 3 to 1 : 4</td></tr><tr><td>Half roll</td><td>Grip lower, stand over the ball, hit slightly down</td><td>about 1 : 2</td></tr><tr><td>Full roll</td><td>Hands low on the shaft, steeper downward stroke</td><td>about 1 : 1</td></tr></table>",
            "Teach the drive first, since it uses the swing players already have. Then show the stop shot and the full roll side by side, so that the learner sees the two extremes and understands that every other croquet stroke sits between them. A good first exercise sends the croqueted ball to a hoop while the striker's ball stops just in front of it, ready to run the hoop with the continuation stroke: the first small step towards a break.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-furniture-making",
    discipline: "Furniture making",
    title: "Introduction to Furniture Making",
    description:
      "Wood keeps moving long after a tree is felled, and good furniture is designed to allow for it. Working at the bench, beginners choose and prepare solid timber, mark out accurately with hand tools, cut and glue mortise-and-tenon joints, and try veneering on a small box lid.",
    level: "beginner",
    duration: "ten weeks (one three-hour workshop session a week)",
    plantedGap: "veneering",
    modules: [
      {
        title: "Timber, Moisture and Wood Movement",
        description: "Why solid wood shrinks and swells, and how furniture makers design around it.",
        lesson: {
          title: "Designing for wood movement",
          html: p(
            "A freshly felled tree can hold more than its own dry weight in water. As timber dries below about 30 per cent moisture content, the fibre saturation point, the cell walls themselves begin to lose water and the wood starts to shrink. It will go on shrinking and swelling for as long as the piece exists, following the humidity of the room it stands in. Furniture makers cannot stop this movement; they can only choose timber that has been dried to suit its final home and build so that the movement does no harm.",
            "For furniture used indoors in a centrally heated house, buy kiln-dried timber at roughly 8 to 12 per cent moisture content and let it stand in the workshop for a week or two before cutting. A pin-type moisture meter gives a quick check. Air-dried boards, often at 16 to 20 per cent, are fine for garden furniture but will shrink and crack if made into an indoor table.",
            "Movement is not equal in every direction. Along the grain it is negligible, around 0.1 per cent. Across the grain it is large, and tangential movement, parallel to the growth rings, is roughly twice radial movement, across the rings. Oak, for example, shrinks about 4 per cent radially and 8 to 10 per cent tangentially between green and oven-dry. This is why a flat-sawn board cups as it dries, with the rings trying to straighten, while a quarter-sawn board, with rings at right angles to its face, stays flatter and changes width less.",
            "Three classic details follow from these facts:",
            "<ul><li>A frame-and-panel door holds its solid panel loosely in a groove, so the panel can swell and shrink without splitting the frame.</li><li>A tabletop is fixed to its rails with wooden buttons or slotted metal plates that let it slide across the grain rather than with glue or fixed screws.</li><li>Long-grain is never glued at right angles to a wide piece of cross-grain; the two move differently, and the joint or the board will eventually fail.</li></ul>",
            "A 600 mm wide flat-sawn oak top can change width by several millimetres between a damp autumn and a dry, heated winter. Design for that, and the piece will still be sound in fifty years.",
          ),
        },
      },
      {
        title: "Marking Out and Truing Stock by Hand",
        description: "Preparing square, true components and laying out joints with gauge, square and knife.",
        lesson: {
          title: "Face side, face edge and sharp edges",
          html: p(
            "Accurate joints begin long before the saw comes out. Every component must first be made flat, straight and square, and every later measurement taken from the same two reference surfaces. Traditional hand-tool preparation follows a fixed order.",
            "Start with the face side. Plane one broad face flat, checking across the width and along the length with a straightedge and checking for twist with a pair of winding sticks laid across each end: if their top edges are not parallel when sighted, plane down the high corners. Mark the finished surface with the looped face-side mark. Next plane one edge straight and square to the face side, checking with a try square held against the face side, and mark it with the face-edge mark pointing to the face side. Then set a marking gauge to the required thickness, run it from the face side all round the piece, and plane down to the line; repeat from the face edge for the width.",
            "Bench planes are chosen by length. A No. 7 or No. 8 jointer, around 22 inches long, bridges the hollows on long edges; a No. 5 jack plane does general work and removes waste; a No. 4 smoothing plane gives the final surface. A plane cuts cleanly only if its iron is sharp. Grind the bevel at about 25 degrees, then hone a narrow secondary bevel at around 30 degrees on a fine stone until a burr forms along the back, and remove the burr by laying the back flat on the finest stone. The same routine serves for chisels.",
            "When laying out joints, use a marking knife rather than a pencil wherever a saw or chisel will follow the line. The knife severs the surface fibres, gives the tool a positive edge to register against, and is about a quarter of the width of a pencil line. Always mark from the face side and face edge, never from an unmarked surface, so that small errors in thickness end up on the hidden side of the joint. Work methodically through the cutting list and label each part; most beginners' mistakes come from marking the right joint on the wrong face.",
          ),
        },
      },
      {
        title: "Cutting and Gluing the Mortise-and-Tenon Joint",
        description: "Proportions, cutting sequence and glue-up for the joint that holds frames together.",
        lesson: {
          title: "A stopped mortise and tenon for a table frame",
          html: p(
            "The mortise and tenon has joined legs to rails for thousands of years because it resists racking well and offers generous long-grain glue surfaces. Its strength depends on sensible proportions and on a fit that is snug but not forced.",
            "As a rule of thumb, make the tenon about one third of the thickness of the rail, adjusted to match the nearest chisel you own: a 22 mm rail takes an 8 mm tenon cut with an 8 mm mortise chisel. Set the tenon back from the outside face of the leg, so that the mortise does not break through, and make a stopped mortise deep enough to take a tenon roughly two thirds to three quarters of the leg's width. Where two rails meet in a leg, mitre the ends of the tenons so that they share the depth without colliding. On a rail that carries a groove for a panel, leave a short haunch on the tenon to fill the end of the groove.",
            "Set a mortise gauge to the chisel width and mark the mortise and the tenon from the same setting, both from the face side. Chop the mortise first, working from the centre towards the ends and levering out waste as you go; stop about 2 mm short of each end line and pare to the knife marks at the end. Then saw the tenon cheeks on the waste side of the gauge lines and saw the shoulders against a knife line. Test the fit and pare the cheeks with a wide chisel until the tenon slides home under hand pressure.",
            "Before glue goes anywhere, do a complete dry assembly with the cramps set to the right openings. PVA glue gives roughly ten minutes of open time, so plan the order of work. Apply glue to both the mortise walls and the tenon cheeks, cramp up with protective blocks, and check the frame for square by measuring both diagonals: if they differ, angle the cramps slightly towards the long diagonal. Clean off squeeze-out once it turns rubbery, which is easier than scraping hard glue later.",
          ),
        },
      },
    ],
  },
  {
    slug: "beauty-therapy-foundations-skin-facials-and-waxing",
    discipline: "Beauty therapy",
    title: "Beauty Therapy Foundations: Skin, Facials and Waxing",
    description:
      "Core salon treatments taught to industry standard: skin structure and skin analysis, client consultation and contraindications, the basic facial, warm and hot waxing, and eyelash tinting. Practical assessments take place in the college's commercial salon.",
    level: "beginner",
    duration: "one term (two three-hour practical sessions a week)",
    plantedGap: "eyelash tinting",
    modules: [
      {
        title: "Skin Structure and Skin Types",
        description: "The anatomy of the skin and how a therapist identifies skin types and conditions.",
        lesson: {
          title: "Reading the skin before treating it",
          html: p(
            "Every facial or body treatment starts with an accurate picture of the skin in front of you. That picture rests on a working knowledge of how skin is built.",
            "The epidermis, the outer layer, has no blood vessels and is renewed from below. Cells are produced in the stratum basale, move up through the stratum spinosum and stratum granulosum, where they fill with keratin and begin to die, and reach the stratum corneum as flat, dead, overlapping cells that are eventually shed. The stratum lucidum, a clear layer, appears only in thick skin on the palms and soles. In young adults the journey from base to surface takes roughly four weeks, slowing with age, which is one reason mature skin can look dull. Melanocytes in the basal layer produce melanin, which gives colour and protects against ultraviolet light.",
            "Beneath lies the dermis: an upper papillary layer with fine capillaries and nerve endings, and a deeper reticular layer of collagen and elastin fibres that give skin its strength and spring. The dermis also holds hair follicles, sweat glands and sebaceous glands, whose oily sebum combines with sweat to form the slightly acidic surface film, around pH 4.5 to 5.5, known as the acid mantle.",
            "Therapists classify skin into types, which are largely inherited, and conditions, which can change:",
            "<ul><li>Normal skin has fine pores, even texture and few blemishes.</li><li>Dry skin produces little sebum, feels tight and may flake.</li><li>Oily skin has enlarged pores, shine and a tendency to comedones and pustules.</li><li>Combination skin is oily across the forehead, nose and chin and normal or dry on the cheeks.</li><li>Conditions include sensitive, dehydrated (lacking water rather than oil) and mature skin.</li></ul>",
            "Record the Fitzpatrick skin type as well, from type I, which always burns and never tans, to type VI, deeply pigmented skin that rarely burns. Darker skin types are more prone to post-inflammatory hyperpigmentation, so heat, friction and strong exfoliants must be used with extra care. Carry out the analysis after cleansing, under a magnifying lamp, and write your findings on the record card before choosing products.",
          ),
        },
      },
      {
        title: "Consultation, Contraindications and the Basic Facial",
        description: "Deciding whether a client can be treated, then carrying out a safe, complete facial.",
        lesson: {
          title: "From record card to aftercare",
          html: p(
            "A consultation is not a formality. It establishes what the client wants, whether treatment is safe, and what you have agreed to do, and it protects both client and therapist if anything goes wrong. Use a record card that captures personal details, medical history, medication, allergies, skin analysis and the treatment plan, and have the client sign it.",
            "Contraindications fall into two groups. Some prevent treatment altogether: contagious conditions such as impetigo, conjunctivitis, cold sores from herpes simplex or ringworm, and any undiagnosed lump or swelling. Do not name a possible condition to the client; explain tactfully that treatment cannot go ahead and suggest they see their GP. Others restrict treatment, meaning you can proceed but must adapt or avoid an area: recent sunburn, minor cuts and abrasions, mild eczema, recent scar tissue, or use of prescribed retinoids that thin the skin.",
            "A basic facial then follows a standard sequence. Remove eye and lip make-up with a suitable cleanser, then give a superficial cleanse of the whole face and neck. Carry out a deep cleanse with upward, circular movements, tone, and complete the skin analysis under the magnifying lamp. Exfoliate with a product chosen for the skin type; a gentle enzyme exfoliant suits sensitive skin, a granular one oily skin. Warm the skin with hot towel compresses or steam if not contraindicated, and perform any extractions of blackheads with clean, gloved fingers wrapped in tissue.",
            "Facial massage comes next. Effleurage, slow stroking movements, opens and closes the routine and relaxes the client; petrissage, kneading and rolling, stimulates circulation and the muscles; tapotement, light tapping, is stimulating and unsuitable for sensitive or reddened skin. Apply a mask for the time given by the manufacturer, remove it thoroughly, tone, and finish with moisturiser and a broad-spectrum sunscreen.",
            "Aftercare advice is part of the treatment. For 24 to 48 hours the client should avoid make-up where possible, saunas, sunbeds and strong active products. Recommend a home-care routine based on your analysis, and book a follow-up to review progress.",
          ),
        },
      },
      {
        title: "Warm and Hot Wax Hair Removal",
        description: "Hair growth, wax systems and safe technique for waxing the legs, underarm and bikini line.",
        lesson: {
          title: "Safe, effective waxing",
          html: p(
            "Waxing removes the whole hair from the follicle, so regrowth is slower than after shaving, typically four to six weeks. Results depend on the hair growth cycle. In the anagen phase the hair is actively growing and firmly attached to the dermal papilla; in catagen it detaches and the follicle shrinks; in telogen it rests before being shed. At any time only some hairs are in anagen, which is why a client needs several treatments before the skin looks consistently smooth.",
            "Hairs should be about 5 mm long, roughly a quarter of an inch. Shorter hair is not gripped; longer hair should be trimmed to reduce discomfort. Check contraindications carefully. Clients who have taken oral isotretinoin in the past six months to a year, who use topical retinoids on the area, or who have sunburn, broken skin, varicose veins or a skin infection must not be waxed there.",
            "Two systems are taught. Warm (strip) wax is applied thinly with a disposable spatula in the direction of hair growth and removed with a paper or fabric strip pulled quickly back against the growth, close and parallel to the skin. Holding the skin taut just behind the strip reduces pain and the risk of bruising. Hot (film or hard) wax is applied more thickly, allowed to cool and set, and then removed without a strip. Because it shrinks around the hair rather than sticking firmly to the skin, it is preferred for sensitive areas such as the underarm and bikini line.",
            "Test the temperature on your own inner wrist and then on a small area of the client's skin before starting. A few more rules apply every time:",
            "<ul><li>Use a new spatula for each dip; never return a used spatula to the pot.</li><li>Do not wax the same area more than twice; remove stray hairs with tweezers instead.</li><li>Apply gentle pressure with the hand immediately after each strip to soothe the skin.</li><li>Remove any residue with an after-wax product, not with water.</li></ul>",
            "For 24 to 48 hours afterwards the client should avoid hot baths, saunas, sunbathing, perfumed products and tight clothing over the area, and should start gentle exfoliation after a few days to reduce ingrowing hairs.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-crusades-1095-1291-an-introduction",
    discipline: "Crusades history",
    title: "The Crusades, 1095–1291: An Introduction",
    description:
      "How did a sermon preached at Clermont in 1095 launch two centuries of holy war? Beginning with the First Crusade, this introductory course follows the crusader states and the military orders, Saladin and the Third Crusade, the Albigensian Crusade in southern France, and the fall of Acre in 1291, reading chronicles from Latin, Greek and Arabic writers.",
    level: "beginner",
    duration: "eight weeks (one lecture and one seminar a week)",
    plantedGap: "the Albigensian Crusade",
    modules: [
      {
        title: "Clermont and the First Crusade",
        description: "Why thousands of westerners set out for Jerusalem in 1096 and how they took it.",
        lesson: {
          title: "From Clermont to Jerusalem, 1095–1099",
          html: p(
            "On 27 November 1095, at the end of a church council at Clermont in central France, Pope Urban II preached to a crowd in an open field. Earlier that year, at Piacenza, envoys of the Byzantine emperor Alexios I Komnenos had asked for western soldiers to help against the Seljuk Turks, who had overrun most of Anatolia after the battle of Manzikert in 1071. Urban turned a request for mercenaries into something new: an armed pilgrimage to free Christians in the East and to recover Jerusalem, with the promise that the journey would count as full penance for the sins of those who went. The chroniclers who later wrote up the sermon, none of them verbatim, all record the response: 'God wills it'.",
            "The first to leave were not the great lords. In spring 1096 popular preachers such as Peter the Hermit led large, poorly organised bands east; some of them massacred Jewish communities in the Rhineland on the way. Alexios shipped these 'People's Crusade' contingents across the Bosphorus, where the Turks destroyed them near Civetot in October 1096.",
            "The main armies followed under princes including Godfrey of Bouillon, Raymond of Saint-Gilles, count of Toulouse, Bohemond of Taranto and Robert, duke of Normandy. The key stages were:",
            "<ul><li>June 1097: Nicaea surrenders to the Byzantines after a joint siege.</li><li>July 1097: victory over the Seljuks at Dorylaeum.</li><li>October 1097 to June 1098: the long siege of Antioch, taken by treachery, followed by victory over the relieving army of Kerbogha of Mosul on 28 June 1098.</li><li>15 July 1099: Jerusalem is stormed, and much of its Muslim and Jewish population is killed.</li><li>August 1099: a Fatimid relief army is defeated at Ascalon.</li></ul>",
            "Why did it succeed? Historians point to the disunity of the Muslim Near East, where the Seljuk sultanate had fragmented and Fatimid Egypt was at odds with Turkish rulers in Syria, as much as to western determination. Seminar reading will compare the anonymous Gesta Francorum with Anna Komnene's Alexiad, written by the emperor's daughter decades later, to see how differently participants and Byzantines understood the same events.",
          ),
        },
      },
      {
        title: "Outremer: The Crusader States and the Military Orders",
        description: "How a small Frankish minority held territory in Syria and Palestine for two centuries.",
        lesson: {
          title: "Holding the Latin East",
          html: p(
            "The First Crusade left behind four Latin states, known collectively as Outremer, 'the land beyond the sea'. The county of Edessa was seized by Baldwin of Boulogne in 1098; the principality of Antioch was kept by Bohemond after the siege of 1098; the kingdom of Jerusalem was founded in 1099, with Godfrey of Bouillon as ruler and his brother Baldwin taking the title of king in 1100; and the county of Tripoli was completed with the capture of the city in 1109.",
            "The settlers were always a minority among Muslim, Eastern Christian and Jewish populations. Frankish lords mostly lived in towns and castles and drew rents from villages that kept their own customs and headmen. Italian maritime cities such as Genoa, Pisa and Venice received quarters in the ports in return for naval help, and trade through Acre and Tyre made the kingdom far richer than its size suggests.",
            "Manpower was the permanent problem, and the military orders were the answer that lasted. The Templars began around 1119 when Hugh of Payns and a few knights took vows to protect pilgrims on the roads; the Council of Troyes gave them a rule in 1129, and Bernard of Clairvaux wrote in their praise. The Hospitallers grew out of a hospice for pilgrims in Jerusalem, recognised by Pope Paschal II in 1113, and took on military duties over the following decades. A German hospital at Acre became the Teutonic Order in the 1190s. These knight-brothers combined monastic vows with permanent military service, were funded by estates across Europe, and garrisoned great castles such as Krak des Chevaliers, held by the Hospitallers from 1142.",
            "The states were vulnerable all the same. In 1144 Zengi, ruler of Mosul and Aleppo, captured Edessa. The Second Crusade, led by Louis VII of France and Conrad III of Germany, suffered heavy losses in Anatolia and failed in a brief siege of Damascus in 1148, a city that had been friendly to Jerusalem. Its collapse discouraged western recruitment for a generation and helped Zengi's son Nur al-Din unite Muslim Syria, the first step towards the encirclement of the kingdom.",
          ),
        },
      },
      {
        title: "Saladin, Richard and the Fall of Acre",
        description: "The loss and partial recovery of the kingdom, and its final end in 1291.",
        lesson: {
          title: "Hattin, the Third Crusade and 1291",
          html: p(
            "Saladin, a Kurdish officer in Nur al-Din's service, made himself master of Egypt in 1169 and, after Nur al-Din's death in 1174, brought Damascus and Aleppo under his control. For the first time the kingdom of Jerusalem faced a single ruler on its eastern and southern borders.",
            "In July 1187 King Guy of Lusignan led the kingdom's field army, around 20,000 men and almost every available knight, to relieve Tiberias. On 4 July, short of water on the slopes known as the Horns of Hattin, it was surrounded and destroyed. Guy was captured, the Templars and Hospitallers taken prisoner were executed, and the relic of the True Cross was lost. Without an army the towns fell one after another, and Jerusalem surrendered on 2 October 1187 after negotiations led by Balian of Ibelin; its inhabitants were allowed to ransom themselves.",
            "The Third Crusade was the West's largest response. The emperor Frederick Barbarossa marched overland but drowned crossing the river Saleph in June 1190, and most of his army went home. Philip II of France and Richard I of England came by sea to the siege of Acre, which fell in July 1191. Philip then left, and Richard defeated Saladin at Arsuf in September 1191 but twice turned back short of Jerusalem, judging that he could take the city but not hold it. The Treaty of Jaffa in September 1192 left the Franks a coastal strip from Tyre to Jaffa and allowed Christian pilgrims to visit Jerusalem.",
            "This reduced kingdom, with its capital at Acre, lasted another century. Later expeditions went elsewhere: the Fourth Crusade sacked Constantinople in 1204, and the Fifth and the crusade of Louis IX attacked Egypt and failed. Frederick II recovered Jerusalem by treaty in 1229, but it was lost for good in 1244. The decisive threat became the Mamluk sultanate of Egypt and Syria. Baybars took Antioch in 1268, and on 18 May 1291 Sultan al-Ashraf Khalil stormed Acre after a six-week siege. Tyre, Sidon and Beirut were abandoned within weeks, ending the Latin presence on the mainland.",
          ),
        },
      },
    ],
  },
  {
    slug: "character-animation-basics",
    discipline: "Character animation",
    title: "Character Animation Basics",
    description:
      "Make a ball bounce with weight, walk a character across the screen, and pose a figure so its thoughts read from the back of a cinema. Working in 2D software frame by frame, first-year students apply the classic principles of animation, build a walk cycle, block out an acting shot and finish with a short lip sync exercise.",
    level: "beginner",
    duration: "twelve weeks (one three-hour studio session a week)",
    plantedGap: "lip sync",
    modules: [
      {
        title: "Timing, Spacing and the Bouncing Ball",
        description: "The principles of animation applied to the simplest possible character: a ball.",
        lesson: {
          title: "Why the bouncing ball comes first",
          html: p(
            "In 1981 the Disney animators Frank Thomas and Ollie Johnston published The Illusion of Life, setting out twelve principles the studio had developed since the 1930s: squash and stretch, anticipation, staging, straight-ahead and pose-to-pose action, follow-through and overlapping action, slow in and slow out, arcs, secondary action, timing, exaggeration, solid drawing and appeal. Almost all of them can be practised on a bouncing ball, which is why every animation course starts there.",
            "Two ideas matter most. Timing is how many frames an action takes; spacing is how far the object moves between one frame and the next. Film runs at 24 frames per second. Animating on ones means a new drawing every frame; on twos, the usual choice for hand-drawn work, each drawing is held for two frames, giving twelve drawings per second. The same number of drawings can feel heavy or light depending purely on spacing.",
            "A dropped ball accelerates as it falls, so its drawings are close together at the top of the arc and further apart near the ground, then close together again as it slows at the top of the next bounce. This is slow in and slow out applied to gravity. On the frame of contact the ball squashes, flattening and widening; just before and just after contact it stretches along its path. Keep the volume constant: if it gets wider it must get shorter, or it will look as though it is inflating.",
            "Each bounce should be lower than the last and take fewer frames, and the path between contacts should be a smooth parabola. Draw the arc first as a guide and check every drawing against it. A simple exercise sequence builds skill quickly:",
            "<ol><li>Animate a rubber ball bouncing in place, losing height with each bounce.</li><li>Animate the same ball travelling across the screen, keeping the arcs clean.</li><li>Repeat with a bowling ball, which barely squashes and bounces only a little, and a beach ball, which floats at the top of each arc.</li></ol>",
            "Leaf through the drawings and then play them back at speed; problems with spacing show up in playback that are invisible on paper.",
          ),
        },
      },
      {
        title: "The Walk Cycle",
        description: "Building a convincing, looping walk from four key positions.",
        lesson: {
          title: "Contact, down, passing, up",
          html: p(
            "A walk is a controlled fall: the body tips forward and the leg swings through just in time to catch it. Because everyone has watched people walk all their lives, audiences spot a false walk instantly, and it is the standard test of an animator's grasp of weight and timing.",
            "Animators build a walk from four positions for each step. At the contact position the leading heel has just touched the ground, the legs are at their widest, and the arms are at their furthest swing, each opposite to its leg. In the down position, a frame or two later, the front leg bends to absorb the weight and the body reaches its lowest point. In the passing position the rear leg swings through beside the supporting leg, and the body is rising. In the up position the supporting leg pushes off and the body reaches its highest point before falling into the next contact.",
            "A brisk natural walk takes about half a second per step. At 24 frames per second that is 12 frames a step and 24 frames for a complete cycle of two steps, a convenient number that loops cleanly. A slower, heavier walk might take 16 frames per step; a quick march 8. Draw the two contacts first, then the passing positions, then the downs and ups, then the in-betweens.",
            "The hips and shoulders bring the walk to life. Seen from the front, the hips tilt down on the side of the swinging leg and the shoulders tilt the opposite way; seen from above, the hips rotate forward with the leg that is stepping while the shoulders counter-rotate. The head bobs with the body but slightly later, and loose parts, such as hair, a tail or a coat, follow through after the body changes direction.",
            "Animate the cycle on the spot first, with the character walking on a treadmill, and check it in playback. Then slide the background or the character at a constant rate equal to the stride length divided by the frames per step, so that the feet do not appear to slip on the ground.",
          ),
        },
      },
      {
        title: "Posing, Anticipation and a First Acting Shot",
        description: "Using strong key poses and clear timing to show what a character thinks and feels.",
        lesson: {
          title: "Planning a pose-to-pose shot",
          html: p(
            "Acting in animation starts with poses that communicate before anything moves. A strong pose has a clear line of action, a single curve running through the spine and limbs that shows the force of the movement, and a readable silhouette: if you filled the character in solid black, could you still tell what it was doing? Arms pressed against the body and hands in front of the torso disappear in silhouette, so push them out where they can be seen.",
            "Plan every acting shot before animating. Decide what the character wants and what changes in the shot, then draw small, quick thumbnails of the main story poses, trying several versions of each. Act the shot out yourself and film it; video reference reveals the timing of real weight shifts and the small preparatory movements that performers do without thinking.",
            "Most studio character work is animated pose to pose, in which the animator draws the key poses first, then the extremes and breakdowns between them, and leaves the in-betweens to last. It gives control over timing and staging. Straight-ahead animation, drawing each frame in order, produces looser, more spontaneous movement and suits fire, water and chaotic action; many animators combine the two.",
            "Three principles make poses come alive in motion. Anticipation is a small movement in the opposite direction before the main action: a character crouches before jumping, or draws back a hand before throwing. Follow-through and overlapping action mean that parts of the body stop at different times, with the hand and fingers settling after the arm. Arcs keep the motion organic, since almost every natural movement of a limb follows a curve.",
            "Finally, do not let the character freeze when it pauses. A completely still drawing held for more than half a second looks dead on screen, so animators use a moving hold: two slightly different versions of the pose with a slow drift between them, perhaps a small breath or a settling of the weight. Block the shot with key poses and holds, review the timing, and only then add breakdowns.",
          ),
        },
      },
    ],
  },
];
