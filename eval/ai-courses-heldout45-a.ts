/** Forty-fifth held-out evaluation courses, beginner level (Yiddish to Mississippian history); see ai-courses-heldout45.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT45_A: EvalCourse[] = [
  {
    slug: "yiddish-alef-beys-and-everyday-talk",
    discipline: "Yiddish language",
    title: "Yiddish: Alef-beys and Everyday Talk",
    description:
      "Yiddish as it is spoken and printed today, taught from the first letter: the alef-beys and standard YIVO spelling, greetings and the present tense, noun gender with the definite article, and the days of the week.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "days of the week",
    modules: [
      {
        title: "Reading the Alef-beys",
        description: "You will learn to read and write the Hebrew letters as Yiddish uses them, vowels included.",
        lesson: {
          title: "Letters that carry vowels",
          html:
            p(
              "Yiddish is a Germanic language written in the Hebrew alphabet, from right to left, and its spelling differs from Hebrew in one decisive way: the vowels are written as full letters. Where Hebrew normally leaves vowels to the reader, Yiddish uses several letters as vowel signs, so a word can be sounded out from the page. The modern standard spelling is the one codified by the YIVO Institute for Jewish Research in 1936, and it is the spelling of most textbooks and dictionaries.",
              "The key vowel letters are few. Alef with a short horizontal stroke beneath it (pasekh alef, אַ) is a; alef with a small T-shaped mark beneath (komets alef, אָ) is o. The letter ayin (ע) is e, yud (י) is i, and vov (ו) is u. Two vovs together (װ) spell the consonant v, and vov followed by yud (ױ) spells the diphthong oy. Two yuds (ײ) are ey, and two yuds with a stroke beneath (ײַ) are ay. A silent alef (shtumer alef, א) is written before a word-initial vowel letter such as vov or yud, so that the word does not begin with a bare vowel sign: hence אױג (oyg, 'eye').",
            ) +
            "<table><tr><th>Letter</th><th>Sound</th><th>Example</th></tr><tr><td>אַ</td><td>a</td><td>מאַן (man, 'man')</td></tr><tr><td>אָ</td><td>o</td><td>קאָפּ (kop, 'head')</td></tr><tr><td>ע</td><td>e</td><td>בעט (bet, 'bed')</td></tr><tr><td>ױ</td><td>oy</td><td>ברױט (broyt, 'bread')</td></tr><tr><td>ײַ</td><td>ay</td><td>װײַן (vayn, 'wine')</td></tr></table>" +
            p(
              "Five letters take a special form at the end of a word: khof (ך), mem (ם), nun (ן), fey (ף) and tsadek (ץ). Words of Hebrew and Aramaic origin, which make up perhaps a sixth of everyday vocabulary, keep their traditional spelling without written vowels, so שבת is read shabes and must be learned as a whole.",
            ),
        },
      },
      {
        title: "Greetings and the Present Tense",
        description:
          "Which verb endings go with which person, and how do people greet one another in the street and at the door?",
        lesson: {
          title: "Sholem-aleykhem and regular verbs",
          html: p(
            "The standard greeting is sholem-aleykhem, answered with aleykhem-sholem; between friends one hears simply sholem. Gut morgn ('good morning') and a gutn ovnt ('good evening') work as in German, and vos makht ir? ('how are you?', literally 'what do you make?') gets the answer gut, a dank ('well, thanks') or, very commonly, nisht geferlekh ('not terrible'). Yiddish distinguishes an intimate du for a child, a friend or a relative from a polite ir for a stranger or an older person; learners should use ir until invited otherwise.",
            "The present tense is formed from the stem of the verb, found by removing -n or -en from the infinitive, plus a set of personal endings. For reydn ('to speak') the stem is reyd-: ikh reyd ('I speak'), du reydst, er/zi/es reydt, mir reydn, ir reydt, zey reydn. The first person singular has no ending at all, and the plural forms for 'we' and 'they' are identical to the infinitive. Verbs whose stem ends in -t or -d do not double the ending, so er reydt, not er reydtt.",
            "Word order in a statement is verb-second: the conjugated verb stands in second place whatever comes first. Ikh leyen haynt a bukh ('I am reading a book today') becomes haynt leyen ikh a bukh when the time word is put first. Questions may invert the subject and verb (leynt ir?) or begin with a question word such as vos ('what'), ver ('who') or vu ('where'). There is no separate progressive form; ikh leyen covers both 'I read' and 'I am reading'. A few very frequent verbs are irregular and must be memorised: zayn ('to be') gives ikh bin, du bist, er iz, mir zaynen, ir zayt, zey zaynen.",
          ),
        },
      },
      {
        title: "Gender and the Definite Article",
        description: "This module introduces der, di and dos, and the case forms they take after prepositions.",
        lesson: {
          title: "Der tish, di tir, dos bukh",
          html:
            p(
              "Every Yiddish noun belongs to one of three grammatical genders, masculine, feminine or neuter, and the gender shows itself in the definite article. In the nominative case the articles are der (masculine), di (feminine) and dos (neuter), and in the plural all three become di. Gender is not predictable from meaning: der tish ('the table') is masculine, di tir ('the door') feminine and dos bukh ('the book') neuter. Learners should therefore always memorise a noun together with its article, exactly as dictionaries list it.",
              "Some endings help. Nouns ending in -ung, -keyt and -kayt are feminine (di tsaytung, 'newspaper'; di frayhayt, 'freedom'), and most nouns ending in unstressed -e are feminine too. Diminutives in -l and -ele are always neuter, whatever the gender of the base word: der tish but dos tishl ('the little table'). Nouns for male and female people usually follow natural sex, as in der tate ('father') and di mame ('mother').",
              "The articles change with case. Yiddish has kept three cases: nominative, accusative and dative. Their forms are set out below.",
            ) +
            "<table><tr><th>Case</th><th>Masculine</th><th>Feminine</th><th>Neuter</th></tr><tr><td>Nominative</td><td>der</td><td>di</td><td>dos</td></tr><tr><td>Accusative</td><td>dem</td><td>di</td><td>dos</td></tr><tr><td>Dative</td><td>dem</td><td>der</td><td>dem</td></tr></table>" +
            p(
              "Prepositions take the dative: mit dem man ('with the man'), in der shtub ('in the house'). Many prepositions fuse with dem, so in dem becomes inem and tsu dem becomes tsum. The indefinite article is a before a consonant and an before a vowel, with no gender distinction: a tish, an epl ('an apple'). Adjectives standing between the article and the noun also agree in gender: der groyser tish, di groyse tir, dos groyse bukh.",
            ),
        },
      },
    ],
  },
  {
    slug: "sourdough-from-starter-to-loaf",
    discipline: "Sourdough baking",
    title: "Sourdough from Starter to Loaf",
    description:
      "Ten practical sessions take the home baker from flour and water to an open-crumbed loaf, teaching how to keep a starter, baker's percentages and hydration, bulk fermentation and shaping, and scoring.",
    level: "beginner",
    duration: "10 weekly evening sessions",
    plantedGap: "scoring",
    modules: [
      {
        title: "Keeping a Starter Alive",
        description: "Feed it, watch it rise and fall, and learn what the smell is telling you.",
        lesson: {
          title: "A culture of yeasts and bacteria",
          html:
            p(
              "A sourdough starter is a stable community of wild yeasts and lactic acid bacteria living in a paste of flour and water. The yeasts, most often Saccharomyces cerevisiae or Kazachstania humilis, produce carbon dioxide that raises the bread; the bacteria, chiefly species of Lactobacillus in the broad older sense, produce lactic and acetic acids that give flavour and lower the pH to around 3.5 to 4, which keeps spoilage organisms out. The two groups do not compete much for food, because many of the bacteria use maltose that the yeasts leave alone.",
              "To start a culture, mix equal weights of wholemeal rye or wholewheat flour and water, say 50 g of each, cover loosely and keep it at 24 to 26 °C. Each day discard all but 50 g and feed it with fresh flour and water. For the first few days the jar may bubble vigorously and smell unpleasant as short-lived bacteria bloom; this phase passes as acidity rises. Most starters are reliable after one to two weeks, when they double in volume within four to eight hours of feeding.",
            ) +
            "<ul><li>A ratio of 1:1:1 (starter, flour, water by weight) peaks in about 4 to 6 hours at room temperature.</li><li>A ratio of 1:5:5 slows the cycle to 10 to 12 hours, useful for an overnight feed.</li><li>A grey liquid on top ('hooch') means the culture is hungry: pour it off and feed.</li><li>A starter in the fridge can go a week between feeds; give it two feeds at room temperature before baking.</li></ul>" +
            p(
              "Use the starter when it is at or just past its peak: domed, full of bubbles and smelling pleasantly sour and yeasty. A spoonful dropped into water should float. Young, vigorous starter gives a milder, better-risen loaf than one that has collapsed and turned sharply acidic.",
            ),
        },
      },
      {
        title: "Baker's Percentages and Hydration",
        description:
          "Recipes written as percentages of flour scale to any batch size, and the water figure tells you how the dough will handle.",
        lesson: {
          title: "Working in percentages",
          html:
            p(
              "Professional bakers write formulas in baker's percentages, in which the total flour weight is always 100 per cent and every other ingredient is expressed as a percentage of it. The system makes recipes easy to compare and to scale. A typical country loaf might read: flour 100 per cent, water 75 per cent, levain 20 per cent, salt 2 per cent. For 500 g of flour that means 375 g of water, 100 g of levain and 10 g of salt.",
              "Hydration is the ratio of water to flour. A dough at 60 to 65 per cent hydration is firm and easy to shape, suitable for sandwich loaves and bagels; 70 to 75 per cent gives the open, irregular crumb associated with country sourdough; above 80 per cent the dough is slack and demands skill. Wholemeal flour absorbs more water than white, so a formula with 30 per cent wholemeal may need 5 percentage points more water to feel the same.",
              "Strictly, the flour and water inside the levain should be counted too. A 100 g levain at 100 per cent hydration contains 50 g of flour and 50 g of water. In the example above, the true totals are 550 g of flour and 425 g of water, so the overall hydration is 425 ÷ 550, or about 77 per cent rather than 75. The difference matters when you change the amount of levain or try to reproduce another baker's loaf.",
            ) +
            "<table><tr><th>Ingredient</th><th>Baker's %</th><th>For 1 kg flour</th></tr><tr><td>Strong white flour</td><td>100</td><td>1000 g</td></tr><tr><td>Water</td><td>75</td><td>750 g</td></tr><tr><td>Levain (100% hydration)</td><td>20</td><td>200 g</td></tr><tr><td>Salt</td><td>2</td><td>20 g</td></tr></table>" +
            p(
              "Salt at 1.8 to 2.2 per cent of flour seasons the bread, tightens the gluten and slightly slows fermentation.",
            ),
        },
      },
      {
        title: "Bulk Fermentation and Shaping",
        description:
          "Most failed loaves fail here, so we spend three sessions reading the dough rather than the clock before building surface tension.",
        lesson: {
          title: "Reading the dough",
          html: p(
            "Bulk fermentation is the period from mixing the final dough until it is divided and shaped. During it the yeasts multiply and produce gas, the bacteria acidify the dough, and the gluten network develops and strengthens. It is the stage that most affects the volume, crumb and flavour of the finished loaf, and it should be judged by the state of the dough rather than by a fixed time.",
            "Temperature drives the timetable. A dough kept at 24 °C with 20 per cent levain typically needs four to five hours; at 21 °C it may need seven. Bakers therefore aim for a desired dough temperature, commonly 24 to 26 °C, and adjust the water temperature to reach it. During the first two hours, sets of stretch and folds every 30 minutes build strength without kneading: with a wet hand, lift one side of the dough, stretch it upward and fold it over, then turn the bowl a quarter and repeat on all four sides.",
            "Bulk is finished when the dough has grown by about 50 per cent for a lean white loaf (less for wholemeal), has a domed, slightly wobbly surface with bubbles at the edges, and comes away from the container cleanly. Under-fermented dough gives a tight, gummy crumb with a few large holes under the crust; over-fermented dough spreads, tears and bakes flat.",
            "Shaping then organises the dough and creates surface tension. Tip it out, divide it and pre-shape each piece into a loose round, leaving it to relax for 20 to 30 minutes (the bench rest). For the final shape, fold the sides inward, roll it up towards you and drag it across an unfloured bench so that the underside grips and the skin tightens. Place it seam-up in a floured banneton and proof it, at room temperature for two to three hours or overnight in the fridge at 4 °C, which deepens the sour flavour and makes the loaf easier to handle.",
          ),
        },
      },
    ],
  },
  {
    slug: "lapidary-bench-skills-cabochons",
    discipline: "Lapidary",
    title: "Lapidary Bench Skills: Saw, Wheel and Cabochon",
    description:
      "Rough stone becomes jewellery in this bench-based evening class, which teaches the hardness and toughness of gem materials, slabbing and trimming with diamond saws, cabochon shaping and polishing, and an introduction to faceting.",
    level: "beginner",
    duration: "8 evening sessions of 3 hours",
    plantedGap: "faceting",
    modules: [
      {
        title: "Knowing Your Stone",
        description: "Hardness, toughness and cleavage decide how a stone will behave under the saw and the wheel.",
        lesson: {
          title: "Hardness is not toughness",
          html:
            p(
              "Before cutting any stone, the lapidary asks three questions: how hard is it, how tough is it, and does it cleave? Hardness is resistance to scratching. It is usually expressed on the Mohs scale, devised by Friedrich Mohs in 1812, which ranks ten reference minerals from talc (1) to diamond (10). The scale is ordinal, not proportional: corundum (9) is roughly twice as hard as topaz (8) in absolute terms, but diamond is about four times as hard as corundum.",
              "Toughness is resistance to breaking, chipping and cracking, and it is a different property. Jade, whether nephrite or jadeite, has a hardness of only 6 to 7 but is exceptionally tough, because it is made of interlocking fibrous or granular crystals; it can be carved thin without shattering. Diamond, though the hardest natural material, can be split by a sharp blow along its cleavage planes.",
            ) +
            "<table><tr><th>Material</th><th>Mohs hardness</th><th>Toughness</th><th>Notes</th></tr><tr><td>Agate / chalcedony</td><td>6.5–7</td><td>Good</td><td>Ideal first stone</td></tr><tr><td>Jasper</td><td>6.5–7</td><td>Good</td><td>May undercut if porous</td></tr><tr><td>Malachite</td><td>3.5–4</td><td>Fair</td><td>Toxic dust: cut wet only</td></tr><tr><td>Opal</td><td>5.5–6.5</td><td>Poor</td><td>Heat-sensitive, may craze</td></tr><tr><td>Fluorite</td><td>4</td><td>Poor</td><td>Perfect cleavage in four directions</td></tr></table>" +
            p(
              "Cleavage is the tendency of a crystal to split along planes of weak bonding. Fluorite, topaz and feldspars such as moonstone all have good cleavage and must be oriented and handled with care. For a first project, chalcedony in its many forms, agate, carnelian and jasper, is the standard choice: hard enough to take a bright polish, tough, free of cleavage, cheap and widely available.",
            ),
        },
      },
      {
        title: "Slabbing and Trimming",
        description:
          "Here you learn to use the slab saw and trim saw safely and to plan cuts that waste as little rough as possible.",
        lesson: {
          title: "Diamond blades and coolant",
          html: p(
            "Lapidary saws do not cut with teeth. Their thin steel blades carry industrial diamond grit, either sintered into a continuous rim or electroplated onto it, and the diamonds grind through the stone. Because grinding produces heat and fine dust, every lapidary saw runs with a coolant: oil in most large slab saws, and water, often with a rust inhibitor, in smaller trim saws. Coolant keeps the blade and stone cool, flushes away the swarf and, above all, stops silica dust from becoming airborne. Dry cutting of quartz-family stones is never acceptable, because inhaled crystalline silica causes silicosis.",
            "A slab saw, with blades from 250 to 600 mm in diameter, cuts rough nodules into slabs 3 to 6 mm thick. The stone is clamped in a vice on a carriage that is fed slowly into the blade by a screw or gravity feed, at perhaps 10 to 25 mm per minute for agate. Forcing the feed glazes the diamonds, overheats the blade and produces a wandering, wedge-shaped cut. Before slabbing, study the stone: cut across the bands of an agate to show them as rings, or parallel to a plume to show it in profile.",
            "A trim saw, usually 150 to 200 mm, is fed by hand and is used to cut shapes from slabs. Draw the outline on the slab with an aluminium or brass pencil, which leaves a mark that survives coolant, then make straight cuts to remove waste, approaching curves with a series of tangent cuts. Keep fingers well clear of the blade, hold the slab flat on the table and never cut curves by twisting the stone, which can bind and shatter the blade. Wear eye protection and stop the saw before reaching across it.",
          ),
        },
      },
      {
        title: "Shaping and Polishing a Cabochon",
        description:
          "Working through the grits from 80 to 50,000 on a cabbing machine, each student finishes an oval agate cabochon.",
        lesson: {
          title: "From outline to mirror",
          html:
            p(
              "A cabochon is a stone with a domed, polished top and a flat or slightly convex back, without the flat planes of a cut gem. Its outline is usually marked from a template, commonly a calibrated oval such as 18 × 13 mm or 25 × 18 mm, so that it will fit standard settings. The blank is attached with dopping wax to a wooden or metal dop stick, which gives the hand control and keeps fingers off the wheels.",
              "Shaping is done on a cabbing machine fitted with a series of diamond wheels and pads of progressively finer grit, run wet. Each step removes the scratches left by the one before; skipping a step leaves scratches that no amount of polishing will remove.",
            ) +
            "<ul><li>80 or 100 grit: grind exactly to the marked outline, holding the stone upright, and add a small bevel (about 1 mm at 45°) around the base so the edge will not chip.</li><li>220 grit: rough out the dome by rocking and rotating the stone, keeping its outline symmetrical and the profile a smooth curve with no flat spots.</li><li>280 and 600 grit: refine the shape and remove grinding marks.</li><li>1200 and 3000 grit on soft resin wheels: smooth until the surface is satin and uniform.</li><li>8000 to 50,000 grit, or cerium oxide on a leather or felt pad: polish to a mirror.</li></ul>" +
            p(
              "Rinse the stone and your hands between grits, and check under a lamp with a 10× loupe: a stone is ready for the next stage only when every scratch is the same fine size. Finally, warm the dop gently, lift the cabochon off and clean off the wax with alcohol.",
            ),
        },
      },
    ],
  },
  {
    slug: "five-string-banjo-scruggs-basics",
    discipline: "Banjo playing",
    title: "Five-String Banjo: Scruggs Basics",
    description:
      "Earl Scruggs's three-finger style is the heart of this beginners' banjo class, which covers open G tuning, reading tablature, the forward and alternating rolls, and a first taste of clawhammer.",
    level: "beginner",
    duration: "12 weekly lessons",
    plantedGap: "clawhammer",
    modules: [
      {
        title: "The Instrument and Open G",
        description: "Meet the short fifth string, fit your picks and tune the banjo to an open G chord.",
        lesson: {
          title: "gDGBD and the drone string",
          html: p(
            "The five-string banjo is a drum with a neck. Its head, once calfskin and now almost always a frosted plastic membrane, is stretched over a wooden rim by a ring of brackets, and the bridge stands loose on the head, held in place only by string pressure. Most bluegrass banjos add a resonator, a wooden back that projects the sound forward, while many old-time players prefer open-back instruments with a softer tone. The distinctive feature is the fifth string: it is shorter than the others, starting from a tuning peg at the fifth fret, and it is tuned high, so that it acts as a drone above the melody.",
            "The standard tuning for bluegrass is open G, written from fifth string to first as g D G B D. Strummed open, the banjo sounds a G major chord. Tune the fourth string to the D below middle C, then use the fifth-fret method: the fourth string stopped at the fifth fret gives G for the open third string; the third string at the fourth fret gives B for the second; the second string at the third fret gives D for the first. The fifth string is tuned to the G an octave above the third string, which you can check against the first string at the fifth fret. An electronic clip-on tuner makes this quicker, but learn both methods.",
            "Scruggs-style players use three picks: a plastic thumb pick and two metal finger picks on the index and middle fingers, worn with the blade curving under the fingertip so that the strings are struck with the pad side. The ring finger and little finger rest lightly on the head near the bridge to anchor the hand. Keep the anchor light; a hand that presses down on the head mutes the tone and tires quickly.",
          ),
        },
      },
      {
        title: "Reading Banjo Tablature",
        description:
          "Tab shows strings and frets rather than notes, and this module teaches you to read its rhythm as well.",
        lesson: {
          title: "Five lines, one per string",
          html:
            p(
              "Almost all banjo music is written in tablature (tab) rather than standard notation. Tab shows where to put your fingers rather than which pitches sound. Banjo tab has five horizontal lines, one for each string, with the first string (the highest-pitched D) at the top and the fifth string at the bottom. A number on a line tells you which fret to stop on that string; 0 means the string is played open. Numbers stacked vertically are played together.",
              "Below the lines, most tab prints letters for the picking hand: T for thumb, I for index and M for middle. Rhythm is shown with stems and beams borrowed from standard notation. In most bluegrass tab a measure in 4/4 contains eight eighth notes, grouped in two beamed sets of four, so a steady 'one-and-two-and' count lines up with the eight notes of a roll. Other symbols mark the left-hand techniques that give banjo its character:",
            ) +
            "<ul><li>h: hammer-on, sounding a higher note by bringing a left-hand finger down hard on a string already ringing;</li><li>p: pull-off, plucking the string with the left-hand finger as it leaves the fret to sound a lower note;</li><li>sl or /: slide, moving a stopped finger along the string to a new fret without replucking;</li><li>ch: choke, bending a string sideways to raise its pitch.</li></ul>" +
            p(
              "Read tab slowly, a measure at a time, saying the fingers aloud before playing. A common beginner's error is to read the numbers but ignore the stems, which turns a tune into a string of even notes with no shape. Practise each new measure with a metronome at 60 beats per minute before joining it to the next.",
            ),
        },
      },
      {
        title: "Forward and Alternating Rolls",
        description:
          "Why does Scruggs picking sound so continuous? The answer is the roll, and we drill the two most common ones until they are automatic.",
        lesson: {
          title: "Eight notes, three fingers",
          html: p(
            "Earl Scruggs, who joined Bill Monroe's Blue Grass Boys in 1945, created the style that defines bluegrass banjo: a continuous cascade of eighth notes played with the thumb, index and middle fingers in repeating patterns called rolls. Melody notes are woven among the roll's other notes, so that the tune sounds through a shimmer of open strings and drone. Learning the rolls until they run by themselves is the foundation of everything else.",
            "The forward roll moves the picking hand steadily from the thumb towards the middle finger, usually in a three-note cell repeated across the eight notes of a measure. A standard version played on an open G chord, with string numbers, is 3 (T), 2 (I), 1 (M), 5 (T), 2 (I), 1 (M), 5 (T), 1 (M), sometimes written T I M T I M T M. Because the cell of three does not fit evenly into eight, the accents shift against the beat, and this rolling syncopation gives Scruggs style its drive.",
            "The alternating thumb roll places the thumb on every other note, alternating with the index and middle fingers: T I T M T I T M, typically on strings 3, 2, 5, 1, 4, 2, 5, 1. It is steadier and more even than the forward roll and is good for accompanying a song. A third basic pattern, the forward-reverse roll, runs out and back: T I M T M I T M.",
            "Practise each roll on open strings first, then while holding the G, C and D7 chords. Start at 60 beats per minute and raise the metronome by four beats only when you can play two minutes without a stumble. Keep the notes even in volume and length; speed that arrives before evenness has to be unlearned.",
          ),
        },
      },
    ],
  },
  {
    slug: "cahokia-and-the-mississippian-world",
    discipline: "Mississippian culture history",
    title: "Cahokia and the Mississippian World",
    description:
      "Cahokia, the largest pre-Columbian city north of Mexico, anchors this lecture course on the Mississippian world from about 800 to 1600 CE: maize farming, platform mounds and town planning, the Southeastern Ceremonial Complex, and the chiefdoms met by de Soto's expedition.",
    level: "beginner",
    duration: "one term (10 weeks)",
    plantedGap: "de Soto",
    modules: [
      {
        title: "Maize and the Mississippian Way of Life",
        description:
          "We trace how floodplain farming of maize, beans and squash supported larger, settled communities after about 900 CE.",
        lesson: {
          title: "Floodplains, fields and villages",
          html: p(
            "Archaeologists use 'Mississippian' for the societies that flourished across the American Midwest and Southeast, from Wisconsin to Florida, between roughly 800 and 1600 CE. The name comes from the central Mississippi valley, where the culture was first defined, but the term describes a shared way of life rather than a single people or language. Its hallmarks are intensive maize farming, settled towns with earthen platform mounds around open plazas, shell-tempered pottery, and hereditary ranking in which some families held authority over others.",
            "Maize had been grown in the Eastern Woodlands for centuries, but only as a minor crop beside the native seed plants of the Eastern Agricultural Complex, such as goosefoot, maygrass and sunflower. From about 900 CE, maize became a staple. Stable carbon isotope ratios in human bone record the change: maize is a C4 plant, and as people ate more of it their skeletons show higher δ13C values. Beans appear later, around 1200 CE in many regions, completing the trio with squash.",
            "Mississippian farmers favoured the rich, easily worked soils of river floodplains, renewed by seasonal floods and close to oxbow lakes full of fish and waterfowl. They tilled with hoes whose blades were chipped from Mill Creek chert, quarried in southern Illinois and traded over hundreds of kilometres. Surplus maize stored in granaries could feed non-farming specialists and support public feasts, and control of that surplus was one basis of chiefly power.",
            "Settlement took a tiered form. A large town with several mounds stood at the centre of a territory, surrounded by smaller mound centres and many farmsteads and hamlets. Archaeologists call such a polity a chiefdom, though the word covers a wide range, from a few hundred people under a single leader to complex networks whose centres rose and fell over generations.",
          ),
        },
      },
      {
        title: "Cahokia: Mounds and a Planned City",
        description:
          "Monks Mound, the Grand Plaza and the woodhenges show that Cahokia was laid out according to a plan, as this module demonstrates.",
        lesson: {
          title: "The Big Bang at Cahokia",
          html:
            p(
              "Cahokia lies in the American Bottom, the broad Mississippi floodplain opposite modern St Louis. A village existed there by about 900 CE, but around 1050 the settlement was transformed in a few decades, a change Timothy Pauketat has called the 'Big Bang'. Old houses were cleared, a vast plaza was levelled and new neighbourhoods were built on a common orientation. At its height, between about 1050 and 1200, Cahokia and its satellite towns may have held 10,000 to 20,000 people, larger than many contemporary European towns.",
              "The centre of the city is Monks Mound, the largest earthwork in the Americas. It covers about 5.6 hectares at its base, rises about 30 metres in four terraces and contains an estimated 620,000 cubic metres of earth, all carried in baskets. A large building, probably a residence or temple of the paramount leader, stood on its summit. South of it lay the Grand Plaza, about 19 hectares, artificially levelled and filled, and used for gatherings, ceremonies and the game of chunkey, in which players threw spears at a rolling stone disc.",
            ) +
            "<ul><li>About 120 mounds were built at Cahokia, of three main kinds: flat-topped platform mounds for buildings, conical mounds, and ridge-topped mounds that often marked burials.</li><li>Mound 72, a small ridge-topped mound, held the burial of a high-status man laid on a bed of some 20,000 marine-shell beads, with many sacrificed people nearby.</li><li>Circles of large posts west of Monks Mound, the 'woodhenges', appear to have marked solstice and equinox sunrises.</li><li>A wooden palisade with regularly spaced bastions was built around the central precinct in the late 1100s and rebuilt several times.</li></ul>" +
            p(
              "Cahokia's population fell after about 1200, and the site was largely empty by 1350. Proposed causes include flooding, drought, soil exhaustion, political conflict and the wider turmoil the palisade hints at.",
            ),
        },
      },
      {
        title: "The Southeastern Ceremonial Complex",
        description:
          "Engraved shells, copper plates and stone figures reveal a shared world of symbols across the Southeast.",
        lesson: {
          title: "Falcons, serpents and the three worlds",
          html: p(
            "Between about 1200 and 1450 CE, Mississippian sites across the Southeast share a striking body of art and symbols. Archaeologists first called it the Southern Cult, a name coined in the 1940s, and now call it the Southeastern Ceremonial Complex (SECC) or the Mississippian Ideological Interaction Sphere. It is found on objects made of rare materials: embossed sheet-copper plates, engraved marine-shell cups and gorgets, polished stone axes (celts) and maces, and carved stone figures.",
            "The most famous images show a winged human figure, the Birdman, often dressed as a falcon with a forked eye-marking, holding a mace or a severed head. Other common motifs are the cross inside a circle, the hand with an eye in its palm, the forked eye, and the Great Serpent or Underwater Panther. Scholars such as F. Kent Reilly and James Garber read these images through the cosmology recorded among later Southeastern peoples: a layered universe of Upper World, Middle World and Beneath World, with the falcon and sky beings above, humans in the middle, and serpents and water monsters below.",
            "Three great centres produced or collected much of this material. Etowah in Georgia yielded the finest copper plates, including Birdman images, from burials in Mound C. Moundville in Alabama, a town of 29 mounds around a rectangular plaza, is known for engraved pottery and stone palettes. Spiro in Oklahoma held the Craig Mound, whose Great Mortuary, looted in the 1930s, contained thousands of shell, copper and textile objects, scattered before archaeologists could record them.",
            "The objects were probably not the property of a single cult. They belonged to elites and to ritual specialists who used them in rites of war, fertility and ancestry, and their wide distribution shows how ideas, as well as goods, travelled along the rivers of the Mississippian world.",
          ),
        },
      },
    ],
  },
];
