/** Forty-eighth held-out evaluation courses, beginner level (gelato to stand-up comedy writing); see ai-courses-heldout48.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT48_A: EvalCourse[] = [
  {
    slug: "gelato-batch-freezing-basics",
    discipline: "Gelato making",
    title: "Gelato from the Batch Freezer",
    description:
      "Good gelato is a balanced recipe before it is a flavour. This short practical class teaches the roles of sugars and milk solids, how to balance a base, pasteurising the mix, and batch freezing and serving temperature.",
    level: "beginner",
    duration: "four evening sessions (3 hours each)",
    plantedGap: "pasteurising the mix",
    modules: [
      {
        title: "What Each Ingredient Does",
        description:
          "Milk, cream, sucrose, dextrose and skim milk powder each change texture, sweetness and freezing, and we taste the difference.",
        lesson: {
          title: "Sugars, fat and non-fat milk solids",
          html:
            p(
              "Gelato differs from most ice cream in three measurable ways: it usually contains less fat (typically 4 to 8 per cent against 10 to 16 per cent), less air, and it is served warmer, at about −11 to −13 °C rather than −18 °C. Each ingredient in the base has a job, and a gelato maker thinks in terms of those jobs rather than in cups and spoons.",
              "Sugars sweeten, but their more important role is to depress the freezing point so that part of the water stays liquid at serving temperature and the gelato can be scooped. Sucrose is the reference, with a sweetening power (POD) of 100 and an anti-freezing power (PAC) of 100. Dextrose has a POD of about 70 but a PAC of about 190, so swapping some sucrose for dextrose softens the gelato without making it sweeter. Inverted sugar and honey behave similarly.",
              "Fat, from cream and milk, carries flavour and gives a round, creamy mouthfeel; too much coats the palate and dulls fruit. Non-fat milk solids (lactose, proteins and minerals, abbreviated MSNF) bind water and stabilise the foam, and skim milk powder is the usual way to raise them. Above roughly 11 per cent MSNF, however, lactose may crystallise during storage and the gelato turns sandy.",
            ) +
            "<ul><li>Sugars: 16–22 % of the mix</li><li>Fat: 4–8 %</li><li>Non-fat milk solids: 8–11 %</li><li>Stabilisers: 0.2–0.5 %</li><li>Total solids: 36–42 %</li></ul>" +
            p(
              "Stabilisers such as locust bean gum and guar are used in tiny amounts to hold free water and slow the growth of ice crystals in the display case. Learners should taste two bases side by side, one made with sucrose alone and one with a quarter of the sugar replaced by dextrose, before they ever open a recipe book.",
            ),
        },
      },
      {
        title: "Balancing a Base on Paper",
        description:
          "You will calculate the solids in a fior di latte base and correct it until every figure sits within its range.",
        lesson: {
          title: "A worked balance for fior di latte",
          html: p(
            "Balancing means calculating what percentage of the finished mix is fat, sugar, milk solids and total solids, then adjusting ingredients until each figure sits in its target range. A spreadsheet helps, but the arithmetic is simple enough to do by hand, and doing it by hand first teaches what the spreadsheet hides.",
            "Take a trial batch of 1,000 g: 620 g whole milk (3.5 % fat, 8.5 % MSNF), 150 g cream (35 % fat, 5.5 % MSNF), 180 g sucrose, 45 g skim milk powder (97 % MSNF) and 5 g stabiliser blend. Fat is 620 × 0.035 + 150 × 0.35 = 21.7 + 52.5 = 74.2 g, or 7.4 %. Non-fat milk solids are 620 × 0.085 + 150 × 0.055 + 45 × 0.97 = 52.7 + 8.3 + 43.7 = 104.7 g, or 10.5 %. Sugar is 18 %, and total solids come to 74.2 + 104.7 + 180 + 5 = 363.9 g, or 36.4 %.",
            "Every figure is in range, but the batch is at the low end of total solids and will feel slightly icy. The fix is not more sugar, which would raise sweetness, but replacing 30 g of the milk with 30 g of skim milk powder. That lifts MSNF to about 13 %, which is now too high and risks sandiness. A better correction is to replace 30 g of sucrose with 40 g of dextrose and take 10 g off the milk: sweetness falls a little, the anti-freezing power rises, and total solids climb to about 37 per cent.",
            "The lesson is that every change moves several numbers at once. Change one ingredient at a time, recalculate all the percentages, and note what you tasted. A notebook of balanced bases is the most valuable tool a beginning gelato maker owns.",
          ),
        },
      },
      {
        title: "Freezing, Extraction and the Display Case",
        description:
          "In the batch freezer the liquid base becomes gelato in about ten minutes, and this session follows it from the barrel to the pozzetto.",
        lesson: {
          title: "From batch freezer to scoop",
          html: p(
            "A batch freezer is a horizontal or vertical cylinder, chilled by refrigerant on its outside, inside which a dasher with scraping blades turns. The base is poured in at about 4 °C. As the wall chills the thin layer of mix touching it, ice crystals form and are scraped off at once into the body of the mix, where they act as nuclei. Fast freezing and constant scraping give many small crystals, which is what the tongue reads as smoothness; slow freezing gives fewer, larger crystals and a coarse texture.",
            "At the same time the dasher folds in air. The increase in volume is called overrun: if 1 litre of base yields 1.3 litres of gelato, the overrun is 30 per cent. Artisan gelato typically has 25 to 35 per cent overrun, whereas industrial ice cream can exceed 100 per cent. Lower overrun means a denser, more intensely flavoured product, and it is one reason gelato tastes richer at lower fat.",
            "Most machines finish a batch in eight to twelve minutes. The maker judges the end point by the current drawn by the motor, by the dry, glossy look of the mass, and by its temperature, which should be around −7 to −9 °C at extraction. The gelato is then extruded into a pre-chilled pan, shaped, and either placed directly into the display case or hardened quickly in a blast freezer at −35 °C so that the remaining free water freezes into small crystals rather than large ones.",
            "In the display case the gelato is held at −11 to −13 °C. Every cycle of warming and cooling lets small crystals melt and large ones grow, so the case should not be opened needlessly and pans should be sold within a few days.",
          ),
        },
      },
    ],
  },
  {
    slug: "tofu-from-soybean-to-block",
    discipline: "Tofu making",
    title: "Tofu from Soybean to Block",
    description:
      "Two kitchen workshops take learners through soaking and grinding soybeans, cooking and straining soy milk, choosing a coagulant, and pressing firm and silken tofu.",
    level: "beginner",
    duration: "two Saturday workshops (5 hours each)",
    plantedGap: "silken tofu",
    modules: [
      {
        title: "Soaking, Grinding and Cooking",
        description:
          "Soy milk is the real product of the first half of the day: we soak the beans, grind them with water, cook the slurry and separate the okara.",
        lesson: {
          title: "Making soy milk that will set",
          html: p(
            "Tofu is curdled soy milk, pressed. Its quality is decided long before any coagulant is added, because a thin or badly cooked soy milk will never form a firm, sweet curd. The process has four steps: soaking, grinding, cooking and straining.",
            "Dry soybeans are washed and soaked in about three times their volume of cool water. In water at 20 °C they need roughly 10 to 12 hours; in summer, at 25 °C, eight hours is enough, and longer soaking lets the beans begin to ferment. Properly soaked beans have roughly doubled in weight and split cleanly into two halves whose flat inner faces are evenly coloured, with no darker core.",
            "The soaked beans are ground with fresh water into a smooth slurry called <i>go</i> in Japanese. The ratio of water to dry beans sets the strength of the milk: for firm tofu, a common figure is about 7 to 8 parts water to 1 part dry beans by weight, counting all the water added during grinding and cooking. A thinner milk, at 10 to 1, gives a softer curd and a smaller yield.",
            "Cooking is essential, not optional. Raw soybeans contain trypsin inhibitors, which interfere with protein digestion, and a 'beany' flavour produced by the enzyme lipoxygenase. Bringing the slurry to a boil and then simmering it at 95 to 100 °C for about ten minutes inactivates most of the inhibitors and mellows the flavour. The slurry foams violently and sticks easily, so it must be stirred constantly with a flat paddle and heated in a heavy pot.",
            "Finally the hot slurry is poured into a cloth bag and squeezed. The liquid is soy milk; the fibrous pulp left behind is okara, which can be eaten. A kilogram of dry beans yields roughly 6 to 7 litres of milk.",
          ),
        },
      },
      {
        title: "Choosing and Using a Coagulant",
        description: "Nigari, gypsum or glucono-delta-lactone: which one, how much, and at what temperature?",
        lesson: {
          title: "Salts, acids and the making of curds",
          html:
            p(
              "Soy proteins, chiefly glycinin and β-conglycinin, are dispersed in hot soy milk as small particles carrying a negative charge. A coagulant causes these particles to link into a network that traps water and fat. Two kinds of coagulant are in common use: salts, whose divalent calcium or magnesium ions bridge the protein particles, and acids, which neutralise their charge.",
            ) +
            "<table><tr><th>Coagulant</th><th>Chemical</th><th>Typical dose per litre of milk</th><th>Curd</th></tr><tr><td>Nigari</td><td>Magnesium chloride</td><td>2.5–3.5 g</td><td>Sweet, slightly grainy, sets fast</td></tr><tr><td>Gypsum</td><td>Calcium sulphate</td><td>2.5–3 g</td><td>Smooth, soft, higher yield</td></tr><tr><td>GDL</td><td>Glucono-delta-lactone</td><td>2.5–3 g</td><td>Very smooth, slightly tart</td></tr></table>" +
            p(
              "Nigari, the traditional Japanese coagulant, is the salt left after sodium chloride crystallises from sea water; its magnesium reacts almost instantly, which gives a characteristic sweetness but makes even mixing difficult. It is dissolved in a little water and added in two or three portions while the milk is stirred gently, then the pot is covered and left undisturbed. Gypsum is nearly insoluble and reacts slowly, so it is stirred into a slurry and the milk poured onto it, which gives a more uniform curd and is the usual choice in Chinese tofu.",
              "Temperature matters as much as dose. Add the coagulant when the milk has cooled to between 70 and 80 °C: hotter, and the curd forms too quickly and becomes hard and crumbly; cooler, and it sets weakly. After ten to fifteen minutes the whey should be clear and pale yellow. Cloudy whey means too little coagulant or milk that was too thin. Many makers therefore keep a little dissolved coagulant in reserve and sprinkle it over any area of milk that has not yet set, stirring only the surface. Weigh coagulants on a scale reading to 0.1 g, because a spoonful of nigari can vary by half its weight.",
            ),
        },
      },
      {
        title: "Pressing Firm Tofu",
        description: "The curds are ladled into a lined box, weighted, and turned out as a block that can be stored.",
        lesson: {
          title: "Moulding, pressing and storing",
          html:
            p(
              "Once the curds have separated from clear whey, they are ladled into a perforated mould lined with a damp cloth. Ladle gently: breaking the curd into small pieces lets more whey escape and gives a denser, firmer tofu, while large unbroken curds give a softer block. Traditional wooden moulds have holes in the sides and bottom; a stainless steel box or even a colander will do for a beginner.",
              "Fold the cloth over the top, place the lid, and apply weight. A useful starting figure is a weight roughly equal to the weight of the curd in the mould, applied for 15 to 20 minutes for medium tofu. For extra-firm tofu, double the weight and press for 30 to 40 minutes. Pressing too hard too early closes the surface and traps whey in the middle, so begin with half the weight for the first five minutes. Pressed tofu from one kilogram of dry beans weighs roughly 2 to 2.5 kg, depending on firmness.",
              "The pressed block is lowered, still in its cloth, into a basin of cold water, then unwrapped under water so that it does not tear. Cooling it quickly to below 10 °C firms it, rinses away residual coagulant and, most importantly, limits bacterial growth: tofu is a moist, protein-rich, near-neutral food and spoils fast at room temperature.",
            ) +
            "<ul><li>Store covered in fresh water in the refrigerator at 1–4 °C.</li><li>Change the water every day.</li><li>Eat within three to five days; a sour smell or slimy surface means discard.</li><li>Freezing changes the texture to a spongy, chewy one, which some dishes prefer.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "raku-firing-first-pots",
    discipline: "Raku firing",
    title: "Raku: First Firings",
    description:
      "Red-hot pots lifted from the kiln with tongs are the spectacle; the craft lies in the clay body, in post-firing reduction, in naked raku with its resist slip, and in staying safe around an open kiln.",
    level: "beginner",
    duration: "three day-long sessions",
    plantedGap: "naked raku",
    modules: [
      {
        title: "Clay Bodies That Survive the Shock",
        description:
          "Why raku pots must be open-bodied, and how grog and talc help them survive being pulled from a kiln at a thousand degrees.",
        lesson: {
          title: "Thermal shock and the raku body",
          html: p(
            "In Western raku, a glazed pot is heated quickly to around 950 to 1,000 °C, removed while glowing and placed in a bin of combustible material. Few ceramic processes are harder on a pot. The outside surface may cool by several hundred degrees in seconds while the interior is still near kiln temperature, so the outer skin contracts while the inside does not. If the resulting tensile stress exceeds the strength of the fired clay, the pot cracks, sometimes audibly.",
            "Two properties reduce the risk. The first is an open body: clay containing 20 to 30 per cent grog (crushed, pre-fired clay) or coarse sand. The grog particles interrupt the clay matrix, so that a crack which starts at the surface meets a particle and stops instead of running through the wall. The second is low thermal expansion. Talc or lithium-bearing materials are sometimes added to reduce expansion, and the body is fired only to earthenware temperatures, where it remains porous and slightly flexible rather than dense and glassy.",
            "Form matters too. Walls of even thickness, about 6 to 8 mm, cool evenly; a thick base under a thin wall is a common source of failure. Sharp internal corners concentrate stress and should be rounded, and pieces should be small enough to be lifted safely with tongs, usually under 30 cm tall for a beginner.",
            "Raku pots are normally bisque fired first, to about 950 °C, so that they are strong and fully dry before glazing. A pot with any remaining water in its walls will burst when heated quickly, which is why pieces should be stored warm and dry before the firing day. Even a well-made raku pot remains porous: it is decorative and will not hold water unless sealed.",
          ),
        },
      },
      {
        title: "Reduction in the Bin",
        description:
          "The moment of theatre is also chemistry: burning sawdust starves the glaze of oxygen, blackens bare clay and brings out metallic lustres.",
        lesson: {
          title: "What happens in the reduction chamber",
          html: p(
            "When the glaze on a raku pot has melted to a glossy, bubbling surface, the kiln is opened and the pot is lifted out with long tongs and placed in a metal bin partly filled with sawdust, shredded newspaper, straw or dry leaves. The hot pot ignites the material. After a few seconds, when flames are well established, the lid is closed. The fire quickly consumes the oxygen in the bin, and from then on the burning material produces carbon monoxide and free carbon. This atmosphere is called a reduction atmosphere because it takes oxygen from the metal oxides in the glaze and clay, 'reducing' them.",
            "Three visible effects follow. Bare, unglazed clay absorbs carbon and turns grey to deep black. Copper oxide (CuO), which is green in an oxidising atmosphere, is reduced towards metallic copper and copper(I) oxide, giving red, bronze and iridescent lustres. And crackle glazes, which have already crazed as the pot cooled in the open air, take carbon into their cracks, so the network of lines shows black against a white ground.",
            "Timing controls the result. Leaving the pot in the air for ten to thirty seconds before it enters the bin lets more crazing form. Leaving it in the closed bin for fifteen to twenty minutes gives deep blacks; opening the bin early while the pot is still hot lets air re-oxidise copper on the surface, so bright lustres can turn green again in seconds.",
            "After reduction, the pot is allowed to cool, then scrubbed with water and a scouring pad to remove soot and reveal the surface. The black carbon in the clay remains.",
          ),
        },
      },
      {
        title: "Working Safely Around an Open Kiln",
        description: "Protective equipment, site layout and the roles of a firing team.",
        lesson: {
          title: "A safe raku firing, step by step",
          html:
            p(
              "A raku firing puts people within arm's reach of a kiln at 1,000 °C and a bin of burning sawdust. It is therefore always done outdoors, on non-combustible ground such as gravel or paving, well away from buildings, overhanging branches and dry grass. A bucket of water, a fire extinguisher and a first-aid kit with burn dressings are placed nearby before the kiln is lit.",
              "Personal protection is not optional. Everyone who handles pots wears clothing of natural fibres such as cotton or wool, since synthetic fabrics melt onto skin; closed leather boots; long leather gauntlets; and a full face shield or, better, infrared-filtering glasses of at least shade 3 to protect the eyes from radiant heat. Long hair is tied back. Smoke from the reduction bins contains carbon monoxide and fine particles, so people stand upwind and the bins are placed where smoke drifts away from the group.",
            ) +
            "<ul><li>The kiln operator controls the burner and calls when the glaze is ready.</li><li>The lid lifter opens the kiln and announces the opening loudly.</li><li>The tong handler lifts one pot at a time, following a path kept clear of people and hoses.</li><li>The bin handler closes the lid and watches for escaping flames.</li></ul>" +
            p(
              "Gas-fired raku kilns use propane cylinders, which must stand upright, at least three metres from the kiln, with hoses checked for cracks and joints tested with soapy water before every firing. Never open a kiln when anyone is standing in the path of the tongs, and never reach across it. The firing ends when the burner is off, the cylinder valve closed, the bins are cold, and every ember is wet.",
            ),
        },
      },
    ],
  },
  {
    slug: "handbell-ringing-first-steps",
    discipline: "Handbell ringing",
    title: "Ringing Handbells in an Ensemble",
    description:
      "Ten weekly rehearsals turn beginners into a working handbell choir, starting from holding and ringing a bell and moving on to reading an assigned part, damping, and the special techniques of the English handbell tradition.",
    level: "beginner",
    duration: "ten weekly rehearsals (90 minutes each)",
    plantedGap: "damping",
    modules: [
      {
        title: "Holding and Ringing",
        description:
          "Start with the handle, the grip and the circular stroke that makes a bell sing rather than clang.",
        lesson: {
          title: "The ring stroke",
          html: p(
            "A handbell is a small bronze bell fitted with a handle and a clapper hinged so that it moves in only one plane. Modern sets, made by firms such as Malmark and Schulmerich in the United States or Whitechapel in England, are tuned chromatically and may span five octaves or more. Each ringer normally takes responsibility for two adjacent notes, one bell in each hand, for example C5 and D5, together with their sharps or flats if the music calls for them.",
            "The bell is held with the handle gripped firmly in the fist and the thumb lying along the top of the handle, pointing toward the casting. The resting position is 'at shoulder', with the bell upright and the casting close to the shoulder, mouth facing forward. From here the ringer makes a smooth, elliptical stroke: the bell moves forward and down, away from the body, and the clapper strikes at the point where the wrist makes a small, relaxed flick. The bell then continues upward and back to the shoulder in a circular motion.",
            "The circle is important. A bell stopped abruptly after striking sounds choked, while one that continues its path rings freely and carries its full tone. The bell should be facing outward, toward the listeners, at the moment of striking, and the whole stroke should take roughly one beat at a moderate tempo.",
            "Small bells need only a small motion; large bass bells, which can weigh several kilograms, need a longer, slower stroke and often a two-handed grip. Beginners should practise in front of a mirror, checking that the stroke is the same every time, because a consistent stroke gives a consistent volume and a choir in which no single note stands out by accident.",
          ),
        },
      },
      {
        title: "Reading Your Part",
        description:
          "Handbell music is written in full score on a grand staff, and each ringer learns to find and track only his or her own notes.",
        lesson: {
          title: "Finding your notes in the score",
          html:
            p(
              "Unlike an orchestral player, a handbell ringer reads from the full score: every ringer's copy shows all the notes of the piece on a grand staff of treble and bass clefs. Because each person rings only two or a few notes, the task is less to read every note than to find and count one's own. Many ringers mark their notes with a coloured pencil or highlighter, a practice that is normal and encouraged in rehearsal.",
              "Ringers stand at a long table in pitch order, with the lowest bells at the left of the audience's view, so the table layout mirrors the keyboard. A ringer with G4 and A4 watches the spaces and lines for those pitches in the treble clef and must also notice accidentals: a G♯ in the key signature, or a sharp written earlier in the bar, means the ringer holding that bell, not the G ringer, plays the note.",
              "Counting is the real skill. Since there may be many bars in which a ringer has nothing to play, each person must count rests silently and accurately. A dotted half note in 4/4 time lasts three beats, and the bell should sound for all three: the ringer holds it at shoulder, letting it vibrate, until the next beat requires a change.",
            ) +
            "<ul><li>Circle your notes, including accidentals that belong to you.</li><li>Write beat numbers above difficult rhythms.</li><li>Mark places where you must change bells quickly.</li><li>Watch the director at every entry after a long rest.</li></ul>" +
            p(
              "Finally, remember that the two bells in your hands are rarely the only ones you will play. When a piece needs an accidental that falls to you, the extra bell waits on the padded table in front of you, and you must plan in advance which hand will pick it up and when.",
            ),
        },
      },
      {
        title: "Special Techniques",
        description: "Plucks, martellato and shakes give handbells a surprising range of colours.",
        lesson: {
          title: "Beyond the ring: notation and technique",
          html:
            p(
              "Handbell music uses a set of special techniques, each with its own abbreviation in the score, that extend the instrument far beyond the plain ringing stroke. They are defined in the notation guidelines published by the Handbell Musicians of America and are used in English and American repertoire alike.",
            ) +
            "<table><tr><th>Abbreviation</th><th>Technique</th><th>How it is done</th></tr><tr><td>Mart</td><td>Martellato</td><td>The bell, mouth down, is struck against a padded table so the sound is short and percussive.</td></tr><tr><td>Pl</td><td>Pluck</td><td>The bell lies on the padded table and the ringer flicks the clapper with the fingers.</td></tr><tr><td>Sk</td><td>Shake</td><td>The bell is held upright and shaken rapidly to produce a tremolo.</td></tr><tr><td>LV</td><td>Let vibrate</td><td>All bells ring through until the end of the marked passage.</td></tr><tr><td>SK</td><td>Singing bell</td><td>A padded mallet is rubbed around the rim, as with a singing bowl.</td></tr></table>" +
            p(
              "These techniques are not ornaments to be added freely; the composer has written them, and the director will insist that they be played exactly. Martellato, for instance, should be one clean, decisive stroke against the foam pad, with the bell lifted at once so it does not buzz against the surface. Shakes should be even and last the full value of the note. A pluck produces a soft, guitar-like sound, so the whole choir must drop its volume when a passage of plucks appears.",
              "Each technique requires a small change of grip, and the transition from ringing to plucking or back often has to happen within a single beat. That is why experienced choirs practise the changes as seriously as the notes.",
            ),
        },
      },
    ],
  },
  {
    slug: "stand-up-comedy-writing-first-five",
    discipline: "Stand-up comedy writing",
    title: "Writing Your First Five Minutes",
    description:
      "Every comic starts with a tight five. In this six-week workshop you write premises and punchlines, learn how a set list is built, rehearse on your feet, and finish with a night at an open mic.",
    level: "beginner",
    duration: "six weekly workshops (2 hours each)",
    plantedGap: "open mic",
    modules: [
      {
        title: "Premise and Punchline",
        description:
          "A joke is an expectation set up and then overturned, and we take that mechanism apart line by line.",
        lesson: {
          title: "The anatomy of a joke",
          html: p(
            "Most stand-up jokes have two parts. The set-up creates an expectation in the listener's mind; the punchline reveals a second, unexpected interpretation that also fits the set-up. Comedy writers often describe this with the idea of a 'target assumption': the audience silently assumes one meaning, and the punchline shows that another was true all along. Take the old one-liner attributed to Henny Youngman: 'Take my wife. Please.' The set-up invites the hearer to read 'take' as 'for example'; the punchline reinterprets it as a request to remove her.",
            "Before the joke comes the premise, a short statement of an opinion or observation about the world that the comic can defend on stage: 'Self-checkout machines treat you like a suspect.' A premise is not yet funny. It becomes a source of jokes when the writer asks what is surprising, hypocritical or absurd about it and writes several punchlines that approach it from different angles.",
            "Economy matters. Every word between the start of the set-up and the laugh is time the audience waits, so comics cut relentlessly. Compare 'So the other day I was at the supermarket and I went to use one of those self-checkout machines' with 'Self-checkout machines.' The second gets to the point in three words. The strongest word, the one that reveals the twist, should come as near to the end of the punchline as possible, because anything after it steps on the laugh.",
            "A useful exercise is to take a single premise and write ten different punchlines for it in ten minutes, without judging them. Most will be weak. One or two may surprise you, and those become the core of a bit that you can then refine with tags, short additional punchlines that extend the same set-up without a new premise.",
          ),
        },
      },
      {
        title: "Building a Set List",
        description: "How to order jokes so that the set opens strong, builds, and ends on the biggest laugh.",
        lesson: {
          title: "Order, transitions and callbacks",
          html:
            p(
              "A five-minute set for a beginner usually holds between four and six bits, each a cluster of jokes on one premise. Their order matters as much as their quality. An audience decides within about the first thirty seconds whether a comic is worth trusting, so the set should open with a short, reliable joke that lands quickly and tells the room who the comic is. Many comics open with a line about their own appearance or situation, because it addresses what the audience is already thinking.",
              "The strongest material goes at the end. The last laugh is what the audience and the promoter remember, and it gives the comic a clean exit. The second-strongest bit often goes first. Untested or weaker material sits in the middle, where a silence does less damage.",
              "Transitions between bits should be short. Professional comics often use none at all, simply starting the next premise after a pause, or they find a link: a bit about a parent can lead into one about school because both concern being told what to do. A callback, a brief reference late in the set to a joke made earlier, rewards attention and usually gets a bigger laugh than its words alone would earn, so an effective closer often calls back to the opener.",
            ) +
            "<ul><li>Opener: short, sure, personal.</li><li>Second bit: strong material.</li><li>Middle: newer or riskier bits.</li><li>Closer: the best bit, ideally with a callback.</li></ul>" +
            p(
              "Write the set list on a card in key words only, one line per bit, and time each bit aloud. Five minutes means five minutes: overrunning the light at a club is the quickest way not to be booked again.",
            ),
        },
      },
      {
        title: "Rehearsing on Your Feet",
        description:
          "Jokes are performed, not read, so we practise aloud, record every run-through and rewrite from the recording.",
        lesson: {
          title: "Rehearsal, recording and rewriting",
          html: p(
            "A joke that reads well on paper may fail aloud, and one that looks flat may work because of a pause or a facial expression. That is why stand-up is rehearsed on one's feet, not at a desk. Stand up, hold a microphone or something of the same weight, and deliver the set at performance volume to an empty room. Then do it again without the card.",
            "Memorisation should be of the structure, not of every word. If you memorise a paragraph verbatim, you will sound as though you are reciting it. Instead, memorise the order of the bits, the exact wording of each punchline and the key phrase of each set-up, and let the rest vary a little from run to run. The punchline wording, by contrast, should never change, because the laugh depends on it.",
            "Timing lives in pauses. A short pause before the punchline gives the audience time to form the expectation you are about to overturn; a pause after it gives them permission to laugh. Beginners almost always rush, talking through the laughs they do get. In rehearsal, count a silent 'one' after every punchline.",
            "Record every rehearsal on a phone, and later every performance. Listen back with the script in front of you and mark three things: where you stumbled, where you added words, and, in live recordings, exactly where the laughs came and how long they lasted. A joke that gets a laugh in the middle of the set-up may have a stronger punchline hidden inside it. One that gets nothing twice in a row is cut or rewritten, however much you love it.",
          ),
        },
      },
    ],
  },
];
