/** Thirty-ninth held-out evaluation courses, beginner level (Galician to arboriculture); see ai-courses-heldout39.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT39_A: EvalCourse[] = [
  {
    slug: "galician-first-steps-sounds-greetings-verbs",
    discipline: "Galician language",
    title: "Galician for Absolute Beginners",
    description:
      "Galician, co-official with Spanish in Galicia and spoken by some two million people, is taught here from zero: pronunciation and spelling under the official norm, greetings and introductions, the present tense of regular verbs, and telling the time.",
    level: "beginner",
    duration: "one term (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "We start with the ear and the pen: the seven stressed vowels, the letter x and the nasal of unha, and the rules of the official norm.",
        lesson: {
          title: "How Galician is pronounced and written",
          html:
            p(
              "Modern written Galician follows the norm of the Real Academia Galega, first agreed in 1982 and revised in 2003. A learner who already reads Spanish or Portuguese will recognise most words on the page, but the sound system differs from both, and it is worth learning it carefully from the first lesson.",
              "In a stressed syllable Galician has seven vowels: <i>a</i>, a close <i>e</i> and an open <i>e</i>, <i>i</i>, a close <i>o</i> and an open <i>o</i>, and <i>u</i>. The spelling does not show the difference between the open and close pairs, so <i>óso</i> 'bone' (open o) and <i>oso</i> 'bear' (close o) have to be learned by ear; the written accent in <i>óso</i> is a diacritic that only separates the two words on paper. Unstressed vowels reduce to five. The accent mark otherwise follows rules close to Spanish ones: words stressed on the last syllable and ending in a vowel, <i>n</i> or <i>s</i> carry an accent (<i>café</i>, <i>camión</i>), as do all words stressed on the third-last syllable (<i>música</i>).",
              "Several consonants need attention:",
            ) +
            "<ul><li><b>x</b> is pronounced like English <i>sh</i>: <i>xente</i> 'people', <i>xoves</i> 'Thursday', <i>Xunta</i>.</li><li><b>nh</b> appears in <i>unha</i> 'a, one (feminine)' and its compounds and represents a velar nasal, the sound of English <i>-ng</i> in <i>sing</i>: say <i>u-nga</i>, not <i>u-nya</i>.</li><li><b>ñ</b> is the palatal nasal of Spanish: <i>ano</i> 'year' is spelled without it, but <i>viño</i> 'wine' has it.</li><li><b>h</b> is silent, and there is no letter <i>j</i> in the norm.</li><li><b>ll</b> is traditionally a palatal lateral, like the <i>lli</i> of English <i>million</i>, as in <i>illa</i> 'island' (compare <i>cebola</i> 'onion', with a plain l); many younger speakers now pronounce ll like the <i>y</i> of English <i>yes</i>.</li></ul>" +
            p(
              "Two regional features will be heard even though the standard does not write them. <i>Gheada</i>, common in the west, pronounces the letter <i>g</i> as a breathy sound like English <i>h</i>, so <i>galego</i> sounds close to <i>halego</i>. <i>Seseo</i>, found on parts of the coast, replaces the <i>th</i>-like sound of <i>z</i> and <i>ce</i>, <i>ci</i> with <i>s</i>. Both are legitimate features of native speech; learners are advised to aim at the standard pronunciation while learning to understand the variants.",
            ),
        },
      },
      {
        title: "Meeting People",
        description:
          "Bos días, chámome...: the phrases for greeting, introducing yourself and taking leave, with the subject pronouns and the verbs ser and estar.",
        lesson: {
          title: "Greetings, pronouns, ser and estar",
          html:
            p(
              "Greetings in Galicia depend on the part of the day. <i>Bos días</i> is used until lunch, which in Galicia is eaten around two o'clock; <i>boas tardes</i> follows until dark, and <i>boas noites</i> serves both as a greeting and as a farewell at night. Among friends a simple <i>Ola!</i> is enough, usually followed by <i>Que tal?</i> or <i>Como estás?</i>, to which a common answer is <i>Ben, grazas, e ti?</i> To take leave one says <i>Adeus</i>, <i>Ata logo</i> ('see you later') or <i>Ata mañá</i> ('see you tomorrow').",
              "To introduce yourself, use the reflexive verb <i>chamarse</i>: <i>Chámome Uxía</i> 'My name is Uxía', and ask <i>Como te chamas?</i> to a friend or <i>Como se chama?</i> to someone you address formally. Notice that in an ordinary statement the pronoun <i>me</i> follows the verb and is written joined to it, while in a question beginning with a question word it comes before the verb. The reply to an introduction is <i>Encantado</i> (said by a man) or <i>Encantada</i> (said by a woman).",
              "Galician has two verbs for 'to be'. <i>Ser</i> describes identity, origin and permanent characteristics (<i>Son de Lugo</i>, 'I am from Lugo'); <i>estar</i> describes location and temporary states (<i>Estou cansa</i>, 'I am tired'; <i>Santiago está en Galicia</i>, 'Santiago is in Galicia'). Their present tenses are irregular and should be learned as a set:",
            ) +
            "<table><tr><th>Pronoun</th><th>ser</th><th>estar</th></tr><tr><td>eu</td><td>son</td><td>estou</td></tr><tr><td>ti</td><td>es</td><td>estás</td></tr><tr><td>el / ela / vostede</td><td>é</td><td>está</td></tr><tr><td>nós</td><td>somos</td><td>estamos</td></tr><tr><td>vós</td><td>sodes</td><td>estades</td></tr><tr><td>eles / elas / vostedes</td><td>son</td><td>están</td></tr></table>" +
            p(
              "The written accent on <i>é</i> separates 'is' from <i>e</i> 'and'. <i>Vostede</i> is the polite 'you' and takes third-person verb forms; <i>vós</i> is the ordinary plural 'you' for a group of friends or family.",
            ),
        },
      },
      {
        title: "Regular Verbs in the Present",
        description:
          "Falar, comer and partir serve as models for the three conjugations, after which you can say what you do every day and ask others.",
        lesson: {
          title: "The three conjugations",
          html:
            p(
              "Galician verbs fall into three conjugations according to the ending of the infinitive: <i>-ar</i>, <i>-er</i> and <i>-ir</i>. The present tense is formed by removing the ending to find the stem and adding a set of personal endings. Because the ending already shows the person, subject pronouns are usually left out: <i>Falo galego</i> means 'I speak Galician' without any need for <i>eu</i>.",
            ) +
            "<table><tr><th></th><th>falar 'speak'</th><th>comer 'eat'</th><th>partir 'leave, split'</th></tr><tr><td>eu</td><td>falo</td><td>como</td><td>parto</td></tr><tr><td>ti</td><td>falas</td><td>comes</td><td>partes</td></tr><tr><td>el, ela</td><td>fala</td><td>come</td><td>parte</td></tr><tr><td>nós</td><td>falamos</td><td>comemos</td><td>partimos</td></tr><tr><td>vós</td><td>falades</td><td>comedes</td><td>partides</td></tr><tr><td>eles, elas</td><td>falan</td><td>comen</td><td>parten</td></tr></table>" +
            p(
              "The second-person plural endings <i>-ades</i>, <i>-edes</i> and <i>-ides</i> are distinctively Galician and should be practised until they come naturally. Stress falls on the stem in the singular and the third-person plural (<i>FA-lo</i>, <i>FA-lan</i>) and on the ending in the first and second persons plural (<i>fa-LA-mos</i>). In <i>-er</i> verbs the stressed vowel of the stem often opens in the forms stressed on the stem: <i>como</i> 'I eat' has a close o, but <i>comes</i> and <i>come</i> have an open one, a point of pronunciation that spelling does not show.",
              "Negation is simple: place <i>non</i> before the verb, as in <i>Non falo inglés</i>. Yes-no questions are formed by intonation alone, with a rise at the end: <i>Falas portugués?</i> Questions with a question word put it first: <i>Onde traballas?</i> 'Where do you work?', <i>Que estudas?</i> 'What are you studying?' A learner who knows these three models and the verbs <i>ser</i> and <i>estar</i> can already describe a daily routine: <i>Traballo en Vigo, como na casa e estudo galego pola noite.</i>",
            ),
        },
      },
    ],
  },
  {
    slug: "glassblowing-first-gathers-and-bubbles",
    discipline: "Glass blowing",
    title: "Glass Blowing: The First Ten Weeks at the Furnace",
    description:
      "Gathering molten glass on a blowpipe is where this ten-week studio class begins; it goes on to the marver and the first bubble, shaping with jacks, blocks and paddles, working safely beside a furnace at about 1,120 °C, and annealing finished pieces.",
    level: "beginner",
    duration: "ten weekly three-hour studio sessions",
    plantedGap: "annealing",
    modules: [
      {
        title: "The Hot Shop and Its Hazards",
        description:
          "Before anyone touches a pipe, this session walks through the furnace, glory hole and bench, and the clothing, eye protection and habits that prevent burns.",
        lesson: {
          title: "Working safely around molten glass",
          html:
            p(
              "A glass studio, or hot shop, is organised around three sources of heat. The furnace holds a crucible of molten glass, usually a soda-lime composition of roughly 72 per cent silica, 14 per cent soda and 10 per cent lime, kept at about 1,120 to 1,150 °C so that it flows like thick honey. The glory hole is a separate reheating chamber, open at the front, into which the glassblower returns the piece whenever it stiffens; it runs at a similar temperature. The bench, with its long flat arms, is where the piece is rolled and shaped, and the marver, a polished steel table, sits beside it.",
              "Glass in the working range, roughly 1,000 to 700 °C, glows orange or dull red, but below about 500 °C it looks exactly like cold glass while still being hot enough to cause a deep burn. Most studio burns come not from the furnace but from picking up a tool or fragment that looks cold. The rules that follow from this are simple and non-negotiable:",
            ) +
            "<ul><li>Wear natural fibres, such as cotton trousers and a cotton shirt; synthetic cloth melts onto skin. Closed leather shoes protect the feet from falling drips.</li><li>Use eye protection that filters infrared when looking into the furnace or glory hole; long exposure to the radiant heat can damage the lens of the eye.</li><li>Assume everything on the floor and the bench is hot. Call out 'behind you' or 'hot glass' whenever you move with a pipe.</li><li>Keep the hair tied back and drink water through the session, because the air near the glory hole is very hot and dry.</li></ul>" +
            p(
              "Every team also agrees who does what. In most studios one person, the gaffer, makes the piece, while an assistant opens doors, brings tools and shields the gaffer's hand from radiant heat with a wooden paddle or a sheet of board. Beginners learn this assistant role first, because it teaches where hot glass moves in the room.",
            ),
        },
      },
      {
        title: "Gathering and the First Bubble",
        description:
          "How to take a gather from the crucible, centre it on the marver and blow a small, even bubble without collapsing it.",
        lesson: {
          title: "From the crucible to a bubble",
          html: p(
            "The blowpipe is a stainless steel tube about 1.2 to 1.5 metres long with a thickened head at the end that enters the glass. Before gathering, the head is warmed at the edge of the glory hole until it glows faintly, because molten glass will not stick well to a cold pipe and may crack away later. The glassblower then opens the furnace door, lowers the pipe at a shallow angle until the head just enters the surface, and turns the pipe steadily, always in the same direction, so that glass winds onto it like honey onto a spoon. One or two full turns take a small gather; the pipe is lifted out while still turning so that the thread of glass breaks cleanly.",
            "Turning never stops. Molten glass is a viscous liquid, and gravity pulls it off-centre within seconds if the pipe is held still. At the marver the gather is rolled on the steel to give it a smooth cylindrical form and to cool its skin slightly; the cooler skin gives the hot interior something to push against when air enters.",
            "The first breath is a short puff into the mouthpiece, after which the glassblower caps the end with a thumb. The air warms and expands inside, opening a small bubble, a process some teachers call letting the glass blow itself. Larger breaths follow, each between reheats. A bubble that is hotter on one side swells there first, so the skill lies in even heating: a beginner whose bubble drifts to one side returns it to the glory hole, turning constantly, and then marvers the thin side to cool it before blowing again.",
            "A useful beginner's exercise is to blow three small bubbles of equal size from three equal gathers. It shows quickly whether gathers are consistent, whether the pipe is turned smoothly, and whether the student is reheating often enough.",
          ),
        },
      },
      {
        title: "Shaping at the Bench",
        description:
          "Seated at the bench, the student uses wet blocks, jacks and paddles to form a cylinder, a neck and a flat base.",
        lesson: {
          title: "Blocks, jacks and paddles",
          html: p(
            "Once a bubble exists, the glassblower moves to the bench, rests the pipe on its arms and rolls it back and forth with the left hand while shaping with tools held in the right. The rolling is what keeps the piece round, and it must continue for as long as the glass is soft.",
            "The first tool is usually a block, a hollowed cup of fruitwood, traditionally cherry, soaked in water. When hot glass turns inside the wet block, a layer of steam forms between them, so the glass is shaped without touching the wood and without being chilled. Blocking gives the gather a symmetrical, rounded form and centres it on the pipe. Thick wet newspaper, folded into a pad and held in the palm, does the same job more flexibly and is used for smoothing.",
            "Jacks are the central shaping tool: two steel blades joined by a spring handle, like large tongs. Pressed against the rotating glass, they make a neck or jack line, a narrow groove near the pipe that later allows the piece to be separated from it. Held inside an opening, they widen a rim. The pressure must be light and the piece must keep turning, otherwise the blades mark the surface.",
            "A paddle, a flat board of wood or a graphite plate, flattens the end of the bubble to form a base so that a cup will stand. A typical beginner's sequence for a small cylinder runs as follows: gather and marver, blow a small bubble, take a second gather over it, block to a symmetrical shape, blow out to the final size, paddle the base flat, and mark a jack line. Each step takes only a minute or so, and most of the session is spent reheating between steps, because shaping glass that has stiffened causes cracks.",
          ),
        },
      },
    ],
  },
  {
    slug: "dragonflies-damselflies-field-introduction",
    discipline: "Odonatology",
    title: "Dragonflies and Damselflies: A Field Introduction",
    description:
      "Few insects reward the field naturalist as quickly as the Odonata, the dragonflies and damselflies; this spring course teaches telling the two suborders apart, the aquatic nymph and its emergence, territorial and mating behaviour, and recording sightings for national schemes.",
    level: "beginner",
    duration: "eight weekly sessions with three field visits",
    plantedGap: "recording sightings",
    modules: [
      {
        title: "Two Suborders",
        description:
          "Wings, eyes and the way an insect rests on a reed are enough to tell a dragonfly from a damselfly.",
        lesson: {
          title: "Anisoptera and Zygoptera in the field",
          html:
            p(
              "The order Odonata contains around 6,400 described species, placed in two large suborders: Anisoptera, the dragonflies, and Zygoptera, the damselflies. A third, tiny group, represented by the genus <i>Epiophlebia</i> of Japan and the Himalaya, shares features of both. Everywhere else, a few features seen through binoculars are enough to separate the two main groups.",
            ) +
            "<table><tr><th>Feature</th><th>Dragonflies (Anisoptera)</th><th>Damselflies (Zygoptera)</th></tr><tr><td>Wings</td><td>Hindwing broader at the base than the forewing</td><td>Fore- and hindwings of similar shape, narrowing to a stalk</td></tr><tr><td>At rest</td><td>Wings held out flat, at right angles to the body</td><td>Wings usually folded together over the abdomen</td></tr><tr><td>Eyes</td><td>Large, usually touching or nearly so on top of the head</td><td>Widely separated, giving a hammer-shaped head</td></tr><tr><td>Build and flight</td><td>Robust, strong and fast fliers</td><td>Slender, weak fliers that stay near vegetation</td></tr></table>" +
            p(
              "There are exceptions that catch beginners. The emerald damselflies of the family Lestidae rest with their wings half open, and the clubtails (Gomphidae) have eyes that are clearly separated even though they are true dragonflies. Body length is not a safe guide either: some tropical damselflies are longer than small dragonflies such as the darters.",
              "Within the dragonflies, three broad behavioural types help with identification. Hawkers (Aeshnidae) are large and patrol for long periods without settling. Chasers, skimmers and darters (Libellulidae) perch on a favourite stem and make short sallies. Emeralds (Corduliidae) fly fast, low circuits over water and are best recognised by their metallic green eyes. Among damselflies, the blue-and-black species of <i>Coenagrion</i> and <i>Enallagma</i> are the commonest in Europe and need a close look at the black markings on the second abdominal segment to separate them.",
            ),
        },
      },
      {
        title: "Life Under Water",
        description:
          "Most of an odonate's life is spent as a predatory nymph; this module follows it from egg to the night of emergence.",
        lesson: {
          title: "Nymph, mask and emergence",
          html: p(
            "Odonata have an incomplete metamorphosis: there is no pupa, and the young stage, called a nymph or larva, grows through a series of moults, typically ten to fifteen, before emerging as an adult. The nymphal stage is by far the longest part of the life cycle. Small damselflies in warm ponds may complete it in a few months, but the golden-ringed dragonfly, <i>Cordulegaster boltonii</i>, which lives in cool acid streams, spends two to five years as a nymph.",
            "All nymphs are predators, and they share a unique hunting organ, the mask. This is the modified lower lip, or labium, folded beneath the head when at rest. When prey comes close, the mask shoots forward in a few hundredths of a second, and two hooked palps at its tip seize the prey and draw it back to the jaws. Nymphs eat mosquito larvae, water fleas, mayfly nymphs and, in the larger species, tadpoles and small fish.",
            "The two suborders breathe differently under water. Damselfly nymphs carry three leaf-like caudal lamellae at the end of the abdomen, which act as gills and help with swimming. Dragonfly nymphs lack them; instead they pump water in and out of a chamber in the rectum lined with gills, and by expelling the water forcefully they can jet forward to escape danger.",
            "When the nymph is fully grown it stops feeding and climbs a stem out of the water, often at night or at dawn. The skin splits along the back of the thorax, the adult pulls itself free, and over an hour or two it pumps fluid into its crumpled wings. The empty skin left behind, the exuvia, can be collected and identified, and counts of exuviae give the best evidence that a species is breeding at a site. The newly emerged, or teneral, adult is soft and pale, flies weakly, and leaves the water for days or weeks while it matures.",
          ),
        },
      },
      {
        title: "Territory and Mating",
        description:
          "Why do males fight over a patch of water, and what is the odd heart-shaped wheel that pairs form on a reed?",
        lesson: {
          title: "Territories, the wheel and egg-laying",
          html: p(
            "Adult odonates return to water when they are sexually mature, and in many species males compete for the places where females will arrive to lay eggs. A male broad-bodied chaser, for example, defends a stretch of pond margin from a favourite perch and drives off rival males in rapid chases. Territories are held only for part of the day, when the sun is strong; odonates depend on external heat, and perchers raise their body temperature by basking, while large hawkers can warm their flight muscles by shivering the wings before take-off.",
            "Mating is unlike that of any other insect. The male's sperm is produced at the tip of the abdomen, on segment nine, but his copulatory organ lies at the base of the abdomen, on segments two and three. Before or during an encounter he bends his abdomen to transfer sperm forward. He then grasps the female with claspers at his abdominal tip, holding her behind the head in dragonflies or by the prothorax in damselflies, so that the pair fly in tandem. The female bends her abdomen forward to meet his secondary genitalia, and the pair form the closed loop called the copulation wheel.",
            "Before passing his own sperm, the male of many species removes or displaces sperm left by earlier mates, using the structure of his penis. This sperm competition explains much of the behaviour that follows mating. Males often guard the female while she lays, either staying attached in tandem (contact guarding, common in damselflies and darters) or hovering nearby and chasing off rivals (non-contact guarding).",
            "Egg-laying falls into two types. Species with a blade-like ovipositor, including all damselflies and the hawkers, cut into plant stems and insert eggs one by one. Others, such as chasers and darters, flick eggs freely onto the water surface or wet mud by dipping the abdomen as they fly.",
          ),
        },
      },
    ],
  },
  {
    slug: "unified-english-braille-transcription-foundations",
    discipline: "Braille transcription",
    title: "Unified English Braille: Foundations of Transcription",
    description:
      "Six dots in a cell carry the whole of Unified English Braille. Over twelve weeks trainee transcribers learn the alphabet and numbers, capitals and punctuation, the one-cell contractions of contracted (grade 2) braille, and page layout for transcribed books.",
    level: "beginner",
    duration: "twelve weeks, about 4 hours a week of practice",
    plantedGap: "page layout",
    modules: [
      {
        title: "The Cell and the Alphabet",
        description:
          "Dots are numbered, letters are built in decades, and the first ten letters are the key to the rest.",
        lesson: {
          title: "Dot numbers and the alphabet in decades",
          html:
            p(
              "A braille cell is two columns of three dot positions. The left column is numbered 1, 2, 3 from top to bottom and the right column 4, 5, 6. Transcribers always describe a sign by its dot numbers, so the letter <i>g</i> is 'dots 1245' and the full cell is 'dots 123456'. Because there are six positions, each either raised or flat, 63 different signs are possible, and much of braille's complexity comes from making those 63 signs carry letters, numbers, punctuation, formatting and contractions.",
              "Unified English Braille (UEB) was adopted by the International Council on English Braille in 2004 and has since replaced the older codes in the United Kingdom, Australia, Canada, New Zealand, South Africa and the United States. Its alphabet is the one Louis Braille published in 1829, and it is built in series of ten, called decades:",
            ) +
            "<ul><li><b>First decade, a to j</b>, uses only dots 1, 2, 4 and 5: a = 1, b = 12, c = 14, d = 145, e = 15, f = 124, g = 1245, h = 125, i = 24, j = 245.</li><li><b>Second decade, k to t</b>, adds dot 3 to each: k = 13, l = 123, m = 134, and so on to t = 2345.</li><li><b>Third decade, u to z</b>, adds dots 3 and 6: u = 136, v = 1236, x = 1346, y = 13456, z = 1356.</li><li><b>w</b> = 2456 stands outside the pattern, because French had no w when the system was devised.</li></ul>" +
            p(
              "The practical consequence is that a learner who knows the first ten letters perfectly knows the shapes of the whole alphabet. The most frequent errors in early transcription are mirror errors, such as writing <i>e</i> (dots 15) for <i>i</i> (dots 24) or <i>d</i> (145) for <i>f</i> (124), and they become costly later, because the same shapes also carry numbers and many contractions. Transcribers therefore drill the first decade both on paper, by dot numbers, and on a six-key brailler such as the Perkins, where keys correspond to dots 3-2-1 under the left hand and 4-5-6 under the right.",
            ),
        },
      },
      {
        title: "Numbers, Capitals and Punctuation",
        description:
          "Indicators warn the reader what follows; this module sets out the numeric and capital indicators and the common marks of punctuation.",
        lesson: {
          title: "Indicators and punctuation in UEB",
          html:
            p(
              "Braille has no separate shapes for digits or capital letters. Instead it uses indicators: signs that change the meaning of the cells after them. The numeric indicator, dots 3456, tells the reader that the letters a to j that follow are to be read as the digits 1 to 0. Thus '1984' is written as the numeric indicator followed by the cells for a, i, h and d. The numeric mode continues through digits, a full stop used as a decimal point and the numeric space, and ends at a space or at most other signs; if a letter a to j must follow a number directly, as in '4b', a grade 1 indicator (dots 56) is placed before the letter to show that it is a letter and not another digit.",
              "Capitalisation uses dot 6. A single dot 6 before a letter capitalises that letter; two (dots 6, 6) capitalise a whole word; three capitalise a passage of several words, which is ended by the capitals terminator, dots 6 and 3. So 'Braille' begins with dot 6 before the b, while 'NASA' is preceded by the capitals word indicator.",
              "The commonest punctuation signs occupy the lower part of the cell, which is why they cannot be confused with the letters of the first decade:",
            ) +
            "<table><tr><th>Mark</th><th>UEB dots</th></tr><tr><td>comma</td><td>2</td></tr><tr><td>full stop</td><td>256</td></tr><tr><td>question mark</td><td>236</td></tr><tr><td>exclamation mark</td><td>235</td></tr><tr><td>apostrophe</td><td>3</td></tr><tr><td>hyphen</td><td>36</td></tr><tr><td>semicolon</td><td>23</td></tr><tr><td>colon</td><td>25</td></tr></table>" +
            p(
              "Quotation marks, brackets and dashes use two-cell signs. A worked example: the sentence 'It is 3 o'clock.' in uncontracted UEB is capital indicator, i, t, space, i, s, space, numeric indicator, c, space, o, apostrophe, c, l, o, c, k, full stop. Writing such sentences by dot numbers before brailling them is the surest way to catch errors.",
            ),
        },
      },
      {
        title: "Contracted Braille: First Contractions",
        description:
          "To save space and reading time, English braille shortens common words; you will learn the alphabetic wordsigns and the five strong words.",
        lesson: {
          title: "Alphabetic wordsigns and strong contractions",
          html: p(
            "Most braille read by adults in English is contracted, formerly called grade 2. Contractions exist because braille is bulky: a contracted text is roughly a quarter shorter than an uncontracted one, and skilled readers read it faster. UEB has 180 contractions, and the transcriber's task is not only to know them but to know when the rules forbid using them.",
            "The first group to learn is the alphabetic wordsigns. When a single letter stands alone as a word, it represents a common word: b = but, c = can, d = do, e = every, f = from, g = go, h = have, j = just, k = knowledge, l = like, m = more, n = not, p = people, q = quite, r = rather, s = so, t = that, u = us, v = very, w = will, x = it, y = you and z = as. The letters a, i and o are not contracted, since they are already words. These wordsigns may be used only for the whole word, standing alone, though they may be followed by an apostrophe and s or similar endings: 'that's' uses the t wordsign.",
            "Standing alone means separated from other letters by spaces or by most punctuation. If a single letter really is a letter, as in 'vitamin b' or a list marked '(c)', the grade 1 indicator (dots 56) goes before it so that it is not read as 'but' or 'can'.",
            "The second group is the five strong contractions: and (dots 12346), for (123456), of (12356), the (2346) and with (23456). Unlike wordsigns, these can be used wherever the letter sequence occurs, as a whole word or inside another word: 'theory' begins with the sign for 'the', 'therefore' uses both 'the' and 'for', and 'handle' contains the 'and' sign. A further rule allows them to be written with no space between them when they follow each other as words, so 'for the' becomes two adjacent cells.",
            "Transcribers build accuracy by transcribing short passages and then checking each word against the rules book, The Rules of Unified English Braille, rather than against memory.",
          ),
        },
      },
    ],
  },
  {
    slug: "urban-tree-care-biology-pruning-roots",
    discipline: "Arboriculture",
    title: "Caring for Urban Trees",
    description:
      "Trees in streets, parks and gardens need different care from trees in a forest, and this short certificate course teaches how a tree grows and defends itself, pruning cuts that close well, protecting roots during building work, and visual tree assessment for hazards.",
    level: "beginner",
    duration: "six days over three weeks",
    plantedGap: "visual tree assessment",
    modules: [
      {
        title: "How a Tree Grows and Defends Itself",
        description:
          "Trees do not heal; they seal off damage. Understanding that difference is the basis of every decision an arborist makes.",
        lesson: {
          title: "Cambium, wood and compartmentalisation",
          html: p(
            "A tree trunk grows in thickness from a thin layer of dividing cells, the vascular cambium, which lies just under the bark. Each year the cambium produces new xylem (wood) towards the inside and new phloem towards the outside. The youngest outer xylem, the sapwood, carries water and dissolved minerals upward from the roots and stores starch; the phloem carries sugars made in the leaves downward to the roots and other growing tissues. In many species older wood at the centre is converted to heartwood, which no longer conducts water but remains important as structural support.",
            "Animals repair wounds by replacing damaged tissue. Trees cannot. Instead, when bark is torn or a branch breaks, the tree walls off the damaged wood and grows new wood over it. The American plant pathologist Alex Shigo described this process in the 1970s as CODIT, the compartmentalisation of decay in trees. He identified four 'walls'. Wall 1 resists the spread of decay up and down the trunk by plugging vessels; it is the weakest. Wall 2 resists inward spread across growth rings, and wall 3 resists sideways spread around the trunk through the rays. Wall 4, the strongest, is the barrier zone that the cambium forms after wounding, separating the wood present at the time of injury from all wood laid down afterwards.",
            "Two practical consequences follow. First, a wound never disappears: the decay or discoloured wood behind it stays inside the tree for life, and a large wound on a species that compartmentalises poorly, such as horse chestnut or birch, can lead to extensive decay. Second, trees spend stored energy on defence, so a tree that is stressed by drought, soil compaction or repeated heavy pruning has less energy to wall off new injuries. Good arboriculture therefore aims to make few, small wounds in the right places, and to keep the tree vigorous enough to respond to them.",
          ),
        },
      },
      {
        title: "Pruning Cuts and Crown Work",
        description:
          "Where exactly to cut, and what crown lifting, thinning and reduction are for, following BS 3998:2010.",
        lesson: {
          title: "The target cut and common crown operations",
          html:
            p(
              "The British Standard for tree work, BS 3998:2010, asks that branches be removed by a cut that preserves the branch collar. The collar is the swelling at the base of a branch where trunk tissue and branch tissue overlap, and it contains the chemical and anatomical defences that form wall 4 after the branch is removed. On the upper side of the junction, the branch bark ridge shows where the two tissues meet. The correct 'target' cut runs just outside the ridge and the collar, without leaving a stub. A flush cut, made tight against the trunk, removes the collar and opens a much larger wound into the stem; a long stub dies back and invites decay.",
              "Heavy branches are removed in three cuts so the bark does not tear. The first is an undercut some 30 cm out from the trunk, about a third through the branch. The second, a little further out, is made from above and drops the weight of the branch. The third removes the remaining stub at the target point.",
              "Crown work is specified in measurable terms:",
            ) +
            "<ul><li><b>Crown lifting</b> removes lower branches to give a stated clearance, typically 5.2 m over a road and 2.5 m over a footway.</li><li><b>Crown thinning</b> removes a proportion of secondary and small branches evenly through the crown, typically 10 to 20 per cent of the leaf area and, under the standard, never more than 30 per cent.</li><li><b>Crown reduction</b> shortens branches to reduce the height or spread by a stated amount, cutting back to a side branch large enough to take over growth, at least a third of the diameter of the removed part.</li></ul>" +
            p(
              "Topping, the removal of the whole upper crown to stubs, is not a recognised operation. It makes large wounds that compartmentalise poorly and produces weakly attached regrowth.",
            ),
        },
      },
      {
        title: "Roots and Building Sites",
        description:
          "Most tree roots lie in the top 60 cm of soil, which is exactly where builders dig, drive and stack materials.",
        lesson: {
          title: "Root protection areas under BS 5837",
          html: p(
            "A common picture of a tree shows roots mirroring the crown below ground, with a deep taproot. Real tree roots are very different. Most lie within the top 600 mm of soil, where oxygen is available, and they spread far beyond the crown, often two to three times its radius. The fine absorbing roots that take up water are concentrated near the surface. Anything that compacts the soil, cuts through it or changes its level therefore affects the tree, and the effects may appear only years later, as dieback in the crown.",
            "In the United Kingdom, the standard for keeping trees alive through development is BS 5837:2012, Trees in relation to design, demolition and construction. It asks for a tree survey, a categorisation of trees by quality, and a root protection area (RPA) for each retained tree. The RPA is calculated as a circle with a radius of twelve times the stem diameter measured at 1.5 m above ground for a single-stemmed tree, capped at an area of 707 m², which corresponds to a radius of 15 m.",
            "A worked example: an oak with a stem diameter of 60 cm has an RPA radius of 12 × 0.6 m = 7.2 m. The area is π × 7.2² ≈ 163 m². The arboriculturist may adjust the shape of this area to reflect existing roads or walls that will have limited root growth, but not reduce its size.",
            "Within the RPA, the standard expects protection by robust barriers, usually a scaffold framework with welded mesh panels, erected before any machinery arrives and kept in place until building is complete. No excavation, storage of materials, mixing of cement or changes of level should take place inside it. Where a path or drive must cross the area, a no-dig construction using a cellular confinement system over the existing soil spreads the load without cutting roots. Services such as drains are routed around the RPA or installed by directional drilling beneath it.",
          ),
        },
      },
    ],
  },
];
