/** One-hundred-and-twelfth held-out evaluation courses, beginner level; see ai-courses-heldout112.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT112_A: EvalCourse[] = [
  {
    slug: "teaching-tai-chi-to-beginners-the-simplified-24-form",
    discipline: "Tai chi instruction",
    title: "Teaching Tai Chi to Beginners: The Simplified 24-Form",
    description:
      "Aimed at fitness instructors, physiotherapy assistants and community leaders who want to run safe beginner classes, the course covers the principles of Yang-style tai chi, the opening movements of the simplified 24-form, progressive teaching methods, breathing cues and the planning of classes for older adults.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute practical session a week)",
    plantedGap: "breathing cues",
    modules: [
      {
        title: "Principles of Yang-Style Tai Chi",
        description:
          "Where the Yang style came from and the postural and weight-shifting principles on which every movement of the simplified form depends.",
        lesson: {
          title: "Rooting, Relaxation and the Empty-Full Principle",
          html: p(
            "Tai chi chuan (taijiquan) grew up as a martial art in Chen Village in Henan province. Yang Luchan (1799-1872) learned it there and taught in Beijing, and his grandson Yang Chengfu (1883-1936) fixed the large, slow, evenly paced frame that most Western classes now teach. In 1956 the Chinese National Sports Commission condensed Yang-style material into the simplified 24-movement form, often called the Beijing form. Performed at an even pace it takes five to six minutes, short enough for beginners to learn in a term.",
            "Yang Chengfu's Ten Essentials, recorded by his student Chen Weiming, remain the clearest teaching checklist: lift the crown of the head lightly; hollow the chest and raise the back; loosen the waist; distinguish empty and full; sink the shoulders and drop the elbows; use intention, not force; coordinate upper and lower body; unite inner and outer; move continuously; and seek stillness within movement. An instructor cannot teach all ten in week one, so most begin with the head, the shoulders and the distinction between empty and full.",
            "Empty and full (xu shi) means that the weight is almost never shared equally for long. In a bow stance (gong bu) the front knee bends over the front foot and carries roughly 60 to 70 per cent of the weight, while the back leg is extended but not locked. The feet stay about shoulder-width apart sideways, as if standing on two rails rather than a tightrope. In an empty stance (xu bu) nearly all the weight sits on the bent back leg and the front foot touches down lightly on its heel or ball.",
            "The rule that makes tai chi a balance exercise follows from this: transfer the weight completely before stepping, and step with an empty foot, placing the heel first when moving forward, as if walking on ice. Three alignment points prevent most injuries: the knee tracks over the second toe and never passes the toes; the pelvis stays level; and the height of the body stays constant between movements instead of bobbing. Relaxation (song) means releasing unnecessary tension, not collapsing the posture. Typical beginner faults are leaning the trunk forward, locking the back knee and lifting the shoulders as the arms rise.",
          ),
        },
      },
      {
        title: "Teaching the Opening Movements of the 24-Form",
        description:
          "A progressive method for teaching movements one to five of the simplified form, from Commencing Form to Playing the Lute.",
        lesson: {
          title: "From Commencing Form to Playing the Lute",
          html:
            p(
              "The first five movements of the 24-form contain most of the stances and hand shapes that the rest of the form repeats, so time spent on them is never wasted. In order they are:",
            ) +
            "<ol><li>Commencing Form</li><li>Part the Wild Horse's Mane, left and right, three times</li><li>White Crane Spreads Its Wings</li><li>Brush Knee and Twist Step, left and right, three times</li><li>Playing the Lute (also translated as Hand Strums the Lute)</li></ol>" +
            p(
              "In Commencing Form the left foot steps out to shoulder width, the arms float forward to shoulder height with palms down, and the hands then settle towards the hips as the knees soften. Part the Wild Horse's Mane begins from the hold-the-ball position, one palm above the other in front of the chest; the student steps into a bow stance while the hands separate, the front hand rising to eye level with the palm angled upwards and the rear hand pressing down beside the hip. In White Crane Spreads Its Wings the right hand rises beside the right temple, the left hand presses beside the left hip and the left foot rests on its toes in an empty stance. Brush Knee and Twist Step sweeps one hand past the front knee while the other pushes forward from beside the ear. Playing the Lute settles the weight onto the right leg, with the left heel touching down in front, the left hand at nose height and the right hand near the left elbow.",
              "Teach by the whole-part-whole method. Demonstrate the movement at normal speed with your back to the group, so that left and right match theirs; then teach the legs alone, then the arms alone, then combine them and finish with the whole movement again. Keep to one side of Wild Horse until most of the group can hold the bow stance steadily before adding the other side. Count the movement in two or four even beats, name directions by room landmarks rather than compass points, and correct the whole class before individuals, since one student's error is usually several students' error.",
            ),
        },
      },
      {
        title: "Planning Safe Classes for Older Adults",
        description:
          "The evidence on tai chi and falls, checking readiness to take part, and how to structure and adapt a sixty-minute class.",
        lesson: {
          title: "Evidence, Readiness and Class Structure",
          html:
            p(
              "About one in three people over 65 falls at least once a year, and falls are a leading cause of injury-related hospital admission in later life. The Cochrane review by Sherrington and colleagues (2019) found that tai chi probably reduces the rate of falls in community-dwelling older people by about 19 per cent (rate ratio 0.81). Fuzhong Li's Tai Ji Quan: Moving for Better Balance programme, an eight-form adaptation taught twice weekly for six months, cut falls by 58 per cent against a stretching control in a 2018 trial. Effects depend on dose: balance work needs to be progressive and sustained, so encourage attendance over many weeks and practice at home.",
              "Before the first session ask each participant to complete a readiness questionnaire such as the PAR-Q+. Refer to a GP anyone with chest pain on exertion, unexplained dizziness or blackouts, uncontrolled blood pressure, or a recent fracture. People with hip or knee replacements should follow the precautions given by their surgical team, which usually means shallower stances and no deep twisting over the planted leg. Keep sturdy chairs within reach so that anyone can hold a backrest during weight shifts, and teach a seated version of the arm patterns for those who tire.",
              "A sixty-minute session for beginners might run as follows:",
            ) +
            "<table><tr><th>Time</th><th>Content</th></tr><tr><td>0-10 min</td><td>Joint mobilisation from neck to ankles; slow side-to-side and forward-back weight shifts</td></tr><tr><td>10-25 min</td><td>Review of last week's movements, with chair support offered</td></tr><tr><td>25-45 min</td><td>New movement taught whole-part-whole</td></tr><tr><td>45-55 min</td><td>Run-through of the form learned so far, led by the instructor</td></tr><tr><td>55-60 min</td><td>Gentle standing stretches and questions</td></tr></table>" +
            p(
              "The room matters as much as the plan. Use a non-slip floor, ask for flat shoes with thin soles, and keep the temperature comfortable. Many older learners have hearing or sight loss, so face the group when speaking, give short instructions, and use a clear, unhurried voice.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-water-buffalo-husbandry",
    discipline: "Water buffalo husbandry",
    title: "Introduction to Water Buffalo Husbandry",
    description:
      "What does it take to keep water buffalo healthy and productive on a temperate-climate farm? The course introduces river and swamp types, housing and wallows, feeding and body condition, breeding and calf rearing, and mozzarella marketing for small dairy herds.",
    level: "beginner",
    duration: "six weeks (one full day a week, half of it on a working buffalo farm)",
    plantedGap: "mozzarella marketing",
    modules: [
      {
        title: "River and Swamp Buffalo: Types, Breeds and Biology",
        description:
          "How the two types of domestic water buffalo differ in chromosomes, build and use, and which features of their physiology set them apart from cattle.",
        lesson: {
          title: "Two Types of Domestic Buffalo",
          html: p(
            "The domestic water buffalo, Bubalus bubalis, numbers around 200 million head worldwide, more than half of them in India, with large populations in Pakistan and China. Two types are recognised. River buffalo have 50 chromosomes and are kept mainly for milk, from the Indian subcontinent west through the Middle East to Italy and the Balkans. Swamp buffalo have 48 chromosomes, the result of a chromosome fusion, and are the draught animals of South-East Asia and southern China. Crosses have 49 chromosomes and are fertile, although some show reduced fertility.",
            "The leading river breeds are the Murrah of Haryana, jet black with tightly curled horns; the Nili-Ravi of Pakistan, often with white markings on the face and legs; and the Italian Mediterranean buffalo of Campania and Lazio, officially recognised as a distinct breed in 2000 and the source of most European breeding stock. Swamp buffalo are usually slate grey, often with pale chevrons across the throat, and have long horns that sweep backwards in a crescent.",
            "Buffalo milk is what makes the river type valuable. It typically contains 7 to 8 per cent fat and about 4.5 per cent protein, against roughly 4 and 3.3 per cent for Holstein milk, so each litre yields much more cheese or butter. Yields are lower: an Italian Mediterranean buffalo averages about 2,200 kg in a standard 270-day lactation, and good Murrah herds are similar. Buffalo are long-lived and often remain productive into their teens.",
            "Their physiology explains much of their management. The skin is dark and thick and the hair sparse, and buffalo have only about one-sixth as many sweat glands per unit of skin as cattle. They therefore absorb heat readily but lose it poorly by sweating, and depend on water, mud and shade to cool down. Gestation is longer than in cattle, around 310 days in river buffalo and up to 330 days in swamp buffalo, which affects every breeding plan.",
          ),
        },
      },
      {
        title: "Housing, Water and Heat Load",
        description:
          "Designing housing, shade, water access and handling facilities for a herd that cools itself by wallowing.",
        lesson: {
          title: "Wallows, Sheds and Handling Facilities",
          html: p(
            "Wallowing is not a luxury for buffalo but their main means of shedding heat. On a warm day a buffalo with access to water spends hours submerged or coated in mud, which cools the skin by conduction and evaporation and protects it from sunburn and biting flies. Italian studies have shown that buffalo given a cooling bath or showers spend more time lying down and show fewer signs of stress than those given shade alone. A wallow should have a gentle, firm entry slope, a depth of about a metre, and a water supply that allows it to be refreshed or drained.",
            "Dirty water carries risks. Stagnant wallows can spread leptospirosis, liver fluke and environmental mastitis, so fence off ponds with poor water, site wallows away from drinking troughs, and clean teats carefully before milking. Where a natural wallow is impractical, sprinklers or showers in a collecting yard, combined with good shade, provide most of the benefit.",
            "In a temperate climate the opposite problem arises in winter. Sparse hair gives little insulation, so buffalo need dry, draught-free housing in cold, wet weather and a well-bedded lying area. Straw yards work well; allow at least as much bedded space as for a dairy cow of similar weight, around 6 square metres per adult, plus a separate feeding area, and keep the herd together in established social groups. Buffalo are gregarious and strongly bonded, and an animal isolated from the group may become agitated.",
            "Handling facilities need to be stronger and wider than standard cattle equipment, because a mature buffalo cow can weigh 600 to 700 kg and pushes hard when alarmed. Most buffalo are calm with familiar handlers; move them quietly, at walking pace, and in groups. Electric fencing is effective once animals have learned it, but perimeter fences should be sound because buffalo will walk through weak barriers to reach water.",
            "In Great Britain buffalo are treated as bovine animals: they must be ear-tagged, registered with passports through the Cattle Tracing System, and tested for bovine tuberculosis on the same schedule as cattle in the area.",
          ),
        },
      },
      {
        title: "Feeding, Breeding and Calf Rearing",
        description:
          "Rations and body condition, the seasonal breeding pattern and heat detection, and the first weeks of a buffalo calf's life.",
        lesson: {
          title: "From Ration to Weaning",
          html: p(
            "Buffalo are ruminants that digest coarse, fibrous feed more efficiently than cattle, partly because feed stays longer in the rumen and the rumen holds a more active population of fibre-digesting microbes. They do well on grazing and forage-based rations, and a lactating buffalo of 600 kg eats roughly 2 to 2.5 per cent of its body weight in dry matter each day, about 12 to 15 kg. Milking buffalo still need energy and protein supplements to sustain yield, but over-feeding is a common mistake on new farms.",
            "Body condition scoring on a 1 to 5 scale, feeling the cover over the loin, ribs and tailhead, is the most useful management tool. Aim for about 3 to 3.5 at calving. Fat buffalo are prone to difficult calvings and metabolic problems; thin ones return to heat late.",
            "Buffalo are short-day breeders: their oestrous activity rises as day length shortens, so in Europe most conceptions occur naturally in autumn and winter. The oestrous cycle lasts about 21 days, but signs of heat are weak and mounting is uncommon, so silent heats are frequent. Useful signs are restlessness, frequent urination, clear vaginal mucus and a swollen vulva; tail paint, a vasectomised teaser bull or hormonal synchronisation followed by timed insemination all improve results. Heifers usually calve first at 30 to 36 months, and calving intervals of 400 to 450 days are typical. Some Italian herds deliberately mate out of season so that milk supply matches summer demand.",
            "Calves weigh 35 to 40 kg at birth. Because the placenta passes almost no antibodies to the calf, colostrum is essential: aim for about 10 per cent of body weight within the first six hours, then dip the navel in strong iodine solution. Keep calves in clean, dry, draught-free pens, watch for scour and pneumonia, and introduce forage and concentrate early so the rumen develops before weaning at around three months. Calf mortality can be high in poorly managed herds, particularly among male calves, so records of colostrum intake and daily weight are worth keeping.",
          ),
        },
      },
    ],
  },
  {
    slug: "ukrainian-for-beginners",
    discipline: "Ukrainian language",
    title: "Ukrainian for Beginners",
    description:
      "An A1 introduction for complete beginners: the Cyrillic alphabet and the Ukrainian sound system, greetings and polite forms of address, noun gender, present-tense verbs and the vocative case, all practised through short dialogues.",
    level: "beginner",
    duration: "twelve weeks (two ninety-minute classes a week)",
    plantedGap: "vocative case",
    modules: [
      {
        title: "The Alphabet and the Sound System",
        description:
          "The 33 letters of the Ukrainian alphabet, the sounds that differ from English and Russian, and the roles of stress and the apostrophe.",
        lesson: {
          title: "Letters, Sounds and Stress",
          html: p(
            "The Ukrainian alphabet has 33 letters: А Б В Г Ґ Д Е Є Ж З И І Ї Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ь Ю Я. Many look familiar to learners who know Russian, but several have different values, and four of them, Ґ, Є, І and Ї, do not appear in the Russian alphabet at all.",
            "Г is not a hard g. It is a voiced glottal sound, like a breathy English h said with the voice on: голова (head), гарно (nicely). The hard g sound has its own letter, Ґ, banned in the 1930s and restored to the standard alphabet in 1990; it appears in a small set of words such as ґанок (porch) and ґудзик (button). И is a lax vowel between English i and e, as in син (son), while І is a clear [i], as in ніс (nose). Ї always stands for two sounds, [ji]: Україна, їжа (food). Є is [je], as in моє (my, neuter), and Я and Ю are [ja] and [ju].",
            "Щ is pronounced as two sounds, [ʃtʃ], roughly the middle of English fresh cheese: що (what), борщ. В at the end of a syllable becomes a short [w]-like glide, so вовк (wolf) and Київ end with a sound close to English w. The soft sign Ь has no sound of its own; it softens the consonant before it, as in сіль (salt) and день (day). The apostrophe tells the reader to pronounce a [j] sound separately after a labial consonant or р: м'ясо (meat), п'ять (five), сім'я (family), комп'ютер.",
            "Two habits help English speakers sound natural from the start. First, unstressed vowels keep their full quality: молоко (milk) is pronounced with three clear o sounds, unlike Russian, where unstressed o is reduced. Second, stress is free and can fall on any syllable, but it is not marked in ordinary writing, so learn each word with its stress. It can change meaning: зáмок is a castle, замóк a lock.",
          ),
        },
      },
      {
        title: "Greetings, Introductions and Polite Forms",
        description:
          "Everyday phrases for meeting people, the choice between ти and ви, and sentences that need no present-tense verb ‘to be’.",
        lesson: {
          title: "Meeting People in Ukrainian",
          html:
            p(
              "Ukrainian greetings change with the time of day and the relationship. Добрий день (good day) is the safe all-purpose greeting from late morning onwards; Доброго ранку is good morning and Добрий вечір good evening. Привіт (hi) is for friends, children and people your own age in informal settings. On leaving, До побачення is the neutral goodbye, Бувай the informal one, and На добраніч means good night.",
              "The most important social choice is between ти and ви. Ти is the singular familiar you, used with family, friends, children and animals. Ви is both the plural you and the polite singular, used with strangers, older people, teachers and colleagues until they suggest otherwise. In letters and emails the polite form is often written with a capital, Ви. Getting this wrong is forgiven in a beginner, but using ти to an older stranger sounds rude, so default to ви.",
              "Introductions use a construction that literally means ‘me they call’: Мене звати Олена (My name is Olena). To ask, say Як вас звати? to a stranger or Як тебе звати? to a friend. Reply to an introduction with Дуже приємно (very pleasant), the equivalent of pleased to meet you. To say where you are from, learn Я з Англії (I am from England) or Я з Канади as fixed phrases; the country name changes its ending after з, which the course explains later.",
              "Ukrainian normally omits the verb ‘to be’ in the present tense. Я студент means I am a student (Я студентка for a woman), and Це мій друг means this is my friend. A short model dialogue brings these together:",
            ) +
            "<ul><li>— Добрий день! Як вас звати?</li><li>— Мене звати Марк. А вас?</li><li>— Олена. Дуже приємно. Ви студент?</li><li>— Так, я студент. Я з Англії.</li></ul>" +
            p(
              "Other essentials are дякую (thank you), будь ласка (please, and also you're welcome), вибачте (excuse me or sorry, polite) and так and ні for yes and no.",
            ),
        },
      },
      {
        title: "Nouns and Present-Tense Verbs",
        description:
          "Recognising noun gender from endings, forming simple plurals, and conjugating regular verbs of both conjugations in the present tense.",
        lesson: {
          title: "Gender, Plurals and the Two Conjugations",
          html: p(
            "Every Ukrainian noun is masculine, feminine or neuter, and the dictionary form usually shows which. Nouns ending in a consonant are mostly masculine: брат (brother), стіл (table), телефон. Nouns ending in -а or -я are mostly feminine: мама, сестра (sister), пісня (song), земля (earth). Nouns ending in -о or -е, and a group ending in -я such as знання (knowledge) and ім'я (name), are neuter: вікно (window), місто (city), море (sea). Nouns ending in the soft sign must be learned individually: день (day) is masculine, but сіль (salt) and ніч (night) are feminine.",
            "Gender matters because words that describe a noun agree with it. The possessive my is мій брат, моя сестра, моє вікно, and the pronouns він, вона and воно (he, she, it) replace masculine, feminine and neuter nouns respectively, so a table is він and a window is воно.",
            "For the basic plural, most masculine and feminine nouns with a hard stem take -и: брати, сестри, телефони. Soft stems and stems ending in ж, ч, ш or щ take -і: пісні, учителі (teachers), ночі. Neuter nouns usually take -а or -я: вікна, міста, моря.",
            "Present-tense verbs fall into two conjugations. First-conjugation verbs such as читати (to read) keep the vowel е or є in their endings: я читаю, ти читаєш, він читає, ми читаємо, ви читаєте, вони читають. Second-conjugation verbs such as говорити (to speak) use и and end in -ять or -ать in the third person plural: я говорю, ти говориш, вона говорить, ми говоримо, ви говорите, вони говорять. Verbs whose stem ends in б, п, в, м or ф insert л in the я form: робити (to do) gives я роблю, and любити (to love) gives я люблю, but ти робиш without the л.",
            "Put не before the verb to negate it: Я не читаю. Yes-no questions use rising intonation alone or begin with the particle чи: Чи ви говорите англійською? (Do you speak English?)",
          ),
        },
      },
    ],
  },
  {
    slug: "structured-cabling-installation-copper-systems",
    discipline: "Structured cabling installation",
    title: "Structured Cabling Installation: Copper Systems",
    description:
      "Terminate, route and test twisted-pair cabling to the standard expected on commercial fit-out projects. Skills include interpreting ISO/IEC 11801 and TIA-568 requirements, terminating Category 6 outlets and patch panels, installing containment, firestopping penetrations and certifying links with a field tester.",
    level: "beginner",
    duration: "five days (full-time workshop course)",
    plantedGap: "firestopping penetrations",
    modules: [
      {
        title: "Cabling Standards and System Topology",
        description:
          "How the international and American standards divide a building's cabling into subsystems, and the length and performance limits they set.",
        lesson: {
          title: "Subsystems, Channels and Categories",
          html:
            p(
              "Three families of standards govern commercial copper cabling: ISO/IEC 11801 internationally, EN 50173 in Europe and ANSI/TIA-568 in the Americas. They differ in vocabulary but agree on the essentials. Cabling is laid out as a star. Backbone cable links the building's main equipment room to a distributor on each floor, called the floor distributor in ISO terms and the telecommunications room in TIA terms, and horizontal cable runs from that room to each outlet in the work area. A star makes faults easy to isolate and lets any outlet be patched to any service.",
              "The key length rule is 90 plus 10. The permanent link, the fixed cable from the patch panel to the outlet including its terminations, may be at most 90 m. The channel, which adds the patch cord at the panel and the equipment cord at the desk, may be at most 100 m, so cords may total no more than 10 m. Cable routes must be measured during design; long routes are a common reason for redesigning a floor layout.",
              "Performance is described by category for components and by class for the installed channel in ISO terms:",
            ) +
            "<table><tr><th>Component category</th><th>ISO channel class</th><th>Frequency</th><th>Typical use</th></tr><tr><td>Category 5e</td><td>Class D</td><td>100 MHz</td><td>1000BASE-T at 100 m</td></tr><tr><td>Category 6</td><td>Class E</td><td>250 MHz</td><td>1000BASE-T; 10GBASE-T up to about 55 m</td></tr><tr><td>Category 6A</td><td>Class EA</td><td>500 MHz</td><td>10GBASE-T at 100 m</td></tr><tr><td>Category 8</td><td>Class I/II</td><td>2000 MHz</td><td>25G/40GBASE-T, 30 m channel</td></tr></table>" +
            p(
              "Cable construction is named in the form overall screen/pair screen, then TP for twisted pair. U/UTP has no screens at all; F/UTP has an overall foil; U/FTP has a foil round each pair; S/FTP adds an overall braid to foiled pairs. Screened systems resist interference better but must be bonded to earth at the panel, and every component in a link, cable, outlets and panels, must be of the same category and preferably the same manufacturer for the system warranty to apply.",
            ),
        },
      },
      {
        title: "Terminating and Routing Category 6 Cable",
        description:
          "Correct termination at outlets and patch panels, and installation practice for containment, bend radius, pulling tension and labelling.",
        lesson: {
          title: "Good Termination Practice",
          html:
            p(
              "Each four-pair cable is terminated to one of two colour schemes. Under T568B the pins are wired as follows:",
            ) +
            "<ol><li>White-orange</li><li>Orange</li><li>White-green</li><li>Blue</li><li>White-blue</li><li>Green</li><li>White-brown</li><li>Brown</li></ol>" +
            p(
              "T568A swaps the orange and green pairs, putting white-green and green on pins 1 and 2 and white-orange and orange on 3 and 6. Either scheme works, but one must be used throughout a site: mixing them creates crossed pairs. Most outlets and panels carry colour-coded labels for both schemes, so check which row you are following.",
              "Strip the jacket with a stripping tool set so that it scores rather than cuts through, and never nick the conductor insulation. Keep each pair twisted as close to the termination as possible; the standards allow no more than 13 mm of untwist, and good installers aim for less. Cut back the central cross-filler flush with the jacket. Seat the conductors in the insulation-displacement contacts with a 110-type or LSA punch-down tool, or close a tool-less jack firmly, and dress the cable so that no strain falls on the contacts.",
              "Cable is easily damaged long before it is terminated. Do not exceed a pulling tension of 110 N (about 25 lbf) on a four-pair cable, and keep the installed bend radius at least four times the cable diameter for U/UTP; follow the manufacturer's figure for screened cable. Support cable on tray, basket or J-hooks at intervals of no more than 1.5 m, never drape it across ceiling tiles, and fasten bundles with hook-and-loop straps rather than tight nylon ties, which deform the pairs. Keep data cable separated from mains power cables by the distances given in EN 50174-2, which depend on the cable types and whether metal dividers are used.",
              "Label both ends of every cable and every port using a consistent scheme such as that of TIA-606, for example floor, room, panel and port, and record the labels on the as-built drawings handed to the client.",
            ),
        },
      },
      {
        title: "Testing and Certifying Links",
        description:
          "The difference between verification and certification, the parameters a certification tester measures, and how to trace the faults it reports.",
        lesson: {
          title: "Reading a Certification Report",
          html: p(
            "A simple wiremap tester verifies continuity: it shows whether each of the eight conductors reaches the right pin. Certification goes much further, measuring the transmission performance of every link against the limits of a named standard and category, and it is what a client and a manufacturer's warranty require. Before testing, select the correct limit, for example a Category 6 permanent link rather than a channel, fit the matching adapters, and set the tester's reference.",
            "The wiremap result comes first. An open means a conductor is not connected; a short joins two conductors; a reversed pair swaps the two wires of one pair; crossed pairs connect, say, pins 1 and 2 at one end to 3 and 6 at the other, the symptom of mixing T568A and T568B. The subtle fault is the split pair, in which wires from two different pairs have been swapped at both ends. Continuity is perfect, so a simple tester passes it, but the twists no longer cancel interference and the link fails near-end crosstalk badly.",
            "The main transmission measurements are length, calculated from signal delay and the cable's nominal velocity of propagation; propagation delay, at most 555 ns for a channel, and delay skew between pairs, at most 50 ns; insertion loss, the signal lost along the cable; near-end crosstalk (NEXT), measured at both ends, and its power-sum version; attenuation-to-crosstalk ratio at the far end (ACR-F); and return loss, the signal reflected by changes in impedance.",
            "Each result is reported with its margin, the distance from the limit. A result marked with an asterisk passed or failed within the tester's accuracy and should be investigated. Failures point to causes: NEXT failures close to one end usually mean too much untwist or a poor termination there; return loss failures suggest kinked or crushed cable, over-tightened ties or mismatched components; excessive insertion loss often means the link is simply too long. Save every result in the tester's native format, because manufacturers typically issue a 25-year system warranty only when all links are certified and the reports are submitted.",
          ),
        },
      },
    ],
  },
  {
    slug: "beginning-shamisen",
    discipline: "Shamisen playing",
    title: "Beginning Shamisen",
    description:
      "Three strings, a skin-covered body and a heavy plectrum give the shamisen its bright, percussive voice. Beginners learn to hold the instrument and the bachi, tune to honchoshi, niagari and sansagari, strike and scoop cleanly, read simple tablature and play a first folk-song melody, with instrument care and sawari adjustment completing the course.",
    level: "beginner",
    duration: "ten weeks (one one-hour group lesson a week plus daily home practice)",
    plantedGap: "sawari adjustment",
    modules: [
      {
        title: "The Instrument, Posture and Bachi Hold",
        description:
          "The parts of the shamisen, the three neck widths and the genres they serve, a relaxed playing position, and everyday care of the skin and strings.",
        lesson: {
          title: "Meeting the Shamisen",
          html: p(
            "The shamisen reached Japan from the Ryukyu Islands in the sixteenth century, where its ancestor, the sanshin, is covered with snakeskin. In Japan it became the central instrument of kabuki and bunraku theatre, of geisha entertainment and of folk song (min'yo). Its body, the do, is a square wooden frame, in good instruments made of Chinese quince or red sandalwood, covered front and back with skin. Cat and dog skin were traditional; most practice instruments now use synthetic skin. The long fretless neck, the sao, usually comes apart into three sections for carrying. At the top, the head holds three tuning pegs, the itomaki, and the strings run over a small removable bridge, the koma, which sits on the skin.",
            "The strings are numbered from the thickest: ichi no ito, ni no ito and san no ito. Necks come in three widths. The thin hosozao serves nagauta, the lyrical music of kabuki; the medium chuzao serves jiuta and most folk song; and the thick futozao, with heavier strings and a larger body, serves gidayu narrative music and the virtuoso Tsugaru style of northern Honshu. This course uses a chuzao or futozao instrument.",
            "Sit in seiza on a cushion or upright on a chair. Rest the body on the right thigh, with a small rubber pad underneath to stop it slipping, and hold it against you with the right forearm laid across the top edge. The neck points up and to the left at roughly 45 degrees. The left hand does not grip the neck; it cradles it lightly so that it can slide, helped by the yubikake, a knitted sleeve worn over the left thumb and index finger. Hold the bachi with its handle in the palm, gripped mainly by the ring and little fingers, the thumb resting on top and the index and middle fingers lying loosely along the back of the blade.",
            "After each session lift the koma off the skin, wipe the strings and neck, and keep the instrument away from direct sunlight, heaters and damp rooms, since skins split when humidity changes quickly.",
          ),
        },
      },
      {
        title: "Tuning the Three Strings",
        description:
          "The three basic tunings, how they relate to one another, and how to tune reliably by ear and with an electronic tuner.",
        lesson: {
          title: "Honchoshi, Niagari and Sansagari",
          html:
            p(
              "The shamisen has no fixed pitch. The player chooses the pitch of the first string to suit the singer or the ensemble, and then tunes the other two strings in relation to it. Traditionally the pitch is named by a numbered system of hon, rising by semitones, so a singer might ask for a different number of hon on a given night; beginners can simply use a chromatic tuner or a pitch pipe, the choshibue.",
              "Almost all repertoire uses one of three tunings. Taking the first string as C for convenience:",
            ) +
            "<table><tr><th>Tuning</th><th>Strings 1-2-3</th><th>Intervals</th></tr><tr><td>Honchoshi (basic tuning)</td><td>C-F-C</td><td>Fourth, then fifth</td></tr><tr><td>Niagari (second raised)</td><td>C-G-C</td><td>Fifth, then fourth</td></tr><tr><td>Sansagari (third lowered)</td><td>C-F-B flat</td><td>Fourth, then fourth</td></tr></table>" +
            p(
              "The names describe how you get from one to another. From honchoshi, raising the second string by a whole tone gives niagari; lowering the third string by a whole tone gives sansagari. Pieces often change tuning in the middle, and a player must do so quickly and quietly between phrases. Each tuning has its own mood: honchoshi sounds solid and neutral, niagari bright and lively, and sansagari more subdued.",
              "Tune the first string first, using the tuner or a reference pitch. In honchoshi and niagari, then tune the third string an octave above it by ear, listening for the beating between the two to slow and disappear. Finally tune the middle string, checking the fourth or fifth against both outer strings. Turn each peg while pushing it gently into the head so that it holds; the pegs are friction-fitted and slip if simply twisted. Approach the pitch from below, because strings tuned down to pitch tend to sag flat again.",
              "New strings, especially silk ones, stretch for several days and need retuning between pieces. Nylon and polyester strings hold pitch better and are recommended for early practice.",
            ),
        },
      },
      {
        title: "Striking, Scooping and a First Melody",
        description:
          "Right-hand strokes with the bachi, stopping strings with the left hand, reading shamisen tablature, and learning a first folk-song melody.",
        lesson: {
          title: "Sound Production and Reading Tablature",
          html: p(
            "The basic stroke is a downstroke in which the bachi strikes the string and the skin together, so that the tone has a percussive attack. The motion comes from the wrist, not the shoulder; the forearm stays resting on the body. Strike at a consistent point on the skin, between the bridge and the end of the neck, and let the bachi rebound. Folk-song accompaniment uses a lighter stroke than the hard, rapid strikes of the Tsugaru style, but the mechanics are the same. Practise open strings to a metronome at 60 beats a minute until every stroke sounds even in volume and timing.",
            "The second right-hand technique is sukui, an upward scoop in which the tip of the bachi catches the string from below as it returns. Alternating downstroke and sukui lets the player repeat notes quickly without tiring, and most folk-song patterns combine the two.",
            "The neck has no frets, so the left hand must find each position by ear and by feel. Beginners often stick small dots on the side of the neck to mark the main positions, and remove them once their ear is reliable. Stop the string with the tip of the index, middle or ring finger, pressing firmly enough for a clear tone but keeping the hand relaxed so that it can slide between positions.",
            "Shamisen music is usually written in tablature rather than staff notation. The common system, bunkafu, draws three horizontal lines, one for each string, and writes numbers on a line to show which position to stop, with 0 for the open string. Rhythm is shown by spacing within the bar and by lines beneath the numbers that shorten a note's value, so read slowly and clap the rhythm before playing.",
            "The first piece is the folk melody Sakura, sakura, played in honchoshi. Learn it in two-bar phrases, first saying the position numbers aloud, then playing slowly with downstrokes only, and finally adding sukui where repeated notes make it easier.",
          ),
        },
      },
    ],
  },
];
