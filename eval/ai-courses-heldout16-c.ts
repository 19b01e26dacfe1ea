/** Sixteenth held-out evaluation courses, advanced level (coastal engineering to digital preservation); see ai-courses-heldout16.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT16_C: EvalCourse[] = [
  {
    slug: "coastal-processes-and-defence-design",
    discipline: "Coastal engineering",
    title: "Coastal Processes and Defence Design",
    description:
      "Shorelines move, and defending them costs money and often shifts the problem further along the coast. This advanced module treats linear wave theory and wave transformation, longshore sediment transport, rubble-mound breakwater design with the Hudson formula, and managed realignment.",
    level: "advanced",
    duration: "one semester (7.5 ECTS)",
    plantedGap: "managed realignment",
    modules: [
      {
        title: "Linear Wave Theory",
        description:
          "Airy's small-amplitude theory remains the designer's workhorse, and we apply its results as waves travel from deep into shallow water.",
        lesson: {
          title: "Dispersion, shoaling and breaking",
          html:
            p(
              "Linear or Airy wave theory treats waves as small-amplitude sinusoids on an inviscid, irrotational fluid. Its central result is the dispersion relation, ω² = gk tanh(kd), linking the angular frequency ω = 2π/T, the wavenumber k = 2π/L and the water depth d. In deep water, where d exceeds about half a wavelength, tanh(kd) ≈ 1 and the wavelength depends only on period: L<sub>0</sub> = gT²/2π ≈ 1.56T² in metres. A 10-second swell therefore has a deep-water wavelength of about 156 m and a phase speed of 15.6 m/s. In shallow water, d < L/20, tanh(kd) ≈ kd and every wave travels at c = √(gd), regardless of period. Between the two limits the relation must be solved iteratively: the same 10-second wave has a length of about 92 m in 10 m of water and 68 m in 5 m.",
              "Energy travels at the group velocity c<sub>g</sub> = nc, where n rises from ½ in deep water to 1 in shallow water. Wave energy per unit surface area is E = ρgH²/8. If energy flux is conserved as a wave moves shoreward along a straight, parallel-contoured coast, the height changes by the shoaling coefficient K<sub>s</sub> = √(c<sub>g0</sub>/c<sub>g</sub>). For the 10-second wave K<sub>s</sub> is about 0.98 at 10 m depth, a slight decrease, and about 1.11 at 5 m, so a 2 m deep-water wave grows to roughly 2.2 m.",
            ) +
            "<ul><li><b>Refraction</b>: as waves slow in shallower water, crests bend to align with the contours, following Snell's law, sin θ / c = constant. Wave energy converges on headlands and spreads in bays.</li><li><b>Diffraction</b>: energy spreads laterally into the shadow behind a breakwater or headland.</li><li><b>Breaking</b>: a wave breaks when its height reaches a limiting fraction of depth, H<sub>b</sub> ≈ 0.78 d<sub>b</sub> for a solitary wave on a flat bed (McCowan, 1894).</li></ul>" +
            p(
              "The type of breaker is described by the Iribarren number, ξ = tan α / √(H<sub>0</sub>/L<sub>0</sub>), where α is the beach slope. Values below about 0.5 give spilling breakers on gentle beaches, values between 0.5 and 3.3 give plunging breakers, and higher values give collapsing or surging waves on steep slopes and structures. The same parameter reappears in formulae for run-up and armour stability, because it captures the interaction of wave steepness with slope.",
            ),
        },
      },
      {
        title: "Littoral Drift and Structures That Interrupt It",
        description:
          "Oblique waves drive sand along the shore, and every groyne or harbour arm changes where that sand ends up.",
        lesson: {
          title: "Longshore transport and its consequences",
          html: p(
            "When waves break at an angle to the shoreline, part of their momentum drives a current parallel to the beach within the surf zone. The breaking waves lift sediment and the longshore current carries it, producing littoral drift that can amount to hundreds of thousands of cubic metres a year on an exposed sandy coast. Drift direction varies with the season and the storm, and the net transport is often a small difference between large gross movements in either direction.",
            "The most widely used bulk estimate is the CERC formula, published in the US Army Corps of Engineers' Shore Protection Manual (1984). In its usual form the volumetric transport rate is proportional to H<sub>b</sub><sup>5/2</sup> sin 2θ<sub>b</sub>, where H<sub>b</sub> is the breaking wave height and θ<sub>b</sub> the angle between breaking crests and the shoreline, with a coefficient K of about 0.39 when significant wave height is used. Two consequences follow directly. Transport is extremely sensitive to wave height: doubling H<sub>b</sub> multiplies it by 2<sup>2.5</sup> ≈ 5.7, so a few storms can dominate a year's budget. And it is greatest when waves break at 45 degrees to the shore. The CERC formula ignores grain size and beach slope; Kamphuis (1991) proposed an alternative that includes both and wave period, and many designers compare the two with field data.",
            "Any structure that crosses the surf zone interrupts the drift. A groyne traps sand on its updrift side, where the beach widens, and starves the downdrift side, where erosion increases; the last groyne in a field often shows the most severe erosion, a pattern called terminal groyne scour. Harbour breakwaters act as giant groynes, and sand that once bypassed the entrance may now fill the navigation channel. Bypassing schemes pump sand across the obstruction: at the Tweed River entrance on the border of New South Wales and Queensland, a jetty-mounted pumping system commissioned in 2001 moves an average of about 500,000 cubic metres of sand a year to the downdrift beaches.",
            "Beach nourishment replaces lost sediment directly. The Dutch 'Sand Engine' (Zandmotor) of 2011 placed about 21.5 million cubic metres of sand in a single hook-shaped peninsula off the Delfland coast, relying on waves and currents to spread it along the shore over two decades.",
          ),
        },
      },
      {
        title: "Rubble-Mound Breakwater Armour",
        description:
          "How heavy must an armour stone be? The module answers with Hudson's formula and then examines the limits of that answer.",
        lesson: {
          title: "The Hudson formula and beyond",
          html:
            p(
              "A rubble-mound breakwater is a layered structure: a core of quarry run, one or more filter or underlayers of progressively larger rock, and an outer armour layer, usually two units thick, that must resist the waves. A toe berm supports the armour at the seabed and a crest or crown wall limits overtopping. Filter rules keep each layer from washing through the one above; a common guide is that underlayer stones weigh between a tenth and a fifteenth of the armour.",
              "The classic sizing rule was published by R. Y. Hudson of the US Army Waterways Experiment Station in 1959. It gives the median armour mass as M<sub>50</sub> = ρ<sub>r</sub> H³ / (K<sub>D</sub> Δ³ cot α), where ρ<sub>r</sub> is the rock density, H the design wave height at the structure, Δ = ρ<sub>r</sub>/ρ<sub>w</sub> − 1 the relative buoyant density, α the slope angle, and K<sub>D</sub> an empirical stability coefficient that depends on the type of unit and on whether waves break on the structure.",
            ) +
            "<table><tr><th>Input</th><th>Value</th></tr><tr><td>Design wave height H</td><td>4.0 m</td></tr><tr><td>Rock density ρ<sub>r</sub></td><td>2650 kg/m³</td></tr><tr><td>Seawater density ρ<sub>w</sub></td><td>1025 kg/m³, so Δ = 1.585 and Δ³ = 3.98</td></tr><tr><td>Slope</td><td>1:2, so cot α = 2</td></tr><tr><td>K<sub>D</sub> (rough angular rock, two layers, non-breaking waves)</td><td>4.0</td></tr></table>" +
            p(
              "Then M<sub>50</sub> = 2650 × 64 / (4.0 × 3.98 × 2) ≈ 5,300 kg, about 5.3 tonnes. The equivalent cube side is D<sub>n50</sub> = (M<sub>50</sub>/ρ<sub>r</sub>)<sup>1/3</sup> ≈ 1.26 m. Because mass varies with H³, a 10 per cent error in the design wave height becomes a 33 per cent error in armour mass.",
              "Hudson's formula is simple but incomplete. It contains no wave period, no storm duration, no allowance for the permeability of the structure and no explicit level of damage. Van der Meer's formulae (1988), derived from extensive model tests, include all four, using the number of waves N, a damage level S, a notional permeability P and the surf-similarity parameter. Where rock of the required size cannot be quarried, designers turn to concrete units: tetrapods (1950), Accropodes (1980) and later single-layer units such as Core-Locs and Xblocs, whose interlocking allows much higher stability coefficients. Every design is confirmed by physical model tests before construction.",
            ),
        },
      },
    ],
  },
  {
    slug: "corporate-insolvency-law-england",
    discipline: "Insolvency law",
    title: "Corporate Insolvency Law",
    description:
      "When a company cannot pay its debts, English law offers a choice of procedures and holds those who ran it to account. This advanced module analyses the statutory tests of inability to pay debts, administration and its moratorium, the order of distribution in liquidation, and directors' liability for wrongful trading.",
    level: "advanced",
    duration: "one semester (LLB final year or LLM option)",
    plantedGap: "wrongful trading",
    modules: [
      {
        title: "When Is a Company Insolvent?",
        description:
          "Section 123 of the Insolvency Act 1986 sets out the tests, and the Supreme Court's decision in Eurosail tells us how to apply them.",
        lesson: {
          title: "Cash flow, balance sheet and Eurosail",
          html:
            p(
              "Insolvency is a legal status with consequences: it is a ground for a winding-up order, a condition for some administration appointments, and the background against which directors' duties shift towards creditors. The Insolvency Act 1986 does not define 'insolvent' in one phrase. Instead, section 123 lists circumstances in which a company is deemed unable to pay its debts:",
            ) +
            "<ul><li>s 123(1)(a): a creditor owed more than £750 has served a statutory demand and the company has failed for three weeks to pay, secure or compound the debt;</li><li>s 123(1)(b): execution on a judgment has been returned unsatisfied;</li><li>s 123(1)(e): it is proved to the court's satisfaction that the company is unable to pay its debts as they fall due (the cash-flow test);</li><li>s 123(2): it is proved that the value of the company's assets is less than its liabilities, taking into account contingent and prospective liabilities (the balance-sheet test).</li></ul>" +
            p(
              "The two substantive tests were considered by the Supreme Court in <i>BNY Corporate Trustee Services Ltd v Eurosail-UK 2007-3BL plc</i> [2013] UKSC 28. Eurosail, a securitisation vehicle, had notes falling due decades later and a balance sheet showing a deficit driven largely by currency movements. Noteholders argued that it was balance-sheet insolvent, which would have triggered an event of default. Lord Walker, giving the leading judgment, rejected the 'point of no return' gloss adopted by the Court of Appeal but held that the balance-sheet test is not a mechanical comparison of figures in the accounts. The court must ask whether, on the balance of probabilities, the company has insufficient assets to be able to meet all its liabilities, including prospective and contingent ones, and the more distant the liabilities, the harder that is to establish. The burden lies on the party asserting insolvency. On the facts, Eurosail was not shown to be unable to pay its debts.",
              "Lord Walker also accepted that the cash-flow test looks not only at debts presently due but at debts falling due in the reasonably near future, a period that depends on the company's business. The two tests are therefore not watertight compartments, and a petitioner will often plead both. In practice the statutory demand remains the commonest route, because failure to pay an undisputed debt creates a presumption without expert evidence; a genuinely disputed debt, however, cannot found a petition, and presenting one may be restrained as an abuse of process.",
            ),
        },
      },
      {
        title: "Administration and the Moratorium",
        description:
          "This module studies Schedule B1: the purposes of administration, the ways an administrator is appointed, the moratorium, and the regulation of pre-packs.",
        lesson: {
          title: "Schedule B1 in practice",
          html: p(
            "Administration, introduced by the Insolvency Act 1986 and reshaped by the Enterprise Act 2002, is now governed by Schedule B1 to the Act. Paragraph 3 sets a hierarchy of purposes. The administrator must perform their functions with the objective of (a) rescuing the company as a going concern, or, if that is not reasonably practicable, (b) achieving a better result for the company's creditors as a whole than would be likely on an immediate winding up, or, only if neither is reasonably practicable, (c) realising property to make a distribution to secured or preferential creditors, without unnecessarily harming creditors as a whole. The administrator acts as an officer of the court and in the interests of creditors as a whole.",
            "An administrator may be appointed by court order (paragraph 10), by the holder of a qualifying floating charge over the whole or substantially the whole of the company's property (paragraph 14), or by the company or its directors (paragraph 22). The out-of-court routes dominate in practice because they are quick and cheap. A qualifying floating charge holder may appoint even where the company is not yet insolvent, provided the charge is enforceable.",
            "The heart of the procedure is the moratorium. Under paragraphs 42 and 43, while a company is in administration no resolution or order may be made to wind it up, and no step may be taken to enforce security, repossess goods under hire-purchase, forfeit a lease by peaceable re-entry, or begin or continue legal process against the company without the consent of the administrator or the permission of the court. In deciding whether to give permission, courts follow the guidance in <i>Re Atlantic Computer Systems plc</i> [1992] Ch 505, balancing the legitimate interests of the applicant against those of the other creditors.",
            "The administrator must send a statement of proposals to creditors within eight weeks (paragraph 49), and the appointment ends automatically after one year unless extended by the court or, once and for up to a year, with creditors' consent (paragraph 76). Many administrations involve a 'pre-pack', a sale of the business agreed before appointment and completed immediately afterwards. Because pre-packs to connected parties attracted criticism, the Administration (Restrictions on Disposal etc. to Connected Persons) Regulations 2021 now require either creditor approval or a qualifying report from an independent evaluator before such a disposal within the first eight weeks.",
          ),
        },
      },
      {
        title: "Who Gets Paid, and in What Order",
        description:
          "The statutory waterfall decides every distribution in a liquidation, and we work through it from fixed charges to shareholders.",
        lesson: {
          title: "The order of distribution",
          html:
            p(
              "The basic principle of liquidation is <i>pari passu</i> distribution: creditors of the same rank share rateably in the available assets. But the principle applies only after a series of prior claims, set by statute and by the law of security, have been met. The order, in simplified form, is:",
            ) +
            "<table><tr><th>Rank</th><th>Claim</th><th>Source</th></tr><tr><td>1</td><td>Fixed charge holders, from the proceeds of their charged assets</td><td>law of security</td></tr><tr><td>2</td><td>Expenses of the liquidation</td><td>IA 1986 s 115, s 176ZA; Insolvency Rules 2016</td></tr><tr><td>3</td><td>Ordinary preferential debts: employees' wages for the four months before the relevant date up to £800 each, accrued holiday pay, certain pension contributions, and deposits covered by the FSCS</td><td>s 175, s 386 and Sch 6</td></tr><tr><td>4</td><td>Secondary preferential debts: certain HMRC claims, including VAT, PAYE income tax and employees' NICs</td><td>Finance Act 2020; in force from 1 December 2020</td></tr><tr><td>5</td><td>The prescribed part, set aside from floating charge realisations for unsecured creditors</td><td>s 176A</td></tr><tr><td>6</td><td>Floating charge holders</td><td>law of security, s 175(2)(b)</td></tr><tr><td>7</td><td>Unsecured creditors, pari passu</td><td>s 107</td></tr><tr><td>8</td><td>Statutory interest on proved debts</td><td>s 189</td></tr><tr><td>9</td><td>Shareholders</td><td>articles and s 107</td></tr></table>" +
            p(
              "The ranking explains why the characterisation of a charge matters so much. A charge labelled 'fixed' is treated as floating if the company is free to deal with the assets in the ordinary course of business without the chargee's consent; the House of Lords so held for book debts in <i>Re Spectrum Plus Ltd</i> [2005] UKHL 41. Preferential creditors, the prescribed part and liquidation expenses all come ahead of floating charge holders, but none comes ahead of a genuine fixed charge.",
              "The prescribed part is calculated on the company's net property subject to the floating charge: 50 per cent of the first £10,000 and 20 per cent of the remainder, capped at £800,000 for charges created on or after 6 April 2020 (£600,000 before). With net floating charge property of £1,000,000, the prescribed part is £5,000 + 20% × £990,000 = £203,000. The liquidator may disapply it where the property is under £10,000 and the cost of distribution would be disproportionate. Employees whose preferential claims exceed the caps prove for the balance as unsecured creditors, and the Redundancy Payments Service, having paid employees from the National Insurance Fund, takes over their preferential claims by subrogation.",
            ),
        },
      },
    ],
  },
  {
    slug: "medicinal-chemistry-lead-optimisation",
    discipline: "Medicinal chemistry",
    title: "Lead Optimisation in Medicinal Chemistry",
    description:
      "Optimising a screening hit into a clinical candidate is the central task of the medicinal chemist. Aimed at final-year and master's chemists, the module treats structure–activity relationships and bioisosteres, Lipinski's rule of five and ligand efficiency, cytochrome P450 metabolism, and the management of hERG liability.",
    level: "advanced",
    duration: "one semester (2 lectures and 1 problem class a week)",
    plantedGap: "hERG",
    modules: [
      {
        title: "Structure–Activity Relationships and Bioisosteres",
        description:
          "Small, deliberate changes to a molecule reveal which parts matter for activity, and bioisosteric replacement lets the chemist change properties while keeping potency.",
        lesson: {
          title: "Reading an SAR table",
          html: p(
            "A structure–activity relationship (SAR) is the pattern connecting changes in a molecule's structure to changes in its biological activity. Medicinal chemists build it by making analogues that differ from a lead compound in one position at a time and measuring potency, usually as an IC<sub>50</sub> or K<sub>i</sub>, alongside properties such as solubility and metabolic stability. When removing a hydroxyl group abolishes activity, it is probably making a hydrogen bond to the target; when a substituent can be varied widely without effect, that region points out of the binding site into solvent and can be used to tune properties. The Topliss scheme of the 1970s formalised one strategy for aromatic substituents, choosing each next analogue (4-chloro, 4-methoxy, 3,4-dichloro and so on) according to whether the previous one was more or less potent.",
            "Occasionally a tiny change produces a large effect. Adding a single methyl group next to a rotatable bond can raise potency tenfold or more, the so-called 'magic methyl' effect, usually because it locks the molecule into the conformation that binds, reducing the entropic cost of binding, or because it fills a small hydrophobic pocket.",
            "Bioisosteres are groups that can replace one another while preserving the biological activity, though not necessarily every physical property. Classical bioisosteres have the same valence, such as replacing –OH with –NH<sub>2</sub> or hydrogen with fluorine. Fluorine is only slightly larger than hydrogen, so it seldom disturbs binding, but the carbon–fluorine bond is strong and resists oxidative metabolism. Non-classical bioisosteres differ in structure but mimic key interactions. The best-known example is the replacement of a carboxylic acid with a 5-substituted 1<i>H</i>-tetrazole. Both are ionised at physiological pH with similar acidity (pK<sub>a</sub> around 4.5 to 5), but the tetrazole is more lipophilic and metabolically robust; in the development of the angiotensin II receptor antagonist losartan, the tetrazole markedly improved oral activity compared with the carboxylic acid analogue. Amide bonds, vulnerable to proteases and amidases, are often replaced with 1,2,4-oxadiazoles or other heterocycles that keep the geometry of hydrogen-bond acceptors.",
            "A good SAR campaign therefore changes one thing at a time, measures several properties at once, and tests hypotheses about binding rather than making compounds at random.",
          ),
        },
      },
      {
        title: "Drug-Likeness and Ligand Efficiency",
        description:
          "What makes a compound likely to be absorbed orally, and how do we tell whether potency has been bought honestly or with extra bulk and grease?",
        lesson: {
          title: "The rule of five and efficiency metrics",
          html:
            p(
              "In 1997 Christopher Lipinski and colleagues at Pfizer analysed compounds that had reached phase II clinical trials and proposed a simple screen for likely poor oral absorption or permeation. Their 'rule of five', so called because every threshold is a multiple of five, flags a compound when it breaks more than one of four criteria:",
            ) +
            "<ul><li>molecular weight above 500 Da;</li><li>calculated log P (octanol–water partition coefficient) above 5;</li><li>more than 5 hydrogen-bond donors (counted as OH and NH groups);</li><li>more than 10 hydrogen-bond acceptors (counted as N and O atoms).</li></ul>" +
            p(
              "The rule is a guide to risk, not a law. It does not apply to compounds absorbed by active transport, and many successful drugs, including ciclosporin and several HIV protease inhibitors, lie 'beyond the rule of five'. Veber and colleagues later added that oral bioavailability in rats fell when a molecule had more than 10 rotatable bonds or a polar surface area above 140 Å<sup>2</sup>.",
              "Lead optimisation tends to make molecules larger and more lipophilic, because adding hydrophobic bulk is an easy way to gain potency. Efficiency metrics guard against this drift. Ligand efficiency (LE) divides binding free energy by the number of non-hydrogen ('heavy') atoms: LE ≈ 1.37 × pIC<sub>50</sub> / HA, in kcal/mol per heavy atom at 298 K. A compound with an IC<sub>50</sub> of 10 nM (pIC<sub>50</sub> = 8) and 30 heavy atoms has LE = 1.37 × 8 / 30 ≈ 0.37, comfortably above the value of about 0.3 often sought for leads. An analogue with 10 nM potency but 45 heavy atoms would have LE ≈ 0.24, and the extra atoms have contributed little.",
              "Lipophilic ligand efficiency (LipE or LLE) subtracts lipophilicity from potency: LipE = pIC<sub>50</sub> − log P (or log D). If the 10 nM compound has log P = 4.5, its LipE is 3.5; many teams aim for 5 or more, since high lipophilicity is associated with poor solubility, promiscuous binding to other targets, higher metabolic clearance and toxicity. Tracking LE and LipE for every new compound shows whether a series is improving for the right reasons.",
            ),
        },
      },
      {
        title: "Cytochrome P450 Metabolism",
        description:
          "Most drugs are cleared by oxidation in the liver, so the chemist must predict, measure and design around P450 metabolism.",
        lesson: {
          title: "Oxidation, soft spots and interactions",
          html: p(
            "The cytochrome P450 enzymes (CYPs) are haem-containing monooxygenases, concentrated in the liver and gut wall, that carry out most phase I drug metabolism. Using oxygen and electrons supplied by NADPH-cytochrome P450 reductase, they insert one oxygen atom into the substrate. Typical reactions include aliphatic and aromatic hydroxylation, N- and O-dealkylation, S-oxidation and epoxidation. The products are usually more polar and are often conjugated in phase II, for example with glucuronic acid, before excretion. A handful of isoforms dominate drug metabolism: CYP3A4 alone handles a large share of marketed drugs, followed by CYP2D6, CYP2C9, CYP2C19 and CYP1A2.",
            "For the medicinal chemist, metabolism matters in three ways. First, rapid metabolism means high clearance, a short half-life and low oral bioavailability. Intrinsic clearance is measured early in human liver microsomes or hepatocytes, and metabolite identification by mass spectrometry locates the 'soft spots' where oxidation occurs. Common remedies are to block the site, for instance by replacing a benzylic or para-aromatic hydrogen with fluorine; to reduce overall lipophilicity, since CYPs favour lipophilic substrates; or to replace an electron-rich aromatic ring with a less oxidisable heteroaromatic one. Deuteration exploits the kinetic isotope effect, because a C–D bond is broken more slowly than a C–H bond; deutetrabenazine, approved in the United States in 2017, is a deuterated form of tetrabenazine with a longer half-life.",
            "Second, polymorphic enzymes cause variability between patients. About 5 to 10 per cent of people of European ancestry are CYP2D6 poor metabolisers, while ultrarapid metabolisers convert the prodrug codeine to morphine so quickly that toxicity can result. Candidates that depend on a single polymorphic enzyme for clearance carry that risk.",
            "Third, drugs can inhibit or induce CYPs and so alter the exposure of other drugs taken at the same time. Strong CYP3A4 inhibitors such as ketoconazole and clarithromycin can raise the plasma levels of CYP3A4 substrates severalfold; inducers such as rifampicin lower them. Regulatory agencies expect in vitro inhibition and induction data, and mechanism-based (time-dependent) inhibition, often caused by reactive metabolites that bind covalently to the enzyme, is a particular warning sign during optimisation.",
          ),
        },
      },
    ],
  },
  {
    slug: "quantitative-hydrogeology-aquifers-wells",
    discipline: "Hydrogeology",
    title: "Quantitative Hydrogeology",
    description:
      "Groundwater moves slowly and out of sight, so quantitative methods have to carry the argument. At an advanced level this module covers Darcy's law and aquifer heterogeneity, steady flow to wells, pumping-test analysis by the Theis and Cooper–Jacob methods, and contaminant transport by advection and dispersion.",
    level: "advanced",
    duration: "one semester (3 hours a week plus a field pumping test)",
    plantedGap: "contaminant",
    modules: [
      {
        title: "Darcy's Law and Heterogeneity",
        description:
          "Henry Darcy's sand-filter experiments of 1856 give the law on which all of quantitative hydrogeology rests, and real aquifers test it with layering and anisotropy.",
        lesson: {
          title: "Flux, velocity and layered aquifers",
          html:
            p(
              "In 1856 Henry Darcy, designing the public fountains of Dijon, measured water flowing through columns of sand and found that the discharge was proportional to the drop in head and inversely proportional to the length of the column. In modern form, Darcy's law states q = −K dh/dl, where q is the specific discharge (volume per unit area per unit time), K the hydraulic conductivity and dh/dl the hydraulic gradient; the minus sign indicates flow towards lower head. Hydraulic conductivity depends on both the medium and the fluid and spans more than ten orders of magnitude:",
            ) +
            "<table><tr><th>Material</th><th>Typical K (m/day)</th></tr><tr><td>Clean gravel</td><td>100–10,000</td></tr><tr><td>Clean sand</td><td>1–100</td></tr><tr><td>Silty sand</td><td>0.01–1</td></tr><tr><td>Unfractured clay</td><td>10<sup>−7</sup>–10<sup>−4</sup></td></tr><tr><td>Fractured limestone or chalk</td><td>highly variable, 0.1–1,000</td></tr></table>" +
            p(
              "Specific discharge is not the speed at which water moves, because water flows only through the connected pore space. The average linear or seepage velocity is v = q/n<sub>e</sub>, where n<sub>e</sub> is the effective porosity. In a sand aquifer with K = 10 m/day, a gradient of 0.005 and n<sub>e</sub> = 0.25, q = 0.05 m/day and v = 0.2 m/day, so water takes about 5,000 days, nearly fourteen years, to travel one kilometre. Darcy's law holds for the laminar flow found in almost all granular aquifers; it can fail near pumping wells in coarse gravel and in open karst conduits, where flow becomes turbulent.",
              "Real aquifers are heterogeneous and usually anisotropic. For a sequence of horizontal layers, flow parallel to the layers is governed by the thickness-weighted arithmetic mean of the conductivities, while flow across them is governed by the harmonic mean, dominated by the least permeable layer. Take two 5 m layers, one sand with K = 10 m/day and one silt with K = 0.01 m/day. The horizontal conductivity is (5 × 10 + 5 × 0.01) / 10 ≈ 5.0 m/day, but the vertical conductivity is 10 / (5/10 + 5/0.01) ≈ 0.02 m/day, an anisotropy of about 250. This is why thin clay lenses control leakage between aquifers and why vertical conductivity is so often the most uncertain parameter in a groundwater model.",
            ),
        },
      },
      {
        title: "Steady Flow to Wells",
        description:
          "Radial flow to a pumping well produces a cone of depression, and the Thiem and Dupuit equations describe it once equilibrium is reached.",
        lesson: {
          title: "Thiem, Dupuit and the cone of depression",
          html: p(
            "When a well pumps from an aquifer, head falls most at the well and less with distance, forming a cone of depression. For a confined aquifer of uniform transmissivity T (the product of hydraulic conductivity and saturated thickness, T = Kb) in which flow has reached steady state, applying Darcy's law to cylindrical surfaces around the well gives the Thiem equation: Q = 2πT (h<sub>2</sub> − h<sub>1</sub>) / ln(r<sub>2</sub>/r<sub>1</sub>), where h<sub>1</sub> and h<sub>2</sub> are heads in observation wells at radial distances r<sub>1</sub> and r<sub>2</sub>. The equation assumes a fully penetrating well, horizontal flow, a homogeneous and isotropic aquifer of infinite extent, and no recharge; in reality true steady state requires a source of water such as a river or leakage, but in practice drawdown often stabilises enough for the equation to be useful.",
            "Consider a confined aquifer with T = 300 m²/day and observation wells at 10 m and 100 m from a pumping well. If the difference in drawdown between them is 0.8 m, the discharge is Q = 2π × 300 × 0.8 / ln(10) ≈ 1,508 / 2.303 ≈ 655 m³/day. Used the other way round, the equation gives transmissivity from a measured discharge and two observed drawdowns, which is how Thiem first applied it in 1906. A useful feature is that drawdown varies with the logarithm of distance, so each tenfold increase in distance reduces drawdown by the same amount.",
            "In an unconfined aquifer the saturated thickness itself decreases towards the well, so transmissivity is not constant. Using the Dupuit assumptions, that flow is horizontal and the hydraulic gradient equals the slope of the water table, the steady-state equation becomes Q = πK (h<sub>2</sub>² − h<sub>1</sub>²) / ln(r<sub>2</sub>/r<sub>1</sub>), where h is now the saturated thickness above the base of the aquifer. The approximation is good when drawdown is small compared with the aquifer thickness but poor near the well, where flow has a strong vertical component and a seepage face forms on the well screen.",
            "Where several wells pump at once, drawdowns add by superposition, because the governing equation is linear for confined flow. This principle also lets hydrogeologists represent a straight river or impermeable boundary with an imaginary 'image' well, recharging or pumping, placed at the mirror position across the boundary.",
          ),
        },
      },
      {
        title: "Analysing a Pumping Test",
        description:
          "A pumping test is the hydrogeologist's main field experiment, and you will analyse one by Theis curve matching and by the Cooper–Jacob straight line.",
        lesson: {
          title: "Theis and Cooper–Jacob",
          html:
            p(
              "In 1935 Charles Theis, drawing an analogy with heat conduction, published the solution for transient drawdown around a well pumping at constant rate Q from a confined aquifer: s = (Q / 4πT) W(u), with u = r²S / (4Tt). Here s is drawdown at distance r and time t, S is the storativity, and W(u) is the exponential integral, known to hydrogeologists as the well function. The Theis solution introduced storativity into well hydraulics and allowed both T and S to be estimated from a single test, before flow reaches any steady state. Classically, the observed drawdowns are plotted against time on log–log paper and matched to the type curve of W(u) against 1/u; the match point gives T and then S.",
              "Cooper and Jacob (1946) noted that for small u the well function is closely approximated by the first two terms of its series, giving s = (2.3Q / 4πT) log<sub>10</sub>(2.25Tt / r²S). Drawdown plotted against the logarithm of time then becomes a straight line. If Δs is the change in drawdown over one log cycle of time and t<sub>0</sub> the time at which the line intersects zero drawdown, then T = 2.3Q / (4πΔs) and S = 2.25Tt<sub>0</sub> / r².",
            ) +
            "<table><tr><th>Quantity</th><th>Value</th></tr><tr><td>Pumping rate Q</td><td>0.01 m³/s</td></tr><tr><td>Observation well distance r</td><td>50 m</td></tr><tr><td>Drawdown per log cycle Δs</td><td>0.5 m</td></tr><tr><td>Intercept time t<sub>0</sub></td><td>60 s</td></tr></table>" +
            p(
              "From these data T = 2.3 × 0.01 / (4π × 0.5) ≈ 3.7 × 10<sup>−3</sup> m²/s, about 316 m²/day, and S = 2.25 × 3.66 × 10<sup>−3</sup> × 60 / 50² ≈ 2.0 × 10<sup>−4</sup>, a value typical of a confined aquifer. The approximation is valid only when u is small, commonly taken as below 0.01; with these values u falls below 0.01 after about 3,400 seconds, so only data from roughly the first hour onward should define the straight line. Departures from the line carry information: flattening suggests a recharge boundary or leakage through an aquitard, and steepening a barrier boundary. Recovery data, measured after the pump stops, provide an independent check through the Theis recovery method.",
            ),
        },
      },
    ],
  },
  {
    slug: "digital-preservation-strategy-practice",
    discipline: "Digital preservation",
    title: "Digital Preservation: Strategy and Practice",
    description:
      "Long-term access to digital material depends less on storage than on planning, description and trust. This advanced module works through the OAIS reference model, fixity checking and bit-level preservation, file format risk with migration and emulation, PREMIS preservation metadata, and the certification of trustworthy repositories.",
    level: "advanced",
    duration: "one semester (MA in archives and records management)",
    plantedGap: "PREMIS",
    modules: [
      {
        title: "The OAIS Reference Model",
        description:
          "OAIS gave the field a common vocabulary, so the module begins by mapping its information packages and functional entities onto a real repository.",
        lesson: {
          title: "Packages, functions and the Designated Community",
          html:
            p(
              "The Reference Model for an Open Archival Information System (OAIS) was developed by the Consultative Committee for Space Data Systems, whose members needed to keep satellite data usable for decades, and was adopted as ISO 14721 in 2003, with a revised edition in 2012. It is a conceptual model, not a piece of software or a certification scheme: it defines terms and responsibilities that any archive, from a national library to a university data service, can use to describe what it does.",
              "Two ideas lie at its core. The first is the <i>Designated Community</i>, the identified group of potential users whose knowledge base the archive must take into account. An archive preserving climate data for atmospheric scientists can assume more background than one serving the general public, and must supply more explanation for the latter. The second is <i>Representation Information</i>, the information needed to turn a stream of bits into something meaningful, from a file format specification to a codebook explaining survey variables. Preservation, in OAIS terms, is the maintenance of information understandable by the Designated Community, not merely of bits.",
              "Information moves through the archive in packages:",
            ) +
            "<ul><li>a <b>Submission Information Package (SIP)</b>, delivered by the producer;</li><li>an <b>Archival Information Package (AIP)</b>, the form in which content and its descriptive and preservation information are kept;</li><li>a <b>Dissemination Information Package (DIP)</b>, derived from one or more AIPs for a consumer.</li></ul>" +
            p(
              "The model defines six functional entities: Ingest, which receives SIPs, checks them and generates AIPs; Archival Storage, which stores and refreshes AIPs and checks them for errors; Data Management, which maintains descriptive information and administrative databases; Administration, which runs the archive day to day and negotiates submission agreements; Preservation Planning, which monitors technology and the Designated Community and recommends strategies; and Access, which helps consumers find and obtain DIPs. Preservation Description Information in each AIP covers reference, provenance, context, fixity and access rights. Mapping a repository's real workflows onto these entities is a standard first step in a gap analysis, because it exposes functions, often Preservation Planning, that nobody is actually performing.",
            ),
        },
      },
      {
        title: "Fixity and Bit-Level Preservation",
        description:
          "Before anything else can be preserved, the bits must survive unchanged, and we show how to prove that they have.",
        lesson: {
          title: "Checksums, copies and scrubbing",
          html: p(
            "Bit-level preservation is the foundation on which every other strategy rests. Storage media fail, whether suddenly, as when a disk controller dies, or silently, when individual bits flip through media decay, firmware bugs or faulty transfers. Silent corruption is the more dangerous, because a damaged file may be copied faithfully to every backup before anyone notices. Fixity checking is the means of detecting it.",
            "A fixity value is a checksum or cryptographic hash computed from a file's bytes. Any change to the file, even a single bit, produces a different value. Archives commonly use MD5 (128 bits), SHA-1 (160 bits) or SHA-256 (256 bits). Known collision attacks make MD5 and SHA-1 unsuitable where deliberate tampering is a concern, and SHA-256 or stronger is recommended for new systems, although MD5 still detects accidental corruption reliably. The value should be generated as early as possible, ideally by the creator before transfer, and verified at every movement: on receipt, after ingest, after every migration between storage systems, and on a regular schedule while at rest.",
            "Scheduling has practical limits. Verifying a collection means reading every byte. A 200 terabyte archive read at a sustained 500 megabytes per second takes 200 × 10<sup>12</sup> / 5 × 10<sup>8</sup> = 400,000 seconds, about four and a half days, during which the storage is under load. Many repositories therefore check a rolling portion of the collection each week, or rely on storage systems that 'scrub' data automatically using their own internal checksums, while still keeping independent values for audit.",
            "Detection is useless without a good copy to repair from. The widely quoted 3-2-1 guideline calls for at least three copies, on at least two different types of storage, with at least one held at a separate location; many preservation programmes add geographical and organisational diversity, as in the LOCKSS ('Lots of Copies Keep Stuff Safe') networks begun at Stanford. The National Digital Stewardship Alliance's Levels of Digital Preservation, first published in 2013 and revised in 2019, grade practice in four levels across five functional areas, and their storage and integrity rows give a useful checklist for building up bit-level protection in stages.",
          ),
        },
      },
      {
        title: "Format Risk: Migration or Emulation?",
        description:
          "Bits that survive may still become unreadable, and this module weighs the two main strategies for keeping content renderable.",
        lesson: {
          title: "Identifying formats and choosing a strategy",
          html:
            p(
              "A file is useful only if some software can interpret it. Formats become obsolete when the programs that read them disappear, when specifications were never published, or when they depend on particular hardware. Assessing format risk begins with knowing exactly what one holds. File extensions are unreliable, so repositories identify formats by their internal signatures using tools such as DROID and Siegfried, which draw on PRONOM, the technical registry maintained by The National Archives of the United Kingdom. PRONOM assigns each format version a persistent unique identifier (PUID). Identification is usually followed by validation, for example with JHOVE, which checks whether a file conforms to its format specification.",
              "Formats are judged against criteria such as openness of the specification, adoption, transparency, self-documentation, external dependencies and patent encumbrance. Two broad strategies deal with formats at risk.",
            ) +
            "<table><tr><th></th><th>Migration</th><th>Emulation</th></tr><tr><td>What changes</td><td>the content is converted to a newer or more sustainable format</td><td>the content is left untouched; new software imitates the old hardware or operating system</td></tr><tr><td>Typical use</td><td>images to TIFF, audio to WAVE, documents to PDF/A</td><td>software, games, interactive media, complex CAD or database files</td></tr><tr><td>Main risk</td><td>loss of significant properties with each conversion</td><td>emulators themselves become obsolete; user interfaces unfamiliar</td></tr><tr><td>Cost profile</td><td>repeated per object per migration</td><td>concentrated in building and maintaining emulators</td></tr></table>" +
            p(
              "Many repositories normalise at ingest, creating a preservation copy in a favoured format while keeping the original bitstream. The argument over the two strategies is old: Jeff Rothenberg argued in 1995 that only emulation could preserve documents authentically, while others countered that migration is cheaper and lets ordinary users open files. Current practice uses both, and emulation services such as the Emulation-as-a-Service Infrastructure (EaaSI) have made running legacy environments in a web browser feasible.",
              "Either way, the repository must decide which 'significant properties' of an object must survive. For a spreadsheet, are the formulas essential, or only the displayed values? The answer depends on the Designated Community and must be documented before any conversion.",
            ),
        },
      },
      {
        title: "Trustworthy Repositories and Certification",
        description:
          "How can a depositor know that a repository will keep its promises? Certification schemes offer an external answer.",
        lesson: {
          title: "CoreTrustSeal, ISO 16363 and nestor",
          html: p(
            "A repository asks depositors and users to trust that material given to it today will be available and authentic in fifty years. Because that promise cannot be tested directly, the field has developed criteria and audits that examine whether a repository has the organisation, resources and technical processes to keep it. The work began with the 2002 report <i>Trusted Digital Repositories: Attributes and Responsibilities</i> by RLG and OCLC, and continued in the TRAC checklist (Trustworthy Repositories Audit and Certification) of 2007. Three schemes are now in common use, forming a ladder of increasing rigour.",
            "CoreTrustSeal, created in 2017 by merging the Data Seal of Approval and the World Data System certification, is a core-level self-assessment reviewed by peers. Applicants write evidence-based statements against a set of sixteen requirements covering organisational infrastructure (mission, licences, continuity of access, legal and ethical compliance, governance, expertise), digital object management (integrity and authenticity, appraisal, documented storage procedures, preservation plan, quality assurance, workflows, discovery and identification, reuse) and information technology and security. Certification lasts three years, and many research data repositories hold it because funders and journals increasingly ask for it.",
            "The extended level in Germany is the nestor Seal, based on the standard DIN 31644, which requires a more detailed self-assessment reviewed by nestor experts. The most demanding is formal audit against ISO 16363:2012, <i>Audit and certification of trustworthy digital repositories</i>, which grew out of TRAC and contains more than a hundred metrics in three sections: organisational infrastructure, digital object management, and infrastructure and security risk management. Audits are carried out on site by auditors from bodies accredited under ISO 16919, and certification is correspondingly costly.",
            "The value of certification lies as much in the process as in the badge. Preparing an application forces a repository to write down its policies, find the gaps between policy and practice, and show that it has a succession plan should it close. Critics note the cost for small institutions and the risk of treating certification as a one-off exercise rather than a continuing discipline.",
          ),
        },
      },
    ],
  },
];
