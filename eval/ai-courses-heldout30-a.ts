/** Thirtieth held-out evaluation courses, beginner level (Turkish to fresco painting); see ai-courses-heldout30.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT30_A: EvalCourse[] = [
  {
    slug: "turkish-sounds-suffixes-and-first-conversations",
    discipline: "Turkish language",
    title: "Turkish from Zero: Sounds, Suffixes and First Conversations",
    description:
      "Since 1928 Turkish has been written in a Latin alphabet that matches its pronunciation closely, and this first-semester module uses that regular spelling to get learners speaking early: the alphabet and its sounds, vowel harmony, the present continuous tense with the question particle, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Letters and Sounds",
        description:
          "Twenty-nine letters, eight vowels and a handful of unfamiliar symbols: once learned, they let you pronounce any Turkish word you see.",
        lesson: {
          title: "Reading Turkish aloud",
          html:
            p(
              "The Turkish alphabet was introduced by law in November 1928, during the reforms of Mustafa Kemal Atatürk, to replace the Arabic-based Ottoman script. It has twenty-nine letters: eight vowels and twenty-one consonants. The letters q, w and x are absent, and six letters are not found in English. Because the spelling was designed for the language rather than inherited from it, each letter stands for one sound and each word is pronounced as it is written; stress usually falls on the last syllable.",
              "The new letters are the ones to learn first:",
            ) +
            "<ul><li><b>ç</b> is the ch of 'church': <i>çay</i>, tea.</li><li><b>ş</b> is the sh of 'ship': <i>şeker</i>, sugar.</li><li><b>c</b> without a cedilla is the j of 'jam': <i>cami</i>, mosque.</li><li><b>ğ</b> (yumuşak g, 'soft g') is not pronounced as a consonant; it lengthens the vowel before it: <i>dağ</i>, mountain, sounds like 'daa'.</li><li><b>ı</b>, the dotless i, is a close back vowel made with spread lips, a little like the second vowel of 'cousin': <i>kız</i>, girl.</li><li><b>ö</b> and <b>ü</b> are the rounded front vowels of German: <i>göz</i>, eye; <i>gül</i>, rose.</li></ul>" +
            p(
              "The dot matters. The capital of i is İ, and the capital of ı is I, so the city is written İstanbul and the word for 'light' is <i>ışık</i>. Confusing the two changes meaning: <i>sıkıldım</i> means 'I got bored', while a careless typing of it with dotted letters produces a different and unrelated word. The eight vowels fall into neat groups that the next module relies on: front vowels (e, i, ö, ü) against back vowels (a, ı, o, u), and rounded vowels (o, ö, u, ü) against unrounded ones (a, e, ı, i). Learners who can sort the vowels this way have already done half the work of Turkish grammar.",
            ),
        },
      },
      {
        title: "Vowel Harmony and the First Suffixes",
        description:
          "Why is it evler but kitaplar? This module answers with the two rules of vowel harmony and applies them to the plural and the locative.",
        lesson: {
          title: "Two-way and four-way harmony",
          html:
            p(
              "Turkish is an agglutinative language: it builds words by adding suffixes, one after another, to an unchanging root. <i>Ev</i> is 'house', <i>evler</i> 'houses', <i>evlerde</i> 'in the houses', <i>evlerimizde</i> 'in our houses'. The suffixes do not have one fixed form. Their vowels change to agree with the last vowel of the word they attach to, a pattern called vowel harmony.",
              "Two-way (or e-type) harmony chooses between e and a. If the last vowel of the word is a front vowel (e, i, ö, ü), the suffix takes e; if it is a back vowel (a, ı, o, u), the suffix takes a. The plural suffix follows this rule: <i>ev → evler</i>, <i>göz → gözler</i>, but <i>kitap → kitaplar</i>, <i>okul → okullar</i>. Four-way (or i-type) harmony chooses among ı, i, u and ü, and takes account of rounding as well as frontness:",
            ) +
            "<table><tr><th>Last vowel of the word</th><th>Two-way suffix vowel</th><th>Four-way suffix vowel</th></tr><tr><td>a, ı</td><td>a</td><td>ı</td></tr><tr><td>e, i</td><td>e</td><td>i</td></tr><tr><td>o, u</td><td>a</td><td>u</td></tr><tr><td>ö, ü</td><td>e</td><td>ü</td></tr></table>" +
            p(
              "The locative suffix, meaning 'in', 'at' or 'on', is two-way: <i>evde</i>, 'at home'; <i>okulda</i>, 'at school'. It also shows a second kind of adjustment. After a voiceless consonant (ç, f, h, k, p, s, ş, t, which students remember through the phrase <i>fıstıkçı şahap</i>) the d of the suffix hardens to t: <i>kitapta</i>, 'in the book'; <i>sokakta</i>, 'in the street'. Working through a new word therefore takes two quick checks: what is its last vowel, and what is its last sound? With <i>otobüs</i>, the answers are ü and s, so 'on the bus' is <i>otobüste</i>.",
            ),
        },
      },
      {
        title: "Saying What Is Happening",
        description:
          "The -iyor tense carries most everyday conversation, and adding mi turns any statement into a question.",
        lesson: {
          title: "The present continuous and the question particle",
          html: p(
            "The Turkish present continuous describes what is happening now and, in speech, much of what happens habitually or is planned for the near future. It is formed from the verb stem, which is the infinitive minus <i>-mek</i> or <i>-mak</i>, plus the suffix <i>-iyor</i>, whose first vowel follows four-way harmony, plus a personal ending. From <i>gelmek</i>, 'to come', the stem is <i>gel-</i> and the forms are <i>geliyorum</i> (I am coming), <i>geliyorsun</i> (you are coming), <i>geliyor</i> (he, she or it is coming), <i>geliyoruz</i>, <i>geliyorsunuz</i> and <i>geliyorlar</i>. With <i>okumak</i>, 'to read', the harmony vowel is u: <i>okuyorum</i>, 'I am reading'.",
            "Stems ending in a vowel need care. A final a or e is dropped and replaced by the harmonising vowel: <i>beklemek</i>, 'to wait', gives <i>bekliyorum</i>, and <i>anlamak</i>, 'to understand', gives <i>anlıyorum</i>. The negative adds <i>-me-</i> or <i>-ma-</i> to the stem, which then behaves in the same way: <i>anlamıyorum</i>, 'I don't understand', one of the most useful sentences a beginner can learn. Note that the <i>-yor</i> part itself never changes; only the vowel before it harmonises.",
            "Yes-no questions are made with the particle <i>mi</i>, which is written as a separate word but harmonises like a four-way suffix: <i>mı, mi, mu, mü</i>. In the present continuous the particle always has the vowel u, because it follows <i>-yor</i>, and the personal ending moves onto it: <i>Geliyor musun?</i> 'Are you coming?'; <i>Türkçe konuşuyor musunuz?</i> 'Do you speak Turkish?' In the third person singular nothing follows: <i>Yağmur yağıyor mu?</i> 'Is it raining?' The particle can also be placed after any single word to question that word alone: <i>Sen mi geliyorsun?</i> means 'Is it you who is coming?' Intonation rises on the syllable before <i>mi</i>, not at the end of the sentence as in English.",
          ),
        },
      },
    ],
  },
  {
    slug: "bobbin-lace-first-pillow",
    discipline: "Lacemaking",
    title: "Bobbin Lace: Your First Pillow",
    description:
      "Bobbin lace is built from nothing more than pairs of threads crossed and twisted around pins, and in this beginners' workshop you will wind and hang bobbins, work cloth stitch and half stitch, follow a Torchon pricking, and make a simple spider.",
    level: "beginner",
    duration: "eight weekly 2-hour sessions",
    plantedGap: "spider",
    modules: [
      {
        title: "Pillow, Bobbins and Thread",
        description:
          "Before the first stitch we set up the equipment and learn to wind a pair of bobbins that will not unwind by themselves.",
        lesson: {
          title: "Setting up to make lace",
          html: p(
            "Bobbin lace, sometimes called pillow lace, is made by manipulating many threads at once, each wound on its own bobbin. The work rests on a firm pillow, traditionally stuffed hard with straw and today more often made of dense polystyrene or foam board, so that pins pushed into it stay upright. A beginner's pillow is usually a flat cookie pillow about 40 cm across, or a block pillow made of removable squares that lets long strips of lace be moved along.",
            "The pattern, called a pricking, is a piece of stiff card on which the design is marked as a series of dots, each of which is pricked through with a pricking tool before work begins. The pins that go into these holes hold the threads in position while the lace is made; they are brass or stainless steel so that they do not rust and stain the thread. Lace pins are long and fine, commonly 26 mm by 0.65 mm for medium work.",
            "Bobbins are always used in pairs, and the two bobbins of a pair are wound from one length of thread so that they are joined in the middle. To wind a pair, measure a length from the spool, wind about half of it onto the first bobbin, always turning the bobbin the same way, then cut the thread and wind the rest onto the second from the other end. Each bobbin is finished with a half hitch, a single loop slipped over the head of the bobbin, which lets thread be released by turning the bobbin while stopping it from unrolling on its own. Many traditional English bobbins, particularly from the East Midlands, carry a ring of glass beads called a spangle, whose weight keeps the thread tensioned and stops the bobbin rolling. For a first piece a smooth, medium-weight cotton or linen thread is easiest, since it shows mistakes clearly and can be unpicked without fraying.",
          ),
        },
      },
      {
        title: "Cross and Twist: the Two Moves",
        description:
          "All bobbin lace stitches are sequences of two movements, and here you learn them and combine them into cloth stitch and half stitch.",
        lesson: {
          title: "Cloth stitch and half stitch",
          html:
            p(
              "Every stitch in bobbin lace is worked with two pairs, that is four bobbins, which for the moment of the stitch are numbered 1 to 4 from left to right. Only two movements are used. In a <b>cross</b>, bobbin 2 is lifted over bobbin 3, so that the middle two threads change places, left over right. In a <b>twist</b>, bobbin 2 is lifted over bobbin 1 and bobbin 4 over bobbin 3 at the same time, so that each pair is twisted, right over left. After each movement the bobbins are renumbered by their new positions.",
              "The two basic stitches are named after the fabrics they imitate:",
            ) +
            "<table><tr><th>Stitch</th><th>Sequence</th><th>Result</th></tr><tr><td>Cloth stitch (whole stitch)</td><td>cross, twist, cross</td><td>a dense, woven-looking fabric</td></tr><tr><td>Half stitch</td><td>cross, twist</td><td>a lighter, open, net-like fabric</td></tr><tr><td>Cloth stitch and twist</td><td>cross, twist, cross, twist</td><td>a stitch that holds pairs apart, used at edges</td></tr></table>" +
            p(
              "In a cloth stitch area one pair, the workers, travels across the lace from side to side, making a cloth stitch with each of the stationary pairs, the passives, in turn. At the end of the row the workers go round a pin and travel back. Because the workers pass over and under each passive thread, the result is true weaving. In half stitch a single thread rather than a pair travels across, which beginners find confusing: after a row the workers will look as if they have changed. A useful habit is to count aloud, 'cross, twist, cross', and to tension each pair gently after every stitch by pulling the bobbins apart and down, so that the stitches settle evenly against the pins.",
            ),
        },
      },
      {
        title: "Following a Torchon Pricking",
        description:
          "Torchon is the traditional beginner's lace; working its footside and ground teaches you to read a pricking and keep your place in it.",
        lesson: {
          title: "Footside and ground",
          html: p(
            "Torchon lace, made across Europe from the sixteenth century onward and once produced cheaply in great quantity, is built on a regular grid of pinholes set at 45 degrees to the edge of the lace, which is why it suits beginners: every part of the pattern is a diagonal, and the pairs travel in straight lines. A Torchon pricking shows the pinholes as dots; many prickings are colour-coded or annotated with a key, showing areas of cloth stitch, half stitch and ground. Before starting, it is worth tracing the paths of the pairs on a photocopy with coloured pencils.",
            "The straight outer edge of the lace is the footside. Along it one or two pairs of passives run down the lace, twisted and in cloth stitch, and the edge pair is exchanged at each footside pin so that the edge is firm and straight. A common working method is: the worker pair comes out from the ground, works cloth stitch and twist through the footside passives, the edge pin is set, and a new pair leaves towards the ground. The opposite edge in a simple pattern is often a headside of fans or scallops.",
            "The open mesh that fills the background is the ground. The simplest Torchon ground is worked with half stitch, pin, half stitch at each pinhole: two pairs meet, make a half stitch, a pin is put between them, and they make a second half stitch to enclose it. Each pair then moves diagonally downward to meet a new partner at the next pin. Ground is worked in diagonal rows, usually from the footside inward, and the pinholes are taken strictly in order; a missed pin in the ground shows as a visible hole and is the beginner's most frequent mistake. Keeping pins sloping slightly backward, away from the work, helps the stitches sit close together.",
          ),
        },
      },
    ],
  },
  {
    slug: "salt-time-and-small-goods-home-curing",
    discipline: "Charcuterie",
    title: "Salt and Time: Home Curing for Beginners",
    description:
      "Curing meat safely is mostly a matter of weighing salt accurately. Over six sessions this class works through equilibrium curing, nitrite cures and their limits, an air-dried whole-muscle bresaola, and cold smoking.",
    level: "beginner",
    duration: "six sessions over three months",
    plantedGap: "cold smoking",
    modules: [
      {
        title: "Salt and the Equilibrium Method",
        description:
          "We start by calculating a cure as a percentage of the meat's weight, which removes the guesswork from salting.",
        lesson: {
          title: "Why weigh salt as a percentage",
          html: p(
            "Salt preserves meat by lowering its water activity, the measure of water available to microbes. Fresh meat has a water activity of about 0.99, at which most bacteria thrive; as salt dissolves into the muscle and water is lost, water activity falls, and below about 0.92 many spoilage organisms and pathogens can no longer grow. Salt also alters the muscle proteins, giving cured meat its firm, dense texture.",
            "The older method of curing, packing meat in an excess of salt and removing it after a set time, is hard to control: the result depends on thickness, temperature and the judgment of the cook. The equilibrium method used by most modern small producers weighs out exactly the salt the finished product should contain, expressed as a percentage of the raw meat's weight, and leaves the meat in a sealed bag or container until the salt has spread evenly through it. Nothing is rinsed away, so the meat cannot become over-salted however long it sits.",
            "For whole muscles a salt level of 2.5 to 3 per cent suits most tastes. A worked example: a piece of pork loin weighing 1,800 g, cured at 2.75 per cent salt, needs 1,800 × 0.0275 = 49.5 g of salt. Sugar, often at 1 to 2 per cent, softens the flavour, and spices are added by weight in the same way. The meat is rubbed with the mixture, vacuum-packed or sealed tightly, and kept in the refrigerator below 4 °C, turned every day or two. A useful rule is to allow about one day per 5 mm of thickness, measured from the thickest part to the centre, plus a few days' margin: a loin 80 mm thick therefore needs at least eight days.",
          ),
        },
      },
      {
        title: "Nitrite Cures and Their Limits",
        description:
          "Curing salts protect against botulism and give cured meat its pink colour, but only at the right dose, which is what this session calculates.",
        lesson: {
          title: "Measuring curing salts",
          html:
            p(
              "Sodium nitrite does three jobs in cured meat. It inhibits <i>Clostridium botulinum</i>, the anaerobic bacterium whose toxin causes botulism and which can grow in the oxygen-poor centre of a sausage or ham. It reacts with myoglobin to form nitrosomyoglobin, which is responsible for the stable pink colour of ham and bacon. And it contributes the characteristic cured flavour and slows rancidity. Nitrate, the older curing agent found in saltpetre, acts only after bacteria in the meat reduce it to nitrite, so it serves as a slow reserve in long, dry cures.",
              "Because pure nitrite is toxic at doses of a few grams, it is sold diluted in salt and dyed pink so it cannot be mistaken for table salt. The most common products are:",
            ) +
            "<ul><li><b>Cure #1</b> (Prague Powder #1): 6.25 per cent sodium nitrite in salt, for anything cooked, smoked or eaten within weeks.</li><li><b>Cure #2</b> (Prague Powder #2): 6.25 per cent sodium nitrite and about 4 per cent sodium nitrate, for products air-dried over months.</li><li>European 'nitrite curing salt' (Nitritpökelsalz): about 0.4 to 0.6 per cent nitrite, used in place of ordinary salt rather than added to it.</li></ul>" +
            p(
              "With Cure #1 the standard dose is 0.25 per cent of the meat's weight, which gives 0.25 × 6.25 / 100 = 0.0156 per cent, or 156 parts per million of ingoing nitrite. For 2 kg of meat that is 5 g of Cure #1, an amount small enough that a kitchen scale reading to 0.1 g is essential. In the European Union and the United Kingdom maximum ingoing amounts are set for each product category by food additive law, and a home curer should stay well within the commercial figures. Never scale the dose up 'to be safe': excess nitrite is itself the hazard.",
            ),
        },
      },
      {
        title: "Air-Drying a Bresaola",
        description:
          "A bresaola teaches all the steps of a dried whole muscle: trimming, curing, casing, hanging and judging when it is done.",
        lesson: {
          title: "From topside to bresaola",
          html: p(
            "Bresaola is air-dried salted beef from the Valtellina valley in Lombardy, traditionally made from lean cuts of the hind leg. At home a piece of topside or eye of round (silverside) of 1 to 2 kg is ideal: it is lean, has an even shape, and its fibres run along its length. All visible fat and silverskin are trimmed off, since fat on the surface can turn rancid during drying and the membrane slows the loss of water.",
            "The meat is cured by the equilibrium method, typically with 2.75 per cent salt, 0.25 per cent Cure #2 because the drying is long, about 1 per cent sugar, and aromatics such as black pepper, juniper, bay and a little red wine. It stays sealed in the refrigerator, turned daily, for about two weeks, until it feels evenly firm when pressed. It is then rinsed briefly, patted dry, weighed, and the starting weight written on a label attached to it. Stuffing it into a wide collagen or beef casing and tying it with butcher's string keeps the shape compact and slows surface drying.",
            "Drying takes place in a chamber held at about 12 to 15 °C and 70 to 80 per cent relative humidity; a converted refrigerator with a temperature controller and a humidifier is the usual home arrangement. If the air is too dry, the outside hardens before the inside has dried, an uneven result known as case hardening that traps moisture within. A white, powdery mould on the casing is normal and often encouraged; green, black or fuzzy coloured moulds are wiped off with vinegar, and the chamber's conditions checked. The bresaola is ready when it has lost 30 to 35 per cent of its starting weight: a piece cured at 1,500 g is weighed regularly until it reaches about 1,000 g, which usually takes four to seven weeks. It is sliced very thinly and served raw.",
          ),
        },
      },
    ],
  },
  {
    slug: "british-sign-language-level-one",
    discipline: "British Sign Language",
    title: "British Sign Language: Level One Foundations",
    description:
      "British Sign Language is a language in its own right with a grammar unlike English's. This beginners' module introduces Deaf culture, the two-handed fingerspelling alphabet, facial expression and question forms, BSL sentence order, and regional variation in signs.",
    level: "beginner",
    duration: "one academic year (2 hours a week)",
    plantedGap: "regional variation",
    modules: [
      {
        title: "Deaf Community and Fingerspelling",
        description:
          "Meet the community whose language BSL is, then learn the manual alphabet used for names, places and words without a sign.",
        lesson: {
          title: "The language, its users and the manual alphabet",
          html: p(
            "British Sign Language is the first or preferred language of tens of thousands of Deaf people in the United Kingdom, with around 87,000 Deaf signers commonly cited on the basis of census figures, and of many more hearing signers, among them family members, interpreters and teachers. Users of the language often write Deaf with a capital D to mean a cultural and linguistic community rather than a medical condition. BSL is not a signed form of English: it has its own vocabulary and grammar, and it is unrelated to American Sign Language, which descends largely from French Sign Language. The UK government recognised BSL as a language in 2003, and the British Sign Language Act 2022 gave it legal recognition in England, Wales and Scotland and requires government departments to report on its use.",
            "Fingerspelling represents English letters on the hands. BSL uses a two-handed alphabet, whereas ASL and most other sign languages use one hand. The dominant hand does the active work and the other hand acts as a base. The five vowels are made by touching the tips of the base hand's fingers with the dominant index finger: the thumb for A, the index finger for E, the middle finger for I, the ring finger for O and the little finger for U. Most consonants are shapes formed by both hands together; for example, for D the curved thumb and index finger of the dominant hand rest against the upright index finger of the base hand, and for L the dominant index finger lies across the flat palm of the base hand. C is one of the few letters made by the dominant hand alone, curved into the shape of the letter.",
            "Fingerspelling is used for personal names, place names without an established sign and English words for which the signer does not know a sign. Fluent signers spell smoothly and read a word's overall shape rather than letter by letter, so beginners should practise reading whole words at speed, not single letters. Good practice is to keep the hands at chest height, in front of the body, and to look at the other person's face, not at your own hands.",
          ),
        },
      },
      {
        title: "The Face as Grammar",
        description:
          "In BSL the eyebrows, mouth and head carry meaning, including the difference between a statement and a question.",
        lesson: {
          title: "Non-manual features and questions",
          html:
            p(
              "Linguists describe every sign by a small set of parameters: handshape, location, movement, orientation of the palm, and non-manual features. The last of these covers everything done without the hands: eyebrows, eye gaze, mouth patterns, head movement and body posture. In BSL non-manual features are grammatical, not decoration. A beginner who signs with a blank face is not being neutral but is leaving out parts of the sentence.",
              "Questions show this most clearly. The same signs can make a statement or a question depending on the face:",
            ) +
            "<ul><li><b>Yes/no questions</b> are marked with raised eyebrows, eyes widened, and the head and shoulders tilted slightly forward, held for the length of the question: YOU DEAF? with raised brows asks 'Are you Deaf?'</li><li><b>Wh-questions</b>, using signs such as WHAT, WHERE, WHO, WHEN, WHY and HOW, are marked with furrowed, lowered brows and often a slight forward head tilt: NAME YOU WHAT? asks 'What is your name?'</li><li><b>Negation</b> combines a headshake with the manual sign or may be shown by the headshake alone across a statement.</li></ul>" +
            p(
              "Mouth patterns come in two kinds. Mouthings are silent, often partial, English words produced along with a sign, which may distinguish signs with similar hand forms; some signs for days of the week or for family members are told apart this way. Mouth gestures are shapes that belong to BSL itself and carry meaning: puffed cheeks with a sign can show that something is large or effortful, while pursed, narrowed lips can show that something is thin or small. Written notes of signed sentences, called glosses, use capital letters for signs, as above, with a line over the words affected by a facial marker.",
            ),
        },
      },
      {
        title: "Building a BSL Sentence",
        description:
          "Topic first, then comment: this module covers the ordering of signs and how BSL uses time and space.",
        lesson: {
          title: "Topic-comment order and the timeline",
          html: p(
            "English relies on word order to show who does what to whom: subject, verb, object. BSL sentence structure is more often organised by topic and comment. The signer first establishes what the sentence is about, the topic, usually marked by raised eyebrows and a slight pause, and then says something about it. The English sentence 'I left my bag on the train' might be signed TRAIN, BAG MY, LEAVE, with the train set up as the topic before the rest. Questions normally put the question sign at the end: HOLIDAY YOU GO WHERE? Beginners who keep English order are generally understood, but their signing looks foreign and becomes confusing in longer sentences.",
            "Time is usually set at the start of the sentence, and verbs do not change their form for tense. Once a signer has established YESTERDAY or NEXT-WEEK, everything that follows is understood in that time frame until a new time sign appears: YESTERDAY SHOP I GO, 'I went to the shops yesterday'. BSL signers use an imaginary timeline running along the side of the body: the future lies ahead of the signer, the past behind, and the present close to the body. Signs such as TOMORROW and YESTERDAY move forward or back from the cheek, and the number of repetitions or the distance moved can express 'two days ago' or 'in three weeks'.",
            "Space in front of the signer is used grammatically too. A person or thing can be placed at a point in signing space, by pointing or by signing it there, and later referred to simply by pointing back to that location. Some verbs, known as directional verbs, move between these locations to show who acts on whom: the sign GIVE moving from the signer towards the addressee means 'I give you', while the reverse movement means 'you give me'. Learners should keep their placements consistent throughout a conversation.",
          ),
        },
      },
    ],
  },
  {
    slug: "buon-fresco-studio-foundations",
    discipline: "Fresco painting",
    title: "Buon Fresco: Studio Foundations",
    description:
      "Painting into wet lime plaster, as Giotto and Michelangelo did, is unforgiving in practice but simple in its chemistry. Studio sessions take participants through lime putty and the carbonation cycle, the arriccio and intonaco layers, the day's work or giornata, lime-fast pigments, and secco finishing.",
    level: "beginner",
    duration: "ten studio days",
    plantedGap: "secco",
    modules: [
      {
        title: "Lime: the Binder That Sets Itself",
        description:
          "A fresco needs no added binder, because the lime in the plaster turns back into limestone and locks the pigment in place.",
        lesson: {
          title: "The lime cycle",
          html: p(
            "True fresco, <i>buon fresco</i>, is painting with pigments mixed only in water onto a layer of lime plaster that is still wet. The binder is the plaster itself. The chemistry is a cycle that begins and ends with limestone. Limestone, calcium carbonate (CaCO<sub>3</sub>), is burned in a kiln at around 900 °C, driving off carbon dioxide and leaving quicklime, calcium oxide (CaO). Quicklime is slaked by adding it to water, a violent, heat-producing reaction that forms calcium hydroxide, Ca(OH)<sub>2</sub>. When the hydroxide is in a wet paste with excess water, it is called lime putty.",
            "Once plaster made of lime putty and sand is spread on a wall, calcium hydroxide near the surface reacts with carbon dioxide in the air: Ca(OH)<sub>2</sub> + CO<sub>2</sub> → CaCO<sub>3</sub> + H<sub>2</sub>O. This carbonation turns the plaster back into calcium carbonate. Pigment particles brushed onto the damp surface are drawn into it, and as the plaster carbonates, a thin, glassy skin of calcium carbonate forms around and over them. That is why a well-made fresco can survive for centuries and is not easily washed off: the colour is held in stone.",
            "Lime for fresco should be slaked lime putty that has been matured under water for a long time, traditionally for years. Cennino Cennini, whose <i>Il Libro dell'Arte</i>, written around 1400, is our main source for the workshop practice of the period, already insists on well-aged lime. Maturing breaks the particles down finer, makes the putty more plastic and ensures that no unslaked lumps remain, which could expand later and blow holes in the surface. Students should handle lime with gloves and eye protection, because it is strongly alkaline and causes burns to skin and eyes.",
          ),
        },
      },
      {
        title: "Plaster Layers and the Giornata",
        description:
          "Here we lay the coarse and fine coats of a fresco and plan the painting in patches small enough to finish while the plaster is wet.",
        lesson: {
          title: "Arriccio, intonaco and the day's work",
          html:
            p(
              "A fresco is built in layers, each finer than the one beneath. The wall is first wetted so that it will not draw water out of the new plaster too quickly. Over it goes the <i>arriccio</i>, a coarse coat of lime and sharp sand, left rough to give a key to the next coat. In Italian workshops the composition was often drawn onto the arriccio in red earth, a drawing called the <i>sinopia</i> after the red ochre from Sinope on the Black Sea. Many sinopie have been revealed when frescoes were detached for conservation.",
              "The painting itself goes on the <i>intonaco</i>, a thin final coat of lime and fine sand. Typical proportions are:",
            ) +
            "<table><tr><th>Layer</th><th>Lime putty : sand (by volume)</th><th>Sand</th><th>Thickness</th></tr><tr><td>Arriccio</td><td>1 : 2 to 1 : 3</td><td>coarse, sharp</td><td>about 10 mm</td></tr><tr><td>Intonaco</td><td>1 : 1 to 1 : 2</td><td>fine, sometimes with marble dust</td><td>3 to 5 mm</td></tr></table>" +
            p(
              "Because pigment binds only while the intonaco is wet, only as much intonaco is laid as the painter can finish in one session. This area is the <i>giornata</i>, literally 'a day's work'. Its edges are planned to follow outlines in the design, the edge of a robe or the line of a hill, so that the joins are hard to see. Experts can count the giornate on a surviving fresco: Michelangelo's Sistine Chapel ceiling has several hundred. The time available depends on temperature, humidity and the absorbency of the wall, and a painter learns to test the surface with a fingertip: when the intonaco no longer takes colour readily and the brush starts to drag, the session is over. Any unpainted intonaco is then cut away with a bevelled edge and replaced fresh the next day.",
            ),
        },
      },
      {
        title: "Choosing and Applying Pigments",
        description:
          "Only pigments that survive a strongly alkaline plaster can be used, so the fresco painter's palette is short and earthy.",
        lesson: {
          title: "The fresco palette",
          html: p(
            "Wet lime is strongly alkaline, with a pH of about 12, and many pigments that are stable in oil or watercolour are altered or destroyed by it. A fresco pigment must be lime-fast (unaffected by alkali), lightfast, and insoluble in water. The natural earths are the backbone of the palette: yellow ochre, red ochre, raw and burnt sienna, raw and burnt umber, and green earth (terre verte), which Italian painters laid under flesh tones. Black may be ivory or vine black. The traditional white is not a lead white, which darkens on walls, but lime white, called <i>bianco di San Giovanni</i> by Cennini: lime dried in cakes, ground and washed. Of the blues, natural ultramarine from lapis lazuli is lime-fast, and modern cobalt blue and cobalt green are reliable. Azurite was used by medieval painters but tends to alter to green in damp walls, and vermilion may darken.",
            "Pigments are ground in water, not in any binder, and kept as pastes in jars. Colours are mixed with a little lime water, or with lime white where a paler tint is wanted, and are laid on in thin, transparent layers, building depth by successive strokes while the surface is still receptive. Brushes are soft-haired and well loaded; scrubbing disturbs the plaster and lifts sand grains. A common mistake is to apply colour too thickly: a heavy layer sits on top of the plaster rather than being drawn into it, and it will later powder away because lime has not enclosed the particles.",
            "Colours also dry much lighter than they look when wet, because the lime surface whitens as it carbonates. Painters therefore test each mixture on a small sample board of intonaco or a dry tile and learn to judge the shift. Dark areas are built up in several applications rather than in one strong wash.",
          ),
        },
      },
    ],
  },
];
