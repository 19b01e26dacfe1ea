/** Sixty-third held-out evaluation courses, advanced level; see ai-courses-heldout63.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT63_C: EvalCourse[] = [
  {
    slug: "finite-element-analysis-theory-and-verification",
    discipline: "Finite element analysis",
    title: "Finite Element Analysis: Theory and Verification",
    description:
      "Building on undergraduate solid mechanics and linear algebra, this course treats the finite element method as a practising analyst must understand it: deriving the weak form, choosing elements and integration rules, recognising locking and hourglassing, performing modal analysis, and verifying results through systematic convergence studies.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one computer laboratory a week)",
    plantedGap: "modal analysis",
    modules: [
      {
        title: "The weak form and the stiffness matrix",
        description:
          "From the governing differential equation to assembled element equations, using the axially loaded bar as the model problem.",
        lesson: {
          title: "Deriving the bar element",
          html: p(
            "The axially loaded bar is the simplest problem that contains every step of the method. Its strong form is d/dx(EA du/dx) + f(x) = 0 on 0 < x < L, where u is the axial displacement, E Young's modulus, A the cross-sectional area and f a distributed load per unit length, with u prescribed on part of the boundary (an essential condition) and the end force EA du/dx prescribed on the rest (a natural condition).",
            "To obtain the weak form, multiply by an arbitrary test function w that vanishes where u is prescribed, integrate over the domain, and integrate by parts: ∫ EA (dw/dx)(du/dx) dx = ∫ w f dx + [w EA du/dx] at the boundary. Two things have happened. The derivative order on u has fallen from two to one, so the trial functions need only be continuous, not smooth, which is what permits piecewise polynomial approximations. And the natural boundary condition now enters the equation directly through the boundary term, while the essential condition must still be imposed on the trial space. For linear elasticity the weak form is the principle of virtual work, and it is equivalent to minimising total potential energy.",
            "In the Galerkin method the trial and test functions are built from the same shape functions. For a two-node element of length L_e with local coordinate x, the linear shape functions are N₁ = 1 − x/L_e and N₂ = x/L_e. Substituting u ≈ N₁u₁ + N₂u₂ into the weak form gives the element stiffness matrix k_e = (EA/L_e)[1 −1; −1 1] and, for uniform f, a consistent load vector of fL_e/2 at each node.",
            "Assembly adds each element matrix into the global matrix at the rows and columns of its nodes. Take a bar fixed at its left end, modelled by two elements of length L with a force P at the right end. The assembled matrix for nodes 1 to 3 is (EA/L)[1 −1 0; −1 2 −1; 0 −1 1]. Deleting the row and column of the fixed node leaves (EA/L)[2 −1; −1 1] {u₂, u₃} = {0, P}, whose solution is u₂ = PL/EA and u₃ = 2PL/EA, matching the exact solution. That is no accident: for the one-dimensional bar with nodal loads, linear elements reproduce the exact nodal displacements. The global stiffness matrix is symmetric, banded and, once rigid-body motion has been removed by the supports, positive definite, properties that solvers exploit and that a singular matrix warning tells you have been violated.",
          ),
        },
      },
      {
        title: "Element choice, integration and locking",
        description:
          "Why linear triangles and fully integrated linear quadrilaterals misbehave in bending and near incompressibility, and how reduced integration, mixed formulations and higher-order elements respond.",
        lesson: {
          title: "Shear locking and hourglassing",
          html: p(
            "Element matrices are integrated numerically, almost always by Gauss quadrature, in which n points per direction integrate a polynomial of degree 2n − 1 exactly. Full integration uses enough points to integrate the stiffness of an undistorted element exactly; reduced integration deliberately uses fewer. That choice interacts with element kinematics in ways every analyst must recognise.",
            "The three-node constant strain triangle can represent only a uniform strain field. In bending, where strain varies linearly through the depth, a mesh of such triangles is far too stiff unless it is very fine. The four-node bilinear quadrilateral seems better, but under pure bending its edges cannot curve, so it represents the bending deformation only with accompanying parasitic shear strain. With full 2 × 2 integration that spurious shear absorbs strain energy and the element is much too stiff, an effect called shear locking that worsens as the element's aspect ratio increases. A single element through the depth of a slender beam can underestimate tip deflection by an order of magnitude.",
            "Reduced one-point integration removes the parasitic shear, because the spurious shear strain is zero at the element centre, but it introduces zero-energy deformation modes: patterns of nodal displacement that produce no strain at the single integration point. These hourglass modes can grow unchecked and produce a characteristic zigzag mesh distortion. Codes counter them with hourglass stabilisation, adding a small artificial stiffness or viscosity, and the analyst should check that the artificial hourglass energy remains a small fraction, commonly a few per cent at most, of the internal strain energy.",
            "Other remedies include incompatible-mode elements, which add internal bending modes to the bilinear quadrilateral, and quadratic elements: the eight-node quadrilateral with reduced 2 × 2 integration and the ten-node tetrahedron both perform well in bending.",
            "A second pathology, volumetric locking, appears as Poisson's ratio approaches 0.5, in rubber-like materials and in metal plasticity, where plastic flow is essentially incompressible. Fully integrated low-order elements cannot deform without changing volume, so the huge bulk stiffness dominates and the response locks. The standard cures are selective reduced integration of the volumetric term, the B-bar method, or hybrid elements with an independently interpolated pressure field. Element choice is therefore a modelling decision, to be justified in the analysis report, not a default left to the pre-processor.",
          ),
        },
      },
      {
        title: "Verification and convergence",
        description:
          "Mesh convergence studies, Richardson extrapolation, stress singularities and the distinction between verification and validation.",
        lesson: {
          title: "Is the mesh good enough?",
          html:
            p(
              "Verification asks whether the equations are being solved correctly; validation asks whether they are the right equations for the physical system, which can only be judged against experiment. Guides such as ASME V&V 10 put verification first: comparing a model with test data is pointless while discretisation error is unknown.",
              "For smooth problems the theory predicts the rate of convergence. With elements of polynomial order p and characteristic size h, displacement errors fall as h^(p+1) and stress errors as h^p. A convergence study solves the same problem on at least three systematically refined meshes and checks that the quantity of interest behaves as the theory predicts.",
              "Richardson extrapolation turns such a study into an error estimate. With a constant refinement ratio r and results f₃ (coarse), f₂ (medium) and f₁ (fine), the observed order of convergence is p = ln[(f₃ − f₂)/(f₂ − f₁)] / ln r, and the extrapolated estimate of the exact value is f₁ + (f₁ − f₂)/(r^p − 1). Roache's grid convergence index builds a conservative error band on the same quantities.",
              "Worked example: a peak von Mises stress at a fillet is computed as 212, 224 and 227 MPa on meshes refined by a factor of two each time:",
            ) +
            "<table><tr><th>Mesh</th><th>Element size</th><th>Peak stress (MPa)</th></tr>" +
            "<tr><td>Coarse</td><td>4 mm</td><td>212</td></tr>" +
            "<tr><td>Medium</td><td>2 mm</td><td>224</td></tr>" +
            "<tr><td>Fine</td><td>1 mm</td><td>227</td></tr></table>" +
            p(
              "The observed order is ln(12/3)/ln 2 = 2, and the extrapolated value is 227 + 3/(4 − 1) = 228 MPa, so the fine mesh is within about 0.5 per cent. An observed order far from the theoretical one signals that the meshes are not yet in the asymptotic range, or that something is wrong.",
              "The study can also expose a stress singularity. At a sharp re-entrant corner, a point load or a point constraint, linear elasticity predicts infinite stress, and the computed peak keeps rising with every refinement instead of converging. The remedies are to model the real geometry, such as the actual fillet radius, to spread loads and supports over realistic areas, to assess the corner with fracture mechanics, or, by Saint-Venant's principle, to read stresses a sufficient distance away. Finally, element formulations themselves are verified with patch tests, which confirm that an arbitrary patch of distorted elements reproduces a constant strain state exactly.",
            ),
        },
      },
    ],
  },
  {
    slug: "galois-theory",
    discipline: "Galois theory",
    title: "Galois Theory",
    description:
      "Galois's insight was to study a polynomial through the symmetries of its roots. Students work through field extensions and the tower law, splitting fields, normal and separable extensions, the fundamental theorem of Galois theory and the insolubility of the general quintic, ending with classical applications such as ruler-and-compass constructions.",
    level: "advanced",
    duration: "one semester (24 lectures and 8 problem classes)",
    plantedGap: "ruler-and-compass constructions",
    modules: [
      {
        title: "Field extensions and the tower law",
        description:
          "Degrees of extensions, algebraic elements and minimal polynomials, and the multiplicativity of degrees in towers of fields.",
        lesson: {
          title: "Degrees and minimal polynomials",
          html: p(
            "A field extension L/K is a field L containing K as a subfield. L is then a vector space over K, and its dimension is the degree [L:K]. For example [ℂ:ℝ] = 2 with basis {1, i}, while [ℝ:ℚ] is infinite.",
            "An element α of L is algebraic over K if it is a root of some non-zero polynomial with coefficients in K. Among all such polynomials there is a unique monic one of least degree, the minimal polynomial m(x) of α over K; it is irreducible over K, and it divides every polynomial in K[x] that has α as a root. The evaluation map K[x] → K(α) sending x to α is surjective with kernel the ideal (m), so K(α) ≅ K[x]/(m). Consequently [K(α):K] = deg m, with basis 1, α, α², …, α^(n−1). Finding a degree is therefore a matter of finding a minimal polynomial, which usually means proving irreducibility, often by Eisenstein's criterion or by reduction modulo a prime.",
            "The tower law states that if K ⊆ L ⊆ M then [M:K] = [M:L][L:K]. The proof is direct: if {aᵢ} is a basis of L over K and {bⱼ} a basis of M over L, the products aᵢbⱼ form a basis of M over K. The law is the main computational tool of the first half of the course.",
            "Worked example: let α = ∛2 and let ω = e^(2πi/3). The polynomial x³ − 2 is irreducible over ℚ by Eisenstein's criterion at the prime 2, so [ℚ(α):ℚ] = 3. Next, ω is a root of x² + x + 1, and ω is not real while ℚ(α) lies inside ℝ, so that quadratic remains irreducible over ℚ(α) and [ℚ(α, ω):ℚ(α)] = 2. By the tower law, [ℚ(α, ω):ℚ] = 6. The field ℚ(α, ω) is the splitting field of x³ − 2, containing all three roots α, αω and αω².",
            "The tower law also proves negative results quickly. Since [ℚ(α):ℚ] = 3 and any subfield F between ℚ and ℚ(α) must have a degree over ℚ that divides 3, there is no intermediate field other than ℚ and ℚ(α) themselves. In particular √2 does not lie in ℚ(∛2), because ℚ(√2) would be an intermediate field of degree 2, and 2 does not divide 3.",
          ),
        },
      },
      {
        title: "The fundamental theorem",
        description:
          "Splitting fields, normality and separability, and the order-reversing correspondence between subgroups and intermediate fields.",
        lesson: {
          title: "The Galois correspondence for x³ − 2",
          html:
            p(
              "The Galois group Gal(L/K) is the group of field automorphisms of L that fix every element of K. For an extension of degree n, |Gal(L/K)| ≤ n, and the extension is called Galois when equality holds. Equivalent conditions are that L/K is normal and separable, or that L is the splitting field over K of a separable polynomial. In characteristic zero every irreducible polynomial is separable, so over ℚ a Galois extension is simply a splitting field.",
              "The fundamental theorem states that for a Galois extension L/K with group G, the maps H ↦ L^H (the subfield fixed by H) and M ↦ Gal(L/M) are mutually inverse bijections between subgroups of G and intermediate fields K ⊆ M ⊆ L. The correspondence reverses inclusion, and [L:L^H] = |H|, so [L^H:K] = [G:H]. Moreover M/K is itself Galois exactly when Gal(L/M) is a normal subgroup of G, and then Gal(M/K) ≅ G/Gal(L/M).",
              "Take L = ℚ(α, ω), the splitting field of x³ − 2 from the previous lesson, with [L:ℚ] = 6. Each automorphism permutes the three roots α, αω, αω², and is determined by that permutation, so G embeds in S₃; since |G| = 6, G ≅ S₃. Complex conjugation is one element: it fixes α and swaps the other two roots. The subgroups and their fixed fields are:",
            ) +
            "<table><tr><th>Subgroup H</th><th>Order</th><th>Fixed field L^H</th><th>Degree over ℚ</th><th>Normal over ℚ?</th></tr>" +
            "<tr><td>{e}</td><td>1</td><td>ℚ(α, ω)</td><td>6</td><td>yes</td></tr>" +
            "<tr><td>⟨(αω αω²)⟩</td><td>2</td><td>ℚ(α)</td><td>3</td><td>no</td></tr>" +
            "<tr><td>⟨(α αω²)⟩</td><td>2</td><td>ℚ(αω)</td><td>3</td><td>no</td></tr>" +
            "<tr><td>⟨(α αω)⟩</td><td>2</td><td>ℚ(αω²)</td><td>3</td><td>no</td></tr>" +
            "<tr><td>A₃</td><td>3</td><td>ℚ(ω)</td><td>2</td><td>yes</td></tr>" +
            "<tr><td>S₃</td><td>6</td><td>ℚ</td><td>1</td><td>yes</td></tr></table>" +
            p(
              "Each subgroup of order 2 is generated by a transposition fixing one root, and its fixed field is generated by that root. These three subgroups are conjugate rather than normal, matching the fact that ℚ(α) is not a normal extension: it contains one root of x³ − 2 but not the other two. The alternating group A₃ is normal, and its fixed field ℚ(ω) = ℚ(√−3) is Galois over ℚ with group S₃/A₃ ≅ C₂. The theorem thus turns the question of finding every intermediate field, which looks infinite, into listing six subgroups of a group of order six.",
            ),
        },
      },
      {
        title: "Solvability by radicals",
        description: "Solvable groups, radical extensions and why no formula in radicals solves the general quintic.",
        lesson: {
          title: "Why the quintic resists radicals",
          html: p(
            "Quadratic, cubic and quartic equations can be solved by formulas built from the coefficients using field operations and the extraction of roots; the cubic and quartic formulas were published by Cardano in 1545. The search for a quintic formula failed for two and a half centuries. Ruffini gave an incomplete impossibility proof in 1799, Abel a complete one in 1824, and Galois, before his death in 1832, found the criterion that decides the question for each individual polynomial.",
            "A polynomial f over a field K of characteristic zero is solvable by radicals if its roots lie in an extension obtained from K by successively adjoining nth roots of elements. A group G is solvable if it has a chain of subgroups {e} = G₀ ◁ G₁ ◁ … ◁ G_k = G, each normal in the next, with every quotient G_{i+1}/G_i abelian. Galois's theorem states that f is solvable by radicals if and only if its Galois group is solvable. The key step is that adjoining roots of unity and then an nth root produces an extension whose Galois group is abelian, so a tower of radical extensions corresponds to a chain of subgroups with abelian quotients.",
            "Every group of order at most 4 is abelian, and S₃ and S₄ are solvable, which is why formulas exist up to degree four. For n ≥ 5, however, the alternating group A_n is simple and non-abelian, so S_n has no chain of the required kind and is not solvable. The general quintic, whose coefficients are independent indeterminates, has Galois group S₅, so no general formula can exist.",
            "The theorem also yields specific unsolvable equations. Let f(x) = x⁵ − 6x + 3. Eisenstein's criterion at the prime 3 shows that f is irreducible over ℚ, so 5 divides the order of its Galois group G, and by Cauchy's theorem G contains an element of order 5, which as a permutation of the five roots is a 5-cycle. Next, f′(x) = 5x⁴ − 6 vanishes only at x = ±(6/5)^(1/4) ≈ ±1.047, and f(−1.047) ≈ 8.0 > 0 while f(1.047) ≈ −2.0 < 0, so f has exactly three real roots and two non-real conjugate roots. Complex conjugation fixes the three real roots and swaps the other two, so G contains a transposition. For a prime p, a p-cycle and any transposition together generate S_p. Therefore G = S₅, which is not solvable, and the roots of this particular quintic, although perfectly well defined real and complex numbers, cannot be expressed in radicals.",
          ),
        },
      },
    ],
  },
  {
    slug: "extradition-law-and-practice",
    discipline: "Extradition law",
    title: "Extradition Law and Practice",
    description:
      "Part 1 warrants and Part 2 requests; dual criminality and the extradition offence; the statutory bars, including passage of time and the forum bar; challenges under Articles 3 and 8 of the European Convention on Human Rights. An advanced seminar on the Extradition Act 2003 for LLM students and practitioners, taught through recent High Court and Supreme Court decisions.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "forum bar",
    modules: [
      {
        title: "The architecture of the Extradition Act 2003",
        description:
          "Category 1 and category 2 territories, the warrant and request procedures, and the effect of the United Kingdom's departure from the European Union.",
        lesson: {
          title: "Two routes to surrender",
          html: p(
            "The Extradition Act 2003 creates two regimes. Part 1 governs extradition to category 1 territories, designated by order, which are the member states of the European Union together with Gibraltar. Part 2 governs category 2 territories, which include the United States, Australia, Canada and most other treaty partners. The allocation matters because the Part 1 procedure is judicial and swift, while Part 2 involves the executive.",
            "Under Part 1 the process begins with an arrest warrant issued by a judicial authority of the requesting state and certified by the National Crime Agency. The requested person is arrested and brought before the appropriate judge, a district judge sitting at Westminster Magistrates' Court, for an initial hearing and then an extradition hearing. The judge decides whether the conduct is an extradition offence, whether any statutory bar applies, and whether extradition would be compatible with Convention rights. Either side may appeal to the High Court, with permission, within seven days. The Secretary of State has almost no role.",
            "Until the end of 2020 Part 1 implemented the European Arrest Warrant Framework Decision of 2002. Since 1 January 2021, surrender between the United Kingdom and EU member states has operated under Title VII of Part Three of the EU-UK Trade and Cooperation Agreement. The Act still applies and the procedure is much as before, but several member states now refuse to surrender their own nationals, and the Agreement expressly requires surrender to be proportionate.",
            "Under Part 2 a request is sent through diplomatic channels and the Secretary of State certifies it before a warrant is sought. At the extradition hearing the judge considers the bars and human rights, and in most cases must also be satisfied that there is evidence sufficient to make a case to answer; but territories designated under sections 84(7) and 86(7), including the United States, Australia, Canada, New Zealand and the parties to the European Convention on Extradition, are exempt from that evidential requirement. If the judge sends the case on, the Secretary of State decides whether to order extradition, but only on limited grounds: the death penalty (section 94), speciality arrangements (section 95) and earlier extradition or transfer (sections 96 and 96A). Appeals from both decisions lie to the High Court.",
          ),
        },
      },
      {
        title: "Dual criminality and the bars to extradition",
        description:
          "The conduct test for extradition offences and the principal statutory bars, with emphasis on passage of time.",
        lesson: {
          title: "Extradition offences and statutory bars",
          html: p(
            "Extradition is available only for an extradition offence, defined in sections 64 and 65 for Part 1 and sections 137 and 138 for Part 2. The central requirement is dual criminality: the conduct must be an offence in the requesting state and would be one in the relevant part of the United Kingdom, generally punishable with at least twelve months' imprisonment. In Norris v Government of the United States of America [2008] UKHL 16 the House of Lords confirmed that the test looks at the conduct described in the request, transposed to the United Kingdom, not at the name or elements of the foreign offence. Price fixing alone was not a criminal offence in England before the cartel offence under the Enterprise Act 2002 came into force, and could not be recast as conspiracy to defraud without aggravating features, so that charge failed; the obstruction of justice charges survived.",
            "Part 1 contains an important exception. Where the conduct falls within the European framework list of 32 categories, such as terrorism and fraud, is certified as such by the issuing authority, and is punishable in the requesting state with at least three years' imprisonment, dual criminality need not be shown.",
            "The statutory bars for Part 1 are listed in section 11 and those for Part 2 in section 79. They include the rule against double jeopardy, extraneous considerations (a request made for the purpose of punishing a person on account of race, religion, nationality, gender, sexual orientation or political opinions, or a risk of prejudice at trial for those reasons), the passage of time, the person's age, hostage-taking considerations, and the absence of speciality arrangements.",
            "The passage of time bar (sections 14 and 82) applies where extradition would be unjust or oppressive because of the time since the alleged offence or since the person became unlawfully at large. In Kakis v Government of the Republic of Cyprus [1978] 1 WLR 779 Lord Diplock explained that 'unjust' is directed primarily to the risk of prejudice to the accused at trial, and 'oppressive' to hardship from changes in circumstances during the delay. Gomes v Government of Trinidad and Tobago [2009] UKHL 21 held that a person who has deliberately fled cannot, save in the most exceptional circumstances, rely on the delay that flight produced.",
          ),
        },
      },
      {
        title: "Human rights and proportionality",
        description:
          "Articles 3 and 8 of the Convention in extradition cases, diplomatic assurances, health and suicide risk, and the proportionality bar in section 21A.",
        lesson: {
          title: "Articles 3 and 8 in extradition",
          html: p(
            "Sections 21 and 87 require the judge to decide whether extradition would be compatible with the Convention rights under the Human Rights Act 1998. The foundational authority is Soering v United Kingdom (1989) 11 EHRR 439, where the European Court of Human Rights held that extraditing a German national to Virginia to face a capital charge would violate Article 3, not because of the death penalty as such but because of the 'death row phenomenon'. The requested state is responsible where substantial grounds are shown for believing that there is a real risk of treatment contrary to Article 3.",
            "Most Article 3 challenges now concern prison conditions. In Muršić v Croatia (2016) the Grand Chamber held that less than 3 m² of personal space in multi-occupancy cells raises a strong presumption of a violation. The requesting state may answer such evidence with diplomatic assurances, assessed using the factors in Othman (Abu Qatada) v United Kingdom (2012), such as whether they are specific, given by someone able to bind the state, and capable of being monitored.",
            "Article 8 rarely defeats extradition. Norris v Government of the United States of America [2010] UKSC 9 held that only exceptionally serious consequences will suffice. HH v Deputy Prosecutor of the Italian Republic, Genoa [2012] UKSC 25 refined this: the best interests of children affected must be a primary consideration. Of the three appeals heard together, only F-K, concerning a mother of young children sought by Poland for relatively minor offences, succeeded on Article 8. Polish Judicial Authority v Celinski [2015] EWHC 1274 (Admin) then required judges to set out the factors for and against extradition in a 'balance sheet'.",
            "Under sections 25 and 91 extradition must not take place if the person's physical or mental condition makes it unjust or oppressive; Turner v Government of the United States of America [2012] EWHC 2426 (Admin) set out the approach to suicide risk, asking whether the risk arises from a mental illness so severe that the person could not resist the impulse to take their own life, and whether adequate preventive measures exist. Under section 21A, added in 2014, a judge dealing with a Part 1 accusation warrant must also consider proportionality, weighing the seriousness of the conduct, the likely penalty and the possibility of less coercive measures than surrender.",
          ),
        },
      },
    ],
  },
  {
    slug: "patterning-the-embryo-advanced-developmental-biology",
    discipline: "Developmental biology",
    title: "Patterning the Embryo: Advanced Developmental Biology",
    description:
      "A research-led seminar course for final-year and master's students on how embryos generate pattern: morphogen gradients and how cells interpret them, organisers and neural induction, the segmentation clock, and left-right asymmetry, read through classic experiments and current quantitative work.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar with a paper discussion each week)",
    plantedGap: "left-right asymmetry",
    modules: [
      {
        title: "Morphogen gradients and positional information",
        description:
          "Wolpert's French flag problem and the Bicoid gradient as a test case for how cells read concentration.",
        lesson: {
          title: "Reading the Bicoid gradient",
          html: p(
            "In 1969 Lewis Wolpert framed pattern formation as a problem of positional information: cells acquire a value specifying their position, and interpret it according to their genetic programme. His French flag model imagined a line of cells exposed to a diffusible morphogen declining from one end, with cells above one threshold becoming blue, between two thresholds white, and below both red. The model makes testable predictions: changing the source strength or the thresholds should shift boundaries, and patterns should scale only if something adjusts the gradient to tissue size.",
            "The first morphogen demonstrated molecularly was Bicoid in Drosophila. Maternal bicoid mRNA is localised at the anterior pole of the oocyte and translated after fertilisation, and the protein spreads through the syncytial blastoderm, where no cell membranes yet separate the nuclei. Driever and Nüsslein-Volhard showed in 1988 that Bicoid forms an anterior-to-posterior concentration gradient and that changing the maternal gene dosage shifts anterior fates: embryos from mothers with extra bicoid copies move the cephalic furrow posteriorly. Bicoid is a homeodomain transcription factor that activates hunchback in the anterior half, and the hunchback boundary near the middle of the embryo was long treated as the classic read-out of a threshold.",
            "The simplest explanation of the gradient's shape is the synthesis-diffusion-degradation model: protein made at a localised source, diffusing with coefficient D and degraded uniformly at rate k, reaches a steady state C(x) = C₀e^(−x/λ) with length constant λ = √(D/k). Measured Bicoid gradients are close to exponential, with λ of about 100 µm, roughly a fifth of the egg's length.",
            "Quantitative imaging has complicated the picture. Gregor and colleagues (2007) found that the hunchback boundary is positioned to within about one nuclear spacing, around 1 per cent of egg length, implying that neighbouring nuclei distinguish concentration differences of roughly 10 per cent, close to the physical limit set by counting molecules over the time available. Their photobleaching measurements gave a diffusion coefficient near 0.3 µm²/s, too slow to build the observed gradient in the time available, whereas later fluorescence correlation measurements found faster-moving fractions of several µm²/s. Resolving this discrepancy has led to models combining diffusion with spatially graded mRNA and cytoplasmic flows. Precision is also a network property: hunchback self-activation and cross-repression among the gap genes sharpen a boundary that Bicoid alone would leave noisier.",
          ),
        },
      },
      {
        title: "Organisers and neural induction",
        description:
          "The Spemann–Mangold experiment and the molecular logic and limits of the default model of neural induction.",
        lesson: {
          title: "The organiser and the default model",
          html: p(
            "In 1924 Hilde Mangold and Hans Spemann published the experiment that defined embryonic induction. Mangold grafted the dorsal lip of the blastopore from an early gastrula of a lightly pigmented newt species into the ventral side of a darkly pigmented host. The host developed a second body axis with a neural tube, notochord and somites. The pigment difference showed that the grafted tissue formed mainly notochord, while the secondary neural tube and much of the surrounding mesoderm came from host cells that would otherwise have become ventral tissue and epidermis. The dorsal lip had re-directed the fate of its neighbours. Spemann received the 1935 Nobel Prize; Mangold had died in 1924, before the paper appeared.",
            "For sixty years the organiser's signals remained unknown. The breakthrough came from Xenopus in the early 1990s, when expression cloning identified secreted organiser factors: noggin (Smith and Harland, 1992), follistatin (Hemmati-Brivanlou and Melton, 1994) and chordin (Sasai and colleagues, 1994). All three turned out to bind and inhibit bone morphogenetic proteins, particularly BMP4, which is expressed throughout the ectoderm and promotes epidermal fate. Meanwhile dissociated animal cap cells, separated so that secreted factors diffuse away, adopted neural fates without any inducer.",
            "These results yielded the default model: ectoderm becomes neural by default, BMP signalling diverts it to epidermis, and the organiser induces neural tissue by locally blocking BMP. The model explained a great deal and its logic is conserved: in Drosophila, the BMP homologue Decapentaplegic and the chordin homologue Short gastrulation pattern the dorsoventral axis in the same way, though with the axis inverted relative to vertebrates, supporting Geoffroy Saint-Hilaire's old idea of a dorsoventral inversion.",
            "The default model is now regarded as incomplete. In the chick, BMP antagonists alone do not induce neural tissue in competent epiblast; work by Streit, Stern and colleagues around 2000 showed that FGF signalling acts early, before gastrulation, and that neural induction is a stepwise process involving FGF, Wnt inhibition and BMP inhibition at different times. Head induction requires additional antagonists of Wnt, such as Dickkopf1 and Cerberus. Seminar discussion should weigh how much of the disagreement reflects species differences and how much reflects the experimental assays, dissociation versus grafting, used to define 'neural'.",
          ),
        },
      },
      {
        title: "The segmentation clock",
        description:
          "Oscillating gene expression in the presomitic mesoderm, the clock-and-wavefront model and what it explains about somite number and size.",
        lesson: {
          title: "Clock and wavefront",
          html:
            p(
              "Somites, the blocks of paraxial mesoderm that give rise to vertebrae, ribs and skeletal muscle, form in strict sequence from head to tail at a fixed rhythm. In 1976 Jonathan Cooke and Christopher Zeeman proposed the clock-and-wavefront model: cells in the presomitic mesoderm contain an oscillator, and a wavefront of maturation moving slowly posteriorly arrests the oscillation, so that each cycle of the clock fixes one somite's worth of cells. Somite size is then the distance the wavefront travels during one period.",
              "The model waited twenty years for molecular support. In 1997 Palmeirim, Pourquié and colleagues found that mRNA of c-hairy1, a chick Hes-family gene, sweeps through the presomitic mesoderm in waves with the same 90-minute period as somite formation. Cyclic genes have since been found in all vertebrates studied, and the period is species-specific:",
            ) +
            "<table><tr><th>Species</th><th>Approximate period</th></tr>" +
            "<tr><td>Zebrafish (28 °C)</td><td>30 minutes</td></tr>" +
            "<tr><td>Chick</td><td>90 minutes</td></tr>" +
            "<tr><td>Mouse</td><td>2 hours</td></tr>" +
            "<tr><td>Human (stem-cell-derived presomitic mesoderm)</td><td>about 5 hours</td></tr></table>" +
            p(
              "The core oscillator is a delayed negative-feedback loop. Hes7 in the mouse, and her1 and her7 in zebrafish, encode transcriptional repressors that inhibit their own genes. Because transcription, splicing, export and translation impose delays of tens of minutes and the proteins are short-lived, the loop oscillates rather than settling; in the mouse, removing all the introns of Hes7, which shortens the delay, abolishes the oscillation (Takashima and colleagues, 2011), while removing only some of them speeds the clock up (Harima and colleagues, 2013). Delta-Notch signalling couples neighbouring cells, keeping them in phase; in zebrafish Notch pathway mutants the oscillators drift out of synchrony and somite boundaries become irregular.",
              "The wavefront corresponds to opposing gradients: FGF and Wnt signalling are high posteriorly, where cells remain immature and oscillating, while retinoic acid from already formed somites is high anteriorly. Cells that fall below a threshold of FGF signalling as the axis extends pass the determination front and are segmented on the next cycle.",
              "The model accounts for variation in somite number. Gomez and colleagues (2008) showed that in the corn snake, with over 300 vertebrae, the segmentation clock runs roughly four times faster relative to the rate of axis growth than in mice, producing many more, smaller somites before axis elongation stops.",
            ),
        },
      },
    ],
  },
  {
    slug: "biblical-hebrew-prose-syntax-and-discourse",
    discipline: "Biblical Hebrew",
    title: "Biblical Hebrew Prose: Syntax and Discourse",
    description:
      "Intended for students who have completed two years of Biblical Hebrew, this course moves from parsing to reading: the verbal system in narrative and direct speech, word order and information structure, the Masoretic accents as a guide to syntax, and an introduction to textual criticism. Each week combines a grammatical topic with sustained reading in Genesis, Samuel or Kings.",
    level: "advanced",
    duration: "one semester (twelve weeks, two ninety-minute reading classes a week)",
    plantedGap: "textual criticism",
    modules: [
      {
        title: "The verb in narrative and direct speech",
        description:
          "How the wayyiqtol, weqatal, qatal and yiqtol forms divide the work of narration, prediction and instruction.",
        lesson: {
          title: "Wayyiqtol and weqatal",
          html: p(
            "Classical Hebrew prose advances its story line with the wayyiqtol form: the conjunction pointed wa- with patach, followed by doubling of the prefix consonant, attached to a prefix-conjugation verb, as in wayyōʾmer, 'and he said'. Strings of wayyiqtol clauses carry the sequence of main events. Genesis 22:3 is typical: wayyaškēm ʾabrāhām babbōqer wayyaḥăbōš ʾet-ḥămōrô, 'Abraham rose early in the morning and saddled his donkey', followed by further wayyiqtols for taking, splitting, rising and going. Each verb is clause-initial and the chain moves narrative time forward.",
            "Weqatal, the conjunction we- with a suffix-conjugation verb, is the mirror image in future and procedural discourse. Where it follows an imperative, a yiqtol or a future-oriented statement, it continues that frame: predictions, instructions and habitual sequences. The building instructions of Exodus 25 to 30 and the sacrificial procedures of Leviticus run on weqatal chains. In the first and second person singular the stress often shifts to the final syllable, as in wehālaktā́, 'and you shall go', a useful though not invariable sign distinguishing it from a simple qatal with the conjunction.",
            "Outside these chains, qatal and yiqtol take other roles. In narrative, qatal usually appears after a fronted noun or particle and marks action that is off the main line: background, anteriority (the pluperfect) or simultaneity. Genesis 3:1, wehannāḥāš hāyâ ʿārûm, 'Now the serpent was more crafty', opens the episode with background information rather than an event. Yiqtol without the consecutive conjunction expresses future, modal or habitual action, depending on context; the jussive and cohortative overlap with it in form.",
            "How the system works is disputed. Nineteenth-century grammarians, notably S. R. Driver in his Treatise on the Use of the Tenses in Hebrew (1874), interpreted the forms primarily as aspects; others have argued for relative tense; and discourse-linguistic approaches associated with Wolfgang Schneider and Alviero Niccacci classify forms by their function in narrative versus speech. Waltke and O'Connor's Introduction to Biblical Hebrew Syntax (1990) and John Cook's Time and the Biblical Hebrew Verb (2012) review the debate. For reading, the practical lesson is to classify each clause as mainline or offline, and as narrative or direct speech, before translating, because English tense choice follows from those decisions.",
          ),
        },
      },
      {
        title: "Word order and information structure",
        description:
          "Verb-initial clauses, fronted constituents and disjunctive clauses as signals of topic, focus and background.",
        lesson: {
          title: "Fronting and the disjunctive clause",
          html: p(
            "In narrative prose, the unmarked clause begins with its verb, because the wayyiqtol form must stand first. Any clause in which something other than the verb comes first is therefore marked, and the reader should ask why the writer departed from the default. Traditional grammars call a clause beginning with waw followed by a non-verbal element a disjunctive clause, and its functions can be grouped under a few headings.",
            "Background and scene-setting: Genesis 1:2, wehāʾāreṣ hāyetâ tōhû wābōhû, 'Now the earth was formless and void', follows the opening statement with a description of conditions, not the next event. Disjunctive clauses frequently stand at the opening of episodes, introduce new participants, or supply circumstantial information needed to understand what follows.",
            "Contrast and topic shift: Genesis 4:2 reads wayhî hebel rōʿēh ṣōʾn weqayin hāyâ ʿōbēd ʾădāmâ, 'Abel became a keeper of sheep, but Cain was a tiller of the ground.' The second clause fronts Cain to set him against his brother. Two verses later, wehebel hēbîʾ gam-hûʾ, 'and Abel, for his part, brought', fronts the subject again to mark the switch from one brother's offering to the other's.",
            "Focus: in direct speech, fronting an object or adverbial frequently marks it as the new or contrastive information. In Genesis 3:10 the man answers God's question with ʾet-qōlkā šāmaʿtî baggān, 'your voice I heard in the garden', placing the object before the verb.",
            "Linguistic work since the 1990s has given these intuitions a framework drawn from information-structure theory, especially Knud Lambrecht's distinction between topic and focus. Studies by Randall Buth, Jean-Marc Heimerdinger and others apply it to Biblical Hebrew, though a live debate remains: Robert Holmstedt argues that the basic word order is subject before verb, with verb-first order triggered by particular conditions, while most others take verb-first as basic. For the reader the practical habit is the same either way: note every non-verb-first clause, identify the fronted element, and decide whether it sets the scene, shifts the topic or marks focus before choosing an English rendering such as 'now', 'but', 'as for' or a cleft construction.",
          ),
        },
      },
      {
        title: "The Masoretic accents as syntax",
        description: "Reading disjunctive and conjunctive accents to find the hierarchical division of a verse.",
        lesson: {
          title: "Dividing the verse with the accents",
          html:
            p(
              "The Tiberian Masoretes marked the Hebrew Bible not only with vowels but with accents (teʿamim), which do three jobs at once: they mark the stressed syllable of most words, they encode the chant for public reading, and they divide each verse into a hierarchy of syntactic units. The third function makes them the oldest surviving syntactic analysis of the Hebrew Bible, and a reader who ignores them discards valuable evidence about how the verse was understood.",
              "Accents are either disjunctive, marking a pause after the word, or conjunctive, linking the word to the next. The disjunctives form a hierarchy, and in the twenty-one books that use the prose system the verse is divided by continuous dichotomy, as William Wickes described in his 1887 treatise: the verse is split into two halves, each half into two, and so on down to single words. The main disjunctives in the prose system, roughly from strongest to weakest, include:",
            ) +
            "<ul><li>silluq, on the last word of the verse, followed by the sof pasuq mark;</li>" +
            "<li>atnach, dividing the verse into its two main halves;</li>" +
            "<li>zaqef qaton, the commonest subdivider of each half, with segolta sometimes marking the main division of the first half instead, and tiphcha, the last division before atnach or silluq;</li>" +
            "<li>revia, pashta and tevir at the next level, with geresh and pazer beneath them.</li></ul>" +
            p(
              "Conjunctives such as munach, merkha, mahpakh and darga join words into phrases within these units.",
              "Genesis 1:1 shows the principle. The atnach falls on ʾĕlōhîm, and silluq on hāʾāreṣ, so the verse divides as 'In the beginning God created | the heavens and the earth', separating subject and verb from the objects. In longer verses the accents regularly mark where a subordinate clause ends or which phrase a modifier attaches to.",
              "They can decide interpretation. In Isaiah 40:3 the Masoretic division places a strong disjunctive accent on qôrēʾ, so the verse reads 'A voice cries: in the wilderness prepare the way of the LORD', not 'a voice cries in the wilderness'. The parallel line that follows, 'make straight in the desert a highway', supports the Masoretic reading. The three poetic books, Psalms, Proverbs and Job, use a different accent system with its own hierarchy, so the rules above must not be applied to them directly.",
            ),
        },
      },
    ],
  },
];
