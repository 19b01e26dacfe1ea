/** Thirty-first held-out evaluation courses, intermediate level (Etruscan history to lute making); see ai-courses-heldout31.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT31_B: EvalCourse[] = [
  {
    slug: "etruria-cities-script-and-rome",
    discipline: "Etruscan history",
    title: "Etruria: Cities, Script and Rome",
    description:
      "Etruria's cities dominated central Italy from the eighth to the fourth century BC. Reading tombs, inscriptions and Roman testimony side by side, this second-year history course studies the debate over Etruscan origins, the league of twelve peoples, the alphabet and the language, the religious lore of the haruspex, and Rome's absorption of Etruria.",
    level: "intermediate",
    duration: "one semester (11 weeks, lecture and seminar)",
    plantedGap: "haruspex",
    modules: [
      {
        title: "Where Did the Etruscans Come From?",
        description:
          "Ancient authors disagreed about Etruscan origins, and archaeology and ancient DNA have since changed the terms of the question.",
        lesson: {
          title: "Lydians, natives or neither?",
          html: p(
            "The question of Etruscan origins is as old as Greek historiography. Herodotus (1.94) told how half the population of Lydia, in western Anatolia, left during a famine under the prince Tyrsenos and settled in Umbria, giving the Tyrrhenians their name. Writing in the reign of Augustus, Dionysius of Halicarnassus rejected this story, noting that the Etruscans shared neither language, gods nor laws with the Lydians, and argued that they were native to Italy. Livy reported a third view, that they came from the Alps, on the strength of a resemblance between Etruscan and the speech of the Raetians.",
            "For much of the twentieth century archaeology pointed towards continuity. The Villanovan culture of the ninth and eighth centuries BC, with its cremation burials in biconical urns, occupies the same sites as the later Etruscan cities, such as Tarquinia, Veii and Vulci, and develops into Etruscan material culture without a clear break. The 'orientalising' luxury of the seventh century, with its ivories, gold and imported bronzes, is explained by trade with Phoenicians and Greeks rather than by migration.",
            "Genetics has added a new line of evidence. A 2021 study led by Cosimo Posth analysed ancient DNA from 82 individuals from Etruria and southern Italy spanning 800 BC to AD 1000. The Etruscans were genetically similar to their Latin neighbours, including the steppe-related ancestry that spread across Europe in the Bronze Age, and showed no sign of a recent Anatolian origin. The result poses a puzzle rather than solving one: a population of largely local ancestry kept a non-Indo-European language while its neighbours spoke Indo-European ones. Students should notice how each source type answers a slightly different question, about people, about culture, or about language, and that these need not share one history.",
          ),
        },
      },
      {
        title: "City-States and the League of Twelve Peoples",
        description:
          "The Etruscans never formed one state, and this module explains how their independent cities cooperated and competed.",
        lesson: {
          title: "Cities, magistrates and the Fanum Voltumnae",
          html:
            p(
              "Etruria was a land of city-states, each controlling its own territory, coinage and foreign policy. Greek and Roman authors speak of a league of twelve peoples (<i>duodecim populi Etruriae</i>) whose representatives met each year at the sanctuary of Voltumna, the Fanum Voltumnae, near Volsinii. Excavations since 2000 at Campo della Fiera, below modern Orvieto, have revealed a large sanctuary that is the strongest candidate for the site. The list of twelve was not fixed, but the cities most often included are these:",
            ) +
            "<ul><li>in the south: Veii, Caere (Cerveteri), Tarquinia and Vulci;</li><li>on the coast and in the north-west: Vetulonia, Rusellae, Populonia and Volaterrae (Volterra);</li><li>inland: Volsinii, Clusium (Chiusi), Perusia (Perugia), Cortona and Arretium (Arezzo).</li></ul>" +
            p(
              "The league was primarily religious. It chose a leader for the festival and held games, but it rarely acted together in war; when Veii appealed for help against Rome in the late fifth century, the other cities largely refused. Within each city, kings (<i>lucumones</i> in Latin sources) gave way during the sixth and fifth centuries to aristocratic governments with annual magistrates. Inscriptions name the chief office <i>zilath</i>, and a <i>zilath mechl rasnal</i>, perhaps 'magistrate of the community of the Etruscans', may relate to the league.",
              "Etruscan influence reached well beyond Etruria proper, into the Po valley, where Felsina (Bologna) and the port of Spina flourished, and into Campania, around Capua. Rome itself was ruled, according to its own tradition, by Etruscan kings, the Tarquins, until the expulsion of Tarquinius Superbus traditionally dated to 509 BC.",
            ),
        },
      },
      {
        title: "Reading Etruscan",
        description:
          "Students learn the alphabet well enough to transliterate an inscription, and weigh how much of the language we really understand.",
        lesson: {
          title: "An alphabet we can read, a language we half understand",
          html: p(
            "The Etruscans adopted their alphabet in the early seventh century BC from Greeks of the Euboean type, whose colonies at Pithekoussai and Cumae lay in the Bay of Naples. The ivory writing tablet from Marsiliana d'Albegna, of about 700 BC, has a model alphabet of twenty-six letters along its edge, still including Greek letters that Etruscan had no use for. In practice the Etruscans dropped some of them. Etruscan had no voiced stops, so B and D fell out of use and the letter gamma was used for the sound /k/; this is why Latin, which took its alphabet via Etruria, came to use C for both /k/ and, at first, /g/. Etruscan also lacked the vowel o. It was usually written from right to left, and words were often separated by dots.",
            "Because the letters are Greek in origin, Etruscan inscriptions can be read aloud with confidence. Understanding them is another matter. Etruscan is not Indo-European; its only known relatives are Raetic, in the Alps, and the language of a sixth-century stele from the island of Lemnos. Some 13,000 inscriptions survive, but most are short funerary texts giving names and ages, so the vocabulary is well known only in those areas. <i>Clan</i> means 'son', <i>sec</i> 'daughter', <i>puia</i> 'wife', and <i>avils</i> 'of years'.",
            "Longer texts are rare. The Liber Linteus, a linen book later cut into strips to wrap a mummy now in Zagreb, is a ritual calendar of about 1,200 legible words. The three gold Pyrgi tablets of about 500 BC, found at the port of Caere, record a dedication by Thefarie Velianas to the goddess Uni in Etruscan, with a parallel text in Phoenician naming Astarte. This near-bilingual has given firm meanings to several words, including <i>ci</i>, 'three'.",
          ),
        },
      },
      {
        title: "Rome and the End of Independent Etruria",
        description:
          "From the fall of Veii to Roman citizenship, we trace the stages by which the Etruscan cities became Roman.",
        lesson: {
          title: "From Veii to the Social War",
          html: p(
            "Rome's conquest of Etruria took about two centuries and was achieved city by city. The first and closest rival was Veii, fifteen kilometres from Rome across the Tiber. According to Livy, the Roman dictator Marcus Furius Camillus took the city in 396 BC after a siege of ten years, and its territory was annexed and distributed to Roman citizens. The fall of Veii doubled the land available to Rome and removed the strongest southern Etruscan city.",
            "During the fourth and early third centuries the remaining cities were drawn in by defeat and treaty. Caere obtained an early form of partial citizenship. An alliance of Etruscans, Samnites, Gauls and Umbrians was defeated at Sentinum in 295 BC, and in 264 BC Rome destroyed Volsinii after a revolt, moving its population to a new site on Lake Bolsena and carrying away, so Pliny claimed, 2,000 bronze statues. By then every Etruscan city was a Roman ally bound by a separate treaty, keeping its own institutions but supplying troops.",
            "Political integration came with the Social War of 91 to 88 BC. The Etruscans largely stayed loyal to Rome at first, and the <i>lex Julia</i> of 90 BC granted Roman citizenship to allies who had not revolted. Etruscan towns became <i>municipia</i>, and Latin replaced Etruscan in public inscriptions within a few generations. Several Etruscan cities supported Marius in the civil war that followed and were punished by Sulla with confiscations and veteran colonies. Cultural memory lasted longer. Etruscan families such as that of Maecenas kept their pride of descent, and the emperor Claudius, whose first wife was Etruscan, wrote a history of the Etruscans in twenty books, now lost.",
          ),
        },
      },
    ],
  },
  {
    slug: "raising-and-soldering-in-sterling",
    discipline: "Silversmithing",
    title: "Raising and Soldering in Sterling",
    description:
      "Sterling sheet, a hammer and a stake are enough to make a bowl. Held in a fully equipped metal workshop, this intermediate course covers annealing and work-hardening, sinking and raising hollowware, hard soldering with graded solders, planishing, and assaying and hallmarking under the Hallmarking Act 1973.",
    level: "intermediate",
    duration: "eight Saturdays (6 hours each)",
    plantedGap: "hallmark",
    modules: [
      {
        title: "Sterling, Annealing and Work-Hardening",
        description:
          "Understanding what hammering does to silver tells you when to stop, when to anneal and how to avoid firescale.",
        lesson: {
          title: "Why silver hardens and how heat softens it",
          html: p(
            "Sterling silver is an alloy of 925 parts per thousand of silver with, usually, copper making up the rest. Fine silver is too soft for most hollowware; the copper hardens it considerably while keeping the colour close to that of pure silver. Britannia silver, at 958 parts per thousand, is softer and more resistant to tarnish.",
            "Every hammer blow deforms the metal plastically, and deformation multiplies dislocations in the crystal lattice. These tangle with one another and make further deformation harder, so the sheet becomes stiff and springy: this is work-hardening. Continue hammering hardened metal and it will crack, usually at an edge. The remedy is annealing. Heated to about 600 to 650 °C, a dull cherry red in a dimmed workshop, the metal recrystallises into new, strain-free grains and recovers its softness. Sterling can be quenched in water once the red glow has faded; quenching while it is too hot risks cracking larger pieces.",
            "Annealing brings a side effect. At red heat, oxygen diffuses into sterling and oxidises the copper below the surface, producing cuprous oxide. After pickling in warm dilute sulphuric acid or sodium bisulphate, the surface looks white, but the oxidised layer beneath shows later as a grey or purple stain, called firestain or firescale, when the piece is polished. It can be prevented by coating the work with a protective flux before each annealing, by heating quickly and no hotter than necessary, or removed at the end by careful abrasion or by depletion gilding, in which repeated heating and pickling leave a skin of nearly pure silver.",
            "A practical rule in raising is to anneal after every full course of hammering. Students often try to push on to save time; the result is uneven thickness and, eventually, a split that cannot be repaired invisibly.",
          ),
        },
      },
      {
        title: "Sinking and Raising a Bowl",
        description:
          "Two ways of making a hollow form from flat sheet are practised: stretching it into a hollow and compressing it over a stake.",
        lesson: {
          title: "From a disc to a bowl",
          html:
            p(
              "A bowl can be formed by two contrasting techniques. In sinking, the disc is hammered into a hollow in a wooden block or a sandbag with a domed hammer. The metal is stretched, so it becomes thinner towards the centre, and the method suits shallow dishes. In raising, the disc is hammered from the outside over a steel or wooden stake, and each blow pushes the metal down onto the stake just beyond its point of contact. The metal is compressed into a smaller circumference, so the wall stays thick or even thickens. Raising is slower, but it is the only way to make deep forms from a single sheet.",
              "A raising sequence for a simple bowl proceeds like this:",
            ) +
            "<ul><li>Cut a disc of 1 mm sheet; for a bowl 120 mm across and 60 mm deep, a disc of about 180 mm is a reasonable start.</li><li>Mark concentric circles with dividers to guide the courses of blows, and anneal.</li><li>Hold the disc at an angle on a raising stake and strike with a raising hammer just above the point of contact, working round the circle and then moving outwards one ring at a time.</li><li>Anneal after each complete course and repeat until the form reaches its height.</li><li>True the rim and planish.</li></ul>" +
            p(
              "Planishing smooths and hardens the final surface. Using a polished, slightly domed planishing hammer over a polished stake that matches the curve of the piece, cover the surface with light, overlapping blows in regular rows. Any mark on the stake or hammer is printed into the silver at every blow, so both faces must be kept mirror bright. A well planished surface shows a fine, even pattern of facets that reflects light uniformly.",
            ),
        },
      },
      {
        title: "Hard Soldering with Graded Solders",
        description:
          "A piece with several joins needs solders that melt at different temperatures, used in order from hardest to easiest.",
        lesson: {
          title: "Flux, fit and flow",
          html:
            p(
              "Silver solder is an alloy of silver, copper and zinc whose melting range lies below that of sterling. Sterling begins to melt at about 800 °C, so solder must flow well below this. A joint is not glued by the solder; the molten alloy is drawn by capillary action into a narrow gap and alloys slightly with both surfaces. Three conditions govern success. The joint must fit closely, with no gap visible against the light, because solder does not fill gaps well. The surfaces must be clean, free of grease and oxide. And the whole area must be heated evenly, since solder flows towards the hottest part of the work.",
              "Because many pieces need several joins, solders are sold in grades with different flow temperatures. The figures below are typical of British grades; suppliers' exact values vary.",
            ) +
            "<table><tr><th>Grade</th><th>Approx. flow temperature</th><th>Typical use</th></tr><tr><td>Enamelling</td><td>800 °C</td><td>Work that will be enamelled later</td></tr><tr><td>Hard</td><td>778 °C</td><td>First and main seams</td></tr><tr><td>Medium</td><td>765 °C</td><td>Subsequent joins</td></tr><tr><td>Easy</td><td>723 °C</td><td>Late joins, fittings</td></tr><tr><td>Extra easy</td><td>710 °C</td><td>Repairs, final small parts</td></tr></table>" +
            p(
              "Use them in descending order so that earlier joins do not reopen. A borax-based flux, painted on the joint before heating, dissolves oxide and prevents more forming. Cut solder into small pieces, or paillons, and place them along the seam; heat the work broadly with a soft, bushy flame until the flux goes glassy, then concentrate the heat until the solder flashes and runs along the joint. Pickle, rinse and inspect the seam from both sides before the next join.",
            ),
        },
      },
    ],
  },
  {
    slug: "gin-botanicals-and-the-still",
    discipline: "Gin distilling",
    title: "Gin: Botanicals and the Still",
    description:
      "London Dry is a method, not a place. This intermediate short course for craft distillers works through the legal definitions of gin, juniper and the botanical bill, maceration versus vapour infusion, making cuts on a pot still, and proofing down with chill filtration before bottling.",
    level: "intermediate",
    duration: "five days (full-time, in a working distillery)",
    plantedGap: "chill filtration",
    modules: [
      {
        title: "What the Law Calls Gin",
        description:
          "Gin, distilled gin and London gin are legally different drinks, and the differences decide how you may make them.",
        lesson: {
          title: "Three legal categories",
          html: p(
            "In the European Union, and in retained law in the United Kingdom, the spirit drink definitions are set out in Regulation (EU) 2019/787, which replaced Regulation 110/2008. It defines three kinds of gin, all of which must be made from ethyl alcohol of agricultural origin, must have a predominant taste of juniper, and must be bottled at no less than 37.5 per cent alcohol by volume.",
            "Plain <i>gin</i> may be made simply by flavouring neutral alcohol with juniper and other natural or nature-identical flavourings, without any distillation by the producer. This is the cheapest route, sometimes called compounding or 'bathtub' gin. <i>Distilled gin</i> must be produced by redistilling neutral alcohol with juniper and other botanicals, although flavourings may be added afterwards and the distillate may be blended with further alcohol.",
            "<i>London gin</i>, often labelled London Dry, is the strictest category, and the name describes a method rather than a place of production. The neutral alcohol must have a methanol content no higher than 5 grams per hectolitre of pure alcohol. All flavour must come from redistillation with natural botanicals in traditional stills, and the distillate must reach at least 70 per cent alcohol by volume. Afterwards only water, further neutral alcohol of the same quality, and at most 0.1 grams of sweetening per litre may be added. No colouring is permitted. A London gin can therefore be made in Plymouth, Madrid or Tokyo, but it cannot be flavoured after the still.",
            "In the United States the Code of Federal Regulations (27 CFR 5) sets a lower minimum strength of 40 per cent, and also distinguishes distilled gin from compounded gin. Craft distillers exporting their product must label to the rules of each market.",
          ),
        },
      },
      {
        title: "The Botanical Bill",
        description:
          "Juniper leads and the supporting botanicals each have a job; we also compare steeping in the pot with infusing in the vapour.",
        lesson: {
          title: "Juniper, its supporting cast and two ways of extracting them",
          html:
            p(
              "The berries of common juniper, <i>Juniperus communis</i>, are in fact cones with fleshy scales, taking two to three years to ripen. Their aroma is dominated by monoterpenes, above all alpha-pinene, with myrcene, sabinene and limonene, which give resinous, pine and citrus notes. Most gin juniper is wild-harvested in Tuscany, North Macedonia and neighbouring regions. Around it the distiller builds a recipe, called the botanical bill, in which each ingredient plays a role:",
            ) +
            "<ul><li><b>Coriander seed</b>, rich in linalool, adds spicy, lemony and floral notes and is the second botanical in most gins.</li><li><b>Angelica root</b> gives earthy, musky depth and is said to help fix the lighter aromas.</li><li><b>Orris root</b>, the dried rhizome of iris, adds a violet-like note and binds the volatile oils.</li><li><b>Citrus peel</b>, dried lemon and orange, brings bright top notes.</li><li><b>Cassia, cinnamon, liquorice and cubeb</b> add warmth, sweetness and spice in small amounts.</li></ul>" +
            p(
              "A typical London gin uses 15 to 30 grams of botanicals per litre of charge, of which juniper may be half by weight. There are two main ways of bringing them into contact with the spirit. In maceration, the botanicals are steeped in the diluted charge of about 45 to 60 per cent alcohol in the pot, often overnight, and distilled with it. Extraction is thorough and the flavour is full and weighty. In vapour infusion, the botanicals sit in a perforated basket in the vapour path, such as a Carterhead, and the rising alcohol vapour strips their volatile oils. The result is lighter and more floral, since nothing is cooked in the boiling liquid. Many distillers combine the two, macerating juniper and roots while vapour-infusing delicate peels and flowers.",
            ),
        },
      },
      {
        title: "Running the Still",
        description:
          "Heads, hearts and tails are separated by smell and hydrometer, and the finished spirit is reduced to bottling strength.",
        lesson: {
          title: "Cuts and proofing down",
          html: p(
            "Gin is normally made by redistilling neutral grain or molasses spirit, so the cuts are less about removing poisons, as in making whisky new make, and more about shaping flavour. The first fraction to come over, the heads, contains the most volatile compounds: traces of acetaldehyde and ethyl acetate, plus any residue from the previous run, and it smells sharp and solventy. On a 500-litre pot still, distillers typically divert the first few litres. The heart then runs, starting at around 80 to 85 per cent alcohol by volume and falling steadily as the charge is depleted. As strength drops, heavier compounds come over, including the less volatile terpenes and sesquiterpenes from roots and spices, and at some point the spirit becomes oily, stewed or bitter. The distiller switches to tails, often when the running strength falls to around 60 to 65 per cent for gin. The cut is made by nose and by hydrometer readings together, and logged each run so that it can be reproduced.",
            "The heart is far too strong to bottle, so it is reduced, or proofed down, with demineralised water. The volume of water needed is found from the ratio of strengths. To take 100 litres of distillate at 80 per cent down to 42 per cent, the final volume is approximately 100 × 80 ÷ 42 = 190.5 litres, so roughly 90.5 litres of water are needed. In practice slightly more is required, because ethanol and water contract when mixed, and distillers use published alcohometric tables or software and check the final strength with a calibrated hydrometer at 20 °C.",
            "Water should be added slowly, with stirring, and the spirit left to rest for some days. If the gin is heavy in oils, reducing it below about 40 per cent may make it turn cloudy, an effect called louching, as the oils come out of solution.",
          ),
        },
      },
    ],
  },
  {
    slug: "child-centred-play-therapy-practice",
    discipline: "Play therapy",
    title: "Child-Centred Play Therapy in Practice",
    description:
      "Children often say with toys what they cannot yet say in words. This postgraduate-diploma module for counsellors and psychologists studies child-centred play therapy after Virginia Axline, setting up the playroom, the tracking and reflecting responses, therapeutic limit-setting with the ACT model, and sandtray work with younger children.",
    level: "intermediate",
    duration: "one term (10 weekly seminars plus supervised practice)",
    plantedGap: "sandtray",
    modules: [
      {
        title: "Axline's Eight Principles",
        description:
          "Child-centred play therapy grew from Carl Rogers's person-centred approach, and Axline's principles remain its working creed.",
        lesson: {
          title: "Non-directive therapy with children",
          html:
            p(
              "Virginia Axline, a student and colleague of Carl Rogers, adapted his person-centred counselling for work with children in her book <i>Play Therapy</i> (1947), and made it widely known through <i>Dibs in Search of Self</i> (1964), her account of treating a withdrawn five-year-old. Her central claim was that a child, like an adult, carries a drive towards growth, and that given a relationship of acceptance and a medium suited to children, namely play, the child will use it to work through feelings and find their own solutions. Garry Landreth later developed the approach into the model now called child-centred play therapy (CCPT).",
              "Axline set out eight basic principles for the therapist:",
            ) +
            "<ul><li>Develop a warm, friendly relationship with the child as soon as possible.</li><li>Accept the child exactly as he or she is.</li><li>Establish a feeling of permissiveness, so that the child feels free to express feelings completely.</li><li>Recognise the feelings the child expresses and reflect them back so that the child gains insight.</li><li>Respect the child's ability to solve problems and leave the responsibility for choices with the child.</li><li>Do not direct the child's actions or conversation; the child leads and the therapist follows.</li><li>Do not hurry the therapy; it is a gradual process.</li><li>Establish only those limits necessary to anchor the therapy to reality and make the child aware of their responsibility in the relationship.</li></ul>" +
            p(
              "The principles are easy to list and hard to practise. Trainees usually find the sixth the most difficult, since adults are used to teaching, praising and asking questions. Watching recordings of one's own sessions in supervision quickly reveals how often a well-meant question steers a child away from what mattered.",
            ),
        },
      },
      {
        title: "The Playroom and Its Toys",
        description:
          "The room and the toys in it are chosen deliberately, because they are the child's vocabulary for the session.",
        lesson: {
          title: "Selecting, not collecting",
          html: p(
            "Landreth's maxim is that toys should be selected, not collected. Each item in the playroom should help the child to make contact with the therapist, to express a wide range of feelings, to explore real-life experience, to test limits, or to develop self-control. A room cluttered with electronic games, board games with fixed rules, or toys that need adult help to work invites passivity or dependence.",
            "Toys in CCPT are traditionally grouped into three categories. Real-life toys include a doll family, a doll's house, a toy kitchen, cars, a cash register and a telephone; they let the child play out everyday situations and relationships directly. Acting-out or aggressive-release toys include a bop bag, toy soldiers, rubber knives, handcuffs and toy animals such as a crocodile or a lion; they allow anger and fear to be expressed safely. Creative-expression toys include crayons, paints, clay, puppets and building blocks, which can become anything the child decides. A good playroom has some of each, arranged on open shelves in the same places every week so that the child can find them.",
            "The room itself should be about 14 to 18 square metres (Landreth suggests roughly 12 by 15 feet), large enough to move in and small enough for the therapist to remain close. Washable floors and walls reduce the number of limits that need to be set. Sessions are usually 30 to 45 minutes once a week, at the same time and in the same room, because consistency is part of what makes the space safe.",
            "Parents are seen separately, before treatment and at regular intervals, to gather history, agree goals and explain why the therapist will not report the content of sessions in detail. Without their support, children are often withdrawn from therapy just as it begins to work.",
          ),
        },
      },
      {
        title: "Tracking, Reflecting and Setting Limits",
        description:
          "Three kinds of response carry most sessions, and the last of them, limit-setting, is practised until it becomes automatic.",
        lesson: {
          title: "What the therapist says",
          html: p(
            "Most of a therapist's speech in child-centred play therapy consists of three kinds of response. Tracking describes what the child is doing, without naming objects the child has not named: 'You're putting that one over there', rather than 'You're putting the tiger in the cage'. It shows that the therapist is fully attentive while leaving the meaning to the child. Reflecting content restates what the child has said, and reflecting feeling names the emotion the therapist perceives: 'You're really angry at him', or 'You're proud you got it to stand up'. Returning responsibility answers a request for help or a decision with trust: when the child asks 'What colour should I use?', the therapist says 'In here, you can decide'.",
            "Limits are few but firm. The usual ones protect the child, the therapist and the room, and anchor the session in time: no hurting oneself or the therapist, no deliberate damage to expensive equipment, and leaving when the time is up. Limits are not announced at the start, but only when needed.",
            "Landreth's ACT model gives the steps. First, Acknowledge the child's feeling or wish: 'You'd really like to throw the blocks at me'. Second, Communicate the limit in a calm, impersonal way: 'But I'm not for throwing things at'. Third, Target an acceptable alternative: 'You can throw the ball at the wall'. If the child persists, the therapist repeats the sequence, and only then offers an ultimate choice with its consequence: 'If you choose to throw it at me again, you choose to have the ball put away for today'.",
            "The tone matters as much as the words. Spoken calmly and without blame, a limit becomes part of the child's learning of self-control rather than a punishment.",
          ),
        },
      },
    ],
  },
  {
    slug: "building-a-renaissance-lute",
    discipline: "Lute making",
    title: "Building a Renaissance Lute",
    description:
      "The Renaissance lute has a bowl of thin ribs, a flat soundboard and a pegbox set back at an angle. Following a six-course instrument from start to finish over one academic year, this workshop course covers the mould and the ribs, thicknessing and barring the soundboard, carving the rose, and fitting the neck and gut frets.",
    level: "intermediate",
    duration: "one academic year (30 weeks, one workshop day a week)",
    plantedGap: "frets",
    modules: [
      {
        title: "The Mould and the Ribbed Bowl",
        description:
          "Students prepare a solid mould and bend, fit and glue the ribs that make up the back of the lute.",
        lesson: {
          title: "Bending and joining ribs",
          html: p(
            "The bowl of a lute is built from a number of thin, curved staves called ribs, glued edge to edge over a solid mould. Historical lutes have anything from nine ribs to more than thirty; a six-course Renaissance lute after the Bologna makers of the early sixteenth century, such as Laux Maler or Hans Frei, typically has eleven or thirteen. Maple, yew and cypress are common rib woods, and yew is prized because ribs can be cut to show its contrast of pale sapwood and dark heartwood.",
            "The mould is carved from a block of soft wood to the inside shape of the bowl, often from a drawing of a surviving instrument. The neck block of willow or lime and a small end block are temporarily fixed to it. Rib stock is sawn, planed to about 2 mm, and shaped approximately to width. Each rib is then bent on a hot bending iron, at around 150 to 200 °C, with a little water to help the fibres yield, until it lies against the mould along its whole length without force.",
            "The first rib is fitted along the centre line of the mould, and the others are added in pairs to either side, so that the bowl stays symmetrical. Each new rib is bevelled with a plane so that its edge meets its neighbour's exactly, then glued with hot hide glue and held with small pins or tape. The inside of each joint is later reinforced with strips of paper or parchment glued across it. When all the ribs are in place, the bowl is removed from the mould, scraped on the outside to a final thickness of about 1.2 to 1.5 mm, and fitted with a counter-cap, a shaped strip over the joints at the tail end.",
          ),
        },
      },
      {
        title: "Soundboard, Barring and Rose",
        description:
          "The soundboard decides much of the voice of the instrument, so its thickness, its bars and its carved rose receive careful attention.",
        lesson: {
          title: "A thin board under tension",
          html:
            p(
              "The lute soundboard is made of quarter-sawn spruce, traditionally <i>Picea abies</i> from the Alps, joined from two bookmatched halves. It is planed very thin, typically 1.3 to 1.8 mm, and is left slightly thicker near the bridge, where the string tension acts, and thinner towards the edges and the top. Builders tap the board, flex it and weigh it as they work, because pieces of spruce differ in stiffness and no single thickness suits every board.",
              "On the underside, the board is braced with transverse bars, usually six to nine, running across the grain. The bars prevent the board from cracking along the grain and from distorting under the pull of the strings, and they divide the board into vibrating zones. A representative arrangement is:",
            ) +
            "<ul><li>one or two bars between the neck joint and the rose, the strongest in the instrument;</li><li>two bars framing the rose above and below;</li><li>two or three bars in the lower part of the board, one passing under or just behind the bridge;</li><li>small fan bars or a thin treble-side bar below the bridge in some later designs.</li></ul>" +
            p(
              "Bars are made from split spruce, so that the grain runs unbroken along their length, and shaped to a rounded or pointed section before being glued on.",
              "Unlike a guitar's sound-hole, the rose of a lute is carved from the soundboard itself, not inserted. The design, often geometrical interlace derived from Islamic ornament, is drawn on the board, and the pattern is cut with small knives from the front before the bars are fitted, leaving a lattice about as thick as the board. A thin parchment backing is sometimes glued behind it for strength.",
            ),
        },
      },
      {
        title: "Neck, Pegbox and Stringing",
        description: "The neck and the angled pegbox are made, set, and strung with gut in courses.",
        lesson: {
          title: "Setting the neck and stringing in courses",
          html: p(
            "The neck of a Renaissance lute is short and light, usually made of a lightweight wood such as lime or poplar, veneered with ebony or a contrasting hardwood. It is joined to the neck block of the bowl by a butt joint secured with a long nail or screw driven from inside the block, a construction seen in surviving instruments. The fingerboard surface must be planed perfectly straight, and the neck set at an angle that brings the strings to a comfortable height over the soundboard while clearing the bridge.",
            "The pegbox is the lute's most characteristic feature. It is a separate, open box, glued to the top of the neck and bent back at a sharp angle, close to a right angle on many Renaissance instruments. The angle gives the strings a strong break over the nut, so they stay seated under low tension, and it helps balance the instrument against the body. The pegs are turned from a dense fruitwood, such as plum or boxwood, and fitted with tapered reamers so that they hold by friction alone.",
            "A six-course lute carries eleven strings: a single top string, the <i>chanterelle</i>, and five pairs. In the upper courses the two strings of a pair are tuned in unison; in the lower courses they are often tuned an octave apart, so that a thin string adds brightness to a thick, dull one. A common tuning in G places the courses at G, D, A, F, C and G, with intervals of a fourth except for a major third between the third and fourth courses, as in the viol.",
            "Gut strings of sheep intestine were the norm, and many players still use them. Their gauges must be calculated carefully, because gut has a relatively low breaking strength, and tension per string on a lute is light, typically 2.5 to 3.5 kilograms.",
          ),
        },
      },
    ],
  },
];
