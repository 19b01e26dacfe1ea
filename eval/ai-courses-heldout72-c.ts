/** Seventy-second held-out evaluation courses, advanced level (C); see ai-courses-heldout72.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT72_C: EvalCourse[] = [
  {
    slug: "silicon-process-technology-oxidation-lithography-and-doping",
    discipline: "Semiconductor fabrication",
    title: "Silicon Process Technology: Oxidation, Lithography and Doping",
    description:
      "A process-level treatment of front-end silicon fabrication for final-year and master's students in electronic engineering and materials science. Topics are thermal oxidation and the Deal–Grove model; optical and extreme-ultraviolet lithography and their resolution limits; ion implantation, annealing and dopant diffusion; and chemical mechanical polishing, with process calculations at every step.",
    level: "advanced",
    duration: "ten weeks (two lectures and one problem class a week, with two cleanroom laboratory sessions)",
    plantedGap: "chemical mechanical polishing",
    modules: [
      {
        title: "Thermal Oxidation and the Deal–Grove Model",
        description:
          "The kinetics of silicon oxidation, the linear–parabolic model and its limits, with worked growth calculations.",
        lesson: {
          title: "Linear–parabolic oxidation kinetics",
          html: p(
            "Silicon's native oxide is the reason silicon dominates microelectronics: thermally grown SiO<sub>2</sub> is amorphous, stable, an excellent insulator and forms a low-defect interface. Although high-permittivity hafnium-based dielectrics replaced it in advanced gate stacks, thermal oxide is still used for isolation liners, pad oxides, masking and the interfacial layer beneath high-k gates.",
            "Bruce Deal and Andrew Grove's 1965 model treats oxidation as three fluxes in series: transport of oxidant from the gas to the oxide surface, diffusion through the existing oxide, and reaction at the Si/SiO<sub>2</sub> interface, which moves into the silicon. Equating the fluxes at steady state gives x<sup>2</sup> + Ax = B(t + τ), where x is oxide thickness. B = 2DC*/N<sub>1</sub> is the parabolic rate constant, set by oxidant diffusivity D and its solubility C* in the oxide, with N<sub>1</sub> the number of oxidant molecules incorporated per unit volume of oxide (about 2.2 × 10<sup>22</sup> cm<sup>−3</sup> for O<sub>2</sub>, twice that for H<sub>2</sub>O). B/A is the linear rate constant, dominated by the interface reaction rate. For thin oxides x ≈ (B/A)(t + τ); for thick oxides x<sup>2</sup> ≈ Bt.",
            "Wet oxidation is much faster than dry because water is several hundred times more soluble in SiO<sub>2</sub> than oxygen, which raises C* and hence B. Both rate constants follow Arrhenius laws: B has an activation energy of about 1.2 eV for dry and 0.7 eV for wet oxidation, while B/A has about 2.0 eV in both, consistent with breaking Si–Si bonds at the interface. The linear rate also depends on orientation, (111) silicon oxidising about 1.7 times faster than (100).",
            "Worked example, using classic rate constants at 1000 °C. For wet oxidation, A = 0.226 µm, B = 0.287 µm<sup>2</sup>/h and τ ≈ 0. After one hour, x<sup>2</sup> + 0.226x − 0.287 = 0, giving x = 0.43 µm. For dry oxidation, A = 0.165 µm, B = 0.0117 µm<sup>2</sup>/h and τ = 0.37 h, so x<sup>2</sup> + 0.165x − 0.0160 = 0, giving x ≈ 0.069 µm. The term τ is not a physical delay: it is fitted to account for rapid initial growth in dry oxygen for films below about 25 nm, a regime the model does not describe.",
            "Oxide growth consumes silicon: since the molar volume of SiO<sub>2</sub> is about 2.2 times that of Si, each micrometre of oxide consumes about 0.44 µm of silicon, so the 0.43 µm wet oxide above consumed about 0.19 µm.",
          ),
        },
      },
      {
        title: "Lithography and Its Resolution Limits",
        description:
          "The resist process, the Rayleigh criteria, resolution enhancement and the move to extreme-ultraviolet exposure.",
        lesson: {
          title: "From Rayleigh's criterion to multiple patterning and EUV",
          html: p(
            "Lithography transfers a mask pattern into a photosensitive resist. The standard track sequence is: dehydration bake and adhesion priming with HMDS; spin coating to a controlled thickness; soft bake to drive out solvent; exposure; post-exposure bake; development, usually in 0.26 N tetramethylammonium hydroxide; and hard bake. Modern deep-ultraviolet resists are acid-catalysed amplified resists: a photoacid generator releases acid on exposure, and during the post-exposure bake each acid molecule catalyses hundreds of deprotection reactions that make the polymer soluble in developer. This gives high sensitivity but makes the bake temperature and acid diffusion critical to line-edge roughness.",
            "Resolution in projection lithography is governed by the Rayleigh equations: minimum half-pitch R = k<sub>1</sub>λ/NA and depth of focus DOF = k<sub>2</sub>λ/NA<sup>2</sup>, where NA = n sin θ is the numerical aperture. Progress has come from all three terms. Wavelength fell from the mercury g-line (436 nm) and i-line (365 nm) to KrF (248 nm) and ArF (193 nm) excimer lasers. Immersion lithography fills the gap between lens and wafer with water (n ≈ 1.44 at 193 nm), raising NA to 1.35. The factor k<sub>1</sub> has been driven down by off-axis illumination, phase-shift masks and optical proximity correction, which distorts mask features so that the printed image matches the design. For a single exposure of equal lines and spaces the theoretical limit is k<sub>1</sub> = 0.25, so ArF immersion reaches R = 0.25 × 193/1.35 ≈ 36 nm half-pitch.",
            "Smaller pitches with 193 nm light need multiple patterning. Litho-etch-litho-etch splits a layout across two masks. Self-aligned double patterning forms spacers on the sidewalls of a printed mandrel, removes the mandrel and uses the spacers as a mask, halving the pitch; repeating the process (SAQP) quarters it. Each step adds cost, overlay error and design restrictions.",
            "Extreme-ultraviolet (EUV) lithography at 13.5 nm entered high-volume manufacturing in 2019. Because all materials absorb EUV, the system works in vacuum with reflective optics: multilayer Mo/Si mirrors reflecting about 70 per cent each, and a reflective mask. Light is generated by firing a high-power laser at droplets of molten tin to form a plasma. With NA = 0.33 and k<sub>1</sub> ≈ 0.4, R ≈ 16 nm; high-NA tools with NA = 0.55 aim for about 8 nm. Stochastic effects, random variations in the small number of photons absorbed per feature, now limit the usable dose and defectivity.",
          ),
        },
      },
      {
        title: "Ion Implantation, Annealing and Diffusion",
        description:
          "Implanted dopant profiles, damage and its annealing, transient enhanced diffusion, and Fickian diffusion calculations.",
        lesson: {
          title: "Placing dopants where they are needed",
          html: p(
            "Ion implantation replaced gas-phase predeposition because it controls dose and depth independently. Ions are accelerated, mass-analysed and scanned over the wafer; the dose Φ (ions per cm<sup>2</sup>) is measured by integrating beam current, and energy sets the depth. To first order the as-implanted profile in amorphous material is Gaussian, N(x) = [Φ/(√(2π)ΔR<sub>p</sub>)] exp[−(x − R<sub>p</sub>)<sup>2</sup>/2ΔR<sub>p</sub><sup>2</sup>], with projected range R<sub>p</sub> and straggle ΔR<sub>p</sub>. For arsenic at 100 keV in silicon, R<sub>p</sub> ≈ 58 nm and ΔR<sub>p</sub> ≈ 22 nm, so a dose of 10<sup>15</sup> cm<sup>−2</sup> gives a peak concentration Φ/(2.5ΔR<sub>p</sub>) ≈ 1.8 × 10<sup>20</sup> cm<sup>−3</sup>. Light ions such as boron give skewed profiles better fitted by Pearson IV distributions.",
            "A crystal's open channels let ions travel much deeper than the Gaussian predicts. Channelling is reduced by tilting the wafer, conventionally about 7°, implanting through a thin screen oxide, or pre-amorphising the surface with germanium or silicon ions.",
            "Implantation damages the lattice, and dopants must move onto substitutional sites to become electrically active, so every implant is followed by an anneal. Heavy ions at high dose create a continuous amorphous layer that regrows by solid-phase epitaxy at about 550 to 600 °C, activating dopants efficiently. Damage beneath that layer, or in lighter implants, leaves excess silicon interstitials; the +1 model approximates their number as equal to the implanted dose. These interstitials cause transient enhanced diffusion (TED), during which boron can diffuse orders of magnitude faster than its equilibrium rate for a short period. Spike, flash and laser anneals, with times from about a second down to milliseconds, were developed to activate dopants while limiting TED.",
            "Diffusion follows Fick's second law, ∂C/∂t = D ∂<sup>2</sup>C/∂x<sup>2</sup>, with D = D<sub>0</sub>exp(−E<sub>a</sub>/kT). A constant surface concentration gives a complementary error function profile; a fixed dose Q, as in drive-in after implantation, gives a Gaussian, C(x,t) = [Q/√(πDt)] exp(−x<sup>2</sup>/4Dt). The characteristic length is √(Dt). For intrinsic boron, D<sub>0</sub> ≈ 0.76 cm<sup>2</sup>/s and E<sub>a</sub> ≈ 3.46 eV. At 1000 °C (kT ≈ 0.110 eV), D ≈ 0.76 exp(−31.5) ≈ 1.5 × 10<sup>−14</sup> cm<sup>2</sup>/s, so a 30-minute anneal gives √(Dt) ≈ 52 nm. Above the intrinsic carrier concentration, diffusivity rises with doping, so real profiles are steeper than this simple model predicts.",
          ),
        },
      },
    ],
  },
  {
    slug: "partial-differential-equations-characteristics-waves-and-diffusion",
    discipline: "Partial differential equations",
    title: "Partial Differential Equations: Characteristics, Waves and Diffusion",
    description:
      "Prerequisites are multivariable calculus, ordinary differential equations and a first course in real analysis. Topics covered include first-order equations and the method of characteristics; the classification of second-order equations; the wave equation and d'Alembert's formula; the heat equation, the maximum principle and separation of variables; and Green's functions for boundary value problems.",
    level: "advanced",
    duration: "eleven weeks (three lectures and one example class a week)",
    plantedGap: "Green's functions",
    modules: [
      {
        title: "First-Order Equations and the Method of Characteristics",
        description:
          "Solving linear and quasilinear first-order equations along characteristic curves, and the formation of shocks.",
        lesson: {
          title: "Characteristics for linear and nonlinear first-order equations",
          html: p(
            "The transport equation u<sub>t</sub> + cu<sub>x</sub> = 0 says that the directional derivative of u along the vector (c, 1) in the (x, t)-plane is zero, so u is constant on the lines x − ct = constant. Hence u(x, t) = f(x − ct), where f is the initial profile: the data are carried to the right at speed c without change of shape.",
            "The same idea handles the general quasilinear equation a(x, y, u)u<sub>x</sub> + b(x, y, u)u<sub>y</sub> = c(x, y, u). The graph z = u(x, y) is a surface whose normal (u<sub>x</sub>, u<sub>y</sub>, −1) is orthogonal to (a, b, c), so the surface is made of integral curves of the characteristic system dx/ds = a, dy/ds = b, du/ds = c. To solve a Cauchy problem, one launches a characteristic from each point of the initial curve and integrates. This succeeds locally provided the initial curve is non-characteristic, meaning its tangent is nowhere parallel to (a, b).",
            "Example: solve u<sub>t</sub> + xu<sub>x</sub> = 0 with u(x, 0) = f(x). The characteristics satisfy dx/dt = x, so x = x<sub>0</sub>e<sup>t</sup>, and u is constant along each. Therefore u(x, t) = f(xe<sup>−t</sup>). Checking: u<sub>t</sub> = −xe<sup>−t</sup>f′ and xu<sub>x</sub> = xe<sup>−t</sup>f′, which sum to zero.",
            "Nonlinear equations behave differently. For the inviscid Burgers equation u<sub>t</sub> + uu<sub>x</sub> = 0, the characteristic speed is u itself, and the solution is given implicitly by u = f(x − ut). Characteristics from points where f is decreasing converge, because faster fluid starts behind slower fluid. Differentiating, u<sub>x</sub> = f′/(1 + tf′), which blows up at the first time t* = −1/min f′ where f′ &lt; 0. For f(x) = −x, u = −x/(1 − t), and the gradient becomes infinite at t* = 1. Beyond that time the classical solution ceases to exist.",
            "To continue, we accept discontinuous weak solutions that satisfy the equation in integral form. Integrating u<sub>t</sub> + (u<sup>2</sup>/2)<sub>x</sub> = 0 across a jump gives the Rankine–Hugoniot condition: the shock speed is s = [u<sup>2</sup>/2]/[u] = (u<sub>L</sub> + u<sub>R</sub>)/2. Weak solutions are not unique, so an admissibility condition is added. The Lax entropy condition, u<sub>L</sub> &gt; s &gt; u<sub>R</sub>, requires characteristics to run into the shock from both sides. When u<sub>L</sub> &lt; u<sub>R</sub>, the admissible solution is instead a rarefaction fan, u = x/t between the two states.",
          ),
        },
      },
      {
        title: "Classification and the Wave Equation",
        description:
          "Hyperbolic, parabolic and elliptic second-order equations, d'Alembert's solution and energy methods for the wave equation.",
        lesson: {
          title: "d'Alembert's formula, causality and energy",
          html: p(
            "A linear second-order equation in two variables, Au<sub>xx</sub> + 2Bu<sub>xy</sub> + Cu<sub>yy</sub> + lower-order terms = 0, is classified by the sign of the discriminant B<sup>2</sup> − AC: hyperbolic if positive, parabolic if zero and elliptic if negative. The classification is invariant under smooth changes of variable, and in each case a change of variables reduces the principal part to a canonical form: u<sub>ξη</sub> for hyperbolic equations, u<sub>ηη</sub> for parabolic and u<sub>ξξ</sub> + u<sub>ηη</sub> for elliptic. The type can change within a domain; the Tricomi equation yu<sub>xx</sub> + u<sub>yy</sub> = 0, which models transonic flow, is elliptic for y &gt; 0 and hyperbolic for y &lt; 0. Type determines which problems are well posed: initial value problems for hyperbolic and parabolic equations, boundary value problems for elliptic ones.",
            "For the wave equation u<sub>tt</sub> = c<sup>2</sup>u<sub>xx</sub> on the whole line, the characteristic variables ξ = x + ct, η = x − ct transform it to u<sub>ξη</sub> = 0, whose general solution is u = F(x + ct) + G(x − ct): two waves travelling in opposite directions. Imposing u(x, 0) = φ(x) and u<sub>t</sub>(x, 0) = ψ(x) gives d'Alembert's formula, u(x, t) = ½[φ(x + ct) + φ(x − ct)] + (1/2c)∫ψ(s) ds, the integral taken from x − ct to x + ct.",
            "The formula shows finite speed of propagation. The value at (x, t) depends only on data in the interval [x − ct, x + ct], the domain of dependence; conversely, data at a point x<sub>0</sub> influence only the wedge |x − x<sub>0</sub>| ≤ ct. Worked example: let φ = 0 and ψ = 1 for |x| &lt; 1, zero otherwise, with c = 1. At x = 0, u(0, t) is half the length of [−t, t] ∩ [−1, 1], so u = t for t ≤ 1 and u = 1 thereafter: the string is displaced and, in one dimension, stays displaced after the disturbance has passed.",
            "Energy methods give uniqueness without a formula. Define E(t) = ½∫(u<sub>t</sub><sup>2</sup> + c<sup>2</sup>u<sub>x</sub><sup>2</sup>) dx. Differentiating under the integral, using the equation and integrating by parts with decaying data gives dE/dt = 0. If two solutions share the same data, their difference has zero initial energy and hence zero energy for all time, so it is constant, and since it starts at zero it is identically zero. The same argument works on a bounded interval with Dirichlet or Neumann conditions, where the boundary terms vanish.",
            "Exercise: use reflection to solve the wave equation on the half-line x &gt; 0 with u(0, t) = 0.",
          ),
        },
      },
      {
        title: "The Heat Equation: Maximum Principle and Separation of Variables",
        description:
          "Uniqueness and stability through the maximum principle, and Fourier-series solutions on a bounded interval.",
        lesson: {
          title: "Diffusion on an interval",
          html: p(
            "The heat equation u<sub>t</sub> = ku<sub>xx</sub>, k &gt; 0, is the model parabolic equation. Its most important qualitative property is the weak maximum principle. Let u satisfy the equation in the rectangle R = [0, L] × [0, T] and be continuous on its closure. Then the maximum of u over R is attained on the parabolic boundary: the bottom edge t = 0 or the sides x = 0 and x = L. The proof perturbs u to v = u + εx<sup>2</sup>, which satisfies v<sub>t</sub> − kv<sub>xx</sub> = −2kε &lt; 0. At an interior maximum, or one on the top edge, we would have v<sub>t</sub> ≥ 0 and v<sub>xx</sub> ≤ 0, a contradiction; letting ε → 0 gives the result.",
            "Consequences follow quickly. Applying the principle to u and −u shows that the difference of two solutions with the same initial and boundary data is zero, so solutions are unique. Applied to the difference of two solutions with different data, it gives stability in the uniform norm: max|u<sub>1</sub> − u<sub>2</sub>| is bounded by the maximum difference in the data.",
            "To construct solutions on 0 &lt; x &lt; L with u(0, t) = u(L, t) = 0 and u(x, 0) = φ(x), separate variables: u = X(x)T(t). Then T′/(kT) = X″/X = −λ. The boundary conditions turn the X-equation into the eigenvalue problem X″ + λX = 0, X(0) = X(L) = 0, whose eigenvalues are λ<sub>n</sub> = (nπ/L)<sup>2</sup> with eigenfunctions sin(nπx/L). Then T<sub>n</sub> = exp(−k(nπ/L)<sup>2</sup>t), and superposition gives u(x, t) = Σ b<sub>n</sub> exp(−k(nπ/L)<sup>2</sup>t) sin(nπx/L), with b<sub>n</sub> = (2/L)∫φ(x) sin(nπx/L) dx over [0, L], the Fourier sine coefficients of φ.",
            "Worked example: take L = π and φ(x) = x(π − x). Integrating by parts twice gives ∫x(π − x) sin nx dx = 2(1 − (−1)<sup>n</sup>)/n<sup>3</sup>, so b<sub>n</sub> = 8/(πn<sup>3</sup>) for odd n and zero for even n. The solution is u = (8/π) Σ<sub>n odd</sub> e<sup>−kn<sup>2</sup>t</sup> sin nx / n<sup>3</sup>. The leading term has amplitude 8/π ≈ 2.546, against φ's maximum of π<sup>2</sup>/4 ≈ 2.467; the higher modes correct the shape.",
            "The exponential factors reveal smoothing: for any t &gt; 0, the coefficients decay faster than any power of n, so u is infinitely differentiable in x even if φ is merely continuous, and higher modes die out first, leaving the profile dominated by sin(πx/L) at late times. The process cannot be reversed: the backward heat equation is ill posed, since tiny high-frequency errors in final data grow like exp(kn<sup>2</sup>t).",
          ),
        },
      },
    ],
  },
  {
    slug: "pain-medicine-mechanisms-analgesic-pharmacology-and-chronic-pain-management",
    discipline: "Pain medicine",
    title: "Pain Medicine: Mechanisms, Analgesic Pharmacology and Chronic Pain Management",
    description:
      "Chronic pain affects roughly one in five adults in Europe and is among the leading causes of disability worldwide. For specialty trainees in anaesthesia, general practice and rehabilitation medicine, the course covers the neurobiology of nociception and sensitisation, the evidence base for opioids, gabapentinoids and antidepressants, biopsychosocial assessment and interventional options, and the management of cancer pain.",
    level: "advanced",
    duration: "twelve weeks (one two-hour case-based seminar a week, with clinic attachments)",
    plantedGap: "cancer pain",
    modules: [
      {
        title: "Nociception, Sensitisation and Pain Modulation",
        description:
          "From nociceptor to cortex, the mechanisms of peripheral and central sensitisation, and descending control.",
        lesson: {
          title: "The neurobiology of persistent pain",
          html: p(
            "The International Association for the Study of Pain (IASP) revised its definition in 2020: pain is an unpleasant sensory and emotional experience associated with, or resembling that associated with, actual or potential tissue damage. The definition separates pain, an experience, from nociception, the neural process of encoding noxious stimuli.",
            "Nociceptors are free nerve endings of two main fibre types. Thinly myelinated Aδ fibres conduct at roughly 5 to 30 m/s and signal sharp, well-localised first pain; unmyelinated C fibres conduct at 0.5 to 2 m/s and signal the dull, burning second pain. Transducer channels include TRPV1, activated by heat above about 43 °C, protons and capsaicin, and TRPA1, activated by irritant chemicals; action potentials depend on sodium channels such as Nav1.7, whose loss-of-function mutations cause congenital insensitivity to pain. Primary afferents terminate in the dorsal horn, chiefly laminae I and II and, for wide-dynamic-range neurons, lamina V. Projection neurons cross and ascend in the spinothalamic tract to the thalamus and then to somatosensory, insular and anterior cingulate cortex.",
            "After injury, mediators such as prostaglandin E<sub>2</sub>, bradykinin and nerve growth factor lower nociceptor thresholds: peripheral sensitisation, which explains primary hyperalgesia in inflamed tissue and the effect of NSAIDs. Central sensitisation is an increase in the excitability of dorsal horn neurons. Sustained C-fibre input releases glutamate and substance P, depolarisation removes the magnesium block of NMDA receptors, and the response of the neuron grows with repeated stimulation (wind-up). Receptive fields expand and input from low-threshold Aβ fibres begins to activate nociceptive pathways, producing allodynia, pain from a normally innocuous stimulus such as clothing, and secondary hyperalgesia in surrounding undamaged tissue.",
            "Ronald Melzack and Patrick Wall's gate control theory (1965) proposed that non-nociceptive input could inhibit nociceptive transmission in the dorsal horn, the basis for rubbing an injury and for transcutaneous electrical nerve stimulation. Descending pathways from the periaqueductal grey via the rostral ventromedial medulla can inhibit or facilitate dorsal horn transmission using noradrenaline, serotonin and endogenous opioids. Spinal noradrenergic inhibition acting on α<sub>2</sub> receptors underlies the analgesic effect of tricyclic antidepressants and serotonin–noradrenaline reuptake inhibitors.",
            "Clinically, pain is now described mechanistically as nociceptive, neuropathic (caused by a lesion or disease of the somatosensory nervous system) or nociplastic, a term IASP adopted in 2017 for pain arising from altered nociception without clear evidence of tissue damage or nerve lesion, as in fibromyalgia.",
          ),
        },
      },
      {
        title: "Analgesic Pharmacology and the Evidence",
        description:
          "Numbers needed to treat for neuropathic pain drugs, the evidence on long-term opioids and gabapentinoids, and current UK guidance.",
        lesson: {
          title: "Reading the evidence on analgesics",
          html: p(
            "Trials of analgesics in chronic pain usually report the number needed to treat (NNT) for one additional patient to obtain at least 50 per cent pain relief compared with placebo. The largest systematic review of neuropathic pain pharmacotherapy, by Nanna Finnerup and colleagues for the NeuPSIG group (2015), pooled 229 trials and produced a widely used ranking.",
            "<table><tr><th>Drug class</th><th>Combined NNT (approx.)</th><th>Recommendation</th></tr><tr><td>Tricyclic antidepressants</td><td>3.6</td><td>First line</td></tr><tr><td>SNRIs (mainly duloxetine)</td><td>6.4</td><td>First line</td></tr><tr><td>Pregabalin</td><td>7.7</td><td>First line</td></tr><tr><td>Gabapentin</td><td>7.2</td><td>First line</td></tr><tr><td>Tramadol</td><td>4.7</td><td>Second line</td></tr><tr><td>Capsaicin 8% patches</td><td>10.6</td><td>Second line</td></tr><tr><td>Strong opioids</td><td>4.3</td><td>Third line</td></tr></table>",
            "The table shows that NNT alone does not determine rank: strong opioids have a favourable NNT but were placed third line because of concerns about dependence, misuse and long-term safety, while lidocaine plasters were placed second line largely on tolerability despite weak evidence.",
            "For long-term opioid therapy in chronic pain, evidence of sustained benefit is thin. The SPACE trial (Krebs and colleagues, 2018) randomised 240 US veterans with chronic back pain or hip or knee osteoarthritis pain to opioid or non-opioid medication strategies for twelve months. Pain-related function did not differ, pain intensity was slightly better in the non-opioid group, and adverse symptoms were more common with opioids. The Faculty of Pain Medicine's Opioids Aware resource notes that the risk of harm rises substantially above an oral morphine equivalent of 120 mg a day with no increase in benefit, and that a patient still in severe pain despite opioids should have them tapered rather than escalated.",
            "Gabapentinoids illustrate the same tension. Prescribing rose steeply over the 2010s while evidence of misuse and of deaths in combination with opioids accumulated; pregabalin and gabapentin became Schedule 3 controlled drugs in the UK in April 2019.",
            "NICE guideline NG193 (2021) on chronic primary pain, pain that is not better accounted for by another diagnosis, advises against starting gabapentinoids, opioids, NSAIDs, paracetamol, benzodiazepines or local anaesthetic injections. It recommends considering an antidepressant (amitriptyline, citalopram, duloxetine, fluoxetine, paroxetine or sertraline) alongside supervised exercise, psychological therapy such as acceptance and commitment therapy or cognitive behavioural therapy, and, within certain limits, acupuncture. Trainees should be able to explain these recommendations, and their uncertainty, to patients.",
          ),
        },
      },
      {
        title: "Assessing and Managing Chronic Pain",
        description:
          "Biopsychosocial assessment with validated tools, stratified care, pain management programmes and evidence-based interventional procedures.",
        lesson: {
          title: "From assessment to a management plan",
          html: p(
            "Chronic pain is conventionally pain that persists or recurs for more than three months. Breivik and colleagues' 2006 survey of 46,000 adults in fifteen European countries and Israel found that about 19 per cent had moderate or severe chronic pain, a fifth of whom had lost their job because of it. The assessment must therefore cover the person, not just the pain.",
            "A structured assessment includes the history and examination needed to exclude serious pathology, with red flags such as saddle anaesthesia or new bladder dysfunction prompting urgent investigation, and a description of the pain's intensity, character and effect on life. Validated tools help:",
            "<ul><li>Numerical rating scale (0 to 10) for intensity, and the Brief Pain Inventory for interference with activity, mood, sleep and work.</li><li>DN4 or painDETECT to screen for neuropathic features; a DN4 score of 4 or more out of 10 suggests neuropathic pain.</li><li>PHQ-9 and GAD-7 for depression and anxiety; the Pain Catastrophising Scale and Tampa Scale of Kinesiophobia for unhelpful beliefs and fear of movement.</li><li>The STarT Back Tool, nine items that stratify patients with back pain into low, medium and high risk of persistent disability.</li></ul>",
            "Stratification directs resources. In Jonathan Hill and colleagues' 2011 trial, matching treatment to STarT Back risk group, with advice for low-risk patients, physiotherapy for medium-risk and psychologically informed physiotherapy for high-risk, improved disability outcomes at twelve months and was cost-effective compared with usual care.",
            "For people with complex, disabling pain, multidisciplinary pain management programmes based on cognitive behavioural or acceptance and commitment principles combine education, graded activity, pacing, relaxation and work on goals. They aim at function and quality of life rather than pain scores, and improvements in disability and mood are their most consistent outcomes.",
            "Interventional procedures have a narrower role than their frequency suggests. NICE guideline NG59 supports radiofrequency denervation for chronic low back pain thought to arise from the facet joints, when moderate or severe pain persists despite non-surgical care and a diagnostic medial branch block has given a positive response. Spinal cord stimulation is recommended in NICE TA159 for chronic neuropathic pain of at least 50 mm on a 0 to 100 mm visual analogue scale that has persisted for six months despite appropriate conventional management, after a successful trial of stimulation. Epidural injections are reserved for acute, severe sciatica.",
          ),
        },
      },
    ],
  },
  {
    slug: "minoan-crete-palaces-chronology-and-the-thera-eruption",
    discipline: "Minoan history",
    title: "Minoan Crete: Palaces, Chronology and the Thera Eruption",
    description:
      "Taught through the primary archaeological evidence, this seminar examines Bronze Age Crete from the first palaces to the destructions at the end of Late Minoan IB: the competing relative and absolute chronologies; the architecture and economy of Knossos, Phaistos, Malia and Zakros; the undeciphered Linear A script; and the debate over the date and consequences of the Thera eruption.",
    level: "advanced",
    duration: "one term (ten weekly two-hour seminars)",
    plantedGap: "Linear A",
    modules: [
      {
        title: "Relative and Absolute Chronology",
        description:
          "Evans's ceramic sequence, Platon's palatial periods, and the Egyptian links that convert them into calendar dates.",
        lesson: {
          title: "Building a Minoan chronology",
          html: p(
            "Arthur Evans, who began excavating at Knossos in 1900, named the civilisation after the legendary King Minos and divided it into Early, Middle and Late Minoan (EM, MM, LM), consciously echoing the Old, Middle and New Kingdoms of Egypt. Each period was divided into phases I to III and then into subphases A and B, all defined by pottery styles. The scheme is still the backbone of Aegean archaeology, but its phases are stylistic, not historical events, and styles did not change at the same moment across the island.",
            "In the 1950s Nikolaos Platon proposed an alternative framed around the palaces: Prepalatial, Protopalatial (the First Palaces, roughly MM IB to MM II), Neopalatial (the Second Palaces, MM III to LM IB), and the Final Palatial and Postpalatial periods that followed. Most scholars now use both systems: the ceramic phases for dating deposits, the palatial terms for historical discussion.",
            "Pottery also provides the key diagnostic styles. Fine polychrome Kamares ware, with white, red and orange decoration on a dark ground, characterises the Protopalatial period. The Floral Style of LM IA, with lilies and grasses in dark paint on a light ground, gives way in LM IB to the Marine Style, covering vessels with octopuses, argonauts and seaweed. These changes allow deposits across Crete and the Aegean to be correlated.",
            "Calendar dates come from links with Egypt and the Near East, and from radiocarbon. Kamares ware found in Egyptian contexts of the Twelfth Dynasty, for example at Lahun, ties the Protopalatial period to the early second millennium BC. Tomb paintings of officials under Hatshepsut and Thutmose III, such as that of the vizier Rekhmire at Thebes, show men of Keftiu, generally identified as Crete, bringing vessels whose shapes match LM I types. These synchronisms produced the conventional low chronology, which places the Protopalatial period at about 1900 to 1700 BC and the Neopalatial period at about 1700 to 1450 BC.",
            "Radiocarbon has challenged the later dates. If the Thera eruption, which falls late in LM IA, is dated to the later seventeenth century BC, the whole LM I period must begin earlier, and a high chronology places the end of LM IB nearer 1500 BC. The difference of several generations matters for every historical argument about Crete's relations with Egypt and the mainland.",
            "For seminar, tabulate one site's phases under both systems and both chronologies.",
          ),
        },
      },
      {
        title: "The Palaces: Architecture, Economy and Power",
        description:
          "The common architectural plan of the palaces, the evidence for storage and craft production, and competing models of palatial power.",
        lesson: {
          title: "What were the palaces for?",
          html: p(
            "Four sites are conventionally called palaces: Knossos, the largest, Phaistos in the Mesara plain, Malia on the north coast, and Zakros in the far east, excavated by Nikolaos Platon from 1962 and notable for having escaped plundering. More recently buildings at Galatas, Petras and Sissi have been added to the list, which shows that the category is partly a scholarly convention.",
            "The Neopalatial palaces share a recognisable plan. A rectangular central court, oriented roughly north–south, is surrounded by wings of several storeys. A paved west court lies outside the main west façade, which is built of fine ashlar masonry. Ground-floor magazines in the west wing held large storage jars, pithoi, in long rows; the west magazines of Knossos could hold many tens of thousands of litres of oil, wine or grain. Distinctive Minoan features include light wells, pier-and-door partitions (polythyra) that could open rooms to the light or close them, and lustral basins, small sunken rooms reached by steps, whose function, ritual or practical, is disputed. At Knossos and Phaistos, stone-lined circular pits in the west court, the kouloures, have been read both as granaries and as pits for refuse, and at Malia a group of circular structures is usually interpreted as granaries.",
            "Craft production was concentrated in and around the palaces. At Malia, the Protopalatial complex called Quartier Mu contained workshops for pottery, stone vessels, metalworking and seal cutting, while the palace workshops at Knossos and the nearby town produced fine stone vases, faience and ivory.",
            "Interpretation has moved through several models. Colin Renfrew's <i>The Emergence of Civilisation</i> (1972) treated the palaces as redistributive centres that collected agricultural surplus and reallocated it, allowing specialisation. Critics pointed out that storage capacity could support a palace elite without implying redistribution to the whole population. Other scholars have emphasised ceremony: the central courts as arenas for communal feasting and ritual, with the building as a stage for social integration; Jan Driessen has described them as court buildings whose primary function was collective gathering. Ilse Schoep and others have argued for heterarchy, with power divided among competing factions or houses, visible in the elite mansions and villas that surround the palaces and in country houses such as Vathypetro and Tylissos.",
            "For seminar, take one architectural feature and assess what it can and cannot tell us about who held power.",
          ),
        },
      },
      {
        title: "The Thera Eruption: Date and Consequences",
        description:
          "The Late Bronze Age eruption of Thera, the dispute between radiocarbon and archaeological dating, and its effects on Crete.",
        lesson: {
          title: "Dating a catastrophe",
          html: p(
            "During LM IA the volcano of Thera, 110 km north of Crete, erupted in one of the largest explosive eruptions of the last ten thousand years. The Bronze Age town of Akrotiri, excavated from 1967 by Spyridon Marinatos, was buried by pumice and ash. Its wall paintings and multi-storey houses are preserved in remarkable detail, but few valuables and no victims have been found, which suggests that earthquakes gave warning and the inhabitants left in time.",
            "In 1939 Marinatos proposed that the eruption destroyed Minoan civilisation through ash fall, earthquakes and tsunamis. That hypothesis no longer stands in its original form, because the eruption took place late in LM IA, whereas the widespread fire destructions of Cretan sites, including Zakros, Malia, Phaistos and many villas, took place at the end of LM IB, a generation or more later. Knossos alone survived as a palace, with new features such as warrior graves and material culture suggesting close contact with, or control by, elites from mainland Greece. The eruption's effects were nonetheless real: tephra fell over eastern Crete, and deposits at Palaikastro containing mixed marine shells, pottery and building debris have been interpreted by Hendrik Bruins and colleagues (2008) as the work of a tsunami.",
            "The date of the eruption is the most contested question in Aegean chronology. Archaeological synchronisms with Egypt suggested a date around 1530 to 1500 BC. Radiocarbon dating of short-lived material from Akrotiri, such as seeds, instead pointed to the later seventeenth century BC. In 2006 two studies strengthened this case. Walter Friedrich and colleagues dated an olive branch buried alive in the pumice, wiggle-matching its growth rings to 1627 to 1600 BC, while Sturt Manning and colleagues modelled a large series of Aegean dates to give 1660 to 1613 BC. Defenders of the lower date cited pumice from the eruption at Tell el-Dab'a in Egypt, in contexts of the early Eighteenth Dynasty, though pumice could have been collected and used long after it washed ashore.",
            "The debate has since shifted. Annual tree-ring radiocarbon measurements, published by Charlotte Pearson and colleagues in 2018, and the IntCal20 calibration curve revealed structure in the atmospheric record that widens the possible range, so that some analyses now allow a mid-sixteenth-century date. The question is not settled; seminar members should compare the assumptions behind each method and decide how much historical argument either date can bear.",
          ),
        },
      },
    ],
  },
  {
    slug: "turbomachinery-aerothermodynamics-of-compressors-and-turbines",
    discipline: "Turbomachinery",
    title: "Turbomachinery: Aerothermodynamics of Compressors and Turbines",
    description:
      "Skills developed include deriving the Euler work equation and applying it through velocity triangles; using dimensional analysis, flow and loading coefficients and specific speed to select machines; designing an axial compressor stage to meet diffusion limits; and predicting and avoiding cavitation in pumps and hydraulic turbines. Intended for final-year mechanical and aerospace engineering students.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one tutorial a week, with one laboratory test on a compressor rig)",
    plantedGap: "cavitation",
    modules: [
      {
        title: "The Euler Work Equation and Velocity Triangles",
        description:
          "Deriving the Euler equation from angular momentum and using velocity triangles to calculate stage work, with a centrifugal compressor example.",
        lesson: {
          title: "Work transfer in a rotor",
          html: p(
            "Every turbomachine exchanges work with a fluid by changing its angular momentum. Apply the moment-of-momentum equation to a control volume around a rotor with steady mass flow ṁ. The torque exerted on the fluid equals the net outflow of angular momentum, τ = ṁ(r<sub>2</sub>c<sub>θ2</sub> − r<sub>1</sub>c<sub>θ1</sub>), where c<sub>θ</sub> is the tangential component of absolute velocity. Multiplying by the angular velocity Ω and writing U = Ωr for blade speed gives the power, and dividing by ṁ gives the Euler work equation for the specific work input: Δh<sub>0</sub> = U<sub>2</sub>c<sub>θ2</sub> − U<sub>1</sub>c<sub>θ1</sub>. The equation is exact for adiabatic flow, making no assumption about losses, which appear instead as a reduced pressure rise for the same work.",
            "Velocity triangles link the absolute velocity c, the velocity w relative to the moving blades, and the blade speed U through the vector sum c = w + U. Blades guide the relative flow, so relative exit angles are set by blade geometry, while the Euler equation needs absolute tangential velocities. In an axial machine U<sub>1</sub> = U<sub>2</sub>, so work depends only on the change in c<sub>θ</sub>. In a centrifugal machine the radius increase contributes directly. Within a rotor the rothalpy, I = h<sub>0,rel</sub> − U<sup>2</sup>/2 = h + w<sup>2</sup>/2 − U<sup>2</sup>/2, is conserved along a streamline, which shows that in a centrifugal impeller part of the static enthalpy rise comes from the centrifugal term.",
            "Worked example: a centrifugal compressor has radial impeller vanes, no inlet swirl, tip speed U<sub>2</sub> = 400 m/s and inlet stagnation temperature 288 K. With ideal radial outflow, c<sub>θ2</sub> = U<sub>2</sub>. In practice the flow leaves with less swirl than the vanes dictate, an effect described by the slip factor σ = c<sub>θ2</sub>/U<sub>2</sub>. Stanitz's correlation for radial vanes, σ ≈ 1 − 0.63π/Z, gives σ ≈ 0.90 for Z = 19 vanes. Then Δh<sub>0</sub> = σU<sub>2</sub><sup>2</sup> = 0.9 × 400<sup>2</sup> = 144 kJ/kg, and with c<sub>p</sub> = 1005 J/kg K the stagnation temperature rise is 143 K. With a total-to-total isentropic efficiency of 0.80 and γ = 1.4, the pressure ratio is [1 + 0.80 × 143/288]<sup>3.5</sup> ≈ 3.2.",
            "The example shows why tip speed is the designer's main lever, and why it is ultimately limited by stress in the impeller, roughly proportional to U<sup>2</sup>, and by the relative Mach number at the inducer tip.",
          ),
        },
      },
      {
        title: "Dimensional Analysis and Specific Speed",
        description:
          "Non-dimensional groups for incompressible and compressible machines, similarity laws, and specific speed as a tool for choosing machine type.",
        lesson: {
          title: "Similarity, maps and machine selection",
          html: p(
            "Turbomachine performance depends on many variables, and dimensional analysis reduces them to a handful of groups. For a pump or hydraulic turbine with flow rate Q, head H, power P, rotational speed N (in rad/s) and diameter D, the main groups are the flow coefficient Q/ND<sup>3</sup>, the head coefficient gH/N<sup>2</sup>D<sup>2</sup>, the power coefficient P/ρN<sup>3</sup>D<sup>5</sup>, and the efficiency, all functions of one another plus Reynolds number and relative roughness. At high Reynolds number the dependence on Re is weak, so geometrically similar machines running at the same flow coefficient have the same head coefficient and nearly the same efficiency.",
            "For a given machine, similarity gives the affinity laws: Q ∝ N, H ∝ N<sup>2</sup> and P ∝ N<sup>3</sup>. Doubling the speed of a pump from 1450 to 2900 rpm doubles the flow, quadruples the head and raises the power eightfold, which is why variable-speed drives save so much energy at part load.",
            "For compressible machines, Mach number replaces head coefficient as the important variable. Compressor and turbine maps are plotted as pressure ratio and efficiency against the non-dimensional mass flow ṁ√(c<sub>p</sub>T<sub>01</sub>)/D<sup>2</sup>p<sub>01</sub> and non-dimensional speed ND/√(γRT<sub>01</sub>). In practice, for a fixed machine and gas, the corrected quantities ṁ√T<sub>01</sub>/p<sub>01</sub> and N/√T<sub>01</sub> are used, so that test-bed results can be applied to flight conditions.",
            "Eliminating D between the flow and head coefficients gives a group that characterises the shape of the best machine for a duty: the specific speed Ω<sub>s</sub> = NQ<sup>1/2</sup>/(gH)<sup>3/4</sup>, evaluated at the best-efficiency point. Low values suit radial machines, which produce high head at low flow; high values suit axial machines. As a rough guide, centrifugal pumps have Ω<sub>s</sub> below about 1, mixed-flow pumps around 1 to 3, and axial pumps above about 3. For hydraulic turbines, the power specific speed plays the same role, with Pelton wheels at the low end, Francis turbines in the middle and Kaplan turbines at the high end.",
            "Worked example: a pump must deliver 0.05 m<sup>3</sup>/s against 30 m of head at 1450 rpm. Then N = 151.8 rad/s, gH = 294.3 J/kg and (gH)<sup>3/4</sup> = 71.1, so Ω<sub>s</sub> = 151.8 × 0.2236/71.1 ≈ 0.48, pointing firmly to a centrifugal design. The Cordier diagram, an empirical correlation between specific speed and specific diameter for efficient machines, then suggests an impeller diameter.",
          ),
        },
      },
      {
        title: "Axial Compressor Stage Design",
        description:
          "Flow and loading coefficients, degree of reaction and diffusion limits, worked through the design of a repeating stage.",
        lesson: {
          title: "Choosing the stage triangles",
          html: p(
            "An axial compressor raises pressure by decelerating the flow relative to each blade row, and decelerating flow is prone to boundary-layer separation. A stage therefore achieves only a modest pressure ratio, typically 1.2 to 1.4 in a subsonic core compressor.",
            "For a repeating stage with constant axial velocity c<sub>x</sub>, three non-dimensional parameters fix the velocity triangles: the flow coefficient φ = c<sub>x</sub>/U, the stage loading coefficient ψ = Δh<sub>0</sub>/U<sup>2</sup>, and the degree of reaction R, the fraction of the stage's static enthalpy rise that occurs in the rotor. With relative flow angles β measured from the axial direction, the Euler equation gives ψ = φ(tan β<sub>1</sub> − tan β<sub>2</sub>), and R = φ(tan β<sub>1</sub> + tan β<sub>2</sub>)/2. A 50 per cent reaction stage has symmetric triangles, sharing diffusion equally between rotor and stator.",
            "Two simple criteria test the diffusion. The de Haller criterion requires the velocity ratio across a row to exceed about 0.72; for the rotor, w<sub>2</sub>/w<sub>1</sub> = cos β<sub>1</sub>/cos β<sub>2</sub> at constant c<sub>x</sub>. Lieblein's diffusion factor, DF = 1 − w<sub>2</sub>/w<sub>1</sub> + Δw<sub>θ</sub>/(2σw<sub>1</sub>), where σ is the solidity (chord divided by pitch), accounts for the extra diffusion on the suction surface; values above about 0.45 to 0.6 are associated with rapidly rising loss.",
            "Worked example: choose φ = 0.5 and R = 0.5, so tan β<sub>1</sub> + tan β<sub>2</sub> = 2. First try ψ = 0.4: then tan β<sub>1</sub> − tan β<sub>2</sub> = 0.8, giving tan β<sub>1</sub> = 1.4 (β<sub>1</sub> = 54.5°) and tan β<sub>2</sub> = 0.6 (β<sub>2</sub> = 31.0°). The de Haller ratio is 0.581/0.857 = 0.68, which fails. Reducing to ψ = 0.3 gives tan β<sub>1</sub> = 1.3 and tan β<sub>2</sub> = 0.7, angles of 52.4° and 35.0°, and a ratio of 0.610/0.819 = 0.74, which passes. With a mean blade speed of 300 m/s, Δh<sub>0</sub> = 0.3 × 300<sup>2</sup> = 27 kJ/kg, a stagnation temperature rise of 26.9 K; at an inlet temperature of 288 K and stage efficiency of 0.90, the stage pressure ratio is (1 + 0.9 × 26.9/288)<sup>3.5</sup> ≈ 1.33.",
            "If the flow rate falls at constant speed, incidence rises until blades stall. Rotating stall, cells of stalled flow moving around the annulus at a fraction of rotor speed, may develop, and at the system level the compressor may surge, with violent oscillation of the whole flow. Designs therefore specify a stall margin between the working line and the surge line on the compressor map.",
          ),
        },
      },
    ],
  },
];
