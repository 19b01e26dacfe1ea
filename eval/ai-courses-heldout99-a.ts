/** Ninety-ninth held-out evaluation courses, beginner level; see ai-courses-heldout99.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT99_A: EvalCourse[] = [
  {
    slug: "beginning-nepali-script-sounds-and-everyday-conversation",
    discipline: "Nepali language",
    title: "Beginning Nepali: Script, Sounds and Everyday Conversation",
    description:
      "Namaste is only the beginning. Complete beginners learn to read and write Devanagari, to pronounce the aspirated and retroflex consonants that English lacks, to choose between the three grades of 'you', and to talk about themselves in the present tense, with a unit on kinship terms for describing the people close to them.",
    level: "beginner",
    duration: "ten weeks (two ninety-minute classes a week)",
    plantedGap: "kinship terms",
    modules: [
      {
        title: "Devanagari: Reading and Writing the Script",
        description:
          "How the alphasyllabary works, from the inherent vowel and the vowel signs to the headstroke and conjunct consonants.",
        lesson: {
          title: "Akshara, the inherent vowel and the vowel signs",
          html:
            p(
              "Nepali is written in Devanagari, the script it shares with Hindi, Marathi and Sanskrit. It runs from left to right, and most letters hang from a horizontal headstroke, the shirorekha, which joins the letters of a word into one unit. Beginners usually form the body of each letter first and draw the headstroke last, across the whole word.",
              "Devanagari is an alphasyllabary rather than an alphabet. Each consonant letter carries a built-in vowel, the inherent a, so क on its own is read ka. In Nepali this vowel is a short, slightly rounded sound, usually transcribed [ʌ], lying between the vowels of English cup and cot. To write any other vowel after a consonant you attach a vowel sign, or matra, to the consonant:",
            ) +
            "<ul><li>का kā, with a vertical stroke after the consonant</li><li>कि ki, whose hooked sign is written before the consonant but pronounced after it</li><li>की kī, कु ku, कू kū</li><li>के ke, कै kai, को ko, कौ kau</li></ul>" +
            p(
              "At the start of a word, or after another vowel, vowels are written with their independent letters: अ a, आ ā, इ i, ई ī, उ u, ऊ ū, ए e, ऐ ai, ओ o, औ au. The spelling distinction between short and long i and u must be learned word by word, but in everyday Nepali speech the length difference is slight, so learners should not exaggerate it.",
              "Two more signs cancel or colour the vowel. The halanta (्), a small slanting stroke under a consonant, removes the inherent vowel; it is mostly seen at the end of verb forms such as गर्छन् garchan, 'they do'. When two consonants meet with no vowel between them they are usually fused into a conjunct: स and त combine in नमस्ते namaste, and three conjuncts look nothing like their parts, क्ष kṣa, त्र tra and ज्ञ, which Nepali speakers pronounce gya, as in ज्ञान gyān, 'knowledge'. The chandrabindu (ँ) marks a nasal vowel, as in आँखा ā̃khā, 'eye'.",
              "Finally, a word-final inherent vowel is normally silent: घर is read ghar, 'house', not ghara. It is pronounced after most conjuncts and in many verb endings, such as छ cha, 'is'. Copying short words aloud, reading and sounding each akshara, fixes these habits early.",
            ),
        },
      },
      {
        title: "The Sounds of Nepali",
        description: "Aspiration, voicing and retroflexion in the consonant system, practised through minimal pairs.",
        lesson: {
          title: "Four-way contrasts and the retroflex series",
          html:
            p(
              "English has two kinds of stop consonant at each place of articulation, such as k and g. Nepali has four, because it contrasts both voicing and aspiration (a puff of breath after the release). The velar row shows the pattern: क ka is voiceless and unaspirated, ख kha voiceless and aspirated, ग ga voiced, and घ gha voiced and breathy, released with a murmured h-like quality. The contrast changes meaning, as these minimal pairs show:",
            ) +
            "<table><tr><th>Contrast</th><th>Word 1</th><th>Word 2</th></tr><tr><td>k / kh</td><td>कर kar, tax</td><td>खर khar, thatching grass</td></tr><tr><td>g / gh</td><td>गर gar, do!</td><td>घर ghar, house</td></tr><tr><td>b / bh</td><td>बात bāt, talk, matter</td><td>भात bhāt, cooked rice</td></tr><tr><td>t / ṭ</td><td>पात pāt, leaf</td><td>पाट pāṭ, jute</td></tr></table>" +
            p(
              "English speakers must learn to suppress aspiration as well as to produce it. An English k at the start of a stressed syllable is already aspirated, so an English speaker saying कर often produces something nearer खर. Hold a strip of paper in front of your lips: it should barely move for क, प and त, and flutter for ख, फ and थ.",
              "The second difficulty is place. Nepali distinguishes dental consonants, made with the tongue tip against the back of the upper teeth (त, थ, द, ध), from retroflex consonants, made with the tip curled back behind the gum ridge (ट, ठ, ड, ढ). English t and d are made on the gum ridge itself, between the two, and Nepali ears hear them as retroflex. That is why English loanwords are spelled with the retroflex letters: टेबल ṭebal, 'table', and टिकट ṭikaṭ, 'ticket'. Learners therefore need to push their ordinary t forward to the teeth for words such as तिमी timī, 'you'.",
              "Some distinctions in the script are not distinctions in speech. The three sibilant letters श, ष and स are all normally pronounced s, and the letters usually romanised as c, ch, j and jh are pronounced as the affricates ts, tsh, dz and a breathy dz, not as English ch and j. Beginners who learn these mergers early spell more carefully and sound more natural.",
            ),
        },
      },
      {
        title: "Talking About Yourself: Honorifics and the Present Tense",
        description:
          "Choosing the right grade of 'you', the two verbs meaning 'to be', and the simple present of regular verbs in short dialogues.",
        lesson: {
          title: "Ta, timi and tapai and the agreement they trigger",
          html: p(
            "Nepali grammar makes you decide, every time you address someone, how much respect to show. There are three everyday grades of 'you'. तँ tã is the lowest, used to small children, animals and the very closest friends, and it can sound insulting to anyone else. तिमी timī is familiar, used among friends of similar age and to people younger than you. तपाईं tapāī̃ is polite and is the safe default for strangers, teachers, shopkeepers and anyone older. A still higher form, हजुर hajur, is heard in very formal or deferential speech.",
            "The verb agrees with the grade as well as with person and number. The simple present of गर्नु garnu, 'to do', which also serves for habits and the near future, runs: म गर्छु ma garchu, तँ गर्छस् tã garchas, तिमी गर्छौ timī garchau, ऊ गर्छ ū garcha ('he or she does', familiar), हामी गर्छौं hāmī garchau̐, उनीहरू गर्छन् unīharū garchan. The polite forms are built differently, with -nu hunchha: तपाईं गर्नुहुन्छ tapāī̃ garnuhuncha, and the polite third person उहाँ uhā̃ takes the same ending.",
            "Nepali also has two verbs for 'to be'. हो ho identifies or defines: म विद्यार्थी हुँ ma vidyārthī hũ, 'I am a student'; its negative is होइन hoina. छ cha states existence, location or a temporary condition: म काठमाडौंमा छु ma kāṭhmāḍaũmā chu, 'I am in Kathmandu'; its negative is छैन chaina. Using छ where हो is needed is the commonest beginner error.",
            "Word order is subject, object, verb, and relations are marked by postpositions that follow the noun: -मा -mā, 'in, at', and -को -ko, 'of'. A first conversation puts all this together: तपाईंको नाम के हो? tapāī̃ko nām ke ho?, 'What is your name?'; मेरो नाम सारा हो merō nām Sārā ho, 'My name is Sarah'; तपाईं कहाँ बस्नुहुन्छ? tapāī̃ kahā̃ basnuhuncha?, 'Where do you live?'; म लन्डनमा बस्छु ma Lanḍanmā baschu, 'I live in London'. Notice that the question uses the polite verb and the answer the plain first person.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-pesticide-application",
    discipline: "Pesticide application",
    title: "Foundations of Pesticide Application",
    description:
      "Since November 2015 every professional user of plant protection products in the UK has needed a certificate of competence. Over six practical days, candidates preparing for the PA1 and PA2 assessments study the law and the product label, calibrate a boom sprayer, control drift and set buffer zones beside water, and rehearse spill response.",
    level: "beginner",
    duration: "six days over three weeks (classroom mornings and practical sprayer afternoons)",
    plantedGap: "spill response",
    modules: [
      {
        title: "The Law and the Label",
        description:
          "Who may apply a plant protection product, and how to read the statutory conditions of use printed on its label.",
        lesson: {
          title: "Reading a product label",
          html:
            p(
              "In Great Britain the use of pesticides is governed chiefly by the Plant Protection Products Regulations 2011 and the Plant Protection Products (Sustainable Use) Regulations 2012, together with the Control of Substances Hazardous to Health Regulations 2002 (COSHH) and a statutory code of practice. Since 26 November 2015, anyone who applies a professional product must hold a recognised certificate of competence; the 'grandfather rights' that once exempted older farmers have ended. The foundation unit (PA1) covers the knowledge every user needs, and equipment units such as PA2 (boom sprayers) and PA6 (hand-held applicators) add the practical competence.",
              "The label is the legal instrument that controls each product. Every authorised product carries a MAPP number, its authorisation number, and the label divides its text into two kinds. The statutory conditions of use, usually printed in a box, are law: breaking them is an offence. The other guidance is advice. The statutory box typically sets:",
            ) +
            "<ul><li>the crops or situations on which the product may be used;</li><li>the maximum individual dose, for example 2.0 litres of product per hectare;</li><li>the maximum number of treatments or the maximum total dose per crop;</li><li>the latest time of application, often a crop growth stage such as Zadoks GS 39 in cereals or a number of days before harvest;</li><li>any buffer zone or aquatic restriction, and the personal protective equipment required.</li></ul>" +
            p(
              "Before the first use, the employer or self-employed operator must make a COSHH assessment. It starts from the hazard pictograms on the label, such as the exclamation mark, the health-hazard symbol and the environment symbol of a dead fish and tree, and asks whether the job can be done with a less hazardous product or method before relying on protective equipment. Where PPE is needed, the label names it: typically a coverall and chemical-resistant gloves for all work, with a face shield added when handling the concentrate, which is the most dangerous stage because the product is undiluted.",
              "Operators should read the whole label before opening the container, not when a problem arises. A useful habit is to copy the statutory limits onto the job sheet beside the field name, so that dose, timing and buffer zone are checked against the plan every time the sprayer is filled.",
            ),
        },
      },
      {
        title: "Calibrating a Boom Sprayer",
        description:
          "Measuring nozzle output and forward speed and calculating the application volume, so that the label dose reaches the crop.",
        lesson: {
          title: "The calibration formula and a worked example",
          html: p(
            "A sprayer is calibrated so that a known volume of liquid, and therefore a known dose of product, lands on each hectare. Three variables set the application volume: the output of each nozzle, the forward speed and the nozzle spacing on the boom. They are linked by one formula: application volume (L/ha) = nozzle output (L/min) × 600 ÷ (speed (km/h) × nozzle spacing (m)). The constant 600 converts units: at v km/h a nozzle with spacing s metres covers v × 1000 ÷ 60 × s square metres a minute, and a hectare is 10,000 square metres.",
            "Worked example. The label recommends 100 L/ha of water, the boom has nozzles at 0.5 m spacing, and the field can be driven safely at 10 km/h. Rearranging, the required output is 100 × 10 × 0.5 ÷ 600 = 0.83 L/min per nozzle. ISO colour coding helps here: a yellow 02 nozzle delivers about 0.79 L/min at 3 bar. Because output rises with the square root of pressure, reaching 0.83 L/min needs 3 × (0.83 ÷ 0.79)² ≈ 3.3 bar, well within the nozzle's working range. If the pressure required were far outside the range, you would change nozzle size or speed instead, since large pressure changes alter droplet size.",
            "The procedure on the farm is practical. Fill the tank with clean water, run the sprayer at working pressure, and collect the output of every nozzle for one minute in a graduated jug. Replace any nozzle delivering more than 10 per cent above its nominal rate, because wear enlarges the orifice and overdoses the strip beneath it. Check forward speed rather than trusting the dashboard: drive a measured 100 m in the working gear with a half-full tank, time it, and calculate speed as 360 ÷ seconds taken. A run of 36 seconds gives 10 km/h.",
            "Finally, calculate the product per tankful. A 1,000-litre tank at 100 L/ha covers 10 ha, so at a label dose of 2.0 L/ha you add 20 litres of product. Record the calculation; it is the evidence that the statutory maximum dose was respected.",
          ),
        },
      },
      {
        title: "Drift, Buffer Zones and LERAPs",
        description:
          "Weather, nozzle choice and boom height as controls on spray drift, and the risk assessment that sets buffer zones beside surface water.",
        lesson: {
          title: "Keeping spray on target",
          html:
            p(
              "Drift is the movement of spray droplets away from the target while they are airborne. It wastes product, damages neighbouring crops and gardens, and is the main route by which pesticides reach ditches and streams. The risk depends above all on droplet size: droplets smaller than about 100 micrometres fall slowly and are carried by the lightest wind, whereas large droplets fall quickly.",
              "Operators control drift with four levers. The first is weather. A light, steady breeze blowing away from sensitive areas is ideal. Flat calm is not safe, because it often comes with a temperature inversion, in which cool air near the ground traps fine droplets that then drift unpredictably; spraying should stop altogether once the wind reaches a moderate breeze, Beaufort force 4. The second lever is nozzle choice. Air-induction nozzles draw air into the liquid and produce larger, air-filled droplets that reduce drift markedly compared with conventional flat fans. The third is boom height: 110-degree flat fans at 50 cm spacing are designed to work about 50 cm above the target, and every extra 10 cm increases drift. The fourth is speed, since fast travel creates turbulence behind the boom.",
              "Where products are toxic to aquatic life, the label may require a buffer zone, an unsprayed strip measured from the top of the bank of a watercourse, whether it is flowing or a dry ditch. Many products fall under the Local Environment Risk Assessment for Pesticides (LERAP) scheme. For LERAP Category B products, the standard 5 m buffer for a horizontal boom can be reduced, down to a minimum of 1 m, after a recorded assessment that takes account of:",
            ) +
            "<ul><li>the width of the watercourse, since wider water dilutes any drift more;</li><li>the dose, since applying less than the maximum permitted rate lowers the risk;</li><li>the drift-reduction star rating of the equipment: one star for at least 25 per cent reduction, two stars for 50 per cent and three stars for 75 per cent.</li></ul>" +
            p(
              "Category A products carry a fixed 5 m buffer that may not be reduced, and some newer labels specify larger zones that also cannot be cut. The LERAP assessment must be written down for each field and kept with the spray records; without it, the full buffer applies.",
            ),
        },
      },
    ],
  },
  {
    slug: "coaching-muay-thai-to-beginners",
    discipline: "Muay Thai coaching",
    title: "Coaching Muay Thai to Beginners",
    description:
      "For club assistants and new coaches taking their first Thai boxing classes. Covers the stance and guard, footwork, the teep and the roundhouse kick, clinch work, holding Thai pads safely, and planning a session that suits mixed-ability adult beginners.",
    level: "beginner",
    duration: "six weeks (one three-hour workshop a week plus supervised club coaching)",
    plantedGap: "clinch work",
    modules: [
      {
        title: "Stance, Guard and Footwork",
        description:
          "Building a balanced Muay Thai stance and the footwork that preserves it, and correcting the habits beginners bring from other sports.",
        lesson: {
          title: "Teaching the stance",
          html: p(
            "Every technique in Muay Thai starts and ends in the stance, so it deserves the first full session and a few minutes of every session after that. For an orthodox (right-handed) student, the left foot is forward, the feet are roughly shoulder-width apart or a little wider, the lead foot points towards the opponent and the rear heel is slightly raised. Compared with a boxing stance, the Thai stance is more upright and the hips are squarer to the front. There are two reasons. Kicks arrive from both sides, and a square stance lets the fighter lift either leg quickly to check a kick with the shin; and the weight, shifted slightly onto the back foot, leaves the lead leg light enough to teep or check without a preparatory step.",
            "The guard is high and tight: gloves at eyebrow height, elbows in to cover the ribs, chin down. Beginners drop their hands when they kick or when they tire, and the coach's cue should be short and constant: 'hands home'.",
            "Footwork follows a simple rule: the foot nearest the direction of travel moves first, and the feet never cross. To advance, the lead foot steps and the rear foot follows the same distance; to retreat, the rear foot moves first. Steps are short so that the stance width never changes. Thai fighters also keep a relaxed rhythm, rocking gently over the back foot, which helps them stay balanced and time their attacks.",
            "Each sport leaves its own faults. Boxers stand side-on, which exposes the lead thigh to low kicks and makes checking slow. Karate and taekwondo students often bounce high on their toes and keep the hands low. Runners and gym-goers tend to stand flat-footed and stiff. Coach with the tell, show, do sequence: name the position in one sentence, demonstrate it from front and side, then have students adopt it, shadowbox slowly and freeze on command while you correct one point per person. Mirrors help, but partner checks, such as lightly tapping a lowered glove, build the habit faster.",
          ),
        },
      },
      {
        title: "The Teep and the Roundhouse",
        description:
          "Breaking the two signature kicks into teachable stages, with coaching cues and the errors to watch for.",
        lesson: {
          title: "Progressions for the two key kicks",
          html:
            p(
              "The teep, or push kick, is Muay Thai's jab: it measures distance, stops an advancing opponent and scores when it is clean. Teach it in three stages. First, lift the knee of the kicking leg to about belt height while keeping the guard. Second, drive the hips forward and extend the leg, pushing through the ball of the foot into the opponent's midsection. Third, retract the leg along the same line and set it down back in stance. The cue is 'knee up, hips through, push, don't flick'. The lead-leg teep is quicker and used for range; the rear-leg teep is stronger. A common fault is leaning back to generate height, which removes the hips from the kick and leaves the kicker off balance.",
              "The roundhouse kick is the sport's most characteristic strike, delivered with the lower shin rather than the foot, whose small bones break easily on elbows and knees. For a rear-leg kick, the student steps the lead foot out at roughly 45 degrees, then pivots on the ball of that foot so the heel turns towards the target. The hips rotate through, and the leg swings as a single, almost straight unit, striking with the lower half of the shin. The arm on the kicking side swings down and back for counterbalance while the other glove stays at the face.",
              "A progression for beginners runs:",
            ) +
            "<ol><li>pivot drill: step and turn on the ball of the lead foot without kicking, ten times each side;</li><li>slow kicks to a heavy bag at knee height, checking that the shin, not the foot, lands;</li><li>kicks to body height on the bag as the pivot becomes automatic;</li><li>kicks to pads held by a trained partner, with full rotation.</li></ol>" +
            p(
              "Watch for four errors: kicking with the instep, failing to pivot (which strains the supporting knee), dropping both hands, and kicking only from the knee. Conditioning of the shin comes from months of progressive bag and pad work, not from striking trees or hard objects.",
            ),
        },
      },
      {
        title: "Pad Holding and Session Design",
        description: "Holding Thai pads so that both partners stay safe, and planning a sixty-minute beginners' class.",
        lesson: {
          title: "Safe pads and a sixty-minute plan",
          html:
            p(
              "Pad holding is a skill in its own right, and a careless holder injures both partners. For a roundhouse kick the holder places the two Thai pads vertically together on the side being kicked, with the forearms behind them and the elbows slightly away from the body, so the force is not driven back into the holder's ribs. The holder meets the kick with a small step into it rather than absorbing it passively. For a teep, the pads are stacked horizontally against the stomach, or a belly pad is worn, and the holder leans slightly forward with knees bent. Holders call the strike clearly and present the pad only when they are ready.",
              "Equipment matters with beginners. Everyone wraps their hands and uses a gum shield; adults usually train in 14 to 16 oz gloves for partner work, and shin guards are worn whenever partners kick each other rather than pads. A health questionnaire such as the PAR-Q should be completed before the first session, and new students should not spar until they can defend themselves and control their power; light technical drills come first.",
              "A typical sixty-minute class is laid out below.",
            ) +
            "<table><tr><th>Minutes</th><th>Activity</th><th>Purpose</th></tr><tr><td>0 to 10</td><td>Skipping, joint mobility, shadowboxing</td><td>Raise heart rate and rehearse the stance</td></tr><tr><td>10 to 20</td><td>Demonstration and slow drilling of the session's technique</td><td>One new skill only</td></tr><tr><td>20 to 40</td><td>Partner pad rounds, three minutes on, one minute off, changing roles each round</td><td>Practise under light pressure</td></tr><tr><td>40 to 50</td><td>Bag work and bodyweight conditioning</td><td>Build endurance</td></tr><tr><td>50 to 60</td><td>Stretching, questions and feedback</td><td>Recovery and reflection</td></tr></table>" +
            p(
              "Three-minute rounds mirror professional bouts, which are five rounds of three minutes with two minutes' rest; beginners manage with one minute because pad rounds are less intense than fighting. Many clubs open or close with a bow and explain the wai khru ram muay, the ritual dance of respect performed before fights, so that students meet the sport's culture as well as its techniques.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-protists",
    discipline: "Protistology",
    title: "Introduction to Protists",
    description:
      "What do diatoms, malaria parasites and the amoebae in a garden pond have in common? This first-year module surveys the diversity of eukaryotic microbes: their place in the modern supergroup classification, cell structure and motility, slime moulds, and the practical skills of sampling, mounting and measuring live protists under the microscope.",
    level: "beginner",
    duration: "twelve weeks (two lectures and one three-hour laboratory a week)",
    plantedGap: "slime moulds",
    modules: [
      {
        title: "Where Protists Fit: Supergroups and Phylogeny",
        description: "Why 'protist' is not a natural group, and how molecular phylogenies now arrange the eukaryotes.",
        lesson: {
          title: "From Kingdom Protista to supergroups",
          html:
            p(
              "Ernst Haeckel proposed the kingdom Protista in 1866 for organisms that seemed neither plant nor animal, and Robert Whittaker's five-kingdom scheme of 1969 kept Protista as a home for all eukaryotes that were not animals, land plants or fungi. The problem is that this definition describes what protists are not. Molecular phylogenies, first from small-subunit ribosomal RNA genes and now from hundreds of genes at once (phylogenomics), show that protists are scattered across the whole eukaryotic tree. The choanoflagellates, for example, are more closely related to animals than they are to diatoms or to most amoebae. 'Protist' is therefore a paraphyletic term of convenience, not a taxon.",
              "Current classifications, such as that of Adl and colleagues in 2019, avoid formal ranks and group eukaryotes into a handful of large clades, often called supergroups:",
            ) +
            "<ul><li><strong>Amorphea</strong>: the Amoebozoa, with many lobose amoebae, and the Obazoa, which include the opisthokonts (animals, fungi and their protist relatives).</li><li><strong>SAR</strong>: the stramenopiles (diatoms, brown algae, the oomycete Phytophthora infestans that caused the Irish potato famine), the alveolates and the Rhizaria (foraminifera and radiolarians).</li><li><strong>Archaeplastida</strong>: glaucophytes, red algae and green algae, the last including the land plants.</li><li><strong>Discoba</strong>: the euglenids, the trypanosomes and their relatives.</li><li><strong>Metamonada</strong>: anaerobes such as Giardia and Trichomonas with reduced mitochondria.</li></ul>" +
            p(
              "Each group is supported by sequence data and, often, by a shared structural feature. Stramenopiles carry stiff tripartite hairs on their forward flagellum, which reverse the thrust so that the beating flagellum pulls the cell along. Alveolates, which include ciliates, dinoflagellates and the apicomplexan parasites such as Plasmodium, share cortical alveoli, flattened membrane sacs lying just beneath the cell surface. Several smaller lineages, such as the haptophytes and cryptophytes, remain hard to place, and the position of the root of the eukaryote tree is still debated.",
            ),
        },
      },
      {
        title: "Cell Structure and Movement",
        description:
          "Flagella, cilia and pseudopodia, water balance, and the coverings that protist cells build around themselves.",
        lesson: {
          title: "How a single cell lives",
          html: p(
            "A protist must do within one cell everything an animal does with organs, and its structures show how. Movement is the most visible example. Eukaryotic flagella and cilia have the same internal structure: an axoneme of nine outer microtubule doublets around a central pair, the '9 + 2' arrangement, powered by dynein motor proteins that slide neighbouring doublets past each other. The difference is length and number. Euglena swims with a single long emergent flagellum, while Paramecium is covered in thousands of short cilia that beat in coordinated metachronal waves, driving it at about a millimetre a second.",
            "Amoeboid cells move differently. Amoeba proteus pushes out broad, blunt pseudopodia (lobopodia) as actin filaments polymerise at the front of the cell and the cytoplasm flows forward. Foraminifera extend a network of fine, branching reticulopodia through pores in their shells, along which granules stream in both directions, and use them to catch food as well as to move.",
            "Water balance is a constant problem for freshwater protists, whose cytoplasm is more concentrated than the water around them, so water enters by osmosis. Contractile vacuoles collect this water and expel it through a pore, sometimes every few seconds; marine species, living in a medium closer to their own concentration, often lack them. Ciliates also show an unusual division of labour between two kinds of nucleus: a large, polyploid macronucleus that runs the cell's daily gene expression, and a small micronucleus that serves as the germline and is exchanged between partners during conjugation.",
            "Many protists build coverings. Diatoms live inside a silica frustule made of two overlapping halves, the epitheca and hypotheca, fitting like the lid and base of a Petri dish. Foraminifera build shells, or tests, usually of calcium carbonate, which accumulate as sediment and are used to date rocks and reconstruct past climates. Armoured dinoflagellates carry cellulose plates inside their alveoli, and Euglena has a flexible pellicle of protein strips under its membrane, which allows the wriggling movement known as euglenoid motion. Euglena also has a red eyespot that shades a light receptor at the base of the flagellum, letting the cell steer towards light.",
          ),
        },
      },
      {
        title: "Observing Live Protists",
        description:
          "Collecting from ponds, mosses and infusions, making wet mounts, slowing fast swimmers and measuring cells with a calibrated graticule.",
        lesson: {
          title: "Sampling, the wet mount and measurement",
          html: p(
            "Good samples come from surfaces as much as open water. Squeeze wet moss into a dish, scrape the brown biofilm from submerged stones, or collect pond water together with a little sediment and decaying leaves. A plankton net with a mesh of about 20 micrometres concentrates diatoms and dinoflagellates from open water. Back in the laboratory, a hay infusion, made by boiling hay in water, cooling it and adding a little pond water, shows a classic succession over two or three weeks: bacteria first, then small flagellates, then small ciliates such as Colpoda, then larger ciliates such as Paramecium, and later their predators.",
            "For a wet mount, place a drop on a clean slide and lower a coverslip at an angle with a mounted needle so that air is pushed out rather than trapped. A ring of petroleum jelly around the coverslip slows evaporation during a long session. Fast ciliates can be slowed with a drop of methyl cellulose solution, which raises viscosity, or trapped among a few cotton fibres. Start at low power to find cells, then move to the 40× objective. Live protists are mostly transparent, so close the condenser diaphragm to raise contrast, or use phase-contrast or dark-field illumination if available. A drop of Lugol's iodine kills the cells but stains starch and makes flagella visible.",
            "Measurement uses an eyepiece graticule calibrated against a stage micrometer, a slide ruled with a 1 mm scale divided into 100 divisions of 10 micrometres each. Worked example: with the 40× objective, 25 eyepiece divisions line up exactly with 6 stage divisions, or 60 micrometres, so one eyepiece division equals 60 ÷ 25 = 2.4 micrometres. A ciliate spanning 80 eyepiece divisions is therefore 192 micrometres long, typical of Paramecium caudatum. The calibration must be repeated for each objective, because the graticule stays the same size while the specimen image changes.",
            "Record each observation with the date, site, magnification and a labelled drawing with a scale bar. Treat all environmental water as potentially infectious: wear gloves if you have cuts, never pipette by mouth, and wash your hands before leaving the laboratory.",
          ),
        },
      },
    ],
  },
  {
    slug: "plc-programming-fundamentals",
    discipline: "PLC programming",
    title: "PLC Programming Fundamentals",
    description:
      "Scan cycles, ladder logic, timers and counters, input and output wiring: a first course for maintenance technicians and engineering apprentices who need to read, modify and fault-find the programs that run industrial machines, with hands-on practice on IEC 61131-3 training rigs.",
    level: "beginner",
    duration: "eight weeks (one three-hour laboratory session a week)",
    plantedGap: "timers and counters",
    modules: [
      {
        title: "What a PLC Does: Hardware and the Scan Cycle",
        description:
          "The parts of a programmable logic controller and the read, execute, write cycle that governs how its program behaves.",
        lesson: {
          title: "Inputs, outputs and the scan",
          html:
            p(
              "The programmable logic controller was developed in 1968 and 1969 to replace the banks of hard-wired relays that controlled car production lines, where every change to a sequence meant rewiring a cabinet. The first commercial unit, the Modicon 084, came from Dick Morley's team at Bedford Associates. The idea was simple: keep the field devices and the wiring to them, but put the logic in software that an electrician could read.",
              "A modern PLC has a power supply, usually providing 24 V DC for the field devices, a CPU with memory, and input and output modules. Digital inputs read switches, pushbuttons and sensors; digital outputs drive contactor coils, solenoid valves and indicator lamps. Analogue modules handle continuous signals, most commonly 4 to 20 mA current loops. The 'live zero' of 4 mA is deliberate: a reading of 0 mA can only mean a broken wire or a dead transmitter, so the fault is detectable.",
              "The key to understanding any PLC program is the scan cycle, repeated continuously:",
            ) +
            "<ol><li>read all inputs and copy their states into the input image table;</li><li>execute the program, rung by rung from top to bottom and left to right, using the image values rather than the live terminals;</li><li>write the output image table to the physical outputs;</li><li>carry out communications and self-diagnostics, then start again.</li></ol>" +
            p(
              "A scan typically takes a few milliseconds, and a watchdog faults the CPU if it ever takes too long. The cycle has practical consequences. An input that changes during execution is not seen until the next scan, and a pulse shorter than one scan may be missed entirely unless a high-speed input is used. If the same output coil is written on two rungs, only the last one executed decides the output state, a common error in programs modified by several people. Finally, a standard PLC is not a safety device: emergency stop circuits must be hard-wired through safety relays, or handled by a certified safety PLC, so that a program fault cannot prevent a machine from stopping.",
            ),
        },
      },
      {
        title: "Ladder Logic: Contacts, Coils and Latching",
        description:
          "Reading and writing rungs with normally open and normally closed instructions, series and parallel logic, and the start-stop seal-in circuit.",
        lesson: {
          title: "The start-stop rung and the normally closed stop button",
          html: p(
            "Ladder logic, one of the five languages defined in IEC 61131-3, was designed to look like a relay wiring diagram. Two vertical rails carry notional power, and each horizontal rung is a logical condition followed by an action. The basic instructions test bits in memory. A normally open contact, drawn -| |- and called XIC (examine if closed) by Allen-Bradley, is true when its bit is 1. A normally closed contact, -|/|- or XIO, is true when its bit is 0. An output coil, -( )-, sets its bit to 1 when the conditions to its left are true and to 0 when they are false. Contacts in series form a logical AND; contacts in parallel branches form an OR.",
            "The most important rung for a beginner is the motor start-stop, or seal-in, circuit. The start pushbutton is a normally open contact. In parallel with it sits a contact addressed to the motor output itself, so that once the motor has started, the output holds itself on after the button is released. In series with both is the stop condition, and after it the overload trip. As a Boolean expression: Motor = (Start OR Motor) AND Stop healthy AND NOT Overload tripped.",
            "The stop button causes more confusion than anything else in the course. It is wired to the input card using its normally closed contact, so that the input is ON while the button is not pressed. This is fail-safe: if the wire breaks or a terminal works loose, the input drops out and the motor stops, exactly as if the button had been pressed. Because the input is normally ON, the program examines it with a normally open instruction, XIC, which is true while the button is healthy. Students who put an XIO instruction on a normally closed input find the motor will never start. Always check the wiring diagram before judging a contact in the program.",
            "Latch and unlatch instructions (OTL and OTU, or Set and Reset) can also hold an output on, but they retain their state through a power failure in many controllers, so a machine could restart by itself when power returns. For motors, the seal-in rung is preferred because it drops out on power loss and needs a deliberate restart.",
          ),
        },
      },
      {
        title: "Wiring and Addressing Inputs and Outputs",
        description:
          "Sinking and sourcing devices, three-wire sensors, addressing conventions and using status indicators to find faults.",
        lesson: {
          title: "Sinking, sourcing and the three-wire sensor",
          html:
            p(
              "Most PLC input and output circuits run on 24 V DC, and every device either sources current, supplying it from the positive side, or sinks it, passing it to 0 V. A sourcing sensor, with a PNP transistor output, switches +24 V onto its signal wire; it must be connected to a sinking input card, which takes the current through the input circuit to 0 V. A sinking sensor, with an NPN output, needs a sourcing input card. PNP devices are the norm in European plants, while NPN is common in equipment from Asia, so replacement sensors must be checked against the card type.",
              "Three-wire proximity sensors follow the IEC 60947-5-2 colour code: brown to +24 V, blue to 0 V and black for the switched signal. An inductive proximity sensor detects metal at a range of a few millimetres, larger sensor bodies sensing further; capacitive sensors detect most materials, and photoelectric sensors use a light beam.",
              "Every terminal has an address. Siemens uses byte-and-bit notation, so I0.0 is the first input and Q0.0 the first output. Older Allen-Bradley controllers use the form I:1/0 (slot 1, bit 0), while Logix controllers use tag-style addresses such as Local:1:I.Data.0. Addresses should always be checked against the as-built drawings, not guessed from the program.",
              "Fault-finding works outward from three indicators: the device itself, the status LED on the I/O card, and the bit state seen when monitoring the program online.",
            ) +
            "<table><tr><th>Symptom</th><th>Likely area</th></tr><tr><td>Sensor LED on, input card LED off</td><td>Field wiring, blown fuse, or wrong common connection</td></tr><tr><td>Card LED on, bit off in the program</td><td>Wrong address, module fault or configuration error</td></tr><tr><td>Output bit on and card LED on, contactor not pulling in</td><td>Output wiring, fuse or contactor coil</td></tr><tr><td>Output bit off although conditions look true</td><td>Another rung writing the same output, or a condition misread</td></tr></table>" +
            p(
              "Forcing an input or output from the programming software overrides the program and can start machinery unexpectedly, so it should only be done under a permit, with the machine made safe, and every force removed and recorded afterwards.",
            ),
        },
      },
    ],
  },
];
