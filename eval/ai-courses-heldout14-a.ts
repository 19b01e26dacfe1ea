/** Fourteenth held-out evaluation courses, beginner level (Arabic to jazz improvisation); see ai-courses-heldout14.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT14_A: EvalCourse[] = [
  {
    slug: "arabic-script-and-first-sentences",
    discipline: "Arabic language",
    title: "Arabic Script and First Sentences",
    description:
      "Modern Standard Arabic from the alphabet upward: in this first-semester course students learn the letters and their joined forms, the short vowel marks, the definite article with sun and moon letters, the verbless nominal sentence, and the numbers from one to ten.",
    level: "beginner",
    duration: "one semester (4 hours a week)",
    plantedGap: "numbers",
    modules: [
      {
        title: "The Alphabet and How Letters Join",
        description:
          "We begin by writing: the twenty-eight letters, the direction of the script, and the shapes a letter takes at the start, middle and end of a word.",
        lesson: {
          title: "Twenty-eight letters, four shapes",
          html:
            p(
              "Arabic is written and read from right to left, and its alphabet has twenty-eight letters, all of them consonants or consonants that double as long vowels. There is no distinction between capital and small letters. Instead, most letters change shape according to their position, because Arabic is a cursive script in which letters within a word are normally joined to one another along a common baseline.",
              "A letter can therefore appear in up to four forms: isolated, initial (joined only to the following letter), medial (joined on both sides) and final (joined only to the preceding letter). The letter <i>bāʼ</i> (ب) keeps its dot below in every form, but its body shrinks to a short tooth when it stands at the start or in the middle of a word. Many letters share a basic shape and are told apart only by the number and placement of dots: <i>bāʼ</i> (ب) has one dot below, <i>tāʼ</i> (ت) two above and <i>thāʼ</i> (ث) three above. Learners should copy these families together.",
            ) +
            "<table><tr><th>Letter</th><th>Isolated</th><th>Initial</th><th>Medial</th><th>Final</th></tr><tr><td>bāʼ</td><td>ب</td><td>بـ</td><td>ـبـ</td><td>ـب</td></tr><tr><td>jīm</td><td>ج</td><td>جـ</td><td>ـجـ</td><td>ـج</td></tr><tr><td>ʻayn</td><td>ع</td><td>عـ</td><td>ـعـ</td><td>ـع</td></tr><tr><td>hāʼ</td><td>ه</td><td>هـ</td><td>ـهـ</td><td>ـه</td></tr></table>" +
            p(
              "Six letters never join to the letter that follows them: <i>alif</i> (ا), <i>dāl</i> (د), <i>dhāl</i> (ذ), <i>rāʼ</i> (ر), <i>zāy</i> (ز) and <i>wāw</i> (و). After one of these, the next letter must begin again in its initial or isolated form, which is why the word <i>dars</i> ('lesson', درس) shows a break after the first two letters. Three letters, <i>alif</i>, <i>wāw</i> and <i>yāʼ</i>, also write the long vowels ā, ū and ī. Because short vowels are not usually written, a learner reading كتب must rely on context to know whether it means <i>kataba</i> ('he wrote') or <i>kutub</i> ('books').",
            ),
        },
      },
      {
        title: "Short Vowels and Other Marks",
        description:
          "Textbooks and the Qurʼan mark the short vowels that newspapers leave out, so this module teaches you to read them and to write them yourself.",
        lesson: {
          title: "Ḥarakāt: fatḥa, kasra, ḍamma and their companions",
          html:
            p(
              "The three short vowels of Arabic are written, when they are written at all, as small marks above or below a consonant. The <i>fatḥa</i> is a short diagonal stroke above the letter and is pronounced a: بَ is <i>ba</i>. The <i>kasra</i> is the same stroke below the letter and gives i: بِ is <i>bi</i>. The <i>ḍamma</i> is a small <i>wāw</i>-shaped curl above the letter and gives u: بُ is <i>bu</i>. Each vowel is read after the consonant that carries it, so the word كَتَبَ is read <i>ka-ta-ba</i>.",
              "Several further marks complete the system. The <i>sukūn</i>, a small circle above a letter, shows that the consonant has no vowel after it and closes the syllable, as in the <i>l</i> of قَلْب (<i>qalb</i>, 'heart'). The <i>shadda</i>, shaped like a small w, doubles a consonant: دَرَّسَ (<i>darrasa</i>, 'he taught') differs from دَرَسَ (<i>darasa</i>, 'he studied') only by this mark, so doubling changes meaning and must be pronounced by holding the consonant. Finally, <i>tanwīn</i> doubles a vowel sign at the end of an indefinite noun to add the sound n:",
            ) +
            "<ul><li>كِتَابٌ <i>kitābun</i>, 'a book' (nominative, two ḍammas)</li><li>كِتَابًا <i>kitāban</i>, 'a book' (accusative, two fatḥas, usually with an extra alif)</li><li>كِتَابٍ <i>kitābin</i>, 'a book' (genitive, two kasras)</li></ul>" +
            p(
              "Fully vowelled text is used in the Qurʼan, in children's books and in most beginners' textbooks. Newspapers, novels and signs leave nearly all vowels out, and adult readers supply them from their knowledge of word patterns. The sensible route for a learner is to write all the marks while learning a word, then to practise reading the same word unvowelled until the missing vowels come automatically.",
            ),
        },
      },
      {
        title: "The Article and the Nominal Sentence",
        description:
          "How does Arabic say 'the house is big' with no word for 'is'? Here we meet al-, the sun letters and the equational sentence.",
        lesson: {
          title: "Al-, sun letters and sentences without a verb",
          html: p(
            "Arabic has a single definite article, <i>al-</i> (الـ), written joined to the front of its noun. It does not change for gender or number: <i>al-bayt</i> ('the house'), <i>al-madrasa</i> ('the school'), <i>al-kutub</i> ('the books'). There is no indefinite article; an indefinite noun simply lacks <i>al-</i> and, in careful speech, ends in <i>tanwīn</i>: <i>baytun</i>, 'a house'.",
            "The pronunciation of the <i>l</i> in <i>al-</i> depends on the first letter of the noun. Before the fourteen 'moon letters', such as <i>q</i>, <i>k</i>, <i>b</i> and <i>m</i>, the <i>l</i> is pronounced: <i>al-qamar</i> ('the moon'). Before the fourteen 'sun letters', which are all consonants made with the tip or blade of the tongue (<i>t, th, d, dh, r, z, s, sh, ṣ, ḍ, ṭ, ẓ, l, n</i>), the <i>l</i> assimilates to that consonant, which is then doubled: الشمس is written with <i>l</i> but pronounced <i>ash-shams</i> ('the sun'). The spelling never changes; only the sound does, and the following letter carries a <i>shadda</i> in vowelled text.",
            "The simplest Arabic sentence is the nominal or equational sentence (<i>jumla ismiyya</i>). In the present tense Arabic uses no verb 'to be': a definite subject is followed by an indefinite predicate. <i>Al-baytu kabīrun</i> means 'The house is big'; <i>Al-ustādhu miṣriyyun</i> means 'The teacher is Egyptian'. The contrast of definiteness is what makes the sentence. If the adjective also takes <i>al-</i>, the phrase becomes a noun with its attribute, <i>al-baytu l-kabīru</i>, 'the big house', which is not a complete sentence. Adjectives agree with their noun in gender, so a feminine noun in <i>-a</i> takes a feminine adjective: <i>al-madrasatu kabīratun</i>, 'the school is big'. Personal pronouns work in the same way: <i>anā ṭālibun</i>, 'I am a student'.",
          ),
        },
      },
    ],
  },
  {
    slug: "stonemasonry-at-the-banker",
    discipline: "Stonemasonry",
    title: "Stonemasonry at the Banker",
    description:
      "Working at the banker, the heavy bench on which stone is dressed, apprentices in this ten-week workshop learn to use and maintain hand tools, to identify common building stones and lay them on their natural bed, to set out and work a square block from a template, and to mix and use lime mortar.",
    level: "beginner",
    duration: "10 weeks (two days a week)",
    plantedGap: "lime mortar",
    modules: [
      {
        title: "Hand Tools of the Banker Mason",
        description: "Mallet, points, claws, chisels: what each tool does to the stone and how to hold it safely.",
        lesson: {
          title: "Tools, their marks and their care",
          html:
            p(
              "A banker mason shapes stone with a small set of percussion tools, each designed to remove stone at a different rate and leave a different surface. Work proceeds from coarse to fine: the mason first removes the bulk of waste and then refines the surface with progressively finer tools, never taking off more than the next tool can clean up.",
            ) +
            "<ul><li>The <b>pitching tool</b>, struck with a hammer, has a thick, broad edge and breaks off large pieces along an edge that has already been drafted.</li><li>The <b>point</b> concentrates the blow on a small area and knocks off lumps quickly, leaving a pitted surface.</li><li>The <b>claw</b> or <b>claw chisel</b> has a toothed edge that reduces the ridges left by the point to an even, scored surface.</li><li>The <b>flat chisel</b> and the wider <b>bolster</b> or <b>boaster</b> produce a flat, finely tooled face.</li><li>The <b>drag</b>, a toothed steel plate, is scraped across soft stone to remove tool marks before rubbing.</li></ul>" +
            p(
              "Most chisels for soft limestone and sandstone have mallet heads and are struck with a round wooden or nylon mallet, which gives a controlled, cushioned blow. Chisels for granite and other hard stones have hammer heads and tungsten carbide tips, and they are struck with a steel lump hammer. Using a steel hammer on a mallet-headed chisel mushrooms the head and can throw off splinters of metal.",
              "The chisel is held at an angle of roughly 45 degrees to the surface for roughing out and lowered towards 30 degrees for finishing, with the edge travelling in the direction of the cut, never towards the arris (the sharp edge where two faces meet), which would spall. Sharp tools are safer than blunt ones because they need lighter blows. Carbide tips are sharpened on a green silicon carbide wheel or a diamond pad; steel edges are ground and then honed. Eye protection is required at all times, and dust from sandstone, which is rich in crystalline silica, must be controlled by wet working or extraction and a suitable respirator.",
            ),
        },
      },
      {
        title: "Building Stones and the Natural Bed",
        description:
          "Limestones, sandstones, granites and slates behave differently under the chisel and in a wall, and each sedimentary stone has a bed that must be respected.",
        lesson: {
          title: "Knowing your stone",
          html: p(
            "Building stones fall into the three geological groups. Igneous stones, above all granite, crystallised from molten rock; they are hard, dense and durable, and are worked slowly with carbide tools. Sedimentary stones, chiefly limestone and sandstone, formed from particles laid down in layers on the bottom of seas, lakes or deserts and then cemented together. Metamorphic stones such as marble and slate were altered by heat and pressure. Most work on historic buildings in Britain and much of Europe uses sedimentary stone, because it is plentiful and relatively easy to cut.",
            "Limestones consist mainly of calcium carbonate and are often made of fossil fragments or small rounded grains called ooids; Portland and Bath stone are well-known oolitic limestones. Sandstones are grains of quartz held together by a natural cement of silica, calcite or iron oxide, and the cement largely decides how durable the stone is. A freestone is any stone fine and even enough to be worked in any direction, which is why freestones are chosen for mouldings and carving.",
            "Because sedimentary stone was laid down in layers, it has a natural bed: the plane of the original layers. The stone is strongest and weathers best when it is laid in a wall as it lay in the quarry, with the bedding planes horizontal. This is called natural bedding. If the block is turned so that the layers stand vertically and parallel to the face, it is face-bedded, and rain and frost can peel the face away layer by layer, a common cause of decay on old façades. Arch stones and copings are an exception; they are usually edge-bedded, with layers vertical but at right angles to the face, so that the pressure of the arch acts across the layers.",
            "The bed can be found by looking for lines of shell fragments, colour bands or a grain that splits more easily, and by wetting the stone, which often makes the layers stand out. Masons mark the bed on every block before it leaves the banker.",
          ),
        },
      },
      {
        title: "Working a Square Block",
        description:
          "Step by step, you turn a sawn or rough block into a true, square ashlar using drafts, straightedge, square and winding strips.",
        lesson: {
          title: "From rough block to ashlar",
          html: p(
            "Ashlar is stone dressed to a true, flat face with square arrises, laid in regular courses with fine joints. Working a square block is the foundation exercise of the trade, because every moulding and carving begins from true surfaces. The order of work matters: the mason creates one perfectly flat face first, and every other face is worked square to it.",
            "To make the first face flat, the mason cuts a draft, a narrow strip about 20 to 25 mm wide, along one edge with a chisel, checking it with a straightedge until it is straight. A second draft is cut along the opposite edge. The two drafts must also be in the same plane, which is checked with winding strips: two parallel straight strips of equal width placed across the drafts. Sighting across their top edges, the mason can see at once whether one strip is twisted relative to the other, a fault called winding. The high corner is worked down until the strips line up. Drafts are then run along the other two edges, and the stone left in the middle, the boss, is removed with the point, claw and chisel until a straightedge laid in any direction touches everywhere.",
            "With the bed face flat, the mason marks the shape of the block on it from a template, usually cut from zinc or plywood, and uses the square to carry lines down the sides. Each adjacent face is drafted and worked so that the square sits tight against both faces at every point. A typical exercise block of 300 by 200 by 150 mm should be square within about 1 mm and flat within 0.5 mm across its face.",
            "Finally, the faces that will show are tooled to the specified finish, such as a fine drag or a broad boasted finish, and every arris is checked for chips. A block that has been overworked until it is undersize cannot be repaired, so measuring often is the mason's best habit.",
          ),
        },
      },
    ],
  },
  {
    slug: "puppets-build-and-perform",
    discipline: "Puppetry",
    title: "Puppets: Build and Perform",
    description:
      "Every puppet show depends on an illusion of breath and intention in a made object. Beginners build a simple glove puppet, practise the core principles of manipulation (focus, breath and fixed point), stage short scenes in shadow puppetry, and are introduced to the Bunraku tradition of Japan.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "Bunraku",
    modules: [
      {
        title: "Making a Glove Puppet",
        description: "You will make a hand puppet with a papier-mâché head and a sewn body that fits your own hand.",
        lesson: {
          title: "Head, hands and glove",
          html: p(
            "The glove or hand puppet is the most direct form of puppetry: the performer's hand is inside the figure and moves it from below, usually from behind a playboard that hides the arm. Traditional glove puppets such as Punch in England, Guignol in France and Kasperl in Germany have been performed in this way for centuries.",
            "The standard fingering places the index finger in the neck of the head and the thumb and middle finger in the two arms, with the ring and little fingers folded into the palm. Some puppeteers prefer the thumb and little finger in the arms, which gives a broader chest. Whichever method you choose, the proportions of the puppet must follow from your hand, so begin by tracing around your hand in the working position and adding about 2 cm all round for seams and movement.",
            "The head is commonly made in papier-mâché over a clay or plasticine form. A cardboard tube wide enough for the index finger is set in the neck first. Six to eight layers of torn newspaper pasted with wallpaper paste or diluted PVA are laid over the form, each layer allowed to dry, and the hardened shell is cut in half, the clay removed and the halves rejoined. Features should be bold and simple, since an audience will see the puppet from several metres away. Large eyes set slightly below the midline of the head read as friendly; a strong nose helps the audience follow where the puppet is looking.",
            "The body is a simple glove sewn from two layers of fabric cut to the traced pattern and glued or tied around a groove at the base of the neck tube. Small hands of felt or carved wood are stitched to the sleeve ends. Keep the costume light: heavy fabric tires the performer's arm within minutes, and a raised arm held still for a whole scene is already demanding.",
          ),
        },
      },
      {
        title: "Focus, Breath and Fixed Point",
        description:
          "Three principles, practised in short exercises, make the difference between a doll being waved about and a character who appears to think.",
        lesson: {
          title: "Making an object seem alive",
          html: p(
            "Audiences believe in a puppet when it appears to perceive, think and decide. Puppeteers train three basic principles to create that impression, whatever the type of puppet.",
            "<b>Focus</b> is where the puppet is looking. Because most puppets have fixed eyes, the whole head must be aimed precisely at what the character sees: another puppet, an object, or a point in the audience. A puppet that looks at something before it moves towards it appears to be thinking. The rule is often summed up as 'look, then act'. Sloppy focus, where the head drifts or points at nothing, is the quickest way to make a puppet seem lifeless.",
            "<b>Breath</b> is a small, regular rise and fall of the body or head that suggests the puppet is alive even when it is still. It should be slow and subtle, a few millimetres at a time, and it changes with emotion: a frightened puppet breathes quickly and high in the chest; a tired puppet takes a long sigh before it moves. A breath also marks the start of a new thought or line of speech.",
            "<b>Fixed point</b> means keeping one part of the puppet still in space while other parts move, exactly as a living body does. When a person turns their head, the shoulders stay put; when they walk, each foot stays on the ground while the body passes over it. A puppet whose whole body floats with every movement of the hand looks weightless. The most common beginner's fault with glove puppets is sinking: the puppet slowly drops below the playboard as the arm tires. Practise holding the puppet's eye level steady against a line on the wall.",
            "A simple exercise combines all three: the puppet is asleep and breathing, hears a sound, looks towards it (focus), takes a breath, then leans towards it while its base stays fixed.",
          ),
        },
      },
      {
        title: "Shadow Puppetry",
        description:
          "Light, screen and flat figures: this module covers cutting shadow figures and staging a two-minute scene.",
        lesson: {
          title: "Working with light and screen",
          html:
            p(
              "In shadow puppetry the audience sees not the puppet but its shadow or coloured image on a translucent screen, with a light source behind. The form has deep roots in Asia: the Javanese <i>wayang kulit</i> uses intricately perforated leather figures manipulated by a single puppeteer, the <i>dalang</i>, who also narrates and directs the gamelan orchestra, and Turkish <i>Karagöz</i> plays use translucent coloured leather figures.",
              "A simple shadow theatre needs three elements. The screen can be a white cotton sheet, tracing paper or a translucent shower curtain stretched tight in a frame, since wrinkles distort the image. The light should be a single, small source, such as an LED spotlight, placed 2 to 3 metres behind the screen; a small source gives sharp edges, while a large or diffuse one makes soft, blurred shadows. The figures are cut from black card or thin plastic and moved on rods of stiff wire or bamboo, usually attached at right angles to the back so that the rod casts little shadow.",
            ) +
            "<table><tr><th>Puppet position</th><th>Effect on the screen</th></tr><tr><td>Pressed flat against the screen</td><td>Sharp, actual size</td></tr><tr><td>Moved towards the light</td><td>Larger and softer-edged</td></tr><tr><td>Tilted away from the screen</td><td>Distorted, stretched outline</td></tr></table>" +
            p(
              "Because the shadow is two-dimensional, movement must be shown in profile. Joints can be made with paper fasteners or knotted thread so that a jaw or arm pivots when a second rod is moved. Coloured acetate or tissue glued over cut-out holes adds coloured light. When staging a scene, plan entrances from the side of the screen, keep the figures pressed against the fabric unless you want a change of scale, and remember that any part of your own hand between the light and the screen will appear as a huge shadow.",
            ),
        },
      },
    ],
  },
  {
    slug: "coins-as-historical-sources",
    discipline: "Numismatics",
    title: "Coins as Historical Sources",
    description:
      "Coins survive from the ancient and medieval worlds in greater numbers than almost any other kind of document. This beginning course explains how coins were struck, how to describe obverse, reverse and legend in a catalogue entry, what weight, fineness and die axis reveal, and how coin hoards help to date archaeological sites.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "hoards",
    modules: [
      {
        title: "How Coins Were Made",
        description:
          "From hammer and anvil to the screw press, the technique of striking shaped the look of every coin you will handle.",
        lesson: {
          title: "Dies, flans and the hammer",
          html:
            p(
              "For more than two thousand years, from the first electrum coins of Lydia in the seventh century BC to the sixteenth century AD, almost all coins were struck by hand. The moneyer prepared blanks, called flans, of a fixed weight of metal, by casting them in moulds or cutting them from sheet or rod. The flan, often heated to soften it, was placed on the lower die, which was set into an anvil or block of wood. The upper die, called the punch or trussel, was held on top and struck with a heavy hammer, impressing both designs at once.",
              "The lower die usually carried the obverse, the more important side, with the ruler's portrait, because it was fixed firmly and lasted longer; the upper die took the full force of the hammer and wore out or cracked faster. For that reason a single obverse die is often found paired with several reverse dies. Hand striking leaves characteristic features that help to identify genuine coins:",
            ) +
            "<ul><li>off-centre strikes, where part of the design falls off the flan;</li><li>double striking, where the die bounced and a second, shifted impression was made;</li><li>irregular, often cracked edges on a flan that is not perfectly round;</li><li>die breaks, raised lumps where a crack in a worn die filled with metal.</li></ul>" +
            p(
              "Mechanisation came in the early modern period. Coins produced by machinery are called milled coinage, after the water-powered rolling mills that made flans of even thickness. The screw press, used at the Paris mint from the 1550s and at the Royal Mint in London regularly from 1662, produced round, evenly struck coins, and a collar around the flan allowed an edge inscription or graining. Grained and lettered edges were a defence against clipping, the fraudulent shaving of silver from the edges of coins. Matthew Boulton's steam-powered presses at Soho in Birmingham, from 1788, prepared the way for the modern industrial mint.",
            ),
        },
      },
      {
        title: "Describing a Coin",
        description:
          "A good catalogue entry lets a reader who has never seen the coin recognise it; this module practises the standard vocabulary and order.",
        lesson: {
          title: "Obverse, reverse, legend and field",
          html:
            p(
              "Numismatists describe coins in a fixed order and with a precise vocabulary, so that a description can be checked against a specimen or a published catalogue. The <b>obverse</b> is the principal side, normally bearing the head or name of the issuing authority; the <b>reverse</b> is the other side. The <b>type</b> is the main design on each side. The <b>legend</b> is the inscription, usually running around the edge, and it is transcribed exactly, including abbreviations and any break in the lettering. The <b>field</b> is the empty background of the design, and the <b>exergue</b> is the segment below a horizontal line at the base of the reverse, where a mint mark or date is often placed.",
              "A catalogue entry normally gives, in this order: the issuer and date; the denomination and metal; the obverse type and legend; the reverse type and legend; the weight in grams to two decimal places; the diameter in millimetres; the die axis; and a reference to a standard catalogue. A Roman imperial example might read as follows.",
            ) +
            "<table><tr><th>Element</th><th>Entry</th></tr><tr><td>Issuer</td><td>Trajan, Rome mint, AD 103–111</td></tr><tr><td>Denomination</td><td>Denarius, silver</td></tr><tr><td>Obverse</td><td>Laureate head right; IMP TRAIANO AVG GER DAC P M TR P</td></tr><tr><td>Reverse</td><td>Dacia seated left on shield; COS V P P S P Q R OPTIMO PRINC</td></tr><tr><td>Weight / diameter</td><td>3.21 g, 19 mm</td></tr></table>" +
            p(
              "Words such as 'right' and 'left' always refer to the direction a figure faces as seen by the viewer, not to the figure's own right and left. Abbreviated legends are expanded in a note: IMP for <i>imperator</i>, AVG for <i>Augustus</i>, P M for <i>pontifex maximus</i>, TR P for <i>tribunicia potestate</i>. Finally, the cataloguer records the condition, using grades such as fine, very fine and extremely fine, and notes wear, corrosion, scratches or piercing, all of which affect both interpretation and value.",
            ),
        },
      },
      {
        title: "Weight, Fineness and Die Axis",
        description:
          "What do the scales and the specific-gravity test tell us about ancient economies, and why do numismatists turn a coin between their fingers?",
        lesson: {
          title: "Measuring coins",
          html: p(
            "Ancient and medieval coins were valued largely for their metal, so their weight and purity, or fineness, were central to how they functioned. Each coinage was struck to a weight standard: the Athenian silver tetradrachm was struck at about 17.2 grams, and Charlemagne's penny reform of about 793 set 240 pennies to the pound of silver. Individual hand-struck coins vary around the standard, so numismatists weigh many specimens and study the distribution, not a single coin.",
            "Fineness, the proportion of precious metal in the alloy, can change sharply when a state is under financial pressure. The Roman denarius was more than 90 per cent silver under Augustus; by the reign of Gallienus in the 260s the antoninianus that replaced it contained less than 5 per cent silver and was little more than a bronze coin with a silver wash. Such debasement, traced through metal analysis, is evidence for inflation and fiscal crisis. Non-destructive methods include X-ray fluorescence, which measures only the surface and can be misleading for coins whose surface has been enriched, and specific gravity: weigh the coin in air and in water, and divide the weight in air by the loss of weight in water. A coin weighing 3.40 g in air and 3.08 g in water has a specific gravity of 3.40 ÷ 0.32, about 10.6, close to that of pure silver (10.5).",
            "The die axis records the orientation of the reverse relative to the obverse. Hold the coin with the obverse upright, turn it about its vertical axis, and note the direction in which the top of the reverse design points, expressed as a clock hour (12 h, 6 h) or in degrees. Mints that fixed their dies in a hinge or socket produce a constant axis, whereas a scatter of axes suggests loose dies. Die axis and die links, coins struck from the same die, are key evidence for how a mint was organised.",
          ),
        },
      },
    ],
  },
  {
    slug: "improvising-on-the-blues-and-beyond",
    discipline: "Jazz improvisation",
    title: "Improvising on the Blues and Beyond",
    description:
      "Most jazz musicians take their first improvised choruses on the blues, and so does this course: the twelve-bar blues form and the swing-eighths feel, chord tones and guide tones, call and response between soloists, and the ii–V–I progression at the heart of the standard repertoire.",
    level: "beginner",
    duration: "12 weeks (weekly ensemble workshop)",
    plantedGap: "call and response",
    modules: [
      {
        title: "The Twelve-Bar Blues",
        description:
          "Learn the blues form by ear and on paper, and play it with a convincing swing feel before you take a solo.",
        lesson: {
          title: "Form and feel",
          html:
            p(
              "The twelve-bar blues is the most common form in jazz, and knowing it by ear is the first requirement for improvising with other musicians. In its simplest version it uses the three primary chords of a key, built on degrees I, IV and V, each played as a dominant seventh chord. In the key of F, these are F7, Bb7 and C7.",
            ) +
            "<table><tr><th>Bars 1–4</th><td>F7</td><td>Bb7</td><td>F7</td><td>F7</td></tr><tr><th>Bars 5–8</th><td>Bb7</td><td>Bb7</td><td>F7</td><td>D7</td></tr><tr><th>Bars 9–12</th><td>Gm7</td><td>C7</td><td>F7 D7</td><td>Gm7 C7</td></tr></table>" +
            p(
              "This is the usual jazz blues. The change to Bb7 in bar 2, the 'quick four', and the Gm7–C7 in bars 9 and 10 replace the plainer harmony of older country blues, and the last two bars form a turnaround that leads back to the top of the form. One time through the twelve bars is called a chorus, and a soloist usually plays several.",
              "Swing feel matters as much as the notes. Jazz musicians read a pair of written eighth notes as uneven: the first is longer than the second, roughly in the ratio 2:1 at medium tempo, like the first and third notes of a triplet, though the ratio flattens towards even eighths at fast tempos. The off-beat eighth is often lightly accented, and the drummer's ride cymbal and the bassist's walking line, which plays one note on each beat, mark the pulse. Beats 2 and 4 carry the weight, so musicians snap their fingers or tap the hi-hat there, never on 1 and 3.",
              "A beginner can solo over the whole form with the F blues scale (F, Ab, Bb, B, C, Eb). It will sound bluesy everywhere, but it ignores the chord changes, which is why the next step is to learn which notes belong to each chord.",
            ),
        },
      },
      {
        title: "Chord Tones and Guide Tones",
        description:
          "This module shows you how to make the changes audible in a single line by targeting the notes that define each chord.",
        lesson: {
          title: "Playing the changes",
          html:
            p(
              "Chord tones are the root, third, fifth and seventh of the chord sounding at that moment. When an improviser lands on a chord tone on a strong beat, especially beat 1 or 3, the line sounds anchored to the harmony even without any accompaniment. The most characteristic of these are the third and the seventh, called guide tones, because they decide the chord's quality: in F7 the A (major third) and Eb (minor seventh) make it a dominant chord, while the root and fifth are shared with many other chords.",
              "Guide tones also move smoothly from chord to chord. Between F7 and Bb7, the Eb of F7 falls a semitone to D, the third of Bb7, and the A of F7 falls a semitone to Ab, the seventh of Bb7. A line that connects these notes by step traces the harmony with remarkable economy. A useful practice routine is the following:",
            ) +
            "<ul><li>Play only the guide tones of each chord of the blues, in whole notes, choosing the nearest one each time.</li><li>Repeat in half notes, adding the root or fifth on beat 3.</li><li>Approach each guide tone from a semitone below or above, placing the target on the downbeat.</li><li>Finally, improvise freely, but make sure a guide tone falls on beat 1 of every bar.</li></ul>" +
            p(
              "Non-chord tones are not forbidden. A passing note between two chord tones, or a chromatic approach note a semitone away from its target, adds colour and forward motion, provided that the line resolves. This is how the bebop players, Charlie Parker above all, built long eighth-note lines that sound fluent yet outline every chord. Transcribing a few choruses from recordings, and marking each note as chord tone or approach, is the quickest way to hear the principle in action.",
            ),
        },
      },
      {
        title: "The ii–V–I Progression",
        description: "Why is ii–V–I the progression every jazz musician practises in all twelve keys?",
        lesson: {
          title: "The engine of the standards",
          html: p(
            "The ii–V–I progression is the most common chord sequence in the jazz standard repertoire. In a major key it consists of a minor seventh chord on the second degree, a dominant seventh on the fifth and a major seventh on the tonic. In C major that is Dm7, G7 and Cmaj7. The progression works because the roots fall by a fifth each time, the strongest root motion in tonal harmony, and because the dominant chord contains a tritone, here B and F, that resolves inward to C and E.",
            "In songs such as 'Autumn Leaves', 'Tune Up' and 'Satin Doll', long stretches of the form are made of ii–V–Is in different keys, so a player who can recognise the pattern can navigate a tune by thinking in key areas rather than one chord at a time. In minor keys the same function is carried by a half-diminished ii chord and an altered dominant: in C minor, Dm7b5, G7b9 and Cm6 or Cm(maj7).",
            "Guide tones again show the voice leading. The seventh of Dm7 (C) moves down a semitone to the third of G7 (B); the seventh of G7 (F) moves down a semitone to the third of Cmaj7 (E). Pianists voice the progression with these notes at the bottom of each chord, and soloists aim for them on strong beats.",
            "For a first solo over ii–V–I, a beginner can use the C major scale throughout, since all three chords belong to it, but must avoid sitting on F over Cmaj7, where it clashes with the major third. A better line targets the third of each chord on beat 1: F over Dm7, B over G7 and E over Cmaj7. Practising this pattern in all twelve keys, moving round the circle of fifths, is the daily discipline that makes the standards playable.",
          ),
        },
      },
    ],
  },
];
