/** Fiftieth held-out evaluation courses, advanced level (veterinary anaesthesia to trichology); see ai-courses-heldout50.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT50_C: EvalCourse[] = [
  {
    slug: "anaesthesia-of-the-high-risk-small-animal",
    discipline: "Veterinary anaesthesia",
    title: "Anaesthesia of the High-Risk Small Animal",
    description:
      "Sick patients, graded ASA III or above, die under anaesthesia several times more often than healthy dogs and cats. This postgraduate certificate module addresses pre-anaesthetic risk assessment, balanced anaesthesia with inhalant agents, capnography and blood pressure monitoring, and local anaesthetic nerve blocks for the compromised patient.",
    level: "advanced",
    duration: "one term (30 credits)",
    plantedGap: "local anaesthetic nerve blocks",
    modules: [
      {
        title: "Assessing Anaesthetic Risk",
        description:
          "Using the ASA scale and the CEPSAF data, we identify the patients who need a different plan, and why.",
        lesson: {
          title: "ASA status and what drives mortality",
          html: p(
            "The American Society of Anesthesiologists (ASA) physical status classification, adapted for veterinary use, grades patients from I (a normal healthy animal) to V (a moribund animal not expected to survive without the procedure). It is a crude scale, yet it predicts outcome well. The Confidential Enquiry into Perioperative Small Animal Fatalities (CEPSAF), led by David Brodbelt and published in 2008, studied almost 100,000 anaesthetics in British practices and found an overall risk of anaesthetic-related death of 0.17% in dogs and 0.24% in cats. In healthy ASA I to II patients the risk was about 0.05% in dogs and 0.11% in cats, whereas in sick ASA III to V patients it rose to 1.33% and 1.40% respectively.",
            "CEPSAF also showed when deaths occur: about half of deaths in dogs and cats happened in the postoperative period, most within three hours of the end of anaesthesia. This finding has changed practice, since monitoring is often withdrawn exactly when the patient is most vulnerable, during recovery in a kennel.",
            "Several other factors raised the odds of death independently of ASA grade. Extremes of body weight, especially cats under 2 kilograms, increased risk, as did emergency procedures, advancing age, and, in cats, endotracheal intubation and fluid therapy, probably through laryngeal injury and fluid overload.",
            "A structured assessment therefore goes beyond the ASA grade. It includes a history and examination focused on cardiovascular and respiratory function, a review of current medication, packed cell volume, total solids and, where indicated, electrolytes, renal values and blood gases. Any problem that can be stabilised should be: a dehydrated patient rehydrated, a pneumothorax drained, hyperkalaemia in urethral obstruction treated before induction. The plan, including recovery monitoring, should be written and discussed with the team before the first drug is drawn up.",
          ),
        },
      },
      {
        title: "Balanced Anaesthesia with Inhalant Agents",
        description:
          "Combining drugs lowers the dose of each, and hence its side effects, and this module shows how to do it with isoflurane and sevoflurane.",
        lesson: {
          title: "MAC, MAC-sparing and cardiovascular depression",
          html:
            p(
              "Isoflurane and sevoflurane, the volatile agents most used in small animal practice, cause dose-dependent vasodilation, reduced cardiac contractility and respiratory depression. Their potency is expressed as the minimum alveolar concentration (MAC), the end-tidal concentration at which 50% of animals do not move in response to a supramaximal stimulus. In dogs, MAC is about 1.3% for isoflurane and 2.3% for sevoflurane; in cats it is about 1.6% and 2.6%. Surgical anaesthesia usually needs about 1.2 to 1.5 times MAC when the volatile agent is given alone, a level at which hypotension is common in sick animals.",
              "Balanced anaesthesia uses other drugs to reduce the volatile requirement. Each of the following lowers MAC and allows a lower vaporiser setting.",
            ) +
            "<table><tr><th>Drug</th><th>Typical use</th><th>MAC reduction</th></tr><tr><td>Methadone</td><td>Premedication, 0.2 to 0.3 mg/kg</td><td>About 30 to 50%</td></tr><tr><td>Fentanyl</td><td>Infusion, 5 to 20 µg/kg/h</td><td>Up to 60% at high rates</td></tr><tr><td>Dexmedetomidine</td><td>Low-dose infusion, 0.5 to 1 µg/kg/h</td><td>About 20 to 30%</td></tr><tr><td>Ketamine</td><td>Infusion, 0.6 mg/kg/h</td><td>About 25%</td></tr><tr><td>Lidocaine (dogs)</td><td>Infusion, 3 mg/kg/h</td><td>About 20 to 30%</td></tr></table>" +
            p(
              "The choice depends on the patient. Full mu-opioid agonists such as methadone and fentanyl provide strong analgesia with little cardiovascular depression, although they slow the heart through vagal effects. Alpha-2 agonists like dexmedetomidine are potent but cause vasoconstriction and a marked fall in cardiac output, and are usually avoided in cardiovascularly unstable animals. Intravenous lidocaine is useful in dogs but is generally avoided in cats, which are sensitive to its cardiovascular effects. By combining an opioid infusion with ketamine or lidocaine, a critically ill dog may be maintained at 0.7 to 0.8 times MAC, with better blood pressure and a smoother recovery. Infusion rates should be reduced or stopped towards the end of surgery so that the patient does not wake slowly or with excessive sedation, and analgesia must then be continued into recovery.",
            ),
        },
      },
      {
        title: "Monitoring Ventilation and Blood Pressure",
        description: "What the capnograph and the arterial line tell you, and how to act on their numbers.",
        lesson: {
          title: "Reading the capnogram and the arterial pressure",
          html: p(
            "Capnography measures carbon dioxide in the respired gases throughout the breathing cycle. The end-tidal value (ETCO2) approximates arterial PaCO2 in patients with healthy lungs and normal perfusion, usually lying 2 to 5 mmHg below it. The normal range in anaesthetised dogs and cats is 35 to 45 mmHg. A rising ETCO2 indicates hypoventilation, common under inhalant anaesthesia, and values above 60 mmHg call for intermittent positive pressure ventilation, usually at about 10 to 15 millilitres per kilogram and 8 to 12 breaths per minute.",
            "The shape of the capnogram also carries information. A gradual upward slope of the plateau suggests lower airway obstruction such as bronchoconstriction. Failure of the baseline to return to zero indicates rebreathing, often from exhausted soda lime or insufficient fresh gas flow in a non-rebreathing system. A sudden drop of ETCO2 to near zero signals disconnection, oesophageal intubation or cardiac arrest, and demands immediate checking of the patient, not the machine.",
            "Arterial blood pressure should be measured in every high-risk patient, ideally directly, by a catheter in the dorsal pedal artery connected to a pressure transducer. Indirect methods, Doppler and oscillometry, are useful but less accurate at low pressures and in small cats. Mean arterial pressure (MAP) should be kept above 60 to 65 mmHg to preserve renal and cerebral perfusion; a systolic pressure of less than 90 mmHg is treated as hypotension.",
            "Treatment follows a stepwise approach. First reduce the vaporiser setting, using MAC-sparing drugs if depth allows. Then assess heart rate: bradycardia is treated with an anticholinergic such as atropine or glycopyrrolate. A fluid bolus of 5 to 10 millilitres per kilogram of crystalloid is given if hypovolaemia is suspected, and if pressure remains low, an inotrope such as dobutamine at 2 to 10 µg/kg/min, or a vasopressor such as noradrenaline, is infused.",
          ),
        },
      },
    ],
  },
  {
    slug: "design-of-pressurised-irrigation-systems",
    discipline: "Irrigation engineering",
    title: "Design of Pressurised Irrigation Systems",
    description:
      "Pressurised systems, sprinkler and drip, deliver water to crops more efficiently than surface methods, but only when the system is designed hydraulically and matched to the crop's demand. Final-year engineers work through crop water requirements using the FAO Penman-Monteith method, drip lateral hydraulics, emitter clogging and filtration, and the economics of deficit irrigation.",
    level: "advanced",
    duration: "one semester (15 credits)",
    plantedGap: "economics of deficit irrigation",
    modules: [
      {
        title: "Crop Water Requirements",
        description:
          "Reference evapotranspiration and crop coefficients give the water demand that every later design decision must satisfy.",
        lesson: {
          title: "From ET0 to the gross irrigation requirement",
          html: p(
            "Irrigation design begins with how much water the crop will use at its peak. The Food and Agriculture Organization's Irrigation and Drainage Paper 56 (Allen and others, 1998) established the standard procedure. It defines reference evapotranspiration, ET0, as the water lost by a hypothetical, well-watered grass surface 0.12 metres tall, and calculates it from weather data using the FAO Penman-Monteith equation, which combines net radiation, air temperature, humidity and wind speed at 2 metres.",
            "The water use of a particular crop, ETc, is obtained by multiplying ET0 by a crop coefficient, Kc, which varies with the crop's growth stage. For tomatoes, for example, Kc is about 0.6 at the initial stage, 1.15 at mid-season and 0.7 to 0.9 at the end. Under drip irrigation, where only part of the soil is wetted, a further reduction is applied for partial ground cover.",
            "Net irrigation requirement is ETc less effective rainfall. The gross requirement divides this by the application efficiency of the system, which is around 0.90 for a well-designed drip system and 0.75 for sprinklers, and adds a leaching requirement where salinity must be controlled.",
            "Consider a tomato crop in southern Spain in July, with ET0 = 7.0 mm/day and Kc = 1.15. ETc = 7.0 × 1.15 = 8.05 mm/day. There is no rainfall. With a drip efficiency of 0.90, the gross requirement is 8.05 / 0.90 = 8.9 mm/day. For a 10-hectare field this is 8.9 mm × 100,000 m² = 890 m³/day. If the system can irrigate for 20 hours a day, the design flow is 44.5 m³/h, or about 12.4 litres per second. This peak flow sizes the pump, the mains and the filters.",
          ),
        },
      },
      {
        title: "Hydraulics of Drip Laterals",
        description:
          "A drip lateral must lose enough pressure to carry water to its far end, yet not so much that emitters at the two ends deliver different flows.",
        lesson: {
          title: "Emission uniformity and the 20% rule",
          html: p(
            "A drip lateral is a polyethylene pipe, usually 16 to 20 millimetres in diameter, with emitters spaced along it. Water enters at the inlet and flows towards the closed far end, discharging at each emitter. Pressure changes along the lateral for two reasons: friction loss, which reduces pressure in the direction of flow, and elevation change, which adds or subtracts pressure according to the slope.",
            "Emitter flow depends on pressure through the relation q = k h^x, where h is pressure head and x is the emitter exponent. For a turbulent-flow labyrinth emitter, x is about 0.5, so a 20% difference in pressure gives about a 10% difference in flow. Pressure-compensating emitters have x close to zero within their operating range and can tolerate much larger pressure variation.",
            "A common design rule, from Keller and Karmeli, limits the pressure variation along a sub-main unit to 20% of the average operating pressure, which keeps the variation in flow to roughly 10% for non-compensating emitters. Friction loss in the lateral is calculated with the Hazen-Williams or Darcy-Weisbach equation for the full flow at the inlet and multiplied by Christiansen's factor F, which accounts for the flow falling along the pipe as water leaves through the outlets. For many outlets F approaches about 0.35.",
            "Consider a 16 mm lateral 100 metres long with emitters of 2 L/h at 0.5 m spacing: 200 emitters and an inlet flow of 400 L/h. If friction for the full flow over 100 m is 4.2 m, the actual loss is 0.35 × 4.2 = 1.5 m. At an operating head of 10 m, that is 15%, within the limit on flat ground. On a downhill slope of 1%, the elevation gain of 1 m partly offsets the friction loss, allowing a longer lateral; on an uphill slope, the lateral must be shortened.",
          ),
        },
      },
      {
        title: "Emitter Clogging and Filtration",
        description:
          "Sand, algae, iron and calcium carbonate block emitters in different ways, and each is prevented by a different measure.",
        lesson: {
          title: "Physical, chemical and biological clogging",
          html:
            p(
              "Clogging is the main cause of failure of drip systems. Because emitter passages are often less than a millimetre across, particles and deposits that would pass harmlessly through a sprinkler nozzle can stop an emitter entirely, reducing uniformity and forcing the grower to irrigate longer. Causes fall into three groups, and the water supply must be analysed to know which are likely.",
            ) +
            "<ul><li>Physical clogging is caused by suspended sand, silt and organic debris. It is prevented by filtration: screen or disc filters of 120 to 150 mesh (about 100 to 130 microns) for groundwater, with sand media filters ahead of them for open water sources carrying algae and organic matter.</li><li>Chemical clogging is caused by precipitates, mostly calcium carbonate when pH exceeds about 7.5 with high bicarbonate, and iron and manganese oxides when dissolved ferrous iron above about 0.2 mg/L meets oxygen. Carbonates are controlled by acid injection to lower pH; iron is removed by aeration and settling or filtration before the system.</li><li>Biological clogging is caused by bacterial slimes and algae, especially in warm water rich in iron or sulphur bacteria. Chlorination, either continuous at 1 to 2 mg/L free chlorine or as periodic shock doses of 10 to 20 mg/L, controls it.</li></ul>" +
            p(
              "Filtration must be sized so that the filter's head loss at design flow stays within the manufacturer's limit, and backflushing is triggered automatically when the pressure difference across the filter rises by about 0.5 bar. Laterals should be flushed at their ends at least monthly, with velocities of at least 0.3 m/s to move sediment out. Regular checks of emitter flow along several laterals, compared with the design value, show early whether clogging has begun.",
            ),
        },
      },
    ],
  },
  {
    slug: "agricultural-land-drainage-design",
    discipline: "Land drainage",
    title: "Agricultural Land Drainage Design",
    description:
      "Waterlogged soils lose yield and structure, and much of Europe's best farmland depends on buried pipe systems. This MEng elective treats the steady-state Hooghoudt equation, drain envelope materials, mole drainage of clay soils, and the environmental consent needed to discharge drainage water.",
    level: "advanced",
    duration: "one semester (10 credits)",
    plantedGap: "environmental consent",
    modules: [
      {
        title: "Drain Spacing and the Hooghoudt Equation",
        description:
          "How far apart must laterals lie to keep the water table below the root zone for a given design rainfall?",
        lesson: {
          title: "Steady-state spacing calculations",
          html: p(
            "The purpose of subsurface drainage is to keep the water table below a required depth during wet periods, so that roots have air and the soil can bear machinery. Drain spacing depends on how quickly water must be removed, the soil's hydraulic conductivity and the depth of the drains relative to an impermeable layer. The Dutch engineer S. B. Hooghoudt published, in 1940, the steady-state equation still used to calculate spacing.",
            "The equation is L² = (8 K2 d h + 4 K1 h²) / q, where L is the drain spacing in metres, q the design drainage rate in metres per day, h the height of the water table above drain level midway between drains, K1 and K2 the hydraulic conductivities above and below drain level in metres per day, and d the equivalent depth, a reduced depth to the impermeable layer that accounts for the convergence of flow towards the drains. Hooghoudt provided tables of d as a function of L, the real depth D and the drain radius; because d depends on L, the equation is solved by iteration.",
            "Consider a homogeneous soil with K = 0.5 m/day, drains at 1.2 m below the surface and an impermeable layer 3.0 m below the drains, so D = 3.0 m. The design criterion is to hold the water table at least 0.7 m below the surface with q = 0.007 m/day, a typical winter rate in the Netherlands. Then h = 1.2 − 0.7 = 0.5 m. Try L = 40 m, for which Hooghoudt's tables give d ≈ 2.1 m for a drain radius of 0.1 m. L² = (8 × 0.5 × 2.1 × 0.5 + 4 × 0.5 × 0.25) / 0.007 = (4.2 + 0.5) / 0.007 = 671, so L ≈ 26 m. Repeating with L = 26 m gives d ≈ 1.7 m and L ≈ 24 m, close enough to adopt a spacing of 24 m.",
          ),
        },
      },
      {
        title: "Envelopes Around Drain Pipes",
        description:
          "Gravel, geotextile and organic wraps keep soil out of the pipe while letting water in, if they are matched to the soil.",
        lesson: {
          title: "When an envelope is needed and which one",
          html:
            p(
              "Corrugated perforated plastic pipes have largely replaced clay tiles in land drainage since the 1960s. Water enters through slots in the pipe wall, but so can fine soil particles, which settle in the pipe and eventually block it. A drain envelope, a permeable material placed around the pipe, has three functions: it retains soil particles, it increases the effective radius of the drain so that water enters more easily, and it provides a bedding for the pipe.",
              "Not every soil needs an envelope. Soils with more than about 25 to 30% clay are usually stable, because cohesion prevents particles from moving into the pipe. Fine sands and silts with little clay are the most problematic, since they are easily carried by flowing water. The classic guidance from the US Soil Conservation Service and the FAO Irrigation and Drainage Paper 60 relates the need for an envelope to the soil's clay content and plasticity index.",
            ) +
            "<table><tr><th>Envelope</th><th>Advantages</th><th>Limitations</th></tr><tr><td>Graded gravel</td><td>Durable, high permeability, good bedding</td><td>Expensive to transport; must meet grading criteria</td></tr><tr><td>Synthetic geotextile wrap</td><td>Light, factory-fitted, consistent</td><td>Can clog in fine soils if pore size is wrong</td></tr><tr><td>Organic wrap (coconut fibre)</td><td>Good in many soils</td><td>Decomposes over decades</td></tr></table>" +
            p(
              "For gravel envelopes, design criteria relate the grain-size distribution of the gravel to that of the soil, as in filter design for dams; for example, the D15 of the envelope should be no more than about five times the D85 of the soil. For geotextiles the key property is the characteristic opening size O90, which for fine soils is typically required to fall between 1 and 2.5 times the soil's d90. Installing the envelope in wet, puddled soil destroys its effect, so trenchers should only work when the soil is moist rather than saturated.",
            ),
        },
      },
      {
        title: "Mole Drainage of Clay Soils",
        description:
          "This module covers how a mole plough creates an unlined channel and fissures that drain heavy clays at a fraction of the cost of pipes.",
        lesson: {
          title: "Moles, fissures and permeable backfill",
          html: p(
            "In heavy clay soils the hydraulic conductivity is so low that pipe drains would have to be laid only a few metres apart to be effective, which is uneconomic. Mole drainage solves the problem by forming unlined channels, or moles, at close spacing and connecting them to widely spaced pipe drains. It is widely used in England on soils of the Hanslope, Denchworth and similar series.",
            "A mole plough consists of a narrow vertical leg carrying a cylindrical foot, usually 75 millimetres across, followed by a slightly larger expander. As the tractor pulls the plough through the soil at a depth of 450 to 600 millimetres, the foot forms a channel and the leg cuts a slot above it. Equally important, the leg and expander shatter the soil around the channel, producing cracks and fissures that carry water rapidly from the surface to the mole.",
            "Moles are drawn at spacings of 2 to 3 metres across the pipe laterals, which are laid at 20 to 80 metres apart and backfilled with permeable material, usually gravel, to within about 300 millimetres of the surface. The mole must pass through this backfill so that water drains from the mole into the pipe.",
            "Success depends on the soil and conditions. The clay content should exceed about 30 to 35% and the sand content be low, so that the channel is stable. The soil at mole depth should be plastic enough to form a smooth-walled channel, but the topsoil dry enough to crack as the leg passes. In England this usually means pulling moles in late spring or early summer. A well-formed mole lasts five to ten years before it needs redrawing; moles in unstable soils may collapse within a single winter.",
          ),
        },
      },
    ],
  },
  {
    slug: "restorative-embalming-and-case-analysis",
    discipline: "Embalming",
    title: "Restorative Embalming and Case Analysis",
    description:
      "Difficult cases test every decision an embalmer makes, from the choice of vessels to the strength of the fluid. The final unit of the diploma deals with case analysis before arterial injection, embalming after post-mortem examination, managing oedema and jaundice, and facial reconstruction with wax.",
    level: "advanced",
    duration: "twelve weeks (practical placement with tutorials)",
    plantedGap: "facial reconstruction with wax",
    modules: [
      {
        title: "Case Analysis",
        description:
          "A written analysis of the body, before any incision, decides the injection points, the fluid and its strength.",
        lesson: {
          title: "Reading the body before injection",
          html:
            p(
              "Case analysis is the systematic assessment of the deceased before embalming, carried out so that the embalmer can choose the vessels, the arterial fluid, its dilution and the rate of injection. The British Institute of Embalmers teaches that a brief written record should be made for every case, since the decisions are easier to review afterwards and because many problems, such as extravascular fluid or discolouration, can only be corrected if they are recognised at the start.",
            ) +
            "<ul><li>Time since death and storage conditions: a body refrigerated for ten days will have more advanced decomposition changes in the abdomen than one embalmed within forty-eight hours.</li><li>Cause of death and medical treatment: anticoagulants, chemotherapy and high-dose steroids all affect circulation and fluid uptake.</li><li>Body condition: weight, dehydration, oedema, jaundice, skin slip and the presence of intravenous lines, surgical wounds or pressure ulcers.</li><li>Rigor mortis, livor mortis and any discolouration that may worsen after embalming.</li></ul>" +
            p(
              "From this analysis the embalmer forms a plan. A thin, dehydrated body needs a weak, humectant-containing solution, perhaps 1.0 to 1.5% formaldehyde index, injected slowly, because strong fluid dehydrates tissues and leaves the features wrinkled and grey. A large body with water retention needs a strong solution, and often a high-index special-purpose fluid. Where circulation is poor, for example after prolonged illness with vascular disease, the plan may specify multi-point injection from the outset, through the right common carotid, the femorals and the axillary arteries.",
              "The analysis continues during embalming. The embalmer watches the distribution of fluid, seen as the spread of arterial dye colour and the firming of tissues, and adjusts pressure, rate or strength when an area does not respond. A note of the final outcome, added to the written record, helps the embalmer refine the plan for similar cases.",
            ),
        },
      },
      {
        title: "Embalming the Post-Mortem Case",
        description: "When the major vessels have been severed at autopsy, each region must be injected separately.",
        lesson: {
          title: "Six-point injection after a full autopsy",
          html: p(
            "A full post-mortem examination, whether for a coroner or for hospital purposes, involves opening the thorax, abdomen and cranium and removing the organs. The aorta and the great vessels of the neck are cut, so that the arterial system is no longer a single circuit. Embalming such a body requires separate injection of each region, which is known as six-point injection.",
            "The embalmer first removes the viscera bag placed in the body by the mortuary staff, and locates the cut ends of the six main vessels: the right and left common carotid arteries for the head, the right and left subclavian or axillary arteries for the arms, and the right and left common iliac or femoral arteries for the legs. Each is tied around an arterial tube and injected in turn, starting with the legs, since these can tolerate higher pressure, and ending with the head, where the features are closely monitored. Pressure may need to be higher than in an intact body because fluid leaks from small cut vessels in the chest and pelvis; these leaks are clamped or tied as they appear.",
            "The cranium is usually refilled with cotton or absorbent material soaked in cavity fluid, the skull cap secured, and the scalp closed with a baseball stitch. The viscera are treated with a strong preservative powder or cavity fluid in a plastic bag and returned to the cavity, or placed in the chest and abdomen, which are then packed with absorbent material and hardening compound.",
            "Finally, the walls of the trunk, which receive no arterial fluid after an autopsy, are treated by hypodermic injection or by painting them with a cauterant gel. The incisions are closed and sealed with adhesive so that the clothing remains clean during viewing.",
          ),
        },
      },
      {
        title: "Oedema and Jaundice",
        description:
          "Two conditions that defeat a routine approach, one by diluting the fluid, the other by turning it green.",
        lesson: {
          title: "Special-purpose fluids and their limits",
          html: p(
            "Oedema, the accumulation of fluid in the tissues, is common in deaths from heart failure, renal failure and liver disease, and after intravenous fluid therapy in hospital. The excess water dilutes arterial fluid once it reaches the tissues, so that a normal-strength solution may fail to preserve them, and the pressure of injection can push more water into already swollen areas. Embalmers therefore use a stronger arterial solution, often 3 to 4% formaldehyde or more, and add a dehydrating co-injection. Elevating the affected limbs and using massage towards the injection point helps drain excess fluid, and generalised oedema may call for hypodermic treatment of the worst areas through a trocar. Legs with extensive oedema are often wrapped in plastic garments with absorbent powder as a precaution against leakage.",
            "Jaundice presents a different problem. Bilirubin, the yellow pigment that accumulates in liver failure and some cancers, is oxidised by formaldehyde to biliverdin, which is green. A body that looked yellow before embalming can turn an unpleasant green within hours if injected with standard fluid. Special-purpose jaundice fluids contain a reduced concentration of formaldehyde with buffers and bleaching or colour-masking agents. They are injected at the weakest strength that will preserve the body, often below 1.5%, with careful monitoring of the face and hands.",
            "Where jaundice is accompanied by oedema, as is common in end-stage liver disease, the two treatments conflict: one requires strong fluid and the other weak. The usual solution is to inject the head separately with a mild jaundice solution while the trunk and limbs receive a stronger arterial fluid, a method called split injection. Cosmetics with opaque bases can then counteract any remaining colour.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-trichology-scalp-and-hair-loss",
    discipline: "Trichology",
    title: "Clinical Trichology: Scalp Disorders and Hair Loss",
    description:
      "Is a patient shedding, thinning or losing follicles for good? Telling these apart is the core skill of clinical practice, and advanced students study the hair growth cycle and telogen effluvium, androgenetic alopecia and its treatment, trichoscopy, and the management of scarring alopecias.",
    level: "advanced",
    duration: "two semesters (part time)",
    plantedGap: "scarring alopecias",
    modules: [
      {
        title: "The Hair Cycle and Telogen Effluvium",
        description:
          "Each follicle cycles through growth, regression and rest, and diffuse shedding often reflects a shift in that cycle.",
        lesson: {
          title: "Anagen, catagen, telogen and the shedding that follows a trigger",
          html: p(
            "Every scalp hair follicle cycles independently through three phases. In anagen, the growth phase, the hair grows at about 0.35 millimetres a day, or roughly one centimetre a month, for two to seven years; about 85 to 90% of scalp hairs are in anagen at any time. Catagen, a regression phase of two to three weeks, follows, during which the lower follicle shrinks. Telogen is a resting phase of about three months, at the end of which the old club hair is shed as a new anagen hair grows beneath it. Normal shedding is therefore about 50 to 100 hairs a day.",
            "Telogen effluvium is diffuse shedding caused by a sudden shift of many follicles from anagen into telogen. The classic description by Albert Kligman in 1961 linked it to triggers such as high fever, childbirth, major surgery, severe emotional stress and crash dieting. Because telogen lasts about three months, shedding usually begins two to three months after the trigger. Patients often bring a bag of shed hairs and describe finding handfuls in the shower.",
            "Diagnosis rests on the history and on examination. A gentle hair-pull test, grasping about 50 to 60 hairs close to the scalp and pulling firmly, is positive when more than 10% are extracted. The shed hairs are club hairs, with a small white bulb and no sheath. Blood tests commonly include full blood count, ferritin, thyroid function and vitamin D, since iron deficiency and thyroid disease can cause or prolong shedding.",
            "Acute telogen effluvium resolves without treatment once the trigger has passed, usually within six months, although regrowth at one centimetre a month takes much longer to restore the appearance of density. Reassurance, with an explanation of the cycle, is the most important part of management.",
          ),
        },
      },
      {
        title: "Androgenetic Alopecia",
        description:
          "Pattern hair loss is progressive miniaturisation of follicles under androgen influence, graded on recognised scales and treated with a small number of proven drugs.",
        lesson: {
          title: "Miniaturisation, grading and treatment",
          html:
            p(
              "Androgenetic alopecia is the commonest form of hair loss, affecting about half of men by the age of fifty and a substantial proportion of women after the menopause. In genetically predisposed follicles, dihydrotestosterone (DHT), formed from testosterone by the enzyme 5-alpha reductase, shortens anagen and progressively reduces the size of the follicle. The thick terminal hairs are replaced over successive cycles by finer, shorter, less pigmented hairs, a process called miniaturisation.",
              "The pattern differs between the sexes. In men, loss begins with recession at the temples and thinning at the vertex, graded on the Hamilton-Norwood scale from I to VII. In women the frontal hairline is usually preserved, and thinning is diffuse over the crown, with widening of the central parting, graded on the Ludwig scale from I to III. Women with pattern loss should also be examined for signs of androgen excess, such as acne, hirsutism and irregular periods, which may point to polycystic ovary syndrome.",
            ) +
            "<table><tr><th>Treatment</th><th>Mechanism</th><th>Notes</th></tr><tr><td>Topical minoxidil 5%</td><td>Prolongs anagen; enlarges follicles</td><td>Initial shedding in the first weeks; effect lost if stopped</td></tr><tr><td>Finasteride 1 mg daily</td><td>Inhibits type II 5-alpha reductase, lowering scalp DHT by about 60%</td><td>Men only; sexual side effects and mood changes must be discussed</td></tr><tr><td>Spironolactone</td><td>Androgen receptor blocker</td><td>Used in women under medical supervision</td></tr><tr><td>Hair transplantation</td><td>Moves androgen-resistant follicles from the occiput</td><td>Suitable for stable, established loss</td></tr></table>" +
            p(
              "Response to treatment should be judged after six to twelve months, using standardised photographs taken at each visit with the same lighting and parting. Neither minoxidil nor finasteride restores hair indefinitely; they halt or slow progression and may partly reverse miniaturisation while they are used. Patients should be told this plainly at the start, together with realistic expectations, so that they do not abandon treatment before it has had time to work.",
            ),
        },
      },
      {
        title: "Trichoscopy",
        description:
          "Dermoscopy of the scalp reveals signs invisible to the naked eye and shortens the route to a diagnosis.",
        lesson: {
          title: "What the trichoscope shows",
          html:
            p(
              "Trichoscopy is the examination of the scalp and hair with a dermoscope, a handheld magnifier with its own light source, usually at ten-fold magnification, or with a digital videodermoscope at up to seventy-fold. The method was systematised by Lidia Rudnicka and Małgorzata Olszewska in Warsaw in the 2000s, and it now forms part of the routine assessment of hair loss in clinics.",
              "The examiner looks at four groups of features: the hair shafts, the follicular openings, the skin surface between follicles, and the blood vessels. Each common disorder produces a characteristic pattern.",
            ) +
            "<ul><li>Androgenetic alopecia: variation in hair shaft diameter of more than 20%, an increased proportion of thin vellus-like hairs, and yellow dots; the changes are more pronounced at the front of the scalp than at the occiput.</li><li>Alopecia areata: exclamation mark hairs, which are short broken hairs tapering towards the scalp, black dots and yellow dots in a round patch.</li><li>Telogen effluvium: no specific signs, apart from many short regrowing hairs of uniform diameter; the absence of shaft variation helps exclude androgenetic alopecia.</li><li>Tinea capitis: comma hairs and corkscrew hairs, especially in children.</li><li>Trichotillomania: hairs broken at different lengths, coiled hairs and flame hairs.</li></ul>" +
            p(
              "Trichoscopy also guides biopsy. When a biopsy is needed to confirm a diagnosis, choosing the site from the trichoscopic image, for instance an area with perifollicular scaling or preserved follicular openings, markedly increases the chance that the sample will show the diagnostic features. Standardised images stored at each visit allow the clinician to compare hair density and shaft thickness over time and to show the patient objective evidence of improvement or progression. Good practice is to photograph the same marked sites at each visit, such as a point on the midline of the frontal scalp, using the same magnification.",
            ),
        },
      },
    ],
  },
];
