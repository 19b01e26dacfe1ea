/** Ninth held-out evaluation courses, intermediate level (real estate to analytical chemistry); see ai-courses-heldout9.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT9_B: EvalCourse[] = [
  {
    slug: "real-property-valuation",
    discipline: "Real estate",
    title: "Real Property Valuation",
    description:
      "Valuation of residential and income-producing property by the methods professional appraisers use: highest and best use analysis, the sales comparison approach, the cost approach with depreciation, and direct capitalisation of net operating income.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "highest and best use",
    modules: [
      {
        title: "The Sales Comparison Approach",
        description: "Selecting comparable sales and adjusting them, element by element, to the subject property.",
        lesson: {
          title: "Adjusting comparables to the subject",
          html:
            p(
              "The sales comparison approach estimates value from the prices recently paid for similar properties. It rests on the principle of substitution: an informed buyer will pay no more for a property than the cost of acquiring an equally desirable substitute. For owner-occupied houses, where many sales occur, it is usually the most persuasive of the three approaches.",
              "The appraiser first selects comparables that are as similar to the subject as possible in location, size, age, condition and date of sale, and verifies each sale with a party to the transaction to confirm that it was at arm's length. The comparables are then adjusted to the subject. The rule is always to adjust the comparable, never the subject: if a comparable is superior in some respect, its price is adjusted downward; if it is inferior, upward. Adjustments are made in a recognised sequence, with property rights, financing terms, conditions of sale and market conditions (time) applied before location and physical characteristics.",
            ) +
            "<table><tr><th></th><th>Comparable 1</th><th>Comparable 2</th><th>Comparable 3</th></tr><tr><td>Sale price</td><td>$412,000</td><td>$398,000</td><td>$431,000</td></tr><tr><td>Market conditions (+0.5% per month)</td><td>+$12,360 (6 months)</td><td>+$3,980 (2 months)</td><td>0</td></tr><tr><td>Garage (subject has two-car)</td><td>0</td><td>+$15,000</td><td>0</td></tr><tr><td>Floor area ($110 per sq ft)</td><td>-$11,000 (100 sq ft larger)</td><td>0</td><td>-$22,000 (200 sq ft larger)</td></tr><tr><td>Adjusted price</td><td>$413,360</td><td>$416,980</td><td>$409,000</td></tr></table>" +
            p(
              "Adjustment amounts should come from the market, not from the appraiser's intuition. The classic technique is paired-sales analysis: two sales identical except for one feature, such as a garage, reveal the market's price for that feature. In the example the adjusted prices range from $409,000 to $416,980, a spread of under 2 per cent, which suggests the comparables are well chosen. The appraiser then reconciles them into a single indication, giving most weight to the comparable that needed the smallest total (gross) adjustment, here Comparable 2 at $18,980, and might conclude at $415,000.",
            ),
        },
      },
      {
        title: "The Cost Approach",
        description: "Land value plus the depreciated cost of the improvements.",
        lesson: {
          title: "Replacement cost and accrued depreciation",
          html: p(
            "The cost approach reasons that a buyer would pay no more for an existing property than the cost of buying the land and building an equivalent structure. It is most useful for new buildings, for special-purpose properties such as schools and churches that rarely sell, and for insurance purposes. The formula is simple: value equals land value plus the cost new of the improvements minus accrued depreciation.",
            "Land is valued separately, usually by sales comparison of vacant sites. The cost of the improvements is estimated either as reproduction cost, the cost of an exact replica with the same materials and design, or as replacement cost, the cost of a building of equal utility built with modern materials and methods. Replacement cost is the more common choice because it automatically excludes some obsolete features. Cost is estimated from cost-service manuals or contractors' data, per square foot or by the quantity-survey method of pricing each component, and must include indirect costs such as fees, financing and entrepreneurial incentive.",
            "Accrued depreciation is the difference between cost new and the contribution of the improvements to value on the effective date. Appraisers recognise three forms. Physical deterioration is wear and tear, such as a roof near the end of its life. Functional obsolescence is a loss of value from design defects or outdated features, such as a four-bedroom house with a single bathroom. External obsolescence arises outside the property, from a new motorway next door or a depressed local economy, and is almost always incurable by the owner.",
            "The age-life method gives a simple estimate. Suppose a building costs $600,000 new, has an effective age of 15 years and a total economic life of 60 years. Depreciation is 15/60, or 25 per cent, that is $150,000, so the depreciated improvements contribute $450,000. With a land value of $180,000 the indication is $630,000. Effective age, not actual age, is used: a well-renovated 40-year-old building may have an effective age of only 15.",
          ),
        },
      },
      {
        title: "Income Capitalisation",
        description: "How much would an investor pay today for the property's future net income?",
        lesson: {
          title: "Net operating income and the capitalisation rate",
          html:
            p(
              "For an investor, a property is worth what its future income is worth. The income capitalisation approach converts that income into a present value, and for apartment buildings, offices and shops it is normally the approach on which the appraiser relies most. Its simplest form, direct capitalisation, divides one year's net operating income by a capitalisation rate: V = NOI / R.",
              "Net operating income is built up in a standard order:",
            ) +
            "<ul><li>Potential gross income: the rent the property would earn if fully let at market rents.</li><li>Less vacancy and collection loss, estimated from the local market, giving effective gross income.</li><li>Plus other income such as parking or laundry.</li><li>Less operating expenses: property taxes, insurance, management, utilities paid by the owner, repairs and a reserve for replacement of short-lived items.</li></ul>" +
            p(
              "Debt service and income tax are not operating expenses; NOI measures the property's earning power regardless of how a particular owner finances it. Take a building of 20 flats let at $1,500 a month. Potential gross income is $360,000. With 5 per cent vacancy, effective gross income is $342,000; with operating expenses of $126,000, NOI is $216,000.",
              "The capitalisation rate is best extracted from comparable sales by dividing each sale's NOI by its price. If three similar buildings sold at rates of 5.8, 6.0 and 6.1 per cent, a rate of 6.0 per cent would be reasonable, and the value indication is $216,000 / 0.060 = $3,600,000. The result is highly sensitive to the rate: at 6.5 per cent the same income is worth about $3,323,000. Where income is expected to change unevenly, as with a building in lease-up, the appraiser uses yield capitalisation instead, discounting each year's cash flow and the eventual resale price to the present at a discount rate that reflects the risk.",
            ),
        },
      },
    ],
  },
  {
    slug: "operating-systems-concepts",
    discipline: "Operating systems",
    title: "Operating Systems Concepts",
    description:
      "Processes and threads, CPU scheduling, deadlock, and virtual memory with demand paging are studied from the point of view of both the kernel designer and the application programmer, with weekly programming assignments in C.",
    level: "intermediate",
    duration: "14 weeks",
    plantedGap: "deadlock",
    modules: [
      {
        title: "Processes and Threads",
        description:
          "A process is a program in execution; this unit explains what the kernel keeps about it and how threads share it.",
        lesson: {
          title: "The process abstraction",
          html: p(
            "A program is a passive file of instructions; a process is a program in execution, with its own address space containing code, static data, a heap that grows upward and a stack that grows downward. The kernel records everything it needs to know about each process in a process control block: the process identifier, its state, the saved registers and program counter, memory-management information such as the page-table base, open file descriptors and accounting data. When the kernel switches the CPU from one process to another, a context switch, it saves the state of the first into its control block and loads the state of the second. A context switch is pure overhead, typically a few microseconds, and it also costs performance indirectly by disturbing caches and the translation lookaside buffer.",
            "A process moves between states. It is new while being created, ready when it could run but is waiting for a CPU, running when it has one, waiting (or blocked) when it needs an event such as the completion of a disk read, and terminated when it has finished. Only the scheduler moves a process from ready to running.",
            "On Unix-like systems a new process is created with <code>fork()</code>, which makes a near-identical copy of the caller; the call returns 0 in the child and the child's identifier in the parent. The child usually calls one of the <code>exec</code> family to replace its image with a new program, and the parent calls <code>wait()</code> to collect its exit status. Copy-on-write makes fork cheap, because pages are duplicated only when one side writes to them.",
            "A thread is a unit of execution within a process. Threads in the same process share its code, heap and open files but each has its own registers and stack. Creating a thread and switching between threads is much cheaper than doing the same for processes, and threads let a program use several cores at once. The price of sharing is that two threads updating the same variable without synchronisation produce a race condition, whose result depends on the timing of the interleaving.",
          ),
        },
      },
      {
        title: "CPU Scheduling",
        description: "Comparing first-come first-served, shortest-job-first and round-robin on worked examples.",
        lesson: {
          title: "Choosing the next process to run",
          html:
            p(
              "The short-term scheduler chooses which ready process runs next. Its decisions are judged by several criteria that pull against each other: CPU utilisation and throughput, which a batch system wants high; turnaround time, from submission to completion; waiting time, the total time spent in the ready queue; and response time, from a request to the first output, which matters most for interactive users. A scheduler is preemptive if it can take the CPU away from a running process, for example when a timer interrupt fires.",
              "Consider three processes that arrive at time 0 in the order P1, P2, P3 with CPU bursts of 24, 3 and 3 milliseconds. The table compares average waiting time under three policies.",
            ) +
            "<table><tr><th>Policy</th><th>Order of execution</th><th>Waiting times (ms)</th><th>Average</th></tr><tr><td>First-come, first-served</td><td>P1, P2, P3</td><td>0, 24, 27</td><td>17</td></tr><tr><td>Shortest job first</td><td>P2, P3, P1</td><td>6, 0, 3</td><td>3</td></tr><tr><td>Round robin, quantum 4 ms</td><td>P1, P2, P3, then P1 to completion</td><td>6, 4, 7</td><td>5.67</td></tr></table>" +
            p(
              "First-come, first-served is simple but suffers from the convoy effect: short processes queue behind a long one. Shortest job first is provably optimal for average waiting time, but the scheduler cannot know the length of the next burst; real systems predict it by exponential averaging of previous bursts, τ<sub>n+1</sub> = αt<sub>n</sub> + (1 − α)τ<sub>n</sub>. Round robin gives each process a time quantum in turn and provides good response time. The quantum must be large compared with the cost of a context switch, or the system spends its time switching, yet small enough that interactive users do not notice the delay; 10 to 100 ms is common.",
              "General-purpose systems combine these ideas in a multilevel feedback queue, which favours processes that use short bursts and demotes those that use their whole quantum. Linux's Completely Fair Scheduler, introduced in 2007, takes another route: it tracks each task's virtual runtime and always runs the task that has received the least.",
            ),
        },
      },
      {
        title: "Virtual Memory and Paging",
        description: "Pages, frames, page tables and the TLB.",
        lesson: {
          title: "Translating virtual addresses",
          html: p(
            "Virtual memory gives every process the illusion of a large, private, contiguous address space, while the physical memory is shared among many processes and may be much smaller. Paging implements it by dividing the virtual address space into fixed-size pages and physical memory into frames of the same size, commonly 4 KiB. Any page can be placed in any frame, which eliminates external fragmentation, and a page table for each process records where each page is.",
            "A virtual address is split into a page number and an offset. With 32-bit addresses and 4 KiB pages, the low 12 bits are the offset (2<sup>12</sup> = 4096) and the high 20 bits the page number. To translate virtual address 0x00403A10, the hardware takes page number 0x00403 and offset 0xA10, looks up page 0x00403 in the page table, finds, say, frame 0x1F2C4, and forms the physical address 0x1F2C4A10. Each page-table entry also holds a valid bit, protection bits for read, write and execute, a referenced bit and a dirty bit.",
            "A flat table for 2<sup>20</sup> pages with 4-byte entries occupies 4 MiB per process, most of it describing unused addresses, so real systems use hierarchical tables. The x86-64 architecture uses four levels, each indexed by 9 bits of the address, so that tables are allocated only for regions actually in use. The cost of multi-level tables is that one memory reference could require several more to walk the tables. The translation lookaside buffer solves this: it is a small, fast associative cache of recent translations inside the memory-management unit. With a hit ratio of 99 per cent, a 1 ns TLB lookup and a 100 ns memory access, the effective access time for a single-level table is about 0.99 × 101 + 0.01 × 201 = 102 ns, only 2 per cent slower than memory without translation. Programs with good locality of reference achieve such ratios easily.",
          ),
        },
      },
      {
        title: "Demand Paging and Page Replacement",
        description: "What happens on a page fault, and which page should be evicted when memory is full.",
        lesson: {
          title: "Faults, replacement policies and thrashing",
          html: p(
            "With demand paging a page is loaded into memory only when it is first touched. A reference to a page whose valid bit is clear causes a page fault: the hardware traps to the kernel, which checks that the reference is legal, finds a free frame, schedules a disk read of the page, blocks the process until the read completes, updates the page table and restarts the faulting instruction. Because a disk access takes milliseconds, even a very small fault rate dominates performance. With a 100 ns memory access and an 8 ms fault service time, a fault rate of one in a thousand references makes the effective access time about 8.1 μs, eighty times slower than memory.",
            "When no frame is free, the kernel must choose a victim page to evict, writing it back first if its dirty bit is set. Consider the reference string 7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2 with three frames. First-in, first-out replacement evicts the page loaded longest ago and causes 10 faults on this string. The optimal policy, proposed by László Bélády in 1966, evicts the page that will not be used for the longest time and causes 7, but it requires knowledge of the future and serves only as a benchmark. Least recently used, which evicts the page unused for the longest time in the past, causes 9 here and is a good approximation of the optimum because programs tend to reuse recent pages. FIFO also exhibits Bélády's anomaly: for some reference strings, giving it more frames increases the number of faults.",
            "Exact LRU is expensive to implement, so kernels approximate it with the referenced bit. The clock, or second-chance, algorithm sweeps a pointer around the frames, clearing referenced bits and evicting the first page whose bit is already clear. If the total working sets of the running processes exceed physical memory, the system thrashes, spending more time paging than computing; the remedy is to reduce the number of processes competing for memory.",
          ),
        },
      },
    ],
  },
  {
    slug: "engineering-heat-transfer",
    discipline: "Mechanical engineering",
    title: "Engineering Heat Transfer",
    description:
      "Prerequisite: Thermodynamics I. Steady conduction through plane walls and cylinders, forced and natural convection, radiation exchange between surfaces, and heat-exchanger design by the LMTD and effectiveness-NTU methods.",
    level: "intermediate",
    duration: "14 weeks",
    plantedGap: "radiation",
    modules: [
      {
        title: "Steady Conduction",
        description: "Fourier's law, thermal resistance networks, and the critical radius of insulation.",
        lesson: {
          title: "Thermal resistances in series",
          html: p(
            "Conduction is the transfer of energy through a material by molecular interaction, without bulk motion. Its rate law, stated by Joseph Fourier in 1822, is q = −kA dT/dx: the heat flow in watts is proportional to the area A, to the temperature gradient and to the thermal conductivity k, which is about 400 W/m·K for copper, 15 for stainless steel, 0.8 for brick and 0.04 for glass-fibre insulation. The minus sign records that heat flows from hot to cold.",
            "For steady one-dimensional conduction through a plane wall of thickness L, the temperature profile is linear and q = kA(T<sub>1</sub> − T<sub>2</sub>)/L. Writing this as q = ΔT/R, with R = L/kA, lets the engineer treat heat flow like electric current through resistors. Convection at a surface has a resistance 1/hA, where h is the convection coefficient. Layers in series add their resistances. For a cylinder, such as an insulated pipe, the conduction resistance is ln(r<sub>2</sub>/r<sub>1</sub>)/(2πkL).",
            "As a worked example, take a 1 m<sup>2</sup> composite wall of 0.2 m brick (k = 0.8) and 0.05 m insulation (k = 0.04), with air at 20 °C inside (h = 10 W/m<sup>2</sup>·K) and −5 °C outside (h = 25). The resistances are 0.1 (inside film), 0.25 (brick), 1.25 (insulation) and 0.04 (outside film), totalling 1.64 K/W. The heat loss is 25/1.64 = 15.2 W per square metre. The insulation provides three-quarters of the total resistance, which shows where design effort pays off. The temperature at any interface follows from the same current: the inner brick surface is 20 − 15.2 × 0.1 = 18.5 °C.",
            "Adding insulation to a small cylinder does not always reduce heat loss, because it also increases the outer surface area for convection. Loss is greatest at the critical radius r<sub>c</sub> = k/h; for insulation with k = 0.04 and h = 10, r<sub>c</sub> is 4 mm. Insulating a thin electrical wire below this radius actually helps it shed heat.",
          ),
        },
      },
      {
        title: "Convection",
        description: "Using dimensionless numbers and empirical correlations to find the convection coefficient.",
        lesson: {
          title: "Nusselt, Reynolds and Prandtl",
          html:
            p(
              "Convection is heat transfer between a surface and a moving fluid. Newton's law of cooling, q = hA(T<sub>s</sub> − T<sub>∞</sub>), defines the convection coefficient h, but it is a definition rather than a law: all the physics of the boundary layer is hidden in h, which depends on the fluid, its velocity, the geometry and whether the flow is laminar or turbulent. Forced convection is driven by a fan or pump; natural convection by buoyancy, as warm fluid rises.",
              "Because h depends on so many variables, engineers use correlations between dimensionless groups obtained from experiments:",
            ) +
            "<ul><li>Reynolds number Re = ρVD/μ, the ratio of inertial to viscous forces, which decides whether flow is laminar or turbulent; flow in a pipe is normally turbulent above about 2300 to 4000.</li><li>Prandtl number Pr = ν/α, the ratio of momentum to thermal diffusivity, about 0.7 for air and 7 for water at room temperature.</li><li>Nusselt number Nu = hD/k, the dimensionless heat-transfer coefficient, which is what correlations predict.</li><li>Grashof and Rayleigh numbers, which replace the Reynolds number in natural convection.</li></ul>" +
            p(
              "For fully developed turbulent flow in a smooth tube, the Dittus-Boelter correlation gives Nu = 0.023 Re<sup>0.8</sup> Pr<sup>n</sup>, with n = 0.4 when the fluid is being heated and 0.3 when it is being cooled. Suppose water at a mean temperature of 40 °C (k = 0.63 W/m·K, Pr = 4.3, ν = 0.66 × 10<sup>−6</sup> m<sup>2</sup>/s) flows at 1 m/s through a 25 mm tube and is being heated. Re = 1 × 0.025 / 0.66 × 10<sup>−6</sup> ≈ 37,900, so the flow is turbulent. Then Nu = 0.023 × 37,900<sup>0.8</sup> × 4.3<sup>0.4</sup> ≈ 0.023 × 4600 × 1.79 ≈ 190, and h = Nu k / D ≈ 190 × 0.63 / 0.025 ≈ 4800 W/m<sup>2</sup>·K. Natural convection in air, by contrast, gives coefficients of only 2 to 25 W/m<sup>2</sup>·K, which is why a liquid-cooled surface stays so much cooler than one left in still air.",
            ),
        },
      },
      {
        title: "Heat Exchangers",
        description:
          "Sizing an exchanger when the four terminal temperatures are known, and rating one when they are not.",
        lesson: {
          title: "The LMTD and effectiveness-NTU methods",
          html: p(
            "A heat exchanger transfers heat between two fluids separated by a wall. In a double-pipe exchanger one fluid flows inside a tube and the other in the annulus around it, either in the same direction (parallel flow) or in opposite directions (counterflow); shell-and-tube exchangers, with many tubes inside a shell and baffles directing the shell-side flow, are the industrial workhorse. The overall heat-transfer coefficient U combines the convection resistances on both sides, the wall resistance and fouling factors that allow for deposits built up in service.",
            "Because the temperature difference between the fluids changes along the exchanger, the rate equation uses the log-mean temperature difference: q = UA ΔT<sub>lm</sub>, with ΔT<sub>lm</sub> = (ΔT<sub>1</sub> − ΔT<sub>2</sub>)/ln(ΔT<sub>1</sub>/ΔT<sub>2</sub>), where ΔT<sub>1</sub> and ΔT<sub>2</sub> are the differences at the two ends. For cross-flow and multi-pass exchangers a correction factor F, read from charts, multiplies the counterflow value. The LMTD method suits sizing, when all four inlet and outlet temperatures are known.",
            "Worked example: oil is cooled from 120 °C to 60 °C by water heated from 20 °C to 50 °C in counterflow. The end differences are 120 − 50 = 70 K and 60 − 20 = 40 K, so ΔT<sub>lm</sub> = 30/ln(1.75) = 53.6 K. If the duty is 150 kW and U = 300 W/m<sup>2</sup>·K, the required area is 150,000/(300 × 53.6) = 9.3 m<sup>2</sup>. In parallel flow the end differences would be 100 K and 10 K, giving ΔT<sub>lm</sub> = 39.1 K and an area of 12.8 m<sup>2</sup>, which is why counterflow is preferred.",
            "When outlet temperatures are unknown, as when rating an existing exchanger, the LMTD method requires iteration. The effectiveness-NTU method avoids this. Effectiveness ε is the actual heat transfer divided by the maximum possible, C<sub>min</sub>(T<sub>h,in</sub> − T<sub>c,in</sub>), where C is the heat-capacity rate ṁc<sub>p</sub> of each stream. The number of transfer units, NTU = UA/C<sub>min</sub>, measures the exchanger's thermal size, and published relations give ε as a function of NTU and the ratio C<sub>min</sub>/C<sub>max</sub> for each flow arrangement.",
          ),
        },
      },
    ],
  },
  {
    slug: "public-international-law",
    discipline: "International law",
    title: "Public International Law",
    description:
      "The law governing relations between states: the sources listed in Article 38 of the Statute of the International Court of Justice, the law of treaties, state responsibility, and the contentious and advisory jurisdiction of the Court.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "state responsibility",
    modules: [
      {
        title: "Sources of International Law",
        description: "Treaties, custom and general principles, and the subsidiary means of identifying the law.",
        lesson: {
          title: "Article 38 and the making of custom",
          html:
            p(
              "International law has no legislature, so the first question for any international lawyer is where the rules come from. The conventional answer is found in Article 38(1) of the Statute of the International Court of Justice, which directs the Court to apply:",
            ) +
            "<ul><li>(a) international conventions, whether general or particular, establishing rules expressly recognised by the contesting states;</li><li>(b) international custom, as evidence of a general practice accepted as law;</li><li>(c) the general principles of law recognised by civilised nations;</li><li>(d) judicial decisions and the teachings of the most highly qualified publicists, as subsidiary means for the determination of rules of law.</li></ul>" +
            p(
              "Article 38 does not establish a formal hierarchy, although a treaty, as a specific agreement, will usually prevail between its parties over a general customary rule. The exception is jus cogens: peremptory norms such as the prohibitions of genocide, slavery and torture, from which no derogation is permitted.",
              "Custom has two elements, both of which must be proved. The first is state practice, which must be widespread, representative and virtually uniform, though not necessarily universal; it includes legislation, diplomatic correspondence, military manuals and the decisions of national courts. The second is opinio juris, the belief that the practice is required by law rather than by courtesy or convenience. In the North Sea Continental Shelf cases (1969) the Court held that the equidistance principle in Article 6 of the 1958 Geneva Convention had not become custom binding on Germany, which was not a party, because the practice was too sparse and states following it had not shown they felt legally obliged to. A state that persistently objects to a rule while it is forming is not bound by it, as the Anglo-Norwegian Fisheries case (1951) suggested, though the doctrine is applied narrowly.",
              "General principles fill gaps with rules common to national legal systems, such as good faith, estoppel and res judicata. Judicial decisions do not bind beyond the parties under Article 59 of the Statute, but in practice the Court follows its own case law closely.",
            ),
        },
      },
      {
        title: "The Law of Treaties",
        description:
          "Most of the rules are codified in the Vienna Convention of 1969, and we read its key articles closely.",
        lesson: {
          title: "Consent, interpretation and invalidity under the Vienna Convention",
          html: p(
            "A treaty is an international agreement concluded between states in written form and governed by international law, whatever its name: convention, covenant, protocol or exchange of notes. The Vienna Convention on the Law of Treaties of 1969, in force since 1980, codifies most of the relevant rules, and many of its provisions are accepted as customary law binding even on non-parties. Its central principle, pacta sunt servanda in Article 26, is that every treaty in force binds its parties and must be performed in good faith.",
            "A state may express its consent to be bound by signature, ratification, acceptance, approval or accession, as the treaty provides. For multilateral treaties, signature subject to ratification does not bind the state to the treaty, but under Article 18 it must refrain from acts that would defeat the treaty's object and purpose until it makes clear its intention not to become a party. A state may also formulate a reservation excluding or modifying the legal effect of certain provisions, unless the treaty prohibits it or the reservation is incompatible with the treaty's object and purpose, the test the Court set out in its 1951 advisory opinion on reservations to the Genocide Convention.",
            "Interpretation is governed by Articles 31 and 32. A treaty is interpreted in good faith according to the ordinary meaning of its terms in their context and in the light of its object and purpose; subsequent agreements and subsequent practice of the parties are taken into account. Preparatory work may be consulted only to confirm that meaning or where it is ambiguous, obscure or leads to a manifestly absurd or unreasonable result.",
            "A treaty is void if procured by the coercion of a state through the threat or use of force (Article 52) or if it conflicts with a peremptory norm (Article 53). A party may invoke a material breach by another party as a ground for terminating or suspending it (Article 60), and a fundamental change of circumstances (Article 62) only in very narrow conditions; in Gabčíkovo-Nagymaros (1997) the Court refused to accept that political and economic changes in Hungary justified its termination of the 1977 treaty with Czechoslovakia.",
          ),
        },
      },
      {
        title: "The International Court of Justice",
        description:
          "Who may bring a case, on what basis the Court has jurisdiction, and what its advisory opinions are for.",
        lesson: {
          title: "Consent as the basis of jurisdiction",
          html: p(
            "The International Court of Justice, seated in The Hague, is the principal judicial organ of the United Nations. It has fifteen judges elected for nine-year terms by the General Assembly and the Security Council voting separately, and a state party to a case that has no judge of its nationality on the bench may appoint a judge ad hoc. Only states may be parties in contentious cases; individuals, companies and non-governmental organisations have no standing.",
            "Jurisdiction in contentious cases always rests on the consent of the states concerned, which may be given in four main ways. Two states may conclude a special agreement, or compromis, referring a particular dispute to the Court. A treaty may contain a compromissory clause conferring jurisdiction over disputes about its interpretation or application, as Article IX of the Genocide Convention does. Under the optional clause in Article 36(2) of the Statute, a state may declare that it accepts the Court's jurisdiction in relation to any other state accepting the same obligation; such declarations often carry reservations, and jurisdiction exists only to the extent that both declarations overlap. Finally, under the doctrine of forum prorogatum, a state may consent after proceedings have begun, for example by arguing the merits without objection.",
            "A respondent frequently raises preliminary objections to jurisdiction or admissibility, which the Court decides before the merits. The Court may also indicate provisional measures to preserve the rights of the parties pending judgment, and since LaGrand (2001) it has been settled that such measures are binding. Judgments are final and without appeal, and under Article 94 of the United Nations Charter each member undertakes to comply with them; if a party fails to do so, the other may have recourse to the Security Council.",
            "The Court also gives advisory opinions on legal questions at the request of the General Assembly, the Security Council or specialised agencies authorised to ask. These opinions are not binding, but some, such as the 2004 opinion on the construction of a wall in the occupied Palestinian territory and the 2019 opinion on the Chagos Archipelago, have carried considerable authority.",
          ),
        },
      },
    ],
  },
  {
    slug: "quantitative-chemical-analysis",
    discipline: "Analytical chemistry",
    title: "Quantitative Chemical Analysis",
    description:
      "Quantitative analysis in the laboratory, from acid-base titration and calibration with its figures of merit to UV-visible spectrophotometry and gas chromatography, with continuous attention to measurement uncertainty.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "gas chromatography",
    modules: [
      {
        title: "Acid-Base Titration",
        description: "Standardising a titrant and locating the equivalence point by indicator and by pH curve.",
        lesson: {
          title: "From burette reading to concentration",
          html: p(
            "A titration determines the amount of an analyte by adding a reagent of accurately known concentration, the titrant, until the reaction between them is complete. The point at which chemically equivalent amounts have been added is the equivalence point; the point at which the analyst sees a change, usually the colour change of an indicator, is the end point. The difference between them is the titration error, which good choice of indicator keeps small.",
            "Titrants are rarely weighed out directly, because sodium hydroxide absorbs water and carbon dioxide from the air. Instead, the solution is standardised against a primary standard, a pure, stable, non-hygroscopic substance of high molar mass such as potassium hydrogen phthalate (KHP, 204.22 g/mol). Suppose 0.8166 g of KHP, dissolved in water, requires 39.85 mL of NaOH to reach the phenolphthalein end point. The moles of KHP are 0.8166/204.22 = 3.999 × 10<sup>−3</sup>, the reaction is 1:1, and the NaOH concentration is therefore 3.999 × 10<sup>−3</sup>/0.03985 = 0.1003 mol/L.",
            "The shape of the titration curve decides which indicator works. For a strong acid titrated with a strong base, the pH rises steeply from about 4 to 10 at the equivalence point, which lies at pH 7, so almost any indicator changing in that range will do. For a weak acid such as acetic acid (pK<sub>a</sub> 4.76), the solution at equivalence contains acetate, a weak base, and the equivalence point lies near pH 8.7; phenolphthalein, which changes between 8.2 and 10, is suitable, but methyl orange, changing between 3.1 and 4.4, would give a grossly early end point. Halfway to equivalence, pH equals pK<sub>a</sub>, by the Henderson-Hasselbalch equation, which is a simple way to measure a pK<sub>a</sub>.",
            "Where the colour change is hard to see, the end point is found potentiometrically with a pH electrode, by locating the maximum of the first derivative of the curve, ΔpH/ΔV.",
          ),
        },
      },
      {
        title: "Calibration and Figures of Merit",
        description: "Calibration curves, limits of detection, and how the uncertainty of a result is estimated.",
        lesson: {
          title: "Calibration curves and detection limits",
          html:
            p(
              "Most instrumental methods do not measure concentration directly; they measure a signal, such as absorbance or current, and rely on a calibration function relating the signal to concentration. An external calibration is prepared by measuring a blank and a series of standards spanning the expected range, typically five or six, and fitting a straight line y = mx + b by least squares. The concentration of an unknown is then x = (y − b)/m.",
              "The quality of an analytical method is described by a standard set of figures of merit:",
            ) +
            "<ul><li>Sensitivity: the slope m of the calibration line; a steeper slope distinguishes smaller differences in concentration.</li><li>Limit of detection: the smallest concentration that can be distinguished from the blank, commonly taken as 3s<sub>b</sub>/m, where s<sub>b</sub> is the standard deviation of repeated blank measurements.</li><li>Limit of quantification: the smallest concentration measurable with acceptable precision, commonly 10s<sub>b</sub>/m.</li><li>Linear range: from the limit of quantification to the point where the response departs from linearity.</li><li>Selectivity: the degree to which other species in the sample do not interfere.</li></ul>" +
            p(
              "A correlation coefficient close to 1 does not prove that the calibration is linear; the residuals should be plotted and checked for curvature. When the sample matrix alters the signal, for instance when dissolved salts suppress an emission line, external standards give biased results and the method of standard additions is used instead: known amounts of analyte are added to portions of the sample itself, and the line is extrapolated back to zero signal, where the negative x-intercept gives the original concentration.",
              "Every result is reported with its uncertainty. Following the Guide to the Expression of Uncertainty in Measurement (GUM), the analyst identifies each source, such as the purity of the standard, the tolerance of volumetric glassware and the repeatability of the signal, expresses each as a standard uncertainty, and combines them in quadrature. For a class A 25 mL pipette with a tolerance of ±0.03 mL, assuming a rectangular distribution, the standard uncertainty is 0.03/√3 = 0.017 mL.",
            ),
        },
      },
      {
        title: "UV-Visible Spectrophotometry",
        description: "Absorbance is proportional to concentration, within limits.",
        lesson: {
          title: "The Beer-Lambert law in practice",
          html: p(
            "Molecules containing conjugated double bonds, aromatic rings or transition-metal ions absorb ultraviolet or visible light by promoting electrons to higher energy levels. A spectrophotometer passes light of a selected wavelength through a sample in a cuvette and compares the transmitted power P with the power P<sub>0</sub> transmitted by a blank. Transmittance is T = P/P<sub>0</sub>, and absorbance is A = −log<sub>10</sub>T. The Beer-Lambert law states that A = εbc, where ε is the molar absorptivity in L mol<sup>−1</sup> cm<sup>−1</sup>, b the path length in centimetres and c the molar concentration.",
            "Worked example: the iron(II) complex with 1,10-phenanthroline has ε = 11,100 L mol<sup>−1</sup> cm<sup>−1</sup> at 510 nm. A sample solution in a 1.00 cm cuvette gives an absorbance of 0.444. Its concentration is 0.444/(11,100 × 1.00) = 4.00 × 10<sup>−5</sup> mol/L of iron, or 2.23 mg/L. Measurements are made at the wavelength of maximum absorbance, where sensitivity is greatest and small errors in wavelength setting matter least, and absorbances between about 0.1 and 1 are preferred, because at very low and very high absorbance the relative error in concentration grows.",
            "The law holds only under certain conditions, and deviations are a standard source of error. Real deviations occur at high concentrations, above about 0.01 mol/L, where molecules interact and the refractive index changes. Chemical deviations occur when the absorbing species takes part in an equilibrium, for instance an indicator whose acid and base forms absorb differently, so that the absorbance depends on pH as well as concentration. Instrumental deviations arise from polychromatic light, when the bandwidth is wide compared with the absorption band, and from stray light, which causes absorbance readings to level off at high values. For these reasons analysts always confirm linearity with a calibration curve rather than relying on a published ε alone, and use matched cuvettes and a reagent blank to cancel absorbance from everything except the analyte.",
          ),
        },
      },
    ],
  },
];
