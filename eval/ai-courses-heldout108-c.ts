/** One-hundred-and-eighth held-out evaluation courses, advanced level; see ai-courses-heldout108.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT108_C: EvalCourse[] = [
  {
    slug: "statistical-mechanics-ensembles-fluctuations-and-phase-transitions",
    discipline: "Statistical mechanics",
    title: "Statistical Mechanics: Ensembles, Fluctuations and Phase Transitions",
    description:
      "Topics: the microcanonical, canonical and grand canonical ensembles; entropy, the Gibbs paradox and negative temperature; energy and particle-number fluctuations; the Ising model, mean-field theory and critical exponents; and Bose-Einstein condensation. Weekly problem classes develop the calculations alongside the physical arguments.",
    level: "advanced",
    duration: "one semester (three lectures and one problem class a week for eleven weeks)",
    plantedGap: "Bose-Einstein condensation",
    modules: [
      {
        title: "Counting States: The Microcanonical Ensemble",
        description:
          "Entropy from state counting, temperature as a derivative, negative temperatures and the resolution of the Gibbs paradox.",
        lesson: {
          title: "Entropy, Temperature and the Factor N!",
          html: p(
            "The microcanonical ensemble describes an isolated system with fixed energy E, volume V and particle number N. Its single postulate is that all accessible microstates are equally probable. If Ω(E, V, N) counts them, Boltzmann's entropy is S = k ln Ω, and thermodynamics follows from derivatives: 1/T = (∂S/∂E) at fixed V and N, P/T = (∂S/∂V), and μ/T = −(∂S/∂N). Temperature is therefore not defined by kinetic energy but by how fast the number of states grows with energy.",
            "Consider N distinguishable two-level systems, each with ground energy 0 and excited energy ε. With n excited, E = nε and Ω = N!/[n!(N − n)!]. Using Stirling's approximation and x = n/N, S = −Nk[x ln x + (1 − x) ln(1 − x)]. Differentiating, 1/T = (1/ε)(∂S/∂n) = (k/ε) ln[(1 − x)/x]. Inverting gives x = 1/(e^(ε/kT) + 1), the same occupation the canonical ensemble produces, an early sign that ensembles agree for large N.",
            "The result contains a surprise. For x < 1/2, T is positive; at x = 1/2, where S is maximal, T is infinite; for x > 1/2, T is negative, because adding energy reduces the number of states. A negative-temperature system is hotter than any positive-temperature one: in contact, energy flows from it. Such states require an energy spectrum bounded above, and were first produced in nuclear spin systems by Purcell and Pound in 1951.",
            "Applying the same counting to a classical ideal gas by integrating over phase space in cells of size h^3N gives S = Nk[ln(V/λ³) + 3/2], with thermal wavelength λ = h/√(2πmkT). This entropy is not extensive: doubling N and V does not double S. Worse, removing a partition between two identical gases, each of N particles in volume V at the same temperature, seems to raise the entropy by 2Nk ln 2, although nothing observable has changed. This is the Gibbs paradox.",
            "Gibbs resolved it by dividing Ω by N!, counting permutations of identical particles as the same state. Since ln N! ≈ N ln N − N, the entropy becomes the Sackur-Tetrode formula, S = Nk[ln(V/(Nλ³)) + 5/2], which is extensive and gives zero entropy of mixing for identical gases. The N! is justified fully only by the indistinguishability of identical particles in quantum mechanics, and the formula fails when Nλ³/V approaches 1, where the classical counting breaks down.",
          ),
        },
      },
      {
        title: "Canonical and Grand Canonical Ensembles",
        description:
          "Partition functions, free energies and the fluctuation relations that link microscopic variance to measurable response functions.",
        lesson: {
          title: "Partition Functions and Fluctuations",
          html: p(
            "A system exchanging energy with a large reservoir at temperature T occupies microstate i with probability e^(−βE_i)/Z, where β = 1/kT and Z = Σ e^(−βE_i) is the canonical partition function. The result follows from expanding the reservoir's entropy to first order in the energy it gives up. All thermodynamics flows from Z through the Helmholtz free energy, F = −kT ln Z. For a classical ideal gas, Z = Z₁^N/N! with Z₁ = V/λ³, so F = −NkT[ln(V/(Nλ³)) + 1] and P = −∂F/∂V = NkT/V.",
            "Energy now fluctuates. Differentiating ln Z gives ⟨E⟩ = −∂ln Z/∂β and the variance ⟨ΔE²⟩ = ∂²ln Z/∂β² = kT²C_V. This relation links a microscopic fluctuation to a measurable response and shows that C_V can never be negative for a system in canonical equilibrium. For a monatomic ideal gas, ⟨E⟩ = (3/2)NkT and C_V = (3/2)Nk, so the relative fluctuation is √(2/(3N)), about 10⁻¹⁰ for N = 10²⁰. That is why the canonical and microcanonical ensembles give the same thermodynamics in the large-N limit.",
            "If particles can also be exchanged, the grand canonical ensemble weights states by e^(−β(E − μN)). The grand partition function is Ξ = Σ_N z^N Z_N, with fugacity z = e^(βμ), and the grand potential is −kT ln Ξ, which equals −PV for a homogeneous system. Then ⟨N⟩ = z ∂ln Ξ/∂z and ⟨ΔN²⟩ = kT(∂⟨N⟩/∂μ) at fixed T and V. For the classical ideal gas Ξ = exp(zV/λ³), so ⟨N⟩ = zV/λ³ and ⟨ΔN²⟩ = ⟨N⟩: the particle number in an open subvolume is Poisson distributed. In general ⟨ΔN²⟩/⟨N⟩ = nkTκ_T, where κ_T is the isothermal compressibility. Near a critical point κ_T diverges, density fluctuations become macroscopic and scatter light strongly, which is the origin of critical opalescence; there the equivalence of ensembles fails.",
            "The grand canonical ensemble is often the easier route even when N is in practice fixed. Worked example: M independent adsorption sites, each empty or holding one molecule with binding energy ε, in equilibrium with an ideal gas. Each site contributes a factor 1 + z e^(βε), so the fractional coverage is θ = z e^(βε)/(1 + z e^(βε)). Substituting z = Pλ³/kT for the gas gives θ = P/(P + P₀(T)), the Langmuir isotherm, with P₀ = (kT/λ³)e^(−βε).",
          ),
        },
      },
      {
        title: "The Ising Model and Mean-Field Theory",
        description:
          "Exact results in one and two dimensions, the mean-field approximation, and critical exponents as a test of theory.",
        lesson: {
          title: "Order, Fluctuations and Critical Exponents",
          html: p(
            "The Ising model places spins s_i = ±1 on a lattice with energy H = −J Σ s_i s_j − h Σ s_i, the first sum over nearest-neighbour pairs, with J > 0 favouring alignment. Ernst Ising solved the one-dimensional chain in 1925 and found no ordered phase at any T > 0. With periodic boundaries the transfer-matrix method gives Z = λ₊^N + λ₋^N, where at h = 0 the eigenvalues are 2 cosh βJ and 2 sinh βJ; the correlation length, 1/ln(coth βJ), is finite at every positive temperature. The physical reason is that a domain wall costs energy 2J but can be placed in about N positions, so its free energy 2J − kT ln N is negative for large N.",
            "In two dimensions a domain wall's energy grows with its length, and Peierls showed in 1936 that order survives at low temperature. Onsager's exact solution for the square lattice (1944) gives kT_c/J = 2/ln(1 + √2) ≈ 2.269.",
            "Mean-field theory replaces each spin's neighbours by their average magnetisation m. A spin then sees an effective field h + qJm, where q is the coordination number, and self-consistency requires m = tanh[β(qJm + h)]. At h = 0 a non-zero solution appears below kT_c = qJ. For the square lattice (q = 4) this predicts kT_c = 4J, well above the exact 2.269J, and in one dimension it predicts a transition that does not exist. Both errors arise because mean-field theory ignores fluctuations, which disorder the system.",
            "Near T_c the theory yields power laws. Expanding tanh x ≈ x − x³/3 gives m ≈ [3(1 − T/T_c)]^(1/2). Compare the exponents:" +
              "<table><tr><th>Exponent</th><th>Defined by</th><th>Mean field</th><th>2D Ising (exact)</th><th>3D Ising (numerical)</th></tr><tr><td>β</td><td>m ∝ (T_c − T)^β</td><td>1/2</td><td>1/8</td><td>0.326</td></tr><tr><td>γ</td><td>χ ∝ |T − T_c|^(−γ)</td><td>1</td><td>7/4</td><td>1.237</td></tr><tr><td>δ</td><td>m ∝ h^(1/δ) at T_c</td><td>3</td><td>15</td><td>4.79</td></tr><tr><td>ν</td><td>ξ ∝ |T − T_c|^(−ν)</td><td>1/2</td><td>1</td><td>0.630</td></tr></table>",
            "Landau theory reaches the same mean-field exponents from a free energy expanded as a(T − T_c)m² + bm⁴ − hm. The Ginzburg criterion shows when fluctuations invalidate it: above four dimensions mean-field exponents are exact. Below that, universality takes over: systems sharing dimension and order-parameter symmetry share exponents, which is why the liquid-gas critical point shows 3D Ising exponents.",
          ),
        },
      },
    ],
  },
  {
    slug: "spacecraft-attitude-determination-and-control",
    discipline: "Spacecraft attitude control",
    title: "Spacecraft Attitude Determination and Control",
    description:
      "Quaternions, Euler's equations and Wahba's problem sit at the heart of every satellite pointing system. Final-year and MSc students model attitude kinematics and rigid-body dynamics, estimate attitude from vector observations, design reaction-wheel controllers with magnetic momentum dumping, and assess passive gravity-gradient stabilisation.",
    level: "advanced",
    duration: "ten weeks (two lectures and one MATLAB laboratory a week)",
    plantedGap: "gravity-gradient stabilisation",
    modules: [
      {
        title: "Attitude Kinematics and Rigid-Body Dynamics",
        description:
          "Direction cosine matrices, Euler angles and quaternions, and Euler's equations with their consequences for spin stability.",
        lesson: {
          title: "Representing Attitude and Its Motion",
          html: p(
            "Attitude is the orientation of a body-fixed frame relative to a reference frame, commonly an inertial frame such as J2000 or a local-vertical, local-horizontal orbital frame. The direction cosine matrix A maps reference components to body components, v_B = A v_R. It is orthogonal with determinant +1, so its nine elements obey six constraints, leaving the three degrees of freedom of rotation.",
            "Euler angles give three numbers directly, but every sequence has a singularity. In the common 3-2-1 (yaw, pitch, roll) sequence, the kinematic equations contain 1/cos θ, so at pitch θ = ±90° yaw and roll become indistinguishable and the rates are undefined: the mathematical counterpart of gimbal lock. Euler angles remain useful for small deviations and for display to operators.",
            "Onboard software usually uses the quaternion. By Euler's rotation theorem any attitude is a rotation through angle Φ about a unit axis e, and the quaternion is q = [e sin(Φ/2); cos(Φ/2)], with vector part q_v and scalar part q₄. Its four elements obey a single normalisation constraint and it has no singularities, but q and −q represent the same attitude. Its kinematics are linear in q: q̇ = ½ Ω(ω) q, where Ω(ω) is a 4 × 4 skew-symmetric matrix built from the body angular rate ω. Beware: scalar-first and scalar-last conventions, and Hamilton and Shuster multiplication orders, are all in use, and mixing them is a classic source of flight-software sign errors.",
            "Rotational dynamics follow from the angular momentum H = Iω of a rigid body. In body axes, Euler's equations read I ω̇ + ω × (Iω) = τ, or in principal axes I₁ω̇₁ = (I₂ − I₃)ω₂ω₃ + τ₁ and cyclic permutations. Without torque, spin about the axis of maximum or minimum moment of inertia is stable, while spin about the intermediate axis is unstable, the behaviour seen in the 'tennis racket' or Dzhanibekov effect.",
            "Energy dissipation changes this. At constant H, kinetic energy is H²/(2I), which is smallest for the largest I, so flexing structures or sloshing propellant drive the body towards major-axis spin. Explorer 1, launched in 1958, was spun about its minor axis; its flexible wire antennas dissipated energy and it soon entered a flat spin. Spin-stabilised spacecraft must therefore spin about the major axis or carry active nutation control.",
          ),
        },
      },
      {
        title: "Attitude Determination from Vector Observations",
        description:
          "Attitude sensors, the TRIAD algorithm, Wahba's problem and its optimal solutions, and sequential estimation.",
        lesson: {
          title: "From TRIAD to QUEST",
          html: p(
            "Most attitude sensors measure a direction. Sun sensors give the Sun vector, to about a degree for coarse cells and to arcminutes for fine sensors; magnetometers measure the geomagnetic field, compared with a model such as the IGRF, and support attitude knowledge of roughly a fraction of a degree to a few degrees; horizon sensors find the nadir; and star trackers give full attitude to a few arcseconds across the boresight, less precisely about it. Gyros measure body rate and propagate attitude between observations, but their bias drifts.",
            "A single direction fixes only two degrees of freedom, so two non-parallel vectors are needed. The TRIAD algorithm (Black, 1964) builds an orthonormal triad from each pair. In the body frame, t₁ = b₁, t₂ = (b₁ × b₂)/|b₁ × b₂| and t₃ = t₁ × t₂; the same construction from the reference vectors r₁ and r₂ gives a second triad, and the attitude matrix is A = [t₁ t₂ t₃]_B [t₁ t₂ t₃]_R^T. TRIAD uses all of the first vector but only part of the second, so the more accurate measurement, typically the Sun vector, should come first.",
            "With more than two observations, or to weight them properly, Grace Wahba's problem (1965) asks for the orthogonal matrix A minimising L(A) = ½ Σ a_i |b_i − A r_i|², with weights a_i usually proportional to 1/σ_i². Davenport's q-method solves it exactly. Form B = Σ a_i b_i r_iᵀ, S = B + Bᵀ, σ = tr B and z = Σ a_i (b_i × r_i), and assemble the 4 × 4 symmetric matrix K with S − σI in the upper-left block, z in the last column and row, and σ in the corner. The optimal quaternion, in scalar-last form, is the eigenvector of K with the largest eigenvalue.",
            "Because eigen-decomposition was expensive for early flight computers, Shuster's QUEST algorithm, first flown on Magsat in 1979, finds the largest eigenvalue by Newton-Raphson iteration from Σ a_i, its value for perfectly consistent measurements, then computes the quaternion directly. The gap between λ_max and Σ a_i checks sensor consistency.",
            "These are single-frame methods. Most modern spacecraft fuse star-tracker and gyro data in a multiplicative extended Kalman filter (Lefferts, Markley and Shuster, 1982), which estimates a three-component attitude error and the gyro biases and corrects the quaternion by multiplication, preserving its normalisation.",
          ),
        },
      },
      {
        title: "Reaction Wheels, Feedback and Momentum Dumping",
        description:
          "Quaternion feedback design for reaction-wheel control, wheel saturation, magnetic momentum management and detumbling.",
        lesson: {
          title: "Designing a Three-Axis Controller",
          html: p(
            "A reaction wheel applies torque to the spacecraft by changing its own speed: the torque on the body is −ḣ_w, where h_w is wheel angular momentum. Without external torque the total angular momentum, Iω + h_w, is constant in inertial space: wheels only redistribute it. Four wheels in a pyramid give redundancy against a single failure, and a bias speed avoids repeated zero-speed crossings, where friction is nonlinear.",
            "A standard control law is quaternion feedback, τ = −K_p sign(q₄) q_v − K_d ω, with q the attitude error quaternion and ω the rate error. The sign term makes the spacecraft take the shorter of the two rotations that reach the target, avoiding 'unwinding' through almost a full turn. For small errors q_v ≈ θ/2, so each axis behaves as I θ̈ + K_d θ̇ + (K_p/2)θ = 0. Matching this to a second-order system gives K_p = 2Iω_n² and K_d = 2ζω_n I.",
            "Worked example: an axis with I = 10 kg·m², a desired natural frequency of 0.1 rad/s and damping ratio 0.7 needs K_p = 2 × 10 × 0.01 = 0.2 N·m and K_d = 2 × 0.7 × 0.1 × 10 = 1.4 N·m·s, with a 2 per cent settling time of about 4/(ζω_n) ≈ 57 s. A 30° error would demand about 0.05 N·m at once, so large slews use rate- and torque-limited profiles, with the linear controller taking over near the target.",
            "Secular external torques, such as solar radiation pressure on an asymmetric solar array or a residual magnetic dipole, add momentum that the wheels absorb until they near maximum speed, and it must then be dumped by an external torque. Magnetorquers are coils producing a dipole m, which generates torque m × B in the geomagnetic field. Choosing m = (k/|B|²)(Δh × B), where Δh is the excess wheel momentum, gives torque −k times the component of Δh perpendicular to B. No torque is available along B at any instant, but as the field direction rotates around an inclined orbit, all components can be removed over time. Thrusters dump momentum faster but use propellant.",
            "Magnetorquers also detumble a spacecraft after separation: the B-dot law, m = −k dB/dt with the derivative measured in body axes, opposes the apparent rotation of the field removing rotational energy using only a magnetometer, which makes it a robust safe-mode controller.",
          ),
        },
      },
    ],
  },
  {
    slug: "damage-control-in-major-trauma",
    discipline: "Trauma surgery",
    title: "Damage Control in Major Trauma",
    description:
      "Haemorrhage remains the leading cause of preventable death after injury. For higher surgical trainees, the course covers the primary survey and damage control resuscitation, damage control laparotomy, the management of pelvic haemorrhage, and surgical priorities when traumatic brain injury accompanies torso bleeding.",
    level: "advanced",
    duration: "four weeks (weekly full-day sessions combining case-based seminars, simulation and cadaveric skills)",
    plantedGap: "traumatic brain injury",
    modules: [
      {
        title: "The Primary Survey and Damage Control Resuscitation",
        description:
          "Recognising life-threatening haemorrhage and resuscitating with blood products, tranexamic acid and limited crystalloid.",
        lesson: {
          title: "Resuscitating the Bleeding Patient",
          html: p(
            "Haemorrhage causes roughly a third of trauma deaths and most of those judged preventable, and most haemorrhagic deaths occur within hours of injury. The primary survey has therefore been reordered in many systems as <C>ABCDE: catastrophic external haemorrhage is controlled first, with direct pressure, haemostatic dressings and tourniquets, before the airway. Military experience in Iraq and Afghanistan drove this change.",
            "Shock in trauma is haemorrhagic until proved otherwise. Heart rate and blood pressure are late and unreliable signs, particularly in the young, the elderly and those on beta-blockers; a shock index (heart rate divided by systolic pressure) above 1, a raised lactate or a base deficit worse than −6 mmol/L are more useful early warnings. Scores such as the ABC score, which counts penetrating mechanism, systolic pressure of 90 mmHg or less, heart rate of 120 or more and a positive FAST scan, predict the need for massive transfusion when two or more are present, and should trigger the major haemorrhage protocol.",
            "Damage control resuscitation rests on several principles:" +
              "<ul><li>Permissive hypotension in selected patients: accepting a systolic pressure of about 80 to 90 mmHg, or a palpable radial pulse, until bleeding is controlled, to avoid dislodging clot and diluting clotting factors.</li><li>Minimal crystalloid: large volumes worsen dilutional coagulopathy, acidosis and tissue oedema.</li><li>Balanced blood products: the PROPPR trial (2015) of 680 patients compared plasma, platelets and red cells in 1:1:1 and 1:1:2 ratios; mortality at 24 hours and 30 days did not differ significantly, but more patients in the 1:1:1 group achieved haemostasis and fewer died of exsanguination in the first 24 hours.</li><li>Tranexamic acid: in CRASH-2 (2010), with 20,211 patients, 1 g over 10 minutes then 1 g over 8 hours reduced all-cause mortality from 16.0 to 14.5 per cent; benefit was confined to treatment within 3 hours of injury, and later treatment increased deaths from bleeding.</li></ul>",
            "Acute traumatic coagulopathy is present on arrival in about a quarter of severely injured patients, as Brohi and colleagues showed in 2003, and is driven by shock and tissue injury rather than dilution alone. Viscoelastic testing with ROTEM or TEG allows targeted replacement, especially of fibrinogen. Correct ionised calcium, which citrate in transfused products lowers, and prevent hypothermia, completing the defence against the lethal triad of hypothermia, acidosis and coagulopathy.",
          ),
        },
      },
      {
        title: "Damage Control Laparotomy",
        description:
          "Selecting patients for abbreviated surgery and carrying out the staged sequence of haemorrhage control, contamination control and planned return.",
        lesson: {
          title: "Operate to Survive, Repair Later",
          html: p(
            "Damage control surgery accepts an incomplete operation to rescue physiology. Stone and colleagues described abbreviated laparotomy for coagulopathic patients in 1983, and Rotondo and colleagues named the strategy in 1993: in patients with major vascular injury and two or more visceral injuries, survival was 77 per cent with damage control compared with 11 per cent after definitive laparotomy. The principle is that a cold, acidotic, coagulopathic patient dies of deranged physiology, not of an unrepaired bowel injury.",
            "The decision should be made early, ideally before or within the first minutes of the operation, not after hours of failed definitive repair. Common triggers are a pH below 7.2, core temperature below 35 °C, clinical or laboratory coagulopathy, transfusion of ten or more units of red cells, and anatomical patterns such as juxtahepatic venous injury or combined major vascular and hollow-viscus injury. The surgeon and anaesthetist must talk throughout: the anaesthetist's report of physiology sets the pace of the operation.",
            "The abbreviated operation follows a set sequence:" +
              "<ol><li>A long midline incision, evacuation of blood and clot, and packing of all four quadrants.</li><li>Haemorrhage control, removing packs quadrant by quadrant: ligation of non-essential vessels, temporary intravascular shunts for major arteries, splenectomy rather than splenic repair, and perihepatic packing, with the Pringle manoeuvre to distinguish inflow from hepatic venous bleeding.</li><li>Contamination control: stapling across injured bowel and leaving it in discontinuity, with no anastomosis or stoma at this stage.</li><li>Temporary abdominal closure, usually a negative-pressure dressing, leaving the fascia open.</li></ol>",
            "Operating time should be kept to about an hour. The patient then goes to intensive care for rewarming, correction of coagulopathy and acidosis, and monitoring of bladder pressure as a measure of intra-abdominal pressure. Abdominal compartment syndrome, a sustained intra-abdominal pressure above 20 mmHg with new organ dysfunction, requires reopening the abdomen.",
            "Planned return to theatre usually takes place after 24 to 48 hours, once physiology has normalised, for removal of packs, definitive repair, restoration of bowel continuity and, where possible, fascial closure. The open abdomen has its own serious complications, including enteroatmospheric fistula and loss of domain, so damage control is a tool for selected patients, not a default for every trauma laparotomy.",
          ),
        },
      },
      {
        title: "Pelvic Haemorrhage",
        description:
          "Classification of pelvic ring injuries and the choice between binder, angioembolisation, preperitoneal packing and aortic occlusion.",
        lesson: {
          title: "Stopping Bleeding From the Pelvis",
          html: p(
            "High-energy pelvic ring fractures can lose several litres of blood into the retroperitoneum. Around 80 to 90 per cent of that bleeding comes from the presacral venous plexus and fractured cancellous bone; only 10 to 20 per cent is arterial, commonly from branches of the internal iliac artery such as the superior gluteal and internal pudendal arteries. This distribution explains why no single technique controls every pelvic bleed.",
            "The Young-Burgess classification groups injuries by mechanism: lateral compression (LC I to III), anteroposterior compression (APC I to III), vertical shear, and combined mechanisms. APC II and III injuries, which open the pelvic ring and disrupt posterior ligaments, and vertical shear injuries carry the greatest transfusion requirements, because the pelvic volume increases and ligamentous disruption tears veins.",
            "A pelvic binder should be applied early, ideally before hospital, in any patient with a suspicious mechanism and signs of shock. It must be centred over the greater trochanters, not the iliac crests, where it is ineffective and can widen the injury. Log-rolling should be minimised. A binder can reduce a fracture so well that plain radiographs and CT understate the injury, so its presence must be recorded and the imaging interpreted accordingly.",
            "In a patient who remains unstable despite a binder and resuscitation, first exclude other sources with FAST and a chest radiograph. The pelvic options are then:" +
              "<ul><li>Angioembolisation, the treatment of choice for arterial bleeding, particularly when CT shows a contrast blush, but it depends on interventional radiology being immediately available and does not address venous bleeding.</li><li>Preperitoneal pelvic packing, through a short lower midline or Pfannenstiel incision that stays outside the peritoneum, placing packs on each side of the bladder against the pelvic sidewall, usually combined with external fixation to give the packs a stable frame to press against.</li><li>REBOA, resuscitative endovascular balloon occlusion of the aorta, in zone III between the lowest renal artery and the aortic bifurcation, as a temporary bridge to definitive control.</li></ul>",
            "REBOA deserves caution. The UK-REBOA randomised trial, published in 2023, found higher 90-day mortality when REBOA was added to standard care in patients with exsanguinating torso haemorrhage, 54 against 42 per cent. Protocols now increasingly favour rapid transfer to a hybrid theatre where packing, fixation and embolisation can be combined.",
          ),
        },
      },
    ],
  },
  {
    slug: "trial-advocacy-witness-handling-in-criminal-courts",
    discipline: "Trial advocacy",
    title: "Trial Advocacy: Witness Handling in Criminal Courts",
    description:
      "Designed for pupil barristers and solicitor-advocates in their first years of practice, the programme drills examination-in-chief without leading, disciplined cross-examination, putting the case, questioning vulnerable witnesses and handling expert witnesses, through filmed exercises with individual feedback from practising advocates and judges.",
    level: "advanced",
    duration: "three weekends of intensive workshops (Friday evening to Sunday afternoon), spread over two months",
    plantedGap: "expert witnesses",
    modules: [
      {
        title: "Examination-in-Chief: Letting the Witness Tell It",
        description:
          "Open questioning, structure, drawing the sting, refreshing memory and what to do when a witness turns against you.",
        lesson: {
          title: "Open Questions and a Clear Structure",
          html: p(
            "Examination-in-chief is usually harder than it looks, because the advocate may not lead on contested matters. A leading question either suggests the answer wanted or assumes a disputed fact: 'Did he then hit you?' and 'What did you do after he hit you?' are both leading if the blow is in issue. Leading is permitted on introductory and uncontested matters, and by agreement, which keeps background evidence moving.",
            "Good chief has a structure the tribunal can follow. Signpost each new topic: 'I want to ask you now about the evening of 3 March.' Ask open questions, beginning with who, what, where, when, how, or 'describe' and 'explain', then focus with closed but non-leading questions such as 'What colour was the car?'. Loop the witness's own words into the next question: if the witness said 'a man in a grey hoodie came in', the next question can be 'What did the man in the grey hoodie do?'. Slow down at the key moment so the jury can picture what happened.",
            "Deal with weaknesses yourself. If your witness had been drinking or has a previous conviction, drawing the sting by raising it in chief shows candour and denies your opponent the reveal.",
            "Witnesses in criminal trials may read their statements before giving evidence, following R v Richardson [1971]. In the witness box, section 139 of the Criminal Justice Act 2003 allows a witness to refresh memory from a document made or verified earlier if they confirm that it records their recollection at that time and that their recollection then was likely to have been significantly better.",
            "When a witness fails to come up to proof, distinguish an unfavourable witness from a hostile one. An unfavourable witness simply gives a less helpful account; you cannot attack them, but you may call other evidence. A hostile witness is one who is not desirous of telling the truth at the instance of the party calling them. With the judge's leave you may then cross-examine them and put their previous inconsistent statement under section 3 of the Criminal Procedure Act 1865. Under section 119 of the 2003 Act, a previous statement the witness admits making is evidence of the truth of its contents. In civil trials a witness statement normally stands as evidence-in-chief, with amplification only by permission.",
          ),
        },
      },
      {
        title: "Cross-Examination: Control and Putting the Case",
        description:
          "Leading in short steps, organising questions into chapters, confronting inconsistency and meeting the duty to put the case.",
        lesson: {
          title: "One Fact per Question",
          html: p(
            "Cross-examination has three aims: to obtain helpful facts, to undermine the witness's reliability or credibility, and to put your case. Control comes from leading questions, each containing a single fact the witness is likely to accept. Irving Younger's ten commandments, from his 1975 lecture, remain a sound starting point: be brief, use short questions and plain words, always lead, never ask a question to which you do not know the answer, listen to the answer, do not quarrel, avoid repetition, do not let the witness explain, avoid one question too many, and save the conclusion for your closing speech.",
            "Organise questions into chapters, each building one point. In an identification case, guided by the Turnbull factors of observation time, distance, lighting, obstruction, prior knowledge, reason to remember and delay, a chapter might run: 'It was after eleven at night? The nearest street light was across the road? About twenty metres from where you stood? The man had his hood up? You saw his face for two or three seconds? You had never seen him before?' The conclusion, that the observation was fleeting and poor, is never put as a question; it is made in the speech.",
            "Previous inconsistent statements are confronted in three steps: commit the witness to today's account, credit the earlier statement by establishing when, how and to whom it was made and that it was signed as true, then confront by reading the passage. Sections 4 and 5 of the Criminal Procedure Act 1865 require the circumstances to be put and, for written statements, the witness's attention to be drawn to the relevant parts before they are used to contradict.",
            "Answers on collateral matters, going only to credit, are generally final: you cannot call evidence to contradict them, save for exceptions such as bias and previous convictions.",
            "Finally, you must put your case. Under the rule in Browne v Dunn (1893), if you intend to contradict a witness with other evidence or to suggest that they are lying, you must give them the chance to answer. Failure invites adverse comment or the witness's recall. The Bar's professional rules also forbid making a serious allegation against a witness you have cross-examined without having given them the chance to answer it. Put the case clearly and briefly, without arguing with the witness.",
          ),
        },
      },
      {
        title: "Questioning Vulnerable Witnesses",
        description:
          "Special measures, ground rules hearings and the adaptations to question form that the courts now require.",
        lesson: {
          title: "Adapting Cross-Examination to the Witness",
          html: p(
            "The Youth Justice and Criminal Evidence Act 1999 created two categories of witness eligible for special measures. Under section 16, witnesses under 18 and those whose evidence is likely to be diminished by mental disorder, significant impairment of intelligence and social functioning, or physical disability are eligible. Under section 17, witnesses whose evidence is likely to be diminished by fear or distress may be eligible, and complainants in sexual offence cases are automatically eligible unless they decline. The measures include screens (section 23), live link (24), evidence in private (25), removal of wigs and gowns (26), video-recorded evidence-in-chief (27), pre-recorded cross-examination (28), examination through an intermediary (29) and communication aids (30).",
            "Before a vulnerable witness gives evidence the judge holds a ground rules hearing, usually informed by an intermediary's report. It settles the length of questioning and breaks, how questions are phrased, whether they must be submitted in advance, and how the defence case will be put. The Court of Appeal has made clear that these rules bind advocates. In R v Barker [2010] EWCA Crim 4 it held that the advocate must adapt to the witness and not the other way round, and in R v Lubemba; R v JP [2014] EWCA Crim 2064 it confirmed that a judge may restrict or prohibit putting the defence case in the traditional way, provided the jury is told of the limitation and the points of inconsistency are brought out in another way.",
            "Question form matters more than tone. Research on the questioning of children and of adults with communication needs, summarised in The Advocate's Gateway toolkits, identifies forms to avoid:" +
              "<ul><li>tag questions, such as 'He didn't touch you, did he?', which confuse and encourage compliance;</li><li>negatives and double negatives;</li><li>compound questions containing two or more facts;</li><li>abstract concepts of time and frequency, such as 'how often';</li><li>figures of speech, and 'Do you remember...?', which can mean either 'Can you recall?' or 'Is it true that?'.</li></ul>",
            "Prefer short questions that follow the witness's own words and move in chronological order with clear signposting: 'I'm going to ask about the kitchen now.' Where the case must be put, a simple form is often approved: 'Mr Smith says he was never in your bedroom. Is that true or not true?' Rehearse the questions aloud beforehand, cutting every unnecessary word.",
          ),
        },
      },
    ],
  },
  {
    slug: "reading-the-babylonian-talmud-sugya-redaction-and-commentary",
    discipline: "Talmudic studies",
    title: "Reading the Babylonian Talmud: Sugya, Redaction and Commentary",
    description:
      "Close reading, in the original Aramaic and Hebrew, of selected sugyot from tractates Berakhot and Bava Metzia, attending to the relation between Mishnah and Gemara, the anonymous redactional layer, the interplay of halakhah and aggadah, and the medieval commentaries printed around the page. A reading knowledge of Hebrew and some Aramaic is assumed.",
    level: "advanced",
    duration: "a full academic year (one two-hour text seminar a week over two terms)",
    plantedGap: "aggadah",
    modules: [
      {
        title: "Mishnah, Gemara and the Two Talmuds",
        description:
          "The tannaitic foundation, the Amoraim of Babylonia and the Land of Israel, and how the Bavli and Yerushalmi differ.",
        lesson: {
          title: "Layers of a Rabbinic Corpus",
          html: p(
            "The Talmud is built on the Mishnah, a compilation of tannaitic law edited around 200 CE and traditionally attributed to Rabbi Judah ha-Nasi. It is arranged in six orders, Zera'im, Mo'ed, Nashim, Nezikin, Kodashim and Tohorot, divided into 63 tractates, and written in Mishnaic Hebrew. Tannaitic teachings not included in the Mishnah survive in the Tosefta and as baraitot quoted in the Gemara, where they are typically introduced by the formulas tanya ('it was taught') or tanu rabbanan ('our rabbis taught'). A baraita carries tannaitic authority and can refute an Amora.",
            "The Amoraim, the sages who interpreted the Mishnah from about 220 to 500 CE, worked in two centres. In Babylonia the major academies were associated with Sura, Nehardea and later Pumbedita; the first generation includes Rav and Shmuel, the fourth Abaye and Rava, whose disputes run through the Bavli, and the sixth Rav Ashi, who died in 427. A tradition within the Talmud names Rav Ashi and Ravina as the 'end of instruction'. In the Land of Israel the centres were Tiberias, Sepphoris and Caesarea.",
            "The two Talmuds differ in character. The Talmud Yerushalmi was completed in Galilee around the end of the fourth century, in Jewish Palestinian Aramaic; it covers the first four orders and part of Tohorot, is terse, and shows less editorial smoothing. The Bavli, in Jewish Babylonian Aramaic mixed with Hebrew, covers about 36 tractates, concentrated in Mo'ed, Nashim, Nezikin and Kodashim, with Berakhot and Niddah from the other orders. It is longer, more argumentative and more heavily redacted, and under the Geonim, the heads of the Babylonian academies from about 600 to 1050, it became the authoritative Talmud for most Jewish communities. Its standard printed text runs to 2,711 folio leaves.",
            "The opening of Berakhot shows the Gemara's first move. The Mishnah asks from what time the evening Shema may be recited and answers: from when the priests enter to eat their terumah. The Gemara immediately asks, 'Where does the Tanna stand, that he teaches ‘from when’?', that is, what prior assumption allows the Mishnah to take the obligation for granted. It answers with the verse 'when you lie down and when you rise up' and, alternatively, the creation narrative's order of 'evening' before 'morning'. Reading the Gemara means noticing questions about the Mishnah's wording as well as its law.",
          ),
        },
      },
      {
        title: "Anatomy of a Sugya",
        description:
          "The technical vocabulary of talmudic argument and the scholarly debate about the anonymous layer that frames it.",
        lesson: {
          title: "Terms, Layers and the Stam",
          html: p(
            "A sugya is a unit of talmudic discussion, usually centred on a Mishnah or an Amoraic statement. Its components can be distinguished by language and form: the Mishnah and baraitot in Hebrew; attributed Amoraic rulings (memrot), often brief and often in Hebrew; and the anonymous connecting argument, the stam or stama de-gemara, mostly in Aramaic, which asks the questions, proposes answers, raises objections and links sources. Learning to read means recognising the technical terms that signal each move:" +
              "<table><tr><th>Term</th><th>Meaning</th><th>Function</th></tr><tr><td>mena hanei milei</td><td>from where are these words?</td><td>asks for a scriptural source</td></tr><tr><td>ibaya lehu</td><td>it was asked of them</td><td>introduces an open question</td></tr><tr><td>ta shema</td><td>come and hear</td><td>brings a source to resolve a question</td></tr><tr><td>hakha be-mai askinan</td><td>with what are we dealing here?</td><td>narrows a source to a special case</td></tr><tr><td>kashya</td><td>difficulty</td><td>an objection left unresolved, not fatal</td></tr><tr><td>teyuvta</td><td>refutation</td><td>a conclusive objection to an Amora's view</td></tr><tr><td>teiku</td><td>let it stand</td><td>the question remains undecided</td></tr><tr><td>ve-i ba'it eima</td><td>and if you wish, say</td><td>offers an alternative answer</td></tr></table>",
            "The opening of Bava Metzia illustrates the method. The Mishnah describes two people holding a garment, each claiming 'I found it' and 'it is all mine'; each swears to owning no less than half, and they divide it. The anonymous Gemara asks why the Mishnah needs both claims, and answers first that they form a single claim, each phrase adding something necessary, then, introduced by ve-i ba'it eima, that one clause concerns finding and the other buying and selling. The Mishnah's apparent redundancy becomes the engine of the discussion.",
            "Who composed this anonymous layer, and when? David Weiss Halivni argued in Mekorot u-Masorot and later in The Formation of the Babylonian Talmud that the stam is mostly the work of post-Amoraic editors, whom he called Stammaim, active in roughly the sixth to eighth centuries, who reconstructed arguments for rulings transmitted without their reasoning. Shamma Friedman developed criteria for separating layers through language, terminology and comparison with parallel sugyot, and Jeffrey Rubenstein has examined the Stammaim's cultural setting. Others place the anonymous material partly within the late Amoraic period. For reading, the practical consequence is the same: an attributed statement and the anonymous argument around it may come from different centuries, and the argument may reinterpret the statement.",
          ),
        },
      },
      {
        title: "Rashi, Tosafot and the Printed Page",
        description:
          "The layout of the standard edition, the medieval commentators around the text, and the manuscripts and censorship behind it.",
        lesson: {
          title: "Reading the Vilna Page",
          html: p(
            "Citations such as 'Bava Metzia 2a' refer to the folio and side of a page whose layout was fixed by the Christian printer Daniel Bomberg in his complete Venice edition of 1519 to 1523. Earlier printings of single tractates, notably by the Soncino family from 1484, preceded it, but Bomberg's pagination became standard. Most students today read the edition printed in Vilna by the Widow and Brothers Romm between 1880 and 1886, which keeps that pagination and adds many commentaries at the back of each volume.",
            "The Gemara stands in the centre of the page. In the inner column, towards the binding, is the commentary of Rashi, Rabbi Shlomo Yitzhaki of Troyes (1040-1105). Rashi explains words, supplies the logical steps the Gemara omits and occasionally glosses a term in Old French, written in Hebrew letters. He is printed in the semi-cursive typeface called 'Rashi script', named after him though it is not his handwriting. Read him phrase by phrase with the Gemara: his comments often quietly settle questions of text or interpretation.",
            "In the outer column are the Tosafot, 'additions', produced by the schools of northern France and Germany in the twelfth and thirteenth centuries, beginning with Rashi's grandsons, Rabbeinu Tam and Rashbam, and Rabbi Isaac of Dampierre. The printed text largely derives from the school of Touques. Tosafot compare the passage with others across the Talmud and resolve contradictions, often challenging Rashi; their characteristic pattern is ve-im tomar ('and if you say...') followed by ve-yesh lomar ('one may say...'). The dispute between Rashi and Rabbeinu Tam on the order of the passages in tefillin, discussed at Menachot 34b, still determines practice: some men wear two pairs.",
            "The margins hold reference tools: Ein Mishpat Ner Mitzvah, by Joshua Boaz in the sixteenth century, linking the passage to the law codes of Maimonides and later authorities; Masoret ha-Shas, giving parallel passages; Torah Or, identifying biblical verses; and textual notes such as Hagahot ha-Bach and Akiva Eger's Gilyon ha-Shas.",
            "The printed text is not the whole story. The Munich manuscript of 1342 (Cod. Hebr. 95) is the only nearly complete medieval manuscript of the Bavli; the Talmud was burned in Paris in 1242 and Rome in 1553, and the Basel edition of 1578-1581 was censored. Manuscript variants, searchable in the Lieberman Institute's databank, can change a line's meaning.",
          ),
        },
      },
    ],
  },
];
