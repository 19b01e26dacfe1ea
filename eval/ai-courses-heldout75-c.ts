/** Seventy-fifth held-out evaluation courses, advanced level (C); see ai-courses-heldout75.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT75_C: EvalCourse[] = [
  {
    slug: "lie-groups-and-lie-algebras",
    discipline: "Lie theory",
    title: "Lie Groups and Lie Algebras",
    description:
      "Matrix groups and the exponential map, root systems and Dynkin diagrams, Haar measure, and the representation theory of sl(2, C): a first graduate course in Lie theory for students who have taken linear algebra, group theory and real analysis.",
    level: "advanced",
    duration: "twelve weeks (two 90-minute lectures and one problem class a week)",
    plantedGap: "Haar measure",
    modules: [
      {
        title: "Matrix Lie Groups and the Exponential Map",
        description:
          "Closed subgroups of GL(n, C), their Lie algebras as tangent spaces at the identity, and the exponential map linking the two.",
        lesson: {
          title: "From groups to algebras through the exponential",
          html: p(
            "A matrix Lie group is a closed subgroup of the general linear group GL(n, C). The closed subgroup theorem, due to von Neumann for matrix groups and to Cartan in general, guarantees that every such group is an embedded submanifold, so the definition captures all the familiar examples: SL(n, R), the orthogonal groups O(n) and SO(n), the unitary groups U(n) and SU(n), and the symplectic groups.",
            "The matrix exponential is defined by the series exp(X) = I + X + X²/2! + X³/3! + ..., which converges absolutely for every square matrix. It satisfies exp((s + t)X) = exp(sX) exp(tX), so t ↦ exp(tX) is a one-parameter subgroup, and every continuous one-parameter subgroup of GL(n, C) arises in this way. The Lie algebra of a matrix Lie group G is defined as the set of matrices X such that exp(tX) lies in G for all real t; equivalently, it is the tangent space to G at the identity.",
            "Two identities compute the classical Lie algebras quickly. Since det exp(X) = e raised to the power tr X, the Lie algebra of SL(n) is the space sl(n) of trace-zero matrices. Differentiating the condition that exp(tX) is orthogonal at t = 0 gives X + Xᵀ = 0, so so(n) consists of skew-symmetric matrices and has dimension n(n − 1)/2; for SO(3) this is 3, matching the three independent axes of rotation.",
            "The Lie algebra is a vector space, but it carries more structure. The commutator [X, Y] = XY − YX of two elements of the Lie algebra is again in it, because it is the second-order term of the group commutator exp(tX) exp(tY) exp(−tX) exp(−tY). The Baker–Campbell–Hausdorff formula shows that the bracket determines group multiplication near the identity: log(exp X exp Y) = X + Y + ½[X, Y] + (1/12)([X, [X, Y]] − [Y, [X, Y]]) + ..., where every further term is an iterated bracket.",
            "The exponential map is a local diffeomorphism near zero but need not be surjective. In SL(2, R), the diagonal matrix with entries −2 and −1/2 is not the exponential of any real trace-zero matrix, because the trace of exp(X) for X in sl(2, R) is never less than −2. The correspondence between groups and algebras is also not one-to-one: SU(2) and SO(3) have isomorphic Lie algebras, yet SU(2) is a double cover of SO(3). The precise statement is that connected, simply connected Lie groups correspond bijectively to finite-dimensional real Lie algebras.",
          ),
        },
      },
      {
        title: "Root Systems and the Cartan–Killing Classification",
        description:
          "From a Cartan subalgebra to the root system and Dynkin diagram of a complex semisimple Lie algebra.",
        lesson: {
          title: "Roots, simple roots and Dynkin diagrams",
          html:
            p(
              "A complex Lie algebra is semisimple if it has no non-zero solvable ideals. Cartan's criterion gives a practical test: the algebra is semisimple exactly when its Killing form, B(X, Y) = tr(ad X ad Y), is non-degenerate. Every semisimple algebra is a direct sum of simple ones.",
              "The key tool is a Cartan subalgebra h, a maximal abelian subalgebra consisting of semisimple elements. Its elements act on the algebra by commuting diagonalisable operators, so the algebra decomposes as h plus a sum of joint eigenspaces g_α, one for each non-zero linear functional α on h that occurs as an eigenvalue. These functionals are the roots. In sl(3, C), h is the two-dimensional space of diagonal trace-zero matrices, and the roots are the six functionals e_i − e_j for i ≠ j, each with root space spanned by the elementary matrix E_ij, giving dimension 2 + 6 = 8.",
              "The roots form a root system in the real span of the roots, using the inner product induced by the Killing form: a finite spanning set, closed under the reflections in each root, in which the only multiples of a root α that are roots are ±α, and in which 2(β, α)/(α, α) is an integer for all roots α and β. A choice of simple roots, a basis such that every root is a non-negative or non-positive integer combination of them, packages the system in the Cartan matrix with entries A_ij = 2(α_i, α_j)/(α_j, α_j).",
              "The integrality condition forces the angle between two distinct simple roots to be 90, 120, 135 or 150 degrees, and the Dynkin diagram records this with 0, 1, 2 or 3 edges between the corresponding nodes, with an arrow pointing to the shorter root when lengths differ. Connected diagrams classify simple algebras, and the Cartan–Killing classification, completed by Killing and Cartan around 1890 to 1894, finds exactly four infinite families and five exceptions:",
            ) +
            "<table><tr><th>Type</th><th>Algebra</th><th>Dimension</th></tr><tr><td>A_n (n ≥ 1)</td><td>sl(n + 1, C)</td><td>n(n + 2)</td></tr><tr><td>B_n (n ≥ 2)</td><td>so(2n + 1, C)</td><td>n(2n + 1)</td></tr><tr><td>C_n (n ≥ 3)</td><td>sp(2n, C)</td><td>n(2n + 1)</td></tr><tr><td>D_n (n ≥ 4)</td><td>so(2n, C)</td><td>n(2n − 1)</td></tr><tr><td>E_6, E_7, E_8, F_4, G_2</td><td>exceptional</td><td>78, 133, 248, 52, 14</td></tr></table>" +
            p(
              "The lower bounds on n avoid repetitions such as B_2 = C_2 and D_3 = A_3. The reflections in the roots generate the Weyl group, a finite group that acts on the weights of every representation; for A_n it is the symmetric group on n + 1 letters.",
            ),
        },
      },
      {
        title: "Representations of sl(2, C)",
        description:
          "Highest-weight theory for the smallest simple Lie algebra, and how it underpins the general theory of weights.",
        lesson: {
          title: "Highest weights and the irreducible modules",
          html: p(
            "The algebra sl(2, C) has the basis H = diag(1, −1), E, the matrix with 1 in the upper right corner, and F, the matrix with 1 in the lower left corner. Their brackets are [H, E] = 2E, [H, F] = −2F and [E, F] = H. Because every simple Lie algebra contains many copies of sl(2, C), one for each root, its representation theory is the building block of the whole subject.",
            "Let V be a finite-dimensional irreducible representation. If v is an eigenvector of H with eigenvalue λ, the bracket relations show that Ev is an eigenvector with eigenvalue λ + 2 and Fv one with eigenvalue λ − 2; E raises weights and F lowers them. Since V is finite-dimensional, repeated application of E must eventually give zero, so there is a highest weight vector v0 with Ev0 = 0 and Hv0 = n v0 for some complex number n. Define vk = F to the power k applied to v0. By induction, Hvk = (n − 2k)vk and Evk = k(n − k + 1)v(k−1). The non-zero vk are linearly independent, and their span is invariant, so by irreducibility it is all of V. If v(m+1) is the first to vanish, then applying E gives 0 = (m + 1)(n − m)vm, so n = m: the highest weight is a non-negative integer and dim V = n + 1.",
            "Thus for each integer n ≥ 0 there is exactly one irreducible representation V_n up to isomorphism, with H-eigenvalues n, n − 2, ..., −n, each of multiplicity one. It is realised concretely on homogeneous polynomials of degree n in two variables, with E acting as x ∂/∂y, F as y ∂/∂x and H as x ∂/∂x − y ∂/∂y. V_0 is the trivial representation, V_1 the defining representation on C², and V_2 the adjoint representation.",
            "Three further results complete the picture. Weyl's theorem states that every finite-dimensional representation of a semisimple algebra is a direct sum of irreducibles, so the V_n describe all representations; the multiplicities of the H-eigenvalues determine the decomposition. The Casimir element C = EF + FE + H²/2 commutes with everything and acts on V_n as the scalar n(n + 2)/2, which distinguishes the irreducibles. Finally, the Clebsch–Gordan rule gives tensor products: V_m ⊗ V_n is isomorphic to V_(m+n) ⊕ V_(m+n−2) ⊕ ... ⊕ V_|m−n|. Physicists know this as the addition of angular momentum, with spin j corresponding to V_2j.",
          ),
        },
      },
    ],
  },
  {
    slug: "analytical-jurisprudence-hart-dworkin-and-raz",
    discipline: "Jurisprudence",
    title: "Analytical Jurisprudence: Hart, Dworkin and Raz",
    description:
      "Legal positivism and its critics, read closely through the debate that has shaped Anglo-American legal philosophy since 1961. Seminars work through Hart's theory of rules, Dworkin's challenge from principles and integrity, Raz's account of authority, and the feminist legal theory that questions the assumptions the three share.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week, assessed by a 5,000-word essay)",
    plantedGap: "feminist legal theory",
    modules: [
      {
        title: "Hart's Concept of Law",
        description:
          "Primary and secondary rules, the rule of recognition, the internal point of view and the open texture of legal language.",
        lesson: {
          title: "Rules, recognition and the internal point of view",
          html: p(
            "H. L. A. Hart's The Concept of Law, published in 1961, begins by dismantling John Austin's command theory, on which law is the command of a sovereign, backed by a threatened sanction and addressed to subjects in the habit of obeying. Hart raises several objections. Law resembles the gunman's order writ large only for criminal prohibitions; rules that confer powers, such as those for making contracts, wills and marriages, impose no sanction and cannot sensibly be read as commands. The habit of obedience cannot explain the continuity of law when Rex I dies and Rex II succeeds, since no habit of obeying Rex II yet exists. Legislators are bound by their own laws, and many systems have no legally unlimited sovereign.",
            "Hart replaces commands with rules, and distinguishes a habit from a rule by the internal point of view. People who merely behave regularly share a habit; people who accept a rule use it as a standard, criticise deviations and regard that criticism as justified. The statement that a law requires something is made from this internal point of view, though an observer can describe the practice externally.",
            "A society with only primary rules of obligation would suffer three defects: uncertainty about what the rules are, a static quality because there is no way to change them deliberately, and inefficiency because disputes about breaches cannot be authoritatively settled. Each defect is remedied by a type of secondary rule: a rule of recognition identifying valid rules, rules of change empowering people to make and repeal rules, and rules of adjudication empowering officials to decide breaches. Law is the union of primary and secondary rules.",
            "The rule of recognition is the foundation. Unlike other rules, it is not valid because some other rule validates it; it exists as a social fact, in the practice of officials, especially judges, who accept it from the internal point of view. In the United Kingdom a central part of it is that what the King in Parliament enacts is law.",
            "Hart's account of adjudication rests on the open texture of language. A rule forbidding vehicles in the park clearly covers a car, its core of settled meaning, but not obviously a bicycle, a roller skate or a war memorial tank, its penumbra. In penumbral cases rules run out and judges exercise discretion, making new law.",
          ),
        },
      },
      {
        title: "Dworkin: Principles, Interpretation and Integrity",
        description: "The model-of-rules critique, hard cases, theoretical disagreement and law as integrity.",
        lesson: {
          title: "From principles to law as integrity",
          html: p(
            "In The Model of Rules, published in 1967, Ronald Dworkin argued that positivism cannot account for the standards judges actually use in hard cases. Besides rules, which apply in an all-or-nothing fashion, law contains principles, which have a dimension of weight and can conflict without either ceasing to be valid. His central example was Riggs v Palmer, decided by the New York Court of Appeals in 1889. Elmer Palmer poisoned his grandfather to secure his inheritance under the will. The statutes governing wills, read literally, gave Elmer the property, but the court refused, relying on the principle that no one shall be permitted to profit by his own wrong.",
            "Dworkin's point was that such principles bind judges as law, yet they cannot be identified by a pedigree test of the kind a rule of recognition supplies, because their force depends on their moral weight and their fit with institutional history rather than on enactment by a particular body. If so, judges in hard cases are not exercising a discretion to make new law but are applying existing legal standards, and the positivist picture of the rule of recognition is incomplete.",
            "In Law's Empire, published in 1986, Dworkin developed a broader theory. Lawyers disagree not only about the facts or the application of agreed criteria but about the grounds of law themselves, which he called theoretical disagreement. Positivism, he argued, cannot explain such disagreement, because it treats the criteria of legality as a shared convention; he called this the semantic sting. Law is instead an interpretive concept. Constructive interpretation of legal practice has two dimensions: fit, how well an interpretation accounts for past decisions, and justification, how well it shows the practice in its best moral light. The chain novel illustrates the task: each judge adds a chapter that must cohere with what came before while making the story as good as it can be. The ideal judge, Hercules, would construct the theory that best fits and justifies the whole of the law.",
            "Positivists answered in two ways. Inclusive positivists, among them Wil Waluchow and Jules Coleman, and Hart himself in the postscript published in 1994, accepted that a rule of recognition may incorporate moral criteria. Exclusive positivists, led by Joseph Raz, insisted that the existence and content of law must be identifiable without moral argument.",
          ),
        },
      },
      {
        title: "Raz on Authority and the Sources Thesis",
        description:
          "The service conception of authority, and why Raz thinks it commits positivism to the sources thesis.",
        lesson: {
          title: "The service conception and exclusive positivism",
          html: p(
            "Joseph Raz's argument for exclusive positivism begins not with law but with authority. In The Morality of Freedom, published in 1986, and earlier essays, he offers the service conception, built from three theses. The normal justification thesis holds that the normal way to establish that a person has authority over another is to show that the subject is likely better to comply with reasons that apply to them anyway if they accept the directives of the putative authority as binding and try to follow them, rather than by trying to follow those reasons directly. The dependence thesis holds that authoritative directives should be based on reasons that already independently apply to their subjects. The pre-emption thesis holds that the fact that an authority requires an action is a reason for performing it that replaces, rather than adds to, some of the reasons that would otherwise apply.",
            "Pre-emption draws on Raz's earlier theory of exclusionary reasons in Practical Reason and Norms, published in 1975: second-order reasons not to act on certain first-order reasons. Raz illustrates with an arbitrator. Two parties who submit a dispute to arbitration have reasons about its merits, but once the decision is given they should follow it, not re-weigh the merits and follow the decision only if they agree with it. If they did, submitting to arbitration would serve no purpose.",
            "Raz then argues that every legal system claims legitimate authority, even when the claim is false. To be capable of having authority, law's directives must be identifiable as directives without appeal to the dependent reasons they are meant to replace; otherwise the subject would have to work through the very reasons that the authority exists to settle, and the law could not provide its service. It follows that the existence and content of law must be determined by social facts alone, such as enactment, precedent and custom, without moral argument. This is the sources thesis, and it excludes moral tests of legality of the kind that inclusive positivists accept.",
            "The argument has drawn sustained objection. Some critics deny that law necessarily claims authority, or argue that officials may sincerely make such claims without law as such doing so. Others, such as Stephen Perry and Scott Hershovitz, question whether the service conception accurately describes the reasons of ordinary citizens, and whether authority must be pre-emptive at all.",
          ),
        },
      },
    ],
  },
  {
    slug: "laboratory-animal-science-ethics-design-and-welfare",
    discipline: "Laboratory animal science",
    title: "Laboratory Animal Science: Ethics, Design and Welfare",
    description:
      "For postgraduate researchers, named animal care and welfare officers and applicants for project licences, the course examines the 3Rs and harm-benefit analysis, severity classification, experimental design and reporting to the ARRIVE guidelines, humane endpoints, and environmental enrichment for laboratory rodents.",
    level: "advanced",
    duration: "six weeks (two half-day workshops a week, with a project licence protocol as assessment)",
    plantedGap: "environmental enrichment",
    modules: [
      {
        title: "The 3Rs, Harm-Benefit Analysis and Severity",
        description:
          "The ethical and legal framework for animal research in the UK and EU, from Russell and Burch to severity classification.",
        lesson: {
          title: "Replacement, reduction, refinement and the law",
          html: p(
            "The ethical framework for animal research rests on the 3Rs, set out by William Russell and Rex Burch in The Principles of Humane Experimental Technique in 1959. Replacement means using methods that avoid or replace animals, such as cell and organoid cultures, computer models or human volunteers. Reduction means obtaining comparable information from fewer animals, or more information from the same number, chiefly by better experimental design and statistics. Refinement means minimising pain, suffering, distress or lasting harm and improving welfare throughout the animal's life, not only during procedures.",
            "In the European Union these principles are binding under Directive 2010/63/EU, and in Great Britain under the Animals (Scientific Procedures) Act 1986, amended in 2012 to transpose the Directive. A regulated procedure is any act that may cause a protected animal a level of pain, suffering, distress or lasting harm equivalent to, or higher than, that caused by the introduction of a needle in accordance with good veterinary practice. Protected animals include all living vertebrates other than humans, and cephalopods such as octopuses. Work requires three licences: an establishment licence, a personal licence for each person carrying out procedures, and a project licence for the programme of work.",
            "The project licence application is judged by a harm-benefit analysis: the likely harms to the animals are weighed against the expected benefits, and the work is authorised only if the harms are justified and the 3Rs have been applied. Each protocol must be assigned a prospective severity. The four categories are non-recovery, for procedures performed entirely under general anaesthesia from which the animal does not recover; mild, for short-term mild pain or distress with no significant impairment of well-being; moderate, for short-term moderate or long-lasting mild pain or distress, or moderate impairment of well-being; and severe, for severe pain, suffering or distress, or long-lasting moderate suffering, or severe impairment of well-being.",
            "Actual severity must be reported for every animal at the end of its use, and these returns are published in annual statistics. The gap between prospective and actual severity is itself informative: if many animals on a protocol classed as moderate in fact experience severe effects, the protocol needs refinement. Each establishment also has an Animal Welfare and Ethical Review Body, which reviews project applications, advises staff on the 3Rs and follows up on how work is being carried out.",
          ),
        },
      },
      {
        title: "Experimental Design and ARRIVE 2.0",
        description:
          "Sample size, randomisation, blinding and the unit of analysis, and transparent reporting with the ARRIVE 2.0 guidelines.",
        lesson: {
          title: "Designing experiments that deserve their animals",
          html: p(
            "Poor experimental design wastes animals twice: once in the experiment and again when unreliable results prompt further work. Surveys of published animal studies have repeatedly found low rates of reporting of randomisation and blinding, and studies that do not report these measures tend to report larger effect sizes, consistent with bias. The design principles below are therefore part of reduction and of scientific validity alike.",
            "Sample size should come from a power calculation, not habit. For a two-group comparison of means with a two-sided significance level of 0.05 and 80 per cent power, the number per group is approximately 16 divided by the square of the standardised effect size, Cohen's d. To detect a difference of one standard deviation therefore needs about 16 animals per group, while a difference of half a standard deviation needs about 64. The calculation forces researchers to state the smallest effect that would matter biologically and to estimate variability from pilot data or the literature. Using fewer animals than the calculation requires is not a saving: an underpowered study is likely to miss real effects, and the effects it does detect are likely to be exaggerated.",
            "Randomisation allocates animals to groups by a formal random process, such as a computer-generated sequence, rather than by picking animals from the cage, which tends to select the more active or more easily caught animals. Blinding conceals group allocation from those who carry out procedures, assess outcomes and analyse data.",
            "The experimental unit is the entity that can be independently assigned to a treatment. If a drug is given in the drinking water of a cage, the cage, not the individual mouse, is the experimental unit; treating five mice in one cage as five independent replicates inflates the sample size and produces false positives, a problem known as pseudoreplication. Blocking by litter, batch or day of testing can remove known sources of variation and increase power without adding animals.",
            "The ARRIVE guidelines, first published in 2010 and revised as ARRIVE 2.0 in 2020, set out what a paper must report. The ARRIVE Essential 10 are: study design, sample size, inclusion and exclusion criteria, randomisation, blinding, outcome measures, statistical methods, experimental animals, experimental procedures and results. Planning with the checklist from the start is far easier than reconstructing details afterwards.",
          ),
        },
      },
      {
        title: "Humane Endpoints and Welfare Assessment",
        description:
          "Defining the earliest indicators that should end an animal's participation, and recording welfare with score sheets and grimace scales.",
        lesson: {
          title: "Score sheets, grimace scales and endpoints",
          html: p(
            "A humane endpoint is the earliest indicator in an experiment of severe pain, severe distress, suffering or impending death at which an animal is removed from the study, usually by humane killing, or at which pain is relieved. Using death as an endpoint should be avoided wherever possible; even in studies of lethal infections or toxicity, earlier predictive signs such as a fall in body temperature can usually replace it. Endpoints must be defined in the project licence before work begins, be objective enough for any trained person to apply, and be applied by staff who check animals at a frequency matched to the expected course of the procedure.",
            "Body weight is the most widely used objective indicator. Many protocols set a limit of 15 to 20 per cent loss from baseline, or from age-matched controls in growing animals, as a humane endpoint, often with increased monitoring from 10 per cent. Weight alone can mislead: tumours or fluid accumulation can mask loss of muscle and fat, so body condition scoring, assessed by feeling the bones of the back and pelvis, is used alongside it.",
            "Score sheets combine several indicators. A typical sheet for a mouse model scores appearance, such as piloerection, hunched posture and discharge from eyes or nose; natural behaviour, such as activity, nest building and interaction with cage mates; provoked behaviour, such as response to handling; and body weight and condition. Each is scored 0 to 3, and the total triggers actions: for example, a total of 4 or more leads to twice-daily checks and a veterinary consultation, while any single score of 3 or a total of 8 or more means the endpoint has been reached.",
            "Pain is difficult to assess in prey species, which tend to hide it. The Mouse Grimace Scale, published by Dale Langford and colleagues in 2010, scores five facial action units, orbital tightening, nose bulge, cheek bulge, ear position and whisker change, each as not present, moderate or obvious. Grimace scores rise after surgery and fall with effective analgesia, so they help both to detect pain and to check that analgesic doses are adequate.",
            "Good monitoring also depends on people. Observers need training and periodic agreement checks, and observations should be made at the times when problems are most likely, which for nocturnal rodents may not fit the working day.",
          ),
        },
      },
    ],
  },
  {
    slug: "liquidity-risk-management-in-banks",
    discipline: "Liquidity risk management",
    title: "Liquidity Risk Management in Banks",
    description:
      "Banks fail for lack of cash long before they fail for lack of capital, as Northern Rock in 2007 and Silicon Valley Bank in 2023 showed. Working from realistic balance sheets, participants calculate the Basel III Liquidity Coverage Ratio and Net Stable Funding Ratio, and study intraday liquidity, cash-flow stress testing and the contingency funding plan.",
    level: "advanced",
    duration: "ten weeks (one three-hour workshop a week)",
    plantedGap: "intraday liquidity",
    modules: [
      {
        title: "The Liquidity Coverage Ratio",
        description:
          "The stock of high-quality liquid assets measured against net cash outflows over a thirty-day stress, with a full worked calculation.",
        lesson: {
          title: "HQLA, run-off rates and a worked LCR",
          html:
            p(
              "The Liquidity Coverage Ratio, introduced by the Basel Committee in 2010 and finalised in 2013, requires a bank to hold enough unencumbered high-quality liquid assets, HQLA, to survive a 30-calendar-day stress scenario. The ratio of HQLA to total net cash outflows over the next 30 days must be at least 100 per cent. HQLA are divided into levels with different haircuts and caps: Level 1 assets, such as cash, central bank reserves and qualifying sovereign bonds, count at full value without limit; Level 2A assets, such as high-rated covered bonds, take a 15 per cent haircut; and Level 2B assets take haircuts of 25 per cent for qualifying residential mortgage-backed securities and 50 per cent for eligible corporate bonds and equities. Level 2 assets may make up no more than 40 per cent of HQLA, and Level 2B no more than 15 per cent.",
              "Outflows are calculated by applying run-off rates to liabilities and commitments. A worked example for a medium-sized bank, in millions, runs as follows:",
            ) +
            "<table><tr><th>Item</th><th>Balance</th><th>Rate</th><th>Weighted</th></tr><tr><td>Level 1 assets</td><td>600</td><td>100%</td><td>600</td></tr><tr><td>Level 2A covered bonds</td><td>300</td><td>85%</td><td>255</td></tr><tr><td>Level 2B RMBS</td><td>100</td><td>75%</td><td>75</td></tr><tr><td>Stable retail deposits</td><td>2,000</td><td>5%</td><td>100</td></tr><tr><td>Less stable retail deposits</td><td>1,000</td><td>10%</td><td>100</td></tr><tr><td>Operational deposits</td><td>400</td><td>25%</td><td>100</td></tr><tr><td>Non-operational corporate deposits</td><td>500</td><td>40%</td><td>200</td></tr><tr><td>Unsecured funding from financial institutions</td><td>300</td><td>100%</td><td>300</td></tr><tr><td>Undrawn committed credit facilities to corporates</td><td>500</td><td>10%</td><td>50</td></tr><tr><td>Corporate loans maturing within 30 days (inflow)</td><td>400</td><td>50%</td><td>200</td></tr></table>" +
            p(
              "HQLA after haircuts total 930. Level 2 assets after haircuts are 330, or 35 per cent of the total, within the 40 per cent cap, and Level 2B is 75, about 8 per cent, within the 15 per cent cap. Outflows total 850. Inflows of 200 are below the cap of 75 per cent of outflows, 637.5, so they count in full, giving net outflows of 650. The LCR is 930 divided by 650, or 143 per cent.",
              "Insured retail deposits in established relationships are the stickiest funding, which is why their run-off is only 5 per cent, or 3 per cent where a jurisdiction's deposit insurance meets additional criteria. Wholesale funding from other financial institutions is assumed to leave entirely, because sophisticated lenders withdraw first. The inflow cap prevents a bank from relying wholly on expected receipts, which may themselves fail to arrive in a systemic crisis.",
            ),
        },
      },
      {
        title: "The Net Stable Funding Ratio",
        description: "Matching the stability of funding to the liquidity of assets over a one-year horizon.",
        lesson: {
          title: "Available and required stable funding",
          html: p(
            "The LCR addresses a sharp, short stress, but a bank can meet it while financing long-term, illiquid assets with short-term wholesale funding that must be rolled over continually. The Net Stable Funding Ratio, finalised by the Basel Committee in 2014, targets this structural mismatch over a one-year horizon. It requires available stable funding, ASF, to be at least 100 per cent of required stable funding, RSF.",
            "ASF weights each liability and capital item by its expected stability over a year. Regulatory capital and liabilities with a residual maturity of a year or more receive 100 per cent; stable retail deposits 95 per cent; less stable retail deposits 90 per cent; funding of less than a year from non-financial corporates 50 per cent; and short-term funding from financial institutions generally 0 per cent. RSF weights each asset by how much stable funding it needs. Cash and central bank reserves carry 0 per cent; unencumbered Level 1 securities 5 per cent; Level 2A 15 per cent; Level 2B 50 per cent; performing loans to retail and corporate customers maturing within a year 50 per cent; residential mortgages of a year or more that qualify for a risk weight of 35 per cent or less 65 per cent; other performing loans of a year or more with higher risk weights 85 per cent; and fixed assets and non-performing loans 100 per cent.",
            "Consider a simple bank with 1,200 million of liabilities and capital. The funding side holds capital of 100, stable retail deposits of 500, less stable retail deposits of 300, corporate deposits under a year of 200, and interbank borrowing under six months of 100. ASF is 100 + 475 + 270 + 100 + 0 = 945. The asset side holds cash and reserves of 100, Level 1 government bonds of 150, qualifying residential mortgages of 600, corporate loans over a year with a 100 per cent risk weight of 300, and fixed assets of 50. RSF is 0 + 7.5 + 390 + 255 + 50 = 702.5. The NSFR is 945 divided by 702.5, about 134 per cent.",
            "The ratio changes behaviour at the margin. Replacing 100 of corporate deposits with one-year term funding raises ASF by 50, because the weight rises from 50 to 100 per cent, and costs the bank the term premium. Shifting from mortgages into Level 1 bonds reduces RSF sharply but lowers yield.",
          ),
        },
      },
      {
        title: "Stress Testing and the Contingency Funding Plan",
        description:
          "Building survival horizons under idiosyncratic and market-wide scenarios, and planning the response before it is needed.",
        lesson: {
          title: "Survival horizons and the playbook for a run",
          html: p(
            "Regulatory ratios apply standard assumptions to every bank; internal stress testing asks how this bank, with its own customers and markets, would fare. In the UK it forms part of the ILAAP, the internal liquidity adequacy assessment process. The starting point is a maturity ladder: contractual cash inflows and outflows placed in time buckets, with a cumulative gap showing the net position at each point. Contractual flows are then replaced with behavioural assumptions under stress, because contractual maturity says little about how quickly deposits actually leave.",
            "Scenarios come in three types. An idiosyncratic scenario assumes a bank-specific shock, such as a multi-notch credit rating downgrade or a major fraud, with elevated retail and corporate withdrawals and loss of unsecured wholesale funding. A market-wide scenario assumes systemic stress, with falling asset prices, higher haircuts in repo markets and closed securitisation markets. A combined scenario overlays both. For each, the bank calculates its survival horizon: the number of days until the cumulative gap, after using its liquid asset buffer, turns negative. Many banks set an internal limit, such as a survival horizon of at least 90 days under the combined scenario.",
            "Recent events show why assumptions must be severe. Northern Rock depended heavily on wholesale markets and securitisation; when those markets closed in August 2007 it sought emergency support, and news of that support in September triggered the first run on a British bank in well over a century. Silicon Valley Bank had a concentrated, largely uninsured and highly networked depositor base: on 9 March 2023 customers withdrew about 42 billion dollars, and requests for around 100 billion more were queued for the next morning, when the bank was closed. No standard run-off rate had anticipated outflows on that scale and speed.",
            "The contingency funding plan turns stress testing into action. It defines early warning indicators, such as deposit outflows above a threshold, widening credit default swap spreads, a falling share price, rising margin calls or negative media coverage, and an escalation route to a named crisis committee. It ranks funding options by speed, cost and signalling effect: repo of unencumbered securities, use of central bank facilities with collateral positioned in advance, sale of liquid assets, and slowing new lending. The plan assigns responsibility for communications with depositors, markets and supervisors. It must be tested regularly in simulation exercises.",
          ),
        },
      },
    ],
  },
  {
    slug: "gear-design-and-rating",
    discipline: "Gear engineering",
    title: "Gear Design and Rating",
    description:
      "Involute geometry and contact ratio; tooth bending strength from Lewis to ISO 6336; surface durability, pitting and scuffing; noise and vibration. The module takes final-year and master's students in mechanical engineering from the geometry of a spur pair to a full rating calculation for an industrial gear stage.",
    level: "advanced",
    duration: "eleven weeks (two lectures a week and a fortnightly design tutorial)",
    plantedGap: "noise and vibration",
    modules: [
      {
        title: "Involute Geometry and Contact Ratio",
        description:
          "The fundamental law of gearing, the involute profile, standard proportions, undercut and the contact ratio of spur and helical pairs.",
        lesson: {
          title: "Why the involute, and how long the teeth stay in mesh",
          html: p(
            "For a gear pair to transmit a constant angular velocity ratio, the common normal to the tooth profiles at every point of contact must pass through a fixed point on the line of centres, the pitch point. This is the fundamental law of gearing. Of the curves that satisfy it, the involute of a circle has a decisive advantage: the velocity ratio depends only on the ratio of base circle radii, so small changes in centre distance alter the operating pressure angle and backlash but not the ratio. Involute teeth can also be generated by a straight-sided rack, which makes hobbing and grinding practical.",
            "Geometry follows from the module m, the pitch diameter in millimetres divided by the number of teeth z. The pitch diameter is d = mz and the base diameter is d cos α, where α is the pressure angle, standardised at 20 degrees. Standard full-depth teeth have an addendum of 1.0m and a dedendum of 1.25m.",
            "Teeth generated by a standard rack are undercut, weakening the root, when there are fewer than 2 / sin²α teeth, which is 17.1 for a 20-degree pressure angle, so 17 teeth is the practical minimum without correction. Positive profile shift, moving the rack outwards during generation by xm, removes undercut when x is at least 1 − (z sin²α)/2.",
            "The transverse contact ratio ε_α is the length of the path of contact divided by the base pitch, and measures the average number of tooth pairs in mesh. For a standard spur pair it is",
            "ε_α = [√(r_a1² − r_b1²) + √(r_a2² − r_b2²) − a sin α] / (π m cos α),",
            "where r_a are tip radii, r_b base radii and a the centre distance. For m = 4 mm, z1 = 20 and z2 = 40 the pitch radii are 40 and 80 mm, the tip radii 44 and 84 mm and the base radii 37.59 and 75.18 mm, with a = 120 mm. The two root terms are 22.87 and 37.48 mm and a sin α is 41.04 mm, so the path of contact is 19.31 mm. The base pitch is π × 4 × cos 20° = 11.81 mm, giving ε_α = 1.64: two pairs share the load for about 64 per cent of the cycle. Helical gears add an overlap ratio ε_β = b sin β / (π m_n), where b is face width, β the helix angle and m_n the normal module; with ε_β above 1, contact is continuous across the face.",
          ),
        },
      },
      {
        title: "Tooth Root Bending Strength",
        description:
          "From the Lewis cantilever to the ISO 6336-3 tooth root stress and its safety factor, with a worked calculation.",
        lesson: {
          title: "From Lewis to ISO 6336-3",
          html: p(
            "In 1892 Wilfred Lewis proposed the first rational method for the bending strength of gear teeth. He treated the tooth as a cantilever loaded at its tip by the full transmitted force and inscribed a parabola of uniform strength tangent to the root fillet; the point of tangency locates the critical section. The result is σ = F_t / (b m Y), where F_t is the tangential force, b the face width, m the module and Y the dimensionless Lewis form factor, about 0.32 for a 20-tooth, 20-degree full-depth pinion. Lewis ignored stress concentration, load sharing and dynamic effects, but his structure survives in modern methods.",
            "ISO 6336-3 calculates the nominal tooth root stress as σ_F0 = (F_t / (b m_n)) Y_F Y_S Y_β Y_B Y_DT. Here Y_F is the form factor for load applied at the outer point of single tooth contact, Y_S the stress correction factor for the fillet notch, Y_β the helix angle factor, Y_B the rim thickness factor and Y_DT the deep tooth factor. The actual stress is σ_F = σ_F0 K_A K_v K_Fβ K_Fα, where K_A is the application factor for external overloads, K_v the dynamic factor for internal loads generated by the mesh itself, K_Fβ the face load factor for uneven load across the face width, and K_Fα the transverse load factor for uneven sharing between tooth pairs.",
            "Take the pinion of the previous example, d1 = 80 mm, transmitting 30 kW at 1,450 rpm with a face width of 40 mm. The torque is 30,000 / (2π × 1,450/60) = 197.6 N m, so F_t = 2T/d1 = 4,940 N, and F_t / (b m) = 30.9 MPa. For an unshifted 20-tooth pinion Y_F Y_S is about 4.35. With K_A = 1.25, K_v = 1.1, K_Fβ = 1.3 and K_Fα = 1.0, the root stress is about 30.9 × 4.35 × 1.79, or 240 MPa.",
            "The permissible stress is σ_FP = σ_Flim Y_ST Y_NT Y_δrelT Y_RrelT Y_X / S_Fmin, where σ_Flim is the bending endurance limit from ISO 6336-5 for the material and quality grade, Y_ST = 2 converts it from the pulsating test to the component, and the other factors adjust for life, notch sensitivity, surface roughness and size. For a through-hardened alloy steel with σ_Flim around 300 MPa and other factors near unity, the calculated safety factor is 600/240, or 2.5. Minimum safety factors of about 1.4 to 1.5 for bending are commonly specified, because a broken tooth usually ends the life of the gearbox suddenly.",
          ),
        },
      },
      {
        title: "Surface Durability: Pitting and Scuffing",
        description:
          "Hertzian contact stress, the ISO 6336-2 pitting rating and the temperature-based criteria for scuffing.",
        lesson: {
          title: "Contact stress, pitting and scuffing",
          html: p(
            "Gear teeth in contact behave locally like two cylinders with radii equal to the involute radii of curvature at the contact point. Hertz's theory gives a narrow rectangular contact band with a semi-elliptical pressure distribution, and the maximum shear stress lies below the surface, at a depth of about 0.78 times the half-width of the contact band for cylinders. Repeated cycling of this subsurface stress initiates fatigue cracks that emerge to detach small pieces of surface, the damage called pitting. Pits typically appear first just below the pitch line on the pinion, in the dedendum, where rolling and sliding act in opposite directions and the surface traction drives cracks inward.",
            "ISO 6336-2 calculates the nominal contact stress at the pitch point as σ_H0 = Z_H Z_E Z_ε Z_β √(F_t (u + 1) / (d1 b u)), where u is the gear ratio, Z_H the zone factor for the curvature of the profiles, Z_E the elasticity factor, Z_ε the contact ratio factor and Z_β the helix angle factor. For steel on steel Z_E = 189.8 √MPa, and for an unshifted 20-degree spur pair Z_H is about 2.49. For spur gears Z_ε = √((4 − ε_α)/3). The actual stress is σ_H = σ_H0 √(K_A K_v K_Hβ K_Hα).",
            "Continuing the worked example, with ε_α = 1.64, Z_ε = 0.89, u = 2 and F_t (u + 1)/(d1 b u) = 4,940 × 3 / (80 × 40 × 2) = 2.32 MPa, σ_H0 is 2.49 × 189.8 × 0.89 × 1.52, about 640 MPa. Multiplying by √(1.25 × 1.1 × 1.3) = 1.34 gives σ_H of about 855 MPa. A through-hardened steel with a contact endurance limit near 750 MPa would fail this check, even though the same pinion passed the bending check comfortably. Case-carburising raises σ_Hlim to around 1,500 MPa and the safety factor to roughly 1.75, which is why surface durability, not bending, usually drives the choice of material and heat treatment in power transmission gears.",
            "Scuffing is a different failure: sudden adhesive welding and tearing of the surfaces when the lubricant film collapses under high sliding speed and load. Harmen Blok's flash temperature concept of 1937 treats scuffing as occurring when the contact temperature, the bulk temperature plus the transient flash temperature generated by friction, exceeds a critical value for the lubricant and material combination. ISO/TS 6336-20 applies the flash temperature method and ISO/TS 6336-21 an integral temperature method. Remedies include lubricants with extreme-pressure additives, higher viscosity, profile modification to reduce sliding at the tips, and better cooling.",
          ),
        },
      },
    ],
  },
];
