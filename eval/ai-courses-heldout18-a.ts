/** Eighteenth held-out evaluation courses, beginner level (Hindi to strength and conditioning); see ai-courses-heldout18.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT18_A: EvalCourse[] = [
  {
    slug: "hindi-devanagari-and-everyday-speech",
    discipline: "Hindi language",
    title: "Hindi for Beginners: Script and Everyday Speech",
    description:
      "Devanagari first, conversation close behind: in this first-year language class learners master the script and its vowel signs, the gender and plural of nouns, the present tense of honā ('to be') with polite address using āp, and the postpositions that mark relations between words.",
    level: "beginner",
    duration: "one semester (5 contact hours a week)",
    plantedGap: "postpositions",
    modules: [
      {
        title: "Reading Devanagari",
        description: "Consonants, their built-in vowel, and the signs that change it.",
        lesson: {
          title: "Akṣara, the inherent vowel and the mātrā",
          html:
            p(
              "Hindi is written in Devanagari, a script it shares with Sanskrit, Marathi and Nepali. Devanagari is an abugida rather than an alphabet: each consonant letter carries a built-in short vowel, the inherent <i>a</i> (pronounced like the <i>u</i> in English 'but'). The letter क on its own is read <i>ka</i>, न is <i>na</i>, and a horizontal headstroke, the <i>śirorekhā</i>, runs along the top of every word and links its letters. Letters hang from this line instead of sitting on a baseline.",
              "Vowels have two shapes. At the beginning of a word, or after another vowel, a vowel is written as an independent letter: अ <i>a</i>, आ <i>ā</i>, इ <i>i</i>, ई <i>ī</i>, उ <i>u</i>, ऊ <i>ū</i>, ए <i>e</i>, ऐ <i>ai</i>, ओ <i>o</i>, औ <i>au</i>. After a consonant, the vowel appears as a dependent sign, a <i>mātrā</i>, that replaces the inherent <i>a</i>:",
            ) +
            "<table><tr><th>Sign added to क</th><th>Written</th><th>Read</th></tr><tr><td>ā</td><td>का</td><td>kā</td></tr><tr><td>i</td><td>कि</td><td>ki</td></tr><tr><td>ī</td><td>की</td><td>kī</td></tr><tr><td>u</td><td>कु</td><td>ku</td></tr><tr><td>ū</td><td>कू</td><td>kū</td></tr><tr><td>e</td><td>के</td><td>ke</td></tr><tr><td>ai</td><td>कै</td><td>kai</td></tr><tr><td>o</td><td>को</td><td>ko</td></tr><tr><td>au</td><td>कौ</td><td>kau</td></tr></table>" +
            p(
              "Notice that the short <i>i</i> sign is written to the left of its consonant although it is pronounced after it: कि is <i>ki</i>, not <i>ik</i>. To remove the inherent vowel altogether, a small diagonal stroke called the <i>halant</i> (virāma) is placed under the letter, as in क्. In ordinary writing two consonants with no vowel between them usually fuse into a conjunct letter, so <i>kṣa</i> is क्ष and <i>tra</i> is त्र. A dot above the line (<i>anusvār</i>) or a crescent with a dot (<i>candrabindu</i>) marks nasalisation, as in हाँ <i>hā̃</i>, 'yes'.",
              "One habit of the spoken language surprises readers. The inherent vowel is normally silent at the end of a word and often in the middle: कमल is pronounced <i>kamal</i> ('lotus'), not <i>kamala</i>, and समझना is <i>samajhnā</i>. This schwa deletion is regular enough to be learned by ear within a few weeks.",
            ),
        },
      },
      {
        title: "Nouns: Gender and Number",
        description:
          "Every Hindi noun is masculine or feminine, and its gender decides how it forms the plural and which adjective endings go with it.",
        lesson: {
          title: "Masculine, feminine and the plural",
          html:
            p(
              "Hindi has two grammatical genders, masculine and feminine, and no neuter. For people and many animals the gender follows sex: लड़का <i>laṛkā</i> 'boy' is masculine and लड़की <i>laṛkī</i> 'girl' is feminine. For objects and ideas the gender must be learned with each word. The ending is a useful guide but not a rule: most nouns in <i>-ā</i> are masculine and many in <i>-ī</i> are feminine, yet पानी <i>pānī</i> 'water' and आदमी <i>ādmī</i> 'man' are masculine, while किताब <i>kitāb</i> 'book' and मेज़ <i>mez</i> 'table' are feminine.",
              "Plurals of nouns standing as the subject of a sentence are formed by four patterns:",
            ) +
            "<table><tr><th>Type</th><th>Singular</th><th>Plural</th></tr><tr><td>Masculine in -ā</td><td>लड़का laṛkā</td><td>लड़के laṛke</td></tr><tr><td>Other masculine</td><td>घर ghar 'house'</td><td>घर ghar (unchanged)</td></tr><tr><td>Feminine in -ī</td><td>लड़की laṛkī</td><td>लड़कियाँ laṛkiyā̃</td></tr><tr><td>Other feminine</td><td>किताब kitāb</td><td>किताबें kitābẽ</td></tr></table>" +
            p(
              "Adjectives agree with the noun they describe. Adjectives ending in <i>-ā</i> change that ending: <i>-ā</i> for masculine singular, <i>-e</i> for masculine plural and <i>-ī</i> for every feminine form. So अच्छा लड़का <i>acchā laṛkā</i> is 'a good boy', अच्छे लड़के <i>acche laṛke</i> 'good boys', and अच्छी लड़की, अच्छी लड़कियाँ 'a good girl, good girls'. Adjectives that end in any other sound, such as सुंदर <i>sundar</i> 'beautiful' or लाल <i>lāl</i> 'red', never change: लाल किताब, लाल किताबें.",
              "A practical method is to learn every new noun together with an inflecting adjective, for instance बड़ा घर 'a big house' and बड़ी मेज़ 'a big table', because the adjective shows the gender at a glance. Loanwords from English are assigned a gender too: कार 'car' is feminine and कंप्यूटर 'computer' masculine, and learners simply note them as they meet them.",
            ),
        },
      },
      {
        title: "Being and Politeness",
        description:
          "Can you say who you are and ask someone else politely? This module pairs the verb honā with the pronouns, including the respectful āp.",
        lesson: {
          title: "Pronouns, honā and the respectful āp",
          html:
            p(
              "The present tense of होना <i>honā</i> 'to be' is the first verb every learner needs, because it builds sentences of identity and description and later serves as an auxiliary for other tenses. Hindi word order is subject, object or complement, then verb, so the form of <i>honā</i> normally closes the sentence: यह मेरा घर है <i>yah merā ghar hai</i>, 'This is my house.'",
            ) +
            "<ul><li>मैं हूँ <i>maĩ hū̃</i> 'I am'</li><li>तू है <i>tū hai</i> 'you are' (intimate)</li><li>तुम हो <i>tum ho</i> 'you are' (familiar)</li><li>आप हैं <i>āp haĩ</i> 'you are' (polite)</li><li>यह / वह है <i>yah / vah hai</i> 'he, she, it, this / that is'</li><li>हम हैं <i>ham haĩ</i> 'we are'</li><li>ये / वे हैं <i>ye / ve haĩ</i> 'they are'</li></ul>" +
            p(
              "Hindi has three words for 'you', and the choice says as much as the sentence itself. <i>Tū</i> is reserved for God, small children and very close intimates, and is rude to strangers. <i>Tum</i> is used among friends and to younger people. <i>Āp</i> is the respectful form used to elders, teachers, shopkeepers and anyone one does not know well, and it always takes a plural verb even when it refers to one person: आप कहाँ से हैं? <i>āp kahā̃ se haĩ?</i> 'Where are you from?' The same honorific plural is used in the third person for respected people: मेरे पिताजी डॉक्टर हैं 'My father is a doctor.'",
              "A statement becomes a yes-no question by placing क्या <i>kyā</i> at the front and raising the voice at the end: क्या आप छात्र हैं? 'Are you a student?' Negation uses नहीं <i>nahī̃</i> before the verb, and in speech the verb is often dropped: मैं भारतीय नहीं (हूँ), 'I am not Indian.' Polite requests use a special imperative ending in <i>-ie</i>: बैठिए <i>baiṭhie</i> 'please sit', आइए <i>āie</i> 'please come in'.",
            ),
        },
      },
    ],
  },
  {
    slug: "signwriting-brush-lettering-basics",
    discipline: "Signwriting",
    title: "Signwriting by Hand: Brush Lettering Basics",
    description:
      "Hand-lettered signs are still made with a long-haired brush, a mahl stick and a steady arm, and this evening class teaches the craft from the start: choosing and dressing brushes, handling lettering enamels, painting one-stroke Roman capitals, spacing and laying out a panel, and applying gold leaf to glass.",
    level: "beginner",
    duration: "12 evening sessions of 3 hours",
    plantedGap: "gold leaf",
    modules: [
      {
        title: "Brushes, Enamels and the Mahl Stick",
        description: "Set up your kit: the brushes and paint a signwriter uses, and how to keep them in working order.",
        lesson: {
          title: "The signwriter's kit",
          html:
            p(
              "A signwriter's brushes, traditionally called pencils, have long hair set in a quill or a metal ferrule, and they are designed to hold a large charge of paint and release it evenly along a stroke. Sable is the classic hair for fine work, squirrel is softer and holds more paint, and modern synthetic blends are durable and cheaper. What matters most is that the brush can be dressed to a clean chisel edge, because the width of a stroke comes from the flat of that edge, not from pressing harder.",
            ) +
            "<ul><li>Brushes: a flat chisel-edged lettering brush in three or four widths, and a pointed liner for outlines.</li><li>Paint: alkyd lettering enamel, which levels out to a smooth, glossy film and dries overnight.</li><li>Thinners: white spirit, added a few drops at a time to improve flow.</li><li>A palette of glass or palette paper, on which the brush is worked.</li><li>A mahl stick: a light rod about 1 m long with a padded tip, held in the non-painting hand.</li></ul>" +
            p(
              "Loading the brush is a skill of its own. The brush is dipped into the enamel about two-thirds of the way up the hair, then worked back and forth on the palette, turning it over, until the paint is evenly distributed and the tip flattens to a chisel. Paint that is too thick drags and leaves ridges; paint that is too thin runs and shows the surface through it. The correct consistency is reached by testing strokes on scrap board.",
              "The mahl stick is rested against the work surface with its padded end, above the area being painted, and the painting hand rests on it. This keeps the wrist off wet paint and gives a steady, adjustable support for long strokes. Surfaces must be clean and lightly keyed: wiped with a degreaser and rubbed with a fine abrasive pad so the enamel can grip.",
              "At the end of a session brushes are rinsed in white spirit until no colour remains, then dipped in a brush-keeping oil, such as a light mineral oil, and laid flat. The oil preserves the shape of the hair and is rinsed out before the next use.",
            ),
        },
      },
      {
        title: "One-Stroke Roman Capitals",
        description:
          "Each capital letter is built from a few pulled strokes, and this module shows the order and direction of every stroke.",
        lesson: {
          title: "Building the capitals stroke by stroke",
          html: p(
            "The one-stroke alphabet gets its name from the principle that each part of a letter is made with a single, confident movement of a fully charged brush, never by scrubbing or patching. For a beginner the standard letter is a Roman capital with thick and thin strokes, made by holding the chisel edge of the brush at a constant angle of about 30 degrees to the writing line. Strokes that travel along that angle come out thin; strokes that travel across it come out thick.",
            "Strokes are pulled towards the writer, never pushed. Vertical stems are drawn from top to bottom, horizontals from left to right, and curves are made in two halves that meet top and bottom. The letter O is therefore painted as a left-hand curve from top to bottom, followed by a right-hand curve that starts at the top of the first stroke and sweeps round to meet it at the base. Round letters such as O, C, G and S are made slightly taller than the guidelines, overshooting top and bottom by a small amount, because a curve that merely touches a line looks smaller than a straight letter of the same height.",
            "It helps to learn the alphabet in families that share strokes. The straight letters H, I, L, T, E and F come first; then the round letters O, C, G, D and Q; then the diagonals A, V, W, X, Y and K; and finally the mixed letters such as B, P, R and S. Practice begins with rows of stems and curves on lined paper, then moves to letters 50 mm high, which are large enough to show faults clearly.",
            "Proportion gives capitals their authority. In a classical Roman alphabet the widest letters, O, Q, M and W, fill nearly a square, while E, F, L, S, B and P occupy roughly half a square. Keeping these widths consistent across a word matters more than perfect individual strokes, and the beginner's commonest faults, wavering stems and flattened curves, disappear with steady daily practice.",
          ),
        },
      },
      {
        title: "Layout and Spacing",
        description:
          "Before any paint goes on, the sign is planned: lettering size, margins, line spacing and the optical spacing of letters.",
        lesson: {
          title: "Planning a panel that reads",
          html: p(
            "A sign is judged first by whether it can be read, and legibility depends on letter height, weight and spacing more than on the beauty of any single letter. A rule of thumb widely used in the sign trade for maximum impact is about one inch of letter height for every ten feet of viewing distance. A shop fascia that must be read from across a street 100 feet away therefore needs capitals of roughly ten inches, about 250 mm, if the name is to stand out to passing traffic.",
            "Layout starts with a scaled sketch on paper. The signwriter decides the hierarchy of the text, usually one dominant line with smaller secondary lines, chooses a letter style and weight for each, and fixes the margins. As a guide, the side margins should be no narrower than the height of the main letters, and the top and bottom margins a little less; crowding the edges is the most common layout fault in amateur work. Lines of text are separated by about half to two-thirds of the capital height.",
            "Spacing between letters is optical, not mechanical. Equal distances between letters look uneven, because the space a reader perceives is the area between them. Two straight stems, as in the letters H and I, need the most distance; a straight next to a round, as in H and O, needs less; two rounds, as in O and C, need the least; and open letters such as L, T, A and V are allowed to tuck into their neighbours. The aim is an even grey texture along the line when the sign is viewed with half-closed eyes.",
            "The finished layout is drawn full size on paper and transferred to the surface with a pounce pattern. A pounce wheel perforates the outlines, the paper is taped in place, and a cloth bag of chalk powder is patted over it so that a dotted image of every letter appears on the panel. Guidelines are snapped with a chalk line, and painting begins from the top left so that the hand never crosses wet work.",
          ),
        },
      },
    ],
  },
  {
    slug: "tailoring-trousers-from-measure-to-fitting",
    discipline: "Tailoring",
    title: "Bespoke Tailoring One: Trousers",
    description:
      "One pair of made-to-measure trousers is the project that carries this workshop course: students take body measurements, draft a personal trouser block, cut and mark wool cloth on the grain, press and shape the seams, and construct a fly front with a concealed zip.",
    level: "beginner",
    duration: "8 weekly workshops of 4 hours",
    plantedGap: "fly front",
    modules: [
      {
        title: "Taking Measurements",
        description: "Measure the customer accurately and record the figures a trouser draft needs.",
        lesson: {
          title: "The measurements of a trouser",
          html:
            p(
              "Every bespoke garment begins with the tape measure, and a good tailor measures in a fixed order so that nothing is missed. The customer stands naturally in light clothing, with shoes off or in the shoes the trousers will be worn with, and the tape is held snug but never pulled tight. Measurements are recorded in centimetres together with notes on posture, such as a prominent seat, a flat seat or one hip higher than the other.",
            ) +
            "<table><tr><th>Measurement</th><th>Where it is taken</th><th>Example</th></tr><tr><td>Waist</td><td>Around the body where the waistband will sit</td><td>84 cm</td></tr><tr><td>Seat</td><td>Around the fullest part of the buttocks, tape level</td><td>100 cm</td></tr><tr><td>Outside leg</td><td>From the waist at the side down to the desired hem</td><td>106 cm</td></tr><tr><td>Inside leg</td><td>From the crotch down the inside of the leg to the hem</td><td>80 cm</td></tr><tr><td>Knee and bottom widths</td><td>Chosen for the style rather than measured</td><td>23 cm / 21 cm</td></tr></table>" +
            p(
              "The body rise is the vertical distance from the waist to the seat of a hard chair on which the customer sits upright, measured at the side. It controls how deep the crotch of the trousers will be. A useful check is that the outside leg minus the inside leg gives a figure close to the rise: in the example above 106 minus 80 gives 26 cm, and a measured body rise of 26 or 27 cm confirms that the leg lengths were taken consistently.",
              "Ease is the amount added to body measurements so that the wearer can sit, walk and bend. It is not taken with the tape but decided at the drafting stage: a classic trouser usually has about 4 to 6 cm of ease over the seat and little or none at the waist, which must fit closely to hold the trousers up. The tailor also notes the customer's preferences, such as a high or low waist and whether the trousers will be worn with braces, because these change the draft as much as the measurements do.",
            ),
        },
      },
      {
        title: "Drafting the Trouser Block",
        description:
          "Here the measurements become a flat pattern, drafted with a metre rule, set square and curves on pattern paper.",
        lesson: {
          title: "From figures to a front and back pattern",
          html: p(
            "A block is a basic pattern with no style details, drafted to one person's measurements and used as the foundation for future designs. A trouser block has two pieces, a front and a back, and each is drafted from a framework of horizontal construction lines. Working from the top, these are the waistline, the hip line, the seat or crotch line, the knee line and the hem line. The distance from the waistline to the crotch line is the body rise plus about 1 cm, so that the crotch does not press on the body.",
            "The front leg is drafted first. Its width across the seat line is roughly a quarter of the seat measurement, adjusted by the chosen ease, plus a short crotch extension that curves round between the legs. A vertical crease line is then placed midway across the front leg at the knee and hem. This line matters more than any other: it becomes the straight grain when the cloth is cut and the pressed crease of the finished garment, so the trouser hangs straight only if the crease line is truly central.",
            "The back is drafted over or beside the front. It is wider across the seat, has a longer crotch extension, and its centre back seam is slanted and raised above the front waistline so that the trousers do not pull down when the wearer sits or bends. In a customer with a 100 cm seat and 4 cm of ease, the block is drafted to 104 cm in total, but the back half will carry several centimetres more than the front. The difference between the waist and the seat on the back is removed by one or two darts, each usually 2 to 3 cm wide and about 10 to 12 cm long.",
            "Finally the inside and outside leg seams are drawn as smooth lines through the knee and hem widths, the seam lengths of front and back are walked against each other with the tape to check that they match, and notches are marked at the knee and hip so the pieces can be matched when sewing.",
          ),
        },
      },
      {
        title: "Cutting, Marking and Pressing",
        description:
          "Why does a wool trouser keep its shape? Mostly because it was cut on the grain, marked accurately and shaped with the iron, which is what this module teaches.",
        lesson: {
          title: "Grain, thread marks and the iron",
          html:
            p(
              "Woven cloth has two directions of yarn: the warp, which runs the length of the fabric parallel to the selvedge, and the weft, which runs across it. The warp is stronger and more stable, so the crease line of each trouser leg is laid exactly parallel to the selvedge, checked by measuring from the grain line to the selvedge at both ends of the pattern piece. Cloth with a nap or pile, such as corduroy or a brushed flannel, must have every piece laid in the same direction, or the panels will look different shades.",
            ) +
            "<ul><li>Tailor's chalk, kept sharpened to a thin edge, marks the cutting lines on the wrong side of the cloth.</li><li>Seam allowances of about 1.5 cm are added to most seams, with a generous inlay of 3 to 4 cm at the centre back and waist so that the trousers can be let out later.</li><li>Tailor's tacks, loose loops of tacking thread through both layers, transfer darts and pocket positions to the second layer, after which the layers are gently pulled apart and the threads cut between them.</li><li>Notches are clipped no more than 5 mm into the allowance.</li></ul>" +
            p(
              "Wool can be shrunk and stretched with heat, moisture and pressure, and tailors use this to build shape into flat pieces. Before the legs are seamed, the back leg is pressed so that the inside leg seam is slightly stretched below the crotch and the fullness is pushed towards the seat, a process called swelling or shaping the seat; the cloth is shrunk back at the knee so that the back of the leg follows the body. The same principle allows a tailor to ease a slightly longer seam onto a shorter one without puckers.",
              "Pressing is done at every stage, not only at the end. A damp press cloth protects wool from shine, the iron is lifted and lowered rather than pushed along the cloth, and each seam is pressed flat as sewn before being pressed open. A wooden clapper pressed onto the hot, steamed seam sets it crisply as it cools.",
            ),
        },
      },
    ],
  },
  {
    slug: "contemporary-dance-floor-breath-and-phrase",
    discipline: "Contemporary dance",
    title: "Contemporary Dance Technique for Beginners",
    description:
      "Contemporary dance starts from weight, breath and the floor, and this studio class for dancers new to the form works through the contraction and release of Martha Graham's technique, release-based approaches to alignment, safe floorwork, the devices choreographers use to develop a phrase, and the partnering skills of contact improvisation.",
    level: "beginner",
    duration: "one term, two 90-minute classes a week",
    plantedGap: "contact improvisation",
    modules: [
      {
        title: "Contraction and Release",
        description:
          "We start on the floor with the central movement of the Graham technique and the breathing that drives it.",
        lesson: {
          title: "The Graham contraction",
          html:
            p(
              "Martha Graham (1894 to 1991) built the first widely taught codified technique of modern dance in New York in the late 1920s and 1930s. At its centre is the contraction: a deep curving of the spine initiated in the pelvis and lower abdomen on an exhalation, so that the back rounds, the pelvis tilts under and the energy of the movement appears to come from the centre of the body. Its partner, the release, returns the spine to length on the inhalation, starting again from the pelvis. Graham described the two as the expression of breathing made visible.",
              "The Graham class begins seated on the floor, and for a beginner this position makes the mechanics easy to feel because the legs are stable. A typical opening sequence runs as follows:",
            ) +
            "<ul><li><b>Bounces</b>: sitting with the soles of the feet together, the dancer lets the torso fall forward over the legs in small rhythmic pulses, loosening the back.</li><li><b>Breathings</b>: on each count the dancer contracts on the exhale and releases on the inhale, the head following the line of the spine.</li><li><b>Contractions in fourth position</b>: with one leg bent in front and the other behind, the contraction is combined with a turn of the torso.</li><li><b>Spirals</b>: the torso twists around the vertical axis of the spine, beginning in the pelvis and travelling up to the shoulders and head.</li></ul>" +
            p(
              "The most frequent beginner's error is to collapse the chest instead of contracting from deep in the abdomen. A true contraction keeps the shoulders wide and the neck long; the curve is felt as a hollowing below the navel, and the back widens rather than slumps. A second error is to hold the breath. The teacher counts the exhalation aloud so that breath and movement are tied together from the first class.",
              "Later in the term the contraction is taken standing and travelling, and into falls, but the seated work is never abandoned: it remains the daily warm-up of Graham dancers at every level.",
            ),
        },
      },
      {
        title: "Release-Based Technique and Floorwork",
        description:
          "Moving into and out of the floor safely depends on letting weight go rather than holding it, which is the idea behind release-based training.",
        lesson: {
          title: "Giving weight to the floor",
          html: p(
            "Release-based technique is a family of approaches developed from the 1960s onwards by dancers who rejected the muscular effort and fixed shapes of earlier modern techniques. They drew on somatic practices such as the Alexander Technique and on ideokinesis, the use of mental images to improve alignment, taught by Mabel Todd and later Lulu Sweigard. The aim is efficiency: to move with the least unnecessary tension, to let the skeleton rather than the muscles carry weight, and to follow the momentum that gravity provides. Trisha Brown's choreography is often cited as a model of this fluid, weighted style.",
            "In class, release work often begins lying on the back in the constructive rest position, knees bent and feet on the floor, while the teacher guides attention to the breath and to the weight of the limbs. From there dancers learn to roll. A simple log roll keeps the body long; a spiral roll starts from the head or pelvis and lets the rest of the body follow in sequence, so that the spine twists and untwists.",
            "Floorwork uses the floor as a partner rather than an obstacle. Its key principle is to spread the load across the large, padded surfaces of the body: the side of the thigh, the buttock, the back of the shoulder and the flat of the back. The bony points, kneecaps, elbows, hip bones and the point of the shoulder, are kept off the floor. To go down, the dancer lowers the centre of gravity by bending the supporting leg and slides onto the floor along a curve, with the hands touching lightly to guide rather than to catch the weight.",
            "Coming up reverses the pattern: the dancer gathers the limbs under the body, pushes from the floor with the hands and the soles of the feet, and uses a spiral to rise, so that at no moment is the body lifted by brute strength. Done well, descending and rising look effortless, and they can be repeated dozens of times in a class without bruising or strain.",
          ),
        },
      },
      {
        title: "Making and Developing a Phrase",
        description:
          "How is a short sequence of movement turned into a dance? Students compose a motif and vary it with standard choreographic devices.",
        lesson: {
          title: "Motif and development",
          html:
            p(
              "A phrase is a short sequence of movement with a beginning, a middle and an end, comparable to a sentence in speech. A motif is a smaller unit, often only two to eight counts long, that carries the character of the dance and returns throughout it. Choreographers rarely invent a dance movement by movement; they invent a few motifs and then develop them, so that the audience recognises the material while it changes. Doris Humphrey's book <i>The Art of Making Dances</i> (1959) set out much of this craft for modern dance.",
            ) +
            "<table><tr><th>Device</th><th>What happens to the motif</th></tr><tr><td>Repetition</td><td>The motif is performed again, exactly or with accumulation</td></tr><tr><td>Retrograde</td><td>The motif is performed backwards, last movement first</td></tr><tr><td>Augmentation</td><td>The movement is made larger in space or longer in time</td></tr><tr><td>Fragmentation</td><td>Only part of the motif is used</td></tr><tr><td>Change of level or direction</td><td>The motif is performed on the floor, facing a new wall, or travelling</td></tr><tr><td>Canon</td><td>Dancers perform the same motif starting at different times</td></tr></table>" +
            p(
              "Another useful tool comes from Rudolf Laban's analysis of effort. Laban described movement quality by four factors, each with two poles: weight (strong or light), time (sudden or sustained), space (direct or indirect) and flow (bound or free). Performing the same motif first as strong, sudden and direct, then as light, sustained and indirect, shows a beginner how much quality changes meaning even when the steps stay the same.",
              "Merce Cunningham went further and used chance procedures, such as tossing coins to decide the order of phrases or the direction a dancer faces, to escape his own habits. In the module's final task, each student composes an eight-count motif, develops it with at least three of the devices above, and performs a 45-second solo that the group then discusses.",
            ),
        },
      },
    ],
  },
  {
    slug: "strength-conditioning-foundations",
    discipline: "Strength and conditioning",
    title: "Foundations of Strength and Conditioning",
    description:
      "Lifting well comes before lifting heavy. This foundation unit for sport science students teaches the squat and hip hinge, progressive overload and the choice of sets and repetitions, estimating a one-repetition maximum, structured warm-ups, and how training is organised over a season through periodisation.",
    level: "beginner",
    duration: "10 weeks, one lecture and one gym practical a week",
    plantedGap: "periodisation",
    modules: [
      {
        title: "Squat and Hip Hinge",
        description:
          "Two movement patterns underpin most lower-body training; learn to perform, coach and correct both.",
        lesson: {
          title: "Coaching the two fundamental lower-body patterns",
          html:
            p(
              "Most lower-body strength exercises are variations of two patterns. In the squat the hips and knees bend together and the torso stays relatively upright, so the quadriceps and gluteal muscles share the work. In the hip hinge the hips move backwards while the knees bend only slightly, the torso inclines forward with a neutral spine, and the load falls chiefly on the hamstrings and gluteals. The back squat, goblet squat and front squat belong to the first family; the Romanian deadlift, kettlebell swing and good morning to the second.",
              "For a back squat the athlete stands with feet about shoulder width apart and toes turned out 10 to 30 degrees, takes a deep breath into the abdomen and braces the trunk before descending. The knees travel forward and out in line with the toes, the whole foot stays on the floor, and the bar moves in a vertical line over the middle of the foot. Depth is governed by the athlete's ability to keep a neutral lower back; powerlifting rules require the hip crease to pass below the top of the knee, but a beginner squats only as deep as good position allows.",
            ) +
            "<ul><li>Knees collapsing inwards (valgus): cue 'spread the floor' and reduce the load.</li><li>Heels lifting: check ankle mobility, or use a goblet squat to a box.</li><li>Lower back rounding at the bottom: limit depth until mobility and control improve.</li><li>Chest dropping forward on the way up: cue 'lead with the chest' and strengthen the upper back.</li></ul>" +
            p(
              "The Romanian deadlift teaches the hinge. Holding the bar at arm's length, the athlete unlocks the knees, pushes the hips back as if closing a drawer with the buttocks, and lets the bar slide down the thighs until a strong stretch is felt in the hamstrings, usually just below the knee. The shins stay almost vertical and the spine stays neutral from head to pelvis. A dowel held along the back, touching the head, upper back and sacrum, is a simple way to show a beginner whether the spine stays straight throughout.",
            ),
        },
      },
      {
        title: "Overload, Repetitions and the One-Repetition Maximum",
        description:
          "This module explains how load, sets and repetitions are chosen to match a training goal and how to estimate maximal strength without testing it directly.",
        lesson: {
          title: "Choosing the load",
          html:
            p(
              "The principle of progressive overload states that muscles and the nervous system adapt only when they are asked to do more than they are used to. The stimulus can be raised by adding load, repetitions or sets, by shortening rest, or by improving range of motion, but it must rise gradually; too large a jump invites injury and too small a jump produces no adaptation. A common scheme for novices is double progression: the athlete keeps a load until all sets reach the top of a repetition range, say three sets of eight, and then adds 2.5 to 5 kg and starts again at the bottom of the range.",
              "Intensity is usually expressed as a percentage of the one-repetition maximum (1RM), the heaviest load that can be lifted once with good technique. The National Strength and Conditioning Association gives the following guidelines:",
            ) +
            "<table><tr><th>Goal</th><th>Load (% 1RM)</th><th>Repetitions</th><th>Rest</th></tr><tr><td>Maximal strength</td><td>85 or more</td><td>6 or fewer</td><td>2 to 5 min</td></tr><tr><td>Hypertrophy</td><td>67 to 85</td><td>6 to 12</td><td>30 to 90 s</td></tr><tr><td>Muscular endurance</td><td>67 or less</td><td>12 or more</td><td>30 s or less</td></tr></table>" +
            p(
              "Testing a true 1RM is tiring and, for a beginner, risky, so it is normally estimated from a set taken close to failure. The Epley equation gives 1RM = w × (1 + r / 30), where w is the load and r the number of repetitions. An athlete who squats 80 kg for 6 repetitions has an estimated 1RM of 80 × 1.2 = 96 kg. The Brzycki equation, 1RM = w × 36 / (37 − r), gives 80 × 36 / 31 ≈ 93 kg for the same set. Both become unreliable above about ten repetitions.",
              "Many coaches now combine percentages with ratings of perceived exertion based on repetitions in reserve: an RPE of 8 means the athlete could have done two more repetitions. This lets the load follow the athlete's readiness on the day.",
            ),
        },
      },
      {
        title: "The Warm-Up",
        description: "Design a warm-up that prepares athletes for the session rather than simply filling time.",
        lesson: {
          title: "Raise, activate, mobilise, potentiate",
          html: p(
            "A warm-up has two jobs: to raise body and muscle temperature, and to rehearse the movements and intensities of the session that follows. Higher muscle temperature speeds nerve conduction and the rate of chemical reactions in the muscle, lowers the viscosity of tissues, and improves the release of oxygen from haemoglobin. Classic laboratory studies found that power output rises by several per cent for each degree Celsius of muscle temperature, which is why a cold athlete cannot produce maximal effort.",
            "Ian Jeffreys proposed the RAMP framework, now widely used in strength and conditioning. In the <b>Raise</b> phase light activity, such as skipping, easy running or rowing, raises heart rate, breathing and temperature. In the <b>Activate</b> and <b>Mobilise</b> phases, the athlete performs exercises that switch on key muscles, such as glute bridges and band walks, and moves joints through the ranges the session demands, for example walking lunges with a twist, inchworms and deep goblet squat holds. In the <b>Potentiate</b> phase intensity climbs towards that of the main work, through jumps, sprints or progressively heavier sets of the first lift.",
            "Before a squat session, a ten-minute RAMP warm-up might consist of three minutes on a rowing machine, two rounds of glute bridges and lateral band walks, a sequence of lunges and goblet squats, and finally warm-up sets of the squat at the empty bar, 40, 60 and 80 per cent of the working load, with fewer repetitions as the weight rises.",
            "The form of stretching matters. Long static stretches, held for more than about 60 seconds per muscle, can briefly reduce force and power, so they are best kept for the end of a session or a separate flexibility routine. Short static holds followed by dynamic movement do not appear to harm performance. The warm-up should leave the athlete warm and alert, not tired; if it is so long or hard that the first working set suffers, it has defeated its purpose.",
          ),
        },
      },
    ],
  },
];
