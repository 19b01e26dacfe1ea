/** Ninety-sixth held-out evaluation courses, advanced level (C); see ai-courses-heldout96.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT96_C: EvalCourse[] = [
  {
    slug: "supramolecular-chemistry-recognition-assembly-and-molecular-machines",
    discipline: "Supramolecular chemistry",
    title: "Supramolecular Chemistry: Recognition, Assembly and Molecular Machines",
    description:
      "Molecular recognition underpins enzyme catalysis, drug binding and the assembly of functional materials. This final-year option develops the thermodynamics of host–guest binding and the methods used to measure it, the design of macrocyclic and cryptand hosts, template synthesis of rotaxanes and catenanes, and the emerging field of supramolecular gels.",
    level: "advanced",
    duration: "ten weeks (two lectures and one problem class a week)",
    plantedGap: "supramolecular gels",
    modules: [
      {
        title: "Measuring binding",
        description:
          "Association constants, their thermodynamic meaning and how to extract them reliably from titration data.",
        lesson: {
          title: "Association Constants from Titration Data",
          html: p(
            `For a 1:1 host–guest equilibrium, H + G ⇌ HG, the association constant is Ka = [HG]/([H][G]), and the standard free energy of binding is ΔG° = −RT ln Ka. At 298 K, RT ln 10 is 5.71 kJ mol−1, so every factor of ten in Ka is worth 5.71 kJ mol−1: a Ka of 10^4 M−1 corresponds to ΔG° = −22.8 kJ mol−1. The conversion shows that large differences in binding constant correspond to modest energy differences.`,
            `In a 1H NMR titration, guest is added in increments to a host solution and host proton shifts are followed. If exchange between free and bound host is fast on the NMR timescale, each signal appears at the population-weighted average of the free and bound shifts, so the observed shift change is proportional to the fraction of host bound. The data should be fitted by non-linear regression to the exact 1:1 binding isotherm, which is a quadratic in [HG] once mass balance for host and guest is written out. Linearisations such as the Benesi–Hildebrand double-reciprocal plot distort the experimental errors and should no longer be used. Job plots are likewise unreliable for stoichiometry; comparing the residuals of 1:1, 1:2 and 2:1 fits is more informative.`,
            `Experimental design matters as much as fitting. Information about Ka is greatest when the titration spans roughly 20 to 80 per cent saturation, which requires the host concentration to be of the order of 1/Ka. If the host concentration is far above 1/Ka, binding is stoichiometric and the curve is a sharp break from which only a lower limit on Ka can be obtained.`,
            `Isothermal titration calorimetry (ITC) measures the heat released or absorbed on each injection and yields Ka, the binding enthalpy ΔH° and the stoichiometry n in one experiment; the entropy follows from ΔG° = ΔH° − TΔS°. The shape of the curve is governed by the Wiseman parameter c = nKa[H]. Useful fits require c between about 1 and 1,000, ideally 10 to 100. Suppose ITC gives Ka = 2.0 × 10^4 M−1 and ΔH° = −35.0 kJ mol−1 at 298 K. Then ΔG° = −5.71 × log10(2.0 × 10^4) = −24.6 kJ mol−1, and TΔS° = ΔH° − ΔG° = −10.4 kJ mol−1: the binding is enthalpy-driven and opposed by entropy, typical of association driven by directional hydrogen bonds.`,
          ),
        },
      },
      {
        title: "Macrocyclic hosts",
        description:
          "Crown ethers, cryptands and spherands, and the macrocyclic effect and preorganisation principles that explain their behaviour.",
        lesson: {
          title: "Crowns, Cryptands and Preorganisation",
          html: p(
            `In 1967 Charles Pedersen at DuPont reported that dibenzo-18-crown-6, isolated as a by-product of an unrelated synthesis, solubilised potassium salts in organic solvents. Crown ethers bind metal cations through ion–dipole interactions with their ring oxygen atoms. 18-Crown-6 binds K+ more strongly than Na+ because the cavity, with a radius of roughly 1.3 to 1.4 Å, matches the ionic radius of K+ (1.38 Å) better than that of the smaller Na+ (1.02 Å). Solvent matters greatly: log Ka for K+ with 18-crown-6 is about 6.1 in methanol but only about 2.0 in water, because water solvates the cation far more strongly and must be stripped off before binding.`,
            `Jean-Marie Lehn extended the idea to three dimensions in 1969 with the cryptands, bicyclic polyethers with bridgehead nitrogen atoms. [2.2.2]Cryptand, with two oxygen atoms in each of its three bridges, encapsulates K+ completely, with log Ka of about 5.4 in water and around 10 in methanol, several orders of magnitude above 18-crown-6. The complexes are called cryptates.`,
            `Two thermodynamic principles explain why cyclic hosts outperform open-chain analogues. The macrocyclic effect, described by Cabbiness and Margerum in 1969 for a copper(II) complex of a cyclic tetraamine that was about 10^4 times more stable than that of its open-chain counterpart, arises because the macrocycle loses less conformational entropy on binding and because its donor atoms are already close together, so less desolvation and reorganisation are needed. The cryptate effect is the analogous further gain on moving from two to three dimensions.`,
            `Donald Cram generalised these observations as the principle of preorganisation: the more a host is organised for binding, and the lower its solvation, before the guest arrives, the more stable the complex. His spherands, in which six anisole oxygen atoms are held rigidly pointing inwards by a ring of aryl groups, bind Li+ and Na+ with association constants estimated above 10^14 M−1, whereas binding by the flexible open-chain analogue fell below the detection limit of the same method. The price of preorganisation is slow kinetics, because a rigid host cannot unfold to let the guest in or out easily.`,
            `Nature uses the same principles: the cyclic depsipeptide valinomycin carries K+ across membranes with a selectivity over Na+ of about 10^4. Pedersen, Lehn and Cram shared the 1987 Nobel Prize in Chemistry.`,
          ),
        },
      },
      {
        title: "Mechanically interlocked molecules",
        description:
          "Template strategies for rotaxanes and catenanes and their development into switches and molecular machines.",
        lesson: {
          title: "Templates, Rotaxanes and Catenanes",
          html:
            p(
              `A catenane consists of two or more interlocked rings; a rotaxane consists of a ring threaded onto an axle whose bulky stoppers prevent it from slipping off. The components are held together by a mechanical bond: they cannot be separated without breaking a covalent bond, although there is no covalent bond between them. Early syntheses relied on chance threading; Edel Wasserman's catenane of 1960 was detectable only in tiny amounts.`,
              `The breakthrough was templating. In 1983 Jean-Pierre Sauvage used Cu(I), which prefers tetrahedral coordination, to hold two 2,9-diaryl-1,10-phenanthroline ligands at right angles with one threaded through a preformed macrocycle. Cyclising the threaded ligand with a polyether chain gave the copper catenate in 27 per cent yield, and removing copper with cyanide released the free catenane. Fraser Stoddart developed templates based on donor–acceptor interactions: the electron-poor tetracationic cyclophane cyclobis(paraquat-p-phenylene) binds π-electron-rich hydroquinone or 1,5-dioxynaphthalene units, which allows high-yielding clipping of the ring around a thread.`,
              `Four general strategies are used for rotaxanes:`,
            ) +
            `<ul><li>Capping, or threading followed by stoppering: the ring binds a thread, and bulky stoppers are then attached to the ends.</li><li>Clipping: a ring is closed around a preformed dumbbell held by a template interaction.</li><li>Slipping: the ring is forced over a stopper at high temperature and is kinetically trapped on cooling.</li><li>Active template synthesis, introduced by David Leigh in 2006, in which a metal ion bound inside the ring catalyses the bond-forming reaction that joins the thread components, for example a copper-catalysed azide–alkyne cycloaddition, so the new covalent bond is necessarily formed through the ring.</li></ul>` +
            p(
              `Interlocking made controlled motion possible. Stoddart's 1991 molecular shuttle had a ring moving between two identical hydroquinone stations; in 1994 a version with two different stations was switched chemically and electrochemically, because protonating or oxidising the better donor station made it repel the tetracationic ring, which moved to the other station. Ben Feringa's overcrowded alkene of 1999 rotated in one direction through a cycle of light-driven isomerisations and thermal helix inversions, the first synthetic unidirectional rotary motor. Sauvage, Stoddart and Feringa shared the 2016 Nobel Prize in Chemistry. The central conceptual point is that a switch returns along the same path and does no net work, whereas a motor must use an energy input to bias a ratchet so that motion is directional.`,
            ),
        },
      },
    ],
  },
  {
    slug: "structural-health-monitoring-of-civil-infrastructure",
    discipline: "Structural health monitoring",
    title: "Structural Health Monitoring of Civil Infrastructure",
    description:
      "Bridges, towers and wind turbine supports age under load, weather and fatigue, and visual inspection sees only the surface. The module covers sensor technologies and network design, operational modal analysis, acoustic emission monitoring, and statistical damage detection that separates genuine change from temperature effects.",
    level: "advanced",
    duration: "twelve weeks (one two-hour lecture and one two-hour computer laboratory a week)",
    plantedGap: "acoustic emission monitoring",
    modules: [
      {
        title: "Sensing and sensor networks",
        description:
          "What monitoring is for, which physical quantities to measure and how to place and synchronise sensors.",
        lesson: {
          title: "Choosing What to Measure",
          html:
            p(
              `Rytter's widely used hierarchy divides the goals of structural health monitoring into four levels: detecting that damage exists, locating it, assessing its severity, and predicting remaining service life. Each level needs more information than the one before, and most deployed systems reliably achieve only the first two. Farrar and Worden frame the whole task as statistical pattern recognition in four steps: operational evaluation, data acquisition, feature extraction, and statistical model development. Operational evaluation comes first for a reason: it forces the owner to say what damage matters, how it would show itself and what the environmental and operational conditions are, before any sensor is bought.`,
              `The main sensing options each suit different questions:`,
            ) +
            `<ul><li>Electrical resistance foil strain gauges have a gauge factor of about 2 and are read through a Wheatstone bridge; a dummy gauge in an adjacent arm compensates temperature. They are cheap but drift over years.</li><li>Vibrating-wire strain gauges report strain as a change in the resonant frequency of a tensioned wire and are stable over decades, which suits long-term static monitoring of concrete.</li><li>Fibre Bragg gratings reflect a narrow band centred on the Bragg wavelength λB = 2neffΛ. Near 1,550 nm the shift is about 1.2 pm per microstrain and about 10 pm per kelvin, so temperature must be measured with an unstrained reference grating. Dozens of gratings can be multiplexed along one fibre, and they are immune to electromagnetic interference.</li><li>Accelerometers measure vibration. Piezoelectric types have excellent sensitivity but no response at 0 Hz; capacitive MEMS and force-balance types respond down to DC, which matters for flexible structures with fundamental frequencies below 1 Hz.</li></ul>` +
            p(
              `Acquisition must respect sampling theory. Analogue anti-aliasing filters must remove content above half the sampling rate before digitisation, and for modal work channels must be synchronised to a small fraction of the shortest period of interest; wireless networks therefore need careful time synchronisation, since clock offsets appear as spurious phase in mode shapes.`,
              `Sensor placement is an optimisation problem. Kammer's effective independence method starts with a large set of candidate locations and iteratively removes the one contributing least to the linear independence of the target mode shapes, measured through the Fisher information matrix, until the available number of sensors remains. Placement should also avoid nodal points of important modes and keep some redundancy for sensor failure.`,
            ),
        },
      },
      {
        title: "Operational modal analysis",
        description:
          "Identifying natural frequencies, damping and mode shapes from ambient vibration without measuring the input.",
        lesson: {
          title: "Identifying Modes from Ambient Vibration",
          html: p(
            `Large civil structures cannot easily be excited by shakers, so their modal properties are identified from the response to ambient excitation by wind, traffic and microtremor. Operational modal analysis assumes that this unmeasured input is broadband, approximately white over the frequency range of interest, and stationary during the record, and that the structure behaves linearly.`,
            `Record length is the first design decision. A common rule of thumb recommends records of at least 1,000 to 2,000 times the longest natural period of interest. For a bridge with a fundamental frequency of 0.5 Hz, a period of 2 s, that means 2,000 to 4,000 s, roughly 35 to 70 minutes. Short records give noisy spectral estimates and, especially, poor damping estimates.`,
            `Frequency domain decomposition (FDD), published by Brincker, Zhang and Andersen in 2001, begins by estimating the matrix of auto- and cross-spectral densities between all channels, typically with Welch's averaged periodogram. At each frequency line the matrix is decomposed by singular value decomposition. Near a resonance one mode dominates, so the first singular value peaks there and the corresponding singular vector approximates the mode shape. Closely spaced modes are revealed where the second singular value also peaks.`,
            `Stochastic subspace identification (SSI), developed for civil structures by Peeters and De Roeck in 1999 from the work of Van Overschee and De Moor, fits a linear state-space model directly to output covariances (SSI-cov) or data projections (SSI-data). Because the true model order is unknown, models are computed for a range of orders and plotted in a stabilisation diagram: poles that recur at consistent frequency, damping and mode shape as order increases are physical, while those that wander are numerical artefacts.`,
            `Mode shapes from different tests, or from test and finite element model, are compared with the modal assurance criterion: MAC = |φaTφb|² / ((φaTφa)(φbTφb)). A value near 1 indicates consistent shapes; values below about 0.8 usually indicate a different or poorly identified mode. A practical check of any identification is to compare FDD and SSI results on the same data: frequencies typically agree within a fraction of a per cent, while damping estimates from the two methods often differ by a factor of two or more, a reminder that damping is the least certain modal quantity.`,
          ),
        },
      },
      {
        title: "Damage detection under changing conditions",
        description:
          "Building statistical models of normal behaviour that distinguish damage from temperature and loading effects.",
        lesson: {
          title: "Separating Damage from Temperature",
          html: p(
            `The central difficulty of vibration-based damage detection is that natural frequencies change for many reasons other than damage. The classic demonstration is the Z24 bridge in Switzerland, a post-tensioned concrete box-girder bridge between Koppigen and Utzenstorf that was monitored for nearly a year and then, shortly before its demolition in 1998, deliberately damaged in stages, including lowering one pier to simulate settlement. Peeters and De Roeck showed that its natural frequencies rose markedly in freezing weather, mainly because the asphalt surfacing stiffened, and that these environmental changes were of the same order as, and in cold periods larger than, the changes caused by the imposed damage.`,
            `Two families of methods address this. Input–output methods regress the damage-sensitive features, for example the first four natural frequencies, on measured environmental variables such as structural temperature, and monitor the prediction error. Output-only methods learn the environmental variation from the features themselves. In the principal component approach of Yan and colleagues, the dominant principal components of a training set are assumed to capture environmental effects; projecting new data onto the remaining components removes those effects, and damage appears as growth in the residual.`,
            `The residuals or features are then fed to a novelty detector. A common choice is the Mahalanobis squared distance, D² = (x − μ)TΣ−1(x − μ), where μ and Σ are the mean and covariance of the training data. A threshold is set from the training distribution, for example its 99th percentile, often estimated by Monte Carlo simulation. Training must cover the full range of normal conditions, ideally at least a whole year, or the first cold snap will look like damage.`,
            `Thresholds have consequences. With hourly features and a 99th-percentile threshold, an undamaged structure is still expected to exceed the threshold about 88 times a year, since 8,760 × 0.01 ≈ 88. Practical systems therefore add persistence rules, for example raising an alarm only when a specified proportion of points over a day exceed the threshold, and they estimate the trade-off between missed detections and false alarms with receiver operating characteristic curves built from simulated or laboratory damage. Most such detectors operate at Rytter's first level only: they say that something has changed, and locating and assessing the change still requires engineering investigation.`,
          ),
        },
      },
    ],
  },
  {
    slug: "therapeutic-drug-monitoring-and-clinical-pharmacokinetics",
    discipline: "Therapeutic drug monitoring",
    title: "Therapeutic Drug Monitoring and Clinical Pharmacokinetics",
    description:
      "Covers the pharmacokinetic principles behind drug-level measurement; when to sample and how to interpret a result; individualised dosing of aminoglycosides and vancomycin; narrow-index drugs such as digoxin, lithium and phenytoin; and immunosuppressant monitoring after solid-organ grafting. Intended for pharmacists, prescribers and clinical scientists in postgraduate training.",
    level: "advanced",
    duration: "eight weeks (one lecture and one case-based tutorial a week)",
    plantedGap: "immunosuppressant monitoring",
    modules: [
      {
        title: "Pharmacokinetic foundations",
        description:
          "The parameters that link dose to concentration and the rules that govern when a level is interpretable.",
        lesson: {
          title: "Half-Life, Steady State and When to Sample",
          html: p(
            `Measuring a drug concentration is worthwhile only for a limited group of drugs. The usual criteria are a narrow therapeutic range, wide and unpredictable variability between patients in the relationship between dose and concentration, an established relationship between concentration and effect or toxicity, the absence of an easily measured clinical end-point, and an assay that is accurate and available quickly enough to change management.`,
            `Three parameters do most of the work. Clearance (CL) is the volume of plasma cleared of drug per unit time and determines the average steady-state concentration for a given dosing rate. The volume of distribution (Vd) relates the amount in the body to the plasma concentration and determines the loading dose. The elimination half-life follows from both: t½ = 0.693 × Vd / CL. Half-life determines how long it takes to reach steady state, approximately four to five half-lives, by which time 94 to 97 per cent of the final level has been reached.`,
            `A worked example: a drug has CL = 5 L/h and Vd = 50 L in a particular patient, with complete bioavailability. Its half-life is 0.693 × 50 / 5 = 6.9 h, so steady state on regular dosing is reached after about 28 to 35 h. To reach a target concentration of 10 mg/L immediately, the loading dose is Vd × Ctarget = 50 × 10 = 500 mg. To maintain an average of 10 mg/L, the dosing rate is CL × Css = 5 × 10 = 50 mg/h, or 400 mg every 8 h. If bioavailability F is less than one, both doses are divided by F.`,
            `Sampling time determines whether a level means anything. For most drugs given intermittently, a trough sample taken immediately before the next dose is the most reproducible. A level taken before steady state underestimates the eventual concentration, unless a loading dose was given. Some drugs require a specific post-dose time because they distribute slowly from plasma to tissue: digoxin must be sampled at least six hours after an oral dose, and lithium is standardised at twelve hours after the last dose.`,
            `Every request should therefore state the times of the last dose and of sampling, and the regimen; many apparently toxic or subtherapeutic results come from correctly dosed patients sampled at the wrong time.`,
          ),
        },
      },
      {
        title: "Aminoglycosides and vancomycin",
        description:
          "Concentration-guided dosing of the two antibiotic classes most often monitored in hospital practice.",
        lesson: {
          title: "Nomograms, Peaks and AUC-Guided Dosing",
          html: p(
            `Aminoglycosides such as gentamicin show concentration-dependent killing and a post-antibiotic effect, so efficacy is best predicted by the peak relative to the minimum inhibitory concentration (MIC); a ratio of 8 to 10 is often quoted. Their toxicity, both nephrotoxicity and ototoxicity, relates to sustained exposure and accumulation in renal cortex and inner ear. Extended-interval dosing exploits this: a single large dose, typically 5 to 7 mg/kg, produces a high peak, then a long drug-free period allows tissue concentrations to fall. Nephrotoxicity is usually reversible; vestibular and cochlear damage often is not.`,
            `Because the interval must match renal clearance, extended-interval regimens are adjusted from a single concentration taken several hours after the dose. The Hartford nomogram, for example, uses 7 mg/kg and a level drawn 6 to 14 hours after the start of the infusion; the level is plotted against time, and the zone in which it falls indicates dosing every 24, 36 or 48 hours. Many UK hospitals instead use local nomograms or a trough target below 1 mg/L; any nomogram is valid only for the dose and population from which it was derived.`,
            `Vancomycin monitoring has changed. The 2020 consensus guideline from American infectious-disease and pharmacy societies recommends, for serious MRSA infections, targeting an area under the concentration–time curve over 24 hours (AUC24) of 400 to 600 mg·h/L, assuming an MIC of 1 mg/L, rather than trough levels of 15 to 20 mg/L, which were associated with nephrotoxicity without clear benefit. AUC can be estimated with Bayesian software from one or two levels, or from two levels with first-order equations.`,
            `Consider 1 g infused over 1 h every 12 h, with a level of 30 mg/L at 2 h and a trough of 10 mg/L at 12 h from the start of the infusion. The elimination rate constant is k = ln(30/10) / 10 = 0.110 h−1, giving a half-life of 6.3 h. Back-extrapolating to the end of infusion gives Cmax = 30 × e^(0.110 × 1) = 33.5 mg/L. The AUC over the interval is the infusion phase, approximately (10 + 33.5)/2 × 1 = 21.8, plus the elimination phase, (33.5 − 10)/0.110 = 213.6, giving about 235 mg·h/L per dose. AUC24 is therefore about 470 mg·h/L, within the target range, so the regimen can continue with repeat monitoring if renal function changes.`,
          ),
        },
      },
      {
        title: "Narrow-index drugs",
        description: "Interpreting levels of digoxin, lithium and phenytoin, with their characteristic pitfalls.",
        lesson: {
          title: "Digoxin, Lithium and Phenytoin",
          html: p(
            `Digoxin has a long distribution phase, so samples taken less than six hours after a dose reflect plasma that has not yet equilibrated with tissue and will overestimate the concentration at the site of action. In heart failure, post hoc analysis of the DIG trial found that concentrations of 0.5 to 0.8 µg/L were associated with lower mortality, whereas concentrations of 1.2 µg/L or above were associated with higher mortality; a target of about 0.5 to 0.9 µg/L is now usual, well below the older range of up to 2 µg/L. Toxicity can occur within the range when hypokalaemia, hypomagnesaemia or hypercalcaemia sensitise the myocardium, so electrolytes must be read alongside the level. Digoxin is a P-glycoprotein substrate cleared mainly by the kidney; amiodarone, verapamil and clarithromycin raise its level.`,
            `Lithium levels are taken twelve hours after the last dose, usually the evening dose, to standardise timing. NICE recommends a range of 0.6 to 0.8 mmol/L for most people with bipolar disorder, going up to 0.8 to 1.0 mmol/L for those who have relapsed on lower levels or have subthreshold symptoms. Coarse tremor, ataxia and confusion become likely above about 1.5 mmol/L. Lithium is handled by the kidney like sodium, so dehydration, sodium depletion, NSAIDs, ACE inhibitors, angiotensin-receptor blockers and thiazide diuretics all raise levels. Levels are checked weekly after starting and after each dose change until stable, then every three months for the first year and every six months thereafter, with renal and thyroid function.`,
            `Phenytoin shows saturable, Michaelis–Menten kinetics. Because hepatic metabolism saturates within the therapeutic range, a small increase in dose can cause a disproportionate rise in concentration, so dose changes should be small, often 25 to 50 mg a day, with levels rechecked. The usual total range is 10 to 20 mg/L, but phenytoin is about 90 per cent bound to albumin, and in hypoalbuminaemia the unbound fraction rises, so a normal total level may conceal toxicity. The Sheiner–Tozer equation estimates the equivalent concentration at normal albumin: Cadjusted = Cmeasured / (0.2 × albumin in g/dL + 0.1). A measured level of 8 mg/L with an albumin of 2.0 g/dL gives 8 / (0.4 + 0.1) = 16 mg/L, well within range rather than subtherapeutic. A measured free level, range about 1 to 2 mg/L, is preferable where available, particularly in renal impairment.`,
          ),
        },
      },
    ],
  },
  {
    slug: "trade-remedies-law",
    discipline: "Trade remedies law",
    title: "Trade Remedies Law",
    description:
      "Anti-dumping duties, countervailing duties and safeguard measures: the three trade remedies that WTO members may lawfully impose on imports. Seminars analyse the Anti-Dumping Agreement and the SCM Agreement article by article, with close reading of Appellate Body reports on zeroing, injury causation and the definition of a subsidy.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "safeguard measures",
    modules: [
      {
        title: "Determining dumping",
        description:
          "Normal value, export price, fair comparison and the zeroing disputes under Article 2 of the Anti-Dumping Agreement.",
        lesson: {
          title: "Normal Value, Export Price and Zeroing",
          html: p(
            `Article VI of the GATT 1994 and Article 2.1 of the Anti-Dumping Agreement (ADA) define dumping as the introduction of a product into another country's commerce at an export price below its normal value, which is the comparable price in the ordinary course of trade for the like product destined for consumption in the exporting country. Dumping itself is not prohibited; the agreement regulates the remedy, a duty that may be imposed only where dumping causes material injury.`,
            `Domestic sales may be unsuitable for normal value. Under footnote 2, they are normally sufficient only if they amount to at least 5 per cent of the volume sold to the importing member. Under Article 2.2.1, sales below cost may be disregarded as outside the ordinary course of trade if made over an extended period, normally one year, in substantial quantities, which footnote 5 defines as at least 20 per cent of the volume of sales or where the weighted average price is below weighted average cost, and at prices that do not recover costs within a reasonable period. Where domestic sales are insufficient, normal value may be constructed from costs plus reasonable amounts for overheads and profit, or taken from export prices to a third country.`,
            `Article 2.4 requires a fair comparison at the same level of trade, with allowances for differences affecting price comparability. Article 2.4.2 prescribes weighted-average-to-weighted-average or transaction-to-transaction comparison, permitting weighted average normal value to be compared with individual export transactions only where export prices differ significantly among purchasers, regions or time periods.`,
            `Zeroing means treating export transactions priced above normal value as having a zero rather than a negative dumping amount. Suppose normal value is 100 and two equal export sales are made at 90 and 110. Without zeroing the dumping amounts are +10 and −10, giving an overall margin of zero. With zeroing the total is 10 over an export value of 200, a margin of 5 per cent, above the 2 per cent de minimis threshold of Article 5.8. The Appellate Body held zeroing inconsistent with the weighted-average comparison in US — Softwood Lumber V (2004), in periodic reviews in US — Zeroing (EC) (2006), and in transaction-to-transaction comparisons in US — Zeroing (Japan) (2007), reasoning that dumping and margins of dumping relate to the product as a whole, not to individual transactions.`,
          ),
        },
      },
      {
        title: "Injury and causation",
        description:
          "Material injury, cumulation, threat of injury and the non-attribution requirement under Article 3 of the ADA.",
        lesson: {
          title: "Material Injury, Cumulation and Non-Attribution",
          html: p(
            `Article 3.1 ADA requires an injury determination to be based on positive evidence and an objective examination of two things: the volume of the dumped imports and their effect on prices in the domestic market, and the consequent impact of those imports on domestic producers. Under Article 3.2, the authority considers whether dumped imports have increased significantly, absolutely or relatively, and whether they have caused significant price undercutting, depression or suppression.`,
            `Article 3.4 lists fifteen economic factors bearing on the state of the industry, among them sales, profits, output, market share, capacity utilisation, the magnitude of the margin of dumping, employment and ability to raise capital. Since the panel report in Thailand — H-Beams (2000), panels have consistently held that every listed factor must be evaluated, even if only to explain why it is not significant, though none is decisive.`,
            `Imports from several countries may be cumulated under Article 3.3 only if the margin of dumping for each is above de minimis, the volume from each is not negligible, and cumulation is appropriate in light of the conditions of competition between the imported products and between them and the domestic like product. Under Article 5.8, imports from one country below 3 per cent of total imports of the like product are negligible unless countries individually below 3 per cent together account for more than 7 per cent.`,
            `Article 3.5 requires a causal link between dumped imports and injury, and a non-attribution analysis: injury caused by other known factors must not be attributed to the dumped imports. Its examples include non-dumped imports, contraction in demand, developments in technology and the export performance of the domestic industry. In US — Hot-Rolled Steel (2001) the Appellate Body held that authorities must separate and distinguish the injurious effects of these other factors from those of the dumped imports, and that a bare assertion that other factors exist does not suffice.`,
            `A threat of material injury under Article 3.7 must rest on facts, and the change in circumstances must be clearly foreseen and imminent. Duties should be lower than the margin if a lesser duty would remove the injury, which Article 9.1 calls desirable but not mandatory, and they lapse after five years under Article 11.3 unless an expiry review finds that dumping and injury would be likely to continue or recur.`,
          ),
        },
      },
      {
        title: "What is a subsidy?",
        description:
          "Financial contribution, benefit and specificity under the SCM Agreement, and countervailing duty calculation.",
        lesson: {
          title: "Financial Contribution, Benefit and Specificity",
          html: p(
            `Article 1.1 of the Agreement on Subsidies and Countervailing Measures (SCM Agreement) defines a subsidy as a financial contribution by a government or public body that confers a benefit. Article 1.1(a)(1) exhaustively lists the forms of financial contribution: direct or potential transfers of funds, such as grants, loans, equity or loan guarantees; revenue forgone, such as tax credits; the provision of goods or services other than general infrastructure, or the purchase of goods; and entrusting or directing a private body to do any of these.`,
            `Who counts as a public body was settled, for the time being, in US — Anti-Dumping and Countervailing Duties (China) (2011). The Appellate Body rejected the view that majority government ownership was enough and held that a public body is an entity that possesses, exercises or is vested with governmental authority.`,
            `A benefit exists, according to Canada — Aircraft (1999), when the recipient receives the contribution on terms more favourable than those available to it on the market. The analysis looks at the recipient, not at the cost to government. Article 14 applies this to countervailing duty calculations: a government loan confers a benefit equal to the difference from the interest payable on a comparable commercial loan, and goods confer a benefit if provided for less than adequate remuneration, judged against prevailing market conditions in the country of provision. In US — Softwood Lumber IV (2004) the Appellate Body accepted that an authority may use an out-of-country benchmark where private prices in the country are distorted by the government's predominant role as supplier.`,
            `Only specific subsidies are subject to discipline. Article 2 treats as specific a subsidy explicitly limited to certain enterprises, or one that is de facto specific, for instance because of use by a limited number of enterprises or disproportionately large amounts granted to some. Regional subsidies are specific, and the subsidies prohibited by Article 3, those contingent on export performance or on using domestic over imported goods, are deemed specific.`,
            `Under Article 19.4, a countervailing duty may not exceed the amount of subsidy found to exist per unit of the subsidised product. Since December 2019 the Appellate Body has been unable to hear appeals for want of members, and panel reports appealed into that void cannot be adopted, a practical limit on the enforcement of these rules.`,
          ),
        },
      },
    ],
  },
  {
    slug: "sumerian-ii-grammar-and-royal-inscriptions",
    discipline: "Sumerian language",
    title: "Sumerian II: Grammar and Royal Inscriptions",
    description:
      "Gudea's statue inscriptions, Ur-Namma's building texts and the records of the Lagash–Umma border war form the reading list for this second-year course, which builds a systematic command of the nominal chain and its case system, the verbal prefix chain, hamṭu and marû stems, and the Emesal register of cultic laments.",
    level: "advanced",
    duration: "a full academic year (two one-hour reading classes a week)",
    plantedGap: "the Emesal register",
    modules: [
      {
        title: "The nominal chain",
        description: "The order of elements in the Sumerian noun phrase and the case markers that close it.",
        lesson: {
          title: "Head, Modifiers and Case",
          html:
            p(
              `Sumerian is an agglutinative language isolate. Grammatical relations are expressed by strings of suffixes and prefixes rather than by changes inside the stem, and the basic word order is subject, object, verb. Nouns divide into two genders, human and non-human, a distinction that governs the choice of many case markers, possessive suffixes and verbal agreement markers.`,
              `A noun phrase, or nominal chain, has a fixed order: the head noun comes first, followed by adjectives, then a dependent genitive phrase, then any relative clause, then possessive or demonstrative suffixes, then the plural marker, and finally a single case marker that applies to the whole phrase. Case is therefore marked once, at the end of the chain, not on each word. In lugal kalam-ma-ke4, "the king of the land" as agent, the underlying form is lugal kalam-ak-e: the genitive -ak attaches to kalam, and the ergative -e closes the whole phrase.`,
              `The principal case markers are:`,
            ) +
            `<table><tr><th>Case</th><th>Marker</th><th>Notes</th></tr><tr><td>Absolutive</td><td>-Ø</td><td>Intransitive subject and transitive patient</td></tr><tr><td>Ergative</td><td>-e</td><td>Transitive agent</td></tr><tr><td>Genitive</td><td>-ak</td><td>Possessor; final k surfaces only before a vowel</td></tr><tr><td>Dative</td><td>-ra</td><td>Human only</td></tr><tr><td>Locative</td><td>-a</td><td>Non-human only, "in, on"</td></tr><tr><td>Directive</td><td>-e</td><td>Non-human, "at, onto"; the locative-terminative of older grammars</td></tr><tr><td>Terminative</td><td>-še3</td><td>"To, towards"</td></tr><tr><td>Ablative</td><td>-ta</td><td>"From"; also instrumental</td></tr><tr><td>Comitative</td><td>-da</td><td>"With"</td></tr><tr><td>Equative</td><td>-gin7</td><td>"Like"</td></tr></table>` +
            p(
              `The behaviour of the genitive explains many spellings. In e2 lugal-la, "the house of the king", the genitive consonant is lost at the end of the word, and the sign la spells the final l of lugal together with the genitive vowel. When another vowel follows, the k appears: e2 dumu lugal-la-ka, "the house of the king's son", is e2 dumu lugal-ak-ak, with two genitives; the first k surfaces before the vowel of the second genitive, and the second k is lost at the end of the word. Students should parse every chain in this way, writing the underlying morphemes beneath the transliteration, because the cuneiform frequently omits or merges them.`,
              `Possession is marked by suffixes that also distinguish gender: -ĝu10 "my", -zu "your", -(a)ni "his, her" for human possessors, and -bi "its" for non-human ones. Thus e2-a-ni is "his house" and e2-bi "its house". Plural -ene is used only with human nouns; non-human plurality is usually left unmarked or expressed by reduplication or by ḫi-a, "various".`,
            ),
        },
      },
      {
        title: "The verbal chain",
        description: "Prefix slots, pronominal agreement and the hamṭu and marû stems of the finite verb.",
        lesson: {
          title: "Prefixes, Stems and Agreement",
          html:
            p(
              `The Sumerian finite verb is a stem surrounded by a chain of prefixes and suffixes in fixed slots. Simplifying the detailed models of Jagersma and others, the order is: modal or negative prefixes, such as nu- "not" and ḫa- for wishes or assertions; a conjugation prefix, such as mu- (ventive), i3-, ba- or bi2-; dimensional prefixes cross-referencing case-marked noun phrases, such as dative -na- "for him or her", comitative -da- and terminative -ši-; a pronominal prefix immediately before the stem; the stem; and pronominal suffixes, followed by the subordinating suffix -a in relative and subordinate clauses.`,
              `The dedication formula of Ur-Namma shows the system at work: dnanna lugal-a-ni ur-dnammu lugal urim5ki-ma-ke4 e2-a-ni mu-na-du3, "For Nanna, his lord, Ur-Namma, king of Ur, built his temple." The god's name and epithet form a dative phrase, with the final -r of the dative after the possessive -ani usually left unwritten. The king's name and title form the ergative phrase closed by -ke4, that is genitive -ak plus ergative -e. The verb analyses as mu-na-n-du3: ventive mu-, dative -na- agreeing with the human beneficiary, the pronominal prefix -n- for a third-person human agent, which early orthography usually omits, and the stem du3 "build".`,
              `Sumerian verbs have two aspect stems. The hamṭu stem expresses completed action, and in hamṭu transitive forms agreement is ergative: the agent is marked by a prefix (-n- human, -b- non-human), and the patient, like an intransitive subject, by suffixes, third person singular -Ø, third plural -eš, first singular -en. The marû stem expresses incomplete, future or habitual action, and its agreement pattern shifts: the agent is now marked by a suffix, -e for third singular and -ene for third plural, while the patient moves into the prefix slot. Thus ib2-du3-e, from i3-b-du3-e, means "he builds it" or "he will build it", with -b- cross-referencing the non-human patient.`,
              `Marû stems are formed in four ways, which must be learned verb by verb:`,
            ) +
            `<ul><li>Identical to hamṭu, as with many verbs, including du3 "build".</li><li>Reduplication: ĝar "place", marû ĝa2-ĝa2.</li><li>Affixation: e3 "go out", marû e3-d.</li><li>Suppletion: du11 "say", marû e; ĝen "go" in the singular, marû du.</li></ul>` +
            p(
              `In class, identify the stem and its aspect first and only then assign the pronominal affixes, because the sign written for a marû agent suffix -e also spells ergative and directive noun endings.`,
            ),
        },
      },
      {
        title: "Reading the royal inscriptions",
        description:
          "Transliteration conventions, early orthography and the historical narrative of the Lagash–Umma conflict and Gudea's building texts.",
        lesson: {
          title: "From the Stele of the Vultures to Gudea",
          html: p(
            `Transliteration follows fixed conventions. Sumerian readings are written in lower-case roman with hyphens joining signs of one word; subscript or accented index numbers distinguish different signs with the same reading, so du3 "build" and du11 "say" are different signs; sign names are written in capitals, so the sign KA can be read ka "mouth", inim "word", gu3 "voice", zu2 "tooth" or du11 "say"; and determinatives, unpronounced classifiers, are raised: d before divine names, ki after place names, ĝeš before wooden objects. Choosing the right reading of a polyvalent sign is a grammatical decision, not a lexical lookup.`,
            `The earliest texts on the reading list come from Girsu, the cult centre of the state of Lagash, excavated by French expeditions from 1877. They record a long conflict with neighbouring Umma over the fertile border district of Gu'edena. According to Enmetena's later account, the border had been fixed by Mesalim, king of Kish, who set up a stele to mark it. Eanatum, around 2450 BCE, recorded his victory over Umma on the Stele of the Vultures, now in the Louvre, named for the birds carrying off the enemy dead; the text has Ningirsu's net enclosing the defeated army and Umma's ruler swearing oaths by several gods not to cross the boundary. Enmetena, a generation later, left clay cones that narrate the dispute from Mesalim onwards, an early example of historical argument used to justify a claim.`,
            `These Early Dynastic inscriptions are hard for three reasons: many grammatical elements, including genitive and dative markers and verbal prefixes, are not written; the signs within a case were not always arranged in reading order in earlier texts; and sign forms differ from the Old Babylonian forms learned in the first year.`,
            `Gudea of Lagash, around 2100 BCE, is far more explicit. His diorite statues carry inscriptions recording the building of the Eninnu, Ningirsu's temple in Girsu, and Statue B describes diorite brought from Magan and cedar from the Amanus mountains for the work. His two great clay cylinders, A and B, narrate the same project, from Ningirsu's instruction in a dream to the dedication of the finished temple, and are among the longest surviving Sumerian compositions. Their fuller spelling of affixes makes them the standard bridge from grammar to connected reading.`,
          ),
        },
      },
    ],
  },
];
