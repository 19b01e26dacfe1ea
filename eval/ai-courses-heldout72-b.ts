/** Seventy-second held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout72.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT72_B: EvalCourse[] = [
  {
    slug: "public-administration-bureaucracy-reform-and-delivery",
    discipline: "Public administration",
    title: "Public Administration: Bureaucracy, Reform and Delivery",
    description:
      "From Weber's ideal-type bureaucracy to New Public Management and the governance models that followed it, the module traces how states organise the work of government. Seminars examine executive agencies and arm's-length bodies, public procurement, policy implementation and the street-level bureaucrat, and how claims made for administrative reform can be tested against evidence.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "public procurement",
    modules: [
      {
        title: "Weber and the Bureaucratic Model",
        description:
          "The ideal-type bureaucracy, its origins in the reform of the British civil service, and its classic critics.",
        lesson: {
          title: "The ideal type and its discontents",
          html: p(
            "Max Weber's account of bureaucracy, published posthumously in <i>Economy and Society</i> (1922), remains the starting point for the study of public administration. Weber linked bureaucracy to legal-rational authority: officials are obeyed not because of who they are or because of tradition, but because they act under impersonal rules that have been lawfully enacted. Bureaucracy was, in his view, technically superior to every other form of organisation in precision, speed, continuity and predictability.",
            "His ideal type, a model that exaggerates features for analysis rather than describing any real office, has six main elements:",
            "<ul><li>fixed jurisdictional areas, with duties assigned by rules;</li><li>a clear hierarchy of offices, with appeal from lower to higher;</li><li>administration based on written files and documents;</li><li>officials with specialised training;</li><li>office-holding as a full-time career, with salary, pension and promotion by seniority or merit;</li><li>management by general rules that can be learned.</li></ul>",
            "British practice moved towards this model in the nineteenth century. The Northcote–Trevelyan Report of 1854 criticised a civil service filled by patronage and recommended recruitment by competitive examination, a division between intellectual and mechanical work, and promotion on merit. The Civil Service Commission was created in 1855, and an Order in Council of 1870 made open competition the normal route of entry to most departments. In the United States, Woodrow Wilson's essay <i>The Study of Administration</i> (1887) and Frank Goodnow's <i>Politics and Administration</i> (1900) argued for separating the making of policy from its neutral execution, the so-called politics–administration dichotomy.",
            "Critics soon identified the costs of the model. Robert Merton's essay <i>Bureaucratic Structure and Personality</i> (1940) argued that the discipline needed to make officials reliable also produces goal displacement: rules become ends in themselves, and officials develop what Thorstein Veblen had called trained incapacity, an inability to respond to situations that the rules did not foresee. Michel Crozier's <i>The Bureaucratic Phenomenon</i> (1964), based on French state organisations, showed how rigid rules create vicious circles: failures lead to more rules, and groups that control the remaining zones of uncertainty, such as maintenance workers, gain informal power.",
            "For seminar, take one public organisation you have dealt with and identify which of Weber's six features it displays, and where Merton's or Crozier's criticisms apply.",
          ),
        },
      },
      {
        title: "New Public Management and After",
        description:
          "The doctrines of New Public Management, the creation of executive agencies, and the post-NPM models that challenged them.",
        lesson: {
          title: "Managerial reform and the evidence on its results",
          html: p(
            "From the late 1970s, governments in Britain, New Zealand, Australia and elsewhere tried to make administration more like the management of a business. Christopher Hood gave this movement its name in his article <i>A Public Management for All Seasons?</i> (1991), identifying a set of doctrines that included hands-on professional management, explicit standards and measures of performance, greater emphasis on output controls, disaggregation of large departments into separately managed units, private-sector styles of management, and greater discipline and parsimony in resource use.",
            "In Britain the central reform was the creation of executive agencies. The Efficiency Unit report <i>Improving Management in Government: The Next Steps</i> (1988), known as the Ibbs report, argued that ministers and senior officials were overloaded with policy and had little time for management. It proposed separating the delivery of services into agencies run by chief executives under framework documents setting targets and budgets, while policy stayed in the parent department. By 1997 around three-quarters of civil servants worked in agencies or on similar lines, in bodies such as the Benefits Agency, the Prison Service and the Driver and Vehicle Licensing Agency. In the United States, David Osborne and Ted Gaebler's <i>Reinventing Government</i> (1992) popularised the slogan that government should steer rather than row.",
            "Agencification raised hard questions about accountability. When escapes from Parkhurst prison in 1995 led to the dismissal of the Prison Service's director-general, Derek Lewis, the dispute with the Home Secretary, Michael Howard, exposed the difficulty of separating policy, for which ministers answered, from operations, for which chief executives were responsible.",
            "By the mid-2000s several authors argued that the era was over. Patrick Dunleavy and colleagues (2006) described digital-era governance, in which information technology encouraged reintegration of fragmented services around the citizen. Stephen Osborne (2006) proposed New Public Governance, emphasising networks of organisations and the co-production of services with users.",
            "Did the reforms work? Hood and Ruth Dixon's <i>A Government that Worked Better and Cost Less?</i> (2015) assembled thirty years of UK data and found that administration costs rose substantially in real terms even as civil service staff numbers fell, while indicators of fairness and consistency, such as complaints and applications for judicial review, tended to grow. Their method, comparing stated aims with long-run measurable outcomes, is a model for evaluating any reform programme.",
          ),
        },
      },
      {
        title: "Why Do Policies Fail in Delivery?",
        description:
          "Top-down and bottom-up theories of implementation, from Pressman and Wildavsky to Lipsky's street-level bureaucrats.",
        lesson: {
          title: "Implementation theory and the street-level bureaucrat",
          html: p(
            "Implementation became a field of its own with Jeffrey Pressman and Aaron Wildavsky's <i>Implementation</i> (1973), whose subtitle begins <i>How Great Expectations in Washington Are Dashed in Oakland</i>. They studied a federal programme announced in 1966 to create jobs for unemployed people, mainly from minority groups, through public works and business loans in Oakland, California. Years later, little money had been spent and few jobs created, although no one had opposed the programme.",
            "Their explanation was the complexity of joint action. They counted some seventy clearances, separate decisions and agreements by different agencies, needed for the programme to proceed. Even if each were very likely to be agreed, the chance of all being agreed was small. With a probability of 0.95 at each point, the probability of success after seventy independent clearances is 0.95 raised to the power 70, about 0.03. Delay compounds the problem, because each decision waits for the one before.",
            "This led to the top-down tradition, which asks what conditions allow a statute to achieve its objectives. Paul Sabatier and Daniel Mazmanian (1979) listed conditions such as clear and consistent objectives, an adequate causal theory linking the programme to the outcome, legal structuring that gives implementers sufficient authority, committed and skilful officials, support from interest groups and legislators, and stable socio-economic conditions.",
            "The bottom-up tradition starts from the other end. Michael Lipsky's <i>Street-Level Bureaucracy</i> (1980) studied teachers, police officers, social workers and benefits staff, who interact directly with citizens and have substantial discretion. Faced with chronically inadequate resources, ambiguous goals and clients who do not choose to be there, they develop coping routines: rationing services through queues and waiting times, creaming off easier cases, and simplifying categories of client. The policy citizens actually receive is the sum of these routines, so in Lipsky's phrase street-level bureaucrats are in effect policy makers. Richard Elmore's method of backward mapping (1979) turned this insight into a design tool: begin with the behaviour to be changed at the point of delivery and work back to the resources and rules needed to produce it.",
            "Richard Matland (1995) reconciled the two approaches by classifying policies by ambiguity and conflict. Low-ambiguity, low-conflict policies suit top-down administrative implementation; high-ambiguity, low-conflict ones are better treated as experiments shaped by local actors.",
          ),
        },
      },
    ],
  },
  {
    slug: "telecommunications-law-and-regulation-in-the-eu-and-uk",
    discipline: "Telecommunications law",
    title: "Telecommunications Law and Regulation in the EU and UK",
    description:
      "Designed for trainee solicitors, in-house counsel and regulatory analysts, the course explains how electronic communications networks and services are authorised, how radio spectrum is assigned and traded, how operators with significant market power are regulated, and how net neutrality rules constrain the treatment of internet traffic. The European Electronic Communications Code and the Communications Act 2003 are read side by side throughout.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "net neutrality",
    modules: [
      {
        title: "The Regulatory Framework and General Authorisation",
        description:
          "The structure of the European Electronic Communications Code, the general authorisation regime, and Ofcom's powers and duties under the 2003 Act.",
        lesson: {
          title: "Who may run a network, and on what conditions?",
          html: p(
            "Until the 1980s most European telecommunications were run by state monopolies. Liberalisation, completed in the EU by 1998, was followed by a common regulatory framework adopted in 2002 and revised in 2009. That framework was recast as the European Electronic Communications Code (EECC), Directive (EU) 2018/1972, which member states had to transpose by 21 December 2020. Alongside it, Regulation (EU) 2018/1971 established the Body of European Regulators for Electronic Communications (BEREC), which issues guidelines and opinions that national regulators must take utmost account of.",
            "The Code regulates electronic communications networks and electronic communications services. Services now include internet access services, interpersonal communications services and services consisting wholly or mainly in the conveyance of signals. Interpersonal services are divided into number-based services, such as ordinary calls, and number-independent services, such as app-based messaging, which attract a lighter set of obligations.",
            "The central principle is general authorisation (Article 12). No one needs an individual licence to provide a network or service; member states may at most require a notification, and not even that for number-independent services. The conditions that may be attached are listed exhaustively in Annex I, covering matters such as financial contributions to universal service, interoperability, consumer protection, accessibility and lawful interception. Individual rights are needed only for scarce resources: radio spectrum and numbers.",
            "In the United Kingdom the Communications Act 2003 gives effect to the same model. Section 32 defines networks and services, and section 45 allows Ofcom, created by the Office of Communications Act 2002, to set general conditions that apply to all providers of a given description, together with specific conditions such as significant market power conditions. Ofcom's principal duty under section 3 is to further the interests of citizens in relation to communications matters and of consumers in relevant markets, where appropriate by promoting competition. The Code was implemented in UK law, largely by amending the 2003 Act, shortly before the end of the Brexit transition period, so the two regimes remain closely aligned.",
            "Appeals against Ofcom decisions under the Act go to the Competition Appeal Tribunal under section 192. Since amendments made by the Digital Economy Act 2017, inserting section 194A, the Tribunal decides most such appeals by applying the principles of judicial review rather than on the merits, a change intended to reduce lengthy litigation over price controls.",
          ),
        },
      },
      {
        title: "Radio Spectrum: Licensing, Auctions and Trading",
        description:
          "How spectrum is licensed under the Wireless Telegraphy Act 2006, how auctions are designed, and the rules on trading and coverage obligations.",
        lesson: {
          title: "Assigning a scarce public resource",
          html: p(
            "Radio spectrum is finite, and two transmitters using the same frequency in the same place interfere. Under section 8 of the Wireless Telegraphy Act 2006 it is an offence to establish or use radio equipment except under a licence granted by Ofcom or in accordance with regulations exempting the equipment from licensing. Wi-Fi and short-range devices operate under exemption regulations; mobile networks need licences.",
            "Where demand exceeds supply, Ofcom assigns licences by auction. The United Kingdom's 3G auction in 2000 raised £22.5 billion, a sum later widely regarded as having weakened operators' ability to invest in networks. Auction design has since become more careful. The 2013 4G auction of the 800 MHz and 2.6 GHz bands used a combinatorial clock auction, in which bidders can bid for packages of lots, avoiding the risk of winning some frequencies without those that complement them; it raised about £2.34 billion, well below some forecasts, partly because second-price rules meant that winners paid roughly the opportunity cost their lots imposed on others. The 2021 auction of 700 MHz and 3.6–3.8 GHz spectrum used a clock auction followed by an assignment stage that fixed where in the band each winner's frequencies would sit, and raised about £1.36 billion.",
            "Licences can carry obligations. One 800 MHz lot in the 2013 auction required its winner, Telefónica, to provide indoor mobile broadband coverage to at least 98 per cent of the UK population by the end of 2017. Such obligations reduce the price bidders will pay, so the regulator is effectively trading auction revenue for coverage.",
            "Spectrum can also be transferred. Mobile licences may be traded or leased under regulations made in 2011, subject to Ofcom's consent and a competition assessment. Where spectrum was not originally auctioned, Ofcom charges annual licence fees set to reflect market value, using auction prices as evidence, a policy designed to give holders an incentive to use spectrum efficiently or release it.",
            "In the EU, the Code requires that licences for harmonised wireless broadband bands give regulatory predictability for at least twenty years, usually through a minimum duration of fifteen years with an adequate extension (Article 49). It also obliges member states to allow transfer and leasing of such rights (Article 51), and to consider coverage and competition objectives when designing assignments.",
          ),
        },
      },
      {
        title: "Significant Market Power and Access Remedies",
        description:
          "Market analysis, the three-criteria test, the remedies available against operators with significant market power, and their use in UK fixed markets.",
        lesson: {
          title: "Regulating the bottleneck",
          html: p(
            "Most of the Code's competition rules apply only to operators designated as having significant market power (SMP) in a relevant market. Under Article 63 an undertaking has SMP if, individually or jointly, it enjoys a position equivalent to dominance, meaning a position of economic strength allowing it to behave to an appreciable extent independently of competitors, customers and consumers. The concept is borrowed from competition law, but it is applied ex ante, before any abuse occurs.",
            "A regulator proceeds in three steps. First, it defines the market, starting from the European Commission's Recommendation on relevant markets; the 2020 Recommendation lists only two, wholesale local access provided at a fixed location and wholesale dedicated capacity. A regulator may regulate other markets only if they satisfy the three-criteria test in Article 67: high and non-transitory barriers to entry; a market structure that does not tend towards effective competition within the relevant time horizon; and the insufficiency of competition law alone to address the failure. Second, it assesses whether any operator has SMP, relying on market shares, control of infrastructure not easily duplicated, and countervailing buyer power. Third, it imposes proportionate remedies.",
            "<ul><li>Transparency, such as publishing a reference offer (Article 69).</li><li>Non-discrimination, including equivalence of inputs (Article 70).</li><li>Accounting separation (Article 71).</li><li>Access to civil engineering such as ducts and poles (Article 72).</li><li>Access to specific network elements (Article 73).</li><li>Price control and cost accounting (Article 74).</li><li>Functional separation, as an exceptional measure (Article 77).</li></ul>",
            "The Code also encourages investment in very high capacity networks: commitments to open co-investment offered by an SMP operator can be made binding and may lead the regulator not to impose new remedies on those networks (Article 76).",
            "The United Kingdom has used every part of this toolkit. After the Digital Communications Review, BT agreed in 2017 to the legal separation of its network access business, and Openreach Limited began operating as a distinct company with its own board in October 2018. Ofcom's Wholesale Fixed Telecoms Market Review for 2021–26 divided the country into geographic areas according to the prospects for competing fibre networks. Outside the most competitive areas, it kept the wholesale price of the basic fibre-to-the-cabinet product flat in real terms while leaving Openreach freedom to price faster full-fibre services, and it strengthened the duct and pole access remedy so that rival builders could lay fibre using Openreach's physical infrastructure.",
          ),
        },
      },
    ],
  },
  {
    slug: "rice-production-systems-establishment-water-and-nutrients",
    discipline: "Rice production",
    title: "Rice Production Systems: Establishment, Water and Nutrients",
    description:
      "Rice feeds more than half of the world's people and takes a large share of its irrigation water. Building on basic crop science, the course examines rice growth stages, crop establishment by transplanting and direct seeding, water management including alternate wetting and drying, nitrogen management, and the identification of blast disease, with examples from South and Southeast Asia and West Africa.",
    level: "intermediate",
    duration: "twelve weeks (two lectures and one field or laboratory practical a week)",
    plantedGap: "blast disease",
    modules: [
      {
        title: "Growth Stages and Crop Establishment",
        description: "The three phases of rice development and the choice between transplanting and direct seeding.",
        lesson: {
          title: "From seed to panicle: phases and establishment methods",
          html: p(
            "Two species of rice are cultivated. Asian rice, <i>Oryza sativa</i>, with its indica and japonica groups, dominates world production; African rice, <i>Oryza glaberrima</i>, was domesticated independently in the inland Niger delta. Interspecific crosses between them, developed in the 1990s by the West Africa Rice Development Association (now AfricaRice), produced the NERICA varieties, which combine the hardiness of African rice with the yield of Asian rice.",
            "Rice development is divided into three phases. The vegetative phase runs from germination through tillering to panicle initiation. The reproductive phase runs from panicle initiation through booting and heading to flowering, and lasts about 30 to 35 days. The ripening phase, from flowering to maturity, lasts about 30 days in the tropics. Because the last two phases are fairly constant, differences in total crop duration between varieties come mainly from the length of the vegetative phase: a 120-day variety typically spends about 55 days in it, a 100-day variety only about 35.",
            "Transplanting is the traditional method across Asia. Seedlings are raised in a nursery and moved to a puddled field, a field ploughed and harrowed while flooded. Puddling destroys soil aggregates, creates a compacted layer that reduces percolation, and helps suppress weeds, because transplanted seedlings have a head start over weeds germinating in the water. For modern semi-dwarf varieties, seedlings of 14 to 21 days are transplanted at two or three per hill, commonly at 20 by 20 cm, which gives 25 hills per square metre. Older seedlings establish more slowly and produce fewer tillers.",
            "Direct seeding sows seed straight into the field. In wet direct seeding, pre-germinated seed is broadcast or drum-seeded onto puddled soil; in dry direct seeding, dry seed is drilled into unpuddled soil, as for wheat. Direct seeding saves the labour of raising and transplanting seedlings, which can exceed thirty person-days per hectare, and is spreading quickly as rural wages rise in South and Southeast Asia. Its main problem is weeds, because crop and weeds emerge together, so herbicides or careful water management become essential. Seed rates are also higher, commonly 40 to 80 kg per hectare.",
            "Compare the two methods for a farm you know, listing labour, water, weed pressure and timing of the following crop.",
          ),
        },
      },
      {
        title: "Water Management and Alternate Wetting and Drying",
        description:
          "Why lowland rice uses so much water, and how alternate wetting and drying saves water and reduces methane emissions.",
        lesson: {
          title: "Safe alternate wetting and drying",
          html: p(
            "Irrigated lowland rice is usually grown in standing water, and Bas Bouman and colleagues at the International Rice Research Institute (IRRI) estimated that producing a kilogram of rough rice takes on average around 2,500 litres of water from rainfall and irrigation, two to three times as much as other cereals. Only part of this is transpired by the crop. Much is lost through seepage under field bunds and percolation below the root zone, and evaporation from the water surface.",
            "Rice does not need continuous flooding to yield well; flooding is mainly a means of controlling weeds and simplifying management. Alternate wetting and drying (AWD), developed and promoted by IRRI and national programmes in Bangladesh, Vietnam and the Philippines, allows the field water to subside periodically before irrigating again.",
            "The practical tool is a field water tube, a plastic or bamboo pipe about 30 cm long and perforated on its sides, pushed into the soil so that about 20 cm is below the surface. The soil inside is removed, so the water level inside the tube shows the water table beneath the soil surface. The procedure for safe AWD is:",
            "<ol><li>Keep the field flooded for one to two weeks after transplanting, until the crop is established and weeds are controlled.</li><li>Let the water level fall until it is 15 cm below the soil surface inside the tube, then irrigate to about 5 cm of standing water.</li><li>Keep a layer of standing water from one week before until one week after flowering, because the crop is most sensitive to water stress then.</li><li>Resume AWD during grain filling, and drain the field before harvest.</li></ol>",
            "The 15 cm threshold is called safe because roots can still take up water from the saturated soil above it, so yields are not reduced. Trials across Asia have shown water savings of around 15 to 30 per cent with no significant yield loss.",
            "AWD also cuts methane emissions. Methane is produced by archaea that thrive in the oxygen-free conditions of flooded soil; aerating the soil during each drying period suppresses them, and studies commonly report reductions of 30 to 70 per cent. A small increase in nitrous oxide emission is possible, but the net effect on greenhouse gas emissions is strongly favourable, which is why AWD is included in several national climate plans.",
          ),
        },
      },
      {
        title: "Nitrogen Management",
        description:
          "How much nitrogen rice needs, why urea is lost from flooded fields, and how leaf colour charts and deep placement improve efficiency.",
        lesson: {
          title: "Matching nitrogen supply to crop demand",
          html: p(
            "Nitrogen is usually the nutrient that most limits rice yield. A crop takes up roughly 15 to 20 kg of nitrogen for each tonne of grain produced, so a 6 t/ha crop needs about 90 to 120 kg N/ha, of which the soil supplies part. The recovery efficiency of applied fertiliser nitrogen in farmers' fields in Asia is often only 30 to 40 per cent.",
            "Losses from urea in flooded soil happen in several ways. Urea hydrolyses rapidly to ammonium. When it is broadcast onto floodwater, algal photosynthesis during the day raises the water's pH, sometimes above 9, and ammonium converts to ammonia gas, which volatilises. Ammonium that is nitrified in the thin oxidised layer at the soil surface moves as nitrate into the reduced soil below, where it is denitrified to nitrogen gas and nitrous oxide. Leaching and runoff add further losses.",
            "The first remedy is timing. Splitting nitrogen into two to four applications matched to crop demand is standard practice. A typical schedule for a transplanted crop is:",
            "<table><tr><th>Timing</th><th>Share of total N</th><th>Purpose</th></tr><tr><td>Basal or early tillering (up to 14 days after transplanting)</td><td>about 25 per cent</td><td>establish tillers</td></tr><tr><td>Mid-tillering</td><td>about 35 per cent</td><td>maintain tiller production</td></tr><tr><td>Panicle initiation</td><td>about 40 per cent</td><td>spikelet number and grain filling</td></tr></table>",
            "The second remedy is to measure the crop rather than apply fixed doses. The IRRI leaf colour chart has four to six shades of green. From about two weeks after transplanting until flowering, a farmer compares the uppermost fully expanded leaf of ten plants with the chart every seven to ten days; if more than half are paler than a critical value, commonly 4 for semi-dwarf indica varieties in transplanted rice, a dose of 20 to 35 kg N/ha is applied. A chlorophyll meter (SPAD) does the same job more precisely, with thresholds around 35 for many varieties.",
            "The third remedy is placement. Urea deep placement, widely promoted in Bangladesh, presses briquettes of 1.8 or 2.7 g between four hills at a depth of 7 to 10 cm soon after transplanting. Placed in the reduced soil, the nitrogen avoids volatilisation and nitrification losses; trials typically show savings of about a third of the urea with equal or higher yields. Excess nitrogen, by contrast, produces tall, weak stems that lodge before harvest.",
          ),
        },
      },
    ],
  },
  {
    slug: "visual-merchandising-for-retail",
    discipline: "Visual merchandising",
    title: "Visual Merchandising for Retail",
    description:
      "Covered in this unit: store layout and customer flow; fixtures, adjacencies and planograms; colour, focal points and the pyramid principle in display; and window displays that draw people in from the street. Practical briefs are set by a partner fashion and homewares retailer, and each student presents a costed scheme for one of its stores.",
    level: "intermediate",
    duration: "one semester (twelve weeks, one three-hour studio a week)",
    plantedGap: "window displays",
    modules: [
      {
        title: "Store Layout and Customer Flow",
        description:
          "Layout types, the decompression zone, and the use of sightlines and focal points to move shoppers through a store.",
        lesson: {
          title: "Planning the shopper's route",
          html: p(
            "A layout decides which parts of a store a customer will see. There are three basic types. The grid layout, with long parallel aisles, is used by supermarkets, pharmacies and hardware stores; it makes efficient use of space and lets shoppers find things quickly, but it gives few chances for display. The loop or racetrack layout leads customers along a main path that circles the store, with departments opening off it; department stores and large furniture retailers use it to expose shoppers to as much merchandise as possible. The free-flow layout, common in boutiques and concept stores, arranges fixtures in irregular groupings, encouraging browsing but making navigation harder.",
            "Observation research shapes the details. Paco Underhill's <i>Why We Buy</i> (1999), based on filmed observation of shoppers, described a decompression zone just inside the entrance where people are still adjusting to the change in light, temperature and pace, and tend not to notice products or signs. Placing key offers or baskets there is wasted; they belong a few metres further in. Underhill also reported that most North American shoppers drift to the right on entering, and suggested the habit may be linked to the side of the road people drive on. This makes the first wall on the right, often called the power wall, valuable space for new-season or high-margin stock, although retailers in Britain and other drive-on-the-left markets are wise to test the assumption with their own observation rather than copy it. His butt-brush effect, in which shoppers, especially women, abandon a product if they are jostled from behind while examining it, is an argument for generous aisles near fixtures where people stop to read.",
            "Sightlines matter as much as paths. A customer at the entrance should be able to see across to the back wall, where a strong display draws them through the store. Low fixtures at the front and higher fixtures towards the walls keep sightlines open. Focal points, such as a feature table or a mannequin group, placed at intervals along the main path act as speed bumps that slow people and turn their heads.",
            "Accessibility is a legal and commercial requirement. Aisles wide enough for wheelchairs and pushchairs, commonly at least 1.2 metres, avoid narrow pinch points, and keeping best-selling lines within comfortable reach benefits every customer.",
          ),
        },
      },
      {
        title: "Fixtures, Adjacencies and Planograms",
        description:
          "Choosing fixtures, placing related products together, and specifying shelf layouts in planograms that stores can follow.",
        lesson: {
          title: "From fixture plan to planogram",
          html: p(
            "Each fixture suits a different job. Wall bays with slatwall or shelving carry depth of stock and tell a category story at height. Gondolas, double-sided shelving units, are the workhorse of grid stores. Four-way rails show a coordinated outfit from every side, while straight rails hold depth in sizes. Tables, especially nesting tables at different heights, invite touching and suit folded goods, gifts and homewares. Mannequins show how garments are worn and sell complete looks.",
            "Adjacencies describe what sits next to what. Good adjacencies follow the way customers shop: a shopper buying a suit may need a shirt and tie; a shopper buying pasta may want a sauce. Placing complementary items together, known as cross-merchandising, raises the value of each basket. Poor adjacencies, such as placing a children's range next to lingerie, confuse or deter customers. Retailers also place destination categories, the items people come in specifically for, towards the back so that customers pass other stock on the way.",
            "Within a fixture, position affects sales. The zone between roughly waist and eye height is the most visible and easiest to reach, which is why merchandisers say that eye level is buy level; lower shelves suit heavy or bulky items and children's products. Facings, the number of product fronts visible on a shelf, are normally allocated in proportion to sales rate so that fast sellers do not run out before the next replenishment. In clothing, rails are usually sized small to large from left to right and front to back, and colours are arranged from light to dark in the direction people read.",
            "A planogram is a diagram, now usually produced with dedicated software, showing exactly where each product goes on a fixture, how many facings it gets, and at what height. It allows a head office to roll out a consistent layout across hundreds of stores, to link space to sales data, and to check compliance. Store teams photograph completed fixtures and compare them with the planogram; compliance audits commonly find that a significant share of fixtures differ from plan, which undermines any analysis of how space affects sales.",
            "For the brief, produce a planogram for one gondola bay in the partner store, justifying every facing allocation from the sales data provided.",
          ),
        },
      },
      {
        title: "Colour, Focal Points and Composition",
        description: "The principles of composition and colour used to build displays that attract attention and sell.",
        lesson: {
          title: "Composing a display",
          html: p(
            "A display works when a customer notices it within a couple of seconds and understands what it is selling. Visual merchandisers use a small set of compositional principles to achieve this.",
            "The pyramid principle places the tallest or most important item at the centre and at the back, with items stepping down in height towards the front and sides. The eye starts at the apex and travels down, so the whole group is seen. Risers, boxes and stands are used to create the levels. Groups of three or five items generally look more natural than even numbers, which tend to split into pairs. Repetition, such as the same handbag shown in five colours in a line, creates impact through rhythm and signals depth of stock. Balance may be symmetrical, which feels formal and calm, or asymmetrical, which feels dynamic but needs visual weights to be matched, for example one large object against several small ones.",
            "Colour is the strongest tool. Schemes are based on the colour wheel:",
            "<ul><li>Monochromatic: tints and shades of one hue, calm and sophisticated.</li><li>Analogous: neighbouring hues, such as yellow, yellow-orange and orange, harmonious and seasonal.</li><li>Complementary: opposite hues, such as blue and orange, high contrast and energetic.</li><li>Triadic: three hues equally spaced on the wheel, lively but harder to control.</li></ul>",
            "Colour blocking groups merchandise into large areas of single colour, which reads clearly from a distance and helps shoppers find their size within a colour. Neutral backgrounds let product colours dominate.",
            "Every display needs a focal point, usually at or slightly below eye level, where the main product sits, and the lighting should make it the brightest part of the composition. Accent lighting aimed at the focal point at roughly three times the ambient level is a common rule of thumb. Props should support the story rather than compete with the product, and any sign should be short enough to read at a glance, stating the product, the price or the offer.",
            "Displays tire quickly for regular customers. Most fashion retailers change focal displays every two to four weeks, and a planned calendar links each change to trading events. For the brief, design three tables for the partner store, one in each colour scheme, and photograph them under the store's lighting.",
          ),
        },
      },
    ],
  },
  {
    slug: "seagrass-ecology-biology-decline-and-restoration",
    discipline: "Seagrass ecology",
    title: "Seagrass Ecology: Biology, Decline and Restoration",
    description:
      "The biology, decline and restoration of seagrass meadows: participants study the flowering plants that returned to the sea, the light and nutrient limits that set where meadows can grow, their role as nursery habitat, blue carbon storage in meadow sediments, and the design of transplanting and seeding projects.",
    level: "intermediate",
    duration: "ten weeks (two lectures a week and three field days)",
    plantedGap: "blue carbon",
    modules: [
      {
        title: "Seagrasses as Marine Flowering Plants",
        description:
          "The diversity, evolution, clonal growth and adaptations of seagrasses, and the animals that depend on their meadows.",
        lesson: {
          title: "Plants that went back to sea",
          html: p(
            "Seagrasses are not seaweeds. They are flowering plants, monocotyledons of the order Alismatales, that complete their whole life cycle submerged in seawater. About 72 species are recognised, in four families: Zosteraceae (including the eelgrasses, <i>Zostera</i>), Posidoniaceae, Cymodoceaceae and Hydrocharitaceae. Molecular phylogenies show that the marine habit evolved at least three times independently from freshwater ancestors, so seagrasses are an ecological group, not a single lineage.",
            "Life in the sea demands several adaptations. Seagrasses grow clonally: a horizontal rhizome extends through the sediment, producing roots and vertical shoots at intervals, so a meadow may consist of a few genetic individuals. Growth rates vary enormously. Small tropical species such as <i>Halophila</i> spread quickly and recover from disturbance within months, whereas the Mediterranean endemic <i>Posidonia oceanica</i> extends its rhizomes by only a few centimetres a year, and some of its clones are estimated to be many thousands of years old. A genetic study published in 2022 found that a single clone of <i>Posidonia australis</i> in Shark Bay, Western Australia, spans about 180 km and is at least 4,500 years old.",
            "Seagrasses also flower and pollinate underwater. In <i>Zostera</i>, pollen is released as long threads that drift in the water and wrap around the stigmas, an adaptation known as hydrophily. Internal air channels, called lacunae, carry oxygen from the leaves to the roots and rhizomes; some leaks out into the surrounding sediment, creating an oxidised zone that protects the roots from toxic sulphide produced by bacteria in the anoxic mud.",
            "Meadows are among the most productive coastal habitats. Their leaves slow water movement, trap fine particles and provide surfaces for epiphytes and invertebrates. A meta-analysis by Kenneth Heck, Glenn Hays and Robert Orth (2003) found that juvenile fish and invertebrates are generally more abundant and survive better in seagrass than on unvegetated sediment, although not always more than in other structured habitats such as oyster reefs or macroalgal beds. Commercially important species, including Atlantic cod in northern Europe and penaeid prawns in tropical Australia, use meadows as nursery grounds. Large grazers depend on them too: green turtles and dugongs feed almost entirely on seagrass, and in Britain meadows are home to both native seahorse species.",
            "In the field, identify the species present on a transect and record shoot density and canopy height in quarter-metre quadrats.",
          ),
        },
      },
      {
        title: "Light, Nutrients and Meadow Decline",
        description:
          "Why seagrasses need so much light, how nutrient enrichment and disturbance drive losses, and what recovery looks like.",
        lesson: {
          title: "Why meadows are lost",
          html: p(
            "Seagrasses need far more light than phytoplankton or most algae. Carlos Duarte's 1991 analysis of depth limits worldwide found that seagrasses need on average about 11 per cent of surface irradiance to survive, compared with around 1 per cent for phytoplankton, because they must also support large amounts of non-photosynthetic tissue in roots and rhizomes, and those tissues live in sediment low in oxygen. He also found that the maximum depth of colonisation could be predicted from water clarity: depth limit in metres is about 1.86 divided by the light attenuation coefficient, K, per metre. A bay where K is 0.5 per metre should support seagrass to about 3.7 m; if K rises to 1.0, the limit shrinks to under 2 m, and large areas of meadow die back.",
            "This sensitivity makes seagrasses indicators of water quality and explains the main cause of decline: nutrient enrichment. Nitrogen and phosphorus from sewage and agriculture stimulate phytoplankton in the water column, epiphytes on the leaves and fast-growing macroalgae on the bottom, all of which shade the seagrass. Organic matter from the resulting blooms increases oxygen demand in the sediment, and sulphide then enters roots and rhizomes. Other causes include dredging, coastal development, boat moorings that scour circular bare patches, trawling, and heat waves.",
            "Disease can be devastating. In the early 1930s a wasting disease caused by the protist <i>Labyrinthula zosterae</i> destroyed about 90 per cent of <i>Zostera marina</i> on both sides of the North Atlantic, eliminating the bay scallop fishery in Virginia and affecting the geese that grazed eelgrass.",
            "Michelle Waycott and colleagues (2009) compiled records from 215 sites worldwide and estimated that about 29 per cent of the known area of seagrass had been lost since records began in 1879. The rate of loss had accelerated from under 1 per cent a year before 1940 to about 7 per cent a year after 1990, comparable with losses of mangroves, coral reefs and tropical rainforests.",
            "Recovery is possible when causes are removed. In Tampa Bay, Florida, seagrass cover had fallen sharply by the early 1980s. Upgrading of sewage treatment from 1979 and later controls on other sources cut nitrogen loads substantially, water clarity improved, and by the mid-2010s meadows had returned to roughly the area mapped in the 1950s. Losses since 2016 show, however, that recovery can reverse when nutrient inputs and algal blooms increase again.",
          ),
        },
      },
      {
        title: "How Can Meadows Be Restored?",
        description:
          "Site selection, transplanting and seeding methods, the lessons of large restoration programmes, and monitoring of outcomes.",
        lesson: {
          title: "Designing a restoration project",
          html: p(
            "Restoration should begin only after the cause of loss has been addressed. Planting seagrass into water that is still too turbid, or where moorings still scour the bottom, wastes effort. Site selection therefore starts with history, using charts, aerial photographs and local knowledge to show that seagrass grew there, and continues with measurements of light at the bottom over at least one growing season, sediment type, exposure to waves and currents, and the presence of burrowing animals such as lugworms that can uproot young plants.",
            "There are two broad methods. Transplanting moves adult shoots or sods from a donor meadow. Techniques include planting single shoots or small bundles anchored by biodegradable staples, the horizontal rhizome method, and TERFS (Transplanting Eelgrass Remotely with Frame Systems), in which shoots are tied loosely to a weighted wire frame lowered from a boat and recovered once the plants have rooted. Transplanting gives quick cover but is labour-intensive and damages donor meadows. Seeding collects flowering shoots, holds them in tanks until seeds are released, and broadcasts the seeds or plants them in hessian bags of sediment. It is cheaper per unit area and preserves genetic diversity.",
            "The most successful example is the restoration of eelgrass in the coastal bays of Virginia, where the meadows had been lost to wasting disease and a hurricane in 1933. Beginning in 1999, Robert Orth and colleagues broadcast more than 70 million seeds into small plots. By 2018 the meadows had spread naturally from these plots to cover over 3,600 hectares, and they had brought back bay scallops and improved water clarity. In Britain, Project Seagrass planted about two hectares of <i>Zostera marina</i> in Dale Bay, Pembrokeshire, in 2020, using around a million seeds in hessian bags.",
            "A meta-analysis of 1,786 restoration trials by Marieke van Katwijk and colleagues (2016) found that survival and growth were higher when larger numbers of shoots or seeds were planted, reflecting positive feedbacks: dense plants reduce wave action and sediment movement, improving conditions for one another. Its authors recommend spreading planting across sites and years to reduce the risk of total failure.",
            "Monitoring must continue for years, because early success is often followed by losses. Standard methods, such as the Seagrass-Watch protocol, record percent cover, shoot density and species composition in fixed quadrats along permanent transects, combined with regular aerial or drone mapping of meadow extent.",
          ),
        },
      },
    ],
  },
];
