/** Fifty-ninth held-out evaluation courses, advanced level (road safety engineering to volcanic hazard communication); see ai-courses-heldout59.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT59_C: EvalCourse[] = [
  {
    slug: "road-safety-engineering-safe-system",
    discipline: "Road safety engineering",
    title: "Road Safety Engineering and the Safe System",
    description:
      "Humans make mistakes, and roads should be built so that those mistakes do not kill. This MEng elective applies the Safe System approach to collision data analysis and before-and-after evaluation, speed management and kinetic energy, junction design with roundabouts, and road safety audit.",
    level: "advanced",
    duration: "one semester, 3 hours a week plus a design project",
    plantedGap: "road safety audit",
    modules: [
      {
        title: "The Safe System and Kinetic Energy",
        description:
          "Every design decision in this course is tested against one question: can the human body survive the crash this road allows?",
        lesson: {
          title: "Survivable speeds",
          html:
            p(
              "The Safe System approach, adopted from Sweden's Vision Zero (passed by the Riksdag in 1997) and the Dutch Sustainable Safety programme, starts from two facts: people will always make errors, and the human body can tolerate only limited forces. Responsibility for deaths and serious injuries is therefore shared between road users and the designers and managers of the system, and the design goal is that crashes which do happen should not be fatal.",
              "The forces in a crash depend on kinetic energy, E = ½mv², so they grow with the square of speed. A car at 60 km/h carries 44 per cent more energy than one at 50 km/h. Biomechanical research summarised in the Safe System literature suggests approximate threshold speeds above which the risk of death rises sharply:",
            ) +
            "<table><tr><th>Crash type</th><th>Approximate survivable impact speed</th></tr><tr><td>Pedestrian or cyclist struck by a car</td><td>30 km/h</td></tr><tr><td>Side impact between cars</td><td>50 km/h</td></tr><tr><td>Head-on between cars</td><td>70 km/h</td></tr><tr><td>Single vehicle into a rigid object</td><td>30 to 40 km/h</td></tr></table>" +
            p(
              "These thresholds imply a design logic. Where pedestrians mix with traffic, speeds should be about 30 km/h, which explains the spread of 20 mph limits in British towns. On roads with junctions where side impacts are possible, either speeds should be at or below 50 km/h or the conflict should be removed. On rural roads carrying traffic at 100 km/h, head-on crashes should be made impossible with median barriers, as in the 2+1 roads with a central wire-rope barrier built in Sweden since the late 1990s, and roadside hazards such as trees should be removed or shielded.",
              "Nilsson's power model links speed change to crash outcomes: the number of fatal crashes varies roughly with the fourth power of the ratio of mean speeds. A fall in mean speed from 100 to 95 km/h therefore reduces fatal crashes by about 1 - 0.95<sup>4</sup>, or 19 per cent. Later work by Elvik has refined the exponents for different road types.",
            ),
        },
      },
      {
        title: "Analysing Collision Data and Evaluating Schemes",
        description:
          "Regression to the mean has wrecked many evaluations, and here we learn the empirical Bayes method that corrects for it.",
        lesson: {
          title: "Before-and-after studies done properly",
          html: p(
            "Sites are usually chosen for treatment because they had an unusually high number of collisions in recent years. Collision counts at a site fluctuate randomly around a long-term mean, so a site picked during a high period will tend to see fewer collisions next period even if nothing is done. This regression to the mean makes a naive before-and-after comparison exaggerate the effect of a scheme, sometimes by half or more.",
            "The empirical Bayes method, developed by Ezra Hauer and colleagues and embodied in the Highway Safety Manual published by AASHTO in 2010, corrects for this. It combines two estimates of the expected collision frequency at a site had no treatment been applied. The first comes from a safety performance function, a regression model fitted to many similar sites that predicts collisions from traffic flow and geometry. The second is the site's own observed count. The two are weighted by w = 1 / (1 + k × n × P), where P is the predicted annual collisions from the model, n the number of years, and k the overdispersion parameter of the negative binomial model.",
            "Consider a junction that recorded 12 injury collisions in the three years before treatment. The safety performance function predicts P = 2.0 collisions per year for its traffic flows, so 6.0 over three years, and k = 0.25. The weight is w = 1 / (1 + 0.25 × 6.0) = 0.4. The expected count without treatment is 0.4 × 6.0 + 0.6 × 12 = 9.6 over three years. If 5 collisions occurred in the three years after treatment, with unchanged traffic, the estimated effect is 5 / 9.6, a 48 per cent reduction, compared with the 58 per cent a naive comparison would claim.",
            "Changes in traffic volume and general trends over time are handled by adjusting the prediction for the after period, using the model with after-period flows, and by comparison with a reference group of untreated sites. Crash modification factors from many such studies are collected in the FHWA CMF Clearinghouse.",
          ),
        },
      },
      {
        title: "Designing Safer Junctions",
        description:
          "Junctions concentrate conflicts, and their geometry decides both how many conflicts occur and at what speed and angle.",
        lesson: {
          title: "Conflict points, roundabouts and speed control",
          html: p(
            "A conventional four-arm crossroads with two-way traffic on every arm has 32 vehicle-to-vehicle conflict points: 16 crossing, 8 merging and 8 diverging. Crossing conflicts are the most dangerous because they produce side impacts, often at speeds well above the 50 km/h survivable threshold. A single-lane roundabout reduces the conflicts to 8, of which none are crossing: four merging and four diverging, all at low angles and low relative speeds.",
            "The safety benefit of roundabouts depends on controlling entry speed through deflection. Designers check the fastest path, the smoothest, flattest path a vehicle could take through the junction ignoring lane markings, drawn with a clearance of 1.5 metres from kerbs and 1.0 metre from painted lines, as described in United States guidance such as NCHRP Report 672. The radius of this path determines the speed, and designers typically target entry speeds of about 30 to 40 km/h for single-lane roundabouts. In the United Kingdom, CD 116 of the Design Manual for Roads and Bridges sets geometric standards for roundabouts on trunk roads.",
            "Meta-analyses of conversions in the United States and Europe show reductions in injury crashes of roughly 35 to 45 per cent, and larger reductions in fatal and serious crashes, when signalised or stop-controlled junctions are converted to roundabouts. The evidence for cyclists is less favourable: on large multi-lane roundabouts, cyclists are at higher risk, mainly from entering vehicles that fail to see them. Continental-style compact roundabouts with single-lane entries and tight geometry, or separated cycle tracks with priority crossings on the Dutch model, perform better.",
            "Where a roundabout is impractical, alternatives include restricted crossing U-turns, which remove minor-road crossing movements, and signal control with separate phases for turning traffic. At rural T-junctions, ghost-island right-turn lanes in the British context reduce rear-end crashes. In every case, the designer should reason from conflict type and impact speed rather than from traffic capacity alone.",
          ),
        },
      },
    ],
  },
  {
    slug: "perinatal-mental-health-advanced-practice",
    discipline: "Perinatal mental health",
    title: "Perinatal Mental Health: Advanced Practice",
    description:
      "Suicide remains a leading cause of maternal death in the year after birth in the United Kingdom. Clinicians in specialist perinatal teams will deepen their skills in postpartum psychosis, prescribing in pregnancy and breastfeeding, mother-infant interaction and attachment, and the assessment of risk to the infant.",
    level: "advanced",
    duration: "one academic year, part-time (postgraduate certificate module)",
    plantedGap: "risk to the infant",
    modules: [
      {
        title: "Postpartum Psychosis",
        description:
          "Rare, sudden and dangerous, postpartum psychosis is a psychiatric emergency whose course is strikingly different from postnatal depression.",
        lesson: {
          title: "Recognition, risk factors and management",
          html: p(
            "Postpartum psychosis affects about one to two women per thousand births. Its onset is typically abrupt, within the first two weeks after delivery and often within the first few days. Early signs include insomnia, restlessness and perplexity, followed rapidly by mania, depression or a mixed state with psychotic features: delusions, often centred on the baby, hallucinations, confusion and fluctuating symptoms that can make the woman seem well one hour and severely ill the next. It is classified in most research as a severe affective psychosis and is closely linked to bipolar disorder.",
            "The strongest risk factor is a personal history of bipolar disorder: around one in five women with bipolar I disorder experience a postpartum episode, and the risk is higher still when they have a family history of postpartum psychosis or have had a previous episode, in which case recurrence after a later pregnancy may exceed 50 per cent. A previous episode of postpartum psychosis alone carries a recurrence risk of roughly one in two. Primiparity is also associated with higher risk. By contrast, obstetric complications and psychosocial stress are only weakly associated.",
            "Because the illness can escalate within hours, suspected postpartum psychosis is a psychiatric emergency. NICE guideline CG192 recommends that women with suspected psychosis in the postnatal period are assessed within four hours by a specialist perinatal mental health service. Admission is usually required, and where possible it should be to a mother and baby unit, so that the infant can stay with the mother and the relationship is protected. Treatment follows that for acute mania or psychotic depression: antipsychotics, mood stabilisers such as lithium, and in severe or treatment-resistant cases electroconvulsive therapy, which has a good response rate in this group.",
            "Most women recover fully, usually within weeks to months, but many will later have further episodes, both postpartum and at other times. Preconception counselling and a written perinatal plan, shared between the woman, her family, maternity services and psychiatry, are therefore central to care in any subsequent pregnancy.",
          ),
        },
      },
      {
        title: "Prescribing in Pregnancy and Breastfeeding",
        description:
          "Decisions about psychotropic medication weigh the risks of treatment against the risks of untreated illness for both mother and baby.",
        lesson: {
          title: "Balancing risks",
          html:
            p(
              "No decision about psychotropic medication in pregnancy is risk-free: stopping treatment exposes the woman and fetus to the effects of relapse, including poor self-care, substance use, suicide and impaired bonding, while continuing it exposes the fetus to the drug. The principle in NICE CG192 and the British Association for Psychopharmacology consensus guidance is to discuss both sides with the woman, use the lowest effective dose of the drug with the best evidence, avoid switching a drug that works merely because another has more reassuring data, and prefer monotherapy.",
            ) +
            "<table><tr><th>Drug</th><th>Key pregnancy concern</th><th>Breastfeeding</th></tr><tr><td>Sodium valproate</td><td>About 10% risk of major malformations and 30-40% risk of neurodevelopmental disorders; must not be used in women of childbearing potential unless a Pregnancy Prevention Programme is in place</td><td>Low milk levels, but avoided because of pregnancy risks</td></tr><tr><td>Lithium</td><td>Small increase in cardiac malformations, including Ebstein's anomaly; levels fall in pregnancy and rise sharply after delivery</td><td>Generally avoided or closely monitored; infant levels can be significant</td></tr><tr><td>Sertraline</td><td>No consistent increase in malformations; small risk of persistent pulmonary hypertension of the newborn and neonatal adaptation syndrome</td><td>Preferred; very low infant exposure</td></tr><tr><td>Quetiapine, olanzapine</td><td>No clear teratogenicity; monitor for gestational diabetes</td><td>Usually compatible</td></tr></table>" +
            p(
              "Lithium management around delivery deserves particular care. Renal clearance rises by up to 50 per cent during pregnancy, so doses often need increasing and serum levels should be checked every four weeks, then weekly from 36 weeks. At delivery the glomerular filtration rate falls abruptly and fluid shifts occur, so many protocols withhold lithium when labour starts and check the level 12 hours after the last dose, restarting at the pre-pregnancy dose after delivery. The neonate should be observed for hypotonia and poor feeding.",
            ),
        },
      },
      {
        title: "Mother-Infant Interaction and Attachment",
        description:
          "Maternal mental illness can disturb the early relationship, and clinicians need to observe it and offer interventions that work.",
        lesson: {
          title: "Observing and supporting the relationship",
          html: p(
            "From the first weeks of life, infants take part in finely timed exchanges with their caregivers: gaze, facial expression, vocalisation and touch, in which each partner responds to the other. Edward Tronick's still-face experiment, first reported in 1978, showed how sensitive infants are to this contingency: when a mother holds her face expressionless for two minutes, her three-month-old baby first tries to re-engage her, then withdraws, looks away and becomes distressed. Ordinary interaction involves frequent mismatches followed by repair, and repair is what builds the infant's capacity to regulate emotion.",
            "Maternal depression can disrupt these exchanges in two characteristic ways: withdrawn interaction, with flat affect and low responsiveness, or intrusive interaction, with over-stimulation that ignores the infant's cues. Lynne Murray and Peter Cooper's Cambridge studies linked postnatal depression to poorer later cognitive and emotional outcomes in some children, particularly where depression persisted and social adversity was present. Attachment security, as measured in Mary Ainsworth's Strange Situation procedure at twelve to eighteen months, is associated with maternal sensitivity, although the effect sizes in meta-analyses are moderate.",
            "Assessment combines observation of a feeding, bathing or play interaction with the mother's own account. Structured tools include the CARE-Index, which codes sensitivity, control and unresponsiveness from a short videotaped play session, and the NICHD scales of maternal sensitivity. Clinicians should note the infant's behaviour as well as the mother's, including gaze aversion, muted responses or signs of distress.",
            "Evidence-based interventions include video interaction guidance, in which the clinician films interactions and reviews short clips of successful moments with the parent; parent-infant psychotherapy, rooted in Selma Fraiberg's work on 'ghosts in the nursery'; and the Circle of Security programme. Treating maternal depression alone often improves mood more than it improves the relationship, which is why dyadic work should be offered alongside it.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-audit-design-and-re-audit",
    discipline: "Clinical audit",
    title: "Clinical Audit: Design, Analysis and Re-audit",
    description:
      "An audit that changes nothing is a wasted one. Audit leads and senior clinicians taking this postgraduate module work through setting criteria and standards from guidelines, sampling and data collection, statistical process control, and closing the loop with re-audit.",
    level: "advanced",
    duration: "twelve weeks, blended learning",
    plantedGap: "statistical process control",
    modules: [
      {
        title: "Criteria and Standards",
        description:
          "The audit question, its criteria and its standards must be fixed before a single record is pulled.",
        lesson: {
          title: "Turning guidance into measurable criteria",
          html:
            p(
              "Clinical audit is a quality improvement cycle that measures care against explicit criteria, acts on the results and measures again. The National Institute for Health and Care Excellence's <i>Principles for Best Practice in Clinical Audit</i> (2002) describes its stages as preparing for audit, selecting criteria, measuring performance, making improvements and sustaining improvement. Audit differs from research: research asks what the best practice is, while audit asks whether we are doing what we already know to be best.",
              "A criterion is a clear, measurable statement about a single aspect of care, derived from an authoritative source such as a NICE guideline, a Royal College standard or a national audit. A standard is the level of compliance expected, usually a percentage. Each criterion needs a definition of who is included, what counts as meeting it and which exceptions are allowed.",
            ) +
            "<table><tr><th>Element</th><th>Example: sepsis in the emergency department</th></tr><tr><td>Source</td><td>NICE NG51, Sepsis: recognition, diagnosis and early management</td></tr><tr><td>Criterion</td><td>Adults with suspected sepsis meeting a high-risk criterion receive intravenous antibiotics within 1 hour of meeting it</td></tr><tr><td>Standard</td><td>100 per cent (an agreed target of 90 per cent in the first cycle)</td></tr><tr><td>Inclusions</td><td>Age 18 or over, attending the emergency department, high-risk criterion recorded</td></tr><tr><td>Exceptions</td><td>Documented advance decision refusing treatment; palliative care only</td></tr><tr><td>Data source</td><td>Electronic patient record: triage time, observation chart, prescription and administration times</td></tr></table>" +
            p(
              "Criteria should be few: three to six are usually enough for a single audit, and each should measure something the team can change. Standards of 100 per cent are appropriate for safety-critical processes, but exceptions must then be written down in advance, or the team will argue about them after seeing the data. The audit proposal should be registered with the organisation's clinical audit department, which also confirms that the project is audit and does not need research ethics approval.",
            ),
        },
      },
      {
        title: "Sampling and Data Collection",
        description: "How many records are enough, and how do we avoid choosing the ones that flatter us?",
        lesson: {
          title: "Sample size, selection and data quality",
          html: p(
            "An audit rarely examines every eligible patient. The sample must be large enough to estimate compliance with useful precision and must be selected so that it represents the population. For a proportion, the sample size for a given margin of error is n = z² × p(1 - p) / e², where z is 1.96 for 95 per cent confidence, p the expected compliance and e the acceptable margin. If expected compliance is 80 per cent and the team accepts a margin of plus or minus 10 percentage points, n = 1.96² × 0.8 × 0.2 / 0.1² ≈ 61.5, so 62 patients. Where the eligible population is small, the finite population correction reduces this: for a population of 150 patients, n' = n / (1 + (n - 1) / N) = 62 / (1 + 61 / 150) ≈ 44.",
            "The sampling method matters as much as the number. Random sampling from a complete list of eligible patients, for example from the hospital's coded discharge data, is the best approach. Systematic sampling, taking every fourth patient, is acceptable if there is no periodic pattern in the list. Convenience samples, such as the notes that happen to be on the ward, are biased: missing notes are often those of complex patients who have been transferred or readmitted.",
            "Data collection tools should be piloted on five to ten records and revised before full use. Each question should map to one criterion, with closed answers, including 'not documented', and dates and times recorded rather than the auditor's judgement of whether a time limit was met. Where several people collect data, inter-rater reliability should be checked by having two auditors independently abstract the same subset of records and calculating agreement, for instance with Cohen's kappa; values above 0.8 indicate strong agreement.",
            "Finally, information governance applies. Collect only the data needed, pseudonymise records at the point of collection, store the spreadsheet on an approved system, and never include patient-identifiable information in the audit report or presentation.",
          ),
        },
      },
      {
        title: "Closing the Loop",
        description: "Action plans and re-audit turn a measurement into an improvement.",
        lesson: {
          title: "From findings to sustained change",
          html:
            p(
              "Audits fail most often not at measurement but after it: results are presented at a meeting, everyone agrees that something should change, and nothing does. Closing the audit loop means producing a specific action plan, implementing it, and re-auditing against the same criteria to show whether practice has improved.",
              "A good action plan names, for each shortfall, the cause, the action, the person responsible and the date. Causes should be understood before actions are chosen, using the team's knowledge and simple tools such as a fishbone diagram or process map. Suppose the first cycle of the sepsis audit found antibiotics within one hour in 41 of 62 patients (66 per cent), and delays clustered between prescription and administration at night. A poster reminding doctors to prescribe would not touch that cause; stocking first-dose antibiotics in the resuscitation area and adding a nurse-initiated patient group direction might.",
            ) +
            "<ul><li>Prefer actions that change systems (order sets, equipment, staffing) over education alone, whose effect tends to fade.</li><li>Implement one or two changes at a time, so that their effect can be attributed.</li><li>Agree the re-audit date before the action plan is signed off, typically six to twelve months later.</li></ul>" +
            p(
              "Re-audit uses the same criteria, definitions and sampling method, so that the two cycles are comparable. If the second cycle shows 54 of 60 patients treated within the hour (90 per cent), the team can test whether the change exceeds chance: a chi-squared test on the two proportions gives a p-value of about 0.0015 (0.003 with Yates's continuity correction), and the 95 per cent confidence interval for the difference runs from about 10 to 38 percentage points. The final report should state the results of both cycles, the actions taken, what remains to be done, and who will monitor compliance thereafter.",
            ),
        },
      },
    ],
  },
  {
    slug: "race-car-vehicle-dynamics-and-aerodynamics",
    discipline: "Motorsport engineering",
    title: "Race Car Vehicle Dynamics and Aerodynamics",
    description:
      "Lap time comes from grip, and grip comes from tyres, load and downforce. Final-year and MSc students analyse tyre behaviour and the friction circle, lateral load transfer and roll stiffness distribution, downforce and ground effect, and data acquisition and lap simulation.",
    level: "advanced",
    duration: "one semester, lectures and a simulation project",
    plantedGap: "data acquisition",
    modules: [
      {
        title: "Tyres and the Friction Circle",
        description: "The tyre is the only link to the track, so we start with how it generates force through slip.",
        lesson: {
          title: "Slip angle, load sensitivity and combined slip",
          html: p(
            "A pneumatic tyre generates lateral force only by deforming. When a rolling tyre is steered, the contact patch is dragged sideways relative to the wheel plane, and the angle between the wheel's heading and its direction of travel is the slip angle. For small slip angles lateral force rises almost linearly, with a slope called cornering stiffness; it then levels off to a peak, typically at 6 to 10 degrees for a racing slick, beyond which the tyre slides and force falls. Longitudinal force for braking and traction arises in the same way from slip ratio, the difference between the wheel's circumferential speed and its forward speed divided by the forward speed.",
            "Tyre friction is not constant with load. The coefficient of friction, peak lateral force divided by vertical load, falls as vertical load rises: a tyre with μ = 1.6 at 3 kN might show μ = 1.4 at 5 kN. This load sensitivity is the fundamental reason why transferring load from one tyre to another across an axle reduces that axle's total grip, and it underlies almost every handling adjustment on a race car.",
            "A tyre cannot deliver its peak lateral and peak longitudinal force at the same time. Plotting the possible combinations gives the friction circle, or more accurately a friction ellipse, since peak longitudinal and lateral forces differ. A driver braking hard into a corner must trade braking force for cornering force, ideally staying on the boundary of the ellipse: trail braking is the technique of releasing the brakes progressively as steering is applied. A g-g diagram of measured longitudinal against lateral acceleration shows how well the driver uses the available envelope.",
            "Engineers model tyres with empirical formulas fitted to test-rig data, most widely Hans Pacejka's Magic Formula, y = D sin(C arctan(Bx - E(Bx - arctan Bx))), in which D sets the peak, C the shape, B the stiffness and E the curvature near the peak. Its coefficients themselves vary with load, camber and pressure, and tyre temperature, though not in the basic formula, strongly affects grip on racing compounds.",
          ),
        },
      },
      {
        title: "Load Transfer and Balance",
        description:
          "Where the load goes in a corner decides whether a car understeers or oversteers, and the engineer tunes it with springs and anti-roll bars.",
        lesson: {
          title: "Lateral load transfer and roll stiffness distribution",
          html: p(
            "When a car corners with lateral acceleration a<sub>y</sub>, the total lateral load transfer from inside to outside wheels is ΔW = m a<sub>y</sub> h / t, where m is the mass, h the height of the centre of gravity and t the track width. For a 700 kg single-seater with h = 0.30 m and t = 1.6 m at 3 g, ΔW = 700 × 3 × 9.81 × 0.30 / 1.6 ≈ 3,860 N. This total cannot be changed by springs or anti-roll bars, only by lowering the centre of gravity or widening the track. What the chassis engineer can change is how the transfer is divided between the front and rear axles.",
            "The load transfer on each axle has three components: unsprung mass transfer, geometric transfer through the suspension links, which depends on roll centre height, and elastic transfer through the springs and anti-roll bars, which depends on the proportion of total roll stiffness at that axle. Increasing front roll stiffness, for example with a stiffer front anti-roll bar, moves more of the elastic load transfer to the front axle.",
            "Because of tyre load sensitivity, the axle carrying more load transfer loses more grip. Shifting roll stiffness forward therefore reduces front grip relative to rear and pushes the car towards understeer; shifting it rearward promotes oversteer. A common starting point is a front roll stiffness distribution a few percentage points above the front weight distribution. If a car with 45 per cent of its weight on the front axle runs 50 per cent front roll stiffness and shows mid-corner oversteer, the engineer might stiffen the front bar less or soften the rear bar, moving the distribution towards 53 per cent.",
            "Balance is also expressed through the understeer gradient, the rate at which required steering angle rises with lateral acceleration above the Ackermann angle, or as the difference between front and rear slip angles. Steady-state analysis is only a start: transient response, damping and the influence of aerodynamic load, which changes with speed and ride height, all determine how the car feels to the driver.",
          ),
        },
      },
      {
        title: "Downforce and Ground Effect",
        description:
          "This module treats aerodynamic load, how it is produced by wings and underfloor, and what it costs in drag and sensitivity.",
        lesson: {
          title: "Wings, diffusers and the underfloor",
          html:
            p(
              "Aerodynamic downforce increases the vertical load on the tyres without adding mass, so it raises the available grip without raising the inertia that must be turned. Downforce is expressed as L = ½ρv²SC<sub>L</sub>, with ρ the air density (about 1.2 kg/m³), v the speed, S a reference area and C<sub>L</sub> the lift coefficient, negative for downforce. Because it rises with the square of speed, a car with a product SC<sub>L</sub> of -4.0 m² produces ½ × 1.2 × 50² × 4.0 = 6,000 N at 50 m/s (180 km/h) but only 1,500 N at 25 m/s. A modern Formula 1 car produces downforce of the order of its own weight at around 200 km/h and considerably more at top speed.",
              "Inverted wings generate downforce by creating lower pressure under the wing than above it, with multi-element flaps allowing high angles of attack without stalling. Their cost is drag, expressed by the lift-to-drag ratio. The underfloor is more efficient. Ground effect uses the gap between the floor and the track as a venturi: air accelerates through a constriction under the car, its pressure falls according to Bernoulli's principle, and a diffuser at the rear expands the flow back to ambient pressure, drawing more air under the car.",
            ) +
            "<ul><li>Lotus introduced ground effect to Formula 1 with the Type 78 and 79 of 1977-78, using sliding skirts to seal the floor edges.</li><li>Skirts were banned in 1981, and flat bottoms were required from 1983.</li><li>Venturi tunnels returned to Formula 1 in the 2022 regulations, to reduce the wake that disturbs following cars.</li></ul>" +
            p(
              "Ground-effect downforce is highly sensitive to ride height and pitch. As the floor approaches the track, downforce rises until the flow separates or the boundary layer chokes the gap, when it drops suddenly. The oscillation this can set up, porpoising, reappeared with the 2022 cars and forced teams to run stiffer suspension and higher ride heights. Engineers therefore map aerodynamic coefficients against front and rear ride height and design the suspension to hold the platform within a narrow window.",
            ),
        },
      },
    ],
  },
  {
    slug: "communicating-volcanic-hazard-and-risk",
    discipline: "Volcanic hazard communication",
    title: "Communicating Volcanic Hazard and Risk",
    description:
      "In 1985 the warnings about Nevado del Ruiz were issued but not acted on, and more than 23,000 people died in Armero. This research-led seminar for geoscience and disaster-studies postgraduates addresses hazard maps and their readers, volcano alert level systems, communicating probabilistic forecasts, and the role of social media in crises.",
    level: "advanced",
    duration: "one semester, weekly seminar and a case-study project",
    plantedGap: "social media",
    modules: [
      {
        title: "Lessons from Nevado del Ruiz",
        description:
          "The Armero disaster is the founding case of the field, and we read it as a failure of communication rather than of science.",
        lesson: {
          title: "Armero, 13 November 1985",
          html: p(
            "Nevado del Ruiz, an ice-capped stratovolcano in the Colombian Andes, showed renewed activity from late 1984, with earthquakes and fumarolic activity and a phreatic explosion in September 1985. In October, Colombia's geological agency INGEOMINAS, with foreign advisers, published a hazard map showing that lahars, volcanic mudflows formed when hot material melts snow and ice, would be channelled down the river valleys and could reach the town of Armero, about 74 kilometres from the summit by the Lagunilla valley. The map was criticised as alarmist by some officials and newspapers.",
            "On the afternoon of 13 November an explosive eruption began. At about 21:08 local time, pyroclastic flows and surges swept across the summit ice cap, melting part of it and generating lahars that travelled down six river valleys. The lahar in the Lagunilla reached Armero at about 23:30, some two and a half hours after the main eruption, and buried most of the town. More than 23,000 of its roughly 29,000 inhabitants died.",
            "Investigations, notably Barry Voight's 1990 analysis of the decision process, concluded that the scientific forecast had been broadly right and that the failure lay in communication and decision-making. Officials and residents were uncertain whom to believe; warnings were ambiguous and delayed; an evening radio message from local authorities reportedly told people to stay calm and indoors; ash fall earlier in the day had already produced a sense of false alarm; and no one was willing to bear the economic and political cost of an evacuation that might prove unnecessary. A rainstorm and the loss of electricity also hampered last-minute warnings.",
            "Armero changed the field. It led directly to the creation of the USGS-USAID Volcano Disaster Assistance Program in 1986 and to the principle, now widely accepted, that hazard assessment is incomplete until its users understand it and have agreed in advance what they will do at each level of threat.",
          ),
        },
      },
      {
        title: "Hazard Maps and Their Readers",
        description:
          "Maps are the most visible product of volcanology, yet research shows that many readers interpret them in ways the authors never intended.",
        lesson: {
          title: "Designing maps people understand",
          html:
            p(
              "Volcanic hazard maps show the areas that may be affected by particular phenomena, such as lava flows, pyroclastic density currents, lahars, ballistic projectiles and tephra fall. They come in several forms: qualitative zonation maps with high, medium and low hazard zones based on geological history; scenario-based maps showing the footprint of a defined eruption; and probabilistic maps giving the likelihood of a threshold being exceeded, for example of a tephra load over 100 kilograms per square metre, enough to collapse weak roofs.",
              "A survey by Calder and colleagues, published in 2015, found great variation in how hazard maps worldwide are designed, and studies by Haynes, Thompson and others have tested how different audiences read them. Several recurring problems emerge:",
            ) +
            "<ul><li><b>Boundaries read as walls</b>: readers treat a zone line as a sharp limit of safety, though the underlying uncertainty is gradual.</li><li><b>Colour conventions</b>: red-yellow-green schemes suggest a traffic-light alert, which can be confused with the current activity level.</li><li><b>Missing base information</b>: without roads, towns and landmarks, residents cannot find their homes.</li><li><b>Combined hazards</b>: a single map merging all phenomena hides which hazard drives the zone, and therefore what protective action is needed.</li><li><b>Colour vision deficiency</b>: red-green schemes are unreadable to about 8 per cent of men of northern European descent.</li></ul>" +
            p(
              "Good practice now favours co-production: developing maps with emergency managers and communities, testing drafts with the intended users, pairing technical maps with simplified versions, and stating plainly what each zone means for action. Thompson, Lindsay and Gaillard's 2015 study at Auckland volcanic field, for example, showed that decision-makers preferred maps that combined a clear message with access to the underlying probabilities.",
            ),
        },
      },
      {
        title: "Alert Levels and Probabilistic Forecasts",
        description:
          "Alert levels compress complex science into one number, and forecasts express it as odds; we weigh how each helps and misleads.",
        lesson: {
          title: "From unrest to decisions",
          html: p(
            "Most volcano observatories communicate the state of a volcano with an alert level system. The United States Geological Survey, for example, uses a four-level ground-based scale, Normal, Advisory, Watch and Warning, combined with a four-colour aviation code, green, yellow, orange and red, for air traffic. Other countries use different schemes: New Zealand's Volcanic Alert Level runs from 0 to 5, with levels 0 to 2 describing unrest and 3 to 5 describing eruptions of increasing scale. Alert levels are easy to broadcast and link to pre-planned actions, but they compress uncertain information into a single category, and changes in level can take on a political significance that delays them.",
            "Probabilistic forecasting makes uncertainty explicit. Event trees, introduced for volcanoes by Chris Newhall and Ray Hoblitt in 2002, break the question into branches: will unrest lead to magma movement, will magma reach the surface, will the eruption be explosive, and of what size. Probabilities at each node come from monitoring data, the volcano's history and, increasingly, structured expert elicitation, as used by the Montserrat Volcano Observatory since 1997 with Cooke's classical method weighting experts by their performance on calibration questions. Multiplying along a path gives, for example, P(explosive eruption of VEI 3 or larger within a month) = 0.6 × 0.5 × 0.4 = 0.12.",
            "Communicating such numbers is hard. The phrase 'a 12 per cent chance' is understood differently by different audiences, and verbal terms such as 'likely' vary even more. Recommended practice combines a numerical probability with a stated time window, a reference class and a comparison, and uses frequency formats, 'about 1 in 8', which people tend to understand more reliably than percentages.",
            "The 2009 L'Aquila earthquake, after which Italian scientists were convicted of manslaughter in 2012 and acquitted on appeal in 2014, is often discussed in volcanology as a warning that reassuring messages can carry legal as well as moral weight.",
          ),
        },
      },
    ],
  },
];
