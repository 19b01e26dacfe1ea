/** Forty-fourth held-out evaluation courses, intermediate level (Ayutthaya history to seed science); see ai-courses-heldout44.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT44_B: EvalCourse[] = [
  {
    slug: "ayutthaya-siam-1351-1767",
    discipline: "Ayutthaya history",
    title: "Ayutthaya: A Siamese Kingdom, 1351-1767",
    description:
      "Founded in 1351 on an island where three rivers meet, Ayutthaya grew into one of the great trading states of mainland Southeast Asia before Burmese armies destroyed it in 1767. This second-year module studies the sakdina ranking system and the control of manpower, royal trade and the foreign quarters of the capital, the wars with Burma, and the Persian and French embassies of King Narai's reign.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "Narai",
    modules: [
      {
        title: "Kingship, Sakdina and Manpower",
        description:
          "In a land with more rice land than people, power meant control of labour, and Ayutthaya's kings measured every subject's rank in units of land.",
        lesson: {
          title: "Ranking a kingdom in rai",
          html: p(
            "Ayutthaya was founded in 1351 by a ruler remembered as Ramathibodi I (U Thong) on an island formed by the Chao Phraya, Lopburi and Pa Sak rivers. The site was defensible in the flood season, fed by some of the richest rice land in Asia, and reachable by seagoing ships from the Gulf of Siam. Over the next century the kingdom absorbed Sukhothai to the north and, in 1431, sacked Angkor.",
            "In mainland Southeast Asia land was relatively plentiful and people scarce, so the central problem of the state was controlling manpower. Kings did so through an elaborate hierarchy usually called <i>sakdina</i>, literally 'power over fields'. The Palatine Law and the civil hierarchy laws traditionally attributed to King Borommatrailokkanat (Trailok, reigned 1448-1488) assigned every person a numerical rank expressed in <i>rai</i> of land, one rai being 1,600 square metres. A commoner might hold 10 to 25, a slave 5, senior ministers 10,000, and the heir apparent far more.",
            "Historians now agree that these numbers were not actual landholdings. They measured status: they fixed fines and compensation in lawsuits, precedence at court, and the size of the following an official could command. Free commoners, called <i>phrai</i>, were registered under a master (<i>nai</i>), either directly under the crown (<i>phrai luang</i>) or under a noble or prince (<i>phrai som</i>). Royal phrai owed corvée labour, for part of each year, on canals, walls and campaigns.",
            "This system gave the crown an army and a labour force, but it also created a permanent tension. Nobles who controlled many phrai could challenge the king, and phrai had every reason to slip into private dependency, into monasteries, or into debt slavery, where their obligations were lighter. Much of Ayutthaya's political history, including its frequent succession crises, can be read as a struggle over who controlled the registered population.",
          ),
        },
      },
      {
        title: "Royal Trade and the Foreign Quarters",
        description:
          "The king was the kingdom's greatest merchant, and his capital hosted Chinese, Japanese, Portuguese, Dutch and Persian communities.",
        lesson: {
          title: "Monopolies, junks and the VOC",
          html:
            p(
              "Ayutthaya's wealth rested on its position between the Indian Ocean and the South China Sea. Goods crossed the isthmus of the Malay peninsula through Mergui and Tenasserim, which Ayutthaya controlled for long periods, or came up the Chao Phraya from the Gulf. The crown dominated this commerce through the <i>Phra Khlang</i>, the ministry that ran both the treasury and foreign relations, and through the royal warehouses.",
              "The king claimed first purchase of imported cargoes and held monopolies over the most valuable exports, many of them forest products collected as tribute or tax in kind:",
            ) +
            "<ul><li>sappanwood, a red dyewood in demand in China and Japan;</li><li>deerskins, shipped in large numbers to Japan in the early seventeenth century;</li><li>tin from the southern provinces, elephant ivory, aromatic woods and lac;</li><li>rice, exported in quantity to China in the eighteenth century.</li></ul>" +
            p(
              "Trade with China ran through the tribute system: missions to the Ming and Qing courts carried gifts and cargo, and Chinese junks, many crewed and built by Chinese settled in Siam, carried much of the crown's shipping. The Portuguese arrived after taking Melaka in 1511 and later served as mercenaries and gunners. The Dutch East India Company (VOC) opened a trading post in the early seventeenth century and became the largest European trader, at times extracting trading privileges by force, and the English East India Company traded intermittently.",
              "Foreigners lived in their own quarters around the island city, each under a headman responsible to the Phra Khlang. The Japanese quarter was prominent in the 1620s, when the adventurer Yamada Nagamasa commanded Japanese troops for the king, and Muslim merchants from Persia and India held senior posts in the administration of trade. The cosmopolitan capital that European visitors described as larger than London was thus built on a royal command economy linked to the whole of maritime Asia.",
            ),
        },
      },
      {
        title: "War with Burma and the Fall of 1767",
        description:
          "Two sieges bracket the kingdom's later history: the conquest of 1569, from which it recovered, and the destruction of 1767, from which it did not.",
        lesson: {
          title: "From Bayinnaung to Hsinbyushin",
          html: p(
            "Ayutthaya's most dangerous neighbour was the Burmese state of the Toungoo dynasty. In 1548 King Tabinshwehti besieged the city without success; Thai tradition remembers the campaign for Queen Suriyothai, who is said to have died in combat on elephant-back defending her husband. In 1569 his successor Bayinnaung took Ayutthaya after a long siege, carried off members of the royal family, and installed a vassal king, Maha Thammaracha.",
            "Recovery came from within that vassal line. Maha Thammaracha's son Naresuan, who had spent years as a hostage at the Burmese court at Pegu, renounced allegiance in 1584. In 1593 he defeated a Burmese invasion at Nong Sarai, in an engagement remembered for his elephant duel with the Burmese crown prince, who was killed. Under Naresuan Ayutthaya regained its independence and for a time took the offensive, and the following century and a half were the kingdom's most prosperous.",
            "The second catastrophe arrived from a revived Burma under the Konbaung dynasty. After a failed attack by its founder Alaungpaya in 1760, King Hsinbyushin sent two armies in 1765, one from the north through Chiang Mai and one from the west. They converged on the capital and besieged it for more than a year. The defenders were weakened by divided leadership and by a court that had long relied on walls and the annual flood rather than a field army. The city fell in April 1767; it was looted and burned, temples and palaces destroyed, and tens of thousands of people taken to Burma.",
            "Historians debate how far decline explains the fall. Older accounts blamed a decadent court; more recent work stresses the strength of the Konbaung army and the weakening of crown control over manpower described earlier in this course. The kingdom's structures survived its capital: within months Taksin, a provincial governor of partly Chinese descent, expelled the occupiers and established a new capital at Thonburi, and in 1782 Rama I founded Bangkok, consciously modelled on Ayutthaya.",
          ),
        },
      },
    ],
  },
  {
    slug: "ethnomusicology-fieldwork-transcription-organology",
    discipline: "Ethnomusicology",
    title: "Music as Culture: Methods in Ethnomusicology",
    description:
      "Ethnomusicologists study music as something people do, and this intermediate methods module asks how they find out about it: participant observation and the ethics of fieldwork, transcription and its limits, the Hornbostel-Sachs classification of instruments, and the repatriation of archival recordings to source communities.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "repatriation",
    modules: [
      {
        title: "Fieldwork and Its Ethics",
        description:
          "Living with and learning from musicians is the discipline's central method, and it raises hard questions about consent, reciprocity and ownership.",
        lesson: {
          title: "Participant observation and bi-musicality",
          html: p(
            "Ethnomusicology took its name in the 1950s, replacing the older 'comparative musicology' of scholars such as Erich von Hornbostel, who worked largely from recordings sent back to Berlin by travellers. The change marked a shift from armchair comparison to fieldwork. Alan Merriam's <i>The Anthropology of Music</i> (1964) defined the discipline's task as the study of music in culture, and proposed a model linking concepts about music, behaviour in relation to music, and the sound itself.",
            "The central method is participant observation, borrowed from social anthropology. The researcher lives in a community for months or years, attends rehearsals, rituals and parties, conducts interviews, records, and writes detailed field notes. In 1960 Mantle Hood argued for 'bi-musicality': just as a linguist learns to speak the language under study, the ethnomusicologist should learn to perform the music, because performance reveals knowledge that musicians rarely put into words, such as how a gamelan player knows when to change tempo. Learning to play also changes relationships, turning the researcher into a student with obligations to a teacher.",
            "Fieldwork is governed by ethics as well as method. Contemporary practice, reflected in the Society for Ethnomusicology's position statements and in university ethics review, expects several commitments. Informed consent must be genuinely informed: participants should understand what will be recorded, where it will be kept and who may hear it, and consent to recording is not consent to commercial release. Some music is restricted, for example to initiated men or women, or to certain seasons, and a researcher who records it must respect those limits. Reciprocity matters: musicians give time and knowledge, and researchers should return something of value, whether payment, copies of recordings or help with a community project.",
            "Finally, fieldworkers must think about representation. Whose voice appears in the published account, and are musicians named, credited and paid as co-authors of the knowledge?",
          ),
        },
      },
      {
        title: "Transcription and Its Limits",
        description:
          "Writing music down is indispensable for analysis, yet every notation system leaves something out.",
        lesson: {
          title: "Prescriptive and descriptive notation",
          html:
            p(
              "In 1958 Charles Seeger distinguished two kinds of music writing. Prescriptive notation tells a performer how to make a piece of music; a Western score or a tabla student's bol sheet is prescriptive, and it assumes that the reader already knows the style. Descriptive notation records in as much detail as possible how a particular performance actually sounded, for a reader who does not know it. Ethnomusicological transcription is usually descriptive, and Seeger warned that using staff notation for it imports the assumptions of European music: equal-tempered pitches, regular bars, and a separation of pitch from timbre.",
              "Transcribers have adapted staff notation with added signs, such as arrows above a note for pitch slightly raised or lowered, or they have invented graphic systems. Pitch deviations are measured in cents, the unit introduced by Alexander Ellis in 1885, which divides the octave into 1,200 equal parts, so that an equal-tempered semitone is 100 cents. A worked example: if a singer's note is measured at 445 Hz where the transcription's reference A is 440 Hz, the difference is 1,200 × log2(445/440) ≈ 20 cents sharp.",
            ) +
            "<ul><li>Record the performance with good equipment and note the context.</li><li>Decide the purpose: melody, rhythm, texture or the whole ensemble.</li><li>Establish a reference pitch and a pulse, if there is one.</li><li>Transcribe in short passages at reduced speed, checking against the original.</li><li>State in a legend every non-standard sign.</li></ul>" +
            p(
              "Computer tools now support this work. Spectrograms show overtones and timbre, and pitch-tracking software, descended from Seeger's own electronic melograph of the 1950s, plots fundamental frequency over time. Yet machine output is not a transcription: deciding which pitches are structural and which are ornaments is an analytical judgement that needs knowledge of the tradition, often checked with the musicians themselves.",
            ),
        },
      },
      {
        title: "Classifying Instruments",
        description:
          "Erich von Hornbostel and Curt Sachs gave the world a system that sorts any instrument by how its sound is produced.",
        lesson: {
          title: "The Hornbostel-Sachs system",
          html:
            p(
              "Organology, the study of musical instruments, needs a classification that works across cultures. European categories such as strings, wind and percussion fail quickly: a piano has strings and is struck, and many drums are not percussion in any sense a Western orchestra would recognise. In 1914 Erich von Hornbostel and Curt Sachs published a scheme based on a single principle, the primary vibrating material that produces the sound. Their top-level classes are:",
            ) +
            "<table><tr><th>Class</th><th>Sound source</th><th>Examples</th></tr><tr><td>1 Idiophones</td><td>the body of the instrument itself</td><td>xylophone, rattle, mbira</td></tr><tr><td>2 Membranophones</td><td>a stretched membrane</td><td>tabla, bodhrán, kazoo</td></tr><tr><td>3 Chordophones</td><td>one or more stretched strings</td><td>kora, sitar, piano</td></tr><tr><td>4 Aerophones</td><td>a column or body of air</td><td>shakuhachi, trumpet, bullroarer</td></tr></table>" +
            p(
              "A fifth class, electrophones, was added later, by Sachs in 1940, for instruments whose sound is generated electronically. The scheme is hierarchical and uses decimal numbers modelled on the Dewey library classification, so each digit adds a finer distinction. The violin, for example, is classified 321.322-71: 3 chordophone, 32 composite (the strings are attached to a resonator that cannot be removed without destroying the instrument), 321 lute type (strings parallel to the soundboard), 321.3 handle lute, 321.32 necked lute, 321.322 necked box lute; the suffix -71 indicates that it is sounded by a bow.",
              "The system is powerful because it is neutral about culture and musical function, and museums worldwide use it for catalogues. Its critics note exactly that neutrality: it says nothing about how a community itself groups instruments. Javanese musicians, for example, distinguish 'loud' and 'soft' ensembles, and many societies classify instruments by gender, ritual role or the material's spiritual significance. Ethnomusicologists therefore use Hornbostel-Sachs alongside, not instead of, local taxonomies. A revision by the MIMO consortium in 2011 clarified some categories for museum use.",
            ),
        },
      },
    ],
  },
  {
    slug: "dementia-care-nursing-practice",
    discipline: "Dementia care nursing",
    title: "Nursing People Living with Dementia",
    description:
      "Person-centred care, in Tom Kitwood's sense, runs through this module for qualified and student nurses: the main types of dementia and how they progress, recognising delirium and telling it apart from dementia, understanding distressed behaviour as unmet need, and advance care planning with people and their families.",
    level: "intermediate",
    duration: "8 weeks (one study day a week)",
    plantedGap: "advance care planning",
    modules: [
      {
        title: "Types of Dementia and Their Course",
        description: "Dementia is a syndrome with many causes, and the cause shapes the symptoms a nurse will see.",
        lesson: {
          title: "Alzheimer's, vascular, Lewy body and frontotemporal dementia",
          html:
            p(
              "Dementia is a syndrome, not a single disease: a progressive decline in memory, thinking, language, judgement or behaviour that is severe enough to interfere with everyday life. It is caused by disease of the brain, and the World Health Organization estimates that over 55 million people live with it worldwide. Age is the largest risk factor, but dementia is not a normal part of ageing.",
            ) +
            "<table><tr><th>Type</th><th>Approximate share</th><th>Typical early features</th></tr><tr><td>Alzheimer's disease</td><td>60-70 %</td><td>gradual loss of recent memory, repeating questions, word-finding difficulty</td></tr><tr><td>Vascular dementia</td><td>15-20 %</td><td>slowed thinking, problems with planning, often a stepwise course after strokes</td></tr><tr><td>Dementia with Lewy bodies</td><td>about 10 %</td><td>fluctuating alertness, detailed visual hallucinations, parkinsonism, REM sleep behaviour disorder</td></tr><tr><td>Frontotemporal dementia</td><td>under 5 %, but often under 65</td><td>changes in personality and behaviour, or progressive loss of language</td></tr></table>" +
            p(
              "Many older people have mixed pathology, most often Alzheimer's and vascular disease together. The distinctions matter for nursing. People with Lewy body dementia can react severely to antipsychotic drugs, with rigidity, falls and sometimes death, so an accurate diagnosis must be visible in the care record. People with frontotemporal dementia may keep their memory for a long time while losing empathy and social restraint, which families often find harder than forgetfulness.",
              "Progression is usually described in stages. In the early stage a person lives largely independently with support for complex tasks such as finances. In the middle stage, often the longest, help is needed with daily activities, disorientation increases, and distressed behaviour may appear. In the late stage the person depends on others for all care, speech may be minimal, and swallowing difficulty, weight loss, immobility and infections become common. Screening tools such as the Mini-Mental State Examination or the Montreal Cognitive Assessment measure cognition but do not diagnose; diagnosis requires a specialist assessment of history, examination, blood tests and often brain imaging.",
            ),
        },
      },
      {
        title: "Delirium or Dementia?",
        description:
          "Acute confusion in a person with dementia is an emergency until proven otherwise, and nurses are usually the first to notice it.",
        lesson: {
          title: "Spotting delirium with the 4AT",
          html: p(
            "Delirium is an acute disturbance of attention and awareness that develops over hours or days and fluctuates during the day. It is common in hospital, affecting roughly one in five older inpatients, and people with dementia are at much higher risk. It matters because it is associated with longer stays, falls, new admission to care homes and higher mortality, and because in many cases its cause can be treated.",
            "The difficulty is that delirium and dementia can look alike. The key differences are time course and attention. Dementia develops over months or years and attention is usually preserved until late; delirium develops suddenly, fluctuates, and is marked by inattention, for example being unable to say the months of the year backwards. Delirium may be hyperactive, with agitation and hallucinations, or hypoactive, with drowsiness and withdrawal. Hypoactive delirium is the most often missed because the patient is quiet. Any sudden change reported by a relative, such as 'she's not herself', should be taken seriously.",
            "The 4AT is a short screening test widely used in UK hospitals. It scores four items: alertness (0 or 4), the AMT4 of age, date of birth, place and year (0, 1 or 2), attention using months backwards (0, 1 or 2), and acute change or fluctuating course (0 or 4). A score of 4 or more suggests possible delirium, 1 to 3 possible cognitive impairment, and 0 makes delirium unlikely, though it does not exclude it.",
            "A positive screen triggers a search for causes, which are often several at once: infection, dehydration, constipation, urinary retention, pain, new medicines (especially anticholinergic and sedative drugs), hypoxia, electrolyte disturbance or alcohol withdrawal. Nursing care addresses both cause and environment: regular orientation, glasses and hearing aids in place, adequate fluids, continuity of staff, good sleep with minimal night-time disturbance, early mobilisation, and involving family members who know the person well. Antipsychotics are reserved for severe distress or danger and used at the lowest dose for the shortest time.",
          ),
        },
      },
      {
        title: "Distressed Behaviour as Unmet Need",
        description:
          "Shouting, walking or resisting care usually mean something, and the nurse's task is to find out what.",
        lesson: {
          title: "Kitwood, needs and non-drug approaches",
          html:
            p(
              "The psychologist Tom Kitwood, in <i>Dementia Reconsidered</i> (1997), argued that the experience of dementia is shaped not only by brain disease but by the way other people treat the person. He named a set of everyday interactions as 'malignant social psychology': outpacing, infantilising, ignoring, labelling and others, which erode the person's sense of self. He proposed instead a person-centred approach built around psychological needs, summarised in his well-known flower diagram with love at the centre:",
            ) +
            "<ul><li><b>comfort</b>: warmth, closeness and relief from pain and anxiety;</li><li><b>attachment</b>: secure bonds with people and familiar objects;</li><li><b>inclusion</b>: being part of a group rather than left on the edge;</li><li><b>occupation</b>: being involved in activity that has meaning for the person;</li><li><b>identity</b>: being known as someone with a past, preferences and relationships.</li></ul>" +
            p(
              "So-called challenging behaviour, better described as distressed behaviour or responsive behaviour, can often be understood as an attempt to communicate or meet one of these needs, or as a response to pain, hunger, boredom, noise or an unfamiliar carer. A useful structure is an ABC chart: record the Antecedent (what happened before), the Behaviour itself, and the Consequence (what followed), over several days. Patterns emerge; a man who becomes aggressive every morning at washing time may be in pain from arthritis, feel humiliated by being undressed by a stranger, or not recognise the bathroom.",
              "Interventions follow from the cause: analgesia given before personal care, one consistent carer, explaining each step, using the person's life story to offer familiar activity, or simply changing the time of day. Guidance from NICE (NG97, 2018) recommends such individualised, non-drug approaches first. Antipsychotic medication increases the risk of stroke and death in people with dementia and should be offered only when the person is at risk of harm or severely distressed, after discussion of risks, and reviewed at least every six weeks.",
            ),
        },
      },
    ],
  },
  {
    slug: "card-and-interbank-payment-systems",
    discipline: "Payment systems",
    title: "How Payments Move: Cards, Clearing and Settlement",
    description:
      "Tapping a card sets four parties and two networks to work before any money moves between banks. The module traces a card payment through authorisation, clearing and settlement, explains interchange and the merchant service charge, compares real-time gross settlement with deferred net settlement and today's instant payment schemes, and sets out how chargebacks let a cardholder dispute a transaction.",
    level: "intermediate",
    duration: "one term (2 hours a week)",
    plantedGap: "chargeback",
    modules: [
      {
        title: "The Four-Party Card Model",
        description:
          "Cardholder, issuer, merchant and acquirer, joined by a scheme such as Visa or Mastercard: we follow one purchase from tap to funds.",
        lesson: {
          title: "Authorisation, clearing and settlement",
          html:
            p(
              "Visa and Mastercard operate what is called a four-party model. The cardholder holds a card issued by their bank, the issuer. The merchant holds an account with its own bank or payment provider, the acquirer. The scheme runs the network that connects thousands of issuers and acquirers and sets the rules they all follow. American Express has traditionally run a three-party model, acting as both issuer and acquirer.",
              "A card payment happens in three distinct phases:",
            ) +
            "<ol><li><b>Authorisation</b> (seconds). When the card is tapped, the terminal and chip create a one-time cryptogram under the EMV specification. The acquirer sends an authorisation request, in the ISO 8583 message standard a 0100 message, through the scheme network to the issuer. The issuer checks the cryptogram, the card's status, fraud signals and the available balance or credit, and replies with a 0110 response, approving or declining. An approval places a hold on the cardholder's funds; no money has moved yet.</li><li><b>Clearing</b> (usually the same day or next). The merchant's terminal or gateway submits the day's approved transactions to the acquirer in a batch. The acquirer sends clearing records through the scheme to each issuer, which posts the final amounts to cardholders' accounts.</li><li><b>Settlement</b> (typically one or two business days). The scheme calculates, for each bank, the net amount it owes or is owed across all transactions, and the banks settle these positions through accounts at a settlement bank or the central bank. The acquirer then credits the merchant, net of fees.</li></ol>" +
            p(
              "The separation explains everyday puzzles. A hotel can authorise £300 at check-in and clear only £240 at check-out; the difference disappears from the cardholder's available balance when the hold expires. A transaction can be approved but never cleared, for instance if a terminal fails before submitting its batch. And the merchant bears a risk between authorisation and settlement, because approval is not itself a guarantee of payment.",
            ),
        },
      },
      {
        title: "Interchange and What Merchants Pay",
        description: "Who pays whom on each card transaction, how much, and why regulators have capped part of it.",
        lesson: {
          title: "Breaking down the merchant service charge",
          html:
            p(
              "A merchant accepting a card does not receive the full sale price. The acquirer deducts a merchant service charge (MSC), which has three components. Interchange is paid by the acquirer to the issuer; it is set by the scheme and is the largest part for most credit cards. Scheme fees are paid by both acquirer and issuer to the scheme for use of the network. The acquirer's margin covers its own costs, risk and profit.",
              "The rationale for interchange is that it compensates issuers for the cost of providing cards, fraud protection and credit, and so encourages card issuing, which in turn benefits merchants. Critics argue that merchants, who cannot realistically refuse the major schemes, pay inflated rates that are passed on to all shoppers, including those paying in cash. This argument underpinned decades of competition litigation, including the European Commission's case against Mastercard upheld by the Court of Justice in 2014, and led to regulation. The EU Interchange Fee Regulation (2015/751), retained in UK law after Brexit, caps interchange on consumer cards used within the region:",
            ) +
            "<table><tr><th>Card type</th><th>Interchange cap</th><th>On a €100 payment</th></tr><tr><td>Consumer debit</td><td>0.2 % of value</td><td>€0.20</td></tr><tr><td>Consumer credit</td><td>0.3 % of value</td><td>€0.30</td></tr><tr><td>Commercial cards</td><td>not capped</td><td>often 1.5 % or more</td></tr></table>" +
            p(
              "Consider a €100 credit card sale at a small shop whose MSC is quoted as 'interchange plus plus'. Interchange is €0.30, scheme fees might total around €0.10, and the acquirer's margin might be €0.40, so the merchant receives about €99.20. Under a blended pricing plan, the same merchant might instead pay a flat 1.5 %, or €1.50, which is simpler but hides the components. Large merchants negotiate interchange-plus-plus pricing; small merchants often prefer the predictability of a flat rate.",
              "In the United States debit interchange for large issuers is capped under the Durbin Amendment to the Dodd-Frank Act (2010), at 21 cents plus 0.05 % per transaction plus a fraud-prevention adjustment, while credit interchange remains uncapped, commonly around 2 %.",
            ),
        },
      },
      {
        title: "Gross, Net and Instant Settlement",
        description:
          "Banks can settle every payment one by one in central bank money or add them up and settle the balance; each choice trades liquidity against risk.",
        lesson: {
          title: "RTGS, netting and instant payments",
          html: p(
            "Behind every payment between customers of different banks lies an interbank obligation that must eventually be settled, usually in central bank money. There are two basic designs. In a real-time gross settlement (RTGS) system each payment is settled individually and irrevocably as soon as it is processed, by debiting the paying bank's account at the central bank and crediting the receiving bank's. The Bank of England's RTGS system, which settles CHAPS payments, and the Eurosystem's T2 are examples. RTGS removes settlement risk, because a payment is final when made, but it requires banks to hold large amounts of liquidity; central banks supply intraday credit against collateral to keep payments flowing.",
            "In a deferred net settlement (DNS) system payments are exchanged during the day and banks settle only the net difference at set times. Suppose Bank A owes B £100 million, B owes C £80 million, and C owes A £90 million. Gross settlement needs £270 million of transfers; multilateral netting leaves A owing £10 million and B owed £20 million, while C owes £10 million, so only £20 million moves. Netting saves liquidity but creates credit risk until settlement: if a bank fails before the cycle ends, its net obligation may not be paid and the netting may have to be unwound. The failure of Bankhaus Herstatt in 1974, closed after receiving Deutsche Mark payments but before paying the dollar leg, gave its name to settlement risk in foreign exchange.",
            "Instant payment schemes bring real-time service to ordinary customers. The UK's Faster Payments Service, launched in 2008, makes funds available within seconds but settles between banks on a deferred net basis several times a day, backed by prefunded collateral at the Bank of England. The European SEPA Instant Credit Transfer scheme, launched in 2017, requires funds to reach the payee within ten seconds, and the EU Instant Payments Regulation of 2024 obliges euro-area payment providers to offer it. In the United States the Federal Reserve's FedNow service, launched in July 2023, settles each instant payment individually in central bank money.",
          ),
        },
      },
    ],
  },
  {
    slug: "seed-dormancy-germination-longevity",
    discipline: "Seed science",
    title: "Seed Biology: Dormancy, Germination and Storage",
    description:
      "Seeds carry a plant's next generation through drought, winter and sometimes centuries of waiting. Combining physiology with practice, this second-year module covers the classes of dormancy and how to break them, the physiology of germination and the standard germination test, storage behaviour and seed longevity, and the assessment of seed vigour.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "vigour",
    modules: [
      {
        title: "Dormancy and How to Break It",
        description:
          "A viable seed that will not germinate under favourable conditions is dormant, and the reason lies in its embryo, its coat or both.",
        lesson: {
          title: "The Baskin classification",
          html:
            p(
              "A dormant seed is one that is alive but does not germinate within a specified time under conditions of water, temperature and oxygen that would otherwise allow it to. Dormancy is an adaptation that spreads germination over time and ties it to the right season: a seed that germinated the moment it was shed in autumn might produce a seedling that winter would kill. Carol and Jerry Baskin's widely used classification recognises five classes:",
            ) +
            "<table><tr><th>Class</th><th>Cause</th><th>Typical treatment</th></tr><tr><td>Physiological (PD)</td><td>a physiological block in the embryo, controlled by hormones</td><td>cold or warm stratification, after-ripening, gibberellic acid</td></tr><tr><td>Morphological (MD)</td><td>embryo underdeveloped at dispersal</td><td>time in warm moist conditions for the embryo to grow</td></tr><tr><td>Morphophysiological (MPD)</td><td>underdeveloped embryo plus a physiological block</td><td>sequences of warm and cold stratification</td></tr><tr><td>Physical (PY)</td><td>seed or fruit coat impermeable to water</td><td>scarification: abrasion, nicking, hot water or acid</td></tr><tr><td>Combinational (PY + PD)</td><td>impermeable coat and physiological block</td><td>scarification followed by stratification</td></tr></table>" +
            p(
              "Physiological dormancy is the most common class and is governed largely by the balance between two hormones. Abscisic acid (ABA), produced during seed maturation, maintains dormancy; gibberellins (GA) promote germination. Environmental signals shift that balance. Cold stratification, holding moist seeds at about 1-5 °C for weeks or months, lowers ABA sensitivity and raises GA synthesis in seeds of many temperate species such as ash and many wild roses. Dry after-ripening, storage at room temperature for weeks or months, releases dormancy in many cereals and annual weeds. Light acts through the phytochrome system, and nitrate in the soil can also stimulate germination.",
              "Physical dormancy is typical of legumes, mallows and morning glories. A palisade layer of tightly packed cells in the coat keeps water out, sometimes for decades. In nature fire, temperature fluctuation or passage through an animal's gut opens a specialised 'water gap'; in the laboratory a small nick in the coat away from the embryo is the simplest and most reliable treatment.",
            ),
        },
      },
      {
        title: "Germination and the Standard Test",
        description:
          "Germination follows a characteristic pattern of water uptake, and seed laboratories measure it by internationally agreed rules.",
        lesson: {
          title: "Three phases and a hundred seeds",
          html: p(
            "Germination begins with the uptake of water by the dry seed, called imbibition, and ends, in the physiologist's sense, when the radicle (embryonic root) emerges through the surrounding tissues. Water uptake follows a triphasic curve. In phase I the seed takes up water rapidly by simple physical imbibition, and dead seeds do this as well as living ones; membranes reorganise and respiration restarts within minutes. In phase II, a plateau lasting hours to days, water content changes little while the embryo repairs DNA and membranes, translates stored messenger RNA, and mobilises the first reserves. In phase III water uptake rises again as the radicle cells expand and emerge; this phase is seen only in seeds that are germinating.",
            "Temperature, water and oxygen control the rate. Each species has a base temperature below which it will not germinate, an optimum and a ceiling; maize, for example, germinates poorly below about 10 °C, while many temperate cereals germinate at a few degrees above freezing. Within the range between base and optimum, germination rate increases roughly linearly with temperature, which is the basis of thermal time models that predict emergence in the field.",
            "Seed trade depends on a standard measure of germination capacity. The International Seed Testing Association (ISTA), founded in 1924, publishes rules used by accredited laboratories worldwide. A standard test uses 400 pure seeds drawn from a representative sample, usually in four replicates of 100, placed on moist paper or sand at a species-specific temperature regime for a prescribed period: for wheat, 20 °C with a first count at 4 days and a final count at 8 days. The analyst classifies each seedling as normal, abnormal, or as a dead, hard or fresh ungerminated seed. Only normal seedlings, those with all essential structures able to develop into a plant, count towards the germination percentage on the certificate. If replicates differ by more than the tolerance allowed in the rules, the test is repeated.",
          ),
        },
      },
      {
        title: "Storage Behaviour and Longevity",
        description:
          "Whether a seed can be dried and frozen for decades, or dies if it dries at all, determines how it can be conserved.",
        lesson: {
          title: "Orthodox, recalcitrant and the viability equation",
          html: p(
            "In 1973 E. H. Roberts divided seeds into two storage categories. Orthodox seeds, which include most crops and many wild species, tolerate drying to low moisture content and live longer the drier and colder they are kept. Recalcitrant seeds, typical of large-seeded tropical trees such as mango, cocoa and avocado and of temperate oaks and horse chestnut, are shed moist and die if dried below a fairly high moisture content, so they cannot be stored conventionally; conserving them needs living collections or cryopreservation of excised embryos. An intermediate category, recognised later, tolerates partial drying but is damaged by cold when dry; coffee and many citrus seeds belong here.",
            "For orthodox seeds, James Harrington proposed two rules of thumb: within the practical range, each 1 percentage point decrease in seed moisture content doubles storage life, and each 5 °C decrease in temperature doubles it too. Ellis and Roberts later expressed the relationship quantitatively in the seed viability equation, v = Ki − p/σ, where v is viability in probits after p days, Ki is the seed lot's initial viability in probits, and σ, the time for viability to fall by one probit, depends on moisture content and temperature through species constants. The equation explains why two seed lots stored identically can differ: a lot that starts at 99 % viability survives far longer above a given threshold than one starting at 90 %.",
            "Gene banks apply these principles. The FAO genebank standards of 2014 recommend drying orthodox seeds in equilibrium with 10-25 % relative humidity at 5-20 °C and storing them in sealed containers at about −18 °C for long-term collections. The Millennium Seed Bank at Wakehurst, run by the Royal Botanic Gardens, Kew, dries seeds at 15 % relative humidity and 15 °C before storage at −20 °C. Viability is monitored by germination tests at intervals, and a collection is regenerated when viability falls to about 85 % of its initial value.",
          ),
        },
      },
    ],
  },
];
