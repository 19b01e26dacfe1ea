/** Thirty-first held-out evaluation courses, advanced level (water law to interventional radiology); see ai-courses-heldout31.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT31_C: EvalCourse[] = [
  {
    slug: "water-rights-rivers-and-aquifers",
    discipline: "Water law",
    title: "Water Rights: Rivers, Aquifers and Borders",
    description:
      "Rivers cross property lines and frontiers, and the law that allocates their water has split into rival doctrines. This LLM seminar compares riparian rights with prior appropriation, analyses groundwater rules including correlative rights, and studies the 1997 UN Watercourses Convention and its principles of equitable use and no significant harm.",
    level: "advanced",
    duration: "one semester (12 two-hour seminars)",
    plantedGap: "correlative rights",
    modules: [
      {
        title: "Riparian Rights",
        description:
          "The common law ties water rights to ownership of the bank, and we trace how English and American courts turned natural flow into reasonable use.",
        lesson: {
          title: "Natural flow and reasonable use",
          html: p(
            "Under the riparian doctrine, the right to use water in a watercourse belongs to the owners of land that borders it, by virtue of that ownership. The right is usufructuary: the riparian owner does not own the water itself, only a right to use it, and shares that right with every other riparian owner on the same stream. It cannot be lost by non-use and, in its classic form, cannot be used on land outside the watershed.",
            "The early English cases framed the right as one to the natural flow of the stream, undiminished in quantity and unimpaired in quality, subject only to 'ordinary' uses such as domestic supply and watering cattle. In <i>Embrey v Owen</i> (1851) the Court of Exchequer softened this, holding that a riparian owner could make 'extraordinary' uses, such as irrigation, provided they caused no sensible injury to other riparians. <i>Miner v Gilmour</i> (1859), a Privy Council appeal from Lower Canada, restated the point: each owner has a right to the reasonable use of the water as it passes.",
            "American courts in the humid eastern states moved further towards reasonable use, in which any use is permitted if it is reasonable in relation to the uses of others. The <i>Restatement (Second) of Torts</i> § 850A lists the factors: the purpose of the use, its suitability to the watercourse, its economic and social value, the harm it causes, the practicality of avoiding harm by adjusting the use of one party, the protection of existing investment, and the justice of requiring the user causing harm to bear the loss. Reasonableness is always relative; a use lawful in a wet year may become unreasonable in a drought.",
            "In England and Wales, common-law riparian rights survive but are largely overtaken by statute. Since the Water Resources Act 1963, now the Water Resources Act 1991, abstraction of more than 20 cubic metres a day generally requires a licence from the Environment Agency.",
          ),
        },
      },
      {
        title: "Prior Appropriation",
        description:
          "In the arid American West, priority in time replaced proximity to the river, with consequences we still litigate.",
        lesson: {
          title: "First in time, first in right",
          html:
            p(
              "The doctrine of prior appropriation arose in the mining camps of California and Colorado, where water had to be carried long distances from streams to placer diggings and farms on land that did not touch the river. The Colorado Supreme Court adopted it decisively in <i>Coffin v Left Hand Ditch Co.</i> (1882), holding that the first person to divert water and apply it to a beneficial use acquires a right superior to all later users, whether or not they own riparian land. Its elements are usually stated as follows:",
            ) +
            "<ul><li><b>Intent</b> to appropriate water and <b>diversion</b> from a natural source (with modern exceptions for in-stream flows);</li><li><b>Beneficial use</b>, which is 'the basis, the measure and the limit' of the right;</li><li><b>Priority</b>, fixed by the date of first appropriation;</li><li>loss by <b>abandonment</b> or, under statute, forfeiture after a period of non-use: 'use it or lose it'.</li></ul>" +
            p(
              "Priority matters only in shortage, and then it operates without proration. Suppose a stream carries 10 cubic feet per second in August, and three users hold rights of 6 cfs (1880), 4 cfs (1905) and 5 cfs (1950). The 1880 and 1905 users receive their full 6 and 4 cfs; the 1950 user receives nothing. If the senior user is not receiving water, she may place a 'call' on the river, and the state engineer will order upstream juniors to stop diverting. This all-or-nothing quality makes senior rights very valuable and explains the active markets in water rights in states such as Colorado.",
              "Several states, including California, combine both systems, a mix known as the California doctrine; the reconciliation of riparian and appropriative claims was a long source of litigation, eased by the 1928 constitutional amendment that subjected all water use to a requirement of reasonableness.",
            ),
        },
      },
      {
        title: "Shared Rivers in International Law",
        description:
          "The UN Watercourses Convention codified two principles whose relationship states still contest, and the ICJ has applied both.",
        lesson: {
          title: "Equitable utilisation and the no-harm rule",
          html: p(
            "About 60 per cent of the world's fresh surface water flows in basins shared by two or more states. Customary international law on their use was codified by the International Law Commission and adopted as the Convention on the Law of the Non-navigational Uses of International Watercourses in 1997. The Convention entered into force in 2014, after its thirty-fifth ratification; many large upstream states, including China, India and Turkey, are not parties, but several of its provisions are accepted as customary law.",
            "Two principles lie at its heart. Article 5 requires watercourse states to utilise an international watercourse in an equitable and reasonable manner, and Article 6 lists relevant factors: geography, hydrology and climate; the social and economic needs of the states concerned; the population dependent on the watercourse; the effects of use in one state on others; existing and potential uses; conservation and economy of use; and the availability of alternatives. Article 7 obliges states to take all appropriate measures to prevent causing significant harm to other watercourse states. Downstream states have tended to read the no-harm rule as an independent constraint; upstream states treat it as one factor within equitable utilisation. The text, after long negotiation, makes harm relevant but not decisive: where significant harm is caused, the states must consult on eliminating or mitigating it, having due regard to Articles 5 and 6.",
            "The International Court of Justice applied these principles in <i>Gabčíkovo-Nagymaros</i> (Hungary v Slovakia, 1997), finding that Czechoslovakia's unilateral diversion of the Danube deprived Hungary of its right to an equitable and reasonable share. In <i>Pulp Mills on the River Uruguay</i> (Argentina v Uruguay, 2010) the Court held that a state planning an industrial activity which may have a significant adverse impact in a transboundary context must carry out an environmental impact assessment, a duty it described as part of general international law.",
          ),
        },
      },
    ],
  },
  {
    slug: "radiometric-clocks-in-geology",
    discipline: "Geochronology",
    title: "Radiometric Clocks in Geology",
    description:
      "Rocks and minerals keep time through the decay of unstable isotopes. This third-year geochronology module develops the decay equation and the isochron method, U–Pb dating of zircon with the concordia diagram, 40Ar/39Ar step heating, and radiocarbon calibration for the late Quaternary.",
    level: "advanced",
    duration: "one semester (12 weeks, lectures and problem classes)",
    plantedGap: "radiocarbon",
    modules: [
      {
        title: "The Decay Equation and Isochrons",
        description:
          "All geochronometers rest on one equation, and the isochron method frees us from having to know how much daughter isotope a rock started with.",
        lesson: {
          title: "From dN/dt to an isochron age",
          html: p(
            "Radioactive decay is a first-order process: the rate at which parent atoms decay is proportional to the number present, dN/dt = −λN, where λ is the decay constant. Integrating gives N = N<sub>0</sub>e<sup>−λt</sup>, and the half-life is t<sub>½</sub> = ln 2 / λ. In a closed system each decayed parent becomes a radiogenic daughter, D* = N<sub>0</sub> − N, so D* = N(e<sup>λt</sup> − 1) and the age is t = (1/λ) ln(1 + D*/N). Only ratios are needed, which mass spectrometers measure with high precision.",
            "The difficulty is that most minerals contain some daughter isotope at the time they form. The isochron method solves it. For the rubidium–strontium system, with <sup>87</sup>Rb decaying to <sup>87</sup>Sr, we divide by the stable, non-radiogenic isotope <sup>86</sup>Sr: (<sup>87</sup>Sr/<sup>86</sup>Sr)<sub>now</sub> = (<sup>87</sup>Sr/<sup>86</sup>Sr)<sub>initial</sub> + (<sup>87</sup>Rb/<sup>86</sup>Sr)(e<sup>λt</sup> − 1). This has the form y = c + mx. If several minerals or rocks formed at the same time from a homogeneous source, they share the same initial ratio but different Rb/Sr ratios, and they plot on a straight line whose slope gives the age and whose intercept gives the initial ratio.",
            "Worked example: a granite's minerals define an isochron of slope 0.0142. With λ(<sup>87</sup>Rb) = 1.42 × 10<sup>−11</sup> a<sup>−1</sup>, t = ln(1.0142) / 1.42 × 10<sup>−11</sup> ≈ 0.01410 / 1.42 × 10<sup>−11</sup> ≈ 993 million years. The more recent value of λ recommended by Villa and colleagues in 2015, 1.3972 × 10<sup>−11</sup> a<sup>−1</sup>, would give about 1.01 billion years, a reminder that decay-constant choices must be stated with every age.",
            "The fit is judged by the mean square of weighted deviates (MSWD). A value near 1 means the scatter is explained by analytical error; values well above 1 suggest that the samples did not all form at once or did not remain closed systems.",
          ),
        },
      },
      {
        title: "U–Pb Zircon Geochronology",
        description:
          "Two uranium decay chains in one mineral give a built-in test of closed-system behaviour, displayed on the concordia diagram.",
        lesson: {
          title: "Concordia, discordia and the zircon",
          html:
            p(
              "Uranium has two long-lived isotopes, each heading a decay chain that ends in a different stable lead isotope. Zircon, ZrSiO<sub>4</sub>, is the ideal mineral for using them: it accepts uranium into its lattice in place of zirconium but strongly excludes lead when it crystallises, it survives weathering, metamorphism and transport, and its closure temperature for lead diffusion exceeds 900 °C.",
            ) +
            "<table><tr><th>Parent</th><th>Daughter</th><th>Half-life</th></tr><tr><td><sup>238</sup>U</td><td><sup>206</sup>Pb</td><td>4.468 billion years</td></tr><tr><td><sup>235</sup>U</td><td><sup>207</sup>Pb</td><td>704 million years</td></tr></table>" +
            p(
              "Because each system gives an independent age, a zircon that has stayed closed yields the same age from both. On a Wetherill concordia diagram, <sup>206</sup>Pb*/<sup>238</sup>U is plotted against <sup>207</sup>Pb*/<sup>235</sup>U; the curve traced by all points with equal ages in both systems is called concordia. Concordant analyses lie on it. Zircons that have lost lead in a later event plot below the curve along a straight line, the discordia, whose upper intercept with concordia approximates the crystallisation age and whose lower intercept may date the disturbance. The Tera–Wasserburg diagram, which plots <sup>238</sup>U/<sup>206</sup>Pb against <sup>207</sup>Pb/<sup>206</sup>Pb, is preferred for young samples and for correcting common lead.",
              "Two analytical approaches dominate. Laser ablation inductively coupled plasma mass spectrometry (LA-ICP-MS) and the ion microprobe analyse spots tens of micrometres across within a single grain, mapping cores and rims of different ages. Isotope dilution thermal ionisation mass spectrometry (ID-TIMS) dissolves whole grains or fragments and reaches precisions near 0.05 per cent. Mattinson's chemical abrasion technique (2005), which anneals zircon and then leaches away its radiation-damaged domains with hydrofluoric acid, largely removes lead-loss effects before analysis. The oldest terrestrial material known, detrital zircons from the Jack Hills of Western Australia, gives U–Pb ages up to 4.4 billion years.",
            ),
        },
      },
      {
        title: "40Ar/39Ar Dating",
        description:
          "Argon dating of volcanic rocks has become a reference timescale, and step heating shows whether a sample can be trusted.",
        lesson: {
          title: "Irradiation, the J value and the plateau",
          html: p(
            "Potassium-40 has a half-life of about 1.25 billion years and a branched decay: roughly 89 per cent goes to <sup>40</sup>Ca by beta emission and about 11 per cent to <sup>40</sup>Ar by electron capture. Because argon is a noble gas, it escapes from molten lava, so a volcanic rock starts its clock with almost no radiogenic argon. Conventional K–Ar dating measures potassium and argon on separate aliquots, which introduces error if the sample is not homogeneous.",
            "The <sup>40</sup>Ar/<sup>39</sup>Ar method, developed by Merrihue and Turner in 1966, avoids this. The sample is irradiated with fast neutrons in a nuclear reactor, converting a fraction of its <sup>39</sup>K into <sup>39</sup>Ar by the (n, p) reaction. The <sup>39</sup>Ar then stands in for potassium, and the age is obtained from one isotopic measurement of argon: t = (1/λ) ln(1 + J × <sup>40</sup>Ar*/<sup>39</sup>Ar). The irradiation parameter J is found by irradiating a standard of known age alongside the unknowns, such as Fish Canyon Tuff sanidine at about 28.2 million years.",
            "The great advantage is that argon can be released in steps. The sample is heated in increments, with a furnace or a defocused laser, and each fraction of gas is analysed separately. A sample that has stayed closed gives the same age in every step, producing a flat age spectrum. A plateau is usually defined as three or more contiguous steps, releasing at least half of the <sup>39</sup>Ar, whose ages agree within error. Argon lost from the rims of crystals in later heating shows up as young ages in the first low-temperature steps; excess argon inherited from the magma may give a saddle-shaped spectrum with anomalously old steps.",
            "High-precision <sup>40</sup>Ar/<sup>39</sup>Ar ages on sanidine from volcanic ash beds, together with astronomical tuning of sediments and U–Pb zircon ages, now underpin the Geologic Time Scale for the Cenozoic and much of the Mesozoic.",
          ),
        },
      },
    ],
  },
  {
    slug: "static-program-analysis-theory-and-practice",
    discipline: "Static analysis of programs",
    title: "Static Program Analysis: Theory and Practice",
    description:
      "Static analysers must trade soundness against precision and scalability. This master's module treats dataflow analysis on control-flow graphs within monotone frameworks, abstract interpretation with widening, interprocedural analysis, and Andersen-style points-to analysis for heap-manipulating programs.",
    level: "advanced",
    duration: "one semester (12 weeks, lectures and a project)",
    plantedGap: "points-to",
    modules: [
      {
        title: "Dataflow Analysis and Monotone Frameworks",
        description:
          "Classic analyses such as reaching definitions and liveness are recast as fixpoint problems over lattices.",
        lesson: {
          title: "Lattices, transfer functions and the worklist",
          html:
            p(
              "By Rice's theorem, every non-trivial semantic property of programs is undecidable, so a static analyser must approximate. A sound analysis over-approximates the set of behaviours and never misses a real one; the price is false alarms. Dataflow analysis, formalised by Gary Kildall in 1973 and generalised by Kam and Ullman as monotone frameworks, is the oldest systematic way to compute such approximations.",
              "A dataflow analysis consists of a control-flow graph (CFG) of basic blocks, a lattice L of abstract facts with a join operator ⊔, a transfer function f<sub>n</sub> : L → L for each node, and a direction. For a forward analysis, the facts at a node are IN[n] = ⊔ OUT[p] over predecessors p, and OUT[n] = f<sub>n</sub>(IN[n]). If L has finite height and every f<sub>n</sub> is monotone, iterating these equations from the bottom element reaches the least fixpoint, by the Knaster–Tarski theorem and Kleene iteration.",
              "Two textbook instances show the variety:",
            ) +
            "<table><tr><th>Analysis</th><th>Direction</th><th>Lattice</th><th>Join</th><th>Transfer</th></tr><tr><td>Reaching definitions</td><td>Forward</td><td>Sets of definitions</td><td>∪ (may)</td><td>gen[n] ∪ (IN − kill[n])</td></tr><tr><td>Live variables</td><td>Backward</td><td>Sets of variables</td><td>∪ (may)</td><td>use[n] ∪ (OUT − def[n])</td></tr><tr><td>Available expressions</td><td>Forward</td><td>Sets of expressions</td><td>∩ (must)</td><td>gen[n] ∪ (IN − kill[n])</td></tr></table>" +
            p(
              "The worklist algorithm computes the fixpoint efficiently. Place all nodes on a worklist; repeatedly remove a node, recompute its OUT, and if it changed, add its successors. Processing nodes in reverse postorder for forward problems reduces the number of passes, and for bit-vector analyses like those above the iteration converges in at most d + 2 passes, where d is the loop-nesting depth of the CFG. When transfer functions are distributive, as for these gen/kill analyses, the fixpoint equals the meet-over-all-paths solution; otherwise it may be less precise.",
            ),
        },
      },
      {
        title: "Abstract Interpretation",
        description:
          "Cousot and Cousot's theory explains why analyses are sound and lets us use infinite domains such as intervals.",
        lesson: {
          title: "Galois connections, intervals and widening",
          html: p(
            "Abstract interpretation, introduced by Patrick and Radhia Cousot in 1977, gives a general theory of sound approximation. A concrete domain, such as sets of program states ordered by inclusion, is related to an abstract domain by an abstraction function α and a concretisation function γ forming a Galois connection: α(c) ⊑ a if and only if c ⊆ γ(a). An abstract transfer function f♯ is sound if α ∘ f ⊑ f♯ ∘ α, that is, if it over-approximates what the concrete semantics does. The most precise sound choice is α ∘ f ∘ γ.",
            "The interval domain illustrates the approach. Each integer variable is abstracted by an interval [l, u], with l and u possibly infinite. Addition becomes [a, b] + [c, d] = [a + c, b + d], and a test such as x &lt; 100 refines x to its intersection with [−∞, 99]. Intervals can prove absence of array-bounds errors and overflows, but the lattice has infinite ascending chains, so naïve iteration may not terminate.",
            "Consider <code>i = 0; while (i &lt; 100) i = i + 1;</code>. At the loop head, successive iterates are [0, 0], [0, 1], [0, 2], and so on; the sequence would take 101 steps, and with an unknown bound it would never stop. Widening, ∇, forces convergence by extrapolation: if a bound is still growing, it jumps to infinity. After [0, 0] ∇ [0, 1] the analyser obtains [0, +∞], which is stable. The result is sound but imprecise. A descending pass with narrowing then re-applies the loop condition, refining the head to [0, 100] and the exit to exactly [100, 100]. Widening with thresholds, which jumps first to constants found in the program such as 100, often avoids the loss altogether.",
            "Richer relational domains, such as octagons (Miné, 2006) and convex polyhedra (Cousot and Halbwachs, 1978), track relationships like x ≤ y + 1 at higher cost. Industrial tools such as Astrée have used these ideas to prove the absence of runtime errors in flight-control software.",
          ),
        },
      },
      {
        title: "Interprocedural Analysis",
        description:
          "Analysing calls precisely means telling apart the contexts in which a function is called, and we compare the main ways of doing so.",
        lesson: {
          title: "Contexts, summaries and IFDS",
          html: p(
            "A program's procedures can be analysed by joining their CFGs into a single supergraph, with edges from each call site to the callee's entry and from the callee's exit back to the return site. This is simple but imprecise: facts from one call site flow out of the callee's exit to every return site, creating unrealisable paths that no execution could follow. If <code>id(x)</code> is called once with a null argument and once with a non-null one, a context-insensitive analysis concludes that both results may be null.",
            "Sharir and Pnueli (1981) described the two classic remedies. The call-strings approach tags facts with an abstraction of the call stack, typically the last k call sites (k-limiting). With k = 1, the two calls of <code>id</code> are analysed separately. Precision grows with k, but the number of contexts can grow exponentially. The functional approach instead computes, for each procedure, a summary function mapping input facts at entry to output facts at exit, and applies the summary at each call site. Summaries are reusable and precise for recursive programs, but they are only practical when transfer functions can be represented compactly.",
            "The IFDS framework of Reps, Horwitz and Sagiv (1995) makes the functional approach efficient for a large class of problems: interprocedural, finite, distributive, subset problems, such as taint tracking, uninitialised variables and possibly-null values. Each transfer function is represented as a bipartite graph over the finite domain D plus a special zero fact, and the analysis becomes a graph-reachability problem on an exploded supergraph that respects matched calls and returns. The algorithm runs in O(ED³) time, where E is the number of edges in the supergraph. Tools such as FlowDroid for Android taint analysis and the Heros and Phasar frameworks implement IFDS and its extension IDE, which attaches values from a lattice to each fact, enabling constant propagation and typestate analyses across procedure boundaries.",
          ),
        },
      },
    ],
  },
  {
    slug: "fire-detection-and-alarm-system-design",
    discipline: "Fire alarm engineering",
    title: "Fire Detection and Alarm System Design",
    description:
      "Designing detection and alarm for a large building means reading the standard as an engineer would. This advanced module applies BS 5839-1 to the choice of system category, detector siting and spacing, sounder audibility, cause-and-effect programming, and voice alarm systems under BS 5839-8.",
    level: "advanced",
    duration: "one term (10 weeks, lectures and design studio)",
    plantedGap: "voice alarm",
    modules: [
      {
        title: "Categories of System",
        description:
          "The category states what a system is for, so it must be agreed with the client, insurer and fire risk assessor before any device is placed.",
        lesson: {
          title: "M, L1 to L5, P1 and P2",
          html:
            p(
              "BS 5839-1, the British code of practice for fire detection and alarm systems in non-domestic premises, does not tell a designer where to put detectors until the purpose of the system is fixed. That purpose is expressed as a category. The category is not chosen by the installer; it follows from the fire risk assessment and from the requirements of building regulations guidance, the enforcing authority and the insurer.",
            ) +
            "<table><tr><th>Category</th><th>Purpose</th><th>Extent of automatic detection</th></tr><tr><td>M</td><td>Life</td><td>None; manual call points only</td></tr><tr><td>L1</td><td>Life</td><td>Throughout all areas of the building</td></tr><tr><td>L2</td><td>Life</td><td>As L3, plus specified high-risk areas</td></tr><tr><td>L3</td><td>Life</td><td>Escape routes and rooms opening onto them</td></tr><tr><td>L4</td><td>Life</td><td>Escape routes only (corridors, stairways)</td></tr><tr><td>L5</td><td>Life</td><td>Engineered solution for a specific risk</td></tr><tr><td>P1</td><td>Property</td><td>Throughout the building</td></tr><tr><td>P2</td><td>Property</td><td>Defined parts of the building</td></tr></table>" +
            p(
              "Categories combine. A typical office might be L3/M: automatic detection to protect escape routes, plus manual call points at every storey exit and final exit, which the standard expects in nearly every system. An L3 system places detectors in rooms opening onto escape routes because a fire in such a room could make the corridor impassable before people from other rooms reach it; the detection must give warning in time for them to escape.",
              "Category L5 deserves care. It is used where a specific fire-engineered strategy, such as a phased evacuation or an atrium smoke control design, relies on detection in particular places. The design must be documented against the strategy so that a later change of use can be checked against it. Any variation from the standard's recommendations must be agreed by all parties and recorded in the design certificate.",
            ),
        },
      },
      {
        title: "Siting and Spacing Detectors",
        description:
          "Where may a detector go, and how far apart? Here we turn the standard's radii and height limits into layouts.",
        lesson: {
          title: "Radii, grids and ceiling heights",
          html: p(
            "Under flat horizontal ceilings, BS 5839-1 limits the horizontal distance from any point in a protected area to the nearest detector: 7.5 m for point smoke detectors and 5.3 m for point heat detectors. These are coverage radii, not spacings. If detectors are laid out on a square grid, the worst point is the centre of each square, at half the diagonal from the four detectors around it. For smoke, the side s of the square must satisfy s√2 / 2 ≤ 7.5, so s ≤ 10.6 m; for heat, s ≤ 7.5 m. A room 21 m by 21 m thus needs a 2 × 2 grid of smoke detectors, but a 3 × 3 grid of heat detectors. In corridors under 2 m wide, only the length matters, and smoke detectors may be up to 15 m apart, with the end ones within 7.5 m of the corridor ends.",
            "Detector sensing elements should lie within the layer of hot gases beneath a ceiling: between 25 mm and 600 mm below a flat ceiling for smoke detectors and 25 mm to 150 mm for heat detectors. Beams and other obstructions deeper than 10 per cent of the ceiling height are treated as walls, dividing the ceiling into separate areas, and detectors should be at least 500 mm from walls, partitions and obstructions deeper than 250 mm.",
            "Ceiling height limits the use of point detectors, because smoke cools and spreads as it rises. The general limit for point smoke detectors is 10.5 m, and for heat detectors of class A1 it is 9 m, lower for other classes. Higher spaces, such as warehouses and atria, need optical beam detectors, which project an infrared beam across the space and detect the obscuration caused by smoke, or aspirating systems, which draw air through sampling pipes to a sensitive central detector.",
            "Finally, detector type must suit the environment. Kitchens, shower areas and plant rooms with steam or fumes are given heat detectors, usually rate-of-rise or fixed temperature, to avoid unwanted alarms.",
          ),
        },
      },
      {
        title: "Sounders and Cause and Effect",
        description:
          "An alarm must be heard and must do the right thing, so we calculate sound levels and write the cause-and-effect matrix.",
        lesson: {
          title: "Audibility and the cause-and-effect matrix",
          html: p(
            "BS 5839-1 recommends that the fire alarm signal reach at least 65 dB(A) throughout accessible parts of the building, or 5 dB above any background noise likely to persist for more than 30 seconds, whichever is greater. The limit may fall to 60 dB(A) in stairways and in enclosed areas of no more than 60 m². Where the alarm must wake sleeping occupants, as in hotels and residential care, at least 75 dB(A) is needed at the bedhead with the door closed. No sound level anywhere should exceed 120 dB(A). The frequency should lie between 500 Hz and 1,000 Hz, and all sounders in a building should produce a similar, distinctive signal.",
            "The design rests on simple acoustics. In the open, sound pressure level falls by 6 dB for each doubling of distance from the source. A sounder producing 100 dB(A) at 1 m gives about 94 dB(A) at 2 m, 88 at 4 m and 82 at 8 m. Doors take a great deal more: a typical fire door reduces level by 20 dB or more, which is why bedrooms in a hotel need a sounder inside the room, often a sounder base beneath the detector, rather than one in the corridor.",
            "Cause and effect defines what the system does in response to each input. It is normally presented as a matrix, with inputs such as detectors, call points and sprinkler flow switches grouped by zone down one side, and outputs across the top: sounders by zone, release of magnetic door holders, shutdown of ventilation plant, grounding of lifts, signals to smoke control and to an alarm receiving centre. In a simple building, any fire signal sounds every sounder. In a phased evacuation, such as a high-rise office, a fire on one floor may give an evacuate signal on that floor and the one above, and an alert signal elsewhere. The matrix must be agreed with the fire strategy, programmed into the panel, and every line witnessed during commissioning.",
          ),
        },
      },
    ],
  },
  {
    slug: "interventional-radiology-core-skills",
    discipline: "Interventional radiology",
    title: "Interventional Radiology: Core Skills",
    description:
      "Image-guided, minimally invasive procedures now replace open surgery for many conditions. This module for specialty registrars in radiology covers vascular access by the Seldinger technique, iodinated contrast and radiation dose management, embolisation agents and how to choose them, and creation of a transjugular intrahepatic portosystemic shunt.",
    level: "advanced",
    duration: "six months (weekly teaching alongside clinical lists)",
    plantedGap: "portosystemic",
    modules: [
      {
        title: "Arterial Access",
        description:
          "Almost every vascular procedure begins with a safe puncture, and the anatomy of the groin decides whether it stays safe.",
        lesson: {
          title: "The Seldinger technique and the common femoral artery",
          html: p(
            "In 1953 the Swedish radiologist Sven-Ivar Seldinger described a way of placing a catheter in a vessel through a needle puncture alone: puncture the vessel, pass a guidewire through the needle, withdraw the needle, and thread the catheter over the wire. Almost every endovascular procedure still begins this way, usually with a vascular sheath, a short tube with a haemostatic valve through which catheters and devices are exchanged. Catheter sizes are given in French (Fr), where 3 Fr equals 1 mm of outer diameter; a sheath is labelled by the largest catheter it accepts, so a 6 Fr sheath takes a catheter about 2 mm across.",
            "The common femoral artery (CFA) remains the standard access. The target is the segment that lies over the medial third of the femoral head, below the inguinal ligament and above the bifurcation into the superficial and profunda femoral arteries. Over the femoral head, the artery can be compressed against bone after the procedure. A puncture above the inguinal ligament enters the external iliac artery, which cannot be compressed and may bleed into the retroperitoneum, a complication that can be fatal and is often detected late. A puncture below the bifurcation risks pseudoaneurysm and arteriovenous fistula.",
            "Modern practice therefore uses ultrasound guidance, which shows the bifurcation and any calcified plaque, and fluoroscopy of the femoral head, with a micropuncture set of a 21-gauge needle and a 0.018-inch wire before upsizing. The radial artery has become the preferred route for many coronary and some peripheral and visceral procedures, because bleeding complications are fewer and patients can mobilise at once; the patency of the ulnar supply to the hand is confirmed first.",
            "After sheath removal, haemostasis is achieved by manual compression, typically for 10 to 15 minutes for a 4 to 6 Fr sheath, or with a closure device. The patient is observed for bleeding, haematoma and distal pulses.",
          ),
        },
      },
      {
        title: "Contrast and Radiation Safety",
        description:
          "Both patients and staff are exposed during every case, so dose management is treated as a core clinical skill rather than physics.",
        lesson: {
          title: "Contrast reactions, kidneys and skin dose",
          html:
            p(
              "Iodinated contrast media for vascular work are now almost all non-ionic, low-osmolar or iso-osmolar agents, such as iohexol and iodixanol. Acute reactions occur in well under 1 per cent of injections and range from urticaria to bronchospasm and anaphylactoid shock; every suite must have adrenaline and a rehearsed protocol. Post-contrast acute kidney injury is less common after modern agents than older literature implied, but the risk rises in patients with an eGFR below 30 mL/min/1.73 m², who should receive the smallest necessary dose and, per most guidance, intravenous hydration. Carbon dioxide can replace iodinated contrast for many peripheral arterial runs below the diaphragm.",
              "Radiation in fluoroscopy has two kinds of effect. Stochastic effects, chiefly cancer, have no threshold and are managed by keeping dose as low as reasonably practicable (ALARA). Tissue reactions, formerly called deterministic effects, appear above a threshold and are the real risk of long procedures:",
            ) +
            "<table><tr><th>Peak skin dose</th><th>Possible effect</th></tr><tr><td>2 Gy</td><td>Transient erythema within hours to days</td></tr><tr><td>3 Gy</td><td>Temporary epilation at about 3 weeks</td></tr><tr><td>5 to 10 Gy</td><td>Main erythema, prolonged epilation</td></tr><tr><td>Above 15 Gy</td><td>Moist desquamation, ulceration, possible necrosis</td></tr></table>" +
            p(
              "The operator controls most of the dose. Use pulsed fluoroscopy at the lowest acceptable pulse rate, collimate tightly, use last-image hold instead of new exposures, and avoid unnecessary magnification. Keep the table as high as practical and the detector close to the patient, since the X-ray tube lies under the table and skin entrance dose falls with distance from it by the inverse square law. Vary the projection in long cases so that one skin area does not receive the whole dose. Staff dose comes mainly from scatter, which is greatest on the tube side of the patient; ceiling-mounted lead shields, table skirts and distance are the most effective defences. Patients whose dose exceeds a local trigger level, often 5 Gy reference air kerma, need follow-up.",
            ),
        },
      },
      {
        title: "Embolisation Agents",
        description:
          "The agent chosen decides where and for how long a vessel is blocked, and we match agents to clinical targets.",
        lesson: {
          title: "Temporary or permanent, proximal or distal",
          html:
            p(
              "Embolisation means deliberately occluding a vessel from within, to stop bleeding, devascularise a tumour, or redirect flow. The interventionalist chooses an agent according to three questions: should the occlusion be temporary or permanent, at what level in the vascular tree should it sit, and how much collateral supply must be preserved to keep the target organ alive?",
            ) +
            "<ul><li><b>Gelatin sponge</b> (Gelfoam), cut into pledgets or mixed into a slurry, gives temporary occlusion that recanalises within weeks. It suits bleeding in organs that must survive, such as postpartum haemorrhage from the uterine arteries.</li><li><b>Coils</b> of platinum or steel, often with thrombogenic fibres, give permanent, precise proximal occlusion of a named vessel, as in splenic artery embolisation after trauma or sealing a pseudoaneurysm.</li><li><b>Vascular plugs</b> occlude large vessels with a single device.</li><li><b>Particles</b> of polyvinyl alcohol or calibrated microspheres, sized from about 40 to 1,200 µm, lodge in small distal arteries; the size chosen sets the level. Uterine fibroid embolisation commonly uses microspheres of 500 to 900 µm.</li><li><b>Liquid embolics</b>, such as n-butyl cyanoacrylate glue, which polymerises on contact with blood, and ethylene vinyl alcohol copolymer (Onyx), which precipitates, penetrate deeply and are used for arteriovenous malformations and some bleeding.</li><li><b>Sclerosants</b> such as ethanol and sodium tetradecyl sulphate destroy the endothelium and are used for venous malformations and varicoceles.</li></ul>" +
            p(
              "The level matters. In splenic trauma, a proximal coil in the main splenic artery lowers perfusion pressure while the short gastric and gastroepiploic collaterals keep the spleen alive; distal particle embolisation of the same organ would infarct it. Conversely, a bleeding tumour with many feeders needs distal particles, since a proximal coil would simply be bypassed. Non-target embolisation, caused by reflux of agent into other vessels, is the main complication, and it is prevented by stable catheter position, slow injection under fluoroscopy, and stopping when flow slows.",
            ),
        },
      },
    ],
  },
];
