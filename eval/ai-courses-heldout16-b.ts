/** Sixteenth held-out evaluation courses, intermediate level (neonatal nursing to clockmaking); see ai-courses-heldout16.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT16_B: EvalCourse[] = [
  {
    slug: "neonatal-unit-nursing-care",
    discipline: "Neonatal nursing",
    title: "Nursing the Sick and Preterm Newborn",
    description:
      "Roughly one baby in seven born in England receives some neonatal care. This module for qualified nurses starting work on a neonatal unit deals with thermoregulation of the preterm infant, respiratory support, neonatal jaundice and phototherapy, and family-integrated care.",
    level: "intermediate",
    duration: "one semester (15 credits, with clinical placement)",
    plantedGap: "family-integrated",
    modules: [
      {
        title: "Keeping the Preterm Infant Warm",
        description:
          "Why does a baby born at 28 weeks lose heat so fast, and what should the team do in the first minutes and days?",
        lesson: {
          title: "Heat loss and its prevention",
          html:
            p(
              "A newborn's temperature should be kept between 36.5 and 37.5 °C. Hypothermia below 36.5 °C on admission is independently associated with higher mortality and morbidity in preterm infants, and every degree matters. Cold stress also drives secondary problems: to generate heat the baby burns glucose and oxygen, so hypoglycaemia, increased oxygen requirement and metabolic acidosis may follow, and surfactant function worsens.",
              "Preterm infants are especially vulnerable. They have a large surface area relative to their mass, thin and poorly keratinised skin that lets water evaporate freely, little subcutaneous fat for insulation, and small stores of brown adipose tissue. Newborns cannot shiver; they produce heat by non-shivering thermogenesis, the breakdown of brown fat, and a baby born at 26 weeks has very little of it. Heat is lost by four routes, and each has its own remedy:",
            ) +
            "<table><tr><th>Route</th><th>Example</th><th>Prevention</th></tr><tr><td>Evaporation</td><td>wet skin after birth; water loss through immature skin</td><td>for infants below 32 weeks, place undried in a polyethylene bag or wrap; humidified incubator</td></tr><tr><td>Conduction</td><td>contact with a cold mattress or scale</td><td>prewarmed surfaces, thermal mattress, warmed linen</td></tr><tr><td>Convection</td><td>draughts, cold air in the delivery room</td><td>close doors; delivery room at 23–25 °C; hat</td></tr><tr><td>Radiation</td><td>heat radiated to cold walls or windows</td><td>radiant warmer; incubator away from outside walls; double-walled incubator</td></tr></table>" +
            p(
              "In the first week of life, extremely preterm infants nursed in incubators are usually given high ambient humidity, often 60 to 80 per cent, to cut transepidermal water loss; humidity is reduced as the skin matures over the following weeks. Incubators can be servo-controlled, adjusting heater output to a skin probe, or air-controlled to a set air temperature. With skin servo-control the probe must be sited on the abdomen or flank, never under the baby, and checked at every cares, because a displaced probe reads low and drives overheating.",
              "Overheating is dangerous too: hyperthermia raises metabolic rate and has been associated with apnoea. Record the temperature at least every four hours in a stable infant, and more often during transfer, procedures or when changing from incubator to cot.",
            ),
        },
      },
      {
        title: "Breathing Support",
        description:
          "This module explains respiratory distress syndrome and the escalation from CPAP to surfactant and mechanical ventilation.",
        lesson: {
          title: "Respiratory distress syndrome and CPAP",
          html: p(
            "Respiratory distress syndrome (RDS) is the commonest cause of respiratory failure in preterm infants. It results from a deficiency of surfactant, the mixture of phospholipids and proteins produced by type II pneumocytes that lowers surface tension in the alveoli. Production begins in the late second trimester but is not adequate until around 34 to 36 weeks, so the risk of RDS rises steeply the earlier a baby is born. Without surfactant, alveoli collapse at the end of each breath and the infant must generate high pressures to reopen them.",
            "The signs appear within the first few hours after birth: tachypnoea above 60 breaths a minute, expiratory grunting (the baby partially closing the glottis to keep pressure in the lungs), subcostal and intercostal recession, nasal flaring and a rising oxygen requirement. A chest X-ray shows a diffuse ground-glass appearance with air bronchograms. Antenatal corticosteroids given to the mother before preterm birth substantially reduce the incidence and severity of RDS.",
            "Most preterm infants with RDS are now supported first with continuous positive airway pressure (CPAP) delivered through short nasal prongs or a mask, rather than intubated. The European Consensus Guidelines on RDS recommend starting CPAP at a pressure of at least 6 cmH<sub>2</sub>O and giving surfactant if the oxygen requirement rises, commonly when the fraction of inspired oxygen exceeds 0.30. Surfactant can be given through a thin catheter passed into the trachea while the baby breathes spontaneously on CPAP, a technique called less invasive surfactant administration (LISA), which avoids mechanical ventilation in many babies. Infants who tire, have recurrent apnoea or fail to respond need intubation and ventilation.",
            "Oxygen is a drug with harms at both extremes: too little risks death and brain injury, too much contributes to retinopathy of prematurity. Units set a target saturation range, typically 90 to 94 per cent, with alarm limits just outside it. Caffeine citrate is given to most very preterm infants to treat apnoea of prematurity and aid extubation. The nurse's role includes fitting and repositioning nasal interfaces to prevent septal and nostril injury, assessing work of breathing, and reporting rising oxygen needs early.",
          ),
        },
      },
      {
        title: "Jaundice and Phototherapy",
        description:
          "Here you will learn to recognise, measure and treat neonatal hyperbilirubinaemia using the NICE thresholds.",
        lesson: {
          title: "Bilirubin, thresholds and the blue light",
          html:
            p(
              "Bilirubin is produced when haem from broken-down red cells is metabolised. Newborns make a great deal of it, because they have a high red-cell mass and their red cells survive only 70 to 90 days rather than the adult 120. They also clear it slowly: the liver enzyme that conjugates bilirubin, UDP-glucuronosyltransferase, is immature, and more bilirubin is reabsorbed from the gut. As a result, according to NICE guideline CG98, about 60 per cent of term and 80 per cent of preterm babies become visibly jaundiced in the first week. Most of this is physiological, but unconjugated bilirubin at high levels crosses into the brain and can cause acute bilirubin encephalopathy and permanent kernicterus.",
              "Visual assessment is unreliable, especially in babies with darker skin, so bilirubin must be measured. A transcutaneous bilirubinometer may be used in babies of 35 weeks' gestation or more who are over 24 hours old; if it reads above 250 µmol/L, a serum bilirubin is taken. Values are plotted on NICE treatment threshold graphs for the baby's gestational age and age in hours. For a baby of 38 weeks or more, for example, the phototherapy threshold rises over the first days to 350 µmol/L from 96 hours, and the exchange transfusion threshold to 450 µmol/L.",
            ) +
            "<ul><li>Jaundice in the first 24 hours is always pathological: measure serum bilirubin urgently, within two hours.</li><li>Phototherapy uses blue light around 460–490 nm, which converts bilirubin in the skin to water-soluble isomers excreted in bile and urine.</li><li>During phototherapy: maximise exposed skin, protect the eyes, continue feeding, and monitor temperature and hydration.</li><li>Repeat serum bilirubin 4–6 hours after starting, then every 6–12 hours once stable or falling.</li><li>Stop when bilirubin is at least 50 µmol/L below the threshold, and recheck for rebound 12–18 hours later.</li></ul>" +
            p(
              "Jaundice that persists beyond 14 days in a term baby or 21 days in a preterm baby needs a conjugated bilirubin level, because a raised conjugated fraction may signal liver disease such as biliary atresia, where early surgery greatly improves the outcome. Pale chalky stools and dark urine are warning signs to escalate.",
            ),
        },
      },
    ],
  },
  {
    slug: "auditing-information-security-controls",
    discipline: "Information security auditing",
    title: "Auditing Information Security Controls",
    description:
      "Auditors of information systems are asked for an opinion they can defend. This module takes students with some security background through IT general controls, risk-based audit planning, audit sampling and the evidence it yields, and reporting findings against ISO/IEC 27001 and COBIT.",
    level: "intermediate",
    duration: "12 weeks (3 hours a week)",
    plantedGap: "sampling",
    modules: [
      {
        title: "IT General Controls",
        description:
          "We define the four families of IT general controls and show why an auditor tests them before relying on any automated control.",
        lesson: {
          title: "The controls beneath the controls",
          html:
            p(
              "Auditors distinguish two layers of control in computerised systems. Application controls operate inside a particular system: an input check that rejects an invalid bank sort code, a three-way match of order, receipt and invoice before a payment is released, or an automatic calculation of depreciation. IT general controls (ITGCs) are the policies and procedures that surround all systems and keep the application controls working as designed. If anyone can change the payment system's configuration without approval, the three-way match may have been switched off last month, and testing it today proves little. For that reason an auditor evaluates the ITGCs over a system before placing reliance on its automated controls.",
              "ITGCs are usually grouped into four domains:",
            ) +
            "<table><tr><th>Domain</th><th>Example control</th><th>Typical audit test</th></tr><tr><td>Access to programs and data</td><td>user access is approved, reviewed quarterly and removed promptly for leavers</td><td>compare the HR leaver list with active accounts; inspect evidence of reviews</td></tr><tr><td>Program change</td><td>changes are requested, tested, approved and moved to production by someone other than the developer</td><td>trace changes from the production change log back to approvals and test evidence</td></tr><tr><td>Program development</td><td>new systems follow a development life cycle with user acceptance testing and data migration checks</td><td>inspect project documentation and sign-offs</td></tr><tr><td>Computer operations</td><td>backups run and are restore-tested; batch job failures are resolved</td><td>inspect backup logs and restore test records; review incident tickets</td></tr></table>" +
            p(
              "Segregation of duties runs through all four domains. Developers should not have write access to production, and the person who approves a user's access should not be the person who administers it. Privileged accounts, such as database administrators and domain administrators, deserve particular attention because they can bypass almost every other control.",
              "Each control is tested in two steps. A test of design asks whether the control, if it operated as described, would address the risk. A test of operating effectiveness asks whether it actually operated throughout the period under review. A well-designed quarterly access review that was performed in only two quarters of the year is a design success and an operating failure, and the report must say so.",
            ),
        },
      },
      {
        title: "Planning the Audit by Risk",
        description:
          "Which systems deserve the team's limited hours? Risk assessment and scoping answer that question.",
        lesson: {
          title: "From audit universe to engagement scope",
          html:
            p(
              "No audit function can examine everything every year, so work is directed to where the risk is greatest. The Institute of Internal Auditors requires a risk-based plan, and its Global Internal Audit Standards, in force since January 2025, expect the chief audit executive to base the plan on a documented assessment of the organisation's strategies, objectives and risks. For information security the starting point is an inventory of the 'audit universe': the systems, platforms, data stores, outsourced services and processes that could be audited.",
              "Each entity is then rated for inherent risk, the risk before any controls are considered, usually by combining impact and likelihood on simple scales. A worked example on five-point scales:",
            ) +
            "<table><tr><th>System</th><th>Impact</th><th>Likelihood</th><th>Score</th><th>Last audited</th></tr><tr><td>Customer payments platform</td><td>5</td><td>4</td><td>20</td><td>2 years ago</td></tr><tr><td>HR and payroll (cloud service)</td><td>4</td><td>3</td><td>12</td><td>last year</td></tr><tr><td>Internal wiki</td><td>2</td><td>3</td><td>6</td><td>never</td></tr></table>" +
            p(
              "The payments platform clearly belongs in this year's plan; the wiki may be covered by a lighter review. Scores are a guide, not an answer, and auditors adjust them for known incidents, regulatory attention and major changes such as a migration to the cloud.",
              "External auditors reason with the audit risk model: audit risk equals inherent risk multiplied by control risk and by detection risk. Where inherent and control risk are high, the auditor must lower detection risk by doing more and stronger testing. The same logic helps an internal auditor decide how deep to go.",
              "Once an engagement is chosen, the auditor writes its objectives and scope and selects criteria against which to judge what is found. Common criteria are ISO/IEC 27001:2022, whose Annex A lists 93 controls in four themes (organisational, people, physical and technological), and COBIT 2019, whose 40 governance and management objectives cover IT more broadly. The organisation's own policies are criteria too. Agreeing the criteria with management at the start avoids arguments about the standard at the end.",
            ),
        },
      },
      {
        title: "Reporting Findings",
        description:
          "An audit is only as useful as its report, so this module teaches the anatomy of a finding and how to rate it and agree actions.",
        lesson: {
          title: "Criteria, condition, cause, effect",
          html: p(
            "A well-formed audit finding has four elements, long taught by the Institute of Internal Auditors. The <b>criteria</b> state what should be happening, citing the policy, standard or regulation. The <b>condition</b> states what the auditor actually found, with facts and figures. The <b>cause</b> explains why the gap exists; without it, recommendations treat symptoms. The <b>effect</b>, sometimes called the consequence or risk, explains why it matters to the organisation. A recommendation then addresses the cause.",
            "Consider an example. Criteria: the access management policy requires that a leaver's network and application accounts are disabled within one working day of their leaving date. Condition: comparing the full HR leaver list for the year (212 leavers) with directory and application account data, the auditor found 37 leavers whose accounts remained enabled more than five days after leaving, nine of them with remote access, and one account that was used to log in after its owner had left. Cause: HR notifies IT of leavers by email, and there is no ticket or reconciliation to confirm that the email was acted upon. Effect: former staff or anyone holding their credentials could access customer data, a breach of the organisation's obligations under data protection law. Recommendation: automate account disabling from the HR system's leaver feed and reconcile monthly until the automation is proven.",
            "Findings are rated so that readers can see what matters first. Many functions use three or four levels, such as high, medium and low, defined in terms of impact on the organisation rather than on the auditor's workload. The access finding above would normally be rated high because of the evidence of actual use.",
            "The auditor discusses draft findings with the managers responsible before the report is issued. This confirms the facts and lets management propose an action plan with a named owner and a target date, which is recorded in the report. An executive summary gives senior readers the overall conclusion in a paragraph. Finally, the audit function tracks each agreed action to closure and reports overdue actions to the audit committee, because an accepted recommendation that is never implemented reduces no risk at all.",
          ),
        },
      },
    ],
  },
  {
    slug: "geothermal-energy-systems",
    discipline: "Geothermal energy",
    title: "Geothermal Energy Systems",
    description:
      "Beneath every continent the rock grows hotter with depth, on average by 25 to 30 °C per kilometre. This intermediate engineering module shows how that heat is found and used, dealing with geothermal gradients and reservoirs, flash and binary power plants, ground-source heat pumps, and reinjection and reservoir management.",
    level: "intermediate",
    duration: "one semester (10 ECTS)",
    plantedGap: "heat pump",
    modules: [
      {
        title: "Where the Heat Comes From",
        description:
          "Radioactive decay and primordial heat keep the Earth's interior hot, and this module quantifies the flow and the conditions for a usable reservoir.",
        lesson: {
          title: "Heat flow, gradients and hydrothermal systems",
          html:
            p(
              "The Earth loses heat through its surface at a rate of about 47 terawatts, more than twice humanity's total primary energy use. Around half of it comes from the decay of radioactive isotopes of uranium, thorium and potassium in the crust and mantle; the rest is heat left from the planet's formation. Averaged over the surface this is a small flux, about 65 milliwatts per square metre on the continents and around 100 on the ocean floor, far too diffuse to exploit directly. Geothermal energy depends on places where heat is concentrated and can be carried to the surface by fluid.",
              "In conductive crust, heat flow q, thermal conductivity k and the geothermal gradient are linked by Fourier's law: q = k × dT/dz. Granite has a conductivity of about 3 W/(m·K), so a heat flow of 0.075 W/m² implies a gradient of 0.075 / 3 = 0.025 K/m, or 25 °C per kilometre. With a surface temperature of 10 °C, rock at 3 kilometres would then be at about 10 + 3 × 25 = 85 °C. Near plate boundaries and young volcanism the picture is very different: in Iceland or New Zealand's Taupō Volcanic Zone fluids above 250 °C are found at 1 to 2 kilometres.",
              "A conventional hydrothermal resource needs several ingredients at once:",
            ) +
            "<ul><li>a heat source, such as a cooling intrusion or simply deep circulation in a region of high heat flow;</li><li>a reservoir rock with enough permeability, usually from fractures, to let fluid flow to wells;</li><li>fluid, almost always meteoric water that has percolated down from the surface;</li><li>a caprock of low permeability, often clay altered by the hot fluids themselves, that traps heat and pressure;</li><li>recharge that replaces the fluid over time.</li></ul>" +
            p(
              "Resources are often classed by temperature or enthalpy. High-temperature fields, above about 150 °C, suit electricity generation; lower-temperature resources suit direct use such as district heating, greenhouses and fish farming. Where rock is hot but impermeable, enhanced geothermal systems (EGS) attempt to create a reservoir by hydraulic stimulation, pumping water at high pressure to open fractures between an injection well and production wells.",
            ),
        },
      },
      {
        title: "Turning Heat into Electricity",
        description:
          "Dry-steam, flash and binary plants each match a different kind of reservoir fluid, and we compare them by temperature, cycle and efficiency.",
        lesson: {
          title: "Dry steam, flash and binary cycles",
          html:
            p(
              "Geothermal electricity began at Larderello in Tuscany, where in 1904 Prince Piero Ginori Conti lit five light bulbs with a generator driven by natural steam; the first commercial plant followed there in 1913. Larderello, like The Geysers in California, is a rare vapour-dominated field, where wells produce dry steam that can be sent straight to a turbine. Most fields are liquid-dominated and need a different approach.",
              "In a flash plant, hot water under pressure rises up the well and is admitted to a separator at lower pressure, where part of it boils, or 'flashes', to steam. The steam drives the turbine and the remaining brine is returned underground. The steam fraction follows from an energy balance: x = (h − h<sub>f</sub>) / h<sub>fg</sub>, where h is the enthalpy of the reservoir fluid and h<sub>f</sub> and h<sub>fg</sub> are the liquid enthalpy and the enthalpy of evaporation at separator pressure. For saturated water at 250 °C (h ≈ 1086 kJ/kg) flashed at 5 bar (h<sub>f</sub> ≈ 640 kJ/kg, h<sub>fg</sub> ≈ 2107 kJ/kg), x = 446 / 2107 ≈ 0.21, so only about a fifth of the mass flow becomes steam. Double-flash plants flash the brine a second time at lower pressure to recover more.",
              "Below about 150 to 180 °C flashing yields too little steam, and binary plants take over. The geothermal fluid passes through a heat exchanger and boils a secondary working fluid with a low boiling point, such as isopentane or isobutane, which drives the turbine in a closed organic Rankine cycle. The geothermal fluid never touches the turbine and is reinjected entirely. The first binary plant ran at Paratunka in Kamchatka in 1967; Chena Hot Springs in Alaska has generated power from water at only 74 °C.",
            ) +
            "<table><tr><th>Plant type</th><th>Resource temperature</th><th>Typical thermal efficiency</th></tr><tr><td>Dry steam</td><td>vapour-dominated, above about 235 °C</td><td>highest of the three</td></tr><tr><td>Single or double flash</td><td>liquid-dominated, above about 180 °C</td><td>about 10–17%</td></tr><tr><td>Binary</td><td>about 100–180 °C</td><td>about 7–12%</td></tr></table>" +
            p(
              "Efficiencies are low because the source temperature is low, but plants run almost continuously, often with capacity factors above 80 per cent, which makes geothermal valuable as firm, low-carbon generation.",
            ),
        },
      },
      {
        title: "Managing the Reservoir",
        description:
          "A geothermal field can be overdrawn like a bank account, and reinjection is how operators keep it in credit.",
        lesson: {
          title: "Pressure, reinjection, scaling and seismicity",
          html: p(
            "A geothermal reservoir is renewable only if it is managed. Extracting fluid faster than natural recharge replaces it lowers reservoir pressure, and the consequences can be severe. Wairakei in New Zealand, commissioned in 1958 and the first large liquid-dominated field to be developed, initially discharged its separated water to the Waikato River. Pressure fell, a steam zone spread through the upper reservoir, hot springs and geysers nearby dried up, and the ground subsided in places by more than ten metres. At The Geysers in California steam production peaked in 1987 and then fell as the field ran short of water; from 1997 onwards treated wastewater piped from Lake County and later from Santa Rosa has been injected to restore it.",
            "Reinjection of spent brine and condensate is now standard practice. It maintains pressure, disposes of fluids that may contain arsenic, boron and mercury and could not be released to rivers, and reduces subsidence. But injection must be placed with care. Cold water returned too close to production wells travels through fractures and cools them, a failure called thermal breakthrough. Operators run tracer tests, injecting a detectable compound such as fluorescein or a naphthalene sulfonate and timing its arrival in production wells, to estimate flow paths before committing to an injection strategy.",
            "Chemistry causes trouble on the surface as well. As brine cools and loses steam, dissolved silica becomes supersaturated and can deposit as scale in pipes, heat exchangers and injection wells. Plants either keep the brine above the saturation temperature of amorphous silica, inject it quickly, or add acid to slow polymerisation. Calcite scaling in production wells is controlled with downhole inhibitors.",
            "Finally, changing pore pressure in fractured rock can trigger earthquakes. At Basel in 2006 an enhanced geothermal project under the city caused a magnitude 3.4 event during stimulation and was abandoned. In 2017 a magnitude 5.5 earthquake at Pohang in South Korea was later linked by a government inquiry to fluid injection at a nearby geothermal site. Projects now use 'traffic-light' protocols that slow or stop injection when seismicity crosses agreed thresholds.",
          ),
        },
      },
    ],
  },
  {
    slug: "health-economics-evaluation",
    discipline: "Health economics",
    title: "Economic Evaluation in Health Care",
    description:
      "Should a health service pay £30,000 for a year of healthy life? This intermediate module equips students to answer with the tools of economic evaluation: opportunity cost, the quality-adjusted life year, incremental cost-effectiveness ratios, handling uncertainty, and budget impact analysis.",
    level: "intermediate",
    duration: "one term (10 weekly lectures with computer practicals)",
    plantedGap: "budget impact",
    modules: [
      {
        title: "Scarcity and Opportunity Cost",
        description:
          "Every treatment a health system funds displaces another, and that principle is where this module begins.",
        lesson: {
          title: "Choices under a fixed budget",
          html:
            p(
              "Health economics starts from scarcity. A health system has a budget that is finite, and the demands on it are not. Every decision to fund one treatment is therefore also a decision not to spend the same money on something else. Economists call the value of the best alternative forgone the <i>opportunity cost</i>. When a new cancer drug is adopted in a national health service, its true cost is not the price on the invoice but the health that those resources would have produced elsewhere, perhaps in mental health services or community nursing. Economic evaluation makes this trade-off explicit by comparing the costs and consequences of alternative courses of action.",
              "Four forms of evaluation are distinguished by how they measure consequences:",
            ) +
            "<table><tr><th>Type</th><th>Consequences measured in</th><th>Example question</th></tr><tr><td>Cost-minimisation analysis</td><td>assumed identical</td><td>two generic drugs proven equally effective: which is cheaper?</td></tr><tr><td>Cost-effectiveness analysis</td><td>natural units (life years, cases detected, mmHg)</td><td>which screening strategy costs least per cancer found?</td></tr><tr><td>Cost-utility analysis</td><td>quality-adjusted life years</td><td>is a new hip prosthesis worth its price compared with knee surgery?</td></tr><tr><td>Cost-benefit analysis</td><td>money</td><td>do the benefits of a clean-air law exceed its costs?</td></tr></table>" +
            p(
              "An evaluation must state its perspective, which decides whose costs count. The reference case of the National Institute for Health and Care Excellence (NICE) takes the perspective of the NHS and personal social services for costs and counts health effects on patients and carers. A societal perspective would add productivity losses and costs borne by families.",
              "Costs and benefits that occur in the future are discounted, because people prefer benefits sooner and resources invested now could grow. NICE uses a rate of 3.5 per cent a year for both. A cost of £1,000 falling in ten years has a present value of £1,000 / 1.035<sup>10</sup> ≈ £709. Discounting matters most for preventive programmes, whose costs come now and whose benefits arrive decades later.",
            ),
        },
      },
      {
        title: "Measuring Health in QALYs",
        description:
          "The quality-adjusted life year combines length and quality of life in one number, and you will construct it from utility weights and time.",
        lesson: {
          title: "Utilities, EQ-5D and the QALY",
          html: p(
            "A quality-adjusted life year (QALY) weights each year of life by a measure of its quality, called a utility or health state value, on a scale on which 1 represents full health and 0 represents being dead. States judged worse than death receive negative values. One year in full health is one QALY; two years in a state valued at 0.5 is also one QALY. Because the QALY captures both survival and quality, it allows treatments for quite different conditions to be compared on one scale, which is exactly what a health system allocating a single budget needs.",
            "Utilities are usually obtained indirectly. Patients in a trial complete a short descriptive questionnaire, most often the EQ-5D, and each response pattern is converted to a utility using a 'value set' derived from the preferences of the general public. The EQ-5D-5L describes health on five dimensions, mobility, self-care, usual activities, pain or discomfort and anxiety or depression, each at five levels, giving 3,125 possible states. The values come from valuation studies in which members of the public perform tasks such as the time trade-off: if a person is indifferent between ten years in a given state and six years in full health, the state is valued at 6/10 = 0.6. The standard gamble, an alternative method, asks what risk of death a person would accept to be restored to full health.",
            "A worked example shows how the numbers combine. Treatment A gives a patient 4 years at a utility of 0.75, or 3.0 QALYs. Treatment B gives 5 years, but with side effects that hold utility at 0.6, which is also 3.0 QALYs. The QALY calculus judges them equally valuable, even though B offers a longer life. In practice utilities change over time, so QALYs are calculated as the area under the utility curve, summing each period's utility multiplied by its length, with discounting applied.",
            "The QALY has critics. Some argue that it discriminates against older people and disabled people, whose potential QALY gains are smaller; others that generic instruments such as the EQ-5D are insensitive to what matters in certain conditions, such as hearing loss or dementia. Defenders reply that any explicit measure is fairer than implicit rationing.",
          ),
        },
      },
      {
        title: "Incremental Cost-Effectiveness",
        description:
          "Comparing two options means comparing their differences, expressed as the ICER and plotted on the cost-effectiveness plane.",
        lesson: {
          title: "The ICER and the threshold",
          html:
            p(
              "Decisions are about change at the margin, so economic evaluation compares a new intervention with the best current alternative, not with doing nothing. The result is the incremental cost-effectiveness ratio (ICER): the difference in cost divided by the difference in effect, ICER = (C<sub>new</sub> − C<sub>old</sub>) / (E<sub>new</sub> − E<sub>old</sub>). Suppose a new drug costs £42,000 per patient over a lifetime and yields 3.1 QALYs, while standard care costs £18,000 and yields 2.3 QALYs. The incremental cost is £24,000, the incremental gain 0.8 QALYs, and the ICER £24,000 / 0.8 = £30,000 per QALY gained.",
              "Whether that is acceptable depends on a threshold, the amount the decision-maker is willing to pay for a QALY, which should reflect the health displaced elsewhere. NICE has for many years used a range of £20,000 to £30,000 per QALY: below the lower figure a technology is normally recommended, and above it the committee needs increasingly strong reasons. Since 2022 a severity modifier lets NICE give extra weight, of 1.2 or 1.7, to QALYs gained in the most severe conditions.",
              "The ICER can mislead when read alone, so results are also plotted on the cost-effectiveness plane, with incremental effect on the horizontal axis and incremental cost on the vertical:",
            ) +
            "<table><tr><th>Quadrant</th><th>New option is</th><th>Decision</th></tr><tr><td>South-east</td><td>cheaper and more effective</td><td>adopt: it dominates</td></tr><tr><td>North-west</td><td>dearer and less effective</td><td>reject: it is dominated</td></tr><tr><td>North-east</td><td>dearer and more effective</td><td>compare the ICER with the threshold</td></tr><tr><td>South-west</td><td>cheaper and less effective</td><td>adopt only if the savings per QALY lost exceed the threshold</td></tr></table>" +
            p(
              "Net monetary benefit avoids ratio problems: NMB = λ × ΔE − ΔC, where λ is the threshold. At λ = £20,000 the drug above has NMB = 20,000 × 0.8 − 24,000 = −£8,000, so it is not cost-effective; at λ = £30,000 its NMB is exactly zero.",
            ),
        },
      },
      {
        title: "Handling Uncertainty",
        description:
          "No estimate is certain, so the closing module shows how analysts test their results and present the uncertainty to a committee.",
        lesson: {
          title: "Sensitivity analysis and acceptability curves",
          html: p(
            "Every economic evaluation rests on uncertain inputs: treatment effects from trials with confidence intervals, utilities from small samples of patients, costs that vary between hospitals, and assumptions about what happens after the trial ends. Decision-makers need to know how far the conclusion depends on these uncertainties, and three broad approaches are used.",
            "In deterministic sensitivity analysis the analyst changes one input at a time, or a few together, across a plausible range and records the ICER. If the ICER of £30,000 per QALY falls to £22,000 when the drug's effect is at the top of its confidence interval and rises to £55,000 at the bottom, the decision is clearly sensitive to that input. Results for many inputs are often shown as a tornado diagram, with the widest bars at the top. Threshold analysis asks a related question: at what price, or what effect size, would the ICER equal the threshold?",
            "Probabilistic sensitivity analysis (PSA) varies all inputs at once. Each parameter is given a probability distribution reflecting its uncertainty: beta distributions for probabilities and utilities, which are bounded between 0 and 1; gamma or lognormal distributions for costs, which cannot be negative and are skewed; and lognormal distributions for relative risks. A Monte Carlo simulation then draws a value for every parameter, runs the model, and repeats the process thousands of times. The results form a cloud of points on the cost-effectiveness plane. If 620 of 1,000 simulations show a net monetary benefit above zero at a threshold of £30,000, the probability that the new treatment is cost-effective at that threshold is 62 per cent. Repeating the calculation over a range of thresholds gives the cost-effectiveness acceptability curve (CEAC), a standard figure in NICE submissions.",
            "Finally, the expected value of perfect information (EVPI) estimates how much it would be worth to eliminate uncertainty altogether, by multiplying the expected loss from choosing wrongly by the population affected. A high EVPI suggests that further research may be a better use of money than an immediate decision. Structural uncertainty, about the form of the model itself, is explored by running alternative model structures.",
          ),
        },
      },
    ],
  },
  {
    slug: "clock-mechanisms-workshop",
    discipline: "Clockmaking",
    title: "Clock Mechanisms: Trains, Escapements and Pendulums",
    description:
      "Escapements are the heart of a mechanical clock. This second-year workshop module takes apart the going train and its gear ratios, the anchor and deadbeat escapements, pendulum theory and temperature compensation, and the striking work of an English longcase clock.",
    level: "intermediate",
    duration: "one year (one workshop day a week)",
    plantedGap: "striking",
    modules: [
      {
        title: "The Going Train",
        description:
          "Counting teeth and leaves lets you predict how fast every arbor in a clock turns, and this module drills that arithmetic.",
        lesson: {
          title: "Wheels, pinions and ratios",
          html:
            p(
              "The going train carries power from the weight or mainspring to the escapement and, on the way, sets the speed of the hands. In clockmaking a large gear is a <i>wheel</i>, measured by its number of teeth, and a small one is a <i>pinion</i>, measured by its number of leaves; each is mounted on a shaft called an <i>arbor</i>. When a wheel drives a pinion, the pinion turns faster in the ratio of teeth to leaves. Through a train of several pairs, the ratio is the product of all the wheel counts divided by the product of all the pinion counts.",
              "A classic eight-day longcase clock with a seconds pendulum makes a good example. The pendulum beats once a second, and the escape wheel has 30 teeth; since each tooth gives two beats, the escape wheel turns once a minute and can carry a seconds hand. The centre arbor, which carries the minute hand, must turn once an hour, so the train from centre wheel to escape wheel needs a ratio of 60.",
            ) +
            "<table><tr><th>Wheel</th><th>Teeth</th><th>Drives pinion of</th><th>Ratio</th></tr><tr><td>Great wheel (on the barrel)</td><td>96</td><td>8 (centre pinion)</td><td>12</td></tr><tr><td>Centre wheel</td><td>64</td><td>8 (third pinion)</td><td>8</td></tr><tr><td>Third wheel</td><td>60</td><td>8 (escape pinion)</td><td>7.5</td></tr></table>" +
            p(
              "From centre to escape wheel the ratio is 8 × 7.5 = 60, as required. The great wheel turns once while the centre arbor turns 12 times, that is once every twelve hours. If the line carrying the weight makes 16 turns on the barrel, the clock runs 16 × 12 = 192 hours, or eight days, on one winding.",
              "The hour hand is driven not by the going train but by the motion work under the dial, which needs a reduction of 12 to 1 from the minute hand. A typical arrangement is a cannon pinion of 12 leaves driving a minute wheel of 36 teeth (3 to 1), whose own pinion of 6 leaves drives an hour wheel of 24 teeth (4 to 1): 3 × 4 = 12.",
              "Clock wheels use cycloidal tooth forms rather than the involute teeth of engineering gearboxes, because cycloidal pinions with few leaves run with less friction when the wheel drives. The depthing, the distance between wheel and pinion centres, must be right: too deep and the teeth bind, too shallow and they slip or butt.",
            ),
        },
      },
      {
        title: "Anchor and Deadbeat Escapements",
        description:
          "We dismantle the two escapements found in most English pendulum clocks and compare how each one locks, releases and gives impulse.",
        lesson: {
          title: "Recoil and dead-beat action",
          html:
            p(
              "An escapement has two jobs. It releases the train one tooth at a time, so that the stored power runs down in equal steps, and it gives the pendulum a small push, the impulse, on every swing to replace the energy lost to friction and air resistance. The earliest mechanical clocks used the verge escapement with a swinging bar called a foliot, and later with a short pendulum that needed a wide arc. The two escapements you will meet most often in English clocks both appeared in the later seventeenth century.",
              "The anchor or recoil escapement was introduced around 1670 and is attributed to Robert Hooke or to the London clockmaker William Clement. Its pallets, shaped like a ship's anchor, span several teeth of the escape wheel and let the pendulum swing through a small arc of a few degrees. That made the long seconds pendulum practical and improved timekeeping enormously. Its characteristic is recoil: after a tooth drops onto a pallet, the continuing swing of the pendulum pushes the escape wheel slightly backwards, which you can see in the seconds hand's small backward flick at each beat. The recoil makes the escapement tolerant of wear and poor oil, but it means the train interferes with the pendulum's free swing.",
              "The deadbeat escapement, perfected by George Graham around 1715, removes the recoil. Each pallet has a locking face shaped as an arc centred on the pallet arbor, so while a tooth rests on it the wheel is held dead still, and a separate sloping impulse face gives the push. The seconds hand stops dead between beats, hence the name. Because the pendulum is disturbed less, the deadbeat became the standard escapement in precision regulators for two centuries, though it needs fine workmanship and well-maintained oil on the pallets.",
            ) +
            "<ul><li><b>Lock</b>: how far a tooth rests on the locking face before the pallet releases it.</li><li><b>Impulse</b>: the push given as the tooth slides across the impulse face.</li><li><b>Drop</b>: the free movement of the wheel between one pallet releasing a tooth and the other catching the next; it should be small and equal on both sides.</li></ul>" +
            p(
              "A clock must also be 'in beat': the tick and the tock evenly spaced. Listen, then bend the crutch or adjust it until the beats are equal.",
            ),
        },
      },
      {
        title: "Pendulums and Temperature",
        description:
          "A pendulum keeps time only as well as its length stays constant, so we calculate the errors and study the classic compensators.",
        lesson: {
          title: "Length, arc and expansion",
          html: p(
            "For small swings the period of a simple pendulum is T = 2π√(L/g), where L is the length from the point of suspension to the centre of oscillation and g is the acceleration due to gravity. A 'seconds pendulum', which takes one second for each swing and so has a full period of two seconds, therefore needs L = g/π², about 0.994 metres at g = 9.81 m/s². Since the period varies with the square root of length, a small fractional change in length gives half that fractional change in period: ΔT/T = ½ × ΔL/L. Shortening a seconds pendulum by one millimetre changes its rate by ½ × 1/994 ≈ 0.05 per cent, and since a day has 86,400 seconds the clock gains about 43 seconds a day. This is why the rating nut under the bob has a fine thread and why regulation is done in small turns.",
            "Temperature changes the length of the rod. Steel expands by about 11 to 12 millionths of its length for each degree Celsius, so a steel-rodded seconds pendulum loses roughly half a second a day for every degree of warming: ½ × 11.5 × 10⁻⁶ × 86,400 ≈ 0.5 s. Over a summer-to-winter range of 15 degrees that is several seconds a day, too much for an observatory regulator. Eighteenth-century makers solved the problem with compensation. George Graham's mercury pendulum of 1721 carries a jar of mercury whose level rises as the rod lengthens, keeping the centre of oscillation fixed. John Harrison's gridiron pendulum of about 1726 combines steel rods pointing down with brass rods pointing up, arranged so that the greater expansion of the brass cancels that of the steel. In 1896 Charles-Édouard Guillaume discovered Invar, a nickel-steel alloy that expands by only about a tenth as much as steel, and Invar rods made simple, nearly compensated pendulums possible; Guillaume received the Nobel Prize in Physics for the work in 1920.",
            "A second error comes from the arc itself. The formula above holds only for very small swings; at larger amplitudes the period lengthens, a 'circular error' that Christiaan Huygens analysed in the seventeenth century. What matters in practice is not the size of the arc but its constancy, so a clock whose driving force varies, because of dirty oil or a weakening spring, will change its rate as its arc changes.",
          ),
        },
      },
    ],
  },
];
