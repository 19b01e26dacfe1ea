/** Eighty-ninth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout89.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT89_B: EvalCourse[] = [
  {
    slug: "the-carolingians-power-empire-and-division-714-843",
    discipline: "Carolingian history",
    title: "The Carolingians: Power, Empire and Division, 714-843",
    description:
      "Between the death of Pippin II in 714 and the Treaty of Verdun in 843, one Frankish family seized a throne, built an empire and divided it. Seminars read the Royal Frankish Annals, Einhard and Nithard against each other to examine the rise of the mayors of the palace, Charlemagne's conquests and government, the imperial coronation of 800, Viking raids, and the civil wars among the sons of Louis the Pious.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "Viking raids",
    modules: [
      {
        title: "From mayors of the palace to kings, 714-768",
        description:
          "Traces how Charles Martel and Pippin III turned control of the Merovingian court into a new royal dynasty with papal backing.",
        lesson: {
          title: "751 and 754: making a king",
          html: p(
            "When Pippin II, mayor of the palace, died in 714, his power passed to no obvious heir. His widow Plectrude held his treasure on behalf of grandsons, and it was his son by another union, Charles, later called Martel ('the hammer'), who fought his way to control of both Neustria and Austrasia by about 719. Charles ruled in the name of Merovingian kings, won the battle near Poitiers against the forces of Abd al-Rahman al-Ghafiqi in 732 (some historians prefer 733), and campaigned in Frisia, Saxony, Aquitaine and Provence. After the death of King Theuderic IV in 737 he did not bother to appoint a successor.",
            "Charles divided his power between his sons Carloman and Pippin (Pippin III, 'the Short'), who in 743 placed a new Merovingian, Childeric III, on the throne, probably to steady their position. In 747 Carloman withdrew into monastic life, ending at Monte Cassino, leaving Pippin sole mayor.",
            "The Royal Frankish Annals, under the year 749, report that Pippin sent Bishop Burchard of Würzburg and Abbot Fulrad of Saint-Denis to Pope Zacharias to ask whether it was good that there were kings in Francia without royal power. Zacharias answered that it was better to call king the one who had the power. In 751 Pippin was elected and anointed at Soissons, and Childeric was tonsured and sent to a monastery. In 754 Pope Stephen II, seeking Frankish help against the Lombard king Aistulf, anointed Pippin and his sons Charles and Carloman at Saint-Denis. Pippin campaigned in Italy in 754 and 756 and granted the pope the conquered lands, the so-called Donation of Pippin.",
            "Students should read this story critically. The Annals were compiled at the Carolingian court from the late 780s, a generation after the events, and they present the change of dynasty as orderly and papally approved. Einhard's Life of Charlemagne mocks the last Merovingians as figureheads riding in an ox-cart with long hair and empty titles, a picture designed to make their removal seem natural. Merovingian charters and other sources suggest that the kings still had ceremonial and legal functions. The question for seminar is therefore not only what happened in 751, but why the new dynasty needed so much written justification.",
          ),
        },
      },
      {
        title: "Charlemagne's empire: conquest and government",
        description:
          "Examines the wars of expansion, the coronation of 800, and the counts, missi and capitularies through which a vast realm was governed.",
        lesson: {
          title: "Ruling from Aachen",
          html: p(
            "Pippin III died in 768 and, following Frankish custom, divided the kingdom between his sons Charles and Carloman. Carloman's death in 771 left Charles sole king. Over the next three decades he expanded the realm almost without pause. In 774 he took Pavia and made himself king of the Lombards. The Saxon wars began in 772 with the destruction of the Irminsul, a sacred pillar, and lasted until 804. The Royal Frankish Annals record that in 782 some 4,500 Saxons were executed at Verden, and the Capitulatio de partibus Saxoniae prescribed death for those who refused baptism or returned to pagan practice. In 778 a Basque ambush at Roncesvalles destroyed the rearguard of an army returning from Spain, an event later transformed into the Song of Roland. Duke Tassilo III of Bavaria was deposed in 788, and campaigns in the 790s broke the Avar khaganate and carried its treasure back to Francia.",
            "On Christmas Day 800, in St Peter's in Rome, Pope Leo III crowned Charles emperor. Einhard claims that Charles would not have entered the church had he known the pope's intention. Historians treat that as a conventional display of modesty, but it may also reflect unease about the title's implications for relations with Byzantium, which recognised Charles as emperor (basileus) only in 812.",
            "Governing such a realm with limited literate administration required layers of delegated power. Several hundred counts administered justice, raised troops and collected revenues in their districts. Royal envoys had been used before, but from 802 the missi dominici were organised more systematically: usually pairs of a bishop or abbot and a lay magnate, they travelled through defined circuits to hear complaints, check on counts and proclaim royal orders. Those orders took the form of capitularies, texts divided into short chapters and issued after assemblies of the leading men, which met most years. In 802 Charles required all free men to swear a new oath of fidelity to him as emperor.",
            "From the 790s Aachen became Charles's main residence, with a palace complex and a chapel modelled partly on late antique imperial buildings. The seminar question is how far this apparatus made the empire governable, and how much still depended on personal ties between the ruler and a few hundred aristocratic families.",
          ),
        },
      },
      {
        title: "Louis the Pious and the division of 843",
        description:
          "Follows the reforms and crises of Louis's reign and the war among his sons that ended in the Treaty of Verdun.",
        lesson: {
          title: "Succession, rebellion and Verdun",
          html:
            p(
              "In 813 Charlemagne crowned his only surviving legitimate son, Louis, as co-emperor at Aachen, and Louis succeeded him in 814. His early reign was energetic: he reformed monasteries under Benedict of Aniane and, in the Ordinatio imperii of 817, settled the succession. His eldest son Lothar was made co-emperor and principal heir; his younger sons Pippin and Louis received Aquitaine and Bavaria as subordinate kingdoms. Bernard of Italy, Louis's nephew, rebelled, was blinded in 818 and died of his injuries. In 822 at Attigny Louis performed public penance for this and other wrongs.",
              "The birth of Charles (later 'the Bald') to Louis's second wife Judith in 823 disturbed the 817 settlement, because providing for him meant taking land from his half-brothers. Revolts followed in 830 and 833. In 833, on the 'Field of Lies' near Colmar, Louis's army deserted to his sons; he was deposed and made to perform penance at Saint-Médard in Soissons, but he was restored in 834. Older historians saw these events as signs of a weak ruler and a decaying empire. Mayke de Jong's The Penitential State (2009) reads them differently, as a political culture in which public penance was a recognised language of accountability shared by the emperor and the bishops.",
              "Louis died in 840. Lothar claimed authority over his brothers, and Louis the German and Charles the Bald allied against him. The key stages were:",
            ) +
            "<ul><li>25 June 841: Battle of Fontenoy, a costly defeat for Lothar.</li><li>14 February 842: the Strasbourg Oaths, sworn by Louis and Charles and their armies in early Romance and Old High German.</li><li>August 843: the Treaty of Verdun, dividing the empire into three kingdoms.</li></ul>" +
            p(
              "At Verdun, Charles received the western kingdom, Louis the eastern lands, lying mostly east of the Rhine, and Lothar a middle kingdom stretching from Frisia through Aachen to Italy, with the imperial title. Our fullest narrative comes from Nithard, a grandson of Charlemagne through his daughter Bertha, who fought for Charles and wrote his Histories to justify his cause. His text preserves the Strasbourg Oaths verbatim, which makes it a key source for the history of the French and German languages as well as for Carolingian politics.",
            ),
        },
      },
    ],
  },
  {
    slug: "freedom-of-information-law-in-practice",
    discipline: "Freedom of information law",
    title: "Freedom of Information Law in Practice",
    description:
      "Public authorities must answer information requests within twenty working days, and every answer is a legal decision that can be challenged. Working from the Freedom of Information Act 2000, tribunal case law and Information Commissioner guidance, participants handle valid requests and deadlines, apply the cost limit and the rules on vexatious requests, weigh prejudice and the public interest, and follow complaints through internal review, the Commissioner and the First-tier Tribunal.",
    level: "intermediate",
    duration: "six weeks (one three-hour workshop a week)",
    plantedGap: "vexatious requests",
    modules: [
      {
        title: "Requests, deadlines and the duty to assist",
        description:
          "Sets out who the Act covers, what makes a request valid, and the time limits and cost limit that govern the response.",
        lesson: {
          title: "Anatomy of a valid request",
          html: p(
            "The Freedom of Information Act 2000 came fully into force on 1 January 2005. It applies to public authorities in England, Wales and Northern Ireland, and to UK-wide bodies; Scottish public authorities are covered instead by the Freedom of Information (Scotland) Act 2002. Schedule 1 lists the authorities, from government departments to councils, schools, NHS bodies and police forces, and further bodies can be designated.",
            "Section 1 creates two duties: to confirm or deny whether the information is held, and, if it is, to communicate it. Under section 8 a valid request must be in writing (email counts), state the applicant's real name and an address for correspondence, and describe the information requested. The applicant need not mention the Act or give a reason. The regime is therefore applicant-blind and motive-blind: disclosure to one requester is treated as disclosure to the world.",
            "Section 10 requires a response promptly and no later than the twentieth working day after receipt. Section 16 imposes a duty to provide reasonable advice and assistance, for example by helping an applicant narrow an unclear request.",
            "Section 12 allows an authority to refuse when the cost of compliance would exceed the appropriate limit set by the Fees Regulations 2004: 600 pounds for central government and Parliament, and 450 pounds for other authorities, calculated at a flat rate of 25 pounds per hour. That is 24 and 18 hours respectively. Only four activities count towards the estimate: determining whether the information is held, locating it, retrieving it and extracting it. Time spent reading documents to decide whether an exemption applies, or redacting them, does not count. Requests from the same person for similar information received within 60 working days may be aggregated.",
            "Worked example: a district council receives an email asking for 'all emails sent or received by the planning department mentioning Brook Farm since 2015'. Officers estimate that searching 30 mailboxes, some archived, would take about 30 hours. That exceeds 18 hours, so the council may refuse under section 12. It must still issue a refusal notice under section 17 and, under section 16, should suggest how the request could be brought within the limit, for example by restricting it to the case officer's mailbox or to the last two years. An estimate must be sensible, realistic and supported by evidence.",
          ),
        },
      },
      {
        title: "Exemptions, prejudice and the public interest",
        description:
          "Distinguishes absolute from qualified and class-based from prejudice-based exemptions, and works through the public interest balancing test.",
        lesson: {
          title: "Applying a qualified exemption",
          html:
            p(
              "Part II of the Act contains the exemptions. They can be sorted in two ways. First, an exemption is either absolute, so that information falling within it may be withheld without further argument, or qualified, so that it may be withheld only if the public interest in maintaining the exemption outweighs the public interest in disclosure. Second, an exemption is either class-based, applying to a type of information regardless of effect, or prejudice-based, applying only where disclosure would, or would be likely to, cause harm to a specified interest.",
            ) +
            "<table><tr><th>Section</th><th>Subject</th><th>Type</th></tr><tr><td>21</td><td>Information reasonably accessible by other means</td><td>Absolute</td></tr><tr><td>23</td><td>Security bodies</td><td>Absolute</td></tr><tr><td>35</td><td>Formulation of government policy</td><td>Qualified, class</td></tr><tr><td>31</td><td>Law enforcement</td><td>Qualified, prejudice</td></tr><tr><td>42</td><td>Legal professional privilege</td><td>Qualified, class</td></tr><tr><td>43(2)</td><td>Commercial interests</td><td>Qualified, prejudice</td></tr></table>" +
            p(
              "For a prejudice-based exemption the Information Tribunal in Hogan v Information Commissioner (2006) set out three steps. Identify the applicable interest the exemption protects. Show that the prejudice is real, actual or of substance, and that there is a causal link between disclosure and the harm. Then decide the likelihood: 'would prejudice' means more probable than not; 'would be likely to prejudice' means a real and significant risk, even if less than 50 per cent.",
              "If a qualified exemption is engaged, section 2(2)(b) requires the balancing test. The wording matters: information is withheld only if the public interest in maintaining the exemption outweighs that in disclosure, so if the two are evenly balanced, the information must be released. Factors favouring disclosure include transparency, accountability for public money and helping the public take part in debate. Embarrassment to officials, or the fear that the public might misunderstand the information, are not valid reasons to withhold it.",
              "For section 35 the main argument for withholding is the need for a 'safe space' in which ministers and officials can develop policy away from public scrutiny, together with the risk of a 'chilling effect' on frank advice. Tribunals accept that these arguments are strongest while policy is still being formulated and weaken considerably once a decision has been made and announced. Always record the reasoning: the refusal notice under section 17 must state the exemption, explain why it applies and give the public interest reasons.",
            ),
        },
      },
      {
        title: "Complaints, the Commissioner and the Tribunal",
        description:
          "Follows a disputed request from internal review through a decision notice to appeal, and the limits on the ministerial veto.",
        lesson: {
          title: "Challenging a refusal",
          html: p(
            "An applicant dissatisfied with a response first asks the authority for an internal review. The Code of Practice issued under section 45 (revised in 2018) expects authorities to have a review procedure and to complete reviews within 20 working days, extending to 40 only in exceptional, complex cases. The review should be carried out by someone more senior than, or independent of, the original decision-maker, and should consider the request afresh.",
            "If still dissatisfied, the applicant may complain to the Information Commissioner under section 50. The Commissioner normally expects internal review to have been used first. The ICO investigates and issues a decision notice that either upholds the authority's position or requires it to take specified steps, such as disclosing information or issuing a fresh response. The Commissioner also has an information notice (section 51) to require an authority to hand over information for the investigation, and an enforcement notice (section 52) for general failures. An authority that fails to comply with a notice can be certified to the High Court under section 54 and dealt with as if in contempt of court.",
            "Either party can appeal a decision notice to the First-tier Tribunal (General Regulatory Chamber, Information Rights) under section 57, normally within 28 days. The appeal is a full merits hearing: under section 58 the Tribunal can review findings of fact and substitute its own decision where the notice was not in accordance with the law or where the Commissioner should have exercised discretion differently. New evidence may be introduced. Further appeal lies to the Upper Tribunal on a point of law only.",
            "Section 53 allows an accountable person, in practice a cabinet minister or the Attorney General, to override a decision notice or tribunal decision in certain cases by signing a certificate. In R (Evans) v Attorney General [2015] UKSC 21, concerning letters from the Prince of Wales to government ministers, the Supreme Court held that the Attorney General's certificate was unlawful. The Upper Tribunal had reached its decision after a full hearing, and disagreeing with it was not a reasonable ground for overriding it. The veto has rarely been used since.",
            "Finally, section 77 makes it a criminal offence to alter, deface, block, erase, destroy or conceal a record with the intention of preventing its disclosure after a request has been received.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-assessment-and-spinal-manipulation-of-the-lumbar-spine",
    discipline: "Chiropractic",
    title: "Clinical Assessment and Spinal Manipulation of the Lumbar Spine",
    description:
      "Designed for second-year chiropractic students, the unit develops history taking and red-flag screening for low back pain, neurological examination of the lower limb, diagnostic imaging, and safe high-velocity low-amplitude technique, set against current evidence on benefit and risk.",
    level: "intermediate",
    duration: "one semester (twelve weeks of one lecture and one three-hour technique practical)",
    plantedGap: "diagnostic imaging",
    modules: [
      {
        title: "Case history and red flags in low back pain",
        description:
          "Structures the history so that serious pathology and cauda equina syndrome are recognised early and referred appropriately.",
        lesson: {
          title: "Listening for serious pathology",
          html:
            p(
              "About nine in ten people presenting with low back pain in primary care have non-specific low back pain, meaning that no single structural cause can be reliably identified. Serious pathology such as fracture, malignancy, infection or cauda equina syndrome accounts for fewer than one in a hundred presentations. The history is the main tool for finding that small group, and it must be structured so that nothing is missed.",
              "A standard structure covers the presenting complaint (site, onset, character, radiation, associated symptoms, timing, exacerbating and relieving factors, severity), previous episodes, past medical history, medication, family and social history, and a systems review. Red flags are features that raise the probability of serious pathology:",
            ) +
            "<ul><li>Malignancy: previous history of cancer (the most useful single flag), unexplained weight loss, age over 50 with new pain, pain unrelieved by rest or worse at night.</li><li>Infection: fever, intravenous drug use, immunosuppression, recent urinary or other infection.</li><li>Fracture: significant trauma, or minor trauma in someone with osteoporosis or long-term corticosteroid use.</li><li>Inflammatory disease: morning stiffness over 30 minutes in a younger adult, improvement with exercise.</li></ul>" +
            p(
              "No single flag is decisive; most have poor specificity when taken alone. Clinicians should weigh them together and against the overall clinical picture.",
              "Cauda equina syndrome is a surgical emergency and must be asked about directly in every patient with back pain and leg symptoms. Ask about saddle anaesthesia (numbness around the anus, perineum or genitals), new difficulty passing urine or loss of bladder sensation, faecal incontinence, sexual dysfunction and bilateral leg pain or weakness. Any of these warrants same-day emergency referral. Document both positive and negative answers, and give the patient written safety-netting advice on the warning symptoms.",
              "Psychosocial factors, or yellow flags, predict persistent disability better than physical findings do. They include fear-avoidance beliefs, catastrophising, low mood and job dissatisfaction. The STarT Back Tool, a nine-item questionnaire, classifies patients as low, medium or high risk of a poor outcome, and stratified care based on it has been shown to improve outcomes at similar cost.",
            ),
        },
      },
      {
        title: "Neurological examination of the lower limb",
        description:
          "Teaches dermatome, myotome and reflex testing and neurodynamic tests to localise nerve root compromise.",
        lesson: {
          title: "Localising a lumbar radiculopathy",
          html:
            p(
              "When a patient has leg pain, the neurological examination tests whether a nerve root is compromised and, if so, which one. Test three things for each root: sensation in its dermatome, strength in its myotome and the associated deep tendon reflex. Compare left with right throughout, because the patient's other side is the best normal reference.",
            ) +
            "<table><tr><th>Root</th><th>Sensation</th><th>Muscle test</th><th>Reflex</th></tr><tr><td>L4</td><td>Medial lower leg and medial malleolus</td><td>Ankle dorsiflexion (tibialis anterior), knee extension</td><td>Patellar</td></tr><tr><td>L5</td><td>Dorsum of foot, first web space</td><td>Great toe extension (extensor hallucis longus), hip abduction</td><td>No reliable reflex</td></tr><tr><td>S1</td><td>Lateral foot and sole</td><td>Ankle plantarflexion, foot eversion</td><td>Achilles</td></tr></table>" +
            p(
              "Grade reflexes from 0 (absent) to 4+ (clonus), and use reinforcement, such as the Jendrassik manoeuvre, before recording a reflex as absent. Grade muscle strength on the Medical Research Council scale from 0 to 5.",
              "The levels matter because most lumbar disc herniations are posterolateral. A herniation at L4/5 usually compresses the traversing L5 root, not the L4 root exiting above it, and an L5/S1 herniation usually affects S1. A patient with weak great-toe extension and numbness over the dorsum of the foot therefore most likely has an L4/5 disc lesion.",
              "The straight leg raise tests neural tension in the sciatic nerve and the L5 and S1 roots. With the patient supine, raise the straightened leg; the test is positive when it reproduces the patient's leg pain, usually below the knee, between about 30 and 70 degrees. A meta-analysis by Devillé and colleagues (2000) found it sensitive (about 0.91) but not specific (about 0.26) for disc herniation, so a negative test is more informative than a positive one. The crossed straight leg raise, where raising the unaffected leg reproduces pain in the affected one, is far more specific (about 0.88) but insensitive (about 0.29). For upper lumbar roots, L2 to L4, use the femoral nerve stretch test in prone lying.",
              "Always check for upper motor neurone signs: an extensor plantar response, sustained clonus or widespread hyperreflexia point to a lesion in the spinal cord or brain, not the lumbar roots, and need medical referral.",
            ),
        },
      },
      {
        title: "High-velocity low-amplitude manipulation: technique, evidence and risk",
        description:
          "Develops side-posture lumbar manipulation and places it against systematic-review evidence, adverse-event data and the law on consent.",
        lesson: {
          title: "The thrust and what it achieves",
          html: p(
            "A high-velocity low-amplitude (HVLA) thrust is a fast, short movement delivered at the end of a joint's available passive range. In the side-posture lumbar roll, the patient lies on the side with the painful side usually uppermost. The lower leg is straight and the upper hip and knee are flexed, with the upper foot resting behind the lower knee. The clinician rotates the patient's upper trunk backwards to the target segment while stabilising the pelvis, and uses position to lock the joints above and below. The clinician takes up the tissue slack to the point of tension, called pre-thrust tension, and then applies a quick thrust, typically lasting about 100 to 200 milliseconds, through the pelvis or contact point. Control of amplitude is the skill: force comes from speed, not from a large movement.",
            "The audible 'pop' that often accompanies a thrust is cavitation, the rapid formation of a gas cavity in the synovial fluid as the joint surfaces separate. Studies have found that clinical improvement does not depend on whether a pop is heard, so repeating thrusts to obtain one is unnecessary. The current explanation of manipulation's effects is mainly neurophysiological: short-term reduction of pain sensitivity and changes in muscle activity, rather than the repositioning of displaced vertebrae.",
            "On benefit, a systematic review by Rubinstein and colleagues in the BMJ (2019) found that spinal manipulative therapy for chronic low back pain produced effects on pain and function similar to other recommended therapies, such as exercise. NICE guideline NG59 (2016) recommends considering manual therapy, including manipulation, for low back pain with or without sciatica only as part of a treatment package that includes exercise, with or without psychological therapy. Students should present manipulation to patients in those terms, not as a stand-alone cure.",
            "On risk, transient soreness, stiffness or headache after treatment is common, affecting up to about half of patients and usually resolving within 24 to 48 hours. Serious adverse events after lumbar manipulation, such as cauda equina syndrome, are very rare. Contraindications include the red-flag conditions from the first module, and caution is needed with anticoagulant therapy, osteoporosis and acute inflammatory arthritis. Under Montgomery v Lanarkshire Health Board (2015) and the General Chiropractic Council's Code, the clinician must disclose material risks and reasonable alternatives and record the patient's consent.",
          ),
        },
      },
    ],
  },
  {
    slug: "minds-and-models-foundations-of-cognitive-science",
    discipline: "Cognitive science",
    title: "Minds and Models: Foundations of Cognitive Science",
    description:
      "Cognitive science treats thinking as information processing and asks which kinds of model can explain it. Seminars apply Marr's levels of analysis, compare symbolic and connectionist architectures through the past-tense debate, use working memory as a test case for modelling, and weigh the challenge posed by embodied cognition.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one lab session a week)",
    plantedGap: "embodied cognition",
    modules: [
      {
        title: "Levels of explanation: Marr and the computational theory of mind",
        description:
          "Introduces the claim that minds compute and Marr's three levels as a framework for judging explanations.",
        lesson: {
          title: "Three questions about any mental capacity",
          html: p(
            "The founding idea of cognitive science is that mental processes are computations over representations. Alan Turing's 1936 analysis of computation showed that a simple machine manipulating symbols according to rules could carry out any effective procedure. Allen Newell and Herbert Simon turned this into a hypothesis about minds in 1976: a physical symbol system has the necessary and sufficient means for general intelligent action. If that is right, we can study the mind's software somewhat independently of the brain's hardware, just as the same program can run on different machines. Hilary Putnam's argument that mental states are multiply realisable, since pain could be realised in octopus neurons as well as human ones, supported the same separation.",
            "David Marr's Vision (1982) gave this idea a working method. He argued that any information-processing system must be understood at three levels. The computational level asks what problem is being solved and why: what is the input, what is the output, and what makes the mapping appropriate? The algorithmic and representational level asks how: what representations are used, and what procedure transforms one into another? The implementational level asks how the representations and procedure are realised physically.",
            "Marr's own example was a cash register. At the computational level, it performs addition, and addition is the right operation because the properties we want of a till (buying nothing costs nothing, the order of items does not matter, returning an item cancels it) are exactly the properties of addition. At the algorithmic level, the numbers might be in decimal or binary and added column by column with carries. At the implementational level, the procedure might run on gears or transistors. Each level constrains the others without determining them.",
            "Marr insisted that the computational level is often neglected and that describing neurons firing does not explain vision unless we know what those neurons are computing. His theory of early vision, for example, first defined the task of finding edges as detecting sharp changes in image intensity, then proposed an algorithm using zero-crossings of a filtered image.",
            "The framework has critics. Levels interact in practice: knowing the hardware often suggests the algorithm. Tomaso Poggio, Marr's collaborator, later proposed adding a level for learning. Use the framework as a checklist: for any model discussed in this course, ask which level it addresses and what it leaves out.",
          ),
        },
      },
      {
        title: "Symbols versus networks: the past-tense debate",
        description:
          "Contrasts rule-based and connectionist models through the most famous case study in the field, the learning of the English past tense.",
        lesson: {
          title: "Rules, patterns and 'goed'",
          html: p(
            "Children learning English show a characteristic U-shaped pattern with irregular past tenses. Early on they say 'went' correctly, apparently memorised. Later they start saying 'goed', over-applying the regular '-ed' pattern, even though they have heard 'went' many times. Eventually they return to 'went'. The standard symbolic explanation is that children first store words, then extract a rule ('add -ed'), over-apply it, and finally learn that irregular forms block the rule.",
            "In 1986 David Rumelhart and James McClelland published a connectionist model, part of their Parallel Distributed Processing volumes, that challenged this account. A simple two-layer network learned to map phonological representations of verb stems, coded as 'Wickelfeatures' (context-sensitive triples of sounds), onto past-tense forms. Trained on a vocabulary that first contained mostly irregular, high-frequency verbs and then many regular verbs, the network showed a U-shaped curve and generalised to new regular verbs. It contained no rule anywhere: regularity was a statistical pattern in the connection weights.",
            "Steven Pinker and Alan Prince's 1988 critique was severe. They argued that the U-shape depended on an unrealistic sudden change in the training set, that Wickelfeatures could not represent some words distinctly, and that the model made errors no child makes. They also noted that regular inflection applies whenever a word lacks a stored irregular form, regardless of how it sounds: a baseball batter 'flied out', not 'flew out', because the verb is made from the noun 'fly ball'. That looks like a rule operating on a symbolic category. Pinker later developed a dual-route 'words and rules' model: irregular forms are stored in associative memory, and the regular form is produced by a rule when no stored form blocks it.",
            "At a more general level, Jerry Fodor and Zenon Pylyshyn (1988) argued that thought is systematic: anyone who can think 'John loves Mary' can think 'Mary loves John'. Symbolic systems have this property because their representations have constituent structure, while networks must be specially arranged to show it. Connectionists responded with improved models, such as those of Kim Plunkett and Virginia Marchman, which produced U-shaped learning with more realistic training regimes.",
            "The debate is not settled, but it established a method: build an explicit model, compare its errors with human errors, and treat failures as evidence about the architecture. Modern deep-learning language models have revived the same questions on a much larger scale.",
          ),
        },
      },
      {
        title: "Working memory as a modelling test case",
        description:
          "Uses the multicomponent model of working memory to show how experimental effects constrain theory.",
        lesson: {
          title: "Capacity, loops and buffers",
          html:
            p(
              "Working memory is the system that holds and manipulates information briefly while we use it: keeping a phone number in mind while dialling, or intermediate results during mental arithmetic. George Miller's 1956 paper put its span at 'seven, plus or minus two' items, but Miller himself emphasised that the units were chunks, not items. Nelson Cowan's 2001 review argued that when rehearsal and chunking are prevented, the true capacity is nearer three to five chunks.",
              "Alan Baddeley and Graham Hitch (1974) proposed that working memory is not a single store but a set of components. Their model is a good example of theory driven by specific experimental effects:",
            ) +
            "<ul><li>The phonological loop stores speech-based information for about two seconds, refreshed by subvocal rehearsal. Evidence: lists of similar-sounding letters (B, D, G, P) are recalled worse than dissimilar ones, even though they are presented visually (the phonological similarity effect).</li><li>The word-length effect: lists of long words are recalled worse than short words. Baddeley, Thomson and Buchanan (1975) found that people recall roughly as many words as they can say in about two seconds.</li><li>Articulatory suppression, repeating an irrelevant word such as 'the' aloud, removes the word-length effect for visually presented lists, because the items can no longer be recoded and rehearsed in the loop.</li><li>The visuospatial sketchpad holds visual and spatial information; spatial tasks interfere with each other more than with verbal tasks.</li><li>The central executive controls attention and coordinates the other components.</li></ul>" +
            p(
              "In 2000 Baddeley added a fourth component, the episodic buffer, a limited-capacity store that binds information from the subsystems and long-term memory into integrated episodes. It was needed to explain, for example, why people can recall sentences far longer than their span for unrelated words.",
              "The multicomponent model is largely a verbal, box-and-arrow theory. Computational modellers have tried to make its parts precise. The primacy model of Mike Page and Dennis Norris (1998) reproduces serial recall errors, such as the tendency to swap neighbouring items, using a decaying gradient of activation across list positions. Cognitive architectures such as ACT-R implement working memory as limited activation spread over chunks. Comparing such models against the effects listed above shows how a modelling claim becomes testable.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-working-dramaturg",
    discipline: "Dramaturgy",
    title: "The Working Dramaturg",
    description:
      "A dramaturg reads a play the way an engineer reads a structure, asking what holds it up and what can be taken away. Working on a classical and a contemporary text, participants compile a production casebook, analyse dramatic structure from Aristotle to Freytag, cut a script to a target running time, and contribute to season planning.",
    level: "intermediate",
    duration: "ten weeks (one three-hour studio session a week)",
    plantedGap: "season planning",
    modules: [
      {
        title: "The production dramaturg and the casebook",
        description:
          "Defines the role from Lessing onwards and sets out how to research and assemble a casebook for a creative team.",
        lesson: {
          title: "Lessing's legacy and the modern casebook",
          html: p(
            "The term dramaturgy comes into modern theatre through Gotthold Ephraim Lessing, engaged in 1767 by the newly founded Hamburg National Theatre as its resident critic and adviser. His Hamburgische Dramaturgie (1767-69), a series of 104 short essays, reviewed the company's productions and argued about repertoire, acting and dramatic theory, especially Aristotle's. The Hamburg venture collapsed within two years, but the idea of an in-house literary and critical adviser took root. German-speaking state and municipal theatres still employ permanent dramaturgs, who select and prepare texts, write and edit publications and work with directors in rehearsal.",
            "In Britain the equivalent post arrived later and under other names. Kenneth Tynan was literary manager of the National Theatre from 1963 to 1973, choosing and commissioning plays with Laurence Olivier. Today British and American theatres use 'dramaturg' for someone attached to a particular production, and 'literary manager' for someone responsible for new writing and script reading.",
            "The production dramaturg's first major product is the casebook, sometimes called a protocol or production book. It is research shaped for use by the director, designers and actors. A typical casebook contains:",
            "the textual history of the play, including which edition or translation is used and what the main variants are; a brief biography of the writer focused on what bears on the play; the historical context both of the play's setting and of its writing; a production history, with notable productions, their interpretive choices and critical reception; a glossary of references, allusions, unfamiliar words and proper names, keyed to the script by act, scene and line; and a selection of images: period architecture, clothing, paintings, photographs.",
            "The discipline is selection. A casebook that reproduces everything ever written about Ibsen's A Doll's House is useless to a busy designer. Begin by reading the play several times and listing the questions a production will have to answer: What does Nora's tarantella look like? What does a Norwegian bank manager earn in 1879, and what can Torvald afford? What did 'forgery' mean legally? Research those questions first.",
            "In rehearsal, the dramaturg watches runs, checks that the production's choices remain legible, and gives the director notes on story clarity, not on performance.",
          ),
        },
      },
      {
        title: "Dramatic structure from Aristotle to Freytag",
        description:
          "Applies classical and nineteenth-century models of structure and tests their limits on modern plays.",
        lesson: {
          title: "Mapping the action",
          html: p(
            "Aristotle's Poetics, written in the fourth century BCE, analyses tragedy into six parts in order of importance: plot (mythos), character, thought, diction, song and spectacle. Plot comes first because tragedy imitates an action, and character is revealed through choices made in that action. A well-made plot has a beginning, middle and end, and is unified: remove or reorder any incident and the whole is disturbed. Aristotle preferred complex plots, in which the change of fortune involves reversal (peripeteia), when an action produces the opposite of its intended effect, and recognition (anagnorisis), a change from ignorance to knowledge. His model example is Sophocles' Oedipus the King, where the messenger who comes to free Oedipus from fear reveals his parentage.",
            "In Die Technik des Dramas (1863) Gustav Freytag described a five-part structure, usually drawn as a pyramid: exposition, rising action, climax, falling action and catastrophe. He also identified three key moments: the exciting force that sets the rising action in motion, the tragic force that starts the fall after the climax, and the force of final suspense, a last glimmer of hope before the catastrophe. Freytag based the model on Shakespeare and on German classical drama, and it fits the five-act plays he studied.",
            "To analyse a play practically, list its events scene by scene and ask of each: what changes? An event is a change in the situation, not just talk about it. Then mark where the central question of the play is posed, where it becomes most urgent, and where it is answered. In Macbeth the witches' prophecy and Lady Macbeth's persuasion provide the exciting force; Duncan's murder and Macbeth's hold on the crown drive the rising action; the escape of Fleance in Act 3 begins his fall.",
            "These models have limits. Chekhov's major plays avoid a single climax, placing decisive events, such as the duel in Three Sisters, offstage. Vivian Mercier summarised Beckett's Waiting for Godot as a play in which nothing happens, twice. Caryl Churchill's Top Girls places its chronologically earliest scene at the end. A dramaturg's task with such plays is not to force them into a pyramid, but to identify the principle that does organise them, such as repetition, contrast or the withholding of information, and to help the production make that principle visible.",
          ),
        },
      },
      {
        title: "Cutting a classical text for performance",
        description:
          "Teaches principles and procedures for cutting a Shakespeare play to a target running time while keeping its story and verse intact.",
        lesson: {
          title: "Bringing Hamlet down to three hours",
          html:
            p(
              "Most Shakespeare productions are cut. The prologue to Romeo and Juliet speaks of 'the two hours' traffic of our stage', yet a conflated Hamlet, combining the Second Quarto and the Folio, runs to about 3,900 lines, and Kenneth Branagh's uncut 1996 film lasts just over four hours. Many companies estimate running time at roughly 900 to 1,000 lines of verse an hour, adjusted for the pace of the production and for stage business, fights and music. A three-hour Hamlet with an interval therefore needs to lose something in the region of 1,000 lines.",
              "The dramaturg usually prepares a proposed cut for the director, working from a clear principle about what the production is about. Common approaches are:",
            ) +
            "<ul><li>Remove a subplot or strand. Laurence Olivier's 1948 film of Hamlet cut Fortinbras, Rosencrantz and Guildenstern entirely.</li><li>Shorten within speeches, removing extended similes, classical allusions and repeated points.</li><li>Reduce scenes that repeat information the audience already has.</li><li>Trim passages that depend on jokes or references now obscure.</li></ul>" +
            p(
              "Three safeguards protect the play. First, keep set-ups for pay-offs: if Act 1 introduces the poisoned sword or the play-within-a-play's purpose, every later scene that depends on it must still make sense. Track plot information, props and character entrances in a simple table as you cut. Second, respect the verse. When cutting mid-speech, join lines so that the metre still scans where possible, and preserve shared lines, where one character completes another's pentameter, since they tell actors to pick up cues quickly. Third, consider casting: cutting a minor role may free an actor for doubling, while cutting a scene may make a quick change impossible.",
              "Document the cut precisely. Cite lines using a named edition, or using the Through Line Numbers (TLN) devised by Charlton Hinman for the First Folio facsimile, so that every member of the company marks the same text. Record the reason for every major cut, because the director will want to restore some passages during rehearsal, and the dramaturg must check whether each restoration affects cuts made elsewhere.",
            ),
        },
      },
    ],
  },
];
