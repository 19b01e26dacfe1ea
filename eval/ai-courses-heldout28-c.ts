/** Twenty-eighth held-out evaluation courses, advanced level (construction law to histopathology); see ai-courses-heldout28.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT28_C: EvalCourse[] = [
  {
    slug: "construction-law-payment-time-disputes",
    discipline: "Construction law",
    title: "Construction Law: Payment, Time and Dispute Resolution",
    description:
      "Construction contracts allocate risk among employer, contractor and subcontractors, and most disputes concern money and time. At advanced level the module analyses the statutory payment regime of the Housing Grants, Construction and Regeneration Act 1996, extensions of time and the prevention principle, concurrent delay, and statutory adjudication.",
    level: "advanced",
    duration: "one semester (LLM, 2-hour seminars)",
    plantedGap: "concurrent delay",
    modules: [
      {
        title: "The Statutory Payment Regime",
        description:
          "Part II of the 1996 Act, as amended in 2011, overrides the contract on how and when a contractor must be paid; we read the sections and the leading cases together.",
        lesson: {
          title: "Payment notices, pay less notices and the true value",
          html:
            p(
              "Part II of the Housing Grants, Construction and Regeneration Act 1996 applies to 'construction contracts' as defined in sections 104 and 105, which cover most building and engineering work in England, Wales and Scotland but exclude, among other things, contracts with residential occupiers and certain process-plant work. Its payment provisions, amended by the Local Democracy, Economic Development and Construction Act 2009 with effect from October 2011, impose a minimum procedure on every such contract. If the contract fails to comply, the Scheme for Construction Contracts (England and Wales) Regulations 1998 is implied in its place.",
            ) +
            "<ul><li>Section 109: a party is entitled to payment by instalments for work lasting 45 days or more.</li><li>Section 110: every contract must provide an adequate mechanism for determining what is due and when, with a due date and a final date for payment.</li><li>Section 110A: the payer (or the payee, if the contract so provides) must give a payment notice within five days of the due date stating the sum considered due and its basis; if none is given, the payee's own application can stand as the notice.</li><li>Section 111: the payer must pay the notified sum by the final date unless it gives a pay less notice, stating the sum it considers due and its basis, no later than the prescribed period before the final date.</li><li>Section 113: 'pay when paid' clauses are ineffective, save where a third party up the chain is insolvent.</li></ul>" +
            p(
              "The consequences of a missed notice were contested for years. In <i>ISG Construction Ltd v Seevic College</i> [2014] EWHC 4007 (TCC), an employer who served no valid notice was held to be treated as having agreed the contractor's application, so that it could not later start an adjudication to value the same work. The Court of Appeal reversed this in <i>Grove Developments Ltd v S&T (UK) Ltd</i> [2018] EWCA Civ 2448: the employer must first pay the notified sum, but it may then begin a fresh adjudication on the true value of the work. The rule is therefore 'pay now, argue later', not 'pay now and lose the argument'. Section 112 adds a statutory right to suspend performance, on seven days' notice, for non-payment of a notified sum.",
            ),
        },
      },
      {
        title: "Extensions of Time and the Prevention Principle",
        description:
          "Why an employer who delays the work may lose the right to deduct damages for late completion, and how extension of time clauses preserve it.",
        lesson: {
          title: "Time at large, notices and conditions precedent",
          html: p(
            "Most construction contracts fix a completion date and provide for liquidated damages at a stated rate per week of delay. At common law, an employer cannot insist on a completion date that it has itself prevented the contractor from meeting. This prevention principle was applied in <i>Peak Construction (Liverpool) Ltd v McKinney Foundations Ltd</i> (1970) 1 BLR 111, where the Court of Appeal held that the employer's own delays, with no power in the contract to extend time for them, left the completion date inoperative. Time was then 'at large': the contractor had only to complete within a reasonable time, and the employer lost its right to liquidated damages and had to prove any general damages it claimed.",
            "The extension of time clause exists largely to protect the employer from this result. Where the contract allows the contract administrator to extend the completion date for employer-caused delay, such as variations, late information or late access, the date moves and liquidated damages run from the new date. A clause will be construed, where there is ambiguity, in the contractor's favour and so as to cover acts of prevention.",
            "A harder question is whether a contractor who fails to give a notice required by the contract loses its extension even where the employer caused the delay. In the Australian case <i>Gaymark Investments v Walter Construction</i> (1999) the answer was that time became at large. In England, Jackson J in <i>Multiplex Constructions (UK) Ltd v Honeywell Control Systems Ltd (No 2)</i> [2007] EWHC 447 (TCC) declined to follow <i>Gaymark</i>: if the contract clearly makes notice a condition precedent, a contractor who fails to give it cannot rely on the prevention principle to escape its own failure. Clauses such as those in the NEC4 Engineering and Construction Contract, where a compensation event not notified within eight weeks is barred, are therefore enforceable if clearly drafted.",
          ),
        },
      },
      {
        title: "Statutory Adjudication",
        description:
          "Section 108 gives every party to a construction contract the right to a quick, interim decision, and the courts enforce it robustly.",
        lesson: {
          title: "Twenty-eight days, and enforcement by summary judgment",
          html: p(
            "Section 108 of the 1996 Act gives a party to a construction contract the right to refer a dispute to adjudication at any time. The contract must enable notice of intention to refer to be given at any time; secure the appointment of an adjudicator and referral of the dispute within seven days of the notice; require a decision within 28 days of referral, extendable by 14 days with the referring party's consent or longer by agreement of both; impose a duty on the adjudicator to act impartially; and allow the adjudicator to take the initiative in ascertaining the facts and the law. The decision is binding until the dispute is finally determined by litigation, arbitration or agreement. If the contract does not comply, the adjudication provisions of the Scheme apply instead.",
            "The speed of the procedure means that it produces rough justice, and Parliament accepted this in exchange for cash flow. The courts have supported that policy from the start. In <i>Macob Civil Engineering Ltd v Morrison Construction Ltd</i> [1999] BLR 93, Dyson J held that an adjudicator's decision must be complied with even if it is challenged as wrong, and that it is to be enforced by summary judgment. In <i>Carillion Construction Ltd v Devonport Royal Dockyard Ltd</i> [2005] EWCA Civ 1358 the Court of Appeal added that challenges to enforcement should succeed only in plain cases: the court will not examine whether the adjudicator got the facts or the law right.",
            "Only two grounds regularly defeat enforcement. The first is want of jurisdiction, for example where there was no construction contract, where the dispute had not crystallised before referral, or where the same dispute had already been decided. The second is a serious breach of natural justice, such as deciding a point on a basis neither party had the chance to address. Insolvency of the referring party may also justify a stay of execution, since an insolvent company may be unable to repay a sum later found not due.",
          ),
        },
      },
    ],
  },
  {
    slug: "real-time-embedded-firmware-cortex-m",
    discipline: "Embedded systems",
    title: "Real-Time Embedded Firmware on Cortex-M Microcontrollers",
    description:
      "Firmware that must meet hard deadlines on a microcontroller with kilobytes of memory is the subject of this final-year module: interrupt handling with the nested vectored interrupt controller, rate-monotonic schedulability analysis, priority inversion and the protocols that bound it, DMA-driven peripherals, and low-power modes.",
    level: "advanced",
    duration: "one semester (lectures and laboratory)",
    plantedGap: "low-power modes",
    modules: [
      {
        title: "Interrupts and the NVIC",
        description:
          "How the Cortex-M core enters, nests and leaves interrupt handlers, and what that costs in cycles.",
        lesson: {
          title: "Latency, preemption and shared data",
          html: p(
            "On Arm Cortex-M processors, interrupts are managed by the Nested Vectored Interrupt Controller (NVIC), which is tightly coupled to the core. Each interrupt source has an entry in a vector table of handler addresses, so the core jumps directly to the right handler without software polling. On exception entry the hardware automatically stacks eight registers (R0 to R3, R12, LR, PC and xPSR), which follows the procedure call standard, so handlers can be written as ordinary C functions. On Cortex-M3 and M4 the latency from interrupt assertion to the first handler instruction is 12 cycles with zero-wait-state memory; on Cortex-M0 it is 16.",
            "Two optimisations reduce the cost of back-to-back interrupts. Tail-chaining: if another interrupt is pending when a handler returns, the core skips unstacking and restacking and enters the next handler in 6 cycles. Late arrival: if a higher-priority interrupt arrives during stacking for a lower one, the core uses the stacked state to serve the higher one first.",
            "Priority is a number where lower means more urgent; the number of implemented bits varies, often 3 or 4 bits, giving 8 or 16 levels. The priority field can be split by the PRIGROUP setting into a group (preemption) priority and a subpriority. Only a higher group priority can preempt a running handler; subpriority merely orders pending interrupts of the same group.",
            "Sharing data between handlers and the main program needs care. A variable written in an interrupt and read in a loop must be declared <code>volatile</code>, or the compiler may keep it in a register. A multi-word update, such as a 64-bit timestamp on a 32-bit core, can be torn by an interrupt between the two stores; it must be protected by a critical section, either by briefly masking interrupts with PRIMASK or, better, by raising BASEPRI to mask only interrupts at or below a given priority, so that the most urgent handlers still run.",
          ),
        },
      },
      {
        title: "Rate-Monotonic Scheduling",
        description:
          "Will every task meet its deadline? Liu and Layland's bound and response-time analysis answer the question before the code runs.",
        lesson: {
          title: "Utilisation bounds and response-time analysis",
          html:
            p(
              "In fixed-priority preemptive scheduling, as provided by most real-time kernels such as FreeRTOS or Zephyr, each task has a static priority and the highest-priority ready task always runs. For independent periodic tasks whose deadline equals their period, Liu and Layland proved in 1973 that rate-monotonic priority assignment, giving higher priority to tasks with shorter periods, is optimal among fixed-priority schemes. They also gave a sufficient test: the task set is schedulable if total utilisation U = Σ Cᵢ/Tᵢ does not exceed n(2^(1/n) − 1), where Cᵢ is the worst-case execution time, Tᵢ the period and n the number of tasks. The bound is 1.0 for one task, 0.828 for two, 0.780 for three and tends to ln 2 ≈ 0.693 as n grows.",
            ) +
            "<table><tr><th>Task</th><th>C (ms)</th><th>T (ms)</th><th>C/T</th></tr><tr><td>τ1 (control loop)</td><td>1</td><td>4</td><td>0.250</td></tr><tr><td>τ2 (sensor fusion)</td><td>2</td><td>6</td><td>0.333</td></tr><tr><td>τ3 (logging)</td><td>3</td><td>12</td><td>0.250</td></tr></table>" +
            p(
              "Here U = 0.833, above the three-task bound of 0.780, so the test is inconclusive: failing it does not prove the set unschedulable. An exact answer comes from response-time analysis (Joseph and Pandya, 1986; Audsley and colleagues, 1993). The worst-case response time of task i is the smallest fixed point of Rᵢ = Cᵢ + Σⱼ ⌈Rᵢ/Tⱼ⌉ Cⱼ, summing over all higher-priority tasks j. For τ3, start with R = 3 + 1 + 2 = 6; then R = 3 + ⌈6/4⌉·1 + ⌈6/6⌉·2 = 3 + 2 + 2 = 7; then R = 3 + ⌈7/4⌉·1 + ⌈7/6⌉·2 = 3 + 2 + 4 = 9; then R = 3 + 3 + 4 = 10; then R = 3 + ⌈10/4⌉·1 + ⌈10/6⌉·2 = 3 + 3 + 4 = 10, which is stable. τ3 responds within 10 ms, inside its 12 ms deadline, so all three tasks are schedulable. The analysis is only as good as the C values, which must be measured or computed as true worst cases, including interrupt and kernel overheads.",
            ),
        },
      },
      {
        title: "Priority Inversion",
        description:
          "When a high-priority task waits for a lock held by a low-priority one, medium-priority work can delay it without limit unless the kernel intervenes.",
        lesson: {
          title: "Pathfinder, inheritance and the priority ceiling",
          html: p(
            "Priority inversion occurs when a high-priority task H is blocked waiting for a resource, such as a mutex, held by a low-priority task L. Some blocking is unavoidable and bounded by the length of L's critical section. The danger is unbounded inversion: while H waits, a medium-priority task M that needs no resource preempts L, so L cannot finish its critical section and release the mutex, and H is in effect delayed by M, a task of lower priority, for as long as M runs.",
            "The best-known case is NASA's Mars Pathfinder lander in 1997. A high-priority bus management task on its VxWorks system shared a mutex with a low-priority meteorological data task; a medium-priority communications task preempted the latter, the high-priority task missed its deadline, and a watchdog reset the computer repeatedly. Engineers diagnosed the fault from the ground and enabled priority inheritance on the mutex by uploading a change to a global setting.",
            "Two protocols bound the inversion. Under the priority inheritance protocol, when H blocks on a mutex held by L, L temporarily inherits H's priority until it releases the mutex, so M can no longer preempt it. Inheritance is simple and is provided by the mutexes of FreeRTOS and most POSIX systems, but it does not prevent deadlock, and a task may be blocked once for each lower-priority task holding a resource it needs (chained blocking). Under the priority ceiling protocol of Sha, Rajkumar and Lehoczky (1990), each mutex has a ceiling equal to the highest priority of any task that uses it. In the commonly implemented immediate form, a task that locks the mutex runs at once at the ceiling priority. A task can then be blocked at most once per activation, for the duration of one critical section, and deadlock through nested locks becomes impossible. The blocking term Bᵢ is added to the response-time equation to keep the analysis sound.",
          ),
        },
      },
      {
        title: "DMA-Driven Peripherals",
        description:
          "Moving data with the DMA controller frees the CPU, but only if buffers, interrupts and caches are handled correctly.",
        lesson: {
          title: "Circular buffers, half-transfer interrupts and cache coherence",
          html: p(
            "A direct memory access (DMA) controller moves data between peripherals and memory without the CPU executing a load and store for each item. For a UART receiving at 921,600 baud, about 92,000 bytes a second, an interrupt per byte would cost the CPU tens of thousands of handler entries a second; with DMA the CPU is involved only when a block is complete.",
            "Continuous streams, such as audio from an I2S codec or samples from an ADC, are best handled with a circular DMA buffer and double buffering. The DMA channel is configured to write repeatedly into a buffer of, say, 512 samples and to raise a half-transfer interrupt when the first 256 are filled and a transfer-complete interrupt when the second 256 are filled, before wrapping to the start. While the DMA fills one half, the CPU processes the other. The processing of each half must finish within the time it takes to fill the other: at a 48 kHz sample rate, 256 samples take 5.33 ms, which is the deadline for the filter code. If it is missed, data is silently overwritten, so robust designs check a flag or counter to detect overrun.",
            "On cores with a data cache, such as the Cortex-M7, DMA introduces a coherence problem, because the DMA controller reads and writes main memory directly while the CPU may see stale copies in its cache. Before starting a transmit DMA, the driver must clean the cache lines covering the buffer so that the data in memory is current; after a receive DMA completes, and before the CPU reads the buffer, it must invalidate those lines so that fresh data is fetched. Buffers should be aligned to the 32-byte cache line and sized in whole lines, or invalidation may discard neighbouring variables. Alternatively, buffers can be placed in a region configured as non-cacheable through the memory protection unit, at some cost in CPU access speed.",
          ),
        },
      },
    ],
  },
  {
    slug: "steel-string-guitar-voicing-and-setup",
    discipline: "Guitar making",
    title: "Voicing and Setting Up the Steel-String Guitar",
    description:
      "Once a builder can produce a playable steel-string guitar, attention turns to what makes one instrument sound and play better than another. The advanced bench course deals with graduating the top by measured stiffness, X-bracing and scalloping, tap tuning of free plates, neck angle geometry, and the final setup.",
    level: "advanced",
    duration: "twelve weeks (two days a week at the bench)",
    plantedGap: "tap tuning",
    modules: [
      {
        title: "Thicknessing the Top by Stiffness",
        description:
          "Instead of planing every soundboard to one thickness, we measure each board's stiffness and thickness it to a target.",
        lesson: {
          title: "Deflection testing and the cube law",
          html: p(
            "Soundboard wood varies greatly. Two billets of Sitka spruce of the same grade can differ in density by 20 per cent and in stiffness along the grain by 40 per cent or more. A top planed to a fixed thickness, say 2.8 mm, will therefore be too flexible if the wood is weak and needlessly heavy and stiff if the wood is strong. Many builders, following the approach set out by Trevor Gore and Gerard Gilet in <i>Contemporary Acoustic Guitar Design and Build</i> (2011), instead thickness each top to a target stiffness.",
            "The bending stiffness of a rectangular panel is proportional to E × t³, where E is Young's modulus of the wood in the direction of bending and t the thickness. Stiffness therefore varies with the cube of thickness: a top 10 per cent thinner is about 27 per cent less stiff (0.9³ = 0.73). The practical method is a deflection test. The joined top, or a strip cut from the same billet, is supported on two rails a fixed span apart, a known weight is hung at the centre, and the deflection is read with a dial gauge. From the beam equation, E = F L³ ÷ (4 w t³ δ), where F is the load, L the span, w the width, t the thickness and δ the deflection. E is measured both along the grain (typically 10 to 14 GPa for good spruce) and across it (0.6 to 1 GPa), the cross-grain stiffness varying even more than the long-grain.",
            "With E known, the thickness required to give the target stiffness follows directly. If a reference top of 2.7 mm with E = 12 GPa gave a sound the builder liked, a new top with E = 9.5 GPa should be thicknessed to 2.7 × (12 ÷ 9.5)^(1/3) ≈ 2.92 mm for equal long-grain stiffness. Builders also track density, since the ratio of stiffness to mass, expressed as the speed of sound in the wood, influences how lively the finished top will be.",
          ),
        },
      },
      {
        title: "X-Bracing and Scalloping",
        description:
          "The brace pattern, more than any other feature, decides how the top resists string tension and how it moves.",
        lesson: {
          title: "Martin's X, its variants and shaped braces",
          html:
            p(
              "The X-brace pattern is credited to C. F. Martin and was in use on Martin guitars by the 1840s, long before steel strings. It became the standard for steel-string flat-tops in the twentieth century because it resists the torque of the bridge, which under about 70 kg of total string tension tries to rotate forward and bulge the top behind it and sink it in front. The two main braces cross just below the soundhole, and their legs run past the ends of the bridge towards the lower bout.",
              "The main elements of a typical dreadnought top are:",
            ) +
            "<ul><li>the X-braces, usually around 7 mm wide and 13 to 15 mm high at the crossing;</li><li>the upper transverse brace, above the soundhole, which supports the fingerboard extension;</li><li>two tone bars running diagonally below the X on the treble side;</li><li>finger braces along the outer edges of the lower bout;</li><li>the bridge plate, a thin maple or rosewood plate under the bridge that takes the wear of the ball ends;</li><li>small soundhole reinforcements.</li></ul>" +
            p(
              "Scalloping means carving the braces so that their height varies along their length, typically tall near the crossing and the bridge, scooped low between, and tapered at the ends. A scalloped brace keeps much of the stiffness where it is needed while removing mass, letting the lower bout move more freely; pre-war Martin dreadnoughts, prized for their strong bass, had scalloped braces and an X placed closer to the soundhole, the so-called forward-shifted X. Martin moved the X further back and stopped scalloping in the 1940s, largely because of warranty claims from tops that bellied under heavy strings. The builder's judgement is a trade: moving the X forward or scalloping deeply gives a livelier, bassier instrument at the price of less structural margin, which must be made up elsewhere, for example by a slightly thicker top or taller tone bars.",
            ),
        },
      },
      {
        title: "Neck Angle Geometry",
        description:
          "The angle at which the neck meets the body sets the bridge height, and with it the instrument's drive and playability.",
        lesson: {
          title: "Projecting the fret plane onto the bridge",
          html: p(
            "On a flat-top guitar the neck is set back slightly relative to the top so that the plane of the fret tops, extended over the body, meets the bridge at the right height. That height matters twice. It must leave enough saddle above the bridge to give a good break angle over the saddle and so drive the top; and it must be right for the string height at the twelfth fret to be comfortable with a saddle of sensible height.",
            "The check is made with a long straightedge laid on the frets and extended over the bridge location. For a typical steel-string design the edge should just touch the top of the bridge, or clear a bridge of about 9 to 10 mm height by no more than a fraction of a millimetre. The saddle then protrudes about 2.5 to 3.5 mm above the bridge at final setup. If the straightedge strikes the bridge well below its top, the neck angle is too shallow: the action will be high unless the saddle is cut almost flush, and the guitar will sound weak. If the straightedge passes well above the bridge, the angle is too steep, and a very tall saddle will be needed, putting excessive torque on the bridge.",
            "The geometry can be calculated. With a scale length of 645 mm, the bridge saddle lies about 322 mm beyond the twelfth fret. A neck angle of 1.5° raises the extended fret plane by 322 × tan(1.5°) ≈ 8.4 mm relative to a neck set parallel to the top, which is why the neck angle of steel-string guitars usually falls between 1 and 2°. In dovetail or bolt-on construction the angle is set by paring the heel cheeks against the sides, checking repeatedly with the straightedge. The same procedure diagnoses old guitars whose necks have pulled forward under tension, a common reason for a neck reset.",
          ),
        },
      },
      {
        title: "Final Setup",
        description:
          "The last hours at the bench turn a finished guitar into one that plays well, and are spent at the nut, the saddle and the truss rod.",
        lesson: {
          title: "Relief, action, nut slots and compensation",
          html:
            p(
              "Setup is the adjustment of the string height along the neck to the player's touch, and it is done in a fixed order, because each step changes the next. First comes neck relief, the slight forward bow that gives the vibrating string room above the middle frets. With the guitar at pitch, a capo at the first fret and the string fretted at the last fret where the neck joins the body, the gap between string and seventh fret is measured with feeler gauges and adjusted with the truss rod.",
            ) +
            "<table><tr><th>Measurement</th><th>Typical target (steel-string)</th></tr><tr><td>Relief at 7th fret</td><td>0.15 to 0.30 mm</td></tr><tr><td>Action at 12th fret, 1st string</td><td>1.6 to 2.0 mm</td></tr><tr><td>Action at 12th fret, 6th string</td><td>2.2 to 2.6 mm</td></tr><tr><td>Clearance over 1st fret, fretted at 3rd</td><td>about 0.05 to 0.10 mm</td></tr></table>" +
            p(
              "Second, the nut slots are lowered with gauged files. A useful test is to fret each string at the third fret and look at the gap over the first: a slot that is too high makes first-position chords sharp and hard to play, one that is too low buzzes on open strings. Slots are angled downward towards the headstock so that the string leaves the nut at its front edge.",
              "Third, action at the twelfth fret is set by sanding the base of the saddle, which lowers the action by about half the amount removed. Finally the saddle crown is compensated. A fretted string is stretched slightly and so plays sharp, more so for thicker, stiffer strings; the saddle therefore sits further from the nut on the bass side. Its contact points are filed so that the harmonic and the fretted note at the twelfth fret agree for each string, which corrects intonation across the neck.",
            ),
        },
      },
    ],
  },
  {
    slug: "corrosion-engineering-mechanisms-protection",
    discipline: "Corrosion engineering",
    title: "Corrosion Engineering: Mechanisms and Protection",
    description:
      "Thermodynamics decides whether a metal will corrode and kinetics decides how fast. Building from both, this advanced module treats Pourbaix diagrams, mixed-potential theory and Tafel extrapolation, pitting of passive alloys, cathodic protection design, and microbiologically influenced corrosion.",
    level: "advanced",
    duration: "one semester (MEng)",
    plantedGap: "microbiologically influenced corrosion",
    modules: [
      {
        title: "Pourbaix Diagrams",
        description:
          "Potential-pH diagrams map where a metal is immune, where it corrodes and where it passivates, and they are built from the Nernst equation.",
        lesson: {
          title: "Reading and constructing the iron-water diagram",
          html: p(
            "A Pourbaix diagram, introduced by Marcel Pourbaix in the 1940s, plots electrode potential against pH for a metal in water at a given temperature and shows which species is thermodynamically stable in each region. Boundaries are calculated from the Nernst equation. For a reaction involving only electrons, such as Fe²⁺ + 2e⁻ → Fe, the boundary is horizontal: E = E° + (0.0592/n) log[Fe²⁺] at 25 °C, with E° = −0.447 V against the standard hydrogen electrode (SHE). Taking the conventional activity of 10⁻⁶ mol/L as the threshold of corrosion, E = −0.447 + 0.0296 × (−6) ≈ −0.62 V SHE. Reactions involving only H⁺, such as precipitation of an oxide or hydroxide, give vertical lines, and reactions involving both give sloping lines with a slope of −0.0592 m/n V per pH unit, where m is the number of protons.",
            "The diagram for iron divides into three kinds of region. Immunity lies below about −0.62 V, where metallic iron is stable and cannot corrode. Corrosion regions are where soluble species are stable: Fe²⁺ over a wide range of acidic and neutral conditions, Fe³⁺ at high potentials and low pH, and the HFeO₂⁻ ion in strongly alkaline solution. Passivity regions are where a solid oxide such as Fe₂O₃ or Fe₃O₄ is stable and may form a protective film. The dashed lines for hydrogen evolution and oxygen reduction, both sloping at −0.059 V per pH unit, mark the stability of water itself.",
            "The diagram explains practice. Steel in concrete, whose pore solution has a pH of about 12.5 to 13.5, sits in the passive region, which is why reinforcement does not corrode until carbonation lowers the pH or chlorides break the film. Cathodic protection works by driving the potential down into immunity. But the diagrams have limits: they are equilibrium maps, say nothing about rates, and a 'passive' region indicates only that an oxide is stable, not that it protects.",
          ),
        },
      },
      {
        title: "Mixed Potentials and Corrosion Rates",
        description:
          "Corrosion is two electrochemical reactions on one surface, and the rate is found where their currents balance.",
        lesson: {
          title: "Evans diagrams, Tafel slopes and Faraday's law",
          html: p(
            "Wagner and Traud showed in 1938 that a corroding metal is a single electrode on which at least one anodic reaction, metal dissolution, and one cathodic reaction, such as oxygen reduction or hydrogen evolution, proceed at the same time. No net current flows, so the potential settles at the value where the total anodic current equals the total cathodic current. This is the mixed or corrosion potential, E_corr, and the current at which the two balance is the corrosion current, i_corr.",
            "Each reaction, far enough from its own equilibrium potential, obeys the Tafel equation, η = a + b log i, where η is the overpotential and b the Tafel slope, typically 60 to 120 mV per decade of current. Plotted as potential against log current, an Evans diagram, the anodic and cathodic lines are straight and intersect at E_corr and i_corr. In the laboratory, a potentiodynamic polarisation scan of a specimen about ±250 mV around E_corr gives the two branches; extrapolating their linear Tafel regions back to E_corr gives i_corr. Near E_corr, within about ±10 mV, polarisation is linear, and the Stern-Geary equation gives i_corr = B ÷ R_p, where R_p is the polarisation resistance and B = b_a b_c ÷ [2.303 (b_a + b_c)], usually between 13 and 52 mV.",
            "The current density is converted to a penetration rate by Faraday's law: rate = i_corr × M ÷ (n F ρ). For iron, with M = 55.85 g/mol, n = 2, F = 96,485 C/mol and ρ = 7.87 g/cm³, a current density of 1 µA/cm² corresponds to about 11.6 µm per year. A pipeline steel measured at 25 µA/cm² therefore loses about 0.29 mm a year, so a 3 mm corrosion allowance lasts roughly ten years. The mixed-potential picture also explains galvanic coupling and why a large cathode area connected to a small anode, such as a steel rivet in a copper sheet, is so damaging: the whole cathodic current is concentrated on the small anodic area.",
          ),
        },
      },
      {
        title: "Pitting of Passive Alloys",
        description:
          "Stainless steels rarely corrode uniformly; they fail by local breakdown of the passive film, and this module shows how to rank and choose alloys against it.",
        lesson: {
          title: "Chloride, critical temperatures and PREN",
          html:
            p(
              "Stainless steels, nickel alloys, aluminium and titanium owe their resistance to a passive oxide film only a few nanometres thick. In the presence of aggressive anions, above all chloride, this film can break down locally, and a small anodic site forms surrounded by a large passive cathodic area. Inside the pit, metal ions hydrolyse, for example Cr³⁺ + H₂O → Cr(OH)²⁺ + H⁺, lowering the pH to 2 or below, while chloride migrates in to balance the positive charge. The acidic, concentrated chloride solution prevents repassivation, and the pit grows autocatalytically, often penetrating a wall while the surface appears almost untouched.",
              "Alloying elements are ranked by the Pitting Resistance Equivalent Number, PREN = %Cr + 3.3 × %Mo + 16 × %N, an empirical index that correlates with critical pitting temperature (CPT), the lowest temperature at which stable pits form under standard test conditions such as ASTM G48 in ferric chloride or ASTM G150 electrochemically.",
            ) +
            "<table><tr><th>Alloy</th><th>UNS</th><th>Typical PREN</th></tr><tr><td>304L austenitic</td><td>S30403</td><td>about 19</td></tr><tr><td>316L austenitic</td><td>S31603</td><td>about 24</td></tr><tr><td>2205 duplex</td><td>S32205</td><td>about 35</td></tr><tr><td>2507 super duplex</td><td>S32750</td><td>at least 40</td></tr><tr><td>6% Mo super austenitic (254 SMO)</td><td>S31254</td><td>about 43</td></tr></table>" +
            p(
              "Seawater service, with about 19,000 mg/L chloride, generally requires PREN of 40 or more for reliable resistance at ambient temperature; 316L is adequate in fresh water but pits in warm seawater. Electrochemically, the pitting potential E_pit, measured in a cyclic polarisation scan, is the potential above which pits initiate, and the repassivation potential is the potential below which they stop. A material is safe when its open-circuit potential in service lies well below both. Crevices behave similarly but at lower temperatures, because the restricted geometry concentrates acid more easily, so the critical crevice temperature is always below the CPT.",
            ),
        },
      },
      {
        title: "Designing Cathodic Protection",
        description:
          "Cathodic protection holds a structure below its protection potential; we size a sacrificial anode system for a submerged steel structure.",
        lesson: {
          title: "Protection criteria, current demand and anode mass",
          html: p(
            "Cathodic protection (CP) makes the structure the cathode of an electrochemical cell, supplying enough current to polarise it to a potential at which corrosion is negligible. For carbon steel in seawater or soil, the usual criterion is a potential of −800 mV against a silver/silver chloride seawater reference electrode, equivalent to −850 mV against a copper/copper sulphate electrode, with the IR drop excluded. Over-protection below about −1,100 mV Ag/AgCl is avoided for high-strength steels because it generates hydrogen and risks hydrogen embrittlement, and on coated structures because it causes disbondment.",
            "Current can be supplied by galvanic (sacrificial) anodes of a more active metal, aluminium-zinc-indium alloys offshore, zinc in some marine uses, magnesium in high-resistivity soils, or by impressed current from a transformer-rectifier through inert anodes such as mixed metal oxide on titanium. Offshore, sacrificial systems dominate because they need no power and little maintenance.",
            "Design follows DNV-RP-B401. Consider a jacket with 2,000 m² of bare steel in North Sea water, with a mean design current density of 0.09 A/m² and a design life of 25 years. The mean current demand is I = 2,000 × 0.09 = 180 A. The required net anode mass is M = I × t × 8,760 ÷ (u × ε), where t is the life in years, 8,760 the hours in a year, u the utilisation factor (0.90 for slender stand-off anodes) and ε the electrochemical capacity of the anode alloy, about 2,000 A·h/kg for aluminium in seawater. M = 180 × 25 × 8,760 ÷ (0.90 × 2,000) ≈ 21,900 kg. The designer then checks that enough anodes, each with a calculated resistance to seawater by the Dwight or McCoy formulae, can deliver the higher initial and final current densities at a driving voltage of about 0.25 V, the difference between the anode's closed-circuit potential of −1.05 V and the protection criterion of −0.80 V.",
          ),
        },
      },
    ],
  },
  {
    slug: "diagnostic-histopathology-section-to-report",
    discipline: "Histopathology",
    title: "Diagnostic Histopathology: From Section to Report",
    description:
      "The step from a stained section to a signed report is where diagnostic error arises, and this advanced module concentrates on it: fixation and processing artefacts, immunohistochemistry for the tumour of unknown primary, grading and staging of colorectal carcinoma, frozen section diagnosis, and digital pathology.",
    level: "advanced",
    duration: "one academic term (postgraduate)",
    plantedGap: "digital pathology",
    modules: [
      {
        title: "Fixation and Artefact",
        description:
          "Most problems seen under the microscope began before the tissue reached the laboratory, so we trace artefacts to their causes.",
        lesson: {
          title: "Formalin, timing and what goes wrong",
          html:
            p(
              "Routine histology depends on 10 per cent neutral buffered formalin, a 4 per cent solution of formaldehyde buffered to about pH 7. Formaldehyde penetrates tissue quickly, roughly 1 mm per hour, but fixes slowly, forming methylene bridges between proteins over many hours. Specimens must therefore be placed in at least ten times their volume of fixative, opened or sliced so that fixative reaches every part, and left long enough: for breast carcinoma, ASCO/CAP guidelines require a fixation time of 6 to 72 hours for reliable oestrogen receptor and HER2 testing, with a cold ischaemic time, from removal to immersion, of under one hour. Underfixation leaves the centre of a large specimen poorly preserved and alters immunostaining, while prolonged fixation masks antigens, which heat-induced epitope retrieval only partly recovers.",
              "A reporting pathologist must recognise artefacts so as not to mistake them for disease:",
            ) +
            "<ul><li>Crush artefact: squeezed, smeared nuclei from forceps handling, especially in small biopsies; lymphocytes and small-cell carcinoma both smear and can be confused.</li><li>Cautery artefact: elongated, hyperchromatic nuclei and a glassy stroma at diathermy margins, which can mimic dysplasia and make margins unassessable.</li><li>Formalin pigment: brown-black, birefringent granules in blood-rich tissue fixed in acidic, unbuffered formalin.</li><li>Retraction: clefts around nests of cells caused by shrinkage in processing, which can imitate lymphovascular invasion.</li><li>Floaters: fragments of tissue from another case carried over in the water bath or processor, a serious source of misdiagnosis, identified by being on a different plane and looking foreign to the specimen.</li><li>Chatter and knife lines: parallel bands of varying thickness from a blunt blade or over-hardened block.</li></ul>" +
            p(
              "When a floater raises doubt about the diagnosis, the block is recut, and in contentious cases molecular identity testing can confirm which patient the tissue came from.",
            ),
        },
      },
      {
        title: "Immunohistochemistry for Carcinoma of Unknown Primary",
        description: "A metastatic carcinoma with no known origin is approached with a stepwise antibody panel.",
        lesson: {
          title: "CK7, CK20 and the lineage markers",
          html:
            p(
              "About 3 to 5 per cent of cancers present as metastases without an evident primary site. The morphology, clinical picture and imaging narrow the field, but immunohistochemistry usually decides it. The first question is lineage: is the tumour carcinoma, melanoma, lymphoma or sarcoma? A broad-spectrum cytokeratin such as AE1/AE3 supports carcinoma, SOX10 and S100 melanoma, CD45 lymphoma, and markers such as desmin or CD34 mesenchymal differentiation. Once carcinoma is established, the pattern of cytokeratins 7 and 20 provides a useful first sort.",
            ) +
            "<table><tr><th>Pattern</th><th>Typical primaries</th></tr><tr><td>CK7+ / CK20−</td><td>lung, breast, thyroid, endometrium, ovary (serous), cholangiocarcinoma</td></tr><tr><td>CK7− / CK20+</td><td>colorectum, Merkel cell carcinoma</td></tr><tr><td>CK7+ / CK20+</td><td>urothelium, pancreas, stomach, ovary (mucinous)</td></tr><tr><td>CK7− / CK20−</td><td>prostate, kidney (clear cell), liver, adrenal, squamous carcinomas</td></tr></table>" +
            p(
              "Lineage-specific transcription factors and proteins then point to the organ. TTF-1 and napsin A favour lung adenocarcinoma (TTF-1 is also positive in thyroid, confirmed by thyroglobulin and PAX8). CDX2 and SATB2 point to an intestinal origin. GATA3 is expressed by breast and urothelial carcinomas; breast is supported by oestrogen receptor and mammaglobin. PAX8 indicates kidney, thyroid or Müllerian origin, with WT1 positivity favouring ovarian serous carcinoma. NKX3.1 and PSA mark prostate. p40 and CK5/6 indicate squamous differentiation but not the site. No marker is perfectly specific, so panels are interpreted as a whole, with attention to the strength and distribution of staining and to internal controls, and the report states the degree of confidence.",
              "A worked example shows the logic. A liver biopsy from a 64-year-old woman contains a gland-forming adenocarcinoma with 'dirty' luminal necrosis. The tumour is CK7 negative and CK20 positive, and CDX2 and SATB2 are both strongly and diffusely positive, so a colorectal primary is by far the most likely, and colonoscopy is advised. Had the same tumour been CK7 positive and CK20 negative, with GATA3 and oestrogen receptor positive and TTF-1 negative, metastatic breast carcinoma would have headed the differential diagnosis instead.",
            ),
        },
      },
      {
        title: "Colorectal Carcinoma: Grading and Staging",
        description:
          "The colorectal cancer dataset demands specific observations, and each one changes treatment or prognosis.",
        lesson: {
          title: "pTNM, nodes and the prognostic extras",
          html: p(
            "Reporting a colorectal resection follows the national dataset, in the UK that of the Royal College of Pathologists, based on TNM 8th edition. The depth of invasion defines pT: pT1 invades the submucosa; pT2 the muscularis propria; pT3 through the muscularis propria into the subserosa or pericolorectal tissues; pT4a perforates the visceral peritoneum; and pT4b directly invades other organs. Peritoneal involvement is a powerful adverse factor and easily missed, so blocks are taken from the areas where tumour approaches the serosa, and elastic stains can help identify the peritoneal elastic lamina.",
            "Nodal staging requires an adequate harvest; a minimum median of 12 lymph nodes per resection is the usual standard, and fewer should prompt a further search of the fat. pN1 indicates 1 to 3 involved regional nodes (pN1a one, pN1b two or three), pN1c tumour deposits in the mesentery without residual nodal structure, and pN2 four or more nodes. Distant metastasis is recorded as pM1 only when proven histologically.",
            "Grade in the WHO 2019 classification is two-tiered: low grade (formerly well and moderately differentiated) and high grade (poorly differentiated), based on the least differentiated component, excluding the invasive front. Other observations have independent prognostic weight. Extramural venous invasion (EMVI), tumour in veins beyond the muscularis propria, predicts liver metastasis; it should be detected in at least 30 per cent of resections in a department reporting well. Tumour budding, single cells or clusters of up to four cells at the invasive front, is scored in a 0.785 mm² hotspot according to the International Tumour Budding Consensus Conference of 2016: Bd1 has 0 to 4 buds, Bd2 5 to 9 and Bd3 10 or more. Mismatch repair status, tested by immunohistochemistry for MLH1, PMS2, MSH2 and MSH6, identifies possible Lynch syndrome and predicts response to immunotherapy.",
          ),
        },
      },
      {
        title: "Frozen Section Diagnosis",
        description:
          "During an operation the surgeon needs an answer in twenty minutes, and the pathologist must know when a frozen section can give one.",
        lesson: {
          title: "Indications, technique and pitfalls",
          html: p(
            "An intraoperative frozen section gives a provisional diagnosis while the patient is still under anaesthesia, so that the surgeon can decide the extent of an operation. Good indications are those where the answer changes the operation then and there: whether a lesion is malignant when the surgical plan depends on it; whether a resection margin, for example the bile duct or a pancreatic neck margin, is clear; whether a lymph node contains metastatic tumour; or whether a biopsy contains diagnostic tissue at all, as in neurosurgery. Poor indications are those where the result can wait for paraffin sections, or where frozen sections are known to be unreliable, such as distinguishing follicular thyroid adenoma from carcinoma, which depends on capsular and vascular invasion seen only on extensive sampling.",
            "The tissue is received fresh, examined and sampled by the pathologist, embedded in a cryo-embedding medium on a chuck and frozen rapidly, on the cryostat's freezing stage at about −30 °C or, better, in isopentane cooled by liquid nitrogen, to avoid ice-crystal artefact. Sections of about 5 µm are cut in a cryostat, fixed briefly in alcohol and stained with a rapid haematoxylin and eosin. The Royal College of Pathologists and the College of American Pathologists expect a result within about 20 minutes of receipt for a single specimen. Imprint or scrape cytology is a useful adjunct, especially for lymphoid and neuropathological specimens.",
            "Frozen sections are less accurate than paraffin sections, with large series reporting diagnostic concordance around 97 to 98 per cent. Fatty tissue freezes poorly and may be impossible to section, so breast and lymph node fat are often unsuitable. Freezing artefact distorts nuclei, and sampling error is unavoidable. The report is given directly to the surgeon, usually by telephone, using clear categories: benign, malignant, or deferred to paraffin. Deferral is an honest answer, not a failure, and every frozen-section diagnosis is later compared with the final report as part of quality assurance.",
          ),
        },
      },
    ],
  },
];
