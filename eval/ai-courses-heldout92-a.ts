/** Ninety-second held-out evaluation courses, beginner level (A to B); see ai-courses-heldout92.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT92_A: EvalCourse[] = [
  {
    slug: "growing-winter-wheat",
    discipline: "Wheat production",
    title: "Growing Winter Wheat",
    description:
      "Who grows the UK's largest arable crop, and how do they decide what to do and when? Aimed at farm apprentices and new arable staff, the course covers wheat growth stages and the Zadoks scale, drilling dates and seed rates, nitrogen timing, fungicide programmes and grain storage.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week)",
    plantedGap: "grain storage",
    modules: [
      {
        title: "Growth Stages and the Zadoks Scale",
        description:
          "How the wheat plant develops from seed to ripe ear, and how growers describe each step with the two-digit Zadoks decimal code.",
        lesson: {
          title: "Reading the Crop: The Zadoks Decimal Code",
          html:
            p(
              "Nearly every decision in a wheat crop is timed by growth stage rather than by calendar date, because a mild autumn or a cold spring can shift development by weeks. UK agronomists use the Zadoks decimal scale, published in 1974, which divides the plant's life into ten principal stages numbered 0 to 9, each split into ten secondary stages. A stage is written as GS followed by two digits: GS12 means two leaves unfolded on the main shoot, GS21 means main shoot plus one tiller, GS31 means first node detectable.",
            ) +
            "<ul><li>GS0 germination; GS1 seedling growth (leaves on the main shoot)</li><li>GS2 tillering (side shoots)</li><li>GS3 stem elongation (nodes)</li><li>GS4 booting: the ear swells inside the flag-leaf sheath</li><li>GS5 ear emergence; GS6 flowering</li><li>GS7 milk development; GS8 dough development; GS9 ripening</li></ul>" +
            p(
              "Stages overlap: a winter wheat plant may be unfolding its fourth leaf (GS14) while carrying two tillers (GS22), so the agronomist records whichever feature matters for the decision in hand. Tillering usually begins in autumn and continues into early spring. Many tillers later die, and a good crop carries roughly 450 to 600 ears per square metre at harvest.",
              "The transition that matters most is GS30, when the developing ear, still hidden inside the stem, has risen about 1 cm above the tillering node. To check it, pull up a main shoot, strip off the outer leaves, slice the stem lengthways with a sharp knife and measure from the base to the tip of the ear. When the first node can be felt about 1 cm above the tillering node the crop is at GS31, and the second node marks GS32. In southern England these stages usually fall between late March and late April.",
              "Later stages are identified by the leaves. GS37 means the flag leaf, the last leaf to appear, is just visible; GS39 means its ligule is visible. Agronomists number leaves down from the top, so the flag leaf is leaf 1. The flag leaf, leaf 2 and the ear produce most of the carbohydrate that fills the grain, which is why they are protected so carefully. Flowering (GS61 to GS69) begins a few days after the ear emerges, starting in the middle of the ear, and the grains set then fix much of the yield potential.",
            ),
        },
      },
      {
        title: "Establishing the Crop",
        description:
          "Choosing a drilling date, calculating a seed rate from thousand-grain weight, and checking plant establishment in the field.",
        lesson: {
          title: "Seed Rates, Drilling Dates and Plant Counts",
          html: p(
            "Winter wheat in the UK is typically drilled between mid-September and the end of October, though drilling into November is common after late-harvested crops such as sugar beet or maize. Early drilling gives more tillers and deeper roots before winter, but it raises the risk of septoria, take-all, barley yellow dwarf virus spread by aphids, and blackgrass emerging alongside the crop. Many growers on blackgrass-infested land now wait until mid-October so that a first flush of weeds can be killed with glyphosate before drilling.",
            "Seed rate is calculated from three figures: the target plant population, the thousand-grain weight (TGW) of the seed lot, and the expected percentage establishment. The working formula is: seed rate (kg/ha) = target plants per m² × TGW (g) ÷ expected establishment (%).",
            "Suppose the target is 275 plants/m² for a mid-October drilling, the seed certificate gives a TGW of 48 g, and the grower expects 80% of seeds to become plants in a good seedbed. The seed rate is 275 × 48 ÷ 80 = 165 kg/ha. If the same field were drilled in November into a cold, cloddy seedbed, establishment might fall to 60% and the target rise to 350 plants/m², giving 350 × 48 ÷ 60 = 280 kg/ha.",
            "Thousand-grain weight varies widely between seed lots, from under 40 g to over 55 g, which is why sowing a fixed weight of seed is unreliable. At 180 kg/ha, a lot with a TGW of 40 g delivers 450 seeds/m², while a lot at 55 g delivers only about 327.",
            "Seed is normally placed about 3 to 4 cm deep: too shallow and it is exposed to slugs, birds and drying; too deep and the seedling exhausts its reserves before emerging. Establishment is checked once most plants have two or three leaves by counting plants along a measured length of row at ten or more points across the field. Divide the plants counted in one metre of row by the row width in metres: 30 plants in 1 m at 12.5 cm row spacing gives 30 ÷ 0.125 = 240 plants/m². A count well below target in autumn may justify an earlier first dose of nitrogen in spring.",
          ),
        },
      },
      {
        title: "Feeding and Protecting the Canopy",
        description: "Planning nitrogen applications and fungicide timings around the growth stages that decide yield.",
        lesson: {
          title: "Nitrogen Splits and Fungicide Timings",
          html:
            p(
              "Nitrogen has the largest effect of any input on wheat yield, and the largest environmental cost when it is misused. In England and Wales most growers plan rates with AHDB's Nutrient Management Guide (RB209), which starts from the field's soil nitrogen supply (SNS) index, on a scale from 0 to 6, estimated from the previous crop, soil type and winter rainfall. For a feed wheat on a medium soil at a low SNS index the recommended total is typically around 200 to 220 kg N/ha, and less where more nitrogen remains in the soil.",
              "Little or no nitrogen is applied in autumn. The spring total is split into two or three doses: about 40 to 50 kg N/ha in late February or March to support tiller survival in thin or backward crops; the main dose at GS30 to GS31, when uptake accelerates; and the remainder by about GS32. Milling wheat, which must reach 13% grain protein for breadmaking, receives an extra 40 kg N/ha or so, often as a late application between flag leaf and ear emergence, because late nitrogen raises protein more than yield.",
              "Disease control follows the same logic of growth stages. The most damaging disease of UK wheat is septoria tritici blotch, caused by the fungus Zymoseptoria tritici, which moves up the plant by rain splash; yellow rust and brown rust can also cause heavy losses on susceptible varieties. Fungicides work best as protectants, so sprays are timed to cover particular leaves soon after they emerge.",
            ) +
            "<table><tr><th>Timing</th><th>Growth stage</th><th>Main purpose</th></tr><tr><td>T0</td><td>GS30</td><td>Early rust or mildew on lower leaves</td></tr><tr><td>T1</td><td>GS31 to GS32 (leaf 3 emerged)</td><td>Septoria on leaf 3; eyespot at the stem base</td></tr><tr><td>T2</td><td>GS39 (flag leaf fully out)</td><td>Septoria and rusts on the flag leaf and leaf 2</td></tr><tr><td>T3</td><td>GS59 to GS65</td><td>Ear diseases, including fusarium head blight</td></tr></table>" +
            p(
              "T2 is usually the most important spray, because the flag leaf contributes more to yield than any other single leaf. The gap between T1 and T2 should not exceed about three to four weeks, or leaf 2 will emerge and become infected between them. Choosing a variety with a high septoria rating on the AHDB Recommended List reduces reliance on fungicides and slows the development of fungicide resistance.",
            ),
        },
      },
    ],
  },
  {
    slug: "urdu-for-beginners-script-and-speech",
    discipline: "Urdu language",
    title: "Urdu for Beginners: Script and Speech",
    description:
      "Absolute beginners meet Urdu through its script and its everyday speech: the Nastaliq letters and how they join, greetings and polite forms of address, pronouns and the verb 'to be', simple sentences with postpositions, and numbers to one hundred.",
    level: "beginner",
    duration: "ten weeks (two ninety-minute classes a week)",
    plantedGap: "numbers to one hundred",
    modules: [
      {
        title: "The Urdu Alphabet and Nastaliq Script",
        description:
          "How Urdu letters are shaped, joined and read from right to left, and how vowels, aspirated consonants and nasal sounds are shown.",
        lesson: {
          title: "Letters, Joins and Vowel Marks",
          html: p(
            "Urdu is written from right to left in an extended form of the Perso-Arabic script, normally in the sloping, hanging Nastaliq style used in newspapers and books. The alphabet has about 38 letters; lists differ slightly on whether some variant forms count separately. Urdu adds letters to the Persian alphabet for sounds that Arabic and Persian lack, above all the retroflex consonants ٹ ṭ, ڈ ḍ and ڑ ṛ, which are marked with a small ط written above the letter.",
            "Most letters join to the letters on both sides and therefore have up to four shapes: isolated, initial, medial and final. A small group joins only to the letter before it, never to the one after: ا alif, د dāl, ڈ ḍāl, ذ zāl, ر re, ڑ ṛe, ز ze, ژ zhe and و vāo. In کتاب kitāb, 'book', the letters ک, ت and ا join in one unit, but because alif cannot join forward the final ب stands on its own. Learners should practise families of letters that share one base shape and differ only in their dots, such as ب b, پ p, ت t, ٹ ṭ and ث s.",
            "Long vowels are written with letters: ا for ā, و for ū, o or au, ی for ī, and ے (baṛī ye) for final e or ai. The short vowels a, i and u are shown by optional marks called zabar, zer and pesh, which are almost always omitted in ordinary print. The word دل dil, 'heart', is therefore written simply as d plus l, and learners must learn the pronunciation of each new word along with its spelling.",
            "Two features of pronunciation need attention from the first week. Urdu distinguishes aspirated from unaspirated consonants, and aspiration is written with do-chashmī he (ھ), the 'two-eyed he': پل pal means 'moment' but پھل phal means 'fruit', and کال kāl means 'time' while کھال khāl means 'skin'. Urdu also distinguishes dental t, made with the tongue against the upper teeth, from retroflex ṭ, made with the tongue curled back, as in ٹوپی ṭopī, 'cap'. Finally, a nasalised vowel at the end of a word is shown by nūn ghunna (ں), a nūn without its dot, as in میں maiñ, 'I'.",
          ),
        },
      },
      {
        title: "Greetings, Pronouns and 'To Be'",
        description:
          "Everyday greetings and farewells, the three levels of 'you', and the present tense of the verb honā.",
        lesson: {
          title: "Meeting People Politely",
          html:
            p(
              "The standard greeting is السلام علیکم assalām-o-‘alaikum, 'peace be upon you', answered with وعلیکم السلام wa-‘alaikum assalām. Khudā hāfiz, 'God be your protector', is the usual farewell, and shukriya means 'thank you'. The particle jī adds respect to almost anything: jī hāñ is a polite 'yes', jī nahīñ a polite 'no', and a name followed by jī, as in Ahmad jī, shows courtesy.",
              "Urdu has three words for 'you', and choosing the right one matters socially. Tū is intimate; it is used in prayer, to small children and between very close friends, and it is rude to strangers. Tum is familiar, used among friends and to younger people. Āp is respectful and is the safe choice for a learner with teachers, elders, shopkeepers and anyone met for the first time. Āp always takes plural verb forms, even when it refers to one person, and the same plural is used for a respected third person.",
              "The present tense of honā, 'to be', is the first verb to learn, because it also builds other tenses later:",
            ) +
            "<table><tr><th>Pronoun</th><th>Form of honā</th><th>Meaning</th></tr><tr><td>maiñ</td><td>hūñ</td><td>I am</td></tr><tr><td>tū</td><td>hai</td><td>you are (intimate)</td></tr><tr><td>yeh / voh</td><td>hai</td><td>he, she, it, this, that is</td></tr><tr><td>ham</td><td>haiñ</td><td>we are</td></tr><tr><td>tum</td><td>ho</td><td>you are (familiar)</td></tr><tr><td>āp</td><td>haiñ</td><td>you are (respectful)</td></tr><tr><td>yeh / voh</td><td>haiñ</td><td>they are; he or she is (respectful)</td></tr></table>" +
            p(
              "Yeh refers to something or someone near and voh to something further away; neither marks gender, which shows up in adjectives and verbs instead. Asking after someone's health therefore depends on who is addressed: āp kaise haiñ? to a man, āp kaisī haiñ? to a woman. The reply is maiñ ṭhīk hūñ, shukriya, 'I am fine, thank you'. To introduce yourself, say merā nām Sara hai, 'my name is Sara', and ask āp kā nām kyā hai?, 'what is your name?'. Nām is masculine, so 'my' takes the masculine form merā whoever is speaking.",
            ),
        },
      },
      {
        title: "Building Simple Sentences",
        description:
          "Verb-final word order, the gender of nouns, and the postpositions that do the work of English prepositions.",
        lesson: {
          title: "Verb-Final Order and Postpositions",
          html: p(
            "Urdu places the verb at the end of the clause, giving a subject-object-verb order: yeh kitāb hai, 'this is a book', literally 'this book is'. The habitual present tense is formed from the verb stem, an ending that agrees with the subject, and the present of honā. From pīnā, 'to drink', a man says maiñ chāe pītā hūñ, 'I drink tea', and a woman says maiñ chāe pītī hūñ. With a plural or respectful subject the ending becomes -te: ham chāe pīte haiñ.",
            "Every noun is masculine or feminine, and the gender must be learned with the word. Many masculine nouns end in -ā, such as laṛkā, 'boy', and kamrā, 'room', and many feminine nouns end in -ī, such as laṛkī, 'girl'. There are common exceptions: pānī, 'water', and ādmī, 'man', are masculine, while kitāb, 'book', and chāe, 'tea', are feminine. Adjectives ending in -ā agree with their noun: baṛā kamrā, 'a big room', baṛī kitāb, 'a big book', baṛe kamre, 'big rooms'. Adjectives ending in other sounds, such as khūbsūrat, 'beautiful', do not change.",
            "Where English uses prepositions, Urdu uses postpositions placed after the noun: ghar meñ, 'in the house'; mez par, 'on the table'; Lahore se, 'from Lahore'; Karachi tak, 'as far as Karachi'. The possessive postposition kā agrees with the thing possessed, not with the owner: Ahmad kā ghar, 'Ahmad's house'; Ahmad kī kitāb, 'Ahmad's book'; Ahmad ke dost, 'Ahmad's friends'.",
            "A noun followed by a postposition goes into the oblique case. For masculine nouns in -ā this means changing the ending to -e: kamrā becomes kamre meñ, 'in the room', and laṛkā becomes laṛke kā nām, 'the boy's name'. Feminine nouns and masculine nouns with other endings do not change in the singular. Pronouns have oblique forms too: mujh, 'me', tujh, us and is. Mujh ko is usually contracted to mujhe, which appears in one of the most useful sentences a beginner can learn: mujhe Urdu pasand hai, 'I like Urdu', literally 'to me Urdu is pleasing'.",
          ),
        },
      },
    ],
  },
  {
    slug: "taekwondo-coaching-foundations",
    discipline: "Taekwondo coaching",
    title: "Taekwondo Coaching Foundations",
    description:
      "An entry-level coaching award for black belts and senior coloured belts who assist in club classes. Topics: structuring a progressive session; teaching the basic kicks; pad work and target holding; controlled sparring under World Taekwondo rules; safeguarding young students.",
    level: "beginner",
    duration: "eight weeks (one two-hour practical session a week)",
    plantedGap: "safeguarding young students",
    modules: [
      {
        title: "Planning a Club Session",
        description:
          "How to structure a class from the opening bow to the cool-down, with a warm-up built on the RAMP framework.",
        lesson: {
          title: "Session Structure and the RAMP Warm-Up",
          html:
            p(
              "A club class of 60 to 90 minutes needs a clear shape, so that students warm up properly, learn one thing well and leave wanting to come back. Most experienced instructors use a structure close to this one:",
            ) +
            "<ol><li>Line-up and opening bow (charyeot, attention; kyeongnye, bow), with a one-sentence statement of the session's goal.</li><li>Warm-up, 10 to 15 minutes.</li><li>Technical block: the new skill taught, practised and corrected.</li><li>Application with partners or pads, moving from fixed to reactive drills.</li><li>A conditioning game or short fitness set.</li><li>Cool-down, brief review and closing bow.</li></ol>" +
            p(
              "The warm-up is best planned with the RAMP framework described by the strength coach Ian Jeffreys: Raise, Activate and Mobilise, then Potentiate. Raise means increasing heart rate, muscle temperature and breathing, for example with skipping, light bouncing in fighting stance and stepping drills. Activate targets the muscles that kicking depends on, such as the glutes and hip abductors, with bridges, lateral steps and slow single-leg balances. Mobilise takes the hips, hamstrings and ankles through the ranges the session will use, with front and side leg swings, hip circles and walking lunges with a twist.",
              "Potentiate is the stage most often missed. It gradually raises intensity until students are moving at close to full speed: fast knee raises, chambered kicks at low height, then quick reaction drills on a clap or a command such as sijak, 'begin'. Without this stage the first full-power kicks of the technical block are the riskiest of the night.",
              "Long static stretches held for more than about a minute per muscle can briefly reduce power and speed, so they belong in the cool-down rather than before explosive kicking. Short static holds within a dynamic warm-up have little measurable effect and are acceptable. A good session plan names one learning objective, such as 'land the roundhouse kick with a full pivot on the supporting foot', and builds every later activity around it. Writing the plan down, with timings for each block, makes it far easier to review afterwards what worked and what ran over.",
            ),
        },
      },
      {
        title: "Teaching the Basic Kicks",
        description:
          "Breaking the front kick, roundhouse kick and side kick into teachable phases, and spotting the commonest faults.",
        lesson: {
          title: "Front Kick, Turning Kick and Side Kick",
          html: p(
            "Every basic kick can be taught in four phases: chamber (lifting the knee), extension, retraction, and landing back in stance. Teaching the phases to a slow count of one to four, then joining them into a single movement, is a simple form of the whole-part-whole method: students see the complete kick demonstrated, practise its parts, then perform it whole again. Demonstrate each kick at least twice, once from the front and once from the side, because many faults are visible from only one angle.",
            "Ap chagi, the front kick, is struck with the ball of the foot, ap chuk, with the toes pulled back. The knee must rise high and point at the target before the lower leg extends; the commonest fault is flicking the foot up without a chamber, which produces a weak kick and strains the knee. Ask students to 'show the knee first'.",
            "Dollyo chagi, the roundhouse or turning kick, is the most used kick in sparring. It is struck with the instep in sparring and with the ball of the foot in some other settings. As the knee comes up, the supporting foot pivots so that the heel turns towards the target, roughly 180 degrees from its starting position, and the hips turn over. Without the pivot the kicker twists the supporting knee and loses most of the kick's power; placing a cone behind the supporting heel gives students a clear cue to rotate.",
            "Yeop chagi, the side kick, is struck with the heel or the outer edge of the foot, the foot sword (balnal). The knee is chambered across the body, the supporting foot turns away from the target, and the leg extends in a straight line with the heel slightly higher than the toes. A frequent fault is kicking with the toes up, which turns the kick into a push with the sole. Balance is the main difficulty for beginners, so early repetitions can be done holding a wall bar or a partner's shoulder.",
            "Give one correction at a time, linked to the phase at fault, and check that it has been understood before adding another. Praise specific improvements, such as 'the pivot was complete that time', rather than offering a general 'good'.",
          ),
        },
      },
      {
        title: "Pads, Partners and Controlled Sparring",
        description:
          "Holding targets well, building partner drills, and introducing light sparring under current World Taekwondo scoring.",
        lesson: {
          title: "From Target Drills to Light Kyorugi",
          html:
            p(
              "Pad work links technique to timing and distance, but only if the pads are held well. The holder stands in a fighting stance, holds the paddle at arm's length and well away from the face, and angles its striking surface to meet the line of the kick: facing sideways for a roundhouse kick, facing forward for a front or side kick. The holder should not push the pad into the kick, which jars the kicker's joints and teaches poor distance. Teach holding as a skill in its own right and rotate roles regularly.",
              "Drills progress in three steps. Fixed-target drills let students repeat a kick at a known height and distance. Moving-target drills add footwork, with the holder stepping back or sideways before presenting the pad. Reactive drills show the target only briefly, so the kicker must read and respond, which is the skill sparring demands. Each step should be mastered at moderate speed before power is added.",
              "Kyorugi, sparring, is introduced under controlled conditions: light contact only, no kicks to the head for inexperienced students, and short rounds of one minute with a clear command to stop (geuman). Full equipment is worn: trunk protector (hogu), head guard, forearm and shin guards, groin guard and gum shield. Competitive sparring under World Taekwondo rules uses the following scores:",
            ) +
            "<table><tr><th>Technique</th><th>Points</th></tr><tr><td>Valid punch to the trunk protector</td><td>1</td></tr><tr><td>Valid kick to the trunk protector</td><td>2</td></tr><tr><td>Valid turning kick to the trunk protector</td><td>4</td></tr><tr><td>Valid kick to the head</td><td>3</td></tr><tr><td>Valid turning kick to the head</td><td>5</td></tr></table>" +
            p(
              "Penalties, called gam-jeom, each award one point to the opponent; typical causes include stepping out of the area, falling, holding, and kicking below the waist. Punches to the head are not allowed. Explaining why turning kicks score more, because they are harder and riskier to land, helps students understand the tactics they see in competition.",
            ),
        },
      },
    ],
  },
  {
    slug: "first-steps-on-the-tuba",
    discipline: "Tuba playing",
    title: "First Steps on the Tuba",
    description:
      "Hold it, breathe for it, buzz into it, play it: a first term on the tuba for adult and older teenage beginners, covering posture and breathing, embouchure and tone, how the valves change the pitch, the first major scale, and ensemble skills.",
    level: "beginner",
    duration: "twelve weeks (one forty-five-minute lesson a week, with daily home practice)",
    plantedGap: "ensemble skills",
    modules: [
      {
        title: "The Instrument, Posture and Breathing",
        description:
          "Tuba pitches and valve systems, how to sit with the instrument, and the breathing that supports a full low-brass sound.",
        lesson: {
          title: "Meeting the Tuba",
          html: p(
            "The tuba is the largest and lowest member of the valved brass family, with a conical bore that widens steadily towards the bell and gives it a broad, round sound. Tubas are named by the note of their open tube. The B♭ tuba, often written BB♭, has about 5.5 metres (18 feet) of tubing and is the instrument most beginners start on. The E♭ tuba is shorter, about 4 metres, and sits a fourth higher; many professional players use instruments in C or F. Most beginner instruments have three or four valves, which may be pistons, pressed straight down, or rotary valves, worked by levers.",
            "Good posture is built around one idea: bring the instrument to the player, not the player to the instrument. Sit towards the front of a chair with both feet flat on the floor and the back upright but not stiff. Depending on the player's size, the tuba rests on the chair seat between the legs, on the thighs, on a lap pad or on a tuba stand, adjusted so that the mouthpiece arrives at the lips without the player stooping, craning forward or tilting the head. The left hand steadies the instrument, and the fingertips of the right hand rest lightly on the valves with the fingers curved.",
            "The tuba needs more air than any other brass instrument, although at low pressure. Breathe in through the mouth with a relaxed, open throat, as if yawning gently, and let the air fill the lower chest and abdomen before the upper chest; the shoulders should not rise. An adult's vital capacity, the largest breath that can be exhaled, is typically four to five litres, and a single sustained low note can use much of it.",
            "A simple daily breathing exercise builds control before any notes are played. Breathe in for four counts at a steady tempo, then breathe out on a hiss through the teeth for eight counts, keeping the flow even from start to finish. Extend the out-breath to twelve and then sixteen counts over several weeks. Many beginners find at first that low notes last only four to six seconds; the exercise helps them plan where to breathe and to use the whole breath evenly.",
          ),
        },
      },
      {
        title: "Buzzing and Producing a Tone",
        description: "Forming the embouchure, buzzing on the mouthpiece, and starting notes cleanly with the tongue.",
        lesson: {
          title: "Embouchure, Buzz and Articulation",
          html: p(
            "Every brass sound begins with the lips vibrating against the mouthpiece rim, and that vibration is called the buzz. To form the embouchure, close the lips lightly as if saying 'mm', keep the corners of the mouth firm and slightly down, and leave the centre of the lips relaxed so it can vibrate. The large tuba mouthpiece is placed roughly in the centre of the lips, often with slightly more upper lip than lower inside the rim. The cheeks stay flat; puffed cheeks waste air and weaken the corners.",
            "Tuba notes vibrate slowly. The B♭ in the middle of the beginner's range, B♭2, vibrates at about 117 times a second, and the F below it at about 87, so the lips must be looser and the aperture larger than for trumpet or horn. Start by buzzing on the mouthpiece alone, aiming for a steady, relaxed sound, then try sliding the pitch slowly up and down like a siren. Matching a buzzed pitch to a note on a piano or an electronic drone trains the ear and the lips together.",
            "Without the valves, the tuba can play only the notes of its natural harmonic series. On a B♭ tuba the first usable open notes are B♭1, F2, B♭2, D3 and F3. Beginners usually start on F2 or B♭2, which sit comfortably in the middle of the instrument. Moving between them without the valves, by changing lip tension and air speed, is the first flexibility exercise.",
            "Notes are started with the tongue, not with a push of breath. Place the tip of the tongue just behind the upper teeth and release the air with the syllable 'toh', or a softer 'doh' in the low register. The open 'oh' vowel keeps the throat and mouth cavity large, which suits the tuba's sound; an 'ee' vowel narrows the throat and thins the tone. The tongue releases the air but does not stop the note: a note ends when the breath stops or when the next note begins.",
            "A first practice routine can be short: two minutes of buzzing, then long tones of four to eight beats at a comfortable medium volume on F2 and B♭2, checking pitch with a tuner and keeping the sound steady to the very end of each note.",
          ),
        },
      },
      {
        title: "How the Valves Work: First Scales",
        description:
          "Why each valve lowers the pitch by a set interval, the fingering of the B-flat major scale, and keeping valve combinations in tune.",
        lesson: {
          title: "Valve Combinations and the B-flat Scale",
          html:
            p(
              "Each valve, when pressed, sends the air through an extra loop of tubing, lengthening the instrument and lowering every note of the harmonic series by a fixed interval. The second valve lowers the pitch by a semitone, the first valve by a tone, and the third by a tone and a half, a minor third. A fourth valve, if fitted, lowers the pitch by a perfect fourth. Valves combine by adding their intervals: 1 and 2 together lower by three semitones, the same as valve 3 alone; 2 and 3 lower by four; 1 and 3 by five; and all three valves by six.",
              "Combinations tend to play sharp. Each valve loop is made the right length to lower the open instrument, but once another valve has already lengthened the tube, that loop is slightly too short to lower it by the full interval. The 1 and 3 combination is noticeably sharp and 1, 2 and 3 together even more so. Players correct this by adjusting with the lips, by moving a tuning slide, or on four-valve tubas by using the fourth valve instead of 1 and 3. Some professional instruments have compensating systems that add extra tubing automatically.",
              "The first scale is usually B♭ major. On a B♭ tuba the lower octave uses these fingerings, with 0 meaning no valves:",
            ) +
            "<table><tr><th>Note</th><th>Fingering</th></tr><tr><td>B♭1</td><td>0</td></tr><tr><td>C2</td><td>1 and 3 (or 4)</td></tr><tr><td>D2</td><td>1 and 2 (or 3)</td></tr><tr><td>E♭2</td><td>1</td></tr><tr><td>F2</td><td>0</td></tr><tr><td>G2</td><td>1 and 2</td></tr><tr><td>A2</td><td>2</td></tr><tr><td>B♭2</td><td>0</td></tr></table>" +
            p(
              "The same logic continues upwards: C3 is played with valve 1, D3 and F3 are open notes of the harmonic series, and the octave above B♭2 is again played open. An E♭ tuba has different fingerings for the same sounding notes, so scale charts must match the instrument. Practise the scale slowly, at first one note to each crotchet beat, listening for each note centring in tune before moving on, and use a tuner to find which notes on your own instrument need adjusting.",
            ),
        },
      },
    ],
  },
  {
    slug: "shopfitting-joinery-an-introduction",
    discipline: "Shopfitting",
    title: "Shopfitting Joinery: An Introduction",
    description:
      "Shopfitters turn a designer's drawings into counters, wall units and displays that must look immaculate on opening day and survive years of heavy public use. The course introduces sheet materials and laminates, carcass construction, reading shop drawings, setting out on site, fire-rated materials and installation.",
    level: "beginner",
    duration: "ten weeks (one day a week in the college workshop)",
    plantedGap: "fire-rated materials",
    modules: [
      {
        title: "Sheet Materials, Laminates and Edgings",
        description:
          "The boards and surface finishes shopfitters use every day, how carcasses are built from them, and how to choose and work each one.",
        lesson: {
          title: "Boards, High-Pressure Laminate and Edge Banding",
          html: p(
            "Almost all shopfitting is built from manufactured boards, which are stable, flat and available in large sheets, most commonly 2440 × 1220 mm, with 18 mm the standard carcass thickness and 25 mm or more for counter tops. Medium-density fibreboard (MDF) has a density of about 700 to 800 kg/m³ and smooth, even faces that take paint and sprayed lacquer well, but its edges absorb finish and must be sealed, and it holds screws poorly in its edges. Moisture-resistant MDF, often made with a green core, is used near sinks and in other damp areas. Because fine MDF dust is hazardous, it should be cut only with extraction and suitable respiratory protection.",
            "Particleboard (chipboard) is graded under EN 312: P2 for general interior use and P5 for load-bearing use in humid conditions. Melamine-faced chipboard (MFC) arrives already finished in a wide range of colours and woodgrains, often in larger sheets such as 2800 × 2070 mm, and is widely used for carcasses and shelving. Plywood, especially birch plywood, is chosen where strength and screw-holding matter, and flexible plywood is used for curved fronts.",
            "High-pressure laminate (HPL), made to EN 438, is a thin, hard-wearing sheet, usually around 0.6 to 1.2 mm thick, bonded to a board. Horizontal-grade laminate is used on counters and vertical grade on wall panels and fronts. It is fixed with contact adhesive or with glue under a press, and a cheaper balancing laminate is applied to the reverse face so that the panel does not bow as it gains or loses moisture.",
            "Exposed edges are finished with edge banding: 2 mm ABS on fronts and counters, where knocks are likely, and thinner 0.4 to 0.8 mm tape on hidden edges. Edge banders apply it with hot-melt glue, either EVA or the more heat- and moisture-resistant PUR, then trim it flush and form a small radius that resists chipping.",
            "Carcasses are commonly built on the 32 mm system: rows of 5 mm holes at 32 mm centres, usually set 37 mm from the front edge, which locate shelf supports, hinges and drawer runners. Panels are joined with cam-and-dowel connectors or with dowels and glue, and a carcass is checked for square by measuring its diagonals, which must be equal.",
          ),
        },
      },
      {
        title: "Reading Drawings and Setting Out",
        description:
          "Interpreting shop drawings at different scales and transferring a datum and dimensions accurately to site.",
        lesson: {
          title: "From Shop Drawing to Datum Line",
          html: p(
            "A shopfitting project normally starts with the designer's general arrangement drawings, plans at 1:50 or 1:100 that show where each unit goes. The shopfitter's drawing office then produces shop drawings for manufacture: elevations at 1:20, sections at 1:10 or 1:5, and full-size or half-size details of joints and edges. All dimensions are in millimetres. Work from the written dimensions, never by measuring the drawing with a scale rule, because prints are often reduced or enlarged. Before cutting anything, check the revision letter in the title block; building from a superseded drawing is one of the most expensive mistakes in the trade.",
            "Drawings show the shop as designed, but buildings are never exactly as drawn, so a site survey is carried out before manufacture. The fitter measures the real openings, wall lengths, column positions and floor levels, and the drawings are adjusted to suit.",
            "Setting out begins with a datum, a level reference line from which all heights are measured. A common choice is 1000 mm above finished floor level (FFL). It is marked at one point and then carried round the room with a rotating or cross-line laser level. The fitter then measures down from the datum to the floor at regular intervals to find the highest point. Suppose a 4.8 m run of wall units is to sit on a 100 mm plinth, and the floor is 14 mm lower at one end than at the other. The plinth is set at 100 mm at the highest point and packed up by as much as 14 mm towards the low end, so that the top of every unit sits exactly parallel to the datum.",
            "Square corners are checked with the 3-4-5 rule. Mark 900 mm along one wall and 1200 mm along the other from the corner; if the diagonal between the marks measures 1500 mm, the corner is square. Walls are checked for plumb with a long level or the laser. Any deviation is recorded so that scribe allowances can be built into the units, and a storey rod, a straight batten marked with every key height, helps transfer levels quickly and consistently from unit to unit.",
          ),
        },
      },
      {
        title: "Installing on Site",
        description:
          "Fixing units to different backgrounds, scribing to walls and floors, and joining counters and panels to a finished standard.",
        lesson: {
          title: "Fixings, Scribes and Joints",
          html: p(
            "The right fixing depends on the background. In brick and block, units are fixed with screws into plastic plugs, choosing a plug sized for both the drill bit and the screw gauge; in dense concrete, frame fixings or mechanical anchors give better holding. Modern shops are often lined with metal-stud partitions and plasterboard, which will not support a loaded wall unit on their own. Fixings should go into the studs or, better, into plywood pattresses fitted between the studs before the board was hung; cavity anchors in plasterboard alone are suitable only for light items such as small signs. Agree pattress positions with the drylining contractor early, because adding them later means cutting open finished walls.",
            "Few walls are straight, so end panels and worktops that meet a wall are made with a scribe allowance, typically 10 to 20 mm of extra material. The panel is offered up in its final position and level, a scribing tool or pencil compass is set to the widest gap, and the tool is run down the wall so that it marks the wall's profile onto the panel. The waste is removed with a jigsaw or plane, cutting with a slight back-bevel so that only the face edge touches the wall and the joint looks tight.",
            "Units in a run are set level to the datum, clamped together with their faces exactly flush, and joined with cabinet connecting screws through the sides. Long counter tops are joined with panel connectors in routed pockets underneath, pulled together with alignment dowels or biscuits so that the two surfaces meet without a step. A good joint line on a laminate top should be almost invisible, and any difference in height should be removed before the connectors are fully tightened.",
            "Finished surfaces are protected from the moment they are fixed, with card or film, because other trades will be working around them until handover. The job ends with a snagging walk-round against the drawings, checking level, alignment, gaps, edge condition and the smooth operation of every door and drawer.",
          ),
        },
      },
    ],
  },
];
