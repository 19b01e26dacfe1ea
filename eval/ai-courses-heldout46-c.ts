/** Forty-sixth held-out evaluation courses, advanced level (ropeway engineering to art loss recovery law); see ai-courses-heldout46.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT46_C: EvalCourse[] = [
  {
    slug: "aerial-ropeway-design",
    discipline: "Ropeway engineering",
    title: "Design of Aerial Ropeways",
    description:
      "Carrying skiers and commuters across valleys, an aerial ropeway is a structure whose main members move. Postgraduate engineers analyse rope sag and tension, rope selection and safety factors under EN 12927, detachable grips, tower and sheave loads, and evacuation planning for stranded passengers.",
    level: "advanced",
    duration: "one semester (15 ECTS)",
    plantedGap: "evacuation",
    modules: [
      {
        title: "Sag, Tension and the Loaded Span",
        description:
          "The line geometry of a ropeway follows from the rope tension and the weights it carries, and this module derives it.",
        lesson: {
          title: "Rope geometry between towers",
          html: p(
            "A rope hanging under its own weight between two supports takes the shape of a catenary. For the spans and tensions of a ropeway, where the sag is a small fraction of the span, the parabola is an excellent approximation and leads to simple design formulae. For a horizontal span of length L carrying a uniformly distributed load w per unit length under a horizontal tension component H, the mid-span sag is f = wL²/(8H).",
            "On a monocable detachable gondola, the haul rope both carries and pulls the cabins, so the distributed load w is the self-weight of the rope plus the weight of the cabins averaged over their spacing. Consider a rope of 4.5 kg/m (about 44 N/m) with eight-seat cabins of 1,000 kg loaded mass spaced every 100 m, which adds about 98 N/m. With w = 142 N/m, a span of 400 m and H = 250 kN, the sag is 142 × 160,000 / (8 × 250,000) ≈ 11.4 m. The tension varies along the line, because the rope is steeper near the supports and because, on an inclined line, the uphill tension exceeds the downhill by roughly the weight of rope and load multiplied by the height difference.",
            "Tension is kept nearly constant in service by a tensioning system, either a counterweight hanging in a pit or a hydraulic cylinder acting on a movable bullwheel carriage. Without it, the sag would change with temperature, load and rope stretch, and the rope would either ground in the valley or over-stress on a hot, fully loaded day. The designer must check a series of load cases: empty line, fully loaded line, uphill loaded with downhill empty, and the highest permitted wind.",
            "Concentrated loads need separate treatment. A single loaded cabin at mid-span of an otherwise light rope produces a kink in the profile, and the sag under a point load P is approximately f = PL/(4H) plus the distributed-load sag. Ground clearance and clearance over obstacles are checked for the worst combination, including the swinging of cabins in wind.",
          ),
        },
      },
      {
        title: "Ropes, Splices and Safety Factors",
        description:
          "We examine how a haul rope is built, why its splice is tens of metres long, and how its life is monitored.",
        lesson: {
          title: "Rope construction and inspection under EN 12927",
          html:
            p(
              "Cableway ropes in Europe are governed by Regulation (EU) 2016/424 on cableway installations and by the harmonised standard EN 12927, <i>Safety requirements for cableway installations designed to carry persons: Ropes</i>. The standard covers the selection of ropes, their splicing and end fixings, and their inspection and discard in service.",
              "Haul and carrying-hauling ropes are usually six-strand ropes with a fibre or plastic core, in constructions such as Seale or Warrington-Seale that combine larger outer wires for abrasion resistance with smaller inner wires for flexibility. Track ropes on bicable and tricable systems are full-locked coil ropes, whose outer layer of Z-shaped wires presents a smooth surface to the carrier wheels and seals the interior against water.",
              "The adequacy of a rope is expressed as a safety factor: the ratio of its minimum breaking force to the maximum tension it experiences in service. EN 12927 sets minimum values that differ by rope function and by installation type, with higher factors for moving haul ropes, which suffer bending fatigue over sheaves and bullwheels, than for stationary track ropes. The order of magnitude is a factor of about 4 for carrying-hauling ropes and a little over 3 for track ropes.",
              "A haul rope forms a closed loop, so its two ends are joined by a long splice in which the strands of each end are laid into the other over a great length and their ends tucked into the core. The splice length is specified as a multiple of the rope diameter, of the order of 1,200 to 1,300 diameters; for a 50 mm rope that is more than 60 m. A splice made well has nearly the strength of the rope itself and passes over sheaves and through grips without a bump.",
            ) +
            "<ul><li>Visual inspection looks for broken wires, corrosion, wear and deformation.</li><li>Magnetic rope testing (MRT) passes the rope through a magnetising head and detects local faults (LF) and loss of metallic cross-sectional area (LMA) along the full length.</li><li>Discard is required when broken wires or LMA exceed limits set in the standard over a reference length.</li></ul>",
        },
      },
      {
        title: "Grips, Sheaves and Towers",
        description:
          "Where the moving rope meets fixed structure, local forces govern the design; this module shows how they are calculated.",
        lesson: {
          title: "Detachable grips and sheave train loads",
          html: p(
            "Detachable ropeways let each carrier leave the fast-moving rope in the stations, slow down for boarding, and reattach to the line. Line speeds of 5 to 6 m/s are typical for modern detachable gondolas and chairlifts, while carriers move through the stations at about 0.25 to 0.3 m/s. The grip that makes this possible is a pair of jaws closed on the rope by a spring pack, commonly stacks of disc springs, and opened in the station by a lever running on a fixed rail. Grip force must be high enough that the carrier cannot slip on the steepest section of line, including under braking, and the grips are tested in every station passage by a monitoring device that measures the spring force or the grip's opening against the rope. A grip that fails the test stops the installation.",
            "On the line, the rope is carried over towers by sheave trains, rocker assemblies of rubber-lined sheaves mounted in pairs, fours, eights or more. At each support the rope changes direction, and the vertical force on the sheave train follows from the tensions on either side and the deflection angle. For a rope of tension T deflected through a small total angle α, the resultant force is approximately V = 2T sin(α/2). A rope at 250 kN deflected through 4° therefore presses on its support with about 2 × 250 × sin 2° ≈ 17.4 kN.",
            "This load varies as cabins pass and as the rope profile changes between empty and loaded states. The designer must ensure two conditions. First, that the maximum load on each sheave stays within the rating of its liner and bearings. Second, and more critically on support towers, that the minimum load never becomes so small that the rope can lift off the sheaves. Standards set a minimum pressure per sheave for this reason, and the deflection angle at each tower is chosen in profile design to satisfy both limits. Depression towers, where the rope passes under the sheaves, are designed on the same principles with the force reversed.",
          ),
        },
      },
    ],
  },
  {
    slug: "engineering-on-permafrost",
    discipline: "Permafrost engineering",
    title: "Engineering on Permafrost",
    description:
      "Thawing ground settles, and a warming climate makes it thaw faster and deeper. Advanced civil engineering students study the thermal regime of the active layer, thaw settlement, the Stefan solution for thaw depth, thermosyphons and passive cooling, and the design of adfreeze piles.",
    level: "advanced",
    duration: "one semester (3 hours a week)",
    plantedGap: "adfreeze",
    modules: [
      {
        title: "The Ground Thermal Regime",
        description:
          "Permafrost is defined by temperature, not by ice, and the module begins by setting out the vocabulary and the seasonal cycle of the near-surface ground.",
        lesson: {
          title: "Permafrost, the active layer and taliks",
          html: p(
            "Permafrost is ground, soil or rock, that remains at or below 0 °C for at least two consecutive years. The definition is thermal: permafrost may be ice-rich, or it may contain almost no ice, as in dry gravels or sound bedrock. What matters for engineering is the ice content, because ice-rich ground settles and loses strength when it thaws, while ice-poor ground behaves much as it would in a temperate climate.",
            "Above the permafrost lies the active layer, which freezes each winter and thaws each summer. Its thickness ranges from a few tens of centimetres in the high Arctic to two metres or more near the southern limit of permafrost. Below the active layer, the annual temperature wave is damped with depth, and at the depth of zero annual amplitude, typically 10 to 20 m, the ground temperature is steady. That temperature, the mean annual ground temperature, is the key index of how stable the permafrost is: at −10 °C the ground has a large margin, while at −0.5 °C, common in discontinuous permafrost, even modest disturbance can start thaw.",
            "Permafrost zones are classified by the proportion of the land area underlain by frozen ground: continuous (over 90%), discontinuous (50 to 90%), sporadic (10 to 50%) and isolated patches (under 10%). A talik is a body of unfrozen ground within or beneath permafrost, often found under lakes and rivers deep enough not to freeze to the bottom.",
            "Construction almost always changes the surface energy balance. Clearing vegetation removes insulation and shade; a dark asphalt surface absorbs more solar radiation; snow ploughed into banks along an embankment insulates the ground in winter and keeps it warm; a heated building conducts heat downward. Each of these raises the mean surface temperature, deepens the active layer and may establish a talik beneath the structure that grows year by year. The engineer's first decision is therefore strategic: preserve the permafrost by keeping it frozen, or accept thaw and design for it, which is realistic only where the ground is ice-poor or the ice-rich layer can be removed.",
          ),
        },
      },
      {
        title: "How Deep Will It Thaw, and How Far Will It Settle?",
        description:
          "The Stefan equation gives a first estimate of thaw depth, and thaw strain turns that depth into settlement.",
        lesson: {
          title: "The Stefan solution and thaw settlement",
          html:
            p(
              "Josef Stefan's solution for the melting of ice, adapted to soils, gives a simple estimate of thaw depth by assuming that all the heat entering the ground is used to melt ice at the thaw front and none to warm the soil. The depth of thaw X after a season is X = √(2kI/L), where k is the thermal conductivity of the thawed soil (W/m·K), I the surface thawing index expressed in degree-seconds, and L the volumetric latent heat of the soil (J/m³). L is the dry density multiplied by the gravimetric water content and by the latent heat of fusion of water, 334 kJ/kg.",
              "A worked example: a silty sand has a dry density of 1,600 kg/m³, a water content of 20% and a thawed conductivity of 1.5 W/m·K. Then L = 1,600 × 0.20 × 334,000 ≈ 1.07 × 10<sup>8</sup> J/m³. A surface thawing index of 1,000 °C·days equals 8.64 × 10<sup>7</sup> °C·s, so X = √(2 × 1.5 × 8.64 × 10<sup>7</sup> / 1.07 × 10<sup>8</sup>) ≈ 1.56 m. Because the method neglects the sensible heat used to warm the soil, it overestimates thaw depth; the modified Berggren equation corrects for this with a coefficient λ, usually between 0.7 and 0.95.",
              "Settlement is estimated from thaw strain, the fractional reduction in thickness when a layer of frozen soil thaws and consolidates under its load. Thaw strain is measured in the laboratory on undisturbed frozen cores, and it depends strongly on excess ice, the ice beyond what would fill the pores of the thawed soil.",
            ) +
            "<table><tr><th>Layer</th><th>Thickness (m)</th><th>Thaw strain</th><th>Settlement (m)</th></tr><tr><td>Silty sand, ice-poor</td><td>0.6</td><td>0.03</td><td>0.02</td></tr><tr><td>Silt with ice lenses</td><td>0.7</td><td>0.20</td><td>0.14</td></tr><tr><td>Massive ice</td><td>0.3</td><td>0.90</td><td>0.27</td></tr><tr><td>Total</td><td>1.6</td><td></td><td>0.43</td></tr></table>" +
            p(
              "A settlement of 0.43 m beneath a road, varying from place to place with the ice distribution, is far beyond what a pavement can tolerate, which is why the preservation approach dominates on ice-rich ground.",
            ),
        },
      },
      {
        title: "Keeping the Ground Cold",
        description:
          "Thermosyphons, convective embankments and insulation remove or block heat without moving parts, and each suits different conditions.",
        lesson: {
          title: "Passive cooling methods",
          html: p(
            "Where permafrost must be preserved beneath a structure, the engineer can remove heat from the ground in winter, limit heat entering it in summer, or both. Passive methods, which need no power, dominate because they keep working in remote places with little maintenance.",
            "The thermosyphon is a sealed steel tube, partly filled with a working fluid such as carbon dioxide or ammonia, with its lower end, the evaporator, buried in the ground and its upper end, the condenser, exposed to the air, often with fins. When the air is colder than the ground, the fluid evaporates in the ground section, the vapour rises and condenses in the cold upper section, releasing heat to the air, and the condensate runs back down the wall. When the air is warmer than the ground, condensation stops and the device shuts off automatically, so it extracts heat only in winter. The Trans-Alaska Pipeline System, completed in 1977, used about 124,000 ammonia heat pipes in the vertical supports of its elevated sections to keep the ground frozen. Flat-loop and sloped thermosyphons are now placed beneath building floors and road embankments.",
            "Air convection embankments use a thick layer of coarse, poorly graded crushed rock, typically 100 to 300 mm in size. In winter, cold dense air sinks into the rock layer while warmer air rises out, setting up natural convection that cools the foundation; in summer the air in the rock is stably layered, with warm air above cold, and convection stops. The Qinghai–Tibet Railway, opened in 2006, used crushed-rock embankments extensively across warm, ice-rich permafrost at high altitude.",
            "Insulation, such as extruded polystyrene boards placed within an embankment, reduces the summer heat flow into the ground, but it also reduces the winter cooling, so on its own it only slows degradation. It is most effective combined with a cooling method. Simple measures also help: light-coloured surfaces, shading, and moving snow away from embankment slopes.",
          ),
        },
      },
    ],
  },
  {
    slug: "landslide-hazard-assessment-methods",
    discipline: "Landslide hazard assessment",
    title: "Landslide Hazard Assessment",
    description:
      "Slope instability kills thousands of people a year, most of them in failures triggered by rain. At an advanced level, this module deals with landslide classification, infinite-slope stability analysis, rainfall thresholds for early warning, and susceptibility mapping with GIS.",
    level: "advanced",
    duration: "one semester (lectures and computer practicals)",
    plantedGap: "susceptibility",
    modules: [
      {
        title: "Naming the Movement",
        description:
          "Hazard assessment starts with a shared vocabulary, so we begin with the classifications of Varnes and of Hungr, Leroueil and Picarelli.",
        lesson: {
          title: "Landslide types and velocity classes",
          html:
            p(
              "A landslide is the downslope movement of a mass of rock, debris or earth under gravity. The term covers phenomena as different as a single boulder falling from a cliff and a whole hillside creeping a few centimetres a year, and hazard assessment is impossible without distinguishing them, because each type has different triggers, speeds, runout distances and consequences.",
              "The classification of David Varnes (1978) combined two criteria: the type of movement (fall, topple, slide, spread or flow, with complex landslides combining more than one) and the type of material (rock, debris or earth). A rotational slide in clay, a rock fall and a debris flow are therefore three distinct classes. Hungr, Leroueil and Picarelli updated the scheme in 2014, redefining materials in geotechnical terms such as clay, silt, sand, gravel and boulders, and recognising 32 landslide types, including debris avalanche, mud flow and slope deformation.",
              "Velocity matters more than almost anything else for the risk to life, since people can escape a slow landslide but not a fast one. Cruden and Varnes (1996) proposed seven velocity classes, summarised below with the probable response.",
            ) +
            "<table><tr><th>Class</th><th>Description</th><th>Typical velocity</th><th>Response</th></tr><tr><td>7</td><td>Extremely rapid</td><td>over 5 m/s</td><td>escape unlikely</td></tr><tr><td>6</td><td>Very rapid</td><td>3 m/min</td><td>some lives lost</td></tr><tr><td>5</td><td>Rapid</td><td>1.8 m/h</td><td>evacuation possible</td></tr><tr><td>4</td><td>Moderate</td><td>13 m/month</td><td>some temporary structures survive</td></tr><tr><td>3</td><td>Slow</td><td>1.6 m/year</td><td>remedial work possible during movement</td></tr><tr><td>2</td><td>Very slow</td><td>16 mm/year</td><td>some permanent structures undamaged</td></tr><tr><td>1</td><td>Extremely slow</td><td>below 16 mm/year</td><td>imperceptible without instruments</td></tr></table>" +
            p(
              "Debris flows and rock avalanches sit in the top classes and cause most landslide deaths; deep-seated slides in clay usually sit in the lower classes and cause mostly economic loss.",
            ),
        },
      },
      {
        title: "The Infinite Slope",
        description:
          "For long, shallow slides parallel to the surface, a one-dimensional limit equilibrium analysis shows how groundwater controls stability.",
        lesson: {
          title: "Factor of safety and the role of pore pressure",
          html: p(
            "Many rainfall-triggered landslides are shallow translational slides in a soil layer a metre or two thick lying on firmer material, with a slip surface roughly parallel to the ground. Because the length of such a slide is many times its depth, the end effects can be neglected, and the slope can be analysed as infinite.",
            "Consider a slope at angle β, with a potential slip surface at vertical depth z, soil unit weight γ, and effective strength parameters c′ (cohesion) and φ′ (friction angle). Groundwater flows parallel to the slope with the water table at a height mz above the slip surface, where m ranges from 0 (dry) to 1 (water table at the surface). The factor of safety is the ratio of available shear strength to driving shear stress: FS = [c′ + (γz − mγ<sub>w</sub>z) cos²β tan φ′] / (γz sin β cos β), where γ<sub>w</sub> = 9.81 kN/m³.",
            "A worked example shows the effect of rising water. Take β = 30°, z = 2 m, γ = 19 kN/m³, c′ = 5 kPa and φ′ = 32°. The driving stress is 19 × 2 × sin 30° × cos 30° = 16.5 kPa. With the water table halfway up the layer (m = 0.5), the effective normal stress is (38 − 9.8) × 0.75 = 21.1 kPa, the strength is 5 + 21.1 × tan 32° = 18.2 kPa, and FS = 1.10. If prolonged rain raises the water table to the surface (m = 1), the effective normal stress falls to (38 − 19.6) × 0.75 = 13.8 kPa, the strength to 13.6 kPa, and FS = 0.83. The slope fails.",
            "Three lessons follow. First, pore pressure reduces stability by reducing effective normal stress, not by 'lubricating' the slip surface. Second, small cohesion values, including the apparent cohesion provided by roots, have a large effect on shallow slopes. Third, a cohesionless dry slope is stable at any depth provided β is less than φ′, which is why dry sand stands at its angle of repose. Software such as SHALSTAB and TRIGRS applies the same equation cell by cell over a digital elevation model.",
          ),
        },
      },
      {
        title: "Rainfall Thresholds and Warning",
        description:
          "Empirical thresholds link rainfall intensity and duration to the onset of landslides, and form the core of most regional warning systems.",
        lesson: {
          title: "Intensity–duration thresholds",
          html: p(
            "Physically based models need soil properties that are rarely known over large areas. Regional early warning systems therefore rely mostly on empirical rainfall thresholds: the minimum rainfall conditions that, in the historical record, have been associated with the onset of landslides. The most common form relates mean rainfall intensity I (mm/h) to event duration D (h) by a power law, I = αD<sup>−β</sup>.",
            "The classic example is Nels Caine's global threshold of 1980 for shallow landslides and debris flows, I = 14.82D<sup>−0.39</sup>. For a 24-hour storm, this gives I = 14.82 × 24<sup>−0.39</sup> ≈ 4.3 mm/h, or about 103 mm over the day. For a one-hour burst the threshold is 14.82 mm/h, and for a 100-hour event it falls to about 2.4 mm/h, a total of about 245 mm. The shape captures a physical reality: short storms must be intense to trigger failures, while long storms can do so at low intensity because the soil has time to become saturated. Later compilations, such as that of Guzzetti and colleagues (2008), derived a lower global minimum, I = 2.20D<sup>−0.44</sup>, and regional thresholds are usually much more useful than global ones.",
            "Defining a threshold requires a catalogue of dated landslides and a rain-gauge or radar record. Objective methods, such as the frequentist approach of Brunetti and colleagues, fit the power law to the lower percentiles of the rainfall conditions that triggered landslides, for example the 5% exceedance line, so that only 5% of known triggering events fall below it.",
            "A threshold is only part of a warning system. Antecedent rainfall matters, since a wet soil needs less rain to fail, and many systems add a measure of rainfall in the preceding days or of soil moisture. Performance is evaluated with a contingency table of true and false alarms and missed events. Above all, a warning is useful only if it reaches people in time and they know what to do when they receive it.",
          ),
        },
      },
    ],
  },
  {
    slug: "hospital-antimicrobial-stewardship",
    discipline: "Antibiotic stewardship",
    title: "Antimicrobial Stewardship in Hospital Practice",
    description:
      "Each antibiotic prescription selects for resistance somewhere. Pharmacists, microbiologists and senior prescribers at advanced level study the Start Smart then Focus approach, PK/PD dosing targets, intravenous-to-oral switch, procalcitonin-guided stopping, and auditing consumption in defined daily doses.",
    level: "advanced",
    duration: "one term, part-time (20 credits)",
    plantedGap: "procalcitonin",
    modules: [
      {
        title: "Start Smart, Then Focus",
        description:
          "The UK's stewardship framework asks for the right start and a deliberate review; this module works through both with cases.",
        lesson: {
          title: "The 48 to 72 hour review and the five decisions",
          html:
            p(
              "Antimicrobial stewardship is the coordinated set of actions that promote the responsible use of antimicrobials, so as to improve patient outcomes while limiting resistance, adverse effects such as <i>Clostridioides difficile</i> infection, and cost. In English hospitals the central framework is <i>Start Smart then Focus</i>, first published by Public Health England in 2011 and revised since.",
              "'Start smart' means not starting antibiotics without clinical evidence of bacterial infection; taking cultures before the first dose where possible; prescribing promptly, within an hour, in suspected sepsis; following local guidelines; and documenting the indication, the drug, the dose, the route and a planned review or stop date on the chart. 'Then focus' means a formal review by a senior clinician at 48 to 72 hours, when the patient's course and the microbiology results are available. The review must end in one of five documented decisions:",
            ) +
            "<ol><li>Stop: there is no evidence of infection, or the course is complete.</li><li>Switch from intravenous to oral.</li><li>Change, usually to a narrower-spectrum agent guided by cultures, sometimes to a broader one.</li><li>Continue, with the next review date recorded.</li><li>Outpatient parenteral antimicrobial therapy (OPAT).</li></ol>" +
            p(
              "The intravenous-to-oral switch deserves emphasis, because it is the easiest intervention and the most often missed. Criteria are typically that the patient is clinically improving, afebrile for 24 hours or more, haemodynamically stable, able to take and absorb oral medicines, and not suffering from an infection that requires high tissue concentrations, such as endocarditis, meningitis or an undrained abscess. Drugs with high oral bioavailability, such as doxycycline, clarithromycin, metronidazole, linezolid and the fluoroquinolones, achieve blood levels by mouth comparable to intravenous dosing. Early switch shortens hospital stay, removes the risk of cannula-related bloodstream infection and saves nursing time.",
            ),
        },
      },
      {
        title: "Dosing to the Target",
        description:
          "Pharmacokinetic and pharmacodynamic indices explain why beta-lactams are given often and aminoglycosides once a day.",
        lesson: {
          title: "PK/PD indices and their targets",
          html: p(
            "An antibiotic dose is effective only if the concentration-time profile it produces is adequate relative to the minimum inhibitory concentration (MIC) of the organism. Pharmacodynamic studies, many from the work of William Craig in animal infection models, have shown that the antibacterial effect of each class correlates best with one of three indices.",
            "For beta-lactams, killing is time-dependent: the relevant index is the percentage of the dosing interval during which the free drug concentration exceeds the MIC, written fT&gt;MIC. Targets of about 40% for carbapenems, 50% for penicillins and 60 to 70% for cephalosporins are commonly cited for efficacy, and higher targets for critically ill patients. Raising the dose increases this index only slowly, because of the drug's short half-life; giving doses more often, or by extended or continuous infusion, increases it much more. Piperacillin-tazobactam given as 4.5 g over four hours every eight hours, rather than over thirty minutes, is a common application.",
            "For aminoglycosides, killing is concentration-dependent, and the index is the ratio of peak concentration to MIC, with a target of roughly 8 to 10. A single large daily dose of gentamicin, typically 5 to 7 mg/kg, achieves a high peak, exploits the post-antibiotic effect, and allows a long trough period that reduces accumulation in the kidney and inner ear. Levels are monitored and the interval adjusted with a nomogram such as the Hartford nomogram or by local software.",
            "For vancomycin, fluoroquinolones and several other agents, the index is the ratio of the 24-hour area under the curve to the MIC, AUC<sub>24</sub>/MIC. Consensus guidance from 2020 recommends an AUC<sub>24</sub> of 400 to 600 mg·h/L for serious MRSA infection, assuming an MIC of 1 mg/L, in place of older trough-only monitoring. A patient whose AUC estimated by Bayesian software is 780 mg·h/L has an increased risk of acute kidney injury, and the daily dose should be reduced proportionally, for instance from 2,500 mg to about 1,750 mg to bring it near 550.",
          ),
        },
      },
      {
        title: "Measuring Use",
        description:
          "You cannot improve what you cannot measure: defined daily doses, denominators and the WHO AWaRe categories.",
        lesson: {
          title: "DDDs per 1,000 bed-days and AWaRe",
          html: p(
            "Stewardship programmes must measure how much antibiotic is used, and which kinds, so that trends can be followed and compared between wards, hospitals and countries. Counting grams of drug is meaningless across agents with very different doses, and counting prescriptions ignores duration. The standard unit is the defined daily dose (DDD), maintained by the WHO Collaborating Centre for Drug Statistics Methodology in Oslo within the Anatomical Therapeutic Chemical (ATC) classification. The DDD is the assumed average maintenance dose per day for a drug used for its main indication in adults. It is a technical unit of measurement, not a recommended dose.",
            "The calculation is simple. Suppose a ward used 2,700 g of an antibiotic whose DDD is 3 g in a quarter during which it had 1,800 occupied bed-days. Consumption is 2,700 ÷ 3 = 900 DDDs, and the rate is 900 ÷ 1,800 × 1,000 = 500 DDDs per 1,000 occupied bed-days. Hospitals in England report consumption in this unit, or per 1,000 admissions, which better reflects short stays. Days of therapy, counting each day a patient receives an agent regardless of dose, is an alternative favoured in the United States, because it is not distorted by dose adjustments in renal impairment or in children.",
            "Volume alone does not show quality. In 2017 the WHO introduced the AWaRe classification, which sorts antibiotics into three groups. Access antibiotics, such as amoxicillin, doxycycline and nitrofurantoin, are first- or second-line choices with lower resistance potential. Watch antibiotics, such as most cephalosporins, fluoroquinolones, macrolides and carbapenems, carry higher resistance potential and are stewardship priorities. Reserve antibiotics, such as colistin and ceftazidime-avibactam, are last-resort agents for multidrug-resistant infections. The WHO set a target that at least 60% of national antibiotic consumption should come from the Access group, and hospitals increasingly report their Access share alongside total use.",
          ),
        },
      },
    ],
  },
  {
    slug: "stolen-and-looted-art-recovery-law",
    discipline: "Art loss recovery law",
    title: "Recovering Stolen and Looted Art",
    description:
      "Title to a stolen painting passes, or does not, according to rules that differ sharply from one country to the next. Advanced law students analyse nemo dat and good-faith purchase, limitation periods and the New York demand-and-refusal rule, the 1970 UNESCO and 1995 UNIDROIT Conventions, Holocaust-era claims under the Washington Principles, and due diligence using stolen art registers.",
    level: "advanced",
    duration: "one semester (2-hour seminar weekly)",
    plantedGap: "Washington",
    modules: [
      {
        title: "Nemo Dat and the Good-Faith Buyer",
        description:
          "Common law protects the dispossessed owner, civil law often protects the innocent buyer, and the place of sale decides which rule applies.",
        lesson: {
          title: "Title to stolen goods and the lex situs",
          html: p(
            "The starting point in English law is the rule <i>nemo dat quod non habet</i>: no one can give what they do not have. It is stated in section 21(1) of the Sale of Goods Act 1979, under which a buyer acquires no better title than the seller had. Because a thief has no title, neither does anyone who buys from the thief, however innocently and however much was paid. The original owner may therefore recover the work, or damages in the tort of conversion, from a good-faith purchaser many transactions down the chain. The old exception of sale in market overt, under which a purchase in an open market in daylight could give good title, was abolished by the Sale of Goods (Amendment) Act 1994 with effect from January 1995.",
            "Many civil law systems strike the balance differently. Under article 1153 of the Italian Civil Code, a person who acquires movable property in good faith under a transaction suitable for transferring ownership acquires title even from a non-owner. Under Swiss law the owner of stolen goods may reclaim them from any possessor for five years, extended to thirty years for cultural property by the Cultural Property Transfer Act of 2003, which came into force in 2005, and a good-faith buyer who paid a market price may be entitled to reimbursement.",
            "Which rule applies is a question of private international law, and in England the answer is the <i>lex situs</i>: the validity of a transfer of movable property is governed by the law of the place where the goods were when the transfer occurred. The leading case is <i>Winkworth v Christie Manson &amp; Woods Ltd</i> [1980] Ch 496. Japanese works of art were stolen from the claimant in England, taken to Italy and sold there to a good-faith buyer, who then sent them to Christie's in London for sale. Slade J held that Italian law governed the sale in Italy, so the buyer had acquired good title, and the English owner could not recover them. The case shows why thieves move property across borders quickly.",
          ),
        },
      },
      {
        title: "Time Limits and Historic Claims",
        description:
          "How long can an owner wait before suing? English statute, New York case law and special rules for Nazi-era losses give very different answers.",
        lesson: {
          title: "Limitation, demand and refusal, and spoliation",
          html:
            p(
              "In England the Limitation Act 1980 sets a six-year limit for actions in conversion (section 2), and under section 3 the owner's title is extinguished when that period expires after the first conversion, even if the property is later converted again. Section 4, however, makes a crucial exception for theft: no limitation period runs against the owner in respect of the theft itself or any conversion related to it, until a purchaser buys in good faith. Time then begins to run from that purchase, and six years later the owner's title is extinguished.",
              "New York, the largest art market in the United States, applies the demand-and-refusal rule. A cause of action against a good-faith purchaser accrues only when the owner demands the return of the work and the possessor refuses. In <i>Solomon R. Guggenheim Foundation v Lubell</i> (1991) the New York Court of Appeals confirmed the rule and refused to impose on the owner a duty of reasonable diligence in searching for the stolen object, leaving the owner's delay to be weighed under the equitable defence of laches. Other states, following <i>O'Keeffe v Snyder</i> (New Jersey, 1980), apply a discovery rule: time runs from when the owner discovered, or with reasonable diligence should have discovered, the identity of the possessor.",
              "Losses through Nazi persecution between 1933 and 1945 are treated as a special case almost everywhere, because ordinary limitation rules would defeat nearly all claims. In the United Kingdom:",
            ) +
            "<ul><li>the Spoliation Advisory Panel, established in 2000, advises the government on claims against national collections and may recommend return, compensation or an ex gratia payment on moral as well as legal grounds;</li><li>the Holocaust (Return of Cultural Objects) Act 2009 allows seventeen named national institutions to return objects on the Panel's recommendation, despite statutory bars on disposal;</li><li>in the United States, the Holocaust Expropriated Art Recovery Act 2016 provides a six-year federal limitation period running from actual discovery.</li></ul>",
        },
      },
      {
        title: "Treaties and Due Diligence",
        description:
          "International conventions address cross-border return, while registers and provenance research protect the careful buyer.",
        lesson: {
          title: "UNESCO 1970, UNIDROIT 1995 and the stolen art registers",
          html: p(
            "The 1970 UNESCO Convention on the Means of Prohibiting and Preventing the Illicit Import, Export and Transfer of Ownership of Cultural Property is a public law instrument among states. It obliges states parties to control the export of cultural property, to prevent museums within their territory from acquiring illegally exported objects, and, under article 7(b), to take steps to recover and return cultural property stolen from a museum or public institution of another state party, on request through diplomatic channels, with just compensation to an innocent purchaser. It is not retroactive, and the date of 1970 has become a widely used benchmark in museum acquisition policies: objects without documented provenance before 1970 are treated with suspicion.",
            "The 1995 UNIDROIT Convention on Stolen or Illegally Exported Cultural Objects fills the private law gap. Article 3(1) provides that the possessor of a stolen cultural object shall return it, whatever the possessor's good faith. Claims must be brought within three years of the claimant knowing the location of the object and the identity of its possessor, and within fifty years of the theft, with longer periods for objects from public collections and monuments. Under article 4 a possessor who neither knew nor ought reasonably to have known that the object was stolen is entitled to fair and reasonable compensation, provided due diligence was exercised at acquisition. Fewer states have ratified UNIDROIT than UNESCO, and major market states, including the United Kingdom and the United States, are not parties.",
            "Due diligence is therefore the buyer's best protection. It includes checking the object against stolen art databases, such as the Art Loss Register, a private database founded in London in 1990 and used by the major auction houses, and the INTERPOL Stolen Works of Art database; examining the provenance for gaps, especially for 1933 to 1945 and for antiquities leaving source countries; and obtaining documents and warranties from the seller. A search certificate does not guarantee title, since many thefts are never registered, but its absence weighs heavily against a buyer's claim to good faith.",
          ),
        },
      },
    ],
  },
];
