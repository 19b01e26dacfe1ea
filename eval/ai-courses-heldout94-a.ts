/** Ninety-fourth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout94.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT94_A: EvalCourse[] = [
  {
    slug: "hurling-coaching-foundations",
    discipline: "Hurling coaching",
    title: "Hurling Coaching Foundations",
    description:
      "New to coaching hurling at your club or school? Aimed at parents, teachers and volunteer coaches, the course covers fitting hurleys and helmets, the jab and roll lifts, striking off the ground and from the hand, goalkeeping, and how to run a safe, games-led session for under-12s.",
    level: "beginner",
    duration: "six weeks (one ninety-minute practical session a week)",
    plantedGap: "goalkeeping",
    modules: [
      {
        title: "The hurley, the helmet and the first touch",
        description:
          "Choosing and fitting equipment, the grip and ready position, and raising the sliotar off the ground with the jab lift and the roll lift.",
        lesson: {
          title: "Fitting equipment and teaching the two basic lifts",
          html: p(
            "Most early frustration in hurling comes from badly fitted equipment, so check it before any skill is taught. To size a hurley, stand the player upright and hold the hurley vertically beside the leg with the bas resting on the ground: the top of the handle should come to roughly the top of the hip bone. A hurley that is too long forces a child to choke down the handle and shortens the swing; one that is too short makes them stoop. For young beginners weight matters as much as length, so prefer a light hurley with a slim bas, and check that the metal band on the bas is secure and has no sharp edges. A smaller, softer sliotar also helps children strike cleanly and with confidence.",
            "Helmets with a full face guard are compulsory for every player at every level of the game, in training as well as in matches. The helmet must carry the mark showing it meets the Irish standard I.S. 355, must fit snugly without rocking when the head is shaken, and must never have its face guard removed or altered. A simple club rule works well: if you have a hurley in your hand, your helmet is on and fastened.",
            "The ready position is the base for every skill. Feet are about shoulder-width apart, knees flexed, weight on the balls of the feet, and the hurley held in front with the bas low to the ground. Beginners often hold the hurley with their hands far apart like a spade; bring the hands close together near the top of the handle and teach every skill on both sides of the body from the first session.",
            "Because the ball may not be picked off the ground by hand, players must learn to raise it with the hurley. In the jab lift, the player approaches the ball on the move with the hurley in one hand, slides the flat of the bas under the ball with a short, firm jab and takes the rising ball into the free hand. The roll lift suits a stationary or slow ball: the bas is placed on top of the sliotar, drawn back so the ball rolls towards the player, and then slipped quickly underneath to pop it up. Teach both stationary first, then walking, then jogging, and finally with a passive defender approaching.",
          ),
        },
      },
      {
        title: "Striking the sliotar",
        description:
          "The ground strike and the strike from the hand, broken into coaching points, common faults and simple progressions for young players.",
        lesson: {
          title: "The ground strike and the strike from the hand",
          html:
            p(
              "Striking is the skill children most want to master, and it is the one most often taught badly, because coaches tend to let them swing hard before the basic shape is right. Both strikes share three essentials: a side-on stance, hands together on the handle at the moment of contact, and eyes on the ball until it has left the bas.",
              "The ground strike, or ground hurling, moves a ball along the ground without lifting it first. It is used less in the modern game than it once was, but it remains the quickest way to move a loose ball out of a crowded area and it builds the timing that all other strikes depend on. The player stands side-on to the target with the ball level with the front foot, takes a controlled backswing, keeps the bas low and square through contact, and follows through towards the target. Common faults are swinging across the line of the ball, lifting the head early and standing square to the target, which drags the strike off line.",
              "The strike from the hand is the main scoring and passing skill. The player holds the ball and the hurley together in the lower hand, with the upper hand near the top of the handle. The ball is tossed up gently to about waist height and slightly in front of the body, and the lower hand returns to the handle as the backswing begins, so that both hands are on the hurley at contact. Weight transfers from the back foot to the front foot, and the follow-through finishes high and towards the target.",
              "Most faults come from the toss. A toss that is too high or drifts behind the player forces a late, cramped swing; a toss thrown out too far makes the player lunge. Useful progressions are:",
            ) +
            "<ol><li>Toss and catch only, with no swing, until the toss lands in the same place ten times running.</li><li>Short strikes against a wall from five metres, catching the rebound.</li><li>Strikes to a partner's hand from ten to fifteen metres.</li><li>Strikes at the posts from varied angles, with a target zone marked above the crossbar.</li></ol>" +
            p(
              "Count successful repetitions rather than distance: accuracy at short range builds the timing from which power later follows. Finish every striking block with the weaker side, when players are warm and attentive.",
            ),
        },
      },
      {
        title: "Planning a games-led session",
        description:
          "Structuring a ninety-minute session for under-12s around small-sided games, with safe organisation and feedback that keeps children playing.",
        lesson: {
          title: "Games first: designing a session for young players",
          html:
            p(
              "Children come to hurling to play the game, and the best sessions for under-12s let them do exactly that for most of the time. The GAA's Go Games for young age groups follow the same principle: small teams, every child playing the whole match, and far more touches of the ball per player than a full fifteen-a-side game would allow. A practical model is play, practise, play: start with a small-sided game, pull out one skill that the game showed needs work, practise it briefly, then return to a game that rewards that skill.",
              "A ninety-minute session for a squad of twenty under-10s might run like this:",
            ) +
            "<table><tr><th>Time</th><th>Activity</th><th>Purpose</th></tr><tr><td>0-15 min</td><td>Warm-up games with hurley and ball, such as tag while soloing</td><td>Raise heart rate; many touches</td></tr><tr><td>15-35 min</td><td>Four-a-side games on small pitches</td><td>Play; coach observes</td></tr><tr><td>35-55 min</td><td>Skill block on the weakness seen, such as the jab lift under pressure</td><td>Practise</td></tr><tr><td>55-80 min</td><td>Conditioned game, such as a score counting double after a successful lift</td><td>Apply the skill</td></tr><tr><td>80-90 min</td><td>Cool-down and two questions to the group</td><td>Review</td></tr></table>" +
            p(
              "Safety in hurling is mostly about space. Keep at least two hurley-lengths between players in static drills, never let a child swing in a queue, and set drills so that nobody stands behind a striker. Check the pitch for glass and holes before the session, have a first-aid kit and a charged phone at the pitch, and know who holds the key to any gate an ambulance would use.",
              "Teach the basic rules as they arise in the games rather than in a lecture: the ball cannot be lifted off the ground by hand, a player may take no more than four steps with the ball in hand, the hand pass must be a clear striking action with the open hand rather than a throw, and a goal under the crossbar is worth three points. Queues are the enemy of learning, so use more balls and smaller groups, and ask questions such as 'Where was the space?' instead of giving long explanations. Praise effort and specific actions, and make sure every child leaves having scored at least once.",
            ),
        },
      },
    ],
  },
  {
    slug: "hausa-for-beginners",
    discipline: "Hausa language",
    title: "Hausa for Beginners",
    description:
      "For complete beginners with an interest in West Africa, a first-semester course in one of the continent's great lingua francas. It introduces the Boko alphabet and its hooked consonants, tone and vowel length, everyday greetings, noun gender and the possessive linker, the continuous tense, and market bargaining.",
    level: "beginner",
    duration: "twelve weeks (two one-hour classes a week)",
    plantedGap: "market bargaining",
    modules: [
      {
        title: "Sounds and spelling",
        description:
          "The Boko alphabet, the hooked consonants, and why tone and vowel length matter even though everyday spelling leaves them unmarked.",
        lesson: {
          title: "Reading Hausa in Boko script",
          html:
            p(
              "Hausa belongs to the Chadic branch of the Afroasiatic family, which makes it a distant relative of Arabic, Hebrew and Berber. It is the first language of many tens of millions of people in northern Nigeria and southern Niger, with communities in Ghana, Cameroon, Chad and beyond, and it serves as a second language for millions more across West Africa. For centuries it was written in Ajami, a form of the Arabic script, which is still used for religious and some popular writing. Most printed Hausa today, including newspapers, radio scripts and school books, uses Boko, a Roman alphabet introduced in the colonial period.",
              "Boko is close to English spelling with a few important differences. The letter c is always pronounced like English ch in church, so ciki (inside, belly) begins with that sound. The digraphs sh and ts are single sounds: shinkafa (rice), tsuntsu (bird), where ts is an ejective, made with a small burst of air from a closed glottis. Four hooked or apostrophe letters mark consonants English lacks:",
            ) +
            "<ul><li>ɓ, an implosive b, made by drawing air inward: ɓarawo (thief)</li><li>ɗ, an implosive d: ɗaki (room)</li><li>ƙ, an ejective k: ƙasa (land, country)</li><li>'y, a glottalised y, written ƴ in Niger: 'ya (daughter)</li></ul>" +
            p(
              "Two features of pronunciation are not shown in ordinary spelling at all. Hausa is a tone language with high, low and falling tones, and it distinguishes short from long vowels. Many pairs of words are spelled identically but differ in tone or vowel length, so a word pronounced with the wrong pattern can be misunderstood even when every consonant is right. Native readers resolve this from context; learners cannot yet do so.",
              "For that reason, learners' dictionaries and grammars, such as those of Paul Newman, mark the full pronunciation: a grave accent for low tone, a circumflex for falling tone, an unmarked vowel for high tone, and a doubled vowel for length. Get into the habit from the first week of copying every new word into your notebook with these marks, and of saying it aloud after the audio recording. Treat the plain Boko spelling as the form you will read in newspapers, and the marked spelling as the form you learn.",
            ),
        },
      },
      {
        title: "Greetings and polite exchanges",
        description:
          "Time-of-day greetings, their expected replies, thanks and leave-taking, and the social weight Hausa speakers place on greeting properly.",
        lesson: {
          title: "Greeting by the clock",
          html:
            p(
              "In Hausa-speaking communities a greeting is not a preliminary to the conversation but an important part of it. Meeting someone and moving straight to business is considered abrupt, and a proper exchange runs through several questions about the other person's night, day, work and household, each answered with a formula that says all is well. Learners who master this sequence early are received far more warmly than those with a larger vocabulary but no greetings.",
              "The greeting depends on the time of day. In the morning the usual question is Ina kwana? (literally, how did you pass the night?), answered Lafiya lau (fine, in good health). From late morning through the afternoon it becomes Ina wuni? (how has the day been?), again answered Lafiya lau or simply Lafiya. Barka da safe (good morning) and Barka da yamma (good evening) are also widely used. The all-purpose Sannu works at any time as a greeting and also expresses sympathy; the reply is Yauwa, sannu.",
              "Follow-up questions come next, and the answers are fixed even when the truth is more complicated:",
            ) +
            "<table><tr><th>Question</th><th>Meaning</th><th>Usual reply</th></tr><tr><td>Ina gajiya?</td><td>How is the tiredness?</td><td>Ba gajiya (no tiredness)</td></tr><tr><td>Yaya aiki?</td><td>How is work?</td><td>Da godiya (with thanks)</td></tr><tr><td>Yaya gida?</td><td>How is the household?</td><td>Lafiya lau</td></tr><tr><td>Sannu da aiki</td><td>Well done with the work</td><td>Yauwa</td></tr><tr><td>Sannu da zuwa</td><td>Welcome</td><td>Yauwa</td></tr></table>" +
            p(
              "To thank someone, say Na gode (I thank you). To take leave, Sai an jima (until a while from now) or Sai gobe (until tomorrow). Many speakers are Muslim and also use Assalamu alaikum, answered Wa alaikum salam.",
              "Respect is built into the exchange. Address an older man or a teacher as Malam and a woman as Malama; an older woman who has made the pilgrimage may be called Hajiya. Greet elders first, and offer and receive things with the right hand. In class we practise the whole sequence in pairs until it runs without hesitation, because fluency in greeting is what listeners notice first.",
            ),
        },
      },
      {
        title: "Nouns, gender and the continuous",
        description:
          "Masculine and feminine nouns, the linker -n and -r, the stabilisers ne and ce, and the continuous pronouns for saying what is happening now.",
        lesson: {
          title: "Building first sentences",
          html:
            p(
              "Every Hausa noun is either masculine or feminine in the singular, and the gender affects the words around it. A useful rule of thumb is that most nouns ending in -a are feminine, such as mota (car), kujera (chair) and rana (sun, day), while nouns ending in other vowels are masculine, such as littafi (book) and doki (horse). There are common exceptions: gida (house) and ruwa (water) end in -a but are masculine. Plurals are formed in many ways and must be learned with each noun, for example gida, gidaje; mota, motoci; littafi, littattafai. Plural nouns do not distinguish gender.",
              "Possession is expressed with a linker attached to the possessed noun: -n for masculine singular and all plurals, -r for feminine singular. So gidan Audu is Audu's house, motar Audu is Audu's car, and littattafan Audu are Audu's books. The same linker appears in the question Mene ne sunanka? (what is your name?, to a man), where suna (name) takes -n and the possessive ending -ka; to a woman, sunanki. The reply is Sunana Musa or Sunana Binta.",
              "Simple identifying sentences use a stabiliser after the noun that agrees with it: ne for masculine and plural, ce for feminine. Wannan littafi ne means this is a book; Wannan mota ce means this is a car; Waɗannan littattafai ne means these are books.",
              "To say what someone is doing now, Hausa uses a set of continuous pronouns that combine person and aspect in one word:",
            ) +
            "<table><tr><th>Pronoun</th><th>Meaning</th><th>Pronoun</th><th>Meaning</th></tr><tr><td>ina</td><td>I am</td><td>muna</td><td>we are</td></tr><tr><td>kana</td><td>you (m.) are</td><td>kuna</td><td>you (pl.) are</td></tr><tr><td>kina</td><td>you (f.) are</td><td>suna</td><td>they are</td></tr><tr><td>yana</td><td>he is</td><td>ana</td><td>one is, people are</td></tr><tr><td>tana</td><td>she is</td><td></td><td></td></tr></table>" +
            p(
              "These are followed by a verbal noun or a verb phrase: Ina zuwa (I am coming), Muna aiki (we are working), Suna karatu (they are studying), Yana cin abinci (he is eating food), Tana karanta littafi (she is reading a book). Notice that the learner does not need a separate word for am or is: the pronoun carries it.",
            ),
        },
      },
    ],
  },
  {
    slug: "inventory-management-essentials",
    discipline: "Inventory management",
    title: "Inventory Management Essentials",
    description:
      "How much stock should a business hold, and when should it reorder? Drawing on examples from retail, wholesale and small-scale manufacturing, the course introduces the costs of holding and ordering stock, the economic order quantity, ABC classification, safety stock and reorder points, and cycle counting.",
    level: "beginner",
    duration: "six weeks (one three-hour workshop a week)",
    plantedGap: "cycle counting",
    modules: [
      {
        title: "Why stock costs money",
        description:
          "The functions of inventory and the three families of cost (ordering, holding and shortage) that every stock decision trades off.",
        lesson: {
          title: "The costs of holding and ordering stock",
          html: p(
            "Businesses hold inventory for good reasons. Stock decouples stages of a process, so a breakdown on one machine does not immediately stop the next; it buffers against demand that cannot be predicted exactly; it allows bulk buying and full-lorry deliveries; and it can be built up ahead of a known peak such as the run-up to Christmas. Yet every unit on the shelf ties up cash and space, and the task of inventory management is to hold enough to serve customers without holding more than that.",
            "Three families of cost pull in different directions. Ordering costs are incurred each time an order is placed: purchasing staff time, transport charges that do not depend on quantity, receiving and inspection. They are largely fixed per order, so they fall as orders become larger and less frequent. Holding, or carrying, costs are incurred for every unit kept over time: the cost of the capital tied up, storage space, insurance, handling, and losses to damage, theft and obsolescence. In many businesses annual holding cost is between 20 and 30 per cent of the item's value, so an item costing £40 with a 25 per cent holding rate costs £10 a year to keep in stock. Shortage costs arise when stock runs out: the lost margin on the sale, the customer who goes elsewhere next time, or the cost of an expensive emergency delivery.",
            "With steady demand and a fixed order size Q, stock falls from Q to zero and is then replenished, so average inventory is Q divided by 2. Doubling the order size halves the number of orders but doubles average stock. Ordering and holding costs therefore trade off against each other, and the next topic shows how to find the balance point.",
            "Managers also track how hard inventory is working. Inventory turnover is the cost of goods sold divided by average inventory value. A shop with annual cost of goods sold of £1.2 million and average stock of £200,000 turns its stock six times a year, which corresponds to about 61 days of stock (365 divided by 6). Comparing turnover by product line, and against similar businesses, quickly shows where cash is tied up in slow-moving lines.",
          ),
        },
      },
      {
        title: "How much to order? The economic order quantity",
        description:
          "Deriving and applying the EOQ, with a worked example and an honest look at its assumptions and at the effect of price breaks.",
        lesson: {
          title: "Working the EOQ",
          html: p(
            "The economic order quantity (EOQ), first published by Ford Harris in 1913, finds the order size that minimises the sum of annual ordering and holding costs. If D is annual demand in units, S the cost of placing one order and H the annual holding cost per unit, then annual ordering cost is (D/Q) × S and annual holding cost is (Q/2) × H. Total cost is lowest where the two are equal, which gives EOQ = √(2DS/H).",
            "Worked example. A wholesaler sells 12,000 units a year of a cleaning product. Each order costs £60 to place and receive, and holding one unit for a year costs £4. EOQ = √(2 × 12,000 × 60 / 4) = √360,000 = 600 units. The wholesaler therefore places 12,000 / 600 = 20 orders a year, roughly one every two and a half weeks. Annual ordering cost is 20 × £60 = £1,200, and annual holding cost is (600 / 2) × £4 = £1,200: equal, as the theory predicts, for a total of £2,400.",
            "The total cost curve is flat near its minimum, which makes the EOQ forgiving in practice. Suppose the supplier prefers orders of 800 units. Ordering cost becomes 15 × £60 = £900 and holding cost 400 × £4 = £1,600, a total of £2,500. An order a third larger than the optimum costs only about 4 per cent more, so rounding the EOQ to a pallet or case quantity is perfectly sensible.",
            "The model rests on assumptions worth stating to any manager who uses it: demand is constant and known; the lead time is fixed; the whole order arrives at once; the purchase price does not depend on quantity; and each item is managed on its own. When a supplier offers a lower unit price for larger orders, the EOQ must be checked against each price break. Calculate the EOQ at each price; if it falls below that price's minimum quantity, raise it to the minimum; then compare total annual cost, including the purchase cost of the goods themselves, at each candidate quantity and choose the lowest. A price reduction of a few per cent often justifies ordering well above the basic EOQ, because purchase cost usually dwarfs the ordering and holding costs.",
          ),
        },
      },
      {
        title: "ABC analysis, safety stock and the reorder point",
        description:
          "Classifying items by annual usage value, then setting reorder points and safety stock that protect a chosen service level.",
        lesson: {
          title: "Where to focus and when to reorder",
          html:
            p(
              "A typical business stocks thousands of lines, and they do not deserve equal attention. ABC analysis ranks every item by its annual usage value, which is annual demand multiplied by unit cost, and then divides the ranked list into classes. A common result is that around 20 per cent of items (class A) make up about 80 per cent of usage value, a further 30 per cent (class B) about 15 per cent, and the remaining half of the items (class C) only about 5 per cent. The exact cut-offs are a management choice. Class A items justify tight control, frequent review, accurate forecasts and close supplier relationships; class C items can be run on simple rules such as a two-bin system, in which a new order is placed when the first bin empties.",
              "The reorder point (ROP) answers the question of when to order. If demand during the supplier's lead time were certain, the ROP would simply be average daily demand d multiplied by lead time L in days. Because demand varies, businesses add safety stock (SS): ROP = d × L + SS. When daily demand is roughly normally distributed with standard deviation σ, and the lead time is fixed, SS = z × σ × √L, where z is taken from the normal distribution for the chosen service level.",
            ) +
            "<table><tr><th>Service level (chance of no stockout during a lead time)</th><th>z</th></tr><tr><td>90%</td><td>1.28</td></tr><tr><td>95%</td><td>1.65</td></tr><tr><td>97.5%</td><td>1.96</td></tr><tr><td>99%</td><td>2.33</td></tr></table>" +
            p(
              "Worked example. A hardware shop sells an average of 50 tins of a paint a day, with a standard deviation of 12 tins, and its supplier delivers six days after an order is placed. At a 95 per cent service level, SS = 1.65 × 12 × √6 = 1.65 × 12 × 2.449 ≈ 49 tins, so ROP = 50 × 6 + 49 = 349 tins. Raising the service level to 99 per cent lifts safety stock to about 69 tins and the ROP to 369. The last few percentage points of service are the most expensive, which is why high service levels are usually reserved for class A items and for lines where a stockout loses the customer entirely.",
            ),
        },
      },
    ],
  },
  {
    slug: "ikebana-line-space-and-form",
    discipline: "Ikebana",
    title: "Ikebana: Line, Space and Form",
    description:
      "Line, space and restraint: an introduction to the Japanese art of arranging flowers and branches, covering the history of the major schools, the proportions of the basic upright moribana, conditioning and cutting techniques, and seasonal expression in the choice of materials.",
    level: "beginner",
    duration: "eight weeks (one two-hour studio class a week)",
    plantedGap: "seasonal expression",
    modules: [
      {
        title: "From temple altars to modern schools",
        description:
          "How ikebana grew from Buddhist flower offerings into rikka, shōka, nageire and moribana, and what distinguishes the Ikenobō, Ohara and Sōgetsu schools today.",
        lesson: {
          title: "A short history of the schools",
          html: p(
            "Ikebana, literally 'living flowers', has its roots in the offerings of flowers placed before Buddhist altars after Buddhism reached Japan in the sixth century. Over several centuries these offerings became an art with its own rules, practised by priests, aristocrats and later by warriors and townspeople. The oldest surviving school, Ikenobō, is associated with the Rokkakudō temple in Kyoto, whose priests were known for their arrangements by the fifteenth century; its teachings were written down in the sixteenth century and it still traces its headship through an unbroken line.",
            "Styles changed with the settings in which flowers were shown. Rikka, 'standing flowers', reached its height in the early seventeenth century: large, formal arrangements of many materials representing a whole landscape, suited to temples and the great halls of the elite. In contrast, nageire, 'thrown in', placed a few stems casually in a tall vase, and its restraint suited the small rooms of the tea ceremony. From the eighteenth century shōka, also called seika, distilled the formal tradition into a simpler asymmetrical structure of three main lines, and it became widely taught to townspeople.",
            "The modern period brought two decisive changes. In the 1890s Ohara Unshin developed moribana, 'piled-up flowers', arranged in a shallow, wide container on a pin holder. Moribana could show a natural scene spread across a surface of water and could easily accommodate the Western flowers then arriving in Japan; the Ohara school he founded still centres on it. In 1927 Teshigahara Sōfū founded the Sōgetsu school, arguing that ikebana should be free creative expression that 'anyone, anywhere, with any material' can practise. Sōgetsu teaches a short series of basic styles and then encourages free work, including arrangements in metal, plastic and dried wood.",
            "Today there are hundreds of schools, but almost all share certain principles: asymmetry rather than mirror-image balance; a small number of clearly defined main lines; the empty space around and between the materials treated as part of the design; and restraint, with far fewer flowers than a Western bouquet. This course uses Sōgetsu's basic style as its teaching framework because its measurements are explicit and easy for beginners to follow.",
          ),
        },
      },
      {
        title: "The basic upright style",
        description:
          "Measuring and placing the three main stems of a moribana on the kenzan, and adding fillers without losing the structure.",
        lesson: {
          title: "Shin, soe and hikae in practice",
          html: p(
            "The basic upright moribana is built on three main stems, called in the Sōgetsu school shin, soe and hikae. Together they form an asymmetrical triangle in three dimensions, and every other stem in the arrangement, called a jushi or filler, supports one of them.",
            "Lengths are calculated from the container. For a shallow container (suiban), shin is usually one and a half times the sum of the container's width and its depth. Soe is three-quarters of shin, and hikae is three-quarters of soe. For a suiban 30 centimetres across and 7 centimetres deep, shin is (30 + 7) × 1.5 ≈ 55 centimetres, soe about 42 centimetres, and hikae about 31 centimetres. These lengths are measured from the kenzan to the tip of the material, not including the part pushed into the pins. Shin and soe are usually branches, which give strong lines; hikae is often a flower.",
            "Angles are measured from the vertical. In the basic upright style, shin leans about 10 to 15 degrees, soe about 45 degrees and hikae about 75 degrees. In the standard textbook form, shin and soe lean forward towards the arranger's left, while hikae leans forward to the right, so that seen from above the three tips do not line up and seen from the front they make a triangle with three unequal sides. Place the kenzan towards one corner of the container rather than in the centre, and leave a generous area of water surface visible: in moribana the water is part of the design.",
            "To fix a stem, cut the end cleanly at a slant, push it straight down onto the pins and only then tilt it to the required angle. Thick branches can be split at the base so that the pins grip, and very thin stems can be inserted inside a short piece of thicker stem.",
            "Add jushi last. Each filler should be shorter than the main stem it accompanies and should lean in a similar direction, filling space without blurring the triangle. A common beginner's fault is to add too many: stop as soon as the three lines read clearly, view the arrangement from the front at eye level, and remove anything that crosses a main line.",
          ),
        },
      },
      {
        title: "Cutting and conditioning materials",
        description:
          "Mizukiri and other water-raising techniques, pruning a branch to reveal its line, bending, and keeping an arrangement fresh.",
        lesson: {
          title: "Keeping materials alive",
          html:
            p(
              "An arrangement that wilts on the second day has failed, however good its lines. Japanese practice has developed a family of water-raising techniques, known collectively as mizuage, to help cut material take up water and stay fresh.",
              "The most basic is mizukiri, cutting the stem under water. When a stem is cut in air, air can be drawn into the water-conducting vessels and block them; cutting under water, with a sharp blade and a slanting cut that exposes a larger surface, avoids this. Recut every stem under water as soon as you bring it into the studio, and again when you fit it to its final length. Keep scissors sharp: a crushed stem conducts water poorly.",
              "Other techniques suit particular materials:",
            ) +
            "<ul><li>Woody branches: split the base upwards a few centimetres, or scrape away a little bark, to expose more of the conducting tissue.</li><li>Soft stems that wilt quickly: dip the cut end briefly in boiling water, wrapping the flowers and leaves in paper to protect them from the steam, then plunge the stem into cold water.</li><li>Stems that bleed milky sap: char the cut end over a flame until it blackens, which seals it, then stand it in deep water.</li><li>Large leaves: submerge them in water for a while before use.</li></ul>" +
            p(
              "Pruning comes before placing. Ikebana values a single clear line over an abundance of material, so study a branch from all sides, decide which line you want to show, and remove crossing twigs, damaged leaves and anything that competes with it. It is often said that the arranger's main tool is subtraction. Branches can also be shaped by tame, gently bending them with both thumbs placed under the curve and warming the wood with the hands; bend a little at a time, and never at a point where the branch is already cracked.",
              "Finally, care for the finished work. Top up the water daily, since a shallow suiban can lose much of its water in a warm room, keep the arrangement out of direct sun and draughts, and remove any flower as soon as it fades. After use, clean the kenzan with a brush so that old plant matter does not contaminate the water of the next arrangement.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-groundworks",
    discipline: "Groundworks",
    title: "Introduction to Groundworks",
    description:
      "Trench collapses and struck buried cables remain among the most serious hazards on small construction sites. Designed for new site operatives and apprentices, the programme covers setting out with pegs, profiles and a laser level, safe excavation and the location of buried services, laying and testing below-ground drainage, and kerb laying.",
    level: "beginner",
    duration: "ten weeks (one practical day a week at the training yard)",
    plantedGap: "kerb laying",
    modules: [
      {
        title: "Setting out and levels",
        description:
          "Transferring the design onto the ground with pegs and profiles, squaring corners, and working to a datum with a rotating laser.",
        lesson: {
          title: "Pegs, profiles and a datum",
          html: p(
            "Setting out transfers the lines and levels on the drawings onto the ground, and every later trade builds on it, so an error of a few millimetres here can become an expensive problem. The engineer or surveyor normally establishes a few control points and a temporary bench mark (TBM), a fixed point of known level such as a steel pin set in concrete, protected from traffic. All levels on the job are worked from the TBM, never from the existing ground, which is rarely level.",
            "Corner pegs mark the building or trench line, but they will be dug out once excavation starts. Profiles, timber boards on two stakes, are therefore set up about a metre beyond each end of the trench. Nails or saw cuts on the top of each profile mark the line of the trench edges and the wall faces, and string lines stretched between profiles let the line be re-established at any time. Corners are checked for square with the 3-4-5 rule: measure 3 metres along one line and 4 metres along the other, and the diagonal between the two marks should be exactly 5 metres (or use 6, 8 and 10 metres for more accuracy). For a rectangle, the two diagonals must also be equal.",
            "Levels are transferred with a rotating laser, which sweeps a horizontal beam across the site, and a detector clipped to a staff. First read the staff on the TBM; this is the backsight. The height of the laser's plane is the TBM level plus the backsight. Any other point's reduced level is that height minus the staff reading there.",
            "Worked example: the TBM level is 50.000 m and the staff reads 1.250 m on it, so the laser plane is at 51.250 m. The drawing requires a trench formation level of 48.900 m, so the staff should read 51.250 − 48.900 = 2.350 m on the trench bottom. The operative sets the detector at 2.350 m on the staff and digs until the detector beeps level. Always close back onto the TBM at the end of the job: if the reading has changed, the laser has been knocked and recent levels must be checked.",
          ),
        },
      },
      {
        title: "Excavation safety",
        description:
          "Locating buried services, supporting trench sides and inspecting excavations under the Construction (Design and Management) Regulations 2015.",
        lesson: {
          title: "Digging without harm",
          html:
            p(
              "Two hazards dominate excavation work: buried services and collapsing sides. Striking an electricity cable can cause severe burns from the arc, and damaging a gas main can lead to an explosion. The Health and Safety Executive's guidance HSG47, Avoiding danger from underground services, sets out a three-part approach: plan the work using the utility companies' records, locate services on site before and during digging, and use safe excavation methods.",
              "Utility plans show approximate positions only, so services must be traced on the ground with a cable avoidance tool (CAT), usually used with a signal generator often called a Genny. The CAT detects electromagnetic fields from live cables and from metal pipes or cables carrying the generator's signal. It cannot detect plastic pipes without a tracer wire, and it may miss cables that carry little or no current, so a clear reading is never proof that the ground is empty. Mark detected lines on the surface with paint, then expose them by careful hand digging with insulated tools; HSG47 advises against using mechanical excavators or power tools close to a located service. Colour is a clue but not a guarantee: in the UK electricity cables are usually black or red, gas pipes yellow, and water pipes blue.",
              "Trench sides can collapse without warning even in ground that looks firm, and a cubic metre of soil weighs well over a tonne. Under the Construction (Design and Management) Regulations 2015, all practicable steps must be taken to prevent danger from collapse, which means battering the sides back to a safe slope or supporting them with trench boxes, hydraulic shores or sheet piles. Nobody enters an unsupported trench deeper than is safe for the ground, however quickly the job could be done.",
              "Other controls are simple but often neglected:",
            ) +
            "<ul><li>Keep spoil heaps, materials and plant back from the edge so that their weight does not load the sides.</li><li>Fit edge protection or barriers where people could fall in, and provide a secured ladder for access.</li><li>Use stop blocks for vehicles tipping near an excavation.</li><li>Test for gases before entry where fumes or low oxygen are possible.</li></ul>" +
            p(
              "A competent person must inspect every excavation at the start of each shift, after any event likely to affect its stability, and after any accidental fall of material, and must record the inspection.",
            ),
        },
      },
      {
        title: "Below-ground drainage",
        description:
          "Pipe gradients and invert levels, bedding and backfill, and the air test that proves a drain before it is covered.",
        lesson: {
          title: "Laying and testing a foul drain",
          html: p(
            "A foul drain must carry waste away at a self-cleansing velocity without leaking, so the pipe must be laid to an accurate, even gradient on a firm, continuous bed. In England the guidance is Approved Document H of the Building Regulations. For a 100 mm drain, gradients in the range 1:40 to 1:80 are typical, depending on the flow and the number of WCs connected; a drain laid too flat silts up, and one with sudden changes of grade collects solids at the change.",
            "Gradients are set by invert levels, the level of the inside bottom of the pipe. Worked example: a 100 mm drain runs 12 m from an inspection chamber with an invert of 48.900 m at a gradient of 1:40. The fall is 12 ÷ 40 = 0.300 m, so the downstream invert is 48.900 − 0.300 = 48.600 m. On site the gradient is transferred with a laser set to the grade or with sight rails and a traveller, a T-shaped rod cut to a fixed length that is stood on the pipe invert and sighted against the rails.",
            "Plastic pipes are flexible and depend on the surrounding material for support. The usual detail is a bed of clean granular material, such as 10 mm single-size gravel, at least 100 mm deep beneath the pipe, with the same material placed and compacted in layers around it and to a cover of 100 to 150 mm above the crown, following the manufacturer's and Approved Document H details. Scoop out small hollows under the sockets so that the pipe barrel, not the joints, bears on the bed. Above the granular surround, backfill with selected material free of large stones, compacted in layers, before normal fill is placed.",
            "Before backfilling, the drain is tested so that a leak can be repaired cheaply. For an air test, the ends are sealed with stoppers and air is pumped in until a U-tube manometer shows 100 mm water gauge. After allowing a few minutes for the air temperature to stabilise, the pressure should not fall by more than 25 mm over a further five minutes (or 12 mm from a 50 mm gauge). If it fails, check the stoppers first, then brush soapy water on the joints to find the bubbles. Retest after backfilling, because backfill can displace joints.",
          ),
        },
      },
    ],
  },
];
