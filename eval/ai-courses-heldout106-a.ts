/** One-hundred-and-sixth held-out evaluation courses, beginner level; see ai-courses-heldout106.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT106_A: EvalCourse[] = [
  {
    slug: "gospel-singing-voice-style-and-the-choir-tradition",
    discipline: "Gospel singing",
    title: "Gospel Singing: Voice, Style and the Choir Tradition",
    description:
      "For singers with little or no formal training who want to sing gospel with confidence and a healthy voice. Sessions trace the music from the spirituals and Thomas A. Dorsey to the contemporary mass choir, build breath support and a safe belt, and teach the riffs, runs and ad-libs of the style, along with microphone technique for soloists.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute workshop a week)",
    plantedGap: "microphone technique",
    modules: [
      {
        title: "Roots and Repertoire: From Spirituals to Dorsey",
        description:
          "How gospel grew out of the spirituals, lined-out hymns and the Black church, and how call and response still shapes what a choir sings.",
        lesson: {
          title: "Call and response and the birth of gospel",
          html: p(
            "Gospel music is younger than many singers assume. Its deepest root is the spiritual, the religious folk song of enslaved African Americans in the nineteenth century, which reached concert audiences after 1871 when the Fisk Jubilee Singers toured the United States and Europe to raise money for their university. A second root is the lined-out hymn, often called a 'Dr. Watts' hymn after the English hymn writer Isaac Watts: a leader speaks or chants each line, and the congregation answers by singing it slowly, bending and decorating every syllable. That habit of ornamenting a plain tune is still the heart of gospel style.",
            "The music took its modern shape in Chicago in the early 1930s. Thomas A. Dorsey, a former blues pianist who had recorded as 'Georgia Tom', began writing sacred songs that used blues harmony and rhythm. After his wife and newborn son died in 1932 he wrote 'Take My Hand, Precious Lord', and in 1933 he helped found the National Convention of Gospel Choirs and Choruses, which spread his songs through church choirs across the country. Mahalia Jackson worked closely with him, and her 1947 recording of 'Move On Up a Little Higher' sold well over a million copies. In 1969 the Edwin Hawkins Singers took 'Oh Happy Day' into the pop charts, opening the way for the large contemporary choirs of Kirk Franklin and others.",
            "Call and response organises most gospel songs. A leader sings a line and the choir answers with a fixed reply; the leader is free to vary, decorate and comment, while the choir's answer stays steady so that the congregation can join in. Many songs follow a verse, a chorus and then a vamp: a short phrase repeated many times that builds in volume and intensity, often stepping up a semitone to lift the energy again.",
            "Gospel choirs traditionally learn by ear rather than from printed scores. The director sings each part, usually soprano, alto and tenor, and the section copies it back until it is secure. This oral method is not a shortcut: it trains you to listen to the leader, to blend with your section and to respond to changes the moment they happen, which no written part can capture.",
          ),
        },
      },
      {
        title: "Breath, Support and a Healthy Belt",
        description:
          "Posture, breathing and the registration choices that let a gospel singer sing loudly, and for a long service, without harming the voice.",
        lesson: {
          title: "Powering the voice safely",
          html:
            p(
              "Gospel asks a great deal of the voice: strong, speech-like singing high in the range, sustained over a service that may last two hours. The singers who last are the ones who generate that power efficiently rather than by force.",
              "Start with posture. Stand with feet hip-width apart, knees soft, the head balanced over the spine and the ribs comfortably open. When you breathe in, the diaphragm contracts and moves down, so the belly and lower ribs expand; the shoulders should not rise. 'Support' is the controlled management of the outgoing breath: the abdominal and rib muscles resist the natural collapse of the lungs so that air pressure below the vocal folds stays steady. A simple exercise is to breathe in for four counts and release the air on a long 'sss' for twenty counts, keeping the ribs open for as long as possible.",
              "Next, understand registers. Chest voice is dominated by the thyroarytenoid muscles, which shorten and thicken the vocal folds; head voice is dominated by the cricothyroid muscles, which stretch and thin them. Most gospel leads use a mix between the two, and the characteristic belt is a bright, speech-like sound in which the folds stay in firm contact for a larger share of each vibration. Belting is not harmful in itself; pushing extra breath pressure through a tight throat is. Keep vowels open and speech-like ('yeah' rather than a pinched 'ee'), and let the sound brighten rather than get heavier as you go up.",
              "Semi-occluded vocal tract exercises, such as singing through a drinking straw or on lip trills, are an efficient warm-up because the partial closure at the lips balances the pressure above and below the folds and reduces the impact between them. A useful routine before rehearsal runs like this:",
            ) +
            "<ol><li>Two minutes of gentle humming and sirens through the range.</li><li>Straw phonation on slides of a fifth, then an octave.</li><li>Lip trills on a five-note scale, rising by semitones.</li><li>Speech-level 'yeah' and 'hey' calls on a comfortable pitch, slowly moving higher.</li></ol>" +
            p(
              "Drink water through the day, rest the voice after long services, and treat persistent warning signs seriously: hoarseness that lasts more than three weeks should be seen by a doctor, usually with referral to an ear, nose and throat clinic.",
            ),
        },
      },
      {
        title: "Riffs, Runs and the Vamp",
        description:
          "Building melismatic runs from the pentatonic and blues scales, practising them accurately, and improvising ad-libs over a choir vamp.",
        lesson: {
          title: "Building a run from the pentatonic scale",
          html: p(
            "A run is a quick group of notes sung on a single syllable, the technique musicians call melisma. Runs in gospel sound spontaneous, but they are built from a small number of scales, and they can be learned as deliberately as a piano scale.",
            "The most useful scale is the major pentatonic. In C it has five notes: C, D, E, G and A, with no F and no B. Because it contains no semitones, almost any sequence of its notes sounds good over a major chord. The second source is the blues scale: C, E flat, F, F sharp, G and B flat. Gospel singers often slide from E flat up to E natural, a 'blue' third that gives the style much of its flavour.",
            "Begin with a short descending figure that ends on the home note: G, E, D, C. When that is secure, add the upper neighbour at the start to make A, G, E, D, C. Then try starting on the top C and falling an octave through the pentatonic notes. Sing each pattern on an open 'ah' so that you can hear every pitch. Set a metronome to 60 beats a minute and sing two notes per beat; only when you can sing the pattern cleanly three times in a row should you raise the tempo, by about five beats a minute at a time. Speed without accuracy produces a blur that audiences hear as smudged rather than skilful.",
            "Record yourself and check three things: that each note has a clear pitch, that the run lands exactly on the beat where the next word begins, and that the vowel does not change shape as the notes move.",
            "The vamp is where these skills are used. While the choir repeats its phrase, the lead singer ad-libs in the gaps, answering the choir rather than singing over it. Good ad-libs are short, leave space, repeat a key word ('Yes, Lord', 'I believe') and save the most elaborate runs for the climax, often just after the choir steps up a key. Less is usually more: one well-placed run carries further than ten crowded ones.",
          ),
        },
      },
    ],
  },
  {
    slug: "islamic-art-and-architecture-an-introduction",
    discipline: "Islamic art",
    title: "Islamic Art and Architecture: An Introduction",
    description:
      "What makes a building, a Qur'an manuscript or a lustre bowl 'Islamic'? An introductory survey of art made across the Islamic world from the seventh century to the Ottomans, covering calligraphy, geometric and vegetal ornament, Persian miniatures and the architecture of the mosque.",
    level: "beginner",
    duration: "one semester (eleven weekly lectures and a museum visit)",
    plantedGap: "Persian miniatures",
    modules: [
      {
        title: "The Written Word: Qur'anic Calligraphy",
        description:
          "How the scripts used to copy the Qur'an developed from early angular Kufic to the proportioned round hands of Ibn Muqla and his successors.",
        lesson: {
          title: "From Kufic to the six pens",
          html:
            p(
              "Writing holds the highest place among the arts of the Islamic world because the Qur'an is understood as the word of God revealed in Arabic. Copying it beautifully was an act of devotion, and calligraphers enjoyed a prestige that painters and potters rarely matched.",
              "The earliest monumental Qur'ans, from the eighth to the tenth centuries, are written in scripts grouped under the name Kufic. Kufic letters are angular, with strong horizontals and short verticals, and a line might hold only three or four words. These manuscripts were usually written on parchment in a horizontal, landscape format, and the letters are often stretched to fill the line evenly. Kufic also appears on buildings: the mosaic inscription running around the arcade of the Dome of the Rock in Jerusalem, completed in 691–692, is one of the earliest dated examples of Qur'anic text in any medium.",
              "In the tenth century the Abbasid vizier Ibn Muqla, who died in 940, is credited with a system of proportioned writing. Each letter was measured against the rhombic dot made by pressing the tip of the reed pen to the page, and against the alif, the vertical first letter of the alphabet, which was drawn a fixed number of dots high. The system made the rounded cursive hands regular enough to be taught and judged. Ibn al-Bawwab refined it; his Qur'an of 1000–1001, now in the Chester Beatty Library in Dublin, is one of the most celebrated early copies in a round script.",
              "By the thirteenth century the canon known as the six pens was established, perfected by Yaqut al-Musta'simi, who died in 1298:",
            ) +
            "<ul><li>Thuluth and naskh, a large display script and a smaller, very legible book hand;</li><li>Muhaqqaq and rayhani, broad and elegant scripts favoured for large Qur'ans;</li><li>Tawqi' and riqa', hands used for chancery documents.</li></ul>" +
            p(
              "Calligraphers wrote with a qalam, a reed pen whose nib is cut at an angle; the angle and width of the cut determine the contrast between thick and thin strokes. Students trained for years by copying a master's models and received an ijaza, a licence to sign their own work, only when the master approved.",
            ),
        },
      },
      {
        title: "Pattern: Geometry and the Arabesque",
        description:
          "The geometric star patterns and the flowing vegetal scroll that cover surfaces from Spain to Central Asia, and how they were constructed.",
        lesson: {
          title: "Drawing an eight-pointed star",
          html: p(
            "Islamic ornament is often described as if it were a substitute for figures, but that is only half true. Figurative images were avoided in religious settings such as the mosque and the Qur'an, while palaces, bathhouses and household objects were frequently decorated with people and animals; the early eighth-century Umayyad bathhouse of Qusayr 'Amra in Jordan has wall frescoes of hunters, musicians and bathers. Pattern flourished for its own reasons: it could cover any surface, scale up or down, and suggest an order that continues beyond the edges of the wall.",
            "Two families of ornament dominate. The arabesque is a vegetal scroll in which stems split and rejoin in endless rhythm, with leaves and half-palmettes growing from one another in ways no real plant could. Geometric patterns are built on a grid of circles and polygons using only a compass and a straightedge, the same tools as Euclidean geometry.",
            "The eight-pointed star, or khatam, is the simplest place to start. Draw a circle. Draw a horizontal and a vertical diameter, then the two diagonals, so that the circle is divided into eight equal arcs. Join every second point to make a square, then join the remaining four points to make a second square turned through 45 degrees. The two overlapping squares form an eight-pointed star; repeat the construction on a square grid and the spaces between the stars become cross shapes, giving a pattern that can run in all directions.",
            "More complex patterns use ten-, twelve- or sixteen-pointed stars and are laid out with interlacing strapwork, in which bands pass alternately over and under one another. The tile panels of the Alhambra in Granada, built mainly in the fourteenth century, show the range of designs achieved. In 2007 the physicists Peter Lu and Paul Steinhardt argued that craftsmen in Iran and Central Asia used a set of decorated tiles, now called girih tiles, to generate patterns; a panel at the Darb-i Imam shrine in Isfahan, dated 1453, approaches the non-repeating order of a quasicrystal.",
          ),
        },
      },
      {
        title: "The Mosque: Form and Function",
        description:
          "The parts of a mosque and how they serve prayer, traced through the hypostyle hall of Córdoba and the domed mosques of the Ottoman architect Sinan.",
        lesson: {
          title: "Reading the plan of a mosque",
          html: p(
            "A mosque is first of all a place for congregational prayer, and its essential features follow from how that prayer is performed. Worshippers stand in rows facing the Kaaba in Mecca, so every mosque is oriented on the qibla wall, the wall that faces that direction. Set into the qibla wall is the mihrab, a concave niche that marks the direction and is usually the most richly decorated part of the building. Beside it stands the minbar, a stepped pulpit from which the sermon is given at Friday noon prayer. Most mosques also have a courtyard, the sahn, with water for ablution, and a minaret from which the call to prayer is made.",
            "The earliest model was the Prophet's house in Medina, a courtyard with a shaded area of palm trunks and thatch along one side. This grew into the hypostyle plan: a large hall of many columns in front of a courtyard, which could be extended by adding more bays. The Great Mosque of Córdoba, begun in 785 by the Umayyad ruler Abd al-Rahman I and enlarged three times over the next two centuries, is the classic example. Its hall has a forest of columns carrying two tiers of arches, with voussoirs that alternate red brick and pale stone. The tenth-century extension under al-Hakam II added a new mihrab, its façade and the dome in front of it covered in gold mosaic, framed by interlaced lobed arches.",
            "In Iran a different plan developed around the iwan, a vaulted hall open at one end. The four-iwan plan, with an iwan in the middle of each side of the courtyard, appears at the Friday Mosque of Isfahan after the Seljuk rebuilding of the late eleventh and twelfth centuries.",
            "Ottoman architects took a third route, placing a great central dome over the prayer hall. The architect Sinan, who worked for sultans from the 1530s to the 1580s, built the Süleymaniye Mosque in Istanbul (1550–1557) and the Selimiye Mosque in Edirne (1568–1575), whose dome is about 31 metres across and is carried on eight piers so that the whole prayer space is unified under it. The Dome of the Rock is not a mosque at all, but a shrine with an octagonal walkway around a sacred rock.",
          ),
        },
      },
    ],
  },
  {
    slug: "knife-making-by-stock-removal",
    discipline: "Knife making",
    title: "Knife Making by Stock Removal",
    description:
      "A good knife is mostly steel choice and heat treatment; the rest is patient grinding. In a small workshop group, beginners design and make a fixed-blade knife from carbon-steel bar stock, learning to profile and grind a blade, harden and temper it, fit handle scales and finish with sheath making.",
    level: "beginner",
    duration: "six Saturdays (one five-hour workshop each)",
    plantedGap: "sheath making",
    modules: [
      {
        title: "Steel Choice and Blade Design",
        description:
          "Choosing a simple carbon steel, deciding blade shape, grind and thickness for the intended use, and drawing a full-size template.",
        lesson: {
          title: "Why beginners start with 1084",
          html:
            p(
              "Every decision about a knife starts from its use. A kitchen knife should be thin and hard so that it slices cleanly; a bushcraft knife should be thicker and a little tougher so that it survives batoning wood and prying. Hardness is measured on the Rockwell C scale: most kitchen knives are finished at about 58 to 62 HRC, while hard-use outdoor knives sit nearer 56 to 59 HRC, trading some edge retention for resistance to chipping.",
              "Steel choice matters most for the heat treatment you can control. A simple plain-carbon steel such as 1084, with about 0.8 to 0.9 per cent carbon and little else, hardens reliably with a short soak at around 815 °C and a quench in warm oil. It does not need the long, precisely controlled soak that alloyed steels do. 1095 has slightly more carbon and needs a faster quench; O1 tool steel adds manganese, chromium and tungsten and gives a fine grain, but rewards accurate temperature control. Stainless steels such as 440C need a furnace with a programmable controller, and are best left until you have one.",
              "Next choose the geometry. Stock of 3 to 4 mm suits a general outdoor knife; 2 to 2.5 mm suits a kitchen knife. The grind describes how the blade thins from spine to edge:",
            ) +
            "<ul><li>Flat grind: straight bevels from near the spine to the edge, a good all-round choice.</li><li>Hollow grind: concave bevels made on the wheel of the grinder, very thin behind the edge.</li><li>Scandi grind: a single wide bevel on each side running straight to the edge, easy to maintain in the field.</li><li>Convex grind: gently curved bevels, strong for chopping.</li></ul>" +
            p(
              "A full tang, in which the steel runs the whole length and width of the handle, is the strongest and simplest construction for a first knife. Draw the design full size on card, check it in the hand, and cut it out as a template. Transfer it to the steel with a fine marker over layout fluid, and mark the positions of two or three handle pin holes at least 12 mm from the ends of the tang. A handle of about 100 to 110 mm fits most adult hands.",
            ),
        },
      },
      {
        title: "Profiling and Grinding the Blade",
        description:
          "Cutting out the profile, scribing a centreline and grinding even bevels on a belt grinder, with the safety habits the machine demands.",
        lesson: {
          title: "Grinding even bevels",
          html: p(
            "Cut the profile roughly with a hacksaw, a bandsaw with a metal-cutting blade or an angle grinder with a thin cutting disc, staying a millimetre outside the line. Then bring the outline exactly to the line on the belt grinder or with files. Drill the pin holes now, while the steel is soft; after hardening, an ordinary drill will not touch it.",
            "Before grinding bevels, scribe a centreline along the edge. Colour the edge with marker, then rest the blade flat on a surface and scrape a line with a scriber or a drill bit of the same thickness as the steel, flipping the blade to scribe from the other face. Two lines close together show you have found the centre. The bevels on each side should meet this line evenly.",
            "Most knife makers use a 2 × 72 inch belt grinder. Start with a coarse ceramic belt of 36 or 60 grit to establish the bevels, then move through 120 and 220 grit, removing the scratches of the previous belt each time. Hold the blade with the edge facing up on the platen or the wheel, keep the angle constant, and make smooth passes along the full length rather than dwelling in one place. A file guide clamped to the blade helps form a crisp, square plunge line where the bevel ends near the handle.",
            "Before heat treatment, stop with the edge about 0.5 to 0.8 mm thick. A thinner edge can warp in the quench or lose carbon from its surface in the fire, and that weak layer would have to be ground away later.",
            "Grinding after hardening needs more care. If the steel becomes too hot to hold comfortably it has probably passed the tempering temperature, and any heat above that softens the steel. Dip the blade in water after every pass or two.",
            "The belt grinder is the most dangerous machine in the workshop. Wear eye protection and a dust mask or respirator rated for fine particles, tie back long hair, and do not wear gloves near the belt, because a glove can be caught and pull the hand in. Keep the tool rest set close to the platen so that a blade cannot be dragged into the gap.",
          ),
        },
      },
      {
        title: "Hardening, Tempering and Handle Scales",
        description:
          "Normalising, hardening and tempering a carbon-steel blade, then fitting and shaping handle scales with pins and epoxy.",
        lesson: {
          title: "Heat treating 1084 and fitting the handle",
          html: p(
            "Heat treatment turns soft, grindable steel into a hard, tough blade. It has three stages: normalising, hardening and tempering.",
            "Normalising relieves the stresses of rolling and grinding and refines the grain. Heat the blade evenly to just above its non-magnetic point, let it cool in still air until it is black, and repeat three times. A magnet on a stick is the beginner's thermometer: steel loses its magnetism at its Curie point, about 770 °C, and 1084 is ready to harden a little above that.",
            "To harden, heat the blade evenly to about 815 °C, which is roughly one heat beyond the point where it stops attracting the magnet, and hold it there for a few seconds so the whole section reaches temperature. Then quench at once, edge first and straight down, in a steel container of quenching oil or canola oil warmed to about 50 °C. Move the blade up and down, not side to side, which can warp it. The carbon is now trapped in martensite, a very hard and brittle structure. Test with a file: it should skate off the edge without biting.",
            "Tempering restores toughness. Put the blade straight into an oven at 200 °C for one hour, let it cool to room temperature, and repeat. For 1084 this gives a hardness of about 59 to 60 HRC. A straw colour on polished steel confirms the temperature. If the blade has warped slightly, it can be straightened in a vice with shims while still warm from the first temper.",
            "For the handle, cut two scales of stabilised wood, canvas Micarta or G10 slightly larger than the tang. Drill the pin holes through the first scale using the tang as a guide, pin it, then drill the second. Sand the mating faces flat, degrease them and the tang with acetone, and glue with slow-setting two-part epoxy, pushing brass or stainless pins of 6 mm through all three layers. Clamp gently so that not all the glue is squeezed out. Once cured, shape the handle on the grinder and finish by hand through 400 grit, checking the grip often in the hand rather than by eye.",
          ),
        },
      },
    ],
  },
  {
    slug: "karate-coaching-assistant-instructor-foundation",
    discipline: "Karate coaching",
    title: "Karate Coaching: Assistant Instructor Foundation",
    description:
      "Aimed at brown and black belts who already help run club classes and now want to coach beginners themselves. Sessions cover dojo etiquette, session planning and risk, safeguarding, how to teach stances and basic strikes so that they stick, and a structured route from prearranged partner drills into controlled kumite.",
    level: "beginner",
    duration: "five weekends (two three-hour sessions each weekend)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Running a Safe and Orderly Class",
        description:
          "Dojo etiquette, the shape of a well-planned session, warming up with the RAMP model, and what to do when someone is hurt.",
        lesson: {
          title: "Planning a ninety-minute session",
          html: p(
            "Etiquette in karate is not decoration; it is the coach's main tool for keeping a class safe and attentive. Students bow (rei) on entering and leaving the training area and to partners before and after every drill. Classes open and close in seiza, the formal kneeling position, with a short period of mokuso, quiet breathing with closed eyes, which settles the group and signals that training has begun. A class that answers commands promptly and lines up by grade is a class in which an assistant can see every student and stop a drill instantly.",
            "Before the session, check the space. The floor should be matted or sprung, free of grit and water; there should be clear space around the edges so that nobody can be driven into a wall or a radiator; and the number of students should suit the room. Know where the first-aid kit and the nearest phone are, and check any medical notes for new members, such as asthma or diabetes.",
            "A useful ninety-minute plan for a mixed beginner class allows about fifteen minutes of warm-up, fifty minutes of main content, fifteen minutes of a game or applied partner work, and ten minutes to cool down, review and close. The warm-up follows the RAMP model: Raise the heart rate and body temperature with light movement; Activate the key muscles such as glutes and core; Mobilise the hips, shoulders and ankles through the ranges the session will use; and Potentiate with short, fast efforts close to the speed of the techniques to come. Long static stretching before training is no longer recommended; keep it for the cool-down.",
            "Injuries will happen. Bruises and minor sprains are treated with rest, ice and protection, and recorded in the club accident book. Head injuries need a stricter rule. UK concussion guidance for grassroots sport, published in 2023, is summed up as 'If in doubt, sit them out': anyone with a suspected concussion stops training at once, does not return that day, is advised to call NHS 111 within 24 hours, and should not return to competitive sport until at least 21 days after the injury, following a graded return.",
          ),
        },
      },
      {
        title: "Teaching Kihon: Stances and the Straight Punch",
        description:
          "How to explain, demonstrate and correct front stance and the basic punches, using whole-part-whole practice and focused feedback.",
        lesson: {
          title: "Coaching zenkutsu-dachi and gyaku-zuki",
          html:
            p(
              "Kihon, the practice of basic techniques, is where new students spend most of their early training, and where poor coaching builds habits that take years to undo. A reliable teaching sequence is explain, demonstrate, practise, correct.",
              "Take zenkutsu-dachi, the front stance. Explain its purpose first: a long, stable base for driving forward. Then demonstrate from the side so that students can see the shape, and from the front so they can see the width. The front knee is bent until it sits above the toes; the back leg is straight but not locked; the feet are about one and a half to two shoulder-widths apart in length and about hip-width apart in width, like standing on two railway lines rather than a tightrope; about 60 to 70 per cent of the weight is on the front leg. Demonstrate facing the same way as the class when you show a sequence, so that they do not have to reverse left and right in their heads.",
              "Use whole-part-whole practice. Let students try the whole technique, for example stepping forward into stance with oi-zuki, the lunge punch; isolate one part, such as the pull of the opposite hand back to the hip (hikite); then put the whole technique back together. For gyaku-zuki, the reverse punch, the part to isolate is usually the hip rotation that drives the punch from the ground.",
              "The most common faults are easy to spot once you know where to look:",
            ) +
            "<ul><li>The front knee collapsing inward, which strains the knee: ask students to push the knee out over the little toe.</li><li>The back heel lifting, which weakens the base: cue 'heel down, push the floor away'.</li><li>The shoulder rising as the punch lands: cue 'shoulder down, elbow in'.</li></ul>" +
            p(
              "Correct one thing at a time, and make it the thing that matters most. Brief, specific feedback ('your back heel is lifting') is far more useful than general praise or a list of five faults. Count drills in Japanese, ichi, ni, san, shi, go, so that the whole class moves together and you can watch rather than perform.",
            ),
        },
      },
      {
        title: "From Kihon to Kumite",
        description:
          "A graded route from five-step prearranged sparring to controlled free sparring, with the control rules and protective equipment each stage needs.",
        lesson: {
          title: "Progressing partner work safely",
          html:
            p(
              "Kumite, sparring, is where students discover whether their techniques work against a moving partner. It is also where most injuries in karate occur, so beginners should reach free sparring through a sequence of structured drills in which both partners know what is coming.",
              "A common progression, used with variations in most traditional styles, runs as follows:",
            ) +
            "<ol><li>Gohon kumite: the attacker steps forward five times with the same attack, the defender steps back and blocks each, and counters after the fifth.</li><li>Sanbon kumite: three attacks, often at different levels, with a counter after the third.</li><li>Kihon ippon kumite: a single announced attack, blocked and countered, practised to both sides.</li><li>Jiyu ippon kumite: a single attack from a free, moving stance, with the timing left to the attacker.</li><li>Jiyu kumite: free sparring under agreed rules.</li></ol>" +
            p(
              "Move a pair to the next stage only when both can keep good distance and control at the current one. Distance (maai) is the first thing to teach: an attack that would land must be aimed to stop just short of, or lightly touch, the target.",
              "Set clear contact rules. For beginners, no contact to the face or head; light, controlled 'skin touch' to the body only. Require a gum shield and padded mitts for free sparring, and foot and shin protection when kicks are allowed. Pair students by size and experience, and never let two people spar unsupervised.",
              "Students who want to compete will meet the World Karate Federation scoring system, which rewards techniques delivered with good form, sporting attitude, vigorous application, awareness (zanshin), good timing and correct distance. A punch to the body or head scores yuko, one point; a kick to the body scores waza-ari, two points; a kick to the head, or a sweep or throw followed by a scoring technique, scores ippon, three points. Explaining these criteria helps beginners understand why a controlled technique that stops on target is valued more than a heavy one that lands hard.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-hazelnuts-establishing-a-small-orchard",
    discipline: "Hazelnut growing",
    title: "Growing Hazelnuts: Establishing a Small Orchard",
    description:
      "Site, soil, varieties, pollination, pruning and pest control: the practical steps in planting and running a small hazelnut orchard of cobnuts and filberts, from choosing pollinisers to harvesting and drying the crop.",
    level: "beginner",
    duration: "eight weeks (one evening class a week and two orchard visits)",
    plantedGap: "harvesting and drying",
    modules: [
      {
        title: "Site, Varieties and Pollination",
        description:
          "Choosing a site and soil, telling cobnuts from filberts, and planting compatible varieties so that wind pollination sets a good crop.",
        lesson: {
          title: "Why a hazel orchard needs more than one variety",
          html: p(
            "Two species supply most cultivated hazelnuts. Corylus avellana is the common hazel of European hedgerows, and its cultivated forms are called cobnuts; the nut sits in a short, open husk. Corylus maxima, the filbert, has a husk that is longer than the nut and often closes over it. Many modern varieties are hybrids, and names can mislead: the famous 'Kentish Cob' is in fact a filbert, also sold as 'Lambert's Filbert'. Turkey grows around two-thirds of the world's hazelnuts, mainly along its Black Sea coast, but the crop does well on a small scale in Britain and other temperate countries.",
            "Hazels prefer a deep, well-drained loam with a pH of about 6 to 7.5. They tolerate poorer soils but crop badly on waterlogged ground. Choose a site with shelter from strong, cold winds, since young shoots and nuts are easily damaged, but not a completely still one, because the crop depends on wind.",
            "Hazel flowers in late winter, between about January and March, before the leaves appear. Each tree carries both kinds of flower. The male flowers are the familiar catkins, which shed clouds of pollen; the female flowers are tiny buds with a tuft of crimson stigmas. The pollen is carried by wind, not insects. Most varieties are self-incompatible: pollen from the same variety, or from one carrying the same incompatibility alleles, will not fertilise the flower. An orchard therefore needs pollinisers, compatible varieties whose catkins shed pollen while the main variety's stigmas are receptive. As a rule of thumb about one tree in ten should be a polliniser, spread evenly through the rows. 'Cosford' is a widely planted polliniser in British orchards, alongside varieties such as 'Kentish Cob', 'Butler', 'Ennis' and 'Gunslebert'.",
            "Hazel has an unusual delay between pollination and fertilisation. The pollen tube stops growing soon after it reaches the flower, and fertilisation does not take place until early summer, four to five months later. Nut development follows quickly after that.",
          ),
        },
      },
      {
        title: "Planting and Training the Young Tree",
        description:
          "Spacing, planting and formative pruning to the open-centre shape of the traditional Kent plat, including sucker removal and brutting.",
        lesson: {
          title: "Training a cob to an open cup",
          html: p(
            "Hazel grows naturally as a multi-stemmed shrub that sends up suckers from the base. Left alone it becomes a dense thicket that crops on the outside only. Orchard trees are instead trained on a single short stem with an open centre, so that light reaches the inside of the bush and the crop is within reach.",
            "Plant bare-root trees between November and March, when the soil is not frozen. Traditional Kentish plats, as cobnut orchards are called, space trees about 4.5 to 5 metres apart each way; closer spacing gives an earlier crop but needs heavier pruning later. Plant at the depth the tree grew in the nursery, firm the soil, stake against wind, and keep a circle about a metre across free of grass and weeds for the first three years, ideally with a mulch of wood chip. Young hazels compete poorly with grass for water.",
            "Formative pruning builds the framework. After planting, cut the whip back to about 45 to 60 cm to form a short leg, or single stem. Over the next two winters select six to eight well-spaced branches that grow outwards from the top of the leg, and remove any that grow inward or cross. The aim is a cup or goblet shape. Kentish growers traditionally kept mature bushes to about 1.8 to 2 metres high, short enough to work from the ground.",
            "Suckers appear from the roots every year and should be pulled or cut off at the base in summer, before they become woody. Left in place, they take vigour from the main tree.",
            "Mature trees are pruned in winter, ideally during flowering, when the catkins show which shoots will carry a crop. Remove dead wood and some older branches to let in light, and shorten strong shoots. In August, Kent growers practise brutting: strong side shoots are snapped about halfway along and left hanging. This checks their growth, lets light into the bush and encourages the formation of female flower buds for the following year. The brutted shoots are cut back properly at winter pruning. Expect the first useful crop about four years after planting.",
          ),
        },
      },
      {
        title: "Pests and Diseases",
        description:
          "Recognising and managing big bud mite, nut weevil, squirrels and the principal diseases of hazel, with attention to which threats are present in Europe.",
        lesson: {
          title: "The main threats to a hazel crop",
          html: p(
            "A small hazel orchard faces a short list of serious problems, and knowing their life cycles tells you when to act.",
            "Big bud mite, Phytoptus avellanae, is a microscopic gall mite that lives inside the buds. Infested buds swell to the size of a pea and fail to open, and both leaf and flower buds can be lost. The mites leave the swollen buds in spring to invade new ones. In a small orchard the practical control is to pick off and burn swollen buds in winter, before the mites emerge; some varieties are much less susceptible than others.",
            "The nut weevil, Curculio nucum, is the cause of nuts with a small round hole in the shell. The adult female, a brown beetle with a long snout, bores into the young nut in early summer and lays an egg inside; the larva eats the kernel, chews its way out in late summer, and overwinters in the soil. Weevil numbers can be judged by shaking branches over a sheet in May and June. Hens or ducks running under the trees in autumn take many larvae.",
            "In Britain the grey squirrel is often the biggest single cause of crop loss. Squirrels start taking nuts while they are still green in August and can strip a small orchard in a few days. Control is legal but regulated: grey squirrels caught in traps must by law be humanely dispatched and not released. Trapping, shooting and netting are the usual options.",
            "Among diseases, bacterial blight, caused by Xanthomonas arboricola pv. corylina, produces dark spots on leaves and dieback of young shoots and is worst in wet springs; copper sprays around bud break are used where it is a problem. Eastern filbert blight, caused by the fungus Anisogramma anomala, forms rows of black cankers on branches and kills susceptible trees; it spread from wild American hazel into the Oregon crop, where it led to the breeding of resistant varieties such as 'Jefferson'. It is not established in Europe and is regulated as a quarantine pest, so imported planting material must come with the correct plant passports.",
          ),
        },
      },
    ],
  },
];
