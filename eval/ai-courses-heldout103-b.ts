/** One-hundred-and-third held-out evaluation courses, intermediate level; see ai-courses-heldout103.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT103_B: EvalCourse[] = [
  {
    slug: "medical-anthropology-illness-culture-and-power",
    discipline: "Medical anthropology",
    title: "Medical Anthropology: Illness, Culture and Power",
    description:
      "Illness is never only a biological event. Drawing on ethnographies from clinics, households and villages across four continents, the seminar examines explanatory models of illness, illness narratives and ethnographic method, medical pluralism, and the structural forces that decide who falls sick and who receives care.",
    level: "intermediate",
    duration: "eleven weeks (one two-hour seminar a week)",
    plantedGap: "medical pluralism",
    modules: [
      {
        title: "Explanatory Models of Illness",
        description:
          "Kleinman's distinction between disease and illness, and the questions that draw out a patient's own account.",
        lesson: {
          title: "Disease, Illness and the Explanatory Model",
          html:
            p(
              "The psychiatrist and anthropologist Arthur Kleinman, in Patients and Healers in the Context of Culture (1980), drew a distinction that still organises the field. Disease is the malfunction of biological or psychological processes as a biomedical practitioner defines it. Illness is the person's experience of being unwell: how symptoms are perceived, named, explained and lived with. Allan Young (1982) added a third term, sickness, for the social role and recognition a condition receives. A single case of hypertension can be silent as disease, absent as illness, and consequential as sickness when an insurer learns of it.",
              "Patients, families and clinicians each hold an explanatory model: a set of ideas about what the problem is, why it began, how it works and what should be done. These models are often partial, contradictory and changeable, and clinical conflict frequently arises where they diverge unnoticed. Kleinman, Eisenberg and Good (1978) proposed a short set of questions to elicit the patient's model:",
            ) +
            "<ol><li>What do you call your problem? What name does it have?</li><li>What do you think caused it?</li><li>Why do you think it started when it did?</li><li>What does it do to you? How does it work?</li><li>How severe is it? Will it have a short or long course?</li><li>What kind of treatment do you think you should receive?</li><li>What are the chief problems it has caused you?</li><li>What do you fear most about it?</li></ol>" +
            p(
              "Byron Good's fieldwork in Maragheh, Iran, published in 1977 as ‘The heart of what's the matter’, showed why such questions matter. Complaints of ‘heart distress’ (narahatiye qalb) linked palpitations to grief, family conflict, the contraceptive pill and the strains of rapid social change. Good called this a semantic network: the term condensed a web of meanings that no single biomedical diagnosis could capture.",
              "The approach has critics. Kleinman himself later warned that explanatory models can become a checklist that reduces culture to a variable belonging to ‘the other’ and ignores clinicians' own culture. The DSM-5 Cultural Formulation Interview (2013), a sixteen-question protocol, is the most institutionalised descendant of these ideas.",
            ),
        },
      },
      {
        title: "Narrative, Suffering and Fieldwork",
        description:
          "How anthropologists collect and analyse illness narratives through participant observation and interviews.",
        lesson: {
          title: "Listening to Illness Narratives",
          html: p(
            "People make sense of serious illness by telling stories about it, and those stories are data. In The Illness Narratives (1988), Kleinman argued that attending to how chronically ill people narrate their suffering is both a clinical skill and a route to understanding the moral dimensions of illness. The sociologist Michael Bury's study of people with rheumatoid arthritis (1982) introduced the idea of biographical disruption: chronic illness breaks the taken-for-granted assumptions of everyday life and forces a person to rethink their past, present and expected future.",
            "Arthur Frank's The Wounded Storyteller (1995) offers a typology that students often use as an analytical starting point. Restitution narratives follow the plot ‘yesterday I was healthy, today I am sick, tomorrow I will be healthy again’ and are the story modern medicine prefers to hear. Chaos narratives lack sequence or resolution, and listeners find them hard to bear. Quest narratives treat illness as a journey from which the teller gains something. Frank stresses that most accounts mix the three and that the types are tools for listening, not boxes for people.",
            "Anthropologists gather such material chiefly through participant observation: spending long periods in clinics, homes or support groups, taking part where appropriate, and writing detailed field notes. Clifford Geertz's term thick description names the goal, which is to record not just what people did but what it meant to them. Semi-structured interviews complement observation; an interview guide lists topics but allows the participant to lead, and follow-up questions pursue what matters to them.",
            "Analysis usually proceeds by coding transcripts and notes, grouping codes into themes, and returning repeatedly to the data to test emerging interpretations against cases that do not fit.",
            "Ethics is demanding. Informed consent must be ongoing, especially when participants are very ill or cognitively impaired, and confidentiality is difficult in small communities where a detailed story can identify its teller. Researchers also practise reflexivity, recording how their own position, as a clinician, an outsider, or someone of a particular gender or class, shapes what they are told and how they interpret it.",
          ),
        },
      },
      {
        title: "Structural Violence and the Social Distribution of Disease",
        description: "Why poverty, racism and political economy shape patterns of sickness and access to treatment.",
        lesson: {
          title: "Structural Violence",
          html: p(
            "The Norwegian peace researcher Johan Galtung introduced the term structural violence in 1969 for harm done to people by social arrangements rather than by an identifiable actor: avoidable deprivation built into political and economic structures. The physician-anthropologist Paul Farmer brought the concept into medical anthropology in his 1996 essay ‘On suffering and structural violence’ and his book Pathologies of Power (2003).",
            "Farmer worked in rural central Haiti, where many of his patients with HIV and tuberculosis came from families displaced in the 1950s by the Péligre hydroelectric dam, which flooded their valley farmland. He told the stories of Acéphie, a young woman who entered a relationship with a soldier because it offered security to a family impoverished by the dam and later died of AIDS, and Chouchou, a young man beaten to death after a careless political remark. Farmer's argument was that these deaths could not be explained by individual choices or by ‘culture’. They were produced by histories of land loss, poverty, gender inequality and political repression, which constrained the choices available to people.",
            "The same reasoning informed his critique of health policy. In the 1990s many international bodies regarded treatment of multidrug-resistant tuberculosis in poor countries as too difficult to attempt. Partners In Health, the organisation Farmer co-founded, showed in Peru that community-based treatment could achieve cure rates comparable to those in wealthy countries, and the World Health Organization changed its guidance.",
            "A related concept is the syndemic, proposed by Merrill Singer in the 1990s: two or more epidemics that cluster in a population and interact biologically and socially, each worsening the other, under conditions of social inequality. His original example, SAVA, linked substance abuse, violence and AIDS among poor urban communities in the United States.",
            "Students should also weigh the critiques. Structural accounts can make suffering people appear as passive victims and can overlook the ways they resist, adapt and organise. Good ethnography holds both levels in view: the forces that shape lives and the agency of people living them.",
          ),
        },
      },
    ],
  },
  {
    slug: "lung-function-testing-in-practice",
    discipline: "Pulmonary function testing",
    title: "Lung Function Testing in Practice",
    description:
      "Written for respiratory physiologists, nurses and physician associates who perform or report lung function tests, the course covers spirometry to current ATS/ERS standards, measurement of gas transfer, cardiopulmonary exercise testing, and the interpretation of results with z-scores and lower limits of normal.",
    level: "intermediate",
    duration: "nine weeks (online lectures plus four half-day laboratory workshops)",
    plantedGap: "cardiopulmonary exercise testing",
    modules: [
      {
        title: "Spirometry to Standard",
        description:
          "Performing forced manoeuvres that meet the 2019 ATS/ERS acceptability and repeatability criteria.",
        lesson: {
          title: "Acceptable and Repeatable Spirometry",
          html: p(
            "Spirometry is only as useful as the quality of the manoeuvres behind it. The 2019 update of the American Thoracic Society and European Respiratory Society technical standard (Graham and colleagues) sets out criteria that every laboratory should apply and report.",
            "Start with the equipment. Check calibration at least daily with a 3-litre syringe; the measured volume must fall within ±3 per cent, that is between 2.91 and 3.09 L. Record ambient temperature and pressure so that volumes are converted to body temperature and pressure, saturated (BTPS) conditions.",
            "For the forced vital capacity (FVC) manoeuvre, the patient, seated and wearing a nose clip, breathes tidally, inhales rapidly and completely to total lung capacity, then without hesitation blasts out as hard and fast as possible and keeps blowing until no more air can be expelled. The operator's coaching during the blast and the prolonged exhalation is often what separates a good test from a poor one.",
            "Each manoeuvre is judged for acceptability. The start must be sharp: back-extrapolated volume must be less than 5 per cent of FVC or 0.100 L, whichever is greater. There must be no cough in the first second, no glottic closure, no leak and no obstruction of the mouthpiece. The end of forced expiration is shown by a plateau, with less than 0.025 L expelled in the last second, or by a forced expiratory time of at least 15 seconds, or by the patient's clear inability to exhale longer. A manoeuvre can be acceptable for FEV1 but not for FVC if, for example, the patient stops early after a good start.",
            "Repeatability is then assessed across acceptable manoeuvres. For patients older than six, the two largest FVC values must agree within 0.150 L, and likewise the two largest FEV1 values; for children aged six or younger the limit is 0.100 L or 10 per cent of the highest value, whichever is greater. Usually no more than eight attempts are made in one session.",
            "Report the largest FVC and the largest FEV1, even if they come from different manoeuvres, and grade the session from A to F so that the reader knows how far to trust the numbers.",
          ),
        },
      },
      {
        title: "Measuring Gas Transfer",
        description:
          "The single-breath diffusing capacity for carbon monoxide and its correction for haemoglobin and alveolar volume.",
        lesson: {
          title: "Single-Breath Transfer Factor",
          html: p(
            "The transfer factor for carbon monoxide, written TLCO in Europe and DLCO in North America, measures how readily gas moves from alveolar air into the blood. Carbon monoxide is used because its very high affinity for haemoglobin keeps its back-pressure in capillary blood close to zero, so uptake is limited by the membrane and by the volume of blood in the alveolar capillaries.",
            "The 2017 ERS/ATS standard specifies a test gas of about 0.3 per cent carbon monoxide, 21 per cent oxygen and an inert tracer such as helium or methane, balance nitrogen. The patient exhales in an unforced way to residual volume, then inhales the test gas rapidly to at least 90 per cent of their largest vital capacity, preferably within 4 seconds, holds the breath for 10 ± 2 seconds and exhales smoothly. The first 0.75–1.0 L of expirate, the washout from dead space, is discarded and the next 0.5–1.0 L is sampled. At least four minutes must separate manoeuvres so that test gas is cleared, and two acceptable results should agree within 2 mL/min/mmHg (0.67 mmol/min/kPa).",
            "Dilution of the tracer gives the alveolar volume (VA), the lung volume in which the carbon monoxide was distributed. Dividing transfer factor by VA gives the transfer coefficient, KCO, which helps separate a loss of gas-exchanging surface from a small but otherwise healthy lung.",
            "Haemoglobin strongly affects the result, so it should be measured and a correction applied. The Cotes equations used in the standard are: for adolescent and adult males, corrected DLCO = measured DLCO × (10.22 + Hb) / (1.7 × Hb); for women and children under 15, the constant 10.22 becomes 9.38, with Hb in g/dL. An anaemic patient with Hb 9 g/dL who measures 20 mL/min/mmHg therefore has a corrected value of about 20 × 19.22 / 15.3, roughly 25.",
            "Patients should avoid smoking for 24 hours beforehand, because carboxyhaemoglobin lowers the result. In interpretation, a reduced transfer factor with normal spirometry suggests early interstitial lung disease, pulmonary vascular disease or anaemia; a low value with airflow obstruction points to emphysema; and a raised KCO with reduced VA suggests restriction outside the lung parenchyma, such as after pneumonectomy or with chest wall disease.",
          ),
        },
      },
      {
        title: "How Do We Decide What Is Abnormal?",
        description:
          "Using reference equations, lower limits of normal and z-scores to classify patterns and grade severity.",
        lesson: {
          title: "Z-Scores, Patterns and Severity",
          html:
            p(
              "A lung function result means nothing until it is compared with what is expected for someone of the same age, height and sex. The Global Lung Function Initiative (GLI) produced multi-ethnic spirometry equations in 2012 covering ages 3 to 95, and in 2023 published race-neutral GLI Global equations, which the ATS now recommends. The equations give a predicted value and a z-score, the number of standard deviations the measurement lies from the predicted mean.",
              "The 2022 ERS/ATS interpretation strategy (Stanojevic and colleagues) defines the lower limit of normal (LLN) as the fifth percentile, a z-score of −1.645. Percent-predicted cut-offs such as ‘80 per cent of predicted’ are discouraged, because the spread of normal values varies with age and the same percentage means different things in a child and an older adult. Severity is graded by z-score:",
            ) +
            "<table><tr><th>Z-score</th><th>Severity</th></tr><tr><td>−1.65 to −2.5</td><td>Mild</td></tr><tr><td>−2.51 to −4.0</td><td>Moderate</td></tr><tr><td>below −4.0</td><td>Severe</td></tr></table>" +
            p(
              "Obstruction is defined by an FEV1/FVC ratio below the LLN. A reduced FVC with a normal ratio may reflect restriction, but restriction can only be confirmed by measuring total lung capacity; spirometry alone cannot diagnose it. The pattern of low FEV1 and FVC with a normal ratio and normal lung volumes is now called preserved ratio impaired spirometry (PRISm) or a non-specific pattern.",
              "Bronchodilator responsiveness was redefined in 2022 as an increase in FEV1 or FVC of more than 10 per cent of the patient's predicted value, replacing the older rule of 12 per cent and 200 mL from baseline, which favoured people with larger lungs.",
              "Consider a 72-year-old woman with FEV1/FVC of 0.67 and a ratio z-score of −1.3. The fixed threshold of 0.70 used by the GOLD strategy would label her obstructed, but by the LLN her ratio is within normal limits, since the ratio falls naturally with age. The fixed ratio overdiagnoses obstruction in older adults and underdiagnoses it in the young, which is why the LLN is preferred. Always report the result in context: quality grade, reference equation used, and any clinical question the referrer asked.",
            ),
        },
      },
    ],
  },
  {
    slug: "occupational-pensions-law",
    discipline: "Pensions law",
    title: "Occupational Pensions Law",
    description:
      "Covers the law governing workplace pensions in the United Kingdom: the trust structure of occupational schemes and the duties of trustees; scheme funding and the powers of the Pensions Regulator; employer debt and the Pension Protection Fund; and auto-enrolment duties under the Pensions Act 2008.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "auto-enrolment",
    modules: [
      {
        title: "Trusts and Trustees",
        description:
          "Why most UK occupational schemes are established under trust and what that means for those who run them.",
        lesson: {
          title: "Trustees' Duties",
          html: p(
            "Most UK occupational pension schemes are established under trust. The employer sets up the scheme by deed, the assets are held by trustees separately from the employer's business, and the trustees owe fiduciary duties to the members and other beneficiaries. The trust structure protects the fund if the employer becomes insolvent and gives members enforceable equitable rights.",
            "Trustees' general duties come from equity and trust law: to act in accordance with the trust deed and rules, to act impartially between classes of beneficiary, to act prudently, and to exercise powers for their proper purpose. Statute adds a detailed framework. Under the Pensions Act 1995, section 33 prevents the scheme from excluding or restricting trustees' liability for negligence in investment functions; section 35 requires a written statement of investment principles; and section 36 requires trustees to obtain and consider proper advice before investing. The Occupational Pension Schemes (Investment) Regulations 2005 require assets to be invested in the best interests of members and in a manner calculated to ensure the security, quality, liquidity and profitability of the portfolio as a whole, with proper diversification.",
            "What are ‘best interests’? In Cowan v Scargill [1985] Ch 270, Megarry V-C held that mineworkers' union trustees could not refuse investments in overseas and competing energy industries on political grounds; the best interests of beneficiaries were normally their best financial interests. The Law Commission's 2014 report on fiduciary duties of investment intermediaries clarified that financially material factors, including environmental, social and governance risks, must be considered, and that non-financial factors may be taken into account where trustees have good reason to think members would share the concern and the decision does not involve a risk of significant financial detriment.",
            "The Pensions Act 2004 requires trustees to have knowledge and understanding of the law relating to pensions and trusts and of funding and investment principles (sections 247–249), and requires arrangements for at least one-third of trustees to be member-nominated (section 241).",
            "Trustees also exercise discretions, for example over the payment of death benefits. Courts will intervene if trustees fail to consider relevant matters or act irrationally, but in Pitt v Holt [2013] UKSC 26 the Supreme Court confined the so-called rule in Hastings-Bass to cases where the inadequate deliberation amounted to a breach of duty.",
          ),
        },
      },
      {
        title: "Scheme Funding",
        description: "The statutory funding objective for defined benefit schemes and how deficits must be repaired.",
        lesson: {
          title: "Part 3 of the Pensions Act 2004",
          html: p(
            "Defined benefit schemes promise a pension based on salary and service, so the employer bears the investment and longevity risk. Part 3 of the Pensions Act 2004 sets the rules for ensuring that enough money is in the fund, replacing the minimum funding requirement introduced in 1995.",
            "Every scheme is subject to the statutory funding objective in section 222: it must have sufficient and appropriate assets to cover its technical provisions, meaning the amount required, on an actuarial calculation, to make provision for the scheme's liabilities. The trustees choose the assumptions (discount rate, mortality, inflation and so on) and record them in a statement of funding principles under section 223. Ordinarily the employer's agreement is required.",
            "An actuarial valuation is needed at least every three years (section 224), and it must be completed within 15 months of its effective date. If the valuation shows that the statutory funding objective is not met, the trustees must prepare a recovery plan under section 226 setting out how and by when the shortfall will be met, and a schedule of contributions under section 227 certified by the scheme actuary. Both must be sent to the Pensions Regulator.",
            "Take a scheme with assets of £100 million and technical provisions of £120 million: it is 83 per cent funded, with a shortfall of £20 million. The trustees and employer might agree deficit contributions of about £3 million a year for seven years, allowing for expected investment returns. The Regulator expects a deficit to be eliminated as quickly as the employer can reasonably afford, so trustees must assess the employer covenant, the employer's legal obligation and financial ability to support the scheme.",
            "The Regulator may intervene under section 231 where trustees and employer cannot agree or the funding arrangements are inadequate, by modifying future accrual, imposing a schedule of contributions or directing how technical provisions are calculated.",
            "The Pension Schemes Act 2021 added a requirement for a funding and investment strategy. The regulations made under it and the Regulator's DB Funding Code, in force since late 2024, require schemes to plan to reach low dependency on the employer by the time they are significantly mature, and to keep their investment risk consistent with the strength of the employer covenant.",
          ),
        },
      },
      {
        title: "When the Employer Fails",
        description: "Employer debt, the Pension Protection Fund and the Regulator's anti-avoidance powers.",
        lesson: {
          title: "Section 75 Debts and PPF Entry",
          html: p(
            "Section 75 of the Pensions Act 1995 creates a statutory debt owed by the employer to the trustees when a defined benefit scheme begins to wind up, when the employer suffers an insolvency event, or, in a multi-employer scheme, when one employer ceases to employ active members. The debt is calculated on the buy-out basis, the full cost of securing members' benefits with an insurer, usually far higher than the deficit on the scheme's ongoing technical provisions. The Occupational Pension Schemes (Employer Debt) Regulations 2005 provide mechanisms such as scheme apportionment arrangements and flexible apportionment arrangements, which let a departing employer's liabilities be reallocated within a group.",
            "When the employer cannot pay, the Pension Protection Fund may step in. Established by the Pensions Act 2004, it has operated since April 2005, funded by a levy on eligible schemes and by the assets of schemes it absorbs. After a qualifying insolvency event the scheme enters an assessment period, often one to two years, with benefits reduced to PPF levels. A valuation under section 143 then compares the scheme's assets with the liabilities for PPF compensation; if the assets are insufficient, the PPF assumes responsibility.",
            "Compensation is 100 per cent of the scheme pension for members above normal pension age and 90 per cent for those below it. Increases in payment apply only to compensation earned from April 1997 and are linked to the consumer prices index, capped at 2.5 per cent a year. The cap on compensation for younger members was held to be unlawful age discrimination by the Court of Appeal in Hughes v Board of the PPF [2021] EWCA Civ 1093, following the ruling of the Court of Justice of the European Union in Hampshire (2018) that each member must receive at least half of the value of their accrued old-age benefits.",
            "To deter employers from walking away, the Pensions Act 2004 gives the Pensions Regulator moral hazard powers: contribution notices under section 38, requiring a person who acted to avoid a section 75 debt to pay money into the scheme, and financial support directions under section 43 for schemes with insufficiently resourced employers. The collapse of BHS in 2016 led to a settlement of £363 million from its former owner and prompted the criminal offences for conduct endangering a scheme created by the Pension Schemes Act 2021.",
          ),
        },
      },
    ],
  },
  {
    slug: "recommender-systems-algorithms-and-evaluation",
    discipline: "Recommender systems",
    title: "Recommender Systems: Algorithms and Evaluation",
    description:
      "Participants build and evaluate the algorithms behind product, film and music recommendations: neighbourhood-based collaborative filtering, matrix factorisation for explicit and implicit feedback, the cold-start problem, and offline evaluation with ranking metrics. Working Python and first-year linear algebra are assumed.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one two-hour lab a week)",
    plantedGap: "cold-start problem",
    modules: [
      {
        title: "Neighbourhood Methods",
        description:
          "User-based and item-based collaborative filtering with similarity measures and prediction formulas.",
        lesson: {
          title: "Item-Based Collaborative Filtering",
          html: p(
            "Collaborative filtering predicts a user's preferences from the behaviour of many users, without needing any description of the items. The data form a ratings matrix R with one row per user and one column per item, and it is extremely sparse. The classic MovieLens 100K data set holds 100,000 ratings from 943 users on 1,682 films, so only about 6.3 per cent of cells are filled; commercial matrices are sparser still.",
            "User-based methods find users similar to the target user and average their ratings. The prediction for user u on item i is the user's mean rating plus a weighted sum of neighbours' deviations: r̂ui = r̄u + Σv sim(u,v)(rvi − r̄v) / Σv |sim(u,v)|, taken over the k most similar users who have rated i. Subtracting each user's mean removes differences in how generously people rate.",
            "Item-based methods, described by Sarwar and colleagues in 2001 and used at scale by Amazon (Linden, Smith and York, 2003), reverse the logic: a user will like items similar to those they already rated highly, where two items are similar if the same users rated them alike. Item-item similarities are more stable than user-user ones, because items accumulate many ratings and change little, so they can be precomputed offline and the prediction at request time is fast.",
            "The usual similarity for items is adjusted cosine: subtract each user's mean rating, then take the cosine of the two item columns over users who rated both. Suppose three users rated items A and B, with mean-centred ratings A = (1, −1, 2) and B = (2, −1, 1). The dot product is 2 + 1 + 2 = 5, and each vector has length √6, so the similarity is 5 / 6 ≈ 0.83. Pearson correlation is a common alternative.",
            "Two refinements matter in practice. First, similarities computed from few co-ratings are noisy, so they are shrunk towards zero, for example multiplied by n / (n + λ), where n is the number of co-raters and λ is around 100. Second, the neighbourhood size k, typically 20–50, trades accuracy against noise and is tuned on validation data. Neighbourhood methods remain strong baselines and give easily explained recommendations: ‘because you watched …’.",
          ),
        },
      },
      {
        title: "Matrix Factorisation",
        description:
          "Learning latent factors for users and items by regularised least squares, trained with SGD or ALS.",
        lesson: {
          title: "Latent Factor Models",
          html: p(
            "Matrix factorisation approximates the sparse ratings matrix as the product of two low-rank matrices, one giving each user a vector pu and the other giving each item a vector qi in a shared space of f latent factors, typically 20 to 200. The model popularised during the Netflix Prize, described by Koren, Bell and Volinsky in 2009, predicts r̂ui = μ + bu + bi + puᵀqi, where μ is the global mean and bu and bi are user and item biases. The factors are not labelled, but they often align with interpretable dimensions such as ‘serious versus escapist’ in films.",
            "The parameters are learned by minimising squared error on observed ratings plus L2 regularisation: Σ(rui − r̂ui)² + λ(‖pu‖² + ‖qi‖² + bu² + bi²). Without the penalty the model overfits badly, since most users have rated few items.",
            "Stochastic gradient descent loops over observed ratings. For each, compute the error eui = rui − r̂ui and update pu ← pu + γ(eui qi − λpu) and qi ← qi + γ(eui pu − λqi), with learning rate γ around 0.005–0.01. Alternating least squares instead fixes the item factors and solves for each user exactly, pu = (QᵀQ + λI)⁻¹Qᵀru restricted to the items the user rated, then fixes the users and solves for the items, repeating until convergence. Each step is an independent small linear system, so ALS parallelises well.",
            "Many systems have no ratings, only implicit feedback such as plays, clicks or purchases. Hu, Koren and Volinsky (2008) treated every user–item pair as data: a binary preference pui equal to 1 if the user interacted with the item and 0 otherwise, weighted by a confidence cui = 1 + α·rui, where rui counts interactions and α is often around 40. Because all pairs enter the loss, the matrix is dense, but ALS remains efficient through the identity YᵀCuY = YᵀY + Yᵀ(Cu − I)Y, in which YᵀY is computed once and the second term involves only the items the user touched.",
            "The Netflix Prize, won in 2009 by the team BellKor's Pragmatic Chaos for a 10 per cent reduction in RMSE, showed the power of these models, and also that blends of many models win competitions that production systems rarely need to win.",
          ),
        },
      },
      {
        title: "Is the Model Any Good? Offline Evaluation",
        description:
          "Splitting interaction data, computing ranking metrics and recognising the limits of offline results.",
        lesson: {
          title: "Measuring Ranking Quality",
          html: p(
            "Early research measured rating prediction error with RMSE, but users see a ranked list, not a predicted score, so modern evaluation uses top-N ranking metrics. How the data are split matters as much as which metric is chosen. A random split lets the model train on interactions that happened after those it is tested on, leaking future information. A temporal split, training on everything before a cut-off date and testing on what follows, or a leave-last-out split per user, better reflects deployment.",
            "For each test user, the model ranks candidate items and the metric compares the top k with the held-out relevant items. Precision@k is the fraction of the top k that are relevant; recall@k is the fraction of the relevant items that appear in the top k. Neither rewards putting relevant items higher within the list. Normalised discounted cumulative gain does: DCG@k = Σ (2^rel − 1) / log2(i + 1) over positions i = 1 to k, and NDCG divides by the DCG of the ideal ordering.",
            "Work an example with binary relevance. A model's top five has relevant items at positions 1 and 3. DCG = 1/log2(2) + 1/log2(4) = 1 + 0.5 = 1.5. The ideal list would put both at positions 1 and 2: 1 + 1/log2(3) = 1 + 0.631 = 1.631. NDCG@5 = 1.5 / 1.631 ≈ 0.92.",
            "Three pitfalls recur in the literature. First, to save time many studies rank each relevant item against only 100 randomly sampled negatives; Krichene and Rendle (2020) showed that such sampled metrics can reverse the true ordering of models. Rank against the full catalogue where possible. Second, always report simple baselines: the most-popular list and a well-tuned item-based neighbourhood model. Dacrema, Cremonesi and Jannach (2019) found that most of the neural recommenders they could reproduce were beaten by such baselines. Third, offline accuracy does not guarantee user satisfaction: it ignores diversity, novelty and the feedback loop in which recommendations shape future data. Offline results should select candidates for online A/B tests, not replace them.",
          ),
        },
      },
    ],
  },
  {
    slug: "teaching-early-reading-evidence-and-practice",
    discipline: "Reading instruction",
    title: "Teaching Early Reading: Evidence and Practice",
    description:
      "Learning to read is not natural in the way that learning to speak is; it has to be taught, and some methods work far better than others. Trainee and early-career primary teachers study the Simple View of Reading, systematic synthetic phonics, vocabulary instruction and the building of reading fluency, and plan lessons from each.",
    level: "intermediate",
    duration: "seven weeks (one twilight session a week plus a school-based task)",
    plantedGap: "vocabulary instruction",
    modules: [
      {
        title: "The Simple View of Reading",
        description:
          "Decoding and language comprehension as the two components of reading, and what the model implies for assessment.",
        lesson: {
          title: "Two Components of Reading",
          html: p(
            "In 1986 Philip Gough and William Tunmer proposed that reading comprehension is the product of two separable abilities: decoding, the ability to turn print into words quickly and accurately, and language comprehension, the ability to understand spoken language. They wrote it as R = D × C. Hoover and Gough (1990) tested the model with bilingual children in the United States and found that the product of the two predicted reading comprehension better than their sum.",
            "The multiplication matters. If either component is zero, reading comprehension is zero, however strong the other: a child who understands rich spoken stories but cannot decode will not understand a page, and a fluent decoder who does not understand the language can ‘bark at print’ without grasping it. Improvement in either component raises reading only to the extent the other allows.",
            "Plotting the two components as axes gives four profiles. Children with good decoding and good comprehension read well. Those with poor decoding but good language comprehension match the classic dyslexic profile. Those with good decoding but weak comprehension, whom Kate Nation and colleagues call poor comprehenders, are often missed because they read aloud fluently; studies suggest they make up as many as one in ten children in mainstream classes. Some children are weak in both.",
            "In England, Jim Rose's Independent Review of the Teaching of Early Reading (2006) recommended replacing the earlier ‘searchlights’ model, which encouraged children to guess words from pictures, context and initial letters, with the Simple View. That shift underpins the current national emphasis on phonics for decoding.",
            "The model's practical value lies in assessment. Because the two components are separable, they should be assessed separately: decoding through reading aloud of real and pseudo-words, language comprehension through listening comprehension, in which the teacher reads a passage aloud and asks questions. A child whose listening comprehension is good but whose reading comprehension is weak needs decoding work; a child weak in both needs language support as well. Language comprehension itself draws on knowledge of grammar, background knowledge of the world and the ability to make inferences and monitor understanding, each of which can be developed through talk and read-aloud long before children can decode independently.",
          ),
        },
      },
      {
        title: "Systematic Synthetic Phonics",
        description: "Teaching grapheme–phoneme correspondences, blending and segmenting in a planned sequence.",
        lesson: {
          title: "Structuring a Phonics Lesson",
          html: p(
            "English has about 44 phonemes, the smallest units of sound that distinguish words, but only 26 letters, so many phonemes are written with more than one letter and many spellings represent more than one sound. The link between a grapheme (a letter or group of letters) and the phoneme it represents is a grapheme–phoneme correspondence, or GPC. Systematic synthetic phonics teaches these correspondences explicitly in a planned order, starting with a small set such as s, a, t, p, i, n that can immediately be combined into words, and teaches children to blend the sounds all through a word to read it. The reverse process, segmenting a spoken word into its phonemes, is used for spelling.",
            "The evidence is strong. The US National Reading Panel meta-analysis (Ehri and colleagues, 2001) found a mean effect size of 0.41 for systematic phonics over unsystematic or no phonics, with larger effects when teaching began early. The Education Endowment Foundation rates phonics as a high-impact approach for early readers.",
            "A daily lesson of about 20–30 minutes commonly follows four stages: revisit and review previously taught GPCs at speed; teach one new GPC with a clear model; practise reading and spelling words containing it; and apply it by reading or writing a sentence. Pronounce consonants as pure sounds, ‘mmm’ rather than ‘muh’, because an added vowel makes blending harder: ‘cuh-a-tuh’ does not blend easily into ‘cat’.",
            "Some high-frequency words contain correspondences not yet taught, such as ‘the’ and ‘said’. These are taught as common exception words, with children still attending to the parts that are regular.",
            "Children should practise with decodable books matched to the GPCs they have learned, so that they succeed by decoding rather than guessing. In England the Department for Education has since 2021 maintained a list of validated complete programmes, and schools are expected to follow one programme with fidelity.",
            "Progress is checked by the statutory phonics screening check in June of Year 1: children read 40 words, 20 of them pseudo-words, to show decoding rather than recall. The threshold mark has been 32 since the check began in 2012.",
          ),
        },
      },
      {
        title: "Building Fluency",
        description: "Measuring accuracy, rate and prosody, and using repeated and paired reading to improve them.",
        lesson: {
          title: "From Accurate to Fluent",
          html: p(
            "A child who decodes accurately but slowly has little attention left for meaning. LaBerge and Samuels (1974) explained this through automaticity: attention is limited, so only when word recognition becomes automatic can the reader devote attention to comprehension. Fluency is therefore usually defined as having three components: accuracy, automaticity shown by an appropriate rate, and prosody, reading with suitable phrasing, stress and expression.",
            "Rate and accuracy are measured together as words correct per minute (WCPM). The child reads an unseen grade-appropriate passage aloud for one minute, or longer, while the teacher marks errors. Suppose a child reads 212 words in two minutes with 8 errors: WCPM = (212 − 8) / 2 = 102, and accuracy is 204 / 212, or 96 per cent. Accuracy below about 95 per cent suggests the text is too difficult for independent reading or that decoding needs more work. Hasbrouck and Tindal's 2017 norms give a median of about 100 WCPM in the spring of US grade 2, roughly England's Year 3, rising to about 133 by the spring of grade 4.",
            "Prosody is judged with a rubric. The Multidimensional Fluency Scale developed by Zutell and Rasinski rates expression and volume, phrasing, smoothness and pace, each from 1 to 4, so a total of 8 or more suggests the child is making adequate progress.",
            "The best-supported methods involve reading connected text aloud, with modelling and feedback. In repeated reading, first described by S. Jay Samuels in 1979, the child reads the same short passage several times until a target rate is reached. In paired reading, developed by Keith Topping, a more skilled reader and the child read together, and the child signals, for example by a knock, when they want to continue alone. Echo reading, where the teacher reads a phrase and the class repeats it, and choral reading of poems or playscripts give practice in phrasing in a low-stakes way.",
            "Fluency work should use texts the child can read at about 95 per cent accuracy or better and should always finish with talk about meaning, so that children understand that reading quickly is not the goal in itself.",
          ),
        },
      },
    ],
  },
];
