/** Twenty-second held-out evaluation courses, intermediate level (Benin history to data protection law); see ai-courses-heldout22.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT22_B: EvalCourse[] = [
  {
    slug: "kingdom-of-benin-obas-guilds-and-1897",
    discipline: "Benin history",
    title: "The Kingdom of Benin: Obas, Guilds and 1897",
    description:
      "Benin City was, for more than six centuries, the seat of a West African monarchy whose art now fills the museums of Europe. This second-year history module traces the kingdom from the Ogiso traditions and the warrior-king Ewuare, through the Portuguese connection and the royal guild of brass casters, to the British punitive expedition of 1897.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "Ogiso",
    modules: [
      {
        title: "Ewuare and the Fifteenth-Century Kingdom",
        description:
          "Oral tradition and archaeology agree that the kingdom was transformed in the mid-fifteenth century, and this module asks what Ewuare changed.",
        lesson: {
          title: "Walls, chiefs and the power of the oba",
          html: p(
            "Benin, the kingdom of the Edo-speaking people in what is now southern Nigeria, should not be confused with the modern Republic of Benin, formerly Dahomey, further west. Its capital, Benin City, was already an important centre before 1400, but Edo oral tradition gives a decisive role to Oba Ewuare, who is conventionally said to have reigned from about 1440 to 1473. Ewuare, remembered as 'the Great', is said to have seized the throne after a struggle with a brother, burned and rebuilt the city, and expanded the kingdom by war into a regional power.",
            "Archaeology supports the picture of a powerful, organised state. The earthworks of Benin City and its surrounding countryside, studied by the geographer Patrick Darling from the 1960s onwards, consist of banks and ditches running for thousands of kilometres and built over several centuries, which suggests both a large population and the authority to mobilise labour. Within the city, a wide avenue divided the palace and its chiefs from the town quarters where the craft guilds lived.",
            "Ewuare's reforms are remembered as a rebalancing of power. The <i>Uzama</i>, an order of hereditary chiefs who had once been kingmakers, kept ritual precedence but lost real authority. The oba instead relied on palace chiefs, organised into three societies that served the royal wardrobe, the household and the harem, and on town chiefs, whose titles were granted by the king rather than inherited. This gave the oba patronage over ambitious men and made the court, rather than the lineage, the route to status. Ewuare is also credited with introducing royal succession by primogeniture, though historians note that disputed successions remained common for centuries.",
            "Students should read such traditions critically. Royal histories recorded by Jacob Egharevba in <i>A Short History of Benin</i> (first published 1934) are invaluable, but they were shaped by court interests and by the colonial context in which they were written down.",
          ),
        },
      },
      {
        title: "Pepper, Coral and Brass: Benin and the Portuguese",
        description:
          "From 1486 Benin traded and negotiated with Portugal; we look at what each side wanted and at the guild that turned imported brass into royal art.",
        lesson: {
          title: "Trade, embassy and the Igun Eronmwon",
          html:
            p(
              "Portuguese ships reached the Benin River in the 1480s, and the traveller João Afonso de Aveiro is usually credited with visiting Benin City around 1486. Oba Ozolua and then his son Esigie, who reigned in the early sixteenth century, received Portuguese traders, missionaries and soldiers. An Edo ambassador travelled to Lisbon, and Portuguese musketeers are said to have fought alongside Esigie's army in the war against the Igala around 1515. Esigie's mother, Idia, was honoured with the new title of <i>Iyoba</i> ('queen mother') for her part in that war, and the famous ivory pendant masks now in the British Museum and the Metropolitan Museum are usually associated with her.",
              "The trade was controlled by the oba through appointed officials, and its goods changed over time:",
            ) +
            "<table><tr><th>Benin exported</th><th>Benin imported</th></tr><tr><td>Pepper (Benin pepper), ivory, cloth, palm products</td><td>Brass and copper, mostly as manillas (horseshoe-shaped bracelets)</td></tr><tr><td>Enslaved captives, until the oba restricted the sale of male captives in the sixteenth century</td><td>Coral beads, cloth, and later firearms</td></tr></table>" +
            p(
              "The brass manillas, shipped from Europe in enormous quantities, supplied the raw material for the royal guild of brass casters, the <i>Igun Eronmwon</i>, who lived in their own ward of the city and worked only for the oba. They used the lost-wax process: a clay core was covered in a wax model, coated with further clay, and heated so that the wax ran out, after which molten brass was poured into the space it had left. The rectangular plaques that once covered the palace pillars, several hundred of which survive, show obas, chiefs, warriors and Portuguese soldiers with long hair and muskets. They are a visual record of court life, and the guild's work continues in Benin City today.",
            ),
        },
      },
      {
        title: "The Expedition of 1897 and Its Aftermath",
        description:
          "This module examines how Britain came to attack Benin City and why the objects taken are still the subject of debate.",
        lesson: {
          title: "Conquest, loot and restitution",
          html: p(
            "By the 1890s Britain's Niger Coast Protectorate surrounded Benin on three sides, and British traders resented the oba's control over the palm-oil and rubber trade. In 1892 a British consul, Henry Gallwey, obtained a treaty from Oba Ovonramwen that purported to place Benin under British protection, though the Edo understanding of it was very different. In January 1897 the acting consul-general, James Phillips, set out for Benin City with a small party of British officials and several hundred carriers during the Ague festival, when the oba had asked that no visitors come. The party was ambushed and Phillips and most of his companions were killed.",
            "Britain responded with a punitive expedition of around 1,200 marines, sailors and African troops under Admiral Sir Harry Rawson. It took Benin City on 18 February 1897. Much of the city, including the palace, was burned, and the troops systematically removed the brass plaques, ivories, carved altar tusks and other royal objects. Some of the loot was sold to cover the costs of the campaign and dispersed to museums and collectors across Europe and North America. Ovonramwen surrendered in August and was tried and exiled to Calabar, where he died in 1914. His son was restored as Oba Eweka II that year under the system of indirect rule.",
            "The objects, often called the Benin Bronzes though many are brass or ivory, became the foundation of the Western reputation of African art. Their return has been requested since Nigerian independence. In 2022 Germany transferred ownership of more than a thousand pieces to Nigeria, and several British institutions, including the Horniman Museum and the University of Aberdeen, have returned items, while the British Museum remains bound by the British Museum Act 1963. Historians now study the objects together with oral tradition, the records of the expedition and the Edo court itself, asking not only what the art depicts but how it came to be where it is.",
          ),
        },
      },
    ],
  },
  {
    slug: "diabetes-nursing-insulin-hypos-and-foot-care",
    discipline: "Diabetes nursing",
    title: "Diabetes Nursing: Insulin, Hypoglycaemia and the Foot",
    description:
      "Roughly one hospital inpatient in six has diabetes, and errors with insulin are among the commonest serious medication incidents. Registered nurses on this intermediate module learn the insulin types and their safe administration, recognition and treatment of hypoglycaemia, sick day rules, and assessment and care of the diabetic foot.",
    level: "intermediate",
    duration: "six weeks (blended)",
    plantedGap: "sick day rules",
    modules: [
      {
        title: "Insulins and Safe Administration",
        description:
          "Students compare the main insulin types by their action profiles and practise the checks that prevent insulin errors.",
        lesson: {
          title: "Action profiles, pens and units",
          html:
            p(
              "Insulin replaces or supplements the hormone that people with type 1 diabetes cannot produce and that many with type 2 produce in insufficient quantity or respond to poorly. Preparations are classed by how quickly they start to act, when their effect peaks and how long it lasts. The figures below are typical for subcutaneous injection and vary between individuals and with the injection site:",
            ) +
            "<table><tr><th>Type</th><th>Examples</th><th>Onset</th><th>Peak</th><th>Duration</th></tr><tr><td>Rapid-acting analogue</td><td>insulin aspart, lispro</td><td>10–20 min</td><td>1–3 h</td><td>3–5 h</td></tr><tr><td>Short-acting (soluble)</td><td>human soluble insulin</td><td>30–60 min</td><td>2–4 h</td><td>up to 8 h</td></tr><tr><td>Intermediate (isophane)</td><td>NPH insulin</td><td>1–2 h</td><td>4–8 h</td><td>12–18 h</td></tr><tr><td>Long-acting analogue</td><td>glargine, detemir, degludec</td><td>1–2 h</td><td>little or none</td><td>about 24 h (degludec up to 42 h)</td></tr></table>" +
            p(
              "A basal-bolus regimen combines a once- or twice-daily long-acting insulin for background needs with rapid-acting insulin at meals. Because rapid-acting insulin begins to work within minutes, it should be given when the meal is in front of the patient, not on a fixed drug round an hour earlier.",
              "Safety rests on a few absolute rules. Never write 'U' or 'IU' for units: a handwritten U has been misread as a zero, producing tenfold overdoses, so the word 'units' is written in full. Never draw insulin from a pen cartridge or vial with an ordinary syringe; use only an insulin syringe or the pen itself, since pens now exist in concentrations of 100, 200 and 300 units per mL. Check the insulin name carefully, because brand names such as Humalog and Humulin look alike. Rotate injection sites within the abdomen, thighs and buttocks, and inspect them: repeated injection into one spot causes lipohypertrophy, a rubbery swelling from which absorption is erratic. Finally, people who manage their own insulin at home should, wherever it is safe, continue to do so in hospital.",
            ),
        },
      },
      {
        title: "Hypoglycaemia",
        description: "A low blood glucose can kill, but it can usually be treated in minutes if it is recognised.",
        lesson: {
          title: "Recognise, treat, recheck",
          html:
            p(
              "Hypoglycaemia is a blood glucose below 4.0 mmol/L in a person with diabetes, whether or not there are symptoms. It is most common in people taking insulin or sulfonylureas such as gliclazide, and in hospital its usual causes are a missed or delayed meal, vomiting, a reduced diet, an insulin dose given at the wrong time, or improving renal function. Early symptoms are autonomic: sweating, trembling, palpitations, hunger and anxiety. As the brain is deprived of glucose, neuroglycopenic signs follow: confusion, slurred speech, unusual behaviour, drowsiness, seizures and coma. Older people and those with long-standing diabetes may lose the early warning symptoms, a state called impaired awareness of hypoglycaemia.",
              "The UK Joint British Diabetes Societies guidance for adults in hospital sets out a stepwise response:",
            ) +
            "<ul><li>If the patient is conscious and can swallow, give 15–20 g of quick-acting carbohydrate, for example 150–200 mL of pure fruit juice or 4–5 glucose tablets.</li><li>Recheck capillary glucose after 10–15 minutes. If it is still below 4.0 mmol/L, repeat the treatment, up to three times in all.</li><li>If the patient is conscious but confused or unable to cooperate, glucose gel squeezed between teeth and gums may be used; if that fails, give glucagon 1 mg intramuscularly or intravenous glucose.</li><li>If the patient is unconscious or fitting, call for urgent help, check the airway, and give intravenous glucose, for example 150–200 mL of 10% glucose over 15 minutes, or glucagon 1 mg IM if there is no venous access.</li></ul>" +
            p(
              "Once glucose is above 4.0 mmol/L, give a long-acting carbohydrate such as two biscuits or the next meal, because the effect of the quick sugar wears off while the insulin is still working. Insulin should not be omitted afterwards in a person with type 1 diabetes, though the dose may need review. Glucagon is less effective in people who are malnourished or have had repeated hypoglycaemia, because it works by releasing glycogen stored in the liver. Every episode should be documented and its cause identified.",
            ),
        },
      },
      {
        title: "Assessing and Protecting the Diabetic Foot",
        description:
          "In this module nurses learn to screen feet for risk and to know which findings need same-day referral.",
        lesson: {
          title: "Neuropathy, ischaemia and the ulcer that cannot wait",
          html: p(
            "Diabetes is the leading cause of non-traumatic lower-limb amputation, and most amputations begin with a foot ulcer. Two processes combine to cause ulcers. Peripheral neuropathy removes protective sensation, so a stone in a shoe or a burn from a hot-water bottle goes unnoticed, and motor neuropathy deforms the foot so that pressure concentrates over the metatarsal heads and toe joints. Peripheral arterial disease then reduces the blood supply needed for healing. Infection in a foot that is both numb and ischaemic can spread quickly through the tissues.",
            "Every person with diabetes should have their feet examined when admitted to hospital and at least annually in the community. The examination has three parts. First, inspect both feet, including between the toes and the heels, for ulcers, calluses, deformity, colour change and swelling. Second, test sensation with a 10 g monofilament, pressing it against several sites on the sole until it bends, with the patient's eyes closed; failure to feel it at one or more sites indicates loss of protective sensation. Third, palpate the dorsalis pedis and posterior tibial pulses. In the UK, the NICE guideline NG19 uses these findings to classify each person as low, moderate or high risk, or as having an active foot problem.",
            "Some findings require referral to the multidisciplinary foot service within one working day, or emergency admission if there is limb-threatening ischaemia or spreading infection. These include any new ulcer, a foot that is hot, red and swollen with or without pain, which may indicate acute Charcot neuroarthropathy in a neuropathic foot, and gangrene. An ulcer should never simply be dressed and watched. In hospital, pressure on the heels is a particular danger for patients confined to bed, and heel offloading should be part of care from admission. Patients should be taught to check their feet daily, to wear shoes that fit, and never to walk barefoot.",
          ),
        },
      },
    ],
  },
  {
    slug: "transport-economics-demand-pricing-appraisal",
    discipline: "Transport economics",
    title: "Transport Economics: Demand, Pricing and Appraisal",
    description:
      "Whether a city should charge drivers to enter it, and what a new railway is worth, are economic questions before they are engineering ones. This intermediate module applies microeconomics to the derived demand for travel and generalised cost, to road congestion and its pricing, to cost-benefit appraisal of transport schemes, and to the franchising of passenger rail services.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "franchising",
    modules: [
      {
        title: "Derived Demand and Generalised Cost",
        description:
          "People rarely travel for its own sake, and we model their choices with a price that includes more than the fare.",
        lesson: {
          title: "What a journey really costs",
          html: p(
            "Demand for transport is a <i>derived demand</i>: people travel to reach work, shops or friends, and firms ship goods to reach customers. This has several consequences. Demand is concentrated at particular times and places, producing peaks that determine how much capacity must be built; transport cannot be stored, so a seat unused on the 10.15 train is lost; and changes in land use, such as a new out-of-town retail park, change travel demand as surely as changes in fares.",
            "Because a journey involves more than its money price, transport economists describe it by its <i>generalised cost</i>, the sum of the money cost and the other burdens of the trip expressed in money terms. For a car trip the money cost includes fuel and parking; for a bus trip the fare. The other burdens include in-vehicle time, walking and waiting, with waiting usually weighted more heavily than riding because travellers dislike it more.",
            "Consider a commuter choosing between car and bus for a 12 km journey. The car costs £3.00 in fuel and £5.00 in parking and takes 25 minutes. The bus fare is £2.50; the trip takes 35 minutes in the vehicle plus 10 minutes waiting. If the planner converts time at £0.20 per minute for riding and double that for waiting, the car's generalised cost is 8.00 + 25 × 0.20 = £13.00, and the bus's is 2.50 + 35 × 0.20 + 10 × 0.40 = £13.50. The two are close, so a small change in parking charges or bus frequency could shift the choice.",
            "Responsiveness is summarised by elasticities. Studies in Britain, reviewed for instance by Balcombe and colleagues in 2004, found the short-run fare elasticity of bus demand to be around −0.4, rising towards −0.7 to −1.0 in the long run as people adjust where they live and work. A 10 per cent fare rise therefore loses about 4 per cent of passengers at first but raises revenue, since demand is inelastic. Cross-elasticities measure substitution between modes and are generally small, which is why cheap public transport on its own rarely empties the roads.",
          ),
        },
      },
      {
        title: "Congestion and Road Pricing",
        description:
          "Why is a road free to use but costly to society? Here we derive the marginal external cost of congestion and look at cities that have charged for it.",
        lesson: {
          title: "The driver who does not pay for the delay",
          html:
            p(
              "Road congestion is a textbook externality. When traffic is light, one more car has no effect on anyone else. As flow approaches capacity, each additional vehicle slows all the others slightly. The driver deciding whether to make a trip considers only his or her own time and money, the <i>marginal private cost</i>, and ignores the delay imposed on everyone else. The <i>marginal social cost</i> of a trip is higher, and the gap between them is the marginal external congestion cost. Because drivers respond to private cost, too many trips are made at peak times, and the road is used beyond its efficient level.",
              "A worked example shows the size of the effect. Suppose 1,000 vehicles use a link and each takes 10 minutes. Adding one vehicle raises the travel time of every vehicle to 10.02 minutes. The new driver experiences 10.02 minutes, but the total extra time is 10.02 + 1,000 × 0.02 = 30.02 minutes. The external cost, 20 minutes spread across the other drivers, is twice the new driver's own journey time.",
              "Arthur Pigou (1920) and William Vickrey, who proposed pricing for Washington in 1959, argued that a charge equal to the marginal external cost at the efficient flow would make drivers take the full cost into account. Several cities have since applied the idea:",
            ) +
            "<ul><li><b>Singapore</b> introduced an area licensing scheme in 1975 and electronic road pricing in 1998, with charges that vary by location and time of day and are revised quarterly.</li><li><b>London</b> introduced a flat daily congestion charge of £5 in February 2003; traffic entering the zone fell by about 18 per cent in the first year.</li><li><b>Stockholm</b> held a seven-month trial in 2006, followed by a referendum and a permanent scheme from 2007; traffic across the cordon fell by around 20 per cent.</li></ul>" +
            p(
              "Real schemes are cruder than the theory, charging a cordon crossing rather than each road's marginal cost, and their acceptability depends heavily on how the revenue is used.",
            ),
        },
      },
      {
        title: "Cost-Benefit Appraisal",
        description:
          "Students appraise a small scheme from first principles, discounting its costs and benefits to a net present value and a benefit-cost ratio.",
        lesson: {
          title: "Discounting, NPV and the benefit-cost ratio",
          html:
            p(
              "Governments appraise transport projects with cost-benefit analysis (CBA), which compares the value of a scheme's benefits to society with its costs over the whole life of the asset. In the UK the method is set out in HM Treasury's <i>Green Book</i> and, for transport, in the Department for Transport's Transport Analysis Guidance (TAG). Benefits are measured as changes in consumer surplus for users, plus changes in accidents, emissions, noise and operator revenue; costs include construction, land, maintenance and renewals.",
              "Because benefits arrive over sixty years and costs mostly at the start, both must be converted to present values by discounting. The Green Book discount rate is 3.5 per cent a year for the first thirty years, falling to 3.0 per cent thereafter. A benefit of £1 million received in year 10 has a present value of 1 / 1.035<sup>10</sup> ≈ £0.71 million.",
              "Consider a bypass costing £40 million in year 0 and yielding benefits of £3 million a year from year 1 to year 30, with no residual value. The present value of an annuity of £3 million for 30 years at 3.5 per cent is 3 × (1 − 1.035<sup>−30</sup>) / 0.035 ≈ 3 × 18.39 = £55.2 million.",
            ) +
            "<table><tr><th>Measure</th><th>Value</th></tr><tr><td>Present value of costs (PVC)</td><td>£40.0 m</td></tr><tr><td>Present value of benefits (PVB)</td><td>£55.2 m</td></tr><tr><td>Net present value (PVB − PVC)</td><td>£15.2 m</td></tr><tr><td>Benefit-cost ratio (PVB / PVC)</td><td>1.38</td></tr></table>" +
            p(
              "The Department for Transport describes a BCR between 1 and 1.5 as 'low' value for money, 1.5 to 2 as 'medium', 2 to 4 as 'high' and above 4 as 'very high', so this bypass is positive but marginal. Appraisers then test sensitivity: if construction costs overrun by 30 per cent, as many projects do, the BCR falls to 55.2 / 52 ≈ 1.06. Optimism bias uplifts in the guidance exist for exactly this reason. CBA does not decide a project on its own; wider impacts on the economy and distributional effects are reported alongside it.",
            ),
        },
      },
    ],
  },
  {
    slug: "describing-medieval-manuscripts-for-the-catalogue",
    discipline: "Manuscript cataloguing",
    title: "Describing Medieval Manuscripts for the Catalogue",
    description:
      "A catalogue entry is often the only way a scholar will ever find a manuscript. Held in the reading room with original books on the table, this module trains students who already read Latin to record collation and quire structure, to identify and date scripts, to describe decoration and provenance, and to encode their descriptions in TEI.",
    level: "intermediate",
    duration: "one term (8 three-hour sessions)",
    plantedGap: "TEI",
    modules: [
      {
        title: "Support and Collation",
        description:
          "We start with the physical book: what it is made of, how its leaves are gathered, and how to write that down as a formula.",
        lesson: {
          title: "Counting quires",
          html:
            p(
              "The physical description of a codex begins with its <i>support</i>, the material it is written on. In the West, parchment (prepared animal skin, usually calf, sheep or goat) was standard until paper spread from the late fourteenth century. The two sides of a parchment leaf differ: the <i>hair side</i> is often yellower and may show follicle marks, while the <i>flesh side</i> is whiter and smoother. Scribes usually arranged sheets so that hair faced hair and flesh faced flesh across each opening, a practice known as Gregory's rule after the palaeographer Caspar René Gregory. The cataloguer records the material, the number of leaves, and the dimensions of a typical leaf and of the written area, in millimetres, height before width.",
              "A codex is made of <i>quires</i> (gatherings), each formed by folding sheets in half and nesting them. Four sheets make a quire of eight leaves, a quaternion, the commonest unit in medieval Western books. <i>Collation</i> is the description of this structure, and it matters because missing or added leaves change the text and can reveal a book's history. The cataloguer works through the book, using the sewing thread visible at the centre of each quire, catchwords (the first word of the next quire written at the foot of the last page) and quire signatures to find the boundaries.",
              "The result is written as a formula. One common style gives each quire's number with its original number of leaves as a superscript and notes any losses:",
            ) +
            "<ul><li>1–8<sup>8</sup> — eight regular quires of eight leaves</li><li>9<sup>8</sup> (wants 6) — a ninth quire of eight from which the sixth leaf is missing</li><li>10<sup>6</sup> + 1 leaf after 6 — a quire of six with a leaf added at the end</li></ul>" +
            p(
              "Such a book has 64 + 7 + 7 = 78 leaves. The missing leaf in quire 9 can be confirmed by checking the text for a gap and by finding the loose stub of its conjugate leaf. Collation should always be checked against the foliation, and any leaves added by a later owner, such as flyleaves, recorded separately.",
            ),
        },
      },
      {
        title: "Script and Date",
        description:
          "Most Western manuscripts are undated, so the cataloguer must assign a date and place from the handwriting and its features.",
        lesson: {
          title: "Naming the hand",
          html: p(
            "Only a minority of medieval manuscripts carry a date in a colophon, the scribe's closing note, and even a colophon may have been copied from an exemplar. For the rest, the cataloguer estimates a date, usually to a quarter or half century, from the script, the decoration and the contents. The description names the script type, the number of hands and the layout, for instance 'written in two columns of 38 lines in textualis by two scribes, changing at fol. 41r'.",
            "The major Western book scripts form a rough chronological sequence. Caroline minuscule, promoted in the Carolingian empire from the late eighth century, is round, clear and widely spaced, with few abbreviations. During the twelfth century it became compressed and angular, developing into Gothic <i>textualis</i>, the formal book script of the thirteenth to fifteenth centuries. In textualis the feet of minims are finished with small feet or diamonds, and adjacent curved letters fuse their bows, as in 'de' and 'po', a feature called biting which is a useful sign of a date after about 1200. From the thirteenth century, cursive scripts used for documents were adapted for books, and the Dutch palaeographers Gerard Lieftinck and Peter Gumbert proposed a classification of the resulting Gothic scripts by form: <i>textualis</i>, <i>cursiva</i>, with single-compartment a and looped ascenders, and <i>hybrida</i>, a cursive without loops. In fifteenth-century Italy humanist scribes revived Caroline forms as <i>littera antiqua</i>, the ancestor of roman type.",
            "Script alone rarely yields more than a broad date. Cataloguers combine it with other evidence: ruling in drypoint, which gave way to plummet and then ink in the course of the twelfth century; the first line written above or below the top ruled line, which changed around 1230 to 1240 in many centres; the style of initials; and the texts themselves, since a book cannot be older than the latest work it contains. Every estimate should be stated with its basis and a sensible margin, such as 's. xiii<sup>2</sup>' for the second half of the thirteenth century.",
          ),
        },
      },
      {
        title: "Decoration and Provenance",
        description:
          "Here students describe the hierarchy of initials and trace the owners of a book through the marks they left in it.",
        lesson: {
          title: "Initials, ex libris and shelfmarks",
          html: p(
            "Medieval books used decoration to organise the text as much as to beautify it. The cataloguer describes the decoration as a hierarchy, from the most important divisions to the least. A typical thirteenth-century Bible might have historiated initials, containing a scene or figures, at the start of each book; large initials in gold and colours at the prologues; penwork initials alternating red and blue, flourished in the opposite colour, at the chapters; and small coloured paraphs and touches of red on capitals within the text. Rubrics, headings written in red ink, are recorded with their wording. The description should give the size of the major initials in lines of text, note borders and miniatures with their subjects and positions, and suggest an origin where the style allows, such as 'Paris, c. 1240'. Missing leaves next to major textual divisions often mean that a miniature was cut out for sale.",
            "<i>Provenance</i> is the history of a book's ownership, and it is pieced together from evidence in the volume and outside it. Inside the book, the cataloguer looks for inscriptions of ownership (<i>ex libris</i>, 'from the books of'), monastic curses against theft, shelfmarks and press-marks of earlier libraries, armorial bookplates, booksellers' codes and prices in pencil, and sale lot numbers. Outside it, auction catalogues, library inventories and the printed catalogues of earlier collectors can confirm a sequence. The Schoenberg Database of Manuscripts, which records appearances of manuscripts in sales and catalogues, is a standard tool for tracing recent movements.",
            "Each item of evidence is recorded with its location in the book and transcribed exactly, then interpreted separately. A fifteenth-century note 'Iste liber constat monasterio de Bury' places the book at the Benedictine abbey of Bury St Edmunds; a nineteenth-century bookplate and a sale at Sotheby's complete the chain to the present holder. Gaps should be stated honestly rather than filled with guesswork.",
          ),
        },
      },
    ],
  },
  {
    slug: "data-protection-law-uk-gdpr-in-practice",
    discipline: "Data protection law",
    title: "Data Protection Law: The UK GDPR in Practice",
    description:
      "Personal data now moves through every organisation, and the law that governs it is enforced with fines of up to £17.5 million. Taught to students who have completed a foundation in public law, this module works through the UK GDPR and the Data Protection Act 2018: the data protection principles, the lawful bases for processing, the rights of data subjects, and international transfers.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "international transfers",
    modules: [
      {
        title: "The Principles",
        description:
          "Article 5 sets out seven principles that underpin every other obligation, and this module reads each in turn with the accountability duty that binds them.",
        lesson: {
          title: "Article 5 and accountability",
          html:
            p(
              "The UK GDPR is the General Data Protection Regulation (EU) 2016/679 as retained in UK law after Brexit and amended by the Data Protection Act 2018 and later legislation. It applies to the processing of <i>personal data</i>, meaning any information relating to an identified or identifiable living individual, the <i>data subject</i>. A person may be identifiable indirectly, by an online identifier or a combination of details, so pseudonymised data remain personal data. The <i>controller</i> decides the purposes and means of processing; a <i>processor</i> acts on the controller's behalf.",
              "Article 5(1) requires that personal data be:",
            ) +
            "<ul><li>processed lawfully, fairly and in a transparent manner (lawfulness, fairness and transparency);</li><li>collected for specified, explicit and legitimate purposes and not further processed in a manner incompatible with them (purpose limitation);</li><li>adequate, relevant and limited to what is necessary (data minimisation);</li><li>accurate and, where necessary, kept up to date (accuracy);</li><li>kept in identifiable form no longer than necessary (storage limitation);</li><li>processed securely, including protection against unauthorised processing and accidental loss (integrity and confidentiality).</li></ul>" +
            p(
              "Article 5(2) adds the seventh principle, <i>accountability</i>: the controller is responsible for compliance and must be able to demonstrate it. In practice accountability means records of processing activities under Article 30, data protection impact assessments under Article 35 for high-risk processing, appropriate policies, staff training and, for public authorities and organisations whose core activities involve large-scale monitoring or special category data, a data protection officer.",
              "The principles are not mere aspirations. Infringing them attracts the higher tier of administrative fines, up to £17.5 million or 4 per cent of worldwide annual turnover, whichever is higher. A retailer that keeps the CVs of unsuccessful job applicants indefinitely 'in case', for example, breaches storage limitation even if the files are perfectly secure.",
            ),
        },
      },
      {
        title: "Lawful Bases for Processing",
        description:
          "Every processing operation needs one of six lawful bases, and students learn to choose and document the right one, including for special category data.",
        lesson: {
          title: "Six bases, and why consent is not the default",
          html: p(
            "Article 6(1) provides that processing is lawful only if at least one of six bases applies: (a) the data subject's <i>consent</i>; (b) necessity for a <i>contract</i> with the data subject or steps taken at their request before entering one; (c) necessity for compliance with a <i>legal obligation</i>; (d) protection of someone's <i>vital interests</i>; (e) performance of a <i>public task</i> in the public interest or in the exercise of official authority; and (f) the <i>legitimate interests</i> of the controller or a third party, except where overridden by the interests or fundamental rights of the data subject. Public authorities cannot rely on legitimate interests for processing in performance of their tasks.",
            "Consent is often assumed to be the safest basis, but it is frequently the least suitable. Under Articles 4(11) and 7 it must be freely given, specific, informed and unambiguous, given by a clear affirmative act, and as easy to withdraw as to give. Pre-ticked boxes and silence do not count. Where there is a clear imbalance of power, as between employer and employee, consent is unlikely to be freely given. If a controller would continue processing after a withdrawal, it should not have relied on consent in the first place.",
            "Legitimate interests requires a three-part test, which the Information Commissioner's Office recommends recording in a legitimate interests assessment: identify a legitimate interest (purpose test); show the processing is necessary for it (necessity test); and balance it against the individual's interests, reasonable expectations and rights (balancing test). Sending postal marketing to existing customers may pass; selling their purchase history to data brokers without their knowledge is unlikely to.",
            "<i>Special category data</i>, such as health, racial or ethnic origin, religious beliefs, trade union membership, genetic and biometric data, and sexual orientation, needs both an Article 6 basis and one of the conditions in Article 9(2), several of which the Data Protection Act 2018, Schedule 1, supplements with further requirements such as an appropriate policy document.",
          ),
        },
      },
      {
        title: "Rights of the Data Subject",
        description:
          "What can an individual demand of an organisation holding their data? This module covers access, erasure, objection and portability, with deadlines.",
        lesson: {
          title: "Subject access and the other rights",
          html: p(
            "Chapter III of the UK GDPR gives individuals a set of rights that controllers must facilitate, generally free of charge and within one month of receipt. The period may be extended by two further months where requests are complex or numerous, provided the individual is told within the first month and given reasons. A controller may refuse, or charge a reasonable fee, where a request is manifestly unfounded or excessive, but it bears the burden of showing this.",
            "The most used right is the <i>right of access</i> under Article 15, exercised by a subject access request (SAR). The individual is entitled to confirmation that their data are being processed, a copy of the data, and information including the purposes, recipients, retention period and source. A request need not be in writing or mention the law; a message to any member of staff saying 'send me everything you hold about me' is a valid SAR. The controller must verify identity reasonably and must not disclose third parties' data without considering their rights; the Data Protection Act 2018, Schedule 2, contains exemptions, for example for legal professional privilege and management forecasts.",
            "The <i>right to erasure</i> in Article 17, often called the right to be forgotten, applies where, among other grounds, the data are no longer necessary, consent is withdrawn and no other basis applies, or the data were processed unlawfully. It is not absolute: it yields to freedom of expression, legal obligations and the establishment or defence of legal claims. The <i>right to object</i> in Article 21 allows an individual to object to processing based on public task or legitimate interests, after which the controller must stop unless it shows compelling legitimate grounds; objection to direct marketing is absolute. The <i>right to data portability</i> under Article 20 applies only to data the individual provided, processed by automated means on the basis of consent or contract, and entitles them to receive it in a structured, commonly used and machine-readable format. Individuals who are dissatisfied may complain to the Information Commissioner or seek compensation in the courts under Article 82.",
          ),
        },
      },
    ],
  },
];
