/** Forty-seventh held-out evaluation courses, advanced level (locomotive engineering to paragliding instruction); see ai-courses-heldout47.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT47_C: EvalCourse[] = [
  {
    slug: "locomotive-traction-adhesion-and-drives",
    discipline: "Locomotive engineering",
    title: "Locomotive Traction: Adhesion, Performance and Drives",
    description:
      "Postgraduate option in railway vehicle engineering on the traction performance of modern freight locomotives, with wheel-rail adhesion and slip control, tractive effort and resistance calculations, three-phase AC traction drives, and exhaust emission limits for diesel engines under EU Stage V.",
    level: "advanced",
    duration: "one semester (10 ECTS credits)",
    plantedGap: "exhaust emission",
    modules: [
      {
        title: "Wheel-Rail Adhesion and Slip Control",
        description:
          "Starting a heavy train depends on a friction coefficient that weather can halve, and modern controllers are built around that fact.",
        lesson: {
          title: "Creep, adhesion and how controllers exploit them",
          html: p(
            "A locomotive can pull only as hard as the friction between its wheels and the rails allows. The maximum tractive effort at the rail is the product of the adhesion coefficient, μ, and the weight on the driven wheels: F = μ m g. A six-axle freight locomotive of 126 tonnes with all axles powered has an adhesive weight of about 1,236 kN. At an adhesion coefficient of 0.33, typical of dry, clean rail, its maximum starting tractive effort is therefore roughly 410 kN; on wet rail or with leaf contamination, where μ may fall below 0.1, the same locomotive can exert less than a third of that.",
            "Adhesion is not simple static friction. Under traction, the wheel turns slightly faster than it would if it were rolling freely, because the steel in the contact patch is elastically strained. The difference between the wheel's circumferential speed and the vehicle's forward speed, divided by the forward speed, is called creep. Tractive force rises steeply with creep at first, reaches a peak at a creep of roughly 1 to 2 per cent in dry conditions, and then falls as the contact patch slides. A wheelset that passes the peak accelerates into an uncontrolled slip, losing force and damaging the rail.",
            "Early locomotives detected wheel slip by comparing axle speeds and cutting power when one axle ran faster than the others, an approach that fails if all axles slip together. Modern AC locomotives use creep control: the traction controller estimates the true ground speed, often with radar or from an unpowered axle, and holds each axle at the creep that gives maximum force, constantly probing the curve to find the peak as conditions change. This allows design adhesion coefficients of about 0.35 to 0.45, well above the 0.25 to 0.30 used with older DC locomotives.",
            "Sanding supplements control. Dry sand delivered into the wheel-rail contact raises adhesion on wet or contaminated rail, although it wears wheels and rails and can interfere with track circuits if overused. The combination of creep control and sanding lets a single modern locomotive start trains that once needed two.",
          ),
        },
      },
      {
        title: "Tractive Effort and Train Resistance",
        description:
          "The tractive effort curve of a locomotive, set against the resistance of its train, tells an engineer what load it can haul, and how fast, on any gradient.",
        lesson: {
          title: "Power, speed and the balancing point",
          html:
            p(
              "The tractive effort curve of a locomotive has two regions. At low speed, effort is limited by adhesion and by the current rating of the traction motors, so it is roughly constant. Above a certain speed, effort is limited by the available power at the rail, P, and falls hyperbolically: F = P / v. For a locomotive with 3,000 kW at the rail, the effort at 50 km/h (13.9 m/s) is 3,000,000 / 13.9, or about 216 kN, and at 100 km/h it is about 108 kN.",
              "Against this stands train resistance. The usual form is the Davis equation, proposed by W. J. Davis in 1926, which expresses resistance on level tangent track as a quadratic in speed, R = A + Bv + Cv², where A represents rolling resistance in bearings and wheel-rail contact, B flange and other speed-dependent losses, and C aerodynamic drag. Grades add a resistance equal to the train's weight multiplied by the gradient: a 1,500-tonne train on a 1 per cent (1 in 100) rising grade experiences an additional 1,500 × 1,000 × 9.81 × 0.01, or about 147 kN.",
            ) +
            "<table><tr><th>Speed (km/h)</th><th>Locomotive effort (kN)</th><th>Level resistance, 1,500 t train (kN)</th><th>Resistance on 1% grade (kN)</th></tr><tr><td>30</td><td>~360</td><td>~30</td><td>~177</td></tr><tr><td>50</td><td>~216</td><td>~36</td><td>~183</td></tr><tr><td>80</td><td>~135</td><td>~50</td><td>~197</td></tr></table>" +
            p(
              "Where the effort curve crosses the resistance curve is the balancing speed, the steady speed at which the train can run. In the illustrative figures above, the train runs comfortably on level track, with a large margin left for acceleration even at 80 km/h. On the 1 per cent grade the effort still exceeds the resistance at 50 km/h but falls short of it at 80 km/h; working the numbers between those points, the train balances at a little under 60 km/h. Dispatchers use exactly this calculation, as tonnage ratings per locomotive and per route, to decide how many locomotives a train needs. The distinction between the continuous and short-time ratings of the motors is also important: a locomotive can exceed its continuous effort briefly, but prolonged operation at low speed on a long grade risks overheating.",
            ),
        },
      },
      {
        title: "Three-Phase AC Traction Drives",
        description:
          "Induction motors fed by variable-frequency inverters replaced DC motors in the 1990s, and this module explains the power electronics and control that made it possible.",
        lesson: {
          title: "Inverters, induction motors and field-oriented control",
          html: p(
            "Until the 1990s most locomotives used series-wound DC traction motors, which give high torque at low speed and are easy to control by varying the voltage, but which need commutators and brushes. The commutator limits motor speed and voltage, flashes over when overloaded and demands frequent maintenance. The three-phase asynchronous (induction) motor has none of these drawbacks: its squirrel-cage rotor has no electrical connections, it is smaller and lighter for the same power, and it tolerates overload better. What held it back was the need to supply it with variable-voltage, variable-frequency power, which became practical only with high-power semiconductor switches: first gate turn-off thyristors (GTOs) in the 1980s, then insulated-gate bipolar transistors (IGBTs) from the late 1990s.",
            "In a diesel-electric locomotive, the engine drives an alternator whose output is rectified to a DC link of typically 1,500 to 3,000 V. In an electric locomotive the DC link is fed from the overhead line through a transformer and a four-quadrant converter, or directly on DC systems. Inverters then convert the DC link into three-phase AC of variable frequency for each motor or bogie, using pulse-width modulation to approximate a sinusoidal current.",
            "An induction motor produces torque only when its rotor turns slightly slower than the rotating magnetic field; this difference is its slip, and torque is roughly proportional to slip at small values. By controlling the inverter frequency relative to rotor speed, the controller sets slip and so sets torque. Modern drives use field-oriented (vector) control, introduced by Felix Blaschke in the early 1970s, which separates the stator current into components that control flux and torque independently, giving the precise, fast torque response that creep control needs.",
            "The same drive works in reverse for braking. In regenerative or dynamic braking, the motors run as generators, and the energy is either returned to the overhead line or dissipated in resistor grids on the locomotive roof.",
          ),
        },
      },
    ],
  },
  {
    slug: "meteoritics-chondrites-irons-chronology",
    discipline: "Meteoritics",
    title: "Meteoritics: Classification, Cooling Histories and Chronology",
    description:
      "Graduate lecture course in planetary science on what meteorites record of the early Solar System: the classification of chondrites by chemical group and petrologic type, metallographic cooling rates of iron meteorites, short-lived radionuclide chronology, and cosmic-ray exposure ages.",
    level: "advanced",
    duration: "one semester (two lectures and one lab a week)",
    plantedGap: "cosmic-ray exposure ages",
    modules: [
      {
        title: "Classifying Chondrites",
        description:
          "Chondrites are sorted by bulk chemistry, oxygen isotopes and the degree of metamorphism or aqueous alteration they have suffered.",
        lesson: {
          title: "Chemical groups and petrologic types",
          html:
            p(
              "Chondrites are stony meteorites that were never melted after their parent asteroids formed. They are named for chondrules, millimetre-sized spheres of silicate that crystallised from molten droplets in the solar nebula, and their bulk compositions, except for the most volatile elements, match that of the solar photosphere. About 85 per cent of observed meteorite falls are chondrites.",
              "Classification uses two independent axes. The first is the chemical group, defined by bulk chemistry, oxidation state and oxygen isotope composition, and grouped into three classes. The ordinary chondrites comprise H (high total iron), L (low iron) and LL (low iron, low metal). The carbonaceous chondrites, rich in volatile elements and often in organic matter, include the CI, CM, CO, CV, CK and CR groups, each named after a type specimen (CI after Ivuna, CM after Mighei). The enstatite chondrites, EH and EL, formed under very reducing conditions and contain nearly iron-free silicates. On a three-isotope plot of δ¹⁷O against δ¹⁸O, terrestrial rocks fall on a mass-fractionation line of slope about 0.52, whereas carbonaceous chondrite components fall on a line of slope close to 1, reflecting a mixing of distinct nebular reservoirs; each chondrite group occupies its own field.",
              "The second axis is the petrologic type, introduced by Randy Van Schmus and John Wood in 1967, which records what happened on the parent body.",
            ) +
            "<table><tr><th>Type</th><th>Process</th><th>Features</th></tr><tr><td>1</td><td>Extensive aqueous alteration</td><td>No chondrules remain; hydrated clay minerals (CI)</td></tr><tr><td>2</td><td>Aqueous alteration</td><td>Chondrules in a matrix of phyllosilicates (most CM)</td></tr><tr><td>3</td><td>Least altered</td><td>Sharp chondrules, heterogeneous olivine compositions</td></tr><tr><td>4 to 6</td><td>Increasing thermal metamorphism</td><td>Olivine and pyroxene equilibrate; chondrule outlines blur; feldspar crystallises</td></tr></table>" +
            p(
              "A complete classification combines the two, as in L6 or CM2. Type 3 chondrites are further subdivided from 3.00 to 3.9 using thermoluminescence and the chromium content of olivine. Shock stage (S1 to S6) and terrestrial weathering grade are added for finds.",
            ),
        },
      },
      {
        title: "Iron Meteorites and Cooling Rates",
        description:
          "The Widmanstätten pattern of an etched iron meteorite is a slow-cooling record from the core of a destroyed asteroid.",
        lesson: {
          title: "Kamacite, taenite and the metallographic cooling rate",
          html: p(
            "Most iron meteorites are fragments of the metallic cores of differentiated asteroids. They consist mainly of two iron-nickel alloys: kamacite, a body-centred cubic phase with about 5 to 7 weight per cent nickel, and taenite, a face-centred cubic phase with more nickel. At high temperature, metal of typical meteoritic composition (7 to 12 per cent Ni) is entirely taenite. As it cools below about 700 to 800 °C, depending on nickel content, kamacite nucleates and grows as plates along the four octahedral planes of the parent taenite crystal. Cutting, polishing and etching with nital reveals the resulting criss-cross intergrowth as the Widmanstätten pattern, which can form only with extremely slow cooling.",
            "The structural classification follows the width of the kamacite bands: hexahedrites (less than about 6 per cent Ni) are essentially all kamacite, octahedrites are subdivided from coarsest to finest by band width, and nickel-rich ataxites show no visible pattern. Chemical classification, introduced by John Wasson and colleagues, uses trace elements such as gallium, germanium and iridium to define groups, such as IAB, IIAB and IIIAB, that represent separate parent bodies; the IIIAB group alone includes several hundred meteorites.",
            "Cooling rates come from nickel diffusion. As kamacite grows, nickel is rejected into the remaining taenite, but diffusion slows as temperature falls, so taenite lamellae develop an M-shaped nickel profile, high at the edges and lower at the centre. Measured with an electron microprobe and matched to numerical diffusion models, these profiles give cooling rates, typically from about 1 to several thousand degrees per million years. Jijin Yang and Joseph Goldstein showed in the 2000s that the IVA irons have cooling rates that vary by more than an order of magnitude and correlate inversely with nickel content, which implies they cooled in a metallic body whose rocky mantle had been removed by collisions, not in a core insulated beneath a thick mantle.",
          ),
        },
      },
      {
        title: "Dating the First Solids",
        description:
          "Lead-lead ages and now-extinct radionuclides date the first few million years of the Solar System with remarkable precision.",
        lesson: {
          title: "Calcium-aluminium-rich inclusions and the ²⁶Al clock",
          html: p(
            "The oldest dated solids in the Solar System are calcium-aluminium-rich inclusions (CAIs), irregular white objects found mainly in CV chondrites such as Allende, which fell in Mexico in 1969. They are made of refractory minerals, such as melilite, spinel, perovskite and hibonite, that are predicted to be the first to condense from a cooling gas of solar composition. Uranium-corrected lead-lead dating by Yuri Amelin, James Connelly, Martin Bizzarro and colleagues gives CAIs an age of about 4,567.3 ± 0.2 million years, an age widely used as 'time zero' for the Solar System.",
            "Absolute lead-lead dating requires measuring the ²³⁸U/²³⁵U ratio of each sample, because this ratio, once assumed constant, varies slightly. Short-lived, now-extinct radionuclides provide finer relative ages. The most useful is aluminium-26, which decays to magnesium-26 with a half-life of about 0.72 million years. When a CAI crystallised, its minerals incorporated ²⁶Al in proportion to their aluminium content. Today, minerals with a high Al/Mg ratio carry an excess of ²⁶Mg. Plotting ²⁶Mg/²⁴Mg against ²⁷Al/²⁴Mg for several minerals of one object gives an isochron whose slope is the initial ²⁶Al/²⁷Al ratio at the time of crystallisation.",
            "CAIs have a canonical initial ratio of about 5.2 × 10⁻⁵. Chondrules in ordinary and carbonaceous chondrites typically have initial ratios about 5 to 20 times lower. Since each half-life halves the ratio, a factor of 10 corresponds to about 3.3 half-lives, or roughly 2.4 million years. Chondrules therefore formed mostly between about 1 and 3 million years after CAIs, if ²⁶Al was evenly distributed in the nebula, an assumption that remains under active debate.",
            "The heat released by ²⁶Al decay also matters physically. Planetesimals that accreted within about 1.5 million years of CAIs contained enough ²⁶Al to melt and differentiate into cores and mantles, yielding the parent bodies of the iron meteorites; those that formed later remained unmelted and became the chondrite parent bodies.",
          ),
        },
      },
    ],
  },
  {
    slug: "marine-pearl-culture-grafting-hatchery",
    discipline: "Pearl culture",
    title: "Marine Pearl Culture: Biomineralisation, Grafting and Hatchery Production",
    description:
      "Taught jointly by marine biologists and working pearl farmers, this final-year aquaculture elective connects the biology of the nacre-secreting mantle with farm practice, from the grafting operation and nucleus choice through hatchery spat production to the grading of the harvest by size, lustre, surface and shape.",
    level: "advanced",
    duration: "one semester, including a two-week field placement",
    plantedGap: "grading",
    modules: [
      {
        title: "The Mantle and the Making of Nacre",
        description:
          "A cultured pearl is made by the same cells and the same biomineralisation process that line the inside of the shell.",
        lesson: {
          title: "Aragonite tablets in an organic matrix",
          html: p(
            "The shell of a pearl oyster is secreted by the mantle, a thin fold of tissue that envelops the body. Its outer epithelium, a single layer of cells facing the shell, builds the shell in layers: an organic periostracum on the outside, a prismatic layer of calcite columns beneath it, and, on the inner surface, the iridescent nacre or mother-of-pearl. The marine pearl oysters used in commercial culture belong to the genus <i>Pinctada</i>: <i>P. fucata</i> (the Akoya oyster of Japan and China), <i>P. maxima</i> (the silver- and gold-lipped oyster of Australia and South-east Asia) and <i>P. margaritifera</i> (the black-lipped oyster of French Polynesia and the Cook Islands).",
            "Nacre is a composite of about 95 per cent aragonite, a form of calcium carbonate, and about 5 per cent organic matter. The aragonite is deposited as polygonal tablets roughly 0.3 to 0.5 micrometres thick and several micrometres across, stacked in layers like bricks and separated by thin sheets of organic matrix made of chitin, silk-like proteins and acidic glycoproteins. The matrix does more than bind the tablets: acidic proteins nucleate aragonite rather than calcite and control the orientation and size of the crystals. The structure explains both the toughness of nacre, since cracks are deflected along the organic layers, and its lustre, since light reflected from successive layers interferes to produce its orient.",
            "The thickness of one tablet is roughly comparable to the wavelength of visible light, and this is why small differences in deposition produce large differences in appearance. Nacre deposition slows when water is cold, which is why Akoya pearls harvested in winter, when tablets are thinnest, have especially sharp lustre, while the faster growth in warm tropical water produces thicker nacre per year.",
            "A cultured pearl forms when a piece of outer mantle epithelium is placed inside the oyster's gonad. The transplanted cells multiply to form a closed sac, the pearl sac, around a nucleus, and secrete nacre onto it exactly as they would have secreted it onto the shell.",
          ),
        },
      },
      {
        title: "The Grafting Operation",
        description:
          "Surgical skill decides the outcome: a technician has a few seconds per oyster to place a nucleus and a graft correctly.",
        lesson: {
          title: "Nucleus, saibo and the technician's bench",
          html:
            p(
              "The technique of culturing round pearls was developed in Japan at the start of the twentieth century. Patents for the method were filed by Tatsuhei Mise and Tokichi Nishikawa around 1907, and Kokichi Mikimoto, who had produced hemispherical cultured pearls in 1893, acquired rights to the technique and built the industry around it. The operation has changed little in principle since then.",
              "Oysters are first pre-conditioned, often by being held in crowded cages for some weeks, to reduce their gonad and lower their metabolic activity so that they tolerate surgery better. On the bench, the following sequence is carried out:",
            ) +
            "<ul><li>The oyster is opened slightly with a wedge, about 1 cm, and held in a clamp.</li><li>A donor oyster, selected for the colour and lustre of its own nacre, is sacrificed; a strip of its mantle edge is cut out, trimmed of the margin and cut into squares of about 2 to 3 mm called <i>saibo</i>.</li><li>The technician makes an incision at the base of the recipient's foot and a channel into the gonad.</li><li>A nucleus, a bead turned from freshwater mussel shell from the Mississippi basin, is inserted into the gonad, followed by a piece of saibo placed in contact with it, epithelium facing the bead.</li><li>The wedge is removed and the oyster returned to the sea in a net panel, where it rests for some weeks before being checked by X-ray or by inspection for rejected nuclei.</li></ul>" +
            p(
              "Mussel shell is used because it has a density and thermal expansion similar to nacre, so the finished pearl does not crack as it warms and cools. The size of the nucleus is limited by the oyster: Akoya oysters typically take nuclei of 5 to 7 mm, while <i>P. maxima</i> can take 10 mm or more and can be re-nucleated with a larger bead when the first pearl is harvested from its sac.",
              "The donor oyster matters more than many farmers once believed. The colour of the final pearl is controlled largely by the genotype of the donor graft, not of the recipient, as studies in <i>P. margaritifera</i> have shown, which is why farms now select donors for desired colours.",
            ),
        },
      },
      {
        title: "Hatchery and Grow-Out",
        description:
          "Nearly all pearl oysters in modern farms come from hatcheries, and this is how they are spawned, reared and grown on.",
        lesson: {
          title: "From broodstock to graftable oyster",
          html: p(
            "Pearl farms originally relied on wild-caught oysters or on spat collected on collectors set in the sea, and in French Polynesia collection from lagoons still supplies many farms. Hatchery production now dominates elsewhere, particularly for <i>P. maxima</i> in Australia and Indonesia, because it supplies oysters all year, allows selective breeding and avoids depleting wild stocks.",
            "Broodstock are conditioned in tanks with abundant microalgal food at a temperature slightly above ambient until their gonads are ripe. Spawning is triggered by thermal shock, raising the water temperature by about 5 °C over an hour, sometimes with the addition of stripped gametes from a sacrificed individual to stimulate the others. Eggs are fertilised in buckets and stocked in larval tanks at about 5 to 10 larvae per millilitre. Within a day, the larvae develop into shelled D-veligers, about 70 to 80 micrometres long. They are fed a mixture of cultured microalgae such as <i>Isochrysis</i> and <i>Pavlova</i>, sorted through sieves every few days to remove slow growers, and reach the pediveliger stage, with a foot and an eyespot, after about three weeks. Settlement onto ropes, mesh or shell collectors follows, and survival from egg to settled spat is often only a few per cent.",
            "Spat are grown on in the nursery and then at sea, suspended from longlines in net panels or pocket nets at depths of several metres, where they feed on natural plankton. The nets are cleaned regularly of fouling organisms, which compete for food and restrict water flow, and oysters are turned to encourage even shell growth. Akoya oysters reach graftable size in about two years, and <i>P. maxima</i> in about two to three years. Growth depends strongly on temperature and on the plankton supply, and farmers track both along with mortality in each batch.",
          ),
        },
      },
    ],
  },
  {
    slug: "aerial-circus-rigging-loads-and-hardware",
    discipline: "Circus rigging",
    title: "Rigging for Aerial Circus: Loads, Bridles and Hardware",
    description:
      "Third-year circus technicians and experienced aerial performers work here on the engineering behind an aerial point: peak dynamic loads from trapeze, silks and straps acts, bridle geometry, the rating and inspection of lifting hardware, and rescue planning for a performer stranded at height.",
    level: "advanced",
    duration: "one term (weekly workshop, plus rigging log)",
    plantedGap: "rescue planning",
    modules: [
      {
        title: "Dynamic Loads from Aerial Acts",
        description:
          "A performer who weighs 60 kg can put well over 400 kg on a rigging point, and this module explains why and how it is measured.",
        lesson: {
          title: "Peak forces, load cells and design factors",
          html:
            p(
              "A static performer hanging from an aerial apparatus loads the rigging point with their body weight. A moving performer does not. Whenever a performer drops, swings or beats, the apparatus must decelerate their body, and by Newton's second law the force required is the mass multiplied by the deceleration, added to the force needed to support the weight. A 60 kg artist who performs a drop on silks and is stopped over 0.3 m after falling 1.5 m experiences a deceleration, assuming uniform stopping, of about 5 g; the peak force on the point is then about 6 times body weight, or roughly 3.5 kN.",
              "Because deceleration depends on how far the fall is arrested, stretchy apparatus reduces the peak load, while rigid apparatus such as steel-cable trapeze can produce very high peaks. Load-cell measurements, published for example by circus schools and riggers in Europe and North America, give typical ranges:",
            ) +
            "<table><tr><th>Apparatus or move</th><th>Typical peak load (multiple of performer weight)</th></tr><tr><td>Static hang, climb</td><td>1 to 2</td></tr><tr><td>Static trapeze, beats and rolls</td><td>2 to 4</td></tr><tr><td>Silks and rope drops</td><td>3 to 6</td></tr><tr><td>Straps, dynamic moves</td><td>4 to 7</td></tr><tr><td>Swinging trapeze, at the bottom of the swing</td><td>3 to 5, more with catches</td></tr></table>" +
            p(
              "The sensible approach is to measure. A load cell with a peak-hold function, placed in line above the apparatus during rehearsal of the most dynamic sequence, gives the real figure for that performer and act. Riggers should record it in the rigging log.",
              "Design factors are then applied. Lifting equipment is rated with a working load limit (WLL), which is the minimum breaking load divided by a safety factor. For equipment used to suspend people, many riggers and codes of practice apply an additional factor of two to the WLL, meaning in effect that components are used at no more than half their rated capacity, on the reasoning that people cannot tolerate the consequences of failure. For the silks drop above, a peak of 3.5 kN would require hardware with a WLL of at least 7 kN, or about 700 kg, at every component in the load path.",
            ),
        },
      },
      {
        title: "Bridles and Load Sharing",
        description:
          "When a point hangs between two anchors, the angle of the bridle decides the forces in its legs, sometimes alarmingly.",
        lesson: {
          title: "Bridle angles and leg tensions",
          html: p(
            "A bridle is a pair of legs, usually steel wire rope, round slings or chain, that joins two anchor points to create a single rigging point between them. Bridles let a rigger place a point where no structural member exists, for example between two roof beams. Their drawback is that the tension in each leg can be much larger than the load hanging from the point, and it grows rapidly as the legs flatten.",
            "For a symmetrical bridle with a load W hanging from the apex, each leg carries a tension T = W / (2 cos θ), where θ is the angle between each leg and the vertical. With the legs hanging straight down, θ = 0 and each leg carries half the load. At an included angle of 90 degrees between the legs, θ = 45° and each leg carries about 0.71 W. At an included angle of 120 degrees, each leg carries exactly W, the full load. Beyond 120 degrees, each leg carries more than the load itself, and at 150 degrees each carries about 1.93 W. Riggers therefore limit the included angle to 120 degrees as a rule and aim for 90 degrees or less.",
            "Consider a trapeze act with a measured peak load of 4 kN, rigged from a bridle with a 100-degree included angle. Here θ = 50°, cos θ = 0.643 and each leg carries 4 / (2 × 0.643), or about 3.1 kN. Each anchor also receives a horizontal component, T sin θ, of about 2.4 kN, pulling the two anchors toward each other. Roof beams and truss nodes are often designed for vertical loads only, so a structural engineer's confirmation of the horizontal load is required.",
            "Asymmetrical bridles, with the apex off-centre, are common in practice. The leg that is closer to vertical carries more of the load. The tensions are calculated by resolving forces at the apex, using the two leg angles and the condition that the horizontal components of the two tensions must be equal and opposite.",
          ),
        },
      },
      {
        title: "Hardware, Ratings and Inspection",
        description:
          "Shackles, karabiners, swivels and slings are specified by their ratings and retired by their inspection history.",
        lesson: {
          title: "Choosing, inspecting and retiring rigging components",
          html: p(
            "An aerial rigging system is a chain of components: the anchor or beam clamp, a sling or wire rope, shackles or karabiners, a swivel or rotational device, and the apparatus itself. The system is only as strong as its weakest component, and every component must be marked with its WLL or minimum breaking strength and be traceable to a manufacturer's certificate. In the United Kingdom, the Lifting Operations and Lifting Equipment Regulations 1998 require lifting equipment to be of adequate strength, marked with its safe working load, and thoroughly examined by a competent person at intervals; for equipment used to lift people, the interval is at most six months.",
            "Component choice follows from the load path. Bow shackles with screw pins secured by mousing wire or a safety tie are common at anchors. Steel karabiners used in aerial rigging should be of a locking type, screw-gate or auto-locking, and loaded only along the spine, since a karabiner loaded across the gate or in three directions can lose more than half its strength. Round slings made of polyester must be protected from sharp edges with sleeves, because an edge can cut a loaded sling at a fraction of its rated load. Swivels allow rotating apparatus, such as aerial hoops or silks performed with spins, to turn without twisting the suspension.",
            "Inspection has three levels. Before each use, the performer or rigger checks visually and by touch for damage. At regular intervals, typically weekly in a training space, a competent rigger inspects each component and records the result. Periodic thorough examination, as required by law, is documented in a report. Criteria for retirement include deformation of any metal part, cracks, wear beyond the manufacturer's limit, corrosion pitting, damaged stitching or cut fibres in textile slings, and any component that has been shock-loaded in a fall or is of unknown history. Soft goods such as silks and straps are also retired after a fixed service life, because ultraviolet light and repeated loading weaken the fibres.",
          ),
        },
      },
    ],
  },
  {
    slug: "paragliding-instructor-wing-weather-launch",
    discipline: "Paragliding instruction",
    title: "Paragliding Instructor Training: Wing Behaviour, Weather and Teaching Launches",
    description:
      "Qualified pilots preparing for the instructor rating study the aerodynamics of the paraglider wing and its collapses, the judgement of sites and weather for student flying, methods for teaching forward and reverse launches, and reserve deployment drills.",
    level: "advanced",
    duration: "two residential weeks plus supervised instruction",
    plantedGap: "reserve deployment",
    modules: [
      {
        title: "The Wing: Aerodynamics and Collapses",
        description:
          "Instructors must be able to explain why a paraglider flies, why it collapses and how it recovers, in terms a student can use.",
        lesson: {
          title: "Ram-air inflation, angle of attack and recovery",
          html: p(
            "A paraglider is a flexible ram-air wing with no rigid structure. Air entering openings along the leading edge pressurises the cells between the upper and lower surfaces, giving the wing its aerofoil shape, and the pilot's weight, transferred through the lines, holds it in tension. Its shape, and therefore its ability to fly, depends on maintaining both internal pressure and line tension. Most of what instructors teach about active flying follows from this.",
            "Like any wing, a paraglider generates lift according to L = ½ρv²SC<sub>L</sub>, where ρ is air density, v airspeed, S wing area and C<sub>L</sub> the lift coefficient, which depends on the angle of attack. A typical school wing trims at around 36 to 38 km/h with a glide ratio of about 8 to 9 and a minimum sink rate of about 1.1 m/s. Applying both brakes increases the angle of attack, slows the wing and, beyond a limit, stalls it. Accelerating with the speed bar lowers the angle of attack, and too low an angle of attack is the root of the commonest incident: the collapse.",
            "When turbulence reduces the angle of attack abruptly, or when a gust strikes the upper surface near the leading edge, part of the leading edge can fold under. An asymmetric collapse deflates one side of the wing; the glider then turns toward the collapsed side, because that side now has more drag and less lift, and may dive. A frontal collapse folds the whole leading edge. Modern EN A and EN B wings, certified under the European standard EN 926-2, are tested to recover from these collapses without pilot input within defined limits, but the pilot's correct response greatly reduces height loss.",
            "The response taught to students is to keep the glider flying straight first and reinflate second. For an asymmetric collapse, the pilot shifts weight away from the collapse and applies measured brake on the open side to stop the turn, without stalling it, and then pumps the collapsed side with a long, smooth brake stroke if it does not reopen by itself. Prevention is better: active piloting, feeling pressure in the brakes and damping pitch movements, stops most collapses before they happen.",
          ),
        },
      },
      {
        title: "Judging Sites and Weather for Students",
        description:
          "Choosing when not to fly students is a core instructor skill, and this module builds the knowledge behind the decision.",
        lesson: {
          title: "Wind, thermals and the lee side",
          html:
            p(
              "Students on their first flights need smooth, predictable air, and an instructor's first judgement every day is whether the conditions meet that standard. The judgement rests on three factors: the strength and direction of the wind, the thermal activity, and the terrain.",
              "Wind must be on the slope, close to straight up the hill, and within the student's limits. Students learn to launch in a gentle breeze of about 5 to 15 km/h; a stronger wind makes ground handling harder and increases the risk of being dragged, while a wind much over 25 km/h can approach the trim speed of a school wing, so that the student makes little or no forward progress. Gusts matter as much as the mean: a difference between gusts and lulls of more than about 10 km/h is a common limit for student flying.",
              "Thermals bring their own hazards. On a sunny spring or summer day, thermals become strong by late morning and produce turbulence and strong climbs, which are a pleasure for experienced pilots and a danger for a student who has not learned active piloting. Instructors therefore fly students in the calmer air of early morning or evening, or on overcast days. Several signs warn of a day becoming unsuitable:",
            ) +
            "<ul><li>dust devils, rapidly growing cumulus clouds or windsocks that swing through large angles;</li><li>cumulus clouds developing vertically into towers, which may become cumulonimbus and produce strong outflow winds and gust fronts;</li><li>a rising forecast wind aloft, which can mix down in the afternoon;</li><li>a wind direction that puts the landing field in the lee of trees, buildings or ridges.</li></ul>" +
            p(
              "The lee side is the danger that students most underestimate. Air flowing over a ridge, a line of trees or a building forms rotor on the downwind side, a region of turbulent and sinking air in which a paraglider can collapse close to the ground. A rough guide is that rotor extends downwind for several times the height of the obstacle, and more in strong wind. An instructor who cannot see where the rotor from every obstacle will lie should not fly students that day.",
            ),
        },
      },
      {
        title: "Teaching Forward and Reverse Launches",
        description:
          "Most student accidents happen at take-off or landing, so launch technique is taught step by step on the training slope.",
        lesson: {
          title: "Progression on the training slope",
          html: p(
            "Launching is taught first on flat ground and then on a gentle training slope, before any high flight. A clear progression lets the student build each element separately and gives the instructor a check at each stage.",
            "The forward launch is used in light wind. The student lays the wing out in a crescent, checks the lines and risers, and stands facing downwind with the A-risers in hand and the arms back. The sequence is taught as four phases: inflation, in which the student walks or runs forward firmly so that the wing fills and rises overhead; control, in which the student checks that the wing is fully open and centred, correcting with the brakes and by moving under it; the decision, to continue or to abort; and acceleration, a committed run with the body leaning forward until the feet leave the ground. The commonest student error is stopping the run at the moment of lift-off, which stalls the wing and drops the student back onto the slope.",
            "The reverse launch is used in moderate wind. The student faces the wing, with the risers crossed, and inflates it by pulling the A-risers while stepping back, which lets the student watch and control the wing as it rises. When it is stable overhead, the student turns to face forward, taking care to turn in the direction that uncrosses the risers, and launches. Reverse launching gives better control in stronger wind but requires practice to avoid confusion about which brake is which while facing the wing.",
            "Ground handling, controlling the wing overhead on flat ground without flying, is the foundation of both launches and of later safe flying. Instructors use radios with one-way communication for the first flights, giving short, simple commands that students have practised on the ground, such as 'brakes up' and 'look at the landing field'. A student who consistently inflates, centres and controls the wing in the chosen wind strength is ready for the next step.",
          ),
        },
      },
    ],
  },
];
