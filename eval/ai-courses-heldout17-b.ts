/** Seventeenth held-out evaluation courses, intermediate level (Inca history to violin making); see ai-courses-heldout17.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT17_B: EvalCourse[] = [
  {
    slug: "tawantinsuyu-inca-state-1400-1572",
    discipline: "Inca history",
    title: "Tawantinsuyu: The Inca State, 1400-1572",
    description:
      "In little more than a century the rulers of Cusco built the largest state of the pre-Columbian Americas. Reading Spanish chronicles against the archaeological record, this second-year module studies the expansion under Pachacuti and his successors, the labour tax and the storehouses it filled, record-keeping with the knotted cords called khipu, and the civil war and Spanish conquest that ended the empire.",
    level: "intermediate",
    duration: "one term (ten weeks)",
    plantedGap: "khipu",
    modules: [
      {
        title: "From Cusco to Empire",
        description:
          "We trace how a small highland polity became an empire of four quarters, and ask how far the chroniclers' dates can be trusted.",
        lesson: {
          title: "Pachacuti, Topa Inca and the four quarters",
          html: p(
            "Before the fifteenth century the Inca were one of several competing groups in the southern Peruvian highlands, centred on the valley of Cusco. The standard narrative, derived from Spanish chroniclers such as Juan de Betanzos and Pedro Sarmiento de Gamboa who interviewed Inca nobles in the mid-sixteenth century, turns on a crisis: an attack on Cusco by the Chanka confederation, repelled by a young prince who took the name Pachacuti, 'he who overturns the world'. The American scholar John Rowe, working from Miguel Cabello de Balboa's chronicle, dated Pachacuti's accession to 1438, and that date entered the textbooks.",
            "Pachacuti is credited with rebuilding Cusco as an imperial capital, reorganising the state religion around the sun cult of the Coricancha, and launching campaigns beyond the valley. His son Topa Inca Yupanqui pushed conquests north to Quito and south into what is now Chile and north-west Argentina, and Huayna Capac, who ruled until about 1527, extended the northern frontier into southern Colombia. At its height the state stretched some 4,000 kilometres along the Andes and ruled perhaps ten to twelve million people. The Inca called it Tawantinsuyu, 'the four parts together', divided into Chinchaysuyu to the north-west, Antisuyu to the north-east, Collasuyu to the south and Cuntisuyu to the south-west, meeting in Cusco.",
            "Historians now treat this chronology with caution. The chronicles record dynastic traditions shaped by the interests of rival royal lineages, and they compress long processes into the deeds of individual rulers. Radiocarbon dates from Inca sites, analysed by Alan Covey and others, indicate that Inca expansion and building in several regions began decades before 1438, perhaps early in the fifteenth century or even the late fourteenth. The Chanka war may therefore be better read as a founding myth than as a precise event, and expansion as a gradual process of alliance, marriage and conquest rather than a sudden explosion.",
          ),
        },
      },
      {
        title: "Labour, Storehouses and Resettlement",
        description:
          "The Inca economy ran without markets or money; this module explains how labour service fed the state.",
        lesson: {
          title: "Mit'a, qollqa and mitmaqkuna",
          html:
            p(
              "The Inca state did not tax its subjects in goods or coin. It taxed them in labour. Under the rotational service called mit'a, each household owed the state a period of work each year: farming state and temple lands, building roads and terraces, serving as soldiers or porters, mining, or weaving. The obligation rested on married male household heads, but in practice the whole household took part. The land of each province was divided, at least in principle, into portions for the state, for the cults, and for the communities themselves, and mit'a labourers worked the first two while feeding themselves from the third.",
              "The system rested on an older Andean ethic of reciprocity. Local lords (kurakas) and the state were expected to provide food, chicha beer and feasting to those who worked for them, so that labour service was framed as mutual obligation rather than simple extraction. Three institutions made the system work on an imperial scale:",
            ) +
            "<ul><li>Storehouses (qollqa): rows of circular or rectangular stone buildings, sited on hillsides for ventilation, that held maize, freeze-dried potatoes (chuño), cloth and weapons. The complex at Cotapachi in Bolivia had about 2,400 structures; Huánuco Pampa had nearly 500.</li><li>Resettled colonists (mitmaqkuna): whole communities moved to new regions to farm, to garrison frontiers, or to break up groups likely to rebel, while keeping their home dress and identity.</li><li>Chosen women (aqllakuna): young women selected to live in enclosed compounds, where they wove fine cloth and brewed chicha for state ritual and redistribution.</li></ul>" +
            p(
              "Cloth deserves special emphasis. Fine tapestry cloth (qompi) was a prime gift from the ruler to loyal lords and soldiers, and its production by aqllakuna and specialist weavers was one of the state's main economic activities. The stored surpluses allowed armies to march without plundering, fed workers during state projects, and served as famine relief, and the Spanish were astonished at their size when they arrived.",
            ),
        },
      },
      {
        title: "Civil War and Conquest",
        description:
          "How could fewer than two hundred Spaniards capture an emperor? Students weigh the civil war, epidemic disease and indigenous allies.",
        lesson: {
          title: "From Cajamarca to Vilcabamba",
          html: p(
            "Huayna Capac died in about 1527, most probably of smallpox, which had spread south from Spanish settlements ahead of the Spaniards themselves; his designated heir died with him. The succession was contested between two of his sons: Huascar, who held Cusco, and Atahualpa, who commanded the veteran armies in the north around Quito. The civil war that followed lasted several years and ended in 1532 with the defeat and capture of Huascar by Atahualpa's generals.",
            "In the same year Francisco Pizarro landed on the north coast with about 170 men. On 16 November 1532, at Cajamarca, Atahualpa entered the town square with a large unarmed retinue to meet the Spaniards, who attacked from concealment with cavalry, firearms and steel, killed thousands of his attendants and seized the ruler. Atahualpa offered a ransom famously said to fill a room once with gold and twice with silver; it was paid, but he was executed in July 1533.",
            "The Spanish victory is no longer explained mainly by technology. Historians stress that the conquerors arrived in the middle of a succession war and that epidemics had already killed much of the population and leadership. Many Andean peoples, including the Cañari and Chachapoya, resented Inca rule and fought on the Spanish side, as did Cusco factions hostile to Atahualpa. Pizarro installed a puppet ruler, Manco Inca, but Manco rebelled in 1536, besieged Cusco for months, and then withdrew to the forested region of Vilcabamba, where an independent neo-Inca state survived for thirty-six years. In 1572 the viceroy Francisco de Toledo sent an expedition that captured its last ruler, Túpac Amaru, who was executed in the main square of Cusco. That execution is conventionally taken as the end of the Inca state, although Inca descendants and memories of Inca rule remained politically powerful throughout the colonial period.",
          ),
        },
      },
    ],
  },
  {
    slug: "hospice-nursing-symptoms-final-days",
    discipline: "Hospice nursing",
    title: "Nursing in Hospice and End-of-Life Care",
    description:
      "Good palliative care begins with careful attention to symptoms and continues into the family's bereavement. Aimed at qualified nurses taking up hospice posts, the module covers pain assessment and the WHO analgesic ladder, management of breathlessness and nausea, recognising the last days of life, syringe drivers, and bereavement support for families.",
    level: "intermediate",
    duration: "twelve weeks, part time",
    plantedGap: "bereavement",
    modules: [
      {
        title: "Assessing and Treating Pain",
        description:
          "Pain in advanced illness is assessed as a whole-person experience and treated step by step, with careful opioid conversions.",
        lesson: {
          title: "Total pain, the analgesic ladder and opioid doses",
          html: p(
            "Cicely Saunders, who founded St Christopher's Hospice in London in 1967, introduced the idea of 'total pain': the pain of advanced illness has physical, psychological, social and spiritual components, and each must be assessed. Assessment starts with the patient's own report of site, character, severity (for example on a 0 to 10 numerical rating scale), timing and what makes it better or worse. For patients who cannot report, such as those with advanced dementia, observational tools like the Abbey Pain Scale or PAINAD score facial expression, vocalisation, body movement and behaviour. The type of pain matters: bone pain, neuropathic pain and colic respond to different treatments.",
            "The World Health Organization's analgesic ladder, published in 1986 for cancer pain, recommends moving from non-opioids such as paracetamol (step 1), to weak opioids such as codeine (step 2), to strong opioids such as morphine (step 3), with adjuvants such as anticonvulsants for neuropathic pain at any step. Analgesia should be given by mouth where possible, by the clock rather than only on demand, and for the individual. Many palliative teams now move directly to low-dose morphine when pain is moderate to severe.",
            "Dose calculations are a core nursing skill. A patient taking immediate-release oral morphine 10 mg every four hours receives 60 mg in 24 hours; this can be converted to modified-release morphine 30 mg twice daily. The breakthrough dose is usually one-sixth of the 24-hour total, here 10 mg of immediate-release morphine as required. If the patient can no longer swallow, subcutaneous morphine is roughly twice as potent as oral, so 60 mg oral corresponds to about 30 mg subcutaneous over 24 hours, with a breakthrough dose of 5 mg. Opioid side effects must be anticipated: constipation occurs in nearly all patients, so a laxative is prescribed with the opioid, while nausea and drowsiness often settle in a few days. Signs of toxicity include myoclonic jerks, hallucinations and pinpoint pupils.",
          ),
        },
      },
      {
        title: "Breathlessness and Nausea",
        description:
          "Students learn to match each cause of nausea to the right drug and to combine drug and non-drug measures for breathlessness.",
        lesson: {
          title: "Treating by mechanism",
          html:
            p(
              "Breathlessness is among the most frightening symptoms for patients and families. The first step is to look for reversible causes: a pleural effusion that can be drained, anaemia, infection, or heart failure that needs diuretics. Where the cause cannot be reversed, non-drug measures are the foundation. A hand-held fan directed at the face reduces the sensation of breathlessness, probably through the trigeminal nerve; sitting upright and leaning forward, pacing activities, and breathing techniques taught by physiotherapists all help. Low-dose oral morphine, for example 1 to 2.5 mg as required, reduces breathlessness without measurable harm to breathing at these doses. Oxygen helps only patients who are hypoxic, and benzodiazepines such as lorazepam are used mainly when anxiety drives the symptom.",
              "Nausea and vomiting are managed by identifying the most likely mechanism and choosing a drug that acts on it:",
            ) +
            "<table><tr><th>Likely cause</th><th>Mechanism</th><th>First-line drug</th></tr><tr><td>Opioids, hypercalcaemia, renal failure</td><td>chemical, via the chemoreceptor trigger zone</td><td>haloperidol 0.5-1.5 mg at night</td></tr><tr><td>Gastric stasis, hepatomegaly</td><td>delayed stomach emptying</td><td>metoclopramide 10 mg three times daily</td></tr><tr><td>Raised intracranial pressure, motion, bowel obstruction</td><td>vestibular and vomiting centre</td><td>cyclizine 50 mg three times daily</td></tr><tr><td>Several causes or none found</td><td>mixed</td><td>levomepromazine 6.25 mg at night</td></tr></table>" +
            p(
              "Two cautions apply. Metoclopramide is a prokinetic and must not be used in complete bowel obstruction or combined with cyclizine, whose anticholinergic effect opposes it. And if vomiting prevents oral drugs from being absorbed, the antiemetic must be given by injection or by continuous subcutaneous infusion. Constipation is a frequent and overlooked cause of nausea in patients on opioids, so a rectal examination and a review of laxatives belong in every assessment.",
            ),
        },
      },
      {
        title: "The Last Days of Life and Syringe Drivers",
        description:
          "This module teaches how to recognise that a person is dying, plan care with the family, and set up a continuous subcutaneous infusion.",
        lesson: {
          title: "Recognising dying and giving continuous subcutaneous medicines",
          html: p(
            "Recognising that a person has entered the last days of life is difficult and is always a team judgement, after reversible causes of deterioration have been excluded. Typical signs include profound weakness, being bed-bound and sleeping most of the day, reduced intake of food and fluids, difficulty swallowing tablets, and drowsiness or reduced awareness. Later, breathing may become irregular, with pauses (Cheyne-Stokes breathing), and secretions may collect in the throat, producing a rattling noise. The NICE guideline on care of dying adults (NG31, 2015) asks teams to communicate the uncertainty honestly, to involve the person and those important to them in decisions, to review hydration and to stop treatments that no longer help.",
            "Because the oral route is often lost, hospices prescribe anticipatory medicines in advance so that symptoms can be treated promptly, day or night. A typical set covers four symptoms: pain or breathlessness (subcutaneous morphine), nausea (for example levomepromazine), agitation (midazolam) and respiratory secretions (an antimuscarinic such as glycopyrronium or hyoscine butylbromide).",
            "When repeated doses are needed, medicines are given by a continuous subcutaneous infusion from a portable syringe pump, still usually called a syringe driver. The pump delivers a syringe's contents steadily over 24 hours through a fine cannula under the skin of the chest, abdomen or upper arm. For example, a patient needing 30 mg of subcutaneous morphine and 10 mg of midazolam a day would have both drawn into one syringe, made up with water for injection to the volume the pump requires. The nurse checks the compatibility of the mixture, labels the syringe, and records the rate and the remaining volume at least every four hours, inspecting the site for redness or swelling. Breakthrough doses are given separately by injection, and any increase in their use is the signal to review the 24-hour dose.",
          ),
        },
      },
    ],
  },
  {
    slug: "it-service-management-itil4-practice",
    discipline: "IT service management",
    title: "IT Service Management in Practice",
    description:
      "When the payroll system fails on the last day of the month, who restores it, who is told, and how is a repeat prevented? Working through the practices of ITIL 4, the module deals with service level agreements, incident management, problem management, change enablement and the configuration management database.",
    level: "intermediate",
    duration: "eight weeks (two sessions a week)",
    plantedGap: "configuration management database",
    modules: [
      {
        title: "Services, Value and Service Levels",
        description:
          "The opening module defines a service, places it in the ITIL 4 service value system, and turns promises to customers into measurable targets.",
        lesson: {
          title: "From the service value system to the SLA",
          html: p(
            "ITIL 4, published by AXELOS in 2019, defines a service as a means of enabling value co-creation by facilitating outcomes that customers want to achieve, without the customer having to manage specific costs and risks. A payroll service, for instance, lets the finance department pay staff on time without owning servers or employing database administrators. ITIL 4 places all service management activity within a service value system, whose core is the service value chain of six activities (plan, improve, engage, design and transition, obtain or build, deliver and support), supported by 34 management practices and seven guiding principles such as 'focus on value', 'start where you are' and 'keep it simple and practical'.",
            "A service level agreement (SLA) is a documented agreement between a service provider and a customer that identifies the services required and the expected level of service. Good SLAs are written in terms the customer recognises, such as 'payslips produced by 18:00 on the last working day', rather than purely technical measures like server uptime, a mismatch known as the watermelon effect: green on the outside, red inside. Typical SLA targets cover availability, response and resolution times for incidents, and the hours of support.",
            "Availability targets are best checked with a little arithmetic. Availability is agreed service time minus downtime, divided by agreed service time. A 30-day month has 43,200 minutes, so an availability target of 99.9% allows 43.2 minutes of unplanned downtime a month, whereas 99.5% allows 216 minutes, or 3.6 hours. Where a service depends on several components in series, their availabilities multiply: an application at 99.9% running on a database at 99.8% and a network at 99.95% gives at best 0.999 x 0.998 x 0.9995, or about 99.65% for the service as the user experiences it. Service level management is the practice that negotiates these targets, monitors performance against them, and reviews them with customers at regular service reviews.",
          ),
        },
      },
      {
        title: "Incident Management",
        description:
          "Here the focus is restoring normal service quickly: logging, prioritising, escalating and, for major incidents, coordinating.",
        lesson: {
          title: "Priority, escalation and the major incident",
          html:
            p(
              "ITIL 4 defines an incident as an unplanned interruption to a service or reduction in its quality, and the purpose of incident management is to minimise the negative impact of incidents by restoring normal service operation as quickly as possible. The emphasis is on restoration, not diagnosis: restarting a failed server to get payroll running again resolves the incident even if nobody yet knows why it failed.",
              "Each incident is logged with a time stamp, categorised, and given a priority derived from two factors. Impact measures how much of the business is affected; urgency measures how quickly the business needs a resolution. A common matrix is:",
            ) +
            "<table><tr><th>Impact \\ Urgency</th><th>High</th><th>Medium</th><th>Low</th></tr><tr><td>High (whole site or critical service)</td><td>P1, resolve in 4 h</td><td>P2, 8 h</td><td>P3, 24 h</td></tr><tr><td>Medium (one department)</td><td>P2, 8 h</td><td>P3, 24 h</td><td>P4, 3 days</td></tr><tr><td>Low (one user)</td><td>P3, 24 h</td><td>P4, 3 days</td><td>P5, 5 days</td></tr></table>" +
            p(
              "The resolution targets in such a matrix come from the SLA. Escalation takes two forms. Functional escalation passes the incident to a team with more specialised skills, for example from the service desk to database support. Hierarchical escalation informs managers when a target is at risk or the impact is severe, so that resources or decisions can be made available.",
              "A major incident, one with severe impact on the business, is handled by a separate procedure with a named major incident manager, a dedicated communication channel, regular updates to stakeholders at fixed intervals, and a formal review once service is restored. Throughout, the service desk keeps the user informed, and an incident is closed only when the user confirms that service is working. Measures such as mean time to restore service and the proportion of incidents resolved at first contact show whether the practice is working.",
            ),
        },
      },
      {
        title: "Problems, Known Errors and Changes",
        description:
          "Students investigate the causes behind repeated incidents and learn how changes that remove those causes are assessed and authorised.",
        lesson: {
          title: "Problem management and change enablement",
          html: p(
            "A problem, in ITIL 4, is a cause or potential cause of one or more incidents. Problem management works in three phases. Problem identification spots problems through trend analysis of incident records, recurring major incidents, or information from suppliers. Problem control analyses the problem and documents workarounds and known errors; a known error is a problem that has been analysed but not yet resolved, and a workaround is a way of reducing or eliminating the impact of an incident for which a full resolution is not yet available. Error control manages known errors and decides whether a permanent fix is worth its cost.",
            "Root cause analysis uses simple, disciplined techniques. The 'five whys' asks why repeatedly until a cause within the organisation's control appears: payroll failed because the database ran out of disk space; disk space ran out because log files grew; the logs grew because a nightly clean-up job had stopped; the job stopped because its service account password had expired; the password expired because no owner was recorded for the account. Kepner-Tregoe analysis and Ishikawa (fishbone) diagrams are used for more complex problems.",
            "Most permanent fixes require a change, defined as the addition, modification or removal of anything that could have a direct or indirect effect on services. ITIL 4 renamed the practice change enablement to stress that its goal is to maximise the number of successful changes, not to obstruct them. It distinguishes three types. Standard changes are low-risk, pre-authorised and well understood, such as adding a user to a group, and are carried out without further assessment. Normal changes are scheduled, assessed and authorised by a change authority appropriate to their risk, which may be a peer reviewer for a small change or a change advisory board for a large one. Emergency changes must be implemented as soon as possible, for example to apply a security patch under active attack, and follow an expedited authorisation. Every change is assessed for risk, planned with a back-out route, and reviewed once implemented.",
          ),
        },
      },
    ],
  },
  {
    slug: "environmental-economics-externalities-instruments",
    discipline: "Environmental economics",
    title: "Environmental Economics: Externalities and Policy Instruments",
    description:
      "Pollution is, to an economist, an externality, and much of environmental policy follows from that single idea. With intermediate microeconomics as the toolkit, the module moves from market failure to Pigouvian taxes and the Coase theorem, then to tradable emission permits, and finally to contingent valuation and other ways of putting a price on goods that are never sold.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "contingent valuation",
    modules: [
      {
        title: "Externalities and Market Failure",
        description:
          "Why does a competitive market produce too much pollution? We answer with marginal private and social cost curves and a numerical example.",
        lesson: {
          title: "Private cost, social cost and deadweight loss",
          html: p(
            "An externality is a cost or benefit that an activity imposes on people who are not party to the market transaction and that is not reflected in the price. A paper mill that discharges effluent into a river harms fisheries and swimmers downstream, but those harms do not appear in the mill's costs, so the mill ignores them when deciding how much to produce. The result is a market failure: the competitive equilibrium is not efficient.",
            "The analysis uses three curves. The marginal private cost (MPC) is the producer's own cost of one more unit. The marginal external cost (MEC) is the damage that unit imposes on others. The marginal social cost is their sum, MSC = MPC + MEC. The market settles where demand, which measures marginal benefit, meets MPC; efficiency requires output where marginal benefit equals MSC. With a negative externality the market therefore overproduces.",
            "A numerical example makes the point. Let the inverse demand for paper be P = 100 - Q, marginal private cost MPC = 20 + Q, and marginal external cost a constant 20 per tonne. The market equilibrium sets 100 - Q = 20 + Q, giving Q = 40 tonnes and P = 60. The efficient output sets 100 - Q = 40 + Q, giving Q = 30 and P = 70. Between 30 and 40 tonnes each unit is worth less to buyers than it costs society, and the deadweight loss is the triangle between MSC and demand over those ten units: one half times 10 times 20, or 200.",
            "Two features of real cases complicate this picture. Many pollutants are public bads: once a river or the atmosphere is polluted, everyone suffers, and no one can be excluded from the harm, so private bargaining is hard. And damages are often uncertain, delayed and spread across borders and generations, as with greenhouse gases, which makes the MEC curve itself a matter of dispute. Despite these difficulties, the MPC-MSC framework is the starting point for every policy instrument studied in the rest of the course.",
          ),
        },
      },
      {
        title: "Pigouvian Taxes and the Coase Theorem",
        description:
          "Two classic answers to externalities, one relying on the state and one on bargaining, are compared with their assumptions made explicit.",
        lesson: {
          title: "Taxing the harm or assigning the right",
          html: p(
            "Arthur Cecil Pigou, in The Economics of Welfare (1920), proposed that the state should tax a polluting activity by an amount equal to the marginal external cost at the efficient level of output. The tax internalises the externality: the producer now faces a private cost equal to the social cost and chooses the efficient quantity without being told what it is. In the paper example, a tax of 20 per tonne raises the firm's effective cost to 40 + Q, the market moves to 30 tonnes, and the government collects 600 in revenue. That revenue can be used to cut other, distorting taxes, an argument known as the double dividend, though economists disagree about how large the second dividend really is. The practical difficulty is that the regulator must know the marginal damage, which is seldom measured precisely. Britain's landfill tax and many countries' carbon taxes are Pigouvian in design.",
            "Ronald Coase, in 'The Problem of Social Cost' (1960), challenged the assumption that state action is needed. He argued that externalities are reciprocal: the mill harms the fishery, but stopping the mill harms its owners. If property rights are clearly defined and transaction costs are zero, the parties will bargain to the efficient outcome whichever of them holds the right. If the fishery owns the right to a clean river, the mill will pay for permission to pollute up to the point where its gain equals the fishery's loss; if the mill owns the right to pollute, the fishery will pay it to cut back to the same point. Only the distribution of income differs.",
            "The Coase theorem is more often cited for its conditions than its conclusion. Bargaining fails when many parties are affected, when damages are hard to measure or attribute, or when holdouts and free riders block agreement, which is the typical case for air pollution. Its lasting lesson is that the design of property rights and the cost of transacting are central to environmental policy.",
          ),
        },
      },
      {
        title: "Tradable Emission Permits",
        description:
          "The module ends with cap and trade, showing why trading lowers the cost of meeting a fixed limit and how real schemes have performed.",
        lesson: {
          title: "Cap and trade and the equalisation of marginal abatement costs",
          html:
            p(
              "A tradable permit scheme, or cap and trade, fixes the total quantity of emissions and lets the market find the price. The regulator issues permits, each allowing one tonne of emissions, up to the cap; firms must surrender one permit for each tonne emitted and may buy and sell permits freely. The idea goes back to the Canadian economist John Dales (1968) and was formalised by W. David Montgomery in 1972.",
              "The argument for trading rests on differences in abatement cost. Suppose two firms each emit 100 tonnes and the regulator wants total emissions cut by 100 tonnes. Firm A's marginal abatement cost is 2q (for q tonnes abated) and firm B's is 6q. A uniform standard requiring each to cut 50 tonnes costs A 2,500 and B 7,500, a total of 10,000. Cost-effectiveness requires that the last tonne cut by each firm cost the same. Setting 2qA = 6qB with qA + qB = 100 gives qA = 75 and qB = 25, at a marginal cost of 150 per tonne; the total cost is 5,625 + 1,875 = 7,500. If each firm is given 50 permits, B buys 25 from A at a price near 150, and both are better off than under the standard.",
            ) +
            "<table><tr><th>Policy</th><th>Abatement A</th><th>Abatement B</th><th>Total cost</th></tr><tr><td>Uniform standard</td><td>50</td><td>50</td><td>10,000</td></tr><tr><td>Cap and trade</td><td>75</td><td>25</td><td>7,500</td></tr></table>" +
            p(
              "The US Acid Rain Program, created by the Clean Air Act Amendments of 1990, capped sulphur dioxide from power stations and achieved its targets at a fraction of the cost predicted. The EU Emissions Trading System, launched in 2005, initially over-allocated permits and saw prices collapse, and was later reformed with a Market Stability Reserve from 2019. Compared with a tax, a cap gives certainty about quantity but not price; Martin Weitzman's 1974 analysis shows that which is preferable depends on the relative slopes of the marginal damage and abatement cost curves.",
            ),
        },
      },
    ],
  },
  {
    slug: "violin-making-two-plates-and-arching",
    discipline: "Violin making",
    title: "Violin Making II: Plates, Arching and the Bass Bar",
    description:
      "Following on from the mould and rib garland made in Violin Making I, this workshop module takes the instrument as far as a closed box, by way of selecting and joining the spruce and maple, carving the arching, graduating the plates, cutting the f-holes and fitting the bass bar, and applying the varnish.",
    level: "intermediate",
    duration: "two terms of weekly workshop days",
    plantedGap: "varnish",
    modules: [
      {
        title: "Tonewood and the Centre Joint",
        description:
          "Good plates start with well-chosen, well-seasoned wood, so we look at how spruce and maple are cut and how a two-piece plate is joined.",
        lesson: {
          title: "Choosing wood and making the joint",
          html: p(
            "The classical violin has a top, or belly, of spruce, traditionally European spruce (<i>Picea abies</i>) from slow-grown Alpine forests, and a back, ribs, neck and scroll of maple, usually European sycamore maple (<i>Acer pseudoplatanus</i>). Spruce is chosen for its very high stiffness along the grain relative to its density, which lets a thin top vibrate freely while carrying the load of the strings; a typical top billet has a density of about 0.4 g/cm³. Maple is denser, around 0.6 g/cm³, harder and more resistant to wear, and figured maple with a strong flame is prized for its appearance although the figure contributes little to the sound.",
            "Both woods are cut on the quarter, so that the annual growth rings run perpendicular to the face of the plate. Quarter-sawn or, better, split wood is dimensionally stable, stiff across the plate and less likely to warp. The wood is air-seasoned for years, often ten or more, before use. Most tops and many backs are made from two wedges cut from the same log, opened like a book and glued together along the thick edge so that the two halves are mirror images; this is called book-matching, and it places the narrowest growth rings of the spruce either at the centre or at the edges, according to the maker's preference.",
            "The centre joint must be perfect, because it runs the whole length of the instrument and carries stress for centuries. The two mating faces are planed on a long jointer plane or a shooting board until they meet without any visible gap when held against the light, and until a slight rocking at either end has been removed. The joint is glued with hot hide glue, which is strong, sets quickly as it cools and can be reversed with heat and moisture by a future restorer. The halves are rubbed together to expel excess glue, or clamped lightly, and left overnight. The outline is then traced from the rib garland onto the joined plate, with an overhang of about 2.5 to 3 mm beyond the ribs, and sawn out.",
          ),
        },
      },
      {
        title: "Arching and Graduation",
        description:
          "You carve the outside curves of both plates, then hollow them to measured thicknesses while listening to how they ring.",
        lesson: {
          title: "Shaping the plates inside and out",
          html:
            p(
              "The arching is the curved outer shape of the top and back, and it strongly influences both the strength and the tone of the instrument. Makers work from templates taken from classical models, such as a Stradivari of around 1715 or a Guarneri del Gesù. The arching is roughed out with gouges, refined with small finger planes and finished with scrapers, and its long and cross sections are checked against templates at several stations. On a typical modern violin the arching height is about 15 to 16 mm for the top and slightly less for the back, and the curves flow into a gentle hollow, or scoop, just inside the edge. Before this channel is finished the purfling, a three-ply inlay of black and white strips, is set into a groove about 4 mm from the edge; it is both decorative and a barrier against cracks spreading from the edge.",
              "Graduation is the hollowing of the inside of the plate to planned thicknesses, measured with calipers across a grid of points. Typical target values are:",
            ) +
            "<table><tr><th>Plate</th><th>Centre</th><th>Towards the edges</th></tr><tr><td>Spruce top</td><td>about 2.8-3.0 mm</td><td>about 2.5-2.8 mm</td></tr><tr><td>Maple back</td><td>about 4.3-4.7 mm</td><td>about 2.4-2.6 mm</td></tr></table>" +
            p(
              "These figures are starting points, not rules. A dense or stiff piece of wood can be left thinner, a soft one thicker, and many makers therefore also judge the plates by their vibration. Holding a plate at a nodal point and tapping it gives its tap tone. In the method developed by Carleen Hutchins, the free plate is vibrated by a loudspeaker over a range of frequencies, with glitter scattered on it; the glitter collects along the nodal lines, forming Chladni patterns. The so-called mode 5, with a ring-shaped pattern, typically lies near 340-370 Hz for a finished violin top, and makers adjust thickness to bring the top and back modes into a chosen relationship.",
            ),
        },
      },
      {
        title: "F-holes and the Bass Bar",
        description:
          "The last carving operations on the top before it is glued to the ribs are the sound holes and the bar that runs beneath the lower string.",
        lesson: {
          title: "Cutting the f-holes and fitting the bar",
          html: p(
            "The two f-holes allow the air inside the body to move in and out, producing the air resonance that reinforces the lower notes, and they also make the area of the top between them more flexible, letting the bridge rock. Their position is fixed by the stop length, the distance from the upper edge of the top to the inner notches of the f-holes, where the bridge will stand; on a full-size violin with a body length of about 356 mm, the standard stop is 195 mm. The f-hole outline is traced from a template, the round upper and lower eyes are drilled, and the wings are cut out with a fine knife, working from both sides to avoid splitting the spruce. The wings of the f-holes are usually fluted slightly and their edges undercut so that they look crisp from outside.",
            "The bass bar is a long strip of spruce glued inside the top under the bass foot of the bridge, on the side of the G string. It stiffens the top against the downward pressure of the strings, which on a violin totals around 9 to 10 kg through the bridge, and it spreads the bridge's vibrations along the length of the top. A typical bar is about 270 mm long, 5 to 5.5 mm wide, and 11 to 12 mm high at its centre, tapering towards the ends. It is set slightly off the grain, diverging by a small angle from the centre line, so that it lies under the bass foot while following the grain direction approximately.",
            "Fitting the bar is a test of patience. The underside of the bar is shaped with a small plane and checked against the curved inside of the top with chalk, repeating until it touches along its whole length. Many makers fit it with a slight spring, so that the ends stand a fraction of a millimetre off the plate before clamping, to add tension. It is then glued with hide glue, clamped with a row of small clamps, and finally shaped to its profile.",
          ),
        },
      },
    ],
  },
];
