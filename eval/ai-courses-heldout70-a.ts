/** Seventieth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout70.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT70_A: EvalCourse[] = [
  {
    slug: "swedish-for-beginners-first-conversations",
    discipline: "Swedish language",
    title: "Swedish for Beginners: First Conversations",
    description:
      "Planning to study, work or settle in Sweden? Starting from the sounds of the language, this evening class covers greetings and introductions, en and ett nouns with their definite endings, present-tense verbs and the verb-second rule, and numbers and prices for everyday shopping.",
    level: "beginner",
    duration: "ten weeks (one two-hour evening class a week)",
    plantedGap: "numbers and prices",
    modules: [
      {
        title: "Sounds, Letters and Greetings",
        description:
          "The three extra letters of the Swedish alphabet, long and short vowels, the sj- and tj-sounds, and the phrases used to greet people and introduce yourself.",
        lesson: {
          title: "Getting the sounds right from the first day",
          html: p(
            "Swedish uses the 26 letters of the Latin alphabet plus three more, å, ä and ö, which come at the very end of the alphabet in that order, so a dictionary lists 'öl' (beer) after every word beginning with z. They are separate letters, not accented forms of a and o, and leaving off the ring or the dots changes the word: 'får' means sheep, 'far' means father.",
            "The most useful pattern for a beginner is vowel length. A stressed syllable contains either a long vowel followed by a short consonant, or a short vowel followed by a long consonant, and the spelling usually shows which: a double consonant signals a short vowel. Compare 'tak' (roof), with a long a, and 'tack' (thank you), with a short a and a held k; or 'vit' (white) and 'vitt', its neuter form. Getting length wrong causes more misunderstanding than an imperfect vowel quality, so exaggerate it at first.",
            "Two consonant sounds need practice. The sj-sound, a breathy sound made with rounded lips that has no close English equivalent, has several spellings: sj in 'sjö' (lake), skj in 'skjorta' (shirt), stj in 'stjärna' (star), and sk before the soft vowels e, i, y, ä and ö, as in 'sked' (spoon). The tj-sound, close to the English sh in 'sheep', is spelled tj in 'tjej' (girl), kj in 'kjol' (skirt), and k before a soft vowel, as in 'kär' (in love).",
            "Swedish also has two word melodies, called accent 1 and accent 2. 'Anden' with accent 1 means the duck; with accent 2 it means the spirit. You will be understood without mastering this at once, but listen for the rising-and-falling tune of accent 2 in words such as 'flicka' (girl).",
            "For greetings, 'hej' works with everyone, from a shop assistant to a head of department, because the du-reform of the late 1960s made the informal 'du' the normal form of address; using the formal 'ni' to one person now sounds old-fashioned or distant. 'Hej då' is goodbye, 'god morgon' good morning, 'tack' thanks and 'varsågod' here you are or you're welcome. A first exchange runs: 'Hej, jag heter Anna. Vad heter du?' – 'Jag heter Omar. Trevligt att träffas.' – 'Hur mår du?' – 'Bra, tack. Och du?'",
          ),
        },
      },
      {
        title: "En or ett? Nouns and their endings",
        description:
          "The two noun genders, how Swedish attaches the definite article to the end of the noun, and the five common plural patterns.",
        lesson: {
          title: "Gender, the definite suffix and plurals",
          html:
            p(
              "Every Swedish noun belongs to one of two genders, common and neuter, shown by the indefinite article: 'en bil' (a car), 'ett hus' (a house). Roughly three nouns in four are en-words, so en is the better guess, but meaning rarely predicts gender and it has to be learnt with each noun; 'en pojke' (a boy) and 'ett barn' (a child) both refer to people. Endings give some help: nouns in -ning, -het and -tion take en ('en tidning', a newspaper), while nouns in -ande for activities and objects and in -eri for workplaces take ett ('ett meddelande', a message; 'ett bageri', a bakery).",
              "Where English puts 'the' in front of the noun, Swedish adds it to the end. An en-word takes -en and an ett-word takes -et: 'bilen' (the car), 'huset' (the house). If the noun already ends in a vowel, only -n or -t is added: 'en flicka' becomes 'flickan', 'ett äpple' becomes 'äpplet'. So 'Bilen är ny' means 'The car is new'.",
              "Plurals fall into five main groups, and the definite plural is built on the indefinite one:",
            ) +
            "<table><tr><th>Group</th><th>Singular</th><th>Plural</th><th>Definite plural</th><th>Typical members</th></tr>" +
            "<tr><td>-or</td><td>en flicka</td><td>flickor</td><td>flickorna</td><td>en-words ending in -a</td></tr>" +
            "<tr><td>-ar</td><td>en bil</td><td>bilar</td><td>bilarna</td><td>many short en-words; en pojke, pojkar</td></tr>" +
            "<tr><td>-er</td><td>en park</td><td>parker</td><td>parkerna</td><td>many loanwords; some change vowel, en bok, böcker</td></tr>" +
            "<tr><td>-n</td><td>ett äpple</td><td>äpplen</td><td>äpplena</td><td>ett-words ending in a vowel</td></tr>" +
            "<tr><td>no ending</td><td>ett hus</td><td>hus</td><td>husen</td><td>ett-words ending in a consonant</td></tr></table>" +
            p(
              "Adjectives agree with the noun: 'en stor bil', 'ett stort hus', 'stora bilar'. When an adjective comes before a definite noun, Swedish marks definiteness twice, with 'den' or 'det' in front and the suffix behind: 'den stora bilen' (the big car), 'det stora huset' (the big house). Learners often drop one of the two markers; practise the pattern aloud until it sounds natural.",
            ),
        },
      },
      {
        title: "Present-tense verbs and word order",
        description:
          "Forming the present tense, asking and answering questions, placing 'inte', and keeping the finite verb in second position.",
        lesson: {
          title: "The verb-second rule in everyday sentences",
          html: p(
            "Swedish verbs do not change for person. The present tense of almost every verb ends in -r and is identical for jag, du, han, hon, vi, ni and de: 'jag talar', 'hon talar', 'de talar'. Learn each verb from its infinitive. Verbs like 'att tala' (to speak) keep the -a and add -r; verbs like 'att läsa' (to read) drop the -a and add -er, giving 'läser'; short verbs such as 'att bo' (to live) simply add -r, giving 'bor'. The common irregular verbs are worth memorising at once: 'vara' gives 'är', 'ha' gives 'har', 'göra' gives 'gör', 'kunna' gives 'kan' and 'vilja' gives 'vill'. After 'kan' and 'vill' the next verb is a bare infinitive without 'att': 'Jag vill läsa.' One present form covers English 'I read' and 'I am reading', and with a time word it often expresses the future: 'Jag åker till Malmö i morgon.'",
            "The central rule of Swedish word order is that in a main statement the finite verb comes second. It need not be the second word, but it must follow the first element, whatever that is. 'Jag dricker kaffe på morgonen' starts with the subject; if the time phrase moves to the front, the subject has to move behind the verb: 'På morgonen dricker jag kaffe.' English speakers instinctively say 'På morgonen jag dricker', which is the commonest beginner's error in the language.",
            "Yes–no questions start with the verb: 'Talar du svenska?' – 'Ja, lite.' To contradict a negative question, Swedish uses 'jo' rather than 'ja': 'Talar du inte engelska?' – 'Jo, det gör jag.' Question words come first and the verb follows at once: 'Var bor du?', 'Vem är det?', 'När börjar kursen?', 'Varför läser du svenska?'",
            "The negation 'inte' follows the finite verb in a main clause: 'Jag talar inte tyska', 'Jag kan inte komma.' In a subordinate clause it moves in front of the verb: 'Han säger att han inte talar tyska.' Swedish teachers summarise this with the mnemonic BIFF: i bisats står inte före finita verbet, in a subordinate clause 'inte' stands before the finite verb.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-coaching-tennis-starter-and-junior-players",
    discipline: "Tennis coaching",
    title: "Introduction to Coaching Tennis: Starter and Junior Players",
    description:
      "Aimed at assistant coaches, PE teachers and club volunteers, the course covers scaled courts and balls for young starters, feeding and correcting the forehand and backhand, volleying, and organising safe, active group sessions. Most of the contact time is spent on court with real beginners.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week on court)",
    plantedGap: "volleying",
    modules: [
      {
        title: "Red, orange and green: scaling the game",
        description:
          "Why young beginners play on smaller courts with slower balls, and how to decide when a player is ready to move up a stage.",
        lesson: {
          title: "Modified courts, balls and rackets",
          html: p(
            "A full-size tennis court is 23.77 m long and 8.23 m wide for singles, with a net 0.914 m high at the centre. For a seven-year-old, a standard ball bounces above head height and travels too fast to reach, so rallies break down at once and the child spends the session chasing balls. The International Tennis Federation's Play and Stay campaign, launched in 2007, answered this with three stages of scaled equipment, now written into the Rules of Tennis for players aged ten and under.",
            "At the red stage the ball is roughly 75 per cent slower than a standard ball, the court is about 11 to 12.8 m long and up to about 6 m wide, usually laid across a full court with throw-down lines, and the net is lowered to about 0.8 m. The orange stage uses a ball about 50 per cent slower on a court about 17 to 18.3 m long and 6.1 to 8.2 m wide. The green stage uses a ball about 25 per cent slower on the full court. Rackets scale with the stages, from about 43 to 58 cm at red to about 63 to 66 cm at green; a simple check is that, with the arm hanging relaxed, the racket tip should sit just clear of the ground.",
            "The reason is biomechanical as much as motivational. A slower, lower-bouncing ball arrives in the child's strike zone, between waist and shoulder, and gives time to turn, position and swing with a proper technique rather than a defensive jab. Players rally and play points in their first session, which keeps them in the sport.",
            "Stages are chosen by competence, not age. A useful rule is to move a player up when they can rally consistently over the net, start a point overarm, keep score and make simple tactical choices, such as hitting away from the opponent, at the current stage. Moving up too early usually shows as late contact, shortened swings and a return to pushing the ball. Sessions for mixed groups can run two stages side by side, with red and orange courts laid out across one full court.",
          ),
        },
      },
      {
        title: "Feeding and correcting groundstrokes",
        description:
          "Hand, racket and rally feeds, the common grips, and a simple sequence for building and correcting the forehand and two-handed backhand.",
        lesson: {
          title: "Teaching the forehand and backhand",
          html: p(
            "Most beginner learning depends on the quality of the feed. A hand feed, an underarm drop or toss from one or two metres to the side, gives the most control and suits first contacts; the ball should bounce once and arrive at about hip height, a comfortable arm's length from the player. A racket feed from across the net adds realistic speed and spin, and a rally feed, in which the coach plays a cooperative live ball, is the bridge to real play. Move on only when the player succeeds most of the time with the current feed.",
            "Grips are easiest to teach with the eight bevels of the handle. For a right-hander, number the top bevel 1 and count clockwise when looking at the butt of the racket. In the continental grip the base knuckle of the index finger sits on bevel 2, in the eastern forehand on bevel 3 and in the semi-western on bevel 4, the grip most modern juniors adopt because it suits high-bouncing balls. For the two-handed backhand the dominant hand holds a continental grip at the butt and the other hand an eastern forehand grip above it.",
            "Teach the groundstroke as a sequence: ready position with knees flexed and weight forward; a unit turn, in which shoulders and hips rotate together and take the racket back as soon as the ball's direction is known; a swing from low to high; contact in front of the front hip; and a follow-through finishing over the opposite shoulder.",
            "When correcting, watch several repetitions before speaking, then pick the single fault that causes most of the others. In beginners this is nearly always late preparation or contact too close to the body, not the follow-through. Give one short cue and then let the player hit. Research by Gabriele Wulf and others shows that cues directing attention outside the body, such as 'brush up the back of the ball' or 'aim over the high rope', produce better learning than cues about body parts, such as 'bend your elbow'. Targets on the court give players their own feedback without the coach having to speak.",
          ),
        },
      },
      {
        title: "Planning and running a group session",
        description:
          "Pre-session checks, court layout, warm-ups and game-based activities that keep every player hitting.",
        lesson: {
          title: "Organising a safe, active group session",
          html:
            p(
              "Safety work starts before anyone arrives. Walk the court and check for wet lines, moss, leaves and loose debris; check that the net, posts and any portable nets are secure; know where the first aid kit and the nearest telephone are and what the emergency procedure is; and have a register with each child's medical information and emergency contact. In the United Kingdom anyone coaching children regularly will also need an enhanced DBS check and safeguarding training through their national governing body.",
              "Group size shapes everything else. Many programmes cap a beginner group at around six to eight players per coach on one court, because beyond that waiting time rises sharply. Lay the court out so that all players hit in the same direction, waiting players stand behind a marked line well clear of swinging rackets, and a simple rule governs loose balls: if a ball rolls into your area, stop, call and wait. Never let a player walk behind someone who is swinging.",
              "A warm-up following the RAMP structure (raise, activate and mobilise, potentiate) prepares the body and can use the ball from the start: jogging and side-stepping while bouncing a ball on the racket, then catching games that rehearse the unit turn. Games-based teaching, developed from Bunker and Thorpe's Teaching Games for Understanding model of 1982, puts a game first and teaches technique when the game exposes the need for it. A typical 60-minute session might run:",
            ) +
            "<ol><li>10 minutes: warm-up with racket and ball.</li><li>10 minutes: an opening cooperative rally game to see what players can already do.</li><li>25 minutes: skill practice in pairs or threes, fed by the coach and then by the players.</li><li>10 minutes: a conditioned game, for example points that count double if won with a forehand into a target zone.</li><li>5 minutes: review, with players saying one thing they improved.</li></ol>" +
            p(
              "Judge the session by how many balls each child hits. If more than two players are ever standing still, split the group or change the activity.",
            ),
        },
      },
    ],
  },
  {
    slug: "beginning-trombone",
    discipline: "Trombone playing",
    title: "Beginning Trombone",
    description:
      "Never played a brass instrument before? Over a term of small-group lessons, adult beginners learn to assemble and hold the tenor trombone, breathe and buzz, find the seven slide positions and the notes each one gives, and begin reading bass clef.",
    level: "beginner",
    duration: "one term of twelve weekly group lessons (45 minutes each)",
    plantedGap: "reading bass clef",
    modules: [
      {
        title: "Assembling and holding the instrument",
        description:
          "Putting the slide and bell sections together safely, caring for the slide, and a posture that leaves the right arm free to move.",
        lesson: {
          title: "The instrument, the hold and the posture",
          html: p(
            "The tenor trombone comes in two parts: the slide section, which carries the mouthpiece receiver and the moving outer slide, and the bell section. Before assembling, check that the slide lock is engaged so the outer slide cannot slip off and fall; a dropped outer slide dents easily, and even a slight dent makes the slide drag. Hold the slide section by its stationary braces, never by the outer slide, fit the bell section onto it and tighten the locking nut when the bell and slide make an angle a little under 90 degrees. Insert the mouthpiece with a gentle twist; never tap it in, because a jammed mouthpiece needs a special puller to remove.",
            "The left hand carries all the weight. The left thumb wraps around or rests under the bell brace, the index finger lies along the mouthpiece shank or the top of the slide, and the remaining fingers curl around the stationary slide brace. Check the hold by letting go with the right hand: the trombone should stay steady. The right hand then holds the slide brace lightly between the thumb and the first two fingers, with a loose wrist, so the slide moves from the elbow and wrist rather than the shoulder. Gripping the slide tightly is the usual cause of slow, jerky movement.",
            "Sit or stand tall, with the trombone brought to the lips rather than the head pushed forward to meet it. The bell points slightly downward and to the left of the music stand so the player can see the conductor. Feet are flat, shoulders relaxed and the right elbow clear of the body.",
            "Daily care is simple. The inner slide tubes need a thin layer of slide cream or a slide lubricant with a fine water spray; too much cream makes the action sluggish, too little makes it squeak. Empty condensation through the water key after playing. About once a month, wash the slide with lukewarm water and a cleaning rod wrapped in a cloth, taking care not to bend the inner tubes, and dry it before lubricating again.",
          ),
        },
      },
      {
        title: "Breath, buzz and first notes",
        description:
          "How the lips vibrate to make the sound, practising on the mouthpiece alone, and producing steady, centred notes in first position.",
        lesson: {
          title: "From buzzing to a steady tone",
          html: p(
            "A trombone has no reed: the player's lips are the vibrating source. Air pushed between lightly closed lips sets them buzzing, and the tube of the instrument selects and amplifies the frequencies it can support. Pitch is changed in two ways, by altering lip tension and air speed, which moves the player between the notes of the harmonic series, and by moving the slide, which changes the length of the tube.",
            "Good tone starts with the breath. Breathe in through the corners of the mouth, letting the lower ribs and abdomen expand rather than raising the shoulders, and take a full but relaxed breath before every phrase. Practise blowing a steady stream of warm air onto the palm for eight slow beats; the aim is a constant flow, not maximum force.",
            "Buzz first without the mouthpiece, with lips together as if saying 'm', then blowing through them until they vibrate evenly. Next buzz into the mouthpiece alone. Most players place it roughly centrally, often with a little more upper than lower lip in the cup, but placement varies with lip and tooth shape and a teacher should check it rather than impose a rule. The corners of the mouth stay firm and the centre of the lips soft. Slide the pitch up and down like a siren; this builds flexibility and shows how small changes in tension move the pitch.",
            "Now play with the slide in first position, fully in. Start each note with the tongue, as if saying 'ta' or 'da', behind the upper teeth, and keep the air moving after the tongue releases. The first notes most beginners find are the F below middle C and the B flat below that; both lie in first position and differ only in lip tension and air speed. A secure note sounds steady in pitch and volume and starts cleanly without a puff of air first. Practise holding each for four slow beats, resting between, and finish each practice session with long notes played as quietly as possible, which trains control more effectively than loud playing. Ten minutes a day is worth more than one long weekly session, because lip muscles tire quickly at first.",
          ),
        },
      },
      {
        title: "The seven positions and the harmonic series",
        description:
          "How the slide lowers pitch in semitone steps, which notes each position gives, and how to move between positions cleanly.",
        lesson: {
          title: "Finding notes with the slide",
          html:
            p(
              "With the slide fully in, a tenor trombone sounds a series of notes related as the harmonic series of its fundamental, B flat. The lowest practical one, the 'pedal' B flat, is the fundamental itself; above it come the second partial, the B flat an octave higher, then the F above that, the B flat below middle C, then D, F, a rather flat A flat, and the B flat above middle C. Moving between these notes uses only the lips and air.",
              "Each of the seven slide positions lengthens the tube enough to lower the whole series by one more semitone. On the second partial, for example, the positions give:",
            ) +
            "<table><tr><th>Position</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr>" +
            "<tr><td>Second partial</td><td>B flat</td><td>A</td><td>A flat</td><td>G</td><td>G flat</td><td>F</td><td>E</td></tr>" +
            "<tr><td>Third partial</td><td>F</td><td>E</td><td>E flat</td><td>D</td><td>D flat</td><td>C</td><td>B</td></tr></table>" +
            p(
              "Because the partials overlap, many notes have alternative positions. The F below middle C is the third partial in first position and also the fourth partial in sixth position; choosing the alternative can avoid a long slide movement between neighbouring notes.",
              "Positions are not equally spaced: each step further out is slightly longer than the one before, because a semitone needs a fixed proportion of the current tube length, not a fixed distance. Landmarks such as the bell rim help, but they vary between instruments, so set each position by ear with a tuner and a drone before relying on muscle memory. Some partials are naturally out of tune: the fifth partial, the D in first position, sits about 14 cents flat and has to be lipped up or, in other positions, corrected by bringing the slide slightly in; the seventh partial is so flat that players normally use an alternative position instead.",
              "Slide technique matters as much as accuracy. Move the slide quickly and exactly at the moment the note changes, keeping the air flowing, and use the tongue on each new note; otherwise the pitch slides audibly between them. A soft 'da' or 'la' tongue keeps legato playing smooth without that smear.",
            ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-tattooing-skin-hygiene-and-linework",
    discipline: "Tattooing",
    title: "Foundations of Tattooing: Skin, Hygiene and Linework",
    description:
      "Skin structure, infection control, client consultation and clean linework: the foundations every apprentice tattooist needs before working on a paying customer. Practical sessions use synthetic practice skin under close supervision.",
    level: "beginner",
    duration: "twelve weeks (two studio-based sessions a week)",
    plantedGap: "client consultation",
    modules: [
      {
        title: "How skin holds ink",
        description:
          "The layers of the skin, where pigment particles settle, and what happens when the needle goes too shallow or too deep.",
        lesson: {
          title: "Skin structure and pigment placement",
          html: p(
            "Skin has three layers that matter to a tattooist. The epidermis, the outer layer, is made mostly of keratinocytes produced in its deepest row, the stratum basale, which move outward over about four weeks and are shed from the surface as the dead, flattened cells of the stratum corneum. Its thickness ranges from about 0.05 mm on the eyelids to about 1.5 mm on the soles of the feet. Because the epidermis is constantly renewed, pigment left there is lost within weeks. Beneath it lies the dermis, a tough layer of collagen and elastic fibres carrying blood vessels, nerves, hair follicles and sweat glands; its upper part, the papillary dermis, interlocks with the epidermis in ridges. Below the dermis is the subcutaneous layer of fat.",
            "A tattoo is permanent because pigment particles are deposited in the upper dermis. There they are engulfed by macrophages and other dermal cells and remain in place. Work in mice published in 2018 showed that when a pigment-laden macrophage dies, the released pigment is taken up again by new macrophages at the same spot, which helps explain why tattoos stay sharp for decades while slowly softening as some particles drift or are removed through the lymphatic system.",
            "Depth is therefore the first technical skill. Too shallow, and ink sits in the epidermis and falls out during healing, leaving patchy or broken lines. Too deep, and the needle passes through the dermis into the fat, where ink spreads sideways under the skin in a blurred blue halo known as a blowout; it cannot be corrected except by laser. As a guide, the needle should penetrate roughly 1 to 2 mm, but the right depth varies with the body site and the person: skin over the ribs, inner arm and feet is thin, while the back and outer thigh are thicker.",
            "Tactile feedback tells the artist when depth is right: a slight, even resistance and a smooth buzz as the needle enters, with a line that holds crisp when wiped. Practice skin mimics some of this, but it cannot reproduce living tissue, which is why apprentices move on to supervised work only gradually.",
          ),
        },
      },
      {
        title: "Preventing cross-infection in the studio",
        description:
          "Blood-borne viruses, single-use equipment, barrier protection, sterilisation, and the legal duties of a registered tattooist.",
        lesson: {
          title: "Infection control from set-up to strip-down",
          html:
            p(
              "Every tattoo breaks the skin and exposes both the artist and the customer to blood. The main risks are the blood-borne viruses hepatitis B, hepatitis C and HIV; hepatitis B is by far the most transmissible, and a needlestick from an infected source carries a risk of about 30 per cent in an unvaccinated person, compared with about 3 per cent for hepatitis C and 0.3 per cent for HIV. Tattooists should therefore complete a course of hepatitis B vaccination and check their antibody response. Skin infections from bacteria such as Staphylococcus aureus, and outbreaks of non-tuberculous mycobacteria traced to contaminated inks diluted with tap water, show that the risks are not only viral.",
              "The core principle is that anything that touches broken skin must be sterile, and anything that touches the artist's gloved hands during the tattoo must be covered or disposable. A standard set-up therefore includes:",
            ) +
            "<ul><li>sterile, single-use needles or cartridges, opened in front of the customer;</li><li>single-use ink caps, with ink decanted before starting and never returned to the bottle;</li><li>plastic barrier film or bags over the machine, clip cord or battery, power unit controls and spray bottles;</li><li>nitrile gloves, changed whenever they touch an uncovered surface;</li><li>a sharps bin within reach, and clinical waste bags for contaminated materials.</li></ul>" +
            p(
              "Reusable items such as steel grips must be cleaned, ideally in an ultrasonic cleaner, and then sterilised in a validated autoclave; a typical cycle holds 134 to 137 °C for at least three minutes, and vacuum autoclaves are needed for wrapped or hollow items. Most studios now avoid the issue by using disposable grips. Work surfaces, chairs and the armrest are cleaned and disinfected between customers, and hands are washed before gloving and after removing gloves.",
              "In England outside London, tattooists and their premises must be registered with the local authority under the Local Government (Miscellaneous Provisions) Act 1982 and comply with its byelaws; London boroughs, Wales and Scotland operate separate licensing schemes. The Tattooing of Minors Act 1969 makes it an offence to tattoo anyone under 18, except for medical reasons by a qualified practitioner.",
            ),
        },
      },
      {
        title: "Needles, machines and the first lines",
        description:
          "Needle groupings and gauges; coil, rotary and pen machines; and the skin stretch, angle and hand speed behind a clean line.",
        lesson: {
          title: "Pulling a clean line",
          html: p(
            "Needles are grouped and soldered, or set in cartridges, in standard configurations. Round liners (RL) are tightly bunched points for crisp outlines, described by count, as in 3RL or 9RL. Round shaders (RS) use the same number of points spread more loosely for small areas of colour and shading. Magnums are points arranged in one or two staggered rows for filling large areas; curved or soft-edge magnums have a curved edge that blends better. The diameter of each point is coded by number: #12 is 0.35 mm, the usual general-purpose size, #10 is 0.30 mm and #8 is 0.25 mm, giving finer lines. The taper, the length over which the point narrows, also matters: a long taper cuts a finer entry and suits lining.",
            "Coil machines drive the needle with a pair of electromagnets pulling an armature bar; they are adjustable and loud, and many artists still prefer them for lining. Rotary machines use an electric motor and a cam, running more quietly and with less vibration. Pen-style rotaries take cartridges with a membrane that stops ink and fluid running back into the machine, which simplifies hygiene.",
            "A clean line depends on four things working together. First, stretch: the non-working hand and the little finger of the working hand pull the skin taut in three directions so that it does not bunch ahead of the needle. Second, angle: for lining, the machine is held close to upright, around 60 to 90 degrees to the skin, so the needle enters cleanly. Third, depth, set by how far the needle protrudes from the tip, usually about 2 mm for lining, with the artist adjusting pressure from there. Fourth, hand speed matched to machine speed: move too fast and the line breaks into dots; move too slowly and the needle overworks one spot, chewing the skin and widening the line.",
            "Most artists pull lines toward themselves in one confident movement and begin at the lower part of the design, working upward, so the hand and the wiping do not remove stencil lines still needed. Apprentices first practise straight lines, circles and consistent curves on synthetic practice skin, checking each for even width, unbroken edges and clean joins before moving to full designs.",
          ),
        },
      },
    ],
  },
  {
    slug: "understanding-organisational-behaviour",
    discipline: "Organisational behaviour",
    title: "Understanding Organisational Behaviour",
    description:
      "People, not structures, decide whether an organisation works. An introduction for first-year business and management students, it examines motivation, groups and teams, organisational culture, and power and politics at work, testing each theory against cases from real workplaces.",
    level: "beginner",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "power and politics",
    modules: [
      {
        title: "What motivates people at work?",
        description:
          "Content and process theories of motivation, from Herzberg's two factors to expectancy theory, job design and self-determination theory.",
        lesson: {
          title: "Theories of motivation and how to use them",
          html: p(
            "Motivation theories fall into two families. Content theories ask what people want from work; process theories ask how they decide how much effort to give. Both are needed to explain why the same pay rise energises one team and leaves another indifferent.",
            "Frederick Herzberg's two-factor theory, from interviews with about 200 engineers and accountants published in 1959, separated hygiene factors, such as pay, supervision, working conditions and company policy, from motivators, such as achievement, recognition, responsibility and the work itself. Poor hygiene factors cause dissatisfaction, but improving them only removes the dissatisfaction; satisfaction comes from the motivators. The theory has been criticised because people tend to credit themselves for good experiences and blame circumstances for bad ones, which may have produced the split, but it remains a useful prompt: a pay rise will not fix boring work.",
            "Victor Vroom's expectancy theory of 1964 is a process theory. Motivational force depends on expectancy (will my effort lead to performance?), instrumentality (will performance lead to an outcome?) and valence (do I value that outcome?). Because the terms multiply, a zero in any one removes motivation. A sales bonus fails if staff think targets are unreachable, suspect the bonus will not be paid, or do not care about the money.",
            "Job design translates these ideas into practice. Hackman and Oldham's job characteristics model of 1976 identifies five core dimensions: skill variety, task identity, task significance, autonomy and feedback. Jobs rich in these produce experienced meaningfulness, responsibility and knowledge of results, and in turn higher internal motivation and satisfaction. A call-centre role that lets an agent resolve a problem from start to finish scores higher on task identity than one that passes every query to another department.",
            "Self-determination theory, developed by Edward Deci and Richard Ryan, distinguishes intrinsic motivation from controlled forms and proposes three basic needs: autonomy, competence and relatedness. Its most practical finding is that tightly controlling rewards and surveillance can undermine intrinsic interest in tasks people already enjoy. Applying the theories together, a manager might ask: is the outcome valued, is the route to it believable, and does the job itself satisfy the need for autonomy and competence?",
          ),
        },
      },
      {
        title: "Groups and teams",
        description:
          "How groups develop over time, why individual effort can fall in larger groups, and how cohesive groups can make poor decisions.",
        lesson: {
          title: "Group development, social loafing and groupthink",
          html: p(
            "A group is two or more people who interact and see themselves as a unit; a team is a group whose members share a common goal and are mutually accountable for it. The distinction matters because many so-called teams are really collections of individuals reporting separately to a manager.",
            "Bruce Tuckman's 1965 review of small-group studies proposed four stages: forming, in which members are polite and uncertain; storming, in which disagreement emerges over roles, goals and leadership; norming, in which shared rules and trust develop; and performing, in which energy goes into the task. In 1977 Tuckman and Mary Ann Jensen added adjourning, when the group disbands. The model is descriptive and many groups cycle back or skip stages, but it helps a new project leader expect early friction rather than read it as failure.",
            "Larger groups can produce less than the sum of their members. In experiments carried out in the 1880s and published in 1913, the French agricultural engineer Maximilien Ringelmann found that people pulling a rope in a group exerted less force each than when pulling alone. Latané, Williams and Harkins showed in 1979 that part of the loss is coordination, but part is reduced effort, which they named social loafing. It increases when individual contributions cannot be identified, when the task seems unimportant and when members expect others to carry them. Remedies follow directly: make individual contributions visible, keep teams small, give meaningful tasks and use peer evaluation.",
            "Cohesion brings its own risk. Irving Janis's 1972 analysis of foreign-policy decisions, including the Bay of Pigs invasion of 1961, described groupthink: a cohesive, insulated group under pressure, with a directive leader, seeks agreement at the expense of realistic appraisal. Symptoms include an illusion of invulnerability, self-censorship, pressure on dissenters and self-appointed 'mindguards' who screen out unwelcome information. Countermeasures include the leader withholding a preferred view at the start, assigning a devil's advocate, inviting outside experts and holding a 'second-chance' meeting before the decision is final.",
          ),
        },
      },
      {
        title: "Reading an organisation's culture",
        description:
          "Schein's three levels of culture and the competing values framework as tools for diagnosing how an organisation really works.",
        lesson: {
          title: "Culture beneath the surface",
          html:
            p(
              "Organisational culture is the pattern of shared assumptions that members learn as they solve problems and that they pass on to newcomers as the correct way to think and act. Edgar Schein, whose model remains the standard starting point, described culture at three levels:",
            ) +
            "<ul><li>Artefacts: what a visitor can see and hear, such as office layout, dress, language, stories and ceremonies. They are easy to observe but hard to interpret.</li><li>Espoused beliefs and values: what the organisation says it stands for, in mission statements, strategy documents and managers' explanations.</li><li>Basic underlying assumptions: taken-for-granted beliefs about people, time, truth and the organisation's relationship with its environment. These are rarely discussed but actually drive behaviour.</li></ul>" +
            p(
              "The diagnostic skill lies in spotting gaps between the levels. A hospital that espouses openness about error but disciplines staff who report mistakes has an underlying assumption that errors are individual failings, and incident reporting will stay low whatever the policy says.",
              "The competing values framework, developed by Robert Quinn and John Rohrbaugh in the early 1980s and later turned into the Organizational Culture Assessment Instrument by Kim Cameron and Quinn, offers a way to compare cultures. It crosses two dimensions, flexibility against stability and internal against external focus, to give four types: clan, which is collaborative and people-centred; adhocracy, which values innovation and risk-taking; market, which is competitive and results-driven; and hierarchy, which prizes rules, efficiency and predictability. Staff score their organisation now and as they would like it, and the difference between the two profiles becomes the agenda for discussion. Most organisations combine several types, and the framework treats the tensions between them as normal rather than as a flaw.",
              "Culture can be a source of strength, but the same shared assumptions make change slow. Schein argued that leaders shape culture less by what they say than by what they pay attention to, how they react to crises, what they reward and whom they recruit and promote. When analysing a case, look first at these behaviours rather than at the published values.",
            ),
        },
      },
    ],
  },
];
