/** Ninety-seventh held-out evaluation courses, intermediate level; see ai-courses-heldout97.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT97_B: EvalCourse[] = [
  {
    slug: "flow-cytometry-instrument-panel-and-gating",
    discipline: "Flow cytometry",
    title: "Flow Cytometry: Instrument, Panel and Gating",
    description:
      "Designed for postgraduate researchers and laboratory staff who already run simple staining experiments. The course explains how a cytometer's fluidics, optics and electronics turn cells into numbers, then moves on to multicolour panel design, compensation and controls, gating strategy, and cell sorting.",
    level: "intermediate",
    duration: "seven weeks (one two-hour lecture and one supervised instrument session a week)",
    plantedGap: "cell sorting",
    modules: [
      {
        title: "How the cytometer measures a cell",
        description:
          "Hydrodynamic focusing, lasers and scatter, the optical path to the detectors, and what pulse height, area and width mean.",
        lesson: {
          title: "Fluidics, optics and electronics",
          html: p(
            "A flow cytometer measures light from single cells passing one at a time through one or more laser beams. Three subsystems make that possible, and understanding each explains most instrument problems.",
            "<strong>Fluidics.</strong> The sample is injected into the centre of a faster-moving stream of sheath fluid. Because flow in the narrow channel is laminar, the two streams do not mix, and the sheath squeezes the sample into a narrow core, a process called hydrodynamic focusing. The width of the core is set by the pressure difference between sample and sheath. Raising the sample rate widens the core, so cells pass through slightly different parts of the beam and measurement precision falls: coefficients of variation on calibration beads rise. For DNA content and other precision work, run samples at low rates.",
            "<strong>Optics.</strong> Common instruments carry violet (405 nm), blue (488 nm), yellow-green (561 nm) and red (633 to 640 nm) lasers. Light scattered at small angles along the beam axis is collected as forward scatter (FSC), which relates loosely to cell size; light collected at about 90 degrees is side scatter (SSC), which reflects internal complexity and granularity. Fluorescence is collected at 90 degrees too and divided among detectors by dichroic mirrors and bandpass filters; a 530/30 filter, for instance, passes 515 to 545 nm and suits FITC. Spectral cytometers replace the filter sets with arrays of detectors that record each cell's whole emission spectrum, and separate fluorochromes mathematically by unmixing.",
            "<strong>Electronics.</strong> Photomultiplier tubes or avalanche photodiodes convert light into current, amplified according to the detector voltage or gain set by the user. As a cell crosses the beam it produces a pulse, which the electronics describe by height (peak), area (integral) and width (duration). A threshold, usually on FSC, tells the instrument to ignore pulses below a set size, such as debris and electronic noise.",
            "Pulse parameters have a practical use. Two cells stuck together pass as one event with roughly twice the area but similar height, so plotting FSC-A against FSC-H separates single cells, which fall on a diagonal, from doublets, which sit above it. Doublet exclusion is essential for cell-cycle analysis and for any rare-population work. Finally, keep event rates well within the instrument's capacity: when two cells arrive within the same measurement window, coincidence causes lost or misassigned events.",
          ),
        },
      },
      {
        title: "Building a multicolour panel",
        description:
          "Matching fluorochrome brightness to antigen density, limiting spillover spread, titrating antibodies, and choosing compensation and FMO controls.",
        lesson: {
          title: "Brightness, spillover and compensation",
          html: p(
            "Panel design starts from biology, not from the catalogue. List the markers and classify each by expected antigen density and by whether it defines a population or merely describes it. The guiding rule is to pair dim antigens, or markers whose positive and negative populations are close together, with the brightest fluorochromes, such as PE, APC or Brilliant Violet 421, and to put abundant, well-separated antigens such as CD45 on dimmer dyes like FITC or PerCP.",
            "Every fluorochrome emits over a range of wavelengths, so some of its light reaches detectors meant for other dyes. If 18 per cent of the FITC signal appears in the PE detector, compensation subtracts 0.18 times the FITC signal from every cell's PE value. Compensation corrects the median, but it cannot remove the extra photon-counting noise that spillover adds. That residual spreading of negative populations, called spillover spread, makes dim positives hard to see in the receiving channel. Good panels therefore avoid placing a critical dim marker in a detector that receives heavy spillover from a bright dye on a co-expressed antigen.",
            "Compensation controls follow strict rules. Each single-stained control must use exactly the same fluorochrome as the sample; for tandem dyes such as PE-Cy7 that means the same vial, because tandems vary between lots and degrade with light, heat and fixation. Controls must be at least as bright as anything in the samples, must have a negative population with the same autofluorescence, and must be acquired at the same detector voltages.",
            "Antibodies are titrated, not used at the manufacturer's suggested volume. A dilution series is stained and the stain index calculated for each: the median of the positive population minus the median of the negative, divided by twice the standard deviation of the negative. The best concentration is usually the one giving the highest stain index, often lower than the suggested dose.",
            "Because spread blurs the boundary between negative and positive, gates on dim markers are set with fluorescence-minus-one (FMO) controls: samples stained with every reagent except the one of interest. The FMO shows where a truly negative population falls in that channel with all the others' spread present. Isotype controls are less useful for this purpose and are no longer recommended for setting gates. Include a viability dye in every panel, because dead cells bind antibodies non-specifically.",
          ),
        },
      },
      {
        title: "Gating strategy, step by step",
        description: "A defensible gating hierarchy, counting statistics for rare events, and what to report.",
        lesson: {
          title: "From raw events to a reportable population",
          html:
            p(
              "A gating strategy is a sequence of decisions, each removing events that would distort the next. Documenting it is as important as the staining, because a reader cannot judge a percentage without knowing its parent population. A typical hierarchy for T-cell subsets in peripheral blood mononuclear cells runs as follows:",
            ) +
            "<ol><li><strong>Time versus a fluorescence parameter</strong>, to exclude periods when flow was unstable, such as a clog or an air bubble.</li>" +
            "<li><strong>FSC-A versus FSC-H</strong>, to keep single cells and exclude doublets.</li>" +
            "<li><strong>FSC-A versus SSC-A</strong>, to exclude debris and select the lymphocyte region.</li>" +
            "<li><strong>Viability dye versus SSC</strong>, to keep live, dye-negative cells.</li>" +
            "<li><strong>CD3 versus SSC</strong>, to select T cells.</li>" +
            "<li><strong>CD4 versus CD8</strong>, with quadrant or individual gates placed using FMO controls.</li></ol>" +
            p(
              "Data are displayed on biexponential (logicle) scales, which show compensated values near and below zero sensibly; on a plain log scale these pile up against the axis and can be misread as a separate population. Back-gating, displaying a final population on the earlier plots, checks that no gate has cut off part of it.",
              "Counting statistics decide how many events to acquire. Event counts follow Poisson statistics, so the coefficient of variation of a count of r events is approximately one divided by the square root of r. To report a population with a CV of 10 per cent, at least 100 events must fall in its gate. If the population is 0.1 per cent of live single cells, that means acquiring at least 100,000 live single cells, and more in practice, because earlier gates discard events.",
              "Report each population as a percentage of its parent and, where clinically or biologically relevant, as an absolute count. Absolute counts need a known volume or counting beads: if 10,000 beads were added, 2,500 bead events were recorded and 5,000 CD4 events were recorded from 100 microlitres of blood, then CD4 cells number 5,000 divided by 2,500 times 10,000, or 20,000 in 100 microlitres, which is 200 per microlitre.",
              "For publication, the Minimum Information about a Flow Cytometry Experiment (MIFlowCyt) standard sets out what to report: instrument configuration, reagents and clones, controls, and the gating hierarchy itself.",
            ),
        },
      },
    ],
  },
  {
    slug: "building-pathology-and-dilapidations",
    discipline: "Building surveying",
    title: "Building Pathology and Dilapidations",
    description:
      "Cracks, damp and worn-out leases generate much of a building surveyor's workload. The course builds the diagnostic habits behind defect investigation (moisture measurement, crack classification, telling subsidence from settlement and heave) and applies them to schedules of dilapidations and party wall matters.",
    level: "intermediate",
    duration: "nine weeks (one three-hour seminar a week plus two site inspections)",
    plantedGap: "party wall matters",
    modules: [
      {
        title: "Diagnosing dampness",
        description:
          "Distinguishing condensation, penetrating damp and rising damp, and the limits of the instruments used to measure moisture.",
        lesson: {
          title: "Evidence before diagnosis",
          html: p(
            "Damp is the defect most often misdiagnosed, and the commonest error is to treat a meter reading as a diagnosis. There are three main sources of moisture in walls: condensation from the air inside, penetrating damp from rain or leaks, and rising damp from the ground by capillary action. Each leaves a characteristic pattern, and the surveyor's job is to match the evidence to the mechanism.",
            "Condensation occurs when warm, moist air meets a surface below its dew point. Room air at 20 °C and 60 per cent relative humidity has a dew point of about 12 °C, so any surface colder than that will wet. Typical signs are black mould in room corners, behind furniture and on window reveals, where thermal bridges make the surface coldest.",
            "Penetrating damp appears as localised patches related to an external defect: a cracked render, a blocked gutter, a missing flashing, a bridged cavity. The diagnosis is completed outside, by finding the route water is taking.",
            "True rising damp is less common than the damp-proofing industry suggests. It forms a fairly even band at the base of a wall, rarely above about 1 to 1.5 metres, often with a tide mark of salts. Groundwater carries chlorides and nitrates, which are hygroscopic: they absorb moisture from the air and keep plaster damp even after the source is removed.",
            "Instruments must be used with their limits in mind. The common electrical resistance or capacitance meter is calibrated for timber. On masonry and plaster it reads relative values only, and salts or metallic foil produce high readings on dry walls. It is a screening tool for mapping patterns. Where a firm diagnosis is needed, drill samples at several heights, taking the dust from the wall's depth, and test them: the calcium carbide method gives actual moisture content by weight, and comparing the moisture content with the hygroscopic moisture content, measured after the sample is conditioned at high humidity, shows whether water is coming from a liquid source or from salts. BRE Digest 245 sets out this method.",
            "Record the evidence in a sequence: visual pattern, external causes, meter survey, sampling. Recommendations that follow from evidence, such as lowering an external ground level or repairing a downpipe, are often cheaper than the chemical injection a meter reading alone would have suggested.",
          ),
        },
      },
      {
        title: "Reading cracks in buildings",
        description:
          "Classifying crack damage, recognising subsidence, heave and settlement, and monitoring movement over time.",
        lesson: {
          title: "Width, pattern and cause",
          html:
            p(
              "A crack records movement, and the surveyor reads it for three things: how severe it is, what pattern it forms, and whether it is still moving. Severity in low-rise buildings is classified using BRE Digest 251, which grades damage by ease of repair, with crack width as a guide:",
            ) +
            "<table><thead><tr><th>Category</th><th>Description</th><th>Approximate crack width</th></tr></thead><tbody>" +
            "<tr><td>0</td><td>Negligible, hairline</td><td>up to 0.1 mm</td></tr>" +
            "<tr><td>1</td><td>Very slight, treated in normal decoration</td><td>up to 1 mm</td></tr>" +
            "<tr><td>2</td><td>Slight, easily filled, some external repointing</td><td>up to 5 mm</td></tr>" +
            "<tr><td>3</td><td>Moderate, opening up and repair needed</td><td>5 to 15 mm</td></tr>" +
            "<tr><td>4</td><td>Severe, extensive repair including parts of walls</td><td>15 to 25 mm</td></tr>" +
            "<tr><td>5</td><td>Very severe, major repair or rebuilding</td><td>over 25 mm</td></tr>" +
            "</tbody></table>" +
            p(
              "Categories 0 to 2 are generally aesthetic, 3 and 4 affect serviceability, and 5 threatens stability.",
              "Pattern points to cause. Cracks that taper, wider at one end, show rotation. A wall behaves like a deep beam: if its ends drop relative to the middle (hogging), the top is in tension and cracks are wider at the top; if the middle drops (sagging), cracks are wider at the bottom. Diagonal cracks usually run from the corners of windows and doors, because openings are the weakest path through a wall. Settlement is the downward movement of a building as new loads compress the ground; it is usually early, slight and self-limiting. Subsidence is ground moving down for reasons unrelated to the building's load: shrinkage of clay soils as tree roots extract water, washing out of fine soil by leaking drains, or mining. Heave is the reverse, upward movement of clay as it swells, often after trees are felled and the ground rehydrates over years.",
              "Shrinkable clays such as London Clay, common in south-east England, move seasonally: cracks open in late summer as the soil dries and close in winter. This is why a single inspection cannot establish whether movement is progressive. Monitoring uses fixed reference points, typically stainless steel studs either side of a crack read with a digital caliper to 0.1 mm, and readings over at least twelve months to capture a full seasonal cycle. Level monitoring of the structure and drain surveys by CCTV complete the investigation before any decision on underpinning, which is needed far less often than owners fear.",
            ),
        },
      },
      {
        title: "Preparing a schedule of dilapidations",
        description:
          "Turning lease covenants into a schedule of breaches and remedies, and the statutory and procedural limits on a landlord's claim.",
        lesson: {
          title: "From lease to Scott schedule",
          html: p(
            "A schedule of dilapidations lists breaches of a tenant's repairing and related covenants in a lease, the work needed to remedy each, and its cost. An interim schedule is served during the term; a terminal schedule, the commonest, is served near or after the lease ends, when the landlord's remedy is damages.",
            "Preparation begins with the lease, not the building. The surveyor reads the repairing covenant, the decoration covenant, which often requires redecoration in the last year of the term, and any reinstatement obligations requiring alterations to be removed. A schedule of condition attached to the lease may limit the tenant's liability to the condition recorded at the start. The standard of repair comes from case law: in Proudfoot v Hart (1890) the Court of Appeal held that it is such repair as, having regard to the age, character and locality of the premises, would make them reasonably fit for occupation by a reasonably minded tenant of the class likely to take them. Repair is not improvement; a tenant cannot be made to hand back a better building than was let.",
            "Each item in the schedule is set out in columns: item number, lease clause, breach, remedy, and cost. The format is commonly called a Scott schedule, with further columns left for the tenant's response and the landlord's comments, so that disputes narrow item by item.",
            "Two legal limits shape the claim in England and Wales. Under section 18(1) of the Landlord and Tenant Act 1927, damages for breach of a repairing covenant cannot exceed the diminution in value of the landlord's reversion; if the building will be worth no less with the repairs undone, little or nothing is recoverable. The same section bars damages where the premises are to be demolished, or structurally altered so that the repairs would be valueless.",
            "Procedure is set by the Pre-Action Protocol for Claims for Damages in relation to the Physical State of Commercial Property at Termination of a Tenancy, usually called the Dilapidations Protocol. It expects a schedule served within a reasonable time, typically 56 days after the lease ends, a quantified demand, a response from the tenant, and a surveyor's endorsement that the works are reasonably required and the costs reasonable.",
          ),
        },
      },
    ],
  },
  {
    slug: "reading-childrens-literature-picturebooks-fantasy-and-young-adult-fiction",
    discipline: "Children's literature",
    title: "Reading Children's Literature: Picturebooks, Fantasy and Young Adult Fiction",
    description:
      "What counts as a book for children, and who decides? Three case studies, the modern picturebook, Victorian and Edwardian fantasy, and the rise of young adult fiction, introduce the critical vocabulary of the field, from word–image interaction and the implied reader to censorship debates.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one two-hour seminar a week)",
    plantedGap: "censorship debates",
    modules: [
      {
        title: "How picturebooks mean",
        description:
          "Word–image relationships, the page turn and the double-page spread, read through Rosie's Walk and Where the Wild Things Are.",
        lesson: {
          title: "Words, pictures and the space between",
          html: p(
            "Critics write 'picturebook' as one word to mark a form in which words and images make meaning together, as distinct from an illustrated book, where pictures decorate a text that could stand alone. Perry Nodelman's <em>Words about Pictures</em> (1988) argued that the two media always qualify each other: words tell us what to look at, pictures show what words cannot say. Maria Nikolajeva and Carole Scott's <em>How Picturebooks Work</em> (2001) offered a spectrum of relationships. In a symmetrical relationship words and pictures tell the same story; in an enhancing one each adds to the other; in a counterpointing one they tell different stories; at the extreme, in contradiction, they seem to undermine each other.",
            "Pat Hutchins's <em>Rosie's Walk</em> (1968) is the classic counterpoint. Its text is a single sentence of 32 words describing a hen's walk across the yard, around the pond and back in time for dinner. The text never mentions the fox who follows her, lunging and failing on every spread, struck by a rake, soaked in the pond, buried under flour. The joke belongs entirely to the pictures, and it depends on the child reader knowing more than the narrator. The book teaches an elementary literary competence: noticing that a narrator is not telling the whole story.",
            "Maurice Sendak's <em>Where the Wild Things Are</em> (1963) uses the physical book as a storytelling device. As Max's bedroom turns into a forest, the pictures grow across the page, pushing the white margin back, until the wild rumpus fills three consecutive double-page spreads with no words at all. On the return home the pictures shrink again. The size of the image tracks the intensity of Max's imaginative experience, and the wordless spreads force the adult reading aloud to stop, so that the child controls the pace.",
            "Barbara Bader's often-quoted description of the picturebook stresses this material dimension: the form hinges on the drama of the turning of the page. Because a picturebook is usually 32 pages, with around twelve to fourteen spreads for the story, every turn is budgeted. Seminar work this week asks you to chart one picturebook spread by spread, recording for each what the words say, what the pictures add, and what the page turn conceals or reveals.",
          ),
        },
      },
      {
        title: "Golden Age fantasy and the idea of the child",
        description:
          "Carroll, Kingsley, Grahame, Nesbit and Barrie, the implied reader, and Jacqueline Rose's challenge to the whole category.",
        lesson: {
          title: "Wonderland and its successors",
          html: p(
            "Histories of British children's literature often call the decades from 1865 to the First World War a Golden Age, a label Humphrey Carpenter examined in <em>Secret Gardens</em> (1985). The period begins with Lewis Carroll's <em>Alice's Adventures in Wonderland</em> (1865), and what made it new was its refusal to instruct. Much earlier writing for children was openly didactic, and Carroll mocked it directly. Isaac Watts's improving verse 'How doth the little busy bee' becomes 'How doth the little crocodile', a poem celebrating idle predation, and Robert Southey's pious 'The Old Man's Comforts and How He Gained Them' becomes 'You Are Old, Father William', in which the old man balances an eel on his nose.",
            "The successors varied widely. Charles Kingsley's <em>The Water-Babies</em> (1863), just before Alice, still mixed fantasy with heavy moral and scientific instruction. Kenneth Grahame's <em>The Wind in the Willows</em> (1908) created an Edwardian pastoral of riverbank animals who behave like leisured gentlemen. E. Nesbit's <em>Five Children and It</em> (1902) brought magic into an ordinary family and made its comedy out of wishes going wrong in practical ways. J. M. Barrie's Peter Pan appeared on stage in 1904 and as the novel <em>Peter and Wendy</em> in 1911.",
            "A useful tool for reading these books is the implied reader: the reader a text seems to address and construct through its assumptions. Aidan Chambers, in his essay 'The Reader in the Book' (1977), asked how a children's author builds that reader: through a narrator who explains or withholds, through jokes pitched over the child's head to an adult, and through gaps left for the reader to fill. Carroll's narrator addresses a child as an equal; Grahame's often seems to address nostalgic adults.",
            "Jacqueline Rose's <em>The Case of Peter Pan, or The Impossibility of Children's Fiction</em> (1984) pushed this further. Rose argued that children's fiction is written, published and bought by adults, and that the 'child' it addresses is an adult fantasy of innocence, so the category rests on an impossible claim to speak to and for the child. Critics such as Perry Nodelman have since debated how far adults can ever write from outside that position. Seminar work compares the narrator's address to the reader in opening chapters of Alice, The Wind in the Willows and Five Children and It.",
          ),
        },
      },
      {
        title: "Young adult fiction and the problem novel",
        description:
          "How a separate literature for teenagers emerged after 1967, the problem-novel formula and its critics, and power in Roberta Seelinger Trites's account of the genre.",
        lesson: {
          title: "From The Outsiders to Disturbing the Universe",
          html: p(
            "Young adult fiction as a publishing category is usually dated to 1967, when S. E. Hinton, who had written it while still a high-school student in Tulsa, Oklahoma, published <em>The Outsiders</em>, a novel narrated by a teenage boy caught in the rivalry between working-class greasers and affluent Socs. In an essay for the New York Times Book Review the same year, Hinton complained that books for teenagers ignored their real lives. <em>The Outsiders</em> showed that young readers would buy fiction about violence, class and family breakdown told in a teenage voice, and publishers built lists around that discovery.",
            "The 1970s produced what critics called the problem novel, in which each book centred on a single issue: divorce, drug use, pregnancy, disability, abuse. Paul Zindel's <em>The Pigman</em> (1968) and many lesser imitators followed a recognisable formula of a first-person teenage narrator, a contemporary setting and a clearly labelled social problem. Critics such as Sheila Egoff objected that such books were driven by the issue rather than by character or language, and that they dated quickly.",
            "Robert Cormier's <em>The Chocolate War</em> (1974) broke a different convention. Jerry Renault refuses to sell chocolates for his Catholic school's fundraiser and is crushed by a secret society and a corrupt teacher; the novel ends with him advising a friend not to disturb the universe. An unhappy ending for a teenage protagonist, without a redemptive lesson, was then rare.",
            "Roberta Seelinger Trites took Cormier's phrase for the title of <em>Disturbing the Universe: Power and Repression in Adolescent Literature</em> (2000). She argued that the defining feature of young adult fiction is not a teenage protagonist but a concern with power: adolescents in these novels learn their position within institutions such as school, family, church and state, and learn both to exercise power and to accept its limits. Where children's fiction often celebrates a child's independence, young adult fiction tends to end with the protagonist integrated into social structures.",
            "Trites's model remains useful for recent books. Angie Thomas's <em>The Hate U Give</em> (2017), in which Starr Carter witnesses the police shooting of her friend, stages exactly this negotiation between voice and institutional power. Seminar work applies Trites's argument to one novel from before 1980 and one from after 2010.",
          ),
        },
      },
    ],
  },
  {
    slug: "applied-behaviour-analysis-measurement-function-and-reinforcement",
    discipline: "Applied behaviour analysis",
    title: "Applied Behaviour Analysis: Measurement, Function and Reinforcement",
    description:
      "Behaviour analysts measure before they intervene, and intervene according to function rather than form. Topics: continuous and discontinuous measurement, interobserver agreement, functional behaviour assessment, schedules of reinforcement, differential reinforcement, extinction and verbal behaviour.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour seminar a week with supervised fieldwork)",
    plantedGap: "verbal behaviour",
    modules: [
      {
        title: "Measuring behaviour",
        description:
          "Operational definitions, continuous and discontinuous recording methods and their biases, and calculating interobserver agreement.",
        lesson: {
          title: "Choosing a measure and checking it",
          html: p(
            "Measurement begins with an operational definition: a description of the behaviour in observable terms, precise enough that two observers would agree on each occurrence. 'Aggression' is not a definition; 'hitting, kicking or pushing another person with enough force to produce a sound or movement' is closer. A good definition states what counts and what does not, and when one occurrence ends and the next begins.",
            "Continuous recording captures every instance. Count, usually converted to rate per minute or hour so that sessions of different lengths can be compared, suits behaviours with a clear start and end. Duration suits behaviours that last, such as time on task or tantrums. Latency measures the time from a cue to the start of a response, useful for compliance with instructions. Inter-response time, the gap between responses, is used when the goal is to slow a behaviour down.",
            "When continuous recording is impractical, observers use discontinuous methods that sample intervals, and each carries a known bias. In partial-interval recording, an interval is scored if the behaviour occurs at any point within it; this overestimates the behaviour and is often chosen for behaviours the team wants to reduce. In whole-interval recording, an interval is scored only if the behaviour lasts throughout; this underestimates and suits behaviours the team wants to increase, such as sustained engagement. Momentary time sampling scores only whether the behaviour is occurring at the end of each interval; it can err in either direction, but with short intervals it gives good estimates of duration-based behaviour and frees the observer between samples.",
            "Data are only as good as their reliability, so a second observer independently records a proportion of sessions, commonly at least 20 to 33 per cent. For count data, total count agreement divides the smaller count by the larger: if one observer records 18 responses and the other 20, agreement is 18 divided by 20, or 90 per cent. This method can hide disagreement about which responses occurred, so interval-by-interval agreement is stricter: the number of intervals on which observers agree divided by agreements plus disagreements, times 100. Widely used benchmarks treat 80 per cent as the minimum acceptable and 90 per cent or more as preferred. Low agreement usually signals a weak definition or undertrained observers, and both are fixed before any intervention decision is made on the data.",
          ),
        },
      },
      {
        title: "Assessing function",
        description:
          "Indirect, descriptive and experimental functional assessment, and the four common functions of problem behaviour.",
        lesson: {
          title: "From ABC records to functional analysis",
          html: p(
            "The same behaviour can serve different purposes. One child hits to obtain adult attention, another to escape a difficult task, a third because hitting produces sensory stimulation. Treatment based on form alone, such as a time-out for every hit, can make the second child's behaviour worse, because time-out removes the task. Functional behaviour assessment identifies the consequences maintaining a behaviour. Four functions are commonly distinguished: social positive reinforcement by attention, social positive reinforcement by access to tangible items, social negative reinforcement by escape from demands, and automatic reinforcement produced by the behaviour itself.",
            "Assessment usually proceeds from indirect to direct methods. Indirect methods, such as structured interviews and rating scales like the Questions About Behavioral Function (QABF), gather informants' reports quickly but with limited reliability. Descriptive assessment records antecedents, behaviour and consequences (ABC) as they occur naturally. ABC data show correlations: if teacher attention often follows hitting, attention may be the maintaining consequence, or it may simply be how adults respond to hitting regardless of function.",
            "Functional analysis tests function experimentally. In the procedure published by Brian Iwata and colleagues in 1982, conditions alternate in brief sessions, 15 minutes long in the original study and often 10 today. In the attention condition, the adult is busy, and each occurrence of the target behaviour produces brief concerned attention. In the demand condition, the adult presents tasks and removes them briefly after each occurrence. In the alone condition, no social consequences are available, which tests for automatic reinforcement. The play condition, with free access to attention and preferred items and no demands, serves as the control. A tangible condition is now often added. Consistently higher rates in one test condition than in play identify the function; high rates in all conditions, including alone, suggest automatic reinforcement.",
            "Functional analysis deliberately evokes problem behaviour, so safety is planned in advance: termination criteria for sessions, protective equipment where needed, medical screening for self-injury, and informed consent. Variants reduce risk and time. Latency-based analyses end a session at the first response; trial-based analyses embed short tests in classroom routines; Gregory Hanley's interview-informed synthesised contingency analysis combines the contingencies the interview suggests into one test condition. Each trades some precision for practicality, and the choice should be justified in the assessment report.",
          ),
        },
      },
      {
        title: "Schedules and differential reinforcement",
        description:
          "Basic schedules of reinforcement and the response patterns they produce, differential reinforcement procedures, and the side effects of extinction.",
        lesson: {
          title: "Arranging reinforcement to change behaviour",
          html:
            p(
              "Schedules of reinforcement specify which responses are reinforced. On continuous reinforcement every response is reinforced, which is best for establishing new behaviour. Intermittent schedules maintain behaviour more economically and make it more resistant to extinction. The four basic intermittent schedules produce characteristic response patterns, first described in laboratory work by C. B. Ferster and B. F. Skinner (1957):",
            ) +
            "<table><thead><tr><th>Schedule</th><th>Rule</th><th>Typical pattern</th></tr></thead><tbody>" +
            "<tr><td>Fixed ratio (FR 5)</td><td>Every fifth response</td><td>High rate with a pause after each reinforcer</td></tr>" +
            "<tr><td>Variable ratio (VR 5)</td><td>On average every fifth response</td><td>High, steady rate with few pauses</td></tr>" +
            "<tr><td>Fixed interval (FI 2 min)</td><td>First response after 2 minutes</td><td>Pause, then accelerating responding: the scallop</td></tr>" +
            "<tr><td>Variable interval (VI 2 min)</td><td>First response after an average of 2 minutes</td><td>Moderate, steady rate</td></tr>" +
            "</tbody></table>" +
            p(
              "In applied settings a new skill is taught on a dense schedule and then thinned gradually, for example from FR 1 to FR 3 to VR 5, watching the data at each step so that responding does not break down.",
              "Differential reinforcement combines reinforcement with extinction. In differential reinforcement of alternative behaviour (DRA), a specific appropriate behaviour earns the reinforcer that previously maintained the problem behaviour, which no longer produces it. For a pupil who leaves his seat to escape written work, completing three sentences might earn a two-minute break. Differential reinforcement of incompatible behaviour (DRI) chooses an alternative that cannot occur at the same time, such as hands on the desk instead of hand-flapping. Differential reinforcement of other behaviour (DRO) delivers the reinforcer after an interval in which the problem behaviour has not occurred; it needs no specific replacement skill but teaches nothing new. Differential reinforcement of low rates (DRL) reinforces a behaviour only when it occurs less often, useful when the behaviour is acceptable in moderation, such as calling out.",
              "Extinction, withholding the reinforcer that maintained a behaviour, has predictable side effects that families must be warned about. An extinction burst, a temporary increase in the rate or intensity of the behaviour, is common early on; emotional responses and aggression may accompany it; and spontaneous recovery, a brief return of the behaviour after it has stopped, can follow days later. Giving in during a burst places the behaviour on an intermittent schedule and makes it stronger, which is why extinction is always paired with reinforcement for an alternative.",
            ),
        },
      },
    ],
  },
  {
    slug: "sprinkler-systems-to-bs-en-12845-design-basis-and-installation",
    discipline: "Fire sprinkler installation",
    title: "Sprinkler Systems to BS EN 12845: Design Basis and Installation",
    description:
      "For apprentice and improver sprinkler fitters who want to understand why systems are laid out as they are. Covers hazard classification, design density and area of operation, sprinkler head selection, pipework and valve sets, hydrostatic testing, and fire pumps.",
    level: "intermediate",
    duration: "six weeks (two evening classes a week and a practical assessment in the workshop)",
    plantedGap: "fire pumps",
    modules: [
      {
        title: "Hazard classes and design criteria",
        description:
          "How BS EN 12845 classifies occupancies, and how the hazard class sets design density, area of operation and water duration.",
        lesson: {
          title: "From hazard class to required flow",
          html:
            p(
              "Every automatic sprinkler system in the UK built to BS EN 12845, which the Loss Prevention Council (LPC) Rules incorporate with additional requirements, starts from a hazard classification. There are four groups: Light Hazard (LH), Ordinary Hazard (OH, divided into OH1 to OH4), High Hazard Process (HHP1 to HHP4) and High Hazard Storage (HHS), where the height and type of stored goods decide the criteria.",
              "Each class carries a design density and an area of operation. Design density is the minimum rate at which water must be discharged over the floor, expressed in millimetres per minute, which is the same as litres per minute per square metre. The area of operation, or assumed maximum area of operation (AMAO), is the floor area over which sprinklers are assumed to open together in the worst case. The designer must show that the sprinklers in the hydraulically most remote area of that size can deliver the density.",
            ) +
            "<table><thead><tr><th>Hazard class</th><th>Design density (mm/min)</th><th>Area of operation (m²)</th></tr></thead><tbody>" +
            "<tr><td>LH</td><td>2.25</td><td>84</td></tr>" +
            "<tr><td>OH1</td><td>5.0</td><td>72</td></tr>" +
            "<tr><td>OH2</td><td>5.0</td><td>144</td></tr>" +
            "<tr><td>OH3</td><td>5.0</td><td>216</td></tr>" +
            "<tr><td>OH4</td><td>5.0</td><td>360</td></tr>" +
            "<tr><td>HHP1</td><td>7.5</td><td>260</td></tr>" +
            "<tr><td>HHP2</td><td>10.0</td><td>260</td></tr>" +
            "<tr><td>HHP3</td><td>12.5</td><td>260</td></tr>" +
            "</tbody></table>" +
            p(
              "Notice that the OH classes share one density and differ in area: a fire in a busier occupancy is expected to open more heads before it is controlled. Offices and hotels are typical OH1 occupancies, while car parks fall in OH2. On dry-pipe and alternate systems, where water takes time to reach open heads, the area of operation is increased by 25 per cent.",
              "The minimum flow follows directly. For OH3 the figure is 5.0 mm/min times 216 m², or 1,080 litres per minute, before allowing for hydraulic imbalance, because heads nearer the supply discharge more than the minimum. The water supply must also last for a set duration: 30 minutes for LH, 60 minutes for OH and 90 minutes for the high hazard classes. An OH3 system therefore needs at least 1,080 times 60, about 65 cubic metres, of stored or mains water, and in practice more once the real hydraulic calculation is done.",
              "Fitters do not usually classify the building, but they must know the class the drawings assume, because a change of use, such as an office floor becoming a stockroom, can move the occupancy into a class the installed pipework cannot serve.",
            ),
        },
      },
      {
        title: "Choosing and placing sprinkler heads",
        description:
          "K-factors and discharge pressure, temperature ratings and response, and spacing rules for ordinary hazard.",
        lesson: {
          title: "K-factor, bulb and spacing",
          html: p(
            "A sprinkler head discharges water at a rate set by its orifice and the pressure behind it. The relationship is Q = K √P, where Q is flow in litres per minute, P is pressure at the head in bar, and K is the head's K-factor. BS EN 12845 uses K57 heads for Light Hazard, K80 for Ordinary Hazard, and K80 or larger for high hazard areas. Minimum pressures at the head are 0.7 bar for LH, 0.35 bar for OH and 0.5 bar for HHP.",
            "The minimum pressure is rarely the design condition. Take an OH head covering the maximum 12 square metres at the required 5 mm/min: it must deliver 60 litres per minute. At 0.35 bar a K80 head gives only 80 times 0.59, about 47 litres per minute. Rearranging the equation, the pressure needed is (60 divided by 80) squared, about 0.56 bar.",
            "Each head is held closed by a glass bulb or a fusible link. Glass bulbs are colour-coded by operating temperature: orange 57 °C, red 68 °C, yellow 79 °C, green 93 °C and blue 141 °C. The usual choice is a rating about 30 °C above the highest expected ambient temperature, so 68 °C red bulbs are standard in heated buildings, while hotter bulbs go near roof glazing, in unventilated roof spaces or beside ovens and boilers. Response matters too. A quick-response head, with a response time index of 50 (m·s)^0.5 or less, reacts sooner than a standard-response head, and the two should not be mixed in the same area of operation.",
            "Spacing rules keep coverage even. For standard spacing in Ordinary Hazard, each head may cover at most 12 square metres, and heads may be no more than 4.0 metres apart. Light Hazard allows up to 21 square metres and 4.6 metres; HHP allows only 9 square metres and 3.7 metres.",
            "Orientation must match the head: upright heads above the pipe, pendent heads below it, and sidewall heads along walls where ceiling pipework is impractical. Deflectors must be clear of obstructions such as ducts and beams, and heads must never be painted, taped or used to hang anything. A cabinet of spare heads with the correct spanner is kept on site: at least 6 for LH, 24 for OH and 36 for high hazard systems.",
          ),
        },
      },
      {
        title: "Pipework, valve sets and testing",
        description:
          "Wet and dry systems, pipe materials and supports, the installation control valve set, and hydrostatic and routine testing.",
        lesson: {
          title: "Installing and proving the system",
          html: p(
            "The commonest system is wet: pipes downstream of the control valve are permanently full of water under pressure, so water discharges the instant a head opens. Where pipework could freeze, as in unheated warehouses or loading bays, a dry-pipe system holds compressed air above a dry-pipe valve, which opens when a head operates and air pressure falls. Alternate systems are wet in summer and dry in winter. Because air must be expelled before water arrives, dry and alternate systems have volume limits and a larger design area.",
            "Pipework is usually steel, joined by screwed fittings on small diameters and by roll-grooved mechanical couplings on larger ones; grooving must be done to the coupling maker's dimensions, and each coupling torqued or seated as the instructions require. CPVC pipe is approved for some Light Hazard and residential uses where the listing permits. Pipes are supported by hangers fixed to the building structure, never to ceilings, ductwork or other services, with hanger spacing and size set by the standard for each pipe diameter.",
            "Every installation has a control valve set. It includes a main stop valve, secured open with a strap and padlock so it cannot be shut without authority; an alarm valve, which lifts when water flows and diverts water to a water motor alarm gong outside the building and, usually, to a pressure switch connected to the fire alarm; a test and drain valve; and pressure gauges above and below the alarm valve.",
            "Before the system is accepted, pipework is flushed to remove debris, then hydrostatically tested. BS EN 12845 requires a test pressure of at least 15 bar, or 1.5 times the maximum working pressure if that is higher, held for two hours, with any leaks repaired and the test repeated. Results go onto the completion certificate along with the as-installed drawings and hydraulic calculations.",
            "Once in service, testing is routine. Weekly checks record the gauge readings, inspect the valve set, and test the alarm by opening the alarm test valve and confirming that the water motor gong sounds for at least 30 seconds. Quarterly and annual inspections follow, and a system left shut down for any reason must be notified to the insurer and the responsible person immediately.",
          ),
        },
      },
    ],
  },
];
