/** Forty-fourth held-out evaluation courses, advanced level (game physics to airport planning); see ai-courses-heldout44.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT44_C: EvalCourse[] = [
  {
    slug: "rigid-body-physics-for-games",
    discipline: "Game physics programming",
    title: "Real-Time Rigid-Body Physics for Games",
    description:
      "A game's physics step must stay stable at 60 Hz within a budget of one or two milliseconds. In this advanced programming module students implement the core of a rigid-body engine: time integration with a fixed timestep, broad-phase and narrow-phase collision detection with SAT and GJK, a sequential impulse contact solver, and continuous collision detection for fast-moving bodies.",
    level: "advanced",
    duration: "one semester (lectures and weekly lab)",
    plantedGap: "continuous collision detection",
    modules: [
      {
        title: "Integration and the Fixed Timestep",
        description:
          "The choice of integrator and the way the simulation clock is decoupled from the frame rate decide whether a stack of boxes stands still or explodes.",
        lesson: {
          title: "Semi-implicit Euler and the accumulator",
          html:
            p(
              "A rigid body's state is its position x, orientation q (usually a unit quaternion), linear velocity v and angular velocity ω. Each step the engine integrates Newton's and Euler's equations forward by a timestep h. Explicit Euler, x<sub>n+1</sub> = x<sub>n</sub> + h v<sub>n</sub>, v<sub>n+1</sub> = v<sub>n</sub> + h a<sub>n</sub>, is simple but adds energy to oscillating systems: a mass on a spring integrated this way spirals outward and eventually blows up. Semi-implicit (symplectic) Euler updates velocity first and uses the new velocity for position, v<sub>n+1</sub> = v<sub>n</sub> + h a<sub>n</sub>, x<sub>n+1</sub> = x<sub>n</sub> + h v<sub>n+1</sub>. It costs the same, is still first order, but conserves a modified energy and keeps orbits and springs bounded, which is why Box2D, Bullet and most game engines use it.",
              "For a spring of stiffness k and mass m, semi-implicit Euler is stable only while h√(k/m) &lt; 2. With h = 1/60 s, a 1 kg body on a spring of 20,000 N/m has h√(k/m) ≈ 2.36, so the simulation diverges; stiff constraints must therefore be handled by the solver rather than as forces.",
              "Integrators behave predictably only with a constant h, and determinism, needed for networked games and replays, requires it too. The standard pattern, popularised by Glenn Fiedler's article 'Fix Your Timestep!', decouples simulation from rendering with an accumulator:",
            ) +
            "<ul><li>add the real frame time to an accumulator, clamped to a maximum (say 0.25 s) to avoid a 'spiral of death' after a stall;</li><li>while the accumulator holds at least h, step the simulation by h and subtract h;</li><li>render by interpolating between the last two physics states with α = accumulator / h.</li></ul>" +
            p(
              "Orientation needs care: after integrating q with q<sub>n+1</sub> = q<sub>n</sub> + (h/2) ω q<sub>n</sub>, renormalise the quaternion, or accumulated error will skew the body's shape. Gyroscopic terms in Euler's equations are often omitted for stability, at the cost of some physical accuracy for spinning, elongated bodies.",
            ),
        },
      },
      {
        title: "Collision Detection: Broad and Narrow Phase",
        description:
          "Testing every pair of bodies is quadratic, so engines first find candidate pairs cheaply and then compute exact contacts for those alone.",
        lesson: {
          title: "Sweep and prune, SAT and GJK",
          html: p(
            "With n bodies there are n(n−1)/2 pairs, nearly 500,000 for 1,000 bodies, far too many to test exactly every frame. The broad phase culls pairs using cheap bounding volumes, usually axis-aligned bounding boxes (AABBs). Sweep and prune sorts the box end points along one or more axes and reports pairs whose intervals overlap; because bodies move little between frames, an insertion sort on the nearly sorted list runs in close to linear time. Dynamic bounding volume hierarchies, as in Box2D's dynamic tree, handle worlds with large empty regions and are also reused for ray casts and queries. Uniform grids suit many similar-sized objects such as particles.",
            "The narrow phase decides whether a candidate pair actually touches and, if so, produces a contact manifold: contact points, a normal and penetration depth. For convex polyhedra the separating axis theorem (SAT) states that two convex shapes are disjoint if and only if there exists an axis on which their projections do not overlap. For polyhedra the candidate axes are the face normals of both shapes and the cross products of each pair of edges. Two oriented boxes therefore need 3 + 3 + 9 = 15 axis tests. The axis of minimum overlap gives the contact normal and depth, and clipping the incident face against the reference face's side planes yields up to four contact points, enough for a box to rest stably.",
            "The Gilbert-Johnson-Keerthi (GJK) algorithm works for any convex shapes described only by a support function, which returns the farthest point in a given direction. GJK searches the Minkowski difference A − B for the origin, building a simplex of up to four support points and refining the search direction; if the origin lies inside, the shapes intersect. GJK gives distance between separated shapes cheaply; for penetrating shapes the Expanding Polytope Algorithm (EPA) continues from GJK's final simplex to find depth and normal. Many engines keep a small margin around shapes so that most contacts are resolved by the faster distance query.",
          ),
        },
      },
      {
        title: "The Sequential Impulse Solver",
        description:
          "Contacts and joints become velocity constraints that are solved one at a time, many times over, with clamped accumulated impulses.",
        lesson: {
          title: "Impulses, clamping and warm starting",
          html: p(
            "Most game engines resolve contacts at the velocity level with the sequential impulse method associated with Erin Catto's Box2D, which is equivalent to projected Gauss-Seidel on the linear complementarity problem. For a contact between bodies A and B with normal n, the relative normal velocity is v<sub>rel</sub> = (v<sub>B</sub> + ω<sub>B</sub> × r<sub>B</sub> − v<sub>A</sub> − ω<sub>A</sub> × r<sub>A</sub>) · n, where r are the vectors from each centre of mass to the contact point. The impulse that removes this velocity, with restitution e, is λ = −(1 + e) v<sub>rel</sub> / K, where K, the inverse of the effective mass along n, is 1/m<sub>A</sub> + 1/m<sub>B</sub> + ((I<sub>A</sub><sup>−1</sup>(r<sub>A</sub> × n)) × r<sub>A</sub> + (I<sub>B</sub><sup>−1</sup>(r<sub>B</sub> × n)) × r<sub>B</sub>) · n. For two 1 kg spheres meeting head-on at 2 m/s with e = 0.5 and no rotation, K = 2 kg<sup>−1</sup>, so λ = 1.5 × 2 / 2 = 1.5 N s, and each sphere's velocity changes by 1.5 m/s.",
            "Applying impulses to each contact in turn disturbs the others, so the solver iterates over all constraints, typically 8 to 10 times per step. The key to stability is clamping the accumulated impulse rather than each increment: a contact may push but never pull, so the running total for each contact is kept at or above zero, while an individual iteration's correction may be negative. Friction is solved as two tangential constraints whose accumulated impulse is clamped to ±μ times the current normal impulse, an approximation of the Coulomb cone by a box.",
            "Two further techniques make stacks stable. Warm starting applies the previous step's accumulated impulses at the start of the new step, matching contacts between frames by feature identifiers, so that the solver begins near the answer. Penetration is corrected by Baumgarte stabilisation, adding a bias velocity β·d/h for depth d, with β around 0.1 to 0.2 and a small allowed slop, or by a separate position-projection pass, which avoids adding energy to the bodies.",
          ),
        },
      },
    ],
  },
  {
    slug: "uk-consumer-credit-law-advanced",
    discipline: "Consumer credit law",
    title: "Consumer Credit Law: Regulation, Liability and Enforcement",
    description:
      "Half a century after it was passed, the Consumer Credit Act 1974 still governs how most UK consumer lending is made, documented and enforced, now alongside the FCA's rules. This LLM module analyses the regulatory perimeter and the CONC sourcebook, creditworthiness assessment, connected lender liability under sections 56 and 75, unfair relationships under section 140A, and the enforceability of improperly executed agreements.",
    level: "advanced",
    duration: "one term (10 two-hour seminars)",
    plantedGap: "creditworthiness",
    modules: [
      {
        title: "The Regulatory Perimeter After 2014",
        description:
          "Which agreements are regulated, who regulates them, and how do the 1974 Act and the FCA Handbook fit together?",
        lesson: {
          title: "CCA, FSMA and CONC",
          html: p(
            "Consumer credit in the United Kingdom is governed by two layers. The Consumer Credit Act 1974 (CCA) sets private-law rules on the form, content, cancellation and enforcement of agreements, many of which carry civil consequences such as unenforceability. Since 1 April 2014 the licensing regime once run by the Office of Fair Trading has been replaced by authorisation under the Financial Services and Markets Act 2000 (FSMA). Entering into a regulated credit agreement as lender is a regulated activity under article 60B of the Regulated Activities Order 2001, and firms must be authorised by the Financial Conduct Authority, whose detailed conduct rules sit in the Consumer Credit sourcebook (CONC).",
            "A regulated credit agreement is, in outline, an agreement by which a person provides an individual (including a sole trader, a partnership of two or three persons, or an unincorporated association not consisting entirely of bodies corporate) with credit of any amount, unless the agreement is exempt. The exemptions in articles 60C to 60H of the Order include most first-charge mortgages, which are regulated separately; business lending above £25,000; agreements with high net worth borrowers who make a declaration; and certain short-term, interest-free credit, notably agreements repayable in no more than twelve instalments within twelve months without interest or other charges. That last exemption is why many buy-now-pay-later products have fallen outside regulation, and the government has legislated to bring deferred payment credit within the FCA's remit.",
            "The Consumer Credit Directive (2008/48/EC), implemented in 2010, added harmonised pre-contract information, the Standard European Consumer Credit Information form (SECCI), a standard annual percentage rate (APR), adequate explanations, and a fourteen-day right of withdrawal in section 66A. These remain in domestic law after Brexit.",
            "Alongside rule-based obligations, the FCA's Principles for Businesses apply, and since 31 July 2023 Principle 12, the Consumer Duty, requires firms to act to deliver good outcomes for retail customers across products and services, price and value, consumer understanding and consumer support. The Duty does not itself give customers a private right of action, but breaches of many CONC rules are actionable under section 138D FSMA by private persons who suffer loss.",
          ),
        },
      },
      {
        title: "Connected Lender Liability: Sections 56 and 75",
        description:
          "When goods bought on credit are defective or a supplier fails, the Act lets the borrower look to the lender as well.",
        lesson: {
          title: "Like claims against the creditor",
          html:
            p(
              "Section 75(1) CCA provides that if a debtor under a debtor-creditor-supplier agreement falling within section 12(b) or (c) has, in relation to a transaction financed by the agreement, any claim against the supplier in respect of a misrepresentation or breach of contract, he has a like claim against the creditor, who is jointly and severally liable with the supplier. The typical case is a credit card: the card issuer has arrangements with the supplier through the card network, so a cardholder who buys a sofa that is never delivered may claim a refund from the card issuer.",
              "The conditions and limits repay close study:",
            ) +
            "<ul><li>the cash price of the single item must exceed £100 and not exceed £30,000 (section 75(3)(b)); the credit itself need only cover part of the price, so a £200 deposit paid by card on a £10,000 car is covered;</li><li>the agreement must be regulated, and non-commercial agreements are excluded;</li><li>the claim is 'like' the claim against the supplier, so it includes consequential loss recoverable in contract, not only the amount charged;</li><li>the creditor is entitled to an indemnity from the supplier under section 75(2).</li></ul>" +
            p(
              "In <i>Office of Fair Trading v Lloyds TSB Bank plc</i> [2007] UKHL 48 the House of Lords held that section 75 applies to transactions entered into abroad with foreign suppliers, rejecting the banks' argument that the Act was confined to domestic purchases. Section 75 does not, however, extend to debit cards or to payments made through an intermediary that breaks the debtor-creditor-supplier chain, a point frequently disputed in cases involving payment processors.",
              "Section 75A, added in 2010 for agreements within the Consumer Credit Directive, covers linked credit agreements where the cash price exceeds £30,000 and the credit does not exceed £60,260; here the debtor must first pursue the supplier. Section 56 works alongside section 75: negotiations conducted by a credit broker or supplier in relation to a transaction financed by the creditor are deemed to be conducted as the creditor's agent, so a dealer's misstatements about a car bought on hire purchase are attributed to the finance company.",
            ),
        },
      },
      {
        title: "Unfair Relationships and Unenforceable Agreements",
        description:
          "Two powerful judicial controls, one open-textured and one technical, can leave a lender unable to recover what it lent.",
        lesson: {
          title: "Sections 140A, 65 and 127",
          html: p(
            "Sections 140A to 140C, inserted by the Consumer Credit Act 2006, allow the court to find that the relationship between creditor and debtor arising out of a credit agreement is unfair to the debtor because of the terms of the agreement, the way the creditor has exercised or enforced its rights, or any other thing done or not done by or on behalf of the creditor, before or after the agreement was made. Once the debtor alleges unfairness, section 140B(9) puts the burden on the creditor to prove the contrary. Remedies under section 140B are wide: repayment of sums paid, reduction of the debt, or alteration of the terms.",
            "The leading authority is <i>Plevin v Paragon Personal Finance Ltd</i> [2014] UKSC 61. Mrs Plevin's loan was sold with payment protection insurance, and 71.8 % of the premium went in commissions that she was not told about. The Supreme Court held that non-disclosure of so large a commission made the relationship unfair, even though no rule then required disclosure, because an undisclosed commission on that scale meant she was not in a position to make an informed choice. In <i>Johnson v FirstRand Bank Ltd</i> [2025] UKSC 33 the Court rejected broad claims that motor dealers owed fiduciary duties to customers but upheld a finding of unfairness under section 140A on facts that included a large undisclosed commission and an undisclosed commercial tie between dealer and lender.",
            "The Act also makes formal compliance a condition of enforcement. An agreement not executed in accordance with section 61, for example because it omits prescribed terms or is not properly signed, is 'improperly executed' and by section 65 enforceable against the debtor only on an order of the court. Under section 127 the court may refuse or grant such an order, having regard to the prejudice caused and the culpability of the creditor. For agreements made before 6 April 2007, section 127(3) barred enforcement altogether where a signed document omitted the prescribed terms; the House of Lords in <i>Wilson v First County Trust Ltd (No 2)</i> [2003] UKHL 40 held that this absolute bar was compatible with the right to property. The 2006 Act repealed the bar for later agreements. Separately, a creditor in default of a debtor's request under sections 77 or 78 for a copy of the agreement cannot enforce it while the default continues.",
          ),
        },
      },
    ],
  },
  {
    slug: "multibeam-hydrography-s44",
    discipline: "Hydrography",
    title: "Multibeam Hydrography to IHO Standards",
    description:
      "Charts are only as safe as the soundings behind them. Advanced students of hydrographic surveying work through multibeam echosounder geometry and the correction of sound-speed refraction, total propagated uncertainty against the orders of IHO S-44, reduction of soundings to chart datum, and the use of backscatter for seabed classification.",
    level: "advanced",
    duration: "one semester (with a survey launch practical)",
    plantedGap: "backscatter",
    modules: [
      {
        title: "Multibeam Geometry and Sound Speed",
        description:
          "A multibeam depth is computed from a travel time and an angle, and both are bent by the water column the sound passes through.",
        lesson: {
          title: "Ray tracing through the sound-speed profile",
          html: p(
            "A multibeam echosounder (MBES) transmits a fan-shaped acoustic pulse across the ship's track and forms hundreds of receive beams, each measuring the two-way travel time of the echo from a narrow footprint on the seabed. A typical shallow-water system covers a swath of 130 to 150 degrees, so in 20 m of water a single ping can measure a strip of seabed more than 100 m wide. Depth and across-track position are computed from each beam's travel time and launch angle, combined with the vessel's position from GNSS and its attitude (roll, pitch, heave and heading) from an inertial motion unit.",
            "Sound speed in seawater, roughly 1,450 to 1,550 m/s, varies with temperature, salinity and pressure; temperature has the largest effect, about 4 m/s per degree Celsius near the surface. Where speed changes with depth, rays refract according to Snell's law: sin θ / c is constant along the ray, where θ is the angle from vertical and c the local sound speed. Outer beams, with large angles, are bent most. If the processing software assumes the wrong profile, the outer parts of each swath curl upward or downward, the familiar 'smile' or 'frown' in a cross-section of a flat seabed.",
            "Hydrographers therefore measure the sound-speed profile with a direct-reading sound velocity probe or compute it from conductivity, temperature and depth (CTD) casts using an equation such as UNESCO's Chen-Millero or TEOS-10. Casts are repeated whenever conditions change, for example at a river plume, a front or with daytime heating, and a surface sound-speed sensor at the transducer provides the speed needed for beam steering. Processing software then ray-traces each beam through the layered profile.",
            "Good practice includes a patch test at the start of a survey, running lines over a slope and a flat seabed in set patterns to calibrate the latency, roll, pitch and yaw offsets between echosounder, motion unit and GNSS, because a roll error of 0.1 degree displaces an outer-beam sounding at 60 degrees in 50 m of water by roughly 0.15 m vertically.",
          ),
        },
      },
      {
        title: "Uncertainty and the S-44 Orders",
        description:
          "The International Hydrographic Organization defines how good a survey must be, and the hydrographer must show that every sounding meets it.",
        lesson: {
          title: "TVU, THU and feature detection",
          html:
            p(
              "IHO Publication S-44, <i>Standards for Hydrographic Surveys</i> (6th edition, 2020), sets minimum standards in orders according to the navigational risk of an area. Each order limits the total vertical uncertainty (TVU) and total horizontal uncertainty (THU) of soundings at the 95 % confidence level, and specifies the size of feature that must be detected. The maximum allowable TVU is √(a² + (b × d)²), where a is the depth-independent part, b × d the depth-dependent part and d the depth.",
            ) +
            "<table><tr><th>Order</th><th>a (m)</th><th>b</th><th>THU (95 %)</th><th>Typical use</th></tr><tr><td>Exclusive</td><td>0.15</td><td>0.0075</td><td>1 m</td><td>berths and channels with minimal underkeel clearance</td></tr><tr><td>Special</td><td>0.25</td><td>0.0075</td><td>2 m</td><td>harbours and critical shallow areas</td></tr><tr><td>1a</td><td>0.5</td><td>0.013</td><td>5 m + 5 % of depth</td><td>areas shallower than about 100 m where features may be a hazard</td></tr><tr><td>1b</td><td>0.5</td><td>0.013</td><td>5 m + 5 % of depth</td><td>as 1a where feature search is not required</td></tr><tr><td>2</td><td>1.0</td><td>0.023</td><td>20 m + 10 % of depth</td><td>deeper water</td></tr></table>" +
            p(
              "A worked example: for Order 1a in 40 m of water, TVU = √(0.5² + (0.013 × 40)²) = √(0.25 + 0.2704) ≈ 0.72 m. Every sounding in that area must have an estimated vertical uncertainty no larger than 0.72 m.",
              "The estimate comes from a total propagated uncertainty (TPU) model that combines, by the law of propagation of variance, the uncertainty of each component: the echosounder's range and angle measurement, sound speed at the transducer and in the profile, attitude and heave, GNSS positioning, the lever arms between sensors, vessel draft and squat, and the vertical reference. Outer beams carry larger uncertainty than nadir beams, so an acquisition plan may restrict the usable swath to keep within the order. Gridding algorithms such as CUBE, developed by Brian Calder, use each sounding's TPU to weight it and to flag ambiguous areas for inspection.",
            ),
        },
      },
      {
        title: "Vertical Reference and Chart Datum",
        description:
          "A depth measured from a moving ship on a tidal sea must be reduced to a fixed surface before it can go on a chart.",
        lesson: {
          title: "Tidal reduction and ellipsoid-referenced surveys",
          html: p(
            "Charted depths are referred to chart datum, a level chosen so that the water is seldom lower. The IHO recommends Lowest Astronomical Tide (LAT), the lowest level predicted under average meteorological conditions and any combination of astronomical conditions, and the United Kingdom Hydrographic Office uses LAT for its charts. A mariner then adds the predicted height of tide to the charted depth to find the water available.",
            "In a traditional survey the measured depth below the transducer is corrected for the transducer's draft, for squat and settlement as the vessel moves through the water, and for heave from the motion sensor. The observed water level from a tide gauge, referred to chart datum, is then subtracted. If the echosounder measures 12.4 m below the waterline when the tide gauge reads 3.1 m above chart datum, the reduced sounding is 9.3 m. Because tide height and timing vary along a coast, surveys away from a gauge need co-tidal corrections or a local temporary gauge, and these corrections are often a major part of the vertical uncertainty budget.",
            "Ellipsoid-referenced surveying (ERS) avoids much of this. With post-processed or real-time kinematic GNSS, the height of the antenna above the reference ellipsoid is known to a few centimetres. Lever arms and attitude carry this height down to the transducer, so that every sounding is measured directly relative to the ellipsoid, independent of tide, heave and squat. To express depths relative to chart datum, a separation model gives the height difference between the ellipsoid and chart datum at every position. In British and Irish waters this is provided by the Vertical Offshore Reference Frames (VORF) model; in the United States NOAA's VDatum serves the same purpose. ERS requires careful attention to the quality of the separation model, which can itself be the dominant vertical uncertainty offshore.",
          ),
        },
      },
    ],
  },
  {
    slug: "rope-access-systems-engineering",
    discipline: "Rope access engineering",
    title: "Engineering Rope Access Systems",
    description:
      "Technicians hang from two ropes on dams, wind turbines and offshore platforms because the method, properly engineered, is among the safest ways of working at height. Written for supervisors and engineers, this advanced module treats the two-rope system and its standards, anchor selection and the loads created by rigging angles, fall factors and dynamic loading, and rescue planning for every job.",
    level: "advanced",
    duration: "5 days plus a design project",
    plantedGap: "rescue planning",
    modules: [
      {
        title: "The Two-Rope System and Its Standards",
        description:
          "Every rope access technician is attached to two independently anchored ropes; this module explains why, and which documents govern the work.",
        lesson: {
          title: "Working line, safety line and the regulatory frame",
          html:
            p(
              "Industrial rope access is a work-at-height method in which a technician is suspended from and moves along ropes. Its safety record rests on redundancy. The technician is attached at all times to two ropes: a working line, which supports the weight while descending, ascending or positioning, and a safety line (backup line), which carries a backup device that follows the technician and locks if the working line or its device fails. Each rope has its own anchor, so that no single failure of rope, anchor or device can lead to a fall.",
              "In the United Kingdom the Work at Height Regulations 2005 require work at height to be avoided where reasonably practicable, then falls prevented with existing places of work or collective measures, and only then minimised by personal systems. Rope access is justified where it involves less total risk than alternatives such as scaffolding or mobile elevating work platforms, which often take longer to erect and expose more people. The main documents governing the method are:",
            ) +
            "<ul><li>the IRATA International Code of Practice (ICOP), setting out the industry's system of work, with technicians certified at Levels 1, 2 and 3, and a Level 3 required to supervise every team;</li><li>ISO 22846 parts 1 and 2, the international standard for rope access systems;</li><li>BS 7985, the British code of practice for rope access;</li><li>product standards, notably EN 1891 for low-stretch kernmantel ropes, EN 12841 for rope adjustment devices and EN 795 for anchor devices.</li></ul>" +
            p(
              "Type A low-stretch ropes to EN 1891 are typically 10.5 to 11 mm in diameter, with a minimum breaking strength of at least 22 kN for new rope and limited elongation, so that a technician does not bounce or descend far when load is applied. Because the safety line may have to arrest a fall, backup devices are chosen for their dynamic performance, and modern devices incorporate an energy absorber to keep the arrest force low. Equipment is inspected before each use and thoroughly examined at intervals, commonly every six months under the Lifting Operations and Lifting Equipment Regulations 1998 where equipment is used for lifting people.",
            ),
        },
      },
      {
        title: "Anchors and Rigging Angles",
        description:
          "The geometry of a rigging system can multiply the load on an anchor, and the engineer must calculate it before anyone leaves the edge.",
        lesson: {
          title: "Y-hangs, angles and anchor strength",
          html:
            p(
              "An anchor must be unquestionably reliable. The IRATA ICOP recommends that each anchor for a rope access system has a minimum static strength of 15 kN; structural anchors such as steel beams and columns usually far exceed this, while installed anchors in concrete or masonry need proof testing and a competent assessment of the base material. Ropes are usually rigged to two anchors in a Y-hang, sharing the load so that either anchor can hold it alone if the other fails.",
              "The load in each leg of a symmetric Y-hang depends on the angle between the legs. For a load W and an included angle θ, the tension in each leg is T = W ÷ (2 cos(θ/2)):",
            ) +
            "<table><tr><th>Included angle θ</th><th>Load in each leg</th></tr><tr><td>0°</td><td>0.50 W</td></tr><tr><td>60°</td><td>0.58 W</td></tr><tr><td>90°</td><td>0.71 W</td></tr><tr><td>120°</td><td>1.00 W</td></tr><tr><td>150°</td><td>1.93 W</td></tr></table>" +
            p(
              "At 120 degrees each anchor carries the full load, and sharing gives no benefit; at wider angles the legs carry more than the load itself. Practitioners therefore aim to keep the included angle at or below about 90 degrees. Take a technician of 100 kg with equipment, giving W ≈ 1 kN. A Y-hang with a 150-degree angle puts about 1.9 kN on each anchor, which is well within capacity statically, but dynamic loads, considered in the next module, can be several times larger, and the multiplication applies to them too.",
              "Rigging must also protect the rope. Every point where a loaded rope could contact an edge needs protection, such as a rope protector or a re-anchor or deviation that moves the rope away. A rope under tension running over a sharp edge can be cut with very little movement, and edge contact was a factor in several serious incidents. The supervisor records anchor type, configuration and protection in the job's method statement.",
            ),
        },
      },
      {
        title: "Fall Factors and Dynamic Loading",
        description:
          "What happens when a backup device has to arrest a fall, and why slack in the safety line is the enemy.",
        lesson: {
          title: "Energy, rope stretch and peak force",
          html: p(
            "A fall arrested by a rope converts the faller's potential energy into strain energy in the rope, the device and the body. The fall factor, the height of the fall divided by the length of rope available to absorb it, is a useful index of severity. A technician who falls 1 m onto 1 m of rope experiences fall factor 1; falling 2 m onto 1 m of rope, from above the anchor, is factor 2, the most severe case possible when the rope is anchored below.",
            "The peak force depends on fall factor, not just fall height, because a longer rope both lets the body fall further and stretches more to absorb the energy. For an idealised elastic rope the peak force is F = mg (1 + √(1 + 2 f k / mg)), where f is the fall factor and k the rope's stiffness modulus in newtons per unit strain. The stiffer the rope, the higher the force, and low-stretch rope access ropes are far stiffer than dynamic climbing ropes. Drop tests on semi-static ropes with a 100 kg mass at factor 1 have produced peak forces above 10 kN, far beyond the roughly 6 kN generally regarded as the upper limit the human body tolerates in a full-body harness, and at factor 2 the ropes may fail.",
            "For this reason the rope access system is designed so that serious falls cannot happen in normal use. The safety line's backup device is kept high, at or above chest height, and slack is removed so that any fall is short; transfers at rebelays and re-anchors are made so that the technician is never below a loop of slack. Lanyards and backup devices incorporate energy absorbers, tested in the case of fall-arrest absorbers to EN 355, that tear or slip at a controlled force, typically limiting arrest force to about 6 kN. Knots also absorb energy: a figure-of-eight on a bight tightens under shock load and reduces the peak. Finally, any rope, device or connector that has arrested a significant fall must be withdrawn from service and examined by a competent person.",
          ),
        },
      },
    ],
  },
  {
    slug: "airport-master-planning-airside-terminal",
    discipline: "Airport planning",
    title: "Airport Master Planning",
    description:
      "An airport master plan has to reconcile twenty-year traffic forecasts with runways that cannot easily move. The module, for MSc students, deals with ICAO aerodrome reference codes and obstacle limitation surfaces, runway capacity and configuration, terminal sizing from design-hour passengers, and aircraft noise contours and their use in land-use planning.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "noise contours",
    modules: [
      {
        title: "Reference Codes and Obstacle Limitation Surfaces",
        description:
          "The critical aircraft sets the dimensions of almost everything airside, and protected airspace around the runway sets limits on everything nearby.",
        lesson: {
          title: "Annex 14 geometry",
          html:
            p(
              "ICAO Annex 14, Volume I, sets the international standards and recommended practices for aerodrome design. Planning begins with the aerodrome reference code of the most demanding aircraft the airport is to serve. The code number (1 to 4) reflects the aeroplane reference field length, the take-off distance required at maximum mass at sea level in standard conditions: code 4 means 1,800 m or more. The code letter (A to F) reflects wingspan:",
            ) +
            "<table><tr><th>Code letter</th><th>Wingspan</th><th>Example aircraft</th></tr><tr><td>A</td><td>up to 15 m</td><td>light piston aircraft</td></tr><tr><td>B</td><td>15 m to under 24 m</td><td>business jets, small turboprops</td></tr><tr><td>C</td><td>24 m to under 36 m</td><td>Airbus A320, Boeing 737</td></tr><tr><td>D</td><td>36 m to under 52 m</td><td>Boeing 767</td></tr><tr><td>E</td><td>52 m to under 65 m</td><td>Boeing 777-300ER, Airbus A350</td></tr><tr><td>F</td><td>65 m to under 80 m</td><td>Airbus A380, Boeing 747-8</td></tr></table>" +
            p(
              "The code drives runway and taxiway widths, separations between runway and taxiway centrelines, and stand sizes. A terminal designed around code C stands cannot later accommodate a wide-body aircraft without rebuilding, which is why master plans safeguard space for the larger codes even when today's fleet does not need it.",
              "Obstacle limitation surfaces (OLS) define the airspace that must be kept clear so that aircraft can operate safely. For a code 3 or 4 precision approach runway, the principal surfaces include an approach surface rising at 2 % (1 in 50) from a point 60 m before the threshold; a transitional surface rising at 14.3 % (1 in 7) from the edges of the runway strip; an inner horizontal surface 45 m above the aerodrome elevation, with a radius of 4,000 m; and a conical surface rising at 5 % from its edge. A 60 m tall building 3,000 m from the threshold under the approach would penetrate a 2 % approach surface, whose height there is about (3,000 − 60) × 0.02 ≈ 59 m. ICAO has adopted a new framework of obstacle free surfaces and obstacle evaluation surfaces that will replace these surfaces over the coming years, so planners should check which regime their state applies.",
            ),
        },
      },
      {
        title: "Runway Capacity and Configuration",
        description: "How many movements an hour can a runway system handle, and what does it take to add more?",
        lesson: {
          title: "Separations, mixes and parallel runways",
          html: p(
            "Runway capacity is usually expressed as the number of aircraft movements, landings plus take-offs, that can be handled in an hour while meeting a defined level of delay. Its main determinant is the time each movement occupies the runway and the separation that must be maintained between successive aircraft. Wake turbulence categories matter greatly: a light or medium aircraft landing behind a heavy one needs a larger distance-based separation than behind another medium, so a fleet mix with many heavies reduces throughput. Recategorisation schemes such as the European RECAT-EU divide aircraft into more categories, allowing closer separations for many pairs, and time-based separation at London Heathrow maintains arrival rates in strong headwinds.",
            "A single runway in mixed mode, alternating arrivals and departures, typically handles around 40 to 50 movements per hour; London Gatwick, with intensive optimisation, declares around 55, among the highest in the world for one runway. Adding a runway increases capacity only if the two can be used independently. ICAO requires a minimum of 1,035 m between centrelines of parallel instrument runways for independent parallel approaches; at closer spacing, approaches must be dependent or the runways used in segregated mode, one for arrivals and one for departures, as at Heathrow, whose two runways about 1,400 m apart are declared at roughly 88 movements per hour.",
            "Runway orientation is set by wind. Annex 14 recommends that the runway system be usable at least 95 % of the time, with maximum crosswind components of 37 km/h (20 kt) for runways with reference field length of 1,500 m or more, 24 km/h (13 kt) for 1,200 to 1,500 m, and 19 km/h (10 kt) for shorter runways. Planners analyse at least five years, preferably ten, of hourly wind records in a wind rose to check coverage, and add a crosswind runway only if a single orientation fails the test.",
            "Capacity also depends on the taxiway system. Rapid exit taxiways, angled at 30 degrees, let landing aircraft leave the runway at speed and cut runway occupancy time; parallel taxiways, holding bays and end-around taxiways remove the need for departures to cross active runways.",
          ),
        },
      },
      {
        title: "Sizing the Terminal",
        description:
          "Annual forecasts must be converted into the busy-hour flows that terminals are actually built for.",
        lesson: {
          title: "From annual passengers to the design hour",
          html:
            p(
              "Terminals are not sized for the average hour or the absolute peak, but for a design hour representative of busy periods, often defined as the 30th busiest hour of the year or the busy hour of an average day in the peak month. A planner derives it from the annual forecast using ratios observed at comparable airports. Older US Federal Aviation Administration guidance gives typical peak-hour passengers (TPHP) as a percentage of annual passengers:",
            ) +
            "<table><tr><th>Annual passengers</th><th>TPHP as % of annual</th></tr><tr><td>20 million or more</td><td>0.030 %</td></tr><tr><td>10 to 20 million</td><td>0.035 %</td></tr><tr><td>1 to 10 million</td><td>0.040 %</td></tr><tr><td>0.5 to 1 million</td><td>0.050 %</td></tr><tr><td>0.1 to 0.5 million</td><td>0.065 %</td></tr></table>" +
            p(
              "An airport forecast to handle 12 million passengers a year would therefore plan for roughly 12,000,000 × 0.00035 = 4,200 passengers in the design hour, counting arrivals and departures together. Smaller airports have higher ratios because their traffic is concentrated into fewer waves of flights. Where schedule data are available, a better method is to build a design-day flight schedule and simulate flows through each process.",
              "Each subsystem is then sized from the flows through it. For check-in, the number of desks N needed is roughly the peak 30-minute departing passenger flow multiplied by the average processing time per passenger, divided by 30 minutes, plus an allowance for queuing. If 900 departing passengers arrive for check-in in the peak half hour, 40 % of them use desks, and each takes 2 minutes, N ≈ 360 × 2 / 30 = 24 desks. Security lanes, passport control, baggage reclaim belts, gate lounges and circulation areas are sized in the same way. IATA's Airport Development Reference Manual specifies level-of-service targets, such as space per passenger in queues and maximum waiting times, with an 'optimum' band between under-provision and wasteful over-provision. As a first check, gross terminal area is often estimated at about 14 to 25 m² per design-hour passenger, depending on the share of international traffic.",
            ),
        },
      },
    ],
  },
];
