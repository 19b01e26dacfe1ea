/** Thirty-third held-out evaluation courses, advanced level (insurance law to forensic anthropology); see ai-courses-heldout33.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT33_C: EvalCourse[] = [
  {
    slug: "insurance-contract-law-after-2015",
    discipline: "Insurance law",
    title: "Insurance Contract Law after the Insurance Act 2015",
    description:
      "English insurance contract law was rewritten by the Insurance Act 2015, and this advanced option studies the duty of fair presentation and its proportionate remedies, warranties and terms not relevant to the loss, fraudulent claims and collateral lies, and the insurer's right of subrogation.",
    level: "advanced",
    duration: "one semester (20 credits)",
    plantedGap: "subrogation",
    modules: [
      {
        title: "The Duty of Fair Presentation",
        description:
          "We trace the move from uberrimae fidei and automatic avoidance to a duty of fair presentation with remedies proportionate to what the insurer would have done.",
        lesson: {
          title: "Disclosure, inducement and proportionate remedies",
          html:
            p(
              "Since Lord Mansfield's judgment in <i>Carter v Boehm</i> (1766), insurance has been treated as a contract of utmost good faith. The Marine Insurance Act 1906 codified the consequence: an insured who failed to disclose a material circumstance, or misrepresented one, allowed the insurer to avoid the policy from the start, however innocent the failure and however small its effect. The House of Lords in <i>Pan Atlantic Insurance Co v Pine Top Insurance Co</i> [1995] 1 AC 501 added a requirement that the non-disclosure actually induced the insurer to write the contract, but the remedy remained all or nothing.",
              "For consumers, the Consumer Insurance (Disclosure and Representations) Act 2012 replaced the duty to volunteer information with a duty to take reasonable care not to make a misrepresentation in answer to the insurer's questions. For business insurance, Part 2 of the Insurance Act 2015 introduced the duty of fair presentation. Under section 3, the insured must disclose every material circumstance it knows or ought to know, or at least give enough information to put a prudent insurer on notice that it needs to ask further questions, in a manner reasonably clear and accessible. Section 4 attributes to a corporate insured the knowledge of its senior management and of those responsible for its insurance, and what a reasonable search would reveal.",
              "Remedies for a qualifying breach are set out in Schedule 1 and depend on the insured's state of mind and on what the insurer would have done had the presentation been fair:",
            ) +
            "<ul><li>deliberate or reckless breach: the insurer may avoid the contract, refuse all claims and keep the premium;</li><li>otherwise, if the insurer would not have entered the contract at all: avoidance, with return of premium;</li><li>if it would have entered on different terms (other than premium): the contract is treated as including those terms;</li><li>if it would have charged a higher premium: claims are reduced proportionately.</li></ul>" +
            p(
              "The last remedy works arithmetically. If the insurer charged £10,000 but would have charged £15,000, it pays 10,000 / 15,000, or two-thirds, of any claim: a £90,000 loss yields £60,000. The insurer bears the burden of proving what it would have done, usually through its underwriting guidelines and the evidence of its underwriter.",
            ),
        },
      },
      {
        title: "Warranties and Risk-Control Terms",
        description:
          "Sections 9 to 11 of the 2015 Act abolished basis clauses, made warranties suspensive and limited reliance on irrelevant breaches.",
        lesson: {
          title: "From The Good Luck to section 11",
          html: p(
            "Under the old law, a warranty in an insurance contract was a term that had to be exactly complied with, whether or not it was material to the risk. In <i>Bank of Nova Scotia v Hellenic Mutual War Risks Association (The Good Luck)</i> [1992] 1 AC 233 the House of Lords held that breach of a promissory warranty automatically discharged the insurer from liability from the moment of breach, even if the breach was later remedied and had nothing to do with the loss. Combined with 'basis of the contract' clauses, which turned every answer on a proposal form into a warranty, this allowed insurers to decline claims on technicalities.",
            "The Insurance Act 2015 changed this in three steps. Section 9 abolished basis of the contract clauses in non-consumer insurance, as section 6 of the 2012 Act had already done for consumers. Section 10 abolished the rule in <i>The Good Luck</i>: breach of a warranty now suspends the insurer's liability only for the period of breach, and cover revives if the breach is remedied before the loss. An insurer is not liable for a loss occurring, or attributable to something happening, while the breach continues.",
            "Section 11 goes further, and applies to any term, not only warranties, whose compliance would tend to reduce the risk of loss of a particular kind, at a particular location or at a particular time. If the insured fails to comply, the insurer cannot rely on the non-compliance to exclude, limit or discharge its liability if the insured shows that the non-compliance could not have increased the risk of the loss which actually occurred in the circumstances in which it occurred. The standard example is a requirement to keep a burglar alarm set: if the alarm is not set and the premises are then flooded, the insurer must pay the flood claim.",
            "The test turns on how the term is characterised. A term defining the whole risk, such as a requirement that a vessel be classed, is not a term of a particular kind and falls outside section 11, and the courts are still developing the boundary. Under sections 16 and 17, the parties may contract out of these rules in non-consumer insurance, but only if the disadvantageous term is made clear and unambiguous and is drawn to the insured's attention before the contract is entered into.",
          ),
        },
      },
      {
        title: "Fraudulent Claims",
        description:
          "Section 12, and the Supreme Court's decision in Versloot Dredging, settle what an insurer may do when a claim is dishonest in whole or part.",
        lesson: {
          title: "Forfeiture, exaggeration and collateral lies",
          html:
            p(
              "The common law has long treated a fraudulent claim severely. In <i>Galloway v Guardian Royal Exchange</i> [1999] Lloyd's Rep IR 209, an insured who added a fictitious £2,000 computer to a genuine burglary claim of about £16,000 lost the whole claim: Lord Woolf MR explained that the sanction must deter, and that an insured cannot be allowed to gamble on a fraud knowing that the worst outcome is to receive the genuine amount.",
              "Section 12 of the Insurance Act 2015 now states the consequences of a fraudulent claim. The insurer is not liable to pay the claim; it may recover any sums already paid in respect of it; and it may, by notice, treat the contract as terminated from the time of the fraudulent act, refusing liability for any later event while keeping the premium. Claims for losses occurring before the fraud are unaffected. The Act does not define fraud, leaving that to the common law.",
              "Those common-law categories were mapped by Mance LJ in <i>Agapitos v Agnew (The Aegeon)</i> [2002] EWCA Civ 247. They include a wholly invented loss, a genuine loss exaggerated dishonestly, and the use of a fraudulent device: a lie told to support a claim that may itself be valid. The last category was reconsidered in <i>Versloot Dredging BV v HDI Gerling Industrie Versicherung AG (The DC Merwestone)</i> [2016] UKSC 45. The ship's engine room had flooded, and the owners' manager falsely told insurers that the crew had heard the bilge alarm but could not investigate because of heavy rolling, believing this would speed payment. The claim was in fact valid.",
            ) +
            "<table><tr><th>Category</th><th>Effect after Versloot</th></tr><tr><td>Invented or dishonestly exaggerated claim</td><td>whole claim forfeited; section 12 remedies</td></tr><tr><td>Collateral lie, immaterial to the insured's entitlement</td><td>no forfeiture; claim paid in full</td></tr></table>" +
            p(
              "The majority, led by Lord Sumption, held that such a 'collateral lie' is immaterial to the insured's right to be paid: the insured gains nothing it was not entitled to, so forfeiture would be a disproportionate penalty. Lord Mance dissented, arguing that the deterrent rule should extend to lies of this kind. Students should consider whether the distinction is workable when the insured does not yet know whether the claim is valid.",
            ),
        },
      },
    ],
  },
  {
    slug: "permafrost-and-frost-processes",
    discipline: "Periglacial geomorphology",
    title: "Periglacial Geomorphology: Permafrost and Frost Processes",
    description:
      "Ground that freezes, whether for a winter or for millennia, produces some of the most distinctive landforms on Earth. At honours level, the module treats permafrost thermal regimes and the active layer, ice segregation and frost heave, thermal contraction cracking and ice wedges, pingos, and the use of relict periglacial features to reconstruct Pleistocene climates.",
    level: "advanced",
    duration: "one semester, with a three-day field class",
    plantedGap: "pingo",
    modules: [
      {
        title: "Permafrost and the Active Layer",
        description:
          "Permafrost is defined by temperature, not ice; we examine its thermal profile and how the seasonally thawed layer above it is predicted.",
        lesson: {
          title: "Thermal regime and active-layer thickness",
          html: p(
            "Permafrost is ground, soil or rock, that remains at or below 0 °C for at least two consecutive years. The definition is purely thermal: permafrost may contain abundant ground ice, or, in dry bedrock or saline sediments, none at all. It underlies about a quarter of the exposed land of the Northern Hemisphere. Above it lies the active layer, which thaws each summer and refreezes each winter, and the boundary between them is the permafrost table. Unfrozen zones within or beneath permafrost are called taliks, as under deep lakes and large rivers.",
            "A temperature profile through permafrost has a characteristic shape. Seasonal fluctuations at the surface are damped and lagged with depth, until at the depth of zero annual amplitude, typically 10 to 20 m, the temperature barely varies through the year. Below that depth temperature rises with the geothermal gradient, commonly about 1 °C per 30 to 60 m, so permafrost has a base where the rising temperature reaches 0 °C. Thickness ranges from a few metres at the southern fringe to over 600 m in parts of Siberia and the Canadian Arctic Archipelago.",
            "Geocryologists divide permafrost regions by extent: continuous (over 90 per cent of the ground underlain), discontinuous (50 to 90 per cent), sporadic (10 to 50 per cent) and isolated patches. Continuous permafrost broadly corresponds to mean annual air temperatures below about −6 to −8 °C, but snow cover, vegetation and soil moisture cause ground temperatures to differ from air temperature by several degrees.",
            "Active-layer thickness can be estimated with the Stefan solution, simplified as Z = E√DDT, where DDT is the thawing degree-day total for the season and E an edaphic factor that bundles thermal conductivity, moisture content and latent heat. With a thawing season of 900 °C-days and E = 0.025 m (°C-day)<sup>−½</sup>, Z = 0.025 × 30 = 0.75 m. Dry gravel has a larger E, and thaws deeper, than wet peat, whose high ice content consumes latent heat and whose low summer conductivity insulates the ground. The Circumpolar Active Layer Monitoring network uses such relationships, calibrated by probing, to track thaw under warming.",
          ),
        },
      },
      {
        title: "Ice Segregation and Frost Heave",
        description:
          "Frost heave is caused by water drawn to growing ice lenses, not by the expansion of water on freezing; this module sets out the evidence and the consequences.",
        lesson: {
          title: "Taber's experiments and the frozen fringe",
          html:
            p(
              "Water expands by about 9 per cent when it freezes, and for a long time this expansion was assumed to explain why freezing ground heaves. Stephen Taber showed otherwise in experiments published in 1929 and 1930. He froze columns of saturated soil from the top and observed that heave far exceeded what in-situ freezing could produce, and that it came from discrete lenses of clear ice growing parallel to the freezing front. Decisively, soil saturated with nitrobenzene, a liquid that contracts when it freezes, heaved too. Heave results from ice segregation: water migrates through the soil to growing ice lenses.",
              "The driving mechanism is cryosuction. At temperatures slightly below 0 °C, thin films of unfrozen water persist between ice and mineral grains, and the pore ice and films are in thermodynamic equilibrium at a lower pressure than liquid water at the same temperature. A gradient of water potential therefore draws water from the unfrozen soil toward the cold side. Robert Miller (1972) proposed that lenses grow at the warm edge of a frozen fringe, a partially frozen zone behind the freezing front, and that a new lens forms when pore pressures in the fringe become high enough to separate the grains.",
              "Whether a soil heaves depends on its grain size. Coarse sand and gravel have large pores and little suction, and they drain freely; clay has strong suction but very low permeability, so water reaches the front slowly. Silt combines moderate suction with moderate permeability and is the most frost-susceptible material. Arthur Casagrande's widely used criterion classes a well-graded soil as frost-susceptible if more than 3 per cent of its particles are finer than 0.02 mm, or a uniform soil if more than 10 per cent are.",
            ) +
            "<ul><li>Needle ice: thin ice filaments grown at the surface on cold nights, lifting soil grains and small stones by a few centimetres.</li><li>Frost creep: downslope movement as soil heaves perpendicular to the slope and settles more nearly vertically on thaw.</li><li>Gelifluction: slow flow of saturated thawing soil above still-frozen ground, forming lobes and terraces.</li><li>Frost jacking: upward movement of stones and posts through repeated heave.</li></ul>",
        },
      },
      {
        title: "Ice Wedges and Their Fossil Record",
        description:
          "We study how thermal contraction cracks build ice wedges and polygon nets, and how their casts in Britain record past permafrost.",
        lesson: {
          title: "Contraction cracking, polygons and palaeoclimate",
          html: p(
            "Frozen ground contracts as it cools, like any solid. When winter ground temperatures fall rapidly to very low values, the resulting tensile stress exceeds the strength of the frozen soil and it cracks, often with an audible report. Arthur Lachenbruch's analysis (1962) showed that cracking requires a rapid fall of ground temperature, typically to below about −15 to −20 °C at the surface, and that cracks form networks of polygons, commonly 10 to 30 m across, as each crack relieves stress in its neighbourhood.",
            "The cracks are a few millimetres to a centimetre wide and several metres deep. In spring, snowmelt trickles into them and freezes, forming a vertical vein of ice. Because this ice is weaker than the surrounding ground, the crack reopens in the same place in later winters, adding a new vein each time. Over centuries the veins accumulate into a wedge, up to a few metres wide at the top, with a vertical foliation recording the individual cracks. Growth is slow, typically on the order of a millimetre a year. In very dry polar deserts, such as the Dry Valleys of Antarctica, the cracks fill with wind-blown sand instead, forming sand wedges.",
            "Polygon surfaces evolve. Growing wedges push up ridges on either side, producing low-centre polygons with ponded centres. When the tops of the wedges melt, through warming or disturbance, troughs deepen and the polygons become high-centred, a sign of degradation widely seen across the Arctic today.",
            "Ice wedges also survive as fossils. When permafrost thaws, the ice melts and sediment slumps into the void, leaving an ice-wedge pseudomorph, or cast, with down-turned bedding along its margins. Such casts are common in gravel pits in lowland Britain and record permafrost during cold stages of the Pleistocene, notably the Loch Lomond Stadial and the earlier Devensian. By analogy with present-day active wedges, Troy Péwé and others proposed that wedge formation requires a mean annual air temperature of about −6 °C or lower, and many reconstructions of Pleistocene climate have used that threshold. It should be applied cautiously: sand-filled wedges and composite wedges have different thresholds, and it is often hard to distinguish a true cast from other soft-sediment deformation.",
          ),
        },
      },
    ],
  },
  {
    slug: "program-synthesis-deduction-and-search",
    discipline: "Program synthesis",
    title: "Program Synthesis",
    description:
      "Given a specification, can a computer write the program? Graduate students study deductive synthesis from constructive proofs, enumerative search over grammars, counterexample-guided inductive synthesis with SMT solvers, programming by example, and neural-guided methods.",
    level: "advanced",
    duration: "one semester (3 hours a week plus project)",
    plantedGap: "neural",
    modules: [
      {
        title: "Specifications and Deductive Synthesis",
        description:
          "What counts as a specification, and how can a program be extracted from a proof that an output exists?",
        lesson: {
          title: "From forall-exists theorems to programs",
          html: p(
            "Program synthesis is the task of automatically constructing a program that satisfies a given specification. The specification can take several forms, each with its own trade-offs: a logical formula relating inputs to outputs, a set of input-output examples, a reference implementation to be optimised, a type signature, or a natural-language description. Formal specifications are precise but laborious to write; examples are easy to give but underdetermine the intended program.",
            "The oldest approach is deductive. If the specification says that for every input x there exists an output y with φ(x, y), then a constructive proof of the theorem ∀x ∃y. φ(x, y) contains, implicitly, a method for computing y from x. Zohar Manna and Richard Waldinger developed this idea in 'A Deductive Approach to Program Synthesis' (1980), in which a tableau of assertions and goals is transformed by rules, each carrying a fragment of program, until the goal 'true' is reached and the accumulated fragments form the program. Case analysis in the proof becomes a conditional, and induction becomes recursion.",
            "The Curry-Howard correspondence gives the same idea a type-theoretic form. In proof assistants such as Coq, a proof of a specification written as a dependent type can be extracted mechanically to OCaml or Haskell code. For example, a proof that every natural number n has a quotient and remainder on division by a positive d, by induction on n, extracts to a recursive division function.",
            "Deductive synthesis guarantees correctness by construction, but it depends on heavy interaction with a human or a powerful theorem prover, and it scales poorly when the space of proofs is large. Since about 2010 the field has moved toward combining a fixed search space with automated checking. Syntax-guided synthesis (SyGuS), proposed by Alur and colleagues in 2013, standardises this: a problem is given as a logical specification in a background theory plus a context-free grammar that bounds the candidate programs. An annual SyGuS competition compares solvers on shared benchmarks.",
          ),
        },
      },
      {
        title: "Enumerative Search",
        description:
          "The simplest synthesiser lists programs by size and tests them; this module shows how equivalence pruning makes that practical.",
        lesson: {
          title: "Bottom-up enumeration with observational equivalence",
          html:
            p(
              "Enumerative synthesis explores a grammar systematically, from small programs to larger ones, and returns the first program that satisfies the specification. It sounds naive, but with good pruning it has won many SyGuS competition tracks, and its bias toward small programs acts as a form of Occam's razor, which helps when the specification is a handful of examples.",
              "Consider synthesising the maximum of two integers from the grammar",
            ) +
            "<ul><li>E ::= x | y | 0 | 1 | E + E | ite(B, E, E)</li><li>B ::= E ≤ E | E = E</li></ul>" +
            p(
              "with examples (x = 1, y = 2 → 2) and (x = 3, y = 0 → 3). A bottom-up enumerator starts with size-1 terms x, y, 0, 1; none matches both examples. Size 3 adds x + y, x + 1, and so on, and Boolean terms such as x ≤ y. Eventually it reaches ite(x ≤ y, y, x), which matches both examples and is returned, perhaps for checking against a full specification.",
              "The number of terms grows exponentially with size, so pruning is essential. The key idea, observational equivalence, was introduced in the TRANSIT tool by Udupa and colleagues (2013). Two programs that produce identical outputs on every example are indistinguishable as far as the specification knows, so only one, the smallest, needs to be kept in the bank of subterms. Here, x + 0 and 0 + x behave exactly like x on the examples and are discarded, and so are all larger terms that would have been built from them. The bank grows with the number of distinct behaviours, not the number of syntactic programs.",
              "Top-down enumeration works in the other direction, expanding partial programs with holes from the start symbol. It can exploit the specification directly: for a list-processing problem, if the outputs are always shorter than the inputs, a partial program map(?, xs) can be rejected before its hole is filled, as in the λ² system of Feser, Chaudhuri and Dillig (2015). Practical synthesisers also apply type constraints, cost-ordered enumeration with probabilistic grammars, and divide-and-conquer strategies that synthesise separate terms for different subsets of examples and then learn conditions to combine them.",
            ),
        },
      },
      {
        title: "CEGIS and Programming by Example",
        description:
          "Counterexample-guided inductive synthesis couples a search with an SMT-based verifier; programming by example brings synthesis to spreadsheets.",
        lesson: {
          title: "The CEGIS loop, Sketch and FlashFill",
          html:
            p(
              "When the specification is a logical formula over infinitely many inputs, testing candidates on examples is not enough. Counterexample-guided inductive synthesis (CEGIS), developed by Armando Solar-Lezama and colleagues for the Sketch language (Solar-Lezama's thesis, 2008), resolves the problem with two cooperating components:",
            ) +
            "<ul><li>a synthesiser, which finds a candidate program consistent with a small finite set of inputs;</li><li>a verifier, usually an SMT solver such as Z3, which checks whether the candidate meets the specification for all inputs and, if not, returns a counterexample;</li><li>the counterexample is added to the input set, and the loop repeats until verification succeeds or the search space is exhausted.</li></ul>" +
            p(
              "In Sketch, the programmer writes a program with holes, written ??, standing for unknown integer constants, and the tool fills them. For the specification that f(x) = x + x for all 32-bit x, and the sketch f(x) = x * ??, the synthesiser might first propose ?? = 0 from the initial input x = 0. The verifier finds the counterexample x = 1, where 1 * 0 ≠ 2. With inputs {0, 1}, the only consistent constant is 2, which the verifier then proves correct for all inputs. In practice, CEGIS usually converges after a handful of counterexamples, because a few well-chosen inputs constrain the holes strongly, even though the input space has 2<sup>32</sup> elements.",
              "Programming by example (PBE) removes the formal specification altogether. The user supplies a few input-output pairs, and the system must generalise from them to what the user intends. The best known deployment is FlashFill, designed by Sumit Gulwani (POPL 2011) and released in Microsoft Excel 2013. Given a column of names such as 'Alan Turing' and one example output 'A. Turing', it synthesises a string-transformation program in a domain-specific language of substrings, positions and concatenations. FlashFill represents all programs consistent with the examples compactly in a version space algebra, shares sub-expressions between them, and uses ranking functions to prefer the program most likely to generalise. If the user corrects an output, the new example simply intersects the version space.",
            ),
        },
      },
    ],
  },
  {
    slug: "escalator-and-moving-walk-engineering",
    discipline: "Escalator engineering",
    title: "Escalator and Moving Walk Engineering",
    description:
      "Escalators move more people per hour than any lift group, and their design is tightly standardised. Engineers on this advanced module analyse capacity and the supporting truss, size the drive and step chain, study the brakes and safety devices required by EN 115-1, and plan predictive maintenance using condition monitoring.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "condition monitoring",
    modules: [
      {
        title: "Capacity, Geometry and the Truss",
        description:
          "Step width, speed and inclination fix an escalator's capacity; the steel truss must carry it within strict deflection limits.",
        lesson: {
          title: "From step width to structural design",
          html:
            p(
              "An escalator's theoretical capacity follows from geometry. Steps are usually 0.4 m deep, and a step of nominal width 1000 mm can carry two people, one of 800 mm one and a half, and one of 600 mm one. The theoretical flow in persons per hour is therefore 3600 × v × k / 0.4, where v is the speed in m/s and k the persons per step. For a 1000 mm escalator at 0.5 m/s that is 3600 × 0.5 × 2 / 0.4 = 9000 persons per hour. Real flows are far lower, because people leave gaps, and EN 115-1 gives maximum practical capacities for planning:",
            ) +
            "<table><tr><th>Step width</th><th>0.50 m/s</th><th>0.65 m/s</th><th>0.75 m/s</th></tr><tr><td>600 mm</td><td>3600</td><td>4400</td><td>4900</td></tr><tr><td>800 mm</td><td>4800</td><td>5900</td><td>6600</td></tr><tr><td>1000 mm</td><td>6000</td><td>7300</td><td>8200</td></tr></table>" +
            p(
              "Inclination is normally 30 degrees. EN 115-1 allows 35 degrees only where the rise does not exceed 6 m and the nominal speed does not exceed 0.5 m/s, since a steeper slope is more alarming to users. Horizontal step travel at each landing lets passengers find their footing before the steps separate: at least 0.8 m for speeds up to 0.5 m/s and rises up to 6 m, and at least 1.2 m for higher speeds or rises. A transition curve of large radius between the incline and the horizontal limits the change in step height that a passenger feels.",
              "The supporting structure is a welded steel truss, usually of angle or hollow sections, spanning between the upper and lower landing supports, with intermediate supports for long rises. It is designed for the self-weight of machinery, steps and cladding plus a passenger load of 5000 N per m² of nominal width times the projected length. Under that load the deflection must not exceed 1/750 of the distance between supports; many metro operators demand 1/1000 for heavy-duty public transport units, which also run up to 140 hours a week. Truss length is set by the rise: a 6 m rise at 30 degrees needs an inclined length of 12 m, plus the landing and transition sections, so roughly 16 m overall.",
            ),
        },
      },
      {
        title: "Drive, Step Chain and Brakes",
        description:
          "A worked example sizes the drive motor for a full escalator, then checks chain strength and braking distances.",
        lesson: {
          title: "Sizing the drive and stopping safely",
          html:
            p(
              "The drive must lift the passenger load up the incline and overcome friction in the step chain, rollers and handrails. A first estimate considers the useful lifting power. Take a 1000 mm escalator with a 6 m rise at 30 degrees, running at 0.5 m/s. Allow a design loading of two passengers of 75 kg on every 0.4 m step, or 375 kg per metre of incline. The inclined length of 12 m therefore carries 4500 kg, a weight of about 44 kN, of which the component along the incline, at sin 30° = 0.5, is 22 kN. At 0.5 m/s, lifting this load needs 22 × 0.5 = 11 kW.",
              "Frictional and transmission losses are large in escalators. The worm or helical-bevel gearbox, the step chain articulating round the sprockets, the step rollers and the handrail drive may absorb a third of the input power, so with an overall efficiency of 0.7 the motor must deliver about 16 kW, and a 18.5 kW standard motor would be chosen. Because escalators often run lightly loaded, modern drives use frequency inverters to slow the unit when no one is on it and to give a smooth start.",
              "The steps are carried on two step chains, one each side, which transmit the full drive force. EN 115-1 requires a safety factor of at least 5 against the breaking strength of step chains, calculated from the static force at the upper turn under the braking load. Chains elongate with wear; a tensioning carriage at the lower end, spring- or weight-loaded, takes up the slack.",
              "The operational brake, normally an electromechanical brake held open by current, must stop the escalator automatically on power failure or when a safety device trips. Stopping distances for the unloaded and downward-loaded escalator are bounded in EN 115-1, since stopping too fast throws passengers over as surely as stopping too slowly fails to protect them:",
            ) +
            "<table><tr><th>Nominal speed</th><th>Stopping distance</th></tr><tr><td>0.50 m/s</td><td>0.20 m to 1.00 m</td></tr><tr><td>0.65 m/s</td><td>0.30 m to 1.30 m</td></tr><tr><td>0.75 m/s</td><td>0.40 m to 1.50 m</td></tr></table>" +
            p(
              "Deceleration in the direction of travel must not exceed 1 m/s². An auxiliary brake acting directly on the main drive shaft is additionally required in certain configurations, such as rises above 6 m.",
            ),
        },
      },
      {
        title: "Safety Devices under EN 115-1",
        description:
          "Most escalator injuries happen at the comb plates, the skirts and the handrail inlets; this module reviews the switches that guard each hazard.",
        lesson: {
          title: "Guarding traps, falls and runaways",
          html:
            p(
              "EN 115-1, <i>Safety of escalators and moving walks: construction and installation</i>, is the harmonised European standard for new escalators. It follows a hazard-based approach: each significant hazard identified in the risk assessment is met by a design requirement or a safety device. Most accidents involve passengers falling, usually while boarding or leaving, and trapping of feet, clothing or fingers at the few places where moving parts meet fixed ones.",
              "The standard requires the escalator to stop, and to be prevented from restarting until the fault has been cleared, when any of the following devices operates:",
            ) +
            "<ul><li>comb plate switches, which detect a foreign body jamming between the comb teeth and the step cleats and lifting or pushing the comb plate;</li><li>handrail entry guards, at the point where the handrail re-enters the balustrade, where children's fingers can be drawn in;</li><li>step or pallet sag devices and missing-step detection, which prevent a damaged step from reaching the comb;</li><li>broken or excessively elongated step chain and drive chain devices;</li><li>overspeed protection, which stops the unit before it exceeds 1.2 times nominal speed, and protection against unintentional reversal of an escalator travelling upward;</li><li>handrail speed monitoring, which stops the escalator if the handrail deviates from step speed by more than 15 per cent for between 5 and 15 seconds;</li><li>emergency stop switches at the landings, and on long escalators at intervals along the incline, within easy reach of passengers.</li></ul>" +
            p(
              "The gap between the step side and the fixed skirt panel is a notorious trap for soft shoes. The standard limits it to 4 mm on either side, 7 mm in total for both sides, and requires skirt deflector devices, usually continuous brushes or flexible profiles, that keep feet away from it.",
              "Safety circuits must be designed so that a single fault cannot prevent a stop. Modern escalators implement them either as series contacts in a hard-wired circuit or as electronic safety-related systems meeting a safety integrity level, in line with the functional-safety requirements the standard references. An escalator that has stopped on a safety device should be restarted only after a competent person has found and cleared the cause.",
            ),
        },
      },
    ],
  },
  {
    slug: "forensic-anthropology-profile-and-trauma",
    discipline: "Forensic anthropology",
    title: "Forensic Anthropology: The Biological Profile and Trauma",
    description:
      "Skeletal remains recovered in a medicolegal context must be identified and interpreted to standards a court will accept. Final-year and master's students learn to estimate sex, age at death, stature and population affinity, to interpret skeletal trauma, and to present expert evidence that survives the Daubert criteria.",
    level: "advanced",
    duration: "one semester, with osteology laboratory",
    plantedGap: "Daubert",
    modules: [
      {
        title: "Sex and Age at Death",
        description:
          "The pelvis and skull give sex, and a set of degenerative and developmental markers gives age, each with its known error.",
        lesson: {
          title: "Reading sex and age from the skeleton",
          html:
            p(
              "The biological profile of an unidentified adult begins with sex and age, because methods for stature and population affinity depend on them. Sex estimation relies on sexual dimorphism, which is strongest in the pelvis, shaped in females by the demands of childbirth. The method of T. W. Phenice (1969) scores three features of the pubis: a ventral arc, a ridge of bone on the anterior surface present in most females; a concave subpubic contour; and a sharp, narrow medial aspect of the ischiopubic ramus. Phenice reported accuracy of about 96 per cent, although later tests found lower figures. The greater sciatic notch, broad in females, adds further evidence.",
              "Where the pelvis is absent, the skull is used. Walker (2008) provided a standard scoring, from 1 (gracile) to 5 (robust), of the nuchal crest, mastoid process, supraorbital margin, glabella and mental eminence, with discriminant functions giving around 88 per cent accuracy in the reference samples. Cranial estimates are less reliable than pelvic ones and are affected by population and age.",
              "Adult age is estimated from degenerative changes, and the error grows with age. The Suchey-Brooks method (1990) assigns the pubic symphysis to one of six phases, from a billowed, ridged young surface to an eroded, irregular face in old age, each with a mean and a broad range. Phase II in males, for instance, spans roughly 19 to 34 years at 95 per cent. The auricular surface of the ilium (Lovejoy and colleagues, 1985), the sternal ends of the ribs (İşcan and colleagues) and cranial suture closure provide independent estimates; combining several methods narrows the range.",
            ) +
            "<ul><li>Juveniles are aged far more precisely from dental development and eruption, for example with the London Atlas of AlQahtani (2010), and from the appearance and fusion of epiphyses.</li><li>The medial clavicle, usually the last epiphysis to fuse, in the mid-twenties or later, helps with young adults.</li><li>Every estimate should be reported as a range with its reference population, not a single figure.</li></ul>",
        },
      },
      {
        title: "Stature and Population Affinity",
        description:
          "Regression on long-bone lengths gives living height; population affinity is estimated statistically and reported with care.",
        lesson: {
          title: "Regression equations and the limits of ancestry",
          html:
            p(
              "Living stature is estimated from the lengths of long bones using regression equations derived from reference samples in which both stature and bone lengths were known. The equations of Mildred Trotter and Goldine Gleser, published in 1952 and 1958 from the Terry Collection, American war dead from the Second World War and the Korean War, are still widely cited. Their formula for the maximum length of the femur in white American males is:",
            ) +
            "<table><tr><th>Group</th><th>Equation (cm)</th><th>Standard error</th></tr><tr><td>White males, femur</td><td>stature = 2.38 × femur + 61.41</td><td>± 3.27 cm</td></tr><tr><td>Black males, femur</td><td>stature = 2.11 × femur + 70.35</td><td>± 3.94 cm</td></tr></table>" +
            p(
              "For a femur of 47.0 cm from a male judged to belong to the first group, stature is 2.38 × 47.0 + 61.41 = 173.3 cm, with a 95 per cent prediction interval of roughly ± 6.5 cm, about 167 to 180 cm. Lower-limb bones give narrower intervals than upper-limb bones, and combining femur and tibia narrows them further. Three cautions apply. Trotter measured the tibia in her 1952 sample without the malleolus, a practice often misunderstood, so tibia equations give heights that are too high if the malleolus is included. Secular change means modern populations are taller than the reference samples, so newer equations, such as those built into the FORDISC program from the Forensic Anthropology Data Bank, are preferable. And reported stature on police records is itself inaccurate, often by several centimetres.",
              "Estimating ancestry is the most contested part of the biological profile. Human skeletal variation is continuous and clinal, and the social categories used by police and missing-persons databases do not map neatly onto it. Many practitioners now speak of population affinity: a statistical statement of the reference group a set of measurements most resembles. FORDISC, developed by Richard Jantz and Stephen Ousley, classifies a skull by discriminant function analysis against groups in its database and reports posterior and typicality probabilities. A result is only as good as the reference groups included, and an individual from a population not represented will still be assigned to the nearest group. The estimate should therefore be reported with its probabilities and limitations, and used only to narrow a search, never to exclude a possible identification outright.",
            ),
        },
      },
      {
        title: "Interpreting Skeletal Trauma",
        description: "Was the injury before, around or after death, and what kind of force caused it?",
        lesson: {
          title: "Timing, mechanism and sequence of fractures",
          html:
            p(
              "Trauma analysis asks three questions: when, relative to death, did the injury happen; what kind of force produced it; and, where there are several injuries, in what order. The anthropologist describes bone evidence; cause and manner of death are determined by the pathologist or coroner.",
              "Timing is classified in three categories. Antemortem injuries show healing: rounded, remodelled fracture margins and callus formation, with woven bone visible from roughly one to two weeks after injury. Perimortem injuries occurred at or around the time of death, when bone still contained moisture and collagen and behaved elastically. Such fresh bone bends before it breaks, so perimortem fractures show plastic deformation, hinging and fragments that remain attached, smooth edges at oblique angles, and fracture surfaces the same colour as the surrounding cortex. Postmortem breaks in dry bone are brittle: margins are rough and roughly at right angles to the surface, fragments separate fully, and the freshly exposed surface is often lighter than the weathered bone around it. Because bone stays 'fresh' for weeks or months after death, the perimortem interval is defined by bone behaviour, not the clock of death.",
            ) +
            "<table><tr><th>Mechanism</th><th>Typical skeletal signs</th></tr><tr><td>Blunt force</td><td>depressed or radiating and concentric fractures; plastic deformation</td></tr><tr><td>Sharp force</td><td>incised defects with a V-shaped kerf; chop marks with crushed margins</td></tr><tr><td>Ballistic</td><td>round defect with internal bevelling at the entrance and external bevelling at the exit; keyhole defects from tangential shots</td></tr></table>" +
            p(
              "The bevelling rule is reliable for the skull: a projectile punches a clean hole in the surface it meets first and spalls a wider cone from the opposite table, so the direction of travel can be read from which side is bevelled.",
              "Sequence can sometimes be determined from fracture lines. Under Puppe's rule, a fracture line propagating from a second impact stops when it meets a fracture already present from an earlier one, because the earlier break has released the stress in the bone. In a skull with two gunshot wounds, the radiating fractures of the later wound therefore terminate at those of the first.",
            ),
        },
      },
    ],
  },
];
