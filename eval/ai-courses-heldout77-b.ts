/** Seventy-seventh held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout77.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT77_B: EvalCourse[] = [
  {
    slug: "election-law-in-the-united-kingdom",
    discipline: "Election law",
    title: "Election Law in the United Kingdom",
    description:
      "Who may vote, who may stand, and what happens when the result of a contest is challenged in court? The course examines the franchise and electoral registration, candidate nomination and spending controls, referendum rules, and election petitions and corrupt practices under the Representation of the People Act 1983.",
    level: "intermediate",
    duration: "one term (ten two-hour seminars)",
    plantedGap: "referendum rules",
    modules: [
      {
        title: "The Franchise and Electoral Registration",
        description:
          "Who is entitled to vote in each type of UK election, the main exclusions, and how the register is compiled.",
        lesson: {
          title: "Entitlement to vote",
          html: p(
            "The right to vote at UK parliamentary elections is set mainly by section 1 of the Representation of the People Act 1983 (RPA 1983). An elector must be registered, aged 18 or over on polling day, a British, Irish or qualifying Commonwealth citizen, and not subject to a legal incapacity. A qualifying Commonwealth citizen is one who does not need leave to enter or remain in the UK or who holds such leave. Citizens of other EU states have never been able to vote at parliamentary elections.",
            "The franchise differs by election. In Scotland, 16- and 17-year-olds have voted in Scottish Parliament and local elections since the Scottish Elections (Reduction of Voting Age) Act 2015, and the Senedd and Elections (Wales) Act 2020 did the same for Wales; both countries also extended the vote at devolved and local elections to most foreign nationals with lawful residence. In England, the Elections Act 2022 narrowed the local government franchise for EU citizens to those with retained rights or covered by reciprocal agreements.",
            "Convicted prisoners serving a custodial sentence are excluded by section 3 of the RPA 1983. In Hirst v United Kingdom (No 2) (2005) the Grand Chamber of the European Court of Human Rights held that this blanket ban breached Article 3 of Protocol 1 to the Convention. After more than a decade of political stalemate, the government made limited administrative changes in 2017 allowing prisoners released on temporary licence to register, which the Committee of Ministers accepted in 2018.",
            "Registration is the gateway to voting. Individual Electoral Registration, introduced in Great Britain in 2014 under the Electoral Registration and Administration Act 2013, replaced household registration: each person now applies individually, supplying a National Insurance number that is checked against government records. Electoral registration officers conduct an annual canvass and maintain the register continuously.",
            "The Elections Act 2022 made two further major changes. From May 2023, voters at polling stations in Great Britain must show an accepted form of photographic identification, following a system that Northern Ireland has used since 2003. From January 2024, the fifteen-year limit on registration for British citizens living overseas was removed, so that overseas electors may now register regardless of how long they have lived abroad, provided they were previously registered or resident in the UK.",
          ),
        },
      },
      {
        title: "Standing for Election and Controlling Spending",
        description: "Nomination requirements, disqualification, and the limits on candidates' election expenses.",
        lesson: {
          title: "Nomination, disqualification and candidate expenses",
          html: p(
            "To stand for the House of Commons, a candidate must be at least 18, a British, Irish or qualifying Commonwealth citizen, and not disqualified. The nomination paper must be subscribed by ten electors of the constituency, a proposer, a seconder and eight others, and delivered with a deposit of £500, returned if the candidate wins at least 5 per cent of the valid votes. The House of Commons Disqualification Act 1975 lists offices incompatible with membership, including judges, civil servants, members of the regular armed forces and police forces, and members of some public bodies. Members of the House of Lords, and people subject to bankruptcy restrictions, are also disqualified.",
            "Candidate spending is controlled to stop wealth from buying seats. Every candidate must appoint an election agent, who may be the candidate personally, and with limited exceptions all election expenses must be incurred through the agent. The limit for the short campaign, running from the point a person becomes a candidate to polling day, consists of a fixed sum plus an amount per registered elector, set higher per elector in county constituencies than in borough ones to reflect the cost of campaigning in rural areas. When a Parliament runs close to its full term, a separate long-campaign limit also applies to the months before dissolution.",
            "Election expenses are not only money paid out. Under section 90C of the RPA 1983, goods, services or property provided free or at a discount, and used by or on behalf of the candidate, count as notional expenditure at their market value. The South Thanet prosecutions after the 2015 general election, which reached the Supreme Court in R v Mackinlay [2018] UKSC 42, turned on when goods and services paid for by a party should be counted as the candidate's notional expenditure rather than national party spending.",
            "Within 35 days of the declaration of the result, the agent must deliver to the returning officer a return of all election expenses, with invoices or receipts for every payment of £20 or more and a declaration by both agent and candidate. Exceeding the limit, or knowingly making a false declaration, is an illegal or corrupt practice with consequences explored in the next module.",
          ),
        },
      },
      {
        title: "Challenging an Election: Petitions and Corrupt Practices",
        description:
          "How election courts work, the grounds for voiding a result, and leading cases on false statements and electoral fraud.",
        lesson: {
          title: "Election petitions and the election court",
          html: p(
            "A disputed election result in the UK cannot be challenged by judicial review or an ordinary claim; the only route is an election petition under Part III of the RPA 1983. A petition may be presented by an elector or a candidate, normally within 21 days of the return of the result, with longer limits where the petition alleges corrupt practices involving payments or is based on the election expenses return. A parliamentary petition is tried by an election court of two High Court judges; a local government petition is tried by an election commissioner, a senior barrister sitting as a one-person court.",
            "The grounds fall into three groups: that the winner was disqualified; that the election was not conducted substantially in accordance with election law and the breach affected the result; or that corrupt or illegal practices were committed. The main corrupt practices include bribery (section 113), treating, that is providing food, drink or entertainment to influence votes (section 114), undue influence, including spiritual influence and intimidation (section 115), and personation, voting as someone else (section 60). Making a false statement of fact about a candidate's personal character or conduct is an illegal practice under section 106.",
            "Two modern cases show the courts' approach. In Watkins v Woolas [2010] EWHC 2702 (QB), Phil Woolas's election as MP for Oldham East and Saddleworth was declared void because his campaign literature made false statements about his opponent's personal conduct. The court distinguished statements about a candidate's political position, which the section does not cover, from false claims about personal character. In Erlam v Rahman [2015] EWHC 1215 (QB), the election commissioner voided the 2014 election of the Mayor of Tower Hamlets after finding personation, postal vote fraud, bribery and undue influence, including misuse of religious influence.",
            "A candidate reported personally guilty of a corrupt practice is barred from standing for or holding elective office for five years; an illegal practice carries a three-year bar under section 160. Where offences were committed by agents without the candidate's involvement, the election may still be void, because the candidate is responsible for the conduct of their agents.",
          ),
        },
      },
    ],
  },
  {
    slug: "business-continuity-management-planning-for-disruption",
    discipline: "Business continuity management",
    title: "Business Continuity Management: Planning for Disruption",
    description:
      "Designed for risk, operations and facilities staff, the course works through the business continuity lifecycle set out in ISO 22301: business impact analysis and recovery objectives; continuity strategies and plans; exercising and testing; and crisis communications.",
    level: "intermediate",
    duration: "six weeks (one three-hour workshop a week)",
    plantedGap: "crisis communications",
    modules: [
      {
        title: "Business Impact Analysis",
        description:
          "Identifying prioritised activities, estimating impacts over time, and setting the recovery objectives that drive every later decision.",
        lesson: {
          title: "From impacts to recovery objectives",
          html: p(
            "Business impact analysis (BIA) is the foundation of business continuity management. Instead of starting from threats, such as fire, flood or cyber attack, it starts from the organisation's activities and asks what would happen if each one stopped. ISO 22301:2019, the international standard for business continuity management systems, requires the organisation to identify the activities that support its products and services, assess the impacts of disruption over time, and set priorities for resuming them.",
            "Impacts grow with time and are assessed across several categories: financial loss, breach of legal or regulatory obligations, failure to meet contracts, harm to reputation, and harm to people's health and safety. A good BIA records how each impact develops after one hour, one day, three days, a week and a month, because this reveals the point at which disruption becomes unacceptable. That point is the maximum tolerable period of disruption (MTPD). The recovery time objective (RTO) is then set shorter than the MTPD, leaving a safety margin. For data, the recovery point objective (RPO) states how much information can be lost, measured backwards from the incident: an RPO of four hours means backups or replication must be no more than four hours old. The minimum business continuity objective states the reduced level of service acceptable during recovery.",
            "<table><tr><th>Activity</th><th>MTPD</th><th>RTO</th><th>RPO</th><th>Key dependencies</th></tr><tr><td>Monthly payroll</td><td>3 days before pay date</td><td>1 day</td><td>24 hours</td><td>Payroll software, two trained staff, bank file transfer</td></tr><tr><td>Customer order processing</td><td>8 hours</td><td>4 hours</td><td>15 minutes</td><td>Order system, warehouse staff, courier contract</td></tr><tr><td>Internal newsletter</td><td>4 weeks</td><td>2 weeks</td><td>1 week</td><td>Editor, intranet</td></tr></table>",
            "For each prioritised activity the BIA also maps the resources it depends on: people and skills, premises, technology, information, equipment and suppliers. Mapping dependencies often exposes single points of failure, such as one member of staff who alone knows how to run month-end processing, or a specialist component available from a single supplier. The BIA is usually carried out by structured interviews with activity owners, and its results must be signed off by top management, because setting an MTPD is a decision about how much risk the organisation is willing to accept.",
          ),
        },
      },
      {
        title: "Choosing Continuity Strategies",
        description:
          "Options for protecting and recovering each type of resource, and how cost is balanced against recovery time.",
        lesson: {
          title: "Strategies for people, premises, technology and suppliers",
          html: p(
            "Once recovery objectives are set, the organisation chooses strategies to meet them. ISO 22301 asks for strategies and solutions that protect prioritised activities, stabilise and continue them within the agreed timeframes, and limit impacts. A strategy is chosen resource by resource, and the governing trade-off is cost against speed: the shorter the RTO, the more expensive the solution.",
            "For people, strategies include cross-training so that at least two staff can perform each critical task, documented procedures that a competent stranger could follow, succession arrangements for key decision-makers, and the ability to draw on agency staff or staff from other sites. Pandemic experience showed the importance of planning for widespread absence, not just the loss of a building.",
            "For premises, options range from home working and relocation to other company sites, through reciprocal agreements with similar organisations, to contracted work-area recovery centres that provide ready-equipped desks within hours. Each has limits: home working fails for activities that need specialist equipment or secure rooms.",
            "For technology, the classic choices are a hot site, a fully equipped and continuously updated duplicate that can take over within minutes; a warm site, partly equipped and requiring hours or days to bring into service; and a cold site, space and power only. Cloud hosting and real-time data replication have made short RTOs more affordable. For data, the 3-2-1 rule remains a sound baseline: three copies, on two different media, one held off-site, with at least one copy isolated from the network to protect against ransomware.",
            "For suppliers, strategies include dual sourcing, holding buffer stock, requiring suppliers to demonstrate their own continuity arrangements in contracts, and identifying alternatives in advance.",
            "The chosen strategies are written into business continuity plans. A usable plan is short and action-focused: the criteria for activating it, the incident team and their roles, often structured on the strategic, tactical and operational levels familiar from emergency services, contact lists, recovery procedures for each prioritised activity, and the resources needed. Plans are owned by named individuals and reviewed at least annually.",
          ),
        },
      },
      {
        title: "Do the Plans Work? Exercising and Testing",
        description:
          "Designing exercises of increasing realism, running them safely, and turning findings into improvements.",
        lesson: {
          title: "Building an exercise programme",
          html: p(
            "An untested plan is an assumption. Clause 8.5 of ISO 22301 requires an exercise programme that validates the effectiveness of continuity strategies and solutions over time, is based on appropriate scenarios with clear objectives, develops teamwork and competence, produces formal post-exercise reports, and is carried out at planned intervals and whenever there are significant changes.",
            "Exercises range from cheap and safe to costly and realistic, and a programme normally progresses through them:",
            "<ol><li>Plan walkthrough: the plan owner and team read through the plan together, checking roles, contact details and procedures for gaps and errors.</li><li>Tabletop exercise: a facilitator presents an unfolding scenario in stages, called injects, and the team discusses decisions as if the incident were real. Tabletops test decision-making and coordination without disrupting operations.</li><li>Component tests: a single element is tested for real, such as restoring a server from backup and timing it against the RTO, or calling every number on a contact list.</li><li>Simulation or live exercise: staff actually relocate to a recovery site or run activities from home under time pressure. These are the most realistic and the most disruptive, and are usually run only for the most critical activities.</li></ol>",
            "Good scenarios are plausible and specific, drawn from the risk assessment and from real events in the sector. Their objectives should be measurable, for example: can the order-processing team resume service from the recovery site within four hours with no more than fifteen minutes of lost data? Injects should force real decisions, such as a key manager being unreachable or the backup proving incomplete.",
            "Each exercise needs a facilitator, observers who record what happened against the objectives, and a safety brief for live elements. A short hot debrief immediately afterwards captures impressions while they are fresh; a formal report follows within a few weeks, listing findings, recommended actions, owners and deadlines. The value of an exercise lies in these actions. A programme that repeatedly reports the same weaknesses without correcting them is evidence, for auditors and for management review, that the continuity management system is not working.",
          ),
        },
      },
    ],
  },
  {
    slug: "environmental-health-practice-food-housing-and-noise",
    discipline: "Environmental health",
    title: "Environmental Health Practice: Food, Housing and Noise",
    description:
      "Environmental health officers may inspect a restaurant kitchen, assess a damp rented flat and investigate a noise complaint in the same week. Taking each duty in turn, the course covers the law and professional methods behind food hygiene inspection, the Housing Health and Safety Rating System, statutory nuisance, and pest control, ready for placements in local authority teams.",
    level: "intermediate",
    duration: "one semester (twelve weeks, one lecture and one case-study workshop a week)",
    plantedGap: "pest control",
    modules: [
      {
        title: "Food Hygiene Inspection and Rating",
        description:
          "The legal basis of food business inspection, the Food Hygiene Rating Scheme, and the enforcement tools available to officers.",
        lesson: {
          title: "Inspecting a food business",
          html: p(
            "Food business operators in the UK must comply with the hygiene requirements of Regulation (EC) No 852/2004, retained in domestic law after Brexit, and with national regulations such as the Food Safety and Hygiene (England) Regulations 2013. Article 5 of Regulation 852/2004 requires every food business, apart from primary producers, to put in place and maintain a food safety management system based on the principles of hazard analysis and critical control points (HACCP). Small caterers typically meet this through the Food Standards Agency's Safer Food, Better Business packs.",
            "Local authorities inspect food businesses at intervals set by a risk rating under the Food Law Code of Practice, so that a high-risk caterer serving vulnerable people is visited far more often than a shop selling only pre-packed goods. An inspection examines how food is handled, stored and cooked; the structure and cleanliness of the premises; and the management system and records.",
            "Those three elements also produce the rating under the Food Hygiene Rating Scheme, which runs from 0 (urgent improvement necessary) to 5 (very good). Each element is scored against the national scheme, and the total, with no element falling below a set threshold, determines the rating. Display of the sticker has been mandatory in Wales since 2013 and Northern Ireland since 2016, but remains voluntary in England.",
            "Officers check temperature control closely. In England, chilled food must be kept at 8 °C or below by law, though 5 °C or below is widely recommended; hot food held for service must be kept at 63 °C or above; and cooking should reach a core temperature of 75 °C, or an equivalent time and temperature combination such as 70 °C for two minutes. Probe thermometers must be calibrated and cleaned between uses.",
            "Enforcement is graduated. Most problems are dealt with by advice and written warnings. A hygiene improvement notice requires specified works within a set period and is an offence to ignore. Where there is an imminent risk of injury to health, the officer can serve a hygiene emergency prohibition notice closing the business immediately, which must be confirmed by a magistrates' court within days. Serious or repeated breaches can lead to prosecution.",
          ),
        },
      },
      {
        title: "Assessing Hazards in Homes: HHSRS",
        description:
          "How the Housing Health and Safety Rating System scores hazards and determines a local authority's enforcement duties.",
        lesson: {
          title: "Scoring a hazard under the Housing Act 2004",
          html: p(
            "Part 1 of the Housing Act 2004 introduced the Housing Health and Safety Rating System (HHSRS), a risk-based method for assessing conditions in all residential premises. Rather than testing a home against a fixed standard, the officer assesses 29 prescribed hazards, among them damp and mould growth, excess cold, falls on stairs, fire, carbon monoxide, and entry by intruders, and asks for each one how likely a harmful occurrence is over the next twelve months and how serious the outcome would be.",
            "Likelihood is expressed as a ratio, such as 1 in 100. The possible harms are spread across four classes of severity, each with a weighting: Class I (for example death or permanent paralysis) 10,000; Class II (such as serious fractures) 1,000; Class III (such as broken fingers or severe concussion) 300; Class IV (such as minor cuts or bruising) 10. The officer estimates what percentage of outcomes would fall in each class, guided by national statistics for the hazard and adjusting them for the specific dwelling.",
            "The hazard score is the sum of each class weighting multiplied by its percentage, divided by the likelihood figure. For example, steep, poorly lit stairs with a loose handrail might be judged to have a likelihood of 1 in 100, with harms spread 1 per cent Class I, 10 per cent Class II, 20 per cent Class III and 69 per cent Class IV. The score is (10,000 × 1 + 1,000 × 10 + 300 × 20 + 10 × 69) ÷ 100, which is 26,690 ÷ 100, or about 267.",
            "Scores are placed in bands from A (5,000 or more) to J (9 or less). Bands A to C, scores of 1,000 or more, are Category 1 hazards, and the local authority has a duty to take the most appropriate action. Bands D to J are Category 2, where the authority has a power but not a duty to act. The stairs in the example fall in band E, 200 to 499, and so are a Category 2 hazard.",
            "The available actions include an improvement notice requiring specified works, a prohibition order restricting use of all or part of the premises, a hazard awareness notice, and, where there is an imminent risk of serious harm, emergency remedial action or an emergency prohibition order. Clear photographs, measurements and damp-meter readings are essential, because landlords may appeal to the First-tier Tribunal.",
          ),
        },
      },
      {
        title: "Statutory Nuisance and Noise Complaints",
        description:
          "Investigating complaints under the Environmental Protection Act 1990 and the Noise Act 1996, from first contact to abatement notice.",
        lesson: {
          title: "From complaint to abatement notice",
          html: p(
            "Section 79 of the Environmental Protection Act 1990 lists matters that can amount to a statutory nuisance, including the state of premises, smoke from premises, fumes or gases from private dwellings, dust, steam and smell from industrial or business premises, accumulations or deposits, animals kept in an unsuitable place, artificial light, and noise emitted from premises or from vehicles, machinery or equipment in a street. Each must be either prejudicial to health or a nuisance. Local authorities have a duty to inspect their area and to take reasonably practicable steps to investigate complaints from residents.",
            "Nuisance here carries its common-law meaning: a material interference with the use and enjoyment of a neighbouring property, judged by the standard of an ordinary person rather than a particularly sensitive one. There is no fixed decibel level for domestic noise. The officer weighs the character of the noise, its volume, duration and frequency, the time of day and the character of the locality. A party once a year differs from amplified music every night; a workshop in an industrial estate differs from one in a quiet street.",
            "Investigation typically begins by asking the complainant to keep diary sheets recording dates, times, duration and effects of the noise. Officers then gather evidence by witnessing the noise themselves from the complainant's home, by installing recording equipment, or by using a calibrated sound level meter to measure quantities such as the equivalent continuous level, LAeq, and the maximum level, LAmax.",
            "Under section 80, once satisfied that a nuisance exists or is likely to occur or recur, the authority must serve an abatement notice on the person responsible, requiring the nuisance to stop or restricting it. The recipient may appeal to the magistrates' court within 21 days. Breaching a notice without reasonable excuse is an offence, and the authority may seize noise-making equipment. For trade or business premises, it is a defence that the best practicable means were used to prevent or counteract the nuisance.",
            "The Noise Act 1996 offers a quicker route for night-time noise from dwellings and licensed premises between 11 pm and 7 am. The permitted level is 34 dB where the underlying level is no more than 24 dB, and otherwise 10 dB above the underlying level; exceeding it after a warning notice allows a fixed penalty notice.",
          ),
        },
      },
    ],
  },
  {
    slug: "economic-history-growth-living-standards-and-the-great-divergence",
    discipline: "Economic history",
    title: "Economic History: Growth, Living Standards and the Great Divergence",
    description:
      "Sustained economic growth first took hold in north-western Europe, not in China or India, and historians still argue about when and why. Drawing on recent quantitative research, the course examines how historians reconstruct national income and real wages from medieval England onwards, the causes of the British Industrial Revolution, the Great Divergence debate, and the Great Depression.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "the Great Depression",
    modules: [
      {
        title: "Measuring the Past: National Income and Real Wages",
        description:
          "The sources and methods behind historical GDP estimates and real-wage series, and their main weaknesses.",
        lesson: {
          title: "How historians count what was never counted",
          html: p(
            "Before the twentieth century no government measured national income, so historical estimates of gross domestic product are reconstructions. The most ambitious for Britain is British Economic Growth, 1270–1870 (2015) by Stephen Broadberry, Bruce Campbell, Alexander Klein, Mark Overton and Bas van Leeuwen. They built output series sector by sector: agricultural output from manorial accounts and probate inventories, combining land use, crop yields and livestock numbers; industrial output from series such as tin, iron, coal and cloth production; and services from population and trade data. Weighting these by their shares in a benchmark year yields real GDP, which is divided by population estimates to give GDP per head. The Maddison Project Database brings such national reconstructions together for international comparison.",
            "A second approach measures living standards through wages. Henry Phelps Brown and Sheila Hopkins published a long series of building workers' wages in southern England in 1956, deflated by a basket of consumables. It shows real wages rising sharply after the Black Death of 1348–49, when labour became scarce, and falling through the sixteenth century as population recovered.",
            "Robert Allen refined the method with the welfare ratio. He priced a bare-bones basket, the cheapest diet providing roughly 1,900 calories a day, mostly from the local staple grain, plus small amounts of cloth, fuel and lighting, and a more generous respectability basket including bread, beer, meat and dairy. The welfare ratio divides a labourer's annual earnings, usually assuming 250 days' work, by the cost of baskets for a family, approximately three adult-equivalents. A ratio of 1 means a family could just afford subsistence.",
            "Both methods have weaknesses that students must keep in view:",
            "<ul><li>Day wages do not reveal annual earnings; Jan de Vries argued that households in the seventeenth and eighteenth centuries worked more days in an industrious revolution to buy new goods.</li><li>Wage series mostly describe adult men in towns, leaving out women, children and farm servants paid partly in kind.</li><li>Price indices struggle with new goods and changes in quality.</li><li>GDP estimates depend on population figures that are themselves uncertain before parish registers and censuses.</li></ul>",
          ),
        },
      },
      {
        title: "Why Britain? Explaining the Industrial Revolution",
        description:
          "The pace of British growth after 1760 and the rival explanations of why industrialisation began there.",
        lesson: {
          title: "High wages, cheap coal and useful knowledge",
          html: p(
            "Older accounts pictured the Industrial Revolution as a sudden take-off. Quantitative work from the 1980s, notably by Nicholas Crafts and Knick Harley, revised this to a slower acceleration. Their estimates put annual growth of British real output at roughly 0.7 per cent in 1700–60, 1.0 per cent in 1760–1800 and 2.0 per cent in 1801–31. Because population was also growing fast, income per head rose only modestly before the 1830s. Productivity growth was concentrated in a few sectors, cotton above all, with iron and transport, while much of the economy changed slowly. The revolution lay less in the growth rate of those decades than in the fact that growth never stopped.",
            "Why did it happen in Britain? Robert Allen's The British Industrial Revolution in Global Perspective (2009) offers an economic explanation. British wages were high relative to the prices of capital and energy, because of a successful commercial economy and abundant coal. Technologies such as the spinning jenny, the water frame and the Newcomen steam engine substituted capital and coal for labour. They were profitable to invent and adopt where labour was dear and fuel cheap, and unprofitable in France, India or China at the time. Once engineers improved them, they became profitable everywhere and spread.",
            "Joel Mokyr stresses culture and knowledge. In The Enlightened Economy (2009) he argues that an Industrial Enlightenment, a belief that useful knowledge could improve material life, linked scientists, engineers and skilled artisans through societies, publications and workshops. Britain's advantage lay partly in its large supply of skilled mechanics able to build and refine new machines.",
            "Institutional explanations go back to Douglass North and Barry Weingast (1989), who argued that the Glorious Revolution of 1688 made the Crown's commitments to property and debt credible, lowering interest rates and encouraging investment. Critics note that interest rates did not fall as the argument requires and that property rights were fairly secure before 1688.",
            "Each account has been challenged. Jane Humphries and Jacob Weisdorf, using annual earnings rather than day rates, question whether British wages were unusually high, and Humphries has documented the heavy use of child labour in early factories. Most historians now combine several explanations rather than choosing one.",
          ),
        },
      },
      {
        title: "The Great Divergence Debate",
        description:
          "When and why the economies of Europe and Asia parted ways, and how new evidence has shifted the argument.",
        lesson: {
          title: "Pomeranz and his critics",
          html: p(
            "Kenneth Pomeranz's The Great Divergence (2000) challenged the long-held belief that Europe was already richer than Asia well before industrialisation. Comparing England with the Yangzi Delta, the most advanced region of China, he argued that around 1750 the two were similar in life expectancy, consumption and market development. Both faced ecological limits: land was scarce and fuel and fibre increasingly expensive. England escaped through two pieces of luck: coal deposits located close to its industrial centres, and the resources of the Americas, which supplied cotton, sugar and timber equivalent to millions of extra acres. Pomeranz belonged to a broader California school, with R. Bin Wong and Jack Goldstone, that placed the divergence late, after 1800.",
            "Critics responded with new data. Stephen Broadberry and Bishnupriya Gupta showed that silver wages in India and China were far below those in north-western Europe by the seventeenth and eighteenth centuries. Robert Allen and colleagues (2011) compiled welfare ratios for Beijing, Canton and Suzhou and found that Chinese labourers lived close to bare-bones subsistence, below workers in London and Amsterdam though comparable with much of southern and central Europe. Broadberry, Hanhui Guan and David Daokui Li (2018) reconstructed Chinese GDP per head and concluded that it peaked under the Northern Song dynasty, declined under the Ming and Qing, and had fallen clearly behind the leading European economies well before 1800.",
            "These findings link the Great Divergence to a Little Divergence within Europe, in which the North Sea economies pulled ahead of Italy and Spain after the Black Death.",
            "<table><tr><th>Position</th><th>Timing of divergence</th><th>Main causes</th></tr><tr><td>California school</td><td>After about 1800</td><td>Coal and resources of the Americas</td></tr><tr><td>Allen</td><td>Wage gap from the seventeenth century; industry after 1750</td><td>High wages, cheap energy, induced invention</td></tr><tr><td>Broadberry and co-authors</td><td>From the late Middle Ages</td><td>Demographic patterns, markets, institutions</td></tr></table>",
            "The debate remains open. Regional comparisons are sensitive to which Chinese or Indian region is chosen, and reconstructions rest on fragmentary sources. Students should ask of every claim what evidence stands behind it and what comparison it makes.",
          ),
        },
      },
    ],
  },
  {
    slug: "domestic-energy-assessment-surveying-existing-homes-for-epcs",
    discipline: "Domestic energy assessment",
    title: "Domestic Energy Assessment: Surveying Existing Homes for EPCs",
    description:
      "Measure floor areas and heat-loss perimeters, identify wall, roof and floor construction, record heating systems and controls, assess ventilation, and check the resulting rating before it is lodged: the survey skills behind an Energy Performance Certificate for an existing dwelling, practised in class and on site by trainee assessors.",
    level: "intermediate",
    duration: "four weeks (two days a week, classroom and site practice)",
    plantedGap: "ventilation",
    modules: [
      {
        title: "Measuring the Dwelling",
        description:
          "Dividing a dwelling into building parts, assigning age bands, and measuring floor areas, room heights and heat-loss perimeters.",
        lesson: {
          title: "Dimensions, age bands and heat-loss perimeters",
          html: p(
            "An Energy Performance Certificate (EPC) is required in England and Wales when a dwelling is built, sold or let, under the Energy Performance of Buildings (England and Wales) Regulations 2012, and is valid for ten years. Existing homes are assessed with RdSAP, the reduced-data version of the Standard Assessment Procedure, which fills in unmeasured details with default values based on the age and type of construction. The quality of the result depends heavily on accurate measurements.",
            "The assessor first divides the dwelling into building parts: the main dwelling and any extensions built at different dates or with different construction. Each part is given an age band reflecting when it was built. In England and Wales these run from band A, before 1900, through B (1900–1929), C (1930–1949), D (1950–1966), E (1967–1975), F (1976–1982), G (1983–1990), H (1991–1995), I (1996–2002), J (2003–2006) and K (2007–2011), to L for 2012 onwards; recent versions of the method add a further band for the newest homes. The age band matters because it sets the default insulation assumed where no evidence is available.",
            "For each storey of each building part, the assessor records the floor area, the average room height and the heat-loss perimeter. Measurements are normally taken internally. The heat-loss perimeter is the length of wall exposed to the outside or to an unheated space; walls shared with a heated neighbouring dwelling, party walls, are excluded because little heat passes through them.",
            "A worked example shows the method. A two-storey semi-detached house measures internally 5.2 m across the front and 7.8 m from front to back on each floor, with the party wall running along one 7.8 m side. Each floor area is 5.2 × 7.8 = 40.56 m², giving a total floor area of 81.12 m². The heat-loss perimeter on each floor is the front, the back and the one exposed side: 5.2 + 5.2 + 7.8 = 18.2 m. A mid-terrace house of the same size would have a perimeter of only 10.4 m, which is one reason terraced houses usually rate better than detached ones.",
            "Rooms in the roof, conservatories and extensions each need separate treatment. Sketch a floor plan on site, with dimensions, so that the lodged data can be checked later in an audit.",
          ),
        },
      },
      {
        title: "Identifying Building Construction",
        description: "Recognising wall, roof and floor types on site, and the evidence needed to record insulation.",
        lesson: {
          title: "Reading walls, roofs and floors",
          html: p(
            "Heat loss through the building fabric is calculated as U-value × area × temperature difference. The U-value, in watts per square metre per kelvin, measures how readily an element conducts heat. RdSAP assigns default U-values according to construction type and age band, so correctly identifying construction is one of the assessor's most important tasks. As a guide, an uninsulated solid brick wall has a U-value of about 2.1 W/m²K, an uninsulated cavity wall of about 1.5, and a filled cavity roughly 0.5 to 0.7.",
            "Wall type is identified from several clues together. Measure wall thickness at a window or door reveal: a solid brick wall is typically around 220 to 250 mm including plaster, a cavity wall usually 260 mm or more. Look at the brick bond: if every brick shows its long face (stretcher bond), the wall is probably a cavity wall, whereas regular headers showing the short end, as in Flemish or English bond, suggest solid brick. Be cautious, because some solid walls were built with snapped headers and some cavity walls are rendered. Regular patterns of filled drill holes in the mortar suggest retro-fitted cavity insulation. Timber-frame, system-built and stone walls each have their own indicators.",
            "Roof insulation is usually measured directly. In an accessible loft, measure the depth of insulation between and over the joists with a rule; current building regulations guidance for new work implies around 270 mm of mineral wool. Where the loft cannot be entered, the default for the age band applies.",
            "For floors, note whether the ground floor is suspended timber, identified by air bricks in the external wall below floor level and a hollow sound underfoot, or solid concrete. Floor insulation is rarely visible and should only be recorded with evidence.",
            "The central rule is that insulation beyond the age-band default may only be entered where it is seen or documented: a guarantee for cavity fill from the installer, building control completion certificates, or photographs taken during works. Homeowners' recollections are not evidence. Recording insulation without evidence inflates the rating and is a common finding in quality-assurance audits.",
          ),
        },
      },
      {
        title: "Heating Systems, Controls and the Final Rating",
        description: "Recording boilers, hot water and controls accurately, then checking and lodging the certificate.",
        lesson: {
          title: "Boilers, controls and checking the result",
          html: p(
            "Space and water heating usually account for most of a home's energy use, so errors here change ratings more than almost anything else. For a gas or oil boiler, the assessor identifies the make and model from the data badge and searches the Product Characteristics Database (PCDB), which holds tested efficiencies for thousands of appliances. Selecting the exact model from the database gives a more accurate result than choosing a default by boiler type. Condensing boilers can be recognised by a plastic condensate pipe running to a drain and, in cold weather, a plume of vapour from the flue.",
            "Record whether the boiler is a combination boiler, heating water on demand, or a regular or system boiler feeding a hot water cylinder. For a cylinder, record its approximate volume and insulation: factory-applied foam is more effective than a loose jacket of the same thickness, and the thickness is measured where possible.",
            "Heating controls have a substantial effect. A typical modern arrangement is a programmer, a room thermostat and thermostatic radiator valves on most radiators, with a cylinder thermostat where there is a cylinder. Check that each device is actually present and connected, rather than assuming it from a wall-mounted programmer.",
            "Secondary heaters such as fixed gas or electric fires, the main fuel, any solar water heating or photovoltaic panels, and the number and type of light fittings are also recorded.",
            "The software then calculates the SAP rating, a score usually between 1 and 100 based on estimated energy costs per square metre of floor area, and places it in a band from A to G. The bands are A (92 or more), B (81–91), C (69–80), D (55–68), E (39–54), F (21–38) and G (1–20). Since April 2020 privately rented homes in England and Wales have generally had to reach at least band E under the Minimum Energy Efficiency Standard, unless an exemption is registered.",
            "Before lodging the certificate on the national register, check the result for sense: does the rating fit the house's age, construction and heating, and do the recommended improvements make sense? Accreditation schemes audit a sample of each assessor's lodgements against site evidence, so keep photographs of every data badge, thickness measurement and control.",
          ),
        },
      },
    ],
  },
];
