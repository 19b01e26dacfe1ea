/** Seventy-third held-out evaluation courses, advanced level (C); see ai-courses-heldout73.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT73_C: EvalCourse[] = [
  {
    slug: "advanced-clinical-embryology-from-insemination-to-vitrification",
    discipline: "Clinical embryology",
    title: "Advanced Clinical Embryology: From Insemination to Vitrification",
    description:
      "ICSI technique and its indications, time-lapse morphokinetics, blastocyst grading, vitrification and warming, and the evidence on preimplantation genetic testing: an advanced laboratory course for embryologists working towards independent practice in a licensed IVF centre.",
    level: "advanced",
    duration: "twelve weeks (weekly seminars alongside supervised laboratory competency assessment)",
    plantedGap: "preimplantation genetic testing",
    modules: [
      {
        title: "ICSI: Indications and Technique",
        description:
          "When intracytoplasmic sperm injection is justified, and how to perform and audit it for high fertilisation and low damage rates.",
        lesson: {
          title: "Performing and Auditing ICSI",
          html:
            p(
              "Intracytoplasmic sperm injection (ICSI), first reported to produce pregnancies by Palermo and colleagues in Brussels in 1992, bypasses the zona pellucida and oolemma by placing a single spermatozoon in the ooplasm. Its clear indications are severe male-factor infertility, surgically retrieved sperm, previous total or very low fertilisation with conventional IVF, and insemination of warmed oocytes. Its use has spread far beyond these, yet for couples without male-factor infertility a large randomised trial in Vietnam (Dang and colleagues, Lancet 2021) found no improvement in live birth rate over conventional IVF, and professional bodies advise against routine use on that basis.",
              "Cumulus cells are removed by brief exposure to hyaluronidase, commonly 80 IU/mL, and gentle pipetting through stripping pipettes of decreasing diameter, which also allows nuclear maturity to be assessed. Only metaphase II oocytes, with an extruded first polar body, are injected; typically 70 to 85% of retrieved oocytes are mature. The injection itself, on a heated stage under an inverted microscope with modulation contrast optics, follows a fixed sequence:",
            ) +
            "<ol><li>A motile, morphologically normal spermatozoon is selected from a drop of viscous polyvinylpyrrolidone and immobilised by pressing the injection pipette across its tail. Damaging the membrane helps release the sperm factor, phospholipase C zeta, that triggers oocyte activation.</li><li>The oocyte is held with the polar body at 6 or 12 o'clock, so that injection at 3 o'clock avoids the meiotic spindle, which usually lies near the polar body.</li><li>The pipette passes through the zona deep into the ooplasm. The oolemma often invaginates rather than breaking, so a little ooplasm is aspirated until a sudden flow confirms breakage, and the sperm is then expelled with minimal medium.</li></ol>" +
            p(
              "Fertilisation is checked 16 to 18 hours later, when a normally fertilised oocyte shows two pronuclei and two polar bodies. The ESHRE and ALPHA Vienna consensus (2017) gives key performance indicators for audit: an ICSI normal fertilisation rate of at least 65% for competence and 80% as a benchmark, and a damage rate of no more than 10%, with 5% as the benchmark. Track each operator's rates monthly. Falling fertilisation with a normal damage rate points towards culture conditions or sperm selection, whereas rising damage suggests pipette or handling problems. After repeated fertilisation failure, assisted oocyte activation with a calcium ionophore may be considered.",
            ),
        },
      },
      {
        title: "Morphokinetics and Blastocyst Grading",
        description:
          "Grading blastocysts with the Gardner system and interpreting time-lapse annotations to rank embryos for single embryo transfer.",
        lesson: {
          title: "Ranking Embryos for Transfer",
          html: p(
            "Most laboratories now culture to day 5 or 6 and transfer a single blastocyst, the practice that has allowed elective single embryo transfer to coexist with good cumulative pregnancy rates and that the HFEA has promoted to reduce multiple births. Selection relies on morphology, increasingly supplemented by time-lapse observation.",
            "The Gardner and Schoolcraft system (1999) grades three features. Expansion is scored from 1 to 6: 1, an early blastocyst whose cavity is less than half the embryo's volume; 2, a cavity of at least half; 3, a full blastocyst whose cavity fills the embryo; 4, expanded, with the zona thinning; 5, hatching; 6, fully hatched. From grade 3 the inner cell mass (ICM) is graded A (many tightly packed cells), B (several loosely grouped cells) or C (very few cells), and the trophectoderm (TE) A (many cells forming a cohesive epithelium), B (few cells forming a loose epithelium) or C (very few, large cells). A 4AA blastocyst is expanded with excellent ICM and TE; a 3BC has a full cavity, a fair ICM and a poor TE. Inter-observer agreement is only moderate, so grading needs regular internal quality control.",
            "Time-lapse systems image each embryo every 5 to 20 minutes without removing it from the incubator. Annotations follow agreed nomenclature (Ciray and colleagues, 2014): tPNf for pronuclear fading, t2 to t8 for the times at which two to eight cells are reached, tSB for the start of blastulation and tB for the full blastocyst, all timed from insemination. Some events carry consistent prognostic weight: direct cleavage from one to three cells, with t3 minus t2 under about 5 hours, and reverse cleavage are associated with much lower implantation, and multinucleation at the two-cell stage is a negative sign. Commercial algorithms combine such variables, and artificial-intelligence models now score image sequences directly.",
            "The clinical benefit remains debated. A Cochrane review (Armstrong and colleagues, 2019) found insufficient evidence that time-lapse systems improve live birth rates, and the large UK TILT randomised trial, published in 2024, found no improvement in live birth compared with standard culture and assessment. Time-lapse does provide undisturbed culture and an audit trail, and deselecting abnormally cleaving embryos is well supported. The Vienna consensus suggests a blastocyst development rate of at least 40% of normally fertilised oocytes for competence, with 60% as the benchmark.",
          ),
        },
      },
      {
        title: "Vitrification and Warming",
        description:
          "The physical basis of vitrification, the Cryotop protocol for blastocysts, warming and survival, and long-term storage in the UK.",
        lesson: {
          title: "Ice-Free Cryopreservation of Blastocysts",
          html: p(
            "Slow freezing, the standard method until the mid-2000s, cools embryos at controlled rates so that water leaves the cells before ice forms, but intracellular ice and damage from extracellular ice remained problems, especially for oocytes and expanded blastocysts. Vitrification avoids ice altogether: with high concentrations of cryoprotectants and very rapid cooling, the solution solidifies into an amorphous, glass-like state. The probability of vitrification rises with cooling and warming rates and with cryoprotectant concentration, and falls as sample volume increases, so protocols minimise volume in order to keep the toxic cryoprotectant concentrations as low as possible.",
            "The widely used Cryotop method, described by Kuwayama in 2005, first exposes embryos to an equilibration solution of 7.5% ethylene glycol and 7.5% dimethyl sulfoxide (DMSO) for several minutes, during which the cells shrink and re-expand as cryoprotectant enters. They then pass to a vitrification solution of 15% ethylene glycol, 15% DMSO and 0.5 M sucrose for less than a minute. Sucrose does not enter cells and draws water out osmotically. The embryo is loaded onto the film strip in less than 0.1 µL and plunged directly into liquid nitrogen, cooling at more than 20,000 °C per minute.",
            "Warming matters at least as much as cooling, because slow warming allows small ice nuclei formed during cooling to grow. The Cryotop is moved straight from liquid nitrogen into 1.0 M sucrose at 37 °C for one minute, then through 0.5 M sucrose and washing solutions at room temperature, rehydrating the cells in controlled steps. Blastocyst survival after vitrification routinely exceeds 90 to 95%. Many laboratories collapse expanded blastocysts before vitrification, with a laser pulse to the trophectoderm opposite the inner cell mass or with a fine needle, because a large fluid-filled blastocoel is prone to ice formation; this artificial shrinkage improves survival.",
            "Open carriers such as the Cryotop bring the sample into direct contact with liquid nitrogen, which carries a theoretical risk of microbial transmission, so some centres use closed devices or high-security straws at the cost of slower cooling. Stored embryos are kept in liquid nitrogen at -196 °C or in its vapour phase, with dewar levels alarmed. In the UK, changes made by the Health and Care Act 2022 have allowed embryos and gametes to be stored for up to 55 years since July 2022, provided consent is renewed every ten years.",
          ),
        },
      },
    ],
  },
  {
    slug: "eu-law-supremacy-free-movement-and-judicial-review",
    discipline: "European Union law",
    title: "EU Law: Supremacy, Free Movement and Judicial Review",
    description:
      "Taught through close reading of the leading judgments of the Court of Justice, the course examines supremacy and direct effect; the free movement of goods under Articles 34 to 36 TFEU; annulment actions and the standing of private applicants under Article 263; and state liability for breaches of EU law.",
    level: "advanced",
    duration: "one semester (ten two-hour seminars based on set case readings)",
    plantedGap: "state liability",
    modules: [
      {
        title: "Supremacy and Direct Effect",
        description:
          "How the Court of Justice made EU law enforceable in national courts, and the limits of direct effect for directives.",
        lesson: {
          title: "From Van Gend en Loos to the Charter",
          html: p(
            "The founding Treaties did not say whether individuals could rely on Community law in national courts, or which law prevailed in a conflict. The Court of Justice answered both questions within two years. In Van Gend en Loos (Case 26/62, 1963) it held that the Community constituted a new legal order of international law whose provisions could create rights for individuals enforceable in national courts, provided they were clear, precise and unconditional. In Costa v ENEL (Case 6/64) it held that Community law could not be overridden by later domestic legislation, since the Member States had limited their sovereign rights. Internationale Handelsgesellschaft (Case 11/70) extended primacy over national constitutional provisions, and Simmenthal (Case 106/77) required every national court to disapply conflicting national law of its own motion.",
            "Directives were harder, because Article 288 TFEU makes them binding only on the Member States to which they are addressed. The Court accepted their vertical direct effect against the state once the implementation deadline had passed (Ratti, Case 148/78), but refused horizontal direct effect between private parties in Marshall (Case 152/84) and again in Faccini Dori (C-91/92). It softened the consequences in three ways. First, the state was read broadly: Foster v British Gas (C-188/89) covered bodies providing a public service under state control with special powers, a test refined in Farrell (C-413/15). Second, national courts must interpret national law as far as possible in conformity with directives, following Von Colson (Case 14/83) and Marleasing (C-106/89), within limits set by legal certainty and the bar on interpretation contra legem. Third, in CIA Security (C-194/94) and Unilever Italia (C-443/98) a directive could be invoked to exclude incompatible national technical rules even in a dispute between private parties.",
            "General principles and the Charter of Fundamental Rights opened a further route. In Mangold (C-144/04) and Kücükdeveci (C-555/07) the principle of non-discrimination on grounds of age, given expression in Directive 2000/78, was applied between private parties; Egenberger (C-414/16) and Bauer (C-569/16 and C-570/16) confirmed that sufficiently mandatory Charter provisions can have horizontal effect. Primacy itself remains contested at the constitutional level: in its PSPP judgment of 5 May 2020 the German Federal Constitutional Court declared a Court of Justice ruling ultra vires, a position the Court of Justice rejects as incompatible with the uniform application of EU law.",
          ),
        },
      },
      {
        title: "Free Movement of Goods",
        description:
          "Measures having equivalent effect to quantitative restrictions under Article 34 TFEU, from Dassonville and Cassis de Dijon to Keck and market access, and their justification.",
        lesson: {
          title: "Measures Having Equivalent Effect",
          html: p(
            "Article 34 TFEU prohibits quantitative restrictions on imports and all measures having equivalent effect between Member States. In Dassonville (Case 8/74) the Court defined such measures as all trading rules enacted by Member States which are capable of hindering, directly or indirectly, actually or potentially, intra-Community trade, a formula broad enough to catch almost any regulation of goods.",
            "Cassis de Dijon (Case 120/78) applied Article 34 to rules that treated domestic and imported goods alike. Germany's minimum alcohol content for fruit liqueurs excluded the French product, although nothing in the rule discriminated on its face. The Court held that such indistinctly applicable rules breach Article 34 unless necessary to satisfy mandatory requirements, such as the effectiveness of fiscal supervision, public health, the fairness of commercial transactions and consumer protection, and that goods lawfully marketed in one Member State should in principle be admitted in another, the principle of mutual recognition. A label stating the alcohol content would protect consumers adequately, so the German rule was disproportionate.",
            "The breadth of Dassonville encouraged traders to challenge any rule that reduced their sales, including Sunday trading laws. In Keck and Mithouard (Joined Cases C-267/91 and C-268/91, 1993) the Court drew a line: national provisions restricting or prohibiting certain selling arrangements fall outside Article 34 provided they apply to all relevant traders operating within the national territory and affect in the same manner, in law and in fact, the marketing of domestic products and of those from other Member States. Product requirements, on composition, labelling, size or packaging, remain subject to Cassis. In Gourmet International (C-405/98) a near-total ban on alcohol advertising failed the second Keck condition, because it impeded access to the market for imported products more than for familiar domestic ones.",
            "Later cases moved towards a general market-access test. Commission v Italy (C-110/05, 2009), on trailers towed by motorcycles, and Mickelsson and Roos (C-142/05), on jet-skis, held that restrictions on the use of a product fall within Article 34 where they significantly influence consumer behaviour and so hinder access to the market. Justification follows one structure throughout: an express ground in Article 36, such as public morality, public policy or the protection of health, or a mandatory requirement, together with proof that the measure is suitable and goes no further than necessary.",
          ),
        },
      },
      {
        title: "Annulment Actions and Standing",
        description:
          "The grounds, time limits and standing rules of Article 263 TFEU, and the indirect routes of the preliminary reference and the plea of illegality.",
        lesson: {
          title: "Challenging EU Acts Under Article 263",
          html: p(
            "Article 263 TFEU gives the Court of Justice of the European Union jurisdiction to review the legality of acts of the institutions intended to produce legal effects vis-à-vis third parties. The grounds are lack of competence, infringement of an essential procedural requirement, infringement of the Treaties or of any rule of law relating to their application, and misuse of powers. Proceedings must be brought within two months of publication or notification, plus ten days on account of distance.",
            "Member States and the main institutions are privileged applicants who may challenge any reviewable act. Natural and legal persons may challenge acts addressed to them, acts of direct and individual concern to them, and regulatory acts of direct concern to them which do not entail implementing measures, the last category added by the Treaty of Lisbon. Direct concern requires that the act directly affect the applicant's legal situation and leave no discretion to those who implement it.",
            "Individual concern has been read restrictively since Plaumann (Case 25/62): applicants must be affected by reason of attributes peculiar to them, or circumstances differentiating them from all other persons, so that they are distinguished individually just as an addressee would be. An importer of clementines was not individually concerned by a decision refusing Germany permission to suspend a customs duty, because anyone might take up that trade. When Advocate General Jacobs in UPA (C-50/00 P, 2002) and the General Court in Jégo-Quéré (T-177/01) proposed relaxing the test, the Court of Justice refused: reform was a matter for Treaty amendment, and the Treaties established a complete system of remedies.",
            "Lisbon's third limb was the response, but Inuit Tapiriit Kanatami (C-583/11 P, 2013) confined regulatory acts to non-legislative acts of general application, so legislative acts remain subject to the Plaumann test.",
            "Where direct action is closed, validity can be challenged indirectly. A party may ask a national court to make a preliminary reference under Article 267; national courts may find an act valid but, under Foto-Frost (Case 314/85), only the Court of Justice may declare it invalid. Under Article 277 a party may also plead the illegality of an act of general application in proceedings concerning a measure based on it. A party who clearly had standing under Article 263 but let the time limit pass cannot use a reference to circumvent it (TWD Textilwerke Deggendorf, C-188/92).",
          ),
        },
      },
    ],
  },
  {
    slug: "riemannian-geometry-connections-geodesics-and-curvature",
    discipline: "Differential geometry",
    title: "Riemannian Geometry: Connections, Geodesics and Curvature",
    description:
      "Curvature is the central idea of Riemannian geometry, and this module builds towards it in stages: the Levi-Civita connection and parallel transport, geodesics and the exponential map, the Riemann curvature tensor and sectional curvature, and finally the Gauss-Bonnet theorem for compact surfaces. Familiarity with smooth manifolds, tangent bundles and vector fields is assumed.",
    level: "advanced",
    duration: "ten weeks (two one-hour lectures and one problem class a week)",
    plantedGap: "Gauss-Bonnet theorem",
    modules: [
      {
        title: "Connections and Parallel Transport",
        description:
          "Affine connections, Christoffel symbols, the Levi-Civita connection and parallel transport along curves.",
        lesson: {
          title: "The Levi-Civita Connection",
          html: p(
            "On a smooth manifold there is no canonical way to compare tangent vectors at different points, so the directional derivative of a vector field is undefined until extra structure is chosen. An affine connection ∇ assigns to vector fields X and Y a vector field ∇<sub>X</sub>Y that is C<sup>∞</sup>(M)-linear in X, ℝ-linear in Y, and satisfies the Leibniz rule ∇<sub>X</sub>(fY) = (Xf)Y + f∇<sub>X</sub>Y. In local coordinates it is determined by the Christoffel symbols, defined by ∇<sub>∂i</sub>∂<sub>j</sub> = Γ<sup>k</sup><sub>ij</sub>∂<sub>k</sub>.",
            "On a Riemannian manifold (M, g) one connection is singled out. The fundamental theorem of Riemannian geometry states that there is a unique connection that is compatible with the metric, X⟨Y, Z⟩ = ⟨∇<sub>X</sub>Y, Z⟩ + ⟨Y, ∇<sub>X</sub>Z⟩, and torsion-free, ∇<sub>X</sub>Y − ∇<sub>Y</sub>X = [X, Y]. Writing out metric compatibility for the three cyclic permutations of X, Y and Z and using the torsion condition gives the Koszul formula, which expresses 2⟨∇<sub>X</sub>Y, Z⟩ entirely in terms of the metric and Lie brackets. In coordinates it yields Γ<sup>k</sup><sub>ij</sub> = ½ g<sup>kl</sup>(∂<sub>i</sub>g<sub>jl</sub> + ∂<sub>j</sub>g<sub>il</sub> − ∂<sub>l</sub>g<sub>ij</sub>).",
            "Take the Euclidean plane in polar coordinates, g = dr² + r²dθ². The only non-zero derivative of the metric is ∂<sub>r</sub>g<sub>θθ</sub> = 2r, and the formula gives Γ<sup>r</sup><sub>θθ</sub> = −r and Γ<sup>θ</sup><sub>rθ</sub> = Γ<sup>θ</sup><sub>θr</sub> = 1/r, with all others zero. The Christoffel symbols do not vanish even though the plane is flat, because they are not the components of a tensor.",
            "A connection lets us differentiate vector fields along a curve γ. The covariant derivative D<sub>t</sub>V has components V̇<sup>k</sup> + Γ<sup>k</sup><sub>ij</sub>γ̇<sup>i</sup>V<sup>j</sup>, and V is parallel if D<sub>t</sub>V = 0. This is a linear system of ordinary differential equations, so each initial vector extends to a unique parallel field along the whole curve, and metric compatibility makes the resulting parallel transport between tangent spaces a linear isometry. It generally depends on the path: on the round sphere, a vector transported around a closed loop returns rotated. This path dependence is the first sign of curvature.",
          ),
        },
      },
      {
        title: "Geodesics and the Exponential Map",
        description:
          "The geodesic equation, the exponential map and normal coordinates, minimising properties of geodesics and completeness.",
        lesson: {
          title: "Geodesics, Normal Coordinates and Completeness",
          html: p(
            "A geodesic is a curve whose velocity is parallel along itself, D<sub>t</sub>γ̇ = 0; in coordinates, γ̈<sup>k</sup> + Γ<sup>k</sup><sub>ij</sub>γ̇<sup>i</sup>γ̇<sup>j</sup> = 0. This is a second-order system, so for each point p and vector v in T<sub>p</sub>M there is a unique maximal geodesic γ<sub>v</sub> with γ(0) = p and γ̇(0) = v. Because parallel transport is an isometry, geodesics have constant speed. They are also the critical points of the energy ½∫|γ̇|² dt among curves with fixed endpoints.",
            "The exponential map exp<sub>p</sub>(v) = γ<sub>v</sub>(1) sends a tangent vector to the point reached by following the geodesic in direction v for length |v|. Rescaling gives γ<sub>tv</sub>(1) = γ<sub>v</sub>(t), and the differential of exp<sub>p</sub> at the origin is the identity, so by the inverse function theorem exp<sub>p</sub> is a diffeomorphism from a small ball in T<sub>p</sub>M onto a neighbourhood of p. Choosing an orthonormal basis of T<sub>p</sub>M gives normal coordinates, in which g<sub>ij</sub>(p) = δ<sub>ij</sub> and all first derivatives of the metric vanish at p, hence Γ<sup>k</sup><sub>ij</sub>(p) = 0.",
            "Radial geodesics from p meet the geodesic spheres around p orthogonally, and from this one proves that within a normal ball the radial geodesic is the unique shortest curve from p to each point. Globally, geodesics need not minimise. On the unit sphere the geodesics are great circles, and a great-circle arc longer than π is not the shortest path between its endpoints: minimisation fails beyond the antipodal point, the first conjugate point along the geodesic.",
            "The Hopf-Rinow theorem links these local facts to global ones. For a connected Riemannian manifold the following are equivalent: M is complete as a metric space under the Riemannian distance; closed and bounded subsets are compact; exp<sub>p</sub> is defined on all of T<sub>p</sub>M for some, and then every, point p. When they hold, any two points are joined by a minimising geodesic. Compact manifolds are therefore geodesically complete, whereas the punctured plane is not: a straight segment heading into the missing origin cannot be continued, and the points x and −x have no minimising geodesic between them.",
          ),
        },
      },
      {
        title: "The Riemann Curvature Tensor",
        description:
          "The curvature tensor and its symmetries; sectional, Ricci and scalar curvature; and the Jacobi equation.",
        lesson: {
          title: "Measuring Curvature",
          html: p(
            "The Riemann curvature endomorphism measures the failure of second covariant derivatives to commute: R(X, Y)Z = ∇<sub>X</sub>∇<sub>Y</sub>Z − ∇<sub>Y</sub>∇<sub>X</sub>Z − ∇<sub>[X,Y]</sub>Z. Although built from derivatives, it is C<sup>∞</sup>(M)-linear in each argument and so defines a tensor field; lowering an index gives the (0,4)-tensor Rm(X, Y, Z, W) = ⟨R(X, Y)Z, W⟩. Sign conventions differ between texts; these follow John Lee's Introduction to Riemannian Manifolds. A Riemannian manifold is locally isometric to Euclidean space if and only if its curvature tensor vanishes identically.",
            "Rm has the symmetries Rm(X, Y, Z, W) = −Rm(Y, X, Z, W) = −Rm(X, Y, W, Z) = Rm(Z, W, X, Y), together with the first Bianchi identity, the vanishing of the cyclic sum over X, Y and Z. These reduce the number of independent components in dimension n to n²(n² − 1)/12: one when n = 2, six when n = 3 and twenty when n = 4.",
            "Sectional curvature extracts the geometric content. For a 2-plane σ in T<sub>p</sub>M spanned by v and w, sec(σ) = Rm(v, w, w, v) / (|v|²|w|² − ⟨v, w⟩²), which does not depend on the basis chosen, and the sectional curvatures of all planes determine the full tensor. The round sphere of radius r has constant sectional curvature 1/r², Euclidean space 0 and hyperbolic space −1. Contracting gives the Ricci tensor, Rc(v, w) = trace of the map z ↦ R(z, v)w, and contracting again gives the scalar curvature S. For a unit vector v, Rc(v, v) is the sum of the sectional curvatures of the planes spanned by v and each vector of an orthonormal basis of its orthogonal complement; a space of constant sectional curvature K in dimension n has Rc = (n − 1)Kg and S = n(n − 1)K.",
            "Curvature governs how nearby geodesics spread. The variation field J of a family of geodesics satisfies the Jacobi equation D<sub>t</sub>²J + R(J, γ̇)γ̇ = 0. In constant curvature K, a Jacobi field vanishing at t = 0 and normal to a unit-speed geodesic has length proportional to sin(√K t)/√K when K > 0, to t when K = 0, and to sinh(√−K t)/√−K when K < 0. Positive curvature refocuses geodesics, and the zero at t = π/√K is the conjugate point met on the sphere; negative curvature makes them diverge exponentially. By the Cartan-Hadamard theorem, a complete, simply connected manifold of non-positive sectional curvature is diffeomorphic to ℝ<sup>n</sup> through the exponential map at any point.",
          ),
        },
      },
    ],
  },
  {
    slug: "bat-echolocation-acoustic-survey-and-roost-ecology",
    discipline: "Chiropterology",
    title: "Bat Echolocation, Acoustic Survey and Roost Ecology",
    description:
      "With more than 1,400 described species, bats form the second largest order of mammals after rodents, and one of the hardest to study. Advanced students analyse echolocation call design, acoustic identification and its limits, and roost ecology and hibernation physiology, and review the spread and impact of white-nose syndrome.",
    level: "advanced",
    duration: "ten weeks (weekly lectures plus four evening field sessions with ultrasonic detectors)",
    plantedGap: "white-nose syndrome",
    modules: [
      {
        title: "Echolocation Call Design",
        description:
          "How call frequency, bandwidth, duration and duty cycle suit different foraging habitats and prey.",
        lesson: {
          title: "Why Bat Calls Look the Way They Do",
          html: p(
            "Laryngeal echolocation is found in almost all bat families. Most Old World fruit bats (Pteropodidae) do not echolocate, and Rousettus produces clicks with the tongue instead. Calls are emitted through the mouth or, in horseshoe bats and their relatives, through the nostrils, and their dominant frequencies range from around 10 kHz to over 200 kHz. Call design reflects a set of physical trade-offs.",
            "Frequency comes first. Higher frequencies have shorter wavelengths, about 6.9 mm at 50 kHz given a speed of sound of roughly 343 m/s, and so return echoes from smaller targets, but they are absorbed more strongly by the atmosphere: attenuation is around 1 to 2 dB per metre at 50 kHz and rises steeply above that. Bats hunting large insects in open air therefore use low frequencies for long range. The noctule, Nyctalus noctula, calls at around 20 kHz and can detect prey many metres away, while bats gleaning in vegetation use higher frequencies and work at short range.",
            "Bandwidth and duration follow. Broadband frequency-modulated (FM) sweeps, typical of Myotis species, give precise information on target distance and texture, so they suit cluttered habitats; they are short, often 1 to 5 ms. Narrowband, longer calls concentrate energy in a narrow frequency band, increasing detection range in open space. Most vespertilionid bats change call design as they hunt: long, shallow search calls give way to shorter, steeper approach calls and finally to the terminal feeding buzz, in which the call rate rises to 150 to 200 calls per second as the bat closes on the insect.",
            "Duty cycle is the last variable. Most bats are low-duty-cycle echolocators: they call for well under a fifth of the time and separate each call from its echo in time, so they must avoid overlap at close range. Horseshoe bats (Rhinolophidae), Old World roundleaf bats (Hipposideridae) and Parnell's mustached bat instead use high-duty-cycle calls with a long constant-frequency (CF) component, separating call and echo by frequency. Echoes from a beating insect wing carry rhythmic Doppler shifts and amplitude glints that these bats detect against static clutter. To keep echoes within the narrow, highly sensitive band of their auditory fovea, they lower their emission frequency as flight speed rises, a behaviour called Doppler shift compensation; in the greater horseshoe bat the reference frequency is about 83 kHz.",
          ),
        },
      },
      {
        title: "Acoustic Identification and Its Limits",
        description:
          "Detector types, the call parameters used to identify species, automated classifiers, and what activity data can and cannot show.",
        lesson: {
          title: "From Recording to Species",
          html: p(
            "Four detector technologies are in use. Heterodyne detectors mix incoming ultrasound with a tuned frequency to produce an audible difference tone; they are cheap and good for hearing activity in real time, but respond only to a narrow band around the tuned frequency. Frequency-division detectors divide the frequency of the whole signal, typically by ten, keeping broadband coverage but discarding amplitude and fine structure. Time-expansion detectors capture a short sample and replay it slowed, typically tenfold, preserving full detail but missing calls during playback. Full-spectrum detectors sample continuously at high rates, commonly 256 to 500 kHz, and are now standard for static surveys and detailed analysis.",
            "Identification uses parameters measured from spectrograms: start and end frequency, peak frequency (the frequency of maximum energy), call duration, inter-pulse interval and call shape. Some species separate well. In Britain, common pipistrelle (Pipistrellus pipistrellus) calls peak at about 45 kHz, soprano pipistrelle (P. pygmaeus) at about 55 kHz and Nathusius' pipistrelle at about 39 kHz, while the greater and lesser horseshoe bats, with CF calls near 82 and 110 kHz, are unmistakable. Others do not. The British Myotis species produce broadband FM sweeps whose parameters overlap widely, especially in clutter, so many analysts record them only as Myotis sp. Brown long-eared bats call quietly and are detectable only within a few metres, so they are under-recorded relative to their abundance.",
            "Automated classifiers, such as Kaleidoscope, SonoBat and the BTO Acoustic Pipeline, process thousands of recordings a night and return a species label with a confidence score. Their error rates vary by species and recording quality, and they are trained on reference libraries that may not match local call variation. Good practice is to check manually every record of a rare species, every identification below a set confidence threshold, and a random sample of the rest.",
            "Above all, acoustic data measure activity, not abundance. A bat pass, usually a sequence of calls separated by less than a set interval or a fixed-length file containing calls, can be generated by one bat circling a detector a hundred times or by a hundred bats passing once. Activity indices are useful for comparing sites, seasons and treatments when detector model, settings, height and placement are standardised, but they cannot show whether a building holds a roost; that requires emergence surveys, inspection or trapping under licence.",
          ),
        },
      },
      {
        title: "Roosts, Torpor and Hibernation",
        description:
          "Seasonal roost use, the physiology and energetics of torpor, and why disturbing hibernating bats is so costly.",
        lesson: {
          title: "Surviving Winter",
          html: p(
            "Temperate insectivorous bats face an annual bottleneck: months without flying insects. They survive by hibernating, and their year is organised around roosts with different roles. Females gather in maternity roosts in summer, in roof spaces, tree holes and bridges, where warmth speeds the growth of usually a single pup. In autumn many Myotis species swarm at cave and mine entrances, where mating takes place and young bats may learn the locations of hibernation sites; females store sperm over winter, and ovulation and fertilisation follow in spring. Hibernation roosts, or hibernacula, are cool, stable and humid, typically 2 to 10 °C with humidity close to saturation, which limits evaporative water loss.",
            "In torpor a bat lowers its metabolic rate to a few per cent of the resting rate and its body temperature to within a degree or two of the roost air. Heart rate, which can exceed 1,000 beats per minute in flight, falls to a small fraction of that, and breathing becomes episodic, with pauses lasting many minutes. Torpor is also used in summer on cold days, and its depth and timing are flexible.",
            "Hibernation is not continuous. Bats arouse periodically, every one to three weeks in many species, rewarming to normal body temperature for a few hours before re-entering torpor. The reasons are still debated: to restore water balance, clear metabolic wastes, sleep, or maintain immune function. The cost is clear. For the little brown bat, Thomas, Dorais and Bergeron (1990) estimated that arousals account for over 80% of the fat used during winter, and that a single arousal costs as much energy as roughly two months of torpor.",
            "The arithmetic of the winter fat reserve explains why disturbance matters. A bat that enters hibernation with just enough fat for its normal arousal schedule can be pushed into starvation by a few extra arousals triggered by visitors, torchlight, noise or warm spells. Conservation practice therefore restricts winter access to hibernacula, installs grilles that admit bats but not people at mine and cave entrances, and limits monitoring to brief, licensed counts. In the UK all bat species and their roosts are protected under the Conservation of Habitats and Species Regulations 2017, and a roost remains protected whether or not bats are present at the time.",
          ),
        },
      },
    ],
  },
  {
    slug: "hydraulic-drive-design-and-dynamics",
    discipline: "Fluid power engineering",
    title: "Hydraulic Drive Design and Dynamics",
    description:
      "Sizing pumps and actuators for a duty cycle, selecting valves and accumulators, accounting for the heat a circuit generates, predicting the natural frequency of a hydraulic axis and setting achievable loop gains make up the core of the module, which also covers contamination control. Intended for final-year undergraduate and postgraduate mechanical engineers.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one laboratory session a week)",
    plantedGap: "contamination control",
    modules: [
      {
        title: "Sizing Pumps and Actuators",
        description:
          "From load force and speed to cylinder area, pump displacement and drive power, with checks on rod buckling and motor torque.",
        lesson: {
          title: "From Load to Pump",
          html: p(
            "Hydraulic drive design starts from the load: the force and speed required in each phase of the machine's duty cycle. For a cylinder, force is pressure times effective area, F = pA, and speed is flow divided by area, v = Q/A. The designer chooses a working pressure, commonly 200 to 350 bar on mobile machines and 160 to 250 bar in industrial systems, and sizes the actuator so that the maximum load is reached below that pressure with a margin of typically 10 to 20% for losses.",
            "Worked example. A press cylinder must exert 140 kN while extending at 0.2 m/s, with supply limited to 200 bar (20 MPa). A 100 mm bore gives A = π × 0.1² / 4 = 7.854 × 10⁻³ m² and a theoretical force of 20 × 10⁶ × 7.854 × 10⁻³ = 157 kN, a 12% margin over the load. The flow needed is Q = vA = 0.2 × 7.854 × 10⁻³ = 1.571 × 10⁻³ m³/s, or 94.2 L/min. With a 56 mm rod the annulus area is π(0.1² − 0.056²)/4 = 5.391 × 10⁻³ m², so the same flow retracts the rod faster, at 0.29 m/s.",
            "A fixed-displacement pump delivers Q = V<sub>g</sub>nη<sub>v</sub>, where V<sub>g</sub> is geometric displacement, n shaft speed and η<sub>v</sub> volumetric efficiency. Driven at 1,450 rev/min by a four-pole induction motor, with η<sub>v</sub> = 0.95, the pump needs V<sub>g</sub> = 94.2 / (1,450 × 0.95) = 0.0684 L, about 68 cm³/rev, so the designer selects the next catalogue size up, such as 71 cm³/rev. Input power is P = pQ/η<sub>t</sub>; with an overall efficiency of 0.85, 20 × 10⁶ × 1.571 × 10⁻³ / 0.85 ≈ 37 kW. A 37 kW motor would be marginal, so the next standard size, 45 kW, is usually chosen.",
            "Two further checks complete the sizing. A long, slender rod in compression is checked for buckling with Euler's formula, F<sub>crit</sub> = π²EI/(KL)², with the effective-length factor K set by the mounting and a safety factor of about 3.5. For hydraulic motors, torque is T = ΔpV<sub>g</sub>η<sub>hm</sub>/2π, so a 50 cm³/rev motor with 180 bar across it and a hydromechanical efficiency of 0.92 delivers 18 × 10⁶ × 50 × 10⁻⁶ × 0.92 / 2π ≈ 132 N m.",
          ),
        },
      },
      {
        title: "Valves, Accumulators and Heat",
        description:
          "Metering through control valves, sizing gas-charged accumulators, and finding where a circuit turns power into heat.",
        lesson: {
          title: "Metering, Storing and Losing Energy",
          html: p(
            "Every control valve is a variable orifice, and its flow follows the orifice equation Q = C<sub>d</sub>A√(2Δp/ρ), with a discharge coefficient C<sub>d</sub> of about 0.6 to 0.7. Because flow scales with the square root of pressure drop, proportional and servo valves are rated at a stated drop, commonly 70 bar in total (35 bar per metering edge) for servo valves and 10 bar for proportional valves, and the flow at other drops follows Q<sub>2</sub> = Q<sub>1</sub>√(Δp<sub>2</sub>/Δp<sub>1</sub>). A servo valve rated at 40 L/min at 70 bar therefore passes about 57 L/min at 140 bar. An oversized valve uses only part of its stroke and loses resolution.",
            "Accumulators store energy in nitrogen compressed behind a bladder, piston or diaphragm, supplying peak flows so that the pump can be sized for average rather than peak demand. Sizing applies the gas law between the precharge state p<sub>0</sub>V<sub>0</sub>, the minimum working pressure p<sub>1</sub> and the maximum p<sub>2</sub>, with the precharge usually set at about 0.9p<sub>1</sub>. Suppose 2.0 L must be delivered between 200 and 150 bar, with p<sub>0</sub> = 135 bar. Slow, isothermal cycling gives V<sub>0</sub> = ΔV / (p<sub>0</sub>/p<sub>1</sub> − p<sub>0</sub>/p<sub>2</sub>) = 2.0 / (0.900 − 0.675) ≈ 8.9 L. A rapid, nearly adiabatic discharge with n = 1.4 replaces each pressure ratio by its 1/n power, giving 2.0 / (0.928 − 0.755) ≈ 11.6 L, and the larger figure governs.",
            "Whatever a circuit does not deliver as useful work becomes heat. Flow over a relief valve dissipates P = ΔpQ, so a fixed pump delivering 60 L/min (1 × 10⁻³ m³/s) over a 180 bar relief valve while the actuators are idle turns 18 kW into heat. Circuits that idle for long periods therefore use unloading valves, open-centre valves or pressure-compensated and load-sensing variable pumps, which supply only the flow demanded, at a fixed margin of typically 15 to 25 bar above the highest load pressure. The remaining losses are removed by the reservoir and a cooler sized to keep mineral oil near 40 to 60 °C; above about 60 °C, each further 10 °C roughly halves the life of the oil through oxidation.",
          ),
        },
      },
      {
        title: "Hydraulic Stiffness and Natural Frequency",
        description:
          "Oil compressibility, the hydraulic spring, the natural frequency of a cylinder-driven mass and the position-loop gain it allows.",
        lesson: {
          title: "The Hydraulic Spring",
          html: p(
            "Oil is stiff but not rigid. Its bulk modulus β is about 1.6 to 1.8 GPa for air-free mineral oil, but entrained air and the elasticity of hoses and cylinder walls reduce the effective value, and designers commonly use 1.0 to 1.4 GPa. A piston of area A moving a distance x into an oil volume V compresses it by Ax and raises the pressure by βAx/V, so the oil acts as a spring of stiffness k = βA²/V.",
            "With oil trapped on both sides of the piston by a closed valve, the two chambers act as springs in parallel: k = β(A<sub>A</sub>²/V<sub>A</sub> + A<sub>B</sub>²/V<sub>B</sub>), where the volumes include the oil in the lines to the valve. For a symmetrical, double-rod cylinder with negligible line volume, the stiffness is lowest at mid-stroke, where each chamber holds AL/2 for a stroke L, giving k<sub>min</sub> = 4βA/L. The hydraulic natural frequency with a driven mass m is ω<sub>h</sub> = √(k/m).",
            "Worked example. A symmetrical cylinder with A = 3.0 × 10⁻³ m² and a 0.5 m stroke moves a 1,000 kg mass, with β = 1.2 GPa. At mid-stroke, k<sub>min</sub> = 4 × 1.2 × 10⁹ × 3.0 × 10⁻³ / 0.5 = 28.8 MN/m, and ω<sub>h</sub> = √(28.8 × 10⁶ / 1,000) ≈ 170 rad/s, or 27 Hz. If the valve is mounted remotely with 1 L of oil in each line, the volume on each side rises from 0.75 to 1.75 L and the frequency falls to about 111 rad/s, one reason servo valves are mounted directly on the actuator.",
            "This frequency limits closed-loop performance. Under position control, a valve-driven cylinder behaves approximately as an integrator in series with a lightly damped second-order system whose damping ratio ζ<sub>h</sub> is often only 0.1 to 0.2. Stability requires the position-loop gain K<sub>v</sub> to stay below 2ζ<sub>h</sub>ω<sub>h</sub>: with ζ<sub>h</sub> = 0.15 the limit here is about 51 s⁻¹, and a 6 dB gain margin halves it to around 25 s⁻¹. At constant velocity v the following error is v/K<sub>v</sub>, so at 0.2 m/s the axis lags its command by about 8 mm. Higher gains need a higher ω<sub>h</sub>, through larger area, shorter lines or lower mass, or added damping from pressure feedback.",
          ),
        },
      },
    ],
  },
];
