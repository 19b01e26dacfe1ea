/** Seventy-first held-out evaluation courses, intermediate level (A to B); see ai-courses-heldout71.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT71_B: EvalCourse[] = [
  {
    slug: "kievan-rus-princes-church-and-law",
    discipline: "Kievan Rus' history",
    title: "Kievan Rus': Princes, Church and Law",
    description:
      "Who were the Rus', and how did a network of river trading posts become one of the largest states in Europe? Reading the Primary Chronicle alongside archaeology and Byzantine sources, students examine the Varangian question, the conversion of 988, Yaroslav the Wise and the Rus' law code, and the Mongol invasion that brought Kievan power to an end.",
    level: "intermediate",
    duration: "one semester (ten weekly two-hour seminars)",
    plantedGap: "the Mongol invasion",
    modules: [
      {
        title: "Who were the Rus'?",
        description:
          "The Primary Chronicle's account of the Varangian princes, and how written and archaeological evidence bears on the Normanist debate.",
        lesson: {
          title: "The Primary Chronicle and the Varangian question",
          html:
            p(
              "The main narrative source for early Rus' is the Tale of Bygone Years (Povest' vremennykh let), usually called the Primary Chronicle in English. It was compiled in Kiev in the early twelfth century, traditionally by Nestor, a monk of the Caves Monastery, and revised around 1116 by Sylvester, hegumen of the Vydubichi monastery. Its compilers wrote two and a half centuries after the events they described, and their dates for the ninth and tenth centuries are reconstructions.",
              "Under the year 862 the chronicle tells how the Slav and Finnic tribes of the north, having driven out Varangians who had taken tribute from them, fell into feuding and invited princes from across the sea: 'Our land is great and rich, but there is no order in it. Come to rule and reign over us.' Three brothers came, Rurik, Sineus and Truvor, and Rurik settled at Novgorod.",
              "Since the eighteenth century this story has fuelled the Normanist controversy. German scholars at the St Petersburg Academy, Gottlieb Siegfried Bayer and Gerhard Friedrich Müller, argued that the Rus' were Scandinavians; Mikhail Lomonosov attacked Müller's view as demeaning to Russia, and anti-Normanism later became orthodoxy in Soviet historiography. Most historians now accept a Scandinavian origin for the ruling group, on several independent kinds of evidence:",
            ) +
            "<ul><li>The Annals of St Bertin record that in 839 envoys of a people called Rhos, travelling with a Byzantine embassy to Louis the Pious, were found on enquiry to be Swedes.</li>" +
            "<li>The treaties with Byzantium preserved in the chronicle under 911 and 944 list Rus' envoys with overwhelmingly Norse names, such as Karl, Farulf and Ingjald.</li>" +
            "<li>Constantine VII Porphyrogenitus, writing around 950, gives the names of the Dnieper rapids in 'Rhos' and in Slavonic; the 'Rhos' names are Old Norse.</li>" +
            "<li>Excavations at Staraya Ladoga, at Gorodishche near Novgorod and in the Gnezdovo cemetery near Smolensk show Scandinavian dress, weapons and burial rites alongside Slav and Finnic material.</li></ul>" +
            p(
              "The debate has since moved from origins to process. The Scandinavian élite was small and quickly assimilated: Sviatoslav (d. 972), son of Igor and Olga, was the first prince with a Slavic name, and by the eleventh century the dynasty and its retinue spoke East Slavic. The name Rus' itself probably derives, through Finnic Ruotsi, from an Old Norse word connected with rowing.",
            ),
        },
      },
      {
        title: "Vladimir and the conversion of 988",
        description:
          "The chronicle's story of the choice of faith, its Byzantine political context, and the consequences of conversion for the culture of Rus'.",
        lesson: {
          title: "Why Byzantine Christianity?",
          html: p(
            "Christianity reached Rus' before its official conversion. Princess Olga, regent for her son Sviatoslav, was baptised in Constantinople in the 950s, but Sviatoslav refused to follow her. Her grandson Vladimir, who seized Kiev around 980, at first did the opposite: the chronicle says he set up a hilltop shrine to six pagan gods, headed by the thunder god Perun.",
            "The chronicle then stages a contest of religions under 986 and 987. Volga Bulgar Muslims are rejected because Islam forbids wine ('Drinking is the joy of the Rus''); German envoys of the pope are dismissed; Khazar Jews are asked where their homeland is and answer that God scattered them for their sins. Vladimir's own envoys report from Hagia Sophia in Constantinople that 'we knew not whether we were in heaven or on earth'. The story is a literary construction, written more than a century later to explain a choice already made, but it captures a real attraction: the prestige of the empire and its liturgy.",
            "Byzantine sources show the politics. In 987 Emperor Basil II faced the revolt of the general Bardas Phokas and appealed to Vladimir, who sent about 6,000 warriors; they helped to defeat the rebels at Chrysopolis in 988 and Abydos in 989, and became the core of the emperor's Varangian Guard. The price was extraordinary: marriage to Basil's sister Anna, a princess 'born in the purple', whom emperors had refused to foreign rulers. Vladimir accepted baptism, and his capture of the Byzantine city of Chersonesos in Crimea, probably in 989, seems to have been pressure to make the emperor keep his side of the bargain.",
            "In Kiev the idols were thrown into the Dnieper and the population was baptised in the river. Vladimir built the Church of the Tithe (989–996) with Byzantine craftsmen, and a metropolitan, appointed by the patriarch of Constantinople and usually Greek, headed the new church. The long-term consequences were cultural as much as religious. Because the liturgy was in Church Slavonic, written in the Cyrillic script developed in Bulgaria, Rus' acquired a written language without needing Greek. The birch-bark letters excavated at Novgorod since 1951, mostly everyday notes and accounts, show that literacy had spread well beyond the clergy by the twelfth century.",
          ),
        },
      },
      {
        title: "Yaroslav the Wise and the Russkaya Pravda",
        description:
          "Dynastic conflict after Vladimir, Yaroslav's building and church programme, and the earliest written law of Rus'.",
        lesson: {
          title: "Law and lordship under Yaroslav and his sons",
          html: p(
            "Vladimir's death in 1015 set his sons against each other. Sviatopolk, later called 'the Accursed', had his half-brothers Boris and Gleb killed; their refusal to resist made them the first saints of Rus', venerated from the eleventh century. Yaroslav, prince of Novgorod, defeated Sviatopolk and held Kiev from 1019, sharing the realm with his brother Mstislav until Mstislav's death in 1036, after which he ruled alone until 1054.",
            "Yaroslav presented Kiev as a second Constantinople. He built the Cathedral of St Sophia, with its mosaics and frescoes, and a Golden Gate, gathered scribes and translators, and in 1051 had a council of Rus' bishops install Hilarion, author of the Sermon on Law and Grace, as the first native metropolitan. His family was woven into European dynastic politics: he married Ingegerd of Sweden, and his daughters married Henry I of France, Harald Hardrada of Norway and Andrew I of Hungary.",
            "The law code known as the Russkaya Pravda survives in several versions. The Short Pravda combines a Pravda of Yaroslav, probably issued for Novgorod around 1016, with a Pravda of Yaroslav's sons from after 1054. Its first article still allows blood revenge: 'If a man kills a man, the brother is to avenge the brother, the son the father,' and other named kin, and only if there is no avenger is a payment of 40 grivnas due. Yaroslav's sons abolished blood revenge and replaced it with money payments graded by status: 80 grivnas for killing a prince's steward, but 5 for a peasant (smerd) or a slave. The Expanded Pravda of the twelfth century adds rules on debt, inheritance and slavery, including Vladimir Monomakh's statute limiting interest after the Kiev uprising of 1113. The code therefore shows a society already monetised, hierarchical and governed through princely officials.",
            "Succession proved harder to regulate. Yaroslav's testament urged his sons to obey the eldest, and Kiev passed between brothers by seniority, while princes whose fathers had never held Kiev were excluded. Disputes were endemic, and the princes meeting at Liubech in 1097 agreed that 'each shall keep his patrimony'. After the death of Mstislav the Great in 1132, regional principalities such as Chernigov, Vladimir-Suzdal and Galicia-Volhynia increasingly went their own way.",
          ),
        },
      },
    ],
  },
  {
    slug: "administrative-law-judicial-review-and-administrative-justice",
    discipline: "Administrative law",
    title: "Administrative Law: Judicial Review and Administrative Justice",
    description:
      "Public bodies take millions of decisions a year, and the law gives the people affected several routes of challenge. Focusing on England and Wales, the course examines the grounds of judicial review, the procedure and remedies of a claim, the tribunal system, and ombudsman schemes.",
    level: "intermediate",
    duration: "twelve weeks (a weekly two-hour lecture and a fortnightly tutorial)",
    plantedGap: "ombudsman schemes",
    modules: [
      {
        title: "Grounds of review: illegality, irrationality and procedural impropriety",
        description:
          "The three heads of review set out in the GCHQ case and the leading authorities that give each its content.",
        lesson: {
          title: "What makes a public decision unlawful?",
          html: p(
            "Judicial review is not an appeal: the court asks whether a decision was lawfully made, not whether it was the best decision. In Council of Civil Service Unions v Minister for the Civil Service [1985] AC 374, the GCHQ case, Lord Diplock grouped the grounds of review under three heads, illegality, irrationality and procedural impropriety.",
            "Illegality means that the decision-maker has not correctly understood or given effect to the law that regulates its power. It covers acting outside the power altogether; using a power for an improper purpose, as in Padfield v Minister of Agriculture [1968] AC 997, where the minister's refusal to refer a complaint to a committee of investigation frustrated the policy of the Act; taking irrelevant considerations into account or ignoring relevant ones; and fettering a discretion by applying a policy so rigidly that exceptional cases are never considered (British Oxygen Co v Minister of Technology [1971] AC 610).",
            "Irrationality, or Wednesbury unreasonableness after Associated Provincial Picture Houses v Wednesbury Corporation [1948] 1 KB 223, describes a decision so unreasonable that no reasonable authority could have reached it. The threshold is high but varies with context, and the courts apply 'anxious scrutiny' where fundamental rights are at stake. Where Convention rights are engaged under the Human Rights Act 1998, the court instead applies proportionality, structured in Bank Mellat v HM Treasury (No 2) [2013] UKSC 39 as four questions: is the objective sufficiently important, is the measure rationally connected to it, could a less intrusive measure have been used, and does the measure strike a fair balance?",
            "Procedural impropriety includes breach of statutory procedures and of common-law fairness. Ridge v Baldwin [1964] AC 40 revived the right to be heard: a chief constable could not be dismissed without being told the case against him. The rule against bias asks whether the fair-minded and informed observer would conclude that there was a real possibility of bias (Porter v Magill [2001] UKHL 67). Closely related is legitimate expectation: in R v North and East Devon Health Authority, ex p Coughlan [2001] QB 213, a promise to a severely disabled resident of a 'home for life' was enforced, because breaking it without overriding justification was an abuse of power.",
          ),
        },
      },
      {
        title: "Bringing a claim for judicial review",
        description:
          "Amenability, standing, time limits, the permission stage and the remedies the Administrative Court can grant.",
        lesson: {
          title: "From pre-action letter to remedy",
          html:
            p(
              "Only public functions are reviewable. In R v Panel on Take-overs and Mergers, ex p Datafin [1987] QB 815, the Court of Appeal held the Takeover Panel amenable to review even though it had no statutory basis, because it exercised governmental-type functions; by contrast, the Jockey Club's disciplinary powers were held to rest on contract and not to be reviewable (R v Disciplinary Committee of the Jockey Club, ex p Aga Khan [1993] 1 WLR 909). Since O'Reilly v Mackman [1983] 2 AC 237, a purely public-law challenge should normally be brought by judicial review rather than by ordinary action, although later cases have softened that rule.",
              "A claim proceeds in stages under Part 54 of the Civil Procedure Rules:",
            ) +
            "<ol><li>A letter before claim under the pre-action protocol, to which the defendant normally has 14 days to reply.</li>" +
            "<li>The claim form, filed promptly and in any event within three months of the grounds first arising (CPR 54.5), or within six weeks for planning decisions and 30 days for public procurement decisions.</li>" +
            "<li>The permission stage, usually decided on the papers, at which the claimant must show an arguable ground with a realistic prospect of success; refusal on the papers can be renewed at an oral hearing.</li>" +
            "<li>The substantive hearing in the Administrative Court.</li></ol>" +
            p(
              "The claimant must have 'sufficient interest' in the matter (Senior Courts Act 1981, s 31(3)). The test is generous: in R v Secretary of State for Foreign Affairs, ex p World Development Movement [1995] 1 WLR 386, a campaigning group was allowed to challenge aid for the Pergau Dam, given the importance of the issue and the absence of any other likely challenger. Since the Criminal Justice and Courts Act 2015, the court must refuse permission or relief if it is highly likely that the outcome for the applicant would not have been substantially different had the conduct complained of not occurred.",
              "The remedies are the quashing order, the prohibiting order and the mandatory order (formerly certiorari, prohibition and mandamus), together with declarations and injunctions. Damages are available only alongside a private-law or human-rights claim. All remedies are discretionary and may be refused for delay or where relief would serve no purpose, and the Judicial Review and Courts Act 2022 allows quashing orders to be suspended or to operate only prospectively.",
            ),
        },
      },
      {
        title: "Tribunals and administrative justice",
        description:
          "The structure created by the Tribunals, Courts and Enforcement Act 2007, and the relationship between tribunals and the courts.",
        lesson: {
          title: "The two-tier tribunal system",
          html: p(
            "Far more disputes between individuals and the state are decided by tribunals than by courts: appeals about social security benefits, immigration and asylum, tax, special educational needs and many other matters. The Franks Report of 1957 insisted that tribunals were machinery for adjudication, not part of the administration, and should be marked by openness, fairness and impartiality. The Leggatt Review of 2001, Tribunals for Users: One System, One Service, found a fragmented collection of some seventy bodies, most sponsored by the departments whose decisions they reviewed.",
            "The Tribunals, Courts and Enforcement Act 2007 created a unified structure. The First-tier Tribunal hears appeals against initial decisions and is organised into chambers, such as the Social Entitlement Chamber, the Immigration and Asylum Chamber, the Tax Chamber and the Health, Education and Social Care Chamber. Panels often combine a tribunal judge with specialist members. An appeal lies, with permission, on a point of law only, to the Upper Tribunal, which is a superior court of record and also has a limited judicial review jurisdiction of its own. From the Upper Tribunal a further appeal on a point of law goes to the Court of Appeal, subject to the second-appeals test: an important point of principle or practice, or some other compelling reason.",
            "The relationship with the High Court has been contested. In R (Cart) v Upper Tribunal [2011] UKSC 28, the Supreme Court held that the Upper Tribunal's refusals of permission to appeal were open to judicial review, but only where the second-appeals criteria were met. The Independent Review of Administrative Law reported in 2021 that very few such claims succeeded, and the Judicial Review and Courts Act 2022 largely excluded them, preserving review only for exceptional defects such as bad faith or a fundamental breach of natural justice. Whether such exclusions are effective is itself governed by the courts' reading of ouster clauses, from Anisminic v Foreign Compensation Commission [1969] 2 AC 147 to R (Privacy International) v Investigatory Powers Tribunal [2019] UKSC 22.",
            "For claimants, tribunals are usually cheaper and less formal than courts: costs are rarely awarded, and judges take an enabling approach to unrepresented parties. In most benefit cases the claimant must first ask the department for mandatory reconsideration, introduced in 2013, before an appeal can be lodged.",
          ),
        },
      },
    ],
  },
  {
    slug: "agricultural-extension-theory-methods-and-evidence",
    discipline: "Agricultural extension",
    title: "Agricultural Extension: Theory, Methods and Evidence",
    description:
      "Written for agronomists, NGO field staff and government extension officers, the course compares the main ways of carrying research to farmers, and farmers' knowledge back to research: diffusion and adoption theory, the training and visit system, farmer field schools and other participatory methods, and radio broadcasts.",
    level: "intermediate",
    duration: "eight weeks (a weekly online unit plus a two-day field practicum)",
    plantedGap: "radio broadcasts",
    modules: [
      {
        title: "Why do farmers adopt new practices?",
        description:
          "Diffusion of innovations theory, its evidence base, and the criticisms that reshaped extension thinking.",
        lesson: {
          title: "Diffusion, adoption and their critics",
          html: p(
            "Modern extension theory grew out of rural sociology. In 1943 Bryce Ryan and Neal Gross published a study of how farmers in two Iowa communities had taken up hybrid seed corn. Although the hybrid yielded about a fifth more, adoption took some fourteen years to approach saturation, and most farmers first heard of it from salesmen but were persuaded by neighbours. Everett Rogers generalised such findings in Diffusion of Innovations (1962), one of the most cited books in the social sciences.",
            "Rogers described adoption over time as roughly a normal curve, and divided adopters by standard deviations from the mean adoption date into innovators (2.5 per cent), early adopters (13.5), early majority (34), late majority (34) and laggards (16). He identified five attributes of an innovation that predict its rate of adoption: relative advantage, compatibility with existing values and practices, complexity, trialability and observability. These remain useful design questions. A new maize variety that can be tried on a small plot and whose result is visible from the road has two strong advantages over, say, a soil-conservation practice that pays off only after several seasons.",
            "The model also shaped a linear view of extension: scientists generate technology, extension agents transfer it, and farmers adopt or fail to. Critics pointed out its weaknesses. It has a pro-innovation bias, assuming that adoption is always good. It labels late adopters as laggards when their caution may be rational, because smallholders face real constraints of credit, labour, land tenure and risk. And it ignores the knowledge farmers already have. Robert Chambers and colleagues argued in Farmer First (1989) that technologies designed on research stations often did not fit complex, diverse and risk-prone rain-fed farming, and that farmers should take part in setting research priorities and testing options.",
            "Later economic studies refined the picture. Adoption depends on expected profitability under the farmer's own conditions, on access to inputs and markets, and on learning from others: Conley and Udry (2010) showed that pineapple growers in Ghana adjusted their fertiliser use after observing the results of neighbours in their information networks. For extension planning this means asking who farmers actually learn from, and working through those channels rather than around them.",
          ),
        },
      },
      {
        title: "The training and visit system",
        description: "The design, spread and decline of the World Bank's training and visit model of public extension.",
        lesson: {
          title: "Training and visit: rise and fall of a model",
          html:
            p(
              "The training and visit (T&V) system was designed by Daniel Benor, an Israeli extension specialist, and promoted by the World Bank from the mid-1970s, beginning with projects in Turkey and in India's Chambal command area. At its height the Bank supported T&V in more than fifty countries. It aimed to turn under-resourced, poorly managed ministry services into disciplined organisations focused solely on extension, without the input supply and regulatory duties that had distracted earlier agents.",
              "Its core features were:",
            ) +
            "<ul><li>A single line of command from headquarters to village extension workers, with defined supervisory ratios.</li>" +
            "<li>A fixed schedule: each village extension worker visited eight groups of farmers once every two weeks on set days, working through selected contact farmers who were expected to pass messages on.</li>" +
            "<li>Fortnightly training sessions in which subject-matter specialists prepared workers with a few timely recommendations for the coming two weeks.</li>" +
            "<li>Monthly workshops linking specialists with researchers, meant to feed field problems back into research.</li></ul>" +
            p(
              "T&V produced real early gains in irrigated areas with well-tested recommendations, such as rice and wheat packages in parts of India. Its problems emerged with time. Recurrent costs were high because staff numbers grew, and governments struggled to sustain them once loans ended. Contact farmers were often the better-off and better-connected, and messages travelled from them to others far less than assumed. The fortnightly message format suited uniform technologies but not diverse, rain-fed systems, and the feedback channel to research rarely worked, so the system remained top-down. Evaluations were hampered by weak data; an evaluation of the long-running Kenya programme by the World Bank's own Operations Evaluation Department (Gautam, 2000) found little evidence of impact on productivity.",
              "By the late 1990s the Bank had stopped promoting T&V, and attention shifted to pluralistic, demand-driven services, including contracting extension to private firms and NGOs and giving farmer organisations more say over what advisers do. The lasting lessons are that regular, scheduled contact and staff training matter, but that a uniform organisational template imposed from above does not fit every farming system, and that any design must be affordable on the national budget.",
            ),
        },
      },
      {
        title: "Farmer field schools and participatory methods",
        description:
          "The origins, structure and measured effects of farmer field schools, and how participatory principles changed extension practice.",
        lesson: {
          title: "Learning in the field: the farmer field school",
          html: p(
            "Farmer field schools (FFS) began in Indonesia in 1989, supported by the FAO, as a response to a crisis in rice. Heavy, subsidised insecticide use had killed the natural enemies of the brown planthopper, and outbreaks in the mid-1980s destroyed hundreds of thousands of hectares. A 1986 presidential instruction banned 57 insecticides for use on rice, and integrated pest management (IPM) required farmers to make field-by-field decisions that no fortnightly message could provide. The field school was designed to build that decision-making capacity.",
            "A typical school brings together 20 to 25 farmers once a week for a whole cropping season, in a field where they compare an IPM plot with a plot managed by normal local practice. Each session centres on agro-ecosystem analysis: small groups of about five observe a sample of plants, count pests and natural enemies, note weather, water and crop condition, draw what they have seen on a large sheet, and present a management decision to the whole group. A facilitator, often a former participant, asks questions rather than lecturing. Special topics, such as insect zoos in which farmers watch predators eat pests, and group-building exercises fill the rest of the session, and a field day at the end presents results to the wider village.",
            "The approach spread to more than ninety countries and to crops, livestock and health topics. Its effects have been studied closely. A Campbell Collaboration systematic review by Waddington and colleagues (2014) found that field schools improved knowledge and the adoption of good practices, and were associated with average gains of around 13 per cent in production and 19 per cent in farmer income, but that effects were smaller in large programmes than in pilots, and that knowledge spread little from participants to their neighbours. Field schools are also expensive per farmer reached, so cost-effectiveness depends on their goals.",
            "Field schools belong to a wider family of participatory methods developed from the 1980s onwards: participatory rural appraisal, farmer participatory research, in which farmers design and run on-farm trials with researchers, and participatory varietal selection, in which farmers choose among breeding lines under their own conditions. What unites them is the principle that farmers' knowledge and experimentation are inputs to research, not obstacles to it.",
          ),
        },
      },
    ],
  },
  {
    slug: "asbestos-surveying-to-hsg264",
    discipline: "Asbestos surveying",
    title: "Asbestos Surveying to HSG264",
    description:
      "A practical course for building surveyors, facilities managers and trainee analysts, covering the duty to manage under the Control of Asbestos Regulations 2012, the survey types defined in HSG264, sampling and identification of asbestos-containing materials, material assessment, and clearance certification after removal work.",
    level: "intermediate",
    duration: "five days (classroom and practical, with a written and practical assessment)",
    plantedGap: "clearance certification",
    modules: [
      {
        title: "The duty to manage and the two survey types",
        description:
          "Who must manage asbestos in non-domestic premises, what a management plan needs, and when each HSG264 survey type is required.",
        lesson: {
          title: "Regulation 4 and choosing the right survey",
          html: p(
            "Asbestos remains the largest single cause of work-related deaths in Great Britain, with around 5,000 deaths a year from mesothelioma, asbestos-related lung cancer and asbestosis. Most exposure now happens to tradespeople who disturb materials unknowingly during maintenance and refurbishment, which is why the law centres on finding and managing asbestos in place. Blue (crocidolite) and brown (amosite) asbestos were banned in the UK in 1985 and white (chrysotile) in 1999, so any building constructed or refurbished before 2000 may contain asbestos-containing materials (ACMs).",
            "Regulation 4 of the Control of Asbestos Regulations 2012 places the duty to manage on the dutyholder of non-domestic premises: the person with responsibility for maintenance or repair, under a contract or tenancy or, failing that, the person in control of the premises. The dutyholder must take reasonable steps to find out whether ACMs are present, presume that materials contain asbestos unless there is strong evidence that they do not, assess the risk, record the location and condition of ACMs in a register, prepare and implement a written plan to manage that risk, review it regularly, and give the information to anyone liable to disturb the materials. The common parts of blocks of flats fall within the duty; the inside of private dwellings does not.",
            "HSG264, Asbestos: The survey guide, defines two types of survey. A management survey aims to locate, as far as reasonably practicable, ACMs that could be damaged or disturbed during normal occupation, including foreseeable maintenance and installation work, and to assess their condition. It may involve minor intrusive work, such as lifting ceiling tiles or opening service risers, and materials may be sampled or presumed. A refurbishment and demolition survey is needed before any refurbishment or demolition. It is fully intrusive and destructive, including breaking into walls, floors and ceilings, and aims to locate all ACMs in the area of the work; the area should normally be vacated, and it is confined to the parts of the building to be worked on.",
            "HSE recommends that dutyholders use surveying organisations accredited by UKAS to ISO/IEC 17020 or individuals with certified competence. Before starting, agree the scope in writing: which areas, what access, and which limitations apply. Any area not accessed, such as a locked plant room or a void behind fixed panels, must be listed in the report and presumed to contain asbestos.",
          ),
        },
      },
      {
        title: "Sampling and identifying asbestos-containing materials",
        description:
          "Where asbestos is found in buildings, how to take samples safely, and how laboratories identify fibre types.",
        lesson: {
          title: "Taking and analysing bulk samples",
          html:
            p(
              "Surveyors need to recognise the products in which asbestos was commonly used and their typical asbestos content, because this determines how readily fibres are released:",
            ) +
            "<table><tr><th>Material</th><th>Typical uses</th><th>Asbestos content</th></tr>" +
            "<tr><td>Sprayed coatings</td><td>Fire protection on steelwork and soffits</td><td>Up to about 85 per cent, often amphibole</td></tr>" +
            "<tr><td>Thermal insulation (lagging)</td><td>Pipes, boilers, calorifiers</td><td>Variable, up to 100 per cent</td></tr>" +
            "<tr><td>Asbestos insulating board (AIB)</td><td>Ceiling tiles, partitions, soffits, fire doors</td><td>16 to 40 per cent, usually amosite</td></tr>" +
            "<tr><td>Asbestos cement</td><td>Roof sheets, gutters, downpipes, flues</td><td>10 to 15 per cent</td></tr>" +
            "<tr><td>Textured decorative coatings</td><td>Ceiling and wall finishes</td><td>About 1 to 5 per cent, chrysotile</td></tr></table>" +
            p(
              "Sampling must itself be done without creating exposure. Wear disposable coveralls (type 5/6) and a face-fit-tested FFP3 respirator, and keep others out of the immediate area. Wet the surface first with a fine water spray containing a little wetting agent, or apply a thickened paste through which the tool cuts, and take a small sample through the full thickness of the material, because asbestos may be present only in one layer. Place the sample straight into a sealable bag, seal that inside a second bag, and label it with a unique reference. Make good the sample point with filler or tape, clean tools and surfaces with damp wipes, and photograph and record the location on the floor plan.",
              "Sampling strategy balances confidence against disturbance. One sample can represent a homogeneous material, such as the same ceiling tiles throughout a corridor, but differences in colour, texture, age or repair indicate separate materials that need their own samples. Materials can also be strongly presumed to contain asbestos without sampling, for example where their appearance is characteristic, although presumption carries the cost of treating them as asbestos in all later work.",
              "Bulk samples are analysed by a laboratory accredited to ISO/IEC 17025 using polarised light microscopy with dispersion staining, following HSG248. The analyst examines fibres under a stereo microscope, then identifies them by morphology, colour, refractive index, birefringence and extinction, and the colours shown in a dispersion-staining liquid of known refractive index. The method distinguishes chrysotile, amosite, crocidolite and the less common tremolite, actinolite and anthophyllite, and the report states the types found but not the percentage.",
            ),
        },
      },
      {
        title: "How risky is this material? Material and priority assessment",
        description:
          "Scoring the fibre-release potential of each ACM with the HSG264 algorithm, and combining it with priority assessment to plan management.",
        lesson: {
          title: "Scoring materials with the HSG264 algorithm",
          html:
            p(
              "HSG264 sets out a material assessment algorithm that scores each ACM's potential to release fibres if disturbed, using four parameters that are added together:",
            ) +
            "<ul><li>Product type (1 to 3): 1 for asbestos-reinforced composites such as asbestos cement, vinyl floor tiles and resins; 2 for AIB, millboards, textiles, gaskets, ropes and asbestos paper; 3 for thermal insulation, sprayed coatings and loose asbestos.</li>" +
            "<li>Extent of damage (0 to 3): 0 for good condition; 1 for low damage, such as scratches or broken board edges; 2 for medium damage, with significant breakage or several small areas of exposed fibres; 3 for high damage, delamination or visible debris.</li>" +
            "<li>Surface treatment (0 to 3): 0 for composites; 1 for enclosed sprays and lagging, sealed AIB and asbestos cement; 2 for unsealed AIB or encapsulated lagging and sprays; 3 for unsealed lagging and sprays.</li>" +
            "<li>Asbestos type (1 to 3): 1 for chrysotile; 2 for amphiboles other than crocidolite; 3 for crocidolite. Presumed or strongly presumed materials are scored 3 unless there is evidence otherwise.</li></ul>" +
            p(
              "Totals of 10 or more indicate a high potential to release fibres, 7 to 9 medium, 5 or 6 low, and 4 or less very low. Worked example: an unsealed AIB ceiling tile with a broken corner, found to contain amosite, scores 2 for product type, 1 for damage, 2 for surface treatment and 2 for asbestos type, a total of 7, medium. A sound asbestos cement roof sheet containing chrysotile scores 1 + 0 + 1 + 1 = 3, very low.",
              "The material score describes the material, not the risk to people. Risk also depends on how likely the material is to be disturbed and who would be exposed, so HSG227 sets out a priority assessment carried out by the dutyholder. It considers four factors: normal occupant activity, the likelihood of disturbance, human exposure potential, and maintenance activity. Each factor is scored from 0 to 3, and the combined material and priority scores rank ACMs for action. The same AIB tile with a medium material score therefore has a higher overall priority in a busy classroom than in a locked, rarely visited store.",
              "Management options follow from the ranking: leave in place and monitor, label, seal or encapsulate, enclose, repair, or remove.",
            ),
        },
      },
    ],
  },
  {
    slug: "cell-biology-membranes-trafficking-and-the-cell-cycle",
    discipline: "Cell biology",
    title: "Cell Biology: Membranes, Trafficking and the Cell Cycle",
    description:
      "Membrane transport, protein sorting, cell-cycle control and apoptosis, taught through the experiments that revealed them. Second-year students read the classic papers, learn the molecular machinery behind each textbook diagram, and practise interpreting experimental data.",
    level: "intermediate",
    duration: "one term (two lectures and one three-hour practical a week)",
    plantedGap: "apoptosis",
    modules: [
      {
        title: "Membranes and transport",
        description:
          "The fluid mosaic model and the passive and active mechanisms that move solutes across the plasma membrane.",
        lesson: {
          title: "Crossing the lipid bilayer",
          html: p(
            "The plasma membrane is a phospholipid bilayer about 5 nm thick with a hydrophobic core, studded with proteins that make up roughly half its mass. Singer and Nicolson's fluid mosaic model (1972) proposed that the lipids form a two-dimensional fluid in which proteins diffuse. Two years earlier Frye and Edidin had fused mouse and human cells and labelled their surface proteins with different fluorescent antibodies: within about 40 minutes at 37 °C the two colours were intermixed, but mixing stopped at low temperature, as expected for diffusion in a fluid bilayer. Fluorescence recovery after photobleaching (FRAP) now measures such mobility directly, and has also shown that many proteins are confined by the cytoskeleton or by lipid rafts rich in cholesterol and sphingolipids.",
            "Small non-polar molecules such as O2 and CO2 cross the bilayer by simple diffusion, at a rate proportional to their concentration gradient. Ions and polar molecules need proteins. Channels form water-filled pores and can pass millions of ions per second; they are often gated by voltage, ligands or stretch. Water itself crosses mainly through aquaporins, discovered by Peter Agre (Nobel Prize 2003). Carriers such as the glucose transporter GLUT1 bind their substrate and change conformation; because the number of carriers is finite, the transport rate saturates, following Michaelis–Menten kinetics, which distinguishes facilitated from simple diffusion.",
            "Active transport moves solutes against their electrochemical gradient. The Na+/K+-ATPase, discovered by Jens Skou (Nobel Prize 1997), pumps three Na+ ions out and two K+ ions in for each ATP hydrolysed. It maintains cytosolic concentrations of about 10–15 mM Na+ and 140 mM K+, against roughly 145 mM Na+ and 5 mM K+ outside, and can consume a quarter or more of a cell's ATP, much more in neurons. Because it moves net positive charge outwards, it is electrogenic, although most of the resting membrane potential comes from K+ leaking out through open potassium channels.",
            "The sodium gradient the pump creates drives secondary active transport. In the small intestine and kidney tubule, the symporter SGLT1 couples the entry of two Na+ ions to one glucose molecule, so glucose can be concentrated inside the epithelial cell and then leave across the basolateral membrane through GLUT2. Oral rehydration solution exploits this coupling: glucose in the solution drives sodium, and with it water, into the body even during cholera.",
          ),
        },
      },
      {
        title: "Protein sorting through the secretory pathway",
        description:
          "How signal sequences, the endoplasmic reticulum and the Golgi deliver proteins to the right destination.",
        lesson: {
          title: "From ribosome to secretory granule",
          html: p(
            "The route taken by secreted proteins was mapped by George Palade and colleagues in the 1960s with pulse–chase experiments on guinea-pig pancreatic acinar cells. Cells were given a brief pulse of radioactive leucine and then an excess of unlabelled leucine; electron-microscope autoradiography at successive intervals showed the label first over the rough endoplasmic reticulum (ER), then over the Golgi apparatus, then in condensing vacuoles and finally in zymogen granules at the apical surface, ready for release. Palade shared the 1974 Nobel Prize for this work.",
            "How does a protein enter the ER? Günter Blobel's signal hypothesis (Blobel and Dobberstein, 1975) proposed that secreted proteins begin with an N-terminal signal sequence, containing a core of roughly 6–15 hydrophobic residues. As the signal emerges from the ribosome, the signal recognition particle (SRP) binds it and pauses translation, and docks the ribosome on the SRP receptor in the ER membrane. The growing chain is then threaded through the Sec61 translocon into the ER lumen, and signal peptidase removes the signal. Blobel received the Nobel Prize in 1999.",
            "In the ER, proteins fold with the help of chaperones such as BiP and are often N-glycosylated: a preassembled oligosaccharide of 14 sugars (Glc3Man9GlcNAc2) is transferred from dolichol to asparagine in the sequence Asn-X-Ser/Thr. Misfolded proteins are retained and eventually returned to the cytosol for degradation by the proteasome. Resident ER proteins carry a C-terminal KDEL sequence that allows them to be retrieved if they escape to the Golgi.",
            "Transport between compartments is carried by coated vesicles. COPII vesicles carry cargo from the ER to the Golgi, COPI vesicles return escaped proteins from the Golgi to the ER, and clathrin-coated vesicles bud from the trans-Golgi network and the plasma membrane. Randy Schekman identified many of the genes involved by screening yeast for temperature-sensitive sec mutants that accumulated secretory proteins in particular compartments, and James Rothman reconstituted vesicle fusion in vitro; they shared the 2013 Nobel Prize with Thomas Südhof.",
            "Lysosomal enzymes show how sorting signals work. In the cis-Golgi they are tagged with mannose 6-phosphate, recognised by receptors in the trans-Golgi network and diverted to lysosomes. In I-cell disease, loss of the phosphotransferase that adds the tag means the enzymes are secreted instead, and undigested material accumulates in lysosomes.",
          ),
        },
      },
      {
        title: "What drives a cell through the cycle?",
        description:
          "Cyclin-dependent kinases, checkpoints and the experiments in yeast and embryos that uncovered them.",
        lesson: {
          title: "Cyclins, CDKs and checkpoints",
          html: p(
            "The eukaryotic cell cycle consists of G1, S phase (DNA replication), G2 and M phase (mitosis and cytokinesis). Its control system was discovered by three complementary approaches recognised by the 2001 Nobel Prize. Leland Hartwell screened budding yeast for cell-division-cycle (cdc) mutants that arrested at specific stages and introduced the idea of checkpoints. Paul Nurse identified cdc2 in fission yeast as a key regulator and in 1987 showed that a human gene, now called CDK1, could replace it. Tim Hunt discovered cyclins in sea urchin embryos in 1982 as proteins that accumulated through each cycle and were abruptly destroyed at mitosis.",
            "The engine consists of cyclin-dependent kinases (CDKs), whose levels stay fairly constant, and cyclins, whose levels rise and fall. A CDK is active only when bound to a cyclin, phosphorylated on a threonine in its activation loop by CDK-activating kinase, and free of inhibitory phosphorylation. Before mitosis, Wee1 phosphorylates CDK1 on tyrosine 15, holding cyclin B–CDK1 inactive until the phosphatase Cdc25 removes the phosphate; because active CDK1 activates Cdc25 and inhibits Wee1, activation is switch-like.",
            "In G1, growth-factor signalling induces cyclin D, which binds CDK4 and CDK6. These kinases begin phosphorylating the retinoblastoma protein (Rb), releasing E2F transcription factors, which switch on genes for cyclin E and S-phase enzymes. Cyclin E–CDK2 completes Rb phosphorylation in a positive feedback loop, and the cell passes the restriction point described by Arthur Pardee in 1974, after which it completes the cycle without further growth factors. CDK4/6 inhibitors such as palbociclib are now used to treat hormone-receptor-positive breast cancer by holding cells at this point.",
            "Checkpoints make progress conditional. DNA damage activates the kinases ATM and ATR, which stabilise p53; p53 induces p21, a CDK inhibitor that halts the cycle in G1 while repair is attempted. In mitosis, the spindle assembly checkpoint keeps the anaphase-promoting complex (APC/C) inactive while any kinetochore remains unattached, through proteins such as Mad2. Once all chromosomes are attached, APC/C–Cdc20 ubiquitinates securin and cyclin B, targeting them to the proteasome; freed separase cleaves cohesin, the sister chromatids separate, and falling CDK1 activity allows the cell to exit mitosis.",
          ),
        },
      },
    ],
  },
];
