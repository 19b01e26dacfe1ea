/** Eleventh held-out evaluation courses, beginner level (Japanese to insurance); see ai-courses-heldout11.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT11_A: EvalCourse[] = [
  {
    slug: "japanese-kana-and-first-sentences",
    discipline: "Japanese language",
    title: "Japanese for Complete Beginners",
    description:
      "No prior knowledge of Japanese is assumed: over one semester the class moves from the hiragana and katakana syllabaries to polite sentences ending in desu and masu, the particles wa, ga and o, and counting things with numbers and counters.",
    level: "beginner",
    duration: "14 weeks",
    plantedGap: "counters",
    modules: [
      {
        title: "The Two Kana Syllabaries",
        description:
          "Hiragana writes native words and grammatical endings, while katakana marks loanwords, foreign names and emphasis.",
        lesson: {
          title: "Reading hiragana and katakana",
          html:
            p(
              "Modern Japanese is written with three scripts at once. Kanji, characters borrowed from Chinese, carry the meaning of most nouns and verb stems; hiragana writes grammatical endings, particles and native words that have no common kanji; and katakana writes words borrowed from other languages, foreign names, and sounds in comics and advertising. A beginner learns the two kana first, because with them alone any sentence can be written, and children's books and textbooks for learners use them throughout.",
              "Each kana stands for a syllable (more precisely a mora, a unit of timing) rather than a single sound. The tables are arranged in rows by consonant and columns by the five vowels a, i, u, e, o, always in that order. The first row is the bare vowels; the next begins with k, then s, t, n, h, m, y, r and w, and a single kana, ん (n), stands alone at the end.",
            ) +
            "<table><tr><th>Row</th><th>a</th><th>i</th><th>u</th><th>e</th><th>o</th></tr><tr><td>vowels</td><td>あ ア</td><td>い イ</td><td>う ウ</td><td>え エ</td><td>お オ</td></tr><tr><td>k</td><td>か カ</td><td>き キ</td><td>く ク</td><td>け ケ</td><td>こ コ</td></tr><tr><td>s</td><td>さ サ</td><td>し シ (shi)</td><td>す ス</td><td>せ セ</td><td>そ ソ</td></tr></table>" +
            p(
              "Some syllables do not follow the pattern exactly: the s-row has し (shi), the t-row has ち (chi) and つ (tsu), and the h-row has ふ (fu). Two small marks extend the table. The dakuten, two short strokes at the top right, voices a consonant, so か (ka) becomes が (ga) and さ (sa) becomes ざ (za); the handakuten, a small circle, turns the h-row into p, so は (ha) becomes ぱ (pa).",
              "Combinations are written by adding a small ゃ, ゅ or ょ: き + small ゃ gives きゃ (kya), as in きゃく, 'guest'. A small っ doubles the following consonant, so きって (kitte) means 'stamp' while きて (kite) means 'come'. Long vowels matter too: おばさん is 'aunt' but おばあさん is 'grandmother'. In katakana a long vowel is shown with a dash, ー, as in コーヒー (kōhī, 'coffee'). Practise by copying each kana with the correct stroke order, then reading short words aloud until recognition is instant.",
            ),
        },
      },
      {
        title: "Polite Sentences with desu and masu",
        description:
          "How do you introduce yourself, and say what you do each day, in the polite style used with strangers?",
        lesson: {
          title: "Desu, masu and the shape of a sentence",
          html:
            p(
              "Japanese speakers choose a level of politeness every time they end a sentence. With strangers, teachers and colleagues the safe choice is the polite style, marked by です (desu) after nouns and adjectives and by the ending ます (masu) on verbs. Learners use this style first because it is never rude, and the plain style used among friends is learned later.",
              "The simplest sentence is 'A は B です', meaning 'A is B': わたしは がくせいです (watashi wa gakusei desu), 'I am a student'. The particle は is written with the kana for ha but pronounced wa when it marks the topic. Japanese usually drops a subject that is clear from context, so once you have been introduced, がくせいです alone means 'I am a student'. To ask a question, add か (ka) at the end and raise the voice slightly: がくせいですか, 'Are you a student?' The negative of です is じゃありません (ja arimasen), or the more formal ではありません.",
              "Verbs come at the end of the sentence, after everything else. The polite present, which also expresses the future, ends in ます: たべます (tabemasu), 'eat, will eat'; いきます (ikimasu), 'go'; みます (mimasu), 'see, watch'. Four endings cover the basic tenses:",
            ) +
            "<ul><li>たべます: I eat, I will eat</li><li>たべません: I do not eat, I will not eat</li><li>たべました: I ate</li><li>たべませんでした: I did not eat</li></ul>" +
            p(
              "A typical sentence therefore runs time, then place, then object, then verb: あした としょかんで ほんを よみます (ashita toshokan de hon o yomimasu), 'Tomorrow I will read a book at the library'. Notice that the verb never changes for person: よみます serves for I, you, she and they alike. This regularity makes the polite form an easy foothold, and the same stems will later take the plain and te-forms.",
            ),
        },
      },
      {
        title: "Particles: wa, ga and o",
        description:
          "This module sorts out the three particles that learners most often confuse, using short dialogues.",
        lesson: {
          title: "Topic, subject and object",
          html:
            p(
              "Japanese marks the role of a noun with a particle placed after it, rather than by word order as English does. Because the particle carries the grammar, the order of the phrases before the verb can change for emphasis while the meaning stays the same: ねこが さかなを たべます and さかなを ねこが たべます both mean 'The cat eats the fish'.",
              "The particle を (o, written with the kana wo) marks the direct object, the thing acted on: みずを のみます, 'I drink water'; てがみを かきます, 'I write a letter'. It is the most straightforward of the three.",
              "The difficulty lies in telling は (wa) from が (ga). は marks the topic, what the sentence is about, and often signals known or contrasted information: 'As for me, I am a student'. が marks the grammatical subject, and is used when the subject is new information or the focus of the sentence. Compare the answers to two questions. To 'What is your name?' one replies わたしは たなかです, because 'I' is already the topic. To 'Who is Tanaka?' one replies わたしが たなかです, 'I am the one who is Tanaka', because the new information is who.",
            ) +
            "<ul><li>Question words such as だれ (who) and なに (what) take が, never は, when they are the subject: だれが きましたか, 'Who came?'</li><li>Some predicates take が for the thing liked, understood or possessed: すしが すきです, 'I like sushi'; にほんごが わかります, 'I understand Japanese'.</li><li>は can also contrast: にくは たべますが、さかなは たべません, 'Meat I eat, but fish I don't'.</li></ul>" +
            p(
              "A useful rule of thumb for beginners is that the first mention of something in a story takes が and later mentions take は: むかし おじいさんが いました。おじいさんは やまへ いきました, 'Once there was an old man. The old man went to the mountains.'",
            ),
        },
      },
    ],
  },
  {
    slug: "pitched-roofing-slating-and-tiling",
    discipline: "Roofing",
    title: "Pitched Roofing: Slating and Tiling",
    description:
      "On a training rig and then on supervised site visits, trainee roofers set out and lay natural slates and interlocking concrete tiles on pitched roofs, fix battens and underlay to BS 5534, dress lead flashings at abutments, and work safely at height.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "lead flashing",
    modules: [
      {
        title: "Working Safely at Height",
        description:
          "Falls from roofs remain a leading cause of death in construction, so every job begins with planning how to avoid them.",
        lesson: {
          title: "Scaffolds, ladders and fragile surfaces",
          html:
            p(
              "In Great Britain, the Work at Height Regulations 2005 require anyone organising roof work to follow a hierarchy. First, avoid working at height where you reasonably can, for example by assembling a dormer on the ground and lifting it into place. Where height cannot be avoided, prevent falls with collective measures such as scaffolding with guardrails. Only where a fall cannot be prevented should you mitigate its consequences with nets, airbags or personal fall-arrest equipment, which protect only the person wearing them and only if used correctly.",
              "For most pitched-roof work the answer is a scaffold with edge protection at the eaves. The main guardrail must be at least 950 mm above the working platform, with an intermediate guardrail so that no unprotected gap exceeds 470 mm, and a toe board at least 150 mm high stops tiles and tools being kicked off. On steeper roofs the scaffold is often brought up with a boarded platform and a raised barrier or netting to catch anyone who slides down the slope.",
              "Ladders are for access and short, light tasks. The rule of thumb is one unit out for every four units up, an angle of about 75 degrees, with the stiles extending at least 1 m above the landing and the ladder tied or footed. On the roof itself, a purpose-made roof ladder with a ridge hook spreads the load and gives a handhold; never walk directly on slates or tiles.",
            ) +
            "<ul><li>Treat every roof light, asbestos cement sheet and old felt-covered deck as fragile until proven otherwise.</li><li>Cordon off the area below and use a chute or hoist for waste; never throw materials down.</li><li>Stop work in high wind: loose slates and sheets of underlay become dangerous sails.</li></ul>" +
            p(
              "Finally, check the weather forecast and the scaffold inspection record before climbing. A scaffold must be inspected by a competent person before first use, at least every seven days, and after any event such as a storm that could have affected it.",
            ),
        },
      },
      {
        title: "Underlay and Battens",
        description: "Lay a breathable underlay and fix graded timber battens as the base for every slate and tile.",
        lesson: {
          title: "Preparing the roof for its covering",
          html: p(
            "Slates and tiles are not a watertight skin on their own. Wind-driven rain and snow can find their way between them, so beneath the covering lies a secondary barrier, the underlay, which carries any water that gets through down to the gutter. Modern underlays are vapour-permeable membranes that let moisture from the house escape while shedding liquid water, which reduces condensation in the roof space compared with the old bitumen felts.",
            "Underlay is laid horizontally across the rafters, starting at the eaves and working upwards, so that each course overlaps the one below like the slates themselves. BS 5534, the British code of practice for slating and tiling, sets minimum head laps according to pitch: on most roofs between 15 and 35 degrees a lap of 150 mm is usual, rising on lower pitches and falling to about 100 mm on steep ones. The bottom edge is dressed into the gutter or onto an eaves carrier so that water drains out rather than soaking the fascia. A slight drape between rafters, about 10 to 15 mm, lets water run under the battens instead of pooling behind them.",
            "Battens are fixed over the underlay at the gauge required by the covering. They must be graded timber, treated against decay and marked to show they meet BS 5534; ungraded offcuts are not acceptable. For rafters or trusses at up to 600 mm centres the minimum batten size is 25 × 50 mm; 25 × 38 mm battens may be used only when supports are no more than 450 mm apart and the covering is light enough.",
            "Each batten is nailed to every rafter it crosses with a ring-shank or annular nail long enough to penetrate the rafter by at least 40 mm. Joints between battens are made over a rafter, cut square and butted, and no more than one batten in four may be joined over the same rafter, so that the roof has no line of weakness. A chalk line snapped at each gauge mark keeps the courses straight across the slope.",
          ),
        },
      },
      {
        title: "Setting Out and Laying the Covering",
        description:
          "Calculate the gauge, set out the courses and lay double-lap slates and single-lap interlocking tiles.",
        lesson: {
          title: "Gauge, lap and fixing",
          html:
            p(
              "Slates are a double-lap covering: at any point on the roof there are at least two thicknesses of slate, and the head of each slate is covered by the course two above it. The distance by which it is covered is the head lap, and BS 5534 and the slate manufacturer set its minimum according to the pitch and the exposure of the site, typically 75 to 100 mm on a roof of around 30 degrees. From the slate length and the head lap you calculate the gauge, the distance between batten centres:",
              "gauge = (slate length − head lap) ÷ 2",
              "For a 500 × 250 mm slate with a 75 mm head lap, the gauge is (500 − 75) ÷ 2 = 212.5 mm. If the rafter length from the eaves batten to the top batten is 4,250 mm, that is exactly 20 courses at 212.5 mm; if the division does not come out whole, the gauge is reduced slightly so that the courses are equal, never increased, because a larger gauge would reduce the lap. The eaves course is a shorter slate laid under the first full course, and each course is laid broken-bond so that the joints fall over the centre of the slate below.",
              "Each natural slate is held by two nails, usually copper or stainless steel, through holes punched from the back about 25 mm from the edges at a height of gauge plus head lap plus a little clearance, so that the nails are covered by two courses above. Interlocking concrete tiles work differently. They are single-lap: interlocking channels at the sides carry water, so only a short head lap is needed and far fewer tiles cover a square metre. Each tile type has a minimum pitch, often 22.5 degrees, below which the manufacturer will not guarantee it.",
            ) +
            "<table><tr><th></th><th>Natural slate</th><th>Interlocking concrete tile</th></tr><tr><td>Lap</td><td>Double</td><td>Single</td></tr><tr><td>Typical weight</td><td>25–35 kg/m²</td><td>45–50 kg/m²</td></tr><tr><td>Fixing</td><td>Two nails per slate</td><td>Nail and clip per tile</td></tr></table>" +
            p(
              "Since the 2014 revision of BS 5534, every slate and tile must be mechanically fixed, so tiles are now nailed and clipped rather than merely hung on their nibs.",
            ),
        },
      },
    ],
  },
  {
    slug: "bench-jewellery-in-sterling-silver",
    discipline: "Jewellery making",
    title: "Bench Jewellery: Silver Fundamentals",
    description:
      "With a jeweller's saw, needle files and a soldering torch, beginners make finished pieces in sterling silver, learning to pierce and file sheet, to anneal and form wire into rings, to solder joints cleanly, and to set a cabochon stone in a bezel.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "bezel",
    modules: [
      {
        title: "Piercing and Filing",
        description: "The saw and the file shape almost every piece of handmade jewellery.",
        lesson: {
          title: "Using the jeweller's saw and files",
          html:
            p(
              "The jeweller's saw is a light, adjustable frame holding a very fine blade, and it is used with the work supported on a bench peg, a wedge of hardwood with a V-shaped notch fixed to the front of the bench. Blades are graded by number: the higher the number above zero, the coarser the blade, and the more zeros, the finer. A size 2/0 blade suits sheet of about 0.8 to 1 mm thickness; for thin sheet choose a finer blade so that at least two or three teeth are always in contact with the metal.",
              "To fit a blade, clamp it in the top nut with the teeth pointing outward, away from the frame, and downward toward the handle. Press the frame against the bench to shorten it slightly, clamp the lower end, and release: the blade should ping when plucked. A slack blade wanders and breaks. Rub the blade with a little wax or lubricant before sawing.",
              "Saw with the frame held upright and relaxed, using the full length of the blade in smooth, even strokes. The blade cuts only on the downstroke, so let it do the work and do not force it forward. To turn a corner, keep the saw moving up and down on the spot while slowly rotating the frame. For internal shapes, drill a small hole, thread the blade through it, then tighten it in the frame and saw out the piece.",
            ) +
            "<ul><li>Barrette, half-round and round needle files reach different curves and corners.</li><li>Files are graded by cut: cut 0 is coarse, cut 2 medium, cut 4 fine.</li><li>A file cuts on the push stroke only; lift it on the return to protect its teeth.</li></ul>" +
            p(
              "After sawing, file to the line, working from coarse to fine cut. Hold the work against the peg and file across the edge at a slight angle, checking frequently. Then remove the file marks with abrasive paper wrapped around a flat stick, working through the grades, perhaps 400, 600 and 1200 grit, each time at right angles to the previous scratches so that you can see when they have gone.",
            ),
        },
      },
      {
        title: "Annealing and Forming Wire",
        description:
          "Silver hardens as it is bent and hammered; learn to soften it with heat and to form a ring of the right size.",
        lesson: {
          title: "Work hardening, annealing and ring sizing",
          html: p(
            "Sterling silver is an alloy of 92.5 per cent silver and 7.5 per cent copper; the copper makes it harder and more durable than pure silver. When sterling is bent, hammered, drawn or rolled, its crystal structure is distorted and it becomes harder and springier, a process called work hardening. Past a certain point it resists further shaping and may crack. Annealing reverses this: heating the metal allows new, unstrained crystals to form and restores its softness.",
            "To anneal, place the work on a soldering block in subdued light and play a soft, bushy flame over the whole piece, not just one spot. Sterling anneals at roughly 600 to 650 °C, which you can judge as the point at which the metal just begins to glow a dull cherry red. Hold it there for a few seconds, then let it lose its colour and quench it in water. Overheating risks melting thin wire and deepens the firescale, a layer of copper oxide formed beneath the surface that shows as a grey cloud after polishing.",
            "After quenching, the piece is cleaned in pickle, a warm, mild acid solution such as sodium hydrogen sulphate, which dissolves surface oxides and flux residues. Use copper or plastic tongs, never steel, since iron in the pickle will deposit copper onto the silver.",
            "Forming a ring requires the correct length of metal. Because the metal stretches on the outside and compresses on the inside as it bends, the length is calculated from the middle of its thickness:",
            "blank length = (inside diameter + metal thickness) × π",
            "For a ring with an inside diameter of 17 mm made from 1.5 mm thick strip, the blank is (17 + 1.5) × 3.1416 = 58.1 mm. Cut the strip square, anneal it, and bend it round with half-round pliers until the ends meet. Push the ends past each other and back so that they spring together with no visible gap, ready for soldering, then true the ring on a steel mandrel with a rawhide or nylon mallet.",
          ),
        },
      },
      {
        title: "Soldering Joints",
        description:
          "Clean metal, a close fit, flux and even heat: the four conditions for a strong, invisible solder seam.",
        lesson: {
          title: "Hard, medium and easy solder",
          html:
            p(
              "Silver solder is an alloy of silver, copper and zinc that melts at a lower temperature than the sterling it joins. When it melts, capillary action draws it into the joint, where it alloys with the surfaces on either side and forms a bond almost as strong as the metal itself. Solder does not fill gaps: if a joint does not fit closely, no amount of solder will make a sound seam, so time spent filing and adjusting the fit is never wasted.",
              "Four conditions are needed. The metal must be clean, free of grease, oxide and pickle residue. The joint must fit tightly, with no light showing through it. Flux must cover the joint to stop new oxides forming as it heats; borax-based fluxes and commercial paste fluxes are common. And the whole piece must be brought up to temperature evenly, because solder flows toward the hottest area and will not flow onto metal that is too cool.",
              "Solders are sold in grades that melt at different temperatures, which allows a piece with several joints to be built up in stages without earlier seams reopening. Approximate flow ranges for common silver solders are:",
            ) +
            "<table><tr><th>Grade</th><th>Approximate melting range</th><th>Typical use</th></tr><tr><td>Hard</td><td>745–778 °C</td><td>First joints, ring seams</td></tr><tr><td>Medium</td><td>720–765 °C</td><td>Second and later joints</td></tr><tr><td>Easy</td><td>705–723 °C</td><td>Final joints, findings such as jump rings</td></tr></table>" +
            p(
              "For a ring seam, flux the joint and place a small paillon of hard solder across it on the inside, or underneath with the ring standing on the block. Heat the whole ring with a moving flame until the flux turns glassy and the metal begins to glow, then concentrate the heat near the joint; the solder will flash bright and run along the seam. Remove the flame at once. Let the ring cool slightly, quench, pickle, and inspect the seam: a good joint is a fine silver line, not a lump. File away any excess and check the ring is round again before polishing.",
            ),
        },
      },
    ],
  },
  {
    slug: "greek-and-roman-myth-in-the-sources",
    discipline: "Classical mythology",
    title: "Gods and Heroes: Greek and Roman Myth",
    description:
      "Myths were the shared stories through which Greeks and Romans explained their world; reading Hesiod, Homer and Ovid in translation, the class considers the Olympian gods, the labours of Heracles, the Trojan War and the Roman retelling of Greek myth.",
    level: "beginner",
    duration: "One term",
    plantedGap: "Heracles",
    modules: [
      {
        title: "Hesiod and the Origins of the Gods",
        description: "Hesiod's Theogony tells how the world began and how Zeus came to rule it.",
        lesson: {
          title: "The succession myth in the Theogony",
          html:
            p(
              "Hesiod, a poet from Boeotia in central Greece, composed the Theogony ('birth of the gods') around 700 BCE. It is our earliest systematic account of Greek beliefs about the origin of the cosmos, and it shaped how later Greeks imagined their gods. The poem opens with the Muses, who appear to Hesiod on Mount Helicon and give him the gift of song, a claim to authority that later poets imitated.",
              "In the beginning, Hesiod says, came Chaos, a yawning gap, followed by Gaia (Earth), Tartarus and Eros. Gaia gave birth to Ouranos (Sky), who then lay with her and fathered the twelve Titans, as well as the one-eyed Cyclopes and the hundred-handed giants. Ouranos hated his children and pushed them back into Gaia's body. In pain, she made a great sickle of adamant, and her youngest son Kronos used it to castrate his father, separating Sky from Earth. From the blood and foam that fell came the Furies and Aphrodite.",
              "Kronos, warned that a son would overthrow him in turn, swallowed each child his wife Rhea bore. Rhea saved the last, Zeus, by giving Kronos a stone wrapped in swaddling clothes, and hid the baby on Crete. Grown, Zeus forced his father to disgorge his siblings and, with the help of the Cyclopes, who forged his thunderbolt, defeated the Titans in a ten-year war and imprisoned them in Tartarus.",
            ) +
            "<ul><li>Zeus: king of the gods, sky and thunder</li><li>Hera: his wife and sister, marriage</li><li>Poseidon: the sea and earthquakes</li><li>Athena: wisdom, crafts and war, born from Zeus's head</li><li>Apollo and Artemis: prophecy and music; hunting and wild places</li></ul>" +
            p(
              "The pattern is a succession myth: each generation of rulers is violently replaced by the next, until Zeus breaks the cycle by swallowing his first wife, Metis, before she can bear a son greater than he. Scholars have noted close parallels in Near Eastern texts such as the Hurrian Song of Kumarbi, which suggest that Hesiod drew on older stories circulating around the eastern Mediterranean.",
            ),
        },
      },
      {
        title: "The Trojan War",
        description:
          "From the judgement of Paris to the fall of the city, the war at Troy supplied Greek poets and artists with their richest material.",
        lesson: {
          title: "Homer and the cycle of Troy",
          html: p(
            "The story of the Trojan War was told in many poems, but only two survive whole: the Iliad and the Odyssey, attributed to Homer and probably composed in the eighth or seventh century BCE from a long tradition of oral poetry. Other episodes survive only in later summaries of the lost poems of the Epic Cycle, and in tragedy and vase painting.",
            "The war began, the tradition said, at the wedding of Peleus and Thetis. Eris, goddess of strife, threw among the guests a golden apple inscribed 'for the fairest'. Hera, Athena and Aphrodite each claimed it, and Zeus sent them to be judged by Paris, a prince of Troy. Aphrodite promised him the most beautiful woman in the world, Helen, wife of Menelaus of Sparta. Paris chose her, carried Helen off, and Menelaus's brother Agamemnon led a Greek expedition to bring her back.",
            "The Iliad covers only a few weeks in the tenth year of the siege. Its subject, announced in the first line, is the wrath of Achilles. Insulted when Agamemnon takes his captive Briseis, Achilles withdraws from the fighting, and the Greeks suffer until his friend Patroclus goes into battle in Achilles' armour and is killed by Hector. Achilles returns, kills Hector, and mistreats his body, until in the final book Priam, Hector's father, comes by night to ransom it and the two enemies weep together.",
            "The fall of Troy itself is not told in the Iliad. Later sources describe the wooden horse, devised by Odysseus, in which Greek warriors were smuggled into the city, and the sack that followed. The Odyssey then follows Odysseus on his ten-year voyage home to Ithaca, past the Cyclops Polyphemus, Circe and the Sirens, to his revenge on the suitors who have besieged his wife Penelope. Together the poems explore honour, mortality and homecoming, themes Greek audiences returned to for centuries.",
          ),
        },
      },
      {
        title: "Ovid's Metamorphoses",
        description:
          "Rome adopted the Greek gods under Latin names, and Ovid retold their stories with wit, sympathy and an eye for transformation.",
        lesson: {
          title: "Roman myth and the poetry of change",
          html:
            p(
              "When the Romans came into close contact with Greek culture from the third century BCE onward, they identified their own gods with the Greek ones. Jupiter was equated with Zeus, Juno with Hera, Minerva with Athena, Venus with Aphrodite, Mars with Ares and Neptune with Poseidon; Apollo kept his Greek name. The identification was never perfect: Mars, for instance, was a far more honoured figure at Rome, as father of Romulus, than Ares was in Greece.",
            ) +
            "<table><tr><th>Greek</th><th>Roman</th><th>Domain</th></tr><tr><td>Zeus</td><td>Jupiter</td><td>sky, kingship</td></tr><tr><td>Hera</td><td>Juno</td><td>marriage</td></tr><tr><td>Aphrodite</td><td>Venus</td><td>love</td></tr><tr><td>Hermes</td><td>Mercury</td><td>messages, trade</td></tr><tr><td>Dionysus</td><td>Bacchus</td><td>wine, ecstasy</td></tr></table>" +
            p(
              "Publius Ovidius Naso, known as Ovid (43 BCE – c. 17 CE), completed the Metamorphoses, an epic in fifteen books, around 8 CE. It gathers some 250 myths into a continuous narrative running from the creation of the world to the deification of Julius Caesar, and its unifying theme is change of shape. Ovid's tone is unlike Homer's: playful, ironic and acutely aware of human feeling.",
              "In one famous episode Apollo, struck by Cupid's arrow, pursues the nymph Daphne, who has been struck by an arrow that makes her flee love. As he is about to catch her, she prays to her father, the river Peneus, and is turned into a laurel tree; Apollo declares the laurel his sacred plant. In another, the beautiful youth Narcissus, who has rejected the nymph Echo, falls in love with his own reflection in a pool and wastes away, becoming the flower that bears his name.",
              "These stories often end by explaining something in the world, a tree, a flower or a constellation, and so work as aetiological myths. The Metamorphoses became the main source through which medieval and Renaissance readers, painters such as Titian and Bernini, and poets from Chaucer to Shakespeare knew classical myth.",
            ),
        },
      },
    ],
  },
  {
    slug: "insurance-principles-and-practice",
    discipline: "Insurance",
    title: "Principles of Insurance",
    description:
      "Risk, and how insurers pool, price and share it, is the subject of this non-technical module, which moves from the legal principles of insurable interest, utmost good faith and indemnity to the underwriting of a household policy and the reinsurance that stands behind the insurer.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "reinsurance",
    modules: [
      {
        title: "Risk and the Pooling of Losses",
        description: "Insurance works because the losses of the few are paid from the premiums of the many.",
        lesson: {
          title: "Why insurance is possible",
          html:
            p(
              "Risk, in insurance, means uncertainty about a financial loss. A homeowner knows that fire is possible but not whether it will happen this year; a fire would be ruinous for her, but its cost spread across thousands of households is small. Insurance converts an uncertain, potentially large loss into a certain, small payment, the premium.",
              "Not every risk can be insured. Insurers deal with pure risks, where the outcomes are loss or no loss, such as fire, theft or injury. Speculative risks, which can produce a gain as well as a loss, such as buying shares or starting a business, are not normally insurable. An insurable risk should also be fortuitous (not deliberately caused by the insured), measurable in money, and shared by a large number of similar exposures.",
              "That last requirement reflects the law of large numbers. The loss experience of one house is unpredictable, but the average loss across a large group of similar houses becomes more stable and predictable as the group grows. An insurer can therefore estimate with reasonable confidence how much it will pay out in total.",
              "Consider a simple example. Suppose an insurer covers 10,000 similar houses, and past data show that each has a 1 in 500 chance of a serious fire in a year, with an average claim of £150,000 when one occurs. The expected cost per house, the pure premium, is:",
            ) +
            "<ul><li>Probability of loss: 1 ÷ 500 = 0.002</li><li>Expected loss per house: 0.002 × £150,000 = £300</li><li>Expected claims for the portfolio: 10,000 × £300 = £3 million, about 20 fires</li></ul>" +
            p(
              "The premium actually charged is higher than £300, because the insurer must add loadings for its expenses, such as staff, commissions and claims handling, a margin for the uncertainty that remains, and a profit. Insurers also describe risks by frequency, how often losses occur, and severity, how large they are. Frequent, small losses such as broken windows are often left with the policyholder through an excess, while rare, severe losses are exactly what insurance is best at covering.",
            ),
        },
      },
      {
        title: "The Legal Principles of Insurance",
        description:
          "Which principles turn a promise to pay into an enforceable insurance contract, and what happens when they are broken?",
        lesson: {
          title: "Insurable interest, good faith and indemnity",
          html:
            p(
              "An insurance policy is a contract, but English law attaches special principles to it. The first is insurable interest: the policyholder must stand to suffer financially if the insured event happens. You may insure your own house, or a lender may insure the house on which it holds a mortgage, but you cannot insure a stranger's house and profit from its destruction. The Life Assurance Act 1774 and the Marine Insurance Act 1906 gave statutory form to the principle, which separates insurance from gambling.",
              "The second is utmost good faith. Because the insurer relies on what the applicant tells it, both parties must deal honestly. In Carter v Boehm (1766) Lord Mansfield held that concealment of a material fact could avoid the policy. For consumers, the Consumer Insurance (Disclosure and Representations) Act 2012 replaced the duty to volunteer information with a duty to take reasonable care to answer the insurer's questions accurately. For businesses, the Insurance Act 2015 imposes a duty of fair presentation of the risk, and it replaced the old all-or-nothing remedy with proportionate remedies: if the insurer would have charged a higher premium had it known the truth, it may reduce the claim in proportion.",
              "The third is indemnity: the insured should be put back in the same financial position after a loss as before it, no better and no worse. Two corollaries follow.",
            ) +
            "<ul><li><b>Subrogation</b>: having paid a claim, the insurer steps into the insured's shoes and may recover the loss from a third party who caused it, such as a negligent builder.</li><li><b>Contribution</b>: where two policies cover the same loss, the insurers share it rather than the insured being paid twice.</li></ul>" +
            p(
              "Finally, the doctrine of proximate cause decides whether a loss is covered: the courts look for the dominant, effective cause of the loss and ask whether it is an insured peril. If a storm damages a roof and rain then ruins the contents, the storm is the proximate cause of both.",
            ),
        },
      },
      {
        title: "Underwriting a Household Policy",
        description:
          "Follow a home insurance application from proposal form to premium, and see how the sum insured affects a claim.",
        lesson: {
          title: "Rating factors, excess and average",
          html:
            p(
              "Underwriting is the process by which an insurer decides whether to accept a risk, on what terms, and at what price. For household insurance the underwriter, increasingly an automated rating engine applying rules the underwriters have written, looks at the factors that drive the frequency and severity of claims. These include the postcode, which carries information about crime, flood and subsidence risk; the construction of the house, since a thatched roof burns more readily than a tiled one; the security fitted to doors and windows; the sum insured; and the applicant's own claims history.",
              "Buildings insurance should be arranged for the rebuilding cost of the house, not its market value. The rebuilding cost includes demolition, site clearance, professional fees and the cost of complying with current building regulations, and it may be much higher or lower than the price the house would fetch.",
              "Policies use several devices to share losses with the policyholder. An excess, say the first £250 of each claim, removes small claims and gives the insured a reason to take care. Many policies also contain an average clause, which applies when a property is underinsured. If the sum insured is less than the full value, the insurer pays only the same proportion of any loss:",
            ) +
            "<table><tr><th>Item</th><th>Figure</th></tr><tr><td>Sum insured (contents)</td><td>£60,000</td></tr><tr><td>Actual value of contents</td><td>£80,000</td></tr><tr><td>Loss after a burglary</td><td>£20,000</td></tr><tr><td>Payment: 60,000 ÷ 80,000 × £20,000</td><td>£15,000 (before excess)</td></tr></table>" +
            p(
              "The policyholder who insured three-quarters of the value therefore bears a quarter of every loss, which is fair to the other policyholders, whose premiums were calculated on full values. When a claim arrives, the claims handler checks that the policy was in force, that the loss falls within the insured perils and is not excluded, and that the amount claimed reflects the real loss, appointing a loss adjuster for large or complex claims.",
            ),
        },
      },
    ],
  },
];
