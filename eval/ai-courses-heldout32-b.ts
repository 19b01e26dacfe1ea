/** Thirty-second held-out evaluation courses, intermediate level (Carthage to myrmecology); see ai-courses-heldout32.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT32_B: EvalCourse[] = [
  {
    slug: "carthage-from-tyre-to-the-punic-wars",
    discipline: "Carthaginian history",
    title: "Carthage: From Phoenician Colony to Roman Province",
    description:
      "Roman writers left most of what we read about Carthage, and this second-year module asks how far their account can be trusted. Topics are the Phoenician foundation of the city, the tophet and the debate over child sacrifice, the constitution Aristotle admired, and the three Punic Wars that ended with the city's destruction in 146 BC.",
    level: "intermediate",
    duration: "one semester (11 weeks, lecture and seminar)",
    plantedGap: "tophet",
    modules: [
      {
        title: "Foundation: Tyre, Elissa and the Archaeology of Early Carthage",
        description: "Literary tradition and excavation give two different pictures of how and when Carthage began.",
        lesson: {
          title: "Qart-hadasht, the new city",
          html: p(
            "Carthage takes its name from the Phoenician <i>Qart-hadasht</i>, 'new city', a name that only makes sense in relation to an older one: Tyre, on the coast of what is now Lebanon. According to the Greek historian Timaeus of Tauromenium, followed by later writers, the city was founded 38 years before the first Olympiad, which gives the traditional date of 814 or 813 BC. The foundation story, best known from Justin's epitome of Pompeius Trogus and from Virgil's <i>Aeneid</i>, tells of Elissa, called Dido by the Romans, a Tyrian princess who fled after her brother Pygmalion murdered her husband. Landing in North Africa, she was offered as much land as an oxhide could cover, cut the hide into thin strips and encircled the hill later called the Byrsa, a Greek word for hide.",
            "Historians treat the story as legend shaped by Greek etymology, but the date has proved surprisingly close to the evidence. Excavations by German and other teams on the slopes below the Byrsa have found buildings, pottery and burials of the second half of the eighth century BC, and radiocarbon dates from animal bones in the earliest levels fall in the late ninth or early eighth century. Greek imported pottery, including Euboean and Corinthian wares, shows that the settlement traded widely from the start.",
            "Why Tyre founded colonies in the west is debated. One influential explanation links expansion to the demands of the Assyrian empire for tribute in silver, which pushed Tyrian merchants towards the silver mines of southern Spain. Carthage, placed on a peninsula with good harbours in the narrows between Sicily and Africa, was ideally sited to control that route. By the sixth century BC it had become the leading Phoenician city of the west, protecting other colonies in Sardinia, western Sicily and Spain and making treaties in its own name, such as the first treaty with Rome, which Polybius dates to 509 BC.",
          ),
        },
      },
      {
        title: "The Carthaginian Constitution",
        description: "Greek observers counted Carthage among the best-governed states; we examine why.",
        lesson: {
          title: "Suffetes, council and assembly",
          html:
            p(
              "In Book II of the <i>Politics</i>, Aristotle discusses Carthage alongside Sparta and Crete as a state with a celebrated constitution, and praises it for having remained stable, without serious civil strife or tyranny. This is unusual praise for a non-Greek city and makes Aristotle our most important source on Carthaginian institutions, supplemented by Polybius, Livy and Punic inscriptions.",
            ) +
            "<table><tr><th>Institution</th><th>Composition</th><th>Role</th></tr><tr><td>Suffetes (<i>špṭm</i>)</td><td>Two magistrates elected annually</td><td>Presided over the council and assembly; judicial functions</td></tr><tr><td>Council (senate)</td><td>Several hundred members from leading families</td><td>Deliberated on war, peace and foreign affairs</td></tr><tr><td>The Hundred and Four</td><td>Judges drawn from the council</td><td>Scrutinised generals and officials after their service</td></tr><tr><td>Popular assembly</td><td>Citizens</td><td>Decided matters on which suffetes and council disagreed</td></tr></table>" +
            p(
              "Aristotle describes the constitution as a mixture of monarchic, aristocratic and democratic elements, but criticises its oligarchic bias: offices were effectively open only to the wealthy, and he notes with disapproval that some posts could be bought. The Hundred and Four checked military commanders, who were separate from the civil magistrates; a general who failed could be punished severely, and sources record crucifixions of defeated commanders.",
              "Polybius, writing in the second century BC, also saw a mixed constitution, but argued that by the time of the Second Punic War the popular element had grown too strong, whereas at Rome the senate still dominated. He uses this to help explain Roman victory. Modern historians are cautious: Polybius fits Carthage into a Greek theory of constitutional cycles, and Punic inscriptions show that many offices, such as the <i>rab</i> or chief magistrates, are hard to match to his categories. After 196 BC, Hannibal, elected suffete, reformed the Hundred and Four so that members served one year only, an episode that shows the institutions could be changed by popular pressure.",
            ),
        },
      },
      {
        title: "The Punic Wars",
        description:
          "Three wars over 118 years turned a commercial rivalry with Rome into the end of Carthage as an independent city.",
        lesson: {
          title: "Sicily, Hannibal and the destruction of 146 BC",
          html:
            p(
              "The First Punic War (264–241 BC) began over Messana in Sicily, where both powers were drawn into a local conflict. It became a naval war. Rome, with little naval tradition, built fleets of quinqueremes and used the <i>corvus</i>, a boarding bridge, to win at Mylae in 260 BC. After heavy losses on both sides, the Roman victory off the Aegates Islands in 241 BC forced Carthage to leave Sicily and pay an indemnity of 3,200 talents. Rome then took Sardinia and Corsica during Carthage's Mercenary War, which Polybius thought the real cause of the next war.",
              "Carthaginian power revived in Spain under the Barcid family. In 218 BC, after the siege of Saguntum, Hannibal marched from Spain over the Alps into Italy and destroyed Roman armies at the Trebia, Lake Trasimene and, in 216 BC, Cannae, where a double envelopment killed tens of thousands of Romans. Yet most of Rome's Italian allies stayed loyal, and Rome fought a war of attrition while Scipio took Spain. Scipio's invasion of Africa forced Hannibal's recall, and his defeat at Zama in 202 BC ended the Second Punic War (218–201 BC). Carthage gave up its fleet and its overseas territory and was forbidden to make war without Roman consent.",
            ) +
            "<ul><li>First Punic War: 264–241 BC, Sicily and the sea</li><li>Second Punic War: 218–201 BC, Italy, Spain and Africa</li><li>Third Punic War: 149–146 BC, siege of Carthage</li></ul>" +
            p(
              "Carthage recovered economically so fast that it paid off its indemnity early. When it fought back against raids by the Numidian king Masinissa, Rome treated this as a breach of the treaty; Cato the Elder is said to have ended speeches by demanding that Carthage be destroyed. The Third Punic War ended after a three-year siege, when Scipio Aemilianus took the city in 146 BC. It was burned, its survivors enslaved, and its territory became the Roman province of Africa.",
            ),
        },
      },
    ],
  },
  {
    slug: "art-therapy-relationship-assessment-groups",
    discipline: "Art therapy",
    title: "Art Therapy Practice: Relationship, Assessment and Groups",
    description:
      "Image-making inside a therapeutic relationship is what distinguishes art therapy from art activity. In this module of a postgraduate training programme, students study the triangular relationship of client, therapist and artwork, the use and limits of drawing-based assessments, the running of art therapy groups, and the HCPC standards of proficiency that regulate the profession in the UK.",
    level: "intermediate",
    duration: "one term (10 weeks, seminars and experiential groups)",
    plantedGap: "HCPC",
    modules: [
      {
        title: "The Triangular Relationship",
        description:
          "Client, therapist and image form a three-way relationship in which the artwork can carry feelings that are hard to speak.",
        lesson: {
          title: "Client, therapist and image",
          html: p(
            "The term 'art therapy' was first used in Britain by the artist Adrian Hill, who in 1942 described the value of painting to patients recovering from tuberculosis. Edward Adamson, working at Netherne Hospital from 1946, offered patients a studio and a non-interpretive presence, and his approach shaped the early profession. What separates art therapy from recreational art, however, is not the materials but the relationship in which they are used.",
            "British art therapists often describe this as a triangular relationship between client, therapist and artwork. In ordinary talking therapy there are two parties; in art therapy the image is a third term that can hold feelings, be looked at together, and be returned to in later sessions. A client who cannot say that they are angry with the therapist may paint a storm, and the therapist and client can talk about the storm before, or instead of, talking about the anger. The image gives distance and safety.",
            "Joy Schaverien developed this idea in <i>The Revealing Image</i> (1992). She distinguished the 'diagrammatic' image, which illustrates something that could be said in words, from the 'embodied' image, in which feeling is carried by the image itself and cannot simply be translated. She also described the 'scapegoat transference', in which difficult feelings are transferred onto the picture, which may then be kept, hidden, damaged or destroyed. What the client does with the artwork is therefore itself clinical material.",
            "In practice this means that the therapist attends to process as well as product: how materials are chosen, whether the client tears paper or works carefully, where in the room they place the picture. Images are not interpreted for the client according to a dictionary of symbols. Instead, the therapist invites the client's own associations, and meaning emerges in the relationship. Artworks are normally kept safely by the therapist during the therapy as part of the clinical record and are reviewed with the client at the ending.",
          ),
        },
      },
      {
        title: "Drawing-Based Assessment",
        description:
          "Structured drawing tasks have a long history in art therapy, and their uses and weaknesses are both important for practice.",
        lesson: {
          title: "Structured tasks and their evidence",
          html:
            p(
              "Assessment in art therapy has two aims: to understand whether art therapy is suitable for a client, and to gather information that can inform treatment. Many therapists assess informally over the first few sessions, observing how a client approaches materials and the relationship. Structured drawing tasks offer a standardised alternative.",
            ) +
            "<ul><li>House-Tree-Person (John Buck, 1948): the client draws a house, a tree and a person, and the drawings are discussed. It was developed as a projective personality test.</li><li>Kinetic Family Drawing (Burns and Kaufman, 1970): the client draws everyone in the family doing something.</li><li>Diagnostic Drawing Series (Barry Cohen, 1983): three drawings with chalk pastels on standard paper, including a free picture, a tree and a picture of feelings, rated against a published scale.</li><li>Silver Drawing Test (Rawley Silver): tasks that assess cognitive and emotional aspects of drawing.</li></ul>" +
            p(
              "The appeal of such tasks is that they are quick, repeatable and comparable between clients. Their weakness lies in validity. Reviews of projective drawing tests, from the 1980s onwards, have repeatedly found poor evidence that single features such as a missing chimney or large eyes reliably indicate particular disorders or experiences. Interpretation of individual signs is especially risky in safeguarding contexts, where a drawing cannot establish that abuse has occurred.",
              "Contemporary practice therefore uses structured tasks, if at all, as a starting point for conversation rather than a diagnosis. Outcome measurement has moved towards general validated instruments used across psychological therapies, such as the CORE-OM questionnaire and goal-based measures, alongside the therapist's clinical notes and the client's own evaluation of their images over time. Students should be able to explain to a referrer why an art therapy assessment describes a client's engagement and needs but does not, in itself, diagnose.",
            ),
        },
      },
      {
        title: "Art Therapy Groups",
        description:
          "Groups offer more than an economical way to see several clients; the group itself becomes part of the therapy.",
        lesson: {
          title: "Structure, themes and therapeutic factors",
          html: p(
            "Art therapy groups vary along a spectrum from the open studio, in which members work individually in a shared space and the therapist offers little structure, to the theme-based group, in which the therapist proposes a subject or exercise. Diane Waller developed 'group interactive art therapy', which combines art-making with the interpersonal learning of group psychotherapy. In this model, a typical 90-minute session has three parts: an opening in which members arrive and talk briefly, a period of art-making of about 40 minutes, and a final discussion in which members show their images and respond to each other.",
            "Irvin Yalom's list of therapeutic factors in group psychotherapy is widely used to think about what groups offer. Among them are universality, the discovery that others share one's difficulties; instillation of hope; altruism, from helping other members; interpersonal learning; and group cohesiveness. In an art therapy group these factors act through images as well as words. A member who sees that another has drawn a similar wall or empty house may feel understood before anything is said, and group murals or shared pictures make cooperation and conflict visible.",
            "Practical decisions shape a group's safety. Closed groups with a fixed membership over, say, twelve weeks build trust quickly and suit work on trauma or bereavement; open groups on acute inpatient wards must accommodate members who attend once. Therapists agree ground rules at the start about confidentiality, respect for each other's images and what happens to artworks. They also watch for dynamics such as scapegoating of one member or a subgroup that dominates. Working with a co-therapist is common, allowing one to attend to the group process while the other supports individuals with the materials.",
          ),
        },
      },
    ],
  },
  {
    slug: "sake-brewing-rice-koji-and-moromi",
    discipline: "Sake brewing",
    title: "Sake Brewing: Rice, Koji and Moromi",
    description:
      "Sake is made by multiple parallel fermentation, in which starch becomes sugar and sugar becomes alcohol in the same tank. This module for brewing students covers rice polishing and the polishing ratio, koji making, the yeast starter and the three-stage mash, and pasteurisation before storage.",
    level: "intermediate",
    duration: "one semester (12 weeks, with pilot brewery practicals)",
    plantedGap: "pasteurisation",
    modules: [
      {
        title: "Rice and Polishing",
        description: "Sake rice, the polishing ratio, and the washing and steeping that prepare grains for steaming.",
        lesson: {
          title: "Seimaibuai and preparing the rice",
          html:
            p(
              "Sake is brewed from rice, water, koji mould and yeast. Dedicated sake rice varieties, <i>shuzō kōtekimai</i>, such as Yamada Nishiki and Omachi, have large grains with a soft, opaque starchy core called the <i>shinpaku</i> ('white heart'). The outer layers of the grain are richer in protein, fat and minerals, which give coarse flavours and feed unwanted reactions, so rice is milled before brewing. The polishing ratio, <i>seimaibuai</i>, is the percentage of the original grain weight that remains: a seimaibuai of 60 per cent means 40 per cent has been milled away.",
            ) +
            "<table><tr><th>Premium category</th><th>Maximum seimaibuai</th><th>Distilled alcohol added?</th></tr><tr><td>Junmai</td><td>no minimum polishing specified</td><td>No</td></tr><tr><td>Honjozo</td><td>70%</td><td>Small amount permitted</td></tr><tr><td>Ginjo / Junmai ginjo</td><td>60%</td><td>Permitted / No</td></tr><tr><td>Daiginjo / Junmai daiginjo</td><td>50%</td><td>Permitted / No</td></tr></table>" +
            p(
              "Milling is done slowly in vertical mills with abrasive rollers; polishing to 50 per cent can take two days, because heating cracks the grains. After milling, rice rests for several weeks to recover moisture. It is then washed to remove bran powder and steeped. Steeping time is critical, since the grain must absorb a precise amount of water, usually to 25 to 30 per cent above dry weight, before steaming. For highly polished rice, which absorbs water within minutes, brewers time the soak with a stopwatch, a practice called <i>gentei kyūsui</i>, limited water absorption.",
              "The soaked rice is steamed, not boiled, for about an hour in a large vessel, the <i>koshiki</i>. Good steamed rice is firm outside and soft inside, so that it does not stick together, which matters for both koji making and fermentation. Part of each batch goes to the koji room, and the rest is cooled for the starter or the mash.",
            ),
        },
      },
      {
        title: "Making Koji",
        description:
          "Koji, steamed rice grown through with Aspergillus oryzae, provides the enzymes that break down starch.",
        lesson: {
          title: "Two days in the koji room",
          html: p(
            "Rice starch cannot be fermented by yeast directly. In beer, malting supplies enzymes that convert starch to sugar; in sake, the enzymes come from koji, steamed rice on which the mould <i>Aspergillus oryzae</i> has been grown. Koji making is traditionally considered the most important step in brewing, summed up in the saying <i>ichi kōji, ni moto, san tsukuri</i>: first koji, second the starter, third the mash.",
            "Steamed rice is cooled to about 35 °C and carried into the <i>kōji-muro</i>, a warm, humid room lined with cedar, kept at roughly 28 to 35 °C. The brewers spread the rice on tables and sprinkle it with <i>tane-kōji</i>, spores of selected strains, at a rate of roughly 1 g per 10 to 20 kg of rice, mixing by hand so that the spores are evenly distributed. The rice is then heaped and wrapped in cloth to hold heat and moisture.",
            "Over the following 40 to 50 hours the mould grows over and into the grains. The brewers break up and remix the rice at intervals, and then divide it into small wooden trays or boxes to control the temperature, which rises as the mould generates heat, often to 40 °C or more towards the end. For ginjo sake, brewers aim for <i>tsuki-haze</i> koji, in which the hyphae penetrate deep into the grain but cover the surface only in spots; this gives a cleaner, less heavy flavour. <i>Sō-haze</i> koji, with mould all over the surface, gives more enzymes and a richer sake.",
            "Finished koji smells of chestnuts and contains amylases, which split starch into glucose, and proteases, which break proteins into amino acids that contribute umami and feed the yeast. It is cooled and dried slightly to stop growth. A typical mash uses koji for about 20 to 25 per cent of its total rice.",
          ),
        },
      },
      {
        title: "Starter and Three-Stage Mash",
        description:
          "A dense yeast starter is built first, then the main mash is enlarged in three additions over four days.",
        lesson: {
          title: "Shubo and sandan jikomi",
          html:
            p(
              "Because the mash is open to the air and low in acidity, it would quickly be colonised by bacteria and wild yeasts if it were started from scratch. Brewers therefore first prepare a yeast starter, the <i>shubo</i> or <i>moto</i>, in which a large, healthy population of sake yeast grows in an acidic environment. The acidity is lactic acid. In the traditional <i>kimoto</i> method and its simplified successor <i>yamahai</i> (developed in 1909), lactic acid bacteria are allowed to produce it naturally over about a month. In the <i>sokujō-moto</i> method introduced in 1910, commercial lactic acid is added at the start, shortening preparation to about two weeks. Yeast strains supplied by the Brewing Society of Japan, such as Kyōkai No. 7 and No. 9, are commonly used.",
              "The main mash, <i>moromi</i>, is built in three additions, <i>sandan jikomi</i>, so that the yeast is never overwhelmed and the acidity never falls too low. Each addition roughly doubles the batch:",
            ) +
            "<ul><li>Day 1, <i>hatsuzoe</i>: the starter is mixed with koji, steamed rice and water.</li><li>Day 2, <i>odori</i> ('dance'): no addition; the yeast multiplies.</li><li>Day 3, <i>nakazoe</i>: the second, larger addition.</li><li>Day 4, <i>tomezoe</i>: the final and largest addition.</li></ul>" +
            p(
              "The moromi then ferments for about 18 to 32 days at low temperatures, typically 10 to 15 °C, and below 10 °C for ginjo styles, which favours fruity esters such as isoamyl acetate. During this time koji enzymes continually release glucose while the yeast ferments it, so sugar never accumulates to levels that would inhibit yeast. This parallel fermentation is why sake reaches about 18 to 20 per cent alcohol by volume, higher than any other traditional fermented drink. Brewers follow progress by measuring the <i>nihonshu-do</i> (sake meter value), which rises as sugar is consumed, and the acidity.",
            ),
        },
      },
    ],
  },
  {
    slug: "venture-capital-funds-returns-valuation",
    discipline: "Venture capital",
    title: "Venture Capital: Funds, Returns and Valuation",
    description:
      "Venture capital is a small asset class with an outsized influence on technology. This MBA elective studies how venture funds are structured and paid, the power-law pattern of their returns, pre-money and post-money valuation, the capitalisation table, and liquidation preferences.",
    level: "intermediate",
    duration: "half a semester (7 weeks, 2 sessions a week)",
    plantedGap: "liquidation preference",
    modules: [
      {
        title: "How a Venture Fund Works",
        description:
          "Limited partners, general partners, fees and carried interest: the economics behind every investment decision.",
        lesson: {
          title: "LPs, GPs, two and twenty",
          html: p(
            "A venture capital fund is usually organised as a limited partnership with a fixed life, typically ten years with options to extend by one or two years. The investors, called limited partners (LPs), are mostly institutions such as pension funds, university endowments, foundations and funds of funds. They commit capital at the start but pay it in only when the fund calls it for investments. The managers, called general partners (GPs), make investment decisions through a management company and bear unlimited liability for the partnership's obligations, although in practice this is contained through corporate structures.",
            "GPs are paid in two ways. The management fee, traditionally 2 per cent of committed capital per year during the investment period of about five years, often stepping down afterwards, covers salaries and running costs. Carried interest, or carry, is a share of the fund's profits, commonly 20 per cent and sometimes 25 or 30 per cent for the most successful firms. Hence the shorthand 'two and twenty'.",
            "Consider a $100 million fund with a 2 per cent fee for ten years. Fees total up to $20 million, leaving about $80 million to invest. If the fund eventually returns $300 million to the partnership, the profit is $200 million above the committed capital. With 20 per cent carry, the GPs receive $40 million and the LPs receive $260 million. Most funds use a European, or whole-fund, waterfall, in which LPs must first receive all their contributed capital back before any carry is paid; some also include a hurdle, a minimum annual return such as 8 per cent, though this is less common in venture than in buyout funds.",
            "These economics shape behaviour. Because a fund must return its capital and more to earn carry, GPs look for investments that could return the entire fund on their own, and they reserve a large share of capital, often 40 to 60 per cent, for follow-on investments in their best companies.",
          ),
        },
      },
      {
        title: "The Power Law of Returns",
        description:
          "A handful of investments generate nearly all venture returns, and performance is measured accordingly.",
        lesson: {
          title: "Outliers, multiples and IRR",
          html:
            p(
              "Venture returns are not normally distributed. Across large samples of venture investments, roughly half lose money, many return around their cost, and a very small fraction, often fewer than one in ten, produce returns of ten times or more. Those few outliers account for most of the industry's gains. This skewed pattern is described as a power law, and it means that the cost of missing a great company is far greater than the cost of backing a failure: the most a single investment can lose is 1× its cost, but the best can return 100×.",
              "Funds report performance with several measures, and an LP reads them together.",
            ) +
            "<table><tr><th>Measure</th><th>Definition</th><th>Note</th></tr><tr><td>DPI (distributions to paid-in)</td><td>Cash returned ÷ capital paid in</td><td>Realised; 'the only one you can eat'</td></tr><tr><td>RVPI (residual value to paid-in)</td><td>Value of remaining holdings ÷ paid-in</td><td>Based on valuations, unrealised</td></tr><tr><td>TVPI (total value to paid-in)</td><td>DPI + RVPI</td><td>Gross or net of fees and carry</td></tr><tr><td>IRR</td><td>Discount rate making net present value of cash flows zero</td><td>Sensitive to timing</td></tr></table>" +
            p(
              "A worked example shows why multiples and IRR can disagree. An investor puts in $10 million and receives $30 million after eight years: the multiple is 3.0×, and the IRR is 3<sup>1/8</sup> − 1, about 14.7 per cent a year. Another receives $20 million after three years: only 2.0×, but an IRR of about 26 per cent. Early partial exits and the use of credit lines to delay capital calls can inflate IRR, which is why many LPs give weight to DPI. Performance also persists more in venture than in most asset classes, which explains the competition among LPs to get into the funds of established firms.",
            ),
        },
      },
      {
        title: "Valuation and the Cap Table",
        description:
          "Ownership is what a venture investor buys; this module shows how a round changes who owns the company.",
        lesson: {
          title: "Pre-money, post-money and dilution",
          html: p(
            "In a priced venture round, the investor and the founders agree a pre-money valuation, the value placed on the company before the new money arrives. The post-money valuation is the pre-money valuation plus the new investment. The investor's ownership equals the investment divided by the post-money valuation. If a company is valued at $8 million pre-money and raises $2 million, the post-money valuation is $10 million and the investor owns 20 per cent. The price per share is the pre-money valuation divided by the number of fully diluted shares before the round.",
            "The capitalisation table, or cap table, records every holder of shares, options and convertible instruments. Suppose the founders hold 8,000,000 shares and there are no options. A price per share of $8,000,000 ÷ 8,000,000 = $1.00 means the investor buys 2,000,000 new shares for $2 million, giving 10,000,000 shares in total: founders 80 per cent, investor 20 per cent.",
            "Investors usually require an employee option pool to be created or enlarged before the round, and they require it to be counted in the pre-money valuation. This is the 'option pool shuffle'. If a 10 per cent post-money pool is required in the example, the pool of 1,000,000 shares comes out of the pre-money side: the founders' 8,000,000 shares and the 1,000,000-share pool together make 9,000,000 pre-money shares, the price falls to $8,000,000 ÷ 9,000,000 ≈ $0.889, and the investor receives about 2,250,000 shares. After the round the founders hold 8,000,000 of 11,250,000 shares, about 71 per cent rather than 80 per cent. The headline valuation is unchanged, but the effective pre-money valuation for the founders is $7 million.",
            "Convertible notes and SAFEs, which convert into equity at a later priced round, often with a discount or valuation cap, must also be modelled on the cap table, because their conversion dilutes everyone who held shares before the round.",
          ),
        },
      },
    ],
  },
  {
    slug: "myrmecology-ant-structure-castes-foraging",
    discipline: "Myrmecology",
    title: "Ants: Structure, Colonies and Communication",
    description:
      "Around 14,000 described species of ant make up a large part of the animal biomass of most land ecosystems. Second-year biology students examine ant anatomy and identification to subfamily, caste, reproduction and colony founding, trail pheromones and recruitment, and the fungus-growing ants of the New World tropics.",
    level: "intermediate",
    duration: "one semester (10 weeks, lectures and laboratory)",
    plantedGap: "fungus-growing",
    modules: [
      {
        title: "Anatomy and Identification",
        description:
          "The waist, the antennae and the sting or acidopore are the keys to placing an ant in its subfamily.",
        lesson: {
          title: "Reading the waist",
          html:
            p(
              "Ants belong to the family Formicidae within the order Hymenoptera, together with bees and wasps. Like other members of the suborder Apocrita, they have a narrow waist between the first and second abdominal segments. The first abdominal segment is fused to the thorax, forming with it the mesosoma, and the waist that follows is made of one or two reduced segments: the petiole and, in some groups, the postpetiole. The rest of the abdomen is called the gaster. Two further characters identify an insect as an ant: elbowed antennae, with a long first segment called the scape, and a metapleural gland on the mesosoma, whose secretions are antimicrobial.",
              "The waist and the end of the gaster are the first things to examine under a stereomicroscope when identifying workers to subfamily. Five subfamilies account for most species encountered in the field.",
            ) +
            "<table><tr><th>Subfamily</th><th>Waist</th><th>Other features</th><th>Example</th></tr><tr><td>Myrmicinae</td><td>Petiole and postpetiole</td><td>Sting often present</td><td><i>Myrmica</i>, <i>Tetramorium</i></td></tr><tr><td>Formicinae</td><td>Petiole only</td><td>Acidopore, a circular nozzle, sprays formic acid</td><td><i>Formica</i>, <i>Lasius</i></td></tr><tr><td>Dolichoderinae</td><td>Petiole only</td><td>No acidopore; slit-like anal opening; smell of rancid butter</td><td><i>Linepithema</i></td></tr><tr><td>Ponerinae</td><td>Petiole only, with constriction after first gastral segment</td><td>Strong sting</td><td><i>Ponera</i></td></tr><tr><td>Dorylinae</td><td>One or two segments</td><td>Army ants; blind or small-eyed workers</td><td><i>Eciton</i>, <i>Dorylus</i></td></tr></table>" +
            p(
              "Beyond subfamily, genus-level keys use the number of antennal segments, the form of the clypeus, the presence of spines on the propodeum and the sculpture of the cuticle. Specimens are best preserved in 80 per cent ethanol and point-mounted for examination. Identification should be based on several workers, since size can vary greatly within a colony.",
            ),
        },
      },
      {
        title: "Castes and Colony Founding",
        description: "How an ant colony begins, and why most of its members never reproduce.",
        lesson: {
          title: "Queens, workers and the nuptial flight",
          html: p(
            "All ants are eusocial: they live in colonies with overlapping generations, cooperative brood care and a reproductive division of labour. Most colonies contain one or more queens, which lay eggs, and many sterile or nearly sterile female workers. Males are produced only at certain seasons and die soon after mating. In many species workers differ in size, and in some, such as <i>Pheidole</i>, there are distinct minor workers and large-headed majors, often called soldiers.",
            "Caste is mostly determined by nutrition rather than genes. Female larvae that are fed more, and fed at critical times, develop into queens; others become workers. Sex is determined by haplodiploidy: fertilised eggs become females and unfertilised eggs become males. W. D. Hamilton pointed out in 1964 that under haplodiploidy full sisters share on average three-quarters of their genes, more than they would share with their own offspring. This asymmetry was long used to explain the repeated evolution of worker altruism in Hymenoptera, although later work has shown that the relatedness argument alone is not sufficient, and that monogamy of the founding queen is a key condition.",
            "In a typical temperate species such as the black garden ant, <i>Lasius niger</i>, winged males and young queens leave their nests in a synchronised nuptial flight on warm, humid summer afternoons. After mating, a queen lands, breaks off her wings and seals herself into a small chamber in the soil. There she rears the first brood alone, without foraging, by metabolising her wing muscles and fat reserves. This is called claustral founding. The first workers, known as nanitics, are unusually small. They open the nest and begin to forage, and the queen thereafter only lays eggs. A queen of <i>Lasius niger</i> has lived for almost 29 years in the laboratory. Other species found colonies differently, for instance by budding, in which a queen leaves with workers on foot, or by social parasitism of another species' nest.",
          ),
        },
      },
      {
        title: "Foraging and Trail Pheromones",
        description:
          "Chemical trails allow a colony to find and exploit food far more efficiently than any single ant could.",
        lesson: {
          title: "Recruitment and the double-bridge experiment",
          html: p(
            "Ants communicate mainly by chemicals. A worker that finds food can recruit nestmates in several ways. In tandem running, seen in <i>Temnothorax</i>, a leader guides a single follower that keeps touching her with its antennae. In group recruitment, a leader guides a small group. In mass recruitment, which is typical of large colonies, a forager returning with food lays a trail of pheromone on the ground, and other workers follow it without a guide.",
            "E. O. Wilson showed in 1962 that the trail pheromone of the imported fire ant, then called <i>Solenopsis saevissima</i>, is produced by Dufour's gland and laid through the extruded sting. An artificial trail drawn with an extract of the gland was enough to draw workers out of the nest and along it. Trail pheromones are effective in tiny quantities and evaporate within minutes, so a trail persists only while returning ants keep renewing it. When food runs out, ants stop reinforcing the trail and it fades, which lets the colony shift effort without central control.",
            "The consequences of this simple rule were shown by Jean-Louis Deneubourg and colleagues in 1990 with the Argentine ant, <i>Linepithema humile</i>. A nest was connected to food by a double bridge with two branches. When the branches were equal in length, the ants at first used both, but within minutes almost all traffic settled on one branch, chosen at random. Small random differences in early traffic were amplified by positive feedback, since each ant adds pheromone to the branch it uses. When one branch was twice as long, ants returning by the short branch reinforced it sooner, and the colony usually chose the shorter path. The experiment became a classic example of self-organisation and inspired ant colony optimisation algorithms in computer science. It also shows the limits of the mechanism: once a trail is established, colonies may fail to switch to a shorter path offered later.",
          ),
        },
      },
    ],
  },
];
