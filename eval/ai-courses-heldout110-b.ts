/** One-hundred-and-tenth held-out evaluation courses, intermediate level; see ai-courses-heldout110.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT110_B: EvalCourse[] = [
  {
    slug: "kiwifruit-orchard-management",
    discipline: "Kiwifruit growing",
    title: "Kiwifruit Orchard Management",
    description:
      "A practical course for orchard staff and growers: canopy training on the pergola and T-bar; winter and summer pruning; pollination and male-vine management; frost protection; and harvest timing by dry matter and soluble solids, comparing the green 'Hayward' with gold cultivars throughout.",
    level: "intermediate",
    duration: "twelve weeks (one lecture and one orchard practical a week)",
    plantedGap: "frost protection",
    modules: [
      {
        title: "Vine Structure and Pruning",
        description:
          "Training the vine on pergola and T-bar supports and pruning in winter and summer to balance cropping and renewal.",
        lesson: {
          title: "Winter and summer pruning on the pergola",
          html: p(
            "Commercial kiwifruit comes from two taxa: Actinidia chinensis var. deliciosa, whose cultivar 'Hayward' is the familiar green, hairy fruit, and A. chinensis var. chinensis, which includes the gold cultivar 'Zesy002', marketed as SunGold. Both are vigorous, deciduous, twining vines that must be supported. The T-bar carries a central wire with cross-arms and outrigger wires, producing a canopy shaped like an umbrella; the pergola is a flat, continuous canopy of wires about 1.8 m above the ground, giving higher yields once filled but costing more to build.",
            "The permanent framework is a trunk rising to the canopy and one or two leaders, or cordons, running along the row. Fruit is borne on the current season's shoots, which grow from buds on one-year-old canes. Each winter the pruner therefore removes most of the canes that have just fruited and ties down new replacement canes that arise close to the leader. Good replacement canes are of medium vigour, roughly pencil thickness or a little more, with well-developed buds; very thick, fast-growing canes are less fruitful, and thin, weak ones produce small fruit. Canes are laid out perpendicular to the leader and spaced evenly, commonly around 20 to 30 cm apart, so that the following summer's canopy fills without crowding.",
            "Summer pruning manages the enormous vegetative growth. Vigorous upright shoots are removed; non-fruiting shoots are shortened or removed to let light into the centre of the canopy; and fruiting shoots are stopped a few leaves beyond the last fruit. The aims are light on the developing fruit, which improves dry matter, and light on the buds that will become next year's fruiting wood. Gold cultivars, which are even more vigorous, are often girdled: a thin ring of bark is removed from the trunk or leaders after flowering so that carbohydrate stays in the canopy, increasing fruit size and dry matter.",
            "Where winters are too mild to satisfy the vines' chilling requirement, budbreak is weak and uneven. Growers have used hydrogen cyanamide, applied several weeks before natural budbreak, to increase and synchronise it where the product is registered, and breeders are selecting cultivars with lower chilling needs.",
          ),
        },
      },
      {
        title: "Pollination and Male Vines",
        description:
          "Achieving the seed numbers that large fruit require, through male-vine placement, honeybee management and supplementary pollen.",
        lesson: {
          title: "Getting enough seeds into every fruit",
          html: p(
            "Kiwifruit is functionally dioecious: female vines bear fruit, and male vines supply pollen. Fruit size depends closely on the number of seeds that develop, because seeds produce the hormones that draw resources into the fruit. A large export-grade 'Hayward' fruit typically contains well over a thousand seeds; a poorly pollinated fruit is small, often misshapen and may fall below the minimum count size.",
            "Male cultivars must flower at the same time as the females. For 'Hayward', the males 'Tomuri' and 'Matua' have been widely used, each covering a different part of the female flowering period; gold cultivars have their own recommended males. Older blocks were planted with one male to about eight females in a regular grid, while many newer plantings use continuous male strips along every third or fourth row, which distributes pollen more evenly and simplifies management.",
            "Honeybees are the main pollinators, but kiwifruit flowers produce no nectar and are not especially attractive to bees, which readily desert the orchard for clover or other flowering plants nearby. Growers therefore use high hive densities, commonly around eight hives per hectare, bring hives in when roughly 10 to 20 per cent of female flowers are open rather than before, feed colonies with sugar syrup to stimulate pollen collection, and mow flowering weeds under the canopy. Female flowers remain receptive for only a few days, and cold, wet or windy weather during that time can ruin a crop's pollination.",
            "Supplementary, or artificial, pollination is common insurance. Pollen is collected from male flowers, milled, dried and applied with blowers or as a liquid spray at full bloom. Pollen movement came under new scrutiny after Pseudomonas syringae pv. actinidiae, the bacterium causing the vine disease Psa, was found in New Zealand in November 2010. The disease devastated the earlier gold cultivar 'Hort16A', and the industry replaced it with the more tolerant 'Zesy002'. Growers now follow strict hygiene protocols for pollen, tools and vine material, and monitor males closely because they can carry and spread the bacterium.",
          ),
        },
      },
      {
        title: "When to Pick? Harvest Maturity and Storage",
        description:
          "Using soluble solids, dry matter, firmness and flesh colour to time harvest, and handling fruit for long coolstorage.",
        lesson: {
          title: "Maturity indices, harvest and coolstorage",
          html: p(
            "Kiwifruit is climacteric and is picked hard and unripe; the grower must predict how a fruit will taste months later, after storage and ripening. The long-standing New Zealand minimum maturity standard for 'Hayward' was 6.2 °Brix of soluble solids, measured with a refractometer on juice from both ends of sampled fruit. Soluble solids rise as starch converts to sugar, but the better predictor of final eating quality is dry matter: the percentage of fruit weight remaining after drying. Dry matter at harvest represents the starch and sugar that will become sweetness when the fruit ripens, and marketers now pay growers premiums for higher dry matter.",
            "To measure dry matter, take a representative sample of fruit across the block, cut a thin equatorial slice from each, weigh it, dry it at about 65 °C until the weight stops falling, and weigh again. Hand-held near-infrared instruments now allow non-destructive estimates in the orchard. Firmness is measured with a penetrometer, usually with a 7.9 mm probe, after removing a disc of skin. For gold cultivars, flesh colour is added: the flesh must have turned from green to yellow, measured as hue angle with a colorimeter, below a set maximum.",
            "Harvest handling determines storage life. Fruit should be picked dry and handled gently, since bruises and stem wounds open the way to Botrytis cinerea, which causes stem-end rot in store. Curing, holding fruit at ambient temperature for one to two days before cooling, allows the picking wound to heal and significantly reduces Botrytis.",
            "'Hayward' stores exceptionally well, for up to six months, at 0 °C and above 95 per cent relative humidity. Its weakness is ethylene sensitivity: concentrations well below 0.1 µL/L can trigger softening in store. Coolstores therefore exclude ripening fruit of other species and exhaust fumes from internal-combustion forklifts, use electric equipment, and may install ethylene scrubbers or treat fruit with 1-methylcyclopropene, which blocks ethylene receptors. Gold cultivars generally have a shorter storage life and are often marketed earlier in the season.",
          ),
        },
      },
    ],
  },
  {
    slug: "luxury-brand-management",
    discipline: "Luxury brand management",
    title: "Luxury Brand Management",
    description:
      "What makes a handbag worth ten thousand euros, and why would its maker refuse to discount it? Drawing on cases from Hermès, Chanel, LVMH and Kering, the course examines the anti-laws of luxury marketing, heritage and craftsmanship, pricing and managed scarcity, selective distribution and clienteling, and counterfeit enforcement.",
    level: "intermediate",
    duration: "ten weeks (one three-hour seminar a week)",
    plantedGap: "counterfeit enforcement",
    modules: [
      {
        title: "The Logic of Luxury",
        description:
          "Why luxury brands break the usual rules of marketing, and what customers value when they buy luxury.",
        lesson: {
          title: "Kapferer and Bastien's anti-laws",
          html: p(
            "Mass-market marketing seeks to find out what customers want and give it to them at a competitive price. Jean-Noël Kapferer and Vincent Bastien argued in The Luxury Strategy (2009) that luxury works almost the other way round, and set out twenty-four anti-laws of marketing. Among them: forget about positioning, because luxury is superlative, not comparative; do not pander to customers' wishes; keep non-enthusiasts out; do not respond to rising demand; make it difficult to buy; raise prices over time to increase demand; and the role of advertising is not to sell.",
            "They distinguish luxury from premium and from fashion. A premium brand competes on demonstrable superiority within a category and can be benchmarked; a luxury brand claims to be incomparable and builds its value on culture, history and creators. Fashion renews itself every season; luxury aims at timelessness, even when, like Louis Vuitton or Dior, it runs fashion collections within the house.",
            "Customer value in luxury is multidimensional. Thorstein Veblen's idea of conspicuous consumption (1899) explains why some goods become more desirable as their price rises: they signal wealth. Vigneron and Johnson (2004) proposed a fuller model of perceived luxury value with five dimensions: conspicuousness, uniqueness, quality, hedonism and extended self, the way a possession expresses identity. Brands weight these differently; Bottega Veneta's once-famous slogan “When your own initials are enough” rejected logos entirely, appealing to discreet, knowledgeable buyers.",
            "Heritage anchors the claim of incomparability. Hermès began in 1837 as a harness-maker in Paris, and its saddle stitch still appears in its leather goods; Louis Vuitton opened as a trunk-maker in 1854. Such stories are curated deliberately through archives, exhibitions and books. The market they serve is large: Bain & Company and Altagamma estimated the global personal luxury goods market at about 362 billion euros in 2023, concentrated in a few groups, notably LVMH, Kering, Richemont, Chanel and Hermès.",
          ),
        },
      },
      {
        title: "Pricing and Managed Scarcity",
        description: "How luxury houses set prices, create rarity and protect their brands from dilution.",
        lesson: {
          title: "Price increases, waiting lists and brand dilution",
          html: p(
            "Luxury prices are set by brand value rather than by cost-plus calculation, and price increases are themselves a message. Chanel has raised the price of its Classic Flap bag repeatedly over the past fifteen years, with the US price of the medium size more than trebling over that period, and demand has held. Regular increases also protect existing owners, whose purchases hold or gain resale value, and they discourage discounting by any retailer.",
            "Scarcity can be natural or managed. Catry (2003) distinguished natural scarcity, from limited raw materials or skilled labour, from techno-virtual scarcity, created by limited editions, numbered series and restricted allocation. The Hermès Birkin combines both: each bag is made by a single craftsperson over many hours, and Hermès expands output only as fast as it can train artisans, opening leather workshops across France and its own school for craft skills. Because bags cannot be simply bought off the shelf, sales associates allocate them to established clients, a practice that drew a 2024 class action in California alleging that Hermès tied access to the Birkin to purchases of other products.",
            "The greatest threat to pricing power is dilution. In the 1970s and 1980s Pierre Cardin licensed his name for hundreds of products, from cigarettes to saucepans, gaining income and losing desirability. Gucci suffered similarly from uncontrolled licensing before its revival in the 1990s. Burberry's check became so widely copied and associated with downmarket imagery in the early 2000s that the company, under Angela Ahrendts, bought back licences and reduced the check's visibility.",
            "Students should be able to apply these ideas analytically. A useful exercise is to take a house's price history, product range and distribution footprint over ten years and ask three questions: where prices have risen faster than inflation and why demand tolerated it; which products act as accessible entry points and whether they cheapen the core; and whether growth has come from deeper relationships with existing clients or from broader, riskier reach.",
          ),
        },
      },
      {
        title: "Distribution and Clienteling",
        description:
          "Controlling where and how luxury goods are sold, and managing long-term relationships with individual clients.",
        lesson: {
          title: "Selective distribution and client relationships",
          html: p(
            "Control of distribution is control of the brand. Over the past three decades the major houses have shifted from wholesale and licensing towards directly operated stores, which let them set prices, train staff, design the retail environment and own customer data. Wholesale accounts remain, especially in department stores, but are pruned when they discount or present the brand poorly.",
            "European competition law permits selective distribution when it is justified by the nature of the product. Under the Metro criteria, resellers must be chosen on objective qualitative grounds applied without discrimination, and the restrictions must not go beyond what is necessary. In Coty Germany v Parfümerie Akzente (C-230/16, 2017), the Court of Justice held that a supplier of luxury goods may prohibit its authorised distributors from selling through third-party online platforms such as Amazon in a discernible way, because preserving the luxury image can justify the restriction.",
            "Clienteling is the practice of managing individual, long-term relationships. Sales associates keep client books recording sizes, preferences, purchase history, important dates and family members, and contact clients personally by phone or messaging when a suitable piece arrives. A small share of clients accounts for a disproportionately large share of sales, so houses invest in private appointments, previews, events and travel for their most valuable clients. The danger is over-dependence on a few individuals and on associates who may take relationships with them if they leave.",
            "Store performance is tracked through a small set of measures:" +
              "<ul><li>sales per square metre, comparing stores of different sizes;</li><li>conversion rate, the share of visitors who buy;</li><li>average transaction value and units per transaction;</li><li>client retention and repeat-purchase rate;</li><li>share of sales from clients already in the client book.</li></ul>",
            "The measures can conflict with brand goals. Pushing conversion through aggressive selling or discounting improves quarterly results while eroding the distance and ease that luxury depends on, so managers must judge targets against the house's long-term positioning.",
          ),
        },
      },
    ],
  },
  {
    slug: "legal-anthropology-disputes-norms-and-plural-legal-orders",
    discipline: "Legal anthropology",
    title: "Legal Anthropology: Disputes, Norms and Plural Legal Orders",
    description:
      "Law is not only what courts and statutes say. Drawing on ethnography from the Trobriand Islands to American small-claims courts, students examine the trouble-case method, the Gluckman–Bohannan debate over comparison, legal pluralism and semi-autonomous social fields, the disputing pyramid, and witchcraft accusations as a means of social control.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "witchcraft accusations",
    modules: [
      {
        title: "Order Without Courts? The Classic Ethnographies",
        description:
          "How Malinowski, Llewellyn and Hoebel, Gluckman and Bohannan established the anthropological study of law.",
        lesson: {
          title: "Malinowski, the trouble case and the Barotse",
          html: p(
            "Bronisław Malinowski's Crime and Custom in Savage Society (1926) argued, against the idea that small-scale societies obeyed custom automatically, that Trobriand Islanders kept their obligations because of reciprocity and publicity. A fisherman supplied fish to an inland partner because he depended on the partner's yams, and because failure would be known and shamed. Law, for Malinowski, was a body of binding obligations kept in force by these mechanisms, not necessarily by courts. The definition was criticised as so broad that it made all social control into law.",
            "Karl Llewellyn, a legal realist, and E. Adamson Hoebel, an anthropologist, offered a method in The Cheyenne Way (1941). They distinguished three ways of finding law: the ideological, by asking people about rules; the descriptive, by observing regular behaviour; and the trouble-case method, by studying instances of dispute and how they were resolved. Trouble cases, they argued, reveal law in action, including what happens when rules conflict. The method shaped decades of fieldwork.",
            "Max Gluckman's The Judicial Process among the Barotse of Northern Rhodesia (1955) studied the Lozi kuta, a council of judges. He found that the judges reasoned through a standard of the reasonable man, asking how a reasonable husband, headman or kinsman would have behaved. Because the parties were usually linked by many relationships at once, what Gluckman called multiplex relationships, the court sought to reconcile them, ranging widely over their history rather than confining itself to a narrow legal issue.",
            "Paul Bohannan's Justice and Judgment among the Tiv (1957) took the opposite line on comparison. He warned that describing Tiv institutions in English legal terms, as Gluckman did deliberately, distorted them, and he distinguished folk systems, the categories used by the people themselves, from analytical systems constructed by the observer. The Gluckman–Bohannan debate remains the starting point for any discussion of whether legal concepts can travel across cultures without imposing one society's categories on another.",
          ),
        },
      },
      {
        title: "Legal Pluralism",
        description:
          "The coexistence of several normative orders in one social field, from colonial customary law to contemporary religious tribunals.",
        lesson: {
          title: "Classic and new legal pluralism",
          html: p(
            "Legal pluralism is the presence of more than one legal or normative order in the same social field. John Griffiths, in his 1986 article What is Legal Pluralism?, distinguished weak, or juristic, pluralism, in which the state recognises and incorporates other bodies of law, as when colonial courts applied customary or religious law to particular populations, from strong, or descriptive, pluralism, the empirical fact that people are governed by several orders regardless of state recognition.",
            "Sally Falk Moore's 1973 concept of the semi-autonomous social field was a key tool. A social field can generate rules and induce compliance internally, but it is also vulnerable to rules from the wider world. Her examples were the women's dress industry in New York, where formal labour law was bent by networks of favours and obligations, and the Chagga of Tanzania, where state land reforms were absorbed into existing kinship relations. State law, on this view, enters social fields that already have their own order and is transformed by them.",
            "Sally Engle Merry's 1988 review distinguished classic legal pluralism, concerned with colonial and postcolonial societies, from new legal pluralism, which applied the concept to industrialised societies, including workplaces, neighbourhoods and religious communities. Historical research has complicated the classic picture. Martin Chanock's Law, Custom and Social Order (1985), on colonial Malawi and Zambia, showed that much customary law was created in the colonial period, as chiefs, elders and officials codified versions of custom that served their interests.",
            "Contemporary examples include personal law systems for religious communities in India, recognition of Aboriginal and Torres Strait Islander law in Australian sentencing and land claims, and Sharia councils in Britain, which issue religious divorces that have no civil legal effect. Brian Tamanaha has criticised the concept for having no clear boundary: if every normative order is law, the word loses analytical value. Students should be able to defend a position in this debate using at least two ethnographic cases.",
          ),
        },
      },
      {
        title: "Disputing Processes",
        description: "How grievances become disputes, why most never reach court, and how litigants understand law.",
        lesson: {
          title: "Naming, blaming, claiming and the disputing pyramid",
          html: p(
            "From the late 1960s anthropologists shifted from rules to processes. Laura Nader and Harry Todd's The Disputing Process (1978) described three phases: a grievance, when one person feels wronged; a conflict, when the matter is taken up with the other party; and a dispute, when it becomes public and a third party is involved. The choice of forum, whether negotiation, mediation, adjudication or avoidance, depends on the relationship between the parties and their access to each forum.",
            "William Felstiner, Richard Abel and Austin Sarat's 1980–81 article on the emergence and transformation of disputes gave the field its best-known vocabulary. Naming is recognising an experience as injurious. Blaming is attributing the injury to someone responsible. Claiming is voicing the grievance to that party and asking for a remedy. A dispute exists when the claim is rejected. Each transformation is shaped by class, gender, knowledge and the advice of lawyers and friends, so many injuries are never named at all.",
            "The Civil Litigation Research Project in the United States quantified this. Miller and Sarat (1980–81) found that across several types of grievance, only a small fraction of grievances became court filings, on average roughly fifty per thousand, producing a shape known as the disputing pyramid. The pyramid varied greatly by type: grievances arising from discrimination were rarely pressed as claims, while post-divorce disputes reached lawyers and courts far more often.",
            "Ethnographies of courts show how ordinary people experience law. John Conley and William O'Barr's Rules versus Relationships (1990), based on small-claims hearings, distinguished rule-oriented litigants, who framed their accounts around contracts and legal duties, from relational litigants, who told stories about social obligations and fairness; judges tended to reward the former. Sally Engle Merry's Getting Justice and Getting Even (1990) found that working-class Americans turned to court for neighbourhood and family problems seeking recognition of their rights, only to be redirected towards mediation and told that their problems were not really legal.",
          ),
        },
      },
    ],
  },
  {
    slug: "gunsmithing-inspection-repair-and-metal-finishing",
    discipline: "Gunsmithing",
    title: "Gunsmithing: Inspection, Repair and Metal Finishing",
    description:
      "Covers the bench skills of the working gunsmith: safe handling and inspection, headspace gauging, bore assessment, action bedding, rust and hot-salt bluing, stock checkering, and the proof and registration rules that govern repair work in the UK.",
    level: "intermediate",
    duration: "fifteen weeks (two workshop days a week)",
    plantedGap: "stock checkering",
    modules: [
      {
        title: "Safe Handling, Inspection and Headspace",
        description: "Making a firearm safe, inspecting it systematically, and measuring headspace with gauges.",
        lesson: {
          title: "Headspace: what it is and how to gauge it",
          html: p(
            "Every job begins with making the firearm safe: remove the magazine, open the action, and look into and feel the chamber and magazine well, even if the customer has said it is unloaded. The gunsmith's legal position matters too. In Great Britain anyone who repairs, tests or proves firearms by way of trade must be registered as a firearms dealer with the police under the Firearms Act 1968, and the Gun Barrel Proof Act 1868 makes it an offence to sell or transfer an unproved barrel. Certain repairs and alterations that can weaken a barrel or action require re-proof at the London or Birmingham proof house.",
            "Headspace is the distance from the bolt face to the surface in the chamber that stops the cartridge moving forward. Where it is measured depends on the cartridge: for rimmed cases it is the rim seat, for belted magnums the front of the belt, for rimless bottlenecked cases a datum diameter on the shoulder, and for straight-walled rimless cases the case mouth.",
            "Headspace is checked with three hardened gauges: GO, NO-GO and FIELD. Strip the bolt of its extractor and ejector, or remove the firing-pin assembly where appropriate, so that spring pressure does not mask the feel. The bolt should close on the GO gauge without resistance and should not close on the NO-GO. If it closes on NO-GO but not on FIELD, the chamber is outside new-manufacture limits but may still be serviceable; if it closes on FIELD, the rifle is unsafe and must not be fired until corrected.",
            "Excess headspace lets the case move forward on firing; the case head then stretches back to the bolt face, thinning the wall just ahead of the web. Repeated reloading produces a bright ring at that point, the warning of an incipient head separation, which releases high-pressure gas into the action. Insufficient headspace makes the bolt close hard or not at all and raises pressures. Causes include lug setback from worn or overloaded actions, wear of locking surfaces and careless rebarrelling. On a threaded barrel, excess headspace is commonly corrected by setting the barrel back one thread and rechambering. Finish each inspection with a bore check, using a borescope to look for pitting, erosion at the throat and ring bulges from obstructions.",
          ),
        },
      },
      {
        title: "Action Bedding and Barrel Fitting",
        description:
          "Bedding a bolt-action rifle in epoxy and free-floating the barrel to give consistent, stress-free contact.",
        lesson: {
          title: "Glass bedding a bolt-action rifle",
          html: p(
            "A rifle shoots consistently only if its action returns to exactly the same position in the stock after every shot and is held without stress. Wood swells and shrinks with humidity and compresses under the recoil lug; some synthetic stocks flex. Bedding replaces the wood or plastic contact surfaces with a precise epoxy casting of the action itself. Pillar bedding goes further, fitting aluminium or steel pillars through the stock at the action screws so that the screws clamp metal to metal and cannot crush the stock.",
            "A standard glass-bedding procedure:" +
              "<ol><li>Remove the barrelled action and trigger, and degrease everything.</li><li>Relieve the stock around the recoil lug and under the receiver, removing about 1.5 mm so the compound has room, and roughen the surfaces for adhesion.</li><li>Tape the front, sides and bottom of the recoil lug so that, when cured, it bears only on its rear face.</li><li>Fill the trigger slot, magazine well gaps, screw holes and any undercuts with modelling clay.</li><li>Apply release agent thoroughly to every metal surface the compound could touch.</li><li>Mix the compound, apply it to the stock, and lower the action into place, holding it with headless guide screws or tape under light pressure, never full torque.</li><li>Remove the excess, allow a partial cure, then separate the action from the stock before full cure and trim.</li></ol>",
            "The most serious mistake is a missed patch of release agent or an unfilled undercut, which can lock the action permanently into the stock. Work on a scrap action first.",
            "Most hunting and target rifles shoot best with a free-floated barrel, touching the stock nowhere forward of the receiver, so that barrel vibration is the same every shot whatever the rest or sling tension. Check by sliding a strip of paper between barrel and barrel channel from muzzle to receiver. Finally, tighten action screws to the torque specified for the stock, commonly in the range of 35 to 65 inch-pounds, and keep it the same every time.",
          ),
        },
      },
      {
        title: "Metal Finishing: Rust and Hot-Salt Bluing",
        description:
          "Preparing steel and producing durable black oxide finishes by the caustic and rust-bluing methods.",
        lesson: {
          title: "Producing a blued finish",
          html: p(
            "Bluing converts the surface of steel into a thin layer of black iron oxide, magnetite (Fe3O4), which, kept oiled, gives modest corrosion resistance and a deep colour. It does not fill scratches; the finish reveals every flaw, so preparation decides the result. Polish through progressively finer abrasives, for example from 240 to 600 grit, working with a backing block to keep flats flat. Avoid dishing screw holes, rounding sharp edges and softening roll-marked lettering, the errors that distinguish amateur work. Finally degrease completely in a hot alkaline cleaner and handle the parts only with clean gloves.",
            "Hot-salt, or caustic, bluing immerses parts in a boiling solution of sodium hydroxide with nitrate and nitrite oxidisers at around 138 to 146 °C for fifteen to thirty minutes, producing a uniform black in one operation. Parts are then rinsed, neutralised and oiled. It is fast and consistent for production work, but it is hazardous and has limits. Hot caustic causes severe burns, and water dropped into the tank can erupt. It dissolves aluminium, attacks soft solder, and can damage case-hardened colours, so it must never be used on double-barrelled shotguns whose barrels and ribs are joined with soft solder.",
            "Rust bluing, or slow rust bluing, is the traditional method for such guns and for high-grade work. A thin coat of acidic rusting solution is applied and the parts are held in a warm, humid cabinet for several hours until a fine, even layer of red rust, mainly Fe2O3, forms. The parts are then boiled in distilled water, which converts the red oxide to black magnetite, and carded with fine degreased steel wool or a carding wheel to remove loose oxide. The cycle is repeated six to ten times until the colour is deep and even.",
            "Small parts such as screws and pins may be nitre blued in molten potassium nitrate, giving a bright blue. Cold blues based on selenium dioxide are only suitable for touching up. Phosphate coatings, known as parkerising, provide a matt, more protective military finish.",
          ),
        },
      },
    ],
  },
  {
    slug: "heart-failure-nursing-assessment-medicines-and-self-care",
    discipline: "Heart failure nursing",
    title: "Heart Failure Nursing: Assessment, Medicines and Self-Care",
    description:
      "Heart failure affects more than a million people in the UK, and specialist nurses now carry much of its care. For registered nurses in hospital and community settings, the course covers classification and assessment, titration of the four pillars of medical therapy, self-care education and fluid monitoring, and palliative care planning.",
    level: "intermediate",
    duration: "eight weeks (one study day a week with supervised practice in between)",
    plantedGap: "palliative care planning",
    modules: [
      {
        title: "Classification and Assessment",
        description:
          "Ejection fraction categories, functional class, natriuretic peptide testing and bedside assessment of congestion.",
        lesson: {
          title: "Ejection fraction, NYHA class and natriuretic peptides",
          html: p(
            "Heart failure is a clinical syndrome of symptoms such as breathlessness, fatigue and ankle swelling, caused by a structural or functional cardiac abnormality. The 2021 European Society of Cardiology guideline classifies it by left ventricular ejection fraction (LVEF): heart failure with reduced ejection fraction (HFrEF) at 40 per cent or less; mildly reduced (HFmrEF) at 41 to 49 per cent; and preserved (HFpEF) at 50 per cent or more, where diagnosis also requires evidence of structural disease or raised filling pressures. The distinction matters because the disease-modifying evidence is strongest for HFrEF.",
            "Symptom severity is graded by the New York Heart Association (NYHA) classes: I, no limitation of ordinary activity; II, slight limitation, with ordinary activity causing symptoms; III, marked limitation, with less than ordinary activity causing symptoms; IV, symptoms at rest or on any activity. Class changes with treatment and is recorded at each review.",
            "In England, NICE guideline NG106 uses N-terminal pro-B-type natriuretic peptide (NT-proBNP) to triage suspected heart failure in the community. Above 2,000 ng/L, refer urgently for specialist assessment and echocardiography within two weeks; between 400 and 2,000 ng/L, within six weeks; below 400 ng/L, heart failure is less likely. Interpretation needs care: obesity lowers NT-proBNP, while age over 70, atrial fibrillation, renal impairment and sepsis raise it.",
            "Bedside assessment focuses on congestion and perfusion. Ask about breathlessness on exertion, orthopnoea (how many pillows), paroxysmal nocturnal dyspnoea, reduced exercise tolerance and appetite. Examine for raised jugular venous pressure, peripheral and sacral oedema, lung crackles, a third heart sound if skilled to detect it, and cool peripheries. Record weight on the same scales each visit, blood pressure lying and standing, heart rate and rhythm, and oxygen saturation. The simple profile of warm or cold, wet or dry, meaning adequately perfused or not and congested or not, helps decide urgency: a cold, wet patient is high-risk and needs same-day medical review. Blood tests at each assessment include urea and electrolytes, full blood count, and where relevant iron studies, since iron deficiency is common and treatable.",
          ),
        },
      },
      {
        title: "Medicines Titration",
        description:
          "The four pillars of therapy for heart failure with reduced ejection fraction and how nurse-led clinics titrate them safely.",
        lesson: {
          title: "The four pillars and how nurses titrate them",
          html: p(
            "For HFrEF, four drug classes each reduce mortality and hospital admission, and current guidelines recommend all four unless contraindicated: an ACE inhibitor, angiotensin receptor blocker or angiotensin receptor–neprilysin inhibitor (sacubitril/valsartan); a beta-blocker licensed for heart failure (bisoprolol, carvedilol, nebivolol or metoprolol succinate); a mineralocorticoid receptor antagonist (spironolactone or eplerenone); and an SGLT2 inhibitor (dapagliflozin or empagliflozin). Loop diuretics relieve congestion but are given for symptoms, at the lowest dose that keeps the patient dry.",
            "Nurse-led titration follows protocols. Beta-blockers start low and are increased slowly: bisoprolol from 1.25 mg daily, doubling no more often than every two weeks towards the target of 10 mg, provided the resting heart rate stays above about 50 beats per minute and there is no symptomatic hypotension or worsening congestion. ACE inhibitors are titrated similarly, for example ramipril from 1.25 mg towards 10 mg daily.",
            "Renal function and potassium are checked one to two weeks after starting, and after each dose increase, of an ACE inhibitor, ARB, ARNI or MRA. The ESC guideline regards a rise in creatinine of up to 50 per cent above baseline, or to 266 µmol/L, and potassium up to 5.5 mmol/L, as acceptable. If potassium exceeds 5.5, halve the dose and recheck; above 6.0, stop and seek advice. When switching from an ACE inhibitor to sacubitril/valsartan, a 36-hour gap is essential because the combination greatly increases the risk of angioedema.",
            "SGLT2 inhibitors need no titration: dapagliflozin and empagliflozin are given at 10 mg daily. Counsel patients about genital fungal infection and hygiene, and about the small risk of ketoacidosis, which can occur with near-normal blood glucose. Teach sick-day guidance: during illness with vomiting, diarrhoea or fever with poor fluid intake, temporarily stop ACE inhibitors, ARBs, ARNI, MRAs, diuretics and SGLT2 inhibitors, and restart within 24 to 48 hours of eating and drinking normally. If symptomatic hypotension limits titration, review and stop non-essential blood-pressure-lowering drugs such as calcium channel blockers or alpha-blockers before reducing prognostic therapy.",
          ),
        },
      },
      {
        title: "Self-Care Education and Fluid Monitoring",
        description:
          "Teaching patients and carers to monitor weight and symptoms and to act early when heart failure worsens.",
        lesson: {
          title: "Daily weights, fluid and recognising deterioration",
          html: p(
            "Outcomes in heart failure depend heavily on what patients do between appointments. Riegel and colleagues' middle-range theory of self-care describes three linked processes: self-care maintenance, the daily behaviours that keep the condition stable, such as taking medicines and staying active; self-care monitoring, noticing changes in symptoms and signs; and self-care management, responding to those changes by adjusting treatment within agreed limits or seeking help. Education should build all three, not only knowledge.",
            "Daily weighing is the core monitoring skill because fluid accumulates before breathlessness becomes obvious. Teach patients to weigh each morning after passing urine and before breakfast, in similar clothing, on the same scales placed on a hard floor, and to write the result in a diary or app. A common action threshold is a gain of more than 2 kg over three days; the patient should then contact the heart failure team or, under an agreed flexible diuretic plan, take an extra dose of loop diuretic and report it.",
            "Fluid and salt advice should be individualised. Routine fluid restriction for all patients is not supported by good evidence, but a limit of about 1.5 to 2 litres a day may be advised in severe symptoms or hyponatraemia. Excessive salt intake worsens congestion, and the ESC suggests avoiding more than 5 g of salt a day; practical teaching covers bread, processed meat, ready meals and soups. Patients should avoid non-steroidal anti-inflammatory drugs, which cause fluid retention and kidney injury, and should receive annual influenza and pneumococcal vaccination. Exercise-based cardiac rehabilitation is recommended for stable patients.",
            "Red-flag symptoms needing urgent help include breathlessness at rest, being unable to lie flat, chest pain, fainting, a rapid irregular heartbeat, and, in patients with implanted defibrillators, any shock. Use the teach-back method to check understanding: ask the patient to explain in their own words what they will do if their weight goes up by 2 kg by Thursday, and correct any gaps. Involve carers, who often notice swelling or confusion first.",
          ),
        },
      },
    ],
  },
];
