/** Eleventh held-out evaluation courses, intermediate level (medieval history to family law); see ai-courses-heldout11.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT11_B: EvalCourse[] = [
  {
    slug: "europe-800-1100-empire-lordship-crusade",
    discipline: "Medieval history",
    title: "Empire, Lordship and Crusade: Europe 800–1100",
    description:
      "Europe between about 800 and 1100 is approached here through its sources rather than its textbooks: the Carolingian empire and its division, the long debate over whether 'feudalism' existed, the Investiture Controversy, and the preaching and conduct of the First Crusade.",
    level: "intermediate",
    duration: "One semester",
    plantedGap: "Investiture Controversy",
    modules: [
      {
        title: "The Carolingian Empire",
        description:
          "Charlemagne's empire was governed through assemblies, written capitularies and travelling royal agents, and it did not long survive him intact.",
        lesson: {
          title: "Ruling a Frankish empire",
          html:
            p(
              "On Christmas Day 800, in St Peter's basilica in Rome, Pope Leo III crowned the Frankish king Charles, known to posterity as Charlemagne, as emperor. Einhard, his courtier and biographer, claimed that Charles would not have entered the church had he known what the pope intended, a remark historians read less as fact than as a conventional display of modesty. The coronation nonetheless revived the title of emperor in the West for the first time since 476 and created lasting friction with the emperors in Constantinople.",
              "By 800 Charles ruled, through decades of annual campaigns, a territory stretching from the Pyrenees to the Elbe and from the North Sea to central Italy. How such an empire was governed without a salaried bureaucracy is a central question. The answer lies partly in the counts, local aristocrats appointed to administer justice and raise troops in their districts, and partly in the <i>missi dominici</i>, pairs of royal envoys, usually a bishop and a lay magnate, sent out to inspect the counts and proclaim the king's will. Royal decisions were issued as capitularies, written texts divided into chapters, often after discussion at general assemblies.",
              "The capitularies are a rich but treacherous source. The <i>Admonitio generalis</i> of 789 sets out an ambitious programme of religious and educational reform, ordering that schools be founded and texts be corrected; the <i>Capitulare de villis</i> regulates the management of royal estates down to the herbs to be grown. Yet they record intentions, and historians debate how far they were obeyed.",
            ) +
            "<ul><li>814: death of Charlemagne; succession of his son Louis the Pious</li><li>830–833: revolts of Louis's sons against their father</li><li>843: Treaty of Verdun divides the empire among Lothar, Louis the German and Charles the Bald</li><li>887–888: deposition and death of Charles the Fat; the empire is not reunited</li></ul>" +
            p(
              "The Treaty of Verdun is often taken as the birth certificate of France and Germany, but contemporaries saw it as a family settlement among brothers within a single Frankish realm, and that reading is a useful warning against projecting later nations back into the ninth century.",
            ),
        },
      },
      {
        title: "The Problem of Feudalism",
        description: "Was there ever a 'feudal system', or have historians imposed one on the evidence?",
        lesson: {
          title: "Fiefs, vassals and historians",
          html: p(
            "For much of the twentieth century, students learned that medieval society rested on feudalism: a lord granted land, the fief, to a vassal in return for military service and loyalty, sworn in a ceremony of homage and fealty, and a pyramid of such relationships ran from the king down to the knight. The classic statements were François-Louis Ganshof's <i>Qu'est-ce que la féodalité?</i> (1944), which defined feudalism narrowly as this set of legal and military institutions, and Marc Bloch's <i>La société féodale</i> (1939–40), which used the term broadly for a whole type of society marked by the fragmentation of public power and bonds of personal dependence.",
            "Two critiques transformed the field. In 1974 the American historian Elizabeth A. R. Brown published 'The Tyranny of a Construct', arguing that 'feudalism' was a term invented by early modern lawyers and later scholars, that it meant different things to different historians, and that it distorted the evidence by forcing varied local arrangements into a single model. Susan Reynolds's <i>Fiefs and Vassals</i> (1994) went further. Examining charters and legal texts from the ninth to the twelfth century, she argued that the precise categories of 'fief' and 'vassal' were largely the creation of twelfth- and thirteenth-century academic lawyers, codified in texts such as the <i>Libri feudorum</i>, and that earlier relationships between lords and landholders were far more varied and less contractual.",
            "Reynolds's argument has been influential but not universally accepted. Critics point out that terms such as <i>beneficium</i> and <i>vassus</i> do occur in Carolingian sources, and that dismissing the concept can obscure real patterns of lordship. Many historians now avoid 'feudalism' as an explanatory term while still studying lordship, land tenure and military obligation in detail.",
            "For students, the debate is a lesson in method. Before accepting a general term, ask where it came from, which sources support it, and whether it describes the evidence or replaces it. Reading a single charter closely, and asking what exactly the parties promised each other, is often more revealing than any definition.",
          ),
        },
      },
      {
        title: "Preaching the First Crusade",
        description:
          "Compare the surviving accounts of Urban II's sermon at Clermont and follow the expedition to Jerusalem.",
        lesson: {
          title: "Clermont, 1095, and its chroniclers",
          html:
            p(
              "On 27 November 1095, at the close of a church council at Clermont in central France, Pope Urban II preached a sermon calling on the knights of the West to march east to aid the Christians of the Byzantine Empire, which had lost much of Anatolia to the Seljuk Turks, and to free Jerusalem. The response was extraordinary: thousands took the cross, and by 1096 several armies were on the move.",
              "No text of the sermon survives. We have four main versions, all written after the capture of Jerusalem and each shaped by its author's purposes:",
            ) +
            "<table><tr><th>Author</th><th>Present at Clermont?</th><th>Emphasis</th></tr><tr><td>Fulcher of Chartres</td><td>Probably</td><td>Aid to eastern Christians, peace among Franks</td></tr><tr><td>Robert the Monk</td><td>Claims so</td><td>Vivid atrocities, the cry 'God wills it'</td></tr><tr><td>Baldric of Dol</td><td>Yes</td><td>Penitence, fighting Christians at home as sin</td></tr><tr><td>Guibert of Nogent</td><td>No</td><td>Jerusalem and the Last Days</td></tr></table>" +
            p(
              "Comparing them teaches a basic rule of source criticism: agreement among the versions, on the plight of the eastern Christians, the remission of penance for those who went, and the call to stop fighting one another, is more likely to reflect what Urban said than the details found in only one account.",
              "The expedition itself unfolded in stages. Popular bands led by Peter the Hermit set out first in 1096; some of them massacred the Jewish communities of the Rhineland towns of Speyer, Worms and Mainz, and most were destroyed in Anatolia. The main armies, led by nobles such as Godfrey of Bouillon, Raymond of Toulouse and Bohemond of Taranto, gathered at Constantinople, took Nicaea in 1097 and, after a long and desperate siege, Antioch in 1098. Jerusalem fell on 15 July 1099, followed by a massacre of its inhabitants described, with disturbing approval, by the crusaders' own chroniclers.",
            ),
        },
      },
    ],
  },
  {
    slug: "usability-evaluation-and-human-performance",
    discipline: "Human-computer interaction",
    title: "Interaction Design and Usability Evaluation",
    description:
      "Interfaces are judged by the people who use them. Taking that as its premise, this module teaches predictive models of human performance such as Fitts's law, expert inspection by heuristic evaluation, think-aloud usability testing, and design for people with disabilities against WCAG 2.2.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "WCAG",
    modules: [
      {
        title: "Modelling Human Performance",
        description:
          "Fitts's law and the keystroke-level model predict how long an interaction will take before anything is built.",
        lesson: {
          title: "Fitts's law and the keystroke-level model",
          html:
            p(
              "In 1954 the psychologist Paul Fitts showed that the time needed to move to a target depends on the ratio of its distance to its size. In the formulation now standard in HCI, due to Scott MacKenzie, the movement time is",
              "MT = a + b log<sub>2</sub>(D/W + 1)",
              "where D is the distance to the centre of the target, W its width along the line of movement, and a and b are constants fitted by experiment for a particular device and user population. The logarithmic term is the index of difficulty, measured in bits. Suppose a mouse study gives a = 0.1 s and b = 0.15 s per bit. A 16-pixel button 256 pixels away has an index of difficulty of log<sub>2</sub>(17) ≈ 4.09 bits, so the predicted time is 0.1 + 0.15 × 4.09 ≈ 0.71 s. Doubling the button's width to 32 pixels cuts the index to log<sub>2</sub>(9) ≈ 3.17 bits and the time to about 0.58 s.",
              "The law explains several design conventions. Targets at the edge of the screen are effectively infinitely deep, because the pointer stops at the edge, which is why menu bars at the top of the screen are fast to hit. Pop-up menus that appear at the pointer reduce D to almost nothing, and small close buttons placed far from the user's focus are slow and error-prone.",
              "For whole tasks, Card, Moran and Newell's keystroke-level model (1980) adds up standard operator times to predict how long an expert will take, assuming error-free performance:",
            ) +
            "<ul><li>K, pressing a key: about 0.2 s for an average typist</li><li>P, pointing with a mouse: about 1.1 s</li><li>H, moving the hand between keyboard and mouse: about 0.4 s</li><li>M, mental preparation: about 1.35 s</li></ul>" +
            p(
              "Comparing two designs for the same task, for example typing a date into a text field versus picking it from a calendar, often shows differences of several seconds per use, which across thousands of uses justify a design decision before any prototype is tested.",
            ),
        },
      },
      {
        title: "Heuristic Evaluation",
        description:
          "A small team of evaluators inspects an interface against recognised usability principles and rates each problem they find.",
        lesson: {
          title: "Inspecting an interface with Nielsen's heuristics",
          html:
            p(
              "Heuristic evaluation, introduced by Jakob Nielsen and Rolf Molich in 1990, is a discount usability method: it needs no users, little equipment and only a few hours. Each evaluator works through the interface alone, usually twice, first to get a feel for the flow and then to examine individual screens, and notes every place where it violates a recognised principle. Only afterwards are the findings pooled, so that evaluators do not influence one another.",
              "The principles most widely used are Nielsen's ten heuristics, revised in 1994:",
            ) +
            "<ul><li>Visibility of system status</li><li>Match between the system and the real world</li><li>User control and freedom</li><li>Consistency and standards</li><li>Error prevention</li><li>Recognition rather than recall</li><li>Flexibility and efficiency of use</li><li>Aesthetic and minimalist design</li><li>Help users recognise, diagnose and recover from errors</li><li>Help and documentation</li></ul>" +
            p(
              "A single evaluator typically finds only around a third of the problems in an interface. Nielsen's data suggested that three to five evaluators find about three-quarters of them, with diminishing returns beyond that, which is why the method is normally carried out by a small group, ideally including people with usability expertise and knowledge of the domain.",
              "Each problem is recorded with the heuristic it violates, its location and a severity rating, commonly on Nielsen's scale from 0 (not a usability problem) through 1 (cosmetic), 2 (minor) and 3 (major) to 4 (usability catastrophe). Severity reflects the frequency of the problem, its impact when it occurs, and whether users can learn to overcome it. For example, a checkout form that clears every field when one entry is invalid violates error prevention and user control and freedom, affects many users, and may cause them to abandon a purchase: a 4.",
              "The method's weakness is that it predicts rather than observes. Evaluators report false alarms that real users never notice and miss problems that arise from users' actual goals and knowledge, so heuristic evaluation complements testing with users rather than replacing it.",
            ),
        },
      },
      {
        title: "Usability Testing with Users",
        description: "Plan, run and analyse a small think-aloud test, then score the System Usability Scale.",
        lesson: {
          title: "Think-aloud sessions and the SUS",
          html:
            p(
              "In a usability test, representative users attempt realistic tasks with the interface while an observer watches and records where they succeed, hesitate or fail. The most common protocol is thinking aloud: participants are asked to say what they are looking at, thinking and trying to do as they work. The method rests on Ericsson and Simon's work on verbal protocols, which found that concurrent verbalisation of what is already in attention changes performance little, whereas asking people to explain or justify their actions does distort it. The facilitator therefore prompts neutrally ('What are you thinking now?') and avoids helping or leading.",
              "Tasks should be written as goals, not instructions. 'Book a table for four people next Friday evening' tests the interface; 'Click Reservations, then choose a date' does not. Each session ends with a short debrief and, often, a standard questionnaire.",
              "How many participants are needed? Nielsen and Landauer (1993) modelled the proportion of problems found by n users as 1 − (1 − L)<sup>n</sup>, where L is the probability that one user reveals a given problem, averaging 0.31 in their projects. Five users then find 1 − 0.69<sup>5</sup> ≈ 84% of problems, which supports running several small rounds of testing, fixing problems in between, rather than one large study. The model assumes problems are equally likely to be found, which is rarely true, so more participants are needed for varied user groups.",
              "The System Usability Scale, devised by John Brooke in 1986, gives a quick overall measure. It has ten statements rated from 1 (strongly disagree) to 5 (strongly agree), alternating positive and negative. To score it:",
            ) +
            "<table><tr><th>Step</th><th>Rule</th></tr><tr><td>Odd items (positive)</td><td>score − 1</td></tr><tr><td>Even items (negative)</td><td>5 − score</td></tr><tr><td>Total</td><td>sum of the ten contributions × 2.5, giving 0–100</td></tr></table>" +
            p(
              "A participant whose contributions sum to 29 scores 72.5, slightly above the often-quoted average of 68. SUS is not a percentage, and it says nothing about which problems to fix; that comes from the observations.",
            ),
        },
      },
    ],
  },
  {
    slug: "community-pharmacy-dispensing-and-counselling",
    discipline: "Pharmacy practice",
    title: "Pharmacy Practice II: Dispensing and Counselling",
    description:
      "Second-year pharmacy students move here from the science of medicines to their safe supply to patients: the clinical check of a prescription, dose calculations for children and for people with renal impairment, counselling patients on their medicines, and the legal requirements for controlled drugs.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "controlled drugs",
    modules: [
      {
        title: "The Clinical Check",
        description:
          "Before any medicine is supplied, a pharmacist confirms that the prescription is legal, clear and clinically appropriate for this patient.",
        lesson: {
          title: "Screening a prescription",
          html:
            p(
              "Every prescription passes two checks before the patient receives the medicine. The accuracy check confirms that what is in the bag matches what was prescribed; the clinical check, which only a pharmacist may perform, asks whether what was prescribed is safe and appropriate. The clinical check is where a pharmacist's knowledge prevents harm, and it should follow a consistent routine so that nothing is missed.",
              "First, the legal requirements. In the United Kingdom a prescription for a prescription-only medicine must be signed in ink (or with an advanced electronic signature) by an appropriate prescriber, dated, and show the patient's name and address, the prescriber's address, and, for children under 12, the patient's age. A prescription is normally valid for six months from its date.",
              "Then the clinical questions, which can be remembered as a sequence:",
            ) +
            "<ul><li><b>Indication</b>: is there a plausible reason for this medicine, given the patient's other treatment?</li><li><b>Dose, frequency and route</b>: are they within licensed or accepted limits for the patient's age, weight and kidney and liver function?</li><li><b>Interactions</b>: with other medicines on the record, over-the-counter products and herbal remedies</li><li><b>Contraindications and cautions</b>: pregnancy, breastfeeding, allergies, relevant conditions</li><li><b>Duplication</b>: two medicines from the same class, or the same drug under two names</li></ul>" +
            p(
              "Two examples show what the check catches. A patient taking simvastatin 40 mg daily is prescribed clarithromycin for a chest infection. Clarithromycin strongly inhibits the enzyme CYP3A4, which metabolises simvastatin, raising its levels and the risk of myopathy and rhabdomyolysis; the usual advice is to withhold simvastatin for the duration of the antibiotic course or to choose a different antibiotic. In the second, a prescription reads 'methotrexate 2.5 mg tablets, take 4 daily'. Oral methotrexate for rheumatoid arthritis is taken once a week, and daily dosing has caused deaths; the pharmacist must contact the prescriber before supplying.",
              "Whenever an intervention is made, record it: what was found, who was contacted, and what was agreed. The record protects the patient, who may see another pharmacist next month, and the pharmacist.",
            ),
        },
      },
      {
        title: "Dose Calculations",
        description:
          "Calculate doses by body weight for children and adjust for reduced kidney function in older adults.",
        lesson: {
          title: "Weight-based doses and creatinine clearance",
          html: p(
            "Calculation errors are among the most dangerous dispensing errors, because a misplaced decimal point can produce a tenfold overdose. Pharmacists are expected to calculate without hesitation, to estimate the answer first so that an implausible result stands out, and to check every calculation a second time.",
            "Many paediatric doses are expressed per kilogram of body weight. Suppose a child weighing 14 kg needs a medicine at 15 mg/kg per dose, supplied as an oral suspension of 120 mg in 5 mL. The dose is 14 × 15 = 210 mg. Since 5 mL contains 120 mg, 1 mL contains 24 mg, and the volume is 210 ÷ 24 = 8.75 mL. A quick estimate, 'a bit under two 5 mL spoonfuls', confirms that the answer is reasonable. Always check the result against the maximum single and daily doses in the BNF for Children, and check that the weight used is recent; children's doses calculated on weights from a year ago may be far too low. Many products are labelled with age-banded doses for convenience, and the pharmacist must know whether a weight-based or age-based dose applies.",
            "Many drugs, including gentamicin, digoxin and several anticoagulants, are cleared by the kidneys, and doses must be reduced when kidney function falls. Drug monographs commonly give dose adjustments according to creatinine clearance estimated with the Cockcroft–Gault equation. In SI units:",
            "CrCl (mL/min) = (140 − age) × weight (kg) × F ÷ serum creatinine (µmol/L), where F = 1.23 for men and 1.04 for women.",
            "For an 80-year-old woman weighing 60 kg with a serum creatinine of 120 µmol/L, CrCl = (60 × 60 × 1.04) ÷ 120 ≈ 31 mL/min. Her creatinine is only slightly raised, yet her clearance is less than a third of a young adult's, because older people have less muscle and produce less creatinine. For a drug whose dose must be halved below 50 mL/min, this patient needs the reduced dose, a conclusion the creatinine level alone would not suggest.",
            "The estimated glomerular filtration rate (eGFR) reported by laboratories is normalised to a body surface area of 1.73 m², so for drugs with a narrow therapeutic index, and at extremes of body weight, Cockcroft–Gault is preferred.",
          ),
        },
      },
      {
        title: "Counselling Patients",
        description:
          "Good counselling checks what the patient already knows, gives the essential information plainly, and confirms it has been understood.",
        lesson: {
          title: "Structured counselling and teach-back",
          html:
            p(
              "Up to half of people with long-term conditions do not take their medicines as prescribed, sometimes because they decide not to and sometimes because they did not understand how. Counselling at the point of supply is one of the pharmacist's best opportunities to change that, and it is most effective when it is a conversation rather than a lecture.",
              "Begin by finding out what the patient knows: 'What has the doctor told you about this medicine?' Open questions reveal misunderstandings that a list of instructions would miss. Then give the essential information, in plain language and in a logical order:",
            ) +
            "<ul><li>what the medicine is for and how it will help</li><li>how and when to take it, and for how long</li><li>the common side effects, and the serious ones that need urgent action</li><li>what to avoid, such as other medicines or alcohol</li><li>what to do if a dose is missed</li></ul>" +
            p(
              "Alendronic acid for osteoporosis is a good example, because its benefit depends on technique. It is taken once a week, on an empty stomach first thing in the morning, swallowed whole with a full glass of plain tap water, and the patient must stay upright and not eat, drink or take other medicines for at least 30 minutes. Food, coffee and calcium-rich drinks prevent its absorption, and lying down risks oesophageal irritation and ulceration. The patient should stop the tablets and seek advice if she develops difficulty or pain on swallowing or new heartburn.",
              "Finally, check understanding with the teach-back method: ask the patient to explain, in their own words, how they will take the medicine. 'Just so I know I've explained it clearly, can you tell me how you'll take these on Monday morning?' puts the burden on the explanation, not on the patient. Where teach-back reveals a gap, explain again differently and repeat the check. Written information and, for inhalers and injection devices, a physical demonstration followed by the patient trying the device, reinforce what was said.",
            ),
        },
      },
    ],
  },
  {
    slug: "drinking-water-treatment-unit-processes",
    discipline: "Water treatment engineering",
    title: "Drinking Water Treatment Processes",
    description:
      "Turning raw river or reservoir water into safe drinking water takes a sequence of unit processes; this module explains and sizes coagulation and flocculation, sedimentation, rapid gravity filtration and chlorine disinfection, and considers the disinfection by-products that chlorination can form.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "disinfection by-products",
    modules: [
      {
        title: "Coagulation and Flocculation",
        description: "Destabilise fine colloids with a metal salt, then grow them into flocs large enough to settle.",
        lesson: {
          title: "From colloids to flocs",
          html: p(
            "Much of the turbidity, colour and many of the pathogens in surface water are carried by colloidal particles between about 1 nm and 1 µm across. Such particles settle far too slowly to remove by gravity, and they stay dispersed because their surfaces carry a negative charge that makes them repel one another. Coagulation destabilises them; flocculation then brings them together into flocs that settle or filter easily.",
            "The common coagulants are aluminium sulphate (alum) and ferric salts such as ferric sulphate and ferric chloride. Added to water, they hydrolyse rapidly. At low doses their positively charged hydrolysis products adsorb onto the particles and neutralise their charge. At the higher doses usual in practice, they precipitate as amorphous metal hydroxide, which enmeshes particles as it forms, a mechanism called sweep flocculation. Because hydrolysis consumes alkalinity, soft waters may need lime or sodium hydroxide to keep the pH in the coagulant's effective range, roughly 5.5 to 7.5 for alum.",
            "The right dose and pH cannot be calculated from first principles; they are found by the jar test. Six beakers of raw water receive different doses, are stirred rapidly for about a minute, then slowly for 15 to 20 minutes, and left to settle; the dose giving the lowest settled turbidity and colour is chosen and checked regularly as raw water quality changes.",
            "In the plant, coagulant is dispersed in a rapid-mix stage of a few seconds, and flocculation takes place in tanks stirred gently so that particles collide without breaking the flocs. The intensity of mixing is expressed as the velocity gradient G:",
            "G = √(P / μV)",
            "where P is the power input in watts, μ the dynamic viscosity of water (about 1.0 × 10<sup>−3</sup> Pa·s at 20 °C) and V the tank volume in m³. Flocculators typically operate at G values of 20 to 70 s<sup>−1</sup> with a product Gt of about 10<sup>4</sup> to 10<sup>5</sup>. For a 500 m³ tank, a G of 40 s<sup>−1</sup> requires P = G²μV = 1600 × 10<sup>−3</sup> × 500 = 800 W, and with a residence time of 30 minutes, Gt = 40 × 1800 = 72,000.",
          ),
        },
      },
      {
        title: "Sedimentation and Rapid Gravity Filtration",
        description:
          "The surface overflow rate sizes a settling tank; filtration rate, media and backwashing govern a filter.",
        lesson: {
          title: "Clarifiers and filters",
          html:
            p(
              "In an ideal horizontal-flow settling tank, a particle is removed if its settling velocity is at least equal to the surface overflow rate, the flow divided by the plan area of the tank: v<sub>0</sub> = Q/A. This result, due to Allen Hazen (1904), shows that removal depends on area, not depth. For a flow of 24,000 m³/d (1,000 m³/h) and a design overflow rate of 1.0 m/h, the tank needs a plan area of 1,000 m². Real tanks fall short of the ideal because of short-circuiting, density currents and wind, so designers use conservative rates, or inclined plates or tubes that multiply the effective settling area within a small footprint. Dissolved air flotation is preferred for algae-laden and highly coloured waters, whose light flocs settle poorly.",
              "Rapid gravity filters polish the clarified water, removing the remaining flocs and the pathogens attached to them. A typical filter is a concrete box holding a bed of sand, often about 0.6 to 1 m deep with an effective size near 0.5 to 1 mm, sometimes beneath a layer of coarser anthracite to make a dual-media bed that stores solids through more of its depth. Water flows down through the bed at about 5 to 10 m/h and is collected by an underdrain.",
            ) +
            "<table><tr><th>Parameter</th><th>Typical value</th></tr><tr><td>Filtration rate</td><td>5–10 m/h</td></tr><tr><td>Run length</td><td>24–72 hours</td></tr><tr><td>Backwash trigger</td><td>headloss about 2 m, turbidity breakthrough or time</td></tr><tr><td>Filtered water turbidity target</td><td>below 0.1–0.2 NTU</td></tr></table>" +
            p(
              "As solids accumulate the headloss across the bed rises, and eventually either the available head is used up or particles begin to break through into the filtrate. The filter is then taken out of service and backwashed: air scour loosens the deposits, and water pumped upward through the bed expands it so that the trapped solids are washed out to a drain. The first filtrate after a backwash often has higher turbidity, and many plants run it to waste for several minutes before returning the filter to supply.",
            ),
        },
      },
      {
        title: "Chlorine Disinfection",
        description:
          "How much chlorine, for how long, and at what pH does water need to be safe to drink, and how is a residual maintained?",
        lesson: {
          title: "Chlorine chemistry and the CT concept",
          html:
            p(
              "Chlorine remains the most widely used disinfectant for drinking water because it is effective, cheap and leaves a residual that protects water in the distribution system. Added as chlorine gas or sodium hypochlorite, it forms hypochlorous acid (HOCl), which dissociates to the hypochlorite ion (OCl<sup>−</sup>) with a pK<sub>a</sub> of about 7.5 at 25 °C. HOCl is a far more powerful disinfectant than OCl<sup>−</sup>, roughly 80 to 100 times more so against bacteria, so disinfection is much more effective at pH 6.5 to 7 than at pH 8.5, where most of the free chlorine is present as hypochlorite.",
              "The effectiveness of disinfection depends on both concentration and contact time, and regulators express it as the product CT, the residual concentration in mg/L multiplied by the contact time in minutes. A contact tank that maintains 0.5 mg/L of free chlorine for 30 minutes achieves a CT of 15 mg·min/L. Because real tanks short-circuit, the time used is normally t<sub>10</sub>, the time by which 10 per cent of a tracer has passed through, so baffling a contact tank to approach plug flow directly increases the credited CT. Required CT values rise at low temperature and high pH, and differ greatly between organisms: bacteria and viruses are readily inactivated, but <i>Cryptosporidium</i> oocysts are highly resistant to chlorine and must be removed by filtration or treated with ultraviolet light.",
              "Chlorine also reacts with ammonia, iron, manganese and organic matter, and this demand must be satisfied before a free residual appears. With ammonia the reaction follows the breakpoint curve:",
            ) +
            "<ul><li>Low doses form chloramines, a combined residual that is a weak disinfectant.</li><li>Further chlorine oxidises the chloramines, and the measured residual falls to a minimum, the breakpoint, at a chlorine to ammonia-nitrogen mass ratio of about 7.6:1.</li><li>Beyond the breakpoint, added chlorine appears as free residual.</li></ul>" +
            p(
              "Many utilities deliberately add ammonia after primary disinfection to form monochloramine, whose residual lasts longer in large distribution systems. Water leaving the works typically carries around 0.5 mg/L of free chlorine, enough to persist to the farthest taps without an objectionable taste.",
            ),
        },
      },
    ],
  },
  {
    slug: "family-law-divorce-finance-and-children",
    discipline: "Family law",
    title: "Family Law: Divorce, Money and Children",
    description:
      "Drawing on statute and leading cases, the module traces how the courts of England and Wales end marriages under the Divorce, Dissolution and Separation Act 2020, divide property on divorce, resolve disputes about children under the Children Act 1989, and protect victims of domestic abuse.",
    level: "intermediate",
    duration: "One term",
    plantedGap: "domestic abuse",
    modules: [
      {
        title: "No-Fault Divorce",
        description:
          "Since April 2022 a marriage can be ended on a statement of irretrievable breakdown alone, without proof of fault.",
        lesson: {
          title: "The Divorce, Dissolution and Separation Act 2020",
          html:
            p(
              "Until 2022, divorce in England and Wales was governed by the Matrimonial Causes Act 1973. The sole ground was irretrievable breakdown of the marriage, but it could be proved only by one of five facts: adultery, behaviour such that the applicant could not reasonably be expected to live with the respondent, two years' desertion, two years' separation with consent, or five years' separation. The system encouraged allegations of blame, and in Owens v Owens [2018] UKSC 41 the Supreme Court, with evident reluctance, refused Mrs Owens a divorce because her husband's behaviour, though it made her unhappy, did not meet the statutory test. She had to wait for five years' separation.",
              "The case gave momentum to reform, and the Divorce, Dissolution and Separation Act 2020, in force from 6 April 2022, removed fault entirely. The ground is still irretrievable breakdown, but it is now established by a statement to that effect, which the court must take as conclusive evidence. The process runs as follows:",
            ) +
            "<ul><li>One spouse (a sole application) or both together (a joint application) apply online, stating that the marriage has broken down irretrievably.</li><li>At least 20 weeks must pass from the start of proceedings before the applicant can apply for a conditional order, the former decree nisi.</li><li>At least six weeks after the conditional order, the applicant may apply for the final order, the former decree absolute, which ends the marriage.</li></ul>" +
            p(
              "The 20-week period is intended as a time for reflection and for making arrangements about children and finances. The respondent can no longer defend the divorce on the ground that the marriage has not broken down; a dispute is possible only about jurisdiction, the validity of the marriage, or procedural matters. The same reforms apply to the dissolution of civil partnerships.",
              "Practitioners commonly advise clients not to apply for the final order until a financial settlement has been approved by the court, because a spouse's death after the final order can defeat claims, for example to a widow's pension, that would have been available to a surviving spouse.",
            ),
        },
      },
      {
        title: "Financial Remedies on Divorce",
        description:
          "How do the courts divide capital, pensions and income when a marriage ends, and what weight do prenuptial agreements carry?",
        lesson: {
          title: "Section 25, sharing, needs and compensation",
          html:
            p(
              "On divorce the court has wide powers under the Matrimonial Causes Act 1973 to order periodical payments, lump sums, property transfers and pension sharing. Section 25 directs it to have regard to all the circumstances, giving first consideration to the welfare of any child of the family under 18, and lists the factors to consider:",
            ) +
            "<ul><li>the parties' income, earning capacity, property and other resources, now and in the foreseeable future</li><li>their financial needs, obligations and responsibilities</li><li>the standard of living enjoyed during the marriage</li><li>their ages and the duration of the marriage</li><li>any physical or mental disability</li><li>the contributions each has made, including by looking after the home or caring for the family</li><li>conduct, if it would be inequitable to disregard it</li><li>the value of any benefit, such as a pension, lost because of the divorce</li></ul>" +
            p(
              "The statute sets no objective, so the courts supplied one. In White v White [2000] UKHL 54 the House of Lords held that the aim is fairness and that there must be no discrimination between the roles of breadwinner and homemaker; a proposed division should be checked against 'the yardstick of equality' and departed from only for good reason. In Miller v Miller; McFarlane v McFarlane [2006] UKHL 24 the House identified three strands of fairness: meeting the parties' needs, compensating for relationship-generated disadvantage (as where Mrs McFarlane gave up a high-earning career as a solicitor), and sharing the fruits of the marriage partnership. Property acquired before the marriage or inherited may be treated as non-matrimonial and excluded from sharing, although it can still be used to meet needs.",
              "In practice, in most divorces the assets are modest and needs, above all housing for the parent with whom the children mainly live, dominate the outcome. In Radmacher v Granatino [2010] UKSC 42 the Supreme Court held that a court should give effect to a nuptial agreement that is freely entered into by each party with a full appreciation of its implications unless, in the circumstances prevailing, it would not be fair to hold the parties to it. Such agreements remain persuasive rather than binding, and they are unlikely to be enforced so as to leave a spouse or child in real need.",
            ),
        },
      },
      {
        title: "Children: Welfare and Section 8 Orders",
        description:
          "The Children Act 1989 makes the child's welfare the court's paramount consideration in every dispute about upbringing.",
        lesson: {
          title: "The welfare principle and the welfare checklist",
          html:
            p(
              "Section 1(1) of the Children Act 1989 provides that when a court determines any question with respect to the upbringing of a child, the child's welfare shall be the court's paramount consideration. Paramount means that welfare determines the outcome; the wishes of the parents matter only in so far as they bear on the child's welfare. Section 1(2) adds that delay is likely to prejudice the child's welfare, and section 1(5), the 'no order' principle, that the court should make an order only if doing so would be better for the child than making none.",
              "In contested applications under section 8, the court must have regard to the welfare checklist in section 1(3):",
            ) +
            "<table><tr><th>Factor</th><th>Example of its use</th></tr><tr><td>The child's ascertainable wishes and feelings, in the light of age and understanding</td><td>A 13-year-old's firm preference carries real weight</td></tr><tr><td>Physical, emotional and educational needs</td><td>Continuity of school</td></tr><tr><td>The likely effect of any change in circumstances</td><td>Moving a settled child to another city</td></tr><tr><td>Age, sex, background and relevant characteristics</td><td>Religious or cultural upbringing</td></tr><tr><td>Any harm suffered or at risk of being suffered</td><td>Exposure to parental conflict</td></tr><tr><td>How capable each parent is of meeting the child's needs</td><td>Practical care arrangements</td></tr><tr><td>The range of powers available to the court</td><td>A different order from the one sought</td></tr></table>" +
            p(
              "Section 8 orders are of three kinds. A child arrangements order regulates with whom a child is to live, spend time or otherwise have contact, and when; it replaced the old residence and contact orders in 2014. A prohibited steps order forbids a parent from taking a specified step, such as removing the child from the country, without the court's consent. A specific issue order resolves a particular dispute, such as which school the child attends or whether the child should be vaccinated.",
              "The Children and Families Act 2014 inserted a presumption, in section 1(2A), that involvement of each parent in the child's life will further the child's welfare, unless the contrary is shown. Involvement means direct or indirect involvement, not any particular division of time, and the presumption does not apply to a parent whose involvement would put the child at risk of suffering harm.",
            ),
        },
      },
    ],
  },
];
