/** Twenty-eighth held-out evaluation courses, intermediate level (Mongol Empire to emergency nursing); see ai-courses-heldout28.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT28_B: EvalCourse[] = [
  {
    slug: "mongol-empire-conquest-and-rule",
    discipline: "Mongol Empire history",
    title: "The Mongol Empire: Conquest and Rule, 1206-1368",
    description:
      "Within seventy years of Temüjin's proclamation as Chinggis Khan in 1206, the Mongols ruled from Korea to Hungary. This second-year module asks how, looking at steppe military organisation, the destruction of the Khwarazmian Empire, the yam relay system, the division into four khanates after 1260, and the Pax Mongolica.",
    level: "intermediate",
    duration: "one semester (10 weeks)",
    plantedGap: "Pax Mongolica",
    modules: [
      {
        title: "From Temüjin to Chinggis Khan",
        description:
          "A minor chieftain's son unified the steppe peoples by 1206, and the army he built broke the old tribal loyalties.",
        lesson: {
          title: "The decimal army and the end of the tribes",
          html: p(
            "Temüjin was born, probably around 1162, into a Mongol lineage that fell into poverty after his father Yesügei was poisoned by Tatars. Our main source for his rise, the <i>Secret History of the Mongols</i>, written in Mongolian some decades after his death, tells of captivity, flight and a slow building of alliances, first with Toghrul (Ong Khan) of the Kereyits and with his sworn brother Jamukha, then against both. By 1206 Temüjin had defeated the Tatars, Kereyits, Naimans and Merkits, and a great assembly, a <i>quriltai</i>, on the Onon River proclaimed him Chinggis Khan.",
            "His most consequential reform was military. The army was organised decimally into units of ten (<i>arban</i>), a hundred (<i>jaghun</i>), a thousand (<i>mingghan</i>) and ten thousand (<i>tümen</i>). Crucially, the thousands were often formed by mixing men from defeated tribes and placing them under commanders chosen for loyalty and ability, many of them Chinggis's personal companions (<i>nökör</i>) rather than hereditary chiefs. The units were also the basis of civil administration, since each household was registered to one. In this way the old tribal structure was dissolved into a hierarchy that answered to the khan.",
            "At the centre stood the <i>keshig</i>, the imperial guard, which grew to about ten thousand men. Its members, often sons of commanders serving as hostages for their fathers' loyalty, guarded the khan, managed his household and were trained for high command. Discipline was enforced by collective responsibility within each ten. Every warrior supplied his own horses, usually several, which allowed long marches without exhausting mounts, and the army combined mounted archers using composite bows with heavier lancers. Feigned retreats, encirclements on the model of the great hunt (<i>nerge</i>) and careful reconnaissance made it formidable against larger sedentary armies.",
          ),
        },
      },
      {
        title: "The Khwarazmian Campaign, 1219-1223",
        description:
          "We read the sources for the most destructive of the early campaigns and ask what they can and cannot tell us.",
        lesson: {
          title: "Otrar, Bukhara, Samarkand and the limits of the sources",
          html: p(
            "In 1218 a Mongol trade caravan of some 450 Muslim merchants was seized at Otrar, on the Syr Darya, by the governor Inalchuq, and its members were killed, apparently with the approval of the Khwarazm-shah Muhammad II, whose empire stretched from the Aral Sea to the Persian Gulf. When Chinggis sent envoys to demand redress, one was executed and the others humiliated. The campaign that followed, from 1219, was among the most destructive in the history of Central Asia.",
            "The Mongol army, perhaps 100,000 to 150,000 strong, advanced in several columns. Muhammad had dispersed his larger forces among the cities, which allowed the Mongols to take them one by one. Otrar fell after a long siege; Bukhara surrendered in 1220, its citadel was stormed and the city burned; Samarkand followed. Captured craftsmen were deported to Mongolia, and levies of prisoners were driven ahead of the army as a human screen in sieges. Muhammad fled west and died on an island in the Caspian Sea in 1220 or 1221. His son Jalal al-Din resisted until defeated on the Indus in 1221. In Khurasan, cities that rebelled after submitting, such as Merv and Nishapur, were destroyed and their populations massacred.",
            "The scale of the killing is hard to measure. The Persian historians Juvaini and Ibn al-Athir give figures of hundreds of thousands or even over a million dead at single cities, which cannot be literally true for the populations involved. Historians treat these numbers as expressions of horror rather than counts. Yet archaeology and later tax records confirm long-term decline of irrigation agriculture in parts of Khurasan. The campaign also shows the Mongols' use of terror as policy: cities that submitted were spared and taxed, while resistance brought destruction designed to persuade the next city.",
          ),
        },
      },
      {
        title: "Governing an Empire on Horseback",
        description:
          "How a nomadic court held together an empire larger than any before it: the yam, the census and the darughachi.",
        lesson: {
          title: "Relay stations, tablets of authority and census",
          html:
            p(
              "Conquest was fast; rule needed institutions. The second Great Khan, Ögedei (r. 1229-1241), organised the <i>yam</i>, a network of relay stations on the main routes, at intervals of roughly 30 to 50 kilometres. Each station kept horses, fodder and provisions, supplied by the households assigned to it. Official messengers and envoys carried a <i>paiza</i>, a tablet of gold, silver or wood inscribed with the khan's authority, which entitled them to fresh mounts and lodging. Urgent dispatches could travel several hundred kilometres a day. Marco Polo, writing of the Yuan realm, describes stations with hundreds of horses, and Chinese sources record well over a thousand stations in China alone.",
              "Local government relied on the <i>darughachi</i> (in Turkic, <i>basqaq</i>), resident officials placed in conquered cities and provinces to supervise local rulers, collect tribute and oversee recruitment. Conquered elites were frequently kept in office under this supervision. Experts in administration were recruited from across the empire: Khitan and Chinese officials such as Yelü Chucai, who persuaded Ögedei to tax northern China rather than depopulate it; Uighur scribes, whose script was adapted to write Mongolian; and Persian ministers.",
              "Taxation rested on census. Under Möngke (r. 1251-1259) systematic censuses were carried out in China, Iran and Rus' to assess the main levies:",
            ) +
            "<ul><li><i>qubchur</i>, originally a levy on herds, extended to a poll tax on sedentary subjects;</li><li><i>tamgha</i>, a tax on commercial transactions;</li><li>the land tax, usually taken over from the preceding regime;</li><li>military service and labour for the yam.</li></ul>" +
            p(
              "The census also assigned people to the decimal units, so that sedentary populations, like nomads, were registered for service. Religious institutions of all faiths were commonly exempted in return for prayers for the khan.",
            ),
        },
      },
      {
        title: "One Empire Becomes Four",
        description:
          "After Möngke's death the succession war split the empire into four states with diverging interests.",
        lesson: {
          title: "The Toluid civil war and the four khanates",
          html: p(
            "Möngke died in 1259 while campaigning against the Song in Sichuan. His brothers Qubilai and Ariq Böke were each proclaimed Great Khan by rival assemblies in 1260, and the war between them lasted until Ariq Böke surrendered in 1264. Qubilai won, but the unity of the empire did not survive the contest. Qubilai moved his capital from Karakorum to Khanbaliq (Dadu, modern Beijing), proclaimed the Yuan dynasty in 1271 and completed the conquest of Song China in 1279. His authority outside China was largely nominal.",
            "Four states emerged. The Yuan ruled China, Mongolia and Korea as a tributary. The Ilkhanate, founded by Hülegü after his destruction of the Abbasid caliphate at Baghdad in 1258, ruled Iran and Iraq and remained allied with Qubilai. The Golden Horde, or Jochid ulus, controlled the western steppe and took tribute from the Rus' principalities. The Chagatai khanate held Central Asia. Between them lay disputes over territory and pasture: the Golden Horde fought the Ilkhanate for the Caucasus from 1262, the first open war between Mongol states, and allied with the Mamluk sultanate of Egypt against it, while Qaidu, a grandson of Ögedei, waged war against the Yuan from Central Asia for three decades.",
            "The khanates also diverged in religion and culture. The Golden Horde's khan Özbeg adopted Islam in the 1310s, and the Ilkhan Ghazan converted in 1295, making Persian Islamic culture the court culture of Iran. The Yuan court, by contrast, patronised Tibetan Buddhism. The Ilkhanate dissolved after 1335, the Yuan was driven from China by the Ming in 1368, and the Golden Horde fragmented in the fifteenth century, though its successors in the Crimea survived until 1783.",
          ),
        },
      },
    ],
  },
  {
    slug: "traditional-wooden-boatbuilding-clinker",
    discipline: "Wooden boatbuilding",
    title: "Traditional Wooden Boatbuilding: Lofting to Planking",
    description:
      "Having built a simple plywood boat or gained equivalent bench experience, students move on to traditional plank-on-frame construction: lofting from a table of offsets, setting up moulds and backbone, clinker planking, steam-bending timbers, and caulking a carvel hull.",
    level: "intermediate",
    duration: "twelve weeks, full-time in the boatshed",
    plantedGap: "caulking",
    modules: [
      {
        title: "Lofting",
        description:
          "Drawing the boat full size on the loft floor turns the designer's small plans into true shapes you can build from.",
        lesson: {
          title: "From a table of offsets to fair lines",
          html: p(
            "A designer's lines plan shows the hull at a small scale in three views: the profile (sheer plan), the plan view (half-breadth plan) and the body plan, which shows cross-sections at evenly spaced stations. The shape is also given as a table of offsets, a list of measurements from fixed reference lines to the hull surface at each station. In British and American practice offsets are traditionally written as feet, inches and eighths, so '2-3-5' means 2 feet 3 and 5/8 inches. Heights are measured above a baseline, half-breadths out from the centreline, for the sheer, the waterlines, the buttocks and the rabbet.",
            "Lofting means drawing these lines full size, usually on painted plywood sheets on the shop floor. The builder first lays down the grid: baseline, centreline, station lines, waterlines and buttock lines, squared with a large triangle or by the 3-4-5 method. Each offset is then plotted as a point, and a long, clear-grained batten is bent through the points and held with weights or nails. No table is perfect: scaling errors and rounding mean some points lie off a fair curve. A fair curve is one with no bumps, flat spots or sudden changes of curvature, judged by sighting along the batten from a low angle.",
            "The key discipline is that the three views must agree. A point where a waterline crosses a station in the half-breadth plan must have the same half-breadth in the body plan, and the same is true of heights where buttocks cross stations. The loftsman fairs one view, transfers the corrected points to the others, and repeats until all three are consistent. Only then are the moulds picked up from the body plan, with the plank thickness deducted, since lines are normally drawn to the outside of the planking.",
          ),
        },
      },
      {
        title: "Backbone and Set-Up",
        description:
          "Keel, stem, hog and transom are made and set up true on the building stocks, with the moulds that give the planking its shape.",
        lesson: {
          title: "Building the backbone and setting up moulds",
          html:
            p("The backbone is the structural spine of the boat. In a small clinker dinghy it usually consists of:") +
            "<ul><li>the keel, a long timber, often oak or iroko, running fore and aft;</li><li>the hog, a plank fastened on top of the keel, wide enough to provide a landing for the garboard, the lowest strake;</li><li>the stem, curved and scarfed or laminated, rising from the forward end of the keel;</li><li>the transom or sternpost at the after end, with knees to join them to the keel.</li></ul>" +
            p(
              "The rabbet is the groove or bevelled landing cut into keel, hog and stem to receive the ends and edges of the planks. It is marked from the lofting, where the rabbet line and the bearding line (where the inner face of the plank meets the backbone) were both drawn, and cut progressively, checking the bevel with an offcut of plank stock as work proceeds.",
              "The boat is built on a strongback or on building stocks, a rigid frame set dead level. The backbone is mounted upright on it, usually upside down for a small clinker boat, and braced so that it cannot twist. Moulds, the temporary cross-sectional forms cut from the lofted stations, are then set up at their stations, each plumb, square to the centreline and at the correct height, checked with a string line stretched along the centre and a spirit level. A mould set a few millimetres out will put a hollow or a hump into every plank. Ribbands or a batten laid round the moulds reveal any unfairness before planking begins, and moulds are corrected by packing or planing until a batten lies sweetly over all of them.",
            ),
        },
      },
      {
        title: "Clinker Planking",
        description:
          "Overlapping planks, each riveted to the one below, give a light and strong hull, provided every plank is spiled and bevelled correctly.",
        lesson: {
          title: "Lining off, spiling and riveting the strakes",
          html: p(
            "In clinker (lapstrake) construction each plank, or strake, overlaps the one below it, and the overlap, the land, is fastened with copper nails clenched over roves. Before any plank is cut the hull is lined off: battens are run round the moulds to mark the upper edge of each strake, so that the planks taper pleasingly towards the ends and the lands look fair from every angle. A dinghy of 4 metres might have eight or nine strakes a side, each about 100 to 150 mm wide amidships.",
            "Because a plank that is straight on the bench lies curved on the hull, its shape must be transferred by spiling. A thin spiling batten is clamped to the moulds where the plank will lie, and at each mould the distance to the lower edge of the previous strake and to the marked upper line is recorded, often with dividers set to a constant span. The batten is then laid on the plank stock, the points pricked off and joined with a fair batten, and the plank cut out slightly oversize.",
            "The land requires a bevel planed along the upper outer edge of each fitted plank, so that the next strake sits flat on it; the bevel changes continuously along the boat and is checked at each mould with a short straightedge. Near the stem and transom, where the planks must finish flush, a gerald or gain, a tapering rebate, is cut in both strakes over the last 200 mm or so. The strake is clamped in place, holes are drilled through both planks at about 75 mm spacing, and square copper nails are driven from outside. Inside, a copper rove, a small domed washer, is driven over each nail with a hollow punch, the nail is cut off leaving 2 mm, and the end is peened over the rove with a ball-pein hammer while an assistant holds a dolly against the nail head.",
          ),
        },
      },
      {
        title: "Steam-Bending Timbers",
        description: "Once planked, the hull is stiffened with steamed oak timbers bent into place while still hot.",
        lesson: {
          title: "Steaming oak and fitting timbers",
          html: p(
            "The transverse ribs of a small clinker boat, called timbers in Britain and frames in America, are usually steam-bent rather than sawn, because bending follows the grain round the turn of the bilge and gives a much stronger piece than one cut across the grain. White oak or English oak are the classic species; ash and elm are also used. Air-dried or, better, green timber bends far more readily than kiln-dried stock, whose lignin has been set by high-temperature drying.",
            "The steam box is an insulated wooden or plastic pipe fed with steam at atmospheric pressure from a boiler, with racks inside so that steam can circulate round the stock. The rule of thumb is one hour of steaming for each inch (25 mm) of thickness, so a timber 16 mm by 22 mm needs about 45 minutes. Steaming longer does not help and can make the wood brittle or mushy. Steaming heats the lignin above its softening temperature, roughly 80 to 100 °C, so that the fibres can slide past one another.",
            "Work must then be fast, because the timber begins to cool and stiffen within a minute. Timbers are marked in advance: a line across the hog and the sheer strake shows where each one goes, typically every 150 mm. The hot timber is pulled from the box with gloves, pushed down against the hog and bent by hand into the hull so that it lies hard against the inside of every land, sometimes with a wedge or clamp at the turn of the bilge. It is then fastened through each strake with copper nails and roves, the same way as the planking. A useful check is to bend a test piece first; if it cracks on the outside of the curve, the wood is too dry or has run-out in its grain, and a backing strap of steel on the outside of the bend can prevent failure.",
          ),
        },
      },
    ],
  },
  {
    slug: "public-procurement-tender-to-award",
    discipline: "Procurement",
    title: "Public Procurement: From Specification to Contract Award",
    description:
      "Public bodies spend roughly a third of their budgets buying goods, services and works from others, under rules meant to secure value and fair competition. This intermediate module follows one purchase through writing the specification, choosing a procedure, evaluating tenders on the most economically advantageous tender, the standstill period, and supplier relationship management.",
    level: "intermediate",
    duration: "one term (8 weeks)",
    plantedGap: "supplier relationship management",
    modules: [
      {
        title: "Writing the Specification",
        description:
          "A specification tells bidders what the buyer needs, and a poorly drafted one can exclude good suppliers or buy the wrong thing.",
        lesson: {
          title: "Outputs, inputs and the words 'or equivalent'",
          html: p(
            "The specification is the heart of a tender: it defines what is to be supplied and is the yardstick against which bids are evaluated and the contract later managed. Specifications are broadly of two kinds. An input or technical specification prescribes how the need is to be met: the materials, dimensions, methods and standards, for instance 'desktop computers with a 14th-generation processor, 16 GB of memory and a 512 GB solid-state drive'. An output or performance specification describes what must be achieved and leaves the method to the supplier: 'cleaning services that keep all public areas to the standard in Annex A, verified by monthly audit'. Output specifications invite innovation and transfer design risk to the supplier; input specifications give the buyer control but can lock in yesterday's solution.",
            "Under the EU public procurement directive, Directive 2014/24/EU (Article 42), which most European regimes follow, technical specifications must give equal access to economic operators and must not create unjustified obstacles to competition. They may not refer to a specific make, source, process, trade mark or patent unless this is justified by the subject matter, and where such a reference is unavoidable it must be followed by the words 'or equivalent'. Reference to European or international standards is preferred, again with equivalents accepted. Labels such as an ecolabel may be required only if their criteria are linked to the subject matter and set through an open, transparent procedure.",
            "Good practice is to involve users early, to separate mandatory requirements (pass or fail) from desirable features (scored), and to make every requirement measurable. Preliminary market consultation, allowed by Article 40, helps the buyer learn what the market can deliver, provided that information given to one supplier is shared with all so that no bidder gains an advantage. A specification should also state volumes, locations and service levels, because bidders price risk they cannot see.",
          ),
        },
      },
      {
        title: "Choosing the Procedure",
        description:
          "Open, restricted, negotiated or dialogue: the procedure sets who may bid and how much the buyer may talk to them.",
        lesson: {
          title: "Procedures and thresholds",
          html:
            p(
              "Contracts above the financial thresholds of the directive must be advertised across the market and awarded by one of the regulated procedures. The thresholds are revised every two years; for 2024-2025 they were about €143,000 for supplies and services bought by central government, €221,000 for other contracting authorities, and €5,538,000 for works. Below them, national rules apply and are usually lighter, although the general principles of transparency and equal treatment still govern contracts of cross-border interest.",
            ) +
            "<table><tr><th>Procedure</th><th>Who may tender</th><th>Negotiation</th><th>Typical use</th></tr><tr><td>Open</td><td>any interested operator</td><td>none</td><td>standard goods and simple services</td></tr><tr><td>Restricted</td><td>those shortlisted after a selection stage (at least 5)</td><td>none</td><td>markets with many suppliers</td></tr><tr><td>Competitive procedure with negotiation</td><td>shortlisted (at least 3)</td><td>on initial tenders</td><td>needs that require adaptation of available solutions</td></tr><tr><td>Competitive dialogue</td><td>shortlisted (at least 3)</td><td>dialogue on solutions before final tenders</td><td>complex projects where the buyer cannot define the solution</td></tr><tr><td>Innovation partnership</td><td>shortlisted</td><td>yes, across research and purchase phases</td><td>products not yet on the market</td></tr></table>" +
            p(
              "Minimum time limits apply. In the open procedure tenders must be allowed at least 35 days from dispatch of the contract notice, reducible to 30 days when tenders are submitted electronically and to 15 days where a prior information notice was published. The restricted procedure allows 30 days for requests to participate and 30 for tenders. Negotiated procedures without prior publication are exceptional and confined to cases such as extreme urgency not caused by the buyer, or where only one supplier can provide the goods for technical reasons; a buyer relying on them must be able to justify the choice, because it is the commonest ground of challenge.",
            ),
        },
      },
      {
        title: "Evaluation and Award",
        description: "Scoring bids on price and quality, and the pause before the contract is signed.",
        lesson: {
          title: "Scoring tenders and observing the standstill",
          html: p(
            "Contracts are awarded to the most economically advantageous tender (MEAT), which may be judged on price alone, on cost including life-cycle cost, or on the best price-quality ratio. Criteria and their weightings must be published in the tender documents and may not be changed afterwards. Quality criteria might include technical merit, delivery, social value or environmental performance, each scored against published descriptors, for example 0 (no response), 1 (poor), 3 (acceptable) and 5 (excellent).",
            "Consider a contract weighted 60 per cent quality and 40 per cent price, with price scored relative to the lowest bid: price score = 40 × lowest price ÷ bidder's price. Supplier A bids £800,000 and scores 36 of 60 for quality; Supplier B bids £1,000,000 and scores 54. A's price score is 40, giving a total of 76; B's price score is 40 × 800,000 ÷ 1,000,000 = 32, giving 86. B wins despite being 25 per cent dearer, because its quality advantage outweighs the price gap under these weights. Evaluators score independently, then meet to agree moderated scores, and the reasons for each score are recorded, since the scores must be defensible in a later challenge.",
            "Abnormally low tenders must be investigated before rejection by asking the bidder to explain its price. After the decision, every bidder is told the outcome, its own scores, the winner's name and the characteristics and relative advantages of the winning tender. A standstill period, under the Remedies Directive 10 calendar days if the notice is sent electronically, must then pass before the contract is concluded. During standstill an unsuccessful bidder can bring proceedings, and in many jurisdictions doing so automatically suspends the award. A contract signed in breach of the standstill can be declared ineffective by a court.",
          ),
        },
      },
    ],
  },
  {
    slug: "herpetology-biology-and-field-survey",
    discipline: "Herpetology",
    title: "Herpetology: Biology and Field Survey of Reptiles and Amphibians",
    description:
      "Reptiles and amphibians are studied together by tradition rather than shared ancestry, and this module treats both: their phylogeny, thermoregulation in ectotherms, amphibian skin and respiration, field survey methods, and the chytrid fungus crisis.",
    level: "intermediate",
    duration: "one semester, with two field days",
    plantedGap: "chytrid",
    modules: [
      {
        title: "Phylogeny: Who Is Related to Whom",
        description:
          "Modern phylogenetics has redrawn the herpetological family tree, and crocodiles turn out to be closer to birds than to lizards.",
        lesson: {
          title: "Amphibians, amniotes and the reptile clade",
          html: p(
            "Herpetology takes its name from the Greek <i>herpeton</i>, 'creeping thing', and groups two kinds of animal that are not each other's closest relatives. Living amphibians, the Lissamphibia, form one clade with three orders: frogs and toads (Anura, about 7,700 species), salamanders and newts (Caudata, about 800) and the legless, burrowing caecilians (Gymnophiona, about 220). They descend from early tetrapods of the Carboniferous and retain the ancestral pattern of eggs without protective membranes, usually laid in water, and in most species a larval stage.",
            "Reptiles belong to the amniotes, the tetrapods whose eggs have an amnion, chorion and allantois enclosing the embryo in its own fluid-filled environment, which freed them from water for reproduction. Mammals are the other surviving branch of the amniotes. In cladistic terms, 'Reptilia' is monophyletic only if it includes birds: crocodilians and birds are the living archosaurs, and their sister group is the turtles, as molecular studies since the 1990s have consistently shown. The clade containing turtles and archosaurs is called Archelosauria. Its sister group, the Lepidosauria, contains the squamates (lizards, snakes and amphisbaenians, more than 11,000 species together) and a single surviving rhynchocephalian, the tuatara of New Zealand.",
            "Some familiar categories fail this test. 'Lizards' are paraphyletic, since snakes arose within them, probably from a lineage related to the monitors and iguanians, and legless forms have evolved many times over, as in the slow-worm, <i>Anguis fragilis</i>, which is a lizard despite its appearance. For a field herpetologist the practical consequence is that similarities of body form are often convergent, and identification should rest on diagnostic characters such as scale counts, eyelids and ear openings rather than overall shape.",
          ),
        },
      },
      {
        title: "Living as an Ectotherm",
        description:
          "Reptiles and amphibians take their body heat from the environment, and their behaviour is largely organised around doing so.",
        lesson: {
          title: "Thermoregulation by behaviour",
          html:
            p(
              "Ectotherms obtain body heat mainly from outside sources, from sunshine, warm surfaces and warm air, rather than from metabolism. This does not mean that their temperature simply follows the environment. Many lizards hold their body temperature within a narrow preferred range for much of the day, often 30 to 38 °C in desert species, by behaviour alone. The preferred body temperature, measured in a laboratory thermal gradient, usually coincides with the temperature at which running speed, digestion and other processes perform best.",
              "The main behavioural mechanisms are:",
            ) +
            "<ul><li>basking (heliothermy), orienting the body broadside to the sun and flattening it to increase the area exposed;</li><li>thigmothermy, pressing against warm rocks or road surfaces, typical of nocturnal geckos and snakes;</li><li>shuttling between sun and shade so that body temperature oscillates around the preferred value;</li><li>postural adjustments such as raising the body off hot sand, as in stilting lizards;</li><li>retreat into burrows or crevices at midday and at night, where temperatures are moderate;</li><li>colour change, darkening to absorb more radiation while warming.</li></ul>" +
            p(
              "Physiological mechanisms help. Many lizards warm faster than they cool because they adjust blood flow to the skin, and large monitors and tortoises have thermal inertia. Amphibians are constrained by water loss, since moist skin evaporates heavily, so most regulate less precisely and accept lower temperatures, often 15 to 25 °C.",
              "The reward for ectothermy is economy. A lizard's resting metabolic rate is roughly a tenth of that of a mammal of the same mass and temperature, so reptiles can live on far less food, survive long fasts and exploit habitats where food is scarce. The cost is dependence on weather: activity is limited to warm periods, and in cold climates animals must hibernate.",
            ),
        },
      },
      {
        title: "Skin and Breathing in Amphibians",
        description: "An amphibian's skin is a respiratory, osmotic and defensive organ all at once.",
        lesson: {
          title: "Cutaneous respiration and skin glands",
          html: p(
            "Amphibian skin is thin, richly supplied with capillaries, kept moist, and permeable to water and gases. Its outer layer, the stratum corneum, is only one or two cells thick, compared with the thick, keratinised scales of reptiles. This permeability makes the skin a respiratory surface. In many frogs about a quarter to a half of oxygen uptake occurs through the skin at rest, and an even greater share of carbon dioxide leaves by this route because CO₂ diffuses about twenty times more readily than oxygen in water. Overwintering frogs at the bottom of ponds rely on it entirely.",
            "The extreme case is the family Plethodontidae, the lungless salamanders, the largest salamander family with more than 480 species. They have no lungs at all and breathe through the skin and the lining of the mouth. Their success shows how far cutaneous respiration can go in cool, well-oxygenated, moist habitats, but it also limits body size, since surface area grows more slowly than volume, and it ties them to damp microhabitats.",
            "The skin contains two main kinds of gland. Mucous glands secrete the film that keeps the skin moist and allows gas exchange. Granular (serous) glands secrete defensive compounds, from distasteful peptides to potent alkaloids. The parotoid glands behind the eyes of true toads (<i>Bufo</i> and relatives) concentrate bufadienolides, cardiac toxins that deter predators, while poison frogs of the family Dendrobatidae obtain their alkaloids, such as batrachotoxin, from the ants and mites they eat. Skin also regulates water and salt: frogs absorb water through a highly vascular 'seat patch' on the belly rather than by drinking. Because so many substances pass through it, amphibian skin makes these animals sensitive to pollutants and pathogens in their environment.",
          ),
        },
      },
      {
        title: "Finding and Counting Animals in the Field",
        description:
          "Cryptic, seasonal and often nocturnal, herpetofauna need specific survey methods, chosen according to the question being asked.",
        lesson: {
          title: "Survey techniques and a simple population estimate",
          html:
            p(
              "Reptiles and amphibians are hard to count: they hide, are active only in certain weather and seasons, and differ in detectability between species and sexes. Survey design therefore starts with the question. Presence or absence needs methods with high detection probability and repeat visits; abundance needs standardised effort; population size needs marking.",
            ) +
            "<table><tr><th>Method</th><th>Suited to</th><th>Notes</th></tr><tr><td>Visual encounter survey</td><td>lizards, snakes basking</td><td>timed searches on set transects in suitable weather</td></tr><tr><td>Artificial cover objects (refugia)</td><td>slow-worms, grass snakes, adders</td><td>sheets of roofing felt or metal about 0.5 m², checked on repeat visits</td></tr><tr><td>Torchlight counts</td><td>newts in ponds at night</td><td>standard torch power, fixed lengths of shoreline</td></tr><tr><td>Bottle or funnel traps</td><td>newts, larvae</td><td>set overnight, checked early; licensed for protected species</td></tr><tr><td>Pitfall traps with drift fences</td><td>ground-dwelling species</td><td>fences guide animals into buried buckets</td></tr><tr><td>Environmental DNA</td><td>great crested newt presence</td><td>water samples analysed by qPCR</td></tr></table>" +
            p(
              "In Britain, great crested newt surveys follow a standard of at least four visits between mid-March and mid-June, using at least three of the methods above, or eDNA sampling between mid-April and the end of June.",
              "Population size can be estimated by capture-mark-recapture. In the simplest, Lincoln-Petersen estimate, N = M × C ÷ R, where M animals are marked on the first visit, C captured on the second and R of these already marked. If 40 newts are marked by photographing their unique belly patterns, and on the next night 50 are caught of which 10 carry known patterns, N = 40 × 50 ÷ 10 = 200. The estimate assumes a closed population, equal catchability and no loss of marks, assumptions that field herpetologists must check.",
            ),
        },
      },
    ],
  },
  {
    slug: "emergency-nursing-first-hour",
    discipline: "Emergency nursing",
    title: "Emergency Nursing: The First Hour",
    description:
      "Every patient who comes through the doors of an emergency department must be sorted, assessed and treated in the right order. The module prepares qualified nurses for that work through triage with the Manchester Triage System, the ABCDE assessment, recognising sepsis, the patient with chest pain, and safeguarding.",
    level: "intermediate",
    duration: "six weeks (one study day a week plus supervised practice)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Triage",
        description:
          "Triage decides who is seen first when everyone arrives at once, and in most UK departments it is done with the Manchester Triage System.",
        lesson: {
          title: "Flowcharts, discriminators and priorities",
          html:
            p(
              "Triage is the rapid sorting of patients by clinical urgency, so that the sickest are seen first regardless of their order of arrival. It is not a diagnosis. The Manchester Triage System (MTS), developed by emergency nurses and doctors in Manchester in 1994 and now used across the UK and much of Europe, assigns each patient to one of five categories, each with a colour and a maximum time to first contact with a treating clinician.",
            ) +
            "<table><tr><th>Category</th><th>Colour</th><th>Target time</th></tr><tr><td>Immediate</td><td>Red</td><td>0 minutes</td></tr><tr><td>Very urgent</td><td>Orange</td><td>10 minutes</td></tr><tr><td>Urgent</td><td>Yellow</td><td>60 minutes</td></tr><tr><td>Standard</td><td>Green</td><td>120 minutes</td></tr><tr><td>Non-urgent</td><td>Blue</td><td>240 minutes</td></tr></table>" +
            p(
              "The nurse first chooses one of about fifty presentational flowcharts, such as 'Shortness of breath in adults', 'Abdominal pain in adults' or 'Head injury', according to the patient's main complaint. Each chart lists discriminators, signs and symptoms arranged from the most to the least urgent. General discriminators appear on every chart: life threat, haemorrhage, pain, conscious level, temperature and acuteness of onset. Specific discriminators belong to particular charts, for example 'pleuritic pain' or 'inappropriate history' in a child. The nurse works down the chart and stops at the first discriminator that applies; that row gives the category. A patient with an airway compromise is red whatever chart is used; a patient with severe pain (7 to 10 on a ten-point scale) is at least orange.",
              "Triage is a dynamic decision. Patients waiting must be re-triaged when their condition changes or when the target time passes, and any deterioration noticed in the waiting room is escalated at once. Good triage also records the time, the chart, the discriminator chosen and observations taken, so that the decision can be audited.",
            ),
        },
      },
      {
        title: "The ABCDE Assessment",
        description:
          "A structured primary survey lets a nurse find and treat the problem that will kill the patient first.",
        lesson: {
          title: "Airway, breathing, circulation, disability, exposure",
          html: p(
            "The ABCDE approach, taught by the Resuscitation Council UK and used worldwide, assesses the acutely ill patient in order of threat to life. Each problem is treated as it is found before moving to the next letter, and the whole sequence is repeated after any intervention or change.",
            "A, airway: a patient who talks in full sentences has a patent airway. Look for obstruction: snoring or gurgling, stridor, see-saw movement of chest and abdomen. Simple manoeuvres such as head tilt and chin lift or jaw thrust, suction and airway adjuncts come first; call for expert help early if they fail. B, breathing: count the respiratory rate (normal adult 12 to 20 per minute), measure oxygen saturation, look at chest movement and listen for breath sounds. Give oxygen to keep saturation at 94 to 98 per cent, or 88 to 92 per cent in patients at risk of hypercapnic respiratory failure, as the British Thoracic Society guideline recommends.",
            "C, circulation: measure heart rate and blood pressure, check capillary refill time (normal under 2 seconds when the fingertip is pressed for 5 seconds at heart level), feel the skin temperature and look for bleeding. Insert a wide-bore cannula, take bloods, and give a fluid bolus, typically 500 mL of crystalloid over 15 minutes, if the patient is hypovolaemic. D, disability: assess conscious level with ACVPU (alert, new confusion, responds to voice, to pain, unresponsive) or the Glasgow Coma Scale, check the pupils and measure blood glucose, since hypoglycaemia is a common, reversible cause of reduced consciousness. E, exposure: examine the whole body for rashes, wounds, swelling and bleeding while preserving dignity and preventing heat loss.",
            "Findings are recorded as a NEWS2 score, and communicated to the team using a structured handover such as SBAR.",
          ),
        },
      },
      {
        title: "Recognising Sepsis",
        description:
          "Sepsis kills when it is recognised late, so this module teaches screening and the time-critical first hour of treatment.",
        lesson: {
          title: "From NEWS2 to the Sepsis Six",
          html:
            p(
              "Sepsis is defined by the Third International Consensus (Sepsis-3, 2016) as life-threatening organ dysfunction caused by a dysregulated host response to infection. Septic shock is the subset with profound circulatory and metabolic abnormalities: vasopressors needed to keep mean arterial pressure at or above 65 mmHg and a serum lactate above 2 mmol/L despite adequate fluid. Every hour's delay in antibiotics for septic shock is associated with increased mortality, which is why recognition at the front door matters.",
              "In UK emergency departments, screening begins with the National Early Warning Score 2 (NEWS2), which scores respiratory rate, oxygen saturation, supplemental oxygen, systolic blood pressure, pulse, level of consciousness and temperature. A patient with suspected infection and a NEWS2 of 5 or more, or 3 in any single parameter, should be assessed urgently for sepsis. NICE guideline NG51 adds high-risk criteria that on their own demand action, such as a systolic pressure of 90 mmHg or below, a heart rate above 130, a respiratory rate of 25 or more, new confusion, no urine passed in 18 hours, or a non-blanching rash.",
              "Once sepsis is suspected, the UK Sepsis Trust's Sepsis Six should be completed within one hour:",
            ) +
            "<ul><li>give oxygen if saturation is below target;</li><li>take blood cultures, before antibiotics if this causes no delay;</li><li>give intravenous antibiotics according to local guidance;</li><li>give intravenous fluids if hypotensive or lactate raised, 500 mL boluses, reassessing after each;</li><li>measure lactate and full blood count;</li><li>monitor urine output, with a catheter if needed.</li></ul>" +
            p(
              "The nurse's role is central: noticing the pattern, escalating to a senior clinician, and starting the bundle. A lactate above 4 mmol/L or persistent hypotension after fluids means referral to critical care.",
            ),
        },
      },
      {
        title: "The Patient with Chest Pain",
        description:
          "Chest pain is common and usually benign, but a missed myocardial infarction is a catastrophe; this module sets out the first steps.",
        lesson: {
          title: "ECG in ten minutes and the acute coronary syndromes",
          html: p(
            "Chest pain accounts for a large share of emergency attendances, and the first task is to separate the life-threatening causes (acute coronary syndrome, pulmonary embolism, aortic dissection, tension pneumothorax, oesophageal rupture) from the common benign ones. The cornerstone is the 12-lead electrocardiogram, which should be recorded and shown to a decision-making clinician within 10 minutes of arrival for any patient with chest pain suggestive of cardiac ischaemia.",
            "The ECG divides acute coronary syndromes into two groups. ST-elevation myocardial infarction (STEMI) is diagnosed by new ST elevation in two contiguous leads, at least 1 mm in most leads and at least 2 mm in V2 and V3 in men, or by new left bundle branch block with a compatible history. STEMI means an occluded coronary artery, and the target is reperfusion by primary percutaneous coronary intervention within 120 minutes of the time fibrinolysis could have been given; many systems activate the catheter laboratory directly from the emergency department. Non-ST-elevation acute coronary syndromes (NSTE-ACS) include non-ST-elevation infarction, diagnosed by a rise and fall of high-sensitivity troponin above the 99th percentile, and unstable angina, where troponin is normal.",
            "Initial nursing care follows from this. Give aspirin 300 mg orally, chewed or dispersed, unless contraindicated; give glyceryl trinitrate sublingually for ongoing pain if systolic blood pressure is above 90 mmHg; relieve pain with intravenous morphine titrated to effect with an antiemetic; and give oxygen only if saturation is below 94 per cent, since routine oxygen in non-hypoxic patients does not help. Attach continuous cardiac monitoring, because ventricular fibrillation is most likely in the first hours, and keep a defibrillator at hand. Repeat the ECG if pain recurs or changes, as an initial normal trace does not exclude infarction.",
          ),
        },
      },
    ],
  },
];
