/** Ninety-fifth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout95.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT95_B: EvalCourse[] = [
  {
    slug: "road-traffic-offences-and-procedure-in-england-and-wales",
    discipline: "Road traffic law",
    title: "Road Traffic Offences and Procedure in England and Wales",
    description:
      "Drink-driving, speeding, careless and dangerous driving: the offences that fill the motoring lists of the magistrates' courts are examined through statute, sentencing guidelines and leading cases, together with penalty points and disqualification, mobile phone offences, and the procedural safeguard of the notice of intended prosecution.",
    level: "intermediate",
    duration: "one term (ten two-hour seminars)",
    plantedGap: "mobile phone offences",
    modules: [
      {
        title: "Drink-driving: limits, specimens and defences",
        description:
          "Analyses the offences under sections 4, 5 and 7 of the Road Traffic Act 1988, the prescribed limits and the procedure for obtaining evidential specimens.",
        lesson: {
          title: "Section 5 and the prescribed limits",
          html:
            p(
              "The Road Traffic Act 1988 contains two main drink-driving offences. Section 4 makes it an offence to drive, attempt to drive or be in charge of a mechanically propelled vehicle on a road or other public place while unfit through drink or drugs; the prosecution must prove impairment. Section 5 is simpler to prove and far more often charged: it is an offence to drive, attempt to drive or be in charge of a motor vehicle after consuming so much alcohol that the proportion in breath, blood or urine exceeds the prescribed limit. In England and Wales the limits are:",
            ) +
            "<table><tr><th>Specimen</th><th>Prescribed limit</th></tr><tr><td>Breath</td><td>35 microgrammes of alcohol in 100 millilitres</td></tr><tr><td>Blood</td><td>80 milligrammes of alcohol in 100 millilitres</td></tr><tr><td>Urine</td><td>107 milligrammes of alcohol in 100 millilitres</td></tr></table>" +
            p(
              "Procedure matters because defences often turn on it. A constable may require a preliminary breath test at the roadside under section 6. Evidential specimens are then required under section 7, normally two breath specimens on an approved device at a police station; the lower reading is used and the higher disregarded. Until 2015 a driver whose lower reading was no more than 50 microgrammes could opt to replace it with blood or urine, but that statutory option was abolished by the Deregulation Act 2015. Failing without reasonable excuse to provide a specimen is itself an offence under section 7(6), carrying the same penalties as driving over the limit.",
              "Section 15(2) of the Road Traffic Offenders Act 1988 requires the court to assume that the alcohol level at the time of the offence was not less than in the specimen. The defendant may rebut this by proving, on the balance of probabilities, that alcohol was consumed after driving and before the specimen was given and that without it the limit would not have been exceeded: the so-called hip-flask defence, which usually needs expert back-calculation. For the ‘in charge’ offence, section 5(2) gives a defence if there was no likelihood of driving while over the limit.",
              "Conviction for driving or attempting to drive over the limit carries obligatory disqualification for at least twelve months, rising to three years for a second such offence within ten years, an unlimited fine and up to six months' imprisonment. Courts may offer a rehabilitation course that, if completed, reduces the disqualification by up to a quarter.",
            ),
        },
      },
      {
        title: "Speeding, penalty points and totting up",
        description:
          "Explains speed limits and their proof, fixed penalties and sentencing bands, and how penalty points lead to disqualification.",
        lesson: {
          title: "Speed limits, penalties and the points system",
          html:
            p(
              "Exceeding a speed limit is an offence under section 89 of the Road Traffic Regulation Act 1984. On a ‘restricted road’, one with street lamps not more than 200 yards apart, the default limit is 30 mph unless signs indicate otherwise. The national speed limit for cars is 60 mph on single carriageways and 70 mph on dual carriageways and motorways, with lower limits for some vehicle classes. Section 89(2) provides that a person cannot be convicted solely on the evidence of one witness's opinion of speed, so prosecutions rely on corroboration or, far more often, readings from devices of an approved type, such as fixed cameras and hand-held laser guns operated by trained officers.",
              "Most speeding is dealt with outside court. A fixed penalty for speeding is currently £100 and three penalty points. Police forces may instead offer a speed awareness course for lower-level offences, in which case no points are endorsed; eligibility is set by national guidance and a driver may not attend more than one such course within three years. Cases that reach the magistrates' court are sentenced under the Sentencing Council guideline, which places speed into three bands according to how far the limit was exceeded:",
            ) +
            "<table><tr><th>Limit (mph)</th><th>Band A</th><th>Band B</th><th>Band C</th></tr><tr><td>30</td><td>31–40</td><td>41–50</td><td>51 and above</td></tr><tr><td>70</td><td>71–90</td><td>91–100</td><td>101 and above</td></tr><tr><td>Penalty</td><td>3 points; fine around 50% of weekly income</td><td>4–6 points or 7–28 days' disqualification; fine around 100%</td><td>6 points or 7–56 days' disqualification; fine around 150%</td></tr></table>" +
            p(
              "Points accumulate. Under section 35 of the Road Traffic Offenders Act 1988, a driver who reaches twelve or more points within three years must be disqualified for at least six months, unless the court accepts that disqualification would cause exceptional hardship. The minimum rises to one year, and then two years, for drivers with previous disqualifications in the preceding three years. New drivers face a stricter rule: under the Road Traffic (New Drivers) Act 1995, reaching six points within two years of passing the test leads to revocation of the licence, so the driver must reapply for a provisional licence and pass again.",
              "A related offence under section 172 of the Road Traffic Act 1988 arises when a registered keeper fails to identify the driver at the time of an alleged offence. It carries six points.",
            ),
        },
      },
      {
        title: "Careless or dangerous? The standard of driving",
        description:
          "Compares the statutory tests for careless and dangerous driving, the offences of causing death or serious injury, and the notice of intended prosecution.",
        lesson: {
          title: "Sections 2, 2A and 3 and the notice requirement",
          html: p(
            "Both careless and dangerous driving are judged by an objective standard, that of the competent and careful driver. Section 3ZA of the Road Traffic Act 1988 defines careless driving as driving that falls below what would be expected of such a driver. Under section 2A, driving is dangerous only if it falls far below that standard and it would be obvious to a competent and careful driver that driving in that way would be dangerous, meaning a danger of injury to any person or of serious damage to property. The question is how the driving appears, not what the defendant intended or believed, and it is the same for everyone: in <em>McCrone v Riding</em> (1938) a learner driver was held to the standard of the ordinary competent driver despite his inexperience.",
            "Typical careless driving cases involve misjudged overtaking, failing to see a vehicle at a junction or driving too close to the vehicle in front. Racing, prolonged high speed in a built-up area, overtaking into oncoming traffic on a blind bend or driving a vehicle with a known dangerous defect are typical of dangerous driving.",
            "The penalties differ sharply. Careless driving carries three to nine points and a fine, with discretionary disqualification. Dangerous driving carries obligatory disqualification for at least twelve months, a compulsory extended retest and up to two years' imprisonment. Where death results, causing death by dangerous driving under section 1 has carried a maximum of life imprisonment since June 2022, and causing death by careless driving under section 2B carries up to five years. The Police, Crime, Sentencing and Courts Act 2022 also created a new offence of causing serious injury by careless driving.",
            "For speeding, careless and dangerous driving and several other offences, section 1 of the Road Traffic Offenders Act 1988 requires that the defendant was warned at the time that prosecution would be considered, or was served with a summons or a notice of intended prosecution within fourteen days of the offence; the notice may be sent to the registered keeper. Under section 2(1) it does not apply where, owing to the presence of the vehicle on the road, an accident occurred at the time, because the driver is then already aware of the incident.",
          ),
        },
      },
    ],
  },
  {
    slug: "management-consulting-structuring-problems-and-delivering-advice",
    discipline: "Management consulting",
    title: "Management Consulting: Structuring Problems and Delivering Advice",
    description:
      "Clients rarely pay consultants to be told what they already know; they pay for sharper questions, sound evidence and recommendations that survive the boardroom. Participants practise hypothesis-driven problem structuring with issue trees, stakeholder interviewing and data gathering, proposal writing, and storyline-led presentations built on the pyramid principle.",
    level: "intermediate",
    duration: "seven weeks (one three-hour case workshop a week)",
    plantedGap: "proposal writing",
    modules: [
      {
        title: "Structuring the problem",
        description:
          "Shows how to turn a vague client concern into a precise question, break it into a MECE issue tree and direct work with an early hypothesis.",
        lesson: {
          title: "Issue trees, MECE and the day-one hypothesis",
          html:
            p(
              "Engagements fail more often from a badly framed question than from weak analysis. A client who says ‘our margins are under pressure’ has described a symptom. The first task is to agree a problem statement that is specific, measurable and time-bound, for example: ‘How can the company restore its operating margin from 6 to 9 per cent within two years without reducing market share?’ Writing it down, along with the decision-maker, the constraints and what is out of scope, prevents weeks of work on the wrong question.",
              "The statement is then broken into an issue tree. Each branch divides the question into smaller ones, and each level should be MECE, mutually exclusive and collectively exhaustive, a test popularised at McKinsey: no overlaps, so work is not duplicated, and no gaps, so no cause is missed. Arithmetic identities make the most reliable first cuts. For a regional bakery chain whose profits have fallen, a profitability tree might run:",
            ) +
            "<ul><li>Profit = revenue − costs</li><li>Revenue = number of transactions × average transaction value; transactions split by shop, channel (walk-in, wholesale, delivery) and time of day</li><li>Costs = fixed costs (rent, salaried staff) + variable costs (ingredients, hourly labour, packaging, energy)</li></ul>" +
            p(
              "Frameworks that are not identities, such as grouping causes into ‘internal’ and ‘external’, are often less MECE than they look, because many causes are both. Test each split by asking whether any plausible answer would fall into two branches or into none.",
              "Good consultants also form a hypothesis early, sometimes on the first day, from interviews and a quick scan of the numbers: for instance, ‘profits have fallen mainly because flour and energy costs rose 30 per cent while prices were held flat’. The hypothesis is not a conclusion. It tells the team which branches to test first and which analyses would prove it wrong. Each analysis in the workplan is then written with its source, owner, deadline and the decision it informs. The 80/20 rule keeps the tree in proportion: if three of twelve shops produce most of the decline, analyse those three in depth before anything else, and prune branches that cannot change the recommendation.",
            ),
        },
      },
      {
        title: "Gathering evidence: interviews and data",
        description:
          "Covers planning and running stakeholder and expert interviews, requesting client data and triangulating findings before drawing conclusions.",
        lesson: {
          title: "Running interviews and testing the numbers",
          html:
            p(
              "Interviews supply context that no dataset contains: why a decision was taken, where processes break down, who will resist change. Each interview needs a guide of eight to twelve questions tied to branches of the issue tree, ordered from broad to specific, in what is sometimes called a funnel. Open with questions the interviewee can answer comfortably (‘Walk me through a typical week’), move to the core topics and finish by asking ‘What haven't I asked that I should have?’ and ‘Who else should I speak to?’. Avoid leading questions such as ‘Isn't the real problem the IT system?’, which produce agreement rather than information.",
              "Work in pairs where possible, one person asking and one taking near-verbatim notes, and write up within twenty-four hours, separating what was said from your interpretation. Tell interviewees at the start how their comments will be used; most speak more freely if findings are reported without attribution. When outside experts are consulted, for example former industry executives arranged through an expert network, be careful never to request confidential information about their former employers.",
              "Data requests should be specific and prioritised: name the fields, period and format, and explain why each is needed, because client analysts are busy and a forty-line request list will be answered slowly and partially. Before analysing anything, sanity-check it:",
            ) +
            "<ol><li>Do totals reconcile with published accounts or management reports?</li><li>Are there gaps, duplicates or sudden jumps that suggest a change of system or definition?</li><li>Do units, currencies and time periods match across sources?</li><li>Does a rough estimate from first principles give a similar order of magnitude?</li></ol>" +
            p(
              "Finally, triangulate. A finding supported by interviews, transaction data and an observation on the shop floor is robust; one resting on a single enthusiastic manager is not. For every chart, write its ‘so what’: the one-sentence implication for the client's decision. If there is none, the analysis probably belongs in the appendix or nowhere.",
            ),
        },
      },
      {
        title: "How should the answer be told?",
        description:
          "Applies Barbara Minto's pyramid principle to build a storyline, write action titles and structure an executive summary for senior clients.",
        lesson: {
          title: "The pyramid principle and the storyline",
          html:
            p(
              "Senior clients read the first page and the slide titles, and may read nothing else. The pyramid principle, developed by Barbara Minto at McKinsey in the late 1960s and 1970s, responds to this by putting the answer first. The governing thought, the single recommendation, sits at the top of the pyramid. Beneath it are three to five key supporting points, each of which is in turn supported by evidence. Readers can stop at any level and still have the message.",
              "The introduction that leads to the governing thought follows the SCQA pattern:",
            ) +
            "<ul><li><strong>Situation</strong>: a fact the reader already accepts (‘The chain has grown to 40 shops over ten years’).</li><li><strong>Complication</strong>: what has changed (‘Since 2022 operating margin has fallen from 9 to 4 per cent’).</li><li><strong>Question</strong>: the question this raises, often implicit (‘How can margin be restored?’).</li><li><strong>Answer</strong>: the governing thought (‘Reprice the wholesale business, close four loss-making shops and cut energy use in the central bakery’).</li></ul>" +
            p(
              "Supporting points must themselves be MECE and logically related to the point above, either inductively, as a group of parallel reasons or actions, or deductively, as a chain of argument (‘costs rose; prices did not; therefore margin fell’). Inductive groupings are usually easier for busy readers because each point can be judged on its own.",
              "In a slide document, each slide carries an action title: a full sentence stating the conclusion, not a label. ‘Wholesale accounts lose money at current prices’ is an action title; ‘Wholesale analysis’ is not. Two checks keep the deck coherent. Reading only the titles from first to last (horizontal logic) should tell the whole story; reading down any single slide (vertical logic) should show evidence that fully supports its title. Many teams sketch a ghost deck of titles and empty charts early in the engagement and fill it in as evidence arrives, rewriting titles when the data disagree.",
              "Before the final meeting, walk key stakeholders through the findings one by one. Nobody important should meet a major conclusion for the first time in the boardroom.",
            ),
        },
      },
    ],
  },
  {
    slug: "oil-palm-agronomy-and-plantation-management",
    discipline: "Oil palm cultivation",
    title: "Oil Palm Agronomy and Plantation Management",
    description:
      "Designed for agronomists, estate assistants and smallholder extension officers, the course follows the crop from seed to mill gate: tenera planting material, nursery and field establishment, leaf analysis and fertiliser programmes, Ganoderma basal stem rot, and harvesting standards that protect oil quality.",
    level: "intermediate",
    duration: "twelve weeks (two lectures and one estate visit a fortnight)",
    plantedGap: "Ganoderma basal stem rot",
    modules: [
      {
        title: "Planting material, nursery and field establishment",
        description:
          "Explains the shell-thickness gene behind tenera seed, the two-stage nursery and the layout and cover crops of a new planting.",
        lesson: {
          title: "From tenera seed to the field",
          html: p(
            "The African oil palm, <em>Elaeis guineensis</em>, is grown commercially across the humid tropics, chiefly in Indonesia and Malaysia, which together produce most of the world's palm oil. It needs warm temperatures, ideally 24 to 32 °C, and around 2,000 millimetres or more of rain spread evenly through the year; a dry season of more than about three months depresses yields.",
            "Modern plantings use tenera seed, and the reason lies in a single gene controlling shell thickness, first described in the Belgian Congo in the early 1940s. Palms homozygous for the thick-shell allele are dura; those homozygous for the shell-less allele are pisifera, which are usually female-sterile; and the heterozygous tenera, produced by crossing dura mothers with pisifera fathers, has a thin shell and much more oil-bearing mesocarp. Tenera bunches yield roughly a quarter to a third more oil than dura, so seed producers sell only controlled D×P crosses and estates should never plant volunteer seedlings, which segregate into all three types.",
            "Oil palm seed is dormant when harvested. Seed producers break dormancy by heating seeds at about 39 to 40 °C for roughly 40 to 80 days before germinating them and dispatching sprouted seed. Most estates raise seedlings in a double-stage nursery: about three months in small polybags in a shaded pre-nursery, then around nine months in large polybags in the open main nursery, with regular watering and fertiliser. Throughout, abnormal seedlings, such as those with rolled, narrow or crinkled leaves or stunted growth, are culled; typically 10 to 20 per cent are discarded, since a poor palm occupies a planting point for over twenty years.",
            "In the field, palms are planted on a triangular pattern, which gives each crown more space than a square grid. At 9 metres between palms the density is about 143 palms per hectare, and most estates plant between about 130 and 150 depending on soil and planting material. Legume cover crops such as <em>Pueraria phaseoloides</em>, <em>Calopogonium mucunoides</em> or <em>Mucuna bracteata</em> are sown between rows to protect the soil from erosion, fix nitrogen and suppress grasses, while a weeded circle around each palm reduces competition. The immature phase lasts about 24 to 30 months from field planting to first harvest.",
          ),
        },
      },
      {
        title: "Leaf sampling and fertiliser programmes",
        description:
          "Uses frond 17 leaf analysis, nutrient removal figures and deficiency symptoms to plan fertiliser rates and timing.",
        lesson: {
          title: "Reading the palm's nutrient status",
          html:
            p(
              "Fertiliser is usually the largest single cost in mature oil palm after labour, and the crop's demand is high: a bunch harvest removes substantial nutrients and much more is locked up in trunk and fronds. Estimates of removal per tonne of fresh fruit bunches (FFB) are roughly 3 kilograms of nitrogen, 0.5 of phosphorus, 4 of potassium and 0.8 of magnesium, so a field yielding 25 tonnes a year exports around 90 to 100 kilograms of potassium per hectare in the crop alone. Potassium is the nutrient most often limiting on the highly weathered soils where oil palm is grown.",
              "Because soil tests are a poor guide in these soils, fertiliser is planned mainly from leaf analysis. The standard sample in mature palms comes from frond 17, counted from the youngest fully opened frond. Leaflets are taken from the middle of the frond, their midribs are removed and the central sections are dried and analysed. Sampling follows fixed points within each leaf sampling unit, a block of similar soil, age and planting material, at the same time each year so that results can be compared. Commonly cited optimum ranges on a dry-matter basis are:",
            ) +
            "<table><tr><th>Nutrient</th><th>Approximate optimum in frond 17</th></tr><tr><td>Nitrogen</td><td>2.4–2.8%</td></tr><tr><td>Phosphorus</td><td>0.15–0.18%</td></tr><tr><td>Potassium</td><td>0.9–1.2%</td></tr><tr><td>Magnesium</td><td>0.25–0.40%</td></tr><tr><td>Boron</td><td>15–25 mg/kg</td></tr></table>" +
            p(
              "Visual symptoms support the analysis. Potassium deficiency appears as orange spotting on older fronds, which may merge into confluent orange patches and dry out. Magnesium deficiency produces a bright orange-yellow colour on the sunlit parts of older leaflets while shaded parts stay green. Boron deficiency causes hooked or crinkled leaflet tips on young fronds.",
              "Rates are then set block by block from leaf levels, yield targets and previous responses. Fertiliser is applied in two or three split doses a year, avoiding the heaviest rain, when runoff and leaching losses are greatest. Nitrogen and potassium fertilisers are spread over the weeded circle or the frond heaps, where feeding roots are concentrated. Returning empty fruit bunches from the mill as mulch recycles a large amount of potassium and improves soil organic matter.",
            ),
        },
      },
      {
        title: "Harvesting for yield and oil quality",
        description:
          "Sets out ripeness standards, harvesting rounds and the handling of bunches and loose fruit between palm and mill.",
        lesson: {
          title: "Ripeness, harvesting rounds and free fatty acids",
          html: p(
            "Oil content in the fruit rises steeply in the last weeks before ripeness, so cutting too early wastes oil, while leaving bunches too long lets fruit drop, rot or be eaten. Because bunches are high in the crown and colour changes vary between palms, estates use detached fruit as the ripeness standard: a bunch may be cut once a set minimum number of fruitlets has fallen naturally to the ground beneath it. Harvesters work in rounds, returning to each block at a fixed interval, commonly about 7 to 12 days; a longer round increases the number of overripe bunches and loose fruit left behind.",
            "On young palms bunches are cut with a chisel; on taller palms harvesters use a curved sickle on a long pole. The frond supporting the bunch usually has to be cut first and is stacked in the inter-row, where it returns nutrients and organic matter. Every loose fruitlet should be picked up, because detached fruit are ripe and rich in oil; poor loose-fruit collection is one of the commonest causes of lost crop on estates.",
            "Quality depends on speed. Once fruit is bruised or detached, lipase enzymes in the mesocarp begin splitting the oil's triglycerides into free fatty acids (FFA), which reduce the value of crude palm oil and increase refining losses. Most contracts set a maximum of 5 per cent FFA. Bunches should therefore reach the mill within about 24 hours of cutting and be handled gently: thrown bunches bruise, and loads left overnight in the field or on trucks lose quality. The mill sterilises bunches with steam as its first step, partly to stop enzyme activity.",
            "At the mill, grading inspects a sample of bunches from each load and records unripe, overripe, rotten and long-stalked bunches, often with penalties. The key performance figure is the oil extraction rate, the weight of crude oil as a percentage of FFB processed, which in well-run Malaysian and Indonesian mills is around 20 to 22 per cent, with a further 4 to 6 per cent recovered as palm kernels. A fall of even half a percentage point across a large mill represents thousands of tonnes of oil a year, and tracing it back to harvesting standards is a core task of estate management.",
          ),
        },
      },
    ],
  },
  {
    slug: "patient-safety-and-human-factors-in-clinical-practice",
    discipline: "Patient safety",
    title: "Patient Safety and Human Factors in Clinical Practice",
    description:
      "Most harm in healthcare comes not from reckless individuals but from ordinary people working in poorly designed systems. Drawing on human factors science, the module examines how errors arise, how incidents are reported, investigated and learned from, how checklists and structured communication prevent harm, and how medication errors can be reduced on busy wards.",
    level: "intermediate",
    duration: "six weeks (one study day a week, blended with online case work)",
    plantedGap: "medication errors",
    modules: [
      {
        title: "How do errors happen?",
        description:
          "Introduces the scale of healthcare harm, Reason's classification of error, the Swiss cheese model and the principles of a just culture.",
        lesson: {
          title: "Human error and the systems approach",
          html:
            p(
              "Modern patient safety is usually dated to the US Institute of Medicine's report <em>To Err Is Human</em> (1999), which estimated that between 44,000 and 98,000 Americans died each year in hospital as a result of preventable adverse events. Later studies in the UK and elsewhere have found that roughly one in ten hospital admissions involves an adverse event, about half of them judged preventable. The report's central message was that these events are mostly caused not by bad people but by good people working in bad systems.",
              "The psychologist James Reason provided the vocabulary for this view. He distinguished unsafe acts by their mental origin:",
            ) +
            "<ul><li><strong>Slips</strong>: the right plan, wrongly executed through an attention failure, such as attaching a patient's identity label to the wrong blood sample tube.</li><li><strong>Lapses</strong>: memory failures, such as forgetting to reconnect a patient's oxygen after a transfer.</li><li><strong>Mistakes</strong>: the plan itself is wrong, through applying the wrong rule or lacking the knowledge to reason correctly in an unfamiliar situation.</li><li><strong>Violations</strong>: deliberate departures from a rule, usually well-intentioned shortcuts made under pressure rather than malice.</li></ul>" +
            p(
              "Reason also separated active failures, the errors made at the sharp end by the person in contact with the patient, from latent conditions: understaffing, confusing equipment design, ambiguous policies and fatigue-inducing rotas created earlier by managers, designers and regulators. In his Swiss cheese model each defensive layer, such as a protocol, a second check or an alarm, has holes that open and close; harm occurs when holes in several layers line up. Blaming the nurse or doctor at the last layer leaves every other hole in place, so the same event will recur with someone else.",
              "This does not mean no one is ever accountable. A just culture, as described by David Marx, distinguishes three kinds of behaviour. Human error should lead to consoling the individual and fixing the system. At-risk behaviour, where a person has drifted into a risky habit whose danger they no longer see, calls for coaching and removing the incentives that encourage it. Reckless behaviour, consciously disregarding a substantial and unjustifiable risk, warrants sanctions. Staff report incidents only when they trust that this distinction will be applied fairly.",
            ),
        },
      },
      {
        title: "Learning from incidents",
        description:
          "Examines incident reporting, the NHS Patient Safety Incident Response Framework, root cause analysis and its critics, and the strength of different safety actions.",
        lesson: {
          title: "Reporting, investigating and acting",
          html:
            p(
              "Incident reporting is the main route by which organisations learn about harm and near misses. In England, reports from NHS organisations were collected for almost twenty years by the National Reporting and Learning System, which has been replaced by the Learn from Patient Safety Events (LFPSE) service. Reporting systems capture only a small fraction of incidents, so rising reports usually signal a better reporting culture rather than less safe care; an organisation with few reports should worry.",
              "For many years serious incidents in the NHS were investigated using root cause analysis (RCA), drawing on tools such as the fishbone (Ishikawa) diagram, which sorts contributing factors into categories such as patient, task, individual, team, environment and organisation, and the ‘five whys’, which asks why repeatedly until deeper causes emerge. RCA attracted strong criticism: complex events rarely have a single root cause, investigations were often done by untrained staff to meet deadlines, and they tended to end with weak recommendations such as reminders and retraining. In 2022 NHS England published the Patient Safety Incident Response Framework (PSIRF), which replaced the Serious Incident Framework. It asks organisations to plan their responses proportionately, use a range of methods such as after-action reviews and systems-based investigations, involve patients, families and staff compassionately, and concentrate investigation resources where learning is greatest.",
              "Whatever the method, the value lies in the actions. Safety science ranks them by likely effectiveness:",
            ) +
            "<ol><li><strong>Stronger</strong>: forcing functions and design changes that make the error impossible, such as gas outlets with connectors that physically cannot accept the wrong hose, or withdrawing a confusing device model and standardising on one.</li><li><strong>Intermediate</strong>: standardisation, checklists, redundancy, software alerts and changes to staffing or workload.</li><li><strong>Weaker</strong>: new policies, warning notices, training and reminders to ‘be more careful’.</li></ol>" +
            p(
              "Finally, organisations have a legal duty to be open. In England the statutory duty of candour for registered providers, in force since 2014 and 2015, requires them to tell patients or families about notifiable safety incidents, apologise, provide information about what happened and follow up in writing.",
            ),
        },
      },
      {
        title: "Checklists and structured communication",
        description:
          "Studies the WHO Surgical Safety Checklist, the SBAR handover tool and techniques for speaking up about safety concerns.",
        lesson: {
          title: "The surgical safety checklist and SBAR",
          html:
            p(
              "The WHO Surgical Safety Checklist, launched in 2008, divides an operation into three pauses. The <strong>sign in</strong>, before induction of anaesthesia, confirms the patient's identity, the site and procedure, consent, site marking, allergies, airway risk and the risk of major blood loss. The <strong>time out</strong>, before skin incision, has every team member introduce themselves by name and role, confirms the patient and procedure again, and invites the surgeon, anaesthetist and nurses to state anticipated critical events. The <strong>sign out</strong>, before the patient leaves theatre, confirms the procedure performed, instrument, swab and needle counts, specimen labelling and any equipment problems.",
              "In the pilot study published by Haynes and colleagues in 2009, covering eight hospitals in eight countries, inpatient deaths fell from 1.5 to 0.8 per cent and complications from 11.0 to 7.0 per cent after introduction. The lesson drawn since is that the benefit comes from teamwork and shared awareness, not from ticking boxes: where teams rush through the checklist or one person reads it alone, the effect shrinks.",
              "Communication failures feature in a high proportion of serious incidents, especially at handover and when escalating a deteriorating patient. SBAR, adapted from US naval practice by Kaiser Permanente, gives a shared structure:",
            ) +
            "<ul><li><strong>Situation</strong>: ‘I'm calling about Mr Patel in bed 12; his NEWS2 score has risen to 7.’</li><li><strong>Background</strong>: ‘He is 74, day two after a bowel resection, with a history of COPD.’</li><li><strong>Assessment</strong>: ‘Respiratory rate 26, oxygen saturation 89 per cent on 2 litres, temperature 38.4. I think he may be developing sepsis.’</li><li><strong>Recommendation</strong>: ‘I need you to review him within 30 minutes.’</li></ul>" +
            p(
              "Hierarchies make junior staff reluctant to challenge seniors. Graded assertiveness tools help: the CUS phrases ‘I am Concerned; I am Uncomfortable; this is a Safety issue’ escalate in strength, and the two-challenge rule says that a concern should be voiced at least twice and, if ignored, taken to someone else. Closed-loop communication, in which the receiver repeats an instruction back and the sender confirms it, catches misheard numbers and names before they reach the patient.",
            ),
        },
      },
    ],
  },
  {
    slug: "narratology-how-stories-are-told",
    discipline: "Narratology",
    title: "Narratology: How Stories Are Told",
    description:
      "Who tells a story, who sees it, and in what order do we learn what happened? Reading novels and short fiction from Austen to Ishiguro, the seminar introduces the distinction between story and discourse, Genette's categories of order, duration and frequency, focalization and narrative voice, free indirect discourse, and unreliable narration.",
    level: "intermediate",
    duration: "one semester (twelve weekly two-hour seminars)",
    plantedGap: "unreliable narration",
    modules: [
      {
        title: "Story and discourse",
        description:
          "Traces the distinction between the events of a narrative and their presentation from the Russian formalists to Chatman and Genette.",
        lesson: {
          title: "Fabula, syuzhet and the levels of narrative",
          html: p(
            "Narratology begins from a simple observation: the same events can be told in many ways. The Russian formalists of the 1920s, notably Viktor Shklovsky and Boris Tomashevsky, named the two sides of this distinction. The <em>fabula</em> is the chronological, causal sequence of events as a reader reconstructs them; the <em>syuzhet</em> is the order and manner in which the text actually presents them. For the formalists, literary art lay largely in the syuzhet, in the ways a text delays, rearranges and estranges its material.",
            "Later theorists refined the pair. Seymour Chatman's <em>Story and Discourse</em> (1978) divided story into events (actions and happenings) and existents (characters and settings), and discourse into the means by which they are communicated. Gérard Genette, in <em>Narrative Discourse</em> (1972, translated 1980), proposed three levels: <em>histoire</em>, the story content; <em>récit</em>, the narrative text itself; and <em>narration</em>, the act of telling that produces it. The third level matters because the circumstances of telling, who narrates, when and to whom, shape meaning independently of the events.",
            "Detective fiction shows the distinction at its clearest. Tzvetan Todorov observed that a classic whodunit contains two stories: the story of the crime, which happened first but is revealed last, and the story of the investigation, which is told in order. The pleasure of the genre depends on the gap between fabula and syuzhet, with the crucial event of the fabula withheld until the final chapter.",
            "Not all events in a story carry equal weight. Roland Barthes distinguished cardinal functions, events that open or close alternatives and move the plot forward, from catalysers, which fill the space between them. Chatman's terms for the same distinction are kernels and satellites. Deleting a kernel changes the story; deleting a satellite changes only its texture. A practical seminar exercise is to summarise a short story such as Joyce's ‘Araby’ in five sentences, which forces a decision about its kernels, and then to compare the order of those events in the summary with their order in the text.",
            "These distinctions are analytical tools rather than claims that readers experience two separate objects. Reading is the continuous activity of building a fabula from a syuzhet, and narratology tries to describe how texts guide that activity.",
          ),
        },
      },
      {
        title: "Order, duration and frequency",
        description:
          "Applies Genette's three categories of narrative time to passages from Proust, Woolf and Ishiguro.",
        lesson: {
          title: "Genette's categories of narrative time",
          html:
            p(
              "Genette analysed the relation between story time and text time under three headings. <strong>Order</strong> concerns the sequence of events. Any departure from chronological order is an anachrony: an analepsis (flashback) narrates an earlier event after a later one, and a prolepsis (flash-forward) anticipates a later event. Anachronies can be measured by their reach, how far from the present of the narrative they jump, and their extent, how much story time they cover. Ishiguro's <em>Never Let Me Go</em> (2005) is narrated by Kathy H. looking back from her early thirties, and it moves constantly between her present and her schooldays at Hailsham; brief prolepses such as hints about what will happen to her friends create suspense about facts the narrator already knows.",
              "<strong>Duration</strong>, which Genette also called speed, compares the length of text with the length of story time it covers. He identified four canonical speeds:",
            ) +
            "<table><tr><th>Movement</th><th>Relation of text to story time</th><th>Example</th></tr><tr><td>Pause</td><td>Text continues while story time stops</td><td>An extended description of a room</td></tr><tr><td>Scene</td><td>Roughly equal, as in dialogue</td><td>A conversation rendered line by line</td></tr><tr><td>Summary</td><td>Text much shorter than story time</td><td>‘Three years passed in the same way.’</td></tr><tr><td>Ellipsis</td><td>No text for a stretch of story time</td><td>A gap between chapters</td></tr></table>" +
            p(
              "The ‘Time Passes’ section of Virginia Woolf's <em>To the Lighthouse</em> (1927) is a famous experiment with duration: about ten years are covered in a few pages, while the major deaths are confined to bracketed sentences, and the long surrounding sections slow a single day almost to a standstill.",
              "<strong>Frequency</strong> concerns how many times an event happens compared with how many times it is narrated. Singulative narration tells once what happened once; repetitive narration tells several times what happened once, as when different characters recount the same event; and iterative narration tells once what happened many times. Proust's <em>In Search of Lost Time</em> opens iteratively (‘For a long time I went to bed early’), and Genette showed that long passages of the novel, apparently scenes, in fact describe habitual events. Iterative narration builds a sense of routine and of the time that a single telling compresses. When analysing a passage, ask of each sentence which of these relations it sets up; the pattern often reveals what a text treats as important.",
            ),
        },
      },
      {
        title: "Who speaks and who sees?",
        description:
          "Separates narrative voice from focalization and examines free indirect discourse as the meeting point of narrator and character.",
        lesson: {
          title: "Voice, focalization and free indirect discourse",
          html:
            p(
              "Earlier criticism spoke of ‘point of view’ and often confused two questions: who speaks, and who sees. Genette separated them. <strong>Voice</strong> concerns the narrator: a homodiegetic narrator is a character in the story, and an autodiegetic narrator is its protagonist, as Jane Eyre is; a heterodiegetic narrator stands outside the story, as in most of Dickens. Narrative level is a separate matter: the frame narrator of the <em>Arabian Nights</em> is extradiegetic, while Scheherazade, a character who tells stories within the story, is an intradiegetic narrator.",
              "<strong>Focalization</strong> concerns whose perception orients the narrative. In zero focalization the narrator knows more than any character, moving freely among minds. Internal focalization restricts the narrative to what one character perceives and knows; it may be fixed on one character, variable between several, or multiple, with the same event presented through several consciousnesses. External focalization shows only what could be observed from outside, as in Hemingway's ‘Hills Like White Elephants’, where we never enter either character's thoughts. A heterodiegetic narrator can therefore be internally focalized through a character, which is the usual situation of the modern third-person novel.",
              "Free indirect discourse is where voice and focalization meet most closely. It reports a character's thoughts or speech in the narrator's grammatical frame, third person and past tense, but keeps the character's idiom, exclamations and sense of time and place, and omits the reporting clause. Compare:",
            ) +
            "<ul><li>Direct: She thought, ‘I will leave tomorrow. What a fool I have been!’</li><li>Indirect: She thought that she would leave the next day and that she had been very foolish.</li><li>Free indirect: She would leave tomorrow. What a fool she had been!</li></ul>" +
            p(
              "Jane Austen was one of the first novelists to use the technique extensively. In <em>Emma</em>, after Mr Elton's unwelcome declaration, the narrative slips into the heroine's agitated mind: ‘It was a wretched business, indeed!’ The sentence belongs to Emma's feelings and vocabulary, yet no ‘she thought’ marks it. Because free indirect discourse blends two voices, readers must often decide how far the narrator shares a character's judgement, which is why it became a principal vehicle of irony in the nineteenth-century novel.",
            ),
        },
      },
    ],
  },
];
