/** Forty-fourth held-out evaluation courses, beginner level (Sanskrit to photogrammetry); see ai-courses-heldout44.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT44_A: EvalCourse[] = [
  {
    slug: "sanskrit-devanagari-verbs-and-a-stems",
    discipline: "Sanskrit",
    title: "Beginning Sanskrit: Script, Verbs and Nouns",
    description:
      "Pāṇini described Sanskrit grammar so exactly, around the fourth century BCE, that learners still follow his categories; this first-semester course teaches Devanagari and the sound system, the rules of sandhi, the present tense of thematic verbs, the declension of a-stem nouns, and the gerund in -tvā.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "gerund",
    modules: [
      {
        title: "Devanagari, the Sound System and Sandhi",
        description:
          "You will learn to read and write Devanagari, see why its alphabet is ordered by the place in the mouth where each sound is made, and meet the sound changes that happen where words meet.",
        lesson: {
          title: "An alphabet arranged by phonetics",
          html:
            p(
              "Sanskrit is usually printed today in Devanagari, the script also used for Hindi and Marathi, although for most of its history it was written in whatever regional script was local. Devanagari is an abugida: every consonant letter carries an inherent short <i>a</i>, so क is read <i>ka</i>. Other vowels after a consonant are shown by dependent signs (<i>mātrā</i>): कि <i>ki</i>, की <i>kī</i>, कु <i>ku</i>, के <i>ke</i>, को <i>ko</i>. At the start of a word a vowel takes its independent form: अ <i>a</i>, आ <i>ā</i>, इ <i>i</i>. A consonant with no vowel at all is marked with the <i>virāma</i> (क्), and consonants with no vowel between them fuse into conjuncts such as क्ष <i>kṣa</i> and त्र <i>tra</i>.",
              "The order of the alphabet is not arbitrary. The ancient grammarians grouped the stops into five classes (<i>varga</i>) by place of articulation, moving from the throat to the lips, and within each class they ordered the sounds by voicing and aspiration:",
            ) +
            "<table><tr><th>Class</th><th>Voiceless</th><th>Voiceless aspirate</th><th>Voiced</th><th>Voiced aspirate</th><th>Nasal</th></tr><tr><td>Velar</td><td>k</td><td>kh</td><td>g</td><td>gh</td><td>ṅ</td></tr><tr><td>Palatal</td><td>c</td><td>ch</td><td>j</td><td>jh</td><td>ñ</td></tr><tr><td>Retroflex</td><td>ṭ</td><td>ṭh</td><td>ḍ</td><td>ḍh</td><td>ṇ</td></tr><tr><td>Dental</td><td>t</td><td>th</td><td>d</td><td>dh</td><td>n</td></tr><tr><td>Labial</td><td>p</td><td>ph</td><td>b</td><td>bh</td><td>m</td></tr></table>" +
            p(
              "Knowing this grid makes the next topic, sandhi ('joining'), far easier. In Sanskrit the sounds at the boundary of two words change according to fixed rules, and, unlike in English, the changes are written. Two vowels merge: <i>a</i> + <i>i</i> gives <i>e</i>, so <i>na iti</i> becomes <i>neti</i>; <i>a</i> + <i>a</i> gives <i>ā</i>, so <i>ca api</i> becomes <i>cāpi</i>; <i>a</i> + <i>u</i> gives <i>o</i>, so <i>sūrya</i> + <i>udaya</i> becomes <i>sūryodaya</i>, 'sunrise'. Consonants assimilate in voicing: <i>tat eva</i> becomes <i>tad eva</i>. A final <i>-s</i> becomes the breathy <i>visarga</i> (ḥ) before a pause, and <i>-aḥ</i> becomes <i>-o</i> before a voiced consonant, which is why 'Rāma goes' is written <i>rāmo gacchati</i>. Beginners should learn to undo sandhi before looking words up, since dictionaries list each word in its unjoined form.",
            ),
        },
      },
      {
        title: "The Present Tense of Thematic Verbs",
        description: "Which verbs add a stem vowel -a- before their endings, and how are the nine present forms built?",
        lesson: {
          title: "Bhavati, gacchati, vadati",
          html:
            p(
              "The Indian grammatical tradition sorts Sanskrit verbs into ten classes (<i>gaṇa</i>) according to how they form the present stem from the root. Four of them, classes 1, 4, 6 and 10, are called thematic because the stem ends in the vowel <i>-a-</i>, and because they account for most common verbs they are where every beginner starts. In class 1 the root vowel is strengthened (<i>guṇa</i>) before the thematic vowel is added: the root <i>bhū</i> 'be, become' gives the stem <i>bhava-</i>, <i>nī</i> 'lead' gives <i>naya-</i>, and <i>vad</i> 'speak' stays <i>vada-</i>. A few roots form irregular stems that simply have to be learned, such as <i>gam</i> 'go', whose present stem is <i>gaccha-</i>.",
              "Sanskrit distinguishes three persons and three numbers, singular, dual and plural. The traditional paradigm lists the third person first, calling it the <i>prathama puruṣa</i> ('first person'), so learners should not be surprised to see <i>bhavati</i> at the head of a table. In the active voice (<i>parasmaipada</i>) the endings are added directly to the stem, and the stem vowel lengthens before endings beginning with <i>m</i> or <i>v</i>:",
            ) +
            "<table><tr><th></th><th>Singular</th><th>Dual</th><th>Plural</th></tr><tr><td>3rd</td><td>bhavati</td><td>bhavataḥ</td><td>bhavanti</td></tr><tr><td>2nd</td><td>bhavasi</td><td>bhavathaḥ</td><td>bhavatha</td></tr><tr><td>1st</td><td>bhavāmi</td><td>bhavāvaḥ</td><td>bhavāmaḥ</td></tr></table>" +
            p(
              "Some verbs take a second set of endings, the middle voice (<i>ātmanepada</i>), originally used when the action benefits the subject: <i>labhate</i> 'he obtains', <i>sevate</i> 'she serves'. A dictionary entry marks each root with its class and voice, and this information is essential for forming the stem correctly.",
              "Because endings show person and number, a subject pronoun is often omitted: <i>gacchāmi</i> alone means 'I go'. Word order is free, but in plain prose the verb tends to come last, as in <i>bālaḥ grāmaṃ gacchati</i>, 'the boy goes to the village'. Practise by conjugating <i>vad</i>, <i>nī</i> and <i>gam</i> aloud in all nine forms until the endings are automatic.",
            ),
        },
      },
      {
        title: "Nouns in -a: Eight Cases, Three Numbers",
        description:
          "The masculine and neuter a-stems, modelled on deva 'god' and phala 'fruit', give you the case endings you will meet most often in texts.",
        lesson: {
          title: "Declining deva and phala",
          html:
            p(
              "A Sanskrit noun carries its grammatical role in its ending. There are eight cases: nominative (subject), accusative (direct object and goal of motion), instrumental ('by, with'), dative ('to, for'), ablative ('from'), genitive ('of'), locative ('in, on, at') and vocative (address). Each occurs in singular, dual and plural, giving up to twenty-four forms, though several coincide. The largest and most regular class is the masculine <i>a</i>-stem, represented by <i>deva</i>, 'god':",
            ) +
            "<table><tr><th>Case</th><th>Singular</th><th>Dual</th><th>Plural</th></tr><tr><td>Nominative</td><td>devaḥ</td><td>devau</td><td>devāḥ</td></tr><tr><td>Accusative</td><td>devam</td><td>devau</td><td>devān</td></tr><tr><td>Instrumental</td><td>devena</td><td>devābhyām</td><td>devaiḥ</td></tr><tr><td>Dative</td><td>devāya</td><td>devābhyām</td><td>devebhyaḥ</td></tr><tr><td>Ablative</td><td>devāt</td><td>devābhyām</td><td>devebhyaḥ</td></tr><tr><td>Genitive</td><td>devasya</td><td>devayoḥ</td><td>devānām</td></tr><tr><td>Locative</td><td>deve</td><td>devayoḥ</td><td>deveṣu</td></tr><tr><td>Vocative</td><td>deva</td><td>devau</td><td>devāḥ</td></tr></table>" +
            p(
              "Neuter <i>a</i>-stems such as <i>phala</i>, 'fruit', share every form with <i>deva</i> except in the nominative, accusative and vocative, where they have <i>phalam</i>, <i>phale</i>, <i>phalāni</i> (vocative singular <i>phala</i>). As in many Indo-European languages, the neuter nominative and accusative are always identical, so context decides which is the subject.",
              "One sound rule affects these endings constantly. A dental <i>n</i> becomes retroflex <i>ṇ</i> when it follows <i>r</i>, <i>ṛ</i> or <i>ṣ</i> in the same word, provided no palatal, dental or retroflex consonant intervenes. So the instrumental of <i>rāma</i> is <i>rāmeṇa</i>, not <i>rāmena</i>, and the genitive plural is <i>rāmāṇām</i>. Likewise the locative plural ending <i>-su</i> appears as <i>-ṣu</i> after <i>e</i>, as in <i>deveṣu</i>.",
              "A worked sentence shows the cases at work: <i>rāmaḥ vanāt grāmaṃ bālena saha gacchati</i>, 'Rāma goes from the forest to the village with the boy'. <i>Rāmaḥ</i> is nominative, <i>vanāt</i> ablative, <i>grāmam</i> accusative of goal, and <i>bālena</i> instrumental governed by <i>saha</i>, 'with'.",
            ),
        },
      },
    ],
  },
  {
    slug: "steelpan-sinking-grooving-tuning",
    discipline: "Steel pan making",
    title: "Make a Tenor Steelpan",
    description:
      "Trinidad's national instrument began in the Port of Spain yards of the late 1930s and 1940s, when players found that a dented oil drum could ring out several pitches; in this workshop you sink a tenor pan from a new 55-gallon drum, mark out the note pattern, groove and temper it, rough-tune the notes and finish it with chroming.",
    level: "beginner",
    duration: "ten workshop days",
    plantedGap: "chroming",
    modules: [
      {
        title: "Sinking the Drum",
        description:
          "Hammering the drum head into a deep, even bowl is the hardest physical work in pan making and decides the quality of everything that follows.",
        lesson: {
          title: "From flat head to concave bowl",
          html: p(
            "A steelpan starts as a standard 55-gallon (about 208-litre) steel drum, ideally new and made of mild steel roughly 1.2 mm thick. Early pans were made from used oil drums, and Ellie Mannette is generally credited with sinking the playing surface into a concave bowl in the 1940s rather than beating notes outward from a convex head. That concave form is what every modern pan uses.",
            "Sinking stretches the steel of the end face into a bowl. The maker works with a heavy sinking hammer or a short-handled sledge, striking in concentric rings that start near the rim and move gradually towards the centre, then returning to the rim for the next pass. Each blow should overlap the last. The aim is even thinning: a patch hit too often thins and may split, while a patch that is missed stays thick and will later produce dull, unstable notes. Experienced makers listen as well as look, because a smoothly stretched surface gives a uniform sound under the hammer.",
            "The depth of the bowl depends on the voice of the pan. A tenor (lead) pan, the highest voice, is sunk deepest, commonly somewhere around 19 to 22 cm at the centre; lower voices such as the double seconds and cello pans are sunk less. Depth is checked by laying a straightedge across the rim and measuring down to the lowest point, and the bowl's profile is checked at several diameters to confirm it is symmetrical.",
            "Once the depth is reached, the drum is cut to length. For a tenor the side, called the skirt, is trimmed to a short length so that the pan sounds bright; bass pans keep the whole drum as a resonator. The cut edge must be filed smooth before anyone handles the pan again. Safety matters throughout: sinking is extremely loud, so hearing protection is worn at all times, together with eye protection and gloves when cutting.",
          ),
        },
      },
      {
        title: "Marking the Pattern and Grooving",
        description:
          "Here the bowl becomes an instrument: we lay out each note's position and size and separate the notes from one another with grooves.",
        lesson: {
          title: "Note layout, grooves and shaping",
          html:
            p(
              "A tenor pan carries about 28 to 30 notes on one surface, arranged in rings. Large, low notes sit in the outer ring near the rim, smaller and higher notes in the middle ring, and the smallest, highest notes in the centre. Most tenors today use the 'fourths and fifths' layout associated with Anthony Williams, in which adjacent notes around each ring are a fourth or a fifth apart. This arrangement places harmonically related notes next to each other, which helps both the player and the tuner, because a note's overtones are less likely to excite a neighbour tuned to an unrelated pitch.",
              "Marking out uses a template or a flexible rule and a marker. Each note is an oval whose long axis usually points towards the centre of the pan. Size controls pitch: the larger the note area, the lower the pitch it can be tuned to. The sequence of work is:",
            ) +
            "<ul><li>mark the rings and divide each one into note positions;</li><li>draw each oval, leaving a narrow band of steel between neighbours;</li><li>groove along every outline with a blunt punch, driving a continuous line of shallow indentations;</li><li>'back' the pan, pushing the notes up from the underside so that each becomes a shallow dome;</li><li>flatten the area between notes again from the top, so that notes stand out as distinct domes.</li></ul>" +
            p(
              "Grooving is not decoration. The groove and the stiffened steel around it form a boundary that keeps each note's vibration largely confined to its own area, so that one note does not ring when its neighbour is struck. A shallow or broken groove is a common cause of 'crosstalk' between notes in a beginner's pan. Work slowly, hold the punch upright and use consistent blows, because a groove that wanders changes the size of the note it encloses.",
            ),
        },
      },
      {
        title: "Tempering and First Tuning",
        description:
          "Heat treatment relieves the stresses left by hammering, and only then can each note be coaxed to a stable pitch.",
        lesson: {
          title: "Burning the pan and rough tuning",
          html: p(
            "After sinking and grooving, the steel is heavily work-hardened and full of uneven internal stress. Tempering, which pan makers call 'burning', changes that. The pan is heated evenly over a fire or, in most modern workshops, a large gas burner, until the surface reaches a dull heat, and then it is cooled, often by quenching with water. The exact time and temperature are matters of workshop tradition rather than published standards, but the principle is metallurgical: heating allows the steel's crystal structure to relieve stress and settle, so that notes tuned afterwards hold their pitch instead of drifting. Too little heat leaves the pan unstable; too much softens the steel so that notes go dead under the stick.",
            "Tuning follows in stages. In rough tuning, each note is brought close to its target fundamental, checked with a strobe tuner or electronic tuner. The general rule is that stiffening a note raises its pitch, while flattening or loosening it lowers the pitch. The tuner therefore works with small hammers on the top surface and from underneath, tapping the dome, the edges or the area just inside the groove.",
            "A good pan note is not a single frequency. Skilled tuners also set the first overtones in a harmonic relation to the fundamental, typically the octave and, on many notes, a further partial such as the twelfth or the double octave. When these partials line up, the note sounds clear and sweet; when they do not, it sounds 'sour' even if the fundamental is exactly in tune. A beginner in this course aims for fundamentals within a few cents and clean octaves on the outer ring, leaving full harmonic tuning to later practice.",
            "Finally, the pan is hung, the notes are played in sequence with rubber-tipped sticks, and any note that buzzes or rings into its neighbour is marked for another round of work.",
          ),
        },
      },
    ],
  },
  {
    slug: "tabla-bols-and-teentaal-for-beginners",
    discipline: "Tabla",
    title: "Tabla from the First Stroke",
    description:
      "Two drums, the dayan and the bayan, and a spoken syllable for every stroke: this beginners' class teaches how to sit and tune, the basic bols Na, Tin, Ge and Ke, the sixteen-beat cycle of teentaal with its theka, and a first qaida with variations.",
    level: "beginner",
    duration: "twelve weekly classes",
    plantedGap: "qaida",
    modules: [
      {
        title: "The Instrument, Posture and Tuning",
        description:
          "Before playing a note you should know what the two drums are made of, how to sit with them and how the right-hand drum is tuned.",
        lesson: {
          title: "Dayan and bayan",
          html: p(
            "The tabla is a pair of drums played with the fingers and palms in Hindustani (north Indian) music. The right-hand drum, the <i>dayan</i>, has a tapering body of hardwood, often sheesham, and is tuned to a definite pitch, usually the tonic (<i>Sa</i>) of the soloist. The left-hand drum, the <i>bayan</i>, is larger and bowl-shaped, made of copper, brass, steel or clay, and provides the bass.",
            "Each drum is covered by a composite goatskin head, the <i>puri</i>. Its outer ring is the <i>kinar</i> (or <i>chanti</i>); inside it is the open area called the <i>maidan</i> or <i>lav</i>; and in the centre (on the bayan, placed off-centre) is the black <i>syahi</i>, a hardened paste of iron filings, flour and glue applied in many thin layers. The syahi adds mass to the middle of the head, and that extra mass is what tunes the drum's overtones into near-harmonic relation, giving the dayan its clear, bell-like pitch rather than the indefinite thud of most drums.",
            "The head is laced to the body with a continuous leather strap, the <i>baddhi</i>. On the dayan, cylindrical wooden blocks (<i>gatta</i>) sit under the straps; tapping them downward tightens the head and raises the pitch. Fine tuning is done with a small hammer on the woven rim (<i>gajra</i>): striking the top of the gajra raises pitch at that point, striking from below lowers it. A well-tuned dayan gives the same pitch all the way round the head, so the player taps at each strap in turn and corrects any spot that is sharp or flat.",
            "Most players sit cross-legged on the floor with the drums on cloth rings in front of them, the dayan on the right, tilted slightly away, and the bayan on the left, close enough that the left wrist rests comfortably on its rim. The shoulders should stay relaxed and the wrists loose, because tension in the arm makes fast strokes uneven.",
          ),
        },
      },
      {
        title: "The Basic Bols",
        description:
          "Each stroke has a spoken name, or bol, and tabla players learn to say a phrase before they play it.",
        lesson: {
          title: "Na, Tin, Ge, Ke and their combinations",
          html:
            p(
              "Tabla is an oral tradition. Every stroke has a syllable, a <i>bol</i>, and compositions are taught, memorised and recited as strings of bols before they are played. Details of finger placement vary between <i>gharanas</i> (stylistic lineages), so the descriptions below are one common approach; your teacher may differ in small ways, and that is normal.",
            ) +
            "<ul><li><b>Na</b> (also called Ta in many schools), dayan: the index finger strikes the kinar sharply and lifts off at once, while the ring finger rests lightly on the edge of the syahi to damp the lowest mode. The result is a ringing, pitched sound.</li><li><b>Tin</b>, dayan: the index finger strikes the maidan, between kinar and syahi, again with the ring finger resting on the syahi edge. It is softer and rounder than Na.</li><li><b>Ge</b> (Ghe), bayan: the middle or index finger strikes the maidan with the heel of the hand resting on the head, and the note is allowed to resonate. Sliding the wrist forward afterwards bends the pitch upward, a characteristic tabla sound.</li><li><b>Ke</b> (Ka, Kat), bayan: the flat hand strikes the head and stays down, giving a short, closed slap with no resonance.</li></ul>" +
            p(
              "Strokes on the two drums combine into compound bols. <b>Dha</b> is Na and Ge played together; <b>Dhin</b> is Tin and Ge together. Because Ge is open and Ke is closed, replacing Ge with nothing, or with a closed stroke, turns a resonant bol into its 'empty' counterpart, and this contrast between open and closed sounds is the basis of the rhythmic cycles in the next module.",
              "Practise each bol slowly, saying it aloud as you play. Listen for evenness: ten Na strokes in a row should sound identical in volume and tone. Only when single strokes are clean should you string them together, for example Dha Dha Tin Tin Na Na, at a steady pulse with a metronome around 60 beats per minute.",
            ),
        },
      },
      {
        title: "Teentaal and Its Theka",
        description:
          "We learn to keep the most common tala of Hindustani music by clapping its structure and playing its standard accompaniment pattern.",
        lesson: {
          title: "Sixteen beats in four sections",
          html:
            p(
              "A <i>tala</i> is a cyclic metre: a fixed number of beats (<i>matras</i>) grouped into sections (<i>vibhags</i>) and repeated for the length of a piece. The first beat of the cycle, <i>sam</i>, is its point of arrival; improvisations and compositions aim to land on it. Teentaal ('three claps') has sixteen matras divided 4 + 4 + 4 + 4. It takes its name from its three clapped sections; the third section, beginning on beat 9, is marked by a wave of the hand instead of a clap and is called <i>khali</i> ('empty').",
              "Each tala has a <i>theka</i>, the basic pattern of bols that the tabla player repeats to define it. The theka of teentaal is:",
            ) +
            "<table><tr><th>Vibhag</th><th>Beats</th><th>Bols</th><th>Hand sign</th></tr><tr><td>1 (sam, X)</td><td>1-4</td><td>Dha Dhin Dhin Dha</td><td>clap</td></tr><tr><td>2</td><td>5-8</td><td>Dha Dhin Dhin Dha</td><td>clap</td></tr><tr><td>3 (khali, 0)</td><td>9-12</td><td>Dha Tin Tin Ta</td><td>wave</td></tr><tr><td>4</td><td>13-16</td><td>Ta Dhin Dhin Dha</td><td>clap</td></tr></table>" +
            p(
              "Notice how the khali section is 'empty' in sound as well as gesture: the resonant bayan strokes drop out, so Dhin becomes Tin and Dha becomes Ta, and then the bass returns on beat 14 to lead back to sam. A listener who knows the tala can hear where the cycle is from this change alone.",
              "Practise in three ways. First recite the theka while clapping and waving the vibhags. Then play it at a slow tempo (<i>vilambit laya</i>), perhaps 60 matras per minute, then at medium tempo (<i>madhya laya</i>). Finally practise <i>dugun</i>, playing two bols to each beat while the clapping continues at the original speed, so that the whole theka fits into eight beats and is played twice per cycle. Always stop on sam with a clear Dha.",
            ),
        },
      },
    ],
  },
  {
    slug: "eating-for-training-and-competition",
    discipline: "Sports nutrition",
    title: "Eating for Training and Competition",
    description:
      "Club athletes and coaches meet the science of eating for performance in this ten-week evening class: energy needs and low energy availability, carbohydrate before and during exercise, protein and fluid for recovery, and caffeine as a performance aid.",
    level: "beginner",
    duration: "ten weekly evening sessions",
    plantedGap: "caffeine",
    modules: [
      {
        title: "Energy Needs and Energy Availability",
        description:
          "An athlete who trains hard on too little food risks more than a slow race, so we start by measuring how much energy is left over for the body once training is paid for.",
        lesson: {
          title: "Calculating energy availability",
          html: p(
            "Every athlete needs energy for two things: the exercise itself and everything else the body does, from keeping the heart beating to repairing muscle, growing bone and running the reproductive system. Energy availability (EA) is the concept sports scientists use to capture what is left for those functions after training. It is defined as energy intake minus exercise energy expenditure, divided by fat-free mass: EA = (EI − EEE) ÷ FFM, expressed in kilocalories per kilogram of fat-free mass per day.",
            "Take a 60 kg runner with 20 % body fat. Her fat-free mass is 48 kg. If she eats 2,400 kcal a day and her training burns 800 kcal, her energy availability is (2,400 − 800) ÷ 48 = 33 kcal per kg FFM per day. Research in women, beginning with work by Anne Loucks in the 1990s and 2000s, found that around 45 kcal/kg FFM/day supports normal physiology in most adults, while values below about 30 disturb hormone levels and bone turnover within days. Our runner sits in the grey zone between.",
            "Sustained low energy availability is the cause of Relative Energy Deficiency in Sport (REDs), described in International Olympic Committee consensus statements in 2014, 2018 and 2023. REDs affects men as well as women. Its consequences include menstrual disturbance, reduced testosterone, low bone mineral density and stress fractures, impaired immunity, poorer mood, and reduced training adaptation and performance.",
            "Low energy availability is often unintentional. Training volume rises, appetite does not keep pace, and a busy athlete skips meals between sessions. Practical warning signs for coaches include unexplained fatigue, repeated illness or injury, stalled progress and, in women, missed periods. The first response is not a detailed meal plan but a simple one: eat more, spread across regular meals and snacks, especially on heavy training days, and refer persistent cases to a sports dietitian and doctor.",
          ),
        },
      },
      {
        title: "Carbohydrate Before and During Exercise",
        description:
          "Carbohydrate is the main fuel for hard exercise; this module matches daily intake to training load and shows how to fuel a long event.",
        lesson: {
          title: "Grams per kilogram, grams per hour",
          html:
            p(
              "Muscle and liver glycogen are the body's carbohydrate stores, and they are limited: a trained athlete holds perhaps 400 to 600 g in muscle and about 100 g in the liver. During hard or prolonged exercise glycogen is the dominant fuel, and when it runs low the athlete must slow down, the experience runners call 'hitting the wall'. Sports nutrition therefore sets carbohydrate targets relative to body mass and scaled to the day's training, as in the 2016 joint position statement of the American College of Sports Medicine, the Academy of Nutrition and Dietetics and Dietitians of Canada:",
            ) +
            "<table><tr><th>Training load</th><th>Daily carbohydrate</th></tr><tr><td>Light, low intensity or skill work</td><td>3-5 g/kg</td></tr><tr><td>Moderate, about 1 h a day</td><td>5-7 g/kg</td></tr><tr><td>High, 1-3 h a day of moderate to high intensity</td><td>6-10 g/kg</td></tr><tr><td>Very high, more than 4-5 h a day</td><td>8-12 g/kg</td></tr></table>" +
            p(
              "A 70 kg cyclist training two hours a day would therefore aim for roughly 420 to 700 g a day. Before an event of more than 90 minutes, athletes can 'carbohydrate load' by eating 10-12 g/kg for 36 to 48 hours while reducing training, which raises muscle glycogen well above normal. On race day a meal providing 1-4 g/kg in the 1 to 4 hours beforehand tops up liver glycogen.",
              "During exercise the needs depend on duration. Events under about 45 minutes need nothing. For 1 to 2.5 hours, 30-60 g per hour is recommended, and for longer events up to 90 g per hour. The gut absorbs glucose through a transporter that saturates at about 60 g per hour, so intakes above that use a mixture of glucose and fructose, which is absorbed by a different route. Gut tolerance is trainable, and athletes should rehearse their race-day fuelling in training rather than trying it for the first time in competition.",
            ),
        },
      },
      {
        title: "Recovery: Protein and Fluids",
        description:
          "Learn how much protein to eat and when, and how to work out from the bathroom scales how much fluid a session has cost.",
        lesson: {
          title: "Repairing muscle and replacing sweat",
          html:
            p(
              "Training damages and stimulates muscle, and the body rebuilds it using amino acids from dietary protein. For most athletes a daily intake of 1.2 to 2.0 g of protein per kg of body mass is enough, and there is little evidence of further benefit above that. How protein is spread matters too: studies of muscle protein synthesis suggest that about 0.3 g/kg per meal, or roughly 20 to 40 g of high-quality protein, eaten every three to four hours, gives a better response than the same total in one or two large meals. A portion soon after training and another before sleep are sensible anchors. Milk, eggs, meat, fish and soya are rich in leucine, the amino acid most strongly linked to switching on muscle building.",
              "Fluid is the other half of recovery. Sweat rates vary widely, from under 0.5 to more than 2 litres per hour, so the best guide is the athlete's own body mass. The method is simple:",
            ) +
            "<ul><li>weigh in minimal clothing before the session, after emptying the bladder;</li><li>note any drink consumed during the session;</li><li>towel dry and weigh again afterwards;</li><li>each kilogram lost represents about one litre of sweat not replaced.</li></ul>" +
            p(
              "Suppose a 70 kg footballer loses 1.4 kg during a match, 2 % of body mass. Losses above about 2 % tend to impair endurance performance and concentration, especially in heat. Because urine output continues while rehydrating, the athlete should drink around 1.25 to 1.5 litres per kg lost, here about 1.75 to 2.1 litres over the next few hours, along with some sodium from food or a sports drink, which helps the body retain the fluid. Drinking far more than is lost is also dangerous: over-drinking during long events can cause hyponatraemia, a fall in blood sodium that can be fatal.",
            ),
        },
      },
    ],
  },
  {
    slug: "photogrammetry-photos-to-3d-models",
    discipline: "Photogrammetry",
    title: "From Photographs to 3D Models",
    description:
      "Overlapping photographs from an ordinary camera or drone can be turned into measurable 3D models, and this short course shows beginners how: choosing camera settings, planning overlap and ground sampling distance, processing with structure from motion, and fixing position and scale with ground control points.",
    level: "beginner",
    duration: "six weekly sessions",
    plantedGap: "ground control",
    modules: [
      {
        title: "The Camera and Its Settings",
        description: "Sharp, evenly lit, consistent images are the raw material of every model.",
        lesson: {
          title: "Settings that help the software",
          html: p(
            "Photogrammetry is the science of making measurements from photographs. Modern software reconstructs 3D shape by finding the same small features in many overlapping pictures, so anything that makes features easier to find and match improves the result. Three qualities matter most: sharpness, consistency and even lighting.",
            "Sharpness comes first. Use a moderately small aperture, around f/8 to f/11 on most cameras, so that the depth of field covers the whole object; much smaller apertures soften the image through diffraction. Keep the shutter speed fast enough to avoid blur, at least 1/125 s handheld and faster on a moving drone, and raise ISO only as far as needed, since high ISO adds noise that the software may mistake for texture. A tripod allows low ISO and slow shutter speeds for small objects indoors.",
            "Consistency means keeping the camera's internal geometry the same. The software estimates the focal length and lens distortion from the images themselves, a process called self-calibration, and it does this best when those values do not change. Do not zoom between shots; with a zoom lens, tape the ring at one setting. Switch off digital stabilisation and in-camera distortion correction, and avoid heavy cropping. Shoot in RAW or at the highest JPEG quality.",
            "Even lighting avoids hard shadows, which move as the camera moves and confuse matching. Outdoors, a bright overcast day is ideal. Indoors, use two or more diffused lights or a light tent. Surfaces that are shiny, transparent or featureless, such as glass, polished metal, water or a white wall, give the software nothing stable to match; they can sometimes be treated with a temporary matte spray or given targets, but often they are simply not suited to the technique.",
            "Finally, check every image on the camera's screen at full magnification before leaving the site. A blurred frame discovered later cannot be reshot.",
          ),
        },
      },
      {
        title: "Planning Capture: Overlap and Ground Sampling Distance",
        description:
          "How many photographs, taken from where? We work it out for both a small object and a drone survey.",
        lesson: {
          title: "Overlap and the GSD formula",
          html: p(
            "Each point on the object must appear in at least three photographs, taken from different positions, for reliable reconstruction, and more is better. For an object on a turntable or walked around in a circle, this usually means a photograph every 10 to 15 degrees, giving 24 to 36 pictures per ring, with two or three rings at different heights to see the top and underside. Neighbouring images should overlap by at least 60 %, and many practitioners aim for 70 to 80 %.",
            "For aerial mapping with a drone, flights follow parallel lines like mowing a lawn. Typical planning values are 75 to 80 % forward overlap between successive photos along a line and 60 to 70 % side overlap between lines. Flight-planning apps compute the photo interval and line spacing automatically once these values are set.",
            "The detail the model can show is described by the ground sampling distance (GSD), the size of one image pixel on the ground. It is calculated as GSD = (sensor width × flying height) ÷ (focal length × image width in pixels). Consider a drone camera with a 13.2 mm wide sensor, an 8.8 mm lens and images 5,472 pixels wide, flown at 100 m. The GSD is (13.2 × 100) ÷ (8.8 × 5,472) ≈ 0.027 m, or about 2.7 cm per pixel. Flying at 50 m halves it to about 1.4 cm, but quadruples the number of photographs needed to cover the same area. The same formula applies to close-range work: a camera 1 m from a statue gives sub-millimetre pixels.",
            "Planning is a trade-off between detail, time and processing load. A rule of thumb is to choose the largest GSD that still resolves the smallest feature you need to see, with each such feature spanning at least three to five pixels.",
          ),
        },
      },
      {
        title: "Processing with Structure from Motion",
        description:
          "Once the pictures are taken, software turns them into a point cloud, a mesh and a textured model; knowing what each step does helps you diagnose failures.",
        lesson: {
          title: "From matched features to a textured mesh",
          html:
            p(
              "Most photogrammetry software, whether commercial packages such as Agisoft Metashape and RealityCapture or open-source tools such as COLMAP and Meshroom, follows the same pipeline, known as structure from motion with multi-view stereo.",
            ) +
            "<ol><li><b>Feature detection.</b> In each image the software finds thousands of distinctive points and describes their surroundings, using detectors descended from David Lowe's SIFT algorithm (2004).</li><li><b>Matching.</b> Descriptors are compared between image pairs to find the same points in different photographs; geometric checks reject false matches.</li><li><b>Bundle adjustment.</b> From the matches the software solves simultaneously for each camera's position and orientation, the lens parameters, and the 3D position of every matched point, producing a sparse point cloud. The fit is judged by reprojection error, the distance in pixels between where a point is observed and where the solution predicts it; values below about one pixel indicate a good alignment.</li><li><b>Dense matching.</b> With camera positions known, multi-view stereo computes depth for almost every pixel, giving a dense point cloud of millions of points.</li><li><b>Meshing and texturing.</b> A surface, often using Poisson surface reconstruction, is fitted to the dense cloud and coloured by projecting the original photographs onto it.</li></ol>" +
            p(
              "When processing fails, the sparse stage usually shows why. Cameras that do not align point to too little overlap or to blurred images; a model that bends or 'bowls' over a long strip suggests poor lens calibration from a uniform flight pattern, which adding oblique photographs often cures. Export the result in an open format, such as OBJ or PLY for meshes and LAS for point clouds, so that it can be used in other software.",
            ),
        },
      },
    ],
  },
];
