/** Forty-eighth held-out evaluation courses, advanced level (satellite operations to hot-air ballooning); see ai-courses-heldout48.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT48_C: EvalCourse[] = [
  {
    slug: "leo-satellite-mission-operations",
    discipline: "Satellite operations",
    title: "Mission Operations for Low Earth Orbit Spacecraft",
    description:
      "Once a satellite separates from its launcher, the operations team keeps it alive for years. This MEng elective treats ground-station pass planning, telemetry monitoring and anomaly response, collision avoidance, and end-of-life disposal under the 25-year guideline.",
    level: "advanced",
    duration: "one semester (3 hours a week plus simulator sessions)",
    plantedGap: "end-of-life disposal",
    modules: [
      {
        title: "Planning Ground-Station Passes",
        description:
          "A satellite at 550 km is in view of a given station for only a few minutes, so every contact must be scheduled and scripted.",
        lesson: {
          title: "Visibility windows, link budgets and the pass plan",
          html:
            p(
              "A satellite in a circular low Earth orbit at 550 km altitude has an orbital period of about 95.6 minutes, from Kepler's third law: T = 2π√(a³/μ), with a = 6,928 km and μ = 398,600 km³ s⁻². It crosses the sky of any one ground station quickly. With a minimum usable elevation of 10 degrees, a pass directly overhead lasts roughly ten minutes, and most passes are lower and shorter. A mid-latitude station typically sees four to six usable passes a day, clustered in two groups twelve hours apart; a polar station such as Svalbard sees a sun-synchronous satellite on almost every orbit.",
              "Pass prediction uses orbit determination results, usually published as two-line element sets or, more accurately, as the operator's own ephemeris from GNSS receivers on board. From the predicted pass, the planner extracts acquisition of signal, maximum elevation and loss of signal times, and the antenna pointing profile.",
              "The link budget decides what can be done during the pass. Free-space path loss, L = 20 log₁₀(4πd/λ), grows with range, so at 10 degrees elevation, where the slant range is about 1,800 km, the loss at 8.2 GHz (X-band) is about 176 dB, some 10 dB worse than overhead. Data rates are therefore often stepped up as the satellite rises and down as it sets.",
            ) +
            "<ul><li>Before AOS: load the command plan, verify station configuration and uplink authorisation.</li><li>AOS: lock the downlink, check real-time housekeeping telemetry.</li><li>Mid-pass: uplink the time-tagged command load, verify receipt, dump stored telemetry and payload data.</li><li>Before LOS: confirm the spacecraft's state and the next contact.</li></ul>" +
            p(
              "Everything outside the pass happens autonomously on board, so commands are time-tagged to execute later, and a mistake uploaded now may not be seen until the next contact ninety minutes away.",
            ),
        },
      },
      {
        title: "Telemetry Monitoring and Anomaly Response",
        description:
          "Limits, trends and contingency procedures let a small team notice a fault early and keep the spacecraft safe while they diagnose it.",
        lesson: {
          title: "From out-of-limit flag to safe mode",
          html: p(
            "A modern small satellite downlinks thousands of housekeeping parameters: bus voltages, battery temperatures and state of charge, reaction-wheel speeds, star-tracker status, error counters and many more. The mission control system compares each parameter against soft limits, which warn, and hard limits, which alarm. An operator who sees a battery at 31 °C against a soft limit of 30 °C notes it; at 40 °C, a hard limit, contingency procedures begin.",
            "Limits alone miss slow degradation, so operations teams also trend parameters over weeks. A reaction wheel whose friction torque rises steadily, drawing a little more current each month to hold the same speed, is showing bearing wear long before it fails. Trending this lets the team plan a change of wheel configuration calmly rather than in an emergency.",
            "Most spacecraft have an autonomous fault detection, isolation and recovery (FDIR) system. If it detects a serious problem, such as loss of attitude knowledge or an under-voltage, it puts the satellite into safe mode: payloads are switched off, the solar array is pointed at the Sun using coarse sensors, and the spacecraft waits, power-positive and thermally stable, for the ground.",
            "The operator's response follows a disciplined sequence. First, make the spacecraft safe; do not try to diagnose a tumbling satellite. Second, preserve evidence by dumping the on-board event log and high-rate telemetry from around the event. Third, form hypotheses and test them using the ground simulator, not the flight vehicle. Fourth, recover step by step through an approved procedure, and only then resume operations. The anomaly is written up in a report with its root cause and the actions taken, because the same fault on a sister satellite may be only weeks away.",
          ),
        },
      },
      {
        title: "Conjunction Assessment and Collision Avoidance",
        description:
          "With tens of thousands of tracked objects in orbit, deciding whether to manoeuvre is now a weekly task for many operators.",
        lesson: {
          title: "Conjunction data messages and probability of collision",
          html:
            p(
              "The US Space Force's 18th Space Defense Squadron, through Space-Track.org, screens the orbits of all tracked objects and issues conjunction data messages (CDMs) to operators when two objects are predicted to pass close to one another. A CDM gives the time of closest approach, the miss distance, the relative velocity, often 10 to 15 km/s in LEO, and the covariance of each object's position, which describes how uncertain the prediction is. Commercial services and the EU's Space Surveillance and Tracking consortium provide similar data.",
              "Miss distance alone is a poor guide. A predicted miss of 200 m with tightly known orbits may be safer than one of 1 km with large uncertainties. Operators therefore compute the probability of collision, Pc, by projecting both covariances into the encounter plane perpendicular to the relative velocity and integrating the combined probability density over a disc whose radius is the sum of the two objects' hard-body radii.",
            ) +
            "<table><tr><th>Pc</th><th>Common operator response</th></tr><tr><td>&lt; 1 × 10⁻⁵</td><td>Monitor</td></tr><tr><td>1 × 10⁻⁵ to 1 × 10⁻⁴</td><td>Refine orbit data, prepare a manoeuvre</td></tr><tr><td>&gt; 1 × 10⁻⁴</td><td>Plan and, if the risk persists, execute an avoidance manoeuvre</td></tr></table>" +
            p(
              "The 1 × 10⁻⁴ threshold is used by NASA's Conjunction Assessment Risk Analysis (CARA) and by many other operators. A typical avoidance manoeuvre is a small along-track burn, of a few centimetres per second, executed one or more orbits before the encounter; changing the satellite's period slightly shifts its arrival time at the conjunction point by tens of metres or more. The manoeuvre itself must be screened for new conjunctions before execution, and the new orbit must be shared with Space-Track so that other operators see it.",
            ),
        },
      },
    ],
  },
  {
    slug: "reflecting-telescope-mirror-making",
    discipline: "Telescope making",
    title: "Making a Newtonian Reflector: Mirror to Mount",
    description:
      "Amateur telescope makers have ground their own mirrors since the 1920s, and the standard is unforgiving: a quarter wavelength of light. Participants rough and fine-grind a 200 mm mirror, polish and figure it to a paraboloid, test it by the Foucault method, and design the tube and Dobsonian mount.",
    level: "advanced",
    duration: "a year of weekly workshop evenings",
    plantedGap: "Dobsonian mount",
    modules: [
      {
        title: "Grinding the Curve",
        description:
          "With a tool, a mirror blank and successively finer grades of abrasive, the sagitta of a sphere is ground into the glass.",
        lesson: {
          title: "Rough grinding, fine grinding and the sagitta",
          html:
            p(
              "A Newtonian telescope's primary mirror is a disc of glass, usually a low-expansion borosilicate such as Pyrex or Schott Supremax, with a concave surface ground and polished to a paraboloid and then coated with aluminium. The amateur's method, popularised in the United States by Russell W. Porter and the <i>Amateur Telescope Making</i> volumes from 1926, is still the standard: the mirror is ground against a second disc, the tool, using wet abrasive between them.",
              "The depth of curve is set by the focal length. For a mirror of diameter D and radius of curvature R, the depth at the centre, the sagitta, is approximately s = r²/(2R), where r is the mirror's radius. A 200 mm f/6 mirror has a focal length of 1,200 mm and R = 2,400 mm, so s = 100²/(2 × 2,400) ≈ 2.08 mm. The maker checks progress with a straightedge and feeler gauges, or by measuring the focal length of a wet mirror in sunlight.",
            ) +
            "<table><tr><th>Stage</th><th>Abrasive</th><th>Purpose</th></tr><tr><td>Rough grinding</td><td>#60–#80 silicon carbide</td><td>Hog out the curve, mirror on top, long strokes</td></tr><tr><td>Smoothing</td><td>#120, #220, #400 silicon carbide</td><td>Remove pits, refine the sphere</td></tr><tr><td>Fine grinding</td><td>9 µm, 5 µm aluminium oxide</td><td>Leave a fine, even, spherical surface ready for polishing</td></tr></table>" +
            p(
              "The characteristic stroke in smoothing is the centre-over-centre 'W' stroke, about one third of the diameter long, with the maker walking around the barrel and rotating the mirror a little after each few strokes. This combination of random strokes, rotation and position tends naturally to produce a sphere, because the sphere is the only surface along which two discs can slide in every direction while remaining in contact. Each grade is continued until all pits from the previous one are gone, as judged under a loupe, and everything is washed scrupulously between grades: a single coarse grain can scratch the surface.",
            ),
        },
      },
      {
        title: "Polishing and Parabolising",
        description:
          "A pitch lap turns grey ground glass into a transparent, reflecting sphere, and then deepens its centre by a few hundred nanometres.",
        lesson: {
          title: "The pitch lap and the figure",
          html: p(
            "Polishing takes place on a lap: the tool is covered with a layer of optical pitch, a viscous material that flows slowly under pressure, and the pitch is cut into a grid of facets with channels between them. The lap is pressed against the mirror while warm so that it takes the mirror's exact shape. The polishing agent is cerium oxide in water. Unlike grinding, polishing removes material by a chemical-mechanical process at a molecular scale, and after several hours of strokes the grey surface becomes clear and reflective.",
            "A polished sphere is not yet a telescope mirror. Parallel light from a distant star reflected by a sphere does not come to a single focus: rays from the edge focus closer to the mirror than rays from the centre, an error called spherical aberration. A paraboloid brings all parallel rays to one point. For a 200 mm f/6 mirror, the departure of the paraboloid from the best-fitting sphere is only about 0.25 µm, roughly half a wavelength of green light, but without removing it the image would be visibly blurred.",
            "Figuring deepens the centre relative to the edge. A common method uses longer 'W' strokes with overhang, or a smaller sub-diameter lap worked more in the centre, and the maker tests after every few minutes of work. Figuring is iterative and tests drive it; a maker who figures blind will overshoot into a hyperboloid.",
            "The accepted standard for a good amateur mirror is the Rayleigh criterion: wavefront error no more than a quarter of a wavelength peak to valley, which, since reflection doubles errors, means a surface error of one-eighth wave, under 70 nm. Many makers now aim for a Strehl ratio above 0.8, which is approximately equivalent, as calculated from interferometric or Foucault measurements.",
          ),
        },
      },
      {
        title: "Testing by the Foucault Method",
        description:
          "A knife-edge, a pinhole light source and a set of measured zones give the maker a picture of the surface precise to a few nanometres.",
        lesson: {
          title: "Knife-edge, zones and the Couder mask",
          html:
            p(
              "Léon Foucault described the knife-edge test in 1859, and it remains the workhorse of amateur mirror making. A small illuminated pinhole or slit is placed near the mirror's centre of curvature, and a razor blade, the knife-edge, is moved across the returning cone of light just in front of the eye. If the surface is a perfect sphere, every zone returns light to the same point; as the knife cuts the image there, the whole mirror darkens uniformly. Any departure from a sphere appears as a pattern of light and shadow, as if the surface were lit obliquely, exaggerating height differences of a few nanometres.",
              "For a paraboloid, zones at different radii have different centres of curvature. A Couder mask, a screen with pairs of openings at chosen radii, isolates zones, and the tester measures, with a micrometer on the knife-edge stage, the longitudinal position at which each zone nulls. For a paraboloid tested with a moving source, the theoretical difference in position between a zone of radius r and the centre is r²/R. For the 200 mm f/6 mirror, the edge zone at r = 95 mm should null 95²/2,400 ≈ 3.76 mm behind the central zone.",
            ) +
            "<ul><li>Measure each zone several times and average; air currents cause scatter.</li><li>Let the mirror reach room temperature for an hour before testing.</li><li>Reduce the readings with a program such as Figure XP, which computes wavefront error and Strehl ratio.</li></ul>" +
            p(
              "A mirror whose measured zones lie within the tolerance band computed for quarter-wave performance is finished and can be sent for aluminising.",
            ),
        },
      },
    ],
  },
  {
    slug: "engineered-bamboo-structures",
    discipline: "Bamboo construction",
    title: "Structural Design in Bamboo",
    description:
      "Full-culm bamboo is a high-performance structural material that few codes cover. The module brings material properties and grading, ISO 22156 design of members, connections, and fire and durability detailing to postgraduate structural engineers.",
    level: "advanced",
    duration: "one term (10 weeks)",
    plantedGap: "fire and durability detailing",
    modules: [
      {
        title: "Bamboo as a Structural Material",
        description:
          "The culm's anatomy explains its strength, its variability and its weaknesses, and grading turns a natural product into an engineering one.",
        lesson: {
          title: "Anatomy, properties and grading of culms",
          html: p(
            "Bamboo is a grass, and a structural culm is a hollow tube divided at nodes by solid diaphragms. Its wall is a natural fibre composite: longitudinal vascular bundles sheathed in thick-walled fibres are embedded in a matrix of parenchyma cells. The fibres are concentrated towards the outer wall, which is why the outer skin is the densest and strongest part. Species used structurally include <i>Guadua angustifolia</i> in South America, and <i>Phyllostachys</i>, <i>Dendrocalamus</i> and <i>Bambusa</i> species in Asia.",
            "The material is strong along the fibres and weak across them. For <i>Guadua</i>, characteristic compressive strength parallel to the grain is commonly in the range of 30 to 50 MPa and tensile strength can exceed 100 MPa, with a modulus of elasticity of 12 to 20 GPa. Perpendicular to the fibres there is almost no reinforcement, so splitting, driven by tension across the grain, governs many failures, especially at connections and under concentrated loads.",
            "Culm properties vary with species, age, position along the culm and moisture content. Culms are usually harvested at three to six years of age, when the lignification of the walls is complete but before strength declines. Properties are measured at a reference moisture content, typically 12 per cent, and strength falls appreciably as moisture rises.",
            "Grading makes this variability manageable. ISO 22156:2021 and ISO 19624 provide for visual grading and for grading by measured properties such as linear mass, wall thickness and outer diameter, which correlate with strength. Each culm is checked for straightness, taper, cracks, insect damage and node spacing, and assigned to a grade with associated characteristic values. Without grading, the designer must assume the weakest culm in the batch, which makes bamboo uneconomic.",
          ),
        },
      },
      {
        title: "Designing Members to ISO 22156",
        description:
          "A worked example takes a bamboo column through the buckling check that governs most compression members.",
        lesson: {
          title: "Compression members and buckling",
          html:
            p(
              "ISO 22156:2021, Bamboo structures — Bamboo culms — Structural design, is a limit-state design standard. Characteristic strengths from testing and grading are modified for load duration and service conditions and divided by a material factor to give design capacities, which are compared with factored actions. The standard also addresses members made of several culms bundled together.",
              "Consider a single <i>Guadua</i> column with outer diameter D = 100 mm and wall thickness t = 10 mm, 2.5 m long, pinned at both ends. The cross-sectional area is A = π(D² − (D − 2t)²)/4 = π(10,000 − 6,400)/4 ≈ 2,827 mm². The second moment of area is I = π(D⁴ − (D − 2t)⁴)/64 = π(1.0 × 10⁸ − 4.1 × 10⁷)/64 ≈ 2.90 × 10⁶ mm⁴. With a characteristic modulus of elasticity of 12,000 MPa, the Euler critical load is P = π²EI/L² = π² × 12,000 × 2.90 × 10⁶ / 2,500² ≈ 55 kN.",
              "With a design compressive strength of, say, 15 MPa after modification and material factors, the squash load is 15 × 2,827 ≈ 42 kN. The column is neither short nor very slender, so the design capacity is found from an interaction between crushing and buckling, and is lower than either value alone; the standard provides a column stability factor for this purpose.",
            ) +
            "<ul><li>Use the diameter and wall thickness at the weakest section, usually the top of a tapering culm.</li><li>Include initial crookedness: bamboo is rarely straight to better than L/300.</li><li>Check the stiffness used for buckling against a lower-fractile value, not the mean.</li></ul>" +
            p(
              "In practice, columns in bamboo buildings are often made of two to four culms joined at intervals, which increases the effective second moment of area considerably if the connection between culms is stiff enough.",
            ),
        },
      },
      {
        title: "Connections",
        description:
          "Connections are where bamboo structures usually fail, because bolts and pins split the culm unless the joint is filled or reinforced.",
        lesson: {
          title: "Bolts, mortar infill and lashing",
          html:
            p(
              "Connecting a hollow, round, splittable tube is the hardest problem in bamboo engineering. A bolt through an empty culm bears on a small area of thin wall and wedges the fibres apart, so the culm splits along its length at loads far below the strength of the member. Most of the development of modern bamboo structures has been the development of connections that avoid this.",
            ) +
            "<table><tr><th>Connection</th><th>Principle</th><th>Typical use</th></tr><tr><td>Lashing</td><td>Friction and bearing of ropes or wire</td><td>Traditional and temporary structures</td></tr><tr><td>Bolt with mortar infill</td><td>Internode filled with cement mortar so the bolt bears on a solid core</td><td>Trusses and frames; Simón Vélez's buildings in Colombia</td></tr><tr><td>Bolt with node placement</td><td>Bolt placed close to a node, whose diaphragm resists splitting</td><td>Lightly loaded joints</td></tr><tr><td>Steel hose clamp or band</td><td>Confinement across the grain</td><td>Reinforcing bolt holes</td></tr></table>" +
            p(
              "The mortar-infill method, associated with the Colombian architect Simón Vélez, drills a hole into the internode next to the bolt, pours in a fluid cement mortar and lets it set around a threaded steel rod. Load then passes from the rod into the mortar and from the mortar into the culm wall over a large area. A drawback is added weight and the difficulty of inspecting the inside.",
              "Whatever the type, connection design checks bearing of the bolt on the wall, shear along the culm from the bolt hole to the end, and splitting. End distances of at least 150 mm, or placement of bolts within about 30 mm of a node, are common rules of thumb, and ISO 22156 requires connection capacities to be established by testing or by recognised calculation methods.",
            ),
        },
      },
    ],
  },
  {
    slug: "uk-tax-dispute-resolution",
    discipline: "Tax dispute resolution",
    title: "Resolving Tax Disputes with HMRC",
    description:
      "Tax advisers and solicitors in their final professional year learn the life of a UK direct-tax dispute: HMRC enquiries and information powers, statutory review, appeals to the First-tier Tribunal, alternative dispute resolution, and settlement strategy.",
    level: "advanced",
    duration: "one term (2 hours a week)",
    plantedGap: "alternative dispute resolution",
    modules: [
      {
        title: "Enquiries and Information Powers",
        description:
          "Most disputes begin with a letter opening an enquiry, and the adviser's first task is to know what HMRC may and may not demand.",
        lesson: {
          title: "Section 9A TMA 1970 and Schedule 36 FA 2008",
          html:
            p(
              "For income tax and capital gains tax, HMRC opens an enquiry into a taxpayer's self-assessment return by giving notice under section 9A of the Taxes Management Act 1970. The notice must generally be given within twelve months of the date the return was filed, if it was filed on time. Companies are covered by the equivalent rules in Schedule 18 to the Finance Act 1998. An enquiry may be aspect-based, limited to one item, or a full enquiry into the whole return. Once that window has closed, HMRC can reopen a year only by a discovery assessment under section 29 TMA 1970, which requires either careless or deliberate behaviour, or an insufficiency that an officer could not reasonably have been aware of from the information provided.",
              "HMRC's power to obtain information comes from Schedule 36 to the Finance Act 2008. An officer may, by written notice, require a taxpayer to provide information or produce documents that are reasonably required for the purpose of checking the taxpayer's tax position. Notices may also be given to third parties, normally with the taxpayer's agreement or the approval of the First-tier Tribunal.",
            ) +
            "<ul><li>Documents not in the person's possession or power cannot be required.</li><li>Legally privileged communications are protected, as are, in general, an auditor's or tax adviser's working papers.</li><li>A document originating wholly more than six years before the notice can be required only with an authorised officer's agreement.</li><li>A taxpayer notice may be appealed to the tribunal, except as to statutory records.</li></ul>" +
            p(
              "Failure to comply without reasonable excuse attracts an initial penalty of £300 and daily penalties of up to £60. An adviser's first practical step is to check whether each request in a notice falls within the statute, negotiate scope with the officer, and appeal any parts that do not.",
            ),
        },
      },
      {
        title: "Closure, Review and Appeal",
        description:
          "When the officer issues a closure notice, the taxpayer can ask for an internal review or go straight to the tribunal.",
        lesson: {
          title: "From closure notice to the First-tier Tribunal",
          html: p(
            "An enquiry ends with a closure notice under section 28A TMA 1970, stating the officer's conclusions and making any amendments to the return. A taxpayer who considers an enquiry has gone on too long may apply to the tribunal for a direction that HMRC issue a closure notice within a specified period; the tribunal will give the direction unless HMRC shows reasonable grounds for not doing so.",
            "A taxpayer who disagrees with a closure notice, assessment or penalty must appeal to HMRC in writing within 30 days, stating the grounds. From that point, Part 5 of the Taxes Management Act provides three routes. The taxpayer may ask HMRC for a statutory review by an officer not previously involved in the case; HMRC may offer one; or the taxpayer may notify the appeal directly to the First-tier Tribunal (Tax Chamber). If a review is carried out, HMRC has 45 days, or longer if agreed, to give its conclusion, and the taxpayer then has 30 days to notify the tribunal.",
            "The First-tier Tribunal is independent of HMRC. Cases are allocated to one of four categories under its procedural rules: default paper, basic, standard or complex. Most substantial disputes are standard or complex, which involve a statement of case from HMRC, lists of documents, witness statements and a hearing. In complex cases the taxpayer may be exposed to costs if the case is not opted out of the costs regime; in other categories each side normally bears its own costs unless a party has acted unreasonably.",
            "The burden of proof matters. In an appeal against an assessment, the taxpayer must generally show that the assessment is excessive. For a discovery assessment, HMRC must first show that the statutory conditions were met, and for penalties for deliberate behaviour HMRC bears the burden of proving the behaviour on the balance of probabilities.",
          ),
        },
      },
      {
        title: "Settlement Strategy",
        description: "Most disputes end by agreement, and a good settlement is prepared as carefully as a hearing.",
        lesson: {
          title: "Litigation and Settlement Strategy and section 54 agreements",
          html: p(
            "HMRC's approach to resolving disputes is governed by its Litigation and Settlement Strategy, first published in 2007 and revised since. Its central principle is that HMRC will seek to resolve disputes by agreement where possible, but will not settle for less than the full amount of tax it believes the law requires, and it will not split the difference or trade issues against each other. Where HMRC believes it is likely to win on an issue, it will seek the full amount; where it believes it is likely to lose, it should concede.",
            "This shapes settlement negotiations. An adviser who offers a 50-50 compromise on a single legal question will be refused. The productive approach is to identify where the facts are uncertain, for example the market value of shares, the apportionment of a receipt, or the number of days of UK presence, and to agree a figure supported by evidence. Legal issues in a dispute can sometimes be separated, conceding one and litigating another.",
            "Agreement, once reached, is recorded under section 54 TMA 1970. If the parties agree that the decision under appeal should be upheld, varied or discharged, the agreement has the same effect as a tribunal determination. The taxpayer has 30 days to withdraw from a written agreement. Interest on late-paid tax runs regardless of agreement, and the penalty position, including any reduction for the quality of disclosure, is often negotiated alongside.",
            "A settlement proposal should be in writing, clear about which years and issues it covers, and expressed to be in full and final settlement. It should set out the figures, interest and penalties in a schedule so that nothing is left open for a later dispute.",
          ),
        },
      },
    ],
  },
  {
    slug: "hot-air-balloon-commercial-pilot",
    discipline: "Hot-air ballooning",
    title: "Commercial Balloon Operations",
    description:
      "Flying paying passengers adds weight, law and responsibility to ballooning. Pilots holding a BPL prepare for commercial privileges through load calculation, meteorology for balloon flight, passenger briefing, and the Part-BOP rules for commercial operators.",
    level: "advanced",
    duration: "six weeks of ground school and supervised flights",
    plantedGap: "passenger briefing",
    modules: [
      {
        title: "Load Calculation and Envelope Temperature",
        description:
          "How much can a 9,000 m³ balloon lift on a hot morning, and how close will the envelope run to its temperature limit?",
        lesson: {
          title: "Lift from air density, and the maximum envelope temperature",
          html:
            p(
              "A hot-air balloon floats because the air inside its envelope is less dense than the air outside. The gross lift per cubic metre is the difference between ambient and internal air densities. At sea level in the International Standard Atmosphere, with an ambient temperature of 15 °C (288 K), air has a density of about 1.225 kg m⁻³. By the ideal gas law at constant pressure, density is inversely proportional to absolute temperature, so air heated to 100 °C (373 K) has a density of 1.225 × 288/373 ≈ 0.946 kg m⁻³. The lift is therefore about 0.28 kg per cubic metre.",
              "For a 9,000 m³ envelope at 100 °C that gives 9,000 × 0.28 ≈ 2,500 kg of gross lift. From that the pilot must subtract the mass of the envelope, basket, burners, fuel cylinders and instruments, perhaps 900 kg for a balloon of this size, leaving about 1,600 kg for pilot and passengers.",
              "On a hot day the calculation changes sharply. At 30 °C ambient (303 K) and the same internal temperature, outside density falls to about 1.164 kg m⁻³ while the inside stays near 0.946 kg m⁻³, so lift per cubic metre falls to about 0.22 kg. The same balloon lifts about 550 kg less. Altitude also matters: at an airfield 600 m above sea level, pressure and thus both densities are about 7 per cent lower.",
            ) +
            "<ul><li>Manufacturers set a maximum continuous envelope temperature, often 100 to 120 °C at the crown, to protect the nylon fabric.</li><li>A temperature flag or electronic sensor at the crown warns when it is exceeded.</li><li>Load charts in the flight manual give the maximum take-off mass for each combination of ambient temperature and altitude.</li></ul>",
        },
      },
      {
        title: "Meteorology for Balloon Flight",
        description:
          "Balloons fly in the calm of early morning and evening because thermals, wind gradients and sea breezes make the middle of the day dangerous.",
        lesson: {
          title: "Wind, stability and the ballooning day",
          html: p(
            "A balloon has no steering in the ordinary sense: it goes where the wind goes, and the pilot navigates by changing altitude to find winds in different directions. The weather therefore decides everything, and commercial operators cancel far more flights than they fly in many climates.",
            "Flights are made in the first two or three hours after sunrise and the last two or three before sunset. Overnight, the ground cools by radiation and a stable layer, a surface inversion, forms in the lowest few hundred metres. Winds near the surface are light, the air is smooth, and the balloon's burner can heat a dense, cool envelope efficiently. As the sun heats the ground, the inversion breaks down, thermals form, and the air becomes turbulent; rising and sinking air currents of several metres per second can drive a balloon into the ground or force violent climbs. Thermal activity typically makes flight unsafe from mid-morning until late afternoon.",
            "Surface wind is the usual limiting factor for landing. Many operators set a limit of about 10 knots for passenger flights, and less for inexperienced pilots, because a basket landing at 10 knots may be dragged tens of metres. The wind at 1,000 ft is often twice the surface wind and may differ in direction by 20 to 40 degrees, so a forecast showing 6 knots at the surface and 20 knots aloft implies strong shear and a fast-moving flight.",
            "Local effects matter too. Sea breezes develop from late morning near coasts and can reverse the wind direction. Convective showers produce gust fronts that reach far ahead of the cloud, and a balloon must land before any cumulonimbus is within reach. Pilots obtain forecasts such as the UK's Form 214 spot wind chart, METARs and TAFs, and make their own observation with a pibal, a small helium balloon tracked by eye.",
          ),
        },
      },
      {
        title: "Commercial Operations under Part-BOP",
        description:
          "European rules define what a commercial balloon operator must declare, document and maintain, and what its pilots must hold.",
        lesson: {
          title: "The Balloon Operations Regulation",
          html:
            p(
              "In the European Union, balloon air operations are governed by Commission Regulation (EU) 2018/395, which introduced Part-BOP. The United Kingdom retained the same rules in its own law after leaving the EU, administered by the Civil Aviation Authority. Part-BOP separates a basic section, applying to all balloon operations, from a section on commercial operations.",
              "A commercial balloon operator must declare its activity to the competent authority before starting, unlike the certification required of airlines. The declaration commits the operator to having a management system with defined responsibilities, an operations manual, procedures for fuel handling and refuelling, and a system for reporting occurrences. The operator must ensure that each balloon holds a valid certificate of airworthiness and is maintained under Part-ML by approved organisations or licensed engineers.",
              "Pilots flying commercially must hold a Balloon Pilot Licence (BPL) under Part-BFCL with commercial privileges. These require the pilot to be at least 18, to have completed 50 hours of flight time and 50 take-offs and landings as pilot-in-command of balloons, and to pass a proficiency check with an examiner. Class and group ratings determine which balloons the pilot may fly; the largest envelopes, above 10,500 m³ in group D, require additional training.",
            ) +
            "<table><tr><th>Group</th><th>Envelope volume</th></tr><tr><td>A</td><td>up to 3,400 m³</td></tr><tr><td>B</td><td>3,401 to 6,000 m³</td></tr><tr><td>C</td><td>6,001 to 10,500 m³</td></tr><tr><td>D</td><td>more than 10,500 m³</td></tr></table>" +
            p(
              "Recency also applies: a commercial pilot must have made a minimum number of flights in the preceding 90 or 180 days, as set out in the operator's manual and Part-BFCL, before carrying passengers. The operator keeps records of every flight, of each pilot's recency and training, and of the technical log for each balloon, and must make them available to the authority on request.",
            ),
        },
      },
    ],
  },
];
