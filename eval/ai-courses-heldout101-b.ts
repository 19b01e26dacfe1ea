/** One-hundred-and-first held-out evaluation courses, intermediate level; see ai-courses-heldout101.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT101_B: EvalCourse[] = [
  {
    slug: "critical-appraisal-of-clinical-research",
    discipline: "Critical appraisal",
    title: "Critical Appraisal of Clinical Research",
    description:
      "Clinicians and health science students who can read a research paper are not always able to judge one. Topics include framing answerable questions with PICO, matching questions to study designs, appraising randomised controlled trials for bias, interpreting relative and absolute risk, numbers needed to treat and confidence intervals, and weighing the evidence of systematic reviews.",
    level: "intermediate",
    duration: "seven weeks (one two-hour journal-club seminar a week)",
    plantedGap: "systematic reviews",
    modules: [
      {
        title: "Asking answerable questions",
        description:
          "Structuring clinical questions with PICO and choosing the study design that can answer each kind of question.",
        lesson: {
          title: "PICO and the hierarchy of designs",
          html:
            p(
              "Appraisal begins with the question, because a study can only be judged against what it was designed to answer. The PICO format breaks a clinical question into Population, Intervention (or exposure), Comparison and Outcome. ‘Is apixaban good for atrial fibrillation?’ is unanswerable as it stands; ‘In adults with non-valvular atrial fibrillation (P), does apixaban (I), compared with warfarin (C), reduce stroke or systemic embolism (O)?’ points straight to a body of evidence, in this case the ARISTOTLE trial of 18,201 patients. Different kinds of question call for different designs:",
            ) +
            "<ul><li>therapy or prevention: the randomised controlled trial, because only random allocation balances unknown confounders between groups;</li><li>harm or aetiology: the cohort study, or the case-control study when the outcome is rare, since nobody can ethically randomise people to a harmful exposure;</li><li>prognosis: an inception cohort, assembled at a common, early point in the disease;</li><li>diagnosis: a cross-sectional comparison of the test against a reference standard applied to every participant.</li></ul>" +
            p(
              "The familiar hierarchy of evidence places trials above cohort studies, cohort studies above case-control studies and those above case series, but it is a hierarchy for questions about treatment effects. The link between smoking and lung cancer was established by Doll and Hill's case-control study of 1950 and their cohort of British doctors begun in 1951, and nobody would demand a trial. A case-control design is efficient for rare outcomes because it starts from the cases; its usual measure is the odds ratio, which approximates the relative risk only when the outcome is uncommon.",
              "Outcomes deserve as much scrutiny as designs. Surrogate outcomes such as blood pressure, HbA1c or counts of ectopic beats are attractive because they change quickly, but they can mislead. The Cardiac Arrhythmia Suppression Trial (CAST, 1989) found that encainide and flecainide suppressed ventricular ectopic beats after myocardial infarction, exactly as intended, yet increased mortality compared with placebo. A good first question to put to any paper is therefore whether its primary outcome is something patients themselves would notice.",
            ),
        },
      },
      {
        title: "Appraising a randomised controlled trial",
        description: "Working through the five domains of the Cochrane risk-of-bias tool for randomised trials.",
        lesson: {
          title: "Where bias enters a trial",
          html:
            p(
              "A randomised trial is only as good as the protection it gives against bias at each stage. The Cochrane risk-of-bias tool for randomised trials (RoB 2, published in 2019) organises appraisal into five domains, and working through them in order is a sound habit:",
            ) +
            "<ol><li>The randomisation process. Was the sequence genuinely random (computer-generated, not by date of birth or day of the week), and was allocation concealed until each participant was enrolled? Concealment is not blinding: it stops recruiting clinicians from steering patients into a group. Central telephone or web randomisation is secure; sealed envelopes can be opened or held up to the light. Check the baseline table for imbalances larger than chance would explain.</li><li>Deviations from intended interventions. Were participants and clinicians blinded, and if not, could knowing the allocation have changed co-interventions or adherence? The main analysis should follow intention to treat, analysing every participant in the group to which they were randomised, because excluding those who stopped treatment destroys the balance randomisation created.</li><li>Missing outcome data. How many were lost to follow-up, and was the loss similar between groups? A common rule of thumb treats losses above 20 per cent as a serious threat, but even 5 per cent matters when the event rate is low.</li><li>Measurement of the outcome. Were outcome assessors blind to allocation? This matters most for subjective outcomes such as pain scores or a radiologist's reading, and least for all-cause mortality.</li><li>Selection of the reported result. Does the paper report the primary outcome named in its trial registration, on ClinicalTrials.gov or the ISRCTN registry, and in its protocol, or has a more favourable outcome, time point or analysis been promoted in its place?</li></ol>" +
            p(
              "Each domain is judged as low risk, some concerns or high risk of bias, and the overall judgement is at least as severe as the worst domain; several domains with some concerns can together justify a judgement of high risk. The CONSORT flow diagram, which reports the numbers screened, randomised, allocated, followed up and analysed in each arm, is the quickest place to find the answers for the second and third domains. Finally, remember that a trial at low risk of bias can still be irrelevant to your patient if its participants, comparator or setting differ from yours: internal validity and applicability are separate questions.",
            ),
        },
      },
      {
        title: "What do the results mean?",
        description:
          "Calculating relative and absolute effects and numbers needed to treat, and reading them with their confidence intervals.",
        lesson: {
          title: "Relative risk, absolute risk and NNT",
          html:
            p(
              "Consider a trial in which 20 of 200 control patients (10 per cent) and 12 of 200 treated patients (6 per cent) have a stroke within two years. Four figures describe the effect:",
            ) +
            "<ul><li>relative risk (RR) = 0.06 ÷ 0.10 = 0.60;</li><li>relative risk reduction (RRR) = 1 − 0.60 = 40 per cent;</li><li>absolute risk reduction (ARR) = 0.10 − 0.06 = 0.04, or 4 percentage points;</li><li>number needed to treat (NNT) = 1 ÷ 0.04 = 25 patients treated for two years to prevent one stroke.</li></ul>" +
            p(
              "The relative risk reduction sounds impressive. It also stays the same when baseline risk falls: in a lower-risk population with a 1 per cent control event rate, the same 40 per cent RRR gives an ARR of 0.4 percentage points and an NNT of 250. Always convert relative effects to absolute ones at the patient's own baseline risk, and always state the time period of an NNT.",
              "Now add uncertainty. The standard error of a difference between two proportions is √[p1(1 − p1)/n1 + p2(1 − p2)/n2] = √(0.10 × 0.90/200 + 0.06 × 0.94/200) = √0.000732 = 0.027. The 95 per cent confidence interval for the ARR is 0.04 ± 1.96 × 0.027, or −1.3 to 9.3 percentage points. Because the interval includes zero, the result is compatible with no effect and even with slight harm; it is not statistically significant at the 5 per cent level, and the two-sided p-value is about 0.14.",
              "Confidence intervals say more than p-values because they show the size of the plausible effects. Here the data fit anything from a 9-point benefit to a 1-point harm: the trial is too small to decide, which is not the same as evidence that the drug fails. When the interval for the ARR crosses zero, the interval for the NNT runs from a number needed to treat to benefit (here about 11) through infinity to a number needed to harm (about 77), which is why NNTs should be reported with their intervals or not at all.",
              "Finally, ask whether an effect is clinically important, not merely detectable. Compare the whole confidence interval, and especially its lower limit, with the minimal clinically important difference the authors declared in advance.",
            ),
        },
      },
    ],
  },
  {
    slug: "building-physics-heat-moisture-and-air",
    discipline: "Building physics",
    title: "Building Physics: Heat, Moisture and Air",
    description:
      "Fabric heat loss and U-values; thermal bridging; condensation risk and the dew point; airtightness testing and ventilation; daylighting. Second-year students on architectural technology and building services programmes apply each topic to real wall, roof and window details and check them against Approved Document L and BS 5250.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one two-hour design studio a week)",
    plantedGap: "daylighting",
    modules: [
      {
        title: "Heat loss through the fabric",
        description:
          "Calculating U-values from layer resistances, estimating fabric heat loss and accounting for thermal bridges at junctions.",
        lesson: {
          title: "Calculating U-values and accounting for thermal bridges",
          html:
            p(
              "Steady-state heat flow through a building element is governed by its thermal resistance. For a homogeneous layer, R = d/λ, where d is the thickness in metres and λ the thermal conductivity in W/m·K, and the resistances of layers in series add. Two surface resistances account for convection and radiation at the faces; for walls, with horizontal heat flow, BS EN ISO 6946 gives Rsi = 0.13 and Rse = 0.04 m²K/W. The U-value is the reciprocal of the total. For a masonry cavity wall with partial-fill insulation:",
            ) +
            "<table><tr><th>Layer</th><th>d (m)</th><th>λ (W/m·K)</th><th>R (m²K/W)</th></tr><tr><td>Internal surface</td><td>–</td><td>–</td><td>0.130</td></tr><tr><td>Gypsum plaster</td><td>0.013</td><td>0.57</td><td>0.023</td></tr><tr><td>Dense concrete block</td><td>0.100</td><td>1.13</td><td>0.088</td></tr><tr><td>PIR insulation board</td><td>0.100</td><td>0.022</td><td>4.545</td></tr><tr><td>Unventilated cavity</td><td>0.050</td><td>–</td><td>0.180</td></tr><tr><td>Brick outer leaf</td><td>0.1025</td><td>0.77</td><td>0.133</td></tr><tr><td>External surface</td><td>–</td><td>–</td><td>0.040</td></tr></table>" +
            p(
              "The total is 5.139 m²K/W, so U = 1/5.139 = 0.195 W/m²K before corrections. BS EN ISO 6946 then adds small corrections for air gaps in the insulation layer and for mechanical fasteners, so the steel wall ties crossing the cavity raise the figure slightly. Approved Document L (2021 edition) sets a limiting U-value of 0.26 W/m²K for the external walls of new dwellings in England, but the notional dwelling used to set the energy target assumes 0.18, so a compliant design usually needs to come close to that.",
              "Heat loss follows from Q = U × A × ΔT. For 40 m² of this wall with 20 °C inside and 0 °C outside, Q = 0.195 × 40 × 20 ≈ 156 W.",
              "Real buildings lose extra heat wherever the insulation layer is interrupted or the geometry changes: at lintels, sills, wall–floor and wall–roof junctions and around window frames. These thermal bridges are quantified as linear thermal transmittances, ψ (W/m·K), multiplied by the length of each junction, and point transmittances, χ (W/K), so that the fabric heat transfer coefficient becomes H = ΣUA + Σψl + Σχ. In a well-insulated house the junctions can account for a fifth or more of fabric heat loss, so detailing matters as much as insulation thickness. Bridges also lower internal surface temperatures, which is where heat loss meets moisture.",
            ),
        },
      },
      {
        title: "Condensation and moisture movement",
        description:
          "Dew point, surface condensation and mould risk, and the Glaser method for interstitial condensation.",
        lesson: {
          title: "Dew point, vapour resistance and the Glaser method",
          html:
            p(
              "Air holds water vapour up to a saturation vapour pressure that rises steeply with temperature: about 0.61 kPa at 0 °C, 1.23 kPa at 10 °C and 2.34 kPa at 20 °C. Relative humidity is the ratio of actual to saturation vapour pressure, so room air at 20 °C and 60 per cent RH has a vapour pressure of 0.60 × 2.34 = 1.40 kPa. Cooling that air does not change its vapour pressure, so condensation begins at the temperature whose saturation pressure is 1.40 kPa, about 12 °C: the dew point.",
              "Surface condensation occurs wherever an internal surface is colder than the dew point. Mould needs less: a sustained surface relative humidity of about 80 per cent is enough. Hence the temperature factor fRsi = (θsi − θe)/(θi − θe) should be at least 0.75 at every junction in a dwelling; with 20 °C inside and 0 °C outside, that means no internal surface colder than 15 °C.",
              "Interstitial condensation happens inside a construction, where vapour diffusing outwards meets a layer colder than its dew point. The Glaser method, standardised in BS EN ISO 13788, assesses the risk in four steps:",
            ) +
            "<ol><li>Divide the temperature drop across the construction in proportion to each layer's thermal resistance, giving the temperature at every interface.</li><li>Convert each interface temperature to a saturation vapour pressure.</li><li>Divide the vapour pressure drop from inside to outside in proportion to each layer's vapour resistance, expressed as an equivalent air-layer thickness, sd, in metres.</li><li>Wherever the calculated vapour pressure would exceed the saturation pressure, condensation is predicted at that interface; the calculation is then repeated month by month to see whether water accumulated in winter evaporates again in summer.</li></ol>" +
            p(
              "The practical lesson is the order of layers: put the high vapour resistance on the warm side and make constructions progressively more vapour-open towards the outside. A timber-frame wall needs a vapour control layer behind the plasterboard and a vapour-open sheathing membrane outside.",
              "Glaser's method is a steady-state diffusion model. It ignores liquid transport by capillary action, driving rain, moisture built in during construction and the buffering of hygroscopic materials such as timber and lime. For solid masonry, internally insulated historic walls and many timber constructions, BS 5250 directs designers to transient hygrothermal simulation to BS EN 15026.",
            ),
        },
      },
      {
        title: "Airtightness and ventilation",
        description:
          "Fan-pressurisation testing, designing a continuous air barrier and choosing a ventilation strategy under Approved Document F.",
        lesson: {
          title: "Testing air permeability and providing fresh air",
          html:
            p(
              "Uncontrolled air leakage through gaps around service penetrations, floor joists, window frames and loft hatches can account for a large share of the heat loss of an otherwise well-insulated dwelling. Airtightness is measured by fan pressurisation: a calibrated fan fitted in an external doorway, the blower door, raises or lowers the internal pressure, and the airflow needed to hold a 50 Pa difference is recorded (BS EN ISO 9972). Dividing that flow by the envelope area gives air permeability in m³/(h·m²) at 50 Pa; dividing it by the internal volume gives air changes per hour, n50.",
              "Approved Document L 2021 sets a limiting air permeability of 8 m³/(h·m²) at 50 Pa for new dwellings and requires every new dwelling to be tested rather than a sample; the notional dwelling assumes 5.",
              "Airtightness has to be designed, not hoped for. Draw a continuous line around the air barrier on every plan and section, name the material that forms it at each point (wet plaster, taped boards, a membrane), and detail every junction where the line passes from one material to another. Test early, at first fix, while leaks can still be reached and sealed.",
              "A tight house must then be ventilated deliberately, to dilute moisture, carbon dioxide and indoor pollutants. Approved Document F recognises three main strategies:",
            ) +
            "<ul><li>background ventilators with intermittent extract fans, for example 30 l/s from a cooker hood or 60 l/s from a kitchen fan sited elsewhere, and 15 l/s from a bathroom;</li><li>continuous mechanical extract ventilation from wet rooms, with replacement air entering through vents in habitable rooms;</li><li>mechanical ventilation with heat recovery (MVHR), which supplies habitable rooms, extracts from wet rooms and passes both airstreams through a heat exchanger that typically recovers 75 to 90 per cent of the heat in the outgoing air.</li></ul>" +
            p(
              "Ventilation heat loss is approximately 0.33 × n × V × ΔT watts, where n is the air change rate per hour and V the volume in m³. For a 250 m³ house at 0.5 air changes per hour and a 20 K temperature difference, that is 0.33 × 0.5 × 250 × 20 ≈ 825 W, which is why heat recovery becomes worthwhile once the fabric is very airtight.",
            ),
        },
      },
    ],
  },
  {
    slug: "anglo-saxon-england-c-410-1066",
    discipline: "Anglo-Saxon history",
    title: "Anglo-Saxon England, c. 410–1066",
    description:
      "From the end of Roman rule in Britain to the Norman Conquest, six centuries of English history are read through their sources: Gildas and Bede, the Sutton Hoo ship burial, the Anglo-Saxon Chronicle, coins and Domesday Book. Themes include settlement and conversion, Offa's Dyke, Alfred's wars with the Vikings and the making of the late Anglo-Saxon state.",
    level: "intermediate",
    duration: "one semester (eleven weekly lectures and fortnightly document seminars)",
    plantedGap: "Offa's Dyke",
    modules: [
      {
        title: "Settlement and conversion",
        description:
          "What the written sources, archaeology and ancient DNA can and cannot tell us about the fifth to seventh centuries.",
        lesson: {
          title: "Sources for the settlement and the conversion",
          html: p(
            "Roman government in Britain ended around 410. The island's garrison had largely been withdrawn, and the historian Zosimus reports that the emperor Honorius told the cities of Britain to look to their own defence, though some scholars think the letter was meant for Bruttium in Italy. What followed is among the most poorly documented periods of British history. The nearest thing to a contemporary narrative is Gildas's De excidio Britanniae, a sermon probably written in the first half of the sixth century, which blames a ‘proud tyrant’ for inviting Saxon mercenaries and mentions a British victory at Mons Badonicus, but names almost no places or dates.",
            "Bede's Ecclesiastical History of the English People, finished in 731, gave the story its familiar shape: Angles, Saxons and Jutes arriving from the continent, and Hengist and Horsa landing in Kent around 449. Bede wrote three centuries after the events, drew heavily on Gildas, and was writing a providential history of the English Church; his migration narrative is a product of that purpose as much as a record.",
            "Archaeology supplies what the texts cannot. Cremation cemeteries such as Spong Hill in Norfolk, with more than 2,000 burials, contain urns closely paralleled in Schleswig-Holstein and Lower Saxony, and settlements such as West Stow and Mucking have sunken-featured buildings of continental type. Historians long argued over whether this reflected a mass migration or a British population adopting new fashions. Ancient DNA has shifted the debate: a 2022 study in Nature by Gretzinger and colleagues found that early medieval individuals from eastern England derived up to about three-quarters of their ancestry from continental northern Europe, with much local variation and clear evidence of intermarriage.",
            "Conversion is better recorded. Augustine's mission from Pope Gregory the Great landed in Kent in 597 and converted King Æthelberht; Paulinus baptised Edwin of Northumbria in 627; and after Edwin's death the Irish tradition of Iona arrived with Aidan, who founded Lindisfarne in 635. The two traditions calculated Easter differently, and at the Synod of Whitby in 664 King Oswiu decided for Roman practice. The Sutton Hoo Mound 1 ship burial, of the 620s and probably that of King Rædwald of East Anglia, catches the moment of transition: a furnished burial in a pagan tradition that includes two silver spoons inscribed ‘Saulos’ and ‘Paulos’.",
          ),
        },
      },
      {
        title: "Alfred and the Viking wars",
        description: "The great army of 865, the survival of Wessex and Alfred's military and educational reforms.",
        lesson: {
          title: "Wessex under pressure, 865–899",
          html: p(
            "In 865 the Anglo-Saxon Chronicle records the arrival in East Anglia of a ‘great heathen army’ (micel hæþen here). Over the next decade it took York (866–7), killed King Edmund of East Anglia (869) and drove the Mercian king Burgred into exile (874), leaving Wessex as the only English kingdom still under native rule. Alfred became king in 871, in the middle of a year of battles, and in January 878 a surprise attack on Chippenham by Guthrum drove him into the Somerset marshes at Athelney.",
            "The recovery was swift. In May 878 Alfred defeated Guthrum at Edington; Guthrum accepted baptism with Alfred as his godfather, and a later treaty divided England along the Thames, the Lea, the Ouse and Watling Street, with Scandinavian rule to the north and east in what later writers called the Danelaw.",
            "Alfred's lasting reforms were military. The Chronicle says that in the 890s he divided his army so that half was at home and half in the field at any time, and he had larger ships built to his own design. Most important was a network of fortified burhs, placed so that few people in Wessex lived more than about twenty miles, a day's march, from one. Their upkeep is recorded in the Burghal Hidage, an early tenth-century list of some thirty-three burhs with the hides assigned to each. It includes a formula: sixteen hides maintain an acre's breadth (four poles) of wall, one man coming from each hide, so every pole of 5½ yards needs four men.",
            "The formula can be tested. Winchester is assessed at 2,400 hides: 2,400 men at four per pole gives 600 poles, or 3,300 yards of wall, and the circuit of Winchester's walls measures about 3,280 yards. Such matches suggest a real, planned system.",
            "Alfred also promoted learning. In the preface to his English translation of Gregory's Pastoral Care he lamented that very few men south of the Humber could understand their services in English or translate a letter from Latin, and proposed that free-born young men should learn to read English, and those destined for the Church, Latin. Asser's Life of King Alfred, dated 893, is the main contemporary portrait of the king.",
          ),
        },
      },
      {
        title: "The late Anglo-Saxon state",
        description:
          "Shires and hundreds, the reformed coinage, national taxation and what Domesday Book reveals of the kingdom the Normans took over.",
        lesson: {
          title: "Shires, coins and Domesday",
          html: p(
            "Alfred's children turned defence into conquest. Edward the Elder and his sister Æthelflæd, Lady of the Mercians, pushed a chain of burhs into the Danelaw and by 920 controlled England south of the Humber. Æthelstan took York in 927 and won a great victory at Brunanburh in 937; he is often called the first king of the English.",
            "The kingdom that emerged was, by European standards, unusually uniform. England south of the Tees was divided into shires, each with a court meeting twice a year under the ealdorman and the bishop, and increasingly managed by the king's reeve of the shire, the sheriff. Shires were subdivided into hundreds (wapentakes in much of the Danelaw), whose courts met every four weeks to deal with theft, disputes and the collection of dues. Each unit carried an assessment in hides, which let the king demand men and money in proportion.",
            "The coinage shows the system at work. Around 973 King Edgar reformed it: from then on a single type of silver penny circulated throughout the kingdom, struck at some sixty or seventy mints by moneyers whose names and mint towns appear on the reverse. The design was changed at regular intervals, every few years, and old coin ceased to be current, so the king profited from each recoinage. Dies were supplied from a few centres under royal control.",
            "The same machinery raised taxes. After the English defeat at Maldon in 991, Æthelred II paid the Viking fleet £10,000; the Chronicle records £48,000 paid in 1012, and in 1018 Cnut raised £72,000 from the country and £10,500 from London to pay off his fleet. These sums were levied on hides, and from 1012 an annual army tax, the heregeld, was collected until Edward the Confessor abolished it in 1051.",
            "Domesday Book, compiled in 1086 for William I, is the best witness to this state. It records each estate's holder and value ‘in the time of King Edward’ as well as in 1086, and its arrangement by shire and hundred shows that the Normans inherited an administrative framework rather than inventing one. James Campbell's ‘maximum view’ of the late Anglo-Saxon state as precociously centralised remains debated, but the evidence of coins, geld and Domesday makes it hard to dismiss.",
          ),
        },
      },
    ],
  },
  {
    slug: "managing-organisational-change",
    discipline: "Change management",
    title: "Managing Organisational Change",
    description:
      "Restructures, new IT systems and mergers rarely fail for technical reasons; they fail because people are not brought along with them. Drawing on Lewin, Kotter and the ADKAR model, the course covers diagnosing readiness, stakeholder analysis, communication planning, resistance and benefits realisation.",
    level: "intermediate",
    duration: "eight weeks (one three-hour evening workshop a week)",
    plantedGap: "benefits realisation",
    modules: [
      {
        title: "Models of change: Lewin, Kotter and ADKAR",
        description: "Three widely used models, what each is good for, and the criticisms made of them.",
        lesson: {
          title: "Unfreezing, eight steps and the individual",
          html: p(
            "Kurt Lewin is credited with the oldest and most quoted model of change: unfreeze, change (or move), refreeze. Unfreezing means making the need for change felt and disturbing the equilibrium that holds current behaviour in place; refreezing means stabilising the new behaviour through structures, rewards and norms. Historians of management have pointed out that Lewin wrote only a few lines about these stages before his death in 1947, and that the tidy three-step model was largely assembled by later textbook writers (Cummings, Bridgman and Brown, 2016). His more useful legacy is force-field analysis.",
            "Force-field analysis lists the driving forces pushing towards a change and the restraining forces holding it back, and scores each, say from 1 to 5. Suppose a council wants its housing officers to record inspections on tablets while on site. Drivers might be time saved on data entry (4), management pressure (3) and tenants' complaints about delays (3); restraints might be poor mobile signal on some estates (4), fear of being monitored (4) and unfamiliar software (2). Lewin's insight was that adding drivers tends to provoke counter-pressure, whereas weakening restraints, for example by fixing connectivity, moves the equilibrium with less conflict.",
            "John Kotter's eight steps, set out in a 1995 Harvard Business Review article on why transformation efforts fail, are the most widely used practitioner model: establish a sense of urgency; form a powerful guiding coalition; create a vision; communicate the vision; empower others to act on it by removing obstacles; plan for and create short-term wins; consolidate improvements and produce still more change; and institutionalise new approaches in the culture. Its weaknesses, noted in Appelbaum and colleagues' 2012 assessment, are limited empirical testing, a top-down and linear sequence, and little guidance for organisations in which change is continuous rather than episodic.",
            "Prosci's ADKAR model, developed by Jeff Hiatt, works at the level of the individual: Awareness of the need for change, Desire to take part, Knowledge of how to change, Ability to perform in the new way, and Reinforcement to sustain it. Each element is scored from 1 to 5 for a person or team, and the first element scoring 3 or below is treated as the barrier point. Software courses, which build Knowledge, are wasted on staff who still lack Desire.",
          ),
        },
      },
      {
        title: "Readiness and stakeholders",
        description: "Assessing how ready people are for a change and mapping who can shape or block it.",
        lesson: {
          title: "Diagnosing readiness and mapping stakeholders",
          html:
            p(
              "Readiness for change is the extent to which the people affected believe a change is needed and feel able to carry it out. Weiner (2009) framed organisational readiness as two shared beliefs: change commitment (we want to do this) and change efficacy (we can do this). Armenakis and Harris (2002) identified five messages that build readiness, and they make a practical checklist for any change communication:",
            ) +
            "<ul><li>discrepancy: why the current state is not good enough;</li><li>appropriateness: why this particular change is the right response;</li><li>efficacy: that the organisation and its people can succeed;</li><li>principal support: that senior leaders and immediate managers are committed;</li><li>personal valence: what is in it for the people affected.</li></ul>" +
            p(
              "Readiness can be assessed with short validated questionnaires, with focus groups and, most cheaply, by asking line managers what their teams are saying. A low score on one message shows where communication should be aimed.",
              "Stakeholder analysis identifies who can affect, or will be affected by, the change. Mendelow's power–interest grid places each stakeholder in one of four quadrants: high power and high interest (manage closely), high power and low interest (keep satisfied), low power and high interest (keep informed), and low power and low interest (monitor). Take a hospital introducing electronic prescribing on its medical wards. Consultants have high power and high interest; the finance director has high power but limited day-to-day interest; ward nurses and pharmacists have high interest and more power than the grid suggests, because the system fails unless their informal workarounds end; patients have high interest but little direct power.",
              "Grids go stale, so revisit them at each phase. Mitchell, Agle and Wood's salience model (1997) adds a refinement: stakeholders demand most attention when they combine power, legitimacy and urgency, and a professional body that suddenly raises a safety concern can move from the margin to the centre overnight. For each stakeholder, record the current and the required level of commitment, on a scale from opposed through neutral to actively leading, and plan specific actions to close the gap.",
            ),
        },
      },
      {
        title: "Communication and resistance",
        description:
          "Why people resist change, the strategies available for responding, and how to plan communication that works.",
        lesson: {
          title: "Why people resist, and what to do about it",
          html:
            p(
              "Kotter and Schlesinger's 1979 article ‘Choosing strategies for change’ remains the best short framework. They identified four common reasons for resistance:",
            ) +
            "<ul><li>parochial self-interest: people expect to lose something they value, such as status, overtime or autonomy;</li><li>misunderstanding and lack of trust: they do not understand the change or doubt the motives behind it;</li><li>different assessments: they genuinely judge that the change will cost more than it gains, and they may be right;</li><li>low tolerance for change: they fear they will not manage the new skills or behaviour required.</li></ul>" +
            p(
              "They then set out six approaches, each suited to some causes and costly in others: education and communication; participation and involvement; facilitation and support; negotiation and agreement; manipulation and co-optation; and explicit or implicit coercion. Coercion is fast but breeds resentment; participation builds commitment but takes time and can produce a weaker design if handled badly. The skill lies in matching the approach to the diagnosis.",
              "Later research treats resistance less as an obstacle than as information. Ford, Ford and D'Amelio (2008) argued that change agents contribute to the resistance they meet, through broken agreements, failures to explain and dismissive responses to objections, and that pushback often contains useful knowledge about how work is really done. The practical test is whether objections are recorded, answered and, where valid, acted on.",
              "William Bridges distinguished change, the external event, from transition, the psychological process people go through. Every transition begins with an ending, since people must let go of an old identity or way of working before they can commit to a new one. Between the two lies a ‘neutral zone’ of confusion and lower productivity, which leaders often mistake for resistance and try to shorten by pushing harder.",
              "Communication plans should follow what is known about sources and channels. Employees consistently prefer to hear about changes that affect them from their immediate manager rather than from senior leaders or the intranet, so managers need to be briefed first and given material they can adapt. Messages need repeating through several channels, with real chances to ask questions, and honesty about what has not yet been decided. Silence is filled by rumour.",
            ),
        },
      },
    ],
  },
  {
    slug: "cross-cultural-psychology",
    discipline: "Cross-cultural psychology",
    title: "Cross-Cultural Psychology",
    description:
      "Are the findings of psychology true of everyone, or only of the students who took part? The course examines the WEIRD-sample problem and measurement equivalence, independent and interdependent self-construal, analytic and holistic cognition, cultural value dimensions and acculturation, using classic and recent comparative studies.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "acculturation",
    modules: [
      {
        title: "Can we compare cultures? Samples and equivalence",
        description:
          "The narrow sampling base of psychology and the methods used to make cross-cultural comparisons valid.",
        lesson: {
          title: "WEIRD samples and measurement equivalence",
          html:
            p(
              "In 2008 Jeffrey Arnett analysed six leading journals of the American Psychological Association and found that 96 per cent of participants came from Western industrialised countries, home to about 12 per cent of the world's population, and 68 per cent from the United States alone. Two years later Henrich, Heine and Norenzayan coined the acronym WEIRD (Western, Educated, Industrialised, Rich and Democratic) and showed that on measures ranging from visual perception to fairness in economic games, WEIRD samples are often outliers rather than typical humans.",
              "Their most striking example is old. Segall, Campbell and Herskovits (1966) tested the Müller-Lyer illusion in more than a dozen societies. American undergraduates needed one line to be about a fifth longer before they judged the two equal, while San foragers of the Kalahari were barely affected. An effect long treated as a fixed property of human vision turned out to vary with experience.",
              "Comparing cultures is worthwhile, but methodologically hard. Van de Vijver and Leung distinguish three kinds of bias:",
            ) +
            "<ul><li>construct bias, when the concept itself differs between groups, as with filial piety, which has more components in Chinese than in Western usage;</li><li>method bias, arising from samples that are not comparable (students in one country, workers in another), from instruments more familiar to one group, or from administration, such as an outsider acting as interviewer;</li><li>item bias, or differential item functioning, when a single item behaves differently for people with the same level of the underlying trait, often because of translation.</li></ul>" +
            p(
              "Translation is handled by forward and back-translation (Brislin, 1970), followed by committee reconciliation and pilot testing, never by a single bilingual translator working alone.",
              "Statistically, comparing means across groups requires measurement invariance, tested by multigroup confirmatory factor analysis in stages: configural invariance (the same factor structure), metric invariance (equal loadings, needed to compare correlations) and scalar invariance (equal intercepts, needed to compare means). Scalar invariance often fails across many countries, and response styles are one reason, since acquiescence and extreme responding vary between cultures. Heine and colleagues (2002) also described a reference-group effect: people rate themselves against those around them, so a whole society can appear less conscientious than another precisely because its standards are higher.",
            ),
        },
      },
      {
        title: "Self and cognition across cultures",
        description: "Independent and interdependent self-construal, analytic and holistic thinking, and attribution.",
        lesson: {
          title: "Independent selves, interdependent selves and holistic thought",
          html: p(
            "Markus and Kitayama (1991) proposed that cultures foster different construals of the self. An independent self, typical of middle-class North American and Western European settings, is defined by stable internal attributes and expected to be consistent across situations. An interdependent self, more common in East Asian and many other settings, is defined by relationships and roles and expected to adjust to context. On the Twenty Statements Test, which asks people to complete ‘I am …’ twenty times, Americans tend to give abstract traits (‘I am friendly’), while Japanese respondents give more roles and context-bound descriptions. Cousins (1989) showed that the pattern reversed when a context was specified (‘At home I am …’): Japanese respondents then gave more trait descriptions than Americans.",
            "Nisbett and colleagues (2001) extended the argument to cognition, contrasting analytic thinking, which separates objects from their context and reasons with categories and rules, with holistic thinking, which attends to relationships and the field as a whole. In Masuda and Nisbett's 2001 ‘aquarium’ study, Japanese and American students watched animated underwater scenes and then described them. Both groups mentioned the salient focal fish about equally, but the Japanese students made more than 60 per cent more statements about background elements such as rocks and plants, and were more likely to begin with the setting (‘It looked like a pond’).",
            "Kitayama and colleagues' framed-line test (2003) separates the two styles in a single task. Participants see a square frame containing a vertical line and must draw a line in a frame of a different size, either of the same absolute length or of the same length relative to the frame. Americans were more accurate on the absolute task and Japanese on the relative task.",
            "Attribution follows the same pattern. Morris and Peng (1994) compared English-language and Chinese-language newspaper reports of the same two mass killings and found that the English-language reports emphasised the killers' personal dispositions while the Chinese-language reports gave more weight to situational factors.",
            "Two cautions apply throughout. Differences are averages with large overlap between individuals, and they vary within nations: Talhelm and colleagues (2014) found more holistic thinking in the rice-growing south of China than in the wheat-growing north, and attributed it to the cooperation that paddy rice demands.",
          ),
        },
      },
      {
        title: "Cultural values",
        description:
          "Hofstede's dimensions, Schwartz's theory of basic values and the GLOBE project, with the main criticisms of each.",
        lesson: {
          title: "Hofstede, Schwartz and their critics",
          html: p(
            "Geert Hofstede's dimensions came from attitude surveys of IBM employees collected between about 1967 and 1973: some 116,000 questionnaires from the company's subsidiaries in around seventy countries, of which forty, later over fifty, had enough responses for analysis. Factor analysis of country means produced four dimensions: power distance, individualism–collectivism, uncertainty avoidance, and masculinity–femininity. A fifth, long-term orientation, came from the Chinese Value Survey designed by Michael Bond, and a sixth, indulgence–restraint, from Michael Minkov's analysis of World Values Survey data in 2010.",
            "The work has been criticised because the data come from one company and one occupational slice of each country, because it equates nations with cultures, and because the data are old. The most important criticism is conceptual. Hofstede's dimensions describe countries, not people, and applying them to individuals commits the ecological fallacy. Correlations at country level and at individual level can differ even in sign, so knowing that a country scores high on individualism tells you little about the manager in front of you.",
            "Shalom Schwartz's theory of basic values starts from individuals. It identifies ten motivationally distinct values (self-direction, stimulation, hedonism, achievement, power, security, conformity, tradition, benevolence and universalism) arranged in a circle in which adjacent values are compatible and opposite values conflict. Two bipolar dimensions organise the circle: openness to change versus conservation, and self-enhancement versus self-transcendence. The structure has been replicated in samples from more than eighty countries using the Schwartz Value Survey and the Portrait Values Questionnaire, and a refined version published in 2012 distinguishes nineteen values. Schwartz separately derived seven cultural-level value orientations from country means, keeping the two levels of analysis apart.",
            "The GLOBE project (House and colleagues, 2004) surveyed about 17,000 middle managers in 62 societies on nine dimensions and measured both practices (‘as is’) and values (‘should be’). Its finding that the two are often negatively correlated, so that societies high in uncertainty-avoidance practices place a lower value on uncertainty avoidance, is a warning against reading a nation's values straight off its behaviour, and against assuming that any single questionnaire captures culture.",
          ),
        },
      },
    ],
  },
];
