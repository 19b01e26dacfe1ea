/** Sixty-ninth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout69.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT69_B: EvalCourse[] = [
  {
    slug: "insect-farming-for-feed-black-soldier-fly-production",
    discipline: "Insect farming",
    title: "Insect Farming for Feed: Black Soldier Fly Production",
    description:
      "Insect protein is moving from pilot plants to industrial scale. Drawing on current commercial practice, the course covers black soldier fly biology and breeding colonies, substrate formulation and larval rearing, mealworm production, and harvesting, processing and the EU rules that govern insect meal in animal feed.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one facility practical a week)",
    plantedGap: "mealworm production",
    modules: [
      {
        title: "Life Cycle and Breeding Colony Management",
        description: "Hermetia illucens from egg to adult, and the conditions that keep a breeding colony productive.",
        lesson: {
          title: "Managing the adult colony",
          html: p(
            "The black soldier fly, Hermetia illucens (family Stratiomyidae), is native to the Americas but now found in warm regions worldwide. Its value lies in the larva, which eats a wide range of organic material, converts it efficiently into protein and fat, and leaves its own feeding substrate at the end of development, which makes harvesting easy.",
            "The cycle at 27 to 30 \u00b0C runs roughly as follows. A female lays a clutch of about 500 to 900 eggs, which hatch in around four days. The larvae pass through six instars and reach harvest size in about two to three weeks on a good diet. The final instar, the prepupa, stops feeding, empties its gut, darkens and migrates away from the substrate looking for a dry place to pupate. Pupation takes one to two weeks. The adult lives about a week and does not feed: its mouthparts are reduced and it lives on fat reserves laid down as a larva, although it needs water. The quality of the breeding colony therefore depends on how well the larvae destined to become breeders were fed.",
            "Adults mate on the wing in a lek-like display that depends on light. In the wild, direct sunlight triggers mating; indoors, early work by Zhang and colleagues in 2010 showed that a quartz-iodine lamp could stimulate mating, and modern facilities use LED arrays with a strong blue and ultraviolet component. Cages, often called love cages, are kept at about 25 to 30 \u00b0C and 60 to 70% relative humidity.",
            "Females lay their eggs in dry crevices close to, but not on, decaying material. Facilities exploit this with egg traps of corrugated cardboard or stacked wooden flutes suspended above a tray of fermenting attractant. Traps are collected daily, and because a single gram holds tens of thousands of eggs, they are weighed rather than counted.",
            "Key colony records are eggs per cage per day, adult emergence rate and the proportion of eggs that hatch. A colony closed for many generations can lose vigour through inbreeding, so many producers periodically introduce flies from other populations and keep a reserve colony in a separate room as insurance against disease or equipment failure.",
          ),
        },
      },
      {
        title: "Substrates and Larval Rearing",
        description: "Formulating feed, setting density and moisture, and measuring conversion efficiency.",
        lesson: {
          title: "Feeding larvae for growth and conversion",
          html:
            p(
              "Newly hatched larvae are fragile. Most facilities rear them for five to seven days on a nursery diet, often moistened wheat bran or chicken feed, before transferring them in counted or weighed batches to rearing crates.",
              "What larvae may legally eat depends on where the product will be sold. In the EU, insects reared for feed are farmed animals, so their substrate must itself be of feed grade. Manure, catering waste and most material containing meat or fish are prohibited under the animal by-products and feed regulations. Legal substrates include pre-consumer fruit and vegetable waste, bakery surplus, brewers' spent grain and milling by-products. Outside the EU, producers treating manure or mixed food waste can use the larvae for non-feed markets or the residue for soil improvement.",
              "Three variables drive performance:",
            ) +
            "<ul><li>Moisture: about 60 to 75%. Too dry and larvae cannot feed; too wet and the substrate turns anaerobic and larvae try to escape.</li><li>Feeding rate: Diener and colleagues (2009) found about 100 mg of feed per larva per day a good balance between larval weight and substrate reduction.</li><li>Density and depth: crowded, deep substrate heats up. Larval metabolism can raise the core well above room temperature, and above about 40 \u00b0C growth collapses, so crate temperatures must be logged.</li></ul>" +
            p(
              "Performance is measured on a dry-matter basis. The bioconversion rate is larval dry mass gained divided by substrate dry mass supplied. Worked example: a crate receives 10 kg of feed at 70% moisture, which is 3 kg of dry matter, and yields 1.6 kg of fresh larvae at 65% moisture, which is 0.56 kg of dry matter. Ignoring the small starting mass of the larvae, the bioconversion rate is 0.56 / 3, about 19%. Rates between 10 and 25% are commonly reported, and dry-matter reduction of the substrate is typically 40 to 70%.",
              "Diet also shapes composition. Larvae are usually around 40% protein and 25 to 35% fat on a dry basis, and both figures shift with the substrate, as does the calcium content, which is high because calcium is stored in the cuticle.",
            ),
        },
      },
      {
        title: "Harvest, Processing and Regulation",
        description:
          "Separating larvae from residue, killing and drying, defatting to meal, and the legal framework for selling into feed.",
        lesson: {
          title: "From crate to insect meal",
          html: p(
            "Larvae are harvested just before the prepupal stage, when their mass and fat content peak. They are separated from the residue, known as frass, on vibrating or rotary sieves; the residue passes through a mesh of a few millimetres while the larvae are retained. Larvae are then starved for a day or washed to clear the gut.",
            "Killing must be rapid and should halt enzymatic browning and microbial growth. Blanching in boiling water for about a minute is widespread; freezing is used at smaller scale. Drying follows, in belt, drum or microwave driers, to below about 10% moisture so that the product is shelf-stable.",
            "Whole dried larvae sell to pet bird and poultry markets, but most industrial output is fractionated. Mechanical pressing, usually in a screw press, separates oil from the protein cake, which is milled into meal. Defatting raises the protein content of the meal from about 40% to between 50 and 60%. The oil is rich in lauric acid, often 40% or more of the fatty acids, which interests pig and poultry nutritionists for its antimicrobial properties.",
            "In the EU, processed insect protein is classed as a processed animal protein and must be produced by one of the processing methods in Regulation (EU) No 142/2011 in a registered or approved establishment. Regulation (EU) 2017/893 first permitted insect protein from seven species, the black soldier fly among them, in feed for farmed fish from 1 July 2017. Regulation (EU) 2021/1372 extended that authorisation to pig and poultry feed from September 2021. Insect protein still may not be fed to ruminants. Insect oil and fat, having no protein, face fewer restrictions.",
            "Frass is itself a product. Regulation (EU) 2021/1925 defined it as a form of manure and set a processing standard of 70 \u00b0C for 60 minutes before it can be placed on the market as a soil improver. In the UK, equivalent rules derive from the retained versions of these regulations, and producers should check the current position with the Food Standards Agency and the Animal and Plant Health Agency before selling.",
          ),
        },
      },
    ],
  },
  {
    slug: "applied-ergonomics-workstations-lifting-and-upper-limb-risk",
    discipline: "Ergonomics",
    title: "Applied Ergonomics: Workstations, Lifting and Upper-Limb Risk",
    description:
      "Designed for health and safety practitioners moving into workplace assessment. Topics include anthropometric design of workstations; manual handling assessment with the HSE MAC tool and the revised NIOSH lifting equation; upper-limb disorder screening with RULA; and shift work and fatigue.",
    level: "intermediate",
    duration: "nine weeks (one three-hour workshop a week with workplace case studies)",
    plantedGap: "shift work",
    modules: [
      {
        title: "Anthropometry and Workstation Design",
        description: "Using body-dimension data and percentiles to set heights, reaches and clearances.",
        lesson: {
          title: "Designing for the 5th to 95th percentile",
          html: p(
            "Anthropometry is the measurement of body dimensions. Standard definitions of each measurement, such as stature, sitting eye height and forward grip reach, are given in BS EN ISO 7250-1, and data for specific populations are published in sources such as PeopleSize and Pheasant and Haslegrave's Bodyspace.",
            "Design does not aim at the average person. For a clearance, such as a doorway height or knee space under a bench, design for a large user, usually the 95th percentile man, so that almost everyone fits. For a reach, such as the height of a shelf or the distance to a control, design for a small user, usually the 5th percentile woman, so that almost everyone can reach. Where one fixed value cannot serve both, provide adjustability.",
            "Percentiles follow from the mean and standard deviation if the dimension is roughly normally distributed: the 95th percentile is the mean plus 1.645 standard deviations, the 5th the mean minus 1.645. If adult male stature has a mean of 1755 mm and a standard deviation of 70 mm, the 95th percentile is 1755 + 115 = 1870 mm. Add allowances for shoes, about 25 mm, and for clothing and movement before setting a clearance.",
            "Percentiles do not add up. Gilbert Daniels, measuring 4,063 US airmen in 1952, found that not one fell within the middle 30% of the range on all ten dimensions he examined. A person who is 50th percentile in stature may be 80th in hip breadth, so a design built from a chain of '50th percentile' dimensions fits almost nobody.",
            "Work height for standing tasks depends on the task rather than a single figure. Grandjean's classic guidance relates it to the worker's elbow height: precision work 50 to 100 mm above the elbow, often with arm support; light assembly 100 to 150 mm below; heavy work involving downward force 150 to 400 mm below. For display screen work in Great Britain, the Health and Safety (Display Screen Equipment) Regulations 1992 require a workstation assessment; good practice places the top of the screen at or slightly below eye height, about an arm's length away, with forearms roughly horizontal at the keyboard and feet supported.",
          ),
        },
      },
      {
        title: "Manual Handling Assessment",
        description:
          "Assessing lifting and carrying with the HSE MAC tool and calculating a recommended weight limit with the NIOSH equation.",
        lesson: {
          title: "MAC scores and the NIOSH equation",
          html:
            p(
              "The Manual Handling Operations Regulations 1992 set a hierarchy: avoid hazardous manual handling so far as is reasonably practicable; assess the operations that cannot be avoided; and reduce the risk of injury. Assessment considers the task, the individual, the load and the environment.",
              "The HSE Manual handling Assessment Charts (MAC) give a quick, structured screening. For lifting, the assessor rates load weight and frequency, hand distance from the lower back, vertical lift region, trunk twisting and sideways bending, postural constraints, grip on the load, floor surface and other environmental factors. Each factor is colour-banded green, amber, red or purple and carries a numerical score; the colours show which factors to tackle first, and the total score helps prioritise between tasks.",
              "For a quantitative limit, the revised NIOSH lifting equation (1991) calculates a recommended weight limit (RWL) as a load constant of 23 kg multiplied by six multipliers, each 1 at ideal conditions and smaller otherwise:",
            ) +
            "<ul><li>horizontal multiplier HM = 25 / H, with H the hand distance in cm from the midpoint between the ankles;</li><li>vertical multiplier VM = 1 \u2212 0.003 |V \u2212 75|, with V the hand height in cm at the origin;</li><li>distance multiplier DM = 0.82 + 4.5 / D, with D the vertical travel in cm;</li><li>asymmetry multiplier AM = 1 \u2212 0.0032 A, with A the twist angle in degrees;</li><li>frequency and coupling multipliers FM and CM, read from tables.</li></ul>" +
            p(
              "Worked example: a 12 kg box is lifted from 30 cm to 90 cm, held 40 cm from the body, with no twist, once a minute for under an hour, with a fair grip. HM = 0.625, VM = 1 \u2212 0.003 \u00d7 45 = 0.865, DM = 0.82 + 4.5 / 60 = 0.895, AM = 1, FM = 0.94 and CM = 0.95. RWL = 23 \u00d7 0.625 \u00d7 0.865 \u00d7 0.895 \u00d7 1 \u00d7 0.94 \u00d7 0.95, about 9.9 kg. The lifting index, load divided by RWL, is 12 / 9.9 = 1.2. An index above 1 indicates increased risk for some workers; NIOSH considers an index above 3 a risk to many. Here the largest loss comes from the horizontal distance, so redesigning the task to bring the box closer to the body is the first control to consider.",
            ),
        },
      },
      {
        title: "Upper-Limb Disorders and RULA",
        description:
          "Recognising work-related upper-limb disorders and scoring postures with the Rapid Upper Limb Assessment.",
        lesson: {
          title: "Scoring a task with RULA",
          html: p(
            "Work-related upper-limb disorders (ULDs) include specific conditions such as carpal tunnel syndrome, tenosynovitis and lateral epicondylitis, as well as diffuse pain without a clear diagnosis. The main risk factors are force, repetition, awkward posture and duration, made worse by cold, vibration and low job control. HSE guidance, HSG60, sets out a management cycle, and its Assessment of Repetitive Tasks (ART) tool screens repetitive work.",
            "RULA, published by McAtamney and Corlett in 1993, scores the posture of one side of the body at the worst or most sustained moment of a task. Group A covers the arm and wrist. The upper arm scores 1 between 20\u00b0 extension and 20\u00b0 flexion, 2 for 20 to 45\u00b0 flexion or more than 20\u00b0 extension, 3 for 45 to 90\u00b0 and 4 above 90\u00b0; add 1 if the shoulder is raised or the arm abducted, and subtract 1 if the arm is supported. The lower arm scores 1 between 60 and 100\u00b0 of flexion and 2 outside that range, plus 1 if working across the midline or out to the side. The wrist scores 1 in neutral, 2 up to 15\u00b0 of flexion or extension and 3 beyond, plus 1 for deviation; wrist twist scores 1 or 2.",
            "Group B covers the neck (1 for 0 to 10\u00b0 flexion, 2 for 10 to 20\u00b0, 3 beyond 20\u00b0, 4 in extension, with additions for twisting or side-bending), the trunk (1 when sitting well supported, rising to 4 above 60\u00b0 flexion) and the legs (1 if supported and balanced, 2 if not).",
            "Scores from lookup tables are adjusted for muscle use, adding 1 if the posture is mainly static for more than a minute or the action occurs four or more times a minute, and for force: 0 for intermittent loads under 2 kg, 1 for intermittent loads of 2 to 10 kg, 2 for static or frequent loads of 2 to 10 kg or intermittent loads over 10 kg, and 3 for static or frequent loads over 10 kg or shock forces. A final table gives a grand score from 1 to 7: 1 or 2 acceptable; 3 or 4 investigate further; 5 or 6 investigate and change soon; 7 investigate and change immediately.",
            "RULA is a screening tool, not a diagnosis; use it to compare a task before and after a change.",
          ),
        },
      },
    ],
  },
  {
    slug: "live-sound-engineering-gain-microphones-and-monitors",
    discipline: "Live sound engineering",
    title: "Live Sound Engineering: Gain, Microphones and Monitors",
    description:
      "Participants set up and run front-of-house and monitor mixes for small and mid-sized venues: tracing signal flow through a digital console, setting gain structure, choosing and placing microphones, controlling feedback, and wireless frequency coordination. Practical sessions use the college's 32-channel digital desk and a resident three-piece band.",
    level: "intermediate",
    duration: "twelve weeks (one four-hour practical session a week, including two public gigs)",
    plantedGap: "wireless frequency coordination",
    modules: [
      {
        title: "Signal Flow and Gain Structure",
        description:
          "Following a signal from stage box to loudspeaker, and setting preamp gain so that every stage has headroom.",
        lesson: {
          title: "Setting gain with headroom",
          html: p(
            "A typical small-venue system runs like this. Each microphone plugs into a stage box, where a remotely controlled preamplifier raises its signal and an analogue-to-digital converter digitises it. A digital snake, using a protocol such as Dante or AES50, carries the channels to the console. Each input channel then passes through a high-pass filter, gate, equaliser, compressor and fader, and is routed to the main left-right bus and to auxiliary sends for monitors. From the main bus the signal goes to a loudspeaker processor that handles crossover, delay and limiting, then to amplifiers and speakers.",
            "Gain structure is the practice of setting levels so that every stage operates well above its noise floor and well below its clipping point. The critical control is the preamp gain. A vocal microphone delivers a signal of perhaps \u221250 to \u221260 dBu, far below the +4 dBu nominal line level; the preamp must add the right amount of gain once, at the start, rather than having faders and sends compensate later.",
            "On a digital console, meters read in dBFS, where 0 dBFS is the largest value the converter can represent and anything above it clips with harsh distortion. A common practice is to ask the performer for the loudest realistic level, not a polite soundcheck level, and set gain so that typical signal sits around \u221218 dBFS with peaks no higher than about \u22126 dBFS. This leaves headroom for the singer who gets louder when the audience arrives.",
            "With gain set, faders start near unity, 0 dB on the fader scale, where their resolution is finest. If you find a fader sitting near the bottom of its travel, the preamp gain is probably too high; if it is near the top, the gain is too low.",
            "Set a high-pass filter on every channel that does not need low frequencies: around 80 to 100 Hz on vocals and guitars removes stage rumble and handling noise. Use DCAs, which control the level of assigned channels without mixing their audio, to ride groups of channels such as drums or backing vocals during the show.",
          ),
        },
      },
      {
        title: "Microphone Selection and Placement",
        description:
          "Dynamic and condenser types, polar patterns, and placement for drums, guitar amplifiers and vocals.",
        lesson: {
          title: "Choosing and placing stage microphones",
          html:
            p(
              "Moving-coil dynamic microphones such as the Shure SM57 and SM58 dominate stage work because they are robust, need no power and handle very high sound pressure levels. Condenser microphones are more sensitive and extend further into the high frequencies, which suits overheads, acoustic instruments and hi-hat, but they need 48 V phantom power from the console and pick up more of the stage.",
              "Polar pattern decides where a microphone is deaf, and on stage that matters as much as where it hears. The positions of greatest rejection are:",
            ) +
            "<table><tr><th>Pattern</th><th>Null</th><th>Monitor wedge position</th></tr><tr><td>Cardioid</td><td>180\u00b0</td><td>directly behind the microphone</td></tr><tr><td>Supercardioid</td><td>about 126\u00b0</td><td>two wedges angled either side of the rear</td></tr><tr><td>Hypercardioid</td><td>about 110\u00b0</td><td>further to the sides</td></tr></table>" +
            p(
              "Placing a supercardioid vocal microphone with a wedge directly behind it is a classic cause of feedback, because that pattern has a rear lobe of sensitivity exactly where the wedge sits.",
              "Directional microphones boost bass when used close to the source, the proximity effect. A singer working the microphone can use this expressively, but it also explains why a vocal thickens when the singer leans in and thins when they step back.",
              "For a kick drum, place a large-diaphragm dynamic inside the port or just outside the resonant head; nearer the beater gives click, further back gives boom. On snare, aim a dynamic 2 to 5 cm above the batter head, inside the rim, pointing towards the centre and away from the hi-hat. If you add a microphone under the snare, invert its polarity so it does not cancel the top microphone. On a guitar cabinet, an SM57 close to the grille at the centre of the cone gives the brightest sound, and moving it towards the edge of the cone darkens it.",
              "When two microphones pick up the same source, their outputs combine with a time offset and produce comb filtering. The 3:1 rule, placing each microphone at least three times as far from the other microphone as from its own source, keeps the spill low enough for this to be inaudible in most cases.",
            ),
        },
      },
      {
        title: "Monitor Mixing and Feedback Control",
        description: "Building wedge and in-ear mixes, ringing out monitors and understanding gain before feedback.",
        lesson: {
          title: "Ringing out the wedges",
          html: p(
            "Acoustic feedback occurs when sound from a loudspeaker re-enters a microphone and is amplified again with a total loop gain of 1 or more at some frequency. That frequency grows into a howl or a sustained ring. Because loudspeakers, rooms and microphones all have uneven frequency responses, feedback begins at one or two frequencies first, and that is what makes equalisation useful.",
            "The gain available before feedback depends on geometry more than on equipment. The closer the performer is to the microphone, the further the microphone is from the loudspeaker and the better the loudspeaker sits in the microphone's null, the more level you can achieve. Every doubling of the number of open microphones picking up the same loudspeaker costs about 3 dB of gain before feedback, which is why unused microphones should be muted.",
            "Ringing out is done before the band arrives. Set the vocal microphone where the singer will stand, route it to the wedge and raise the monitor send slowly until the system begins to ring. Identify the frequency with the console's real-time analyser or by ear, then cut it with a narrow parametric filter or a single band on a 31-band graphic equaliser, typically by 3 to 6 dB. Raise the send again until the next frequency rings, and repeat. After three or four cuts, further notches start to damage the sound of the voice; stop, and pull the send back by 3 to 6 dB from the last ringing point to leave a margin.",
            "Monitor mixes are built from auxiliary sends set pre-fader, so that front-of-house fader moves do not change what the band hears. Start each mix with what that performer needs most, usually their own voice or instrument, and add others only on request. Listen on a cue wedge or headphones so you hear what they hear.",
            "In-ear monitors remove wedges from the stage, which lowers stage volume, improves gain before feedback for the front-of-house mix and protects hearing. Performers can feel isolated, so add an ambient microphone pair facing the audience, and always put a limiter on in-ear mixes.",
          ),
        },
      },
    ],
  },
  {
    slug: "alcohol-and-entertainment-licensing-law-in-england-and-wales",
    discipline: "Alcohol licensing law",
    title: "Alcohol and Entertainment Licensing Law in England and Wales",
    description:
      "Under the Licensing Act 2003, every sale of alcohol in England and Wales needs an authorisation, and every licensing decision must promote four statutory objectives. Participants examine premises licences and personal licences, the designated premises supervisor, temporary event notices, licence conditions, and reviews, hearings and appeals.",
    level: "intermediate",
    duration: "seven weeks (one two-hour seminar a week, ending with a mock licensing sub-committee hearing)",
    plantedGap: "temporary event notices",
    modules: [
      {
        title: "The Licensing Objectives and the Statement of Licensing Policy",
        description:
          "The four objectives, the section 182 guidance, and how local policy and cumulative impact assessments shape decisions.",
        lesson: {
          title: "Four objectives and local policy",
          html: p(
            "The Licensing Act 2003 regulates four licensable activities: the sale of alcohol by retail; the supply of alcohol by or on behalf of a club to its members; the provision of regulated entertainment, such as plays, films and some live or recorded music; and the provision of late night refreshment, meaning hot food or hot drink supplied to the public between 11 pm and 5 am.",
            "Section 4 requires a licensing authority, which is the district or unitary council, to carry out its functions with a view to promoting four licensing objectives: the prevention of crime and disorder; public safety; the prevention of public nuisance; and the protection of children from harm. There is no general 'need' test. An application cannot be refused because the area already has enough pubs, but it can be refused or conditioned if the evidence shows that granting it as applied for would undermine an objective.",
            "The authority must also have regard to two documents. The first is the statutory guidance issued by the Home Secretary under section 182. It is not law, but an authority that departs from it must give clear reasons, and courts take such departures seriously. The second is the authority's own statement of licensing policy, which section 5 requires it to publish, after consultation, at least every five years.",
            "A policy may include a cumulative impact assessment under section 5A, inserted by the Policing and Crime Act 2017. Where evidence shows that the number of licensed premises in an area is itself causing problems, such as late-night disorder in a town-centre zone, the authority may adopt an assessment stating that applications there are likely to be refused. It is a rebuttable presumption, not a ban: it bites only when relevant representations are made, and an applicant can rebut it by showing that their premises, perhaps a small restaurant closing at 10 pm, will not add to the problem.",
            "Representations come from responsible authorities, namely the police, fire and rescue authority, environmental health, planning, trading standards, the body responsible for child protection, the director of public health, the licensing authority itself and, for immigration matters, the Home Office, and from any other person, such as a neighbour. A representation must be relevant to the objectives to count.",
          ),
        },
      },
      {
        title: "Premises Licences, Personal Licences and the DPS",
        description:
          "Applying for and varying a premises licence, holding a personal licence, and the role of the designated premises supervisor.",
        lesson: {
          title: "Who holds what, and why",
          html:
            p(
              "A premises licence authorises licensable activities at a particular place. The application includes an operating schedule setting out the activities, hours and the steps the applicant will take to promote the objectives, a plan of the premises and, where alcohol is to be sold, the written consent of the proposed designated premises supervisor. The applicant must display a pale blue A4 notice at the premises for 28 consecutive days and publish a notice in a local newspaper. If no relevant representations are received within the 28-day period, the authority must grant the licence as applied for, subject only to mandatory conditions and conditions consistent with the operating schedule. If representations are made, a hearing follows.",
              "A personal licence authorises an individual to sell or authorise the sale of alcohol. The applicant must be 18 or over, hold an accredited licensing qualification, have no unspent conviction for a relevant offence and have the right to work in the UK. Since the Deregulation Act 2015, personal licences no longer need renewing.",
              "The two licences meet in the designated premises supervisor (DPS), who must be named on every premises licence that authorises alcohol sales and must hold a personal licence. Section 19 adds a mandatory condition that every supply of alcohol is made or authorised by a personal licence holder. The DPS is the day-to-day point of contact for the police and the authority. Community premises such as village halls can apply to remove the DPS requirement, with the management committee taking responsibility instead.",
              "Mandatory conditions apply to every alcohol licence. For on-sales they include:",
            ) +
            "<ul><li>no irresponsible promotions, such as drinking games or unlimited drinks for a fixed price;</li><li>free potable water on request;</li><li>an age verification policy requiring photographic identification from anyone who appears under 18, or a higher age set by the policy;</li><li>small measures made available: half a pint of beer or cider, 25 ml or 35 ml of gin, rum, vodka or whisky, and 125 ml of still wine;</li><li>no sale of alcohol below the cost of duty plus VAT.</li></ul>" +
            p(
              "Changes to a licence use the variation procedures: a minor variation under section 41A for changes that could not adversely affect the objectives, or a full variation, which is advertised like a new application.",
            ),
        },
      },
      {
        title: "Reviews, Hearings and Appeals",
        description:
          "How a premises licence is reviewed, what a licensing sub-committee can do, and appeal to the magistrates' court.",
        lesson: {
          title: "The review process",
          html: p(
            "Once granted, a premises licence lasts indefinitely unless surrendered, suspended or revoked. The review procedure is the main means by which residents and responsible authorities bring a problem venue back before the authority.",
            "Under section 51, any responsible authority or other person may apply for a review. The application must relate to one or more of the licensing objectives, and the authority may reject an application from someone other than a responsible authority if it is frivolous, vexatious or repetitious, for example substantially the same as grounds already considered. The application is advertised for 28 days, during which others may make representations, and a hearing must then be held within 20 working days under the Licensing Act 2003 (Hearings) Regulations 2005.",
            "At the hearing the licensing sub-committee, usually three councillors, hears from the applicant for review, those making representations and the licence holder. Section 52 lists the steps it may take if it considers them appropriate for the promotion of the objectives: modify the conditions of the licence; exclude a licensable activity; remove the designated premises supervisor; suspend the licence for up to three months; or revoke it. It may also take no action or issue an informal warning. The steps must be proportionate, and the reasons must be given in writing.",
            "A faster route exists for serious crime or serious disorder. Under section 53A, a senior police officer may certify that premises are associated with such problems; the authority must then consider interim steps within 48 hours, such as immediate suspension, and hold a full review within 28 days. A closure notice or order made under the Anti-social Behaviour, Crime and Policing Act 2014 also triggers a review.",
            "Parties may appeal to the magistrates' court within 21 days of being notified of the decision. The appeal is a rehearing, and fresh evidence may be heard. In R (Hope and Glory Public House Ltd) v City of Westminster Magistrates' Court [2011] EWCA Civ 31, the Court of Appeal held that the magistrates should allow an appeal only if satisfied the authority's decision was wrong, and should pay careful attention to the authority's reasons, because licensing decisions involve an evaluative judgement about local conditions.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-achaemenid-persian-empire-550-330-bc",
    discipline: "Achaemenid history",
    title: "The Achaemenid Persian Empire, 550\u2013330 BC",
    description:
      "How did a dynasty from Fars come to rule from the Indus to the Aegean, and how do we know? Reading the Cyrus Cylinder, the Bisitun inscription and the Persepolis archives alongside Herodotus, the course traces Cyrus's conquests, Darius I's satrapies and roads, Zoroastrianism at the royal court, and the wars with the Greeks.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one source-reading seminar a week)",
    plantedGap: "Zoroastrianism",
    modules: [
      {
        title: "Cyrus the Great and the Conquest of an Empire",
        description:
          "The rise of Cyrus II, the conquests of Media, Lydia and Babylon, and what the Cyrus Cylinder does and does not say.",
        lesson: {
          title: "Cyrus and the Cylinder",
          html: p(
            "Cyrus II inherited the kingship of Anshan, a title drawn from the old Elamite kingdom in what is now the province of Fars in south-western Iran. Around 550 BC he defeated Astyages, king of the Medes; the Babylonian Nabonidus Chronicle records that Astyages' own army mutinied and handed him over. Cyrus then turned west against Croesus of Lydia and took Sardis, traditionally dated to about 547 or 546 BC, though the relevant line of the chronicle is damaged and the date is debated. The Greek cities of Ionia passed under Persian control in the years that followed.",
            "Babylon fell in 539 BC. After a battle at Opis on the Tigris, Cyrus's forces entered the city in October apparently without a siege. Herodotus tells a story of the Euphrates being diverted, but the cuneiform sources describe a largely peaceful entry. Cyrus died in 530 BC, according to Herodotus fighting the Massagetae in Central Asia, and was buried at Pasargadae, where his gabled stone tomb still stands. His son Cambyses added Egypt in 525 BC.",
            "The Cyrus Cylinder, a clay barrel about 23 cm long inscribed in Akkadian cuneiform, was excavated at Babylon by Hormuzd Rassam in 1879 and is in the British Museum. It belongs to a long Mesopotamian genre of royal building inscriptions. It portrays Nabonidus as impious and oppressive, claims that Marduk, the god of Babylon, chose Cyrus to restore order, describes his peaceful entry, and states that he returned displaced gods and peoples to their homes and restored sanctuaries.",
            "Historians read it with care. It is propaganda composed for a Babylonian audience by Babylonian scribes, using conventions that Assyrian kings had used before. The claim, popularised in the 1970s, that it is the first charter of human rights is an anachronism: it says nothing about rights and much about the king's legitimacy. Yet its policy of restoring cults and communities fits other evidence, notably the account in the Hebrew Bible, in Ezra and Isaiah, of Judaean exiles permitted to return to Jerusalem, and it shows Cyrus presenting himself in each conquered land's own terms.",
          ),
        },
      },
      {
        title: "Darius I: Bisitun, Satrapies and the Royal Road",
        description:
          "Darius's account of his accession, provincial administration, and the evidence of the Persepolis Fortification Tablets.",
        lesson: {
          title: "Governing an empire",
          html:
            p(
              "When Cambyses died in 522 BC, the throne was taken by a man who called himself Bardiya, Cambyses' brother. Darius, a member of a collateral branch of the royal family, killed him with six fellow conspirators and claimed that he was really an impostor, a magus called Gaumata. Darius told this story in a trilingual inscription in Old Persian, Elamite and Babylonian, carved high on the cliff at Bisitun beside a relief of the king standing over his defeated enemies. It records nineteen battles and nine rebel kings defeated within a single year. Copied by Henry Rawlinson in the 1830s and 1840s, it was the key to deciphering cuneiform. Many historians suspect that the impostor story was invented to cover a usurpation.",
              "Darius organised the empire into provinces governed by satraps, usually Persian nobles, with separate officials and garrison commanders reporting to the king. Herodotus lists twenty tribute districts with their assessments; the royal inscriptions list the subject peoples differently, so the Greek list should be read as a simplified outsider's view. Other measures attributed to Darius include:",
            ) +
            "<ul><li>standard coinage: the gold daric and the silver siglos;</li><li>the road network, including the Royal Road from Sardis to Susa, which Herodotus describes as having 111 staging posts and taking about three months on foot, while relay couriers covered it in days;</li><li>a canal linking the Nile to the Red Sea, commemorated in inscriptions found along its course;</li><li>new palaces at Susa and Persepolis, built with labour and materials from across the empire.</li></ul>" +
            p(
              "The Persepolis Fortification Tablets, excavated in the 1930s, transformed the subject. Many thousands of tablets and fragments, mostly in Elamite and dated between 509 and 493 BC, record the issue of food rations to workers, officials and travellers in the region around Persepolis. Travel texts show parties moving with sealed authorisations and drawing rations at way-stations, the bureaucracy behind Herodotus' road. They let historians see the empire from the inside, as an administration, rather than through Greek eyes.",
            ),
        },
      },
      {
        title: "Persia and the Greeks",
        description: "The Ionian Revolt, Marathon, Xerxes' invasion, and how Greek authors shaped the image of Persia.",
        lesson: {
          title: "Reading Herodotus against Persian evidence",
          html: p(
            "The Ionian Revolt of 499 to 494 BC began when Greek cities on the Aegean coast of Anatolia rose against Persian-backed tyrants. Athens and Eretria sent ships, and the rebels burned Sardis. Persia crushed the revolt at the naval battle of Lade in 494 BC and sacked Miletus. In 490 BC an expedition under Datis and Artaphernes destroyed Eretria but was defeated by the Athenians and Plataeans at Marathon.",
            "Xerxes led a far larger invasion in 480 BC. After the delaying action at Thermopylae and the indecisive sea fighting at Artemisium, Persian forces burned Athens, but the Greek fleet won at Salamis in September 480. In 479 BC the Greeks defeated the Persian army at Plataea and destroyed the beached Persian fleet and its defenders at Mycale. For the Greeks these were foundational victories; from the Persian perspective they were the loss of a frontier campaign, and the empire remained intact for another 150 years. By the King's Peace of 387/386 BC the Persian king had even recovered the Greek cities of Asia.",
            "Almost all narrative history of these wars comes from Greeks: Herodotus, writing in the mid-fifth century, and Aeschylus, whose tragedy Persians was staged in Athens in 472 BC. Later authors added an enduring stereotype of Persia as luxurious, despotic and effeminate, a mirror in which Greeks defined their own freedom.",
            "From the 1980s the Achaemenid History Workshops, led by Heleen Sancisi-Weerdenburg and Am\u00e9lie Kuhrt, challenged this Hellenocentric view, and Pierre Briant's synthesis, From Cyrus to Alexander, built a history from Persian, Elamite, Babylonian, Egyptian and Aramaic sources. Persian self-presentation is very different. The Apadana reliefs at Persepolis show delegations from some two dozen peoples bringing gifts to the king in orderly procession, an image of willing harmony rather than conquest. Royal inscriptions stress the king's justice and his role in keeping order.",
            "The empire ended not through Greek resistance but through Alexander of Macedon, who crossed to Asia in 334 BC, defeated Darius III at Gaugamela in 331, and burned Persepolis. Darius III was killed by his own satrap Bessus in 330 BC.",
          ),
        },
      },
    ],
  },
];
