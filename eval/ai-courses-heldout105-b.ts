/** One-hundred-and-fifth held-out evaluation courses, intermediate level; see ai-courses-heldout105.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT105_B: EvalCourse[] = [
  {
    slug: "customer-experience-management-measurement-and-design",
    discipline: "Customer experience management",
    title: "Customer Experience Management: Measurement and Design",
    description:
      "For service managers, contact-centre leads and insight analysts who want to move beyond satisfaction scores. Topics include journey mapping and service blueprinting; the strengths and blind spots of NPS, CSAT and Customer Effort Score; root-cause analysis of complaints; service recovery; and employee engagement.",
    level: "intermediate",
    duration: "eight weeks (one two-hour evening seminar a week, part-time)",
    plantedGap: "employee engagement",
    modules: [
      {
        title: "Mapping the Customer Journey",
        description: "Journey maps, service blueprints and the moments that shape how customers remember a service.",
        lesson: {
          title: "Journey Maps, Blueprints and Moments of Truth",
          html: p(
            "A customer journey map describes a service from the customer's side, stage by stage: becoming aware of a need, choosing a provider, buying, using the service, getting help and renewing or leaving. For each stage it records the touchpoints and channels used, what the customer is trying to do, what they think and feel, and where the pain points lie. A map is only as good as its evidence, so build it from customer interviews, contact-centre call reasons, web analytics and complaint data, not from a workshop of managers guessing.",
            "Distinguish a current-state map, which shows the service as customers experience it today, from a future-state map, which shows the intended design. Teams that skip the current state usually design improvements to problems that customers do not have.",
            "A service blueprint, introduced by Lynn Shostack in 1984 and developed by Mary Jo Bitner and colleagues, adds the organisation's side. Below the customer actions it shows frontstage contact by staff, a line of visibility, the backstage actions customers never see, and the support processes and systems beneath them. Blueprinting a broadband installation, for example, often reveals that the missed appointment a customer complains about originates three layers down, in a scheduling system that books engineers before the line has been tested.",
            "Not all touchpoints matter equally. Jan Carlzon, chief executive of Scandinavian Airlines in the 1980s, called the brief encounters that decide a customer's impression moments of truth. Research on memory explains why. Daniel Kahneman and Donald Redelmeier's studies of patients undergoing colonoscopy showed that retrospective judgements of an experience were dominated by its most intense moment and its end, largely ignoring its duration: the peak–end rule. For service design, this suggests investing disproportionately in the worst moment of a journey and in how it finishes. A smooth final step, such as a clear confirmation and a follow-up that actually arrives, can shape the remembered experience more than shaving minutes off the middle.",
            "A useful exercise is to mark on the map each touchpoint's volume, its effect on satisfaction and its cost to serve, then prioritise the handful where all three are high.",
          ),
        },
      },
      {
        title: "What Do NPS, CSAT and CES Really Measure?",
        description: "Calculating, interpreting and criticising the three most widely used experience metrics.",
        lesson: {
          title: "Experience Metrics and Their Limits",
          html:
            p("Three metrics dominate experience measurement, and each answers a different question.") +
            "<table><tr><th>Metric</th><th>Typical question</th><th>Scoring</th></tr><tr><td>Net Promoter Score (NPS)</td><td>How likely are you to recommend us to a friend or colleague? (0–10)</td><td>% scoring 9–10 minus % scoring 0–6; range −100 to +100</td></tr><tr><td>Customer Satisfaction (CSAT)</td><td>How satisfied were you with …? (usually 1–5)</td><td>% choosing the top two boxes, or the mean</td></tr><tr><td>Customer Effort Score (CES)</td><td>The company made it easy for me to handle my issue (1–7 agreement)</td><td>Mean, or % agreeing</td></tr></table>" +
            p(
              "NPS was introduced by Fred Reichheld in a 2003 Harvard Business Review article claiming that one question predicted company growth. Respondents scoring 9 or 10 are promoters, 7 or 8 passives and 0 to 6 detractors. With 500 responses of which 250 are promoters, 150 passives and 100 detractors, NPS is 50 per cent minus 20 per cent, or +30.",
              "Its weaknesses are well documented. It discards information, treating a 0 and a 6 identically. Later studies, notably by Timothy Keiningham and colleagues in 2007, found no evidence that NPS predicted growth better than other satisfaction measures. And because it is a difference of two proportions, it is noisy. Scoring promoters as +1, passives as 0 and detractors as −1, the variance is the share of promoters plus the share of detractors minus the square of their difference: 0.7 − 0.09 = 0.61 in the example. The standard error is the square root of 0.61/500, about 0.035, so the 95 per cent margin is roughly ±7 points. A month-on-month change from +30 to +34 on this sample is not evidence of anything.",
              "CSAT is best used transactionally, straight after a specific interaction. CES came from research by Matthew Dixon, Karen Freeman and Nicholas Toman, published in 2010 as “Stop Trying to Delight Your Customers”, which found that reducing effort predicted loyalty in service interactions more strongly than exceeding expectations. All three suffer from low and self-selected response rates, and from the temptation for staff to coach customers on scores when bonuses depend on them. Always report the number of responses and the margin of error beside any score.",
            ),
        },
      },
      {
        title: "Complaints, Root Causes and Service Recovery",
        description: "Turning complaint data into fixes and handling failures so that customers are treated fairly.",
        lesson: {
          title: "From Complaint Handling to Root-Cause Removal",
          html: p(
            "Complaints are a small and biased sample of dissatisfaction. Studies by the Technical Assistance Research Programs (TARP) for the United States Office of Consumer Affairs in the 1970s and 1980s found that most dissatisfied customers never complain to the company; they simply put up with the problem or leave. A falling complaint count can therefore mean either a better service or customers who have given up.",
            "Root-cause analysis starts with consistent coding. Classify every complaint and every contact by reason, using a short, mutually exclusive list, then rank the reasons in a Pareto chart: typically a fifth of the reasons generate most of the volume. For the largest categories, ask why repeatedly, the five whys technique, or draw an Ishikawa fishbone diagram grouping possible causes under headings such as people, process, policy, systems and information. John Seddon's concept of failure demand is a useful lens: much contact-centre demand is caused by a failure to do something, or to do it right, the first time, such as chasing an order or querying a confusing bill. Removing failure demand cuts cost and improves experience at once.",
            "When failures happen, recovery matters. Research on complaint handling by Stephen Tax, Stephen Brown and Murali Chandrashekaran in 1998 showed that customers judge it on three kinds of fairness: distributive justice, whether the outcome or compensation is fair; procedural justice, whether the process was quick, flexible and easy; and interactional justice, whether they were treated with courtesy, honesty and empathy. Interactional failures, such as being disbelieved, often anger customers more than the original fault.",
            "The service recovery paradox, the idea that customers whose problem is well resolved end up more satisfied than those who never had a problem, was popularised by Michael McCollough and Sundar Bharadwaj in 1992. A 2007 meta-analysis by Celso de Matos and colleagues found a positive effect on satisfaction but not on repurchase intention or word of mouth, so deliberately relying on recovery is a poor strategy.",
            "A sound recovery routine is to acknowledge, apologise, fix the problem, compensate in proportion to the harm, follow up, and feed the case back into root-cause analysis so the same failure does not recur.",
          ),
        },
      },
    ],
  },
  {
    slug: "farm-biosecurity-keeping-disease-out-and-contained",
    discipline: "Farm biosecurity",
    title: "Farm Biosecurity: Keeping Disease Out and Contained",
    description:
      "Most outbreaks on livestock farms begin with something brought through the gate: a bought-in animal, a contaminated vehicle, a visitor's boots. Working from the routes by which pathogens move, the course builds practical farm plans covering visitors and vehicles, isolation and testing of incoming stock, cleaning and disinfection, and vermin control.",
    level: "intermediate",
    duration: "six weeks (one day-release session a week, with a farm visit)",
    plantedGap: "vermin control",
    modules: [
      {
        title: "Routes of Disease Entry and Spread",
        description: "How pathogens move onto and around a farm, and how zoning, visitors and vehicles are managed.",
        lesson: {
          title: "Pathways, Zoning and the Line of Separation",
          html:
            p("A biosecurity plan starts by listing how disease could arrive. The main routes are:") +
            "<ul><li>live animals: bought-in stock, returning show animals and nose-to-nose contact with neighbouring stock over a shared fence;</li><li>people: boots, clothing and hands of visitors, contractors and staff who keep their own animals;</li><li>vehicles and equipment: livestock lorries, fallen-stock collection, feed deliveries, shared trailers and hoof-trimming crushes;</li><li>feed, bedding and water, including surface water running off neighbouring land;</li><li>wildlife, such as badgers in the spread of bovine tuberculosis in parts of England and Wales, and wild birds in avian influenza;</li><li>airborne spread, which is important for a few diseases: foot-and-mouth virus was carried on the wind from Brittany to the Isle of Wight in 1981.</li></ul>" +
            p(
              "Some diseases also pass from dam to offspring. Bovine viral diarrhoea (BVD) is the classic example: a cow infected in roughly the first four months of pregnancy can give birth to a persistently infected calf that sheds virus for life.",
              "Zoning turns this analysis into a layout. Draw a line of separation around the area where livestock are kept and decide which activities stay outside it. Feed lorries should fill bins from outside the stock area; fallen-stock collection points, milk tanker standing and visitor parking belong at the boundary, on hard standing that can be cleaned. Anyone crossing the line changes into farm boots and overalls or disposable covers, and signs, a visitor log and a phone number at the entrance make the rule easy to follow.",
              "Boot dips are only useful if used properly. Disinfectants are inactivated by organic matter, so boots must be scrubbed clean first, the dip must be made up at the approved dilution, and it must be changed whenever visibly soiled, or at least as often as the manufacturer recommends. A dip full of slurry gives false reassurance. For staff, the simplest and most effective measure is dedicated footwear that never leaves the unit.",
              "The plan should also decide who may enter livestock buildings at all. Sales representatives rarely need to; vets, nutritionists and foot trimmers do, and should arrive with clean equipment.",
            ),
        },
      },
      {
        title: "Bought-in Stock: Sourcing, Isolation and Testing",
        description: "Reducing the risk from the single most important route: the animals you bring in.",
        lesson: {
          title: "Buying, Isolating and Testing Incoming Animals",
          html: p(
            "A closed herd or flock, breeding its own replacements, is the strongest defence, but most farms buy animals at some point. The risk can be reduced at three stages: before purchase, on arrival and before mixing.",
            "Before purchase, buy from as few sources as possible, preferably directly from farms with a known health status rather than through markets where animals from many farms mix. In the United Kingdom, herds in cattle health schemes licensed under the Cattle Health Certification Standards (CHeCS) can demonstrate accredited freedom from, or a monitored status for, diseases such as BVD, infectious bovine rhinotracheitis (IBR), Johne's disease and leptospirosis. Ask for the vendor's vaccination and testing history and, for cattle in England, the bovine TB testing history required for the area the animals come from.",
            "On arrival, animals go into an isolation unit with no shared air space, drainage or direct contact with the resident stock, ideally for 28 days for cattle. Isolated stock are fed and checked last in the daily routine, using separate boots and equipment. During isolation, cattle can be blood-tested for BVD antigen to detect persistently infected animals, and for antibodies to IBR, Johne's and leptospirosis, with results discussed with the farm vet before the animals join the herd.",
            "A pregnant heifer needs special thought. She may test negative herself yet carry a persistently infected calf, a so-called Trojan cow, if she was infected during early pregnancy. Her calf should therefore be tested at birth and kept away from the herd until the result is known.",
            "For sheep, the industry SCOPS guidance on quarantine targets sheep scab and anthelmintic-resistant worms. Incoming sheep are treated for scab and given a quarantine drench, using one of the newer wormer groups, monepantel or derquantel with abamectin, then held off pasture for 24 to 48 hours so that surviving worm eggs are passed on to hard standing. They are then turned out onto pasture already grazed by the home flock, so that any resistant worms that survive are diluted by the existing population, and kept apart for three to four weeks.",
          ),
        },
      },
      {
        title: "What Makes Cleaning and Disinfection Work?",
        description: "A step-by-step routine for buildings and vehicles and the choice of disinfectant.",
        lesson: {
          title: "Cleaning and Disinfection Routines",
          html: p(
            "Disinfection fails more often because of poor cleaning than because of the wrong product. Organic matter such as manure, bedding and milk residues shields pathogens and chemically inactivates many disinfectants, so the sequence always starts with cleaning and only then moves on to disinfection.",
            "A standard routine for a livestock building between batches runs as follows. First, remove all animals, feed and bedding, and dry-clean by scraping and brushing out all solid material. Second, soak surfaces with water and a detergent to loosen dried-on dirt; a few hours of soaking saves a great deal of scrubbing. Third, wash with a pressure washer, working from top to bottom, using low pressure and high volume where possible to avoid creating aerosols. Fourth, rinse and allow to dry, because water left on surfaces dilutes the disinfectant. Fifth, apply a disinfectant at the correct dilution and leave it for the full contact time on the label. Finally, let the building dry and rest before restocking. All-in, all-out management of pigs and poultry, where whole batches leave before the next arrives, is what makes this kind of thorough cleaning possible.",
            "Choose the product for the pathogens and conditions. Oxidising agents such as potassium peroxymonosulfate products have a broad spectrum that includes many viruses. Aldehydes such as glutaraldehyde are effective against bacteria, viruses and spores but are irritants. Iodophors are widely used for teat dips and equipment. Quaternary ammonium compounds are good detergent-disinfectants against bacteria and enveloped viruses but weak against non-enveloped viruses and spores. Phenolic products retain activity better in the presence of some organic matter. Non-enveloped viruses, bacterial spores and coccidial oocysts are the hardest targets.",
            "In Great Britain, Defra publishes a list of approved disinfectants for use under disease orders, with separate approved dilutions for foot-and-mouth disease, swine vesicular disease, diseases of poultry, tuberculosis and general orders. During an outbreak only those products at those dilutions may be used. Foot-and-mouth virus is unusually sensitive to pH and is destroyed below about pH 6 and above about pH 9, which is why citric acid and sodium carbonate solutions have been used against it.",
            "Vehicles and equipment follow the same logic: clean first, then disinfect, with wheel arches and footwells given particular attention.",
          ),
        },
      },
    ],
  },
  {
    slug: "environmental-psychology-people-places-and-behaviour",
    discipline: "Environmental psychology",
    title: "Environmental Psychology: People, Places and Behaviour",
    description:
      "How do the places where we live and work shape stress, attention and everyday behaviour? Drawing on classic studies and recent field experiments, the course examines restorative environments, personal space and crowding, wayfinding, and the psychology of pro-environmental action.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "wayfinding",
    modules: [
      {
        title: "Restorative Environments",
        description: "Attention restoration theory, stress reduction theory and the evidence behind them.",
        lesson: {
          title: "Why Natural Settings Restore Us",
          html: p(
            "Two theories explain why natural environments seem to help people recover from stress and mental fatigue. Rachel and Stephen Kaplan's attention restoration theory, set out in The Experience of Nature (1989), starts from the distinction between directed attention, the effortful focus needed to ignore distractions, and involuntary attention, which is captured without effort. Directed attention tires with use. Restorative environments allow it to recover because they offer four properties: being away from everyday demands; soft fascination, which holds attention gently, as clouds or moving leaves do; extent, a sense of a coherent larger world; and compatibility between the setting and what the person wants to do.",
            "Roger Ulrich's stress reduction theory places the effect earlier, in fast emotional responses. Settings with vegetation, water and open but partly enclosed views, features that would have signalled safety and resources to our ancestors, produce rapid reductions in physiological arousal and negative mood. The emphasis is on stress recovery rather than cognitive fatigue.",
            "Ulrich's 1984 study in Science is still the most cited evidence. Using records from a Pennsylvania hospital between 1972 and 1981, he compared 23 pairs of patients recovering from gallbladder surgery, matched on age, sex, weight and other factors. Those whose window overlooked trees had shorter postoperative stays, 7.96 against 8.70 days, fewer negative comments in nurses' notes and fewer doses of strong painkillers than those facing a brick wall.",
            "Experimental work followed. Marc Berman, John Jonides and Stephen Kaplan reported in 2008 that participants who walked in an arboretum improved on a backwards digit-span test of directed attention, while those who walked through city streets did not. At population level, Mathew White and colleagues found in 2019, using survey data from about 20,000 people in England, that those who spent at least 120 minutes a week in nature were more likely to report good health and high wellbeing.",
            "Students should weigh this evidence critically. Many studies have small samples, short exposures and self-selected participants; people who visit green space may already be healthier; and the two theories make overlapping predictions that are hard to separate. Effect sizes for cognitive outcomes in later meta-analyses are modest and vary by measure.",
          ),
        },
      },
      {
        title: "Personal Space, Density and Crowding",
        description: "Proxemic zones and the difference between physical density and the experience of being crowded.",
        lesson: {
          title: "Proxemics and the Psychology of Crowding",
          html:
            p(
              "The anthropologist Edward T. Hall coined the term proxemics for the study of how people use space. In The Hidden Dimension (1966) he described four distance zones observed among middle-class North Americans:",
            ) +
            "<table><tr><th>Zone</th><th>Approximate distance</th><th>Typical use</th></tr><tr><td>Intimate</td><td>0–45 cm</td><td>Comforting, close relationships</td></tr><tr><td>Personal</td><td>45 cm–1.2 m</td><td>Conversation with friends</td></tr><tr><td>Social</td><td>1.2–3.6 m</td><td>Business and impersonal dealings</td></tr><tr><td>Public</td><td>over 3.6 m</td><td>Lectures and speeches</td></tr></table>" +
            p(
              "Hall stressed that the distances vary between cultures, and later research found differences by gender, status and relationship. Invasions of personal space produce measurable arousal: people lean away, avoid eye contact or leave.",
              "Daniel Stokols drew the crucial distinction in 1972 between density, a physical measure of people per unit of space, and crowding, the psychological experience that there are too many people, or too little space or control. High density does not always produce crowding; a packed concert can be enjoyable because it is chosen and time-limited.",
              "Early animal studies encouraged alarm. John Calhoun's 1962 experiments with rats in enclosures allowed to become overpopulated reported disrupted nesting, aggression and high infant mortality, which he called a behavioural sink. Generalising from rodents in closed pens to human cities proved misleading, and human studies point instead to the role of control over social contact.",
              "Andrew Baum and Stuart Valins's studies at Stony Brook University in the 1970s showed this elegantly. Students in long-corridor residence halls, where about 34 residents shared one bathroom and lounge, felt more crowded and showed more social withdrawal than students in suite-style halls housing similar numbers per floor, where small groups shared facilities. Density was comparable; the difference lay in the number of unwanted encounters. In a later intervention, Baum and Glenn Davis divided a long corridor into two shorter sections with doors and a lounge, and residents reported less crowding and formed more local friendships. Designers can therefore reduce crowding without adding space, by giving people control over when and with whom they interact.",
            ),
        },
      },
      {
        title: "Encouraging Pro-environmental Behaviour",
        description: "Models of environmental action and what field experiments show about norms and feedback.",
        lesson: {
          title: "Attitudes, Norms and Feedback",
          html: p(
            "Why do people who care about the environment still drive, fly and waste energy? Icek Ajzen's theory of planned behaviour (1991) holds that behaviour follows from intention, which is shaped by attitudes towards the behaviour, subjective norms about what important others expect, and perceived behavioural control. Meta-analyses show that the model predicts intentions reasonably well but behaviour less so: the intention–behaviour gap is widest when the behaviour is costly, habitual or constrained by infrastructure. Shalom Schwartz's norm activation model and Paul Stern's value–belief–norm theory add personal moral norms, activated when people are aware of consequences and feel responsible.",
            "Field experiments show that social norms can shift behaviour cheaply, but only if used carefully. Robert Cialdini distinguishes descriptive norms, what most people do, from injunctive norms, what people approve of. In a hotel study published in 2008, Noah Goldstein, Cialdini and Vladas Griskevicius compared towel-reuse cards. The standard environmental message produced reuse by 35.1 per cent of guests; a card saying that most guests reused their towels raised it to 44.1 per cent; and one saying that most guests who had stayed in this same room did so reached 49.3 per cent. The closer the reference group, the stronger the effect.",
            "Descriptive norms can backfire. In a 2007 study of Californian households, Wesley Schultz and colleagues told residents how their energy use compared with their neighbourhood average. High users cut consumption, but low users increased theirs towards the average: a boomerang effect. Adding an injunctive cue, a smiling face for below-average use and a frowning face for above-average use, prevented the rise among low users.",
            "The approach was later scaled up through home energy reports. Hunt Allcott's 2011 analysis of seventeen randomised programmes run by the company Opower found average reductions in household electricity use of about 2 per cent, an effect equivalent to a short-run price rise of around 11 to 20 per cent, at very low cost per household.",
            "For practitioners, the lesson is to make the desired behaviour easy, make the relevant norm visible and local, and pair comparative feedback with a clear signal of approval.",
          ),
        },
      },
    ],
  },
  {
    slug: "choreography-making-and-shaping-dance",
    discipline: "Choreography",
    title: "Choreography: Making and Shaping Dance",
    description:
      "Make dances rather than simply learning them. Over the term, participants generate movement from tasks and stimuli, develop motifs through repetition, inversion and fragmentation, organise material into binary, ternary, rondo and canon structures, direct other dancers, and create a site-specific work for performance.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour studio session a week)",
    plantedGap: "site-specific work",
    modules: [
      {
        title: "Generating Movement Material",
        description: "Stimuli, improvisation tasks and Laban's framework for finding and describing movement.",
        lesson: {
          title: "From Stimulus to Phrase",
          html: p(
            "Every dance starts from a stimulus. Jacqueline Smith-Autard's widely used textbook Dance Composition groups stimuli into five kinds: auditory, such as music, poems or found sound; visual, such as paintings, photographs or objects; kinaesthetic, where a movement itself is the starting point; tactile, such as the feel of fabric or a rough wall; and ideational, where the dance conveys an idea or story. A stimulus is a starting point rather than a script. A choreographer working from a photograph of a flooded street might extract qualities, such as drifting, resisting or clinging, rather than mime the scene.",
            "Improvisation tasks turn the stimulus into material. A task gives a clear constraint and leaves the dancer free within it: travel across the space without ever having both feet on the floor; find six ways to lower yourself to the floor, each led by a different body part; respond to a line of text with a gesture, then exaggerate it until the whole body is involved. Tasks work best with a time limit and a rule for keeping material, for example selecting the three most surprising moments from each improvisation and setting them as a phrase.",
            "Rudolf Laban's movement analysis gives choreographers a vocabulary for what they find. It considers the body (what moves), effort (how it moves), space (where it moves) and relationship (with whom or what it moves). Effort combines four factors, each ranging between two poles: weight, strong or light; time, sudden or sustained; space, direct or indirect; and flow, bound or free. Combining the first three gives Laban's eight basic effort actions: punch (also called thrust), slash, press, wring, dab, flick, glide and float. A phrase that uses only glides will feel monotonous; introducing a single slash creates an accent.",
            "A simpler checklist of actions is also useful when devising: travel, turn, jump, gesture, balance or stillness, fall, and transfer of weight. Checking a draft phrase against it shows at once whether the material is varied or relies on one kind of action.",
            "Record everything. Video each improvisation on a phone, name phrases so they can be recalled quickly in rehearsal, and keep a notebook of counts, floor patterns and ideas.",
          ),
        },
      },
      {
        title: "Developing a Motif",
        description: "Turning a short phrase into a body of material through systematic development devices.",
        lesson: {
          title: "Motif and Development Devices",
          html:
            p(
              "A motif is a short movement phrase, often no more than six to eight counts, that carries the essential character of a dance. Like a musical theme, it gives the audience something to recognise and follow. Development creates variety while preserving that identity; too little development makes a dance repetitive, too much makes the motif disappear.",
              "Common development devices include:",
            ) +
            "<ul><li>repetition, exact or with a small change;</li><li>retrograde, performing the phrase in reverse order;</li><li>inversion, turning the movement upside down or performing it on the other side;</li><li>augmentation and diminution, making the movement bigger or smaller in size;</li><li>changes of speed, rhythm or dynamics, for example performing a sustained phrase suddenly;</li><li>instrumentation, performing the movement with a different body part, such as a leg circle performed by the elbow;</li><li>fragmentation, using only part of the motif;</li><li>embellishment, adding detail such as a head turn or hand gesture;</li><li>changes of level, direction, facing or floor pattern.</li></ul>" +
            p(
              "A worked example shows the method. Take an eight-count motif: step forward and reach the right arm high on counts one and two, spiral down to a crouch on three to five, roll onto the back on six and seven, and rise to sit on eight. A first development performs it in retrograde at double speed; a second fragments it, keeping only the reach and spiral but with the left arm and facing upstage; a third augments the reach into a travelling run. Each version is recognisably related to the original.",
              "Choreographers have also used rule-based systems to develop and order material. Merce Cunningham used chance procedures such as tossing coins or consulting the I Ching to decide the order and direction of phrases, breaking habitual choices. Trisha Brown's Accumulation (1971) added one gesture at a time, always returning to the beginning, so the structure itself became visible. Students can borrow these methods, for instance by rolling a die to select which development device to apply next, and then judge which results are worth keeping.",
            ),
        },
      },
      {
        title: "Structure, Form and Directing Dancers",
        description: "Choreographic forms, group relationships and rehearsal methods for working with a cast.",
        lesson: {
          title: "Choreographic Forms and Rehearsal Practice",
          html: p(
            "Structure is how material is organised in time. Many choreographic forms are borrowed from music. Binary form has two contrasting sections, AB. Ternary form, ABA, returns to the opening material, often developed, giving a satisfying sense of completion. Rondo alternates a recurring section with contrasting episodes, ABACADA. Theme and variations presents a motif and then a series of reworkings of it. Narrative structure follows a story; episodic structure presents a series of linked scenes; and collage juxtaposes unrelated sections, leaving the audience to find connections.",
            "Within any form, group relationships create texture. Unison, everyone performing the same movement at the same time, produces power and clarity. Canon staggers the same movement between dancers: in a simultaneous canon dancers start at fixed intervals, such as every two counts, while in a cumulative canon dancers join one by one until all are moving. Other relationships include mirroring, leading and following, question and answer, complementary shapes and contrasting material performed at the same time. Contact work, where dancers share weight, lift or counterbalance, requires careful progression and a safe warm-up.",
            "A structure needs shape. Plan where the climax falls, usually around two-thirds to three-quarters of the way through; vary density, dynamics and the use of space so that the audience's attention is led rather than exhausted; and give transitions as much care as sections, since weak transitions are the commonest flaw in student work.",
            "Directing other dancers is a distinct skill. Teach material clearly, breaking it into small units and demonstrating facing the same way as the dancers. Decide whether a section works on counts or on breath and shared timing, and tell the cast which. Give corrections that are specific and actionable, such as “arrive in the lunge a count earlier” rather than “more energy”. Invite dancers to contribute material through tasks, then take responsibility for selecting and shaping it. Film each rehearsal, watch it away from the studio, and arrive with a rehearsal plan listing what will be cleaned, what will be changed and what will be run.",
          ),
        },
      },
    ],
  },
  {
    slug: "biogeochemistry-element-cycles-in-a-changing-world",
    discipline: "Biogeochemistry",
    title: "Biogeochemistry: Element Cycles in a Changing World",
    description:
      "Life runs on a handful of elements, moved between air, water, rock and organisms largely by microbial metabolism. Second-year students work through redox chemistry in soils and sediments; the nitrogen cycle and its human amplification; the ocean carbon pumps and the Redfield ratio; and mercury methylation in wetlands.",
    level: "intermediate",
    duration: "one semester (two lectures a week and a fortnightly practical)",
    plantedGap: "mercury methylation",
    modules: [
      {
        title: "Redox Ladders in Soils and Sediments",
        description: "The sequence of electron acceptors used by microbes as oxygen runs out, and its consequences.",
        lesson: {
          title: "The Redox Ladder",
          html:
            p(
              "When a soil floods or organic matter settles into a lake bed, oxygen is consumed faster than it can diffuse in. Microbes then turn to other terminal electron acceptors, and they use them in a predictable order: the acceptor that yields the most energy per mole of organic carbon oxidised is used first. The result is a vertical sequence in sediments, and a sequence over time after a soil floods, known as the redox ladder. Approximate redox potentials (Eh at pH 7) at which each process becomes important are:",
            ) +
            "<table><tr><th>Process</th><th>Reaction (simplified)</th><th>Approximate Eh (mV)</th></tr><tr><td>Aerobic respiration</td><td>O₂ → H₂O</td><td>above +300</td></tr><tr><td>Denitrification</td><td>NO₃⁻ → N₂</td><td>about +250</td></tr><tr><td>Manganese reduction</td><td>Mn(IV) → Mn(II)</td><td>about +200</td></tr><tr><td>Iron reduction</td><td>Fe(III) → Fe(II)</td><td>about +100</td></tr><tr><td>Sulfate reduction</td><td>SO₄²⁻ → H₂S</td><td>about −150</td></tr><tr><td>Methanogenesis</td><td>CO₂ or acetate → CH₄</td><td>below about −200</td></tr></table>" +
            p(
              "The ladder explains many environmental observations. When the iron(III) oxyhydroxides that bind phosphate in lake sediments are reduced, the phosphate is released into the water; this internal loading can keep a lake eutrophic for years after external inputs are cut. In marine sediments, sulfate is abundant at about 28 mM in seawater, and sulfate-reducing bacteria outcompete methanogens for hydrogen and acetate, so methane is produced mainly below the depth where sulfate is exhausted. Methane diffusing upwards is then largely consumed at the sulfate–methane transition zone by anaerobic oxidation of methane, carried out by consortia of archaea and sulfate-reducing bacteria. This process prevents most marine methane from reaching the atmosphere.",
              "In freshwater wetlands and rice paddies, sulfate is scarce, so methanogenesis dominates once oxygen, nitrate and iron are used up. This is why rice paddies and natural wetlands are major methane sources, and why draining paddies briefly in mid-season, alternate wetting and drying, can substantially reduce emissions.",
              "Hydrogen sulfide from sulfate reduction is toxic to plant roots and animals, but it also reacts with dissolved iron(II) to form iron sulfides, giving anoxic sediments their black colour and eventually forming pyrite.",
            ),
        },
      },
      {
        title: "The Nitrogen Cycle and Its Human Amplification",
        description:
          "Fixation, nitrification, denitrification and anammox, and how industrial fixation has transformed the cycle.",
        lesson: {
          title: "Nitrogen: From Inert Gas to Pollutant",
          html: p(
            "Dinitrogen makes up 78 per cent of the atmosphere, but its triple bond makes it unavailable to almost all organisms. Biological nitrogen fixation, carried out by certain bacteria and archaea using the enzyme nitrogenase, reduces N₂ to ammonia at a cost of at least 16 ATP per molecule of N₂. Nitrogenase is irreversibly damaged by oxygen, so fixers protect it in various ways: heterocysts in cyanobacteria such as Anabaena, and root nodules of legumes where leghaemoglobin binds oxygen.",
            "Once fixed, nitrogen cycles through several transformations. Ammonification releases ammonium as organic matter decomposes. Nitrification oxidises ammonium to nitrite, carried out by ammonia-oxidising bacteria and archaea, and nitrite to nitrate by nitrite-oxidising bacteria; some Nitrospira carry out both steps (comammox). Nitrate is mobile and leaches readily to groundwater. Under low oxygen, denitrification reduces nitrate stepwise through nitrite, nitric oxide and nitrous oxide to N₂, returning nitrogen to the atmosphere. Anammox bacteria, discovered in a wastewater plant in the 1990s, combine ammonium and nitrite directly to N₂ and account for a large share of nitrogen loss in some marine oxygen-minimum zones.",
            "Human activity has roughly doubled the rate at which reactive nitrogen enters the biosphere. The Haber–Bosch process, combining N₂ and H₂ over an iron catalyst at high temperature and pressure, now fixes around 120 teragrams of nitrogen a year for fertiliser, while cultivation of legumes adds roughly 60 Tg and fossil-fuel combustion about 30 Tg, compared with natural terrestrial fixation of the order of 60 to 100 Tg.",
            "The consequences are widespread. Typically only about half of the nitrogen applied to cropland ends up in the harvested crop; the rest leaches as nitrate, volatilises as ammonia or is denitrified. Nitrate carried down the Mississippi fuels the seasonal hypoxic zone in the Gulf of Mexico, which in some summers exceeds 20,000 km². Nitrous oxide, an intermediate of both nitrification and denitrification, is a greenhouse gas with a 100-year global warming potential of about 273 times that of CO₂ and is now the largest ozone-depleting emission. Improving nitrogen use efficiency, through precision application, nitrification inhibitors and better manure management, is therefore one of the most important levers in environmental management.",
          ),
        },
      },
      {
        title: "How Does the Ocean Store Carbon?",
        description: "Seawater carbonate chemistry, the solubility and biological pumps, and the Redfield ratio.",
        lesson: {
          title: "Ocean Carbon Pumps and the Redfield Ratio",
          html: p(
            "The ocean holds about fifty times as much carbon as the atmosphere, almost all of it as dissolved inorganic carbon (DIC). When CO₂ dissolves in seawater it forms carbonic acid, which dissociates to bicarbonate and carbonate. At a surface pH of about 8.1, roughly 90 per cent of DIC is bicarbonate, about 9 per cent carbonate and only about 1 per cent dissolved CO₂. This buffering lets seawater absorb far more CO₂ than its simple solubility would suggest, but it weakens as CO₂ rises: the Revelle factor, the fractional change in CO₂ partial pressure divided by the fractional change in DIC, is about 10 in today's ocean and increasing.",
            "Two main pumps carry carbon to depth. The solubility pump works because CO₂ is more soluble in cold water: cold, dense water sinking at high latitudes carries dissolved carbon into the deep ocean. The biological pump works through photosynthesis by phytoplankton in the sunlit layer; a fraction of the organic matter they produce sinks as dead cells and faecal pellets or is carried down by migrating zooplankton. Estimates of export from the surface layer are of the order of 5 to 12 petagrams of carbon a year, but most is respired at depth, and only a small fraction is buried in sediments. A third process, sometimes called the carbonate counter-pump, works the other way: forming calcium carbonate shells, Ca²⁺ + 2HCO₃⁻ → CaCO₃ + CO₂ + H₂O, releases CO₂ in surface waters.",
            "In 1934, and more fully in 1958, Alfred Redfield showed that plankton and deep-water nutrients share a remarkably constant ratio of carbon to nitrogen to phosphorus, C:N:P = 106:16:1, with about 138 molecules of O₂ consumed when that organic matter is respired. The ratio lets oceanographers link cycles. If upwelled water contains 16 µM nitrate and 1 µM phosphate, both nutrients will be used up together; if it contains 8 µM nitrate and 1 µM phosphate, nitrogen will run out first and limit growth, leaving excess phosphate that favours nitrogen fixers.",
            "The ocean currently absorbs roughly a quarter of annual anthropogenic CO₂ emissions. The cost is ocean acidification: surface pH has fallen by about 0.1 units since pre-industrial times, a rise of about 30 per cent in hydrogen ion concentration, reducing carbonate ion concentrations that calcifying organisms depend on.",
          ),
        },
      },
    ],
  },
];
