/** One-hundredth held-out evaluation courses, intermediate level; see ai-courses-heldout100.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT100_B: EvalCourse[] = [
  {
    slug: "crown-parliament-and-revolution-britain-under-the-stuarts-1603-1714",
    discipline: "Stuart history",
    title: "Crown, Parliament and Revolution: Britain under the Stuarts, 1603–1714",
    description:
      "From the Union of the Crowns in 1603 to the death of Queen Anne in 1714, the Stuart century remade the relationship between monarch, Parliament and church in three kingdoms. Seminars examine Jacobean kingship and finance, the Personal Rule and the collapse of royal authority in 1637–42, the Interregnum, and the Revolution of 1688–89 and the settlement that followed, working closely with printed primary sources.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one two-hour seminar a week)",
    plantedGap: "the Interregnum",
    modules: [
      {
        title: "James VI and I: Union, Religion and Money",
        description:
          "How a Scottish king governed England, why his plans for a fuller union failed, and how the crown's finances strained relations with Parliament.",
        lesson: {
          title: "The Jacobean Compromise",
          html: p(
            "James VI of Scotland succeeded Elizabeth I on 24 March 1603, uniting the crowns of England, Scotland and Ireland in one person but not the kingdoms themselves. He proclaimed himself King of Great Britain in 1604 after the English Parliament refused to adopt the title, fearing that a new kingdom would dissolve English law and precedence. Commissioners drafted terms for a union, but the Commons rejected free trade and general naturalisation in 1607. Only the judges advanced the project: in Calvin's Case (1608) they held that Scots born after the accession, the post-nati, were not aliens in England.",
            "In religion James sought a broad Protestant church that would contain moderate puritans while resisting Presbyterian claims. The Hampton Court Conference of January 1604 granted puritan petitioners few concessions but commissioned the translation published in 1611 as the Authorized Version. The Gunpowder Plot, uncovered on the night of 4–5 November 1605, produced harsher recusancy laws and the Oath of Allegiance of 1606, which required Catholics to deny the pope's power to depose kings—an attempt to separate loyal Catholics from militants.",
            "Money was the persistent problem. Elizabeth left debts of around £400,000, and James's larger family and generosity to favourites drove spending higher. Customs revenue grew through impositions, extra duties levied by prerogative and upheld by the Exchequer in Bate's Case (1606), but MPs objected that they were taxation without consent. Robert Cecil, Earl of Salisbury, proposed the Great Contract in 1610: the crown would surrender feudal revenues such as wardship and purveyance in return for a fixed grant of £200,000 a year. Both sides drew back, and Parliament was dissolved. The Addled Parliament of 1614 passed no legislation at all.",
            "Interpretation divides here. Whig historians traced the civil war back to these quarrels; revisionists such as Conrad Russell and Kevin Sharpe stressed that most parliamentary business was cooperative and that conflict was episodic rather than a rising tide. Test both readings against sources such as the Commons' Form of Apology and Satisfaction (1604), which was drafted in committee but never formally presented to the king—itself evidence of how far members were willing to go.",
          ),
        },
      },
      {
        title: "The Personal Rule and the Road to War, 1629–1642",
        description:
          "How eleven years of government without Parliament ended in Scottish rebellion, an Irish rising and civil war in England.",
        lesson: {
          title: "From Personal Rule to the Raising of the Standard",
          html: p(
            "Charles I dissolved Parliament in March 1629 after members held the Speaker in his chair while resolutions against religious innovation and unparliamentary customs duties were read. For eleven years he governed without Parliament. Peace with France (1629) and Spain (1630) cut spending, and revenue came from prerogative devices: distraint of knighthood, forest fines, monopolies, and above all ship money, extended from coastal to inland counties in 1635. In Hampden's Case (1637–38) the judges found for the king by only seven to five; the narrowness of the verdict emboldened refusers, and by 1639 collection was faltering.",
            "William Laud, Archbishop of Canterbury from 1633, promoted ‘the beauty of holiness’: communion tables railed at the east end like altars, greater ceremony, and restrictions on puritan lecturers. Critics read this as creeping popery. The crisis, though, began in Scotland. A Prayer Book imposed by royal authority without the consent of a General Assembly or Parliament provoked riots at St Giles' in Edinburgh on 23 July 1637. The National Covenant of February 1638 bound its signatories to resist such innovations, and the Glasgow Assembly that November abolished episcopacy.",
            "The Bishops' Wars of 1639 and 1640 exposed Charles's inability to fight without parliamentary supply. The Short Parliament (April–May 1640) insisted on redress of grievances first and was dissolved after three weeks. After the Scots occupied Newcastle, the king summoned the Long Parliament in November 1640. It impeached Laud, passed an act of attainder against Strafford (executed in May 1641), abolished Star Chamber and High Commission, declared ship money illegal, and passed a Triennial Act requiring Parliament to meet at least every three years.",
            "Unity broke over religion and over the Irish rising of October 1641, which raised the question of who could be trusted to command an army to suppress it. The Grand Remonstrance passed by only 159 votes to 148 in November 1641. Charles's attempt to arrest five members in the Commons on 4 January 1642 failed, and he left London. After rejecting the Nineteen Propositions in June, he raised his standard at Nottingham on 22 August 1642. Russell's ‘three kingdoms’ argument—that England's war was triggered by Scottish and Irish crises—remains the starting point for debate.",
          ),
        },
      },
      {
        title: "Revolution and Settlement, 1685–1714",
        description:
          "James II's Catholic policies, William of Orange's invasion, and the constitutional and religious settlement that led to the Hanoverian succession.",
        lesson: {
          title: "1688 and Its Consequences",
          html: p(
            "James II succeeded his brother in February 1685 and crushed Monmouth's rebellion at Sedgemoor that July. He kept a large standing army and commissioned Catholic officers, dispensing them from the Test Acts; in Godden v Hales (1686) a packed bench upheld the dispensing power. His Declaration of Indulgence of April 1687 suspended the penal laws, and when it was reissued in 1688 with an order that it be read in churches, seven bishops petitioned against it. Tried for seditious libel, they were acquitted on 30 June 1688. The birth of a son, James Francis Edward, on 10 June had raised the prospect of a Catholic dynasty, and on the day of the acquittal seven leading figures invited William of Orange to intervene.",
            "William landed at Torbay on 5 November 1688 with an army of some 15,000. Officers such as John Churchill deserted, and James fled to France in December. The Convention resolved that James had abdicated and the throne was vacant, and on 13 February 1689 William and Mary accepted the crown together with the Declaration of Rights. Enacted as the Bill of Rights in December 1689, it condemned the suspending power, and the dispensing power ‘as it hath been assumed and exercised of late’, forbade a peacetime standing army and taxation without parliamentary consent, and barred Catholics from the throne. In Scotland the Claim of Right declared that James had forfeited the crown; in Ireland the war ended with the Treaty of Limerick in 1691.",
            "Long wars against France transformed the state. Parliament granted revenue for limited periods and passed the Mutiny Act annually, so it now had to meet every year; the Toleration Act (1689) gave Protestant dissenters freedom of worship; the Bank of England (1694) underpinned a funded national debt. After the death of Anne's last surviving child in 1700, the Act of Settlement (1701) fixed the succession on Sophia of Hanover and her Protestant heirs and gave judges tenure during good behaviour. Union with Scotland on 1 May 1707 created the Kingdom of Great Britain, secured the Hanoverian succession north of the border. Anne died on 1 August 1714 and George I succeeded.",
            "Macaulay's ‘glorious’ and bloodless revolution has been challenged, most sharply by Steve Pincus, who in 1688: The First Modern Revolution (2009) argues for a violent, popular and transformative break.",
          ),
        },
      },
    ],
  },
  {
    slug: "stylistics-the-linguistic-analysis-of-literary-texts",
    discipline: "Stylistics",
    title: "Stylistics: The Linguistic Analysis of Literary Texts",
    description:
      "A seminar course in the close linguistic analysis of poetry and prose: foregrounding through deviation and parallelism; the presentation of speech and thought; point of view, deixis and mind style; and corpus stylistics, which tests intuitions about an author's style against frequency data. Weekly analyses range over texts from Austen to Ishiguro.",
    level: "intermediate",
    duration: "eleven weeks (one two-hour seminar a week)",
    plantedGap: "corpus stylistics",
    modules: [
      {
        title: "Foregrounding: Deviation and Parallelism",
        description:
          "How literary texts make language prominent by breaking norms or imposing unexpected regularity, and how to describe each at the correct linguistic level.",
        lesson: {
          title: "Describing Foregrounding Level by Level",
          html: p(
            "Foregrounding, a term stylistics inherited from the Prague School and especially from Jan Mukařovský's essay ‘Standard Language and Poetic Language’ (1932), names the ways a text draws attention to its own language. Two mechanisms are distinguished. Deviation breaks a norm—either a norm of the language as a whole or, in internal deviation, a pattern the text itself has set up. Parallelism imposes more regularity than the language requires, repeating a structure so that the reader compares whatever fills its slots. Roman Jakobson's formula (1960) is that the poetic function ‘projects the principle of equivalence from the axis of selection into the axis of combination’.",
            "Geoffrey Leech's A Linguistic Guide to English Poetry (1969) insists that deviation be located at a specific linguistic level:",
            "<ul><li>Lexical: new words, as in Hopkins's ‘widow-making unchilding unfathering deeps’ in The Wreck of the Deutschland.</li><li>Grammatical: Dylan Thomas's ‘a grief ago’ places an abstract noun in a slot that grammar reserves for units of time.</li><li>Phonological: rhyme, alliteration and metrical patterns, as well as poetic elision.</li><li>Graphological: E. E. Cummings's lower case, broken words and spacing.</li><li>Semantic: metaphor, paradox and oxymoron, where the literal meaning is impossible.</li></ul>",
            "Parallelism is easiest to see in prose. ‘It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness …’ opens A Tale of Two Cities by repeating one syntactic frame and filling it with antonyms. Because the structures are equivalent, the reader treats the pairs as comparable, so the parallelism itself enacts an age of contradiction.",
            "The claims are empirically testable. Willie van Peer (1986) asked readers to mark striking passages in poems and found that their judgements matched the stylistician's predictions about foregrounded lines; David Miall and Don Kuiken (1994) found that foregrounded passages in short stories were read more slowly and rated more striking and more affecting. Description is only half of an analysis, however: the analyst must go on to link a formal feature to an interpretive effect and justify that link from the text.",
          ),
        },
      },
      {
        title: "Speech and Thought Presentation",
        description:
          "Classifying the ways narrators report what characters say and think, from narrative report to free direct forms, and explaining the effect of each choice.",
        lesson: {
          title: "The Leech and Short Categories",
          html: p(
            "Leech and Short's Style in Fiction (1981; second edition 2007) models the presentation of speech as a scale running from maximal narratorial control to apparently unmediated character speech. Working from one base utterance shows the categories clearly:",
            "<table><tr><th>Category</th><th>Example</th></tr><tr><td>Narrator's representation of voice (NV)</td><td>She talked for a while.</td></tr><tr><td>Narrator's representation of speech act (NRSA)</td><td>She promised to return.</td></tr><tr><td>Indirect speech (IS)</td><td>She said that she would come back there the next day.</td></tr><tr><td>Free indirect speech (FIS)</td><td>She would come back here tomorrow!</td></tr><tr><td>Direct speech (DS)</td><td>She said, ‘I will come back here tomorrow.’</td></tr><tr><td>Free direct speech (FDS)</td><td>I will come back here tomorrow.</td></tr></table>",
            "Free indirect speech is a blend. It keeps the backshifted tense and third-person pronoun of indirect speech—the narrator's frame—but uses the character's deictics (‘here’, ‘tomorrow’) and expressive features such as exclamation, so two voices are heard at once. The category NV was added later, by Elena Semino and Mick Short, for reports that a speech event happened without any indication of its content.",
            "Leech and Short argue that the norm differs for speech and thought. Speech can be overheard, so direct speech is the norm, and moves towards the narrator's end—summarising as NRSA or IS—distance the reader from the character. Thought cannot be observed, so indirect thought is the norm, and moves towards the character's end give an impression of intimate access. Free indirect thought is therefore the characteristic technique of novels of consciousness.",
            "Consider the opening of Woolf's Mrs Dalloway: ‘Mrs Dalloway said she would buy the flowers herself.’ This is indirect speech, the narrator reporting. A few lines later, ‘What a lark! What a plunge!’ has no reporting clause and the exclamatory syntax of Clarissa's own mind, yet is embedded in third-person past-tense narration: free indirect thought. The shift lets the narrative slide into Clarissa's perception without announcing it, and the reader often cannot say exactly where the narrator's voice ends.",
            "When analysing a passage, label each sentence, note where the boundaries between categories blur, and then ask what the pattern of choices does to sympathy, irony and reliability.",
          ),
        },
      },
      {
        title: "Point of View, Deixis and Mind Style",
        description:
          "How deictic choices position the reader, and how consistent linguistic patterns can render a distinctive way of perceiving the world.",
        lesson: {
          title: "Transitivity and Mind Style: Halliday on The Inheritors",
          html: p(
            "Point of view in narrative has spatial, temporal, psychological and ideological dimensions. Spatial and temporal point of view are encoded by deixis: proximal forms such as ‘this’, ‘here’, ‘now’ and ‘come’ place the deictic centre close to a character, distal forms such as ‘that’, ‘there’, ‘then’ and ‘go’ place it further away. Deictic shift theory, developed by Judith Duchan and colleagues in the 1990s, proposes that readers relocate their own deictic centre into the story world and interpret these expressions from there.",
            "Roger Fowler (1977) coined ‘mind style’ for any distinctive linguistic representation of an individual mental self. The classic demonstration is M. A. K. Halliday's 1971 paper ‘Linguistic Function and Literary Style’, on William Golding's The Inheritors. Much of the novel is focalised through Lok, a Neanderthal who watches a man draw a bow: ‘The stick began to grow shorter at both ends. Then it shot out to full length again.’ Lok cannot interpret a bow, an arrow or the act of shooting at him.",
            "Halliday analysed the passage through transitivity: the grammar of processes (material, mental, relational, verbal), the participants in them (Actor, Goal, Senser) and the circumstances. In Lok's sections, most clauses are intransitive, and many have inanimate subjects—sticks, twigs, branches—rather than human Actors who act on Goals. Where a person does act, the action rarely affects anything beyond the actor's own body. The grammar thus encodes a world without cause and effect, the limited understanding of Lok's people. Towards the end of the novel, when the point of view moves to the new people, transitive clauses with human Actors become normal, and the reader feels the change before being told of it.",
            "Other mind styles repay the same method. Benjy's narration in Faulkner's The Sound and the Fury (1929) opens ‘Through the fence, between the curling flower spaces, I could see them hitting’: a transitive verb used without its Goal, because Benjy does not know that they are hitting golf balls. Ishiguro's Stevens in The Remains of the Day uses hedged, formal and evasive constructions whose pattern signals what the narrator will not admit to himself.",
            "A strong analysis does not rest on a single sentence. Classify every clause in a passage, tabulate process types and Actors, and compare the result with a contrasting passage from the same text.",
          ),
        },
      },
    ],
  },
  {
    slug: "managing-tourism-destinations",
    discipline: "Tourism management",
    title: "Managing Tourism Destinations",
    description:
      "Overcrowded historic centres, seasonal unemployment and eroded coastlines are as much a part of tourism as revenue and jobs. Future destination managers learn to measure demand and seasonality, interpret the tourism area life cycle, set and monitor carrying capacity, design visitor management schemes, and estimate tourism's economic contribution using tourism satellite accounts.",
    level: "intermediate",
    duration: "twelve weeks (one lecture and one case-study workshop a week)",
    plantedGap: "tourism satellite accounts",
    modules: [
      {
        title: "Who Counts as a Tourist? Measuring Demand",
        description:
          "Statistical definitions of visitors and trips, the main demand indicators, and how to measure and explain seasonality.",
        lesson: {
          title: "Definitions, Indicators and Seasonality",
          html: p(
            "Tourism statistics follow the International Recommendations for Tourism Statistics 2008 (IRTS 2008), published by the United Nations and the World Tourism Organization (renamed UN Tourism in 2024). A visitor is a traveller taking a trip to a main destination outside their usual environment, for less than a year, for any main purpose—leisure, business, visiting friends and relatives, health, education—other than to be employed by a resident entity in the place visited. A visitor who stays overnight is a tourist; one who does not is a same-day visitor, or excursionist. Cruise passengers ashore for the day are same-day visitors, and business travellers count as visitors.",
            "The main indicators measure different things. Arrivals count trips, not people: someone who visits Spain three times in a year is three arrivals. Overnight stays (bed-nights) capture the volume of accommodation use, and average length of stay is nights divided by arrivals. Spending per trip or per night links volume to value, and occupancy rates show how fully accommodation capacity is used. International tourist arrivals worldwide reached about 1.5 billion in 2019 and fell by roughly 70 per cent in 2020, a reminder of how exposed destinations are to shocks.",
            "Seasonality is the concentration of demand in part of the year. A simple measure is the seasonality ratio, peak-month demand divided by the monthly average. A coastal resort recording 60,000 bed-nights in August out of 240,000 for the year has a monthly average of 20,000 and a peak ratio of 3.0. Other measures include the coefficient of variation of monthly figures and the Gini coefficient, where 0 means demand spread perfectly evenly across the months.",
            "Richard Butler (1994) distinguished natural seasonality, driven by climate and daylight, from institutionalised seasonality, driven by school holidays, religious festivals and custom. The distinction matters for policy: marketing and events can shift institutional patterns—conference tourism in the shoulder months, for example—but cannot make a northern beach warm in February. Seasonality leaves hotels and transport idle for part of the year, creates seasonal unemployment, and concentrates pressure on infrastructure and residents in the peak.",
            "Demand also responds to income, relative prices, exchange rates and transport costs; international leisure travel typically has an income elasticity above one, so it grows faster than income in good years and falls faster in recessions.",
          ),
        },
      },
      {
        title: "The Destination Life Cycle",
        description:
          "Butler's tourism area life cycle and Doxey's irritation index as tools for diagnosing where a destination stands and what it might do next.",
        lesson: {
          title: "Butler, Doxey and Rejuvenation",
          html: p(
            "Richard Butler's tourism area life cycle (TALC), published in The Canadian Geographer in 1980, proposes that visitor numbers at a destination follow an S-shaped curve over time, bounded by its capacity. He described six stages:",
            "<ol><li>Exploration: small numbers of independent visitors, few facilities, close contact with residents.</li><li>Involvement: residents begin to provide services; a tourist season and some advertising emerge.</li><li>Development: outside investment, heavy marketing and rapid growth; in the peak, visitors may outnumber residents.</li><li>Consolidation: growth slows, the local economy depends heavily on tourism, and some residents become resentful.</li><li>Stagnation: capacity is reached, the image is no longer fashionable, and the destination relies on repeat visitors and conferences.</li><li>Post-stagnation: outcomes range from decline, as accommodation is converted to other uses, to rejuvenation through new attractions or markets.</li></ol>",
            "George Doxey's irritation index, or Irridex (1975), offers a parallel model of resident attitudes moving from euphoria through apathy and annoyance to antagonism as visitor numbers grow. Together the models suggest that social tolerance, not just physical space, limits growth.",
            "Applying the TALC means gathering evidence: visitor numbers and growth rates over decades, the share of repeat visitors, the age and quality of the accommodation stock, average prices and spending, and surveys of resident opinion. British seaside resorts illustrate the curve: they grew on railway-based mass holidays in the late nineteenth and early twentieth centuries and declined as air package holidays to the Mediterranean expanded from the 1960s. Some have pursued culture-led rejuvenation; Margate's Turner Contemporary gallery, opened in 2011, is a frequently cited case.",
            "The model has well-known limits. Stages are easy to identify in hindsight but hard to recognise in the present; the unit of analysis is unclear, since a city may contain a declining resort district beside a booming historic quarter; and the curve seems to imply inevitability, whereas decline often reflects management choices. Most researchers treat the TALC as a diagnostic heuristic rather than a predictive law, and pair it with destination-specific data.",
          ),
        },
      },
      {
        title: "Carrying Capacity and Visitor Management",
        description:
          "From fixed capacity limits to limits of acceptable change, and the tools managers use to spread, cap or redirect visitors.",
        lesson: {
          title: "Limits, Indicators and Interventions",
          html: p(
            "Carrying capacity is the level of use a destination can sustain without unacceptable damage. It has several dimensions: physical (how many people a site can physically hold), ecological (how much use before habitats degrade), social or perceptual (the level of crowding visitors and residents will tolerate) and economic (the point at which tourism displaces other activities or inflates housing costs). Early research sought a single number for each site, but capacity turned out to depend on management, design and value judgements: a well-surfaced path with good signage carries far more walkers than an eroding one.",
            "The Limits of Acceptable Change (LAC) framework, published by George Stankey and colleagues for the US Forest Service in 1985, reframed the question from ‘how many is too many?’ to ‘what conditions are acceptable, and what will we do when they are breached?’ Its steps include defining the desired conditions, choosing measurable indicators, setting standards, monitoring, and specifying management actions triggered when a standard is exceeded. Indicators might include path width and erosion, encounters with other groups per day, queue times, noise complaints or the share of housing let to visitors. The US National Park Service's Visitor Experience and Resource Protection (VERP) framework follows similar logic.",
            "Managers then choose among interventions:",
            "<ul><li>Pricing: in 2024 Venice trialled a €5 access fee for day-trippers on 29 peak days.</li><li>Timed entry: Machu Picchu sells tickets for fixed entry slots and circuits, and the Alhambra allocates a fixed time for entering the Nasrid Palaces.</li><li>Caps: from 2019 Dubrovnik agreed with the cruise industry to limit calls to two ships and about 4,000 passengers a day.</li><li>Regulation of accommodation: Amsterdam cut the limit on renting out a whole home to tourists to 30 nights a year from 2019.</li><li>Zoning, routing and dispersal: directing visitors to lesser-known sites or to quieter seasons.</li></ul>",
            "Every measure must be evaluated for side effects. Caps and fees can displace pressure to neighbouring areas; pricing raises equity concerns for residents and low-income visitors; timed entry needs enforcement and reliable booking systems. Governance determines whether any of this happens, because destination marketing organisations are often rewarded for growth while local authorities bear its costs.",
          ),
        },
      },
    ],
  },
  {
    slug: "wheelchair-seating-and-postural-management",
    discipline: "Wheelchair seating",
    title: "Wheelchair Seating and Postural Management",
    description:
      "For occupational therapists, physiotherapists and rehabilitation engineers working in wheelchair services, the content spans postural assessment on the plinth, measuring for seat and back dimensions, cushion selection and pressure mapping, tilt-in-space and recline, and powered mobility assessment, with case studies from adult and paediatric clinics.",
    level: "intermediate",
    duration: "six weeks (one three-hour clinical skills session a week)",
    plantedGap: "powered mobility assessment",
    modules: [
      {
        title: "The Pelvis First: Mat Assessment",
        description:
          "Assessing posture lying and sitting, distinguishing fixed from flexible deformity, and measuring the hip and knee ranges that dictate seat geometry.",
        lesson: {
          title: "Reading the Pelvis on the Plinth",
          html: p(
            "Seating assessment begins with the pelvis because it is the base of support: its position determines the shape of the spine above and the position of the hips and legs below. Assess first with the person supine on a plinth, where gravity no longer loads the trunk, then sitting on the edge of the plinth with the assessor supporting, and only then in the wheelchair. Comparing the three reveals whether a posture is produced by the chair, by muscle tone or weakness, or by fixed joint limitation.",
            "Describe the pelvis in three planes, using the anterior and posterior superior iliac spines (ASIS and PSIS) as landmarks. In posterior pelvic tilt the ASIS move back relative to the PSIS: the person sits on the sacrum, the lumbar spine flexes, the thoracic kyphosis increases. Anterior tilt increases lumbar lordosis. Pelvic obliquity, in which one side is lower, is named by the lower side and is often accompanied by a lumbar scoliosis, typically convex towards the low side. Pelvic rotation brings one ASIS forward of the other.",
            "Next establish whether each deviation is flexible or fixed. With hands on the ASIS, try gently to move the pelvis towards neutral. If it corrects, the posture is flexible and the seating should support the person in the corrected position. If it will not move, it is fixed and must be accommodated: forcing a fixed deformity into a ‘normal’ shape concentrates load on small areas, causing pain and pressure injury.",
            "Two measurements govern seat geometry. First, hip flexion range with the knee bent: if the hip cannot flex to 90°, a standard 90° seat-to-back angle will drive the pelvis into posterior tilt, so the angle must be opened to match. Second, hamstring length, recorded as the popliteal angle: with the hip held at the intended seating angle, extend the knee until the pelvis begins to move. Because the hamstrings cross both hip and knee, short hamstrings with extended knees—elevating legrests or footplates set far forward—pull the ischia forward into posterior tilt. The usual remedy is to bring the footplate back under the seat so the knees stay within their available range.",
            "In people with cerebral palsy, a windswept pattern—one hip abducted and externally rotated, the other adducted and internally rotated—signals a risk of hip dislocation and calls for 24-hour postural management.",
          ),
        },
      },
      {
        title: "Measuring for the Seating System",
        description:
          "Taking body measurements in sitting and translating them into seat width, seat depth, footrest and backrest dimensions.",
        lesson: {
          title: "From Body Measurements to Chair Dimensions",
          html: p(
            "Measure the person, not the old chair, sitting on a firm surface with the pelvis as close to neutral as they allow. Use a calliper or two rigid boards for widths, and measure both sides for lengths. Then translate the measurements, allowing for clothing, cushion compression and the person's goals.",
            "<table><tr><th>Body measurement</th><th>How taken</th><th>Typical translation</th></tr><tr><td>Hip width</td><td>Widest point across hips or thighs</td><td>Seat width: hip width plus about 2.5 cm in total</td></tr><tr><td>Buttock–popliteal length</td><td>Back of buttock to back of knee, each side</td><td>Seat depth: shorter side minus 2.5–5 cm</td></tr><tr><td>Lower leg length</td><td>Popliteal crease to underside of heel, wearing shoes</td><td>Footplate position, allowing for cushion compression and at least 5 cm ground clearance</td></tr><tr><td>Sitting elbow height</td><td>Seat to underside of elbow, arm at side</td><td>Armrest height: elbow height plus about 2.5 cm</td></tr><tr><td>Height to inferior angle of scapula</td><td>Seat to lower tip of shoulder blade</td><td>Backrest height for an active self-propeller: usually below this point</td></tr></table>",
            "Each rule has a reason. A seat that is too wide lets the person lean to one side, encouraging pelvic obliquity, and puts the wheels out of comfortable reach; a wider chair may also fail to pass through a 75 cm doorway. Too narrow, and it loads the greater trochanters. A seat that is too deep presses behind the knees, so the person slides forward into posterior tilt to reach the backrest; too shallow, and load concentrates on the ischial tuberosities while the thighs go unsupported. A footplate set too high lifts the thighs off the seat and transfers weight onto the ischia; set too low, it presses the thighs onto the front edge of the seat and encourages sliding.",
            "Worked example: an adult with a hip width of 38 cm and buttock–popliteal lengths of 47 cm (right) and 45 cm (left) needs a seat about 40–41 cm wide and 40–42 cm deep, based on the shorter left side. The 2 cm difference in length should prompt a check for pelvic rotation before it is put down to leg length.",
            "For self-propellers, position the rear axle as far forward as stability allows. With the hand resting on top of the pushrim, the elbow should be flexed to roughly 100–120°, a position that reduces shoulder strain over thousands of daily strokes.",
          ),
        },
      },
      {
        title: "Pressure, Tilt and Recline",
        description:
          "Protecting skin through cushion choice, interface pressure mapping and repositioning, and choosing between tilt-in-space and recline.",
        lesson: {
          title: "Managing Load in Sitting",
          html: p(
            "In upright sitting the highest pressures lie under the ischial tuberosities. When the pelvis rolls into posterior tilt, load moves onto the sacrum and coccyx, which have little soft-tissue cover. Pressure injuries result from sustained pressure and shear, made worse by heat and moisture at the skin, and in sitting they often begin in deep tissue next to bone, so the skin surface may look intact while damage progresses beneath it.",
            "Cushions manage load in different ways. Flat foam is cheap and stable but bottoms out with time. Contoured foam, often with a pre-ischial ridge, cradles the pelvis and resists forward sliding. Gel and fluid cushions allow the pelvis to sink in (immersion) and the cushion to mould around it (envelopment), spreading load and reducing shear. Interconnected air-cell cushions give the greatest immersion but need correct inflation—checked by sliding a hand under the ischial tuberosities, where about 1–2.5 cm of clearance should remain—and can feel unstable for transfers and reaching.",
            "Pressure mapping places a thin sensor mat between person and cushion and displays interface pressure, usually in mmHg, as a colour map. It is best used as visual feedback: comparing cushions, checking set-up and teaching the person the effect of their posture. There is no universally safe threshold, because readings vary with the mat, calibration and time. Look at the location, size and gradient of peak areas, and map for several minutes, since values change as tissues and cushion settle.",
            "Tilt-in-space rotates the whole seat and back together, keeping hip and knee angles constant while moving load from the buttocks onto the back. Research summarised in the RESNA position paper on tilt, recline and elevating legrests indicates that tilt of at least 25–30°, ideally combined with some recline, is needed for a meaningful reduction in ischial pressure; small angles mainly aid comfort and head control. Recline opens the seat-to-back angle. It helps people with limited hip flexion, supports personal care and can relieve orthostatic hypotension, but because the backrest pivot does not coincide with the hip joint, reclining and returning upright produces shear and lets the person slide, so posture must be checked afterwards.",
            "Equipment does not replace behaviour: teach regular weight shifts, such as forward and side leans, at intervals agreed with the person and reviewed against the condition of their skin.",
          ),
        },
      },
    ],
  },
  {
    slug: "water-distribution-networks-hydraulics-leakage-and-pressure",
    discipline: "Water distribution engineering",
    title: "Water Distribution Networks: Hydraulics, Leakage and Pressure",
    description:
      "Hydraulic analysis of pipes and looped networks; district metering and night-flow analysis; leakage assessment with the IWA water balance; pressure management and surge protection; and water quality modelling of chlorine decay—the core methods of the distribution engineer, taught through worked calculations and EPANET exercises.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one computer laboratory a week)",
    plantedGap: "chlorine decay",
    modules: [
      {
        title: "Head Loss in Pressurised Pipes",
        description:
          "Calculating friction losses with the Darcy–Weisbach and Hazen–Williams equations and checking the results against velocity and service-pressure criteria.",
        lesson: {
          title: "Friction, Velocity and Service Pressure",
          html: p(
            "Water moving through a full pipe loses energy to friction, and the distribution engineer's first calculation is that head loss. The Darcy–Weisbach equation is physically based: h<sub>f</sub> = f (L/D) v²/2g, where L is pipe length, D internal diameter, v mean velocity and f the friction factor. For turbulent flow, f comes from the Colebrook–White equation or its explicit Swamee–Jain approximation, and depends on the Reynolds number and the relative roughness k<sub>s</sub>/D.",
            "The empirical Hazen–Williams equation remains common in practice: in SI units, h<sub>f</sub> = 10.67 L Q<sup>1.852</sup> / (C<sup>1.852</sup> D<sup>4.87</sup>), with Q in m³/s and D in metres. Its coefficient C is easy to use—around 140 for new plastic or lined pipe, falling towards 100 or less for old, tuberculated cast iron—but it is strictly valid only for water at ordinary temperatures in fully turbulent flow, and C is not truly constant as velocity changes.",
            "Worked example: a 300 mm main, 1 km long, carries 70 L/s. The cross-sectional area is 0.0707 m², so v = 0.99 m/s. With water at 20 °C (kinematic viscosity 1.0 × 10⁻⁶ m²/s), Re ≈ 297,000. Taking k<sub>s</sub> = 0.1 mm, Swamee–Jain gives f ≈ 0.0173 and a Darcy–Weisbach head loss of about 2.9 m. Hazen–Williams with C = 120 gives about 3.8 m; with C = 140 it gives 2.9 m. The lesson is that the two methods agree only when their roughness parameters describe the same pipe, so coefficients must be calibrated rather than copied from a table.",
            "Velocity is checked alongside head loss. Design velocities in distribution mains usually lie between about 0.5 and 1.5 m/s. Much higher velocities waste head and increase the severity of transients; very low ones lengthen the time water spends in the network and allow sediment to settle, which is later mobilised as discoloured water when flows rise.",
            "Finally, pressure. In England and Wales, Ofwat's DG2 reference level is a pressure of 10 m head at a flow of 9 litres per minute at the boundary stop tap, and most companies design for well above this, often 15–20 m at the critical point. Upper limits are set by pipe ratings and by leakage, which rises with pressure. The network is therefore designed to deliver pressure within a band, not simply as much as possible.",
          ),
        },
      },
      {
        title: "Looped Networks and District Metered Areas",
        description:
          "Solving flows in looped networks, building and calibrating a network model, and dividing a system into metered zones to track losses.",
        lesson: {
          title: "From Hardy Cross to Night-Flow Analysis",
          html: p(
            "A looped network obeys two laws. At every node, inflow equals outflow plus demand (continuity). Around every closed loop, head losses sum to zero, because the head at any point has a single value (energy). Hardy Cross (1936) solved these by hand: assume flows that satisfy continuity, compute the loop's head-loss imbalance, and correct each loop's flows by ΔQ = −Σh / (n Σ|h/Q|), where n is 1.852 for Hazen–Williams, repeating until corrections are negligible. Modern software such as EPANET, released by the US Environmental Protection Agency in 1993, solves all loops and nodes simultaneously using the gradient method of Todini and Pilati (1988).",
            "A model is only as good as its calibration. Engineers install pressure loggers and flow meters, run hydrant flow tests to stress the network, and adjust pipe roughness, demand allocation and valve status until modelled pressures match field data, typically within a metre or two at most loggers. Closed valves recorded as open in the asset database are a common cause of discrepancies.",
            "District metered areas (DMAs) divide the network into discrete zones, each supplied through one or a few metered inlets with boundary valves closed. UK practice has generally used zones of about 1,000–3,000 properties: small enough that a new burst shows clearly in the inflow, large enough to keep meter and valve costs reasonable. The inflow record then becomes a continuous leakage monitor.",
            "The key measurement is minimum night flow, usually taken between 03:00 and 04:00 when legitimate use is lowest. Worked example: a DMA of 2,000 households records a minimum night flow of 9.6 m³/h. Household night use, at an assumed 1.7 litres per property per hour, is 3.4 m³/h; a hospital and a bakery, logged separately, use 1.2 m³/h. The net night flow, 9.6 − 3.4 − 1.2 = 5.0 m³/h, is the estimated leakage at night.",
            "Leakage by day is lower than at night because pressures fall as demand rises, so the night figure is converted to a daily total with an hour-to-day factor of less than 24, derived from the zone's pressure profile. With a factor of 20 hours, this DMA leaks about 100 m³ a day. A night flow that steps upwards overnight and stays up signals a new burst to be found.",
          ),
        },
      },
      {
        title: "Leakage, Pressure Management and Surge",
        description:
          "Applying the IWA water balance and infrastructure leakage index, predicting the effect of pressure reduction, and estimating transient pressures.",
        lesson: {
          title: "Real Losses, Pressure and Water Hammer",
          html: p(
            "The International Water Association (IWA) water balance divides system input volume into authorised consumption and water losses. Losses are split into apparent losses—customer meter under-registration, unauthorised consumption and data-handling errors—and real losses: leaks and bursts on mains and service pipes and overflows from storage. Non-revenue water adds unbilled authorised consumption, such as firefighting and mains flushing, to the losses.",
            "Because large systems leak more in absolute terms, performance is compared with the unavoidable annual real losses (UARL), the estimated minimum achievable with good practice: UARL (litres/day) = (18 L<sub>m</sub> + 0.8 N<sub>c</sub> + 25 L<sub>p</sub>) × P, where L<sub>m</sub> is mains length in km, N<sub>c</sub> the number of service connections, L<sub>p</sub> the length of private pipe between property boundary and meter in km, and P average pressure in metres. For 120 km of mains, 9,000 connections, meters at the boundary (L<sub>p</sub> = 0) and 45 m pressure, UARL = (2,160 + 7,200) × 45 = 421,200 L/day, about 421 m³/day. If current annual real losses are 1,680 m³/day, the infrastructure leakage index (ILI), current losses divided by UARL, is about 4.0.",
            "Pressure management is often the cheapest leakage reduction. The FAVAD concept (fixed and variable area discharges) relates leak flow to pressure by L₁/L₀ = (P₁/P₀)<sup>N1</sup>. N1 is about 0.5 for rigid pipes with fixed-area holes, rises to 1.5 or more for plastic pipes whose cracks open under pressure, and is often taken as 1.0 for mixed networks. Reducing average zone pressure from 50 m to 40 m with a pressure-reducing valve cuts leakage by 20 per cent if N1 = 1.0, and by about 28 per cent if N1 = 1.5, since 0.8<sup>1.5</sup> ≈ 0.72. Burst frequency usually falls as well. Flow-modulated control lowers night pressure while protecting the critical point at peak demand.",
            "Rapid changes in flow cause surge, or water hammer. The Joukowsky equation gives the pressure change for a rapid velocity change: Δh = aΔv/g, where a is the wave speed—roughly 1,000–1,200 m/s in ductile iron, far lower in polyethylene. Stopping 1.0 m/s instantly in a ductile iron main with a = 1,100 m/s gives Δh ≈ 112 m. A closure counts as rapid if it takes less than the wave's return time, 2L/a: 3.6 s for a 2 km main. Slow valve closure, surge vessels, air valves and pump flywheels keep transients within pipe ratings.",
          ),
        },
      },
    ],
  },
];
