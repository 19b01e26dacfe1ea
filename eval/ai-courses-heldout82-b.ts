/** Eighty-second held-out evaluation courses, intermediate level; see ai-courses-heldout82.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT82_B: EvalCourse[] = [
  {
    slug: "preaching-from-text-to-pulpit",
    discipline: "Homiletics",
    title: "Preaching from Text to Pulpit",
    description:
      "Designed for ordinands, lay readers and ministers in their first years of regular preaching, the course moves from exegesis to a single governing idea; compares deductive, inductive and narrative sermon shapes; works on voice, pace and preaching from notes; and considers funeral sermons.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar and one preaching lab a week)",
    plantedGap: "funeral sermons",
    modules: [
      {
        title: "From Exegesis to the Big Idea",
        description: "Moving from careful study of a passage to the one sentence that the sermon exists to say.",
        lesson: {
          title: "Finding the sermon's governing idea",
          html: p(
            "A sermon that tries to say everything a passage could mean usually says nothing memorable. Haddon Robinson's Biblical Preaching (1980) gave a generation of preachers a discipline for avoiding this: every sermon should communicate one 'big idea', which has two parts. The subject answers the question 'What is the writer talking about?' and the complement answers 'What is he saying about it?' Thomas Long's The Witness of Preaching adds a second pair of statements: a focus, which states what the sermon will say, and a function, which states what it hopes to do in the hearers, whether to comfort, to challenge or to send them out to act.",
            "The work begins with choosing a preaching unit, a complete thought in the text rather than a single verse. Lectionary preachers receive their passages from the Revised Common Lectionary, whose three-year cycle centres on Matthew in Year A, Mark in Year B and Luke in Year C, with John spread through all three. Read the unit in its context and, if you can, in its original language; otherwise compare two or three translations of different styles, such as the NRSV and the NIV. Note the genre, because a parable, a lament psalm and a paragraph of Pauline argument make meaning in different ways. Make your own observations before opening the commentaries, so that the commentators refine your reading instead of replacing it.",
            "Take Luke 15:1-7, the parable of the lost sheep. The context is set in verses 1 and 2: Pharisees and scribes grumble that Jesus welcomes sinners and eats with them. The subject is therefore not lostness in general but why Jesus welcomes sinners; the complement is that God rejoices over one sinner who repents more than over ninety-nine who think they need no repentance. The exegetical idea then becomes a homiletical idea phrased for listeners: 'God throws a party when the lost come home.'",
            "Robinson proposed three developmental questions to test what the sermon must do with that idea. What does it mean? calls for explanation. Is it true? calls for validation against the hearers' doubts. What difference does it make? calls for application. Most texts, and most congregations, need one of the three far more than the others, and recognising which shapes the whole sermon.",
          ),
        },
      },
      {
        title: "Sermon Shapes: Deductive, Inductive and Narrative",
        description: "How the order in which a sermon's ideas unfold changes what listeners hear and remember.",
        lesson: {
          title: "Choosing a sermon form",
          html:
            p(
              "Form is not packaging added after the content is settled; it decides the journey on which the sermon takes its hearers. The classic English-speaking model, codified in John Broadus's On the Preparation and Delivery of Sermons (1870), is deductive: the preacher states the proposition early and then develops it through points, each explained, illustrated and applied. Deductive sermons are clear and easy to follow, and they suit texts that are themselves arguments, such as much of Romans or Hebrews. Their weakness is that once the conclusion has been announced, listeners may feel there is nowhere left to travel.",
              "The 'New Homiletic' of the late twentieth century challenged that model. The main alternatives are:",
            ) +
            "<ul><li>Inductive preaching, argued for by Fred Craddock in As One Without Authority (1971): the sermon moves from particular experiences and observations towards a conclusion that emerges late, so that hearers reach it with the preacher rather than receiving it.</li><li>The narrative plot of Eugene Lowry's The Homiletical Plot (1980), often called the Lowry loop: upsetting the equilibrium, analysing the discrepancy, disclosing the clue to resolution, experiencing the gospel, and anticipating the consequences.</li><li>Paul Scott Wilson's The Four Pages of the Sermon (1999): trouble in the text, trouble in the world, grace in the text and grace in the world.</li><li>David Buttrick's Homiletic: Moves and Structures (1987): a sequence of five or six 'moves', each a single idea developed for three or four minutes, because listeners cannot hold more than that in one unit.</li></ul>" +
            p(
              "Choosing among them is partly a matter of matching the text's genre. A parable, which works by surprise, is weakened if the sermon gives away its twist in the first minute, so an inductive or narrative form usually serves it better. A tightly reasoned epistle may be distorted by a suspense plot and is often better served by a deductive or moves structure. The congregation matters too: a people who have heard the same three-point pattern for years may listen afresh to a loop, and a congregation that finds open endings frustrating may need the idea stated plainly before it is explored.",
              "Whichever form is chosen, preachers should be able to write the sermon's moves as a list of complete sentences. If a move cannot be stated as a sentence, it is probably a topic, not yet an idea.",
            ),
        },
      },
      {
        title: "Delivery: Voice, Pace and Presence",
        description:
          "Preparing to preach from a full script, brief notes or no notes, and using the voice and body well.",
        lesson: {
          title: "Delivering the sermon",
          html: p(
            "Preachers commonly work in one of three ways. A full manuscript gives precise wording and timing but tempts the preacher to read, with eyes down and voice flat. Brief notes, a single card with the sentence-outline of the moves, keep the sermon conversational but need thorough preparation. Preaching without notes gives the greatest freedom and eye contact, and it depends on a structure clear enough to be remembered. Many preachers move from manuscript to notes over their first few years.",
            "Whichever method is used, the sermon must be written for the ear. Oral style differs from written style: shorter sentences, the main verb early, more repetition, clear signposts such as 'the second thing Luke shows us', and concrete images in place of abstractions. A useful test is to read the script aloud; any sentence that makes you stumble or run out of breath needs rewriting.",
            "Conversational speech runs at roughly 140 to 160 words a minute, so a fifteen-minute sermon is about 2,100 to 2,400 words. In a large, resonant church, slow down towards 120 words a minute, because echo blurs consonants. Pauses are a preacher's punctuation: a two-second silence before a key sentence tells listeners that it matters, and a pause after it gives them time to absorb it.",
            "The voice needs support. Breathe low, from the abdomen rather than the upper chest, so that sentences end with energy rather than fading. Vary pitch and pace; monotony comes less from a dull voice than from an unchanging one. With a lapel microphone, speak at normal volume and keep your head turned consistently; with a lectern microphone, stay at a steady distance of a hand's width or so. Without amplification, aim your voice at the back wall.",
            "Eye contact should rest on individuals for a few seconds at a time across different parts of the room. Gestures should grow from the content and be large enough to be seen from the back. Finally, rehearse aloud at least twice and record one run-through. In the preaching lab, feedback begins descriptively, with what hearers understood the big idea to be, before moving to evaluation; a sermon whose idea listeners cannot restate has a problem that no amount of vocal polish will solve.",
          ),
        },
      },
    ],
  },
  {
    slug: "health-psychology-behaviour-stress-and-illness",
    discipline: "Health psychology",
    title: "Health Psychology: Behaviour, Stress and Illness",
    description:
      "Why do people keep smoking when they know the risks, and why does stress make some people ill but not others? Second-year psychology and health sciences students examine social-cognition models of health behaviour; stress, appraisal and immune function; adherence and behaviour-change techniques; and pain management.",
    level: "intermediate",
    duration: "one semester (ten weeks, one lecture and one workshop a week)",
    plantedGap: "pain management",
    modules: [
      {
        title: "Predicting Health Behaviour",
        description:
          "The Health Belief Model and the Theory of Planned Behaviour, what they predict, and the gap between intention and action.",
        lesson: {
          title: "Social-cognition models",
          html: p(
            "Social-cognition models assume that health behaviour follows from what people believe and intend. The Health Belief Model, developed in the 1950s by US Public Health Service researchers to explain poor uptake of tuberculosis screening and formalised by Rosenstock (1966) and Becker (1974), proposes that a person acts when they perceive themselves as susceptible to a condition, perceive it as severe, believe the action has benefits that outweigh its barriers, and encounter a cue to action such as a symptom or a reminder letter. Self-efficacy was added in 1988. The model is intuitive but its components are loosely defined and their combination is unspecified. A meta-analysis by Carpenter (2010) found that perceived benefits and barriers were the most consistent predictors of behaviour, while perceived susceptibility predicted very little.",
            "Ajzen's Theory of Planned Behaviour (1991) is more tightly specified. Intention is the immediate cause of behaviour, and intention is predicted by three things: attitude towards the behaviour, subjective norms (what important others think one should do), and perceived behavioural control. Perceived control can also predict behaviour directly, where it reflects real control. A smoker may dislike smoking and feel pressure from family to stop, yet form no intention to quit because they doubt that they could. In Armitage and Conner's (2001) meta-analysis of 185 studies, the theory explained 39 per cent of the variance in intention and 27 per cent of the variance in behaviour.",
            "The weak link is between intention and action. Sheeran (2002) estimated that intentions account for about 28 per cent of the variance in behaviour, and an experimental review by Webb and Sheeran (2006) found that a medium-to-large change in intention (d = 0.66) produced only a small-to-medium change in behaviour (d = 0.36). People who intend to act but do not are 'inclined abstainers'.",
            "Implementation intentions, if-then plans that link a situational cue to a response (Gollwitzer, 1999), help to close this gap. 'If it is Monday at 8 a.m., I will phone the surgery to book my cervical screening' delegates the start of action to the environment. Gollwitzer and Sheeran's (2006) meta-analysis reported a medium-to-large effect on goal attainment (d = 0.65). For study design, the lesson is to measure behaviour itself, not just intention, and to measure it prospectively.",
          ),
        },
      },
      {
        title: "Stress, Appraisal and the Body",
        description:
          "The transactional model of stress, the physiological stress systems and the evidence linking stress to immune function.",
        lesson: {
          title: "How stress gets under the skin",
          html: p(
            "Early stress research treated stress as a bodily response. Hans Selye's General Adaptation Syndrome described three stages after exposure to any demanding stimulus: alarm, resistance and, if the demand persists, exhaustion. Selye's model explains the body's nonspecific response well but cannot explain why the same event devastates one person and barely troubles another.",
            "Lazarus and Folkman's transactional model (1984) places appraisal at the centre. In primary appraisal, a person judges whether an event is irrelevant, benign or stressful, and if stressful whether it represents harm or loss, threat or challenge. In secondary appraisal, they judge whether their resources and options are adequate. Stress arises when demands are appraised as exceeding resources. Coping is then problem-focused, aimed at changing the situation, or emotion-focused, aimed at regulating the distress; problem-focused coping tends to help with controllable stressors and emotion-focused coping with uncontrollable ones.",
            "Two physiological systems translate appraisal into bodily change. The sympathetic-adrenal-medullary axis releases adrenaline and noradrenaline within seconds, raising heart rate and blood pressure. The hypothalamic-pituitary-adrenal (HPA) axis acts over minutes: the hypothalamus releases corticotropin-releasing hormone, the pituitary releases adrenocorticotropic hormone, and the adrenal cortex secretes cortisol. Cortisol has a strong daily rhythm, rising sharply by about 50 per cent in the 30 to 45 minutes after waking, and repeated activation alters that rhythm. McEwen's (1998) concept of allostatic load describes the cumulative wear on body systems from chronic activation.",
            "The best evidence that stress affects illness comes from prospective and experimental studies. Cohen, Tyrrell and Smith (1991) gave healthy volunteers nasal drops containing respiratory viruses after measuring their psychological stress. Rates of clinical colds rose in a dose-response fashion with stress, from about 27 per cent in the least stressed to about 47 per cent in the most, after controlling for age, allergy, season and health behaviours. Kiecolt-Glaser and colleagues (1995) made small standard punch-biopsy wounds on the arms of women caring for relatives with dementia and of matched controls; carers' wounds took about nine days, or 24 per cent, longer to heal. Segerstrom and Miller's (2004) meta-analysis of some 300 studies showed that brief stressors tend to mobilise natural immunity, whereas chronic stressors suppress both cellular and humoral immune responses.",
          ),
        },
      },
      {
        title: "Adherence and Behaviour Change",
        description:
          "Why patients do not take treatments as prescribed, and how COM-B and behaviour-change techniques shape interventions.",
        lesson: {
          title: "Designing a behaviour-change intervention",
          html:
            p(
              "The World Health Organization's 2003 report on long-term therapies estimated that only about half of patients with chronic conditions in high-income countries take their treatment as prescribed. Non-adherence may be unintentional, as when people forget doses or cannot manage a device, or intentional, as when they decide to stop. Horne's Necessity-Concerns Framework, measured with the Beliefs about Medicines Questionnaire, shows that intentional non-adherence follows from weighing beliefs about how necessary a treatment is against concerns about taking it, such as fear of dependence or side effects.",
              "Michie, van Stralen and West's (2011) COM-B model gives a structure for diagnosing any behaviour. Behaviour occurs when a person has the Capability (physical and psychological), the Opportunity (physical and social) and the Motivation (reflective, involving plans and evaluations, and automatic, involving habits and emotions). COM-B sits at the hub of the Behaviour Change Wheel, which links each source of behaviour to nine intervention functions: education, persuasion, incentivisation, coercion, training, restriction, environmental restructuring, modelling and enablement. The Behaviour Change Technique Taxonomy (v1) of Michie and colleagues (2013) then lists 93 specific techniques in 16 groups, each with a label, definition and number, so that interventions can be reported and replicated precisely.",
              "Consider adults with asthma who under-use their preventer inhaler. Interviews and questionnaires might show two distinct problems. Some patients simply forget the evening dose, a problem of psychological capability and automatic motivation. Others believe inhaled steroids are harmful and unnecessary when they feel well, a problem of reflective motivation. One intervention cannot serve both. A well-designed programme would:",
            ) +
            "<ol><li>Identify each patient's main barrier with a brief screening questionnaire.</li><li>For forgetters, use habit formation (BCT 8.3), linking the inhaler to toothbrushing, and prompts or cues (BCT 7.1), such as keeping the inhaler beside the toothbrush.</li><li>For those with concerns, provide information about health consequences (BCT 5.1), explaining how preventers reduce airway inflammation, and use a credible source (BCT 9.1), such as the asthma nurse.</li><li>Measure adherence objectively with electronic inhaler monitors rather than self-report, which overestimates it.</li></ol>" +
            p(
              "Evaluation should test both whether adherence improved and whether the targeted mechanism, habit strength or necessity beliefs, changed, since that shows why an intervention worked.",
            ),
        },
      },
    ],
  },
  {
    slug: "key-account-management-in-b2b-markets",
    discipline: "Key account management",
    title: "Key Account Management in B2B Markets",
    description:
      "In many business-to-business firms a handful of customers generate most of the revenue, and losing one can wipe out a year's growth. Sales and marketing professionals practise selecting and classifying key accounts, mapping the buying centre, writing an account plan, developing the relationship through its stages, and preparing a negotiation strategy for major contracts.",
    level: "intermediate",
    duration: "six weeks (blended: online study plus one half-day workshop a week)",
    plantedGap: "negotiation strategy",
    modules: [
      {
        title: "Which Customers Are Key?",
        description:
          "Selection criteria, weighted scoring and the attractiveness-strength portfolio for classifying accounts.",
        lesson: {
          title: "Selecting and classifying key accounts",
          html:
            p(
              "Key account management (KAM) is the approach a supplier takes to customers of strategic importance, dedicating resources and a tailored offer to them in return for long-term mutual value. The first mistake many firms make is to define key accounts simply as the largest by revenue. A big customer that buys on price alone, demands heavy service and pays late may destroy value. Selection should weigh several criteria: current and potential volume, profitability after cost-to-serve, growth prospects, strategic fit with the supplier's capabilities, and the reference value of being associated with the customer.",
              "A practical tool is a weighted scoring model. The key account team agrees criteria of account attractiveness and their weights, scores each candidate from 1 to 10, and multiplies through:",
            ) +
            "<table><tr><th>Criterion</th><th>Weight</th><th>Account A score</th><th>Account B score</th></tr><tr><td>Volume potential</td><td>25%</td><td>9</td><td>5</td></tr><tr><td>Margin potential</td><td>30%</td><td>4</td><td>8</td></tr><tr><td>Growth of customer's market</td><td>25%</td><td>5</td><td>8</td></tr><tr><td>Strategic fit</td><td>20%</td><td>6</td><td>7</td></tr><tr><td>Weighted total</td><td>100%</td><td>5.9</td><td>7.05</td></tr></table>" +
            p(
              "Account A is larger, but account B is more attractive once margin and growth are weighed. The same exercise is repeated for the supplier's relative strength with each account, as the customer sees it: product fit, relationship quality, delivery record and price competitiveness compared with rivals.",
              "Plotting attractiveness against strength gives the directional policy matrix that Malcolm McDonald and Beth Rogers adapted for KAM. Strategic customers score high on both and justify the heaviest investment. Star customers are attractive but the supplier is weak with them; they need selective investment to build position, or a decision to withdraw. Status customers are less attractive but the supplier is strong; they are maintained efficiently because they generate steady income. Streamline customers are low on both and are served through standard, low-cost channels. Most firms can support only a small number of genuinely strategic accounts, often fewer than twenty, because each requires a dedicated manager and cross-functional team.",
            ),
        },
      },
      {
        title: "Mapping the Buying Centre and Writing the Account Plan",
        description:
          "Identifying everyone who shapes purchase decisions, and turning customer analysis into objectives, strategies and actions.",
        lesson: {
          title: "Buying centres and account plans",
          html:
            p(
              "Business purchases are rarely made by one person. Webster and Wind (1972) described the buying centre, the set of people involved in a purchase decision, in terms of roles: users, who work with the product; influencers, such as engineers who write specifications; buyers, who handle the commercial process; deciders, who have final authority; and gatekeepers, who control information and access, such as procurement staff or assistants. Bonoma later added the initiator, who first recognises the need. One person can hold several roles, and roles shift with the size and novelty of the purchase.",
              "A relationship map records, for each member of the buying centre, their role, their influence on this decision, their attitude towards the supplier (sponsor, neutral or detractor) and the strength of the supplier's relationship with them. The map often exposes uncomfortable truths: a supplier may be loved by users and by the buyer yet barely known to the technical director who actually sets the specification.",
              "The account plan turns this analysis into action. A typical structure is:",
            ) +
            "<ol><li>The customer's business: its markets, strategy, financial position and the pressures on it, drawn from annual reports, trade press and conversations.</li><li>The customer's value drivers: what outcomes it is trying to achieve and how the supplier's offer affects them.</li><li>Current position: sales, margin, share of wallet and competitors at the account.</li><li>An account-specific SWOT analysis.</li><li>Objectives, strategies and an action plan with owners, dates and resources.</li><li>A review schedule, normally quarterly.</li></ol>" +
            p(
              "Share of wallet is the supplier's sales to the customer divided by the customer's total spending in the category. If a food manufacturer spends £4 million a year on packaging and buys £0.8 million from us, our share is 20 per cent. A SMART objective might be to raise that share to 30 per cent within eighteen months by winning the new product range launching next spring, without reducing gross margin below 28 per cent. Strategies then explain how: perhaps by co-developing recyclable packaging with the customer's sustainability team, whose director the relationship map showed to be an influential but unconvinced contact.",
            ),
        },
      },
      {
        title: "Developing the Relationship",
        description:
          "Stages of key account relationships, contact structures between the two firms, and the role of the key account manager.",
        lesson: {
          title: "Relationship stages and the account team",
          html: p(
            "Relationships with key accounts develop through recognisable stages. Millman and Wilson's (1995) model describes six. In pre-KAM, the supplier identifies an account with key potential and makes first contact. In early KAM, a trial relationship develops, usually through the salesperson and the buyer, with the customer testing the supplier's reliability. In mid-KAM, trust grows, more people from both sides become involved, and the supplier becomes one of a small number of preferred sources. Partnership KAM sees the supplier treated as a strategic resource, with shared information, joint problem-solving and often long-term agreements. Synergistic KAM is the rare stage in which the two firms act as one entity creating joint value, with shared teams and integrated processes. Uncoupling KAM, which can occur at any stage, describes the breakdown of the relationship.",
            "The contact structure changes with the stage. Early relationships have a bow-tie shape: the salesperson and the buyer are the single points of contact, the knot at the centre, and everyone else on each side communicates through them. This is efficient but fragile; if either individual leaves, the relationship may go with them. Mature relationships have a diamond shape, with direct links between equivalent functions: logistics to logistics, research and development to research and development, finance to finance. The key account manager's role shifts from doing all the contact work to orchestrating it.",
            "Research on KAM describes the key account manager as a boundary spanner who represents the customer inside the supplier as much as the supplier to the customer, and as an internal entrepreneur who must secure resources from colleagues over whom they have no line authority. This makes senior sponsorship essential: many firms assign each strategic account an executive sponsor who meets the customer's leaders and resolves internal conflicts.",
            "Deep relationships carry risks. A supplier that earns more than about a fifth of its revenue from one customer is exposed if the customer changes strategy. Uncoupling is most often triggered not by price but by a breach of trust, such as a hidden quality problem, or by the departure of key individuals. Tracking account profitability, cost-to-serve and relationship health against the account plan helps warn the team before a relationship starts to fail.",
          ),
        },
      },
    ],
  },
  {
    slug: "lightning-protection-of-structures-to-bs-en-62305",
    discipline: "Lightning protection engineering",
    title: "Lightning Protection of Structures to BS EN 62305",
    description:
      "Risk assessment to BS EN 62305-2, the rolling sphere and mesh methods, down-conductor routing, earth electrode design, separation distances and surge protective devices: the working knowledge needed to design and check a lightning protection system for an ordinary building.",
    level: "intermediate",
    duration: "three days (intensive short course with design exercises)",
    plantedGap: "surge protective devices",
    modules: [
      {
        title: "Lightning and Risk Assessment",
        description:
          "The lightning flash, lightning protection levels, and the logic and arithmetic of risk assessment under BS EN 62305-2.",
        lesson: {
          title: "How much protection does a building need?",
          html: p(
            "Most cloud-to-ground lightning over flat terrain is negative and downward: a stepped leader descends from the cloud, an upward connecting leader rises to meet it, and the return stroke follows. First return strokes have a median peak current of about 30 kA. BS EN 62305 defines four lightning protection levels (LPL). For LPL I the maximum peak current assumed is 200 kA and the minimum 3 kA; for LPL II, 150 kA and 5 kA; for LPLs III and IV, 100 kA with minima of 10 kA and 16 kA. The minimum current sets the rolling sphere radius, because weak flashes have the shortest striking distance and are the most likely to slip past air terminations.",
            "Part 2 of the standard decides whether protection is needed, and at what level, by comparing calculated risk with a tolerable value. Each risk component is the product of the annual number of dangerous events, the probability of damage per event and the consequent loss. Tolerable risks are 1 in 100,000 per year for loss of human life (L1), 1 in 1,000 for loss of service to the public (L2) and 1 in 10,000 for loss of cultural heritage (L3).",
            "The number of direct flashes to a structure is N_D = N_G × A_D × C_D × 10^-6, where N_G is the ground flash density in flashes per square kilometre per year, A_D the collection area in square metres and C_D a location factor: 0.25 for a structure surrounded by taller objects, 0.5 if surrounded by objects of similar or lower height, 1 if isolated, and 2 if isolated on a hilltop. For a rectangular building of length L, width W and height H, A_D = L × W + 2 × 3H × (L + W) + π × (3H)².",
            "Worked example: a building 40 m long, 20 m wide and 10 m high has A_D = 800 + 60 × 60 + π × 900 = 800 + 3,600 + 2,827 = 7,227 m². With an assumed ground flash density N_G = 0.5 and C_D = 1, N_D = 0.5 × 7,227 × 10^-6 = 0.0036 flashes a year, or about one direct strike every 280 years. Whether that is tolerable depends on the probabilities and losses.",
          ),
        },
      },
      {
        title: "Air Terminations: Rolling Sphere, Mesh and Protective Angle",
        description:
          "Positioning air-termination conductors and rods so that the whole structure lies inside the protected volume.",
        lesson: {
          title: "Designing the air-termination system",
          html:
            p(
              "Air terminations, the rods, horizontal conductors and meshes intended to be struck, are positioned by three methods in BS EN 62305-3, which the designer may combine on one structure. The values for each class of lightning protection system (LPS) are:",
            ) +
            "<table><tr><th>Class of LPS</th><th>Rolling sphere radius</th><th>Mesh size</th></tr><tr><td>I</td><td>20 m</td><td>5 m × 5 m</td></tr><tr><td>II</td><td>30 m</td><td>10 m × 10 m</td></tr><tr><td>III</td><td>45 m</td><td>15 m × 15 m</td></tr><tr><td>IV</td><td>60 m</td><td>20 m × 20 m</td></tr></table>" +
            p(
              "The rolling sphere method is the most general. Imagine a sphere of the relevant radius rolled over and around the structure in every direction; anywhere the sphere touches the building, rather than only an air termination or the ground, is exposed and needs protection. It follows from the physics of striking distance and shows why the upper sides of tall buildings can be struck.",
              "Where a sphere rests on two air rods, it dips between them by a penetration depth p = r − √(r² − (d/2)²), where d is the spacing of the rods. For LPL III, with r = 45 m and rods 10 m apart, p = 45 − √(2,025 − 25) = 45 − 44.72 = 0.28 m. Any equipment between the rods must therefore be lower than their tips by more than 0.28 m to be protected.",
              "The mesh method suits flat and gently sloping roofs. Conductors are run along the roof edges, ridges and any overhangs, and the mesh is closed so that no opening is larger than the size in the table. The protective angle method gives a cone of protection beneath a rod, its angle shrinking as the rod's height increases; it is read from a figure in the standard and is valid only up to the rolling sphere radius.",
              "Conductors must meet minimum cross-sections: 50 mm² for copper and steel, 70 mm² for aluminium. Copper tape of 25 mm × 3 mm (75 mm²) is common in Britain. Metal roofs may act as natural air terminations; where puncture by a strike must be prevented, the standard requires minimum thicknesses of 4 mm for steel, 5 mm for copper and 7 mm for aluminium, while thinner sheets of about 0.5 mm suffice where a hole or hot spot is acceptable.",
            ),
        },
      },
      {
        title: "Down Conductors, Earthing and Separation Distance",
        description:
          "Routing the lightning current to earth, designing earth electrodes, and preventing dangerous sparking inside the building.",
        lesson: {
          title: "Getting the current safely to earth",
          html: p(
            "Down conductors carry the current from the air terminations to earth. Several conductors spread around the perimeter divide the current, reducing the voltage along each and the risk of side flashes. BS EN 62305-3 gives typical spacings of 10 m for classes I and II, 15 m for class III and 20 m for class IV, with at least two on any building, preferably at exposed corners, each with a test joint for measuring the electrode.",
            "Type A earth arrangements use individual rods or radial conductors at each down conductor; type B uses a ring conductor around the building, in contact with the soil for at least 80 per cent of its length, or a foundation electrode. A combined resistance to earth below 10 ohms is recommended.",
            "A single vertical rod has a resistance of about R = (ρ ÷ 2πL) × [ln(8L ÷ d) − 1], where ρ is soil resistivity, L the rod length and d its diameter. In soil of 100 ohm-metres, a 2.4 m rod of 16 mm diameter gives ln(8 × 2.4 ÷ 0.016) = ln 1,200 = 7.09, so R = (100 ÷ 15.08) × 6.09 = 6.63 × 6.09, about 40 ohms. Four widely spaced rods approach 10 ohms in parallel; closely spaced rods do much worse.",
            "As current flows down a conductor, its potential rises relative to internal metalwork, and a spark across the gap can start a fire. Two strategies prevent this. Isolation keeps conductors at least the separation distance s from internal metal parts, where s = k_i × (k_c ÷ k_m) × l. Here k_i depends on the class (0.08 for class I, 0.06 for class II and 0.04 for classes III and IV), k_c reflects how the current divides among down conductors (1 for a single conductor, falling as more are added), k_m is 1 for air and 0.5 for concrete or brick, and l is the length along the conductor from the nearest bonding point. For class III, k_c = 0.5, air and l = 10 m, s = 0.04 × 0.5 × 10 = 0.2 m. Where that distance cannot be achieved, the metal parts, such as gas and water services at their entry and structural steel, are bonded to the system so that no dangerous voltage difference arises.",
          ),
        },
      },
    ],
  },
  {
    slug: "invertebrate-zoology-form-function-and-diversity",
    discipline: "Invertebrate zoology",
    title: "Invertebrate Zoology: Form, Function and Diversity",
    description:
      "Roughly 95 per cent of described animal species are invertebrates. Second-year biology students study body plans and the animal tree of life; coeloms, segmentation and hydrostatic skeletons; the arthropod exoskeleton and moulting; mollusc feeding and gas exchange; and cephalopod behaviour.",
    level: "intermediate",
    duration: "ten weeks (two lectures and one three-hour practical a week)",
    plantedGap: "cephalopod behaviour",
    modules: [
      {
        title: "Body Plans and the Animal Tree",
        description:
          "Symmetry, germ layers, body cavities and developmental patterns, and how molecular phylogenies reorganised the invertebrates.",
        lesson: {
          title: "Symmetry, germ layers and body cavities",
          html:
            p(
              "Around 1.5 million animal species have been described, most of them insects, and all but a few per cent lack a backbone. 'Invertebrate' is therefore a grouping of convenience, not a natural group: a sea star is more closely related to us than to a snail. Comparative anatomy has long organised this diversity by a few features of body plan, and molecular phylogenetics has since tested which of those features reflect shared ancestry.",
              "Sponges (Porifera) have specialised cells but no true tissues or organs. Cnidarians, such as jellyfish, corals and sea anemones, are diploblastic, built from two germ layers, ectoderm and endoderm, separated by a largely non-cellular mesoglea, and they have radial symmetry and a single opening to the gut. The Bilateria are triploblastic, with a third germ layer, mesoderm, and bilateral symmetry, usually with a head where sense organs concentrate.",
              "Bilaterians were traditionally classified by their body cavity:",
            ) +
            "<ul><li>Acoelomate: no cavity, the space between gut and body wall filled with tissue, as in flatworms (Platyhelminthes).</li><li>Pseudocoelomate: a fluid-filled cavity between mesoderm and endoderm, not fully lined by mesoderm, as in nematodes and rotifers.</li><li>Coelomate: a cavity entirely lined by mesoderm, as in annelids, molluscs, echinoderms and chordates.</li></ul>" +
            p(
              "A second traditional division concerned early development. In protostomes the blastopore typically becomes the mouth, cleavage in many groups is spiral and determinate, and the coelom forms by splitting of mesoderm (schizocoely). In deuterostomes, which include echinoderms and chordates, the blastopore becomes the anus, cleavage is radial and indeterminate, and the coelom often forms from outpockets of the gut (enterocoely).",
              "Molecular data reshaped the protostomes. Aguinaldo and colleagues (1997), using 18S ribosomal RNA, grouped arthropods with nematodes and other animals that moult their cuticle, as the Ecdysozoa. The remaining protostomes, including molluscs, annelids, flatworms, brachiopods and bryozoans, form the Spiralia, which contains the Lophotrochozoa, named for the lophophore feeding structure and the trochophore larva. The consequences are striking. Segmentation in annelids and arthropods probably evolved independently rather than marking a close relationship, and because flatworms nest among coelomate relatives, their lack of a coelom is probably a secondary loss. The pseudocoelomates do not form a natural group at all.",
            ),
        },
      },
      {
        title: "Hydrostatic Skeletons and the Arthropod Exoskeleton",
        description:
          "How soft-bodied animals move using fluid pressure, and how arthropods build, move and replace a rigid cuticle.",
        lesson: {
          title: "Skeletons of fluid and of cuticle",
          html: p(
            "A skeleton need not be hard. A hydrostatic skeleton is a volume of fluid enclosed by a muscular body wall; because the fluid is nearly incompressible, contracting one set of muscles changes the body's shape and stretches the opposing set. The earthworm, Lumbricus terrestris, shows the system at its most refined. Its coelom is divided by septa into compartments, one per segment, each surrounded by an outer layer of circular muscle and an inner layer of longitudinal muscle. When the circular muscles of a segment contract, it becomes long and thin and pushes forward; when the longitudinal muscles contract, it becomes short and fat and anchors against the burrow wall, gripped by bristles called chaetae. Waves of these changes, peristalsis, pass backwards along the body. Segmentation matters here because the septa keep the fluid local, so that each region can change shape independently.",
            "Arthropods took the opposite route, enclosing the body in a jointed exoskeleton of cuticle secreted by the epidermis. The outer epicuticle is thin and contains waxes that waterproof the animal, a key to arthropod success on land. Beneath it, the procuticle consists of chitin microfibrils embedded in protein. In the outer exocuticle, proteins are cross-linked by sclerotisation, or tanning, making it hard and stiff; the inner endocuticle remains more flexible. Crustaceans further stiffen the cuticle with calcium carbonate. Between rigid plates, thin arthrodial membranes allow movement, and muscles attach internally to inward projections called apodemes, working the joints as levers.",
            "A rigid cuticle cannot grow, so arthropods moult. Rising levels of ecdysteroid hormones, chiefly 20-hydroxyecdysone, trigger apolysis, the separation of the epidermis from the old cuticle. The epidermis secretes a new epicuticle, and moulting fluid digests the old endocuticle, whose components are largely reabsorbed and recycled. At ecdysis, controlled by a cascade of peptide hormones, the animal splits the old cuticle and climbs out. It then expands the soft new cuticle by swallowing air or water before the hormone bursicon triggers its hardening. In insects, juvenile hormone determines whether a moult produces another immature stage or the adult. Until the new cuticle hardens the animal is vulnerable, and the need to moult, together with the weight of a thick exoskeleton and the limits of tracheal gas exchange, helps explain why no living land arthropod approaches the size of a large vertebrate.",
          ),
        },
      },
      {
        title: "Molluscs: Feeding and Gas Exchange",
        description:
          "The molluscan body plan, the radula and its variations, filter feeding in bivalves, and gills and lungs in gastropods.",
        lesson: {
          title: "Radulae, ctenidia and mantle cavities",
          html: p(
            "Molluscs, with roughly 85,000 described living species, are the second largest animal phylum after the arthropods. Their shared body plan has a muscular head-foot, a visceral mass containing the organs, and a mantle, a fold of body wall that secretes the shell and encloses the mantle cavity. The mantle cavity houses the gills, called ctenidia, and receives the openings of the gut, kidneys and gonads, so water flowing through it serves breathing, excretion and reproduction at once.",
            "The radula is the feeding organ unique to molluscs: a ribbon bearing rows of chitinous teeth, supported on a cartilage-like odontophore and moved back and forth like a rasp. New rows are formed continuously at the back as worn teeth are lost at the front. Its form varies with diet. Limpets scrape algae from rock with teeth reinforced by the iron mineral goethite, which tests have shown to be among the strongest biological materials known. Chitons, with their eight shell plates, have teeth capped with magnetite. Whelks and oyster drills bore through prey shells using the radula with a gland that softens the shell chemically, and predatory cone snails use single hollow, harpoon-like radular teeth to inject venom containing conotoxins.",
            "Bivalves such as mussels, oysters and cockles have lost the head and the radula altogether and feed by filtering. Their ctenidia are greatly enlarged, folded sheets of filaments. Cilia draw water in through the inhalant opening or siphon and across the gills; particles are trapped in mucus and carried along food grooves to the labial palps, which sort them, passing suitable particles to the mouth and rejecting others as pseudofaeces. An adult mussel can clear several litres of water an hour. The ctenidium also serves gas exchange, with blood in the filaments flowing counter to the water current, maintaining a steep diffusion gradient along their length.",
            "Gastropods undergo torsion during development, a rotation of the visceral mass and mantle by about 180 degrees relative to the foot, which brings the mantle cavity to lie above the head. In the air-breathing pulmonates, such as garden snails and slugs, the ctenidium has been lost and the roof of the mantle cavity is richly supplied with blood vessels, forming a lung that opens through a small pore, the pneumostome, visible on the right side of a slug's mantle.",
          ),
        },
      },
    ],
  },
];
