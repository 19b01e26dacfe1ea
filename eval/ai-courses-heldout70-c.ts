/** Seventieth held-out evaluation courses, advanced level (C); see ai-courses-heldout70.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT70_C: EvalCourse[] = [
  {
    slug: "radiobiology-for-radiotherapy",
    discipline: "Radiobiology",
    title: "Radiobiology for Radiotherapy",
    description:
      "Radiotherapy works because tumours and normal tissues respond differently to total dose, dose per fraction, time and oxygen. Through DNA damage and repair, clonogenic survival and the linear-quadratic model, hypoxia, LET and RBE, and bystander effects, participants learn to compare fractionation schedules quantitatively and to judge the limits of the models used to do so.",
    level: "advanced",
    duration: "ten weeks (a weekly two-hour lecture and problem class)",
    plantedGap: "bystander effects",
    modules: [
      {
        title: "DNA damage and its repair",
        description:
          "The lesions ionising radiation produces, how cells repair double-strand breaks, and why unrepaired or misrepaired breaks kill cells.",
        lesson: {
          title: "Double-strand breaks, repair pathways and cell death",
          html: p(
            "A dose of 1 Gy of low-LET radiation produces in each mammalian cell roughly 1,000 single-strand breaks, more than 1,000 damaged bases and about 40 double-strand breaks (DSBs). For X-rays and gamma rays, about two thirds of this damage arises by indirect action: ionisation of water produces hydroxyl radicals that diffuse a few nanometres and attack DNA. Single-strand breaks and base damage are repaired quickly and accurately, using the intact opposite strand as a template. The DSB is the critical lesion, because both strands are severed and the information needed for repair may be lost.",
            "Two main pathways repair DSBs. Non-homologous end joining (NHEJ) operates throughout the cell cycle and dominates in G1. The Ku70/Ku80 heterodimer binds the broken ends and recruits the catalytic subunit of DNA-dependent protein kinase (DNA-PKcs); the XRCC4–DNA ligase IV complex then rejoins the ends. NHEJ is fast but can lose or add nucleotides and can join the wrong ends. Homologous recombination (HR) operates in S and G2, when a sister chromatid is available as a template. The MRN complex and CtIP resect the ends to leave single-stranded tails, which RAD51, loaded with the help of BRCA1 and BRCA2, uses to invade the sister chromatid and copy the missing sequence accurately. Signalling through the ATM kinase coordinates repair with cell-cycle checkpoints.",
            "These mechanisms explain variations in radiosensitivity. Cells are most sensitive in G2 and mitosis and most resistant in late S phase, when HR is fully available. Patients with inherited defects in damage signalling or repair react severely: ataxia-telangiectasia, caused by ATM mutation, produces extreme normal-tissue reactions to standard doses, and DNA ligase IV deficiency has caused fatal reactions. Tumour repair defects, conversely, are exploited therapeutically, for example by combining radiation with PARP or DNA-PKcs inhibitors.",
            "Misrepaired DSBs produce chromosome aberrations. Asymmetric exchanges, such as dicentric chromosomes and rings, and large acentric fragments are usually lethal because the chromosome cannot segregate correctly at mitosis. For most solid tumours the dominant mode of radiation-induced death is therefore mitotic catastrophe, often after one or more divisions, rather than apoptosis, which predominates only in certain cell types such as lymphocytes. Dicentric frequency in blood lymphocytes rises predictably with dose and underpins the dicentric assay used in biological dosimetry after accidental exposures.",
          ),
        },
      },
      {
        title: "Cell survival and the linear-quadratic model",
        description:
          "Clonogenic survival curves, α/β ratios, and biologically effective dose calculations for comparing fractionation schedules.",
        lesson: {
          title: "Using the linear-quadratic model",
          html: p(
            "Cell death here means loss of reproductive capacity, measured by the clonogenic assay of Puck and Marcus (1956): irradiated cells are plated and scored for forming colonies of at least 50 cells. Plotted as log surviving fraction against dose, survival curves for mammalian cells bend downward. The linear-quadratic (LQ) model describes them as S = exp(−αD − βD²). The α term represents damage from a single track, proportional to dose; the β term represents interaction between damage from two tracks, proportional to dose squared. The ratio α/β is the dose at which the two contributions are equal.",
            "The α/β ratio captures sensitivity to fraction size. Early-responding tissues, such as mucosa, and most carcinomas have high values, around 10 Gy; late-responding tissues, such as spinal cord, lung parenchyma and connective tissue, have low values, around 2 to 4 Gy, and are spared disproportionately by small fractions. Some tumours, notably prostate cancer, appear to have low values of about 1.5 to 2 Gy, which is the rationale for hypofractionating them.",
            "Schedules are compared with the biologically effective dose, BED = nd[1 + d/(α/β)], for n fractions of d Gy, or its conversion to the equivalent dose in 2-Gy fractions, EQD2 = BED/[1 + 2/(α/β)]. Take 60 Gy in 30 fractions of 2 Gy against 55 Gy in 20 fractions of 2.75 Gy. For a tumour with α/β of 10 Gy the conventional schedule gives BED 72 Gy and the shorter one 55 × 1.275 = 70.1 Gy, an EQD2 of 58.4 Gy. For late effects with α/β of 3 Gy the figures are 100 Gy and 55 × 1.917 = 105.4 Gy, an EQD2 of 63.3 Gy. The shorter schedule is therefore slightly less effective against a high α/β tumour and slightly harsher on late-responding tissue, unless the tumour's α/β is itself low.",
            "The model has limits that matter in practice. Repopulation is not included; for head and neck squamous carcinoma, Withers and colleagues estimated that accelerated repopulation begins about four weeks into treatment and costs about 0.6 to 0.9 Gy a day thereafter. Repair between fractions is assumed complete, which requires gaps of at least six hours. At the very large doses per fraction used in stereotactic ablative radiotherapy, above roughly 8 to 10 Gy, whether the LQ model still holds remains disputed.",
          ),
        },
      },
      {
        title: "Oxygen, LET and RBE",
        description:
          "Why hypoxic cells resist radiation, how densely ionising particles change this, and what RBE values mean for proton and carbon-ion therapy.",
        lesson: {
          title: "Hypoxia, oxygen enhancement and radiation quality",
          html: p(
            "Oxygen is the most powerful known radiosensitiser. In the oxygen fixation hypothesis, a radiation-induced DNA radical is either restored by hydrogen donation from thiols such as glutathione or reacts with oxygen to form a peroxy radical, fixing the damage. The oxygen enhancement ratio (OER), the ratio of doses giving the same effect under hypoxic and oxic conditions, is about 2.5 to 3 for X-rays at high doses and somewhat lower at the doses per fraction used clinically. Half of the full oxygen effect is reached at an oxygen partial pressure of only about 3 mmHg, well below venous levels, so radioresistance is concentrated in severely hypoxic cells.",
            "Thomlinson and Gray, studying lung cancer histology in 1955, observed necrosis in tumour cords more than about 150 µm from a capillary and inferred that oxygen diffusion limits create a layer of chronically hypoxic but viable cells. Acute, perfusion-limited hypoxia arises when tumour vessels temporarily close. Fractionation helps because hypoxic cells reoxygenate between fractions as better-oxygenated cells die and oxygen consumption falls. The hypoxic-cell sensitiser nimorazole improved locoregional control of head and neck cancer in the Danish DAHANCA 5 trial.",
            "Radiation quality is described by linear energy transfer (LET), the energy deposited per unit track length. Megavoltage X-rays have an LET of about 0.2 to 2 keV/µm; alpha particles, about 100 to 200 keV/µm. Relative biological effectiveness (RBE), the ratio of the X-ray dose to the test-radiation dose producing the same effect, rises with LET to a maximum near 100 keV/µm, where the average spacing between ionisations roughly matches the 2 nm diameter of the DNA double helix, making DSBs efficient. At higher LET, energy is wasted in overkill and RBE falls. As LET rises, OER falls towards 1 and the shoulder of the survival curve disappears, so densely ionising radiation is less dependent on oxygen and on fraction size.",
            "Clinical proton therapy uses a generic RBE of 1.1. Because LET rises at the distal edge of the Bragg peak, the true RBE there is higher, effectively extending the biological range by a few millimetres, a concern when the beam stops in front of a critical structure. Carbon ions have RBE values of roughly 2 to 3 in the peak, varying with tissue, dose and position, and are planned with biophysical models such as the European local effect model.",
          ),
        },
      },
    ],
  },
  {
    slug: "measure-theory-and-lebesgue-integration",
    discipline: "Measure theory",
    title: "Measure Theory and Lebesgue Integration",
    description:
      "The Riemann integral handles continuous functions on intervals well but behaves badly under limits. Beginning from σ-algebras and outer measure, the course constructs Lebesgue measure by Carathéodory's method, defines the integral of measurable functions, proves the monotone and dominated convergence theorems, and ends with product measures.",
    level: "advanced",
    duration: "a twelve-week semester (three lectures and one example class a week)",
    plantedGap: "product measures",
    modules: [
      {
        title: "Why not measure every set?",
        description:
          "σ-algebras, measures and outer measure, and Vitali's construction of a set that no translation-invariant measure on all subsets can handle.",
        lesson: {
          title: "σ-algebras, outer measure and the Vitali set",
          html: p(
            "Ideally a function m would assign a length to every subset of ℝ, with three natural properties: countable additivity, so that m of a countable disjoint union is the sum of the m-values; translation invariance, m(A + x) = m(A); and normalisation, m([0, 1]) = 1. Vitali showed in 1905 that no such function exists, assuming the axiom of choice.",
            "Define x ∼ y on [0, 1] when x − y is rational. This is an equivalence relation; choose one representative from each class to form a set V. For each rational q in [−1, 1], let V_q = V + q. The sets V_q are pairwise disjoint, since a common point would give two distinct representatives differing by a rational. Their union contains [0, 1], because any x in [0, 1] is equivalent to some v in V with x − v rational and in [−1, 1], and it is contained in [−1, 2]. Countable additivity and translation invariance give 1 ≤ Σ_q m(V) ≤ 3. But the sum is of countably many equal terms, so it is either 0 or ∞. The contradiction shows that we must give up measuring every set.",
            "The standard response is to restrict the domain. A σ-algebra on a set X is a collection 𝓕 of subsets containing X, closed under complements and under countable unions, and hence under countable intersections. A measure on 𝓕 is a function μ: 𝓕 → [0, ∞] with μ(∅) = 0 that is countably additive on disjoint sequences. The smallest σ-algebra containing the open sets of ℝ is the Borel σ-algebra; it has no simple explicit description, so measures on it are built by extension.",
            "The extension begins with Lebesgue outer measure: λ*(A) = inf Σ_k ℓ(I_k), the infimum taken over all countable covers of A by open intervals I_k, where ℓ denotes length. Outer measure is defined for every subset, vanishes on the empty set, is monotone, is countably subadditive, λ*(∪A_k) ≤ Σ λ*(A_k), and is translation invariant. It also gives the right answer on intervals, λ*([a, b]) = b − a; the inequality λ* ≥ b − a uses the Heine–Borel theorem to reduce any open cover to a finite one. By Vitali's argument, λ* cannot be countably additive on all sets; the next step is to find the sets on which it is.",
          ),
        },
      },
      {
        title: "Carathéodory's construction",
        description:
          "Measurable sets defined by splitting, the proof that they form a σ-algebra on which outer measure is countably additive, and the properties of Lebesgue measure.",
        lesson: {
          title: "Carathéodory's criterion and Lebesgue measure",
          html: p(
            "Carathéodory's idea is to call a set E measurable if it splits every set cleanly: for every A ⊆ ℝ, λ*(A) = λ*(A ∩ E) + λ*(A ∩ Eᶜ). The inequality ≤ always holds by subadditivity, so only ≥ needs checking, and only for A with finite outer measure. The definition makes no reference to intervals and works for any outer measure on any set, which is why the same theorem produces Lebesgue–Stieltjes measures and Hausdorff measures.",
            "Carathéodory's theorem states that the measurable sets form a σ-algebra 𝓜, and that λ* restricted to 𝓜 is a complete measure. The proof runs in steps. The criterion is symmetric in E and Eᶜ, so 𝓜 is closed under complements. Testing an arbitrary A first against E, then testing A ∩ Eᶜ against F, and using subadditivity shows that E ∪ F satisfies the criterion, so 𝓜 is closed under finite unions. For a disjoint sequence E_1, E_2, … in 𝓜, induction gives λ*(A ∩ (E_1 ∪ … ∪ E_n)) = Σ_{k ≤ n} λ*(A ∩ E_k) for every A; combining this with monotonicity and letting n → ∞ shows that the countable union is measurable. Taking A to be the union itself then yields countable additivity. Completeness follows because any set E with λ*(E) = 0 satisfies the criterion trivially, so every subset of a null set is measurable with measure zero.",
            "To connect 𝓜 with topology, one checks directly that each half-line (a, ∞) satisfies the criterion. Since these generate the Borel σ-algebra, every Borel set is Lebesgue measurable. The inclusion is strict. The Cantor set C is compact, uncountable and of measure zero, being covered at stage n by 2ⁿ intervals of total length (2/3)ⁿ. By completeness every one of its subsets is measurable, giving 2 to the power of the continuum Lebesgue measurable sets, whereas there are only continuum many Borel sets.",
            "Lebesgue measure λ on 𝓜 has the properties that make it useful. It is translation invariant and scales by |c| under x ↦ cx. It is regular: for every measurable E and ε > 0 there is an open G ⊇ E and a closed F ⊆ E with λ(G \\ E) < ε and λ(E \\ F) < ε. Consequently every measurable set differs from a Borel set of type G_δ by a null set. It is continuous from below for increasing sequences and from above for decreasing sequences of finite measure; the example E_n = [n, ∞), each of infinite measure with empty intersection, shows that the finiteness condition cannot be dropped.",
          ),
        },
      },
      {
        title: "Integration and convergence theorems",
        description:
          "The Lebesgue integral built from simple functions, with the monotone convergence theorem, Fatou's lemma and the dominated convergence theorem, illustrated by examples and counterexamples.",
        lesson: {
          title: "Passing limits through the integral",
          html: p(
            "A function f on a measure space is measurable if {f > a} is measurable for every real a. A simple function is a finite sum s = Σ a_i 1_{E_i} of indicator functions of measurable sets, with integral Σ a_i μ(E_i). For measurable f ≥ 0 we define ∫ f dμ as the supremum of ∫ s over simple functions with 0 ≤ s ≤ f, and for general f we integrate the positive and negative parts separately, provided ∫ |f| < ∞. Every non-negative measurable f is the increasing limit of the simple functions s_n = min(n, 2⁻ⁿ⌊2ⁿ f⌋). The indicator of the rationals on [0, 1], which is not Riemann integrable, is simple, with Lebesgue integral 0, because the rationals form a null set.",
            "The monotone convergence theorem states that if 0 ≤ f_1 ≤ f_2 ≤ … and f_n → f pointwise, then ∫ f_n → ∫ f. Applied to g_k = inf_{n ≥ k} f_n, which increase to lim inf f_n, it yields Fatou's lemma: for non-negative measurable f_n, ∫ lim inf f_n ≤ lim inf ∫ f_n. The dominated convergence theorem (DCT) follows in turn. If f_n → f almost everywhere and |f_n| ≤ g for an integrable g, then ∫ |f_n − f| → 0, and in particular ∫ f_n → ∫ f. The proof applies Fatou's lemma to the non-negative functions 2g − |f_n − f|, whose lim inf is 2g, giving ∫ 2g ≤ ∫ 2g − lim sup ∫ |f_n − f|.",
            "The hypotheses matter, as three standard sequences on ℝ show. With f_n = n·1_{(0, 1/n)}, f_n → 0 everywhere but ∫ f_n = 1 for all n; no integrable function dominates the sequence, since sup_n f_n behaves like 1/x near zero. With f_n = 1_{[n, n+1]}, mass escapes to infinity, again with integrals 1 and limit 0. With f_n = (1/n)·1_{[0, n]}, convergence is even uniform, yet each integral is 1. In each case Fatou's inequality is strict.",
            "A typical application computes lim_{n→∞} ∫_0^n (1 − x/n)ⁿ dx. Set f_n(x) = (1 − x/n)ⁿ on [0, n] and 0 elsewhere. For fixed x, the sequence increases with n, because n·log(1 − x/n) = x·log(1 − t)/t with t = x/n, and log(1 − t)/t decreases on (0, 1); it converges to e^{−x}. By monotone convergence the limit is ∫_0^∞ e^{−x} dx = 1. Alternatively, the bound f_n(x) ≤ e^{−x}, from 1 − t ≤ e^{−t}, provides an integrable dominating function and the DCT gives the same answer. Recognising which theorem applies, and checking its hypotheses, is the central skill.",
          ),
        },
      },
    ],
  },
  {
    slug: "social-network-analysis-structure-and-statistical-models",
    discipline: "Social network analysis",
    title: "Social Network Analysis: Structure and Statistical Models",
    description:
      "Compute and interpret centrality scores; test theories of homophily, triadic closure and brokerage; carry out community detection; and fit exponential random graph models to whole networks. Doctoral and advanced master's students in the social sciences work with their own relational data from the fourth week, using R.",
    level: "advanced",
    duration: "ten weeks (one two-hour lecture and one computer lab a week)",
    plantedGap: "community detection",
    modules: [
      {
        title: "Centrality: who matters, and how?",
        description:
          "Degree, closeness, betweenness and eigenvector centrality, what each assumes about flow through a network, and how they are computed.",
        lesson: {
          title: "Four centrality measures and their assumptions",
          html: p(
            "Centrality indices formalise intuitions about prominence, but each embeds a different model of how things move through a network. Choosing among them is a theoretical decision, not a technical one.",
            "Degree centrality counts a node's ties, often normalised by n − 1 in a network of n nodes; in directed networks indegree and outdegree are distinguished. Closeness centrality, following Freeman's 1979 formulation, is the reciprocal of the sum of geodesic distances from a node to all others, so it rewards nodes that can reach everyone in few steps. It is undefined when the network is disconnected, which is why harmonic closeness, the sum of reciprocal distances, is often preferred. Betweenness centrality sums, over all pairs of other nodes s and t, the proportion of shortest s–t paths that pass through the node: C_B(v) = Σ σ_st(v)/σ_st. Brandes's algorithm of 2001 computes it in O(nm) time for unweighted networks with m ties, which made it feasible for large data. Eigenvector centrality, developed by Bonacich, scores a node in proportion to the sum of its neighbours' scores, giving the leading eigenvector of the adjacency matrix; PageRank adapts the idea to directed networks by adding random jumps.",
            "David Krackhardt's 'kite' network of ten people shows that the measures can disagree sharply. Diane has the most ties, six, and the highest degree. Fernando and Garth, with fewer ties, have the highest closeness because they sit between Diane's cluster and the rest of the network. Heather, with only three ties, has the highest betweenness, because she is the only link between the main group and the two peripheral members Ike and Jane.",
            "Stephen Borgatti argued in 2005 that centrality measures make implicit assumptions about flow along two dimensions: the trajectory, meaning whether things travel by shortest paths, by paths that do not repeat nodes, or by unrestricted walks; and the transmission mechanism, meaning whether the item is transferred, as with a parcel, or copied, as with gossip or infection. Betweenness assumes transfer along shortest paths, which suits package delivery but not the spread of a rumour, which repeats and wanders. Eigenvector centrality fits processes that copy along walks, such as influence or attitudes. Reporting betweenness for information spread simply because software computes it is an unexamined modelling choice.",
          ),
        },
      },
      {
        title: "Homophily, closure and brokerage",
        description:
          "Mechanisms that generate network structure: selection on similarity, triadic closure, weak ties and structural holes.",
        lesson: {
          title: "Why ties form where they do",
          html: p(
            "Homophily, the tendency for similar people to be connected, is one of the most robust findings in the field. McPherson, Smith-Lovin and Cook's 2001 review distinguished status homophily, on attributes such as race, ethnicity, age, education and gender, from value homophily, on attitudes and beliefs, and baseline homophily, produced by the composition of available contacts, from inbreeding homophily, which exceeds it. A school where most friendships are same-race may simply have segregated classes. Separating homophily from social influence is harder still. Cross-sectional similarity between friends is consistent with selection, influence or shared context, and Shalizi and Thomas showed in 2011 that in observational data these are generally confounded. Stochastic actor-oriented models, implemented in RSiena, address the problem with panel data by modelling tie changes and behaviour changes jointly as continuous-time processes.",
            "Triadic closure is the tendency for two people with a common contact to become connected. Mark Granovetter's 1973 paper 'The Strength of Weak Ties' argued that if A has strong ties to both B and C, a tie between B and C is very likely, so the 'forbidden triad' of two strong ties with no closing tie is rare. It follows that bridges, the only links between otherwise separate groups, are almost always weak ties, and that weak ties carry novel information. In his study of professional and managerial workers in a Boston suburb, most of those who found jobs through contacts heard of them through people they saw only occasionally or rarely. Closure is measured by the global clustering coefficient, three times the number of triangles divided by the number of connected triples.",
            "Ronald Burt's structural holes argument generalises the point. An actor whose contacts are not connected to one another can broker between them, gaining early access to diverse information and control over its flow. Burt's constraint index, c_i = Σ_j (p_ij + Σ_q p_iq p_qj)², where p_ij is the proportion of i's network investment in j, is high when contacts are tied to each other and low for brokers. In a 2004 study of supply-chain managers in a large American electronics firm, managers with lower constraint had ideas judged more valuable by senior management. James Coleman, by contrast, emphasised closure as a source of trust and the enforcement of norms; which structure pays off depends on whether the task rewards novelty or cooperation.",
          ),
        },
      },
      {
        title: "Exponential random graph models",
        description:
          "Modelling the probability of a whole observed network from local configurations, estimation by Markov chain Monte Carlo, and diagnosis of degeneracy and fit.",
        lesson: {
          title: "ERGMs: specification, estimation and degeneracy",
          html: p(
            "Standard regression assumes independent observations, but ties in a network are not independent: whether B and C are friends depends on whether both are friends with A. Exponential random graph models (ERGMs) build this dependence into the model. The probability of observing network y is P(Y = y) = exp(θᵀg(y))/κ(θ), where g(y) is a vector of network statistics, such as the number of edges, mutual dyads, k-stars, triangles and ties between actors with matching attributes, θ is a vector of parameters and κ(θ) normalises over all possible networks. Interpretation is local: the log-odds of a tie between i and j, conditional on the rest of the network, equals θ multiplied by the change statistics, the amount by which each statistic would increase if that tie were added. If the parameter on a gender-matching term is 0.9, a same-gender tie has e^0.9 ≈ 2.5 times the conditional odds of an otherwise identical mixed-gender tie.",
            "The normalising constant sums over 2^{n(n−1)/2} undirected networks, about 10^131 even for 30 actors, so likelihood cannot be evaluated directly. Maximum pseudo-likelihood (Strauss and Ikeda, 1990) treats dyads as independent logistic observations; it is fast but gives unreliable standard errors. The standard method is Markov chain Monte Carlo maximum likelihood, developed by Geyer and Thompson and implemented in the statnet ergm package, which simulates networks from the current parameter estimates and adjusts them until simulated statistics match observed ones.",
            "Early Markov models, with triangle and k-star terms, were often degenerate: as Handcock showed, they placed almost all probability on nearly empty or nearly complete networks, so estimation failed or produced models that could not reproduce the data. The remedy, proposed by Snijders, Pattison, Robins and Handcock in 2006, was curved terms with geometrically declining weights: geometrically weighted edgewise shared partners (GWESP) for closure and geometrically weighted degree (GWD) for degree spread. Each additional shared partner adds less than the previous one, which prevents runaway clustering.",
            "A fitted ERGM must be checked in two ways. MCMC diagnostics, including trace plots and autocorrelation of sampled statistics, show whether estimation converged. Goodness-of-fit assessment simulates many networks from the fitted model and compares their degree distribution, edgewise shared partner distribution and geodesic distance distribution with the observed ones. A model that fails these comparisons has not captured the network's structure.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-ruminant-nutrition",
    discipline: "Ruminant nutrition",
    title: "Advanced Ruminant Nutrition",
    description:
      "For nutritionists, veterinarians and final-year animal science students, this module links rumen microbiology to ration formulation for dairy and beef cattle. Topics include volatile fatty acid production and methane, metabolisable protein systems and amino acid supply, fibre, starch and subacute ruminal acidosis, and trace mineral supplementation.",
    level: "advanced",
    duration: "eight weeks (one two-hour lecture and one ration-formulation workshop a week)",
    plantedGap: "trace mineral supplementation",
    modules: [
      {
        title: "Rumen fermentation",
        description:
          "How rumen microbes convert carbohydrate to volatile fatty acids, why hydrogen disposal links fermentation pattern to methane, and how each acid is used by the animal.",
        lesson: {
          title: "Volatile fatty acids, hydrogen and methane",
          html: p(
            "The reticulorumen of an adult cow holds well over 100 litres of digesta and a dense anaerobic population: around 10¹⁰ to 10¹¹ bacteria and 10⁴ to 10⁶ protozoa per millilitre, with anaerobic fungi and methanogenic archaea. Microbes hydrolyse cellulose, hemicellulose, starch and sugars, ferment the released hexoses to pyruvate and convert it to volatile fatty acids (VFAs), mainly acetate, propionate and butyrate. Absorbed across the rumen wall, VFAs supply roughly 60 to 80 per cent of the animal's metabolisable energy.",
            "Hydrogen balance ties the fermentation pattern to methane. Converting one hexose to two acetate releases four molecules of hydrogen (C6H12O6 + 2 H2O → 2 CH3COOH + 2 CO2 + 4 H2), and butyrate formation releases two, whereas propionate formation consumes hydrogen (C6H12O6 + 2 H2 → 2 CH3CH2COOH + 2 H2O). Hydrogen must be removed or fermentation slows, and methanogens do this by reducing carbon dioxide: CO2 + 4 H2 → CH4 + 2 H2O. Forage diets give acetate:propionate:butyrate molar proportions around 70:20:10 and high methane output; starch-rich diets shift towards 50:40:10 and less methane per unit of feed fermented. Cattle typically lose about 6 per cent of gross energy intake as methane, within a range of about 2 to 12 per cent.",
            "Mitigation works on this chemistry. Ionophores such as monensin inhibit Gram-positive bacteria that produce hydrogen and acetate, shifting fermentation towards propionate. 3-Nitrooxypropanol (3-NOP) inhibits methyl-coenzyme M reductase, the enzyme catalysing the final step of methanogenesis, and has reduced methane emissions from dairy cows by roughly 30 per cent in many trials. Diets richer in starch or fat also reduce methane, though the first carries acidosis risk.",
            "Each VFA has a distinct metabolic fate. Propionate goes to the liver and is the main substrate for gluconeogenesis; because little glucose is absorbed from the gut of a forage-fed ruminant, propionate supplies most of the glucose needed for lactose synthesis in the udder. Butyrate is largely converted to β-hydroxybutyrate in the rumen epithelium and used as a fuel by many tissues. Acetate is oxidised for energy and used by the mammary gland, together with β-hydroxybutyrate, for de novo synthesis of short- and medium-chain fatty acids in milk fat. Consequently, a ration that greatly increases propionate at the expense of acetate tends to raise milk protein and body fat deposition while depressing milk fat.",
          ),
        },
      },
      {
        title: "Protein: feeding the microbes and the cow",
        description:
          "Rumen-degradable and undegradable protein, microbial protein yield, metabolisable protein systems and limiting amino acids.",
        lesson: {
          title: "Metabolisable protein systems",
          html: p(
            "Crude protein is a poor guide to protein supply in ruminants, because rumen microbes degrade much of the dietary protein and resynthesise it. Metabolisable protein (MP) systems, such as the UK's AFRC (1993) scheme and the American NASEM (2021) dairy model, divide dietary protein into rumen-degradable protein (RDP), which microbes use, and undegradable protein, which passes to the small intestine intact. MP is the true protein digested and absorbed there, from two sources: microbial protein and digestible undegradable protein (DUP).",
            "Microbial protein synthesis is usually limited by energy for microbial growth. In the AFRC system, microbial crude protein (MCP) yield is 9 to 11 g per MJ of fermentable metabolisable energy (FME), rising with feeding level, provided effective RDP supply at least matches it. Because about 75 per cent of MCP is true protein and about 85 per cent of that is digested, AFRC calculates MP = 0.6375 × MCP + DUP. For example, a cow eating 190 MJ of FME at a yield of 11 g/MJ produces 2,090 g MCP, supplying about 1,332 g MP; with 650 g DUP from feeds such as protected soya, total MP is about 1,980 g. A 650 kg cow producing 35 kg of milk with 3.2 per cent true protein secretes 1,120 g protein a day; at AFRC's efficiency of 0.68 this needs about 1,650 g MP, and maintenance needs roughly another 310 g, so this ration just meets her requirement.",
            "Excess RDP is wasteful. Satter and Slyter's classic work found that about 5 mg ammonia-N per 100 mL of rumen fluid supports maximal microbial growth in vitro; ammonia beyond what microbes capture is absorbed, converted to urea in the liver at an energy cost, and excreted, increasing nitrogen losses to the environment. Milk urea gives a practical herd-level check on the RDP–energy balance.",
            "Once MP is adequate, individual amino acids become limiting. Lysine and methionine are most often first-limiting for milk protein synthesis on maize-based diets; NASEM's predecessor, NRC (2001), suggested about 7.2 per cent lysine and 2.4 per cent methionine in MP, a ratio of 3:1. Because free amino acids are degraded in the rumen, they are fed in rumen-protected forms, coated or chemically modified to survive fermentation and release in the abomasum and small intestine. Formulating for amino acids allows dietary crude protein, and nitrogen excretion, to be reduced.",
          ),
        },
      },
      {
        title: "Fibre, starch and subacute ruminal acidosis",
        description:
          "How carbohydrate supply and physically effective fibre govern rumen pH, and how subacute ruminal acidosis is recognised and prevented.",
        lesson: {
          title: "Diagnosing and preventing SARA",
          html: p(
            "Rumen pH reflects the balance between acid production and removal. VFAs are produced continuously and removed by absorption across the rumen wall, by passage, and by buffering from saliva, which contains bicarbonate and phosphate and is secreted at well over 100 litres a day in a cow that ruminates adequately. When highly fermentable carbohydrate outpaces these processes, pH falls. Acute acidosis, with lactate accumulation and pH below 5, follows grain overload. Subacute ruminal acidosis (SARA) is far commoner and mostly caused by accumulated VFAs rather than lactate. It is commonly defined as ruminal pH below 5.6 for more than three hours a day, or, in herd investigations by rumenocentesis, pH at or below 5.5 in at least three of twelve early-lactation or high-yielding cows sampled.",
            "Risk rises with the quantity and rate of starch fermentation and falls with physically effective fibre. Wheat and barley starch ferment faster than maize starch, and processing matters: steam-flaked or finely ground grain and high-moisture maize ferment faster than dry-rolled maize. Physically effective NDF (peNDF), as defined by Mertens, combines the neutral detergent fibre content of the ration with the proportion of particles long enough to stimulate chewing, estimated with sieves such as the Penn State Particle Separator. NRC (2001) advised at least 25 per cent NDF in ration dry matter, with at least 19 per cent from forage, more when forage is finely chopped.",
            "Management often causes SARA more than formulation. Cows sort total mixed rations, eating the fine concentrate and leaving long particles; slug feeding after feed runs out produces sharp pH drops; and the weeks after calving, when concentrate intake rises faster than the papillae of the rumen wall can expand to absorb VFAs, are especially risky.",
            "SARA reduces fibre digestion, feed efficiency and milk fat. Milk fat depression is explained by the biohydrogenation theory: at low pH, microbial biohydrogenation of dietary unsaturated fatty acids shifts to pathways producing trans-10, cis-12 conjugated linoleic acid and related intermediates, which inhibit mammary lipogenesis at very low concentrations. Herd signs include milk fat below protein in many cows, loose faeces containing undigested grain, reduced rumination and erratic intake; laminitis and liver abscesses follow later. Prevention relies on gradual introduction of concentrates, adequate peNDF, rations that resist sorting, consistent feed availability, and dietary buffers such as sodium bicarbonate where starch levels are high.",
          ),
        },
      },
    ],
  },
  {
    slug: "process-safety-engineering-hazard-analysis-and-safety-instrumented-systems",
    discipline: "Process safety engineering",
    title: "Process Safety Engineering: Hazard Analysis and Safety Instrumented Systems",
    description:
      "Flixborough, Piper Alpha, Texas City and Buncefield were failures of process safety, not of personal safety. Working from those cases, the course develops HAZOP study, layer of protection analysis (LOPA), safety integrity level determination and verification, and inherently safer design, as practised under the COMAH Regulations and IEC 61511.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar a week, with a group HAZOP exercise)",
    plantedGap: "inherently safer design",
    modules: [
      {
        title: "HAZOP: structured imagination",
        description:
          "Nodes, design intent, guidewords and deviations, and how a HAZOP team records causes, consequences, safeguards and actions.",
        lesson: {
          title: "Running a HAZOP on a reactor feed",
          html:
            p(
              "The hazard and operability study (HAZOP) was developed at ICI in the 1960s and is now described in IEC 61882. It assumes that hazards arise from deviations from design intent, and it finds them systematically by applying guidewords to process parameters, node by node, using the piping and instrumentation diagrams. A team of four to eight people is needed: an independent chair, a scribe, and process, operations, instrumentation and maintenance specialists who know the plant or design. The chair's job is to keep the team imaginative but disciplined, and to stop it redesigning the plant in the meeting.",
              "Consider a node running from a monomer storage tank through pump P-101 and flow control valve FCV-101 to a semi-batch polymerisation reactor. The design intent is to transfer monomer at 5 m³/h and 20 °C, at a rate that the reactor cooling can match. The team takes each guideword in turn:",
            ) +
            "<table><tr><th>Deviation</th><th>Possible cause</th><th>Consequence</th><th>Existing safeguard</th></tr>" +
            "<tr><td>No flow</td><td>Pump trip; valve fails closed</td><td>Monomer not added, then restarted late, creating accumulation and a possible runaway</td><td>Low-flow alarm</td></tr>" +
            "<tr><td>More flow</td><td>FCV-101 fails open</td><td>Feed exceeds cooling capacity; temperature and pressure rise</td><td>High-temperature alarm; relief valve on reactor</td></tr>" +
            "<tr><td>Reverse flow</td><td>Pump stops while reactor pressure exceeds pump discharge pressure</td><td>Reactor contents enter the storage tank and polymerise there</td><td>Non-return valve</td></tr>" +
            "<tr><td>Other than</td><td>Wrong material delivered to the storage tank</td><td>Incompatible reaction in reactor</td><td>Delivery sampling procedure</td></tr></table>" +
            p(
              "Each row is recorded with causes, consequences, safeguards and, where the team judges protection inadequate, an action assigned to a named person. Here the team might note that a single non-return valve is not a reliable sole barrier against reverse flow, because such valves often pass or stick, and that the high-temperature alarm relies on an operator noticing in time; it would recommend an automatic trip closing the feed on high reactor temperature, to be assessed by LOPA.",
              "HAZOP's strength is its completeness within the scope it examines; its weaknesses are fatigue, dependence on the quality of the drawings, and blindness to hazards outside the process deviations it considers, such as dropped objects or errors in management procedures. Studies should be scheduled in sessions of no more than about four hours, and the action list tracked to closure, since an unresolved recommendation offers no protection.",
            ),
        },
      },
      {
        title: "Layer of protection analysis",
        description:
          "Initiating event frequencies, independent protection layers, conditional modifiers, and the calculation of a risk gap.",
        lesson: {
          title: "LOPA step by step",
          html: p(
            "Layer of protection analysis (LOPA) is a simplified, semi-quantitative risk assessment, set out by the Center for Chemical Process Safety in 2001 and referenced in IEC 61511-3, usually applied to severe HAZOP scenarios. It estimates the frequency of a single cause–consequence pair in order-of-magnitude steps and compares it with a tolerable frequency.",
            "Each scenario starts with an initiating event and its frequency. A typical generic value for failure of a basic process control system (BPCS) loop is 0.1 per year. The frequency is then reduced by independent protection layers (IPLs), each credited with a probability of failure on demand (PFD). To count as an IPL, a safeguard must be effective in preventing the consequence on its own, independent of the initiating event and of other credited layers, and auditable. A relief valve sized for the scenario is commonly credited with a PFD of 0.01; an operator responding to an independent alarm with enough time, typically at least ten minutes, with 0.1. Safeguards that fail these tests, such as a non-return valve or an alarm from the same transmitter as the failed control loop, receive no credit.",
            "Consider overfilling of an atmospheric tank of flammable liquid, caused by failure of the level control loop at 0.1 per year, leading to a spill, a vapour cloud and ignition with a possible fatality. An independent high-level alarm with operator response gives a PFD of 0.1, so the frequency of overflow is 0.1 × 0.1 = 10⁻² per year. Conditional modifiers may then be applied, if the company's procedure allows them: a probability of ignition of 0.5 and of a person being present of 0.2 reduce the fatal-outcome frequency to 10⁻³ per year. If the company's tolerable frequency for a single fatality scenario is 10⁻⁵ per year, the risk gap is a factor of 100.",
            "The gap can be closed by adding a safety instrumented function (SIF) with a PFD no greater than 0.01, that is, at safety integrity level 2, or by crediting other genuinely independent layers. LOPA's simplicity is also its weakness: values are generic, dependencies between layers are easy to miss, and results are sensitive to conditional modifiers, which many companies exclude when setting SIL targets. Marginal results or complex dependencies call for a fault tree or full quantitative risk assessment.",
          ),
        },
      },
      {
        title: "Safety instrumented functions and SIL",
        description:
          "The IEC 61511 lifecycle, SIL bands, proof testing, and the calculation of average probability of failure on demand for simple architectures.",
        lesson: {
          title: "Meeting a SIL target",
          html: p(
            "IEC 61511, the process-sector application of IEC 61508, governs safety instrumented systems through a lifecycle running from hazard and risk assessment and a safety requirements specification, through design, validation, operation and proof testing, to modification and decommissioning. In the United Kingdom, the Health and Safety Executive regards compliance with it as good practice for COMAH sites.",
            "For a SIF operating in low-demand mode, the safety integrity level sets a band for the average probability of failure on demand (PFDavg): SIL 1 from 10⁻² to 10⁻¹, SIL 2 from 10⁻³ to 10⁻², SIL 3 from 10⁻⁴ to 10⁻³, and SIL 4 from 10⁻⁵ to 10⁻⁴, the last almost never used in the process industries. The risk reduction factor is 1/PFDavg.",
            "PFDavg is dominated by dangerous undetected failures, which remain hidden until a proof test or a demand. For a single channel (1oo1) with dangerous undetected failure rate λ_DU and proof test interval T, the simplified result is PFDavg ≈ λ_DU·T/2. Consider a high-pressure trip consisting of a transmitter with λ_DU = 3 × 10⁻⁷ per hour, a certified logic solver with PFDavg = 10⁻⁴, and a shutdown valve assembly with λ_DU = 2 × 10⁻⁶ per hour, all proof tested annually (T = 8,760 h). The transmitter contributes 1.3 × 10⁻³, the valve 8.8 × 10⁻³, and the total is about 1.0 × 10⁻², just outside the SIL 2 band. The final element dominates, as it usually does.",
            "Three options follow. Testing the valve every six months halves its contribution to about 4.4 × 10⁻³. Partial-stroke testing detects some valve failures between full tests. Installing two valves in a 1oo2 arrangement gives an independent term of (λ_DU·T)²/3 ≈ 1.0 × 10⁻⁴, but common-cause failure dominates: with a beta factor of 10 per cent, the common-cause term β·λ_DU·T/2 adds about 8.8 × 10⁻⁴. The system total then falls to about 2.4 × 10⁻³, comfortably within SIL 2. The design must also meet the standard's hardware fault tolerance and systematic capability requirements.",
            "Proof testing is only as good as its execution. At Buncefield in 2005 the independent high-level switch on Tank 912 had been left inoperable after testing because the padlock needed to retain its check lever had not been fitted, and the tank overfilled when the level gauge stuck. Procedures must confirm that equipment is returned to service working.",
          ),
        },
      },
    ],
  },
];
