/** Evaluation courses (nursing to psychology); see ai-courses.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const COURSES_A: EvalCourse[] = [
  {
    slug: "nursing-cardiac",
    discipline: "Nursing",
    title: "Cardiac Nursing Care",
    description:
      "For registered nurses moving into cardiac units: heart failure management, anticoagulation therapy, telemetry monitoring and cardiac rehabilitation.",
    level: "advanced",
    duration: "6 weeks",
    plantedGap: "cardiac rehabilitation",
    modules: [
      {
        title: "Heart Failure Management",
        description: "Assessment and treatment of patients with chronic and acute decompensated heart failure.",
        lesson: {
          title: "Fluid balance in heart failure",
          html: p(
            "Heart failure occurs when the heart cannot pump enough blood to meet the needs of the body. In left-sided failure, blood backs up into the pulmonary veins and fluid leaks into the alveoli, which causes crackles, dyspnoea and orthopnoea. Right-sided failure raises venous pressure in the systemic circulation and produces jugular venous distension, hepatomegaly and dependent oedema.",
            "Daily weight is the most sensitive bedside measure of fluid status: a gain of more than one kilogram in a day usually reflects retained fluid rather than tissue. Nurses weigh the patient at the same time each morning, on the same scale and after voiding. Loop diuretics such as furosemide remove excess sodium and water, but they also cause potassium loss, so serum potassium is checked before each dose. Hypokalaemia increases the risk of digoxin toxicity and ventricular arrhythmias.",
            "Patients are taught to restrict sodium to about two grams a day and to report swelling of the ankles, a persistent cough or the need for extra pillows at night.",
          ),
        },
      },
      {
        title: "Anticoagulation and Telemetry",
        description: "Safe anticoagulant therapy and continuous cardiac monitoring.",
        lesson: {
          title: "Warfarin, heparin and the monitor",
          html: p(
            "Warfarin inhibits the vitamin K dependent clotting factors, so its effect builds over several days and is monitored with the international normalised ratio. For most patients with atrial fibrillation the target INR lies between two and three. Vitamin K is the antidote for warfarin. Unfractionated heparin acts within minutes by enhancing antithrombin, and its effect is monitored with the activated partial thromboplastin time; protamine sulfate reverses it.",
            "Telemetry monitoring lets nurses detect arrhythmias continuously. Atrial fibrillation shows an irregularly irregular rhythm without distinct P waves. Ventricular tachycardia shows wide QRS complexes at a rate above one hundred beats per minute and can deteriorate into ventricular fibrillation, which requires immediate defibrillation. Before responding to an alarm, the nurse checks the patient, because loose electrodes and movement produce artefacts that mimic dangerous rhythms.",
          ),
        },
      },
    ],
  },
  {
    slug: "welding-intro",
    discipline: "Welding",
    title: "Welding Fundamentals",
    description:
      "A hands-on first course in shielded metal arc welding, gas metal arc welding, weld defects and oxy-fuel cutting for technical students.",
    level: "beginner",
    duration: "5 weeks",
    plantedGap: "oxy-fuel cutting",
    modules: [
      {
        title: "Shielded Metal Arc Welding",
        description: "Electrodes, current settings and striking an arc.",
        lesson: {
          title: "Striking and running a bead",
          html: p(
            "Shielded metal arc welding uses a consumable electrode coated in flux. When the arc melts the electrode, the flux burns to form a gas shield and a layer of slag that protects the molten weld pool from oxygen and nitrogen in the air. The welder strikes the arc by scratching or tapping the electrode on the work piece, then holds an arc length roughly equal to the diameter of the electrode core.",
            "Electrodes are identified by codes such as E6013 and E7018. The first two digits give the minimum tensile strength in thousands of pounds per square inch, and the last digits describe the welding positions and the coating. E7018 is a low hydrogen electrode that must be stored in a heated oven, because moisture in the coating causes hydrogen cracking. Amperage is set according to the electrode diameter: too little current makes the electrode stick, too much causes spatter and undercut.",
            "Travel speed controls the width of the bead. A slow travel speed gives a wide, high bead, while a fast travel speed gives a narrow bead with poor fusion.",
          ),
        },
      },
      {
        title: "Weld Defects and Inspection",
        description: "Recognising common defects and their causes.",
        lesson: {
          title: "Common defects",
          html: p(
            "Porosity is a group of gas pockets trapped in the solidified weld metal. It is caused by contaminated base metal, damp electrodes or a lost gas shield, for example when a fan blows across the work. Undercut is a groove melted into the base metal along the edge of the weld that is left unfilled; excessive current and a steep electrode angle are the usual causes. Slag inclusions occur when slag from a previous pass is not removed with a chipping hammer and wire brush before the next pass.",
            "Lack of fusion means the weld metal did not melt into the base metal or into the previous bead. It weakens the joint without always being visible from the surface. Visual inspection checks bead profile, undercut and surface porosity, while a bend test reveals hidden lack of fusion because the weld opens up when the coupon is bent around a mandrel.",
          ),
        },
      },
    ],
  },
  {
    slug: "con-law",
    discipline: "Constitutional law",
    title: "Introduction to Constitutional Law",
    description:
      "Students in any major explore separation of powers, federalism, judicial review and the First Amendment through landmark Supreme Court cases.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "First Amendment",
    modules: [
      {
        title: "Separation of Powers",
        description: "How the Constitution divides and checks federal power.",
        lesson: {
          title: "Three branches, many checks",
          html: p(
            "The Constitution divides federal power among three branches. Congress makes the laws, the President executes them and the courts interpret them. Each branch can check the others: the President may veto a bill, Congress may override a veto with a two-thirds vote in both houses, and the Senate must confirm judges and cabinet officers.",
            "In Youngstown Sheet and Tube Co. v. Sawyer (1952) the Supreme Court held that President Truman could not seize the nation's steel mills during the Korean War, because no statute authorised the seizure and Congress had rejected the idea. Justice Jackson's concurrence described three zones of presidential power: the President's authority is greatest when he acts with the express or implied authorisation of Congress, uncertain when Congress is silent, and at its lowest when he acts against the expressed will of Congress.",
            "Judicial review, the power of courts to strike down laws that conflict with the Constitution, was established in Marbury v. Madison (1803), where Chief Justice Marshall wrote that it is emphatically the province of the judicial department to say what the law is.",
          ),
        },
      },
      {
        title: "Federalism",
        description: "The division of power between the national government and the states.",
        lesson: {
          title: "Enumerated powers and the states",
          html: p(
            "Federalism divides sovereignty between the national government and the states. Congress may act only under its enumerated powers, while the Tenth Amendment reserves the remaining powers to the states or to the people. The Supremacy Clause makes valid federal law prevail over conflicting state law.",
            "The Commerce Clause has been the main source of federal power. In Wickard v. Filburn (1942) the Court upheld federal limits on a farmer's wheat grown for his own use, reasoning that such activity, taken in the aggregate, substantially affects interstate commerce. In United States v. Lopez (1995) the Court set a limit: carrying a gun near a school is not an economic activity, so Congress could not ban it under the Commerce Clause. McCulloch v. Maryland (1819) held that the Necessary and Proper Clause lets Congress choose reasonable means to carry out its powers, and that a state may not tax a federal bank.",
          ),
        },
      },
    ],
  },
  {
    slug: "music-harmony",
    discipline: "Music theory",
    title: "Tonal Harmony II",
    description:
      "Chromatic harmony for second-year music majors: secondary dominants, modulation to closely related keys, augmented sixth chords and the Neapolitan sixth.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "Neapolitan sixth",
    modules: [
      {
        title: "Secondary Dominants",
        description: "Tonicising chords other than the tonic.",
        lesson: {
          title: "V of V and friends",
          html: p(
            "A secondary dominant is a major triad or dominant seventh chord that functions as the dominant of a chord other than the tonic. The most common is V of V, which in C major is a D major triad containing F sharp. The raised note acts as a temporary leading tone that resolves up by step to the root of the chord being tonicised.",
            "Secondary dominants are labelled with a slash in Roman numeral analysis, for example V7/IV or V/vi. Only major and minor triads can be tonicised; the diminished triad on the leading tone cannot, because it is not a stable consonant chord. In four-part writing the chromatic note should not be doubled, and the seventh of a secondary dominant seventh resolves down by step just as in the primary dominant.",
            "Listen for the chromatic bass line in many chorales, where V6/V leads smoothly into V.",
          ),
        },
      },
      {
        title: "Modulation and Augmented Sixths",
        description: "Changing key and the predominant augmented sixth chords.",
        lesson: {
          title: "Pivot chords and augmented sixths",
          html: p(
            "Modulation is a change of tonal centre that is confirmed by a cadence in the new key. Closely related keys differ from the home key by at most one sharp or flat, such as the dominant, the subdominant and the relative minor. In a pivot chord modulation, a chord that belongs to both keys is reinterpreted: in a move from C major to G major, the A minor triad is vi in C and ii in G.",
            "Augmented sixth chords are predominant chords built on the lowered sixth scale degree, with the raised fourth degree above it. The interval between these notes is an augmented sixth, which expands outward by half step to an octave on the dominant. The Italian sixth has three notes, the French sixth adds the second scale degree, and the German sixth adds the lowered third degree, which produces parallel fifths if it moves directly to V.",
          ),
        },
      },
    ],
  },
  {
    slug: "marine-ecology",
    discipline: "Marine biology",
    title: "Introduction to Marine Ecology",
    description:
      "Ocean zones, plankton and food webs, coral reef ecosystems and ocean acidification, for first-year science students.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "ocean acidification",
    modules: [
      {
        title: "Plankton and Food Webs",
        description: "Who eats whom in the open ocean.",
        lesson: {
          title: "From phytoplankton to whales",
          html: p(
            "Phytoplankton are microscopic algae that drift near the ocean surface and carry out about half of the photosynthesis on Earth. Diatoms build cell walls of silica, while dinoflagellates swim with two flagella and some of them cause harmful algal blooms. Zooplankton such as copepods and krill graze on phytoplankton and are in turn eaten by fish, seabirds and baleen whales.",
            "Energy is lost at each step of a food chain, because organisms use most of the energy they take in for respiration and movement. On average only about ten percent of the energy at one trophic level reaches the next. This is why the open ocean supports far fewer sharks than sardines.",
            "In upwelling zones, such as the coast of Peru, wind pushes surface water offshore and cold water rich in nitrate and phosphate rises from the deep. These nutrients fuel large phytoplankton blooms, which support some of the world's richest fisheries.",
          ),
        },
      },
      {
        title: "Coral Reefs",
        description: "Symbiosis, reef building and threats to reefs.",
        lesson: {
          title: "Living reefs",
          html: p(
            "Reef-building corals are colonies of small animals called polyps that secrete skeletons of calcium carbonate. Inside their tissues live symbiotic algae called zooxanthellae, which photosynthesise and pass sugars to the coral. In return the algae receive shelter and nutrients from the coral's waste. Because the algae need light, reef-building corals grow only in clear, shallow tropical water.",
            "When water temperatures stay about one degree Celsius above the normal summer maximum for several weeks, corals expel their zooxanthellae and turn white. This coral bleaching does not kill the coral at once, but a bleached coral starves if the algae do not return. Parrotfish help reefs recover by grazing on seaweed that would otherwise smother young corals.",
          ),
        },
      },
    ],
  },
  {
    slug: "accounting-cost",
    discipline: "Accounting",
    title: "Cost Accounting",
    description:
      "Cost behaviour, cost-volume-profit analysis, job order costing and activity-based costing for business students.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "activity-based costing",
    modules: [
      {
        title: "Cost Behaviour and CVP Analysis",
        description: "Fixed and variable costs and the break-even point.",
        lesson: {
          title: "Break-even analysis",
          html: p(
            "Variable costs change in total in proportion to the volume of activity, such as direct materials and sales commissions. Fixed costs, such as rent and salaries, stay the same in total within the relevant range. Because fixed costs are spread over more units as volume rises, the fixed cost per unit falls when production increases.",
            "The contribution margin is sales revenue minus variable costs. It shows how much each unit contributes first to covering fixed costs and then to profit. The contribution margin ratio divides the contribution margin by sales. The break-even point in units equals total fixed costs divided by the contribution margin per unit: a firm with fixed costs of 60,000 dollars and a unit contribution margin of 20 dollars breaks even at 3,000 units.",
            "The margin of safety is the amount by which actual or budgeted sales exceed break-even sales. A small margin of safety warns managers that a modest fall in sales would produce a loss.",
          ),
        },
      },
      {
        title: "Job Order Costing",
        description: "Tracing costs to individual jobs.",
        lesson: {
          title: "Applying overhead to jobs",
          html: p(
            "Job order costing is used when a company produces unique products or batches, such as custom furniture or printing orders. Direct materials and direct labour are traced to each job on a job cost sheet. Manufacturing overhead, such as factory utilities and depreciation, cannot be traced directly, so it is applied using a predetermined overhead rate.",
            "The predetermined overhead rate is calculated before the year begins by dividing estimated total overhead by the estimated total amount of the allocation base, often direct labour hours or machine hours. During the year, overhead is applied to each job by multiplying the rate by the job's actual use of the base. At year end, if applied overhead is less than actual overhead, overhead is underapplied and the difference is usually charged to cost of goods sold.",
          ),
        },
      },
    ],
  },
  {
    slug: "software-testing",
    discipline: "Software engineering",
    title: "Software Testing",
    description:
      "Unit testing, test doubles, boundary value analysis and mutation testing for developers who already write code.",
    level: "intermediate",
    duration: "5 weeks",
    plantedGap: "mutation testing",
    modules: [
      {
        title: "Unit Tests and Test Doubles",
        description: "Writing fast, isolated tests.",
        lesson: {
          title: "Arrange, act, assert",
          html: p(
            "A unit test checks one small piece of behaviour in isolation, such as a single function or class. Good unit tests follow the arrange, act, assert pattern: the test sets up its inputs, calls the code under test once, and then checks the result. A test that asserts nothing can never fail, so it gives false confidence.",
            "When the code under test depends on a database, a network service or the clock, the test replaces that dependency with a test double. A stub returns fixed answers, such as a price service that always returns 10. A mock also records how it was called, so the test can verify that, for example, an email was sent exactly once. A fake is a working but simplified implementation, such as an in-memory repository.",
            "Tests should be deterministic. A test that depends on the current time or on random numbers may pass on one run and fail on the next; such flaky tests erode trust in the whole suite.",
          ),
        },
      },
      {
        title: "Designing Test Cases",
        description: "Choosing inputs that find defects.",
        lesson: {
          title: "Equivalence classes and boundaries",
          html: p(
            "Equivalence partitioning divides the input domain into classes that the program should treat the same way, and tests one value from each class. For a function that accepts ages from 18 to 65, the classes are below 18, from 18 to 65, and above 65.",
            "Boundary value analysis adds tests at the edges of each class, because off-by-one errors cluster there. For the age range the boundary values are 17, 18, 65 and 66. If the code uses x < 65 where the specification says x <= 65, only the test with 65 exposes the defect. Code coverage tools report which statements and branches the tests executed, but full coverage does not prove that the tests check the right results.",
          ),
        },
      },
    ],
  },
  {
    slug: "spanish-a1",
    discipline: "Spanish language",
    title: "Beginning Spanish I",
    description:
      "Greetings, the present tense of regular verbs, ser and estar, and ordering food in a restaurant, for students with no prior Spanish.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "ordering food in a restaurant",
    modules: [
      {
        title: "Greetings and Introductions",
        description: "Saying hello and introducing yourself.",
        lesson: {
          title: "Hola, me llamo...",
          html: p(
            "Spanish speakers greet each other with hola, which can be used at any time of day. Buenos días is used in the morning, buenas tardes in the afternoon and buenas noches in the evening and at night. To ask someone's name informally you say ¿Cómo te llamas?, and the answer is Me llamo Ana. With an older person or a stranger you use the formal usted form: ¿Cómo se llama usted?",
            "Spanish distinguishes informal tú from formal usted. Tú is used with friends, family and children, while usted shows respect. In Spain, the plural informal form is vosotros, but in Latin America ustedes is used for both formal and informal plural address.",
            "Questions and exclamations are marked with an inverted sign at the beginning as well as the usual sign at the end, as in ¿Qué tal? and ¡Mucho gusto!",
          ),
        },
      },
      {
        title: "Verbs: Present Tense, Ser and Estar",
        description: "Conjugating regular verbs and the two verbs 'to be'.",
        lesson: {
          title: "Hablar, comer, vivir",
          html: p(
            "Regular Spanish verbs fall into three groups by their infinitive ending: -ar verbs such as hablar, -er verbs such as comer, and -ir verbs such as vivir. To form the present tense, drop the ending and add the personal endings. For hablar they are hablo, hablas, habla, hablamos, habláis and hablan. Because the ending shows the subject, subject pronouns are often left out: Hablo español means I speak Spanish.",
            "Spanish has two verbs meaning to be. Ser describes identity, origin, profession and lasting characteristics: Soy estudiante, Ella es de México. Estar describes location and temporary states or conditions: Estoy cansado, El libro está en la mesa. The difference changes meaning: Juan es aburrido means Juan is boring, but Juan está aburrido means Juan is bored.",
          ),
        },
      },
    ],
  },
];
