/** Seventy-third held-out evaluation courses, intermediate level (B); see ai-courses-heldout73.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT73_B: EvalCourse[] = [
  {
    slug: "district-nursing-caring-for-patients-at-home",
    discipline: "District nursing",
    title: "District Nursing: Caring for Patients at Home",
    description:
      "Most district nursing happens in patients' own homes, away from a ward team and often alone. Registered nurses new to the community develop the core skills of the role: holistic assessment and caseload prioritisation, pressure ulcer prevention, end-of-life care with anticipatory medicines and syringe drivers, and catheter care.",
    level: "intermediate",
    duration: "twelve weeks (a study day every fortnight, with supervised caseload practice between)",
    plantedGap: "catheter care",
    modules: [
      {
        title: "Assessment and Caseload Prioritisation",
        description:
          "Holistic assessment in the home, mental capacity and consent, lone working, and deciding which visits cannot move.",
        lesson: {
          title: "Assessing Patients and Planning the Day",
          html: p(
            "A district nurse's first visit sets the plan of care for weeks or months, so it is a holistic assessment: physical health and medicines, skin, nutrition, continence and mobility; mood and cognition; social circumstances, housing and finances; and the health and resilience of carers, who provide most of the care between visits. The environment is assessed too: stairs, heating, trip hazards, smoke alarms, pets, and whether a bed could be reached from both sides if care needs increase.",
            "Consent and capacity run through every visit. The Mental Capacity Act 2005 sets five principles: a person must be assumed to have capacity unless it is established that they lack it; they must be given all practicable help to make a decision; an unwise decision does not in itself show incapacity; anything done for a person who lacks capacity must be in their best interests; and the less restrictive option should be considered. Capacity is specific to the decision and the time, so a patient with dementia may be able to consent to a dressing change but not to a complex change in treatment.",
            "Safety applies to the nurse as well. Lone-working policies typically require the team to know each nurse's planned visits, a check-in at the end of the shift, and an agreed escalation when a nurse does not make contact. Concerns about abuse, neglect or self-neglect are raised through local safeguarding procedures under the Care Act 2014.",
            "Caseloads are large and not every visit can happen at the ideal time, so the team prioritises daily. Time-critical visits come first: insulin for patients who cannot self-administer, symptom control at the end of life, intravenous antibiotics due at fixed intervals, and urgent community response referrals, for which NHS England sets a standard of reaching the patient within two hours. Visits with flexibility, such as a compression bandage reapplied every few days, a routine blood test or a review of a stable patient, can move within a safe window when urgent work arrives. The reason for any deferral is documented and the patient informed. Prioritisation depends on accurate information about acuity at handover, which is why many teams now use caseload-weighting tools rather than simple counts of visits.",
          ),
        },
      },
      {
        title: "Preventing Pressure Ulcers at Home",
        description:
          "Risk assessment, skin inspection, repositioning and equipment, organised by the aSSKINg framework and NICE guidance.",
        lesson: {
          title: "Risk, Skin and Surfaces",
          html: p(
            "Pressure ulcers are localised damage to the skin and underlying tissue, usually over a bony prominence such as the sacrum, heels or hips, caused by pressure or by pressure combined with shear. In the community they develop most often in people who are immobile, frail, malnourished, incontinent or approaching the end of life, and many are preventable.",
            "Risk assessment combines clinical judgement with a validated tool. The Waterlow score adds points for build, continence, skin type, mobility, sex and age, appetite and special risks such as neurological deficit or major surgery; 10 or more indicates risk, 15 or more high risk and 20 or more very high risk. The Braden scale scores six subscales (sensory perception, moisture, activity, mobility, nutrition, and friction and shear) for a total between 6 and 23, where lower scores mean higher risk and 18 or below is commonly taken as at risk. Reassess whenever the patient's condition changes.",
            "Skin inspection looks for persistent redness, or discolouration on darker skin tones, together with heat, swelling, hardness or pain. Press gently on a red area: if it blanches and refills, the capillaries are intact, whereas non-blanching erythema on intact skin is a category 1 pressure ulcer. Categories 2 to 4 describe partial-thickness skin loss, full-thickness skin loss, and full-thickness tissue loss exposing bone, tendon or muscle; an ulcer whose base is obscured by slough or eschar is unstageable. Skin breakdown in a moist area such as the natal cleft, without a pressure cause, is more likely to be moisture-associated skin damage.",
            "The aSSKINg model organises prevention: assess risk; Skin inspection; Surface (a high-specification foam mattress for anyone at risk, with a dynamic air mattress considered for those at high risk); Keep moving; Incontinence and moisture; Nutrition and hydration; and giving information to the patient and carers. NICE guideline CG179 advises that adults at risk change position at least every 6 hours, and those at high risk at least every 4 hours, with help if they cannot move themselves. A 30-degree tilt, using pillows to rotate the pelvis off the sacrum, relieves pressure without the shear of a full turn. Heels are offloaded by raising the calves on a pillow or with heel-protection devices, because a mattress alone rarely protects them.",
          ),
        },
      },
      {
        title: "End-of-Life Care at Home",
        description:
          "Anticipatory prescribing, the common symptom-control medicines, and setting up and monitoring a syringe driver.",
        lesson: {
          title: "Anticipatory Medicines and Syringe Drivers",
          html:
            p(
              "Many people wish to die at home, and the district nurse is central to making that possible. Because symptoms can escalate at night or at weekends, when a prescriber may not be available, patients thought to be in the last weeks of life are usually prescribed anticipatory ('just in case') medicines. These are kept in the home with an administration chart and authorisation, so that a nurse can give them by subcutaneous injection as soon as a symptom appears. The usual indications and commonly used drugs, which vary with local formularies, are:",
            ) +
            "<ul><li>Pain and breathlessness: an opioid, usually morphine, or an alternative such as oxycodone or alfentanil in significant renal impairment.</li><li>Anxiety, distress and terminal agitation: midazolam.</li><li>Nausea and vomiting: levomepromazine, haloperidol or cyclizine, chosen according to the likely cause.</li><li>Noisy respiratory secretions: an antimuscarinic such as hyoscine butylbromide or glycopyrronium.</li></ul>" +
            p(
              "If symptoms persist and the patient can no longer swallow, a continuous subcutaneous infusion is set up with a syringe driver, in the UK usually a battery-powered pump such as the T34 (now marketed as the BD BodyGuard T) delivering over 24 hours. The pump is lockable and programmed by volume and duration rather than by rate, which reduces calculation errors. A butterfly set or small subcutaneous cannula is sited where there is adequate subcutaneous tissue, away from oedema and bony prominences: the upper chest, upper arm, abdomen or, for an agitated patient, the area over the scapula. The line is primed before the infusion starts.",
              "Drugs mixed in one syringe must be checked for compatibility in a reference such as the Palliative Care Formulary; water for injections is the usual diluent. Subcutaneous morphine is roughly twice as potent as oral morphine, so a patient taking 60 mg of oral morphine a day needs about 30 mg over 24 hours by syringe driver, with a breakthrough dose of one-tenth to one-sixth of that, 3 to 5 mg, available as needed. At each visit the nurse checks the site for redness, swelling or leakage, compares the volume remaining with the expected volume, checks the battery and pump status, and records the patient's symptoms so that the infusion can be adjusted with the prescriber.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-abbasid-caliphate-750-945",
    discipline: "Abbasid history",
    title: "The Abbasid Caliphate, 750-945",
    description:
      "How did a revolution launched in distant Khurasan create one of the great empires of the medieval world, and why had its caliphs lost real power within two centuries? Seminars follow the dynasty from the overthrow of the Umayyads and the founding of Baghdad, through Harun al-Rashid and the war between his sons, to Samarra, the provincial dynasties and the Buyid occupation of Baghdad in 945, with attention throughout to the translation movement.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week, with set primary sources in English)",
    plantedGap: "translation movement",
    modules: [
      {
        title: "Revolution and the Round City, 747-775",
        description:
          "The Hashimiyya movement, the fall of the Umayyads, and al-Mansur's consolidation of power and founding of Baghdad.",
        lesson: {
          title: "From the Black Banners to the City of Peace",
          html: p(
            "The Abbasids claimed descent from al-Abbas, an uncle of the Prophet, and came to power through a clandestine movement, the Hashimiyya, which called for rule by 'the one acceptable from the family of Muhammad'. The slogan was deliberately vague and drew in supporters who expected a descendant of Ali. Its agents worked for years in Khurasan, in the north-east of the empire, among Arab settlers and Iranian converts who resented Umayyad taxation and the lower status of non-Arab Muslims, the mawali.",
            "In 747 the movement's agent Abu Muslim raised the black banners near Merv. Khurasani armies advanced west, took Kufa in 749, where Abu al-Abbas was proclaimed caliph, and in January 750 defeated the last Umayyad caliph, Marwan II, on the Great Zab river in northern Iraq. Marwan fled to Egypt and was killed, and most of the Umayyad family were hunted down, although Abd al-Rahman, a grandson of the caliph Hisham, escaped to found an Umayyad emirate in al-Andalus in 756.",
            "Abu al-Abbas, known as al-Saffah, died in 754 and was succeeded by his brother Abu Jafar al-Mansur (754-775), the real architect of the Abbasid state. Al-Mansur defeated a rival claim by his uncle Abd Allah ibn Ali, had Abu Muslim, by then too powerful to tolerate, killed in 755, and crushed the Alid revolts of Muhammad al-Nafs al-Zakiyya in Medina and his brother Ibrahim near Basra in 762-763.",
            "In 762 he began a new capital on the west bank of the Tigris, at a point where the river runs close to the Euphrates and canals connected the two. Officially named Madinat al-Salam, the City of Peace, it was a circular city a little over two kilometres across, with double walls, a moat and four gates named for Kufa, Basra, Khurasan and Syria. At the centre stood the caliph's palace, crowned by the Green Dome, and the great mosque, with government offices around them. Markets and residential quarters soon spread beyond the walls, and by the ninth century Baghdad was one of the largest cities in the world. The round plan presented the caliph as the centre of the world, while the site tied the dynasty to the agricultural wealth of Iraq and to trade routes running to the Gulf, Iran and Syria.",
          ),
        },
      },
      {
        title: "Harun al-Rashid and the War Between the Brothers",
        description:
          "The Barmakid administration, Harun's succession settlement and the civil war of 811-813 that destroyed it.",
        lesson: {
          title: "Court, Succession and Civil War, 786-819",
          html: p(
            "Harun al-Rashid (786-809) is remembered through the later stories of the Thousand and One Nights as the model of a splendid caliph, but historians reading the chronicles of al-Tabari and others find strain beneath the splendour. For seventeen years the administration was dominated by the Barmakids, a family from Balkh whose ancestors had served a Buddhist shrine: Yahya ibn Khalid acted as Harun's chief minister, and his sons al-Fadl and Jafar held governorships and the caliph's confidence. In 803 Harun abruptly destroyed them. Jafar was executed and Yahya and al-Fadl were imprisoned. The sources offer many explanations, but the underlying issue was probably the concentration of patronage and revenue in one family.",
            "Harun's succession plan sowed the next crisis. In 802 he had documents drawn up at Mecca and hung in the Kaaba. His son Muhammad al-Amin, whose mother Zubayda was herself an Abbasid, would succeed as caliph in Baghdad; a second son, Abd Allah al-Mamun, born to a Persian concubine, would be next in line and would hold Khurasan with wide autonomy. The arrangement tried to balance Iraq and the east, but it gave each brother a base and an army.",
            "Harun died at Tus in 809 while campaigning in the east. Al-Amin soon moved to put his own son ahead of al-Mamun in the succession, and in 811 war broke out. Al-Mamun's general Tahir ibn al-Husayn defeated a much larger army from Baghdad at Rayy and advanced into Iraq. Baghdad was besieged from 812, suffered heavy destruction, and fell in 813, when al-Amin was captured and killed.",
            "Victory did not restore unity. Al-Mamun remained at Merv and in 817 shocked Abbasid loyalists by naming the Alid Ali al-Rida as his heir; Baghdad's notables responded by proclaiming his uncle Ibrahim ibn al-Mahdi caliph. Only after al-Rida's death in 818 did al-Mamun come to Baghdad, in 819. The war left lasting marks: a caliphate dependent on Khurasani commanders, the governorship of Khurasan held hereditarily by Tahir's family from 821, and a caliph who, in 833, tried to impose the doctrine of the created Quran on scholars through the inquisition known as the mihna.",
          ),
        },
      },
      {
        title: "Samarra and the Fragmentation of the Caliphate",
        description:
          "Turkish soldiers, the Anarchy at Samarra, the rise of provincial dynasties and the loss of caliphal power to the Buyids.",
        lesson: {
          title: "Soldiers, Provinces and the Buyid Takeover",
          html: p(
            "Al-Mamun's brother and successor, al-Mutasim (833-842), built a new army around Turkish slave soldiers and freedmen, the ghilman, bought largely from Central Asia and loyal to him personally rather than to the Khurasani families. Friction between these troops and the people of Baghdad led him in 836 to found a new capital upriver at Samarra, a vast palace city that remained the caliphs' residence until 892.",
            "The Turkish commanders soon learned that they could make and unmake caliphs. In December 861 the caliph al-Mutawakkil was murdered by Turkish officers in league with his son al-Muntasir, who succeeded him. In the Anarchy at Samarra that followed, four caliphs came and went in nine years, most of them deposed or killed, while the army's pay consumed the treasury.",
            "Meanwhile the provinces drifted away. Some dynasties remained formally loyal while keeping their revenues: the Aghlabids in Ifriqiya from 800, the Tahirids in Khurasan from 821, the Tulunids in Egypt from 868, and the Samanids in Transoxania. Others, such as the Saffarids of Sistan, took power by force. In southern Iraq the Zanj revolt of enslaved labourers held the marshes from 869 to 883 and sacked Basra in 871. The regent al-Muwaffaq and his son, the caliph al-Mutadid (892-902), restored some authority and returned the court to Baghdad, but the revival did not survive the early tenth century.",
            "Fiscal collapse completed the process. In 936 the caliph al-Radi appointed the governor Ibn Raiq as amir al-umara, 'commander of commanders', handing him control of the army and the revenues; the caliph kept his titles, his palace and his name in the Friday sermon. In 945 the Buyids, a family of Daylamite soldiers from the highlands south of the Caspian, entered Baghdad, and Ahmad ibn Buya, given the title Muizz al-Dawla, took over government. The Buyids were Shiites, yet they kept the Sunni Abbasid caliph as a figurehead because his legitimacy was useful to them, a pattern that continued under the Seljuks after 1055. Students should note how the chroniclers, writing for later Abbasid patrons, frame these events as a story of decline from a golden age, and ask whether the provinces experienced it that way.",
          ),
        },
      },
    ],
  },
  {
    slug: "environmental-impact-assessment-in-practice",
    discipline: "Environmental impact assessment",
    title: "Environmental Impact Assessment in Practice",
    description:
      "Screening, scoping, baseline survey, significance, mitigation and public consultation: the stages of environmental impact assessment are worked through on real planning applications under the 2017 EIA Regulations for England, including the assessment of cumulative effects.",
    level: "intermediate",
    duration: "ten weeks (one three-hour seminar and workshop a week)",
    plantedGap: "cumulative effects",
    modules: [
      {
        title: "Screening and Scoping",
        description:
          "Deciding whether a project needs EIA under Schedules 1 and 2, and agreeing what the Environmental Statement must cover.",
        lesson: {
          title: "Does This Project Need an EIA?",
          html: p(
            "Environmental impact assessment (EIA) is a procedure for identifying a project's likely significant environmental effects before consent is granted, so that the decision-maker and the public can take them into account. In England, projects needing planning permission fall under the Town and Country Planning (Environmental Impact Assessment) Regulations 2017, which implement the EU EIA Directive (2011/92/EU as amended by 2014/52/EU) and remain in force after Brexit, although the Levelling-up and Regeneration Act 2023 provides for their eventual replacement by environmental outcomes reports. Other regimes cover nationally significant infrastructure, forestry, highways and more.",
            "Screening decides whether EIA is needed. Schedule 1 lists projects for which it is always required, such as crude-oil refineries, thermal power stations of 300 MW or more, motorways and large quarries. Schedule 2 lists project types, including urban development, industrial estates, intensive livestock units and wind farms, that need EIA only if they are likely to have significant effects. A Schedule 2 project must be screened if it exceeds the threshold given in the schedule or lies wholly or partly in a sensitive area, such as a Site of Special Scientific Interest, a National Park or a World Heritage Site. For urban development projects the thresholds are more than 1 hectare of non-residential urban development, more than 150 dwellings, or an overall site area above 5 hectares.",
            "The local planning authority screens against the selection criteria in Schedule 3: the characteristics of the development (its size, use of natural resources, waste, pollution and risk of accidents), its location (existing land use and the sensitivity of habitats and landscapes), and the type and characteristics of the potential impact (magnitude, extent, probability, duration, frequency and reversibility). It must normally adopt a screening opinion within three weeks, with reasons. If EIA is required, the applicant must submit an Environmental Statement (ES).",
            "Scoping then defines the ES. The developer may ask for a scoping opinion, which the authority must give within five weeks after consulting the statutory consultation bodies. A good scoping report takes each topic in turn, from population and human health, biodiversity, land, soil, water, air and climate to material assets, cultural heritage and landscape, and proposes whether to scope it in or out, with evidence, the study area, survey methods and the criteria for judging significance. Scoping out topics with no realistic effects keeps the ES focused.",
          ),
        },
      },
      {
        title: "Baseline and Significance",
        description:
          "Establishing the existing environment through desk study and survey, and judging the significance of effects from sensitivity and magnitude.",
        lesson: {
          title: "Describing the Baseline and Judging Significance",
          html:
            p(
              "The baseline describes the environment as it is, and as it would evolve without the project, against which effects are measured. It is assembled from desk study (local records centres, Environment Agency data, historic environment records, air-quality monitoring) and field survey. Ecological surveys are seasonal, which often dictates a project's programme: great crested newt presence can be tested by environmental DNA in pond water only between mid-April and the end of June, bat activity surveys run roughly from April to October, and breeding bird surveys take place in spring and early summer. Missing a season can delay an application by a year.",
              "Each effect is then assessed for significance. A common method, widely used but not prescribed by the Regulations, combines the sensitivity or value of the receptor with the magnitude of change, as in this illustrative matrix:",
            ) +
            "<table><tr><th>Sensitivity \\ Magnitude</th><th>Major</th><th>Moderate</th><th>Minor</th><th>Negligible</th></tr><tr><td>High</td><td>Major</td><td>Major</td><td>Moderate</td><td>Minor</td></tr><tr><td>Medium</td><td>Major</td><td>Moderate</td><td>Minor</td><td>Negligible</td></tr><tr><td>Low</td><td>Moderate</td><td>Minor</td><td>Negligible</td><td>Negligible</td></tr></table>" +
            p(
              "Effects rated moderate or above are commonly reported as significant. The matrix supports judgement rather than replacing it, and the ES must explain the reasoning. Duration, reversibility, geographical extent and likelihood all feed into the judgement of magnitude.",
              "Consider a new distribution centre that will add night-time heavy goods traffic past a row of houses. Dwellings at night are a high-sensitivity receptor. Baseline monitoring gives a night-time level of 45 dB LAeq,8h at the façade, and modelling predicts 50 dB with the project. A change of about 3 dB is generally taken as the smallest perceptible in environmental noise, and 5 dB is clearly noticeable, so the magnitude might be judged moderate, giving a major effect that is significant and must be mitigated. By contrast, the loss of a small area of species-poor amenity grassland, a low-value receptor, with a minor magnitude of change, would be negligible and not significant.",
            ),
        },
      },
      {
        title: "Mitigation, Monitoring and Consultation",
        description:
          "Applying the mitigation hierarchy, reporting residual effects, and involving consultees and the public in the decision.",
        lesson: {
          title: "From Mitigation to Decision",
          html: p(
            "Where significant adverse effects are identified, the ES must describe the measures envisaged to avoid, prevent, reduce and, if possible, offset them. Practitioners work down the mitigation hierarchy: avoid the effect, for example by moving a road alignment away from ancient woodland; minimise it, by timing vegetation clearance outside the main bird nesting season of roughly March to August or by building noise barriers; restore or remedy damaged features; and only as a last resort compensate or offset elsewhere.",
            "It helps to distinguish embedded mitigation, built into the scheme before assessment (a landscaped bund, a lower building height), from additional mitigation proposed in response to identified effects. After additional mitigation the ES reports residual effects, which are what the decision-maker weighs. Mitigation counts only if it can be secured, by planning condition or a section 106 agreement, and where effects are uncertain the 2017 Regulations allow the authority to impose monitoring measures.",
            "Biodiversity now has its own statutory regime alongside EIA. Since February 2024 most new developments granted planning permission in England must deliver at least 10% biodiversity net gain, measured with the statutory biodiversity metric and secured for at least 30 years, applying the same preference for on-site before off-site gains.",
            "Consultation runs through the whole process. The ES must include a non-technical summary written for the public. The authority consults the statutory bodies, among them Natural England, the Environment Agency and Historic England, and the ES is publicised by site notice and press advertisement, with at least 30 days for comments. The authority must examine the environmental information, including consultation responses, and reach a reasoned conclusion on the significant effects; the decision notice states the main reasons and any mitigation and monitoring secured. Common grounds of legal challenge include inadequate reasons for a negative screening opinion, topics wrongly scoped out, and mitigation relied on in the assessment but never secured.",
          ),
        },
      },
    ],
  },
  {
    slug: "demolition-engineering-survey-method-and-stability",
    discipline: "Demolition engineering",
    title: "Demolition Engineering: Survey, Method and Stability",
    description:
      "Plan a demolition from first survey to cleared site: appraise the structure and its hazards, choose between hand, machine, high-reach and top-down methods, keep partly demolished structures stable with temporary works, and manage dust suppression on urban sites, following BS 6187 and the Construction (Design and Management) Regulations 2015.",
    level: "intermediate",
    duration: "eight weeks (one day a week of lectures and site-based case studies)",
    plantedGap: "dust suppression",
    modules: [
      {
        title: "Pre-Demolition Survey and Structural Appraisal",
        description:
          "Establishing how a structure was built, what hazards it contains and what materials can be recovered before any demolition begins.",
        lesson: {
          title: "Knowing the Structure Before Taking It Down",
          html:
            p(
              "Many demolition accidents come from misunderstanding the structure: a wall assumed to be non-loadbearing, a slab found to be post-tensioned, a frame that relied on the part just removed. BS 6187:2011, the code of practice for full and partial demolition, therefore puts survey and planning first. Under the Construction (Design and Management) Regulations 2015, client, principal designer and principal contractor share duties, and the arrangements for demolition must be recorded in writing before work begins.",
              "The desk study gathers drawings, calculations, building control records and the history of alterations. The site survey then confirms the structural form, whether loadbearing masonry, steel frame, in-situ reinforced concrete, precast concrete or timber, and looks for features that change the method:",
            ) +
            "<ul><li>Post-tensioned slabs and beams, in which tendons store energy. Bonded tendons are grouted in ducts; unbonded tendons, greased and sheathed, can release violently along their whole length when cut, and the slab may lose capacity as a whole.</li><li>Large-panel precast systems, which depend on their joints for stability. The partial collapse of Ronan Point in 1968, after a gas explosion, showed how the loss of one panel can progress through a building.</li><li>Cantilevers, transfer structures and long-span roofs, whose load paths change as adjacent elements are removed.</li><li>Hazardous materials: asbestos, located by a refurbishment and demolition survey to HSG264 before work starts, lead paint, PCBs in old electrical equipment, and contaminated ground or process residues.</li></ul>" +
            p(
              "Services, including gas, electricity, water, telecommunications and drainage, must be identified and isolated or diverted by their owners, with written confirmation. The survey also records neighbours: party walls, adjoining buildings that depend on the structure for lateral support, highways and railways, and sensitive receptors such as schools and hospitals.",
              "Finally, a pre-demolition audit lists materials for reuse or recycling. The Institution of Civil Engineers' Demolition Protocol and similar approaches quantify structural steel, bricks, slates, timber and concrete for crushing before work starts, so that the soft strip and the demolition sequence can be planned to recover them.",
            ),
        },
      },
      {
        title: "Selecting a Demolition Method",
        description:
          "Hand demolition, excavator-based methods, high-reach machines and top-down deconstruction, with the exclusion zones each requires.",
        lesson: {
          title: "Hand, Machine, High Reach or Top Down",
          html: p(
            "The method follows from the structure, its height, its surroundings and the space available. BS 6187 expects the method statement to justify the choice and to define, for each phase, the exclusion zone: the area around the work from which people are kept out because of the risk of falling debris or collapse. Where space is tight, the exclusion zone may be impossible to achieve with one method and easy with another, which often decides the matter.",
            "Hand demolition, with hand-held tools and small powered breakers, reverses the order of construction: roof coverings, then roof structure, then walls and floors storey by storey. It is slow but precise, and suits small buildings, partial demolition beside structures that are to be kept, and places machines cannot reach. Enclosed chutes, not open drops, take debris to ground level.",
            "Machine demolition uses 360-degree hydraulic excavators fitted with attachments: pulverisers to crush concrete and separate reinforcement, shears for steel sections, hydraulic breakers, and grabs for sorting. A standard excavator working from the ground can safely take down structures only up to roughly its reach. Beyond that, purpose-built high-reach machines, with booms that in the largest models exceed 60 m, nibble the structure down from the top. Their exclusion zone is related to the height of the building, and their cabs are fitted with impact-resistant glazing and falling-object protection. Every machine must stand on ground or slabs able to carry it, so outrigger loads and the capacity of any basement or buried structure beneath are checked.",
            "Tall buildings in dense city centres are increasingly taken down top-down, floor by floor. Compact or remote-controlled machines are lifted onto the roof and break out each slab in turn, with debris dropped through openings and removed by chute or hoist. The slabs below must carry the machine and debris loads, so they are back-propped through several storeys, and the propping design is part of the temporary works. Some systems enclose the top storeys in a screen that descends with the work, reducing noise and the risk of debris falling outside the site. The choice of method also fixes the programme, the plant and the waste streams, so it is made early, with the contractor's input.",
          ),
        },
      },
      {
        title: "Temporary Stability During Demolition",
        description:
          "Keeping partly demolished structures and retained façades stable through sequencing, temporary works and monitoring.",
        lesson: {
          title: "Sequence, Restraint and Temporary Works",
          html: p(
            "A building is designed to be stable when complete. During demolition it passes through many intermediate states its designer never considered, and each must be checked. The first rule is sequence: remove elements in an order that never leaves a remaining element without the support or restraint it depends on. Floors that brace walls are removed only after the walls above them have been reduced; a steel frame loses its bracing last; a cantilever is propped before its back-span is removed.",
            "Free-standing walls are a frequent cause of collapse. A wall once restrained by floors and cross walls becomes a cantilever from its base when they are removed, and wind on it can exceed the small bending resistance of unreinforced masonry. Walls should be reduced in height as the adjoining structure goes, or braced, with the allowable free-standing height checked against wind loads derived from BS EN 1991-1-4 for the period of exposure.",
            "Where a façade is retained for a new building behind, a temporary steel frame restrains it at each floor level, inside the building line, outside on the pavement, or both, and the frame is held down by kentledge or foundations of its own. The façade is tied to the frame before the floors are removed, and the ties must resist both wind pressure and suction. Retained façades can also move as the ground is unloaded, so their foundations are assessed too.",
            "Temporary works are managed under BS 5975:2019. A temporary works coordinator keeps a register, makes sure each item has a design brief and a design checked to a category matching its risk, from category 0 to category 3, where category 3 requires a checker from a separate organisation, and issues a permit to load only after inspection.",
            "Monitoring gives warning. Survey targets on retained façades and neighbouring buildings are read at set intervals against trigger levels, typically an amber level at which work is reviewed and a red level at which it stops, and crack tell-tales record movement across existing cracks. Vibration monitors on sensitive neighbours check readings against guide values such as those in BS 7385-2 for cosmetic damage.",
          ),
        },
      },
    ],
  },
  {
    slug: "community-development-assets-organising-and-participation",
    discipline: "Community development",
    title: "Community Development: Assets, Organising and Participation",
    description:
      "Drawing on UK and international case studies, the course compares asset-based community development, broad-based community organising in the Alinsky tradition, Arnstein's ladder of citizen participation and participatory budgeting, and asks what each offers residents seeking more control over decisions that affect them.",
    level: "intermediate",
    duration: "one semester (eleven weekly seminars with a community placement)",
    plantedGap: "participatory budgeting",
    modules: [
      {
        title: "Needs or Assets?",
        description:
          "Asset-based community development, asset mapping, and the debate over deficit-based and asset-based practice.",
        lesson: {
          title: "Asset-Based Community Development",
          html:
            p(
              "For much of the twentieth century, community work in poorer neighbourhoods began with needs surveys counting unemployment, crime, illness and poor housing. John Kretzmann and John McKnight, in Building Communities from the Inside Out (1993), argued that this deficit approach produced needs maps which told residents they were clients of services, drew funding toward professionals rather than the neighbourhood, and hid what communities already had. Their alternative, asset-based community development (ABCD), starts from capacities. Practitioners commonly map assets of six kinds:",
            ) +
            "<ul><li>individuals: the skills, knowledge and passions of residents, including people usually labelled by their needs, such as young people, older people and disabled people;</li><li>associations: informal, citizen-led groups such as faith groups, allotment societies, sports clubs and tenants' associations;</li><li>institutions: schools, libraries, health centres, businesses and the council;</li><li>physical assets: land, buildings, parks and empty spaces;</li><li>economic assets: local spending, employment and enterprise;</li><li>cultural assets: the stories, heritage and identity of the place.</li></ul>" +
            p(
              "Assets are uncovered through conversations rather than questionnaires. A community connector asks residents what they care about and what they could contribute, then links people to one another. Associations are central in McKnight's account because they multiply relationships and act without professional permission. A typical early project is small and visible, such as a street party, a shared garden or a skills exchange, and is designed to build trust and reveal further capacity.",
              "ABCD has strong critics. Because it stresses what communities can do for themselves, it has been welcomed by governments seeking to reduce public spending, and in Britain it was often invoked alongside austerity after 2010. Critics argue that it can individualise problems caused by low wages, housing markets and disinvestment, and that celebrating local strengths does nothing to shift the power of those who make decisions elsewhere. Practitioners in the radical tradition reply that asset work must be connected to organising for change.",
            ),
        },
      },
      {
        title: "Organising for Power",
        description:
          "Broad-based community organising from Alinsky to Citizens UK: relational meetings, power analysis and winnable issues.",
        lesson: {
          title: "The Alinsky Tradition",
          html:
            p(
              "Saul Alinsky began organising in Chicago's Back of the Yards neighbourhood in 1939 and founded the Industrial Areas Foundation in 1940. His books Reveille for Radicals (1946) and Rules for Radicals (1971) rest on a blunt premise: people without money have power only through numbers, and only if those numbers are organised. Broad-based organising therefore builds durable alliances of existing institutions, such as congregations, schools, unions and tenants' groups, rather than mobilising individuals for a single campaign. Its core practices are:",
            ) +
            "<ol><li>The relational meeting, or one-to-one: a conversation of thirty to forty-five minutes to discover another person's interests, values and willingness to act, rather than to recruit them to a plan already made.</li><li>Power analysis: mapping who actually makes the decision in question, what they want and who influences them.</li><li>Cutting an issue: turning a broad problem such as poverty or housing into a specific, winnable demand with a named person who can say yes.</li><li>Action and evaluation: a public action, such as an assembly at which decision-makers are asked to commit on the record, followed at once by evaluation of what was learned.</li></ol>" +
            p(
              "In Britain the approach is carried by Citizens UK, which grew from the Citizen Organising Foundation set up in 1989. Its East London affiliate, TELCO, launched the Living Wage campaign in 2001 after members' one-to-ones revealed parents working two jobs and still struggling to feed their families and see their children. The campaign targeted named employers, including hospitals and the banks of Canary Wharf, and the Living Wage Foundation now accredits employers who pay a voluntary rate calculated from the cost of living.",
              "Organising differs from both service provision and advocacy. Its Iron Rule, often quoted, is never to do for others what they can do for themselves. Critics point to its reliance on institutions, which can leave out people attached to none, and to the tension between winnable demands and deeper structural change. Paulo Freire's idea of conscientisation, learning to read the causes of one's situation through dialogue, is often combined with organising to address that tension.",
            ),
        },
      },
      {
        title: "Who Decides? Participation and Power",
        description:
          "Arnstein's ladder, its critics, and alternative frameworks for judging how far participation transfers power to residents.",
        lesson: {
          title: "Climbing Arnstein's Ladder",
          html:
            p(
              "Sherry Arnstein's 'A Ladder of Citizen Participation', published in the Journal of the American Institute of Planners in 1969, remains the most cited framework in the field. Writing from experience of US federal anti-poverty and Model Cities programmes, she argued that participation without redistribution of power is an empty and frustrating process for the powerless. Her ladder has eight rungs in three groups:",
            ) +
            "<table><tr><th>Rung</th><th>Name</th><th>Group</th></tr><tr><td>8</td><td>Citizen control</td><td>Citizen power</td></tr><tr><td>7</td><td>Delegated power</td><td>Citizen power</td></tr><tr><td>6</td><td>Partnership</td><td>Citizen power</td></tr><tr><td>5</td><td>Placation</td><td>Tokenism</td></tr><tr><td>4</td><td>Consultation</td><td>Tokenism</td></tr><tr><td>3</td><td>Informing</td><td>Tokenism</td></tr><tr><td>2</td><td>Therapy</td><td>Non-participation</td></tr><tr><td>1</td><td>Manipulation</td><td>Non-participation</td></tr></table>" +
            p(
              "Applying the ladder means asking what happens to residents' views. A council that holds a public meeting to present a regeneration scheme already decided is informing; a survey whose results have no stated effect is consultation; appointing two residents to a board dominated by officials is placation. Partnership requires shared decision-making under agreed rules, delegated power gives residents the dominant say over a plan or programme, and citizen control gives them its management, as in some community land trusts and tenant management organisations.",
              "The ladder has been criticised for treating power as a single quantity and the top rung as always desirable. Some residents want good information and a reliable service rather than the work of running it, and some decisions are better taken at city scale. David Wilcox's 1994 guide proposed five stances instead: information, consultation, deciding together, acting together, and supporting independent community initiatives, each right in some circumstances provided organisers are honest about which they are offering. Andrea Cornwall and John Gaventa distinguish invited spaces, created by authorities, from claimed spaces that communities make for themselves.",
              "For practitioners the test is clarity and follow-through: before any engagement, state what is open to influence, who will decide and when, and how participants will learn what difference they made.",
            ),
        },
      },
    ],
  },
];
