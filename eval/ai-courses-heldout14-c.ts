/** Fourteenth held-out evaluation courses, advanced level (perfusion science to sleep medicine); see ai-courses-heldout14.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT14_C: EvalCourse[] = [
  {
    slug: "conduct-of-cardiopulmonary-bypass",
    discipline: "Perfusion science",
    title: "Conduct of Cardiopulmonary Bypass",
    description:
      "Cardiopulmonary bypass takes over the work of the heart and lungs during open-heart surgery, and the perfusionist who runs it must manage flow, pressure, gas exchange and anticoagulation together. This advanced module addresses circuit design and priming, target pump flow and oxygen delivery, heparin management with the activated clotting time, and myocardial protection with cardioplegia.",
    level: "advanced",
    duration: "12 weeks (with simulator sessions)",
    plantedGap: "cardioplegia",
    modules: [
      {
        title: "The Circuit and Its Prime",
        description:
          "Each component of the extracorporeal circuit, from venous cannula to arterial filter, and the haemodilution its priming volume causes.",
        lesson: {
          title: "Building and priming the circuit",
          html: p(
            "Since John Gibbon's first successful clinical use of a heart–lung machine in 1953, the basic plan of the bypass circuit has changed little, although each component has been transformed. Venous blood drains from the right atrium or both venae cavae through a cannula into a hard-shell venous reservoir, either by gravity, with the reservoir placed 40 to 70 cm below the patient, or with vacuum assistance of about −40 mmHg, which allows smaller cannulas and shorter lines. From the reservoir, an arterial pump drives blood through a hollow-fibre membrane oxygenator with an integrated heat exchanger, then through an arterial line filter of about 20 to 40 µm, and back to the patient through a cannula usually placed in the ascending aorta.",
            "Two pump types are used. A roller pump compresses tubing against a curved raceway; its output is set by rotation rate and tubing size and is largely independent of resistance, so an occluded line can generate dangerous pressures. A centrifugal pump imparts kinetic energy with a spinning cone or impeller; its output depends on preload and afterload, so flow must be measured with an ultrasonic flow probe, but it cannot pump large volumes of air and is less traumatic to blood over long runs.",
            "Before use, the circuit is filled with a priming solution, usually 1,200 to 1,500 mL of a balanced crystalloid such as Plasma-Lyte, often with mannitol and heparin added. When bypass starts this prime mixes with the patient's blood, diluting it. The predicted haematocrit on bypass is the patient's haematocrit multiplied by the estimated blood volume (EBV) and divided by the EBV plus the prime volume. For a 70 kg man with an EBV of 70 mL/kg (4,900 mL), a haematocrit of 40 per cent and a prime of 1,400 mL, the result is 0.40 × 4,900 ÷ 6,300, about 31 per cent. For a 55 kg woman with an EBV of 65 mL/kg (3,575 mL) and a haematocrit of 33 per cent, the same prime gives about 24 per cent.",
            "Excessive haemodilution reduces oxygen-carrying capacity and increases transfusion. It can be limited by miniaturised circuits and by retrograde autologous priming, in which the patient's own blood displaces part of the crystalloid from the lines just before bypass begins.",
          ),
        },
      },
      {
        title: "Pump Flow, Pressure and Oxygen Delivery",
        description:
          "How much flow does a patient need on bypass? This module calculates target flow from body surface area and checks its adequacy with oxygen delivery.",
        lesson: {
          title: "Setting and judging flow",
          html:
            p(
              "Pump flow is conventionally indexed to body surface area (BSA). A common formula is Mosteller's: BSA (m²) = √(height in cm × weight in kg ÷ 3,600). For a patient 175 cm tall weighing 80 kg, BSA = √(14,000 ÷ 3,600) = √3.89, about 1.97 m². At normothermia a cardiac index of 2.2 to 2.4 L/min/m² is the usual target, giving a pump flow of 4.3 to 4.7 L/min. Because oxygen consumption falls by roughly 7 per cent for each degree Celsius of cooling, flow may be reduced during moderate hypothermia at about 28 to 32 °C.",
              "Flow and pressure are distinct. Mean arterial pressure on bypass equals flow multiplied by systemic vascular resistance, so a low pressure with adequate flow reflects vasodilation, treated with a vasoconstrictor such as phenylephrine or metaraminol, rather than a need for more flow. Most teams maintain a mean pressure of 50 to 80 mmHg, higher in patients with cerebrovascular disease or chronic hypertension, whose autoregulation curve is shifted to the right.",
              "Adequate flow is ultimately judged by oxygen delivery. Arterial oxygen content is CaO₂ = 1.34 × Hb × SaO₂ + 0.003 × PaO₂, in mL O₂ per dL of blood with Hb in g/dL and PaO₂ in mmHg. Indexed oxygen delivery is DO₂i = pump flow index × CaO₂ × 10. With Hb 8 g/dL, full saturation and a PaO₂ of 200 mmHg, CaO₂ = 10.7 + 0.6 = 11.3 mL/dL, and at 2.4 L/min/m² the DO₂i is 2.4 × 11.3 × 10, about 271 mL/min/m².",
            ) +
            "<table><tr><th>Monitor</th><th>Usual goal on bypass</th></tr><tr><td>DO₂i</td><td>above about 280 mL/min/m²</td></tr><tr><td>Venous oxygen saturation</td><td>above 70%</td></tr><tr><td>Lactate</td><td>below 2 mmol/L and not rising</td></tr><tr><td>Urine output</td><td>above 0.5 mL/kg/h</td></tr></table>" +
            p(
              "In the example, the patient sits just below the threshold of about 272 mL/min/m² that Ranucci and colleagues associated with acute kidney injury in 2005. Goal-directed perfusion would raise flow, or transfuse if flow is already high, rather than accept a low value.",
            ),
        },
      },
      {
        title: "Heparin, the ACT and Reversal",
        description:
          "Preventing clotting in the circuit without leaving the patient unable to clot afterwards is a balancing act that we work through dose by dose.",
        lesson: {
          title: "Anticoagulation for bypass",
          html: p(
            "Contact between blood and the artificial surfaces of the circuit activates the coagulation cascade, so patients must be fully anticoagulated before bypass begins. Unfractionated heparin remains the standard agent. It potentiates antithrombin about a thousandfold, inhibiting thrombin and factor Xa. The usual initial dose is 300 to 400 IU/kg given centrally, for example 32,000 IU for an 80 kg patient at 400 IU/kg, with a further 5,000 to 10,000 IU in the prime.",
            "Heparin's effect is measured at the bedside with the activated clotting time (ACT), in which whole blood is mixed with a contact activator such as celite or kaolin and the time to clot formation is recorded. A baseline ACT is about 100 to 140 seconds. Following the work of Bull and colleagues in the 1970s, most centres require an ACT above 400 to 480 seconds before bypass starts and check it every 20 to 30 minutes, giving additional heparin when it falls. Hypothermia and haemodilution prolong the ACT independently of heparin, so a long ACT during cooling can overstate anticoagulation.",
            "Heparin resistance, an inadequate rise in ACT despite more than about 500 IU/kg, is often due to antithrombin deficiency, for instance after prolonged preoperative heparin infusion. It is treated with antithrombin concentrate or fresh frozen plasma. Patients with heparin-induced thrombocytopenia, in whom heparin triggers platelet-activating antibodies, need an alternative such as bivalirudin, which has no reversal agent and is cleared partly by the kidneys.",
            "After separation from bypass, heparin is reversed with protamine sulfate, a positively charged protein that binds heparin to form an inactive complex. A common dose is 1 mg of protamine for each 100 IU of heparin given, though many teams now use lower ratios of 0.6 to 0.8 because excess protamine itself impairs clotting. It is given slowly over about 10 minutes because rapid administration can cause hypotension, and it can also cause anaphylactoid reactions and, rarely, severe pulmonary hypertension. Once protamine administration begins, the cardiotomy suckers must be switched off so that no clot is returned to the circuit.",
          ),
        },
      },
    ],
  },
  {
    slug: "electrode-kinetics-and-voltammetry",
    discipline: "Electrochemistry",
    title: "Electrode Kinetics and Voltammetry",
    description:
      "The rate at which charge crosses an electrode–solution interface depends on potential in ways that thermodynamics alone cannot predict. Graduate-level lectures develop the Nernst equation and formal potentials, Butler–Volmer kinetics and Tafel analysis, the structure of the electrical double layer, and cyclic voltammetry of reversible and quasi-reversible couples.",
    level: "advanced",
    duration: "one semester (3 lectures a week)",
    plantedGap: "double layer",
    modules: [
      {
        title: "Equilibrium: the Nernst Equation and Formal Potentials",
        description:
          "We revisit electrode potentials at equilibrium and correct the textbook standard potential for the real medium.",
        lesson: {
          title: "Potentials at equilibrium",
          html:
            p(
              "For a redox couple O + ne⁻ ⇌ R at equilibrium, the electrode potential is given by the Nernst equation, E = E° + (RT/nF) ln(a<sub>O</sub>/a<sub>R</sub>), where E° is the standard potential, a denotes activity, R is the gas constant, T the temperature and F the Faraday constant (96,485 C/mol). At 25 °C the factor 2.303RT/F equals 59.16 mV, so a tenfold change in the activity ratio shifts the potential by 59.16/n mV. For the Fe³⁺/Fe²⁺ couple, with E° = +0.771 V versus the standard hydrogen electrode (SHE), a ratio of 10:1 gives E = 0.771 + 0.059 = 0.830 V.",
              "Activities are rarely known in practice, and the species may be complexed or protonated. Electrochemists therefore use the formal potential, E°′, defined as the potential measured when the total analytical concentrations of the oxidised and reduced forms are equal in a specified medium. It incorporates activity coefficients and side reactions: the formal potential of Fe³⁺/Fe²⁺ is about 0.73 V in 1 M perchloric acid but about 0.70 V in 1 M hydrochloric acid, because chloride complexes Fe³⁺ more strongly than Fe²⁺. Writing E = E°′ + (RT/nF) ln(C<sub>O</sub>/C<sub>R</sub>) makes the equation directly usable with concentrations.",
              "Potentials are always measured against a reference electrode whose potential is fixed. The SHE is the formal zero but is inconvenient, so laboratories use secondary references and convert between scales:",
            ) +
            "<table><tr><th>Reference electrode</th><th>Potential vs SHE at 25 °C</th></tr><tr><td>Saturated calomel (SCE)</td><td>+0.241 V</td></tr><tr><td>Ag/AgCl, saturated KCl</td><td>+0.197 V</td></tr><tr><td>Ag/AgCl, 3 M KCl</td><td>+0.210 V</td></tr></table>" +
            p(
              "A potential of +0.500 V versus SCE is therefore +0.741 V versus SHE. In non-aqueous solvents, where junction potentials make aqueous references unreliable, IUPAC recommends reporting potentials against the ferrocenium/ferrocene couple measured in the same solution as an internal standard.",
            ),
        },
      },
      {
        title: "Butler–Volmer Kinetics and Tafel Analysis",
        description:
          "Away from equilibrium, current grows exponentially with overpotential; this module derives the relation and shows how to extract kinetic parameters from data.",
        lesson: {
          title: "Current and overpotential",
          html: p(
            "When a net current flows, the electrode potential departs from its equilibrium value by the overpotential η = E − E<sub>eq</sub>. For a single-step, one-electron reaction with no mass-transport limitation, the Butler–Volmer equation relates the current density to η: i = i₀ [exp(α<sub>a</sub>Fη/RT) − exp(−α<sub>c</sub>Fη/RT)]. The exchange current density i₀ is the equal and opposite rate of the forward and reverse reactions at equilibrium and measures intrinsic kinetic facility; α<sub>a</sub> and α<sub>c</sub> are the anodic and cathodic transfer coefficients, often close to 0.5 and summing to 1 for a simple step.",
            "Two limiting forms are useful. At small overpotentials, below about 10 mV, the exponentials can be linearised, giving i = i₀Fη/RT. The electrode then behaves as a resistor with charge-transfer resistance R<sub>ct</sub> = RT/(F i₀), which electrochemical impedance spectroscopy measures directly. At large overpotentials, above about 120 mV, the reverse term is negligible and η = a + b log|i|, the empirical relation Julius Tafel reported in 1905. The Tafel slope b = 2.303RT/(αF) equals 118 mV per decade of current for α = 0.5 at 25 °C, and extrapolating the linear Tafel region to η = 0 gives log i₀.",
            "A worked example shows why i₀ matters. If a reaction has i₀ = 1 × 10⁻⁶ A cm⁻² and a Tafel slope of 118 mV/decade, reaching a practical current density of 1 × 10⁻³ A cm⁻² requires three decades, an overpotential of about 354 mV. A catalyst with i₀ = 1 × 10⁻³ A cm⁻² would need almost none. Exchange current densities for hydrogen evolution span more than nine orders of magnitude, from roughly 10⁻³ A cm⁻² on platinum to about 10⁻¹² A cm⁻² on mercury, which is why mercury electrodes give such a wide cathodic window in polarography.",
            "Real Tafel plots must be corrected for the ohmic drop in solution, iR<sub>u</sub>, and for mass transport, since at high currents the surface concentration of reactant falls and the plot curves towards a limiting current. Multi-step mechanisms produce characteristic slopes of 40 or 30 mV/decade, which are used to identify the rate-determining step.",
          ),
        },
      },
      {
        title: "Cyclic Voltammetry",
        description: "What can a single triangular potential sweep tell us about a redox couple?",
        lesson: {
          title: "Reading a voltammogram",
          html:
            p(
              "In cyclic voltammetry the potential of a stationary working electrode in an unstirred solution is swept linearly from a starting value to a switching potential and back, at a scan rate v typically between 10 mV/s and several V/s, while the current is recorded. For a solution containing only the oxidised form O, the forward sweep towards negative potentials produces a cathodic peak: current rises as the potential approaches E°′ and then falls as the diffusion layer grows and the surface concentration of O is depleted. On the reverse sweep, the R that has accumulated near the electrode is reoxidised, producing an anodic peak.",
              "For an electrochemically reversible couple, in which electron transfer is fast compared with mass transport, the peak current at 25 °C is given by the Randles–Ševčík equation: i<sub>p</sub> = (2.69 × 10⁵) n<sup>3/2</sup> A D<sup>1/2</sup> C v<sup>1/2</sup>, with i<sub>p</sub> in amperes, A in cm², D in cm² s⁻¹, C in mol cm⁻³ and v in V s⁻¹. For n = 1, a 3 mm diameter disc (A = 0.0707 cm²), D = 1.0 × 10⁻⁵ cm² s⁻¹, C = 1.0 mM (1.0 × 10⁻⁶ mol cm⁻³) and v = 0.1 V s⁻¹, the peak current is about 19 µA.",
            ) +
            "<ul><li>The peak separation ΔE<sub>p</sub> is about 59/n mV at 25 °C and independent of scan rate.</li><li>The ratio of anodic to cathodic peak currents is 1.</li><li>The peak current is proportional to the square root of scan rate.</li><li>The midpoint of the two peak potentials approximates E°′.</li></ul>" +
            p(
              "A couple that meets all four criteria is reversible. If electron transfer is slower, the couple is quasi-reversible: ΔE<sub>p</sub> grows as the scan rate increases, because the kinetics can no longer keep pace, and the standard rate constant k° can be estimated from the separation using Nicholson's 1965 working curve. A totally irreversible couple shows no return peak. A peak-current ratio below 1, or one that changes with scan rate, points to a chemical reaction consuming R after electron transfer, a so-called EC mechanism. Ferrocene in acetonitrile, with ΔE<sub>p</sub> close to 60 mV at modest scan rates, is widely used to check that an instrument and cell behave properly, provided the uncompensated resistance is small.",
            ),
        },
      },
    ],
  },
  {
    slug: "endodontic-anatomy-and-canal-preparation",
    discipline: "Endodontics",
    title: "Endodontic Anatomy and Canal Preparation",
    description:
      "Root canal treatment succeeds when the whole canal system is located, shaped, disinfected and sealed. This advanced clinical module treats canal morphology and Vertucci's classification, working length determination with electronic apex locators, chemomechanical preparation with nickel–titanium instruments and sodium hypochlorite, and three-dimensional obturation by warm vertical compaction.",
    level: "advanced",
    duration: "one term (lectures and clinical skills laboratory)",
    plantedGap: "obturation",
    modules: [
      {
        title: "Canal Morphology",
        description:
          "Most missed canals are missed because the clinician did not expect them, so we study what each tooth usually contains.",
        lesson: {
          title: "The anatomy you cannot see",
          html:
            p(
              "The root canal system is rarely a single tapering tube. Cleared-tooth studies, micro-computed tomography and cone-beam CT (CBCT) show canals that divide, rejoin, communicate through isthmuses and end in several portals of exit. Failure to find and treat a canal leaves infected tissue behind and is a leading cause of persistent apical periodontitis.",
              "Frank Vertucci's 1984 study of 2,400 cleared teeth produced the most widely used classification, which describes the number of canals from the pulp chamber to the apex.",
            ) +
            "<table><tr><th>Type</th><th>Configuration</th></tr><tr><td>I</td><td>one canal from chamber to apex (1)</td></tr><tr><td>II</td><td>two canals that join before the apex (2–1)</td></tr><tr><td>III</td><td>one canal that divides and rejoins (1–2–1)</td></tr><tr><td>IV</td><td>two separate canals throughout (2)</td></tr><tr><td>V</td><td>one canal that divides near the apex (1–2)</td></tr><tr><td>VI</td><td>two canals that join and divide again (2–1–2)</td></tr><tr><td>VII</td><td>1–2–1–2</td></tr><tr><td>VIII</td><td>three separate canals (3)</td></tr></table>" +
            p(
              "Several teeth deserve particular suspicion. The mesiobuccal root of the maxillary first molar contains a second canal, MB2, in well over half of teeth in laboratory studies; it usually lies 1 to 3 mm palatal to the main mesiobuccal orifice along the groove towards the palatal canal and is often hidden under a dentine shelf. Mandibular incisors have two canals in roughly a quarter to a third of cases, usually Vertucci type III, with the lingual canal hidden behind the cingulum unless the access is extended incisally. About a third of mandibular first molars have two distal canals, and mandibular second molars may have a C-shaped canal, especially common in East Asian populations.",
              "Apical anatomy matters just as much. The apical foramen lies on average about 0.5 mm, and sometimes several millimetres, from the anatomical apex, and is often on the side of the root, so the radiographic apex is an unreliable end point. Kuttler described a minor constriction, the narrowest part of the canal, about 0.5 to 1 mm short of the foramen. Reading a preoperative radiograph from two angles, and CBCT for complex cases, guide the access cavity and the search for extra canals.",
            ),
        },
      },
      {
        title: "Working Length and Apex Locators",
        description:
          "You will learn to establish and confirm the working length, combining electronic and radiographic evidence.",
        lesson: {
          title: "Where should preparation end?",
          html: p(
            "The working length is the distance from a stable coronal reference point, such as a cusp tip or incisal edge, to the point at which canal preparation should end. Most authorities place this end point at or slightly short of the apical constriction, usually 0.5 to 1 mm short of the apical foramen. Preparing beyond the foramen pushes debris and irrigant into the periapical tissues and destroys the apical seat; stopping far short leaves an infected apical segment untreated. Outcome studies by Sjögren and colleagues in 1990 found the highest healing rates in teeth with apical periodontitis when treatment ended within 0 to 2 mm of the radiographic apex.",
            "Radiographic estimation alone has limits, because the image is two-dimensional and the foramen often exits laterally. Electronic apex locators (EALs) measure the electrical properties between a file in the canal and a lip clip. Modern third-generation and later devices, such as the Root ZX introduced by Kobayashi in the 1990s, compare impedance at two or more frequencies, a ratio method that works in the presence of electrolytes such as sodium hypochlorite. Under clinical conditions they locate the foramen within ±0.5 mm in roughly 80 to 95 per cent of canals.",
            "A typical sequence is as follows. After coronal flaring and a glide path with a size 10 or 15 K-file, the clinician advances a file until the locator reads 'apex' or '0.0', sets the rubber stop against the reference point and measures, say, 21.0 mm. Subtracting 0.5 to 1 mm gives a working length of 20.0 to 20.5 mm. A radiograph with the file in place then confirms that the length is plausible and reveals any curvature or second canal.",
            "Readings can be misleading. A file touching a metal restoration or a wet, flooded pulp chamber causes a short circuit and an early 'apex' signal; a canal blocked with debris or calcified gives unstable readings; and a very wide immature apex may not be detected. Working length should be rechecked after preparation, because straightening a curved canal typically shortens it by 0.5 to 1 mm.",
          ),
        },
      },
      {
        title: "Chemomechanical Preparation",
        description:
          "Files shape the canal and irrigants disinfect it; this module treats nickel–titanium instruments and irrigation protocols as one process.",
        lesson: {
          title: "Shaping and cleaning together",
          html: p(
            "Chemomechanical preparation has two aims: to shape the canal into a continuously tapering form that preserves its original path and apical anatomy, and to remove or kill the microorganisms and tissue within it. Instruments alone cannot achieve the second aim, because micro-CT studies show that 35 per cent or more of canal walls remain untouched by files, particularly in oval canals and isthmuses. Irrigation does the rest.",
            "Nickel–titanium (NiTi) instruments, introduced to endodontics by Walia and colleagues in 1988, are made from an alloy of roughly equal atomic proportions of nickel and titanium. Its superelasticity, arising from a stress-induced transformation from austenite to martensite, allows files to follow curved canals with far less transportation than stainless steel. Thermomechanical treatments, as in M-Wire and controlled-memory alloys, increase flexibility and resistance to cyclic fatigue. Files are used in continuous rotation or in reciprocation, a back-and-forth motion with unequal angles, at the speed and torque the manufacturer specifies, after a reproducible glide path has been established with small hand files. Sizes follow ISO convention: a 25/.06 file has a tip diameter of 0.25 mm and a taper of 0.06 mm per mm of length.",
            "Sodium hypochlorite is the principal irrigant, used at 0.5 to 6 per cent. It is antimicrobial and the only common irrigant that dissolves organic tissue, but it does not remove the inorganic smear layer. For that, a chelator, usually 17 per cent EDTA, is used as a final rinse for about one minute, followed again by hypochlorite. Chlorhexidine 2 per cent is an alternative antimicrobial with substantivity but no tissue-dissolving action, and it must not meet hypochlorite in the canal, because the mixture forms a brown precipitate containing para-chloroaniline that blocks dentinal tubules.",
            "Safety rules matter. Irrigant is delivered through a side-vented 30-gauge needle placed 2 to 3 mm short of working length, never bound in the canal, and with gentle pressure. Extrusion of hypochlorite beyond the apex causes sudden severe pain, swelling and bruising. Activation with ultrasonics or sonic devices improves irrigant penetration into isthmuses and lateral canals.",
          ),
        },
      },
    ],
  },
  {
    slug: "hydropower-plant-hydraulics",
    discipline: "Hydropower engineering",
    title: "Hydropower Plant Hydraulics",
    description:
      "Hydropower converts the potential energy of stored or flowing water into electricity at overall efficiencies approaching 90 per cent. The course, for final-year and master's students in civil and mechanical engineering, deals with available power and head losses, turbine selection by specific speed, water hammer and surge tanks, and cavitation and the setting of turbines below tailwater.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "cavitation",
    modules: [
      {
        title: "Head, Flow and Power",
        description:
          "Before any equipment is chosen, the designer must know how much power the water can deliver and how much of the head is lost on the way to the turbine.",
        lesson: {
          title: "From gross head to megawatt-hours",
          html: p(
            "The power a hydropower plant delivers is P = ρ g Q H<sub>n</sub> η, where ρ is the density of water (1,000 kg/m³), g is 9.81 m/s², Q is the discharge in m³/s, H<sub>n</sub> the net head in metres and η the overall efficiency of turbine, generator and transformer. The gross head is the difference between the headwater and tailwater levels; the net head is the gross head less the hydraulic losses in the intake, conduits, valves and draft tube.",
            "Friction losses in a penstock are calculated with the Darcy–Weisbach equation, h<sub>f</sub> = f (L/D) v²/(2g). Consider a steel penstock 800 m long and 2.5 m in diameter carrying 20 m³/s. The cross-sectional area is π × 1.25², about 4.91 m², so the velocity is 4.07 m/s and the velocity head v²/2g is 0.845 m. With a friction factor f of 0.012, taken from the Moody diagram for the relevant Reynolds number and relative roughness, the friction loss is 0.012 × 320 × 0.845, about 3.2 m. Local losses at the trash rack, intake, bends and inlet valve are each expressed as a coefficient K multiplied by the velocity head; suppose they total a further 2.8 m.",
            "If the gross head is 120 m, the net head is therefore 114 m. With an overall efficiency of 0.88, the power is 1,000 × 9.81 × 20 × 114 × 0.88, about 19.7 MW. The annual energy depends on how often that flow is available, summarised by the capacity factor, the ratio of actual output to output at full power all year. At a capacity factor of 45 per cent the plant generates 19.7 MW × 8,760 h × 0.45, about 77,600 MWh or 77.6 GWh a year.",
            "In practice the design discharge is chosen from a flow duration curve, which shows the percentage of time each flow is equalled or exceeded. A run-of-river plant is often designed for a flow exceeded 20 to 40 per cent of the time, after deducting the environmental flow that must remain in the river. Because friction loss rises with the square of velocity, penstock diameter is chosen by balancing the capital cost of a larger pipe against the value of the energy lost over the plant's life.",
          ),
        },
      },
      {
        title: "Choosing a Turbine",
        description:
          "Pelton, Francis or Kaplan? Specific speed narrows the choice, and we test it on the plant from the previous module.",
        lesson: {
          title: "Specific speed and turbine types",
          html:
            p(
              "Hydraulic turbines fall into two classes. In impulse turbines, of which the Pelton wheel is the main example, the whole head is converted into the kinetic energy of free jets before the water strikes the runner, which turns in air at atmospheric pressure. In reaction turbines, such as the Francis and Kaplan types, the runner is completely filled with water and part of the energy is extracted from the pressure drop across it. A draft tube downstream recovers kinetic energy from the water leaving the runner.",
              "The specific speed expresses the combination of head, flow and rotational speed for which a runner shape is most efficient, independently of size. A common dimensionless form, used in the European Small Hydropower Association's guide, is n<sub>QE</sub> = n √Q / (gH)<sup>3/4</sup>, with n in revolutions per second. Each turbine type has its characteristic range.",
            ) +
            "<table><tr><th>Type</th><th>Typical n<sub>QE</sub></th><th>Typical head</th></tr><tr><td>Pelton, one jet</td><td>0.005–0.025</td><td>above about 200 m</td></tr><tr><td>Francis</td><td>0.05–0.33</td><td>about 20–700 m</td></tr><tr><td>Kaplan</td><td>0.19–1.55</td><td>about 2–40 m</td></tr></table>" +
            p(
              "Take the plant with a net head of 114 m and 20 m³/s, split between two identical units of 10 m³/s. A synchronous generator on a 50 Hz grid must turn at n = 120f/p revolutions per minute, where p is the number of poles; with 12 poles, n = 500 rpm, or 8.33 rev/s. Then (gH)<sup>3/4</sup> = (9.81 × 114)<sup>3/4</sup>, about 193, and n<sub>QE</sub> = 8.33 × 3.16 ÷ 193, about 0.136. That lies well inside the Francis range, as expected for a medium head.",
              "The runner types also differ in part-load behaviour. A Pelton turbine controls flow with a needle in each nozzle and keeps high efficiency down to about 20 per cent of rated flow. A Francis turbine, with fixed runner blades and adjustable guide vanes, loses efficiency quickly below about 50 per cent of rated flow. A Kaplan turbine adjusts both guide vanes and runner blades, a double regulation that gives a flat efficiency curve and suits rivers whose flow varies widely.",
            ),
        },
      },
      {
        title: "Water Hammer and Surge Tanks",
        description:
          "Closing a valve too quickly can burst a penstock, so this module quantifies pressure transients and the structures that tame them.",
        lesson: {
          title: "Transient pressures",
          html: p(
            "When the flow in a long pipeline is stopped or changed suddenly, for example when a turbine's guide vanes close after a load rejection, the momentum of the moving column of water is converted into a pressure wave that travels up and down the pipe at the wave speed a. In a steel penstock, where both the compressibility of water and the elasticity of the pipe wall matter, a is typically 1,000 to 1,300 m/s. The resulting pressure rise for an instantaneous change of velocity Δv is given by the Joukowsky equation, Δp = ρ a Δv.",
            "For the penstock in the earlier example, with water moving at 4.07 m/s and a = 1,200 m/s, instantaneous closure would produce Δp = 1,000 × 1,200 × 4.07, about 4.9 MPa, equivalent to a head of roughly 500 m on top of a static head of 120 m. No economic penstock is designed for such a load, so closure must be slower. The wave takes 2L/a to travel to the reservoir and back; for L = 800 m that is 1.33 s. Any closure faster than this is effectively instantaneous. For a slow, linear closure over time T much longer than 2L/a, Michaud's approximation gives Δh ≈ 2Lv/(gT); closing in 10 s gives about 2 × 800 × 4.07 ÷ (9.81 × 10), or 66 m.",
            "Slow closure conflicts with the need to control turbine speed, because after a load rejection the unit accelerates until the flow is cut off. Designers balance the two with a governor, a flywheel effect from the rotating masses, and, on long conduits, a surge tank. A surge tank is an open shaft or chamber connected to the conduit near the powerhouse. It reflects the pressure waves, so that only the short penstock below it experiences water hammer, and it supplies or absorbs water while the slow mass oscillation of the long tunnel runs its course.",
            "The surge tank must be large enough for its oscillations to be stable and to stay within the shaft: the water level must not rise over the top after a load rejection nor fall low enough on a load acceptance to let air into the tunnel. Orifice and differential tanks add damping.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-sleep-disorders-and-polysomnography",
    discipline: "Sleep medicine",
    title: "Clinical Sleep Disorders and Polysomnography",
    description:
      "Sleep disorders are common, under-recognised and usually treatable. Trainees in respiratory medicine, neurology and psychiatry study polysomnographic scoring by the AASM rules, obstructive sleep apnoea and its treatment with positive airway pressure, narcolepsy and the multiple sleep latency test, and circadian rhythm disorders such as delayed sleep phase.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "circadian rhythm disorders",
    modules: [
      {
        title: "Scoring the Polysomnogram",
        description: "This module teaches the stage-by-stage rules for scoring sleep in 30-second epochs.",
        lesson: {
          title: "Stages W, N1, N2, N3 and R",
          html:
            p(
              "Attended polysomnography (PSG) records electroencephalography (EEG), electro-oculography (EOG), chin electromyography (EMG), airflow, respiratory effort, oxygen saturation, electrocardiography, leg EMG and body position overnight. Sleep is scored in consecutive 30-second epochs according to the American Academy of Sleep Medicine (AASM) Manual for the Scoring of Sleep and Associated Events, which replaced the Rechtschaffen and Kales rules of 1968. The recommended EEG derivations are frontal, central and occipital (F4-M1, C4-M1, O2-M1), each referred to the contralateral mastoid. Each epoch is assigned the stage that occupies the greater part of it.",
            ) +
            "<table><tr><th>Stage</th><th>Defining features</th></tr><tr><td>W</td><td>alpha rhythm (8–13 Hz) over the occiput with eyes closed for more than half the epoch; eye blinks, reading eye movements, high chin tone</td></tr><tr><td>N1</td><td>alpha replaced by low-amplitude mixed-frequency activity (4–7 Hz); slow rolling eye movements; vertex sharp waves</td></tr><tr><td>N2</td><td>K complexes not associated with arousal, or sleep spindles (11–16 Hz, at least 0.5 s), in the first half of the epoch or the last half of the previous one</td></tr><tr><td>N3</td><td>slow waves of 0.5–2 Hz and more than 75 µV peak to peak occupying at least 20% of the epoch</td></tr><tr><td>R</td><td>low-amplitude mixed-frequency EEG, rapid eye movements, lowest chin EMG of the record; sawtooth waves may occur</td></tr></table>" +
            p(
              "A healthy young adult spends roughly 5 per cent of total sleep time in N1, 45 to 55 per cent in N2, 15 to 20 per cent in N3 and 20 to 25 per cent in R, cycling through non-REM and REM sleep about every 90 minutes, with N3 concentrated in the first third of the night and REM in the last third. N3 declines markedly with age. Key summary measures are total sleep time, sleep efficiency (total sleep time divided by time in bed; below 85 per cent is usually considered reduced), sleep onset latency, REM latency and the arousal index.",
              "Arousals are scored when there is an abrupt shift in EEG frequency, including alpha, theta or frequencies above 16 Hz but not spindles, lasting at least 3 seconds after at least 10 seconds of stable sleep; in REM an arousal also requires a concurrent rise in chin EMG lasting at least 1 second. Inter-scorer agreement is good for N2 and R but poorer for N1 and N3, and a competent scorer should know where disagreements usually arise.",
            ),
        },
      },
      {
        title: "Obstructive Sleep Apnoea",
        description:
          "Here we go from the scoring of respiratory events to the severity of disease and the choice and follow-up of treatment.",
        lesson: {
          title: "Diagnosis and treatment of OSA",
          html:
            p(
              "Obstructive sleep apnoea (OSA) is repetitive collapse of the pharyngeal airway during sleep, causing reduced or absent airflow despite continued respiratory effort, with intermittent hypoxaemia and arousals that fragment sleep. Risk factors include obesity, male sex, increasing age, retrognathia, enlarged tonsils and a large neck circumference. Typical symptoms are loud snoring, witnessed apnoeas, unrefreshing sleep and daytime sleepiness, often quantified with the Epworth Sleepiness Scale, on which a score above 10 out of 24 suggests excessive sleepiness.",
              "Under the AASM rules an apnoea is a drop in the peak thermal sensor signal of at least 90 per cent for at least 10 seconds; it is obstructive if inspiratory effort continues and central if effort is absent. A hypopnoea is a drop in nasal pressure signal of at least 30 per cent for at least 10 seconds, associated with an oxygen desaturation of at least 3 per cent or an arousal. Some payers, including Medicare in the United States, require a 4 per cent desaturation criterion, which yields lower indices, so reports must state which rule was used.",
              "The apnoea–hypopnoea index (AHI) is the number of apnoeas and hypopnoeas per hour of sleep. A patient with 52 apnoeas and 78 hypopnoeas over 6.5 hours of sleep has an AHI of 130 ÷ 6.5 = 20 events per hour.",
            ) +
            "<ul><li>AHI 5 to under 15: mild OSA</li><li>AHI 15 to under 30: moderate OSA</li><li>AHI 30 or more: severe OSA</li></ul>" +
            p(
              "Continuous positive airway pressure (CPAP), introduced by Colin Sullivan in 1981, splints the pharynx open with a column of pressurised air delivered by mask. Pressure is set by attended titration or, more often now, by an auto-adjusting device, with typical effective pressures of 8 to 12 cmH₂O. CPAP reliably improves sleepiness and quality of life, and adherence is conventionally defined as use for at least 4 hours a night on 70 per cent of nights. Large trials such as SAVE (2016) did not show that CPAP prevents cardiovascular events in non-sleepy patients, though adherence in them was low. Alternatives include mandibular advancement devices for mild to moderate disease, positional therapy, weight loss and hypoglossal nerve stimulation. Sleepy drivers must be advised about their legal duties, such as notifying the DVLA in the UK.",
            ),
        },
      },
      {
        title: "Narcolepsy and the MSLT",
        description:
          "How is narcolepsy distinguished from other causes of sleepiness, and what does the multiple sleep latency test actually measure?",
        lesson: {
          title: "Hypocretin, cataplexy and daytime naps",
          html: p(
            "Narcolepsy is a chronic disorder of the regulation of sleep and wakefulness, with a prevalence of about 25 to 50 per 100,000 people. Its core symptom is excessive daytime sleepiness with irresistible sleep attacks. Narcolepsy type 1 is also characterised by cataplexy, sudden bilateral loss of muscle tone triggered by strong emotion, typically laughter, with preserved consciousness, lasting seconds to a couple of minutes. Sleep paralysis, hypnagogic hallucinations and disturbed night sleep are common in both types.",
            "Type 1 results from loss of the hypothalamic neurons that produce hypocretin, also called orexin, a pair of neuropeptides discovered in 1998. Nishino and colleagues showed in 2000 that most patients with cataplexy have undetectable hypocretin-1 in cerebrospinal fluid. The strong association with HLA-DQB1*06:02, found in over 90 per cent of patients with type 1, and the rise in cases after the 2009 H1N1 pandemic and one of its vaccines support an autoimmune cause. A CSF hypocretin-1 concentration of 110 pg/mL or less, or below one third of normal mean values, confirms type 1.",
            "The multiple sleep latency test (MSLT) measures the tendency to fall asleep. It follows an overnight PSG with at least 6 hours of sleep, which rules out other causes of sleepiness such as sleep apnoea. The patient is offered five nap opportunities at 2-hour intervals, lying in a dark room and asked not to resist sleep. Each nap ends after 20 minutes if no sleep occurs; if sleep occurs, the test continues for 15 minutes after sleep onset to detect REM sleep. A sleep-onset REM period (SOREMP) is REM within 15 minutes of sleep onset. Under the International Classification of Sleep Disorders (ICSD-3), a mean sleep latency of 8 minutes or less with two or more SOREMPs supports narcolepsy, and a SOREMP on the preceding night's PSG may replace one of them.",
            "Drugs that suppress REM sleep, especially antidepressants, should be stopped about two weeks beforehand where safe, and a sleep diary or actigraphy should confirm adequate sleep. Treatment combines scheduled naps with wake-promoting drugs such as modafinil, pitolisant or solriamfetol, and sodium oxybate, which improves both sleepiness and cataplexy.",
          ),
        },
      },
    ],
  },
];
