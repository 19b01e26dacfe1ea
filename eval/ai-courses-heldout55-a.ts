/** Fifty-fifth held-out evaluation courses, beginner level (change ringing to antiquarian bookselling); see ai-courses-heldout55.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT55_A: EvalCourse[] = [
  {
    slug: "change-ringing-handling-rounds-plain-hunt",
    discipline: "Bell ringing (change ringing)",
    title: "Change Ringing on Tower Bells: Handling to Plain Hunt",
    description:
      "Ringing a tower bell full circle is a physical skill before it is a musical one, so this ten-week beginners' course starts with safe bell handling and then moves through rounds and call changes, plain hunt on five bells, and the place notation in which methods are written.",
    level: "beginner",
    duration: "10 weekly practice nights (2 hours each)",
    plantedGap: "place notation",
    modules: [
      {
        title: "Handling a Full-Circle Bell",
        description:
          "Under a tutor's hands on the rope, you learn handstroke and backstroke separately before putting them together.",
        lesson: {
          title: "Handstroke, backstroke and the balance",
          html:
            p(
              "English-style change ringing uses bells hung for full-circle ringing: each bell is mounted on a headstock with a wheel, and at every pull it swings through almost a complete revolution, from mouth-up on one side to mouth-up on the other. At the top of each swing the bell passes its balance point, and a ringer who pulls just enough can hold it there, almost weightless, before letting it fall again. Control of the bell near the balance is what makes ringing possible, because it is there that the ringer decides exactly when the bell will next sound.",
              "Each full cycle has two strokes. At <b>handstroke</b> the ringer pulls on the sally, the striped woollen grip on the rope, and lets it rise again; at <b>backstroke</b> the ringer pulls on the tail end, the folded end of the rope held in the hands. A beginner is taught the two strokes separately: the tutor rings one stroke while the learner rings the other, and only when both are reliable does the learner ring the whole cycle alone.",
              "A resting bell is 'set': it stands just past the balance, mouth upward, and is prevented from going over by a wooden stay that rests against a slider. Setting and raising the bell come later in the course, and until then the bell is always set by an experienced ringer. Several safety habits are taught from the first night:",
            ) +
            "<ul><li>never let go of the tail end while the bell is up, because the rope can fly up and coil round an arm or neck;</li><li>keep the eyes on the rope and the ringer you follow, not on your own hands;</li><li>stand with the feet slightly apart and the rope falling straight in front of you;</li><li>if in doubt, let the rope go completely and step back, rather than grabbing at it.</li></ul>" +
            p(
              "Good handling is quiet and economical: the arms rise fully at handstroke, the hands meet the sally without snatching, and the ringer pulls downward rather than outward. Most learners need between six and twelve short lessons before they can ring a bell safely without the tutor's hands on the rope.",
            ),
        },
      },
      {
        title: "Rounds and Call Changes",
        description: "Why does keeping an even rhythm matter more than anything else when six people ring together?",
        lesson: {
          title: "Striking in rounds and moving on a call",
          html: p(
            "Bells in a tower are numbered from the lightest, the treble, to the heaviest, the tenor. When they sound in order of number, treble first and tenor last, the band is ringing <b>rounds</b>, a descending scale that is the starting and finishing point of all change ringing. On six bells, rounds is written 123456. Each time all the bells have struck once is called a row or change.",
            "The measure of good ringing is <b>striking</b>: the bells should be evenly spaced in time, like the ticks of a clock. Because a heavy bell swings more slowly than a light one, each ringer must adjust the pull to keep the same interval as the others. In English ringing there is also a pause, the handstroke gap, before each handstroke row, equal to about one blow, so that the rhythm runs 'one-two-three-four-five-six, pause, one-two-three-four-five-six'. A ringer learns to place a bell by watching the rope of the bell to be followed and pulling just after it moves.",
            "In <b>call changes</b>, the simplest way of varying the order, a conductor calls out an instruction and two adjacent bells exchange places at the next handstroke. In many towers the call names the bells directly: '3 to 4' means that bell 3 will now follow bell 4, so 123456 becomes 124356. Other towers call by position ('4 lead' or 'swap 3 and 4'), and a visiting ringer should ask which convention is used. A sequence of calls can take the bells from rounds to a musical row such as Queens (135246 on six bells) or Tittums (142536), and back to rounds.",
            "Call changes are valuable practice because each ringer has only one thing to change at a time: to follow a different bell. Ringers watch ropes, not bells, so a learner must quickly recognise where each rope hangs in the circle. In Devon, call changes are rung as a competitive art in their own right, judged entirely on striking.",
          ),
        },
      },
      {
        title: "Plain Hunt on Five Bells",
        description:
          "Plain hunt, the first pattern in which every bell moves at every change, is learned here on the treble.",
        lesson: {
          title: "Hunting up and hunting down",
          html:
            p(
              "Change ringing proper begins when every bell may move at every row, instead of waiting for a call. The rule is that a bell can move by at most one place between consecutive rows, because a heavy bell cannot be made to strike much earlier or later than before. The simplest pattern obeying this rule is <b>plain hunt</b>, in which each bell moves steadily from the front of the row to the back and then returns, one place per row.",
              "On five bells the working bells exchange in pairs: at one row the bells in positions 1–2 and 3–4 change places, and at the next row the bells in positions 2–3 and 4–5 do so. Starting from rounds the sequence is:",
            ) +
            "<table><tr><th>Row</th><th>Order</th><th>Row</th><th>Order</th></tr><tr><td>1</td><td>12345</td><td>6</td><td>54321</td></tr><tr><td>2</td><td>21435</td><td>7</td><td>53412</td></tr><tr><td>3</td><td>24153</td><td>8</td><td>35142</td></tr><tr><td>4</td><td>42513</td><td>9</td><td>31524</td></tr><tr><td>5</td><td>45231</td><td>10</td><td>13254</td></tr></table>" +
            p(
              "The eleventh row is rounds again. Follow the treble: it strikes in positions 1, 2, 3, 4, 5, then 5 again, and back through 4, 3, 2, 1. Striking twice in the same place at the back is called lying behind, and striking twice at the front is leading; each is one handstroke and one backstroke. Every bell does the same, starting from a different point in the cycle.",
              "Learners usually start on the treble, because it begins at the front and has the simplest start. To hunt up, the ringer lets the bell swing a little higher at each stroke so that it sounds slightly later; to hunt down, the ringer checks it so that it comes round sooner. The ringer also needs to know which bell to follow: hunting up on five, the treble follows in turn the bells it has just passed. Counting places aloud under the breath is the standard beginner's aid.",
            ),
        },
      },
    ],
  },
  {
    slug: "gemmology-loupe-refractometer-polariscope",
    discipline: "Gemmology",
    title: "Identifying Gemstones with Hand Instruments",
    description:
      "Three hand instruments, the loupe, the refractometer and the polariscope, are put into beginners' hands in this twelve-week evening class, in which students learn to read inclusions under ten-times magnification, measure refractive index and birefringence, separate singly from doubly refractive stones, and recognise the commonest synthetics and simulants.",
    level: "beginner",
    duration: "12 weeks (one 2.5-hour evening a week)",
    plantedGap: "synthetics and simulants",
    modules: [
      {
        title: "Looking Through a Loupe",
        description:
          "The first module trains the eye: holding a 10x loupe steadily, lighting a stone, and describing what lies inside it.",
        lesson: {
          title: "Ten-times magnification and the inner world of a gem",
          html:
            p(
              "The loupe is the gemmologist's first and most frequently used instrument. The standard is a ten-times (10x) triplet: three lenses cemented together so that the image is corrected for colour fringes (chromatic aberration) and for distortion at the edges of the field (spherical aberration). Ten times is the magnification at which clarity grades for diamond are defined, so it has become the working standard for coloured stones too.",
              "Technique matters more than the lens. Hold the loupe close to the eye, about 2 to 3 cm away, and bring the stone up to it in tweezers rather than moving the loupe towards the stone. Brace the hands against each other or against the cheek to stop them shaking. The working distance of a 10x loupe is only about 2.5 cm, so the depth of focus is shallow; rolling the focus slowly through the stone reveals features at different depths. Light the stone from the side against a dark background (darkfield) to make inclusions shine, or from behind through a diffuser to show colour zoning.",
              "What the loupe shows can be grouped under a few headings:",
            ) +
            "<ul><li><b>Surface features</b>: polish lines, scratches, chips, and the sharpness of facet edges, which are crisp on hard stones such as corundum and rounded on softer ones.</li><li><b>Solid inclusions</b>: crystals of other minerals trapped as the gem grew, for example fine rutile needles in sapphire that intersect at 60°.</li><li><b>Fluid inclusions</b>: cavities containing liquid, gas or both; a 'two-phase' inclusion holds a liquid and a gas bubble.</li><li><b>Fractures and cleavage</b>: breaks that reach the surface; a feather is a partly healed fracture with a lacy pattern.</li><li><b>Growth features</b>: colour zoning and straight or angular growth lines that follow the crystal's faces.</li></ul>" +
            p(
              "The habit to build is to record before interpreting: sketch the stone's outline, mark each inclusion, and describe it in neutral words. Identification comes later, when the loupe's evidence is combined with the readings of the other instruments.",
            ),
        },
      },
      {
        title: "Refractive Index on the Critical-Angle Refractometer",
        description:
          "Students take their first refractometer readings on quartz, tourmaline and corundum and learn to calculate birefringence from them.",
        lesson: {
          title: "Reading the shadow edge",
          html:
            p(
              "When light passes from air into a gemstone it slows down and bends. The <b>refractive index</b> (RI) is the ratio of the speed of light in air to its speed in the stone, and it is one of the most diagnostic properties a gemmologist can measure. The standard gem refractometer works by critical angle: the stone's flat facet is placed on a hemicylinder of high-index glass, and light that strikes the boundary beyond a certain angle is totally reflected. Looking into the eyepiece, the observer sees a scale divided into a light and a dark area, and the RI is read where the shadow edge crosses the scale.",
              "Optical contact between the facet and the glass is made with a tiny drop of contact liquid, usually a solution based on diiodomethane with an RI of about 1.79 to 1.81. The liquid sets the upper limit of the instrument: a stone whose RI is higher, such as diamond at 2.417, gives no edge and is recorded as 'over the limit'. Readings are taken in monochromatic yellow light of 589 nm, or through a yellow filter, because white light gives a blurred, coloured edge.",
              "Many gems are <b>doubly refractive</b>: they split light into two rays with different indices. Rotating the stone on the glass, or rotating a polarising filter over the eyepiece, shows two shadow edges that move. The highest and lowest readings are recorded, and their difference is the <b>birefringence</b>.",
            ) +
            "<table><tr><th>Gem</th><th>RI range</th><th>Birefringence</th></tr><tr><td>Quartz</td><td>1.544–1.553</td><td>0.009</td></tr><tr><td>Tourmaline</td><td>1.624–1.644</td><td>0.018–0.020</td></tr><tr><td>Spinel</td><td>1.718</td><td>none</td></tr><tr><td>Corundum</td><td>1.762–1.770</td><td>0.008–0.009</td></tr></table>" +
            p(
              "Worked example: a pale green stone gives a maximum of 1.643 and a minimum of 1.624. The birefringence is 1.643 − 1.624 = 0.019, which together with the RI points clearly to tourmaline rather than to peridot (1.654–1.690, birefringence 0.036).",
            ),
        },
      },
      {
        title: "The Polariscope",
        description:
          "A quick test with crossed filters tells you whether a stone is singly refractive, doubly refractive or an aggregate.",
        lesson: {
          title: "Light, dark and blinking",
          html: p(
            "The polariscope is one of the simplest instruments in the laboratory and one of the most useful. It consists of a light source below a polarising filter (the polariser), a glass stage on which the stone is rotated, and a second filter above (the analyser). The two filters are 'crossed', set with their vibration directions at right angles, so that with nothing on the stage the field of view is dark.",
            "A gem placed between the crossed filters and turned slowly through a full rotation behaves in one of four ways. A <b>singly refractive</b> stone, one that belongs to the cubic system such as spinel or garnet, or an amorphous material such as amber, does not alter the polarised light and stays dark throughout. A <b>doubly refractive</b> stone, such as quartz, tourmaline or corundum, turns light and dark four times in each rotation, because it transmits light except when its vibration directions line up with those of the filters. A <b>polycrystalline aggregate</b>, made of many tiny randomly oriented crystals, such as chalcedony or jadeite, stays light in every position. Finally, some singly refractive materials show <b>anomalous double refraction</b>: strain within them produces irregular dark bands, tartan-like patterns or a snake-like extinction that moves as the stone turns, rather than four clean blinks.",
            "Reliable results need care. Clean the stone first; look through several facets, not only the table; and beware of stones that contain many inclusions or cracks, which can scatter light and make a singly refractive stone look light. Deeply coloured or very small stones can also be hard to read.",
            "The polariscope also locates optic axes. Directions along which a doubly refractive stone behaves as singly refractive can be found by turning it until it stays dark, and a glass sphere held over that direction, called a conoscope, shows an interference figure that tells uniaxial from biaxial gems. Used together, loupe, refractometer and polariscope can identify most common gem species.",
          ),
        },
      },
    ],
  },
  {
    slug: "museum-education-objects-visits-questions",
    discipline: "Museum education",
    title: "Teaching with Objects in Museums and Galleries",
    description:
      "Object-based learning sits at the heart of this short course for gallery volunteers and newly appointed museum learning staff, which also deals with planning a school visit, questioning techniques for family audiences, and evaluating a session afterwards.",
    level: "beginner",
    duration: "6 weeks (one 3-hour session a week)",
    plantedGap: "evaluating a session",
    modules: [
      {
        title: "Why Objects Teach",
        description:
          "Handling a real thing changes what people notice and remember, and this module looks at why and at how to handle collections safely.",
        lesson: {
          title: "Object-based learning and the handling session",
          html:
            p(
              "Object-based learning is the use of real things, whether originals, replicas or specimens, as the starting point for enquiry. Its advocates point to several effects. Objects are multisensory: weight, texture, temperature and smell carry information that a photograph cannot. They are open to many readings, so learners of different ages and abilities can all say something true about them. And they provoke questions, because a thing whose purpose is not obvious invites the learner to work it out. Research at University College London in the 2000s, led by Helen Chatterjee, found that handling museum objects also improved the wellbeing of hospital patients, a reminder that the benefits are not only cognitive.",
              "A typical handling session with a school group follows a simple sequence: a short welcome and ground rules; close looking in small groups, each with one object; sharing what each group has found; and a link back to the galleries, where pupils see related objects behind glass. The educator's role is to manage time and to ask, not to lecture.",
              "Handling collections are usually separate from the main collection, made up of duplicates, replicas or robust items that the museum has accepted may wear over time. Even so, they need care, and most museums teach a short set of rules:",
            ) +
            "<ul><li>wash and dry hands first; gloves are used for metals and for photographs, where nitrile gloves are preferred to cotton because they grip better;</li><li>hold one object at a time, with two hands, supporting it from underneath rather than by a handle or rim;</li><li>keep objects low, over a padded table, and pass them by putting them down rather than hand to hand;</li><li>report any damage at once, without trying to mend it.</li></ul>" +
            p(
              "Choosing objects is itself a skill. A good handling object is safe, robust and interesting from more than one angle. A Victorian flat iron, for example, invites questions about weight, heat, fuel, domestic labour and who did the ironing, and pupils can feel for themselves why the job was hard work.",
            ),
        },
      },
      {
        title: "Planning a School Visit",
        description:
          "Here you plan a ninety-minute visit for a Year 4 class from the first teacher enquiry to the moment the coach leaves.",
        lesson: {
          title: "From booking to coach departure",
          html:
            p(
              "A school visit succeeds or fails on planning that begins weeks before the class arrives. The first step is a conversation with the teacher about the learning aims: what topic the class is studying, which parts of the curriculum the visit should support, and what the pupils already know. In England, a Key Stage 2 class studying the Romans in Britain, for example, will benefit from a session that lets them handle pottery and coins and compare Roman and Iron Age life, rather than from a general tour.",
              "Practical arrangements follow. The museum should confirm group size, ages, any access or medical needs, arrival and departure times, where coats and lunches will go, and the ratio of accompanying adults. Many museums ask for at least one adult to every six pupils at Key Stage 1 and one to every ten at Key Stage 2, though the school's own policy decides. The teacher remains responsible for pupils' behaviour and welfare throughout, and the museum shares its own risk assessment so that the school can complete theirs; a pre-visit by the teacher is strongly encouraged.",
              "A sample plan for a ninety-minute visit by thirty pupils looks like this:",
            ) +
            "<table><tr><th>Time</th><th>Activity</th><th>Who</th></tr><tr><td>0–10 min</td><td>Welcome, toilets, ground rules</td><td>Educator</td></tr><tr><td>10–40 min</td><td>Handling session in three groups of ten</td><td>Educator and volunteers</td></tr><tr><td>40–75 min</td><td>Gallery trail with a worksheet</td><td>Adults with small groups</td></tr><tr><td>75–90 min</td><td>Plenary and departure</td><td>Educator and teacher</td></tr></table>" +
            p(
              "Timings should include slack: coaches are late, toilets take ten minutes for thirty children, and a class that arrives unsettled needs a few minutes to calm down. Preparation materials sent in advance, such as a few photographs of the building and of the educator, help anxious or autistic pupils know what to expect. After the visit, a follow-up activity in class helps pupils carry what they saw into their next lessons.",
            ),
        },
      },
      {
        title: "Asking Good Questions",
        description:
          "Open questions, wait time and Visual Thinking Strategies give families and children room to think aloud.",
        lesson: {
          title: "Questions that open up looking",
          html: p(
            "The single most useful skill for a gallery educator is asking questions that help visitors look for themselves. Questions can be sorted roughly into closed questions, which have one correct answer ('What is this made of?'), and open questions, which admit many reasonable answers ('What do you think this was used for?'). Closed questions have their place, for checking understanding or drawing attention to a detail, but a session built only on them becomes a quiz in which visitors try to guess what the educator is thinking.",
            "A widely used method for open discussion is <b>Visual Thinking Strategies</b> (VTS), developed in the 1990s by the museum educator Philip Yenawine and the psychologist Abigail Housen. The facilitator asks three questions in turn: 'What's going on in this picture?', 'What do you see that makes you say that?' and 'What more can we find?'. The facilitator points to what each speaker mentions, paraphrases each comment neutrally, and links comments that agree or disagree, without declaring any answer right. The second question is the heart of the method, because it asks people to ground their interpretations in evidence.",
            "Two habits make any questioning work better. The first is <b>wait time</b>: after asking a question, the educator waits three to five seconds before speaking again. Mary Budd Rowe's classroom studies in the 1970s found that longer wait time produced longer, more thoughtful answers and more answers from quieter pupils. The second is following up: 'Tell me more', 'Has anyone noticed something different?' and 'How could we find out?' keep a discussion moving without supplying the answer.",
            "With family audiences, questions work best when they invite adults and children to talk to each other rather than to the educator. A prompt such as 'Which of these would you choose to take home, and why?' gives parents a way into the conversation and children a reason to look closely. Signs and trails can carry the same kind of prompt when no educator is present.",
          ),
        },
      },
    ],
  },
  {
    slug: "labanotation-staff-directions-timing",
    discipline: "Dance notation",
    title: "Reading and Writing Labanotation",
    description:
      "Rudolf Laban's system for writing movement down is taught here from the ground up, with weekly practice at reading and writing: the vertical staff and its columns, the direction and level symbols, how the length of a symbol shows timing, and the signs for turns.",
    level: "beginner",
    duration: "one term (2 hours a week)",
    plantedGap: "signs for turns",
    modules: [
      {
        title: "The Staff and Its Columns",
        description:
          "We start with the layout of the page: which way the score is read and which column belongs to which part of the body.",
        lesson: {
          title: "A score read from the bottom up",
          html: p(
            "Labanotation is a system for recording human movement devised by Rudolf Laban and published in 1928 under the name Kinetographie. It is known in Europe as Kinetography Laban and in the English-speaking world as Labanotation, a name popularised by the Dance Notation Bureau, founded in New York in 1940, and by Ann Hutchinson Guest, whose textbook remains the standard reference. Unlike musical notation, a Labanotation score is read from the bottom of the page upward, so that the reader moves forward through time as the eye travels up the staff.",
            "The staff consists of three vertical lines. The centre line divides the body into left and right halves: everything written to the right of it concerns the right side of the body, and everything to the left concerns the left side. The two outer lines separate the columns for the legs and torso, inside the staff, from the arm columns just outside it. Between and beyond the lines lie imaginary columns, each reserved for a body part. Working outward from the centre line on each side, the columns are:",
            "<b>Support column</b>, immediately next to the centre line, which records what carries the body's weight, normally the feet, and therefore steps, jumps and changes of level in standing. <b>Leg gesture column</b>, outside the support column, for movements of a leg that is not bearing weight. <b>Body column</b>, for the torso and other parts specified by a pre-sign. <b>Arm column</b>, just outside the staff, for arm gestures. Further columns to the right of the staff can be added for the head and other parts, marked by a symbol placed at the bottom of the column.",
            "A score begins with the starting position, written below a double horizontal line, and is divided into measures by horizontal bar lines that correspond to the bar lines of the music. Beat marks along the centre line show the count. Reading a first score is mostly a matter of locating each symbol: its column tells you which part of the body moves, its height on the staff tells you when, and the symbol itself tells you where.",
          ),
        },
      },
      {
        title: "Direction and Level",
        description: "Nine shapes and three kinds of shading are enough to describe where any limb goes.",
        lesson: {
          title: "Shape for direction, shading for level",
          html:
            p(
              "The direction symbols are the core of the system. Each is a variation on a rectangle. The plain rectangle means <b>place</b>: for a step, the foot stays under the body; for a gesture, the limb returns to its normal position close to the body. The rectangle is modified to indicate each of the eight horizontal directions: the forward and backward symbols are rectangles with a small projection at the top or the bottom, the sideward symbols are wedge-shaped and point to the right or the left, and the four diagonal directions are shown by rectangles with one corner cut away at a slant.",
              "The same shape is used for every part of the body, which is why the system is economical. A forward symbol in the support column is a step forward; in the arm column it is an arm raised in front of the body. The level of the movement is shown by the shading inside the symbol:",
            ) +
            "<table><tr><th>Shading</th><th>Level</th><th>Support column</th><th>Arm column</th></tr><tr><td>Diagonal strokes</td><td>High</td><td>Step on half toe, legs straight</td><td>Arm raised above shoulder height</td></tr><tr><td>A dot in the centre</td><td>Middle</td><td>Normal step, legs straight</td><td>Arm at shoulder height</td></tr><tr><td>Solid black</td><td>Low</td><td>Step with bent knees</td><td>Arm below shoulder height</td></tr></table>" +
            p(
              "Directions are understood from the performer's point of view, not the audience's: 'right' means the dancer's right, and 'forward' means the direction the dancer's front is facing at that moment. For a gesture, direction is measured from the point where the limb is attached, so 'right side middle' for the right arm means the arm is stretched out horizontally to the side at shoulder level.",
              "Writing a walk therefore requires only one kind of symbol: forward middle symbols placed alternately to the right and left of the centre line, each in its support column. A small piece of notation can be checked by performing it, and the course asks students to dance every example they write.",
            ),
        },
      },
      {
        title: "Duration Written as Length",
        description: "In this module the vertical length of each symbol becomes the dancer's rhythm.",
        lesson: {
          title: "Time runs up the page",
          html: p(
            "Labanotation shows time spatially. Because the staff is read from bottom to top, the position of a symbol on the staff gives the moment a movement starts, and the vertical length of the symbol gives how long the movement takes. A movement that lasts one beat is written with a symbol one beat long, measured against the beat marks along the centre line; a movement lasting two beats has a symbol twice as long. There are no separate note values as in music: the duration is simply the length.",
            "Consider a measure of 4/4 time in which the notator has chosen a scale of one centimetre per beat. A dancer who takes four walking steps, one on each beat, is written with four forward middle symbols, each one centimetre long, alternating sides. If the same dancer steps forward slowly over two beats and then takes two quick steps on beats 3 and 4, the first symbol is two centimetres long and the next two are one centimetre each. For half-beat steps, the symbols are halved, and a 'walking run' on eighth notes needs eight short symbols in the measure.",
            "The length of a step symbol is not just a matter of rhythm; it also describes how the weight travels. The step begins when the symbol starts and the transfer of weight is complete when it ends, so a long step symbol implies a slow, gradual transfer and a short one a quick, sharp transfer. Gestures work in the same way: an arm written rising over four beats rises continuously for four beats.",
            "Gaps matter as much as symbols. A gap in the support columns, where no support symbol is written between one step and the next, means that the body has no support at all: it indicates a jump, and the body is in the air for the length of the gap. To show that a dancer simply stays standing on the last support while other parts of the body move, the notator writes a hold sign, a small circle, in the support column.",
          ),
        },
      },
    ],
  },
  {
    slug: "antiquarian-bookselling-editions-condition-collation",
    discipline: "Bookselling (antiquarian)",
    title: "The Antiquarian Book Trade: Editions, Condition and Collation",
    description:
      "An old book's value rests on which edition it is, what state it is in and whether it is complete; this short trade course therefore teaches first-edition identification, condition grading in the trade's own vocabulary, collation against a bibliography, and pricing from auction records.",
    level: "beginner",
    duration: "5 Saturday workshops",
    plantedGap: "pricing from auction records",
    modules: [
      {
        title: "First Editions, Issues and States",
        description:
          "Is this copy really a first edition, and if so which printing? We learn to answer from the book itself.",
        lesson: {
          title: "Reading the evidence of the printing",
          html: p(
            "To a bookseller, an <b>edition</b> is all the copies printed from substantially the same setting of type, a <b>printing</b> or impression is one run of the press from that setting, and the first printing of the first edition is normally what collectors mean by 'a first'. Within a printing, bibliographers distinguish an <b>issue</b>, a group of copies deliberately altered and offered to the public as a unit (for example, with a new title page), from a <b>state</b>, a variant produced by correction during printing without the publisher treating it as a separate offering. Issue and state 'points' are the small textual or physical differences that identify them.",
            "For twentieth-century books the copyright page is the first place to look. Many publishers printed 'First published in 1954' and changed the wording on reprints, while others used a statement such as 'First Edition' that they removed from later printings. From the 1970s onward, most English-language publishers adopted a number line, or printer's key, such as '10 9 8 7 6 5 4 3 2 1': the lowest number present indicates the printing, so a line ending in 3 marks a third printing. Publishers' practices were not uniform, which is why the trade relies on guides and author bibliographies that record each house's habits.",
            "Points can be small. The first printing of Harry Potter and the Philosopher's Stone (Bloomsbury, 1997) has a number line running from 10 down to 1 and lists 'Joanne Rowling' rather than 'J. K. Rowling' on the copyright page; in the list of school equipment on page 53 '1 wand' appears twice. A careful bookseller checks every recorded point, because a single misidentification can turn a sale worth thousands of pounds into a refund and a damaged reputation.",
            "The dust jacket needs separate attention. For modern firsts the jacket may account for most of a book's value, and jackets were sometimes 'married' from a later printing. The price on the flap, the reviews quoted on the back and the list of other titles all help date a jacket independently of the book it wraps.",
          ),
        },
      },
      {
        title: "Describing Condition",
        description:
          "Condition is described in a fixed vocabulary that buyers rely on, and this module teaches it term by term.",
        lesson: {
          title: "Fine, very good and the flaws in between",
          html:
            p(
              "Because most antiquarian books are sold to buyers who cannot handle them first, the trade depends on accurate condition description. The Antiquarian Booksellers' Association, founded in 1906, and its international counterpart ILAB expect members to describe books honestly and to accept returns of books that do not match their descriptions. Condition is summarised in a grade and then qualified by listing every defect.",
            ) +
            "<table><tr><th>Grade</th><th>Meaning in the trade</th></tr><tr><td>Fine (F)</td><td>Close to new; no defects worth mentioning</td></tr><tr><td>Near Fine (NF)</td><td>Approaching fine with one or two small flaws, which should be stated</td></tr><tr><td>Very Good (VG)</td><td>A used book with some signs of wear, all described</td></tr><tr><td>Good (G)</td><td>An average used, worn book that is complete; not a compliment</td></tr><tr><td>Fair</td><td>Worn and possibly lacking endpapers or a half-title, but with the text complete</td></tr><tr><td>Poor</td><td>A reading copy only; heavily worn, soiled or damaged</td></tr></table>" +
            p(
              "The grade is followed by a description of binding, text block and jacket, using standard terms. <b>Foxing</b> is brown spotting on paper, usually caused by fungal activity or iron impurities. <b>Sunning</b> is fading, typically of a spine exposed on a shelf. <b>Bumped</b> corners are blunted by knocks; <b>rubbed</b> edges have lost surface colour. A jacket with small pieces missing from its edges is <b>chipped</b>. A book is <b>shaken</b> when the text block has loosened in its binding, and <b>cocked</b> when the spine leans so that the book will not stand square. Ex-library copies, with stamps, pockets and shelf numbers, must always be declared.",
              "A typical entry might read: 'First edition, first printing. Octavo. Original green cloth, spine lettered in gilt. A very good copy, spine a little sunned, light foxing to the preliminaries, in a near fine dust jacket with a short closed tear at the head of the rear panel.' Every clause tells the buyer what to expect, and the grades are never used to hide a fault.",
            ),
        },
      },
      {
        title: "Collation: Is the Book Complete?",
        description:
          "Students count leaves, gatherings and plates, and write a collational formula for a handpress book.",
        lesson: {
          title: "Gatherings, signatures and the collational formula",
          html: p(
            "Before the nineteenth century, books were printed on large sheets that were folded and gathered. A sheet folded once makes two leaves (four pages), the format called <b>folio</b> (2°); folded twice it makes four leaves, <b>quarto</b> (4to); folded three times, eight leaves, <b>octavo</b> (8vo). Each folded unit is a <b>gathering</b> or quire, and printers marked the first leaves of each gathering with a <b>signature</b>, a letter and sometimes a number, such as A, A2, A3, A4, so that the binder could assemble them in order. The signature alphabet normally had 23 letters, because I and J, and U and V, were treated as one letter each and W was not used.",
            "<b>Collation</b> is the process of checking that a copy contains every leaf it should. The bookseller counts the leaves in each gathering, checks the signatures, and compares the result with a <b>collational formula</b> from a standard bibliography. The formula follows Fredson Bowers's Principles of Bibliographical Description (1949). For example, an octavo written 'A–Z⁸ 2A⁴' consists of 23 gatherings of eight leaves each followed by a final gathering, signed 2A (often printed Aa), of four leaves. That makes 23 × 8 + 4 = 188 leaves, or 376 pages. If a copy in hand has only 187 leaves, the collator must find which gathering is short, and then whether the missing leaf is a blank, which may be noted and accepted, or a leaf of text, which seriously reduces value.",
            "Plates and maps printed separately from the text are not part of the gatherings and are listed separately, often in a bibliography's list of illustrations; they are the leaves most often removed by print dealers. Cancels, replacement leaves pasted onto a stub where an original leaf was cut out, should be noted as well.",
            "A short collation statement belongs in every description of an early book. 'Collated complete with the half-title and final blank' is one of the most reassuring phrases a buyer can read, and a bookseller who has not collated a book should say so.",
          ),
        },
      },
    ],
  },
];
