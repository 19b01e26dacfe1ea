/** Twenty-first held-out evaluation courses, advanced level (pipeline engineering to oral medicine); see ai-courses-heldout21.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT21_C: EvalCourse[] = [
  {
    slug: "onshore-pipeline-design-and-integrity",
    discipline: "Pipeline engineering",
    title: "Onshore Pipeline Design and Integrity",
    description:
      "Pipelines carry most of the world's oil and natural gas over long distances. At master's level, students size lines with steady-state hydraulics, calculate wall thickness to ASME B31.8 and B31.4, analyse surge pressures, design cathodic protection against external corrosion, and plan in-line inspection.",
    level: "advanced",
    duration: "one semester (MSc module, 15 credits)",
    plantedGap: "cathodic protection",
    modules: [
      {
        title: "Steady-State Hydraulics",
        description:
          "Sizing a liquid line starts from the Darcy–Weisbach equation, which we apply to a worked crude oil example.",
        lesson: {
          title: "Pressure drop in a liquid pipeline",
          html: p(
            "For an incompressible liquid flowing steadily in a full pipe, the frictional pressure drop is given by the Darcy–Weisbach equation, ΔP = f (L/D) (ρv²/2), where f is the Darcy friction factor, L the length, D the internal diameter, ρ the density and v the mean velocity. The friction factor depends on the Reynolds number Re = ρvD/μ and on the relative roughness ε/D. For laminar flow, below Re of about 2,300, f = 64/Re. Almost all transmission pipelines run in turbulent flow, for which f is obtained from the implicit Colebrook–White equation, 1/√f = −2 log₁₀[(ε/D)/3.7 + 2.51/(Re √f)], or from its explicit approximation by Swamee and Jain, or read from the Moody diagram.",
            "Worked example: a crude oil line has an internal diameter of 0.4 m and carries 0.25 m³/s of oil with ρ = 850 kg/m³ and dynamic viscosity μ = 0.01 Pa·s. The flow area is π × 0.4² / 4 = 0.1257 m², so v = 0.25 / 0.1257 ≈ 1.99 m/s. Then Re = 850 × 1.99 × 0.4 / 0.01 ≈ 67,600, which is turbulent. With new steel pipe roughness ε = 0.045 mm, ε/D = 0.00011, and the Colebrook equation gives f ≈ 0.020. Per kilometre, ΔP = 0.020 × (1,000 / 0.4) × (850 × 1.99² / 2) ≈ 0.020 × 2,500 × 1,683 ≈ 84,200 Pa, or about 0.84 bar/km. A 100 km section therefore loses about 84 bar to friction, before any elevation change, which is added as ρgΔz: a 200 m climb adds 850 × 9.81 × 200 ≈ 16.7 bar.",
            "These figures drive the design trade-off. A larger diameter lowers velocity, and at constant flow the friction loss falls roughly with the fifth power of diameter, reducing pumping power and the number of pump stations, but increases the cost of steel, coating and construction. Designers compare the life-cycle cost of several diameters, typically aiming at velocities of 1 to 2.5 m/s for crude oil, and then space pump stations so that the hydraulic gradient never falls below the vapour pressure of the liquid at any high point of the route.",
          ),
        },
      },
      {
        title: "Wall Thickness and Design Codes",
        description:
          "You will calculate the wall thickness required for internal pressure using the Barlow formula and the design factors of ASME B31.8, then check the result against the code's other requirements.",
        lesson: {
          title: "Barlow's formula and location class",
          html:
            p(
              "The hoop stress in a thin-walled pipe under internal pressure P is σ = PD/(2t), where D is the outside diameter and t the wall thickness. Pipeline codes limit this stress to a fraction of the specified minimum yield strength (SMYS) of the steel. ASME B31.8, the American code for gas transmission and distribution piping, writes the design equation as P = (2St/D) × F × E × T, where S is the SMYS, F the design factor, E the longitudinal joint factor (1.0 for seamless and submerged-arc-welded pipe) and T the temperature derating factor (1.0 up to 121 °C). Rearranged, the required thickness is t = PD / (2SFET).",
              "The design factor depends on the location class, which B31.8 assigns by counting buildings intended for human occupancy within a zone 220 yards either side of the pipeline along any 1-mile length:",
            ) +
            "<table><tr><th>Location class</th><th>Typical setting</th><th>Design factor F</th></tr><tr><td>1, Division 2</td><td>Open country, 10 or fewer buildings</td><td>0.72</td></tr><tr><td>2</td><td>Fringe areas, 11 to 45 buildings</td><td>0.60</td></tr><tr><td>3</td><td>Suburban, 46 or more buildings</td><td>0.50</td></tr><tr><td>4</td><td>Multi-storey buildings prevalent</td><td>0.40</td></tr></table>" +
            p(
              "Worked example: a gas line of 914 mm (36 in) outside diameter, API 5L grade X65 with SMYS 448 MPa, operates at a maximum allowable operating pressure of 10 MPa. In a Class 1 area, t = 10 × 914 / (2 × 448 × 0.72 × 1 × 1) = 9,140 / 645.1 ≈ 14.2 mm. Where the same line passes a Class 3 suburb, F = 0.50 and t ≈ 20.4 mm, so the designer specifies heavier-wall pipe for that section. A corrosion allowance is added if internal corrosion is expected. For liquid lines, ASME B31.4 uses a single design factor of 0.72 regardless of population, reflecting the different hazard of a liquid release.",
              "Pressure design alone is not sufficient. The thickness is also checked for handling and construction, commonly by a minimum D/t ratio of about 96 to 100, for external loads from soil and traffic at road and railway crossings, and for longitudinal stresses from temperature change and bending, with combined stress limits set in the code.",
            ),
        },
      },
      {
        title: "Surge and Water Hammer",
        description:
          "What happens to pressure when a valve slams or a pump trips, and how the transient is controlled.",
        lesson: {
          title: "Joukowsky pressure and surge protection",
          html: p(
            "When the velocity of a liquid column changes suddenly, for example when a valve closes or a pump station trips, the kinetic energy of the moving liquid is converted into a pressure wave that travels along the pipe at the speed of sound in the pipe–liquid system. The magnitude of the pressure rise for an instantaneous change in velocity Δv is given by the Joukowsky equation, ΔP = ρ a Δv, where a is the wave speed. For water in a steel pipe a is typically about 1,000 to 1,300 m/s; for crude oil in steel pipe about 900 to 1,100 m/s, depending on the ratio of diameter to wall thickness and on the bulk modulus of the liquid.",
            "Worked example: crude oil of density 850 kg/m³ flowing at 2 m/s in a line with a wave speed of 1,000 m/s is stopped by a valve closing quickly. ΔP = 850 × 1,000 × 2 = 1.7 MPa, or 17 bar, added to the steady operating pressure at the valve. For a line already running close to its maximum allowable operating pressure, this can exceed the permitted surge limit, which ASME B31.4 sets at 110 per cent of the internal design pressure.",
            "The Joukowsky value applies when closure is 'rapid', that is, faster than the round-trip time of the pressure wave, 2L/a. For a 50 km section with a = 1,000 m/s, 2L/a = 100 seconds, so a valve closing in 30 seconds acts as instantaneous for this purpose. Slowing closure well beyond 2L/a, so that reflected waves return and relieve the pressure while the valve is still moving, is the first line of defence. Others include surge relief valves that discharge to a tank when pressure exceeds a set point, pressure vessels or accumulators, flywheels on pumps, and control logic that sequences pump stations during shutdown. Down-surge also matters: pressure falling below vapour pressure at high points causes column separation, and the later collapse of the vapour cavity can produce pressures higher than the original surge. Transient analysis with the method of characteristics is therefore required for every liquid line design.",
          ),
        },
      },
      {
        title: "In-Line Inspection",
        description:
          "Intelligent pigs inspect the pipe from the inside; we compare the technologies and assess the corrosion they report.",
        lesson: {
          title: "Pigging, inspection tools and defect assessment",
          html:
            p(
              "A pig is a device inserted into a pipeline and driven along it by the flow. Utility pigs clean the line, remove wax or water, or separate batches of different products. In-line inspection (ILI) tools, often called intelligent or smart pigs, carry sensors and data recorders that survey the whole pipe wall in one run. Pigs are loaded in a launcher, a pressure-rated barrel with a closure door and valves that divert flow behind the pig, and recovered from a receiver at the far end. A line is 'piggable' only if its bends, valves and diameter changes allow a tool to pass; bends of at least 3D radius and full-bore valves are specified for new lines for this reason.",
            ) +
            "<ul><li>Magnetic flux leakage (MFL) tools magnetise the wall to near saturation; metal loss makes flux leak out, where sensors detect it. Robust and widely used in gas lines.</li><li>Ultrasonic wall measurement tools (UT) measure thickness directly from echo times, with better sizing accuracy, but need a liquid couplant, so they suit liquid lines.</li><li>Ultrasonic crack detection tools use angled shear waves to find axial cracks, including stress corrosion cracking.</li><li>Geometry or caliper tools detect dents, ovality and buckles.</li><li>Inertial mapping units record the pipeline's position and bending strain.</li></ul>" +
            p(
              "The ILI vendor reports each anomaly with its length, depth and position. The operator then assesses whether it can remain in service. For corrosion, the classic method is ASME B31G, which estimates the failure pressure of a metal-loss defect from its depth d and axial length L relative to the wall thickness and diameter; the modified B31G and the RSTRENG effective-area method reduce its conservatism. As a rule of thumb, a defect deeper than 80 per cent of the wall is repaired regardless of calculated strength. Repeat runs a few years apart allow corrosion growth rates to be estimated, and the re-inspection interval is set so that no defect can reach a critical size before the next run.",
            ),
        },
      },
    ],
  },
  {
    slug: "air-transport-law-liability-and-rights",
    discipline: "Aviation law",
    title: "Air Law: Sovereignty, Carrier Liability and Passenger Rights",
    description:
      "International civil aviation rests on a handful of treaties and a large body of case law. At an advanced level this module analyses the Chicago Convention and the freedoms of the air, air carrier liability under the Montreal Convention 1999, passenger rights under EU Regulation 261/2004, and the investigation of accidents under Annex 13.",
    level: "advanced",
    duration: "one term (LLM elective)",
    plantedGap: "Annex 13",
    modules: [
      {
        title: "The Chicago Convention and the Freedoms of the Air",
        description:
          "Sovereignty over airspace and the exchange of traffic rights between states: the foundations laid in Chicago in 1944 and built on by bilateral agreements.",
        lesson: {
          title: "Airspace sovereignty and traffic rights",
          html:
            p(
              "The Convention on International Civil Aviation, signed at Chicago on 7 December 1944, is the constitution of international air law. Article 1 recognises that every state has complete and exclusive sovereignty over the airspace above its territory, including its territorial sea. Article 5 gives aircraft of other contracting states on non-scheduled flights the right to overfly and make stops for non-traffic purposes, but Article 6 provides that no scheduled international air service may be operated over or into a state's territory except with that state's special permission. The Convention also established the International Civil Aviation Organization (ICAO), which adopts Standards and Recommended Practices (SARPs) as annexes; under Article 38 a state that cannot comply with a standard must notify the difference.",
              "Because Chicago failed to agree a multilateral exchange of commercial rights, those rights are traded in bilateral air services agreements. They are described as the freedoms of the air:",
            ) +
            "<table><tr><th>Freedom</th><th>Right</th></tr><tr><td>First</td><td>To fly across another state's territory without landing</td></tr><tr><td>Second</td><td>To land for non-traffic purposes, such as refuelling</td></tr><tr><td>Third</td><td>To carry traffic from the home state to the other state</td></tr><tr><td>Fourth</td><td>To carry traffic from the other state back to the home state</td></tr><tr><td>Fifth</td><td>To carry traffic between two foreign states on a service starting or ending in the home state</td></tr><tr><td>Cabotage</td><td>To carry traffic within another state's territory</td></tr></table>" +
            p(
              "The first two freedoms are exchanged multilaterally among the parties to the International Air Services Transit Agreement of 1944. The rest depend on bilaterals, starting with the Bermuda Agreement of 1946 between the United Kingdom and the United States, which allowed fifth-freedom traffic subject to capacity principles. Cabotage is generally reserved to national carriers, and Article 7 of the Convention allows states to refuse it. The modern trend toward 'open skies' agreements and, within the European Union, a single aviation market in which any Community carrier may operate any intra-EU route, has removed many of these limits, but ownership and control rules still tie airlines to their home states.",
            ),
        },
      },
      {
        title: "Carrier Liability under the Montreal Convention",
        description:
          "Who pays when a passenger is injured or baggage is lost on an international flight, how much, and where can the claim be brought?",
        lesson: {
          title: "Article 17, the two-tier regime and the meaning of 'accident'",
          html: p(
            "The Montreal Convention 1999 replaced the patchwork of the Warsaw Convention of 1929 and its amending protocols for carriage between states that are parties to it. It applies to international carriage of persons, baggage or cargo by aircraft for reward, defined by the places of departure and destination in the contract of carriage. It is exclusive: under Article 29 any action for damages in such carriage, however founded, can be brought only subject to the Convention's conditions and limits, so a passenger cannot escape it by suing in tort under national law.",
            "Under Article 17(1) the carrier is liable for damage sustained in case of death or bodily injury of a passenger upon condition only that the accident which caused it took place on board the aircraft or in the course of embarking or disembarking. Liability is two-tier. Up to 128,821 Special Drawing Rights per passenger (the figure as revised by ICAO in 2019), liability is strict and the carrier cannot exclude or limit it. Above that amount, under Article 21, the carrier escapes liability only by proving that the damage was not due to its negligence or was solely due to the negligence of a third party. There is no upper limit on compensation for death or injury.",
            "The word 'accident' was defined by the US Supreme Court in Air France v Saks (1985), under Warsaw, as an unexpected or unusual event or happening external to the passenger. A passenger's own reaction to the normal operation of the aircraft, such as deafness from ordinary cabin pressure changes, is not an accident. Courts have also held that 'bodily injury' excludes purely psychological harm: Eastern Airlines v Floyd (1991) in the United States and, in the House of Lords, Morris v KLM [2002] UKHL 7, although mental injury caused by or resulting in physical injury may be recovered.",
            "Other provisions complete the regime. Article 19 covers delay, with liability limited for passengers to 5,346 SDR; baggage is limited to 1,288 SDR per passenger unless a special declaration of value was made. Article 33 offers up to five jurisdictions, including the passenger's principal and permanent residence for death and injury claims, and Article 35 extinguishes the right to damages if no action is brought within two years.",
          ),
        },
      },
      {
        title: "Passenger Rights in the European Union",
        description:
          "Fixed compensation for cancellation and delay under Regulation 261/2004, as extended by the Court of Justice, and the defence of extraordinary circumstances.",
        lesson: {
          title: "Regulation 261/2004 and its case law",
          html:
            p(
              "Regulation (EC) No 261/2004 gives passengers standardised rights in cases of denied boarding, cancellation and long delay. It applies to passengers departing from an airport in a member state and to those flying to the EU from a third country on an EU carrier. After the United Kingdom left the EU, the same rules were retained in UK law as UK261, with compensation expressed in pounds.",
              "The Regulation provides three kinds of remedy: care (meals, refreshments, communication and, where needed, hotel accommodation and transport), a choice between reimbursement and re-routing, and fixed compensation under Article 7, set by distance:",
            ) +
            "<ul><li>€250 for flights of 1,500 km or less;</li><li>€400 for intra-EU flights of more than 1,500 km and all other flights between 1,500 and 3,500 km;</li><li>€600 for all other flights.</li></ul>" +
            p(
              "The text grants compensation for cancellation and denied boarding but not for delay. In Sturgeon v Condor (Joined Cases C-402/07 and C-432/07, 2009), the Court of Justice held that passengers who reach their final destination three hours or more late suffer a loss comparable to cancellation and must be compensated in the same way, relying on the principle of equal treatment. The ruling was confirmed in Nelson (C-581/10, 2012) and has produced most of the claims brought since.",
              "Under Article 5(3) the carrier need not pay compensation for a cancellation, or by extension a long delay, if it proves that it was caused by extraordinary circumstances that could not have been avoided even if all reasonable measures had been taken. In Wallentin-Hermann v Alitalia (C-549/07, 2008) the Court held that a technical problem is not extraordinary unless it stems from events which, by their nature or origin, are not inherent in the normal exercise of the carrier's activity. The Court of Appeal applied this in Huzar v Jet2.com [2014] EWCA Civ 791, holding that an unforeseen wiring defect was not extraordinary. Weather, air traffic control decisions, security risks and strikes by third-party staff usually qualify, but the carrier must still show it took all reasonable measures. The duty of care, by contrast, applies even in extraordinary circumstances.",
            ),
        },
      },
    ],
  },
  {
    slug: "dendrochronology-crossdating-and-climate",
    discipline: "Dendrochronology",
    title: "Dendrochronology: Crossdating, Chronologies and Climate",
    description:
      "Tree rings record time and environment at annual resolution, which makes them the most precise natural archive of the last twelve thousand years. Advanced students learn crossdating and the building of master chronologies, field sampling and ring-width measurement, statistical quality control, standardisation for climate reconstruction, and the dating of timber-framed buildings.",
    level: "advanced",
    duration: "one semester (lectures and laboratory)",
    plantedGap: "timber-framed buildings",
    modules: [
      {
        title: "The Principle of Crossdating",
        description:
          "Crossdating, not ring counting, is what makes tree-ring dates exact; this module shows how matching patterns assigns every ring to its calendar year.",
        lesson: {
          title: "From Douglass's skeleton plots to master chronologies",
          html: p(
            "In temperate and boreal climates most trees add one growth ring a year: light, wide-celled earlywood in spring and dense latewood in summer, with a sharp boundary where growth stops in autumn. Counting rings inward from a known bark date seems enough to date each one, but it is not. A tree under stress may fail to form a ring in a given year, or form one that is only partly present around the stem (a locally absent or 'missing' ring), and a drought in midsummer followed by renewed growth can produce a false ring that looks like an annual boundary. Simple counts can therefore be wrong by several years.",
            "The solution, developed by the astronomer A. E. Douglass at the University of Arizona from 1904 onward, is crossdating: matching the pattern of wide and narrow rings among many trees growing under the same climate. Because a dry year narrows rings in most trees of a region, the sequence of narrow 'marker' or signature years forms a pattern as distinctive as a bar code. Douglass recorded it with skeleton plots, in which each narrow ring is drawn as a vertical line whose length shows how narrow it is relative to its neighbours; sliding the plots of two samples against each other reveals the one position where the lines coincide. Where one sample lacks a ring that all others show, the missing ring is inserted; where a sample has an extra ring, it is identified as false.",
            "Crossdated series from living trees are then combined into a master chronology for a species and region. Older material, from archaeological wood, subfossil trees in bogs and lakes, or dead trees on the landscape, is crossdated against the living chronology where their ring sequences overlap, extending it back year by year. This is how the bristlecone pine chronology of the White Mountains of California, developed by Edmund Schulman and Wesley Ferguson, reached more than 8,000 years, and how the continuous oak and pine chronologies of central Europe reach back more than 12,000 years. In the Southern Hemisphere the convention proposed by Schulman assigns each ring to the calendar year in which growth started.",
          ),
        },
      },
      {
        title: "Sampling and Measurement",
        description:
          "In the field and the laboratory: taking cores, preparing surfaces and measuring ring widths to a hundredth of a millimetre.",
        lesson: {
          title: "Cores, preparation and ring-width series",
          html:
            p(
              "Sampling design depends on the question. For climate work, the dendrochronologist selects sites where growth is limited by one factor, for example moisture on well-drained slopes at the lower forest border, or temperature at the alpine or northern tree line, and samples old, undisturbed trees. For dating, any wood with enough rings will do, but the more rings a sample has, the more reliable the match.",
            ) +
            "<ul><li>Use an increment borer, a hollow auger of 5 mm internal diameter, driven in at breast height toward the pith.</li><li>Take at least two cores per tree, from opposite sides, to detect missing rings and local anomalies.</li><li>Sample 15 to 20 trees or more per site so that a robust common signal can be estimated.</li><li>Glue the dried cores into grooved wooden mounts with the cells vertical, then sand progressively up to 400 or 600 grit until every cell boundary is sharp.</li></ul>" +
            p(
              "Ring widths are measured on a sliding stage under a stereomicroscope, with a linear encoder recording the position to 0.01 or 0.001 mm, using software such as TSAP or MeasureJ2X, or from high-resolution scans with CooRecorder. Each series is stored in a standard format such as Tucson (RWL) with its first year and ring widths.",
              "Dating is then checked statistically. In the American tradition the program COFECHA, written by Richard Holmes in 1983, correlates segments of each series, usually 50 years long with 25-year overlaps, against a master built from all other series, flags segments whose correlation falls below the 99 per cent critical value and suggests alternative positions. In European dating practice, matches between a sample and a reference chronology are judged by the Baillie–Pilcher t-value, where t above about 3.5 indicates a possible match and values above 5 or 6 a strong one, together with the Gleichläufigkeit, the percentage of years in which two series change in the same direction. A date is accepted only when several independent references agree and the visual match confirms it.",
            ),
        },
      },
      {
        title: "Standardisation and Climate Reconstruction",
        description:
          "How is a growth trend removed, a chronology assessed, and a ring-width record turned into an estimate of past rainfall or temperature?",
        lesson: {
          title: "Detrending, EPS and transfer functions",
          html: p(
            "Raw ring widths mix a climate signal with non-climatic trends. As a tree grows, it adds wood to a larger circumference, so rings tend to narrow with age even in a constant climate, and competition or disturbance add further low-frequency changes. Standardisation removes these by fitting a curve to each series and dividing each ring width by the fitted value, giving a dimensionless index with a mean of about 1. Common choices are a negative exponential curve, which models the age trend; a straight line; or a cubic smoothing spline with a 50 per cent frequency cut-off at, say, 67 per cent of the series length. The choice matters, because any curve flexible enough to remove a trend of a given length also removes climate variation at that timescale, the so-called segment-length curse described by Ed Cook and colleagues in 1995. Regional curve standardisation, which fits one age curve to all series aligned by cambial age, can preserve centennial variation when enough samples are available.",
            "The index series are averaged, usually with a robust biweight mean, into a site chronology. Its reliability is measured by the mean inter-series correlation (rbar) and by the expressed population signal, EPS = n·rbar / (1 + (n − 1)·rbar), for n series. With rbar = 0.4 and n = 10, EPS = 4 / 4.6 ≈ 0.87. Following Wigley, Briffa and Jones (1984), a threshold of 0.85 is widely used; early parts of a chronology with fewer samples and a lower EPS are treated with caution.",
            "To reconstruct climate, the chronology is regressed on an instrumental record, for example June–August precipitation, over a calibration period, and the equation is tested over a withheld verification period. Skill is reported by the reduction of error (RE) and coefficient of efficiency (CE), both of which must be positive. Applied to the full chronology, the transfer function yields a reconstruction with uncertainty bands, as in the North American Drought Atlas of Cook and colleagues.",
          ),
        },
      },
    ],
  },
  {
    slug: "hydrogen-production-storage-fuel-cells",
    discipline: "Hydrogen energy",
    title: "Hydrogen Energy Systems: Production, Storage and Fuel Cells",
    description:
      "Low-carbon hydrogen is proposed for steelmaking, fertiliser, shipping and seasonal energy storage, but every kilogram costs energy to make, move and use. Final-year engineering students analyse steam methane reforming with carbon capture, water electrolysis, compressed and liquid storage, hydrogen embrittlement of steels, and the performance of PEM fuel cells.",
    level: "advanced",
    duration: "12 weeks (lectures, problem classes and a design project)",
    plantedGap: "embrittlement",
    modules: [
      {
        title: "Steam Methane Reforming and Carbon Capture",
        description:
          "Most hydrogen today comes from natural gas; we follow the chemistry, the energy balance and the CO₂ that results.",
        lesson: {
          title: "Reforming, shift and where the carbon goes",
          html: p(
            "Steam methane reforming (SMR) produces most of the world's hydrogen. Desulphurised natural gas is mixed with steam and passed through nickel-catalysed tubes in a fired furnace at about 800 to 900 °C and 20 to 30 bar. The reforming reaction, CH₄ + H₂O → CO + 3H₂, is strongly endothermic, with ΔH° ≈ +206 kJ/mol, so heat must be supplied by burning part of the feed gas and the tail gas in the furnace. Downstream, the water–gas shift reaction, CO + H₂O → CO₂ + H₂, ΔH° ≈ −41 kJ/mol, is carried out over iron–chromium and then copper-based catalysts at progressively lower temperatures to convert most of the carbon monoxide. Pressure swing adsorption (PSA) then separates hydrogen at 99.9 per cent purity or better.",
            "The overall stoichiometry, CH₄ + 2H₂O → CO₂ + 4H₂, implies 44 kg of CO₂ per 8 kg of hydrogen, or 5.5 kg CO₂ per kg H₂ from the feed carbon alone. Adding the fuel burnt to heat the furnace, a modern plant emits roughly 9 to 10 kg of CO₂ per kg of hydrogen, and more when upstream methane leakage is counted. The thermal efficiency of SMR is typically 70 to 80 per cent on a lower heating value basis.",
            "Carbon capture changes the picture only partly. The process CO₂ leaves the shift reactors at high concentration and pressure in the syngas, and can be captured relatively cheaply with amine or physical solvents, removing about 55 to 60 per cent of the plant's total emissions. The remaining CO₂ is in the dilute furnace flue gas and costs much more to capture. Autothermal reforming (ATR), in which oxygen is added so that partial oxidation supplies the heat inside the reactor, concentrates almost all the carbon in the process stream and makes capture rates of 90 to 95 per cent achievable, at the cost of an air separation unit. The residual emissions, together with methane leaks upstream, are why the 'blue' label for such hydrogen is contested.",
          ),
        },
      },
      {
        title: "Water Electrolysis",
        description:
          "This module derives the minimum voltage for splitting water, then compares the three main electrolyser technologies on efficiency, cost and flexibility.",
        lesson: {
          title: "Thermodynamics and electrolyser technologies",
          html:
            p(
              "Splitting water, H₂O → H₂ + ½O₂, requires a Gibbs free energy of 237.1 kJ per mole at 25 °C. Dividing by nF, where n = 2 electrons and F = 96,485 C/mol, gives the reversible cell voltage of 1.23 V. The total enthalpy of the reaction, 285.8 kJ/mol, corresponds to the thermoneutral voltage of 1.48 V, at which the electrical input exactly supplies both the free energy and the heat the reaction absorbs. Practical cells run at 1.7 to 2.0 V because of overpotentials at the electrodes and ohmic losses in the electrolyte, and the surplus appears as heat.",
              "Energy use follows directly. One kilogram of hydrogen is 496 moles, so at the thermoneutral voltage the electricity needed is 496 × 2 × 96,485 × 1.48 J ≈ 141.6 MJ, or 39.4 kWh, which equals the higher heating value of hydrogen. A stack running at 1.9 V needs 39.4 × 1.9/1.48 ≈ 50.6 kWh per kilogram, and with compression, water treatment and power conversion a complete system typically uses 50 to 55 kWh/kg, an efficiency of about 60 to 65 per cent on a lower heating value basis (33.3 kWh/kg).",
            ) +
            "<table><tr><th></th><th>Alkaline</th><th>PEM</th><th>Solid oxide</th></tr><tr><td>Electrolyte</td><td>25–30% KOH solution with a porous diaphragm</td><td>Perfluorosulphonic acid membrane (e.g. Nafion)</td><td>Yttria-stabilised zirconia ceramic</td></tr><tr><td>Operating temperature</td><td>60–90 °C</td><td>50–80 °C</td><td>700–850 °C</td></tr><tr><td>Catalysts</td><td>Nickel-based</td><td>Platinum (cathode), iridium oxide (anode)</td><td>Nickel cermet, perovskites</td></tr><tr><td>Strengths</td><td>Mature, low capital cost</td><td>Compact, high current density, fast response to variable power</td><td>Highest electrical efficiency, can use waste heat</td></tr><tr><td>Weaknesses</td><td>Slower dynamics, lower current density</td><td>Dependence on scarce iridium</td><td>Limited durability, early commercial stage</td></tr></table>" +
            p(
              "When the electricity comes from variable wind or solar plant, the capacity factor of the electrolyser becomes decisive: a stack running only 30 per cent of the time spreads its capital cost over fewer kilograms, which is why the fast dynamic response of PEM units and the lower capital cost of alkaline units are both weighed in project design.",
            ),
        },
      },
      {
        title: "Storing Hydrogen",
        description:
          "Hydrogen is light but bulky, so storage means either high pressure or very low temperature, and both cost energy.",
        lesson: {
          title: "Compressed gas, liquid hydrogen and their energy penalties",
          html: p(
            "Hydrogen has the highest energy content per unit mass of any fuel, a lower heating value of 120 MJ/kg, but at ambient conditions one kilogram occupies about 11 m³. Storage is therefore a problem of volume. At 350 bar hydrogen has a density of about 24 kg/m³ and at 700 bar about 40 kg/m³; liquid hydrogen at its normal boiling point of 20 K (−253 °C) reaches 70.8 kg/m³. Even so, liquid hydrogen holds only about a quarter of the energy of the same volume of petrol.",
            "Compressed storage is the norm for vehicles and small systems. Type IV tanks, with a polymer liner wrapped in carbon-fibre composite, hold hydrogen at 700 bar in fuel cell cars; type I all-steel cylinders, heavy and cheap, hold it at 200 to 300 bar in industry. Compression costs energy: isothermal compression from 20 to 700 bar requires RT ln(P₂/P₁) ≈ 4,124 × 298 × ln 35 ≈ 4.4 MJ/kg, and real multi-stage compressors need roughly twice the ideal work, or about 2.5 to 4 kWh/kg, some 8 to 12 per cent of the lower heating value. Filling a car tank quickly also heats the gas through compression, so dispensers pre-cool the hydrogen to −40 °C under the SAE J2601 fuelling protocol.",
            "Liquefaction is far more expensive. Cooling to 20 K requires pre-cooling, often with liquid nitrogen, and expansion stages, and hydrogen has an extra complication. Its molecules exist as ortho and para forms with different nuclear spin; at room temperature the mix is 75 per cent ortho, but at 20 K equilibrium is almost pure para, and the slow spontaneous conversion releases heat that would boil off the liquid. Catalysts are therefore used during liquefaction to convert ortho to para before storage. Current plants use about 10 to 13 kWh/kg, around 30 to 40 per cent of the lower heating value. Heat leaking into even well-insulated tanks causes boil-off, typically 0.1 to 1 per cent a day depending on size, which limits storage time.",
            "For large, seasonal quantities, salt caverns offer the cheapest option: the caverns at Teesside in the United Kingdom have stored hydrogen since the 1970s, and those at Clemens Dome and Moss Bluff in Texas hold thousands of tonnes.",
          ),
        },
      },
      {
        title: "PEM Fuel Cells",
        description: "How the fuel cell turns hydrogen back into electricity, read through its polarisation curve.",
        lesson: {
          title: "Reactions, losses and efficiency",
          html:
            p(
              "A proton-exchange membrane (PEM) fuel cell reverses electrolysis. At the anode, hydrogen is split on a platinum catalyst, H₂ → 2H⁺ + 2e⁻; the protons cross a hydrated polymer membrane while the electrons travel through the external circuit; and at the cathode oxygen combines with them, ½O₂ + 2H⁺ + 2e⁻ → H₂O. The theoretical open-circuit voltage is 1.23 V at 25 °C, but a real cell shows about 0.95 to 1.0 V with no load, because of hydrogen crossing the membrane and mixed potentials at the cathode.",
              "Under load the voltage falls, and the polarisation curve of voltage against current density shows three regions, each dominated by one loss:",
            ) +
            "<ul><li>Activation losses, at low current density, caused by the slow kinetics of the oxygen reduction reaction; they produce a steep initial drop of a few tenths of a volt.</li><li>Ohmic losses, in the middle region, caused by the resistance of the membrane and contacts; the curve is nearly linear here.</li><li>Concentration (mass transport) losses, at high current density, when oxygen cannot reach the catalyst fast enough, often because liquid water floods the pores; the voltage then falls sharply.</li></ul>" +
            p(
              "The operating point is a compromise between efficiency and power. The efficiency of a cell relative to the energy in the hydrogen is its voltage divided by the voltage equivalent of the heating value: 1.48 V on a higher heating value basis or 1.25 V on a lower heating value basis. A cell at 0.7 V therefore converts about 0.7/1.25 = 56 per cent of the lower heating value to electricity. At 0.7 V and 1.0 A/cm² the cell delivers 0.7 W/cm², so a 100 kW stack needs about 143,000 cm² of active area, for example 400 cells of about 360 cm² each. Running at 0.8 V would raise the efficiency to 64 per cent but, at a lower current density, would need a larger and more expensive stack.",
              "Water management is the practical challenge. The membrane conducts protons only when hydrated, yet excess product water floods the cathode. Automotive stacks operate at 60 to 80 °C with humidified gases, and platinum loadings have fallen to around 0.2 to 0.4 mg/cm² in total.",
            ),
        },
      },
    ],
  },
  {
    slug: "oral-medicine-mucosal-disease",
    discipline: "Oral medicine",
    title: "Oral Medicine: Diagnosis and Management of Mucosal Disease",
    description:
      "Oral medicine sits between dentistry and medicine and deals with the non-surgical disorders of the mouth. Postgraduate dental trainees learn to examine and biopsy the oral mucosa, manage oral lichen planus, recognise and refer oral potentially malignant disorders, diagnose recurrent aphthous stomatitis, and investigate burning mouth syndrome.",
    level: "advanced",
    duration: "one academic year (specialty training, weekly clinics and seminars)",
    plantedGap: "burning mouth syndrome",
    modules: [
      {
        title: "Examination and Biopsy",
        description: "A systematic mucosal examination, and the choice and handling of biopsy specimens.",
        lesson: {
          title: "Examining the mouth and choosing a biopsy",
          html: p(
            "A complete oral mucosal examination follows the same order every time, so that nothing is skipped. After extra-oral inspection and palpation of the cervical lymph nodes, the clinician examines the lips, the labial and buccal mucosa, the sulci, the hard and soft palate, the dorsum, lateral borders and ventral surface of the tongue, the floor of the mouth and the gingivae. The tongue is held in gauze and drawn forward and to each side, because the lateral border and the floor of the mouth are the commonest sites of oral squamous cell carcinoma and are easily missed. Every lesion is described by site, size in millimetres, colour, surface texture, consistency on palpation, and whether it can be wiped off, and it is photographed for comparison at review.",
            "Biopsy is the standard for diagnosis of any persistent mucosal lesion without an obvious cause. An excisional biopsy removes the whole lesion with a margin and suits small, probably benign lesions such as a fibroepithelial polyp. An incisional biopsy removes a representative part and is chosen for larger lesions or where malignancy or a mucosal disease is suspected; the site is chosen from the most abnormal-looking area, often a red or indurated part of a speckled white patch. A 4 to 6 mm punch or an elliptical scalpel incision provides tissue at least 3 mm deep to include the lamina propria.",
            "Handling matters as much as sampling. A specimen for routine histopathology is placed at once in 10 per cent neutral buffered formalin at about ten times its volume. If an immunobullous disease such as mucous membrane pemphigoid or pemphigus vulgaris is suspected, a second, perilesional specimen of intact mucosa is taken for direct immunofluorescence and sent fresh or in Michel's transport medium, never in formalin, which destroys the antigens. The request form should give the clinical description, the differential diagnosis and the patient's relevant medication, because many histological patterns can be interpreted correctly only in clinical context.",
          ),
        },
      },
      {
        title: "Oral Lichen Planus",
        description:
          "The commonest chronic mucosal disease seen in oral medicine clinics: you will learn its forms, its lichenoid mimics and its treatment.",
        lesson: {
          title: "Clinical forms, differential diagnosis and treatment",
          html: p(
            "Oral lichen planus (OLP) is a chronic T-cell-mediated inflammatory disease of stratified squamous epithelium, affecting roughly 1 to 2 per cent of adults, more often women in middle age. Cytotoxic CD8⁺ T cells attack the basal keratinocytes, but the antigen that triggers the response is unknown. Lesions are usually bilateral and symmetrical, most often on the posterior buccal mucosa, the tongue and the gingivae.",
            "The reticular form, a lace-like network of raised white lines called Wickham's striae, is the commonest and is often symptomless. Plaque-like and papular forms are also white. The atrophic form shows red, thinned mucosa, often at the gingival margin as desquamative gingivitis, and the erosive form shows painful erosions or ulcers surrounded by white striae; these red forms cause soreness with spicy or acidic food and are the ones that need treatment. Histology shows hyperkeratosis, saw-tooth rete ridges, liquefactive degeneration of the basal cell layer with colloid (Civatte) bodies, and a dense band-like infiltrate of lymphocytes immediately beneath the epithelium.",
            "Oral lichenoid lesions resemble OLP clinically and histologically but have an identifiable cause. Contact reactions to amalgam restorations are typically unilateral and confined to the mucosa touching the filling, and resolve when it is replaced. Lichenoid drug reactions are associated with medicines such as non-steroidal anti-inflammatory drugs, beta-blockers, ACE inhibitors and antimalarials. Chronic graft-versus-host disease after stem-cell transplantation produces a similar picture.",
            "Management begins with confirming the diagnosis by biopsy, removing any trigger and improving oral hygiene, since plaque worsens gingival lesions. Symptomatic disease is treated with topical corticosteroids: betamethasone soluble tablets used as a mouthwash, fluticasone spray or clobetasol propionate 0.05 per cent in an adhesive base. Topical tacrolimus is a second-line option in specialist care. Because erosive and atrophic OLP carries a small risk of malignant transformation, estimated at about 1 per cent over the course of the disease, patients are kept under long-term review and any change such as a persistent ulcer or induration prompts a new biopsy.",
          ),
        },
      },
      {
        title: "Oral Potentially Malignant Disorders",
        description: "Which white and red patches precede cancer, how dysplasia is graded, and when to refer urgently.",
        lesson: {
          title: "Leukoplakia, erythroplakia and dysplasia",
          html:
            p(
              "The World Health Organization's collaborating centre redefined the terminology in 2020: oral potentially malignant disorders (OPMDs) are clinical presentations that carry a risk of cancer development in the oral cavity, whether in a clinically definable precursor lesion or in clinically normal mucosa. The term replaced older names such as 'precancerous lesion' because many cancers arise outside the visible lesion and most lesions never progress.",
              "Leukoplakia is defined as a predominantly white plaque of questionable risk, having excluded other known diseases or disorders that carry no increased risk of cancer, such as frictional keratosis, candidosis, leukoedema or lichen planus. It is therefore a diagnosis of exclusion. Homogeneous leukoplakia is uniformly flat and thin; non-homogeneous leukoplakia is speckled (mixed red and white), nodular or verrucous, and carries a higher risk. Proliferative verrucous leukoplakia, a multifocal, progressive form most often seen in older women without tobacco exposure, has the highest transformation rate of all leukoplakias. Erythroplakia, a fiery red patch that cannot be characterised as any other definable lesion, is rare but very often shows severe dysplasia or carcinoma at biopsy.",
            ) +
            "<table><tr><th>Disorder</th><th>Key features</th><th>Approximate malignant transformation</th></tr><tr><td>Homogeneous leukoplakia</td><td>Flat, uniform white plaque</td><td>Low, under 5% over many years</td></tr><tr><td>Non-homogeneous leukoplakia</td><td>Speckled, nodular or verrucous</td><td>Several times higher than homogeneous</td></tr><tr><td>Proliferative verrucous leukoplakia</td><td>Multifocal, spreading, recurrent</td><td>Up to about half of patients over long follow-up</td></tr><tr><td>Erythroplakia</td><td>Red velvety patch</td><td>High; often already dysplastic or invasive</td></tr><tr><td>Oral submucous fibrosis</td><td>Fibrous bands, limited opening, linked to areca nut</td><td>About 4–8%</td></tr></table>" +
            p(
              "Biopsy determines the grade of epithelial dysplasia, from mild through moderate to severe, on architectural and cytological features; the 2017 WHO classification also allows a binary low-grade/high-grade system. Tobacco, alcohol and areca nut (betel quid) are the main risk factors, and cessation advice is part of every consultation. In the UK, NICE guideline NG12 recommends urgent referral on a suspected cancer pathway for a red or red-and-white patch, and for a lump or unexplained ulcer persisting for more than three weeks. Management of confirmed dysplasia ranges from surveillance to surgical or laser excision, but recurrence is common, so lifelong review is needed.",
            ),
        },
      },
      {
        title: "Recurrent Aphthous Stomatitis",
        description:
          "Mouth ulcers that keep coming back are common and usually benign, but each patient still needs classification, a search for systemic causes and a treatment plan.",
        lesson: {
          title: "Classifying and investigating recurrent aphthae",
          html:
            p(
              "Recurrent aphthous stomatitis (RAS) is the commonest cause of recurrent oral ulceration, affecting about one in five people at some time. It usually begins in childhood or adolescence, often runs in families and tends to lessen with age. The ulcers are round or oval, with a yellow-grey fibrinous floor and a red halo, and occur on non-keratinised mucosa: the lips, cheeks, floor of mouth and ventral tongue, rarely on the hard palate or attached gingivae. Their cause is not fully understood; a disordered cell-mediated immune response to the mucosa is likely, and local trauma, stress, stopping smoking and the menstrual cycle are recognised triggers.",
            ) +
            "<table><tr><th>Type</th><th>Size and number</th><th>Healing</th></tr><tr><td>Minor</td><td>Under 10 mm, 1–5 at a time</td><td>7–14 days, without scarring</td></tr><tr><td>Major</td><td>Over 10 mm, 1–2, may affect the soft palate and fauces</td><td>Weeks to months, often with scarring</td></tr><tr><td>Herpetiform</td><td>1–3 mm, up to 100, may coalesce</td><td>About 10–14 days</td></tr></table>" +
            p(
              "The diagnosis is clinical, but 'aphthous-like' ulcers can be a sign of systemic disease, which must be sought before treatment. Blood tests include a full blood count, ferritin, vitamin B12, folate and coeliac serology (tissue transglutaminase IgA with total IgA), since haematinic deficiency and coeliac disease are treatable causes. Crohn's disease, HIV infection, cyclic neutropenia and the periodic fever syndrome PFAPA should be considered where there are other features. Behçet's disease, a vasculitis common along the old Silk Road from the Mediterranean to Japan, is suspected when oral ulcers are accompanied by genital ulcers, uveitis or skin lesions, and requires referral.",
              "Treatment aims to reduce pain and the frequency of episodes. An antimicrobial mouthwash such as chlorhexidine 0.2 per cent reduces secondary infection, benzydamine relieves pain, and a sodium lauryl sulphate-free toothpaste helps some patients. Topical corticosteroids used at the first sign of an ulcer shorten each episode: hydrocortisone 2.5 mg muco-adhesive tablets or betamethasone soluble tablets dissolved as a mouthwash. Severe major aphthae may need a short course of systemic prednisolone or, under specialist care, colchicine or other systemic agents.",
            ),
        },
      },
    ],
  },
];
