/** Seventy-ninth held-out evaluation courses, advanced level (C); see ai-courses-heldout79.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT79_C: EvalCourse[] = [
  {
    slug: "advanced-mass-spectrometry",
    discipline: "Mass spectrometry",
    title: "Advanced Mass Spectrometry",
    description:
      "Postgraduate chemists and biochemists who already run samples on an instrument gain a working understanding of what happens inside it: electrospray and MALDI ionisation; quadrupole, time-of-flight and Orbitrap analysers; tandem MS and peptide fragmentation; and ion mobility separation.",
    level: "advanced",
    duration: "ten weeks (two lectures and one instrument laboratory a week)",
    plantedGap: "ion mobility",
    modules: [
      {
        title: "Soft Ionisation: ESI and MALDI",
        description:
          "The mechanisms of electrospray and matrix-assisted laser desorption/ionisation, charge states and their deconvolution, adducts and suppression.",
        lesson: {
          title: "Getting large molecules into the gas phase",
          html: p(
            "The two soft ionisation methods that made biomolecular mass spectrometry possible were recognised in the 2002 Nobel Prize in Chemistry: John Fenn for electrospray ionisation (ESI) and Koichi Tanaka for soft laser desorption, the precursor, with Karas and Hillenkamp's work, of MALDI.",
            "In ESI, the analyte solution flows at microlitres or nanolitres per minute through a capillary held at 2 to 5 kV. The liquid forms a Taylor cone that emits a jet of charged droplets. As solvent evaporates, charge density rises until Coulomb repulsion reaches the Rayleigh limit and the droplet undergoes fission into smaller offspring droplets. Small ions are thought to leave droplets by field-induced ion evaporation; large globular proteins are released as the last solvent evaporates from a droplet containing a single molecule, the charged residue model. Unfolded chains are described by a chain ejection model.",
            "ESI produces multiply charged ions, [M + zH]z+, which bring large molecules into the m/z range of ordinary analysers. The charge of a peak can be found from two adjacent members of a charge-state series. If m1 < m2 are neighbouring peaks, the charge on m1 is z = (m2 − 1.007) ÷ (m2 − m1). Worked example: peaks at m/z 1000.0 and 1111.0 give z = 1109.99 ÷ 111.0 = 10, and M = 10 × (1000.0 − 1.007) = 9989.9 Da. Deconvolution software does this for every peak in the series.",
            "Alkali adducts are common: [M + Na]+ appears 21.98 above [M + H]+, and [M + NH4]+ 17.03 above it. ESI is also prone to ion suppression, where co-eluting salts, detergents or matrix components compete for droplet surface and charge. Trifluoroacetic acid, excellent for chromatography, suppresses ESI signal by ion pairing, which is why LC–MS methods usually use formic acid. Nanoelectrospray, with smaller initial droplets, is more sensitive and more tolerant of salts.",
            "In MALDI the analyte is co-crystallised with a large excess of a UV-absorbing matrix and irradiated with a pulsed laser, typically a 337 nm nitrogen laser or a 355 nm frequency-tripled Nd:YAG. Standard matrices are α-cyano-4-hydroxycinnamic acid for peptides, sinapinic acid for proteins and 2,5-dihydroxybenzoic acid for glycans and general use. MALDI yields mainly singly charged ions, giving simple spectra, tolerates salts well, and suits pulsed time-of-flight analysers and tissue imaging.",
          ),
        },
      },
      {
        title: "Mass Analysers Compared",
        description:
          "Operating principles, resolving power and mass accuracy of quadrupole, time-of-flight, Orbitrap and FT-ICR analysers.",
        lesson: {
          title: "Separating ions by m/z",
          html:
            p(
              "Resolving power is defined here as R = m/Δm, where Δm is the full width of a peak at half its maximum height (FWHM). Mass accuracy is the error of a measured value in parts per million: (measured − theoretical) ÷ theoretical × 10⁶. A peptide ion with theoretical m/z 500.2500 measured at 500.2510 has an error of 2.0 ppm. High accuracy narrows the possible elemental compositions; high resolving power separates ions of nearly equal mass.",
            ) +
            "<table><tr><th>Analyser</th><th>Principle</th><th>Typical resolving power</th><th>Strengths</th></tr><tr><td>Quadrupole</td><td>Stable trajectories in RF and DC fields</td><td>Unit resolution</td><td>Robust, fast, selective; quantitation in triple quadrupoles</td></tr><tr><td>Time-of-flight</td><td>Flight time after acceleration</td><td>10,000 to 60,000 or more</td><td>Fast full spectra, unlimited m/z range</td></tr><tr><td>Orbitrap</td><td>Axial oscillation frequency, Fourier transform</td><td>15,000 to over 240,000 at m/z 200</td><td>High resolution and accuracy</td></tr><tr><td>FT-ICR</td><td>Cyclotron frequency in a magnetic field</td><td>Over 1,000,000</td><td>Highest resolving power</td></tr></table>" +
            p(
              "A quadrupole applies RF and DC voltages to four parallel rods. Solutions of the Mathieu equation show that, for given voltages, only ions in a narrow m/z window have stable trajectories; scanning the voltages at a constant ratio transmits each m/z in turn. Quadrupoles are typically operated at unit resolution, but their speed and selectivity make the triple quadrupole the standard instrument for targeted quantitation.",
              "In a time-of-flight analyser, ions accelerated through a potential V acquire kinetic energy zeV = ½mv², so their flight time over a length L is t = L√(m/2zeV), proportional to the square root of m/z. Ions of the same m/z leave with slightly different energies; a reflectron, an ion mirror, makes faster ions penetrate deeper and travel further, so they arrive together. Modern instruments use orthogonal acceleration to couple continuous ESI sources to the pulsed analyser.",
              "The Orbitrap, invented by Alexander Makarov and commercialised in 2005, traps ions orbiting a central spindle electrode. Their axial oscillation frequency is ω = √(k/(m/z)), independent of initial energy, and the image current is converted into a spectrum by Fourier transform. For a fixed transient length, resolving power falls with the square root of m/z: a setting of 140,000 at m/z 200 gives about 70,000 at m/z 800. Longer transients trade scan speed for resolution. FT-ICR instruments measure cyclotron frequency, f = zeB/2πm, in a superconducting magnet; resolving power rises with field strength, as does cost.",
            ),
        },
      },
      {
        title: "Tandem MS and Peptide Fragmentation",
        description:
          "Collision-induced and electron-transfer dissociation, peptide fragment ion nomenclature, de novo sequence reading and triple-quadrupole scan modes.",
        lesson: {
          title: "Breaking ions to read structure",
          html: p(
            "Tandem mass spectrometry isolates a precursor ion, fragments it and measures the product ions. In collision-induced dissociation (CID), precursor ions collide with an inert gas such as helium, nitrogen or argon; kinetic energy is converted into internal energy and redistributed across the molecule before the weakest bonds break. For protonated peptides these are usually the amide bonds of the backbone, after a proton migrates from a basic site to a backbone amide. Cleavage yields b ions, which retain the N-terminus, and y ions, which retain the C-terminus, in the nomenclature of Roepstorff and Fohlman (1984) as modified by Biemann.",
            "Reading a sequence uses the differences between consecutive ions of one series, which equal residue masses. Monoisotopic residue masses worth memorising include Gly 57.021, Ala 71.037, Ser 87.032, Pro 97.053, Val 99.068, Leu/Ile 113.084, Lys 128.095, Gln 128.059, Glu 129.043, Phe 147.068, Arg 156.101 and Tyr 163.063. Worked example: a tryptic peptide shows y1 at 175.119, which is arginine plus water plus a proton (156.101 + 18.011 + 1.007). A y2 ion at 288.203 adds 113.084, Leu or Ile; y3 at 375.235 adds 87.032, Ser. The C-terminal sequence is therefore …S-(L/I)-R. Leucine and isoleucine cannot be distinguished by CID because they are isomers, and telling Lys from Gln, 0.036 apart, requires good mass accuracy.",
            "Labile modifications complicate CID. Phosphoserine and phosphothreonine readily lose phosphoric acid, 97.977 Da, so the spectrum is dominated by a neutral-loss peak and the modification site is hard to assign. Electron-transfer dissociation (ETD), introduced by Syka, Hunt and colleagues in 2004, transfers an electron from a reagent radical anion such as fluoranthene to a multiply protonated peptide. The resulting radical cleaves N–Cα bonds quickly, giving c and z• ions and preserving labile modifications on the fragments. Higher-energy collisional dissociation (HCD), a beam-type CID used with Orbitrap instruments, avoids the low-mass cut-off of ion-trap CID, which loses fragments below about a third of the precursor m/z, and so retains reporter ions used in isobaric labelling.",
            "Triple quadrupoles offer scan modes that exploit fragmentation: product ion scans; precursor ion scans, which find all precursors giving a chosen fragment; neutral loss scans, for example 98 Da for singly charged phosphopeptides; and selected reaction monitoring, which follows chosen precursor-to-product transitions for sensitive, specific quantitation.",
          ),
        },
      },
    ],
  },
  {
    slug: "mergers-and-acquisitions",
    discipline: "Mergers and acquisitions",
    title: "Mergers and Acquisitions",
    description:
      "Deal-making seen from the buyer's side. Topics include strategic rationale and synergy valuation; discounted cash flow and comparables; accretion/dilution analysis; leveraged buyout structures; and the UK Takeover Code timetable for public offers.",
    level: "advanced",
    duration: "one term (ten three-hour case seminars)",
    plantedGap: "Takeover Code",
    modules: [
      {
        title: "Synergies and the Price of Control",
        description:
          "Control premiums, the evidence on who gains from acquisitions, and valuing cost and revenue synergies against the premium paid.",
        lesson: {
          title: "What a buyer can afford to pay",
          html: p(
            "Acquirers of listed companies typically pay a control premium of 20 to 40 per cent over the undisturbed share price, with around 30 per cent a commonly quoted average. The arithmetic of value creation is simple: the acquirer gains only if the present value of synergies exceeds the premium plus transaction and integration costs. Mark Sirower's The Synergy Trap (1997) argued that the premium itself sets a performance requirement that many deals never meet.",
            "The empirical evidence is consistent. Target shareholders earn large positive returns around announcement, approximately the premium. Acquirer shareholders, on average, earn returns close to zero, with very wide dispersion (Andrade, Mitchell and Stafford, 2001). Combined returns are modestly positive, so deals create some value on average, but most of it goes to the seller.",
            "Synergies should be classified and haircut by reliability. Cost synergies, from procurement, overlapping head offices, duplicated systems and sites, are within management's control and are usually estimated more reliably. Revenue synergies, from cross-selling or pricing, depend on customers and competitors and are often heavily discounted or excluded from the price a disciplined buyer will pay. Dis-synergies, such as customers leaving or key staff departing, belong in the same analysis.",
            "Worked example: run-rate pre-tax cost synergies of £40m a year, achieved half in year one and fully from year two; a tax rate of 25 per cent; one-off integration costs of £60m in year one, tax-deductible; and a discount rate of 8 per cent. After-tax synergies are £15m in year one and £30m a year thereafter. Discounting, PV = 15/1.08 + (30/0.08)/1.08 = £13.9m + £347.2m = £361.1m. The integration costs, £45m after tax, have a present value of £41.7m, leaving net synergies of about £319m. If the target's undisturbed market value is £1,000m and the buyer pays a 30 per cent premium, £300m, almost all the synergy value is transferred to the seller, and any slippage in delivery destroys value for the buyer.",
            "Two disciplines follow. First, set a walk-away price before negotiations begin, based on standalone value plus the share of synergies you are willing to concede. Second, test how sensitive the answer is: a one-year delay in reaching run-rate, or integration costs 50 per cent above plan, are common outcomes rather than pessimistic ones.",
          ),
        },
      },
      {
        title: "Valuing the Target: DCF and Comparables",
        description:
          "Unlevered free cash flow, terminal value and its sensitivity, the enterprise-to-equity bridge, and trading and transaction multiples.",
        lesson: {
          title: "Triangulating value",
          html: p(
            "A discounted cash flow (DCF) valuation forecasts unlevered free cash flow, the cash generated by operations before any payments to lenders or shareholders: FCF = EBIT × (1 − t) + depreciation and amortisation − capital expenditure − increase in net working capital. These flows are discounted at the weighted average cost of capital (WACC), reflecting the returns required by both debt and equity holders, to give enterprise value.",
            "Explicit forecasts run for five to ten years, until the business reaches a steady state, and a terminal value captures everything after that. The Gordon growth form is TV = FCF(n+1) ÷ (WACC − g). Terminal value commonly accounts for well over half of enterprise value, and it is highly sensitive to its inputs. Worked example: a business with next year's FCF of £50m, growing at 2 per cent a year indefinitely, is worth 50 ÷ (0.09 − 0.02) = £714m at a WACC of 9 per cent, but £833m at 8 per cent and £625m at 10 per cent. One percentage point of WACC moves the answer by more than 10 per cent in each direction, so DCF outputs should be presented as ranges, with the growth rate kept at or below long-run nominal GDP growth.",
            "The bridge from enterprise value to equity value subtracts net debt and other debt-like claims, such as pension deficits, lease liabilities where EBITDA excludes lease costs, and minority interests, and adds non-operating assets. If the £714m business has net debt of £200m and 50m shares, equity value is £514m, or about £10.29 a share.",
            "Comparables provide a market check. Trading comparables apply the multiples of similar listed companies, most often EV/EBITDA, to the target: with EBITDA of £80m and peers trading at 8 to 10 times, enterprise value is £640m to £800m. Precedent transactions use multiples paid in past acquisitions and are usually higher, because they include control premiums. Multiples must be consistent: an enterprise-value multiple must use a pre-financing measure such as EBITDA, while a price-to-earnings ratio relates equity value to post-interest earnings. Since IFRS 16 brought most leases on balance sheet in 2019, EBITDA excludes lease costs, so lease liabilities must be treated consistently in both the multiple and the bridge.",
            "A football-field chart summarises the ranges; the overlap between methods, not any point estimate, should guide negotiation.",
          ),
        },
      },
      {
        title: "Accretion, Dilution and Leveraged Buyouts",
        description:
          "How deal financing affects earnings per share, why accretion is not value creation, and the structure and return drivers of an LBO.",
        lesson: {
          title: "Financing the deal",
          html: p(
            "Boards ask whether a deal is accretive or dilutive to the buyer's earnings per share (EPS). Consider an acquirer with net income of £500m and 1,000m shares, so EPS is £0.50, and a share price of £10, a P/E of 20. The target earns £60m.",
            "In an all-share deal at £900m, a P/E of 15, the acquirer issues 90m new shares. Combined EPS, before synergies, is 560 ÷ 1,090 = £0.514, accretion of 2.8 per cent. The general rule is that an all-share deal is accretive when the P/E paid for the target is lower than the acquirer's own P/E. In an all-cash deal financed with debt at 6 per cent, interest is £54m, or £40.5m after 25 per cent tax, and EPS becomes (500 + 60 − 40.5) ÷ 1,000 = £0.5195, accretion of 3.9 per cent. Debt-financed deals are accretive when the target's earnings yield, here 60 ÷ 900 = 6.7 per cent, exceeds the after-tax cost of debt, 4.5 per cent.",
            "Accretion is not value creation. A company with a high P/E can raise its EPS by buying slower-growing, lower-rated businesses while destroying value, and cheap debt makes almost any deal accretive while adding financial risk. EPS analysis is a communication constraint, not a valuation method.",
            "A leveraged buyout (LBO) is an acquisition, usually by a private equity sponsor, financed largely with debt secured on the target's own cash flows. Since the 2008 financial crisis, leverage has typically been around 4 to 6 times EBITDA, with equity contributing 40 to 50 per cent of the price, compared with much thinner equity in the buyouts of the 1980s. The debt may include senior term loans, high-yield bonds and mezzanine notes, with covenants restricting further borrowing, dividends and asset sales.",
            "Sponsor returns come from three sources: paying down debt from free cash flow, growing EBITDA, and selling at a higher multiple than was paid. Worked example: buy a company with EBITDA of £100m at 8 times, £800m, funded with £500m of debt and £300m of equity. After five years EBITDA is £130m, the exit multiple is again 8 times, £1,040m, and net debt has been reduced to £300m. Equity proceeds are £740m, a multiple of 2.47 times invested capital and an internal rate of return of about 19.8 per cent a year, with no help from multiple expansion.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-clinical-neurology",
    discipline: "Neurology",
    title: "Advanced Clinical Neurology",
    description:
      "Localisation, hyperacute stroke, demyelination and status epilepticus: four areas in which speed and precision of clinical reasoning change outcomes. Aimed at specialty trainees and advanced practitioners, the course combines case-based teaching with current national guidance and the trial evidence behind it.",
    level: "advanced",
    duration: "six weeks (one full study day a week)",
    plantedGap: "status epilepticus",
    modules: [
      {
        title: "Where Is the Lesion?",
        description:
          "Upper and lower motor neurone patterns and the systematic localisation of weakness, illustrated by foot drop and lateral medullary syndrome.",
        lesson: {
          title: "Principles of localisation",
          html: p(
            "Neurological diagnosis proceeds in two steps: first where the lesion is, then what it is. Localisation comes first because the differential diagnosis of a lesion in the internal capsule has almost nothing in common with that of a lesion in a peripheral nerve.",
            "The first division is between upper and lower motor neurone patterns. Upper motor neurone lesions cause spasticity, which is velocity-dependent and may show a clasp-knife catch, hyperreflexia, extensor plantar responses and a pyramidal distribution of weakness in which the arm extensors and leg flexors are weaker than their antagonists. Lower motor neurone lesions cause wasting, fasciculation, reduced tone and reduced or absent reflexes in the distribution of the affected roots or nerves. Then comes distribution: hemiparesis with aphasia or neglect implies cortex; pure motor hemiparesis of face, arm and leg suggests a small deep infarct in the internal capsule or pons; a sensory level suggests the spinal cord; and crossed signs, cranial nerve deficits on one side with long tract signs on the other, point to the brainstem.",
            "Foot drop is a standard test of these skills. The main candidates are an L5 radiculopathy, a common peroneal (fibular) neuropathy at the fibular head, a sciatic neuropathy and, rarely, a central lesion or motor neurone disease. Both L5 radiculopathy and peroneal neuropathy weaken ankle dorsiflexion and toe extension. The discriminating muscles are tibialis posterior, which inverts the ankle and is supplied by L5 through the tibial nerve, and gluteus medius, which abducts the hip and is supplied by L5 through the superior gluteal nerve. Weak inversion and hip abduction indicate L5; preserved inversion with weak eversion indicates the peroneal nerve. Peroneal neuropathy often follows habitual leg crossing, weight loss, prolonged squatting or a tight plaster cast. Nerve conduction studies and electromyography confirm the site, for example by showing denervation in paraspinal muscles in radiculopathy.",
            "Lateral medullary syndrome, usually from vertebral or posterior inferior cerebellar artery occlusion, shows crossed signs: ipsilateral loss of pain and temperature sensation on the face, Horner's syndrome, limb ataxia, dysphagia and hoarseness, with contralateral loss of pain and temperature sensation on the body. Strength is typically spared, because the pyramids lie medially. The pattern localises the lesion precisely before any imaging.",
          ),
        },
      },
      {
        title: "Hyperacute Stroke: Thrombolysis and Thrombectomy",
        description:
          "Eligibility, dosing and blood pressure targets for intravenous thrombolysis, and the trial evidence and time windows for mechanical thrombectomy.",
        lesson: {
          title: "Reperfusion decisions in the first hours",
          html: p(
            "In a large-vessel ischaemic stroke, an estimated 1.9 million neurons are lost each minute without treatment (Saver, 2006), so every step to reperfusion must be shortened. Initial assessment establishes the time the patient was last known well, the National Institutes of Health Stroke Scale (NIHSS) score and the capillary glucose, since hypoglycaemia can mimic stroke, followed by immediate non-contrast CT to exclude haemorrhage and CT angiography to look for a large-vessel occlusion.",
            "Intravenous thrombolysis with alteplase is licensed within 4.5 hours of known onset, extended from 3 hours after the ECASS III trial of 2008. The dose is 0.9 mg/kg to a maximum of 90 mg, 10 per cent as a bolus over one minute and the rest infused over 60 minutes. Blood pressure must be below 185/110 mmHg before treatment and kept below 180/105 mmHg for 24 hours afterwards. Tenecteplase, given as a single bolus of 0.25 mg/kg (maximum 25 mg), is increasingly used and is now recommended in UK guidance as an alternative. The main risk is symptomatic intracranial haemorrhage, which occurs in a few per cent of treated patients.",
            "Mechanical thrombectomy became standard after five trials published in 2015, beginning with MR CLEAN. The HERMES pooled analysis found that for proximal anterior-circulation occlusions, the number needed to treat for one patient to have reduced disability by at least one point on the modified Rankin Scale was 2.6, one of the largest treatment effects in acute medicine. NICE guideline NG128 recommends thrombectomy, together with thrombolysis if not contraindicated, for confirmed occlusion of the proximal anterior circulation within 6 hours of onset.",
            "The window was extended by imaging selection. DAWN (2018) treated patients 6 to 24 hours after last known well whose clinical deficit was disproportionate to a small infarct core, and DEFUSE 3 (2018) treated patients 6 to 16 hours out with a favourable perfusion mismatch; both showed large benefits. Guidance now allows thrombectomy up to 24 hours where imaging shows salvageable brain. Trials published in 2022, ATTENTION and BAOCHE, supported thrombectomy for basilar artery occlusion, and the 2023 large-core trials, including SELECT2 and ANGEL-ASPECT, showed benefit even when the established infarct is extensive.",
            "Practical lesson: do not let the decision about thrombolysis delay transfer for thrombectomy, or the reverse. Parallel processing of imaging, consent and transfer shortens door-to-reperfusion times.",
          ),
        },
      },
      {
        title: "Diagnosing Multiple Sclerosis: The McDonald Criteria",
        description:
          "Dissemination in space and time, the 2017 revisions including oligoclonal bands, red flags for mimics, and a worked diagnostic case.",
        lesson: {
          title: "Dissemination in space and time",
          html: p(
            "Multiple sclerosis is diagnosed by showing that inflammatory demyelinating lesions are disseminated in space (DIS) and in time (DIT), and that there is no better explanation. The McDonald criteria, first published in 2001 and revised in 2005, 2010 and 2017, define how MRI and cerebrospinal fluid can substitute for a second clinical attack, allowing earlier diagnosis after a clinically isolated syndrome such as optic neuritis, a partial myelitis or a brainstem syndrome.",
            "Under the 2017 criteria, DIS is shown by one or more T2-hyperintense lesions characteristic of MS in at least two of four areas: periventricular, cortical or juxtacortical, infratentorial, and spinal cord. DIT is shown by the simultaneous presence of gadolinium-enhancing and non-enhancing lesions on one scan, or by a new T2 or enhancing lesion on follow-up MRI. The 2017 revision made three important changes: symptomatic as well as asymptomatic lesions now count; cortical lesions count alongside juxtacortical ones; and CSF-specific oligoclonal bands, present in the CSF but not in serum, can substitute for demonstration of DIT in a patient with a typical clinically isolated syndrome who meets DIS.",
            "Worked case: a 28-year-old woman presents with painful loss of vision in one eye, consistent with optic neuritis. MRI shows periventricular and juxtacortical lesions and an asymptomatic cervical cord lesion, none enhancing. DIS is met, with three areas involved. DIT is not met on MRI, because no lesion enhances. Lumbar puncture shows CSF-specific oligoclonal bands, so under the 2017 criteria she can be diagnosed with relapsing-remitting MS without waiting for a second attack or a new lesion.",
            "The phrase no better explanation does real work. Red flags for neuromyelitis optica spectrum disorder include longitudinally extensive transverse myelitis spanning three or more vertebral segments, area postrema syndrome with intractable hiccups or vomiting, and severe or bilateral optic neuritis; aquaporin-4 antibodies should be tested. MOG antibody-associated disease often causes bilateral optic neuritis with marked disc swelling and, in children, acute disseminated encephalomyelitis. Both conditions respond poorly to, or are worsened by, some MS therapies, so misdiagnosis has direct consequences.",
            "The criteria are being revised again. The revision presented in 2024 adds the optic nerve as a fifth area for DIS and incorporates newer markers such as the central vein sign, paramagnetic rim lesions and kappa free light chains in CSF.",
          ),
        },
      },
    ],
  },
  {
    slug: "reconstructing-quaternary-environments",
    discipline: "Quaternary science",
    title: "Reconstructing Quaternary Environments",
    description:
      "The last 2.58 million years have seen dozens of glacial cycles, abrupt climate shifts and the spread of modern humans. How do we know? The course examines the proxies and dating methods behind these reconstructions: marine oxygen-isotope stratigraphy, polar ice cores, radiocarbon dating and calibration, and tephrochronology.",
    level: "advanced",
    duration: "twelve weeks (one lecture, one data practical and one reading seminar a week)",
    plantedGap: "tephrochronology",
    modules: [
      {
        title: "Marine Isotope Stages and Orbital Forcing",
        description:
          "What benthic foraminiferal oxygen isotopes record, how marine isotope stages are numbered, and the evidence for orbital pacing of glacial cycles.",
        lesson: {
          title: "The ocean's oxygen isotope record",
          html: p(
            "The Quaternary Period begins at 2.58 million years ago, the base of the Gelasian Stage, a boundary ratified in 2009. Its backbone record comes from the oxygen isotopes of foraminifera in deep-sea sediments, expressed as δ18O, the per mil deviation of the 18O/16O ratio from a standard.",
            "Water molecules containing the lighter isotope 16O evaporate more readily, and water vapour is progressively depleted in 18O as it travels poleward and precipitates. Ice sheets therefore store isotopically light water, and during glacials the ocean becomes enriched in 18O. Benthic foraminiferal calcite records both this ice-volume signal and the temperature of the deep water in which it grew, since calcite incorporates more 18O at lower temperatures. The glacial–interglacial amplitude in benthic records is about 1.5 to 2 per mil, of which roughly 1 per mil reflects the ice volume equivalent to a sea-level fall of about 120 m, and the remainder deep-water cooling.",
            "Cesare Emiliani began numbering isotope stages in 1955. Counting back from the present, odd numbers are warm and even numbers cold: Marine Isotope Stage (MIS) 1 is the Holocene; MIS 2 contains the Last Glacial Maximum, about 26 to 19 thousand years ago; and MIS 5e, about 130 to 116 thousand years ago, is the last interglacial, when sea level stood several metres above present. Shackleton and Opdyke's 1973 study of Pacific core V28-238 established the ice-volume interpretation and tied the sequence to the Brunhes–Matuyama magnetic reversal. Lisiecki and Raymo's LR04 stack of 2005 combines 57 benthic records into a reference curve for the last 5.3 million years.",
            "Hays, Imbrie and Shackleton's 1976 paper, Variations in the Earth's Orbit: Pacemaker of the Ice Ages, found spectral peaks in ocean records at the periods of the Earth's orbital cycles: eccentricity at about 100,000 years (with a longer 405,000-year component), obliquity at 41,000 years and precession at about 19,000 to 23,000 years. For most of the early Pleistocene glacial cycles followed the 41,000-year obliquity rhythm; during the Mid-Pleistocene Transition, roughly 1.25 to 0.7 million years ago, they lengthened to about 100,000 years and became larger and more asymmetric, with slow build-up and rapid terminations. Why, without any change in orbital forcing, remains debated.",
            "A caution: many marine age models are themselves orbitally tuned, so using them as independent evidence for orbital forcing is circular.",
          ),
        },
      },
      {
        title: "Ice Cores: Isotopes, Gases and Abrupt Change",
        description:
          "Temperature and greenhouse-gas records from Antarctic and Greenland cores, the gas-age difference, layer counting and Dansgaard–Oeschger events.",
        lesson: {
          title: "Reading the polar archives",
          html: p(
            "Polar ice cores record past climate directly in the ice and the air trapped within it. The stable isotopes of the ice itself, δ18O and δD, become more negative at colder condensation temperatures and serve as a temperature proxy for the site, though the relationship varies in time and must be calibrated, for example against borehole temperature profiles.",
            "The longest continuous record comes from EPICA Dome C in East Antarctica, which extends to about 800,000 years and covers eight glacial cycles. Air bubbles show carbon dioxide varying between about 180 to 190 ppm in glacial maxima and about 280 ppm in interglacials, and methane between about 350 and 700 ppb, closely tracking Antarctic temperature. The earlier Vostok core had established this relationship over four cycles.",
            "Gas and ice in the same layer do not have the same age. Snow compacts to firn and the pores close off only at depths of roughly 50 to 120 m, so the trapped air is younger than the surrounding ice. This difference, Δage, is a few hundred years in Greenland but can reach several thousand years in the cold, low-accumulation glacial ice of the East Antarctic plateau. It must be modelled, and it is the main source of uncertainty when asking whether carbon dioxide led or lagged temperature.",
            "Greenland cores have higher accumulation and therefore higher resolution. The GRIP, GISP2 and NGRIP cores revealed Dansgaard–Oeschger events: during the last glacial period Greenland warmed abruptly more than 20 times, by about 5 to 16 °C within decades, and then cooled gradually. Nitrogen and argon isotope fractionation in trapped air provides an independent thermometer for these jumps. The Greenland Ice Core Chronology 2005 (GICC05) is based on counting annual layers back to 60,000 years, with a maximum counting error of about 2,600 years at that age.",
            "Comparing hemispheres led to the idea of a bipolar seesaw. Antarctic temperature rose slowly during the long Greenland cold stadials and began to fall when Greenland warmed, consistent with changes in the Atlantic meridional overturning circulation redistributing heat between hemispheres. The coldest stadials coincide with Heinrich events, layers of ice-rafted debris from collapsing Laurentide ice in North Atlantic sediments, described by Hartmut Heinrich in 1988.",
          ),
        },
      },
      {
        title: "Radiocarbon Dating and Calibration",
        description:
          "Conventional radiocarbon ages, calibration with IntCal20 and Marine20, reservoir effects, contamination and Bayesian age-depth models.",
        lesson: {
          title: "From 14C measurement to calendar age",
          html: p(
            "Radiocarbon is produced in the upper atmosphere when cosmic-ray neutrons react with nitrogen-14. As carbon dioxide it mixes through the atmosphere into living organisms, which stop exchanging carbon at death. Willard Libby developed the method in the late 1940s (Nobel Prize in Chemistry, 1960).",
            "A conventional radiocarbon age is reported in years BP, before AD 1950, using Libby's half-life of 5,568 years (a mean life of 8,033 years) rather than the more accurate 5,730 years, and after normalising for isotopic fractionation to a δ13C of −25 per mil, following Stuiver and Polach (1977). The age is t = −8,033 × ln F, where F is the fraction of modern carbon. Worked example: F = 0.25 gives 11,136 14C years BP, two Libby half-lives.",
            "Conventional ages are not calendar ages, because atmospheric 14C has varied with the geomagnetic field, solar activity and the carbon cycle. Calibration converts them using curves built from independently dated archives. IntCal20 (Reimer and colleagues, 2020) uses tree rings back to about 13,900 years ago and then lake varves from Suigetsu, speleothems, corals and marine records to 55,000 years. Calibrated ages are usually non-Gaussian and may have several ranges, especially on plateaus in the curve such as the Hallstatt plateau between about 800 and 400 BC, where a wide span of calendar dates gives almost the same radiocarbon age.",
            "Reservoir effects arise when carbon does not come directly from the contemporary atmosphere. The surface ocean is on average several hundred years older than the atmosphere, so marine samples are calibrated with Marine20 plus a local correction, ΔR. Lakes in limestone catchments show a hard-water effect from dissolved ancient carbonate.",
            "Contamination matters most for old samples. A sample truly 50,000 years old retains about 0.2 per cent of modern 14C; adding just 1 per cent of modern carbon makes it appear about 35,500 years old. Hence careful pretreatment, such as acid–base–acid washing of charcoal and ultrafiltration of bone collagen, and a practical limit of about 50,000 years.",
            "Sequences of dates down a core are best interpreted with Bayesian age–depth models, such as OxCal by Christopher Bronk Ramsey or Bacon by Maarten Blaauw and Andrés Christen, which combine the calibrated dates with the constraint that deeper sediment is older. Reports should give laboratory numbers, conventional ages with errors, the calibration curve and software, and 95.4 per cent ranges.",
          ),
        },
      },
    ],
  },
  {
    slug: "power-system-protection",
    discipline: "Power system protection",
    title: "Power System Protection",
    description:
      "Calculate fault levels with symmetrical components, grade inverse-time overcurrent relays, set distance protection zones and co-ordinate auto-reclosing on overhead lines: the core tasks of a protection engineer, practised on realistic transmission and distribution network studies.",
    level: "advanced",
    duration: "one semester (weekly three-hour lecture-tutorial with four software laboratories)",
    plantedGap: "auto-reclosing",
    modules: [
      {
        title: "Fault Levels and Symmetrical Components",
        description:
          "Per-unit fault calculations, symmetrical component networks for unbalanced faults, and the effect of neutral earthing and X/R ratio.",
        lesson: {
          title: "How big is the fault current?",
          html: p(
            "Every protection study starts from fault currents. Maximum fault levels set the making and breaking duties of circuit breakers and the grading of relays; minimum fault levels check that relays will still operate for the weakest fault they must detect. IEC 60909 formalises the method, using a voltage factor c, typically 1.1 for maximum and 1.0 for minimum calculations at medium and high voltage.",
            "Worked example in per unit on a 100 MVA base: an 11 kV busbar is fed from a 33 kV source with a fault level of 250 MVA and a 33/11 kV, 20 MVA transformer of 10 per cent impedance. The source impedance is 100/250 = 0.4 pu; the transformer, converted to the common base, is 0.10 × 100/20 = 0.5 pu. The total of 0.9 pu gives a three-phase fault level of 100/0.9 = 111 MVA at 11 kV, and a fault current of 111 MVA ÷ (√3 × 11 kV) = 5.83 kA. Resistance is neglected here; in practice it is included, and the X/R ratio sets the DC offset that determines the peak making current.",
            "Unbalanced faults are analysed with symmetrical components, introduced by Charles Fortescue in 1918: any set of three unbalanced phasors can be resolved into positive-, negative- and zero-sequence sets, each with its own network. With pre-fault voltage E and fault impedance Zf, the standard results are: three-phase fault, If = E/Z1; line-to-line fault, If = √3E/(Z1 + Z2); single line-to-earth fault, If = 3E/(Z1 + Z2 + Z0 + 3Zf). The negative-sequence impedance of static plant equals its positive-sequence impedance, but the zero-sequence network depends on transformer winding connections and earthing.",
            "Zero-sequence current circulates in a delta winding but cannot pass through it, so a delta–star transformer isolates the earth-fault networks on its two sides, and only a star winding with an earthed neutral provides a zero-sequence path. Neutral earthing therefore controls earth-fault current. A resistance chosen to limit earth-fault current on an 11 kV system to 1,000 A is about 6,350 V ÷ 1,000 A = 6.35 Ω, since the phase-to-neutral voltage is 11 kV/√3. Limiting earth-fault current reduces damage and touch voltages, but it also makes sensitive earth-fault settings essential, because earth faults through high resistance may draw less than the load current.",
          ),
        },
      },
      {
        title: "Grading Inverse-Time Overcurrent Relays",
        description:
          "IEC inverse-time characteristics, current and time settings, grading margins, and a worked co-ordination of two relays in series.",
        lesson: {
          title: "Discrimination by time and current",
          html: p(
            "On radial networks overcurrent protection discriminates by time: the relay nearest the fault operates first, and each upstream relay waits. IEC 60255-151 defines standard inverse-time characteristics in terms of the plug setting multiplier M, the ratio of fault current to the relay's current setting Is, and the time multiplier setting (TMS). The standard inverse curve is t = TMS × 0.14 ÷ (M^0.02 − 1); the very inverse curve is t = TMS × 13.5 ÷ (M − 1); and the extremely inverse curve is t = TMS × 80 ÷ (M² − 1). Steeper curves suit circuits where fault current falls sharply with distance and grade well with fuses.",
            "The current setting must exceed the maximum load current, including cold-load pickup, yet remain well below the minimum fault current in the zone the relay protects, including its backup zone. The grading margin between successive relays allows for the downstream circuit breaker's interrupting time, relay overshoot, timing errors and current transformer errors, plus a safety allowance: 0.4 s was traditional with electromechanical relays, and 0.25 to 0.3 s is common with numerical relays.",
            "Worked example, standard inverse curves: a downstream relay has Is = 400 A and TMS = 0.1. For a fault current of 4,000 A, M = 10 and t = 0.1 × 0.14 ÷ (10^0.02 − 1) = 0.014 ÷ 0.0471 = 0.297 s. The upstream relay has Is = 600 A and sees the same 4,000 A, so M = 6.67 and its operating time at TMS 1 is 0.14 ÷ (6.67^0.02 − 1) = 3.62 s. With a margin of 0.3 s it must operate in at least 0.597 s, so the TMS must be at least 0.597 ÷ 3.62 = 0.165. Choosing the next available setting, 0.175, gives 0.634 s and an actual margin of 0.34 s.",
            "Grading must be checked at the maximum fault current seen by both relays, where inverse curves are closest together, and also at lower currents. Instantaneous high-set elements clear close-in faults quickly; they are set about 1.3 times above the maximum fault current at the far end of the protected section so that they do not overreach. Earth-fault elements, measuring residual current, can be set much lower than phase elements, often 10 to 40 per cent of rated current, because balanced load current produces no residual.",
          ),
        },
      },
      {
        title: "Distance Protection and Its Zones",
        description:
          "Measuring impedance, mho and quadrilateral characteristics, zone reaches and times, residual compensation and load encroachment.",
        lesson: {
          title: "Setting a distance relay",
          html: p(
            "On meshed transmission networks, time-graded overcurrent protection is too slow and too dependent on source conditions. Distance relays instead measure the apparent impedance Z = V/I seen from the relay location; since line impedance is proportional to length, impedance measures distance to the fault. A fault inside the set reach produces an apparent impedance inside the relay's characteristic on the R–X plane.",
            "The mho characteristic, a circle through the origin, is inherently directional. Quadrilateral characteristics allow the resistive reach to be set independently of the reactive reach, which helps detect earth faults with significant fault resistance from arcs or tower footings.",
            "Worked example: a 132 kV line 40 km long has a positive-sequence impedance of 0.4 Ω/km at 80°, so 16 Ω primary. With current transformers of 600/1 A and voltage transformers of 132,000/110 V, secondary impedance is primary impedance × CT ratio ÷ VT ratio = 16 × 600 ÷ 1,200 = 8 Ω. Zone 1 is set to 80 to 85 per cent of the line, here 6.4 Ω, and trips without intentional delay; it deliberately underreaches, because errors in CTs, VTs and line data could otherwise make it operate for faults just beyond the remote busbar. Zone 2 reaches at least 120 per cent of the line, here 9.6 Ω, to cover the remote end with certainty, and is delayed by about 0.3 to 0.4 s to grade with zone 1 of adjacent lines. Zone 3 provides remote backup, often reaching 1.2 times the sum of the protected line and the longest adjacent line, with a delay of around 0.8 to 1 s.",
            "Earth-fault elements need residual compensation, because the loop impedance of an earth fault includes the zero-sequence impedance. The relay scales the residual current by k0 = (Z0 − Z1) ÷ 3Z1 so that it measures the positive-sequence impedance to the fault.",
            "Long reaches bring risk. Under heavy load and depressed voltage, the apparent load impedance can enter a large zone 3 characteristic. In the North American blackout of 14 August 2003, the Sammis–Star 345 kV line tripped on zone 3 in exactly this way, accelerating the cascade. Load-encroachment blinders now exclude the load region. Because zone 1 cannot cover the whole line, teleprotection schemes (permissive underreach, permissive overreach and blocking) exchange signals between the line ends so that any fault on the line clears without the zone 2 delay.",
          ),
        },
      },
    ],
  },
];
