/** Ninety-fifth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout95.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT95_A: EvalCourse[] = [
  {
    slug: "pyrography-for-beginners-tools-tone-and-texture",
    discipline: "Pyrography",
    title: "Pyrography for Beginners: Tools, Tone and Texture",
    description:
      "For makers who have never held a hot-wire pen, this short studio course covers choosing and handling a pyrography machine, selecting and preparing timber, transferring a design, building tone and texture through shading, and sealing finished work so that it lasts.",
    level: "beginner",
    duration: "six weeks (one three-hour evening workshop a week)",
    plantedGap: "sealing finished work",
    modules: [
      {
        title: "Burners, nibs and safe working",
        description:
          "Compares solid-point and wire-nib machines, introduces the basic nib shapes and sets out the ventilation and handling habits expected in the workshop.",
        lesson: {
          title: "Choosing and handling a wire-nib burner",
          html:
            p(
              "Pyrography machines fall into two families. The solid-point burner looks like a soldering iron: a heating element inside the handle warms a brass or steel tip that screws onto the end. It is cheap and robust, but it takes a minute or two to reach working heat, its temperature is fixed or only crudely adjustable, and the thick tip makes fine lines difficult. The wire-nib machine separates a control box, which steps mains voltage down and lets you dial the heat, from a light handpiece carrying a loop of nichrome wire bent into a nib. Because the wire has very little mass it reaches heat in a few seconds and responds almost at once when you turn the dial, which is why most teaching studios use wire-nib units.",
              "Three nib shapes cover nearly all beginner work:",
            ) +
            "<ul><li><strong>Writing or ball nib</strong>: a rounded tip that moves equally well in any direction, used for outlines, lettering and stippled dots.</li><li><strong>Shader or spoon</strong>: a flattened, slightly cupped face laid almost flat on the wood to lay down broad, even tone.</li><li><strong>Skew or knife</strong>: a sharp edge for crisp straight lines, hair and fur, and for cutting a clean boundary before shading up to it.</li></ul>" +
            p(
              "Hold the handpiece like a pencil but further back than feels natural, so your fingers stay clear of the heated end, and rest the heel of your hand on a scrap of card rather than on the work, since skin oils mark pale wood. Start every session with the dial low and raise it a step at a time on a test board; too much heat produces a dark halo around the line and can scorch rather than burn. Keep nibs bright by stropping them on leather charged with fine aluminium oxide or by drawing them lightly across very fine abrasive paper; never file a wire nib, as that thins it and it will burn through.",
              "Burning wood releases fine smoke and resin vapour. Work with a small extractor fan or an open window behind the board so smoke is drawn away from your face. Never burn MDF, chipboard or painted, stained or pressure-treated timber, because their resins and preservatives give off harmful fumes. Park the pen in its stand whenever you stop, and switch the unit off when you leave the bench.",
            ),
        },
      },
      {
        title: "Preparing the board and transferring a design",
        description:
          "Covers the choice of pale, close-grained timbers, sanding to a smooth surface and moving a drawing onto the wood without leaving marks that will be burned in.",
        lesson: {
          title: "Wood choice, surface preparation and transfer",
          html: p(
            "The best woods for learning are pale, close-grained and low in resin, because tone shows clearly on a light ground and the nib travels evenly across uniform fibres. Lime (sold in North America as basswood) is the classic choice: soft, almost white and with barely visible grain. Sycamore, maple, birch and poplar also burn well. Pine is cheap but its resinous late-wood bands burn darker and more slowly than the soft early wood, so a steady stroke turns into a striped line. Oak and ash have open pores that break up fine detail, and very oily tropical hardwoods can produce irritating smoke. Birch plywood is fine for practice boards, but check that the face veneer is thick enough and that you never burn down into the glue line.",
            "Sand the surface progressively, for example with 120, then 180, then 240 grit paper, always working along the grain so that cross-grain scratches do not show as dark lines when heat finds them. Wipe the board with a barely damp cloth to raise loose fibres, let it dry and give it a final light pass with the finest grit. The aim is a smooth, even surface, not a polished one: a very slick surface can make the nib skate.",
            "To transfer a design, print or draw it at the final size. The simplest method is graphite transfer paper placed face down between drawing and board; trace the outlines with a ballpoint using light pressure. An alternative is to shade the back of the drawing with a soft pencil such as a 4B and trace over the front. Transfer only the outlines and the borders between major areas of tone, not the shading itself, and keep the lines faint. Graphite that is burned over becomes permanently fixed under the scorch, and a heavy line can show as a grey ghost beside your burned line. After burning, lift any remaining visible marks with a soft putty rubber, dabbing rather than rubbing so as not to scuff the fibres.",
          ),
        },
      },
      {
        title: "How is tone built?",
        description:
          "Explains how heat, dwell time and pressure control darkness and practises hatching, stippling and layered shading on a value scale.",
        lesson: {
          title: "Controlling tone through heat, time and stroke",
          html:
            p(
              "The darkness of a burned mark depends on three variables: the temperature of the nib, the time it stays in contact with any one spot (its dwell time) and, to a lesser degree, the pressure used. Beginners usually press harder to get a darker tone, which dents the wood and leaves a glossy groove. It is better to keep pressure light and constant and to change either the heat or the speed. A slow stroke at a moderate setting gives a rich brown; the same setting moved quickly gives a pale tan. Most experienced pyrographers prefer to build dark areas from several lighter layers, because one very hot pass tends to produce a blotchy, charred surface that cannot be corrected.",
              "Begin each session by burning a value scale: a strip of seven squares running from the palest visible tone to the darkest brown-black, all at one heat setting and varying only the speed. Keep the strip beside you and match areas of your picture to it. Useful shading techniques include:",
            ) +
            "<ul><li><strong>Hatching and cross-hatching</strong>: parallel lines, then a second set at an angle, with spacing controlling the tone.</li><li><strong>Stippling</strong>: dots from a ball nib, close together for shadow and sparse for highlights.</li><li><strong>Scumbling</strong>: small overlapping circles made with a shader, giving soft, even tone for skies and skin.</li><li><strong>Pull strokes</strong>: the skew drawn in short tapering lines for fur, grass and hair.</li></ul>" +
            p(
              "Two habits prevent the commonest faults. First, land and lift the nib while it is already moving, like a plane touching down and taking off; stopping at the start or end of a line leaves a dark dot. Second, watch the grain: the denser bands in each growth ring take heat more slowly, so when shading across grain slow down slightly on the hard bands. Work from light to dark, because tone can always be deepened but removing it requires scraping the surface with a blade, which changes its texture.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-coaching-cross-country-skiing",
    discipline: "Nordic skiing coaching",
    title: "Introduction to Coaching Cross-Country Skiing",
    description:
      "Can you get a complete novice gliding on narrow skis in a single session? Aimed at club volunteers working towards a first coaching award, the course covers balance and weight transfer on flat terrain, the diagonal stride and double pole, introductory skating, waxing for grip, and planning safe, progressive sessions in cold conditions.",
    level: "beginner",
    duration: "two weekends (four days of practical coaching on snow)",
    plantedGap: "waxing for grip",
    modules: [
      {
        title: "First steps on flat terrain",
        description:
          "Establishes the athletic stance, basic equipment fitting and the balance and weight-transfer games that every later technique depends on.",
        lesson: {
          title: "Stance, balance and weight transfer",
          html:
            p(
              "Nearly every problem a beginner has on cross-country skis comes back to one fact: a ski glides only when the skier's weight is fully over it. Novices keep their weight centred between both feet, shuffle, and never commit to one ski, so they feel slow and unstable. The first hour of coaching therefore concentrates on stance and on moving the body's mass from one ski to the other.",
              "Check equipment before anyone moves. Boots must match the binding system, since NNN, SNS, Prolink and Turnamic are not all interchangeable. Classic poles are commonly sized to about shoulder height (roughly 83 to 85 per cent of body height); skate poles are longer, reaching about the chin or mouth (roughly 89 to 90 per cent). For the first session many coaches take poles away altogether, because beginners lean on them and stop using their legs.",
              "Teach the athletic stance standing still: feet hip-width apart, ankles flexed so the shins lean forward, knees soft and over the toes, hips over the feet and the chest slightly forward. Ask skiers to rock gently forward and back until they feel pressure spread across the whole foot. Then teach the skills that build confidence:",
            ) +
            "<ul><li><strong>Falling and getting up</strong>: sit down to the side, bring the skis parallel and across the slope below the body, kneel on the uphill side and push up.</li><li><strong>Step turns and star turns</strong>: turning on the spot by moving ski tips, then tails, a little at a time.</li><li><strong>Scooter</strong>: one ski off, pushing with the free foot and gliding on the other, then swapping legs.</li><li><strong>Glide games</strong>: ‘how far can you glide on one leg?’ or follow-the-leader along a slight downhill in the tracks.</li></ul>" +
            p(
              "Keep explanations to a sentence or two and let the games do the teaching. A useful cue is ‘nose, knee, toe’: from the side, the nose, front knee and toes of the gliding foot should line up. When a skier can hold a two-second glide on either ski, they are ready for the diagonal stride.",
            ),
        },
      },
      {
        title: "Diagonal stride and double poling",
        description:
          "Breaks the two core classic techniques into teachable parts, with progressions, common faults and simple corrections.",
        lesson: {
          title: "Teaching the classic techniques",
          html: p(
            "The <strong>diagonal stride</strong> is the walking-and-gliding movement most people picture when they think of cross-country skiing. Arms and legs work in opposition, as in walking: the right arm swings forward with the left leg. Propulsion comes from a short, quick kick. For an instant the kicking ski stops and is pressed down so that its middle section bites into the snow; the skier pushes off it and transfers all their weight forward onto the other ski, which glides. The timing matters more than the force. A late or weak weight transfer leaves the skier shuffling, while a kick that is too long makes the ski slip backwards.",
            "A sound progression is: walking in the tracks without poles, exaggerating arm swing; then ‘walking with a slide’ on gentle downhill terrain where gliding is easy; then adding a deliberate knee and ankle drive into the kick; and finally adding poles held loosely, planting each pole beside the opposite foot with the hand roughly at chest height. Common faults include skiing bolt upright with stiff ankles, which kills the kick, and planting poles ahead of the feet, which acts as a brake.",
            "<strong>Double poling</strong> uses both poles together while the skis glide side by side. The skier reaches forward with hands about head height, plants the poles angled backwards, then compresses by folding at the hips and bracing the abdominal muscles so that body weight, not just the arms, drives down into the poles. The movement finishes with the hands passing the thighs, then the skier rises and recovers. It is the fastest technique on flat and gently falling terrain; in modern racing, many athletes double pole for long sections of a course.",
            "When teaching, use terrain to help rather than hinder: a very slight downhill makes gliding easier for the stride and gives double polers quick success. Demonstrate from the side and from the front, give one cue at a time, and let skiers practise for several minutes before adding the next element.",
          ),
        },
      },
      {
        title: "Introducing skating and planning a safe session",
        description:
          "Introduces the V1 and V2 skating techniques and sets out how to structure a cold-weather session that keeps a group safe and progressing.",
        lesson: {
          title: "Skating basics and the shape of a good session",
          html:
            p(
              "Skating developed as a racing technique in the 1980s and is now a separate discipline with its own shorter skis and longer poles. It is usually taught on wide, groomed trails rather than in classic tracks. Begin without poles: skiers push off one edged ski diagonally to the side, like an ice skater, and glide on the other with their weight fully over it, nose over knee over toe. Once they can glide from ski to ski, introduce two common techniques.",
            ) +
            "<ul><li><strong>V1 (offset)</strong>: poles are planted together but asymmetrically, on one side only, with every second leg push. It is the climbing gear used on uphills.</li><li><strong>V2 (one-skate)</strong>: a double pole with every leg push, requiring good balance to glide long on each ski. It is used on flat terrain and gentle climbs.</li></ul>" +
            p(
              "A third variation, often called V2 alternate or two-skate, poles once for every two leg pushes and is used on faster sections; mention it, but leave it for later sessions.",
              "Session planning starts with safety. Check the weather forecast, trail conditions and hours of daylight, and agree a route that can be shortened. Cold injury is the main risk: wind chill strips heat quickly from faces and fingers, so teach layering (a wicking base layer, an insulating layer and a windproof shell), carry spare gloves and a hat, and watch for pale, hard-looking patches on cheeks or noses, an early sign of frostnip. Because skiers sweat while moving and chill fast when standing, keep explanations short and let the group practise rather than stand listening. Carry a first-aid kit, a phone and an emergency plan, and count heads at every stop.",
              "A typical 90-minute beginner session runs: a 10-minute warm-up of easy skiing and games; 15 minutes revising the previous skill; 40 to 45 minutes on the new skill, broken into short practices; a 10-minute game applying it; and a gentle ski back with a brief review. Finish while the group still has energy, and note each skier's progress for the next session.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-normans-from-viking-settlers-to-kings-of-england",
    discipline: "Norman history",
    title: "The Normans: From Viking Settlers to Kings of England",
    description:
      "In 911 a Scandinavian war leader accepted land at the mouth of the Seine; a century and a half later his descendants ruled England. Working from chronicles, charters and the Bayeux Tapestry, students trace the making of the duchy of Normandy, the conquest of 1066, Norman Sicily, and the castles and Domesday survey through which the new rulers governed.",
    level: "beginner",
    duration: "ten weeks (one one-hour lecture and one one-hour seminar a week)",
    plantedGap: "Norman Sicily",
    modules: [
      {
        title: "The making of Normandy, 911–1035",
        description:
          "Follows the settlement at Rouen from its origins under Rollo to the death of Duke Robert I, and the ties with England formed along the way.",
        lesson: {
          title: "From Rollo to Robert the Magnificent",
          html: p(
            "By tradition the duchy of Normandy begins in 911, when the West Frankish king Charles the Simple granted land around Rouen and the lower Seine to a Viking leader named Rollo (Old Norse Hrólfr) at Saint-Clair-sur-Epte. No text of any treaty survives. The fullest account comes from Dudo of Saint-Quentin, who wrote his history of the Norman dukes around 1015 for Rollo's descendants, and whose story of the settlement is elaborated and flattering. Contemporary evidence is thinner but confirms that a Scandinavian group was established at Rouen by 918 and that its leaders accepted baptism and defended the Seine against other raiders.",
            "The territory grew in stages. Further grants in 924 and 933 added the Bessin around Bayeux and then the Cotentin peninsula and the Avranchin, bringing the frontier roughly to its later shape. Rollo's son William Longsword was murdered in 942; his grandson Richard I ruled for over fifty years (942–996) and consolidated the family's power. The title of duke came into use only gradually: Richard II (996–1026) is the first ruler regularly styled <em>dux</em> in charters.",
            "The settlers assimilated quickly. Scandinavian speech survived longest around Bayeux, where Dudo says Richard I sent his son to learn it, but by the early eleventh century the Norman elite spoke French. Norse influence lingers in place-names ending in <em>-tot</em> (homestead), <em>-bec</em> (stream) and <em>-londe</em> (grove), such as Yvetot and Caudebec, and in maritime vocabulary. The dukes also became great patrons of the Church, restoring abbeys at Fécamp, Jumièges and Mont-Saint-Michel, where Benedictine monks were installed in 966.",
            "A marriage tied the duchy to England. In 1002 Emma, daughter of Richard I, married the English king Æthelred II, and after his death she married Cnut. Her son Edward, later the Confessor, spent about twenty-five years in exile in Normandy. When Duke Robert I died in 1035 returning from pilgrimage to Jerusalem, he left as heir his young illegitimate son William, then about seven years old, whose minority was marked by violence among the Norman aristocracy.",
          ),
        },
      },
      {
        title: "1066: claims, campaign and conquest",
        description:
          "Examines the rival claims to the English throne, the campaigns of 1066 and the sources historians use to explain William's victory at Hastings.",
        lesson: {
          title: "Why did William win?",
          html:
            p(
              "Edward the Confessor died childless on 5 January 1066, and the next day Harold Godwinson, Earl of Wessex and the most powerful magnate in England, was crowned. Two rivals disputed his right. Duke William of Normandy claimed that Edward had promised him the succession, probably in 1051, and Norman writers such as William of Poitiers and the Bayeux Tapestry show Harold swearing an oath on relics to support William during a visit to Normandy around 1064. Harald Hardrada, king of Norway, pressed a claim derived from earlier agreements between Scandinavian and English kings, and was joined by Harold's exiled brother Tostig.",
              "The sequence of events is well established:",
            ) +
            "<table><tr><th>Date (1066)</th><th>Event</th></tr><tr><td>20 September</td><td>Hardrada and Tostig defeat the northern earls at Fulford, near York.</td></tr><tr><td>25 September</td><td>Harold, having marched north, destroys the Norwegian army at Stamford Bridge; Hardrada and Tostig are killed.</td></tr><tr><td>28 September</td><td>William lands at Pevensey and builds a fort there, then moves to Hastings.</td></tr><tr><td>14 October</td><td>Battle of Hastings; Harold is killed.</td></tr><tr><td>25 December</td><td>William is crowned in Westminster Abbey.</td></tr></table>" +
            p(
              "Historians explain the outcome through several factors. Timing and luck played a part: William's fleet was held up by contrary winds, so he landed just after Harold had fought a bloody battle 250 miles away. Harold then marched south quickly and offered battle before all his forces had gathered. On the field, the English fought on foot in a dense shield wall along a ridge, while William combined archers, infantry and mounted knights. The shield wall held for most of a long day, but Norman sources describe feigned retreats that drew groups of English down the slope to be cut off. The death of Harold and his brothers Gyrth and Leofwine left the English without leadership.",
              "Students should treat the sources critically. The Tapestry, an embroidery roughly 70 metres long, was probably commissioned by William's half-brother Bishop Odo of Bayeux and made in England in the 1070s; William of Poitiers was the duke's chaplain. Both were written for the victors.",
            ),
        },
      },
      {
        title: "Ruling the conquered kingdom",
        description:
          "Explores how castles, the transfer of land and the Domesday survey allowed a small Norman elite to govern England after 1066.",
        lesson: {
          title: "Castles, land and the Domesday survey",
          html: p(
            "William's victory did not end resistance. Risings in the south-west, the Welsh borders and especially the north continued until about 1071. His answer to the northern rebellion of 1069, the campaign remembered as the Harrying of the North, deliberately destroyed crops, livestock and settlements between York and Durham; Domesday Book, compiled seventeen years later, still records many Yorkshire estates as ‘waste’.",
            "Castles were the key military instrument. Most early ones were of the motte-and-bailey type: an earth mound topped by a timber tower, with an enclosed courtyard (the bailey) below. They could be thrown up within weeks using forced local labour, and they were placed to control towns, river crossings and roads. Stone keeps followed at major centres, including the White Tower in London, begun in the 1070s. Historians estimate that several hundred castles had been built by 1100.",
            "Land changed hands on a scale without parallel in medieval Europe. Estates of English nobles who had fought at Hastings or rebelled were granted to William's followers, who held them as tenants-in-chief in return for military service. By 1086 only a small fraction of the land was held directly from the king by English lords. The Church was reshaped in parallel: Lanfranc, abbot of Caen, became archbishop of Canterbury in 1070, English bishops were replaced by continental clergy, and a wave of Romanesque cathedral building began.",
            "At Gloucester at Christmas 1085, the Anglo-Saxon Chronicle reports, the king had ‘very deep speech’ with his council and sent men all over England to find out who held what. The survey of 1086 was organised in circuits, each visited by commissioners who heard sworn evidence from local juries. For every manor they recorded who held it in the time of King Edward and who held it now, its size in hides or carucates, the number of ploughs, the villans, bordars and slaves, mills and woodland, and its value in 1066 and 1086. The results were compiled into Great Domesday and, for Essex, Norfolk and Suffolk, the more detailed Little Domesday, and they remain the most important single source for English society at the end of the eleventh century.",
          ),
        },
      },
    ],
  },
  {
    slug: "pollination-ecology-flowers-pollinators-and-field-methods",
    discipline: "Pollination ecology",
    title: "Pollination Ecology: Flowers, Pollinators and Field Methods",
    description:
      "Flowers, pollinators and the bargain between them: an introductory field course on floral rewards and signals, pollination syndromes, the major insect pollinator groups, nectar robbing, and standard methods for recording flower visitors and testing whether plants depend on them.",
    level: "beginner",
    duration: "eight weeks (one lecture and one three-hour field practical a week, May to July)",
    plantedGap: "nectar robbing",
    modules: [
      {
        title: "What flowers offer and how they advertise",
        description:
          "Introduces nectar and pollen as rewards, the colour, scent and shape signals that attract visitors, and the idea and limits of pollination syndromes.",
        lesson: {
          title: "Rewards, signals and pollination syndromes",
          html:
            p(
              "About 87 per cent of flowering plant species are thought to be pollinated by animals, and most of these interactions are a trade: the plant gives food, and the animal carries pollen between flowers. The two main rewards are nectar and pollen. Nectar is mostly water with dissolved sugars, chiefly sucrose, glucose and fructose, at concentrations typically between about 20 and 50 per cent; it also contains small amounts of amino acids. Pollen is protein-rich and is the main larval food for bees, which is why bees collect far more of it than the plant needs to move. Some plants offer oils, resins or scent compounds instead.",
              "Flowers advertise these rewards with signals tuned to the senses of their visitors. Bees have three colour receptors, sensitive to ultraviolet, blue and green light, so they see ultraviolet patterns invisible to us and cannot distinguish pure red from dark. Many bee flowers carry nectar guides, lines or patches that often reflect or absorb ultraviolet and lead the insect to the reward. Scent carries further than colour and is particularly important for night-active moths and for beetles. Shape matters too: a long, narrow corolla tube excludes short-tongued visitors and favours long-tongued bees, moths or birds.",
              "Observations like these led nineteenth- and twentieth-century botanists to describe pollination syndromes, suites of floral traits associated with particular pollinators:",
            ) +
            "<ul><li><strong>Bee flowers</strong>: blue, purple or yellow, often zygomorphic with a landing platform, moderate nectar, fresh scent (foxglove, vetches).</li><li><strong>Moth flowers</strong>: white or pale, open or strongly scented at dusk, long narrow tubes (honeysuckle).</li><li><strong>Bird flowers</strong>: red or orange, tubular, copious dilute nectar, little scent (many fuchsias).</li><li><strong>Fly flowers</strong>: some open and pale; carrion flowers dull red-brown with a rotting smell.</li></ul>" +
            p(
              "Syndromes are useful as hypotheses, but field studies show that many flowers are visited and effectively pollinated by a wider range of animals than their syndrome predicts, so visitors must always be observed rather than assumed.",
            ),
        },
      },
      {
        title: "The main insect pollinator groups",
        description:
          "Surveys bees, hoverflies, butterflies, moths and beetles, how each carries pollen and what makes some visitors more effective than others.",
        lesson: {
          title: "Bees, flies, butterflies and beetles",
          html: p(
            "In temperate regions such as Britain, the most important pollinators are bees and flies, followed by butterflies, moths and beetles. Britain has roughly 270 species of bee. Only one is the honeybee, <em>Apis mellifera</em>, and about 25 are bumblebees; the great majority are solitary bees such as mining bees (<em>Andrena</em>), mason bees (<em>Osmia</em>) and leafcutter bees (<em>Megachile</em>), in which each female builds and provisions her own nest.",
            "Bees are efficient pollinators because their bodies are covered in branched hairs that pick up pollen, and because females collect pollen deliberately. They carry it in different ways: honeybees and bumblebees pack moistened pollen into a corbicula or pollen basket on the hind leg, mining bees carry dry pollen in a brush of hairs (the scopa) on the legs, and leafcutter and mason bees carry it in a scopa under the abdomen. Bumblebees can also buzz-pollinate: they grip a flower and vibrate their flight muscles to shake pollen out of anthers that open only by small pores, as in tomato and bilberry. Honeybees cannot do this, which is why bumblebee colonies are used in glasshouse tomato production.",
            "Hoverflies (family Syrphidae, about 280 British species) are the second major group. Adults feed on nectar and pollen, and many mimic wasps or bees. They are less hairy than bees and do not provision nests, so each visit usually moves less pollen, but their abundance, especially in cool or early-season conditions, makes them significant pollinators of many crops and wildflowers. Butterflies and day-flying moths feed with a long proboscis and carry relatively little pollen on their slender bodies; night-flying moths are important for pale, scented flowers. Beetles visit open, bowl-shaped flowers and often chew floral tissue as well as feeding on pollen.",
            "Two concepts help compare visitors. Flower constancy is the tendency of an individual insect to visit one plant species during a foraging trip, which raises the chance that the pollen it carries reaches a compatible stigma. Pollinator effectiveness is the contribution of a single visit to seed set; a frequent but ineffective visitor may matter less than a rare but efficient one.",
          ),
        },
      },
      {
        title: "Recording flower visitors in the field",
        description:
          "Practises timed counts, transects and traps, and introduces exclusion experiments that test how much a plant depends on animal pollination.",
        lesson: {
          title: "Counts, traps and exclusion experiments",
          html:
            p(
              "Field methods answer two different questions: which insects visit the flowers, and whether those visits actually produce seed. The most widely used tool for the first question is the timed count. In the Flower-Insect Timed (FIT) count used by the UK Pollinator Monitoring Scheme, a recorder watches a 50 by 50 centimetre patch of a target flower for ten minutes, counting every insect that lands on the flowers and assigning it to a broad group such as bumblebee, solitary bee, hoverfly or butterfly. The number of flowers in the patch is also counted so that results can be expressed as visits per flower per unit time.",
              "Counts are strongly affected by conditions, so record temperature, cloud cover, wind and time of day, and survey only in warm, dry and relatively still weather, when insects are active. Transect walks, in which a recorder walks a fixed route at a steady pace and notes every pollinator seen within a set distance, cover a larger area and suit butterflies and bumblebees. Pan traps (shallow yellow, white and blue bowls filled with water and a drop of unscented detergent) collect small bees and flies that are hard to identify on the wing; they give good species lists but say nothing about which flowers the insects visited. Netting specimens for later identification under a microscope remains essential for many solitary bees and hoverflies.",
              "To measure dependence on pollinators, use an exclusion experiment:",
            ) +
            "<ol><li>Choose pairs of similar plants or inflorescences and tag them before the flowers open.</li><li>Enclose one of each pair in a fine mesh bag that excludes insects but lets light and air through; leave the other open.</li><li>Optionally, hand-pollinate a third set with pollen from another plant to measure the maximum possible seed set.</li><li>When fruits mature, count fruits and seeds in each treatment.</li></ol>" +
            p(
              "If bagged flowers set almost no seed, the plant depends on animal visitors; if open flowers set much less seed than hand-pollinated ones, the population is pollen-limited.",
            ),
        },
      },
    ],
  },
  {
    slug: "mot-testing-foundations-for-trainee-testers",
    discipline: "MOT testing",
    title: "MOT Testing: Foundations for Trainee Testers",
    description:
      "An MOT pass certificate says only that a vehicle met minimum legal standards on the day it was tested, and the trainee who issues one must know the rules as well as the vehicle. Built around the DVSA inspection manual for class 4 cars in Great Britain, this foundation programme covers the tester's legal role, the dangerous, major and minor defect categories, tyres, brakes and roller brake testing, emissions testing, and the test routine from vehicle identification to issuing the result.",
    level: "beginner",
    duration: "four weeks (two classroom days and three workshop days a week)",
    plantedGap: "emissions testing",
    modules: [
      {
        title: "The MOT scheme and the tester's role",
        description:
          "Sets out the law behind the annual test, who is responsible for what at a testing station and how defects are categorised.",
        lesson: {
          title: "Law, responsibilities and defect categories",
          html:
            p(
              "The MOT test takes its name from the Ministry of Transport, which introduced it in 1960. Today the scheme is run by the Driver and Vehicle Standards Agency (DVSA) under the Road Traffic Act 1988, and it is an offence to use a vehicle that needs a test certificate without one; the fine can reach £1,000. A car must have its first test three years after first registration and then every year. A vehicle can be tested up to one month minus a day before its current certificate expires and still keep the same renewal date. Vehicles built or first registered more than forty years ago are generally exempt, unless they have been substantially changed.",
              "The scheme separates business and individual responsibilities. The Authorised Examiner (AE) is the person or company approved to run testing; a designated manager oversees compliance; the vehicle testing station (VTS) is the approved premises with specified equipment; and the tester is the individual who carries out and records each test. To qualify, a tester needs a full driving licence for the vehicle class, a recognised qualification such as the Level 2 Award in MOT Testing, and a successful demonstration test. Once qualified, testers must complete annual training and pass an annual assessment to keep their status. The test checks that a vehicle meets minimum legal standards on the day; it does not certify its general mechanical condition, and parts such as the engine, clutch and gearbox are outside its scope.",
              "Since 20 May 2018 every defect found is placed in one of these categories:",
            ) +
            "<table><tr><th>Category</th><th>Meaning</th><th>Result</th></tr><tr><td>Dangerous</td><td>Direct and immediate risk to road safety or serious environmental impact; the vehicle should not be driven until repaired</td><td>Fail</td></tr><tr><td>Major</td><td>May affect safety, put other road users at risk or affect the environment</td><td>Fail</td></tr><tr><td>Minor</td><td>No significant effect on safety or the environment</td><td>Pass, with defect recorded</td></tr><tr><td>Advisory</td><td>Could become more serious in future; should be monitored</td><td>Pass, with advice</td></tr></table>" +
            p(
              "The tester's professional duty is to apply the manual consistently, not to be generous or harsh. Results are recorded in the online MOT testing service, which issues the pass certificate or refusal document and updates the national record that anyone can check with a registration number.",
            ),
        },
      },
      {
        title: "Tyres, brakes and roller brake testing",
        description:
          "Applies the manual's standards to tyre condition and tread depth and works through brake efficiency and imbalance calculations from a roller brake tester.",
        lesson: {
          title: "Measuring tyres and brake performance",
          html: p(
            "For cars, the legal minimum tread depth is 1.6 millimetres, and it must be present in a continuous band across the central three-quarters of the tread breadth and around the entire circumference. Check with a calibrated depth gauge at several points, not by eye; tread-wear indicator bars moulded into the main grooves sit at 1.6 millimetres and are a quick guide. Inspect both sidewalls for cuts, bulges and exposed cords. A cut deep enough to reach the ply or cords and longer than 25 millimetres or 10 per cent of the section width, whichever is greater, is a major defect, as is any lump or bulge caused by separation or partial failure of the structure. On cars first used from 1 January 2012, a tyre pressure monitoring warning lamp indicating a malfunction is also recorded.",
            "Brake performance is measured on a roller brake tester (RBT). Each axle is driven onto a pair of rollers that turn the wheels while the brake is applied, and the machine measures the braking force at each wheel. Efficiency is the total braking force divided by the vehicle's test weight, expressed as a percentage. For most cars first used on or after 1 September 2010, the service brake must reach at least 58 per cent; for older cars the figure is generally 50 per cent. The parking brake must reach at least 16 per cent.",
            "Worked example: a car with a test weight of 1,400 kilograms records service brake forces of 360 and 340 kilograms-force at the front wheels and 150 and 140 at the rear. The total is 990, and 990 ÷ 1,400 × 100 = 70.7 per cent, which passes. Imbalance is then checked axle by axle: the lower reading on an axle must be at least 70 per cent of the higher one. At the front, 340 ÷ 360 = 94 per cent; at the rear, 140 ÷ 150 = 93 per cent, so both are acceptable. The parking brake records 130 and 120, a total of 250, and 250 ÷ 1,400 × 100 = 17.9 per cent, a pass.",
            "Watch the force traces as well as the totals: a wheel whose force rises and falls with each revolution suggests an oval drum or a distorted disc, and a brake that is slow to release is itself a defect.",
          ),
        },
      },
      {
        title: "Running a test from start to finish",
        description:
          "Walks through the order of a complete class 4 inspection, from identifying the vehicle to recording defects and explaining retest rules.",
        lesson: {
          title: "From vehicle identification to the final result",
          html:
            p(
              "Every test begins by confirming that the vehicle in the bay is the vehicle on the record. Check the registration mark against the vehicle identification number (VIN), which is usually found on a plate in the engine bay or door aperture, stamped into the body and visible through the windscreen. A missing or illegible VIN is itself a defect. The tester may refuse to start a test if the vehicle is so dirty that parts cannot be inspected, if it lacks enough fuel or oil to complete the test safely, or if a door or bonnet cannot be opened.",
              "Testers follow a fixed order so that nothing is missed:",
            ) +
            "<ol><li><strong>Inside the vehicle</strong>: seats and seat belts, including buckles and retraction; doors and mirrors; horn; wipers and washers; warning lamps; windscreen damage.</li><li><strong>Outside</strong>: lamps, indicators and reflectors, with headlamp aim checked on a beam-setting device; registration plates; body condition and sharp edges; fuel cap.</li><li><strong>Under the bonnet</strong>: steering and suspension components that can be seen from above.</li><li><strong>Underneath</strong>: on the ramp or pit, steering and suspension joints checked for play, brake pipes and hoses, fuel lines, corrosion near prescribed areas.</li><li><strong>Brake performance</strong> on the roller brake tester.</li></ol>" +
            p(
              "Windscreen damage is judged by zone. Zone A is a strip 290 millimetres wide centred on the steering wheel within the area swept by the wipers. Damage larger than 10 millimetres in zone A, or larger than 40 millimetres elsewhere in the swept area, is a major defect.",
              "Each defect is recorded against the item reference in the inspection manual, with its category and, where useful, a location note such as ‘nearside front’. At the end the service produces either a pass certificate, listing any minor defects and advisories, or a refusal document listing the reasons for failure. Explain the result to the presenter clearly and without jargon. If a failed vehicle is left at the station for repair and retested within ten working days, only a partial retest is needed; certain items can also be rechecked free if the vehicle returns by the end of the next working day. Record everything accurately: DVSA examiners carry out checks and can withdraw a tester's authority for poor or dishonest testing.",
            ),
        },
      },
    ],
  },
];
