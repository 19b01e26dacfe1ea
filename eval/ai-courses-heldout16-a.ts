/** Sixteenth held-out evaluation courses, beginner level (Swahili to knitwear design); see ai-courses-heldout16.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT16_A: EvalCourse[] = [
  {
    slug: "kiswahili-from-the-first-word",
    discipline: "Swahili language",
    title: "Kiswahili from the First Word",
    description:
      "Spoken by upwards of a hundred million people across East Africa, Kiswahili is taught here from zero: pronunciation and everyday greetings, the noun class system and its agreements, the verb with its tense markers, and telling the time the Swahili way.",
    level: "beginner",
    duration: "one semester (4 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and Greetings",
        description:
          "Swahili spelling is almost perfectly regular, so we begin by saying words aloud and by exchanging the greetings that open every conversation in East Africa.",
        lesson: {
          title: "Five vowels, penultimate stress and Hujambo",
          html:
            p(
              "Kiswahili has been written in the Latin alphabet since the nineteenth century; before that, coastal poets used Arabic script. The modern spelling is close to phonetic, which is good news for beginners. There are five vowels, <i>a, e, i, o, u</i>, pronounced short and pure as in Italian or Spanish, and every vowel is sounded: <i>kuona</i> ('to see') has three syllables, <i>ku-o-na</i>, and <i>mtoto</i> ('child') never reduces its final <i>o</i> to a murmur.",
              "Stress falls on the next-to-last syllable of a word: <i>ha-BA-ri</i> ('news'), <i>ki-TA-bu</i> ('book'), <i>a-SAN-te</i> ('thank you'). When a suffix is added the stress moves with it, so <i>asante</i> becomes <i>asanTE-ni</i> when thanking several people. Syllables are normally open, ending in a vowel. The main exception is a syllabic <i>m</i> before a consonant, as in <i>mtu</i> ('person'), which is said in two syllables, <i>m-tu</i>, with the stress on the <i>m</i>. A few consonant spellings need attention: <i>ch</i> as in English 'church', <i>ny</i> as in Spanish <i>ñ</i> (<i>nyumba</i>, 'house'), and <i>ng'</i> with an apostrophe for the sound in 'singer' (<i>ng'ombe</i>, 'cow'). Loanwords from Arabic bring <i>dh</i>, <i>th</i> and <i>gh</i>.",
              "Greetings are more than politeness; skipping them is rude. The commonest exchange uses a negative question, literally 'you have no trouble?', answered with 'I have no trouble':",
            ) +
            "<table><tr><th>Greeting</th><th>Reply</th><th>Use</th></tr><tr><td>Hujambo?</td><td>Sijambo.</td><td>to one person</td></tr><tr><td>Hamjambo?</td><td>Hatujambo.</td><td>to several people</td></tr><tr><td>Habari gani?</td><td>Nzuri. / Salama.</td><td>'what news?', any time</td></tr><tr><td>Shikamoo.</td><td>Marahaba.</td><td>a younger person to an elder</td></tr></table>" +
            p(
              "The word <i>jambo</i> on its own is what visitors hear from hotel staff; between Swahili speakers the full forms are usual. <i>Shikamoo</i> expresses respect and is always offered by the younger person. To leave, say <i>kwa heri</i> to one person and <i>kwa herini</i> to several; <i>karibu</i> means both 'welcome' and 'you're welcome'.",
            ),
        },
      },
      {
        title: "Noun Classes and Agreement",
        description:
          "Every Swahili noun belongs to a class marked by a prefix, and in this module you will watch that prefix echo through adjectives and verbs.",
        lesson: {
          title: "M-/wa-, ki-/vi- and the echo of the prefix",
          html:
            p(
              "Swahili is a Bantu language, and like its relatives it sorts nouns into classes, each marked by a prefix. Most classes come in singular and plural pairs, and linguists number them in the Bantu tradition (class 1 singular, class 2 its plural, and so on). The prefix is not a decoration: it governs the form of every adjective, possessive and verb that refers to the noun. Learning a noun therefore means learning its class.",
            ) +
            "<table><tr><th>Classes</th><th>Prefixes</th><th>Examples</th><th>Typical meanings</th></tr><tr><td>1/2</td><td>m- / wa-</td><td>mtu / watu 'person, people'; mwalimu / walimu 'teacher(s)'</td><td>human beings</td></tr><tr><td>3/4</td><td>m- / mi-</td><td>mti / miti 'tree(s)'; mkono / mikono 'arm(s)'</td><td>plants, body parts</td></tr><tr><td>5/6</td><td>ji- or none / ma-</td><td>jicho / macho 'eye(s)'; gari / magari 'car(s)'</td><td>paired things, augmentatives</td></tr><tr><td>7/8</td><td>ki- / vi-</td><td>kitabu / vitabu 'book(s)'; chakula / vyakula 'food(s)'</td><td>objects, languages</td></tr><tr><td>9/10</td><td>n- or none</td><td>nyumba 'house, houses'; ndizi 'banana(s)'</td><td>many loanwords, animals</td></tr></table>" +
            p(
              "Before a vowel the prefixes change shape: <i>m-</i> becomes <i>mw-</i> and <i>ki-</i> becomes <i>ch-</i>, which is why 'food' is <i>chakula</i> rather than <i>*kiakula</i>. Classes 9 and 10 usually look identical in singular and plural, so context or agreement tells you the number.",
              "Agreement is where the system shows itself. An adjective such as <i>-zuri</i> ('good') takes the prefix of its noun: <i>mtoto mzuri</i> ('a good child'), <i>watoto wazuri</i> ('good children'), <i>kitabu kizuri</i>, <i>vitabu vizuri</i>. The verb carries a subject prefix that matches too: <i>mtoto anasoma</i> ('the child is reading') but <i>watoto wanasoma</i>; <i>kitabu kimeanguka</i> ('the book has fallen') but <i>vitabu vimeanguka</i>. One important rule overrides form: nouns for animals, whatever their class, take the agreements of classes 1 and 2 when they refer to living creatures. Hence <i>simba mkubwa anakula</i>, 'the big lion is eating', although <i>simba</i> looks like a class 9 noun.",
            ),
        },
      },
      {
        title: "Building a Verb",
        description:
          "Assemble a Swahili verb piece by piece, from subject prefix to stem, and then learn to turn it negative.",
        lesson: {
          title: "Subject prefix + tense marker + stem",
          html:
            p(
              "A Swahili verb is built like a train of small units, each with one job. The order is fixed: subject prefix, tense marker, optional object marker, and the verb stem. With the stem <i>-soma</i> ('read') and the first person prefix <i>ni-</i>, the four basic tenses are <i>ninasoma</i> ('I am reading'), <i>nilisoma</i> ('I read'), <i>nitasoma</i> ('I will read') and <i>nimesoma</i> ('I have read'). The markers are <i>-na-</i> for the present, <i>-li-</i> for the past, <i>-ta-</i> for the future and <i>-me-</i> for the perfect, which describes a completed action with a present result: <i>nimechoka</i> means 'I am tired', literally 'I have become tired'.",
              "The subject prefixes for people are <i>ni-</i> (I), <i>u-</i> (you, singular), <i>a-</i> (he or she), <i>tu-</i> (we), <i>m-</i> (you, plural) and <i>wa-</i> (they). Swahili does not mark gender, so <i>anasoma</i> means either 'he is reading' or 'she is reading'. Verbs whose stem has only one syllable, such as <i>-la</i> ('eat'), <i>-nywa</i> ('drink') and <i>-ja</i> ('come'), keep the infinitive syllable <i>ku-</i> in these tenses so that the stress still has somewhere to fall: <i>ninakula</i>, <i>nilikunywa</i>, <i>atakuja</i>.",
              "An object marker slots in just before the stem: <i>nilimwona</i> ('I saw him or her'), <i>ninakupenda</i> ('I love you'). Negation changes the front of the verb and sometimes the end:",
            ) +
            "<ul><li>Subject prefixes become <i>si-</i>, <i>hu-</i>, <i>ha-</i>, <i>hatu-</i>, <i>ham-</i>, <i>hawa-</i>.</li><li>Present: drop <i>-na-</i> and change final <i>-a</i> to <i>-i</i>: <i>sisomi</i> 'I don't read'.</li><li>Past: use <i>-ku-</i>: <i>sikusoma</i> 'I didn't read'.</li><li>Future: keep <i>-ta-</i>: <i>sitasoma</i> 'I won't read'.</li><li>Perfect: use <i>-ja-</i>: <i>sijasoma</i> 'I haven't read yet'.</li></ul>" +
            p(
              "Practise by taking one stem through every person and tense, aloud, until the prefixes come without thought.",
            ),
        },
      },
    ],
  },
  {
    slug: "mexica-world-aztec-history",
    discipline: "Aztec history",
    title: "The Mexica World: Aztec History to 1521",
    description:
      "In their own tradition the Mexica founded Tenochtitlan on an island in Lake Texcoco in 1325; within two centuries it was the capital of the largest state in Mesoamerica. Beginning students trace that rise through the founding of the city, the Triple Alliance and its tribute, religion at the Templo Mayor, the 260-day ritual calendar, and the Spanish conquest.",
    level: "beginner",
    duration: "10 weeks (2 lectures and 1 seminar a week)",
    plantedGap: "calendar",
    modules: [
      {
        title: "From Aztlan to Tenochtitlan",
        description:
          "We read the Mexica's own migration story alongside what archaeology tells us about their arrival in the Basin of Mexico.",
        lesson: {
          title: "The eagle, the cactus and the island city",
          html: p(
            "The people we call Aztecs called themselves the Mexica. The word 'Aztec' comes from Aztlan, the place of origin named in their migration legend, and was popularised by nineteenth-century writers. The Mexica spoke Nahuatl, a language still spoken today by more than a million people in Mexico. Their histories, recorded after the conquest in pictorial codices and Spanish-alphabet texts, tell of a long journey southward led by priests carrying the image of their patron god, Huitzilopochtli.",
            "By the thirteenth century the Basin of Mexico was crowded with city-states, and the newcomers found the best land taken. For decades they lived as subordinates and mercenaries of more powerful neighbours, notably the Tepanecs of Azcapotzalco. According to the legend, Huitzilopochtli told them to settle where they saw an eagle perched on a prickly-pear cactus growing from a rock. They found the sign on a marshy island in the western part of Lake Texcoco, and the traditional founding date of Tenochtitlan is 1325. A breakaway group founded the twin city of Tlatelolco on a neighbouring island a few years later. The eagle on the cactus is still at the centre of Mexico's national flag.",
            "The island was a poor site for farming, and the Mexica solved the problem with <i>chinampas</i>: long rectangular plots built up from lake mud and vegetation, anchored at the edges by willow trees and separated by canals. Because the soil was constantly fertile and moist, chinampas could yield several crops a year. Three causeways linked the island to the shore, an aqueduct brought fresh water from the springs of Chapultepec, and a dike built under the direction of Nezahualcoyotl of Texcoco around 1449 separated the fresher water around the city from the brackish eastern lake. When the Spanish arrived in 1519 the city probably held between 150,000 and 200,000 people, larger than any city in Spain at the time.",
          ),
        },
      },
      {
        title: "The Triple Alliance and Its Tribute",
        description:
          "In 1428 three cities joined forces against Azcapotzalco, and this module follows the empire their alliance built and the goods it demanded.",
        lesson: {
          title: "An empire of tribute, not of garrisons",
          html:
            p(
              "The turning point in Mexica history came in 1428. Under their ruler Itzcoatl and his adviser Tlacaelel, the Mexica allied with Texcoco, led by Nezahualcoyotl, and with the smaller Tepanec city of Tlacopan, and together they overthrew Azcapotzalco. This Triple Alliance then expanded for ninety years. Moctezuma I (ruled 1440–1469) pushed campaigns to the Gulf Coast, and Ahuitzotl (1486–1502) reached as far as Soconusco on the Pacific near today's border with Guatemala. Tenochtitlan steadily became the dominant partner.",
              "Historians describe the result as a hegemonic rather than a territorial empire. Conquered cities usually kept their own rulers, gods and laws; what changed was that they owed regular tribute, delivered to imperial collectors called <i>calpixque</i>. Few permanent garrisons were kept, so the system relied on the threat of renewed war. The best evidence for what was paid is the Codex Mendoza, painted by native artists around 1541 for the first viceroy of New Spain, which lists 38 tribute provinces and their obligations. Typical items included:",
            ) +
            "<ul><li>cotton cloaks (<i>quachtli</i>), which also served as a standard of value;</li><li>maize, beans, chia and amaranth, stored against famine;</li><li>cacao beans, drunk by the elite and used as small change;</li><li>tropical feathers, jaguar skins, jade and gold for ritual and display;</li><li>warrior costumes and shields for the army.</li></ul>" +
            p(
              "The empire had clear limits. The Tarascan (Purépecha) state to the west defeated a Mexica army under Axayacatl around 1479, and the confederation of Tlaxcala, to the east, remained independent though encircled. The Mexica fought ritualised 'flower wars' with Tlaxcala, partly to take captives. Resentment among tribute-paying cities and the hostility of Tlaxcala would matter enormously when Spanish soldiers arrived in 1519.",
            ),
        },
      },
      {
        title: "Gods, Temples and Sacrifice",
        description:
          "What happened at the Templo Mayor, and why did the Mexica believe that the sun needed human blood?",
        lesson: {
          title: "The Templo Mayor and the debt to the gods",
          html: p(
            "The ceremonial heart of Tenochtitlan was a walled precinct dominated by the Templo Mayor, a stepped pyramid crowned by two shrines. The southern shrine belonged to Huitzilopochtli, god of war and of the sun; the northern one to Tlaloc, god of rain and fertility. The pairing expressed the two things the state depended on: victory in war and water for crops. The temple was enlarged at least seven times, each new building encasing the old one. Its remains were rediscovered in 1978, when electricity workers in central Mexico City struck a huge carved stone showing the dismembered moon goddess Coyolxauhqui; excavations under Eduardo Matos Moctezuma then uncovered the successive stages and thousands of offerings.",
            "Mexica religion taught that the present world was the fifth in a series, and that the gods had created its sun by sacrificing themselves at Teotihuacan. Human beings owed a debt in return. Everyone paid part of it through autosacrifice, drawing blood from earlobes, tongue or thighs with maguey thorns. The largest payments were human lives. Most victims were war captives, though slaves and, for Tlaloc, children were also offered. In the commonest rite, priests stretched the victim over a stone at the top of the temple and removed the heart with a flint knife; the body was thrown down the steps. Skulls were displayed on a great rack, the <i>tzompantli</i>, parts of which archaeologists have excavated since 2015.",
            "The scale of sacrifice is disputed. Spanish sources claimed tens of thousands of victims at the rededication of the Templo Mayor in 1487, figures most historians now treat as exaggerated, yet the archaeological remains confirm that killing on a large scale was real and public. Priests trained in schools called <i>calmecac</i>, while commoners' sons attended the <i>telpochcalli</i>, where the emphasis was on military training.",
          ),
        },
      },
      {
        title: "The Fall of Tenochtitlan, 1519–1521",
        description:
          "This module explains how an island capital of perhaps 200,000 people fell to a few hundred Spaniards and their many indigenous allies.",
        lesson: {
          title: "Cortés, Moctezuma and the siege",
          html:
            p(
              "Hernán Cortés landed on the Gulf Coast in April 1519 with roughly 500 soldiers, a few horses and some cannon, in defiance of the governor of Cuba who had sent him. Two early advantages shaped everything that followed. The first was language: a Nahua woman given to the Spaniards, known as Malintzin or La Malinche, interpreted between Nahuatl and Maya, and a shipwrecked Spaniard, Jerónimo de Aguilar, between Maya and Spanish. The second was alliance: the Totonacs of Cempoala, resentful of Mexica tribute, joined Cortés, and after fierce battles so did Tlaxcala, which supplied thousands of warriors.",
              "Moctezuma II received the Spaniards in Tenochtitlan on 8 November 1519 and was soon held hostage in his own palace. In May 1520, while Cortés was away, Pedro de Alvarado's men massacred Mexica nobles during a festival in the temple precinct, and the city rose. Moctezuma died in the fighting, by Spanish or Mexica hands according to which source one believes. On the night of 30 June 1520, the <i>Noche Triste</i>, the Spaniards fled across the causeways and lost more than half their force.",
            ) +
            "<ul><li>Smallpox reached the city later in 1520 and killed many thousands, among them the new ruler Cuitlahuac.</li><li>Cortés had thirteen brigantines built to control the lake.</li><li>From May 1521 the allied army cut the causeways and the aqueduct.</li><li>After some eighty days of siege and street fighting, the last ruler, Cuauhtemoc, was captured on 13 August 1521.</li></ul>" +
            p(
              "Older accounts explained the conquest by Spanish steel and horses or by the claim that Moctezuma took Cortés for the returning god Quetzalcoatl, a story most historians now regard as a later invention. Current scholarship stresses epidemic disease and the decisive role of indigenous allies, for whom the war was a chance to end Mexica rule.",
            ),
        },
      },
    ],
  },
  {
    slug: "thatching-craft-evening-class",
    discipline: "Roof thatching",
    title: "The Thatcher's Craft",
    description:
      "Thatch still covers tens of thousands of buildings in Britain, and this ten-week evening class teaches the craft from the ground up: the properties of water reed, long straw and combed wheat reed, preparing yealms and bundles, fixing a coat with sways, hooks and spars, and reducing fire risk.",
    level: "beginner",
    duration: "10 weeks (one 3-hour evening a week)",
    plantedGap: "fire risk",
    modules: [
      {
        title: "Reed and Straw: Knowing Your Materials",
        description:
          "Which material suits which roof? We compare the three main thatching materials by durability, look and regional tradition.",
        lesson: {
          title: "Water reed, long straw and combed wheat reed",
          html:
            p(
              "A thatched roof does not keep out rain because it is waterproof; it keeps out rain because it is steep and thick. Water landing on the surface runs from stem to stem down the outer few centimetres of the coat and drips off the eaves long before it can soak through some 300 millimetres of material. That is why thatch needs a pitch of at least 45 degrees, and 50 degrees is better: on a shallow roof water lingers, the surface stays wet and decay sets in. Three materials dominate thatching in England, and each has its own character and method.",
            ) +
            "<table><tr><th>Material</th><th>What it is</th><th>Appearance</th><th>Typical life of the coat</th></tr><tr><td>Water reed</td><td><i>Phragmites australis</i>, cut in winter from reed beds in Norfolk or imported</td><td>crisp, close-cut, butt ends showing</td><td>40–60 years or more</td></tr><tr><td>Long straw</td><td>threshed wheat straw, ears and butts mixed</td><td>soft, 'poured-on' look with visible liggers at eaves and gables</td><td>15–25 years</td></tr><tr><td>Combed wheat reed</td><td>wheat straw combed to remove leaf and ear, stems kept aligned</td><td>similar to water reed but finer</td><td>25–40 years</td></tr></table>" +
            p(
              "Long straw is traditional in East Anglia and the Home Counties and is laid with the stems running in both directions; its surface is the straw's length, not its cut ends, so it looks rounded and shaggy. Combed wheat reed, also called Devon reed, is the tradition of the West Country: because the stems are kept parallel and the butts are dressed into place, it gives a tight, even surface. Water reed is the hardest-wearing and is used across the country today.",
              "Whatever the material, the ridge wears faster than the main coat, because it is exposed on both sides and most of the weather strikes it. Ridges are commonly renewed every ten to fifteen years. A coat is due for attention when its fixings begin to show through the surface: once hazel or steel can be seen, the layer protecting it has worn away.",
            ),
        },
      },
      {
        title: "Bundles, Yealms and Tools",
        description:
          "Preparing material properly is half the work, so this module is spent at the bench with yealms, bundles and the thatcher's hand tools.",
        lesson: {
          title: "Preparing straw and knowing the kit",
          html:
            p(
              "Long straw cannot go on a roof straight from the stack. It is first wetted and built into a 'bed', a heap in which the water soaks evenly into the stems so that they become supple. The thatcher then draws straw from the side of the bed by the armful, shaking out short and broken material, and forms it into <i>yealms</i>: flat, layered bundles about 45 centimetres wide and a hand or so thick, with the stems roughly parallel but not combed. Several yealms are carried up the ladder at once in a forked holder called a yoke. Water reed, by contrast, arrives already cut and tied in bundles, and the thatcher's task is to sort them, knock the butts level and open them on the roof.",
              "Fixing relies on split hazel, and cutting spars is a winter job in its own right. Straight hazel rods two to three centimetres thick are cut to length, split into quarters or sixths with a spar hook, and pointed at both ends. Each spar is then twisted in the middle, which tears the fibres just enough to let it bend back on itself into a staple without snapping. A good spar holds its shape for years.",
            ) +
            "<ul><li><b>Leggett</b>: a wooden bat with a grooved or studded face, used to drive reed butts upward until the surface is true.</li><li><b>Shearing hook</b> and <b>eaves knife</b>: for trimming long straw and cutting eaves and gables to line.</li><li><b>Spar hook</b>: a short, heavy blade for splitting and pointing hazel.</li><li><b>Thatching needle</b>: a long steel needle for sewing courses to the battens with twine.</li><li><b>Crooks</b> or <b>hooks</b>: iron fixings driven into the rafters to hold sways down.</li><li><b>Side rake</b>: for combing loose material from the surface of long straw.</li></ul>" +
            p(
              "Tools should be kept sharp and dry. A blunt shearing hook tears straw rather than cutting it, leaving a ragged edge that holds water and wears quickly.",
            ),
        },
      },
      {
        title: "Fixing the Coat",
        description:
          "Laying courses from eaves to ridge, each one held by a sway and hidden by the next, is the core skill of the craft.",
        lesson: {
          title: "Eaves, courses, sways and spars",
          html: p(
            "Every thatched roof starts at the eaves. The first bundles are laid with their butts projecting beyond the wall so that rainwater is thrown clear of the masonry, and they are tilted up by a timber fillet nailed along the rafter feet, so that the next course sits at the right angle. The eaves are the thickest and most carefully fixed part of the roof, because a loose eave lets wind get under the whole coat.",
            "The roof is then covered in horizontal courses, each overlapping the one below, and worked in vertical strips a little over a metre wide. In reed work each course is held down by a <i>sway</i>, a long hazel rod or steel bar laid across the bundles about a third of the way up their length. The sway is pinned to the rafters with iron crooks driven in at intervals, or sewn to the battens with tarred twine or stainless wire passed through the coat with a needle. The thatcher then dresses the course with the leggett, striking the butts upward until they form a smooth plane at the correct pitch. The next course is laid so that it covers the sway below completely; when the roof is finished, no fixing should be visible except at the ridge and, on long straw, at the eaves and gables.",
            "Long straw is fixed differently at the surface. Because the yealms are not dressed with a leggett, the eaves and gables are finished with <i>liggers</i>, split hazel rods laid along the surface and held by spars driven into the coat, often with decorative cross-spars between them. These external fixings are part of the look of an East Anglian roof.",
            "Consistency matters more than speed. A course that is thinner than its neighbours creates a hollow where water gathers; one that is too thick creates a hump that sheds water sideways. Step back often, sight along the roof, and correct each course before the next one hides it.",
          ),
        },
      },
    ],
  },
  {
    slug: "flamenco-dance-foundations",
    discipline: "Flamenco",
    title: "Flamenco Dance: Foundations",
    description:
      "No step in flamenco makes sense without compás, and this beginners' dance class starts there: palmas and the twelve-beat cycle of soleá and alegrías, braceo and floreo of the arms and hands, basic zapateado footwork, and the four coplas of the sevillanas.",
    level: "beginner",
    duration: "12 weeks (two 90-minute classes a week)",
    plantedGap: "sevillanas",
    modules: [
      {
        title: "Compás and Palmas",
        description: "Clap it before you dance it: the twelve-beat compás, counted aloud and marked with palmas.",
        lesson: {
          title: "Counting twelve and clapping the accents",
          html:
            p(
              "<i>Compás</i> is the rhythmic cycle of a flamenco form, and it is the thread that binds dancer, singer and guitarist together. Several of the most important forms, or <i>palos</i>, share a cycle of twelve beats with accents that do not fall where a listener raised on European marches expects them. In soleá and alegrías the accents fall on beats 3, 6, 8, 10 and 12. Bulerías uses the same pattern at a much faster tempo. Other palos, such as tangos and tientos, use a cycle of four beats and feel closer to familiar metres.",
            ) +
            "<table><tr><th>Beat</th><td>1</td><td>2</td><td><b>3</b></td><td>4</td><td>5</td><td><b>6</b></td><td>7</td><td><b>8</b></td><td>9</td><td><b>10</b></td><td>11</td><td><b>12</b></td></tr><tr><th>Palmas</th><td>sorda</td><td>sorda</td><td>clara</td><td>sorda</td><td>sorda</td><td>clara</td><td>sorda</td><td>clara</td><td>sorda</td><td>clara</td><td>sorda</td><td>clara</td></tr></table>" +
            p(
              "Dancers and musicians often count the cycle starting from twelve ('twelve, one, two, three...'), because many phrases begin on that last accented beat and resolve on beat 10. Learn to count both ways. Soleá is slow, grave and in a minor mode; alegrías, from Cádiz, is bright, usually in a major key, and moves faster.",
              "<i>Palmas</i>, rhythmic hand-clapping, is how everyone in the room keeps the compás. <i>Palmas sordas</i> are muffled claps made with cupped palms; they are soft enough to accompany singing without covering it. <i>Palmas claras</i>, also called <i>fuertes</i>, are sharp, bright claps made by striking two or three fingers of one hand into the open palm of the other. A simple exercise is to clap <i>sordas</i> on the unaccented beats and <i>claras</i> on 3, 6, 8, 10 and 12, first at a slow tempo with a metronome, then faster, while counting aloud. When you can keep the pattern while someone else claps a counter-rhythm beside you, you are ready to add steps.",
              "Encouraging shouts, <i>jaleo</i>, such as <i>¡olé!</i> or <i>¡eso es!</i>, are part of the performance too, and they are placed in compás, not at random.",
            ),
        },
      },
      {
        title: "Braceo and Floreo",
        description:
          "Flamenco arms never stop moving, and this module builds a continuous line from the shoulder blade to the fingertip.",
        lesson: {
          title: "Arms from the back, hands from the wrist",
          html: p(
            "<i>Braceo</i> is the movement of the arms, and <i>floreo</i> is the turning of the wrists and fingers that finishes it. Together they give flamenco its characteristic shape in the upper body, and they depend entirely on posture. Stand with the weight slightly forward over the balls of the feet, knees soft, pelvis neutral, ribcage lifted and shoulders drawn down and slightly back. The chin is level and the gaze follows the hands or the audience, never the floor.",
            "The arms are moved from the back, not from the hands. Imagine the movement starting between the shoulder blades and travelling out through the upper arm, elbow and forearm. The elbows stay lifted and slightly rounded, never locked straight and never dropping below the wrists. The basic positions include both arms low and rounded in front of the body; one arm raised in a curve above the head with the other at the side; and both arms rounded overhead. Practise moving slowly from one position to the next over a full twelve-beat cycle, keeping the shoulders down as the arms rise. Teachers of the Seville school, above all the dancer Matilde Coral, made this soft, continuous braceo a hallmark of their style.",
            "Floreo turns the hand from the wrist while the fingers open and close in sequence. In one common exercise the hand circles inward at the wrist while the fingers fold in one after another, beginning with the little finger, then circles outward as they unfold in the same order, so that the hand seems to blossom. The thumb stays relaxed and close to the palm. Practise each hand separately, then both together, then while walking in compás.",
            "By convention, women's choreography has used more elaborate floreo and men's has kept the fingers closer together with stronger, more angular arm lines. Contemporary dancers of every gender now move freely between the two, but knowing the conventions helps you read older choreography and recordings.",
          ),
        },
      },
      {
        title: "Zapateado Foundations",
        description:
          "Planta, tacón and golpe are the first sounds of flamenco footwork, and you will learn to play them cleanly and in time.",
        lesson: {
          title: "The sounds of the feet",
          html:
            p(
              "<i>Zapateado</i> is percussive footwork, and in flamenco the feet are a musical instrument. Dancers wear shoes with small nails (<i>clavos</i>) set into the toe and heel so that every strike rings on the floor. Practise on a wooden floor, ideally a sprung one; concrete and tiles jar the knees and back and can cause injury. Each sound has a name, and exercises are written as sequences of these names:",
            ) +
            "<ul><li><b>Planta</b>: the ball of the foot strikes the floor, heel lifted.</li><li><b>Tacón</b>: the heel drops from a raised position while the ball stays on the floor.</li><li><b>Golpe</b>: the whole flat foot strikes at once, giving the loudest sound.</li><li><b>Punta</b>: the tip of the toe strikes behind the body, as in a kick backwards.</li></ul>" +
            p(
              "Begin with alternating <i>planta</i> strikes, right and left, then pairs of <i>planta-tacón</i> on the same foot: ball down, heel down, then the other foot. Keep the knees soft and the weight centred; the sound should come from a relaxed ankle and the weight of the leg falling, not from stamping with a stiff knee. Each strike should be separate and clean. Muddy footwork, in which two sounds blur into one, is the commonest fault, and the cure is always to slow down.",
              "Use a metronome at around 60 beats per minute and put one sound on each beat, then two, then four. Only when the sounds are even at speed should they be placed in compás. A first phrase might mark the accents of the twelve-beat cycle with a <i>golpe</i> and fill the other beats with <i>planta-tacón</i>. In alegrías, footwork is gathered into a long section called the <i>escobilla</i>, where the dancer develops patterns that grow in complexity and speed, usually accompanied only by the guitar. That section is a goal for later; for now, ten minutes of slow, clean practice every day will do more than an hour of fast, messy stamping once a week.",
            ),
        },
      },
    ],
  },
  {
    slug: "knitwear-design-studio-one",
    discipline: "Knitwear design",
    title: "Knitwear Design Studio 1",
    description:
      "Beginning with a single stitch and ending with a written pattern, this first-year studio teaches how knitted fabric is structured, how to knit and measure a gauge swatch, grading a simple sweater across sizes, and writing instructions another knitter can follow.",
    level: "beginner",
    duration: "one term (6 studio hours a week)",
    plantedGap: "grading",
    modules: [
      {
        title: "How a Knitted Fabric Is Built",
        description:
          "From a single loop upward, we look at how knit and purl stitches combine into stockinette, garter and rib, and why each fabric behaves as it does.",
        lesson: {
          title: "Loops, wales and courses",
          html:
            p(
              "Knitted fabric is made of interlocking loops, each drawn through the one before it. This is what makes knitting stretchy, and it sets knitwear apart from woven cloth, in which straight threads cross at right angles. Hand knitting and most domestic machines produce weft knitting, in which a single yarn travels across the fabric row by row. Two terms describe the structure: a <i>wale</i> is a vertical column of loops, and a <i>course</i> is a horizontal row.",
              "There are only two basic stitches. A knit stitch draws the new loop through the old one from back to front, so that the face of the fabric shows a smooth V; a purl stitch draws it from front to back, leaving a horizontal bump. A purl stitch is simply the back of a knit stitch. Everything else is a matter of how the two are combined.",
            ) +
            "<table><tr><th>Fabric</th><th>How it is worked (flat)</th><th>Behaviour</th><th>Typical use</th></tr><tr><td>Stockinette (stocking stitch)</td><td>knit right-side rows, purl wrong-side rows</td><td>smooth face; edges curl</td><td>body and sleeves</td></tr><tr><td>Garter stitch</td><td>knit every row</td><td>ridged, reversible, lies flat, compresses in length</td><td>borders, scarves</td></tr><tr><td>1×1 or 2×2 rib</td><td>knit and purl alternated across the row, stacked in columns</td><td>draws in across the width and springs back</td><td>cuffs, hems, necklines</td></tr><tr><td>Moss (seed) stitch</td><td>knit and purl alternated, shifted each row</td><td>textured, flat, firm</td><td>bands, yokes</td></tr></table>" +
            p(
              "The behaviour follows from the geometry. In stockinette all the loops pull the same way, so the fabric is unbalanced: the side edges roll towards the purl side and the top and bottom edges towards the knit side. Garter and moss stitch balance knit and purl bumps on both faces, so they lie flat. In rib the knit columns stand forward and the purl columns recede, so the fabric concertinas sideways; that elasticity is why rib holds a cuff snugly around the wrist. A designer chooses stitches for how they behave as much as for how they look, and the edge of a stockinette piece almost always needs a rib, garter or moss border to stop it curling.",
            ),
        },
      },
      {
        title: "The Gauge Swatch",
        description:
          "Every measurement in a pattern rests on gauge, so you will knit, wash and measure a swatch before anything else.",
        lesson: {
          title: "Stitches per ten centimetres",
          html: p(
            "Gauge, called tension in British patterns, is the number of stitches and rows in a given length of knitted fabric, conventionally 10 centimetres or 4 inches. It depends on the yarn, the needle size, the stitch pattern and the knitter's own hands, which is why two people following the same instructions can produce garments of different sizes. A designer turns every body measurement into a stitch or row count through gauge, so a wrong gauge makes every number in the pattern wrong.",
            "To measure gauge, knit a swatch at least 15 centimetres square in the stitch pattern of the garment, using the intended yarn and needles. Then treat it as the finished garment will be treated: wash it, press out the water, lay it flat to dry and pin it out gently if the pattern requires it. This step, called blocking, matters because fibres relax when wet; wool often grows a little and some plant fibres grow a lot. Measure the dry swatch in the centre, away from the distorted edges, counting the stitches across 10 centimetres to the nearest half stitch and the rows over the same height.",
            "Suppose the swatch gives 22 stitches and 30 rows per 10 centimetres, that is 2.2 stitches and 3 rows per centimetre. A sweater front meant to measure 50 centimetres across needs 50 × 2.2 = 110 stitches, and a body length of 40 centimetres to the underarm needs 40 × 3 = 120 rows. Now suppose a knitter follows that pattern at 20 stitches per 10 centimetres. The same 110 stitches measure 55 centimetres, so the front is 5 centimetres too wide and the whole chest 10 centimetres too big. The remedy is to change needle size, not to knit tighter: more stitches per 10 centimetres than the pattern asks means the knitter should move up a needle size, and fewer means moving down.",
            "Finally, a designer decides how much ease to allow, the difference between the body measurement and the finished garment. A sweater of 100 centimetres around for a chest of 90 has 10 centimetres of positive ease and will fit loosely.",
          ),
        },
      },
      {
        title: "Writing a Pattern Others Can Follow",
        description:
          "A knitting pattern is a piece of technical writing, and here we set out its conventions, from abbreviations to schematics.",
        lesson: {
          title: "Structure, abbreviations and testing",
          html:
            p(
              "A knitting pattern succeeds when a knitter who has never met the designer can produce the intended garment. That makes it technical writing, with the same virtues: a predictable structure, consistent terms, and no step left to guesswork. Most published patterns follow a standard order:",
            ) +
            "<ul><li>name of the design and a photograph;</li><li>finished measurements, with the intended ease;</li><li>yarn, with fibre content, weight and length per ball, and the quantity needed;</li><li>needles and notions such as stitch markers and buttons;</li><li>gauge, with the stitch pattern and whether it was measured after blocking;</li><li>abbreviations and special techniques;</li><li>instructions, piece by piece, then finishing;</li><li>a schematic drawing of each piece with its measurements.</li></ul>" +
            p(
              "Abbreviations save space but must be standard. English-language patterns generally follow the list published by the Craft Yarn Council: <i>k</i> and <i>p</i> for knit and purl, <i>k2tog</i> for knitting two stitches together (a decrease that leans to the right), <i>ssk</i> for slip, slip, knit (a decrease that leans to the left), <i>yo</i> for a yarn-over increase, <i>pm</i> and <i>sm</i> for placing and slipping a marker, and <i>RS</i> and <i>WS</i> for right and wrong side. Anything unusual should be explained in full the first time it appears.",
              "Each instruction should state what to do, how many times, and what the result should be. 'Dec row (RS): k1, ssk, k to last 3 sts, k2tog, k1. 2 sts decreased' gives the knitter a check at the end of the row. Stitch counts after every shaping section let knitters catch mistakes before they multiply. Row counts are safer than lengths for parts that must match, such as two sleeves.",
              "Before publication a pattern goes through technical editing, in which an editor checks every number against the schematic and the gauge, and test knitting, in which several knitters work the pattern and report where they were confused. Their questions are the best guide to where the writing needs to be clearer.",
            ),
        },
      },
    ],
  },
];
