/** One-hundred-and-seventh held-out evaluation courses, intermediate level; see ai-courses-heldout107.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT107_B: EvalCourse[] = [
  {
    slug: "the-mauryan-empire-sources-statecraft-and-asokas-dhamma",
    discipline: "Mauryan history",
    title: "The Mauryan Empire: Sources, Statecraft and Aśoka's Dhamma",
    description:
      "How did one dynasty come to rule most of the Indian subcontinent in the third century BCE, and how much can we really know about it? Seminars weigh Greek, Sanskrit, Buddhist and Jain sources against the inscriptions, follow the reigns of Chandragupta and Bindusāra, read Aśoka's edicts closely, and close with the decline after Aśoka.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "decline after Aśoka",
    modules: [
      {
        title: "Sources and Their Problems",
        description:
          "What Megasthenes, the Arthaśāstra, Buddhist and Jain traditions and the inscriptions can and cannot tell us about the Mauryas.",
        lesson: {
          title: "Megasthenes, the Arthaśāstra and the Inscriptions",
          html: p(
            "The Mauryan period is better documented than any earlier phase of Indian history, but almost every source raises a problem of date or perspective. The historian's task is to triangulate between them rather than to trust any one.",
            "Megasthenes was sent by Seleucus I as envoy to Chandragupta's capital, Pāṭaliputra (Greek Palibothra, modern Patna), around 300 BCE. His <em>Indica</em> is lost and survives only in fragments quoted by Diodorus, Strabo and Arrian. He describes a city walled with a timber palisade with 570 towers and 64 gates, and remains of timber palisades have indeed been excavated at Bulandibagh in Patna. But he also divides Indian society into seven hereditary classes, from philosophers and farmers to overseers and councillors, and claims that Indians kept no slaves and did not use writing. These statements reflect Greek ethnographic habits as much as Indian reality, and must be checked against other evidence.",
            "The <em>Arthaśāstra</em>, a treatise on statecraft, espionage, taxation and war, is traditionally ascribed to Kauṭilya, Chandragupta's minister. Its manuscript was identified by R. Shamasastry in 1905 and published in 1909, and for decades it was read as a handbook of the Mauryan state. Later scholarship undermined that reading: Thomas Trautmann's statistical study of its style (1971) pointed to several authors, and Patrick Olivelle (2013) dates its composition to roughly 50–125 CE, with a later redaction. It may preserve older material, but it cannot be used as a straightforward description of Mauryan government.",
            "Buddhist texts, the Sri Lankan chronicles <em>Dīpavaṃsa</em> and <em>Mahāvaṃsa</em> and the Sanskrit <em>Aśokāvadāna</em>, were written centuries later and present Aśoka as a model Buddhist king, painting a dark picture of his early life to magnify his conversion. Jain tradition, recorded much later still, holds that Chandragupta abdicated, followed the teacher Bhadrabāhu south and fasted to death at Śravaṇabeḷagoḷa.",
            "The only contemporary Indian written sources are Aśoka's own inscriptions. Their Brāhmī script was deciphered by James Prinsep in 1837. Most refer to the king only by his titles, <em>Devānaṃpiya Piyadasi</em>, beloved of the gods, of gracious mien; the identification with the Aśoka of the Buddhist texts was confirmed when the minor rock edict at Maski, found in 1915, gave his personal name.",
          ),
        },
      },
      {
        title: "Chandragupta and Bindusāra: Building an Empire",
        description:
          "The overthrow of the Nandas, the settlement with Seleucus, Bindusāra's reign and the extent of Mauryan power before Aśoka.",
        lesson: {
          title: "From Magadha to a Subcontinental Empire",
          html: p(
            "The Mauryan empire grew out of Magadha, in the middle Ganges valley, whose Nanda kings already controlled great wealth and a large army. Around 321 BCE, though dates between about 324 and 317 are defended, Chandragupta Maurya overthrew the last Nanda king. Classical writers call him Sandrokottos (Justin, following Pompeius Trogus, says he had met Alexander), and William Jones's identification of Sandrokottos with Chandragupta in 1793 gave Indian chronology one of its first fixed points.",
            "Alexander's withdrawal from the Indus in 325 BCE left a vacuum in the north-west that Chandragupta filled. When Seleucus I tried to recover the eastern satrapies, the two rulers instead reached a settlement around 305–303 BCE. According to Strabo, Seleucus ceded territories west of the Indus, usually identified as parts of Arachosia, Gedrosia and the Paropamisadae, although their exact extent is debated, and received 500 war elephants in return; the agreement also included a marriage alliance. The elephants played a part in Seleucus's victory at Ipsus in 301 BCE, and the exchange of envoys brought Megasthenes to Pāṭaliputra.",
            "Chandragupta's son Bindusāra ruled from about 297 to 273 BCE. Greek writers call him Amitrochates, from the Sanskrit epithet Amitraghāta, slayer of enemies. Athenaeus preserves an anecdote that he asked Antiochus I for sweet wine, dried figs and a sophist, and was told that the wine and figs would be sent but that Greek law did not allow a sophist to be sold. The story is trivial, but it shows continued diplomatic contact between the Mauryan and Seleucid courts, and another envoy, Deimachus, is known from this reign.",
            "Later traditions credit Bindusāra with conquests in the Deccan, but the evidence is thin. What is clear is that by Aśoka's time Mauryan inscriptions reach from Kandahar in Afghanistan to Karnataka in the south, while Aśoka's second rock edict names the Cōḷas, Pāṇḍyas, Satiyaputras and Keralaputras, and Tambapaṇṇi (Sri Lanka), as neighbours beyond the frontier.",
            "Buddhist tradition makes Aśoka a prince who served as governor at Ujjain and Taxila and who gained the throne after a struggle among Bindusāra's sons, with an interval of about four years between accession and consecration. His consecration is usually placed around 268 BCE, and his inscriptions date events by years since that consecration.",
          ),
        },
      },
      {
        title: "Reading Aśoka's Edicts",
        description:
          "The Kalinga war, the content and purpose of Aśoka's dhamma, and what the distribution and languages of the edicts reveal about his rule.",
        lesson: {
          title: "Kalinga, Dhamma and the Edicts",
          html: p(
            "Aśoka's inscriptions fall into groups: the Minor Rock Edicts, probably the earliest; the fourteen Major Rock Edicts, found at sites such as Girnar, Kalsi, Shahbazgarhi, Mansehra, Dhauli and Jaugada; the Separate Rock Edicts in Kalinga; and the Pillar Edicts, of which the pillar at Delhi-Topra, moved to Delhi by Firuz Shah Tughluq in the fourteenth century, carries all seven. Most are in Prakrit in the Brāhmī script, but at Shahbazgarhi and Mansehra in the north-west the script is Kharoṣṭhī, and at Kandahar there are versions in Greek and Aramaic, including a bilingual found in 1958. The choice of language and script shows an empire addressing its subjects in terms they could read.",
            "Major Rock Edict XIII describes the conquest of Kalinga, on the east coast, eight years after the consecration: 150,000 people deported, 100,000 killed and many times that number dead. The king declares deep remorse and states that conquest by dhamma is now the only true conquest. Significantly, this edict is absent at Dhauli and Jaugada, in Kalinga itself, where the Separate Rock Edicts instead instruct officials to treat the people justly. The same edict names five Hellenistic kings, Antiochus, Ptolemy, Antigonus, Magas and Alexander, as recipients of dhamma missions, which helps to date the text.",
            "What was dhamma? The edicts urge obedience to parents and elders, generosity to brahmins and śramaṇas, kindness to slaves and servants, restraint in killing animals (Pillar Edict V lists protected species), and, in Rock Edict XII, respect for all sects and restraint in speech about them. Rock Edict V records the appointment, thirteen years after the consecration, of special officers, the dhamma-mahāmātras, to promote it.",
            "Aśoka was personally a Buddhist: Minor Rock Edict I calls him a lay follower, and the Bairāṭ inscription recommends particular Buddhist texts to monks and nuns. Yet the dhamma of the Major Rock Edicts contains little that is specifically Buddhist. Romila Thapar has argued that it was a social ethic designed to hold together a vast and diverse empire; others stress Aśoka's sincerity. Seminar discussion should test both readings against the texts themselves.",
          ),
        },
      },
    ],
  },
  {
    slug: "restorative-justice-principles-practice-and-evidence",
    discipline: "Restorative justice",
    title: "Restorative Justice: Principles, Practice and Evidence",
    description:
      "Restorative justice asks who has been harmed, what they need, and whose obligation it is to put things right. Across eleven workshops the course traces the idea from Christie, Zehr and Braithwaite, rehearses the preparation and facilitation of mediation, conferences and circles, weighs the research on reoffending and victim satisfaction, and debates the use of restorative processes in domestic abuse cases.",
    level: "intermediate",
    duration: "eleven weeks (one three-hour workshop a week)",
    plantedGap: "domestic abuse cases",
    modules: [
      {
        title: "Crime as Harm: Foundations of Restorative Thinking",
        description:
          "The ideas of Christie, Zehr and Braithwaite, the standard definitions of restorative justice, and its place in policy in England and Wales.",
        lesson: {
          title: "Christie, Zehr, Braithwaite and Marshall",
          html: p(
            'Modern restorative justice has several roots, including indigenous practices in New Zealand and North America, Mennonite peace work, and academic criminology. Three texts are essential. In "Conflicts as Property" (British Journal of Criminology, 1977), the Norwegian criminologist Nils Christie argued that professionals and the state had stolen conflicts from the people who own them, the victim and the offender, denying both the chance to take part in resolving what had happened between them.',
            "Howard Zehr's <em>Changing Lenses</em> (1990) contrasted two ways of seeing crime. Through the retributive lens, crime is a violation of the state, defined by law-breaking and guilt, and justice means establishing blame and administering pain. Through the restorative lens, crime is a violation of people and relationships; it creates obligations to make things right, and justice involves the victim, the offender and the community in a search for solutions that promote repair, reconciliation and reassurance. Zehr later condensed this into guiding questions: Who has been hurt? What are their needs? Whose obligations are these?",
            "John Braithwaite's <em>Crime, Shame and Reintegration</em> (1989) supplied a theory of why such processes might reduce offending. Stigmatising shaming labels the offender as a bad person, pushes them into outcast groups and increases crime. Reintegrative shaming expresses disapproval of the act within a continuing relationship of respect for the person, and is followed by gestures of acceptance; Braithwaite argued that societies which shame in this way have lower crime rates.",
            'The most cited definition comes from Tony Marshall\'s 1999 overview for the Home Office: restorative justice is "a process whereby all the parties with a stake in a particular offence come together to resolve collectively how to deal with the aftermath of the offence and its implications for the future". Critics note that it describes a meeting, and some practitioners prefer a broader definition that includes indirect processes and outcomes such as reparation.',
            "Internationally, the UN Economic and Social Council adopted Basic Principles on the Use of Restorative Justice Programmes in Criminal Matters in 2002, stressing voluntary participation and procedural safeguards. In England and Wales the Victims' Code gives victims a right to information about restorative justice, and the Crime and Courts Act 2013 allows courts to defer sentence so that a restorative process can take place before sentencing.",
          ),
        },
      },
      {
        title: "Models of Practice and the Facilitator's Craft",
        description:
          "Victim–offender mediation, family group and police-led conferencing, and circles, and the stages by which a facilitator prepares and runs a restorative meeting.",
        lesson: {
          title: "Mediation, Conferences and Circles",
          html:
            p(
              "Restorative practice takes several forms, which differ in who attends and how far the process is scripted. The four best-known models are summarised below.",
            ) +
            "<table><thead><tr><th>Model</th><th>Origin</th><th>Participants</th></tr></thead><tbody><tr><td>Victim–offender mediation</td><td>Kitchener, Ontario, 1974 (the Elmira case)</td><td>Victim, offender and a mediator; often indirect, by shuttle</td></tr><tr><td>Family group conference</td><td>New Zealand, Children, Young Persons, and Their Families Act 1989</td><td>Young person, family and whānau, victim, police and a coordinator; includes private family time</td></tr><tr><td>Police-led (scripted) conference</td><td>Wagga Wagga, New South Wales, 1991</td><td>Offender, victim and each party's supporters, led by a trained facilitator using a script</td></tr><tr><td>Circle</td><td>Yukon, Canada; <em>R v Moses</em> (1992)</td><td>Parties, supporters, community members and sometimes justice officials, speaking in turn with a talking piece</td></tr></tbody></table>" +
            p(
              "Whatever the model, the facilitator's work is mostly done before the meeting. After a referral, the facilitator assesses suitability: the person responsible must accept responsibility for the harm (though not necessarily the legal label), both parties must participate voluntarily, and risks to safety and of further harm must be assessed. The facilitator then meets each party separately, often more than once, to explain the process, hear their account, manage expectations and identify supporters. Either party may withdraw at any stage. Many cases properly end in an indirect process, such as letters or messages carried by the facilitator, rather than a face-to-face meeting.",
              "Scripted conferences, in the tradition developed by Terry O'Connell at Wagga Wagga, ask the person responsible: What happened? What were you thinking about at the time? What have you thought about since? Who has been affected by what you did, and in what way? The person harmed is asked what they thought when they realised what had happened, what impact it has had on them and others, what the hardest thing has been, and what needs to happen to make things right.",
              "The meeting ends in an outcome agreement that is specific, achievable and recorded: an apology, reparation, commitments to attend a programme, or simply answers to questions. The facilitator monitors completion and reports back to the parties. Facilitators aim to be impartial between the parties, but they are not neutral about the harm itself, which is acknowledged throughout.",
            ),
        },
      },
      {
        title: "What Does the Research Show?",
        description:
          "Reading the main evaluations of restorative justice on reoffending and victim outcomes, and judging the strength of their methods.",
        lesson: {
          title: "Reoffending, Satisfaction and the Limits of the Evidence",
          html: p(
            "Restorative justice is one of the more thoroughly evaluated interventions in criminal justice, but the evidence must be read carefully, because the same feature that makes it restorative, voluntary participation, complicates evaluation.",
            "A meta-analysis by Latimer, Dowden and Muise (2005) pooled studies comparing restorative programmes with conventional processing and found higher victim and offender satisfaction, better compliance with restitution, and lower recidivism. But most of the included studies compared volunteers with non-volunteers, and people who agree to meet their victims may already be less likely to reoffend. This self-selection bias inflates apparent effects.",
            "The strongest evidence comes from randomised trials that randomise after consent: cases in which both parties have agreed to take part are randomly assigned to a restorative conference or to normal processing, so that willingness is equal in both groups and results are analysed by intention to treat. The Justice Research Consortium trials in London, Northumbria and the Thames Valley used this design. Shapland and colleagues' evaluation for the Ministry of Justice (2008), covering the JRC, CONNECT and REMEDI schemes, found that offenders who took part in restorative justice committed 14 per cent fewer offences over the following two years than the control group, and 85 per cent of participating victims were satisfied with the process.",
            "The Campbell Collaboration review by Strang, Sherman, Mayo-Wilson, Woods and Ariel (2013) synthesised ten randomised trials of face-to-face conferences in the UK, Australia and the United States. It found a modest but cost-effective reduction in repeat offending, with larger effects for violent crime than for property crime. Victims assigned to conferences reported fewer symptoms of post-traumatic stress and less desire for violent revenge than those whose cases went through court alone.",
            "When reading any study, ask: how were cases selected, and was assignment random? Is the outcome measured as reconviction, re-arrest or self-reported reoffending, and over how long? Were the programmes delivered as designed? And are the samples large enough to detect differences across offence types? The answers explain why confident claims in policy documents sometimes outrun the evidence behind them.",
          ),
        },
      },
    ],
  },
  {
    slug: "portfolio-management-risk-diversification-and-performance",
    discipline: "Portfolio management",
    title: "Portfolio Management: Risk, Diversification and Performance",
    description:
      "Core topics: measuring return and risk; correlation and diversification; the Markowitz efficient frontier; the capital asset pricing model; performance measurement with the Sharpe, Treynor and information ratios; and ESG integration in portfolio construction. Weekly spreadsheet workshops apply each method to real index data.",
    level: "intermediate",
    duration: "nine weeks (one two-hour lecture and a one-hour spreadsheet workshop a week)",
    plantedGap: "ESG integration",
    modules: [
      {
        title: "Return, Risk and Correlation",
        description:
          "Calculating arithmetic and geometric returns, volatility and correlation, and showing how combining assets reduces portfolio risk.",
        lesson: {
          title: "Measuring Return and Risk, and Why Correlation Matters",
          html: p(
            "The holding-period return of an asset is its price change plus any income received, divided by the starting price. Over several periods, two averages answer different questions. The arithmetic mean is the best estimate of a single future period's return, while the geometric mean gives the compound growth rate actually achieved. They can differ sharply: a fund that gains 50 per cent and then loses 50 per cent has an arithmetic mean of zero, but £100 has become £75, a geometric mean of about −13.4 per cent a year. The gap widens with volatility.",
            "Risk is usually measured by the standard deviation of returns, called volatility. Volatility estimated from monthly data is annualised by multiplying by √12, on the assumption that monthly returns are independent. Covariance measures how two assets' returns move together, and the correlation coefficient, covariance divided by the product of the two standard deviations, scales this to lie between −1 and +1.",
            "For a portfolio of two assets with weights w₁ and w₂, the expected return is simply the weighted average, but the variance is σp² = w₁²σ₁² + w₂²σ₂² + 2w₁w₂ρσ₁σ₂. Take 60 per cent in equities with σ₁ = 20 per cent and 40 per cent in bonds with σ₂ = 10 per cent, with correlation ρ = 0.2. The variance is 0.36 × 0.04 + 0.16 × 0.01 + 2 × 0.6 × 0.4 × 0.2 × 0.2 × 0.1 = 0.0144 + 0.0016 + 0.00192 = 0.01792, so σp is about 13.4 per cent. The weighted average of the two volatilities is 16 per cent; the difference of 2.6 percentage points is the benefit of diversification.",
            "Only when correlation is exactly +1 does portfolio volatility equal the weighted average. With correlation below 1, some of each asset's movements offset the other's, and with perfect negative correlation a combination with zero risk could in principle be built. As more assets are added, the variance terms of individual assets become negligible and portfolio variance approaches the average covariance. The risk that remains, common to all assets, cannot be diversified away: this is the distinction between systematic and idiosyncratic risk on which the next topic builds.",
            "In practice, correlations estimated in calm markets tend to rise in crises, as in 2008, so diversification protects least when it is most wanted.",
          ),
        },
      },
      {
        title: "The Efficient Frontier and CAPM",
        description:
          "Building the Markowitz efficient frontier, adding a risk-free asset, and deriving expected returns from beta with the capital asset pricing model.",
        lesson: {
          title: "From Markowitz to the Capital Asset Pricing Model",
          html: p(
            'Harry Markowitz\'s "Portfolio Selection" (1952) recast investment as a choice between expected return and variance. For any set of risky assets, each attainable combination can be plotted with volatility on the horizontal axis and expected return on the vertical. The left-hand boundary of this set is the minimum-variance frontier, and its upper half, from the global minimum-variance portfolio upwards, is the efficient frontier: for each level of risk, no portfolio offers a higher expected return. A rational mean-variance investor holds only efficient portfolios.',
            "Adding a risk-free asset changes the picture. Combinations of the risk-free asset with any risky portfolio lie on a straight line, the capital allocation line, whose slope is the portfolio's Sharpe ratio, its excess return over the risk-free rate divided by its volatility. The steepest such line touches the frontier at the tangency portfolio. James Tobin's separation theorem (1958) follows: every investor should hold the same risky portfolio, the tangency portfolio, and express their risk tolerance only in how much they lend or borrow at the risk-free rate.",
            "The capital asset pricing model, developed by William Sharpe (1964), John Lintner and Jan Mossin, assumes that all investors think this way and share the same expectations. In equilibrium the tangency portfolio must then be the market portfolio, and an asset's expected return depends only on its beta, its covariance with the market divided by the market's variance: E(Ri) = rf + βi[E(Rm) − rf]. Idiosyncratic risk earns no reward because investors can diversify it away for free.",
            "A worked example: with a risk-free rate of 4 per cent and an expected market risk premium of 6 per cent, a share with a beta of 1.2 has a required return of 4 + 1.2 × 6 = 11.2 per cent, and one with a beta of 0.7 requires 8.2 per cent. Plotting required return against beta gives the security market line; an asset plotted above it appears underpriced.",
            "The model's assumptions are unrealistic, and the empirical link between beta and average returns is weaker than it predicts: Fama and French (1992) found that size and value characteristics explained cross-sectional returns better than beta. Yet CAPM remains the starting point for the cost of equity in corporate finance and the benchmark against which fund managers' performance is judged.",
          ),
        },
      },
      {
        title: "Evaluating Managers",
        description:
          "Comparing funds with the Sharpe and Treynor ratios, Jensen's alpha, M-squared and the information ratio, and measuring returns fairly.",
        lesson: {
          title: "Risk-Adjusted Performance Measures",
          html:
            p(
              "Raw returns are a poor guide to a manager's skill, because higher returns can simply reflect more risk. Risk-adjusted measures divide or adjust return by risk, but they use different measures of risk and answer different questions. Consider two funds over the same period, with a risk-free rate of 3 per cent and a market return of 9 per cent with volatility of 16 per cent:",
            ) +
            "<table><thead><tr><th>Measure</th><th>Fund A</th><th>Fund B</th></tr></thead><tbody><tr><td>Return</td><td>10%</td><td>12%</td></tr><tr><td>Volatility</td><td>15%</td><td>22%</td></tr><tr><td>Beta</td><td>0.9</td><td>1.3</td></tr><tr><td>Sharpe ratio</td><td>7/15 = 0.47</td><td>9/22 = 0.41</td></tr><tr><td>Treynor ratio</td><td>7/0.9 = 7.8%</td><td>9/1.3 = 6.9%</td></tr><tr><td>Jensen's alpha</td><td>10 − (3 + 0.9 × 6) = 1.6%</td><td>12 − (3 + 1.3 × 6) = 1.2%</td></tr></tbody></table>" +
            p(
              "The Sharpe ratio divides excess return by total volatility, and is the right measure when the fund is the investor's whole portfolio. The market's own Sharpe ratio here is 6/16 = 0.375, so both funds beat it. The Treynor ratio divides excess return by beta, counting only systematic risk, and suits a fund that is one of many holdings, where idiosyncratic risk will be diversified away. Jensen's alpha is the return in excess of what CAPM predicts for the fund's beta. On every measure Fund A is ahead, despite its lower raw return.",
              "Because the Sharpe ratio is hard to interpret as a number, Modigliani and Modigliani's M² rescales it into a return: the return the fund would have earned if leveraged or de-leveraged to the market's volatility. For Fund A, 3 + 0.467 × 16 = 10.5 per cent, against 9 per cent for the market. For benchmarked managers the information ratio is standard: active return over the benchmark divided by tracking error, the standard deviation of that active return. An information ratio of around 0.5 sustained over several years is generally regarded as good.",
              "Finally, the return itself must be measured fairly. A time-weighted return removes the effect of clients' cash flows into and out of the fund, which the manager does not control, and is required for most composites under the Global Investment Performance Standards (GIPS). A money-weighted return, the internal rate of return on the actual flows, measures the investor's own experience and is appropriate where the manager controls the timing of flows, as in private equity.",
            ),
        },
      },
    ],
  },
  {
    slug: "production-design-for-film-and-television",
    discipline: "Production design",
    title: "Production Design for Film and Television",
    description:
      "Every set begins as words on a page. Working from real scripts, participants break down locations and periods, build research and mood boards, draw plans and elevations, make white-card models, dress and age sets for camera, and cover budgeting for a small art department.",
    level: "intermediate",
    duration: "twelve weeks (one four-hour studio session a week)",
    plantedGap: "budgeting",
    modules: [
      {
        title: "Breaking Down the Script",
        description:
          "Turning a screenplay into a list of sets and locations, researching period and place, and forming a visual concept with the director and cinematographer.",
        lesson: {
          title: "From Script Breakdown to Design Concept",
          html: p(
            "The production designer is responsible for the look of everything in front of the camera except the actors' costumes, hair and make-up: the sets, locations, props, graphics and the colour palette that unites them. The work starts with the script, read first for story and character and then again, line by line, for information.",
            "A script breakdown lists every set and location, with its scene numbers, time of day, period and season, the number of script pages set there, and any special requirements: rain through a window, a car that crashes, a wall that must be broken. From this the designer identifies which spaces recur and carry the story, and which appear once. Recurring sets with complex action or lighting needs are often built on a stage, where walls can be removed and the lighting controlled; one-off scenes usually go to real locations, adapted and dressed. The decision is made with the producer, director, cinematographer and location manager, because it shapes the schedule as much as the look.",
            "Research follows: period photographs, architectural records, paintings, catalogues, interior magazines and location visits, gathered into a lookbook or mood boards. Research is not copied; it is used to understand how people in that place and time actually lived, and what their surroundings say about them.",
            "From research comes a design concept, usually expressed through colour, texture, scale and architecture. Ken Adam's War Room for <em>Dr. Strangelove</em> (1964), a vast triangular concrete space around a circular table under a ring of lights, made nuclear command look both monumental and absurd. Aline Bonetto's design for <em>Amélie</em> (2001) worked in a restricted palette dominated by saturated reds, greens and yellows to create a heightened, fairy-tale Paris. Adam Stockhausen's Oscar-winning design for <em>The Grand Budapest Hotel</em> (2014) gave each time period a distinct palette, matched by a change in the film's aspect ratio.",
            "The concept must serve the story. A useful exercise is to write one sentence for each major set saying what it should tell the audience about the character who lives or works there, and then to check that every design choice supports that sentence.",
          ),
        },
      },
      {
        title: "Drawings, Models and the Art Department",
        description:
          "Communicating a design through plans, elevations and white-card models, and how the art department is organised to deliver it.",
        lesson: {
          title: "Communicating the Design: Plans, Elevations and Models",
          html: p(
            "Once a concept is agreed, it has to be communicated precisely enough for the construction team to build it and for the director and cinematographer to plan their shots. The art department does this through technical drawings and models.",
            "A set is drawn in plan, elevations and sections. In British practice sets are commonly drawn at 1:50 or 1:25, and in American practice at 1/4 inch or 1/2 inch to the foot (1:48 and 1:24); details such as mouldings are drawn at 1:10, 1:5 or full size. The plan shows wall positions, doors, windows and levels, and also camera requirements: which walls must be wild, that is, removable so the camera can pull back through them, and where ceiling pieces are needed. Most studio sets are built without ceilings so that lights can be rigged overhead, which is why low camera angles looking up need special provision; Orson Welles and Gregg Toland's low angles in <em>Citizen Kane</em> (1941) relied on muslin ceilings.",
            "Walls are usually built as flats, timber frames skinned with plywood, joined and braced from behind. Windows and doors can be built as removable plugs, and the area visible through a window may be filled by a painted or printed backing or by a blue or green screen.",
            "A white-card model, usually at 1:50 or 1:25, lets everyone walk the set before it exists. Made of white mount board, it shows volume, levels and openings without colour, and is used to block action, plan camera positions and spot problems cheaply. Many departments also build 3D digital models in programs such as SketchUp, Vectorworks or Rhino, from which previsualisation can be generated.",
            "On a feature film the art department is large. The production designer leads it with a supervising art director, who manages the department, and art directors responsible for particular sets. Set designers or draughtspeople produce the drawings; concept artists and illustrators visualise key scenes; graphic designers produce signage, labels and documents. The set decorator and buyers source furniture and dressing; the props master manages props handled by actors; the construction manager runs the carpenters, plasterers and painters. A standby art director stays on set during shooting to deal with changes.",
          ),
        },
      },
      {
        title: "Set Dressing, Ageing and Continuity",
        description:
          "Dressing a set so it looks lived in, ageing surfaces and objects for camera, and keeping dressing consistent through a shoot.",
        lesson: {
          title: "Making a Set Look Lived In",
          html: p(
            "A newly built set looks exactly like what it is: clean timber and fresh paint. Set dressing and ageing turn it into a place where someone has lived or worked for years.",
            "Dressing is built up in layers. The architecture of the set (panelling, skirting, fireplaces, fixed light fittings) is followed by furniture, then soft furnishings such as curtains and rugs, then the objects that reveal the character: books, post on the mat, medicines, photographs, half-finished tasks. Set decorators distinguish hero pieces, which the camera sees closely or the actors use, from background dressing, which only needs to read at a distance. Everything should answer the question the concept asked: what does this room say about the person who uses it?",
            "Ageing, often called breakdown, is done by scenic painters and the dressing team. Painters apply glazes and dirty washes to walls, darken the areas around light switches and door handles where hands would have touched, and stain ceilings above cookers; sandpaper and wire brushes wear the edges of furniture and steps. Fuller's earth is commonly used to simulate dust. Breakdown should follow logic: dirt gathers where people do not clean, and wear appears where people touch, sit and walk.",
            "Graphics need particular care. Invented names, brands and documents avoid the need for clearance from real companies, and telephone numbers must not connect to real people: in the UK, Ofcom reserves ranges for drama, such as 020 7946 0000 to 0999 for London and 07700 900000 to 900999 for mobiles, and American productions use 555 numbers.",
            "Films are shot out of story order, often over weeks or months, so continuity of dressing matters. The standby props and dressing team photograph every set from the camera positions before and after each scene, record the position of moved objects, and keep duplicates of anything that will be broken, spilled on or eaten. Breakaway items, such as bottles and windows made from resin or silicone instead of glass, are made in multiples so that a scene can be shot several times. When a set is struck, its dressing is photographed and catalogued in case reshoots are needed.",
          ),
        },
      },
    ],
  },
  {
    slug: "menopause-care-in-primary-practice",
    discipline: "Menopause care",
    title: "Menopause Care in Primary Practice",
    description:
      "Designed for practice nurses, pharmacists and GPs, the course works through diagnosis and staging of the menopause, the benefits and risks of hormone replacement therapy, non-hormonal and vaginal treatments, and workplace adjustments that help women stay in employment through the transition.",
    level: "intermediate",
    duration: "eight weeks (one two-hour online tutorial a week, with case discussions)",
    plantedGap: "workplace adjustments",
    modules: [
      {
        title: "Defining Menopause and Its Stages",
        description:
          "The definitions and stages of reproductive ageing, when and how to diagnose perimenopause and menopause, and the range of symptoms women experience.",
        lesson: {
          title: "Diagnosis, Staging and Symptoms",
          html: p(
            "Menopause is defined retrospectively as the final menstrual period, confirmed after 12 months without menstruation. The average age in the UK is 51. Perimenopause is the time of changing cycles and symptoms leading up to it, and postmenopause everything after it. Menopause before 40 is premature ovarian insufficiency (POI), traditionally estimated to affect about 1 in 100 women; menopause between 40 and 45 is called early menopause.",
            "The STRAW+10 staging system (2011) gives a shared language. The early menopausal transition (stage −2) is marked by a persistent difference of seven days or more in the length of consecutive cycles; the late transition (stage −1) by an interval of amenorrhoea of 60 days or more, and is when vasomotor symptoms are most likely. Stage 0 is the final menstrual period, followed by early postmenopause (+1) and late postmenopause (+2).",
            "NICE guideline NG23 (2015, updated in 2024) advises diagnosing perimenopause in women over 45 with vasomotor symptoms and irregular periods, and menopause in women over 45 who have not had a period for at least 12 months and are not using hormonal contraception, or on symptoms alone in women without a uterus. Blood tests are not needed in these groups. Follicle-stimulating hormone fluctuates widely during the transition, so a single normal FSH level proves nothing. FSH testing should be considered in women aged 40–45 with menopausal symptoms including a change in their cycle, and in women under 40 in whom POI is suspected, where two raised levels four to six weeks apart support the diagnosis.",
            "Symptoms vary greatly. Vasomotor symptoms, hot flushes and night sweats, affect most women; in the US SWAN cohort their median total duration was 7.4 years, and for some women they continue for well over a decade. Other common symptoms include disturbed sleep, low mood and anxiety, poor concentration, joint and muscle aches, reduced libido, and the genitourinary syndrome of menopause (vaginal dryness, pain during sex, urinary urgency and recurrent urinary infections), which unlike flushes tends to worsen over time if untreated.",
            "Because symptoms overlap with thyroid disease, depression, anaemia and medication side effects, take a full history, ask about the menstrual pattern and contraception, and use a symptom questionnaire such as the Greene Climacteric Scale to record severity and track response to treatment.",
          ),
        },
      },
      {
        title: "Hormone Replacement Therapy: Choices and Risks",
        description:
          "Choosing an HRT regimen, route and progestogen, and explaining its benefits and risks in absolute terms.",
        lesson: {
          title: "Prescribing HRT and Discussing Risk",
          html: p(
            "HRT is the most effective treatment for vasomotor symptoms and also helps mood, sleep, joint pain and genitourinary symptoms, and it prevents bone loss. The prescribing questions are: does the woman have a uterus, where is she in the transition, which route suits her risk profile, and which progestogen?",
            "Oestrogen given alone stimulates the endometrium and raises the risk of hyperplasia and cancer, so a woman with a uterus needs a progestogen as well. If she is perimenopausal or within 12 months of her last period, a sequential (cyclical) regimen gives progestogen for 10–14 days of each cycle and produces a monthly withdrawal bleed. Continuous combined regimens, giving both hormones every day, are used once she has had about 12 months of sequential therapy or is more than a year past her last period, and aim for no bleeding after an initial settling period. Options for the progestogen include micronised progesterone (200 mg for 12 days a cycle, or 100 mg daily continuously), synthetic progestogens in tablets or combined patches, and the 52 mg levonorgestrel intrauterine system. A woman without a uterus needs oestrogen only.",
            "Oestrogen can be given orally or transdermally by patch, gel or spray. Oral oestrogen roughly doubles the risk of venous thromboembolism and slightly increases the risk of stroke; transdermal oestrogen at standard doses is not associated with an increase above baseline, so it is preferred for women with raised VTE risk, such as those with a high BMI, and for those with migraine.",
            "The Women's Health Initiative trial (2002) reported a hazard ratio of 1.26 for breast cancer with combined HRT, and its early reporting drove a sharp fall in prescribing. Current evidence, reviewed for the 2024 NICE update, shows that combined HRT is associated with a small increase in breast cancer risk related to duration of use, that some increased risk persists for years after stopping, and that oestrogen-only HRT is associated with little or no change. Express risks in absolute numbers per 1,000 women over a defined period, using the NICE tables, not as relative percentages.",
            "Contraindications include current or suspected breast cancer or other oestrogen-dependent cancer, undiagnosed vaginal bleeding, untreated endometrial hyperplasia, and active or recent arterial thromboembolic disease. Review women three months after starting or changing treatment and annually thereafter, and investigate unscheduled bleeding that persists beyond the first few months.",
          ),
        },
      },
      {
        title: "Non-Hormonal Options and Genitourinary Syndrome",
        description:
          "Non-hormonal drugs and psychological treatment for vasomotor symptoms, and the treatment of the genitourinary syndrome of menopause.",
        lesson: {
          title: "Treatments Beyond Systemic HRT",
          html: p(
            "Some women cannot take HRT, for example after breast cancer, and others prefer not to. Several non-hormonal options reduce vasomotor symptoms, though generally less effectively than oestrogen.",
            "Fezolinetant, a neurokinin-3 receptor antagonist, acts on the temperature-regulating neurones of the hypothalamus that become overactive when oestrogen falls. It was approved in the US and UK in 2023 as a once-daily 45 mg tablet. Liver function tests are needed before and during treatment because of reports of liver injury. Selective serotonin and serotonin–noradrenaline reuptake inhibitors, such as low-dose paroxetine, citalopram and venlafaxine, reduce flushes within weeks; paroxetine and fluoxetine should be avoided in women taking tamoxifen, because they inhibit the CYP2D6 enzyme that converts tamoxifen to its active metabolite. Gabapentin helps, particularly with night sweats, and clonidine is licensed in the UK for flushing but is limited by side effects.",
            "Cognitive behavioural therapy has good trial evidence for reducing the impact of vasomotor symptoms, and the 2024 NICE update recommends offering it for vasomotor symptoms, sleep problems and low mood associated with the menopause. Herbal products such as black cohosh and St John's wort vary in content and quality, and St John's wort interacts with many drugs, including tamoxifen, anticoagulants and some anticonvulsants.",
            "The genitourinary syndrome of menopause needs separate attention, because systemic HRT does not always relieve it and women often do not mention it unless asked. Low-dose vaginal oestrogen, as estriol cream or pessaries, estradiol vaginal tablets or an estradiol vaginal ring, is effective and has minimal systemic absorption; it can be used alongside systemic HRT, does not need a progestogen, and can be continued for as long as it is needed, because symptoms usually return when it is stopped. For women with a history of breast cancer, discuss vaginal oestrogen with their oncology team. Non-hormonal vaginal moisturisers, used regularly, and lubricants for sex help many women, alone or with oestrogen. Ospemifene, an oral selective oestrogen receptor modulator, and prasterone, a vaginal dehydroepiandrosterone pessary, are further licensed options.",
            "Recurrent urinary tract infections in postmenopausal women are often reduced by vaginal oestrogen, which restores the lactobacilli-dominated vaginal flora, so ask about urinary symptoms in every review.",
          ),
        },
      },
    ],
  },
];
