/** Twenty-fifth held-out evaluation courses, beginner level (Czech to accordion repair); see ai-courses-heldout25.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT25_A: EvalCourse[] = [
  {
    slug: "czech-from-hacek-to-first-conversation",
    discipline: "Czech language",
    title: "Czech from the Háček to a First Conversation",
    description:
      "Czech for complete beginners, taught in the classroom and the language laboratory: the sounds and spelling of the language including ř and the háček, grammatical gender, the present tense of být and the -at verbs, the accusative case, and telling the time.",
    level: "beginner",
    duration: "one semester (4 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "Czech is spelled almost exactly as it is spoken, so the first fortnight is spent learning the letters with diacritics and the rule of first-syllable stress.",
        lesson: {
          title: "Háček, čárka and the famous ř",
          html:
            p(
              "Czech uses the Latin alphabet with two main diacritics. The <i>čárka</i>, an acute accent, marks a long vowel: <i>a</i> and <i>á</i>, <i>e</i> and <i>é</i>, <i>i</i> and <i>í</i>. Length is not decoration; it distinguishes words, so <i>byt</i> means 'flat' while <i>být</i> means 'to be'. Long <i>u</i> is written <i>ú</i> at the start of a word and <i>ů</i> (with a small ring, the <i>kroužek</i>) elsewhere, as in <i>úkol</i> 'task' but <i>dům</i> 'house'. The <i>háček</i>, a small inverted circumflex, softens a consonant: <i>c</i> is pronounced like English ts, but <i>č</i> like ch in church; <i>s</i> becomes <i>š</i> (sh), <i>z</i> becomes <i>ž</i> (as in measure).",
              "The letter <i>ř</i> is the best-known sound of Czech and exists as a phoneme in almost no other language. It is a raised alveolar trill: the tongue tip vibrates as for a rolled r, but the blade is pressed higher, so a buzzing fricative like <i>ž</i> is heard at the same time. Learners should start from a clear trilled <i>r</i> and gradually raise the tongue; the composer's name <i>Dvořák</i> and the number <i>čtyři</i> 'four' are good practice words.",
            ) +
            "<ul><li><b>d, t, n</b> followed by <b>i</b> or <b>í</b> are pronounced soft, as ď, ť, ň: <i>ticho</i> sounds like 'tyi-kho'.</li><li><b>ě</b> softens the consonant before it: <i>děti</i> 'children', <i>město</i> 'town' (pronounced 'mnyesto').</li><li><b>ch</b> counts as a single letter, a rough sound as in Scottish loch, and comes after h in the dictionary.</li></ul>" +
            p(
              "Stress in Czech falls, with very few exceptions, on the first syllable of a word, whatever its length: <i>PRA-ha</i>, <i>U-ni-ver-zi-ta</i>. Because stress does not lengthen a vowel, a long vowel can stand in an unstressed syllable, and students must keep the two ideas apart. A useful drill is to read place names aloud with strong initial stress and careful length: <i>Brno</i>, <i>České Budějovice</i>, <i>Olomouc</i>.",
            ),
        },
      },
      {
        title: "Nouns and Their Three Genders",
        description:
          "Every Czech noun is masculine, feminine or neuter; here you learn to tell which from its ending and why masculine nouns split into animate and inanimate.",
        lesson: {
          title: "Reading gender from the end of a word",
          html: p(
            "Czech nouns belong to one of three grammatical genders, and the gender decides the form of every adjective, pronoun and past-tense verb that refers to the noun. Fortunately the ending of the nominative singular, the dictionary form, predicts the gender in most cases. Nouns ending in a hard consonant are usually masculine: <i>stůl</i> 'table', <i>student</i>, <i>hrad</i> 'castle'. Nouns in <i>-a</i> are usually feminine: <i>žena</i> 'woman', <i>káva</i> 'coffee', <i>kniha</i> 'book'. Nouns in <i>-o</i> are neuter: <i>okno</i> 'window', <i>pivo</i> 'beer', <i>auto</i> 'car'. A further group of neuters ends in <i>-í</i>, such as <i>nádraží</i> 'station'.",
            "There are exceptions a learner meets early. A few masculine nouns end in <i>-a</i> because they name men, for example <i>táta</i> 'dad' and <i>kolega</i> 'colleague'. Nouns ending in a soft consonant such as <i>-ost</i> are typically feminine, so <i>radost</i> 'joy' and <i>místnost</i> 'room' are feminine although they end in a consonant; nouns in <i>-e</i> or <i>-ě</i> may be feminine (<i>židle</i> 'chair') or neuter (<i>moře</i> 'sea'), and must be learned with their gender.",
            "Masculine nouns are divided further into animate (people and animals) and inanimate (things). The difference is invisible in the nominative but matters in other cases, and it shows in the plural: <i>studenti</i> 'students' but <i>hrady</i> 'castles'. Adjectives agree in gender by changing their ending: <i>nový stůl</i>, <i>nová kniha</i>, <i>nové okno</i>, 'a new table, book, window'. Czech has no articles, so <i>kniha</i> can mean 'a book' or 'the book' and context decides. A good habit from the first week is to learn every noun together with an adjective, which makes its gender audible: <i>velký dům</i>, <i>malá káva</i>, <i>dobré pivo</i>.",
          ),
        },
      },
      {
        title: "Být, -at Verbs and the Accusative",
        description:
          "With the verb 'to be', the large family of verbs like dělat and the accusative case for direct objects, students can at last say what they do and what they want.",
        lesson: {
          title: "Já jsem, já dělám, já chci kávu",
          html:
            p(
              "The verb <i>být</i> 'to be' is irregular and is learned first. Because the verb ending already shows the person, Czech usually omits the subject pronoun: <i>Jsem student</i> 'I am a student'. The pronoun is added only for emphasis or contrast. The negative is formed by prefixing <i>ne-</i>, which is written together with the verb and takes the stress: <i>nejsem</i>, <i>nejsi</i>, and, irregularly, <i>není</i> for the third person singular.",
            ) +
            "<table><tr><th>Person</th><th>být</th><th>dělat 'to do'</th></tr><tr><td>já</td><td>jsem</td><td>dělám</td></tr><tr><td>ty</td><td>jsi</td><td>děláš</td></tr><tr><td>on/ona/ono</td><td>je</td><td>dělá</td></tr><tr><td>my</td><td>jsme</td><td>děláme</td></tr><tr><td>vy</td><td>jste</td><td>děláte</td></tr><tr><td>oni</td><td>jsou</td><td>dělají</td></tr></table>" +
            p(
              "Verbs whose infinitive ends in <i>-at</i> form the most regular conjugation: take off <i>-t</i>, lengthen the vowel and add the endings shown, so <i>znát</i> 'to know' gives <i>znám, znáš, zná</i> and <i>čekat</i> 'to wait' gives <i>čekám</i>. The form <i>vy</i> is also the polite singular 'you', used with strangers and teachers, so <i>Jak se máte?</i> is the courteous 'How are you?'.",
              "The direct object of a verb stands in the accusative case. For neuter nouns and masculine inanimate nouns it is identical to the nominative: <i>Mám auto</i> 'I have a car', <i>Vidím hrad</i> 'I see the castle'. Feminine nouns in <i>-a</i> change it to <i>-u</i>: <i>káva</i> becomes <i>Chci kávu</i> 'I want a coffee', and <i>Mám sestru</i> 'I have a sister'. Masculine animate nouns add <i>-a</i>: <i>Znám Petra</i> 'I know Petr'. Pronouns have accusative forms of their own, so 'Do you see me?' is <i>Vidíš mě?</i> and 'I know him' is <i>Znám ho</i>. These three patterns already let a beginner order in a café, describe a family and ask for directions.",
            ),
        },
      },
    ],
  },
  {
    slug: "felting-wet-and-needle-basics",
    discipline: "Felting",
    title: "Felting by Hand: Wet and Needle Techniques",
    description:
      "Felt needs nothing more than wool, soap, hot water and friction, and in this six-week workshop series participants learn how fibre scales make felt, lay out and full a flat wet-felted sheet, sculpt small forms with the barbed needle, work nuno felting on silk, and calculate shrinkage for a finished size.",
    level: "beginner",
    duration: "six weekly workshops of three hours",
    plantedGap: "nuno felting",
    modules: [
      {
        title: "Why Wool Felts",
        description:
          "Before touching a bowl of hot water, look under the microscope at the scales on a wool fibre and learn which breeds felt readily and which resist.",
        lesson: {
          title: "Scales, crimp and the ratchet effect",
          html: p(
            "Felt is the oldest textile that needs neither spinning nor weaving. It forms because a wool fibre is covered in overlapping scales of keratin, like the tiles of a roof, all pointing from the root towards the tip. When fibres are wet, warm and rubbed, they move more easily towards their root end than towards their tip, because the scales catch in one direction. This one-way movement, called the directional friction or ratchet effect, makes each fibre creep into its neighbours, and the mass gradually entangles and shrinks into a dense fabric.",
            "Three conditions speed the process. Moisture softens the keratin and lets scales lift; warmth increases the mobility of the fibres; and an alkaline soap lubricates the fibres and swells them slightly, so they slide past one another. Agitation supplies the energy. Take away any one of these, and felting slows dramatically, which is why a wool jumper survives gentle hand washing in cool water but shrinks into a board in a hot machine cycle.",
            "Breeds differ greatly in how readily they felt. Merino, with fine fibres of about 18 to 21 microns and a dense crimp, felts fast and gives a soft, drapey cloth suitable for scarves. Coarser wools such as Wensleydale or Lincoln, above 30 microns, have smoother, flatter scales and felt slowly, though they are prized for surface texture and locks. Corriedale and Shetland sit between these and are forgiving for beginners. Wool labelled superwash has been treated with chlorine and a polymer resin to remove or cover the scales, so it will not felt at all, and neither will most plant fibres or synthetic fibres. Alpaca and mohair felt, but less predictably than sheep's wool, and are often blended with merino for a first project.",
          ),
        },
      },
      {
        title: "A Flat Sheet of Wet Felt",
        description:
          "In this session each participant lays out merino tops in crossing layers, wets them down and rolls them into a firm sheet.",
        lesson: {
          title: "Layout, wetting, rolling and fulling",
          html:
            p(
              "A flat wet-felted sheet is made in two stages, felting and fulling. In the first, loose fibres are persuaded to form a fragile skin; in the second, that skin is worked hard until it shrinks into a firm cloth. Work on a bubble-wrap or bamboo-mat base on a table covered with a towel to catch water.",
            ) +
            "<ul><li><b>Layout.</b> Pull thin, even tufts from a length of combed tops and lay them like overlapping roof tiles, all in one direction. Lay a second layer at right angles. Two to four layers give a scarf; six or more a rug.</li><li><b>Wetting.</b> Cover with netting and sprinkle with warm water containing a little olive-oil soap until the fibres are saturated but not floating. Press the air out with flat hands.</li><li><b>Rubbing.</b> Rub gently through the net in small circles for ten minutes, then do a pinch test: if fibres lift away from the surface, keep rubbing; if the surface moves as a skin, the pre-felt has formed.</li><li><b>Rolling.</b> Roll the work tightly around a pool noodle inside the mat and roll it 100 times, then unroll, turn the felt 90 degrees and repeat from each direction.</li></ul>" +
            p(
              "Fulling follows. The felt is now strong enough to be thrown down onto the table, kneaded and rubbed on a washboard, and each action makes it shrink and harden. Shrinkage happens in the direction of rubbing, so work evenly from all sides to keep the piece square. Merino usually shrinks by about 30 to 40 percent in each direction, so lay out larger than the finished size: divide the size you want by one minus the shrinkage rate. For a scarf to finish at 20 by 150 centimetres with 35 percent shrinkage, lay out 20 ÷ 0.65 ≈ 31 by 150 ÷ 0.65 ≈ 230 centimetres, and test a small sample of each new wool to find its own rate. When the surface is tight and no longer stretches when pulled, rinse the soap out in cool water, followed by a splash of vinegar to neutralise the alkali, roll in a towel and dry flat. A common fault is a thin spot or hole, which comes from uneven layout rather than from the rubbing, so time spent on the first stage is never wasted.",
            ),
        },
      },
      {
        title: "Sculpting with the Felting Needle",
        description:
          "Dry needle felting turns a handful of core wool into a small three-dimensional animal, and you will learn to handle the needle safely while doing it.",
        lesson: {
          title: "Barbs, gauges and building a form",
          html: p(
            "Needle felting works without water. A felting needle is a steel shaft, usually about 7.5 centimetres long, with a triangular, star-shaped or spiral working blade notched with small barbs. When the needle is stabbed into a ball of wool, the barbs catch fibres on the way in and drag them down into the mass; on the way out they slip free. Repeated thousands of times, these movements tangle the fibres into a firm, shapeable felt without relying on the scales at all, which is why some non-felting fibres can be needled.",
            "Needles are graded by gauge, where a higher number means a finer needle. A 36-gauge needle moves a lot of fibre quickly and is used for roughing out the core shape; a 38-gauge needle is the general workhorse; a 40 or 42-gauge needle is used for fine surface work and for attaching small details such as ears and eyes because it leaves almost no holes. Star-bladed needles have four working edges and felt faster than triangular ones; reverse needles, whose barbs point upward, pull fibres out to create a fuzzy surface.",
            "A small sculpture begins with a core of cheap, coarse wool rolled tightly into the rough shape, for example a sausage for a body. Place it on a dense foam pad or a brush mat and stab straight in and straight out, turning the piece constantly. The needle must leave along the same line it entered, because bending it sideways snaps the brittle steel. Where you stab most, the wool compacts most, so shaping is done by concentrating work on the areas that should be narrow, such as a neck. Separate parts are felted loosely at one end, then needled onto the body, and a final layer of fine coloured merino covers the core. Always keep your fingers clear of the working area, since the barbs are sharp; finger guards of leather or silicone are advisable for beginners.",
          ),
        },
      },
    ],
  },
  {
    slug: "keeping-goats-dairy-and-meat",
    discipline: "Goat husbandry",
    title: "Keeping Goats for Milk and Meat",
    description:
      "Smallholders and agriculture students meet the goat as a browsing ruminant with needs of its own: choosing dairy, meat and fibre breeds, feeding the rumen through the seasons, managing kidding, foot trimming, and controlling worms with FAMACHA scoring.",
    level: "beginner",
    duration: "eight weeks, one evening lecture and one farm visit a week",
    plantedGap: "foot trimming",
    modules: [
      {
        title: "Choosing a Breed",
        description:
          "Dairy, meat and fibre goats have been bred for different ends, and a newcomer should match the breed to land, climate and market.",
        lesson: {
          title: "Saanens, Boers and Angoras",
          html:
            p(
              "The domestic goat, <i>Capra hircus</i>, was domesticated in the Zagros mountains about 10,000 years ago, and some 1,000 million goats are now kept worldwide, most of them in Asia and Africa. Unlike sheep, goats are browsers: given the choice they eat shrubs, tree leaves and tall weeds in preference to short grass, and they stand on their hind legs to reach them. This habit shapes everything from fencing to parasite risk, and it also determines which breed suits which holding.",
            ) +
            "<table><tr><th>Breed</th><th>Purpose</th><th>Notes</th></tr><tr><td>Saanen</td><td>Dairy</td><td>White, Swiss origin; high yields of 800 to 1,000 litres per lactation; sensitive to strong sun</td></tr><tr><td>British Alpine, Toggenburg</td><td>Dairy</td><td>Hardy Swiss-type goats; slightly lower yield than Saanen</td></tr><tr><td>Anglo-Nubian</td><td>Dairy and meat</td><td>Long drooping ears; milk with 4.5 to 5 percent butterfat, good for cheese; noisy</td></tr><tr><td>Boer</td><td>Meat</td><td>South African; fast-growing, muscular; kids may reach 30 kg at 100 days</td></tr><tr><td>Angora</td><td>Fibre</td><td>Produces mohair, shorn twice a year; needs shelter after shearing</td></tr></table>" +
            p(
              "Goats are herd animals and should never be kept alone; two wethers (castrated males) make a sensible first herd for someone wanting pets or brush clearance, while a small dairy unit might start with three or four milking does. An entire male, a buck, smells strongly in the breeding season and is usually kept apart or borrowed from another keeper. Fencing needs to be higher and tighter than for sheep, at least 1.2 metres of stock netting or electrified wire, and every goat needs dry shelter, because goats have little subcutaneous fat and dislike rain. In the United Kingdom every goat keeper must register the holding with the Rural Payments Agency and obtain a County Parish Holding number before the first animal arrives.",
            ),
        },
      },
      {
        title: "Feeding the Rumen",
        description:
          "A goat's four-chambered stomach depends on fibre, and sudden changes of diet can kill; this module explains why.",
        lesson: {
          title: "Forage first, concentrates with care",
          html: p(
            "Goats are ruminants. Their stomach has four compartments: the rumen, reticulum, omasum and abomasum. The rumen, holding 10 to 20 litres in an adult dairy goat, is a fermentation vat in which bacteria and protozoa break down cellulose into volatile fatty acids, mainly acetic, propionic and butyric acid, which the goat absorbs as its main source of energy. The microbes themselves are later digested in the abomasum, the true stomach, and supply much of the animal's protein. Chewing the cud, or rumination, returns coarse material to the mouth for more grinding and adds saliva, which buffers the rumen's acidity.",
            "Because the whole system depends on a stable microbial population, the rule of goat feeding is that forage comes first and changes are made slowly. A goat eats dry matter of roughly 3 to 5 percent of its body weight a day, so a 60-kilogram doe in milk needs about 2 to 3 kilograms of dry matter, most of it as good hay, browse or pasture. Concentrates such as a 16 percent protein goat mix are added for lactating does at around 0.3 to 0.5 kilograms per litre of milk above maintenance, split into two feeds.",
            "The classic danger is grain overload. If a goat breaks into the feed store and eats several kilograms of cereal, rumen bacteria ferment the starch to lactic acid, the rumen pH falls below 5, and the animal develops acidosis: it stops eating, grinds its teeth, becomes dehydrated and may die within a day or two. Bloat, the build-up of trapped gas, follows a sudden feed of lush clover. Both are prevented by changing rations over two weeks. Goats also need clean water at all times, a goat mineral lick containing copper (sheep licks contain too little), and males fed too much concentrate risk urinary calculi, stones that block the urethra.",
          ),
        },
      },
      {
        title: "Kidding and Worm Control",
        description:
          "The kidding season and the battle against the barber's pole worm are the two periods when a keeper's skill matters most.",
        lesson: {
          title: "From the birth to the FAMACHA chart",
          html:
            p(
              "Gestation in goats lasts about 150 days. In the last weeks the doe's udder fills, the ligaments either side of the tail head soften and she may become restless and paw at her bedding. A normal presentation is two front feet with the nose lying on them, and most does kid unaided within an hour of the water bag appearing. Twins are common, triplets frequent in dairy breeds. The keeper's tasks are to make sure each kid breathes, to dip the navel in iodine, and to see that every kid drinks colostrum within the first six hours, at about 10 percent of its body weight in the first day, because kids are born without antibodies and depend on those in the first milk.",
              "Internal parasites are the largest health problem in grazing goats, and the most dangerous is <i>Haemonchus contortus</i>, the barber's pole worm, which sucks blood from the abomasum. A heavy burden causes anaemia, bottle jaw (fluid swelling under the chin) and death, often without diarrhoea. Goats develop weaker immunity to worms than sheep and have been dosed so heavily that many worm populations now resist the common drugs.",
            ) +
            "<ul><li><b>FAMACHA scoring.</b> Pull down the lower eyelid and compare the colour of the membrane with the five-point card: 1 is red and healthy, 5 is white and severely anaemic.</li><li><b>Targeted treatment.</b> Drench only goats scoring 4 or 5, and those at 3 if they are young or lactating, leaving others untreated so that susceptible worms survive in refugia.</li><li><b>Faecal egg counts.</b> Count eggs before and 14 days after treatment to check that the drug still works.</li><li><b>Grazing.</b> Let goats browse high vegetation, since most larvae live within 5 centimetres of the ground.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "cob-walls-earth-building-basics",
    discipline: "Cob building",
    title: "Cob: Building Walls from Earth and Straw",
    description:
      "Cob, a mix of clay subsoil, straw and water built up by hand in wet layers, has kept Devon farmhouses standing for five hundred years. This weekend-based course takes students through testing a soil, mixing cob by foot and machine, raising a wall in lifts, and the building regulations that apply to new earth walls.",
    level: "beginner",
    duration: "five weekends on site",
    plantedGap: "building regulations",
    modules: [
      {
        title: "Is This Soil Any Good?",
        description: "Simple jar, ribbon and drop tests tell a builder whether a subsoil has enough clay to make cob.",
        lesson: {
          title: "Field tests for a cob subsoil",
          html: p(
            "Cob is made from subsoil, never from topsoil, because the organic matter in topsoil decays and weakens the wall. A suitable subsoil contains a mix of particle sizes: stones and gravel give bulk and compressive strength, sand fills the gaps, silt adds fineness, and clay acts as the binder that holds everything together when it dries. Traditional Devon cob soils contain very roughly 15 to 25 percent clay, with the rest largely sand and gravel; too little clay and the wall crumbles, too much and it shrinks and cracks severely as it dries.",
            "Builders use quick field tests before committing to a soil. In the <b>jar test</b>, a jar is filled one-third with sieved soil, topped up with water and a pinch of salt, shaken hard and left for a day. Particles settle by size, gravel and sand first, then silt, and clay last, so the thickness of each band gives an estimate of the proportions. In the <b>ribbon test</b>, a moist ball of soil is squeezed between thumb and finger into a ribbon: a soil that forms a ribbon 5 to 10 centimetres long before it breaks has a good clay content, while one that will not form a ribbon at all is too sandy. In the <b>drop test</b>, a ball of stiff, moist soil the size of a golf ball is dropped from shoulder height onto a hard surface. If it shatters into many pieces it is too sandy; if it flattens without cracking it is too clayey; a ball that breaks into a few large pieces is about right.",
            "No field test replaces a trial. The most reliable check is to make a few test bricks, using the soil mixed with straw as it would be on site, and to watch them dry over two weeks. Excessive cracking calls for the addition of sharp sand, and crumbling for a more clayey soil blended in.",
          ),
        },
      },
      {
        title: "Mixing the Cob",
        description:
          "Treading by foot on a tarpaulin and mixing with a tractor are both still used, and each has its own rhythm.",
        lesson: {
          title: "Clay, straw and water in the right proportions",
          html:
            p(
              "Cob mixing combines three ingredients. The subsoil provides the mass and binder; water, added a little at a time, activates the clay; and straw, preferably long-stemmed barley or wheat straw about 30 to 40 centimetres long, gives the mix tensile strength, as reinforcement does in concrete, and helps the wall dry evenly without large shrinkage cracks. A typical mix uses roughly 1 to 2 percent straw by weight, which looks like a great deal of straw when added.",
            ) +
            "<ul><li><b>By foot.</b> Spread a heap of soil on a large tarpaulin, make a crater, add water and tread it in with bare feet or boots. Lift one edge of the tarpaulin to roll the mix over on itself, scatter straw on top and tread again. Two people can make about a cubic metre a day this way.</li><li><b>By machine.</b> A tractor with a front loader, or a small digger, turns and treads the mix on a hard standing, with a worker adding straw and water. Output rises to several cubic metres a day.</li></ul>" +
            p(
              "The mix is ready when it is plastic but stiff: a handful squeezed and thrown against a wall should stick without slumping, and no dry pockets of soil or bundles of unmixed straw should remain. Too wet a mix slumps on the wall and delays building; too dry a mix does not bond to the layer below. In hot weather the heap should be covered to stop it drying, and many builders leave mixed cob overnight to allow the clay to soften fully before use.",
            ),
        },
      },
      {
        title: "Raising the Wall in Lifts",
        description:
          "Students build a length of wall on a stone plinth, one lift at a time, and learn to pare it back once it has firmed up.",
        lesson: {
          title: "Plinth, lifts and paring",
          html: p(
            "Earth walls need, as the traditional saying has it, a good hat and a good pair of boots. The boots are the plinth: a base wall of stone or brick laid in lime mortar, at least 450 millimetres above ground level, which keeps rain splash and rising damp off the cob. The hat is a generous roof overhang, usually 400 millimetres or more, that throws water clear of the wall face. Between the two, cob walls are thick, typically 450 to 600 millimetres for a house, because the material is weak in tension and depends on its mass for stability.",
            "Cob is laid in lifts, courses of roughly 300 to 600 millimetres built in one session. Each forkful or handful is thrown or pressed down firmly onto the layer below and trodden or tamped to drive out air, with straw lying across the wall to knit it together. The surface of each lift is left rough so that the next one keys in. Once a lift is laid, it must be left to stiffen for several days, or in cool, damp weather up to two weeks, before the next is added, since wet cob built too high too quickly slumps and bulges under its own weight.",
            "While the cob is still leather-hard the faces are pared back with a sharp spade or a paring iron, cutting the wall vertical and removing the ragged overhang to the intended thickness. Window and door openings are formed by setting timber lintels into the wall as it rises, bedded on the cob with at least 300 millimetres of bearing at each end. A finished cob wall loses water for months and shrinks by a few percent, so it should be left to dry through a summer before finishes are applied, and only breathable materials such as lime or clay should ever be used on its surfaces.",
          ),
        },
      },
    ],
  },
  {
    slug: "accordion-repair-reeds-and-bellows",
    discipline: "Accordion repair",
    title: "Accordion Repair: Reeds, Bellows and Valves",
    description:
      "Hands-on bench sessions for musicians and instrument-repair trainees on how a free-reed instrument works and how to keep one playing: diagnosing air leaks, patching and re-taping the bellows, replacing reed valves, adjusting the bass mechanism, and tuning a reed with a file.",
    level: "beginner",
    duration: "ten three-hour bench sessions",
    plantedGap: "bass mechanism",
    modules: [
      {
        title: "How a Free Reed Sounds",
        description:
          "A tour of the inside of a piano accordion, following the air from the bellows through the pallets to the reeds.",
        lesson: {
          title: "Reed plates, reed blocks and the path of the air",
          html: p(
            "The accordion is a free-reed aerophone, a relative of the harmonica and the concertina. Its sound comes from thin tongues of steel, the reeds, each riveted over a slot in a metal reed plate, traditionally of aluminium or zinc alloy. When air flows through the slot, the tongue is drawn into it, springs back, and vibrates freely through the slot at its own natural frequency, chopping the airflow into pressure pulses that we hear as a tone. Unlike the reed of a clarinet, a free reed does not beat against anything, and its pitch is fixed by its length, thickness and mass rather than by a tube.",
            "Each reed sounds in one direction of airflow only. Reeds are therefore mounted in pairs on a single plate, one on each side, so that one speaks when the bellows are pushed and the other when they are pulled. On a piano accordion, which is unisonoric, both reeds of a pair are tuned to the same pitch; on a diatonic button accordion, which is bisonoric, the two reeds usually give different notes, so a button plays one note on the push and another on the pull.",
            "Reed plates are fixed with wax or screws onto wooden reed blocks that sit over the openings in the treble and bass boards. Pressing a key lifts a pallet, a padded wooden flap that normally seals an opening; air can then flow from the bellows through the reed block and across the reeds. A register switch slides shutters to admit air to one or more sets of reeds, so that several reeds tuned an octave apart or slightly detuned for the tremolo 'musette' sound can speak from one key. Understanding this chain, bellows to pallet to reed block to reed, is the basis for every fault diagnosis: an air leak anywhere along it makes the instrument breathy, weak or slow to respond.",
          ),
        },
      },
      {
        title: "Finding and Fixing Air Leaks",
        description:
          "Leaks steal volume and make the bellows collapse too fast; you will learn a routine for finding them and repairing the bellows themselves.",
        lesson: {
          title: "The bellows drop test and bellows repairs",
          html:
            p(
              "An accordion that needs constant bellows movement to sound, or that sighs audibly with no keys pressed, is leaking. The first check is the drop test: with the bellows closed and strapped, remove the strap, hold the instrument by the treble side with the bass side hanging, press no keys and time how long the bellows take to open fully under their own weight. A healthy instrument takes half a minute or more; one that falls open in a few seconds has a serious leak.",
            ) +
            "<ul><li><b>Pallets.</b> Hardened or compressed felt and leather on the pallets stops them sealing. Shine a torch inside the instrument in a dark room and look for light around each pallet, or listen with a length of tube.</li><li><b>Bellows corners.</b> The folded card of the bellows is covered with cloth and reinforced with small metal corners; the fabric wears through at the folds. Light shone inside the bellows shows pinholes.</li><li><b>Bellows gaskets.</b> The strips of leather or foam where the bellows frames meet the treble and bass bodies compress with age and may need replacing.</li></ul>" +
            p(
              "A small hole in a fold of the bellows can be patched from inside with thin kid leather or bookbinding cloth glued with a flexible adhesive such as hide glue or PVA, taking care not to stiffen the fold. Where the bellows tape along the edges of the folds is worn, the old tape is peeled away and replaced with new cloth tape cut to match. Badly worn bellows are not patched but replaced with a new set made to the original number of folds. After any repair, repeat the drop test and record the time, so that the improvement can be measured rather than judged by ear.",
            ),
        },
      },
      {
        title: "Valves and Tuning",
        description:
          "Curled or sticking valves cause buzzing and dead notes, and a reed that has drifted out of tune can be corrected with a file under careful control.",
        lesson: {
          title: "Replacing valves and filing a reed",
          html: p(
            "Each reed has a valve, a thin flap of leather or plastic fixed over the slot on the side opposite its tongue. Its purpose is to stop air from leaking through the slot of the reed that is not meant to sound in the current bellows direction, which wastes air and makes the speaking reed slow. Leather valves are used for the large, low-pitched reeds and plastic valves for the higher reeds. With age, leather valves curl and plastic valves stick to the plate, producing a reed that wheezes, buzzes or fails to sound. The repair is to remove the old valve with a thin blade, clean the plate, and glue a new valve of the same length at its fixed end only, so the free end lifts easily.",
            "Tuning an accordion reed changes its vibrating mass or its stiffness. Removing metal near the free tip of the tongue reduces the mass at the point of greatest movement and raises the pitch. Removing metal near the root, where the tongue is riveted, reduces its stiffness and lowers the pitch. The work is done with a fine needle file or scraper while the tongue is supported on a thin steel shim slid beneath it, so that it is never bent.",
            "Pitch is checked against an electronic tuner or a tuning bellows, a small box that blows air over a single reed plate. Accordion tuning is expressed in cents, hundredths of a semitone. A reed sounding 440 hertz that should sound 442 hertz is about 8 cents flat, since each hertz near A4 is roughly 4 cents. Take off a little metal at a time, because filing cannot be undone, and let the reed cool after each stroke: the heat of filing lowers the pitch temporarily and misleads the tuner.",
          ),
        },
      },
    ],
  },
];
