/** Fifty-seventh held-out evaluation courses, intermediate level (sports psychology to clinical coding); see ai-courses-heldout57.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT57_B: EvalCourse[] = [
  {
    slug: "mental-skills-for-competition-arousal-goals-imagery",
    discipline: "Sports psychology",
    title: "Mental Skills for Competition",
    description:
      "Athletes who choke under pressure rarely lack physical ability. This second-year module applies theory and research to the mental skills coaches can train: managing arousal and competitive anxiety, setting goals, using imagery, and self-talk.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "self-talk",
    modules: [
      {
        title: "Arousal, Anxiety and Performance",
        description:
          "Is being 'psyched up' good for performance? We weigh the inverted-U against its rivals and learn to measure competitive anxiety.",
        lesson: {
          title: "From the inverted-U to individual zones",
          html: p(
            "Arousal is a general state of physiological and psychological activation, ranging from deep sleep to intense excitement. Anxiety is a negative emotional state in which arousal is accompanied by worry and apprehension. The distinction matters: an athlete can be highly aroused and feel excited rather than anxious, and the two states affect performance differently.",
            "The oldest account of the link between arousal and performance is the inverted-U hypothesis, derived from the work of Robert Yerkes and John Dodson in 1908 on mice learning discriminations. It proposes that performance improves as arousal rises up to an optimal, moderate level and then declines. The optimum is lower for complex, fine-motor tasks such as golf putting or archery and higher for simple, gross-motor tasks such as weightlifting. The hypothesis fits everyday experience but says little about why performance falls, or why the decline is sometimes sudden.",
            "Later theories address these gaps. Multidimensional anxiety theory, developed by Rainer Martens and colleagues in 1990, separates cognitive anxiety (worry) from somatic anxiety (the perception of bodily symptoms such as a racing heart). It predicts that cognitive anxiety has a negative linear relationship with performance, while somatic anxiety follows an inverted-U. Martens's group built the Competitive State Anxiety Inventory-2 (CSAI-2) to measure the two components, plus self-confidence, shortly before competition. Hardy and Fazey's catastrophe model (1987) adds that when cognitive anxiety is high, rising physiological arousal can cause a sudden, large drop in performance rather than a gentle decline, and that recovery requires more than a small reduction in arousal.",
            "Yuri Hanin's Individual Zones of Optimal Functioning (IZOF) model takes a different approach, arguing that each athlete has a personal zone of anxiety in which they perform best, which may be high for some and low for others. Practically, this means a coach should record an athlete's anxiety before good and poor performances and help them reach their own zone, rather than assuming everyone needs calming down.",
          ),
        },
      },
      {
        title: "Setting Goals That Work",
        description:
          "Goal setting is the most researched technique in the field; this module shows which kinds of goals help and why.",
        lesson: {
          title: "Outcome, performance and process goals",
          html:
            p(
              "Edwin Locke and Gary Latham's goal-setting theory, built from hundreds of studies in organisations, holds that specific and difficult goals lead to higher performance than vague 'do your best' goals or easy goals. Goals work through four mechanisms: they direct attention to relevant activities, mobilise effort, increase persistence, and encourage the development of new strategies. Sport research, summarised in reviews by Robert Weinberg and Daniel Gould, broadly supports these findings, though the effects are somewhat smaller than in organisations, perhaps because athletes already set goals informally.",
              "Sports psychologists distinguish three kinds of goal:",
            ) +
            "<table><tr><th>Type</th><th>Focus</th><th>Example for a 400 m runner</th><th>Control</th></tr><tr><td>Outcome</td><td>Result relative to others</td><td>Win the regional final</td><td>Low</td></tr><tr><td>Performance</td><td>Personal standard</td><td>Run 52.5 seconds</td><td>Moderate</td></tr><tr><td>Process</td><td>Technique or tactics during the event</td><td>Relax the shoulders in the final 100 m</td><td>High</td></tr></table>" +
            p(
              "Outcome goals can motivate training over a season, but they depend on opponents and can increase anxiety on the day. Performance and process goals are more under the athlete's control and are linked with lower anxiety and higher confidence. Research by Kingston and Hardy (1997) with golfers found that process goals improved self-efficacy and concentration. The most effective approach combines all three, with the emphasis shifting to process goals as competition approaches.",
              "The SMART acronym, usually expanded as specific, measurable, achievable, realistic and time-bound, is a useful checklist, though achievable and realistic overlap. A coach should also record goals, review them regularly and adjust them after injury or illness. A goal that is never reviewed quickly stops guiding behaviour.",
            ),
        },
      },
      {
        title: "Imagery",
        description:
          "Mental rehearsal only helps if it is done well, and we use the PETTLEP model to design imagery scripts for a chosen sport.",
        lesson: {
          title: "Functions of imagery and the PETTLEP model",
          html: p(
            "Imagery is the creation or re-creation of an experience in the mind, drawing on all the senses, in the absence of the real stimulus. Athletes use it to rehearse skills, plan tactics, control arousal and build confidence. Allan Paivio's framework, later developed by Craig Hall and colleagues into the Sport Imagery Questionnaire, distinguishes cognitive functions (rehearsing specific skills or game strategies) from motivational functions (imagining achieving goals, managing arousal and emotion, and feeling confident and in control).",
            "Why should imagining a movement improve its execution? One explanation is functional equivalence: brain imaging studies show that imagining an action activates many of the same motor and premotor areas as performing it. Imagery that closely matches real performance should therefore engage those networks more fully. Paul Holmes and David Collins built this idea into the PETTLEP model (2001), a checklist of seven elements that an imagery routine should match:",
            "<ul><li><b>Physical</b>: adopt the stance and hold the equipment used in the sport;</li><li><b>Environment</b>: imagine, or be in, the actual venue;</li><li><b>Task</b>: imagine the skill at the athlete's current level of expertise;</li><li><b>Timing</b>: image in real time, not slow motion, for most purposes;</li><li><b>Learning</b>: update the content as the skill develops;</li><li><b>Emotion</b>: include the feelings of competition, such as nerves;</li><li><b>Perspective</b>: choose internal (through the athlete's eyes) or external (as a spectator) viewpoints to suit the skill.</li></ul>",
            "Studies using PETTLEP, such as Smith and colleagues' 2007 work on hockey penalty flicks, found that imagery performed in kit on the pitch improved performance more than imagery at home. Imagery ability varies between people and can be assessed with tools such as the Movement Imagery Questionnaire, and it improves with practice. Short, frequent sessions of five to ten minutes, with a written script, work better than occasional long sessions.",
          ),
        },
      },
    ],
  },
  {
    slug: "customs-broker-practice-classification-value-representation",
    discipline: "Customs brokerage",
    title: "Customs Broker Practice",
    description:
      "Every import declaration rests on three questions: what are the goods, what are they worth, and where do they come from? Professional brokers learn here to classify goods in the Harmonized System, to establish customs value, to act for traders as direct or indirect representatives, and to use inward processing to suspend duty.",
    level: "intermediate",
    duration: "8 weeks (evening, online)",
    plantedGap: "inward processing",
    modules: [
      {
        title: "Tariff Classification",
        description:
          "Classification decides the duty rate, so we work through the Harmonized System and its General Interpretative Rules on real products.",
        lesson: {
          title: "The Harmonized System and the General Interpretative Rules",
          html: p(
            "The Harmonized Commodity Description and Coding System, usually called the Harmonized System or HS, is maintained by the World Customs Organization and used by more than 200 countries. It groups goods into 21 sections and 97 chapters, and identifies them with a six-digit code. The first two digits are the chapter, the first four the heading, and all six the subheading; 0901.21, for example, is roasted coffee, not decaffeinated. National tariffs add further digits: the UK and EU use eight-digit commodity codes for exports and ten-digit codes for imports.",
            "Classification is governed by six General Interpretative Rules (GIRs), applied in order. GIR 1 states that classification is determined by the terms of the headings and any section or chapter notes; the titles of sections and chapters are for reference only. Most goods are classified by GIR 1 alone. GIR 2(a) brings incomplete or unassembled articles into the heading for the complete article if they have its essential character, so an unassembled bicycle kit is classified as a bicycle. GIR 2(b) extends headings for a material to mixtures containing it. GIR 3 resolves cases where goods fall under two or more headings: first, the most specific description is preferred; if that fails, mixtures and sets are classified by the component that gives their essential character; and if that also fails, the heading that occurs last in numerical order is used. GIR 4 covers goods that fit no heading, GIR 5 deals with cases and packing, and GIR 6 applies the same logic at subheading level.",
            "In practice, a broker begins with a product description detailed enough to classify: material, function, state of processing and, for chemicals, composition. The Explanatory Notes published by the WCO are not legally binding but are highly persuasive. Where doubt remains, a trader in the UK can apply to HMRC for an Advance Tariff Ruling, which is binding for three years and protects the trader from later reclassification of the same goods.",
          ),
        },
      },
      {
        title: "Customs Value",
        description:
          "Most duty is charged as a percentage of value, and this module teaches how that value is built up.",
        lesson: {
          title: "Transaction value and its adjustments",
          html:
            p(
              "The rules for customs valuation in almost every country come from the WTO Agreement on Implementation of Article VII of the GATT, known as the Valuation Agreement. Its primary method, used for the great majority of imports, is transaction value: the price actually paid or payable for the goods when sold for export to the importing country. Five fallback methods, applied strictly in sequence, are used when there is no sale or the transaction value cannot be accepted, for example because buyer and seller are related and the relationship has influenced the price.",
              "Transaction value is not simply the invoice price. Certain costs must be added if they are not already included, and certain costs may be deducted if they are shown separately. In the UK and EU, freight and insurance to the point of entry are part of the value, which is therefore calculated on a CIF basis.",
            ) +
            "<table><tr><th>Add (if not in price)</th><th>Deduct (if shown separately)</th></tr><tr><td>Transport and insurance to the place of entry</td><td>Transport after arrival</td></tr><tr><td>Commissions and brokerage, except buying commissions</td><td>Buying commissions</td></tr><tr><td>Assists: tools, moulds or materials supplied free by the buyer</td><td>Import duties and taxes of the importing country</td></tr><tr><td>Royalties and licence fees that are a condition of sale</td><td>Post-import assembly or construction costs</td></tr></table>" +
            p(
              "A worked example: a UK importer buys machine parts from a US supplier at a price of $40,000 FOB New York. Sea freight to Felixstowe costs $2,200, insurance $300 and UK haulage from the port £400. The buyer also supplied the seller with a mould costing $3,500, used only for this order. Customs value is $40,000 + $2,200 + $300 + $3,500 = $46,000, converted to sterling at the HMRC monthly exchange rate. The inland haulage is excluded. If the duty rate is 2.7%, duty is charged on that converted figure, and import VAT is then charged on the value plus the duty.",
            ),
        },
      },
      {
        title: "Acting for the Trader",
        description:
          "A broker who signs a declaration takes on legal responsibility, so the form of representation is a business decision with consequences.",
        lesson: {
          title: "Direct and indirect representation",
          html: p(
            "Under the Union Customs Code, and under the UK's Taxation (Cross-border Trade) Act 2018 which preserved the same concepts after Brexit, a person may appoint a customs representative to deal with customs on their behalf. There are two forms of representation, and the difference is who becomes liable for the debt.",
            "In <b>direct representation</b>, the broker acts in the name and on behalf of the trader. The trader is the declarant and remains liable for the customs debt; the broker is liable only if it knowingly provided false information or acted outside its authority. In <b>indirect representation</b>, the broker acts in its own name but on behalf of the trader. Both the broker and the trader become the declarant, and they are jointly and severally liable for any duty and import VAT due. Indirect representation is typically required when the importer is established outside the customs territory, for instance a US seller shipping direct to UK consumers, because customs wants someone within reach who is answerable for the debt.",
            "Because liability follows the form, a broker should hold a signed standing authority from each client stating which form applies, the scope of the authority and its duration. Without written authority, a broker may be treated as acting in its own name. Good practice includes checking that the client's EORI number is valid, that the client understands its responsibility for the accuracy of the data, and, in indirect representation, that the broker's financial exposure is covered by a guarantee or by payment on account.",
            "Consider a broker who files an import declaration for a client using direct representation, and HMRC later finds that the goods were undervalued by the supplier. The post-clearance demand goes to the importer, not the broker. Had the same entry been made as an indirect representative, HMRC could have pursued the broker for the full amount, leaving the broker to recover it from its client under their contract.",
          ),
        },
      },
    ],
  },
  {
    slug: "english-hymn-metre-authors-hymnals",
    discipline: "Hymnology",
    title: "The English Hymn: Texts, Tunes and Books",
    description:
      "Sung weekly by millions, the hymn is one of the most widely shared forms of English verse. This module studies the metrical forms of hymns and how texts and tunes are paired, the Lutheran chorale as a model for congregational song, the hymns of Isaac Watts and Charles Wesley, and the great Victorian and Edwardian hymnals.",
    level: "intermediate",
    duration: "one semester (2 hours a week)",
    plantedGap: "chorale",
    modules: [
      {
        title: "Metre and the Marriage of Text and Tune",
        description:
          "The numbers printed beside a hymn tell you which tunes will fit it, and we learn to read and use them.",
        lesson: {
          title: "Common, long and short metre",
          html:
            p(
              "A hymn text is written in stanzas of lines with a fixed number of syllables, and its metre is given by a sequence of numbers listing the syllables in each line. Because the pattern of stressed and unstressed syllables is also regular, any text can in principle be sung to any tune of the same metre. Hymn books therefore print the metre with every text and tune and provide a metrical index at the back, so that a musician can find alternative tunes.",
              "Three metres inherited from the metrical psalms of the sixteenth century have their own names:",
            ) +
            "<table><tr><th>Name</th><th>Abbreviation</th><th>Syllables per line</th><th>Example text</th></tr><tr><td>Common metre</td><td>CM, 8.6.8.6</td><td>8, 6, 8, 6</td><td>'O God, our help in ages past'</td></tr><tr><td>Long metre</td><td>LM, 8.8.8.8</td><td>8, 8, 8, 8</td><td>'When I survey the wondrous cross'</td></tr><tr><td>Short metre</td><td>SM, 6.6.8.6</td><td>6, 6, 8, 6</td><td>'Blest are the pure in heart'</td></tr></table>" +
            p(
              "Common metre is the ballad stanza of English folk poetry, alternating lines of four and three iambic feet. Doubling a metre gives forms such as DCM, 8.6.8.6.D. Many other metres are simply listed by their numbers, for example 8.7.8.7 for 'Love divine, all loves excelling'. The same syllable count does not guarantee a fit: 8.7.8.7 texts are trochaic, beginning on a stressed syllable, and an iambic text with the same count will sound wrong.",
              "Tunes are identified by names, usually unrelated to the text: the common-metre tune ST ANNE, attributed to William Croft (1708), is sung to 'O God, our help in ages past', and the long-metre tune ROCKINGHAM to 'When I survey'. Because texts and tunes circulate separately, the same words are sung to different tunes in different countries and denominations. Editors marry text and tune by weighing the mood of the words, the shape of the melody over the stanza, and whether important words fall on strong musical beats in every verse, not just the first.",
            ),
        },
      },
      {
        title: "Watts and Wesley",
        description:
          "Two eighteenth-century writers turned the English hymn from a controversial novelty into the centre of Protestant worship.",
        lesson: {
          title: "Isaac Watts, Charles Wesley and the eighteenth-century hymn",
          html: p(
            "Until the early eighteenth century, most English-speaking Protestants sang only metrical psalms in worship, on the principle that only the words of Scripture were fit to be sung. Isaac Watts (1674–1748), an Independent minister in London, challenged this view. In <i>Hymns and Spiritual Songs</i> (1707) and <i>The Psalms of David Imitated in the Language of the New Testament</i> (1719), he wrote texts of his own composition and rewrote the psalms in Christian terms, so that Psalm 90 became 'Our God, our help in ages past' (later altered by John Wesley to 'O God'). Watts wrote in plain language and mostly in the three traditional metres so that congregations could sing his words to tunes they already knew. He is often called the father of English hymnody.",
            "Charles Wesley (1707–1788), the brother of John Wesley and a co-founder of Methodism, is credited with some six thousand hymns. Where Watts tended to write of God's greatness and the worshipping community, Wesley wrote of personal experience of conversion and grace, in a rich variety of metres. Among his best-known texts are 'Hark! the herald angels sing', 'Love divine, all loves excelling' and 'And can it be'. The <i>Collection of Hymns for the Use of the People called Methodists</i> (1780), edited by John Wesley, arranged the hymns by stages of Christian experience and became the foundation of Methodist worship.",
            "The two writers differed in theology as well as style. Wesley's Arminian conviction that grace is offered to all runs through his texts, while Watts, a moderate Calvinist, is more reserved. Both, however, shared a conviction that hymns should teach doctrine, and both drew heavily on scriptural phrases. Reading a Wesley hymn with a Bible at hand often reveals an allusion in nearly every line.",
          ),
        },
      },
      {
        title: "The Victorian Hymnal",
        description:
          "We trace how Hymns Ancient and Modern and The English Hymnal shaped what English churches still sing.",
        lesson: {
          title: "From Hymns Ancient and Modern to The English Hymnal",
          html: p(
            "The Church of England was slow to adopt hymns officially, but the Oxford Movement of the 1830s and the growing popularity of hymn singing in parishes changed that. The decisive book was <i>Hymns Ancient and Modern</i>, first published in 1861 under the chairmanship of Sir Henry Baker, with William Henry Monk as music editor. It combined translations of Latin office hymns, made by John Mason Neale and others, with recent English texts, and matched each to a single tune printed on the same page, which fixed many text-and-tune pairings for generations. John Bacchus Dykes, who wrote tunes such as NICAEA for 'Holy, holy, holy', became the characteristic Victorian hymn composer, favouring four-part harmony with chromatic inner parts.",
            "By 1900 the collection had sold tens of millions of copies. Its dominance provoked a reaction. <i>The English Hymnal</i> (1906), edited by Percy Dearmer with Ralph Vaughan Williams as music editor, set out to improve both words and music. Vaughan Williams replaced many Victorian tunes with English folk melodies, plainsong and tunes from older European sources, and wrote new tunes of his own, including SINE NOMINE for 'For all the saints'. In the preface he argued that a congregation deserved good music as much as a cathedral choir.",
            "The influence of these books can be summarised briefly:",
            "<ul><li>they made hymn singing a regular part of Anglican services, not only of Nonconformist ones;</li><li>they established the practice of printing words and music together;</li><li>they brought medieval Latin hymns into English use through translation;</li><li>they created a core repertory that later books, such as <i>Common Praise</i> (2000), still revise rather than replace.</li></ul>",
            "Studying successive editions shows how texts were altered to suit changing taste and theology, a practice that continues today with revisions of gendered language.",
          ),
        },
      },
    ],
  },
  {
    slug: "underwater-archaeology-wrecks-survey-excavation",
    discipline: "Maritime archaeology",
    title: "Shipwrecks and Submerged Sites",
    description:
      "Ships are among the most complex objects any society built, and their wrecks preserve moments that land sites rarely do. The module deals with how wreck sites form, with geophysical and diver survey, with excavation and the conservation of waterlogged finds, and with the 2001 UNESCO Convention on underwater cultural heritage.",
    level: "intermediate",
    duration: "one term, with a field week",
    plantedGap: "UNESCO",
    modules: [
      {
        title: "How a Wreck Becomes a Site",
        description:
          "A ship sinking is only the beginning; we study the processes that scramble, bury and preserve its remains.",
        lesson: {
          title: "Site formation processes",
          html: p(
            "A wreck site is not a ship frozen in time. Between the moment of loss and the arrival of archaeologists, the vessel and its contents are broken up, scattered, buried, eroded and partly preserved. Keith Muckelroy, in <i>Maritime Archaeology</i> (1978), offered the first systematic model of these site formation processes. He described the wreck as a system passing through a series of 'filters', some removing material from the site, such as salvage at the time of loss or floating away of light objects, and others scrambling what remains, such as the collapse of the hull and the movement of objects by currents.",
            "Environmental conditions decide what survives. Timber, rope, leather and textiles last only where they are quickly buried in fine sediment low in oxygen, which excludes the wood-boring shipworm <i>Teredo navalis</i> and most bacteria that break down organic material. On exposed rocky seabeds, organic remains disappear within years and only stone, ceramics and metal endure. Iron objects corrode and form concretions, hard masses of corrosion products and marine sediment that can encase other objects and preserve their shape as a hollow mould.",
            "The Tudor warship <i>Mary Rose</i>, which sank in the Solent in 1545, shows the importance of burial. She heeled to starboard as she sank and came to rest on her side; the starboard half was buried in soft silt and preserved, while the exposed port side was eroded away. Her lower decks survived with thousands of personal possessions in place.",
            "Understanding formation processes is practical, not merely theoretical. It allows the archaeologist to predict where buried material is likely to survive, to tell whether a scatter of objects represents one wreck or several, and to judge how far the distribution of finds reflects life on board rather than the wrecking event and later disturbance.",
          ),
        },
      },
      {
        title: "Finding and Recording Sites",
        description: "Before anyone dives, instruments towed from a boat can map the seabed and reveal buried metal.",
        lesson: {
          title: "Geophysical survey and diver recording",
          html:
            p(
              "Most underwater sites are found, or at least defined, by remote sensing from a survey vessel. Each instrument detects a different property of the seabed, so surveys combine several of them and the results are plotted together in a geographic information system.",
            ) +
            "<table><tr><th>Instrument</th><th>What it detects</th><th>Typical use</th></tr><tr><td>Multibeam echosounder</td><td>Seabed depth in a wide swath</td><td>Detailed 3D terrain models of exposed wrecks</td></tr><tr><td>Side-scan sonar</td><td>Strength of acoustic return</td><td>Images of objects and textures on the seabed</td></tr><tr><td>Sub-bottom profiler</td><td>Layers below the seabed</td><td>Buried hulls and old land surfaces</td></tr><tr><td>Magnetometer</td><td>Local changes in the Earth's magnetic field</td><td>Iron guns, anchors and fittings, even when buried</td></tr></table>" +
            p(
              "A magnetometer records anomalies in nanotesla. The strength of an anomaly falls off steeply with distance, roughly with the cube of the distance for a compact iron object, so a cannon that produces a clear anomaly at 5 metres may be invisible at 20. Survey lines are therefore run close together, often 10 to 20 metres apart, at a constant height above the seabed.",
              "Once divers are on site, recording must be as precise as on land despite poor visibility and limited time. Traditional methods use a baseline of tape along the site, with objects located by offsets at right angles or by trilateration, that is measuring from two known points. Direct Survey Method software, developed for the <i>Mary Rose</i> Trust, computes 3D positions from many tape measurements between control points and reports the error of each. Today, photogrammetry is standard: divers take hundreds of overlapping photographs, from which software builds a scaled, textured 3D model. Scale bars and control points fixed on the site ensure the model is accurate to a few centimetres.",
            ),
        },
      },
      {
        title: "Excavation and Waterlogged Finds",
        description:
          "Digging underwater needs special tools, and what comes up needs immediate care if it is not to crack and crumble.",
        lesson: {
          title: "Airlifts, dredges and the conservation of waterlogged wood",
          html: p(
            "Underwater excavation follows the same principles as excavation on land: remove deposits in the reverse order of their formation, record the position of every find and feature, and keep the record linked to the objects. The tools differ. Sediment is loosened by hand, fanning or with a trowel, and removed with an airlift, a tube into which compressed air is fed so that rising bubbles draw water and silt upward, or with a water dredge, which uses a pump to create suction at the mouth of a hose. Dredge spoil is passed through sieves to catch small finds. A grid of rigid frames laid over the site helps divers keep their bearings and record positions.",
            "Once raised, waterlogged organic materials are in danger. Wood that has lain in the sea for centuries may look sound, but bacteria have broken down much of its cellulose, and the cell walls are held in shape largely by water. If the wood is allowed to dry, the cells collapse and the object shrinks, warps and cracks irreversibly. Finds must therefore be kept wet from the moment they leave the seabed, usually in tanks of fresh water or wrapped in wet packing and polythene, and stored cool and dark.",
            "The most widely used conservation treatment is impregnation with polyethylene glycol (PEG), a water-soluble wax that gradually replaces the water in the wood. Low molecular weight PEG penetrates deep into well-preserved wood, and high molecular weight PEG fills degraded outer layers. The wood is then freeze-dried or allowed to dry very slowly. The hull of the <i>Mary Rose</i> was sprayed with PEG solutions from 1994 to 2013 and then air-dried in a controlled environment until 2016. The Swedish warship <i>Vasa</i>, raised in 1961, was treated with PEG for seventeen years and is still monitored, since iron and sulphur compounds in its timbers produce acids that continue to damage the wood.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-coding-icd10-opcs4-practice",
    discipline: "Clinical coding",
    title: "Clinical Coding with ICD-10 and OPCS-4",
    description:
      "Hospital episodes are turned into codes that drive statistics, research and payment. Trainee coders in NHS trusts work through the structure of ICD-10 and its indexes, the dagger and asterisk convention and the rules for the primary diagnosis, OPCS-4 procedure coding, and the grouping of coded episodes into Healthcare Resource Groups for payment.",
    level: "intermediate",
    duration: "15 days over 3 months",
    plantedGap: "Healthcare Resource Groups",
    modules: [
      {
        title: "Finding Your Way in ICD-10",
        description:
          "The classification has a tabular list and an alphabetical index, and a coder uses both, in that order of trust.",
        lesson: {
          title: "Chapters, categories and the four-step method",
          html: p(
            "The International Statistical Classification of Diseases and Related Health Problems, tenth revision (ICD-10), is published by the World Health Organization and used by the NHS in England to code diagnoses. It is printed in three volumes: Volume 1, the tabular list; Volume 2, the instruction manual; and Volume 3, the alphabetical index. The tabular list is organised into 22 chapters, mostly by body system (for example Chapter IX, Diseases of the circulatory system, I00–I99) but some by type of condition, such as Chapter II for neoplasms. Codes consist of a letter and two digits forming a three-character category, usually followed by a decimal point and a fourth character for more detail: I21 is acute myocardial infarction and I21.0 acute transmural myocardial infarction of the anterior wall.",
            "Coders are taught a four-step method for every diagnosis:",
            "<ul><li><b>Step 1: analyse</b> the documentation to identify the condition and any specifics, such as site, type or cause;</li><li><b>Step 2: look up</b> the lead term in the alphabetical index, which is usually the condition rather than the body site (look under 'Fracture', not 'Femur'), then follow its sub-terms;</li><li><b>Step 3: verify</b> the code in the tabular list, reading all inclusion and exclusion notes at chapter, block, category and subcategory level;</li><li><b>Step 4: assign</b> the code, applying the national standards.</li></ul>",
            "Skipping the verification step is the commonest cause of error. The index leads to a likely code, but only the tabular list shows, for example, that an exclusion note sends the coder to another chapter, or that a fourth character is required. The tabular list also uses conventions that must be understood: 'NOS' means not otherwise specified, used when the record gives no further detail; 'NEC', not elsewhere classified, means the classification has no more specific code even though the record is detailed; and square brackets enclose synonyms or alternative wordings.",
          ),
        },
      },
      {
        title: "Dagger, Asterisk and the Primary Diagnosis",
        description:
          "Some conditions need two codes, and every episode needs one diagnosis in first position; we learn the rules for both.",
        lesson: {
          title: "Dual classification and sequencing",
          html:
            p(
              "ICD-10 allows some conditions to be classified both by their underlying cause and by the way they show themselves in a particular organ. The underlying disease carries a dagger (†) code and the manifestation an asterisk (*) code. Diabetic cataract, for example, is coded E11.3† (type 2 diabetes mellitus with ophthalmic complications) and H28.0* (diabetic cataract). The asterisk code may never be used alone, and in the NHS the dagger code must be sequenced immediately before its asterisk code.",
            ) +
            "<table><tr><th>Condition</th><th>Dagger code</th><th>Asterisk code</th></tr><tr><td>Tuberculous meningitis</td><td>A17.0†</td><td>G01*</td></tr><tr><td>Type 1 diabetes with nephropathy</td><td>E10.2†</td><td>N08.3*</td></tr><tr><td>Pneumonia in measles</td><td>B05.2†</td><td>J17.1*</td></tr></table>" +
            p(
              "Every finished consultant episode must have a primary diagnosis in the first position. In NHS coding, this is the main condition treated or investigated during the episode, as recorded by the responsible clinician, not necessarily the reason for admission or the most serious condition. If a patient is admitted with chest pain and found to have a myocardial infarction, the infarction, once confirmed, is the primary diagnosis; the symptom code is not added because it is integral to the diagnosed condition. Symptom codes from Chapter XVIII are used as primary only when no definitive diagnosis has been made by the end of the episode.",
              "Secondary diagnoses follow. Coders record other conditions that coexist with the main condition and affect the patient's care, and the national standards list chronic conditions that must always be coded when documented, such as diabetes, hypertension and chronic obstructive pulmonary disease, because they affect outcomes. Coders must never infer a diagnosis from a test result or a drug alone; if the record is unclear, the correct step is to query the clinician.",
            ),
        },
      },
      {
        title: "Coding Procedures in OPCS-4",
        description:
          "Operations and interventions have their own classification in England, and its structure is different from ICD-10's.",
        lesson: {
          title: "OPCS-4 structure, method and site codes",
          html: p(
            "Procedures and interventions performed on NHS patients in England are coded with OPCS-4, the Office of Population Censuses and Surveys Classification of Interventions and Procedures, now maintained by NHS England and revised regularly (version 4.10 came into use in 2023). Like ICD-10, it has a tabular list and an alphabetical index, and codes are built from a letter and digits, typically four characters such as W37.1, primary total prosthetic replacement of hip joint using cement. Chapters are arranged mostly by body system: Chapter W covers other bones and joints, H the lower digestive tract and K the heart.",
            "OPCS-4 has a feature that ICD-10 does not: supplementary codes in Chapters Y and Z. Chapter Y codes describe methods and approaches, such as Y75.2 for a laparoscopic approach to an abdominal cavity, and Chapter Z codes give the anatomical site, such as Z94.2 for right side or Z94.3 for left side. These are added after the main procedure code to complete the description. A laparoscopic cholecystectomy is coded J18.3 (total cholecystectomy NEC) followed by Y75.2, so that the record shows both what was done and how.",
            "Sequencing follows national rules. The main procedure, usually the most resource-intensive one performed in the episode, goes first. Bilateral operations are coded with the procedure code followed by Z94.1 (bilateral operation). Some codes in the tabular list carry mandatory instructions, such as a requirement to add a site code from Chapter Z, and the coder must follow them.",
            "A short worked example: a patient has a primary cemented total replacement of the right knee. The codes are W40.1 (primary total prosthetic replacement of knee joint using cement) followed by Z94.2 (right sided). Had both knees been replaced in one sitting, the same W40.1 would be followed by Z94.1 instead, and the record would show one bilateral procedure rather than two separate ones.",
          ),
        },
      },
    ],
  },
];
