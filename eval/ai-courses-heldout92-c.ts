/** Ninety-second held-out evaluation courses, advanced level (C); see ai-courses-heldout92.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT92_C: EvalCourse[] = [
  {
    slug: "surface-science-adsorption-structure-and-spectroscopy",
    discipline: "Surface science",
    title: "Surface Science: Adsorption, Structure and Spectroscopy",
    description:
      "Covers the physical chemistry of well-defined solid surfaces studied under ultra-high vacuum: why such vacuum is needed, adsorption isotherms and desorption kinetics, surface crystallography and reconstruction, low-energy electron diffraction, X-ray photoelectron spectroscopy, and scanning tunnelling microscopy. Problem classes work from real spectra and diffraction patterns.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one problems class a week)",
    plantedGap: "scanning tunnelling microscopy",
    modules: [
      {
        title: "Adsorption: Isotherms and Kinetics",
        description:
          "Gas impingement rates, sticking, the Langmuir isotherm and the analysis of temperature-programmed desorption.",
        lesson: {
          title: "Why Ultra-High Vacuum, and What Langmuir Assumed",
          html: p(
            "The rate at which gas molecules strike a surface follows from kinetic theory as the Hertz–Knudsen flux, Z = P/√(2πmk_BT). For carbon monoxide at 300 K and 10⁻⁶ mbar (10⁻⁴ Pa), Z ≈ 2.9 × 10¹⁴ molecules cm⁻² s⁻¹. A close-packed metal surface such as Pt(111) has about 1.5 × 10¹⁵ atoms cm⁻², so if every impinging molecule sticks, a monolayer forms in about five seconds. At 10⁻¹⁰ mbar the same coverage takes roughly fourteen hours, which is why surface experiments are done in ultra-high vacuum (UHV). Exposures are quoted in langmuirs: 1 L = 10⁻⁶ Torr s. The sticking coefficient s, the fraction of impinging molecules that adsorb, usually falls as coverage rises.",
            "Physisorption is held by dispersion forces, with adsorption enthalpies typically below about 40 kJ mol⁻¹, and can build multilayers. Chemisorption forms a chemical bond, with enthalpies from about 40 to several hundred kJ mol⁻¹; it stops at a monolayer, is often dissociative and may require activation.",
            "Langmuir's isotherm assumes a fixed set of equivalent sites, at most one adsorbate per site, and no interactions between adsorbates. Equating the adsorption rate, k_aP(1 − θ), with the desorption rate, k_dθ, gives θ = KP/(1 + KP), where K = k_a/k_d. For dissociative adsorption of a diatomic molecule the result becomes θ = (KP)^½/[1 + (KP)^½]. Because K depends on temperature, measuring the pressure needed for a fixed coverage at several temperatures yields the isosteric enthalpy of adsorption from (∂lnP/∂(1/T))_θ = ΔH_ads/R. Real surfaces violate the assumptions through heterogeneous sites and lateral interactions, which show up as a fall in the adsorption enthalpy with coverage.",
            "Temperature-programmed desorption (TPD) heats an adsorbate-covered crystal at a linear rate β while a mass spectrometer records the desorbing flux. The rate follows the Polanyi–Wigner equation, r = ν_nθⁿexp(−E_d/RT). For first-order desorption the peak temperature T_p does not depend on initial coverage, and the Redhead approximation gives E_d = RT_p[ln(νT_p/β) − 3.64], valid for ν/β between 10⁸ and 10¹³ K⁻¹. With ν = 10¹³ s⁻¹, β = 10 K s⁻¹ and T_p = 400 K, E_d ≈ 8.314 × 400 × (33.62 − 3.64) J mol⁻¹ ≈ 100 kJ mol⁻¹. Second-order desorption, typical of recombining atoms, gives nearly symmetric peaks that shift to lower temperature as coverage increases.",
          ),
        },
      },
      {
        title: "Surface Crystallography and LEED",
        description:
          "Describing surface meshes, overlayers and reconstructions, and interpreting low-energy electron diffraction patterns.",
        lesson: {
          title: "Wood Notation, Reconstructions and Diffraction",
          html: p(
            "A surface is described by its two-dimensional lattice, one of five Bravais nets: square, rectangular, centred rectangular, hexagonal and oblique. For an fcc metal the (100) face has a square net, the (111) face a hexagonal, close-packed net, and the (110) face a rectangular net with open troughs. An ordered overlayer or a reconstructed surface layer is related to the substrate net by Wood's notation, which writes the ratio of the overlayer and substrate mesh vectors and any rotation between them: X(hkl)-(m × n)Rφ°-A. Oxygen on Ni(100) forms a p(2 × 2) structure at a quarter of a monolayer and a c(2 × 2), a centred cell equivalent to (√2 × √2)R45°, at half a monolayer. A (√3 × √3)R30° structure at one-third monolayer is common on close-packed (111) surfaces. Incommensurate structures require matrix notation.",
            "Clean surfaces often rearrange to lower their energy. Si(111) adopts the famous (7 × 7) reconstruction, explained by Takayanagi's dimer–adatom–stacking-fault model of 1985, which reduces the number of dangling bonds from 49 to 19 per unit cell. Pt(110) and Au(110) show a (1 × 2) missing-row reconstruction.",
            "Low-energy electron diffraction (LEED) directs electrons of roughly 20 to 200 eV at the crystal and images the elastically back-scattered beams on a fluorescent screen. The electron wavelength is λ(Å) ≈ √(150.4/E(eV)), so at 150 eV it is about 1 Å, comparable to interatomic spacings. Because the inelastic mean free path at these energies is only 5 to 10 Å, the pattern comes almost entirely from the top few layers. With periodicity only in two dimensions, the reciprocal lattice becomes a set of rods normal to the surface, and a spot appears wherever the Ewald sphere cuts a rod.",
            "The LEED pattern is a picture of the reciprocal net, so a larger real-space mesh gives more closely spaced spots: a p(2 × 2) overlayer adds half-order spots between the substrate spots. Spot positions therefore give the size and symmetry of the surface mesh, but not where the atoms sit within it. That requires measuring spot intensity against beam energy, I–V curves, and comparing them with dynamical calculations that include multiple scattering, optimising the model until a reliability factor such as Pendry's R_P is minimised. Good fits locate atoms to within a few hundredths of an ångström.",
          ),
        },
      },
      {
        title: "X-ray Photoelectron Spectroscopy",
        description: "Binding energies, chemical shifts, quantification and depth sensitivity in XPS.",
        lesson: {
          title: "Reading and Quantifying an XPS Spectrum",
          html: p(
            "X-ray photoelectron spectroscopy (XPS) irradiates a sample with soft X-rays, usually monochromated Al Kα at 1486.6 eV, or Mg Kα at 1253.6 eV from a non-monochromated source, and measures the kinetic energy E_K of the emitted photoelectrons. For a conducting sample in electrical contact with the spectrometer, the binding energy relative to the Fermi level is E_B = hν − E_K − φ_sp, where φ_sp is the spectrometer work function. The energy scale is calibrated against reference lines, for example Au 4f₇/₂ at 84.0 eV and Cu 2p₃/₂ at 932.6 eV, following ISO 15472.",
            "Core levels with orbital angular momentum split into spin–orbit doublets with fixed area ratios: 1:2 for p₁/₂ and p₃/₂, 2:3 for d₃/₂ and d₅/₂, and 3:4 for f₅/₂ and f₇/₂. These ratios, and the known splittings, constrain peak fitting. The chemical shift is the main reason XPS is so useful: removing electron density from an atom increases the binding energy of its core levels. Silicon 2p appears near 99.4 eV in the element and near 103.3 eV in SiO₂, so a native oxide on a wafer gives two well-separated peaks. Insulators charge positively under irradiation, so spectra are often referenced to adventitious carbon C 1s at 284.8 eV, a convention now criticised as unreliable.",
            "Quantification uses peak areas after background subtraction, usually with a Shirley or Tougaard background, divided by relative sensitivity factors S that combine photoionisation cross-section, analyser transmission and attenuation length. The atomic fraction of element x is C_x = (I_x/S_x) / Σ(I_i/S_i). Accuracy of about 10% relative is typical for homogeneous samples.",
            "XPS is surface-sensitive because photoelectrons lose energy in inelastic collisions. The signal from depth d is attenuated as I = I₀exp(−d/λcosθ), where λ is the effective attenuation length, typically 1 to 3.5 nm for kinetic energies of several hundred to about 1400 eV, and θ is the emission angle from the surface normal. About 95% of the signal therefore comes from within 3λcosθ of the surface. Angle-resolved XPS exploits this, since grazing emission is more surface-sensitive. For a uniform oxide on silicon, the thickness follows from d = λcosθ ln(1 + R/R∞), where R is the measured ratio of oxide to substrate Si 2p intensity and R∞ the ratio for bulk oxide and bulk silicon.",
          ),
        },
      },
    ],
  },
  {
    slug: "wireless-communication-systems",
    discipline: "Wireless communications engineering",
    title: "Wireless Communication Systems",
    description:
      "Link budgets and path loss; shadowing and multipath fading; OFDM and its numerology; MIMO diversity and spatial multiplexing; handover procedures. The physical-layer and system ideas behind 4G and 5G cellular networks are developed from first principles and checked against measurements in the laboratory.",
    level: "advanced",
    duration: "twelve weeks (two lectures a week and a fortnightly laboratory)",
    plantedGap: "handover procedures",
    modules: [
      {
        title: "Link Budgets and Large-Scale Propagation",
        description:
          "Free-space and log-distance path loss, log-normal shadowing, thermal noise and the signal-to-noise ratio at the receiver.",
        lesson: {
          title: "Closing the Link",
          html:
            p(
              "A link budget adds gains and subtracts losses, all in decibels, to find the signal-to-noise ratio (SNR) at the receiver. Its foundation is the Friis equation, P_r = P_tG_tG_r(λ/4πd)², from which the free-space path loss in decibels is FSPL = 20log₁₀(d_km) + 20log₁₀(f_MHz) + 32.44. Loss grows by 6 dB for each doubling of distance and for each doubling of frequency; the frequency term reflects the smaller effective aperture of an antenna at shorter wavelengths, not any absorption by free space.",
              "Real terrestrial links lose power faster than in free space because of ground reflection, diffraction and clutter. The log-distance model captures this with a path-loss exponent n: PL(d) = PL(d₀) + 10n log₁₀(d/d₀), with n ≈ 2 in free space, about 2.7 to 3.5 in urban macrocells and up to 4 or more in obstructed environments. Buildings and terrain add shadowing, a random variation around this mean that is well modelled as log-normal, Gaussian in decibels, with a standard deviation σ of typically 6 to 10 dB outdoors. A designer who wants 90% of locations at the cell edge to exceed a threshold must add a margin of 1.28σ, since 1.28 is the Gaussian point exceeded with probability 0.1.",
              "Thermal noise power is kTB, or −174 dBm/Hz at 290 K, increased by the receiver noise figure. A worked downlink example:",
            ) +
            "<table><tr><th>Item</th><th>Value</th></tr><tr><td>Base station transmit power (20 W)</td><td>+43 dBm</td></tr><tr><td>Base station antenna gain</td><td>+17 dBi</td></tr><tr><td>Handset antenna gain</td><td>0 dBi</td></tr><tr><td>Path loss at 3.5 GHz: FSPL 83.3 dB at 100 m, then n = 3.5 to 1 km (+35 dB)</td><td>−118.3 dB</td></tr><tr><td>Shadowing margin, σ = 8 dB, 90% edge reliability</td><td>−10.3 dB</td></tr><tr><td>Received power</td><td>−68.6 dBm</td></tr><tr><td>Noise: −174 dBm/Hz + 10log₁₀(20 MHz) + 7 dB noise figure</td><td>−94.0 dBm</td></tr><tr><td>SNR</td><td>25.4 dB</td></tr></table>" +
            p(
              "The Shannon limit for this SNR of about 347 in linear terms over 20 MHz is C = B log₂(1 + SNR) ≈ 20 × 10⁶ × 8.44 ≈ 169 Mbit/s. Practical throughput is well below this because of control and reference-signal overheads, implementation margins, interference from neighbouring cells and the fading studied in the next module. In a loaded network the relevant figure is the signal-to-interference-plus-noise ratio (SINR), which at the cell edge can approach 0 dB.",
            ),
        },
      },
      {
        title: "Small-Scale Fading and OFDM",
        description:
          "Doppler and delay spread, Rayleigh and Rician fading, and why OFDM with a cyclic prefix suits frequency-selective channels.",
        lesson: {
          title: "Coherence Time, Coherence Bandwidth and the Cyclic Prefix",
          html: p(
            "Multipath propagation makes the received signal a sum of many delayed, Doppler-shifted copies of the transmitted one. With no dominant path, the in-phase and quadrature components are approximately Gaussian and the envelope is Rayleigh distributed, so the instantaneous power is exponentially distributed. The probability that the power falls more than 10 dB below its mean is 1 − e^(−0.1) ≈ 9.5%. Where a line-of-sight component exists, the envelope is Rician, characterised by the K-factor, the ratio of direct to scattered power. Fading is costly: uncoded BPSK needs about 6.8 dB Eb/N0 for a bit error rate of 10⁻³ in Gaussian noise, but about 24 dB average in Rayleigh fading.",
            "Two channel parameters determine how fading behaves in time and frequency. Motion produces a maximum Doppler shift f_D = v/λ; at 3.5 GHz and 120 km/h this is 33.3 m/s ÷ 0.0857 m ≈ 389 Hz. A common rule of thumb gives the coherence time as T_c ≈ 0.423/f_D, here about 1.1 ms, the interval over which the channel can be treated as constant. Multipath delays produce an rms delay spread σ_τ, from tens of nanoseconds indoors to microseconds outdoors. The coherence bandwidth, the frequency separation over which fading is strongly correlated, is roughly B_c ≈ 1/(5σ_τ) at a correlation of 0.5. A signal much wider than B_c experiences frequency-selective fading and, in a single-carrier system, inter-symbol interference.",
            "Orthogonal frequency-division multiplexing (OFDM) divides a wide channel into many narrow subcarriers, each much narrower than B_c, so each sees approximately flat fading. The subcarriers are spaced at Δf = 1/T_u, where T_u is the useful symbol duration, which makes them orthogonal. Each symbol is preceded by a cyclic prefix, a copy of its last part. If the prefix is longer than the channel's maximum excess delay, the linear convolution with the channel becomes a circular one, inter-symbol interference disappears, and each subcarrier is multiplied by a single complex gain that a one-tap equaliser can remove.",
            "LTE uses Δf = 15 kHz, so T_u ≈ 66.7 µs, with a normal cyclic prefix of about 4.7 µs, an overhead near 7%. 5G NR generalises this to a family of numerologies, Δf = 15 × 2^µ kHz; at 30 kHz the symbol and prefix are halved, trading delay-spread tolerance for greater robustness to Doppler and shorter slots.",
          ),
        },
      },
      {
        title: "Multiple Antennas: Diversity and Multiplexing",
        description:
          "Receive and transmit diversity, the Alamouti scheme, MIMO capacity and the trade-off between reliability and rate.",
        lesson: {
          title: "From Maximal-Ratio Combining to Spatial Multiplexing",
          html: p(
            "Multiple antennas fight fading by offering independent copies of the signal. With L receive antennas spaced far enough apart for their fades to be independent maximal-ratio combining (MRC) weights each branch by the conjugate of its channel gain and adds them. The output SNR is the sum of the branch SNRs. This brings two distinct benefits: an array gain, raising the average SNR by a factor of L, and a diversity gain, because all branches must fade together for the output to fade. At high SNR the error probability then falls as SNR⁻ᴸ rather than SNR⁻¹, so L is called the diversity order.",
            "Diversity is also wanted at the transmitter. Siavash Alamouti's 1998 scheme achieves it with two transmit antennas and no channel knowledge at the transmitter. In the first symbol period antenna 1 sends s₁ and antenna 2 sends s₂; in the second, antenna 1 sends −s₂* and antenna 2 sends s₁*. The orthogonal structure lets the receiver separate the two symbols with simple linear processing, giving diversity order 2 with one receive antenna at a rate of one symbol per period. Because the transmit power is split between two antennas, performance is 3 dB worse than two-branch MRC at the receiver.",
            "With N_t transmit and N_r receive antennas, the channel is a matrix H, and the capacity with equal power on each transmit antenna is C = log₂det(I + (SNR/N_t)HH^H) bit/s/Hz. In rich scattering, where H has independent Rayleigh entries, the capacity at high SNR grows as min(N_t, N_r) log₂SNR: every 3 dB of extra SNR adds min(N_t, N_r) bits/s/Hz instead of one. This multiplexing gain, from independent streams separated by their spatial signatures, disappears when H is poorly conditioned, as in strong line-of-sight.",
            "Diversity and multiplexing compete for the same spatial resource. Zheng and Tse's diversity–multiplexing trade-off (2003) shows that, at multiplexing gain r, the best achievable diversity order is (N_t − r)(N_r − r) at integer values of r, so a 4 × 4 system can offer diversity 16 with one stream or support four streams with little diversity. LTE and NR manage this adaptively: the handset reports a rank indicator, a preferred precoding matrix and a channel-quality indicator, and the base station chooses the number of layers accordingly. Massive MIMO base stations with 64 antenna chains extend these ideas to multi-user beamforming.",
          ),
        },
      },
    ],
  },
  {
    slug: "surveillance-law-interception-bulk-powers-and-human-rights",
    discipline: "Surveillance law",
    title: "Surveillance Law: Interception, Bulk Powers and Human Rights",
    description:
      "The Investigatory Powers Act 2016 gave the United Kingdom one of the most detailed surveillance statutes in any democracy, and one of the most litigated. Reading legislation, codes of practice and judgments side by side, the seminar examines the Article 8 framework developed at Strasbourg, targeted interception and the 'double lock', bulk powers and their oversight, and the legal problems raised by live facial recognition in public places.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "facial recognition",
    modules: [
      {
        title: "Article 8 and the Quality of Law",
        description:
          "How the European Court of Human Rights tests secret surveillance regimes, from Klass and Malone to Weber and Zakharov.",
        lesson: {
          title: "Secret Surveillance at Strasbourg",
          html:
            p(
              "Article 8(1) of the European Convention on Human Rights protects private life and correspondence; Article 8(2) permits interference only if it is in accordance with the law, pursues a legitimate aim such as national security or the prevention of crime, and is necessary in a democratic society. Secret surveillance is hard to fit into this structure, because its subject cannot know of it.",
              "The Court's starting point was Klass v Germany (1978). It accepted that democratic societies threatened by espionage and terrorism may need secret surveillance, but held that there must be adequate and effective guarantees against abuse. It also let the applicants claim to be victims without proving they had been monitored. In Malone v United Kingdom (1984), telephone tapping by the police under an administrative practice, with no statutory basis, was not 'in accordance with the law'. The law must be accessible and foreseeable; in the surveillance context foreseeability does not mean that individuals can predict when they will be intercepted, but the law must indicate with reasonable clarity the scope of the authorities' discretion and the manner of its exercise. Parliament responded with the Interception of Communications Act 1985. In Halford v United Kingdom (1997), the interception of a senior police officer's office telephone, on a private internal network that the 1985 Act did not cover, again violated Article 8, and the gap contributed to the Regulation of Investigatory Powers Act 2000 (RIPA).",
              "In Weber and Saravia v Germany (2006) the Court set out minimum safeguards that the law must contain:",
            ) +
            "<ol><li>the nature of the offences that may give rise to an interception order;</li><li>the categories of people liable to have their communications intercepted;</li><li>a limit on the duration of interception;</li><li>the procedure for examining, using and storing the data obtained;</li><li>the precautions taken when communicating the data to other parties;</li><li>the circumstances in which recordings may or must be erased or destroyed.</li></ol>" +
            p(
              "Roman Zakharov v Russia (Grand Chamber, 2015) consolidated this case law. It held that an applicant may complain of the mere existence of a surveillance regime where domestic remedies are ineffective, and it found a violation in the Russian SORM system, which gave the security services direct technical access to communications without having to show a warrant to anyone.",
            ),
        },
      },
      {
        title: "Targeted Interception under the 2016 Act",
        description:
          "Warrant types, statutory grounds, the double lock of ministerial issue and judicial approval, and oversight by the Investigatory Powers Commissioner and Tribunal.",
        lesson: {
          title: "Warrants, the Double Lock and Oversight",
          html: p(
            "The Investigatory Powers Act 2016 (IPA), which received Royal Assent on 29 November 2016, replaced most of RIPA's interception provisions following David Anderson QC's 2015 review A Question of Trust. Section 3 makes intentional interception of a communication in the course of its transmission without lawful authority a criminal offence. Part 2 provides three kinds of targeted warrant: targeted interception warrants, targeted examination warrants, which authorise examining material already collected in bulk, and mutual assistance warrants.",
            "Only the bodies listed in section 18 may apply, such as the intelligence agencies, the National Crime Agency, major police forces and HM Revenue and Customs. Under section 20 a warrant may be necessary only in the interests of national security, for preventing or detecting serious crime, or in the interests of the economic well-being of the UK so far as relevant to national security. The Secretary of State must also consider it proportionate to what it seeks to achieve, considering whether other means would suffice.",
            "The Act's central innovation is the 'double lock'. The warrant is issued by the Secretary of State, but under section 23 it takes effect only when approved by a Judicial Commissioner, a serving or former senior judge, who reviews the conclusions on necessity and proportionality applying the same principles as a court on judicial review. In urgent cases a warrant may be issued first, but under section 24 as enacted it ceases to have effect unless approved within three working days. Additional protections apply to the communications of members of relevant legislatures, where the Prime Minister must be consulted (section 26), and to items subject to legal privilege (section 27). Warrants last six months unless renewed or cancelled (section 32).",
            "Unusually among common-law jurisdictions, section 56 generally prevents intercepted material, or any suggestion that interception occurred, from being used in legal proceedings. Oversight rests with the Investigatory Powers Commissioner (section 227), and with the Investigatory Powers Tribunal (IPT), which hears complaints and human rights claims. In R (Privacy International) v Investigatory Powers Tribunal [2019] UKSC 22, the Supreme Court held that RIPA's ouster clause did not exclude judicial review of the IPT for errors of law, and the IPA now provides a right of appeal on points of law. The Act was further amended by the Investigatory Powers (Amendment) Act 2024.",
          ),
        },
      },
      {
        title: "Bulk Powers in Strasbourg and London",
        description:
          "Bulk interception after Big Brother Watch v United Kingdom, and the end-to-end safeguards now required.",
        lesson: {
          title: "Big Brother Watch and End-to-End Safeguards",
          html:
            p(
              "Edward Snowden's disclosures from June 2013 revealed GCHQ's bulk interception of communications on transatlantic fibre-optic cables, authorised under section 8(4) of RIPA as interception of 'external' communications. In Big Brother Watch v United Kingdom, after a Chamber judgment in 2018, the Grand Chamber gave final judgment on 25 May 2021.",
              "The Grand Chamber held that bulk interception is not in itself incompatible with Article 8. States have a wide margin of appreciation in deciding whether they need such a system to identify unknown threats, but a narrower one in deciding how it operates. Because bulk interception is a gradual process, from collection through automated filtering to selection and examination by analysts, with the interference with privacy increasing at each stage, the Court required 'end-to-end safeguards'. It adapted the Weber criteria into eight questions that domestic law must answer:",
            ) +
            "<ol><li>the grounds on which bulk interception may be authorised;</li><li>the circumstances in which communications may be intercepted;</li><li>the procedure for granting authorisation;</li><li>the procedures for selecting, examining and using intercepted material;</li><li>the precautions when communicating material to other parties;</li><li>limits on duration, storage, erasure and destruction;</li><li>supervision by an independent authority;</li><li>the procedures for independent review after the event.</li></ol>" +
            p(
              "Applying these, the Court found that the section 8(4) regime violated Article 8 because bulk interception was authorised by a minister without independent authorisation, the categories of selectors and search terms were not included in warrant applications, and selectors linked to identifiable individuals did not require prior internal authorisation. It also found that the regime for obtaining communications data from service providers under Chapter II of RIPA was not in accordance with the law, and that Article 10 was violated by the inadequate protection of confidential journalistic material. There was no violation in the receipt of intelligence from foreign services. The Swedish regime failed on similar grounds in Centrum för rättvisa v Sweden, decided the same day. Judge Pinto de Albuquerque's partly dissenting opinion warned that the majority had opened the gates to electronic mass surveillance.",
              "The judgment concerned RIPA, not the IPA, which requires bulk interception warrants to pass the double lock and, under section 152, requires a targeted examination warrant before analysts select for examination the content of communications of a person known to be in the British Islands. Whether the IPA fully meets the Grand Chamber's standard remains open.",
            ),
        },
      },
    ],
  },
  {
    slug: "thoracic-surgery-lung-resection-and-perioperative-care",
    discipline: "Thoracic surgery",
    title: "Thoracic Surgery: Lung Resection and Perioperative Care",
    description:
      "Operations for lung cancer have changed more in the last two decades than in the half-century before: minimally invasive access is routine, sublobar resection has returned for small tumours, and older, frailer patients are now referred. For surgical trainees and advanced practitioners, the course covers physiological risk assessment, anatomical lobectomy and segmentectomy, lymph node assessment, postoperative complications and chest wall reconstruction.",
    level: "advanced",
    duration: "twelve weeks (fortnightly case-based seminars with online modules between them)",
    plantedGap: "chest wall reconstruction",
    modules: [
      {
        title: "Is the Patient Fit for Resection?",
        description:
          "Cardiac risk, predicted postoperative lung function, exercise testing and the algorithm used to select patients for lobectomy or pneumonectomy.",
        lesson: {
          title: "Predicted Postoperative Function and Exercise Testing",
          html:
            p(
              "Risk assessment for lung resection asks two questions: will the patient survive the operation, and will they be able to live with the lung that remains? Cardiac risk is screened first, commonly with the thoracic revised cardiac risk index (ThRCRI), which scores ischaemic heart disease 1.5, cerebrovascular disease 1.5, serum creatinine above 2 mg/dL 1, and planned pneumonectomy 1.5. A score above 1.5, or any active cardiac condition, prompts cardiological assessment before surgery.",
              "Every candidate should have both spirometry and a measurement of the diffusing capacity for carbon monoxide (DLCO), because DLCO is often reduced when FEV₁ is normal and independently predicts pulmonary complications. Each is converted to a predicted postoperative (ppo) value. For lobectomy the segment-counting method is used: ppoFEV₁ = preoperative FEV₁ × (1 − y/z), where z is the number of unobstructed segments in both lungs, 19 in total, and y the number of unobstructed segments to be removed. A patient with an FEV₁ of 70% predicted undergoing right lower lobectomy, which removes 5 segments, has a ppoFEV₁ of 70 × (1 − 5/19) ≈ 52%. For pneumonectomy, quantitative perfusion scintigraphy is preferred: ppoFEV₁ = preoperative FEV₁ × (1 − fraction of total perfusion to the lung being removed).",
              "The American College of Chest Physicians (ACCP) 2013 guideline then applies thresholds:",
            ) +
            "<ul><li>ppoFEV₁ and ppoDLCO both above 60% predicted: low risk, no further testing needed.</li><li>Either between 30% and 60%, with both above 30%: perform a low-technology exercise test. A stair climb above 22 m or a shuttle walk above 400 m indicates low risk; failing either leads to formal cardiopulmonary exercise testing (CPET).</li><li>Either below 30%: proceed directly to CPET.</li></ul>" +
            p(
              "In CPET, a peak oxygen uptake (VO₂peak) above 20 mL/kg/min or 75% predicted indicates low risk even for pneumonectomy. A VO₂peak below 10 mL/kg/min or 35% predicted indicates high risk: such patients should be counselled about minimally invasive or sublobar resection and non-surgical options such as stereotactic ablative radiotherapy. Values in between indicate moderate risk, where the decision depends on the extent of resection, frailty, comorbidity and the patient's own priorities, discussed openly in the multidisciplinary team.",
            ),
        },
      },
      {
        title: "Anatomical Resection: Lobectomy and Segmentectomy",
        description:
          "Minimally invasive lobectomy, the trial evidence for segmentectomy in small tumours, and standards for intraoperative lymph node assessment.",
        lesson: {
          title: "Choosing the Extent of Resection",
          html: p(
            "For decades the standard operation for early non-small-cell lung cancer was lobectomy, a position fixed by the Lung Cancer Study Group trial published by Ginsberg and Rubinstein in 1995. In 247 patients with peripheral T1N0 tumours randomised to lobectomy or limited resection, limited resection brought about a threefold increase in local recurrence and a trend towards higher mortality. Two modern trials have changed that conclusion for small tumours, helped by better CT staging and by the detection of smaller, screen-found cancers.",
            "The Japanese JCOG0802/WJOG4607L trial (Saji and colleagues, Lancet 2022) randomised 1106 patients with peripheral tumours of 2 cm or less, with a consolidation-to-tumour ratio above 0.5, to segmentectomy or lobectomy. Five-year overall survival was 94.3% after segmentectomy and 91.1% after lobectomy, establishing segmentectomy as a standard for such tumours, although local recurrence was higher after segmentectomy, 10.5% against 5.4%. The North American CALGB 140503 trial (Altorki and colleagues, New England Journal of Medicine 2023) randomised 697 patients with peripheral tumours of 2 cm or less, confirmed node-negative by frozen section during surgery, to sublobar resection, either wedge or segment, or lobectomy. Five-year disease-free survival was 63.6% and 64.1% respectively, showing non-inferiority, and overall survival was 80.3% and 78.9%. For sublobar resection the surgical margin should be at least 2 cm or at least the diameter of the tumour.",
            "The approach has also changed. Video-assisted thoracoscopic surgery (VATS) and robotic surgery avoid a rib-spreading thoracotomy. The UK VIOLET trial randomised 503 patients and found better self-reported physical function five weeks after VATS lobectomy than after open lobectomy, with fewer in-hospital adverse events and no loss of oncological completeness.",
            "Whatever the access, lymph node assessment is part of the operation, because pathological nodal stage determines adjuvant treatment and prognosis. The European Society of Thoracic Surgeons recommends systematic nodal dissection, removing or sampling a minimum of three mediastinal stations, always including the subcarinal station 7, together with hilar and intrapulmonary nodes, for at least six nodes in total. On the IASLC map, typical right-sided mediastinal stations are 2R, 4R, 7, 8 and 9, and left-sided ones 5, 6, 7, 8 and 9. A resection with incomplete nodal assessment is classed as uncertain rather than complete.",
          ),
        },
      },
      {
        title: "Complications after Lung Resection",
        description:
          "Recognising and managing air leak, atrial fibrillation, bronchopleural fistula and post-pneumonectomy pulmonary oedema.",
        lesson: {
          title: "Air Leaks, Arrhythmias and Fistulae",
          html: p(
            "Prolonged air leak, usually defined as a leak persisting beyond five postoperative days, follows roughly one in ten lobectomies. Risk factors include emphysema, a low FEV₁, upper lobectomy, incomplete fissures and pleural adhesions. Prevention starts in theatre, with fissureless techniques that divide the fissure last, careful handling of the lung and, selectively, sealants. Digital drainage systems measure air flow in mL/min and make the decision to remove a drain more objective than bubble watching. Placing drains on water seal rather than suction does not delay resolution of most leaks. Persistent leaks can be managed with an ambulatory one-way valve and outpatient follow-up, or an autologous blood patch. Drains can usually be removed when there is no leak and the fluid output is non-chylous and non-bloody, even at volumes up to about 450 mL a day.",
            "Atrial fibrillation affects roughly 10 to 20% of patients after lobectomy, and more after pneumonectomy, with a peak on the second and third postoperative days. Haemodynamically unstable patients need electrical cardioversion. Otherwise rate control with a beta-blocker, or rhythm control with amiodarone, is used, with electrolytes, especially potassium and magnesium, corrected. Anticoagulation is considered if the arrhythmia persists beyond about 48 hours, balancing thromboembolic risk against bleeding.",
            "Bronchopleural fistula, a communication between the bronchial stump and the pleural space, complicates a few per cent of pneumonectomies, more often on the right, where the stump is longer and less well covered by mediastinal tissue. Other risk factors include preoperative radiotherapy, residual tumour at the stump, and postoperative mechanical ventilation. It typically presents between one and two weeks after surgery with fever, a cough productive of thin fluid similar to the pleural contents, and a fall in the air–fluid level on the chest radiograph. The immediate danger is aspiration of infected pleural fluid into the remaining lung, so the patient is positioned operated side down, the pleural space is drained urgently, and definitive closure of the stump, often buttressed with a vascularised muscle flap, follows.",
            "Post-pneumonectomy pulmonary oedema affects perhaps 2 to 5% of patients, usually within 72 hours, and has historically carried a mortality above 50%. Its cause is multifactorial, but fluid overload worsens it, so British Thoracic Society guidance recommends limiting the positive fluid balance to about 20 mL/kg in the first 24 hours after pneumonectomy.",
          ),
        },
      },
    ],
  },
  {
    slug: "thanatology-death-dying-and-bereavement",
    discipline: "Thanatology",
    title: "Thanatology: Death, Dying and Bereavement",
    description:
      "What do societies do with death, and what does grief do to people? Drawing on sociology, history and clinical psychology, this advanced seminar examines modern death systems and the 'forbidden death' thesis, the major theories of grief from Freud to the dual process model, prolonged grief disorder in ICD-11 and DSM-5-TR, and disenfranchised grief.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "disenfranchised grief",
    modules: [
      {
        title: "Death Systems and the Modern Way of Dying",
        description:
          "Historical and sociological accounts of how Western societies moved dying out of the home and into institutions.",
        lesson: {
          title: "From Tame Death to Hidden Death",
          html: p(
            "The demographic background is stark. In England and Wales around 1900, life expectancy at birth was under 50 years, about a quarter of all deaths were of babies under one year old, and most people died at home, from infectious disease, after a short illness. Today life expectancy is around 80, most deaths occur in old age after long chronic illness, and just under half take place in hospital, with most of the rest at home or in care homes and a smaller share in hospices. Thanatology asks what this transformation has done to the meaning and management of death.",
            "The most influential historical account is Philippe Ariès's, in Western Attitudes toward Death (1974) and The Hour of Our Death (1977). Ariès described a medieval 'tame death', expected, public and ritualised, with the dying person presiding over their own deathbed among family and neighbours. Through intermediate stages, including the Romantic 'thy death', centred on the loss of the beloved other, he traced a path to the twentieth century's 'forbidden' or 'invisible' death, hidden in hospitals, managed by professionals and surrounded by silence. Geoffrey Gorer made a similar argument in his essay 'The Pornography of Death' (1955), claiming that death had replaced sex as the great unmentionable, and in Death, Grief, and Mourning in Contemporary Britain (1965), which documented the decline of public mourning customs. Norbert Elias's The Loneliness of the Dying (1982) added that modern dying people are isolated as much by others' embarrassment as by institutions.",
            "The 'denial of death' thesis has been heavily criticised. Ariès relied largely on elite and literary sources, and Allan Kellehear and others argue that modern societies talk about death constantly, through medicine, media and law. Tony Walter's The Revival of Death (1994) described a new, expressive style of dying and grieving, shaped by the hospice movement that Cicely Saunders launched with St Christopher's Hospice in London in 1967.",
            "Robert Kastenbaum's concept of the death system provides a framework for comparison. Every society has a death system made up of people (doctors, funeral directors, clergy), places (hospitals, cemeteries), times (anniversaries, memorial days), objects (coffins, death certificates) and symbols (black clothing, rituals). These perform common functions: warning of and preventing death, caring for the dying, disposing of the dead, consolidating the community after a loss, making sense of death and, in war and capital punishment, sanctioned killing.",
          ),
        },
      },
      {
        title: "Theories of Grief",
        description:
          "Stage, task, attachment, continuing-bonds and dual process models compared, with the research evidence for each.",
        lesson: {
          title: "Stages, Tasks, Bonds and Oscillation",
          html: p(
            "Modern grief theory begins with Sigmund Freud's 'Mourning and Melancholia' (1917), which presented mourning as 'grief work': the bereaved person gradually withdraws emotional energy from the lost person so that it can be invested in new relationships. Erich Lindemann's 1944 study of survivors and relatives after the Cocoanut Grove nightclub fire in Boston, in which 492 people died, described acute grief as a recognisable syndrome and reinforced the idea that grief must be worked through. John Bowlby reframed grief through attachment theory as a response to separation from an attachment figure, passing through phases of numbing, yearning and searching, disorganisation and despair, and reorganisation.",
            "The best-known model, Elisabeth Kübler-Ross's five stages of denial, anger, bargaining, depression and acceptance, came from her 1969 book On Death and Dying, which was based on interviews with dying patients, not bereaved relatives, and offered little systematic evidence even for them. When Paul Maciejewski and colleagues tested stage ideas in the Yale Bereavement Study (2007), acceptance was the most frequently endorsed response from the first month, and yearning, not depression, was the dominant negative feeling. Disbelief, yearning, anger and depression each peaked within about six months of the death.",
            "Later models abandoned fixed sequences. William Worden described four tasks of mourning: to accept the reality of the loss, to process the pain of grief, to adjust to a world without the deceased, and to find an enduring connection with the deceased while embarking on a new life. The last task reflects the continuing bonds perspective, set out by Dennis Klass, Phyllis Silverman and Steven Nickman in 1996, which challenged the Freudian goal of detachment and showed that many bereaved people healthily maintain a relationship with the dead through memory, conversation and ritual.",
            "Margaret Stroebe and Henk Schut's dual process model (1999) proposes that coping involves oscillation between two orientations. Loss-orientated activities confront the loss itself: crying, yearning, looking at photographs. Restoration-orientated activities deal with the secondary changes: learning new roles, managing finances, building a new identity, and sometimes simply taking time off from grief. Healthy adjustment involves moving between the two; getting stuck in either, through chronic rumination or persistent avoidance, predicts poorer outcomes. The model fits George Bonanno's finding that the commonest trajectory after a death is resilience, with around half of bereaved spouses showing stable low distress throughout.",
          ),
        },
      },
      {
        title: "When Grief Becomes a Disorder",
        description:
          "Diagnostic criteria, prevalence, risk factors and treatment for prolonged grief disorder, and the debate over its inclusion in the classifications.",
        lesson: {
          title: "Prolonged Grief Disorder: Criteria, Evidence and Controversy",
          html:
            p(
              "After decades of debate, prolonged grief disorder entered both major diagnostic systems. The two definitions differ mainly in timing:",
            ) +
            "<table><tr><th>Feature</th><th>ICD-11 (6B42), in use from 2022</th><th>DSM-5-TR (2022)</th></tr><tr><td>Minimum time since the death</td><td>6 months</td><td>12 months (6 months for children and adolescents)</td></tr><tr><td>Core symptom</td><td>Longing for, or persistent preoccupation with, the deceased</td><td>Intense yearning for, or preoccupation with, the deceased, nearly every day for at least the last month</td></tr><tr><td>Accompanying symptoms</td><td>Intense emotional pain, such as sadness, guilt, anger, denial, or difficulty accepting the death</td><td>At least 3 of 8, including identity disruption, disbelief, avoidance of reminders, emotional numbness, meaninglessness and intense loneliness</td></tr><tr><td>Other requirements</td><td>Clearly exceeds expected social, cultural or religious norms; significant impairment</td><td>Exceeds cultural and contextual norms; clinically significant distress or impairment</td></tr></table>" +
            p(
              "A meta-analysis by Lundorff and colleagues (2017) estimated the prevalence of prolonged grief among bereaved adults after natural deaths at 9.8%. Rates are far higher after unnatural losses such as suicide, homicide and accidents; a 2020 meta-analysis by Djelantik and colleagues put the figure at about 49%. Risk factors include the death of a child or partner, sudden or violent death, previous depression, high dependency on the deceased and insecure attachment. The disorder is distinct from major depression and post-traumatic stress disorder: its core is yearning and preoccupation rather than pervasive low mood or fear, and it responds poorly to treatments designed for those conditions.",
              "The strongest treatment evidence is for targeted psychotherapy. In a randomised trial published in 2005, Katherine Shear's complicated grief treatment, which combines elements of interpersonal therapy with imaginal revisiting of the death and work on restoration goals, produced a response in 51% of participants against 28% with interpersonal psychotherapy. A larger trial in 2016 found the treatment superior to the antidepressant citalopram alone, and adding citalopram did not improve grief outcomes, though it helped co-occurring depressive symptoms.",
              "Critics raise three objections: that the diagnosis risks medicalising a normal human experience, that a six- or twelve-month threshold cannot capture the wide variation in mourning across cultures and religions, and that the two systems' different durations show how arbitrary any cut-off is. Supporters reply that a recognised diagnosis directs effective help to the minority who remain severely impaired, and that studies have not found that bereaved people generally resent the label.",
            ),
        },
      },
    ],
  },
];
