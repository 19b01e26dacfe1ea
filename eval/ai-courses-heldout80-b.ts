/** Eightieth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout80.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT80_B: EvalCourse[] = [
  {
    slug: "tea-cultivation-establishment-to-harvest",
    discipline: "Tea cultivation",
    title: "Tea Cultivation: Establishment to Harvest",
    description:
      "Camellia sinensis is a perennial crop, plucked for fifty years or more from the same bushes, so decisions taken at planting shape yields for decades. The course follows the crop from site selection and clonal propagation through bringing young bushes into bearing, plucking standards, pruning cycles and shade management.",
    level: "intermediate",
    duration: "one semester (two lectures and one field or laboratory practical a week)",
    plantedGap: "shade management",
    modules: [
      {
        title: "Climate, Soil and Site",
        description: "Matching the two main varieties of the tea plant to rainfall, temperature, altitude and soil.",
        lesson: {
          title: "Where Tea Grows Well",
          html: p(
            "Two varieties of Camellia sinensis dominate commercial production. Var. sinensis, the China type, has small, leathery leaves, tolerates cold and even light frost, and grows as a multi-stemmed shrub; it suits green teas and cool, high sites. Var. assamica, the Assam type, has larger, thinner leaves, grows into a tree of 10–15 m if left unpruned, needs warmth and humidity, and yields more; it dominates black tea production in north-east India, Sri Lanka and East Africa. Most modern plantings are clones selected from hybrid populations of the two.",
            "Tea needs an annual rainfall of at least about 1,200 mm, well distributed through the year: dry seasons of more than two or three months without irrigation cause severe yield losses and can kill young plants. Shoot growth slows sharply when mean air temperature falls below about 13 °C and is checked again by hot, dry conditions above about 30 °C. Altitude moderates temperature by roughly 0.6 °C per 100 m, which is why the Kenyan highlands, on the equator at 1,500–2,700 m, produce tea all year, while seasonal growth at higher latitudes gives distinct harvests, such as the first and second flushes of Darjeeling.",
            "Soil requirements are specific. Tea is a calcifuge, growing best at a soil pH of about 4.5–5.5; above about pH 6 growth declines sharply. It is adapted to acid soils in which aluminium is soluble, accumulating aluminium in its older leaves without harm and, at moderate levels, growing better with it. Soils must be deep and freely drained, since waterlogging kills roots within days; a rooting depth of at least a metre is desirable.",
            "On sloping land, which is where much of the world's tea is grown, planting follows the contours, and terraces, contour drains and silt pits control erosion. Land is usually cleared of old tree roots before planting, because they harbour root pathogens such as Armillaria.",
            "Nitrogen is the nutrient that most limits yield, because every plucking round removes nitrogen-rich young shoots. Compound fertilisers high in nitrogen, such as the NPK 25:5:5 grades used in Kenya, are applied in split doses. Ammonium-based sources are preferred partly because they help keep the soil acid.",
          ),
        },
      },
      {
        title: "Propagation and Young Tea",
        description: "Raising clonal plants from single-node cuttings and training them into a productive frame.",
        lesson: {
          title: "From Cutting to Plucking Table",
          html: p(
            "Modern tea is planted as clones rather than seedlings. Tea is cross-pollinated, so seedling populations are highly variable, with some bushes yielding several times as much as their neighbours; a clone reproduces the selected mother bush exactly. National research institutes release clones selected for yield, quality, drought tolerance or pest resistance, such as the TRFK series in Kenya and the TRI series in Sri Lanka.",
            "The standard method is the single-node cutting: a piece of stem about 3–4 cm long carrying one leaf and its axillary bud, taken from semi-hardwood shoots of mother bushes kept for the purpose. The cutting is inserted into a polythene sleeve filled with acid subsoil, chosen because it is low in weed seeds and pathogens, with the leaf just clear of the soil surface. Sleeves stand in nursery beds under low polythene tunnels that keep the humidity close to saturation while roots form, which typically takes about two to three months. Humidity is then reduced gradually to harden the plants.",
            "Plants are ready for the field at about nine to eighteen months, when they are roughly 30–45 cm tall. Spacing depends on variety, slope and the harvesting method; a common pattern of 1.2 m between rows and 0.6 m within rows gives 10,000 ÷ (1.2 × 0.6) ≈ 13,900 bushes per hectare. Japanese growers, who harvest by machine, plant in continuous hedges instead.",
            "Young tea is then trained into a low, wide frame with many branches, because yield depends on the number of shoots across the harvesting surface. Three methods are used, alone or together. In centring, the main stem is cut back early to force lateral branches. In pegging, young branches are bent outwards and pegged towards the ground, which releases buds along their length. In tipping, new growth is repeatedly broken back at gradually raised heights until a flat plucking table forms, commonly at about 60 cm above the ground. A bush trained this way comes into full bearing in about four to five years.",
            "Gaps left by plants that die in the first years should be filled quickly with plants of the same clone, because later infilling rarely catches up with established neighbours.",
          ),
        },
      },
      {
        title: "Harvest and Pruning",
        description:
          "Plucking standards and rounds, the leaf-to-made-tea ratio, and the pruning cycle that keeps bushes productive.",
        lesson: {
          title: "Two Leaves and a Bud",
          html:
            p(
              "Tea is harvested by plucking young shoots from the plucking table. The standard for quality black and green teas is 'two leaves and a bud': the unopened terminal bud and the two youngest leaves beneath it. Coarser plucking, taking three leaves or older, increases the weight harvested but lowers quality, because young tissue is richer in the catechins, caffeine and oxidising enzymes that determine the character of the finished tea, and lower in fibre.",
              "A new shoot growing from the plucking table first produces scale leaves and a small 'fish leaf' (janam), then true leaves. Pluckers return to each field in a fixed round, typically every 7–10 days in the warm season in the tropics, lengthening to 14 days or more when growth slows. Rounds that are too long let shoots grow past the standard; rounds that are too short waste labour on immature shoots. Beneath the table, a layer of mature maintenance foliage about 15–20 cm deep must be left to supply the carbohydrate that drives new growth.",
              "Worked example: roughly 4–4.5 kg of fresh green leaf make 1 kg of made tea. A clonal field yielding 12,000 kg of green leaf per hectare per year therefore produces about 12,000 ÷ 4.4 ≈ 2,700 kg of made tea.",
              "Plucked continually, the table rises by several centimetres a year and the frame becomes congested and woody. Bushes are therefore pruned in a cycle, typically every three to five years, shorter at low altitudes where growth is faster. The main types are:",
            ) +
            "<ul><li>clean pruning, cutting the whole bush back, commonly to 45–65 cm, and removing all foliage;</li><li>lung pruning, in which one or a few branches are left unpruned to feed the roots while the bush recovers;</li><li>skiffing, a light cut a few centimetres above the plucking table to level it, sometimes used to extend the interval between full prunes.</li></ul>" +
            p(
              "Each new pruning cut is made slightly above the previous one, and every few cycles the bush is cut down hard to rejuvenate the frame. Because pruned fields yield little for several months, estates prune a fixed fraction of their area each year, one quarter on a four-year cycle, so that output stays level. Pruning is timed for the start of a season of good growth, and before a dry season in East Africa only if soil moisture allows recovery.",
            ),
        },
      },
    ],
  },
  {
    slug: "wood-science-structure-moisture-and-strength",
    discipline: "Wood science",
    title: "Wood Science: Structure, Moisture and Strength",
    description:
      "Anisotropic, hygroscopic and variable: wood rewards designers who understand why it behaves as it does. Second-year students in timber engineering, furniture and architecture study softwood and hardwood anatomy; moisture content and equilibrium; shrinkage and distortion; strength grading and strength classes; and fungal decay.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one three-hour laboratory a week)",
    plantedGap: "fungal decay",
    modules: [
      {
        title: "Softwoods and Hardwoods Under the Lens",
        description: "The cells that make up wood and how they explain its density, figure and mechanical behaviour.",
        lesson: {
          title: "Tracheids, Vessels and Rays",
          html: p(
            "'Softwood' and 'hardwood' are botanical, not mechanical, categories. Softwoods come from conifers, which are gymnosperms; hardwoods come from broadleaved flowering trees, which are angiosperms. Balsa is a hardwood with a density of around 160 kg/m³, while yew is a softwood almost as dense as oak.",
            "Softwood has a simple structure. Some 90–95 per cent of its volume consists of tracheids: long, narrow cells typically 2–5 mm long and a few tens of micrometres across, which both conduct water and carry load. Water passes between tracheids through bordered pits. Each growth ring contains earlywood, formed in spring, with large, thin-walled tracheids, and latewood, formed later in the season, with small, thick-walled ones. The density contrast produces the visible rings; in Douglas fir the latewood is two to three times as dense as the earlywood.",
            "Hardwoods divide the work among specialised cells. Vessels, stacked open-ended elements, conduct water and appear as pores in cross-section; fibres provide strength; parenchyma stores food. The arrangement of vessels is the key to identification with a hand lens. In ring-porous woods, such as oak, ash and elm, large earlywood vessels form a distinct band in each ring; in diffuse-porous woods, such as beech, birch, maple and poplar, vessels of similar size are scattered evenly across the ring.",
            "Rays, ribbons of parenchyma running radially from pith towards bark, occur in both groups. In oak they are unusually broad, producing the silver figure of quarter-sawn boards, and they help restrain radial shrinkage.",
            "At the level of the cell wall, wood is a fibre composite. Cellulose microfibrils, about 40–50 per cent of dry mass, are embedded in a matrix of hemicelluloses (about 20–30 per cent) and lignin (roughly 20–25 per cent in hardwoods and 25–35 per cent in softwoods). In the thick S2 layer of the secondary wall, which makes up most of the wall's thickness, the microfibrils are wound at a small angle to the cell axis, typically 10–30°. This is why wood is many times stiffer and stronger along the grain than across it: its modulus of elasticity parallel to the grain is commonly ten to twenty times that perpendicular to it.",
            "Heartwood, the inner wood that no longer conducts water, is often darker than sapwood because extractives are deposited in it as the living cells die. Sapwood is usually paler and far more permeable.",
          ),
        },
      },
      {
        title: "Moisture in Wood",
        description:
          "Measuring moisture content, predicting equilibrium with the surrounding air, and anticipating shrinkage and distortion.",
        lesson: {
          title: "Moisture Content, Equilibrium and Shrinkage",
          html: p(
            "Moisture content (MC) in wood is expressed on a dry-mass basis: MC = (wet mass − oven-dry mass) ÷ oven-dry mass × 100%. Oven-dry mass is found by drying a sample at 103 ± 2 °C until its mass stops changing. Because the denominator is the dry mass, MC can exceed 100 per cent in green wood; the sapwood of some green softwoods exceeds 150 per cent. Worked example: a sample weighs 62.5 g when cut and 50.0 g oven-dry, so MC = 12.5 ÷ 50.0 × 100 = 25%.",
            "Water in wood occupies two places. Free water fills the cell cavities; bound water is held by hydrogen bonding within the cell walls. As green wood dries, free water leaves first. The fibre saturation point (FSP), around 25–30 per cent MC for most species, is the state in which cell cavities are empty but walls are still saturated. Above FSP, drying changes mass but not dimensions or strength; below it, wood shrinks and its strength and stiffness rise.",
            "Below FSP, wood exchanges moisture with the air until it reaches its equilibrium moisture content (EMC), set mainly by relative humidity and to a lesser extent by temperature. At 20 °C and 65% relative humidity most timbers settle at about 12% MC. In a centrally heated building in winter the EMC may fall to 8% or lower; for timber outdoors but under cover in Britain it stays around 15–18%. Timber should therefore be dried to the EMC of its service environment before it is machined and installed, or it will move afterwards.",
            "Shrinkage is strongly anisotropic. From green to oven-dry, typical values are 0.1–0.3 per cent longitudinally, 3–6 per cent radially and 6–12 per cent tangentially, so tangential shrinkage is roughly twice radial shrinkage.",
            "That ratio explains distortion. A flat-sawn board, cut tangentially to the rings, shrinks more across its width than a quarter-sawn board and cups: the face that was nearer the bark becomes concave, because the longer growth rings on that side shrink more. Square sections with the rings running diagonally become diamond-shaped, and round dowels become oval. Quarter-sawn boards, with the rings at 60–90° to the face, are more stable in width and are preferred for flooring, furniture and the soundboards of musical instruments.",
          ),
        },
      },
      {
        title: "Grading Structural Timber",
        description: "Visual and machine strength grading, and the strength classes used in structural design.",
        lesson: {
          title: "From Grade to Strength Class",
          html:
            p(
              "Strength varies widely within a single species: clear specimens of the same spruce can differ in bending strength by a factor of two or more. Structural timber is therefore graded piece by piece. In Europe, graded timber is assigned to a strength class in EN 338, which gives the characteristic values that designers use with Eurocode 5. Classes are named by a letter and a number: C for coniferous species, from C14 to C50, and D for deciduous hardwoods, from D18 to D80. The number is the characteristic bending strength in N/mm². C16 and C24 are the UK's most specified softwood classes.",
              "Characteristic values of strength and density are fifth-percentile values, so 95 per cent of pieces in a C24 population exceed 24 N/mm² in bending; stiffness is given as a mean value, with a fifth-percentile value for stability checks.",
              "Visual grading applies limits to the features that most reduce strength:",
            ) +
            "<ul><li>knots, measured by the knot area ratio (KAR), the proportion of the cross-section occupied by knots over a given length, with a stricter limit for knots in the outer quarters of the section, where bending stresses are highest;</li><li>slope of grain, because strength falls steeply as the grain deviates from the axis of the piece;</li><li>fissures, wane (missing corners where the surface of the log remains), distortion such as bow, spring and twist, and rate of growth, expressed as average ring width.</li></ul>" +
            p(
              "In the UK, visual grading of softwoods follows BS 4978, with two grades, General Structural (GS) and Special Structural (SS). The grade, species and source together determine the strength class through the tables of EN 1912: imported European redwood and whitewood graded GS are assigned to C16 and graded SS to C24, while British-grown spruce reaches only C14 and C18 respectively.",
              "Machine grading is faster and usually yields more timber in the higher classes, because it measures a property closely related to strength. Most machines estimate the modulus of elasticity, by bending each piece between rollers or by striking its end and measuring the frequency f of the first longitudinal vibration mode, from which the dynamic modulus is E = ρ(2Lf)², where L is the length and ρ the density. Stiffness correlates with bending strength with a coefficient of about 0.7–0.8, better than any single visual feature, and modern machines combine it with density and knot detection.",
            ),
        },
      },
    ],
  },
  {
    slug: "trade-finance-letters-of-credit-collections-and-guarantees",
    discipline: "Trade finance",
    title: "Trade Finance: Letters of Credit, Collections and Guarantees",
    description:
      "How does an exporter in Vietnam get paid by a buyer in Poland it has never dealt with? Taught to banking and international trade students, the course examines documentary credits under UCP 600, document examination and discrepancies, documentary collections, demand guarantees and standby credits, and forfaiting.",
    level: "intermediate",
    duration: "nine weeks (a two-hour lecture and a one-hour case workshop each week)",
    plantedGap: "forfaiting",
    modules: [
      {
        title: "How a Documentary Credit Works",
        description: "The parties, their undertakings and the independence principle under UCP 600.",
        lesson: {
          title: "Parties and Promises",
          html:
            p(
              "A documentary credit, or letter of credit (LC), replaces the buyer's promise to pay with a bank's. The buyer, called the applicant, asks its bank, the issuing bank, to issue a credit in favour of the seller, the beneficiary. The issuing bank undertakes to honour, that is, to pay at sight or at a later maturity, if the beneficiary presents documents that comply with the credit's terms. Almost all LCs are issued subject to the Uniform Customs and Practice for Documentary Credits, UCP 600, published by the International Chamber of Commerce (ICC) and in force since 1 July 2007.",
              "The advising bank, in the seller's country, checks the apparent authenticity of the credit and passes it on without taking on any obligation to pay. A confirming bank adds its own undertaking to honour, separate from the issuing bank's, which protects the seller against the issuing bank's failure and against the buyer's country blocking transfers. A nominated bank is one authorised to honour or negotiate.",
              "Three principles of UCP 600 shape everything else:",
            ) +
            "<ol><li>Irrevocability: under article 3 a credit is irrevocable even if it does not say so, and under article 10 it cannot be amended or cancelled without the agreement of the issuing bank, any confirming bank and the beneficiary.</li><li>Independence: a credit is separate from the sale contract on which it may be based, and banks are not bound by that contract (article 4).</li><li>Documents, not goods: banks deal with documents and not with the goods, services or performance to which the documents relate (article 5).</li></ol>" +
            p(
              "The sequence runs as follows. The seller ships and assembles the required documents, typically a commercial invoice, a bill of lading and an insurance document, and presents them to the nominated bank. Unless the credit says otherwise, a presentation including an original transport document must be made no later than 21 calendar days after the date of shipment, and in any event before the credit expires (article 14(c)). Each bank then has a maximum of five banking days following the day of presentation to decide whether the presentation complies (article 14(b)).",
              "Independence cuts both ways: a seller who ships perfect goods but presents a defective bill of lading may be refused, while a buyer whose goods prove worthless must still reimburse a bank that paid against compliant documents.",
            ),
        },
      },
      {
        title: "Examining Documents",
        description:
          "Checking a presentation for compliance, recognising discrepancies and giving a valid refusal notice.",
        lesson: {
          title: "Discrepancies and the Refusal Notice",
          html:
            p(
              "A complying presentation is one made in accordance with the terms of the credit, the applicable articles of UCP 600 and international standard banking practice (article 2). Much of that practice is set out in the ICC's International Standard Banking Practice (ISBP) publication.",
              "Document checkers apply distinct tests. The commercial invoice must describe the goods, services or performance in terms that correspond with the description in the credit (article 18(c)). Other documents may describe the goods in general terms not conflicting with that description (article 14(e)). Data in a document, read in context with the credit, the document itself and international standard banking practice, need not be identical to data in other documents or in the credit, but must not conflict with it (article 14(d)). The standard is therefore strict, but it does not demand mirror-image copying.",
              "Common discrepancies include:",
            ) +
            "<ul><li>late presentation, more than 21 days after shipment or after the credit has expired;</li><li>a bill of lading without an on-board notation, or one bearing a clause declaring the goods or packaging defective, when article 27 requires a clean transport document;</li><li>an invoice for more than the credit amount, or one that does not appear to have been issued by the beneficiary (article 18(a));</li><li>insurance cover below 110 per cent of the CIF or CIP value, the minimum under article 28(f)(ii) when the credit is silent;</li><li>conflicting data, such as different ports of loading on different documents.</li></ul>" +
            p(
              "If a bank decides that a presentation does not comply, it may refuse to honour, but article 16 imposes a strict procedure. The bank must give a single notice to the presenter, by the close of the fifth banking day following the day of presentation, stating that it refuses, listing every discrepancy on which it relies, and stating what it is doing with the documents: holding them pending further instructions, holding them until the applicant waives the discrepancies, returning them, or acting on instructions previously received. A bank that fails to act in accordance with article 16 is precluded from claiming that the documents do not comply (article 16(f)).",
              "In practice the issuing bank asks the applicant whether it will waive the discrepancies, and most buyers do when they want the goods. The seller, however, has lost the certainty that the credit was meant to provide.",
            ),
        },
      },
      {
        title: "Collections and Guarantees",
        description:
          "Documentary collections, demand guarantees and standby credits, and the fraud exception that limits them.",
        lesson: {
          title: "Cheaper Instruments, Different Risks",
          html: p(
            "A documentary collection uses banks as channels, not as payers. The exporter hands the shipping documents, with a collection instruction, to its own bank, the remitting bank. The remitting bank sends them to a bank in the buyer's country, the collecting or presenting bank, which releases them to the buyer either against payment (documents against payment, D/P) or against acceptance of a bill of exchange payable at a future date (documents against acceptance, D/A). The governing rules are the ICC's Uniform Rules for Collections, URC 522 (1996). They are cheaper than credits, but no bank promises payment: if the buyer refuses the documents, the seller's goods sit in a foreign port. Under D/A the seller also bears the risk that the buyer will not pay the accepted bill at maturity.",
            "A demand guarantee protects the other side of the transaction: the buyer or employer against the seller's or contractor's failure to perform. Typical forms are the tender guarantee, the advance payment guarantee, the performance guarantee, often for 5–10 per cent of the contract value, and the retention guarantee. Under the ICC's Uniform Rules for Demand Guarantees, URDG 758 (2010), the guarantor must pay a complying demand, which must be supported by a statement indicating in what respect the applicant is in breach of the underlying relationship (article 15). The guarantor does not investigate whether that statement is true.",
            "The standby letter of credit performs the same function as a demand guarantee. It developed in the United States, where banks were historically restricted from issuing guarantees, and is issued subject either to UCP 600 or to the International Standby Practices, ISP98.",
            "Because all these instruments are independent of the underlying contract, the principal exception recognised in English law is fraud. In Edward Owen Engineering Ltd v Barclays Bank International Ltd [1978] QB 159 the Court of Appeal held that a bank must pay on a performance guarantee unless there is clear fraud of which the bank has notice. In United City Merchants (Investments) Ltd v Royal Bank of Canada [1983] 1 AC 168 the Lords confirmed that the exception applies where the beneficiary itself, knowingly, presents documents containing material misrepresentations, but not where a third party's fraud was unknown to the beneficiary. To restrain payment by injunction, the applicant must show that fraud is the only realistic inference.",
          ),
        },
      },
    ],
  },
  {
    slug: "timur-and-the-timurids-1370-1507",
    discipline: "Timurid history",
    title: "Timur and the Timurids, 1370–1507",
    description:
      "Second-year undergraduates read chronicles, travel accounts and astronomical tables in translation to study one of the great Eurasian dynasties. Themes include Timur's campaigns and his problem of legitimacy; Shah Rukh's Herat and the turn to Islamic kingship; Ulugh Beg's observatory at Samarkand; and the flowering of manuscript painting at the late Timurid court.",
    level: "intermediate",
    duration: "one term (ten weeks, a lecture and a source seminar each week)",
    plantedGap: "manuscript painting",
    modules: [
      {
        title: "Timur: Conqueror Without a Crown",
        description: "How a Barlas emir who was not descended from Chinggis Khan built and justified an empire.",
        lesson: {
          title: "Conquest and Legitimacy",
          html:
            p(
              "Timur (1336–1405), known in Europe as Tamerlane from the Persian Timur-i lang, 'Timur the lame', was born near Kesh, modern Shahrisabz in Uzbekistan, into the Barlas, a Turkicised Mongol tribe of the Chaghatay ulus. Injuries to his right leg and arm, confirmed when Soviet scientists opened his tomb in the Gur-i Amir at Samarkand in 1941, gave him the nickname.",
              "His central problem was legitimacy. In the steppe political culture of the fourteenth century only descendants of Chinggis Khan could bear the title khan. Timur, who won control of Transoxiana in 1370 after the death of his rival and former ally Amir Husayn at Balkh, never claimed it. He ruled as amir, kept a Chinggisid puppet khan, first Soyurghatmish and then his son Sultan Mahmud, in whose name decrees were issued, and married Saray Mulk Khanum, a Chinggisid princess and Husayn's widow. The marriage allowed him the title güregen, 'royal son-in-law', which appears on his coins.",
              "His campaigns over thirty-five years ranged from Anatolia to northern India:",
            ) +
            "<ul><li>the 1380s: conquest of Khurasan and much of Iran, including the massacre at Isfahan in 1387;</li><li>1391 and 1395: defeats of Tokhtamysh, khan of the Golden Horde, the second on the Terek river, followed by the sack of Sarai;</li><li>1398: invasion of India and the sack of Delhi;</li><li>1400–1401: campaigns in Syria and Iraq, including the capture of Damascus and the sack of Baghdad;</li><li>1402: victory over the Ottoman sultan Bayezid I at Ankara; Bayezid died in captivity the next year.</li></ul>" +
            p(
              "Timur died at Otrar in February 1405, at the start of a campaign against Ming China.",
              "The sources must be read against their purposes. Sharaf al-Din Ali Yazdi's Zafarnama, completed in the 1420s for Timur's grandson Ibrahim Sultan, is a panegyric presenting Timur as divinely favoured. Ibn Arabshah, carried off to Samarkand as a boy after the fall of Damascus, wrote a bitterly hostile life in ornate Arabic. The Castilian ambassador Ruy González de Clavijo, who reached Samarkand in 1404, left a vivid account of the court and its building works, and the historian Ibn Khaldun recorded his conversations with Timur outside Damascus in 1401. Seminar task: compare the three accounts of the fall of Damascus and explain their differences.",
            ),
        },
      },
      {
        title: "Shah Rukh's Herat",
        description:
          "The succession crisis, the move of the capital to Herat and the recasting of Timurid rule in Islamic terms.",
        lesson: {
          title: "From Steppe Law to Sharia",
          html: p(
            "Timur had named his grandson Pir Muhammad as heir, but the empire fragmented at once. Another grandson, Khalil Sultan, seized Samarkand and its treasury; Pir Muhammad was murdered in 1407; and Timur's youngest son, Shah Rukh (1377–1447), governor of Khurasan, took Samarkand in 1409. He installed his own son Ulugh Beg as governor there and made Herat his capital for the rest of his long reign.",
            "Shah Rukh's rule differed from his father's in emphasis. Timur had combined Islamic piety with loyalty to Chinggisid law and custom, the yasa or töre. Shah Rukh presented himself as a Muslim sultan ruling by the sharia, and court sources report that he proclaimed the sharia above the yasa. He also dropped the fiction of a puppet khan. Historians such as Beatrice Forbes Manz caution that practice changed less than rhetoric: the Turco-Mongol military elite and many of its customs remained central to Timurid government. But the ideological shift was real, and it made Timurid kingship legible to the scholars and bureaucrats of the wider Persianate world.",
            "Herat became the leading cultural centre of the eastern Islamic world. Shah Rukh's wife Gawhar Shad, one of the most powerful women of the century, funded the great congregational mosque beside the shrine of Imam Reza at Mashhad, completed in 1418, and a mosque and madrasa complex at Herat. Most of the Herat complex was demolished in 1885 to clear a field of fire against an expected Russian advance; a few minarets and her mausoleum survive. Court historiography flourished too: Hafiz-i Abru compiled histories and geographies for Shah Rukh that set Timurid rule within the whole sweep of Islamic history.",
            "Herat was also a diplomatic hub. Embassies travelled between Herat and the Ming court of the Yongle emperor. Ghiyath al-Din, a member of the embassy that left Herat in 1419 and returned in 1422, kept a journal of the journey and of the ceremonies at Beijing, preserved in Hafiz-i Abru's history; it is one of the most detailed outside descriptions of the early Ming court.",
            "Shah Rukh's death in 1447 set off another round of succession wars, which weakened the dynasty until Abu Sa'id (r. 1451–1469) reunited much of the realm. Seminar task: assess how far Shah Rukh's reign marks a break with Timur's.",
          ),
        },
      },
      {
        title: "Ulugh Beg's Samarkand",
        description: "Astronomy, mathematics and teaching under a prince who was also a working scientist.",
        lesson: {
          title: "The Observatory and the Zij",
          html: p(
            "Ulugh Beg (1394–1449), Shah Rukh's eldest son, governed Samarkand for forty years, from 1409 to 1449. He was both patron and practising astronomer. Between 1417 and 1420 he built the madrasa that forms the western side of the Registan square, where mathematics and astronomy were taught alongside the religious sciences, and in the 1420s he built an observatory on the Kohak hill outside the city.",
            "The observatory's principal instrument was a giant meridian arc, often described as a Fakhri sextant, with a radius of about 40 metres, set in a trench cut into the hill along the north–south line. At that radius each degree of arc occupied about 70 cm of the scale, allowing the altitude of the Sun and stars at the meridian to be read very finely.",
            "The results were gathered in the Zij-i Sultani, also called the Zij-i Gurgani, completed around 1437: tables of the motions of the Sun, Moon and planets, trigonometric tables and a catalogue of 1,018 stars, most re-observed at Samarkand. It was the most comprehensive star catalogue compiled between Ptolemy and Tycho Brahe. The tables give the sidereal year as 365 days 6 hours 10 minutes 8 seconds, about 58 seconds longer than the modern value, and the obliquity of the ecliptic as 23°30′17″.",
            "Ulugh Beg worked with a team. Jamshid al-Kashi, who died at Samarkand in 1429, calculated 2π to sixteen decimal places in his Treatise on the Circumference (1424) and found sin 1° by an iterative solution of a cubic equation. Qadi-zade al-Rumi led teaching at the madrasa. The tables were completed after al-Kashi's death with the help of Ali Qushji, who later carried Samarkand's astronomy to Istanbul.",
            "Politics ended the enterprise. After Shah Rukh's death Ulugh Beg ruled as supreme sovereign for only two years. Defeated by his own son Abd al-Latif, he was killed in October 1449, and the observatory fell into ruin. Its site was identified in 1908 by the Russian archaeologist V. L. Vyatkin, who excavated the underground section of the arc, which visitors can still see.",
            "Seminar task: the Zij-i Sultani survives in many copies and was translated into Latin in the seventeenth century at Oxford. Discuss what its reception in Europe tells us about the circulation of Islamic astronomy after the Timurid period.",
          ),
        },
      },
    ],
  },
  {
    slug: "science-technology-and-society-core-debates",
    discipline: "Science and technology studies",
    title: "Science, Technology and Society: Core Debates",
    description:
      "Facts and machines are made by people, in institutions, with consequences for everyone else. Readings and seminar debates cover the sociology of scientific knowledge, laboratory ethnography, the social construction of technology, actor-network theory and citizen science.",
    level: "intermediate",
    duration: "one semester (a weekly two-hour seminar with set readings)",
    plantedGap: "citizen science",
    modules: [
      {
        title: "Explaining Belief Symmetrically",
        description: "The strong programme, the experimenter's regress and the dispute over the air-pump.",
        lesson: {
          title: "Symmetry and the Sociology of Scientific Knowledge",
          html:
            p(
              "Before the 1970s, sociologists of science following Robert Merton studied the institutions of science, its reward system and its norms of communalism, universalism, disinterestedness and organised scepticism, but left the content of scientific knowledge to philosophers. Social causes were invoked to explain error, never truth. The sociology of scientific knowledge (SSK) rejected that asymmetry.",
              "David Bloor's Knowledge and Social Imagery (1976) set out the strong programme of the Edinburgh school in four tenets:",
            ) +
            "<ol><li>Causality: it is concerned with the conditions, social and otherwise, that bring about beliefs.</li><li>Impartiality: it explains beliefs regardless of whether they are judged true or false, rational or irrational.</li><li>Symmetry: the same types of cause explain true and false beliefs.</li><li>Reflexivity: its patterns of explanation must apply to sociology itself.</li></ol>" +
            p(
              "Harry Collins, at Bath, developed an empirical counterpart. Studying physicists trying to build the TEA laser in the early 1970s, he found that successful replication depended on tacit knowledge passed through personal contact, not on published papers. In Changing Order (1985) he analysed the controversy over Joseph Weber's claims to have detected gravitational radiation and named the experimenter's regress: to know whether a detector works, you need to know the correct result, but the correct result can only be established with a detector that works. Controversies close, Collins argued, through social negotiation that breaks the regress, not through a decisive experiment.",
              "Steven Shapin and Simon Schaffer's Leviathan and the Air-Pump (1985) applied symmetry historically to the dispute between Robert Boyle and Thomas Hobbes over Boyle's air-pump experiments of the 1660s. Boyle, they argued, established the 'matter of fact' with three technologies: a material technology, the pump itself; a literary technology, detailed reports that made readers 'virtual witnesses'; and a social technology, conventions governing who could witness and how disputes were conducted. Hobbes's objections appear, on their reading, not as foolishness but as a coherent alternative view of how knowledge should be secured.",
              "Critics, notably the philosopher Larry Laudan, objected that symmetry makes it impossible to say that evidence ever compelled a conclusion. Seminar question: can a sociologist explain why scientists accepted a true theory without begging the question of its truth?",
            ),
        },
      },
      {
        title: "Science in the Making",
        description: "What ethnographers found when they watched scientists at work in laboratories.",
        lesson: {
          title: "Laboratory Life and Epistemic Cultures",
          html: p(
            "From the late 1970s researchers in science and technology studies went into laboratories to watch. The founding study is Bruno Latour and Steve Woolgar's Laboratory Life (1979), based on Latour's two years in Roger Guillemin's neuroendocrinology laboratory at the Salk Institute in California. Latour adopted the stance of an anthropologist among an unfamiliar tribe, treating nothing the scientists took for granted as obvious.",
            "Two ideas from the book remain central. The first is the inscription device. Much of the laboratory's equipment, from bioassays to counters and spectrometers, turns material substances into traces, curves and numbers that can be written into papers; on this account the laboratory is a system for producing literature. The second is the modality of statements. Latour and Woolgar classified statements by the qualifications attached to them, from speculation ('it may be that') through claims attributed to particular authors ('X has reported that') to taken-for-granted facts that are no longer cited at all. A fact is constructed as modalities are stripped away, until a statement appears to describe nature independently of anyone's work.",
            "Their principal case was thyrotropin-releasing factor (TRF, also called TRH), a hypothalamic hormone whose structure, the tripeptide pyroglutamyl-histidyl-prolinamide, was established in 1969 by Guillemin's group and, independently, by Andrew Schally's. Guillemin and Schally shared a Nobel Prize in 1977.",
            "Karin Knorr Cetina's The Manufacture of Knowledge (1981) emphasised the local, opportunistic decisions behind research. Her Epistemic Cultures (1999) compared experimental high-energy physics at CERN, where collaborations of hundreds or thousands submerge individual authorship and the detector itself becomes a central object of knowledge, with molecular biology laboratories organised around individual benchwork. Sharon Traweek's Beamtimes and Lifetimes (1988) compared particle physicists in the United States and Japan, showing how national work cultures shaped careers, hierarchy and even detector design.",
            "The lesson of the laboratory studies is not that facts are arbitrary but that they are achievements. They require work, instruments, alliances and rhetoric, and the finished fact conceals the labour that made it. Seminar task: follow one statement about a recent scientific finding from press release back to the original paper, and map how its modalities change along the way.",
          ),
        },
      },
      {
        title: "Who Shapes Technology?",
        description: "The social construction of technology, the politics of artefacts and actor-network theory.",
        lesson: {
          title: "Bicycles, Bridges and Scallops",
          html: p(
            "Technological determinism holds that technologies develop by their own internal logic and then change society. The social construction of technology (SCOT), proposed by Trevor Pinch and Wiebe Bijker in 1984, reverses the direction of explanation. Their central example is the bicycle in the late nineteenth century.",
            "For SCOT, an artefact means different things to different relevant social groups. To young men of sporting inclination, the high-wheeled Ordinary was a fast, daring machine; to women and older men it was the 'unsafe' bicycle. Each group defined different problems, and the designs that followed, including the low-wheeled safety bicycle, were different solutions. This is interpretive flexibility. Over time flexibility diminishes and a design stabilises through closure. Pinch and Bijker identified two mechanisms: rhetorical closure, in which a problem is declared solved, and closure by redefinition of the problem. The air tyre, at first ridiculed as an anti-vibration device, won acceptance when it proved faster on the racing track, which redefined it as a solution to the problem of speed.",
            "Langdon Winner's essay 'Do Artifacts Have Politics?' (1980) argued that artefacts can embody relations of power. His best-known example was the low overpasses on the parkways to Long Island's beaches, supposedly designed by Robert Moses to keep out buses and therefore poorer, often Black, New Yorkers. Bernward Joerges later disputed the historical evidence (1999), and the debate has itself become a lesson in how scholars use cases.",
            "Actor-network theory (ANT), developed by Michel Callon, Bruno Latour and John Law, refuses any prior division between the social and the technical. Callon's 1986 study of attempts to restock scallops in St Brieuc Bay treats scallops, fishermen and scientific colleagues alike as actors to be enrolled. He describes translation in four moments: problematisation, in which the researchers define a problem and make themselves an 'obligatory passage point'; interessement, the devices that lock other actors into proposed roles; enrolment, in which roles are accepted; and mobilisation, in which spokespeople come to represent the collective. The project eventually failed when the larvae did not anchor to the collectors and fishermen harvested the stock, a reminder that non-human actors can refuse their roles.",
            "Seminar question: is ANT's symmetry between humans and non-humans a methodological convenience or a claim about the world?",
          ),
        },
      },
    ],
  },
];
