/** Third held-out evaluation courses, advanced level (urban planning to data visualisation); see ai-courses-heldout3.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT3_C: EvalCourse[] = [
  {
    slug: "urban-planning-seminar",
    discipline: "Urban planning",
    title: "Land Use, Transport and Housing: Debates in Urban Planning",
    description:
      "An advanced seminar on zoning and its critics, transit-oriented development, induced demand, gentrification and participatory planning, for graduate students in planning and geography.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "participatory planning",
    modules: [
      {
        title: "Zoning and Its Critics",
        description: "The origins of land-use zoning and the case against exclusionary rules.",
        lesson: {
          title: "Separating uses, excluding people",
          html: p(
            "Zoning divides a municipality into districts and regulates the use, height and bulk of buildings in each. New York's Zoning Resolution of 1916, prompted by the Equitable Building that cast its neighbours into shadow, was the first comprehensive zoning code in the United States. Its legitimacy was settled in Village of Euclid v. Ambler Realty Co. (1926), in which the Supreme Court upheld a zoning ordinance as a valid exercise of the police power, and the resulting model of separated, hierarchical use districts is still called Euclidean zoning.",
            "The case for zoning rested on protecting residents from nuisances such as factories and on giving property owners predictability. Critics argue that it soon served a different purpose. Minimum lot sizes, bans on apartments and single-family-only districts raise the cost of entry to a neighbourhood and have been used to exclude lower-income and minority households, a practice called exclusionary zoning. Because good schools and jobs are concentrated in such places, the critics contend, zoning entrenches inequality of opportunity.",
            "Economists add an efficiency argument: by limiting supply in the most productive cities, restrictive zoning raises housing costs and keeps workers out of high-wage labour markets. Donald Shoup's The High Cost of Free Parking (2005) made a parallel case against minimum parking requirements, which he argued raise the cost of every building and subsidise driving.",
            "Reform has followed. In 2018 Minneapolis adopted a plan allowing up to three homes on lots previously restricted to one, and in 2019 Oregon required its larger cities to allow duplexes in single-family areas. Defenders of traditional zoning reply that local control lets communities shape their character and that upzoning alone does not guarantee affordable homes. Form-based codes offer a middle path, regulating the physical form of buildings and their relation to the street more than the uses inside them.",
          ),
        },
      },
      {
        title: "Transit-Oriented Development",
        description: "Concentrating housing and jobs around high-quality public transport.",
        lesson: {
          title: "Building around the station",
          html: p(
            "Transit-oriented development (TOD) concentrates housing, jobs and services within walking distance of a high-quality transit station, usually taken as a radius of 400 to 800 metres, roughly a five- to ten-minute walk. The architect Peter Calthorpe popularised the idea in The Next American Metropolis (1993), but the principle is older: the streetcar suburbs of the late nineteenth century grew along tram lines for the same reason.",
            "The argument for TOD links land use and transport. Ridership depends on how many people live and work near stations, and density, a mix of uses and a walkable street network make transit a practical choice, which in turn reduces car travel, emissions and household transport costs. The Rosslyn-Ballston corridor in Arlington, Virginia, where the county concentrated dense, mixed-use development around five Metro stations while protecting surrounding single-family neighbourhoods, is a frequently cited success.",
            "In Curitiba, Brazil, planners from the 1970s onwards combined bus rapid transit on structural axes with zoning that permitted the highest densities along those axes, showing that TOD need not depend on rail.",
            "TOD faces several objections. Station areas often have fragmented ownership, old industrial uses or resistant neighbours, so development lags behind the transit investment. Successful TOD raises land values, which can price out the lower-income residents who depend most on transit. Some planners therefore tie TOD to land value capture, recovering part of the rise in land value through taxes or development charges to fund the transit and affordable housing, as Hong Kong's MTR has done by developing property above its stations.",
          ),
        },
      },
      {
        title: "Induced Demand",
        description: "Why building more road capacity rarely relieves congestion for long.",
        lesson: {
          title: "Can we build our way out of congestion?",
          html: p(
            "The intuition behind road widening is simple: if a road is congested, adding lanes should relieve it. The theory of induced demand argues that in congested urban areas this relief is temporary, because added capacity lowers the time cost of driving and so increases the amount of driving.",
            "Anthony Downs formulated the idea in 1962 as the law of peak-hour expressway congestion: on urban commuter expressways, peak-hour traffic rises to match maximum capacity. When a road is widened, drivers who had shifted their trips to other times, routes or modes return to it; some people make trips they previously avoided; and over the longer term, households and firms locate further out because travel has become easier.",
            "The strongest empirical evidence comes from Gilles Duranton and Matthew Turner, who in 2011 compared United States metropolitan areas and found that vehicle-kilometres travelled rose roughly in proportion to the lane-kilometres of interstate highway, an elasticity close to one. They called this the fundamental law of road congestion and found that new capacity was filled by more driving by residents, more commercial traffic and migration into the area.",
            "The policy implication is contested. Critics of road building conclude that widening cannot cure congestion and that the money is better spent on transit or walking and cycling. Others reply that induced travel is not waste: the additional trips are trips people value, and economic activity grows with them. Both sides largely agree that the effective remedy for congestion is pricing. Congestion charges in Singapore from 1975, London from 2003 and Stockholm from 2006 reduced traffic in the charged zones, and the reduction persisted.",
          ),
        },
      },
      {
        title: "Gentrification",
        description: "Explaining neighbourhood change and judging its consequences.",
        lesson: {
          title: "Whose neighbourhood?",
          html: p(
            "The sociologist Ruth Glass coined the word gentrification in 1964 to describe middle-class households moving into working-class districts of London, renovating the housing and displacing the original occupiers until the whole social character of the district changed. The term now covers any influx of higher-income residents and investment into a lower-income area, with rising rents and changes in local business.",
            "Explanations divide broadly into production-side and consumption-side accounts. The geographer Neil Smith argued in 1979 that gentrification follows capital, not people: his rent gap theory holds that disinvestment lowers the rent a property actually earns below the rent it could earn under its best use, and when the gap is wide enough, developers and investors reinvest. David Ley and others emphasised demand instead: the growth of professional jobs in city centres and a cultural preference among educated workers for older urban neighbourhoods.",
            "The most contested question is displacement. Critics of gentrification argue that rising rents force out long-standing residents, who lose their homes and their social networks. Yet some quantitative studies, such as Lance Freeman and Frank Braconi's 2004 study of New York, found that poor households in gentrifying neighbourhoods were no more likely to move than those elsewhere, perhaps because improved services made them keener to stay. Others reply that such studies miss exclusionary displacement: the poor households who can no longer move in.",
            "Policy responses reflect these diagnoses. Tenant protections such as rent stabilisation and right-to-counsel in eviction cases target direct displacement. Community land trusts, which hold land in common and sell homes with resale limits, keep housing permanently affordable. Those who see scarcity as the root cause argue for building more housing in high-demand cities, so that newcomers do not bid for the existing stock.",
          ),
        },
      },
    ],
  },
  {
    slug: "theories-of-religion",
    discipline: "Religious studies",
    title: "Theories of Religion",
    description:
      "An advanced seminar in the classic theories of religion: Durkheim and the sacred, Weber and the Protestant ethic, Geertz's cultural system, ritual and rites of passage, and the secularisation debate.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "secularisation",
    modules: [
      {
        title: "Durkheim and the Sacred",
        description: "Religion as the collective representation of society.",
        lesson: {
          title: "Society worshipping itself",
          html: p(
            "In The Elementary Forms of Religious Life (1912), Émile Durkheim sought the essence of religion in what he took to be its simplest form, the totemism of Aboriginal Australian peoples such as the Arrernte, known to him from the ethnography of Baldwin Spencer and Francis Gillen. He rejected definitions of religion based on belief in gods or the supernatural, noting that Buddhism has no creator god, and defined religion instead as a unified system of beliefs and practices relative to sacred things, that is, things set apart and forbidden, which unite into one moral community all who adhere to them.",
            "The distinction between the sacred and the profane is thus the foundation of Durkheim's theory. Sacred things are protected and isolated by prohibitions; profane things are those to which the prohibitions apply and which must keep their distance from the sacred. Anything, a rock, an animal, a flag, can become sacred.",
            "Why does the totem inspire such reverence? Durkheim's answer is that the totem is the emblem of the clan. When the clan gathers for ceremonies, individuals experience collective effervescence, an intense energy that seems to come from outside them. They attribute this force to the emblem before them, when in fact its source is the group itself. The god of the clan, Durkheim concluded, can be nothing other than the clan itself, transfigured and imagined in the form of the totem.",
            "The theory has been criticised on several grounds. Durkheim never did fieldwork and relied on reports that later anthropologists found inaccurate; E. E. Evans-Pritchard doubted that the sacred and profane could be cleanly separated in most societies. Yet the argument remains powerful because it explains the persistence of religion by its social function, binding a group through shared rites, and because it applies as readily to national ceremonies as to churches.",
          ),
        },
      },
      {
        title: "Weber and the Protestant Ethic",
        description: "Religious ideas as causes of economic conduct.",
        lesson: {
          title: "Calvinism and the spirit of capitalism",
          html: p(
            "Where Durkheim explained religion by society, Max Weber asked how religious ideas shape social action. In The Protestant Ethic and the Spirit of Capitalism (1904-05), he argued that a particular form of Protestantism helped to create the mentality of modern capitalism.",
            "Weber began from an observation: in the Germany of his day, business leaders and skilled workers were disproportionately Protestant. He defined the spirit of capitalism as an ethic that treats the rational, methodical pursuit of profit as a duty, illustrated by Benjamin Franklin's maxims such as time is money. This was not greed, which is universal, but a disciplined way of life.",
            "The link lay in the Calvinist doctrine of predestination, which held that God has already chosen who will be saved and that nothing a person does can change it. Weber argued that this doctrine produced intense anxiety among believers, who could not know whether they were among the elect. Pastoral advice encouraged them to regard tireless work in a calling as a means of gaining confidence in their election. Because wealth was not to be spent on pleasure, this worldly asceticism led to saving and reinvestment. Weber spoke of an elective affinity between the religious ethic and the economic spirit, not of simple causation.",
            "Weber also argued that once capitalism was established it no longer needed its religious roots. The Puritan wanted to work in a calling; modern people are forced to, and in Talcott Parsons's famous translation the order of the market has become an iron cage.",
            "Critics have challenged every link. R. H. Tawney argued in Religion and the Rise of Capitalism (1926) that influence ran in both directions, and historians point to sophisticated capitalism in the Catholic city-states of Renaissance Italy. The thesis endures less as a proven claim than as a model of how ideas can have unintended economic consequences.",
          ),
        },
      },
      {
        title: "Religion as a Cultural System",
        description: "Geertz's interpretive definition and Asad's critique of it.",
        lesson: {
          title: "Symbols, moods and the problem of definition",
          html: p(
            "In his 1966 essay Religion as a Cultural System, the anthropologist Clifford Geertz proposed one of the most cited definitions of religion: a system of symbols which acts to establish powerful, pervasive and long-lasting moods and motivations by formulating conceptions of a general order of existence and clothing these conceptions with such an aura of factuality that the moods and motivations seem uniquely realistic.",
            "The definition moves the study of religion from function to meaning. Religious symbols, for Geertz, are both models of reality, describing how the world is, and models for reality, guiding how one should act in it. Religion answers the threats of chaos that human beings face at the limits of their analytic capacity, their powers of endurance and their moral insight: events that cannot be explained, suffering that cannot be borne and evil that seems to go unpunished.",
            "Geertz's method followed from this. In The Interpretation of Cultures (1973) he called for thick description, a term borrowed from the philosopher Gilbert Ryle, who contrasted a twitch of the eyelid with a wink: physically identical, they differ entirely in meaning. The anthropologist's task is to interpret the layers of meaning that make an action what it is, as Geertz did in his account of the Balinese cockfight.",
            "Talal Asad, in an essay first published in 1983 and revised in Genealogies of Religion (1993), argued that Geertz's definition is not universal at all. By locating religion in symbols that produce inner moods and beliefs, Geertz generalised a modern, largely Protestant conception of religion as private belief, and neglected the disciplines, practices and authority through which medieval Christians, for example, were formed. Asad concluded that there cannot be a universal definition of religion, because the definition is itself the historical product of discursive processes. The debate forces every student of religion to ask whether the category fits the traditions to which it is applied.",
          ),
        },
      },
      {
        title: "Ritual and Rites of Passage",
        description: "Van Gennep's three phases, Turner's liminality and Bell's ritualisation.",
        lesson: {
          title: "Betwixt and between",
          html: p(
            "Arnold van Gennep, in Les Rites de passage (1909), observed that rituals marking transitions, such as birth, initiation, marriage and death, share a common structure in three phases. In separation, the person is detached from a previous status; in the transitional or liminal phase, from the Latin limen, threshold, the person stands between statuses; and in incorporation, the person is received into the new status. A wedding, with the bride leaving her family, the ceremony itself and the reception of the couple as a married unit, shows all three phases.",
            "Victor Turner, drawing on his fieldwork among the Ndembu of Zambia, developed van Gennep's middle phase in The Ritual Process (1969). Liminal persons, such as initiands secluded in the bush, are betwixt and between the positions assigned by custom and law. They are often stripped of possessions and rank, treated as equal and subjected to ordeals. Out of this shared condition arises communitas, an unstructured, egalitarian bond between persons that contrasts with the structured hierarchy of everyday society. Turner extended the idea to pilgrimages and to the countercultures of the 1960s.",
            "These structural accounts have been challenged. Catherine Bell, in Ritual Theory, Ritual Practice (1992), argued that scholars had treated ritual as a distinct category of action that expresses ideas for observers to decode, and that this reflected the theorist's own split between thought and action. She proposed instead the concept of ritualization, a strategic way of acting that sets certain activities apart from ordinary ones and, in doing so, produces ritualized agents who embody relations of power.",
            "The shift from van Gennep to Bell illustrates a wider movement in the study of religion, from asking what rituals mean to asking what they do, and for whom.",
          ),
        },
      },
    ],
  },
  {
    slug: "periodontal-therapy",
    discipline: "Dental hygiene",
    title: "Periodontal Therapy for Dental Hygienists",
    description:
      "For final-year dental hygiene students and practising hygienists: periodontal assessment, the 2017 classification of periodontitis, non-surgical periodontal therapy, local anaesthesia and the links between periodontitis and systemic disease.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "local anaesthesia",
    modules: [
      {
        title: "Periodontal Assessment",
        description: "Probing depths, attachment levels and the other findings of a periodontal charting.",
        lesson: {
          title: "Charting the periodontium",
          html: p(
            "A comprehensive periodontal assessment records the state of the supporting tissues at every tooth. The probing depth is measured at six sites per tooth, from the gingival margin to the base of the sulcus or pocket, with a light force of about 0.25 newtons. A healthy sulcus is 1 to 3 millimetres deep, and a probing depth of 4 millimetres or more in the presence of attachment loss indicates a periodontal pocket.",
            "Probing depth alone can mislead, because the gingival margin moves: swelling deepens a pocket without any loss of support, and recession makes a pocket look shallow although support has been lost. Clinical attachment level (CAL) is therefore measured from a fixed landmark, the cementoenamel junction (CEJ), to the base of the pocket. Where the gingival margin lies apical to the CEJ, CAL equals the probing depth plus the recession: a 5-millimetre pocket with 2 millimetres of recession has 7 millimetres of attachment loss. Where the margin lies coronal to the CEJ, the distance from margin to CEJ is subtracted from the probing depth.",
            "Bleeding on probing (BOP) is recorded as a sign of inflammation at the base of the pocket. Its absence is a good indicator of stability, whereas its presence alone predicts progression poorly. Under the 2017 classification, a patient with an intact periodontium and bleeding at 10 percent or more of sites has gingivitis.",
            "The charting also records furcation involvement on multi-rooted teeth, graded with Glickman's classes I to IV; tooth mobility, graded 0 to 3 with Miller's index; and plaque scores. Radiographs show the pattern and extent of bone loss; in health the alveolar crest lies about 1.5 to 2 millimetres apical to the CEJ, and loss beyond this can be expressed as a percentage of root length.",
          ),
        },
      },
      {
        title: "The 2017 Classification of Periodontitis",
        description: "Staging severity and complexity, and grading the rate of progression.",
        lesson: {
          title: "Staging and grading",
          html: p(
            "The 2017 World Workshop of the American Academy of Periodontology and the European Federation of Periodontology, published in 2018, replaced the earlier categories of chronic and aggressive periodontitis with a single disease, periodontitis, described by stage, extent and grade.",
            "The stage describes severity and the complexity of management. It is set by the interdental CAL at the site of greatest loss, radiographic bone loss and tooth loss due to periodontitis. Stage I has 1 to 2 millimetres of interdental CAL and bone loss in the coronal 15 percent of the root; Stage II has 3 to 4 millimetres of CAL and bone loss of 15 to 33 percent. Stage III has CAL of 5 millimetres or more, bone loss extending to the middle third of the root or beyond, and the loss of up to four teeth to periodontitis. Stage IV has the same severity with the loss of five or more teeth, or complex rehabilitation needs such as masticatory dysfunction or bite collapse. Complexity factors, such as probing depths of 6 millimetres or more or class II and III furcations, can raise the stage.",
            "The extent is localised when less than 30 percent of teeth are involved and generalised when 30 percent or more are, with a separate molar-incisor pattern.",
            "The grade estimates the rate of progression and the risk of future progression. Where no longitudinal records exist, the clinician divides the percentage of bone loss at the worst tooth by the patient's age: a ratio below 0.25 indicates grade A, slow progression; 0.25 to 1.0 grade B, moderate; and above 1.0 grade C, rapid. A 50-year-old with 40 percent bone loss has a ratio of 0.8, grade B. The grade is then modified by risk factors: smoking 10 or more cigarettes a day, or diabetes with an HbA1c of 7.0 percent or more, shifts the grade to C.",
          ),
        },
      },
      {
        title: "Non-Surgical Periodontal Therapy",
        description: "Root surface debridement, instrument selection and re-evaluation.",
        lesson: {
          title: "Instrumentation and outcomes",
          html: p(
            "Non-surgical periodontal therapy aims to disrupt and remove the subgingival biofilm and calculus that sustain inflammation, so that the pocket can heal. It begins with oral hygiene instruction and control of risk factors such as smoking and poorly controlled diabetes, because instrumentation without daily plaque control fails.",
            "Subgingival instrumentation, traditionally called scaling and root planing, is performed with hand and powered instruments. The older aim of removing cementum to leave a glassy root is no longer pursued; the goal is a root surface free of deposits, with minimal removal of tooth structure. Ultrasonic scalers work at 25,000 to 50,000 cycles per second in piezoelectric units and somewhat lower frequencies in magnetostrictive units, and their thin tips reach the base of deep pockets and into furcations more easily than curettes.",
            "Gracey curettes are area-specific: the face of the blade is offset at 70 degrees to the terminal shank, and only the lower cutting edge is used. The Gracey 11/12 adapts to mesial surfaces of posterior teeth and the 13/14 to distal surfaces, while the 5/6 suits anterior teeth and premolars. A universal curette, with its face at 90 degrees to the shank and two cutting edges, adapts to most surfaces. For effective calculus removal the blade is held at a working angle between 45 and 90 degrees to the root, ideally 60 to 80 degrees.",
            "Healing is assessed at re-evaluation, usually 6 to 8 weeks after instrumentation, since the junctional epithelium needs time to re-form. In moderate pockets of 4 to 6 millimetres, probing depth typically falls by about 1 to 2 millimetres, through a combination of gingival shrinkage and gain in clinical attachment. Residual pockets of 5 millimetres or more with bleeding may be referred for surgery. Patients then enter supportive periodontal care, commonly at intervals of three months, because without regular maintenance the disease tends to recur.",
          ),
        },
      },
      {
        title: "Periodontitis and Systemic Health",
        description: "The evidence linking periodontitis with diabetes, cardiovascular disease and pregnancy.",
        lesson: {
          title: "Beyond the mouth",
          html: p(
            "Periodontitis is a chronic inflammatory disease, and the inflammation it causes is not confined to the mouth. Ulcerated pocket epithelium, which in generalised periodontitis may have a combined area comparable to the palm of a hand, allows bacteria and inflammatory mediators into the bloodstream. The strength of the evidence for systemic links varies, and hygienists must describe it accurately to patients.",
            "The link with diabetes is the best established and runs in both directions. Poorly controlled diabetes increases the risk and severity of periodontitis, which is why the 2017 classification uses HbA1c as a grade modifier. In turn, periodontitis worsens glycaemic control. A Cochrane review updated in 2022 found that periodontal treatment lowers HbA1c by about 0.4 percentage points at three to four months, a reduction comparable to adding a second diabetes drug.",
            "For atherosclerotic cardiovascular disease, large observational studies show an association that persists after adjustment for shared risk factors such as smoking, and periodontal bacteria such as Porphyromonas gingivalis have been found in atheromatous plaques. However, a 2012 statement of the American Heart Association concluded that the evidence does not show that periodontitis causes heart disease or that periodontal treatment prevents it.",
            "Periodontitis in pregnancy is associated with preterm birth and low birth weight, but randomised trials, such as the Obstetrics and Periodontal Therapy study published in 2006, found that treating periodontitis during pregnancy was safe yet did not reduce the rate of preterm birth.",
            "The hygienist's message should therefore be precise: treatment clearly helps people with diabetes, it is safe in pregnancy, and good periodontal health is part of general health, but claims that it prevents heart attacks go beyond the evidence.",
          ),
        },
      },
    ],
  },
  {
    slug: "intrapartum-midwifery",
    discipline: "Midwifery",
    title: "Intrapartum and Postpartum Midwifery Care",
    description:
      "Advanced midwifery practice in the care of labour and birth, the management of the third stage, postpartum haemorrhage, hypertensive disorders of pregnancy and neonatal resuscitation.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "neonatal resuscitation",
    modules: [
      {
        title: "Labour and Its Progress",
        description: "The stages of labour, current definitions of progress and fetal monitoring.",
        lesson: {
          title: "Supporting physiological labour",
          html: p(
            "Labour is conventionally divided into stages. The first stage runs from the onset of regular contractions with cervical change to full dilatation of the cervix; the second from full dilatation to the birth of the baby; and the third from the birth of the baby to the delivery of the placenta and membranes.",
            "Definitions of normal progress have changed. The partograph, introduced by Philpott in the 1970s, used an alert line of 1 centimetre of cervical dilatation per hour from 3 or 4 centimetres. Later research, including Zhang's analysis of contemporary labour, showed that many women who progress more slowly than this give birth normally. The World Health Organization's 2018 recommendations on intrapartum care therefore define the active first stage as starting from 5 centimetres, state that it usually does not exceed 12 hours in first labours and 10 hours in subsequent labours, and advise that a rate of 1 centimetre per hour should not on its own be used to identify abnormal progress. WHO's Labour Care Guide replaced the partograph in 2020.",
            "During the second stage the fetal head turns through a series of positional changes, the cardinal movements: engagement, descent, flexion, internal rotation, extension, restitution and external rotation, and expulsion. WHO considers a second stage of up to 3 hours in a first birth and 2 hours in subsequent births to be within normal limits.",
            "For a woman at low risk, the fetal heart is monitored by intermittent auscultation rather than continuous cardiotocography. In the United Kingdom, NICE advises listening for at least one minute immediately after a contraction, at least every 15 minutes in the active first stage and every 5 minutes in the second stage. A normal baseline fetal heart rate is 110 to 160 beats per minute, and a persistent deviation calls for a change to continuous monitoring and obstetric review.",
          ),
        },
      },
      {
        title: "Managing the Third Stage",
        description: "Active and physiological management of the birth of the placenta.",
        lesson: {
          title: "Active or physiological?",
          html: p(
            "The third stage of labour carries the greatest risk of haemorrhage, and its management is one of the most important decisions in intrapartum care. Two approaches are recognised, and the woman should be informed of both before labour.",
            "Active management has three components. A uterotonic drug is given within one minute of the birth of the baby, and WHO and NICE recommend oxytocin 10 international units by intramuscular injection. The cord is clamped and cut, and WHO recommends delaying clamping for at least one minute in a baby who does not need immediate intervention, because delayed clamping improves the infant's iron stores. Controlled cord traction, steady traction on the cord with counter-pressure above the pubic bone to guard the uterus, is then applied once the uterus has contracted. Systematic reviews show that active management reduces the risk of severe haemorrhage and of blood transfusion compared with physiological management.",
            "In physiological management no uterotonic is given, the cord is left unclamped until pulsation stops, and the placenta is delivered by maternal effort. The midwife watches for the signs of separation: a small gush of blood, lengthening of the cord, and the uterus rising in the abdomen and becoming firm and globular. NICE defines the third stage as prolonged if it is not completed within 30 minutes of birth with active management or 60 minutes with physiological management. Physiological management suits low-risk women who choose it, and a change to active management is advised if haemorrhage occurs or the placenta is delayed.",
            "Afterwards, the placenta and membranes are examined for completeness, since retained fragments cause bleeding and infection.",
          ),
        },
      },
      {
        title: "Postpartum Haemorrhage",
        description: "Causes, recognition and the first-line response to bleeding after birth.",
        lesson: {
          title: "Tone, trauma, tissue, thrombin",
          html: p(
            "Postpartum haemorrhage (PPH) has long been defined as blood loss of 500 millilitres or more within 24 hours of birth, and severe PPH as 1,000 millilitres or more. It remains the leading cause of maternal death worldwide. Visual estimation underestimates blood loss, so measuring it, for example with a calibrated under-buttocks drape, is recommended.",
            "The causes are summarised as the four Ts. Tone: uterine atony, failure of the uterus to contract, causes most cases and is more likely after prolonged labour, overdistension of the uterus by twins or polyhydramnios, and infection. Trauma: tears of the perineum, vagina or cervix, or uterine rupture. Tissue: retained placenta or membranes, which prevent the uterus from contracting. Thrombin: disorders of coagulation, whether pre-existing or acquired, as in placental abruption.",
            "The response is simultaneous, not sequential. The midwife calls for help, rubs up a contraction by fundal massage, empties the bladder, sites two large-bore cannulae, takes blood for haemoglobin, clotting and cross-matching, and gives a further uterotonic. Oxytocin is first line; ergometrine is an alternative but is contraindicated in hypertension, and carboprost must be avoided in women with asthma. Misoprostol is used where injectable drugs are unavailable. Tranexamic acid 1 gram intravenously should be given within three hours of birth: in the WOMAN trial (2017) it reduced deaths from bleeding by about a third when given early, with no benefit after three hours. If bleeding continues, bimanual uterine compression buys time until surgical treatment.",
            "The E-MOTIVE trial, published in 2023, combined objective measurement of blood loss with a bundle of these first-line treatments given together, and reduced the composite of severe haemorrhage, laparotomy and maternal death by about 60 percent.",
          ),
        },
      },
      {
        title: "Hypertensive Disorders of Pregnancy",
        description: "Recognising pre-eclampsia and managing it with magnesium sulfate and antihypertensives.",
        lesson: {
          title: "Pre-eclampsia and eclampsia",
          html: p(
            "Pre-eclampsia is new-onset hypertension, a blood pressure of 140/90 mmHg or higher, after 20 weeks of pregnancy, together with proteinuria or other evidence of maternal organ dysfunction, such as raised liver enzymes, a low platelet count, renal impairment or neurological signs, or with fetal growth restriction. A blood pressure of 160/110 mmHg or higher is severe hypertension and must be treated urgently to prevent stroke.",
            "Warning symptoms include severe headache, visual disturbances such as flashing lights, pain below the ribs or in the epigastrium, vomiting and sudden swelling of the face or hands. HELLP syndrome, named for haemolysis, elevated liver enzymes and low platelets, is a severe variant. Eclampsia is the occurrence of seizures in a woman with pre-eclampsia, and it can occur before, during or after birth.",
            "Magnesium sulfate is the drug of choice for preventing and treating eclamptic seizures. The Magpie trial (2002), which enrolled more than 10,000 women, found that it more than halved the risk of eclampsia compared with placebo. A common regimen is a loading dose of 4 grams intravenously over 5 to 15 minutes followed by an infusion of 1 gram per hour for 24 hours. Because magnesium toxicity first abolishes the deep tendon reflexes and then depresses breathing, the midwife checks the patellar reflexes, respiratory rate and urine output regularly, and stops the infusion if the reflexes are lost or the respiratory rate falls below 12 breaths per minute. Calcium gluconate, 10 millilitres of a 10 percent solution given intravenously, is the antidote.",
            "Blood pressure is lowered with labetalol, oral nifedipine or hydralazine. The only cure for pre-eclampsia is birth of the placenta, so the timing of birth balances maternal risk against fetal maturity. For women at high risk, low-dose aspirin from 12 weeks of pregnancy reduces the risk of developing pre-eclampsia.",
          ),
        },
      },
    ],
  },
  {
    slug: "data-visualisation-design",
    discipline: "Data visualisation",
    title: "Data Visualisation: Perception and Design",
    description:
      "An advanced course on graphical perception, colour scales, the grammar of graphics, small multiples and visualising uncertainty, for analysts who already make charts in code.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "visualising uncertainty",
    modules: [
      {
        title: "Graphical Perception",
        description: "Which visual encodings people decode most accurately, and why.",
        lesson: {
          title: "Ranking visual encodings",
          html: p(
            "A chart encodes data as visual properties, and readers must decode them. In their 1984 paper Graphical Perception, William Cleveland and Robert McGill asked people to compare values shown with different encodings and ranked the elementary perceptual tasks by accuracy. From most to least accurate: position along a common scale; position along non-aligned scales; length, direction and angle; area; volume and curvature; and shading and colour saturation. Jeffrey Heer and Michael Bostock replicated the main results in 2010 with participants recruited online.",
            "The ranking explains several design rules. A dot plot or bar chart, which uses position on a common scale, supports more accurate comparisons than a pie chart, which relies on angle and area. Stacked bars are hard to read beyond the first segment, because the upper segments no longer share a common baseline.",
            "Perception of magnitude is not linear. Stevens' power law describes perceived intensity as a power of the physical stimulus, and for area the exponent is below one, so people underestimate differences in area. A bubble whose value is twice another's should have twice the area, not twice the radius, which would quadruple the area and exaggerate the difference.",
            "Because a bar encodes value by its length, its axis must start at zero; a truncated bar chart turns a 5 percent difference into a bar that looks several times longer. A line chart encodes value by position and slope, so its axis may be zoomed to show variation.",
            "Some visual properties, such as hue, size and orientation, are processed preattentively, in under a quarter of a second and without focused attention. A single red point among grey ones pops out, which makes colour a good tool for highlighting, but combinations of features must be searched serially and do not pop out.",
          ),
        },
      },
      {
        title: "Colour Scales",
        description: "Matching the colour scale to the data and avoiding the rainbow.",
        lesson: {
          title: "Choosing a colour map",
          html: p(
            "The right colour scale depends on the structure of the data. A sequential scale, which varies mainly in lightness from light to dark, suits ordered data that runs from low to high, such as population density. A diverging scale, with two hues meeting at a light neutral midpoint, suits data with a meaningful centre, such as change from a baseline or deviation from an average temperature. A qualitative scale, with distinct hues of similar lightness, suits unordered categories, and it becomes hard to tell categories apart beyond about seven or eight hues. Cynthia Brewer's ColorBrewer offers tested palettes of all three kinds, originally designed for maps.",
            "The rainbow colour map, long the default in scientific software as MATLAB's jet, is a poor choice for continuous data. Its lightness does not increase steadily: bright yellow and cyan bands stand out, creating apparent boundaries in the data where none exist, while differences within the broad green region are hard to see. Readers cannot tell which end of the scale is higher without the legend, and the map fails for readers with colour vision deficiency and when printed in greyscale. Borland and Taylor summarised these problems in 2007 under the title Rainbow Color Map (Still) Considered Harmful.",
            "Perceptually uniform colour maps address these faults. Viridis, designed by Stéfan van der Walt and Nathaniel Smith and made the default of matplotlib 2.0, was built so that equal steps in the data appear as equal steps in colour, with lightness increasing monotonically; it remains readable for the most common forms of colour vision deficiency and in greyscale.",
            "Red-green colour vision deficiency affects about 8 percent of men of northern European ancestry and about 0.5 percent of women, so red and green should never be the only contrast in a chart; redundant encodings, such as direct labels or different shapes, make the chart readable for everyone.",
          ),
        },
      },
      {
        title: "The Grammar of Graphics",
        description: "Describing a chart as a composition of independent components.",
        lesson: {
          title: "Charts as sentences",
          html: p(
            "Chart-type menus treat a bar chart, a scatter plot and a pie chart as different objects. Leland Wilkinson's The Grammar of Graphics (1999) proposed instead that every statistical graphic is built from the same set of independent components, just as sentences are built from words according to a grammar. Hadley Wickham adapted the idea in A Layered Grammar of Graphics (2010), the design behind the R package ggplot2.",
            "In the layered grammar, a plot consists of data; aesthetic mappings, which link variables to visual properties such as x position, y position, colour and size; geometric objects, or geoms, such as points, lines and bars, which draw the data; statistical transformations, such as binning for a histogram or smoothing for a trend line; scales, which translate data values into visual values and draw the axes and legends; a coordinate system; and facets, which split the data into panels. A scatter plot of engine displacement against highway mileage coloured by car class is written in ggplot2 as ggplot(mpg, aes(displ, hwy, colour = class)) + geom_point().",
            "The grammar reveals relationships between chart types. A histogram is a bar geom with a binning statistic. A pie chart is a single stacked bar drawn in polar coordinates, which is one reason it reads poorly: position along the bar becomes angle.",
            "The grammar's value lies in composition. Because components are independent, an analyst can change one, such as swapping points for lines or adding a smoothing layer, without rebuilding the chart, and can create charts that have no name in any menu. Declarative libraries such as Vega-Lite, published by Satyanarayan and colleagues in 2017, apply the same grammar to interactive web graphics.",
          ),
        },
      },
      {
        title: "Small Multiples and the Data-Ink Ratio",
        description: "Tufte's principles of graphical economy and comparison, and their critics.",
        lesson: {
          title: "Comparisons and economy",
          html: p(
            "In The Visual Display of Quantitative Information (1983), Edward Tufte set out principles that still frame debates about chart design. He defined data-ink as the non-erasable ink used to present the data, and the data-ink ratio as the proportion of a graphic's ink devoted to data. His advice was to maximise the data-ink ratio, within reason, by erasing heavy gridlines, redundant labels, shading and decoration. He called decoration that carries no information chartjunk.",
            "Tufte also proposed the lie factor, the size of an effect shown in the graphic divided by the size of the effect in the data. A chart in which a 50 percent increase is drawn as a bar three times as tall has a lie factor of 4, because the drawn increase of 200 percent is four times the actual increase.",
            "Small multiples are a series of small charts that use the same scales and axes and differ only in the subset of data they show, such as one panel per country or per year. Because the design is constant, the reader learns to read one panel and can then concentrate on the differences between them. Tufte argued that at the heart of quantitative reasoning is a single question, compared to what, and small multiples answer it directly. Eadweard Muybridge's sequential photographs of a galloping horse are an early example. Shared scales are essential: panels with independent axes invite false comparisons.",
            "Tufte's minimalism has been challenged. In a 2010 study, Scott Bateman and colleagues found that readers interpreted embellished charts as accurately as plain ones and remembered them better two to three weeks later. Designers now tend to treat data-ink as a guide for analytic graphics rather than a rule for every audience.",
          ),
        },
      },
    ],
  },
];
