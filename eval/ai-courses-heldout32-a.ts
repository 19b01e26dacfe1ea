/** Thirty-second held-out evaluation courses, beginner level (Yoruba to pewter casting); see ai-courses-heldout32.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT32_A: EvalCourse[] = [
  {
    slug: "yoruba-sounds-tones-and-greetings",
    discipline: "Yoruba language",
    title: "Yoruba for Beginners: Sounds, Tones and Greetings",
    description:
      "Yoruba, with more than forty million speakers in south-western Nigeria, Benin and Togo, is a tone language written in a Latin alphabet with underdots. This ten-week evening class teaches the standard orthography, the three level tones, respectful greetings and pronouns, and the counting system built on twenties.",
    level: "beginner",
    duration: "ten weeks (2 hours a week)",
    plantedGap: "counting system",
    modules: [
      {
        title: "Letters and Sounds",
        description:
          "You will learn the twenty-five letters of standard Yoruba, including the dotted vowels and the double consonant gb.",
        lesson: {
          title: "The Yoruba alphabet",
          html:
            p(
              "Standard Yoruba orthography, fixed in its present form in the 1960s and 1970s on the basis of the spelling used by Samuel Ajayi Crowther's Bible translators in the nineteenth century, has twenty-five letters. There is no c, q, v, x or z, and three letters carry a small mark below them: ẹ, ọ and ṣ. The underdot is not decoration. It distinguishes separate sounds, and leaving it out changes words.",
              "Yoruba has seven oral vowels. The vowels e and o are close, roughly as in French <i>été</i> and <i>eau</i>, while ẹ and ọ are open, like the vowels of English <i>bed</i> and <i>thought</i>. The consonant ṣ is pronounced like English <i>sh</i>, so <i>ṣé</i> sounds like 'shay'. Two consonants surprise English speakers. The digraph gb is a single sound, made by closing the lips and the back of the tongue at the same time and releasing them together; p is its voiceless partner and is pronounced [kp], never as English p. The word <i>pápá</i> ('field') therefore begins with a double closure.",
            ) +
            "<table><tr><th>Letter</th><th>Sound</th><th>Example</th><th>Meaning</th></tr><tr><td>ẹ</td><td>open e, as in <i>bed</i></td><td>ẹja</td><td>fish</td></tr><tr><td>ọ</td><td>open o, as in <i>thought</i></td><td>ọmọ</td><td>child</td></tr><tr><td>ṣ</td><td>sh</td><td>ṣọ́ọ̀ṣì</td><td>church</td></tr><tr><td>gb</td><td>g and b together</td><td>gbogbo</td><td>all</td></tr><tr><td>p</td><td>k and p together</td><td>pupa</td><td>red</td></tr></table>" +
            p(
              "Vowels can also be nasal. Nasality is written with an n after the vowel (an, ẹn, in, ọn, un), and this n is only a sign on the vowel, not a separate consonant, in words such as <i>ìyàn</i> ('famine'). After m or n, a following vowel is nasal anyway and no extra n is written. Syllables in Yoruba are open: a word never ends in a consonant, and consonant clusters do not occur, which is why English loanwords gain vowels, as in <i>búrẹ́dì</i> ('bread').",
            ),
        },
      },
      {
        title: "Tone",
        description:
          "Why can three words spelled ọkọ mean husband, hoe and vehicle? This module answers that by teaching the high, mid and low tones and how to mark them.",
        lesson: {
          title: "High, mid and low",
          html: p(
            "Every syllable in Yoruba carries one of three level tones: high, mid or low. Tone is lexical, which means that it distinguishes words just as consonants and vowels do. The standard written language marks high tone with an acute accent (á), low tone with a grave accent (à), and leaves mid tone unmarked. A learner who ignores tone will be misunderstood far more often than one who mispronounces a consonant.",
            "The classic demonstration uses the letters ọkọ. Said on two mid tones, <i>ọkọ</i> means 'husband'. With a high tone on the second syllable, <i>ọkọ́</i> is a hoe; with a low tone on the second syllable, <i>ọkọ̀</i> is a vehicle or boat; and with two low tones, <i>ọ̀kọ̀</i> is a spear. Likewise <i>igbá</i> is a calabash, <i>ìgbà</i> is time or season, and <i>igba</i> is the number two hundred. Reading aloud from texts without accents, as on many signs and in casual text messages, is possible only because fluent readers supply the tones from context.",
            "Tones are relative, not absolute. A man's high tone is lower in frequency than a child's mid tone, and the whole pitch range drifts down across a long statement. What matters is the contrast between neighbouring syllables. Two useful habits for beginners are to learn every new word with its tones, tapping or humming the pattern, and to practise minimal pairs with a partner who says one word of the pair while the other points to it. Tones also glide when two meet: a high tone after a low tone is often realised as a rise, and a low tone after a high one as a fall. Yoruba talking drums, the <i>dùndún</i>, imitate these tone patterns so closely that drummers can play proverbs and praise names that listeners recognise.",
          ),
        },
      },
      {
        title: "Greetings and Respect",
        description:
          "Greeting correctly is the first social skill in Yoruba, and it depends on the time of day, the activity and the age of the person greeted.",
        lesson: {
          title: "Ẹ kú àárọ̀: greeting elders and equals",
          html:
            p(
              "Yoruba greetings are built on the word <i>kú</i>, used with a noun for the time of day or the activity the other person is engaged in. They show respect through the choice of pronoun. The pronoun <i>o</i> addresses one equal or a younger person; <i>ẹ</i> addresses several people or, importantly, one older or senior person. A child who greets an adult with <i>o</i> is being rude.",
            ) +
            "<ul><li><i>Ẹ kú àárọ̀</i>: good morning (to an elder); to an equal, <i>Káàárọ̀</i></li><li><i>Ẹ kú ọ̀sán</i>: good afternoon</li><li><i>Ẹ kú alẹ́</i>: good evening</li><li><i>Ẹ kú iṣẹ́</i>: well done at work, said to anyone you find working</li><li><i>Ẹ kú àtijọ́</i>: it has been a long time</li></ul>" +
            p(
              "The usual reply repeats the greeting or answers <i>Ẹ káàárọ̀ o</i>, and is often followed by questions about the family: <i>Ṣé dáadáa ni?</i> ('Is all well?'), answered <i>Dáadáa ni</i> ('All is well'). Respect continues in the third person. When speaking about an elder, speakers replace the singular pronoun <i>ó</i> with the plural <i>wọ́n</i>, so <i>wọ́n ti dé</i> means 'he (respected) has arrived' as well as 'they have arrived'. Elders are not called by their first names; one says <i>Bàbá</i> or <i>Màmá</i>, often followed by the name of their eldest child, as in <i>Màmá Túndé</i>.",
              "Greeting is also done with the body. Traditionally, a young man greets an elder by prostrating (<i>ìdọ̀bálẹ̀</i>), lying briefly flat or touching the ground, and a young woman by kneeling (<i>ìkúnlẹ̀</i>). In cities this is often reduced to a bow or a slight bend of the knees, but the gesture still matters, and visitors who greet first and warmly are quickly forgiven their mistakes in grammar.",
            ),
        },
      },
    ],
  },
  {
    slug: "paper-marbling-size-colour-pattern",
    discipline: "Paper marbling",
    title: "Paper Marbling: Size, Colour and Pattern",
    description:
      "Marbled papers once lined the endpapers of most bound books. Over eight afternoon workshops, beginners prepare a carrageenan size, mordant their paper with alum, float and comb colours into traditional patterns, and learn the ebru tradition from which European marbling descends.",
    level: "beginner",
    duration: "eight afternoon workshops (3 hours each)",
    plantedGap: "ebru",
    modules: [
      {
        title: "The Size and the Mordant",
        description:
          "Two preparations, made the day before, decide whether colour floats and whether it stays on the sheet.",
        lesson: {
          title: "Carrageenan size and alum",
          html:
            p(
              "Marbling colours float on the surface of a thickened bath called the size. The usual thickener today is carrageenan, a polysaccharide extracted from red seaweeds, sold as a fine powder. A typical bath uses about 2 level tablespoons (roughly 15 g) of carrageenan to 4 litres of water. The powder is blended into the water with a kitchen blender in batches, so that no lumps remain, and the size is left to stand for at least 12 hours so that the air bubbles rise and the viscosity settles. It should then pour like thin single cream. Methylcellulose, used in wallpaper paste, is a cheaper alternative that keeps longer but gives slightly softer lines.",
              "Colour floating on size does not stick to untreated paper; it slides off when the sheet is rinsed. Paper must first be mordanted with aluminium sulphate (alum), which bonds the pigment to the fibres. Dissolve about 2 tablespoons of alum in 500 ml of warm water, sponge it evenly over one side of each sheet, and mark that side lightly in pencil. Let the sheets dry flat and use them within a few days, since old alum gives patchy prints.",
            ) +
            "<ul><li>Use soft, well-sized paper of 90 to 120 g/m²; heavily coated papers repel the mordant.</li><li>Keep the size at room temperature, about 18 to 21 °C; cold size is sluggish and warm size spoils within days.</li><li>Skim the surface before each print by drawing a strip of newsprint across it to remove dust and the skin left by previous colours.</li></ul>" +
            p(
              "Alum is an irritant: wear gloves when sponging and keep it out of the eyes. Carrageenan is harmless, but a bath that smells sour has begun to rot and should be replaced.",
            ),
        },
      },
      {
        title: "Floating Colour",
        description:
          "In the second module you test your paints on the size, adjust them with ox gall, and learn why the first colour laid down ends up as fine veins.",
        lesson: {
          title: "Making colour spread",
          html: p(
            "A drop of paint placed on the size must spread into a circle and float, not sink to the bottom or stay as a tight bead. Marblers use watercolour, gouache or acrylic paints thinned with water to the consistency of whole milk. The agent that makes them spread is a surfactant, traditionally ox gall, the bile of cattle, which lowers the surface tension of the paint. A few drops of ox gall in a small jar of paint are usually enough; too much and the colour spreads into a pale, weak film.",
            "Test each colour on its own before a session. Drop it from a brush or a pipette held a few centimetres above the size. A good drop opens into a disc of 3 to 5 cm. If it sinks, add a drop of gall; if it spreads violently and fades, add more paint. Every colour must be adjusted separately because pigments behave differently: earth colours such as ochre usually spread easily, while some blues and blacks need more help.",
            "The order in which colours go down matters. Each new colour pushes the earlier ones outward and compresses them into narrow bands. The first colour, which is usually given the least gall, ends up as thin veins between the later ones, and the last colour dropped occupies the largest areas. This is the principle behind the oldest pattern, the stone pattern, in which drops of three or four colours are scattered over the size and then printed without any combing. Laying a sheet on the bath is done in one movement: hold the sheet by opposite corners, lower the middle first so that air escapes to the edges, then lift it off after a few seconds and rinse it under gently running water before drying it flat.",
          ),
        },
      },
      {
        title: "Combed Patterns",
        description:
          "Stylus and comb turn the stone pattern into the classic combed papers: gel-git, nonpareil and chevron.",
        lesson: {
          title: "From stone to nonpareil",
          html:
            p(
              "Most traditional European patterns begin from a stone ground and are made by drawing tools through the floating colour. Each pass of a tool drags the colour with it, and because the size is viscous the lines stay where they are put. Patterns are built in stages, and the order of the stages is as important as the tools themselves.",
            ) +
            "<table><tr><th>Pattern</th><th>Tool</th><th>Movement</th></tr><tr><td>Gel-git (back and forth)</td><td>Rake with teeth about 5 cm apart</td><td>Up and down the tray, then across, in parallel passes</td></tr><tr><td>Nonpareil</td><td>Fine comb, teeth about 3 mm apart</td><td>One pass along the length after the gel-git</td></tr><tr><td>Chevron</td><td>Rake</td><td>Zigzag passes across the gel-git ground</td></tr><tr><td>Bouquet</td><td>Fine comb</td><td>A single wavy pass over a nonpareil</td></tr></table>" +
            p(
              "For the gel-git, draw a rake with widely spaced teeth first from top to bottom, then back in the opposite direction midway between the first lines, which folds the colour into long tongues. Turning ninety degrees and repeating across the tray gives the familiar gel-git ground, whose name means 'come and go'. The nonpareil, much used for nineteenth-century endpapers, follows by drawing a fine comb once along the length of the tray, turning each tongue into a band of tiny repeated arcs. Move the comb slowly and steadily; a hesitation leaves a visible bulge. Combs are easily made by pushing pins or nails through a strip of wood at a measured spacing.",
              "Keep a record of every print: the colours, their order, the tools and the spacing. Marbled papers cannot be repeated exactly, but a good record lets you come close, which matters when a binder needs matching endpapers for a set of volumes.",
            ),
        },
      },
    ],
  },
  {
    slug: "scottish-country-dancing-first-steps",
    discipline: "Scottish country dance",
    title: "Scottish Country Dancing: First Steps and Figures",
    description:
      "Danced in longwise sets to reels, jigs and strathspeys, Scottish country dancing is social first and technical second. Beginners in this weekly class learn the basic steps, how a set is formed and how couples progress, figures such as the reel of three and the poussette, and how to read the short crib notes dancers use to learn new dances.",
    level: "beginner",
    duration: "one term (twelve weekly classes of 90 minutes)",
    plantedGap: "crib notes",
    modules: [
      {
        title: "Steps and Rhythms",
        description:
          "The two kinds of tune, quick time and strathspey, each have their own travelling and setting steps.",
        lesson: {
          title: "Skip change, pas de basque and the strathspey step",
          html: p(
            "Scottish country dances are set either to quick-time tunes, reels in 2/4 or 4/4 and jigs in 6/8, or to the slower strathspey in 4/4 with its characteristic 'Scotch snap' of a short note followed by a long one. Each kind of tune has its own steps, and the first job of a beginner is to hear which kind is playing. The Royal Scottish Country Dance Society (RSCDS), founded in Glasgow in 1923 by Jean Milligan and Ysobel Stewart, standardised the steps most clubs teach today.",
            "The travelling step in quick time is skip change of step. It takes one bar: hop on the left foot while extending the right forward, step forward on the right, close the left behind it, and step forward again on the right; the next bar starts with a hop on the right. The setting step is pas de basque, danced on the spot in one bar per side: spring onto the right foot, step the ball of the left beside it, then transfer weight back to the right and extend the left diagonally forward. Dancers usually set for two bars, right and left. For sideways travel in circles, slip step is used, light springing steps with the heels close.",
            "The strathspey travelling step also takes one bar but is smoother and longer. Step forward on the right, close the left behind it, step forward on the right again, and bring the left through close to the supporting foot before extending it forward for the next bar. Keep the knees turned out and the feet pointed, and rise onto the balls of the feet. Beginners are taught to count every bar, because figures in country dancing almost always take a fixed number of bars, usually 2, 4 or 8, and arriving late spoils the figure for everyone else in the set.",
          ),
        },
      },
      {
        title: "The Set and Progression",
        description:
          "Who stands where, how a dance starts and ends, and how each couple moves down the set as the dance repeats.",
        lesson: {
          title: "Longwise sets and the progression",
          html:
            p(
              "Most Scottish country dances are danced in a longwise set of three or four couples. The men stand in one line and the women in a line facing them, each woman opposite her partner, about two steps apart. The end of the set nearest the band or the music is the top, and couples are numbered from the top: first couple, second couple and so on. A dance is described by its type and structure, for example '8×32 R', meaning a reel of 32 bars repeated eight times, with each couple having two turns as leading couple in a four-couple set.",
              "Every dance begins and ends with courtesy. On the opening chord the men bow and the women curtsey to their partners, and the same is done at the end. During the dance, dancers who are not active stand still in their places, with their attention on the set, ready to dance when a figure needs them.",
            ) +
            "<ul><li>First couple dance the figures of one turn, 32 bars in this example, and finish in second place.</li><li>Second couple, having stepped up during the turn, are now at the top.</li><li>The first couple begin again from second place with the new third couple, and so the dance progresses until every couple has led.</li></ul>" +
            p(
              "This process is the progression. In a four-couple set dancing a dance for two active couples, the couple reaching the bottom stand out for one turn before starting again. Progression is why good timing matters so much: if the first couple are not in second place on bar 32, the next turn cannot begin cleanly. Phrasing also has a social side, since eye contact with your partner and the other dancers at the end of each figure keeps the set together.",
            ),
        },
      },
      {
        title: "Reels of Three and the Poussette",
        description: "Two figures that appear in hundreds of dances, taken slowly until the tracks become automatic.",
        lesson: {
          title: "Tracks of the reel of three and the poussette",
          html: p(
            "The reel of three is the most important figure in Scottish country dancing. Three dancers trace a figure-of-eight pattern simultaneously, each following the same path but starting at a different point on it, so that they weave around one another without colliding. A reel of three takes 8 bars in the usual form. In a reel across the dance, for instance, the dancer in the middle faces out to begin, and the dancers on either side pass the first dancer by the left or right shoulder according to the instruction 'give right shoulder' or 'give left shoulder'. Each dancer passes the other two alternately by opposite shoulders and returns to the starting place on bar 8. Beginners find it helpful to walk the track as a loop drawn on the floor, then to dance it with one person at a time.",
            "The poussette involves two couples, who change places while partners hold both hands. In quick time it takes 8 bars: partners face each other and take hands; the first couple move towards the men's side and the second couple towards the women's side on bar 1; on bar 2 they make a quarter turn; on bars 3 and 4 they move up or down the set past each other; another quarter turn on bar 5; then they dance into the middle and fall back to their new places on the sides during bars 6 to 8. The result is that first and second couples have exchanged positions, so the poussette often ends the 32-bar sequence and provides the progression.",
            "Simpler figures are learned alongside these: the circle for six or eight hands round and back in 8 bars, the allemande for two or three couples, and rights and lefts, in which two couples change places by giving right hands across and left hands on the sides. Dances such as <i>The Duke of Perth</i> and <i>Mairi's Wedding</i> combine several of these figures and are regular first dances at social evenings.",
          ),
        },
      },
    ],
  },
  {
    slug: "hop-growing-for-smallholders",
    discipline: "Hop growing",
    title: "Growing Hops on a Small Scale",
    description:
      "Hops are perennial climbers grown for the resin-rich cones of the female plant. This short course for smallholders and home brewers covers choosing varieties, training bines up strings on a wirework, recognising downy mildew, and picking and drying the cones.",
    level: "beginner",
    duration: "four Saturday sessions spread over a growing season",
    plantedGap: "downy mildew",
    modules: [
      {
        title: "The Hop Plant and Its Varieties",
        description:
          "Before planting, you need to know what part of the hop is harvested, and which variety suits your soil, climate and beer.",
        lesson: {
          title: "Humulus lupulus: plant, cone and variety",
          html:
            p(
              "The hop, <i>Humulus lupulus</i>, is a perennial climbing plant of the family Cannabaceae. It dies back to a woody rootstock, the crown, every winter and sends up new shoots in spring that can reach 6 metres or more by midsummer. Hops are dioecious: male and female flowers grow on separate plants. Only female plants are grown for brewing, and their flowers develop into the papery cones that brewers use. In England male plants are sometimes planted among the females to produce seeded hops, whereas German and most American growers keep males out of their gardens.",
              "At the base of the cone's bracteoles lie the lupulin glands, tiny yellow sacs of resin and essential oil. The resin contains the alpha acids, chiefly humulone, which become bitter iso-alpha acids when boiled in wort, while the oils give aroma. Varieties differ widely in their alpha acid content and oil profile, and this is the first basis for choosing them.",
            ) +
            "<table><tr><th>Variety</th><th>Origin</th><th>Typical alpha acids</th><th>Use</th></tr><tr><td>Fuggle</td><td>Kent, selected by Richard Fuggle, 1875</td><td>4–5.5%</td><td>Aroma, English ales</td></tr><tr><td>East Kent Goldings</td><td>Kent, 1790s onwards</td><td>4.5–6%</td><td>Aroma</td></tr><tr><td>Saaz (Žatec)</td><td>Bohemia</td><td>3–4.5%</td><td>Aroma, pale lagers</td></tr><tr><td>Cascade</td><td>Oregon, released 1972</td><td>4.5–7%</td><td>Citrus aroma, pale ales</td></tr><tr><td>First Gold</td><td>Wye College, dwarf variety</td><td>6.5–8.5%</td><td>Dual purpose, short trellis</td></tr></table>" +
            p(
              "Hops like a deep, well-drained, moisture-retentive soil and a sunny, sheltered site. Plant rooted cuttings or 'sets' in spring, about 1 metre apart in the row, with the crown just below the surface. Dwarf or hedgerow varieties such as First Gold grow to only 2.5 to 3 metres and suit gardens where tall poles are impractical.",
            ),
        },
      },
      {
        title: "Strings, Wirework and Training",
        description: "In this module we build a simple support and train the young bines onto it in spring.",
        lesson: {
          title: "Training bines clockwise",
          html: p(
            "A hop does not climb with tendrils. Its stem, called a bine rather than a vine, winds around a support and grips it with stiff hooked hairs. Hop bines always twist clockwise when viewed from above, following the apparent movement of the sun, and a bine wound the other way will unwind itself or grow badly. This single fact explains most of the work of training.",
            "Commercial hop gardens use a wirework of poles and wires 5 to 6 metres high, from which coir strings run down to pegs in the ground beside each plant. A small grower can copy this with a single tall post and wires, or with a strong rope stretched between a wall and a post. One string per plant is common in small gardens, sometimes two or three on commercial wirework. Strings are put up in March and April, before the shoots appear.",
            "When the shoots are about 50 cm to 1 metre long, usually in late April or May, choose the three or four strongest and wind two or three around each string clockwise; remove the rest by pinching them out at ground level. The first shoots of the season are often weak and hollow, so many growers cut them back and train the second flush. Check the plants every few days for a fortnight, since bines blown off by wind must be put back. By the summer solstice a healthy bine should have reached the top of the wirework, and an old saying in Kent holds that hops should be at the top by 21 June. Once they have climbed, strip the leaves from the lowest metre of bine. This improves air movement around the base and reduces the splash of soil onto leaves, both of which help keep the plant healthy. Water freely in dry spells and mulch the crown with well-rotted manure.",
          ),
        },
      },
      {
        title: "Picking, Drying and Storing",
        description:
          "Timing the harvest, drying the cones to the right moisture, and storing them so that the aroma survives until brewing day.",
        lesson: {
          title: "From bine to oast",
          html:
            p(
              "Hops are picked in late August and September in the northern hemisphere. Judge ripeness by the cone, not the calendar. A ripe cone feels papery and dry on the outside, springs back after being squeezed, and shows bright yellow lupulin when broken open. Its tips may be starting to brown. Unripe cones are soft, green and damp; overripe cones are brown, shatter easily and smell cheesy. On a small scale the simplest method is to cut the bine near the ground, lower the string, and pick the cones by hand into a basket.",
              "Fresh cones contain about 75 to 80 per cent water and will heat up and spoil within a day if left in a heap. They must be dried to about 8 to 10 per cent moisture. Traditional oast houses in Kent and Herefordshire dried hops on slatted floors over a kiln, with hot air rising through a layer of cones, at temperatures around 60 °C. At home, a food dehydrator or a warm, airy loft works well:",
            ) +
            "<ul><li>Spread the cones one layer deep on mesh trays.</li><li>Dry at no more than 55 to 60 °C; higher temperatures drive off the aromatic oils.</li><li>Cones are dry when the central strig snaps rather than bends, usually after 8 to 24 hours in a dehydrator, or several days in a loft.</li><li>Leave them for a day at room temperature to 'condition', letting the moisture even out.</li></ul>" +
            p(
              "Alpha acids and oils oxidise quickly at room temperature, so store dried hops in vacuum-sealed or airtight bags in a freezer. Kept that way they stay useful for a year or more. Weigh each harvest and note the variety and date, because homegrown hops have unknown alpha acid content and a brewer should start by using them for aroma, where bitterness errors matter less.",
            ),
        },
      },
    ],
  },
  {
    slug: "pewter-casting-weekend-workshop",
    discipline: "Pewter casting",
    title: "Pewter Casting: A Weekend at the Bench",
    description:
      "Modern lead-free pewter melts at a low enough temperature to cast at an ordinary workbench. Over a weekend, beginners learn the alloy and how to handle molten metal safely, carve and vent moulds in cuttlefish bone, make a two-part silicone mould for repeat casting, and finish their pieces by filing and polishing.",
    level: "beginner",
    duration: "a weekend (two 6-hour days)",
    plantedGap: "silicone",
    modules: [
      {
        title: "The Metal and the Hazards",
        description:
          "What modern pewter is, how it differs from old pewter, and the rules that keep a casting bench safe.",
        lesson: {
          title: "Tin, antimony, copper and heat",
          html:
            p(
              "Pewter is an alloy consisting mostly of tin. Modern pewter for casting contains roughly 92 per cent tin, 6 to 7.5 per cent antimony and 1 to 2 per cent copper. Antimony and copper harden the soft tin and improve its casting and wear. Historic pewter, however, often contained substantial lead, which dulls the metal and is toxic; the European standard for pewter, EN 611-1, limits lead to 0.05 per cent in new alloy. Never melt old pewter of unknown composition at this stage.",
              "Because it is a mixture, pewter does not have a single melting point but melts over a range, roughly 170 to 230 °C depending on composition. It is poured a little above that range, typically around 250 to 280 °C. This is low enough to melt in a small steel ladle or a thermostatically controlled melting pot, and far below the temperatures of bronze or silver casting. A pot with a thermostat is better than a gas torch, because overheated pewter oxidises, forms a thick grey dross and gives coarse castings.",
            ) +
            "<ul><li>Water and molten metal must never meet: a drop of water trapped in a damp mould or tool turns to steam instantly and throws metal. Dry moulds and ladles beforehand.</li><li>Wear safety glasses, leather gloves, closed shoes and natural-fibre clothing that covers the arms.</li><li>Work on a fireproof surface with a metal tray underneath the mould to catch spills.</li><li>Ventilate the room; although lead-free pewter gives little fume, fluxes and mould materials can smoke.</li></ul>" +
            p(
              "Skim the dross from the surface with a dry steel spoon before pouring, and keep the pot covered between pours. If a pour goes wrong, let the metal solidify before touching it; pewter cools fast but stays hot enough to burn for several minutes.",
            ),
        },
      },
      {
        title: "Cuttlefish Moulds",
        description:
          "The cuttlebone, the internal shell of a cuttlefish, is soft enough to carve with a pencil and gives castings a distinctive ribbed texture.",
        lesson: {
          title: "Carving, venting and pouring a cuttlebone mould",
          html: p(
            "Cuttlefish bone is the internal shell of the cuttlefish, sold cheaply for caged birds. It is made of fine layers of aragonite separated by tiny spaces, so it is soft enough to carve with a pencil point and withstands the heat of molten pewter for a pour or two. Choose large, thick bones without cracks.",
            "First cut off the pointed ends with a saw and rub the soft face of the bone on a sheet of abrasive paper laid on a flat board until it is perfectly flat. For a one-sided casting the flat face of the bone is pressed against a second piece of bone or a flat board; for a two-sided casting, two bones are rubbed flat and pressed together. Align them by pushing three short pieces of wire or matchstick into one face so that they register in the other. Draw the design on the flat face and carve it 2 to 4 mm deep, using a pencil, a small spoon or dental tools. Avoid undercuts, which lock the casting into the mould.",
            "Metal needs a way in and air needs a way out. Carve a funnel-shaped sprue from the top edge of the bone down to the design, at least 5 mm wide at the top. Then scratch two or three fine vent lines from the lowest and furthest points of the design up towards the top edge, so that air is not trapped in thin parts. Brushing the carved surface lightly with a soft brush reveals the growth lines of the bone, which print as a ribbed pattern on the metal.",
            "Bind the two halves tightly with binding wire, stand the mould upright in a tray of dry sand, and pour steadily in one movement until the sprue is full. After about a minute, open the mould. The cuttlebone will be charred at the surface and may give one more cast, but fine detail is usually lost after the first. Saw off the sprue, leaving a short stub to file away later.",
          ),
        },
      },
      {
        title: "Finishing a Casting",
        description:
          "Sprue removal, filing, abrasive papers and polish: the steps that turn a rough casting into a finished piece.",
        lesson: {
          title: "Filing and polishing pewter",
          html:
            p(
              "Pewter is soft, about as hard as a fingernail, so it is finished with gentle tools and light pressure. Heavy filing or fast machine polishing quickly removes detail and leaves rounded edges. The aim is to remove casting marks while keeping the surface that the mould gave.",
              "Begin by cutting off the sprue with a piercing saw or a junior hacksaw, cutting a millimetre or two away from the surface of the object. Then use a fine flat or half-round file, a cut 2 file is suitable, to bring the stub down level, filing in one direction along the surface rather than sawing back and forth. Thin lines of metal, called flash, form where the two halves of a mould did not meet perfectly; these are removed with a needle file or a sharp scalpel held at a low angle.",
            ) +
            "<table><tr><th>Stage</th><th>Tool or material</th><th>Purpose</th></tr><tr><td>1</td><td>Saw and cut 2 file</td><td>Remove sprue and flash</td></tr><tr><td>2</td><td>Wet-and-dry paper, 240 then 400 grit</td><td>Remove file marks</td></tr><tr><td>3</td><td>Wet-and-dry paper, 800 then 1200 grit, used wet</td><td>Refine surface</td></tr><tr><td>4</td><td>Metal polish on a soft cloth, or a soft mop at low speed</td><td>Bright finish</td></tr></table>" +
            p(
              "A casting from a cuttlebone mould is often left with its textured face unpolished and only the raised edges brightened, which sets off the ribbing. For a darker antique finish, pewter can be treated with a proprietary blackening solution and then rubbed back with fine steel wool so that the recesses stay dark. Pewter tarnishes only slowly to a soft grey. It should be washed in warm soapy water and never put in a dishwasher or near a hot oven, since its low melting range makes it easy to deform.",
            ),
        },
      },
    ],
  },
];
