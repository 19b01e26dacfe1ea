/** Sixty-first held-out evaluation courses, advanced level (A to G); see ai-courses-heldout61.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT61_C: EvalCourse[] = [
  {
    slug: "metal-additive-manufacturing-process-defects-and-qualification",
    discipline: "Additive manufacturing",
    title: "Metal Additive Manufacturing: Process, Defects and Qualification",
    description:
      "Metal additive manufacturing has moved from prototypes to flight-critical hardware, and that move depends on controlling the process physics. For engineers with a background in materials or manufacturing, the course treats laser powder bed fusion parameters and melt-pool behaviour, porosity and defect formation, residual stress and post-processing, part qualification, and topology optimisation.",
    level: "advanced",
    duration: "ten weeks (one lecture and one analysis tutorial a week)",
    plantedGap: "topology optimisation",
    modules: [
      {
        title: "Laser Powder Bed Fusion Process Parameters",
        description:
          "How laser power, scan speed, hatch spacing and layer thickness govern the melt pool, and why a single energy figure is not enough.",
        lesson: {
          title: "Energy Density and the Melt Pool",
          html: p(
            "In laser powder bed fusion (LPBF), classed as powder bed fusion in ISO/ASTM 52900, a recoater spreads a layer of gas-atomised powder, typically 20 to 60 micrometres thick, across a build plate in an argon atmosphere with oxygen held below about 0.1 per cent. A ytterbium fibre laser with a wavelength of about 1,070 nm and a power of typically 200 to 400 W, focused to a spot of roughly 50 to 100 micrometres, scans each layer's cross-section at speeds of the order of 1 metre per second. Adjacent scan tracks are separated by the hatch spacing.",
            "The parameters are often combined into a volumetric energy density, E = P / (v h t), where P is laser power, v scan speed, h hatch spacing and t layer thickness. With P = 280 W, v = 1,200 mm/s, h = 0.14 mm and t = 0.03 mm, E = 280 / (1,200 × 0.14 × 0.03), or about 56 J/mm3, a value in the region reported for dense Ti-6Al-4V. Plotting density against power and speed maps a process window: too little energy leaves lack-of-fusion porosity, too much produces keyhole porosity, and very high speeds cause balling, in which the melt track breaks up into droplets under surface tension.",
            "The energy density is a convenient screening figure, not a physical law. Bertoli and colleagues (2017) showed that combinations of power and speed with the same E can produce melt pools of very different shape and quality, because E ignores the laser spot size, the material's absorptivity and thermal diffusivity, and the dynamics of the melt pool. At moderate intensities the melt pool forms in conduction mode, shallow and semicircular in section. Above a threshold intensity the metal vaporises, recoil pressure depresses the surface into a deep, narrow keyhole, and absorption rises sharply because the beam is reflected repeatedly inside the cavity.",
            "Scan strategy matters as much as the parameters. Parts are commonly scanned in stripes or small square islands, with the scan direction rotated between layers, often by 67 degrees, so that the same orientation does not repeat for many layers. This reduces texture, anisotropy and residual stress. Separate parameter sets are used for contours, which control surface finish, and for down-skin regions overhanging loose powder, where heat escapes poorly and power must be reduced.",
          ),
        },
      },
      {
        title: "Porosity and Defect Formation",
        description:
          "The mechanisms behind lack-of-fusion, keyhole and gas porosity, and how each is detected and related to fatigue.",
        lesson: {
          title: "Three Kinds of Porosity",
          html: p(
            "Porosity in LPBF parts takes three characteristic forms, and each points back to a different cause, so identifying the type on a metallographic section is the first step in fixing a process.",
            "Lack-of-fusion pores are irregular and often elongated along the layer planes, and they frequently contain partly melted powder particles. They form when melt pools are too shallow or too narrow to overlap fully with the layer below and the adjacent track. Tang, Pistorius and Beuth (2017) expressed the condition for full overlap geometrically: (h / W)^2 + (L / D)^2 should not exceed 1, where h is the hatch spacing, W the melt-pool width, L the layer thickness and D the melt-pool depth. Increasing energy input, or reducing hatch spacing or layer thickness, removes them.",
            "Keyhole pores are near-spherical, often tens of micrometres across, and sit near the bottom of the melt tracks. They form when an unstable keyhole collapses and traps vapour and shielding gas, and they concentrate where energy input is excessive, for example at low scan speeds or at the turning points of the scan vectors, where the laser briefly dwells. Gas pores are smaller and spherical, arising from argon trapped inside gas-atomised powder particles or from gas dissolved in the melt.",
            "For fatigue, lack-of-fusion defects are the most damaging. Their sharp edges and large projected area act as cracks, and because they lie in the layer planes they are most harmful when the load acts along the build direction. Murakami's square-root-of-area parameter, the square root of the defect's area projected onto the plane perpendicular to the maximum principal stress, is widely used to relate defect size to fatigue strength. In as-built parts the rough surface, commonly with a roughness average of 10 micrometres or more, often initiates cracks before any internal pore does, so machined and as-built specimens must be tested separately.",
            "Detection methods differ in what they see:" +
              "<ul><li>Archimedes density measurement gives a quick bulk figure, but cannot locate pores.</li><li>Metallographic sections show pore shape, but only in one plane and destructively.</li><li>X-ray computed tomography maps pores in three dimensions, but resolution is tied to specimen size, and a pore must span several voxels to be detected reliably.</li><li>In-situ monitoring with melt-pool photodiodes and layer images can flag anomalies during the build.</li></ul>",
          ),
        },
      },
      {
        title: "Residual Stress, Post-Processing and Qualification",
        description:
          "Controlling distortion, choosing heat treatment and hot isostatic pressing, and qualifying parts for service.",
        lesson: {
          title: "From Build Plate to Qualified Part",
          html: p(
            "Residual stress in LPBF arises mainly through the temperature gradient mechanism. The laser heats the top of the part rapidly; the hot layer tries to expand but is restrained by the cooler material beneath, so it yields in compression. As it cools it contracts, and the restraint now leaves it in tension. Layer upon layer, the result is tensile stress near the top surfaces and compressive stress deeper in the part, with peak values that can approach the yield strength. When the part is cut from the plate, usually by wire electrical discharge machining, these stresses relax and the part distorts.",
            "Distortion is managed in several ways. Supports anchor the part and conduct heat away; island scanning and layer rotation reduce stress build-up; heated build plates lower the thermal gradient; and, most importantly, a stress-relief heat treatment in vacuum or argon is applied while the part is still attached to the plate.",
            "Hot isostatic pressing (HIP) then addresses internal porosity. For Ti-6Al-4V a typical cycle holds the part at about 920 degrees Celsius under about 100 MPa of argon for two hours. The combination of temperature and pressure collapses and diffusion-bonds internal pores, but it cannot close pores connected to the surface, because the pressurising gas enters them. In Ti-6Al-4V HIP also transforms the fine, brittle alpha-prime martensite of the as-built state into a coarser alpha-beta lamellar structure, trading some strength for ductility and a large improvement in fatigue life.",
            "Because material properties in AM are created during the build, qualification rests on the principle that the process must be controlled as tightly as the material. NASA-STD-6030 (2021), Additive Manufacturing Requirements for Spaceflight Systems, is a good model. It classifies parts by consequence of failure and structural demand, and it requires:" +
              "<ul><li>a qualified material process, with locked parameters, powder specifications and post-processing;</li><li>qualification of each individual machine, since nominally identical machines differ;</li><li>witness specimens built alongside every production part and tested;</li><li>statistically based design values, built up from many builds and powder lots so that they capture real variability.</li></ul>",
            "Anisotropy must be characterised explicitly. Specimens built vertically typically show lower ductility than horizontal ones, because lack-of-fusion defects and columnar prior-beta grains lie across the load path, so design values are determined for each relevant orientation.",
          ),
        },
      },
    ],
  },
  {
    slug: "antenna-engineering-radiation-patch-design-and-phased-arrays",
    discipline: "Antenna engineering",
    title: "Antenna Engineering: Radiation, Patch Design and Phased Arrays",
    description:
      "Topics: the radiation fundamentals that govern every antenna, including field regions, directivity, gain and the Friis equation; the design of rectangular microstrip patches; the theory of phased arrays and electronic beam steering; and anechoic chamber measurement. Students take a patch design from hand calculation to a full-wave electromagnetic solver.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one simulation laboratory a week)",
    plantedGap: "anechoic chamber measurement",
    modules: [
      {
        title: "Radiation Fundamentals and the Link Budget",
        description:
          "Field regions, directivity and gain, and their use in the Friis transmission equation for a radio link.",
        lesson: {
          title: "From Fields to Link Budget",
          html: p(
            "The space around an antenna is divided into three regions. Closest is the reactive near field, conventionally within 0.62 times the square root of D^3 / lambda of the antenna, where D is its largest dimension, where stored energy dominates. Beyond it lies the radiating near field, or Fresnel region, where the angular field distribution still depends on distance. The far field, or Fraunhofer region, begins at about 2D^2 / lambda, where the path-length difference across the aperture causes a phase error of at most pi/8, or 22.5 degrees; for small antennas the distance must also be large compared with the wavelength. For a 1.2 m reflector at 12 GHz, where lambda is 25 mm, the far field begins at about 2 × 1.44 / 0.025, or 115 m.",
            "Directivity compares the maximum radiation intensity with that of an isotropic source radiating the same total power: D = 4 pi U_max / P_rad. An infinitesimal dipole has a directivity of 1.5 (1.76 dBi) and a half-wave dipole 1.64 (2.15 dBi). Gain includes the antenna's radiation efficiency, G = e D, where e accounts for conductor and dielectric losses; realised gain also includes impedance mismatch, multiplying by 1 - |Gamma|^2. The effective aperture of any antenna is A_e = lambda^2 G / (4 pi).",
            "The Friis transmission equation links these quantities across a far-field path: P_r / P_t = G_t G_r (lambda / 4 pi R)^2, assuming matched polarisation and impedances. In decibels, P_r = P_t + G_t + G_r - FSPL, where the free-space path loss FSPL = 20 log10(4 pi R / lambda). With distance in kilometres and frequency in megahertz this becomes FSPL = 20 log10(d) + 20 log10(f) + 32.44.",
            "A worked example: a 2.4 GHz link over 100 m. FSPL = 20 log10(0.1) + 20 log10(2,400) + 32.44 = -20 + 67.6 + 32.44, or about 80.0 dB. With a transmit power of 20 dBm and 6 dBi antennas at each end, the received power is 20 + 6 + 6 - 80.0 = -48 dBm. A real link budget then subtracts cable and connector losses, polarisation mismatch, and a fade margin, and compares the result with the receiver sensitivity. The frequency dependence of FSPL reflects the shrinking effective aperture of an antenna of fixed gain, not any frequency dependence of free space itself.",
          ),
        },
      },
      {
        title: "Designing a Rectangular Microstrip Patch",
        description: "Using the transmission-line model to size a patch, choosing a substrate, and matching the feed.",
        lesson: {
          title: "Sizing and Feeding a Patch",
          html: p(
            "A rectangular microstrip patch is a metal rectangle of length L and width W on a grounded dielectric substrate of thickness h and relative permittivity epsilon_r. In the dominant TM010 mode it behaves as a half-wavelength resonator along L, and radiation comes from the fringing fields at the two radiating edges. The transmission-line model, as presented by Balanis, gives a starting design in four steps:" +
              "<ol><li>Width for efficient radiation: W = c / (2 f_r) × sqrt(2 / (epsilon_r + 1)).</li><li>Effective permittivity, allowing for fields partly in air: epsilon_eff = (epsilon_r + 1) / 2 + ((epsilon_r - 1) / 2) × (1 + 12 h / W)^(-1/2).</li><li>Length extension from fringing: delta_L = 0.412 h (epsilon_eff + 0.3)(W / h + 0.264) / ((epsilon_eff - 0.258)(W / h + 0.8)).</li><li>Physical length: L = c / (2 f_r sqrt(epsilon_eff)) - 2 delta_L.</li></ol>",
            "For 2.45 GHz on a substrate with epsilon_r = 3.38 and h = 1.524 mm, these give W of about 41.3 mm, epsilon_eff of about 3.18, delta_L of about 0.73 mm and L of about 32.8 mm. The formulas are accurate to a few per cent, so the design is then refined in a full-wave solver.",
            "Substrate choice sets bandwidth and efficiency. Thicker substrates with lower permittivity give wider bandwidth and higher efficiency, because the fringing fields extend further and the resonator's Q falls; but too thick a substrate excites surface waves and makes probe feeds inductive. FR-4 is cheap, but its permittivity varies between batches, typically from about 4.2 to 4.8, and its loss tangent of about 0.02 lowers efficiency, so narrowband patches on FR-4 often detune.",
            "The input resistance at the radiating edge is typically 150 to 300 ohms, far above the 50 ohms of the feed line. An inset feed exploits the fact that resistance falls towards the centre of the patch: approximately R_in(y0) = R_in(0) cos^2(pi y0 / L), where y0 is the inset depth, so for an edge resistance of 200 ohms, a 50 ohm match needs cos^2 = 0.25, giving y0 = L / 3. Alternatives include a coaxial probe placed at the point where the resistance is 50 ohms, and aperture-coupled or proximity-coupled feeds, which separate the feed network from the radiating layer and widen the bandwidth.",
          ),
        },
      },
      {
        title: "Phased Arrays and Beam Steering",
        description:
          "The array factor, grating lobes and the progressive phase shifts needed to steer a beam electronically.",
        lesson: {
          title: "Steering a Linear Array",
          html: p(
            "Consider N identical elements equally spaced at distance d along a line, fed with equal amplitudes and a progressive phase shift beta between neighbours. By pattern multiplication, the array's radiation pattern is the element pattern multiplied by the array factor. Measuring the angle theta from broadside, the phase difference between the contributions of adjacent elements is psi = k d sin(theta) + beta, where k = 2 pi / lambda, and the normalised array factor is |AF| = |sin(N psi / 2) / (N sin(psi / 2))|.",
            "The main beam points where psi = 0. To steer it to theta_0, set beta = -k d sin(theta_0). For a 16-element array at half-wavelength spacing steered to 30 degrees, k d = pi, so beta = -pi × 0.5, a phase step of -90 degrees between successive elements. The first sidelobes of a uniformly excited array sit at -13.26 dB; tapering the amplitudes towards the ends, for example with a Taylor or Dolph-Chebyshev distribution, lowers the sidelobes at the cost of a wider main beam and slightly lower gain.",
            "Element spacing is constrained by grating lobes, further full-strength maxima that appear whenever psi reaches a multiple of 2 pi within visible space. To avoid them when scanning to theta_0, the spacing must satisfy d / lambda < 1 / (1 + |sin theta_0|). At broadside this allows almost a full wavelength; for scanning to 60 degrees it requires d below about 0.54 lambda, which is why half-wavelength spacing is the usual choice for wide-scan arrays.",
            "Scanning changes the beam. The half-power beamwidth of a uniform array at broadside is about 0.886 lambda / (N d) radians, about 6.3 degrees for the 16-element example, and it broadens roughly as 1 / cos(theta_0), to about 7.3 degrees at 30 degrees. Gain falls as well, because the projected aperture shrinks and each element's own pattern declines away from broadside. Mutual interaction between elements also makes each element's input impedance vary with scan angle, and in some designs this causes scan blindness, a direction in which almost no power is radiated.",
            "Finally, phase shifters provide a fixed phase, not a fixed time delay. Because the required beta depends on frequency, a beam steered with phase shifters points in slightly different directions at different frequencies across a wide band, an effect known as beam squint. Wideband arrays therefore use true time delay, at least at the subarray level.",
          ),
        },
      },
    ],
  },
  {
    slug: "chronobiology-from-molecular-clocks-to-human-circadian-rhythms",
    discipline: "Chronobiology",
    title: "Chronobiology: From Molecular Clocks to Human Circadian Rhythms",
    description:
      "This course follows the circadian system from gene to behaviour: the transcription-translation feedback loop, the suprachiasmatic nucleus and peripheral clocks, entrainment by light and the phase response curve, and chronotherapy. Seminars are built around primary papers, and students design a human protocol for measuring circadian phase.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "chronotherapy",
    modules: [
      {
        title: "The Molecular Clock",
        description:
          "How interlocked transcriptional loops generate a self-sustained rhythm with a period of about 24 hours.",
        lesson: {
          title: "The Transcription-Translation Feedback Loop",
          html: p(
            "A circadian rhythm meets four criteria: it persists in constant conditions with a free-running period close to 24 hours; it can be entrained by environmental cycles; its period is temperature-compensated, with a Q10 close to 1; and it is generated within the organism. The genetic basis was first shown by Ronald Konopka and Seymour Benzer in 1971, who isolated Drosophila mutants of the period gene with short (about 19 hours), long (about 28 hours) or absent rhythms. The cloning and mechanistic analysis of period by Jeffrey Hall, Michael Rosbash and Michael Young earned the 2017 Nobel Prize in Physiology or Medicine.",
            "In mammals the core loop works as follows:" +
              "<ol><li>The transcription factors CLOCK (or its paralogue NPAS2) and BMAL1 form a heterodimer that binds E-box elements (CACGTG) in target promoters.</li><li>Among their targets are the Period (Per1, Per2, Per3) and Cryptochrome (Cry1, Cry2) genes.</li><li>PER and CRY proteins accumulate in the cytoplasm, form complexes with casein kinase 1 delta and epsilon, and enter the nucleus.</li><li>There they inhibit CLOCK:BMAL1, repressing their own transcription.</li><li>PER and CRY are then phosphorylated, ubiquitinated and degraded, by beta-TrCP for PER and FBXL3 for CRY, releasing the repression so that a new cycle begins.</li></ol>",
            "The roughly 24-hour period depends on the delays built into this loop, especially phosphorylation. The tau mutation of the Syrian hamster, which shortens the period to about 20 hours in homozygotes, lies in casein kinase 1 epsilon. In humans, familial advanced sleep phase syndrome, with sleep onset in the early evening, was traced to a serine-to-glycine mutation at a CK1 phosphorylation site of PER2 (Toh and colleagues, 2001).",
            "A second, stabilising loop controls Bmal1 itself. CLOCK:BMAL1 drives expression of the nuclear receptors REV-ERB alpha and beta, which repress Bmal1 through ROR response elements, while ROR alpha and gamma compete for the same elements to activate it. The core clock also drives rhythmic expression of thousands of output genes. In a survey of twelve mouse organs, Zhang and colleagues (2014) found that 43 per cent of protein-coding genes oscillated in at least one tissue, though the set differed markedly between tissues, explaining why the clock influences processes as different as hepatic metabolism and blood pressure.",
          ),
        },
      },
      {
        title: "The Suprachiasmatic Nucleus and Peripheral Clocks",
        description:
          "How a master pacemaker in the hypothalamus coordinates self-sustained clocks in nearly every tissue.",
        lesson: {
          title: "A Hierarchy of Oscillators",
          html: p(
            "The suprachiasmatic nuclei (SCN) are a pair of small clusters of neurons, about 10,000 on each side in rodents, lying in the anterior hypothalamus just above the optic chiasm. In 1972 two groups, Moore and Eichler, and Stephan and Zucker, showed that lesions of the SCN abolished rhythms of adrenal corticosterone and of drinking and locomotor activity in rats. The decisive evidence that the SCN is a pacemaker came from transplantation: Ralph and colleagues (1990) restored rhythms in SCN-lesioned hamsters with grafts of fetal SCN, and the restored rhythm took the period of the donor, not of the host, when tau-mutant and wild-type animals were combined.",
            "Individual SCN neurons are themselves oscillators, with varied periods when dissociated in culture. Within the intact nucleus they are coupled, above all by vasoactive intestinal polypeptide (VIP) acting on VPAC2 receptors, into a network that produces a precise, robust rhythm resistant to perturbation. Mice lacking VIP or VPAC2 show weak, fragmented behavioural rhythms.",
            "For many years peripheral tissues were thought to be passive followers. Balsalobre, Damiola and Schibler (1998) showed that a brief serum shock induced circadian gene expression in cultured fibroblasts, so ordinary cells contain a clock. Yoo and colleagues (2004), using PER2::LUCIFERASE reporter mice, then showed that explants of liver, lung and other tissues sustain bioluminescence rhythms in culture for more than 20 days. Peripheral clocks are therefore self-sustained, and the SCN's role is to synchronise them, not to drive them.",
            "The SCN synchronises the periphery through several routes:" +
              "<ul><li>the autonomic nervous system;</li><li>rhythmic hormones, especially glucocorticoids, whose receptor directly regulates Per1;</li><li>the daily cycle of body temperature;</li><li>the timing of feeding and fasting, which the SCN sets through its control of activity.</li></ul>",
            "These routes can be pulled apart. Damiola and colleagues (2000) restricted food access in nocturnal mice to the light phase and found that the phase of clock gene expression in the liver inverted within about a week, while the SCN remained locked to the light-dark cycle. Melatonin provides a hormonal output of the SCN: a multisynaptic pathway through the paraventricular nucleus, the intermediolateral column of the spinal cord and the superior cervical ganglion drives pineal synthesis at night, and light acutely suppresses it.",
          ),
        },
      },
      {
        title: "Entrainment and the Phase Response Curve",
        description: "How light resets the human clock, and how circadian phase is measured in people.",
        lesson: {
          title: "Light, Phase Shifts and Measuring Phase",
          html: p(
            "Light reaches the SCN through the retinohypothalamic tract, which arises mainly from intrinsically photosensitive retinal ganglion cells (ipRGCs). These contain the photopigment melanopsin, most sensitive to blue light at around 480 nm, and also receive input from rods and cones. They release glutamate and PACAP onto SCN neurons, inducing Per1 and Per2 expression and shifting the clock.",
            "The human free-running period averages about 24.2 hours; Czeisler and colleagues (1999), using a forced desynchrony protocol, measured a mean of 24.18 hours. To stay entrained, most people's clocks must therefore be advanced by around 10 to 15 minutes each day.",
            "The phase response curve (PRC) describes how the size and direction of a shift depend on the timing of the stimulus. Light in the late subjective day and early subjective night delays the clock; light in the late subjective night, after the minimum of core body temperature, advances it; and light in the middle of the subjective day has little effect. In the human PRC to a single 6.7-hour exposure of bright light, Khalsa and colleagues (2003) found delays of up to about three hours and advances of about two. Exogenous melatonin has a PRC roughly opposite to that of light: taken in the afternoon or early evening it advances the clock.",
            "Measuring phase requires a marker that is not masked by behaviour. The standard is dim light melatonin onset (DLMO). A typical protocol:" +
              "<ol><li>The participant stays in dim light, below about 10 lux, for the whole session, seated, without food, caffeine or alcohol in the sampling window.</li><li>Saliva samples are collected every 30 to 60 minutes from about five or six hours before habitual sleep onset until about an hour after it.</li><li>Medications that affect melatonin, notably beta-blockers and non-steroidal anti-inflammatory drugs, are recorded or withheld.</li><li>DLMO is defined as the time at which salivary melatonin crosses a fixed threshold, commonly 3 or 4 pg/mL, or two standard deviations above the baseline samples.</li></ol>",
            "In entrained adults DLMO typically falls about two hours before habitual sleep onset. The core body temperature minimum, another marker, falls about two hours before habitual waking, but it is heavily masked by sleep, activity and posture, and needs a constant routine protocol to measure accurately.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-endocrinology-adrenal-thyroid-and-pituitary-disease",
    discipline: "Endocrinology",
    title: "Clinical Endocrinology: Adrenal, Thyroid and Pituitary Disease",
    description:
      "Written for specialty trainees in medicine and for clinical scientists, this course covers the diagnosis and management of adrenal insufficiency, the interpretation of discordant thyroid function tests, the investigation of pituitary adenomas, and primary hyperparathyroidism. Each seminar is built around anonymised cases and real laboratory results.",
    level: "advanced",
    duration: "eight weeks (one two-hour case-based seminar a week)",
    plantedGap: "primary hyperparathyroidism",
    modules: [
      {
        title: "Adrenal Insufficiency",
        description:
          "Recognising, confirming and managing cortisol deficiency, including the prevention and treatment of adrenal crisis.",
        lesson: {
          title: "Diagnosing and Treating Adrenal Insufficiency",
          html: p(
            "Adrenal insufficiency is classified by the level of the defect. Primary insufficiency (Addison's disease) destroys the adrenal cortex, most often through autoimmunity with antibodies to 21-hydroxylase in high-income countries, and tuberculosis remains important elsewhere. Because aldosterone is lost as well as cortisol, patients develop hyponatraemia, hyperkalaemia and a raised renin, and the high ACTH causes pigmentation of skin creases and buccal mucosa. Secondary insufficiency results from pituitary ACTH deficiency and spares the renin-angiotensin-aldosterone axis. The commonest cause overall is suppression of the axis by exogenous glucocorticoids, including inhaled, topical and intra-articular preparations.",
            "A 9 am serum cortisol below about 100 nmol/L in an unwell patient is highly suggestive, while a value above roughly 400 to 450 nmol/L makes the diagnosis unlikely. Intermediate values need dynamic testing. In the short Synacthen test, 250 micrograms of tetracosactide is given intravenously or intramuscularly and cortisol measured at 0 and 30 minutes, often also at 60. The traditional pass threshold of 550 nmol/L was set with older polyclonal immunoassays; newer, more specific assays, such as the Roche Elecsys Cortisol II and the Abbott Architect, read lower, and assay-specific thresholds of around 400 to 450 nmol/L are now recommended. Two pitfalls recur:" +
              "<ul><li>Oral oestrogens raise cortisol-binding globulin and therefore total cortisol, which can produce false reassurance; oestrogen should ideally be stopped about six weeks before testing.</li><li>In the first weeks after a pituitary insult the adrenals have not yet atrophied and can still respond to tetracosactide, so a normal result does not exclude recent-onset secondary insufficiency.</li></ul>",
            "Replacement usually uses hydrocortisone 15 to 25 mg daily in two or three doses, the largest on waking, for example 10 mg, 5 mg and 5 mg. Patients with primary insufficiency also need fludrocortisone, typically 50 to 200 micrograms daily, titrated to blood pressure, potassium and renin. Every patient must be taught sick day rules: double the daily glucocorticoid dose during febrile illness, and use an emergency hydrocortisone injection kit when vomiting. In the UK every patient should carry the NHS Steroid Emergency Card introduced in 2020.",
            "Adrenal crisis is a medical emergency. Without waiting for results, give hydrocortisone 100 mg intravenously or intramuscularly immediately, followed by 200 mg over 24 hours by continuous infusion or 50 mg every six hours, with rapid rehydration using 0.9 per cent saline, typically one litre in the first hour.",
          ),
        },
      },
      {
        title: "Interpreting Discordant Thyroid Function Tests",
        description: "Working through TSH and free T4 results that do not fit the usual patterns of thyroid disease.",
        lesson: {
          title: "When TSH and Free T4 Disagree",
          html: p(
            "The thyroid axis is normally tightly coupled: TSH has an inverse log-linear relationship with free T4, so a small change in free T4 produces a large reciprocal change in TSH. That is why TSH is the best single screening test for primary thyroid disease, and why results that break the pattern deserve careful thought before anyone treats them.",
            "<table><thead><tr><th>Pattern</th><th>Principal causes to consider</th></tr></thead><tbody><tr><td>Raised free T4 with normal or raised TSH</td><td>assay interference; levothyroxine taken just before sampling or erratic adherence; amiodarone; familial dysalbuminaemic hyperthyroxinaemia; TSH-secreting pituitary adenoma; resistance to thyroid hormone</td></tr><tr><td>Low or normal free T4 with low or normal TSH</td><td>central hypothyroidism; non-thyroidal illness; recent treatment of hyperthyroidism; glucocorticoids or dopamine</td></tr></tbody></table>",
            "Interference is the first thing to exclude. Heterophile antibodies and human anti-animal antibodies can bridge the capture and detection antibodies in sandwich assays. High-dose biotin, often taken in supplements of 5 mg or more for hair and nails, interferes with streptavidin-biotin assays, lowering TSH and raising free T4 in ways that mimic hyperthyroidism; it should be stopped for at least two days before resampling. A laboratory can test for interference by repeating the sample on a different platform, by serial dilution, or with blocking reagents.",
            "If the abnormality is genuine, two rare conditions remain. A TSH-secreting pituitary adenoma (TSHoma) usually shows a raised glycoprotein alpha-subunit, a raised sex hormone-binding globulin reflecting tissue thyrotoxicosis, a blunted or absent TSH response to TRH, and a tumour on pituitary MRI. Resistance to thyroid hormone beta, usually caused by a dominant mutation in THRB, shows a normal alpha-subunit and SHBG, a preserved TRH response, often a similar biochemical picture in relatives, and is confirmed by gene sequencing. The distinction matters: surgery may cure a TSHoma, while antithyroid treatment in resistance merely raises TSH further.",
            "Central hypothyroidism is the most commonly missed pattern, because TSH may sit within the reference range even though free T4 is low; the pituitary secretes TSH of reduced bioactivity. A low free T4 with an inappropriately normal TSH therefore warrants assessment of the other anterior pituitary axes and imaging. Amiodarone, which contains large amounts of iodine and inhibits type 1 deiodinase, typically produces a high free T4, a low-normal T3 and a mildly raised TSH in the first months of therapy without true thyroid dysfunction.",
          ),
        },
      },
      {
        title: "Pituitary Adenomas",
        description:
          "Assessing a pituitary mass for hormone excess, hypopituitarism and compression of the optic pathways.",
        lesson: {
          title: "Working Up a Pituitary Adenoma",
          html: p(
            "Pituitary adenomas, renamed pituitary neuroendocrine tumours (PitNETs) in the 2022 WHO classification, are classified by size as microadenomas (under 10 mm) or macroadenomas (10 mm or more). Many are found incidentally on imaging done for other reasons. Whatever the route to diagnosis, assessment asks three questions: is the tumour secreting a hormone in excess, is the rest of the pituitary failing, and is it compressing neighbouring structures?",
            "For hormone excess, measure prolactin and IGF-1 in every patient, and screen for Cushing's syndrome when there are clinical features, using the overnight 1 mg dexamethasone suppression test, in which a 9 am cortisol above 50 nmol/L is abnormal. A raised IGF-1 suggests acromegaly, confirmed by failure of growth hormone to suppress during a 75 g oral glucose tolerance test; with modern sensitive assays the nadir cut-off is about 0.4 micrograms per litre, rather than the older 1 microgram. For hypopituitarism, check 9 am cortisol, TSH with free T4, LH and FSH with testosterone or oestradiol, and IGF-1. For mass effect, arrange formal visual field testing: chiasmal compression classically produces a bitemporal hemianopia.",
            "Prolactin needs particular care. One microgram per litre corresponds to about 21 mU/L. A non-functioning macroadenoma that compresses the pituitary stalk interrupts the dopamine that normally inhibits lactotrophs, so prolactin rises modestly, usually below about 2,000 mU/L; this stalk effect must not be mistaken for a prolactinoma, which in a macroadenoma usually gives values above 5,000 mU/L. Two laboratory artefacts matter:" +
              "<ul><li>The hook effect: an extremely high prolactin saturates both antibodies of a two-site immunoassay and gives a falsely modest result. Any large macroadenoma with a modest prolactin should be re-measured after dilution, for example 1 in 100.</li><li>Macroprolactin, a complex of prolactin and IgG with little biological activity, can cause hyperprolactinaemia without disease; it is detected by polyethylene glycol precipitation.</li></ul>",
            "Treatment follows the diagnosis. Prolactinomas are treated first with a dopamine agonist, usually cabergoline at 0.25 to 0.5 mg once or twice weekly, even when a macroprolactinoma threatens vision, because tumours usually shrink quickly; patients should be warned about impulse control disorders. Non-functioning macroadenomas that compromise vision, and most tumours causing acromegaly or Cushing's disease, are treated by transsphenoidal surgery in a specialist centre.",
          ),
        },
      },
    ],
  },
  {
    slug: "graph-theory-connectivity-planarity-and-flows",
    discipline: "Graph theory",
    title: "Graph Theory: Connectivity, Planarity and Flows",
    description:
      "Proof is at the centre of this course on the structure of finite graphs, written for final-year mathematics students. It develops vertex and edge connectivity through Menger's theorem, planarity through Euler's formula and Kuratowski's theorem, colourings of planar graphs, network flows and the max-flow min-cut theorem, and Ramsey theory.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one problems class a week)",
    plantedGap: "Ramsey theory",
    modules: [
      {
        title: "Connectivity and Menger's Theorem",
        description:
          "Measuring how robustly a graph is connected, and proving that minimum separators and maximum families of disjoint paths balance exactly.",
        lesson: {
          title: "Cuts, Paths and Menger's Theorem",
          html: p(
            "For a graph G, the vertex connectivity kappa(G) is the smallest number of vertices whose removal disconnects G or reduces it to a single vertex, and the edge connectivity lambda(G) is the smallest number of edges whose removal disconnects it. G is k-connected if kappa(G) is at least k. Whitney (1932) proved that kappa(G) is at most lambda(G), which is at most the minimum degree delta(G). The second inequality is immediate, since deleting the edges at a vertex of minimum degree isolates it. For the first, take a minimum edge cut F; choosing, for each edge of F, a suitable endpoint yields a vertex set of size at most |F| whose removal disconnects G or leaves a single vertex.",
            "The inequalities can be strict. Take two copies of K_4 sharing one vertex. The shared vertex is a cut vertex, so kappa = 1; but every vertex has degree at least 3, and no two edges separate the graph, so lambda = 3 = delta.",
            "Menger's theorem (1927) turns a statement about separators into one about paths. For non-adjacent vertices u and v, the minimum number of vertices in a u-v separating set equals the maximum number of internally disjoint u-v paths. One direction is easy: each path in a family of internally disjoint paths must pass through a separating set at a different vertex, so the maximum number of paths is at most the minimum size of a separator. The reverse inequality is the substance of the theorem. It can be proved by induction on the number of edges, or derived from the max-flow min-cut theorem by splitting each vertex into two joined by an arc of capacity 1. The edge version states that the minimum number of edges separating u from v equals the maximum number of edge-disjoint u-v paths.",
            "Whitney's global form follows: a graph with at least k + 1 vertices is k-connected if and only if every pair of vertices is joined by k internally disjoint paths. For k = 2 this gives a useful structural description. A graph is 2-connected if and only if it has an ear decomposition: it can be built from a cycle by repeatedly adding a path, an ear, whose two distinct endpoints lie on the existing graph and whose interior vertices are new.",
          ),
        },
      },
      {
        title: "Planarity and Colouring",
        description:
          "Euler's formula, the Kuratowski characterisation of planar graphs, and colouring theorems for planar graphs.",
        lesson: {
          title: "Euler's Formula and Its Consequences",
          html: p(
            "A plane graph is a graph drawn in the plane with no crossing edges, and a planar graph is one that has such a drawing. Euler's formula states that a connected plane graph with v vertices, e edges and f faces satisfies v - e + f = 2. The proof is by induction on the number of edges. If G is a tree, then e = v - 1 and there is one face, so the formula holds. Otherwise G contains a cycle; deleting an edge of the cycle leaves the graph connected and merges the two faces on either side of that edge, reducing both e and f by one, so v - e + f is unchanged.",
            "The formula yields edge bounds. In a simple plane graph with at least three vertices, every face is bounded by at least three edges, and every edge borders at most two faces, so 3f is at most 2e. Substituting into Euler's formula gives e at most 3v - 6. If the graph has no triangles, each face has at least four edges and the bound improves to e at most 2v - 4. Both famous non-planar graphs follow at once: K_5 has 10 edges, but 3 × 5 - 6 = 9; K_{3,3} is bipartite, hence triangle-free, and has 9 edges, but 2 × 6 - 4 = 8.",
            "Kuratowski's theorem (1930) shows these two graphs are the only obstacles: a graph is planar if and only if it contains no subdivision of K_5 or K_{3,3}. Wagner's theorem (1937) gives the equivalent statement in terms of minors.",
            "The bound e at most 3v - 6 also implies that the degree sum, 2e, is at most 6v - 12, so every simple planar graph has a vertex of degree at most 5. Removing such a vertex and colouring the rest by induction proves at once that every planar graph is 6-colourable. Heawood (1890) refined Kempe's flawed 1879 argument into a proof of the five colour theorem, using Kempe chains, maximal two-coloured connected subgraphs whose colours can be swapped, to free a colour at a vertex of degree 5. The four colour theorem was proved by Appel and Haken in 1976 with extensive computer checking; Robertson, Sanders, Seymour and Thomas gave a simpler, still computer-assisted proof in 1997.",
          ),
        },
      },
      {
        title: "Network Flows",
        description:
          "Maximum flows, minimum cuts and augmenting-path algorithms, with applications to disjoint paths and matching.",
        lesson: {
          title: "The Max-Flow Min-Cut Theorem",
          html: p(
            "A network is a directed graph with a source s, a sink t and a non-negative capacity c(u, v) on each arc. A flow assigns each arc a value between zero and its capacity so that, at every vertex other than s and t, flow in equals flow out; its value is the net flow out of s. An s-t cut is a partition of the vertices into sets S and T with s in S and t in T, and its capacity is the sum of the capacities of arcs from S to T.",
            "Summing the conservation equations over S shows that the value of a flow equals the flow from S to T minus the flow from T to S, so no flow value exceeds any cut capacity (weak duality).",
            "The max-flow min-cut theorem (Ford and Fulkerson, and independently Elias, Feinstein and Shannon, 1956) states that the maximum flow value equals the minimum cut capacity. The proof uses the residual network, which has an arc from u to v whenever the flow on (u, v) is below capacity or positive flow on (v, u) could be cancelled. Pushing flow along an augmenting path, an s-t path in the residual network, increases the value. Suppose a flow f admits no augmenting path, and let S be the set of vertices reachable from s in the residual network. Then t is not in S, every arc from S to T is saturated and every arc from T to S carries zero flow, so the value of f equals the capacity of (S, T). By weak duality, f is maximum and the cut is minimum.",
            "If all capacities are integers, the Ford-Fulkerson method of repeatedly augmenting along any augmenting path terminates with an integer-valued maximum flow; this is the integrality theorem. The Edmonds-Karp rule of always choosing a shortest augmenting path guarantees termination in O(V E^2) time for any real capacities.",
            "For a bipartite graph with parts X and Y, orient every edge from X to Y, join a source to each vertex of X and each vertex of Y to a sink, and give all arcs capacity 1. Integer flows then correspond to matchings and minimum cuts to vertex covers, which yields König's theorem: in a bipartite graph the maximum size of a matching equals the minimum size of a vertex cover.",
          ),
        },
      },
    ],
  },
];
