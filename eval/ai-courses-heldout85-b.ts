/** Eighty-fifth held-out evaluation courses, intermediate level (A to B); see ai-courses-heldout85.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT85_B: EvalCourse[] = [
  {
    slug: "cotton-production-and-fibre-quality",
    discipline: "Cotton production",
    title: "Cotton Production and Fibre Quality",
    description:
      "From planting seed to the gin bale, the course follows the commercial cotton crop through its growth stages, crop monitoring with heat units, irrigation scheduling, insect pest management including Bt varieties, defoliation and harvest, and the fibre measurements that set the price of lint.",
    level: "intermediate",
    duration: "one semester (two lectures and one field or laboratory practical a week)",
    plantedGap: "irrigation scheduling",
    modules: [
      {
        title: "Crop Development and Growth Monitoring",
        description: "How the cotton plant builds its fruit and how growers track and manage that development.",
        lesson: {
          title: "Heat units, squares and cutout",
          html: p(
            "Cotton is a perennial shrub grown as an annual. Upland cotton, Gossypium hirsutum, provides about 90 per cent of world production; extra-long-staple types such as Pima and Egyptian cotton come from G. barbadense. Both are warm-season crops: planting should wait until the soil at seed depth holds at least 16 to 18 °C for several days, and growth slows sharply below about 15 °C.",
            "Because development depends on temperature rather than calendar days, growers track heat units. The usual measure in the United States is DD60, degree-days above 60 °F (15.6 °C): each day contributes the mean of the maximum and minimum temperature minus 60, or zero if the mean is lower. Typical milestones for upland cotton are shown below, although varieties differ.",
            "<table><tr><th>Stage</th><th>Approximate DD60 from planting</th><th>Approximate days</th></tr><tr><td>Emergence</td><td>50–60</td><td>5–10</td></tr><tr><td>First square (flower bud)</td><td>450–550</td><td>35–45</td></tr><tr><td>First flower</td><td>800–900</td><td>55–65</td></tr><tr><td>First open boll</td><td>1,600–1,700</td><td>110–120</td></tr></table>",
            "The plant has vegetative branches, or monopodia, and fruiting branches, or sympodia, which carry squares at successive positions. The first flower on each fruiting branch opens cream-white and turns pink to red the following day. Each flower that sets becomes a boll, which needs around 50 to 60 days to mature. Many squares and young bolls are shed, especially under heat, drought or insect damage; retaining around two thirds of first-position fruit is a sign of a healthy crop.",
            "The most useful field measure during flowering is nodes above white flower (NAWF): count the main-stem nodes from the uppermost first-position white flower to the terminal. Early in flowering the count is typically eight to ten. As the boll load grows, the plant puts its resources into fruit and the count falls. When NAWF reaches five the crop has reached physiological cutout: flowers set after that point have little chance of maturing. Rank vegetative growth can be checked with the plant growth regulator mepiquat chloride, applied when the height-to-node ratio shows internodes lengthening too fast.",
          ),
        },
      },
      {
        title: "Insect Pests and Bt Cotton",
        description: "The major chewing and sucking pests of cotton and how they are managed.",
        lesson: {
          title: "Bollworms, weevils, whitefly and resistance",
          html: p(
            "Cotton has historically received a large share of the world's insecticide use, because the fruiting parts that make the crop valuable are exactly what its key pests eat. An integrated programme combines regular scouting, action thresholds, resistant varieties, natural enemies and selective chemistry.",
            "The bollworm complex is the main chewing threat. Helicoverpa armigera, the cotton bollworm, is the principal species in Africa, Asia and Australia; H. zea and the tobacco budworm Heliothis virescens dominate in the Americas. Larvae bore into squares and bolls. The pink bollworm, Pectinophora gossypiella, feeds hidden inside the boll and is especially damaging in India. In the United States the boll weevil, Anthonomus grandis, devastated Southern cotton after crossing from Mexico in 1892; a coordinated eradication programme begun in 1978 has removed it from nearly all of the US crop.",
            "Bt cotton, engineered to produce insecticidal Cry proteins from Bacillus thuringiensis, was first planted commercially in 1996. Bollgard expressed Cry1Ac; later varieties stack two or three proteins, such as Cry1Ac with Cry2Ab, so that an insect must resist both to survive. Bt cotton sharply reduced sprays against bollworms, but resistance is the constant risk. Refuges of non-Bt cotton, or of other host crops, keep susceptible insects in the population to mate with any resistant survivors. Where refuges were poorly kept, as with pink bollworm in India by around 2014, resistance to Bt cotton spread widely.",
            "Sucking pests are not controlled by Bt proteins and have become relatively more important. The silverleaf whitefly, Bemisia tabaci, and cotton aphids excrete honeydew that makes lint sticky, jamming gin and spinning machinery and leading to price discounts. Plant bugs, such as Lygus in the United States and mirids in Australia, cause young squares to drop, and jassids damage leaves.",
            "Scouting should sample a set number of plants across each field every few days, recording square retention, pest counts and beneficial insects. Compare counts with local thresholds before spraying, and prefer selective products. Broad-spectrum insecticides kill the predators that hold whitefly and aphids in check, often triggering the very outbreaks they were meant to prevent.",
          ),
        },
      },
      {
        title: "Defoliation, Harvest and Fibre Classing",
        description: "Bringing the crop out of the field and into a bale whose measured quality sets its price.",
        lesson: {
          title: "From open boll to HVI classing",
          html: p(
            "Machine harvest requires a field of open bolls and few green leaves, since leaf fragments in the lint are a major cause of grade discounts. Harvest aids are normally applied when about 60 per cent of bolls are open, or when the uppermost harvestable boll is mature, judged by a dark seed coat and a sliced boll that shows no jelly. Defoliants such as thidiazuron cause leaves to drop; ethephon opens mature bolls; desiccants kill remaining growth but can stick leaves to the plant if applied too early.",
            "Two machine types are used. Spindle pickers pull seed cotton from open bolls with rotating barbed spindles and leave the bur on the plant; strippers remove the entire boll and bring more foreign matter to the gin but cost less and suit short, dense crops. Modern pickers wrap seed cotton into round modules in the field for transport.",
            "At the gin, seed cotton is dried, cleaned and separated. Saw gins, descended from Eli Whitney's 1793 design, pull lint through a grid of ribs that holds the seed back; roller gins are gentler and are used for extra-long-staple cotton. Lint turnout, the proportion of seed cotton that becomes lint, is typically 35 to 42 per cent, with seed making up most of the rest. A US bale weighs about 480 pounds, roughly 218 kg.",
            "Each bale is sampled and measured by high-volume instrument (HVI) testing. The main properties are:",
            "<ul><li>Micronaire, an airflow measure combining fineness and maturity; 3.5 to 4.9 is the base range in the US, 3.7 to 4.2 earns a premium, and low values indicate immature fibre.</li><li>Upper half mean length, the staple, reported in hundredths of an inch; 1.10 inches is a common length for upland cotton.</li><li>Strength in grams per tex, with values around 28 to 30 typical.</li><li>Length uniformity index, around 80 to 82 per cent for good upland cotton.</li><li>Colour grade, from reflectance (Rd) and yellowness (+b), and leaf grade and trash content.</li></ul>",
            "Spinners buy on these numbers, so decisions made months earlier about variety, pest control and harvest timing reappear as premiums and discounts on the bale.",
          ),
        },
      },
    ],
  },
  {
    slug: "business-analysis-practice",
    discipline: "Business analysis",
    title: "Business Analysis Practice",
    description:
      "Aimed at analysts in their first or second year in post, the course develops the core techniques of the role: eliciting needs from stakeholders, modelling current processes in BPMN, carrying out a gap analysis, and writing requirements and user stories that development teams can build and test against.",
    level: "intermediate",
    duration: "eight weeks (one half-day workshop a week)",
    plantedGap: "gap analysis",
    modules: [
      {
        title: "Eliciting Requirements",
        description: "Choosing and running elicitation techniques that surface what stakeholders actually need.",
        lesson: {
          title: "Interviews, workshops and observation",
          html: p(
            "Stakeholders rarely hand an analyst a complete list of requirements. They describe symptoms and solutions, leave out knowledge they take for granted, and disagree with each other. Elicitation is the structured work of drawing out needs, and the IIBA's Business Analysis Body of Knowledge (BABOK) treats it as planned, repeated and confirmed rather than a single meeting.",
            "Interviews suit individual experts and sensitive topics. Prepare a question list, open with broad questions ('Talk me through what happens when an order arrives') and move to closed ones to confirm details ('Is that approval needed for every order, or only above a limit?'). Ask for examples and exceptions, since rules are usually discovered in the exceptions. When a stakeholder proposes a solution, ask why until the underlying need appears: 'We need a new report' may turn out to mean 'I cannot see which invoices are overdue'.",
            "Workshops bring several stakeholders together to agree scope, priorities or a process. They need a clear objective, a facilitator who is not also the main note-taker, an agenda with timed sections, and a method for recording decisions visibly, such as a shared whiteboard. Watch for the most senior person in the room setting the answer; techniques such as silent brainstorming on sticky notes before discussion give quieter participants a voice.",
            "Observation, or job shadowing, catches tacit knowledge that people cannot articulate: the spreadsheet kept beside the official system, the phone call made because a screen is unreliable. Sit with users doing real work, note workarounds and interruptions, and ask about them afterwards rather than during the task.",
            "Other techniques complete the toolkit:",
            "<ul><li>Document analysis of procedures, forms, reports and existing system specifications, useful before the first interview.</li><li>Surveys, which reach large groups but only answer the questions you thought to ask.</li><li>Prototyping with sketches or clickable mock-ups, which turns abstract discussion into concrete reactions.</li></ul>",
            "Whatever the technique, write up the results promptly and send them back to participants to confirm. Elicitation results are only useful once the stakeholders agree that what you recorded is what they meant.",
          ),
        },
      },
      {
        title: "Modelling the Current Process in BPMN",
        description: "Drawing clear, accurate as-is process models with Business Process Model and Notation.",
        lesson: {
          title: "BPMN essentials for analysts",
          html: p(
            "Business Process Model and Notation, maintained by the Object Management Group, with version 2.0 released in 2011, is the most widely used standard for drawing business processes. Its value lies in a shared vocabulary: a model drawn correctly can be read by stakeholders, analysts and developers alike. A small core of symbols covers most business modelling.",
            "<table><tr><th>Element</th><th>Symbol</th><th>Meaning</th></tr><tr><td>Start event</td><td>Thin-bordered circle</td><td>What triggers the process, for example an order received</td></tr><tr><td>End event</td><td>Thick-bordered circle</td><td>Where a path of the process finishes</td></tr><tr><td>Task</td><td>Rounded rectangle</td><td>A unit of work, named verb plus noun: 'Check credit limit'</td></tr><tr><td>Exclusive gateway</td><td>Diamond, optionally marked X</td><td>Exactly one outgoing path is taken</td></tr><tr><td>Parallel gateway</td><td>Diamond marked +</td><td>All outgoing paths are taken at once</td></tr><tr><td>Pool and lanes</td><td>Large rectangle divided into strips</td><td>A participant, and the roles within it</td></tr></table>",
            "Sequence flows, solid arrows, connect elements within a pool; message flows, dashed arrows, pass between pools, such as between a company and its customer. Intermediate events, drawn with a double border, show things that happen during the process, such as a timer waiting three days for a reply.",
            "Take a purchase requisition process as an example. The start event is 'Requisition submitted' in the requester's lane. A task 'Review requisition' sits in the budget holder's lane, followed by an exclusive gateway labelled 'Approved?'. The 'No' path leads to 'Notify requester' and an end event; the 'Yes' path leads to a second gateway 'Over £10,000?', which routes larger purchases to the finance director before 'Raise purchase order' in the procurement lane.",
            "Model the current process as it really operates, not as the procedure manual says it should. Build the first draft from interviews and observation, then walk through it with the people who do the work, one path at a time, asking what happens in each exception. Annotate the model with volumes, cycle times and hand-offs between lanes, since delays and errors cluster where work crosses from one role to another. Keep each diagram to a single page; split larger processes into sub-processes, shown as tasks with a small plus sign.",
          ),
        },
      },
      {
        title: "Writing Requirements and User Stories",
        description: "Expressing needs so that they can be prioritised, built and tested.",
        lesson: {
          title: "From need to testable requirement",
          html: p(
            "A requirement that cannot be tested cannot be agreed to have been met. The analyst's job is to express each stakeholder need precisely enough that a developer can build it and a tester can prove it works, without dictating the technical design.",
            "Distinguish functional requirements, which state what the solution must do ('The system shall calculate VAT on each invoice line'), from non-functional requirements, which state how well it must do it: performance, security, availability, accessibility. Non-functional requirements need measurable criteria. 'The system must be fast' is untestable; '95 per cent of searches return results within two seconds with 500 concurrent users' is not.",
            "Agile teams usually capture functional needs as user stories in the form 'As a [role], I want [capability], so that [benefit]'. For example: 'As a budget holder, I want to approve requisitions from my phone, so that purchases are not delayed while I am travelling.' The 'so that' clause matters, because it lets the team judge whether a different solution would meet the need better. Good stories meet the INVEST criteria: Independent, Negotiable, Valuable, Estimable, Small and Testable.",
            "A story becomes testable through its acceptance criteria, often written in the Given–When–Then format:",
            "<ul><li>Given a requisition of £2,000 awaiting my approval, when I open it on my phone, then I can see the items, supplier and cost centre.</li><li>Given I approve the requisition, when I confirm, then the requester is notified within five minutes.</li><li>Given the requisition exceeds my approval limit, when I open it, then the approve button is not shown.</li></ul>",
            "Requirements must also be prioritised, since there is never time for everything. The MoSCoW method, from the DSDM agile framework, sorts them into Must have, Should have, Could have and Won't have this time. DSDM guidance suggests that Must haves take no more than about 60 per cent of the effort, leaving contingency. Finally, keep a traceability matrix that links each requirement to its source, its design element and its tests, so that when a stakeholder changes their mind you can see at once what else is affected.",
          ),
        },
      },
    ],
  },
  {
    slug: "bioacoustics-recording-and-analysing-animal-sound",
    discipline: "Bioacoustics",
    title: "Bioacoustics: Recording and Analysing Animal Sound",
    description:
      "Birdsong, bat echolocation, whale calls and insect choruses: the course covers how animals produce and transmit sound, how to record it well, how to read spectrograms, soundscape ecology, and how passive acoustic monitoring and automated detection are used in field surveys.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one three-hour computer or field practical a week)",
    plantedGap: "soundscape ecology",
    modules: [
      {
        title: "Sound Production and Propagation",
        description: "The physics of sound and the organs animals use to make it.",
        lesson: {
          title: "How animal sounds are made and how they travel",
          html: p(
            "Sound is a pressure wave travelling through a medium. In air at 20 °C it moves at about 343 m/s; in seawater at about 1,500 m/s. Wavelength equals speed divided by frequency, so a 1 kHz tone has a wavelength of about 34 cm in air and 1.5 m in water. Humans hear roughly 20 Hz to 20 kHz. Many animals use frequencies outside that range: elephants communicate with infrasonic rumbles down to around 14 Hz, blue whales call between roughly 10 and 40 Hz, and echolocating bats use ultrasound from about 20 kHz to over 100 kHz.",
            "Animals produce sound in remarkably different ways. Mammals, frogs and many others use a larynx, where airflow sets the vocal folds vibrating; the vocal tract above then filters the sound, emphasising some frequencies, according to the source–filter model. Birds sing with a syrinx at the junction of the trachea and the two bronchi. Because each side of the syrinx can be controlled independently, many songbirds produce two unrelated notes at once. Insects use mechanical methods: crickets rub a toothed file on one wing against a scraper on the other, a process called stridulation, while male cicadas buckle ribbed membranes called tymbals, amplified by an air-filled abdomen.",
            "Sound levels are expressed in decibels relative to a reference pressure: 20 micropascals in air and 1 micropascal in water. The references differ, and so does the acoustic impedance of the media, so decibel values in air and water cannot be compared directly; a figure of 180 dB for a whale call does not mean it is louder to a listener than a 120 dB jet engine.",
            "As sound spreads from a point source, its intensity falls with the square of distance, a loss of about 6 dB for each doubling of range. On top of that spreading loss, air absorbs high frequencies far more than low ones, and vegetation scatters them. This has consequences for behaviour and for surveys. Bat calls at 50 kHz may be detectable for only 10 to 30 m, while low-frequency whale calls can be heard across hundreds of kilometres in the deep sound channel. The acoustic adaptation hypothesis proposes that birds in dense forest tend to use lower, purer tones than birds of open habitats because those sounds carry better through foliage.",
          ),
        },
      },
      {
        title: "Recording Technique and the Spectrogram",
        description: "Choosing equipment and settings, and turning recordings into time–frequency images.",
        lesson: {
          title: "Sample rates, microphones and FFT settings",
          html: p(
            "A digital recorder measures the pressure signal at regular intervals. The Nyquist theorem sets the rule: the sample rate must be more than twice the highest frequency you need to capture. A rate of 48 kHz records up to 24 kHz, enough for nearly all birdsong; bat work needs 256 kHz or 384 kHz. A bit depth of 16 bits gives a dynamic range of about 96 dB; 24 bits gives more headroom for sounds of unpredictable loudness. Set the gain so that the loudest expected calls stay well below full scale, because clipped peaks cannot be recovered and create false harmonics in the analysis.",
            "Microphone choice depends on the question. Omnidirectional microphones capture everything around them and suit unattended recorders. Shotgun microphones reject sound from the sides and help isolate one singer. Parabolic reflectors give high gain but amplify high frequencies more than low, distorting the spectrum. Underwater recording uses hydrophones, and bat detectors use ultrasonic microphones. Record in an uncompressed format such as WAV with a spoken or written note of location, time, species and distance.",
            "The standard view of a recording is the spectrogram, which plots frequency against time with energy shown as darkness or colour. It is built with the short-time Fourier transform: the signal is cut into short overlapping windows, each is tapered with a window function such as Hann, and a fast Fourier transform gives its frequency content.",
            "The window length sets a trade-off that cannot be escaped. At a 48 kHz sample rate a 512-point window lasts 10.7 ms and gives frequency bins 93.75 Hz wide; a 2,048-point window gives 23.4 Hz bins but lasts 42.7 ms, smearing rapid notes. Choose short windows for fast frequency sweeps, such as bat calls or trills, and long windows for tonal, slowly changing sounds, such as whale song. An overlap of 50 to 75 per cent between windows gives a smoother image.",
            "Measure calls consistently: start and end times, minimum, maximum and peak frequency, and duration. Record the analysis settings alongside the measurements, since the same call measured with different windows can give different values.",
          ),
        },
      },
      {
        title: "Passive Acoustic Monitoring",
        description: "Using autonomous recorders and automated detection to survey animals at scale.",
        lesson: {
          title: "Designing an acoustic survey",
          html: p(
            "Passive acoustic monitoring (PAM) uses unattended recorders to listen for animals over days or months. It works in darkness, bad weather and remote places, it records at many sites at once, and it leaves a permanent, checkable record. Low-cost devices such as the open-source AudioMoth, alongside commercial units such as the Song Meter series, have made surveys with dozens or hundreds of recorders routine.",
            "Survey design starts with the question. Presence or absence of a species across a landscape calls for many sites recorded for a few days each; seasonal timing of calling calls for fewer sites recorded all year. Recorders usually run on a duty cycle, for example one minute in every ten, or only around dawn and dusk, to stretch battery life and storage. Estimate detection range for the target species in the habitat, since a recorder hears a 50 kHz bat call over a few tens of metres but an owl over several hundred, and unequal ranges bias comparisons between sites.",
            "No one can listen to thousands of hours of audio, so detection is automated. Options range from simple to complex:",
            "<ul><li>Energy detectors flag any sound above a threshold in a chosen frequency band.</li><li>Template matching cross-correlates the spectrogram with a reference call.</li><li>Convolutional neural networks, such as the BirdNET model for birds, classify spectrogram images into species, each with a confidence score.</li></ul>",
            "Every automated method makes errors, and their rates must be measured. Listen to a random sample of detections at several confidence levels and calculate precision, the proportion of detections that are correct, and recall, the proportion of real calls that were found. Raising the confidence threshold increases precision but lowers recall. Choose a threshold that suits the use: a survey for a rare species may accept many false positives and check each one by ear.",
            "Outputs can then be analysed as detection counts per night, as an index of activity, or as detection histories per site fed into occupancy models, which separate true absence from failure to detect. Report recorder type, settings, detector, threshold and validation results so that others can repeat the survey.",
          ),
        },
      },
    ],
  },
  {
    slug: "strategic-foresight-methods",
    discipline: "Futures studies",
    title: "Strategic Foresight Methods",
    description:
      "What will your sector look like in 2040, and how would you know early? Practitioners learn horizon scanning for trends and weak signals, build scenarios with the two-axis method, use the Delphi method to draw on expert judgement, and connect futures work to present-day strategy through backcasting and the three horizons framework.",
    level: "intermediate",
    duration: "six weeks (one evening workshop a week plus a group project)",
    plantedGap: "the Delphi method",
    modules: [
      {
        title: "Horizon Scanning",
        description: "Systematically searching for trends, drivers and weak signals of change.",
        lesson: {
          title: "Trends, drivers and weak signals",
          html: p(
            "Futures studies does not try to predict the future. It starts from the observation that the future is plural and partly shaped by present choices, and it asks what could happen and what that would mean for decisions now. The futures cone, popularised by Joseph Voros from earlier work by Trevor Hancock and Clement Bezold, pictures this as widening bands of possible, plausible and probable futures, with preferable futures cutting across them.",
            "Horizon scanning is the systematic search for evidence of change. Scanners usually use a framework so that they do not look only where they are comfortable. STEEP covers Social, Technological, Economic, Environmental and Political change; variants add Legal and Ethical (STEEPLE) or Values. Sources should be deliberately varied: statistical series and research papers for established trends, but also patent filings, start-up funding, fringe publications, conference programmes, legal cases and conversations with people outside the organisation.",
            "Three kinds of findings need to be distinguished:",
            "<ul><li>Trends are changes already under way and measurable, such as an ageing population or falling battery costs per kilowatt-hour.</li><li>Drivers are the underlying forces that produce trends, such as regulation, technology or shifting values.</li><li>Weak signals, a term introduced by H. Igor Ansoff in 1975, are early, ambiguous indications of change that may or may not grow into something significant.</li></ul>",
            "Each finding is recorded as a short scanning hit: what was observed, the source and date, and why it might matter. A team may collect a few hundred hits over several weeks. The next step is sense-making. Cluster related hits into emerging themes, then assess each theme on two dimensions: the potential impact on the organisation's question, and the degree of uncertainty about how it will develop. High-impact, low-uncertainty items are trends to plan for. High-impact, high-uncertainty items are the critical uncertainties that scenario work explores.",
            "Scanning is most valuable when it is continuous. A one-off scan ages quickly; a regular cycle, with a small team reviewing new hits monthly and reporting to decision makers, builds the organisational habit of noticing change early.",
          ),
        },
      },
      {
        title: "Building Scenarios",
        description: "Developing a set of contrasting, plausible futures with the two-axis method.",
        lesson: {
          title: "The two-axis scenario method",
          html: p(
            "Modern scenario planning has two roots. At RAND and later the Hudson Institute in the 1950s and 1960s, Herman Kahn wrote detailed narratives of possible futures for military planning. At Royal Dutch Shell in the early 1970s, Pierre Wack and his team used scenarios to help managers consider a world in which oil producers controlled prices. When the 1973 oil crisis came, Shell was better prepared than most of its competitors, and the method spread. Peter Schwartz's The Art of the Long View (1991) and the Global Business Network popularised the two-axis method taught here.",
            "The process runs in steps:",
            "<ol><li>Agree a focal question and a time horizon, for example: how should a regional hospital trust shape its estate for 2040?</li><li>List the driving forces relevant to that question, drawing on horizon scanning.</li><li>Rank them by impact and uncertainty, and identify predetermined elements, which will appear in every scenario.</li><li>Choose the two most important critical uncertainties that are independent of each other, and express each as an axis with two extremes.</li><li>Cross the axes to form four quadrants, and write a scenario for each.</li><li>Draw out implications, options and early indicators.</li></ol>",
            "For the hospital example the axes might be 'care delivered mainly in hospitals' versus 'care delivered mainly at home and in the community', and 'public funding rising' versus 'public funding squeezed'. Each quadrant becomes a coherent story of how the world got there, told from 2040 back to the present, with a memorable name.",
            "Good scenarios are plausible, internally consistent, relevant to the focal question and challenging. Avoid three traps. First, do not create a middle scenario, since people will treat it as the forecast. Second, do not label scenarios best and worst case, which invites the team to plan for one and ignore the others. Third, do not assign probabilities; the purpose is to test strategy against a range of futures, not to bet on one.",
            "Finally, identify signposts: observable events or data that would show the world moving towards one quadrant. Reviewing them regularly turns the scenarios from a workshop output into a monitoring tool.",
          ),
        },
      },
      {
        title: "From Futures to Strategy",
        description: "Using backcasting, the three horizons and scenario testing to shape present-day decisions.",
        lesson: {
          title: "Backcasting, three horizons and wind-tunnelling",
          html: p(
            "Futures work only has value if it changes what an organisation does. Three methods connect images of the future to present action.",
            "Backcasting starts from a desirable future and works backwards to identify the steps needed to reach it. John Robinson developed the approach for energy policy around 1982, in reaction to forecasts that simply extended past demand. A backcasting exercise first defines the target state concretely: for instance, a city in which 60 per cent of journeys are made on foot, by bicycle or by public transport by 2040. It then asks what must be true ten years before that, and five years before that, identifying milestones, policies and obstacles along the way. Backcasting is normative, concerned with a preferable future, whereas scenarios explore plausible ones; the two work well together.",
            "The three horizons framework, developed by Bill Sharpe and Anthony Hodgson and set out in Sharpe's 2013 book, maps change as three overlapping curves. Horizon 1 is the current dominant way of doing things, which is declining in fitness as conditions change. Horizon 3 is the emerging future, visible today only in pockets of innovation. Horizon 2 is the turbulent transition zone of innovations, some of which prop up the existing system while others build a bridge to the third horizon. Workshops place examples on the three curves and then ask which Horizon 2 innovations to support, which parts of Horizon 1 to preserve, and how to grow seeds of Horizon 3.",
            "Wind-tunnelling tests a proposed strategy against each scenario in a set. For every scenario, ask whether the strategy would succeed, fail or need changing. Elements that perform well in all scenarios are robust and can go ahead now; those that succeed in only one are bets, to be held as options until signposts show which future is emerging.",
            "Present results in terms decision makers use: decisions to take now, options to keep open, and indicators to watch. A foresight project that ends with four attractive stories and no change to plans has not done its job.",
          ),
        },
      },
    ],
  },
  {
    slug: "irish-traditional-fiddle-style-and-repertoire",
    discipline: "Fiddle playing",
    title: "Irish Traditional Fiddle: Style and Repertoire",
    description:
      "Reels, jigs, slip jigs, hornpipes and polkas; ornamentation with cuts, rolls and bowed trebles; double stops and drones; learning tunes by ear and taking part in a session. For fiddlers who can already play in first position and want to sound at home in the tradition.",
    level: "intermediate",
    duration: "ten weeks (one ninety-minute group class a week)",
    plantedGap: "double stops",
    modules: [
      {
        title: "Tune Types and Rhythm",
        description: "The dance-tune forms of the repertoire and the bowing that gives each its lift.",
        lesson: {
          title: "Reels, jigs, hornpipes and polkas",
          html: p(
            "Most of the Irish instrumental repertoire consists of dance tunes, and each dance type has its own metre, tempo and rhythmic feel. Playing the right notes is only half the job; the tune must have the lift that makes a listener want to dance.",
            "<table><tr><th>Tune type</th><th>Usual time signature</th><th>Feel</th></tr><tr><td>Reel</td><td>4/4 (often written in cut time)</td><td>Flowing even quavers with a slight swing, accent on beats one and three</td></tr><tr><td>Jig</td><td>6/8</td><td>Two groups of three quavers per bar, the first of each group a little longer</td></tr><tr><td>Slip jig</td><td>9/8</td><td>Three groups of three quavers, light and graceful</td></tr><tr><td>Hornpipe</td><td>4/4</td><td>Slower, strongly dotted rhythm, often ending parts with three crotchets</td></tr><tr><td>Polka</td><td>2/4</td><td>Brisk and driving, strongly associated with Sliabh Luachra on the Cork–Kerry border</td></tr><tr><td>Slide</td><td>12/8</td><td>Fast, four groups of three, also from Sliabh Luachra</td></tr></table>",
            "Almost all these tunes share a form: two parts, A and B, each of eight bars and each played twice, making a 32-bar AABB structure. In sessions and for dancers a tune is normally played through three times before moving on to the next tune in a set.",
            "The bow creates the rhythm. A classical player tends to bow each note separately or slur within beats; Irish fiddlers often slur across the beat, joining an off-beat note to the following on-beat note so that the bow change falls in an unexpected place and the pulse is carried by pressure rather than by the change. In reels a common pattern is one separate note followed by a slur of two from the off-beat, which produces the characteristic forward roll of the rhythm. In jigs many players use a down–up–down pattern on each group of three, so that the bow direction reverses with every group, while others slur the second and third notes; listen to recordings of players from different areas to hear both.",
            "Practise with a metronome at a slow tempo, clicking on beats two and four for reels, and aim for evenness before speed. A reel played cleanly at a moderate tempo is far more musical than a fast one that rushes.",
          ),
        },
      },
      {
        title: "Ornamentation",
        description: "Cuts, taps, rolls, trebles and slides, and where to place them.",
        lesson: {
          title: "Cuts, rolls and trebles",
          html: p(
            "Ornaments in Irish fiddle music are not decorations added on top of the tune; they are rhythmic devices that articulate notes and mark the pulse. They are also played so quickly that they are felt rather than heard as separate pitches.",
            "The cut is a very brief grace note above the main note, made by flicking a finger on and off the string, usually one or two steps higher. It separates two notes of the same pitch without a bow change and gives an accent. The tap, also called a strike or pat, is the complementary grace from below: a lower note sounds for an instant before the main note returns, again too quickly to register as a pitch of its own.",
            "The roll combines both. A long roll occupies the time of three quavers, usually a dotted crotchet, and is played as: main note, cut, main note, tap, main note, all in one bow. The effect is a single note with a rhythmic pulse inside it. A short roll starts directly on the cut, omitting the first main note, and fits into the time of two quavers. Rolls appear most often on long notes at the start of a beat, for example the dotted crotchets of jigs.",
            "The bowed treble, or triplet, is made with the bow rather than the fingers: three very quick strokes, down–up–down, on a single note in the time of one quaver or less. Trebles drive the rhythm and are especially characteristic of the Donegal style, whereas fiddlers in the Sligo tradition of Michael Coleman are known for fluent rolls.",
            "Slides approach a note from below, for instance sliding the second finger up from F natural to F sharp on the D string, and are common in slow airs and in polkas. Vibrato is used sparingly, mostly on long notes in airs.",
            "Learn each ornament slowly and in isolation, then place it into one known tune at a time. Copy where good players put ornaments on recordings, and vary them on repeats: a tune played with identical ornaments three times sounds mechanical.",
          ),
        },
      },
      {
        title: "Learning by Ear and Playing in Sessions",
        description: "Building a repertoire the traditional way and joining in respectfully at a session.",
        lesson: {
          title: "Aural learning and session etiquette",
          html: p(
            "Irish traditional music has always been passed on mainly by ear. Printed collections such as Captain Francis O'Neill's Music of Ireland (1903) are valuable, but notation cannot show the rhythmic feel, the ornamentation or the variations that make a tune sound traditional. Learning by ear trains exactly those skills.",
            "A practical method for a new tune:",
            "<ol><li>Listen to a recording many times until you can hum or whistle it, before picking up the fiddle.</li><li>Slow it down with software that keeps the pitch, such as Transcribe! or Amazing Slow Downer, to around 60 or 70 per cent speed.</li><li>Learn it one phrase at a time, usually two bars, looping each until secure, then joining phrases.</li><li>Work out the ornaments and bowing last, once the melody is fixed.</li><li>Play it at increasing speed over several days, and listen to other players' versions.</li></ol>",
            "ABC notation, a text format devised by Chris Walshaw in the early 1990s, is widely used to share tunes online, for example on thesession.org. It is useful as a memory aid or to check a doubtful note, but treat any written version as one player's setting rather than the correct one.",
            "Sessions are informal gatherings, often in a pub, where musicians play sets of tunes together. They have unwritten conventions worth knowing before you arrive:",
            "<ul><li>Ask, or wait to be invited, before joining; some sessions are open to all, others are core groups of regular players.</li><li>Sit at the edge at first and play only tunes you know well. Playing along quietly with a tune you are unsure of is not appreciated.</li><li>The person who starts a set leads it, choosing the tunes and signalling a change, often with a call of 'hup' or a nod, as the last tune ends.</li><li>Do not start a tune unless invited, and keep to the tempo the leader sets.</li><li>Tune your fiddle quietly before the set begins, not during it.</li></ul>",
            "Regular attendance matters more than technical brilliance. Learn the tunes your local session plays, come back week after week, and you will soon be asked to start a set.",
          ),
        },
      },
    ],
  },
];
