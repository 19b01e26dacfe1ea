/** Ninety-eighth held-out evaluation courses, intermediate level; see ai-courses-heldout98.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT98_B: EvalCourse[] = [
  {
    slug: "intravenous-therapy-and-vascular-access-for-adult-nurses",
    discipline: "Intravenous therapy",
    title: "Intravenous Therapy and Vascular Access for Adult Nurses",
    description:
      "Registered nurses and nursing associates extending their role into vascular access practise vein selection and cannulation technique, infusion rate calculations, and the recognition and grading of phlebitis and extravasation. The course also prepares participants for the care of central venous access devices on adult wards.",
    level: "intermediate",
    duration: "four weeks (two study days and supervised clinical practice)",
    plantedGap: "central venous access devices",
    modules: [
      {
        title: "Vein Selection and Cannulation Technique",
        description:
          "Choosing a vein and a cannula size, and inserting a peripheral cannula using aseptic non-touch technique.",
        lesson: {
          title: "Placing a peripheral cannula",
          html: p(
            "Before any cannula is placed, the first question is whether the patient needs one. A large share of peripheral cannulas are never used, and each one carries a risk of phlebitis and bloodstream infection, so oral alternatives and planned duration of therapy are checked first.",
            "Vein selection favours the forearm. The cephalic and basilic veins and their tributaries give straight, palpable segments where the cannula is splinted by the forearm bones and is unlikely to kink. The antecubital fossa is avoided for routine infusions because elbow flexion obstructs flow and irritates the vein wall, and the back of the hand is less comfortable and limits the patient's use of it. An arm with a dialysis fistula, lymphoedema, a recent axillary node clearance or stroke-related weakness is not used. A good vein feels bouncy and refills after gentle compression; a hard, cord-like vein is thrombosed.",
            "The rule is the smallest gauge that will deliver the prescribed therapy. Cannulas are colour-coded and their gravity flow rates, measured with water through a standard length, rise steeply with size:" +
              "<table><tr><th>Gauge</th><th>Colour</th><th>Approximate flow (mL/min)</th><th>Typical use</th></tr>" +
              "<tr><td>22G</td><td>Blue</td><td>35</td><td>Most intermittent drugs, fragile veins</td></tr>" +
              "<tr><td>20G</td><td>Pink</td><td>60</td><td>Routine infusions</td></tr>" +
              "<tr><td>18G</td><td>Green</td><td>100</td><td>Rapid fluids, blood products</td></tr>" +
              "<tr><td>16G</td><td>Grey</td><td>200</td><td>Major haemorrhage, theatre</td></tr>" +
              "<tr><td>14G</td><td>Orange</td><td>300</td><td>Trauma resuscitation</td></tr></table>",
            "Insertion uses aseptic non-touch technique (ANTT): key parts such as the cannula tip and hub are never touched, and key sites such as the prepared skin are not palpated again after cleaning. The skin is cleaned with 2 per cent chlorhexidine gluconate in 70 per cent isopropyl alcohol, applied with friction for 30 seconds and allowed to dry completely. The tourniquet is placed about 7 to 10 centimetres above the site. The skin is anchored below, the needle enters bevel up at a shallow angle of 10 to 30 degrees, and after flashback the whole device is advanced a few millimetres further before the cannula is slid off the needle into the vein. The tourniquet is released, the vein occluded above the tip, and the needle goes straight into a sharps bin. The cannula is flushed with 0.9 per cent sodium chloride while watching for swelling or pain, secured with a sterile transparent semipermeable dressing, and the date, site, gauge and operator are documented.",
          ),
        },
      },
      {
        title: "Calculating Infusion Rates",
        description:
          "Gravity drip-rate and volumetric pump calculations, with worked examples and the common sources of error.",
        lesson: {
          title: "Drops, millilitres and hours",
          html: p(
            "Two calculations cover almost every infusion on an adult ward. For a volumetric pump, the rate in millilitres per hour is the volume divided by the time in hours. For a gravity infusion regulated by a roller clamp, the rate in drops per minute is the volume in millilitres multiplied by the drop factor of the giving set, divided by the time in minutes.",
            "The drop factor is printed on the giving-set packet. In UK practice a standard set for clear fluids delivers 20 drops per millilitre, a set for blood and blood components 15 drops per millilitre, and a paediatric burette set 60 drops per millilitre. Using the wrong factor is one of the commonest errors, because the arithmetic is then flawless but the answer is a third out.",
            "Worked example one: 1,000 mL of 0.9 per cent sodium chloride is prescribed over 8 hours. On a pump, 1,000 ÷ 8 = 125 mL/h. On a gravity set at 20 drops/mL, 1,000 × 20 ÷ 480 = 41.7, so the nurse counts and sets 42 drops per minute, checking against a watch for a full minute.",
            "Worked example two: metronidazole 500 mg in 100 mL is to be infused over 20 minutes. The pump rate must be expressed per hour: 100 mL in 20 minutes is 100 × 60 ÷ 20 = 300 mL/h. Entering 20 as the rate, mistaking the minutes for millilitres per hour, would stretch the dose over five hours.",
            "Worked example three: a patient weighing 70 kg is prescribed a drug at 3 micrograms per kilogram per minute, and the bag contains 200 mg in 50 mL, which is 4 mg/mL or 4,000 micrograms/mL. The dose is 3 × 70 = 210 micrograms per minute, or 12,600 micrograms per hour. Dividing by the concentration gives 12,600 ÷ 4,000 = 3.15 mL/h.",
            "Errors cluster in predictable places: misplaced decimal points, milligrams confused with micrograms, hours and minutes transposed, and gravity rates that drift as the patient moves. Gravity infusions are therefore reserved for fluids where small variations are harmless, and any drug with a narrow safety margin is given by a pump. High-risk infusions are independently calculated and checked by a second practitioner, each working from the prescription rather than from the other's answer, and the rate is checked again at every handover.",
          ),
        },
      },
      {
        title: "Recognising and Managing Complications",
        description:
          "Phlebitis, infiltration, extravasation and cannula-related infection, and the scores and actions that go with them.",
        lesson: {
          title: "Phlebitis scores and extravasation",
          html: p(
            "Phlebitis, inflammation of the vein wall, can be mechanical (from the cannula moving against the intima), chemical (from irritant drugs or fluids with extreme pH or osmolality) or bacterial. Most UK trusts grade it with the Visual Infusion Phlebitis (VIP) score developed by Andrew Jackson in 1998, recorded at least once a shift and whenever the cannula is used:" +
              "<table><tr><th>Score</th><th>Findings</th><th>Action</th></tr>" +
              "<tr><td>0</td><td>Site appears healthy</td><td>Observe</td></tr>" +
              "<tr><td>1</td><td>Slight pain or slight redness near the site</td><td>Observe closely</td></tr>" +
              "<tr><td>2</td><td>Two of: pain, redness, swelling</td><td>Remove and resite</td></tr>" +
              "<tr><td>3</td><td>Pain along the vein, redness, induration</td><td>Remove, resite, consider treatment</td></tr>" +
              "<tr><td>4</td><td>As 3, plus a palpable cord along the vein</td><td>Remove, resite, consider treatment</td></tr>" +
              "<tr><td>5</td><td>As 4, plus pyrexia</td><td>Remove, resite, start treatment</td></tr></table>",
            "Routine replacement of peripheral cannulas every 72 to 96 hours used to be standard. Randomised trials, notably Rickard and colleagues in The Lancet in 2012, found no increase in phlebitis or infection when cannulas were replaced only when clinically indicated, provided sites are assessed regularly. Every cannula should still be removed as soon as it is no longer needed.",
            "Infiltration is leakage of a non-vesicant solution into the surrounding tissue: the site becomes swollen, cool and pale and the infusion slows. Extravasation is leakage of a vesicant, a drug capable of causing blistering and tissue necrosis. Vesicants include anthracyclines such as doxorubicin, vinca alkaloids such as vincristine, calcium chloride, concentrated potassium solutions, hypertonic glucose and vasopressors such as noradrenaline.",
            "When extravasation is suspected, the nurse stops the infusion immediately but leaves the cannula in place, attempts to aspirate residual drug through it, and only then removes it. The affected area is outlined with a skin marker and photographed, the limb is elevated, and the local extravasation policy is followed; some agents call for a specific antidote, such as hyaluronidase for certain non-cytotoxic drugs or dexrazoxane for anthracyclines, and the choice between warm and cold compresses depends on the drug. Early referral to the plastic surgery team is made for significant vesicant injuries. Careful documentation matters both for follow-up and because extravasation injuries are a recurring source of complaints and claims.",
          ),
        },
      },
    ],
  },
  {
    slug: "knowledge-management-in-practice",
    discipline: "Knowledge management",
    title: "Knowledge Management in Practice",
    description:
      "Organisations routinely lose expertise when people retire, move on or work in silos. Participants examine how knowledge is created and shared, set up communities of practice and after-action reviews, carry out knowledge audits, and choose between codification and personalisation strategies in light of ISO 30401.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "knowledge audits",
    modules: [
      {
        title: "Tacit and Explicit Knowledge",
        description:
          "Polanyi's distinction and the SECI model of how organisations convert one kind of knowledge into another.",
        lesson: {
          title: "The SECI spiral",
          html: p(
            "The starting point of most knowledge management theory is Michael Polanyi's observation in The Tacit Dimension (1966) that ‘we can know more than we can tell’. A skilled nurse recognises a deteriorating patient before the observations change; an engineer hears that a pump is about to fail. Such tacit knowledge is personal, bound to context and hard to write down. Explicit knowledge, by contrast, can be codified in documents, drawings and databases.",
            "Ikujiro Nonaka and Hirotaka Takeuchi built on this distinction in The Knowledge-Creating Company (1995). Their SECI model describes four modes of conversion that, repeated, form a spiral through which organisational knowledge grows:" +
              "<ul><li>Socialisation, tacit to tacit: knowledge passes through shared experience, as in apprenticeship or working side by side.</li>" +
              "<li>Externalisation, tacit to explicit: people articulate what they know through metaphor, analogy, models and dialogue.</li>" +
              "<li>Combination, explicit to explicit: existing explicit knowledge is sorted, combined and reconfigured, as when reports are synthesised into a manual.</li>" +
              "<li>Internalisation, explicit to tacit: individuals absorb explicit knowledge by using it until it becomes part of their own skill.</li></ul>",
            "Their best-known case is Matsushita's home bread-making machine of the late 1980s. Early prototypes produced poor bread, and no one could specify why. Software developer Ikuko Tanaka apprenticed herself to the head baker at the Osaka International Hotel, learned by watching and copying that he stretched the dough as well as kneading it (socialisation), and then described the movement as a ‘twisting stretch’ that engineers could reproduce with special ribs inside the machine (externalisation). Nonaka later added the concept of ba, the shared physical, virtual or mental space in which such conversion happens.",
            "The model has been widely criticised. Stephen Gourlay argued in 2006 that its empirical support is thin and that several of its examples do not show the conversions claimed. Haridimos Tsoukas objected that tacit knowledge cannot be converted at all: on Polanyi's account every explicit statement rests on a tacit background, so what happens in externalisation is the creation of new explicit knowledge, not the transfer of the tacit original. For practitioners the lesson is modest but useful: some knowledge can be captured in documents, while much of it can only be shared by bringing people together.",
          ),
        },
      },
      {
        title: "Communities of Practice and Learning from Projects",
        description:
          "How communities of practice form and are cultivated, and how after-action reviews turn experience into usable lessons.",
        lesson: {
          title: "Cultivating communities and reviewing action",
          html: p(
            "The term ‘community of practice’ comes from Jean Lave and Etienne Wenger's Situated Learning (1991), a study of apprenticeship in which newcomers learn through legitimate peripheral participation, moving from the edge of a practice towards its centre. Wenger later defined a community of practice by three elements: a domain of shared interest, a community of people who interact and help each other, and a practice, the shared repertoire of tools, stories and ways of solving problems they develop together.",
            "Julian Orr's ethnography of Xerox photocopier technicians, Talking About Machines (1996), showed how much of their expertise lived in stories swapped over breakfast rather than in the official repair manuals. Xerox responded with Eureka, a system through which technicians submitted tips that were reviewed by peers and credited to their authors, a design that respected the community rather than bypassing it.",
            "Communities cannot be ordered into existence, but they can be cultivated. Wenger, Richard McDermott and William Snyder's Cultivating Communities of Practice (2002) set out seven principles: design for evolution; open a dialogue between inside and outside perspectives; invite different levels of participation; develop both public and private community spaces; focus on value; combine familiarity and excitement; and create a rhythm for the community. In practice the most reliable predictor of success is a respected coordinator with time allocated to the role.",
            "Projects need a complementary routine for learning from experience as it happens. The after-action review, developed by the US Army in the 1970s, asks four questions shortly after an event:" +
              "<ol><li>What was supposed to happen?</li><li>What actually happened?</li><li>Why was there a difference?</li><li>What will we sustain or improve next time?</li></ol>",
            "Reviews are short, held while memories are fresh, facilitated, and focused on the work rather than on blame. BP adopted them alongside peer assists and end-of-project retrospects, a set of practices described by Chris Collison and Geoff Parcell in Learning to Fly (2001). The persistent failure mode is the gap between lessons identified and lessons learned: a review changes nothing unless someone owns each action and the relevant procedure, checklist or training course is actually revised.",
          ),
        },
      },
      {
        title: "Choosing a Strategy and Measuring Value",
        description:
          "Codification versus personalisation, the requirements of ISO 30401:2018, and how to show that knowledge work pays off.",
        lesson: {
          title: "Codify or connect?",
          html: p(
            "In a 1999 Harvard Business Review article, ‘What's Your Strategy for Managing Knowledge?’, Morten Hansen, Nitin Nohria and Thomas Tierney compared consulting firms and found two distinct approaches. Firms such as Andersen Consulting and Ernst &amp; Young followed a codification strategy: knowledge was extracted from people, stored in databases and reused many times, an economics of reuse suited to similar, repeated problems and supported by heavy investment in information technology. Firms such as McKinsey and Bain followed a personalisation strategy: knowledge stayed with the people who developed it and was shared through direct contact, an economics of expertise suited to novel problems and supported by networks, mentoring and rotation. Their advice was to pursue one strategy predominantly, with roughly 80 per cent of effort, and use the other in support; firms that tried to excel at both risked failing at both.",
            "The choice follows from how the organisation makes money. A call centre answering the same questions thousands of times benefits from a well-maintained knowledge base; a specialist engineering consultancy facing one-off problems benefits more from an expert directory and communities of practice.",
            "ISO 30401:2018, Knowledge management systems: Requirements, gave the field its first international management system standard. It follows the common ISO high-level structure used by ISO 9001 and ISO 14001, with clauses on the context of the organisation, leadership, planning, support, operation, performance evaluation and improvement. Its specific requirements cover the knowledge life cycle, from acquiring new knowledge and applying current knowledge to retaining valuable knowledge and handling outdated knowledge, and the means of conveying and transforming it, through human interaction, representation, combination and internalisation, an explicit echo of the SECI model. It also requires attention to culture, recognising that systems fail where people have no reason to share.",
            "Showing value is the hardest part. Activity measures, such as pages published, community membership or reviews held, are easy to collect but say little. Outcome measures connect knowledge work to results the organisation already cares about: the time a new engineer takes to reach full competence, the number of repeat faults, bid win rates, or rework on projects. The most persuasive evidence is often a small set of documented cases, for example a lesson from one site that prevented a costly failure at another, linked to a measured saving.",
          ),
        },
      },
    ],
  },
  {
    slug: "communicating-across-cultures-theory-and-practice",
    discipline: "Intercultural communication",
    title: "Communicating Across Cultures: Theory and Practice",
    description:
      "Cultural dimensions and their critics; face, politeness and conflict styles; culture shock and adjustment; the development and assessment of intercultural competence. Each week pairs a theoretical reading with cases drawn from workplaces, classrooms and study abroad.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "culture shock",
    modules: [
      {
        title: "Dimensions of Culture and Their Limits",
        description:
          "Hall's context theory and Hofstede's dimensions, and the main criticisms of national-culture models.",
        lesson: {
          title: "Hofstede, Hall and the problem of the national average",
          html: p(
            "The anthropologist Edward T. Hall distinguished high-context from low-context communication in Beyond Culture (1976). In high-context communication much of the meaning lies in the setting, the relationship and what is left unsaid; in low-context communication it is carried explicitly in the words. A request refused with ‘that may be difficult’ is a clear no in a high-context exchange and an invitation to negotiate in a low-context one.",
            "Geert Hofstede's work gave the field its most cited framework. Analysing around 116,000 questionnaires from IBM employees in some 40 countries, gathered between 1967 and 1973, he identified four dimensions in Culture's Consequences (1980): power distance, the extent to which less powerful members accept unequal distribution of power; individualism versus collectivism; masculinity versus femininity, the contrast between competitive, achievement-oriented and caring, consensus-oriented values; and uncertainty avoidance, discomfort with ambiguity. A fifth, long-term orientation, came from Michael Bond's Chinese Value Survey, and a sixth, indulgence versus restraint, from Michael Minkov's analysis of World Values Survey data in 2010. The GLOBE project led by Robert House later surveyed about 17,000 middle managers in 62 societies and proposed nine dimensions, distinguishing what people report as current practice from the values they say they hold.",
            "The criticisms matter as much as the models. Brendan McSweeney argued in 2002 that a single company's employees cannot represent a nation, that the questionnaire was not designed to measure culture, and that treating nations as cultural units ignores regional, ethnic and class variation. A deeper problem is the ecological fallacy: country scores are averages, and correlations that hold between countries need not hold between individuals. Hofstede himself warned that his scores describe societies, not persons, yet training materials routinely use them to predict how a particular colleague will behave.",
            "The defensible use of dimensional models is as a source of hypotheses. If a team of engineers from different countries is struggling over how decisions are made, power distance suggests a question worth asking, about who is expected to speak first and whether disagreeing with a manager in a meeting is acceptable. The answer comes from observing and asking the people involved, not from a country score, and it may well cut across national lines.",
          ),
        },
      },
      {
        title: "Face and Conflict",
        description: "Politeness theory and face-negotiation theory, applied to disagreement and requests at work.",
        lesson: {
          title: "Saving face in disagreement",
          html: p(
            "Erving Goffman defined face in 1955 as the positive social value a person effectively claims for themselves in an interaction. Penelope Brown and Stephen Levinson built a theory of politeness on it, published in full in 1987. They distinguished positive face, the wish to be liked and approved of, from negative face, the wish to be unimpeded. Requests, criticism, disagreement and even offers are face-threatening acts, and speakers choose among strategies to perform them:" +
              "<ol><li>Bald on record: ‘Send me the figures.’</li>" +
              "<li>Positive politeness, attending to the hearer's wish to be liked: ‘You're the best at this, could you send me the figures?’</li>" +
              "<li>Negative politeness, minimising the imposition: ‘I'm sorry to bother you, but would it be possible to send the figures?’</li>" +
              "<li>Off record, a hint: ‘I can't finish the report without those figures.’</li>" +
              "<li>Not performing the act at all.</li></ol>",
            "The weight of an act, they proposed, is the sum of the social distance between speaker and hearer, the hearer's power over the speaker, and the ranking of the imposition in that culture. The third term is where culture enters: asking a colleague to stay late may be a small imposition in one workplace and a large one in another. Critics such as Yoshiko Matsumoto (1988) argued that the concept of negative face, built on individual autonomy, fits Japanese interaction poorly, where the primary concern is one's proper place in a group.",
            "Stella Ting-Toomey's face-negotiation theory, first set out in 1988, links face concerns to conflict behaviour. She distinguishes concern for self-face, for the other's face and for mutual face, and proposes that members of more individualist cultures tend to emphasise self-face and use dominating styles, while members of more collectivist cultures tend to emphasise other-face and use avoiding or obliging styles. Integrating and compromising styles complete the five-style scheme adapted from Afzalur Rahim.",
            "Consider a project review in which a Dutch manager openly lists the weaknesses of a Thai colleague's plan. The manager may regard this as efficient and respectful; the colleague may experience a serious loss of face in front of peers. Face-negotiation theory predicts the colleague's silence and later withdrawal rather than open argument. The practical remedies follow: critical feedback delivered privately, framed around the work, and preceded by recognition of what is good, with an agreed channel for raising disagreement.",
          ),
        },
      },
      {
        title: "Developing Intercultural Competence",
        description:
          "Bennett's developmental model, Deardorff's process model and Byram's savoirs, and how competence can be assessed.",
        lesson: {
          title: "From denial to integration",
          html: p(
            "Milton Bennett's Developmental Model of Intercultural Sensitivity, first published in 1986, describes how people's experience of cultural difference becomes more complex. It has six stages. The first three are ethnocentric, treating one's own culture as central to reality: denial, in which difference is not noticed or is ignored; defence, in which it is seen as a threat and one's own culture as superior, or sometimes the other culture as superior in reversal; and minimisation, in which difference is played down in favour of supposedly universal values that are in fact one's own. The last three are ethnorelative: acceptance, in which other cultures are recognised as equally complex; adaptation, in which a person can shift perspective and behaviour; and integration, in which identity itself includes movement between cultural frames.",
            "Mitchell Hammer developed the Intercultural Development Inventory, a 50-item questionnaire, to measure orientation along a revised continuum running from denial and polarisation through minimisation to acceptance and adaptation. Results repeatedly show that people overestimate their own position, most often placing themselves at acceptance when their responses indicate minimisation.",
            "Darla Deardorff's process model (2006) was built from a Delphi study in which leading intercultural scholars reached consensus on a definition. It runs from requisite attitudes of respect, openness and curiosity, through knowledge and comprehension, including cultural self-awareness and sociolinguistic awareness, and skills of listening, observing and evaluating, to an internal outcome of adaptability, flexibility and empathy, and an external outcome: behaving and communicating effectively and appropriately. Deardorff stresses that the process is lifelong and that attitudes are the foundation.",
            "In language education, Michael Byram's model (1997) identifies five savoirs: attitudes of curiosity and openness (savoir être); knowledge of social groups and their practices (savoirs); skills of interpreting and relating (savoir comprendre); skills of discovery and interaction (savoir apprendre/faire); and critical cultural awareness (savoir s'engager), the ability to evaluate perspectives, including one's own, on the basis of explicit criteria.",
            "Assessment draws on several methods because no single instrument captures the whole construct. Deardorff recommends combining self-report measures with observation by others, reflective journals and portfolios, and performance in real or simulated intercultural tasks, and assessing change over time rather than a single snapshot.",
          ),
        },
      },
    ],
  },
  {
    slug: "modern-latin-american-fiction-and-poetry",
    discipline: "Latin American literature",
    title: "Modern Latin American Fiction and Poetry",
    description:
      "From Rubén Darío's modernismo to the novels of the 1960s Boom, the seminar reads the major Spanish-language writers of the twentieth century in translation, with the originals alongside for those who read Spanish. Topics include Borges and the short story, magical realism and its critics, and testimonio.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "testimonio",
    modules: [
      {
        title: "Modernismo and the Renewal of Poetry",
        description:
          "Darío, Martí and the movement that remade Spanish-language verse at the end of the nineteenth century.",
        lesson: {
          title: "Darío's Azul... and the modernista revolution",
          html: p(
            "Spanish American modernismo, roughly 1880 to 1915, should not be confused with Anglo-American modernism. It was a movement of aesthetic renewal in which poets in the Americas, absorbing French Parnassian and Symbolist poetry, transformed the language and metres of Spanish verse. It is often described as the first literary movement to travel from Spanish America to Spain rather than the other way round.",
            "Its central figure is the Nicaraguan Rubén Darío (1867–1916). Azul... (Valparaíso, 1888), a collection of prose tales and poems, announced a new style: sensuous, musical, cosmopolitan, full of exotic and mythological imagery and colour. Prosas profanas (1896) pushed the experiment further. Darío revived and renovated metres that had fallen out of use, such as the alexandrine, and experimented with lines of nine, eleven and more syllables and with new accentual patterns. The swan, an emblem of beauty and of the poet, recurs throughout, and ‘Yo persigo una forma...’, the closing poem of the expanded 1901 edition of Prosas profanas, makes the pursuit of perfect form itself the subject.",
            "Modernismo was never only art for art's sake. José Martí (1853–1895), the Cuban poet and independence leader, wrote the plain, intense quatrains of Versos sencillos (1891) and, the same year, the essay ‘Nuestra América’, which called on Latin Americans to know and govern themselves rather than imitating European or North American models. After the Spanish–American War of 1898, Darío's own work took a public turn: Cantos de vida y esperanza (1905) includes ‘A Roosevelt’, addressing the United States president as the embodiment of an expansionist power and defending a Latin America that ‘still prays to Jesus Christ and still speaks Spanish’.",
            "The movement provoked its own reaction. In 1911 the Mexican poet Enrique González Martínez published the sonnet ‘Tuércele el cuello al cisne’, ‘Wring the swan's neck’, urging poets to abandon ornamental beauty for the owl's wisdom and the deeper meaning of life. In seminar, students read ‘Sonatina’ from Prosas profanas alongside González Martínez's sonnet, comparing metre, imagery and their opposed ideas of what poetry is for, and consider how the vanguard poets of the 1920s, including the young Borges, defined themselves against the modernista inheritance.",
          ),
        },
      },
      {
        title: "Borges and the Short Story",
        description: "Ficciones and El Aleph as experiments with infinity, authorship and the labyrinth.",
        lesson: {
          title: "Reading ‘Pierre Menard’ and ‘The Garden of Forking Paths’",
          html: p(
            "Jorge Luis Borges (1899–1986) wrote no novels, yet his short fictions changed the course of twentieth-century literature. The key collections are Ficciones (1944), which incorporated the earlier volume El jardín de senderos que se bifurcan (1941), and El Aleph (1949). His stories borrow the forms of the essay, the book review, the encyclopedia entry and the detective story, and they are dense with real and invented scholarship, footnotes and references that blur the line between fact and fiction.",
            "‘Pierre Menard, autor del Quijote’ (1939) is written as a critical memoir of an obscure French symbolist whose greatest work was to compose, not copy, chapters nine and thirty-eight of the first part of Don Quixote and a fragment of chapter twenty-two. Menard's text is word for word identical to Cervantes's, yet the narrator declares it ‘almost infinitely richer’, because the same sentence about history as ‘the mother of truth’ means something different when written by a contemporary of William James. The story is a comic parable with a serious argument: meaning depends on context and on the reader, not on the words alone.",
            "‘El jardín de senderos que se bifurcan’ is a spy story. Yu Tsun, a Chinese professor working for German intelligence in England in 1916, must pass the name of a town to Berlin. He visits the sinologist Stephen Albert, who has solved the riddle of Yu Tsun's ancestor Ts'ui Pên: his apparently chaotic novel and his lost labyrinth are the same thing, a labyrinth in time in which every possible outcome of a choice occurs, each branching again. The story's image of simultaneous, diverging times is often compared with Hugh Everett's many-worlds interpretation of quantum mechanics, proposed in 1957.",
            "Other stories extend the same concerns. In ‘La biblioteca de Babel’ (1941) the universe is a library of every possible book of 410 pages, forty lines to a page and about eighty characters to a line, drawn from twenty-five symbols. In ‘Tlön, Uqbar, Orbis Tertius’ (1940) an invented world gradually replaces the real one. Michel Foucault opened The Order of Things (1966) with Borges's imaginary Chinese encyclopedia from the essay ‘El idioma analítico de John Wilkins’. Seminar work traces the recurring figures of mirror, labyrinth and infinite book, and asks how Borges's scepticism about authorship anticipated later theories of intertextuality.",
          ),
        },
      },
      {
        title: "The Boom and Magical Realism",
        description:
          "García Márquez, Cortázar, Vargas Llosa and Fuentes, and the debates over the label ‘magical realism’.",
        lesson: {
          title: "Macondo and its critics",
          html: p(
            "The Boom was the sudden international success of Latin American novelists in the 1960s. Its key works appeared within a few years: Carlos Fuentes's La muerte de Artemio Cruz (1962); Mario Vargas Llosa's La ciudad y los perros (1963), which won the Biblioteca Breve prize from the Barcelona publisher Seix Barral; Julio Cortázar's Rayuela (1963), a novel whose chapters can be read in more than one order; and Gabriel García Márquez's Cien años de soledad (1967), published by Sudamericana in Buenos Aires. The agent Carmen Balcells, rapid translation and the attention drawn by the Cuban Revolution of 1959 helped create a world audience. The same politics later divided the group: the Padilla affair of 1971, when the Cuban poet Heberto Padilla was imprisoned and made to recant, split writers who remained loyal to Havana from those, including Vargas Llosa, who broke with it.",
            "The term magical realism has a longer and more tangled history. The German critic Franz Roh coined ‘Magischer Realismus’ in 1925 to describe post-expressionist painting. The Cuban novelist Alejo Carpentier, in the prologue to El reino de este mundo (1949), proposed instead ‘lo real maravilloso americano’: the claim that the history and landscape of the Americas were themselves marvellous, so that a writer did not need to invent wonders. The critic Ángel Flores applied ‘magical realism’ to Spanish American fiction in an influential 1955 essay.",
            "In Cien años de soledad the effect comes from tone. The extraordinary is narrated with complete calm: Remedios the Beauty rises to heaven while folding sheets, and Fernanda's chief complaint is the loss of her sheets. Conversely, ordinary things are presented as marvels: the novel's first sentence recalls the afternoon when Aureliano Buendía's father took him to discover ice. García Márquez attributed the voice to his grandmother's way of telling stories with a straight face. He received the Nobel Prize in 1982.",
            "Critics have argued that the label became a marketing category that exoticised the region and reduced its literature to a single, rural, fantastic mode. In 1996 the Chilean writers Alberto Fuguet and Sergio Gómez published the anthology McOndo, whose urban, media-saturated stories rejected the expectation that Latin American fiction must be magical.",
          ),
        },
      },
    ],
  },
  {
    slug: "traditional-leadwork-for-roofing-operatives",
    discipline: "Leadwork",
    title: "Traditional Leadwork for Roofing Operatives",
    description:
      "A practical course in sheet lead for roofers and heritage craftspeople who already hold a basic roofing qualification. Covers lead codes and thermal movement, bossing and dressing, step and cover flashings, gutter linings, and lead welding.",
    level: "intermediate",
    duration: "two weeks (full-time, workshop-based)",
    plantedGap: "gutter linings",
    modules: [
      {
        title: "Lead Codes and Thermal Movement",
        description: "How sheet thickness is specified and why the size of each piece is limited.",
        lesson: {
          title: "Choosing the right code and piece size",
          html: p(
            "Rolled lead sheet in the UK is made to BS EN 12588 and specified by code. The code number is roughly the old weight in pounds per square foot, and each roll carries a coloured stripe so that codes cannot be confused on site:" +
              "<table><tr><th>Code</th><th>Thickness (mm)</th><th>Weight (kg/m²)</th><th>Colour</th></tr>" +
              "<tr><td>3</td><td>1.32</td><td>14.97</td><td>Green</td></tr>" +
              "<tr><td>4</td><td>1.80</td><td>20.41</td><td>Blue</td></tr>" +
              "<tr><td>5</td><td>2.24</td><td>25.40</td><td>Red</td></tr>" +
              "<tr><td>6</td><td>2.65</td><td>30.05</td><td>Black</td></tr>" +
              "<tr><td>7</td><td>3.15</td><td>35.72</td><td>White</td></tr>" +
              "<tr><td>8</td><td>3.55</td><td>40.26</td><td>Orange</td></tr></table>",
            "Code 3 is used mainly for soakers, code 4 is the usual minimum for flashings, and the heavier codes are used for flat roofs, dormers and bays where the lead must withstand foot traffic and long service.",
            "The size of each piece is limited because of two properties. Lead has a high coefficient of thermal expansion, about 0.0000297 per degree Celsius, more than twice that of steel. A three-metre piece heated from a winter night at minus 10 °C to 60 °C in summer sun therefore grows by about 6 millimetres. Lead is also soft and creeps under its own weight. If a piece is too large and fixed too rigidly, repeated expansion and contraction concentrate strain at the fixings and the sheet eventually cracks by thermal fatigue; if it is too large and fixed too loosely, it slides and distorts. The Lead Sheet Training Academy's tables therefore set maximum sizes for each code and location, and flashings in code 4 are cut in lengths of no more than 1.5 metres, with laps between lengths of at least 100 millimetres.",
            "Lead must also be protected from chemical attack and from staining its surroundings. Fresh lead weathers to a stable grey patina, but rain running off new lead can leave white lead carbonate stains on the stonework and tiles below. Applying patination oil immediately after fixing prevents this. Acids from hardwoods such as oak attack lead, as does free lime in fresh mortar, so a separating layer or protective coating is used. On boarded roofs, a breathable non-woven underlay sits between the timber and the lead; bitumen-based felts are avoided because they soften in heat and stick to the underside of the sheet.",
          ),
        },
      },
      {
        title: "Flashings at Abutments",
        description:
          "Setting out and fixing step flashings, cover flashings and soakers where a pitched roof meets a wall.",
        lesson: {
          title: "Step and cover flashings",
          html: p(
            "Where a pitched roof meets the side of a chimney or wall, water running down the wall must be shed onto the roof covering, and the method depends on the covering. With small-format slates and plain tiles, each course is interleaved with a soaker, a piece of code 3 lead with an upstand against the wall, and a step flashing is dressed over the upstands. With interlocking or profiled tiles there is no room for soakers, so a combined step and cover flashing is turned into the wall and dressed down over the tiles, following their profile.",
            "Soakers are set out from the tile or slate gauge. The traditional formula for their length is gauge plus lap plus 25 millimetres: for plain tiles at a 100 millimetre gauge and 65 millimetre lap, that is 190 millimetres, and the soaker's top edge is turned over the head of the tile so that it cannot slip.",
            "A step flashing is set out on the bench before any lead is cut. The operative marks a water line parallel to the roof pitch, which sets the minimum height of the flashing above the roof surface at every point, and then marks each brick bed joint. Each step is cut so that its lowest corner stays above the water line, and the triangle above it is turned 25 millimetres into the raked-out joint. Because mortar joints run horizontally while the roof slopes, the steps form a staircase whose rise and going are fixed by the coursing of the brickwork and the pitch of the roof.",
            "Fixing is done with lead wedges, folded from offcuts and driven firmly into each joint over the turned-in edge, after which the joints are pointed with mortar or a suitable sealant. On exposed elevations the free lower edge of the flashing is held down with copper or stainless steel clips so that wind cannot lift it and drive rain behind. Lengths are limited, as for all code 4 flashings, to 1.5 metres, each lapping the one below by at least 100 millimetres.",
            "The finished flashing is dressed down with a wooden or plastic dresser, never struck with a hammer, so that it lies in close contact with the tiles without thinning the lead.",
          ),
        },
      },
      {
        title: "Bossing, Dressing and Lead Welding",
        description: "Shaping lead by hand with bossing tools, and joining it with an oxy-acetylene flame.",
        lesson: {
          title: "Bossing an internal corner and welding a joint",
          html: p(
            "Lead can be shaped cold into three-dimensional forms because it does not work-harden in the way copper or steel do. Its recrystallisation temperature is below normal room temperature, so the grain structure restores itself as it is worked and the sheet remains soft however much it is moved. Bossing exploits this: the operative drives metal from one place to another with hardwood or plastic tools, chiefly the bossing stick, setting-in stick, bending stick and dresser.",
            "The classic exercise is an internal corner, such as the back of a chimney or the corner of a small flat roof upstand. The sheet is set out with the two upstands marked and the corner left uncut. The operative sets in the crease lines, then lifts the two upstands, which forces surplus lead into the corner. That surplus is worked out steadily with the bossing stick, moving it upwards and outwards so that it spreads over the upstands rather than folding into a crease. Working in small stages is the key skill: too much force in one place thins the lead and it may split, while surplus left in the corner buckles into a fold that traps water.",
            "Where bossing would thin the lead too much, or for complex shapes, pieces are joined by lead welding, historically called lead burning. A small neutral oxy-acetylene flame melts the edges of the sheet and a filler strip cut from the same code. Butt, lap and angle joints are practised on the bench, building each weld up slightly thicker than the parent sheet, with even ripples and full fusion at the edges. Lead melts at 327 °C, so the margin between melting the joint and burning a hole is small and flame control matters more than speed.",
            "Two sets of precautions apply. Lead welding produces lead fume, so work is done with extraction or respiratory protection, and under the Control of Lead at Work Regulations 2002 employers must assess exposure and arrange medical surveillance, including blood-lead testing, where it is significant. Welding is also hot work: wherever possible pieces are prefabricated on the bench rather than welded on the roof, and where on-site work is unavoidable a hot-work permit is issued and a fire watch kept after the flame is extinguished.",
          ),
        },
      },
    ],
  },
];
