/** Thirty-fifth held-out evaluation courses, intermediate level (Sogdian history to growth equity); see ai-courses-heldout35.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT35_B: EvalCourse[] = [
  {
    slug: "sogdians-merchants-of-the-silk-road",
    discipline: "Sogdian history",
    title: "The Sogdians: Merchants of the Silk Road",
    description:
      "Sogdiana, the oasis country around Samarkand and Bukhara, never formed a great empire, yet its merchants linked China, India and Iran for a millennium. Lectures and source seminars trace Sogdiana under the Achaemenids and Alexander, the Ancient Letters and the trading diaspora, the painted houses of Panjikent, and the Sogdian general An Lushan's rebellion against the Tang.",
    level: "intermediate",
    duration: "one semester (2 lectures and 1 seminar a week)",
    plantedGap: "An Lushan",
    modules: [
      {
        title: "Between Persia and the Steppe",
        description:
          "We place Sogdiana on the map and follow it from Achaemenid province to Alexander's hardest campaign.",
        lesson: {
          title: "Sogdiana from Darius to Alexander",
          html: p(
            "Sogdiana lay between the Amu Darya (the ancient Oxus) and the Syr Darya (the Jaxartes), in what is now Uzbekistan and Tajikistan. Its heart was the valley of the Zarafshan river, whose water, spread by irrigation canals, supported the cities of Samarkand (ancient Maracanda), Bukhara and Panjikent. To the north lay the steppe of nomadic peoples; to the south, across the Oxus, Bactria. This position, on the edge of both the settled Iranian world and the nomadic one, shaped Sogdian history throughout.",
            "The Sogdians first appear in written history as subjects of the Achaemenid Persian Empire. Darius I's inscription at Behistun, carved around 520 BCE, lists Suguda among the lands that brought him tribute, and the foundation texts of his palace at Susa record that lapis lazuli and carnelian were brought from Sogdiana. Sogdian soldiers served in the Persian army at Gaugamela in 331 BCE. The Sogdian language belongs to the Eastern Iranian branch, related to Bactrian and Khotanese Saka, and its later script derived from the Aramaic used by Achaemenid scribes.",
            "Alexander the Great reached Sogdiana in 329 BCE, and it gave him the most stubborn resistance of his career. The Sogdian leader Spitamenes led a revolt that destroyed a Macedonian force on the Polytimetus (the Zarafshan) and kept Alexander fighting for two years. Alexander's answer combined massacre, the foundation of garrison cities such as Alexandria Eschate ('the Furthest') on the Jaxartes, and alliance. In 327 BCE, after taking the fortress known as the Sogdian Rock, he married Roxana, the daughter of the Bactrian noble Oxyartes.",
            "After Alexander, Sogdiana passed through Seleucid and Graeco-Bactrian rule and then into a long period in which its city-states were usually autonomous under the overlordship of nomadic powers, among them the Kangju, the Hephthalites and, from the 560s CE, the Western Turks. That combination of local self-government and distant overlords allowed Sogdian merchant families to flourish.",
          ),
        },
      },
      {
        title: "The Ancient Letters and the Trading Diaspora",
        description:
          "Five private letters lost in a Chinese watchtower are our best window into how Sogdian commerce actually worked.",
        lesson: {
          title: "Reading the Ancient Letters",
          html:
            p(
              "In 1907 the explorer Aurel Stein excavated a ruined watchtower of the Chinese frontier wall west of Dunhuang and found a mailbag of letters written on paper in Sogdian. Now known as the Ancient Letters, they were long dated by guesswork; the study of their internal references by Nicholas Sims-Williams and Frantz Grenet placed them securely in about 313 to 314 CE. They are the oldest substantial texts in the Sogdian language and the earliest direct evidence for Sogdian communities living in China.",
              "The letters were probably never delivered, and their content is strikingly personal and commercial. Their value to the historian lies in several kinds of information:",
            ) +
            "<ul><li><b>Goods:</b> the letters mention musk, silver, pepper, linen and wool cloth, and silk, showing a trade in small, valuable items rather than bulk cargo.</li><li><b>Networks:</b> they link Sogdians at Dunhuang, Guzang (modern Wuwei), Jincheng and other Gansu towns with partners back in Samarkand, about 3,000 km away.</li><li><b>Crisis:</b> Letter II, from a merchant named Nanai-vandak, reports that the emperor had fled Luoyang, that the city had burned and that the Sogdians and Indians there had died of famine, a reference to the sack of Luoyang by the Xiongnu in 311.</li><li><b>Society:</b> Letter III, from a woman named Miwnay abandoned in Dunhuang with her daughter, complains bitterly of her husband and reveals the vulnerability of dependants in the diaspora.</li></ul>" +
            p(
              "Taken together, the letters show Sogdians organised as family firms with agents in a chain of Chinese towns, using letters of credit and their own script and legal forms. Later Chinese sources confirm the pattern and describe a Sogdian community leader called <i>sabao</i> (from Sogdian <i>s'rtp'w</i>, 'caravan leader') whom the Chinese state recognised as head of each settlement. The diaspora was thus not a scatter of individual traders but an organised network, which explains its durability across centuries and dynasties.",
            ),
        },
      },
      {
        title: "Panjikent and the Painted House",
        description:
          "Panjikent, abandoned in the eighth century, preserves an entire Sogdian town and its wall paintings.",
        lesson: {
          title: "Houses, murals and belief in an eighth-century city",
          html: p(
            "Ancient Panjikent, on the Zarafshan some 60 km east of Samarkand in present-day Tajikistan, was a small city of perhaps 5,000 to 7,000 people covering about 13 hectares within its walls. It was founded in the fifth century CE and abandoned in the 770s, after the Arab conquest of Sogdiana, and was never rebuilt on the same site. Soviet excavations began in 1946 under Aleksandr Yakubovsky and continued for decades, with Boris Marshak directing them from 1978 until his death in 2006. Few cities of the early medieval world have been excavated on such a scale.",
            "The excavators found a dense town of two-storey houses built of mud brick and rammed earth, two temples, a bazaar and a citadel. What makes Panjikent exceptional is its painting. In many houses the main reception hall, often about 8 to 10 metres square with a roof supported on four wooden columns, was painted from floor to ceiling. The murals were arranged in horizontal registers like a strip narrative and show epic cycles, among them the exploits of the hero known in later Persian as Rustam, fables related to the Indian Panchatantra, and Aesop-like stories. Above the narratives, a prominent wall often bore a large image of a deity, suggesting that the hall had a household cult.",
            "The religious imagery is plural. Sogdians were mostly adherents of a local form of Zoroastrianism, and they worshipped a pantheon including Nana, a four-armed goddess riding a lion whose origins lie in Mesopotamia. Yet the paintings also borrow Hindu iconography, such as a deity resembling Shiva, and Buddhist and Manichaean communities are attested among Sogdians elsewhere. The painted houses belonged not only to the aristocracy: even fairly modest homes had decorated rooms, which suggests a wealthy merchant class spending its profits on display and storytelling. In that sense Panjikent is the home to which the traders of the Ancient Letters hoped to return.",
          ),
        },
      },
    ],
  },
  {
    slug: "horticultural-therapy-in-practice",
    discipline: "Horticultural therapy",
    title: "Horticultural Therapy in Practice",
    description:
      "Gardening becomes therapy when a trained practitioner uses it to reach agreed goals. This module considers the evidence for nature's effect on health, accessible garden design, task analysis and session planning, and programmes for people living with dementia.",
    level: "intermediate",
    duration: "ten weeks, with a placement",
    plantedGap: "dementia",
    modules: [
      {
        title: "What Makes Gardening Therapeutic",
        description: "Definitions and the theories that try to explain why green places restore people.",
        lesson: {
          title: "Definitions, theories and evidence",
          html: p(
            "The American Horticultural Therapy Association defines horticultural therapy as the participation in horticultural activities facilitated by a registered horticultural therapist to achieve specific goals within an established treatment, rehabilitation or vocational plan. The definition has three parts: a trained practitioner, documented goals for each client, and a process that is assessed and recorded. Where these are absent, the activity is better called therapeutic horticulture, which aims at general well-being, or simply social gardening. In the United Kingdom the umbrella term social and therapeutic horticulture (STH), used by the charity Thrive, covers both.",
            "Two theories from environmental psychology are most often invoked. Attention Restoration Theory, developed by Rachel and Stephen Kaplan in the 1980s, holds that directed attention, the effortful focus needed for work, tires with use, and that natural settings rest it because they hold attention effortlessly through 'soft fascination' such as moving leaves or water. Roger Ulrich's stress reduction theory emphasises a faster, emotional response: unthreatening natural scenes lower physiological arousal. Ulrich's 1984 study in <i>Science</i> compared patients recovering from gall bladder surgery in rooms that looked onto trees with matched patients whose windows faced a brick wall; the first group had shorter post-operative stays and needed fewer strong analgesics.",
            "Gardening adds something a view does not: purposeful physical activity and social contact. Digging, carrying and bending provide moderate exercise; sowing and pricking out train fine motor control; caring for living plants gives a sense of responsibility and a visible result, and working alongside others supports social skills. Systematic reviews since about 2015 report moderate improvements in depression, anxiety and quality of life from gardening interventions, while warning that many studies are small, unblinded and short.",
            "For the practitioner the lesson is that the garden is not the therapy on its own. It is a medium, like paint for an art therapist, and its effect depends on choosing activities that fit a client's goals and on measuring whether they work.",
          ),
        },
      },
      {
        title: "Designing an Accessible Garden",
        description:
          "Dimensions, surfaces and tools that let clients with limited mobility, reach or sight garden independently.",
        lesson: {
          title: "Beds, paths and tools",
          html:
            p(
              "An accessible therapy garden begins with the way people move through it. Paths should have firm, level, non-slip surfaces such as bound gravel, concrete or well-laid paving, not loose gravel or grass, which defeat wheelchairs and walking frames. Gradients are kept gentle, ideally no steeper than 1 in 20, with level resting places. Edges are marked with a contrasting colour or a raised kerb so that clients with low vision can follow them, and seating with arms and backs is placed at regular intervals in both sun and shade.",
            ) +
            "<table><tr><th>Feature</th><th>Typical dimension</th><th>Reason</th></tr><tr><td>Main path width</td><td>at least 1.2 m; 1.5 m or more for two wheelchairs to pass</td><td>wheelchair width and turning</td></tr><tr><td>Raised bed height, seated user</td><td>about 60 to 75 cm</td><td>comfortable reach from a wheelchair</td></tr><tr><td>Raised bed height, standing user</td><td>about 75 to 90 cm</td><td>avoids bending</td></tr><tr><td>Bed width, reached from one side</td><td>about 60 cm</td><td>limit of comfortable seated reach</td></tr><tr><td>Bed width, reached from both sides</td><td>up to about 120 cm</td><td>two reach zones meet in the middle</td></tr></table>" +
            p(
              "Wheelchair users need knee space, so a table-style bed with a shallow soil tray of about 20 to 25 cm allows them to pull in close, while a solid raised bed must be worked sideways. Vertical planting on walls and trellis brings plants to eye and hand height. Sensory planting is deliberate: scented herbs such as rosemary and lavender near the path, grasses that move and rustle, and plants with contrasting textures. Toxic and thorny plants, such as foxglove, yew and many roses, are kept out of areas used by clients who may put plants in their mouths.",
              "Adaptive tools extend independence. Long-handled and lightweight tools reduce bending and strain; thickened or cuffed grips help clients with weak grip or arthritis; kneeler-seats turn over to give support for rising. Watering from a raised tap or with a lightweight hose wand avoids carrying full cans.",
            ),
        },
      },
      {
        title: "Planning and Evaluating Sessions",
        description: "Here you learn to break a gardening job into steps, set measurable goals and record progress.",
        lesson: {
          title: "Task analysis and outcome measures",
          html:
            p(
              "A horticultural therapy session starts from the client's goals, not the gardening calendar. Goals are written to be measurable, often following the SMART pattern (specific, measurable, achievable, relevant, time-bound). A goal of 'improving hand function' becomes 'by week eight, will transplant ten seedlings into modules using a dibber with no more than one verbal prompt'. The therapist then chooses an activity that exercises the relevant skill and can be graded up or down in difficulty.",
              "Task analysis is the therapist's main tool. Any gardening job is broken down into a sequence of small steps, which shows where a client may struggle and where help can be given. Sowing seeds in a tray might be analysed as follows:",
            ) +
            "<ul><li>Fill the tray with compost and level it.</li><li>Firm the surface gently with a presser board.</li><li>Water the compost from a can fitted with a fine rose.</li><li>Sow seeds thinly, taking them from a saucer rather than the packet.</li><li>Cover with a thin layer of sieved compost or vermiculite.</li><li>Write and insert a label.</li></ul>" +
            p(
              "Each step can be adapted. A client with poor fine motor control may sow large seeds such as beans or use a seed dispenser; a client with memory problems may work from a picture card showing each step; another may do only the steps that match a goal while the therapist completes the rest.",
              "Progress is recorded every session. Observational notes describe what the client did and how much help was given, often on a graded prompting scale from independent to full physical assistance. Standardised instruments add comparability: the Warwick-Edinburgh Mental Wellbeing Scale (WEMWBS), a fourteen-item questionnaire scored from 14 to 70, is widely used in UK programmes, and grip strength measured with a dynamometer tracks physical change. Reviewing these records with the client and the wider care team is what makes gardening part of a treatment plan rather than a pleasant afternoon.",
            ),
        },
      },
    ],
  },
  {
    slug: "leather-tanning-chemistry-and-process",
    discipline: "Leather tanning",
    title: "Leather Tanning: Chemistry and Process",
    description:
      "Raw hides rot and tanned leather lasts for centuries; what happens in between is chemistry applied at industrial scale. The module follows the beamhouse operations, chrome tanning, vegetable tanning with plant tannins, and fatliquoring and dyeing after tanning.",
    level: "intermediate",
    duration: "one term (lectures and tannery visits)",
    plantedGap: "fatliquoring",
    modules: [
      {
        title: "The Beamhouse",
        description:
          "Before a hide can be tanned, everything that is not collagen has to be removed, and the pH walked down step by step.",
        lesson: {
          title: "From raw hide to pickled pelt",
          html:
            p(
              "A hide is mostly water and protein. Of the protein, the part the tanner wants is collagen, a fibrous protein organised into a strong three-dimensional weave in the central layer of the skin, the corium. Everything else, hair, epidermis, fat, flesh and non-fibrous proteins, must be removed. The operations that do this are called the beamhouse, after the sloping wooden beam over which hides were once scraped by hand.",
            ) +
            "<ul><li><b>Curing:</b> on the farm or at the abattoir, hides are salted or chilled to stop bacterial decay before they reach the tannery.</li><li><b>Soaking:</b> in water with wetting agents and biocides for several hours, to rehydrate the hide and wash out salt and blood.</li><li><b>Liming and unhairing:</b> in a drum with calcium hydroxide and sodium sulfide at about pH 12.5 for around a day. The sulfide attacks keratin and dissolves the hair at the root; the lime swells the collagen and opens up the fibre structure.</li><li><b>Fleshing:</b> a machine with spiral blades cuts away fat and flesh from the underside. Thick hides may then be split horizontally.</li><li><b>Deliming:</b> ammonium sulfate or ammonium chloride brings the pH down to about 8 to 9 and removes lime.</li><li><b>Bating:</b> proteolytic enzymes, once obtained from dog or pigeon dung and now from pancreatic or bacterial sources, remove remaining non-collagen proteins and give a softer grain.</li><li><b>Pickling:</b> sulfuric and formic acid lower the pH to about 2.8 to 3.</li></ul>" +
            p(
              "Pickling needs care. Collagen swells strongly in acid, and swollen fibres are permanently damaged. Tanners therefore add common salt, at a concentration around 6 to 8 per cent of the float, before the acid: the salt suppresses acid swelling. The pickled pelt is stable for weeks and is the starting point for most tanning. At every stage, temperature, pH and time are checked, because a few hours too long in the lime or a drop of pH too far can ruin a batch of several tonnes.",
            ),
        },
      },
      {
        title: "Chrome Tanning",
        description:
          "About eight or nine in every ten hides are tanned with chromium(III) salts; this module explains why and at what environmental cost.",
        lesson: {
          title: "Chromium, collagen and wet blue",
          html: p(
            "Chrome tanning was patented in the United States by Augustus Schultz in 1884 and soon displaced much vegetable tanning because it reduces weeks of work to about a day. The tanning agent is basic chromium(III) sulfate, usually supplied as a powder with a basicity of about 33 per cent, meaning that a third of the chromium's bonding positions are occupied by hydroxide rather than sulfate. It is added to the pickled pelt in a rotating drum at roughly 6 to 8 per cent of the pelt weight, equivalent to about 1.5 to 2.5 per cent chromium oxide, Cr₂O₃.",
            "At the pickle pH of about 3, chromium complexes are small and penetrate the hide without fixing strongly. Once the chrome has passed right through the cross-section, the tanner raises the pH to about 3.8 to 4.2 by slowly adding a mild alkali, such as sodium bicarbonate or magnesium oxide. This step, basification, makes the chromium complexes grow by olation and bind to ionised carboxyl groups on the side chains of aspartic and glutamic acid in collagen. The chromium bridges link neighbouring collagen molecules, and the cross-linked leather resists bacteria and heat.",
            "The usual test of tanning is the shrinkage temperature, the temperature at which a sample heated in water suddenly contracts. Raw collagen shrinks at about 60 to 65 °C; well chrome-tanned leather withstands boiling and shrinks above 100 °C, often near 110 to 120 °C. The tanned hide is pale blue and is sold in this state as wet blue, a commodity traded worldwide before retanning and finishing.",
            "Chrome tanning has serious drawbacks. Only about 60 to 80 per cent of the chromium is taken up in a conventional process, so spent liquors must be treated, and chromium is recovered by precipitation as hydroxide or recycled directly. Under some conditions trivalent chromium in leather can oxidise to hexavalent chromium, a skin sensitiser and carcinogen. In the European Union, REACH restricts leather articles that contact the skin to less than 3 mg/kg of chromium(VI), measured by the method in ISO 17075.",
          ),
        },
      },
      {
        title: "Vegetable Tanning",
        description:
          "The older method, using tannins from bark, wood and fruit, is slow, but it makes a firm leather that chrome cannot match for some purposes.",
        lesson: {
          title: "Plant tannins and how they work",
          html:
            p(
              "Vegetable tanning uses polyphenols extracted from plant materials, which bind to collagen mainly by hydrogen bonding and hydrophobic interaction rather than by the coordinate bonds of chromium. Tannins fall into two chemical classes, and tanners choose between them for the colour and feel they give.",
            ) +
            "<table><tr><th>Class</th><th>Chemistry</th><th>Sources</th><th>Character of leather</th></tr><tr><td>Hydrolysable</td><td>esters of gallic or ellagic acid with glucose</td><td>sweet chestnut wood, oak bark, tara pods, myrobalan</td><td>paler, more light-fast, 'bloom' deposits on the surface</td></tr><tr><td>Condensed</td><td>polymers of flavan-3-ol units</td><td>quebracho wood, mimosa (wattle) bark</td><td>redder, firmer, tends to darken in light</td></tr></table>" +
            p(
              "Tannin molecules are large, and penetration is the central difficulty. If a strong tan liquor is applied to a fresh pelt, the surface tans at once, shrinks the grain and blocks further penetration, a fault called case hardening. The traditional pit process therefore moved hides through a series of pits, beginning in weak, nearly exhausted liquors and progressing to strong fresh ones over many weeks; sole leather once took up to a year. Modern tanneries tan in drums over days, starting with small tannin particles and sulfonated syntans that open the structure, and may combine both methods.",
              "Vegetable-tanned leather reaches a lower shrinkage temperature than chrome leather, typically about 70 to 85 °C, so it is not suited to uses that involve hot water. It is firmer, heavier and takes up more water, and it can be moulded when wet and tooled or stamped, which is why it remains the leather of saddlery, belts, sole leather and bookbinding. It also ages visibly, darkening and developing a patina.",
              "The yield is measured as the degree of tannage, the weight of bound tannin per 100 units of collagen, which for heavy sole leather often exceeds 50.",
            ),
        },
      },
    ],
  },
  {
    slug: "mites-and-ticks-acarology",
    discipline: "Acarology",
    title: "Mites and Ticks: An Acarology Module",
    description:
      "Some 55,000 species of mites and ticks have been described, and perhaps ten times as many await discovery. Lectures and microscope practicals deal with their body plan, their classification into two great lineages, the life cycle of ticks and the diseases they carry, and house dust mites as a cause of allergy.",
    level: "intermediate",
    duration: "one semester (lectures and practicals)",
    plantedGap: "house dust mites",
    modules: [
      {
        title: "The Acarine Body Plan",
        description:
          "Mites do not look like spiders because their body is divided differently; we learn the parts that keys refer to.",
        lesson: {
          title: "Gnathosoma, idiosoma and legs",
          html: p(
            "Mites and ticks, together the Acari, are arachnids, but their bodies are organised in a way that sets them apart from spiders and scorpions. The two familiar arachnid regions, prosoma and opisthosoma, are not visible as such. Instead the acarine body is divided into a small anterior gnathosoma, which carries the mouthparts, and a large posterior idiosoma, which carries the legs, eyes (where present), genital and anal openings and most sensory setae. There is usually no external sign of segmentation.",
            "The gnathosoma, sometimes called the capitulum in ticks, is a feeding tube formed by the fused bases of the pedipalps and the chelicerae that lie within it. Chelicerae are the mouthparts proper and vary with diet: pincer-like in predatory mesostigmatid mites, stylet-like for piercing plant cells in spider mites, and toothed cutting blades in ticks. In ticks, a median structure called the hypostome, covered with backward-pointing teeth, anchors the tick in the host's skin. The pedipalps are sensory and in some groups help to grasp prey.",
            "Adult and nymphal mites have four pairs of legs, but the larva that hatches from the egg has only three pairs. This feature is worth remembering when identifying immature ticks, whose six-legged larvae are often mistaken for insects. The legs carry many sensory setae, and the first pair often acts like antennae, held up and waved while the mite walks. Ticks have a specialised sensory pit on the tarsus of leg I, Haller's organ, that detects carbon dioxide, heat and host odours, allowing a questing tick on vegetation to sense an approaching animal.",
            "Most mites are small, between 0.1 and 1 mm long, and the details needed for identification, such as the pattern of setae, the shape of shields or plates on the idiosoma and the structure of the genital region, can only be seen on cleared specimens mounted on slides and examined under phase contrast or differential interference contrast microscopy.",
          ),
        },
      },
      {
        title: "Two Lineages of Acari",
        description:
          "The classification of mites has changed a great deal, so this module gives the current outline and the main groups you will meet.",
        lesson: {
          title: "Parasitiformes and Acariformes",
          html:
            p(
              "Modern classifications divide the Acari into two superorders, the Parasitiformes and the Acariformes. Whether the two together form a single natural group is still debated: several molecular studies have suggested that they are not each other's closest relatives among arachnids. For practical work, though, the two-superorder scheme is the framework used in keys and collections.",
            ) +
            '<table><tr><th>Superorder</th><th>Order</th><th>Examples and habits</th></tr><tr><td rowspan="4">Parasitiformes</td><td>Ixodida</td><td>ticks; all blood-feeding parasites of vertebrates</td></tr><tr><td>Mesostigmata</td><td>predatory soil mites; <i>Phytoseiulus persimilis</i> used against spider mites; <i>Varroa destructor</i> on honey bees; <i>Dermanyssus gallinae</i> on poultry</td></tr><tr><td>Holothyrida</td><td>large scavenging mites of the southern hemisphere</td></tr><tr><td>Opilioacarida</td><td>rare, primitive-looking mites of warm regions</td></tr><tr><td rowspan="2">Acariformes</td><td>Trombidiformes</td><td>spider mites (<i>Tetranychus urticae</i>), gall mites, water mites, chiggers (larval Trombiculidae), follicle mites (<i>Demodex</i>)</td></tr><tr><td>Sarcoptiformes</td><td>oribatid or beetle mites of soil and litter; the Astigmata, including the itch mite <i>Sarcoptes scabiei</i> and stored-product mites</td></tr></table>' +
            p(
              "Parasitiform mites usually have one to four pairs of stigmata, external openings to the tracheal system, placed beside the legs; in Mesostigmata a single pair opens behind the third or fourth coxae, often at the end of a long groove called the peritreme. Acariform mites have no such lateral stigmata, and many lack tracheae altogether. Acariform setae contain a birefringent core of actinopilin, which shines under crossed polarising filters, a character used to separate the two groups even in damaged specimens.",
              "The ecological range is enormous. Oribatid mites can reach densities of hundreds of thousands per square metre of forest soil and play a major part in decomposition, while a single leaf of a greenhouse cucumber can carry thousands of spider mites.",
            ),
        },
      },
      {
        title: "Ticks and Tick-Borne Disease",
        description: "How a three-host tick such as Ixodes ricinus lives, feeds and passes on pathogens.",
        lesson: {
          title: "The three-host life cycle and Lyme borreliosis",
          html: p(
            "Ticks belong to two main families. Hard ticks, Ixodidae, have a dorsal shield (scutum) and feed slowly, attached for days; soft ticks, Argasidae, lack a scutum and feed for minutes to hours, usually in nests or burrows. In Europe the most important species for human health is the hard tick <i>Ixodes ricinus</i>, known as the sheep tick or castor bean tick.",
            "<i>I. ricinus</i> has a three-host life cycle that typically takes two to three years. The six-legged larva hatches from an egg laid on the ground and climbs vegetation to quest for a host, usually a small mammal or bird. It feeds for three to five days, drops off, and moults into an eight-legged nymph. The nymph quests again the following season and feeds on a larger range of hosts, including humans. After moulting, the adult female feeds for seven to ten days, often on a deer, increasing her weight a hundredfold, mates and then drops off to lay around 2,000 eggs before dying. Ticks spend more than 90 per cent of their lives off the host and are vulnerable to drying out, so they are most active in humid vegetation in spring and autumn.",
            "Because each stage feeds on a different animal, a pathogen acquired as a larva can be passed on as a nymph. This transstadial transmission is the basis of Lyme borreliosis, caused by spirochaetes of the <i>Borrelia burgdorferi</i> sensu lato complex. Small mammals and birds are the main reservoirs; deer feed many adult ticks but do not carry the bacterium themselves, so they amplify tick numbers rather than infection. Nymphs cause most human cases because they are small, about 1.5 mm, and easily overlooked.",
            "The spirochaetes sit in the tick's midgut and migrate to the salivary glands only after feeding begins, so transmission risk is low in the first 24 hours and rises sharply afterwards. Prompt removal with fine-tipped tweezers or a tick hook, grasping the mouthparts close to the skin and pulling steadily, is therefore the most effective individual protection. <i>I. ricinus</i> also transmits tick-borne encephalitis virus, which, unlike <i>Borrelia</i>, passes in saliva within minutes of attachment.",
          ),
        },
      },
    ],
  },
  {
    slug: "growth-equity-investing",
    discipline: "Growth equity",
    title: "Growth Equity Investing",
    description:
      "Minority stakes in profitable, fast-growing companies sit between venture capital and leveraged buyouts. The module covers the target profile, the software metrics growth investors use, valuation and term-sheet structures, and how founders take liquidity through secondary sales.",
    level: "intermediate",
    duration: "eight weeks (two sessions a week)",
    plantedGap: "secondary sales",
    modules: [
      {
        title: "What Growth Investors Buy",
        description:
          "Growth equity funds back companies that have already proved their product; this module explains how that changes the risks and returns.",
        lesson: {
          title: "The growth equity profile",
          html: p(
            "Growth equity, also called growth capital or expansion capital, is an investment in a company that already has a proven product, real revenue and usually positive or near-positive cash flow, and that wants capital to grow faster. The investor typically buys a minority stake, often 15 to 40 per cent, uses little or no debt, and seeks its return mainly from growth in revenue and profit rather than from leverage or operational restructuring. It sits between venture capital, which funds unproven companies and expects most investments to fail, and leveraged buyouts, which buy control of mature businesses with substantial borrowing.",
            "The typical target has annual revenue of perhaps 10 to 100 million pounds or dollars, has grown at more than 20 to 30 per cent a year for several years, and has often been founder-owned with little or no outside capital. Common uses of the money are expansion into new countries, a larger sales team, acquisitions, or a cash payment to founders and early shareholders who want to reduce risk after years of building the company.",
            "Because the business is established, the main risk is not whether the product works but whether growth will continue at the price paid. A growth investor aims to lose money on few deals and to return around three times invested capital (a multiple on invested capital, MOIC, of 3.0x) over four to six years, which is an internal rate of return of roughly 20 to 30 per cent. A worked example shows the arithmetic: a fund invests 30 million for 25 per cent of a company valued at 120 million after the investment. If revenue triples over five years and the valuation multiple stays constant, the company is worth 360 million, and the stake 90 million, a 3.0x MOIC and an IRR of about 24.6 per cent.",
            "Minority ownership means the investor cannot simply replace management. Diligence therefore focuses heavily on the quality of the founders and leadership team, and on contractual rights that protect the investment.",
          ),
        },
      },
      {
        title: "Reading a Software Business",
        description:
          "ARR, net revenue retention, CAC payback and the Rule of 40 are the numbers on the first page of most growth memos.",
        lesson: {
          title: "Metrics and the Rule of 40",
          html:
            p(
              "A large share of growth equity goes to software-as-a-service companies, whose revenue arrives as recurring subscriptions. Investors have converged on a small set of metrics that describe such a business. Annual recurring revenue (ARR) is the annualised value of subscription contracts in force at a date, excluding one-off fees. The other measures explain how ARR changes.",
            ) +
            "<ul><li><b>Net revenue retention (NRR):</b> this year's ARR from customers who were customers a year ago, divided by their ARR a year ago. It includes upgrades, downgrades and cancellations. Above 100 per cent, the existing base grows even with no new customers; best-in-class enterprise software exceeds 120 per cent.</li><li><b>Gross margin:</b> revenue minus hosting and support costs, typically 70 to 80 per cent for SaaS.</li><li><b>Customer acquisition cost (CAC) payback:</b> sales and marketing spend to win new ARR, divided by that new ARR times gross margin, expressed in months. Below 18 to 24 months is usually considered healthy.</li><li><b>Rule of 40:</b> revenue growth rate plus profit margin (usually EBITDA or free cash flow margin) should be at least 40 per cent.</li></ul>" +
            p(
              "The Rule of 40 captures the trade-off between growth and profitability. A company growing at 60 per cent a year with a margin of −15 per cent scores 45 and passes; one growing at 25 per cent with a 10 per cent margin scores 35 and does not. Both may be good businesses, but the second must either grow faster or become more profitable to justify a premium valuation.",
              "Consider a company with opening ARR of 20 million. Its existing customers end the year at 22.4 million after expansions and churn, and it wins 6 million of new ARR. NRR is 22.4 ÷ 20 = 112 per cent; ending ARR is 28.4 million, growth of 42 per cent. If it spent 9 million on sales and marketing and gross margin is 75 per cent, CAC payback is 9 ÷ (6 × 0.75) = 2 years, or 24 months, at the edge of what investors accept. With an EBITDA margin of −5 per cent, its Rule of 40 score is 37.",
            ),
        },
      },
      {
        title: "Terms That Protect a Minority Investor",
        description:
          "How preferred shares, liquidation preferences and protective provisions give a minority holder downside protection.",
        lesson: {
          title: "Preferred equity and the exit waterfall",
          html:
            p(
              "Growth investors rarely buy ordinary shares. They buy convertible preferred shares, which can be converted into ordinary shares at the holder's option but carry rights that ordinary shares lack. The most important is the liquidation preference: on a sale or winding-up, the preferred holder receives a stated amount, usually one times its investment (a 1x preference), before ordinary shareholders receive anything. With non-participating preferred the investor chooses the larger of its preference and its share of proceeds as if converted; with participating preferred it receives the preference and then its pro rata share as well.",
            ) +
            "<table><tr><th>Exit value</th><th>Non-participating 1x (investor)</th><th>Participating 1x (investor)</th></tr><tr><td>£40m</td><td>£30m (preference)</td><td>£30m + 25% of £10m = £32.5m</td></tr><tr><td>£100m</td><td>£30m (preference beats 25% × £100m = £25m)</td><td>£30m + 25% of £70m = £47.5m</td></tr><tr><td>£200m</td><td>£50m (converts: 25% × £200m)</td><td>£30m + 25% of £170m = £72.5m</td></tr></table>" +
            p(
              "The table assumes a £30 million investment for 25 per cent. It shows why preference terms matter in disappointing outcomes and fade at high exit values, and why founders resist participation, which takes a larger share at every price. Growth rounds are usually non-participating.",
              "Other standard terms address the investor's lack of control. Protective provisions give it a veto over defined actions, such as issuing senior shares, taking on debt above a threshold, selling the company below a minimum price or changing the business. A board seat provides information and influence. Redemption rights allow the investor to require the company to buy back its shares after, say, five to seven years if no exit has occurred, and drag-along and tag-along clauses govern whether minority holders must, or may, join a sale. Anti-dilution protection, usually broad-based weighted average, adjusts the conversion price if shares are later issued more cheaply.",
            ),
        },
      },
    ],
  },
];
