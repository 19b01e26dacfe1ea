/** One-hundred-and-second held-out evaluation courses, advanced level; see ai-courses-heldout102.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT102_C: EvalCourse[] = [
  {
    slug: "clinical-lipidology-for-specialist-practice",
    discipline: "Lipidology",
    title: "Clinical Lipidology for Specialist Practice",
    description:
      "LDL cholesterol causes atherosclerosis, and lowering it reduces cardiovascular events in proportion to the reduction achieved. Case-based sessions cover lipoprotein metabolism and laboratory measurement, the genetic and clinical diagnosis of familial hypercholesterolaemia, the trial evidence for statins, ezetimibe and PCSK9-directed therapy, and the assessment and management of severe hypertriglyceridaemia, for specialty trainees in cardiology, endocrinology, chemical pathology and general medicine.",
    level: "advanced",
    duration: "six weeks (one half-day case-based teaching session a week)",
    plantedGap: "severe hypertriglyceridaemia",
    modules: [
      {
        title: "Lipoproteins and Their Measurement",
        description:
          "The lipoprotein classes, apolipoprotein B, calculated versus directly measured LDL cholesterol, and lipoprotein(a).",
        lesson: {
          title: "From Chylomicron to Lp(a)",
          html: p(
            "Lipids travel in plasma inside lipoproteins, particles with a core of triglyceride and cholesteryl ester and a surface of phospholipid, free cholesterol and apolipoproteins. Chylomicrons, made in the intestine around apolipoprotein B-48, carry dietary fat; VLDL, secreted by the liver around apoB-100, carries endogenous triglyceride. Lipoprotein lipase on capillary endothelium hydrolyses their triglyceride, converting VLDL through IDL to LDL, the main carrier of cholesterol. LDL is cleared mainly by hepatic LDL receptors binding apoB-100; PCSK9 binds the receptor and directs it to lysosomal degradation, so more PCSK9 means fewer receptors and higher LDL cholesterol.",
            "Each VLDL, IDL, LDL and Lp(a) particle carries exactly one apoB molecule, so the apoB concentration counts atherogenic particles directly. When particle number and cholesterol content diverge, as in insulin resistance with small, cholesterol-depleted LDL, apoB predicts risk better than LDL cholesterol.",
            "Most laboratories still calculate LDL cholesterol with the Friedewald equation of 1972: LDL-C = total cholesterol − HDL-C − triglyceride/2.2, in mmol/L (triglyceride/5 in mg/dL). The divisor assumes a fixed ratio of triglyceride to cholesterol in VLDL. The equation is invalid when triglyceride exceeds 4.5 mmol/L and underestimates LDL-C at low concentrations, which matters when treating to targets below 1.8 mmol/L; the Martin–Hopkins method, with an adjustable factor, and the 2020 Sampson equation perform better. Non-HDL cholesterol, total minus HDL, captures all atherogenic cholesterol and is valid in non-fasting samples. For a patient with total cholesterol 6.8, HDL-C 1.2 and triglyceride 2.2 mmol/L, Friedewald LDL-C is 6.8 − 1.2 − 1.0 = 4.6 mmol/L and non-HDL-C is 5.6 mmol/L.",
            "Lipoprotein(a) is an LDL-like particle in which apolipoprotein(a) is linked to apoB-100 by a disulphide bond. Its concentration is about 90 per cent genetically determined by the LPA gene, where the number of kringle IV type 2 repeats sets isoform size, inversely related to concentration. Because levels change little over life, guidelines recommend measuring Lp(a) at least once in every adult. The 2022 European Atherosclerosis Society consensus treats values above about 50 mg/dL, roughly 105 to 125 nmol/L, as raising risk, and values above 180 mg/dL, about 430 nmol/L, as conferring lifetime risk comparable to heterozygous familial hypercholesterolaemia.",
          ),
        },
      },
      {
        title: "Familial Hypercholesterolaemia",
        description:
          "Genetics, the Simon Broome and Dutch Lipid Clinic Network criteria, and cascade testing of relatives.",
        lesson: {
          title: "Finding the Undiagnosed",
          html: p(
            "Familial hypercholesterolaemia is an autosomal co-dominant disorder of LDL clearance. In patients with a detected variant in the UK, about 93 per cent carry a pathogenic variant in LDLR, about 5 per cent in APOB affecting the receptor-binding region, and 1 to 2 per cent a gain-of-function variant in PCSK9. The heterozygous form affects about 1 in 250 to 1 in 300 people; the homozygous form, with LDL-C often above 13 mmol/L and coronary disease in childhood, affects roughly 1 in 300,000.",
            "Clinical signs are specific but insensitive: tendon xanthomata, especially of the Achilles tendons and the extensor tendons of the hands, and corneal arcus before 45. The Simon Broome criteria define definite FH as total cholesterol above 7.5 mmol/L or LDL-C above 4.9 mmol/L in an adult, with tendon xanthomata in the patient or a first- or second-degree relative, or a causative variant; possible FH combines the cholesterol criterion with a family history of myocardial infarction before 50 in a second-degree relative or before 60 in a first-degree relative, or of raised cholesterol.",
            "The Dutch Lipid Clinic Network score adds points:" +
              "<table><tr><th>Criterion</th><th>Points</th></tr><tr><td>LDL-C ≥ 8.5 / 6.5–8.4 / 5.0–6.4 / 4.0–4.9 mmol/L</td><td>8 / 5 / 3 / 1</td></tr><tr><td>Tendon xanthomata</td><td>6</td></tr><tr><td>Corneal arcus before age 45</td><td>4</td></tr><tr><td>Premature coronary disease in the patient</td><td>2</td></tr><tr><td>First-degree relative with tendon xanthomata or arcus, or child with LDL-C above the 95th centile</td><td>2</td></tr><tr><td>First-degree relative with premature vascular disease or LDL-C above the 95th centile</td><td>1</td></tr><tr><td>Functional variant in LDLR, APOB or PCSK9</td><td>8</td></tr></table>",
            "A score above 8 is definite, 6 to 8 probable and 3 to 5 possible FH. A 42-year-old man with LDL-C of 6.9 mmol/L (5 points) and Achilles xanthomata (6 points) scores 11. About a fifth to a third of clinically diagnosed patients have no monogenic variant; many have a polygenic burden of common LDL-raising alleles.",
            "In cascade testing, each first-degree relative of a heterozygote has a 50 per cent chance of being affected; relatives are tested for the family variant where one is known, or against age- and sex-specific LDL-C thresholds. Children should be tested by age 10, and statin treatment is usually considered from about 8 to 10 years.",
          ),
        },
      },
      {
        title: "LDL-Lowering Therapy and the Trials Behind It",
        description:
          "What the trials of statins, ezetimibe, PCSK9 inhibitors, inclisiran and bempedoic acid show, and how targets translate into treatment.",
        lesson: {
          title: "Lowering LDL: Drugs and Evidence",
          html: p(
            "The organising principle of LDL therapy comes from the Cholesterol Treatment Trialists' meta-analysis of 2010: across 26 randomised trials, each 1.0 mmol/L reduction in LDL cholesterol reduced major vascular events by about 22 per cent, with no lower threshold observed.",
            "Statins inhibit HMG-CoA reductase and up-regulate hepatic LDL receptors. NICE defines high-intensity therapy as a reduction of at least 40 per cent, achieved by atorvastatin 20 mg or more, and recommends atorvastatin 20 mg for primary and 80 mg for secondary prevention, aiming for a reduction in non-HDL cholesterol of more than 40 per cent. The 2019 ESC/EAS guidelines instead set absolute goals: for very high-risk patients, LDL-C below 1.4 mmol/L and a reduction of at least 50 per cent from baseline.",
            "Ezetimibe blocks intestinal cholesterol absorption through NPC1L1 and adds about 20 to 25 per cent LDL lowering. IMPROVE-IT (2015) randomised 18,144 patients after acute coronary syndrome to simvastatin with ezetimibe or simvastatin alone; LDL-C averaged 1.4 against 1.8 mmol/L and the primary end point fell by 2.0 percentage points absolute, a 6.4 per cent relative reduction over seven years.",
            "Monoclonal antibodies against PCSK9 lower LDL-C by about 60 per cent on top of statins. FOURIER (2017) randomised 27,564 patients with atherosclerotic disease to evolocumab or placebo; median LDL-C fell to 0.78 mmol/L, and the primary end point fell by 15 per cent and the key secondary end point of cardiovascular death, myocardial infarction or stroke by 20 per cent. ODYSSEY OUTCOMES (2018) found a 15 per cent reduction with alirocumab in 18,924 patients after acute coronary syndrome. Inclisiran, a small interfering RNA that silences hepatic PCSK9 synthesis, is given as 284 mg subcutaneously at day 0, at 3 months and then every 6 months, lowering LDL-C by about 50 per cent in the ORION-10 and ORION-11 trials, with outcome trials following.",
            "Bempedoic acid inhibits ATP citrate lyase upstream of HMG-CoA reductase. It is a prodrug activated by an enzyme present in liver but not skeletal muscle, which is why it causes few muscle symptoms. In CLEAR Outcomes (2023), 13,970 statin-intolerant patients achieved a 21 per cent greater LDL-C reduction than with placebo and a 13 per cent reduction in major adverse cardiovascular events.",
          ),
        },
      },
    ],
  },
  {
    slug: "physics-of-liquid-crystals",
    discipline: "Liquid crystal physics",
    title: "Physics of Liquid Crystals",
    description:
      "Derive the Maier–Saupe mean-field result, write the Frank free energy for splay, twist and bend, calculate the Fréedericksz threshold of a nematic cell and design the optics of a twisted nematic display: a graduate course in the statistical and continuum physics of mesophases, closing with flexoelectricity and its role in modern display modes.",
    level: "advanced",
    duration: "one term (twenty lectures and eight problem classes)",
    plantedGap: "flexoelectricity",
    modules: [
      {
        title: "Mesophases and Orientational Order",
        description:
          "Nematic, smectic and cholesteric order, the scalar and tensor order parameters, and the Maier–Saupe theory of the nematic–isotropic transition.",
        lesson: {
          title: "Measuring and Modelling Order",
          html: p(
            "Thermotropic liquid crystals are phases of anisotropic molecules, typically rod-like or calamitic, that lie between the crystal and the isotropic liquid in temperature. The standard example, 4-cyano-4′-pentylbiphenyl or 5CB, melts to a nematic phase at about 22.5 °C and clears to an isotropic liquid at 35.0 °C. In the nematic phase molecular centres of mass have no long-range positional order, but the long axes align on average along a unit vector, the director n. Because the molecules, or at least their ensemble, are apolar, n and −n describe the same state. Smectic A phases add one-dimensional density modulation, forming layers with the director along the layer normal; in smectic C the director tilts within the layers. In chiral nematics, or cholesterics, the director rotates in a helix of pitch p, and the phase selectively reflects circularly polarised light near a wavelength equal to the mean refractive index times p.",
            "The degree of alignment is measured by the scalar order parameter S = ⟨P₂(cos θ)⟩ = ⟨(3cos²θ − 1)/2⟩, where θ is the angle between a molecular axis and the director. S is 1 for perfect alignment and 0 for the isotropic phase; typical nematic values lie between about 0.3 and 0.7. Because the director is defined only up to sign and its direction may vary, a fuller description uses the traceless symmetric tensor Q_ij = S(n_i n_j − δ_ij/3) for a uniaxial phase. Experimentally S is obtained from birefringence, diamagnetic anisotropy or NMR quadrupolar splittings.",
            "Maier and Saupe treated each molecule as sitting in a mean field from its neighbours, U(θ) = −A S P₂(cos θ), with A a coupling constant. Self-consistency requires S = ∫P₂ exp(−U/kT) dΩ / ∫exp(−U/kT) dΩ. Solving numerically and comparing free energies shows a first-order transition at kT_NI = 0.2202 A, where S jumps from 0 to 0.4292 irrespective of molecular detail.",
            "Landau–de Gennes theory explains why the transition must be first order. Expanding the free energy in powers of Q, F = a(T − T*) tr Q² − b tr Q³ + c (tr Q²)², the cubic term is allowed by symmetry, because positive and negative S describe physically different states, prolate and oblate alignment. A cubic term makes the transition discontinuous, and the isotropic phase remains metastable down to T*, slightly below T_NI.",
          ),
        },
      },
      {
        title: "Elasticity and the Fréedericksz Transition",
        description:
          "The Frank–Oseen free energy, typical elastic constants, and field-induced reorientation in a thin cell.",
        lesson: {
          title: "Splay, Twist, Bend and the Threshold Field",
          html: p(
            "On length scales much larger than a molecule, a nematic is described by a slowly varying director field n(r). Distortions cost elastic energy, which Oseen and Frank wrote as the free energy density f = ½K₁(∇·n)² + ½K₂(n·∇×n)² + ½K₃|n×(∇×n)|², where K₁, K₂ and K₃ are the splay, twist and bend elastic constants. Dimensional analysis gives K of order U/a, with U an intermolecular interaction energy of order kT_NI and a a molecular length, predicting a few piconewtons. For 5CB at room temperature, measured values are around K₁ ≈ 6 pN, K₂ ≈ 3–4 pN and K₃ ≈ 8–10 pN; the ordering K₂ below K₁ below K₃ is typical of calamitic nematics.",
            "An electric field couples to the dielectric anisotropy Δε = ε∥ − ε⊥ through the energy density −½ε₀Δε(n·E)². For Δε positive, the director tends to align along the field. Consider a planar cell of thickness d, with the director anchored parallel to the plates, and apply a voltage across the cell. Below a threshold nothing happens, because any deformation costs elastic energy near the anchored surfaces; above it the director tilts in the middle of the cell. Writing the tilt as θ(z) = θ_m sin(πz/d) and minimising the total free energy to second order in θ_m gives the threshold field E_c = (π/d)√(K₁/(ε₀Δε)), so the threshold voltage V_c = π√(K₁/(ε₀Δε)) is independent of thickness. With K₁ = 6.4 pN and Δε = 11.5 for 5CB, V_c ≈ 0.79 V.",
            "The same analysis applies to twist and bend geometries, which select K₂ and K₃ respectively; bend is probed with a homeotropic cell and a material of negative Δε. With a magnetic field the threshold is H_c = (π/d)√(K/(μ₀Δχ)), which does depend on thickness, and Fréedericksz and his co-workers used this dependence between 1927 and 1933 to make the first measurements of elastic constants.",
            "Two practical points follow. Devices are driven with alternating voltage, typically at around 1 kHz, because the torque depends on E² and because direct current causes ionic migration and electrochemical degradation. And the balance of elastic and field energies defines an electric coherence length ξ = (1/E)√(K/(ε₀Δε)), the distance over which a surface perturbation heals in the bulk, which sets the width of wall defects in switched cells.",
          ),
        },
      },
      {
        title: "Optics and the Twisted Nematic Display",
        description:
          "Birefringence, waveguiding in twisted cells, and the design and addressing limits of twisted and supertwisted nematic displays.",
        lesson: {
          title: "The Twisted Nematic Cell",
          html: p(
            "A nematic is optically a uniaxial crystal with its optic axis along the director. Light polarised along n sees the extraordinary index n_e, light polarised perpendicular to it sees the ordinary index n_o, and the birefringence Δn = n_e − n_o is large: about 0.18 for 5CB in the visible, with n_o ≈ 1.53 and n_e ≈ 1.71. A layer of thickness d introduces a phase retardation Γ = 2πΔn d/λ between the two polarisation components, and a planar cell at 45° between crossed polarisers transmits T = sin²(Γ/2).",
            "The twisted nematic cell, introduced by Schadt and Helfrich in 1971, uses two glass plates with rubbed polyimide alignment layers at right angles, so that the director twists through 90° across the cell. The alignment layers also impose a pretilt of a few degrees, which prevents domains tilting in opposite senses when voltage is applied, and a small amount of chiral dopant fixes the sense of twist. If the twist is slow compared with the retardation, a condition first analysed by Mauguin, polarised light follows the director and emerges rotated by 90°. Between crossed polarisers the cell is then bright in the off state, the normally white mode.",
            "Gooch and Tarry solved the general case in 1975. For a 90° cell between parallel polarisers the leakage is T = sin²[(π/2)√(1 + u²)]/(1 + u²), with u = 2dΔn/λ. Leakage vanishes at u = √3, √15, √35 and so on. Displays are usually designed for the first minimum, dΔn = (√3/2)λ ≈ 0.48 µm at 550 nm, giving a cell about 4.8 µm thick for a mixture with Δn = 0.1.",
            "Above threshold, typically at two to three times V_c, the molecules in the middle of the cell tilt towards the field, waveguiding is destroyed and the normally white cell turns dark. The electro-optic curve is not steep, and this limits passive matrix addressing. Alt and Pleshko showed in 1974 that with N multiplexed rows the best achievable ratio of on to off voltage is V_on/V_off = √[(√N + 1)/(√N − 1)], about 1.11 for 100 rows, too small for good contrast with a conventional TN curve. Supertwisted cells, with twists of 180° to 270°, steepen the curve and allowed hundreds of rows; active-matrix addressing with a thin-film transistor at each pixel removed the limit altogether.",
          ),
        },
      },
    ],
  },
  {
    slug: "geostatistics-variograms-and-kriging",
    discipline: "Geostatistics",
    title: "Geostatistics: Variograms and Kriging",
    description:
      "Samples taken close together in space tend to resemble each other, and classical statistics that assume independence throw that information away. Building from the experimental variogram and model fitting to ordinary and block kriging, cross-validation and conditional simulation, the course prepares analysts to estimate ore grades and contaminant concentrations and to state how uncertain those estimates are.",
    level: "advanced",
    duration: "eight weeks (two lectures and one computer practical a week)",
    plantedGap: "conditional simulation",
    modules: [
      {
        title: "The Experimental Variogram and Its Models",
        description:
          "Computing semivariances from data, reading nugget, sill and range, and fitting permissible models including anisotropy.",
        lesson: {
          title: "Describing Spatial Continuity",
          html: p(
            "Geostatistics, developed by Georges Matheron in the early 1960s from Danie Krige's work on Witwatersrand gold grades, treats a spatial variable as a realisation of a random function. Its central tool is the variogram. Under the intrinsic hypothesis, that the mean is constant and the variance of differences depends only on separation, the semivariogram is γ(h) = ½ E[(Z(x) − Z(x + h))²], and where a covariance exists, γ(h) = C(0) − C(h).",
            "The experimental semivariogram is γ̂(h) = (1/2N(h)) Σ [z(x_i) − z(x_i + h)]², summed over the N(h) pairs separated by lag h. With irregular data, pairs are grouped into lag classes with a distance tolerance, typically half the lag spacing, and for directional variograms an angular tolerance, often ±22.5°. Journel and Huijbregts' rules of thumb remain sound: use only lags up to about half the maximum extent of the data, and only lags with at least 30 pairs.",
            "Three features are read from the plot. The nugget is the apparent discontinuity at the origin, combining measurement error with variation at scales shorter than the closest sample spacing. The sill is the plateau, roughly the variance of the data. The range is the distance at which the sill is reached, beyond which samples are effectively uncorrelated.",
            "The fitted model must be permissible, meaning any linear combination of values must have non-negative variance; an arbitrary curve through the points is not acceptable. Common choices, with nugget c₀, partial sill c and parameter a, are:" +
              "<ul><li>spherical: γ(h) = c₀ + c[1.5(h/a) − 0.5(h/a)³] for h ≤ a, and c₀ + c beyond, with a the true range;</li><li>exponential: γ(h) = c₀ + c[1 − exp(−h/a)], reaching 95 per cent of the sill at a practical range of 3a;</li><li>Gaussian: γ(h) = c₀ + c[1 − exp(−(h/a)²)], parabolic near the origin and describing very smooth variables, with practical range √3·a;</li><li>power: γ(h) = c₀ + b·h^α with 0 &lt; α &lt; 2, unbounded, for variables with no finite variance.</li></ul>",
            "Models are fitted by weighted least squares, commonly with Cressie's weights N(h)/γ(h)², or interactively with geological judgement. Directional variograms reveal anisotropy. Geometric anisotropy, where the range varies with direction but the sill does not, is modelled by an ellipse and a coordinate transformation; zonal anisotropy, where the sill varies with direction, needs nested structures.",
          ),
        },
      },
      {
        title: "Ordinary Kriging",
        description:
          "Deriving the kriging system, interpreting weights and kriging variance, and choosing a search neighbourhood.",
        lesson: {
          title: "The Best Linear Unbiased Estimator",
          html: p(
            "Kriging estimates the value at an unsampled location x₀ as a weighted sum of nearby data, Z*(x₀) = Σ λ_i Z(x_i). Ordinary kriging assumes the mean is constant within the search neighbourhood but unknown. Requiring the estimator to be unbiased imposes Σ λ_i = 1, and choosing the weights to minimise the estimation variance E[(Z*(x₀) − Z(x₀))²] subject to that constraint, with a Lagrange multiplier μ, gives n + 1 linear equations: Σ_j λ_j γ(x_i − x_j) + μ = γ(x_i − x₀) for each i = 1 to n, and Σ_j λ_j = 1.",
            "The left-hand matrix depends only on the geometry of the data and the variogram; the right-hand vector expresses the structural closeness of each datum to the target. The minimised estimation variance, the ordinary kriging variance, is σ²_OK = Σ λ_i γ(x_i − x₀) + μ. Because neither equation contains the data values, the kriging variance measures the quality of the sampling configuration under the model, not the local variability of the data, a limitation to keep in mind when it is quoted as a measure of uncertainty.",
            "Several properties follow from the system. Kriging is an exact interpolator: at a data location it returns the datum with zero variance, unless the nugget is treated as measurement error and filtered. Clustered samples share weight, because the matrix recognises their redundancy, which makes kriging automatically decluster. Near samples screen more distant ones lying behind them, particularly with continuous models and small nuggets, and the screened samples can receive small negative weights, which may produce estimates outside the data range. As the nugget proportion rises, the weights tend towards equality, and with a pure nugget model kriging returns the neighbourhood mean.",
            "Simple kriging assumes a known global mean, drops the constraint and the multiplier, and assigns the remaining weight 1 − Σλ_i to that mean; it is appropriate when the mean is well established and the domain is stationary.",
            "The search neighbourhood is a practical compromise. Typical implementations use between 8 and 24 samples, often with an octant or quadrant search to prevent all data coming from one side, and an ellipse aligned with the anisotropy. Too few samples give noisy, biased estimates; too many add computation and can dilute the local mean that ordinary kriging is meant to track.",
          ),
        },
      },
      {
        title: "Block Kriging and Cross-Validation",
        description:
          "Estimating averages over mining or remediation blocks, the support effect, and testing the fitted model by leaving data out.",
        lesson: {
          title: "Support, Smoothing and Validation",
          html: p(
            "Decisions are rarely made at points. A mine sends blocks of perhaps 10 × 10 × 5 m to the mill or the waste dump; a remediation contractor excavates or leaves whole cells of soil. The values of interest are block averages, and these have less variance than point values: the support effect. Krige's additivity relation expresses this with dispersion variances. The variance of points within the deposit equals the variance of points within blocks plus the variance of blocks within the deposit, D²(·|D) = D²(·|V) + D²(V|D), and the within-block term equals γ̄(V,V), the average variogram between all pairs of points in the block. The larger the block, the larger γ̄(V,V) and the smaller the spread of block values.",
            "Block kriging estimates the block average directly. The right-hand side of the kriging system replaces γ(x_i − x₀) with γ̄(x_i, V), the average variogram between datum i and the block, computed numerically by discretising the block into, for example, 4 × 4 × 2 points. The block kriging variance is Σ λ_i γ̄(x_i, V) + μ − γ̄(V,V), smaller than the point kriging variance at the block centre.",
            "Kriged blocks are still smoother than the true blocks, because each estimate is an average of several samples. If true block grades are regressed on estimated grades, a slope below 1 means high estimates overstate true high grades and low estimates understate true low grades: blocks estimated above a cut-off are on average poorer than predicted. This regression effect was the problem Krige set out to correct in South African gold mines.",
            "Cross-validation checks the whole model. Each datum is removed in turn and re-estimated from the others using the chosen variogram and neighbourhood. Three statistics summarise the results: the mean error, which should be close to zero; the mean squared error, which should be small compared with the data variance and is used to compare rival models; and the mean standardised squared error, each squared error divided by its kriging variance, which should be close to 1 if the kriging variance is well calibrated. Errors should also be mapped and plotted against estimates: spatial clusters of large errors point to a missed trend, a change of domain or an anisotropy that the model has ignored.",
          ),
        },
      },
    ],
  },
  {
    slug: "just-war-theory-traditionalists-and-revisionists",
    discipline: "Just war theory",
    title: "Just War Theory: Traditionalists and Revisionists",
    description:
      "Taking Michael Walzer's Just and Unjust Wars as its starting point, the seminar series reconstructs the classical criteria of jus ad bellum and jus in bello, examines the doctrine of double effect and non-combatant immunity, assesses Jeff McMahan's challenge to the moral equality of combatants, and asks whether humanitarian intervention can ever supply a just cause.",
    level: "advanced",
    duration: "ten weeks (one two-hour research seminar a week)",
    plantedGap: "humanitarian intervention",
    modules: [
      {
        title: "When May a War Be Fought? The Criteria of Jus ad Bellum",
        description:
          "From Augustine and Aquinas to the modern list: just cause, legitimate authority, right intention, last resort, proportionality and probability of success.",
        lesson: {
          title: "The Classical Criteria and the Legalist Paradigm",
          html: p(
            "The just war tradition begins with Augustine, who argued that a Christian could fight when war was waged to punish wrongdoing and restore peace, and that the evil in war lies less in killing than in cruelty, lust for domination and love of violence. Aquinas gave the tradition its enduring form in the Summa Theologiae, II-II, question 40, article 1: a war is just if it is waged on the authority of the sovereign, for a just cause, namely to punish a wrong, and with right intention, aiming at good and avoiding evil. The Salamanca theologian Francisco de Vitoria, lecturing in 1539, recognised that both sides might sincerely believe their cause just through invincible ignorance, an opening for the later idea that combatants on both sides act permissibly. Hugo Grotius, in De iure belli ac pacis of 1625, moved the criteria from theology into the law of nations.",
            "Modern statements usually list six conditions: just cause, legitimate authority, right intention, last resort, proportionality and a reasonable probability of success. Last resort cannot mean literally last, since there is always something else to try; it is read as requiring that reasonable non-violent alternatives have been tried or are clearly futile. Proportionality requires that the expected goods of war outweigh its expected harms, but which goods count? Thomas Hurka argued in 2005 that only goods connected to the just causes, or to a restricted class of contributing aims such as disarming an aggressor, may be weighed, so an economic windfall from victory may not.",
            "Walzer's Just and Unjust Wars (1977) reconstructs the tradition in what he calls the legalist paradigm, modelled on domestic society and on the UN Charter's prohibition of the use of force in Article 2(4) and its preservation of self-defence in Article 51. Aggression, the use or imminent threat of force against the political sovereignty or territorial integrity of another state, is the only crime of war; resisting it, by the victim or by any other state, is the paradigm just cause.",
            "Walzer allows anticipatory war in narrow circumstances, citing Israel's attack in June 1967: there must be a manifest intent to injure, active preparation that makes the intent a positive danger, and a situation in which waiting greatly magnifies the risk. Preventive war against a merely growing threat remains aggression.",
          ),
        },
      },
      {
        title: "Fighting Justly: Discrimination, Proportionality and Double Effect",
        description:
          "Non-combatant immunity, proportionality in bello, the doctrine of double effect with Walzer's amendment, and the argument from supreme emergency.",
        lesson: {
          title: "The Rules of Jus in Bello",
          html: p(
            "Jus in bello governs conduct in war regardless of which side has the just cause. Its first principle is discrimination: combatants may be deliberately attacked, non-combatants may not. Walzer grounds the distinction in the idea that soldiers, by being trained, armed and organised to fight, have made themselves dangerous and so lost their immunity, whereas civilians, including munitions workers away from their factories, have not. Its second principle is proportionality: as Additional Protocol I of 1977 puts it in Article 51(5)(b), an attack is prohibited if it may be expected to cause incidental civilian harm excessive in relation to the concrete and direct military advantage anticipated.",
            "Almost every military action endangers civilians, so discrimination would forbid war altogether unless it distinguishes intended from foreseen harm. That is the work of the doctrine of double effect, which traces back to Aquinas's discussion of killing in self-defence in question 64, article 7, and was formalised by later scholastics. An act with a bad foreseen effect is permissible if the act itself is not wrong, the agent intends only the good effect, the bad effect is not the means to the good, and there is a proportionately serious reason.",
            "Walzer found the doctrine too permissive, because it lets an agent foresee many civilian deaths, not intend them and proceed. He proposed a principle of double intention: the agent must intend the good effect and must also intend to minimise the foreseeable evil, accepting costs to himself to do so. His illustration is the Free French airmen who bombed military targets in occupied France during the Second World War, flying lower than was safe for them to improve accuracy and spare French civilians. Combatants, on this view, are required to take risks for the sake of non-combatants.",
            "Walzer also argues that the rules may be overridden in a supreme emergency, when a political community faces an imminent threat of the kind Nazism posed, one that would destroy its members or their way of life. He holds that British area bombing of German cities might have been defensible in 1940 and 1941, when Britain had no other means of striking back, but not from 1942, when the emergency had passed, and certainly not at Dresden in 1945.",
          ),
        },
      },
      {
        title: "The Revisionist Challenge",
        description:
          "McMahan's argument against the moral equality of combatants, liability to defensive harm, and traditionalist replies.",
        lesson: {
          title: "Are Combatants Moral Equals?",
          html: p(
            "Walzer's theory rests on the independence of jus in bello from jus ad bellum. Soldiers on both sides of a war have an equal right to kill enemy soldiers, provided they obey the rules of conduct, because neither side's soldiers are criminals: they are victims of their political leaders' decisions and are caught in a relationship of mutual danger. This thesis of the moral equality of combatants matches the law of armed conflict, which gives combatant immunity to soldiers of aggressor and defender alike.",
            "Jeff McMahan, in articles from 2004 and in Killing in War (2009), attacked the thesis at its root. He argues for an individualist, reductivist account in which the morality of killing in war is continuous with the morality of individual self-defence. A person becomes liable to defensive harm by being morally responsible for an unjustified threat. Just combatants who defend against aggression pose only justified threats, so they are not liable to be killed, and unjust combatants who kill them wrong them. Unjust combatants also cannot satisfy the in bello proportionality requirement, because the military advantage they seek serves an unjust end and has no positive weight to set against the harms they cause. The result is a radical asymmetry: in most wars one side's soldiers are acting wrongly whenever they fight at all.",
            "McMahan separates this deep morality of war from the laws of war. Given soldiers' uncertainty about which side is just and the absence of an impartial authority to decide, he accepts that the laws should remain symmetrical for now, so that legal and moral permission come apart.",
            "Traditionalists and others press several objections. Seth Lazar's responsibility dilemma argues that if the threshold for liability is set low enough to make most unjust combatants liable, it also makes many civilians who support the war liable, eroding non-combatant immunity; if it is set high, many unjust combatants escape liability, and killing them becomes hard to justify, pushing towards contingent pacifism. David Rodin's War and Self-Defense (2002) argues that national defence cannot be built out of individual self-defence at all. Henry Shue holds that war is a distinctive practice whose rules must be usable by soldiers under fire, and Walzer himself replies that revisionism describes a morality that armies could never follow.",
          ),
        },
      },
    ],
  },
  {
    slug: "induction-heating-principles-power-supplies-and-hardening",
    discipline: "Induction heating engineering",
    title: "Induction Heating: Principles, Power Supplies and Hardening",
    description:
      "Skin depth, frequency selection, resonant inverter design and surface hardening: an advanced course for electrical and manufacturing engineers who specify or build induction heating systems, covering coil design with flux concentrators and the metallurgy behind case depth.",
    level: "advanced",
    duration: "seven weeks (two lectures and one laboratory session a week)",
    plantedGap: "flux concentrators",
    modules: [
      {
        title: "Eddy Currents and Reference Depth",
        description:
          "The electromagnetic basis of induction heating, reference depth and its dependence on frequency, resistivity and permeability, and the choice of frequency and coil geometry.",
        lesson: {
          title: "Where the Heat Goes",
          html: p(
            "An induction coil carrying alternating current sets up an alternating magnetic field, which induces eddy currents in a conducting workpiece placed inside or near it. The eddy currents dissipate power by Joule heating. In ferromagnetic steels below the Curie temperature, about 770 °C for plain carbon steels, hysteresis adds a smaller contribution.",
            "The induced current is not uniform. In a thick workpiece, current density falls roughly exponentially with depth, J(x) = J₀ exp(−x/δ), where the reference or skin depth is δ = √(2ρ/(ωμ₀μ_r)) = 503√(ρ/(μ_r f)) metres, with ρ the resistivity in Ω m, μ_r the relative permeability and f the frequency in hertz. About 63 per cent of the current and, since power goes as current squared, about 86 per cent of the power is generated within one reference depth of the surface.",
            "<table><tr><th>Material at 10 kHz</th><th>ρ (Ω m)</th><th>μ_r</th><th>δ</th></tr><tr><td>Copper, 20 °C</td><td>1.7 × 10⁻⁸</td><td>1</td><td>0.66 mm</td></tr><tr><td>Aluminium, 20 °C</td><td>2.7 × 10⁻⁸</td><td>1</td><td>0.83 mm</td></tr><tr><td>Carbon steel, 20 °C (μ_r taken as 100)</td><td>1.7 × 10⁻⁷</td><td>100</td><td>0.21 mm</td></tr><tr><td>Carbon steel above the Curie point</td><td>1.2 × 10⁻⁶</td><td>1</td><td>5.5 mm</td></tr></table>",
            "The table shows the most important fact of steel heating: as the surface passes the Curie point, permeability collapses to 1 and resistivity has risen several-fold, so the reference depth grows by more than an order of magnitude.",
            "Frequency is chosen from the ratio of workpiece diameter to reference depth. When a solid cylinder is less than about 2.5 to 3 reference depths in diameter, eddy currents from opposite sides cancel and electrical efficiency collapses; a ratio of about 4 or more is used for efficient through-heating. For hot steel billets 100 mm in diameter this requires δ of 25 mm or less, so f ≥ ρ(503/δ)² ≈ 490 Hz, and supplies of 500 Hz to 1 kHz are typical. Surface hardening, which needs the heat confined to the outer millimetre or two, uses tens to hundreds of kilohertz.",
            "Coil geometry governs efficiency as much as frequency. The coupling gap between coil and workpiece should be as small as mechanical clearance and temperature allow because the field weakens rapidly with distance. Coils are made from water-cooled copper tube or machined copper, since their own I²R losses are substantial.",
          ),
        },
      },
      {
        title: "Resonant Power Supplies",
        description:
          "Why induction loads need compensation capacitors, and how series and parallel resonant inverters are designed and controlled.",
        lesson: {
          title: "Tank Circuits and Inverters",
          html: p(
            "Seen from its terminals, a coil with a workpiece inside behaves as an inductance in series with a small resistance representing the power delivered to the load and lost in the coil. The power factor is poor, often 0.1 to 0.3 and lower for non-magnetic loads, so a supply that fed the coil directly would have to deliver a large reactive current for every kilowatt of heating. Every practical system therefore compensates the coil with a capacitor bank, forming a resonant tank circuit whose natural frequency is f₀ = 1/(2π√(LC)). For a coil and load of 2 µH intended to run at 25 kHz, the required capacitance is C = 1/((2πf₀)²L) ≈ 20 µF. The circulating current in the tank exceeds the supply current by roughly the quality factor Q of the circuit, so capacitors, busbars and coil leads must be rated for it.",
            "Two topologies dominate. In the series-resonant, or voltage-fed, inverter, the capacitor is in series with the coil, and an H-bridge of transistors fed from a DC link with a large smoothing capacitor applies a square-wave voltage. The tank current is nearly sinusoidal. The inverter is operated slightly above resonance, so that the load appears inductive and the switches turn on at zero voltage, minimising switching losses. In the parallel-resonant, or current-fed, inverter, the capacitor is in parallel with the coil, and the bridge is fed through a large DC-link inductor, so it switches a square wave of current into a load whose voltage is nearly sinusoidal. Traditional medium-frequency thyristor supplies use this arrangement and run slightly above resonance so that the load appears capacitive and the thyristors are commutated naturally.",
            "Device choice follows frequency and power. Thyristor inverters serve from mains frequency to roughly 10 kHz at megawatt ratings; IGBT inverters cover up to about 100 kHz; MOSFETs and, increasingly, silicon carbide devices serve hundreds of kilohertz, the range once occupied by vacuum-tube oscillators.",
            "Power is controlled in three main ways:" +
              "<ul><li>varying the DC-link voltage with a controlled rectifier, which keeps the inverter at its optimum operating point but slows response;</li><li>shifting the inverter frequency away from resonance, which is simple but increases switching losses and reactive current;</li><li>pulse density modulation or phase-shift control of the bridge, which regulate power at a fixed DC voltage.</li></ul>",
          ),
        },
      },
      {
        title: "Induction Surface Hardening",
        description:
          "Heating cycles, quench and tempering for induction-hardened steel parts, and how case depth is specified and checked.",
        lesson: {
          title: "Hardening in Practice",
          html: p(
            "Induction hardening produces a hard, wear-resistant martensitic case over a tough core, without heating the whole part. It suits medium-carbon steels, typically 0.35 to 0.55 per cent carbon, such as C45 (AISI 1045) and alloyed grades such as 42CrMo4 (AISI 4140), in parts such as shafts, axles, crankshaft journals, gear teeth and machine-tool ways. The achievable surface hardness depends mainly on carbon content: about 55 to 60 HRC for 0.45 per cent carbon.",
            "The surface must be fully austenitised before quenching. Because induction heating takes seconds rather than the hour or more of furnace treatment, there is little time for carbon to diffuse and carbides to dissolve, so induction temperatures are set higher than furnace temperatures, often 900 to 1,000 °C for C45 against about 830 to 850 °C in a furnace. A fine, uniform prior microstructure, such as quenched-and-tempered or normalised steel, responds more quickly and evenly than coarse ferrite and pearlite.",
            "Frequency is matched to the required case depth. Approximate guidance is:" +
              "<table><tr><th>Case depth</th><th>Typical frequency</th></tr><tr><td>0.4–1.3 mm</td><td>100–450 kHz</td></tr><tr><td>1.3–2.5 mm</td><td>10–100 kHz</td></tr><tr><td>2.5–5 mm</td><td>3–10 kHz</td></tr></table>",
            "Parts are processed either by single-shot hardening, in which the whole surface to be hardened is heated at once and then quenched, or by scanning, in which a coil and an integral quench ring travel along the part. The quench is usually a spray of water or of a polymer solution such as polyalkylene glycol, whose strength in water sets the cooling severity and reduces the risk of cracking. Rapid transformation leaves compressive residual stress in the case, which greatly improves bending and torsional fatigue strength. Parts are then tempered, commonly at 150 to 200 °C, to relieve brittleness with little loss of hardness.",
            "Case depth is specified as an effective case depth: the depth at which hardness falls to a defined limit. Under ISO 18203 the limit is normally 80 per cent of the minimum specified surface hardness; for a surface specification of 550 HV minimum, the case depth is measured to 440 HV. It is checked by sectioning sample parts and taking a microhardness traverse. Common defects include cracks at holes, keyways and sharp edges, where the field crowds and the steel overheats; soft spots from uneven quench coverage; and soft bands where a scan overlaps previously hardened material and tempers it back.",
          ),
        },
      },
    ],
  },
];
