/** One-hundred-and-twelfth held-out evaluation courses, intermediate level; see ai-courses-heldout112.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT112_B: EvalCourse[] = [
  {
    slug: "vehicle-air-conditioning-diagnosis-and-servicing",
    discipline: "Vehicle air conditioning servicing",
    title: "Vehicle Air Conditioning Diagnosis and Servicing",
    description:
      "Poor cooling is among the commonest comebacks in a busy workshop, and a careless recharge can break the law. Building on level 2 light-vehicle qualifications, the course develops refrigerant identification and recovery, evacuation and charging by weight, pressure-and-temperature fault diagnosis, leak detection and evaporator odour treatment.",
    level: "intermediate",
    duration: "four weeks (two three-hour evening sessions a week in the workshop)",
    plantedGap: "odour treatment",
    modules: [
      {
        title: "Refrigerant Circuits and the Refrigerants in Use",
        description:
          "How the vapour-compression cycle works in a vehicle, the two common circuit layouts, and the properties and legal status of R134a, R1234yf and R744.",
        lesson: {
          title: "The Vapour-Compression Circuit",
          html: p(
            "A vehicle air-conditioning system moves heat from the cabin to the outside air by the vapour-compression cycle. The compressor, belt-driven through a clutch or with variable displacement, draws low-pressure vapour from the evaporator and compresses it into hot, high-pressure vapour. In the condenser, mounted in front of the radiator, the vapour gives up heat to the air stream and condenses to liquid. The liquid then passes through an expansion device, where its pressure falls sharply, and enters the evaporator behind the dashboard as a cold mixture of liquid and vapour. There it boils, absorbing heat from the cabin air blown across the fins. Water vapour in that air condenses on the fins and drains beneath the car, which is why a small puddle under a parked car is normal.",
            "Two layouts are common. In thermostatic expansion valve (TXV) systems a receiver-drier on the high side stores liquid refrigerant and holds a desiccant, and the valve meters flow to keep a few degrees of superheat at the evaporator outlet. In orifice-tube systems a fixed restriction meters the flow and an accumulator on the low side, after the evaporator, stops liquid reaching the compressor and holds the desiccant. Knowing which is fitted matters both for diagnosis and for knowing which drier component to renew after the circuit has been left open.",
            "R134a, with a global warming potential (GWP) of 1,430, replaced ozone-depleting R12 in the early 1990s. The EU Mobile Air Conditioning Directive 2006/40/EC banned refrigerants with a GWP above 150 in new vehicle types from 2011 and in all new cars from 2017, so most current cars use R1234yf, whose GWP is below 1 on current assessments. R1234yf is classed A2L, mildly flammable, and must be handled with equipment built to SAE J2843. Its service couplers differ in size from those for R134a so that hoses cannot be cross-connected. A few manufacturers use R744, carbon dioxide, which runs at well over 100 bar on the high side and needs entirely separate training and tools.",
            "Saturated refrigerant obeys a fixed pressure-temperature relationship: R134a at 25 °C sits at about 5.6 bar gauge, and R1234yf is similar. A static pressure reading therefore shows that some refrigerant is present, but says nothing about how much, which is why systems are charged by weight.",
          ),
        },
      },
      {
        title: "Recovery, Evacuation and Recharge",
        description:
          "The legal duties of a technician handling fluorinated gases and the station procedure for recovering, evacuating and recharging a system by weight.",
        lesson: {
          title: "Recovery, Evacuation and Recharge by Weight",
          html:
            p(
              "Deliberately releasing fluorinated refrigerant to the atmosphere is an offence. Under the F-gas rules, in Great Britain the retained version of Regulation (EU) No 517/2014 and in the EU Regulation (EU) 2024/573, refrigerant from vehicle systems must be recovered by personnel holding a training attestation under Regulation (EC) No 307/2008, and good practice is to record the quantities recovered and charged for every vehicle. A service normally follows these steps:",
            ) +
            "<ol><li>Read the label under the bonnet for the refrigerant type, the charge mass and the oil specification, and confirm the refrigerant with an identifier. Contaminated or unknown refrigerant goes into a separate marked cylinder for disposal, never into the station's own tank.</li><li>Recover the refrigerant. The station weighs what it recovers and separates the oil carried with it; a recovered mass well below the label figure confirms an undercharge and a likely leak.</li><li>Evacuate the system for 20 to 30 minutes, then hold the vacuum for several minutes and watch for a rise.</li><li>Replace the oil removed during recovery with the same quantity of the specified oil, plus any extra the manufacturer specifies for renewed components, and add ultraviolet dye if the system does not already contain it.</li><li>Charge the exact label mass, as liquid into the high side with the engine off.</li><li>Run a performance test and record the results.</li></ol>" +
            p(
              "Evacuation does two jobs. It removes air, which does not condense and raises head pressure, and it removes moisture, which boils away at low pressure: at about 6 mbar absolute water boils at 0 °C. Moisture left in a system reacts with oil and refrigerant to form acids and can freeze at the expansion device. The vacuum hold is a rough leak test; a steady rise means a leak or moisture still boiling off, and the cause must be found before charging.",
              "Charging by weight is essential because car systems hold small charges, often 400 to 600 g, and an error of 50 g noticeably reduces performance. The polyalkylene glycol (PAG) oils used in most systems absorb moisture from the air, so keep containers sealed and use only the grade specified; the oils for R134a and R1234yf are not automatically interchangeable.",
            ),
        },
      },
      {
        title: "Diagnosing Faults from Pressures and Temperatures",
        description:
          "Interpreting gauge readings and vent temperatures, recognising the signature of common faults, and locating leaks.",
        lesson: {
          title: "Reading Pressures and Temperatures",
          html:
            p(
              "Readings are only comparable under standard conditions. Run the engine at 1,500 to 2,000 rpm with the system on maximum cooling, the blower on high and the windows open so that the evaporator has a steady heat load, and let it stabilise for five minutes. With R134a at an ambient of about 25 °C, a healthy system typically shows roughly 1.5 to 2.5 bar gauge on the low side and 10 to 15 bar on the high side, with centre vent air at 4 to 8 °C. Always compare against the manufacturer's chart for the ambient temperature, and use a thermometer at the vent as well as the gauges.",
              "Each common fault has a recognisable signature:",
            ) +
            "<table><tr><th>Fault</th><th>Low side</th><th>High side</th><th>Other signs</th></tr><tr><td>Undercharge</td><td>Low</td><td>Low</td><td>Warm vent air; compressor clutch cycles rapidly</td></tr><tr><td>Overcharge</td><td>High</td><td>High</td><td>Poor cooling; high-pressure switch may cut out</td></tr><tr><td>Poor condenser airflow</td><td>Slightly high</td><td>Very high</td><td>Cooling worse when stationary; check fan and fins</td></tr><tr><td>Restriction at expansion device or drier</td><td>Very low, even vacuum</td><td>Normal or low</td><td>Frost or a sharp temperature drop at the restriction</td></tr><tr><td>Worn compressor</td><td>High</td><td>Low</td><td>Small difference between sides; noise</td></tr><tr><td>Moisture in circuit</td><td>Swings towards vacuum</td><td>Varies</td><td>Cooling fades, then returns as ice melts</td></tr></table>" +
            p(
              "Air in the circuit raises the high side and often makes the gauge needle flutter. Superheat at the evaporator outlet and subcooling at the condenser outlet, calculated from the pressure-temperature relationship and pipe temperatures, separate charge problems from metering problems on TXV systems.",
              "Most undercharges are leaks, so find the leak before recharging. Ultraviolet dye shows leaks as a bright green-yellow stain under a UV lamp, but only after the system has run. An electronic detector must be moved slowly, about 25 to 50 mm a second, beneath each joint, because refrigerant is heavier than air. For systems too empty to test, pressurise with nitrogen or forming gas (95 per cent nitrogen, 5 per cent hydrogen) and trace the hydrogen with a suitable detector. The commonest leak points are the condenser, damaged by stones, the compressor shaft seal, hose crimps, O-rings and the Schrader valves in the service ports.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-umayyad-caliphate-661-750",
    discipline: "Umayyad history",
    title: "The Umayyad Caliphate, 661-750",
    description:
      "Between 661 and 750 a dynasty based in Syria ruled an empire stretching from the Indus to the Atlantic. Reading chronicles, coins, inscriptions and papyri in translation, the seminar traces Muʿawiya's settlement, the second civil war, the reforms of ʿAbd al-Malik and the desert palaces of the eighth-century caliphs.",
    level: "intermediate",
    duration: "ten weeks (one two-hour source seminar a week)",
    plantedGap: "desert palaces",
    modules: [
      {
        title: "Muʿawiya and the Sufyanid Settlement",
        description:
          "How Muʿawiya won the first civil war, governed through Syrian tribal power, and made his son his successor, and why the sources for his reign are so contested.",
        lesson: {
          title: "Winning and Holding the Caliphate, 656-680",
          html: p(
            "Muʿawiya ibn Abi Sufyan, of the Umayya clan of Quraysh, had governed Syria since the 640s under the caliphs ʿUmar and ʿUthman, his kinsman. When ʿUthman was murdered in Medina in 656, Muʿawiya refused to recognise ʿAli as caliph until the killers were punished. The armies met at Siffin on the Euphrates in 657; the fighting ended in an agreement to arbitrate, which cost ʿAli the support of the group later called the Kharijites. After ʿAli was assassinated by a Kharijite in Kufa in 661 and his son al-Hasan abdicated, Muʿawiya was recognised across the empire, in what later tradition called the year of unity.",
            "Muʿawiya ruled from Damascus and relied on the Arab tribes settled in Syria, above all Kalb, into which he had married; his wife Maysun of Kalb was the mother of his son Yazid. He governed by patronage, stipends and negotiation with tribal leaders as much as by force. In Iraq, the most turbulent province, he appointed Ziyad ibn Abihi, whom he formally acknowledged as his half-brother, first over Basra and from 670 over Kufa as well. Expansion continued: ʿUqba ibn Nafiʿ founded Qayrawan in Ifriqiya around 670, and Arab forces raided deep into Byzantine Anatolia and attacked Constantinople in the 670s.",
            "His most lasting act was to secure oaths of allegiance to Yazid during his own lifetime, making succession dynastic. Opponents in Medina refused, and after Muʿawiya's death in 680 al-Husayn ibn ʿAli set out for Kufa and was killed with his small party at Karbala on 10 Muharram 61 (October 680), an event central to Shiʿi memory.",
            "The sources pose the seminar's central problem. The great narrative histories, those of al-Baladhuri (d. 892) and al-Tabari (d. 923), were compiled under the Abbasids, who had overthrown the Umayyads, from earlier collectors such as Abu Mikhnaf (d. 774); they often present the Umayyads as worldly kings rather than true caliphs. Documentary evidence offers a contemporary check. A Greek inscription of 662/3 from the baths at Hammat Gader names ‘ʿAbdallah Muʿawiya, commander of the faithful’, and an Arabic inscription on a dam near Taʾif, dated 58 AH (677/8), does the same. Students compare these titles with how the chronicles describe him.",
          ),
        },
      },
      {
        title: "The Second Fitna, 680-692",
        description:
          "The civil war that followed Yazid's accession, the rival caliphate of Ibn al-Zubayr, the revolts in Kufa, and the Marwanid restoration.",
        lesson: {
          title: "Rival Caliphs and the Marwanid Restoration",
          html: p(
            "Yazid I's short reign (680-683) began with Karbala and ended in open war. Medina rebelled and was defeated at the battle of al-Harra in 683; a Syrian army then besieged Mecca, where ʿAbd Allah ibn al-Zubayr, son of a leading Companion, had taken refuge, and the Kaʿba was damaged during the siege. When Yazid died in November 683 the siege was lifted. His young son Muʿawiya II died within months, and Ibn al-Zubayr was proclaimed caliph and recognised in the Hijaz, Iraq, Egypt and much of Syria.",
            "The Umayyad cause was saved by a different branch of the family. At a meeting at al-Jabiya in 684 the Syrian tribal leaders, led by Kalb, chose the elderly Marwan ibn al-Hakam. At Marj Rahit, near Damascus, later that year his Kalbi supporters defeated the Qays tribes who backed Ibn al-Zubayr under al-Dahhak ibn Qays. The battle left a lasting feud between Qays and the Yaman tribal alliance that shaped Umayyad politics until 750. Marwan recovered Egypt but died in 685, and his son ʿAbd al-Malik succeeded him.",
            "Iraq, meanwhile, was in turmoil. The Penitents (Tawwabun) of Kufa, seeking to atone for abandoning al-Husayn, were destroyed by a Syrian army at ʿAyn al-Warda in 685. Al-Mukhtar then seized Kufa in the name of Muhammad ibn al-Hanafiyya, another son of ʿAli, drawing heavily on mawali, non-Arab converts whose grievances over status and pay now entered politics. Ibn al-Zubayr's brother Musʿab crushed al-Mukhtar in 687.",
            "ʿAbd al-Malik waited until Syria was secure. In 691 he defeated and killed Musʿab at Dayr al-Jathaliq, and in 692 his commander al-Hajjaj ibn Yusuf besieged Mecca and killed Ibn al-Zubayr. The war had ideological as well as military dimensions. The earliest known coins naming Muhammad as the messenger of God were struck in Iran in 66 AH (685/6) by a governor loyal to Ibn al-Zubayr, and many historians read ʿAbd al-Malik's later religious programme as a response to Zubayrid claims to stand for true Islam. Seminar discussion asks how far the second fitna was a struggle of individuals, of tribes, or of competing ideas of legitimate rule.",
          ),
        },
      },
      {
        title: "ʿAbd al-Malik's Reforms and the Dome of the Rock",
        description:
          "How monuments, coinage and the language of administration were used after 692 to give the empire a distinctly Islamic public face.",
        lesson: {
          title: "Coins, Language and the Dome of the Rock",
          html: p(
            "The Dome of the Rock in Jerusalem is the oldest surviving major Islamic monument. Its mosaic inscription dates it to 72 AH (691/2). A century later the Abbasid caliph al-Maʾmun had ʿAbd al-Malik's name replaced with his own but left the date unchanged, which exposes the alteration. The building is an octagon with two concentric ambulatories around the rock, beneath a wooden dome about 20 m across. Its interior inscription, some 240 m long, quotes Qur'anic passages on the nature of Jesus and rejects the Trinity, including Q 4:171 (‘do not say three’) and Q 112 (‘he does not beget, nor is he begotten’). Oleg Grabar read the building as a statement of Islam's supremacy addressed to the Christian population of Jerusalem; the ninth-century claim of al-Yaʿqubi that it was built to divert pilgrimage from Zubayrid Mecca is now widely doubted.",
            "Coinage shows the same transformation step by step. Early Islamic mints had imitated Byzantine and Sasanian designs. In the 690s Damascus issued gold and copper coins showing a standing figure of the caliph holding a sword. Then, in 77 AH (696/7), ʿAbd al-Malik introduced a gold dinar with no images at all, bearing only religious formulae, including the profession of faith and Q 112, on a standard of about 4.25 g. The silver dirham followed in 79 AH (698/9). Aniconic, epigraphic coins remained the norm in the Islamic world for centuries.",
            "Administration changed too. According to al-Baladhuri, the registers (diwans) of Iraq were converted from Persian to Arabic under al-Hajjaj around 697, and those of Syria from Greek to Arabic around 700. Papyri from Egypt show Greek and Arabic side by side for some years afterwards, so the change was gradual. Milestones set up on the roads of Palestine in ʿAbd al-Malik's name gave distances in Arabic and carried his title, commander of the faithful. Taken together, monuments, coins, language and roads gave the state an Islamic and Arabic public identity that it had not had under Muʿawiya. The seminar compares these reforms with contemporary Byzantine imperial imagery.",
          ),
        },
      },
    ],
  },
  {
    slug: "zooarchaeology-animal-bones-in-archaeological-practice",
    discipline: "Zooarchaeology",
    title: "Zooarchaeology: Animal Bones in Archaeological Practice",
    description:
      "Animal bones are often the commonest finds on a settlement excavation, and read carefully they reveal diet, husbandry and trade. In weekly laboratory sessions students practise mammal bone identification, quantification with NISP and MNI, age-at-death estimation, recognition of butchery and taphonomic damage, and the sampling of bone for ancient DNA.",
    level: "intermediate",
    duration: "one semester (eleven weekly three-hour laboratory sessions)",
    plantedGap: "ancient DNA",
    modules: [
      {
        title: "Identifying Mammal Bones",
        description:
          "Comparative identification with a reference collection, recording protocols, and the separation of closely related species such as sheep and goat.",
        lesson: {
          title: "Identification with a Reference Collection",
          html: p(
            "Identification is comparative. A fragment is matched against modern skeletons of known species, age and sex in a reference collection, supported by atlases such as Elisabeth Schmid's Atlas of Animal Bones (1972). For each specimen the analyst records the element, side, portion, taxon, state of epiphyseal fusion, measurements and any surface modification. The rule is to identify only as precisely as the evidence allows: a shaft fragment may be recorded as large mammal (cattle, horse or red deer size) or medium mammal (sheep, pig or roe deer size) rather than forced into a species.",
            "Because assemblages are fragmented, many laboratories record only fragments that preserve defined parts of each bone. Dobney and Rielly's diagnostic zones (1988) divide each element into zones and count a fragment only if it preserves at least half of a zone. Other protocols, such as that of Albarella and Davis (1996), record a fixed list of countable parts. Either approach reduces double-counting and makes assemblages from different sites comparable, which is impossible if each analyst counts whatever fragments they can name.",
            "Some distinctions are routine: cattle from horse, or pig from sheep. Others are not. Sheep and goat skeletons are very similar, and only certain elements separate them reliably. Boessneck's criteria (1969), tested and refined by Zeder and Lapham (2010), use features of the distal humerus, distal metapodials, astragalus, calcaneum and phalanges; Payne (1985) and Halstead, Collins and Isaakidou (2002) provided criteria for the deciduous and permanent mandibular teeth. Analysts therefore estimate the ratio of sheep to goat from the separable elements and record the rest as sheep/goat. Domestic pig is separated from wild boar, and cattle from aurochs, mainly by size, using measurements compared through log-ratio techniques.",
            "Measurements follow Angela von den Driesch's guide (1976), which defines abbreviations such as GL (greatest length) and Bd (greatest breadth of the distal end). They allow changes in animal size, the proportion of males and females, and the arrival of new stock to be traced. In the laboratory, students begin with complete sheep long bones, learning to orient each one, proximal and distal, medial and lateral, before moving to fragments.",
          ),
        },
      },
      {
        title: "Counting and Ageing: NISP, MNI and Kill-Off Patterns",
        description:
          "The strengths and weaknesses of the standard counting units, and how epiphyseal fusion and tooth wear reveal the ages at which animals were slaughtered.",
        lesson: {
          title: "Quantification and Kill-Off Patterns",
          html:
            p(
              "The number of identified specimens (NISP) is simply the count of fragments assigned to a taxon. It is easy to calculate and to combine across contexts, but it is inflated by fragmentation, and species differ in how many bones they have: a pig has four metapodials in each foot, whereas cattle have one fused cannon bone. The minimum number of individuals (MNI), introduced by Theodore White in 1953, counts the most frequent element of a taxon, taking side into account. If a context yields twelve left and nine right distal tibiae of sheep, the MNI is at least twelve, and higher if age or size shows that some rights cannot pair with any left. MNI exaggerates rare species in small samples and changes depending on whether it is calculated per context, phase or site. The two measures can tell different stories:",
            ) +
            "<table><tr><th>Taxon</th><th>NISP</th><th>% NISP</th><th>MNI</th><th>% MNI</th></tr><tr><td>Cattle</td><td>400</td><td>47</td><td>8</td><td>25</td></tr><tr><td>Sheep/goat</td><td>300</td><td>35</td><td>15</td><td>47</td></tr><tr><td>Pig</td><td>150</td><td>18</td><td>9</td><td>28</td></tr></table>" +
            p(
              "Ageing uses two kinds of evidence. Epiphyseal fusion gives a threshold: an unfused bone came from an animal younger than the fusion age of that epiphysis, a fused one from an older animal. Silver's data (1969) group elements into early-fusing (for sheep, the distal humerus and proximal radius, within the first year), middle (distal tibia and distal metapodials, in the second year) and late-fusing (such as the proximal humerus, at around three to three and a half years). Tooth eruption and wear are more precise. Grant (1982) defined wear stages for cattle, sheep and pig teeth, and Payne (1973) grouped sheep and goat mandibles into stages A to I, from birth to two months (A) to eight to ten years (I).",
              "Payne proposed three idealised kill-off patterns. A meat economy kills most surplus young males when they approach full size, between about six months and two years; a milk economy kills many lambs in their first months so that milk is left for people; a wool economy keeps most animals into adulthood. Real assemblages rarely match one model, and later work, including Halstead's, has stressed small samples and the many husbandry choices that can produce the same profile.",
            ),
        },
      },
      {
        title: "Butchery and Taphonomy",
        description:
          "Recognising cut, chop and fracture marks, distinguishing human from animal and environmental damage, and allowing for recovery bias.",
        lesson: {
          title: "Butchery Marks and Taphonomic Histories",
          html: p(
            "Taphonomy covers everything that happens to a bone between the animal's death and its study, and every interpretation of an assemblage depends on it. Butchery is the part of that history people created. Cut marks are fine linear incisions made by a blade. Under magnification those made by stone tools typically have a V-shaped cross-section with fine parallel striations inside the groove; metal knives leave cleaner, narrower cuts. Chop marks, from cleavers or axes, are broader, with crushed edges and sometimes flakes of bone driven off. Where marks sit matters more than how many there are: cuts around the skull, lower legs and toes suggest skinning; cuts close to joints such as the elbow indicate dismemberment; long cuts along shafts suggest filleting of meat. Spiral fractures with smooth surfaces show that bones were broken fresh, often for marrow, whereas transverse, stepped breaks occur in dry bone long after death.",
            "Other agents leave distinct traces. Dogs and other carnivores leave punctures, pits and scoring, and chew away the spongy ends of long bones; bones that have passed through a dog's gut are thin, polished and pitted by stomach acid. Rodents leave paired, parallel grooves from their incisors. Plant roots etch shallow, branching channels. Burning changes colour as temperature rises, from brown and black in charred bone to grey and finally white, calcined bone above roughly 650 °C, which is shrunken and cracked.",
            "Bone left exposed on the ground surface weathers. Behrensmeyer (1978) defined six stages, from 0, fresh and greasy, to 5, falling apart, and the stage reached indicates how long bones lay exposed before burial. Survival also depends on density. Spongy, low-density parts, such as the proximal humerus and proximal tibia, are destroyed by gnawing and soil far more often than dense shafts, so a shortage of those parts need not mean people removed them. Lyman's work on bone density provides the figures used to test this.",
            "Finally, recovery shapes the sample. Hand collection during excavation misses most fish, bird and small mammal bones and the small bones of larger animals. Sieving samples through 2 to 4 mm mesh recovers them, so an assemblage without a sieving programme cannot be used to assess the importance of small species.",
          ),
        },
      },
    ],
  },
  {
    slug: "sports-medicine-acute-injury-and-return-to-play",
    discipline: "Sports medicine",
    title: "Sports Medicine: Acute Injury and Return to Play",
    description:
      "For physiotherapy, nursing and sport science students with foundation anatomy, the course develops pitch-side concussion assessment, grading of muscle and ligament injuries, early injury management, return-to-play decision making and pre-participation cardiac screening.",
    level: "intermediate",
    duration: "eight weeks (a one-hour lecture and a two-hour practical each week)",
    plantedGap: "cardiac screening",
    modules: [
      {
        title: "Sport-Related Concussion",
        description:
          "Recognising concussion on the field, red flags that demand emergency care, structured assessment, and the graduated return to learning and sport.",
        lesson: {
          title: "Recognise, Remove, Assess and Return",
          html: p(
            "The 2022 Amsterdam consensus of the Concussion in Sport Group defines sport-related concussion as a traumatic brain injury caused by a direct blow to the head, neck or body that transmits an impulsive force to the brain. Signs and symptoms may appear immediately or evolve over minutes to hours, usually resolve within days to weeks, and standard brain imaging is normal. Loss of consciousness occurs in only a minority of cases, so its absence rules nothing out.",
            "On the field the sequence is recognise and remove. Observable signs include lying motionless, slowness to get up, unsteadiness, a blank or vacant look and a facial injury after a head impact. Certain red flags demand an ambulance: neck pain or tenderness, double vision, weakness or tingling in the limbs, a severe or increasing headache, a seizure, loss of consciousness, deteriorating consciousness, vomiting, and increasing restlessness or agitation. Where a neck injury is possible, the player is not moved until spinal precautions are in place.",
            "For a player who is stable, the Sport Concussion Assessment Tool, SCAT6 for those aged 13 and over and Child SCAT6 for ages 8 to 12, structures assessment by a healthcare professional. It combines a symptom scale, tests of orientation, immediate memory and concentration, a balance test, and delayed recall. It is most useful within the first 72 hours, and a normal score does not exclude concussion. Any player with suspected concussion takes no further part in training or play that day.",
            "Recovery now begins with relative rest for the first 24 to 48 hours, followed by light activity; complete rest in a dark room is no longer advised. The graduated return-to-sport strategy has six steps: symptom-limited daily activity; aerobic exercise, first light and then moderate; individual sport-specific exercise; non-contact training drills; full-contact practice after medical clearance; and return to competition. Each step takes at least 24 hours, and a mild, brief rise in symptoms is acceptable in the early steps. Return to school or work should be achieved before full return to sport. UK guidance for grassroots sport, summarised as ‘if in doubt, sit them out’, sets a minimum of 21 days before competitive play and recommends medical review for anyone still symptomatic after 28 days.",
          ),
        },
      },
      {
        title: "Grading Muscle and Ligament Injuries",
        description:
          "Classification of muscle injuries with the British Athletics system, grading of ligament sprains, decision rules for imaging, and the principles of early management.",
        lesson: {
          title: "Muscle Classification, Ankle Sprains and Early Care",
          html: p(
            "Muscle injuries were long graded simply as mild, moderate or severe. The British Athletics Muscle Injury Classification (BAMIC), published by Pollock and colleagues in 2014, uses MRI findings to give a grade from 0 to 4 and a letter for the site. Grade 0 describes pain with a normal MRI; grades 1 to 3 describe small, moderate and extensive tears; grade 4 is a complete tear. The letter a indicates a myofascial injury at the periphery of the muscle, b an injury at the musculotendinous junction, and c an injury extending into the tendon. A 2c or 3c hamstring injury, involving the intramuscular tendon, typically takes longer to return and recurs more often than a 2b injury of similar size.",
            "Hamstring strains are the commonest muscle injury in sprinting sports, and the long head of biceps femoris is most often affected, usually during the late swing phase of high-speed running, when the muscle is lengthening under load. Eccentric strengthening, notably the Nordic hamstring exercise, reduces their incidence.",
            "Ligament sprains are graded I (stretched fibres, no abnormal laxity), II (partial tear with increased laxity but a firm end point) and III (complete rupture with no end point). The lateral ankle sprain is the commonest sport injury of all: inversion of a plantar-flexed foot tears the anterior talofibular ligament first and, with greater force, the calcaneofibular ligament. The Ottawa ankle rules decide who needs an X-ray. An ankle series is indicated if there is pain in the malleolar zone together with bone tenderness along the distal 6 cm of the posterior edge or tip of either malleolus, or an inability to take four steps both immediately after the injury and at assessment. A foot series is indicated for midfoot pain with tenderness at the base of the fifth metatarsal or the navicular, or the same inability to bear weight. The rules are close to 100 per cent sensitive for fractures.",
            "Early management has moved beyond rest and ice. Dubois and Esculier's PEACE and LOVE framework (2020) advises Protection, Elevation, Avoiding anti-inflammatory medicines, Compression and Education in the first days, then Load, Optimism, Vascularisation through pain-free cardiovascular exercise, and Exercise. The rationale is that inflammation is part of tissue repair, and that progressive loading drives the remodelling of healing tissue.",
          ),
        },
      },
      {
        title: "Return-to-Play Decisions",
        description:
          "Frameworks for deciding when an injured athlete returns, criteria-based progression, and evidence from hamstring and anterior cruciate ligament injuries.",
        lesson: {
          title: "Deciding When an Athlete Returns",
          html: p(
            "Return to play is a process, not a date. The 2016 Bern consensus (Ardern and colleagues) describes a continuum from return to participation, training in modified form, through return to sport, competing but not yet at the desired level, to return to performance at or above the pre-injury level. Agreeing where an athlete is on that continuum avoids much of the conflict between clinicians, coaches and athletes.",
            "The Strategic Assessment of Risk and Risk Tolerance (StARRT) framework, set out by Shrier in 2015, structures the decision in three steps. First, assess the health risk: the state of the injured tissue and the athlete's symptoms, function and history. Second, assess the risk of the activity: the sport, position, level of competition and ability to protect the injured part. Third, weigh risk tolerance modifiers: the timing in the season, the importance of the event, the pressure from the athlete or others, and conflicts of interest. The clinician's job is to make the risk explicit so that the athlete and team can share the decision.",
            "Criteria-based progression replaces fixed timescales wherever evidence allows. After a hamstring injury, common criteria are full, pain-free range of movement; strength within about 10 per cent of the uninjured side in isometric and eccentric tests; and completion of repeated high-speed running at over 90 per cent of the athlete's maximum speed without symptoms.",
            "Anterior cruciate ligament reconstruction provides the strongest evidence on timing. In the Delaware-Oslo cohort, Grindem and colleagues (2016) found that the reinjury rate fell by 51 per cent for each month that return to level I sports, those involving jumping, cutting and pivoting, was delayed, up to nine months. Athletes who passed return-to-sport criteria, including quadriceps strength and hop-test symmetry of at least 90 per cent, had a much lower knee reinjury rate. Kyritsis and colleagues (2016) reported a fourfold greater risk of graft rupture in professional athletes who returned without meeting discharge criteria. Psychological readiness matters too: the ACL Return to Sport after Injury (ACL-RSI) scale identifies athletes whose fear of reinjury may undermine a return that is physically ready. Document each criterion, the result and the agreed plan.",
          ),
        },
      },
    ],
  },
  {
    slug: "scots-private-law-sources-delict-and-property",
    discipline: "Scots law",
    title: "Scots Private Law: Sources, Delict and Property",
    description:
      "Scotland's mixed legal system owes as much to Roman law and the institutional writers as to the English common law. The course studies the sources of Scots law and the court hierarchy, the law of delict from Donoghue v Stevenson onwards, unjustified enrichment, and landownership after the abolition of the feudal system.",
    level: "intermediate",
    duration: "one semester (twelve weeks of lectures with fortnightly tutorials)",
    plantedGap: "unjustified enrichment",
    modules: [
      {
        title: "Sources of Scots Law and the Courts",
        description:
          "Legislation, judicial precedent and the institutional writers as sources of law, and the structure of the civil and criminal courts.",
        lesson: {
          title: "Legislation, Precedent and the Institutional Writers",
          html: p(
            "Scotland kept its own legal system when the Parliaments united in 1707; the Treaty and Acts of Union expressly preserved the Court of Session and the High Court of Justiciary. Scots law is usually described as a mixed system. Its private law drew heavily on Roman law as taught in the universities of the Netherlands and France, where many Scots lawyers trained, while English influence grew after 1707, above all through civil appeals to the House of Lords.",
            "The principal sources today are legislation, judicial precedent and the institutional writings. Legislation includes Acts of the Scottish Parliament, made since 1999 under the Scotland Act 1998 and valid only within its legislative competence, which excludes the reserved matters listed in Schedule 5; Acts of the UK Parliament; subordinate legislation; and a few pre-1707 Acts of the old Scottish Parliament still in force, such as the Leases Act 1449.",
            "The institutional writers are a small group of authors whose systematic works are treated as authoritative where no later statute or decision governs. The most important are Viscount Stair's Institutions of the Law of Scotland (1681), John Erskine's Institute of the Law of Scotland (1773), George Joseph Bell's Commentaries and Principles (the Principles first published in 1829), and David Hume's Commentaries on the criminal law (1797). A statement by Stair on a point never since litigated can still decide a modern case.",
            "The civil courts begin with the sheriff courts, grouped into six sheriffdoms, and the Sheriff Appeal Court. The Court of Session sits in Edinburgh: the Outer House, where a single judge, the Lord Ordinary, hears cases at first instance, and the Inner House, which hears appeals in its First and Second Divisions. Civil appeals go further to the UK Supreme Court, which replaced the House of Lords in 2009. Criminal cases run from justice of the peace courts through the sheriff courts, sitting summarily or with a jury, to the High Court of Justiciary, which is both the trial court for the gravest crimes and the final criminal appeal court; the Supreme Court hears criminal matters only on compatibility and devolution issues.",
            "Precedent follows the hierarchy: decisions of the Inner House bind the Outer House and the sheriffs, and a larger bench of the Inner House may overrule a smaller one.",
          ),
        },
      },
      {
        title: "Delict: Duty of Care from Donoghue to Robinson",
        description:
          "The civilian roots of delict, the elements of liability in negligence, and the development of the duty of care in leading Scottish and UK cases.",
        lesson: {
          title: "Negligence and the Duty of Care",
          html: p(
            "Delict is the Scots law of civil wrongs: obligations to make reparation that arise from wrongful conduct causing loss, without any prior agreement. Its roots lie in the Roman lex Aquilia, which made a person liable for loss wrongfully caused (damnum injuria datum), and in the principle that liability follows fault, culpa. Liability in negligence requires a duty of care, breach of that duty, a causal link between breach and loss, and loss of a kind the law recognises.",
            "The modern duty of care was formulated in a Scottish appeal. In August 1928 May Donoghue drank ginger beer bought for her by a friend at the Wellmeadow Café in Paisley and alleged that the opaque bottle contained the decomposed remains of a snail. She sued the manufacturer, David Stevenson. In Donoghue v Stevenson 1932 SC (HL) 31 the House of Lords held by three to two that a manufacturer owed a duty of care to the ultimate consumer. Lord Atkin's neighbour principle stated that you must take reasonable care to avoid acts or omissions which you can reasonably foresee would be likely to injure your neighbour. The facts were never proved, because the action settled after Stevenson's death.",
            "Later cases refined the principle. Caparo Industries plc v Dickman [1990] 2 AC 605 was widely read as laying down a three-stage test of foreseeability, proximity, and whether imposing a duty would be fair, just and reasonable. In Robinson v Chief Constable of West Yorkshire Police [2018] UKSC 4 the Supreme Court rejected that reading: where a case falls within an established category, the duty follows, and only novel situations call for incremental development by analogy. Mitchell v Glasgow City Council [2009] UKHL 11 confirmed that there is generally no duty to prevent harm caused by a third party.",
            "Breach is measured against the reasonable person. For professionals, Hunter v Hanley 1955 SC 200 set the test still used in Scotland: a doctor is negligent only if guilty of such failure as no doctor of ordinary skill would be guilty of if acting with ordinary care. Damages cover patrimonial loss, such as lost earnings, and solatium for pain, suffering and loss of amenity. Under the Prescription and Limitation (Scotland) Act 1973, personal injury actions must generally be raised within three years, and other obligations to make reparation prescribe after five years.",
          ),
        },
      },
      {
        title: "Property after Feudal Abolition",
        description:
          "The end of feudal landholding in 2004, the law of real burdens under the Title Conditions (Scotland) Act 2003, and registration of title to land.",
        lesson: {
          title: "Landownership, Real Burdens and Registration",
          html: p(
            "For centuries most Scottish land was held feudally. The Crown was paramount superior; each vassal held the dominium utile, the practical ownership, while a superior held the dominium directum and could collect feuduty and enforce conditions in the title. The Abolition of Feudal Tenure etc. (Scotland) Act 2000 ended the system on the appointed day, 28 November 2004. The dominium utile became simple ownership, superiorities were extinguished, and feuduties ceased, with superiors entitled to claim compensation within a limited period. Superiors could preserve certain conditions only by registering notices before the appointed day.",
            "Conditions that run with land are now governed by the Title Conditions (Scotland) Act 2003. A real burden is an obligation on the owner of a burdened property in favour of the owner of a benefited property. It may be affirmative, such as an obligation to maintain a shared roof, or negative, such as a restriction on building. It must be praedial, relating to the burdened property and benefiting the benefited one, must not be contrary to public policy or repugnant with ownership, and for new burdens must be registered against both properties. Community burdens, common in housing developments and tenements, bind each unit for the benefit of all and can be varied by a majority of owners. Anyone seeking to enforce a burden needs both title and interest. Under section 20, an owner may apply to terminate a burden more than 100 years old by serving notice, the so-called sunset rule.",
            "Registration makes rights real. Scots law draws a sharp distinction between personal rights, enforceable only against a particular person, and real rights, enforceable against the world, and it recognises only a closed list of real rights: ownership, lease, servitude, real burden, the standard security and proper liferent. Buying land involves a contract, the missives, but ownership passes only when the disposition is registered. The Register of Sasines, established in 1617, recorded deeds. The Land Register of Scotland, created by the Land Registration (Scotland) Act 1979 and now governed by the Land Registration etc. (Scotland) Act 2012, registers title itself against a cadastral map, and the Keeper is steadily moving the remaining Sasine titles onto it.",
          ),
        },
      },
    ],
  },
];
