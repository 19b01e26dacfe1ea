/** One-hundred-and-seventh held-out evaluation courses, advanced level; see ai-courses-heldout107.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT107_C: EvalCourse[] = [
  {
    slug: "quantitative-proteomics-by-mass-spectrometry",
    discipline: "Proteomics",
    title: "Quantitative Proteomics by Mass Spectrometry",
    description:
      "An advanced treatment of bottom-up proteomics for postgraduate researchers: sample preparation and digestion, nanoflow LC–MS/MS, data-dependent and data-independent acquisition, targeted assays, database searching with target–decoy error control, label-free, SILAC and isobaric quantification, and phosphopeptide enrichment.",
    level: "advanced",
    duration: "ten weeks (two two-hour lectures and one data-analysis practical a week)",
    plantedGap: "phosphopeptide enrichment",
    modules: [
      {
        title: "Bottom-Up Workflows: From Lysate to Peptides",
        description:
          "Lysis, reduction, alkylation and tryptic digestion, clean-up, and the nanoflow chromatography that feeds peptides into the mass spectrometer.",
        lesson: {
          title: "Preparing Peptides for LC–MS/MS",
          html: p(
            "In bottom-up (shotgun) proteomics, proteins are digested into peptides, which are separated, ionised and fragmented, and protein identity and quantity are inferred back from the peptides. Most failed experiments fail at the bench, so preparation deserves as much thought as acquisition.",
            "Lysis must solubilise membrane and nuclear proteins as well as cytosolic ones. Strong detergents such as SDS, or chaotropes such as 8 M urea, are effective but incompatible with digestion and electrospray, so they must be diluted or removed. Urea solutions should not be heated above about 37 °C, because cyanate formed from urea carbamylates lysine side chains and protein N-termini (+43.006 Da), an artefact that blocks tryptic cleavage and confuses searches. Disulfide bonds are reduced with dithiothreitol or TCEP, and the free thiols alkylated, typically with iodoacetamide in the dark, giving carbamidomethyl-cysteine (+57.021 Da), which is searched as a fixed modification.",
            "Detergent-tolerant clean-up methods have largely replaced in-gel digestion for global work: filter-aided sample preparation (FASP; Wiśniewski et al., 2009), suspension trapping (S-Trap), and single-pot solid-phase-enhanced sample preparation (SP3; Hughes et al., 2014), which binds proteins to carboxylate-coated paramagnetic beads so that detergents can be washed away.",
            "Trypsin is the standard protease because it cleaves C-terminal to lysine and arginine, except usually before proline, producing peptides of a convenient length that carry a basic residue at the C-terminus. This favours doubly charged precursors in electrospray and strong y-ion series on fragmentation. It is added at 1:20 to 1:100 (enzyme:protein, w/w) and incubated overnight at 37 °C; pre-digestion with Lys-C, which remains active in higher urea concentrations, reduces missed cleavages. Searches typically allow up to two missed cleavages, and methionine oxidation (+15.995 Da), largely a handling artefact, as a variable modification.",
            "Peptides are desalted on C18 material, often in pipette-tip StageTips, and separated by reversed-phase nanoflow liquid chromatography: columns of about 75 µm internal diameter packed with sub-2 µm particles, flow rates around 300 nL per minute, and acetonitrile gradients of 30 minutes to two hours, coupled directly to the electrospray source. Low flow concentrates peptides into small droplets and greatly improves ionisation efficiency, which is why nanoflow remains the default for sensitivity-limited samples despite its demands on robustness.",
          ),
        },
      },
      {
        title: "Acquisition Strategies: DDA, DIA and Targeted Methods",
        description:
          "How data-dependent, data-independent and targeted acquisition sample the peptide population, and the trade-offs between depth, completeness and precision.",
        lesson: {
          title: "Choosing How the Instrument Samples Peptides",
          html: p(
            "In data-dependent acquisition (DDA), the instrument records a full MS1 survey scan, for example at 60,000 or 120,000 resolution on an Orbitrap, then isolates the N most intense precursors in turn with a narrow window (around 1–2 m/z), fragments each by higher-energy collisional dissociation (HCD) or collision-induced dissociation, and records an MS2 spectrum. Dynamic exclusion, typically for 20–60 seconds, stops the instrument repeatedly selecting the same abundant peptide. Backbone fragmentation yields N-terminal b ions and C-terminal y ions, whose mass ladders encode the sequence.",
            "Because precursor selection depends on intensity at the moment of each survey scan, DDA samples semi-randomly: a peptide identified in one run may not be selected in the next. Across large sample sets this produces many missing values, especially for low-abundance peptides. Alignment tools such as MaxQuant's match-between-runs transfer identifications between runs by accurate mass and retention time, at some risk of false transfers.",
            "Data-independent acquisition (DIA) fragments everything. The instrument steps through a series of wide isolation windows covering the precursor range, for example 400–1,000 m/z, fragmenting all precursors in each window in every cycle. In SWATH-MS (Gillet et al., 2012) the original scheme used 32 windows of 25 m/z. The resulting MS2 spectra are highly chimeric, so analysis is peptide-centric: software such as OpenSWATH, Spectronaut or DIA-NN looks for co-eluting fragment-ion traces expected for each peptide, using either an experimentally built spectral library or one predicted in silico. DIA gives far more complete quantitative matrices and is now the default for large cohorts.",
            "Targeted methods maximise sensitivity and precision for a predefined list of peptides. In selected (multiple) reaction monitoring, SRM/MRM, a triple quadrupole filters a precursor in Q1, fragments it in q2 and monitors specific fragments in Q3; each precursor–fragment pair is a transition, and transitions are scheduled by retention time to monitor hundreds of peptides per run. Parallel reaction monitoring (PRM) on quadrupole–Orbitrap instruments records all fragments at high resolution, so fragment choice can be made after acquisition. Spiking in stable-isotope-labelled synthetic peptides as internal standards turns either method into absolute quantification.",
            "The choice is a trade-off: DDA gives clean spectra for discovery and library building; DIA gives reproducible quantification across many samples; targeted assays give the precision required to verify candidate biomarkers.",
          ),
        },
      },
      {
        title: "Identification, Error Control and Quantification",
        description:
          "Database searching, target–decoy estimation of false discovery rates, protein inference, and the main label-free and labelling strategies for quantification.",
        lesson: {
          title: "From Spectra to Quantified Proteins",
          html: p(
            "Search engines such as SEQUEST (Eng, McCormack and Yates, 1994), Mascot and Andromeda, the engine within MaxQuant, digest a protein sequence database in silico, select candidate peptides whose mass matches each precursor within a tolerance (typically around 10 ppm on high-resolution instruments), and score the match between observed and theoretical fragment spectra. Each best match is a peptide–spectrum match (PSM).",
            "Scores are not probabilities, so error rates are estimated empirically with the target–decoy strategy popularised by Elias and Gygi (2007). Searching against the real sequences plus an equal number of reversed or shuffled decoy sequences, the number of decoy hits above a score threshold estimates the number of false target hits. Thresholds are set for a 1 per cent false discovery rate, ideally controlled separately at PSM, peptide and protein levels, because errors accumulate when many PSMs are aggregated into proteins. Rescoring with Percolator (Käll et al., 2007) improves discrimination.",
            "Protein inference is the hard final step. Peptides shared between homologous proteins or isoforms cannot be assigned unambiguously, so software reports protein groups and, following the principle of parsimony, the smallest set of proteins that explains the observed peptides. Quantitative claims about a specific isoform need peptides unique to it.",
            "Label-free quantification compares precursor intensities across separate runs; the MaxLFQ algorithm (Cox et al., 2014) normalises runs and derives protein intensities from pairwise peptide ratios. SILAC (Ong et al., 2002) grows cells in media containing heavy lysine (¹³C₆¹⁵N₂, +8.014 Da) and arginine (¹³C₆¹⁵N₄, +10.008 Da); samples are mixed before processing, so handling variation cancels, though metabolic conversion of arginine to proline must be controlled. Isobaric tags, TMT and iTRAQ, label peptides from as many as 16 or 18 samples in common kits with tags of identical total mass that release distinct low-mass reporter ions on fragmentation. Multiplexing reduces missing values, but co-isolated precursors contribute reporter ions and compress ratios towards 1:1; narrower isolation, MS3 acquisition with synchronous precursor selection, or ion-mobility filtering reduce this interference.",
            "Statistical analysis follows log transformation and normalisation. Missing values in label-free data are often missing not at random, because low-abundance peptides fall below detection, so imputation methods must be chosen accordingly. Moderated t-tests, for example with limma, borrow information across proteins to stabilise variance estimates, and p-values are adjusted for multiple testing with the Benjamini–Hochberg procedure.",
          ),
        },
      },
    ],
  },
  {
    slug: "rotordynamics-of-turbomachinery",
    discipline: "Rotordynamics",
    title: "Rotordynamics of Turbomachinery",
    description:
      "Rotating machines fail spectacularly when a shaft runs at the wrong speed. For mechanical engineers working on turbines, compressors and pumps, the course develops lateral rotor models from the Jeffcott rotor upwards, critical speed maps and Campbell diagrams, fluid-film bearing coefficients, API 617 and API 684 separation margins and stability criteria, and torsional vibration of drive trains.",
    level: "advanced",
    duration: "ten weeks (two two-hour lectures a week and a fortnightly computational laboratory)",
    plantedGap: "torsional vibration",
    modules: [
      {
        title: "The Jeffcott Rotor and Critical Speeds",
        description:
          "Unbalance response of the single-disk Jeffcott rotor, the physics of passing through a critical speed, and the effect of support flexibility.",
        lesson: {
          title: "Unbalance Response of the Jeffcott Rotor",
          html: p(
            "The Jeffcott rotor, analysed by H. H. Jeffcott in 1919, is a single rigid disk at the mid-span of a massless flexible shaft on rigid bearings. It explains most lateral behaviour near a critical speed.",
            "Let the disk's geometric centre have complex displacement z = x + iy, with its mass centre offset by eccentricity e. With shaft stiffness k, disk mass m, external viscous damping c and spin speed Ω, the equation of motion is m z̈ + c ż + k z = m e Ω² e^{iΩt}. The steady-state response is a synchronous forward whirl whose amplitude, relative to e, is |Z|/e = r² / √[(1 − r²)² + (2ζr)²], where r = Ω/ωn, ωn = √(k/m) and ζ = c/(2√(km)). The phase lag of the response behind the unbalance is φ = arctan[2ζr/(1 − r²)].",
            "Three regimes follow. Well below the critical speed, the disk whirls with a small amplitude in phase with the unbalance: the heavy spot is on the outside of the orbit. At r = 1 the amplitude peaks at about e/(2ζ) and the phase lag passes through 90°. Well above it the amplitude tends to e and the phase lag to 180°: the heavy spot is now on the inside of the orbit, and the disk spins about its own mass centre. This self-centring lets flexible rotors run smoothly above their first critical speed, provided they pass through it quickly and with enough damping.",
            "A worked example: with k = 2.0 × 10⁷ N/m and m = 50 kg, ωn = √(4.0 × 10⁵) ≈ 632 rad/s, or about 6,040 rpm. With e = 10 µm and ζ = 0.05, the amplitude is about 3.3 µm at half the critical speed, 100 µm at the critical and 13.3 µm at twice the critical speed. Lightly damped modes have far smaller ζ, which is why continuous running at a critical speed is forbidden.",
            "Real supports are flexible, acting in series with the shaft. An undamped critical speed map plots the first few critical speeds against support stiffness on logarithmic axes. At low support stiffness the lowest modes are rigid-body bouncing and rocking modes with the shaft hardly bending; at high stiffness they approach the pinned–pinned bending modes of the shaft. Overlaying the bearing stiffness curves locates the critical speeds.",
          ),
        },
      },
      {
        title: "Gyroscopic Effects, Campbell Diagrams and API Margins",
        description:
          "Forward and backward whirl, speed-dependent natural frequencies, and the API 617 and API 684 rules on amplification factor and separation margin.",
        lesson: {
          title: "Speed-Dependent Modes and Separation Margins",
          html: p(
            "When a disk tilts as the rotor whirls, its spin angular momentum IpΩ, where Ip is the polar moment of inertia, produces a gyroscopic moment proportional to the spin speed and the rate of tilt. The effect is strongest for overhung disks, such as the impeller of an overhung compressor or pump. Gyroscopic coupling splits each natural frequency into two: a forward-whirl mode, in which the orbit turns in the direction of spin, whose frequency rises with speed because the gyroscopic moment stiffens it; and a backward-whirl mode, whose frequency falls.",
            "A Campbell diagram, named after Wilfred Campbell's work on steam turbine disks at General Electric in the 1920s, plots the damped natural frequencies against running speed, with excitation lines through the origin for 1×, 2× and other orders. Where the 1× line crosses a forward-whirl mode, synchronous unbalance excites a critical speed. Backward-whirl modes are excited by unbalance only when support stiffness differs markedly between the horizontal and vertical directions.",
            "Industrial practice for compressors follows API Standard 617, with API 684 as the tutorial on rotordynamic analysis. The rotor's unbalance response is computed for a reference unbalance, U = 6,350 W/N g·mm, where W is the journal static load in kg and N the maximum continuous speed in rpm. Each resonance peak on the response plot is characterised by its amplification factor, AF = Nc/(N₂ − N₁), where Nc is the critical speed and N₁ and N₂ are the half-power points, the speeds at which amplitude is 0.707 of the peak.",
            "If AF is below 2.5, the response is considered critically damped and no separation margin is required. If AF is 2.5 or more, the critical speed must be separated from the operating speed range by a margin. For a critical speed below the minimum operating speed, SM = 17[1 − 1/(AF − 1.5)] per cent, capped at 16 per cent; for one above the trip speed, SM = 10 + 17[1 − 1/(AF − 1.5)] per cent, capped at 26 per cent. For example, a critical at 5,000 rpm with half-power points at 4,800 and 5,250 rpm has AF = 5,000/450 ≈ 11.1, giving a required margin below the operating range of 17(1 − 1/9.6) ≈ 15.2 per cent. Predicted amplitudes must also remain within the running clearances.",
          ),
        },
      },
      {
        title: "Fluid-Film Bearings and Rotor Instability",
        description:
          "Linearised bearing coefficients, cross-coupled stiffness, oil whirl and whip, other destabilising mechanisms, and stability criteria based on the logarithmic decrement.",
        lesson: {
          title: "Cross-Coupling, Oil Whip and the Logarithmic Decrement",
          html: p(
            "A plain journal bearing supports load through a hydrodynamic wedge of oil: the journal runs eccentric in its clearance, and the pressure field that develops in the converging gap carries the load. The operating condition is summarised by the Sommerfeld number, S = (μNLD/W)(R/C)², where μ is oil viscosity, N the speed in revolutions per second, L and D the bearing length and diameter, W the load, R the radius and C the radial clearance. S determines the eccentricity ratio and attitude angle.",
            "For rotordynamic analysis the bearing is linearised about its equilibrium position into eight coefficients: four stiffnesses (kxx, kxy, kyx, kyy) and four damping coefficients. The direct terms behave like springs and dampers. The cross-coupled stiffness terms are different: when kxy and kyx differ in sign, a displacement in one direction produces a force perpendicular to it, in the direction of forward whirl. Such a tangential force does work on the whirling rotor in every cycle. If this energy input exceeds what damping removes, the rotor becomes unstable and whirl grows until limited by non-linearity or by contact.",
            "In plain bearings this appears as oil whirl, a subsynchronous vibration at about 0.42–0.48 of running speed, because the oil film circulates at slightly less than half the surface speed of the journal. When running speed rises above about twice the first critical speed, the whirl frequency locks onto the first critical and becomes oil whip: a large, violent orbit whose frequency no longer tracks speed. Remedies change the bearing geometry to reduce cross-coupling: tilting-pad journal bearings, whose pivoting pads produce almost no cross-coupled stiffness, and pressure-dam or elliptical bores.",
            "Other sources of cross-coupling include labyrinth and damper seals, whose circumferential swirl produces tangential forces (swirl brakes at the seal inlet reduce them); aerodynamic forces from blade tip clearance variation, described by Alford in 1965; and internal friction in shrink fits, which destabilises above the first critical speed.",
            "Stability is measured by the logarithmic decrement of each damped mode, δ = ln(xn/xn+1) = 2πζ/√(1 − ζ²). API 617 requires a Level I screening analysis using an estimate of aerodynamic cross-coupling and, where that screening is not passed, a Level II analysis including all significant destabilising effects, in which the log decrement of the first forward mode at maximum continuous speed must exceed 0.1.",
          ),
        },
      },
    ],
  },
  {
    slug: "matroid-theory-structure-algorithms-and-representability",
    discipline: "Matroid theory",
    title: "Matroid Theory: Structure, Algorithms and Representability",
    description:
      "Matroids abstract what linear independence in vector spaces and acyclicity in graphs have in common. Lectures develop the equivalent axiom systems, the greedy algorithm and matroid intersection, matroid polytopes, duality and minors, and the excluded-minor characterisations of binary, regular and ternary matroids.",
    level: "advanced",
    duration: "one semester (thirty one-hour lectures with weekly problem classes)",
    plantedGap: "matroid polytopes",
    modules: [
      {
        title: "Axioms and Cryptomorphisms",
        description:
          "Independent sets, bases, circuits and rank as equivalent definitions of a matroid, with the standard examples.",
        lesson: {
          title: "Four Ways to Define a Matroid",
          html: p(
            'A matroid M = (E, 𝓘) is a finite ground set E with a family 𝓘 of subsets, the independent sets, satisfying (I1) ∅ ∈ 𝓘; (I2) if I ∈ 𝓘 and I′ ⊆ I then I′ ∈ 𝓘; and (I3), the augmentation axiom: if I, J ∈ 𝓘 and |I| < |J|, there is e ∈ J − I with I ∪ {e} ∈ 𝓘. Whitney introduced the concept in 1935 in "On the abstract properties of linear dependence", and Nakasawa developed closely related ideas independently at the same time.',
            "The motivating examples are the vector matroid M[A], whose ground set is the columns of a matrix A over a field F and whose independent sets are the linearly independent sets of columns; the graphic matroid M(G), whose ground set is the edge set of a graph and whose independent sets are the forests; and the uniform matroid U_{r,n}, in which every subset of size at most r of an n-set is independent. U_{2,4} can be pictured as four distinct points on a line.",
            "The maximal independent sets are the bases. By (I3), all bases have the same size, the rank of M: if B₁ and B₂ were bases with |B₁| < |B₂|, augmentation would extend B₁, contradicting maximality. Bases alone determine M and satisfy the exchange axiom: for bases B₁, B₂ and x ∈ B₁ − B₂, there is y ∈ B₂ − B₁ such that (B₁ − x) ∪ y is a basis.",
            "The minimal dependent sets are the circuits, which in M(G) are exactly the edge sets of cycles. Circuits satisfy the elimination axiom: if C₁ ≠ C₂ are circuits and e ∈ C₁ ∩ C₂, then (C₁ ∪ C₂) − e contains a circuit. The rank function r(X), the size of a largest independent subset of X, satisfies (R1) 0 ≤ r(X) ≤ |X|; (R2) X ⊆ Y implies r(X) ≤ r(Y); and (R3) submodularity, r(X ∪ Y) + r(X ∩ Y) ≤ r(X) + r(Y).",
            "Each of these axiom systems, and others based on closure, flats or hyperplanes, defines exactly the same class of objects. Rota called such equivalences cryptomorphisms. A theorem awkward to prove from one system is often a few lines from another. Exercise: derive the rank axioms from (I1)–(I3).",
          ),
        },
      },
      {
        title: "Greedy Algorithms and Matroid Intersection",
        description:
          "Why the greedy algorithm characterises matroids, Edmonds' matroid intersection theorem and its consequences, and the limits of tractability.",
        lesson: {
          title: "Optimisation over Matroids",
          html: p(
            "Given a weight function w: E → ℝ, the greedy algorithm sorts the elements by decreasing weight and adds each in turn to the current set if the result is independent and the element's weight is positive. The Rado–Edmonds theorem states that for a family 𝓘 satisfying (I1) and (I2), the greedy algorithm returns a maximum-weight independent set for every weight function if and only if 𝓘 also satisfies (I3). For necessity, if augmentation fails for I and J with |I| < |J|, weight I at 1 + ε, J − I at 1 and the rest at 0: greedy takes I, can add nothing from J − I, and is beaten by J. Kruskal's minimum spanning tree algorithm (1956) is the greedy algorithm on a graphic matroid.",
            "Edmonds' matroid intersection theorem (1970) states that for matroids M₁ and M₂ on the same ground set, the maximum size of a common independent set equals min over A ⊆ E of [r₁(A) + r₂(E − A)]. The proof is constructive: starting from a common independent set, build an exchange graph on E whose arcs record which single-element swaps preserve independence in M₁ or M₂, and search for a shortest path from elements that can be added in M₁ to elements that can be added in M₂. Augmenting along such a path enlarges the set, and when no path exists the reachable set certifies optimality. The algorithm needs only an independence oracle for each matroid and runs efficiently, as bipartite matching does.",
            "Bipartite matching is the model case. For a bipartite graph with sides U and V, let M₁ be the partition matroid on the edges allowing at most one edge at each vertex of U, and M₂ the same for V. Common independent sets are matchings, and the intersection theorem reduces to König's theorem that maximum matching equals minimum vertex cover.",
            "Matroid union is closely related: E can be covered by k independent sets if and only if |A| ≤ k·r(A) for every A ⊆ E, which gives Nash-Williams' formula for the arboricity of a graph. Tractability stops at two matroids, however. A directed Hamiltonian path is a common independent set of size |V| − 1 in three matroids (a graphic matroid and two partition matroids bounding in-degree and out-degree), so three-matroid intersection is NP-hard.",
          ),
        },
      },
      {
        title: "Duality, Minors and Representability",
        description:
          "Dual matroids and planar graphs, deletion and contraction, and Tutte's and later excluded-minor characterisations of representable classes.",
        lesson: {
          title: "Duals, Minors and Excluded-Minor Theorems",
          html: p(
            "The dual M* of a matroid M on E has as its bases the complements of the bases of M. Its rank function is r*(X) = |X| − r(E) + r(E − X), and (M*)* = M. The circuits of M* are the cocircuits of M, the minimal sets meeting every basis; in a graphic matroid M(G) they are the bonds, the minimal edge cuts. If G is a plane graph with geometric dual G*, then M(G)* = M(G*), and Whitney proved that a graph is planar if and only if the dual of its cycle matroid is graphic. The dual of a graphic matroid is called cographic.",
            "Deletion of an element e gives M\\e, the restriction of M to E − e. Contraction gives M/e, defined by M/e = (M*\\e)*; in a graph, contraction merges the end-vertices of the edge. A minor of M is any matroid obtained by a sequence of deletions and contractions. A minor-closed class is characterised by its excluded minors, the minor-minimal matroids outside it.",
            "A matroid is representable over a field F if it is isomorphic to a vector matroid M[A] with A over F. Tutte proved in 1958 that a matroid is binary, representable over GF(2), if and only if it has no U_{2,4} minor, and that it is regular, representable over every field, if and only if it has none of U_{2,4}, the Fano plane F7, or its dual F7*. The Fano matroid, the seven points and seven lines of the projective plane of order 2, is representable exactly over fields of characteristic 2. The ternary matroids, representable over GF(3), are those with no minor U_{2,5}, U_{3,5}, F7 or F7*, a result due to Reid and published by Bixby and by Seymour in 1979. Geelen, Gerards and Kapoor found the seven excluded minors for GF(4) in 2000.",
            "Rota conjectured in 1971 that every finite field has a finite list of excluded minors; Geelen, Gerards and Whittle announced a proof in 2014.",
            "Seymour's decomposition theorem (1980) shows that every regular matroid can be built from graphic matroids, cographic matroids and copies of a special ten-element matroid, R10, by 1-, 2- and 3-sums. Because regular matroids are exactly those representable by totally unimodular matrices, the theorem underlies an efficient test for total unimodularity.",
          ),
        },
      },
    ],
  },
  {
    slug: "postcolonial-theory-and-the-anglophone-novel",
    discipline: "Postcolonial literary studies",
    title: "Postcolonial Theory and the Anglophone Novel",
    description:
      "Reading Said, Spivak and Bhabha alongside Achebe, Ngũgĩ, Rhys and Coetzee, the seminar examines colonial discourse, subalternity, mimicry and hybridity, the politics of writing in English, and the novel's capacity to 'write back' — and asks how far these frameworks hold when applied to settler colonialism.",
    level: "advanced",
    duration: "one semester (eleven two-hour seminars and a 6,000-word essay)",
    plantedGap: "settler colonialism",
    modules: [
      {
        title: "Orientalism and Colonial Discourse",
        description:
          "Edward Said's account of Orientalism as discourse, his method of contrapuntal reading, and the principal critiques of both.",
        lesson: {
          title: "Said's Orientalism and Its Critics",
          html: p(
            'Edward Said\'s <em>Orientalism</em> (1978) is usually taken as the founding text of postcolonial studies. Said distinguished three meanings of the term: an academic field, the study of the "Orient"; a style of thought based on an ontological and epistemological distinction between Orient and Occident; and, from the late eighteenth century, a corporate institution for dealing with the Orient by describing it, teaching it and ruling over it. His central claim is that these are connected: Western knowledge about the East was produced within, and served, relations of power.',
            "The method combined Foucault's notion of discourse, a system of statements that constitutes the objects it claims to describe, with Gramsci's hegemony, the consent secured by cultural leadership. Said distinguished latent Orientalism, an almost unconscious and stable set of assumptions about the Orient's sensuality, despotism and unchanging backwardness, from manifest Orientalism, the stated views of particular scholars, travellers and writers, which vary. His examples range from Lane's <em>Manners and Customs of the Modern Egyptians</em> to Flaubert's account of the dancer Kuchuk Hanem, who, Said notes, never speaks for herself in his text.",
            "The critiques are as important as the book. Aijaz Ahmad's <em>In Theory</em> (1992) argued that Said combined incompatible positions, Foucault's anti-humanism and a humanist appeal to truth, and projected a single Orientalist discourse back to Aeschylus, flattening history. Historians of the discipline, including Robert Irwin in <em>For Lust of Knowing</em> (2006), objected that Said ignored German scholarship and misrepresented many Orientalists' actual work. Reina Lewis's <em>Gendering Orientalism</em> (1996) showed that women writers and painters both shared and inflected the discourse, complicating Said's largely male archive.",
            "Said's later <em>Culture and Imperialism</em> (1993) proposed contrapuntal reading: reading canonical metropolitan texts with attention to the empire they take for granted and to the voices of the colonised. His reading of <em>Mansfield Park</em> is the famous case. Sir Thomas Bertram's Antigua estate, worked by enslaved people, sustains the order of the English house, yet when Fanny asks about the slave trade she is met with \"a dead silence\". Seminar preparation: apply contrapuntal reading to a nineteenth-century novel of your choice, identifying where imperial wealth or geography enters the text and what the narrative does with it.",
          ),
        },
      },
      {
        title: "Subalternity, Mimicry and Hybridity",
        description:
          "Spivak's question about subaltern speech and Bhabha's theory of colonial ambivalence, read closely and tested against their critics.",
        lesson: {
          title: "Spivak and Bhabha",
          html: p(
            "The term subaltern comes from Gramsci, and was adopted by the Subaltern Studies collective of historians of South Asia, led by Ranajit Guha, whose first volume appeared in 1982. They sought to write the history of peasant insurgency and popular politics that elite nationalist and colonial historiography had ignored.",
            'Gayatri Chakravorty Spivak\'s "Can the Subaltern Speak?" (first published in 1985 and expanded in Nelson and Grossberg\'s <em>Marxism and the Interpretation of Culture</em>, 1988) asked whether such recovery was possible. She begins by criticising Foucault and Deleuze for letting intellectuals claim transparency while the oppressed supposedly speak for themselves, and distinguishes two senses of representation, political speaking-for (<em>vertreten</em>) and portrayal (<em>darstellen</em>), which she draws from Marx\'s <em>Eighteenth Brumaire</em>. Her test case is widow immolation. British abolition of sati in 1829 can be summarised as "white men are saving brown women from brown men"; the nativist reply holds that "the women actually wanted to die". Between the two, the woman\'s own voice disappears. Spivak ends with Bhubaneswari Bhaduri, who hanged herself in 1926 while menstruating so that her death could not be read as the result of an illicit pregnancy; even this carefully coded act was misread. Her conclusion, that the subaltern cannot speak, was later softened, notably in <em>A Critique of Postcolonial Reason</em> (1999). The related idea of strategic essentialism, using an essentialised identity provisionally for political ends, also comes from Spivak.',
            'Homi Bhabha\'s "Of Mimicry and Man" (October, 1984; reprinted in <em>The Location of Culture</em>, 1994) starts from Macaulay\'s Minute on Indian Education (1835), which called for "a class of persons, Indian in blood and colour, but English in taste, in opinions, in morals, and in intellect". Colonial authority wants a reformed, recognisable Other that is "almost the same, but not quite". Mimicry is thus both resemblance and menace: the mimic man exposes the partiality of the colonial model and disturbs its authority. Bhabha extends this into the concept of hybridity and the Third Space of enunciation, in which cultural meaning is negotiated rather than fixed.',
            "Materialist critics, notably Benita Parry, have argued that Bhabha's emphasis on ambivalence in discourse underplays organised anticolonial resistance and the material violence of empire. Assess whether his readings can account for armed liberation movements.",
          ),
        },
      },
      {
        title: "Writing Back: Language and the Novel",
        description:
          "Achebe's critique of Conrad, the debate between Achebe and Ngũgĩ on language, and novels that rewrite the English canon.",
        lesson: {
          title: "Achebe, Ngũgĩ and the Rewriting of the Canon",
          html: p(
            'Chinua Achebe\'s lecture "An Image of Africa: Racism in Conrad\'s <em>Heart of Darkness</em>", delivered at the University of Massachusetts Amherst in 1975 and published in the <em>Massachusetts Review</em> in 1977, argued that Conrad used Africa as a backdrop against which a European mind could disintegrate, denying Africans language and humanity, and called him "a bloody racist" (later revised to "thoroughgoing racist"). The essay changed how the novella is taught, and provoked replies defending Conrad\'s irony and his critique of Belgian rule in the Congo.',
            "Achebe's own <em>Things Fall Apart</em> (1958), whose title comes from Yeats's \"The Second Coming\", depicts Igbo society before and during colonial intrusion with its own complexity and internal tensions. Its final paragraph shifts to the District Commissioner, who plans a book called <em>The Pacification of the Primitive Tribes of the Lower Niger</em> in which Okonkwo's story will merit perhaps a paragraph: the novel ends by showing the colonial archive that it has just written against.",
            'On language, Achebe argued in "The African Writer and the English Language" (1965) for "a new English, still in full communion with its ancestral home but altered to suit its new African surroundings". Ngũgĩ wa Thiong\'o took the opposite position. In <em>Decolonising the Mind</em> (1986), which he called his farewell to English, he argued that language carries a people\'s culture and memory, and that African literature in European languages belongs to an Afro-European tradition. He had already written <em>Caitaani Mũtharaba-Inĩ</em> (<em>Devil on the Cross</em>) in Gĩkũyũ, drafting it on prison toilet paper during his detention without trial in 1978.',
            "Ashcroft, Griffiths and Tiffin's <em>The Empire Writes Back</em> (1989), its title borrowed from Salman Rushdie's 1982 phrase \"the Empire writes back with a vengeance\", described abrogation, the refusal of the centre's standard English, and appropriation, the remaking of English to carry different experience. Canonical counter-discourse is a form of writing back that rewrites a particular English text. Jean Rhys's <em>Wide Sargasso Sea</em> (1966) gives the madwoman in the attic of <em>Jane Eyre</em> a history as Antoinette Cosway, a white Creole heiress in post-emancipation Jamaica, renamed Bertha by her English husband. J. M. Coetzee's <em>Foe</em> (1986) retells <em>Robinson Crusoe</em> through Susan Barton, who cannot tell Friday's story because his tongue has been cut out.",
            "For the essay: does Coetzee's silent Friday answer Spivak's question or restate it?",
          ),
        },
      },
    ],
  },
  {
    slug: "military-law-the-service-justice-system-of-the-united-kingdom",
    discipline: "Military law",
    title: "Military Law: The Service Justice System of the United Kingdom",
    description:
      "Members of the armed forces answer to two systems of law at once. Focusing on the United Kingdom, the seminars examine the Armed Forces Act 2006 and its service offences, summary hearings and the Court Martial, the Article 6 case law that reshaped service tribunals, concurrent jurisdiction with civilian prosecutors, and the law of armed conflict as it bears on service personnel.",
    level: "advanced",
    duration: "one term (ten two-hour seminars)",
    plantedGap: "law of armed conflict",
    modules: [
      {
        title: "Service Law and the Armed Forces Act 2006",
        description:
          "Who is subject to service law, where it applies, and the structure of service offences under the 2006 Act.",
        lesson: {
          title: "Who Is Subject to Service Law, and for What?",
          html: p(
            "Until 2009 each service had its own disciplinary statute: the Army Act 1955, the Air Force Act 1955 and the Naval Discipline Act 1957, renewed every five years by an Armed Forces Act. The Armed Forces Act 2006, fully in force from 31 October 2009, replaced them with a single code for all three services. It must still be renewed every five years by a further Armed Forces Act, such as that of 2021, without which it would lapse.",
            "Service law is personal rather than territorial. Members of the regular forces are subject to it at all times and in all places, whether on duty or on leave, in the United Kingdom or abroad. Members of the reserve forces are subject to it when in service, for example while training or when mobilised. Certain civilians are subject to service discipline when they accompany the forces abroad, such as dependants living with service families overseas and some contractors, which allows the service justice system to deal with offences committed where no UK civilian court has jurisdiction.",
            "Service offences fall into two groups. The first are the specifically military offences in Part 1 of the Act, among them misconduct on operations, mutiny, desertion (section 8), absence without leave (section 9), disobedience to lawful commands (section 12), and conduct prejudicial to good order and service discipline (section 19), the modern successor to the old general article.",
            "The second group is created by section 42, under which any act that would be an offence under the law of England and Wales if done there is a service offence of criminal conduct, wherever in the world it is committed. Section 42 thus imports the whole of the criminal law of England and Wales into service law, and the Court Martial applies English criminal law and procedure to a soldier stationed in Cyprus or serving on a ship at sea.",
            "Investigation is carried out by the service police, whose independence from the chain of command is protected by statute: commanding officers must refer serious allegations, including those listed in Schedule 2 to the Act, to the service police rather than deal with them internally. The Director of Service Prosecutions, head of the Service Prosecuting Authority, decides whether to bring charges in the Court Martial and is independent of the services' chains of command.",
          ),
        },
      },
      {
        title: "Summary Hearings, the Court Martial and Article 6",
        description:
          "The commanding officer's summary jurisdiction, the composition and procedure of the Court Martial, and the Strasbourg cases that required reform.",
        lesson: {
          title: "Trial in the Service Justice System",
          html: p(
            "Most service offences are dealt with summarily by the accused's commanding officer. Before the hearing the accused is told of the right to elect trial by the Court Martial instead. The commanding officer's powers include detention for up to 28 days, or up to 90 days with the approval of higher authority, fines of up to 28 days' pay, reduction in rank for some ranks, and minor punishments such as stoppage of leave. A person punished at a summary hearing may appeal to the Summary Appeal Court, a judge advocate sitting with two lay members, which rehears the case.",
            "The Court Martial, created by the 2006 Act as a standing court, tries serious offences and elected cases. A judge advocate, a civilian judge from the Office of the Judge Advocate General, rules on law and directs the board. The board of lay members, commissioned officers and warrant officers, decides the verdict, and the judge advocate and the board decide the sentence together, with the judge advocate having a casting vote. Following the 2019 Service Justice System Review by Shaun Lyons, the Armed Forces Act 2021 set the size of boards for the most serious offences at six and replaced simple-majority verdicts with qualified majorities. Appeals lie to the Court Martial Appeal Court, whose judges are those of the Court of Appeal.",
            "This structure is a product of litigation under Article 6 of the European Convention on Human Rights, which guarantees a hearing by an independent and impartial tribunal. In <em>Findlay v United Kingdom</em> (1997), the Strasbourg court held that an army court-martial breached Article 6 because the convening officer, a senior officer in the accused's chain of command, decided which charges to bring, appointed the members of the court (who were his subordinates) and the prosecuting officer, and confirmed the sentence. The Armed Forces Act 1996 had already removed these powers. <em>Morris v United Kingdom</em> (2002) identified further problems with junior members and with review by non-judicial reviewing authorities, but in <em>Cooper v United Kingdom</em> (2003) the Grand Chamber accepted that the reformed RAF system provided sufficient safeguards. On the same day, in <em>Grieves v United Kingdom</em>, it found a violation in the Royal Navy's system because its judge advocates were serving naval officers.",
          ),
        },
      },
      {
        title: "Concurrent Jurisdiction and Sentencing",
        description:
          "Deciding whether a case belongs in the civilian or service system, and how the Court Martial sentences offenders.",
        lesson: {
          title: "Two Systems, One Offence",
          html: p(
            "Because section 42 makes every criminal offence a service offence, a soldier who commits an assault in a garrison town in England can be prosecuted either by the Crown Prosecution Service in the civilian courts or by the Director of Service Prosecutions in the Court Martial. This is concurrent jurisdiction. Overseas the service system generally acts alone; in the United Kingdom a decision must be made about which system proceeds.",
            "For many years the decision was governed by non-statutory protocols between the Director of Service Prosecutions and the civilian prosecuting authorities of England and Wales, Scotland and Northern Ireland, which generally directed cases with civilian victims, or with no service connection, to the civilian system. The 2019 Lyons review recommended that murder, manslaughter and rape committed in the United Kingdom should normally be tried in the civilian courts. The Armed Forces Act 2021 did not adopt that recommendation as a rule; instead it placed the protocols on a statutory footing, requiring the Director of Service Prosecutions and the civilian prosecuting authorities to agree and publish them. Critics, including the House of Commons Defence Committee in its 2021 report on women in the armed forces, argued that rape and other serious sexual offences committed in the United Kingdom should be investigated and tried in the civilian system.",
            "Sentencing in the Court Martial follows the Judge Advocate General's published Guidance on Sentencing in the Court Martial. The Court Martial has regard to the civilian Sentencing Council guidelines for offences under section 42, adjusted for the service context, and the guidance's own principles for disciplinary offences. The service context can aggravate, as with an offence against a subordinate, or mitigate.",
            "The court has sentences unavailable to civilian courts: dismissal with disgrace, dismissal, reduction in rank, forfeiture of seniority, and service detention, served at the Military Corrective Training Centre in Colchester for up to two years, which is designed to retrain and return the offender to duty rather than simply to punish. It also has civilian-style sentences, including imprisonment, service community orders and service compensation orders. A sentence of imprisonment is normally accompanied by dismissal, because a person cannot serve while in prison. Choosing between detention and imprisonment therefore often decides whether a career continues, and the guidance asks the court to address that question expressly.",
          ),
        },
      },
    ],
  },
];
