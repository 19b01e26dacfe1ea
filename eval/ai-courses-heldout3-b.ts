/** Third held-out evaluation courses, intermediate level (criminal justice to HVAC); see ai-courses-heldout3.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT3_B: EvalCourse[] = [
  {
    slug: "criminal-justice-process",
    discipline: "Criminal justice",
    title: "The American Criminal Justice Process",
    description:
      "Follows a case from arrest through bail, plea bargaining and sentencing to probation and parole, with a unit on juvenile justice, for students who have completed an introductory criminal justice course.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "juvenile justice",
    modules: [
      {
        title: "Arrest and the Fourth Amendment",
        description: "Stops, arrests, searches and the rules that govern police questioning.",
        lesson: {
          title: "From the street to the station",
          html: p(
            "The Fourth Amendment protects people against unreasonable searches and seizures. An arrest is a seizure, and it requires probable cause: facts that would lead a reasonable person to believe that a crime has been committed and that the suspect committed it. A search generally requires a warrant issued by a judge on probable cause, but the courts recognise exceptions, including searches incident to a lawful arrest, evidence in plain view, consent, and exigent circumstances such as the imminent destruction of evidence.",
            "A brief investigative stop needs less than probable cause. In Terry v. Ohio (1968) the Supreme Court held that an officer with reasonable suspicion that a person is involved in crime may stop the person and, if the officer reasonably believes the person is armed, frisk the outer clothing for weapons.",
            "Evidence obtained in violation of the Fourth Amendment is usually excluded from trial. The exclusionary rule was applied to the states in Mapp v. Ohio (1961), on the reasoning that only the loss of evidence deters police misconduct. Critics reply that it lets guilty defendants go free, and the Court has since created exceptions, such as good-faith reliance on a warrant later found invalid.",
            "Questioning is governed by the Fifth Amendment privilege against self-incrimination. Under Miranda v. Arizona (1966), before a custodial interrogation police must warn suspects that they have the right to remain silent, that anything they say can be used against them, that they have the right to a lawyer and that one will be appointed if they cannot afford one. Statements taken without the warnings cannot be used to prove guilt.",
          ),
        },
      },
      {
        title: "Pretrial Release and Bail",
        description: "The first appearance, bail decisions and the debate over money bail.",
        lesson: {
          title: "Detained or released?",
          html: p(
            "After a warrantless arrest, a judge must decide promptly whether there was probable cause; in County of Riverside v. McLaughlin (1991) the Supreme Court held that a hearing within 48 hours is generally prompt enough. At the initial appearance the defendant is told of the charges and the right to counsel, and the court decides whether to release or detain the defendant until trial.",
            "The purpose of bail is to ensure that the defendant returns to court and, in many jurisdictions, to protect public safety. A judge may release a defendant on recognizance, a promise to appear; release on conditions such as reporting to a pretrial services officer; or set money bail, a sum forfeited if the defendant fails to appear. A defendant who cannot pay may use a commercial bail bond agent, who typically charges a non-refundable fee of about 10 percent of the bail.",
            "The Eighth Amendment forbids excessive bail, but it does not guarantee release. In United States v. Salerno (1987) the Court upheld the Bail Reform Act of 1984, which allows federal judges to detain a defendant before trial after a hearing showing that no condition of release would reasonably assure the safety of the community.",
            "Critics argue that money bail detains people because they are poor rather than dangerous, and detention, even for a few days, can cost a defendant a job and pressure them to plead guilty. In 2017 New Jersey largely replaced money bail with a system based on risk assessment, and its pretrial jail population fell sharply while the rate of new offences among released defendants stayed about the same. Supporters of risk assessment tools point to their consistency; critics warn that they can reproduce racial disparities in the arrest data on which they are built.",
          ),
        },
      },
      {
        title: "Plea Bargaining",
        description: "How most criminal cases end without a trial, and the law that governs it.",
        lesson: {
          title: "The guilty plea system",
          html: p(
            "Most criminal convictions in the United States come not from trials but from guilty pleas. In Missouri v. Frye (2012) the Supreme Court noted that 97 percent of federal convictions and 94 percent of state convictions were the result of guilty pleas, and observed that the criminal justice system is for the most part a system of pleas, not a system of trials.",
            "In a plea bargain the defendant pleads guilty in exchange for a concession from the prosecutor. In charge bargaining the defendant pleads to a less serious charge, such as manslaughter instead of murder; in count bargaining some of several charges are dropped; and in sentence bargaining the prosecutor recommends a lighter sentence. The judge must ensure that the plea is knowing and voluntary and that there is a factual basis for it.",
            "The Court has accepted plea bargaining while setting limits on it. In Brady v. United States (1970) it held that a plea is not involuntary merely because it was entered to avoid a harsher penalty. In Santobello v. New York (1971) it held that when a plea rests on a prosecutor's promise, the promise must be kept. In Bordenkircher v. Hayes (1978) it allowed a prosecutor to carry out a threat to bring a more serious charge if the defendant refused to plead guilty. In North Carolina v. Alford (1970) it allowed a defendant to plead guilty while maintaining innocence, now called an Alford plea.",
            "Defenders say that plea bargaining saves courts from collapse and gives defendants certainty. Critics argue that large differences between the plea offer and the sentence after trial, the so-called trial penalty, can pressure innocent people into pleading guilty.",
          ),
        },
      },
      {
        title: "Sentencing and Community Supervision",
        description: "The goals of punishment, sentencing systems, probation and parole.",
        lesson: {
          title: "Punishment and supervision",
          html: p(
            "Sentencing serves four main goals. Retribution punishes the offender in proportion to the seriousness of the crime. Deterrence aims to discourage crime, by the offender (specific deterrence) and by others (general deterrence). Incapacitation prevents crime by removing the offender from society, and rehabilitation seeks to change the offender so that he or she no longer offends.",
            "Under indeterminate sentencing a judge sets a range, such as five to fifteen years, and a parole board decides when the prisoner is released. Determinate sentencing sets a fixed term, reduced only by good-time credit. The federal Sentencing Reform Act of 1984 created the United States Sentencing Guidelines, which took effect in 1987 and calculate a range from the offence level and the defendant's criminal history. In United States v. Booker (2005) the Supreme Court made the guidelines advisory rather than mandatory. Mandatory minimum sentences, such as those for drug quantities, still bind judges.",
            "Probation is a sentence served in the community instead of in prison, under conditions such as regular reporting, drug testing and employment. Parole is the conditional release of a prisoner after part of a prison term has been served, under the supervision of a parole officer. The Sentencing Reform Act abolished parole for federal offences committed after November 1987, and many states have also limited it.",
            "A person who breaks the conditions of supervision may have it revoked and be sent to prison. In Morrissey v. Brewer (1972) and Gagnon v. Scarpelli (1973) the Court held that parolees and probationers are entitled to a hearing with basic due process before revocation.",
          ),
        },
      },
    ],
  },
  {
    slug: "ot-practice",
    discipline: "Occupational therapy",
    title: "Occupational Therapy Practice: Models and Interventions",
    description:
      "For second-year occupational therapy students: occupation-based models of practice, activity analysis, writing measurable goals, energy conservation and sensory integration.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "sensory integration",
    modules: [
      {
        title: "Occupation-Based Models",
        description: "The domain of occupational therapy and two models that organise practice.",
        lesson: {
          title: "Thinking in occupations",
          html: p(
            "Occupational therapy enables people to take part in the occupations they need and want to do: the everyday activities that give life meaning and structure. The Occupational Therapy Practice Framework of the American Occupational Therapy Association, in its fourth edition (2020), names nine areas of occupation: activities of daily living (ADLs), instrumental activities of daily living (IADLs), health management, rest and sleep, education, work, play, leisure and social participation.",
            "ADLs are activities oriented to caring for one's own body, such as bathing, dressing, eating, toileting and functional mobility. IADLs support daily life in the home and community and are usually more complex, such as meal preparation, shopping, managing money and caring for others.",
            "Models of practice help the therapist organise assessment and intervention. The Person-Environment-Occupation (PEO) model, published by Mary Law and colleagues in 1996, describes occupational performance as the result of a transaction between the person, the environment and the occupation. When the fit between the three is poor, performance suffers, and the therapist can improve it by changing any of the three: building the person's skills, modifying the environment or adapting the occupation.",
            "The Model of Human Occupation (MOHO), developed by Gary Kielhofner, describes the person through three linked components. Volition is the motivation for occupation, shaped by values, interests and a sense of personal capacity. Habituation is the organisation of behaviour into habits and roles. Performance capacity is the underlying physical and mental ability to do things. A client who has lost the worker role after a stroke, for example, may have intact capacity but low volition, which calls for a different intervention from one aimed at strength.",
          ),
        },
      },
      {
        title: "Activity Analysis",
        description: "Breaking an activity into its demands, and grading and adapting it.",
        lesson: {
          title: "What does a task demand?",
          html: p(
            "Activity analysis is the process of breaking an activity down into its parts to understand what it demands of the person who does it. It is a core skill of occupational therapists, because it lets them match activities to a client's abilities and use activities as therapy.",
            "A therapist analysing an activity such as making a cup of tea works through a series of questions. First, what are the steps and their sequence: filling the kettle, switching it on, taking out a cup, adding a tea bag, pouring the water, removing the bag and adding milk. Second, what objects, space and time does the activity require. Third, what body functions and skills does it demand: grip strength to lift a full kettle, standing balance, bilateral coordination, sequencing and safety awareness near hot water. Fourth, what social and cultural demands surround it, such as making tea for guests.",
            "Having analysed the activity, the therapist can grade it, changing its demands step by step to make it easier or harder as the client progresses. Tea making could be graded from a seated task with a half-filled kettle to a standing task preparing drinks for several people. The therapist can also adapt the activity, changing the method or equipment so that the client can succeed: a kettle tipper removes the need to lift, and a one-handed technique suits a client with hemiplegia.",
            "Activity analysis differs from occupational analysis. An activity analysis considers the typical demands of an activity for anyone, while an occupational analysis considers what the activity means to a particular client in his or her own context.",
          ),
        },
      },
      {
        title: "Writing Measurable Goals",
        description: "Levels of assistance and client-centred, measurable goals.",
        lesson: {
          title: "Goals that can be measured",
          html: p(
            "Goals give intervention a direction, show progress to the client and justify services to funders. A useful goal is client-centred, occupation-based and measurable. Many therapists use the SMART criteria: specific, measurable, achievable, relevant and time-bound.",
            "Occupational therapy students are often taught the COAST format, proposed by Gateley and Borcherding, which writes a goal in five parts. C is the client, who will perform; O is the occupation to be performed; A is the assist level; S is the specific conditions under which the client will perform; and T is the timeline. An example is: the client will put on a pullover shirt with minimal assistance while seated on the edge of the bed within two weeks.",
            "The assist level is described with standard terms based on how much of the effort the client provides. A client who is independent needs no help; modified independence means the client needs a device or extra time but no person. Supervision means someone must be present without touching. Minimal assistance means the client does 75 percent or more of the task, moderate assistance 50 to 74 percent, and maximal assistance 25 to 49 percent. A client who does less than 25 percent is dependent.",
            "Goals should describe occupational performance rather than impairments. Increasing shoulder flexion to 120 degrees is a measure of a body function; reaching a plate on the second shelf of a kitchen cupboard independently is a goal the client recognises as meaningful, and it can still be measured.",
          ),
        },
      },
      {
        title: "Energy Conservation and Joint Protection",
        description: "Teaching clients with fatigue or arthritis to manage their daily tasks.",
        lesson: {
          title: "Doing more with less energy",
          html: p(
            "Many clients live with conditions that limit their energy, such as chronic obstructive pulmonary disease (COPD), heart failure, multiple sclerosis and cancer-related fatigue. Energy conservation techniques teach them to complete valued occupations while using less energy and avoiding exhaustion.",
            "Therapists commonly teach the four Ps. Prioritise: decide which tasks matter most and drop or delegate others. Plan: organise the day and week so that heavy tasks are spread out, and gather all the items before starting a task. Pace: work at a steady, moderate rate and take rests before becoming tired, not after. Position: sit rather than stand when possible, keep frequently used items between shoulder and hip height, and avoid bending and reaching.",
            "Clients can monitor their effort with the Borg rating of perceived exertion, a scale from 6 to 20 on which 13 means somewhat hard. A person with COPD is also taught pursed-lip breathing, breathing in through the nose and out slowly through pursed lips, and to exhale during the effortful part of a task, such as lifting.",
            "For clients with rheumatoid arthritis, joint protection principles aim to reduce pain and stress on inflamed joints. The client learns to respect pain as a signal, to use the largest and strongest joints available, such as carrying a bag on the forearm instead of in the fingers, to avoid holding one position or a tight grip for long, and to use adaptive equipment such as thick-handled utensils and jar openers.",
          ),
        },
      },
    ],
  },
  {
    slug: "health-policy-systems",
    discipline: "Public health policy",
    title: "Health Policy and Health Systems",
    description:
      "Introduces the policy process, how health systems are financed, tobacco control as a case study, health impact assessment and the evaluation of policies, for students of public health and nursing.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "health impact assessment",
    modules: [
      {
        title: "The Policy Process",
        description: "How issues reach the agenda and become policy.",
        lesson: {
          title: "How policy is made",
          html: p(
            "Public policy is a course of action, or of deliberate inaction, adopted by government to address a problem. A simple model, the policy cycle, describes policy making as a series of stages: agenda setting, policy formulation, adoption, implementation and evaluation, whose results feed back into the agenda. Real policy making is rarely so orderly, but the cycle helps analysts ask the right question at each stage.",
            "Agenda setting asks why some problems receive attention and others do not. John Kingdon, in Agendas, Alternatives, and Public Policies (1984), argued that three largely independent streams flow through government. The problem stream contains conditions that come to be seen as problems, often through indicators, such as rising obesity rates, or focusing events, such as an outbreak. The policy stream contains proposed solutions developed by experts and advocates. The politics stream contains elections, changes of government and the national mood.",
            "A policy window opens when the three streams come together: a problem is recognised, a workable solution is available and the political climate is favourable. Windows open briefly, so policy entrepreneurs, people who invest time and reputation in a proposal, prepare their solutions in advance and push them when the moment comes.",
            "Implementation is where many policies fail. A law may be passed but poorly funded, or the officials who carry it out may interpret it differently from its authors, which is why policy analysts study street-level bureaucrats, such as nurses and inspectors, whose daily decisions become the policy in practice.",
          ),
        },
      },
      {
        title: "Financing Health Systems",
        description: "The main models of raising money for health care and protecting people from its costs.",
        lesson: {
          title: "Who pays for health care?",
          html: p(
            "A health system must raise money, pool it so that the costs of the sick are shared with the healthy, and use it to purchase services. Countries have built these functions in a few typical ways.",
            "In the Beveridge model, health care is financed from general taxation and provided largely by public providers. The United Kingdom's National Health Service, founded in 1948, is the classic example, and Spain and the Nordic countries follow similar designs.",
            "In the Bismarck model, named after the German chancellor whose 1883 law created compulsory sickness insurance, employers and employees pay contributions into sickness funds, which pay mostly private providers. Germany, France and Japan use versions of this model.",
            "In the national health insurance model, a single public insurer financed by taxes pays private providers. Canada's Medicare, run by each province as the single insurer for its residents, is the main example, and the single payer gives the government strong bargaining power over prices.",
            "In many low-income countries the largest source of funding is out-of-pocket payment by patients at the point of care. Out-of-pocket payment pools no risk, so illness can push families into poverty. The World Health Organization counts health spending as catastrophic when it exceeds 10 percent of a household's total consumption or income.",
            "Universal health coverage means that everyone can use the health services they need without financial hardship. WHO describes progress toward it along three dimensions: who is covered, which services are covered and what proportion of the costs is covered. Every country must make trade-offs among them, since no system covers everyone for every service at no cost.",
          ),
        },
      },
      {
        title: "Tobacco Control: A Case Study",
        description: "The international treaty and the measures that reduced smoking.",
        lesson: {
          title: "How tobacco policy works",
          html: p(
            "Tobacco use kills more than eight million people a year, and tobacco control is one of public health's best-documented policy successes. The WHO Framework Convention on Tobacco Control (FCTC), adopted in 2003 and in force since 2005, was the first treaty negotiated under the auspices of the World Health Organization and has more than 180 parties.",
            "To help countries implement the treaty, WHO introduced the MPOWER package in 2008: Monitor tobacco use and prevention policies; Protect people from tobacco smoke; Offer help to quit; Warn about the dangers of tobacco; Enforce bans on tobacco advertising, promotion and sponsorship; and Raise taxes on tobacco.",
            "Taxation is the most effective single measure. Because demand for cigarettes is price-inelastic but not perfectly so, a tax increase reduces consumption while raising revenue. Studies summarised by the World Bank in 1999 estimated that a 10 percent price rise reduces demand by about 4 percent in high-income countries and by about 8 percent in low- and middle-income countries, where young and poor smokers are more sensitive to price. WHO recommends that excise tax make up at least 75 percent of the retail price.",
            "Smoke-free laws protect non-smokers and make smoking less socially normal. Ireland became the first country to ban smoking in all enclosed workplaces, including pubs, in 2004. In 2012 Australia became the first country to require plain packaging, with standard drab colours and large graphic health warnings, and the tobacco industry's legal challenges to the law failed in the Australian High Court and at the World Trade Organization.",
          ),
        },
      },
      {
        title: "Evaluating Policy",
        description: "Methods for judging whether a policy worked.",
        lesson: {
          title: "Did the policy work?",
          html: p(
            "Policy evaluation asks whether a policy achieved its aims, at what cost and for whom. A process evaluation examines whether the policy was implemented as intended, for example whether inspectors enforced a smoking ban. An outcome evaluation measures its effects on behaviour and health.",
            "Randomised trials are rarely possible for national policies, so evaluators use natural experiments, situations in which a policy affects some people and not others for reasons unrelated to their outcomes. In a difference-in-differences design, the evaluator compares the change in an outcome before and after the policy in the group it affected with the change over the same period in a comparison group. The comparison group's change estimates what would have happened without the policy. The key assumption is parallel trends: that without the policy, the two groups' outcomes would have moved in parallel.",
            "An interrupted time series uses many observations before and after a policy to test whether the level or trend of an outcome changed at the moment of introduction. When Scotland introduced smoke-free legislation in 2006, Pell and colleagues reported in 2008 a 17 percent fall in hospital admissions for acute coronary syndrome in the following year, far larger than the decline in the preceding decade.",
            "Good evaluations also look at equity, asking whether a policy narrowed or widened differences between social groups, and at unintended consequences, such as cross-border shopping after a tax rise. The RE-AIM framework asks about a programme's Reach, Effectiveness, Adoption, Implementation and Maintenance.",
          ),
        },
      },
    ],
  },
  {
    slug: "supply-chain-inventory",
    discipline: "Supply chain management",
    title: "Supply Chain and Inventory Management",
    description:
      "Covers the economic order quantity, safety stock and service levels, the bullwhip effect, supplier selection and reverse logistics for business students who have taken introductory statistics.",
    level: "intermediate",
    duration: "7 weeks",
    plantedGap: "reverse logistics",
    modules: [
      {
        title: "Inventory and the Economic Order Quantity",
        description: "Why firms hold inventory and how much to order at a time.",
        lesson: {
          title: "How much to order",
          html: p(
            "Inventory is stock held to meet future demand. Firms hold cycle stock because ordering in batches is cheaper than ordering every unit separately, safety stock to cover uncertainty, and pipeline stock that is in transit. Inventory has costs: holding costs include capital tied up, storage, insurance and obsolescence, and are often 20 to 30 percent of the item's value per year, while ordering costs are the fixed costs of placing and receiving an order.",
            "The economic order quantity (EOQ), first derived by Ford Harris in 1913, is the order size that minimises the sum of annual ordering and holding costs. If annual demand is D units, the cost per order is S and the cost of holding one unit for a year is H, then EOQ is the square root of 2DS divided by H.",
            "Consider a distributor that sells 12,000 units a year, pays 50 dollars to place an order and spends 3 dollars a year to hold a unit. The EOQ is the square root of 2 times 12,000 times 50 divided by 3, which is the square root of 400,000, or about 632 units. The distributor places about 19 orders a year, and at the EOQ the annual ordering cost and the annual holding cost are equal, each about 949 dollars.",
            "The model assumes constant, known demand, a fixed lead time, no quantity discounts and delivery of the whole order at once. Real conditions break these assumptions, but the total cost curve is flat near its minimum, so an order of 600 or 700 units costs little more than the exact EOQ, which makes the model robust in practice.",
          ),
        },
      },
      {
        title: "Safety Stock and Service Levels",
        description: "Setting a reorder point when demand is uncertain.",
        lesson: {
          title: "Protecting against uncertainty",
          html: p(
            "In a continuous review system, the firm places a new order whenever inventory falls to the reorder point. If demand were certain, the reorder point would simply equal the demand expected during the lead time, the time between placing and receiving an order. Because demand varies, the firm adds safety stock, extra inventory that protects against a stockout when demand during the lead time is higher than expected.",
            "How much safety stock to hold depends on the service level the firm wants. The cycle service level is the probability of not running out during a replenishment cycle. If daily demand is roughly normally distributed and independent from day to day, safety stock equals z multiplied by the standard deviation of daily demand multiplied by the square root of the lead time in days, where z is the standard normal value for the chosen service level.",
            "Suppose average daily demand is 40 units with a standard deviation of 10 units, the lead time is 9 days and the firm wants a 95 percent cycle service level, for which z is about 1.65. Safety stock is 1.65 times 10 times 3, or about 50 units. The reorder point is the expected lead-time demand of 360 units plus the safety stock, or 410 units.",
            "Safety stock rises steeply as the service level approaches 100 percent: moving from 95 to 99 percent raises z from 1.65 to 2.33. Because safety stock grows with the square root of lead time, shortening lead times and reducing demand variability through better forecasting both reduce the inventory needed for the same service.",
          ),
        },
      },
      {
        title: "The Bullwhip Effect",
        description: "Why order variability grows as it moves up the supply chain, and what reduces it.",
        lesson: {
          title: "Amplified orders",
          html: p(
            "The bullwhip effect is the increase in the variability of orders as they move upstream in a supply chain, from retailer to wholesaler to manufacturer to supplier. Procter and Gamble noticed it in the 1990s in its Pampers nappies: consumer demand for nappies was steady, yet the orders from distributors fluctuated widely, and the orders P&G placed with its own suppliers fluctuated even more.",
            "In a 1997 article, Hau Lee, V. Padmanabhan and Seungjin Whang identified four causes. Demand signal processing: each stage forecasts from the orders it receives, not from end-customer demand, and raises its orders when demand rises, so forecasts and safety stocks amplify changes. Order batching: firms order in large, infrequent batches to save ordering or transport costs, creating spikes. Price fluctuations: promotions encourage forward buying, in which customers buy more than they need while the price is low and then stop buying. Rationing and shortage gaming: when supply is short and allocated in proportion to orders, customers inflate their orders and cancel them when the shortage ends.",
            "The effect is familiar from the beer distribution game, developed at MIT in the 1960s, in which players managing a simple four-stage chain produce large swings in orders and inventory from a single step change in customer demand.",
            "Remedies address each cause: sharing point-of-sale data so that every stage sees real demand; vendor-managed inventory, in which the supplier decides replenishment for the retailer; smaller, more frequent orders; everyday low pricing instead of promotions; and allocating scarce supply according to past sales rather than current orders.",
          ),
        },
      },
      {
        title: "Supplier Selection and Sourcing",
        description: "Evaluating suppliers and choosing a sourcing strategy for each purchase.",
        lesson: {
          title: "Choosing suppliers",
          html: p(
            "Purchased goods and services often account for more than half of a manufacturer's costs, so choosing suppliers well has a large effect on cost, quality and risk. Buyers look beyond the purchase price to the total cost of ownership, which adds the costs of transport, duties, inspection, inventory, quality failures and supplier management over the life of the relationship. A cheaper offshore supplier may cost more once longer lead times and larger safety stocks are counted.",
            "A weighted scoring model makes the comparison explicit. The buyer chooses criteria, assigns each a weight and rates each supplier. With weights of 40 percent for quality, 30 percent for price, 20 percent for delivery and 10 percent for service, a supplier rated 9, 6, 8 and 7 out of 10 scores 0.4 times 9 plus 0.3 times 6 plus 0.2 times 8 plus 0.1 times 7, or 7.7.",
            "Sourcing strategy differs by item. The Kraljic matrix, published by Peter Kraljic in 1983, classifies purchases by their profit impact and their supply risk. Non-critical items, with low impact and low risk, are bought efficiently with simple procedures. Leverage items, with high impact and low risk, are bought competitively, using the buyer's volume to negotiate. Bottleneck items, with low impact but high risk, need secure supply, for example through safety stock or alternative specifications. Strategic items, high on both dimensions, call for long-term partnerships.",
            "Single sourcing, buying an item from one supplier, allows closer collaboration and volume discounts, as in Toyota's long partnerships with its suppliers, but exposes the buyer to disruption. Multiple sourcing spreads the risk at the cost of weaker relationships.",
          ),
        },
      },
    ],
  },
  {
    slug: "hvac-refrigeration-comfort",
    discipline: "HVAC",
    title: "HVAC Systems: Refrigeration and Comfort",
    description:
      "For technicians who know basic electricity: the vapour-compression refrigeration cycle, superheat and subcooling, psychrometrics, heat load calculation and duct design.",
    level: "intermediate",
    duration: "9 weeks",
    plantedGap: "duct design",
    modules: [
      {
        title: "The Refrigeration Cycle",
        description: "The four components of a vapour-compression system and what each does.",
        lesson: {
          title: "Moving heat uphill",
          html: p(
            "An air conditioner does not create cold; it moves heat from indoors to outdoors. It does this with the vapour-compression refrigeration cycle, in which a refrigerant absorbs heat as it evaporates at low pressure and releases heat as it condenses at high pressure.",
            "The cycle has four main components. In the evaporator, the indoor coil, low-pressure liquid refrigerant boils and absorbs heat from the air blown across the coil; because boiling absorbs latent heat, a large amount of heat is removed without a change in refrigerant temperature. The compressor then draws in the low-pressure vapour and compresses it, raising its pressure and temperature. In the condenser, the outdoor coil, the hot high-pressure vapour gives up heat to the outdoor air and condenses into a liquid. Finally, the metering device, such as a thermostatic expansion valve (TXV) or a fixed orifice, drops the pressure of the liquid so that it can boil again in the evaporator.",
            "Cooling capacity is measured in British thermal units per hour. One ton of refrigeration equals 12,000 Btu per hour, the rate of heat absorption needed to melt one short ton of ice in 24 hours.",
            "Refrigerants have changed with environmental rules. R-22, which damages the ozone layer, was phased out of new equipment, and its production in the United States ended in 2020. Its replacement, R-410A, does not harm the ozone layer but has a high global warming potential, and under the AIM Act of 2020 new systems are moving to lower-impact refrigerants such as R-454B and R-32. In the United States, technicians who handle refrigerants must hold EPA Section 608 certification, and knowingly venting refrigerant to the air is illegal.",
          ),
        },
      },
      {
        title: "Superheat and Subcooling",
        description: "Using temperatures and pressures to diagnose and charge a system.",
        lesson: {
          title: "Reading the system",
          html: p(
            "A pressure gauge on an operating system tells the technician the saturation temperature, the temperature at which the refrigerant boils or condenses at that pressure, read from a pressure-temperature chart for the refrigerant. Comparing this with actual line temperatures gives two key measurements.",
            "Superheat is the temperature of the refrigerant vapour above its saturation temperature. It is measured at the suction line near the outdoor unit: superheat equals the suction line temperature minus the evaporator saturation temperature. If the suction pressure corresponds to a saturation temperature of 40 degrees Fahrenheit and the suction line measures 52 degrees, the superheat is 12 degrees. Superheat shows whether the evaporator is being fed the right amount of refrigerant. Low superheat means liquid may be reaching the compressor, which can damage its valves, because compressors are designed to pump vapour, not liquid. High superheat means the evaporator is starved, often because of an undercharge or a restriction.",
            "Subcooling is the temperature of the liquid refrigerant below its condensing saturation temperature. It is measured at the liquid line: subcooling equals the condenser saturation temperature minus the liquid line temperature. Subcooling shows how much liquid is backed up in the condenser; high subcooling suggests an overcharge and low subcooling an undercharge.",
            "The correct measurement for charging depends on the metering device. A system with a fixed orifice is charged by superheat, using a target read from a chart based on the indoor wet-bulb and outdoor dry-bulb temperatures. A system with a TXV is charged by subcooling, because the valve holds superheat nearly constant; manufacturers commonly specify a target of about 10 degrees, and the nameplate value always takes precedence.",
          ),
        },
      },
      {
        title: "Psychrometrics",
        description: "The properties of moist air and how cooling removes moisture.",
        lesson: {
          title: "Air and water vapour",
          html: p(
            "Psychrometrics is the study of the properties of air mixed with water vapour. Comfort depends on both temperature and humidity, so HVAC technicians must understand how the two interact.",
            "The dry-bulb temperature is the air temperature measured by an ordinary thermometer. The wet-bulb temperature is measured by a thermometer with a wet wick in moving air; evaporation cools the wick, and the drier the air, the lower the wet-bulb reading. The dew point is the temperature at which the air becomes saturated and water vapour begins to condense. Relative humidity is the amount of water vapour in the air compared with the maximum it could hold at that temperature, while the humidity ratio is the actual mass of water vapour per pound of dry air. The psychrometric chart plots all of these properties, so that knowing any two locates the state of the air and gives the others.",
            "Air at 75 degrees Fahrenheit and 50 percent relative humidity has a dew point of about 55 degrees. When it passes over an evaporator coil colder than its dew point, water vapour condenses on the coil and drains away, so the air conditioner dehumidifies as well as cools.",
            "The heat removed from air is therefore of two kinds. Sensible heat changes the air's temperature and can be measured with a thermometer; latent heat is the heat in the water vapour, removed when the vapour condenses. The sensible heat ratio is the share of the total load that is sensible. In a humid climate a system needs a lower sensible heat ratio, so that more of its capacity goes to removing moisture. ASHRAE Standard 55 describes the conditions that most occupants find comfortable.",
          ),
        },
      },
      {
        title: "Heat Load Calculation",
        description: "Estimating how much heat a building gains so that equipment is sized correctly.",
        lesson: {
          title: "Sizing the system",
          html: p(
            "Before equipment is chosen, the technician or designer calculates the cooling load, the rate at which heat must be removed to hold the desired indoor conditions on a design day. In North America, residential loads are calculated with ACCA Manual J, and the equipment is then selected to match the load with Manual S.",
            "Heat enters a building in several ways. Conduction through walls, roofs and windows is calculated as U multiplied by A multiplied by the temperature difference, where U is the heat transfer coefficient of the assembly and A its area. A 20-square-foot window with a U-value of 0.5 and an indoor-outdoor difference of 20 degrees Fahrenheit gains 200 Btu per hour by conduction. Solar gain through glass is often the largest single load, and it depends strongly on the window's orientation and shading; a west-facing window gains far more in the late afternoon than a north-facing one.",
            "Infiltration, outdoor air leaking in through cracks, adds both sensible and latent heat. Internal gains come from people, lighting and appliances; Manual J allows about 230 Btu per hour of sensible heat and 200 Btu per hour of latent heat for each occupant.",
            "Rules of thumb such as one ton of cooling for every 500 square feet ignore insulation, windows and climate, and usually lead to oversized equipment. An oversized air conditioner satisfies the thermostat quickly and shuts off, a pattern called short cycling. Short cycles waste energy, wear out the compressor and leave the air clammy, because the coil does not run long enough to remove moisture.",
          ),
        },
      },
    ],
  },
];
