/** Forty-first held-out evaluation courses, intermediate level (Quechua to accessibility auditing); see ai-courses-heldout41.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT41_B: EvalCourse[] = [
  {
    slug: "southern-quechua-suffixes-and-evidence",
    discipline: "Quechua language",
    title: "Southern Quechua II: Suffixes, Cases and Evidence",
    description:
      "Second-year Southern Quechua (Cusco–Collao and Ayacucho–Chanka varieties) continues where the first year stopped, with the evidential suffixes that mark how a speaker knows something, the case system, verb conjugation for tense and object, and switch-reference in complex sentences.",
    level: "intermediate",
    duration: "one semester (4 hours a week)",
    plantedGap: "switch-reference",
    modules: [
      {
        title: "How Do You Know? The Evidential Suffixes",
        description:
          "Quechua grammar obliges speakers to say where their information comes from, and this unit shows how.",
        lesson: {
          title: "-mi, -si and -chá",
          html:
            p(
              "In Quechua, a statement normally carries a suffix that tells the listener the source of the speaker's information. These evidential suffixes are enclitics: they attach to the end of a word, after any other suffixes, and they usually appear once per clause, on the element that is in focus. Southern Quechua has three main evidentials, and learning to use them is as important for sounding natural as correct verb endings.",
            ) +
            "<table><tr><th>Suffix</th><th>Meaning</th><th>Example</th><th>Translation</th></tr><tr><td>-mi / -n</td><td>direct evidence, or strong assertion</td><td>Paramunmi.</td><td>It is raining (I can see it).</td></tr><tr><td>-si / -s</td><td>reported information, hearsay</td><td>Paramunsi.</td><td>It is raining, they say.</td></tr><tr><td>-chá</td><td>conjecture, the speaker's inference</td><td>Paramunqachá.</td><td>It will probably rain.</td></tr></table>" +
            p(
              "The forms <i>-mi</i> and <i>-si</i> follow a consonant, and their short forms <i>-n</i> and <i>-s</i> follow a vowel: <i>Paramunmi</i>, with <i>-mi</i> after the consonant <i>n</i>, but <i>Mariyas hamunqa</i>, 'Maria will come, I hear', with <i>-s</i> after the vowel <i>a</i>. Because the evidential marks focus, its position changes the emphasis. <i>Kunanmi Qusqota risaq</i> stresses that it is today that I shall go to Cusco; <i>Kunan Qusqotam risaq</i> stresses that it is to Cusco.",
              "The reportative <i>-si</i> is the normal marker for traditional narratives, so folk tales are full of it: <i>Unay timpus huk machu kasqa</i>, 'Long ago, they say, there was an old man'. Speakers choose <i>-si</i> whenever they did not witness what they report, even for recent news, and using <i>-mi</i> for something one only heard about can sound like a false claim to have seen it. The conjectural <i>-chá</i> softens statements and appears often with the future tense. In questions, the suffix <i>-chu</i> replaces the evidential on yes-no questions, and interrogative words such as <i>pi</i> 'who' and <i>ima</i> 'what' normally take <i>-taq</i>: <i>Imataq sutiyki?</i>, 'What is your name?'",
            ),
        },
      },
      {
        title: "The Case Suffixes",
        description: "Nine endings attached to nouns do the work that prepositions do in Spanish and English.",
        lesson: {
          title: "Marking roles with case",
          html:
            p(
              "Quechua is an agglutinative language with a basic subject–object–verb order. Nouns carry their grammatical roles as suffixes that follow any possessive or plural suffix, so a single word can contain a root, a possessive, a plural marker, a case and an evidential in a fixed order: <i>wasi-y-kuna-pi-n</i>, 'in my houses (I assert)'. The subject (nominative) has no suffix. The other cases are added to the stem as follows.",
            ) +
            "<ul><li><b>-ta</b> accusative, the direct object, and also the place towards or through which one moves: <i>Tantata mikhuni</i>, 'I eat bread'; <i>Qusqota risaq</i>, 'I shall go to Cusco'.</li><li><b>-man</b> direction or goal, and the indirect object: <i>Mamaymanmi qusaq</i>, 'I will give it to my mother'.</li><li><b>-manta</b> 'from', 'about', and material: <i>Limamanta hamuni</i>, 'I come from Lima'.</li><li><b>-pi</b> location, 'in', 'at', 'on': <i>wasipi</i>, 'in the house'.</li><li><b>-wan</b> 'with', both company and instrument: <i>tayta-y-wan</i>, 'with my father'; <i>rumiwan</i>, 'with a stone'.</li><li><b>-pa / -q</b> genitive: <i>Huwanpa wasin</i>, 'Juan's house'; in Cusco <i>-q</i> follows a vowel, <i>warmiq</i>.</li><li><b>-paq</b> benefactive and purpose, 'for': <i>wawaypaq</i>, 'for my child'.</li><li><b>-kama</b> limit, 'up to', 'until': <i>paqarinkama</i>, 'until tomorrow'.</li><li><b>-rayku</b> cause, 'because of'.</li></ul>" +
            p(
              "Two features trip up Spanish-speaking learners. First, the genitive marks the possessor and the possessed noun also takes a possessive suffix that agrees with it: <i>Huwanpa wasi-n</i>, literally 'Juan's his-house'. Second, case suffixes also attach to nominalised verbs, so that <i>-paq</i> on a verb form expresses purpose: <i>mikhunaypaq</i>, 'for me to eat'. Adjectives and numerals precede the noun and take no agreement, and the case suffix is attached only once, to the last word of the noun phrase: <i>hatun wasipi</i>, 'in the big house'.",
            ),
        },
      },
      {
        title: "Verb Conjugation: Tense and Object",
        description:
          "Students conjugate regular verbs in present, past, narrative past and future, and learn to mark 'me' and 'you' inside the verb.",
        lesson: {
          title: "Person endings, -rqa-, -sqa- and -wa-",
          html: p(
            "A Quechua verb is built from a root, optional derivational suffixes, a tense suffix and a person ending. The dictionary form ends in the infinitive suffix <i>-y</i>: <i>mikhuy</i> 'to eat', <i>rikuy</i> 'to see', <i>puñuy</i> 'to sleep'. In the present tense the person endings are added directly to the root: <i>mikhu-ni</i> 'I eat', <i>mikhu-nki</i> 'you eat', <i>mikhu-n</i> 'he or she eats', <i>mikhu-nchis</i> 'we eat (including you)', <i>mikhu-yku</i> 'we eat (excluding you)', <i>mikhu-nkichis</i> 'you all eat' and <i>mikhu-nku</i> 'they eat'. The distinction between inclusive and exclusive 'we' is obligatory and is one of the first things that marks a fluent speaker.",
            "The experienced past inserts <i>-rqa-</i> before the person ending: <i>mikhurqani</i> 'I ate', <i>mikhurqanki</i> 'you ate'. It is used for events the speaker witnessed or took part in. A second past, with <i>-sqa-</i>, is the narrative or non-experienced past, used for events the speaker did not witness, for myths, and for sudden discoveries: <i>Paray chayamusqa</i>, 'The rain had arrived (I found)'. It thus works in parallel with the reportative <i>-si</i>. The future has its own endings, partly fused: <i>mikhusaq</i> 'I will eat', <i>mikhunki</i> 'you will eat', <i>mikhunqa</i> 'he will eat', <i>mikhusunchis</i> 'we (incl.) will eat', <i>mikhusaqku</i> 'we (excl.) will eat'.",
            "Objects of the first person are marked inside the verb by <i>-wa-</i>, placed before the tense and person suffixes: <i>rikuwanki</i> 'you see me', <i>rikuwan</i> 'he sees me', <i>rikuwarqanki</i> 'you saw me'. A first-person subject acting on 'you' uses the portmanteau ending <i>-yki</i>: <i>rikuyki</i> 'I see you', <i>kuyayki</i> 'I love you'. Directional and aspectual suffixes come between root and tense: <i>-mu-</i> marks movement towards the speaker or action done elsewhere (<i>hamuy</i> 'come'), <i>-chka-</i> marks the progressive (<i>mikhuchkani</i> 'I am eating'), and <i>-pu-</i> marks action for someone's benefit. A learner who knows these few suffixes can already build hundreds of verb forms from each root.",
          ),
        },
      },
    ],
  },
  {
    slug: "olmec-gulf-coast-heartland",
    discipline: "Olmec history",
    title: "The Olmec of the Gulf Coast, 1600–400 BCE",
    description:
      "Mesoamerica's earliest complex society left no histories of its own, and this seminar reconstructs it from archaeology: the rise and fall of San Lorenzo, La Venta and its offerings, the colossal heads, the debate over whether the Olmec were a 'mother culture', and the Cascajal Block as possible evidence of early writing.",
    level: "intermediate",
    duration: "one semester (2-hour seminar a week)",
    plantedGap: "Cascajal",
    modules: [
      {
        title: "San Lorenzo: The First Olmec Capital",
        description:
          "Between about 1400 and 1000 BCE a plateau above the Coatzacoalcos River became the largest settlement in Mesoamerica.",
        lesson: {
          title: "Earthworks, drains and rulers at San Lorenzo",
          html: p(
            "The Olmec heartland lies in the humid lowlands of southern Veracruz and western Tabasco, a landscape of rivers, swamps and seasonally flooded levees that repaid farming with rich alluvial soils. Here, on a natural plateau above a branch of the Coatzacoalcos River, grew San Lorenzo, occupied from about 1800 BCE and at its height between roughly 1400 and 1000 BCE. Ann Cyphers's surveys since the 1990s estimate that the site and its immediate hinterland covered several hundred hectares and housed several thousand people, making it the largest centre of its time in Mesoamerica.",
            "The plateau itself was partly artificial, reshaped with millions of cubic metres of fill into terraces and platforms. Michael Coe and Richard Diehl, excavating in 1966–68, found a drainage system of carved basalt troughs fitted end to end with basalt covers, a remarkable investment considering that all basalt had to be brought from the Tuxtla Mountains some 60 kilometres away. The same distant quarries supplied the stone for thrones, sculptures and grinding stones, and the labour and organisation needed to move blocks weighing many tonnes by land and river are strong evidence of a centralised elite able to command large work forces.",
            "Near the summit Cyphers excavated the 'Red Palace', an elite residence with red-painted floors, basalt columns and step coverings, while ordinary houses lay on lower terraces. Sculptures, including ten colossal heads, were grouped in arrangements that seem to have staged scenes for viewers. Around 1000 BCE San Lorenzo declined sharply; many monuments were mutilated or buried, although whether this reflects conquest, internal revolt or ritual decommissioning at the end of a ruler's line is still debated. Environmental explanations point to shifts in river courses that may have undermined the site's control of trade routes. By then a new centre, La Venta, was already rising to the east.",
          ),
        },
      },
      {
        title: "La Venta and the Colossal Heads",
        description: "What were the heads, and what did the buried offerings at La Venta mean to those who made them?",
        lesson: {
          title: "Stone portraits and buried pavements",
          html:
            p(
              "La Venta, on an island in the swamps of the Tonalá River in Tabasco, dominated the Olmec world from about 900 to 400 BCE. Its ceremonial core, aligned about eight degrees west of north, is a sequence of plazas and platforms running north from the great clay pyramid C-1, more than 30 metres high. In the enclosed Complex A to the north, excavators led by Matthew Stirling and later Philip Drucker, Robert Heizer and Robert Squier (1955) found some of the most elaborate offerings of ancient America. Massive Offering 3 comprised around a thousand tonnes of imported serpentine blocks laid in a pit in some twenty-eight layers and then buried; on top of others lay mosaic pavements of green serpentine forming a stylised mask, covered over as soon as they were finished. Deposits of jade celts, mirrors of polished iron ore and figurines, such as the arrangement of sixteen standing figures known as Offering 4, show that much of the effort of ritual was hidden from view.",
              "The seventeen known colossal heads come from four sites:",
            ) +
            "<table><tr><th>Site</th><th>Number of heads</th></tr><tr><td>San Lorenzo</td><td>10</td></tr><tr><td>La Venta</td><td>4</td></tr><tr><td>Tres Zapotes</td><td>2</td></tr><tr><td>La Cobata</td><td>1</td></tr></table>" +
            p(
              "The heads range from about 1.5 to 3.4 metres in height and weigh from 6 to over 40 tonnes. Each wears a close-fitting headdress with distinctive motifs, and the faces differ in individual features, which led most scholars to interpret them as portraits of specific rulers. Several show signs of having been recarved from large rectangular thrones, like La Venta Altar 4, on which a figure sits in a niche holding a rope that binds captives on the sides. The recycling suggests a political sequence: a ruler's throne in life became his memorial in stone.",
            ),
        },
      },
      {
        title: "Mother Culture or Sister Culture?",
        description:
          "Students weigh the arguments in a seventy-year debate about the Olmec place in Mesoamerican history.",
        lesson: {
          title: "Cultura madre and its critics",
          html: p(
            "When Matthew Stirling's excavations for the Smithsonian Institution and the National Geographic Society from 1938 onward revealed the scale of Olmec sites, and his 1939 discovery of Stela C at Tres Zapotes yielded a Long Count date read as 7.16.6.16.18, corresponding to 32 BCE, it became clear that the Olmec were older than the Classic Maya. At the 1942 Round Table in Tuxtla Gutiérrez, Alfonso Caso and Miguel Covarrubias argued that the Olmec were the cultura madre, the mother culture from which later Mesoamerican civilisations inherited their art style, ritual ballgame, calendar and political ideas.",
            "From the 1970s, work in the Valley of Oaxaca, the Basin of Mexico and Chiapas showed that other regions developed villages, public buildings and ranked societies at the same time as San Lorenzo. Kent Flannery and Joyce Marcus proposed a 'sister cultures' model: several contemporary societies took part in an interaction sphere, exchanging obsidian, jade, shells and ideas, and together created the shared symbolism once called 'Olmec'. On this view, the Olmec-style motifs found on pottery at San José Mogote in Oaxaca or Tlatilco in central Mexico reflect a common vocabulary rather than Gulf Coast domination.",
            "Scientific provenance studies reopened the question. In 2005 Jeffrey Blomster, Hector Neff and Michael Glascock published instrumental neutron activation analyses of several hundred pottery samples from across Mesoamerica. They argued that San Lorenzo exported ceramics with Olmec motifs to many regions but imported almost none, which suggests a one-way flow of style from the Gulf Coast. Critics, including Flannery, Marcus and colleagues, questioned the sampling and the chemical grouping, and the exchange remains a model of how archaeometry can sharpen but not settle a historical argument. Most scholars now favour a middle position in which the Gulf Coast Olmec were the most precocious and influential of several interacting societies, without being the single source of Mesoamerican civilisation.",
          ),
        },
      },
    ],
  },
  {
    slug: "wheelwrighting-cart-wheel-construction",
    discipline: "Wheelwrighting",
    title: "The Wooden Cart Wheel: Construction in the Traditional Manner",
    description:
      "Three timbers, one iron band and a great deal of geometry make a wheel that carries a loaded cart for decades. Trainees who already have basic joinery skills make a twelve-spoke cart wheel, learning timber selection and seasoning, turning and mortising the nave, driving and dishing the spokes, fitting the felloes, hot tyring, and boxing the nave.",
    level: "intermediate",
    duration: "8 weeks (full-time workshop placement)",
    plantedGap: "boxing",
    modules: [
      {
        title: "Elm, Oak and Ash",
        description: "Each part of the wheel is made from the timber whose grain suits the stresses it must bear.",
        lesson: {
          title: "Timber for the nave, spokes and felloes",
          html:
            p(
              "A traditional English wooden wheel has three kinds of component, and wheelwrights used a different timber for each, chosen for how it behaves under load rather than for appearance. George Sturt, whose book <i>The Wheelwright's Shop</i> (1923) records the family business in Farnham, wrote that the craft's knowledge lay largely in the judgement of timber, built up over generations.",
            ) +
            "<table><tr><th>Part</th><th>Timber</th><th>Reason</th></tr><tr><td>Nave (hub)</td><td>elm</td><td>interlocked grain resists splitting when a ring of mortises is cut into it</td></tr><tr><td>Spokes</td><td>heart of oak, cleft</td><td>strong and stiff along the grain; cleaving keeps the fibres continuous</td></tr><tr><td>Felloes (rim sections)</td><td>ash or elm</td><td>ash is tough and shock-resistant; elm holds nails and resists wet</td></tr></table>" +
            p(
              "The nave block is cut from the butt of an elm trunk, roughed out and bored through the centre, then left for years to season slowly; Sturt's shop kept stocks of naves drying in the yard for five or more years, since a nave that shrinks after the spokes are driven loosens the whole wheel. Spokes are cleft, or riven, with a froe and beetle from oak billets rather than sawn, because a split follows the grain, so no fibres run out at the surface where they would become lines of weakness. The cleft blanks are then shaped with an axe and spokeshave, leaving the tenon at the nave end, the 'foot', full and rectangular and the tenon at the rim end, the 'tongue', round. Felloes are sawn from curved-grained ash or elm to the arc of the wheel, each carrying two spokes, so a twelve-spoke wheel has six felloes.",
              "Moisture content is checked by weight or, in a modern workshop, with a meter. Spokes should be driven dry, at perhaps 12–15 per cent moisture, so that they cannot shrink later, whereas the wheel as a whole will spend its working life outdoors at a higher moisture content, which tightens the joints further.",
            ),
        },
      },
      {
        title: "The Nave and the Dish",
        description:
          "Marking and cutting staggered mortises, driving the spokes, and understanding why a good wheel is shaped like a shallow cone.",
        lesson: {
          title: "Mortising, driving and dish",
          html: p(
            "The seasoned nave is turned on a lathe to its final barrel-like shape, with a raised band around the middle where the spokes will enter. The wheelwright then divides the circumference into as many equal parts as there are spokes, twelve in our cart wheel, and marks the mortises. The mortises are not cut in a single line. Alternate mortises are staggered slightly to front and back of the centre line, so that the elm between them is not weakened along one plane, which would invite the nave to split. Each mortise is bored out and pared to size with chisels, with its front face cut square and its back face given a slight lean, for a reason that follows.",
            "A wheel built with every spoke perpendicular to the axle would be flat, and a flat wheel is weak against sideways forces. A loaded cart sways from side to side as the horse walks and as the wheels drop into ruts, throwing the weight of the load first against one wheel's rim and then the other. The remedy, adopted in Europe by the sixteenth century, is dish: the spokes lean outward from the nave, so that the wheel forms a shallow cone with its hollow side facing out. Dish of around 5 to 7 centimetres on a cart wheel of 1.4 metres diameter is typical. Under sideways thrust the spokes are then loaded in compression, like the legs of a stool, rather than bent.",
            "Dish would tilt the lowest spoke outward, so the axle arm is set with a slight downward angle, the 'set' or 'pitch', which brings the spoke that bears the load to the vertical and makes the wheel run with its rim slightly wider apart at the top than at the ground. Spokes are driven into the mortises with a heavy sledge, the wheelwright checking the dish after every blow with a spoke-set gauge fixed to the nave. A spoke that is driven with the wrong lean cannot be corrected later, so this is the stage at which experienced hands are most careful.",
          ),
        },
      },
      {
        title: "Felloes and the Iron Tyre",
        description:
          "The rim is assembled in sections and then locked together by shrinking a red-hot iron band around it.",
        lesson: {
          title: "Fitting felloes and hot tyring",
          html: p(
            "With the spokes driven, each round tongue is cut to length on a circle struck from the centre of the nave. The felloes, sawn to the arc and shaped with an adze, are bored to take two spokes each, with the holes angled to match the lean of the spokes. Adjacent felloes are joined end to end with an oak or ash dowel, and a small gap, a few millimetres, is deliberately left at each joint. The rim is thus assembled slightly loose: it is the tyre that will close those gaps and pull every joint in the wheel tight.",
            "The tyre is a flat bar of wrought iron or mild steel bent into a hoop and forge-welded, made deliberately shorter than the circumference of the wooden rim. Both are measured with a traveller, a small wheel with a handle that is run around the rim and then around the tyre, counting revolutions and marking the remainder with chalk. Iron expands by about 12 millionths of its length for every degree Celsius of heating, so a tyre heated by about 600 degrees grows by about 0.7 per cent. For a wheel 1.4 metres in diameter, with a circumference of about 4.4 metres, that is roughly 30 millimetres of growth, enough to drop the heated tyre over a rim that it would not fit cold.",
            "Tyring is done outdoors on a circular iron tyring platform, with the wheel clamped face down. The tyre is heated in a ring fire of shavings and offcuts until it is evenly hot, then carried with tongs by two or three people, laid on the rim and levered down with tyre dogs. As soon as it is in place, the wheelwright's team pours water on it to stop the felloes charring and to shrink it rapidly. The iron contracts with loud cracks from the wood, closing the felloe joints, pressing the spokes into the nave and drawing the wheel into its final dished form. Finally the tyre is fixed with nails or bolts through each felloe.",
          ),
        },
      },
    ],
  },
  {
    slug: "hand-therapy-flexor-tendon-rehabilitation",
    discipline: "Hand therapy",
    title: "Flexor Tendon Rehabilitation in Hand Therapy",
    description:
      "Occupational therapists and physiotherapists with a year or more of musculoskeletal experience take this postgraduate module to manage patients after flexor tendon repair: the anatomy and zones of the flexor system, thermoplastic orthoses, early active motion regimes, outcome measurement, and sensory re-education after associated digital nerve repair.",
    level: "intermediate",
    duration: "12 weeks (blended, with two clinical skills days)",
    plantedGap: "sensory re-education",
    modules: [
      {
        title: "Anatomy and the Flexor Zones",
        description:
          "Before planning any rehabilitation, the therapist must know exactly where the tendon was cut and what surrounds it there.",
        lesson: {
          title: "Tendons, pulleys and Verdan's zones",
          html:
            p(
              "Each finger is flexed by two long tendons. Flexor digitorum profundus (FDP) inserts into the base of the distal phalanx and flexes the distal interphalangeal (DIP) joint; flexor digitorum superficialis (FDS) splits at the level of the proximal phalanx to let FDP pass through (Camper's chiasm) and inserts into the middle phalanx, flexing the proximal interphalangeal (PIP) joint. The thumb has a single long flexor, flexor pollicis longus (FPL). Within the fingers the tendons run in a synovial sheath held against the bones by a system of annular (A1–A5) and cruciate (C1–C3) pulleys. The A2 pulley over the proximal phalanx and the A4 pulley over the middle phalanx are the most important mechanically, because they prevent bowstringing.",
              "Injuries are classified by where the tendon is divided, using the zones described by Verdan and standardised by the International Federation of Societies for Surgery of the Hand:",
            ) +
            "<table><tr><th>Zone</th><th>Extent</th><th>Clinical point</th></tr><tr><td>I</td><td>distal to the FDS insertion</td><td>FDP alone injured; risk of quadriga if advanced</td></tr><tr><td>II</td><td>from the A1 pulley to the FDS insertion</td><td>both tendons in a tight sheath: 'no man's land', adhesions common</td></tr><tr><td>III</td><td>palm, distal edge of carpal tunnel to A1</td><td>lumbrical origins; better prognosis</td></tr><tr><td>IV</td><td>within the carpal tunnel</td><td>median nerve at risk</td></tr><tr><td>V</td><td>forearm, proximal to the carpal tunnel</td><td>often multiple tendons, nerves and vessels</td></tr></table>" +
            p(
              "Zone II earned the name 'no man's land' from Sterling Bunnell, who in the 1940s advised against primary repair there because results were so poor. Modern multi-strand core sutures, typically four or six strands with an epitendinous running suture, now make primary repair in zone II standard, but the zone still carries the highest risk of adhesions and of rupture. Healing tendon is weakest during the first three weeks, when the repair relies almost entirely on suture strength, and it gains strength progressively to about twelve weeks, which sets the timeline of any rehabilitation programme.",
            ),
        },
      },
      {
        title: "Orthoses and Early Active Motion",
        description: "We compare passive and active regimes and practise fabricating the protective dorsal orthosis.",
        lesson: {
          title: "Protecting the repair while moving it",
          html: p(
            "A repaired flexor tendon faces two opposite dangers. If it is moved too forcefully it may gap or rupture; if it is not moved at all it becomes bound to the surrounding sheath by adhesions, and the finger loses active flexion. The history of rehabilitation is the search for a balance. Early passive regimes allowed controlled movement without active muscle pull: Harold Kleinert in the 1960s used rubber-band traction to flex the finger passively while the patient extended actively against it, and Duran and Houser in 1975 had the therapist move each joint passively to glide the tendon a few millimetres.",
            "Stronger multi-strand repairs have allowed early active motion regimes, now the prevailing approach in most centres. The patient starts within the first week after surgery, wearing a dorsal blocking orthosis that prevents extension beyond safe limits. A commonly used design, based on the Belfast and Sheffield regimens and later simplified, holds the wrist in neutral to about 20 degrees of extension, the metacarpophalangeal joints in 30–60 degrees of flexion and allows the interphalangeal joints to extend fully against the hood. The orthosis is made from 2.4–3.2 mm low-temperature thermoplastic, moulded directly on the patient, and is worn continuously for about six weeks.",
            "Within the orthosis, the patient performs passive flexion of each finger to warm up the joints and reduce drag, followed by active 'place and hold' or true active flexion to a limited range, often to one-third or half of full fist in the first weeks, and full active extension of the interphalangeal joints to the hood to prevent flexion contracture. Exercises are done in small sets of around ten repetitions every waking hour. The therapist monitors for warning signs: a sudden loss of active flexion, often with a felt 'snap', suggests rupture and needs urgent surgical review. Oedema is controlled with elevation and light compression. From about six weeks the orthosis is discarded in stages, light functional use begins, and resisted exercise is usually delayed until eight to twelve weeks.",
          ),
        },
      },
      {
        title: "Measuring the Outcome",
        description:
          "Goniometry, total active motion and grip strength tell the team whether the repair and rehabilitation have worked.",
        lesson: {
          title: "Total active motion, Strickland and the Jamar dynamometer",
          html:
            p(
              "Outcome after flexor tendon repair is judged mainly by how far the finger can actively bend and straighten, measured with a finger goniometer placed over the dorsum of each joint. The American Society for Surgery of the Hand defined total active motion (TAM) as the sum of active flexion at the MCP, PIP and DIP joints minus the sum of any extension deficits at those joints. A normal finger has a TAM of roughly 260 degrees. Suppose a patient's ring finger shows MCP 85°, PIP 80° and DIP 45° of active flexion, with extension deficits of 10° at the PIP and 5° at the DIP: TAM = (85 + 80 + 45) − (10 + 5) = 195°, which is 75 per cent of normal.",
              "Because the MCP joint is seldom affected by zone II injuries, many studies use the Strickland formula, which considers only the interphalangeal joints: (PIP + DIP active flexion − extension deficits) ÷ 175 × 100. In the example, (80 + 45 − 15) ÷ 175 = 63 per cent.",
            ) +
            "<table><tr><th>Strickland grade</th><th>% of normal IP motion</th></tr><tr><td>Excellent</td><td>85–100</td></tr><tr><td>Good</td><td>70–84</td></tr><tr><td>Fair</td><td>50–69</td></tr><tr><td>Poor</td><td>below 50</td></tr></table>" +
            p(
              "Grip strength is usually measured from about twelve weeks, once resisted use is safe, with a Jamar hydraulic hand dynamometer. The American Society of Hand Therapists recommends a standard position: seated, shoulder adducted, elbow flexed to 90 degrees, forearm and wrist neutral, handle at the second setting, with the mean of three trials recorded for each hand. The uninjured hand is the usual comparison, bearing in mind that the dominant hand is typically about 10 per cent stronger. Patient-reported measures such as the QuickDASH questionnaire complete the picture, since range and strength alone do not show how well a person manages work and daily life.",
            ),
        },
      },
    ],
  },
  {
    slug: "web-accessibility-auditing-wcag22",
    discipline: "Accessibility auditing",
    title: "Auditing Websites against WCAG 2.2",
    description:
      "Public-sector bodies and many businesses must now show that their websites meet WCAG 2.2 level AA, and someone has to check. This module teaches that work: the structure of the guidelines and conformance levels, colour contrast and keyboard access, combining automated tools with manual testing, sampling pages with WCAG-EM, and writing a VPAT.",
    level: "intermediate",
    duration: "8 weeks (online, about 6 hours a week)",
    plantedGap: "VPAT",
    modules: [
      {
        title: "How WCAG 2.2 Is Organised",
        description: "Principles, guidelines, success criteria and levels: the vocabulary every audit report uses.",
        lesson: {
          title: "POUR, success criteria and conformance",
          html: p(
            "The Web Content Accessibility Guidelines are published by the World Wide Web Consortium (W3C). WCAG 2.0 appeared in 2008, 2.1 in 2018 and 2.2 in October 2023; each version is backwards compatible, so a page that meets 2.2 also meets the earlier versions. WCAG 2.0 is also an international standard, ISO/IEC 40500, and WCAG 2.1 AA is the benchmark cited in the European standard EN 301 549, which underlies the EU Web Accessibility Directive and the UK's Public Sector Bodies Accessibility Regulations 2018.",
            "The guidelines are arranged in four layers. At the top are four principles, remembered as POUR: content must be Perceivable, Operable, Understandable and Robust. Under these are thirteen guidelines, such as 1.4 Distinguishable or 2.1 Keyboard Accessible. Each guideline contains testable success criteria, numbered by principle, guideline and criterion, for example 1.4.3 Contrast (Minimum). WCAG 2.2 contains 86 success criteria: it added nine new ones, including 2.4.11 Focus Not Obscured (Minimum), 2.5.8 Target Size (Minimum) and 3.3.8 Accessible Authentication (Minimum), and it removed 4.1.1 Parsing as obsolete.",
            "Every success criterion is assigned one of three levels. Level A criteria address the most severe barriers, such as keyboard traps or images with no text alternative; level AA adds criteria such as minimum contrast and visible focus; level AAA contains stricter criteria, such as enhanced contrast and sign-language interpretation of prerecorded audio, which W3C does not recommend as a general policy requirement because they cannot be met for all content. To conform at level AA, a page must satisfy all A and AA criteria. Conformance also has five requirements beyond the criteria themselves: it applies to full pages, to complete processes (every page of a checkout, not just the first), uses only accessibility-supported technologies, and non-conforming content must not interfere with the rest of the page. Auditors therefore report against each criterion for each page or process sampled, marking it as passed, failed or not applicable, with evidence for every failure.",
          ),
        },
      },
      {
        title: "Testing Contrast and Keyboard Access",
        description:
          "Two of the most commonly failed areas of WCAG are also two of the easiest for an auditor to test precisely.",
        lesson: {
          title: "Contrast ratios and the keyboard walk-through",
          html:
            p(
              "Success criterion 1.4.3 requires a contrast ratio of at least 4.5:1 between text and its background, or 3:1 for large text, defined as at least 18 point regular or 14 point bold (about 24 px and 18.66 px in CSS). Criterion 1.4.11 Non-text Contrast requires 3:1 for the visual boundaries of controls such as input borders and for meaningful graphics. The ratio is calculated from relative luminance: each colour's sRGB components are linearised and weighted (0.2126 R + 0.7152 G + 0.0722 B), and the ratio is (L1 + 0.05) / (L2 + 0.05), where L1 is the lighter colour. It ranges from 1:1 for identical colours to 21:1 for black on white.",
            ) +
            "<table><tr><th>Text colour on white</th><th>Ratio</th><th>Normal text (AA)</th></tr><tr><td>#767676 grey</td><td>4.54:1</td><td>pass</td></tr><tr><td>#777777 grey</td><td>4.48:1</td><td>fail</td></tr><tr><td>#0000EE default link blue</td><td>9.4:1</td><td>pass</td></tr><tr><td>#FF0000 red</td><td>4.0:1</td><td>fail (passes only for large text)</td></tr></table>" +
            p(
              "Contrast is measured with a colour picker tool such as the Colour Contrast Analyser, checking text over images and gradients at its least favourable point, and states such as hover and focus as well as the default.",
              "The keyboard test needs no tools at all. Put the mouse aside and move through the page with Tab and Shift+Tab, operate controls with Enter and Space, and use the arrow keys inside menus, radio groups and sliders. The auditor records failures against 2.1.1 Keyboard (a control that cannot be reached or operated), 2.1.2 No Keyboard Trap (focus that cannot leave a component, often an embedded widget or modal), 2.4.3 Focus Order (an order that does not preserve meaning), 2.4.7 Focus Visible (no visible indicator), and the new 2.4.11 Focus Not Obscured (Minimum), which fails when a sticky header or cookie banner completely hides the focused element. Dialogs deserve special care: focus should move into a dialog when it opens, stay there, and return to the triggering control when it closes.",
            ),
        },
      },
      {
        title: "Automated Tools, Manual Checks and Sampling",
        description: "How far can automated checkers take an audit, and how should a large site be sampled?",
        lesson: {
          title: "Scope, sample, test, report",
          html: p(
            "Automated checkers such as axe-core (used in browser extensions and in test frameworks), WAVE and Lighthouse inspect the rendered page and flag failures that can be decided by rule: images without an alt attribute, form inputs without an accessible name, insufficient contrast of plain text, duplicate IDs used in ARIA references, or missing document language. They are fast and consistent, and they belong in every audit and in every development pipeline. But most success criteria require human judgement. A tool can detect that an image has alt text, not whether the text is a fair equivalent; it can find headings, not whether they describe the sections; it cannot tell whether captions are accurate or whether an error message explains how to correct the input. Studies by tool vendors and independent testers agree that automated checks catch only a minority of real issues, so a clean automated report never equals conformance.",
            "For sites with hundreds or thousands of pages, W3C's Website Accessibility Conformance Evaluation Methodology (WCAG-EM) gives a defensible sampling procedure in five steps. First, define the scope of the evaluation and the target level, usually WCAG 2.2 AA. Second, explore the website to identify its common pages, essential functionality, types of page and technologies. Third, select a representative sample: structured examples of each page type and template, every page of each complete process, plus a randomly selected set amounting to about ten per cent of the structured sample. Fourth, audit the sample against every success criterion. Fifth, report the findings.",
            "A useful report lists each failure with the success criterion, the page and component, a description of the problem and its effect on users, evidence such as a screenshot or code snippet, and a recommended fix. Grouping issues by component rather than by page prevents a single faulty navigation menu appearing three hundred times. Auditors should also record the date, browsers and assistive technologies used, because conformance claims are only as good as the conditions in which they were tested.",
          ),
        },
      },
    ],
  },
];
