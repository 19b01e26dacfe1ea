/** Ninth held-out evaluation courses, beginner level (German to watercolour painting); see ai-courses-heldout9.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT9_A: EvalCourse[] = [
  {
    slug: "beginning-german-one",
    discipline: "German language",
    title: "Beginning German I",
    description:
      "For students with no previous knowledge of the language: the sounds and spelling of German, the gender of nouns with the nominative and accusative cases, present-tense verbs and the verb-second rule, and modal verbs with the infinitive at the end of the clause.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "modal verbs",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "German spelling is far more regular than English, and this unit shows how to read any word aloud from its letters.",
        lesson: {
          title: "From letters to sounds",
          html:
            p(
              "German is largely written as it is spoken. Once you know the values of a few letters and letter groups, you can pronounce almost any word you see, including words you have never met. The main surprises for English speakers are a handful of consonants, the vowels with an umlaut, and the pairs of vowel letters that stand for a single diphthong.",
              "Consonants first. The letter <i>w</i> is pronounced like English v (<i>Wasser</i>, 'water'), <i>v</i> usually like English f (<i>Vater</i>, 'father'), and <i>z</i> like ts (<i>Zeit</i>, 'time'). At the end of a syllable, <i>b</i>, <i>d</i> and <i>g</i> lose their voice and sound like p, t and k, a rule called final devoicing: <i>Hund</i> ends in a t sound, while the plural <i>Hunde</i> has a real d. The group <i>sch</i> is the sound in English 'ship', and <i>s</i> before <i>p</i> or <i>t</i> at the start of a word is pronounced the same way, so <i>Stadt</i> begins 'sht'. The letter <i>ß</i>, called <i>Eszett</i>, is a voiceless s used after long vowels and diphthongs, as in <i>Straße</i>.",
              "The combination <i>ch</i> has two values. After <i>a</i>, <i>o</i>, <i>u</i> and <i>au</i> it is a rasping sound made at the back of the mouth, as in Scottish 'loch' (<i>Buch</i>, 'book'); after front vowels and consonants it is a softer hiss made with the tongue raised towards the hard palate (<i>ich</i>, 'I'; <i>Milch</i>, 'milk').",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>ei</td><td>as in English 'eye'</td><td><i>mein</i>, 'my'</td></tr><tr><td>ie</td><td>as in English 'see'</td><td><i>Liebe</i>, 'love'</td></tr><tr><td>eu, äu</td><td>as in English 'boy'</td><td><i>neu</i>, 'new'</td></tr><tr><td>ä</td><td>close to the e in 'bed'</td><td><i>Männer</i>, 'men'</td></tr><tr><td>ö</td><td>e pronounced with rounded lips</td><td><i>schön</i>, 'beautiful'</td></tr><tr><td>ü</td><td>i pronounced with rounded lips</td><td><i>müde</i>, 'tired'</td></tr></table>" +
            p(
              "Vowel length matters because it can change meaning: <i>Staat</i> ('state') has a long a, <i>Stadt</i> ('town') a short one. As a rule of thumb, a vowel followed by a double consonant is short (<i>Bett</i>, <i>kommen</i>), while a doubled vowel or a vowel followed by <i>h</i> is long (<i>Boot</i>, <i>fahren</i>). Every noun, not only names, begins with a capital letter, which helps a beginner spot the nouns in a sentence at a glance.",
            ),
        },
      },
      {
        title: "Nouns, Gender and the Article",
        description:
          "Learn every noun together with its article, and use the nominative and accusative forms of der, die and das.",
        lesson: {
          title: "Der, die, das and the first two cases",
          html: p(
            "Every German noun belongs to one of three grammatical genders: masculine, feminine or neuter. Gender is a property of the word, not of the thing, so <i>der Tisch</i> ('the table') is masculine, <i>die Tür</i> ('the door') feminine and <i>das Mädchen</i> ('the girl') neuter, because all nouns ending in the diminutive suffix <i>-chen</i> are neuter. The practical advice given by every teacher is to learn each noun with its definite article and its plural, as in <i>der Tisch, die Tische</i>.",
            "Some endings reliably predict gender. Nouns in <i>-ung</i>, <i>-heit</i>, <i>-keit</i> and <i>-schaft</i> are feminine (<i>die Zeitung</i>, <i>die Freiheit</i>); nouns in <i>-chen</i> and <i>-lein</i> are neuter; and nouns for male people and for days, months and seasons are masculine (<i>der Montag</i>, <i>der Sommer</i>). In the plural the gender distinction disappears and the definite article is always <i>die</i>.",
            "The article also changes to show the case of the noun. In the nominative, used for the subject, the forms are <i>der</i>, <i>die</i>, <i>das</i>, and for the indefinite article <i>ein</i>, <i>eine</i>, <i>ein</i>. In the accusative, used for the direct object and after prepositions such as <i>für</i>, <i>durch</i>, <i>ohne</i> and <i>gegen</i>, only the masculine changes: <i>der</i> becomes <i>den</i> and <i>ein</i> becomes <i>einen</i>. Feminine, neuter and plural forms are identical in the two cases.",
            "This single change carries a great deal of information. In <i>Der Hund sieht den Mann</i> the dog sees the man. If the sentence is reordered as <i>Den Mann sieht der Hund</i>, the meaning stays the same, because <i>den</i> marks the man as the object; the new order simply puts emphasis on him. With a feminine or neuter noun the case is not visible, and listeners rely on context and on the normal subject-first order. The negative article <i>kein</i> ('no, not a') and the possessives <i>mein</i>, <i>dein</i> and <i>sein</i> take the same endings as <i>ein</i>: <i>Ich habe keinen Bruder</i>, 'I have no brother'.",
          ),
        },
      },
      {
        title: "Present-Tense Verbs and Word Order",
        description:
          "Which endings does a regular verb take, which common verbs change their stem vowel, and why is the verb always the second element?",
        lesson: {
          title: "Conjugation and the verb-second rule",
          html:
            p(
              "A German verb is listed in the dictionary in the infinitive, which almost always ends in <i>-en</i>: <i>spielen</i> ('to play'), <i>wohnen</i> ('to live'), <i>arbeiten</i> ('to work'). To form the present tense, remove <i>-en</i> to find the stem and add a personal ending. The present tense covers both English 'I play' and 'I am playing', and with a time expression it often refers to the future: <i>Morgen spiele ich Tennis</i>.",
            ) +
            "<ul><li><i>ich spiele</i> (I play)</li><li><i>du spielst</i> (you play, familiar singular)</li><li><i>er, sie, es spielt</i> (he, she, it plays)</li><li><i>wir spielen</i> (we play)</li><li><i>ihr spielt</i> (you play, familiar plural)</li><li><i>sie, Sie spielen</i> (they play; you play, formal)</li></ul>" +
            p(
              "Stems ending in <i>-t</i> or <i>-d</i> insert an <i>e</i> for ease of pronunciation: <i>du arbeitest</i>, <i>er arbeitet</i>. A group of common strong verbs also changes its stem vowel in the <i>du</i> and <i>er</i> forms: <i>fahren</i> gives <i>du fährst, er fährt</i>; <i>sprechen</i> gives <i>du sprichst, er spricht</i>; <i>lesen</i> gives <i>du liest, er liest</i>. The two most important verbs are irregular throughout and must be memorised: <i>sein</i> ('to be': <i>bin, bist, ist, sind, seid, sind</i>) and <i>haben</i> ('to have': <i>habe, hast, hat, haben, habt, haben</i>).",
              "In a German main clause the conjugated verb is the second element. The first position may be filled by the subject, but also by an adverb, a time phrase or an object, and when it is, the subject moves to the position just after the verb. Thus <i>Ich fahre heute nach Berlin</i> becomes <i>Heute fahre ich nach Berlin</i>, never <i>Heute ich fahre</i>. English speakers find this inversion strange at first, yet it follows a single rule: count the elements, not the words, and put the verb second. In a yes-no question the verb comes first (<i>Fährst du heute nach Berlin?</i>), and in a question with a question word the word comes first and the verb second (<i>Wann fährst du?</i>).",
            ),
        },
      },
    ],
  },
  {
    slug: "plant-form-and-function",
    discipline: "Botany",
    title: "Plant Form and Function",
    description:
      "How does a plant feed itself, move water to its leaves and reproduce? Lectures and weekly laboratories take up plant cells and tissues, photosynthesis, transport in the xylem and phloem, and flowering and pollination.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "pollination",
    modules: [
      {
        title: "Cells and Tissues",
        description:
          "The plant cell, its wall and vacuole, and the three tissue systems into which plant cells are organised.",
        lesson: {
          title: "What makes a plant cell different",
          html: p(
            "Plant cells share the organelles of all eukaryotic cells, including a nucleus, mitochondria, ribosomes, endoplasmic reticulum and Golgi bodies, but three features set them apart. The first is the cell wall, a layer outside the plasma membrane built mainly of cellulose microfibrils embedded in a matrix of hemicelluloses and pectins. The wall resists expansion and lets the cell build up internal pressure. The second is the large central vacuole, a sac bounded by a membrane called the tonoplast, which in a mature cell may take up 80 to 90 per cent of the volume. It stores water, ions, sugars and pigments, and because it draws water in by osmosis it pushes the cytoplasm against the wall; this turgor pressure is what keeps herbaceous stems and leaves upright. The third is the chloroplast, the site of photosynthesis, found in the green parts of the plant.",
            "Cells are grouped into tissues, and tissues into three systems that run continuously through root, stem and leaf. The dermal tissue system is the outer covering, the epidermis, often coated with a waxy cuticle that reduces water loss and pierced by stomata that allow gas exchange. The vascular tissue system consists of xylem, which carries water and dissolved minerals upward, and phloem, which carries sugars from where they are made to where they are used. The ground tissue system fills the rest and does most of the metabolic work.",
            "Ground tissue contains three cell types that students learn to recognise under the microscope. Parenchyma cells are thin-walled and living, and they photosynthesise, store starch and repair wounds. Collenchyma cells have unevenly thickened primary walls and support growing stems, which is why the ribs of a celery stalk are strong yet flexible. Sclerenchyma cells have thick secondary walls impregnated with lignin and are usually dead at maturity; fibres and the gritty stone cells in pear flesh are examples.",
          ),
        },
      },
      {
        title: "Photosynthesis",
        description: "Light is captured in the thylakoids and carbon is fixed in the stroma.",
        lesson: {
          title: "Capturing light and fixing carbon",
          html: p(
            "Photosynthesis converts light energy into chemical energy stored in sugar. Its overall equation is 6CO<sub>2</sub> + 6H<sub>2</sub>O + light → C<sub>6</sub>H<sub>12</sub>O<sub>6</sub> + 6O<sub>2</sub>, but this summary hides two linked sets of reactions that take place in different parts of the chloroplast.",
            "The light-dependent reactions occur in the thylakoid membranes. Chlorophyll a and b, together with carotenoids, absorb mainly red and blue light and reflect green, which is why leaves look green. The absorbed energy is passed to two reaction centres, photosystem II and photosystem I. Photosystem II uses it to split water, releasing oxygen as a by-product; the experiments of Ruben and Kamen with the heavy isotope oxygen-18 in the 1940s showed that the oxygen given off comes from water, not from carbon dioxide. Electrons from water flow through an electron transport chain to photosystem I and finally reduce NADP<sup>+</sup> to NADPH. As they flow, protons are pumped into the thylakoid space, and their return through the enzyme ATP synthase drives the synthesis of ATP.",
            "The light-independent reactions, the Calvin cycle, take place in the stroma and use that ATP and NADPH. The enzyme rubisco attaches carbon dioxide to a five-carbon sugar, ribulose bisphosphate, and the product splits into two molecules of the three-carbon compound 3-phosphoglycerate. These are reduced to glyceraldehyde 3-phosphate, some of which leaves the cycle to make sucrose and starch while the rest regenerates ribulose bisphosphate. Fixing three molecules of carbon dioxide costs nine ATP and six NADPH.",
            "Rubisco has a weakness: it also reacts with oxygen, a wasteful process called photorespiration that increases in hot, dry conditions when stomata close. C4 plants such as maize and sugar cane first fix carbon dioxide into a four-carbon acid in mesophyll cells and release it around rubisco in bundle-sheath cells, while CAM plants such as pineapple open their stomata at night and store the carbon as malic acid until daylight.",
          ),
        },
      },
      {
        title: "Transport in the Xylem and Phloem",
        description: "In this unit we follow water from the soil to the air and sugar from the leaf to the root.",
        lesson: {
          title: "Cohesion, tension and pressure flow",
          html:
            p(
              "A tall tree lifts hundreds of litres of water a day to leaves tens of metres above the ground without any pump. The accepted explanation is the cohesion-tension theory, proposed by Henry Dixon and John Joly in 1894. Water evaporates from the wet walls of mesophyll cells inside the leaf and diffuses out through the stomata, a process called transpiration. The loss creates a negative pressure, or tension, in the water of the leaf, and because water molecules cling to one another by hydrogen bonds (cohesion) and to the walls of the xylem vessels (adhesion), the tension is transmitted down unbroken columns of water all the way to the roots.",
              "Xylem is well suited to this job. Its conducting cells, tracheids and vessel elements, are dead and hollow at maturity, and their lignified walls keep them from collapsing under tension. The weak point is cavitation: if an air bubble forms, the column breaks and that conduit stops working. Drought and freezing both increase the risk.",
              "Phloem moves sugars in the opposite sense of supply and demand, from sources to sinks. The pressure-flow hypothesis, put forward by Ernst Münch in 1930, explains how:",
            ) +
            "<ul><li>At a source such as a mature leaf, sucrose is actively loaded into sieve tubes, lowering their water potential.</li><li>Water enters from the neighbouring xylem by osmosis, raising the pressure inside the sieve tube.</li><li>At a sink such as a root, a fruit or a growing tip, sucrose is unloaded and water leaves.</li><li>The difference in pressure between source and sink drives a bulk flow of sap along the tube.</li></ul>" +
            p(
              "Sieve-tube elements are living but have lost their nucleus, and each depends on an adjacent companion cell for its metabolism. Aphids, which insert their stylets directly into single sieve tubes, have been used by physiologists to sample phloem sap and measure flow rates of up to a metre per hour.",
            ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-podiatric-practice",
    discipline: "Podiatry",
    title: "Foundations of Podiatric Practice",
    description:
      "Foot and ankle anatomy, the phases of the gait cycle, assessment of the diabetic foot, and nail surgery under local anaesthetic form the core of this first-year clinical module.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "nail surgery",
    modules: [
      {
        title: "Anatomy of the Foot and Ankle",
        description: "Bones, joints and arches, studied as the podiatrist palpates them in clinic.",
        lesson: {
          title: "Twenty-six bones and three arches",
          html: p(
            "The human foot contains 26 bones, conventionally divided into three regions. The rearfoot consists of the talus and the calcaneus. The talus sits in the mortise formed by the tibia and fibula and transmits the whole weight of the body to the foot; it has no muscle attachments at all. The calcaneus, the largest tarsal bone, forms the heel and receives the Achilles tendon on its posterior surface. The midfoot contains the navicular, the cuboid and the three cuneiforms. The forefoot consists of five metatarsals and fourteen phalanges, two in the hallux and three in each lesser toe. Beneath the first metatarsal head lie two sesamoid bones within the tendon of flexor hallucis brevis.",
            "Three joints matter most in practice. The ankle, or talocrural joint, is a hinge that allows dorsiflexion and plantarflexion. The subtalar joint, between talus and calcaneus, allows the combined motions of pronation and supination, which let the foot adapt to uneven ground. The midtarsal joint, made up of the talonavicular and calcaneocuboid joints, works with the subtalar joint to unlock the foot as a flexible adaptor early in stance and lock it as a rigid lever for push-off.",
            "The bones are arranged in arches. The medial longitudinal arch runs from the calcaneus through the talus, navicular and cuneiforms to the first three metatarsals and is the highest; the lateral longitudinal arch runs through the cuboid to the fourth and fifth metatarsals and is lower and more rigid; the transverse arch spans the midfoot. The arches are supported by the shape of the bones, by ligaments including the spring ligament, and by the plantar fascia. When the toes dorsiflex at push-off, the plantar fascia is wound around the metatarsal heads and raises the arch, the windlass mechanism described by J. H. Hicks in 1954. A clinician can test it by dorsiflexing the hallux of a standing patient and watching the arch rise.",
          ),
        },
      },
      {
        title: "The Gait Cycle",
        description: "Stance and swing phases, and what to look for when observing a patient walk.",
        lesson: {
          title: "Watching a patient walk",
          html:
            p(
              "The gait cycle is the interval from one initial contact of a foot with the ground to the next initial contact of the same foot. At a comfortable walking speed it is divided into a stance phase, about 60 per cent of the cycle, during which the foot is on the ground, and a swing phase, about 40 per cent, during which it is moving forward through the air. Because the two limbs overlap, there are two periods of double-limb support in each cycle, each lasting about 10 per cent; running is defined by their disappearance and the appearance of a flight phase.",
              "Jacquelin Perry's widely used scheme divides the cycle into eight phases, five in stance and three in swing:",
            ) +
            "<table><tr><th>Phase</th><th>Approximate % of cycle</th><th>Main event</th></tr><tr><td>Initial contact</td><td>0</td><td>Heel strikes the ground</td></tr><tr><td>Loading response</td><td>0-10</td><td>Foot lowers to the ground and pronates to absorb shock</td></tr><tr><td>Midstance</td><td>10-30</td><td>Body passes over the stationary foot</td></tr><tr><td>Terminal stance</td><td>30-50</td><td>Heel rises; foot re-supinates</td></tr><tr><td>Pre-swing</td><td>50-60</td><td>Toe-off and transfer of weight</td></tr><tr><td>Initial, mid and terminal swing</td><td>60-100</td><td>Limb advances and prepares for contact</td></tr></table>" +
            p(
              "In clinic, observational gait analysis is done with the patient barefoot and then in everyday shoes, on a walkway long enough for several steady strides, watching from behind, from the front and from the side. The podiatrist looks at each region in turn: the angle of the heel at contact, the timing of heel lift, whether the medial arch collapses excessively in midstance, whether the knee and pelvis stay level, and whether push-off happens through the hallux or is shifted laterally. An early heel lift, for example, often points to a tight calf complex limiting ankle dorsiflexion, since the body must find that motion somewhere. Video recorded at 60 frames per second or more, played back slowly, lets the clinician confirm what the eye suspected.",
            ),
        },
      },
      {
        title: "Assessing the Diabetic Foot",
        description: "Screening for neuropathy and ischaemia so that ulcers can be prevented rather than treated.",
        lesson: {
          title: "Neuropathy, ischaemia and risk",
          html: p(
            "Foot ulceration is one of the most serious complications of diabetes: an ulcer precedes most lower-limb amputations in people with the condition. Two processes combine to cause it. Peripheral neuropathy removes protective sensation, so a patient does not feel a stone in the shoe or a blister forming, and motor neuropathy weakens the intrinsic muscles and produces clawed toes with prominent metatarsal heads. Peripheral arterial disease reduces blood flow, so that tissue heals poorly once it is damaged. Annual screening aims to detect both before an ulcer appears.",
            "Sensation is tested with a 10 g Semmes-Weinstein monofilament, which buckles at a standard force when pressed against the skin. It is applied perpendicularly at defined sites on the plantar surface, such as the hallux and the first, third and fifth metatarsal heads, avoiding callus, while the patient's eyes are closed. Inability to feel it at one or more sites indicates loss of protective sensation. Vibration perception is tested with a 128 Hz tuning fork on the dorsum of the hallux, and ankle reflexes may be added.",
            "Vascular assessment begins with palpation of the dorsalis pedis and posterior tibial pulses, and with inspection of skin colour, temperature, hair and capillary refill. The ankle-brachial pressure index is then calculated by dividing the highest ankle systolic pressure, measured with a handheld Doppler, by the higher brachial systolic pressure. A value of 0.9 to 1.3 is usually taken as normal, below 0.9 suggests arterial disease, and above 1.3 suggests arteries stiffened by calcification, which is common in diabetes and makes the index unreliable; a toe pressure is then measured instead. For example, an ankle pressure of 96 mmHg and a brachial pressure of 128 mmHg give an index of 0.75, consistent with moderate disease.",
            "The findings are combined with a history of previous ulceration or amputation, foot deformity and the patient's ability to self-care to assign a risk category, which determines how often the patient is reviewed and whether referral to a multidisciplinary foot protection service is needed.",
          ),
        },
      },
    ],
  },
  {
    slug: "bicycle-maintenance-and-repair",
    discipline: "Bicycle mechanics",
    title: "Bicycle Maintenance and Repair",
    description:
      "In this hands-on workshop participants true wheels, measure chain wear, adjust derailleurs and brakes to manufacturer specification, tighten fasteners to the correct torque, and set up tubeless tyres.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "tubeless",
    modules: [
      {
        title: "Wheels and Truing",
        description: "Spoke tension, lateral and radial true, and the use of a truing stand and spoke key.",
        lesson: {
          title: "Bringing a wheel back into true",
          html: p(
            "A spoked bicycle wheel is a tension structure. The rim is pulled towards the hub by 28 to 36 spokes, each tensioned to roughly 1000 to 1200 newtons on a typical road or mountain-bike wheel. The hub hangs from the spokes above it rather than standing on the spokes below, and the wheel stays round and straight only as long as the tensions are balanced. A wheel is out of true laterally when the rim wobbles from side to side, and radially when it moves up and down, producing a hop.",
            "Truing is done in a truing stand, whose calipers are brought close to the rim so that the spinning wheel touches them where it deviates. Each spoke ends in a nipple threaded onto it at the rim, and turning the nipple with a correctly sized spoke key tightens or loosens that spoke. Spokes on the left side pull the rim to the left, spokes on the right pull it to the right. To correct a lateral wobble towards the right, a mechanic tightens the left-side spoke at the centre of the wobble and loosens the right-side spokes on either side of it, usually in quarter turns and never more than half a turn at a time. The direction is a frequent source of mistakes: viewed from the rim with the nipple facing you, tightening is anticlockwise, because you are looking at the thread from the opposite end to usual.",
            "A radial high spot is corrected by tightening a pair of spokes, one on each side, at the high point, and a low spot by loosening a pair. Because changing tension in one place affects the whole wheel, the mechanic works in small steps, first removing the largest errors and then the smaller ones, and stress-relieves the spokes by squeezing parallel pairs firmly with the hands before the final check. A tension meter lets one confirm that tensions on each side are within about 20 per cent of their average, which gives a wheel that stays true in use.",
          ),
        },
      },
      {
        title: "The Drivetrain",
        description:
          "Measure chain wear, replace a chain and cassette, and adjust a rear derailleur's limits and indexing.",
        lesson: {
          title: "Chains, cassettes and derailleurs",
          html:
            p(
              "A bicycle chain does not really stretch; its pins and rollers wear, so the distance between pins grows. A new chain has a pitch of exactly half an inch, and a chain checker tool measures how far it has elongated. Chains are normally replaced at 0.5 per cent elongation for 11- and 12-speed drivetrains and at 0.75 per cent for older systems. Leaving a worn chain on the bicycle wears the teeth of the cassette and chainrings into a hooked shape, and a new chain then skips on them under load, so the whole drivetrain must be replaced instead of one cheap part.",
              "To fit a new chain, the mechanic routes it through the rear derailleur and sets its length, commonly by wrapping it around the largest chainring and the largest sprocket without passing through the derailleur and adding two links, or by following the manufacturer's method. It is joined with a quick link or a special connecting pin; an ordinary pin pushed back in is not strong enough. A cassette is removed with a chain whip to hold it and a lockring tool to undo the lockring, which on most systems is tightened again to 40 newton-metres.",
              "Rear derailleur adjustment follows a fixed order:",
            ) +
            "<ul><li>Set the high limit screw so that the jockey wheel lines up under the smallest sprocket and the chain cannot fall off outwards.</li><li>Set the low limit screw so that the derailleur cannot move past the largest sprocket into the spokes.</li><li>Set the B-tension screw to give the gap between the upper jockey wheel and the largest sprocket that the manufacturer specifies.</li><li>Tighten the cable with the barrel adjuster until each click of the shifter moves the chain exactly one sprocket, turning it anticlockwise if shifts to larger sprockets are slow.</li></ul>" +
            p(
              "If the derailleur hanger has been bent in a crash, no adjustment will make the shifting precise; a hanger alignment gauge is used to straighten it first.",
            ),
        },
      },
      {
        title: "Brakes and Safe Assembly",
        description: "Why a disc brake feels spongy, how rim pads wear, and how a torque wrench protects carbon parts.",
        lesson: {
          title: "Stopping power and correct torque",
          html: p(
            "Rim brakes squeeze pads against the braking surface of the rim. Pads should strike the rim squarely, not touching the tyre, and many mechanics set a slight toe-in, with the front of the pad touching first, to prevent squeal. Pads with worn-out grooves, or rims whose wear indicator has disappeared, must be replaced, because a thin rim sidewall can burst under tyre pressure.",
            "Most modern bicycles use disc brakes, in which a caliper mounted on the frame or fork squeezes pads against a steel rotor on the hub. Hydraulic systems transmit force through a sealed fluid, either DOT brake fluid or mineral oil depending on the manufacturer; the two must never be mixed, because the seals of each system are made for one fluid only. A spongy lever that travels towards the handlebar usually means air in the system, and the cure is to bleed it, pushing fresh fluid through from caliper to lever until no bubbles remain. Pads contaminated by oil lose most of their friction and cannot be cleaned reliably; they are replaced and the rotor cleaned with isopropyl alcohol. New pads and rotors need bedding in, a series of firm stops from moderate speed that transfers a thin, even layer of pad material to the rotor.",
            "Every threaded fastener on a bicycle has a specified tightening torque, printed on the part or in the manufacturer's documents. Stem bolts that clamp a handlebar are typically 4 to 6 newton-metres, disc rotor bolts about 6, and crank arm bolts on some systems 35 to 55. Overtightening can crush a carbon handlebar or steerer tube, causing a hidden crack that fails later; undertightening lets parts slip or loosen. A torque wrench, used with the right bit and with carbon assembly paste where the manufacturer calls for it, takes the guesswork out of the job. Before the bicycle leaves the workshop, the mechanic checks both brakes, the quick-release or thru-axles and the headset for play.",
          ),
        },
      },
    ],
  },
  {
    slug: "watercolour-painting-studio",
    discipline: "Painting",
    title: "Watercolour Painting Studio",
    description:
      "Working from still life and the landscape around campus, painters in this studio practise flat and graded washes, wet-in-wet and wet-on-dry technique, colour mixing from a limited palette, and reserving whites with masking fluid.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "masking fluid",
    modules: [
      {
        title: "Materials and Washes",
        description: "Paper, pigment and brush: choosing the materials, then laying flat and graded washes.",
        lesson: {
          title: "Paper, pigment and the first wash",
          html: p(
            "Watercolour is a transparent medium. The pigment is bound in gum arabic and thinned with water, and light passes through the thin layer of paint, reflects from the white paper beneath and returns to the eye. This is why the paper matters more than in any other medium: it supplies the lights of the painting. Artists' papers are made of cotton rag and sized so that the paint does not sink in too quickly. They are sold by weight, and 300 g/m<sup>2</sup> (140 lb) paper can take a lot of water without buckling badly. Three surfaces are made: hot-pressed paper is smooth and suits fine detail; cold-pressed, sometimes called NOT, has a moderate tooth and is the usual choice; rough paper has a pronounced texture that breaks up dry strokes into sparkling broken colour.",
            "Pigments differ in ways a painter quickly learns to use. Some are transparent, such as phthalo blue and quinacridone rose; others are more opaque, such as cadmium yellow and cerulean blue. Some are staining and cannot be lifted once dry, while others lift easily with a damp brush. Some, like ultramarine and burnt sienna, granulate, settling into the hollows of the paper to give a speckled texture.",
            "The flat wash is the first exercise. Tilt the board by about 15 degrees and mix far more paint than you think you will need. Load a large round or flat brush and draw a horizontal stroke across the top of the area; a bead of wet paint will collect along its lower edge. Recharge the brush and paint the next stroke so that it picks up the bead, and continue down the page without going back. At the bottom, lift the last bead with a squeezed-out brush so that it does not run back into the drying wash and form a cauliflower-shaped bloom. A graded wash is made the same way, adding a little more water to the mixture with each stroke so that the colour fades evenly from dark to light, as in a sky that pales towards the horizon.",
          ),
        },
      },
      {
        title: "Wet-in-Wet and Wet-on-Dry",
        description:
          "We compare the soft edges of paint dropped into a wet surface with the crisp edges of paint laid on dry paper.",
        lesson: {
          title: "Controlling water and edges",
          html:
            p(
              "Much of the skill of watercolour lies in judging how wet the paper is. In the wet-in-wet technique the paper is first wetted with clean water, or with a wash, and colour is dropped or brushed into it while it is still damp. The paint spreads and blends by itself, producing soft, diffused edges that suit skies, distant hills, reflections in water and the out-of-focus background of a still life. In the wet-on-dry technique paint is applied to paper that has dried completely, and every stroke keeps a crisp, hard edge. Most paintings combine the two: soft passages for atmosphere and distance, hard edges for the focal point and the foreground.",
              "The moment at which colour is added into a wet area changes the result dramatically. Painters speak of stages of wetness, recognisable by the sheen of the paper when it is tilted towards the light:",
            ) +
            "<table><tr><th>Surface</th><th>Appearance</th><th>Result of adding paint</th></tr><tr><td>Very wet</td><td>Shiny, water pooling</td><td>Paint spreads widely and pales</td></tr><tr><td>Damp</td><td>Satin sheen</td><td>Soft but controlled edges</td></tr><tr><td>Almost dry</td><td>Dull, cool to the touch</td><td>Blooms and hard-edged backruns</td></tr><tr><td>Dry</td><td>No sheen</td><td>Crisp edge, glaze over the layer below</td></tr></table>" +
            p(
              "The dangerous stage is the third. If a brush carrying more water than the paper is touched into a drying wash, the water pushes pigment outwards and leaves the pale, frilled bloom known as a backrun. Some painters use backruns deliberately for foliage, but beginners should learn to avoid them by keeping the brush drier than the paper. Glazing, the layering of a transparent wash over a dry one, is the wet-on-dry technique used to deepen shadows; a thin glaze of ultramarine laid over dry yellow ochre, for example, produces a soft green-grey without muddying either colour.",
            ),
        },
      },
      {
        title: "Colour Mixing with a Limited Palette",
        description: "Six tubes of paint are enough.",
        lesson: {
          title: "A split-primary palette",
          html: p(
            "Beginners often buy large sets of paint and end up with muddy, unrelated colours. Many teachers instead recommend a split-primary palette of six colours: a warm and a cool version of each primary. A common choice is cadmium yellow (warm) and lemon yellow (cool), cadmium red (warm) and permanent rose (cool), and ultramarine blue (warm) and phthalo or cerulean blue (cool). The words 'warm' and 'cool' here describe the direction in which each colour leans: lemon yellow leans towards green, cadmium yellow towards orange; ultramarine leans towards violet, phthalo blue towards green.",
            "The logic of the palette is that a clean secondary colour comes from two primaries that lean towards each other. Lemon yellow and phthalo blue, both leaning towards green, make a vivid green. Cadmium yellow and ultramarine, each containing a trace of the third primary, make a duller olive green, because a mixture of all three primaries tends towards grey. Permanent rose and ultramarine give a clear violet; cadmium red and phthalo blue give a dark, neutral purple-grey. Knowing this lets a painter choose whether a mixture should sing or recede.",
            "Neutral colours, the greys and browns that make up most of a landscape, are mixed from complementary pairs rather than bought as black. Ultramarine and burnt sienna, a common seventh colour, give a range from warm brown to cool blue-grey depending on proportion, and the granulation of both pigments adds texture. A useful exercise is a mixing chart: paint each colour of the palette across the top and down the side of a grid and mix every pair where they meet, first at full strength and then diluted. The chart becomes a personal reference, and the painter learns that in watercolour lightness comes from adding water, not white, since white paint destroys the transparency of the medium.",
          ),
        },
      },
    ],
  },
];
