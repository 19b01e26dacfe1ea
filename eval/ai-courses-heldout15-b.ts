/** Fifteenth held-out evaluation courses, intermediate level (school nursing to paediatric dentistry); see ai-courses-heldout15.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT15_B: EvalCourse[] = [
  {
    slug: "school-nursing-health-in-education",
    discipline: "School nursing",
    title: "School Nursing: Health in the Education Setting",
    description:
      "What does a nurse do in a school of 900 pupils? This module answers through individual healthcare plans for long-term conditions, the management of asthma and anaphylaxis in school, vision and hearing screening programmes, and safeguarding referrals.",
    level: "intermediate",
    duration: "one semester (15 weeks, with 60 hours of placement)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Individual Healthcare Plans",
        description:
          "Pupils with diabetes, epilepsy and other long-term conditions need a written plan agreed by family, school and clinicians; we learn to write and review one.",
        lesson: {
          title: "Writing a plan that a teacher can follow",
          html:
            p(
              "An individual healthcare plan (IHP) is a written agreement, made between the school, the child's parents, the child where appropriate, and the healthcare professionals involved, that sets out what a pupil with a medical condition needs during the school day and what staff must do in an emergency. In England, schools have had a statutory duty since 2014, under section 100 of the Children and Families Act, to make arrangements for supporting pupils with medical conditions, and the Department for Education guidance of that name recommends IHPs where a condition is long-term, complex or could lead to an emergency. The school nurse often drafts the plan and trains the staff who will carry it out.",
              "A good plan is short enough for a supply teacher to read in two minutes and specific enough to act on. Vague phrases such as 'monitor closely' are replaced by observable triggers and actions. For a pupil with type 1 diabetes, for example, the plan states the target blood glucose range, when to check it (before lunch, before physical education, whenever the pupil feels unwell), and what to do at each reading.",
            ) +
            "<ul><li>Details of the condition, its triggers, signs and symptoms</li><li>Medication: name, dose, timing, side effects, where it is stored and who may give it</li><li>Arrangements for meals, physical education, exams and school trips</li><li>Which staff are trained, by whom, and when training is renewed</li><li>A clear emergency procedure, with contact numbers</li><li>The date of review, at least once a year or when the condition changes</li></ul>" +
            p(
              "For a pupil with epilepsy, the plan describes what the pupil's seizures look like, since a focal seizure with staring and lip-smacking may be missed, and specifies when to give rescue medication. Buccal midazolam is typically prescribed for a tonic-clonic seizure lasting five minutes or longer, and an ambulance is called if the seizure continues five minutes after it is given or if it is the first time the medicine has been used. The plan also records the pupil's own view: an adolescent who manages their condition independently should be supported to do so, not supervised as if they were seven.",
            ),
        },
      },
      {
        title: "Asthma and Anaphylaxis in School",
        description:
          "The two emergencies a school nurse most often trains staff for, and the spare inhalers and adrenaline pens that schools may now hold.",
        lesson: {
          title: "Recognising and treating the two commonest emergencies",
          html: p(
            "Asthma is the most common long-term condition in children, and in a typical secondary school several pupils in every class will have an inhaler. Most attacks in school are mild and respond to the child's own reliever, a salbutamol inhaler taken through a spacer. The school nurse teaches staff to recognise a worsening attack: a persistent cough, a wheeze, difficulty speaking in full sentences, a tight chest and, in young children, a complaint of tummy ache. Guidance from Asthma UK and the Department of Health advises one to two puffs of the reliever every 30 to 60 seconds, shaken between puffs, up to a maximum of ten puffs. If the child does not feel better or is getting worse, an ambulance is called and the ten puffs may be repeated while waiting. Signs of a life-threatening attack, such as blue lips, exhaustion or a silent chest, mean an ambulance is called immediately.",
            "Since 2014, schools in England have been allowed to buy and keep spare salbutamol inhalers for pupils who have been diagnosed with asthma and whose own inhaler is lost, empty or broken, provided parents have given consent and the pupil is on the school's register. From 2017 the same permission extended to spare adrenaline auto-injectors for pupils known to be at risk of anaphylaxis.",
            "Anaphylaxis is a severe, life-threatening allergic reaction, most often to food in children, with peanuts and tree nuts the leading causes. It usually develops within minutes of exposure. Staff are taught to look for problems with the airway (swelling of the tongue or throat, hoarse voice), breathing (wheeze, persistent cough) or circulation (pale, floppy, collapsed), which may or may not follow hives or vomiting. The treatment is intramuscular adrenaline, given at once into the outer thigh with an auto-injector. For children the dose is 150 micrograms up to a body weight of about 25 to 30 kg, and 300 micrograms above that. Staff then call an ambulance, lie the child down with legs raised, or sitting up if breathing is difficult, and give a second dose after five minutes if there is no improvement. A child must never be made to stand or walk, because this can cause a fatal fall in blood pressure.",
          ),
        },
      },
      {
        title: "Vision and Hearing Screening",
        description:
          "School entry screening finds children whose eyesight or hearing will hold them back in class, and this module covers how it is done, what the results mean and where to refer.",
        lesson: {
          title: "Screening at school entry: methods, thresholds and referral",
          html:
            p(
              "Screening differs from diagnosis. A screening test is applied to a whole population of apparently healthy children to pick out those at higher risk of a condition, who are then referred for diagnostic assessment. Because a screening programme will always produce some false positives and some false negatives, it is justified only when the condition is important, a reliable test exists, and early treatment improves the outcome, following the principles set out by Wilson and Jungner for the World Health Organization in 1968.",
              "In the United Kingdom, vision screening is recommended for all children aged four to five, in their reception year. Its main target is amblyopia, sometimes called lazy eye: reduced vision in one eye because the brain has favoured the other during early development, often as a result of a squint or a large difference in focusing power between the eyes. Amblyopia responds well to patching or atropine drops if treated before about seven years of age, which is why screening is done early. Each eye is tested separately with a crowded logMAR test, such as the Keeler crowded test, in which letters are presented in groups, because crowded letters detect amblyopia better than single ones.",
            ) +
            "<table><tr><th>Result (logMAR)</th><th>Snellen equivalent</th><th>Action</th></tr><tr><td>0.2 or better in each eye</td><td>6/9.5 or better</td><td>Pass</td></tr><tr><td>Worse than 0.2 in either eye</td><td>worse than 6/9.5</td><td>Refer to orthoptist</td></tr><tr><td>Unable to complete test</td><td>-</td><td>Retest, then refer</td></tr></table>" +
            p(
              "Hearing screening at school entry, where it is still offered, uses a sweep test with pure-tone audiometry: tones are presented to each ear at a fixed level, commonly 20 or 25 dB HL, at frequencies of 1, 2 and 4 kHz, and sometimes 0.5 kHz, and the child responds to each by a game such as placing a brick in a box. A child who misses any tone in either ear is retested after a few weeks, since glue ear, a temporary collection of fluid in the middle ear, is common after colds, and is referred to audiology if the result is repeated. The nurse explains the result to parents in writing and tells the class teacher where the child should sit.",
            ),
        },
      },
    ],
  },
  {
    slug: "rpa-bots-for-business-processes",
    discipline: "Robotic process automation",
    title: "Robotic Process Automation: Building Reliable Software Robots",
    description:
      "Software robots that operate existing applications through their user interfaces are the subject here: selecting and assessing processes for automation, designing bots with selectors and workflows, handling exceptions with retries and work queues, and running a programme through an automation centre of excellence.",
    level: "intermediate",
    duration: "6 weeks (online, about 8 hours a week)",
    plantedGap: "centre of excellence",
    modules: [
      {
        title: "Which Processes to Automate",
        description:
          "Scoring candidate processes for stability, volume and rule-based decisions before any bot is built.",
        lesson: {
          title: "Assessing a process for automation",
          html:
            p(
              "Robotic process automation (RPA) uses software robots, usually called bots, to carry out work that people do at a computer: logging into applications, copying data between screens, reading spreadsheets, filling in forms. The bot acts through the same user interface as a human, which is both the strength and the weakness of the technique. It needs no change to the underlying systems and can be built in weeks, but it breaks when a screen changes. Good process selection is therefore the most important decision in any RPA project.",
              "Analysts typically score each candidate process against a small set of criteria. A process is a good candidate when it is rule-based, so that every decision can be written down as an if-then rule; when its inputs are structured and digital, such as fields in a form rather than scanned handwriting; when it is stable, with applications and steps that will not change in the coming year; and when its volume is high enough to repay the cost of building and maintaining the bot.",
            ) +
            "<table><tr><th>Criterion</th><th>Good fit</th><th>Poor fit</th></tr><tr><td>Decisions</td><td>Fixed rules</td><td>Judgement, negotiation</td></tr><tr><td>Input</td><td>Structured, digital</td><td>Free text, paper</td></tr><tr><td>Stability</td><td>No system changes planned</td><td>Application being replaced</td></tr><tr><td>Volume</td><td>Thousands of cases a month</td><td>A few a week</td></tr><tr><td>Exceptions</td><td>Under about 10% of cases</td><td>Most cases unusual</td></tr></table>" +
            p(
              "The benefit is estimated in hours saved. Suppose a team processes 4,000 supplier invoices a month, each taking 6 minutes by hand. That is 400 hours a month. If a bot can handle 80% of invoices straight through, it saves 320 hours, about two full-time staff, less the time spent handling the exceptions it passes back. Against this stand the costs: licences, development, testing and, often underestimated, maintenance, which in many organisations consumes a quarter or more of the RPA team's time. A process owner should also ask whether the process should exist at all; automating a wasteful process only makes the waste faster.",
            ),
        },
      },
      {
        title: "Selectors, Workflows and Variables",
        description:
          "How does a bot find a button on a screen? This module answers that question and then builds a complete workflow.",
        lesson: {
          title: "Designing a bot that finds the right field every time",
          html: p(
            "A bot interacts with an application by locating user-interface elements, a text box, a button or a table cell, and acting on them. Commercial platforms such as UiPath, Automation Anywhere and Microsoft Power Automate locate elements with selectors: descriptions of an element written in terms of the attributes that the operating system or browser exposes. A selector for a web page might identify a button by its HTML tag, its id attribute and the title of the browser window, in a form such as an XML fragment listing the window and then the element. In a desktop application, the selector may use the accessibility name, the control type and the automation identifier.",
            "Robust selectors are the key to reliable bots. An attribute that stays the same each time the screen loads, such as a fixed id or a field label, is a good anchor. An attribute that changes, such as an index position in a list, a generated id containing a session number, or a window title that includes today's date, makes a fragile selector. Developers replace changing parts with wildcards, or anchor an element to a nearby label ('the text box to the right of the label Invoice number'). Image recognition and screen coordinates are last resorts, because a change of screen resolution breaks them.",
            "The workflow itself is designed like any program, with sequences for straight-line steps, flowcharts for branching logic and state machines for processes that move between defined states. Data pass between steps in variables, and values that may change, such as file paths, application URLs and credentials, are kept outside the workflow in a configuration file or in the orchestrator's asset store, with credentials held in an encrypted vault rather than in the code. A well-designed bot is split into small, reusable components: one to log in, one to read the input, one to process a single item, one to log out. Each can be tested alone, and when an application changes, only the affected component must be repaired.",
          ),
        },
      },
      {
        title: "Exceptions, Retries and Work Queues",
        description:
          "Bots fail, and this module shows how to design them so that failures are caught, retried or handed to a person without losing any work.",
        lesson: {
          title: "Business exceptions, system exceptions and the queue pattern",
          html: p(
            "Every bot in production meets situations its designer did not expect. The standard practice is to distinguish two kinds of exception. A business exception arises when the data break a business rule: an invoice without a purchase-order number, a customer whose account is closed, an amount above the approval limit. Trying again will not help, so the bot records the reason and passes the item to a person. A system exception arises when the technology fails: an application does not respond, a selector cannot find its element, a network drive is unavailable. Such failures are often temporary, so the bot closes the applications, restarts them and retries the item, typically up to two or three times, before marking it as failed.",
            "The work-queue pattern makes this reliable at scale. Instead of one bot reading a spreadsheet from top to bottom, a dispatcher process loads each case as a separate item into a queue held by the orchestration server. One or more performer bots take items from the queue one at a time, process them and set their status to successful, business exception or failed. Because each item's status is stored centrally, a bot that crashes halfway through a batch loses nothing: the orchestrator marks the interrupted item for retry and another bot can pick up where the first stopped. Queues also make scaling simple, since adding a second performer bot halves the time to clear the backlog without any change to the code.",
            "Logging and reporting complete the design. Each item should leave a log entry with its reference, the time taken and its outcome, and failed items should carry a screenshot taken at the moment of failure. From these logs the team measures the straight-through rate, the share of items that the bot completes without human help. A falling straight-through rate is often the first sign that a target application has changed, and it should trigger maintenance before users notice a backlog.",
          ),
        },
      },
    ],
  },
  {
    slug: "records-management-retention-classification",
    discipline: "Records management",
    title: "Managing Records: Classification, Retention and Disposal",
    description:
      "Every organisation creates records as evidence of what it did. This intermediate module shows how to identify records under ISO 15489, organise them with a business classification scheme, write and apply retention schedules, manage email as records, and carry out and document lawful disposal.",
    level: "intermediate",
    duration: "one semester (12 weeks)",
    plantedGap: "email",
    modules: [
      {
        title: "What Makes a Record",
        description:
          "We start from the definition of a record in ISO 15489 and the four qualities that make it trustworthy evidence.",
        lesson: {
          title: "Authenticity, reliability, integrity and usability",
          html: p(
            "The international standard for records management, ISO 15489-1 (first published in 2001 and revised in 2016), defines records as information created, received and maintained as evidence and as an asset by an organisation or person, in pursuance of legal obligations or in the transaction of business. The definition turns on function rather than format. A signed contract is a record, but so is a spreadsheet of approved grant payments, a database entry recording a planning decision, or a photograph taken by a building inspector. A draft that circulated only for comment, or a copy kept for convenience, usually is not, because the organisation does not rely on it as evidence of what it did.",
            "The standard sets out four characteristics of an authoritative record. A record is <b>authentic</b> if it can be proven to be what it purports to be, to have been created or sent by the person who purports to have done so, at the time purported. It is <b>reliable</b> if its contents can be trusted as a full and accurate representation of the transaction or fact, which generally means it was created at or soon after the event by someone with direct knowledge. It has <b>integrity</b> if it is complete and unaltered, or if any authorised changes are recorded. It is <b>usable</b> if it can be located, retrieved, presented and interpreted, with its links to related records intact.",
            "These qualities are secured mainly through metadata and through controls on the system that holds the records. Metadata record who created the record, when, in what business activity, and every later action on it: access, change of classification, transfer or destruction. A records management system, whether a dedicated electronic records system or a well-configured document library, prevents the record from being edited after it is declared, keeps an audit trail, and enforces access permissions. The difference between a shared drive and a records system is not storage but control: on a shared drive anyone with access can silently change or delete the evidence an organisation may need in a court, an audit or a freedom-of-information request.",
          ),
        },
      },
      {
        title: "The Business Classification Scheme",
        description:
          "Records are classified by what the organisation does, not by who it is; here we build a functional scheme from the top down.",
        lesson: {
          title: "Functions, activities and transactions",
          html:
            p(
              "A business classification scheme (BCS) is a hierarchical model of an organisation's business, used to title, file and retrieve its records and to link them to retention rules. Modern practice, following the Australian DIRKS methodology and ISO 15489, bases the scheme on functions rather than on the organisational chart. The reason is durability. Departments are merged, renamed and split every few years, but the things an organisation does, such as recruiting staff or paying suppliers, remain. A scheme built on functions survives reorganisation without refiling.",
              "The hierarchy usually has three levels. A <b>function</b> is a major responsibility of the organisation, an <b>activity</b> is a major task performed to carry out that function, and the <b>transaction</b> level, often represented by individual files or folders, records single instances of an activity.",
            ) +
            "<table><tr><th>Level</th><th>Example</th></tr><tr><td>Function</td><td>Human resource management</td></tr><tr><td>Activity</td><td>Recruitment</td></tr><tr><td>Transaction (file)</td><td>Recruitment: Senior Planning Officer, vacancy 2025/017</td></tr><tr><td>Function</td><td>Financial management</td></tr><tr><td>Activity</td><td>Accounts payable</td></tr><tr><td>Transaction (file)</td><td>Supplier invoices, March 2026</td></tr></table>" +
            p(
              "Building a scheme starts with analysis: reading the organisation's founding legislation or articles, its strategic plan, its procedures and its current filing, and interviewing staff about what they actually do. Common support functions, such as finance, personnel, property and information technology, appear in almost every organisation and can be adapted from published models such as the Local Government Classification Scheme in the United Kingdom. Core functions, those unique to the organisation, must be worked out afresh. Terms at each level should be nouns or noun phrases, used consistently, and defined in a scope note so that two staff members place the same record in the same place. A scheme of more than about four levels becomes hard to use, and users then fall back on a miscellaneous folder, the surest sign that a scheme has failed.",
            ),
        },
      },
      {
        title: "Retention Schedules and Disposal",
        description: "How long should a record be kept, who decides, and what evidence is left when it is destroyed?",
        lesson: {
          title: "Writing a retention rule and destroying records lawfully",
          html: p(
            "A retention schedule lists classes of records and states, for each class, how long the records must be kept and what happens to them at the end of that period. Each rule has three parts: a trigger, a period and an action. The trigger is the event from which the period runs, such as the end of the financial year, the date an employee leaves, or the closure of a contract. The period is the time to keep the records after the trigger. The action is destruction, review, or transfer to an archive for permanent preservation. A typical rule reads: 'Accounts payable records: retain for the current financial year plus six years, then destroy.' In England and Wales, the six years reflect the limitation period for actions in contract under the Limitation Act 1980; tax law sets similar minimums.",
            "Retention periods are derived from several sources, which the records manager researches and documents for each class: statutory requirements, limitation periods for legal claims, regulatory guidance, the organisation's own business needs, and historical value to future researchers. Data protection law adds a counterweight. The UK General Data Protection Regulation requires that personal data be kept no longer than necessary, so keeping records 'just in case' is itself a compliance risk. The schedule must be approved by senior management and, in public bodies, often by the national archives.",
            "Disposal is the point at which records management proves its worth. Destruction must be authorised, carried out securely, and documented. A disposal certificate or register records what was destroyed, under which retention rule, on whose authority, on what date and by what method, for example cross-cut shredding of paper to a stated particle size or certified deletion of electronic files. If an organisation is later asked for a record, the register allows it to show that the record was destroyed properly under policy. Disposal must also stop when a legal hold applies: once litigation or an investigation is reasonably anticipated, records that may be relevant must be preserved even if their period has expired, and destroying them can be a criminal offence.",
          ),
        },
      },
    ],
  },
  {
    slug: "volcanic-processes-and-hazards",
    discipline: "Volcanology",
    title: "Volcanic Processes and Hazards",
    description:
      "Volcanoes are treated here as physical systems: how magma forms and rises, why some eruptions are effusive and others explosive, how pyroclastic density currents and lahars destroy towns, and how observatories forecast eruptions from earthquakes, ground deformation and gas emissions.",
    level: "intermediate",
    duration: "one semester (2 lectures and 1 practical a week)",
    plantedGap: "lahar",
    modules: [
      {
        title: "Making and Moving Magma",
        description: "Rock melts in three ways in the Earth, and each is linked to a different tectonic setting.",
        lesson: {
          title: "Decompression, flux and heat: three routes to melting",
          html: p(
            "The Earth's mantle is almost entirely solid. Magma forms only where the conditions of a parcel of rock cross its solidus, the temperature at which melting begins at a given pressure. There are three ways to do this. The first is decompression melting. At mid-ocean ridges and beneath hotspots such as Hawaii, hot mantle rises; because it rises faster than it can lose heat, its temperature drops only slightly while the pressure falls a great deal, and since the solidus of peridotite falls with decreasing pressure, the rising rock begins to melt. Partial melting of perhaps 10 to 20% produces basaltic magma.",
            "The second is flux melting, which dominates at subduction zones. As an oceanic plate sinks, minerals in it break down with rising temperature and pressure and release water into the overlying mantle wedge. Water lowers the solidus of peridotite by several hundred degrees, so the wedge melts without any change in temperature. This is why chains of volcanoes, such as the Andes and the Japanese arc, lie roughly 100 km above the sinking slab. The third route is heat transfer: basaltic magma ponding at the base of the continental crust heats the surrounding rock, which has a lower melting point, and can melt it to produce silica-rich magmas such as rhyolite.",
            "Magma rises because it is less dense than the rock around it, typically by about 10%. It travels through the crust in dykes, vertical fractures that it opens as it goes, and often stalls in reservoirs several kilometres deep where its density matches that of the surrounding crust. In these reservoirs it cools and crystallises. Because the first minerals to form, such as olivine and calcium-rich plagioclase, are poor in silica, the remaining liquid becomes steadily richer in silica, a process called fractional crystallisation. A basaltic parent can thus evolve towards andesite, dacite and rhyolite. Since silica content controls viscosity and volatile content controls gas pressure, what happens in the reservoir largely decides how the volcano will erupt.",
          ),
        },
      },
      {
        title: "Effusive and Explosive Eruptions",
        description:
          "Viscosity and dissolved gas decide whether magma pours out as lava or shatters into ash, and we classify the results with the Volcanic Explosivity Index.",
        lesson: {
          title: "Viscosity, volatiles and the Volcanic Explosivity Index",
          html:
            p(
              "Magma contains dissolved volatiles, chiefly water, carbon dioxide and sulphur gases, held in solution by pressure. As magma rises and the pressure falls, the volatiles come out of solution as bubbles, just as carbon dioxide does when a bottle of fizzy drink is opened. What happens next depends on the magma's viscosity. In runny basalt, with a viscosity of perhaps 10 to 100 pascal-seconds, bubbles rise and escape freely, and the magma erupts as lava fountains and flows. In sticky rhyolite, with viscosities millions of times higher, the bubbles cannot escape. They expand until the foam makes up about 75% of the volume, at which point the magma fragments into pumice and ash that are driven upward by the expanding gas: an explosive eruption.",
              "Explosive eruptions produce two main kinds of deposit. A Plinian eruption column, named after Pliny the Younger, who described Vesuvius in AD 79, can rise 20 to 45 km into the stratosphere, and ash and pumice fall out downwind. When the column becomes too dense to keep rising, because the vent widens or the gas fraction falls, it collapses and the mixture of hot gas and particles flows down the volcano's flanks as a pyroclastic density current. Travelling at tens to hundreds of kilometres per hour at temperatures of several hundred degrees, these currents are the deadliest of volcanic phenomena; one destroyed the town of Saint-Pierre on Martinique in 1902, killing about 28,000 people.",
            ) +
            "<table><tr><th>VEI</th><th>Erupted volume</th><th>Example</th></tr><tr><td>0</td><td>&lt;10,000 m³</td><td>Kīlauea lava lakes</td></tr><tr><td>3</td><td>0.01 km³</td><td>Nevado del Ruiz, 1985</td></tr><tr><td>5</td><td>1 km³</td><td>Mount St Helens, 1980</td></tr><tr><td>6</td><td>10 km³</td><td>Pinatubo, 1991</td></tr><tr><td>7</td><td>100 km³</td><td>Tambora, 1815</td></tr></table>" +
            p(
              "The Volcanic Explosivity Index, introduced by Christopher Newhall and Stephen Self in 1982, grades eruptions from 0 to 8 chiefly by the volume of tephra erupted and the height of the column. Each step above VEI 2 represents a tenfold increase in volume, so a VEI 7 eruption expels about a hundred times more material than a VEI 5.",
            ),
        },
      },
      {
        title: "Monitoring and Forecasting",
        description:
          "Observatories watch for magma on the move using seismometers, ground deformation and gas measurements.",
        lesson: {
          title: "Reading the signals of unrest",
          html: p(
            "Most eruptions are preceded by days to months of unrest, because magma must break rock and displace the ground to reach the surface, and it releases gas as it rises. Volcano observatories combine three main kinds of measurement to detect these changes. None gives a reliable forecast alone; confidence comes from seeing several change together.",
            "Seismic monitoring is the backbone. A network of seismometers around the volcano records volcano-tectonic earthquakes, which are ordinary brittle fractures caused as magma pressure cracks the rock and which often migrate upward before an eruption. It also records long-period events and tremor, lower-frequency signals produced by fluids, magma or gas, resonating in cracks and conduits. A swarm of long-period events preceded the 1991 eruption of Pinatubo, and their recognition helped the Philippine Institute of Volcanology and Seismology and the United States Geological Survey evacuate tens of thousands of people days before the climactic eruption.",
            "Ground deformation shows magma accumulating. As a reservoir inflates, the ground above it rises and tilts outward. Tiltmeters detect changes of less than a microradian, GNSS receivers track positions to a few millimetres, and satellite radar interferometry (InSAR) maps deformation over whole volcanoes by comparing radar images taken weeks apart, with each colour fringe representing a few centimetres of movement towards or away from the satellite. A simple model of a spherical pressure source, the Mogi model, relates the pattern of uplift to the depth and volume change of the reservoir.",
            "Gas measurements complete the picture. Sulphur dioxide is measured remotely by ultraviolet spectrometers that scan the plume, and a rise in emission from a few hundred to several thousand tonnes a day usually indicates fresh magma at shallow depth. The ratio of carbon dioxide to sulphur dioxide is also informative, because carbon dioxide leaves magma at greater depth: a rising ratio can signal magma entering the system from below. Observatories translate their interpretation into alert levels, which in the United States run from normal through advisory and watch to warning.",
          ),
        },
      },
    ],
  },
  {
    slug: "paediatric-dentistry-caries-pulp-care",
    discipline: "Paediatric dentistry",
    title: "Paediatric Dentistry: Development, Caries and Pulp Care",
    description:
      "Children are not small adults, least of all in the mouth. This module takes dental students through the eruption of the primary and permanent dentitions, caries risk assessment and the use of fluoride, pulp therapy for primary molars, and the management of dental trauma.",
    level: "intermediate",
    duration: "one semester (lectures and clinical sessions)",
    plantedGap: "trauma",
    modules: [
      {
        title: "Dental Development and Eruption",
        description:
          "Knowing when each tooth should appear lets the clinician tell a normal mouth from an abnormal one.",
        lesson: {
          title: "The primary and permanent dentitions",
          html:
            p(
              "Humans have two dentitions. The primary, or deciduous, dentition has 20 teeth: in each quadrant, two incisors, one canine and two molars. The permanent dentition has 32, adding premolars, which replace the primary molars, and three permanent molars in each quadrant, which erupt behind the primary teeth and replace nothing. Tooth development begins in the sixth week of intra-uterine life, and the crowns of all primary teeth and of the first permanent molars start to calcify before birth, which is why illness in pregnancy or early infancy can leave lasting marks on the enamel.",
              "Eruption times vary by several months between healthy children, and girls' permanent teeth generally erupt slightly earlier than boys'. The following approximate ages are widely taught:",
            ) +
            "<table><tr><th>Tooth</th><th>Primary eruption</th><th>Permanent eruption</th></tr><tr><td>Central incisors</td><td>6-10 months</td><td>6-8 years</td></tr><tr><td>Lateral incisors</td><td>8-12 months</td><td>7-9 years</td></tr><tr><td>First molars</td><td>12-18 months</td><td>6-7 years (first permanent molar)</td></tr><tr><td>Canines</td><td>16-22 months</td><td>9-12 years</td></tr><tr><td>Second molars</td><td>24-33 months</td><td>11-13 years (second permanent molar)</td></tr></table>" +
            p(
              "The primary dentition is normally complete by about three years of age, and the mixed dentition, with both primary and permanent teeth present, lasts from about six to twelve years. The first permanent molar often erupts unnoticed behind the primary teeth and is sometimes mistaken by parents for a baby tooth, a misunderstanding that matters because it is the tooth most at risk of decay in childhood.",
              "Clinicians should investigate when eruption is markedly out of step. A rule of thumb is that a delay of more than twelve months beyond the normal range, or a difference of more than six months between the same tooth on the left and right sides, needs a radiograph. Causes include a missing permanent successor, a supernumerary tooth blocking the path of eruption, as commonly happens with the mesiodens between the upper central incisors, or systemic conditions such as hypothyroidism and cleidocranial dysplasia.",
            ),
        },
      },
      {
        title: "Caries Risk and Fluoride",
        description: "Assessing each child's risk of decay and matching fluoride and fissure sealants to that risk.",
        lesson: {
          title: "From risk assessment to a prevention plan",
          html: p(
            "Dental caries is a disease of the biofilm on the tooth surface. Bacteria in dental plaque, notably <i>Streptococcus mutans</i> and lactobacilli, ferment dietary sugars to acids, and when the pH at the tooth surface falls below about 5.5 for enamel, the mineral begins to dissolve. Saliva buffers the acid and supplies calcium and phosphate for remineralisation, so caries develops only when the periods of demineralisation outweigh those of repair. The frequency of sugar intake matters more than the total amount, since each sugary snack or drink starts a new acid attack lasting twenty minutes or more.",
            "Caries risk assessment places each child in a risk category so that prevention can be matched to need. Recognised tools include the American Academy of Pediatric Dentistry's caries-risk assessment form and the Cariogram. The strongest single predictor is past caries experience: a child who already has decay is likely to develop more. Other indicators are frequent sugar intake between meals, visible plaque, early enamel lesions seen as white spots, a mother or sibling with active decay, low family income, and medical conditions or medicines that reduce saliva.",
            "Fluoride is the cornerstone of prevention. It acts mainly at the tooth surface after eruption, slowing demineralisation, enhancing remineralisation and forming fluorapatite, which is less soluble than the original mineral. In England, the guidance <i>Delivering Better Oral Health</i> recommends that children under three use a smear of toothpaste containing at least 1,000 ppm fluoride, and that children from three to six use a pea-sized amount of toothpaste containing more than 1,000 ppm, with 1,350 to 1,500 ppm advised for children at higher risk. Children should spit out after brushing but not rinse, so that fluoride stays in the mouth. For children from three years upward, fluoride varnish at 22,600 ppm is applied professionally at least twice a year, and more often for children at high risk.",
            "Fissure sealants protect the pits and fissures of the permanent molars, where most caries in school-age children begins. A resin sealant is applied to clean, etched, dry enamel shortly after the tooth erupts; glass-ionomer sealants are used where moisture control is difficult. Sealants should be checked at every recall visit and repaired when partly lost.",
          ),
        },
      },
      {
        title: "Pulp Therapy for Primary Molars",
        description:
          "When decay reaches the pulp of a baby tooth, the choice lies between pulpotomy, pulpectomy and extraction.",
        lesson: {
          title: "Pulpotomy, pulpectomy and the case for keeping a primary molar",
          html: p(
            "A primary molar is worth saving if it will otherwise be lost years before its successor erupts. The lower second primary molar, for example, normally stays in the mouth until eleven or twelve years of age, and early loss allows the first permanent molar to drift forward and close the space needed by the premolar. Because the enamel and dentine of primary teeth are thin and the pulp chambers large, caries reaches the pulp much sooner than in a permanent tooth, and clinicians must decide which form of pulp therapy, if any, is appropriate.",
            "The decision rests on the state of the pulp. If the child reports no spontaneous pain, the tooth is not tender to percussion, there is no swelling or sinus, and the radiograph shows no bone loss between the roots, the coronal pulp may be inflamed but the radicular pulp is probably healthy. A pulpotomy is then indicated. Under local anaesthesia and rubber dam isolation, the caries is removed, the roof of the pulp chamber is taken off and the coronal pulp is amputated with a sterile bur or excavator down to the canal openings. Bleeding from the radicular stumps should stop within about five minutes under a damp cotton pellet; persistent bleeding suggests the inflammation extends into the roots and a pulpotomy will fail. The stumps are covered with a medicament, now usually mineral trioxide aggregate (MTA) or a calcium silicate cement, since formocresol has fallen from favour over concerns about its toxicity. The tooth is then restored, preferably with a preformed metal crown, which has the lowest failure rate of any restoration on primary molars.",
            "If the pulp is irreversibly inflamed or necrotic, as shown by spontaneous pain, a sinus, or bone loss in the furcation, the choice lies between pulpectomy and extraction. Pulpectomy removes the whole pulp and fills the canals with a resorbable paste such as zinc oxide and iodoform, which dissolves as the roots resorb. It is technically demanding in primary molars, whose canals are curved and ribbon-shaped, and demands a cooperative child. Where cooperation is limited, or the tooth is close to exfoliation, extraction, with a space maintainer if needed, is usually the better course.",
          ),
        },
      },
    ],
  },
];
