/** Twenty-eighth held-out evaluation courses, beginner level (Hungarian to saddlery); see ai-courses-heldout28.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT28_A: EvalCourse[] = [
  {
    slug: "hungarian-sounds-suffixes-first-sentences",
    discipline: "Hungarian language",
    title: "Hungarian from Scratch: Sounds, Suffixes and First Sentences",
    description:
      "Hungarian is a Uralic language surrounded by Indo-European neighbours, and it rewards a learner who grasps its logic early. Over one semester beginners work on pronunciation and spelling, vowel harmony, the case endings of place, the definite and indefinite conjugations, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Letters, Long Vowels and Stress",
        description:
          "Hungarian spelling is almost perfectly regular, so an hour spent on the alphabet here repays itself in every later lesson.",
        lesson: {
          title: "Reading Hungarian aloud",
          html:
            p(
              "Hungarian uses the Latin alphabet with a handful of additions, and once its conventions are learned almost any word can be read aloud correctly. The most important rule concerns stress: it always falls on the first syllable of a word, whatever the word's length. <i>Magyarország</i> ('Hungary') is stressed on <i>Ma-</i>, and so is the long compound <i>megszentségteleníthetetlen</i>. Stress is not the same as length, and learners must keep the two apart.",
              "Vowel length is written with an accent and changes meaning. The acute accent marks a long vowel: <i>kor</i> means 'age' but <i>kór</i> means 'disease'. The double acute, found only in Hungarian, marks the long forms of ö and ü: <i>ő</i> ('he, she') and <i>tű</i> ('needle'). Two of the long vowels also differ in quality from their short partners: short <i>a</i> is a rounded sound close to the vowel of British English 'hot', while long <i>á</i> is an open, unrounded 'ah'; short <i>e</i> is open, long <i>é</i> is close.",
              "Several consonants are written with two or three letters, and these digraphs count as single letters in the dictionary:",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>sz</td><td>s as in 'see'</td><td>szó 'word'</td></tr><tr><td>s</td><td>sh as in 'ship'</td><td>só 'salt'</td></tr><tr><td>cs</td><td>ch as in 'church'</td><td>csak 'only'</td></tr><tr><td>zs</td><td>s as in 'pleasure'</td><td>zseb 'pocket'</td></tr><tr><td>gy</td><td>soft d, as in British 'during'</td><td>magyar 'Hungarian'</td></tr><tr><td>ny</td><td>as in Spanish ñ</td><td>nyelv 'language'</td></tr><tr><td>ty</td><td>soft t, as in British 'tune'</td><td>kutya 'dog'</td></tr></table>" +
            p(
              "The trap for English speakers is the pair <i>s</i> and <i>sz</i>, which are the reverse of what they expect: the name of Budapest's Elisabeth Bridge, <i>Erzsébet híd</i>, contains <i>zs</i>, and the word <i>szép</i> ('beautiful') begins with a plain English s. Double consonants are held longer, as in <i>itt</i> ('here'), and this length too can distinguish words.",
            ),
        },
      },
      {
        title: "Vowel Harmony and the Place Cases",
        description:
          "Why does Hungarian say <i>a házban</i> but <i>a kertben</i>? This module explains harmony and then puts it to work in the nine endings of location and movement.",
        lesson: {
          title: "Back, front and rounded: choosing the right ending",
          html:
            p(
              "Hungarian expresses with suffixes what English expresses with prepositions, and most suffixes come in two or three forms. The choice between them is governed by vowel harmony: a suffix takes a back vowel if the word it attaches to contains back vowels (<i>a, á, o, ó, u, ú</i>) and a front vowel if the word contains only front vowels (<i>e, é, i, í, ö, ő, ü, ű</i>). Thus 'in the house' is <i>a házban</i> but 'in the garden' is <i>a kertben</i>. Some suffixes have a third, front-rounded form used after <i>ö, ő, ü, ű</i>: 'to the house' is <i>a házhoz</i>, 'to the garden' <i>a kerthez</i>, and 'to the mirror' is <i>a tükörhöz</i>.",
              "The vowels <i>i, í</i> and <i>é</i> are neutral: a word such as <i>papír</i> ('paper'), with a back vowel and a neutral one, takes back suffixes (<i>papírban</i>). A small group of words with only neutral vowels, such as <i>híd</i> ('bridge'), unexpectedly takes back suffixes too (<i>hídon</i>), and these must simply be memorised.",
              "The place endings form a neat grid of three relations (inside, on the surface, beside) and three directions (where, where to, where from):",
            ) +
            "<ul><li>inside: <i>-ban/-ben</i> 'in', <i>-ba/-be</i> 'into', <i>-ból/-ből</i> 'out of'</li><li>surface: <i>-on/-en/-ön</i> 'on', <i>-ra/-re</i> 'onto', <i>-ról/-ről</i> 'off, about'</li><li>beside: <i>-nál/-nél</i> 'at', <i>-hoz/-hez/-höz</i> 'to', <i>-tól/-től</i> 'from'</li></ul>" +
            p(
              "Towns inside Hungary usually take the surface endings (<i>Budapesten</i>, 'in Budapest'), while foreign cities take the inside ones (<i>Londonban</i>). A beginner who learns the grid by its rows will produce correct forms long before fluent speech arrives.",
            ),
        },
      },
      {
        title: "Two Conjugations",
        description:
          "Every Hungarian verb has two sets of present-tense endings, one used when the object is definite; we learn both and the rule for choosing.",
        lesson: {
          title: "Olvasok or olvasom? Definite and indefinite verbs",
          html: p(
            "Hungarian verbs agree not only with their subject, as in most European languages, but also with the definiteness of their direct object. There are therefore two conjugations. The indefinite (or subjective) conjugation is used when there is no object or when the object is indefinite: <i>Olvasok</i> ('I am reading') and <i>Olvasok egy könyvet</i> ('I am reading a book'). The definite (or objective) conjugation is used when the object is definite: <i>Olvasom a könyvet</i> ('I am reading the book'). The object itself carries the accusative ending <i>-t</i> in both cases.",
            "For the verb <i>olvas</i> ('read'), a back-vowel verb, the present-tense forms are: indefinite <i>olvasok, olvasol, olvas, olvasunk, olvastok, olvasnak</i>; definite <i>olvasom, olvasod, olvassa, olvassuk, olvassátok, olvassák</i>. Front-vowel verbs follow harmony, so <i>kér</i> ('ask for') gives <i>kérek</i> but <i>kérem</i>. Note that the dictionary form of a Hungarian verb is the third person singular indefinite, not an infinitive; the infinitive ends in <i>-ni</i> (<i>olvasni</i>).",
            "An object counts as definite when it has the definite article <i>a/az</i>, when it is a proper name (<i>Látom Pétert</i>, 'I see Peter'), when it has a possessive ending (<i>Olvasom a leveledet</i>, 'I am reading your letter'), and when it is a third-person pronoun or a demonstrative such as <i>ezt</i> ('this'). Objects with <i>egy</i>, with a number, with no article, or with question words such as <i>mit</i> ('what') take the indefinite forms: <i>Mit olvasol?</i> ('What are you reading?'). A special ending, <i>-lak/-lek</i>, is used when 'I' act on 'you': <i>Szeretlek</i>, 'I love you'. Getting this choice right is the clearest sign, to a Hungarian listener, that a learner has moved beyond phrasebook level.",
          ),
        },
      },
    ],
  },
  {
    slug: "mosaic-making-small-wall-panel",
    discipline: "Mosaic making",
    title: "Mosaic Making: A Small Wall Panel",
    description:
      "Ten studio sessions take the complete novice through one small wall mosaic, from cutting tesserae with wheeled nippers and hammer and hardie, through andamento and the classical opus patterns, to the direct and indirect methods, adhesives, and grouting.",
    level: "beginner",
    duration: "10 weekly sessions of 3 hours",
    plantedGap: "grouting",
    modules: [
      {
        title: "Materials and Cutting",
        description: "You will learn the materials a mosaicist works in and how to cut each one cleanly and safely.",
        lesson: {
          title: "Smalti, marble and glass: cutting tesserae",
          html:
            p(
              "A mosaic is built from small pieces called tesserae (singular <i>tessera</i>), set close together in a bed of mortar or adhesive. The materials differ in how they look and how they are cut. Vitreous glass tiles, usually 20 mm square and 4 mm thick, are cheap, uniform and flat on the front with a ridged back that grips adhesive. Ceramic tiles are matt or glazed and softer. Marble and other stones give subtle natural colours. Smalti, the material of Byzantine and Ravenna mosaics, are thick pieces of opaque coloured glass made in slabs and cut into rough rectangles, whose uneven faces catch the light.",
              "Three cutting tools cover almost all work:",
            ) +
            "<ul><li>Wheeled nippers, with two hardened steel wheels, which cut glass and smalti with a clean break and are the beginner's main tool.</li><li>Tile nippers, with flat carbide jaws, used for ceramic and for nibbling a piece into a curve.</li><li>The hammer and hardie: a chisel-edged hardie is set into a log, the stone or smalti is held across it, and a single sharp blow from the curved mosaic hammer splits it. This is the traditional method for marble and smalti.</li></ul>" +
            p(
              "To cut a vitreous square in half, place the wheels of the nippers just over the edge of the tile, aligned with the line you want, and squeeze firmly; the fracture runs across the tile. Halves can then be quartered into 10 mm squares, the standard size for fine work. Cutting with only the tips of the jaws, rather than across the whole tile, gives more control. Shards fly, so safety glasses are worn throughout, work is done over a tray or inside a clear bag, and the bench is cleaned with a damp cloth rather than brushed, so that glass dust is not raised into the air.",
            ),
        },
      },
      {
        title: "Andamento and the Opus Patterns",
        description:
          "The direction in which tesserae flow is the soul of a mosaic; this module introduces andamento and the named laying patterns inherited from Roman workshops.",
        lesson: {
          title: "How lines of tesserae move the eye",
          html: p(
            "<i>Andamento</i>, from the Italian for 'gait' or 'course', is the visual flow created by the rows of tesserae. Because each row is a line, and because the narrow gaps between pieces are visible, a mosaic is always drawn in lines even where it depicts a flat area of colour. A good maker decides the andamento before laying a single piece, usually by drawing the main flow lines on the cartoon.",
            "The classical vocabulary of laying patterns, known as <i>opus</i> ('work'), comes from Roman practice. <i>Opus vermiculatum</i> ('worm-like work') is one or two rows of tesserae laid closely around the outline of a figure, like a halo, which separates the figure from its background and emphasises its contour. <i>Opus tessellatum</i> fills background areas with regular rows, like brickwork, running parallel to the edges of the panel or to the vermiculatum. <i>Opus regulatum</i> sets tesserae in a strict grid, so that both horizontal and vertical gaps run straight across the work; it looks calm and mechanical. <i>Opus palladianum</i> uses irregular, crazy-paving shapes. <i>Opus circumactum</i> lays fan-shaped or concentric arcs and is common in backgrounds of Roman floors.",
            "Two practical rules follow. First, keep the gaps, called interstices, narrow and even, about 1 to 2 mm for glass; irregular gaps read as mistakes. Second, never let three gaps meet in a straight line across several rows unless the design calls for regulatum, because such 'tramlines' draw the eye away from the image. When laying a curve, cut each tessera slightly wedge-shaped so that the rows bend without the gaps opening up. A simple exercise is to lay a 15 cm circle in vermiculatum, then fill the square around it in tessellatum, and compare it with the same square in regulatum.",
          ),
        },
      },
      {
        title: "Direct and Indirect Methods",
        description:
          "Working face up on the final base, or face down on paper to be turned over later: each method has its uses, and each needs the right adhesive.",
        lesson: {
          title: "Choosing a method and an adhesive",
          html:
            p(
              "In the direct method the tesserae are stuck face up, one by one, onto the final base. The maker sees the work as it grows, can vary the angle of each piece to catch the light, and can use uneven materials such as smalti to full effect. For an indoor panel the usual base is 12 mm exterior-grade plywood or a cement board, sealed against moisture at the back and edges, and the adhesive can be a PVA wood glue or a cement-based tile adhesive buttered onto each piece.",
              "In the indirect method, developed for large commissions in the nineteenth century, the design is drawn in reverse on brown kraft paper and the tesserae are glued face down onto it with a water-soluble paste of flour and water or gum arabic. When complete, the sheet is pressed face down into a bed of cement-based adhesive on the wall or floor; after the bed has set, the paper is wetted and peeled away, revealing the mosaic the right way round. The result is perfectly flat, which suits floors, tables and splashbacks, and sections can be made in the studio and carried to site.",
            ) +
            "<table><tr><th></th><th>Direct</th><th>Indirect</th></tr><tr><td>Surface</td><td>Textured, lively</td><td>Flat</td></tr><tr><td>View while working</td><td>Final image</td><td>Reversed, from the back</td></tr><tr><td>Typical use</td><td>Wall panels, smalti work</td><td>Floors, large walls, tables</td></tr><tr><td>Adhesive</td><td>PVA indoors; cement-based outdoors</td><td>Cement-based bed</td></tr></table>" +
            p(
              "Outdoors, PVA fails in frost and damp: an exterior mosaic needs a polymer-modified cement-based adhesive, a rigid base, and vitreous or stone tesserae that absorb little water. Ceramic tiles that are not frost-proof will spall after a single hard winter. A further variant, the double reverse method, lays the tesserae face up on a temporary bed of sand or clay, covers them with paper or a clear adhesive film, and then transfers them in the same way as the indirect method, which keeps the textured surface of the direct method while allowing the work to be made away from the wall.",
            ),
        },
      },
    ],
  },
  {
    slug: "cider-making-orchard-to-fermenter",
    discipline: "Cider making",
    title: "Cider Making: Orchard to Fermenter",
    description:
      "Orchard to glass in one autumn term: this beginners' class deals with cider apple classification, milling and pressing, measuring sugar with a hydrometer, fermentation with wild or cultured yeast, and bottle conditioning.",
    level: "beginner",
    duration: "one autumn term (8 sessions)",
    plantedGap: "bottle conditioning",
    modules: [
      {
        title: "Cider Apples and Their Classes",
        description:
          "Sweets, sharps, bittersweets and bittersharps: we taste each class and learn what it brings to a blend.",
        lesson: {
          title: "Acid and tannin: the Long Ashton classification",
          html:
            p(
              "Cider can be made from any apple, but the traditional ciders of the West of England, Normandy and Asturias rely on varieties grown for the purpose. The standard way of grouping them was set out at the Long Ashton Research Station near Bristol in the early twentieth century and rests on two measurements: the acidity of the juice, expressed as malic acid, and its tannin content. The thresholds usually quoted are 0.45 per cent malic acid and 0.2 per cent tannin.",
            ) +
            "<table><tr><th>Class</th><th>Acid</th><th>Tannin</th><th>Examples</th></tr><tr><td>Sweet</td><td>below 0.45%</td><td>below 0.2%</td><td>Sweet Coppin, Sweet Alford</td></tr><tr><td>Sharp</td><td>above 0.45%</td><td>below 0.2%</td><td>Brown's Apple, Bramley</td></tr><tr><td>Bittersweet</td><td>below 0.45%</td><td>above 0.2%</td><td>Dabinett, Yarlington Mill, Harry Masters Jersey</td></tr><tr><td>Bittersharp</td><td>above 0.45%</td><td>above 0.2%</td><td>Kingston Black, Stoke Red</td></tr></table>" +
            p(
              "Tannins, or polyphenols, give cider its body, its bitterness and a drying sensation called astringency; they also slow oxidation and help a cider keep. Acid gives freshness and, importantly, protects the juice: a pH below about 3.8 discourages spoilage bacteria. Bittersweets alone give soft, full ciders that can taste flat and are prone to infection, while sharps alone give thin, tart ones. Makers therefore blend, either by mixing fruit before milling or by blending finished ciders. Kingston Black is famous as one of the few varieties that can make a balanced single-variety cider.",
              "Fruit should be harvested fully ripe, when the pips are brown and the apples fall readily, and many makers leave it to 'sweat' in heaps for a week or two so that starch converts to sugar. Rotten fruit is removed, because it brings off-flavours and the mycotoxin patulin.",
            ),
        },
      },
      {
        title: "Milling, Pressing and Measuring",
        description:
          "Apples must be broken into pulp before they give up their juice, and the juice must be measured before it is fermented.",
        lesson: {
          title: "From fruit to juice, and what the hydrometer says",
          html: p(
            "Whole apples yield almost nothing under pressure, so they are first milled into a coarse pulp called pomace. Small makers use a hand or electric scratter with toothed rollers; larger ones use hammer or grater mills. The pomace is pressed soon after milling, though some makers leave bittersweet pomace to stand for a few hours so that the juice darkens and loses some harshness. In the traditional rack-and-cloth press, pomace is folded into cloths laid on slatted wooden racks, the layers, called a cheese, are stacked, and pressure is applied slowly from a screw or hydraulic ram. A well-run press extracts about 600 to 700 litres of juice per tonne of fruit.",
            "Before fermentation the juice is measured with a hydrometer, a weighted glass float that sinks less deeply in denser liquid. It reads specific gravity (SG), the density relative to water, which is 1.000. Dissolved sugar raises the SG, and cider apple juice usually reads between 1.045 and 1.065. Because yeast converts the sugar into alcohol and carbon dioxide, the fall in gravity during fermentation tells us the alcohol produced. A widely used approximation is ABV = (original gravity − final gravity) × 131.25. Juice at 1.055 fermented to dryness at 1.000 therefore gives (0.055 × 131.25), about 7.2 per cent alcohol by volume. Readings must be corrected if the juice is far from the temperature at which the hydrometer was calibrated, usually 20 °C.",
            "Acidity is checked at the same stage, with pH strips or a meter. If the pH is above 3.8, makers either blend in sharper juice or add a small amount of malic acid, since a low-acid juice is vulnerable to bacterial spoilage before the yeast takes hold.",
          ),
        },
      },
      {
        title: "Fermentation",
        description:
          "Here the juice becomes cider, and you will choose between trusting the yeasts on the fruit and pitching a cultured strain.",
        lesson: {
          title: "Wild or cultured yeast, sulphite and temperature",
          html:
            p(
              "Fermentation is carried out by yeasts, chiefly <i>Saccharomyces cerevisiae</i> and its relatives, which convert fructose, glucose and sucrose into ethanol and carbon dioxide. Apples carry a mixed population of wild yeasts on their skins and in the mill and press. In a 'wild' fermentation these are allowed to work: non-<i>Saccharomyces</i> species such as <i>Kloeckera</i> (<i>Hanseniaspora</i>) start quickly and contribute fruity esters, then die off as alcohol rises, leaving <i>Saccharomyces</i> to finish. The result can be complex, but it can also go wrong.",
              "Many makers therefore add potassium or sodium metabisulphite to the juice, which releases sulphur dioxide. SO₂ suppresses spoilage bacteria and most wild yeasts while leaving <i>Saccharomyces</i> relatively unaffected. The dose needed depends strongly on pH, because only the molecular form of SO₂ is antimicrobial:",
            ) +
            "<ul><li>pH 3.0 to 3.3: add about 75 mg/L SO₂</li><li>pH 3.3 to 3.5: about 100 mg/L</li><li>pH 3.5 to 3.8: about 150 mg/L</li><li>above pH 3.8: acidify first, as sulphite alone is not enough</li></ul>" +
            p(
              "After 24 hours the sulphite has done its work and a cultured wine or cider yeast can be pitched, or the remaining wild <i>Saccharomyces</i> left to take over. The vessel is fitted with an airlock so that carbon dioxide escapes and air stays out. Temperature matters more than beginners expect: a slow fermentation at 12 to 16 °C preserves fruit aromas, whereas one at 25 °C runs in days and loses them. Progress is followed with the hydrometer; when the gravity stops falling, near 1.000 or slightly below, the cider is racked off the sediment of dead yeast, the lees, into a clean vessel and topped up to exclude air.",
            ),
        },
      },
    ],
  },
  {
    slug: "mineralogy-hand-specimen-identification",
    discipline: "Mineralogy",
    title: "Identifying Minerals in Hand Specimen",
    description:
      "Which mineral is it? Answering that question with a hand lens, a streak plate and a steel knife is the aim of this first-year laboratory module, which deals with crystal systems and habit, the Mohs hardness scale, cleavage and fracture, lustre and streak, and the silicate structures.",
    level: "beginner",
    duration: "one term (2-hour weekly laboratory)",
    plantedGap: "silicate structures",
    modules: [
      {
        title: "Crystals: Symmetry and Habit",
        description:
          "Minerals are crystalline, and the outward shape of a good crystal records the symmetry of its internal arrangement of atoms.",
        lesson: {
          title: "The seven crystal systems and what a specimen shows",
          html:
            p(
              "A mineral is a naturally occurring, usually inorganic solid with a definite chemical composition, within limits, and an ordered internal arrangement of atoms. That order is what makes it crystalline, and when a mineral grows freely into a cavity it develops flat faces whose angles reflect the symmetry of the atomic structure. Nicolas Steno observed in 1669 that the angles between corresponding faces of quartz crystals are always the same, however distorted the crystal; this constancy of interfacial angles is the oldest law of crystallography.",
              "Crystals are grouped into seven systems according to the lengths of their reference axes and the angles between them:",
            ) +
            "<table><tr><th>System</th><th>Axes</th><th>Common example</th></tr><tr><td>Cubic (isometric)</td><td>three equal, all at 90°</td><td>halite, pyrite, garnet</td></tr><tr><td>Tetragonal</td><td>two equal, one different, all at 90°</td><td>zircon</td></tr><tr><td>Hexagonal</td><td>three equal at 120° in a plane, one perpendicular</td><td>beryl, apatite</td></tr><tr><td>Trigonal</td><td>as hexagonal, with threefold symmetry</td><td>quartz, calcite</td></tr><tr><td>Orthorhombic</td><td>three unequal, all at 90°</td><td>olivine, barite</td></tr><tr><td>Monoclinic</td><td>three unequal, one angle not 90°</td><td>gypsum, orthoclase</td></tr><tr><td>Triclinic</td><td>three unequal, no angle 90°</td><td>plagioclase, kyanite</td></tr></table>" +
            p(
              "In the laboratory, however, perfect crystals are rare, and the student learns to use habit, the characteristic shape in which a mineral tends to grow. Quartz forms six-sided prisms capped by pyramids; pyrite forms cubes with striated faces; garnet forms twelve-sided dodecahedra; asbestiform minerals are fibrous; mica is platy; hematite may be botryoidal, like a bunch of grapes. Twinning, in which two crystals share a plane in a symmetrical relation, is also diagnostic: the fine parallel striations on plagioclase cleavage faces are polysynthetic twins and distinguish it at once from orthoclase, which lacks them.",
            ),
        },
      },
      {
        title: "Hardness, Cleavage and Fracture",
        description: "Scratching, splitting and breaking a specimen tells you about the bonds that hold it together.",
        lesson: {
          title: "Testing hardness and reading broken surfaces",
          html: p(
            "Hardness, a mineral's resistance to scratching, is measured against the scale devised by the German mineralogist Friedrich Mohs in 1812. He chose ten common minerals and ranked them so that each scratches those below it: 1 talc, 2 gypsum, 3 calcite, 4 fluorite, 5 apatite, 6 orthoclase, 7 quartz, 8 topaz, 9 corundum, 10 diamond. The scale is ordinal, not linear: on absolute tests corundum is roughly twice as hard as topaz, and diamond about four times harder again. Everyday objects extend the kit: a fingernail is about 2.5, a copper coin about 3.5, a steel knife or glass about 5.5, and a steel file about 6.5.",
            "To test an unknown, try to scratch a clean, flat surface with a reference object, then rub away the powder to see whether a groove remains; a soft tool can leave a streak of its own metal that looks like a scratch. If the knife scratches the specimen but the specimen does not scratch glass, its hardness lies between about 3 and 5.5. Calcite (3) and quartz (7), which can look alike, are instantly separated this way.",
            "Cleavage is the tendency to break along flat planes of weak bonding. It is described by the number of directions and the angles between them, and by quality from perfect to poor. Mica has one perfect cleavage and peels into sheets; the feldspars have two at nearly 90°; calcite has three not at 90°, giving rhombs; halite and galena have three at 90°, giving cubes. Where there are no planes of weakness a mineral fractures: quartz breaks with a conchoidal fracture of smooth, shell-like curves, like glass, while native copper shows a jagged, hackly fracture. Cleavage surfaces repeat as parallel steps and flash together in light, which distinguishes them from crystal faces.",
          ),
        },
      },
      {
        title: "Lustre, Colour and Streak",
        description:
          "Light is the first thing you notice about a mineral, and the least reliable unless you know how to use it.",
        lesson: {
          title: "Why colour misleads and streak does not",
          html:
            p(
              "Colour is the most obvious property of a mineral and often the least useful. Some minerals are idiochromatic, coloured by an essential element of their own composition: malachite is always green because of its copper, and azurite always blue. Many more are allochromatic, coloured by trace impurities or structural defects, so that one species appears in many colours. Quartz can be colourless, purple (amethyst, from iron and natural irradiation), pink, smoky brown or yellow; corundum is red as ruby with chromium and blue as sapphire with iron and titanium.",
              "Streak, the colour of the mineral's powder, is far more consistent. It is obtained by rubbing the specimen across an unglazed porcelain plate, whose hardness is about 6.5, so minerals harder than that leave no streak but a white scratch of porcelain powder. Hematite is the classic case: it may be black, silver-grey or red in the hand, but its streak is always reddish-brown. Pyrite, the brassy 'fool's gold', has a greenish-black streak, whereas real gold leaves a golden-yellow one and is also far softer.",
              "Lustre describes how a surface reflects light. The terms are learned by handling reference specimens:",
            ) +
            "<ul><li>metallic: opaque and mirror-like, as galena and pyrite</li><li>vitreous: glassy, as quartz and most gemstones</li><li>resinous: like amber, as sphalerite</li><li>pearly: as on the cleavage faces of talc and mica</li><li>silky: from fibrous aggregates, as satin-spar gypsum</li><li>adamantine: brilliant, as diamond and cerussite</li><li>earthy or dull: as kaolinite</li></ul>" +
            p(
              "A systematic description records lustre first, then streak, hardness and cleavage, and only then colour, so that the most reliable properties lead the identification.",
            ),
        },
      },
    ],
  },
  {
    slug: "saddlery-bench-skills-bridle-leather",
    discipline: "Saddlery",
    title: "Saddlery Bench Skills: Leather, Stitching and Edges",
    description:
      "Saddlers still sew by hand because a saddle stitch holds where a machine lock stitch would unravel. This beginners' bench course teaches that stitch together with choosing and cutting bridle leather, finishing edges, and making a simple headcollar.",
    level: "beginner",
    duration: "six Saturdays",
    plantedGap: "headcollar",
    modules: [
      {
        title: "Bridle Leather and Cutting",
        description: "Good work starts with the right hide, cut straight and to an exact width.",
        lesson: {
          title: "Choosing and cutting a strap",
          html: p(
            "Saddlery uses vegetable-tanned cattle hide, tanned slowly with plant extracts such as oak bark, mimosa or quebracho rather than with chromium salts. Vegetable tannage gives a firm leather that holds a shape, takes a burnished edge and ages well in contact with a horse. Bridle leather is vegetable-tanned leather that has been curried, that is, stuffed with greases and waxes, so that it is supple, water-resistant and smooth on both sides. It is sold by the side (half a hide) or the butt, the densest part from the backbone and hindquarters, which gives the straightest, least stretchy straps.",
            "Thickness, called substance, is given in millimetres or in ounces, where one ounce is about 0.4 mm. Cheekpieces and reins are commonly 3.5 to 4 mm; the heavier straps of a harness may be 5 mm or more. Leather stretches most along the line from the neck to the tail, so straps are cut along the backbone rather than across the belly, where the fibres are loose and the leather will grow long and thin under load.",
            "The first cut is a straight edge along the length of the butt, made with a round knife against a long steel rule. The round knife, a half-moon blade held with the handle upright and the blade angled, is pushed forward in one smooth stroke and must be kept very sharp, stropped frequently on a leather strop dressed with compound. From this edge, straps are cut with a plough gauge or a draw gauge, a tool with a blade and an adjustable fence that runs along the straight edge and cuts a strap of constant width, for example 16 mm for a cheekpiece. Always cut on a firm board, and check the width at both ends of the strap before going on: a strap that tapers by a millimetre will show in the finished work.",
          ),
        },
      },
      {
        title: "The Saddle Stitch",
        description: "Two needles, one thread, and a stitch that does not come undone if one loop breaks.",
        lesson: {
          title: "Marking, piercing and sewing by hand",
          html:
            p(
              "The saddle stitch is sewn with a single length of thread carrying a blunt harness needle at each end. Each needle passes through the same hole from opposite sides, so every stitch is locked by two strands. If one strand is cut by wear, the other still holds, which is why a hand-sewn rein is safer than one sewn on a lock-stitch machine, whose single upper and lower threads unravel once broken.",
              "The sequence at the bench is as follows:",
            ) +
            "<ul><li>Mark a stitch line parallel to the edge with an adjustable screw crease, about 3 to 4 mm in from the edge for a bridle strap.</li><li>Mark the stitch spacing with a pricking iron, a toothed tool struck lightly with a maul; it leaves slanting marks that set the angle of the stitch. Fine bridle work uses 8 to 10 stitches per inch, heavier work 6 or 7.</li><li>Hold the work in a stitching clam, a pair of long wooden jaws gripped between the knees, so both hands are free.</li><li>Pierce each hole with a diamond-section awl at the same angle as the pricking mark, just before sewing it.</li><li>Pass the left needle through, then the right needle through the same hole from the other side, pulling both threads to equal tension.</li></ul>" +
            p(
              "The thread is linen, usually 18/3 or 18/4 (three or four plies of 18-lea yarn), drawn repeatedly over a block of beeswax or a mixture of wax and rosin so that it grips and resists rot. A length about four times the seam plus two arms' lengths is enough. At the end of a seam, back-stitch three or four holes and cut the thread flush. Evenly angled, evenly tensioned stitches that lie in a straight row are the mark of a saddler's training.",
            ),
        },
      },
      {
        title: "Finishing Edges",
        description: "A raw cut edge looks unfinished and wears quickly, so we shave, crease, stain and burnish it.",
        lesson: {
          title: "From raw cut to burnished edge",
          html: p(
            "The cut edge of vegetable-tanned leather is square and fibrous, and it will fray and catch on a horse's coat if left alone. Edge finishing makes it rounded, smooth and sealed against dirt, and it is also what a customer notices first. The work follows a fixed order.",
            "First the corners are removed with an edge shave, a small tool with a U-shaped or V-shaped cutting mouth that is pushed along each edge, grain side and flesh side, taking off a fine curl. The size of the tool is matched to the thickness: a number 2 edge tool suits 3 to 4 mm straps. Shaving both corners leaves a rounded profile in which the centre of the edge is proud. Second, the edge is lightly sanded with fine abrasive paper or a sanding stick to remove the marks of the tool.",
            "Third, a decorative line is pressed along the grain surface parallel to the edge with a heated screw crease or single crease. Heated to the right temperature, checked by touching it to a damp cloth until it hisses gently, the crease darkens and compresses the leather to leave a glossy line, which also helps to stop the edge spreading. Too hot, and it scorches the grain; too cool, and the line fades.",
            "Fourth, the edge is stained with a spirit or water-based edge dye to match the strap. Finally it is burnished: the edge is dampened, or a little gum tragacanth or beeswax is applied, and it is rubbed briskly with a hardwood slicker, a piece of canvas or a bone folder until friction heats it and the fibres lie down into a smooth, hard, shining surface. Two or three rounds of damping and rubbing give an edge that will last for years.",
          ),
        },
      },
    ],
  },
];
