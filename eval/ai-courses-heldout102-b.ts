/** One-hundred-and-second held-out evaluation courses, intermediate level; see ai-courses-heldout102.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT102_B: EvalCourse[] = [
  {
    slug: "lease-accounting-under-ifrs-16",
    discipline: "Lease accounting",
    title: "Lease Accounting under IFRS 16",
    description:
      "Since IFRS 16 took effect in January 2019, almost every lease a company signs has to appear on its balance sheet. Participants work through the definition of a lease, initial measurement of the lease liability and right-of-use asset, subsequent measurement and remeasurement, the short-term and low-value exemptions, and sale and leaseback arrangements.",
    level: "intermediate",
    duration: "six weeks (one three-hour workshop a week)",
    plantedGap: "sale and leaseback",
    modules: [
      {
        title: "What Counts as a Lease?",
        description:
          "Applying the IFRS 16 definition: an identified asset, substantive substitution rights, the right to direct use, the lease term and the lessee exemptions.",
        lesson: {
          title: "Identifying a Lease",
          html: p(
            "Under IFRS 16, a contract is, or contains, a lease if it conveys the right to control the use of an identified asset for a period of time in exchange for consideration. The assessment is made at inception and matters because, for a lessee, a lease goes on the balance sheet while a service contract does not.",
            "The first test is whether there is an identified asset. The asset may be specified explicitly, such as a particular aircraft by registration number, or implicitly, when only one asset could fulfil the contract. A portion of a larger asset can qualify if it is physically distinct, such as one floor of a building, but a capacity portion that is not physically distinct, such as part of the capacity of a fibre-optic cable, is an identified asset only if it represents substantially all of the asset's capacity. An asset is not identified if the supplier has a substantive substitution right: the supplier must have the practical ability to substitute alternative assets throughout the period of use and must benefit economically from doing so.",
            "Control then requires two things: the right to obtain substantially all of the economic benefits from use of the asset, and the right to direct how and for what purpose it is used. A retailer that rents a specific unit in a shopping centre and decides its opening hours, products and prices directs its use. A company that buys warehousing from a logistics provider, which chooses where in its network the goods are stored, does not.",
            "Once a lease is identified, the lessee determines the lease term: the non-cancellable period, plus periods covered by an extension option the lessee is reasonably certain to exercise, plus periods covered by a termination option it is reasonably certain not to exercise.",
            "Two exemptions are available to lessees. Short-term leases, with a term of twelve months or less and no purchase option, may be expensed on a straight-line basis, by class of asset. Leases of low-value assets, judged on the value of the asset when new, may be expensed lease by lease; the Basis for Conclusions refers to a benchmark of around US$5,000, which catches laptops and office furniture but not cars.",
          ),
        },
      },
      {
        title: "Measuring the Lease Liability and Right-of-Use Asset",
        description:
          "Which payments to include, which discount rate to use, and how the right-of-use asset is built up at commencement, with a worked example.",
        lesson: {
          title: "Initial Measurement",
          html: p(
            "At the commencement date the lessee recognises a lease liability measured at the present value of the lease payments not yet paid. The payments included are: fixed payments, including in-substance fixed payments, less any lease incentives receivable; variable payments that depend on an index or rate, such as a consumer price index, measured using the index at commencement; amounts expected to be payable under residual value guarantees; the exercise price of a purchase option the lessee is reasonably certain to exercise; and penalties for terminating the lease if the lease term reflects termination. Variable payments linked to the lessee's revenue or usage of the asset are excluded and expensed as incurred.",
            "The payments are discounted at the interest rate implicit in the lease if it can be readily determined. It rarely can, because it depends on the lessor's unguaranteed residual value and initial direct costs, so most lessees use their incremental borrowing rate: the rate they would pay to borrow, over a similar term and with similar security, the funds needed to obtain an asset of similar value in a similar economic environment.",
            "The right-of-use asset is measured at the amount of the lease liability, plus lease payments made at or before commencement, less lease incentives received, plus initial direct costs incurred by the lessee, plus an estimate of the costs of dismantling, removing or restoring the asset that the lessee is obliged to incur, measured under IAS 37.",
            "Consider a five-year lease of a machine with annual payments of 10,000 in arrears. The lessee's incremental borrowing rate is 5 per cent, it pays initial direct costs of 1,000 and receives a cash incentive of 500 from the lessor. The five-year annuity factor at 5 per cent is 4.3295, so the lease liability is 43,295. The right-of-use asset is 43,295 + 1,000 − 500 = 43,795. The entries are: debit right-of-use asset 43,795; credit lease liability 43,295; credit cash 500, the net of the 1,000 paid and the 500 received.",
            "Had the payments been due in advance, the first payment would not be discounted at all: the liability would be 10,000 plus the present value of four further payments, 35,460, giving 45,460 before the first payment is made.",
          ),
        },
      },
      {
        title: "After Commencement: Interest, Depreciation and Remeasurement",
        description:
          "Unwinding the liability, depreciating the right-of-use asset, and remeasuring when the lease term or payments change.",
        lesson: {
          title: "Subsequent Measurement",
          html: p(
            "After commencement the lease liability is measured at amortised cost. Each period, interest is charged at the discount rate on the opening balance, and the lease payment reduces the balance. For the machine lease from the previous lesson, with a liability of 43,295 at 5 per cent and payments of 10,000 in arrears:",
            "<table><tr><th>Year</th><th>Opening</th><th>Interest at 5%</th><th>Payment</th><th>Closing</th></tr><tr><td>1</td><td>43,295</td><td>2,165</td><td>(10,000)</td><td>35,460</td></tr><tr><td>2</td><td>35,460</td><td>1,773</td><td>(10,000)</td><td>27,233</td></tr><tr><td>3</td><td>27,233</td><td>1,362</td><td>(10,000)</td><td>18,595</td></tr><tr><td>4</td><td>18,595</td><td>930</td><td>(10,000)</td><td>9,525</td></tr><tr><td>5</td><td>9,525</td><td>475</td><td>(10,000)</td><td>0</td></tr></table>",
            "The right-of-use asset of 43,795 is depreciated under IAS 16, normally straight-line over the shorter of the lease term and the asset's useful life, giving 8,759 a year. Total expense in year 1 is therefore 2,165 + 8,759 = 10,924, and in year 5 only 475 + 8,759 = 9,234. The profile is front-loaded compared with the flat 10,000 rental expense under the old operating-lease model, and operating profit and EBITDA rise because rent is replaced by depreciation and interest. In the cash flow statement the principal element of each payment is a financing outflow; interest follows the entity's policy for interest paid.",
            "The liability is remeasured when expected cash flows change, with a matching adjustment to the right-of-use asset. The discount rate used depends on the cause:" +
              "<ul><li>a change in the lease term, or in the assessment of a purchase option, triggered by a significant event within the lessee's control: remeasure using a revised discount rate at the date of reassessment;</li><li>a change in payments resulting from a change in an index or rate, such as an annual CPI uplift: remeasure using the unchanged original rate, once the change takes effect in the cash flows;</li><li>a change in amounts expected under a residual value guarantee: remeasure using the unchanged rate.</li></ul>",
            "If a downward remeasurement exceeds the carrying amount of the right-of-use asset, the asset is reduced to zero and the remainder goes to profit or loss. A lease modification that adds a right to use additional assets at a price commensurate with their stand-alone price is accounted for as a separate new lease; other modifications are remeasured at a revised rate at the modification date.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-hussite-revolution-1415-1436",
    discipline: "Hussite history",
    title: "The Hussite Revolution, 1415–1436",
    description:
      "Between the burning of Jan Hus at Constance in 1415 and the Compacts of Basel in 1436, Bohemia defied the Church and defeated five crusades. Seminars examine Hus's theology and its Wycliffite roots, the Four Articles of Prague, the radical communities of Tábor, Jan Žižka's wagon-fort tactics, and the legacy carried forward by the Unity of the Brethren.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "Unity of the Brethren",
    modules: [
      {
        title: "Jan Hus: Reform, Wyclif and Constance",
        description:
          "Hus's career in Prague, the influence of John Wyclif, and the trial and execution at the Council of Constance.",
        lesson: {
          title: "The Making of a Martyr",
          html: p(
            "Jan Hus was born around 1370 in Husinec in southern Bohemia and studied at the university of Prague, founded by Charles IV in 1348. By 1402 he was a master of the university and preacher at the Bethlehem Chapel, founded in 1391 specifically for preaching in Czech, where he drew large congregations of townspeople with sermons against clerical wealth, simony and moral laxity.",
            "Hus's thought developed within a Prague reform tradition that went back to preachers such as Jan Milíč of Kroměříž, but it was sharpened by the writings of the Oxford theologian John Wyclif. Wyclif's works reached Prague after Anne of Bohemia married Richard II of England in 1382 and Czech students began to study at Oxford. Hus accepted Wyclif's view of the Church as the body of the predestined and his insistence that unworthy clergy forfeit their authority, though he never adopted Wyclif's denial of transubstantiation.",
            "University politics turned a theological argument into a national one. The German masters, who outvoted the Czechs in the university's four nations, condemned Wyclif's articles. In 1409 King Wenceslas IV issued the Decree of Kutná Hora, giving the Bohemian nation three votes and the foreign nations one; the German masters and students left, many founding the university of Leipzig, and Hus became rector. In 1410 Archbishop Zbyněk had Wyclif's books burned and excommunicated Hus, and in 1411 the papal curia confirmed the sentence. In 1412 Hus denounced the sale of indulgences proclaimed by the Pisan pope John XXIII to fund a war against King Ladislaus of Naples, lost the king's protection and left Prague, writing his treatise De ecclesia in exile in 1413.",
            "Summoned to the Council of Constance, Hus travelled under a safe-conduct from King Sigismund, arrived in November 1414 and was arrested within weeks. At hearings in June 1415 he refused to abjure articles he said he had never held and would not recant those he had, unless shown from Scripture that they were wrong. He was condemned and burned on 6 July 1415; his colleague Jerome of Prague followed in May 1416. In September 1415 more than 450 Bohemian and Moravian nobles sealed a letter of protest to the Council, a sign that Hus's death had united much of the kingdom against it.",
          ),
        },
      },
      {
        title: "The Four Articles and the Radicals of Tábor",
        description:
          "The programme agreed in 1420, communion in both kinds, and the differences between the moderate Prague party and the Taborite radicals.",
        lesson: {
          title: "Chalice and Mountain",
          html: p(
            "The symbol of the Hussite movement was the chalice. In 1414, while Hus was at Constance, the Prague master Jakoubek of Stříbro began giving communion in both kinds, bread and wine, to lay people, a practice known as utraquism from the Latin sub utraque specie. Constance condemned it in 1415, and from then on the lay chalice marked the boundary between Hussites and their opponents.",
            "Tension with the Catholic authorities and with King Wenceslas came to a head on 30 July 1419, when a procession led by the radical preacher Jan Želivský stormed the New Town Hall in Prague and threw the councillors from the windows, the first Defenestration of Prague. Wenceslas died in August, and his heir was his brother Sigismund, the king who had allowed Hus to be burned despite his safe-conduct. Most Bohemians refused to accept him.",
            "In 1420 the Hussite parties agreed a common programme, the Four Articles of Prague:" +
              "<ol><li>the Word of God should be preached freely throughout the kingdom;</li><li>communion in both kinds should be given to all the faithful;</li><li>the clergy should be deprived of secular power and worldly wealth and live in apostolic poverty;</li><li>public mortal sins should be punished by the proper authorities, whatever the rank of the offender.</li></ol>",
            "Agreement on these points concealed deep differences. The moderate party, based in Prague and led by university masters, accepted much traditional doctrine and liturgy and hoped for a negotiated settlement with the Church. The radicals gathered in 1420 at a new fortified town in southern Bohemia that they named Tábor, after the biblical mountain. Many expected the imminent return of Christ; early settlers placed their goods in common chests, and Taborite theology rejected purgatory, the cult of saints, most sacraments beyond baptism and communion, and vestments. In 1420 the Taborites elected their own bishop, Mikuláš of Pelhřimov, breaking with apostolic succession.",
            "The radical wing itself splintered. The so-called Pikarts, who denied the real presence in the Eucharist, and the Adamites, accused of ritual nudity, were expelled and crushed by Žižka in 1421. The spectrum from Prague moderates to Taborites remained the central fault line of the revolution.",
          ),
        },
      },
      {
        title: "Žižka, the Crusades and Lipany",
        description:
          "How Hussite armies defeated five crusades, and how the movement's own divisions ended at Lipany and in the Compacts.",
        lesson: {
          title: "From Wagon Forts to Compromise",
          html: p(
            "Between 1420 and 1431 the papacy and Sigismund launched five crusades against Bohemia, and all five failed. The architect of early Hussite success was Jan Žižka, a minor nobleman already around sixty who had lost an eye before the wars and was blinded completely in 1421. Žižka turned peasant and townsman levies into an army that could defeat armoured knights.",
            "His method was the wagon fort. Farm carts, reinforced with boards, were chained together into a defensive ring in a chosen position, often on a hill; the gaps were closed with pavises, and the wagons were manned by crossbowmen, handgunners and men with flails and polearms. Light guns fired from the wagons, and two Czech words from this warfare, píšťala, a kind of handgun, and houfnice, a field gun, are the origins of pistol and howitzer. Attacking cavalry broke against the fort and were then counter-attacked. Žižka won at Sudoměř in March 1420, defended Prague on Vítkov Hill on 14 July 1420 against Sigismund's first crusade, and defeated him again at Kutná Hora and Německý Brod in December 1421 and January 1422.",
            "Žižka died of plague in 1424; his followers called themselves the Orphans. Leadership passed to the priest Prokop the Bald, also called Prokop the Great, who took the war abroad in raids into Saxony, Silesia, Austria and Hungary. The fifth crusade, led by Cardinal Giuliano Cesarini, collapsed at Domažlice on 14 August 1431, when the crusading army reportedly fled before the battle as the Hussites approached singing their hymn Ye Who Are the Warriors of God.",
            "Military stalemate pushed both sides to negotiate. The Council of Basel invited Hussite envoys, who arrived in January 1433, and eventually offered a modified version of the Four Articles. The Prague moderates and the Utraquist nobility, weary of war and of radical power, allied with Catholic lords and on 30 May 1434 destroyed the Taborite and Orphan field armies at Lipany; Prokop was killed. The Compacts of Basel, permitting communion in both kinds in Bohemia and Moravia, were proclaimed at Jihlava on 5 July 1436, and Sigismund was accepted as king. Rome never fully honoured the settlement: Pope Pius II declared the Compacts void in 1462, and Utraquist Bohemia remained an anomaly within Latin Christendom until the Reformation.",
          ),
        },
      },
    ],
  },
  {
    slug: "understanding-homelessness-definitions-causes-and-responses",
    discipline: "Homelessness studies",
    title: "Understanding Homelessness: Definitions, Causes and Responses",
    description:
      "Who counts as homeless, and who does the counting? The module compares statutory, typological and street-count definitions, tests structural and individual explanations against longitudinal evidence, evaluates Housing First against staircase models, and looks at the particular risks faced by prison leavers.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "prison leavers",
    modules: [
      {
        title: "Defining and Counting Homelessness",
        description:
          "Statutory definitions in England, the ETHOS typology, and the strengths and blind spots of point-in-time counts.",
        lesson: {
          title: "Who Counts as Homeless?",
          html: p(
            "How homelessness is defined determines how large it appears, who is entitled to help and which policies seem appropriate. Three families of definition dominate the literature: statutory definitions that trigger legal duties, typologies designed for research and comparison, and operational counts of people seen on the street or in shelters.",
            "In England, Part 7 of the Housing Act 1996 treats a person as homeless if there is no accommodation available that they have a legal right to occupy, or none that it would be reasonable for them to continue to occupy. The Homelessness Reduction Act 2017, in force from April 2018, added a prevention duty for households threatened with homelessness within 56 days, previously 28, and a relief duty lasting 56 days for those already homeless, each with a personalised housing plan. The main housing duty to secure accommodation still depends on four tests: eligibility, which excludes many people subject to immigration control; homelessness; priority need, for example households with dependent children or pregnant women, people who are vulnerable and, since the Domestic Abuse Act 2021, people made homeless by domestic abuse; and not having become homeless intentionally. Single adults without priority need have historically received far less help.",
            "The European Typology of Homelessness and Housing Exclusion, ETHOS, published by FEANTSA in 2005, takes a broader view. It defines four conceptual categories, roofless, houseless, insecure and inadequate, divided into thirteen operational categories ranging from people sleeping rough to people living in overcrowded or unfit housing. Its value is in showing that rough sleeping is the visible edge of a much larger population.",
            "Counts measure only part of that population. England's annual rough sleeping snapshot records people seen sleeping rough on a single autumn night, by count or by estimate; it recorded 4,751 people at its 2017 peak and 3,898 in autumn 2023. The United States Department of Housing and Urban Development requires a point-in-time count each January, which found 653,104 people in 2023, the highest since counts began in 2007. Such counts are consistent and cheap, but they miss people who are hidden: those sofa-surfing with friends, sleeping in cars or staying in places counters do not visit. Because women and families are more often hidden than visible, street counts tend to under-represent them.",
          ),
        },
      },
      {
        title: "Explaining Homelessness",
        description:
          "Structural, individual and interactional accounts, and what shelter-use data reveal about different pathways.",
        lesson: {
          title: "Structure, Agency and Pathways",
          html: p(
            "Explanations of homelessness have swung between two poles. Individual accounts, dominant in much mid-twentieth-century research, located the causes in personal problems: addiction, mental illness, relationship breakdown or simple fecklessness. Structural accounts, which gained ground from the 1980s, pointed instead to housing markets, poverty, unemployment and welfare retrenchment, noting that homelessness rose and fell with housing affordability whatever the characteristics of individuals.",
            "By the late 1990s most researchers had settled on what Nicholas Pleace called a new orthodoxy: structural factors create the conditions in which homelessness occurs, while personal vulnerabilities determine who within a population becomes homeless. Suzanne Fitzpatrick argued in 2005 that this compromise was under-theorised and proposed a critical realist account, in which housing, labour market, interpersonal and individual factors are all real causal mechanisms that may or may not combine to produce homelessness in a given case.",
            "Administrative data changed the debate by showing that homeless populations are not homogeneous. Randall Kuhn and Dennis Culhane, analysing shelter records from New York City and Philadelphia in 1998, identified three clusters. The transitionally homeless, about 80 per cent of shelter users, had a single short stay and did not return. The episodically homeless, around 10 per cent, moved repeatedly in and out of shelters. The chronically homeless, also about 10 per cent, stayed for long periods and, although few in number, used roughly half of all shelter days. The finding implied that a small, high-need group drives much of the cost of homelessness services, and it shaped the targeting of later programmes.",
            "British longitudinal data have sharpened the structural side of the picture. Glen Bramley and Suzanne Fitzpatrick, using cohort and panel surveys in 2018, found that childhood poverty was the strongest predictor of adult homelessness, with housing market pressure, lack of social support and being young, single or a lone parent adding risk. Their illustrative contrast was stark: the modelled probability of homelessness by age 26 was well under 1 per cent for a white man with a relatively affluent rural childhood in southern England, but about 70 per cent for a mixed-ethnicity lone mother who had experienced childhood poverty and was renting in London. Homelessness, they concluded, is far from randomly distributed, and its roots lie largely in poverty.",
          ),
        },
      },
      {
        title: "Housing First and Its Alternatives",
        description:
          "The evidence for Housing First, how it differs from staircase and treatment-first models, and what fidelity means in practice.",
        lesson: {
          title: "Housing First",
          html: p(
            "For most of the twentieth century, services for homeless people with complex needs followed a staircase or continuum-of-care model. People moved step by step from the street to emergency shelter, then to transitional or supported accommodation, and finally to independent housing, earning each step by demonstrating sobriety, engagement with treatment or readiness for a tenancy. Many fell off the staircase, and those with the highest needs were often the least likely to reach its top.",
            "Housing First reverses the sequence. Developed by the psychologist Sam Tsemberis at Pathways to Housing in New York from 1992, it offers people with long histories of homelessness and mental illness immediate access to ordinary, usually scattered-site, rented housing, with no requirement to accept treatment or stop using drugs or alcohol. Intensive support follows the person rather than the building, through assertive community treatment teams for the highest-need clients or intensive case management for others. The core principles, now codified in fidelity scales, include housing as a right, choice and control for the tenant, separation of housing from treatment, a recovery orientation and harm reduction.",
            "The evidence on housing stability is strong. Tsemberis and Eisenberg reported in 2000 that 88 per cent of Pathways tenants remained housed after five years, compared with 47 per cent in the city's residential treatment system. Canada's At Home/Chez Soi trial, a randomised study of more than 2,000 people in five cities between 2009 and 2013, found that Housing First participants spent about 73 per cent of the final six months stably housed, against 32 per cent for those receiving usual services. Finland built its national strategy on the approach from 2008, converting shelters into self-contained supported housing, and is the only European country where homelessness has fallen steadily for more than a decade. England funded regional pilots in Greater Manchester, the Liverpool City Region and the West Midlands from 2018.",
            "The evidence is weaker on other outcomes. Housing First generally produces only modest improvements in substance use, mental health and employment, and its success depends on a supply of affordable homes. It is designed for a minority with complex needs rather than for the larger number of people whose homelessness is short-lived and largely economic.",
          ),
        },
      },
    ],
  },
  {
    slug: "jig-and-fixture-design-for-machining",
    discipline: "Jig and fixture design",
    title: "Jig and Fixture Design for Machining",
    description:
      "Designed for manufacturing technicians and junior production engineers, the course teaches how to locate a workpiece with the 3-2-1 principle, choose pins and clamps that hold it without distortion, specify drill bushes, and weigh modular fixturing against dedicated tooling for short production runs.",
    level: "intermediate",
    duration: "eight weeks (one three-hour design studio a week)",
    plantedGap: "modular fixturing",
    modules: [
      {
        title: "Location: The 3-2-1 Principle",
        description:
          "Restricting the degrees of freedom of a prismatic part with six locators, and locating from holes with round and diamond pins.",
        lesson: {
          title: "Constraining a Workpiece",
          html: p(
            "A rigid body free in space has six degrees of freedom: translation along the X, Y and Z axes and rotation about each of them. The first job of a fixture is to remove the freedoms that matter, repeatably, so that every part loaded sits in the same position relative to the machine.",
            "For a prismatic part, the standard answer is the 3-2-1 principle. Three locators on the primary datum face, normally the largest and flattest surface, define a plane and remove translation along Z and rotation about X and Y. Two locators on a secondary face, normally the longest edge, remove translation along Y and rotation about Z. One locator on the tertiary face removes translation along X. Six points of contact thus remove all six degrees of freedom in the directions of the locators, and clamps hold the part against them. Where possible, the locating faces should correspond to the datum reference frame on the part drawing, for example datums A, B and C, so that the fixture reproduces the designer's intent.",
            "Locator placement follows simple geometry. The three primary locators should be spread as widely as possible, forming a triangle that encloses the centre of gravity of the part and the points where cutting forces act. The two secondary locators should be far apart along their edge to resist rotation. Adding a fourth fixed locator to the primary face over-constrains the part: a rough casting will rock on three of the four. If extra support is needed under a thin section, it should be an adjustable or spring-loaded support brought up after the part is located.",
            "Many parts are better located from holes. Two round pins in two holes will jam, because the distance between the holes and between the pins each carry a tolerance. The standard solution is one round pin in the first hole, which fixes X and Y, and a diamond pin, also called a relieved pin, in the second. The diamond pin is a cylinder with two flats ground away, oriented so that its remaining lands contact the hole only in the direction perpendicular to the line joining the hole centres. It therefore stops rotation about the first pin while allowing for variation in centre distance.",
          ),
        },
      },
      {
        title: "Clamping Without Distortion",
        description:
          "Where to apply clamping forces, how to size them against cutting forces, and the common clamp types.",
        lesson: {
          title: "Holding the Part",
          html: p(
            "Locators position the part; clamps keep it there. Confusing the two roles is the source of most fixture problems. A well-designed fixture directs the main cutting forces into solid locators or fixed stops, so that the clamps only have to stop the part lifting or sliding away from them. A fixture that relies on clamp friction alone to resist cutting forces needs very large clamping forces, which distort the part and can still slip.",
            "A simple calculation shows why. Suppose a milling cut produces a horizontal force of 1,500 N and the part is held only by a top clamp, with friction at the clamp and at the base. With a coefficient of friction of 0.15 at each of the two interfaces and a safety factor of 2, the clamp must provide N = 2 × 1,500 / (2 × 0.15) = 10,000 N. Add a fixed stop against which the cutter pushes the part and the clamp force needed falls to whatever will stop vibration and lifting, often a small fraction of that figure.",
            "Three further rules apply:" +
              "<ul><li>Clamp directly over a locator or a solid support, so the force passes straight into the fixture body rather than bending the part.</li><li>Clamp on rigid sections, not thin walls or unsupported flanges; where a thin section must be held, spread the load with a pad or use an equalising clamp that shares force between two points.</li><li>Keep clamps clear of the tool path and allow room for chips and coolant to escape.</li></ul>",
            "The common clamp types each suit particular jobs. The strap or heel clamp is a lever: a bolt between the workpiece and a heel block provides a force W, and the force at the workpiece is W × b / (a + b), where a is the distance from the bolt to the workpiece and b the distance from the bolt to the heel, so the bolt should be placed as close to the workpiece as possible. Toggle clamps lock over centre and are very fast, but exert a fixed force that is sensitive to variation in part size. Cam clamps are quick to apply but can vibrate loose under interrupted cuts. Hydraulic and pneumatic clamps apply a consistent, known force and suit production fixtures on machining centres.",
          ),
        },
      },
      {
        title: "Drill Jigs and Bushes",
        description:
          "Types of drill bush, bush length and chip clearance, and how jig tolerances relate to part tolerances.",
        lesson: {
          title: "Guiding the Drill",
          html: p(
            "The difference between a jig and a fixture is that a jig guides the cutting tool as well as holding the work, while a fixture only locates and holds, leaving the machine to position the tool. Drill jigs remain common for manual and short-run drilling and for assembly drilling of large structures.",
            "The guiding element is the drill bush, a hardened steel sleeve whose bore fits the drill. Standard bushes are made to ISO 4247 and the equivalent DIN standards, with the bore typically to tolerance F7, giving a small running clearance over the drill, and the outside diameter of press-fit bushes to n6 for an interference fit in the jig plate. The main types are:" +
              "<table><tr><th>Type</th><th>Use</th></tr><tr><td>Headless press-fit bush</td><td>Permanent guidance for a single operation where the plate is thick enough</td></tr><tr><td>Headed press-fit bush</td><td>Permanent guidance where axial load or a thin plate could push a headless bush out</td></tr><tr><td>Liner bush</td><td>Pressed into the plate to receive renewable bushes without wearing the plate</td></tr><tr><td>Fixed renewable bush</td><td>Replaceable when worn, held in a liner by a lock screw</td></tr><tr><td>Slip renewable bush</td><td>Changed between operations, for example drill then ream, in the same hole</td></tr></table>",
            "Two dimensions control guidance. Bush length is usually 1.5 to 2 times the drill diameter: shorter gives poor guidance, longer adds friction and heat. The gap between the end of the bush and the workpiece must leave room for chips to escape. For materials that produce broken chips, such as cast iron and brass, a gap of about half the drill diameter is typical; for steels that produce long, stringy chips, about one diameter. Too small a gap packs chips into the bush and wears it; too large a gap lets the drill wander before it enters the work.",
            "Jig accuracy must be tighter than part accuracy, because the jig's errors add to drill wander, bush clearance and wear. A widely used rule of thumb sets fixture tolerances at 20 to 50 per cent of the corresponding part tolerance. For a hole position toleranced at ±0.10 mm, the bush location in the jig plate would therefore be held to between ±0.02 and ±0.05 mm, with the choice depending on how much of the remaining budget drill wander and clearance consume.",
          ),
        },
      },
    ],
  },
  {
    slug: "hate-crime-law-in-england-and-wales",
    discipline: "Hate crime law",
    title: "Hate Crime Law in England and Wales",
    description:
      "A study of how the criminal law of England and Wales treats offences motivated by hostility: the racially and religiously aggravated offences, enhanced sentencing on five protected grounds, the offences of stirring up hatred, and the law's response to online abuse, read alongside the Law Commission's 2021 proposals for reform.",
    level: "intermediate",
    duration: "nine weeks (one two-hour seminar a week)",
    plantedGap: "online abuse",
    modules: [
      {
        title: "Racially and Religiously Aggravated Offences",
        description:
          "The Crime and Disorder Act 1998, the two limbs of the hostility test in section 28, and the leading cases on what counts as a racial group.",
        lesson: {
          title: "Section 28 and the Aggravated Offences",
          html: p(
            "Sections 29 to 32 of the Crime and Disorder Act 1998 created racially aggravated versions of a set of existing offences: common assault, actual bodily harm, and wounding or grievous bodily harm under section 20 of the Offences Against the Person Act 1861; criminal damage; the public order offences in sections 4, 4A and 5 of the Public Order Act 1986; and harassment and stalking under the Protection from Harassment Act 1997. The Anti-terrorism, Crime and Security Act 2001 extended them to religious aggravation. The aggravated forms carry higher maximum sentences: aggravated common assault, for example, carries two years' imprisonment instead of six months, and aggravated criminal damage fourteen years instead of ten.",
            "Section 28(1) defines aggravation in two alternative limbs. Under limb (a), an offence is aggravated if, at the time of committing it or immediately before or after, the offender demonstrates towards the victim hostility based on the victim's membership, or presumed membership, of a racial or religious group. Under limb (b), it is aggravated if it is motivated wholly or partly by hostility towards members of such a group based on their membership. Section 28(3) adds that it is immaterial whether the hostility is also based, to any extent, on any other factor.",
            "Limb (a) is the one most often used, because it looks at what the defendant said or did rather than at motive. In DPP v Woods [2002] EWHC 85 (Admin), a man refused entry to a public house called the doorman a racial slur during a scuffle; the Divisional Court held that the offence was aggravated even though his anger arose from being refused entry, since the demonstration of hostility was enough.",
            "A racial group is defined in section 28(4) by reference to race, colour, nationality, including citizenship, or ethnic or national origins. In R v Rogers [2007] UKHL 8, the defendant shouted at three Spanish women, calling them bloody foreigners and telling them to go back to their own country. The House of Lords held that foreigners could constitute a racial group, defined by not being of British nationality. Courts interpreting ethnic group also draw on Mandla v Dowell Lee [1983] 2 AC 548, where Sikhs were held to be an ethnic group because of their long shared history and distinct cultural tradition.",
          ),
        },
      },
      {
        title: "Sentencing for Hostility",
        description:
          "How section 66 of the Sentencing Act 2020 requires courts to treat hostility on five protected characteristics as an aggravating factor.",
        lesson: {
          title: "Enhanced Sentencing",
          html: p(
            "The aggravated offences cover only race and religion and only a closed list of offences. Every other offence motivated by hostility is dealt with at sentence. Sections 145 and 146 of the Criminal Justice Act 2003 required courts to treat hostility based on race or religion, and on disability or sexual orientation, as an aggravating factor; transgender identity was added by the Legal Aid, Sentencing and Punishment of Offenders Act 2012. These provisions were consolidated in section 66 of the Sentencing Act 2020, the Sentencing Code, in force from December 2020.",
            "Section 66 applies the same two-limb test as section 28 of the 1998 Act: hostility demonstrated at or around the time of the offence, or an offence motivated wholly or partly by hostility, towards a person based on their actual or presumed race, religion, disability, sexual orientation or transgender identity. Where the test is met, the court must treat the hostility as an aggravating factor and must state in open court that the offence is so aggravated. For race and religion the section does not apply to the aggravated offences themselves, which would otherwise count the same hostility twice.",
            "The Sentencing Council's guidance sets out a two-step approach for the aggravated offences: the court first determines the appropriate sentence for the basic offence, then increases it by reference to the level of aggravation, assessed as high, medium or low, taking account of factors such as whether the hostility was planned, whether it was repeated and its impact on the victim and the community. The uplift may take the sentence beyond the maximum for the basic offence, up to the higher maximum for the aggravated form.",
            "Disability hostility raises particular difficulties. Many offences against disabled people are committed because the offender regards the victim as easy to target rather than out of hostility, and vulnerability alone does not satisfy section 66.",
            "Recording rules differ from legal tests. Since the Stephen Lawrence Inquiry report of 1999, police record an incident as racist, and now as a hate incident, if the victim or any other person perceives it to be so. In the year to March 2023 police in England and Wales recorded about 145,000 hate crimes, roughly seven in ten of them racially motivated, but only a fraction result in a sentence uplift.",
          ),
        },
      },
      {
        title: "Stirring Up Hatred and the Case for Reform",
        description:
          "The Public Order Act 1986 offences of stirring up racial, religious and sexual-orientation hatred, their free-expression safeguards, and the Law Commission's 2021 recommendations.",
        lesson: {
          title: "Stirring Up Hatred",
          html: p(
            "The aggravated offences and section 66 punish hostility expressed in ordinary crimes. The stirring up offences in the Public Order Act 1986 target the spread of hatred itself. Part 3 of the Act, sections 17 to 29, deals with racial hatred, defined as hatred against a group of persons by reference to colour, race, nationality or ethnic or national origins. Under section 18 it is an offence to use threatening, abusive or insulting words or behaviour, or to display written material of that kind, either intending to stir up racial hatred or where, having regard to all the circumstances, racial hatred is likely to be stirred up.",
            "Part 3A, inserted by the Racial and Religious Hatred Act 2006 and extended to sexual orientation by the Criminal Justice and Immigration Act 2008, is deliberately narrower. Only threatening words or behaviour are caught, not abusive or insulting ones, and the prosecution must prove an intention to stir up religious hatred or hatred on grounds of sexual orientation. Section 29J protects discussion, criticism and expressions of antipathy, dislike, ridicule or insult towards particular religions or beliefs, and proselytising; section 29JA provides that discussion or criticism of sexual conduct or practices, or urging people to refrain from them, is not in itself threatening or intended to stir up hatred. Prosecutions under both Parts require the consent of the Attorney General, and the maximum sentence is seven years' imprisonment.",
            "The resulting law is uneven: five characteristics for sentencing, two for the aggravated offences and three for stirring up, each with different thresholds. The Law Commission's final report, Hate Crime Laws (Law Com No 402, December 2021), proposed greater consistency. Its main recommendations were:" +
              "<ul><li>extending the aggravated offences to disability, sexual orientation and transgender identity, so that all five characteristics receive equal treatment;</li><li>not adding sex or gender to the aggravated offences and enhanced sentencing regime, on the ground that it could prove counter-productive in cases of violence against women and girls;</li><li>extending the stirring up offences to hatred on grounds of disability, transgender identity and sex or gender, with strengthened protections for freedom of expression, and asking the government to consider a separate offence of public sexual harassment.</li></ul>",
            "The seminar tests these proposals against the purposes of hate crime law: punishing greater culpability, recognising greater harm and expressing public condemnation.",
          ),
        },
      },
    ],
  },
];
