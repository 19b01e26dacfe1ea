/** Seventy-sixth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout76.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT76_B: EvalCourse[] = [
  {
    slug: "victims-harm-and-justice-contemporary-victimology",
    discipline: "Victimology",
    title: "Victims, Harm and Justice: Contemporary Victimology",
    description:
      "Who counts as a victim, and who decides? Building on introductory criminology, the module traces victimology from victim precipitation to its critical and feminist strands, examines what crime surveys reveal about repeat victimisation, assesses the victim's changing place in the criminal process, and weighs the promise and limits of restorative justice.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "restorative justice",
    modules: [
      {
        title: "From Victim Precipitation to Critical Victimology",
        description:
          "The intellectual history of the field, from early typologies and lifestyle theories to critical and feminist challenges.",
        lesson: {
          title: "Theories of victimisation",
          html: p(
            "Victimology began as a branch of criminology concerned with the victim's contribution to the crime. Hans von Hentig's The Criminal and His Victim (1948) classified victims by characteristics he believed made them vulnerable, such as youth, old age and mental disability, and Benjamin Mendelsohn, who is credited with coining the term 'victimology', ranked victims on a scale of culpability from the 'completely innocent' to those 'more guilty than the offender'. Marvin Wolfgang's study of homicides in Philadelphia (1958) found that in 26 per cent of cases the victim had been the first to use force, which he called victim precipitation. When Menachem Amir applied the same idea to rape in 1971, the concept was rightly attacked for blaming victims, and positivist victimology has carried that charge ever since.",
            "Later theories moved from the victim's character to the patterns of everyday life. Hindelang, Gottfredson and Garofalo's lifestyle-exposure theory (1978) argued that demographic differences in victimisation reflect different exposure to risky times, places and people. Cohen and Felson's routine activity theory (1979) held that direct-contact predatory crime requires the convergence of a motivated offender, a suitable target and the absence of a capable guardian; they explained rising post-war burglary by the growth of homes left empty during the day and of light, portable consumer goods.",
            "Critical victimology asks why some harms and some people are recognised as victims and others are not. Nils Christie's 'ideal victim' (1986) is weak, engaged in a respectable activity, in a place where they cannot be blamed, and attacked by a big, bad stranger, a picture that fits few real victims, who are often young men, or women harmed by partners. Critical writers such as Rob Mawby and Sandra Walklate extend the field to corporate and state harm and to structural inequality, while feminist research on domestic and sexual violence exposed harms that official statistics and early surveys largely missed, and questioned whether 'victim' or 'survivor' better describes the people concerned.",
          ),
        },
      },
      {
        title: "Counting Victims: Surveys and Repeat Victimisation",
        description:
          "What victimisation surveys measure, why they differ from police records, and what the concentration of crime on repeat victims means for prevention.",
        lesson: {
          title: "Crime surveys and repeat victimisation",
          html: p(
            "Police-recorded statistics count only crimes that are reported and recorded. Victimisation surveys ask a sample of the public directly about their experiences, and so reveal part of the 'dark figure' of unrecorded crime. The US National Crime Victimization Survey has run since 1973; in England and Wales the British Crime Survey began in 1982 and was renamed the Crime Survey for England and Wales (CSEW) in 2012. The CSEW asks people in households about incidents in the previous twelve months, and for the offences it covers its trends are generally a better guide to long-run change than police figures, which shift with recording practice.",
            "Surveys have limits. Household samples miss people living in institutions and those without a fixed address; the CSEW added fraud and computer misuse only in the mid-2010s; and crimes against businesses and offences without a direct individual victim fall outside its scope. For many years the CSEW also capped 'series' incidents, repeated offences of the same kind by the same perpetrator, at five per respondent. Walby, Towers and Francis showed that this substantially under-counted violent crime, especially domestic violence against women, and the Office for National Statistics has since changed its method.",
            "The most important finding of victimisation surveys for policy is that victimisation is concentrated. A small proportion of people and places experience a large share of all crime, and a victim's risk of being targeted again is highest shortly after the first incident. The Kirkholt Burglary Prevention Project in Rochdale in the late 1980s prioritised homes that had already been burgled, upgrading security, removing coin-operated fuel meters that attracted thieves and organising 'cocoon' neighbourhood watch around each victim; burglary on the estate fell by well over half. Graham Farrell and Ken Pease's report Once Bitten, Twice Bitten (1993) made the case for preventing repeats as a national strategy.",
            "Two explanations compete. 'Flag' accounts hold that some targets are persistently attractive; 'boost' accounts hold that the first offence teaches the offender, or others, about the target. Evidence that repeats are often committed by the same offender supports boost explanations, and both imply that protecting recent victims is an efficient use of limited resources.",
          ),
        },
      },
      {
        title: "The Victim in the Criminal Process",
        description:
          "How victims' rights and participation have been built into criminal justice in England and Wales, and the tensions this creates within an adversarial system.",
        lesson: {
          title: "Rights, statements and special measures",
          html:
            p(
              "In an adversarial system the state prosecutes, and the victim's formal role is that of a witness. By the 1980s this 'forgotten party' had become a political concern, encouraged by victim surveys, the growth of Victim Support and the 1985 UN Declaration of Basic Principles of Justice for Victims of Crime and Abuse of Power. Since then England and Wales have built up a layered set of entitlements:",
            ) +
            "<ul><li>the Criminal Injuries Compensation Scheme, established in 1964 and now run on a statutory tariff;</li><li>the Victims' Charter of 1990, replaced by the Code of Practice for Victims of Crime in 2006 and revised in 2020 around twelve rights, including rights to information, to make a statement and to be referred to support services;</li><li>the Victims and Prisoners Act 2024, which set the principles of the Code in statute;</li><li>special measures under the Youth Justice and Criminal Evidence Act 1999 for vulnerable and intimidated witnesses, including screens, live links, video-recorded evidence-in-chief and the removal of wigs and gowns.</li></ul>" +
            p(
              "The victim personal statement, introduced in 2001, allows victims to describe the effect of the crime on them, and since 2013 they may choose to read it aloud in court before sentence. Judges must take it into account, but only as evidence of harm: the victim's opinion about the appropriate sentence is not relevant, a line drawn to protect consistency and the principle that punishment is a public function.",
              "These reforms create tensions. Participation may validate victims but raise expectations the process cannot meet, and statements and special measures must be balanced against the defendant's right to a fair trial under Article 6 of the European Convention on Human Rights. Research on secondary victimisation, the additional harm caused by insensitive treatment from police, lawyers and courts, shows that how victims are treated often matters to them as much as the outcome, a finding that links victimology to procedural justice theory.",
            ),
        },
      },
    ],
  },
  {
    slug: "systems-engineering-from-requirements-to-verification",
    discipline: "Systems engineering",
    title: "Systems Engineering: From Requirements to Verification",
    description:
      "Requirements writing, functional architecture, trade studies, and verification and validation through the V-model: the core toolkit of systems engineering, practised on a running case study of a small survey drone designed by student teams across the term.",
    level: "intermediate",
    duration: "twelve weeks (one lecture and one three-hour team studio a week)",
    plantedGap: "trade studies",
    modules: [
      {
        title: "Writing Requirements That Can Be Verified",
        description:
          "The characteristics of good requirements, and how to turn stakeholder needs into testable system requirements.",
        lesson: {
          title: "From stakeholder needs to good requirements",
          html:
            p(
              "Stakeholder needs state what the people with an interest in a system want, in their own words: 'the drone should fly long enough to survey a field'. System requirements translate those needs into precise, design-independent statements that the engineering team can build and verify against. The INCOSE Guide to Writing Requirements lists the characteristics a well-formed requirement should have; the most important to apply from the start are:",
            ) +
            "<ul><li><strong>necessary</strong>: removing it would leave a need unmet;</li><li><strong>unambiguous</strong>: it can be read only one way;</li><li><strong>singular</strong>: it states one thing, so the word 'and' is a warning sign;</li><li><strong>feasible</strong>: it can be achieved within known constraints of technology, cost and schedule;</li><li><strong>verifiable</strong>: there is a practical way to show that it has been met;</li><li><strong>correct</strong> and <strong>conforming</strong>: it reflects the real need and follows the project's agreed style.</li></ul>" +
            p(
              "Binding requirements are written with 'shall', and vague words are banned: 'user-friendly', 'adequate', 'fast', 'as appropriate' and 'minimise' cannot be verified. Compare 'The drone shall have long endurance' with 'The drone shall remain airborne for at least 45 minutes in level flight at 15 m/s carrying a 1.2 kg payload in ISA sea-level conditions.' The second fixes the quantity, the conditions and the threshold, so a test can pass or fail it.",
              "Each requirement carries attributes as well as text: a unique identifier; the rationale, which explains why it exists and prevents something important being deleted later; its source or parent need; a priority; and the planned verification method. The four classical methods are inspection, analysis, demonstration and test. Recording these attributes from the outset creates the traceability that later links each requirement upwards to a need and downwards to design elements and verification activities, so that the effect of any change can be followed through the project.",
            ),
        },
      },
      {
        title: "Functional Architecture and Allocation",
        description:
          "Decomposing what the system must do into functions, and allocating those functions to physical elements within resource budgets.",
        lesson: {
          title: "Functions, blocks and budgets",
          html: p(
            "A functional architecture describes what the system must do, independently of how it will do it. Decomposition starts from the top-level function, for the survey drone 'Conduct survey mission', and breaks it into subfunctions: prepare, launch, navigate to the survey area, capture imagery, return, land and offload data. Each subfunction can be decomposed further, for example 'navigate' into 'determine position', 'compute route' and 'control attitude'. Functional flow block diagrams (FFBDs) show the sequence and logic of these functions, including parallel and alternative paths; in SysML the same information is usually captured in activity diagrams.",
            "Allocation maps functions onto physical elements: 'determine position' to a GNSS receiver and inertial measurement unit, 'capture imagery' to a camera and gimbal, 'control attitude' to the flight controller, speed controllers and motors. A good architecture has high cohesion within elements and low coupling between them, so that a change to one element ripples as little as possible into the others. SysML block definition diagrams show the hierarchy of system elements, and internal block diagrams show how parts connect and what flows between them: power, data, forces and heat.",
            "A physical architecture must fit within budgets. A mass budget divides the maximum take-off mass among airframe, propulsion, battery, avionics and payload; a power budget does the same for electrical power. For a drone the two are tightly linked, because battery mass sets both endurance and weight. Each allocation carries a growth margin that shrinks as the design matures: a common practice is a mass margin of 15 to 25 per cent at concept stage, reduced towards about 5 per cent by the critical design review as estimates are replaced by measured values. A concept with no margin is a design that will almost certainly exceed its limits later, because early estimates are nearly always optimistic.",
            "The architecture should also be checked against every system requirement: each must be allocated to at least one element, and any element that satisfies no requirement should be questioned.",
          ),
        },
      },
      {
        title: "The V-Model: Verification and Validation",
        description:
          "How the two sides of the V relate, the difference between verification and validation, and how reviews and traceability hold the life cycle together.",
        lesson: {
          title: "Reading the V",
          html: p(
            "The V-model lays out the technical life cycle as a letter V. The left side descends through decomposition and definition: stakeholder needs, system requirements, architecture, and subsystem and component design. The bottom is implementation. The right side ascends through integration and verification, from components to subsystems to the integrated system, each verified against the specification written at the same level on the left. The horizontal links across the V are the point of the model: the verification plan for each level should be written when the requirements at that level are written, not after the hardware exists.",
            "Verification answers the question 'did we build the system right?', that is, does it meet its specified requirements? Validation answers 'did we build the right system?', that is, does it meet the stakeholders' needs in its intended environment? A drone can pass every verification test and still fail validation if, for example, the endurance requirement was specified at sea level but the customer surveys upland farms in cold, windy weather.",
            "Each requirement's verification method is chosen for cost and confidence. The 45-minute endurance requirement might be verified by analysis at design reviews, using battery capacity and measured power draw, and then by test in flight trials before acceptance. A requirement that the payload bay accepts a standard camera mount might be verified simply by inspection. A requirements verification traceability matrix records, for every requirement, its method, the procedure, the result and the evidence.",
            "Technical reviews act as gates. A system requirements review confirms that the requirements are complete and agreed; a preliminary design review that the architecture meets them; a critical design review that the detailed design is ready to build; and a test readiness review that articles, procedures and facilities are ready. ISO/IEC/IEEE 15288 defines the life-cycle processes that sit behind these reviews and behind the V itself.",
          ),
        },
      },
    ],
  },
  {
    slug: "ensemble-taiko-technique-rhythm-and-form",
    discipline: "Taiko drumming",
    title: "Ensemble Taiko: Technique, Rhythm and Form",
    description:
      "Hit with the whole body, hear the ji-uchi under every pattern, and speak a piece in kuchi shōga before you play it. For players with at least a year's experience, sessions develop stance and kata, base rhythms, the roles of the drums within a kumi-daiko group, and odaiko solos.",
    level: "intermediate",
    duration: "ten weeks (one two-hour rehearsal a week)",
    plantedGap: "odaiko solos",
    modules: [
      {
        title: "Stance, Grip and Kata",
        description:
          "The physical foundations of ensemble playing: grounded stances, a relaxed bachi grip and the set movements that make taiko visual.",
        lesson: {
          title: "Playing with the whole body",
          html: p(
            "Modern ensemble taiko, kumi-daiko, is usually traced to Daihachi Oguchi, a jazz drummer who in 1951 arranged a shrine drum piece for several drums of different sizes and founded Osuwa Daiko in Nagano. Ondekoza, founded on Sado Island in 1969, and Kodo, formed from it in 1981, made the form famous worldwide, and Seiichi Tanaka's San Francisco Taiko Dojo, founded in 1968, began its growth in North America. From the start, ensemble taiko has been as much about movement as about sound.",
            "Power comes from the ground, not the arms. In the common low stance for a nagado-daiko on a slanted stand, the player faces the drum with the feet about twice shoulder width apart, the front knee bent over the toes, the back leg long and the hips low; the weight is centred, so the position can be held through a long piece. For a drum on a low horizontal stand the player may kneel; for drums at chest height a wide, even horse stance is used. In every case the core is engaged and the shoulders relaxed.",
            "The bachi are held near the end, firmly with the little and ring fingers and loosely with the thumb and index finger, so that the stick can rebound. A good stroke starts from the hips and back, travels through the shoulder and elbow, and lets the bachi fall onto the skin; strangling the stick kills both the tone and the wrists. Aim for the centre of the head for a full tone, and let the bachi bounce off rather than pressing into the skin.",
            "Kata is the set form of movement for each stroke: where the arms travel, how high the bachi rise, where the eyes look and how the body turns between beats. In a group, matching kata matters as much as matching rhythm. Audiences see a raised bachi before they hear the stroke, so a late or ragged movement looks wrong even when the sound is together. Practise kata slowly in front of a mirror, then film full run-throughs and compare each player with the group.",
          ),
        },
      },
      {
        title: "Ji-uchi and Kuchi Shōga",
        description:
          "The base rhythms that hold a piece together and the spoken syllables taiko players use to learn, teach and remember them.",
        lesson: {
          title: "Speaking and holding the base rhythm",
          html:
            p(
              "Most taiko pieces are taught orally through kuchi shōga, a system of syllables that stand for strokes and rests. Conventions vary between groups, but the core is widely shared:",
            ) +
            "<table><tr><th>Syllable</th><th>Meaning</th></tr><tr><td>don</td><td>a full stroke in the centre of the head</td></tr><tr><td>do ko (doko)</td><td>two quicker strokes within one beat, usually right then left</td></tr><tr><td>tsu</td><td>a light stroke, and the typical sound of the shime-daiko</td></tr><tr><td>ka (kara)</td><td>a stroke on the rim; kara is two rim strokes</td></tr><tr><td>su</td><td>a rest, often with a silent movement of the bachi</td></tr></table>" +
            p(
              "Speaking a pattern before playing it fixes the rhythm, accents and hand pattern in memory, and lets a group rehearse without drums. A phrase such as don doko don don, kara don su is learned by saying it in time, then clapping it, then playing it, and only then speeding it up.",
              "The ji-uchi is the base rhythm that runs underneath a piece, usually on a shime-daiko or a second nagado-daiko, while other players perform the main patterns over it. Two feels recur constantly. The straight ji-uchi, doko doko, divides each beat evenly. The swung ji-uchi, don-ko don-ko, places the second stroke late, in a long-short feel close to a triplet shuffle, and underlies many festival-derived pieces.",
              "A ji-uchi player carries the tempo for the whole group, so the commonest fault, rushing in loud passages and dragging in quiet ones, affects everyone. Practise with a metronome at a moderate tempo, such as 100 beats per minute, for several minutes without variation, then at 60 and at 140. Record yourself and listen for evenness of volume between the hands. Above all, players of the main patterns must listen to the ji-uchi; the base rhythm, not the loudest drum, keeps time.",
            ),
        },
      },
      {
        title: "Who Plays What? The Drums of a Kumi-daiko Group",
        description: "The main drum types, how they are made, and the musical role each plays in an arrangement.",
        lesson: {
          title: "Drums, roles and arranging for the group",
          html:
            p(
              "Japanese drums are of two broad types of construction. Byō-uchi-daiko have heads tacked permanently to the body and cannot be retuned once made. Shime-daiko have heads stretched over iron rings and tensioned with ropes or bolts, so they can be tightened to a high, cracking pitch.",
              "The nagado-daiko, also called miya-daiko, is the workhorse: a tacked-head drum whose body was traditionally carved from a single section of a tree trunk, often keyaki (zelkova), with cowhide heads. It gives a deep, resonant tone and carries most main patterns. The shime-daiko is small and high-pitched; in a group it usually plays the ji-uchi, and its cutting tone keeps everyone together. The okedo-daiko is built from staves like a barrel, with rope-tensioned heads; lighter than a nagado, it can be slung from the shoulder and played on the move. The atarigane, a small hand-held brass gong struck with a deer-antler beater, often provides a bright time reference in festival pieces.",
              "Arranging for the group means deciding who holds the pulse and who decorates it. A useful starting layout for a short piece is:",
            ) +
            "<ol><li>shime-daiko on ji-uchi throughout;</li><li>two or three nagado-daiko playing the main pattern in unison;</li><li>an okedo-daiko or a second shime answering in call and response;</li><li>a closing section in which every drum plays the main pattern together before a unison ending.</li></ol>" +
            p(
              "Leave space. Ma, the meaningful silence between strokes, is as much a part of taiko as the strokes themselves, and a crowded arrangement loses the impact of the unison hits. Look after the instruments too: keep drums covered between rehearsals and away from radiators, which dry and crack both skins and bodies, and check the tension of rope-tensioned drums before each rehearsal.",
            ),
        },
      },
    ],
  },
  {
    slug: "corporate-sustainability-reporting-standards-and-practice",
    discipline: "Sustainability reporting",
    title: "Corporate Sustainability Reporting: Standards and Practice",
    description:
      "Investors, lenders and regulators now expect sustainability information to be as decision-useful as the financial statements. The module works through the ISSB standards IFRS S1 and S2, greenhouse gas accounting across Scopes 1, 2 and 3, single and double materiality, and the external assurance of sustainability disclosures.",
    level: "intermediate",
    duration: "nine weeks (one three-hour workshop a week)",
    plantedGap: "external assurance",
    modules: [
      {
        title: "The ISSB Standards: IFRS S1 and S2",
        description:
          "The origins, structure and core requirements of the International Sustainability Standards Board's first two standards.",
        lesson: {
          title: "Reading IFRS S1 and S2",
          html:
            p(
              "The International Sustainability Standards Board (ISSB) was announced by the IFRS Foundation at COP26 in Glasgow in November 2021, absorbing the Climate Disclosure Standards Board and the Value Reporting Foundation, home of the SASB Standards. It issued its first two standards in June 2023, effective for annual reporting periods beginning on or after 1 January 2024, although each jurisdiction decides whether and when to require them.",
              "IFRS S1, General Requirements for Disclosure of Sustainability-related Financial Information, requires an entity to disclose information about sustainability-related risks and opportunities that could reasonably be expected to affect its cash flows, its access to finance or its cost of capital over the short, medium or long term. The audience is the primary users of general purpose financial reports: investors, lenders and other creditors. The disclosures form part of general purpose financial reporting, for the same reporting entity and period as the financial statements.",
              "IFRS S2, Climate-related Disclosures, applies the same architecture to climate. Both standards are organised around the four pillars inherited from the Task Force on Climate-related Financial Disclosures (TCFD):",
            ) +
            "<ul><li><strong>governance</strong>: how the board and management oversee sustainability-related risks and opportunities;</li><li><strong>strategy</strong>: their effects on the business model, value chain, financial position and performance, including climate resilience assessed through scenario analysis;</li><li><strong>risk management</strong>: the processes used to identify, assess, prioritise and monitor them;</li><li><strong>metrics and targets</strong>: including Scope 1, 2 and 3 emissions and industry-based metrics derived from the SASB Standards.</li></ul>" +
            p(
              "Transition reliefs ease the first year: an entity may report on climate alone ('climate first'), need not disclose Scope 3 emissions, need not give comparative information, and may publish its sustainability disclosures after its financial statements. Students should be able to locate each requirement in the standards and explain how it connects to the financial statements, for example where a transition plan shortens the useful lives of assets or changes impairment assumptions.",
            ),
        },
      },
      {
        title: "Greenhouse Gas Accounting: Scopes 1, 2 and 3",
        description:
          "Setting organisational boundaries and calculating emissions under the Greenhouse Gas Protocol Corporate Standard.",
        lesson: {
          title: "Calculating an emissions inventory",
          html: p(
            "IFRS S2 requires greenhouse gas emissions to be measured in accordance with the Greenhouse Gas Protocol Corporate Accounting and Reporting Standard (2004) unless a jurisdictional authority requires a different method. The first step is the organisational boundary: an entity consolidates emissions either by equity share or by control, financial or operational, and must apply its chosen approach consistently and say which it uses.",
            "Emissions are then classified into three scopes. Scope 1 covers direct emissions from sources the entity owns or controls, such as boilers, vehicle fleets and process emissions. Scope 2 covers indirect emissions from the generation of purchased electricity, steam, heat and cooling. Scope 3 covers all other indirect emissions in the value chain, divided into fifteen categories: eight upstream, such as purchased goods and services (category 1) and business travel (category 6), and seven downstream, such as use of sold products (category 11) and investments (category 15).",
            "Most calculations multiply activity data by an emission factor. Suppose an office consumed 1,200,000 kWh of grid electricity in the UK in 2023. Using the UK government's 2023 conversion factor for grid electricity generation of about 0.207 kg CO2e per kWh, location-based Scope 2 emissions are 1,200,000 × 0.207 = 248,400 kg, or about 248 tonnes CO2e. The GHG Protocol Scope 2 Guidance (2015) requires dual reporting: a location-based figure using average grid intensity, and a market-based figure reflecting contractual instruments such as energy attribute certificates, which in the UK are Renewable Energy Guarantees of Origin. If the office bought a tariff backed by certificates for all its consumption, its market-based figure could be close to zero while its location-based figure remained about 248 tonnes.",
            "Gases other than carbon dioxide are converted to CO2 equivalent using 100-year global warming potentials; IFRS S2 requires the values from the latest IPCC assessment available at the reporting date. In the Sixth Assessment Report, methane of fossil origin has a 100-year global warming potential of about 30.",
          ),
        },
      },
      {
        title: "What Is Material? Financial and Double Materiality",
        description:
          "How the ISSB and the European Sustainability Reporting Standards define materiality, and how a materiality assessment is carried out.",
        lesson: {
          title: "Carrying out a materiality assessment",
          html:
            p(
              "Materiality decides what is reported, and the two main regimes define it differently. The ISSB uses financial materiality: information is material if omitting, misstating or obscuring it could reasonably be expected to influence decisions that primary users of general purpose financial reports make on the basis of those reports. The starting point is the effect of sustainability matters on the entity.",
              "The EU's Corporate Sustainability Reporting Directive (CSRD) and the European Sustainability Reporting Standards (ESRS), adopted in 2023, use double materiality. A sustainability matter is material if it is material from an impact perspective, because the undertaking has actual or potential, positive or negative impacts on people or the environment, or from a financial perspective, because it generates risks or opportunities that affect the undertaking's development, financial position, performance, cash flows, access to finance or cost of capital. Meeting either test is enough. The Global Reporting Initiative (GRI) Standards have long taken the impact perspective.",
              "A double materiality assessment typically follows these steps:",
            ) +
            "<ol><li>understand the context: business model, value chain, affected stakeholders and sector;</li><li>identify actual and potential impacts, risks and opportunities (IROs) across own operations and the upstream and downstream value chain;</li><li>assess negative impacts by severity, meaning scale, scope and irremediable character, and, for potential impacts, likelihood; assess risks and opportunities by likelihood and the potential size of financial effects;</li><li>set and justify thresholds, consolidate the material matters and document the process and its results.</li></ol>" +
            p(
              "Engagement with affected stakeholders informs every step, especially for impacts on workers, communities and consumers, and EFRAG's implementation guidance stresses a documented, repeatable process rather than a ranking driven by a stakeholder survey. An impact can also become financially material over time: water scarcity that harms local communities may lead to regulation or licence restrictions on the company's own water use.",
            ),
        },
      },
    ],
  },
  {
    slug: "teaching-english-to-adults-lesson-design-and-classroom-practice",
    discipline: "Teaching English as a foreign language",
    title: "Teaching English to Adults: Lesson Design and Classroom Practice",
    description:
      "For practising teachers who hold an initial qualification such as CELTA or the Trinity CertTESOL: presenting and checking new language in context; planning reading and listening lessons; responding to spoken errors; and pronunciation teaching with the phonemic chart.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week, with observed teaching practice)",
    plantedGap: "pronunciation teaching",
    modules: [
      {
        title: "Presenting and Checking New Language",
        description:
          "Frameworks for introducing grammar and vocabulary, and techniques for checking that learners have understood meaning.",
        lesson: {
          title: "Meaning, form and use, and concept checking",
          html:
            p(
              "Any new language item has three dimensions a teacher must plan for: its meaning, its form and its use, a framework associated with Diane Larsen-Freeman. For used to in 'I used to live in Madrid', the meaning is a past habit or state that is no longer true; the form is subject + used to + base verb, with the negative didn't use to and the question Did you use to...?; and the use includes its typical contexts, such as contrasting past and present, and the fact that it has no present-tense equivalent.",
              "Three lesson frameworks dominate. Presentation, practice, production (PPP) presents the item in a context, practises it in controlled exercises and then in freer speaking. Test-teach-test (TTT) begins with a task that reveals what learners already know, teaches the gaps and then sets a second task. Task-based learning, in Jane Willis's 1996 framework, starts with a communicative task and moves through planning and reporting to a language focus afterwards. PPP suits low levels and new forms; TTT and task-based lessons suit learners who have met the language before but cannot yet use it accurately.",
              "Checking understanding is where many lessons fail. 'Do you understand?' tells the teacher nothing, because learners will usually say yes. Concept-checking questions (CCQs) isolate the key elements of meaning with short questions that have simple answers. For 'I used to smoke':",
            ) +
            "<ul><li>Do I smoke now? (No.)</li><li>Did I smoke in the past? (Yes.)</li><li>Once, or many times? (Many times; it was a habit.)</li></ul>" +
            p(
              "Good CCQs avoid using the target language itself and are planned in advance, because they are hard to invent on the spot. Timelines support them for tense and aspect, and instruction-checking questions (ICQs) do the same job for task instructions: 'Are you writing or speaking? How long do you have?'",
            ),
        },
      },
      {
        title: "Planning Receptive Skills Lessons",
        description:
          "Staging reading and listening lessons so that tasks develop skills rather than simply test comprehension.",
        lesson: {
          title: "Staging a reading or listening lesson",
          html:
            p(
              "A receptive skills lesson should develop the ability to read or listen, not merely test whether learners understood one text. The standard staging moves from general to specific understanding, with a clear purpose for each pass through the text:",
            ) +
            "<ol><li>Lead-in: activate interest and background knowledge with a picture, a question or a prediction task.</li><li>Pre-teach blocking vocabulary: only the few words, usually no more than four to six, without which the tasks cannot be done.</li><li>Gist task: a short, time-limited task, such as choosing the best title, so that learners read quickly or listen once for the main idea.</li><li>Detailed or specific-information task: questions requiring closer reading or a second listening.</li><li>Post-text task: a speaking or writing activity that uses the topic or the ideas of the text.</li></ol>" +
            p(
              "The tasks, not the text, determine the difficulty. The same article can be used at B1 with a simple gist question and true or false items, and at C1 with questions on the writer's attitude and on inference. Authentic texts motivate learners and expose them to real language, but need carefully graded tasks; graded texts are easier to control but can sound artificial.",
              "Listening differs from reading because learners cannot go back. Play the recording at least twice, with a different task each time, and let learners compare answers in pairs before whole-class feedback; paired checking lowers anxiety and shows the teacher where the real difficulties lie. When answers differ, replay the relevant section rather than simply giving the answer. Afterwards, use the transcript to notice useful chunks and collocations.",
              "Bottom-up processing, decoding words and grammar, and top-down processing, using background knowledge and context to interpret, both matter. Gist and prediction tasks train the second, while detailed tasks and transcript work train the first; a balanced lesson includes both.",
            ),
        },
      },
      {
        title: "Responding to Spoken Errors",
        description: "When and how to correct learners' speech, informed by research on corrective feedback.",
        lesson: {
          title: "Corrective feedback in practice",
          html:
            p(
              "S. Pit Corder (1967) distinguished errors, which are systematic and reflect a learner's current knowledge of the language, from mistakes, which are slips a learner could correct unaided. Errors are useful evidence of a learner's developing interlanguage; mistakes need little more than a prompt.",
              "Lyster and Ranta (1997), observing French immersion classrooms in Canada, identified six types of teacher feedback. For a learner who says 'She go to work yesterday':",
            ) +
            "<table><tr><th>Type</th><th>Example response</th></tr><tr><td>Explicit correction</td><td>Not go: went.</td></tr><tr><td>Recast</td><td>Oh, she went to work yesterday?</td></tr><tr><td>Clarification request</td><td>Sorry?</td></tr><tr><td>Metalinguistic feedback</td><td>Yesterday is past. What's the past of go?</td></tr><tr><td>Elicitation</td><td>Yesterday she...?</td></tr><tr><td>Repetition</td><td>She go? (with a questioning tone)</td></tr></table>" +
            p(
              "Recasts were by far the most common type but led to the least learner uptake, because learners often heard them as confirmation of meaning rather than correction. Prompts such as elicitation, metalinguistic clues, clarification requests and repetition, which push learners to correct themselves, produced more uptake and repair. Later meta-analyses have found that corrective feedback generally helps acquisition and that explicit feedback and prompts tend to be effective, though recasts can also work when they are short and focused on one error.",
              "Timing depends on the aim of the activity. During accuracy-focused practice, correct immediately and briefly. During fluency activities, interrupting stops communication, so note errors and deal with them afterwards: write a selection on the board anonymously, mixing correct and incorrect sentences, and ask pairs to find and fix the errors. Choose errors that are common to the group, that impede meaning or that concern recently taught language, and include good examples of language used well.",
            ),
        },
      },
    ],
  },
];
