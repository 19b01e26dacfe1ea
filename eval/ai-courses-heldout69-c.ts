/** Sixty-ninth held-out evaluation courses, advanced level (C to D); see ai-courses-heldout69.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT69_C: EvalCourse[] = [
  {
    slug: "electromagnetic-compatibility-in-product-design",
    discipline: "Electromagnetic compatibility engineering",
    title: "Electromagnetic Compatibility in Product Design",
    description:
      "Products that fail compliance testing at the end of development cost months of redesign. Taking a design-for-compliance approach, the course analyses coupling paths and radiated and conducted emissions, return-current control in multilayer boards, filter and shield design, and electrostatic discharge immunity, with reference to CISPR 32 and the IEC 61000-4 series.",
    level: "advanced",
    duration: "eleven weeks (a two-hour lecture and a three-hour laboratory a week)",
    plantedGap: "electrostatic discharge",
    modules: [
      {
        title: "Coupling Paths and Emission Limits",
        description:
          "Source-path-victim analysis, differential- and common-mode currents, and the CISPR 32 limits a product must meet.",
        lesson: {
          title: "Why common-mode currents dominate radiated emissions",
          html: p(
            "Every interference problem has a source, a coupling path and a victim, and it can be solved by acting on any of the three. Coupling occurs by conduction along shared conductors, including shared impedance in a common return; by electric-field (capacitive) and magnetic-field (inductive) coupling between nearby circuits; and by radiation, once the structures involved are a significant fraction of a wavelength.",
            "Currents on a pair of conductors can be decomposed into a differential-mode part, equal and opposite on the two conductors, which is the intended signal, and a common-mode part, flowing in the same direction on both and returning through stray capacitance to the surroundings. The two radiate very differently.",
            "Henry Ott gives simple estimates of the maximum field at distance r over a reflecting ground plane, as on an open-area test site. For a small differential-mode loop of area A carrying current I at frequency f, E \u2248 2.63 \u00d7 10\u207b\u00b9\u2074 f\u00b2AI / r volts per metre. For a short cable of length L carrying common-mode current I, E \u2248 1.26 \u00d7 10\u207b\u2076 fLI / r. Note the f\u00b2 dependence of the loop against the f dependence of the cable.",
            "Compare both against the CISPR 32 Class B limit for residential equipment, which at a 3 m measurement distance is 40 dB\u00b5V/m quasi-peak from 30 to 230 MHz and 47 dB\u00b5V/m from 230 MHz to 1 GHz; the Class A limits for commercial and industrial equipment are 10 dB higher. At 100 MHz the Class B limit is 100 \u00b5V/m. A 10 cm\u00b2 loop (10\u207b\u00b3 m\u00b2) reaches that field with about 1.1 mA of differential-mode current. A 1 m cable reaches it with only about 2.4 \u00b5A of common-mode current, roughly five hundred times less.",
            "This explains the common experience that a board that looks clean on the bench fails as soon as cables are attached. A few microamps of common-mode current, driven by a small voltage difference between the circuit reference and the cable shield or by ground-plane noise, turns the cable into an efficient monopole antenna. Diagnosis therefore starts with a current probe clamped round each cable: convert the probe reading to current with its transfer impedance, apply the formula, and you have an estimate of the radiated field before going near a test chamber. Controlling those common-mode currents is the theme of the rest of the course.",
          ),
        },
      },
      {
        title: "Return Paths and PCB Stack-up",
        description:
          "How high-frequency return current follows the signal, and the stack-up, split-plane and decoupling decisions that follow from it.",
        lesson: {
          title: "Controlling the return current",
          html:
            p(
              "Current flows in loops, and at high frequency it returns by the path of least impedance, not least resistance. Above a few tens of kilohertz on a typical board, inductance dominates, and the lowest-inductance return is the one that minimises loop area: in the reference plane directly beneath the signal trace. For a microstrip at height h above the plane, the return current density falls off with lateral distance x roughly as 1 / (1 + (x/h)\u00b2), so most of it is concentrated within a few trace heights of the trace.",
              "Any interruption to that return path increases loop area, inductance and, crucially, the voltage developed across the plane, which drives common-mode current onto cables. The usual offenders are:",
            ) +
            "<ul><li>slots and splits in the reference plane, often created to separate analogue and digital grounds, which force returns to detour around the gap;</li><li>connector pin fields and via clusters that perforate the plane into a comb;</li><li>layer changes where the signal moves to a different reference plane with no nearby path for the return to follow;</li><li>traces routed at the board edge, where fringing fields escape.</li></ul>" +
            p(
              "Stack-up decisions follow. On four layers, signal-ground-power-signal is common, but the outer signal layers reference different planes. A six-layer build allows every signal layer a dedicated adjacent ground plane. Where a signal changes reference plane between two grounds, place a ground stitching via next to the signal via; between a power and a ground plane, place a stitching capacitor, accepting that its inductance limits its effect at high frequency. Closely spaced power and ground planes, 0.1 mm or less apart, add low-inductance interplane capacitance.",
              "Decoupling performance is set by the mounting inductance more than the capacitance. A small capacitor with short, wide connections and vias at the pads outperforms a larger one on long traces. Several different values in parallel can create antiresonances where the impedance peaks, so simulate or measure the power distribution network rather than copying a rule of thumb.",
              "Finally, rise time matters more than clock frequency. The spectrum envelope of a trapezoidal waveform is flat to 1/(\u03c0t), where t is the pulse width, falls at 20 dB per decade, then falls at 40 dB per decade above 1/(\u03c0t\u1d63), where t\u1d63 is the rise time. Slowing edges to what the interface actually needs is one of the cheapest emission reductions available.",
            ),
        },
      },
      {
        title: "Filtering and Shielding",
        description:
          "Designing mains filters for common- and differential-mode noise, and enclosures whose apertures and cable entries do not leak.",
        lesson: {
          title: "Filters and apertures",
          html: p(
            "Conducted emissions on mains ports are measured from 150 kHz to 30 MHz using a line impedance stabilisation network (LISN), specified in CISPR 16-1-2, which presents a defined 50 \u03a9 / 50 \u00b5H impedance to the equipment and isolates the measurement from the supply. Below a few megahertz, differential-mode noise from a switching converter's input current usually dominates; above, common-mode noise coupled through the switching node's capacitance to the heatsink and chassis takes over.",
            "A typical mains filter has an X capacitor across line and neutral for differential-mode noise, a common-mode choke, and Y capacitors from each line to protective earth for common-mode noise. The common-mode choke has two windings on a high-permeability ferrite core, wound so that the differential-mode load current produces cancelling flux; the core therefore does not saturate, while common-mode current sees the full inductance. Its leakage inductance also gives a little differential-mode attenuation. Y capacitance is capped by the touch-current limits of the product safety standard, which is why common-mode filtering often has to rely on inductance.",
            "Insertion loss depends on the impedances a filter sits between. The rule is to present a mismatch: a shunt capacitor facing a high impedance, a series inductor facing a low one. Datasheet figures for 50 \u03a9 terminations may be far better than the result between a real converter and a real mains network.",
            "For shields, absorption loss in decibels is about 8.69 t / \u03b4, with t the thickness and \u03b4 the skin depth, 1 / \u221a(\u03c0f\u03bc\u03c3). For copper, \u03b4 is about 66 \u00b5m at 1 MHz and 2.1 mm at 1 kHz, so thin metal is an excellent shield at high frequencies and a poor one against low-frequency magnetic fields, for which steel or mu-metal is needed.",
            "Enclosures leak through their openings, not their walls. A slot behaves as an antenna whose leakage depends on its longest dimension, not its area, and resonates when that length is half a wavelength. A useful estimate of shielding effectiveness is 20 log\u2081\u2080(\u03bb / 2L) dB: for 20 dB at 1 GHz, where \u03bb = 30 cm, slots must be no longer than 1.5 cm. Many small holes are better than one long slot. Cables crossing the boundary must be filtered at the entry or have their screens bonded 360\u00b0 to the enclosure; a pigtail a few centimetres long adds enough inductance to defeat the shield at high frequencies.",
          ),
        },
      },
    ],
  },
  {
    slug: "quantitative-genetics-for-livestock-improvement",
    discipline: "Animal breeding",
    title: "Quantitative Genetics for Livestock Improvement",
    description:
      "Genetic progress in cattle, sheep, pigs and poultry rests on a small set of quantitative ideas. Covering heritability and the breeder's equation, best linear unbiased prediction of breeding values, genomic selection and crossbreeding systems, the course equips postgraduate students to read and critique national genetic evaluations.",
    level: "advanced",
    duration: "ten weeks (two lectures and one computer practical in R a week)",
    plantedGap: "crossbreeding systems",
    modules: [
      {
        title: "Heritability, Selection Response and the Breeder's Equation",
        description:
          "Partitioning phenotypic variance, estimating heritability, and predicting response to selection per generation and per year.",
        lesson: {
          title: "Predicting response to selection",
          html: p(
            "A phenotype is modelled as P = G + E, and the genotypic value as G = A + D + I: the additive or breeding value, dominance deviations and epistatic interactions. Only A is reliably transmitted, because a parent passes on a sample half of its alleles, not its genotype. The narrow-sense heritability h\u00b2 = \u03c3\u00b2A / \u03c3\u00b2P is the proportion of phenotypic variance due to breeding values, and it determines how well phenotype predicts breeding value.",
            "Heritability can be estimated from the resemblance between relatives. The regression of offspring on one parent estimates \u00bdh\u00b2 and on the mid-parent estimates h\u00b2; the intraclass correlation among paternal half-sibs estimates \u00bch\u00b2. In practice, REML fitting of an animal model, using all relationships at once, is standard. Fertility traits typically have h\u00b2 of 0.02 to 0.10, growth 0.2 to 0.4, and carcass and milk composition 0.4 to 0.6.",
            "The breeder's equation predicts the response to selection as R = h\u00b2S, where S is the selection differential, the superiority of selected parents over the mean. Writing S = i\u03c3P, with i the standardised selection intensity, gives R = ih\u00b2\u03c3P, or more generally R = i r\u03c3A, where r is the accuracy of selection, the correlation between the selection criterion and the true breeding value. For selection on own phenotype, r = h.",
            "Selection differs between the sexes, so R = \u00bd(i\u2098 + i_f) h\u00b2\u03c3P. Worked example: weaning weight in a beef herd has h\u00b2 = 0.25 and \u03c3P = 25 kg. Selecting the top 10% of bull calves (i = 1.755) and the top 50% of heifers (i = 0.798) gives a mean intensity of 1.277 and R = 1.277 \u00d7 0.25 \u00d7 25, about 8.0 kg per generation.",
            "Progress per year is \u0394G = i r \u03c3A / L, where L is the generation interval, the average age of parents when their offspring are born. Rendel and Robertson's four-path formula sums the genetic superiority of sires of sires, sires of dams, dams of sires and dams of dams and divides by the sum of the four generation intervals. In the example, if bulls are used at an average age of 3 years and cows at 5, L = 4 years and progress is about 2 kg a year. Using young, less accurately evaluated sires lowers r but may lower L by more.",
          ),
        },
      },
      {
        title: "BLUP and the Animal Model",
        description:
          "Henderson's mixed model equations, the numerator relationship matrix and the accuracy of estimated breeding values.",
        lesson: {
          title: "Henderson's mixed model equations",
          html: p(
            "Real data are unbalanced: animals are recorded in different herds, years and seasons, and the best animals are mated to each other. Best linear unbiased prediction, developed by C. R. Henderson from the 1950s onwards, handles this by fitting fixed environmental effects and random genetic effects simultaneously.",
            "The animal model is y = Xb + Za + e, where y is the vector of records, b the fixed effects such as contemporary group (herd-year-season) and age of dam, a the vector of breeding values for all animals in the pedigree, and X and Z the incidence matrices. Breeding values have variance A\u03c3\u00b2a, where A is the numerator relationship matrix of additive relationships (1 on the diagonal plus the inbreeding coefficient, 0.5 between parent and offspring or full sibs, 0.25 between half-sibs), and residuals have variance I\u03c3\u00b2e.",
            "Henderson's mixed model equations are [X\u2032X, X\u2032Z; Z\u2032X, Z\u2032Z + A\u207b\u00b9\u03b1] [b\u0302; \u00e2] = [X\u2032y; Z\u2032y], with \u03b1 = \u03c3\u00b2e / \u03c3\u00b2a = (1 \u2212 h\u00b2) / h\u00b2. For h\u00b2 = 0.25, \u03b1 = 3. The solutions \u00e2 are the estimated breeding values (EBVs). Two results made national evaluations feasible: Henderson's 1976 rules for writing A\u207b\u00b9 directly from a list of animals and their parents, which is sparse even when A is dense, and iterative solvers that handle millions of equations.",
            "BLUP has three useful properties. It corrects for fixed effects estimated jointly rather than in a prior adjustment step. It uses information from every relative through A, so an animal with no record of its own still receives an EBV from its parents and progeny. And, provided all the data on which selection was based are included, it accounts for selection and non-random mating.",
            "Each EBV comes with an accuracy, r = \u221a(1 \u2212 PEV / \u03c3\u00b2a), where PEV is the prediction error variance from the inverse of the coefficient matrix; r\u00b2 is called reliability. For a sire evaluated on n half-sib progeny, reliability is approximately n / (n + k) with k = (4 \u2212 h\u00b2) / h\u00b2. With h\u00b2 = 0.25, k = 15, so 50 daughters give a reliability of 50/65 = 0.77 and an accuracy of 0.88. In the US beef and dairy industries, results are often published as expected progeny differences or predicted transmitting abilities, which are half the EBV, because a parent passes on half its breeding value.",
          ),
        },
      },
      {
        title: "Genomic Selection",
        description:
          "Marker-based prediction, reference populations, GBLUP and single-step evaluation, and why generation intervals fell.",
        lesson: {
          title: "From markers to genomic breeding values",
          html:
            p(
              "Meuwissen, Hayes and Goddard proposed in 2001 that breeding values could be predicted from dense genome-wide markers by estimating the effects of all of them simultaneously, without first locating individual genes. The approach became practical when single nucleotide polymorphism (SNP) chips such as the Illumina BovineSNP50, with about 54,000 markers, became available in 2007\u201308. US dairy cattle evaluations incorporated genomic information from January 2009.",
              "Marker effects are estimated in a reference population of animals with genotypes and accurate phenotypes or EBVs, then applied to young genotyped candidates. An equivalent and widely used formulation is GBLUP, which replaces the pedigree matrix A with a genomic relationship matrix G. VanRaden's (2008) first method builds G = ZZ\u2032 / 2\u03a3p\u1d62(1 \u2212 p\u1d62), where Z holds genotypes coded 0, 1, 2 and centred by twice the allele frequency p\u1d62. G captures the proportion of the genome two animals actually share, so full sibs, expected to share 0.5, can be told apart.",
              "Most national evaluations now use single-step GBLUP, proposed by Legarra, Aguilar and Misztal in 2009 and by Christensen and Lund in 2010, which blends genotyped and ungenotyped animals in one relationship matrix H. Its inverse has a convenient form:",
            ) +
            "<ul><li>H\u207b\u00b9 = A\u207b\u00b9 + [0, 0; 0, G\u207b\u00b9 \u2212 A\u2082\u2082\u207b\u00b9], where A\u2082\u2082 is the pedigree relationship matrix among genotyped animals;</li><li>G is usually blended with a small proportion of A\u2082\u2082 and scaled to be compatible with it, to avoid bias and ensure invertibility.</li></ul>" +
            p(
              "Accuracy depends on the size of the reference population N, the heritability and the effective number of independent chromosome segments M\u2091, which is larger in populations with larger effective size. Daetwyler's deterministic approximation is r\u00b2 = Nh\u00b2 / (Nh\u00b2 + M\u2091). With N = 20,000, h\u00b2 = 0.3 and M\u2091 = 1,000, r\u00b2 = 6,000 / 7,000, an accuracy of about 0.93. Low-heritability traits need far larger references.",
              "The largest effect has been on the generation interval. A dairy bull once needed a progeny test and was five or six years old before his semen was widely used. Genomic EBVs at birth allow young bulls to be used immediately; Garc\u00eda-Ruiz and colleagues (2016) reported that the sire-of-bull generation interval in US Holsteins fell from about seven years to under two and a half, while annual genetic gain rose by roughly 50 to 100% for yield traits and faster still for low-heritability traits such as fertility.",
            ),
        },
      },
    ],
  },
  {
    slug: "diplomatics-the-critical-study-of-medieval-charters",
    discipline: "Diplomatics",
    title: "Diplomatics: The Critical Study of Medieval Charters",
    description:
      "Charters, grants of land and rights written in formulaic Latin, are the commonest documents to survive from the Middle Ages, and many are copies or forgeries. Working from facsimiles of English and continental documents, postgraduates analyse the formulaic structure of the charter, test authenticity from script, formulae and sealing, study chancery practice and cartularies, and meet papal documents as a distinct diplomatic tradition.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar with facsimiles a week)",
    plantedGap: "papal documents",
    modules: [
      {
        title: "The Anatomy of a Charter: Protocol, Text and Eschatocol",
        description: "Naming and recognising the formulae of a medieval charter and what each tells the historian.",
        lesson: {
          title: "Reading the formulae",
          html:
            p(
              "Diplomatics divides a document into three parts, each made of formulae whose wording changed over time and between writing offices. Recognising them lets a historian date a text, place it and judge whether it is what it claims to be.",
            ) +
            "<table><tr><th>Part</th><th>Formula</th><th>Example</th></tr><tr><td>Protocol</td><td>Invocation</td><td>In nomine sancte et individue Trinitatis, or a cross or chrismon</td></tr><tr><td></td><td>Superscription (intitulatio)</td><td>Henricus rex Anglorum</td></tr><tr><td></td><td>Address (inscriptio)</td><td>omnibus fidelibus suis Francis et Anglis</td></tr><tr><td></td><td>Salutation</td><td>salutem</td></tr><tr><td>Text</td><td>Preamble (arenga)</td><td>a general moral reflection on gift-giving or memory</td></tr><tr><td></td><td>Notification</td><td>Sciatis me</td></tr><tr><td></td><td>Exposition (narratio)</td><td>the circumstances leading to the act</td></tr><tr><td></td><td>Disposition</td><td>dedisse, concessisse et hac presenti carta mea confirmasse</td></tr><tr><td></td><td>Clauses</td><td>tenure, warranty, sanction, corroboration</td></tr><tr><td>Eschatocol</td><td>Dating and attestation</td><td>Hiis testibus; place and date</td></tr></table>" +
            p(
              "The disposition is the legal heart: the verbs that effect the grant. The clauses that follow define it. A tenure clause states how the land is held, in free alms or for knight service; a warranty clause binds the donor and heirs to defend the gift; a sanction threatens spiritual or temporal penalties on anyone who infringes it; and the corroboration announces the means of validation, such as 'I have confirmed this with the impression of my seal'.",
              "The balance between parts shifted over time. Anglo-Saxon royal diplomas open with long, rhetorical preambles, carry Latin texts with boundary clauses in Old English, and end with lists of crosses and subscriptions by king, bishops and nobles. Twelfth-century English private charters are shorter: a brief address to 'all those, present and future', a disposition, tenure and warranty clauses and a witness list, with the seal as the main guarantee. By the thirteenth century the witness list frequently ends 'and many others', and dating clauses, rare in earlier English private charters, became more common.",
              "Reading the formulae closely is therefore a dating tool in itself. An address to 'French and English' fits the generations after 1066; a warranty clause in a charter claiming to be from the eighth century is a warning sign.",
            ),
        },
      },
      {
        title: "Authenticity and Forgery",
        description: "External and internal criteria for testing a document, with case studies of notorious forgeries.",
        lesson: {
          title: "Testing a suspect charter",
          html: p(
            "Diplomatics as a discipline was born in a dispute about forgery. In 1675 the Jesuit Daniel Papebroch argued that many early Merovingian charters held by Benedictine houses were spurious. The Benedictine Jean Mabillon replied in 1681 with De re diplomatica, which set out systematic criteria for judging documents by comparison with securely authentic examples and laid the foundations of the discipline.",
            "External criteria concern the physical document. Is the parchment prepared and ruled in the manner of the period? Does the script match datable hands, with the letter forms, abbreviations and ligatures expected? Is the layout typical of the issuing office? How was it sealed: on a tag cut from the foot of the parchment (sur simple queue) or on a tag or cords passed through slits (sur double queue), and does the seal matrix match known impressions? Endorsements on the back show how the archive handled it.",
            "Internal criteria concern the text. Are the formulae right for the supposed date and office? Are titles anachronistic? Do the dating elements, such as regnal year, year of grace and indiction, agree with each other? Above all, were the witnesses alive and in office together? Worked example: a charter witnessed by Archbishop Theobald of Canterbury, in office 1139 to 1161, and by Thomas Becket as chancellor, an office he held from January 1155 until 1162, must date from 1155 to 1161. If it also names a bishop appointed in 1163, something is wrong.",
            "Medieval forgery was common and often, to its makers, justified. Monasteries that had held land for centuries by oral tradition or through lost documents produced charters to prove title in royal courts that increasingly demanded written evidence. At Westminster Abbey in the twelfth century, the prior Osbert of Clare is associated with a group of forged charters in the name of Edward the Confessor, asserting privileges and property. Crowland Abbey's history, attributed to Ingulf, incorporated forged charters whose falsity was conclusively demonstrated only in the nineteenth century.",
            "A verdict is rarely simply genuine or forged. Many charters are authentic in substance but survive in 'improved' copies with interpolated clauses; others are forgeries based on a lost genuine original. The diplomatist's aim is to identify which parts can be trusted, and for what.",
          ),
        },
      },
      {
        title: "Chanceries and Cartularies",
        description:
          "How royal and episcopal writing offices produced documents, and how religious houses copied them into cartularies.",
        lesson: {
          title: "From chancery to cartulary",
          html: p(
            "The English royal chancery, headed by the chancellor, produced the king's written acts. Anglo-Norman kings issued writ-charters, short sealed documents in Latin that grew out of the Old English writ. Scribes can often be identified by their hands; T. A. M. Bishop's Scriptores regis (1961) identified individual scribes in the original charters of Henry I, Stephen and Henry II, allowing undated documents to be assigned to narrow periods.",
            "From the reign of King John, the chancery kept copies of its outgoing documents on rolls. The Charter Rolls begin in 1199, the Patent Rolls in 1201 and the Close Rolls in 1204, an innovation usually credited to Hubert Walter as chancellor. Letters patent were sent open, with the seal hanging from the foot, and addressed to all; letters close were folded and sealed shut, and addressed to individuals with instructions. Enrolment means that many royal acts survive even where the original is lost, and that an original can be checked against the office's own record.",
            "Bishops and great magnates had their own writing offices, whose products are collected in modern editions of episcopal acta. Their formulae often followed royal models at a distance, which is useful in dating.",
            "Most surviving charters, however, are known from cartularies: books into which an institution, usually a religious house, copied its title deeds. G. R. C. Davis's Medieval Cartularies of Great Britain and Ireland, first published in 1958 and revised in 2010, lists well over a thousand. Arrangement reveals purpose. Cartularies organised by place served estate management, those organised by donor commemorated benefactors, and many were compiled when a house faced litigation.",
            "Cartulary copies must be used critically. Scribes shortened witness lists to a few names followed by 'and others', modernised spelling, omitted dating clauses and sometimes improved texts in the house's favour. Where originals survive, collation measures a cartulary's reliability. A related form, the inspeximus, is a confirmation in which a later authority recites an earlier charter in full; it both preserves the text and shows that it was accepted as genuine at that date.",
          ),
        },
      },
    ],
  },
  {
    slug: "game-theory-equilibrium-dynamics-and-information",
    discipline: "Game theory",
    title: "Game Theory: Equilibrium, Dynamics and Information",
    description:
      "A rigorous, proof-based treatment of non-cooperative games for students with real analysis and probability. Topics run from Nash equilibrium and its existence, through extensive-form games and subgame perfection, to repeated games and Bayesian games with incomplete information, with applications to oligopoly, bargaining and auctions.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one problem class a week)",
    plantedGap: "repeated games",
    modules: [
      {
        title: "Nash Equilibrium and Its Existence",
        description: "Strategic-form games, dominance, mixed strategies and the fixed-point argument for existence.",
        lesson: {
          title: "Existence via Kakutani",
          html: p(
            "A strategic-form game consists of a finite set of players N, a strategy set S\u1d62 for each player and payoff functions u\u1d62 defined on the product of the strategy sets. A mixed strategy \u03c3\u1d62 is a probability distribution over S\u1d62, and payoffs extend to mixed profiles by expectation. A profile \u03c3* is a Nash equilibrium if, for every player i and every s\u1d62 in S\u1d62, u\u1d62(\u03c3*\u1d62, \u03c3*\u208b\u1d62) \u2265 u\u1d62(s\u1d62, \u03c3*\u208b\u1d62): no player gains from a unilateral deviation.",
            "In a mixed equilibrium, every pure strategy played with positive probability must yield the same expected payoff, otherwise the player would shift weight to the better one. This indifference principle is how mixed equilibria are computed. In the Battle of the Sexes, with payoffs (2, 1) if both choose Opera, (1, 2) if both choose Football and (0, 0) otherwise, let player 1 choose Opera with probability p. Player 2 is indifferent when p \u00d7 1 = (1 \u2212 p) \u00d7 2, so p = 2/3; symmetrically player 2 chooses Opera with probability q = 1/3. Each player's equilibrium payoff is 2/3, less than in either pure equilibrium, because of the probability of miscoordination.",
            "Nash's theorem states that every finite game has an equilibrium in mixed strategies. The proof uses the best-response correspondence BR, which maps each mixed profile \u03c3 to the set of profiles whose i-th component is a best response to \u03c3\u208b\u1d62. Kakutani's fixed-point theorem applies because: the domain, a product of simplices, is non-empty, compact and convex; BR(\u03c3) is non-empty, since a continuous function attains its maximum on a compact set; BR(\u03c3) is convex, since expected payoff is linear in a player's own mixture, so any mixture of best responses is a best response; and BR has a closed graph, by continuity of payoffs. A fixed point \u03c3* \u2208 BR(\u03c3*) is by definition an equilibrium. Nash's 1951 paper gave an alternative proof using Brouwer's theorem.",
            "Applications with continuous strategies use the same logic. In Cournot duopoly with inverse demand P = a \u2212 Q and constant marginal cost c, firm i maximises (a \u2212 q\u1d62 \u2212 q\u2c7c \u2212 c)q\u1d62, giving the best response q\u1d62 = (a \u2212 c \u2212 q\u2c7c) / 2. The unique equilibrium is q\u1d62 = (a \u2212 c) / 3, with total output two-thirds of the competitive level.",
          ),
        },
      },
      {
        title: "Extensive Form, Backward Induction and Subgame Perfection",
        description: "Game trees, information sets, credible threats and the one-shot deviation principle.",
        lesson: {
          title: "Credible threats and subgame perfection",
          html: p(
            "An extensive-form game specifies a tree of histories, the player who moves at each non-terminal history, chance moves with their probabilities, information sets grouping histories a player cannot distinguish, and payoffs at terminal histories. A game has perfect recall if no player ever forgets what they knew or did. Kuhn's theorem (1953) shows that with perfect recall, every mixed strategy has an outcome-equivalent behaviour strategy, one that randomises independently at each information set, so analysis can work with the simpler object.",
            "Nash equilibrium in extensive form can rest on threats that would never be carried out. In the entry game, an entrant chooses Out, giving payoffs (0, 2), or In, after which the incumbent chooses Fight, giving (\u22121, \u22121), or Accommodate, giving (1, 1). The profile (Out, Fight) is a Nash equilibrium: given the threat, staying out is optimal, and the threat costs nothing because it is never tested. But once entry has occurred, fighting is irrational.",
            "Selten's refinement, subgame perfect equilibrium, requires strategies to form a Nash equilibrium in every subgame, including those off the equilibrium path. In finite games of perfect information it is found by backward induction, and Zermelo's argument shows such games have a pure-strategy subgame perfect equilibrium. Here the only one is (In, Accommodate).",
            "In the Stackelberg model, the leader chooses output anticipating the follower's Cournot best response. With P = a \u2212 Q and cost c, the leader produces (a \u2212 c) / 2 and the follower (a \u2212 c) / 4; commitment gives the leader higher profit than in simultaneous Cournot play.",
            "Rubinstein's (1982) alternating-offers model has two players dividing a surplus of 1, with discount factors \u03b4\u2081 and \u03b4\u2082 and no deadline. There is a unique subgame perfect equilibrium: agreement is immediate and the first proposer receives (1 \u2212 \u03b4\u2082) / (1 \u2212 \u03b4\u2081\u03b4\u2082). With a common discount factor \u03b4, that share is 1 / (1 + \u03b4), tending to one half as players become patient.",
            "Verifying subgame perfection by checking every possible deviation is impractical. The one-shot deviation principle reduces the task: in a finite-horizon game, or in an infinite-horizon game with discounting, a profile is subgame perfect if and only if no player can gain by deviating at a single history and conforming thereafter. Uniqueness in the Rubinstein model is proved by bounding the supremum and infimum of equilibrium payoffs and showing that they coincide.",
          ),
        },
      },
      {
        title: "Bayesian Games and Auctions",
        description:
          "Harsanyi's type approach, Bayesian Nash equilibrium, and equilibrium bidding in first- and second-price auctions.",
        lesson: {
          title: "Bidding under incomplete information",
          html: p(
            "When players are uncertain about each other's payoffs, Harsanyi (1967\u201368) showed how to convert the situation into a game of imperfect information. Each player has a type, drawn by Nature from a common prior; a player observes their own type but not others'. A strategy maps types to actions, and a Bayesian Nash equilibrium is a profile in which each type of each player maximises expected payoff given the type distribution and the others' strategies.",
            "Auctions are the central application. In the independent private values model, each of n bidders has a value v\u1d62 drawn independently from a known distribution, here uniform on [0, 1].",
            "In a second-price sealed-bid auction, studied by Vickrey in 1961, the highest bidder wins and pays the second-highest bid. Bidding one's true value is a weakly dominant strategy: a bid above value only changes the outcome in cases where the bidder wins at a price above value, and a bid below value only changes it in cases where the bidder loses a profitable win.",
            "In a first-price auction, the winner pays their own bid, so bidders shade. With two bidders, conjecture that the opponent bids kv. A bidder with value v who bids x wins when kv\u2c7c < x, with probability x / k, and expects (v \u2212 x) x / k. Maximising gives x = v / 2, confirming the conjecture with k = 1/2. With n bidders the symmetric equilibrium is b(v) = (n \u2212 1)v / n.",
            "Compare expected revenue. In the second-price auction revenue is the expected second-highest of n uniform values, (n \u2212 1) / (n + 1). In the first-price auction it is the expected highest bid: (n \u2212 1) / n times the expected highest value n / (n + 1), again (n \u2212 1) / (n + 1). This is an instance of the revenue equivalence theorem of Myerson (1981) and Riley and Samuelson (1981): standard auctions that allocate the object to the highest-value bidder and give the lowest type zero surplus yield the same expected revenue under independent private values with risk-neutral bidders.",
            "With common values, where the object is worth the same uncertain amount to everyone, winning is bad news: it means others had lower estimates. Bidders who ignore this suffer the winner's curse, and equilibrium bids must condition on the event of winning.",
          ),
        },
      },
    ],
  },
  {
    slug: "geodetic-reference-frames-and-heights",
    discipline: "Geodesy",
    title: "Geodetic Reference Frames and Heights",
    description:
      "Topics: the reference ellipsoid, the geoid and physical heights; terrestrial reference frames and datum transformations; map projections; and precise GNSS positioning, with worked examples from the United Kingdom and Europe. Intended for postgraduate surveyors and geoscientists who need to know what their coordinates actually mean.",
    level: "advanced",
    duration: "ten weeks (one three-hour lecture and computing workshop a week)",
    plantedGap: "map projections",
    modules: [
      {
        title: "Ellipsoid, Geoid and Heights",
        description:
          "The GRS80 ellipsoid, the geoid as an equipotential surface, and how ellipsoidal, orthometric and normal heights relate.",
        lesson: {
          title: "Three kinds of height",
          html: p(
            "Geodetic positions are referred to an ellipsoid of revolution. The GRS80 ellipsoid, used by ETRS89 and ITRF, has semi-major axis a = 6,378,137 m and flattening f = 1/298.257222101; WGS84 has the same a and differs only negligibly in flattening. The first eccentricity squared is e\u00b2 = 2f \u2212 f\u00b2, about 0.00669438.",
            "Geodetic latitude \u03c6 is the angle between the equatorial plane and the ellipsoid normal, not the line to the Earth's centre. Converting geodetic coordinates (\u03c6, \u03bb, h) to Earth-centred Cartesian coordinates uses the prime vertical radius of curvature N = a / \u221a(1 \u2212 e\u00b2 sin\u00b2\u03c6): X = (N + h) cos\u03c6 cos\u03bb, Y = (N + h) cos\u03c6 sin\u03bb, Z = (N(1 \u2212 e\u00b2) + h) sin\u03c6. The reverse conversion is iterative.",
            "The height h in these formulas is the ellipsoidal height, measured along the normal. It is purely geometric and says nothing about which way water flows. Physical heights are referred to the geoid, the equipotential surface of the Earth's gravity field that best fits mean sea level. The geoid undulates relative to the ellipsoid from roughly \u2212106 m south of India to about +85 m near New Guinea.",
            "Orthometric height H is the distance along the curved plumb line from the geoid to the point, so h \u2248 H + N, where N here is the geoid undulation, not to be confused with the radius of curvature above. Worked example: a GNSS survey in England gives h = 112.40 m on ETRS89, and the national geoid model gives an undulation of 48.95 m at that location; the orthometric height is about 63.45 m. In Great Britain the transformation from ellipsoidal height to Ordnance Datum Newlyn is provided by the OSGM15 model, which also absorbs the offset between the geoid and the local datum, defined by mean sea level at Newlyn between 1915 and 1921.",
            "Orthometric heights need the mean gravity along the plumb line inside the Earth, which cannot be measured and must be modelled. Molodensky's alternative, normal height, uses normal gravity from the ellipsoid's reference field and is referred to the quasigeoid; it can be computed without density hypotheses. Many continental European countries, and the European Vertical Reference System, use normal heights; the two kinds differ by centimetres in lowlands and up to about a metre in high mountains.",
          ),
        },
      },
      {
        title: "Terrestrial Reference Frames and Datum Transformations",
        description:
          "ITRF realisations, plate-fixed frames such as ETRS89, and similarity transformations between datums.",
        lesson: {
          title: "Why a coordinate needs a date",
          html: p(
            "A terrestrial reference system is a set of definitions: origin at the Earth's centre of mass, a unit of scale, an orientation and a rule for how the orientation evolves in time. A reference frame realises the system through the published coordinates and velocities of physical stations. The International Terrestrial Reference Frame is computed from four space-geodetic techniques: very long baseline interferometry, satellite laser ranging, GNSS and DORIS. Its successive realisations, most recently ITRF2014 and ITRF2020, each improve on the last.",
            "Because tectonic plates move, ITRF coordinates change with time, and a coordinate is incomplete without its epoch. Stations in Great Britain move about 2.5 cm a year towards the north-east in ITRF. For everyday work this is inconvenient, so Europe uses ETRS89, a frame fixed to the stable part of the Eurasian plate that coincided with ITRS at epoch 1989.0. A point's ETRS89 coordinates stay essentially constant, while its ITRF coordinates have drifted away by roughly 0.9 m since 1989. Failing to distinguish the two is a classic source of metre-level error.",
            "Transformations between frames and older datums commonly use the seven-parameter Helmert similarity transformation on Cartesian coordinates: X\u2082 = T + (1 + s)R X\u2081, with three translations, a scale factor s, usually given in parts per million, and a rotation matrix R built from three small rotations, usually given in arcseconds. For small angles R is approximately the identity plus a skew-symmetric matrix of the rotations. Between ITRF realisations, the 14-parameter version adds a rate of change for each parameter, and the transformation is evaluated at the epoch of the data.",
            "Rotation sign conventions cause frequent errors. The position vector convention and the coordinate frame convention, EPSG methods 1033 and 1032 respectively, use rotations of opposite sign for the same physical transformation. Applying published parameters with the wrong convention can move points by many metres with no warning from the software; always check which convention the source used and test on a control point.",
            "Older national datums such as OSGB36 were computed from classical triangulation, and their distortions are irregular. A single Helmert transformation between ETRS89 and OSGB36 leaves errors of several metres in places. For that reason the Ordnance Survey publishes a rubber-sheet transformation model, OSTN15, which captures the distortions and gives agreement at the decimetre level or better.",
          ),
        },
      },
      {
        title: "Precise GNSS Positioning",
        description:
          "Carrier-phase observation equations, error sources, and the RTK and precise point positioning techniques.",
        lesson: {
          title: "Carrier phase, RTK and PPP",
          html:
            p(
              "A GNSS receiver makes two basic measurements to each satellite. The pseudorange P, from the ranging code, and the carrier phase \u03a6, converted to metres, can be written as:",
            ) +
            "<ul><li>P = \u03c1 + c(dt\u1d63 \u2212 dt\u02e2) + I + T + \u03b5\u209a</li><li>\u03a6 = \u03c1 + c(dt\u1d63 \u2212 dt\u02e2) \u2212 I + T + \u03bbA + \u03b5\u03c6</li></ul>" +
            p(
              "Here \u03c1 is the geometric range, dt\u1d63 and dt\u02e2 the receiver and satellite clock errors, I the ionospheric delay, T the tropospheric delay, \u03bb the carrier wavelength and A the integer ambiguity, the unknown whole number of cycles. Pseudorange noise is decimetres to metres, carrier-phase noise a few millimetres. The GPS L1 frequency of 1575.42 MHz gives a wavelength of 19.0 cm, and L2 at 1227.60 MHz gives 24.4 cm.",
              "The ionosphere is dispersive: its first-order delay is 40.3 TEC / f\u00b2 metres, where TEC is the total electron content along the path, so it advances the phase and delays the code equally. The dual-frequency ionosphere-free combination removes this term at the cost of amplified noise. The troposphere is non-dispersive; its zenith delay is about 2.3 m at sea level, mostly hydrostatic and well modelled from pressure, with a smaller, variable wet part that is estimated from the data and related to other elevation angles by functions such as VMF1 or GMF.",
              "Real-time kinematic (RTK) positioning forms double differences between two receivers and two satellites, which cancel the clock errors and, over short baselines, most of the atmospheric delay. The remaining ambiguities are fixed to integers, typically with Teunissen's LAMBDA method, giving precisions of about 1 to 2 cm horizontally plus roughly 1 part per million of baseline length. Network RTK interpolates corrections from reference stations to allow longer baselines.",
              "Precise point positioning (PPP) uses a single receiver with precise satellite orbits and clocks, such as the International GNSS Service final products, whose orbits are accurate to a few centimetres. Without differencing, every effect must be modelled: solid Earth tides of up to several decimetres, ocean tide loading, antenna phase centre offsets and variations from ANTEX files, and phase wind-up. Float PPP typically needs tens of minutes to converge to centimetre level; ambiguity resolution shortens this. PPP results are in the frame of the orbits, usually ITRF at the epoch of observation, so the frame issues of the previous module apply directly.",
            ),
        },
      },
    ],
  },
];
