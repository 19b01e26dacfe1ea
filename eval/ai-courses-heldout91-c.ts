/** Ninety-first held-out evaluation courses, advanced level (C to D); see ai-courses-heldout91.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT91_C: EvalCourse[] = [
  {
    slug: "organometallic-chemistry-of-the-transition-metals",
    discipline: "Organometallic chemistry",
    title: "Organometallic Chemistry of the Transition Metals",
    description:
      "Electron counting and the 18-electron rule; oxidative addition, reductive elimination, migratory insertion and β-hydride elimination; olefin metathesis; and the catalytic cycles of hydrogenation and palladium cross-coupling. Designed for final-year chemistry undergraduates and early postgraduates, with weekly problem classes on mechanism.",
    level: "advanced",
    duration: "nine weeks (two lectures and one problem class a week)",
    plantedGap: "olefin metathesis",
    modules: [
      {
        title: "Counting electrons",
        description:
          "The ionic and covalent conventions for electron counting, the basis of the 18-electron rule, and the families of complexes that break it.",
        lesson: {
          title: "The 18-electron rule and its exceptions",
          html: p(
            "A transition metal has nine valence orbitals: five (n−1)d, one ns and three np. When all nine are used for bonding or hold non-bonding pairs, the metal has 18 valence electrons, and many stable low-valent organometallic complexes, especially those with strong π-acceptor ligands such as CO, obey this 18-electron rule.",
            "Two bookkeeping conventions give the same total. In the ionic method, ligands are removed with closed shells, so chloride, hydride and alkyl are two-electron anions (X⁻), cyclopentadienyl is a six-electron anion, and the metal's d-electron count follows from its oxidation state. In the covalent or neutral method, ligands are removed as neutral species: chloride, hydride and alkyl become one-electron X ligands, Cp is a five-electron ligand, and the metal keeps its group number of electrons. Green's covalent bond classification labels ligands L (two-electron donors such as CO, PR₃ and alkenes), X (one-electron, such as H, Cl and CH₃) and Z (two-electron acceptors such as BR₃).",
            "Worked examples. Fe(CO)₅: Fe(0) is d⁸, plus five two-electron CO ligands, gives 18. Ferrocene, Cp₂Fe: ionically, Fe(II) d⁶ plus two six-electron Cp⁻ gives 18; covalently, Fe contributes 8 and each Cp 5, again 18. Cp₂ZrCl₂: Zr(IV) d⁰ plus 2 × 6 plus 2 × 2 gives 16. RhCl(PPh₃)₃, Wilkinson's catalyst: Rh(I) d⁸ plus four two-electron ligands gives 16.",
            "Sixteen-electron complexes are common and stable for d⁸ metals in square-planar geometry, such as Rh(I), Ir(I), Pd(II) and Pt(II). In that geometry the ninth orbital, largely the metal pz, is high in energy and the d(x²−y²) orbital is strongly antibonding, so there is little to gain by adding a fifth ligand. This is why late-metal catalysts so often cycle between 16- and 18-electron species, or dip to 14.",
            "Other exceptions arise where steric bulk prevents enough ligands from binding, as with early transition metals carrying large ligands, or where the metal orbitals are poorly matched to the ligands. V(CO)₆ is a stable 17-electron complex, and many high-valent d⁰ complexes, such as TiCl₄ with only eight valence electrons, ignore the rule entirely. The rule is a guide to stability and reactivity, not a law: a complex with fewer than 18 electrons has, in principle, a vacant site, and that is where catalytic chemistry begins.",
          ),
        },
      },
      {
        title: "Elementary steps",
        description:
          "Oxidative addition, reductive elimination, migratory insertion and β-hydride elimination: their requirements, mechanisms and stereochemistry.",
        lesson: {
          title: "Oxidative addition, insertion and elimination",
          html: p(
            "Oxidative addition breaks an A–B bond and forms new M–A and M–B bonds. The metal's formal oxidation state and coordination number each rise by two, and so does its electron count, so the reaction needs a metal with an accessible higher oxidation state and, normally, a starting complex with 16 or fewer electrons. Vaska's complex, trans-IrCl(CO)(PPh₃)₂, a 16-electron Ir(I) species, adds H₂ to give an 18-electron Ir(III) dihydride in which the two hydrides are cis, the signature of a concerted, three-centred mechanism.",
            "Other substrates react by other routes. Methyl iodide adds to Vaska's complex by an SN2-type pathway: the metal attacks carbon, iodide leaves and then binds, and the two new ligands can end up trans. For palladium(0) and aryl halides, rates follow bond strengths: Ar–I reacts faster than Ar–Br, and aryl chlorides are slowest, which is why they need more electron-rich ligands.",
            "Reductive elimination is the reverse: two cis ligands couple and leave, and the oxidation state and electron count fall by two. It is the step that makes the C–C and C–H bonds in most catalytic cycles. It is favoured by higher oxidation states, electron-poor metal centres and bulky ligands that relieve steric strain when two groups depart.",
            "Migratory insertion brings together a ligand and an adjacent unsaturated ligand without changing the oxidation state. In 1,1-insertion, an alkyl migrates onto a coordinated CO to give an acyl; labelling studies on CH₃Mn(CO)₅ showed that it is the methyl group that moves to a cis carbonyl. In 1,2-insertion, a hydride or alkyl adds across a coordinated alkene, forming a new alkyl. Both require the two groups to be cis and both leave a vacant site, which an incoming ligand can then fill.",
            "β-Hydride elimination is the reverse of 1,2-insertion of an alkene into M–H. It needs a hydrogen on the β-carbon, a vacant site cis to the alkyl, and the ability to bring M, Cα, Cβ and H into a syn-coplanar arrangement. It is a major decomposition pathway for metal alkyls, which is why stable alkyl complexes often carry groups without β-hydrogens, such as methyl, benzyl, neopentyl and CH₂SiMe₃, or are held in rings that prevent the required geometry.",
          ),
        },
      },
      {
        title: "Catalytic cycles: hydrogenation and cross-coupling",
        description:
          "Assembling the elementary steps into the cycles of Wilkinson hydrogenation and the Suzuki–Miyaura and Heck reactions, and the role of ligand design.",
        lesson: {
          title: "Hydrogenation and cross-coupling",
          html: p(
            "A catalytic cycle is a closed sequence of elementary steps that returns the catalyst to its starting state. Two measures describe its performance: the turnover number (TON), moles of product per mole of catalyst before deactivation, and the turnover frequency (TOF), turnovers per unit time.",
            "Wilkinson's catalyst, RhCl(PPh₃)₃, hydrogenates alkenes under mild conditions. In the dominant pathway established by Halpern's kinetic work, the 16-electron complex loses a phosphine to form a highly reactive 14-electron species, which oxidatively adds H₂ to give a Rh(III) dihydride. The alkene coordinates, migratory insertion into an Rh–H bond gives an alkyl hydride, and reductive elimination releases the alkane and regenerates Rh(I). Migratory insertion is rate-determining. Because alkene binding is sensitive to steric bulk, terminal and cis-disubstituted alkenes are reduced much faster than tri- or tetrasubstituted ones, allowing selective hydrogenation.",
            "The Suzuki–Miyaura reaction couples an aryl or vinyl halide with an organoboron compound. Pd(0), usually bearing one or two phosphines, oxidatively adds Ar–X to give ArPd(II)X. In transmetallation, the organic group is transferred from boron to palladium; a base is essential, either converting the boronic acid into a more nucleophilic boronate or replacing halide on palladium with hydroxide or alkoxide, which then reacts with the neutral boronic acid. Reductive elimination forms Ar–Ar′ and regenerates Pd(0).",
            "The Heck reaction couples an aryl halide with an alkene. After oxidative addition, the alkene coordinates and undergoes syn migratory insertion into the Pd–Ar bond, after which syn β-hydride elimination releases the substituted alkene, usually the E-isomer. The resulting H–Pd–X species is converted back to Pd(0) by base. Richard Heck, Ei-ichi Negishi and Akira Suzuki shared the 2010 Nobel Prize in Chemistry for palladium-catalysed cross-couplings.",
            "Ligand design explains much of the progress since then. Bulky, electron-rich phosphines such as P(t-Bu)₃ and the Buchwald biaryl phosphines, for example SPhos and XPhos, do three things: their electron density accelerates oxidative addition, making cheap aryl chlorides usable; their bulk favours a highly reactive monoligated Pd(0)L species; and the same bulk speeds reductive elimination. N-heterocyclic carbenes offer strong σ-donation and robust binding for the same purposes. Choosing a ligand is therefore a matter of identifying the slow step in the cycle for a given substrate and tuning the metal's electronics and sterics to accelerate it.",
          ),
        },
      },
    ],
  },
  {
    slug: "microwave-circuit-design",
    discipline: "Microwave engineering",
    title: "Microwave Circuit Design",
    description:
      "Covering transmission-line theory and the Smith chart, scattering parameters and vector network analyser calibration, impedance-matching networks, and noise figure in receiver front ends, this postgraduate module prepares engineers to design and measure passive and active circuits between 1 and 40 GHz.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one laboratory a week)",
    plantedGap: "noise figure",
    modules: [
      {
        title: "Transmission lines and the Smith chart",
        description:
          "Reflection coefficient, standing-wave ratio and input impedance on a terminated line, and the graphical tools that make them manageable.",
        lesson: {
          title: "Reflection, standing waves and impedance transformation",
          html: p(
            "Once an interconnect is longer than about a tenth of a wavelength, lumped circuit theory fails and the line must be treated as a distributed structure. A line is characterised by its characteristic impedance, Z₀ = √((R + jωL)/(G + jωC)) per unit length, which for a lossless line reduces to √(L/C), and by its propagation constant.",
            "A load ZL that differs from Z₀ reflects part of the incident wave. The voltage reflection coefficient at the load is Γ = (ZL − Z₀)/(ZL + Z₀). From it follow the voltage standing-wave ratio, VSWR = (1 + |Γ|)/(1 − |Γ|), the return loss, RL = −20 log₁₀|Γ| dB, and the mismatch loss, −10 log₁₀(1 − |Γ|²) dB, the fraction of available power not delivered.",
            "Worked example: a 100 Ω load on a 50 Ω line gives Γ = 50/150 = 0.333. The VSWR is 2.0, the return loss 9.5 dB and the mismatch loss 0.51 dB, so about 11 per cent of the incident power is reflected.",
            "The impedance seen at a distance l from the load on a lossless line is Zin = Z₀ (ZL + jZ₀ tan βl)/(Z₀ + jZL tan βl), where β = 2π/λ. Two special cases are worth memorising. A half-wavelength line repeats the load impedance. A quarter-wavelength line inverts it: Zin = Z₀²/ZL, so a short circuit becomes an open circuit and a 100 Ω load on a quarter-wave 50 Ω line appears as 25 Ω.",
            "The Smith chart is a plot of the complex reflection coefficient in the unit circle, overlaid with circles of constant normalised resistance and arcs of constant normalised reactance. Its power lies in how it represents movement along a lossless line: the reflection coefficient keeps its magnitude and only its phase changes, so moving towards the generator is a clockwise rotation about the centre at constant radius, completing a full circle every half wavelength. The centre represents a perfect match, the left edge a short and the right edge an open. Read as admittance, by rotating through 180 degrees, the same chart handles shunt elements as easily as series ones.",
            "Most planar circuits use microstrip, whose effective permittivity lies between 1 and the substrate's εr, so line lengths must be calculated for the actual substrate.",
          ),
        },
      },
      {
        title: "Scattering parameters and network analysis",
        description:
          "Defining S-parameters, using their properties, and calibrating a vector network analyser so that its measurements can be trusted.",
        lesson: {
          title: "S-parameters and VNA calibration",
          html: p(
            "At microwave frequencies, impedance and admittance parameters are impractical to measure: they need open or short terminations, which are hard to realise and can make active devices oscillate. Scattering parameters avoid this by describing a network in terms of travelling waves with all ports terminated in the reference impedance, usually 50 Ω.",
            "For a two-port, with incident waves a₁, a₂ and reflected waves b₁, b₂ normalised so that |a|² and |b|² are powers, b₁ = S₁₁a₁ + S₁₂a₂ and b₂ = S₂₁a₁ + S₂₂a₂. S₁₁ is the input reflection coefficient with port 2 matched; S₂₁ is the forward transmission coefficient, whose magnitude squared is the transducer gain between matched terminations. A passive reciprocal network has S₂₁ = S₁₂, and a lossless one has a unitary S-matrix, so the power in each column sums to one. A matched 3 dB attenuator has S₁₁ = S₂₂ = 0 and |S₂₁| = 0.707; in decibels, |S₂₁| = 20 log₁₀|S₂₁| = −3 dB.",
            "A vector network analyser measures the magnitude and phase of ratios of these waves, but its raw data contain systematic errors from imperfect couplers, cables and connectors. These are described by an error model. For a one-port reflection measurement there are three terms: directivity, source match and reflection tracking. A full two-port model has twelve terms, including load match, transmission tracking and isolation in each direction.",
            "Calibration measures known standards to solve for the error terms. SOLT uses a short, an open, a load and a thru; it is quick and common in coaxial systems but depends on accurate models of the standards. TRL uses a thru, a highly reflective standard whose exact value need not be known, and a line whose length need not be known precisely but which should give a phase difference from the thru between about 20 and 160 degrees across the band. Because it relies mainly on the characteristic impedance of the line, TRL is preferred for fixtures and on-wafer work where good lumped standards cannot be made.",
            "After calibration the reference plane lies at the calibrated ports. If the device sits in a test fixture, the fixture's effect is removed by de-embedding, using measured or modelled S-parameters of each fixture half, or approximately by port extension, which corrects only for delay and loss. Verify every calibration on an independent artefact, such as an airline, before measuring the device.",
          ),
        },
      },
      {
        title: "Impedance-matching networks",
        description:
          "Designing lumped L-sections, single-stub tuners and quarter-wave transformers, and understanding the limits on bandwidth.",
        lesson: {
          title: "L-sections, stubs and bandwidth",
          html: p(
            "Matching transforms a load impedance into the impedance a source or line needs to see. The simplest network is the lumped L-section: one series and one shunt reactance. When the load resistance is larger than the source resistance, the shunt element goes across the load; when it is smaller, the shunt element goes across the source.",
            "Worked example: match a 200 Ω resistive load to 50 Ω at 2 GHz. The loaded Q of an L-section is fixed by the resistance ratio: Q = √(RL/RS − 1) = √3 ≈ 1.73. The shunt reactance across the load is RL/Q = 115.5 Ω and the series reactance is Q × RS = 86.6 Ω. Choosing a low-pass form, with a shunt capacitor and a series inductor: C = 1/(2πf × 115.5) ≈ 0.69 pF and L = 86.6/(2πf) ≈ 6.9 nH. The high-pass alternative, a shunt inductor and series capacitor, gives the same match at the design frequency but a different response elsewhere: the low-pass form attenuates harmonics, while the high-pass form blocks DC with its series capacitor and can bring in bias through its shunt inductor.",
            "Because the L-section's Q is fixed, its bandwidth is roughly the centre frequency divided by Q. A wider bandwidth needs more sections, each making a smaller impedance step. The Bode–Fano criterion sets a fundamental limit: for a load containing reactance, there is a trade-off between how well it can be matched and over what bandwidth, whatever network is used.",
            "Above a few gigahertz, lumped parts suffer from parasitics: every chip capacitor has a self-resonant frequency above which it behaves as an inductor, so distributed elements take over. A quarter-wave transformer matches a resistive load with a line of impedance Z₁ = √(Z₀RL); for 200 Ω to 50 Ω, Z₁ = 100 Ω. Multi-section binomial or Chebyshev designs widen its bandwidth.",
            "Single-stub tuning places a short- or open-circuited stub in shunt at a distance d from the load. On the Smith chart, read as admittance, move from the load towards the generator until the trace meets the unit-conductance circle, giving d; the stub then cancels the remaining susceptance. Open stubs are simpler in microstrip because no via to ground is needed; short-circuited stubs are often preferred in coaxial and waveguide systems because an open end radiates.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-law-of-partnership",
    discipline: "Partnership law",
    title: "The Law of Partnership",
    description:
      "Partnership is the oldest form of business association and still the least formal: it can arise without any written agreement at all. Through close reading of the Partnership Act 1890 and the leading cases, the course examines when a partnership exists, the liability of partners to outsiders, partners' rights and duties among themselves, dissolution, and partnership taxation.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week, with set reading)",
    plantedGap: "partnership taxation",
    modules: [
      {
        title: "Does a partnership exist?",
        description:
          "The statutory definition in section 1, the rules of evidence in section 2, and how the courts decide whether parties are partners regardless of the labels they use.",
        lesson: {
          title: "Section 1 and the indicia of partnership",
          html: p(
            "Section 1(1) of the Partnership Act 1890 defines partnership as 'the relation which subsists between persons carrying on a business in common with a view of profit'. 'Business' includes every trade, occupation or profession (s.45), and 'with a view of profit' looks to purpose, not success. 'In common' is the heart of the test: the business must be carried on by or on behalf of all the alleged partners, so that each is principal and agent of the others. Companies registered under the Companies Acts are excluded by section 1(2).",
            "The older law treated profit-sharing as decisive. Cox v Hickman (1860) 8 HLC 268 rejected that: creditors who took over a failing business under a deed and shared in its profits to pay off their debts were not partners, because the business was not being carried on on their behalf. Section 2 codifies the position. Co-ownership of property does not of itself create a partnership, even if profits are shared (s.2(1)). Sharing gross returns does not (s.2(2)). Receipt of a share of profits is prima facie evidence of partnership but not conclusive (s.2(3)), and the subsection lists cases that do not of themselves make the recipient a partner, such as an employee paid by a share of profits, a lender paid at a rate varying with profits under a written contract, and the seller of goodwill paid out of profits. Section 3 postpones such lenders and sellers to other creditors on insolvency.",
            "The courts look at substance, not labels. In Khan v Miah [2000] 1 WLR 2123 the House of Lords held that parties who had agreed to open a restaurant, opened a joint bank account, acquired premises and started fitting them out were already partners, although the restaurant had not opened: the joint venture had actually begun. 'Salaried partners' may be partners or employees depending on the whole arrangement: Stekel v Ellice [1973] 1 WLR 191 held that a salaried partner could be a true partner, and M Young Legal Associates Ltd v Zahid [2006] EWCA Civ 613 held that a person could be a partner without any share in profits at all.",
            "A partnership, with all its liabilities, can therefore exist without any written agreement and even without the parties realising it.",
          ),
        },
      },
      {
        title: "Partners and outsiders",
        description:
          "The authority of partners to bind the firm, liability for the firm's debts and for partners' wrongs, holding out, and the position of incoming and outgoing partners.",
        lesson: {
          title: "Agency, authority and joint liability",
          html: p(
            "Section 5 makes every partner an agent of the firm and of the other partners for the purpose of the business. Acts done for carrying on in the usual way business of the kind carried on by the firm bind the firm, unless the partner had no actual authority and the third party either knew that or did not know or believe the person to be a partner. In Mercantile Credit Co Ltd v Garrod [1962] 3 All ER 1103, a partner in a business letting garages and repairing cars sold a car he did not own; although the agreement excluded dealing in cars, such dealing was usual for a garage business, and the firm was bound.",
            "Under section 9 every partner is liable jointly with the others for all debts and obligations incurred while they are a partner. Section 3 of the Civil Liability (Contribution) Act 1978 removes the old rule that judgment against one joint debtor barred action against the others. For wrongs, section 10 makes the firm liable for loss caused by the wrongful act or omission of a partner acting in the ordinary course of the firm's business or with the authority of co-partners, and section 12 makes that liability joint and several. In Dubai Aluminium Co Ltd v Salaam [2002] UKHL 48 the House of Lords held a firm of solicitors liable for a partner's dishonest assistance in a fraud, applying a 'close connection' test.",
            "Section 14 extends liability by holding out: anyone who represents themselves, or knowingly allows themselves to be represented, as a partner is liable to those who give credit to the firm on the faith of that representation. In Tower Cabinet Co Ltd v Ingram [1949] 2 KB 397, a former partner was not liable when old notepaper bearing his name was used without his knowledge, because he had not knowingly allowed the representation.",
            "By section 17, an incoming partner is not liable for debts incurred before joining, and a retiring partner remains liable for debts incurred before retiring unless released by novation. Under section 36, a person who dealt with the firm before a change may treat the apparent members as continuing partners until they receive notice; for those who had no prior dealings, an advertisement in the London Gazette suffices.",
          ),
        },
      },
      {
        title: "Partners among themselves, and dissolution",
        description:
          "The default rules in section 24, partners' fiduciary duties, the grounds for dissolution and the order in which assets are applied on winding up.",
        lesson: {
          title: "Default rules, fiduciary duties and the end of the firm",
          html: p(
            "The partners' agreement governs first, and may be varied by consent inferred from a course of dealing (s.19). Where it is silent, section 24 supplies default rules. Partners share equally in capital and profits and contribute equally to losses; advances beyond agreed capital carry interest at 5 per cent, but capital carries none; every partner may take part in management; no partner is entitled to remuneration for acting in the business; no new partner may be introduced without the consent of all; ordinary matters are decided by a majority, but no change in the nature of the business may be made without unanimity. Section 25 adds that a majority cannot expel a partner unless the agreement expressly confers that power.",
            "Partners owe each other fiduciary duties. Section 29 requires a partner to account for any benefit derived without consent from a transaction concerning the partnership or from use of its property, name or business connection; in Bentley v Craven (1853) 18 Beav 75 a partner who secretly sold his own sugar to the firm at a profit had to account for it. The duty is confined to the firm's business: in Aas v Benham [1891] 2 Ch 244 a shipbroking partner who used firm information to help form a shipbuilding company was not accountable. Section 30 requires a partner who carries on a competing business without consent to account for its profits.",
            "Dissolution occurs by notice in a partnership at will (ss.26, 32), on expiry of a fixed term or completion of an undertaking (s.32), on a partner's death or bankruptcy unless otherwise agreed (s.33), or by illegality (s.34). Under section 35 the court may dissolve the firm for a partner's permanent incapacity, conduct prejudicial to the business, wilful or persistent breach of the agreement, where the business can only be carried on at a loss, or where it is just and equitable.",
            "On winding up, section 44 sets the order for applying assets: first, debts to outside creditors; then advances by partners; then repayment of capital; and any residue is divided in the profit-sharing ratio. Where one partner cannot contribute to a capital deficiency, Garner v Murray [1904] 1 Ch 57 holds that the solvent partners bear the shortfall in proportion to their capitals, not their profit shares.",
          ),
        },
      },
    ],
  },
  {
    slug: "motor-learning-and-skill-acquisition",
    discipline: "Motor learning",
    title: "Motor Learning and Skill Acquisition",
    description:
      "The science of how movement skills are acquired, retained and transferred, for final-year sport and exercise science students and coaches with a research interest. Topics include stage and dynamical-systems models of learning; practice scheduling and contextual interference; augmented feedback and attentional focus; and observational learning, each examined through the primary experimental literature.",
    level: "advanced",
    duration: "ten weeks (one lecture, one seminar and one laboratory session a week)",
    plantedGap: "observational learning",
    modules: [
      {
        title: "How is skill acquired? Stages, programmes and systems",
        description:
          "From the stage models of Fitts and Posner to schema theory and the dynamical-systems and constraints-led accounts.",
        lesson: {
          title: "From Fitts and Posner to constraints",
          html: p(
            "Motor learning is a relatively permanent change in the capability for skilled movement, resulting from practice or experience. It cannot be measured directly; it is inferred from performance. Because practice conditions can raise or depress performance temporarily, through fatigue, guidance or motivation, learning must be assessed with retention tests after a delay and transfer tests to new conditions.",
            "Paul Fitts and Michael Posner (1967) described three stages: a cognitive stage, in which the learner works out what to do and performance is variable and error-prone; an associative stage, in which errors fall and the movement is refined; and an autonomous stage, in which the skill demands little attention and can be performed alongside other tasks. Ann Gentile's two-stage model distinguishes getting the idea of the movement from a later stage that differs by skill type: fixation of a consistent pattern for closed skills, and diversification to adapt to a changing environment for open skills.",
            "Nikolai Bernstein framed the degrees-of-freedom problem: the body has far more joints and muscles than any task requires, so how is the redundancy controlled? His answer, that novices first freeze degrees of freedom by stiffening joints and later release them and exploit passive and reactive forces, has been supported in some tasks but not universally.",
            "Richard Schmidt's schema theory (1975) proposed generalised motor programmes, stored representations of classes of movement with invariant features such as relative timing, that are scaled by parameters such as overall duration and force. Learners develop a recall schema relating parameters to outcomes and a recognition schema for evaluating feedback. The theory predicted that variable practice would build stronger schemas, a prediction examined in the next unit.",
            "Dynamical-systems approaches reject stored programmes. Coordination emerges from self-organisation under constraints, which Karl Newell (1986) classified as organismic, environmental and task constraints. The Haken–Kelso–Bunz model (1985) captured a classic finding: when people oscillate two fingers in anti-phase and the frequency is raised, they switch abruptly to in-phase movement, a phase transition between stable attractor states. The constraints-led approach applies these ideas by manipulating task and environment rather than prescribing technique. Across theories, the power law of practice holds: performance time falls in proportion to the number of trials raised to a negative exponent, so early gains are rapid and later gains small.",
          ),
        },
      },
      {
        title: "Scheduling practice",
        description:
          "Blocked and random practice, the contextual-interference effect and its explanations, variable practice and the distribution of practice.",
        lesson: {
          title: "Contextual interference and variability",
          html: p(
            "John Shea and Robyn Morgan (1979) asked participants to learn three sequences of knocking down barriers with the arm as fast as possible. One group practised in blocks, completing all trials of one task before moving to the next; the other practised in a random order. The blocked group performed better during acquisition, but the random group performed better on retention tests after ten minutes and ten days and on transfer to new sequences. This contextual-interference effect, better learning from conditions that make practice harder, is one of the clearest examples of acquisition performance misleading about learning.",
            "Two explanations dominate. The elaboration or distinctiveness hypothesis, associated with Shea and Zimny, holds that switching tasks keeps several in working memory, so learners compare them and form more distinctive representations. The reconstruction or forgetting hypothesis, from Timothy Lee and Richard Magill, holds that between repetitions of a task the learner partly forgets its action plan and must rebuild it, and this effortful reconstruction strengthens memory.",
            "The effect is not universal. Mark Guadagnoli and Timothy Lee's challenge-point framework (2004) argues that the optimal amount of difficulty depends on the skill of the learner and the complexity of the task: random practice helps experienced learners on simple tasks, while novices on complex tasks may need the lower interference of blocked practice first. Reviews of applied studies, in sport settings with real skills, find the effect smaller and less consistent than in the laboratory.",
            "Variable practice, varying the parameters of one movement class, was predicted by schema theory to aid transfer. In a frequently cited study, Kerr and Booth (1978) had children throw beanbags at a target; those who practised from 2 and 4 feet were more accurate at the untrained 3-foot distance than children who had practised only at 3 feet. The finding is striking, but not all replications agree, and specificity of practice remains important for highly refined skills.",
            "Distribution of practice refers to the balance between practice and rest. Lee and Genovese's meta-analysis (1988) found that distributed practice benefits learning of continuous tasks, such as tracking, more clearly than discrete tasks. For coaches, the implication is to introduce variation and interleaving once learners have a basic movement pattern, and to judge sessions by retention at the next session rather than by how good the last repetitions looked.",
          ),
        },
      },
      {
        title: "Augmented feedback and attentional focus",
        description:
          "Knowledge of results and performance, the guidance hypothesis, reduced and self-controlled feedback schedules, and the effects of internal and external focus instructions.",
        lesson: {
          title: "Knowledge of results, the guidance hypothesis and external focus",
          html: p(
            "Intrinsic feedback is the sensory information that arises naturally from moving. Augmented feedback is added by a coach, device or video. It comes in two forms: knowledge of results (KR), information about the outcome, such as distance thrown or time taken; and knowledge of performance (KP), information about the movement pattern, such as elbow angle at release.",
            "Early views held that more feedback was always better. Alan Salmoni, Richard Schmidt and Charles Walter (1984) proposed instead the guidance hypothesis: feedback after every trial guides performance effectively during practice, but learners come to depend on it and neglect their own intrinsic feedback, so performance falls when it is removed. Carolee Winstein and Schmidt (1990) found that a reduced, faded schedule giving KR on about half the trials produced better retention than KR on every trial. In bandwidth feedback, KR is given only when error exceeds a set tolerance, such as 10 per cent, which automatically reduces frequency as the learner improves. Summary feedback, given after a block of trials, serves a similar purpose.",
            "Self-controlled practice lets learners choose when to receive feedback. Early studies, including work by Christopher Janelle and colleagues in 1997 and by Suzete Chiviacowsky and Gabriele Wulf in 2002, reported learning benefits, and the OPTIMAL theory of Wulf and Rebecca Lewthwaite (2016) attributes them to autonomy, alongside enhanced expectancies and an external focus of attention. However, recent meta-analyses that correct for publication bias, notably by Brad McKay and colleagues, suggest that the benefits of both self-controlled and reduced-frequency feedback may be much smaller than first thought. These analyses are a useful lesson in how small samples and selective publication can inflate effects in the field.",
            "Attentional focus has the most consistent evidence base. Wulf, Markus Höß and Wolfgang Prinz (1998) had participants learn a ski-simulator task: those told to focus on the pressure they exerted on the platform wheels, an external focus, learned better than those told to focus on their feet, an internal focus. The constrained-action hypothesis explains this: attending to body movements encourages conscious control that interferes with automatic processes, while an external focus allows them to self-organise. For coaches, the practical rule is to phrase cues in terms of the movement's effect, such as 'push the floor away' or 'throw through the target', rather than the body parts involved.",
          ),
        },
      },
    ],
  },
  {
    slug: "neurosurgical-emergencies",
    discipline: "Neurosurgery",
    title: "Neurosurgical Emergencies",
    description:
      "A case-based course for core surgical, emergency medicine and intensive care trainees on recognising and managing the conditions that most often prompt a call to the on-call neurosurgeon: raised intracranial pressure after head injury, aneurysmal subarachnoid haemorrhage, chronic subdural haematoma and metastatic spinal cord compression.",
    level: "advanced",
    duration: "six weeks (one half-day case seminar a week)",
    plantedGap: "metastatic spinal cord compression",
    modules: [
      {
        title: "Raised intracranial pressure after head injury",
        description:
          "The physiology of intracranial pressure and perfusion, imaging decisions after head injury, and tiered management of refractory intracranial hypertension.",
        lesson: {
          title: "Monro–Kellie, perfusion pressure and tiered therapy",
          html: p(
            "The Monro–Kellie doctrine states that the skull is a rigid box whose contents, brain, blood and the CSF that fills the ventricles and subarachnoid space, have a fixed total volume. An expanding haematoma or swelling is at first compensated by displacing CSF and venous blood, so intracranial pressure (ICP) barely rises. Once these reserves are exhausted, compliance falls and small further increases in volume produce steep rises in pressure. Normal adult ICP is roughly 5 to 15 mmHg.",
            "Cerebral perfusion pressure (CPP) is mean arterial pressure minus ICP. The Brain Trauma Foundation guidelines (fourth edition, 2016) recommend treating ICP above 22 mmHg and targeting a CPP of roughly 60 to 70 mmHg, and advise keeping systolic pressure at or above 100 mmHg for patients aged 50 to 69 and at or above 110 mmHg for those aged 15 to 49 or over 70. Cushing's triad of hypertension, bradycardia and irregular breathing is a late sign.",
            "Imaging decisions in the UK follow NICE guidance: CT of the head within one hour is indicated for an adult with, among other criteria, a GCS below 13 on initial assessment, a GCS below 15 two hours after the injury, suspected open or depressed skull fracture, signs of basal skull fracture, post-traumatic seizure, focal neurological deficit or more than one episode of vomiting.",
            "Management of raised ICP is tiered, as set out in the 2019 Seattle International Brain Injury Consensus Conference algorithm. Baseline measures include head elevation to about 30 degrees, adequate sedation and analgesia, normothermia, normocapnia with PaCO₂ kept at the lower end of the normal range, around 4.5 to 5.0 kPa, and avoidance of jugular venous obstruction. Escalation adds osmotherapy with mannitol or hypertonic saline, CSF drainage through an external ventricular drain, and then, for refractory cases, mild hypocapnia for limited periods, neuromuscular blockade, barbiturate coma or decompressive craniectomy.",
            "Two trials define the role of craniectomy. DECRA (2011) found that early bifrontal craniectomy for diffuse injury lowered ICP but led to worse functional outcomes. RESCUEicp (2016), in patients with ICP above 25 mmHg despite other measures, found that craniectomy reduced six-month mortality from 48.9 to 26.9 per cent, but more survivors were left in a vegetative state or with severe disability. Corticosteroids have no place: the CRASH trial (2004) showed increased mortality with methylprednisolone after head injury.",
          ),
        },
      },
      {
        title: "Aneurysmal subarachnoid haemorrhage",
        description:
          "Diagnosing subarachnoid haemorrhage, grading its severity, securing the aneurysm and preventing and treating its complications.",
        lesson: {
          title: "From thunderclap headache to delayed ischaemia",
          html: p(
            "About 85 per cent of spontaneous, non-traumatic subarachnoid haemorrhages are caused by rupture of a saccular intracranial aneurysm. The classic presentation is a thunderclap headache, sudden and severe, reaching maximum intensity within about a minute, often with vomiting, neck stiffness, photophobia, reduced consciousness or seizure. Some patients report a milder sentinel headache days or weeks earlier.",
            "Non-contrast CT is the first investigation. Perry and colleagues (BMJ, 2011) showed that modern CT, interpreted by an experienced radiologist, detected all subarachnoid haemorrhages in neurologically intact patients scanned within six hours of headache onset. After six hours sensitivity falls, and a negative CT should be followed by lumbar puncture performed at least twelve hours after onset, looking for xanthochromia by spectrophotometry, which distinguishes bilirubin formed in vivo from blood introduced by a traumatic tap. CT angiography then locates the aneurysm.",
            "Clinical severity is graded with the World Federation of Neurosurgical Societies scale, based on GCS and motor deficit: grade I is GCS 15; grade II is GCS 13–14 without deficit; grade III is GCS 13–14 with deficit; grade IV is GCS 7–12; grade V is GCS 3–6. The modified Fisher scale, based on the thickness of subarachnoid blood and the presence of intraventricular blood on CT, predicts the risk of vasospasm.",
            "Rebleeding carries a high mortality and is most likely in the first hours, so the aneurysm should be secured early, ideally within 48 hours, by endovascular coiling or surgical clipping. The International Subarachnoid Aneurysm Trial (2002) randomised 2,143 patients suitable for either; death or dependency at one year occurred in 23.7 per cent after coiling and 30.6 per cent after clipping. Coiling is now the default where anatomy allows, with clipping reserved for aneurysms unsuitable for endovascular treatment, such as some middle cerebral artery aneurysms or those with a large haematoma needing evacuation.",
            "Delayed cerebral ischaemia peaks between about days 4 and 14. Oral nimodipine, 60 mg every four hours for 21 days, improves outcome, although it does not reliably prevent angiographic vasospasm. Maintain euvolaemia; prophylactic hypervolaemia and haemodilution are no longer recommended. Acute hydrocephalus with falling consciousness is treated with an external ventricular drain. Hyponatraemia is common and should not be treated by fluid restriction, which increases the risk of ischaemia.",
          ),
        },
      },
      {
        title: "Chronic subdural haematoma",
        description:
          "Presentation in older patients, surgical drainage, evidence on postoperative drains and dexamethasone, and the emerging role of middle meningeal artery embolisation.",
        lesson: {
          title: "Burr holes, drains and the dexamethasone question",
          html: p(
            "Chronic subdural haematoma is one of the commonest conditions referred to neurosurgeons, and its incidence is rising with an ageing population and the wider use of antiplatelet and anticoagulant drugs. It typically follows minor head trauma, which many patients do not recall. Brain atrophy stretches the bridging veins that cross the subdural space, making them vulnerable to tearing. The initial bleed provokes an inflammatory response in which fragile neomembranes with leaky new vessels form, and repeated microhaemorrhage and exudation enlarge the collection over weeks.",
            "Presentation is often insidious: headache, confusion, drowsiness, gait disturbance, falls, or a progressive hemiparesis, sometimes mistaken for a stroke or dementia. On CT the haematoma is a crescentic extra-axial collection, classically hypodense relative to brain, though mixed-density and layered appearances indicate more recent bleeding. Midline shift and effacement of sulci and ventricles show the degree of mass effect.",
            "Antithrombotic therapy must be addressed at once. Warfarin is reversed with prothrombin complex concentrate and intravenous vitamin K; reversal agents exist for direct oral anticoagulants. The timing of restarting anticoagulation after surgery is an individual decision that balances recurrence against the thrombotic risk that prompted treatment.",
            "Symptomatic haematomas with mass effect are treated surgically, most often by burr-hole drainage through one or two burr holes with irrigation, frequently under local anaesthesia. Santarius and colleagues (Lancet, 2009) randomised patients to a subdural drain for about 48 hours after surgery or no drain: recurrence fell from 24 to 9.3 per cent, and six-month mortality from 18.1 to 8.6 per cent. Leaving a drain is now standard unless there is a specific reason not to.",
            "Dexamethasone was long used to reduce the inflammatory process, either alone or with surgery. The Dex-CSDH trial (Hutchinson and colleagues, NEJM, 2020) randomised 748 patients to a two-week tapering course of dexamethasone or placebo. Fewer patients in the dexamethasone group had a favourable outcome at six months, 83.9 against 90.3 per cent, despite fewer repeat operations, and adverse events were more common. Routine dexamethasone is therefore not recommended.",
            "Middle meningeal artery embolisation targets the blood supply of the neomembranes. Randomised trials published in 2024 reported that adding embolisation to standard management reduced recurrence or reoperation, and it is increasingly offered to patients at high risk of recurrence, although its place in routine care, cost-effectiveness and long-term results are still being established.",
          ),
        },
      },
    ],
  },
];
