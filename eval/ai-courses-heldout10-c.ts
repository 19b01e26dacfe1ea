/** Tenth held-out evaluation courses, advanced level (sculpture to mathematical logic); see ai-courses-heldout10.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT10_C: EvalCourse[] = [
  {
    slug: "lost-wax-bronze-casting",
    discipline: "Sculpture",
    title: "Bronze Casting by the Lost-Wax Process",
    description:
      "Foundry practice for sculptors who already model and carve. Moulding in silicone rubber, wax working and spruing, ceramic-shell investment, pouring silicon bronze and patination with heat and chemicals are taught in the college foundry, one piece of the student's own carried through every stage.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "patination",
    modules: [
      {
        title: "Moulds and Waxes",
        description:
          "A sculpture in clay or plaster is turned into a hollow wax of even wall thickness, the form that the metal will replace.",
        lesson: {
          title: "From original to finished wax",
          html: p(
            "The lost-wax process, <i>cire perdue</i>, is one of the oldest metal-working techniques, used in Mesopotamia and the Indus Valley in the fourth and third millennia BCE and by Benvenuto Cellini for his <i>Perseus with the Head of Medusa</i>, cast in Florence in 1549. Its principle is unchanged: a wax replica of the sculpture is encased in a refractory mould, the wax is melted out, and molten metal fills the cavity it leaves. Modern foundries differ from Cellini's mainly in their materials, above all in using flexible rubber moulds so that the original survives and can be cast again.",
            "The first stage is a mould of the original, which may be clay, plaster, wood or a 3D print. Clay originals are sealed and kept damp. The sculptor divides the surface with shims or a clay wall into sections that can be released without locking on undercuts, then brushes on a platinum-cure or tin-cure silicone rubber in several coats, the first thin to capture detail without trapping air and later ones thickened to build a skin of about 6 to 10 millimetres. Registration keys are formed in the rubber so that it sits precisely in a rigid outer jacket, the mother mould, made of plaster reinforced with hessian or of fibreglass.",
            "Waxes are then made in the reassembled mould. Microcrystalline casting wax, melted to around 90 to 100 °C, is first brushed into the rubber to pick up detail, after which more wax is poured in, swirled and poured out, or 'slushed', until the wall reaches an even thickness of about 4 to 6 millimetres. An even wall matters because thick sections cool more slowly than thin ones, causing shrinkage porosity, and because a solid casting of any size would be heavy, costly and liable to crack.",
            "The wax is then 'chased'. Seam lines left by the mould joints are removed with heated tools, air bubbles are filled, and the surface is compared with the original and corrected where needed. This is also the last point at which the artist can alter the work cheaply, and many sculptors rework their waxes extensively, a tradition going back to Auguste Rodin's foundry practice.",
          ),
        },
      },
      {
        title: "Spruing and the Ceramic Shell",
        description: "Plan the path the metal will take, then build a thin, strong refractory shell around it.",
        lesson: {
          title: "Gating systems and investment",
          html:
            p(
              "Before a wax can be invested it must be given a system of channels, called sprues or gates, through which molten metal will enter and air and gases will escape. The gating is built from wax rods and a wax pouring cup, joined to the sculpture with a hot spatula. A poorly designed system produces incomplete castings, cold shuts where two fronts of cooling metal meet without fusing, and porosity, so the foundry spends as much care on it as on the wax itself.",
              "Several principles guide the design. Metal should enter the thickest sections so that they do not starve as they shrink on cooling. Runners should be large enough to stay molten longer than the parts they feed. Flow should be smooth, without sharp turns that cause turbulence and trap oxide. Small vents lead from high points and extremities, such as fingertips, back to the cup so that air is not trapped. Because bronze is roughly nine times denser than wax, the foundry weighs the sprued wax and multiplies by about ten to estimate how much metal to melt, allowing for the cup and runners.",
              "The invested mould is made by dipping. Modern art foundries mostly use ceramic shell, adapted from industrial investment casting in the 1960s:",
            ) +
            "<ul><li>Degrease the wax and dip it in a slurry of colloidal silica binder and fine refractory flour, such as fused silica or zircon.</li><li>While wet, sprinkle or rain on a fine stucco sand; let the coat dry thoroughly under moving air, typically for several hours.</li><li>Repeat with coarser stucco, building seven to ten coats to a shell of about 8 to 12 millimetres, with the rim of the cup left clear.</li><li>The slurry also coats the inside of the hollow wax, forming the core, which is pinned to the outer shell with stainless steel pins so that it cannot shift.</li></ul>" +
            p(
              "The finished shell is dewaxed by flash-firing: it is placed cup-down in a kiln already at about 800 °C or more, so that the outer layer of wax melts almost instantly and runs out before the expanding bulk can crack the shell. The shell is then fired to burn off residues and to sinter the ceramic.",
            ),
        },
      },
      {
        title: "Melting and Pouring Bronze",
        description:
          "The pour lasts seconds and cannot be repeated, so every step is rehearsed before the crucible leaves the furnace.",
        lesson: {
          title: "Alloys, temperatures and the pour",
          html: p(
            "The term bronze originally meant an alloy of copper with tin, typically about 88 per cent copper and 12 per cent tin in ancient statuary. Most art foundries today pour silicon bronze instead, an alloy of roughly 95 to 97 per cent copper with about 3 per cent silicon and up to 1.5 per cent manganese, known under trade names such as Everdur and by the designation C65500. It flows well, resists corrosion, welds easily, which matters when large works are cast in sections and joined, and gives off less fume than leaded alloys. Its melting range lies at about 970 to 1025 °C, and it is usually poured at between 1120 and 1200 °C depending on the thickness of the work; thin, detailed pieces need the hotter end of that range.",
            "Metal is melted in a clay-graphite or silicon carbide crucible in a gas-fired or induction furnace. Ingots are preheated before they are added, since any moisture meeting molten metal can explode into steam. Temperature is checked with a thermocouple probe rather than judged by colour, and dross, the oxide skin on the surface, is skimmed off just before pouring. Copper alloys absorb hydrogen when molten, which comes out of solution as gas porosity on cooling, so overheating and long holding times are avoided.",
            "Meanwhile the shells are reheated in a kiln to between about 870 and 1000 °C and pulled out hot, set cup-up in a bed of dry sand. A hot shell keeps the metal fluid long enough to fill thin sections, and it is less likely to crack from thermal shock. The crucible is lifted in a shank by two people, one guiding and one pouring, who wear aluminised jackets, leggings, face shields and leather boots, and who have walked the route beforehand. The pour itself should be steady and continuous, keeping the cup full so that no air is drawn into the gating, and it ends when metal rises in the cup.",
            "After cooling, the shell is broken away with hammers and pneumatic chisels and the core removed by sandblasting. The sprues are cut off with an abrasive disc, and the metal is chased to remove gate stubs, fins and small porosity, restoring the surface the sculptor established in the wax.",
          ),
        },
      },
    ],
  },
  {
    slug: "competitive-strategy-and-the-firm",
    discipline: "Strategic management",
    title: "Competitive Strategy and the Firm",
    description:
      "Why do some firms earn persistently higher returns than their rivals? This graduate seminar weighs the industry-structure answer of Porter's five forces and generic strategies against the resource-based view and dynamic capabilities, and closes with diversification and corporate parenting.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "corporate parenting",
    modules: [
      {
        title: "Industry Structure and the Five Forces",
        description: "Porter's framework explains why average profitability differs so much between industries.",
        lesson: {
          title: "Reading an industry with the five forces",
          html:
            p(
              "Michael Porter's article 'How Competitive Forces Shape Strategy', published in the <i>Harvard Business Review</i> in 1979, imported the structure-conduct-performance tradition of industrial organisation economics into strategy. Its claim is that the long-run profitability of an industry is determined not by whether it is glamorous or growing, but by the strength of five competitive forces that divide the value it creates between the incumbent firms, their customers, their suppliers and potential rivals.",
            ) +
            "<table><tr><th>Force</th><th>Strong when, for example</th></tr><tr><td>Threat of new entrants</td><td>economies of scale, capital requirements and switching costs are low; incumbents cannot retaliate</td></tr><tr><td>Bargaining power of suppliers</td><td>suppliers are more concentrated than buyers; inputs are differentiated; switching is costly</td></tr><tr><td>Bargaining power of buyers</td><td>buyers are few, buy in volume, face low switching costs, or could integrate backwards</td></tr><tr><td>Threat of substitutes</td><td>another product meets the same need at an attractive price-performance trade-off</td></tr><tr><td>Rivalry among existing competitors</td><td>many similar-sized rivals, slow growth, high fixed costs, high exit barriers</td></tr></table>" +
            p(
              "The framework explains striking differences in average returns. In the 2008 revision of the article, Porter's figures for US industries from 1992 to 2006 showed average returns on invested capital of nearly 38 per cent in soft drinks and prepackaged software against about 6 per cent in airlines. Airlines face almost every force at full strength: powerful suppliers in aircraft manufacturers, labour unions and airports; price-sensitive buyers comparing fares online; substitutes in rail and videoconferencing; and intense rivalry driven by high fixed costs and perishable seats.",
              "Three cautions apply in using it. First, the unit of analysis must be defined carefully, by product scope and geography, because an analysis of 'the car industry' mixes quite different competitive arenas. Second, government policy and complements, products that raise the value of an industry's output, such as software for hardware, are not forces in themselves but act through them. Third, the analysis is static, and critics from the resource-based tradition argue that it explains variation between industries better than the much larger variation in performance among firms within the same industry, which Richard Rumelt's 1991 variance decomposition found to dominate.",
            ),
        },
      },
      {
        title: "Generic Strategies and the Value Chain",
        description:
          "Position the firm within its industry through cost leadership, differentiation or focus, and trace where its advantage is created.",
        lesson: {
          title: "Choosing a position and configuring activities",
          html: p(
            "In <i>Competitive Strategy</i> (1980) Porter argued that a firm can outperform its industry in only two fundamental ways: by operating at lower cost than rivals, or by offering something buyers value enough to pay a premium that exceeds the extra cost of providing it. Combined with the choice of competitive scope, broad or narrow, this yields three generic strategies: cost leadership, differentiation and focus, the last subdivided into cost focus and differentiation focus on a particular segment. A firm that tries to do everything, he argued, risks being 'stuck in the middle', with neither the lowest costs nor a convincing reason for customers to pay more.",
            "The claim that the strategies are mutually exclusive has been much debated. Toyota's production system achieved both low cost and superior quality, and later research on 'hybrid' strategies found that some firms sustain both. Porter's response, developed in 'What Is Strategy?' (1996), was that operational effectiveness, doing the same activities better, is not strategy; competitors copy best practice quickly, so lasting advantage requires a distinctive position with trade-offs that rivals cannot imitate without compromising their own.",
            "To analyse where advantage arises, <i>Competitive Advantage</i> (1985) introduced the value chain. Its primary activities are inbound logistics, operations, outbound logistics, marketing and sales, and service. Support activities, namely firm infrastructure, human resource management, technology development and procurement, cut across them. Cost and differentiation are traced to particular activities and to the linkages between them. IKEA illustrates the logic: flat-pack design, self-service warehouses, customer assembly and out-of-town sites each reduce cost, and each fits the others, creating a system that a conventional furniture retailer could not copy piecemeal.",
            "Porter called this fit among activities the true source of sustainability, because a rival must match the whole system, not one practice. Southwest Airlines' single aircraft type, point-to-point routes, no seat assignment and fast gate turnarounds reinforce one another in the same way. The strategist's task is therefore to choose what not to do as much as what to do.",
          ),
        },
      },
      {
        title: "Resources, VRIO and Dynamic Capabilities",
        description: "Does advantage come from the firm's position, or from what it owns and knows how to do?",
        lesson: {
          title: "Looking inside the firm",
          html: p(
            "The resource-based view shifts attention from the industry to the firm. Building on Edith Penrose's <i>The Theory of the Growth of the Firm</i> (1959), Birger Wernerfelt's 1984 article 'A Resource-Based View of the Firm' proposed analysing firms as bundles of resources rather than of product-market positions. Jay Barney's 'Firm Resources and Sustained Competitive Advantage' (1991) then stated the conditions under which resources yield lasting advantage: they must be valuable, rare, imperfectly imitable and non-substitutable, the VRIN criteria. Barney later recast them as the VRIO framework, replacing non-substitutability with organisation: the firm must be organised to capture the value a resource offers.",
            "Imitation is the crux, and Barney identified three reasons it may be costly. A resource may depend on unique historical conditions, so that a rival cannot recreate the path that produced it. The link between resource and advantage may be causally ambiguous, understood poorly even by the firm itself. And the resource may be socially complex, like a culture of trust or a reputation with suppliers, which cannot simply be bought. Ingemar Dierickx and Karel Cool (1989) added that many strategic assets are stocks accumulated over time through consistent flows of investment, and exhibit time-compression diseconomies: spending twice as much for half as long does not produce the same stock.",
            "A limitation of the early resource-based view was its static character. In fast-moving industries today's valuable resource can become tomorrow's rigidity; Dorothy Leonard-Barton called this the conversion of core capabilities into core rigidities. David Teece, Gary Pisano and Amy Shuen (1997) defined dynamic capabilities as the firm's ability to integrate, build and reconfigure internal and external competences to address rapidly changing environments. Teece later (2007) broke them down into sensing opportunities and threats, seizing them through investment and business-model design, and transforming the organisation's asset base.",
            "The two traditions are best seen as complementary. Positioning explains where a firm should compete; resources explain why some firms can occupy attractive positions and others cannot.",
          ),
        },
      },
    ],
  },
  {
    slug: "molecular-virology",
    discipline: "Virology",
    title: "Molecular Virology",
    description:
      "Viral replication strategies organised by the Baltimore classification, receptor binding, membrane fusion and uncoating, the replication and error rates of RNA genomes and retroviruses, and viral evasion of innate immunity, studied from primary literature.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "innate immunity",
    modules: [
      {
        title: "The Baltimore Classification",
        description:
          "Every virus must make messenger RNA that the host ribosome can read; Baltimore grouped viruses by how they get there.",
        lesson: {
          title: "Seven routes to mRNA",
          html:
            p(
              "Viruses differ enormously in size, shape and host range, but in 1971 David Baltimore proposed a classification based on a single functional question: how does the virus produce positive-sense messenger RNA from its genome? Because all viruses depend on host ribosomes for protein synthesis, mRNA is the point on which every replication strategy converges. The scheme, originally of six classes, now has seven, and it predicts which enzymes a virus must carry or encode.",
            ) +
            "<table><tr><th>Class</th><th>Genome</th><th>Route to mRNA</th><th>Examples</th></tr><tr><td>I</td><td>double-stranded DNA</td><td>host or viral DNA-dependent RNA polymerase</td><td>herpesviruses, adenoviruses, poxviruses</td></tr><tr><td>II</td><td>single-stranded DNA</td><td>converted to dsDNA, then transcribed</td><td>parvoviruses</td></tr><tr><td>III</td><td>double-stranded RNA</td><td>viral RdRp transcribes within the capsid</td><td>rotaviruses</td></tr><tr><td>IV</td><td>positive-sense ssRNA</td><td>genome is itself mRNA</td><td>poliovirus, coronaviruses, flaviviruses</td></tr><tr><td>V</td><td>negative-sense ssRNA</td><td>packaged viral RdRp transcribes the genome</td><td>influenza, measles, rabies, Ebola</td></tr><tr><td>VI</td><td>ssRNA with DNA intermediate</td><td>reverse transcription, integration, host transcription</td><td>HIV and other retroviruses</td></tr><tr><td>VII</td><td>gapped dsDNA with RNA intermediate</td><td>host transcription; genome made by reverse transcription</td><td>hepatitis B virus</td></tr></table>" +
            p(
              "The classification has direct consequences. Because no host cell makes RNA from an RNA template, class III and class V viruses must carry their RNA-dependent RNA polymerase (RdRp) inside the virion; their purified genomes are not infectious on their own. Class IV genomes, by contrast, are infectious when introduced into a cell as naked RNA, because ribosomes translate them directly, producing a polyprotein that includes the polymerase. Most DNA viruses of class I replicate in the nucleus and use host RNA polymerase II; poxviruses are the exception, replicating in the cytoplasm and therefore encoding their own transcription machinery.",
              "Class VI and VII viruses both use reverse transcriptase, but at opposite points in the cycle: retroviruses copy their RNA genome into DNA after entry, while hepatitis B virus packages RNA and reverse transcribes it into DNA inside the maturing capsid.",
            ),
        },
      },
      {
        title: "Attachment, Entry and Uncoating",
        description:
          "Follow HIV-1 and influenza A from receptor binding to the release of their genomes into the cytoplasm.",
        lesson: {
          title: "Receptors, co-receptors and fusion",
          html: p(
            "Infection begins when a virion attaches to specific molecules on the host cell surface. Receptor availability is a major determinant of tropism, the range of cells, tissues and species a virus can infect. Entry then requires crossing a membrane, and for enveloped viruses this means fusing the viral envelope with a cellular membrane, either at the cell surface or after endocytosis. Uncoating, the release of the genome from the capsid, completes the process.",
            "HIV-1 illustrates fusion at the plasma membrane. Its envelope glycoprotein is a trimer of gp120 surface subunits bound to gp41 transmembrane subunits. Gp120 binds CD4 on helper T cells and macrophages, which induces a conformational change exposing a site for a co-receptor, the chemokine receptor CCR5 or CXCR4. Co-receptor binding releases gp41, whose hydrophobic fusion peptide inserts into the target membrane; gp41 then folds back on itself into a six-helix bundle, pulling the two membranes together until they fuse. The importance of the co-receptor was shown by people homozygous for the CCR5-Δ32 deletion, who are largely protected from infection by CCR5-using strains, and by the apparent cures of patients who received stem-cell transplants from such donors, beginning with Timothy Ray Brown, treated in Berlin in 2007 and 2008. The drug maraviroc blocks CCR5, and enfuvirtide blocks six-helix bundle formation.",
            "Influenza A virus instead enters by endocytosis. Its haemagglutinin (HA) binds sialic acid on cell-surface glycans; human-adapted strains prefer α2,6-linked sialic acid, abundant in the upper respiratory tract, while avian strains prefer α2,3 linkages. After uptake, the endosome acidifies, and at about pH 5 to 5.5 HA undergoes an irreversible rearrangement that projects the fusion peptide of its HA2 subunit into the endosomal membrane. HA is only fusion-competent if the precursor HA0 has been cleaved by a host protease; highly pathogenic avian strains carry a polybasic cleavage site that ubiquitous furin-like proteases can cut, allowing systemic spread.",
            "Acidification also acts inside the virion. The M2 ion channel admits protons, weakening the association of the matrix protein M1 with the ribonucleoprotein complexes, which are then released and imported into the nucleus. Amantadine and rimantadine block M2, although nearly all circulating strains now carry mutations that defeat them.",
          ),
        },
      },
      {
        title: "RNA Replication, Error Rates and Reverse Transcription",
        description:
          "Fast, error-prone copying gives RNA viruses their adaptability and limits the size of their genomes.",
        lesson: {
          title: "Living near the error threshold",
          html: p(
            "Viral RNA-dependent RNA polymerases lack the 3′ to 5′ exonuclease proofreading activity of most cellular DNA polymerases. Their error rates are correspondingly high, typically between 10⁻⁴ and 10⁻⁶ substitutions per nucleotide per copy, compared with about 10⁻⁹ to 10⁻¹⁰ for replicative cellular DNA synthesis. For poliovirus, whose genome is about 7 500 nucleotides long, an error rate near 10⁻⁴ means that almost every new genome carries at least one mutation. An infected host therefore contains not a single sequence but a cloud of related variants, described by Manfred Eigen's quasispecies theory.",
            "High mutation rates are a double-edged sword. They generate the diversity on which selection acts, allowing rapid escape from antibodies and antiviral drugs. But most mutations are harmful, and Eigen showed that a replicator cannot maintain its genetic information if the product of its error rate and genome length rises much above one, the error threshold. This helps explain why most RNA viruses have genomes of only 7 to 15 kilobases. Coronaviruses, with genomes of about 30 kilobases, are the exception that proves the rule: their nonstructural protein 14 carries a 3′ to 5′ exonuclease that proofreads newly made RNA, lowering the error rate roughly tenfold. Lethal mutagenesis exploits the threshold deliberately; the nucleoside analogue ribavirin and the drug molnupiravir increase the mutation rate until viral populations collapse.",
            "Retroviruses copy their genomes through DNA. After entry, reverse transcriptase, priming from a host transfer RNA bound to the genome (tRNA<sup>Lys3</sup> in HIV-1), synthesises minus-strand DNA, while its RNase H domain degrades the RNA template. Two template switches and plus-strand synthesis produce a double-stranded DNA with long terminal repeats at each end, which integrase inserts into host chromatin as a provirus. From then on the viral genome is transcribed by host RNA polymerase II like a cellular gene, and it is inherited by the cell's descendants, the basis of the latent reservoir that prevents antiretroviral therapy from curing HIV infection.",
            "HIV-1 reverse transcriptase makes about 3 × 10⁻⁵ errors per base per cycle; with a genome of roughly 9 700 nucleotides, that is about one mutation in every three new proviruses. Combined with frequent recombination between the two packaged RNA copies and the production of around 10¹⁰ virions a day in an untreated person, this diversity explains why monotherapy fails and why treatment combines three drugs from at least two classes.",
          ),
        },
      },
    ],
  },
  {
    slug: "distributed-systems-time-failure-consensus",
    discipline: "Distributed systems",
    title: "Distributed Systems: Time, Failure and Consensus",
    description:
      "Logical and vector clocks, the FLP impossibility result and its escape routes, replicated state machines with Raft, and Byzantine fault tolerance. Graduate students read the original papers and implement a replicated key-value store.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "Byzantine fault tolerance",
    modules: [
      {
        title: "Logical Time and Causality",
        description:
          "Without a global clock, order events by causality instead: Lamport clocks capture it partially, vector clocks exactly.",
        lesson: {
          title: "Happened-before, Lamport clocks and vector clocks",
          html:
            p(
              "Physical clocks on different machines drift, and synchronisation protocols such as NTP bound the error only to milliseconds, too coarse to order events that happen microseconds apart. Leslie Lamport's 1978 paper 'Time, Clocks, and the Ordering of Events in a Distributed System' replaced physical time with causality. He defined the happened-before relation, written a → b: if a and b occur in the same process and a comes first; or if a is the sending of a message and b its receipt; or transitively through a chain of such steps. Events that are not related either way are concurrent, written a ∥ b.",
              "A Lamport clock is an integer counter C in each process. Before each local event, including a send, the process increments C; each message carries the sender's C; on receipt, the receiver sets C to max(C, C<sub>msg</sub>) + 1. This guarantees the clock condition: if a → b then C(a) < C(b). The converse does not hold, so comparing two Lamport timestamps cannot tell whether events are causally related or concurrent. Breaking ties by process identifier nevertheless gives a total order consistent with causality, which Lamport used to build a mutual exclusion algorithm.",
              "Vector clocks, introduced independently by Colin Fidge and Friedemann Mattern in 1988, characterise causality exactly. With n processes each keeps a vector V of n counters. A process increments its own entry before each event, sends its vector with each message, and on receipt takes the element-wise maximum before incrementing its own entry. Then a → b if and only if V(a) ≤ V(b) element-wise and V(a) ≠ V(b); if neither vector dominates, the events are concurrent.",
            ) +
            "<table><tr><th>Event</th><th>Process</th><th>Vector</th></tr><tr><td>a: local event</td><td>P1</td><td>[1, 0, 0]</td></tr><tr><td>b: send to P2</td><td>P1</td><td>[2, 0, 0]</td></tr><tr><td>c: local event</td><td>P3</td><td>[0, 0, 1]</td></tr><tr><td>d: receive from P1</td><td>P2</td><td>[2, 1, 0]</td></tr></table>" +
            p(
              "Here a → d, since [1, 0, 0] ≤ [2, 1, 0], while c ∥ d because neither vector dominates. Dynamo-style databases use version vectors, a close relative, to detect conflicting concurrent writes, at the cost of storage that grows with the number of writers.",
            ),
        },
      },
      {
        title: "The FLP Impossibility Result",
        description:
          "Consensus cannot be guaranteed in a fully asynchronous system if even one process may crash, so practical protocols weaken an assumption.",
        lesson: {
          title: "Why deterministic consensus cannot always terminate",
          html:
            p(
              "In the consensus problem each process proposes a value and all correct processes must decide on one. A protocol must satisfy agreement, so that no two correct processes decide differently; validity, so that the decided value was proposed by some process; and termination, so that every correct process eventually decides. Consensus underlies atomic commit, leader election, replicated logs and configuration management.",
              "In 1985 Michael Fischer, Nancy Lynch and Michael Paterson proved that no deterministic protocol can solve consensus in an asynchronous system, one with no bound on message delay or relative process speed, if even a single process may fail by crashing. The proof turns on the notion of a bivalent configuration, a global state from which either decision value is still reachable. The authors show that some initial configuration is bivalent, and that from any bivalent configuration an adversarial scheduler can always delay one critical message so that the system moves to another bivalent configuration. The run can therefore continue forever without deciding. The root difficulty is that, in an asynchronous system, a crashed process cannot be distinguished from a very slow one.",
              "FLP does not say consensus is never reached, only that no protocol can guarantee it in every run. Practical systems escape the result by strengthening the model in one of three ways:",
            ) +
            "<ul><li><b>Partial synchrony</b>: Cynthia Dwork, Nancy Lynch and Larry Stockmeyer (1988) showed that consensus is solvable if the system eventually behaves synchronously, after an unknown global stabilisation time. Protocols stay safe at all times and make progress once delays settle.</li><li><b>Unreliable failure detectors</b>: Tushar Chandra and Sam Toueg (1996) showed that a detector that may make mistakes, but eventually stops suspecting some correct process, the class ◇S, suffices with a majority of correct processes.</li><li><b>Randomisation</b>: Michael Ben-Or (1983) gave a protocol that terminates with probability 1 by letting undecided processes flip coins.</li></ul>" +
            p(
              "In every case the bound on faults remains: with crash failures, consensus requires a majority of correct processes, so a group of 2f + 1 replicas tolerates f crashes. Production protocols such as Paxos and Raft follow the partial-synchrony route, never violating agreement but relying on timeouts to regain liveness.",
            ),
        },
      },
      {
        title: "Replicated State Machines with Raft",
        description:
          "Implement leader election and log replication so that a cluster of servers behaves like one reliable machine.",
        lesson: {
          title: "Terms, elections and the replicated log",
          html: p(
            "A replicated state machine keeps identical copies of a deterministic service on several servers. If every server applies the same commands in the same order, all reach the same state, and the service survives the failure of a minority of them. The problem thus reduces to agreeing on the contents of a log. Raft, published by Diego Ongaro and John Ousterhout in 2014, solves it with a design chosen explicitly for understandability as an alternative to Lamport's Paxos, and is used in etcd, Consul and CockroachDB.",
            "Raft divides time into numbered terms, each beginning with an election. Every server is a follower, a candidate or a leader. A follower that hears nothing from a leader within its election timeout, chosen at random, typically between 150 and 300 milliseconds, increments its term, becomes a candidate, votes for itself and requests votes from the others. A server grants at most one vote per term, and only to a candidate whose log is at least as up to date as its own, compared by the term and then the index of the last entry. A candidate with votes from a majority becomes leader. Randomised timeouts make split votes rare, and any server seeing a higher term reverts to follower.",
            "The leader accepts client commands, appends them to its log and sends AppendEntries messages to the followers. Each message carries the index and term of the entry preceding the new ones, and a follower rejects it if its own log does not match there. The leader then backs up and retries until the logs agree, overwriting any conflicting entries on the follower. This enforces the log matching property: if two logs contain an entry with the same index and term, they are identical up to that point.",
            "An entry is committed once the leader has stored it on a majority of servers, at which point it can be applied to the state machine and the client answered. The leader commits only entries from its own term by counting replicas; earlier entries become committed indirectly. Together with the election restriction, this guarantees leader completeness: every committed entry appears in the logs of all future leaders. With five servers, the cluster tolerates two failures and continues to serve requests as long as any three can communicate.",
          ),
        },
      },
    ],
  },
  {
    slug: "metatheory-of-first-order-logic",
    discipline: "Mathematical logic",
    title: "Metatheory of First-Order Logic",
    description:
      "Gödel's completeness theorem by Henkin's method, compactness and the Löwenheim-Skolem theorems with their model-theoretic consequences, Gödel's incompleteness theorems, and the decidability of Presburger arithmetic; proofs are presented in full and set as exercises.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "Presburger arithmetic",
    modules: [
      {
        title: "Completeness",
        description:
          "Show that every consistent first-order theory has a model, so that semantic consequence and formal proof coincide.",
        lesson: {
          title: "Henkin's proof of the completeness theorem",
          html: p(
            "First-order logic has two notions of consequence. Semantically, a set of sentences Γ entails φ, written Γ ⊨ φ, if φ is true in every structure in which all of Γ is true. Syntactically, Γ ⊢ φ if there is a formal derivation of φ from Γ in a fixed proof system, such as a Hilbert-style system or natural deduction. Soundness, the statement that Γ ⊢ φ implies Γ ⊨ φ, is proved by a routine induction on derivations. The converse, completeness, was proved by Kurt Gödel in his 1929 doctoral dissertation, published in 1930. The proof now usually taught is Leon Henkin's of 1949, which establishes the equivalent statement that every consistent set of sentences has a model.",
            "Henkin's idea is to build the model out of the syntax itself. Let Γ be consistent in a countable language L. First add countably many new constants and, for each formula ∃x φ(x), a witnessing axiom ∃x φ(x) → φ(c) with a fresh constant c; one checks that this preserves consistency, and repeats the process so that every existential formula in the enlarged language has a witness. Next, enumerate all sentences ψ<sub>0</sub>, ψ<sub>1</sub>, … of the enlarged language and extend Γ step by step, adding ψ<sub>n</sub> if the result remains consistent and ¬ψ<sub>n</sub> otherwise. The union Γ* is maximally consistent: for every sentence, it contains either the sentence or its negation.",
            "The model is the term model. Its domain consists of the closed terms, identified when Γ* contains the equation t = s; this relation is a congruence because of the equality axioms. A relation symbol R holds of the classes of t<sub>1</sub>, …, t<sub>n</sub> exactly when R(t<sub>1</sub>, …, t<sub>n</sub>) is in Γ*. The truth lemma, proved by induction on formulas, states that a sentence is true in this structure if and only if it belongs to Γ*. The witness axioms are what make the existential case work: if ∃x φ(x) is in Γ*, so is φ(c) for some constant c, and the class of c is the required element. In particular, every sentence of Γ is true in the model.",
            "For uncountable languages the same construction goes through with a transfinite enumeration, using the axiom of choice or an equivalent.",
          ),
        },
      },
      {
        title: "Compactness and Löwenheim-Skolem",
        description:
          "Two consequences of completeness that show how little first-order logic can pin down about infinite structures.",
        lesson: {
          title: "Non-standard models and cardinality",
          html: p(
            "The compactness theorem states that a set of first-order sentences has a model if and only if every finite subset has a model. It follows at once from completeness: if Γ has no model, then Γ is inconsistent, and since a derivation uses only finitely many premises, some finite subset of Γ is already inconsistent and therefore has no model. Compactness can also be proved directly, without any proof system, by the ultraproduct construction and Łoś's theorem.",
            "Its first striking consequence concerns arithmetic. Let Th(ℕ) be the set of all sentences true in the standard natural numbers with 0, successor, addition, multiplication and order. Add a new constant c and the sentences c > 0, c > 1, c > 2 and so on, one for each numeral. Every finite subset is satisfied in ℕ itself by interpreting c as a large enough number, so by compactness the whole set has a model. In that model c is larger than every standard number, yet the model satisfies every first-order truth of arithmetic. Thoralf Skolem constructed such non-standard models in 1934. Hence no first-order theory, however strong, characterises ℕ up to isomorphism. The same trick shows that any theory with arbitrarily large finite models has an infinite model, so finiteness is not first-order definable.",
            "The Löwenheim-Skolem theorems concern cardinality. The downward theorem, proved by Leopold Löwenheim in 1915 and refined by Skolem in 1920, states that if a theory in a countable language has an infinite model, it has a countable one; more generally, every structure has an elementary substructure of cardinality at most the size of the language plus ℵ<sub>0</sub>. The upward theorem states that a theory with an infinite model has models of every infinite cardinality at least that of the language.",
            "Together they yield Skolem's paradox: Zermelo-Fraenkel set theory, if consistent, has a countable model, even though it proves that uncountable sets exist. There is no contradiction. Inside the countable model no bijection between ℕ and the set that the model calls ℝ exists, although one exists outside it; countability is relative to the model. The theorems also underlie Łoś-Vaught and Morley's results on categoricity in uncountable powers.",
          ),
        },
      },
      {
        title: "Gödel's Incompleteness Theorems",
        description:
          "Why can no consistent, effectively axiomatised theory of arithmetic prove all arithmetical truths, or its own consistency?",
        lesson: {
          title: "Arithmetisation, diagonalisation and unprovability",
          html:
            p(
              "In 1931 Kurt Gödel published 'On Formally Undecidable Propositions of <i>Principia Mathematica</i> and Related Systems I', ending the hope, central to David Hilbert's programme, of a complete and provably consistent formal foundation for mathematics. In modern form the first incompleteness theorem states: if T is a consistent, effectively axiomatised theory that interprets a modest fragment of arithmetic, such as Robinson's arithmetic Q, then there is a sentence G in the language of T such that neither G nor ¬G is provable in T.",
              "The proof has three ingredients.",
            ) +
            "<ul><li><b>Arithmetisation.</b> Symbols, formulas and derivations are coded as natural numbers, their Gödel numbers, so that syntactic properties become arithmetical ones. Because T is effectively axiomatised, the relation 'd codes a proof in T of the formula coded by x' is primitive recursive, and therefore representable in Q by a formula Prf<sub>T</sub>(d, x). Provability is Prov<sub>T</sub>(x) = ∃d Prf<sub>T</sub>(d, x).</li><li><b>The diagonal lemma.</b> For any formula ψ(x) with one free variable there is a sentence δ such that T ⊢ δ ↔ ψ(⌜δ⌝), where ⌜δ⌝ is the numeral of δ's code.</li><li><b>The Gödel sentence.</b> Applying the lemma to ¬Prov<sub>T</sub>(x) gives G with T ⊢ G ↔ ¬Prov<sub>T</sub>(⌜G⌝): G says of itself that it is unprovable.</li></ul>" +
            p(
              "If T proved G, then, since proofs are checkable, T would prove Prov<sub>T</sub>(⌜G⌝) and hence ¬G, and would be inconsistent. So T does not prove G. Gödel's original argument needed the stronger hypothesis of ω-consistency to show that T does not prove ¬G either; J. Barkley Rosser removed it in 1936 with the sentence 'for every proof of me there is a shorter proof of my negation'. If T is sound, G is true in ℕ, so there are true but unprovable sentences.",
              "The second incompleteness theorem formalises the first argument inside T. Writing Con<sub>T</sub> for ¬Prov<sub>T</sub>(⌜0 = 1⌝), T proves Con<sub>T</sub> → G, so if T proved its own consistency it would prove G. Hence a consistent T satisfying the Hilbert-Bernays-Löb derivability conditions, such as Peano arithmetic or ZFC, cannot prove Con<sub>T</sub>. Gentzen's 1936 consistency proof for Peano arithmetic is consistent with this, because it uses transfinite induction up to the ordinal ε<sub>0</sub>, which Peano arithmetic cannot prove.",
            ),
        },
      },
    ],
  },
];
