/** Ninety-ninth held-out evaluation courses, advanced level; see ai-courses-heldout99.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT99_C: EvalCourse[] = [
  {
    slug: "radiation-protection-principles-shielding-and-dosimetry",
    discipline: "Radiation protection",
    title: "Radiation Protection: Principles, Shielding and Dosimetry",
    description:
      "From the ICRP principles to the thickness of a bunker wall. Trainee clinical scientists and prospective radiation protection advisers work through effective dose and tissue weighting, the dose limits of the Ionising Radiations Regulations 2017, shielding design for megavoltage treatment rooms, personal monitoring and operational quantities, and internal dosimetry, with problem classes built on real installations.",
    level: "advanced",
    duration: "one semester (twelve weeks of lectures and problem classes, plus a site visit)",
    plantedGap: "internal dosimetry",
    modules: [
      {
        title: "The ICRP System: Justification, Optimisation and Limitation",
        description:
          "Protection quantities, radiation and tissue weighting factors, and the dose limits written into UK regulations.",
        lesson: {
          title: "Equivalent dose, effective dose and the limits",
          html:
            p(
              "The system of radiological protection set out in ICRP Publication 103 (2007) rests on three principles. Justification: any decision that alters exposure should do more good than harm. Optimisation: exposures should be kept as low as reasonably achievable (ALARA; in UK regulations, as low as reasonably practicable), taking economic and social factors into account. Limitation: in planned exposure situations, doses to workers and the public must not exceed the dose limits. Limits do not apply to patients' medical exposures.",
              "The physical starting point is absorbed dose, D, energy imparted per unit mass, measured in grays (1 Gy = 1 J/kg). Because radiations differ in biological effectiveness, the equivalent dose to a tissue, H_T, sums the mean absorbed dose from each radiation type multiplied by a radiation weighting factor w_R: 1 for photons, electrons and muons, 2 for protons, 20 for alpha particles and heavy ions, and a continuous function of energy for neutrons, peaking at about 20 near 1 MeV. Effective dose, E, then sums the equivalent doses to organs multiplied by tissue weighting factors w_T, which reflect each tissue's contribution to the total stochastic detriment:",
            ) +
            "<table><tr><th>Tissue</th><th>w_T (ICRP 103)</th></tr><tr><td>Red bone marrow, colon, lung, stomach, breast, remainder tissues</td><td>0.12 each</td></tr><tr><td>Gonads</td><td>0.08</td></tr><tr><td>Bladder, oesophagus, liver, thyroid</td><td>0.04 each</td></tr><tr><td>Bone surface, brain, salivary glands, skin</td><td>0.01 each</td></tr></table>" +
            p(
              "Effective dose is calculated for sex-averaged reference phantoms and is meant for setting limits and comparing practices, not for estimating an identified individual's risk. ICRP's nominal detriment-adjusted risk coefficient for the whole population is about 5.7 per cent per sievert (5.5 for cancer and 0.2 for heritable effects), and about 4.2 per cent per sievert for adult workers.",
              "The Ionising Radiations Regulations 2017 set an effective dose limit for employees aged 18 or over of 20 mSv in a calendar year. Equivalent dose limits are 20 mSv for the lens of the eye, reduced from 150 mSv in line with Council Directive 2013/59/Euratom, and 500 mSv for the skin (averaged over any 1 cm²) and for the extremities. The public limit is 1 mSv effective dose a year, and trainees under 18 are limited to 6 mSv. Employees likely to exceed 6 mSv effective dose, or three-tenths of any equivalent dose limit, must be designated as classified persons, with individual dose assessment and medical surveillance.",
            ),
        },
      },
      {
        title: "Shielding Design for Megavoltage Treatment Rooms",
        description:
          "Primary barrier calculation from workload, use and occupancy factors, worked through for a 6 MV linear accelerator, with notes on secondary barriers.",
        lesson: {
          title: "A primary barrier calculation",
          html: p(
            "The standard method for radiotherapy bunkers is that of NCRP Report 151 (2005); UK designers also use IPEM Report 75. For a primary barrier, struck directly by the useful beam, the required transmission is B = P d² ÷ (W U T), where P is the shielding design goal at the occupied point beyond the barrier, d is the distance in metres from the target to that point, W is the workload in Gy per week at 1 m from the target, U is the use factor (the fraction of beam-on time directed at the barrier) and T is the occupancy factor of the area beyond.",
            "NCRP 151 suggests P = 0.1 mSv per week for controlled areas and 0.02 mSv per week for uncontrolled areas. Occupancy factors range from 1 for offices through 1/5 for corridors to 1/40 for outdoor areas with transient traffic. For a rotating gantry, U = 0.25 for each primary barrier is a common assumption.",
            "Worked example. A 6 MV linac treats 30 patients a day at 3 Gy each, five days a week: W = 30 × 3 × 5 = 450 Gy per week. The primary wall faces an office (uncontrolled, T = 1), and the occupied point 0.3 m beyond the wall is 6.0 m from the target. Then B = (2 × 10⁻⁵ Sv × 36 m²) ÷ (450 Gy × 0.25 × 1) = 7.2 × 10⁻⁴ ÷ 112.5 = 6.4 × 10⁻⁶. The number of tenth-value layers required is n = log₁₀(1/B) = log₁₀(156,000) ≈ 5.19. For 6 MV photons in ordinary concrete (density about 2.35 g/cm³), NCRP 151 gives a first tenth-value layer of 37 cm and an equilibrium value of 33 cm, because the spectrum hardens as it penetrates. The thickness is t = TVL₁ + (n − 1) × TVLₑ = 37 + 4.19 × 33 ≈ 175 cm.",
            "The barrier must be wide enough to intercept the diagonal of the largest field at every gantry angle, plus a margin of 30 cm on each side. Secondary barriers are calculated separately for patient scatter and for head leakage, which IEC 60601-2-1 limits to 0.1 per cent of the useful beam; because intensity-modulated treatments need many more monitor units per gray, the leakage workload is multiplied by an IMRT factor, commonly 2 to 5.",
          ),
        },
      },
      {
        title: "Personal Monitoring and Operational Quantities",
        description:
          "Hp(10), Hp(0.07) and Hp(3), dosemeter technologies, dose records, and investigating an unexpected reading.",
        lesson: {
          title: "What a dosemeter actually measures",
          html: p(
            "Effective and equivalent dose cannot be measured, because they are defined over whole organs in a reference phantom. The ICRU therefore defined measurable operational quantities that, for photons of most practical energies, conservatively estimate the protection quantities. For individual monitoring the quantity is the personal dose equivalent, Hp(d), the dose equivalent in soft tissue at a depth d in millimetres below a specified point on the body: Hp(10) is used to assess effective dose, Hp(0.07) the dose to skin and extremities, and Hp(3) the dose to the lens of the eye. Area monitoring uses the ambient dose equivalent H*(10).",
            "Three technologies dominate: thermoluminescent dosemeters (usually doped lithium fluoride, read by heating), optically stimulated luminescence dosemeters (carbon-doped aluminium oxide, read with light and re-readable), and electronic personal dosemeters, silicon-diode devices giving an immediate reading and dose-rate alarms.",
            "Where lead aprons are worn, as in interventional radiology and cardiology, a single dosemeter under the apron misses dose to the unshielded head and neck, and one over the apron greatly overestimates effective dose. Wearing both and combining the readings solves this; that of NCRP Report 122 is E ≈ 0.5 H_U + 0.025 H_O, where H_U is the reading under the apron at the waist or chest and H_O the reading over the apron at the collar. A collar or dedicated eye dosemeter demonstrates compliance with the 20 mSv lens limit.",
            "In the UK, doses of classified persons must be assessed by an HSE-approved service, and records kept until the person reaches, or would have reached, 75 years of age and in any case for at least 30 years after the last entry. IRR17 requires the employer to investigate when an employee's effective dose first exceeds 15 mSv in a calendar year, or a lower investigation level set locally.",
            "Worked example: a catheter laboratory nurse whose monthly under-apron readings are usually below 0.1 mSv returns 4.2 mSv. The investigation asks whether the dosemeter was worn over the apron, left on an apron hanging in the room, or left near the X-ray tube, and reviews that month's procedures. If the reading is judged unrepresentative, the employer, advised by the RPA, can ask the service to substitute an estimated dose based on colleagues' results; if it is real, the cause is corrected and the need to notify the HSE considered.",
          ),
        },
      },
    ],
  },
  {
    slug: "psychometrics-reliability-validity-and-item-response-theory",
    discipline: "Psychometrics",
    title: "Psychometrics: Reliability, Validity and Item Response Theory",
    description:
      "Topics: classical test theory and its reliability coefficients; factor-analytic evidence of validity; the Rasch and two-parameter logistic models; differential item functioning. Intended for postgraduate researchers in psychology, education and health who build or evaluate tests and questionnaires, with weekly practicals in R.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar with a computer practical a week)",
    plantedGap: "differential item functioning",
    modules: [
      {
        title: "Classical Test Theory and Reliability",
        description:
          "True scores and error, coefficient alpha and its assumptions, McDonald's omega, and the standard error of measurement.",
        lesson: {
          title: "Alpha, omega and the standard error of measurement",
          html: p(
            "Classical test theory models an observed score as X = T + E, a true score plus random error uncorrelated with it, and defines reliability as the proportion of observed-score variance that is true-score variance: ρ = σ²_T ÷ σ²_X. Since T is unobservable, reliability must be estimated from assumptions about how the items or forms relate to each other.",
            "Cronbach's coefficient alpha (1951) is α = k ÷ (k − 1) × (1 − Σσ²_i ÷ σ²_X) for k items with variances σ²_i and total-score variance σ²_X. Alpha equals reliability only if the items are essentially tau-equivalent, loading equally on a single common factor, with uncorrelated errors. If loadings differ, alpha is a lower bound; if errors are correlated, as with items sharing wording or a common stem, it can overestimate reliability. Alpha is not a measure of unidimensionality: a long test measuring two unrelated constructs can still reach a high alpha.",
            "McDonald's omega is computed from a one-factor model: ω = (Σλ_i)² ÷ [(Σλ_i)² + Σθ_i], where λ_i are loadings and θ_i error variances. Worked example with four standardised items loading 0.8, 0.7, 0.6 and 0.5: the error variances are 0.36, 0.51, 0.64 and 0.75, summing to 2.26; the loadings sum to 2.6, so (Σλ)² = 6.76 and ω = 6.76 ÷ 9.02 = 0.75. For alpha, the implied inter-item correlations are the products of the loadings (0.56, 0.48, 0.40, 0.42, 0.35 and 0.30), summing to 2.51, so the total variance is 4 + 2 × 2.51 = 9.02 and α = 4/3 × (1 − 4 ÷ 9.02) = 0.74. The gap is small here because the loadings differ only moderately; it grows as they become more unequal.",
            "Reliability matters for individuals through the standard error of measurement, SEM = σ_X √(1 − ρ). For a scale with SD 15 and reliability 0.91, SEM = 15 × 0.30 = 4.5, so a 95 per cent band around an observed score is about ± 1.96 × 4.5 ≈ ± 8.8 points, a sobering figure for anyone reading single scores. The Spearman–Brown formula predicts the effect of changing length: doubling a test whose reliability is 0.70 gives 2 × 0.70 ÷ (1 + 0.70) = 0.82, assuming the added items are parallel to the originals.",
          ),
        },
      },
      {
        title: "Factor Analysis as Validity Evidence",
        description:
          "Exploratory and confirmatory factor analysis as evidence about internal structure, within the unified view of validity in the Standards.",
        lesson: {
          title: "Internal structure as one strand of validity",
          html: p(
            "Since Samuel Messick's work in the 1980s, validity has been understood as a unified property of the interpretations and uses of test scores, not of the test itself. The Standards for Educational and Psychological Testing (AERA, APA and NCME, 2014) describe five sources of validity evidence: test content, response processes, internal structure, relations to other variables, and the consequences of testing. Factor analysis addresses the third: whether the relationships among items match the structure the construct theory predicts.",
            "Exploratory factor analysis (EFA) is used when the structure is uncertain. The key decisions are these. Number of factors: Horn's parallel analysis (1965), which retains factors whose eigenvalues exceed those from random data of the same size, performs far better than the Kaiser rule of eigenvalues greater than one, which tends to over-extract. Rotation: oblique rotations such as oblimin or promax are usually preferable, because psychological constructs are rarely uncorrelated and an orthogonal rotation forces them to be. Estimation: for Likert items with four or five categories, analyse polychoric correlations rather than Pearson correlations, which are attenuated for coarse ordinal data.",
            "Confirmatory factor analysis (CFA) tests a specified structure. The chi-square test of exact fit is sensitive to sample size, so researchers also report approximate fit indices. Hu and Bentler's (1999) suggested cut-offs, CFI and TLI of 0.95 or more, RMSEA of 0.06 or less and SRMR of 0.08 or less, are widely quoted but were derived from maximum-likelihood simulations with continuous data and should be treated as guides, not laws; with ordinal data estimated by WLSMV, RMSEA and CFI behave differently.",
            "Worked example: a 12-item anxiety scale is intended to measure cognitive and somatic anxiety with six items each. In a calibration sample of 600, parallel analysis supports two factors, and an oblimin-rotated EFA shows all items loading above 0.5 on their intended factor except one somatic item that cross-loads 0.35 on the cognitive factor. In a second sample, a two-factor CFA gives CFI 0.96, RMSEA 0.05 and SRMR 0.04, with a factor correlation of 0.65. The structure is supported, but the cross-loading item is flagged for review of its wording. Internal structure alone cannot show that the factors measure anxiety; that needs evidence of relations to other variables, such as a multitrait-multimethod design (Campbell and Fiske, 1959).",
          ),
        },
      },
      {
        title: "Item Response Theory: Rasch and 2PL Models",
        description:
          "Modelling the probability of a response from person and item parameters, and using information functions to build tests.",
        lesson: {
          title: "Item characteristic curves and information",
          html: p(
            "Item response theory models the probability of a correct or endorsed response to each item as a function of a latent trait θ and the item's parameters. In the two-parameter logistic (2PL) model, P(X = 1 | θ) = 1 ÷ [1 + exp(−a(θ − b))]. The difficulty b is the trait level at which the probability is 0.5, and the discrimination a governs the slope of the item characteristic curve at that point. Some software includes a scaling constant D = 1.7. The three-parameter model adds a lower asymptote c for guessing on multiple-choice items.",
            "Worked example: an item has a = 1.5 and b = 0.5. For a person at θ = 1.5, the exponent is −1.5 × 1.0 = −1.5, so P = 1 ÷ (1 + e^(−1.5)) = 1 ÷ 1.223 = 0.82. For a person at θ = −0.5, P = 1 ÷ (1 + e^(1.5)) = 1 ÷ 5.48 = 0.18.",
            "The Rasch model, developed by Georg Rasch in 1960, fixes discrimination to be equal for all items. Its defining property is that the total score is a sufficient statistic for θ, so people with the same raw score receive the same estimate, and person comparisons do not depend on which items were used, a property Rasch called specific objectivity.",
            "IRT's practical power comes from information. For the 2PL, the item information function is I(θ) = a² P(θ)[1 − P(θ)], which peaks at θ = b with the value a² ÷ 4; for the example item that is 2.25 ÷ 4 = 0.56. Item informations add to give the test information function, and the standard error of a trait estimate is SE(θ) = 1 ÷ √I(θ). A test with information 16 at θ = 0 therefore measures average people with a standard error of 0.25, but may be far less precise at the extremes. Computerised adaptive testing exploits this by selecting, after each response, the item with maximum information at the current estimate.",
            "The models assume unidimensionality and local independence: once θ is accounted for, responses are unrelated. Yen's Q3 residual correlations detect violating pairs, such as items sharing a reading passage. For ordered categories, the graded response model (Samejima, 1969) and the partial credit model (Masters, 1982) extend the same ideas.",
          ),
        },
      },
    ],
  },
  {
    slug: "real-analysis-limits-continuity-and-integration",
    discipline: "Real analysis",
    title: "Real Analysis: Limits, Continuity and Integration",
    description:
      "Limits, continuity and the integral, proved rather than assumed. The module develops the completeness axiom and its consequences; sequences, subsequences and Cauchy's criterion; continuity and the intermediate and extreme value theorems; uniform convergence of sequences of functions; and the Riemann integral, with proof-writing assessed weekly through problem sheets.",
    level: "advanced",
    duration: "eleven weeks (three lectures and one problem class a week)",
    plantedGap: "uniform convergence",
    modules: [
      {
        title: "Completeness and Sequences",
        description:
          "The least upper bound property, monotone and Cauchy sequences, and the Bolzano–Weierstrass theorem.",
        lesson: {
          title: "Why the reals are complete and the rationals are not",
          html: p(
            "The real numbers form an ordered field, like the rationals, but they satisfy one further axiom that does all the analytic work. The completeness axiom states that every non-empty subset of ℝ that is bounded above has a least upper bound, or supremum. The rationals fail it: S = {q ∈ ℚ : q² &lt; 2} is non-empty and bounded above by 2, but has no rational least upper bound, since no rational squares to 2 and any rational upper bound can be lowered.",
            "The first consequence is the Archimedean property: ℕ is not bounded above, so for every ε &gt; 0 there is n with 1/n &lt; ε.",
            "The second is the monotone convergence theorem: a bounded increasing sequence converges to its supremum. Let L = sup{aₙ}. Given ε &gt; 0, L − ε is not an upper bound, so some a_N &gt; L − ε; since the sequence increases, L − ε &lt; aₙ ≤ L for all n ≥ N. Example: define a₁ = 1 and aₙ₊₁ = √(2 + aₙ). Induction shows aₙ &lt; 2 and aₙ₊₁ &gt; aₙ, so the sequence converges to some L, and passing to the limit in the recurrence gives L = √(2 + L), so L² − L − 2 = 0 and L = 2, since L &gt; 0.",
            "The third is the Bolzano–Weierstrass theorem: every bounded sequence has a convergent subsequence. Call an index m a peak if aₘ ≥ aₙ for all n &gt; m. If there are infinitely many peaks, they form a decreasing subsequence; if there are finitely many, starting beyond the last peak we can repeatedly find a later, larger term, building an increasing subsequence. Either way we obtain a bounded monotone subsequence, which converges by the previous theorem.",
            "Finally, a sequence is Cauchy if for every ε &gt; 0 there is N such that |aₘ − aₙ| &lt; ε for all m, n ≥ N. In ℝ, a sequence converges if and only if it is Cauchy. Convergent implies Cauchy by the triangle inequality; conversely, a Cauchy sequence is bounded, so it has a subsequence converging to some L, and the Cauchy condition drags the whole sequence to L. The criterion tests convergence without knowing the limit in advance.",
          ),
        },
      },
      {
        title: "Continuity on Intervals",
        description:
          "The ε–δ definition, sequential continuity, and the intermediate and extreme value theorems with their proofs.",
        lesson: {
          title: "Two theorems that need completeness",
          html: p(
            "A function f is continuous at c if for every ε &gt; 0 there exists δ &gt; 0 such that |x − c| &lt; δ implies |f(x) − f(c)| &lt; ε. Equivalently, f(xₙ) → f(c) for every sequence xₙ → c; this sequential form is handy for proving discontinuity, since one bad sequence suffices. The Dirichlet function, 1 on the rationals and 0 on the irrationals, is discontinuous everywhere.",
            "Worked ε–δ proof that f(x) = x² is continuous at c. We have |x² − c²| = |x − c| |x + c|. First restrict δ ≤ 1; then |x| &lt; |c| + 1, so |x + c| &lt; 2|c| + 1. Choosing δ = min(1, ε ÷ (2|c| + 1)) gives |x² − c²| &lt; δ(2|c| + 1) ≤ ε. Here δ depends on c as well as ε.",
            "The intermediate value theorem states that if f is continuous on [a, b] and f(a) &lt; 0 &lt; f(b), then f(c) = 0 for some c in (a, b). Proof: let S = {x ∈ [a, b] : f(x) &lt; 0} and c = sup S, which exists by completeness. If f(c) &lt; 0, continuity gives an interval to the right of c on which f stays negative, so c is not an upper bound of S. If f(c) &gt; 0, continuity gives an interval to the left of c on which f is positive, so a smaller number is an upper bound of S, and c is not the least. Hence f(c) = 0. Application: p(x) = x⁵ − x − 1 has p(1) = −1 and p(2) = 29, so it has a root between 1 and 2; repeated bisection locates it at about 1.1673.",
            "The extreme value theorem states that a continuous function on a closed, bounded interval is bounded and attains its maximum and minimum. Proof of boundedness: if not, choose xₙ with |f(xₙ)| &gt; n; by Bolzano–Weierstrass a subsequence converges to some x in [a, b], the interval being closed, and continuity forces f of the subsequence to converge to f(x), contradicting unboundedness. To attain the supremum M, choose xₙ with f(xₙ) &gt; M − 1/n and apply the same argument. Both hypotheses are essential: f(x) = 1/x on (0, 1] is unbounded, and f(x) = x on [0, 1) has no maximum.",
          ),
        },
      },
      {
        title: "The Riemann Integral",
        description:
          "Upper and lower Darboux sums, Riemann's criterion, integrability of monotone functions and the fundamental theorem of calculus.",
        lesson: {
          title: "Darboux sums and the fundamental theorem",
          html: p(
            "Let f be bounded on [a, b] and let P = {x₀ &lt; x₁ &lt; … &lt; xₙ} be a partition with x₀ = a and xₙ = b. On each subinterval let Mᵢ and mᵢ be the supremum and infimum of f, and Δxᵢ = xᵢ − xᵢ₋₁. The upper and lower Darboux sums are U(f, P) = Σ Mᵢ Δxᵢ and L(f, P) = Σ mᵢ Δxᵢ. Refining a partition can only raise L and lower U, so every lower sum is at most every upper sum. The function is Riemann integrable when the supremum of the lower sums equals the infimum of the upper sums, and the common value is the integral.",
            "Riemann's criterion: f is integrable if and only if for every ε &gt; 0 there is a partition P with U(f, P) − L(f, P) &lt; ε. Worked example: f(x) = x on [0, 1] with the partition into n equal parts. Then U = Σ (i/n)(1/n) = (n + 1) ÷ 2n and L = Σ ((i − 1)/n)(1/n) = (n − 1) ÷ 2n, so U − L = 1/n, which can be made smaller than any ε. Both tend to 1/2.",
            "Every monotone function is integrable. If f is increasing and P divides [a, b] into n equal parts, then Mᵢ = f(xᵢ) and mᵢ = f(xᵢ₋₁), so U − L = [(b − a)/n] Σ (f(xᵢ) − f(xᵢ₋₁)) = (b − a)(f(b) − f(a)) ÷ n → 0. Monotone functions may have infinitely many jumps, so integrability does not require continuity; the Dirichlet function, by contrast, has U = 1 and L = 0 for every partition of [0, 1]. By Lebesgue's criterion, a bounded function is Riemann integrable exactly when its discontinuities form a null set.",
            "The fundamental theorem of calculus, part one: if f is integrable on [a, b] and F(x) = ∫ₐˣ f, then F is continuous, indeed Lipschitz with constant sup |f|, and if f is continuous at c then F′(c) = f(c). Part two: if G is differentiable on [a, b] with G′ = f integrable, then ∫ₐᵇ f = G(b) − G(a). For part two, the mean value theorem on each subinterval gives G(b) − G(a) = Σ f(tᵢ) Δxᵢ, a sum trapped between L(f, P) and U(f, P) for every partition, so it equals the integral.",
          ),
        },
      },
    ],
  },
  {
    slug: "pricing-strategy-and-value-capture",
    discipline: "Pricing strategy",
    title: "Pricing Strategy and Value Capture",
    description:
      "Pricing is the profit lever most firms manage least well: for a typical large company, a 1 per cent rise in average price lifts operating profit by around 10 per cent. For experienced managers and MBA candidates, the module covers economic value estimation, price elasticity and the break-even analysis of price changes, willingness-to-pay research, price discrimination and versioning, and dynamic pricing.",
    level: "advanced",
    duration: "six weeks (one three-hour executive workshop a week)",
    plantedGap: "dynamic pricing",
    modules: [
      {
        title: "Economic Value and Value-Based Pricing",
        description:
          "Estimating a product's economic value to the customer from its reference value and differentiation value, and setting price within that ceiling.",
        lesson: {
          title: "Economic value estimation",
          html: p(
            "Cost-plus pricing adds a margin to the supplier's costs; it is simple but ignores what customers would pay, leaving money on the table when value is high. Value-based pricing starts from the customer. Its central tool, set out by Thomas Nagle and colleagues in The Strategy and Tactics of Pricing, is economic value estimation. A product's economic value equals its reference value, the cost of the customer's best alternative, plus its positive differentiation value, the worth of everything it does better, minus its negative differentiation value, the cost of everything it does worse. Economic value is a ceiling for a rational, informed buyer, not a price; the price is then chosen within the range between the firm's costs and that ceiling.",
            "Worked example: a supplier launches an industrial lubricant for packaging machines. The incumbent product costs £40 a litre and must be changed every 500 operating hours; each change uses 4 litres and costs the customer £600 in labour and lost production. The new lubricant lasts 750 hours between changes, also using 4 litres. Over 3,000 operating hours, the incumbent requires 6 changes, costing 6 × £600 = £3,600 in labour and downtime plus 24 litres × £40 = £960 of lubricant, a total of £4,560. The new product requires 4 changes, costing £2,400 plus 16 litres at the unknown price. Setting the totals equal, the customer breaks even at a price of (£4,560 − £2,400) ÷ 16 = £135 a litre. That is the economic value: the reference value of £40 plus a differentiation value of £95 a litre.",
            "The supplier would not price at £135, because the customer would then gain nothing from switching and bear all the risk of a new product. If variable cost is £25 a litre, a price of around £85 to £95 shares the value: it earns a large margin while leaving the customer a saving of £40 to £50 a litre, large enough to justify the trial. Value that customers do not recognise cannot be captured. Salespeople armed with the downtime calculation sell the price; those without it negotiate against the £40 reference.",
            "Economic value differs between segments. A plant running three shifts gains far more from fewer changes than one running a single shift, which is the foundation for the segmented price structures studied later in the course.",
          ),
        },
      },
      {
        title: "Price Elasticity and the Economics of a Price Change",
        description:
          "Own-price elasticity, and break-even sales changes that tell managers how much volume a price cut must win or a price rise can afford to lose.",
        lesson: {
          title: "Break-even sales change analysis",
          html:
            p(
              "Price elasticity of demand, ε = %ΔQ ÷ %ΔP, measures how sensitive volume is to price. For a profit-maximising firm with some market power, the Lerner condition links the optimal margin to elasticity: (P − MC) ÷ P = −1 ÷ ε. A firm facing elasticity of −2 should earn a 50 per cent margin over marginal cost; at −4, a 25 per cent margin. Elasticity estimates are, however, uncertain and vary over the price range, so practitioners often start with a more robust question: how much would volume have to change for a proposed price move to leave contribution unchanged?",
              "If CM is the contribution margin as a percentage of the current price and ΔP the proposed price change in percentage points, the break-even sales change is %ΔQ = −ΔP ÷ (CM + ΔP). The denominator is the new margin, which is why price cuts are so expensive for low-margin businesses. The table shows break-even volume changes for common cases.",
            ) +
            "<table><tr><th>Contribution margin</th><th>5% price cut</th><th>5% price rise</th></tr><tr><td>20%</td><td>+33.3%</td><td>−20.0%</td></tr><tr><td>30%</td><td>+20.0%</td><td>−14.3%</td></tr><tr><td>50%</td><td>+11.1%</td><td>−9.1%</td></tr><tr><td>70%</td><td>+7.7%</td><td>−6.7%</td></tr></table>" +
            p(
              "Worked example: a distributor with a 30 per cent contribution margin considers a 5 per cent price cut. It needs 5 ÷ (30 − 5) = 20 per cent more volume just to stand still. Its best elasticity estimate, −1.8, predicts only about 9 per cent more volume, so the cut would reduce contribution. Conversely, a 5 per cent rise could lose up to 14.3 per cent of volume and still break even, whereas the same elasticity predicts a loss of about 9 per cent, so the rise looks profitable.",
              "Three refinements make the analysis realistic. If the change requires incremental fixed costs, such as advertising a price cut, the volume needed to cover them is added: the fixed cost divided by the new unit contribution. Competitive reaction matters most: a cut that rivals match quickly wins little volume but lowers the price level for the whole market. And customer reference prices shift, so a temporary cut can become a permanent expectation. Break-even analysis does not decide the question, but it frames it, turning a debate about whether customers are 'price sensitive' into a test of whether the required volume change is plausible.",
            ),
        },
      },
      {
        title: "Measuring Willingness to Pay and Designing Price Structures",
        description:
          "Van Westendorp, Gabor–Granger and conjoint methods, and using segmentation, versioning and fences to capture different customers' value.",
        lesson: {
          title: "From survey to price architecture",
          html: p(
            "Direct survey methods remain common because they are cheap. Peter van Westendorp's price sensitivity meter (1976) asks four questions: at what price the product would be so cheap that quality would be doubted, at what price it would be a bargain, at what price it would start to seem expensive, and at what price it would be too expensive to consider. Plotting cumulative distributions of the answers gives a range of acceptable prices between the points of marginal cheapness and marginal expensiveness, with the 'optimal' price point where the too-cheap and too-expensive curves cross. The Gabor–Granger method asks respondents whether they would buy at a sequence of prices, producing a demand curve from which a revenue-maximising price is read. Both suffer from hypothetical bias: stated willingness to pay typically exceeds what people actually pay, and respondents do not see competing offers.",
            "Choice-based conjoint analysis addresses some of these problems by presenting sets of complete product profiles, including competitors, and asking which the respondent would choose. A multinomial logit or hierarchical Bayes model estimates part-worth utilities for each attribute level; dividing the utility difference of a feature by the price coefficient gives an estimate of its monetary value, and market simulators predict shares at candidate prices. Field experiments and analysis of transaction data, where available, remain the strongest evidence.",
            "Willingness to pay varies between customers, and price structures exist to capture that variation. Economists distinguish three degrees of price discrimination. First-degree charges each buyer their full willingness to pay, approachable only through negotiation or individual pricing. Second-degree offers a menu, such as versions, bundles or quantity discounts, and lets customers select themselves. Third-degree sets different prices for observable groups, such as students or regions. Each requires a fence that stops high-value customers buying the low-price offer. Fences may be product features (the professional version's extra functions), buyer characteristics (proof of student status), or transaction conditions (minimum quantities, advance commitment).",
            "Good-better-best ranges are the most common versioning strategy, and the middle option often sells best because customers avoid extremes. Dan Ariely's account of a magazine offer shows how a decoy works: web-only at $59, print-only at $125 and print-plus-web at $125. Almost no one chose print-only, but its presence made the bundle look like a bargain, and when it was removed far fewer chose the bundle.",
          ),
        },
      },
    ],
  },
  {
    slug: "middle-english-language-and-manuscripts",
    discipline: "Middle English",
    title: "Middle English Language and Manuscripts",
    description:
      "Between the Norman Conquest and Caxton's press, written English had no single standard. Reading texts in their manuscript contexts, this option for final-year and master's students examines regional dialects and the Linguistic Atlas of Late Mediaeval English, the scribes of Chaucer's Canterbury Tales, the emergence of a written London standard, and alliterative verse.",
    level: "advanced",
    duration: "one term (eight weekly two-hour seminars, three of them in the manuscript reading room)",
    plantedGap: "alliterative verse",
    modules: [
      {
        title: "Mapping Middle English Dialects",
        description:
          "The major dialect areas, their diagnostic features, and the fit-technique behind the Linguistic Atlas of Late Mediaeval English.",
        lesson: {
          title: "Diagnostic forms and the fit-technique",
          html:
            p(
              "Middle English scribes usually wrote their own dialect, or partly translated their exemplar into it, so manuscripts preserve regional variation that later standard spelling concealed. Scholars traditionally divide the period's dialects into Northern (north of the Humber, continuous with Older Scots), East Midland, West Midland, Southern and Kentish, though the boundaries are bundles of separate features rather than lines. The most useful diagnostic features are these:",
            ) +
            "<table><tr><th>Feature</th><th>North</th><th>Midlands</th><th>South</th></tr><tr><td>Present 3rd person singular</td><td>-es (he makes)</td><td>-eth, with -es spreading south in the later period</td><td>-eth (he maketh)</td></tr><tr><td>Present plural</td><td>-es</td><td>-en</td><td>-eth</td></tr><tr><td>Present participle</td><td>-and(e)</td><td>-ende</td><td>-inde</td></tr><tr><td>Old English ā</td><td>stan, ham</td><td>stoon, hoom</td><td>stoon, hoom</td></tr><tr><td>'shall'</td><td>sal</td><td>shal, schal</td><td>shal, schal</td></tr></table>" +
            p(
              "Other markers include the reflexes of Old English y, which appear as i in the North and East Midlands (hill), u in the West Midlands and South-West (hul) and e in Kentish (hel); the Scandinavian-derived pronoun forms þai, þaim and þair, which spread southward from the North during the period, against southern hi, hem and here; and lexical items such as northern kirk and southern chirche.",
              "The Linguistic Atlas of Late Mediaeval English (McIntosh, Samuels and Benskin, 1986; revised online as eLALME in 2013) analysed more than a thousand linguistic profiles of texts written between about 1350 and 1450. Its key method is the fit-technique. Texts whose origin is independently known, such as local documents, serve as anchors. The forms of an unlocalised text are then compared, item by item, with the distribution maps: for each form, the area where it is attested is marked, and the text is placed where all its forms can co-occur. Each diagnostic excludes part of the map, and a dozen good ones can narrow a scribe's origin to a county or smaller.",
              "Worked example: a text reads sal for 'shall', -and for the present participle, stane for 'stone', kirk and thaim. Every one of these forms is northern, and their combination points to the North, probably Yorkshire or further north; a southern -eth in the same text would suggest a mixed exemplar or a scribe translating inconsistently. Such mixtures, sometimes called Mischsprachen, are common and are themselves evidence of a text's transmission history.",
            ),
        },
      },
      {
        title: "Chaucer's Scribes: Hengwrt, Ellesmere and Adam Pinkhurst",
        description:
          "What the two earliest manuscripts of the Canterbury Tales reveal about copying, ordering and editing, and the debate over the scribe's identity.",
        lesson: {
          title: "Two manuscripts, one scribe",
          html: p(
            "Chaucer died in 1400 leaving the Canterbury Tales unfinished and, as far as we know, without a fair copy. The two earliest and most important manuscripts are the Hengwrt manuscript (Aberystwyth, National Library of Wales, Peniarth MS 392 D) and the Ellesmere manuscript (San Marino, California, Huntington Library, MS EL 26 C 9). Both were copied in the first decade of the fifteenth century, Hengwrt probably first, and in 1978 Ian Doyle and Malcolm Parkes showed that both were written by the same scribe, whom they called Scribe B and who also copied part of a manuscript of Gower's Confessio Amantis, Trinity College Cambridge R.3.2.",
            "The manuscripts differ sharply. Ellesmere is a luxury book, with illuminated borders and the famous series of pilgrim portraits, including Chaucer himself on horseback beside the opening of his Tale of Melibee. Its tales follow the order that most modern editions adopt, and it includes the Canon's Yeoman's Prologue and Tale, which Hengwrt lacks. Hengwrt is plainer, has suffered damage, including rat damage, and arranges the tales in a different order, with signs that its exemplars arrived in pieces and that the scribe left spaces for links he did not yet have.",
            "Editors have long argued about which to follow. Ellesmere's order and completeness made it the base text for F. N. Robinson's editions and for The Riverside Chaucer (1987). Hengwrt's spelling and metre, however, are widely judged closer to Chaucer's own, since Ellesmere shows editorial smoothing, and Hengwrt underlies N. F. Blake's 1980 edition and the Variorum Chaucer.",
            "In 2004 Linne Mooney announced that Scribe B could be identified as Adam Pinkhurst, whose oath and signature appear in the Common Paper of the Scriveners' Company of London, dated to 1392, in a hand she matched to Hengwrt and Ellesmere. Pinkhurst was attractive as a candidate because Chaucer's short poem 'Chaucers Wordes unto Adam, His Owne Scriveyn' rebukes a copyist named Adam for careless work. The identification, published in Speculum in 2006, was widely accepted, but Lawrence Warner's Chaucer's Scribes (2018) challenged both the palaeographical match and the assumption that the Adam of the poem was Pinkhurst. The dispute is a useful exercise in how much weight handwriting comparison can bear.",
          ),
        },
      },
      {
        title: "Towards a Standard: London English and the Chancery Question",
        description:
          "Samuels's four types of incipient standard and the contested role of Chancery clerks in fifteenth-century standardisation.",
        lesson: {
          title: "Samuels's Types I to IV",
          html:
            p(
              "In a 1963 article, 'Some Applications of Middle English Dialectology', M. L. Samuels identified four groups of late Middle English texts whose spelling was consistent across many manuscripts, suggesting incipient standards rather than individual scribal habits.",
            ) +
            "<ul><li><strong>Type I</strong>, the 'Central Midlands Standard', found in the manuscripts of Wycliffite writings and based on the dialects of counties such as Northamptonshire, Huntingdonshire and Bedfordshire, with forms such as sich 'such', mych 'much', silf 'self', ony 'any' and si3 'saw'. Its spread owed much to the copying of the Wycliffite Bible.</li><li><strong>Type II</strong>, the London English of the Auchinleck manuscript and other texts from around 1330 to 1350, showing strong Essex-type features.</li><li><strong>Type III</strong>, London English of the late fourteenth and early fifteenth centuries, represented by the Hengwrt and Ellesmere manuscripts, with forms such as swich, nat, thise and yaf 'gave'.</li><li><strong>Type IV</strong>, which Samuels called Chancery Standard, found in government documents from about 1430, with forms such as such, not, these and gave, most of which survive in modern standard English.</li></ul>" +
            p(
              "The sequence from Type II to Type III shows London English becoming more Midland in character, which Samuels and others explained by immigration into London from the Central and East Midlands during the fourteenth century, changing the social make-up of the city's merchant class.",
              "John Hurt Fisher (1977) argued that Type IV was the product of a deliberate policy: the clerks of Chancery, trained in a single office and producing documents in English in growing numbers after the 1420s, spread a standard that the printers later adopted. The argument was influential but has been heavily criticised. Michael Benskin and Laura Wright, among others, have shown that Chancery documents themselves are far from uniform, that many 'Chancery' forms appear earlier in other London writing, and that standardisation was a slow, multi-centred process working through different text types at different speeds.",
              "Printing added a new pressure rather than a finished standard. William Caxton, who set up his press at Westminster in 1476, complained in the prologue to his Eneydos (1490) that English varied so much from shire to shire that a London mercer asking for eggys in Kent was told the woman understood no French, until a companion asked for eyren. Even 'eggs' still had no agreed written form.",
            ),
        },
      },
    ],
  },
];
