/** Seventy-seventh held-out evaluation courses, advanced level (C to D); see ai-courses-heldout77.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT77_C: EvalCourse[] = [
  {
    slug: "combustion-engineering-flames-emissions-and-burner-design",
    discipline: "Combustion engineering",
    title: "Combustion Engineering: Flames, Emissions and Burner Design",
    description:
      "Building on undergraduate thermodynamics and fluid mechanics, the course treats combustion as an engineering problem: stoichiometry and adiabatic flame temperature, chemical kinetics and laminar flame speed, nitrogen oxide and soot formation, and the stabilisation of turbulent flames in practical burners.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one computational laboratory a week)",
    plantedGap: "soot formation",
    modules: [
      {
        title: "Stoichiometry and Adiabatic Flame Temperature",
        description:
          "Balancing combustion reactions, defining mixture strength, and estimating the maximum temperature a flame can reach.",
        lesson: {
          title: "How hot can a flame get?",
          html: p(
            "For a hydrocarbon burning in air, it is conventional to treat air as 21 per cent oxygen and 79 per cent nitrogen by volume, so each mole of O2 brings 3.76 moles of N2. Complete stoichiometric combustion of methane is then CH4 + 2(O2 + 3.76 N2) → CO2 + 2 H2O + 7.52 N2. Using a molar mass of 28.85 kg/kmol for air, the stoichiometric air–fuel ratio by mass is 2 × 4.76 × 28.85 ÷ 16.04, about 17.1. Mixture strength is expressed by the equivalence ratio φ, the actual fuel–air ratio divided by the stoichiometric one, so that φ < 1 is lean and φ > 1 rich.",
            "The adiabatic flame temperature is the temperature the products reach if combustion is complete, no heat is lost and no work is done. At constant pressure, it is found from an enthalpy balance: the total enthalpy of the reactants at their initial temperature equals the total enthalpy of the products at the flame temperature. Enthalpies are sums of standard enthalpies of formation and sensible enthalpy changes, taken from tabulations such as the JANAF tables.",
            "A first estimate uses a constant mean specific heat. The lower heating value of methane is about 50.0 MJ/kg (the higher heating value, which includes condensation of the water, is about 55.5 MJ/kg). In a stoichiometric mixture, methane forms 1/18.1 of the mass, about 0.0552. Releasing 50.0 MJ/kg × 0.0552 = 2.76 MJ per kilogram of mixture into products with a mean specific heat of about 1.4 kJ/kg K raises the temperature by roughly 1,970 K, giving about 2,270 K from an initial 298 K. The answer is sensitive to the chosen specific heat, which increases strongly with temperature.",
            "The more serious error is neglecting dissociation. Above about 2,000 K, products partly break down into CO, H2, OH, H and O by endothermic reactions, absorbing energy. A full chemical equilibrium calculation, such as those performed by NASA's CEA program or Cantera, gives about 2,226 K for stoichiometric methane–air at 1 atm and 298 K. The peak actually occurs at a slightly rich mixture, near φ = 1.05, because the products there have a lower mean heat capacity.",
            "Flame temperature governs almost everything that follows in this course: reaction rates, flame speed, thermal loads on combustor walls and, because it is exponentially sensitive to temperature, the formation of nitric oxide.",
          ),
        },
      },
      {
        title: "Chemical Kinetics and Laminar Flame Speed",
        description:
          "Arrhenius rate laws, chain-branching mechanisms, and the factors that set the propagation speed of a premixed flame.",
        lesson: {
          title: "What controls how fast a flame propagates",
          html: p(
            "Equilibrium tells us where combustion ends; kinetics tells us how fast it gets there. Elementary reaction rate coefficients follow the modified Arrhenius form k = A T^b exp(−Ea/RuT), where A is a pre-exponential factor, b a temperature exponent and Ea the activation energy. Because Ea is large, rates are extremely sensitive to temperature, which explains both ignition thresholds and the rapid rise in heat release once a flame is established.",
            "Hydrocarbon oxidation proceeds through chain reactions involving radicals. Initiation steps create radicals from stable molecules; propagation steps exchange one radical for another; branching steps increase their number; and termination steps remove them. The most important branching reaction in almost all flames is H + O2 → OH + O, which turns one radical into two. Detailed mechanisms capture this chemistry: GRI-Mech 3.0, widely used for natural gas, contains 53 species and 325 reactions. Engineering simulations often use reduced mechanisms or even single-step global reactions tuned to reproduce flame speed.",
            "The laminar burning velocity SL is the speed at which a flat, unstretched flame front moves into quiescent premixed reactants. For stoichiometric methane–air at 1 atm and 298 K it is about 0.37 to 0.40 m/s; for hydrogen–air it is far higher, with a maximum near 3 m/s in rich mixtures. Simple thermal theory, going back to Mallard and Le Chatelier and refined by Zeldovich and Frank-Kamenetskii, shows that SL scales with the square root of the product of thermal diffusivity and mean reaction rate, while the flame thickness scales as thermal diffusivity divided by SL. Methane–air flames are therefore well under a millimetre thick.",
            "Flame speed rises steeply with unburnt-gas temperature and peaks just on the rich side of stoichiometric, mirroring flame temperature. For methane it decreases with pressure, approximately as p to the power −0.5, which matters for gas turbines and engines.",
            "Measuring SL is harder than defining it. In a Bunsen burner, the cone angle gives SL = U sin α, where U is the unburnt gas velocity and α the cone half-angle, but the result is affected by curvature and heat loss at the tip. Modern measurements use counterflow flames or spherically expanding flames, extrapolating to zero stretch using the Markstein length, which quantifies a mixture's sensitivity to stretch.",
          ),
        },
      },
      {
        title: "Stabilising Turbulent Flames in Burners",
        description:
          "Flashback, blow-off, swirl stabilisation, combustion regimes and the design of lean premixed combustors.",
        lesson: {
          title: "Keeping a flame where you want it",
          html: p(
            "A stationary premixed flame exists only where the local flow speed normal to the front equals the local burning velocity. Two failure modes bound that range. Flashback occurs when the flame propagates upstream into the premixing passages, typically through the slow boundary layer near a wall, where velocity gradients are low; the classical criterion compares the wall velocity gradient with a critical value related to SL divided by the quenching distance. Blow-off occurs when flow speeds or strain rates become too high for the flame to anchor, and it is carried downstream and extinguished.",
            "Practical burners stabilise flames with recirculation. Behind a bluff body, or in a swirling flow strong enough to cause vortex breakdown, typically for swirl numbers above about 0.6, a central recirculation zone forms. Hot products flowing back towards the burner continuously ignite fresh mixture, anchoring the flame even when mean velocities far exceed SL.",
            "In turbulent flames, the wrinkled front has a larger surface area than a laminar one, so the turbulent flame speed ST exceeds SL. Damköhler proposed that, for large-scale turbulence, ST/SL is roughly proportional to the ratio of wrinkled to mean flame area, and correlations of the form ST/SL = 1 + C(u′/SL)^n, where u′ is the turbulence intensity, are widely used, with n between about 0.5 and 1. Regimes are classified on the Borghi–Peters diagram using two dimensionless groups. The Damköhler number compares a flow time with a chemical time; the Karlovitz number compares the chemical time with the time scale of the smallest eddies. For Ka below 1, the flame is a wrinkled thin sheet (the flamelet regime); between about 1 and 100, small eddies penetrate the preheat zone but not the reaction zone (thin reaction zones); above that, reaction zones break up.",
            "These ideas meet in lean premixed gas turbine combustors. Thermal NO forms by the extended Zeldovich mechanism, initiated by O + N2 → NO + N, which becomes significant above about 1,800 K and accelerates sharply with temperature. Premixing fuel and air at φ around 0.5 to 0.6 keeps flame temperatures low and cuts NOx emissions to single-digit parts per million. The price is a flame close to blow-off and prone to thermoacoustic instability: when heat release fluctuations are in phase with acoustic pressure oscillations, the Rayleigh criterion predicts growing oscillations that can damage hardware.",
          ),
        },
      },
    ],
  },
  {
    slug: "fourier-analysis-series-transforms-and-convergence",
    discipline: "Fourier analysis",
    title: "Fourier Analysis: Series, Transforms and Convergence",
    description:
      "An advanced course for mathematics students who have completed real analysis and Lebesgue integration. Topics: Fourier coefficients and the Riemann–Lebesgue lemma; pointwise and Cesàro convergence of Fourier series through the Dirichlet and Fejér kernels; the Fourier transform on L¹ and L² with Plancherel's theorem; and the uncertainty principle.",
    level: "advanced",
    duration: "one semester (twelve weeks, three lectures and one problem class a week)",
    plantedGap: "the uncertainty principle",
    modules: [
      {
        title: "Fourier Coefficients, Bessel and Parseval",
        description:
          "The Fourier series of an integrable function, the Riemann–Lebesgue lemma, and the Hilbert-space structure of L² on the circle.",
        lesson: {
          title: "Coefficients and their decay",
          html: p(
            "Let f be integrable on the circle T = ℝ/2πℤ. Its Fourier coefficients are f̂(n) = (1/2π) ∫ f(x) e^{−inx} dx, taken over one period, for n ∈ ℤ, and its Fourier series is the formal sum Σ f̂(n) e^{inx}. Two basic facts follow at once from the definition: |f̂(n)| ≤ ‖f‖₁ (with the normalised measure), and the coefficients of a convolution are products, (f * g)^(n) = f̂(n) ĝ(n).",
            "The Riemann–Lebesgue lemma states that f̂(n) → 0 as |n| → ∞ for every f ∈ L¹(T). The proof is a model of a standard technique: prove the result on a dense class and extend it using a uniform bound. For the indicator function of an interval [a, b], a direct computation gives f̂(n) = (e^{−ina} − e^{−inb})/(2πin), which is O(1/|n|). By linearity, the result holds for step functions, which are dense in L¹. Given f and ε > 0, choose a step function s with ‖f − s‖₁ < ε; then |f̂(n)| ≤ |ŝ(n)| + ε, and the first term tends to zero. The lemma gives no rate of decay, and indeed the coefficients of an integrable function can tend to zero arbitrarily slowly. Smoothness controls decay: if f is k times continuously differentiable, integration by parts gives f̂(n) = o(|n|^{−k}).",
            "On L²(T) with inner product ⟨f, g⟩ = (1/2π) ∫ f ḡ, the exponentials e_n(x) = e^{inx} form an orthonormal system. Bessel's inequality, Σ |f̂(n)|² ≤ ‖f‖₂², holds for any orthonormal system. The decisive fact is completeness: trigonometric polynomials are dense in L²(T), which follows, for instance, from Fejér's theorem in the next module together with the density of continuous functions. Completeness turns Bessel's inequality into Parseval's identity, Σ |f̂(n)|² = ‖f‖₂², and shows that the Fourier series of an L² function converges to it in the L² norm. The map f ↦ (f̂(n)) is a unitary isomorphism from L²(T) onto ℓ²(ℤ).",
            "A classical application: for f(x) = x on (−π, π), the coefficients are f̂(0) = 0 and f̂(n) = i(−1)^n/n for n ≠ 0. Parseval gives Σ_{n≠0} 1/n² = (1/2π) ∫ x² dx = π²/3, so Σ_{n≥1} 1/n² = π²/6, Euler's solution of the Basel problem.",
          ),
        },
      },
      {
        title: "When Does a Fourier Series Converge?",
        description:
          "Partial sums as convolution with the Dirichlet kernel, divergence phenomena, and the summability methods that repair them.",
        lesson: {
          title: "Dirichlet and Fejér kernels",
          html: p(
            "The N-th partial sum of a Fourier series is a convolution, S_N f = f * D_N, with the Dirichlet kernel D_N(x) = Σ_{|n|≤N} e^{inx} = sin((N + ½)x) / sin(x/2). D_N has integral 1 over the circle, with the normalised measure, but it is not a good kernel in the technical sense: it takes negative values, and its L¹ norms, the Lebesgue constants L_N, grow like (4/π²) log N + O(1). Because the operator norm of S_N on C(T) equals L_N, the uniform boundedness principle implies that there is a continuous function whose Fourier series diverges at a point. Du Bois-Reymond constructed an explicit example in 1873.",
            "Positive results need extra hypotheses. Dini's test states that if ∫ |f(x + t) − f(x)| / |t| dt is finite near t = 0, then S_N f(x) → f(x); this covers points where f is differentiable or Hölder continuous. The Riemann localisation principle, a consequence of the Riemann–Lebesgue lemma, shows that convergence at a point depends only on the behaviour of f in an arbitrarily small neighbourhood. For functions of bounded variation, the Dirichlet–Jordan test gives convergence to the average of the one-sided limits. At a jump discontinuity, partial sums overshoot by about 9 per cent of the jump, a defect known as the Gibbs phenomenon, which does not disappear as N grows but moves closer to the jump.",
            "Fejér (1900) showed that averaging repairs these problems. The Cesàro means σ_N f = (1/N) Σ_{k=0}^{N−1} S_k f are convolutions with the Fejér kernel F_N(x) = (1/N) (sin(Nx/2) / sin(x/2))². F_N is a good kernel, or approximate identity:",
            "<ol><li>F_N ≥ 0;</li><li>its integral over the circle is 1;</li><li>for every δ > 0, its integral over δ ≤ |x| ≤ π tends to 0 as N → ∞.</li></ol>",
            "For any approximate identity, f * K_N → f uniformly when f is continuous and in L^p norm when f ∈ L^p for 1 ≤ p < ∞. Fejér's theorem follows, and with it the density of trigonometric polynomials in C(T) and L^p(T), and the uniqueness theorem: an integrable function whose Fourier coefficients all vanish is zero almost everywhere.",
            "The deepest results concern almost everywhere convergence. Kolmogorov constructed an L¹ function whose Fourier series diverges almost everywhere (1923), later everywhere (1926). In the other direction, Carleson proved in 1966 that the Fourier series of every L² function converges almost everywhere, and Hunt extended this to L^p for p > 1 in 1968.",
          ),
        },
      },
      {
        title: "The Fourier Transform on L¹ and L²",
        description:
          "Definition and basic properties on the real line, inversion, Plancherel's theorem and Poisson summation.",
        lesson: {
          title: "From series to transforms",
          html: p(
            "On the real line we use the normalisation f̂(ξ) = ∫ f(x) e^{−2πixξ} dx, which places no constants in front of the inversion formula or Plancherel's theorem. For f ∈ L¹(ℝ), f̂ is defined everywhere, bounded by ‖f‖₁, and uniformly continuous, and by the Riemann–Lebesgue lemma it tends to zero at infinity; thus the transform maps L¹ into C₀(ℝ). The map is injective but not onto C₀.",
            "The transform converts analytic operations into algebraic ones. Translation by a becomes multiplication by e^{−2πiaξ}; dilation f(x/λ) becomes λ f̂(λξ); convolution becomes multiplication, (f * g)^ = f̂ ĝ; and, for suitably smooth and decaying f, differentiation becomes multiplication by 2πiξ. Consequently smoothness of f corresponds to decay of f̂ and vice versa. The Gaussian e^{−πx²} is its own transform, a fact proved neatly by showing that both sides satisfy the same first-order differential equation with the same value at zero.",
            "The inversion theorem states that if f and f̂ are both in L¹, then f(x) = ∫ f̂(ξ) e^{2πixξ} dξ for almost every x. The proof mirrors Fejér's argument: insert a Gaussian factor e^{−πε²ξ²}, use Fubini's theorem to write the result as a convolution of f with a dilated Gaussian, which is an approximate identity, and let ε → 0.",
            "L² needs separate treatment, because an L² function on ℝ need not be integrable and the defining integral may fail to converge. For f ∈ L¹ ∩ L², one shows that ‖f̂‖₂ = ‖f‖₂, for example by applying inversion to f * f̃, where f̃(x) is the complex conjugate of f(−x). Since L¹ ∩ L² is dense in L², the transform extends uniquely by continuity to an isometry of L²(ℝ); because the inverse transform extends likewise, the extension is onto. This is Plancherel's theorem: the Fourier transform is a unitary operator on L²(ℝ). For general f ∈ L², f̂ is the L² limit of the transforms of f restricted to [−R, R] as R → ∞.",
            "The Schwartz space of smooth, rapidly decreasing functions is mapped bijectively onto itself, and there the Poisson summation formula holds: Σ_{n∈ℤ} f(n) = Σ_{k∈ℤ} f̂(k). Applied to Gaussians, it yields the transformation law of the Jacobi theta function, and in signal processing it underlies the Shannon sampling theorem.",
          ),
        },
      },
    ],
  },
  {
    slug: "evolutionary-biology-population-genetics-phylogenies-and-adaptation",
    discipline: "Evolutionary biology",
    title: "Evolutionary Biology: Population Genetics, Phylogenies and Adaptation",
    description:
      "Selection, drift, mutation and migration: the four forces of population genetics frame this advanced course, which moves from the neutral theory and the molecular clock to phylogenetic inference, tests of adaptation, experimental evolution and sexual selection.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one data-analysis practical a week)",
    plantedGap: "sexual selection",
    modules: [
      {
        title: "Drift, Selection and the Neutral Theory",
        description:
          "Quantitative models of genetic drift and selection, Kimura's neutral theory, and tests for selection in DNA sequences.",
        lesson: {
          title: "When does selection beat drift?",
          html: p(
            "In the Wright–Fisher model, a diploid population of N individuals produces each generation by sampling 2N gene copies with replacement from the previous one. Allele frequencies therefore change by chance alone, a process called genetic drift. Expected heterozygosity declines by a factor of 1 − 1/(2N) each generation, so genetic variation is lost at a rate inversely proportional to population size. A new neutral mutation has a probability 1/(2N) of eventually becoming fixed, and those that do fix take on average about 4N generations.",
            "Real populations differ from this ideal, so biologists use the effective population size, Ne, the size of an ideal population with the same rate of drift. Ne is reduced by unequal numbers of breeding males and females, by variance in offspring number, and above all by fluctuations in census size, because Ne over several generations is approximately the harmonic mean of the sizes in each generation and is dominated by bottlenecks. In many species Ne is an order of magnitude or more below the census size.",
            "Kimura's neutral theory (1968) drew a striking conclusion from these results. If mutations arise at rate μ per gene copy per generation, 2Nμ new mutations appear each generation, each fixing with probability 1/(2N). The rate of neutral substitution is therefore simply μ, independent of population size. This explains why amino acid substitutions accumulate at a roughly constant rate per year, the molecular clock observed by Zuckerkandl and Pauling in the 1960s, and why functionally constrained sites evolve more slowly than unconstrained ones.",
            "Selection competes with drift. A new advantageous mutation with small selective advantage s fixes with probability approximately 2s in a large population, as Haldane showed, so even beneficial mutations are usually lost by chance. Selection dominates drift when 4Ne·s is much greater than 1; when it is much less than 1, the mutation behaves as effectively neutral. Tomoko Ohta's nearly neutral theory (1973) emphasised that many slightly deleterious mutations fall near this boundary, so that small populations accumulate them more readily than large ones.",
            "These predictions underpin standard tests for selection in sequence data. The ratio ω = dN/dS compares the rate of non-synonymous substitutions with the rate of synonymous ones; ω > 1 indicates positive selection, ω < 1 purifying selection. The McDonald–Kreitman test (1991) compares the ratio of non-synonymous to synonymous differences fixed between species with the same ratio among polymorphisms within a species, detecting an excess of adaptive substitution.",
          ),
        },
      },
      {
        title: "Reading and Building Phylogenies",
        description:
          "Tree thinking, methods of phylogenetic inference, measures of support, and dating divergences with molecular clocks.",
        lesson: {
          title: "From sequence alignments to dated trees",
          html: p(
            "A phylogeny is a hypothesis about the branching history of lineages. Reading one correctly requires a few principles. Relatedness is given by the recency of common ancestry, not by the order of tips along the page, and branches can be rotated about any node without changing the tree. A clade, or monophyletic group, contains an ancestor and all its descendants; a paraphyletic group omits some descendants, as the traditional class Reptilia omits birds. Trees are rooted, typically by including an outgroup known to lie outside the group studied. Shared derived characters, synapomorphies, are evidence for clades, but similarity can also arise by convergence or reversal, together termed homoplasy.",
            "The main inference methods differ in how they treat this problem:",
            "<ul><li>Distance methods such as neighbour joining convert sequence differences into a matrix of pairwise distances and build a tree quickly; they are useful for large data sets but discard information.</li><li>Maximum parsimony chooses the tree requiring the fewest character changes. It makes no explicit model of evolution and is vulnerable to long-branch attraction, in which rapidly evolving lineages are grouped together because of convergent changes, a bias Felsenstein identified in 1978.</li><li>Maximum likelihood chooses the tree and parameters that make the observed data most probable under an explicit substitution model, from the simple Jukes–Cantor model to the general time-reversible model with gamma-distributed rate variation among sites (GTR+Γ). Programs include RAxML and IQ-TREE.</li><li>Bayesian inference, in programs such as MrBayes and BEAST, uses Markov chain Monte Carlo to sample trees in proportion to their posterior probability, combining the likelihood with prior distributions.</li></ul>",
            "Support for clades is assessed by the non-parametric bootstrap, introduced to phylogenetics by Felsenstein in 1985, which resamples alignment columns and records how often each clade recurs, or by Bayesian posterior probabilities, which tend to be higher than bootstrap values for the same clade and should not be read on the same scale.",
            "To convert branch lengths into time, the molecular clock must be calibrated, usually with fossils that provide minimum ages for particular nodes. Since substitution rates vary among lineages, modern analyses use relaxed clocks, such as the uncorrelated lognormal model of Drummond and colleagues (2006), which let each branch have its own rate drawn from a common distribution. Divergence dates should always be reported with their credible intervals, which are often wide.",
          ),
        },
      },
      {
        title: "Testing Adaptation",
        description:
          "The adaptationist debate, the comparative method, and what field studies and laboratory evolution reveal about natural selection.",
        lesson: {
          title: "Comparative, field and experimental evidence",
          html: p(
            "It is easy to tell a plausible adaptive story about any trait. In their 1979 paper on the spandrels of San Marco, Stephen Jay Gould and Richard Lewontin criticised this habit, arguing that traits may be by-products of other features, consequences of developmental constraint, or results of drift and history. The lasting lesson is that adaptation is a hypothesis to be tested, not assumed. Three kinds of evidence are used.",
            "The comparative method tests whether traits and environments evolve together across species. Species cannot be treated as independent data points, because close relatives share traits by common descent; treating them as independent inflates sample size and can produce spurious correlations. Felsenstein's method of phylogenetically independent contrasts (1985) computes differences between sister lineages at each node of a tree, which are statistically independent under a Brownian-motion model. Phylogenetic generalised least squares extends the idea, incorporating the expected covariance among species in a regression.",
            "Field studies can measure selection directly. On Daphne Major in the Galápagos, Peter and Rosemary Grant followed the medium ground finch, Geospiza fortis, through the drought of 1977, when small, soft seeds ran out. Birds with deeper beaks, able to crack large, hard seeds, survived better, and because beak depth is highly heritable, the next generation had measurably deeper beaks. Later droughts, with different seed supplies, shifted selection in the opposite direction, showing that selection can fluctuate over short timescales.",
            "Experimental evolution allows replication. Richard Lenski's long-term evolution experiment began on 24 February 1988 with twelve populations of Escherichia coli founded from a common ancestor, each diluted 1:100 into fresh glucose-limited medium every day, giving about 6.6 generations per day. Samples frozen every 500 generations form a living fossil record against which later populations can be competed to measure relative fitness. Fitness rose rapidly at first and then more slowly, yet it has continued to increase for more than 70,000 generations, following a power law rather than approaching a fixed ceiling. Around generation 31,000, one population evolved the ability to grow on citrate in oxygenated conditions, a trait that requires earlier, potentiating mutations. Replaying the experiment from frozen samples showed that this innovation was contingent on the population's history.",
          ),
        },
      },
    ],
  },
  {
    slug: "comparative-literature-world-literature-and-its-critics",
    discipline: "Comparative literature",
    title: "Comparative Literature: World Literature and Its Critics",
    description:
      "Comparative literature began in nineteenth-century Europe as the study of influences between national literatures; today it asks how texts circulate worldwide and who decides what counts as world literature. The seminar reads Goethe on Weltliteratur, Auerbach's Mimesis, Casanova's world republic of letters, Moretti's distant reading and postcolonial theory, alongside the novels and poems these critics use as evidence.",
    level: "advanced",
    duration: "one term (eight weekly two-hour seminars, with a 6,000-word essay)",
    plantedGap: "postcolonial theory",
    modules: [
      {
        title: "From Weltliteratur to Mimesis",
        description:
          "Goethe's idea of world literature, the rise of the discipline, and Auerbach's philology written in exile.",
        lesson: {
          title: "Goethe, Auerbach and the founding of a discipline",
          html: p(
            "On 31 January 1827, Goethe told his secretary Johann Peter Eckermann that national literature no longer meant much and that the epoch of world literature was at hand. The remark, prompted partly by his reading of a Chinese novel in translation, did not describe a canon of masterpieces. Goethe imagined Weltliteratur as a process of exchange, carried by translations, journals and correspondence, through which writers of different nations would come to know and correct one another. Marx and Engels echoed the term in the Communist Manifesto (1848), linking it to the world market: from the many national and local literatures, they wrote, there arises a world literature.",
            "The academic discipline took shape later in the century. Hutcheson Macaulay Posnett's Comparative Literature (1886) was the first book in English with that title. The French school, represented by Fernand Baldensperger and Paul Van Tieghem, defined the field as the study of documented relations between national literatures: translations, sources, the reception of one author in another country. This emphasis on rapports de fait kept comparison tied to evidence of contact.",
            "Erich Auerbach's Mimesis: The Representation of Reality in Western Literature, written in Istanbul between 1942 and 1945 after he was dismissed from his post at Marburg under Nazi racial laws, became the most influential work of comparative criticism of the century. Its method is close reading of short passages, from Homer to Virginia Woolf, to reveal how each period represented everyday reality. The first chapter, Odysseus' Scar, contrasts the Homeric style, which illuminates everything in a uniform foreground, with the narrative of Abraham and Isaac in Genesis, laconic and fraught with background, demanding interpretation. Auerbach later claimed that the lack of a full research library in Istanbul had made the book possible.",
            "Auerbach, Leo Spitzer and René Wellek brought European philology to American universities after the war, and Wellek's 1958 lecture criticised the French school's narrow focus on influence, favouring the study of literature as art and comparison without proven contact. Auerbach's own 1952 essay on the philology of world literature warned that global standardisation might shrink the diversity that comparison depends on, a worry that returns throughout this seminar.",
          ),
        },
      },
      {
        title: "The World Republic of Letters",
        description:
          "Pascale Casanova's model of unequal literary space, David Damrosch's definition of world literature, and their critics.",
        lesson: {
          title: "Centres, peripheries and consecration",
          html: p(
            "Pascale Casanova's La République mondiale des lettres (1999; English translation, The World Republic of Letters, 2004) applies Pierre Bourdieu's theory of fields to literature on a global scale. World literary space, she argues, is relatively autonomous from politics and economics but deeply unequal. Literary capital, the prestige accumulated through a long history of recognised works, is concentrated in a few centres, above all Paris from the eighteenth to the mid-twentieth century. Paris functions as a Greenwich meridian of literature, setting the standard of what counts as modern at any moment.",
            "Writers from literarily dominated languages face a choice between strategies. They can assimilate, writing in a dominant language and adopting its norms, or differentiate, building a distinct national literature, often by collecting folklore and cultivating a national language. Casanova's examples include the Irish revival, with Yeats's turn to Irish legend, Joyce's move to Paris and his subversion of English, and Beckett's switch to French. Consecration, being translated into a central language and praised by central critics, turns a peripheral writer into a world author, as with Faulkner, whose reputation was made partly by French critics before it was secured in the United States.",
            "David Damrosch's What Is World Literature? (2003) offers a more modest, circulation-based definition. A work becomes world literature when it is actively read beyond its culture of origin, whether in translation or in its original language. World literature is therefore not a fixed set of texts but a mode of reading, an elliptical refraction of national literatures in which a work gains in translation as well as losing. His examples range from the Epic of Gilgamesh, rediscovered in the nineteenth century, to Rigoberta Menchú's testimonio.",
            "Both models have been challenged. Critics point out that Casanova's map has one centre, while writing in Arabic, Chinese, Spanish or Hindi has had its own capitals, such as Cairo, Beirut or Mexico City, with their own hierarchies. Emily Apter's Against World Literature (2013) argues that a field built on translation risks flattening linguistic difference and proposes untranslatability as a critical concept. Students should test each model against a case study of their own: how did a specific text reach readers abroad, and who made that happen?",
          ),
        },
      },
      {
        title: "Distant Reading and Its Discontents",
        description:
          "Franco Moretti's quantitative and evolutionary approach to literary history and the debates it provoked.",
        lesson: {
          title: "Moretti, data and the great unread",
          html: p(
            "In Conjectures on World Literature (New Left Review, 2000), Franco Moretti argued that world literature was too large to be studied by close reading of canonical texts, which represent a tiny fraction of what was published. He proposed distant reading: working from secondary studies, bibliographies and data, and treating distance as a condition of knowledge that allows the study of units much smaller or much larger than the individual text, such as devices, genres and systems.",
            "His central conjecture concerned the novel. Drawing on studies of the novel's rise in many national traditions, Moretti observed that outside western Europe the modern novel usually arose not autonomously but as a compromise between western formal influence and local materials, a pattern he called, after Fredric Jameson, a law of literary evolution. He contrasted two metaphors for literary history: the tree, in which forms diverge from a common origin, as with languages; and the wave, in which a form spreads and absorbs diversity, as with the market.",
            "Graphs, Maps, Trees (2005) illustrated three quantitative methods. Graphs of British novel publication showed genres rising and falling in clusters of roughly twenty-five to thirty years, suggesting generational turnover. Maps of village narratives traced how the spatial structure of stories changed with social change. Trees, borrowed from evolutionary biology, analysed detective stories by Arthur Conan Doyle's rivals; the essay The Slaughterhouse of Literature (2000) asked why Doyle survived and his competitors vanished, and tested whether the decodable clue was the trait readers selected. In 2010 Moretti co-founded the Stanford Literary Lab, which applied computational text analysis to large digitised corpora.",
            "The approach provoked sharp criticism:",
            "<ul><li>Close readers objected that it abandons the interpretive skills on which literary study depends, and that a compromise between foreign form and local material describes nearly all literature, not a special periphery.</li><li>Scholars of non-European traditions criticised the reliance on secondary sources in European languages.</li><li>Katherine Bode's A World of Fiction (2018) showed that digital collections are themselves selective archives, and that conclusions drawn from them inherit the biases of what was digitised.</li></ul>",
            "The most productive recent work combines both scales, using quantitative evidence to frame questions and close reading to interpret the answers.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-functional-programming-in-haskell",
    discipline: "Functional programming",
    title: "Advanced Functional Programming in Haskell",
    description:
      "Pure functions, lazy evaluation, type classes and monads, for programmers who already write basic Haskell and want to reason about programs as well as run them. Seminars cover equational reasoning and structural induction, the Functor–Applicative–Monad hierarchy and its laws, evaluation strategies and space leaks, and property-based testing with QuickCheck.",
    level: "advanced",
    duration: "ten weeks (one lecture and one two-hour lab a week)",
    plantedGap: "property-based testing",
    modules: [
      {
        title: "Equational Reasoning and Structural Induction",
        description:
          "Proving program equivalences by substituting equals for equals and by induction on data structures.",
        lesson: {
          title: "Proving things about programs",
          html: p(
            "Because Haskell functions are pure, an expression can always be replaced by its value, or by any expression equal to it, without changing the meaning of the program. This referential transparency makes it possible to reason about programs as algebra, using the defining equations of functions as rewrite rules in either direction.",
            "Most interesting results about recursive functions need induction. For finite lists, structural induction says that to prove P(xs) for all xs, it suffices to prove P([]) and to prove P(x:xs) assuming P(xs). Consider the definitions map f [] = [] and map f (x:xs) = f x : map f xs, and the claim map f (map g xs) = map (f . g) xs.",
            "Base case: map f (map g []) = map f [] = [], and map (f . g) [] = [], so both sides agree.",
            "Inductive step: assume the claim for xs. Then map f (map g (x:xs)) = map f (g x : map g xs) by the definition of map, which equals f (g x) : map f (map g xs) by the definition again, which equals f (g x) : map (f . g) xs by the induction hypothesis, which equals (f . g) x : map (f . g) xs by the definition of composition, which is map (f . g) (x:xs). Hence map f . map g = map (f . g), the map fusion law.",
            "The same technique proves that length (xs ++ ys) = length xs + length ys, by induction on xs, and that reverse (reverse xs) = xs, which needs an auxiliary lemma, reverse (xs ++ ys) = reverse ys ++ reverse xs, itself proved by induction using the associativity of ++.",
            "A more general tool is the universal law of foldr: h = foldr f v holds exactly when h [] = v and h (x:xs) = f x (h xs) for all x and xs. Since sum, length and many other functions are instances of foldr, results derived from the law apply widely.",
            "These proofs hold for finite, fully defined lists. With infinite lists or undefined elements, some equations fail; reverse (reverse xs) is undefined when xs is infinite. Danielsson and colleagues showed in 2006 that fast and loose reasoning, ignoring such cases, is morally correct: conclusions proved for total, finite values transfer to programs used only on such values.",
          ),
        },
      },
      {
        title: "Functors, Applicatives and Monads",
        description:
          "The type-class hierarchy for computational effects, the laws each class must satisfy, and when to choose which abstraction.",
        lesson: {
          title: "A hierarchy of effects",
          html: p(
            "The Functor class describes type constructors whose contents can be transformed: fmap :: (a -&gt; b) -&gt; f a -&gt; f b. Lists, Maybe, Either e, IO and functions from a fixed type are all functors. Instances must satisfy two laws: fmap id = id, and fmap (g . h) = fmap g . fmap h. The compiler does not check these laws; they are obligations on the programmer.",
            "Applicative adds pure :: a -&gt; f a and (&lt;*&gt;) :: f (a -&gt; b) -&gt; f a -&gt; f b, which apply a function inside a context to an argument inside a context. This allows functions of several arguments to be lifted: with a Maybe-returning lookup, pure mkUser &lt;*&gt; lookupName k &lt;*&gt; lookupAge k produces Just a user if both lookups succeed and Nothing otherwise. The four applicative laws are identity, composition, homomorphism (pure f &lt;*&gt; pure x = pure (f x)) and interchange.",
            "Monad adds (&gt;&gt;=) :: m a -&gt; (a -&gt; m b) -&gt; m b, which lets the next computation depend on the result of the previous one. The monad laws are:",
            "<ul><li>Left identity: return a &gt;&gt;= k = k a.</li><li>Right identity: m &gt;&gt;= return = m.</li><li>Associativity: (m &gt;&gt;= k) &gt;&gt;= h = m &gt;&gt;= (\\x -&gt; k x &gt;&gt;= h).</li></ul>",
            "These laws guarantee that do-notation behaves as expected: nested blocks can be flattened and a final return of a bound variable can be dropped.",
            "The difference between Applicative and Monad is one of power versus analysability. In an applicative computation, the structure of effects is fixed before any result is known; in a monadic one, later effects may depend on earlier values. An applicative parser can therefore be inspected or optimised statically, and applicative validation can collect all errors rather than stopping at the first, something no lawful monad can do. The guideline is to use the weakest abstraction that suffices. Functions such as traverse :: Applicative f =&gt; (a -&gt; f b) -&gt; t a -&gt; f (t b) work for any applicative.",
            "Historically, Monad was defined without reference to Applicative, which was introduced later, in 2008, by Conor McBride and Ross Paterson. The Functor–Applicative–Monad proposal, implemented in GHC 7.10 in 2015, made Applicative a superclass of Monad, so every monad instance must now also provide applicative and functor instances.",
          ),
        },
      },
      {
        title: "Laziness, Strictness and Space Leaks",
        description:
          "Call-by-need evaluation, weak head normal form, and diagnosing and fixing memory problems caused by unevaluated thunks.",
        lesson: {
          title: "Why lazy programs leak and how to stop them",
          html: p(
            "Haskell uses call-by-need evaluation: an expression is evaluated only when its value is demanded, and then at most once, with the result shared. Unevaluated expressions are stored as thunks on the heap. Laziness allows infinite structures and modular programs: take 5 (iterate (*2) 1) yields [1,2,4,8,16], and fibs = 0 : 1 : zipWith (+) fibs (tail fibs) defines all Fibonacci numbers, of which only those demanded are computed.",
            "Evaluation normally proceeds only to weak head normal form (WHNF): the outermost constructor or lambda is exposed, but its components may remain thunks. The primitive seq a b evaluates a to WHNF before returning b. Evaluating a pair to WHNF exposes the pair constructor but leaves both components unevaluated, a frequent source of confusion.",
            "The classic space leak arises from folding with a lazy accumulator. foldl (+) 0 [1..n] builds the thunk (((0 + 1) + 2) + ...) + n, occupying memory proportional to n, before evaluating any of it; for large n this can exhaust memory. Data.List.foldl' forces the accumulator to WHNF at each step with seq, running in constant space. With optimisation turned on, GHC's strictness analysis often makes the plain version strict automatically, but code should not rely on it.",
            "A subtler leak comes from retaining data. The definition mean xs = sum xs / fromIntegral (length xs) traverses the list twice. Because xs is needed for the second traversal, the whole list is kept in memory while sum consumes it, so memory use grows with list length, even though each traversal alone could run in constant space. The fix is a single pass with a strict accumulator, for example a foldl' over a strict pair of running total and count, or a data type with strict fields, marked with !, so that forcing the pair forces its contents. Bang patterns offer the same control in function arguments.",
            "Diagnosis begins with measurement. Running a program with +RTS -s reports total allocation, maximum residency and time spent in garbage collection; a maximum residency growing with input size signals a leak. Heap profiles, for example by closure type with -hT, show which kinds of objects fill the heap over time. When a full structure must be evaluated, the deepseq library's NFData class and force function evaluate to normal form rather than WHNF, though overuse wastes work that laziness would have avoided.",
          ),
        },
      },
    ],
  },
];
