/** Eighth held-out evaluation courses, intermediate level (anthropology to database systems); see ai-courses-heldout8.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT8_B: EvalCourse[] = [
  {
    slug: "anthropology-of-exchange-and-ritual",
    discipline: "Anthropology",
    title: "Exchange, Ritual and Relatedness",
    description:
      "Examines three classic problems of social anthropology, namely kinship and descent, gift exchange and reciprocity, and ritual and rites of passage, through the ethnographic fieldwork of Malinowski, Mauss, van Gennep and Turner.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "kinship and descent",
    modules: [
      {
        title: "Ethnographic Fieldwork",
        description: "Participant observation, field notes and the ethics of studying other people's lives.",
        lesson: {
          title: "Being there: participant observation",
          html: p(
            "Modern social anthropology is usually dated to Bronisław Malinowski's fieldwork in the Trobriand Islands, off the coast of New Guinea, between 1915 and 1918. Stranded in Australian territory as an Austrian subject at the outbreak of the First World War, Malinowski lived in a tent in the village of Omarakana, learned the Kiriwinian language and recorded daily life at first hand. In the introduction to Argonauts of the Western Pacific (1922) he set out a programme that became the discipline's method: the ethnographer should live among the people studied for an extended period, ideally a year or more to see a full cycle of seasons, speak their language, and grasp 'the native's point of view, his relation to life, to realise his vision of his world'.",
            "The method is called participant observation. It combines taking part in everyday activities with systematic observation and recording, so that the researcher learns not only what people say they do but what they actually do, which are often different. Malinowski called the gap between the rules people state and their real behaviour 'the imponderabilia of actual life'. Fieldworkers also use interviews, genealogies, census taking, mapping and, today, audio, video and social media, but these supplement rather than replace long-term presence.",
            "Field notes are the raw material of ethnography. Researchers typically jot brief notes during the day and expand them into full descriptive notes each evening, keeping separate records of observations, personal reflections and emerging analytical ideas. Clifford Geertz later argued that the ethnographer's task is 'thick description': not merely recording that a boy closed one eye, which might be a twitch, but interpreting whether it was a wink, a parody of a wink or a rehearsal of one, which requires knowing the shared meanings of a community.",
            "Fieldwork raises ethical obligations. Professional codes such as the American Anthropological Association's Principles of Professional Responsibility require informed consent that is ongoing rather than a one-off signature, protection of participants' identities, and attention to the unequal power between a researcher and the people who host them. The posthumous publication of Malinowski's private diary in 1967, with its frustrations and disparaging remarks, prompted a lasting debate about the honesty and reflexivity of ethnographic writing.",
          ),
        },
      },
      {
        title: "The Gift and Reciprocity",
        description: "Mauss's theory of the gift, the kula ring and Sahlins's spectrum of reciprocity.",
        lesson: {
          title: "Why no gift is free",
          html:
            p(
              "In The Gift (Essai sur le don, 1925), Marcel Mauss asked why, in so many societies, a gift that appears voluntary is in fact obligatory and must be returned. His answer was that gift exchange is a 'total social fact', at once economic, legal, moral, religious and political. Mauss identified three obligations: to give, to receive and to reciprocate. Refusing to give, or refusing a gift, is a declaration of hostility; failing to return one brings loss of status. Drawing on a Maori informant, Tamati Ranapiri, Mauss argued that something of the giver, the hau or spirit of the thing, remains in the gift and pushes it to return, a reading later anthropologists have disputed.",
              "Malinowski's Trobriand material supplied one of Mauss's key cases, the kula ring. Islanders across the Massim region sail long distances to exchange two kinds of valuable with lifelong partners: long necklaces of red shell, soulava, which travel clockwise around the ring of islands, and white armshells, mwali, which travel anticlockwise. The valuables are not used or kept for long; their worth lies in their histories and in the fame they bring to those who pass them on. Ordinary trade in useful goods, gimwali, takes place alongside the kula but is sharply distinguished from it.",
              "Marshall Sahlins, in Stone Age Economics (1972), proposed that reciprocity varies with social distance:",
            ) +
            "<table><tr><th>Type</th><th>Character</th><th>Typical social setting</th></tr><tr><td>Generalised reciprocity</td><td>Giving without counting or expecting a specific return</td><td>Household and close relatives</td></tr><tr><td>Balanced reciprocity</td><td>Return of equivalent value within a set period</td><td>Village, trading partners</td></tr><tr><td>Negative reciprocity</td><td>Trying to get something for nothing: haggling, theft, raiding</td><td>Strangers and enemies</td></tr></table>" +
            p(
              "The potlatch of the Kwakwaka'wakw and other peoples of the Pacific Northwest shows gift giving as competition: a host gains rank by giving away, or even destroying, vast quantities of blankets and copper plaques. The Canadian government banned the potlatch from 1885 to 1951, an episode now studied as an example of colonial suppression of indigenous economic and political institutions.",
            ),
        },
      },
      {
        title: "Rites of Passage",
        description: "Van Gennep's three-phase model, Turner's liminality and communitas, and their modern uses.",
        lesson: {
          title: "Separation, margin and return",
          html: p(
            "In Les Rites de passage (1909), the Belgian-born folklorist Arnold van Gennep compared ceremonies from around the world that mark a person's movement from one social position to another: birth, initiation into adulthood, marriage, ordination, death. He found that they share a three-part structure. In the phase of separation, the person is detached from their former status, often symbolically: hair is cut, clothes are removed, the initiate is taken out of the village. In the transitional or liminal phase, from the Latin limen, 'threshold', the person is between statuses, neither what they were nor what they will be. In the phase of incorporation, they are reintegrated with a new status, marked by new clothes, a new name or a feast.",
            "Victor Turner, working among the Ndembu of Zambia in the 1950s, developed the middle phase into a major theory. In The Forest of Symbols (1967) and The Ritual Process (1969) he described liminal persons as 'betwixt and between' the positions assigned by custom. They are often treated as invisible or polluting, stripped of property and rank, made to obey instructors absolutely and to endure ordeals together. Ndembu boys undergoing the mukanda circumcision ritual, for example, are secluded in a lodge in the bush for weeks.",
            "Turner argued that this levelling produces communitas, an intense sense of equality and comradeship among those who pass through the threshold together, in contrast to the hierarchical structure of everyday society. Communitas explains the lasting bonds among people who were initiated, conscripted or trained together. Turner also coined the term 'liminoid' for optional, leisure-based experiences in industrial societies, such as festivals and pilgrimages, that resemble liminality without being obligatory.",
            "The model is widely used outside anthropology. Studies of military basic training, medical school, university freshers' weeks and even hospital admission have used van Gennep's three phases to analyse how institutions strip, reshape and reintegrate people. Critics note that the scheme can be applied so broadly that it risks describing any change at all, and that it pays less attention to people who fail to complete the passage or who remain permanently marginal.",
          ),
        },
      },
    ],
  },
  {
    slug: "respiratory-care-practice-ii",
    discipline: "Respiratory therapy",
    title: "Respiratory Care Practice II",
    description:
      "Builds clinical reasoning in four areas of respiratory care: interpreting arterial blood gases, selecting oxygen delivery devices, setting up mechanical ventilation, and performing and reading spirometry; airway clearance techniques are introduced in the final week.",
    level: "intermediate",
    duration: "15 weeks",
    plantedGap: "airway clearance techniques",
    modules: [
      {
        title: "Arterial Blood Gas Interpretation",
        description: "A stepwise method for classifying acid-base disorders and judging compensation and oxygenation.",
        lesson: {
          title: "Reading a blood gas in five steps",
          html:
            p(
              "An arterial blood gas (ABG) reports the pH, the partial pressures of carbon dioxide (PaCO2) and oxygen (PaO2), and the bicarbonate concentration (HCO3-), usually with base excess and oxygen saturation. Acid-base balance follows the Henderson-Hasselbalch relationship: pH depends on the ratio of bicarbonate, controlled by the kidneys, to dissolved carbon dioxide, controlled by ventilation. Normal adult reference ranges are pH 7.35 to 7.45, PaCO2 35 to 45 mmHg (4.7 to 6.0 kPa), HCO3- 22 to 26 mmol/L and, breathing room air, PaO2 80 to 100 mmHg (10.6 to 13.3 kPa).",
              "A systematic approach avoids errors:",
            ) +
            "<ol><li>Look at the pH: below 7.35 is acidaemia, above 7.45 alkalaemia.</li><li>Look at the PaCO2: if it moves in the opposite direction to pH (high CO2 with low pH), the primary problem is respiratory.</li><li>Look at the HCO3-: if it moves in the same direction as pH (low HCO3- with low pH), the primary problem is metabolic.</li><li>Decide whether the other system is compensating, and whether compensation is partial (pH still abnormal) or full (pH back within range).</li><li>Assess oxygenation, comparing PaO2 with the inspired oxygen fraction.</li></ol>" +
            p(
              "Take a worked example: pH 7.28, PaCO2 62 mmHg, HCO3- 29 mmol/L, PaO2 58 mmHg on 28 per cent oxygen. The pH is acidaemic; the PaCO2 is high, in the opposite direction, so this is a respiratory acidosis. The bicarbonate is raised, which is the kidneys retaining base, so there is partial metabolic compensation. Renal compensation takes two to five days to develop, so a raised bicarbonate suggests a chronic component, as in a patient with chronic obstructive pulmonary disease (COPD) who has an acute exacerbation on top of chronic carbon dioxide retention.",
              "For metabolic acidosis, calculate the anion gap, Na+ minus (Cl- plus HCO3-), normally about 8 to 12 mmol/L. A raised gap points to added acid such as lactate or ketones; a normal gap suggests bicarbonate loss, for example from diarrhoea. For oxygenation, the PaO2/FiO2 ratio is a quick index: 58 divided by 0.28 gives about 207 mmHg, well below the normal value of over 400.",
            ),
        },
      },
      {
        title: "Oxygen Delivery Devices",
        description:
          "Low-flow and high-flow devices, the oxygen concentration each can deliver, and target saturations.",
        lesson: {
          title: "Matching the device to the patient",
          html:
            p(
              "Oxygen is a drug and should be prescribed to a target saturation rather than given by habit. The British Thoracic Society guideline recommends a target SpO2 of 94 to 98 per cent for most acutely ill adults and 88 to 92 per cent for those at risk of hypercapnic respiratory failure, such as many people with COPD, severe obesity or neuromuscular disease. Giving too much oxygen to such patients can worsen carbon dioxide retention by increasing ventilation-perfusion mismatch and through the Haldane effect.",
              "Devices are classified as low-flow or high-flow. A low-flow device supplies less gas than the patient's peak inspiratory flow, so room air is drawn in and the delivered fraction of inspired oxygen (FiO2) varies with the breathing pattern. A high-flow device meets or exceeds the patient's inspiratory demand, so FiO2 is predictable.",
            ) +
            "<table><tr><th>Device</th><th>Flow</th><th>Approximate FiO2</th><th>Notes</th></tr><tr><td>Nasal cannula</td><td>1 to 6 L/min</td><td>0.24 to 0.44</td><td>Roughly 4 percentage points per L/min above 21 per cent; comfortable, allows eating</td></tr><tr><td>Simple face mask</td><td>5 to 10 L/min</td><td>0.35 to 0.55</td><td>At least 5 L/min to flush exhaled CO2 from the mask</td></tr><tr><td>Non-rebreather mask with reservoir</td><td>10 to 15 L/min</td><td>0.60 to 0.90</td><td>For emergencies; reservoir bag must stay inflated</td></tr><tr><td>Venturi (air-entrainment) mask</td><td>Set by colour-coded valve</td><td>0.24 to 0.60, fixed</td><td>Preferred when a precise FiO2 is needed</td></tr><tr><td>High-flow nasal cannula</td><td>up to 60 L/min</td><td>0.21 to 1.00</td><td>Heated, humidified; small positive pressure and washout of dead space</td></tr></table>" +
            p(
              "The Venturi mask works by the Bernoulli principle: oxygen passes through a narrow jet at high velocity, creating a low pressure that entrains room air through side ports in a fixed ratio. A 28 per cent valve, for example, entrains about 10 litres of air for every litre of oxygen, producing a total flow well above most patients' demand. Reassess every patient after a change of device: check SpO2, respiratory rate, work of breathing and, in those at risk of hypercapnia, a repeat blood gas within 30 to 60 minutes.",
            ),
        },
      },
      {
        title: "Mechanical Ventilation Basics",
        description: "Common modes, initial settings and lung-protective ventilation based on predicted body weight.",
        lesson: {
          title: "Initial ventilator settings",
          html: p(
            "A mechanical ventilator delivers breaths by applying positive pressure to the airway, usually through an endotracheal tube. Each breath is defined by what triggers it (the patient's effort or a timer), what limits it during inspiration (a set flow or a set pressure), and what cycles it to expiration (a set volume, time or fall in flow). In volume-controlled assist-control ventilation, the clinician sets a tidal volume and a backup rate; every breath, whether triggered by the patient or the machine, delivers that volume, and the airway pressure varies with the patient's compliance and resistance. In pressure control, the clinician sets an inspiratory pressure and time, and the tidal volume varies instead. Pressure support is a spontaneous mode in which each patient-triggered breath is assisted by a set pressure and ends when inspiratory flow falls, and it is commonly used when weaning.",
            "Tidal volume should be based on predicted body weight (PBW), which depends on height and sex, not on actual weight, because lung size does not increase with obesity. The ARDS Network formula is PBW = 50 + 0.91 × (height in cm − 152.4) kg for men and 45.5 + 0.91 × (height in cm − 152.4) kg for women. The ARDSNet trial of 2000 showed that a tidal volume of 6 mL/kg PBW, with plateau pressure kept at or below 30 cmH2O, reduced mortality in acute respiratory distress syndrome from 39.8 to 31.0 per cent compared with 12 mL/kg.",
            "Worked example: a woman 165 cm tall weighing 110 kg. Her PBW is 45.5 + 0.91 × 12.6 = 45.5 + 11.5 = 57 kg. At 6 mL/kg the tidal volume is about 340 mL, and at 8 mL/kg about 460 mL. Setting 8 mL/kg of her actual weight, 880 mL, would be dangerously high.",
            "Typical initial settings for an adult are a tidal volume of 6 to 8 mL/kg PBW, a rate of 14 to 18 breaths per minute, an FiO2 of 1.0 weaned quickly to the lowest value achieving the target saturation, and positive end-expiratory pressure (PEEP) of 5 cmH2O. PEEP keeps alveoli open at the end of expiration and improves oxygenation. After setting up, check the patient's chest movement, SpO2, blood pressure and an arterial blood gas after about 20 to 30 minutes, and measure plateau pressure with an inspiratory hold.",
          ),
        },
      },
      {
        title: "Spirometry",
        description: "Performing acceptable spirometry and distinguishing obstructive from restrictive patterns.",
        lesson: {
          title: "FEV1, FVC and the ratio",
          html: p(
            "Spirometry measures how much air a person can exhale and how fast. After a maximal inspiration, the patient blows out as hard and fast as possible and continues until no more air can be expelled. The two key measurements are the forced vital capacity (FVC), the total volume exhaled, and the forced expiratory volume in one second (FEV1). Their ratio, FEV1/FVC, is the single most useful number in the test.",
            "Quality matters more than any interpretive rule. The 2019 ATS/ERS technical standard requires a rapid, maximal start with minimal hesitation, no cough in the first second, no leak or obstruction of the mouthpiece, and an end-of-test plateau in the volume-time curve. At least three acceptable manoeuvres should be obtained, and the two largest FVC and FEV1 values should each agree within 150 mL. The highest FVC and highest FEV1 are reported, even if they come from different blows. Coach the patient loudly and energetically; weak coaching is the commonest cause of an underestimated FVC.",
            "In an obstructive pattern, as in asthma and COPD, air flow out of the lungs is limited, so FEV1 falls more than FVC and the ratio is reduced. The GOLD strategy for COPD uses a post-bronchodilator FEV1/FVC below 0.70 as its criterion, although many laboratories prefer the lower limit of normal (the fifth percentile from reference equations such as GLI-2012), because a fixed 0.70 over-diagnoses obstruction in older people, whose ratio declines naturally with age. In a restrictive pattern, as in pulmonary fibrosis, chest wall deformity or obesity, lung volume is reduced, so FVC falls and the ratio is normal or high; restriction must be confirmed by measuring total lung capacity, since spirometry alone cannot prove it.",
            "Bronchodilator reversibility testing repeats spirometry 15 minutes after 400 micrograms of salbutamol. The 2021 ERS/ATS interpretation standard defines a significant response as an increase of more than 10 per cent of the predicted value in FEV1 or FVC, replacing the older criterion of 12 per cent and 200 mL. For example, a man with a predicted FEV1 of 3.5 L whose FEV1 rises from 2.1 to 2.5 L has improved by 0.4 L, or 11 per cent of predicted, a significant response that supports asthma.",
          ),
        },
      },
    ],
  },
  {
    slug: "aircraft-aerodynamics-and-performance",
    discipline: "Aerospace engineering",
    title: "Aircraft Aerodynamics and Performance",
    description:
      "Students learn to model the International Standard Atmosphere, estimate aerofoil lift and drag, predict cruise range and endurance, and assess static longitudinal stability, using the methods of Anderson and Raymer.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "static longitudinal stability",
    modules: [
      {
        title: "The International Standard Atmosphere",
        description:
          "The reference model of temperature, pressure and density with altitude used in all performance work.",
        lesson: {
          title: "A reference atmosphere",
          html:
            p(
              "The real atmosphere changes from day to day and place to place, so aircraft performance is calculated and reported against an agreed model, the International Standard Atmosphere (ISA), defined by the International Civil Aviation Organization and the International Organization for Standardization (ISO 2533). The ISA assumes dry air behaving as a perfect gas, in hydrostatic equilibrium, with specified temperature variation by height.",
              "At mean sea level the ISA sets a temperature of 15 °C (288.15 K), a pressure of 101,325 Pa and a density of 1.225 kg/m³. In the troposphere the temperature falls linearly with geopotential altitude at a lapse rate of 6.5 K per kilometre, up to the tropopause at 11,000 m, where it reaches 216.65 K (−56.5 °C). From 11 to 20 km, in the lower stratosphere, the temperature is constant.",
              "Pressure follows from the hydrostatic equation, dp = −ρg dh, combined with the ideal gas law p = ρRT, where R for air is 287.05 J/(kg·K). In a layer with a constant lapse rate this integrates to p/p0 = (T/T0)^(g/(aR)), with an exponent of about 5.256 in the troposphere. In the isothermal layer the pressure falls exponentially instead. Some representative values are:",
            ) +
            "<table><tr><th>Altitude (m)</th><th>Temperature (K)</th><th>Pressure (Pa)</th><th>Density (kg/m³)</th></tr><tr><td>0</td><td>288.15</td><td>101,325</td><td>1.225</td></tr><tr><td>3,000</td><td>268.65</td><td>70,108</td><td>0.909</td></tr><tr><td>6,000</td><td>249.15</td><td>47,181</td><td>0.660</td></tr><tr><td>11,000</td><td>216.65</td><td>22,632</td><td>0.364</td></tr></table>" +
            p(
              "Worked example: at 3,000 m, T = 288.15 − 6.5 × 3 = 268.65 K. Then p = 101,325 × (268.65/288.15)^5.256 = 101,325 × 0.6919 ≈ 70,100 Pa, and ρ = p/(RT) = 70,108/(287.05 × 268.65) ≈ 0.909 kg/m³, about 74 per cent of the sea-level value.",
              "Pilots and engineers use the ISA to define pressure altitude, the ISA altitude at which the measured pressure would occur, and density altitude, the ISA altitude with the same density. On a hot day at a high airfield, density altitude can be thousands of metres above the field elevation, which lengthens the take-off run because both engine power and wing lift depend on air density.",
            ),
        },
      },
      {
        title: "Aerofoil Lift and Drag",
        description: "Lift and drag coefficients, thin aerofoil theory and the behaviour of a section up to the stall.",
        lesson: {
          title: "Coefficients, camber and the stall",
          html: p(
            "An aerofoil produces lift because its shape and angle to the oncoming flow turn the air downwards; by Newton's third law the air pushes the aerofoil up, and the same effect appears in Bernoulli's terms as lower pressure over the upper surface than the lower. Engineers express the forces in dimensionless coefficients so that results from a wind tunnel can be scaled to full size. Lift per unit span is L' = ½ρV²c·cl, where ρ is air density, V the free-stream speed, c the chord and cl the section lift coefficient; drag is written the same way with cd. For a whole wing of area S, L = ½ρV²S·CL.",
            "Thin aerofoil theory, developed by Max Munk and Hermann Glauert in the 1920s, predicts that for a thin section at small angles the lift coefficient increases linearly with angle of attack at a slope of 2π per radian, about 0.11 per degree. Camber shifts the line: a symmetrical section produces zero lift at zero angle, whereas a cambered section produces lift even at zero angle, and its zero-lift angle is negative. The NACA four-digit sections encode this geometry; NACA 2412 has a maximum camber of 2 per cent of chord located at 40 per cent of chord and a maximum thickness of 12 per cent. Its zero-lift angle is about −2°.",
            "Worked example: estimate the lift of a wing of area 16 m² using a NACA 2412-like section at 4° angle of attack, flying at 60 m/s at sea level. Taking a lift slope of 0.11 per degree from the zero-lift angle, cl ≈ 0.11 × (4 − (−2)) = 0.66. Real finite wings have a lower lift slope because of wingtip vortices, so take CL ≈ 0.55. Then L = 0.5 × 1.225 × 60² × 16 × 0.55 ≈ 19,400 N, enough to support an aircraft of about 2,000 kg.",
            "The linear relationship breaks down at high angles of attack. As the adverse pressure gradient on the upper surface grows, the boundary layer separates, first near the trailing edge and then further forward, and lift stops increasing. The maximum lift coefficient of a typical 12 per cent section is about 1.5 to 1.7, reached near 15 to 16 degrees. Beyond this the aerofoil stalls: lift falls and drag rises sharply. Flaps and slats raise the maximum lift coefficient, allowing lower landing speeds.",
          ),
        },
      },
      {
        title: "Range and Endurance",
        description: "The drag polar, the best lift-to-drag ratio and the Breguet range equation.",
        lesson: {
          title: "How far and how long",
          html: p(
            "The drag of a complete aircraft is usually described by a parabolic drag polar: CD = CD0 + K·CL². The first term, the zero-lift drag coefficient, covers skin friction, form drag and interference drag and does not depend on lift. The second, lift-induced drag, arises from the trailing vortices of a finite wing, with K = 1/(πeAR), where AR is the aspect ratio (span squared divided by wing area) and e is the Oswald efficiency factor, typically 0.7 to 0.85. A long, slender wing therefore has low induced drag, which is why gliders and long-range airliners have high aspect ratios.",
            "Because CD0 is constant while induced drag falls with speed, total drag has a minimum. Differentiating CL/CD with respect to CL shows that the lift-to-drag ratio is greatest when the two components are equal, CD0 = K·CL². The maximum lift-to-drag ratio is then (L/D)max = 1/(2√(K·CD0)). For an airliner with CD0 = 0.020, AR = 9.5 and e = 0.8, K = 1/(π × 0.8 × 9.5) = 0.0419, giving (L/D)max = 1/(2√(0.0419 × 0.020)) ≈ 17.3.",
            "For a jet aircraft, whose fuel consumption is roughly proportional to thrust, the range is given by the Breguet range equation: R = (V/(g·c_T)) × (L/D) × ln(W_initial/W_final), where V is cruise speed, c_T the thrust-specific fuel consumption in kilograms of fuel per newton of thrust per second, and the weights are at the start and end of cruise.",
            "Worked example: an airliner cruises at 230 m/s with L/D = 17 and c_T = 1.6 × 10⁻⁵ kg/(N·s), starting cruise at 70,000 kg and ending at 56,000 kg. Then V/(g·c_T) = 230/(9.81 × 1.6 × 10⁻⁵) ≈ 1.465 × 10⁶ m, multiplied by 17 and by ln(1.25) = 0.223 gives about 5.56 × 10⁶ m, or roughly 5,600 km. The equation makes the designer's three levers plain: aerodynamic efficiency (L/D), engine efficiency (c_T) and structural efficiency, which raises the fuel fraction. Endurance, time aloft, is maximised instead by flying at (L/D)max itself for a jet, whereas maximum range for a jet requires a somewhat higher speed, where √CL/CD is greatest.",
          ),
        },
      },
    ],
  },
  {
    slug: "managing-people-at-work",
    discipline: "Human resource management",
    title: "Managing People at Work",
    description:
      "Covers the core activities of the HR function, including recruitment and selection, job evaluation, performance appraisal, training evaluation, and employment relations and collective bargaining.",
    level: "intermediate",
    duration: "one term",
    plantedGap: "job evaluation",
    modules: [
      {
        title: "Recruitment and Selection",
        description: "Job analysis, the validity of selection methods and the legal duty not to discriminate.",
        lesson: {
          title: "Choosing selection methods that predict",
          html:
            p(
              "Selection is a prediction problem: an employer wants to know, before hiring, how well a candidate will perform. Good practice starts with job analysis, a systematic study of the tasks, responsibilities and working conditions of the role, which yields a job description and a person specification listing the knowledge, skills, abilities and other characteristics required. Every selection method should then be chosen because it measures something on the person specification.",
              "The quality of a method is judged by its predictive validity, the correlation between scores on the method and later measures of job performance. The most cited summary is the meta-analysis by Frank Schmidt and John Hunter (1998), which combined 85 years of research. Some of their estimated validities are:",
            ) +
            "<table><tr><th>Method</th><th>Estimated validity (r)</th></tr><tr><td>Work sample tests</td><td>0.54</td></tr><tr><td>General mental ability tests</td><td>0.51</td></tr><tr><td>Structured interviews</td><td>0.51</td></tr><tr><td>Unstructured interviews</td><td>0.38</td></tr><tr><td>Reference checks</td><td>0.26</td></tr><tr><td>Years of job experience</td><td>0.18</td></tr><tr><td>Graphology (handwriting analysis)</td><td>0.02</td></tr></table>" +
            p(
              "A structured interview asks every candidate the same job-related questions and scores the answers against pre-agreed anchors; it comes in two main forms, situational questions ('What would you do if...?') and behavioural questions ('Tell me about a time when...'). Its superiority over the unstructured interview, in which the conversation wanders, is one of the most robust findings in the field. A later re-analysis by Sackett and colleagues in 2022 argued that earlier corrections had overstated several validities, and placed structured interviews at the top of the ranking, but the broad message is unchanged.",
              "Selection must also be lawful. In Great Britain the Equality Act 2010 prohibits direct and indirect discrimination on nine protected characteristics, including sex, race, disability and age. Indirect discrimination arises when a neutral-looking requirement, such as an unnecessary height minimum, disadvantages a protected group and cannot be justified as a proportionate means of achieving a legitimate aim. In the United States, the Uniform Guidelines of 1978 use the four-fifths rule as a rough test of adverse impact: if one group's selection rate is less than 80 per cent of the rate of the most successful group, the employer should examine the method. For example, if 60 per cent of men but only 42 per cent of women pass a test, the ratio is 0.70, below the threshold.",
            ),
        },
      },
      {
        title: "Performance Appraisal",
        description: "Rating formats, common rater errors and the use of goals and multi-source feedback.",
        lesson: {
          title: "Rating performance fairly",
          html: p(
            "Performance appraisal is the periodic evaluation of an employee's work against agreed standards. It serves administrative purposes, such as pay, promotion and decisions about poor performance, and developmental purposes, such as identifying training needs and career plans. Many researchers argue that combining both purposes in one meeting is a mistake, because an employee whose pay depends on the rating has every reason not to discuss weaknesses openly.",
            "Ratings are vulnerable to systematic errors. The halo effect occurs when a rater's overall impression of a person colours ratings on every separate dimension, so a likeable colleague is rated highly on punctuality and technical accuracy alike. Leniency and severity errors shift all of a rater's scores up or down, and central tendency bunches them in the middle of the scale. Recency error gives excessive weight to events of the last few weeks rather than the whole review period, and similar-to-me bias favours people who share the rater's background. Training raters to recognise these errors, and asking them to keep a log of specific incidents through the year, reduces them.",
            "Rating formats differ in how much they guide the rater. A graphic rating scale simply asks for a score from 1 to 5 on traits such as 'initiative'. Behaviourally anchored rating scales (BARS), introduced by Smith and Kendall in 1963, attach a concrete description of behaviour to each point, derived from critical incidents collected from job experts; for a customer service role, a 5 might read 'calms an angry customer and resolves the complaint without referral' and a 1 'argues with the customer'. BARS are more expensive to build but more defensible and easier to give feedback on.",
            "Goal setting, grounded in the research of Edwin Locke and Gary Latham, holds that specific, difficult goals produce higher performance than vague instructions to 'do your best', provided the person is committed and receives feedback. Many organisations therefore appraise against objectives agreed at the start of the year. Multi-source or 360-degree feedback adds ratings from peers, direct reports and sometimes customers; it is most useful for development. Forced distribution systems, which require a fixed share of staff to be rated in the bottom category, were popularised at General Electric in the 1980s and have since been abandoned by many firms because they damage cooperation.",
          ),
        },
      },
      {
        title: "Evaluating Training",
        description: "Training needs analysis and the Kirkpatrick four-level model for evaluating outcomes.",
        lesson: {
          title: "Did the training work?",
          html:
            p(
              "Organisations spend large sums on training but often evaluate it only by asking whether participants enjoyed the day. Systematic training begins with a training needs analysis at three levels: the organisation (what capabilities does the strategy require?), the task (what must be done in this job, and to what standard?) and the person (who lacks which skills?). The gap between required and current performance defines the learning objectives, and only then is a method chosen.",
              "The most widely used framework for evaluation was proposed by Donald Kirkpatrick in a series of articles in 1959 and is known as the four levels:",
            ) +
            "<ol><li>Reaction: how participants felt about the training, usually measured by a questionnaire at the end, the so-called happy sheet.</li><li>Learning: the knowledge, skills or attitudes acquired, measured by tests before and after, or by observed practice.</li><li>Behaviour: whether people apply what they learned back at work, measured weeks or months later by observation, manager reports or work records.</li><li>Results: the effect on organisational outcomes such as output, quality, accidents, sales or staff turnover.</li></ol>" +
            p(
              "Each level is harder to measure than the last and is influenced by more factors beyond the training itself. Research has found only weak correlations between reaction scores and actual learning, so a popular course is not necessarily an effective one. Behaviour change depends heavily on the transfer climate: whether the manager supports new ways of working and whether employees have the opportunity to use the skill soon after training. Baldwin and Ford's 1988 review identified trainee characteristics, training design and the work environment as the three groups of factors that determine transfer.",
              "Jack Phillips later added a fifth level, return on investment, which converts results into money and compares them with the full cost of the programme. As a worked example, a forklift safety course costing £20,000 that reduces lost-time accidents from eight to five a year, at an average cost of £9,000 per accident, yields benefits of £27,000 in its first year. The ROI is (27,000 − 20,000) / 20,000 = 35 per cent, provided that the fall in accidents can reasonably be attributed to the course, for example by comparing with a site that has not yet been trained.",
            ),
        },
      },
      {
        title: "Employment Relations and Collective Bargaining",
        description: "Perspectives on the employment relationship, trade unions and the process of negotiation.",
        lesson: {
          title: "Conflict, cooperation and negotiation",
          html: p(
            "How managers approach employee relations depends partly on their assumptions about the workplace. Alan Fox, in a 1966 research paper for the Donovan Commission, distinguished two frames of reference. The unitarist view sees the organisation as a team with a single set of shared goals, in which conflict is abnormal and caused by poor communication or troublemakers, and trade unions are unnecessary intruders. The pluralist view sees the organisation as a coalition of groups with legitimately different interests, especially over pay and effort, in which conflict is normal and best managed through agreed procedures and negotiation with representatives.",
            "Collective bargaining is the process by which employers and trade unions negotiate terms and conditions of employment on behalf of a group of workers. It can take place at national or industry level, as in much of continental Europe, or at company or workplace level, as is now usual in the United Kingdom and the United States. Agreements cover substantive terms, such as pay, hours and holidays, and procedural terms, such as how grievances and disputes are to be handled. Union density in the UK fell from a peak of about 55 per cent in 1979 to around 22 per cent by the early 2020s, and the share of employees covered by collective agreements fell with it.",
            "Richard Walton and Robert McKersie's A Behavioral Theory of Labor Negotiations (1965) identified distributive bargaining, in which the parties divide a fixed sum and one side's gain is the other's loss, and integrative bargaining, in which they seek solutions that enlarge the total, such as trading flexible working hours for a productivity bonus. Each side enters with a target point and a resistance point; a settlement is possible only if the resistance points overlap. If a union's lowest acceptable offer is a 4 per cent rise and management will go up to 5 per cent, the settlement zone lies between 4 and 5 per cent.",
            "When talks break down, third parties can help. In Britain the Advisory, Conciliation and Arbitration Service (Acas), set up in 1975, offers conciliation, in which it helps the parties reach their own agreement; mediation, in which it proposes recommendations; and arbitration, in which an arbitrator decides and the parties agree in advance to accept the award.",
          ),
        },
      },
    ],
  },
  {
    slug: "database-systems-design-and-transactions",
    discipline: "Database systems",
    title: "Database Systems: Design and Transactions",
    description:
      "Students study the relational model and SQL; normalisation up to Boyce-Codd normal form; physical storage and indexing with B+ trees; and transactions, isolation levels and concurrency control.",
    level: "intermediate",
    duration: "11 weeks",
    plantedGap: "B+ trees",
    modules: [
      {
        title: "The Relational Model and SQL",
        description: "Relations, keys and constraints, and how SQL queries express relational operations.",
        lesson: {
          title: "Tables as relations",
          html: p(
            "The relational model was proposed by Edgar F. Codd of IBM in his 1970 paper 'A Relational Model of Data for Large Shared Data Banks'. Its central idea is that all data is represented as relations, mathematical sets of tuples, and that users state what data they want rather than how to navigate to it. In the vocabulary of SQL, a relation is a table, a tuple is a row and an attribute is a column. Because a relation is a set, its rows have no inherent order, and in the pure model no two rows may be identical.",
            "A superkey is any set of attributes whose values uniquely identify a row; a candidate key is a minimal superkey; and the primary key is the candidate key chosen as the main identifier. A foreign key is a set of attributes in one table that must match the primary key of a row in another table, or be null. Referential integrity constraints of this kind, declared with FOREIGN KEY ... REFERENCES, are enforced by the database so that an order can never refer to a customer who does not exist.",
            "Codd defined a relational algebra of operations that take relations and return relations: selection (σ) keeps rows meeting a condition, projection (π) keeps chosen columns, and the join combines rows of two relations that agree on some condition, alongside union, difference and rename. A SQL query maps onto these operations. For example, SELECT c.name, o.total FROM customer c JOIN orders o ON o.customer_id = c.id WHERE o.total > 100 joins the two tables, selects the large orders and projects two columns. Aggregation extends the algebra: SELECT customer_id, COUNT(*), SUM(total) FROM orders GROUP BY customer_id HAVING SUM(total) > 1000 groups rows and filters the groups, with HAVING applied after grouping and WHERE before.",
            "SQL departs from the pure model in one important way: NULL. A null marks a missing or inapplicable value, and any comparison with it yields a third truth value, unknown. The condition WHERE discount <> 0.1 therefore silently excludes rows in which the discount is null, because NULL <> 0.1 is unknown rather than true. To include them you must write WHERE discount <> 0.1 OR discount IS NULL. This three-valued logic is one of the commonest sources of wrong answers in practice.",
          ),
        },
      },
      {
        title: "Functional Dependencies and Normalisation",
        description: "Using functional dependencies to detect redundancy and decompose tables into 3NF and BCNF.",
        lesson: {
          title: "Removing redundancy step by step",
          html:
            p(
              "Normalisation is a method for designing tables so that each fact is stored once. Redundant storage causes update anomalies: if a lecturer's office is stored on every row of every module they teach, changing the office requires many updates, and missing one leaves the data inconsistent. It also causes insertion anomalies (a new lecturer cannot be recorded until they teach a module) and deletion anomalies (deleting the last module deletes the lecturer's office too).",
              "The tool is the functional dependency. X → Y means that any two rows agreeing on the attributes X must agree on Y; for example, lecturer → office. Consider the table Teaching(module, lecturer, office, room), with the dependencies module → lecturer, lecturer → office and module → room. The key is module. The normal forms can be summarised as follows:",
            ) +
            "<table><tr><th>Normal form</th><th>Condition</th></tr><tr><td>First (1NF)</td><td>Every attribute holds a single atomic value; no repeating groups</td></tr><tr><td>Second (2NF)</td><td>1NF, and no non-key attribute depends on only part of a composite key</td></tr><tr><td>Third (3NF)</td><td>2NF, and no non-key attribute depends on another non-key attribute (no transitive dependency)</td></tr><tr><td>Boyce-Codd (BCNF)</td><td>For every non-trivial dependency X → Y, X is a superkey</td></tr></table>" +
            p(
              "Teaching is in 2NF, because its key has a single attribute, but not in 3NF: office depends on lecturer, which is not a key, giving the transitive chain module → lecturer → office. The remedy is decomposition into Teaching(module, lecturer, room) and Lecturer(lecturer, office). This decomposition is lossless, because the shared attribute lecturer is a key of the second table, so joining the two tables reconstructs exactly the original rows without spurious ones. It is also dependency-preserving, since each original dependency can be checked within a single table.",
              "BCNF is slightly stronger than 3NF. A classic example is Booking(student, subject, tutor) where each tutor teaches one subject (tutor → subject) and each student has one tutor per subject ({student, subject} → tutor). The table is in 3NF, because subject is part of a candidate key, but not in BCNF, because tutor is not a superkey. Decomposing into (student, tutor) and (tutor, subject) reaches BCNF but loses the ability to enforce {student, subject} → tutor without a join, which is why designers sometimes stop at 3NF.",
            ),
        },
      },
      {
        title: "Transactions and Concurrency Control",
        description: "ACID properties, serialisability, isolation anomalies and two-phase locking.",
        lesson: {
          title: "Many users, one consistent database",
          html:
            p(
              "A transaction is a sequence of reads and writes that the database treats as a single logical unit, such as transferring £100 from one account to another. Transactions are expected to have the ACID properties, a term coined by Andreas Reuter and Theo Härder in 1983: atomicity (all of the transaction happens or none of it does), consistency (it takes the database from one valid state to another), isolation (concurrent transactions do not see each other's partial work) and durability (once committed, its effects survive crashes). Atomicity and durability are provided by the recovery system, typically a write-ahead log; isolation is provided by concurrency control.",
              "The gold standard for isolation is serialisability: a concurrent schedule is correct if its effect equals that of some serial order of the same transactions. Weaker levels allow particular anomalies in exchange for more concurrency. The SQL standard defines four levels by the phenomena they prevent:",
            ) +
            "<table><tr><th>Isolation level</th><th>Dirty read</th><th>Non-repeatable read</th><th>Phantom</th></tr><tr><td>Read uncommitted</td><td>possible</td><td>possible</td><td>possible</td></tr><tr><td>Read committed</td><td>prevented</td><td>possible</td><td>possible</td></tr><tr><td>Repeatable read</td><td>prevented</td><td>prevented</td><td>possible</td></tr><tr><td>Serializable</td><td>prevented</td><td>prevented</td><td>prevented</td></tr></table>" +
            p(
              "A dirty read sees data written by a transaction that has not yet committed and may roll back. A non-repeatable read occurs when a transaction reads the same row twice and gets different values because another transaction committed in between. A phantom occurs when a repeated query returns new rows inserted by another transaction. PostgreSQL uses read committed by default and implements serializable with serialisable snapshot isolation, which aborts one of the transactions when a dangerous pattern is detected, so applications must be ready to retry.",
              "The classic locking protocol is two-phase locking (2PL): a transaction acquires shared locks for reading and exclusive locks for writing, and once it has released any lock it may not acquire another. Every schedule produced by 2PL is serialisable. Strict 2PL holds exclusive locks until commit, preventing other transactions from reading uncommitted data. Locking can cause deadlock, for example when T1 holds a lock on account A and waits for B while T2 holds B and waits for A; the database detects the cycle in its waits-for graph and aborts one transaction as the victim.",
            ),
        },
      },
    ],
  },
];
