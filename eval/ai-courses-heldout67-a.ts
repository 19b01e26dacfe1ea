/** Sixty-seventh held-out evaluation courses, beginner level (disciplines A to H); see ai-courses-heldout67.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT67_A: EvalCourse[] = [
  {
    slug: "foundations-of-driving-instruction",
    discipline: "Driving instruction",
    title: "Foundations of Driving Instruction",
    description:
      "Preparing to become an approved driving instructor? This course covers the cockpit drill and the mirrors-signal-manoeuvre routine, client-centred coaching on the move, dual-control intervention and eco-safe driving, the practical core of the instructional ability assessed in ADI Part 3.",
    level: "beginner",
    duration: "ten weeks (one three-hour session a week, in car and classroom)",
    plantedGap: "eco-safe driving",
    modules: [
      {
        title: "The Cockpit Drill and Moving Off",
        description:
          "Establishing a safe, repeatable routine before and after the car moves, from DSSSM to the expanded mirrors-signal-manoeuvre sequence.",
        lesson: {
          title: "DSSSM, POM and the MSPSL Routine",
          html: p(
            "Before a learner turns the key, the instructor teaches a fixed cockpit drill so that nothing is left to chance. The usual mnemonic is DSSSM: doors, seat, steering, seatbelt, mirrors. Doors are checked closed by looking along the door mirrors for a gap and at the dashboard warning light. The seat is moved so that the clutch can be pressed fully to the floor with the knee still slightly bent, and the backrest so that the wrists rest on top of the wheel with the shoulders against the seat. The head restraint is set with its rigid part at least level with the eyes or the top of the ears, which limits whiplash in a rear-end collision. Steering height and reach are then adjusted, the seatbelt fastened flat across pelvis and chest, and finally the mirrors: the interior mirror framing the whole rear window, each door mirror showing a sliver of the car's own flank and mostly road.",
            "Starting the engine is preceded by a check that the parking brake is on and the gear lever in neutral. Moving off then follows POM: prepare (clutch down, first gear, set a little gas, find the biting point), observe (all mirrors, then a look over the right shoulder into the blind spot, signalling only if it would help someone), and move (release the parking brake, raise the clutch slightly further and steer gently away). If anything changes during the observation, the learner re-checks before moving.",
            "Every hazard thereafter is handled with the mirrors-signal-manoeuvre routine, which instructors usually teach in its expanded form, MSPSL: mirrors, signal, position, speed, look. Take a left turn into a side road. The learner checks the interior and left mirrors, signals left in good time, keeps to the left about a metre from the kerb, slows and selects a lower gear while still travelling straight, then looks into the new road to assess, decide and act before turning. The order matters: a signal given before looking may mislead someone already alongside, and braking while turning unsettles the car. Instructors make the routine visible by naming each element aloud during the first lessons, then falling silent as the learner takes it over.",
          ),
        },
      },
      {
        title: "Client-Centred Coaching on the Move",
        description:
          "How trainee instructors set goals with learners, question and give feedback safely, and meet the Part 3 competences.",
        lesson: {
          title: "Questioning, Goal Setting and the Part 3 Competences",
          html: p(
            "In Great Britain, trainee approved driving instructors (ADIs) are assessed on instructional ability in the ADI Part 3 test, marked against the DVSA's National Standard for Driver and Rider Training. The examiner scores seventeen competences, each from 0 to 3, grouped under three headings: lesson planning, risk management, and teaching and learning strategies. The maximum is 51. A total of 31 to 42 is a grade B and 43 or more a grade A, but a score of 7 or less in the risk-management section is a fail whatever the total. The weighting tells trainees what matters: a pleasant lesson in which the learner is exposed to danger the instructor did not manage cannot pass.",
            "Client-centred instruction means the learner shares responsibility for the lesson. Many instructors structure the start of a lesson with the GROW model from John Whitmore's Coaching for Performance: Goal, Reality, Options, Will. Suppose a learner keeps stalling at junctions. Goal: what would they like to manage by the end of today? Reality: what do they notice their feet doing as they approach the give-way line? Options: what could they change, such as finding the biting point earlier? Will: which option will they try first, and how will both of them know it is working?",
            "Questions on the move must respect the learner's workload. Open questions (what, how, where) invite reflection, but they belong on quiet stretches or when parked; while the learner is dealing with a hazard, only short, clear instructions are appropriate. Instructors also adjust the level of instruction: a full talk-through for a first attempt, prompted practice once the routine is partly secure, and independent driving when the learner can do it unaided.",
            'Risk management is agreed aloud before the car moves: for example, the learner is responsible for mirrors, signals and steering, while the instructor will give directions early and use the dual brake if needed. Feedback at the end of each exercise should be specific ("you checked the right mirror before signalling at all three junctions") and should ask the learner to assess their own driving before the instructor adds anything.',
          ),
        },
      },
      {
        title: "Dual Controls and Intervention",
        description:
          "Choosing the least intrusive intervention that will work in time, using the dual brake correctly, and learning from every intervention.",
        lesson: {
          title: "When and How to Intervene",
          html: p(
            'A tuition car is fitted with a dual brake and often a dual clutch, but these are the last resort, not the first. Instructors think of intervention as a ladder, to be climbed only as far as the situation requires: a verbal prompt ("check your mirror"), a direct instruction ("brake now"), a physical intervention such as steadying the wheel, and finally the dual controls. The rule is to use the lowest rung that will still work in the time available.',
            "Time is the key variable. At 30 mph a car covers about 13.4 metres every second. The Highway Code gives a typical stopping distance at that speed of 23 metres, made of 9 metres of thinking distance and 14 of braking distance; at 20 mph it is 12 metres. A learner reacts more slowly than the figures assume, so instructions must come early. Instructors therefore scan further ahead than the learner, identify hazards first and decide in advance the point by which the learner must have begun to respond.",
            'Using the dual brake has its own routine. The instructor checks the rear through a separate interior mirror before pressing, because a sudden stop can cause a rear-end collision. Braking is progressive unless a collision is imminent, and the instructor says what they are doing ("I\'m braking") so the learner does not fight the car. Steering assistance is given with one hand at the bottom of the wheel, making small corrections. Once safe, the learner pulls up and the two discuss what happened, the learner first.',
            "Each intervention should be recorded with the reason. Repeated interventions on the same kind of hazard mean the route is too demanding for the learner's stage, and the lesson plan should step back, for example from busy multi-lane roundabouts to quieter single-lane ones. Instructors should remember their own legal position: a person supervising a learner is treated as being in charge of the vehicle, so drink-drive limits apply to them, and they must not use a hand-held mobile phone while supervising.",
          ),
        },
      },
    ],
  },
  {
    slug: "crochet-for-beginners-stitches-patterns-and-gauge",
    discipline: "Crochet",
    title: "Crochet for Beginners: Stitches, Patterns and Gauge",
    description:
      "Students learn to hold hook and yarn, work a foundation chain and the basic stitches, read written patterns and charts in both UK and US terms, check gauge, and finish a piece by weaving in ends and blocking.",
    level: "beginner",
    duration: "six weeks (one two-hour evening workshop a week)",
    plantedGap: "blocking",
    modules: [
      {
        title: "Hook, Yarn and the Foundation Chain",
        description:
          "Choosing a hook for a given yarn, holding both comfortably with even tension, and making and counting a foundation chain.",
        lesson: {
          title: "Holding the Hook and Making a Foundation Chain",
          html: p(
            "Crochet hooks are sized by the diameter of the shaft in millimetres, the metric system used in the UK and Europe. American hooks also carry letters and numbers, so a US G-6 is 4 mm and an H-8 is 5 mm. The ball band of the yarn suggests a hook: double knitting (DK) yarn usually calls for about 4 mm, aran for about 5 mm and chunky for 6 to 8 mm. Beginners find a smooth, light-coloured DK wool or cotton and a 4 mm hook easiest, because the stitches are visible and the yarn does not split.",
            "There are two common grips. In the pencil grip the hook rests on the hand like a pen; in the knife grip the hand is over the hook as if cutting food. Neither is more correct. The other hand controls the yarn: a typical method passes the working yarn over the index finger and loosely round the little finger, while the thumb and middle finger pinch the work just below the hook. The index finger is raised or lowered to adjust tension, and even tension matters more than speed.",
            "Every piece starts with a slip knot on the hook. To make a chain, wrap the yarn over the hook from back to front (called yarn over, or yarn round hook in UK patterns) and draw it through the loop on the hook. Repeat. The front of a chain shows a row of small V shapes; the back shows a line of bumps. When counting, neither the slip knot nor the loop on the hook is counted, so a chain of 20 has twenty Vs between them.",
            "The next row is worked into the chain. Working into the top loop of each V is quickest; working into the back bump leaves a neat chain edge that looks like the top of a row. The commonest beginner problem is a foundation chain much tighter than the stitches above it, which makes the bottom edge pucker. The simple remedy is to make the chain with a hook one size larger, then change back.",
          ),
        },
      },
      {
        title: "The Basic Stitches and Their Names",
        description:
          "Working slip stitch, double crochet, half treble, treble and double treble, and translating between UK and US stitch names.",
        lesson: {
          title: "From Slip Stitch to Treble, in UK and US Terms",
          html:
            p(
              "The basic stitches differ in height, and height comes from the number of times the yarn is wrapped round the hook before the hook goes into the work. The difficulty for beginners is that British and American patterns use the same words for different stitches, shifted by one step:",
            ) +
            "<table><thead><tr><th>UK term</th><th>US term</th><th>Turning chain</th></tr></thead><tbody>" +
            "<tr><td>double crochet (dc)</td><td>single crochet (sc)</td><td>1 (not usually counted as a stitch)</td></tr>" +
            "<tr><td>half treble (htr)</td><td>half double crochet (hdc)</td><td>2</td></tr>" +
            "<tr><td>treble (tr)</td><td>double crochet (dc)</td><td>3 (usually counts as the first stitch)</td></tr>" +
            "<tr><td>double treble (dtr)</td><td>treble (tr)</td><td>4</td></tr>" +
            "</tbody></table>" +
            p(
              "The method, in UK terms, is as follows. Double crochet: insert the hook, yarn over and pull up a loop (two loops on the hook), yarn over and pull through both. Half treble: yarn over, insert, yarn over and pull up a loop (three loops), yarn over and pull through all three. Treble: yarn over, insert, yarn over and pull up a loop (three loops), then yarn over and pull through two loops, twice. Double treble starts with two yarn overs and finishes by pulling through two loops three times. A slip stitch, which adds almost no height, is made by inserting the hook, yarning over and pulling straight through both the work and the loop on the hook; it is used to join rounds and to move along an edge.",
              "To tell which terms a pattern uses, look for single crochet: it exists only in US patterns, so a pattern that mentions sc is American and its dc is a UK treble. Many designers now state the convention at the top.",
              "At the end of each row, count the stitches. Edges that slope inwards usually mean the last stitch of the row has been missed; edges that grow mean an extra stitch has been worked into the turning chain or the first stitch twice. Knowing whether the turning chain counts as a stitch, as the table shows, prevents both.",
            ),
        },
      },
      {
        title: "Reading Patterns, Charts and Gauge",
        description:
          "Decoding written pattern notation and stitch symbols, making and measuring a gauge swatch, and weaving in yarn ends securely.",
        lesson: {
          title: "Pattern Notation, Chart Symbols and the Gauge Swatch",
          html: p(
            'Written patterns are compressed instructions. Abbreviations are listed at the start; asterisks mark repeats, as in "*2 tr in next st, 1 tr in next st; rep from * to end"; and brackets group stitches worked into one place, as in "(2 tr, 2 ch, 2 tr) in next ch-sp", which makes a shell. The number of stitches expected at the end of a row is often given in brackets after it, and checking against that number is the best habit a beginner can form.',
            "Charts show the same information as symbols, which makes them independent of the UK-US naming problem. The internationally used symbols are an oval for a chain, a filled dot for a slip stitch, a plus sign or an X for US single crochet, a T for US half double crochet, and a T with one diagonal bar for US double crochet, with two bars for US treble. The number of bars equals the number of yarn overs made before the hook is inserted. Rows of a flat chart are read right to left on right-side rows and left to right on wrong-side rows; charts worked in rounds start at the centre and are read anticlockwise, for right-handed crocheters.",
            "Gauge, or tension, is the number of stitches and rows in a given measurement, usually 10 cm. To check it, crochet a swatch at least 15 cm square in the pattern stitch, lay it flat without stretching and count the stitches across 10 cm in the middle, away from the edges. Suppose a pattern specifies 18 stitches to 10 cm and the swatch gives 20. The fabric is tighter than the designer's, so a 100-stitch panel will measure 50 cm instead of about 55.6 cm. The remedy is a larger hook; too few stitches call for a smaller one. Change the hook rather than trying to crochet more loosely.",
            "When a piece is finished, each yarn end is left at least 15 cm long, threaded on a blunt tapestry needle and woven through the backs of stitches in one direction, then back in another, so that it does not work loose with wear and washing. Trim only after the piece has been handled.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-athletics-coaching-sprints-jumps-and-throws",
    discipline: "Athletics coaching",
    title: "Introduction to Athletics Coaching: Sprints, Jumps and Throws",
    description:
      "For new assistant coaches and PE teachers, this course introduces the technical models behind sprinting, the long jump and the shot put, how to structure a safe group session for young athletes, and the coaching of relay baton changes.",
    level: "beginner",
    duration: "eight weeks (one two-hour practical session a week)",
    plantedGap: "relay baton changes",
    modules: [
      {
        title: "Sprint Mechanics and the Crouch Start",
        description:
          "The phases of a short sprint, setting up starting blocks, and the coaching points and drills for acceleration and maximum velocity.",
        lesson: {
          title: "From the Blocks to Maximum Velocity",
          html: p(
            "A 100 m race is usually divided into the start and block clearance, acceleration, maximum velocity and speed maintenance. Running speed is the product of stride length and stride frequency, and coaching aims to improve both without sacrificing either. Elite sprinters keep accelerating until about 50 to 60 m and reach peak speeds above 12 m/s; a developing young athlete may reach top speed after 20 to 30 m. Even the best slow down slightly in the final 20 m, so the winner is often the one who decelerates least.",
            'A medium crouch start suits most beginners. The front block is placed about one and a half to two foot lengths behind the line, the rear block about one further foot length back, so that when the athlete kneels the rear knee is level with the front toe. On "On your marks" the hands are placed just behind the line, slightly wider than shoulder width, with the weight on a bridge of thumb and fingers. On "Set" the hips rise to just above shoulder height, the front knee is bent to roughly 90 degrees and the rear knee to about 120 to 135 degrees, and the shoulders move slightly ahead of the hands. Under World Athletics rules a single false start disqualifies, and a reaction under 0.100 s measured by the blocks counts as a false start.',
            'In acceleration the body leans forward and the feet strike the ground behind the hips, pushing backwards; the posture rises gradually over the first 20 or so metres rather than popping up. Useful cues are "push the ground away" and "drive the arms from the shoulder". At maximum velocity the athlete runs tall, with the foot landing close to beneath the hips and ground contacts of around 0.08 to 0.10 s for elite sprinters; the coach looks for high knee lift in front of the body rather than a long trailing leg behind it.',
            "Drills isolate these positions: wall drills teach the forward lean of acceleration, A-marches and A-skips teach the front-side action of upright running, and falling starts and three-point starts teach acceleration without the complexity of blocks. Beginners should master these before being timed.",
          ),
        },
      },
      {
        title: "Long Jump and Shot Put: First Technical Models",
        description:
          "The phases of the long jump, the standing and side-on shot put, the key competition rules and suitable implements for young athletes.",
        lesson: {
          title: "Teaching the Take-Off and the Put",
          html: p(
            "The long jump has four phases: approach, take-off, flight and landing. Beginners use a short approach of six to ten strides, measured back from the board and marked with a check mark so it can be repeated. The penultimate stride is slightly longer and lowers the hips; the final stride is shorter, and the take-off foot is placed flat and actively, not reached for. The free knee drives up to thigh-horizontal while the arms drive in opposition. Beginners learn the sail or stride position in flight before the hang or hitch-kick; on landing, the legs extend forward and the athlete falls forwards or sideways past the mark.",
            "The board is 20 cm wide, and a jump is measured from the take-off line, the edge of the board nearer the pit, to the nearest break in the sand made by any part of the body. Stepping over the line is a foul. Many junior competitions use a take-off zone instead of a board, measuring from the actual point of take-off, so that young athletes learn to jump rather than to aim their feet.",
            "In the shot put the implement is pushed, not thrown. Senior men use 7.26 kg and senior women 4 kg; in UK Athletics competition under-15 boys use 4 kg and under-15 girls 3 kg. The circle is 2.135 m in diameter, with a stop board at the front. The shot must start touching or close to the neck or chin, the hand must not drop below that position during the put, and the shot must not be brought behind the line of the shoulders. The athlete must not leave the circle until the shot has landed, and then must leave from the rear half.",
            "Teaching progresses from a standing put facing the sector to the side-on power position: feet a little wider than shoulder width, rear leg bent and carrying the weight, shot in the neck with thumb down and elbow up behind it. The sequence of force is legs, then hips, then trunk, then arm, with the chest finishing high. Glide or rotational techniques come later, once this position is secure.",
          ),
        },
      },
      {
        title: "Planning a Safe Group Session",
        description:
          "Structuring warm-up, technical work and recovery, and organising a field event area so that a group can practise safely.",
        lesson: {
          title: "Warm-Ups, Session Structure and Field Safety",
          html:
            p(
              "A good athletics session follows a predictable structure: warm-up, technical or speed work while athletes are fresh, then more tiring or conditioning work, then a cool-down and short review. Many coaches organise the warm-up with Ian Jeffreys's RAMP model:",
            ) +
            "<ol><li>Raise: light jogging, skipping and games that raise heart rate, body temperature and breathing rate.</li><li>Activate: exercises such as glute bridges and mini-band walks that switch on muscles the session will use.</li><li>Mobilise: dynamic movements through the ranges needed, such as walking lunges with a twist and leg swings.</li><li>Potentiate: progressively faster, event-specific drills, such as A-skips and short accelerations, that bring the athlete to full intensity before the main work.</li></ol>" +
            p(
              "Speed work must be done at genuinely maximal effort, which requires near-full recovery. A common guideline is about one minute of rest for every 10 m sprinted at maximum, so 30 m efforts need about three minutes between them. When fatigued athletes keep sprinting, they rehearse slower mechanics and become more prone to hamstring strains. For under-11s, the emphasis should be on the fundamental movement skills of agility, balance, coordination and speed, delivered through games and varied challenges rather than adult-style repetitions.",
              "Throws demand strict organisation. The landing sector is marked and cleared, and everyone throws in the same direction. Athletes throw only on the coach's command, and all implements are retrieved together on a second command; implements are carried back, never thrown back. Those waiting stand well behind the throwing line. Shots are handed, not tossed, from one athlete to another.",
              "Jumps need equal care: the pit is dug over and raked level before use and between groups, the board or take-off zone is checked for grip, rakes are kept away from the runway, and only one athlete uses the runway at a time. The coach's position matters too: standing where the whole group can be seen, facing the sun rather than the athletes facing it, allows problems to be spotted early.",
            ),
        },
      },
    ],
  },
  {
    slug: "dental-nursing-foundations-infection-control-charting-and-chairside-support",
    discipline: "Dental nursing",
    title: "Dental Nursing Foundations: Infection Control, Charting and Chairside Support",
    description:
      "Every dental procedure depends on a nurse who can keep the field dry, the instruments sterile and the records accurate. The course covers decontamination and cross-infection control, tooth notation and charting, chairside assisting and moisture control, and the handling of impression materials.",
    level: "beginner",
    duration: "twelve weeks (one three-hour session a week plus supervised clinical placement)",
    plantedGap: "impression materials",
    modules: [
      {
        title: "Decontamination and Cross-Infection Control",
        description:
          "Reprocessing reusable instruments to HTM 01-05, hand hygiene, and the safe management of sharps and inoculation injuries.",
        lesson: {
          title: "The Decontamination Cycle Under HTM 01-05",
          html: p(
            "In England, decontamination in primary care dental practice is governed by HTM 01-05, with equivalent guidance in Scotland, Wales and Northern Ireland. It sets out essential quality requirements that every practice must meet and a best-practice standard that includes a dedicated decontamination room separate from the surgery. Whatever the layout, instruments must move in one direction, from dirty to clean, so that processed instruments are never contaminated by used ones.",
            "Used instruments are carried from the surgery in rigid, lidded, leak-proof containers. Cleaning comes first, because sterilisation cannot be relied on through blood and debris. A validated washer-disinfector is the preferred method; ultrasonic baths and manual cleaning are alternatives. For manual cleaning the instruments are scrubbed under the water surface with a long-handled brush, to avoid splashing, in water at 45 degrees C or lower, since hotter water coagulates protein onto the metal. Each instrument is then inspected under an illuminated magnifier, and anything still soiled or damaged is recleaned or discarded.",
            "Sterilisation is by steam, in a benchtop autoclave reaching 134 to 137 degrees C with a holding time of at least three minutes. A type N (non-vacuum) steriliser is suitable only for solid, unwrapped instruments. Wrapped instruments and those with narrow lumens, such as handpieces, need a type B steriliser, which removes air by vacuum so that steam reaches every surface. The nurse carries out and records daily tests, including an automatic control test and, for vacuum machines, a steam penetration test, and any failure takes the machine out of use. Items marked with the single-use symbol, a 2 in a crossed-out circle, are never reprocessed.",
            "Hand hygiene underpins everything: nails short and unvarnished, no wrist jewellery, and hands cleaned before and after every patient contact and after removing gloves. Sharps are disposed of at the point of use, and the Health and Safety (Sharp Instruments in Healthcare) Regulations 2013 require safer sharps where reasonably practicable. After an inoculation injury the wound is encouraged to bleed, washed under running water without scrubbing or sucking, covered, and reported at once so that the risk from the source patient can be assessed.",
          ),
        },
      },
      {
        title: "Tooth Notation and Charting",
        description:
          "Naming teeth and surfaces in FDI and Palmer notation and recording a dentist's findings accurately on the chart.",
        lesson: {
          title: "FDI and Palmer Notation, Surfaces and Charting",
          html: p(
            "The permanent dentition has 32 teeth, eight in each quadrant: central incisor, lateral incisor, canine, first and second premolars, and first, second and third molars. The primary dentition has 20, five per quadrant: central and lateral incisors, canine, and first and second molars. The first permanent molars erupt at about six years, behind the primary teeth, which is why parents often mistake them for baby teeth.",
            'The FDI two-digit system is the international standard. The first digit gives the quadrant, viewed as if facing the patient: 1 upper right, 2 upper left, 3 lower left, 4 lower right. The second digit numbers the tooth from the midline, 1 for the central incisor to 8 for the third molar. So 36 is the lower left first molar and 11 the upper right central incisor. Primary teeth use quadrants 5 to 8 and tooth numbers 1 to 5, so 55 is the upper right second primary molar. Each number is read as two separate digits: 36 is "three six", not "thirty-six".',
            'Palmer notation, still widely spoken in UK surgeries, draws a grid symbol around the tooth number to show the quadrant, using 1 to 8 for permanent teeth and A to E for primary teeth; the dentist says "upper right six" or "lower left E". American literature uses the Universal system, numbering permanent teeth 1 to 32 from the upper right third molar, so a nurse must check which system a referral letter uses.',
            'Surfaces are abbreviated by initial: mesial (towards the midline), distal (away from it), occlusal (biting surface of premolars and molars) or incisal (edge of incisors and canines), buccal (cheek side of back teeth) or labial (lip side of front teeth), and lingual (tongue side of lower teeth) or palatal (palate side of upper teeth). When the dentist calls "lower left six, MOD amalgam", the nurse records tooth 36 with an existing restoration on the mesial, occlusal and distal surfaces. Many systems show existing work in blue or black and work needed in red, but conventions vary with the software. The GDC\'s Standards for the Dental Team require records that are complete, accurate and made at the time, so the nurse repeats back anything unclear rather than guessing.',
          ),
        },
      },
      {
        title: "Chairside Assisting and Moisture Control",
        description:
          "Positioning for four-handed dentistry, passing instruments, aspirating and isolating teeth so the operator can see and work.",
        lesson: {
          title: "Four-Handed Dentistry and Keeping the Field Dry",
          html: p(
            "Four-handed dentistry organises the surgery around a clock face, with the top of the patient's head at 12 o'clock. For a right-handed operator the operator's zone runs from about 7 to 12 o'clock, the nurse's zone from about 2 to 4 o'clock, and the transfer zone, where instruments pass, from 4 to 7 o'clock over the patient's chest, below the chin and never over the face. The area behind the head, from 12 to 2, holds mobile cabinets and equipment. The nurse sits about 10 to 15 cm higher than the operator, which gives a view into the mouth over the operator's hands. For a left-handed operator the zones are mirrored.",
            "Instruments are passed with the handle into the operator's fingers and the working end already oriented towards the arch being treated, upper or lower, so the operator never has to turn an instrument in the hand. The nurse anticipates the sequence of a procedure and has the next instrument ready, receiving the used one with the same hand in a single movement.",
            "Moisture control has several tools. The high-volume aspirator removes the water spray from the air turbine along with debris and much of the aerosol. Its tip is held close to the tooth being prepared, usually on the opposite side from the operator's mirror, just distal to the tooth, with the bevel parallel to the buccal or lingual surface. It must be kept away from the soft palate, which triggers the gag reflex, and should not be allowed to suck onto the cheek or tongue. A low-volume saliva ejector placed under the tongue handles pooling saliva during longer procedures, and the three-in-one syringe supplies air, water or spray to dry or rinse the field.",
            "Isolation keeps saliva off the tooth. Cotton wool rolls are placed in the buccal sulcus, particularly opposite the upper second molar where the parotid duct opens, and in the lingual sulcus for lower teeth, with absorbent pads over the duct openings. Rubber dam gives the best isolation and protects the airway from small instruments; it is expected for root canal treatment. Throughout, the nurse watches the patient, because pallor, sweating and yawning may signal a faint before the operator notices.",
          ),
        },
      },
    ],
  },
  {
    slug: "beginning-hawaiian-language-i",
    discipline: "Hawaiian language",
    title: "Beginning Hawaiian Language I",
    description:
      "ʻŌlelo Hawaiʻi from the first lesson: the sounds and spelling of the alphabet, including the ʻokina and kahakō; greetings and basic sentence patterns with ʻo and he; verb markers for completed, ongoing and commanded action; and kinship terms.",
    level: "beginner",
    duration: "ten weeks (two ninety-minute classes a week)",
    plantedGap: "kinship terms",
    modules: [
      {
        title: "Ka Pīʻāpā: Sounds, ʻOkina and Kahakō",
        description:
          "The thirteen letters of the Hawaiian alphabet, how they are pronounced, and why the glottal stop and the macron change meaning.",
        lesson: {
          title: "The Thirteen Letters and How to Say Them",
          html:
            p(
              "Hawaiian has one of the smallest sound inventories of any language, and its spelling is almost perfectly regular. The alphabet, the pīʻāpā, has thirteen letters:",
            ) +
            "<ul><li>Five vowels: a, e, i, o, u, pronounced roughly as in Spanish or Italian (a as in father, e as in bet or obey, i as in machine, o as in sole, u as in rule). Unstressed a is often reduced towards the vowel in about.</li><li>Seven consonants: h, k, l, m, n, p, w. W is usually pronounced as v after i and e, as w after u and o, and either way at the start of a word or after a.</li><li>The ʻokina, a glottal stop like the break in English uh-oh, written as a turned comma. It is a consonant, not punctuation.</li></ul>" +
            p(
              "The kahakō, a macron over a vowel (ā, ē, ī, ō, ū), marks a long vowel, held for about twice as long. Both marks distinguish words. Pau means finished but paʻu means soot; kala means to loosen or forgive but kālā means money. Leaving them out is not a matter of style but of spelling.",
              "Every syllable ends in a vowel, and there are no consonant clusters, so English loanwords are reshaped: Christmas became Kalikimaka, and Merry Christmas is Mele Kalikimaka. Stress normally falls on the next-to-last syllable: a-LO-ha, ma-HA-lo. A long vowel attracts stress, and longer words carry secondary stress as well, as in HO-no-LU-lu.",
              "The written language was created by American Protestant missionaries, who settled on this set of letters in 1826. Hawaiian then had near-universal literacy and a thriving newspaper press, but after the overthrow of the monarchy an 1896 law made English the medium of instruction in schools, and the number of native speakers fell sharply. Systematic use of the ʻokina and kahakō spread with the Pukui-Elbert dictionary of 1957 and the revival movement of the 1970s. Hawaiian became an official language of the state in 1978, and the Pūnana Leo immersion preschools opened in 1984, creating a new generation of speakers whose spelling uses both marks consistently.",
            ),
        },
      },
      {
        title: "Greetings and Basic Sentence Patterns",
        description:
          "Greeting people at different times of day and building identifying, classifying and descriptive sentences with the predicate first.",
        lesson: {
          title: "Predicate First: Building Basic Sentences",
          html: p(
            "Greetings come first in any class. Aloha serves for hello and goodbye, and can be extended with the time of day: aloha kakahiaka (good morning), aloha ʻauinalā (good afternoon), aloha ahiahi (good evening). Thanks is mahalo; yes is ʻae and no is ʻaʻole. To ask how someone is, say Pehea ʻoe? and the usual answer is Maikaʻi nō au, mahalo (I am fine, thank you).",
            "That answer already shows the central fact of Hawaiian grammar: the predicate comes first and the subject follows. Maikaʻi (good, well) is the predicate and au (I) the subject. Beginners learn three basic sentence types built on this order.",
            "Identifying sentences begin with ʻo and equate two things. ʻO Keola koʻu inoa means my name is Keola, literally Keola my name. The question uses wai (who): ʻO wai kou inoa? (What is your name?), answered ʻO Keola. The particle ʻo also marks a proper name when it is the subject later in a sentence.",
            "Classifying sentences begin with he, the indefinite article, and say what kind of thing the subject is. He kumu ʻo Leilani means Leilani is a teacher; He haumāna au means I am a student. The third-person singular pronoun appears as ʻo ia when it is the subject, so He kumu ʻo ia means he or she is a teacher; Hawaiian does not mark gender in pronouns.",
            "Descriptive sentences begin with a stative verb, a word that describes a state: Nani ka pua (the flower is beautiful), Nui ka hale (the house is big). Here ka is the definite article. It becomes ke before words beginning with k, e, a or o, as in ke kumu (the teacher) and ke aloha, with a small number of exceptions that are learnt individually. The plural definite article is nā: nā pua, the flowers.",
            "Modifiers follow the word they describe, so the big house is ka hale nui. The pronoun system distinguishes singular, dual and plural, and in the first person separates inclusive from exclusive: kāua is we two including you, māua is we two excluding you, and kākou and mākou are the plural equivalents.",
          ),
        },
      },
      {
        title: "Verb Markers and Negation",
        description:
          "Marking completed, ongoing and commanded actions, using directional particles, and making negative statements.",
        lesson: {
          title: "Completed, Ongoing and Commanded Actions",
          html: p(
            "Hawaiian verbs do not change their form for tense. Instead, small particles called verb markers stand before, and sometimes after, the verb, and they show aspect (whether an action is completed or continuing) more than time.",
            "Ua before a verb marks a completed action or a change of state. Ua hele au i ke kula means I went to school. With a stative verb, ua shows that the state has come about: Ua maʻi au, I have become sick, that is, I am sick. The particle i after the verb is a preposition meaning to or at, and it also marks the object of many verbs: Ua ʻai au i ka poi, I ate the poi.",
            "E before the verb and ana after it mark an action that is not complete: ongoing, about to happen or planned. E hele ana au i ka hale kūʻai means I am going, or will go, to the store, and context decides which. Ke before the verb and nei after it mark something happening right now, at this place: Ke heluhelu nei ʻo Kale i ka puke, Kale is reading the book.",
            "E alone before a verb gives a command or polite request: E noho! (Sit!), or the familiar E komo mai (Come in, welcome). Mai in that phrase is a directional particle meaning towards the speaker; its opposite, aku, means away from the speaker. Hele mai! means come here, and hele aku! means go away. Directionals are used constantly, and a verb without one often sounds incomplete to a fluent ear.",
            "Negation uses ʻaʻole at the front of the sentence, and it changes the order. A pronoun subject moves to just after ʻaʻole, before the verb, and for completed actions ua is replaced by i: ʻAʻole au i ʻai i ka poi means I did not eat the poi. For an incomplete action the e ... ana frame is kept: ʻAʻole au e hele ana means I am not going. Learners practise converting positive sentences to negative aloud until the word-order change becomes automatic, because it is the commonest error in beginners' speech.",
          ),
        },
      },
    ],
  },
];
