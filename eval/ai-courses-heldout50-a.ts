/** Fiftieth held-out evaluation courses, beginner level (phlebotomy to yoga teaching); see ai-courses-heldout50.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT50_A: EvalCourse[] = [
  {
    slug: "venepuncture-for-new-phlebotomists",
    discipline: "Phlebotomy",
    title: "Venepuncture for New Phlebotomists",
    description:
      "Safe blood collection is a skill of sequence and attention. This certificate unit trains new phlebotomists in patient identification, vein selection at the antecubital fossa, the order of draw for evacuated tubes, and the handling of needlestick injuries.",
    level: "beginner",
    duration: "six weeks (two practical sessions a week)",
    plantedGap: "needlestick injuries",
    modules: [
      {
        title: "Identifying the Patient and Preparing the Request",
        description:
          "Every sample begins with the right person: you will practise positive identification and checking the request form against the wristband.",
        lesson: {
          title: "Positive patient identification",
          html:
            p(
              "More harm in phlebotomy comes from the wrong patient than from a poor puncture. A sample labelled with another person's name can lead to a transfusion of incompatible blood, a missed diagnosis or a drug dose calculated from someone else's kidney function. For this reason every laboratory in the United Kingdom applies a zero-tolerance policy to mislabelled samples: a tube whose label does not match its request is discarded and the patient is bled again.",
              "Identification must be positive, which means the patient states their details rather than agreeing with details read to them. The phlebotomist asks, 'Can you tell me your full name and date of birth?' and compares the answer with the request form and, for inpatients, with the wristband. A patient who is confused, sedated or does not speak English is identified from the wristband and with the help of a nurse or interpreter, never by asking, 'Are you Mrs Patel?', to which a drowsy person may simply say yes.",
            ) +
            "<ul><li>Three identifiers at minimum: full name, date of birth and hospital or NHS number.</li><li>Check the tests requested, any fasting or timing instructions, and known allergies such as latex or chlorhexidine.</li><li>Label tubes at the bedside, after filling and in front of the patient, never in advance.</li></ul>" +
            p(
              "Consent is part of the same conversation. Explain what you are about to do and why, and ask whether the patient has fainted during blood tests before; a history of vasovagal syncope is a reason to draw blood with the patient lying down. Finally, decontaminate your hands and put on fresh gloves, because the identification check is also the moment to notice that the request asks for a timed drug level that cannot be taken yet.",
            ),
        },
      },
      {
        title: "Choosing a Vein",
        description: "Which vein, which arm, and what makes a site unsuitable.",
        lesson: {
          title: "The antecubital fossa and its veins",
          html: p(
            "The antecubital fossa, the shallow hollow at the front of the elbow, is the first place to look for a vein because three superficial veins cross it close to the skin and are easy to anchor. The median cubital vein runs obliquely across the fossa, joining the cephalic vein on the thumb side to the basilic vein on the little-finger side. It is usually the first choice: it is large, well supported by connective tissue, lies over the bicipital aponeurosis and is relatively painless to puncture.",
            "The cephalic vein, on the lateral side, is the second choice; it is often easier to feel in people with more subcutaneous fat and tends not to roll. The basilic vein, on the medial side, is the last choice, because it lies near the brachial artery and the median nerve. A pulse felt under the fingertip means the site is an artery and must be avoided.",
            "A good vein feels bouncy and refills when pressed and released. The tourniquet is applied about 7 to 10 centimetres above the site and should stay on for no longer than one minute, since prolonged stasis concentrates proteins and potassium and alters the results. Asking the patient to make a fist, rather than to pump it, helps the vein stand out without raising the potassium level.",
            "Some arms must not be used at all: the side of a mastectomy with lymph node clearance, a limb with an arteriovenous fistula for dialysis, and an arm with an infusion running, where the sample would be diluted by the drip. Areas of bruising, scarring or oedema are also avoided. When no antecubital vein is suitable, the veins on the back of the hand are an acceptable alternative, using a smaller needle or a winged set.",
          ),
        },
      },
      {
        title: "The Order of Draw",
        description:
          "Tubes contain additives that can contaminate the next tube, so you will learn the sequence in which they are filled and the reason for each step.",
        lesson: {
          title: "Why tube order matters",
          html:
            p(
              "Evacuated collection systems use colour-coded tubes, each containing a different additive or none. When several tubes are filled through the same needle, a trace of additive can be carried from one tube into the next on the back of the needle. The order of draw, set out in the Clinical and Laboratory Standards Institute document GP41, is designed so that this carry-over does no harm. The colours below follow the common BD Vacutainer scheme; other manufacturers differ, so always read the additive on the label.",
            ) +
            "<table><tr><th>Order</th><th>Tube</th><th>Additive</th><th>Typical tests</th></tr><tr><td>1</td><td>Blood culture bottles</td><td>Broth</td><td>Bacteraemia</td></tr><tr><td>2</td><td>Light blue</td><td>Sodium citrate</td><td>Clotting screen, INR</td></tr><tr><td>3</td><td>Red or gold</td><td>None or clot activator, gel</td><td>Biochemistry, serology</td></tr><tr><td>4</td><td>Green</td><td>Lithium heparin</td><td>Plasma chemistry</td></tr><tr><td>5</td><td>Lavender</td><td>EDTA</td><td>Full blood count, HbA1c</td></tr><tr><td>6</td><td>Grey</td><td>Fluoride oxalate</td><td>Glucose, lactate</td></tr></table>" +
            p(
              "The logic is easiest to remember through its errors. Potassium EDTA in a lavender tube chelates calcium; if it reaches a biochemistry tube, the report shows a high potassium and a very low calcium, an artefact that has led to patients being treated for a condition they did not have. Culture bottles come first because they must stay sterile. The citrate tube must be filled to its line, because the ratio of nine parts blood to one part anticoagulant is what the coagulation tests assume; if a winged set is used, a discard tube is filled first to clear air from the tubing. Each additive tube is then inverted gently, five to ten times, and never shaken, since shaking haemolyses red cells. A haemolysed sample releases potassium and lactate dehydrogenase from the broken cells, so the laboratory will usually reject it and ask for a repeat, which costs the patient a second puncture.",
            ),
        },
      },
    ],
  },
  {
    slug: "shearing-school-first-fleece",
    discipline: "Sheep shearing",
    title: "Shearing School: Your First Fleece",
    description:
      "Five days in a working shed take complete novices from handling a ewe to removing a whole fleece with a handpiece. Along the way we cover setting up and grinding combs and cutters, the blows of the Bowen method, and wool handling on the board.",
    level: "beginner",
    duration: "five days",
    plantedGap: "grinding combs and cutters",
    modules: [
      {
        title: "Catching and Setting Up the Sheep",
        description: "Before any wool comes off, the shearer must be able to tip a sheep and hold it comfortably.",
        lesson: {
          title: "Tipping a ewe and the sitting position",
          html: p(
            "A sheep that is sitting correctly does not struggle, and a shearer who fights the animal tires in minutes and risks cutting both of them. The first day of any shearing course is therefore spent without a handpiece, learning to catch, turn and hold a ewe in a way that relaxes her.",
            "The sheep is caught in the catching pen and walked backwards onto the board, the shearer's left hand under the jaw and the right hand on the flank or dock. To tip her, the shearer turns her head back over her own shoulder, away from the shearer, while the right hand pushes the hindquarters down and towards the shearer's feet. The ewe folds onto her rump, and the shearer draws her back so that she sits upright against his legs with her feet off the ground. In this position most sheep go still, because they have no footing to push against.",
            "From this starting point the shearer moves the sheep through a sequence of positions rather than chasing the wool around the animal. Her weight should always be supported by the shearer's legs, not his back. Good posture means knees slightly bent, back straight and the work done by the legs and hips.",
            "Beginners commonly make three mistakes. They grip the wool, which bruises the skin and lowers the value of the fleece; they let the sheep's feet touch the board, which gives her purchase to struggle; and they bend from the waist, which is why back injury is the commonest complaint in the trade. Practise the catch and set-up twenty times before the machine is turned on, and ask the instructor to correct your foot position, since nearly every later problem in the blows begins with the feet.",
          ),
        },
      },
      {
        title: "The Blows of the Bowen Method",
        description:
          "Godfrey Bowen's pattern breaks a full shear into a fixed order of strokes, and here you will work through them from belly to last side.",
        lesson: {
          title: "From belly to last side",
          html:
            p(
              "In the 1950s the New Zealand shearer Godfrey Bowen analysed the movements of the fastest shearers and set down a pattern in which each stroke of the handpiece, called a blow, follows the last in a fixed order, and the sheep is moved between a small number of positions. The Bowen method, with later refinements taught by Wool Industry training bodies, remains the basis of shearing instruction in Britain, Australia and New Zealand.",
            ) +
            "<ul><li>Belly: long blows from the brisket to the crutch, with the sheep sitting back.</li><li>Crutch and inside of the hind legs, with the left hand protecting the teats or pizzle.</li><li>Hind leg and tail on the near side.</li><li>Neck and head, opening up the neck with the sheep's head held between the knees.</li><li>Shoulder and first side.</li><li>The long blows along the back, with the sheep lying on her side.</li><li>Last side, finishing at the off hind leg.</li></ul>" +
            p(
              "The central idea is that the fleece comes off in one piece, opened out like a coat, and that the skin is always kept taut ahead of the comb. The shearer's free hand stretches the skin in front of the handpiece, so that wrinkles are flattened and the comb glides rather than bites. The comb is held flat to the skin; tilting it up leaves a ridge of wool, and tilting it down risks a cut.",
              "Second cuts are the beginner's main fault. When the handpiece is run twice over the same area, short pieces of wool are produced that are too short to spin and lower the value of the clip. Full, confident blows, each overlapping the last by only a comb's width, are what the instructor looks for, long before speed. A learner who shears one sheep cleanly in ten minutes is doing better than one who shears three badly in the same time.",
            ),
        },
      },
      {
        title: "Wool Handling on the Board",
        description:
          "A fleece is not finished when it leaves the sheep; this session teaches the rouseabout's job of picking up, throwing and skirting it.",
        lesson: {
          title: "Picking up, throwing and skirting",
          html: p(
            "The person who handles the wool in a shed, called a rouseabout or wool handler, protects the value of every fleece that the shearers remove. A shorn fleece left on the board is trodden in, mixed with dung and second cuts, and sold as a lower grade. The handler's first task is to keep the board clean by sweeping it between sheep and removing locks and belly wool into separate bins.",
            "A whole fleece is picked up by gathering the hind-leg end, folding it towards the neck, and carrying it to the wool table with the cut side down. There it is thrown: the handler holds the fleece by two corners and casts it out so that it lands flat and fully spread, skin side down, like a blanket shaken over a bed. A well-thrown fleece can be inspected at a glance.",
            "Skirting then removes the parts that would contaminate the main line. The handler walks round the table and pulls off the stained edges, the heavy dags, the short belly-edge pieces and any vegetable matter such as burrs or straw. The aim is to remove faults, not good wool, and a skilled handler takes off only a hand's width. The skirted fleece is rolled with the cut side inwards and the shoulder wool, usually the finest, showing on the outside.",
            "In Britain most fleeces are packed into large woolsheets supplied by British Wool, which grades and sells the clip on the farmer's behalf. Rolled fleeces must not be tied with baler twine, because polypropylene fibres cannot be removed in processing and show up as faults in dyed cloth. Paper twine or no twine at all is the rule.",
          ),
        },
      },
    ],
  },
  {
    slug: "close-up-magic-foundations",
    discipline: "Conjuring",
    title: "Close-Up Magic Foundations",
    description:
      "Card and coin magic rests on a small number of techniques practised until they disappear. Evening classes work through misdirection, the classic false shuffles, the French drop and other coin vanishes, and the ethics of secrecy and exposure.",
    level: "beginner",
    duration: "eight evening classes",
    plantedGap: "ethics of secrecy and exposure",
    modules: [
      {
        title: "Misdirection",
        description:
          "We start with attention itself, because a sleight is only invisible when nobody is looking at it.",
        lesson: {
          title: "Managing where the audience looks",
          html: p(
            "Misdirection is the control of an audience's attention so that a secret action goes unnoticed. It is not, as beginners often think, the art of making people look away at the crucial moment. The great close-up magicians, from Dai Vernon to Juan Tamariz, have stressed that the best misdirection is natural: the audience looks where it would normally look, and the method happens somewhere they have no reason to watch.",
            "The magician's own gaze is the most powerful tool. People follow the eyes of the person they are watching, so if the performer looks at his right hand, the audience looks there too, while the left hand does its work. The same applies to movement: a large movement draws attention away from a small one, and a new object entering the scene is more interesting than one that has been there all along. Speech directs attention as well. A question addressed to a spectator makes everyone look at that spectator's face.",
            "Timing matters as much as direction. Attention relaxes just after a moment of surprise, when the audience reacts to an effect, and much of the preparation for the next trick is done then. Magicians call this the off-beat. Conversely, attention is sharpest just before the climax, so nothing secret should happen then.",
            "Psychologists have studied these effects. Gustav Kuhn and colleagues have used eye-tracking to show that spectators can look directly at a dropped object and still fail to see it when their attention is drawn elsewhere, a form of inattentional blindness. For the learner the practical lesson is simple: practise every sleight until it no longer needs your eyes, because the moment you look at your hands, so does everyone else.",
          ),
        },
      },
      {
        title: "False Shuffles and Cuts",
        description: "How can a deck look thoroughly mixed while its order stays exactly as you set it?",
        lesson: {
          title: "Keeping control of the deck",
          html:
            p(
              "A false shuffle appears to mix the cards while preserving part or all of their order. Beginners learn it early because many card effects depend on knowing where a card is, and a spectator who sees the deck shuffled will no longer suspect that it was arranged.",
              "The simplest is the overhand false shuffle to keep the top card. The deck is held in the left hand for an ordinary overhand shuffle; on the first movement the right thumb draws off a single card, and the remaining cards are shuffled off on top of it in the usual way. The original top card is now on the bottom. A second shuffle, drawing off the first packet and then running the rest, and finally throwing the bottom card back to the top, returns it to its place. The whole action looks and sounds like a normal shuffle.",
              "To keep a whole stack, magicians use a false cut. In a simple swing-cut sequence the deck is divided into three packets that are placed on the table in a way that reassembles them in their original order; the spectator sees cutting, not the result. The riffle shuffle can also be faked: in the push-through shuffle the two halves are interlaced and then pushed through one another and separated again, leaving the order intact.",
            ) +
            "<ul><li>Practise each shuffle until its rhythm matches your genuine shuffle exactly.</li><li>Never announce that you are shuffling 'thoroughly'; just shuffle.</li><li>Follow a false shuffle with a genuine-looking cut to strengthen the impression.</li></ul>" +
            p(
              "The test of a false shuffle is not whether it is perfect in a mirror but whether it matches the way you really shuffle. An audience compares your movements with what it has seen you do a moment ago.",
            ),
        },
      },
      {
        title: "Making a Coin Vanish",
        description:
          "This module covers the French drop, the retention vanish and the finger palm that makes both possible.",
        lesson: {
          title: "The French drop and the retention vanish",
          html: p(
            "Coin vanishes depend on one idea: the audience believes a coin has passed from one hand to the other, when in fact it stayed behind. The coin is then hidden in the original hand in a palm, a position in which it can be held secretly while the hand looks natural.",
            "The finger palm is the easiest to learn. The coin lies across the base of the second and third fingers and is held by slightly curling them. With the hand relaxed at the side, nothing looks amiss. Beginners tend to hold the hand stiffly, which is more suspicious than a visible coin.",
            "The French drop, also called the Tourniquet, is the classic first vanish. The left hand holds a coin horizontally at its edges between thumb and fingertips, palm up. The right hand approaches as if to take it, the right thumb passing under the coin and the fingers over it. As the right fingers close, the left thumb releases the coin, which drops into the left fingers where it is finger-palmed. The right hand moves away, closed as if holding the coin, and the eyes follow it. The left hand falls naturally to the side or picks up a prop.",
            "The retention vanish is more deceptive because the coin appears to remain visible for a moment in the receiving hand. The coin is held between left thumb and first two fingers. As the right hand closes over it, the coin is held in place by the left thumb so that the right fingers brush its surface, and the image of the coin seems to stay inside the closing hand. The left hand then withdraws with the coin. Both vanishes fail if the receiving hand does not act exactly as it would if it really held the coin: its tension, speed and the direction of your gaze must all be consistent with the lie.",
          ),
        },
      },
    ],
  },
  {
    slug: "barbering-level-two-cuts-and-shaves",
    discipline: "Barbering",
    title: "Barbering Level 2: Cuts and Shaves",
    description:
      "At Level 2, trainee barbers move on from basic cutting to the work that fills a modern barbershop's appointment book: clipper-over-comb, the skin fade, the traditional wet shave with a straight razor, and client consultation.",
    level: "beginner",
    duration: "twelve weeks (two days a week)",
    plantedGap: "client consultation",
    modules: [
      {
        title: "Clippers and Clipper-Over-Comb",
        description:
          "Guards, blade settings and the technique of cutting over a comb are the foundations of short men's hair.",
        lesson: {
          title: "Guards, levers and cutting over the comb",
          html:
            p(
              "Electric clippers cut hair by moving a toothed cutting blade from side to side across a fixed blade. The length left on the head is set by the fixed blade, by the adjustable lever on the side of the clipper and, most of all, by plastic attachment combs called guards. Guards are numbered by length in eighths of an inch in the common system: a number 1 leaves about 3 millimetres, a number 2 about 6 millimetres, a number 4 about 13 millimetres and a number 8 about 25 millimetres. With no guard and the lever closed, most clippers leave about 0.5 to 1 millimetre.",
            ) +
            "<table><tr><th>Guard</th><th>Length left</th></tr><tr><td>0.5</td><td>1.5 mm</td></tr><tr><td>1</td><td>3 mm</td></tr><tr><td>2</td><td>6 mm</td></tr><tr><td>3</td><td>10 mm</td></tr><tr><td>4</td><td>13 mm</td></tr></table>" +
            p(
              "Clipper-over-comb removes length without a guard, using a comb to hold the hair at a chosen distance from the scalp. The barber lifts the hair with the teeth of the comb, angling the comb away from the head to leave more length or towards it to leave less, and runs the clipper across the back of the comb. Working upwards from the nape, each pass overlaps the last so that the comb and clipper move together in a smooth, continuous line. This is how a barber blends hair that is too long for a guard into shorter hair below.",
              "Clippers must be kept clean, oiled and disinfected between clients. Hair is brushed out of the blades, a drop of oil is placed on the teeth and on each side, and the blade is sprayed with a disinfectant approved for the purpose. Blunt or dry blades pull hair rather than cut it, which clients feel at once.",
            ),
        },
      },
      {
        title: "The Skin Fade",
        description:
          "You will build a fade from bare skin to length through a series of guide lines and blending passes.",
        lesson: {
          title: "Guide lines and blending",
          html: p(
            "A fade is a haircut in which the hair at the back and sides graduates smoothly from very short at the bottom to longer at the top. In a skin fade the shortest part is taken down to bare skin with a foil shaver or a zero-gapped trimmer. The cut is defined by how high the fade rises, from a low fade that starts just above the ear to a high fade that reaches the temples, and by how smooth the transition is.",
            "Most barbers build a fade with guide lines. The first line is cut with a number 1 guard at the height where the fade will end, working round the head evenly from one side to the other. A second line, with the clipper lever open or with a half guard, is placed below it, and a third line with no guard is set below that. The area beneath the lowest line is then shaved to the skin. At this stage the lines are visible steps; the skill lies in blending them.",
            "Blending removes the weight line between each pair of guide lines. The barber uses the longer setting at the bottom of a step, flicking the clipper outwards in a scooping motion so that it cuts less as it rises, and then closes the lever halfway and repeats. This rocking of the wrist, combined with gradual opening and closing of the lever, softens each line into the next. The fade is checked from every side, under good light and with the hair combed against its growth, because dark patches show where the lines have not been removed.",
            "The top is then connected to the faded sides, usually with scissor-over-comb or a longer guard, so that the head reads as one shape.",
          ),
        },
      },
      {
        title: "The Straight-Razor Shave",
        description:
          "Preparing the skin, stretching it and shaving with and then across the grain make up the traditional wet shave.",
        lesson: {
          title: "A hot-towel wet shave",
          html:
            p(
              "The traditional barbershop wet shave uses a straight razor, today usually a shavette with a disposable half-blade, since a fresh blade for each client removes the risk of transmitting blood-borne infections such as hepatitis B. The shave has three stages: preparation, the first pass with the grain, and the second pass across the grain.",
              "Preparation softens the beard. A beard hair absorbs water and becomes about a third easier to cut after two to three minutes of moisture. The barber applies a pre-shave oil, then a hot towel wrapped around the lower face for a minute or two, and then lathers the beard with a brush, working the soap up against the grain to lift the hairs.",
              "The razor is held at about 30 degrees to the skin. The free hand stretches the skin taut ahead of the blade, since slack skin bunches in front of the edge and is cut. On the first pass the barber shaves with the grain, in the direction the hair grows, which on the cheeks is usually downwards and on the neck may run in several directions. The barber must map the grain before beginning.",
            ) +
            "<ul><li>Short strokes of two to three centimetres, never sawing.</li><li>Re-lather before the second pass.</li><li>Shave across the grain, not against it, for a closer finish with less irritation.</li></ul>" +
            p(
              "After shaving, a cold towel closes the pores, and an alcohol-free balm soothes the skin. Small nicks are stopped with a styptic, such as an alum block or a single-use styptic pencil, never shared between clients. Clients with active acne, broken skin or a skin infection such as impetigo should not be shaved until the condition has cleared, and the barber should explain why rather than simply refusing the service.",
            ),
        },
      },
    ],
  },
  {
    slug: "teaching-your-first-yoga-class",
    discipline: "Yoga teaching",
    title: "Teaching Your First Yoga Class",
    description:
      "Regular practitioners who would like to lead a class need more than their own practice. Over a term of weekend workshops, this foundation module deals with cueing and demonstration, sequencing a 60-minute class, adapting poses with props, and the business of insurance and registration.",
    level: "beginner",
    duration: "one term (six weekend workshops)",
    plantedGap: "insurance and registration",
    modules: [
      {
        title: "Cueing and Demonstration",
        description: "A clear instruction lets a room full of people move safely with their eyes closed.",
        lesson: {
          title: "How to give a verbal cue",
          html: p(
            "A cue is a short instruction that tells students what to do with their bodies. New teachers usually talk too much; experienced teachers give fewer, clearer cues, in a predictable order, and leave silence for the students to act on them.",
            "A useful structure is to cue the foundation first, then the action, then the breath. For Warrior II (Virabhadrasana II), for example: 'Step your left foot back about a leg's length. Turn your left toes in slightly. Bend your right knee over your right ankle. Reach your arms out at shoulder height. Breathe in here.' Each sentence gives one instruction, begins with a verb and names a body part the student can locate. Directional words, right and left, forward and back, are essential, and the teacher who faces the class must remember to mirror them when demonstrating.",
            "Anatomical language helps when used sparingly. Telling students to 'externally rotate the upper arm' is accurate but slow to process; 'turn your palms to face the ceiling' produces the same movement. Imagery can also help, for instance 'lengthen the crown of your head towards the wall in front', but metaphors that mean nothing physical should be avoided.",
            "Demonstration is powerful but limited. If the teacher performs every pose, she cannot watch her students, and students tend to copy the teacher's body rather than finding the shape that suits their own. A good rule is to demonstrate a new or complex pose once, then to teach it again by voice while walking the room and observing. Watching lets the teacher notice the student whose knee drifts inward, and offer a specific cue to that student, quietly and by name, rather than correcting everyone at once.",
          ),
        },
      },
      {
        title: "Sequencing a Sixty-Minute Class",
        description: "A class has an arc, from arrival through warming, a peak pose and a slow return to rest.",
        lesson: {
          title: "The shape of a class",
          html:
            p(
              "A yoga class is easier to follow and safer to practise when it is sequenced with a clear purpose. Most teachers build a class around a peak pose, a posture that requires preparation, and work backwards to decide which parts of the body must be warmed, stretched or strengthened first. If the peak is a standing balance such as Tree pose, for instance, the sequence will work the ankles, hips and the muscles of the standing leg.",
              "The structure below is a common template for a general class of sixty minutes.",
            ) +
            "<table><tr><th>Phase</th><th>Minutes</th><th>Content</th></tr><tr><td>Arrival</td><td>5</td><td>Seated breathing, setting an intention</td></tr><tr><td>Warm-up</td><td>10</td><td>Cat-cow, gentle twists, sun salutations</td></tr><tr><td>Standing poses</td><td>20</td><td>Warriors, triangle, balances building to the peak</td></tr><tr><td>Floor work</td><td>12</td><td>Hip openers, back bends, forward folds</td></tr><tr><td>Cool-down</td><td>5</td><td>Supine twist, legs up the wall</td></tr><tr><td>Relaxation</td><td>8</td><td>Savasana</td></tr></table>" +
            p(
              "Within this outline several principles guide the order. Move from simple to complex, and from large muscle groups to small. Follow a backbend with a neutral pose before a forward fold, rather than swinging from one extreme to the other. Balance effort on both sides of the body, teaching the right side and then the left with the same number of breaths. Place inversions and intense poses in the middle of the class, when the body is warm, and leave the final minutes quiet. Savasana, the final resting pose, should never be cut short to make up for lost time, because for many students it is the part of the class they remember. Finally, write the sequence down, time it in your own practice, and note which poses can be dropped if the class runs late, so that any cuts come from the middle rather than from the end.",
            ),
        },
      },
      {
        title: "Props and Adaptations",
        description: "Blocks, straps, bolsters and the wall bring poses within reach of every body in the room.",
        lesson: {
          title: "Using props to meet the student",
          html: p(
            "Props were popularised by B. K. S. Iyengar, who used blocks, belts, blankets and ropes so that students could practise the alignment of a pose before they had the flexibility or strength to reach it unaided. Today props are used in almost every style, and a teacher who offers them to everyone, rather than only to the students who are struggling, helps remove the sense that using a prop is a failure.",
            "A block shortens the distance between the hand and the floor. In Triangle pose, a student with tight hamstrings who reaches for the floor will round the spine and collapse the chest; placing the hand on a block at its tallest height keeps the spine long. A strap extends the arms. In a seated forward fold, a strap around the feet lets the student hinge from the hips with a straight back rather than hunching forward to grab the toes. Bolsters and folded blankets support the body in restorative poses and raise the hips in seated postures so that the knees can drop below the hip line.",
            "The wall is the most underused prop. It steadies balance poses, gives feedback on alignment in standing poses, and supports inversions such as legs-up-the-wall for students who should not go upside down.",
            "Adaptation also means offering alternatives for common conditions. Students with high blood pressure or glaucoma should avoid holding the head below the heart for long; pregnant students avoid deep twists and lying on the belly; students with wrist pain can lower to the forearms in plank and downward dog. Ask about injuries and conditions before class, privately, and know which poses to offer instead.",
          ),
        },
      },
    ],
  },
];
