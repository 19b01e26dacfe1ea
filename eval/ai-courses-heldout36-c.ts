/** Thirty-sixth held-out evaluation courses, advanced level (separation logic to tidal geomorphology); see ai-courses-heldout36.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT36_C: EvalCourse[] = [
  {
    slug: "separation-logic-local-reasoning-to-bi-abduction",
    discipline: "Separation logic",
    title: "Separation Logic: Local Reasoning, Automation and Concurrency",
    description:
      "Pointer programs are hard to verify because any write may affect any other part of memory; this graduate module develops the assertion language of separation logic, the frame rule and local reasoning, symbolic execution with bi-abduction, concurrent separation logic, and fractional permissions.",
    level: "advanced",
    duration: "one semester (2 lectures and 1 problem class a week)",
    plantedGap: "fractional permissions",
    modules: [
      {
        title: "Heaps and the Separating Conjunction",
        description:
          "Assertions describe a portion of the heap, and the separating conjunction splits the heap into disjoint portions; we give the model and its consequences.",
        lesson: {
          title: "Stacks, heaps, points-to and star",
          html:
            p(
              "Separation logic, developed by John Reynolds, Peter O'Hearn, Samin Ishtiaq and Hongseok Yang around 2000 to 2002, extends Hoare logic to programs that manipulate pointers. Its key idea is that an assertion describes not the whole machine state but a portion of the heap that the program owns, and that assertions about disjoint portions can be combined.",
              "In the standard model a state is a pair (s, h) of a stack s, mapping variables to values, and a heap h, a finite partial function from locations to values. Assertions are interpreted over such pairs, and the new connectives constrain the domain of h:",
            ) +
            "<ul><li><code>emp</code> holds when h is empty;</li><li><code>E ↦ F</code> holds when h has exactly one location, the value of E, which contains the value of F;</li><li><code>P * Q</code>, the separating conjunction, holds when h can be split into two heaps with disjoint domains, h = h₁ ⊎ h₂, such that P holds of h₁ and Q of h₂;</li><li><code>P −∗ Q</code>, the separating implication or magic wand, holds when extending h with any disjoint heap satisfying P yields a heap satisfying Q.</li></ul>" +
            p(
              "Because * demands disjointness, it is not idempotent: <code>x ↦ 3 * x ↦ 3</code> is unsatisfiable, since one location cannot be in two disjoint heaps, whereas <code>x ↦ 3 ∧ x ↦ 3</code> is simply <code>x ↦ 3</code>. Similarly, <code>x ↦ 3 * y ↦ 3</code> implies <code>x ≠ y</code> without stating it. This makes aliasing explicit: the assertion itself records which cells are distinct. Ordinary conjunction remains available for pure facts, which are true or false independently of the heap.",
              "Recursive data structures are described by inductive predicates. A list segment from x to y whose cells hold a sequence α, using two-cell nodes with data at E and the next pointer at E + 1, is defined by <code>lseg(ε, x, y) ⇔ emp ∧ x = y</code> and <code>lseg(a·α, x, y) ⇔ ∃z. x ↦ a, z * lseg(α, z, y)</code>, where <code>x ↦ a, z</code> abbreviates <code>x ↦ a * x + 1 ↦ z</code>. A null-terminated list is <code>list(α, x) ⇔ lseg(α, x, nil)</code>. The * in the definition guarantees that the segment is acyclic in the part described and shares no cells with anything else conjoined to it.",
            ),
        },
      },
      {
        title: "The Frame Rule and Local Reasoning",
        description:
          "Small axioms mention only the cells a command touches, and the frame rule extends them to any larger state; we prove in-place list reversal.",
        lesson: {
          title: "Small axioms, frames and list reversal",
          html:
            p(
              "Triples in separation logic are interpreted in a fault-avoiding way: <code>{P} C {Q}</code> means that C, run in any state satisfying P, does not dereference a dangling or unallocated location and, if it terminates, ends in a state satisfying Q. This 'tight' reading makes the precondition a statement of everything C may access. It allows axioms for heap commands that mention only a single cell:",
            ) +
            "<ul><li>mutation: <code>{E ↦ −} [E] := F {E ↦ F}</code>;</li><li>lookup: <code>{E ↦ v} x := [E] {E ↦ v ∧ x = v}</code>, with x not free in E or v;</li><li>allocation: <code>{emp} x := cons(E) {x ↦ E}</code>, with x not free in E;</li><li>deallocation: <code>{E ↦ −} dispose(E) {emp}</code>.</li></ul>" +
            p(
              "The frame rule extends these to arbitrary contexts: from <code>{P} C {Q}</code> infer <code>{P * R} C {Q * R}</code>, provided C modifies no variable free in R. It is sound because of two properties of the operational semantics: safety monotonicity (a command that is safe in a heap is safe in any larger heap) and the frame property (a safe command's effect on a larger heap is confined to the original part). In classical Hoare logic no such rule is valid for pointer programs, since R might mention a cell aliased by the footprint of C.",
              "The standard example is Reynolds's in-place reversal of a list whose nodes hold data at i and the next pointer at i + 1:",
              "<code>j := nil; while i ≠ nil do (k := [i + 1]; [i + 1] := j; j := i; i := k)</code>",
              "Starting from <code>list(α₀, i)</code>, the loop invariant is <code>∃α, β. list(α, i) * list(β, j) ∧ α₀† = α†·β</code>, where † is sequence reversal. Initially α = α₀ and β is empty. In each iteration the first node of the i-list, holding a with α = a·α′, is unhooked and pushed onto the j-list: the mutation axiom, framed with the rest of both lists, gives <code>list(α′, k) * list(a·β, i)</code>, and α₀† = α′†·a·β preserves the invariant. When i = nil, α is empty, so <code>list(α₀†, j)</code>. The proof never states that the two lists are disjoint from each other or from the rest of memory; the * does that work.",
            ),
        },
      },
      {
        title: "Symbolic Execution and Bi-Abduction",
        description:
          "Automatic tools execute programs over symbolic heaps and infer the missing preconditions of procedures, which is how Infer scales to millions of lines.",
        lesson: {
          title: "Symbolic heaps, frames and anti-frames",
          html: p(
            "Automated tools restrict assertions to symbolic heaps of the form Π ∧ Σ, where Π is a conjunction of pure equalities and disequalities and Σ is a *-conjunction of points-to facts and list segments. Berdine, Calcagno and O'Hearn showed in 2004 that entailment between such formulae is decidable, and their Smallfoot tool (2005) verified shape properties of small programs by symbolic execution: each command is applied to a symbolic heap using the small axioms, and a segment is unrolled ('rearranged') whenever a command dereferences a cell hidden inside it.",
            "Loops require abstraction to make the set of symbolic states finite. A typical rule collapses <code>x ↦ y * lseg(y, z)</code> into <code>lseg(x, z)</code> when y is not a program variable, forgetting the intermediate pointer. With such rules, fixpoint iteration over a loop terminates.",
            "Scaling to real code needs compositionality: analysing each procedure once, independently of its callers. Calcagno, Distefano, O'Hearn and Yang achieved this in 2009 with bi-abduction. At a call site, the analyser has a current state A and the callee's precondition B, which generally do not match. It solves the bi-abduction problem <code>A * ?M ⊢ B * ?F</code>, finding an anti-frame M, the missing part that must be added to the caller's precondition, and a frame F, the part of A untouched by the call. For example, if A is <code>x ↦ 0</code> and B is <code>x ↦ − * y ↦ −</code>, then M is <code>y ↦ −</code> and F is <code>emp</code>. Accumulating anti-frames while analysing a procedure from an empty precondition yields a specification footprint, discovered rather than written.",
            "This technique underlies Infer, which Facebook open-sourced in 2015 and which analyses code changes in large mobile codebases at review time. Because specifications are inferred per procedure, changes are analysed incrementally. The emphasis shifted from proving programs correct to reporting bugs, null dereferences and resource leaks, with few false positives, showing that separation logic's local reasoning pays off in engineering terms as well as in proofs.",
          ),
        },
      },
      {
        title: "Concurrent Separation Logic",
        description:
          "When threads own disjoint state they can be verified separately; resources shared through locks are governed by invariants whose ownership passes between threads.",
        lesson: {
          title: "The parallel rule and ownership transfer",
          html: p(
            "Separation logic's treatment of disjointness carries over naturally to concurrency. Peter O'Hearn's concurrent separation logic (CSL), presented at CONCUR 2004 and published with Stephen Brookes's soundness proof in 2007, rests on the parallel composition rule: from <code>{P₁} C₁ {Q₁}</code> and <code>{P₂} C₂ {Q₂}</code> infer <code>{P₁ * P₂} C₁ ∥ C₂ {Q₁ * Q₂}</code>, provided neither command modifies variables free in the other's assertions. Since each thread's precondition describes cells the other cannot touch, no interference is possible and the threads can be verified as though they ran alone. Brookes's proof established that such proofs also guarantee the absence of data races. Brookes and O'Hearn shared the Gödel Prize in 2016 for this work.",
            "Truly shared state is handled through resources, each protected by a lock or critical region and associated with a resource invariant I. The rule for a critical region <code>with r when B do C</code> lets the body assume <code>P * I ∧ B</code> and requires it to re-establish <code>Q * I</code>; outside the region, no thread can see the resource's cells. The invariant thus describes the state owned by the resource between accesses.",
            "The most striking consequence is ownership transfer. Consider a one-place buffer with invariant <code>(full ∧ c ↦ −) ∨ (¬full ∧ emp)</code>. A producer allocates a cell, initialises it, and puts it in the buffer; at that moment ownership of the cell passes from the producer's local state into the invariant. A consumer later takes it out and the cell becomes part of the consumer's local state, which may then dispose of it. The program text never mentions ownership; it is a fiction of the proof, yet it justifies that producer and consumer never access the cell at the same time.",
            "Later logics generalised CSL's fixed resource invariants. RGSep combined it with rely-guarantee reasoning, and Iris (from 2015) builds a higher-order concurrent separation logic, mechanised in Coq, in which user-defined ghost state and invariants express complex sharing protocols for fine-grained concurrent data structures.",
          ),
        },
      },
    ],
  },
  {
    slug: "us-oil-and-gas-pipeline-regulation-law",
    discipline: "Pipeline law",
    title: "Oil and Gas Pipeline Law in the United States",
    description:
      "Interstate gas and oil pipelines in the United States answer to different statutes, regulators and courts; this LL.M. seminar analyses FERC certification of gas pipelines and the eminent domain that follows it, common-carrier regulation of oil pipelines, federal safety regulation by PHMSA, and the decommissioning of pipelines at the end of their life.",
    level: "advanced",
    duration: "one semester seminar (2 credits)",
    plantedGap: "decommissioning",
    modules: [
      {
        title: "Certificating Gas Pipelines and Eminent Domain",
        description:
          "Section 7 of the Natural Gas Act makes FERC the gatekeeper for new interstate gas lines and hands the certificate holder the power of eminent domain.",
        lesson: {
          title: "Public convenience and necessity under the Natural Gas Act",
          html: p(
            "Under section 7(c) of the Natural Gas Act of 1938, no one may construct or operate a facility for the transportation of natural gas in interstate commerce without a certificate of public convenience and necessity from the Federal Energy Regulatory Commission (FERC), the successor since 1977 to the Federal Power Commission. FERC's approach to need is set out in its 1999 Certificate Policy Statement. The threshold requirement is that the project be financially viable without subsidy from the pipeline's existing customers; FERC then balances the public benefits, such as meeting unserved demand or increasing reliability, against adverse effects on existing customers, competing pipelines and their customers, landowners and surrounding communities. Precedent agreements with shippers for firm capacity have long been treated as significant evidence of need, although affiliated precedent agreements drew criticism in Environmental Defense Fund v. FERC (D.C. Cir. 2021).",
            "Certification is also a major federal action under the National Environmental Policy Act, so FERC prepares an environmental assessment or environmental impact statement. In Sierra Club v. FERC (D.C. Cir. 2017), concerning the Sabal Trail project, the court held that FERC had to estimate, or explain why it could not, the greenhouse gas emissions from burning the gas the pipeline would carry.",
            "Section 7(h) gives a certificate holder that cannot acquire a right of way by contract the right to condemn it in federal district court, or in state court, with compensation measured under the Fifth Amendment. Courts have allowed 'quick take' by preliminary injunction: in East Tennessee Natural Gas Co. v. Sage (4th Cir. 2004), the pipeline obtained immediate possession once its right to condemn was established, with compensation fixed later. In PennEast Pipeline Co. v. New Jersey (2021), the Supreme Court held 5 to 4 that section 7(h) delegates the federal government's eminent domain power to condemn state-owned property too, because the states consented to federal condemnation in the plan of the Convention.",
            "Landowners have repeatedly argued that condemnation began before they could obtain judicial review. In Allegheny Defense Project v. FERC (D.C. Cir. 2020, en banc), the court ended FERC's practice of issuing 'tolling orders' that extended indefinitely the time to decide rehearing requests, a step that had blocked access to the court of appeals.",
          ),
        },
      },
      {
        title: "Oil Pipelines as Common Carriers",
        description:
          "Interstate oil pipelines have no federal siting regime but are common carriers whose rates and access FERC regulates under the Interstate Commerce Act.",
        lesson: {
          title: "Tariffs, indexing and prorationing",
          html:
            p(
              "Oil and refined-products pipelines grew under a different statute. The Hepburn Act of 1906 brought interstate oil pipelines within the Interstate Commerce Act as common carriers, and since 1977 FERC has administered that Act for them in the form in which it stood on 1 October 1977. Unlike gas pipelines, they need no federal certificate to be built. Siting, and any right of eminent domain, comes from state law, which is why projects such as the Dakota Access Pipeline needed approvals from state utility commissions as well as federal permits for crossings of federal land and waters under other statutes. Cross-border lines need a Presidential permit, the instrument revoked for Keystone XL in January 2021.",
              "As common carriers, oil pipelines must provide transportation on reasonable request, charge just and reasonable rates filed in public tariffs, and not discriminate unduly between shippers. When nominations exceed capacity, the carrier must allocate space by a non-discriminatory prorationing policy in its tariff, commonly reserving a share of capacity for new shippers.",
              "The Energy Policy Act of 1992 directed FERC to simplify oil pipeline ratemaking, and Order No. 561 (1993) introduced indexing: existing rates may be raised or lowered each year, up to a ceiling adjusted by an index based on the Producer Price Index for Finished Goods, with an adjustment factor that FERC reviews every five years using pipeline cost data. A carrier may instead justify a rate on a cost-of-service basis, or seek market-based rates if it shows a lack of market power in origin and destination markets. Settlement rates agreed with all shippers are also allowed.",
            ) +
            "<table><tr><th>Method</th><th>When used</th><th>What the carrier must show</th></tr><tr><td>Indexing</td><td>Default annual changes</td><td>Rate within the index ceiling</td></tr><tr><td>Cost of service</td><td>Index ceiling inadequate, or new service</td><td>Substantial divergence between costs and indexed rate</td></tr><tr><td>Market-based</td><td>Competitive markets</td><td>No significant market power</td></tr><tr><td>Settlement</td><td>Negotiated</td><td>Agreement of all affected shippers</td></tr></table>" +
            p(
              "Rates on new pipelines are often supported by committed-shipper contracts that guarantee volumes in exchange for priority service, which FERC has accepted through declaratory orders provided that some capacity remains available to uncommitted shippers.",
            ),
        },
      },
      {
        title: "Federal Safety Regulation",
        description:
          "PHMSA sets minimum standards for design, operation and integrity management; the Barlow formula and class locations show how safety law is written into steel.",
        lesson: {
          title: "Parts 192 and 195, class locations and integrity management",
          html: p(
            "Pipeline safety is regulated separately from economics, by the Pipeline and Hazardous Materials Safety Administration (PHMSA) within the Department of Transportation. The Natural Gas Pipeline Safety Act of 1968 and the Hazardous Liquid Pipeline Safety Act of 1979, now codified at 49 U.S.C. chapter 601, authorise minimum federal safety standards, found in 49 CFR Part 192 for gas and Part 195 for hazardous liquids. States may be certified under section 60105 to inspect and enforce for intrastate pipelines and may adopt stricter rules for them, but they may not impose their own safety standards on interstate lines, which section 60104(c) preempts.",
            "Part 192 ties design pressure to population density through class locations. A class location unit is a strip 220 yards either side of the pipeline and one mile long, classified by the number of buildings intended for human occupancy: Class 1 has 10 or fewer, Class 2 more than 10 but fewer than 46, Class 3 has 46 or more or certain places of assembly, and Class 4 is where buildings of four or more storeys are prevalent. Each class has a design factor F (0.72, 0.60, 0.50 and 0.40) in the Barlow-based formula of section 192.105, P = (2St / D) × F × E × T. For a 30-inch pipe of API 5L grade X70 steel (S = 70,000 psi) with 0.500-inch wall and E = T = 1, the design pressure is 2 × 70,000 × 0.5 / 30 × 0.72 = 1,680 psig in Class 1 but only 1,167 psig in Class 3. When population grows along an existing line, the operator must lower pressure, replace pipe, or confirm its integrity.",
            "Accidents have shaped the law. The Bellingham gasoline pipeline rupture of 1999 and the Carlsbad gas explosion of 2000 led to the Pipeline Safety Improvement Act of 2002 and to integrity management rules requiring operators to identify high consequence areas, assess pipe there by in-line inspection, pressure testing or direct assessment, and repair anomalies on fixed timetables. The 2010 San Bruno explosion, which killed eight people, exposed records that could not support the maximum allowable operating pressure; Congress responded in 2011, and PHMSA's 2019 gas transmission rule required operators to reconfirm that pressure for many pipelines. Violations carry civil penalties, adjusted annually for inflation, and knowing and wilful violations are crimes.",
          ),
        },
      },
    ],
  },
  {
    slug: "infrastructure-project-finance-and-ppp",
    discipline: "Infrastructure finance",
    title: "Infrastructure Project Finance and Public-Private Partnerships",
    description:
      "Lenders to a toll road or a hospital PPP look only to the project's own cash flows, so the structure must be engineered around them: the course analyses the project company and its contracts, debt sizing with cover ratios, the cash-flow waterfall, PPP payment mechanisms and risk transfer, and refinancing.",
    level: "advanced",
    duration: "10 weeks (MSc elective)",
    plantedGap: "refinancing",
    modules: [
      {
        title: "The Project Company and Its Contracts",
        description:
          "Non-recourse finance works only if every major risk is passed by contract to someone able to bear it.",
        lesson: {
          title: "Ring-fencing and the contract web",
          html:
            p(
              "In project finance, a new special purpose vehicle (SPV), owned by equity sponsors, raises debt to build and operate a single asset, and lenders are repaid solely from that asset's cash flows. The debt is non-recourse, or limited-recourse, to the sponsors: if the project fails, lenders can take the SPV's shares, contracts and assets but cannot claim against the sponsors' other businesses. In return, lenders demand a high share of the risk analysis and control. Typical infrastructure projects are financed with 70 to 90 per cent debt, far more than a corporate balance sheet would carry, which is possible only because the SPV's risks are tightly bounded.",
              "The bounding is done by contracts. A typical availability-based PPP hospital or an energy project will have:",
            ) +
            "<ul><li>a <b>project agreement</b> or concession with the public authority, or a power purchase or offtake agreement, defining the service and the revenue;</li><li>an <b>EPC contract</b> (engineering, procurement and construction), fixed-price and date-certain, with liquidated damages for delay sized to cover debt service and lost revenue, and performance bonds;</li><li>an <b>O&amp;M contract</b> for operation and maintenance, with payment deductions passed through from the project agreement;</li><li>supply contracts where fuel or inputs matter;</li><li>the <b>financing agreements</b>, security package and <b>direct agreements</b> that let lenders step in and replace a failing contractor before the concession is terminated.</li></ul>" +
            p(
              "The guiding principle is to allocate each risk to the party best able to control it or to bear it at least cost. Construction risk goes to the EPC contractor, operating cost risk to the O&amp;M contractor, and risks that nobody can control, such as changes in law specifically targeting the project, often stay with the public authority. What the SPV retains should be only what its thin equity can absorb. Lenders' due diligence, by technical, legal, insurance and model-audit advisers, tests whether this back-to-back structure really holds: a gap, such as an EPC liability cap lower than the delay damages owed under the concession, is exactly what sinks projects.",
            ),
        },
      },
      {
        title: "Debt Sizing and the Waterfall",
        description:
          "How much can the project borrow? We size debt from cover ratios in a worked example and trace cash through the waterfall.",
        lesson: {
          title: "DSCR, LLCR and the order of payments",
          html:
            p(
              "Project debt is sized from cash flow, not from asset value. The key quantity is cash flow available for debt service (CFADS): revenue minus operating costs, taxes paid and changes in working capital, before any payment to lenders. The debt service cover ratio for a period is DSCR = CFADS / (interest + principal due). Lenders set a minimum, sized to the riskiness of revenue: around 1.15 to 1.30 times for availability-payment PPPs and contracted power, and 1.40 or more for demand-risk toll roads or merchant plants.",
              "A worked example. A project expects steady CFADS of 50 million a year for 20 years. Lenders require a minimum DSCR of 1.30 and lend at 6% on an annuity profile. Maximum annual debt service is 50 / 1.30 = 38.46 million. The present value of 20 annual payments of 38.46 million at 6% is 38.46 × 11.470 = 441.2 million, so cash flow supports about 441 million of debt. If construction costs 550 million and lenders also cap gearing at 80%, debt is limited to 440 million; the tighter of the two constraints binds, and sponsors must provide the remaining 110 million as equity. Where CFADS is uneven, debt service is 'sculpted' so that DSCR equals the target every period, which maximises debt.",
              "A second ratio, the loan life cover ratio, LLCR = NPV of CFADS over the remaining loan life / debt outstanding, measures headroom over the whole tenor; here it is 50 × 11.470 / 441.2 = 1.30.",
              "Cash is applied in a strict order of priority, the waterfall:",
            ) +
            "<ol><li>operating and maintenance costs and taxes;</li><li>senior interest and fees, then senior principal;</li><li>top-up of the debt service reserve account, typically six months of debt service;</li><li>top-up of the maintenance reserve account for lifecycle costs;</li><li>subordinated debt service;</li><li>distributions to equity, permitted only if the historic and projected DSCR exceed a lock-up level, say 1.10.</li></ol>" +
            p(
              "A DSCR below a lower default threshold, say 1.05, gives lenders the right to accelerate. The waterfall and these triggers protect lenders while the project is healthy and transfer control to them early when it is not.",
            ),
        },
      },
      {
        title: "PPP Payment Mechanisms and Risk Transfer",
        description:
          "Availability payments and user charges put very different risks on the private partner, and accounting rules decide whether the asset counts as public debt.",
        lesson: {
          title: "Availability, demand and value for money",
          html: p(
            "In a public-private partnership the private SPV designs, builds, finances and operates an asset for a long period, typically 25 to 30 years, and the public authority pays for or permits a service. How the SPV is paid determines what risk it bears.",
            "Under an availability payment mechanism, used for most UK PFI schools and hospitals and for many roads in Europe and North America, the authority pays a unitary charge for keeping the asset available to a specified standard. Deductions are made for each unavailable area or lane, weighted by its importance and duration, and for performance failures such as late response to faults. Traffic or patient numbers do not matter, so demand risk stays public and lenders accept lower cover ratios. Under a user-charge or concession model, such as a toll road, the SPV collects tolls and bears demand risk, which traffic forecasts have historically overestimated; early toll-road studies found actual first-year traffic averaging well below forecast, which is why lenders apply heavy sensitivities. Shadow tolls, paid by the authority per vehicle, sit between the two.",
            "A PPP is justified only if it offers value for money against conventional procurement. The traditional test compares the risk-adjusted cost of the PPP with a public sector comparator, the estimated cost of the public sector doing the project itself including a valuation of the risks it would retain. Critics point out that the result depends heavily on the risk values and discount rate chosen, and that private finance costs more than government borrowing; the UK National Audit Office reported in 2018 that private finance had often been more expensive. The UK government announced the end of new PF2 and PFI contracts that year.",
            "Accounting and statistics rules shape the choice too. Under Eurostat's rules for national accounts, a PPP asset is off the government balance sheet only if the private partner bears construction risk and at least one of availability or demand risk, and contract features such as guarantees or termination compensation can bring it back on. Risk transfer thus has a fiscal value that can distort decisions, a central concern for any public-sector client.",
          ),
        },
      },
    ],
  },
  {
    slug: "forensic-glass-refractive-index-elements-fracture",
    discipline: "Forensic glass analysis",
    title: "Forensic Examination of Glass",
    description:
      "A few fragments of glass on a suspect's clothing can link a person to a broken window; this advanced module for forensic science students covers refractive index measurement, elemental analysis by micro-XRF and LA-ICP-MS, fracture examination, and evaluating evidence with likelihood ratios.",
    level: "advanced",
    duration: "one term, lectures and laboratory",
    plantedGap: "likelihood ratios",
    modules: [
      {
        title: "Refractive Index by Oil Immersion",
        description:
          "Refractive index remains the first and most widely used comparison; we measure it with GRIM and use annealing to classify toughened glass.",
        lesson: {
          title: "The match point and the annealing test",
          html: p(
            "Most casework glass is soda-lime-silica glass: float glass for windows and vehicle side and rear windows, and container glass for bottles. Glass from different sources differs slightly in refractive index (RI) because of differences in composition and thermal history, and RI can be measured precisely on fragments less than a millimetre across, which is why it has been the mainstay of forensic glass comparison since the 1970s.",
            "The standard method is oil immersion with a hot stage, automated in the Glass Refractive Index Measurement system (GRIM) and described in ASTM E1967. A fragment is mounted in a silicone oil whose RI falls as it is heated, by about 0.0004 per °C. Viewed through a phase-contrast microscope, the edges of the fragment show contrast whenever the RI of glass and oil differ; in the Becke line test a bright halo moves into the medium of higher index as the focus is raised. The stage is heated and cooled through the temperature at which the edge disappears, the match point, and a video camera detects the minimum of edge contrast. The instrument converts match temperature to RI using a calibration made with reference glasses, usually at the sodium D line (589 nm). Measurement precision is of the order of ±0.00002, and RIs of float glass commonly fall between about 1.515 and 1.525.",
            "Several fragments are measured from the control (the broken window) and from each recovered fragment, so that variation within the source is estimated. A pane is not perfectly homogeneous: float glass shows small RI differences between its bulk and its surfaces, especially the surface that floated on the tin bath, so fragments with original surfaces need care.",
            "RI also allows classification. Toughened (tempered) glass, used in vehicle side windows and doors, is made by rapid cooling that leaves a different thermal history from annealed glass. In the annealing test, fragments are measured, heated in a furnace through a programmed cycle to relax the structure, and measured again. The RI of toughened glass changes by a larger amount than that of annealed float or container glass, and the size of the change helps to indicate the type of object a fragment came from.",
          ),
        },
      },
      {
        title: "Elemental Composition",
        description:
          "Trace elements discriminate between panes that share a refractive index; we compare micro-XRF and LA-ICP-MS and apply the standard comparison criteria.",
        lesson: {
          title: "Micro-XRF, LA-ICP-MS and the 4s interval",
          html:
            p(
              "Because manufacturers aim for a consistent product, two panes from the same plant and period can have indistinguishable RIs. Elemental composition adds discrimination: the minor and trace elements in glass come from variable raw materials, cullet and furnace refractories, and they change from batch to batch.",
              "Two techniques dominate, each with an ASTM standard method:",
            ) +
            "<table><tr><th></th><th>Micro-XRF (ASTM E2926)</th><th>LA-ICP-MS (ASTM E2927)</th></tr><tr><td>Principle</td><td>X-rays excite characteristic fluorescence from a spot of tens of µm</td><td>A laser ablates a crater about 50 to 100 µm wide; the aerosol is ionised in argon plasma and measured by mass</td></tr><tr><td>Sample</td><td>Non-destructive; fragment can be re-examined</td><td>Micro-destructive</td></tr><tr><td>Typical elements</td><td>Na, Mg, Al, Si, K, Ca, Ti, Mn, Fe, Sr, Zr</td><td>Li, Mg, Al, K, Ca, Ti, Mn, Fe, Rb, Sr, Zr, Ba, La, Ce, Nd, Hf, Pb and others at µg/g levels</td></tr><tr><td>Output</td><td>Semi-quantitative intensity ratios</td><td>Quantitative concentrations, calibrated with reference glasses such as NIST SRM 610 and float glass standard FGS 2</td></tr></table>" +
            p(
              "Interlaboratory studies led by Jose Almirall and colleagues showed that LA-ICP-MS measuring about 18 elements discriminates almost all float glass from different manufacturing sources, and distinguishes panes from the same plant made weeks apart.",
              "Comparison follows a defined procedure. At least three replicate measurements are made on each recovered fragment and, ideally, nine or more on several fragments of the control, to capture the heterogeneity of the source. For each element the mean and standard deviation s of the control are calculated, and the recovered fragment is judged indistinguishable if its mean for every element lies within an interval of ±4s around the control mean. Because very homogeneous controls can give unrealistically small s, ASTM E2927 applies a minimum s of 3% of the mean (the 'modified 4s' interval). The wide interval keeps false exclusions rare while discrimination remains high, as validation studies with known sources have shown.",
              "A difference in any element excludes the control as the source of that fragment, provided the measurements were sound. An indistinguishable result is only that: it does not mean the fragment came from that pane, since other panes may share the composition.",
            ),
        },
      },
      {
        title: "Fracture Examination",
        description:
          "From the pattern of cracks and the marks on their edges, examiners determine which side a force came from and in what order several impacts occurred.",
        lesson: {
          title: "Radial and concentric cracks, the 3R rule and sequencing",
          html:
            p(
              "When an object strikes a sheet of glass, the pane first bends away from the blow. The side opposite the impact is stretched, and because glass fails in tension, cracks start there: radial fractures spread outward from the point of impact like the spokes of a wheel, beginning on the side away from the force. As the segments between radials are pushed further, the impact side is put into tension and concentric fractures form, roughly circular cracks linking the radials and beginning on the side of the impact.",
              "The fracture surfaces carry rib marks (Wallner lines), curved ridges that record the advancing crack front. Their orientation identifies the side from which the crack started, summarised in the 3R rule: on the edges of Radial fractures, the Rib marks make a Right angle with the Rear surface, that is, the surface opposite the side on which the force was applied. On concentric fractures the relationship is the reverse. To apply it, the examiner must know which face of each fragment was inside or outside, which is established by fitting fragments together or from surface features such as putty, paint, dirt or, for float glass, the fluorescence of the tin side under short-wave ultraviolet light.",
              "Where a window has been struck more than once, the order of impacts can be determined because a crack stops when it meets an existing one: a radial fracture from the second impact terminates at the fractures of the first. Examiners trace each radial from each impact point and record where it ends.",
            ) +
            "<ul><li>Projectiles such as bullets produce a hole with a cone-shaped crater that widens on the exit side, so the crater indicates direction of travel; at oblique angles the crater and chipping are asymmetric.</li><li>Toughened glass shatters into small cubical fragments ('dice'), so radial and concentric patterns are lost, though the point of impact may still be found in fragments that remain in the frame.</li><li>Laminated windscreens hold fragments on the plastic interlayer, preserving a spider-web pattern that can be recorded and interpreted at the scene.</li></ul>" +
            p(
              "Heat fractures differ: they are smoothly curving and wavy, start at the edge of the pane rather than at a point of impact, and have smooth, mirror-like edges with few of the rib and hackle marks left by mechanical breakage.",
            ),
        },
      },
    ],
  },
  {
    slug: "tidal-geomorphology-asymmetry-inlets-marshes",
    discipline: "Tidal geomorphology",
    title: "Tidal Geomorphology: Asymmetry, Inlets and Marshes",
    description:
      "Twice a day the tide floods and drains estuaries and lagoons, moving sediment whose net direction decides how tidal landscapes evolve; the module treats tidal asymmetry and sediment transport, the stability of tidal inlets, salt-marsh accretion under rising sea level, and mangrove coasts.",
    level: "advanced",
    duration: "one semester (Master's level)",
    plantedGap: "mangrove",
    modules: [
      {
        title: "Tidal Asymmetry",
        description:
          "Distortion of the tide in shallow water makes either the flood or the ebb stronger, and that asymmetry sets the direction of net sediment transport.",
        lesson: {
          title: "Flood dominance, ebb dominance and the M4 overtide",
          html:
            p(
              "In the open ocean the semidiurnal tide is close to a sinusoid, dominated by the principal lunar constituent M₂ with a period of 12.42 hours. As the tidal wave enters shallow estuaries and lagoons it is distorted. The wave's celerity depends on water depth, c = √(g(h + η)), so the crest, travelling in deeper water, moves faster than the trough and catches up with it. The rising tide becomes shorter than the falling tide. To carry the same volume of water in less time, flood currents must be faster than ebb currents, and the system is called flood-dominant. Friction and the filling of intertidal areas add further distortion.",
              "Mathematically, the distortion appears as overtides, harmonics of M₂ generated by non-linear terms in the equations of motion, above all M₄, with half the period of M₂. Friedrichs and Aubrey (1988) showed that the relative phase of sea-surface elevation, 2φ(M₂) − φ(M₄), determines the sense of asymmetry: between 0° and 180° the flood is shorter and stronger; between 180° and 360° the ebb is. The ratio of the amplitudes, a(M₄)/a(M₂), measures how strong the asymmetry is.",
              "They also related asymmetry to basin geometry with two parameters:",
            ) +
            "<ul><li><b>a/h</b>, offshore tidal amplitude divided by mean channel depth: large values, as in shallow channels with little storage, favour flood dominance, because the tide is markedly slowed at low water;</li><li><b>V<sub>s</sub>/V<sub>c</sub></b>, the volume of intertidal storage divided by the channel volume at mean sea level: large values, as in basins with extensive tidal flats and marshes, favour ebb dominance, because the flats fill slowly at high water, delaying high tide and lengthening the flood.</li></ul>" +
            p(
              "Because bedload and resuspension respond non-linearly to velocity, roughly to the third power or more, even a modest difference between peak flood and peak ebb produces a large net transport. Flood-dominant basins therefore import coarse sediment and tend to fill, while ebb-dominant basins flush sediment seaward and keep their channels deep. The two tendencies can compensate each other: as a flood-dominant basin fills its channels and builds intertidal flats, V<sub>s</sub>/V<sub>c</sub> rises and the system moves towards ebb dominance, a negative feedback towards morphological equilibrium.",
            ),
        },
      },
      {
        title: "Tidal Inlets and Their Stability",
        description:
          "Inlet size scales with the tidal prism, and whether an inlet stays open depends on the balance between tidal scour and waves driving sand along the coast.",
        lesson: {
          title: "The prism-area relation, Escoffier and Bruun",
          html: p(
            "A tidal inlet connects a lagoon or back-barrier basin to the sea through a gap in a barrier coast. Its cross-sectional area is maintained by the scouring action of tidal currents against the infilling of sand moved along the coast by waves, the littoral drift. The key hydraulic quantity is the tidal prism P, the volume of water entering and leaving the basin between low and high water.",
            "In 1931 Morrough O'Brien showed for Pacific coast inlets that the minimum cross-sectional area A of the throat at mean sea level is related to the spring tidal prism by A = 4.69 × 10⁻⁴ P<sup>0.85</sup>, with A in square feet and P in cubic feet. For a prism of 1 × 10⁹ ft³ (about 28 million m³) the predicted area is about 21,000 ft², or roughly 1,950 m². Later compilations, notably Jarrett's of 1976, confirmed the relation with coefficients varying by coast and by whether the inlet is stabilised by jetties. The physical meaning is that inlets adjust until peak velocities in the throat reach an equilibrium value of about 1 m/s.",
            "Escoffier (1940) explained why some inlets close. Plotting maximum throat velocity against cross-sectional area gives a closure curve: velocity is low for very small areas, where friction throttles the flow, rises to a maximum, then falls as area increases. The horizontal line at the equilibrium velocity usually cuts this curve at two points. The larger-area intersection is stable: if sand narrows the inlet slightly, velocity rises and scours it back. The smaller is unstable: an inlet narrowed beyond it loses velocity, fills further and closes. An inlet whose curve nowhere reaches the equilibrium velocity cannot stay open.",
            "Bruun and Gerritsen related stability to the ratio of tidal prism to annual littoral drift, P/M<sub>tot</sub>. Ratios above about 150 indicate good stability, with sand bypassing largely through tidal flow over the ebb-tidal delta; ratios below about 50 indicate unstable inlets that bypass sand over a shallow bar and often migrate or close. Engineering works that reduce the prism, such as reclaiming part of the basin, lower the ratio and can destabilise an inlet.",
          ),
        },
      },
      {
        title: "Salt Marshes and Rising Sea Level",
        description:
          "Marsh surfaces keep pace with the sea by trapping sediment and building organic soil; whether they can continue depends on rates that we learn to measure.",
        lesson: {
          title: "Accretion feedbacks and surface elevation tables",
          html: p(
            "Salt marshes occupy the upper intertidal zone of sheltered coasts in temperate regions, colonised by halophytic grasses and herbs such as <i>Spartina</i>, <i>Puccinellia</i> and <i>Salicornia</i>. Their surface rises by two processes: mineral sedimentation, as suspended sediment settles from flood water slowed by vegetation, and organic accretion, as roots and rhizomes accumulate below ground. In sediment-poor marshes such as many in New England, organic matter supplies most of the soil volume.",
            "Both processes depend on elevation, which creates a stabilising feedback. A marsh surface low in the tidal frame is flooded more often and for longer, so more sediment settles on it; it rises faster. A high marsh is rarely flooded and gains little. Morris and colleagues (2002) showed, for <i>Spartina alterniflora</i> in South Carolina, that plant productivity is a roughly parabolic function of depth below mean high water, with an optimum; below the optimum, further deepening reduces productivity and therefore organic accretion, which can tip a marsh into drowning. Marshes in equilibrium therefore sit at a characteristic elevation and track sea level.",
            "Models and observations compiled by Kirwan and colleagues (2010, 2016) suggest that the maximum rate of sea-level rise a marsh can survive increases with tidal range and suspended sediment concentration: a macrotidal marsh with abundant sediment may keep pace with rates of 10 mm a year or more, whereas a microtidal, sediment-starved marsh may drown at a few millimetres a year. Marshes also lose area laterally where waves erode the seaward edge, and they can migrate landward only where the upland slope is free of sea walls and development.",
            "Field measurement combines two methods developed by Donald Cahoon and colleagues. A surface elevation table (SET) is a portable arm attached to a benchmark rod driven to refusal; pins lowered to the marsh surface measure elevation change to about a millimetre. A marker horizon of feldspar clay laid on the surface and cored later gives vertical accretion above it. The difference between accretion and elevation change is shallow subsidence, the compaction or decomposition of soil in the root zone. A marsh whose elevation gain is less than the local rate of relative sea-level rise is losing ground, even if it is accreting.",
          ),
        },
      },
    ],
  },
];
