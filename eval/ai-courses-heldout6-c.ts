/** Sixth held-out evaluation courses, advanced level (robotics to operations research); see ai-courses-heldout6.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT6_C: EvalCourse[] = [
  {
    slug: "robot-manipulator-kinematics",
    discipline: "Robotics",
    title: "Robot Manipulator Kinematics and Statics",
    description:
      "An advanced course on rigid-body transformations, Denavit-Hartenberg parameters, inverse kinematics, the manipulator Jacobian and singularities, and trajectory generation, for senior undergraduate and graduate students in mechanical, electrical and aerospace engineering.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "trajectory generation",
    modules: [
      {
        title: "Rigid-Body Transformations",
        description: "Rotation matrices and homogeneous transformations for describing position and orientation.",
        lesson: {
          title: "Describing where a frame is",
          html: p(
            "The pose of a rigid body is described by attaching a coordinate frame to it and stating that frame's position and orientation relative to a reference frame. Orientation is represented by a 3 × 3 rotation matrix R whose columns are the unit vectors of the body frame's axes expressed in the reference frame. Rotation matrices form the special orthogonal group SO(3): they satisfy RᵀR = I, so the inverse of a rotation is simply its transpose, and det R = +1 (a determinant of −1 would describe a reflection). The elementary rotation about z by an angle θ has rows (cos θ, −sin θ, 0), (sin θ, cos θ, 0) and (0, 0, 1).",
            "Rotations do not commute. Rotating a frame 90° about x and then 90° about y gives a different orientation from doing the same rotations in the opposite order, which you can verify with a book in your hands. The order of multiplication also depends on the axes used: successive rotations about the current (moving) axes are composed by post-multiplication, R = R₁R₂, while rotations about the fixed reference axes are composed by pre-multiplication, R = R₂R₁. Confusing the two conventions is the most common source of errors in kinematics code.",
            "Three-parameter descriptions such as Z-Y-X (roll-pitch-yaw) Euler angles are compact but have singular configurations. For Z-Y-X angles, when the pitch reaches ±90° the first and third rotations act about the same axis and one degree of freedom is lost, the phenomenon known as gimbal lock. Unit quaternions avoid this problem with four parameters and one constraint, which is why they are common in attitude estimation and flight software.",
            "Position and orientation are combined in a 4 × 4 homogeneous transformation T, whose upper-left block is R, whose upper-right column is the translation d, and whose last row is (0, 0, 0, 1). A point with coordinates p_B in frame B has coordinates p_A = R p_B + d in frame A, which T computes in a single multiplication. For example, if frame B is rotated 90° about z and displaced by (2, 0, 0) m, the point (1, 0, 0) in B lies at (2, 1, 0) in A. Transformations chain by multiplication, T_AC = T_AB T_BC, and the inverse has Rᵀ in the rotation block and −Rᵀd as the translation, not simply −d.",
          ),
        },
      },
      {
        title: "Denavit-Hartenberg Parameters and Forward Kinematics",
        description: "A systematic convention for assigning link frames and computing the end-effector pose.",
        lesson: {
          title: "Four numbers per joint",
          html:
            p(
              "Forward kinematics computes the pose of the end effector from the joint variables. For a serial arm the pose is the product of one homogeneous transformation per link, T₀ₙ = A₁A₂...Aₙ, and the Denavit-Hartenberg (DH) convention, published by Jacques Denavit and Richard Hartenberg in 1955, reduces each Aᵢ to four parameters by constraining how frames are attached. In the standard convention the zᵢ₋₁ axis lies along the axis of joint i, and the xᵢ axis lies along the common normal between zᵢ₋₁ and zᵢ.",
            ) +
            "<table><tr><th>Parameter</th><th>Name</th><th>Definition</th></tr><tr><td>aᵢ</td><td>link length</td><td>distance from zᵢ₋₁ to zᵢ measured along xᵢ</td></tr><tr><td>αᵢ</td><td>link twist</td><td>angle from zᵢ₋₁ to zᵢ measured about xᵢ</td></tr><tr><td>dᵢ</td><td>link offset</td><td>distance from xᵢ₋₁ to xᵢ measured along zᵢ₋₁</td></tr><tr><td>θᵢ</td><td>joint angle</td><td>angle from xᵢ₋₁ to xᵢ measured about zᵢ₋₁</td></tr></table>" +
            p(
              "Each link transformation is Aᵢ = Rot(z, θᵢ) Trans(z, dᵢ) Trans(x, aᵢ) Rot(x, αᵢ). For a revolute joint θᵢ is the variable and the other three are constants of the link geometry; for a prismatic joint dᵢ is the variable. Four parameters suffice, rather than the six that a general rigid transformation needs, because the convention constrains where each frame's origin and x axis may lie; the price is that frames are sometimes placed in unintuitive locations, and the parameters become ill-conditioned when consecutive joint axes are nearly parallel.",
              "Take the planar two-link arm with link lengths L₁ and L₂ and both joints revolute about parallel z axes. Every αᵢ and dᵢ is zero, a₁ = L₁ and a₂ = L₂, and multiplying the two link transformations gives the familiar result x = L₁ cos θ₁ + L₂ cos(θ₁ + θ₂), y = L₁ sin θ₁ + L₂ sin(θ₁ + θ₂), with the end effector oriented at θ₁ + θ₂. With L₁ = L₂ = 1 m, θ₁ = 30° and θ₂ = 60°, the tip lies at (0.866, 1.5) m and points straight up the y axis.",
              "Be aware that two conventions are in use. The modified DH convention of John Craig's textbook attaches frame i at the proximal end of link i and orders the operations differently, so parameter tables from different books cannot be mixed. Always state which convention a table uses.",
            ),
        },
      },
      {
        title: "Inverse Kinematics",
        description: "Finding joint variables that place the end effector at a desired pose.",
        lesson: {
          title: "Solving for the joints",
          html: p(
            "Inverse kinematics (IK) asks the reverse question: given a desired end-effector pose, which joint values achieve it? Unlike forward kinematics, which always has exactly one answer, the inverse problem may have no solution (the pose is outside the workspace), a finite number of solutions, or infinitely many (for a redundant arm with more than six joints in space). The equations are nonlinear and trigonometric, so closed-form solutions exist only for particular geometries.",
            "The planar two-link arm shows the typical structure. From the law of cosines, cos θ₂ = (x² + y² − L₁² − L₂²) / (2L₁L₂). Call this quantity D. If |D| > 1 the point is out of reach. Otherwise θ₂ = atan2(±√(1 − D²), D), and the sign choice gives the 'elbow-down' and 'elbow-up' solutions. Then θ₁ = atan2(y, x) − atan2(L₂ sin θ₂, L₁ + L₂ cos θ₂). For the target (0.866, 1.5) m with unit links, x² + y² = 3, so D = 0.5 and θ₂ = ±60°. With θ₂ = +60° you recover θ₁ = 60° − 30° = 30°, and with θ₂ = −60° you get θ₁ = 90°; both configurations place the tip at the same point.",
            "For six-axis industrial arms, Donald Pieper showed in 1968 that a closed-form solution exists whenever three consecutive joint axes intersect at a point, as they do in a spherical wrist. The problem then decouples: the wrist center is found by stepping back from the desired tool point along the approach direction by the wrist-to-tool distance, the first three joints are solved to place the wrist center, and the last three are solved from the remaining orientation R₃₆ = R₀₃ᵀR₀₆. This is why most commercial arms have spherical wrists. A general 6R arm without such structure can have up to 16 solutions and requires polynomial or numerical methods.",
            "Numerical IK iterates from an initial guess, updating the joints by Δq = J⁺(q) e, where e is the pose error and J⁺ a pseudo-inverse of the Jacobian introduced in the next module. Near singular configurations the plain pseudo-inverse produces enormous joint steps, so practical solvers use damped least squares (the Levenberg-Marquardt idea), trading a little accuracy for stability. Numerical solvers return one solution that depends on the initial guess, so they can jump between elbow configurations unless seeded with the current joint values.",
          ),
        },
      },
      {
        title: "The Jacobian, Singularities and Statics",
        description: "Relating joint rates to end-effector velocity and end-effector forces to joint torques.",
        lesson: {
          title: "Velocities, forces and lost directions",
          html: p(
            "The manipulator Jacobian J(q) is the matrix that maps joint velocities to end-effector velocity: v = J(q) q̇. For a six-joint spatial arm, J is 6 × 6, with three rows for linear and three for angular velocity. In the geometric Jacobian, the column for a revolute joint i is [zᵢ₋₁ × (oₙ − oᵢ₋₁); zᵢ₋₁], where zᵢ₋₁ is the joint axis and oₙ − oᵢ₋₁ the vector from the joint to the end effector, and the column for a prismatic joint is [zᵢ₋₁; 0].",
            "For the planar two-link arm, differentiating the forward kinematics gives the 2 × 2 Jacobian with first row (−L₁ sin θ₁ − L₂ sin(θ₁ + θ₂), −L₂ sin(θ₁ + θ₂)) and second row (L₁ cos θ₁ + L₂ cos(θ₁ + θ₂), L₂ cos(θ₁ + θ₂)). Its determinant is L₁L₂ sin θ₂, which is zero when θ₂ = 0° or 180°, that is, when the arm is fully stretched out or folded back on itself. At these singular configurations the Jacobian loses rank and the tip cannot move in some direction, here along the line of the arm, however fast the joints turn. Near a singularity, the joint rates needed for a modest Cartesian velocity become very large, which is why a robot commanded to move in a straight line through a singularity may stop with a velocity fault.",
            "Singularities of six-axis arms are usually classified as boundary singularities at the edge of the workspace, like the stretched-out arm, and interior ones. The most common interior case is the wrist singularity of a spherical wrist, which occurs when joint axes 4 and 6 become collinear (θ₅ = 0), so that those two joints produce the same motion. Tsuneo Yoshikawa's manipulability measure, √det(JJᵀ), quantifies distance from singularity.",
            "The same matrix governs statics. By the principle of virtual work, the joint torques needed for the end effector to exert a force (and moment) F on its environment are τ = Jᵀ(q) F. Take the two-link arm with unit links at θ₁ = 0° and θ₂ = 90°, so that link 2 points straight up, and suppose the tip must push upwards with 10 N to support a load. Then Jᵀ gives τ₁ = 10 N·m and τ₂ = 0: the force acts along link 2, so joint 2 carries none of it, while joint 1 resists the full moment about its 1 m lever arm.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-patent-and-copyright-law",
    discipline: "Intellectual property law",
    title: "Advanced Patent and Copyright Law",
    description:
      "An advanced seminar on patent-eligible subject matter, novelty and non-obviousness, claim construction, copyright fair use, and trade secret misappropriation, for upper-level JD and LLM students who have completed an introductory intellectual property course.",
    level: "advanced",
    duration: "one semester (3 credits)",
    plantedGap: "trade secret misappropriation",
    modules: [
      {
        title: "Patent-Eligible Subject Matter",
        description: "Section 101, the judicial exceptions and the Alice/Mayo two-step framework.",
        lesson: {
          title: "Laws of nature, abstract ideas and the inventive concept",
          html: p(
            "Section 101 of the Patent Act extends protection to 'any new and useful process, machine, manufacture, or composition of matter'. The Supreme Court has read the text broadly, holding in Diamond v. Chakrabarty (1980) that a genetically engineered bacterium capable of breaking down crude oil was patentable because it was a product of human ingenuity, and quoting legislative history to the effect that patentable subject matter includes 'anything under the sun that is made by man'. But the Court has also long recognized three judicial exceptions: laws of nature, natural phenomena and abstract ideas, which are 'the basic tools of scientific and technological work' and must remain free to all.",
            "The modern framework comes from Mayo Collaborative Services v. Prometheus Laboratories (2012) and Alice Corp. v. CLS Bank International (2014). At step one, the court asks whether the claim is 'directed to' a patent-ineligible concept. If it is, step two asks whether the claim's elements, individually and as an ordered combination, add an 'inventive concept' sufficient to ensure that the claim amounts to significantly more than the exception itself. In Mayo, claims to adjusting thiopurine drug doses according to measured metabolite levels failed because the added steps (administer, determine, infer) were well-understood, routine and conventional. In Alice, claims to an intermediated settlement system for mitigating settlement risk failed because implementing an abstract idea on a generic computer does not transform it into a patent-eligible application.",
            "Two related decisions mark the boundaries. Bilski v. Kappos (2010) held that the Federal Circuit's machine-or-transformation test is 'a useful and important clue' but not the sole test for process claims. Association for Molecular Pathology v. Myriad Genetics (2013) held that isolated, naturally occurring DNA sequences (BRCA1 and BRCA2) are not eligible merely because they were isolated, whereas synthetic complementary DNA (cDNA), from which the non-coding introns have been removed, can be.",
            "The framework has been widely criticized as unpredictable, and the USPTO's 2019 guidance tried to tame it by splitting step one into two prongs: whether the claim recites a judicial exception and, if so, whether it integrates that exception into a 'practical application'. Students should remember that the Office's guidance does not bind the courts, and that eligibility is a threshold question distinct from novelty and obviousness: a claim can be entirely new and still be ineligible.",
          ),
        },
      },
      {
        title: "Novelty and Non-Obviousness",
        description: "Anticipation under section 102 and obviousness under section 103 after KSR.",
        lesson: {
          title: "New is not enough",
          html:
            p(
              "Under the America Invents Act (AIA), applications with an effective filing date on or after March 16, 2013 are governed by a first-inventor-to-file system. Section 102(a) bars a patent if the claimed invention was patented, described in a printed publication, in public use, on sale or otherwise available to the public before the effective filing date, or was described in an earlier-filed patent or published application of another. Section 102(b)(1) provides a one-year grace period for disclosures made by the inventor (or by others who obtained the subject matter from the inventor). Anticipation is strict: a single prior art reference must disclose every limitation of the claim, arranged as in the claim, either expressly or inherently.",
              "Section 103 goes further and denies a patent if the differences between the claim and the prior art are such that the claimed invention as a whole would have been obvious before the effective filing date to a person having ordinary skill in the art (PHOSITA). Graham v. John Deere Co. (1966) frames the inquiry as a set of factual findings:",
            ) +
            "<ol><li>the scope and content of the prior art;</li><li>the differences between the prior art and the claims at issue;</li><li>the level of ordinary skill in the pertinent art; and</li><li>objective indicia (secondary considerations), such as commercial success, long-felt but unsolved need, failure of others, copying and unexpected results.</li></ol>" +
            p(
              "For two decades the Federal Circuit required a 'teaching, suggestion or motivation' (TSM) in the prior art to combine references. KSR International Co. v. Teleflex Inc. (2007), which concerned an adjustable vehicle pedal combined with an electronic position sensor, rejected that test as a rigid rule. The Court held that 'the combination of familiar elements according to known methods is likely to be obvious when it does no more than yield predictable results', that a PHOSITA is 'a person of ordinary creativity, not an automaton', and that where there are a finite number of identified, predictable solutions to a known problem, a combination that was 'obvious to try' may be obvious.",
              "Two cautions apply in practice. Decision-makers must guard against hindsight, reconstructing the invention by using the patent itself as a map through the prior art. And secondary considerations carry weight only with a nexus: commercial success must be shown to result from the claimed features, not from marketing or from features already in the prior art.",
            ),
        },
      },
      {
        title: "Claim Construction",
        description: "How courts determine the meaning and scope of patent claims.",
        lesson: {
          title: "Reading claims after Phillips",
          html: p(
            "The claims define the patentee's right to exclude, so most patent litigation turns on what the words of a claim mean. In Markman v. Westview Instruments (1996), the Supreme Court held that claim construction is a matter for the judge, not the jury, which led to the pre-trial 'Markman hearing'. Teva Pharmaceuticals v. Sandoz (2015) refined appellate review: the ultimate construction is reviewed de novo, but subsidiary findings of fact about extrinsic evidence, such as how a skilled person would have understood a term of art, are reviewed for clear error.",
            "The governing method comes from the en banc Federal Circuit decision in Phillips v. AWH Corp. (2005), which concerned whether 'baffles' in a claim for steel-shell building modules were limited to baffles at acute or obtuse angles. The court held that claim terms carry their ordinary and customary meaning to a person of ordinary skill in the art at the time of the invention, read in the context of the entire patent. Intrinsic evidence comes first: the claims themselves, the specification, which is 'the single best guide to the meaning of a disputed term', and the prosecution history. Extrinsic evidence, including dictionaries, treatises and expert testimony, may help but is 'less significant' and cannot override the intrinsic record.",
            "Several canons recur. Courts must read claims in light of the specification without importing limitations from it: if the specification describes only one embodiment, that alone does not confine the claim to it. Under claim differentiation, a dependent claim adding a limitation implies that the independent claim lacks it. Prosecution disclaimer holds the patentee to clear and unmistakable statements made to the examiner to secure allowance. Transitional phrases matter greatly: 'comprising' is open and covers products with additional elements, 'consisting of' is closed, and 'consisting essentially of' excludes only additional elements that materially affect the basic and novel characteristics.",
            "Functional language raises special problems. Under section 112(f), an element expressed as a 'means for' performing a function covers only the corresponding structure described in the specification and its equivalents. In Williamson v. Citrix Online (2015, en banc in relevant part), the Federal Circuit dropped the 'strong' presumption that claims without the word 'means' fall outside section 112(f), so nonce terms such as 'module for' can trigger it. If the specification discloses no corresponding structure, for software typically an algorithm, the claim is invalid as indefinite.",
          ),
        },
      },
      {
        title: "Copyright Fair Use",
        description: "The four statutory factors and the leading Supreme Court decisions.",
        lesson: {
          title: "Transformation, purpose and market harm",
          html: p(
            "Section 107 of the Copyright Act provides that fair use of a copyrighted work 'for purposes such as criticism, comment, news reporting, teaching (including multiple copies for classroom use), scholarship, or research' is not an infringement, and directs courts to weigh four factors: (1) the purpose and character of the use, including whether it is commercial or for non-profit educational purposes; (2) the nature of the copyrighted work; (3) the amount and substantiality of the portion used in relation to the work as a whole; and (4) the effect of the use upon the potential market for or value of the work. The list of purposes is illustrative, the factors are not exhaustive, and no factor is decisive on its own.",
            "Campbell v. Acuff-Rose Music (1994) reoriented the first factor around transformation. 2 Live Crew's rap parody of Roy Orbison's 'Oh, Pretty Woman' was commercial, but the Court held that commerciality is not presumptively unfair and asked whether the new work 'adds something new, with a further purpose or different character, altering the first with new expression, meaning, or message'. Earlier, Harper & Row v. Nation Enterprises (1985) had found no fair use where a magazine published about 300 words quoted from President Ford's unpublished memoir: the passage was small in amount but the 'heart' of the book, and the use scooped the authorized serialization.",
            "Two recent decisions pull in different directions. In Google LLC v. Oracle America (2021), the Court held that Google's copying of roughly 11,500 lines of Java SE declaring code, so that programmers could use familiar method calls on Android, was fair use, emphasizing the functional nature of the code and the public interest in interoperability. In Andy Warhol Foundation for the Visual Arts v. Goldsmith (2023), by contrast, the Court held 7-2 that the first factor favored the photographer Lynn Goldsmith when the Foundation licensed Warhol's 'Orange Prince', based on her 1981 photograph, to Condé Nast for a magazine cover. Justice Sotomayor reasoned that the specific use shared substantially the same commercial purpose as the original, illustrating a magazine story about Prince, so a new meaning or message alone was not enough.",
            "Students often hold two misconceptions. Attribution is not a defense: crediting the author does not make a use fair. And there is no safe number of words, seconds or percentage; the third factor is qualitative as well as quantitative.",
          ),
        },
      },
    ],
  },
  {
    slug: "glacier-dynamics-and-ice-sheets",
    discipline: "Glaciology",
    title: "Glacier Dynamics and Ice Sheets",
    description:
      "An advanced course on glacier mass balance, ice rheology and Glen's flow law, basal sliding and subglacial hydrology, glacier surges, and iceberg calving, for final-year undergraduates and postgraduates in physical geography and earth sciences.",
    level: "advanced",
    duration: "11 weeks",
    plantedGap: "iceberg calving",
    modules: [
      {
        title: "Mass Balance",
        description: "Measuring and interpreting the gains and losses of glacier mass.",
        lesson: {
          title: "Accumulation, ablation and the equilibrium line",
          html: p(
            "A glacier's mass balance is the difference between its accumulation, the processes that add mass (chiefly snowfall, but also avalanching, wind-blown snow and the refreezing of meltwater), and its ablation, the processes that remove it (surface melt and runoff, sublimation and wind erosion). Balance is usually expressed as specific mass balance, the change in mass per unit area, in metres of water equivalent (m w.e.), so that snow, firn and ice can be compared. The annual or net balance is the sum of the winter balance, measured by snow pits and probing at the end of the accumulation season, and the (negative) summer balance, measured at ablation stakes drilled into the ice.",
            "Specific balance varies with altitude. The equilibrium line is where the annual balance is zero, separating the accumulation area above from the ablation area below, and its altitude (ELA) is a sensitive climate indicator. The accumulation area ratio (AAR), the accumulation area divided by total area, is typically about 0.55 to 0.65 for a mid-latitude valley glacier in steady state; a glacier with an AAR of 0.3 is strongly out of balance. The rate at which balance changes with altitude, the mass balance gradient, is steeper in maritime settings such as western Norway than in continental ones, so maritime glaciers have higher throughput and respond faster to climate.",
            "Scaling up is straightforward arithmetic. If a glacier of 4 km² has a glacier-wide balance of −0.8 m w.e. in a year, it has lost 4 × 10⁶ m² × 0.8 m = 3.2 × 10⁶ m³ of water, about 3.2 million tonnes. The glaciological method, integrating stake and pit measurements, is accurate for individual years but accumulates systematic errors. The geodetic method differences repeat surface elevation models from aerial photographs, airborne laser scanning or satellite data and converts volume change to mass with an assumed density, commonly 850 ± 60 kg/m³, because the lost volume is a mixture of firn and ice.",
            "Density matters throughout. Fresh snow may be 50 to 200 kg/m³; firn, snow that has survived at least one melt season, ranges from roughly 400 to 830 kg/m³, and at about 830 kg/m³ the pores close off into bubbles; glacier ice approaches 917 kg/m³. A common error is to treat thinning as equivalent to mass loss: in the accumulation area, surface lowering can reflect compaction of firn rather than lost mass.",
          ),
        },
      },
      {
        title: "Ice Rheology and Glen's Flow Law",
        description: "How ice deforms under stress and what that implies for glacier flow.",
        lesson: {
          title: "Ice as a non-linear viscous fluid",
          html: p(
            "Glacier ice is a polycrystalline solid close to its melting point, and under sustained stress it creeps. Laboratory experiments by John Glen in the early 1950s established the relation now called Glen's flow law: the strain rate is proportional to a power of the stress, ε̇ = Aτⁿ, where τ is the effective shear stress and n is usually taken to be 3. Because n > 1, ice is shear-thinning: doubling the stress increases the strain rate by a factor of eight. The rate factor A depends strongly on temperature through an Arrhenius relation, and also on crystal fabric, impurities and water content; recommended values in Cuffey and Paterson's textbook give A ≈ 2.4 × 10⁻²⁴ Pa⁻³ s⁻¹ at 0 °C and about seven times less at −10 °C. Cold ice is therefore much stiffer than temperate ice.",
            "For a parallel-sided slab of ice of thickness H on a slope α, a force balance gives the basal shear stress τ_b = ρgH sin α, where ρ is the density of ice (917 kg/m³) and g is 9.81 m/s². Take H = 200 m and α = 3°: τ_b ≈ 917 × 9.81 × 200 × 0.0523 ≈ 94 kPa. Most valley glaciers have basal shear stresses between about 50 and 150 kPa, a narrow range that led John Nye to approximate ice as perfectly plastic with a yield stress near 100 kPa, so that thickness adjusts inversely to surface slope.",
            "Integrating Glen's law through the slab gives the surface velocity due to internal deformation: u_s − u_b = (2A / (n + 1)) τ_bⁿ H. With the numbers above and A for temperate ice, the deformation velocity is about 6 m per year; at −10 °C it would be under 1 m per year. Because τ_b is itself proportional to H, deformation velocity scales with H⁴ and with the cube of the surface slope, so small changes in thickness have large effects on flow. Most of the shear is concentrated near the bed.",
            "The flow law also explains why surface slope, not bed slope, drives flow: ice can flow uphill over a bedrock rise if the surface slopes down-glacier. Students often assume that fast-flowing glaciers must be deforming rapidly; in many cases, as the next module explains, most of their motion is sliding at the bed.",
          ),
        },
      },
      {
        title: "Basal Sliding and Subglacial Hydrology",
        description: "Motion at the glacier bed and the drainage systems that control it.",
        lesson: {
          title: "Water at the bed",
          html:
            p(
              "Basal sliding occurs only where the bed is at the pressure melting point; a glacier frozen to its bed moves by internal deformation alone. Johannes Weertman's theory of 1957 identified two mechanisms by which ice passes obstacles on a hard bed. In regelation, higher pressure on the upstream face lowers the melting point, ice melts there, the water flows around the obstacle and refreezes on the lee side, releasing latent heat that is conducted back through the obstacle; this is efficient for small obstacles. In enhanced creep, the stress concentration around an obstacle speeds up deformation, which is efficient for large obstacles. An intermediate 'controlling obstacle size', of the order of centimetres to decimetres, therefore offers the most resistance.",
              "Water pressure changes everything. Where subglacial water pressure is high, the ice separates from the lee sides of bumps to form cavities, and the effective pressure N, the ice overburden pressure minus the water pressure, falls. Empirical sliding laws often take the form u_b = Cτ_bᵖN⁻q, so sliding speeds up as N approaches zero. Two kinds of drainage system are recognised:",
            ) +
            "<ul><li><strong>Channelised (efficient) drainage</strong>: Röthlisberger channels (R-channels) melted upward into the ice by the heat from flowing water, which tends to enlarge them, while ice creep tends to close them. In steady state, larger channels carry water at lower pressure, so they capture flow from smaller ones and form an arborescent network with low water pressure.</li><li><strong>Distributed (inefficient) drainage</strong>: linked cavities, thin water films and flow through permeable sediment. Water pressure rises with discharge, so high inputs produce high pressure and fast sliding.</li></ul>" +
            p(
              "The switch between the two explains the seasonal cycle of many valley glaciers and of the margins of the Greenland ice sheet. In early summer, surface meltwater reaches a bed with a distributed system, pressures rise and velocities can double for days (a 'spring event'). As channels grow, pressure falls and sliding slows, so that later in the season more meltwater may be accompanied by slower flow.",
              "Not all beds are rigid. Where glaciers rest on water-saturated till, as beneath the Whillans Ice Stream in West Antarctica, the sediment itself can deform or fail plastically, and motion depends on till strength, which again depends on effective pressure.",
            ),
        },
      },
      {
        title: "Glacier Surges",
        description: "Cyclic flow instabilities and the mechanisms proposed for them.",
        lesson: {
          title: "Glaciers that gallop",
          html: p(
            "A surge-type glacier alternates between a long quiescent phase and a short active phase in which flow accelerates to ten to a hundred or more times its normal rate. During quiescence, which may last decades, ice thickens in an upper reservoir area and thins in a lower receiving area because flow is too slow to carry away the accumulation. During the surge, a large volume of ice is transferred rapidly downglacier, the surface drops in the reservoir and rises in the receiving area, and the terminus may advance by kilometres. Only about 1 per cent of the world's glaciers are surge-type, and they are strongly clustered, notably in Alaska-Yukon, Svalbard, the Karakoram, the Pamirs, Iceland and Arctic Canada.",
            "Surge-type glaciers can be recognised from the air even between surges. Looped or folded medial moraines record pulses of fast flow from one tributary; the receiving area often shows a heavily crevassed or potholed surface, and there may be a steep bulge where the active surge front has passed.",
            "The classic field study was of Variegated Glacier, Alaska, during its 1982-83 surge. Barclay Kamb and colleagues (1985) measured speeds up to about 65 m per day, with very high subglacial water pressures and little water leaving the terminus. The surge ended abruptly in July 1983, with a flood of turbid water from the terminus and a sudden drop in pressure and velocity. They interpreted the surge as a switch of the basal drainage from an efficient tunnel system to a distributed linked-cavity system, which stores water at high pressure and so allows rapid sliding, and its termination as the re-establishment of channels. This hydrological switch explains surges with fast onsets and terminations.",
            "Svalbard surges behave differently: active phases last several years, speeds are lower and onset is gradual. Many Svalbard surge-type glaciers are polythermal, and a thermal mechanism has been proposed: as ice thickens in the reservoir area during quiescence, the bed warms to the pressure melting point, allowing sliding and triggering the surge, which then propagates as a front. Surge-type glaciers also show that a terminus advance need not indicate a positive mass balance, a common misinterpretation of glacier fluctuation records.",
          ),
        },
      },
    ],
  },
  {
    slug: "principles-of-clinical-anaesthesia",
    discipline: "Anaesthesia",
    title: "Principles of Clinical Anaesthesia",
    description:
      "An advanced module on inhalational agents and MAC, intravenous induction agents, neuromuscular blockade and its reversal, airway assessment and difficult airway management, and malignant hyperthermia, for anaesthesia trainees in their first year and final-year medical students on an anaesthesia placement.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "malignant hyperthermia",
    modules: [
      {
        title: "Inhalational Agents",
        description: "Potency, solubility and the uptake of volatile anaesthetics.",
        lesson: {
          title: "MAC and the speed of uptake",
          html:
            p(
              "The potency of an inhalational anaesthetic is expressed as its minimum alveolar concentration (MAC), defined by Edmond Eger and colleagues in 1965 as the alveolar concentration at one atmosphere that prevents movement in response to a standard surgical skin incision in 50 per cent of subjects. MAC is thus an ED50, and about 1.2 to 1.3 MAC is needed to prevent movement in 95 per cent of patients. Because alveolar concentration equilibrates with the brain at steady state, MAC provides a common scale across agents, and MAC fractions are approximately additive: 0.5 MAC of nitrous oxide plus 0.5 MAC of sevoflurane has about the effect of 1 MAC of either.",
              "MAC falls by roughly 6 per cent per decade after the age of 40 and is reduced by hypothermia, pregnancy, opioids, benzodiazepines, α₂-agonists and acute alcohol intoxication. It is highest in infants of around six months and is increased by chronic alcohol use. Potency correlates closely with lipid solubility (the oil:gas partition coefficient), the Meyer-Overton relationship noted around 1900, although the molecular targets are now known to be specific proteins such as GABA-A receptors and two-pore-domain potassium channels.",
            ) +
            "<table><tr><th>Agent</th><th>MAC in a 40-year-old (%)</th><th>Blood:gas partition coefficient</th><th>Notes</th></tr><tr><td>Nitrous oxide</td><td>104</td><td>0.47</td><td>Cannot provide 1 MAC at one atmosphere</td></tr><tr><td>Desflurane</td><td>6.6</td><td>0.42</td><td>Pungent; needs a heated, pressurised vaporiser</td></tr><tr><td>Sevoflurane</td><td>2.1</td><td>0.65</td><td>Non-irritant; used for inhalational induction</td></tr><tr><td>Isoflurane</td><td>1.17</td><td>1.4</td><td>Pungent; slower onset and offset</td></tr></table>" +
            p(
              "The speed of induction and emergence depends on the blood:gas partition coefficient, not on potency. A poorly soluble agent is taken up only slightly by the blood, so its alveolar fraction (FA/FI) rises rapidly towards the inspired fraction, and the brain partial pressure follows. It is a common misconception that a highly soluble agent acts faster because 'more dissolves'; the opposite is true. Uptake is also faster with higher inspired concentration (the concentration effect) and greater ventilation, and slower with higher cardiac output. Desflurane boils at about 23 °C, which is why its vaporiser is heated and pressurised. Its global warming potential is also far higher than that of sevoflurane, and many hospitals, including those across NHS England, have stopped using it.",
            ),
        },
      },
      {
        title: "Intravenous Induction Agents",
        description: "Propofol, thiopental, ketamine and etomidate compared.",
        lesson: {
          title: "Choosing an induction agent",
          html: p(
            "Most general anaesthetics in adults are induced intravenously. After a single bolus, consciousness returns within minutes not because the drug has been metabolised but because it redistributes from the vessel-rich brain to muscle and then fat. Metabolism and elimination become important with repeated doses or infusions, and the context-sensitive half-time, the time for the plasma concentration to halve after stopping an infusion of a given duration, describes this better than the elimination half-life.",
            "Propofol (1.5 to 2.5 mg/kg) is the default agent. It potentiates GABA-A receptors, gives rapid, clear-headed recovery with little nausea, and suppresses laryngeal reflexes, which makes insertion of a supraglottic airway easy. Its disadvantages are pain on injection, apnoea, and dose-dependent hypotension from vasodilatation and reduced sympathetic tone, which is marked in elderly, hypovolaemic or septic patients. Because its pharmacokinetics are predictable, it is used for total intravenous anaesthesia (TIVA) through target-controlled infusion pumps programmed with models such as Marsh or Schnider.",
            "Thiopental (3 to 5 mg/kg), a barbiturate, gives a very smooth, rapid induction and has long been used for rapid sequence induction, although its use has declined. It is an alkaline solution (pH about 10.5), so accidental intra-arterial injection can cause crystal formation, arterial spasm and distal ischaemia, and it is absolutely contraindicated in acute porphyrias.",
            "Ketamine (1 to 2 mg/kg IV) is a phencyclidine derivative that acts chiefly as an NMDA receptor antagonist and produces dissociative anaesthesia. It stimulates the sympathetic nervous system, so blood pressure and heart rate are usually maintained or increased; it also preserves airway reflexes better than other agents and causes bronchodilatation. These properties suit shocked patients and asthmatics, and explain its use in pre-hospital and low-resource settings. Emergence phenomena (vivid dreams, hallucinations) are the main drawback and are reduced by a benzodiazepine. Note that a patient whose sympathetic reserve is exhausted may still become hypotensive, because ketamine is a direct myocardial depressant.",
            "Etomidate (0.3 mg/kg) causes the least cardiovascular depression of the group, but it inhibits the adrenal enzyme 11β-hydroxylase, suppressing cortisol synthesis for many hours after a single dose; its place in septic patients remains debated.",
          ),
        },
      },
      {
        title: "Neuromuscular Blockade and Reversal",
        description: "Depolarising and non-depolarising blockers, monitoring and reversal.",
        lesson: {
          title: "Paralysis, monitoring and recovery",
          html: p(
            "Neuromuscular blocking drugs act at the nicotinic acetylcholine receptors of the motor end-plate. Suxamethonium (succinylcholine), the only depolarising agent in clinical use, is two acetylcholine molecules joined together. It depolarises the end-plate, producing visible fasciculations, and then holds it in a depolarised, inexcitable state. At 1 to 1.5 mg/kg it gives excellent intubating conditions within about 60 seconds and lasts 5 to 10 minutes, because it is hydrolysed by plasma cholinesterase (butyrylcholinesterase). Patients with inherited cholinesterase deficiency may remain paralysed for hours ('suxamethonium apnoea') and need sedation and ventilation until it wears off. Side effects include myalgia, bradycardia (especially with a second dose), and a rise in serum potassium of about 0.5 mmol/L, which becomes dangerous in patients with burns, denervation injuries or prolonged immobility, in whom extrajunctional receptors proliferate.",
            "Non-depolarising agents are competitive antagonists. Rocuronium (0.6 mg/kg, or 1.2 mg/kg for rapid sequence induction, when onset approaches that of suxamethonium) is an aminosteroid; atracurium and cisatracurium are benzylisoquinoliniums that undergo Hofmann elimination, a spontaneous breakdown at body pH and temperature that makes them useful in hepatic and renal failure.",
            "Clinical signs are unreliable for judging recovery, so the block is monitored quantitatively with a nerve stimulator, usually at the ulnar nerve. The train-of-four (TOF) delivers four supramaximal stimuli at 2 Hz; with a non-depolarising block, the responses fade, and the TOF ratio is the fourth twitch divided by the first. A ratio of at least 0.9 is required before extubation; below that, residual paralysis impairs pharyngeal function and increases the risk of aspiration and hypoxaemia, even when the patient can lift their head.",
            "Neostigmine (typically 50 µg/kg, maximum 5 mg) inhibits acetylcholinesterase so that acetylcholine can outcompete the blocker. It is given with glycopyrronium to counter its muscarinic effects, and it has a ceiling: it cannot reverse a deep block. Sugammadex, a modified γ-cyclodextrin, encapsulates rocuronium (and, less avidly, vecuronium) in plasma. Its dose depends on depth: 2 mg/kg when the second TOF twitch has reappeared, 4 mg/kg at a post-tetanic count of 1 to 2, and 16 mg/kg to reverse 1.2 mg/kg of rocuronium immediately. It has no effect on benzylisoquinoliniums or suxamethonium.",
          ),
        },
      },
      {
        title: "Airway Assessment and the Difficult Airway",
        description: "Predicting difficulty before induction and following a plan when it occurs.",
        lesson: {
          title: "Plans A to D",
          html:
            p(
              "Every anaesthetic begins with an airway assessment, because failure to oxygenate is the fastest route to harm. The history is the single most useful predictor: a previous difficult intubation, radiotherapy to the neck, obstructive sleep apnoea or a rigid cervical spine should change your plan. The bedside examination includes the modified Mallampati classification (Mallampati, 1985, modified by Samsoon and Young, 1987), in which the seated patient opens the mouth fully and protrudes the tongue without phonating; class I shows the soft palate, fauces, uvula and pillars, and class IV shows only the hard palate. Other signs include a thyromental distance of less than 6.5 cm, an interincisor gap of less than 3 cm, limited neck extension and an inability to bite the upper lip with the lower incisors. Each test alone has poor sensitivity and specificity, so they are combined, and an anaesthetist should always be prepared for unexpected difficulty.",
              "Difficult facemask ventilation has different predictors. Langeron and colleagues (2000) identified obesity (body mass index over 26), a beard, age over 55, a history of snoring and lack of teeth. At laryngoscopy the view is graded by the Cormack-Lehane system (1984), from grade 1, most of the glottis visible, to grade 4, neither glottis nor epiglottis visible.",
              "In the UK, management of unanticipated difficulty follows the Difficult Airway Society (DAS) 2015 guidelines, whose plans are deliberately sequential:",
            ) +
            "<ol><li><strong>Plan A</strong>: facemask ventilation and tracheal intubation, with no more than three attempts at laryngoscopy (plus one by a more experienced colleague), optimised position and consideration of videolaryngoscopy.</li><li><strong>Plan B</strong>: maintain oxygenation with a second-generation supraglottic airway device, with no more than three insertion attempts, then stop and think: wake the patient, intubate through the device or proceed with surgery.</li><li><strong>Plan C</strong>: if the supraglottic airway fails, a final attempt at facemask ventilation, with full neuromuscular blockade.</li><li><strong>Plan D</strong>: 'can't intubate, can't oxygenate' (CICO): declare it and perform front-of-neck access by scalpel cricothyroidotomy (scalpel, bougie, tube) through the cricothyroid membrane.</li></ol>" +
            p(
              "Before induction, preoxygenate until the end-tidal oxygen fraction is at least 0.9, which extends the safe apnoea time of a healthy adult to several minutes.",
            ),
        },
      },
    ],
  },
  {
    slug: "operations-research-optimization",
    discipline: "Operations research",
    title: "Operations Research: Deterministic and Stochastic Models",
    description:
      "An advanced course on linear programming formulation, the simplex method, duality and sensitivity analysis, integer programming and branch-and-bound, and queueing theory, for senior undergraduates and master's students in industrial engineering, management science and applied mathematics.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "queueing theory",
    modules: [
      {
        title: "Linear Programming Formulation",
        description: "Translating a decision problem into a linear program and solving small cases graphically.",
        lesson: {
          title: "From a word problem to a model",
          html: p(
            "A linear program (LP) has three parts: decision variables, a linear objective function to be maximized or minimized, and linear constraints, including non-negativity. The model rests on four assumptions, which you should check before trusting any solution: proportionality (each activity's contribution is proportional to its level), additivity (contributions simply add), divisibility (variables may take fractional values) and certainty (all coefficients are known constants). When divisibility fails, the problem becomes an integer program, and when certainty fails, stochastic or robust methods are needed.",
            "Consider the Wyndor Glass Company example from Hillier and Lieberman's textbook. Wyndor makes two new products, glass doors and wood-framed windows, in three plants. Let x₁ and x₂ be the weekly production, in batches, of doors and windows. Each batch of doors uses 1 hour in Plant 1 and 3 hours in Plant 3; each batch of windows uses 2 hours in Plant 2 and 2 hours in Plant 3. Plants 1, 2 and 3 have 4, 12 and 18 hours available per week, and the profits are $3,000 and $5,000 per batch. In thousands of dollars, the LP is: maximize Z = 3x₁ + 5x₂ subject to x₁ ≤ 4, 2x₂ ≤ 12, 3x₁ + 2x₂ ≤ 18, and x₁, x₂ ≥ 0.",
            "With two variables the model can be solved graphically. The constraints bound a convex feasible region whose corner points are (0, 0), (4, 0), (4, 3), (2, 6) and (0, 6). A fundamental property of linear programs is that if an optimal solution exists and the feasible region is bounded, at least one optimal solution lies at a corner point (an extreme point). Evaluating Z at the corners gives 0, 12, 27, 36 and 30, so the optimum is x₁ = 2, x₂ = 6, with a weekly profit of $36,000.",
            "Not every LP has a unique optimum. If the objective is parallel to a binding constraint, every point on that edge is optimal. If the constraints contradict each other, the problem is infeasible. If the region extends without limit in an improving direction, the problem is unbounded, which in a real application almost always means that a constraint has been left out. A common modeling error is to confuse the units of a constraint, for example adding hours to batches, so always write the units beside each coefficient.",
          ),
        },
      },
      {
        title: "The Simplex Method",
        description: "Moving between adjacent corner points by pivoting on a tableau.",
        lesson: {
          title: "Pivoting to the optimum",
          html: p(
            "George Dantzig developed the simplex method in 1947. It exploits the corner-point property: starting from a corner of the feasible region, it moves along an edge to an adjacent corner with a better objective value, and stops when no adjacent corner is better. Algebraically, each inequality is converted to an equation with a non-negative slack variable, and corners correspond to basic feasible solutions in which the non-basic variables are zero.",
            "For the Wyndor model the augmented constraints are x₁ + s₁ = 4, 2x₂ + s₂ = 12 and 3x₁ + 2x₂ + s₃ = 18, and the objective row is Z − 3x₁ − 5x₂ = 0. The initial basis is the slacks, which corresponds to the origin with Z = 0. Under Dantzig's rule, the entering variable is the one with the most negative coefficient in the objective row, here x₂ (−5). The minimum ratio test then chooses the leaving variable: divide each right-hand side by the positive entry in the x₂ column, giving 12 / 2 = 6 for the second row and 18 / 2 = 9 for the third, so s₂ leaves. Pivoting gives x₂ = 6, the corner (0, 6), and the objective row becomes Z − 3x₁ + 2.5s₂ = 30.",
            "The coefficient of x₁ is still negative, so x₁ enters. The ratios are 4 / 1 = 4 for the first row and 6 / 3 = 2 for the third (whose updated form is 3x₁ − s₂ + s₃ = 6), so s₃ leaves. After pivoting, the objective row reads Z + 1.5s₂ + s₃ = 36. No coefficient is negative, so the solution x₁ = 2, x₂ = 6, Z = 36 is optimal, as the graphical method found. The coefficients 1.5 and 1 are not accidental; the next module explains their meaning.",
            "Two practical points. A degenerate solution, in which a basic variable equals zero, can make the method pivot without improving Z and, in rare constructed cases, cycle forever; Bland's rule (choose the lowest-indexed eligible variable) prevents cycling. And although Klee and Minty (1972) built examples on which the simplex method visits an exponential number of corners, it is extremely efficient in practice. Polynomial-time algorithms exist: Khachiyan's ellipsoid method (1979) and, more usefully, Karmarkar's interior-point method (1984), which now competes with simplex on very large problems.",
          ),
        },
      },
      {
        title: "Duality and Sensitivity Analysis",
        description: "The dual linear program, shadow prices and the ranges over which they hold.",
        lesson: {
          title: "What an extra hour is worth",
          html:
            p(
              "Every linear program, the primal, has a companion called the dual. For a primal of the form maximize cᵀx subject to Ax ≤ b and x ≥ 0, the dual is minimize bᵀy subject to Aᵀy ≥ c and y ≥ 0: each primal constraint gives a dual variable, and each primal variable gives a dual constraint. For Wyndor the dual is to minimize W = 4y₁ + 12y₂ + 18y₃ subject to y₁ + 3y₃ ≥ 3, 2y₂ + 2y₃ ≥ 5 and y ≥ 0.",
              "The two problems are linked by three results that every analyst should know:",
            ) +
            "<ul><li><strong>Weak duality</strong>: the objective value of any feasible dual solution is at least that of any feasible primal solution, so any dual solution gives an upper bound on the primal optimum.</li><li><strong>Strong duality</strong>: if the primal has an optimal solution, so does the dual, and their optimal objective values are equal.</li><li><strong>Complementary slackness</strong>: at optimality, if a primal constraint has slack, its dual variable is zero, and if a dual variable is positive, its primal constraint is binding.</li></ul>" +
            p(
              "For Wyndor the optimal dual solution is y = (0, 1.5, 1), and W = 0 + 18 + 18 = 36, equal to the primal optimum. These values are the coefficients of the slack variables in the final simplex objective row. Each yᵢ is the shadow price of resource i: the increase in optimal profit per additional unit of that resource. An extra hour in Plant 2 is worth $1,500 a week and an extra hour in Plant 3 is worth $1,000. Plant 1 has spare capacity (only 2 of its 4 hours are used), so, by complementary slackness, its shadow price is zero, and paying anything for more Plant 1 time would be a mistake.",
              "Shadow prices hold only within a range. Sensitivity analysis finds the interval over which each right-hand side can vary while the same basis remains optimal. For Plant 2, the basic solution is x₂ = b₂ / 2 and x₁ = (18 − b₂) / 3, and it stays feasible as long as x₁ ≥ 0 and x₁ ≤ 4, that is, for 6 ≤ b₂ ≤ 18 hours. Beyond that range the basis changes and the shadow price must be recomputed. Students often forget these ranges and extrapolate a shadow price far beyond where it is valid.",
            ),
        },
      },
      {
        title: "Integer Programming and Branch-and-Bound",
        description: "Models with whole-number decisions and the tree search used to solve them.",
        lesson: {
          title: "Why rounding fails",
          html: p(
            "Many decisions are indivisible: the number of trucks to buy, whether to open a warehouse, which crew covers which flight. An integer program (IP) requires some or all variables to take integer values, and binary variables (0 or 1) let models express yes-or-no decisions, fixed costs and logical conditions such as 'at most two of these three projects'. The price is difficulty: general integer programming is NP-hard.",
            "It is tempting to solve the LP relaxation, which drops the integrality requirement, and round the answer. Consider: maximize Z = 5x₁ + 8x₂ subject to x₁ + x₂ ≤ 6, 5x₁ + 9x₂ ≤ 45, with x₁ and x₂ non-negative integers. The LP relaxation's optimum is at x₁ = 2.25, x₂ = 3.75, with Z = 41.25. Rounding to (2, 4) violates the second constraint (46 > 45), and rounding down to (2, 3) gives only Z = 34. The true optimum, as shown below, is (0, 5) with Z = 40, far from the LP solution.",
            "Branch-and-bound, introduced by Ailsa Land and Alison Doig in 1960, searches a tree of LP relaxations. The relaxation of a maximization problem gives an upper bound. If its solution is fractional, you branch on a fractional variable, here x₂ = 3.75, creating one subproblem with x₂ ≤ 3 and one with x₂ ≥ 4. The first gives (3, 3) with Z = 39, which is integer and becomes the incumbent. The second gives (1.8, 4) with Z = 41, a bound above 39, so it must be explored: branching on x₁, the node x₁ ≥ 2 is infeasible, and x₁ ≤ 1 gives (1, 4.44) with Z ≈ 40.56. Branching again on x₂, the node x₂ ≤ 4 gives (1, 4) with Z = 37 and is pruned, while x₂ ≥ 5 gives the integer solution (0, 5) with Z = 40, the new incumbent. Every node is now fathomed, that is, pruned because it is infeasible, integer or bounded by the incumbent, so (0, 5) is optimal.",
            "Modern solvers combine branching with cutting planes, valid inequalities that remove fractional points without excluding any integer solution (Ralph Gomory proposed the first general cuts in 1958), an approach called branch-and-cut. They report an optimality gap between the best bound and the incumbent, and in practice a solver is often stopped when the gap falls below, say, 1 percent.",
          ),
        },
      },
    ],
  },
];
