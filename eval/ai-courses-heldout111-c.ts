/** One-hundred-and-eleventh held-out evaluation courses, advanced level; see ai-courses-heldout111.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT111_C: EvalCourse[] = [
  {
    slug: "kraft-pulping-chemical-recovery-and-bleaching",
    discipline: "Pulp and paper technology",
    title: "Kraft Pulping, Chemical Recovery and Bleaching",
    description:
      "Advanced study of chemical pulp manufacture for graduate engineers and chemists entering the fibre industries: kraft cooking chemistry and delignification kinetics, the chemical recovery cycle, elemental-chlorine-free bleaching, and mill effluent treatment.",
    level: "advanced",
    duration: "one semester (three lecture hours and one mill-data workshop a week)",
    plantedGap: "effluent treatment",
    modules: [
      {
        title: "Kraft Cooking and Delignification Kinetics",
        description:
          "White liquor chemistry, the H-factor and the kappa number as the working tools for controlling a kraft cook.",
        lesson: {
          title: "Controlling the kraft cook",
          html: p(
            "Wood is roughly 40 to 45 per cent cellulose, 25 to 35 per cent hemicelluloses and 20 to 30 per cent lignin, softwoods carrying more lignin than hardwoods. Kraft pulping dissolves most of the lignin so that the cellulose fibres separate, at a yield of about 45 to 50 per cent for bleachable grades. The cooking liquor, white liquor, is a solution of sodium hydroxide and sodium sulphide. Mills express its strength in sodium oxide equivalents: active alkali is NaOH + Na₂S, effective alkali is NaOH + ½Na₂S, and sulphidity is Na₂S / (NaOH + Na₂S), typically 25 to 35 per cent. Hydrosulphide ions cleave the β-O-4 ether linkages of phenolic lignin units far faster than hydroxide alone, which is why kraft pulping beats the older soda process.",
            "Chips are impregnated with liquor, heated to 155 to 170 °C and held there. Because time and temperature trade off, Vroom introduced the H-factor in 1957: the integral over the cook of a relative reaction rate, set to 1 at 100 °C and given by exp(43.2 − 16113/T) with T in kelvin, which corresponds to an activation energy of about 134 kJ/mol. At 170 °C the relative rate is about 930, so an hour at temperature contributes some 930 H-units; at 160 °C it is about 400. The rate therefore roughly doubles for each 8 to 9 °C, and a cook can be held to a target H-factor, typically 1,000 to 2,000 for softwood, even when the temperature profile varies.",
            "Delignification proceeds in three phases. The initial phase removes about a fifth of the lignin quickly but also dissolves much hemicellulose; the bulk phase removes most of the lignin; the slow residual phase removes little lignin at a high cost in yield and chain length, so cooks are stopped before it.",
            "The extent of the cook is measured by the kappa number (ISO 302): the volume in millilitres of 0.02 mol/l potassium permanganate consumed by one gram of oven-dry pulp under standard conditions, corrected to 50 per cent consumption. Lignin content is approximately 0.15 × kappa per cent, so kappa 30 corresponds to about 4.5 per cent lignin. Softwood pulps for bleaching are cooked to kappa 25 to 30 and hardwoods to 15 to 20, while unbleached linerboard pulp is stopped at kappa 60 to 100 to keep yield high.",
          ),
        },
      },
      {
        title: "The Chemical Recovery Cycle",
        description:
          "Evaporation, the recovery boiler, causticising and the lime kiln: how a kraft mill regenerates its cooking chemicals and much of its energy.",
        lesson: {
          title: "Closing the chemical loop",
          html: p(
            "Kraft pulping is economic only because almost all the cooking chemicals are recovered. Spent liquor washed from the pulp, weak black liquor, contains about 15 per cent dissolved solids: roughly two-thirds organic material from the wood and one-third inorganic sodium compounds. Multiple-effect evaporators, usually five to seven effects, concentrate it to 70 to 85 per cent solids, each effect’s vapour heating the next.",
            "The concentrated liquor is sprayed into a recovery boiler, the design of which goes back to the Tomlinson boiler of the 1930s. The organic fraction burns, raising high-pressure steam for turbines and process heat; a modern kraft mill can meet its own energy needs and export electricity. In the char bed at the bottom of the furnace, conditions are reducing, and sodium sulphate is converted to sulphide, summarised as Na₂SO₄ + 2C → Na₂S + 2CO₂. Reduction efficiency, the proportion of sulphur present as sulphide, is usually 90 to 95 per cent. Molten smelt runs from spouts into a dissolving tank to form green liquor, mainly sodium carbonate and sodium sulphide. Smelt meeting water inside the furnace can explode violently, which is why recovery boilers have strict emergency shutdown procedures for suspected water leaks.",
            "Causticising converts carbonate back into hydroxide. Burnt lime is slaked in green liquor, CaO + H₂O → Ca(OH)₂, and the slaked lime reacts with carbonate: Ca(OH)₂ + Na₂CO₃ ⇌ 2NaOH + CaCO₃. The reaction is limited by equilibrium, so causticising efficiency, the fraction of carbonate converted, is held at about 80 to 85 per cent; pushing harder gives lime mud that settles and washes poorly. The clarified product is fresh white liquor.",
            "The calcium carbonate precipitate, lime mud, is washed and fed to a rotary lime kiln, where at around 1,000 to 1,100 °C it is calcined back to quicklime, CaCO₃ → CaO + CO₂, closing the second loop. The kiln is the one major unit usually fired by purchased fossil fuel, though many mills now substitute gasified or pulverised biomass.",
            "Losses of sodium and sulphur are made up with sodium sulphate (saltcake) or caustic soda. By-products include crude tall oil, from soap skimmed off black liquor, and turpentine from digester relief gases. Potassium and chloride, brought in with the wood, are not consumed and accumulate, promoting fouling of boiler tubes; they are purged by discarding or leaching part of the precipitator dust.",
          ),
        },
      },
      {
        title: "Elemental-chlorine-free Bleaching",
        description:
          "Oxygen delignification, chlorine dioxide stages and reinforced alkaline extraction, and how chemical charges are set to reach target brightness.",
        lesson: {
          title: "From brown stock to 90 per cent brightness",
          html: p(
            "Unbleached kraft pulp is brown because residual lignin and other chromophores absorb visible light. Elemental chlorine, once standard, was phased out in most countries in the 1990s after chlorinated dioxins were traced to it; elemental-chlorine-free (ECF) bleaching, based on chlorine dioxide, now dominates world production. Totally chlorine-free (TCF) sequences using oxygen, ozone and hydrogen peroxide hold a small share.",
            "Most modern lines begin with oxygen delignification (O or OO) at around 90 to 100 °C under pressure in strongly alkaline conditions. A single stage removes about 40 to 50 per cent of the remaining lignin, a two-stage system more; beyond that, selectivity falls and the cellulose is degraded, so magnesium sulphate is added to protect it. Material dissolved in the oxygen stage can be washed back into the recovery cycle, unlike the products of chlorine dioxide stages, whose chloride would build up there.",
            "A typical softwood sequence is D₀ (EOP) D₁ (EP) D₂. The first chlorine dioxide stage, D₀, runs at low pH and mainly delignifies. Its charge is set by the kappa factor: active chlorine applied, as a percentage on pulp, divided by the incoming kappa number, commonly 0.20 to 0.25. Worked example: after oxygen delignification the kappa number is 14, and at a kappa factor of 0.22 the charge is 3.08 per cent active chlorine. Because one kilogram of ClO₂ is equivalent to 2.63 kg of active chlorine (it accepts five electrons against chlorine’s two), this equals 3.08/2.63 ≈ 1.17 per cent ClO₂, or about 11.7 kg per oven-dry tonne of pulp.",
            "The alkaline extraction stage, reinforced with oxygen and peroxide (EOP), dissolves the oxidised lignin at around 70 to 85 °C. The later D stages, near pH 3.5 to 4.5 and 70 to 75 °C, attack the remaining chromophores and lift brightness to the 88 to 90 per cent ISO expected of market pulp. ISO brightness is the diffuse blue reflectance at 457 nm (ISO 2470).",
            "Chlorine dioxide is unstable and is generated at the mill by reducing sodium chlorate in strong acid, commonly with methanol or hydrogen peroxide. In hardwood pulps, hexenuronic acids formed during cooking consume bleaching chemicals and inflate the kappa number; a hot acid stage or hot D₀ at about 90 °C removes them. Bleachers also watch brightness reversion, the yellowing of pulp on storage, which depends on both residual lignin and carbohydrate oxidation.",
          ),
        },
      },
    ],
  },
  {
    slug: "optimal-transport-theory-and-computation",
    discipline: "Optimal transport",
    title: "Optimal Transport: Theory and Computation",
    description:
      "A graduate course on moving mass at least cost, from Monge’s 1781 memoir on cuttings and fills to current uses in statistics and machine learning. Main themes are the Kantorovich relaxation and its linear-programming form, duality and c-concave potentials, Brenier’s theorem, Wasserstein distances, and the Sinkhorn algorithm.",
    level: "advanced",
    duration: "one term (two ninety-minute lectures and one problem class a week)",
    plantedGap: "Sinkhorn algorithm",
    modules: [
      {
        title: "From Monge to Kantorovich",
        description:
          "The Monge problem, why optimal maps may fail to exist, the relaxation to couplings, and the discrete problem as a linear programme.",
        lesson: {
          title: "Maps, couplings and linear programming",
          html: p(
            "Let μ and ν be probability measures on spaces X and Y, and c(x, y) the cost of moving a unit of mass from x to y. Monge’s problem is to minimise ∫ c(x, T(x)) dμ(x) over measurable maps T that push μ forward to ν, meaning ν(B) = μ(T⁻¹(B)) for every measurable set B, written T#μ = ν. The constraint is highly nonlinear in T, and the feasible set may be empty: if μ = δ₀ and ν = ½δ₋₁ + ½δ₁, no map can split the single atom, so no admissible T exists.",
            "Kantorovich’s relaxation (1942) allows mass to be split. One minimises ∫ c(x, y) dπ(x, y) over the set Π(μ, ν) of couplings, the probability measures on X × Y with marginals μ and ν. The objective is now linear in π, the feasible set is convex, and it is never empty, since it contains μ ⊗ ν. Each map T gives the coupling (id × T)#μ, so the Kantorovich value is at most the Monge value.",
            "On Polish spaces Π(μ, ν) is tight, because each marginal is tight, and closed, so by Prokhorov’s theorem it is weakly compact. If c is lower semicontinuous and bounded below, π ↦ ∫ c dπ is lower semicontinuous for weak convergence, and a minimiser exists.",
            "For discrete measures μ = Σᵢ aᵢ δ_{xᵢ} and ν = Σⱼ bⱼ δ_{yⱼ}, with i = 1, …, n and j = 1, …, m, the problem is a linear programme: minimise Σᵢⱼ Cᵢⱼ Pᵢⱼ over matrices P ≥ 0 with row sums a and column sums b. There are nm variables and n + m equality constraints, of which one is redundant because total mass balances, so every basic feasible solution, and hence some optimal solution, has at most n + m − 1 nonzero entries. When n = m and all weights equal 1/n, the feasible set is a scaled Birkhoff polytope, whose extreme points are permutation matrices by the Birkhoff–von Neumann theorem. The Kantorovich optimum is then attained by a map, and the problem reduces to the assignment problem, solvable in O(n³) operations by the Hungarian method of Kuhn (1955). For general problems the network simplex method is exact and practical for thousands of points. Kantorovich shared the 1975 Nobel Memorial Prize in Economic Sciences with Tjalling Koopmans.",
          ),
        },
      },
      {
        title: "Kantorovich Duality",
        description:
          "The dual problem, c-transforms and c-cyclical monotonicity, with the Kantorovich–Rubinstein formula for the W₁ distance.",
        lesson: {
          title: "Prices, potentials and optimality",
          html: p(
            "The dual of the Kantorovich problem maximises ∫ φ dμ + ∫ ψ dν over pairs of functions satisfying φ(x) + ψ(y) ≤ c(x, y) for all x and y. Weak duality is immediate: integrating the constraint against any coupling π gives ∫ φ dμ + ∫ ψ dν ≤ ∫ c dπ. Strong duality, equality of the two optimal values, holds for lower semicontinuous costs bounded below on Polish spaces. Economically, φ(x) and ψ(y) are a shipper’s loading and unloading prices, competitive if they never exceed the cost of moving the goods yourself; at the optimum they recover exactly the minimal cost.",
            "Dual candidates can always be improved by the c-transform. Given φ, define φᶜ(y) = inf over x of [c(x, y) − φ(x)], the largest ψ compatible with φ. Replacing (φ, ψ) by (φᶜᶜ, φᶜ) never decreases the objective, so one may restrict to c-concave potentials, functions equal to the c-transform of some other function. For quadratic cost c(x, y) = |x − y|²/2 on ℝᵈ, expanding the square shows that φ is c-concave exactly when |x|²/2 − φ(x) is convex and lower semicontinuous, linking optimal transport to convex analysis.",
            "Complementary slackness states that an optimal coupling is concentrated on the set where φ(x) + ψ(y) = c(x, y). A more intrinsic condition is c-cyclical monotonicity: a set S is c-cyclically monotone if, for any points (x₁, y₁), …, (x_N, y_N) in S and any permutation σ, Σᵢ c(xᵢ, yᵢ) ≤ Σᵢ c(xᵢ, y_σ(ᵢ)). No reshuffling of destinations among finitely many shipments can lower the cost. For continuous costs and finite total cost, a coupling is optimal if and only if its support is c-cyclically monotone. For quadratic cost this is ordinary cyclical monotonicity, and Rockafellar’s theorem then places the support inside the subdifferential of a convex function, the first step towards Brenier’s theorem.",
            "When the cost is a metric d, the constraint forces an optimal φ to be 1-Lipschitz with ψ = −φ, giving the Kantorovich–Rubinstein formula W₁(μ, ν) = sup { ∫ f d(μ − ν) : f 1-Lipschitz }. For μ = δ₀ and ν = δ_a on the real line, f(x) = −x attains the supremum |a| when a is positive.",
          ),
        },
      },
      {
        title: "Brenier’s Theorem and Wasserstein Space",
        description:
          "Optimal maps for quadratic cost, the one-dimensional solution, and the metric geometry of the Wasserstein distances.",
        lesson: {
          title: "Gradients of convex functions and the W₂ metric",
          html: p(
            "Brenier’s theorem (announced in 1987, published in full in 1991) answers Monge’s question for quadratic cost on ℝᵈ. If μ and ν have finite second moments and μ is absolutely continuous with respect to Lebesgue measure, then the optimal coupling is unique and is induced by a map T = ∇u, the gradient of a convex function u, unique μ-almost everywhere. When μ and ν have densities f and g, u solves, in a suitable weak sense, the Monge–Ampère equation g(∇u(x)) det D²u(x) = f(x).",
            "In one dimension everything is explicit. With distribution functions F and G, the monotone rearrangement T = G⁻¹ ∘ F is optimal for every convex cost of x − y, and the p-Wasserstein distance is W_p(μ, ν)ᵖ = ∫₀¹ |F⁻¹(t) − G⁻¹(t)|ᵖ dt. For Gaussians N(m₁, σ₁²) and N(m₂, σ₂²) this gives W₂² = (m₁ − m₂)² + (σ₁ − σ₂)². In higher dimensions, W₂² between N(m₁, Σ₁) and N(m₂, Σ₂) equals |m₁ − m₂|² + tr(Σ₁ + Σ₂ − 2(Σ₂^{1/2} Σ₁ Σ₂^{1/2})^{1/2}), with an affine optimal map.",
            "In general, W_p(μ, ν) = (inf over π ∈ Π(μ, ν) of ∫ |x − y|ᵖ dπ)^{1/p} is a metric on the space P_p of probability measures with finite p-th moment. Convergence in W_p is equivalent to weak convergence together with convergence of p-th moments, so W_p metrises a slightly stronger topology than weak convergence. Unlike total variation, it sees the underlying geometry: Dirac masses at distance ε are ε apart in W_p but always 1 apart in total variation.",
            "W₂ gives P₂(ℝᵈ) a rich geometry. McCann’s displacement interpolation (1997), μ_t = ((1 − t) id + t T)#μ for 0 ≤ t ≤ 1, is a constant-speed geodesic between μ and ν, and functionals convex along these geodesics, such as many entropies and interaction energies, are called displacement convex. Jordan, Kinderlehrer and Otto (1998) showed that the heat equation is the gradient flow of the Boltzmann entropy in this geometry.",
            "In statistics and machine learning, Wasserstein distances serve in two-sample tests, in barycentres averaging histograms (Agueh and Carlier, 2011) and in the Wasserstein GAN of Arjovsky, Chintala and Bottou (2017), which trains a generator against a critic constrained to be approximately 1-Lipschitz using the Kantorovich–Rubinstein formula.",
          ),
        },
      },
    ],
  },
  {
    slug: "memory-studies-theories-of-collective-remembrance",
    discipline: "Memory studies",
    title: "Memory Studies: Theories of Collective Remembrance",
    description:
      "Drawing on sociology, history and cultural studies, this research seminar asks how groups remember and forget. It reads Halbwachs on the social frameworks of memory, Nora’s lieux de mémoire, Jan and Aleida Assmann on cultural and communicative memory, postmemory and multidirectional memory after catastrophe, and the rise of digital memory.",
    level: "advanced",
    duration: "ten weeks (one two-hour research seminar a week)",
    plantedGap: "digital memory",
    modules: [
      {
        title: "Social Frameworks of Memory",
        description:
          "Maurice Halbwachs’s argument that individuals remember within groups, its intellectual sources, and its later critics.",
        lesson: {
          title: "Halbwachs and after",
          html: p(
            "Maurice Halbwachs (1877–1945) studied philosophy under Henri Bergson before joining Émile Durkheim’s circle, and his theory of memory can be read as a Durkheimian answer to Bergson’s individual, intuitive memory. In Les cadres sociaux de la mémoire (1925) he argued that remembering is always reconstruction in the present, carried out with frameworks supplied by the groups to which we belong: the family, religious communities, social classes. ‘It is in society that people normally acquire their memories,’ he wrote, and it is there that they recall, recognise and localise them. Dreams, in which these frameworks are absent, are for Halbwachs precisely the experiences we cannot organise into memories. As groups change or dissolve, memories that depended on them fade.",
            "Two later works extended the argument. La topographie légendaire des Évangiles en Terre sainte (1941) showed that the sites pilgrims venerated in the Holy Land were largely located by later Christian communities, so that place followed belief rather than preserving it. La mémoire collective, assembled from his manuscripts and published in 1950, distinguished collective memory, living and bounded by the groups that carry it, from history, which begins where living memory ends. Halbwachs did not finish it: arrested by the Gestapo in 1944, he died in Buchenwald in March 1945.",
            "A parallel line came from psychology. Frederic Bartlett’s Remembering (1932) showed, through repeated retellings of the Native American story ‘The War of the Ghosts’, that English participants reshaped unfamiliar material to fit their existing schemata, shortening, rationalising and conventionalising it. Remembering, for Bartlett too, was reconstructive and socially conditioned.",
            "Later sociologists have tried to make the concept more precise. Jeffrey Olick’s article ‘Collective memory: the two cultures’ (1999) distinguished collected memory, the aggregate of individuals’ memories measurable by surveys, from collective memory in the strong sense of public representations, rituals and commemorations that exist independently of any one mind. Howard Schuman and Jacqueline Scott’s survey study (1989) is a classic of the first kind: asked to name the most important national or world events of the past half-century, Americans disproportionately named events from their own adolescence and early adulthood. Wulf Kansteiner (2002) warned that treating nations as if they remembered like persons risks reifying a metaphor, and urged attention to the producers and consumers of memory.",
          ),
        },
      },
      {
        title: "Sites, Archives and Cultural Memory",
        description:
          "Pierre Nora’s lieux de mémoire and the Assmanns’ distinctions between communicative and cultural memory and between functional and storage memory.",
        lesson: {
          title: "From milieux to lieux",
          html: p(
            "Pierre Nora’s collaborative project Les Lieux de mémoire, published in seven volumes between 1984 and 1992 in three parts, La République, La Nation and Les France, reshaped how historians approach national remembrance. In his introductory essay, translated in 1989 as ‘Between Memory and History’, Nora argued that ‘there are lieux de mémoire, sites of memory, because there are no longer milieux de mémoire, real environments of memory’. Peasant societies lived inside their memory; modern societies, having lost it, must deliberately construct places where it is stored and performed. A lieu may be material, such as an archive or a war memorial; symbolic, such as a minute’s silence or the Marseillaise; or functional, such as a school textbook. The volumes treated subjects as varied as the Tour de France, the Panthéon and the Eiffel Tower. Critics noted that the project took the nation as its frame and said comparatively little about empire and colonial violence, gaps later projects in other countries tried to address.",
            "In Das kulturelle Gedächtnis (1992) the Egyptologist Jan Assmann divided collective memory into two modes. Communicative memory is everyday, informal and biographical, transmitted in conversation, and reaches back only about 80 to 100 years, three or four generations. Cultural memory concerns fixed points in a distant, often foundational past, such as an exodus or a founding war; it is maintained by texts, rites, monuments and images, and by specialists such as priests, bards or scholars. Between the two lies what the anthropologist Jan Vansina called the floating gap, a thinly remembered period that moves forward as generations pass.",
            "Aleida Assmann, in Erinnerungsräume (1999) and later essays, added a second distinction within cultural memory. Functional memory is inhabited, selective and bound to a group’s identity: the canon of texts, artworks and commemorations that is actively circulated. Storage memory is uninhabited: archives, museum stores and libraries holding material no longer in active use but available for later rediscovery. Movement between the two, as when a forgotten archive of victims’ testimony is brought into the canon, is for her one of the main ways societies change their self-understanding.",
            "Used together, these models let a researcher ask of any commemoration who produced it, which mode of memory it belongs to, what it selects from storage and what it leaves there.",
          ),
        },
      },
      {
        title: "Memory After Catastrophe",
        description:
          "Postmemory, multidirectional memory and prosthetic memory, and the ethics of remembering violence across generations and communities.",
        lesson: {
          title: "Inherited and entangled memories",
          html: p(
            "Marianne Hirsch developed the concept of postmemory in the early 1990s, initially through reading Art Spiegelman’s Maus (1980–1991), and set it out at length in Family Frames (1997) and The Generation of Postmemory (2012). Postmemory describes the relationship of the generation after to powerful, often traumatic experiences that preceded their births but were transmitted so deeply, through stories, images and behaviours, that they seem to constitute memories in their own right. Its connection to the past is mediated not by recall but by imaginative investment, projection and creation. Hirsch distinguishes familial postmemory, passed between parents and children, from affiliative postmemory, adopted by contemporaries who feel connected to that inheritance. Family photographs are a central medium, because they seem to offer direct access while in fact requiring interpretation. Critics, among them Gary Weissman in Fantasies of Witnessing (2004), question whether ‘memory’ is the right word for experiences one did not live, and warn against the desire to feel oneself a witness.",
            "Michael Rothberg’s Multidirectional Memory (2009) challenged the assumption that public memory is a zero-sum competition in which attention to one history, such as the Holocaust, crowds out others, such as colonialism or slavery. Memory, he argued, is subject to ongoing negotiation, cross-referencing and borrowing. His examples include W. E. B. Du Bois’s 1949 visit to the ruins of the Warsaw Ghetto, which reshaped his thinking on race; Aimé Césaire’s Discourse on Colonialism (1950), which described Nazism as colonial violence returning to Europe; and the police massacre of Algerian demonstrators in Paris on 17 October 1961, remembered together with the deportation of Jews, not least because Maurice Papon, prefect of police in 1961, was tried in 1997–1998 for his role in deportations from Bordeaux during the Occupation.",
            "Alison Landsberg’s Prosthetic Memory (2004) asked how mass culture, especially film and the experiential museum, lets people take on memories of events they did not live through, which she saw as a possible basis for empathy across group boundaries; the United States Holocaust Memorial Museum’s identity cards, which give each visitor the story of one individual, are her example. Astrid Erll’s idea of travelling memory (2011) generalises the point: memories move between media, places and communities rather than staying with the groups that first held them. The seminar’s question is ethical as well as analytical: when does borrowing illuminate, and when does it appropriate?",
          ),
        },
      },
    ],
  },
  {
    slug: "pharmaceutical-law-and-regulation",
    discipline: "Pharmaceutical law",
    title: "Pharmaceutical Law and Regulation",
    description:
      "Bringing a medicine to market is a legal project as much as a scientific one. The seminars examine marketing authorisation procedures in the EU and UK, regulatory data protection and generic entry, supplementary protection certificates, advertising controls and parallel trade, with close reading of the legislation and leading Court of Justice cases.",
    level: "advanced",
    duration: "one term (ten two-hour seminars)",
    plantedGap: "parallel trade",
    modules: [
      {
        title: "Routes to a Marketing Authorisation",
        description:
          "The legal requirement for authorisation and the centralised, decentralised, mutual recognition and national procedures in the EU, with the post-Brexit UK routes.",
        lesson: {
          title: "Who may place a medicine on the market?",
          html: p(
            "Article 6(1) of Directive 2001/83/EC, the Community code relating to medicinal products for human use, provides that no medicinal product may be placed on the market of a Member State without a marketing authorisation. A product is medicinal under Article 1(2) either by presentation, if it is presented as having properties for treating or preventing disease, or by function, if it restores, corrects or modifies physiological functions by exerting a pharmacological, immunological or metabolic action, or is used to make a diagnosis. Borderline products, such as some food supplements, are classified case by case.",
            "Regulation (EC) No 726/2004 establishes the centralised procedure. The applicant applies to the European Medicines Agency; its Committee for Medicinal Products for Human Use (CHMP) gives an opinion within 210 days, not counting clock stops while the applicant answers questions, and the European Commission then adopts a decision valid throughout the Union. The procedure is compulsory for medicines developed by biotechnological processes such as recombinant DNA technology, advanced therapy medicinal products, designated orphan medicines, and new active substances for cancer, diabetes, HIV/AIDS, neurodegenerative disorders, auto-immune and other immune dysfunctions, and viral diseases. It is optional for other innovative products. Accelerated assessment shortens the timetable to 150 days for medicines of major public health interest, and conditional authorisation permits earlier approval on less complete data where unmet need justifies it.",
            "Other products use national routes coordinated between states. In the decentralised procedure, for a product not yet authorised anywhere in the Union, a reference member state prepares the assessment and the concerned member states agree to it within the same 210-day framework; in the mutual recognition procedure, an existing national authorisation is extended to other states. Disagreements on grounds of potential serious risk to public health go to the coordination group (CMDh) and, if unresolved, to CHMP arbitration.",
            "In the United Kingdom the Human Medicines Regulations 2012 (SI 2012/1916) implement the Directive, with the MHRA as licensing authority. Since 1 January 2021 Great Britain has been outside the centralised procedure. Applicants may seek a full national assessment or, since January 2024, use the International Recognition Procedure, in which the MHRA takes account of approvals by reference regulators such as the FDA, the EMA and Health Canada. Under the Windsor Framework, UK-wide licensing by the MHRA, including for Northern Ireland, has applied since 1 January 2025.",
          ),
        },
      },
      {
        title: "Data Exclusivity and Generic Entry",
        description:
          "The 8+2+1 rule, the abridged procedures for generics, hybrids and biosimilars, and the Bolar exemption.",
        lesson: {
          title: "Regulatory data protection",
          html: p(
            "Originator companies spend years and large sums producing the preclinical and clinical data in their dossiers. Regulatory data protection rewards that investment independently of patents. Under Article 10(1) of Directive 2001/83/EC, a generic applicant need not submit its own preclinical and clinical results if it can show that its product is a generic of a reference medicinal product that has been authorised for at least eight years in a member state or the Union. The generic may not be placed on the market until ten years after the reference product’s first authorisation, and this is extended to eleven years if, during the first eight years, the originator obtains an authorisation for a new therapeutic indication which brings a significant clinical benefit over existing therapies. The scheme is known as 8+2+1.",
            "Worked example: a reference product first authorised on 1 March 2015 can be relied on by a generic applicant from 1 March 2023; the generic can be authorised but not marketed until 1 March 2025, or 1 March 2026 if a qualifying new indication was granted before March 2023. Later strengths, forms and indications fall within the same global marketing authorisation and do not restart the clock.",
            "Under Article 10(2)(b), a generic has the same qualitative and quantitative composition in active substances and the same pharmaceutical form as the reference product, and its bioequivalence has been demonstrated; in practice the 90 per cent confidence interval for the ratio of test to reference AUC and Cmax must lie within 80.00 to 125.00 per cent. Different salts, esters and isomers are treated as the same active substance unless they differ significantly in safety or efficacy. Where the product differs, for instance in strength or route of administration, the hybrid procedure of Article 10(3) requires bridging data. Biological medicines cannot be exact copies, so biosimilars under Article 10(4) must show comparability through quality, non-clinical and clinical data.",
            "Separate incentives run alongside. Orphan medicines receive ten years of market exclusivity under Regulation (EC) No 141/2000, during which similar products for the same indication generally cannot be authorised. The Bolar exemption in Article 10(6) allows the studies and trials needed for a generic application without infringing patents or supplementary protection certificates; in the UK, section 60(5)(i) of the Patents Act 1977 implements it, and a 2014 amendment extended protection to trials of innovative medicines.",
          ),
        },
      },
      {
        title: "Supplementary Protection Certificates and Advertising Controls",
        description:
          "Conditions for and duration of SPCs under Regulation (EC) No 469/2009, leading case law, and the rules on promoting prescription medicines.",
        lesson: {
          title: "Extending exclusivity and policing promotion",
          html: p(
            "Patents are filed long before authorisation, so years of the twenty-year term are lost; the supplementary protection certificate (SPC) restores part of that time. Under Article 3 of Regulation (EC) No 469/2009, a certificate is granted if, at the date of application, (a) the product is protected by a basic patent in force; (b) a valid marketing authorisation has been granted; (c) the product has not already been the subject of a certificate; and (d) the authorisation is the first to place the product on the market as a medicinal product.",
            "Under Article 13, the SPC lasts for the period between the filing date of the basic patent and the date of the first authorisation in the Union, reduced by five years, subject to a maximum of five years. Worked example: a patent filed on 1 January 2008 expires on 1 January 2028; first authorisation is on 1 January 2020. Twelve years minus five gives seven, capped at five, so the SPC runs to 1 January 2033. Completing an agreed paediatric investigation plan earns a further six months under Regulation (EC) No 1901/2006, here to 1 July 2033.",
            "Article 3 has generated much case law. In Teva v Gilead (C-121/17, 2018) the Court held that a product is protected by the basic patent only if, from the skilled person’s point of view, the combination necessarily falls under the invention covered by the patent and each active ingredient is specifically identifiable in it. In Santen (C-673/18, 2020) it departed from its earlier ruling in Neurim (C-130/11) and held that an authorisation for a new therapeutic application of an active ingredient already authorised cannot count as the first authorisation. Since 2019 a manufacturing waiver lets EU makers produce generics for export during the SPC term and stockpile in its final six months.",
            "Advertising is governed by Title VIII of the Directive. Advertising prescription-only medicines to the general public is prohibited (Article 88(1)); all advertising must comply with the summary of product characteristics, encourage rational use and not be misleading (Article 87); and gifts to health professionals are banned unless inexpensive and relevant to their practice (Article 94). In the UK, Part 14 of the Human Medicines Regulations applies and most complaints are handled under the ABPI Code of Practice, administered by the Prescription Medicines Code of Practice Authority.",
          ),
        },
      },
    ],
  },
  {
    slug: "quantum-field-theory-i-scalar-fields-and-feynman-diagrams",
    discipline: "Quantum field theory",
    title: "Quantum Field Theory I: Scalar Fields and Feynman Diagrams",
    description:
      "Relativity and quantum mechanics can only be reconciled by promoting fields, not particles, to operators. Part one of the graduate sequence quantises the free Klein–Gordon field, derives propagators and Wick’s theorem, builds the Feynman rules of φ⁴ theory, and closes with renormalisation at one loop.",
    level: "advanced",
    duration: "one semester (three lectures and one problem class a week)",
    plantedGap: "renormalisation",
    modules: [
      {
        title: "Canonical Quantisation of the Free Scalar Field",
        description:
          "From the Klein–Gordon Lagrangian to creation and annihilation operators, Fock space and normal ordering.",
        lesson: {
          title: "Fields as infinitely many oscillators",
          html: p(
            "A relativistic single-particle quantum mechanics fails in two ways. The amplitude for a free particle to propagate between two points separated by a spacelike interval does not vanish, falling off only as e^(−mr) outside the light cone, which seems to violate causality. And any attempt to localise a particle more sharply than its Compton wavelength requires energies at which particle–antiparticle pairs are created, so particle number cannot be conserved. Quantum field theory resolves both by making the field the fundamental object. Units are natural (ħ = c = 1), with metric signature (+, −, −, −).",
            "The free real scalar field has Lagrangian density ℒ = ½ ∂_μφ ∂^μφ − ½ m²φ², whose Euler–Lagrange equation is the Klein–Gordon equation (∂² + m²)φ = 0. The conjugate momentum is π = ∂ℒ/∂φ̇ = φ̇ and the Hamiltonian is H = ∫ d³x [½π² + ½(∇φ)² + ½m²φ²]. Canonical quantisation imposes equal-time commutators [φ(x), π(y)] = iδ³(x − y), with [φ, φ] = [π, π] = 0.",
            "Fourier transforming in space shows that each momentum mode is an independent harmonic oscillator with frequency E_p = √(p² + m²). In the Heisenberg picture the field is φ(x) = ∫ d³p/(2π)³ (2E_p)^(−1/2) [a_p e^(−ip·x) + a_p† e^(ip·x)], with p⁰ = E_p and [a_p, a_q†] = (2π)³ δ³(p − q). Substituting gives H = ∫ d³p/(2π)³ E_p (a_p† a_p + ½[a_p, a_p†]). The second term is the sum of the zero-point energies of infinitely many oscillators, proportional to δ³(0), and is infinite. Since only energy differences are measurable, at least in the absence of gravity, it is discarded by normal ordering, which places all annihilation operators to the right.",
            "The vacuum |0⟩ is annihilated by every a_p. One-particle states are normalised relativistically as |p⟩ = √(2E_p) a_p†|0⟩, so that ⟨p|q⟩ = 2E_p (2π)³ δ³(p − q), a Lorentz-invariant combination; correspondingly, d³p/2E_p is the invariant integration measure. Multiparticle states a_p† a_q† |0⟩ are automatically symmetric under exchange because the creation operators commute: the field’s quanta are bosons, a conclusion reached without postulating it. The momentum operator P = ∫ d³p/(2π)³ p a_p† a_p confirms that a_p† creates a particle of momentum p and energy E_p.",
          ),
        },
      },
      {
        title: "Causality, Propagators and Wick’s Theorem",
        description:
          "Why the field commutator vanishes outside the light cone, the Feynman propagator, and how time-ordered products reduce to contractions.",
        lesson: {
          title: "From commutators to contractions",
          html: p(
            "The amplitude for the field to propagate from y to x is D(x − y) = ⟨0|φ(x)φ(y)|0⟩ = ∫ d³p/(2π)³ (1/2E_p) e^(−ip·(x−y)). For spacelike separation r it behaves like e^(−mr) at large r and is not zero. Causality in field theory, however, requires that measurements at spacelike separation do not influence each other, that is, that the commutator [φ(x), φ(y)] = D(x − y) − D(y − x) vanishes. It does: D is Lorentz invariant, and for a spacelike vector a continuous Lorentz transformation takes x − y to −(x − y), so the two terms cancel. For a complex field the cancellation has a vivid reading: the amplitude for a particle to travel from y to x cancels that for its antiparticle to travel from x to y.",
            "Perturbation theory needs time-ordered products. The Feynman propagator is D_F(x − y) = ⟨0|T φ(x)φ(y)|0⟩ = ∫ d⁴p/(2π)⁴ i e^(−ip·(x−y)) / (p² − m² + iε). The iε prescription shifts the poles at p⁰ = ±E_p off the real axis so that closing the p⁰ contour in the lower half-plane for x⁰ later than y⁰, and in the upper half-plane otherwise, reproduces the time ordering. D_F is a Green’s function of the Klein–Gordon operator: (∂² + m²) D_F(x − y) = −i δ⁴(x − y).",
            "Wick’s theorem turns time-ordered products of free fields into manageable pieces. It states that T{φ(x₁)φ(x₂)…φ(x_n)} = N{φ(x₁)φ(x₂)…φ(x_n) + all possible contractions}, where N denotes normal ordering and the contraction of φ(x)φ(y) is the c-number D_F(x − y). Every normal-ordered operator has zero vacuum expectation value, so only fully contracted terms survive. For four fields, writing D_F(x_i − x_j) as D_ij, ⟨0|T φ₁φ₂φ₃φ₄|0⟩ = D₁₂D₃₄ + D₁₃D₂₄ + D₁₄D₂₃. A product of 2n fields yields (2n − 1)!! such terms: 3 for four fields, 15 for six and 105 for eight, while an odd number of fields gives zero.",
            "Each term can be drawn as a diagram, with a point for each spacetime position and a line for each propagator. This bookkeeping is the origin of Feynman diagrams, and it is what makes the interacting theory computable order by order.",
          ),
        },
      },
      {
        title: "Feynman Rules for φ⁴ Theory",
        description:
          "Perturbation theory in the interaction picture, momentum-space Feynman rules, symmetry factors and a first tree-level cross-section.",
        lesson: {
          title: "Diagrams, vertices and two-to-two scattering",
          html:
            p(
              "The simplest interacting theory adds ℋ_int = (λ/4!) φ⁴ to the Hamiltonian density. In four spacetime dimensions φ has mass dimension 1, so the coupling λ is dimensionless. The 4! is chosen because it cancels the 4! ways of attaching four distinct lines to a vertex, leaving a clean vertex factor. Correlation functions in the interacting vacuum |Ω⟩ follow from the Gell-Mann–Low formula: ⟨Ω|T φ(x)φ(y)|Ω⟩ equals ⟨0|T φ_I(x)φ_I(y) exp[−i∫ dt H_I(t)]|0⟩ divided by ⟨0|T exp[−i∫ dt H_I(t)]|0⟩, with interaction-picture fields and the time integral taken over a contour slightly rotated into the complex plane. Expanding the exponential and applying Wick’s theorem generates diagrams; the denominator cancels disconnected vacuum bubbles.",
              "For scattering amplitudes in momentum space the rules are:",
            ) +
            "<ol><li>Each internal line carrying momentum p contributes a propagator i/(p² − m² + iε).</li><li>Each vertex contributes a factor −iλ.</li><li>External lines are amputated and contribute a factor 1, by the LSZ reduction formula.</li><li>Momentum is conserved at every vertex.</li><li>Each undetermined loop momentum k is integrated with ∫ d⁴k/(2π)⁴.</li><li>The result is divided by the diagram’s symmetry factor.</li></ol>" +
            p(
              "The symmetry factor counts the permutations of internal lines and vertices that leave a diagram unchanged. The figure-eight vacuum bubble has symmetry factor 8; the one-loop correction to the propagator, a single loop attached at one vertex, has factor 2; and the one-loop s-channel correction to two-to-two scattering, with two vertices joined by two propagators, also has factor 2.",
              "At lowest order, two-to-two scattering comes from a single vertex, so iℳ = −iλ. In the centre-of-mass frame, for particles of equal mass, the differential cross-section is dσ/dΩ = |ℳ|² / (64π² E_cm²). Integrating over the full solid angle gives 4π, and because the two final particles are identical a factor ½ prevents double counting, so σ = λ² / (32π E_cm²). The result has dimensions of inverse mass squared, an area in natural units, as it must, and it is isotropic because the contact interaction carries no angular dependence.",
            ),
        },
      },
    ],
  },
];
