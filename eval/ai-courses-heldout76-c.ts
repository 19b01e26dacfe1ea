/** Seventy-sixth held-out evaluation courses, advanced level (C); see ai-courses-heldout76.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT76_C: EvalCourse[] = [
  {
    slug: "infrared-and-raman-spectroscopy-theory-and-interpretation",
    discipline: "Vibrational spectroscopy",
    title: "Infrared and Raman Spectroscopy: Theory and Interpretation",
    description:
      "Molecular vibrations, seen two ways. Starting from the harmonic and anharmonic oscillator, the module derives selection rules from group theory, explains the complementarity of infrared and Raman spectra, examines Fourier-transform instrumentation and introduces surface-enhanced Raman scattering, with interpretation of real spectra throughout.",
    level: "advanced",
    duration: "ten weeks (two lectures and one problem class a week)",
    plantedGap: "surface-enhanced Raman scattering",
    modules: [
      {
        title: "The Vibrating Molecule: Harmonic and Anharmonic Models",
        description:
          "Energy levels, force constants and anharmonicity for diatomic molecules, with a worked analysis of hydrogen chloride.",
        lesson: {
          title: "From the harmonic oscillator to the Morse potential",
          html: p(
            "Treating a diatomic bond as a spring obeying Hooke's law, the classical vibrational frequency is ν = (1/2π)√(k/μ), where k is the force constant and μ = m₁m₂/(m₁ + m₂) the reduced mass; in wavenumbers, ν̃ = (1/2πc)√(k/μ). Quantum mechanically the harmonic oscillator has equally spaced levels E<sub>v</sub> = hν(v + ½), v = 0, 1, 2, ..., with zero-point energy ½hν, and the infrared selection rule is Δv = ±1, so the harmonic model predicts a single absorption band for each diatomic.",
            "Real bonds are anharmonic: they stiffen on compression, weaken on extension and eventually dissociate. The Morse potential captures this behaviour and gives term values G(v) = ν̃<sub>e</sub>(v + ½) − ν̃<sub>e</sub>x<sub>e</sub>(v + ½)², where x<sub>e</sub> is the anharmonicity constant. The levels converge as v increases, and the selection rule relaxes, so overtones with Δv = ±2, ±3 appear, each much weaker than the last and at slightly less than two and three times the fundamental.",
            "Worked example. H³⁵Cl shows a fundamental at 2886 cm⁻¹ and a first overtone at 5668 cm⁻¹. From the term values, the fundamental lies at ν̃<sub>e</sub>(1 − 2x<sub>e</sub>) and the first overtone at 2ν̃<sub>e</sub>(1 − 3x<sub>e</sub>). Doubling the first and subtracting the second gives 2ν̃<sub>e</sub>x<sub>e</sub> = 5772 − 5668 = 104 cm⁻¹, so ν̃<sub>e</sub>x<sub>e</sub> = 52 cm⁻¹ and ν̃<sub>e</sub> = 2886 + 104 = 2990 cm⁻¹. With μ = 0.980 u = 1.627 × 10⁻²⁷ kg, the force constant from the equilibrium wavenumber is k = μ(2πcν̃<sub>e</sub>)² ≈ 516 N m⁻¹, a typical single-bond value. Using the observed fundamental instead gives about 481 N m⁻¹, and the difference is a reminder to state which quantity a tabulated force constant is based on.",
            "A molecule of N atoms has 3N − 6 vibrational modes, or 3N − 5 if linear, so even modest molecules have many fundamentals. Isotopic substitution shifts frequencies through μ while leaving k unchanged: replacing H by D in HCl lowers the fundamental by a factor close to √2, to 2091 cm⁻¹ for D³⁵Cl, a shift widely used to assign bands that involve hydrogen motion.",
          ),
        },
      },
      {
        title: "Symmetry and Selection Rules",
        description:
          "Using point groups and character tables to predict which vibrational modes are infrared or Raman active.",
        lesson: {
          title: "Predicting activity from character tables",
          html: p(
            "A vibration is infrared active if it changes the molecular dipole moment, and Raman active if it changes the polarisability. Group theory turns these physical statements into bookkeeping: a fundamental is IR active if its irreducible representation transforms like x, y or z, and Raman active if it transforms like a quadratic function (x², y², z², xy, xz, yz or a combination of them). Both are read directly from the right-hand columns of the character table.",
            "Worked example: water, point group C<sub>2v</sub>, with the molecule in the yz plane. Counting the atoms left unmoved by each operation and multiplying by the contribution per unmoved atom (3 for E, −1 for C<sub>2</sub>, 1 for each reflection) gives the reducible representation Γ<sub>3N</sub> with characters 9, −1, 1 and 3 under E, C<sub>2</sub>, σ<sub>v</sub>(xz) and σ<sub>v</sub>′(yz). Reduction gives Γ<sub>3N</sub> = 3A<sub>1</sub> + A<sub>2</sub> + 2B<sub>1</sub> + 3B<sub>2</sub>. Subtracting the translations (A<sub>1</sub> + B<sub>1</sub> + B<sub>2</sub>) and rotations (A<sub>2</sub> + B<sub>1</sub> + B<sub>2</sub>) leaves Γ<sub>vib</sub> = 2A<sub>1</sub> + B<sub>2</sub>: the symmetric stretch (3657 cm⁻¹) and the bend (1595 cm⁻¹), both A<sub>1</sub>, and the antisymmetric stretch (3756 cm⁻¹), B<sub>2</sub>. A<sub>1</sub> transforms as z and B<sub>2</sub> as y, and both also carry quadratic functions, so all three fundamentals of water appear in both spectra.",
            "For molecules with a centre of inversion the rule of mutual exclusion applies: modes symmetric with respect to inversion (g) can be only Raman active and modes antisymmetric to it (u) only IR active, so no fundamental appears in both spectra. Carbon dioxide (D<sub>∞h</sub>) has 3N − 5 = 4 modes. The symmetric stretch (Σ<sub>g</sub><sup>+</sup>) is Raman active only and appears as the Fermi-resonance doublet at 1285 and 1388 cm⁻¹; the antisymmetric stretch (Σ<sub>u</sub><sup>+</sup>, 2349 cm⁻¹) and the doubly degenerate bend (Π<sub>u</sub>, 667 cm⁻¹) are IR active only. Finding no coincidences between the two spectra is therefore evidence for a centrosymmetric structure.",
            "Selection rules say whether a band may appear, not how strong it will be. Intensity depends on the size of the dipole or polarisability derivative: polar groups such as C=O and O–H dominate infrared spectra, while symmetric, polarisable groups such as C=C, S–S and aromatic ring-breathing modes are strong in Raman spectra. This is the practical basis of the complementarity of the two techniques.",
          ),
        },
      },
      {
        title: "Instruments and Interpretation",
        description:
          "How Fourier-transform infrared and Raman instruments work, the main sampling choices, and a systematic approach to assigning spectra.",
        lesson: {
          title: "FTIR, Raman instruments and reading spectra",
          html: p(
            "A Fourier-transform infrared (FTIR) spectrometer replaces the monochromator with a Michelson interferometer. A beamsplitter divides the source beam between a fixed and a moving mirror, and recombination produces an interferogram, detector signal against optical path difference, which is converted into a spectrum by Fourier transformation. Three advantages follow: the multiplex (Fellgett) advantage, because all wavelengths are measured simultaneously; the throughput (Jacquinot) advantage, because no narrow slits are needed; and the precision (Connes) advantage, because a helium-neon laser at 632.8 nm tracks the mirror position. Nominal resolution is approximately the reciprocal of the maximum optical path difference, so 4 cm⁻¹ resolution needs a path difference of 0.25 cm.",
            "Most routine infrared spectra are now recorded by attenuated total reflectance (ATR): the sample is pressed against a diamond or germanium crystal, and the evanescent wave penetrates only about 0.5 to 2 µm into it. Because penetration depth is proportional to wavelength, bands at low wavenumber appear relatively stronger than in a transmission spectrum, and a correction is applied before library comparison.",
            "Raman spectra are excited with a laser, typically at 532, 785 or 1064 nm, and recorded on a dispersive spectrometer or, at 1064 nm, an FT instrument. Scattered intensity scales with the fourth power of the scattered frequency, favouring short wavelengths, but fluorescence from the sample or impurities can swamp the weak Raman signal; moving to 785 or 1064 nm reduces fluorescence at the cost of signal. Stokes lines are stronger than anti-Stokes lines at room temperature because most molecules start in v = 0, and the anti-Stokes to Stokes ratio can be used to estimate sample temperature.",
            "Interpretation should be systematic. Check 4000 to 2500 cm⁻¹ for X–H stretches: broad O–H at 3200 to 3550, sharper N–H at 3300 to 3500, and C–H just above 3000 cm⁻¹ for sp² and just below for sp³ carbon. Then check 2500 to 2000 cm⁻¹ for triple bonds and cumulated double bonds, such as C≡N near 2250, and 1850 to 1600 cm⁻¹ for carbonyls: ketones near 1715, esters at 1735 to 1750 and amides near 1650. Use the fingerprint region below 1500 cm⁻¹ for comparison with reference spectra rather than for assigning every band.",
          ),
        },
      },
    ],
  },
  {
    slug: "kings-of-iran-and-non-iran-the-sasanian-empire-224-651",
    discipline: "Sasanian history",
    title: "Kings of Iran and Non-Iran: The Sasanian Empire, 224-651",
    description:
      "For more than four centuries the Sasanian shahs ruled from Mesopotamia to Central Asia and fought Rome, and then Byzantium, to a standstill. A research-led seminar on royal ideology in rock reliefs, inscriptions and coinage; the Zoroastrian establishment and the empire's Christian, Jewish and Manichaean communities; the reforms of Khosrow I; the last great war with Byzantium and the Arab conquest; and the empire's place in the silk trade.",
    level: "advanced",
    duration: "ten weeks (one two-hour research seminar a week)",
    plantedGap: "the silk trade",
    modules: [
      {
        title: "Royal Ideology in Stone and Coin",
        description:
          "How the early Sasanian kings used reliefs, inscriptions and coins to claim divine favour and universal kingship.",
        lesson: {
          title: "Investiture, triumph and the king's crown",
          html: p(
            "Ardashir I, a local ruler in Pars, defeated and killed the last Arsacid king, Artabanus IV, at the battle of Hormozgan in 224 CE, and within a few years had made himself master of the Parthian empire. His reliefs announced a new ideology. At Naqsh-e Rostam, below the tombs of the Achaemenid kings, Ardashir and the god Ohrmazd face each other on horseback; Ohrmazd hands the king a beribboned ring of kingship, while the horses trample the fallen Artabanus and Ahriman, the evil spirit. The message, reinforced by labels in Middle Persian, Parthian and Greek, is that kingship is granted by the god and that the Sasanian victory mirrors the cosmic victory of good over evil.",
            "Shapur I (r. c. 240-270) extended the theme to triumph over Rome. His reliefs at Naqsh-e Rostam and Bishapur show Roman emperors submitting: Philip the Arab, who made peace in 244 after the death of Gordian III, and Valerian, captured near Edessa in 260. Shapur's trilingual inscription on the Ka'ba-ye Zartosht, conventionally ŠKZ, narrates these campaigns and lists the provinces and officials of the empire. Its royal title, 'king of kings of Iran and non-Iran, whose lineage is from the gods', defined Ērānšahr as a political and religious idea and claimed authority over conquered non-Iranian lands. Roman sources present the same events very differently, and comparing the two traditions is a core exercise of the seminar.",
            "Coinage carried the ideology across the empire. The standard coin was the silver drachm, with the king's bust on the obverse and a fire altar, usually flanked by two attendants, on the reverse. Each king wore a distinctive crown, and the crown types known from coins are the main means of identifying kings on unlabelled reliefs and metalwork. From the later fifth century coins regularly carry an abbreviated mint name and a regnal year, which makes them a precise chronological source for the later empire and a guide to the geography of royal administration.",
            "Seminar work on this material combines art history, epigraphy and numismatics: students read ŠKZ in translation alongside the reliefs and a coin series, and ask what each medium was for and who was meant to see it.",
          ),
        },
      },
      {
        title: "Kartir, Fire Temples and Religious Communities",
        description:
          "The Zoroastrian establishment and the changing fortunes of Christians, Jews and Manichaeans under Sasanian rule.",
        lesson: {
          title: "Religion and power in the Sasanian empire",
          html: p(
            "Sasanian kings presented themselves as worshippers of Ohrmazd, and royal fires and a hierarchy of priests gave Zoroastrianism an institutional shape it had lacked under the Arsacids. The clearest, and most self-serving, evidence comes from Kartir, a priest who rose under Shapur I and his successors to the reign of Bahram II, and whose inscriptions at the Ka'ba-ye Zartosht, Naqsh-e Rostam, Naqsh-e Rajab and Sar Mashhad record his career and his founding of fires. Kartir claims that under his direction Jews, Buddhists, Brahmins, two groups of Christians, 'baptisers' and Manichaeans were struck down in the empire. Historians debate how far this reflects actual persecution and how far a priest's boast; it coincides with the execution of Mani under Bahram I in the 270s.",
            "Mani himself had been received at the court of Shapur I, to whom he dedicated the Shabuhragan, his one work in Middle Persian. Manichaeism was a universal religion of light and darkness that drew on Zoroastrian, Christian and Buddhist ideas, and after Mani's death it was persecuted in Iran while spreading west into the Roman world and east into Central Asia.",
            "Christianity grew, helped by the deportation of Roman captives from Syria under Shapur I. Its fortunes tracked Roman politics: after Constantine, Christians could be suspected of loyalty to the enemy, and Shapur II persecuted them from the 340s. Under Yazdegerd I the Synod of Seleucia-Ctesiphon in 410 organised the Church of the East under a catholicos with royal approval, and the synod of 424 declared its head independent of western bishops. By the sixth century Christians served at court and the church was a recognised community of the empire.",
            "Sasanian Mesopotamia was also the centre of Jewish life. The rabbinic academies of Sura and Pumbedita produced the Babylonian Talmud, and the exilarch represented the community to the crown. The Talmud's references to Persian officials and law make it an important, if under-used, source for Sasanian administration, and reading it beside Middle Persian legal texts is a growing field of research.",
          ),
        },
      },
      {
        title: "Khosrow I, Khosrow II and the End of the Empire",
        description: "Late Sasanian reform, the war of 602-628 and the collapse of the dynasty in the Arab conquests.",
        lesson: {
          title: "Reform, overreach and collapse",
          html: p(
            "Khosrow I Anushirvan (531-579) became the model of the just king in later Persian and Arabic literature, but his reforms were a practical response to crisis. His father, Kavad I, had faced noble revolt and the egalitarian Mazdakite movement, which was suppressed with great violence around the time of Khosrow's accession. Khosrow ordered a land survey and replaced a land tax levied as a share of the harvest with fixed annual rates per unit of area for each crop, with date palms and olive trees assessed by the tree, alongside a graded poll tax on commoners. Fixed assessments gave the state predictable revenue; al-Tabari describes them in detail, and the Arab conquerors largely kept the system in Iraq. Khosrow also divided military command among four generals (spāhbeds), one for each quarter of the empire, and strengthened the dehqāns, a landed gentry who became the bearers of Iranian tradition after the conquest.",
            "Khosrow I's wars with Justinian, including the sack of Antioch in 540, ended in the Fifty Years' Peace of 562, under which Byzantium paid an annual subsidy. His grandson Khosrow II (590-628), restored to the throne with Byzantine help, launched after the murder of the emperor Maurice in 602 the longest and most destructive of the Roman-Persian wars. Persian armies took Antioch in 613 and Jerusalem in 614, carrying off the relic of the True Cross, conquered Egypt by 619 and besieged Constantinople with Avar allies in 626. Heraclius struck deep into the Sasanian heartland and won the battle of Nineveh in 627, and Khosrow II was deposed and killed in 628.",
            "Four years of civil war followed, in which perhaps a dozen rulers, among them the queens Boran and Azarmidokht, held the throne. Yazdegerd III, crowned in 632, faced Arab armies unweakened by either the war or the civil strife. After defeats at al-Qadisiyya (c. 636) and Nahavand (642) the core of the empire was lost, and Yazdegerd, fleeing eastwards, was killed near Merv in 651.",
            "The sources are mostly later or external: Procopius and Theophylact Simocatta, Syriac chronicles, Armenian historians, and the traditions preserved by al-Tabari and in Ferdowsi's Shahnameh, which drew on a lost Sasanian royal history, the Khwadāy-nāmag.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-vascular-surgery-evidence-and-decision-making",
    discipline: "Vascular surgery",
    title: "Advanced Vascular Surgery: Evidence and Decision-Making",
    description:
      "Built around the trials that shape everyday practice, the module takes higher surgical trainees through abdominal aortic aneurysm screening and repair, carotid endarterectomy after transient ischaemic attack and stroke, chronic limb-threatening ischaemia, and varicose vein ablation.",
    level: "advanced",
    duration: "twelve weeks (one evening case-based seminar a week)",
    plantedGap: "varicose vein ablation",
    modules: [
      {
        title: "Abdominal Aortic Aneurysm: Surveillance and Repair",
        description:
          "Screening, surveillance intervals, thresholds for repair and the evidence comparing open and endovascular repair.",
        lesson: {
          title: "Managing the small and the large aneurysm",
          html:
            p(
              "An abdominal aortic aneurysm (AAA) is an infrarenal aortic diameter of 3.0 cm or more. Prevalence rises with age and is several times higher in men, in smokers and in those with a family history. The NHS AAA Screening Programme invites men in the year they turn 65 for a single ultrasound scan, measured from inner wall to inner wall. Men with a normal aorta are discharged; those with aneurysms enter surveillance:",
            ) +
            "<table><tr><th>Diameter</th><th>Action</th></tr><tr><td>3.0-4.4 cm</td><td>annual ultrasound surveillance</td></tr><tr><td>4.5-5.4 cm</td><td>ultrasound every three months</td></tr><tr><td>5.5 cm or more</td><td>referral to a vascular service, to be seen within two weeks</td></tr></table>" +
            p(
              "The threshold for elective repair in men, 5.5 cm, comes from the UK Small Aneurysm Trial and the American ADAM trial, which found no survival benefit from early repair of aneurysms of 4.0 to 5.5 cm. Repair is also considered for rapid growth, more than 1 cm a year, and for symptomatic aneurysms. Women have a higher rupture risk at a given diameter, and several guidelines, including those of the European Society for Vascular Surgery, suggest considering repair at 5.0 cm.",
              "Endovascular aneurysm repair (EVAR) and open repair have been compared in several trials. In EVAR-1, thirty-day mortality was 1.8 per cent after EVAR and 4.3 per cent after open repair, but the survival advantage was lost within a few years, and in long-term follow-up aneurysm-related mortality was higher after EVAR, largely through late rupture, with more reinterventions. DREAM and OVER reported similar patterns. EVAR therefore demands lifelong imaging surveillance and suits patients with appropriate anatomy, commonly an infrarenal neck at least 10 to 15 mm long with limited angulation and iliac arteries wide enough for the delivery system.",
              "Surveillance looks above all for endoleak, persistent flow within the sac outside the graft. Type I is failure of the proximal or distal seal; type II is retrograde flow from lumbar arteries or the inferior mesenteric artery; type III is junctional separation or a fabric tear; type IV is graft porosity; and type V, endotension, is sac expansion without a visible leak. Types I and III need prompt treatment; most type II leaks are observed unless the sac is growing.",
            ),
        },
      },
      {
        title: "Who Benefits from Carotid Endarterectomy, and When?",
        description:
          "Selecting symptomatic patients for carotid surgery, the importance of timing, and operative choices and complications.",
        lesson: {
          title: "Degree of stenosis, timing and technique",
          html: p(
            "The indication for carotid endarterectomy rests on NASCET and the European Carotid Surgery Trial (ECST). A pooled analysis of their data, with stenosis re-measured by the NASCET method, showed that in recently symptomatic patients surgery reduced the five-year risk of ipsilateral ischaemic stroke by an absolute 16 per cent for 70-99 per cent stenosis and by about 4.6 per cent for 50-69 per cent stenosis, had no benefit for 30-49 per cent and was harmful below 30 per cent. Patients with near-occlusion gained little.",
            "The trials measured stenosis differently. NASCET compares the narrowest residual lumen with the diameter of the normal internal carotid artery well beyond the bulb; ECST compares it with the estimated original diameter of the bulb at the same point. ECST figures are therefore higher, roughly ECST ≈ 0.6 × NASCET + 40 per cent, so 50 per cent by NASCET corresponds to about 70 per cent by ECST. In UK practice duplex ultrasound is the first test, with velocity criteria reported against the NASCET scale.",
            "Timing matters as much as degree. The risk of recurrent stroke is highest in the first days after a transient ischaemic attack or minor stroke, and re-analysis of the trial data showed that the benefit of surgery falls steeply with delay; for 50-69 per cent stenosis it is largely lost beyond about two weeks. UK and European guidance therefore aims for endarterectomy within two weeks of symptom onset, as soon as the patient is neurologically stable. Newer trials are re-testing these estimates against modern best medical therapy.",
            "Surgery can be done under general or local anaesthesia; the GALA trial found no difference in stroke, myocardial infarction or death. Local anaesthesia allows direct neurological monitoring and selective shunting; under general anaesthesia surgeons shunt routinely or select using stump pressure or other monitoring. Patch closure reduces restenosis and perioperative stroke compared with primary closure. Complications include stroke, cranial nerve injury (hypoglossal, marginal mandibular and recurrent laryngeal or vagal), neck haematoma and cerebral hyperperfusion syndrome, which presents with ipsilateral headache, seizures or haemorrhage and is prevented mainly by strict postoperative blood pressure control. In symptomatic patients carotid stenting carries a higher risk of periprocedural stroke than endarterectomy, particularly over the age of 70, as shown in ICSS and in meta-analyses.",
          ),
        },
      },
      {
        title: "Chronic Limb-Threatening Ischaemia",
        description:
          "Diagnosis, staging and revascularisation strategy in patients with ischaemic rest pain or tissue loss.",
        lesson: {
          title: "Staging the limb and choosing a revascularisation strategy",
          html: p(
            "Chronic limb-threatening ischaemia (CLTI) is the end stage of peripheral arterial disease: ischaemic rest pain, or tissue loss such as ulceration or gangrene, present for more than two weeks, with objective evidence of impaired perfusion. The Global Vascular Guidelines (2019) adopted the term in place of 'critical limb ischaemia' to emphasise that the threat to the limb spans a range of severity, and to include patients with diabetes in whom wound, infection and perfusion interact. Typical haemodynamic findings are an ankle pressure below 50 mmHg, a toe pressure below 30 mmHg or a transcutaneous oxygen pressure below 30 mmHg. The ankle-brachial pressure index (ABPI) can mislead: medial calcification, common in diabetes and renal failure, makes tibial arteries incompressible and the ABPI falsely normal or high, so toe pressures and arterial waveforms are needed.",
            "The guidelines stage the limb with WIfI (Wound, Ischaemia, foot Infection), each graded 0 to 3, which predicts amputation risk and the likely benefit of revascularisation, and describe disease anatomy with GLASS, the Global Limb Anatomic Staging System, which grades femoropopliteal and infrapopliteal disease along a target arterial path to estimate the likelihood of technical success. Decisions follow the PLAN framework: Patient risk, Limb severity and ANatomic pattern of disease.",
            "Trial evidence on strategy is mixed. BASIL-1 (2005) found similar amputation-free survival after bypass-first and angioplasty-first strategies for infrainguinal disease, but patients who lived beyond two years did better with bypass. BEST-CLI (2022) found that in patients with an adequate single-segment great saphenous conduit, surgical bypass reduced major adverse limb events or death compared with endovascular treatment. BASIL-2 (2023), in patients needing infrapopliteal revascularisation, found a bypass-first strategy associated with worse amputation-free survival than best endovascular treatment first, largely through more deaths. The trials differ in anatomy, conduit and frailty, and together argue for individual decisions made by a multidisciplinary team.",
            "Whatever the strategy, best medical therapy is essential: smoking cessation, antiplatelet therapy, a high-intensity statin, control of diabetes and blood pressure and, after revascularisation, consideration of rivaroxaban 2.5 mg twice daily with aspirin, which reduced major adverse limb events in VOYAGER PAD. Primary amputation remains the right choice for some patients with unsalvageable limbs or very limited function.",
          ),
        },
      },
    ],
  },
  {
    slug: "stochastic-processes-markov-chains-poisson-processes-and-martingales",
    discipline: "Stochastic processes",
    title: "Stochastic Processes: Markov Chains, Poisson Processes and Martingales",
    description:
      "Prerequisite: measure-theoretic probability. The module develops the theory of discrete-time Markov chains and their long-run behaviour, the Poisson process and continuous-time chains, martingales and optional stopping, and Brownian motion, with applications to queues, random walks and gambling problems.",
    level: "advanced",
    duration: "eleven weeks (three lectures and one example class a week)",
    plantedGap: "Brownian motion",
    modules: [
      {
        title: "Discrete-Time Markov Chains",
        description:
          "Classification of states, recurrence and transience, stationary distributions and convergence to equilibrium.",
        lesson: {
          title: "Recurrence, stationarity and convergence",
          html: p(
            "A discrete-time Markov chain on a countable state space S is a sequence (X<sub>n</sub>) with P(X<sub>n+1</sub> = j | X<sub>n</sub> = i, X<sub>n−1</sub>, ..., X<sub>0</sub>) = p<sub>ij</sub>: the Markov property with a time-homogeneous transition matrix P. The n-step transition probabilities are the entries of P<sup>n</sup>, and the Chapman-Kolmogorov equations P<sup>m+n</sup> = P<sup>m</sup>P<sup>n</sup> follow by conditioning on the state at time m.",
            "States i and j communicate if each can be reached from the other; communication is an equivalence relation, and a chain with a single class is irreducible. A state is recurrent if the chain returns to it with probability one and transient otherwise; equivalently, i is recurrent if and only if Σ<sub>n</sub> p<sub>ii</sub><sup>(n)</sup> = ∞, and recurrence is a class property. Pólya's theorem shows that simple symmetric random walk on ℤ<sup>d</sup> is recurrent for d = 1, 2 and transient for d ≥ 3: in one dimension p<sub>00</sub><sup>(2n)</sup> = C(2n, n)/4<sup>n</sup> ~ 1/√(πn), whose sum diverges, while in three dimensions the return probabilities decay like n<sup>−3/2</sup> and are summable. A recurrent state is positive recurrent if its mean return time m<sub>i</sub> is finite and null recurrent otherwise; the walk on ℤ is null recurrent.",
            "A distribution π is stationary if π = πP. An irreducible chain has a stationary distribution if and only if it is positive recurrent, in which case π is unique and π<sub>i</sub> = 1/m<sub>i</sub>. If the chain is also aperiodic, p<sub>ij</sub><sup>(n)</sup> → π<sub>j</sub> for all i and j; without aperiodicity the ergodic theorem still gives that the long-run proportion of time spent in j converges almost surely to π<sub>j</sub>.",
            "Worked example. For the two-state chain with rows (1 − a, a) and (b, 1 − b), where 0 &lt; a, b &lt; 1, solving πP = π gives π = (b/(a + b), a/(a + b)). The eigenvalues of P are 1 and 1 − a − b, so p<sub>11</sub><sup>(n)</sup> = b/(a + b) + (a/(a + b))(1 − a − b)<sup>n</sup>, and convergence is geometric at rate |1 − a − b|. Many chains are easiest to analyse through detailed balance, π<sub>i</sub>p<sub>ij</sub> = π<sub>j</sub>p<sub>ji</sub>, which, when it can be solved, yields a stationary distribution and shows that the chain is reversible.",
          ),
        },
      },
      {
        title: "Poisson Processes and Continuous-Time Chains",
        description:
          "Equivalent definitions and properties of the Poisson process, and generators, holding times and Kolmogorov equations for continuous-time chains.",
        lesson: {
          title: "From exponential clocks to generators",
          html: p(
            "A Poisson process of rate λ &gt; 0 is a counting process (N<sub>t</sub>)<sub>t≥0</sub> that can be defined in three equivalent ways: (i) N<sub>0</sub> = 0, with independent increments and N<sub>s+t</sub> − N<sub>s</sub> ~ Poisson(λt); (ii) the inter-arrival times are independent Exp(λ) random variables; (iii) increments are independent and, as h ↓ 0, P(N<sub>t+h</sub> − N<sub>t</sub> = 1) = λh + o(h) and P(N<sub>t+h</sub> − N<sub>t</sub> ≥ 2) = o(h). Proving the equivalence is a standard exercise and shows why the exponential distribution, the only continuous memoryless distribution, is central to the subject.",
            "Three properties recur in applications. Superposition: independent Poisson processes of rates λ and μ add to a Poisson process of rate λ + μ. Thinning: if each point is kept independently with probability p, the kept points form a Poisson process of rate λp, independent of the discarded ones. Conditional uniformity: given N<sub>t</sub> = n, the arrival times are distributed as the order statistics of n independent Uniform(0, t) random variables.",
            "A continuous-time Markov chain on a countable S is specified by a generator matrix Q with q<sub>ij</sub> ≥ 0 for i ≠ j and rows summing to zero, so that q<sub>i</sub> = −q<sub>ii</sub>. The chain stays in i for an Exp(q<sub>i</sub>) holding time and then jumps to j with probability q<sub>ij</sub>/q<sub>i</sub>. The transition matrices satisfy the backward equation P′(t) = QP(t) and the forward equation P′(t) = P(t)Q, with P(t) = e<sup>tQ</sup> when S is finite; stationary distributions solve πQ = 0.",
            "Example: the M/M/1 queue is a birth-death chain on {0, 1, 2, ...} with q<sub>n,n+1</sub> = λ and q<sub>n,n−1</sub> = μ for n ≥ 1. Detailed balance, π<sub>n</sub>λ = π<sub>n+1</sub>μ, gives π<sub>n</sub> = (1 − ρ)ρ<sup>n</sup> with ρ = λ/μ, provided ρ &lt; 1, and the mean number in the system is ρ/(1 − ρ). With arrivals at 8 per hour and service at 10 per hour, ρ = 0.8 and the mean number in the system, including the customer being served, is 4; Little's law, L = λW, then gives a mean time in the system of half an hour.",
          ),
        },
      },
      {
        title: "Martingales and Optional Stopping",
        description:
          "Martingales in discrete time, stopping times, the optional stopping theorem and martingale convergence.",
        lesson: {
          title: "Stopping times and gambler's ruin",
          html: p(
            "Let (F<sub>n</sub>) be a filtration. An adapted, integrable process (X<sub>n</sub>) is a martingale if E[X<sub>n+1</sub> | F<sub>n</sub>] = X<sub>n</sub> for all n, a supermartingale if ≤ holds and a submartingale if ≥ holds. For simple symmetric random walk S<sub>n</sub> started at a, both S<sub>n</sub> and S<sub>n</sub>² − n are martingales, and for the walk stepping +1 with probability p and −1 with probability q = 1 − p, so is (q/p)<sup>S<sub>n</sub></sup>.",
            "A stopping time T satisfies {T ≤ n} ∈ F<sub>n</sub> for every n: whether to stop is decided by the information available so far. The optional stopping theorem states that if X is a martingale and T a stopping time, then E[X<sub>T</sub>] = E[X<sub>0</sub>] provided one of the following holds: T is bounded; or E[T] &lt; ∞ and the increments |X<sub>n+1</sub> − X<sub>n</sub>| are bounded by a constant; or T &lt; ∞ almost surely and |X<sub>n∧T</sub>| ≤ K for all n.",
            "Gambler's ruin. A symmetric walk starts at a, with 0 &lt; a &lt; N, and stops at T, the first hitting time of {0, N}. The stopped walk is bounded, so E[S<sub>T</sub>] = a; since S<sub>T</sub> equals N with probability r and 0 otherwise, r = a/N. Applying the theorem to S<sub>n</sub>² − n, justified because E[T] &lt; ∞ and the stopped increments are bounded by 2N, gives E[S<sub>T</sub>²] − E[T] = a², so E[T] = aN − a² = a(N − a). For p ≠ q the martingale (q/p)<sup>S<sub>n</sub></sup> gives P(reach N) = (1 − (q/p)<sup>a</sup>)/(1 − (q/p)<sup>N</sup>).",
            "The conditions cannot simply be dropped. For the symmetric walk started at 0 and stopped at T = inf{n : S<sub>n</sub> = 1}, T is finite almost surely, yet E[S<sub>T</sub>] = 1 ≠ 0 = E[S<sub>0</sub>]; the theorem fails because E[T] = ∞ and the stopped walk is unbounded below. The same phenomenon explains why doubling strategies in fair games win with probability one only by accepting unbounded interim losses.",
            "Doob's martingale convergence theorem states that a martingale bounded in L¹ converges almost surely to a finite limit; in particular every non-negative martingale converges. In Pólya's urn, started with one red and one blue ball, each drawn ball being returned with another of the same colour, the proportion of red balls is a martingale with values in [0, 1]; it converges almost surely, and its limit is uniformly distributed on [0, 1].",
          ),
        },
      },
    ],
  },
  {
    slug: "statutory-interpretation-in-the-united-kingdom-courts",
    discipline: "Statutory interpretation",
    title: "Statutory Interpretation in the United Kingdom Courts",
    description:
      "A seminar option for final-year and postgraduate law students on how judges read legislation: the shift from the three traditional 'rules' to contextual and purposive interpretation, the use of Hansard and explanatory notes, the interpretive duty under section 3 of the Human Rights Act 1998, and the special approach to tax statutes.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "tax statutes",
    modules: [
      {
        title: "Beyond the Three Rules: Context and Purpose",
        description:
          "How the literal, golden and mischief rules gave way to the modern contextual and purposive approach.",
        lesson: {
          title: "The modern approach to reading legislation",
          html: p(
            "Textbooks long taught three 'rules'. The literal rule applied the ordinary meaning of the words even where the result seemed harsh: in Fisher v Bell [1961] 1 QB 394 a shopkeeper displaying a flick knife in his window was not guilty of offering it for sale, because in contract law a display is an invitation to treat. The golden rule allowed departure from the literal meaning to avoid absurdity, as in Adler v George [1964] 2 QB 7, where being 'in the vicinity of' a prohibited place was read to include being inside it. The mischief rule, from Heydon's Case (1584), asked what mischief the statute was passed to remedy: in Smith v Hughes [1960] 1 WLR 830 prostitutes soliciting from windows and balconies were held to be soliciting 'in a street', because the Street Offences Act 1959 aimed to let people walk the streets without being solicited.",
            "Modern courts treat these less as rules than as considerations within a single contextual and purposive inquiry. In R (Quintavalle) v Secretary of State for Health [2003] UKHL 13 the House of Lords held that embryos created by cell nuclear replacement fell within the Human Fertilisation and Embryology Act 1990, although its definition referred to fertilisation and the technique had not been imagined when it was passed; Lord Bingham said the court's task was to give effect to Parliament's purpose, read in the light of the statute as a whole. In R (O) v Secretary of State for the Home Department [2022] UKSC 3, Lord Hodge restated the approach: the words are the primary source of meaning and are read in the context of the section, the statute as a whole and its purpose, while external aids play a secondary role.",
            "Two further doctrines complete the picture. A statute is 'always speaking': in Fitzpatrick v Sterling Housing Association [2001] 1 AC 27 a same-sex partner could be a member of the tenant's 'family', because the word's ordinary meaning had developed over time. And in Inco Europe Ltd v First Choice Distribution [2000] 1 WLR 586 Lord Nicholls held that a court may correct an obvious drafting error, but only if it is sure of the intended purpose, that the drafter and Parliament failed by inadvertence to give effect to it, and of the substance of the provision Parliament would have made.",
          ),
        },
      },
      {
        title: "External Aids: Hansard, Explanatory Notes and Reports",
        description:
          "When and how courts may use parliamentary debates, explanatory notes and pre-legislative materials.",
        lesson: {
          title: "Pepper v Hart and its limits",
          html: p(
            "For most of the twentieth century an exclusionary rule barred courts from referring to parliamentary debates. Pepper v Hart [1993] AC 593 relaxed it. The House of Lords held that reference to Hansard is permissible where three conditions are met: the legislation is ambiguous or obscure, or its literal meaning leads to an absurdity; the material relied on consists of statements by a minister or other promoter of the Bill, with such other parliamentary material as is necessary to understand them; and the statements relied on are clear. Lord Mackay, the Lord Chancellor, dissented, warning of the cost to litigants of searching Hansard in every case.",
            "Later cases narrowed the exception. In R v Secretary of State for the Environment, ex p Spath Holme Ltd [2001] 2 AC 349 the House of Lords insisted that the conditions be applied strictly and declined to use ministerial statements to cut down a broadly worded statutory power. Wilson v First County Trust Ltd (No 2) [2003] UKHL 40 held that Hansard may be consulted for background and to identify the policy objective of legislation, but that courts must not treat the quality of ministers' reasoning in debate as a factor in judging compatibility with Convention rights, because Article 9 of the Bill of Rights 1689 protects proceedings in Parliament from being questioned in court. Successful Pepper v Hart arguments are now rare.",
            "Other external aids are less controversial. Explanatory Notes, published with government Bills since 1999, may be used as context to identify the mischief and the setting of the legislation: R (Westminster City Council) v National Asylum Support Service [2002] UKHL 38. Reports of the Law Commission and of committees whose recommendations led to the legislation may be consulted to identify the mischief, as in Black-Clawson International Ltd v Papierwerke Waldhof-Aschaffenburg AG [1975] AC 591. The Interpretation Act 1978 supplies default meanings; under section 6, for example, words importing the masculine gender include the feminine, and the singular includes the plural, unless the contrary intention appears.",
            "In R (O) Lord Hodge emphasised that such materials may illuminate context and purpose but cannot displace a meaning that is clear from the words read in context. For any external aid, students should be able to say what it is being used to show and why that use is legitimate.",
          ),
        },
      },
      {
        title: "Section 3 of the Human Rights Act 1998",
        description:
          "The strong obligation to read legislation compatibly with Convention rights, and where interpretation ends and amendment begins.",
        lesson: {
          title: "Reading legislation compatibly with Convention rights",
          html: p(
            "Section 3(1) of the Human Rights Act 1998 provides that 'so far as it is possible to do so, primary legislation and subordinate legislation must be read and given effect in a way which is compatible with the Convention rights'. The duty applies whenever the legislation was enacted, does not depend on ambiguity, and goes well beyond ordinary interpretation: a court may read words in, read broad language down or give words a strained meaning. Where a compatible reading is impossible, a higher court may instead make a declaration of incompatibility under section 4, which does not affect the validity or continuing operation of the provision, leaving any remedy to Parliament.",
            "The high-water mark is R v A (No 2) [2001] UKHL 25. Section 41 of the Youth Justice and Criminal Evidence Act 1999 severely restricted evidence of a complainant's sexual history in rape trials; the House of Lords read into it an implied provision that evidence required to ensure a fair trial under Article 6 should not be excluded. In Ghaidan v Godin-Mendoza [2004] UKHL 30 the words 'as his or her wife or husband' in the Rent Act 1977 were read as including same-sex partners, so that the survivor of a same-sex couple could succeed to a statutory tenancy, avoiding discrimination contrary to Article 14 read with Article 8. Section 3, the House held, may require a court to depart from the unambiguous meaning the legislation would otherwise bear.",
            "The limits lie in the requirement, in Lord Nicholls's words in Ghaidan, that a Convention-compatible meaning must 'go with the grain of the legislation' and not be inconsistent with a fundamental feature of the statute. In Re S (Care Order: Implementation of Care Plan) [2002] UKHL 10 the Court of Appeal's scheme of 'starred milestones' in care plans was held to cross from interpretation into amendment of the Children Act 1989. In Bellinger v Bellinger [2003] UKHL 21 the House declined to read 'male' and 'female' in the Matrimonial Causes Act 1973 as including a transgender woman, because the question raised wide policy issues for Parliament, and made a declaration of incompatibility instead; the Gender Recognition Act 2004 followed.",
            "Section 3 thus sits at the centre of debate about the roles of courts and Parliament; the Bill of Rights Bill, introduced in 2022 and withdrawn in 2023, would have repealed it.",
          ),
        },
      },
    ],
  },
];
