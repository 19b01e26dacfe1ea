/** Twenty-fourth held-out evaluation courses, beginner level (Polish to storyboarding); see ai-courses-heldout24.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT24_A: EvalCourse[] = [
  {
    slug: "polish-sounds-genders-and-first-cases",
    discipline: "Polish language",
    title: "Polish from Scratch: Sounds, Genders and First Cases",
    description:
      "Polish spelling looks forbidding to newcomers but is almost perfectly regular. In one semester complete beginners master the pronunciation of sz, cz, rz and the nasal vowels, the three genders of nouns, the present tense of verbs in -ać, the nominative and accusative cases, and ordering food in a café.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "ordering food",
    modules: [
      {
        title: "Letters, Digraphs and Stress",
        description:
          "Once you can read a Polish word aloud correctly, you can read any Polish word aloud correctly, and this module gets you there.",
        lesson: {
          title: "Reading Polish aloud",
          html:
            p(
              "Polish uses the Latin alphabet with nine extra letters: ą, ć, ę, ł, ń, ó, ś, ź and ż. It has no q, v or x in native words. Spelling is phonemic to a high degree, so a learner who knows a small set of rules can pronounce almost any written word, even one he or she has never seen before.",
              "The first rule is stress. In nearly all Polish words the stress falls on the second-to-last syllable: <i>Warszawa</i> is war-SZA-wa, <i>ulica</i> ('street') is u-LI-ca, and when an ending adds a syllable the stress moves with it, so <i>uniwersytet</i> becomes <i>uniwersyTEtu</i>. The main exceptions are some borrowed words such as <i>matematyka</i>, stressed ma-te-MA-ty-ka, and past-tense forms in <i>-liśmy</i>.",
              "The second rule concerns groups of letters that stand for a single sound. The most important are shown below.",
            ) +
            "<table><tr><th>Spelling</th><th>Sound (approximate)</th><th>Example</th></tr><tr><td>sz</td><td>sh in 'shop', tongue curled back</td><td><i>szkoła</i> 'school'</td></tr><tr><td>cz</td><td>ch in 'church', tongue curled back</td><td><i>czas</i> 'time'</td></tr><tr><td>rz, ż</td><td>s in 'pleasure'</td><td><i>rzeka</i> 'river', <i>żaba</i> 'frog'</td></tr><tr><td>ch, h</td><td>ch in Scottish 'loch'</td><td><i>chleb</i> 'bread'</td></tr><tr><td>ś, ć, ź, ń</td><td>soft sounds, tongue raised to the palate</td><td><i>ś</i>wiat 'world', <i>koń</i> 'horse'</td></tr><tr><td>ł</td><td>w in 'wet'</td><td><i>mały</i> 'small'</td></tr></table>" +
            p(
              "Before the letter <i>i</i> the soft consonants lose their accent and the <i>i</i> does the work: <i>siostra</i> ('sister') begins with ś, and <i>nie</i> ('no') with ń. The letter <i>ó</i> sounds exactly like <i>u</i>. The vowels <i>ą</i> and <i>ę</i> are nasal, roughly French <i>on</i> and <i>in</i>, although word-final <i>ę</i> is usually pronounced as plain <i>e</i>: <i>idę</i> ('I go') sounds like 'ee-deh'. Finally, voiced consonants lose their voice at the end of a word, so <i>chleb</i> is pronounced 'hlep' and <i>ząb</i> ('tooth') 'zomp'. Practise with a list of place names before moving on.",
            ),
        },
      },
      {
        title: "Masculine, Feminine, Neuter",
        description:
          "Every noun has a gender, and we learn to recognise it from the ending and to make adjectives agree with it.",
        lesson: {
          title: "Recognising gender from the ending",
          html: p(
            "Polish has three grammatical genders, and each noun belongs to one of them. Gender matters because adjectives, pronouns and, in the past tense, verbs all change their form to agree with the noun. Fortunately, the dictionary form of a noun, the nominative singular, usually tells you its gender from its last letter.",
            "Nouns ending in a consonant are normally masculine: <i>dom</i> ('house'), <i>stół</i> ('table'), <i>brat</i> ('brother'), <i>telefon</i>. Nouns ending in <i>-a</i> are normally feminine: <i>kobieta</i> ('woman'), <i>książka</i> ('book'), <i>kawa</i> ('coffee'). Nouns ending in <i>-o</i>, <i>-e</i>, <i>-ę</i> or <i>-um</i> are neuter: <i>okno</i> ('window'), <i>morze</i> ('sea'), <i>imię</i> ('first name'), <i>muzeum</i>. There are two important groups of exceptions. Nouns for male people ending in <i>-a</i>, such as <i>mężczyzna</i> ('man') and <i>kolega</i> ('colleague'), are masculine because of their meaning. A number of feminine nouns end in a soft consonant, among them <i>noc</i> ('night'), <i>rzecz</i> ('thing') and nouns in <i>-ość</i> such as <i>miłość</i> ('love'); these simply have to be learned.",
            "Adjectives take the ending of the gender they describe. In the nominative singular the pattern is <i>-y</i> (or <i>-i</i> after k and g) for masculine, <i>-a</i> for feminine and <i>-e</i> for neuter. So 'new' is <i>nowy dom</i>, <i>nowa książka</i> and <i>nowe okno</i>; 'Polish' is <i>polski film</i>, <i>polska kawa</i>, <i>polskie miasto</i>. The demonstrative follows the same scheme: <i>ten</i>, <i>ta</i>, <i>to</i> ('this').",
            "A useful classroom habit is to learn every new noun with an adjective attached, <i>duży stół</i>, <i>zimna woda</i>, <i>ładne imię</i>, so that the gender is stored with the word. Asking <i>Jaki? Jaka? Jakie?</i> ('what kind of?') about pictures drills the agreement until it becomes automatic.",
          ),
        },
      },
      {
        title: "Verbs in -ać and the Accusative",
        description:
          "How do you say 'I read a book' or 'we have a cat'? With a present-tense verb and a noun in its first new case.",
        lesson: {
          title: "Czytam książkę: verbs and their objects",
          html:
            p(
              "The largest and most regular group of Polish verbs has an infinitive in <i>-ać</i> and a present tense in <i>-am</i>. <i>Czytać</i> ('to read') is the model. Because the ending shows the person, subject pronouns are usually left out: <i>czytam</i> alone means 'I read' or 'I am reading', since Polish has only one present tense.",
            ) +
            "<ul><li>(ja) czytam: I read</li><li>(ty) czytasz: you read (one person, informal)</li><li>(on, ona, ono) czyta: he, she, it reads</li><li>(my) czytamy: we read</li><li>(wy) czytacie: you read (several people)</li><li>(oni, one) czytają: they read</li></ul>" +
            p(
              "Other verbs of this type are <i>mieszkać</i> ('to live'), <i>pytać</i> ('to ask'), <i>słuchać</i> ('to listen') and <i>znać</i> ('to know a person'). The very common <i>mieć</i> ('to have') is irregular in its infinitive but follows the same endings: <i>mam, masz, ma, mamy, macie, mają</i>.",
              "Polish nouns change their endings according to their role in the sentence, and there are seven cases. The subject stands in the nominative, the dictionary form. The direct object of most verbs stands in the accusative. For feminine nouns in <i>-a</i> the ending becomes <i>-ę</i>: <i>kawa</i> gives <i>Mam kawę</i>, and <i>książka</i> gives <i>Czytam książkę</i>. Neuter nouns and masculine nouns for things do not change: <i>Mam okno</i>, <i>Mam dom</i>. Masculine nouns for people and animals add <i>-a</i>: <i>Mam brata</i> ('I have a brother'), <i>Znam Tomasza</i>, <i>Mamy kota</i>. Adjectives agree: feminine <i>-ą</i>, as in <i>Czytam nową książkę</i>.",
              "One warning for later: after a negated verb the object goes into the genitive, not the accusative, so 'I don't have coffee' is <i>Nie mam kawy</i>.",
            ),
        },
      },
    ],
  },
  {
    slug: "batik-wax-resist-studio",
    discipline: "Batik",
    title: "Batik: Wax-Resist Dyeing on Cotton",
    description:
      "Wax holds back the dye; the cloth keeps the design. Across eight studio sessions participants learn to prepare cotton and mix paraffin and beeswax, to draw with the canting, to print repeats with the copper cap, and to dye with fibre-reactive dyes before removing the wax.",
    level: "beginner",
    duration: "8 weekly studio sessions of 3 hours",
    plantedGap: "copper cap",
    modules: [
      {
        title: "Cloth and Wax",
        description:
          "Good batik starts before any wax touches the cloth, with a scoured fabric and a wax mixture chosen for the effect you want.",
        lesson: {
          title: "Preparing fabric and mixing wax",
          html:
            p(
              "Batik is a resist technique: hot wax is applied to cloth, the cloth is dyed, and the waxed areas remain the colour they were before dyeing. Repeating the cycle of waxing and dyeing builds a design from light colours to dark. The craft is ancient and widespread, but its most refined form developed on Java, and Indonesian batik was inscribed on UNESCO's list of intangible cultural heritage in 2009.",
              "The fabric must absorb both wax and dye evenly. Closely woven cotton such as cambric or the fine Javanese grades known as primissima is ideal; silk also works well. New cotton carries sizing, starch and oils from the mill, which block dye, so it must be scoured: washed in hot water with a neutral detergent and a spoonful of soda ash, rinsed and dried. Ironing the cloth flat and stretching it on a frame with pins keeps the wax from touching the table underneath.",
              "The wax mixture controls how the resist behaves. The two basic ingredients differ in useful ways:",
            ) +
            "<table><tr><th>Wax</th><th>Behaviour</th><th>Typical use</th></tr><tr><td>Paraffin</td><td>Brittle when cold; cracks easily</td><td>Crackle effects, large fills</td></tr><tr><td>Beeswax</td><td>Soft, sticky, flexible; clings to fibres</td><td>Fine lines that must not crack</td></tr><tr><td>Mixture 50:50</td><td>Some flexibility, slight crackle</td><td>General beginner's wax</td></tr></table>" +
            p(
              "Wax must be hot enough to penetrate the cloth completely. Melt it in a thermostatic wax pot or a double boiler, never over an open flame, and keep it at about 120 °C for paraffin-rich mixtures. Wax that is too cool sits on the surface and looks pale and opaque; well-penetrated wax turns the fabric translucent and looks the same on both sides. Wax that smokes is too hot and close to its flash point, so turn the heat down at once and keep a lid and a fire blanket within reach.",
            ),
        },
      },
      {
        title: "Drawing with the Canting",
        description:
          "In this module you practise the hand-drawn line, the heart of batik tulis, with a small copper-bowled pen.",
        lesson: {
          title: "Handling the canting",
          html: p(
            "The canting (older spelling <i>tjanting</i>) is the pen of hand-drawn batik, called <i>batik tulis</i> in Indonesia. It consists of a small reservoir of thin copper with one or more spouts, set on a bamboo or wooden handle. Spouts come in different diameters: a fine spout gives hairlines for veins of leaves and outlines, a wide one lays thicker lines, and canting with two or three spouts draw parallel lines in one stroke.",
            "Fill the canting by dipping the bowl into the molten wax and holding it there for a few seconds so that the copper heats up; a cold bowl chills the wax and the line fails after a few centimetres. Lift it out, wipe the underside on a cloth or a scrap of paper so that no drop falls on the fabric, and carry a folded tissue under the spout as you move from the pot to the cloth. Hold the canting like a pencil but more upright, with the spout just touching the fabric, and draw towards yourself at a steady speed. Moving too slowly floods the line; moving too quickly leaves gaps that the dye will find.",
            "Good practice is to work in short strokes of about ten centimetres and to return to the pot often. Check the back of the fabric as you go: where the line has penetrated, it looks dark and translucent from behind. If it has not, go over the line again from the back. Any drip on the cloth is permanent, so traditional makers incorporate accidental drops into the pattern rather than trying to scrape them away.",
            "Begin with exercises: straight lines, curves, spirals and rows of dots (<i>cecek</i>), then a simple leaf with an outline and veins. Outlines should be closed, because a gap of a fraction of a millimetre lets dye bleed into an area that was meant to stay white. Large areas to be reserved are filled with a brush after the outline is complete.",
          ),
        },
      },
      {
        title: "Dyeing and Removing the Wax",
        description:
          "Cold-water reactive dyes, a careful order from light to dark, and finally the cloth freed from its wax.",
        lesson: {
          title: "Cold dye baths and de-waxing",
          html:
            p(
              "Batik needs dyes that work at low temperature, because a dye bath above about 40 °C softens the wax and ruins the resist. The usual choice is a fibre-reactive dye of the dichlorotriazine type, sold as Procion MX and similar brands. These dyes form a covalent bond with the cellulose of cotton, which makes the colour very fast to washing, but only in alkaline conditions.",
              "A typical immersion bath for about 250 g of dry cotton uses the following, dissolved in lukewarm water at 30-35 °C:",
            ) +
            "<ul><li>10 litres of water, enough for the cloth to move freely;</li><li>5-20 g of dye, pasted first with a little water (more for dark shades);</li><li>500-800 g of common salt, which pushes the dye onto the fibre;</li><li>100 g of soda ash (sodium carbonate), added after 15-20 minutes to fix the dye.</li></ul>" +
            p(
              "Wet the waxed cloth before it enters the bath so that it takes dye evenly, stir gently for the first 20 minutes, add the soda ash dissolved in warm water, and leave for a further 45-60 minutes. Rinse in cold water until the water runs nearly clear. Wear gloves and a dust mask when handling dye powder, which is a respiratory sensitiser.",
              "Colours overlap like transparent inks, so each new dye mixes with what is already on the cloth: yellow followed by blue produces green where both have reached the fibre. Plan the sequence from the lightest colour to the darkest and wax, between baths, every area that must keep its current colour.",
              "When dyeing is finished and the cloth is dry, remove the wax. Most of it can be ironed out between sheets of plain newsprint, changing the paper as it saturates. The remaining film is removed by plunging the cloth into boiling water with a little detergent, the step Javanese makers call <i>nglorod</i>; the wax floats and can be skimmed off once cool. Never pour wax-laden water down a sink, where it sets and blocks the drain.",
            ),
        },
      },
    ],
  },
  {
    slug: "hula-foundations-for-new-dancers",
    discipline: "Hula",
    title: "Hula Foundations",
    description:
      "Hula is Hawaiʻi's dance of story, prayer and genealogy. In this ten-week class new dancers learn the two great traditions of hula kahiko and hula ʻauana, the basic footwork of the kāholo and hela, the hand motions that carry the words of a mele, and the protocol of the hālau.",
    level: "beginner",
    duration: "10 weeks, one 90-minute class a week",
    plantedGap: "protocol",
    modules: [
      {
        title: "Kahiko and ʻAuana",
        description:
          "Before learning a single step, dancers need to know where hula comes from and why it exists in two distinct forms today.",
        lesson: {
          title: "Two traditions, one dance",
          html:
            p(
              "Hula is the dance of the Hawaiian Islands, but it is better understood as a way of performing poetry. Every hula interprets a <i>mele</i>, a chanted or sung text, and the dancer's body makes the words visible. Before the arrival of writing, hula and chant were among the main ways in which Hawaiians preserved genealogies, histories of chiefs, prayers and the names of places and winds. Hula is traditionally associated with the goddess Laka, and many schools begin their year with offerings to her.",
              "After Protestant missionaries arrived in 1820, public hula was discouraged by the converted chiefs, and it survived largely in the countryside and in private. Its revival is linked to King David Kalākaua, who reigned from 1874 to 1891 and had hula performed at his coronation and jubilee. The Merrie Monarch Festival, held in Hilo every year since 1964 and named after him, is now the most prestigious hula competition.",
              "Modern practice distinguishes two broad forms:",
            ) +
            "<table><tr><th></th><th>Hula kahiko</th><th>Hula ʻauana</th></tr><tr><td>Meaning</td><td>'ancient' hula, in the style before Western influence</td><td>'wandering' or modern hula, developed from the late 19th century</td></tr><tr><td>Text</td><td>Chanted <i>oli</i> or <i>mele</i> in Hawaiian</td><td>Sung songs, in Hawaiian or English, with melody and harmony</td></tr><tr><td>Accompaniment</td><td>Percussion: <i>ipu</i> (gourd), <i>pahu</i> (sharkskin drum)</td><td>Ukulele, guitar, bass, steel guitar</td></tr><tr><td>Dress</td><td><i>Pāʻū</i> skirts, <i>lei</i> of fresh plants</td><td>Dresses, <i>muʻumuʻu</i>, aloha shirts</td></tr></table>" +
            p(
              "Neither form is more authentic than the other. Kahiko is not a museum piece: new chants in the old style are composed today. ʻAuana is not a tourist invention, although the grass skirts and hip-shaking of Hollywood films misrepresent it. In both, the <i>kumu hula</i> (teacher) is the authority on how a dance is performed, and the same mele may be danced differently in different schools.",
            ),
        },
      },
      {
        title: "Steps and Posture",
        description:
          "We build the dancer's base: bent knees, a level upper body, and the travelling steps on which most hula is built.",
        lesson: {
          title: "ʻAi haʻa, kāholo and hela",
          html:
            p(
              "Every hula step starts from the basic stance called <i>ʻai haʻa</i>. Stand with the feet a little apart and parallel, bend both knees deeply and keep them bent throughout, lower the body straight down rather than leaning forward, and keep the back upright and the shoulders relaxed. The hips move because the knees and feet move; they are not thrown from side to side on their own. Beginners who straighten their legs lose both their balance and the characteristic smooth sway, so teachers watch the knees before anything else.",
              "The first steps taught in most hālau are these:",
            ) +
            "<ul><li><b>Kāholo</b>, the vamp: a travelling step of four counts to one side. Step right with the right foot, close the left foot to it, step right again, close and tap. Then repeat to the left. The weight shifts fully from foot to foot, and the hips follow the supporting leg.</li><li><b>Hela</b>: point the right foot forward at a diagonal, return it, then point the left foot and return it. The hip on the side of the pointing foot lifts slightly as the weight stays on the bent supporting leg.</li><li><b>ʻUwehe</b>: with the weight on one foot, lift both heels sharply so the knees push forward and open, then lower them. It gives a small, snapping accent.</li><li><b>Kaʻo</b>: a sway of the hips from side to side as the weight passes over each foot, used when the dancer stays in place.</li></ul>" +
            p(
              "Practise each step slowly, counting aloud in fours, before adding arms. A useful check is to dance in front of a mirror with a hand on top of the head: if the head bobs up and down, the knees are straightening between steps. In kahiko the steps are often sharper and more grounded; in ʻauana they are softer and more flowing, but the stance is the same. Dancers practise barefoot, on a smooth floor, and warm up the calves and ankles carefully, since the bent-knee stance is tiring until the legs are conditioned.",
            ),
        },
      },
      {
        title: "Hands That Tell the Story",
        description:
          "Hands, eyes and face carry the meaning of the text, so this module reads a short mele line by line and gives each word its gesture.",
        lesson: {
          title: "Gesture and the words of the mele",
          html: p(
            "In hula the feet keep the rhythm, but the hands speak. Each significant word or image in the mele is expressed by a gesture, and a dancer who does not know what the words mean cannot dance them well. For this reason a kumu hula normally teaches the text first: its Hawaiian words, a translation, and the <i>kaona</i>, the hidden or layered meaning that Hawaiian poetry often carries beneath its images of rain, flowers and winds.",
            "Many gestures are iconic and shared across schools, though details differ. Rain (<i>ua</i>) is shown by fingers fluttering downward from above the head. The ocean (<i>kai</i>) is a wave rolling outwards from the body with both hands. A flower (<i>pua</i>) is shown by cupped fingers opening near the face or ear. The mountains (<i>mauna</i>) are drawn as a peak with the fingertips meeting above the head. Love (<i>aloha</i>) is often shown by crossing the hands over the heart. The dancer's eyes should follow the hand that carries the meaning, because an audience looks where the dancer looks.",
            "Arms are held with soft elbows and continuous motion; they move from one gesture to the next without stopping, and the fingers are kept together and gently curved. As a rule of thumb, gestures begin on the beat on which the word is sung and are held until the next idea, so a line of four words may need only two or three motions.",
            "Hula is often performed in groups, so movements are drilled until the whole line matches. A typical ʻauana verse is sung twice, and dancers repeat the verse's movements, first to one side and then to the other. At the end of a song the singer often calls <i>Haʻina ʻia mai ana ka puana</i>, 'tell the summary refrain', which signals the final verse. Dancers then finish with a closing step and a gesture, and they remain still until the music has ended completely.",
          ),
        },
      },
    ],
  },
  {
    slug: "aquaponics-home-systems",
    discipline: "Aquaponics",
    title: "Aquaponics for the Home Grower",
    description:
      "Fish waste feeds plants, and plants clean the water for the fish. This weekend short course explains the nitrogen cycle that links the two, the choice between media beds, deep water culture and nutrient film channels, day-to-day testing of pH and ammonia, and how to size a small system with the feed-rate ratio.",
    level: "beginner",
    duration: "2-day weekend course",
    plantedGap: "feed-rate ratio",
    modules: [
      {
        title: "How the Nitrogen Cycle Links Fish and Plants",
        description:
          "Bacteria, not fish or plants, do the essential work in aquaponics, and here we follow nitrogen from fish gill to lettuce leaf.",
        lesson: {
          title: "From ammonia to nitrate",
          html: p(
            "Aquaponics combines aquaculture, the raising of fish, with hydroponics, the growing of plants without soil. The link between the two is nitrogen. Fish excrete most of their nitrogenous waste as ammonia through their gills, with a smaller amount in urine and faeces. Ammonia is toxic to fish even at low concentrations, and in an ordinary fish tank it must be removed by frequent water changes. In aquaponics, bacteria convert it into a form plants can use.",
            "The conversion, called nitrification, happens in two steps carried out by different groups of bacteria that live as a film on every wet surface in the system, especially on gravel, clay pebbles and filter media. First, ammonia-oxidising bacteria, traditionally represented by <i>Nitrosomonas</i>, oxidise ammonia (NH<sub>3</sub>) and ammonium (NH<sub>4</sub><sup>+</sup>) to nitrite (NO<sub>2</sub><sup>-</sup>). Nitrite is also toxic; it interferes with the ability of fish blood to carry oxygen. Second, nitrite-oxidising bacteria, such as <i>Nitrobacter</i> and <i>Nitrospira</i>, oxidise nitrite to nitrate (NO<sub>3</sub><sup>-</sup>). Nitrate is far less harmful to fish and is the main nitrogen source taken up by plant roots.",
            "A new system therefore has to be 'cycled' before it can carry fish safely. The most controllable method is fishless cycling: add a source of ammonia, such as pure ammonium chloride, to about 2-3 mg/L, and test every few days. Ammonia will fall as nitrite rises; later nitrite will fall as nitrate rises. When a dose of ammonia is cleared to zero within 24 hours and nitrite also reads zero, the bacterial colony is established. This usually takes four to six weeks at 25 °C and longer in cold water.",
            "Nitrifying bacteria need oxygen, a surface to grow on, a pH of roughly 7-8 and temperatures between about 17 and 34 °C. They are also sensitive to chlorine, so tap water should be left to stand or dechlorinated, and antibiotics or fish medicines should never be added to an established system.",
          ),
        },
      },
      {
        title: "Choosing a Growing Method",
        description:
          "Media beds, floating rafts and nutrient film channels each suit different plants and different budgets.",
        lesson: {
          title: "Media beds, rafts and channels compared",
          html:
            p(
              "Three methods dominate small aquaponic systems. They differ in how roots meet the water, how solid waste is handled and which crops do well.",
            ) +
            "<table><tr><th>Method</th><th>How it works</th><th>Strengths</th><th>Limitations</th></tr><tr><td>Media bed</td><td>Container about 30 cm deep filled with expanded clay or gravel, flooded and drained by a bell siphon or timer</td><td>Simple; media filters solids and hosts bacteria; supports fruiting plants</td><td>Heavy; can clog if overstocked</td></tr><tr><td>Deep water culture (rafts)</td><td>Plants sit in net pots in floating polystyrene rafts on troughs of aerated water 20-30 cm deep</td><td>Stable temperature; excellent for lettuce and herbs; easy harvest</td><td>Needs separate solids filter and aeration</td></tr><tr><td>Nutrient film technique</td><td>A thin stream of water runs along narrow pipes or gutters past the roots</td><td>Light; uses little water; good for leafy greens</td><td>Roots clog channels if solids are not removed; no buffer if pump stops</td></tr></table>" +
            p(
              "For a first home system the media bed is usually recommended. The gravel or clay acts as mechanical filter, biological filter and plant support at once, so no separate filter is needed. Expanded clay is lighter and pH neutral; gravel is cheaper but must be tested, since limestone gravel dissolves slowly and pushes the pH upwards. A flood-and-drain cycle, in which the bed fills over 10-15 minutes and drains quickly through a siphon, pulls air into the root zone each time it empties.",
              "Raft systems are favoured by commercial growers of lettuce, basil and watercress because plants can be moved along the trough and harvested in sequence. Air stones in the troughs keep dissolved oxygen above about 5 mg/L. Tomatoes, peppers and cucumbers, which need more potassium and support, grow better in media beds.",
              "Whatever the method, the plumbing should return water to the fish tank by gravity where possible, with a single pump at the lowest point of the loop. Fewer pumps means fewer failures, and a pump failure is the commonest cause of fish losses.",
            ),
        },
      },
      {
        title: "Testing and Correcting the Water",
        description:
          "Five minutes with a test kit each week prevents most disasters, provided you know what the numbers mean and what to do about them.",
        lesson: {
          title: "Weekly water tests and what to do about them",
          html:
            p(
              "An aquaponic system is a compromise between three sets of organisms with different preferences. Fish generally prefer a pH of 7-8, nitrifying bacteria work best at 7-8, and most vegetables absorb nutrients best at 6-6.5. The usual target is therefore a pH of 6.8-7.0. Because nitrification releases acid, a healthy system tends to drift downwards over time.",
              "A liquid freshwater test kit measures the main parameters more reliably than paper strips. Test once a week in an established system and daily during cycling or after adding fish. The table gives working ranges for a warm-water system.",
            ) +
            "<table><tr><th>Parameter</th><th>Target</th><th>Act when</th></tr><tr><td>pH</td><td>6.8-7.0</td><td>Below 6.4 or above 7.6</td></tr><tr><td>Total ammonia nitrogen</td><td>Below 1 mg/L</td><td>Above 1 mg/L</td></tr><tr><td>Nitrite</td><td>Below 0.5 mg/L</td><td>Above 1 mg/L</td></tr><tr><td>Nitrate</td><td>5-150 mg/L</td><td>Above 150 mg/L</td></tr><tr><td>Dissolved oxygen</td><td>Above 5 mg/L</td><td>Fish gasping at the surface</td></tr></table>" +
            p(
              "Ammonia becomes more dangerous as pH and temperature rise, because more of it is present as un-ionised NH<sub>3</sub>, which passes easily through gill membranes. A reading of 2 mg/L is tolerable for a short time at pH 6.8 but can kill fish at pH 8. If ammonia or nitrite climbs, stop feeding for a day or two, check the pump and aeration, remove any dead fish or uneaten feed, and change up to a third of the water with dechlorinated water.",
              "To raise pH, growers alternate small doses of calcium carbonate or calcium hydroxide with potassium carbonate or potassium hydroxide. This corrects the acidity and at the same time supplies calcium and potassium, two nutrients in which fish feed is poor. Never adjust pH by more than 0.2-0.3 units in a day. Iron is the other common deficiency, shown by yellowing between the veins of young leaves, and is corrected with chelated iron at about 2 mg/L.",
            ),
        },
      },
    ],
  },
  {
    slug: "storyboarding-thumbnails-to-continuity",
    discipline: "Storyboarding",
    title: "Storyboarding: Thinking in Shots",
    description:
      "Before a frame is filmed or animated, it is drawn. Over six weeks beginners learn to draw readable thumbnails with simple figures, to choose shot sizes and camera angles, to keep screen direction consistent with the 180-degree rule, and to cut their boards together into a timed animatic.",
    level: "beginner",
    duration: "6 weeks (2 hours a week plus drawing practice)",
    plantedGap: "animatic",
    modules: [
      {
        title: "Thumbnails and Simple Figures",
        description:
          "You do not need to draw well to board well; you need to draw clearly, and we practise that first.",
        lesson: {
          title: "Drawing for clarity, not beauty",
          html: p(
            "A storyboard is a sequence of drawings, one or more per shot, that shows how a script will be broken into pictures. Directors, camera crews, animators and producers use it to agree on what will be shot, to plan the schedule and budget, and to spot problems before they become expensive. Alfred Hitchcock famously boarded his films in detail; Pixar boards every feature several times over before any animation begins.",
            "The first rule of boarding is that every panel must be read in a second or two. Drawings are working documents, not illustrations, and a crude drawing that is clear beats a handsome one that is ambiguous. Start with thumbnails: small panels, perhaps 5 by 3 cm, drawn quickly in pencil or on a tablet. Draw the frame first, in the aspect ratio of the production, such as 16:9 for television and most online video or 2.39:1 for widescreen cinema. Everything the audience sees must fit inside that rectangle.",
            "Figures can be built from simple shapes. A stick figure with an oval for the head, a bean for the torso and lines for limbs is enough, provided that you show three things clearly: which way the figure faces, what it is doing, and where it is looking. A line across the face at eye level and a mark for the nose show the direction of the head; a curved line of action through the body shows whether the character is leaning, running or slumped.",
            "Use tone sparingly. A quick grey shape can separate a figure from its background, and a dark foreground shape makes depth obvious. Arrows drawn in the frame show movement: a solid arrow for a character's movement and an outlined arrow for a camera move is a common convention. Below each panel, write a brief note of action and any dialogue, and number every panel by scene and shot, for example 12-3, so that panels can be reordered or replaced without confusion.",
          ),
        },
      },
      {
        title: "Shot Sizes and Camera Angles",
        description:
          "Each choice of framing tells the audience what matters, so this module builds a vocabulary of shots and asks when to use each one.",
        lesson: {
          title: "A vocabulary of framing",
          html:
            p(
              "Shot size describes how much of a subject fills the frame, and it controls what the audience can read. Wide shots give geography and context; close shots give emotion and detail. Film-makers use a shared vocabulary, and storyboard artists write the abbreviation in the corner of each panel.",
            ) +
            "<table><tr><th>Shot</th><th>Abbreviation</th><th>Framing of a person</th><th>Typical use</th></tr><tr><td>Extreme wide / establishing</td><td>EWS</td><td>Figure tiny in landscape</td><td>Where are we?</td></tr><tr><td>Wide or long shot</td><td>WS / LS</td><td>Whole body with space around</td><td>Action, relation to setting</td></tr><tr><td>Medium shot</td><td>MS</td><td>Waist up</td><td>Conversation, gesture</td></tr><tr><td>Close-up</td><td>CU</td><td>Head and shoulders or face</td><td>Emotion, reaction</td></tr><tr><td>Extreme close-up</td><td>ECU</td><td>Eyes, a hand, an object</td><td>Detail, tension</td></tr></table>" +
            p(
              "Angle describes where the camera is relative to the subject. At eye level the viewer feels on equal terms with the character. A low angle, looking up, tends to make a figure look powerful or threatening; a high angle, looking down, makes it look small or vulnerable. A Dutch angle, with the horizon tilted, suggests unease. An over-the-shoulder shot places the viewer behind one character looking at another and is the standard way of covering dialogue.",
              "A sequence usually moves from general to particular. A simple pattern is wide shot, medium shot, close-up: establish the place, bring the characters closer, then show the reaction that matters. Variety also matters: two consecutive shots of nearly the same size and angle of the same subject produce a jarring 'jump' when cut together, so change the size noticeably, or change the angle by at least about 30 degrees, from one shot to the next.",
              "When drawing, keep the horizon line consistent within a scene and remember that the camera height sets it: a low camera places the horizon low in the frame, a high camera places it high.",
            ),
        },
      },
      {
        title: "The 180-Degree Rule and Screen Direction",
        description:
          "Why does a conversation look wrong when the characters suddenly face the same way? The answer is the axis of action.",
        lesson: {
          title: "Keeping the audience oriented",
          html: p(
            "When two characters face each other, an imaginary line runs between them, called the axis of action or simply the line. The 180-degree rule says that all the camera positions in a scene should stay on one side of that line. If they do, character A will always look screen-right and character B screen-left, and the audience understands intuitively that they are looking at each other. If the camera jumps across the line, both characters appear to look in the same direction, and for a moment viewers lose track of where people are.",
            "The same logic governs movement. A character who leaves one shot walking from left to right should enter the next shot moving left to right, or the audience will read the cut as a change of direction. Chase scenes and journeys rely on consistent screen direction: in many westerns the heroes travel one way across the screen and the pursuers follow in the same direction, while a cut that reverses the direction signals confrontation.",
            "Crossing the line is not forbidden, but it must be done so that the audience can follow. There are three standard ways. The camera can move across the line in a continuous shot, so the viewer sees the change happen. A neutral shot taken exactly on the line, with the subject moving straight towards or away from the camera, can be placed between the two sides. Or a cutaway, for instance a close-up of an object, can separate the shots so that the reorientation is less noticeable.",
            "Storyboard artists protect continuity by drawing a small overhead plan of the set for each scene, marking the characters, the line and numbered camera positions. Checking each panel against the plan before presenting the boards catches most mistakes. Eyelines need the same care: in a close-up the character's gaze should leave the frame on the side where the other person was seen in the wider shot, and at roughly the right height.",
          ),
        },
      },
    ],
  },
];
