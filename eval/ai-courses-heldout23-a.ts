/** Twenty-third held-out evaluation courses, beginner level (Modern Greek to Foley artistry); see ai-courses-heldout23.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT23_A: EvalCourse[] = [
  {
    slug: "modern-greek-letters-stress-and-nouns",
    discipline: "Greek (modern) language",
    title: "Modern Greek from the First Letter",
    description:
      "Greek, the official language of Greece and Cyprus, is taught here from scratch to students with no previous knowledge: the alphabet and its pronunciation, the written stress accent, the three genders and their articles, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Twenty-Four Letters and Their Sounds",
        description:
          "You will learn to read every letter aloud, including the pairs of letters that stand for a single sound.",
        lesson: {
          title: "Reading Greek aloud",
          html:
            p(
              "The Greek alphabet has twenty-four letters, and most learners already know several of them from mathematics: α, β, π, σ, ω. Modern pronunciation, however, differs a good deal from the Ancient Greek taught in classics departments. Beta (β) is now a v, so βιβλίο ('book') is <i>vivlío</i>; delta (δ) is the soft th of English 'this'; gamma (γ) is a voiced throaty sound before a, o and u but a y-sound before e and i, as in γεια (<i>ya</i>, 'hi'). Chi (χ) is the rough h of Scottish 'loch', and theta (θ) the th of 'thin'.",
              "The most important fact for a beginner is that spelling preserves distinctions the spoken language lost long ago. The sound i can be written in five ways, and the sound e in two:",
            ) +
            "<table><tr><th>Sound</th><th>Spellings</th><th>Example</th></tr><tr><td>i</td><td>ι, η, υ, ει, οι</td><td>μικρό (small), ήλιος (sun), ύπνος (sleep), είναι (is), σπίτι (house)</td></tr><tr><td>e</td><td>ε, αι</td><td>εγώ (I), και (and)</td></tr><tr><td>o</td><td>ο, ω</td><td>όχι (no), ώμος (shoulder)</td></tr><tr><td>u</td><td>ου</td><td>πού (where)</td></tr></table>" +
            p(
              "Reading aloud is therefore easy, because each spelling has one pronunciation; writing from dictation is harder, because you must remember which of the five i-spellings a word uses. Several consonant pairs also behave as units. Μπ is b at the start of a word (μπίρα, <i>bíra</i>) and often mb inside it; ντ is d or nd (ντομάτα, <i>domáta</i>); γκ is g or ng. Modern Greek has no native letters for b, d and g, which is why it borrows these combinations. Finally, sigma has two forms: σ inside a word and ς at its end, as in σπίτι and ο φίλος ('the friend').",
            ),
        },
      },
      {
        title: "Where the Stress Falls",
        description:
          "Every word of more than one syllable carries a written accent, and putting the stress in the wrong place can change the meaning.",
        lesson: {
          title: "The tonos and why it matters",
          html: p(
            "Greek stress is free: it can fall on the last, the second-to-last or the third-to-last syllable of a word, but never further back. Because its position cannot be predicted, it is marked in writing. Since the spelling reform of 1982 Greece has used the monotonic system, in which a single acute accent, the <i>tonos</i>, sits over the stressed vowel of every word of two or more syllables. The older polytonic system, with its rough and smooth breathings and three kinds of accent, survives in church books and some literary publishing, but you will not need it to read a newspaper or a street sign.",
            "The accent is not decoration. Pairs of words differ only in stress: πότε (<i>póte</i>) means 'when?', but ποτέ (<i>poté</i>) means 'never'; νόμος (<i>nómos</i>) is 'law', but νομός (<i>nomós</i>) is a prefecture, an administrative district. Pronouncing γέρος ('old man') as γερός ('strong') will produce at best a puzzled smile. When the stressed vowel is written with two letters, the accent goes on the second of them: είναι, ούτε, ωραίο. Capital letters at the start of a word carry the accent on their upper left, as in Άννα, but words written entirely in capitals, as on shop signs, usually omit it.",
            "A second mark, the diaeresis (two dots, ¨), tells you that two vowels that would normally form one sound are to be pronounced separately. Compare παιδάκια (<i>pedákia</i>, 'little children'), where αι is simply e, with πλαϊνός (<i>pla-i-nós</i>, 'at the side'), where the dots split the pair. When the accent itself falls on the first of the two vowels, it already shows the split and no diaeresis is needed, as in Κάιρο (<i>Ká-iro</i>, 'Cairo'). Stress also moves in some words when endings are added: ο άνθρωπος ('the person') becomes των ανθρώπων ('of the people'). Learn each new word with its accent from the first day, reading it aloud with exaggerated stress until the rhythm is automatic.",
          ),
        },
      },
      {
        title: "Nouns, Genders and the Article",
        description:
          "Masculine, feminine or neuter? This module shows how a noun's ending usually answers the question, and which article to put in front of it.",
        lesson: {
          title: "Ο, η, το: three genders",
          html:
            p(
              "Every Greek noun belongs to one of three grammatical genders, masculine, feminine or neuter, and the definite article that precedes it changes accordingly: ο for masculine, η for feminine and το for neuter in the nominative singular. Gender is grammatical rather than natural: το κορίτσι ('the girl') and το παιδί ('the child') are neuter, and so are the diminutives that Greeks use constantly, such as το σπιτάκι ('the little house'). Fortunately, the ending of the nominative singular is usually a reliable guide.",
            ) +
            "<ul><li>Masculine: -ος (ο δρόμος, the road), -ας (ο πατέρας, the father), -ης (ο μαθητής, the pupil).</li><li>Feminine: -α (η θάλασσα, the sea), -η (η αγάπη, love), and a small group in -ος (η οδός, the street).</li><li>Neuter: -ο (το νερό, the water), -ι (το ψωμί, the bread), -μα (το όνομα, the name).</li></ul>" +
            p(
              "The indefinite article is ένας for masculine nouns, μία or μια for feminine and ένα for neuter, and it doubles as the number 'one'. Greek nouns also change their endings for case. At this stage three cases matter. The nominative marks the subject: ο φίλος μου είναι εδώ ('my friend is here'). The accusative marks the object and follows most prepositions; in the masculine both article and ending change, so ο φίλος becomes τον φίλο in βλέπω τον φίλο ('I see the friend'). The genitive shows possession: το σπίτι του φίλου ('the friend's house'). Feminine and neuter nouns change less in the singular: η θάλασσα becomes τη θάλασσα in the accusative, and το νερό does not change at all. Learn every noun together with its article, as a single unit, and the genders will take care of themselves.",
            ),
        },
      },
    ],
  },
  {
    slug: "natural-slate-roofing-craft-basics",
    discipline: "Slate roofing",
    title: "Natural Slate Roofing: Craft Basics",
    description:
      "Natural slate has kept the weather out of Welsh, Cumbrian and Spanish buildings for centuries. Over ten weeks in the workshop and on a practice roof, trainees set out gauge and headlap, hole and nail slates, form eaves and verges, and dress a lead valley.",
    level: "beginner",
    duration: "10 weeks (2 days a week)",
    plantedGap: "lead valley",
    modules: [
      {
        title: "Headlap, Gauge and Setting Out",
        description:
          "Before a single slate goes on, the roof has to be measured and battened so that every course has enough cover.",
        lesson: {
          title: "Working out the gauge",
          html: p(
            "A slate roof keeps water out by overlap, not by any seal. Each course of slates is laid so that its joints fall over the middle of the slates in the course below, and the head of every slate is covered by the tails of the two courses above it. The critical dimension is the <b>headlap</b>: the distance by which the tail of a slate in the third course overlaps the head of the slate in the first. Headlap is chosen from the roof pitch and the exposure of the site; British Standard BS 5534 gives recommended values, and a steep roof in a sheltered town needs less headlap than a shallow roof on an exposed coast. As a rule natural slate should not be laid below a pitch of about 20 degrees, and even then only with large slates and generous lap.",
            "Once the headlap is fixed, the <b>gauge</b>, which is the spacing of the battens and therefore the exposed length of each course, follows from a simple formula: gauge = (slate length − headlap) ÷ 2. For a 500 mm slate with 100 mm headlap the gauge is (500 − 100) ÷ 2 = 200 mm. On a rafter length of 4.0 m from the first full-course batten to the top batten, that gives 4000 ÷ 200 = 20 courses. If the division does not come out evenly, the roofer adjusts the gauge slightly downward, never upward, because a smaller gauge means more lap and a drier roof.",
            "Setting out begins with the battens. Treated softwood battens of at least 25 × 50 mm are fixed across the rafters with a chalk line or a gauge rod, starting from the eaves and working up. The vertical lines matter as much as the horizontal ones: roofers mark the perpends, the lines of the joints between slates, every few courses, so that the bond stays true across the roof and the side lap never shrinks below what the slate width requires.",
          ),
        },
      },
      {
        title: "Holing and Nailing",
        description:
          "Learn to punch clean nail holes in the right place and to fix each slate so it will not lift in a gale.",
        lesson: {
          title: "Where the nail goes",
          html:
            p(
              "Natural slates are usually supplied unholed, and a slater makes the holes on site with a slater's hammer, a spike on a steel bench, or a holing machine. The hole is punched from the bed side, the face that will lie against the battens, so that the spalled countersink forms on the upper face and lets the nail head sit flush. The roofer works from a marked template to put the holes in the same place on every slate of a given size.",
              "In Britain most slates are <b>centre-nailed</b>: the two nails go roughly halfway up the slate, which shortens the lever arm on which the wind acts at the tail. The distance of the holes from the tail is the gauge plus the headlap plus a small allowance, typically 8 to 15 mm, so that the nail clears the head of the slate beneath. For our 500 mm slate at 200 mm gauge and 100 mm headlap, that puts the holes about 310 mm from the tail. Holes should also be 20 to 25 mm in from the long edges, far enough to avoid splitting the slate but close enough to hold it flat.",
            ) +
            "<ul><li>Use copper or silicon-bronze nails; steel nails rust and stain, and a failed nail means a slipped slate.</li><li>Drive the nail until the head just touches the slate. Over-driving cracks the slate; under-driving leaves it rattling.</li><li>Nail length must allow at least 15 mm of penetration into the batten.</li></ul>" +
            p(
              "Heavier and thicker slates on steep roofs are sometimes <b>head-nailed</b> near the top edge instead. Head-nailing gives a double thickness of slate over each nail, but it leaves the tail free to lift, so it is not suitable for exposed sites without extra tail fixings such as copper disc rivets.",
            ),
        },
      },
      {
        title: "Eaves and Verges",
        description:
          "The edges of a roof are where most leaks begin; this module deals with the doubled course at the eaves and the slate-and-a-half at the verge.",
        lesson: {
          title: "Starting and finishing a course",
          html: p(
            "At the eaves the normal rule of three thicknesses of slate breaks down, because there is no course below the first one. The eaves are therefore started with a shorter <b>under-eaves course</b>, fixed on its own batten, whose length equals the gauge plus the headlap; for the example roof that is 200 + 100 = 300 mm. The first full course is then laid directly over it with the tails flush, so that the joints of the full course fall over the middle of the short slates. The eaves should project far enough for water to drop into the centre of the gutter, and a tilting fillet or raised fascia lifts the tails slightly so that the first courses lie at the same angle as those above.",
            "The verge is the sloping edge at a gable. Because alternate courses are offset by half a slate, a course that ends in a full slate at the verge will be followed by one that would need a half slate. Narrow pieces are weak and easily lifted, so roofers use <b>slate-and-a-half</b> widths at the verge on alternate courses, keeping every edge piece at least the width of a full slate. The verge slates should overhang the gable wall by about 38 to 50 mm and be bedded on a cement-fibre undercloak or fixed in a dry verge system, depending on the specification.",
            "A good verge is tilted slightly inward so that water flowing across the slates is turned back onto the roof rather than over the gable. Every verge slate is double-nailed, and where a slate has to be cut, it is cut with a slater's zax or cutter from the bed side and re-holed, never fixed with a single nail through an old hole that has broken out.",
          ),
        },
      },
    ],
  },
  {
    slug: "four-shaft-weaving-first-cloth",
    discipline: "Weaving",
    title: "Weaving on Four Shafts: Your First Cloth",
    description:
      "Cloth is a grid of two thread systems, one held taut and one passed through it. On four-shaft table looms, students wind and dress a warp, read a weaving draft, weave plain weave and twills, and finish a sampler with a hemstitched edge.",
    level: "beginner",
    duration: "8 weekly sessions of 3 hours",
    plantedGap: "hemstitched edge",
    modules: [
      {
        title: "Planning and Winding a Warp",
        description: "How many threads, and how long? We do the arithmetic before winding a warp on the warping board.",
        lesson: {
          title: "Warp calculations",
          html:
            p(
              "The warp is the set of lengthwise threads held under tension on the loom; the weft is the crosswise thread that the weaver passes between them. Every project begins with a calculation of how many warp ends are needed and how long they must be. The number of ends depends on the <b>sett</b>, the density of warp threads, expressed in ends per centimetre (epc) or ends per inch (epi). A yarn's sett is found by wrapping it around a ruler, side by side without gaps, and counting the wraps in 2.5 cm; for a balanced plain weave the sett is about half that number, and for twills somewhat closer.",
              "Suppose we want a scarf 25 cm wide on the loom in a yarn sett at 8 epc. The warp needs 25 × 8 = 200 ends. Its length must allow for the finished piece and everything that is lost along the way:",
            ) +
            "<table><tr><th>Allowance</th><th>Length</th></tr><tr><td>Finished length</td><td>150 cm</td></tr><tr><td>Fringes, 2 × 15 cm</td><td>30 cm</td></tr><tr><td>Take-up and shrinkage, about 10%</td><td>18 cm</td></tr><tr><td>Loom waste (tying on and the unweavable end)</td><td>60 cm</td></tr><tr><td>Total warp length</td><td>258 cm, rounded to 260 cm</td></tr></table>" +
            p(
              "Take-up is the extra length a thread uses as it bends over and under the threads crossing it; shrinkage happens when the cloth relaxes off the loom and is washed. With 200 ends of 2.6 m, the warp uses 520 m of yarn. The warp is wound on a warping board or mill, going round pegs in a fixed path, and the weaver keeps a <b>cross</b> at one end, a figure-of-eight between two pegs that holds the threads in order. The cross is tied securely in four places before the warp is taken off the board, because it is what allows each thread to be found again when the loom is threaded.",
            ),
        },
      },
      {
        title: "Reading a Draft",
        description:
          "A weaving draft looks like a crossword; by the end of this module you will read its four parts and draw down the cloth it describes.",
        lesson: {
          title: "Threading, tie-up, treadling and drawdown",
          html: p(
            "A weaving draft is the notation weavers use to record a structure. It is drawn on squared paper and has four parts. The <b>threading</b>, usually across the top, shows which shaft each warp end passes through; on a four-shaft loom it has four rows, and a mark in row 3 of a column means that end is threaded through a heddle on shaft 3. The <b>tie-up</b>, in one corner, shows which shafts each treadle lifts. On a table loom without treadles, the tie-up is replaced by the combination of levers raised. The <b>treadling</b>, down the side, gives the order in which treadles or lever combinations are used, one row per pick of weft. The <b>drawdown</b>, filling the large grid, shows the resulting interlacement: a filled square where warp is on top, a blank where weft is on top.",
            "The simplest threading is the straight draw, 1-2-3-4 repeated across the warp. With it, lifting shafts 1 and 3 together, then 2 and 4, gives plain weave. Lifting two adjacent shafts at a time in the order 1-2, 2-3, 3-4, 4-1 gives a 2/2 twill, in which each weft passes over two ends and under two, and the interlacing points step sideways by one end on every pick to make a diagonal line.",
            "To draw down a pick by hand, take its row in the treadling, find which shafts are raised, and fill every square in that row whose column is threaded on one of those shafts. Repeat for each pick. Drawing down eight or twelve picks of a new draft before threading the loom is the best way to catch an error, and it trains the eye to see how a small change in threading or treadling turns a twill into a point twill or a broken twill. Weaving software does the same thing instantly, but doing it on paper teaches you what the software is doing.",
          ),
        },
      },
      {
        title: "Plain Weave and Twill at the Loom",
        description:
          "Here the sampler is woven, and the skills that make an even cloth, from the angle of the weft to the beat and the selvedges, are practised.",
        lesson: {
          title: "Weaving an even cloth",
          html: p(
            "Plain weave, also called tabby, is the most interlaced structure possible: each weft goes over one end and under the next, and the next pick does the opposite. A <b>balanced</b> plain weave has the same number of picks per centimetre as ends per centimetre, so that a square woven on the loom measures as a square. Achieving it depends on three habits at the loom rather than on strength.",
            "First, the weft must lie in the shed at an angle, not straight across. Because the weft has to travel over and under the warp, it needs more length than the width of the cloth; laid in straight, it draws the edges inward. Weavers lay it at an angle of about 30 to 45 degrees, or in a gentle arc, before beating, which gives it the slack it needs. Second, the beat should be consistent. Bring the beater forward with the same gentle pressure every time, with the shed still open or just changing, and count picks per centimetre every few centimetres to check that the density is not creeping. Third, watch the selvedges, the edges of the cloth. The weft should turn round the outermost end snugly without pulling it in or leaving loops. Draw-in of a centimetre or so across a 25 cm warp is normal; a web that narrows as you weave means too little weft in the shed.",
            "Twill differs from plain weave in that each weft floats over or under more than one end, and the floats step diagonally. A 2/2 twill has equal amounts of warp and weft on both faces; a 1/3 twill shows mostly weft on one face and mostly warp on the other. Because twill interlaces less often, its threads pack more closely, so a twill is usually woven at a slightly closer sett than plain weave in the same yarn. Weaving both structures on one warp, and comparing the cloth before and after washing, is the purpose of the sampler.",
          ),
        },
      },
    ],
  },
  {
    slug: "keeping-alpacas-and-llamas-well",
    discipline: "Camelid husbandry",
    title: "Keeping Alpacas and Llamas Well",
    description:
      "Alpacas and llamas now graze on smallholdings far from the Andes, and new keepers need to understand them. The course deals with camelid digestion and feeding, body condition scoring under the fleece, herd behaviour and safe handling, and shearing.",
    level: "beginner",
    duration: "6 weeks (one evening and one farm Saturday each week)",
    plantedGap: "shearing",
    modules: [
      {
        title: "A Three-Compartment Stomach",
        description:
          "Camelids chew the cud but are not true ruminants, and the difference shapes how they should be fed.",
        lesson: {
          title: "Digestion and daily rations",
          html: p(
            "Alpacas and llamas belong to the Tylopoda, the suborder that also contains the camels, and they evolved separately from cattle, sheep and goats. Like ruminants they regurgitate and re-chew their food, but their stomach has three compartments rather than four. The first compartment, C1, is by far the largest and, with C2, acts as a fermentation vat in which microbes break down cellulose. Its wall carries glandular saccules that absorb water and solutes quickly. C3 is a long tubular compartment whose final portion secretes acid and corresponds to the true stomach. Food stays longer in the camelid fore-stomach than in a sheep's rumen, which makes camelids efficient at digesting coarse, low-protein forage.",
            "That efficiency is the main feeding hazard. An adult alpaca of 55 to 80 kg, or a llama of 130 to 200 kg, eats roughly 1.5 to 2 per cent of its body weight as dry matter each day. A 65 kg alpaca at 1.8 per cent needs about 1.2 kg of dry matter; if that comes from hay at 85 per cent dry matter, the ration is about 1.4 kg of hay, or the equivalent in grass. Most of the diet should be grass and hay. Concentrates, in the form of a camelid-specific pellet, are a supplement for pregnant and lactating females, growing young stock and animals in poor condition, and large feeds of cereal can cause acidosis in C1.",
            "Keepers in northern Europe should also know two deficiencies. Crias born in autumn and winter receive little sunlight and can develop rickets from lack of vitamin D, so many keepers give vitamin D by injection or orally on veterinary advice. Selenium is low in many British soils, and a mineral supplement formulated for camelids helps to prevent it. Fresh water must always be available, and pastures should be walked for poisonous plants, particularly yew, rhododendron, laburnum and ragwort, before the animals arrive.",
          ),
        },
      },
      {
        title: "Condition Scoring Under the Fleece",
        description:
          "A thick fleece can hide a thin animal for months, so here you learn to score condition with your hands rather than your eyes.",
        lesson: {
          title: "Feeling for condition",
          html:
            p(
              "A fully fleeced alpaca can look round and healthy while it is losing weight, and many deaths from parasitism or poor dentition are noticed late for this reason. Body condition scoring, done by touch, is therefore a routine job, ideally monthly and more often in late pregnancy and winter. Most British keepers use a scale of 1 to 5, with 3 as the target for an adult that is neither breeding nor working.",
              "The main site is the back, just behind the last rib. Stand beside the animal, place one hand flat over the spine there and feel the shape of the muscle on either side of the backbone. The profile your hand describes is what you score:",
            ) +
            "<table><tr><th>Score</th><th>What you feel over the loin</th></tr><tr><td>1, emaciated</td><td>Sharp spine, concave sides, a steep inverted V</td></tr><tr><td>2, thin</td><td>Spine easily felt, sides straight but sloping steeply</td></tr><tr><td>3, ideal</td><td>Spine felt with light pressure, a broad flat V</td></tr><tr><td>4, fat</td><td>Spine hard to find, sides rounded</td></tr><tr><td>5, obese</td><td>Spine in a groove between bulging muscle and fat</td></tr></table>" +
            p(
              "Two other sites confirm the score. At the brisket, between the front legs, a thin animal's breastbone feels sharp and a fat one's is padded. Between the hind legs, fat accumulates in overweight animals. Scores should be recorded with the date and, wherever possible, with a weight from livestock scales, because a trend tells you more than a single number. An unexplained loss of half a score, or of 5 per cent of body weight, deserves a look at the teeth, a faecal egg count and a call to the vet. Obesity is as real a problem as thinness in pet herds, and it makes females harder to get in calf and more prone to difficult births.",
            ),
        },
      },
      {
        title: "Herd Behaviour and Handling",
        description:
          "Calm handling starts with knowing how a herd animal thinks, so we study their social life before we put on a halter.",
        lesson: {
          title: "Working with the herd",
          html: p(
            "Alpacas and llamas are herd animals and become chronically stressed if kept alone; a minimum of three is the usual advice, and they should never be kept as a single pet. Within a group there is a clear hierarchy, settled mostly by posture, chest-barging and spitting. Spitting is aimed mainly at other camelids, and the green, foul-smelling material comes from C1; people are usually hit only when standing between two animals in dispute. Camelids also use communal dung piles, which keeps most of the pasture clean and makes it easier to collect droppings to control worms.",
            "One behavioural problem deserves special care. Male crias that are bottle-reared and handled as pets can grow up treating humans as other camelids, and as adults they may rear, barge and bite as they would against a rival male. This aberrant behaviour syndrome, once called berserk male syndrome, is very hard to reverse. Prevention is simple: orphaned crias should be raised in the herd, fed from a bottle through a fence where possible, and not cuddled or played with.",
            "For routine handling, move the whole group quietly into a small catch pen, since an individual chased in a field will panic. Approach from the side, place one arm around the base of the neck and the other hand on the rump, and let the animal settle against you. Do not hold the ears or grab the fleece. When fitting a halter, make sure the noseband sits high on the bony bridge of the nose. Camelids breathe only through their noses, and a noseband that slips onto the soft cartilage can restrict breathing and cause panic. Short, regular sessions teach young animals to lead, stand for a foot check and accept the handling that husbandry demands.",
          ),
        },
      },
    ],
  },
  {
    slug: "foley-performance-for-film-beginners",
    discipline: "Foley artistry",
    title: "Foley: Performing Sound for the Screen",
    description:
      "Almost nothing heard beneath the dialogue of a finished film was recorded on set; footsteps, rustles and clinks are performed again, in sync, on a Foley stage. Beginners learn where the craft came from, perform footsteps on different surfaces, choose and place microphones, and take a first look at editing Foley in a digital audio workstation.",
    level: "beginner",
    duration: "5 weekend workshops",
    plantedGap: "digital audio workstation",
    modules: [
      {
        title: "What Foley Is For",
        description:
          "This opening module explains why sound recorded on set is rarely enough and where Foley fits in the soundtrack.",
        lesson: {
          title: "Feet, moves and specifics",
          html:
            p(
              "Foley is the reproduction of everyday sound effects, performed in synchronisation with the picture in a recording studio. The craft is named after Jack Foley (1891–1967), who worked at Universal Studios when films were moving from silence to sound. Because early sound films were often shot silent or with poor on-set sound, Foley and his colleagues recorded footsteps and other noises while watching the film projected, creating effects live to picture. The name stuck, and the people who do it are called Foley artists, or sometimes Foley walkers.",
              "Why is Foley still needed when microphones are far better? Production sound concentrates on dialogue. The boom is aimed at the actors' mouths, so footsteps, clothing and small props are recorded weakly or drowned by generators and traffic. Floors on a film set are often hollow wooden platforms that sound nothing like the stone church they are dressed to resemble. Foley also provides a clean effects track for international versions: when dialogue is replaced by another language, the production track cannot be used, and the <b>M&amp;E</b> (music and effects) mix must supply every sound except speech.",
            ) +
            "<ul><li><b>Feet</b>: footsteps for every visible character, matched to shoe, surface and gait.</li><li><b>Moves</b>, or cloth: the rustle of clothing as characters move, recorded as a continuous track for each scene.</li><li><b>Specifics</b>, or props: the particular objects handled on screen, from a cup set on a saucer to a key in a lock.</li></ul>" +
            p(
              "Foley is different from sound design, which creates effects that do not exist in the world, and from library effects, which are pre-recorded. Its strength is that it is performed: timing, weight and character come from a human body responding to the picture.",
            ),
        },
      },
      {
        title: "Footsteps and Surfaces",
        description:
          "Through practice in the pits you will learn to walk in place, in sync, in the character's own shoes.",
        lesson: {
          title: "Walking for the screen",
          html: p(
            "Footsteps are the backbone of a Foley session and the hardest thing to do well. A Foley stage has a set of <b>pits</b>, shallow trays set into the floor and filled with different surfaces: gravel, sand, earth, leaves, concrete, wooden boards, tiles and sometimes water. The artist stands in the pit and walks on the spot while watching the picture, so that each footfall lands in sync with the actor's foot on screen.",
            "Synchronisation is learned rather than calculated, but some technique helps. Watch for the moment the heel meets the ground, not the moment the leg moves; most walks are a heel strike followed by the roll of the toe, and the heel gives the sync point. Start a few steps before the cue to settle into the actor's rhythm, and keep the body loose so that the feet can follow changes of pace. When an actor stops, shifts weight or turns, those small scuffs must be performed too, because silence under a visible movement sounds false.",
            "Shoes matter as much as surfaces. Foley artists keep large collections: leather-soled dress shoes, high heels, work boots, trainers. The sound should match the character as well as the footwear, so a heavy, tired man and a nervous teenager in the same trainers will not be walked the same way. Some classic substitutions remain useful. Cornflour squeezed in a leather pouch gives the squeak of footsteps in snow; a pair of old magnetic tapes or a bundle of loose audio tape in a pit gives footsteps in grass; and walking on a sheet of plywood over a hollow box can suggest the boards of an old house. The test is always the same: played against picture, does the audience believe the feet belong to the actor?",
          ),
        },
      },
      {
        title: "Microphones, the Stage and the Cue Sheet",
        description:
          "A quiet room, a well-placed microphone and a clear plan make the difference between usable Foley and hours of re-recording.",
        lesson: {
          title: "Recording Foley cleanly",
          html: p(
            "A Foley stage is acoustically very dead and very quiet. Walls are treated with absorption so that the room adds little reverberation of its own, because the natural acoustic of a scene will be added later by the re-recording mixer. Background noise criteria around NC 15 to 20 are common targets, since Foley sounds are often soft and are recorded with plenty of gain.",
            "The usual microphone is a condenser with a narrow pick-up pattern, such as a short shotgun or a hypercardioid; the Sennheiser MKH 416 and Neumann KMR 81 are long-standing choices. It is placed typically between 50 cm and 1.5 m from the source, and the distance is a creative decision. A close microphone gives the intimate, detailed sound of a close-up; moving it back gives perspective for a wide shot. Many stages record two microphones at once, one close and one more distant, so that the mixer can choose or blend them. The recordist watches levels constantly: footsteps on concrete produce sharp transients, and a sudden drop of a prop can easily clip.",
            "Sessions are planned from a <b>cue sheet</b>. Before recording, the Foley supervisor watches the cut and lists every cue: its start timecode, the character, the type of sound (feet, moves or specifics), the surface or prop, and notes on performance. A row might read '01:04:12:08, ANNA, feet, heels on marble, hurried, stops at door'. Props are gathered and pits prepared in advance, and cues are grouped so that all the marble footsteps in a reel are performed before the marble is swapped for gravel. A good cue sheet is what lets an experienced team record a feature film's Foley in a couple of weeks.",
          ),
        },
      },
    ],
  },
];
