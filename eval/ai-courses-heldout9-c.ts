/** Ninth held-out evaluation courses, advanced level (control engineering to Old English); see ai-courses-heldout9.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT9_C: EvalCourse[] = [
  {
    slug: "linear-state-space-control",
    discipline: "Control engineering",
    title: "Linear State-Space Control",
    description:
      "Intended for graduate students who have completed a first course in classical control, this module treats state-space models and stability, controllability and observability, pole placement by state feedback, the linear-quadratic regulator, and the Kalman filter.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "Kalman filter",
    modules: [
      {
        title: "State-Space Models and Stability",
        description:
          "Writing a system as first-order matrix equations, and reading its stability from the eigenvalues of A.",
        lesson: {
          title: "From differential equations to ẋ = Ax + Bu",
          html: p(
            "A linear time-invariant system with n state variables, m inputs and p outputs is described by two matrix equations: ẋ = Ax + Bu and y = Cx + Du. The state vector x collects the minimum set of variables whose present values, together with future inputs, determine the future behaviour of the system, typically positions and velocities in a mechanical system or capacitor voltages and inductor currents in a circuit. Unlike the transfer function G(s) = C(sI − A)<sup>−1</sup>B + D, which describes only the input-output behaviour, the state-space model retains internal dynamics and extends directly to multiple inputs and outputs.",
            "Any nth-order linear differential equation can be put in this form. A mass m on a spring of stiffness k with viscous damping c and applied force u obeys mÿ + cẏ + ky = u. Choosing x<sub>1</sub> = y and x<sub>2</sub> = ẏ gives ẋ<sub>1</sub> = x<sub>2</sub> and ẋ<sub>2</sub> = −(k/m)x<sub>1</sub> − (c/m)x<sub>2</sub> + u/m, so A = [0 1; −k/m −c/m], B = [0; 1/m] and C = [1 0]. The choice of state is not unique: any invertible transformation z = Tx gives an equivalent model with matrices TAT<sup>−1</sup>, TB and CT<sup>−1</sup>, and the same eigenvalues and transfer function.",
            "The free response is x(t) = e<sup>At</sup>x(0), where the matrix exponential can be computed from the eigen-decomposition of A or by the inverse Laplace transform of (sI − A)<sup>−1</sup>. The system is asymptotically stable if and only if every eigenvalue of A has a strictly negative real part; these eigenvalues are the poles of the transfer function, except where a pole has been cancelled by a zero. For the spring-mass system with m = 1, c = 2 and k = 5 the eigenvalues are −1 ± 2j, so the response is a decaying oscillation with a time constant of 1 s.",
            "Aleksandr Lyapunov's method gives an equivalent test that generalises to nonlinear systems: A is stable if and only if, for any positive-definite Q, the Lyapunov equation A<sup>T</sup>P + PA = −Q has a positive-definite solution P. The function V(x) = x<sup>T</sup>Px then acts as an energy that decreases along every trajectory.",
          ),
        },
      },
      {
        title: "Controllability and Observability",
        description: "Can the input move the state anywhere, and can the output reveal it?",
        lesson: {
          title: "Rank tests and their meaning",
          html: p(
            "A system is controllable if, for any initial state and any target state, some input drives the state from one to the other in finite time. For a linear time-invariant system the test is algebraic: the pair (A, B) is controllable if and only if the controllability matrix 𝒞 = [B AB A<sup>2</sup>B … A<sup>n−1</sup>B] has full rank n. The columns of 𝒞 span the directions in state space that the input can reach; if the rank is less than n, some combination of states evolves on its own whatever the input does.",
            "Observability is the dual property: the state can be reconstructed from a finite record of the input and output. The pair (A, C) is observable if and only if the observability matrix 𝒪, obtained by stacking C, CA, CA<sup>2</sup> up to CA<sup>n−1</sup>, has rank n. Duality means that (A, C) is observable exactly when (A<sup>T</sup>, C<sup>T</sup>) is controllable, so every result for one property has a mirror image for the other.",
            "Consider the double integrator ẋ<sub>1</sub> = x<sub>2</sub>, ẋ<sub>2</sub> = u, a model of a mass moved by a force. Here A = [0 1; 0 0] and B = [0; 1], so AB = [1; 0] and 𝒞 = [0 1; 1 0], which has rank 2: the system is controllable. If we measure position, C = [1 0], then CA = [0 1] and 𝒪 has rank 2, so velocity can be inferred from the history of position. If we measure only velocity, C = [0 1] and CA = [0 0], the rank drops to 1, and the position is unobservable: a constant offset in position has no effect on the measurement.",
            "The rank tests give a yes-or-no answer, but in engineering the degree matters. A system whose controllability matrix is nearly singular is controllable in theory but requires enormous inputs to move certain states. The controllability Gramian, whose smallest eigenvalue measures the energy needed to reach the hardest direction, quantifies this. The Popov-Belevitch-Hautus test offers another view: (A, B) is uncontrollable precisely when some left eigenvector w of A satisfies w<sup>T</sup>B = 0, that is, when a mode is invisible to the input. Such uncontrollable or unobservable modes are exactly those cancelled in the transfer function.",
          ),
        },
      },
      {
        title: "Pole Placement and Observers",
        description:
          "State feedback puts the closed-loop poles where we choose, and an observer supplies the states we cannot measure.",
        lesson: {
          title: "Choosing K and L",
          html:
            p(
              "With state feedback u = −Kx + r, the closed-loop dynamics become ẋ = (A − BK)x + Br. A fundamental theorem states that the eigenvalues of A − BK can be placed at any desired locations, provided complex ones come in conjugate pairs, if and only if (A, B) is controllable. For the double integrator with K = [k<sub>1</sub> k<sub>2</sub>], A − BK = [0 1; −k<sub>1</sub> −k<sub>2</sub>], whose characteristic polynomial is s<sup>2</sup> + k<sub>2</sub>s + k<sub>1</sub>. To place the poles at −2 ± 2j, corresponding to a natural frequency of 2.83 rad/s and a damping ratio of 0.707, we match it to (s + 2)<sup>2</sup> + 4 = s<sup>2</sup> + 4s + 8, giving k<sub>1</sub> = 8 and k<sub>2</sub> = 4. For higher-order single-input systems, Ackermann's formula computes K directly from the controllability matrix.",
              "State feedback assumes that every state is measured, which is rarely true. An observer, introduced by David Luenberger in 1964, estimates the state by running a copy of the model and correcting it with the measured output: dx̂/dt = Ax̂ + Bu + L(y − Cx̂). The estimation error e = x − x̂ then obeys ė = (A − LC)e, and by duality the eigenvalues of A − LC can be placed arbitrarily if (A, C) is observable. Observer poles are usually chosen two to five times faster than the controller poles, so that the estimate converges before it is needed, but not so fast that measurement noise is amplified.",
              "The separation principle justifies designing the two parts independently. When the feedback uses the estimate, u = −Kx̂, the closed-loop eigenvalues are simply the union of those of A − BK and A − LC. Practical designs must still check robustness, since the separation principle says nothing about margins:",
            ) +
            "<ul><li>Very fast controller poles demand large gains and saturate actuators.</li><li>Model error breaks the exact separation and can destabilise the loop.</li><li>Integral action, added by augmenting the state with the integral of the tracking error, is needed to reject constant disturbances.</li></ul>",
        },
      },
      {
        title: "The Linear-Quadratic Regulator",
        description:
          "Rather than choosing pole locations, we choose weights in a cost and let an optimisation choose the gain.",
        lesson: {
          title: "The Riccati equation and its guarantees",
          html: p(
            "Pole placement leaves the designer to guess where the poles should go, and for systems with several inputs the gain achieving a given set of poles is not unique. The linear-quadratic regulator replaces the guess with an optimisation. It finds the input that minimises the cost J = ∫<sub>0</sub><sup>∞</sup> (x<sup>T</sup>Qx + u<sup>T</sup>Ru) dt, where Q is positive semidefinite and penalises deviation of the state, and R is positive definite and penalises control effort. Increasing Q relative to R gives faster response at the cost of larger inputs.",
            "The solution, developed in the early 1960s, is linear state feedback u = −Kx with K = R<sup>−1</sup>B<sup>T</sup>P, where P is the unique positive-definite solution of the algebraic Riccati equation A<sup>T</sup>P + PA − PBR<sup>−1</sup>B<sup>T</sup>P + Q = 0. A solution exists and the closed loop is stable if (A, B) is stabilisable and (A, Q<sup>1/2</sup>) is detectable. Numerical solvers based on the Hamiltonian matrix, such as MATLAB's <code>lqr</code> or SciPy's <code>solve_continuous_are</code>, handle systems with hundreds of states.",
            "A scalar example shows the mechanics. For ẋ = x + u, an unstable system with a = 1 and b = 1, take q = 3 and r = 1. The Riccati equation reduces to 2p − p<sup>2</sup> + 3 = 0, whose positive root is p = 3. The gain is k = 3, and the closed-loop pole moves from +1 to 1 − 3 = −2. Raising q to 8 gives p = 4, k = 4 and a pole at −3: a heavier state penalty buys a faster response.",
            "The regulator also carries robustness guarantees that pole placement lacks. For a single-input system with full state feedback, the LQR loop has a gain margin from one half to infinity and a phase margin of at least 60 degrees, a result due to Safonov and Athans for the multivariable case. Choosing the weights is still an art; a common starting point is Bryson's rule, which sets each diagonal entry of Q to one over the square of the largest acceptable value of that state, and each entry of R likewise for the inputs, before tuning by simulation.",
          ),
        },
      },
    ],
  },
  {
    slug: "earthquake-seismology",
    discipline: "Geophysics",
    title: "Earthquake Seismology",
    description:
      "Seismic wave propagation, travel times and the structure of the Earth, earthquake location, magnitude scales and focal mechanisms, all treated quantitatively with exercises on recorded waveform data.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "focal mechanisms",
    modules: [
      {
        title: "Elastic Waves and Earth Structure",
        description: "Body and surface waves, their speeds, and what travel-time curves reveal about the interior.",
        lesson: {
          title: "P, S and surface waves",
          html: p(
            "An earthquake radiates elastic waves of two kinds through the body of the Earth. Compressional or P waves move particles back and forth along the direction of propagation, and travel at α = √((K + 4μ/3)/ρ), where K is the bulk modulus, μ the shear modulus and ρ the density. Shear or S waves move particles perpendicular to the direction of travel, at β = √(μ/ρ). Because fluids have no shear strength, μ = 0 and S waves cannot pass through them. For a Poisson solid, a good approximation for much of the crust and mantle, α/β = √3 ≈ 1.73; typical upper-crustal values are 6 km/s for P and 3.5 km/s for S.",
            "Along the free surface, interfering body waves produce surface waves. Rayleigh waves have a retrograde elliptical particle motion in the vertical plane; Love waves, which require velocity to increase with depth, are horizontally polarised shear waves. Surface waves are dispersive, their speed depending on period because longer periods sample deeper, faster rock, and their amplitudes decay more slowly with distance than those of body waves, so they dominate seismograms of shallow earthquakes at large distances.",
            "Rays obey Snell's law, and in a spherically layered Earth the quantity p = r sin i / v, the ray parameter, is constant along each ray. Plotting arrival time against epicentral distance gives travel-time curves, and the inversion of these curves revealed the Earth's layering during the first half of the twentieth century. Andrija Mohorovičić identified the base of the crust in 1909 from a jump in P velocity. Beno Gutenberg located the core-mantle boundary at a depth of about 2900 km in 1914, and the absence of direct S waves beyond about 104° showed that the outer core is liquid. P waves refracted by the core leave a shadow zone between roughly 104° and 140°; faint arrivals within it led Inge Lehmann in 1936 to propose a solid inner core. Modern reference models such as PREM (1981) and ak135 (1995) give velocity and density as functions of depth and are used to compute travel times for location and tomography.",
          ),
        },
      },
      {
        title: "Locating Earthquakes",
        description:
          "This module moves from the S minus P time at a single station to the linearised inversion of many arrival times.",
        lesson: {
          title: "Arrival times, Geiger's method and uncertainty",
          html:
            p(
              "The simplest estimate of distance uses the difference between the S and P arrival times at one station. If the source is at distance d, then t<sub>S</sub> − t<sub>P</sub> = d/β − d/α, so d = (t<sub>S</sub> − t<sub>P</sub>)αβ/(α − β). With α = 6 km/s and β = 3.5 km/s the factor αβ/(α − β) is 8.4 km/s, and an S minus P time of 10 s places the source about 84 km away. Three stations give three circles whose intersection approximates the epicentre.",
              "A modern location solves for four unknowns, the hypocentre coordinates x, y, z and the origin time t<sub>0</sub>, from many P and S arrival times. Because travel time is a nonlinear function of position, the standard approach, introduced by Ludwig Geiger in 1910, is iterative linearisation:",
            ) +
            "<ul><li>Start from a trial hypocentre, often just beneath the station with the earliest arrival.</li><li>Compute predicted travel times and residuals r<sub>i</sub> = observed − predicted for each arrival.</li><li>Form the matrix G of partial derivatives of travel time with respect to the four unknowns.</li><li>Solve G Δm = r by least squares for the correction Δm and update the trial solution.</li><li>Repeat until the corrections are negligible, then compute the covariance of the solution from the residual variance and (G<sup>T</sup>G)<sup>−1</sup>.</li></ul>" +
            p(
              "Depth is usually the worst-constrained parameter. For a source outside the network, a deeper hypocentre and an earlier origin time produce nearly the same arrival times, a trade-off that is broken only by a station whose distance from the epicentre is no more than about the depth of the source, or by depth phases such as pP reflected from the surface above the source. Errors in the velocity model also bias locations systematically. The double-difference method of Waldhauser and Ellsworth (2000) reduces this bias by inverting differences in arrival times between pairs of nearby earthquakes recorded at the same station, since errors along the shared path cancel; it sharpens diffuse clouds of seismicity into clear fault planes.",
            ),
        },
      },
      {
        title: "Magnitude and Seismic Moment",
        description: "Why the Richter scale saturates, and why the moment magnitude does not.",
        lesson: {
          title: "From Richter to moment magnitude",
          html: p(
            "Charles Richter defined the first magnitude scale in 1935 for southern California: the local magnitude M<sub>L</sub> is the base-10 logarithm of the maximum trace amplitude, in millimetres, recorded on a standard Wood-Anderson torsion seismograph, corrected to a distance of 100 km. A magnitude-3 earthquake at that distance produces an amplitude of 1 mm. Because the scale is logarithmic, each unit corresponds to a tenfold increase in amplitude. Later scales extended the idea: the body-wave magnitude m<sub>b</sub> uses P waves with periods near 1 s, and the surface-wave magnitude M<sub>S</sub> uses Rayleigh waves with periods near 20 s.",
            "These scales saturate. An amplitude measured at a fixed period reflects the size of the source only while the rupture is small compared with the wavelength; for large earthquakes, m<sub>b</sub> stops growing above about 6 and M<sub>S</sub> above about 8, so the 1960 Chile and 2004 Sumatra earthquakes could not be distinguished from much smaller events by these measures.",
            "The physical measure of earthquake size is the seismic moment M<sub>0</sub> = μAD, the product of the shear modulus, the area of the fault that slipped and the average slip. It can be determined from the long-period spectrum of the waves or from geodetic data, and it does not saturate. Thomas Hanks and Hiroo Kanamori defined the moment magnitude in 1979 so that it agrees with earlier scales where they work: M<sub>w</sub> = (2/3)(log<sub>10</sub>M<sub>0</sub> − 9.1), with M<sub>0</sub> in newton-metres.",
            "Worked example: a rupture 40 km long and extending 15 km down dip slips by an average of 1.5 m in crust with μ = 3 × 10<sup>10</sup> Pa. Then M<sub>0</sub> = 3 × 10<sup>10</sup> × 6 × 10<sup>8</sup> × 1.5 = 2.7 × 10<sup>19</sup> N·m, log<sub>10</sub>M<sub>0</sub> = 19.43, and M<sub>w</sub> = (2/3)(10.33) ≈ 6.9. Radiated energy scales roughly as 10<sup>1.5M</sup>, so each unit of magnitude represents about 32 times more energy. Over a region, the number N of earthquakes at or above magnitude M follows the Gutenberg-Richter relation log<sub>10</sub>N = a − bM, with b close to 1: for every magnitude-6 event there are about ten of magnitude 5.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-clinical-cardiology",
    discipline: "Cardiology",
    title: "Advanced Clinical Cardiology",
    description:
      "Designed for final-year medical students and junior residents, the course addresses systematic twelve-lead ECG interpretation, acute coronary syndromes, heart failure with reduced ejection fraction, and atrial fibrillation.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "atrial fibrillation",
    modules: [
      {
        title: "Systematic Twelve-Lead ECG Interpretation",
        description: "Rate, rhythm, axis, intervals, then morphology, in that order, every time.",
        lesson: {
          title: "A method that does not miss findings",
          html:
            p(
              "Experienced readers miss findings on an ECG not because they cannot recognise them, but because they stop looking once they have found the first abnormality. A fixed sequence protects against this. At the standard paper speed of 25 mm/s, one small square is 40 ms and one large square 200 ms.",
            ) +
            "<ul><li>Rate: 300 divided by the number of large squares between consecutive R waves, or, for irregular rhythms, the number of QRS complexes on a 10-second strip multiplied by six.</li><li>Rhythm: is there a P wave before every QRS and a QRS after every P wave, and is the P axis normal, upright in lead II?</li><li>Axis: normal if QRS is predominantly positive in leads I and aVF; negative in aVF with a positive lead II is still within the normal range down to −30°.</li><li>Intervals: PR 120 to 200 ms, QRS under 120 ms, and the QT corrected for rate.</li><li>Morphology: P waves, Q waves, QRS voltage, ST segments and T waves in every lead.</li></ul>" +
            p(
              "The QT interval shortens as heart rate rises, so it is corrected, most commonly by Bazett's formula QTc = QT/√RR, with RR in seconds. With an RR interval of 0.8 s (a rate of 75 per minute) and a measured QT of 400 ms, QTc = 400/√0.8 ≈ 447 ms. Values above about 450 ms in men and 460 ms in women are prolonged, and above 500 ms the risk of torsades de pointes rises markedly; Bazett's formula overcorrects at fast rates, where Fridericia's cube-root formula is preferred.",
              "ST elevation must be related to anatomy. Leads II, III and aVF face the inferior wall, usually supplied by the right coronary artery; V1 to V4 the anterior wall and septum, supplied by the left anterior descending artery; and I, aVL, V5 and V6 the lateral wall, supplied by the circumflex or diagonal branches. Under the Fourth Universal Definition of Myocardial Infarction (2018), new ST elevation at the J point in two contiguous leads of at least 1 mm suggests acute occlusion, except in V2 and V3, where the threshold is 2 mm in men over 40, 2.5 mm in men under 40 and 1.5 mm in women. Reciprocal ST depression in the opposite territory strengthens the diagnosis and helps distinguish infarction from pericarditis.",
            ),
        },
      },
      {
        title: "Acute Coronary Syndromes",
        description: "From plaque rupture to reperfusion: classification, troponin, and the first hours of management.",
        lesson: {
          title: "STEMI, NSTEMI and unstable angina",
          html: p(
            "Acute coronary syndromes share a common mechanism: disruption of an atherosclerotic plaque, by rupture of a thin fibrous cap or by erosion of the endothelium, exposes thrombogenic material and triggers platelet aggregation and thrombus formation. If the thrombus occludes the artery completely, transmural ischaemia produces ST-segment elevation myocardial infarction (STEMI). If the occlusion is partial or intermittent, the result is a non-ST-elevation acute coronary syndrome, which is called non-ST-elevation myocardial infarction (NSTEMI) when cardiac troponin rises above the 99th percentile upper reference limit with a rise or fall, and unstable angina when it does not. The widespread use of high-sensitivity troponin assays has made unstable angina an increasingly rare diagnosis and allows rapid 0-hour and 1-hour rule-in and rule-out algorithms in the emergency department.",
            "In STEMI, time is myocardium. Current European Society of Cardiology guidance recommends primary percutaneous coronary intervention if it can be performed within 120 minutes of the ECG diagnosis; otherwise, fibrinolysis should be given, ideally within 10 minutes of diagnosis, followed by transfer to a PCI centre and angiography within 2 to 24 hours, or immediately if reperfusion has failed. Resolution of ST elevation by less than 50 per cent at 60 to 90 minutes after lysis signals failure and calls for rescue PCI.",
            "Antithrombotic therapy is central in all syndromes. Aspirin is given at once, and a P2Y<sub>12</sub> inhibitor, prasugrel or ticagrelor in preference to clopidogrel, is added for dual antiplatelet therapy, usually for 12 months, with parenteral anticoagulation during the acute phase. For NSTE-ACS the timing of angiography depends on risk: immediately, within two hours, for patients with haemodynamic instability, refractory pain or life-threatening arrhythmia; within 24 hours for those with a confirmed NSTEMI, dynamic ST changes or a GRACE score above 140.",
            "Secondary prevention begins in hospital: a high-intensity statin regardless of baseline cholesterol, with an LDL cholesterol target below 1.4 mmol/L; a beta-blocker, particularly if left ventricular function is reduced; an ACE inhibitor; smoking cessation; and referral to cardiac rehabilitation, which reduces cardiovascular mortality and readmission.",
          ),
        },
      },
      {
        title: "Heart Failure with Reduced Ejection Fraction",
        description: "In this module we build the evidence-based regimen drug class by drug class, trial by trial.",
        lesson: {
          title: "Four pillars of therapy and when to add a device",
          html:
            p(
              "Heart failure with reduced ejection fraction (HFrEF) is defined by symptoms and signs of heart failure with a left ventricular ejection fraction of 40 per cent or less. Its commonest causes are ischaemic heart disease, hypertension and dilated cardiomyopathy. The failing ventricle activates the renin-angiotensin-aldosterone system and the sympathetic nervous system; these responses maintain blood pressure in the short term but drive fluid retention, vasoconstriction, fibrosis and progressive remodelling in the long term. Nearly every drug that improves survival works by blocking this neurohormonal activation.",
              "Guidelines now recommend four classes of disease-modifying drug for every patient who can tolerate them, started early and titrated to target doses:",
            ) +
            "<table><tr><th>Class</th><th>Examples</th><th>Landmark trial</th></tr><tr><td>ACE inhibitor, or angiotensin receptor-neprilysin inhibitor</td><td>enalapril; sacubitril/valsartan</td><td>CONSENSUS (1987); PARADIGM-HF (2014)</td></tr><tr><td>Beta-blocker</td><td>bisoprolol, carvedilol, metoprolol succinate</td><td>CIBIS-II, MERIT-HF (1999)</td></tr><tr><td>Mineralocorticoid receptor antagonist</td><td>spironolactone, eplerenone</td><td>RALES (1999)</td></tr><tr><td>SGLT2 inhibitor</td><td>dapagliflozin, empagliflozin</td><td>DAPA-HF (2019); EMPEROR-Reduced (2020)</td></tr></table>" +
            p(
              "In PARADIGM-HF, sacubitril/valsartan reduced the composite of cardiovascular death or heart-failure hospitalisation by 20 per cent relative to enalapril, and it is now preferred to an ACE inhibitor in many patients. Potassium and renal function must be monitored with mineralocorticoid antagonists, especially in combination with renin-angiotensin blockade. Loop diuretics such as furosemide relieve congestion and breathlessness but have not been shown to reduce mortality, and the dose is adjusted to the patient's weight and symptoms.",
              "Devices are considered after at least three months of optimised drug treatment. An implantable cardioverter-defibrillator is recommended for patients with an ejection fraction of 35 per cent or less and NYHA class II or III symptoms, to prevent sudden arrhythmic death, with the strongest evidence in ischaemic disease. Cardiac resynchronisation therapy, which paces both ventricles, is indicated for those in sinus rhythm with a QRS duration of 150 ms or more and left bundle branch block morphology, and improves symptoms, ejection fraction and survival.",
            ),
        },
      },
    ],
  },
  {
    slug: "search-engines-indexing-and-ranking",
    discipline: "Information retrieval",
    title: "Search Engines: Indexing and Ranking",
    description:
      "Indexing and ranking as practised in modern search engines, namely inverted indexes and their compression, the vector space model and BM25, evaluation with precision, recall and nDCG, and learning to rank.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "learning to rank",
    modules: [
      {
        title: "The Inverted Index and Its Compression",
        description: "Postings lists, merging intersections, and variable-byte coding of gaps.",
        lesson: {
          title: "Postings, gaps and variable-byte codes",
          html: p(
            "Every full-text search engine is built on the inverted index. For each term in the vocabulary, the dictionary points to a postings list of the identifiers of the documents containing it, kept in increasing order of document identifier, often with the term frequency and the positions at which the term occurs. A Boolean query such as <i>brutus AND caesar</i> is answered by walking the two sorted lists in step and outputting identifiers present in both, a merge that takes time proportional to the sum of the list lengths. Processing the rarest term first keeps intermediate results small, and skip pointers let the merge jump over long runs of non-matching postings. Positional postings make phrase queries possible: <i>to be or not to be</i> matches only where the positions of the terms are consecutive.",
            "Two empirical laws govern the size of the index. Heaps' law, M = kT<sup>b</sup>, relates vocabulary size M to the number of tokens T, with b near 0.5 and k typically between 30 and 100, so the vocabulary keeps growing as the collection grows. Zipf's law states that the frequency of the ith most common term is roughly proportional to 1/i, so a few terms have enormous postings lists while most terms have very short ones.",
            "Postings lists are compressed because a smaller index means more of it fits in memory and less time is spent reading from disk. The key step is to store gaps between successive document identifiers instead of the identifiers themselves: the list 824, 829, 215406 becomes 824, 5, 214577, and frequent terms have mostly small gaps. Variable-byte encoding then stores each gap in as few bytes as possible, using seven bits of each byte for payload and the high bit as a continuation flag set on the last byte of each number. The gap 5 needs a single byte, 10000101; 824, which is 6 × 128 + 56, needs two, 00000110 10111000; and 214577 needs three. Bit-level codes such as Elias gamma compress further at some cost in decoding speed, and modern engines favour block-based schemes like PForDelta that decode many integers at once with SIMD instructions.",
          ),
        },
      },
      {
        title: "Ranked Retrieval: From tf-idf to BM25",
        description: "Why should a term that appears everywhere count for less than a rare one?",
        lesson: {
          title: "Term weighting and the probabilistic model",
          html:
            p(
              "Boolean retrieval returns an unordered set, usually far too large or too small. Ranked retrieval scores each document against a free-text query and returns the best first. Two intuitions guide the score. A document that mentions a query term many times is probably more about it than one that mentions it once, which suggests weighting by term frequency tf. A term that occurs in few documents discriminates better than one that occurs in most, which Karen Spärck Jones formalised in 1972 as inverse document frequency: idf = log(N/df), with N the number of documents and df the number containing the term. In a collection of one million documents, a term found in 1000 has idf = log<sub>10</sub>(1000) = 3, while a term found in half of them has idf of about 0.3.",
              "In the vector space model, associated with Gerard Salton's SMART system, documents and queries are vectors of tf-idf weights and are ranked by the cosine of the angle between them, which normalises away document length. Raw term frequency exaggerates repetition, so a sublinear form 1 + log tf is generally used.",
              "The Okapi BM25 function, developed by Stephen Robertson and colleagues at City University London in the 1990s from the probabilistic relevance framework, remains a strong baseline. For each query term it adds idf × tf(k<sub>1</sub> + 1)/(tf + k<sub>1</sub>(1 − b + b·dl/avgdl)), where dl is the document length, avgdl the average length, k<sub>1</sub> usually between 1.2 and 2.0 and b about 0.75. Two properties distinguish it from tf-idf:",
            ) +
            "<ul><li>Saturation: with k<sub>1</sub> = 1.2 and a document of average length, tf = 3 contributes 3 × 2.2/4.2 ≈ 1.57 times idf, and tf = 30 only 30 × 2.2/31.2 ≈ 2.12 times; no term can dominate through repetition.</li><li>Length normalisation: the parameter b controls how strongly long documents are penalised, b = 0 ignoring length and b = 1 normalising fully.</li></ul>" +
            p(
              "BM25F extends the function to documents with fields, such as title, anchor text and body, each with its own weight and length normalisation.",
            ),
        },
      },
      {
        title: "Evaluating Retrieval Effectiveness",
        description: "Test collections, relevance judgements and the metrics computed from them.",
        lesson: {
          title: "Precision, recall and graded relevance",
          html: p(
            "Retrieval systems are evaluated by the Cranfield paradigm, named after Cyril Cleverdon's experiments at the Cranfield College of Aeronautics in the 1960s: a fixed test collection of documents, a set of information needs expressed as queries, and human judgements of which documents are relevant to each. The Text REtrieval Conference, run by the US National Institute of Standards and Technology since 1992, scaled the method up. Because no one can judge millions of documents per query, TREC judges a pool formed from the top-ranked results of many participating systems and treats unjudged documents as non-relevant.",
            "For an unranked set, precision is the fraction of retrieved documents that are relevant and recall the fraction of relevant documents that are retrieved. If a system returns 10 documents, 6 of them relevant, from a collection holding 20 relevant documents, precision is 0.6 and recall 0.3. The F1 measure, their harmonic mean, is 0.4 here. For rankings, precision at k measures the top of the list, where users look. Average precision averages the precision at the rank of each relevant document retrieved, counting zero for those never retrieved, and its mean over queries, MAP, was for many years the standard TREC summary.",
            "Web search needs graded judgements, because some results are excellent and others only marginally useful. Normalised discounted cumulative gain, proposed by Kalervo Järvelin and Jaana Kekäläinen in 2002, sums the gain of each result discounted by the logarithm of its rank: DCG = Σ rel<sub>i</sub>/log<sub>2</sub>(i + 1). For a ranking whose first four results have grades 3, 2, 0 and 1, DCG = 3 + 2/1.585 + 0 + 1/2.322 = 4.69. The ideal ordering 3, 2, 1, 0 gives 3 + 1.26 + 0.5 + 0 = 4.76, and nDCG, the ratio of the two, is 0.985. Normalisation makes scores comparable across queries with different numbers of relevant documents.",
            "Differences between systems must be tested for significance across queries, with a paired t-test or a randomisation test, since results vary enormously from one query to the next. Online evaluation complements test collections: A/B tests and interleaving compare rankers by the clicks of real users.",
          ),
        },
      },
    ],
  },
  {
    slug: "old-english-language-and-verse",
    discipline: "Old English",
    title: "Old English Language and Verse",
    description:
      "Participants read Old English in the original, working through the noun cases, strong and weak verbs, the alliterative metre of Beowulf, and the prose annals of the Anglo-Saxon Chronicle.",
    level: "advanced",
    duration: "one term",
    plantedGap: "Anglo-Saxon Chronicle",
    modules: [
      {
        title: "Nouns and Their Cases",
        description: "Strong and weak declensions, and how to parse a phrase whose word order is not English.",
        lesson: {
          title: "Four cases and two declensions",
          html:
            p(
              "Old English, the language of England from the fifth century to the twelfth, is an inflected Germanic language. Its nouns, pronouns and adjectives mark four principal cases: the nominative for the subject, the accusative for the direct object, the genitive for possession and many partitive uses, and the dative for the indirect object, for the objects of most prepositions and for a range of instrumental and locative senses once expressed by a separate instrumental case, of which only traces survive. Every noun also has grammatical gender, masculine, feminine or neuter, independent of sex: <i>wīf</i> 'woman' is neuter, and <i>mōna</i> 'moon' masculine.",
              "Nouns fall into strong declensions, whose stems once ended in a vowel, and the weak declension, whose stems ended in <i>-n</i>. The commonest patterns are these:",
            ) +
            "<table><tr><th></th><th>Strong masculine <i>stān</i> 'stone'</th><th>Weak masculine <i>nama</i> 'name'</th></tr><tr><td>Nominative singular</td><td>stān</td><td>nama</td></tr><tr><td>Accusative singular</td><td>stān</td><td>naman</td></tr><tr><td>Genitive singular</td><td>stānes</td><td>naman</td></tr><tr><td>Dative singular</td><td>stāne</td><td>naman</td></tr><tr><td>Nominative and accusative plural</td><td>stānas</td><td>naman</td></tr><tr><td>Genitive plural</td><td>stāna</td><td>namena</td></tr><tr><td>Dative plural</td><td>stānum</td><td>namum</td></tr></table>" +
            p(
              "Two endings from the strong masculine survive in Modern English: the genitive <i>-es</i> became the possessive 's, and the plural <i>-as</i> became the regular plural in -s, which spread to most nouns during the Middle English period. The dative plural <i>-um</i> is the most reliable ending in the language and identifies a dative plural in almost every declension.",
              "Because case carries the grammatical relations, word order is freer than in Modern English, though patterns exist: main clauses often place the verb second, subordinate clauses tend to put it last. In <i>þone cyning slōh se ealdormann</i>, the accusative article <i>þone</i> marks <i>cyning</i> as object, so the sentence means 'the ealdorman killed the king', not the reverse. When reading, identify the articles and demonstratives first, <i>se</i>, <i>sēo</i>, <i>þæt</i> and their inflected forms, because they disambiguate case more reliably than the noun endings.",
            ),
        },
      },
      {
        title: "Strong and Weak Verbs",
        description: "Ablaut in the seven classes of strong verbs and the dental suffix of the weak verbs.",
        lesson: {
          title: "Principal parts and ablaut",
          html: p(
            "Old English verbs form their past tense in two fundamentally different ways. Weak verbs, the productive type to which new verbs were added, form the past with a dental suffix: <i>lufian</i> 'to love', past <i>lufode</i>, past participle <i>gelufod</i>; <i>hīeran</i> 'to hear', past <i>hīerde</i>. Modern English 'loved' and 'heard' continue them. Strong verbs instead change the vowel of the root, a process called ablaut inherited from Proto-Indo-European, as Modern English 'sing, sang, sung' still does.",
            "A strong verb has four principal parts: the infinitive, the past singular (first and third person), the past plural and the past participle. Learning these four forms allows every other form of the verb to be predicted. The strong verbs fall into seven classes according to their pattern of vowels: class I <i>rīdan, rād, ridon, riden</i> 'ride'; class II <i>bēodan, bēad, budon, boden</i> 'offer, command'; class III <i>singan, sang, sungon, sungen</i> 'sing'; class IV <i>beran, bær, bǣron, boren</i> 'bear'; class V <i>sprecan, spræc, sprǣcon, sprecen</i> 'speak'; class VI <i>faran, fōr, fōron, faren</i> 'go, travel'; and class VII, originally reduplicating, <i>feallan, fēoll, fēollon, feallen</i> 'fall'. The past singular and plural often have different vowels, so <i>hē rād</i> 'he rode' but <i>hīe ridon</i> 'they rode'.",
            "The present tense endings are shared by most verbs: <i>ic binde</i>, <i>þū bindest</i>, <i>hē bindeþ</i>, and a single plural form for all persons, <i>wē, gē, hīe bindaþ</i>. The third-person <i>-eþ</i> survives in the biblical 'bindeth'; it was replaced by northern <i>-s</i> in later English. Strong verbs with a back vowel in the root often mutate it in the second and third person singular: <i>faran</i> gives <i>hē færþ</i>, and <i>cuman</i> gives <i>hē cymþ</i>.",
            "The past participle usually carries the prefix <i>ge-</i>, the ancestor of the y- in Spenser's archaic 'yclept'. A handful of very common verbs are irregular, including <i>bēon</i> and <i>wesan</i>, which share the work of 'to be', and <i>dōn</i>, <i>gān</i> and <i>willan</i>. Parsing a verb therefore begins with finding its infinitive in the glossary through its principal parts, since the past forms often look nothing like the headword.",
          ),
        },
      },
      {
        title: "The Alliterative Metre of Beowulf",
        description: "How a line of Old English verse is built, scanned and heard.",
        lesson: {
          title: "Half-lines, lifts and staves",
          html: p(
            "Old English poetry is composed in the alliterative long line, a form shared with Old Norse, Old Saxon and Old High German verse. Each line consists of two half-lines, the a-verse and the b-verse, separated by a pause called the caesura. Each half-line normally contains two stressed syllables, or lifts, and a variable number of unstressed syllables, or dips. The half-lines are bound together by alliteration rather than rhyme: the first lift of the b-verse, the head-stave, must alliterate with one or both lifts of the a-verse, while the second lift of the b-verse normally does not alliterate. Consonants alliterate with the same consonant, the clusters <i>sc</i>, <i>sp</i> and <i>st</i> only with themselves, and any vowel alliterates with any other vowel.",
            "The opening of Beowulf illustrates the pattern. In the first line, <i>Hwæt! Wē Gār-Dena in gēar-dagum</i>, the lifts <i>Gār</i> and <i>gēar</i> alliterate on g; <i>Hwæt</i> is an exclamation outside the metre. The second line, <i>þēod-cyninga þrym gefrūnon</i>, alliterates on þ, and the fourth, <i>Oft Scyld Scēfing sceaþena þrēatum</i>, on sc, with the final lift <i>þrēatum</i> left unalliterated as the rule requires.",
            "Eduard Sievers, in work published in the 1880s and 1890s, showed that almost all half-lines conform to five basic patterns of lifts and dips, which he labelled types A to E. Type A, lift-dip-lift-dip as in <i>gēar-dagum</i>, is by far the commonest; type C, dip-lift-lift-dip, and type D, lift-lift-half-stress-dip, are less frequent. Later scholars, including John Pope and A. J. Bliss, refined the system, but Sievers's types remain the common vocabulary for scansion.",
            "Metre shapes style. Because the poet needs words with the right initial sound, the verse is rich in synonyms for common ideas such as warrior, sea and king, and in compounds and kennings: the sea is the <i>hronrād</i>, 'whale-road', in line 10. Variation, the restatement of one idea in several parallel phrases, slows the narrative and lets each restatement add a new aspect. The poem survives in a single copy, the Nowell Codex, British Library Cotton Vitellius A.xv, which was scorched in the Cotton library fire of 1731.",
          ),
        },
      },
    ],
  },
];
