/** Thirty-fourth held-out evaluation courses, advanced level (concurrency theory to dance movement therapy); see ai-courses-heldout34.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT34_C: EvalCourse[] = [
  {
    slug: "process-calculi-behavioural-equivalence",
    discipline: "Concurrency theory",
    title: "Process Calculi and Behavioural Equivalence",
    description:
      "Level 7 module (15 credits). Milner's Calculus of Communicating Systems as a language for concurrent behaviour, labelled transition systems and structural operational semantics, strong and weak bisimulation with coinductive proof, Hennessy–Milner logic, and the pi-calculus for processes that exchange channel names.",
    level: "advanced",
    duration: "one semester (11 weeks)",
    plantedGap: "pi-calculus",
    modules: [
      {
        title: "CCS and Its Operational Semantics",
        description: "The syntax of CCS, and transition rules that give each process a labelled transition system.",
        lesson: {
          title: "Processes as labelled transition systems",
          html:
            p(
              "The Calculus of Communicating Systems (CCS), introduced by Robin Milner in 1980, describes a concurrent system by the actions it can perform. Its basic ingredients are a set of names <i>a, b, c, …</i>, a matching set of co-names <i>ā, b̄, …</i>, and a special silent action τ representing an internal step that no observer can see. A name and its co-name are complementary: an input on <i>a</i> and an output on <i>ā</i> can synchronise. The process terms are built from a small number of operators:",
            ) +
            "<table><tr><th>Term</th><th>Meaning</th></tr><tr><td>0</td><td>the inactive process</td></tr><tr><td>α.P</td><td>prefix: perform α, then behave as P</td></tr><tr><td>P + Q</td><td>choice: behave as P or as Q</td></tr><tr><td>P | Q</td><td>parallel composition</td></tr><tr><td>P \\ L</td><td>restriction: actions on names in L are hidden</td></tr><tr><td>P[f]</td><td>relabelling of names by f</td></tr><tr><td>A ≝ P</td><td>recursive definition of a process constant</td></tr></table>" +
            p(
              "The meaning of a term is given by structural operational semantics in the style of Plotkin: inference rules define a transition relation P —α→ P′. The prefix axiom says α.P —α→ P. Choice lets P + Q do anything P or Q can do, discarding the other branch. Parallel composition has three rules: either component may move on its own, and if P —a→ P′ and Q —ā→ Q′ then P | Q —τ→ P′ | Q′, the communication becoming a silent step. Restriction allows a transition of P \\ L only if its label, or its complement, is not in L, which forces the components to communicate on restricted names rather than with the environment.",
              "These rules turn every process into a labelled transition system (LTS): a set of states, the reachable process terms, with labelled edges between them. For example, the term (a.b̄.0 | b.c.0) \\ {b} can perform a, then τ through the hidden handshake on b, then c. The LTS is the object about which questions of equivalence are asked, and all reasoning in CCS comes back to comparing transition systems.",
            ),
        },
      },
      {
        title: "Strong Bisimulation",
        description:
          "Two processes are equivalent when each can match the other's moves forever; we define this precisely and learn to prove it.",
        lesson: {
          title: "Bisimulation and coinduction",
          html: p(
            "Trace equivalence, the idea that two processes are the same if they can perform the same sequences of actions, is too coarse for concurrent systems. Consider P = a.(b.0 + c.0) and Q = a.b.0 + a.c.0. Both have the traces a, ab and ac. Yet after performing a, Q has already committed: it is in either b.0 or c.0. If an environment offers only b, Q may deadlock while P never will. An equivalence for concurrency must therefore take account of the branching structure of behaviour.",
            "Milner and Park's answer is bisimulation. A binary relation R on processes is a strong bisimulation if, whenever P R Q, every move P —α→ P′ is matched by some move Q —α→ Q′ with P′ R Q′, and symmetrically every move of Q is matched by a move of P with the results related. Two processes are strongly bisimilar, written P ∼ Q, if some strong bisimulation contains the pair. The relation ∼ is itself the largest bisimulation, the union of all of them.",
            "This definition gives a proof method. To show P ∼ Q it is enough to exhibit a relation containing (P, Q) and check that it is closed under the matching condition; no induction on the length of behaviour is needed, even for infinite processes. This is coinduction, the dual of induction: ∼ is the greatest fixed point of a monotone function on relations, so any post-fixed point, any bisimulation, lies below it. For example, with A ≝ a.A and B ≝ a.a.B, the relation {(A, B), (A, a.B)} is a bisimulation, so A ∼ B. To show non-bisimilarity, one argues that no relation can work: in the example above, Q's move to b.0 must be matched by P's only move to b.0 + c.0, and then the c-transition cannot be matched, so P ≁ Q. Strong bisimilarity is a congruence for all CCS operators, which means equivalent components can be substituted in any context, the property that makes equational reasoning about systems possible.",
          ),
        },
      },
      {
        title: "Weak Bisimulation and Modal Logic",
        description:
          "Abstracting from internal steps, and characterising bisimilarity by the formulas two processes satisfy.",
        lesson: {
          title: "Ignoring τ, and the Hennessy–Milner theorem",
          html: p(
            "Strong bisimulation counts silent steps, so a specification a.0 is not strongly bisimilar to an implementation a.τ.0 that performs an internal step afterwards, although no observer could tell them apart. Weak bisimulation abstracts from τ. Write P ⇒ P′ for zero or more τ-steps, and P =α⇒ P′ for ⇒ —α→ ⇒ when α is visible, and simply ⇒ when α is τ. A relation R is a weak bisimulation if whenever P R Q and P —α→ P′, there is Q′ with Q =α⇒ Q′ and P′ R Q′, and symmetrically. The largest such relation, weak bisimilarity ≈, equates a.0 and a.τ.0, and it lets one prove that a system of communicating components, with its internal handshakes hidden by restriction, behaves like a simple specification.",
            "Weak bisimilarity has a flaw: it is not preserved by choice. The processes τ.a.0 and a.0 are weakly bisimilar, yet τ.a.0 + b.0 can silently discard the b branch while a.0 + b.0 cannot, so the two sums are not weakly bisimilar. Milner's remedy is observational congruence, which requires that an initial τ-move be matched by at least one τ-move; it is the largest congruence contained in ≈.",
            "A second perspective is logical. Hennessy–Milner logic has formulas built from true, negation, conjunction and two modalities: ⟨α⟩φ holds of P if P has some α-transition to a state satisfying φ, and [α]φ holds if every α-transition leads to such a state. In the earlier example, P = a.(b.0 + c.0) satisfies [a]⟨c⟩true, while Q = a.b.0 + a.c.0 does not, since one of its a-moves leads to a state with no c-transition. The Hennessy–Milner theorem, proved in 1985, states that for image-finite processes, those with finitely many successors for each action, two processes are strongly bisimilar if and only if they satisfy exactly the same formulas. A distinguishing formula is therefore a certificate of non-equivalence, and model checkers use this to explain why two systems differ.",
          ),
        },
      },
    ],
  },
  {
    slug: "crane-design-and-assessment",
    discipline: "Crane engineering",
    title: "Crane Design and Assessment",
    description:
      "Structural design and assessment of cranes to the EN 13001 series and BS 7121: dynamic factors and load combinations, the stability of mobile cranes on outriggers, fatigue of welded crane structures, and the selection and discard of wire rope.",
    level: "advanced",
    duration: "one semester (MEng/MSc option)",
    plantedGap: "wire rope",
    modules: [
      {
        title: "Dynamic Factors and Load Combinations",
        description:
          "EN 13001-2 multiplies static loads by dynamic factors and groups them into combinations A, B and C; we apply both to a design case.",
        lesson: {
          title: "φ-factors in EN 13001-2",
          html:
            p(
              "A crane's loads are never purely static. Lifting a load off the ground, accelerating drives, travelling over rail joints and releasing part of a load all produce dynamic effects, and EN 13001-2 represents them by multiplying the static loads by dynamic factors, φ, rather than requiring a full dynamic analysis for every design. The main factors are:",
            ) +
            "<ul><li><b>φ₁</b> applies to the gravitational load of the crane's own mass during hoisting, allowing for vibration excited when a load is lifted or lowered; 0.9 ≤ φ₁ ≤ 1.1, with the upper or lower value used according to which is unfavourable.</li><li><b>φ₂</b> applies to the hoist load when an unrestrained load is lifted off the ground.</li><li><b>φ₃</b> covers the sudden release of part of the payload, as with a grab or magnet.</li><li><b>φ₄</b> covers travel over an uneven surface or rail track.</li><li><b>φ₅</b> amplifies the forces caused by acceleration and braking of drives, commonly between 1.0 and 2.0.</li></ul>" +
            p(
              "The factor φ₂ is the one most often governing. It is calculated as φ₂ = φ₂,min + β₂ v<sub>h</sub>, where v<sub>h</sub> is the characteristic hoisting speed in m/s and φ₂,min and β₂ depend on the hoisting class, HC1 for a very flexible crane structure to HC4 for a very stiff one. For HC1, β₂ = 0.17 and φ₂,min = 1.05; for HC2, 0.34 and 1.10; for HC3, 0.51 and 1.15; for HC4, 0.68 and 1.20. A stiff overhead travelling crane classed HC3 with a characteristic hoisting speed of 0.25 m/s therefore has φ₂ = 1.15 + 0.51 × 0.25 = 1.28, so the hoist load is increased by 28 per cent in the proof of strength.",
              "Loads are then grouped into combinations. Combination A contains regular loads only: the crane's mass, the hoist load and the inertial forces of normal operation. Combination B adds occasional loads, such as in-service wind, skewing forces and snow or temperature effects. Combination C contains exceptional loads, such as out-of-service wind, test loads, buffer impact and emergency cut-off. Each combination carries its own partial safety factors on each load, smallest for combination C, because exceptional loads are rare and their values are upper bounds. The designer checks every relevant combination and the most onerous one governs each member.",
            ),
        },
      },
      {
        title: "Stability of Mobile Cranes on Outriggers",
        description: "Tipping moments, rated capacity and the ground beneath the outrigger pads.",
        lesson: {
          title: "Tipping lines and ground bearing pressure",
          html: p(
            "A mobile crane overturns by rotating about a tipping line, the line joining the two outrigger pads on the side of the load. Stability is a balance of moments about this line: the overturning moment of the load, hook block and forward part of the boom against the restoring moment of the crane's own mass, particularly the counterweight, lying behind it. The tipping load is the load at which these moments are equal and the rear pads just lift.",
            "As a simplified worked example, consider a crane whose total mass, excluding the boom, is 40 t with its centre of gravity 2.0 m behind the tipping line, and a load at a radius that places it 5.0 m beyond the tipping line. Ignoring the boom, the tipping load is 40 × 2.0 / 5.0 = 16 t. Rated capacity charts are set well below tipping. In United States practice, ASME B30.5 limits the rated load of a crane on outriggers to 85 per cent of the tipping load, and to 75 per cent for crawler cranes and cranes on tyres, which would give 13.6 t here. In Europe EN 13000 specifies stability checks under static and dynamic conditions including wind, and modern cranes enforce their charts through a rated capacity limiter that monitors radius, boom length, slew angle and outrigger extension. Because the tipping line moves inward when outriggers are only partly extended, each outrigger configuration has its own chart.",
            "The moment that the crane resists must be carried by the ground. When the boom is slewed over one outrigger, that pad may carry well over half the total weight of crane and load. If an outrigger reaction of 35 t, about 343 kN, is spread on a 1.2 m × 1.2 m mat, the bearing pressure is 343 / 1.44 ≈ 238 kPa, beyond the safe capacity of many soft soils. BS 7121-1 places responsibility for planning each lift on an appointed person, who must assess ground conditions, hidden voids and services; guidance such as CIRIA C703 sets out methods for assessing the bearing capacity of the ground beneath crane mats. Ground failure under an outrigger, rather than a structural fault, is among the commonest causes of mobile crane overturning.",
          ),
        },
      },
      {
        title: "Fatigue of Welded Crane Structures",
        description:
          "Cranes repeat the same stress cycle millions of times, and welded details crack long before the steel yields.",
        lesson: {
          title: "Detail categories, stress history and Miner's rule",
          html:
            p(
              "Fatigue is the growth of cracks under repeated stress ranges far below the yield strength. In welded steel structures the cracks start almost always at welds, where geometry concentrates stress and the welding process leaves small defects and high residual stresses. For that reason fatigue resistance depends mainly on the stress range, Δσ, and on the geometry of the detail, hardly at all on the grade of steel. EN 13001-3-1 classifies welded and bolted details into detail categories, each labelled by its characteristic fatigue strength Δσ<sub>c</sub>, the stress range in N/mm² that the detail can sustain for 2 × 10⁶ cycles. A transverse butt weld ground flush might be in category 112, a fillet-welded attachment in category 71, and a cover-plate end much lower.",
              "For welded details the S-N curve is a straight line on logarithmic axes with slope m = 3, so N = 2 × 10⁶ (Δσ<sub>c</sub>/Δσ)³. A crane's loading, however, is a spectrum of different stress ranges. The Palmgren–Miner rule sums the damage fractions, D = Σ n<sub>i</sub>/N<sub>i</sub>, and failure is predicted when D reaches 1. For a category 71 detail:",
            ) +
            '<table><tr><th>Stress range Δσ (N/mm²)</th><th>Cycles applied n</th><th>Cycles to failure N</th><th>n/N</th></tr><tr><td>50</td><td>1.0 × 10⁶</td><td>5.73 × 10⁶</td><td>0.175</td></tr><tr><td>30</td><td>5.0 × 10⁶</td><td>26.5 × 10⁶</td><td>0.189</td></tr><tr><td colspan="3">Total damage D</td><td>0.364</td></tr></table>' +
            p(
              "EN 13001 packages this calculation through the stress history parameter s, which combines the relative number of cycles and the shape of the stress spectrum, and groups cranes into classes S0 to S9. The design check compares the maximum stress range with a limit design stress range reduced by the partial safety factor for fatigue strength and by the factor s<sup>1/m</sup>. Because fatigue is so sensitive to detailing, good design places welds away from high stress ranges, avoids abrupt changes of section and specifies inspection of critical welds throughout the crane's life.",
            ),
        },
      },
    ],
  },
  {
    slug: "planning-law-development-control-england",
    discipline: "Planning law",
    title: "Development Control in English Planning Law",
    description:
      "In England almost every building operation, and every material change of use, needs planning permission. This final-year LLB option studies the statutory meaning of development, permitted development and the Use Classes Order, decision-making under the plan-led system, planning obligations, and the enforcement of planning control.",
    level: "advanced",
    duration: "one semester (2 hours a week)",
    plantedGap: "enforcement",
    modules: [
      {
        title: "The Meaning of Development",
        description:
          "Section 55 of the Town and Country Planning Act 1990, its exclusions, and the orders that grant permission nationally.",
        lesson: {
          title: "Operations, changes of use and permitted development",
          html: p(
            "Section 57(1) of the Town and Country Planning Act 1990 requires planning permission for the carrying out of any development of land, and section 55(1) defines development in two limbs: 'the carrying out of building, engineering, mining or other operations in, on, over or under land', and 'the making of any material change in the use of any buildings or other land'. The first limb concerns physical acts that change the land; the second concerns the purposes to which land is put. A single project, such as converting a barn into a house, may involve both.",
            "Section 55(2) removes certain matters from the definition. Works of maintenance, improvement or alteration that affect only the interior of a building or do not materially affect its external appearance are not development. Nor is the use of land within the curtilage of a dwellinghouse for a purpose incidental to its enjoyment, the use of land for agriculture or forestry, or a change between uses in the same class specified by the Use Classes Order. The Town and Country Planning (Use Classes) Order 1987 groups uses into classes; its amendment in 2020 created the broad Class E, which gathers shops, restaurants, offices, light industry and many services, so that a shop can become an office without any development taking place.",
            "Whether a change of use is 'material' is a question of fact and degree for the decision-maker, reviewable by the courts only on public law grounds. The analysis begins by identifying the planning unit, which in Burdle v Secretary of State for the Environment [1972] 1 WLR 1207 was taken to be normally the unit of occupation, and then comparing its character before and after the change, including ancillary uses and intensification. Even where a project is development, it may not need a specific application. The Town and Country Planning (General Permitted Development) (England) Order 2015 grants planning permission nationally for many classes of development, from modest house extensions to some changes of use, subject to limits and conditions. A local planning authority can withdraw these rights in a particular area by an Article 4 direction, which is common in conservation areas.",
          ),
        },
      },
      {
        title: "Deciding Applications in a Plan-Led System",
        description:
          "How much weight does the development plan carry against other material considerations, and who decides?",
        lesson: {
          title: "Section 38(6), material considerations and the courts",
          html: p(
            "Section 70(2) of the 1990 Act requires an authority determining an application to have regard to the provisions of the development plan, so far as material, to any local finance considerations and to any other material considerations. Section 38(6) of the Planning and Compulsory Purchase Act 2004 adds the decisive rule: the determination must be made in accordance with the development plan unless material considerations indicate otherwise. This creates a statutory presumption in favour of the plan. In City of Edinburgh Council v Secretary of State for Scotland [1997] 1 WLR 1447, the House of Lords, considering the Scottish equivalent, held that the decision-maker must identify the relevant provisions of the plan, decide whether the proposal accords with the plan read as a whole, and then weigh any material considerations against that conclusion.",
            "The courts distinguish sharply between questions of law and questions of planning judgment. Whether a consideration is material is a question of law; how much weight it receives is a matter for the decision-maker, with which the court will not interfere unless the result is irrational, as the House of Lords held in Tesco Stores Ltd v Secretary of State for the Environment [1995] 1 WLR 759. The meaning of a policy is likewise a question of law: in Tesco Stores Ltd v Dundee City Council [2012] UKSC 13, the Supreme Court held that a planning authority must interpret its policies properly, read objectively in their context, although their application to the facts is a matter of judgment.",
            "The National Planning Policy Framework is not part of the development plan, but it is a material consideration of great weight. Its presumption in favour of sustainable development, in paragraph 11, directs that where the policies most important for determining an application are out of date, for example because the authority cannot show a five-year supply of deliverable housing sites, permission should be granted unless the adverse impacts would significantly and demonstrably outweigh the benefits: the so-called tilted balance. In Suffolk Coastal District Council v Hopkins Homes Ltd [2017] UKSC 37, the Supreme Court stressed that the Framework is policy, not statute, and warned against treating its words as if they were legislation.",
          ),
        },
      },
      {
        title: "Planning Obligations",
        description:
          "Agreements under section 106, the statutory tests they must meet, and the line between legitimate obligations and buying permission.",
        lesson: {
          title: "Section 106 and the regulation 122 tests",
          html:
            p(
              "Under section 106 of the 1990 Act, any person interested in land may enter into a planning obligation, either by agreement with the local planning authority or by a unilateral undertaking. An obligation may restrict the development or use of the land, require specified operations or activities to be carried out, require the land to be used in a specified way, or require sums of money to be paid to the authority. It is a deed, and it runs with the land, binding successors in title. Obligations are the principal means by which developers provide affordable housing and contribute to local infrastructure such as schools, roads and open space.",
              "Because obligations involve money changing hands, the law guards against permission being bought and sold. Regulation 122 of the Community Infrastructure Levy Regulations 2010 provides that a planning obligation may constitute a reason for granting permission only if it is:",
            ) +
            "<ul><li>necessary to make the development acceptable in planning terms;</li><li>directly related to the development; and</li><li>fairly and reasonably related in scale and kind to the development.</li></ul>" +
            p(
              "These tests codify earlier policy and case law. An obligation that fails them may still be entered into, but it cannot lawfully be treated as a reason for approval. The leading authority on the underlying principle is R (Wright) v Forest of Dean District Council [2019] UKSC 53. A community wind turbine was permitted partly because the developer offered to donate a share of its turnover to a local community fund. The Supreme Court held that the donation was not a material consideration, because it had no real connection with the use of the land and was in effect an offer of money to secure permission. An obligation may be modified or discharged by agreement at any time, and after five years a person bound by it may apply to the authority under section 106A to modify or discharge it, with a right of appeal to the Secretary of State under section 106B.",
            ),
        },
      },
    ],
  },
  {
    slug: "forensic-entomology-minimum-pmi",
    discipline: "Forensic entomology",
    title: "Forensic Entomology and the Minimum Post-Mortem Interval",
    description:
      "Blow flies can find a body within minutes of death, and their offspring become a clock. Taught at master's level to students with a biology degree, this module covers insect succession on carrion, development rates and accumulated degree hours, the estimation of the minimum post-mortem interval in casework, and entomotoxicology.",
    level: "advanced",
    duration: "one semester (with a field decomposition practical)",
    plantedGap: "entomotoxicology",
    modules: [
      {
        title: "Succession on Carrion",
        description:
          "The stages of decomposition and the insect groups that arrive at each, from the first blow flies to the hide beetles.",
        lesson: {
          title: "Waves of colonisation",
          html:
            p(
              "A dead body is a rich, short-lived resource, and the insects that exploit it arrive in a broadly predictable order. The French veterinarian Jean Pierre Mégnin described eight successive 'squads' of insects in <i>La Faune des cadavres</i> (1894), and although his rigid sequence has not stood up to later study, the principle of succession remains the basis of the discipline. Jerry Payne's experiments with pig carcasses in South Carolina in 1965 established the now standard description of decomposition stages and the insects associated with each, and pigs of about human body mass remain the usual experimental model.",
            ) +
            "<table><tr><th>Stage</th><th>Condition of the body</th><th>Characteristic insects</th></tr><tr><td>Fresh</td><td>no visible change; cooling, rigor</td><td>blow flies (Calliphoridae) and flesh flies (Sarcophagidae) lay eggs or larvae at natural openings and wounds</td></tr><tr><td>Bloated</td><td>gases from gut bacteria inflate the abdomen</td><td>blow fly larvae feeding; predatory beetles begin to arrive</td></tr><tr><td>Active decay</td><td>skin ruptures, fluids escape, strong odour</td><td>large larval masses; rove beetles (Staphylinidae) and carrion beetles (Silphidae)</td></tr><tr><td>Advanced decay</td><td>most soft tissue gone</td><td>larvae leave to pupate; cheese skippers (Piophilidae), Muscidae</td></tr><tr><td>Dry remains</td><td>skin, cartilage and bone</td><td>hide beetles (Dermestidae), ham beetles (Cleridae), moths</td></tr></table>" +
            p(
              "Succession is strongly influenced by circumstance. Temperature governs the speed of every stage; season decides which species are active, <i>Calliphora vicina</i> being typical of cool conditions in north-western Europe and <i>Lucilia sericata</i> of warm ones; habitat separates urban from rural and sunny from shaded faunas. Burial, wrapping or confinement indoors delays colonisation or excludes some groups. For these reasons succession data are regional, and an estimate based on the composition of the insect community is usually less precise than one based on the development of a single species. It becomes essential, however, once the first generation of blow flies has completed development and left the body, when the age of the oldest immature insects can no longer measure the elapsed time.",
            ),
        },
      },
      {
        title: "Development and Thermal Summation",
        description:
          "Insect development depends on temperature, and accumulated degree hours turn temperature records into time.",
        lesson: {
          title: "Accumulated degree hours",
          html: p(
            "Blow flies develop through a fixed sequence: egg, three larval instars, a post-feeding or wandering stage in which the larva stops eating and leaves the food to find a place to pupate, the pupa inside a hardened puparium, and the adult. Because insects are ectotherms, the rate of development depends on temperature. Within the range a species tolerates, the rate increases roughly linearly with temperature above a lower developmental threshold, below which development stops. The amount of development needed to reach a stage can therefore be expressed as a constant quantity of thermal energy: accumulated degree hours (ADH) or degree days (ADD), summed as (temperature − threshold) × time.",
            "Consider a hypothetical species with a lower threshold of 10 °C that needs 2,400 ADH from egg-laying to reach the post-feeding stage. If the temperature at the scene were a constant 22 °C, each hour would contribute 12 ADH, and the stage would be reached after 2,400 / 12 = 200 hours, about 8.3 days. In a real case temperatures vary, so the calculation is done backwards from the time of discovery, hour by hour or day by day, adding (T − 10) for each period until the required total is reached; hours below 10 °C contribute nothing. If the days before discovery averaged 16 °C, contributing 144 ADH a day, and the total were reached sixteen and two-thirds days back, that date marks the estimated time of first egg-laying.",
            "Development data come from laboratory rearing at several constant temperatures, and for important species they are published as tables, equations or isomegalen diagrams, plots of larval length against time and temperature, such as those for <i>Calliphora vicina</i> by Reiter (1984) and for <i>Lucilia sericata</i> by Grassberger and Reiter (2001). Two complications matter in practice. The thermal summation model is only approximately linear, failing near the upper and lower limits, so nonlinear models may be preferred. And dense masses of feeding larvae generate their own heat, sometimes more than 10 °C above ambient temperature, so the temperature the larvae experienced may differ from the air temperature recorded nearby.",
          ),
        },
      },
      {
        title: "From Specimens to a Minimum PMI",
        description:
          "Collection at the scene, identification, temperature reconstruction and the careful wording of the conclusion.",
        lesson: {
          title: "Casework",
          html:
            p(
              "An entomological estimate is only as good as the evidence collected. The European Association for Forensic Entomology published standards and guidelines (Amendt et al., 2007) that remain the basis of good practice. At the scene the entomologist, or a trained crime scene examiner, records the location of insects on and around the body and collects:",
            ) +
            "<ul><li>the largest and apparently oldest larvae from each infested site, since they indicate the earliest colonisation;</li><li>a sample of these killed in near-boiling water and stored in 70–95 per cent ethanol, which preserves their length and shape;</li><li>a live sample, kept cool, to be reared to the adult for identification and to measure the remaining development time;</li><li>pupae and empty puparia from the soil and surroundings, searching several metres away, where post-feeding larvae may have wandered;</li><li>temperature readings at the scene, with a data logger left in place for several days after the body is removed.</li></ul>" +
            p(
              "Identification to species is essential, because closely related blow flies develop at different rates; morphological keys are supplemented by DNA barcoding where larvae are hard to separate. Temperature at the scene before discovery is reconstructed from the nearest official weather station, corrected by regression against the logger readings taken afterwards, since a woodland or a closed room can differ from the station by several degrees.",
              "The result is properly called a minimum post-mortem interval (PMImin). Insects measure the time since the first eggs or larvae were deposited, not the time since death. Colonisation may be delayed by darkness, since blow flies rarely lay eggs at night, by cold weather, by wrapping or burial, or by a body lying indoors; in rare cases of neglected wounds it may even begin before death. The report should therefore state the earliest time colonisation is likely to have occurred, with an interval reflecting the uncertainties, and explain which assumptions it rests on.",
            ),
        },
      },
    ],
  },
  {
    slug: "dance-movement-psychotherapy-clinical",
    discipline: "Dance movement therapy",
    title: "Dance Movement Psychotherapy: Clinical Theory and Assessment",
    description:
      "Advanced clinical module for trainee dance movement psychotherapists on placement. Topics: the Chace approach to group work, kinaesthetic empathy and mirroring, Laban Movement Analysis and the Kestenberg Movement Profile as tools of assessment, and the state of outcome research.",
    level: "advanced",
    duration: "one academic year (alongside clinical placement)",
    plantedGap: "Kestenberg Movement Profile",
    modules: [
      {
        title: "The Chace Approach",
        description:
          "Marian Chace's group method, still the core of much clinical practice, and the four concepts that describe it.",
        lesson: {
          title: "The circle, the warm-up and the theme",
          html: p(
            "Marian Chace (1896–1970) trained and performed with the Denishawn company before turning to teaching, and in 1942 she began working with psychiatric patients at St Elizabeths Hospital in Washington, DC. Her work there, with patients often unreachable through words, became the foundation of dance movement therapy in the United States, and she was the first president of the American Dance Therapy Association when it was founded in 1966.",
            "A Chace session has a recognisable shape. The group usually forms a circle, which gives everyone equal visibility and a sense of a shared container. The warm-up begins with simple movement, often to music, in which the therapist picks up and extends movements offered by individual members, gradually bringing the group into a shared rhythm. In the theme development, a movement motif or image that has emerged from the group, such as reaching, pushing away or rocking, is explored, elaborated and often verbalised, so that its emotional content can be recognised. The closure brings the group back together, frequently with a shared, calming movement and a brief reflection, before members leave.",
            "Chaiklin and Schmais described the approach in terms of four core concepts. Body action refers to the development of the body as an instrument of expression, working with tension, breath and the connection between body parts. Symbolism refers to the use of movement, imagery and role-play to give form to feelings that cannot yet be named. The therapeutic movement relationship is the therapist's way of meeting the patient through movement, above all by mirroring, not a mechanical copy but a reflection of the quality and intention of the patient's movement that conveys understanding. Rhythmic group activity uses shared rhythm to organise energy, create cohesion and reduce isolation. Underlying all four is kinaesthetic empathy, the therapist's use of her own bodily response to sense and understand the patient's state, which supervision helps the trainee to distinguish from her own reactions.",
          ),
        },
      },
      {
        title: "Laban Movement Analysis",
        description: "A vocabulary for observing and recording movement, applied to assessment on placement.",
        lesson: {
          title: "Body, Effort, Shape and Space",
          html:
            p(
              "Laban Movement Analysis derives from the work of Rudolf Laban (1879–1958), the dancer and theorist who developed a notation and a theory of movement qualities, and was extended for clinical and rehabilitative use by his student Irmgard Bartenieff. It offers the therapist a shared, reasonably precise vocabulary for what she sees, which is essential both for assessment and for communicating with a clinical team. The system is usually taught in four categories: Body (which parts move and how movement is sequenced through the body), Effort (the dynamic quality of movement), Shape (how the body changes form in relation to itself and the environment) and Space (where in the surrounding space movement occurs).",
              "Effort is the category most used clinically. It describes the mover's inner attitude towards four motion factors, each with two polarities:",
            ) +
            "<table><tr><th>Factor</th><th>Indulging polarity</th><th>Fighting polarity</th><th>Related question</th></tr><tr><td>Weight</td><td>light</td><td>strong</td><td>what is my intention?</td></tr><tr><td>Time</td><td>sustained</td><td>sudden</td><td>when?</td></tr><tr><td>Space</td><td>indirect</td><td>direct</td><td>where is my attention?</td></tr><tr><td>Flow</td><td>free</td><td>bound</td><td>how do I continue or control?</td></tr></table>" +
            p(
              "Combinations of weight, time and space give Laban's eight basic effort actions: punch, slash, dab, flick, press, wring, glide and float. In assessment, the therapist observes not single movements but patterns: a patient with depression may show reduced range, predominantly bound flow, passive weight and little use of the space around her; a patient in a manic state may show sudden, free, scattered movement. Change across sessions, such as the return of strong weight or a wider kinesphere, can be recorded and discussed as a sign of progress. Observations should be made over several sessions and, where possible, checked with a second observer, since reliability depends heavily on training.",
            ),
        },
      },
      {
        title: "Outcome Research",
        description: "Does dance movement therapy work, for whom, and how strong is the evidence?",
        lesson: {
          title: "Reading the evidence critically",
          html: p(
            "For most of its history dance movement therapy relied on case studies and clinical reports, which describe process vividly but cannot show that improvement is due to the therapy. Over the past two decades controlled trials and meta-analyses have accumulated, and a trainee must be able to read them critically, both to inform practice and to argue for services.",
            "The largest synthesis to date is the meta-analysis by Koch and colleagues, published in <i>Frontiers in Psychology</i> in 2019, which updated an earlier review and included 41 controlled studies with 2,374 participants. It found that dance movement therapy and dance decreased depression and anxiety and increased quality of life and interpersonal and cognitive skills, with effects in the small-to-moderate range. Studies with clinical populations and studies of dance movement therapy specifically, as distinct from dance classes, were analysed separately. A Cochrane review of dance movement therapy for depression, by Meekums, Karkou and Nelson in 2015, found only three trials with 147 participants and judged the evidence to be of low quality, so it could draw no firm conclusions. Both reviews emphasise the same weaknesses: small samples, short follow-up, poorly described interventions and the impossibility of blinding participants.",
            "When appraising a trial, the questions are the usual ones for psychological therapies. Was allocation randomised and concealed? Was the comparison an active control, such as an exercise group, or only a waiting list, which tends to inflate effects? Were outcomes rated by assessors blind to allocation? Were the intervention and the therapist's training described well enough to be replicated? Was the trial registered in advance with its primary outcome stated? Trainees are also encouraged to contribute to practice-based evidence, routinely collecting standardised outcome measures such as the CORE-10 in their own groups, because pooled service data complement trials by showing how therapy performs with the patients actually seen in clinics.",
          ),
        },
      },
    ],
  },
];
