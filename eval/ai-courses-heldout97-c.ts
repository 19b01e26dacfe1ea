/** Ninety-seventh held-out evaluation courses, advanced level; see ai-courses-heldout97.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT97_C: EvalCourse[] = [
  {
    slug: "physical-cosmology-expansion-relic-radiation-and-light-elements",
    discipline: "Cosmology",
    title: "Physical Cosmology: Expansion, Relic Radiation and Light Elements",
    description:
      "A graduate-level treatment of the homogeneous universe and its early thermal history: the FLRW metric and Friedmann equations, cosmological distance measures, the cosmic microwave background and its acoustic peaks, Big Bang nucleosynthesis, and cosmic inflation.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one problems class a week)",
    plantedGap: "cosmic inflation",
    modules: [
      {
        title: "The Friedmann equations and cosmic distances",
        description:
          "Deriving the expansion history of a homogeneous, isotropic universe and the distance measures used to test it.",
        lesson: {
          title: "Expansion history in the ΛCDM model",
          html: p(
            "Assuming homogeneity and isotropy on large scales, the spacetime metric takes the Friedmann–Lemaître–Robertson–Walker (FLRW) form, ds² = −c²dt² + a(t)²[dr²/(1 − kr²) + r²dΩ²], where a(t) is the scale factor, normalised to 1 today, and k sets the spatial curvature. Inserting this metric into Einstein's equations with a perfect-fluid stress tensor gives the Friedmann equation, H² = (8πG/3)ρ − kc²/a² + Λc²/3, with H = ȧ/a, together with the fluid equation ρ̇ + 3H(ρ + p/c²) = 0.",
            "For a component with equation of state p = wρc², the fluid equation integrates to ρ ∝ a^(−3(1+w)). Pressureless matter (w = 0) dilutes as a⁻³, radiation (w = 1/3) as a⁻⁴ because each photon is also redshifted, and a cosmological constant (w = −1) stays constant. Writing each density as a fraction of the critical density ρc = 3H₀²/8πG gives H(z)² = H₀²[Ωr(1+z)⁴ + Ωm(1+z)³ + Ωk(1+z)² + ΩΛ]. With the Planck 2018 values H₀ ≈ 67.4 km s⁻¹ Mpc⁻¹, Ωm ≈ 0.315 and ΩΛ ≈ 0.685, the critical density is about 8.5 × 10⁻²⁷ kg m⁻³, roughly five proton masses per cubic metre.",
            "Several milestones follow by inspection. Radiation and matter densities were equal at z ≈ 3400. Matter and Λ densities were equal when (1+z)³ = ΩΛ/Ωm, at z ≈ 0.3. The deceleration parameter q = −äa/ȧ² equals Ωm/2 − ΩΛ for a flat matter-plus-Λ universe, about −0.53 today, and acceleration began when Ωm(1+z)³/2 = ΩΛ, at z ≈ 0.6.",
            "The comoving distance to redshift z is D_C = c ∫ dz′/H(z′) from 0 to z. In a flat universe the luminosity distance, defined so that flux equals L/4πD_L², is D_L = (1+z)D_C, and the angular diameter distance, defined so that a physical size ℓ subtends an angle θ = ℓ/D_A, is D_A = D_C/(1+z). The relation D_L = (1+z)²D_A holds in any metric theory where photon number is conserved, which makes it a test of the framework itself.",
            "Type Ia supernovae, standardised by the relation between peak luminosity and light-curve width, trace D_L(z) and gave the 1998 evidence for acceleration. Baryon acoustic oscillations in the galaxy distribution provide a standard ruler for D_A(z) and H(z). A persistent discrepancy between the locally measured Hubble constant, about 73 km s⁻¹ Mpc⁻¹ from Cepheid-calibrated supernovae, and the value inferred from the microwave background within ΛCDM is the Hubble tension.",
          ),
        },
      },
      {
        title: "The cosmic microwave background",
        description:
          "Recombination and decoupling, the blackbody spectrum, and what the angular power spectrum of temperature anisotropies reveals about geometry and composition.",
        lesson: {
          title: "Reading the acoustic peaks",
          html: p(
            "The cosmic microwave background (CMB) is radiation last scattered when the universe became transparent. Its spectrum, measured by the FIRAS instrument on COBE, is the most precise blackbody known in nature, with a present temperature of 2.7255 K. Recombination happened at a temperature near 3000 K, about 0.26 eV, far below hydrogen's 13.6 eV ionisation energy, because there are roughly 1.6 × 10⁹ photons per baryon: until the temperature fell that low, the high-energy tail of the photon distribution kept re-ionising hydrogen. Photon decoupling followed at z ≈ 1090.",
            "The largest anisotropy is a dipole of about 3.36 mK, caused by the Solar System's motion of roughly 370 km s⁻¹ relative to the CMB frame. Once it is removed, the remaining fluctuations are of order ΔT/T ~ 10⁻⁵. They are described by expanding the sky temperature in spherical harmonics and computing the angular power spectrum C_ℓ, where multipole ℓ corresponds to an angular scale of roughly 180°/ℓ.",
            "Before decoupling, photons and baryons formed a single tightly coupled fluid. Gravity from dark matter potential wells compressed it and photon pressure resisted, setting up acoustic oscillations. At decoupling the oscillations froze, leaving preferred scales: modes caught at maximum compression or rarefaction appear as peaks. The first peak corresponds to the sound horizon, the comoving distance a sound wave travelled by decoupling, about 144 Mpc, projected through the angular diameter distance to the last-scattering surface. It sits at ℓ ≈ 220, an angle just under one degree, exactly where a spatially flat geometry places it; positive curvature would move it to larger scales.",
            "Peak heights measure composition. Baryons add inertia to the fluid, deepening compressions relative to rarefactions, so odd-numbered peaks are enhanced relative to even ones; the ratio of the first to the second peak fixes Ωb h² ≈ 0.0224. The third peak's height relative to the second constrains the dark matter density, because dark matter potentials do not decay as radiation-dominated potentials do. At ℓ above about 1000, photon diffusion erases small-scale fluctuations, the Silk damping tail. At ℓ below about 30, scales larger than the sound horizon show the nearly flat Sachs–Wolfe plateau.",
            "Thomson scattering of a quadrupolar radiation field at last scattering produces linear polarisation, mostly E-modes, whose peaks are out of phase with the temperature peaks. Large-angle E-mode polarisation also measures the optical depth to reionisation, τ ≈ 0.054.",
          ),
        },
      },
      {
        title: "Big Bang nucleosynthesis",
        description:
          "Weak freeze-out, the deuterium bottleneck and the predicted light-element abundances compared with observation.",
        lesson: {
          title: "Freeze-out, bottleneck and abundances",
          html:
            p(
              "Nucleosynthesis in the first minutes depends on a short chain of timescales. At temperatures above about 1 MeV, weak interactions such as n + νe ↔ p + e⁻ keep neutrons and protons in equilibrium, with n/p = exp(−Δmc²/kT) and Δmc² = 1.293 MeV. When the weak rate, which scales as T⁵, falls below the expansion rate, which scales as T², the ratio freezes out. This happens near kT ≈ 0.7–0.8 MeV, about one second after the Big Bang, leaving n/p ≈ 1/6.",
              "Nuclei do not form at once. Deuterium's binding energy is only 2.22 MeV, and with around 10⁹ photons per baryon there are enough photons in the high-energy tail to break up deuterons long after kT falls below 2.22 MeV. This deuterium bottleneck lasts until kT ≈ 0.07 MeV, a few minutes after the Big Bang. Meanwhile free neutrons decay with a mean lifetime of about 879 s, so n/p falls to about 1/7.",
              "Once the bottleneck breaks, almost all surviving neutrons end up in helium-4. The primordial helium mass fraction is then Yp ≈ 2(n/p)/(1 + n/p) = 2(1/7)/(8/7) = 0.25. Detailed network calculations give the predictions below, expressed as functions of the baryon-to-photon ratio η, which the CMB fixes independently at about 6.1 × 10⁻¹⁰.",
            ) +
            "<table><thead><tr><th>Nuclide</th><th>Standard prediction at CMB η</th><th>Observed primordial value</th></tr></thead><tbody>" +
            "<tr><td>⁴He (mass fraction Yp)</td><td>≈ 0.247</td><td>≈ 0.245, from metal-poor H II regions</td></tr>" +
            "<tr><td>D/H</td><td>≈ 2.5 × 10⁻⁵</td><td>≈ 2.53 × 10⁻⁵, from quasar absorption systems</td></tr>" +
            "<tr><td>⁷Li/H</td><td>≈ 5 × 10⁻¹⁰</td><td>≈ 1.6 × 10⁻¹⁰, from metal-poor halo stars</td></tr>" +
            "</tbody></table>" +
            p(
              "The abundances respond differently to η. Deuterium is the best baryometer: a higher baryon density burns more deuterium into helium, so D/H falls steeply as η rises. Helium depends only logarithmically on η but is sensitive to the expansion rate, because a faster expansion freezes out n/p earlier and at a higher value. That makes Yp a probe of the number of relativistic species: the standard model gives an effective neutrino number of 3.044, and each extra species would raise Yp by roughly 0.013.",
              "Agreement between the deuterium abundance and the CMB's independent measurement of Ωb h² is one of the strongest consistency checks in cosmology. Lithium is the exception: the observed plateau of ⁷Li in old halo stars lies about a factor of three below the prediction.",
            ),
        },
      },
    ],
  },
  {
    slug: "clinical-neurophysiology-eeg-nerve-conduction-and-evoked-potentials",
    discipline: "Clinical neurophysiology",
    title: "Clinical Neurophysiology: EEG, Nerve Conduction and Evoked Potentials",
    description:
      "Trainee clinical physiologists and neurology registrars acquire, troubleshoot and interpret the three core investigations of the specialty (EEG, nerve conduction studies and evoked potentials) before turning to their newest application, intraoperative monitoring.",
    level: "advanced",
    duration: "twelve weeks (one half-day teaching session a week alongside clinical placement)",
    plantedGap: "intraoperative monitoring",
    modules: [
      {
        title: "EEG in the diagnosis of epilepsy",
        description:
          "Electrode placement and montages, epileptiform discharges and their mimics, and activation procedures.",
        lesson: {
          title: "Interictal discharges and how not to overcall them",
          html: p(
            "Scalp EEG records summated postsynaptic potentials from large populations of cortical pyramidal neurons. Electrodes are placed by the International 10–20 system, in which positions lie at 10 or 20 per cent of the measured distances from nasion to inion and between the preauricular points. Letters denote regions (Fp, F, C, T, P, O), odd numbers the left hemisphere, even numbers the right, and z the midline. Bipolar montages display the difference between adjacent electrodes in chains; a focal negative discharge produces a phase reversal, with deflections pointing towards each other at the electrode nearest the source. Referential montages display each electrode against a common reference and show field distribution by amplitude.",
            "Interictal epileptiform discharges (IEDs) support a diagnosis of epilepsy. Spikes last 20 to 70 ms and sharp waves 70 to 200 ms; both stand out from background, are usually surface-negative, are typically followed by a slow wave that disrupts the background. Generalised 3 Hz spike-and-wave, lasting several seconds and usually provoked by hyperventilation, is characteristic of childhood absence epilepsy. A photoparoxysmal response to intermittent photic stimulation is associated with the idiopathic generalised epilepsies, especially juvenile myoclonic epilepsy.",
            "Sensitivity is limited. A first routine recording in an adult with epilepsy shows IEDs in perhaps a third to a half of cases; repeat recordings and recordings including sleep, often after sleep deprivation, raise the yield. A normal EEG therefore never excludes epilepsy, and EEG does not diagnose epilepsy on its own: the diagnosis rests on the clinical history.",
            "The larger clinical risk is overcalling. Misread EEGs are a major cause of misdiagnosed epilepsy, with patients left on antiseizure medication for years. Benign variants that mimic discharges include wicket spikes over the temporal regions in drowsy adults, benign epileptiform transients of sleep (small sharp spikes), 14 and 6 Hz positive bursts, rhythmic mid-temporal theta of drowsiness, and the normal sharp-contoured vertex waves and positive occipital sharp transients of sleep. A safe rule is that a transient which does not disrupt the background and has no after-going slow wave should be reported as non-specific, not epileptiform.",
            "Hyperventilation, normally three minutes, is withheld in recent stroke, significant cardiorespiratory disease, sickle cell disease and raised intracranial pressure. Photic stimulation uses flash frequencies from about 1 to 60 Hz, stopping at once if a generalised discharge appears.",
          ),
        },
      },
      {
        title: "Nerve conduction studies",
        description:
          "Motor and sensory studies, calculating conduction velocity, and distinguishing axonal loss from demyelination.",
        lesson: {
          title: "Axonal or demyelinating?",
          html: p(
            "In a motor nerve conduction study, a supramaximal stimulus is given at two or more points along the nerve while the compound muscle action potential (CMAP) is recorded from a muscle it supplies. CMAP latency includes neuromuscular transmission time, so velocity is calculated between two stimulation sites: conduction velocity equals the distance between sites divided by the difference in latencies. For the median nerve, with a wrist latency of 3.6 ms, an elbow latency of 7.6 ms and 230 mm between the sites, velocity is 230 divided by 4.0, or 57.5 m/s. Normal velocities in adult upper-limb nerves are above about 50 m/s, and in the legs above about 40 m/s.",
            "Sensory nerve action potentials (SNAPs) are recorded directly from the nerve, in microvolts rather than millivolts. Both velocity and amplitude fall with cooling, velocity by roughly 1.5 to 2.5 m/s per degree Celsius, so limbs are warmed, typically to at least 32 °C at the hand, before testing.",
            "Interpretation rests on two patterns. In axonal loss, fewer fibres conduct, so amplitudes fall while the surviving fibres conduct at near-normal speed: velocities remain above about 75 per cent of the lower limit of normal. In demyelination, the fibres are present but conduct slowly: distal latencies are prolonged, velocities fall well below 75 per cent of normal. Two further signs point to acquired demyelination such as chronic inflammatory demyelinating polyneuropathy: conduction block, a drop in CMAP amplitude or area of more than about 50 per cent between distal and proximal stimulation sites, and temporal dispersion, an abnormal spreading of the proximal response.",
            "Location also follows from SNAPs. The sensory cell body lies in the dorsal root ganglion, outside the spinal canal. A root lesion, such as a disc compressing the C7 root, is proximal to the ganglion, so the SNAP is preserved despite numbness. A brachial plexus lesion is distal to the ganglion, so the SNAP falls.",
            "In carpal tunnel syndrome the earliest abnormality is slowing of median sensory fibres across the wrist. Comparison tests are most sensitive: stimulating median and ulnar nerves over the same distance to the ring finger, or in the palm, a median–ulnar peak latency difference of a few tenths of a millisecond, typically 0.3 to 0.5 ms depending on the test and laboratory, is abnormal.",
          ),
        },
      },
      {
        title: "Evoked potentials",
        description:
          "Signal averaging, visual and somatosensory evoked potentials, and their current role alongside imaging.",
        lesson: {
          title: "Averaging out the background",
          html: p(
            "Evoked potentials are small, time-locked responses of the nervous system to a stimulus, often less than a microvolt to a few microvolts, buried in EEG and muscle activity of tens of microvolts. They are extracted by averaging: because the response occurs at the same latency after each stimulus and the background is random, averaging N trials improves the signal-to-noise ratio by the square root of N. Every response is recorded at least twice to show that the waveform is reproducible.",
            "Visual evoked potentials (VEPs) are usually elicited by a reversing black-and-white checkerboard viewed by one eye at a time. The main component is a positive peak over the occipital midline at around 100 ms, the P100, with upper limits of about 115 to 120 ms in most laboratories; the difference between the two eyes is also compared. In 1972 Halliday, McDonald and Mushin showed that the P100 is delayed after optic neuritis, often by 30 ms or more, and that the delay usually persists after vision recovers, while amplitude may return to normal. A prolonged P100 with well-preserved waveform is the signature of demyelination in the optic nerve; reduced amplitude with normal latency points instead to retinal disease, refractive error, poor fixation or compressive lesions.",
            "Somatosensory evoked potentials (SEPs) follow the dorsal column pathway. After median nerve stimulation at the wrist, the volley is recorded at Erb's point as N9, at the cervical spine as N13, and over the contralateral parietal cortex as N20. The N13 to N20 interval, the central conduction time, normally around 5 to 6 ms, measures conduction from the cervical cord to cortex independently of peripheral nerve disease. After posterior tibial stimulation at the ankle, the cortical response is P37 over the vertex. Absent bilateral N20 responses after cardiac arrest, recorded at least 24 hours after return of circulation, are among the most specific markers of poor neurological outcome.",
            "Brainstem auditory evoked potentials record waves I to V within about 10 ms of a click, generated along the auditory nerve and brainstem, with a normal I to V interpeak interval of about 4 ms.",
            "Since MRI became routine, evoked potentials are no longer central to diagnosing multiple sclerosis. Their value today lies in showing clinically silent lesions and objective conduction delay when symptoms are hard to interpret.",
          ),
        },
      },
    ],
  },
  {
    slug: "corporate-governance-boards-codes-and-executive-pay",
    discipline: "Corporate governance",
    title: "Corporate Governance: Boards, Codes and Executive Pay",
    description:
      "Boards fail in recognisable ways: dominant chief executives, captured non-executives, pay that rewards luck. Drawing on agency theory and the UK Corporate Governance Code, the seminar examines comply-or-explain regulation, board independence, audit committee oversight, executive remuneration and investor stewardship.",
    level: "advanced",
    duration: "eight weeks (one two-hour case-based seminar a week)",
    plantedGap: "investor stewardship",
    modules: [
      {
        title: "Comply or explain: the UK model and its critics",
        description:
          "The agency problem, the development of the UK Code from Cadbury to 2024, and whether flexible codes work better than rules.",
        lesson: {
          title: "From Cadbury to the 2024 Code",
          html: p(
            "Modern governance debate starts from the separation of ownership and control that Adolf Berle and Gardiner Means described in 1932: dispersed shareholders own large companies but professional managers run them. Michael Jensen and William Meckling (1976) formalised this as an agency relationship. Because managers' interests differ from owners' and their actions are hard to observe, owners incur agency costs: monitoring costs, bonding costs and a residual loss. Boards, audits, disclosure and incentive pay are all, in this framing, devices for reducing those costs.",
            "The UK response was distinctive. After the collapses of Polly Peck and BCCI and the Maxwell pension scandal, the Cadbury Committee reported in 1992 with a Code of Best Practice applied through the listing regime on a comply-or-explain basis. Listed companies had to state whether they complied with its provisions and explain any departure. The Greenbury (1995) and Hampel (1998) reports followed, consolidated in the Combined Code of 1998; the Higgs review (2003) strengthened non-executive independence after Enron. The Financial Reporting Council renamed the document the UK Corporate Governance Code in 2010, revised it substantially in 2018, introducing among other things a provision on workforce engagement through a director appointed from the workforce, a formal advisory panel or a designated non-executive, and published the current version in January 2024.",
            "The 2024 Code applies to financial years beginning on or after 1 January 2025, except Provision 29, which applies from 1 January 2026. Provision 29 requires the board to monitor the company's risk management and internal control framework and to make a declaration in the annual report on the effectiveness of its material controls as at the balance sheet date.",
            "Comply or explain has obvious attractions. It lets a company depart from a provision when its circumstances justify it, such as a founder combining chair and chief executive roles during a transition. Its weaknesses are equally clear. FRC reviews have repeatedly found explanations that are boilerplate, stating a departure without giving reasons or time limits, and the mechanism depends on someone reading and challenging those explanations. Empirical studies, including work on FTSE 350 companies by Sridhar Arcot, Valentina Bruno and Antoine Faure-Grimaud, found that non-compliance was often accompanied by standardised explanations that told readers little. The seminar question for this week is whether those findings argue for hard law or for better explanations.",
          ),
        },
      },
      {
        title: "Independence and the board's committees",
        description:
          "Board composition under the Code, the independence criteria, and the audit committee's responsibilities for financial reporting and the external audit.",
        lesson: {
          title: "Who watches the executives?",
          html: p(
            "The Code's answer to agency costs is a board on which independent non-executive directors can challenge management. Provision 9 requires the chair to be independent on appointment and the roles of chair and chief executive not to be exercised by the same person. Provision 11 requires at least half the board, excluding the chair, to be independent non-executive directors.",
            "Independence is a judgment for the board, but Provision 10 lists circumstances likely to impair it, which the board must explain if it nevertheless treats a director as independent. They include having been an employee within the last five years; having had a material business relationship with the company within the last three years; receiving remuneration beyond the director's fee or participating in share options, performance-related pay or the pension scheme; having close family ties with advisers, directors or senior employees; holding cross-directorships; representing a significant shareholder; and having served on the board for more than nine years from first appointment.",
            "Formal independence does not guarantee challenge. The parliamentary committees that investigated the collapse of Carillion in January 2018 found a board whose non-executives were formally independent yet failed to question aggressive accounting and a rising pension deficit. Behavioural research on boards points to group dynamics, information asymmetry, since non-executives depend on management for their information, and the social cost of dissent as better explanations of failure than composition alone.",
            "The audit committee is the most demanding committee role. Under Provision 24 it consists of independent non-executive directors, at least three, or two in smaller companies, and the board chair may not be a member. At least one member must have recent and relevant financial experience, and the committee as a whole must have competence in the company's sector. Its responsibilities include monitoring the integrity of the financial statements and significant reporting judgments, reviewing internal financial controls, overseeing the internal audit function, and managing the relationship with the external auditor: recommending appointment, assessing independence and effectiveness, and setting policy on non-audit services.",
            "For public-interest entities, the audit regulation retained in UK law after Brexit requires the audit engagement to be put out to tender at least every ten years, with a maximum tenure of twenty years, and caps fees for permitted non-audit services at 70 per cent of the average audit fee over three years.",
          ),
        },
      },
      {
        title: "Executive remuneration and say on pay",
        description:
          "The structure of executive pay, the Code's remuneration provisions, shareholder votes, and the evidence on whether pay tracks performance.",
        lesson: {
          title: "Pay for performance, or pay for luck?",
          html: p(
            "A typical UK listed-company package has four elements: base salary; pension or a cash allowance in lieu; an annual bonus, often part-deferred into shares, against financial and strategic targets; and a long-term incentive plan (LTIP) awarding shares that vest after three years against measures such as total shareholder return (TSR) relative to a peer group and earnings per share growth. Restricted share plans, with smaller awards vesting on time and an underpin rather than stretching targets, have become a common alternative since about 2018.",
            "The Code's remuneration provisions aim to lengthen horizons and limit windfalls. Provision 36 requires share awards to be subject to a total vesting and holding period of at least five years, and a policy for post-employment shareholding. Provision 37 requires malus and clawback provisions allowing the company to withhold or recover awards, and the new Provision 38 in the 2024 Code requires the annual report to describe them, including whether they were used in the year. A further provision aligns executive pension contribution rates with those available to the workforce. The remuneration committee, of independent non-executives, is asked to exercise discretion to override formulaic outcomes that do not reflect underlying performance.",
            "Shareholders vote on pay under the Companies Act 2006. Since the Enterprise and Regulatory Reform Act 2013, section 439A requires a binding vote on the directors' remuneration policy at least every three years, and the company may not make payments outside an approved policy. Section 439 requires an annual advisory vote on the implementation report. Provision 4 of the Code adds that where 20 per cent or more of votes are cast against a board recommendation, the company must explain what it will do to understand the reasons and publish an update within six months.",
            "The evidence on pay and performance is contested. Jensen and Murphy (1990) estimated that US chief executives' wealth changed by only about $3.25 for every $1,000 change in shareholder wealth, and argued that pay was too insensitive to performance. Bertrand and Mullainathan (2001) found that pay responded to luck, such as oil-price movements for oil companies, as much as to performance measures executives could control. Lucian Bebchuk and Jesse Fried's Pay Without Performance (2004) argued that executives influence their own pay through captured boards, a managerial power view opposed to the optimal contracting account.",
          ),
        },
      },
    ],
  },
  {
    slug: "environmental-history-historiography-climate-and-sources",
    discipline: "Environmental history",
    title: "Environmental History: Historiography, Climate and Sources",
    description:
      "Research seminar on the methods and debates of environmental history for MA and early doctoral students. Readings range from Cronon, Worster and Crosby to recent climate history; sessions examine declensionist narratives, the Little Ice Age, energy transitions, and how to read land records and proxy data alongside the archive.",
    level: "advanced",
    duration: "ten weeks (one two-hour research seminar a week)",
    plantedGap: "energy transitions",
    modules: [
      {
        title: "Founding texts and the problem of narrative",
        description:
          "Worster, Cronon and Crosby, declension and progress as plots, and the charge of biological determinism.",
        lesson: {
          title: "Whose story does nature tell?",
          html: p(
            "Environmental history took shape as a field in the United States in the 1970s, drawing on the conservation movement, ecology and the French Annales school, whose founders had already treated landscape and climate as historical forces. Fernand Braudel's <em>The Mediterranean</em> (1949) opened with a volume on mountains, plains and seas moving in the longue durée beneath the quicker time of politics. The American field added a moral charge: it asked what human societies had done to nature and why.",
            "Donald Worster's <em>Dust Bowl</em> (1979) gave one answer. The ecological catastrophe of the southern plains in the 1930s, he argued, resulted not from drought alone but from the capitalist ethos that treated grassland as capital to be exploited, ploughed out the sod in the wheat boom of the 1920s and left soil to blow. William Cronon's <em>Changes in the Land</em> (1983) offered a subtler model, contrasting Native and colonial ways of using New England's ecosystems and showing how English ideas of property as bounded, exchangeable commodity transformed forests, fields and animal populations.",
            "Cronon then turned on the field's storytelling. In 'A Place for Stories: Nature, History, and Narrative' (Journal of American History, 1992) he compared Worster's book with Paul Bonnifield's <em>The Dust Bowl</em>, published the same year from much of the same evidence. Worster's plot is declension, a fall from ecological balance into disaster; Bonnifield's is progress, a story of resilient farmers who endured and recovered. Neither invents facts, yet they narrate opposite histories. Cronon's conclusion was not relativism: narratives are constrained by evidence, by ecology and by the community of historians who criticise them, but historians must recognise that the choice of a beginning and an end carries a moral argument. His 1995 essay 'The Trouble with Wilderness' extended the critique to the idea of pristine nature itself.",
            "Alfred Crosby shifted the scale to the globe. <em>The Columbian Exchange</em> (1972) traced the movement of crops, livestock and pathogens across the Atlantic after 1492, and <em>Ecological Imperialism</em> (1986) argued that Europeans succeeded in the temperate 'Neo-Europes', such as North America, Australia and Argentina, because a portmanteau biota of weeds, animals and diseases travelled with them. Critics have charged Crosby with biological determinism that plays down violence, law and policy; the seminar asks whether the charge is fair, using his treatment of epidemic disease in the Americas as a test case.",
          ),
        },
      },
      {
        title: "Climate and crisis in the seventeenth century",
        description:
          "The Little Ice Age, the Global Crisis thesis, documentary climate reconstruction, and the limits of climatic explanation.",
        lesson: {
          title: "Weather, harvests and historical causation",
          html: p(
            "The Little Ice Age is the conventional name for a period of generally cooler conditions in the Northern Hemisphere, dated variously from the fourteenth or fifteenth century to the mid-nineteenth. It was neither uniformly cold nor globally synchronous, and specialists increasingly prefer to speak of specific cold phases. The coldest of these in many records fell in the seventeenth century, coinciding with the Maunder Minimum of low sunspot activity, about 1645 to 1715, and with clusters of large volcanic eruptions, such as Huaynaputina in Peru in 1600, whose sulphate aerosols cooled the following summers.",
            "Historians reconstruct past climate partly from documents. Emmanuel Le Roy Ladurie's <em>Histoire du climat depuis l'an mil</em> (1967) used the dates of grape harvests, which come earlier after warm summers, as a thermometer for France; later work by Isabelle Chuine and colleagues calibrated the Burgundy series against instrumental temperatures and used it to reconstruct summer temperatures back to 1370. Christian Pfister developed a method of converting descriptive sources, such as diaries, chronicles and tithe records, into monthly indices, typically on a scale from −3 to +3 for temperature and precipitation, which can then be calibrated against natural proxies such as tree rings and ice cores.",
            "Geoffrey Parker's <em>Global Crisis</em> (2013) makes the boldest argument built on this evidence: that the simultaneous wars, revolts, famines and demographic collapses of the mid-seventeenth century, from the fall of the Ming dynasty to the English Civil War, were driven by climatic shock interacting with political and fiscal fragility. Parker calls the result a fatal synergy. Critics question how well the climate data match the timing of events in each region, and whether the argument can explain why some societies collapsed while others did not.",
            "Dagomar Degroot's <em>The Frigid Golden Age</em> (2018) answers that question for one case. The Dutch Republic experienced its commercial and cultural peak during the same cold decades, and Degroot shows how Dutch shipping, warfare and trade adapted to changed winds, sea ice and storm patterns, sometimes profiting from them. His work exemplifies a shift from asking whether climate caused crisis to asking how societies' vulnerability and adaptability shaped outcomes.",
            "The methodological lesson is that climate history must resist two temptations: determinism, which reads every revolt as a reaction to weather, and neglect, which treats climate as an inert backdrop.",
          ),
        },
      },
      {
        title: "Reading land records and proxies",
        description:
          "Tithe maps, enclosure awards and pollen diagrams as evidence of landscape change, read with attention to why each source was made.",
        lesson: {
          title: "Maps made for tax, pollen made by trees",
          html: p(
            "Environmental historians of Britain have unusually rich land records, but each was created for a purpose that shapes what it shows. The tithe maps are the best example. The Tithe Commutation Act of 1836 replaced payment of tithes in kind with a money rent charge, which required a survey of every titheable parish. Between the late 1830s and the 1850s, maps and accompanying apportionments were produced for about 11,800 districts, covering roughly three-quarters of England and Wales. The apportionment lists each parcel with its owner, occupier, name, state of cultivation, such as arable, meadow, pasture or wood, and area.",
            "The snapshot has limits. Because the maps served to apportion a charge, parishes already free of tithe, often those enclosed by parliamentary act with tithes extinguished in the award, are missing. Map quality varies: only a minority, roughly one in six, were sealed by the commissioners as first-class maps of certified accuracy, the rest being second-class maps whose boundaries may have been copied from older surveys. State of cultivation was recorded for the purpose of valuation, and categories were applied inconsistently between valuers.",
            "Parliamentary enclosure provides an earlier layer. More than 5,000 acts, mostly passed between about 1750 and 1850, enclosed open fields and commons covering perhaps a fifth of England's land area. Enclosure awards and their maps record the division of land among claimants and new roads and drains, but the surviving landscape should not be read straight from them: they record legal allocation, not necessarily the speed of physical change.",
            "Natural archives extend the record beyond documents. Pollen preserved in peat and lake sediments records the vegetation around a site. A pollen diagram plots the percentage of each taxon against depth, dated by radiocarbon or by markers such as the spheroidal carbonaceous particles of industrial pollution. A falling ratio of tree to grass pollen indicates clearance; a rise in ribwort plantain suggests grazed grassland, and cereal-type pollen indicates cultivation. The interpretation depends on pollen source area, which varies with basin size, and on differences in pollen production between species.",
            "The seminar exercise combines these sources for a single parish: map the tithe apportionment's land use, compare it with the enclosure award, and set both against the nearest published pollen sequence, noting where the sources disagree and why.",
          ),
        },
      },
    ],
  },
  {
    slug: "cognition-motivation-and-self-regulation-in-learning",
    discipline: "Educational psychology",
    title: "Cognition, Motivation and Self-Regulation in Learning",
    description:
      "Three strands of research that educational psychologists draw on daily, read critically and applied to casework: cognitive load theory and the design of instruction; motivation, through self-determination and expectancy-value theory; and self-regulated learning, including retrieval practice and feedback.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar a week with a casework portfolio)",
    plantedGap: "retrieval practice",
    modules: [
      {
        title: "Cognitive load theory",
        description:
          "Working memory limits, the types of cognitive load, the instructional effects derived from them, and the theory's critics.",
        lesson: {
          title: "Designing instruction for a limited working memory",
          html: p(
            "Cognitive load theory, developed by John Sweller from the late 1980s, starts from an asymmetry in human cognitive architecture. Working memory, where novel information is processed, is severely limited: estimates since Nelson Cowan's 2001 review put its capacity at about four chunks. Long-term memory, by contrast, is effectively unlimited and stores knowledge as schemas, organised structures that working memory can handle as single elements. Expertise, on this account, is the possession of many well-automated schemas, and learning is their construction.",
            "The theory distinguishes intrinsic load, set by element interactivity, the number of elements that must be processed together to understand the material, from extraneous load, imposed by poor instructional design. Early versions added germane load, the effort devoted to schema construction, but later formulations by Sweller and colleagues absorbed it into intrinsic load, partly because it could not be measured separately. The design goal is to reduce extraneous load so that working memory is free for the intrinsic demands of the task.",
            "Several instructional effects follow and have been tested in controlled experiments. The worked-example effect, first shown by Sweller and Graham Cooper in 1985 with algebra problems, is that novices learn more from studying worked solutions than from solving equivalent problems, because means–ends problem solving consumes working memory without building schemas. The split-attention effect is that learners do worse when they must integrate physically separated sources, such as a diagram and a paragraph describing it, than when labels are placed on the diagram. The redundancy effect is that adding information learners do not need can impair learning.",
            "The expertise reversal effect, described by Slava Kalyuga and colleagues in 2003, limits all of these. Guidance that helps novices becomes redundant for more knowledgeable learners and can hinder them. Instruction should therefore fade support as expertise grows, for example by moving from full worked examples to completion problems to independent problems.",
            "Critics raise measurement problems. Load is often assessed with Fred Paas's nine-point subjective rating scale, which cannot separate the types of load, and explanations in terms of load can become circular when any effect is attributed after the fact. For casework, the theory is most useful in analysing why a specific pupil fails with a particular task format, not as a general theory of motivation or classroom behaviour.",
          ),
        },
      },
      {
        title: "Motivation: self-determination and expectancy-value",
        description:
          "Two major theories of academic motivation, the evidence on rewards, and how each frames a disengaged pupil.",
        lesson: {
          title: "Why pupils engage, and why they stop",
          html: p(
            "Self-determination theory, developed by Edward Deci and Richard Ryan from the 1980s, proposes three basic psychological needs: autonomy, the experience of acting from one's own volition; competence, the experience of effectiveness; and relatedness, the experience of connection with others. Contexts that support these needs sustain high-quality motivation, and contexts that thwart them undermine it. The theory distinguishes types of motivation along a continuum rather than treating motivation as a single quantity: external regulation, acting to obtain rewards or avoid punishment; introjected regulation, acting to avoid guilt or gain approval; identified regulation, acting because one values the outcome; integrated regulation, where the value is part of one's identity; and intrinsic motivation, acting for the inherent satisfaction of the activity.",
            "The theory's most cited prediction concerns rewards. Deci, Koestner and Ryan's 1999 meta-analysis of 128 experiments found that expected tangible rewards contingent on doing or completing a task reduced subsequent free-choice intrinsic motivation, while positive feedback increased it. Interpretation was contested by Judy Cameron and David Pierce, who argued that the effects were narrow and avoidable, and the debate remains instructive: the conditions under which rewards are given, and how controlling they feel, matter more than whether they are given.",
            "Expectancy-value theory, developed by Jacquelynne Eccles and colleagues from 1983, explains achievement choices and persistence by two questions a learner implicitly asks: can I do this, and do I want to? Expectancy for success is shaped by past performance and beliefs about ability. Subjective task value has four components: attainment value, the task's importance for identity; intrinsic value, enjoyment; utility value, usefulness for future goals; and cost, what must be given up, including effort and emotional risk. Cost has received growing attention, because a pupil can expect to succeed and value a subject yet avoid it when the perceived cost is high.",
            "The two theories frame casework differently. Consider a Year 9 pupil who has stopped working in mathematics. A self-determination analysis asks which needs are frustrated: whether lessons are experienced as controlling, whether repeated failure has eroded competence, whether relationships with the teacher or peers have broken down. An expectancy-value analysis asks whether the pupil expects to fail, sees no use in the subject, or finds the cost of trying, such as public failure, too high. The analyses suggest different interventions.",
          ),
        },
      },
      {
        title: "Self-regulated learning and feedback",
        description:
          "Zimmerman's cyclical model of self-regulation, the research on feedback, and designing support for learners who do not plan or monitor their own work.",
        lesson: {
          title: "Planning, monitoring and learning from feedback",
          html:
            p(
              "Self-regulated learners set goals, choose strategies, monitor their progress and adjust. Barry Zimmerman's cyclical model, set out in 2000, divides the process into three phases that feed into one another:",
            ) +
            "<ol><li><strong>Forethought</strong>: task analysis, including goal setting and strategic planning, driven by self-motivation beliefs such as self-efficacy, outcome expectations and interest.</li>" +
            "<li><strong>Performance</strong>: self-control, through strategies such as self-instruction, imagery and attention focusing, and self-observation, through self-recording and metacognitive monitoring.</li>" +
            "<li><strong>Self-reflection</strong>: self-judgement, comparing performance with a standard and attributing the cause, and self-reaction, including satisfaction and adaptive or defensive responses that shape the next forethought phase.</li></ol>" +
            p(
              "The model explains why weak self-regulators stay weak. A pupil who attributes failure to fixed ability responds defensively, avoids the next task or sets no goal, and so gets no information about which strategies work. A pupil who attributes failure to strategy adjusts it. Intervention therefore targets attributions and goal setting as much as study technique, and aims to make each phase explicit: a written plan before the task, a monitoring checklist during it, and a structured review afterwards.",
              "Feedback links performance to the next attempt, but its effects are more variable than its reputation suggests. Avraham Kluger and Angelo DeNisi's 1996 meta-analysis found an average positive effect of about 0.4 standard deviations, yet in over a third of comparisons feedback made performance worse. Feedback that directed attention to the self, such as praise or criticism of the person, was least effective. John Hattie and Helen Timperley's 2007 model frames effective feedback as answering three questions, where am I going, how am I going and where to next, at four levels: the task, the processes used, self-regulation, and the self. Feedback at the process and self-regulation levels transfers best; feedback about the self usually adds nothing.",
              "For a pupil referred for poor organisation, a consultation might begin by observing which phase breaks down, then agree with the teacher on feedback that names a strategy rather than a grade, and on a short cycle in which the pupil plans, monitors and reviews one piece of work each week. Progress is judged from the pupil's own plans and reviews, not only from attainment.",
            ),
        },
      },
    ],
  },
];
