/** Eighty-eighth held-out evaluation courses, advanced level; see ai-courses-heldout88.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT88_C: EvalCourse[] = [
  {
    slug: "the-great-seljuks-and-the-sultanate-of-rum-1040-1243",
    discipline: "Seljuk history",
    title: "The Great Seljuks and the Sultanate of Rum, 1040-1243",
    description:
      "An advanced seminar on the Seljuk Turks from the victory at Dandanqan to the Mongol victory at Köse Dağ. Sources in translation frame debates over sultan and caliph, Nizam al-Mulk's administration and the iqta, the atabegs and the fragmentation of power, Anatolian frontier society, and caravanserai networks.",
    level: "advanced",
    duration: "ten weeks (one two-hour research seminar a week)",
    plantedGap: "caravanserai networks",
    modules: [
      {
        title: "From Dandanqan to Baghdad: Sultan and Caliph",
        description:
          "How a group of Oghuz Turkmen became masters of the Abbasid capital, and how contemporaries justified the new relationship between sultan and caliph.",
        lesson: {
          title: "Conquest and Legitimacy, 1040-1072",
          html: p(
            "The Seljuks took their name from Seljuk, a leader among the Oghuz Turks of the lower Syr Darya who converted to Islam in the late tenth century. His grandsons Tughril and Chaghri led Turkmen bands into Khurasan in the 1030s, occupied Nishapur in 1038, and in 1040 destroyed the army of the Ghaznavid sultan Masʿud at Dandanqan, near Merv. The victory gave them the Iranian plateau, which they divided: Chaghri held the east from Merv, Tughril advanced west.",
            "In December 1055 Tughril entered Baghdad at the invitation of the caliph al-Qaʾim, ending the rule of the Shiʿi Buyid amirs. The episode is usually presented as a Sunni restoration, but the sources show tension from the start. In 1058 the Turkish commander al-Basasiri seized Baghdad and had the Friday sermon pronounced in the name of the Fatimid caliph of Cairo; Tughril returned, killed al-Basasiri and reinstated al-Qaʾim in 1060. His demand to marry the caliph's daughter, granted reluctantly in 1062, shows how far the balance of power had moved.",
            "Seminar discussion focuses on how the relationship was theorised. The jurist al-Mawardi, writing just before the Seljuk arrival, had already allowed that a caliph might delegate power to an amir who seized it, provided the amir acknowledged the caliph's authority and upheld the law. Later, al-Ghazali accepted that effective power lay with the sultan, whose recognition of the caliph in turn legitimated him. Students should ask whether these texts describe a settled constitution or rationalise facts on the ground.",
            "Tughril's nephew Alp Arslan (r. 1063-1072) united the eastern and western lands. His defeat and capture of the Byzantine emperor Romanos IV Diogenes at Manzikert in 1071 was not a planned conquest of Anatolia: Alp Arslan was campaigning against the Fatimids in Syria, released Romanos on terms, and turned back east. The Turkmen movement into Anatolia that followed owed more to the collapse of Byzantine defence in the civil wars after Romanos's fall than to any Seljuk design.",
            "<ul><li>Primary reading: extracts from Ibn al-Athir's al-Kamil fi'l-tarikh in D. S. Richards's translation.</li><li>Secondary reading: A. C. S. Peacock, The Great Seljuk Empire (2015), chapters 1-3.</li></ul>",
          ),
        },
      },
      {
        title: "Nizam al-Mulk, the Iqta and the Madrasa",
        description:
          "The vizierate of Nizam al-Mulk, the assignment of revenue through the iqta, and the use and limits of the Siyasatnama as evidence.",
        lesson: {
          title: "Reading the Vizier Against His Own Book",
          html: p(
            "Abu ʿAli al-Hasan ibn ʿAli, known as Nizam al-Mulk, served as vizier to Alp Arslan and then to Malik-Shah from 1064 until his murder in 1092. For three decades he directed the bureaucracy, which was staffed largely by Persian secretaries trained in the Samanid and Ghaznavid traditions, while the sultans campaigned.",
            "Central to Seljuk government was the iqta, the assignment to a military commander of the right to collect the revenue of a district in return for service. Older scholarship, especially Ann Lambton's work, saw the Seljuk iqta as a decisive step towards a quasi-feudal order in which grantees became hereditary local lords. More recent work stresses variety: some assignments were salary substitutes revocable at will, others effectively provincial governorships, and the degree of hereditary control depended on the strength of the sultan at the time.",
            "Nizam al-Mulk's Siyasatnama, or Siyar al-muluk, is a mirror for princes presented to Malik-Shah near the end of his vizierate. It recommends rotating iqta holders, using spies and postmasters to watch governors, and excluding Ismailis and other suspected heretics from office. Historians once read it as a description of the system; the current view treats it as a programme of reform written by a minister who felt his influence slipping, and some chapters were probably added after his death. Its warnings are evidence of the problems it describes, not of their solution.",
            "The vizier also founded madrasas, colleges for Shafiʿi law, in several cities; the Nizamiyya of Baghdad opened in 1067, and al-Ghazali taught there from 1091 to 1095. Their purpose is debated. Some historians see an organised Sunni revival against Shiʿism; George Makdisi and others emphasise patronage, the vizier binding the ʿulama to himself and his family.",
            "Nizam al-Mulk was killed in 1092, traditionally by a Nizari Ismaili assassin, although contemporaries also suspected his rivals at court. Malik-Shah died weeks later, and the succession war between his sons Berkyaruq and Muhammad Tapar ended the unified sultanate's best years.",
          ),
        },
      },
      {
        title: "Atabegs, Sanjar and the Anatolian Sultanate",
        description:
          "How Seljuk power fragmented in the east while a separate Seljuk dynasty built a durable state in Anatolia until the Mongol conquest.",
        lesson: {
          title: "Fragmentation in Iran, Consolidation in Rum",
          html: p(
            "Seljuk princes were customarily placed under the guardianship of a senior Turkish officer, the atabeg, who governed the prince's province on his behalf. During the succession struggles of the twelfth century many atabegs became rulers in their own right. The most consequential was Zangi, appointed to Mosul in 1127, whose capture of Edessa from the crusaders in 1144 and whose son Nur al-Din's unification of Syria set the stage for Saladin. In western Iran the atabegs of Azerbaijan, the Eldiguzids, controlled the later Seljuk sultans, and the last Seljuk sultan of Iraq, Tughril III, was killed fighting the Khwarazm-Shah in 1194.",
            "Sanjar, son of Malik-Shah, ruled Khurasan from the late 1090s and held supreme authority over the Seljuk family from 1118 to 1157. His defeat by the Qara Khitai at the Qatwan steppe near Samarkand in 1141 cost him Transoxiana, and in 1153 he was captured by Oghuz tribesmen who were resisting taxation; after his death in 1157 the eastern sultanate disintegrated.",
            "In Anatolia a different line descended from Qutlumush, a cousin of Tughril. Qutlumush's son Suleiman established himself at Nicaea in the 1070s and 1080s; after the First Crusade took Nicaea in 1097 and defeated Kilij Arslan I at Dorylaeum, the sultanate shifted to Konya. It competed for the plateau with the Danishmendids and with Byzantium, and Kilij Arslan II's defeat of Manuel I Komnenos at Myriokephalon in 1176 ended Byzantine hopes of recovering central Anatolia. The frontier societies that formed in this period combined Turkmen pastoralists, Greek and Armenian Christian peasants and townspeople, and Muslim settlers, and the sultans employed Christian troops and married Christian women.",
            "The sultanate reached its height under Kayqubad I (r. 1220-1237), who controlled ports on both the Black Sea and the Mediterranean. In 1243 the Mongols crushed Kaykhusraw II at Köse Dağ, and the sultans became tributary vassals of the Ilkhanate.",
            "<ul><li>Primary reading: Ibn Bibi's Persian chronicle of the Rum Seljuks, in extracts.</li><li>Secondary reading: Claude Cahen, The Formation of Turkey (2001 English edition); A. C. S. Peacock and S. N. Yıldız (eds), The Seljuks of Anatolia (2013).</li></ul>",
          ),
        },
      },
    ],
  },
  {
    slug: "superconductivity-phenomenology-to-josephson-devices",
    discipline: "Superconductivity",
    title: "Superconductivity: Phenomenology to Josephson Devices",
    description:
      "From Kamerlingh Onnes's vanishing resistance in mercury to flux-quantum electronics: the London and Ginzburg-Landau descriptions, type I and type II behaviour, BCS pairing and the energy gap, Josephson effects and SQUIDs, and the iron-based superconductors.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one problem class a week)",
    plantedGap: "iron-based superconductors",
    modules: [
      {
        title: "The Meissner Effect, London Equations and Ginzburg-Landau Theory",
        description:
          "Why a superconductor is more than a perfect conductor, and how penetration depth and coherence length divide type I from type II materials.",
        lesson: {
          title: "Penetration Depth, Coherence Length and Vortices",
          html: p(
            "Heike Kamerlingh Onnes found in 1911 that the resistance of mercury vanished abruptly at about 4.2 K. Zero resistance alone would make a material a perfect conductor, which would trap whatever magnetic field was present when it was cooled. In 1933 Meissner and Ochsenfeld showed that a superconductor instead expels field on cooling through its critical temperature Tc. Because the final state does not depend on history, superconductivity is a thermodynamic phase.",
            "Fritz and Heinz London described the electrodynamics phenomenologically in 1935. Their second equation, ∇ × j = −(nₛe²/m)B, combined with Ampère's law, gives ∇²B = B/λ_L², whose solutions decay inside the surface over the London penetration depth λ_L = (m/μ₀nₛe²)^½, typically 50 to 500 nm.",
            "Ginzburg and Landau (1950) introduced a complex order parameter ψ, with |ψ|² proportional to the density of superconducting electrons, and expanded the free energy in powers of |ψ|² and its gradient. The theory adds a second length, the coherence length ξ, over which ψ can vary. The ratio κ = λ/ξ classifies materials. If κ < 1/√2 the energy of a normal-superconducting interface is positive and the material is type I: it expels field completely up to the thermodynamic critical field Hc, then turns normal. If κ > 1/√2 the interface energy is negative and the material is type II: above a lower critical field Hc1 flux enters as quantised vortices, and superconductivity survives to an upper critical field Hc2.",
            "Abrikosov showed in 1957 that vortices form a lattice, each carrying one flux quantum Φ₀ = h/2e ≈ 2.07 × 10⁻¹⁵ Wb; the factor 2e was later understood as the charge of a Cooper pair. The upper critical field follows from vortex cores overlapping: μ₀Hc2 = Φ₀/(2πξ²).",
            "As a worked example, niobium-titanium, the workhorse of MRI magnets, has an upper critical field near 10 T at 4.2 K. Then ξ = (Φ₀/2πB)^½ = (2.07 × 10⁻¹⁵ / (2π × 10))^½ ≈ 5.7 nm, far shorter than its penetration depth of a few hundred nanometres, so κ is large and the material strongly type II. Pinning of vortices at defects prevents them moving under the Lorentz force, which is what allows the wire to carry large currents in high fields without dissipation.",
          ),
        },
      },
      {
        title: "BCS Theory: Cooper Pairs and the Energy Gap",
        description:
          "The microscopic pairing mechanism, the predictions of BCS theory and the experiments that confirmed them.",
        lesson: {
          title: "Pairing, the Gap and Its Evidence",
          html: p(
            "The isotope effect, found in mercury in 1950 by Maxwell and by Reynolds and colleagues, showed that Tc varies with isotopic mass roughly as M^(−½). Lattice vibrations were therefore involved. In 1956 Leon Cooper showed that two electrons above a filled Fermi sea form a bound state for an arbitrarily weak net attraction, which phonon exchange can supply for electrons within about the Debye energy ħω_D of the Fermi surface. The pair has zero total momentum and opposite spins.",
            "Bardeen, Cooper and Schrieffer (1957) built a many-body ground state from such pairs. Its key results are a gap Δ in the excitation spectrum, with quasiparticle energies E = (ε² + Δ²)^½ measured from the Fermi level, and a critical temperature Tc ≈ 1.13 ħω_D exp(−1/N(0)V), where N(0) is the density of states at the Fermi level and V the pairing interaction. The exponential explains why Tc is small compared with the Debye temperature. In the weak-coupling limit the theory predicts a universal ratio:",
            "<ul><li>Δ(0) = 1.764 k_B Tc, so 2Δ(0) ≈ 3.53 k_B Tc;</li><li>a jump in specific heat at Tc of 1.43 times the normal-state electronic value;</li><li>an electronic specific heat that falls exponentially, as exp(−Δ/k_B T), well below Tc.</li></ul>",
            "For aluminium, with Tc = 1.18 K, the formula gives Δ(0) = 1.764 × 8.617 × 10⁻⁵ eV/K × 1.18 K ≈ 0.18 meV; for niobium, Tc = 9.2 K, it gives about 1.4 meV, slightly below the measured value of about 1.5 meV, a sign of stronger electron-phonon coupling. The BCS coherence length ξ₀ = ħv_F/πΔ is of order a micrometre in aluminium, which is why aluminium is strongly type I.",
            "The gap was observed directly in 1960 by Ivar Giaever, whose tunnelling measurements between a normal metal and a superconductor showed no current until the voltage reached Δ/e, followed by a peak reflecting the divergent density of states at the gap edge. Microwave and far-infrared absorption show a threshold at frequency 2Δ/h, the energy needed to break a pair.",
            "The copper oxide superconductors discovered by Bednorz and Müller in 1986, including YBa₂Cu₃O₇ with Tc near 93 K, have a gap with d-wave symmetry and nodes, and their pairing mechanism lies outside conventional phonon-mediated BCS theory.",
          ),
        },
      },
      {
        title: "Josephson Effects and SQUIDs",
        description:
          "Tunnelling of Cooper pairs through weak links, the voltage-frequency relation, and the superconducting quantum interference device.",
        lesson: {
          title: "Phase, Voltage and the Flux Quantum in Devices",
          html: p(
            "In 1962 Brian Josephson predicted that Cooper pairs can tunnel through a thin insulating barrier between two superconductors, with a supercurrent that depends on the difference φ between the phases of their order parameters. The DC Josephson effect gives I = Ic sin φ with no voltage across the junction, up to the critical current Ic. For a tunnel junction at zero temperature the Ambegaokar-Baratoff relation gives Ic Rn = πΔ/2e, where Rn is the normal-state resistance.",
            "If a constant voltage V is maintained, the phase evolves as dφ/dt = 2eV/ħ, so the current oscillates at f = 2eV/h, about 483.6 GHz per millivolt. Conversely, microwave irradiation at frequency f produces constant-voltage Shapiro steps at V = nhf/2e in the current-voltage curve. Because the relation involves only fundamental constants, arrays of thousands of junctions driven at around 70 GHz are used as primary voltage standards, and the Josephson constant K_J = 2e/h is fixed exactly in the 2019 redefinition of the SI.",
            "A DC SQUID consists of two Josephson junctions in parallel in a superconducting loop. Because the phase around the loop must be single-valued, the magnetic flux Φ threading the loop shifts the phase difference between the two junctions, and the maximum supercurrent of the device varies as |cos(πΦ/Φ₀)|. Biased just above its critical current, the SQUID gives a voltage that oscillates with period Φ₀ as flux changes. In practice it is operated in a flux-locked loop: feedback through a coil holds the flux constant, and the feedback current gives a linear, wide-range measure of the applied flux.",
            "Good SQUIDs have flux noise of around 10⁻⁶ Φ₀ per root hertz. Coupled to superconducting pick-up coils, they resolve magnetic fields of a few femtotesla, sensitive enough for magnetoencephalography, in which the fields of the brain, of order 10 to 1000 fT, are measured inside a magnetically shielded room. Other applications include geophysical surveying, non-destructive testing and the readout of superconducting qubits, which are themselves built from Josephson junctions.",
          ),
        },
      },
    ],
  },
  {
    slug: "sovereign-debt-restructuring-law-finance-and-policy",
    discipline: "Sovereign debt restructuring",
    title: "Sovereign Debt Restructuring: Law, Finance and Policy",
    description:
      "When a government cannot pay, there is no bankruptcy court to turn to. The seminar examines debt sustainability analysis, collective action clauses and the pari passu litigation against Argentina, exit consents, official-sector coordination through the Paris Club and the G20 Common Framework, and state-contingent instruments.",
    level: "advanced",
    duration: "twelve weeks (one two-hour seminar a week)",
    plantedGap: "state-contingent instruments",
    modules: [
      {
        title: "Is the Debt Sustainable? Debt Dynamics and the IMF Frameworks",
        description:
          "The arithmetic of debt dynamics and the IMF and World Bank frameworks that decide whether a restructuring is required and how deep it must be.",
        lesson: {
          title: "The Debt Dynamics Equation and Its Uses",
          html: p(
            "Whether a sovereign must restructure turns on a judgement of debt sustainability: can it service its debt without an unrealistically large fiscal adjustment? The starting point is the debt dynamics equation. With debt d as a share of GDP, effective nominal interest rate r, nominal growth rate g and primary balance pb, also as a share of GDP, the change in the ratio is Δd = ((r − g)/(1 + g)) d − pb.",
            "Suppose debt is 100 per cent of GDP, r is 5 per cent and g is 2 per cent. Then (0.03/1.02) × 100 ≈ 2.9, so the government must run a primary surplus of about 2.9 per cent of GDP every year just to hold the ratio stable. If r falls below g, debt can fall even with primary deficits, which is why the sign of r − g is central to debates on advanced-economy debt. The equation also shows why a depreciation that raises the local-currency value of foreign-currency debt can push the ratio up overnight.",
            "For countries with market access, the IMF since 2022 uses the Sovereign Risk and Debt Sustainability Framework, combining a near-term assessment, medium-term fan charts of the debt ratio and a gross financing needs module into a risk rating. For low-income countries, the joint IMF-World Bank Debt Sustainability Framework classifies each country's debt-carrying capacity as weak, medium or strong and applies thresholds to indicators such as the present value of external debt to GDP, 30, 40 and 55 per cent respectively, and debt service to exports.",
            "The analysis has legal consequences. The Fund cannot lend to a country whose debt it judges unsustainable unless a restructuring restores sustainability, and its lending-into-arrears policy allows lending while arrears to private creditors remain, provided the country negotiates in good faith. The DSA therefore sets the size of the restructuring envelope, and creditors routinely contest its assumptions.",
            "Those assumptions are the weak point. Studies of past programmes find systematic optimism in growth projections and in the size and duration of primary surpluses that governments can sustain; a primary surplus above 3 per cent of GDP held for a decade is historically rare. Seminar participants should test each scenario for these biases.",
          ),
        },
      },
      {
        title: "Contract Terms: CACs, Pari Passu and Exit Consents",
        description:
          "How bond contracts bind or fail to bind holdouts, from exit consents to aggregated collective action clauses after the Argentine litigation.",
        lesson: {
          title: "Holdouts and the Contractual Answer",
          html: p(
            "Sovereign bonds issued under New York law before 2003 usually required the consent of every holder to change payment terms. A creditor who refused an exchange, a holdout, could sue for full payment. Two responses developed: exit consents and collective action clauses (CACs).",
            "Exit consents, used by Ecuador in 2000 and Uruguay in 2003 and analysed by Lee Buchheit and Mitu Gulati, ask holders accepting an exchange to vote, just before they exit, to amend non-payment terms of the old bonds that required only a majority, for instance by removing listing requirements or waivers of immunity. The old bonds become less attractive to anyone thinking of holding out.",
            "CACs allow a supermajority to bind all holders to a change in payment terms. Mexico's February 2003 New York-law issue, with a 75 per cent threshold, led the market to adopt them, and euro area sovereigns have been required to include standardised CACs in new bonds since 2013. CACs operating series by series left a gap: a holdout could buy a blocking stake in one small series. The International Capital Market Association's model clauses of 2014 therefore offer single-limb voting, in which 75 per cent of the aggregate principal across all affected series binds every series, provided all holders are offered the same terms.",
            "The push for aggregation came from NML Capital v. Argentina. Holdouts from Argentina's 2005 and 2010 exchanges argued that the pari passu clause in the old bonds barred Argentina from paying the exchange bonds while refusing to pay them. In 2012 Judge Thomas Griesa of the Southern District of New York agreed and enjoined Argentina from paying the exchange bondholders unless it paid the holdouts ratably; the Second Circuit affirmed and the Supreme Court declined review in 2014. Argentina defaulted on its exchange bonds rather than comply, and in 2016 it settled with the holdouts for roughly 9.3 billion dollars.",
            "Greece took a different route in 2012: most of its bonds were governed by Greek law, so parliament inserted an aggregated CAC retroactively. The exchange reduced face value by 53.5 per cent and imposed present-value losses estimated at close to two-thirds.",
          ),
        },
      },
      {
        title: "Official Creditors: The Paris Club and the Common Framework",
        description:
          "How bilateral official creditors coordinate relief, why the rise of China changed the process, and what the first Common Framework cases reveal.",
        lesson: {
          title: "Comparability, Coordination and Delay",
          html: p(
            "Bilateral government creditors have negotiated together in the Paris Club since 1956, when it met for Argentina. The club works by consensus under six principles: solidarity among creditors, consensus, information sharing, case-by-case treatment, conditionality, which requires an IMF-supported programme before relief, and comparability of treatment, which requires the debtor to seek terms at least as favourable from non-club creditors, including bondholders.",
            "Over time the club developed standard terms of increasing generosity for the poorest countries, culminating in Naples terms (1994), with a 67 per cent reduction in the present value of eligible debt, and Cologne terms for countries in the Heavily Indebted Poor Countries (HIPC) Initiative launched in 1996. The Evian approach of 2003 added tailored treatment for middle-income countries facing unsustainable debt. The Multilateral Debt Relief Initiative of 2005 cancelled debts owed to the IMF, the World Bank's IDA and the African Development Fund for HIPC completion-point countries.",
            "By the late 2010s the club's members no longer held most official bilateral claims on low-income countries; China, together with other non-club lenders, did. In November 2020 the G20 adopted the Common Framework for Debt Treatments beyond the Debt Service Suspension Initiative, bringing China, India, Saudi Arabia and other G20 creditors into a Paris Club-style process, with official creditor committees for each case.",
            "The first cases, Chad, Ethiopia, Zambia and Ghana, exposed the difficulties. Zambia missed a Eurobond coupon in November 2020 and applied in early 2021. Its creditor committee, co-chaired by China and France, reached agreement in principle in June 2023 on treatment of about 6.3 billion dollars of official debt, with a memorandum of understanding signed in October 2023. A first deal with bondholders was then rejected by official creditors as not meeting comparability of treatment, and a revised agreement followed in 2024. The disputes turned on how to measure comparability, whether multilateral development banks should share losses, and whether Chinese state-linked lenders count as official or commercial.",
            "The Global Sovereign Debt Roundtable, convened from 2023 by the IMF, World Bank and G20 presidency, has since sought shared rules on timelines, information sharing and the comparison of treatments.",
          ),
        },
      },
    ],
  },
  {
    slug: "urban-drainage-design",
    discipline: "Urban drainage engineering",
    title: "Urban Drainage Design",
    description:
      "Designed for graduate civil engineers, the course develops the hydrology and hydraulics behind surface water networks: design rainfall and runoff estimation, pipe sizing under part-full flow, sustainable drainage systems, and the control of combined sewer overflows.",
    level: "advanced",
    duration: "nine weeks (one lecture and one design studio a week)",
    plantedGap: "combined sewer overflows",
    modules: [
      {
        title: "Design Rainfall and Runoff",
        description:
          "Selecting design storms, estimating peak runoff with the rational method, and allowing for climate change.",
        lesson: {
          title: "From Rainfall Depth to Peak Flow",
          html: p(
            "Drainage design starts with a design storm: a rainfall depth or intensity for a chosen duration and return period. In the United Kingdom, rainfall statistics come from the Flood Estimation Handbook, whose 2013 depth-duration-frequency model replaced the older FSR method in most design software. Common criteria for new development are no surface flooding of the site in a 1 in 30 year storm and no flooding of buildings in a 1 in 100 year storm, each increased by a climate change allowance. The Environment Agency's peak rainfall guidance for England sets allowances by catchment and epoch; upper end allowances for the 2070s are typically around 40 per cent.",
            "For small urban catchments the rational method remains the basis of hand calculation:",
            "<ul><li>Q = 2.78 C i A, with Q in litres per second, C the dimensionless runoff coefficient, i the rainfall intensity in millimetres per hour, and A the area in hectares.</li><li>The storm duration is set equal to the time of concentration, the time for runoff from the most remote point to reach the design point.</li><li>Time of concentration is the time of entry, usually taken as 4 to 8 minutes for paved areas, plus the time of flow along the pipes.</li></ul>",
            "The rational method assumes that intensity is uniform over the catchment and the storm, and that peak runoff is reached when the whole catchment contributes. These assumptions hold reasonably well for small, mainly impermeable areas and poorly for large or rural ones. UK practice developed the modified rational method, Q = 2.78 Cv Cr i A, separating the volumetric runoff coefficient Cv from a routing coefficient Cr, conventionally 1.3.",
            "Consider a car park of 0.5 ha with C = 0.9. If the time of concentration is 10 minutes and the design intensity for that duration, including climate change, is 60 mm/h, then Q = 2.78 × 0.9 × 60 × 0.5 ≈ 75 L/s. The result is sensitive to the intensity, which changes steeply with duration, so time of concentration must be estimated carefully and checked after pipe velocities are known.",
            "For networks of any size, designers use simulation software that routes hydrographs through the system for a range of storm durations and identifies the critical one.",
          ),
        },
      },
      {
        title: "Pipe Hydraulics and Network Sizing",
        description: "Sizing gravity pipes for capacity and self-cleansing velocity, and understanding part-full flow.",
        lesson: {
          title: "Capacity, Velocity and Part-Full Flow",
          html: p(
            "Gravity sewers are designed to run partly full under normal conditions and full, without surcharge, at the design storm. UK practice uses the Colebrook-White equation with a roughness value ks, commonly 0.6 mm for surface water sewers and 1.5 mm for foul sewers to allow for sliming. Manning's equation, V = (1/n) R^(2/3) S^(1/2), gives similar results and is convenient by hand.",
            "Take a 300 mm pipe at a gradient of 1 in 150 with Manning's n = 0.012. Flowing full, the hydraulic radius R = D/4 = 0.075 m, so R^(2/3) ≈ 0.178, and S^(1/2) = (1/150)^(1/2) ≈ 0.0816. Then V = 83.3 × 0.178 × 0.0816 ≈ 1.21 m/s, and Q = V × πD²/4 = 1.21 × 0.0707 ≈ 0.086 m³/s, or 86 L/s. The pipe would carry the 75 L/s car park runoff calculated earlier with a small margin.",
            "Part-full flow behaves counter-intuitively. Because the wetted perimeter grows faster than the area near the top of the pipe, the maximum velocity occurs at about 81 per cent of the depth and the maximum discharge at about 94 per cent, where it is roughly 7 per cent greater than the full-bore value. Designers nonetheless use the full-bore capacity, because the small extra capacity above it is unstable.",
            "Sediment must not settle. Sewerage guidance in England, now the Design and Construction Guidance that replaced Sewers for Adoption in 2020, requires surface water sewers to achieve a self-cleansing velocity of at least 1 m/s at full-bore flow. In flat areas this may force steeper gradients, and therefore deeper pipes downstream, or larger flows concentrated in fewer pipes.",
            "<ol><li>Lay out the network and divide the catchment into sub-areas draining to each pipe.</li><li>Estimate the time of concentration and peak flow for each length, working downstream.</li><li>Choose a diameter and gradient that carry the flow at a velocity of at least 1 m/s.</li><li>Update the time of flow and repeat until the estimates converge.</li><li>Check the network by simulation for surcharge and flooding at the design return periods.</li></ol>",
            "Pipe sizes should never decrease downstream, even where a steeper gradient would allow it, because blockages are then trapped.",
          ),
        },
      },
      {
        title: "Sustainable Drainage Systems",
        description:
          "Designing SuDS to the four pillars of The SuDS Manual and the national standards for runoff rate and volume.",
        lesson: {
          title: "Managing Rain Where It Falls",
          html: p(
            "Piped drainage moves water quickly downstream, increasing peak flows, flooding and pollution in receiving waters. Sustainable drainage systems (SuDS) instead manage runoff close to where rain falls, mimicking natural drainage. CIRIA's The SuDS Manual (C753, 2015) sets out four pillars of design: water quantity, water quality, amenity and biodiversity.",
            "The national non-statutory technical standards for England (2015) require that, for greenfield sites, the peak runoff rate from the development for the 1 in 1 year and 1 in 100 year events should not exceed the greenfield rate for the same event, and that runoff volume for the 1 in 100 year, 6-hour event should not exceed the greenfield volume. Where the volume cannot be controlled, the excess is commonly discharged at no more than 2 L/s per hectare. The SuDS Manual adds an interception standard: no runoff from the site for the first 5 mm of most rainfall events, achieved through infiltration, evapotranspiration or reuse.",
            "Surface water should be disposed of according to a hierarchy: first to the ground by infiltration, then to a surface water body, then to a surface water sewer, and only as a last resort to other sewers. Infiltration rates are measured on site with the soakage test in BRE Digest 365, which fills a trial pit repeatedly and times the fall of water between 75 and 25 per cent of its effective depth.",
            "Components are linked in a management train, each stage reducing volume, peak flow or pollution:",
            "<table><tr><th>Component</th><th>Main functions</th></tr><tr><td>Green roofs</td><td>Interception, evapotranspiration</td></tr><tr><td>Permeable paving</td><td>Infiltration or attenuation in a sub-base, filtration of oils and sediment</td></tr><tr><td>Swales and filter strips</td><td>Conveyance, settlement of sediment</td></tr><tr><td>Bioretention areas</td><td>Filtration through engineered soil, plant uptake of nutrients and metals</td></tr><tr><td>Detention basins and ponds</td><td>Attenuation storage, settlement, habitat</td></tr></table>",
            "Law now drives adoption in Wales, where Schedule 3 of the Flood and Water Management Act 2010 came into force in January 2019: new developments with drainage implications need approval from a SuDS Approving Body before construction begins, and the design must meet statutory national standards.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-weightlifting-coaching",
    discipline: "Weightlifting coaching",
    title: "Advanced Weightlifting Coaching",
    description:
      "Coaches will refine their technical model of the snatch and the clean and jerk, programme training with intensity and volume tools, taper athletes for competition, manage attempt selection under IWF rules, and plan youth development.",
    level: "advanced",
    duration: "eight weeks (one lecture and one platform session a week)",
    plantedGap: "youth development",
    modules: [
      {
        title: "The Snatch and the Clean and Jerk: A Technical Model",
        description:
          "The phases of the pull, the bar path and the jerk, and the faults that an advanced coach must diagnose from the side.",
        lesson: {
          title: "Phases of the Pull and the Jerk",
          html: p(
            "The snatch and the clean share a pull divided into phases, and a coach diagnosing a lift works through them in order, because most faults in the receiving position originate earlier.",
            "<ol><li>First pull, from the floor to around knee height. The shoulders stay over or slightly ahead of the bar, the back angle stays roughly constant, and the knees move back so the bar can travel in a straight line or slightly towards the lifter.</li><li>Transition, often called the double knee bend or scoop. As the bar passes the knees, the knees move forward under it and re-bend while the torso becomes more upright, loading the quadriceps for the final effort.</li><li>Second pull. The hips, knees and ankles extend explosively. Peak bar velocity in elite snatches is roughly 1.5 to 2 metres per second, lower in the clean because of the heavier load.</li><li>Turnover and catch. The lifter pulls under the bar, moves the feet to the receiving position and meets the bar in a full squat with the arms locked overhead (snatch) or the bar racked on the shoulders with elbows high (clean).</li></ol>",
            "Viewed from the side, the bar path of a good lift forms a shallow S: towards the lifter in the first pull, slightly away at full extension, and back towards the lifter in the turnover. A large forward loop usually means the lifter hit the bar with the hips rather than extending vertically, and forces a jump forward to catch it.",
            "The jerk is a separate skill. From the rack, the lifter dips by bending the knees with the torso vertical, typically by around a tenth of standing height, drives upward and splits, pushes or squats under the bar. In the split jerk the front shin should be roughly vertical and the back knee slightly bent, with the feet hip-width apart sideways for stability. A forward or backward dip, or an early press-out with the arms, is a common cause of missed jerks and of presses that referees reject.",
            "Advanced coaching depends on high-frame-rate side-view video and, where available, bar-velocity trackers. Compare misses with makes at the same weight rather than with an ideal model.",
          ),
        },
      },
      {
        title: "Programming with Intensity, Volume and the Taper",
        description:
          "Using percentages, repetition guidelines, block periodisation and the pre-competition taper to plan a training cycle.",
        lesson: {
          title: "From Prilepin's Chart to the Taper",
          html: p(
            "Weightlifting programmes are written as percentages of each athlete's best lift (1RM), in sets and repetitions. Two measures summarise a week: volume, the number of lifts (NL) or total tonnage, and intensity, the average load as a percentage of the best. Because volume and intensity compete, one usually rises while the other falls.",
            "A widely used guide is the table attributed to the Soviet coach A. S. Prilepin, derived from training logs of successful lifters:",
            "<table><tr><th>Intensity</th><th>Reps per set</th><th>Optimal total reps</th><th>Range</th></tr><tr><td>55-65%</td><td>3-6</td><td>24</td><td>18-30</td></tr><tr><td>70-80%</td><td>3-6</td><td>18</td><td>12-24</td></tr><tr><td>80-90%</td><td>2-4</td><td>15</td><td>10-20</td></tr><tr><td>90% and above</td><td>1-2</td><td>7</td><td>4-10</td></tr></table>",
            "The chart is a guide for the classical lifts and their close variants, not for squats or pulls, which tolerate more repetitions. It also assumes a lifter whose 1RM is current; for athletes returning from injury, percentages should be based on a recent training maximum.",
            "Periodisation arranges these loads in time. Block periodisation, described by Vladimir Issurin, uses concentrated blocks of two to six weeks: accumulation, with higher volume, more variants and strength work; transmutation, with competition-specific lifts at higher intensity; and realisation, leading into competition. Strength ratios help to set priorities: a front squat well below about 110 per cent of the best clean and jerk suggests leg strength is limiting the clean.",
            "The final stage is the taper. Meta-analysis of tapering across sports, notably by Bosquet and colleagues in 2007, found the best results from reducing training volume by roughly 40 to 60 per cent over about two weeks while maintaining intensity and frequency. In weightlifting practice the last heavy singles are usually taken seven to ten days before competition, followed by lighter technical sessions, so that the lifter arrives fresh but still accustomed to heavy weights.",
          ),
        },
      },
      {
        title: "Competition Strategy and Attempt Selection",
        description:
          "Applying IWF competition rules to weigh-in, declarations and attempt selection, and managing the warm-up room.",
        lesson: {
          title: "Openers, Jumps and the Clock",
          html: p(
            "International Weightlifting Federation (IWF) rules shape every decision on competition day. The weigh-in begins two hours before the session and lasts one hour, so lifters who cut weight have at most two hours to refuel. Each athlete has three attempts in the snatch and then three in the clean and jerk; the total is the sum of the best successful attempt in each. The bar is loaded in ascending order, and the minimum increase between attempts is 1 kg.",
            "When a lifter's name is called, the clock gives one minute to begin the lift, or two minutes when the same lifter follows themselves. After each attempt the next weight is declared automatically at 1 kg more unless the coach declares otherwise, and the declared weight may be changed twice, with changes allowed only until the clock reaches a set point in the final seconds. Three referees judge each lift, and two white lights make it good. If two athletes achieve the same total, the one who reached it first ranks higher.",
            "Attempt selection follows from these rules. A common principle is that the opener should be a weight the athlete makes even on a poor day, often around 90 to 93 per cent of the best training lift, because missing all three attempts in the snatch removes the athlete from the total. Second attempts commonly aim at or near the best training lift, and third attempts are chosen according to the placings.",
            "Coaches use the order of lifting tactically. Because lifters with the lowest declared weights go first, a coach can raise the declared weight to gain rest while a rival lifts, or match a rival's weight to put pressure on them. The warm-up room is timed backwards from the opener: the coach counts the number of attempts before the athlete's turn and schedules the final warm-up single two or three attempts before it.",
            "<ul><li>Keep a written attempt plan with alternatives for makes and misses.</li><li>Track the competition card of every rival in the same session.</li><li>Never change an opener upward on the day without evidence from the warm-up room.</li></ul>",
          ),
        },
      },
    ],
  },
];
