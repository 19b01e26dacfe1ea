/** Ninety-eighth held-out evaluation courses, advanced level; see ai-courses-heldout98.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT98_C: EvalCourse[] = [
  {
    slug: "finite-group-theory",
    discipline: "Group theory",
    title: "Finite Group Theory",
    description:
      "Group actions and the class equation, Sylow's theorems, composition series and solvability, group presentations: the structural core of finite group theory for final-year mathematics undergraduates and beginning postgraduates. Problem sheets emphasise the classification of groups of small order and proofs that groups of a given order cannot be simple.",
    level: "advanced",
    duration: "eleven weeks (three lectures and one examples class a week)",
    plantedGap: "group presentations",
    modules: [
      {
        title: "Group Actions and the Class Equation",
        description: "Orbits, stabilisers and conjugacy, with their consequences for groups of prime-power order.",
        lesson: {
          title: "Orbit–stabiliser and p-groups",
          html: p(
            "An action of a group G on a set X is a homomorphism from G to Sym(X). Each point x has an orbit Gx and a stabiliser G<sub>x</sub>. The orbit–stabiliser theorem says that the map gG<sub>x</sub> ↦ gx is a well-defined bijection from the left cosets of G<sub>x</sub> to the orbit, so |Gx| = |G : G<sub>x</sub>|.",
            "Counting orbits uses the Cauchy–Frobenius lemma, often attributed to Burnside: the number of orbits is the average number of fixed points. To count the ways of colouring the four vertices of a square black or white, up to rotation, let the cyclic group of order 4 act on the 16 colourings. The identity fixes all 16, rotations through 90° and 270° fix only the 2 one-colour squares, and the half-turn fixes the 4 colourings in which opposite vertices agree. The number of orbits is (16 + 2 + 4 + 2) / 4 = 6.",
            "When G acts on itself by conjugation, the orbits are conjugacy classes and the stabiliser of x is its centraliser C<sub>G</sub>(x). Points fixed by every element form the centre Z(G). Summing orbit lengths gives the class equation: |G| = |Z(G)| + Σ |G : C<sub>G</sub>(x<sub>i</sub>)|, where the x<sub>i</sub> are representatives of the conjugacy classes of size greater than one.",
            "The class equation has immediate force for p-groups. If |G| = p<sup>n</sup> with n ≥ 1, every index |G : C<sub>G</sub>(x<sub>i</sub>)| in the sum is a power of p greater than 1, hence divisible by p; since |G| is divisible by p, so is |Z(G)|, and the centre is non-trivial. It follows that every group of order p<sup>2</sup> is abelian: if Z(G) had order p, then G/Z(G) would be cyclic of order p, and a group whose quotient by its centre is cyclic is abelian, forcing Z(G) = G, a contradiction.",
            "Actions on cosets are equally productive. If H has index n in G, the action on the n left cosets of H gives a homomorphism G → S<sub>n</sub> whose kernel is the largest normal subgroup of G inside H. When n is the smallest prime dividing |G|, comparing orders forces the kernel to be H itself, so H is normal; index 2 is the simplest case.",
          ),
        },
      },
      {
        title: "Sylow's Theorems",
        description:
          "Existence, conjugacy and counting of Sylow subgroups, and their use in proving that groups of a given order are not simple.",
        lesson: {
          title: "Counting Sylow subgroups",
          html: p(
            "Let |G| = p<sup>a</sup>m with p prime and p not dividing m. A Sylow p-subgroup is a subgroup of order p<sup>a</sup>. Sylow's theorems (1872) state that such subgroups exist; that any two are conjugate and every p-subgroup of G is contained in one of them; and that their number n<sub>p</sub> satisfies n<sub>p</sub> ≡ 1 (mod p) and divides m. Since the Sylow p-subgroups form one conjugacy class, n<sub>p</sub> = |G : N<sub>G</sub>(P)|, and P is normal exactly when n<sub>p</sub> = 1.",
            "Counting alone can determine structure. For a group of order 15, n<sub>3</sub> divides 5 and is 1 mod 3, so n<sub>3</sub> = 1; n<sub>5</sub> divides 3 and is 1 mod 5, so n<sub>5</sub> = 1. Both Sylow subgroups are normal and intersect trivially, so G is isomorphic to C<sub>3</sub> × C<sub>5</sub> ≅ C<sub>15</sub>. The same argument shows that if p &lt; q are primes and p does not divide q − 1, every group of order pq is cyclic.",
            "The standard way to show that no simple group has a given order is element counting. Distinct subgroups of prime order p intersect trivially, so each Sylow p-subgroup of order p contributes p − 1 elements of order p, none shared with another. Consider order 30. If G were simple, n<sub>5</sub> would be 6 and n<sub>3</sub> would be 10, giving 6 × 4 = 24 elements of order 5 and 10 × 2 = 20 of order 3, which is 44 elements in a group of 30. So one of the Sylow subgroups is normal. For order 56, n<sub>7</sub> is 1 or 8; if it is 8 there are 48 elements of order 7, leaving exactly 8 elements, which must form the unique Sylow 2-subgroup, and that subgroup is then normal.",
            "For order 12, n<sub>3</sub> is 1 or 4, and if it is 4 the 8 elements of order 3 leave room for only one Sylow 2-subgroup of order 4. Order 60 is where the method stops working: A<sub>5</sub>, with n<sub>5</sub> = 6, n<sub>3</sub> = 10 and n<sub>2</sub> = 5, is simple, and it is the smallest non-abelian simple group.",
          ),
        },
      },
      {
        title: "Composition Series and Solvable Groups",
        description:
          "The Jordan–Hölder theorem, the derived series and the solvability results that connect group theory to the solution of equations.",
        lesson: {
          title: "Jordan–Hölder and solvability",
          html: p(
            "A composition series of a finite group G is a chain of subgroups from 1 up to G, each normal in the next, in which every successive quotient is simple. The Jordan–Hölder theorem says that any two composition series have the same length and the same factors up to order and isomorphism. The cyclic group C<sub>12</sub> has the series 1 &lt; C<sub>2</sub> &lt; C<sub>4</sub> &lt; C<sub>12</sub>, with factors C<sub>2</sub>, C<sub>2</sub>, C<sub>3</sub>, and 1 &lt; C<sub>3</sub> &lt; C<sub>6</sub> &lt; C<sub>12</sub>, with factors C<sub>3</sub>, C<sub>2</sub>, C<sub>2</sub>: the same multiset in a different order.",
            "The factors do not determine the group: C<sub>4</sub> and C<sub>2</sub> × C<sub>2</sub> both have factors C<sub>2</sub>, C<sub>2</sub>; C<sub>6</sub> and S<sub>3</sub> both have C<sub>2</sub> and C<sub>3</sub>. Reconstructing a group from its factors is the extension problem. The factors themselves are finite simple groups, which the classification, completed in 2004 when Aschbacher and Smith closed the quasithin case, lists as cyclic groups of prime order, alternating groups of degree at least 5, groups of Lie type and 26 sporadic groups.",
            "A group is solvable if it has a subnormal series with abelian factors. Equivalent conditions are that its derived series G ⊇ G′ ⊇ G″ ⊇ …, where G′ is the commutator subgroup, reaches the trivial group, and, for finite groups, that all its composition factors are cyclic of prime order. S<sub>4</sub> is solvable, through the series 1 &lt; V<sub>4</sub> &lt; A<sub>4</sub> &lt; S<sub>4</sub>. S<sub>5</sub> is not, because its composition factors are A<sub>5</sub> and C<sub>2</sub>, and A<sub>5</sub> is non-abelian simple. Subgroups, quotients and extensions of solvable groups are solvable.",
            "Two deep theorems give solvability from order alone. Burnside's p<sup>a</sup>q<sup>b</sup> theorem (1904), proved with character theory, says every group whose order has at most two prime divisors is solvable. The Feit–Thompson theorem (1963), whose proof ran to about 255 journal pages, says every group of odd order is solvable. The name comes from Galois: a polynomial over the rationals is solvable by radicals exactly when its Galois group is solvable, and the general quintic, whose Galois group is S<sub>5</sub>, is therefore not.",
          ),
        },
      },
    ],
  },
  {
    slug: "high-performance-gpu-programming-with-cuda",
    discipline: "GPU programming",
    title: "High-Performance GPU Programming with CUDA",
    description:
      "How close to the hardware's peak can a kernel get, and what stops it? Working in CUDA C++, students write and profile kernels while studying the SIMT execution model, occupancy, global-memory coalescing, shared-memory tiling, tensor cores and roofline analysis, and take a parallel reduction from a naive version to one that runs near the limit of memory bandwidth.",
    level: "advanced",
    duration: "ten weeks (two lectures and one lab a week)",
    plantedGap: "tensor cores",
    modules: [
      {
        title: "The SIMT Execution Model",
        description:
          "Threads, warps, blocks and streaming multiprocessors, and how divergence and occupancy affect throughput.",
        lesson: {
          title: "Warps, divergence and occupancy",
          html: p(
            "A CUDA kernel is launched as a grid of thread blocks. Each block is assigned to one streaming multiprocessor (SM) and stays there until it finishes; threads within a block can share on-chip shared memory and synchronise with __syncthreads(), while threads in different blocks cannot synchronise within a kernel launch except through cooperative-groups grid synchronisation. The hardware executes threads in warps of 32 consecutive threads, issuing one instruction at a time for the whole warp: the single-instruction, multiple-thread (SIMT) model.",
            "When threads of one warp take different branches, the warp executes each path in turn with the inactive threads masked off, so the cost is the sum of both paths. The condition if (threadIdx.x % 2 == 0) splits every warp in half and doubles the time spent in the branch; the condition if ((threadIdx.x / 32) % 2 == 0) sends whole warps one way or the other and causes no divergence at all. Since the Volta architecture, threads have independent program counters, which allows fine-grained synchronisation between threads of a warp, but divergent paths are still serialised, and warp-level primitives now require an explicit mask, as in __shfl_down_sync(0xffffffff, v, 16).",
            "GPUs hide the latency of memory access, hundreds of cycles for global memory, by switching between warps: while one waits, another issues. Occupancy is the ratio of resident warps on an SM to the maximum the SM supports. It is limited by whichever resource runs out first: registers, shared memory, the maximum number of resident threads, or the maximum number of resident blocks. On an SM with 65,536 32-bit registers and a limit of 2,048 threads, which is 64 warps, a kernel using 32 registers per thread can reach full occupancy, but one using 64 registers per thread fits only 1,024 threads, 50 per cent occupancy, before any shared memory is considered.",
            "Higher occupancy is a means, not a goal. Vasily Volkov's 2010 talk ‘Better Performance at Lower Occupancy’ showed that kernels which give each thread several independent operations, through instruction-level parallelism or by computing several outputs per thread, can saturate the hardware at modest occupancy while using registers to hold data that would otherwise be reloaded. Programmers tune the balance with __launch_bounds__ or the -maxrregcount flag and confirm it with Nsight Compute's achieved-occupancy and stall-reason metrics.",
          ),
        },
      },
      {
        title: "Memory Coalescing and Shared-Memory Tiling",
        description:
          "The global-memory access patterns that waste bandwidth, and how shared-memory tiles and bank-aware layouts fix them.",
        lesson: {
          title: "Coalescing, tiles and bank conflicts",
          html: p(
            "Global memory is accessed in 32-byte sectors. When the 32 threads of a warp read 32 consecutive 4-byte floats, the request covers 128 contiguous bytes, four sectors, and every byte fetched is used: the access is fully coalesced. If instead each thread reads an element 32 floats apart from its neighbour, the warp touches 32 different sectors and fetches 1,024 bytes to use 128, an efficiency of one-eighth. Data layout is part of the fix: a structure of arrays, with all x coordinates contiguous, gives coalesced access where an array of structures would not.",
            "Matrix transpose is the standard teaching example because it cannot be coalesced in both directions at once. A naive kernel in which each thread reads in[y][x] and writes out[x][y] reads along rows, coalesced, but writes along columns, so every store in a warp lands in a different sector. The solution is to stage the data through shared memory. Each block loads a 32 × 32 tile from the input with row-wise, coalesced reads, calls __syncthreads(), and then writes the tile to the output, again row-wise, by reading the shared tile along columns.",
            "Shared memory has its own constraint. It is divided into 32 banks, each four bytes wide, and successive 4-byte words fall in successive banks. Threads of a warp accessing different words in the same bank are serialised. In a tile declared as float tile[32][32], a column is 32 words spaced exactly 32 words apart, so every element of the column lies in the same bank and a column read is a 32-way bank conflict. Declaring the tile as float tile[32][33] adds one word of padding per row; each column element then falls in a different bank and the conflict disappears at the cost of 128 bytes of shared memory.",
            "The same tiling idea underlies dense matrix multiplication. Each block loads tiles of A and B into shared memory, and each element loaded from global memory is reused by every thread computing outputs in that tile, raising the ratio of arithmetic to memory traffic by a factor proportional to the tile width. Students measure each version with Nsight Compute, so that every change is justified by a counter rather than by intuition.",
          ),
        },
      },
      {
        title: "Reductions and the Roofline Model",
        description: "Analysing kernels as memory-bound or compute-bound, and optimising a parallel sum step by step.",
        lesson: {
          title: "From naive reduction to the roofline",
          html: p(
            "The roofline model of Samuel Williams, Andrew Waterman and David Patterson (2009) bounds a kernel's performance. Its key quantity is arithmetic intensity, the number of floating-point operations performed per byte moved to or from main memory. Attainable performance is the minimum of the peak compute rate and the product of arithmetic intensity and peak memory bandwidth. On an NVIDIA A100 with 40 GB of memory, the peak single-precision rate for ordinary FP32 instructions is 19.5 TFLOP/s and the memory bandwidth is about 1,555 GB/s, so the ridge point at which a kernel becomes compute-bound is about 12.5 FLOP per byte.",
            "SAXPY, y = ax + y, performs 2 operations per element while reading x and y and writing y, 12 bytes in single precision. Its intensity is about 0.17 FLOP per byte, far left of the ridge, so it can never exceed roughly 260 GFLOP/s however it is written: the goal for such a kernel is to reach close to peak bandwidth, not peak arithmetic. A sum reduction is similar, with one addition per 4-byte element, and is judged by achieved bandwidth.",
            "Mark Harris's 2007 NVIDIA presentation ‘Optimizing Parallel Reduction in CUDA’ remains the classic case study. On a G80 GPU he took a block-level tree reduction through seven versions, achieving about a thirty-fold speed-up overall:" +
              "<ol><li>Interleaved addressing with a modulo test, which causes heavy warp divergence.</li>" +
              "<li>Interleaved addressing with strided indexing, which removes divergence but causes shared-memory bank conflicts.</li>" +
              "<li>Sequential addressing, halving the active range each step, which is conflict-free.</li>" +
              "<li>Performing the first addition while loading from global memory, so that no thread is idle at the start.</li>" +
              "<li>Unrolling the last warp, where synchronisation within a warp was then implicit.</li>" +
              "<li>Completely unrolling the loop using templates on the block size.</li>" +
              "<li>Having each thread sum many elements sequentially before the tree phase, which amortises the overhead.</li></ol>",
            "Step five relied on implicit warp-synchronous execution, no longer guaranteed since Volta. Modern code uses warp shuffles instead: __shfl_down_sync over offsets 16, 8, 4, 2 and 1 reduces 32 values in five steps within registers. Per-block results are combined by a second launch or an atomicAdd from one thread per block. Students report achieved DRAM bandwidth as a percentage of peak; a well-written reduction reaches roughly 80 to 90 per cent.",
          ),
        },
      },
    ],
  },
  {
    slug: "hydrometallurgical-process-engineering",
    discipline: "Hydrometallurgy",
    title: "Hydrometallurgical Process Engineering",
    description:
      "Participants study the aqueous chemistry and unit operations used to recover metals from ores and concentrates: leaching thermodynamics and kinetics, solvent extraction circuit design, electrowinning, and cyanide detoxification. Calculations are set in the context of operating copper and zinc plants.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one tutorial a week, plus a laboratory project)",
    plantedGap: "cyanide detoxification",
    modules: [
      {
        title: "Leaching: Thermodynamics and Kinetics",
        description:
          "Using Pourbaix diagrams to predict dissolution and the shrinking-core model to interpret leach rates.",
        lesson: {
          title: "Why a mineral dissolves, and how fast",
          html: p(
            "Whether a mineral can dissolve is a question of thermodynamics, and the working tool is the potential–pH, or Pourbaix, diagram. For the copper–water system at 25 °C, Cu<sup>2+</sup> is the stable species at low pH and oxidising potential, Cu<sub>2</sub>O and CuO occupy the near-neutral and alkaline regions, and metallic copper is stable below about +0.34 V. This explains why oxide minerals such as malachite and azurite dissolve in dilute sulfuric acid without any oxidant: their copper is already in the +2 state.",
            "Sulfide minerals need an oxidant as well as acid, usually ferric iron. Chalcocite leaches in two stages: Cu<sub>2</sub>S + 2Fe<sup>3+</sup> → Cu<sup>2+</sup> + CuS + 2Fe<sup>2+</sup>, which is fast, then CuS + 2Fe<sup>3+</sup> → Cu<sup>2+</sup> + S + 2Fe<sup>2+</sup>, which is slower. In heap bioleaching, iron-oxidising microorganisms such as Acidithiobacillus ferrooxidans regenerate the ferric iron continuously. Chalcopyrite, CuFeS<sub>2</sub>, the most abundant copper mineral, is the great exception: thermodynamically it should dissolve, but at atmospheric temperature a passivating surface layer makes leaching so slow that most chalcopyrite is still treated by flotation and smelting or by pressure leaching at elevated temperature.",
            "How fast a particle leaches is a question of kinetics, and the shrinking-core model is the standard starting point. A particle of initial radius r<sub>0</sub> reacts from the outside in, leaving an unreacted core surrounded by product or residue. Writing X for the fraction reacted, three limiting cases give different integrated rate laws:" +
              "<ul><li>Film diffusion control: X = kt.</li>" +
              "<li>Chemical reaction control at the core surface: 1 − (1 − X)<sup>1/3</sup> = kt.</li>" +
              "<li>Diffusion through the product layer: 1 − 3(1 − X)<sup>2/3</sup> + 2(1 − X) = kt.</li></ul>",
            "Plotting leach data in each form and looking for a straight line suggests which step controls the rate. Two further diagnostics help. The apparent activation energy is usually above about 40 kJ/mol when surface reaction controls and below about 20 kJ/mol when diffusion does. And the time for complete reaction scales with r<sub>0</sub> under reaction control but with r<sub>0</sub><sup>2</sup> under product-layer diffusion, so halving the particle size halves or quarters the leach time. Grinding finer, raising temperature or adding oxidant helps only if it acts on the controlling step.",
          ),
        },
      },
      {
        title: "Solvent Extraction Circuit Design",
        description:
          "Extractant chemistry, distribution isotherms and McCabe–Thiele construction for copper solvent extraction.",
        lesson: {
          title: "Sizing a copper SX circuit",
          html: p(
            "Solvent extraction (SX) followed by electrowinning (EW) produces around a fifth of the world's refined copper. It turns a dilute, impure pregnant leach solution (PLS), typically 1 to 6 g/L copper, into a clean electrolyte of around 35 to 50 g/L copper.",
            "Copper SX uses hydroxyoxime extractants, such as the LIX and Acorga reagent families, dissolved at 10 to 30 per cent by volume in a kerosene-type diluent. The chemistry is a cation exchange: 2RH(org) + Cu<sup>2+</sup>(aq) ⇌ R<sub>2</sub>Cu(org) + 2H<sup>+</sup>(aq). The equilibrium depends strongly on acidity. At the pH of a typical PLS, around 1.5 to 2, extraction is favoured and the oximes are highly selective for copper over ferric iron. Contacting the loaded organic with spent electrolyte from the tankhouse, at about 180 g/L sulfuric acid, drives the reaction backwards and strips the copper. Each tonne of copper extracted generates about 1.5 tonnes of sulfuric acid in the raffinate, which is returned to the heap to leach more ore.",
            "Circuit design uses the McCabe–Thiele method. The extraction isotherm, measured in the laboratory by shaking PLS and organic at a range of ratios, plots the copper concentration in the organic against that in the aqueous at equilibrium. The operating line, from the mass balance, has a slope equal to the aqueous-to-organic flow ratio (A/O) and passes through the point defined by raffinate concentration and stripped-organic concentration. Stages are stepped off between the isotherm and the operating line from the PLS end until the target raffinate is reached.",
            "A worked case: a PLS of 3.0 g/L copper is to be reduced to a raffinate of 0.15 g/L, a recovery of 95 per cent, at A/O = 1. The organic must then gain 2.85 g/L copper. If the stripped organic returns carrying 2 g/L, the loaded organic must reach 4.85 g/L, and the isotherm at the chosen extractant concentration must lie comfortably above that value at the PLS end. A construction of this kind typically shows two extraction stages are sufficient, giving the common 2E + 1S configuration, sometimes with a wash stage to remove entrained iron and chloride. Real mixer-settlers reach stage efficiencies of about 90 to 95 per cent, and operators watch phase disengagement, entrainment and crud at the interface.",
          ),
        },
      },
      {
        title: "Electrowinning",
        description:
          "Cell reactions, Faraday's law, current efficiency and energy consumption in copper and zinc tankhouses.",
        lesson: {
          title: "Tankhouse calculations",
          html: p(
            "In copper electrowinning, copper is plated from the purified electrolyte onto stainless steel permanent cathode blanks: Cu<sup>2+</sup> + 2e<sup>−</sup> → Cu. At the inert lead–calcium–tin alloy anodes, water is oxidised: 2H<sub>2</sub>O → O<sub>2</sub> + 4H<sup>+</sup> + 4e<sup>−</sup>. The overall reaction regenerates sulfuric acid, which returns to the SX strip stage. Unlike electrorefining, where the cell voltage is only about 0.3 V because the anode dissolves, electrowinning must supply the full decomposition potential plus overpotentials and ohmic losses, and cells operate at about 1.8 to 2.2 V.",
            "Faraday's law links current to mass: m = ItM/(nF) × CE, where I is the current, t the time, M the molar mass, n the number of electrons, F the Faraday constant of 96,485 C/mol, and CE the current efficiency. Consider a cell with 60 cathodes, each with 2 m² of plating area, run at 300 A/m², giving 36,000 A. Over one day, with a current efficiency of 92 per cent: 36,000 × 86,400 ÷ (2 × 96,485) × 0.06355 × 0.92 ≈ 942 kg of copper per cell per day. A tankhouse producing 100,000 tonnes a year therefore needs of the order of three hundred such cells.",
            "Specific energy follows directly. Each kilogram of copper requires nF/M = 2 × 96,485 ÷ 0.06355 ≈ 3.04 MC of charge. At 2.0 V and 92 per cent current efficiency the energy is 2.0 × 3.04 ÷ 0.92 ≈ 6.6 MJ, or about 1.8 kWh per kilogram, which is roughly 1,800 to 2,000 kWh per tonne. Lost current efficiency comes mainly from the reduction of ferric to ferrous iron at the cathode and from short circuits between electrodes; both are controlled by limiting iron transfer from SX and by straight, well-spaced electrodes.",
            "Zinc electrowinning is harder. The standard potential of Zn<sup>2+</sup>/Zn is −0.76 V, so hydrogen evolution should be thermodynamically preferred, and zinc can be deposited only because the overpotential for hydrogen on zinc is very high. Cells run at about 3.3 to 3.6 V on aluminium cathodes and consume roughly 3,000 to 3,300 kWh per tonne. Trace impurities such as cobalt, nickel, germanium and antimony lower the hydrogen overpotential and make the deposit redissolve, so the electrolyte must be purified to very low levels, typically by cementation with zinc dust, before it reaches the cells.",
          ),
        },
      },
    ],
  },
  {
    slug: "hegel-phenomenology-logic-and-right",
    discipline: "Hegelian philosophy",
    title: "Hegel: Phenomenology, Logic and Right",
    description:
      "Reading closely in the Phenomenology of Spirit, the Science of Logic and the Elements of the Philosophy of Right, the seminar reconstructs Hegel's arguments and tests them against recent analytic and continental interpretations. The final weeks turn to the Lectures on Aesthetics.",
    level: "advanced",
    duration: "twelve weeks (one three-hour graduate seminar a week)",
    plantedGap: "Lectures on Aesthetics",
    modules: [
      {
        title: "Consciousness and Self-Consciousness in the Phenomenology",
        description: "From sense-certainty to the struggle for recognition and the dialectic of lordship and bondage.",
        lesson: {
          title: "Sense-certainty and recognition",
          html: p(
            "The Phenomenology of Spirit (1807) presents a sequence of shapes of consciousness, each defined by a claim about what knowledge is, and tests each claim by its own standard. The Introduction explains the method: consciousness supplies its own criterion, so the philosopher need only watch as it compares its knowledge with its object (§§84–85). When a shape fails, the result is not empty scepticism but a determinate negation (§79): a new shape that incorporates the lesson of the failure. Paragraph numbers follow A. V. Miller's 1977 translation.",
            "The first shape, sense-certainty, takes itself to be the richest and most immediate knowledge: a grasp of this, here, now, prior to any concepts. Hegel asks it to say what it knows. If it writes down the truth ‘Now is night’, then at noon the written truth has gone stale. What survives is only ‘now’ as a universal, something indifferent to any particular content. Sense-certainty thus proves to be the poorest and most abstract knowledge, and the argument that language always expresses the universal drives the move to perception.",
            "Chapter IV turns from knowledge of objects to self-consciousness, which first appears as desire and learns that it can find satisfaction only in another self-consciousness (§175): only another subject can confirm it as a subject. Recognition must therefore be mutual, but its first form is a struggle for life and death, in which each seeks to prove its independence by risking its life. If one combatant dies, recognition is lost; so the struggle ends with one submitting. The result is lordship and bondage (§§178–196). The lord's position proves hollow, since the recognition he receives comes from someone he does not recognise. The bondsman, through fear of death, service and, above all, formative work on things, comes to see his own activity objectified in the world, and so gains a more genuine independence.",
            "This passage has carried much of Hegel's later reputation. Alexandre Kojève's Paris seminars of 1933 to 1939 read it as the key to human history, influencing Sartre and Lacan. Axel Honneth's The Struggle for Recognition (1992) rebuilt social theory on it. Robert Brandom's A Spirit of Trust (2019) reads recognition as the structure of normative authority and responsibility.",
          ),
        },
      },
      {
        title: "Being, Nothing, Becoming: The Science of Logic",
        description:
          "The opening of the Logic, the problem of a presuppositionless beginning and the meaning of sublation.",
        lesson: {
          title: "The beginning of the Logic",
          html: p(
            "The Science of Logic appeared in three parts between 1812 and 1816, and Hegel revised the Doctrine of Being shortly before his death in 1831; a shorter version forms the first part of the Encyclopaedia of the Philosophical Sciences (1817, 1827, 1830). The work is divided into the Doctrine of Being, the Doctrine of Essence and the Doctrine of the Concept. It is not logic in the formal sense but an attempt to derive the fundamental categories of thought, and, on many readings, of being, from thought itself without presupposing any of them.",
            "That ambition makes the beginning acute, as Hegel's section ‘With what must the science begin?’ acknowledges. The beginning cannot be mediated by anything prior, or that prior would be the true beginning; so it must be pure immediacy: pure being, ‘without any further determination’. But being thought as wholly indeterminate has no content to distinguish it from nothing. Pure nothing, in turn, is simply the same empty thought. Yet being and nothing are not merely identical, for each is what it is only as distinguished from the other. Their truth is the movement in which each has already passed over into the other: becoming, with its two moments of coming-to-be and ceasing-to-be. Becoming then settles into determinate being, Dasein, being with a quality.",
            "The passage introduces Hegel's term Aufhebung, sublation, and his own remark on it stresses its double meaning in German: to cancel and to preserve, with the connotation of raising up. Being and nothing are sublated in becoming, no longer standing alone but retained as its moments. The familiar formula ‘thesis, antithesis, synthesis’ is not Hegel's; it derives from Fichte and from Heinrich Moritz Chalybäus's popular exposition, and it misrepresents the immanent character of the transitions.",
            "Whether the opening succeeds has been disputed since Friedrich Adolf Trendelenburg's Logische Untersuchungen (1840), which objected that no movement can arise from pure being unless intuited motion is smuggled in. Stephen Houlgate's The Opening of Hegel's Logic (2006) defends a strictly presuppositionless reading. Interpreters also divide on the Logic's status: Robert Pippin's Hegel's Idealism (1989) treats it as a theory of the conditions of thought, extending Kant, while Houlgate and Frederick Beiser read it as metaphysics, an account of what there is.",
          ),
        },
      },
      {
        title: "Ethical Life in the Philosophy of Right",
        description: "Abstract right, morality and Sittlichkeit, and the relation between civil society and the state.",
        lesson: {
          title: "Family, civil society and state",
          html: p(
            "The Elements of the Philosophy of Right appeared in late 1820 with 1821 on its title page. Its Preface contains two of Hegel's most quoted sentences: ‘What is rational is actual; and what is actual is rational’, and the remark that the owl of Minerva begins its flight only with the falling of dusk, meaning that philosophy comprehends a form of life only once it has matured. The first is often read as endorsing whatever exists, but Hegel's technical sense of ‘actual’ (wirklich) restricts it to what realises its rational concept.",
            "The book traces the realisation of freedom in three parts. Abstract Right treats persons as bearers of rights through property, contract and wrong. Morality treats the subject's own purpose, intention and conscience; here Hegel accuses Kant's moral law of ‘empty formalism’ (§135), since universalisability alone cannot determine specific duties. Ethical Life, Sittlichkeit, locates freedom in institutions whose norms individuals can recognise as their own, and it has three moments:" +
              "<ul><li>The family, a unity grounded in love, with marriage, family property and the education of children.</li>" +
              "<li>Civil society, the sphere of particular interest, comprising the system of needs, drawing explicitly on Smith, Say and Ricardo (§189), the administration of justice, and the police, in the old sense of public regulation, together with the corporations.</li>" +
              "<li>The state, a constitutional monarchy with a crown, executive and legislature of estates, in which universal and particular interests are reconciled.</li></ul>",
            "The account of civil society contains Hegel's most striking admission. The expansion of industry produces a rabble, Pöbel, cut off from the benefits of society and from the sense of right that comes with earning a living. Poor relief would violate the principle that people support themselves; creating work would add to overproduction. Hence ‘despite an excess of wealth civil society is not wealthy enough’ to prevent poverty (§245), and Hegel points to colonisation as one outlet (§248).",
            "The state chapters attracted Karl Popper's attack in The Open Society and Its Enemies (1945), which presented Hegel as an apologist for Prussian authoritarianism. Shlomo Avineri's Hegel's Theory of the Modern State (1972), Allen Wood's Hegel's Ethical Thought (1990) and Frederick Neuhouser's Foundations of Hegel's Social Theory (2000) have since reconstructed it as a theory of social freedom, while debating how far its institutions fit modern pluralist societies.",
          ),
        },
      },
    ],
  },
  {
    slug: "heliophysics-the-sun-earth-connection",
    discipline: "Heliophysics",
    title: "Heliophysics: The Sun–Earth Connection",
    description:
      "An advanced treatment of the physics linking the Sun to the near-Earth environment, for graduate students in physics and space science. Topics are coronal heating and the solar wind, flares and coronal mass ejections, helioseismology, and the magnetospheric response that drives geomagnetic storms.",
    level: "advanced",
    duration: "one semester (two lectures and one problem class a week)",
    plantedGap: "helioseismology",
    modules: [
      {
        title: "The Corona and the Solar Wind",
        description: "Why the corona is hot, and how Parker's model turns a hot corona into a supersonic wind.",
        lesson: {
          title: "Parker's solar wind",
          html: p(
            "The photosphere has an effective temperature of about 5,772 K, yet the corona above it is at 1 to 2 million K; explaining how it is kept so hot is the coronal heating problem. The two main families of explanation are wave heating, in which Alfvén waves generated by convective motions carry energy upward and dissipate it through turbulence, and nanoflare heating, proposed by Eugene Parker in 1988, in which the field lines are braided by footpoint motions and release energy in countless small reconnection events.",
            "A hot corona cannot be static. In 1958 Parker showed that a hydrostatic corona at a million kelvin has a pressure at large distance far above that of the interstellar medium, so it must expand. For an isothermal corona, Parker's equation reads: (v − c<sub>s</sub><sup>2</sup>/v) dv/dr = 2c<sub>s</sub><sup>2</sup>/r − GM/r<sup>2</sup>, where c<sub>s</sub> is the isothermal sound speed. The right-hand side vanishes at the critical radius r<sub>c</sub> = GM/(2c<sub>s</sub><sup>2</sup>), and the only solution that is subsonic near the Sun yet gives a vanishing pressure far away passes smoothly through the sound speed there: the transonic wind. For a fully ionised hydrogen corona at 1 MK, c<sub>s</sub> = √(2kT/m<sub>p</sub>) ≈ 130 km/s, and r<sub>c</sub> ≈ 4 × 10<sup>9</sup> m, about six solar radii.",
            "Mariner 2 confirmed the continuous solar wind in 1962. Near Earth, at 1 AU, the wind has two main states: slow wind at about 300 to 450 km/s, associated with the boundaries of closed-field regions, and fast wind at about 700 to 800 km/s, flowing from coronal holes. Typical densities are 5 to 10 protons per cubic centimetre, with a field of about 5 nT.",
            "Because the plasma's conductivity is so high, the field is frozen into the outflow, while its footpoints rotate with the Sun. The field therefore winds into the Parker spiral, with angle ψ to the radial direction given by tan ψ = Ωr/v. With Ω ≈ 2.7 × 10<sup>−6</sup> rad/s, r = 1.5 × 10<sup>11</sup> m and v = 400 km/s, tan ψ ≈ 1, so the field at Earth makes an angle of about 45° with the Sun–Earth line. Where fast wind overtakes slow wind, stream interaction regions form, recurring with the roughly 27-day solar rotation.",
          ),
        },
      },
      {
        title: "Flares, Reconnection and Coronal Mass Ejections",
        description:
          "Magnetic reconnection as the energy source of eruptions, the standard flare model and the structure of interplanetary CMEs.",
        lesson: {
          title: "Releasing magnetic energy",
          html: p(
            "Flares and coronal mass ejections (CMEs) release energy stored in stressed coronal magnetic fields, and the mechanism that allows the field to change its connectivity is magnetic reconnection. Ideal magnetohydrodynamics forbids it; reconnection needs a thin current sheet where non-ideal effects matter. The Sweet–Parker model predicts an inflow speed of v<sub>A</sub>S<sup>−1/2</sup>, where v<sub>A</sub> is the Alfvén speed and S, the Lundquist number, is of order 10<sup>12</sup> to 10<sup>14</sup> in the corona. That gives rates of 10<sup>−6</sup> to 10<sup>−7</sup> of the Alfvén speed, far too slow for flares that release their energy in minutes. Petschek's 1964 model, with slow-mode shocks bounding a small diffusion region, gives rates of order π/(8 ln S), about 0.01, and modern work on collisionless Hall reconnection and the plasmoid instability consistently finds rates near 0.1, fast enough to account for observations.",
            "The standard eruptive flare model, CSHKP after Carmichael, Sturrock, Hirayama, Kopp and Pneuman, combines these ideas. A magnetic flux rope above a polarity inversion line loses equilibrium and rises, stretching the overlying field into a vertical current sheet beneath it. Reconnection in the sheet adds flux to the rope and accelerates it outwards as a CME, while the newly closed loops below form the bright post-flare loop arcade. Energetic electrons accelerated at the reconnection site stream down the loops, producing hard X-ray footpoints and the two flare ribbons in the chromosphere, which move apart as reconnection proceeds to higher field lines.",
            "Flares are classified by peak soft X-ray flux at 1 to 8 Å measured by GOES satellites, in decades labelled A, B, C, M and X, where X1 corresponds to 10<sup>−4</sup> W/m². The largest release about 10<sup>25</sup> J. CMEs carry typically 10<sup>12</sup> kg of plasma at speeds from under 100 to over 3,000 km/s, and in coronagraph images often show a three-part structure of bright front, dark cavity and bright core.",
            "In the solar wind, about a third of interplanetary CMEs appear as magnetic clouds, identified by Leonard Burlaga and colleagues in 1981 by an enhanced field that rotates smoothly over about a day and a low proton temperature. The orientation of that field matters greatly: a cloud whose field turns strongly southward for many hours is the most effective driver of intense geomagnetic storms.",
          ),
        },
      },
      {
        title: "Magnetospheric Coupling and Geomagnetic Storms",
        description: "The Dungey cycle, storm phases and the indices used to measure geomagnetic activity.",
        lesson: {
          title: "How the solar wind drives storms",
          html: p(
            "The magnetosphere is the cavity carved in the solar wind by Earth's magnetic field. Its sunward boundary, the magnetopause, sits where the wind's dynamic pressure balances the magnetic pressure of the compressed dipole field. For a typical solar wind density of 5 cm<sup>−3</sup> and speed of 400 km/s, the dynamic pressure ρv<sup>2</sup> is about 1.3 nPa and the subsolar magnetopause lies near 10 Earth radii. Because the dipole field falls as r<sup>−3</sup>, the standoff distance scales as the dynamic pressure to the power −1/6, so a tenfold pressure increase in a CME sheath pushes the magnetopause in only to about 7 Earth radii, close to geosynchronous orbit at 6.6.",
            "Energy enters mainly through reconnection, as James Dungey proposed in 1961. When the interplanetary field has a southward component, it reconnects with Earth's northward field at the dayside magnetopause. The newly opened field lines are carried by the solar wind over the poles into the magnetotail lobes, where flux accumulates until it reconnects again in the tail current sheet. The closed field lines then return sunward through the inner magnetosphere, completing a cycle of convection that takes a few hours. The rate of dayside reconnection is well represented by the dawn–dusk electric field, the product of solar wind speed and the southward field component, VB<sub>s</sub>.",
            "A geomagnetic storm has three phases. A sudden storm commencement, when present, is a positive jump in the horizontal field at low latitudes caused by the compression of the magnetopause as a shock arrives. The main phase, lasting hours, is a strong decrease in the horizontal field as ions injected from the tail build up the westward ring current. The recovery phase, over one to several days, follows as ring current ions are lost, mainly by charge exchange with the neutral hydrogen geocorona.",
            "Activity is quantified by indices. Dst, derived hourly from four low-latitude observatories, measures the ring current; by the Gonzalez et al. (1994) scheme, minima below −50 nT mark moderate storms and below −100 nT intense ones. The March 1989 storm that collapsed the Hydro-Québec grid reached about −589 nT. Kp, a quasi-logarithmic 0 to 9 scale from a network of subauroral stations every three hours, underlies NOAA's G1 to G5 storm scale, which runs from Kp 5 to Kp 9.",
          ),
        },
      },
    ],
  },
];
