/** Forty-second held-out evaluation courses, intermediate level (Moche history to railway electrification); see ai-courses-heldout42.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT42_B: EvalCourse[] = [
  {
    slug: "moche-north-coast-peru-archaeology",
    discipline: "Moche history",
    title: "The Moche of Peru's North Coast, AD 100–800",
    description:
      "On Peru's desert north coast the Moche built irrigated valley states, adobe pyramids and an art of painted and modelled ceramics; second-year students read the archaeology of the Huacas de Moche, the royal tombs of Sipán, the Sacrifice Ceremony, and the El Niño crises of the sixth century.",
    level: "intermediate",
    duration: "one term (10 weeks, 2 lectures and a seminar a week)",
    plantedGap: "El Niño",
    modules: [
      {
        title: "The Huacas de Moche",
        description:
          "Two great adobe platforms near modern Trujillo anchor our study of Moche cities, labour and religion.",
        lesson: {
          title: "Huaca del Sol, Huaca de la Luna and the town between",
          html: p(
            "The Moche, or Mochica, culture flourished in the river valleys of Peru's north coast between roughly AD 100 and 800. Its name comes from the Moche valley near modern Trujillo, where the largest Moche monuments stand: two huge terraced platforms of sun-dried mud brick, known since colonial times as the Huaca del Sol and the Huaca de la Luna, separated by about 500 metres of plain.",
            "The Huaca del Sol was the largest adobe structure ever built in the Americas, with estimates of well over 100 million bricks. Many bricks carry simple impressed marks, and the archaeologists Michael Moseley and Charles Hastings argued in the 1970s that these were makers' marks: different communities owed labour to the state and marked their quotas, and the platform was built in segments as a form of labour tax. Much of the Huaca del Sol is lost, because in 1602 Spanish treasure hunters diverted the Moche river against it to wash out buried riches.",
            "The Huaca de la Luna, built against the slope of Cerro Blanco, has been excavated since 1991 by the Proyecto Huacas del Sol y de la Luna under Santiago Uceda and Ricardo Morales. It proved to be a sequence of superimposed temples: every so often the old building was filled in and a larger one built over it, sealing earlier painted walls. Its polychrome reliefs show a fanged deity face, often called the Decapitator or Ai Apaec, together with processions of warriors and captives.",
            "Between the two huacas lay an urban zone of adobe compounds, streets, workshops and storerooms. Excavations there recovered evidence for ceramic production, metalworking and the brewing of maize beer, <i>chicha</i>, and a population of craft specialists and elites who served the temples. Together the three elements, a political platform, a temple and a town, are the best evidence that the southern Moche valleys were governed as a centralised state rather than as loosely allied chiefdoms.",
          ),
        },
      },
      {
        title: "The Royal Tombs of Sipán",
        description:
          "Learners follow the 1987 excavation that recovered the first intact Moche royal burial and examine what its goods reveal about rulers and ritual.",
        lesson: {
          title: "The Lord of Sipán and his successors",
          html:
            p(
              "In February 1987 police in the Lambayeque valley, some 700 km north of Lima, recovered gold objects from looters who had tunnelled into Huaca Rajada, a pair of eroded adobe pyramids near the village of Sipán. The Peruvian archaeologist Walter Alva, then director of the Brüning Museum, took over the site and over the following months excavated an untouched burial that transformed Moche studies. Tomb 1, the burial of the man now called the Lord of Sipán, lay in a plank-roofed chamber within the platform. The principal, a man of about 35 to 45, lay in a wooden coffin with layers of regalia:",
            ) +
            "<ul><li>gold and silver ear ornaments inlaid with turquoise, one showing a miniature warrior;</li><li>necklaces of gold and silver peanut-shaped beads, gold on his right side and silver on his left;</li><li>crescent-shaped headdress ornaments, sceptres and a gold backflap;</li><li>hundreds of ceramic vessels placed around the chamber.</li></ul>" +
            p(
              "Around him were the bodies of several other people, including adult women, men who may have been a warrior and a guard, a child and a dog. A man in a niche above the chamber had his feet removed. The arrangement strongly suggests retainers accompanying the ruler. Later excavations at the site uncovered further elite burials, including the Old Lord of Sipán, several generations earlier, and a tomb Alva identified as a priest.",
              "The significance of Sipán lies as much in context as in treasure. Because the tombs were intact, the position of every object could be recorded, and the regalia could be compared with figures painted on Moche ceramics. The finds are displayed in the Museo Tumbas Reales de Sipán, opened in Lambayeque in 2002 and designed in the form of a truncated pyramid.",
            ),
        },
      },
      {
        title: "Reading the Sacrifice Ceremony",
        description:
          "How did an iconographic theme painted on pots turn out to record a real ritual? This module traces the argument from fine-line drawings to excavated tombs.",
        lesson: {
          title: "From fine-line painting to archaeology",
          html: p(
            "Moche potters produced stirrup-spout bottles, vessels with a hollow arched handle and single spout, decorated either as modelled sculptures or with fine-line paintings in red on a cream slip. Because the Moche left no writing, these images are the richest source for their ideas, and the iconographer Christopher Donnan of the University of California, Los Angeles, built an archive of photographs of many thousands of vessels in order to identify recurrent themes.",
            "One theme, which Donnan called the Sacrifice Ceremony and others have called the Presentation Theme, shows bound prisoners whose throats are cut, and their blood collected in goblets that are passed to a hierarchy of richly dressed figures. Donnan distinguished several participants by their costume: Figure A, the Warrior Priest, with a crescent headdress and rayed backflap, who receives the goblet; Figure B, the Bird Priest; Figure C, the Priestess, with a long dress and tasselled headdress; and other attendants. Because the scene recurs with the same costumes on vessels from different valleys, it was long debated whether it depicted myth or a real rite.",
            "Excavation settled much of the debate. The Lord of Sipán was buried with a crescent headdress, a rayed backflap and a goblet, matching Figure A. At San José de Moro in the Jequetepeque valley, Donnan and Luis Jaime Castillo in 1991 excavated the graves of women with the tasselled headdress and goblet of Figure C, and later work there found further Priestess burials. At the Huaca de la Luna, Steve Bourget excavated a plaza containing the skeletons of dozens of young men with cut marks on their neck vertebrae, fractures and signs of dismemberment, consistent with the fate of prisoners in the paintings.",
            "The conclusion most scholars now draw is that the ceremony was really performed, that titles such as Warrior Priest were offices held by successive individuals, and that Moche rulers legitimised themselves by acting out roles in a shared religious drama. The approach is a model for combining iconography and excavation in non-literate societies.",
          ),
        },
      },
    ],
  },
  {
    slug: "lactation-consulting-early-weeks",
    discipline: "Lactation consulting",
    title: "Lactation Support in the Early Weeks",
    description:
      "Breastfeeding problems are most common in the first fortnight after birth, and this module for midwives, health visitors and trainee lactation consultants works through the physiology of milk production, assessment of latch and positioning, low milk supply, and tongue-tie.",
    level: "intermediate",
    duration: "8 weeks part-time (blended, with 2 clinical observation days)",
    plantedGap: "tongue-tie",
    modules: [
      {
        title: "How Milk Is Made",
        description:
          "The physiology of lactation, from hormonal switches at birth to the local controls that match supply to a baby's demand.",
        lesson: {
          title: "Secretory activation and the control of supply",
          html: p(
            "The breast prepares for lactation during pregnancy. From about mid-pregnancy the alveolar cells differentiate and begin to make small amounts of colostrum, a stage called secretory differentiation or lactogenesis I. Copious milk production is held back, however, by the high levels of progesterone produced by the placenta. When the placenta is delivered, progesterone falls sharply while prolactin remains high, and this withdrawal triggers secretory activation, or lactogenesis II. Mothers usually notice it 30 to 72 hours after birth as breast fullness and a rise in milk volume, the familiar 'milk coming in'.",
            "Secretory activation can be delayed beyond 72 hours. Recognised risk factors include retained placental fragments, which keep progesterone high; poorly controlled diabetes; maternal obesity; prolonged or stressful labour; caesarean birth; and significant postpartum haemorrhage. Recognising these in advance allows staff to watch the baby's intake more closely.",
            "Two pituitary hormones act throughout lactation. Prolactin, from the anterior pituitary, stimulates milk synthesis and is released in surges when the nipple is stimulated; its levels are highest at night. Oxytocin, from the posterior pituitary, contracts the myoepithelial cells around the alveoli and produces the milk ejection or 'let-down' reflex. Oxytocin release is conditioned and can be inhibited by pain, fear and embarrassment, which is one reason a calm setting helps.",
            "After the first week or two, production comes under local, autocrine control, sometimes called galactopoiesis. Milk left in the breast inhibits further synthesis, an effect attributed to a whey protein described as the feedback inhibitor of lactation, while frequent, effective removal keeps synthesis high. Supply therefore follows demand breast by breast. Work by Peter Hartmann's group in Perth showed that mothers differ in breast storage capacity, so one mother may need more frequent feeds than another to produce the same daily volume. Intake rises from a few millilitres per feed on the first day to roughly 750 to 800 ml a day for an exclusively breastfed baby between one and six months.",
          ),
        },
      },
      {
        title: "Assessing Latch and Position",
        description:
          "Practitioners learn to observe a whole feed systematically and to record what they see with a validated tool.",
        lesson: {
          title: "Observing a feed",
          html:
            p(
              "Most early breastfeeding difficulties, including sore nipples and poor milk transfer, come from the way the baby is attached. Assessment therefore begins by watching a whole feed, ideally from the moment the baby shows feeding cues, such as rooting and hand-to-mouth movements, rather than after crying has begun. The mother may use any position that suits her, whether cradle, cross-cradle, underarm (rugby) hold, side-lying or the semi-reclined laid-back position described by Suzanne Colson as biological nurturing. Whatever the position, the same principles apply: the baby's head and body are in line, the baby is held close, and the nose starts opposite the nipple so that the head tilts back slightly as the mouth opens wide and the chin leads onto the breast.",
              "Signs of effective attachment include:",
            ) +
            "<ul><li>a wide-open mouth, with lips turned outward and the chin pressed into the breast;</li><li>more areola visible above the top lip than below the bottom lip, if any is visible;</li><li>full, rounded cheeks without dimpling;</li><li>a change from rapid sucks to slower, deep sucks with pauses and audible swallows once milk flows;</li><li>no pain after the first few sucks, and a nipple that comes out rounded, not flattened or wedge-shaped.</li></ul>" +
            p(
              "A validated scoring tool helps record observations consistently. The LATCH tool, published by Jensen, Wallace and Kelsay in 1994, scores five items from 0 to 2: Latch, Audible swallowing, Type of nipple, Comfort of breast and nipple, and Hold (how much help is needed with positioning). A total of 10 is ideal; a low score, or a score that fails to improve over successive feeds, prompts more intensive support. Observation must be paired with the baby's output and weight, because a feed can look good and still transfer little milk. In the first week, a baby who by day five has at least six heavy wet nappies and two or more yellow stools in 24 hours is usually feeding well.",
            ),
        },
      },
      {
        title: "Low Milk Supply",
        description:
          "When a baby is not getting enough, practitioners must separate perceived from true low supply, find the cause and protect the baby while it is corrected.",
        lesson: {
          title: "Recognising, explaining and managing low supply",
          html: p(
            "Many mothers stop breastfeeding because they believe they have too little milk, yet in most cases the supply is adequate and the worry comes from normal behaviour such as cluster feeding in the evening or softer breasts after the first weeks. Perceived low supply is addressed with information and reassurance. True low supply is diagnosed from the baby, not the breast: poor weight gain, few wet or dirty nappies and, in the first days, excessive weight loss. Most term babies lose some weight after birth and regain birth weight by about two weeks. A loss of 10 per cent or more triggers a full feeding assessment under UK guidance. For example, a baby born at 3.50 kg who weighs 3.12 kg on day four has lost 0.38 kg, or 10.9 per cent.",
            "Causes fall into three groups. Milk removal problems are the commonest: infrequent or short feeds, scheduled feeding, a sleepy or ill baby, or ineffective attachment. Maternal glandular causes include insufficient glandular tissue, which may be suggested by widely spaced, tubular breasts with little change in pregnancy, and previous breast surgery that cut ducts or nerves. Hormonal causes include retained placenta, hypothyroidism, polycystic ovary syndrome, and medicines such as oestrogen-containing contraceptives and pseudoephedrine.",
            "Management has two aims at once: feed the baby and build the supply. The baby should receive enough milk, first the mother's own expressed milk, then pasteurised donor milk where available, then formula, given by cup, syringe or an at-breast supplementer to avoid undermining feeding at the breast. To increase production, milk must be removed more often and more completely: eight to twelve feeds in 24 hours, breast compression during feeds, switching sides when swallowing slows, and expressing after feeds, combining hand expression with pumping. Test weighing on scales accurate to 2 g, where 1 g of weight gain represents about 1 ml of milk, can measure a feed's volume. Medicines used as galactagogues, chiefly domperidone, are prescribed off-label and only after the removal plan has been optimised, because of their cardiac risks.",
          ),
        },
      },
    ],
  },
  {
    slug: "data-engineering-pipelines-and-warehouses",
    discipline: "Data engineering",
    title: "Data Pipelines and Analytical Warehouses",
    description:
      "Pipelines that carry data from operational systems to analysts are the subject of this third-year computing module: batch and streaming ingestion, dimensional modelling with star schemas, orchestration of workflows as DAGs, and data quality testing.",
    level: "intermediate",
    duration: "one semester (12 weeks, lecture plus lab)",
    plantedGap: "data quality",
    modules: [
      {
        title: "Batch and Streaming Ingestion",
        description:
          "We compare moving data in scheduled loads with moving it continuously as events, and the cost of each choice.",
        lesson: {
          title: "Latency, logs and change data capture",
          html: p(
            "Ingestion is the first stage of any pipeline: getting data out of source systems, such as application databases, SaaS tools and log files, and into a platform where it can be analysed. There are two broad styles. Batch ingestion moves data in scheduled chunks, for example extracting yesterday's orders every night at 02:00. It is simple, cheap and easy to rerun, but the data is only as fresh as the last run. Streaming ingestion moves each event as it happens, typically through a distributed log such as Apache Kafka, and can deliver data to consumers within seconds, at the cost of more moving parts to operate.",
            "Kafka organises events into topics, each split into partitions. A partition is an append-only, ordered log; every record has an offset, its position in that log, and consumers track the offset they have reached. Ordering is guaranteed only within a partition, so records that must stay in order, such as all the events for one customer, are given the same key, which routes them to the same partition. Consumers in a consumer group share the partitions of a topic, which is how reading scales out.",
            "A common way to feed such a log from a relational database is change data capture (CDC). Rather than repeatedly querying tables for changed rows, which misses deletes and burdens the source, a CDC tool such as Debezium reads the database's own transaction log, the write-ahead log in PostgreSQL or the binlog in MySQL, and publishes every insert, update and delete as an event. The analytical side can then rebuild an up-to-date copy of each table, or keep the full history of changes.",
            "Streaming raises questions that batch hides. Events may arrive late or out of order, so stream processors such as Apache Flink distinguish event time, when something happened, from processing time, when the system saw it, and use watermarks to decide when a time window can be closed. Failures can cause records to be delivered twice, so sinks must either deduplicate or be written idempotently. Jay Kreps's 2014 'Kappa architecture' argued for handling everything as streams and reprocessing by replaying the log, in contrast to the earlier 'Lambda architecture' that ran separate batch and speed layers.",
          ),
        },
      },
      {
        title: "Dimensional Modelling",
        description:
          "Students design star schemas following Ralph Kimball's method, including how to keep the history of changing attributes.",
        lesson: {
          title: "Facts, dimensions and slowly changing attributes",
          html:
            p(
              "Dimensional modelling, popularised by Ralph Kimball in <i>The Data Warehouse Toolkit</i> (1996), organises analytical data so that business users can query it easily and databases can aggregate it quickly. Its basic structure is the star schema: a central fact table recording measurements of a business process, surrounded by dimension tables describing the who, what, where and when of each measurement. Kimball's design method has four steps: select the business process, declare the grain, identify the dimensions and identify the facts.",
              "The grain, the exact meaning of one row in the fact table, is the decision everything else depends on. For retail sales it might be 'one line on one till receipt'. At that grain the dimensions are date, store, product, customer and promotion, and the facts are quantity sold, sales amount and discount. Facts are classified by how they can be summed. Sales amount is additive across all dimensions; an account balance is semi-additive, meaningful summed across accounts but not across dates; a unit price or a ratio is non-additive and must be recomputed from its components.",
              "Dimensions carry descriptive attributes that change over time, and the designer must choose how to handle each change. Kimball's slowly changing dimension (SCD) types name the options:",
            ) +
            "<table><tr><th>Type</th><th>Technique</th><th>Effect</th></tr><tr><td>Type 0</td><td>never change the attribute</td><td>keeps the original value, e.g. date of first purchase</td></tr><tr><td>Type 1</td><td>overwrite in place</td><td>history is lost; old facts report the new value</td></tr><tr><td>Type 2</td><td>insert a new row with a new surrogate key, valid-from and valid-to dates and a current flag</td><td>full history; each fact joins to the version current when it occurred</td></tr><tr><td>Type 3</td><td>add a 'previous value' column</td><td>one level of history only</td></tr></table>" +
            p(
              "Type 2 is why dimensions use surrogate keys, meaningless integers generated by the warehouse, rather than the source system's customer number: one customer who moves from Leeds to Bristol has two dimension rows, and sales before the move still count towards Leeds.",
            ),
        },
      },
      {
        title: "Orchestrating Workflows",
        description:
          "Why must a pipeline task be safe to run twice? This module uses Apache Airflow to show how dependencies, schedules, retries and backfills work.",
        lesson: {
          title: "DAGs, idempotency and backfills",
          html: p(
            "A real pipeline is many steps: extract from several sources, load to a staging area, transform into dimensions and facts, then refresh reports. An orchestrator runs these steps in the right order, on schedule, and deals with failure. Most orchestrators, including Apache Airflow, begun at Airbnb by Maxime Beauchemin in 2014, describe a workflow as a directed acyclic graph (DAG): nodes are tasks, edges are dependencies, and the absence of cycles guarantees there is an order in which every task can run after the tasks it depends on.",
            "In Airflow a DAG is defined in Python code. Each task is an instance of an operator, such as a SQL operator or a Python function, and dependencies are declared with the <code>&gt;&gt;</code> operator: <code>extract &gt;&gt; load &gt;&gt; transform</code>. The scheduler creates a DAG run for each schedule interval. An important subtlety is that a daily run covering 26 November is normally started after that interval ends, early on 27 November, and receives the interval's start as its logical date, so tasks know which slice of data they are responsible for.",
            "Failures are inevitable: source APIs time out, warehouses are busy, files arrive late. Tasks are given retries with delays, and sensors can wait for a file or partition to appear. Retries are only safe if tasks are idempotent, meaning that running a task twice for the same interval leaves the same result as running it once. The usual technique is to make each run overwrite exactly its own partition, for example deleting and reloading the rows for 26 November inside one transaction, or using a MERGE keyed on a natural identifier, rather than blindly appending rows.",
            "Idempotent, interval-based tasks also make backfills possible. When a transformation is corrected, or a new pipeline must be populated with history, the orchestrator can create runs for every past interval, say each day of 2025, and execute them, in parallel where dependencies allow. Without idempotency the same backfill would double-count data that had already been loaded, a silent error that is far more dangerous than a failed run.",
          ),
        },
      },
    ],
  },
  {
    slug: "wine-trade-shipping-duty-and-pricing",
    discipline: "Wine trade",
    title: "The Wine Trade: From Cellar Door to Shelf",
    description:
      "Between a grower's cellar and a customer's basket, a bottle of wine passes through négociants, shippers, importers and retailers, and this course for trade professionals follows it through Incoterms and shipping, excise duty and bonded warehousing, price building, and en primeur campaigns.",
    level: "intermediate",
    duration: "6 weeks (evening classes, with a tasting at each session)",
    plantedGap: "en primeur",
    modules: [
      {
        title: "Incoterms and Moving Wine",
        description:
          "Buyers and sellers must agree who pays for transport and who bears the risk at each stage; this module explains how.",
        lesson: {
          title: "Who pays, who carries the risk",
          html:
            p(
              "International wine contracts name an Incoterm, one of eleven standard trade terms published by the International Chamber of Commerce, currently in their 2020 edition. Each term fixes three things: where the seller delivers the goods, where risk of loss passes to the buyer, and who pays which costs. Getting the term wrong can leave a buyer paying for freight they thought was included, or uninsured for a container lost at sea.",
            ) +
            "<table><tr><th>Term</th><th>Seller's obligation</th><th>Risk passes</th></tr><tr><td>EXW (Ex Works)</td><td>make wine available at the cellar</td><td>at the cellar door</td></tr><tr><td>FCA (Free Carrier)</td><td>hand over to the buyer's carrier, export-cleared</td><td>on handover</td></tr><tr><td>FOB (Free On Board)</td><td>load onto the vessel at the named port (sea only)</td><td>once on board</td></tr><tr><td>CIF (Cost, Insurance and Freight)</td><td>pay sea freight and minimum insurance to the destination port (sea only)</td><td>once on board, although the seller pays carriage</td></tr><tr><td>DAP (Delivered At Place)</td><td>deliver to a named place, not unloaded or import-cleared</td><td>at the destination</td></tr><tr><td>DDP (Delivered Duty Paid)</td><td>deliver import-cleared with duties paid</td><td>at the destination</td></tr></table>" +
            p(
              "Much European wine traded into the UK moves Ex Works or FCA, with the importer appointing a consolidator who collects from several producers and groups the pallets into one trailer or container. Long-haul wine from Australia, Chile or South Africa usually travels in 20-foot or 40-foot containers; a 20-foot box holds roughly 1,000 to 1,300 twelve-bottle cases depending on whether it is palletised. Wine is damaged by heat, so containers crossing the tropics should be refrigerated ('reefer') or lined with thermal blankets, and sailing dates in summer need care. Large volumes of everyday wine now travel in bulk, in a single-use flexitank of about 24,000 litres inside a standard container, and are bottled in the destination country, which cuts freight per litre and the carbon cost of shipping glass.",
            ),
        },
      },
      {
        title: "Excise Duty and Bonded Warehouses",
        description:
          "Learners see how UK alcohol duty is calculated, when it falls due, and how bonded warehouses let the trade defer it.",
        lesson: {
          title: "Duty points and duty suspension",
          html: p(
            "Alcohol duty is an excise tax charged on alcoholic drinks when they are released for consumption in the UK. Since the reform that took effect on 1 August 2023, all drinks are taxed according to their alcoholic strength, expressed as a rate per litre of pure alcohol, in bands. Still wine between 8.5 and 22 per cent alcohol by volume was charged at £28.50 per litre of pure alcohol at the August 2023 rate, and rates are revised in most Budgets, so current figures must always be checked with HM Revenue and Customs. The duty on a single bottle follows directly from its volume and strength. A 75 cl bottle at 13.5 per cent contains 0.75 × 0.135 = 0.101 litres of pure alcohol, so at £28.50 the duty is about £2.89. The same bottle at 12 per cent carries about £2.57. Value added tax at 20 per cent is then charged on the duty-inclusive price.",
            "Duty need not be paid when wine enters the country. An excise warehouse, or bonded warehouse, approved by HMRC, can receive and store wine under duty suspension: the wine is 'in bond'. Duty becomes payable at the duty point, the moment the wine leaves the warehouse for the UK market, and the warehousekeeper accounts for it in a monthly return. Wine can also leave the warehouse duty-free for export, or move under duty suspension to another bonded warehouse.",
            "Bonding is commercially important for three reasons. It improves cash flow, since an importer with a year's stock pays duty only as each consignment is sold. It allows fine wine to be bought, stored and resold between collectors and merchants entirely in bond, with duty paid only by the final buyer who takes delivery, or never, if the wine is exported. And it protects buyers against paying duty on wine that turns out to be faulty and is returned or destroyed under supervision.",
            "Businesses that sell alcohol wholesale in the UK must also be approved under the Alcohol Wholesaler Registration Scheme, and retailers should check their suppliers' registration numbers; buying from an unregistered wholesaler is an offence.",
          ),
        },
      },
      {
        title: "Building a Shelf Price",
        description:
          "Working through a real costing shows why the price on the shelf is often three or four times what the grower receives.",
        lesson: {
          title: "From ex-cellar price to retail price",
          html:
            p(
              "Wine professionals construct prices by building up costs and margins from the producer's ex-cellar price. Each party in the chain adds its own costs and a margin, and fixed costs such as duty and freight fall hardest on inexpensive wine. The example below follows a French red bought Ex Works at €5.00 a bottle, 13.5 per cent alcohol, imported to the UK and sold by an independent wine shop, with an exchange rate of about €1.16 to the pound.",
            ) +
            "<table><tr><th>Step</th><th>Per bottle</th></tr><tr><td>Ex-cellar price (€5.00)</td><td>£4.31</td></tr><tr><td>Freight, insurance and clearance</td><td>£0.40</td></tr><tr><td>Alcohol duty at £28.50 per litre of pure alcohol</td><td>£2.89</td></tr><tr><td>Landed, duty-paid cost</td><td>£7.60</td></tr><tr><td>Importer's price at 28% gross margin (7.60 ÷ 0.72)</td><td>£10.56</td></tr><tr><td>Retail price before VAT at 33% margin (10.56 ÷ 0.67)</td><td>£15.76</td></tr><tr><td>Retail price with 20% VAT</td><td>£18.91</td></tr></table>" +
            p(
              "Two points of method matter. Margins in the trade are normally quoted on the selling price, not as a mark-up on cost, so a 28 per cent margin means dividing the cost by 0.72, not multiplying it by 1.28; the difference at each step compounds through the chain. And the final figure is adjusted to a price point such as £18.99 or £17.99, with the retailer accepting a slightly lower margin to reach a more persuasive number.",
              "The table also shows why fixed costs shape the market. At £18.91 the producer receives less than a quarter of the retail price, while duty and VAT together take over a quarter. On a wine sold for £7, the share left for the producer after duty, VAT, freight and two margins is tiny, which is why growers and importers work to trade customers up the price ladder.",
            ),
        },
      },
    ],
  },
  {
    slug: "railway-electrification-supply-and-overhead-line",
    discipline: "Railway electrification",
    title: "Railway Electrification: Supply Systems and Overhead Line",
    description:
      "Why most new main lines are electrified at 25 kV AC, and how the power reaches the train, are the two questions of this module for engineering undergraduates, which studies traction supply systems, overhead contact line design and tensioning, feeder stations and neutral sections, and electromagnetic compatibility between traction and signalling.",
    level: "intermediate",
    duration: "one semester (10 credits)",
    plantedGap: "electromagnetic compatibility",
    modules: [
      {
        title: "Traction Supply Systems Compared",
        description:
          "A short history and some arithmetic explain why several electrification systems coexist and which one is chosen for new lines.",
        lesson: {
          title: "DC, low-frequency AC and 25 kV at 50 Hz",
          html:
            p(
              "Early electric railways used direct current because DC series motors gave excellent starting torque and were easy to control with resistors. The penalty is low voltage: insulation on the train and at the contact rail limits DC systems to a few kilovolts, so currents are large and substations must be close together. Countries that electrified main lines early therefore adopted the highest practical DC voltages, or, like Germany, Austria, Switzerland, Sweden and Norway, single-phase AC at 15 kV and the reduced frequency of 16.7 Hz, which early commutator motors tolerated.",
              "After trials on the line between Aix-les-Bains and La Roche-sur-Foron in 1951, French engineers showed that trains could take single-phase AC at 25 kV directly at the public grid frequency of 50 Hz, using an on-board transformer and rectifiers. Because it needs no special power stations or frequency converters, and because high voltage allows widely spaced substations, 25 kV 50 Hz became the standard for new main-line electrification, adopted by British Railways in 1956 for the electrification promised in its 1955 Modernisation Plan and now used across much of the world.",
            ) +
            "<table><tr><th>System</th><th>Typical use</th></tr><tr><td>750 V DC third rail</td><td>southern England, many metros</td></tr><tr><td>1.5 kV DC overhead</td><td>Netherlands, southern France, Japan's conventional lines</td></tr><tr><td>3 kV DC overhead</td><td>Italy, Poland, Belgium, Spain's conventional lines</td></tr><tr><td>15 kV 16.7 Hz AC</td><td>Germany, Austria, Switzerland, Sweden, Norway</td></tr><tr><td>25 kV 50 Hz AC</td><td>UK main lines, France's high-speed lines, India, China</td></tr></table>" +
            p(
              "A worked example shows the advantage of high voltage. A train drawing 5 MW takes a current of 5,000,000 ÷ 25,000 = 200 A at 25 kV, but 5,000,000 ÷ 750 ≈ 6,670 A from a 750 V third rail. Resistive loss in the conductors is I²R, so for the same conductor resistance the loss is (6,670 ÷ 200)², about 1,100 times higher at 750 V. In practice this is why third-rail substations are spaced every few kilometres, whereas 25 kV feeder stations may be 40 to 60 km apart.",
            ),
        },
      },
      {
        title: "Overhead Contact Line Design",
        description:
          "This module explains the parts of a catenary, why its wires must be held at constant tension, and how tension limits train speed.",
        lesson: {
          title: "Wires, stagger and tension",
          html: p(
            "The overhead contact line, usually called the catenary or OLE (overhead line equipment), must present a smooth, level wire to the pantograph at line speed. A simple catenary has a grooved contact wire, of hard-drawn copper or a copper alloy such as copper-silver or copper-magnesium, typically 100 to 150 mm² in cross-section, hung by vertical droppers from a catenary or messenger wire that sags between supports. Dropper lengths are calculated so that the contact wire stays nearly level despite the sag of the messenger. Registration arms at each support hold the contact wire sideways in a zig-zag, the stagger, of about ±200 to 300 mm, so that the wire sweeps across the carbon strip of the pantograph and does not wear a groove in one place.",
            "Conductors expand with temperature. Copper's coefficient of expansion is about 17 × 10⁻⁶ per kelvin, so a tension length of 1,500 m experiencing a 60 K range between winter night and summer sun changes length by 1,500 × 17 × 10⁻⁶ × 60 ≈ 1.5 m. If the wire were fixed at both ends, it would sag in summer and tighten dangerously in winter. Modern lines are therefore auto-tensioned: each end of a tension length is anchored through a pulley wheel or spring device with a weight stack that keeps the tension constant, while a midpoint anchor stops the whole length creeping in one direction. Overlapping spans at the ends of tension lengths let the pantograph pass from one wire to the next without a jolt.",
            "Tension sets the maximum speed. A pantograph pressing on the wire launches a transverse wave that travels at c = √(T/m), where T is the tension and m the mass per metre. For a 120 mm² copper contact wire, m ≈ 1.07 kg/m; at 20 kN, c = √(20,000 ÷ 1.07) ≈ 137 m/s, or about 490 km/h. As the train approaches this speed the wire's uplift grows and contact becomes unstable, so designers keep the operating speed below about 70 per cent of the wave speed, here roughly 340 km/h. Lines for higher speeds use heavier tensions, sometimes above 30 kN, and stronger alloys.",
          ),
        },
      },
      {
        title: "Feeder Stations and Neutral Sections",
        description:
          "Students follow the power from the national grid to the contact wire and see why trains must coast through dead sections.",
        lesson: {
          title: "Single-phase load on a three-phase grid",
          html: p(
            "A 25 kV railway is fed from the high-voltage transmission network through feeder stations, where transformers take two of the three phases of the grid supply, typically at 132 kV, 275 kV or 400 kV in Britain, and step them down to 25 kV single-phase. A heavy single-phase load on a three-phase network causes unbalance: the three phase currents are unequal, which produces negative-sequence voltages that heat generators and motors on the grid. Grid operators therefore set limits on unbalance, and the railway responds by connecting successive feeder stations across different pairs of phases, so that the load is shared out, and by connecting to the strongest, highest-voltage points of the grid.",
            "Because adjacent feeder stations supply different phases, their sections of contact line are at voltages with different phase angles and must never be connected. They are separated by a neutral section: a short length of wire, insulated at both ends, that is normally dead. A train must pass through with its main circuit breaker open, drawing no current, or an arc would bridge the two phases through the pantograph. On British lines this is done automatically by the automatic power control (APC) system, in which permanent magnets between the rails trip the train's breaker before the section and reclose it afterwards. Further neutral sections are placed at mid-point track sectioning locations, where supply from two feeder stations meets, so that either feeder can be isolated for maintenance and its neighbour can extend supply to the section in an emergency.",
            "Many newer lines use an autotransformer system, sometimes called 2 × 25 kV. An additional feeder conductor along the route is held at 25 kV in antiphase to the contact wire, giving 50 kV between them, and autotransformers every 8 to 15 km connect contact wire, feeder and rail. Power is carried most of the way at the higher voltage, reducing voltage drop and allowing feeder stations to be spaced even further apart. High-speed lines such as High Speed 1 in Kent use this arrangement.",
          ),
        },
      },
    ],
  },
];
