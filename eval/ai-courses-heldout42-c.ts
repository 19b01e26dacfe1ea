/** Forty-second held-out evaluation courses, advanced level (rheology to pelvic health physiotherapy); see ai-courses-heldout42.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT42_C: EvalCourse[] = [
  {
    slug: "rheology-viscoelasticity-and-non-newtonian-flow",
    discipline: "Rheology",
    title: "Rheology of Complex Fluids",
    description:
      "Non-Newtonian flow at postgraduate level, with the constitutive models chemical engineers and materials scientists actually fit to data: linear viscoelasticity with the Maxwell and Kelvin–Voigt models, shear thinning described by power-law and Carreau equations, small-amplitude oscillatory shear, and extensional rheology.",
    level: "advanced",
    duration: "one semester (15 credits, MSc)",
    plantedGap: "extensional",
    modules: [
      {
        title: "Linear Viscoelastic Models",
        description:
          "Springs and dashpots give the simplest mathematical pictures of materials that both store and dissipate energy.",
        lesson: {
          title: "Maxwell, Kelvin–Voigt and the relaxation time",
          html: p(
            "A viscoelastic material shows both elastic behaviour, storing energy and recovering its shape, and viscous behaviour, dissipating energy and flowing. In the linear regime, at strains small enough that stress is proportional to strain history, the behaviour can be represented by combinations of Hookean springs (σ = Gγ) and Newtonian dashpots (σ = ηγ̇).",
            "The Maxwell model places a spring and a dashpot in series. Its constitutive equation is σ + λ dσ/dt = ηγ̇, with relaxation time λ = η/G. After a step strain γ₀ the stress relaxes exponentially, σ(t) = Gγ₀ exp(−t/λ), so the material behaves as a solid on time scales much shorter than λ and as a liquid on longer ones. For a polymer melt with G = 10⁵ Pa and zero-shear viscosity η = 10⁴ Pa s, λ = 0.1 s: a bounce lasting a millisecond looks elastic, while sagging over minutes looks viscous. Markus Reiner formalised this observer-dependence in 1964 as the Deborah number, De = λ/t_obs, after the prophetess's line that 'the mountains flowed before the Lord'.",
            "The Kelvin–Voigt model places the spring and dashpot in parallel, σ = Gγ + ηγ̇. Under a constant stress σ₀ it creeps towards the elastic strain, γ(t) = (σ₀/G)[1 − exp(−t/λ)], and recovers fully when unloaded, which makes it a crude model of a crosslinked solid. It cannot describe stress relaxation, since a true step in strain would require infinite stress in the dashpot, and a single Maxwell element cannot describe a solid's finite equilibrium creep. Real materials need both features and a spectrum of time scales.",
            "The generalised Maxwell model supplies that spectrum, with N elements in parallel giving the relaxation modulus G(t) = Σ gᵢ exp(−t/λᵢ). Combined with the Boltzmann superposition principle, which states that in the linear regime the stress is the sum of responses to all past strain increments, σ(t) = ∫ G(t − t′) γ̇(t′) dt′, the relaxation modulus determines the response to any small deformation history. Fitting the discrete spectrum {gᵢ, λᵢ} to measured data, usually from oscillatory tests, is therefore the standard route to a linear viscoelastic description of a polymer.",
          ),
        },
      },
      {
        title: "Generalised Newtonian Fluids",
        description:
          "When viscosity depends on shear rate but memory effects can be neglected, a viscosity function is enough; students fit and use the common ones.",
        lesson: {
          title: "Power law, Carreau and flow in a tube",
          html:
            p(
              "Many industrial fluids, including polymer solutions, paints and food suspensions, are shear thinning: their viscosity falls as shear rate rises, because entangled chains disentangle and align, or flocculated particles break up and orient, in the flow. When elastic memory can be ignored, as in many steady shear flows, the fluid can be described as a generalised Newtonian fluid, in which the stress is still σ = η(γ̇)γ̇ but the viscosity is a function of the magnitude of the shear rate.",
              "The power-law or Ostwald–de Waele model, σ = Kγ̇ⁿ, gives η = Kγ̇ⁿ⁻¹, where K is the consistency and n the flow index, less than 1 for shear thinning and greater than 1 for shear thickening. For a sauce with K = 2 Pa sⁿ and n = 0.5, η is 2 Pa s at 1 s⁻¹ but only 0.2 Pa s at 100 s⁻¹. The model is simple and fits one or two decades of data well, but it predicts infinite viscosity at zero shear rate and zero viscosity at infinite rate, both unphysical.",
              "The Carreau model repairs both ends:",
            ) +
            "<ul><li>η(γ̇) = η∞ + (η₀ − η∞)[1 + (λγ̇)²]^((n−1)/2)</li><li>η₀ is the zero-shear viscosity plateau and η∞ the infinite-shear plateau;</li><li>1/λ marks the shear rate at which thinning begins;</li><li>at high rates it reduces to power-law behaviour with index n.</li></ul>" +
            p(
              "These models matter when data are converted and used. In a capillary viscometer the wall shear rate for a Newtonian fluid is 8V/D, where V is the mean velocity and D the diameter, but a shear-thinning fluid has a blunter velocity profile and a higher true wall rate. The Weissenberg–Rabinowitsch correction gives γ̇_w = [(3n′ + 1)/4n′](8V/D), with n′ the local slope of log wall stress against log 8V/D; for n′ = 0.5 the true rate is 1.25 times the apparent one. The same profile flattening means a pump sizing based on a Newtonian viscosity can misjudge the pressure drop by a large factor.",
            ),
        },
      },
      {
        title: "Small-Amplitude Oscillatory Shear",
        description:
          "What do G′ and G″ tell us, and how far can they be trusted? This module covers the oscillatory test from strain sweep to master curve.",
        lesson: {
          title: "Storage and loss moduli",
          html: p(
            "Small-amplitude oscillatory shear (SAOS) is the workhorse of rheological characterisation. A sinusoidal strain γ = γ₀ sin ωt is applied, and in the linear regime the stress is also sinusoidal but shifted in phase: σ = γ₀[G′(ω) sin ωt + G″(ω) cos ωt]. The storage modulus G′ is the in-phase, elastic component and measures energy stored per cycle; the loss modulus G″ is the out-of-phase, viscous component and measures energy dissipated. Their ratio tan δ = G″/G′ is the loss tangent, zero for an ideal solid and infinite for an ideal liquid, and the complex viscosity is |η*| = √(G′² + G″²)/ω.",
            "A test begins with a strain amplitude sweep at fixed frequency to find the linear viscoelastic region, the range of γ₀ over which G′ and G″ do not depend on amplitude. Outside it, the results are no longer material functions. The frequency sweep that follows is then run at a strain safely within this region, commonly over 0.1 to 100 rad/s.",
            "For a single Maxwell element, G′ = Gω²λ²/(1 + ω²λ²) and G″ = Gωλ/(1 + ω²λ²). At low frequency G′ ∝ ω² and G″ ∝ ω, the terminal behaviour of a liquid; the curves cross where ωλ = 1, so the crossover frequency gives a characteristic relaxation time; at high frequency G′ approaches the plateau modulus G. An entangled polymer melt shows this pattern, with a rubbery plateau whose height relates to the entanglement density. A crosslinked gel shows G′ nearly flat and above G″ at all frequencies.",
            "Two empirical rules extend the usefulness of SAOS. Time–temperature superposition shifts frequency sweeps at different temperatures horizontally by a factor a_T into a master curve covering many more decades than the instrument can reach; near the glass transition a_T follows the Williams–Landel–Ferry equation, log a_T = −C₁(T − T_r)/(C₂ + T − T_r). The Cox–Merz rule, published in 1958, states that |η*(ω)| often approximately equals the steady shear viscosity η(γ̇) at ω = γ̇, letting oscillatory data stand in for steady shear data at rates where samples would fracture or be expelled from the gap.",
          ),
        },
      },
    ],
  },
  {
    slug: "cryobiology-freezing-injury-and-cryoprotection",
    discipline: "Cryobiology",
    title: "Cryobiology: Freezing Injury and Cryoprotection",
    description:
      "Cells survive freezing only when their water is managed, and this advanced module treats the physics and biology of managing it: Mazur's two-factor hypothesis of freezing injury, membrane permeability and cryoprotectant loading, controlled-rate cooling with ice nucleation, and vitrification.",
    level: "advanced",
    duration: "one term (MSc module, 15 credits)",
    plantedGap: "vitrification",
    modules: [
      {
        title: "The Two-Factor Hypothesis",
        description:
          "Peter Mazur's account of why cells die when frozen too slowly and when frozen too fast frames the whole module.",
        lesson: {
          title: "Solution effects and intracellular ice",
          html: p(
            "When a suspension of cells is cooled below its freezing point, ice forms first in the extracellular medium, because the external volume is large and contains nucleating sites, while the cytoplasm remains unfrozen and supercooled, protected by the plasma membrane. As extracellular ice grows, the remaining unfrozen solution becomes more concentrated. The cytoplasm, now at a higher chemical potential of water than the outside, can reach equilibrium in only two ways: water leaves the cell by osmosis, or the cytoplasm freezes.",
            "Peter Mazur's analysis in the 1960s, formalised with Stanley Leibo and Ernest Chu in 1972 as the two-factor hypothesis, showed that the outcome depends on cooling rate. If cooling is slow, water has time to leave, the cell shrinks and stays near osmotic equilibrium, and no intracellular ice forms. But the cell is then exposed for a long time to concentrated electrolytes and severe dehydration, which damage membranes and proteins. James Lovelock had shown in 1953 that red-cell haemolysis during slow freezing correlated with salt concentration. These are 'solution effects'. If cooling is fast, water cannot leave quickly enough, the cytoplasm becomes increasingly supercooled, and eventually it freezes internally. Intracellular ice is almost always lethal.",
            "Survival plotted against cooling rate therefore forms an inverted U, with an optimum between the two injuries. The position of the optimum depends on how quickly a cell can lose water, which Mazur modelled with an equation for water efflux governed by the membrane's hydraulic conductivity, its activation energy and the cell's surface-to-volume ratio. Cells with small volume and highly permeable membranes can dehydrate quickly and tolerate fast cooling: human red blood cells have an optimum of the order of a thousand degrees per minute. Large cells with low surface-to-volume ratios, such as mouse oocytes, need cooling at around 1 °C per minute or slower.",
            "The hypothesis explains why cryoprotective agents help. By adding solute that is not electrolyte, a penetrating cryoprotectant reduces the salt concentration reached at any given temperature and reduces the amount of ice formed, shifting and broadening the survival curve. It also explains why protocols must be designed for each cell type rather than copied between them.",
          ),
        },
      },
      {
        title: "Membrane Permeability and Cryoprotectant Loading",
        description:
          "Adding and removing cryoprotectants makes cells shrink and swell, sometimes beyond what they can tolerate; students learn to predict and limit these excursions.",
        lesson: {
          title: "Osmotic excursions and how to limit them",
          html:
            p(
              "The penetrating cryoprotectants in common use are dimethyl sulfoxide (DMSO), glycerol, ethylene glycol and propylene glycol. Glycerol's value was discovered by Christopher Polge, Audrey Smith and Alan Parkes in 1949, when they froze fowl spermatozoa; DMSO was introduced by Lovelock and Bishop in 1959 and is now the standard for haematopoietic stem cells, usually at 10 per cent by volume, about 1.4 molar.",
              "Cell membranes are much more permeable to water than to cryoprotectants, so when a cell is placed directly in a cryoprotectant solution it first shrinks, as water leaves faster than solute enters, and then re-swells as the cryoprotectant permeates. At equilibrium, volume follows the Boyle–van 't Hoff relation, V = V_b + (V₀ − V_b)(π₀/π), where V_b is the osmotically inactive volume and π the external osmolality. Taking V_b = 0.3 V₀ and an isotonic osmolality of 0.3 osmol/kg, a cell moved into medium containing 1.4 mol/kg of cryoprotectant momentarily sees 1.7 osmol/kg, and would shrink towards 0.3 + 0.7 × (0.3/1.7) ≈ 0.42 of its original volume before re-swelling. Removal is the reverse and more dangerous: a loaded cell returned to isotonic medium swells as water rushes in faster than cryoprotectant leaves, and may lyse.",
              "The dynamics are described by the two-parameter model, with hydraulic conductivity L_p and solute permeability P_s, or by the Kedem–Katchalsky formalism, which adds a reflection coefficient. Fitted parameters, with measured osmotic tolerance limits for the cell type, allow safe protocols to be designed:",
            ) +
            "<ul><li>add cryoprotectant in several steps of increasing concentration, or gradually by controlled dilution;</li><li>load at a temperature that balances faster permeation against greater chemical toxicity;</li><li>remove it stepwise, using a non-penetrating solute such as sucrose (commonly 0.5 to 1.0 M) in the diluent as an osmotic buffer that limits swelling;</li><li>minimise total exposure time, since toxicity rises with concentration, temperature and time.</li></ul>",
        },
      },
      {
        title: "Controlled-Rate Cooling and Ice Nucleation",
        description:
          "This module turns theory into a freezing protocol, paying particular attention to the moment ice first forms.",
        lesson: {
          title: "Designing a slow-cooling protocol",
          html: p(
            "A conventional slow-cooling protocol for mammalian cells has four stages: equilibration with cryoprotectant, cooling at a controlled rate to an intermediate temperature, transfer to storage, and rapid warming when the cells are needed. For many cell lines and haematopoietic stem cells in 10 per cent DMSO, the cooling rate used is about −1 °C per minute to around −80 °C, followed by transfer to liquid nitrogen at −196 °C or its vapour phase. Programmable controlled-rate freezers achieve this by injecting nitrogen vapour into a chamber under feedback control; a simpler alternative is an insulated container filled with isopropanol, placed in a −80 °C freezer, which cools vials at roughly the same rate.",
            "The critical and often neglected step is ice nucleation. Aqueous solutions readily supercool several degrees below their equilibrium freezing point, which for 10 per cent DMSO in culture medium is about −2 to −3 °C, and in a small vial ice may not form until −10 to −15 °C or lower. When it does, the latent heat of fusion, 334 joules per gram of water, is released suddenly and the sample temperature jumps back towards the freezing point. Extracellular ice then grows very quickly, and the cells, which have lost little water up to this point, are effectively exposed to a fast cooling step, increasing the risk of intracellular ice. Uncontrolled nucleation also varies from vial to vial, adding scatter to recovery.",
            "Protocols therefore induce nucleation deliberately, a procedure called seeding, a degree or two below the freezing point, typically around −5 to −7 °C. Methods include touching the outside of the container with a metal rod cooled in liquid nitrogen, a programmed rapid drop in chamber temperature, or adding an ice-nucleating agent. Controlled-rate freezers often follow seeding with a compensation step to absorb the latent heat before resuming linear cooling.",
            "Storage must be below about −135 °C, which liquid nitrogen vapour reliably achieves, because at −80 °C slow changes continue and recovery declines over months. Warming is usually rapid, for example in a 37 °C water bath until a small ice crystal remains, followed by stepwise dilution of the cryoprotectant.",
          ),
        },
      },
    ],
  },
  {
    slug: "aviation-accident-investigation-annex-13",
    discipline: "Aviation accident investigation",
    title: "Air Accident Investigation: Evidence and Method",
    description:
      "Independent, no-blame investigation under ICAO Annex 13 is the frame of this advanced professional module, which takes in the legal framework and the roles of states, flight recorder recovery and analysis, wreckage and fracture examination, and human factors analysis with the HFACS taxonomy.",
    level: "advanced",
    duration: "3 weeks full-time (residential)",
    plantedGap: "HFACS",
    modules: [
      {
        title: "Annex 13 and the Investigating State",
        description:
          "Who investigates an accident, who else may take part, and what must be published and when are set by international standard.",
        lesson: {
          title: "The international framework",
          html:
            p(
              "The standards for investigating civil aircraft accidents are set out in Annex 13 to the Chicago Convention on International Civil Aviation, first adopted by ICAO in 1951 and amended many times since. Its central principle is stated plainly: the sole objective of an investigation is the prevention of future accidents and incidents, and it is not the purpose of this activity to apportion blame or liability. Any judicial or administrative proceeding to establish fault should be separate from the safety investigation. In Europe, Regulation (EU) No 996/2010 gives this principle force of law and requires member states to maintain permanent, functionally independent investigation authorities, such as the UK's Air Accidents Investigation Branch, the French BEA and the German BFU.",
              "Annex 13 distinguishes an accident, involving death or serious injury, substantial damage or structural failure of the aircraft, or its going missing, from a serious incident, in which an accident nearly occurred, and from an incident. Responsibility and participation follow the states involved:",
            ) +
            "<table><tr><th>State</th><th>Role</th></tr><tr><td>State of Occurrence</td><td>institutes and conducts the investigation, though it may delegate all or part of it</td></tr><tr><td>State of Registry</td><td>conducts it if the accident occurs outside any state's territory; otherwise appoints an accredited representative</td></tr><tr><td>State of the Operator</td><td>entitled to appoint an accredited representative</td></tr><tr><td>States of Design and Manufacture</td><td>entitled to appoint accredited representatives, usually supported by advisers from the manufacturers</td></tr><tr><td>State that lost citizens</td><td>entitled to appoint an expert with access to information about victims</td></tr></table>" +
            p(
              "Deadlines are also standardised. The investigating state sends a preliminary report within 30 days. It should make the final report public as soon as possible, and if possible within twelve months; if it cannot, it publishes an interim statement on each anniversary of the occurrence. Draft final reports are sent to the participating states for comment, normally allowing sixty days. Safety recommendations may be issued at any stage, and an addressee must reply within ninety days stating what action it has taken. Annex 13 also protects certain records, including cockpit voice recordings and witness statements, from use for purposes other than the investigation unless a competent authority decides that disclosure outweighs the harm to future investigations.",
            ),
        },
      },
      {
        title: "Flight Recorders",
        description:
          "Investigators learn how recorders survive an accident, how they are found and read out, and how their data are validated.",
        lesson: {
          title: "Recovering and reading the recorders",
          html: p(
            "Large transport aircraft carry two crash-protected recorders, usually mounted in the tail, where survival is statistically best. The flight data recorder (FDR) samples hundreds or thousands of parameters, from altitude, airspeed and control positions to engine and system states; US rules for newer airliners mandate at least 88 parameters, but modern installations often record over a thousand. The cockpit voice recorder (CVR) records the crew's headsets and an area microphone. Under current ICAO standards, aeroplanes over 27,000 kg first certificated from 1 January 2021 must have CVRs holding at least 25 hours, replacing the earlier two-hour requirement, so that recordings of an incident are not overwritten before the aircraft lands.",
            "Each recorder's memory is housed in a crash-survivable memory unit built to EUROCAE ED-112, which specifies tests including an impact shock of 3,400 g, fire at 1,100 °C for an hour and deep-sea immersion. After the loss of Air France Flight 447 in the South Atlantic in 2009, whose recorders were recovered from about 3,900 m only after almost two years, ICAO extended the required operating time of the underwater locator beacons, which transmit at 37.5 kHz, from 30 to 90 days.",
            "Recovered recorders go to the laboratory in the condition found; a unit recovered from sea water is kept immersed in fresh water to prevent corrosion until it can be dried and opened. If the chassis or interface is damaged, the memory boards are removed and read on a reference unit supplied by the manufacturer. The raw FDR data stream is converted to engineering units with the aircraft's data frame documentation, and each parameter is validated against others: a recorded pitch attitude, for example, should be consistent with the rate of change of altitude and airspeed.",
            "The CVR is listened to by a small group that normally includes investigators, a representative of the operator and pilots' union, and manufacturer specialists, and a transcript is prepared. The two recordings are then time-aligned, often using radio transmissions that appear in both as keying events, so that what the crew said can be matched precisely to what the aircraft was doing.",
          ),
        },
      },
      {
        title: "Wreckage and Fracture Examination",
        description:
          "On site and in the laboratory, the wreckage is read for the sequence of failure, and fracture surfaces reveal how each part broke.",
        lesson: {
          title: "Wreckage distribution and the fracture surface",
          html:
            p(
              "The wreckage is itself evidence, and its first record is its distribution. Before anything is moved, investigators survey and photograph the site, mapping the location of each significant part. A compact site with a crater and heavy fragmentation suggests a steep, high-energy impact; a long trail of ground scars and debris suggests a shallow impact at speed. A debris field spread over kilometres, with light items such as insulation and cabin panels furthest downwind, indicates an in-flight break-up. An early task is to account for the four corners, nose, tail and both wingtips, to establish whether the aircraft was complete when it struck the ground. For some break-ups, parts are reassembled on a frame in a hangar, as was done for TWA Flight 800 in 1996, to trace the order in which the structure failed.",
              "In the laboratory, metallurgists determine how each critical part failed. The main fracture modes are distinguished by their features:",
            ) +
            "<ul><li><b>Ductile overload</b>: a single large load exceeded strength. The surface is rough and fibrous, often with 45° shear lips and, under the scanning electron microscope, microvoid 'dimples'.</li><li><b>Brittle fracture</b>: flat, granular or faceted cleavage surfaces with little deformation, sometimes with chevron marks pointing back to the origin.</li><li><b>Fatigue</b>: growth of a crack under repeated loads far below static strength. The surface is smooth and often shows curved beach marks, arrest lines where loading changed, spreading from an origin; at high magnification, striations record individual load cycles.</li></ul>" +
            p(
              "Fatigue has shaped aviation safety. The de Havilland Comet losses of 1954 were traced, after a full-scale pressurisation test of a fuselage in a water tank at Farnborough, to fatigue cracks at corners of cut-outs in the pressure cabin. In 1988 Aloha Airlines Flight 243 lost a large section of upper fuselage when multiple small fatigue cracks at rivet holes in a corroded lap joint linked up. Counting striations can estimate how many cycles a crack grew for, and therefore whether it should have been found at an earlier inspection.",
            ),
        },
      },
    ],
  },
  {
    slug: "geosynthetics-filtration-reinforcement-and-creep",
    discipline: "Geosynthetics engineering",
    title: "Design with Geosynthetics",
    description:
      "Polymer sheets, grids and nets now do jobs once done by graded stone and thick soil layers, and this MEng design module treats them as engineered materials: filtration and separation criteria, reinforced soil walls, barrier systems for landfill, and long-term creep and durability.",
    level: "advanced",
    duration: "one semester (MEng, 10 credits)",
    plantedGap: "landfill",
    modules: [
      {
        title: "Geotextile Filters",
        description:
          "Designing a filter means balancing two opposing demands: keep the soil in, let the water through, and keep doing so for decades.",
        lesson: {
          title: "Retention, permeability and clogging",
          html:
            p(
              "A geotextile used as a filter, for example wrapped around a trench drain or placed beneath rock armour, must satisfy three criteria at once. It must retain the soil particles, so that the soil structure does not erode into the drain; it must be permeable enough to pass water without a build-up of pressure; and it must resist clogging over the design life. The first two pull in opposite directions, since smaller openings retain more soil but pass less water, and the design is a compromise governed by empirical criteria derived from granular filter rules first proposed by Karl Terzaghi.",
              "A geotextile's opening size is characterised by its apparent opening size (AOS) or O₉₅, the opening size at which 95 per cent of the geotextile's openings are smaller, measured by dry sieving glass beads (ASTM D4751) or by wet sieving (ISO 12956, which reports O₉₀). The widely used procedure in the US Federal Highway Administration's geosynthetics manual, by Holtz and co-authors, sets out the checks in this order:",
            ) +
            "<ul><li><b>Retention</b>: O₉₅ ≤ B × D₈₅ of the soil, where B depends on the soil's grading and the flow conditions: under steady flow it is 1 for very uniform or very broadly graded soils and rises to 2 for intermediate gradings with a coefficient of uniformity near 4, while for dynamic flow a lower value is used.</li><li><b>Permeability</b>: geotextile permeability k_g ≥ k_s of the soil for non-critical, steady-flow uses, and k_g ≥ 10 k_s for critical or dynamic conditions; in addition, a minimum permittivity ψ = k_n/t, such as 0.5 s⁻¹ for soils with less than 15 per cent passing 0.075 mm.</li><li><b>Clogging resistance</b>: for critical cases, a gradient ratio or long-term filtration test with the actual soil; otherwise, selection of a fabric with sufficient porosity and opening size.</li><li><b>Survivability</b>: strength class adequate for installation stresses.</li></ul>" +
            p(
              "As a worked example, consider a silty sand with D₈₅ = 0.30 mm and k_s = 10⁻⁵ m/s behind a highway edge drain, with steady flow. Taking B = 1 conservatively, O₉₅ must be no larger than 0.30 mm, so a nonwoven needle-punched geotextile with an AOS of 0.21 mm, the US No. 70 sieve, satisfies retention. Its cross-plane permeability, typically around 10⁻³ m/s, exceeds k_s a hundredfold, and its permittivity of about 1.5 s⁻¹ meets the 0.5 s⁻¹ minimum, so the selection is acceptable.",
            ),
        },
      },
      {
        title: "Reinforced Soil Walls",
        description: "Students carry out the internal stability design of a geogrid-reinforced wall, layer by layer.",
        lesson: {
          title: "Internal stability of a geogrid wall",
          html: p(
            "A mechanically stabilised earth (MSE) wall is a block of compacted granular fill reinforced with horizontal layers of geogrid or geotextile, faced with modular blocks, panels or wrapped fabric. Design checks external stability, treating the reinforced block as a gravity wall against sliding, overturning and bearing failure, and internal stability, ensuring that each reinforcement layer neither breaks nor pulls out. Global stability, a slip surface passing around or through the whole structure, is checked separately.",
            "For extensible geosynthetic reinforcement, the simplified method of the AASHTO LRFD specifications and FHWA guidance assumes that the fill within the reinforced zone is at its active state, with horizontal stress σ_h = K_a(γz + q), where K_a = tan²(45° − φ′/2) for a vertical wall, and that the potential failure surface is the Rankine plane rising from the toe at 45° + φ′/2 to the horizontal. Each layer carries the horizontal stress over its tributary vertical spacing S_v, so the maximum tensile load per metre run is T_max = σ_h S_v.",
            "Take a 6 m wall with fill of unit weight γ = 19 kN/m³ and φ′ = 34°, and a traffic surcharge q = 10 kPa. Then K_a = tan² 28° ≈ 0.283. At the layer 5 m below the top, with S_v = 0.6 m, the vertical stress is 19 × 5 + 10 = 105 kPa, the horizontal stress 0.283 × 105 ≈ 29.7 kPa and T_max ≈ 17.8 kN/m. The selected geogrid must have a long-term design strength, divided by the load and resistance factors, at least equal to this value at that depth; because T_max grows with depth, designers often use stronger grids or closer spacing in the lower layers.",
            "Pullout is checked for the length of each layer embedded beyond the failure plane, L_e. The pullout resistance per metre is P_r = F* α σ′_v L_e C, where F* is a pullout resistance factor, α a scale-effect correction for extensible reinforcement, σ′_v the vertical effective stress at the layer and C = 2 for the two faces of a sheet. Minimum reinforcement lengths of 0.7 times the wall height, and at least 2.4 m, are conventional, and the embedment must exceed about 1 m beyond the failure plane.",
          ),
        },
      },
      {
        title: "Creep, Installation Damage and Durability",
        description:
          "Why is a geogrid rated at 80 kN/m allowed to carry only half that? This module follows the reduction factors from test data to design strength.",
        lesson: {
          title: "From ultimate to long-term design strength",
          html:
            p(
              "The short-term tensile strength of a geosynthetic, T_ult, measured in a wide-width tensile test (ISO 10319 or ASTM D6637), is not available for design, because polymers lose strength under sustained load, during construction and over time in the ground. Design guidance therefore converts T_ult into an allowable long-term strength, T_al = T_ult / (RF_ID × RF_CR × RF_D), with three reduction factors established by testing the specific product.",
            ) +
            "<table><tr><th>Factor</th><th>Cause</th><th>Typical range</th></tr><tr><td>RF_ID, installation damage</td><td>abrasion and puncture by fill during placing and compaction</td><td>1.05–1.7, higher for coarse angular fill</td></tr><tr><td>RF_CR, creep</td><td>time-dependent strain and rupture under sustained load</td><td>polyester 1.6–2.5; polypropylene 4.0–5.0; HDPE 2.6–5.0</td></tr><tr><td>RF_D, durability</td><td>chemical and biological degradation</td><td>1.1–2.0</td></tr></table>" +
            p(
              "Creep is the dominant factor. Polymers are viscoelastic, and a geogrid held at a constant load well below T_ult continues to strain and may eventually rupture. Creep-rupture tests at several load levels (ISO 13431, ASTM D5262) define the load that the product can sustain for the design life, commonly 75 or 120 years. Because such durations cannot be tested directly, data from tests lasting up to about 10,000 hours are extrapolated, and elevated-temperature tests are used to accelerate creep by time–temperature superposition, either as conventional tests at several temperatures or by the stepped isothermal method (ASTM D6992), which raises the temperature in steps on a single specimen. Polyester creeps least, which is why its reduction factor is lowest.",
              "Durability depends on polymer type and environment. Polyester degrades by hydrolysis, which is accelerated in strongly alkaline conditions such as contact with lime-treated soil or fresh concrete, and is slower for yarns with high molecular weight and few carboxyl end groups. Polyolefins, polypropylene and HDPE, degrade by oxidation, which is held off by antioxidant additives whose depletion can be measured.",
              "For a polyester geogrid with T_ult = 80 kN/m, RF_ID = 1.10, RF_CR = 1.60 and RF_D = 1.15, the combined factor is 2.02 and T_al ≈ 39.5 kN/m, less than half the catalogue figure, before any further load and resistance factors are applied in the wall design.",
            ),
        },
      },
    ],
  },
  {
    slug: "pelvic-health-physiotherapy-assessment-and-management",
    discipline: "Pelvic health physiotherapy",
    title: "Pelvic Health Physiotherapy: Assessment and Conservative Management",
    description:
      "Qualified physiotherapists moving into women's and pelvic health take this postgraduate module to learn pelvic floor assessment, including digital vaginal examination and the Modified Oxford Scale, and evidence-based management of stress urinary incontinence, pelvic organ prolapse and persistent pelvic pain.",
    level: "advanced",
    duration: "one semester (postgraduate certificate module, 30 credits, with supervised clinical practice)",
    plantedGap: "pelvic pain",
    modules: [
      {
        title: "Assessing the Pelvic Floor",
        description:
          "Clinicians learn to take a focused history and carry out an internal examination safely, with valid consent, and to grade what they find.",
        lesson: {
          title: "History, examination and the PERFECT scheme",
          html:
            p(
              "Assessment begins with a structured history: the onset and pattern of urinary, bowel and sexual symptoms, obstetric history including perineal trauma and instrumental births, surgery, medications, fluid intake, and the effect on daily life. Validated questionnaires such as the ICIQ-UI Short Form quantify symptoms and provide a baseline, and a three-day bladder diary recording voided volumes, frequency, leakage episodes and drinks turns vague reports into data. A diary showing frequent small voids of 100 ml with urgency points to a different problem from one showing leakage only when coughing.",
              "The internal examination is an intimate procedure, and professional guidance, including that of the Pelvic, Obstetric and Gynaecological Physiotherapy network in the UK, requires informed consent specific to it, documented, with an explanation of why it is proposed, what it involves and what alternatives exist, such as transabdominal real-time ultrasound to view bladder base lift. A chaperone is offered, and the patient may stop the examination at any time. Observation of the perineum at rest, on cough and on voluntary contraction precedes palpation; a correct contraction draws the perineum inward and upward, while bearing down or breath-holding indicates poor technique.",
              "Digital vaginal palpation then assesses muscle bulk, tone, symmetry, tenderness, any prolapse on straining, and the ability to relax after a contraction. Strength is graded on the Modified Oxford Scale:",
            ) +
            "<table><tr><th>Grade</th><th>Finding</th></tr><tr><td>0</td><td>no contraction</td></tr><tr><td>1</td><td>flicker</td></tr><tr><td>2</td><td>weak, without lift</td></tr><tr><td>3</td><td>moderate, with some lift</td></tr><tr><td>4</td><td>good, with lift against resistance</td></tr><tr><td>5</td><td>strong, against firm resistance</td></tr></table>" +
            p(
              "Jo Laycock and Derek Jerwood's PERFECT scheme, published in 2001, extends this into a profile used to build an individual exercise programme: Power (the Oxford grade), Endurance (seconds a maximal contraction is held, up to 10), Repetitions (number of such holds, up to 10), Fast contractions (number of quick one-second contractions, up to 10), and Every Contraction Timed. A woman recorded as 3/6/4/7, for example, begins training with four six-second holds followed by seven fast contractions.",
            ),
        },
      },
      {
        title: "Stress Urinary Incontinence",
        description:
          "This module explains the mechanisms of leakage on effort and builds a supervised training programme that follows national guidance.",
        lesson: {
          title: "Mechanisms and pelvic floor muscle training",
          html: p(
            "The International Continence Society defines stress urinary incontinence as the complaint of involuntary loss of urine on effort or physical exertion, or on sneezing or coughing. Continence during a rise in abdominal pressure depends on the urethra being compressed more than the bladder is pressurised. John DeLancey's 'hammock hypothesis' of 1994 describes the urethra as lying on a supportive layer of endopelvic fascia and anterior vaginal wall, attached to the levator ani; when pressure rises, the urethra is compressed against this firm backstop. If the support is weakened, as by stretching and nerve injury in vaginal childbirth, the urethra descends instead and pressure transmission fails; this is urethral hypermobility. Weakness of the urethral sphincter itself, intrinsic sphincter deficiency, is the other main mechanism, and the two often coexist. Risk factors include pregnancy and vaginal birth, obesity, chronic cough, constipation, high-impact sport and the menopause.",
            "Pelvic floor muscle training (PFMT) is the first-line treatment. A Cochrane review by Dumoulin and colleagues in 2018 found that women with stress incontinence who did PFMT were about eight times more likely to report cure than those who had no treatment. NICE guideline NG123 (2019) recommends offering a trial of supervised PFMT of at least three months' duration as first-line treatment, with a programme of at least eight contractions performed at least three times a day, and continuing if it helps.",
            "Training follows ordinary strength principles: correct technique first, then overload and progression. Contractions are progressed in duration, number and speed, from lying to sitting and standing, and into function, including 'the knack', a deliberate, well-timed pelvic floor contraction before and during a cough or lift, which Miller, Ashton-Miller and DeLancey showed in 1998 could reduce leakage on coughing within a week. Biofeedback or electrical stimulation is not offered routinely but can help women who cannot contract at all. Adherence is the main obstacle, and regular review, clear targets and reminder apps improve it. Women who do not improve are referred for specialist review of surgical or other options.",
          ),
        },
      },
      {
        title: "Pelvic Organ Prolapse",
        description:
          "Staging a prolapse objectively and offering conservative care, with pessaries where appropriate, are the skills practised here.",
        lesson: {
          title: "POP-Q staging and conservative management",
          html:
            p(
              "Pelvic organ prolapse is the descent of one or more of the anterior vaginal wall, posterior vaginal wall, uterus or cervix, or the vaginal vault after hysterectomy. Typical symptoms are a sensation of a bulge or something coming down, dragging or heaviness that worsens through the day, and difficulty emptying the bladder or bowel; signs on examination do not always match symptoms, and many women with mild anatomical descent have no complaints at all.",
              "Objective grading uses the Pelvic Organ Prolapse Quantification system, POP-Q, adopted by the International Continence Society in 1996 from the work of Richard Bump and colleagues. Six vaginal points and three dimensions are measured in centimetres relative to the hymen during maximal straining, and the most distal point determines the stage:",
            ) +
            "<ul><li>Stage 0: no prolapse demonstrated.</li><li>Stage I: the most distal portion is more than 1 cm above the hymen.</li><li>Stage II: the most distal portion is within 1 cm above or below the hymen.</li><li>Stage III: more than 1 cm below the hymen, but less than complete eversion (at least 2 cm shorter than the total vaginal length).</li><li>Stage IV: complete or nearly complete eversion of the vagina.</li></ul>" +
            p(
              "For symptomatic stage I or II prolapse, NICE NG123 recommends a programme of supervised PFMT for at least 16 weeks as first-line conservative treatment. The evidence comes largely from the POPPY trial by Suzanne Hagen and colleagues, published in <i>The Lancet</i> in 2014, in which women receiving five physiotherapy appointments of individualised PFMT over sixteen weeks had a greater reduction in prolapse symptoms than women given a lifestyle leaflet. Lifestyle advice remains part of management: losing weight, treating constipation and avoiding straining at stool, and modifying heavy lifting.",
              "Vaginal pessaries are an effective alternative or adjunct, particularly for women who prefer to avoid or delay surgery. Ring pessaries, with or without support, suit most women and allow intercourse; space-filling types such as the Gellhorn are used for more advanced prolapse. Fitting is a trial-and-error process that physiotherapists with extended training can undertake, with follow-up to change the device and to check for erosion, discharge or bleeding.",
            ),
        },
      },
    ],
  },
];
