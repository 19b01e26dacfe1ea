/** Thirty-fifth held-out evaluation courses, beginner level (Tigrinya to bryology); see ai-courses-heldout35.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT35_A: EvalCourse[] = [
  {
    slug: "tigrinya-fidel-and-first-conversations",
    discipline: "Tigrinya language",
    title: "Tigrinya: The Fidel and First Conversations",
    description:
      "Tigrinya, spoken by some nine million people in Eritrea and the Tigray region of Ethiopia, is taught here from its first syllables: the Ge'ez fidel and its seven vowel orders, everyday greetings, personal pronouns with the present of 'to be', and counting prices in the market.",
    level: "beginner",
    duration: "one term (3 hours a week)",
    plantedGap: "counting",
    modules: [
      {
        title: "Reading the Fidel",
        description:
          "Each sign in the Tigrinya script stands for a whole syllable, and in this module you learn how the seven shapes of a consonant are built.",
        lesson: {
          title: "Consonant families and their seven orders",
          html:
            p(
              "Tigrinya is written in the Ge'ez script, called <i>fidel</i> (ፊደል), which was developed in the kingdom of Aksum for the liturgical language Ge'ez and later adapted for Tigrinya and Amharic. Unlike the Latin alphabet, the fidel is an abugida: every sign stands for a consonant together with a vowel. It is written from left to right and has no capital letters.",
              "The signs are arranged in families. Each consonant has a basic form, the first order, which carries the vowel <i>ä</i> (a short central vowel, often written <i>e</i> in transliteration). Six further orders are made by small, fairly regular changes to that basic shape: a stroke to the right for <i>u</i>, a foot for <i>i</i>, a shortened leg for <i>a</i>, a ring for <i>e</i>, a bend or break for the sixth order (a very short vowel or none at all), and a second modification for <i>o</i>. Learners who recognise these marks can read a whole row from one familiar letter.",
            ) +
            "<table><tr><th>Order</th><th>1st</th><th>2nd</th><th>3rd</th><th>4th</th><th>5th</th><th>6th</th><th>7th</th></tr><tr><td>Vowel</td><td>ä</td><td>u</td><td>i</td><td>a</td><td>e</td><td>ə / none</td><td>o</td></tr><tr><td>l</td><td>ለ</td><td>ሉ</td><td>ሊ</td><td>ላ</td><td>ሌ</td><td>ል</td><td>ሎ</td></tr><tr><td>m</td><td>መ</td><td>ሙ</td><td>ሚ</td><td>ማ</td><td>ሜ</td><td>ም</td><td>ሞ</td></tr><tr><td>s</td><td>ሰ</td><td>ሱ</td><td>ሲ</td><td>ሳ</td><td>ሴ</td><td>ስ</td><td>ሶ</td></tr></table>" +
            p(
              "Because the sixth order can represent a bare consonant, it is used at the end of syllables: the word <i>selam</i> ('peace, hello') is written ሰላም, with first-order <i>se</i>, fourth-order <i>la</i> and sixth-order <i>m</i>. Tigrinya also has sounds that Amharic lacks, and it keeps letters for them. The ejective <i>q'</i> (ቀ) has a fricative partner ቐ, and <i>k</i> (ከ) has a fricative partner ኸ, pronounced like the <i>ch</i> of Scottish <i>loch</i>. The pharyngeal consonants ሐ (<i>ḥ</i>) and ዐ (<i>ʿ</i>) are pronounced distinctly, not merged as in much of Amharic. With around thirty-five consonant families, there are more than two hundred signs in all, but learning them family by family makes the task far smaller than it first appears.",
            ),
        },
      },
      {
        title: "Greetings and Introductions",
        description: "How do you greet an elder, a friend or a shopkeeper, and how do you say who you are?",
        lesson: {
          title: "Selam, kemey aleka and your name",
          html:
            p(
              "Greeting in Tigrinya is not a single word but a short exchange, and it is impolite to skip it before asking for anything. The all-purpose opening is <i>selam</i> (ሰላም), literally 'peace'. It is followed by a question about the other person's well-being, and this question changes with the person addressed, because Tigrinya marks gender and number in the second person.",
            ) +
            "<ul><li><i>Kemey aleka?</i> (ከመይ ኣለኻ?) 'How are you?' to one man</li><li><i>Kemey aleki?</i> (ከመይ ኣለኺ?) to one woman</li><li><i>Kemey alekum?</i> (ከመይ ኣለኹም?) to a group, or politely to one older person</li><li><i>Dehan</i> (ደሓን) 'fine, well', often followed by <i>yeqenyeley</i> (የቐንየለይ) 'thank you'</li></ul>" +
            p(
              "A typical exchange between two young women might run: <i>Selam! Kemey aleki?</i> — <i>Dehan, yeqenyeley. Nsiki'ke kemey aleki?</i> ('Fine, thank you. And you?'). The plural form is used as a mark of respect, so a student greeting a teacher or a grandparent says <i>kemey alekum</i> even to one person. In villages and families the exchange is often longer, with questions about the household, health and work, and each is answered with <i>dehan</i> or a blessing on God.",
              "To introduce yourself, say <i>shimey ... iyu</i> (ሽመይ ... እዩ), 'my name is ...', in which <i>shim</i> means 'name', the suffix <i>-ey</i> means 'my' and <i>iyu</i> means 'is'. To ask someone else, use <i>shimka men iyu?</i> to a man and <i>shimki men iyu?</i> to a woman, where <i>men</i> means 'who' or 'what'. You can add where you come from with the preposition <i>kab</i>, 'from': <i>ane kab London iye</i>, 'I am from London'. Notice that the verb comes last; Tigrinya, like the other Ethio-Semitic languages, normally puts the verb at the end of the clause.",
            ),
        },
      },
      {
        title: "Pronouns and the Verb 'To Be'",
        description: "We learn the ten independent pronouns and the short present forms of 'to be' that go with them.",
        lesson: {
          title: "Ane, nsu, nsa: who is who",
          html:
            p(
              "Tigrinya distinguishes masculine and feminine not only in 'he' and 'she' but also in 'you' and 'they', and it has separate singular and plural forms of 'you'. This gives ten independent personal pronouns, and each has its own form of the present copula, the word that means 'am', 'is' or 'are'.",
            ) +
            "<table><tr><th>Pronoun</th><th>Meaning</th><th>'to be'</th></tr><tr><td>ane (ኣነ)</td><td>I</td><td>iye (እየ)</td></tr><tr><td>nsika (ንስኻ)</td><td>you (m. sg.)</td><td>ikha (ኢኻ)</td></tr><tr><td>nsiki (ንስኺ)</td><td>you (f. sg.)</td><td>ikhi (ኢኺ)</td></tr><tr><td>nsu (ንሱ)</td><td>he</td><td>iyu (እዩ)</td></tr><tr><td>nsa (ንሳ)</td><td>she</td><td>iya (እያ)</td></tr><tr><td>nihna (ንሕና)</td><td>we</td><td>ina (ኢና)</td></tr><tr><td>nsikum (ንስኹም)</td><td>you (m. pl.)</td><td>ikhum (ኢኹም)</td></tr><tr><td>nsikhin (ንስኽን)</td><td>you (f. pl.)</td><td>ikhin (ኢኽን)</td></tr><tr><td>nsatom (ንሳቶም)</td><td>they (m.)</td><td>iyom (እዮም)</td></tr><tr><td>nsaten (ንሳተን)</td><td>they (f.)</td><td>iyen (እየን)</td></tr></table>" +
            p(
              "The copula comes at the end of the sentence, after the noun or adjective that describes the subject. <i>Ane temaharay iye</i> means 'I am a student'; a woman student says <i>ane temaharit iye</i>, because many nouns and adjectives also have a feminine form. <i>Nsu memhir iyu</i> is 'he is a teacher'. Since the copula already shows who is meant, the pronoun is often dropped in ordinary speech: <i>temaharay iye</i> is enough to say 'I am a student', and the pronoun is kept mainly for emphasis or contrast.",
              "Questions need no change of word order. A rising intonation turns a statement into a question, or the suffix <i>-do</i> can be attached to the word being asked about: <i>Nsika temaharay ikhado?</i>, 'Are you a student?' The negative of the copula is a separate form, <i>aykonkun</i> 'I am not', which learners meet in the next unit.",
            ),
        },
      },
    ],
  },
  {
    slug: "hand-caning-a-chair-seat",
    discipline: "Chair caning",
    title: "Hand Caning a Chair Seat",
    description:
      "Bring an old chair with a ring of drilled holes round the seat and leave with it rewoven. Sessions cover choosing and soaking strand cane, the traditional seven-step pattern, pegging and tying off underneath, and how machine-woven sheet cane is pressed into a grooved seat.",
    level: "beginner",
    duration: "six Saturday workshops",
    plantedGap: "sheet cane",
    modules: [
      {
        title: "Cane, Holes and Preparation",
        description:
          "Measure your chair's holes, match them to a cane width, and prepare the strands so they bend without cracking.",
        lesson: {
          title: "Choosing and soaking strand cane",
          html:
            p(
              "Chair cane is the glossy outer bark of rattan, a climbing palm (mainly species of <i>Calamus</i>) from South-East Asia. The rattan stem is stripped by machine into long flat strands, each with a hard, shiny face and a softer, porous back. The shiny side must always face upward in the finished seat; it sheds dirt and wears far better than the back.",
              "The width of cane is chosen to suit the chair, not the weaver's taste. Two measurements decide it: the diameter of the holes and the distance between the centres of neighbouring holes. Too fine a cane leaves a loose, gappy mesh; too wide a cane will not pass through the holes six or more times, as the pattern requires. Approximate matches used by suppliers are:",
            ) +
            "<table><tr><th>Cane</th><th>Width</th><th>Hole diameter</th><th>Hole spacing</th></tr><tr><td>Superfine</td><td>2 mm</td><td>3 mm</td><td>10 mm</td></tr><tr><td>Fine-fine</td><td>2.25 mm</td><td>5 mm</td><td>12 mm</td></tr><tr><td>Fine</td><td>2.5 mm</td><td>5 mm</td><td>16 mm</td></tr><tr><td>Medium</td><td>3 mm</td><td>6 mm</td><td>19 mm</td></tr><tr><td>Common</td><td>3.5 mm</td><td>8 mm</td><td>22 mm</td></tr></table>" +
            p(
              "Before weaving, old cane and broken pegs are cut out and the holes cleared with an awl or a drill bit of the right size, taking care not to split the seat rail. Count the holes on each rail and mark the centre hole at the front and back with a pencil; if a rail has an even number, the centre falls between two holes, and you start in the hole just to one side.",
              "Cane is woven damp. Coil a few strands, shiny side out, and soak them in warm water for ten to twenty minutes, then keep them in a damp towel while you work. Over-soaked cane turns dull and frays; dry cane cracks at the holes. Work with lengths of a couple of metres, and check each strand for nicks by running it between finger and thumb: a weak spot hidden on the underside is where the seat will fail first.",
            ),
        },
      },
      {
        title: "Laying the Verticals and Horizontals",
        description:
          "Steps one to four build a square grid of paired strands, and the fourth step is where real weaving begins.",
        lesson: {
          title: "Steps one to four",
          html:
            p(
              "The traditional hand-caned seat is built in seven steps, each laying strands across the whole seat before the next begins. The first four produce a grid of paired strands running front to back and side to side. Throughout, strands are held in place temporarily with golf tees or tapered wooden pegs pushed into the holes, which are moved along as the work proceeds.",
            ) +
            "<ul><li><b>Step 1, first vertical:</b> starting at the centre back hole, run the cane down through the front centre hole, up through the next front hole, and back to the back rail, working to one side and then the other. Strands lie flat, shiny side up, and are kept firm but not taut, because the seat tightens as it dries.</li><li><b>Step 2, first horizontal:</b> lay strands from side rail to side rail on top of the verticals, with no weaving.</li><li><b>Step 3, second vertical:</b> repeat step 1 on top of step 2, placing each new strand slightly to the right of the first so the pair can be seen.</li><li><b>Step 4, second horizontal:</b> this strand is woven, passing under the step 3 strand and over the step 1 strand of each pair, and lying on the near side of the step 2 strand.</li></ul>" +
            p(
              "Step 4 is where most beginners go wrong. The weaver works a short length at a time, a few pairs ahead, and pulls the whole strand through only after checking the over-and-under sequence is consistent. The weave tightens the grid considerably, so the cane is dampened again with a sponge before it is pulled up. When a row is finished, the two horizontals should sit side by side, and every square between the pairs should be the same size.",
              "Chairs that are wider at the front than the back need short filling strands in steps 1 and 3, laid into the extra front holes on each side so that the verticals stay parallel. These short strands end in the side rail holes, and their ends are secured in the same way as any other. It is worth planning them before you start, by laying a straight edge across the seat.",
            ),
        },
      },
      {
        title: "Diagonals, Pegging and Tying Off",
        description:
          "The fifth and sixth steps lock the grid with diagonal strands; then every loose end is knotted underneath and the holes are pegged.",
        lesson: {
          title: "Weaving the diagonals and finishing underneath",
          html: p(
            "Steps 5 and 6 are the diagonals, and they give a caned seat both its octagonal openings and its strength. The first diagonal usually starts in the back corner hole of one side and runs towards the opposite front corner. It passes over each vertical pair and under each horizontal pair. If it is right, the strand slides easily into the natural corner formed between the pairs; if it fights you, it is almost certainly going over where it should go under. The second diagonal runs across the first at a right angle and does the opposite, under the verticals and over the horizontals.",
            "Corner holes receive two strands of each diagonal, which is called doubling. Where the rails are not square, a diagonal may need to skip a hole or double a hole along a side so that it stays straight; the aim is a diagonal that runs parallel to its neighbours, not one that meets every hole. Beginners should stop after every few strands and sight along the line.",
            "Ends are never knotted on top. Each strand ends and begins on the underside, where it is tied off by looping it around a neighbouring strand that runs between two holes. The end is passed under that loop, pulled snug, and passed under again in the opposite direction, then trimmed with about a centimetre to spare. Dampen the end first: a dry end snaps at the knot.",
            "When all six steps are done, the temporary tees are replaced in every other hole with short, tapered pegs of the same cane or of hardwood, driven in flush with a small hammer and a punch. These pegs hold the strands while the seat dries. Leave the chair for at least twenty-four hours in a room that is not hot. As the rattan dries it shrinks by several per cent, drawing the mesh taut; a seat that sagged slightly when wet should be tight as a drum the next day.",
          ),
        },
      },
    ],
  },
  {
    slug: "home-kombucha-brewing",
    discipline: "Kombucha brewing",
    title: "Kombucha at Home: Culture, Acidity and Fizz",
    description:
      "All kombucha needs is sweet tea, a living culture and a fortnight of patience. This evening class explains the microbes in the jar, walks through a first batch with safe acidity, and shows how bottling produces fizz and how fruit and ginger flavour it.",
    level: "beginner",
    duration: "four evening classes",
    plantedGap: "ginger",
    modules: [
      {
        title: "What Lives in the Jar",
        description:
          "Before brewing, we get to know the yeasts and bacteria that turn sugar and tea into a sour, lightly sparkling drink.",
        lesson: {
          title: "The SCOBY and its chemistry",
          html: p(
            "Kombucha is tea sweetened with sugar and fermented by a mixed community of yeasts and bacteria. The community is often called a SCOBY, an acronym for 'symbiotic culture of bacteria and yeast', though brewers also use the word for the rubbery disc that floats on top of the liquid. That disc, the pellicle, is a mat of cellulose fibres made by the bacteria; it is a by-product and a home for some of the microbes, but most of the fermenting happens in the liquid.",
            "The yeasts come first. Species such as <i>Brettanomyces bruxellensis</i> and <i>Zygosaccharomyces</i> secrete invertase, an enzyme that splits sucrose into glucose and fructose, and then ferment these sugars to ethanol and carbon dioxide. The bacteria, mostly acetic acid bacteria of the genus <i>Komagataeibacter</i> (formerly <i>Gluconacetobacter</i>), oxidise the ethanol to acetic acid, which needs oxygen and is why the jar is covered with cloth rather than sealed. They also oxidise glucose directly to gluconic acid and spin some glucose into the cellulose pellicle. Lactic acid bacteria are present in some cultures but usually in small numbers.",
            "The result is a drink whose acidity climbs steadily. A fresh batch starts at about pH 4 to 4.5 once starter liquid is added, and finished kombucha is usually between pH 2.5 and 3.5. The acetic acid gives the sharp, vinegary note; gluconic acid is milder. Some sugar always remains, typically a third to a half of what was added, so kombucha is less sweet than the tea it began as but far from sugar-free. Ethanol is made and consumed at the same time and usually sits below 0.5 per cent by volume in the open vessel.",
            "This balance between yeast and bacteria explains most brewing problems. Too cold, and the bacteria lag, leaving a sweet, yeasty drink. Too little oxygen, and alcohol accumulates. Too long, and the tea turns to something close to vinegar, which is still useful: very sour kombucha makes an excellent starter for the next batch.",
          ),
        },
      },
      {
        title: "Brewing a First Batch Safely",
        description:
          "A tested recipe, the temperatures that work, and why acidity from the first hour is what keeps the brew safe.",
        lesson: {
          title: "Recipe, temperature and pH",
          html:
            p(
              "A reliable starting recipe for about four litres is simple. Make strong tea from 15 to 20 grams of black or green tea (or six to eight bags) in one litre of just-boiled water, steep for five to ten minutes, remove the leaves and dissolve 250 to 300 grams of white sugar in it. Add three litres of cold water to bring the temperature down quickly. Only when the sweet tea is below 30 °C should the culture go in, because heat kills the microbes.",
            ) +
            "<ul><li>Use a glass, food-grade plastic or glazed ceramic jar; avoid lead-glazed pottery and reactive metals, which acid can leach.</li><li>Add the pellicle and at least 10 per cent of the volume as mature starter liquid, here 400 ml or more.</li><li>Cover with tightly woven cloth held by a rubber band, to admit air and exclude fruit flies.</li><li>Keep at 20 to 26 °C, out of direct sunlight, for seven to fourteen days.</li></ul>" +
            p(
              "The starter liquid is the key safety step. Unfermented sweet tea is a good growth medium for moulds and for pathogenic bacteria. Mature kombucha is already acidic, and adding it at 10 to 20 per cent brings the new batch below pH 4.6 straight away, the threshold below which <i>Clostridium botulinum</i> cannot grow and most food-poisoning bacteria struggle. Measure it with pH strips or a meter: if the freshly mixed batch reads above 4.6, add more starter or a little vinegar. A pellicle on its own, with no liquid, does not acidify the batch fast enough.",
              "Taste from day six, drawing liquid with a clean straw from below the pellicle. When the balance of sweet and sour suits you, usually around pH 3, the batch is ready. New pellicles form on top, and brown strings of yeast hanging below are normal. Fuzzy, dry, coloured patches on the surface, green, blue, black or white and raised, are mould: the whole batch and its culture must be thrown away.",
            ),
        },
      },
      {
        title: "Bottling for Fizz",
        description: "In a sealed bottle the yeasts keep working, and the carbon dioxide has nowhere to go.",
        lesson: {
          title: "The second fermentation",
          html: p(
            "Kombucha from the open jar is only slightly sparkling, because the carbon dioxide the yeasts make escapes through the cloth. To carbonate it, brewers bottle it with a small extra dose of sugar and leave it sealed for a few days, a step called the second fermentation. The yeasts consume the added sugar, and the gas dissolves in the liquid under pressure.",
            "First remove the culture and about 10 per cent of the liquid as starter for the next batch. Then add the flavouring and sugar to each bottle. Fruit juice at 5 to 10 per cent of the bottle volume, or crushed fresh fruit at a similar weight, supplies both flavour and fermentable sugar; about 5 grams of plain sugar per 500 ml bottle is enough where no fruit is used. Fill to within two or three centimetres of the top and close tightly.",
            "Use bottles designed for pressure: swing-top bottles with rubber seals, or screw-cap bottles made for carbonated drinks. Decorative glass and square bottles can burst. Leave them at room temperature for two to four days, then refrigerate; cold slows the yeasts almost to a stop. A useful check is to fill one plastic soda bottle alongside the glass ones. When it is hard to squeeze, the batch is carbonated. Opening a glass bottle briefly each day to release pressure, known as burping, reduces the risk with very sugary fruit.",
            "Two cautions apply. Warm, long, sugary second fermentations produce gushing bottles and, in rare cases, explosions, so it is better to under-carbonate and extend than to wait too long. And because the bottle is sealed, the acetic acid bacteria lose their oxygen while yeast continues making ethanol: bottle-conditioned kombucha can exceed 0.5 per cent alcohol, and sometimes reaches 1 to 2 per cent. That matters for children, for people avoiding alcohol and, in many countries, for anyone who wants to sell it as a soft drink.",
          ),
        },
      },
    ],
  },
  {
    slug: "wooden-toys-for-small-hands",
    discipline: "Wooden toy making",
    title: "Wooden Toys for Small Hands",
    description:
      "Each participant leaves with a pull-along duck, a set of stacking rings and a peg-jointed car, having learned the safe choice of timber, shaping with the coping saw and the scroll saw, wheels and axles that stay on, and child-safe finishes.",
    level: "beginner",
    duration: "twelve weekly sessions",
    plantedGap: "scroll saw",
    modules: [
      {
        title: "Timber for Toys",
        description: "Which woods survive being chewed and thrown, and how to cut a first profile by hand.",
        lesson: {
          title: "Choosing wood and cutting curves",
          html: p(
            "A toy for a young child is chewed, thrown, dropped on tiled floors and left in the bath, so the wood has to be hard, close-grained and free of splinters. European beech (<i>Fagus sylvatica</i>) is the classic choice: it is dense, about 700 kg per cubic metre, with a fine, even grain that sands smooth and does not splinter. Hard maple and cherry behave similarly. Birch plywood of good quality, with thin, void-free plies, is excellent for flat profiles such as animals and puzzles because it does not split along the grain.",
            "Softwoods such as pine are cheap and easy to cut, but they dent readily, and their resin and open grain make them a poorer choice for teething toys. Avoid woods known to irritate skin or to be toxic, including yew, and be cautious with exotic hardwoods whose dust is a sensitiser, such as some rosewoods. Timber should be dry, around 8 to 12 per cent moisture content for indoor use, or parts will shrink and joints loosen in a heated room.",
            "Most toys begin as a profile traced from a paper template onto the board. Arrange templates so that thin parts, such as a duck's neck or a giraffe's legs, run along the grain: a narrow section across the grain is short-grained and will snap. Mark the outline in pencil and clamp the board to the bench with the cut line overhanging.",
            "The coping saw, a thin blade tensioned in a deep U-shaped frame, cuts tight curves by hand. Fit the blade with its teeth pointing towards the handle, so that it cuts on the pull stroke and the thin blade is not buckled. Saw just outside the line, keeping the blade vertical, and turn the frame rather than forcing the blade around a bend. For an inside cut, such as the hole in a stacking ring, drill a hole in the waste, unhook the blade, pass it through and reconnect it. Finish to the line with a rasp and then with sandpaper from 120 to 240 grit, rounding every edge to a radius of at least 2 or 3 mm.",
          ),
        },
      },
      {
        title: "Wheels and Axles",
        description:
          "A wheel that falls off is both a broken toy and a choking hazard, so this module is about fixing them properly.",
        lesson: {
          title: "Making a running gear that stays together",
          html:
            p(
              "Wheeled toys fail at the axle more than anywhere else. The usual design uses a hardwood dowel as the axle, running in a hole through the body, with a wheel fixed to each end. Either the wheels turn on a fixed axle, or the axle turns with wheels glued to it; for a pull-along toy the second is simpler and stronger, because every glued joint is a tight fit.",
              "Wheels can be bought ready-turned in beech, cut with a hole saw in a pillar drill, or turned on a lathe. A hole saw leaves a pilot hole at the centre that becomes the axle hole, and the rough edge is sanded while the wheel spins on a bolt held in the drill chuck. Cut wheels from hardwood at least 15 mm thick, with the grain running across the face.",
            ) +
            "<table><tr><th>Part</th><th>Hole for a 8 mm dowel axle</th><th>Purpose</th></tr><tr><td>Hole through the body</td><td>9 mm</td><td>clearance, so the axle turns freely</td></tr><tr><td>Hole in each wheel</td><td>8 mm, 10 mm deep, not through</td><td>tight glued fit</td></tr><tr><td>Washer between wheel and body</td><td>9 mm</td><td>reduces rubbing</td></tr></table>" +
            p(
              "Drilling the wheel only partway through, a blind hole, hides the axle end and gives a larger glue area. Cut the axle to length so that each end sits fully in its wheel with about 1 mm of free play at the body. Glue one wheel, let it cure, thread the axle through the body and washer, then glue the second wheel while checking that the axle still turns. Use a polyvinyl acetate (PVA) wood glue rated for toys, and clean away squeeze-out with a damp cloth before it skins.",
              "Finally test the joint as a parent's tug would test it: pull each wheel firmly outward and twist it. Toy safety standards use a torque and tension test for the same reason, and a wheel that shifts in the workshop will not survive a toddler.",
            ),
        },
      },
      {
        title: "Finishes and Safety Rules",
        description:
          "We compare oils, waxes and paints, and read what the toy safety standard says about small parts and coatings.",
        lesson: {
          title: "Child-safe finishes and EN 71",
          html:
            p(
              "Any toy sold in the United Kingdom or the European Union must be safe under the Toy Safety Regulations, and the main technical route to showing that is the EN 71 series of standards. Even a maker giving toys to family should work to the same rules, because they sum up what injures children.",
            ) +
            "<ul><li><b>EN 71-1, mechanical and physical properties:</b> toys for children under 36 months must have no part, and no part that can be broken off in its abuse tests, that fits entirely inside the small-parts cylinder, which is 31.7 mm in diameter. Sharp edges and points are tested and forbidden.</li><li><b>EN 71-2, flammability.</b></li><li><b>EN 71-3, migration of certain elements:</b> limits on how much of nineteen elements, including lead, cadmium and chromium, may dissolve out of paint or material in a simulated stomach acid.</li></ul>" +
            p(
              "The small-parts rule shapes toy design directly. Pegs for a peg-jointed car must be longer than the cylinder, or glued so firmly that they pass the pull test; stacking rings for a baby should be larger than 32 mm in every direction. A simple check is a length of tube of the same internal size: if a part drops inside, it is too small.",
              "For finishes, the safest choices are those made to be in contact with food or tested to EN 71-3. Food-grade mineral oil, a blend of beeswax and mineral oil, and pure tung oil that has fully cured are common. Raw linseed oil takes weeks to dry; so-called boiled linseed oil may contain metallic driers and is best avoided on teething toys. For colour, use water-based paints or stains sold as conforming to EN 71-3, and let them cure fully before sealing. Apply thin coats, sanding lightly with 320 grit between them, because thick paint chips. A well-oiled toy with no paint at all is often the better answer for a baby.",
            ),
        },
      },
    ],
  },
  {
    slug: "mosses-and-liverworts-in-the-field",
    discipline: "Bryology",
    title: "Mosses and Liverworts in the Field",
    description:
      "The small green plants on walls, tree trunks and bog surfaces belong to three ancient lineages: mosses, liverworts and hornworts. Field meetings and laboratory sessions teach the bryophyte life cycle, how to tell the groups apart with a hand lens, and the ecology of Sphagnum and the peatlands it builds.",
    level: "beginner",
    duration: "eight field days and four laboratory sessions",
    plantedGap: "hornworts",
    modules: [
      {
        title: "A Life Cycle Led by the Gametophyte",
        description:
          "In bryophytes the leafy plant you see carries only one set of chromosomes, and that changes everything about how they reproduce.",
        lesson: {
          title: "Gametophyte, sporophyte and the need for water",
          html:
            p(
              "All land plants alternate between two generations: a haploid gametophyte, which makes eggs and sperm, and a diploid sporophyte, which makes spores by meiosis. In ferns and flowering plants the sporophyte is the large, long-lived plant. In bryophytes it is the other way round. The green, leafy moss cushion is the gametophyte, and the sporophyte is a short-lived stalk and capsule that stays attached to it and depends on it for water and much of its food.",
              "Sex organs are borne on the gametophyte. Antheridia produce sperm with two flagella; archegonia are flask-shaped and each holds a single egg. Because the sperm must swim to the egg, fertilisation needs a film of water, from rain splash or dew, and rarely happens over more than a few centimetres, although small invertebrates have been shown to carry sperm in some mosses. The fertilised egg grows into the sporophyte inside the archegonium.",
            ) +
            "<ul><li><b>Seta:</b> the stalk that lifts the capsule; in mosses it elongates before the capsule matures.</li><li><b>Capsule:</b> where spores are made; often tilted or curved, and useful in identification.</li><li><b>Calyptra:</b> a cap torn from the archegonium that covers the young capsule.</li><li><b>Peristome:</b> a ring of teeth around the capsule mouth that open and close with humidity, releasing spores gradually.</li></ul>" +
            p(
              "A spore germinates into a thread-like protonema, which looks like a green alga on soil, and from it buds the leafy shoots. Many bryophytes also reproduce without sex, by fragments, tubers or gemmae, and some species almost never produce capsules in Britain. For the recorder, this means identification usually rests on the gametophyte: leaf shape, the nerve, cell size and the way leaves are arranged on the stem. A capsule, when present, is a welcome confirmation rather than a requirement.",
            ),
        },
      },
      {
        title: "Mosses or Liverworts?",
        description: "With a ×10 or ×20 hand lens, most specimens can be placed in the right group within seconds.",
        lesson: {
          title: "Characters you can see with a lens",
          html:
            p(
              "Liverworts come in two forms. Thalloid liverworts, such as <i>Marchantia polymorpha</i> and <i>Conocephalum conicum</i>, are flat, ribbon-like plants that branch by forking, lying on damp soil or rock. They carry no leaves at all, which makes them easy to separate from mosses. Leafy liverworts are the harder case, because at first sight they look very like mosses. A few lens characters settle nearly every specimen.",
            ) +
            "<table><tr><th>Character</th><th>Mosses</th><th>Leafy liverworts</th></tr><tr><td>Leaf arrangement</td><td>spiral, all round the stem</td><td>usually in two rows, often with a third row of smaller underleaves</td></tr><tr><td>Nerve (costa)</td><td>present in many species</td><td>never present</td></tr><tr><td>Leaf shape</td><td>undivided, often pointed</td><td>frequently lobed, toothed or folded</td></tr><tr><td>Capsule stalk</td><td>tough, long-lasting, grows before capsule ripens</td><td>white, watery, expands after capsule ripens and soon collapses</td></tr><tr><td>Capsule opening</td><td>lid, often with peristome teeth</td><td>splits into four valves</td></tr></table>" +
            p(
              "Within mosses the first split field bryologists make is between acrocarpous and pleurocarpous growth. Acrocarps grow upright in cushions or turfs and bear capsules at the tips of their main stems: <i>Tortula muralis</i>, the wall screw-moss of mortar joints, is a good example. Pleurocarps form spreading, branched mats and carry capsules on short side branches; <i>Hypnum cupressiforme</i> on tree trunks and <i>Kindbergia praelonga</i> on woodland floors are common ones.",
              "Always wet a dry specimen before judging it. Many bryophytes curl, twist or fold their leaves when dry and open them within seconds of a drop of water, and the wet form is the one in the keys. Collect a small portion only, into a paper packet, and write the locality, habitat, substrate and grid reference on it at once.",
            ),
        },
      },
      {
        title: "Sphagnum and the Making of Peat",
        description:
          "Bog mosses build their own wet, acid habitat and store a remarkable share of the world's soil carbon.",
        lesson: {
          title: "How bog mosses engineer a bog",
          html: p(
            "Bog mosses, the genus <i>Sphagnum</i>, are among the few bryophytes that shape whole landscapes. Around 300 to 400 species are recognised worldwide, and in northern peatlands a few of them dominate the living surface. Their structure explains their power. Each branch leaf has a network of two kinds of cell: narrow, living green cells that photosynthesise, and large, dead, empty hyaline cells strengthened by spiral thickenings and opened to the outside by pores. The hyaline cells fill with water like a sponge, so that a mat of <i>Sphagnum</i> can hold around fifteen to twenty times its dry weight.",
            "<i>Sphagnum</i> also acidifies its surroundings. Its cell walls are rich in uronic acids, which exchange hydrogen ions for calcium, magnesium and other cations in rainwater. In a raised bog fed only by rain this keeps the water at about pH 3.5 to 4.5, a level at which few vascular plants and few decomposers thrive. The moss's tissues also contain phenolic compounds that resist decay. Combined with constant waterlogging, which keeps oxygen out below a few centimetres, these properties slow decomposition so much that dead moss accumulates as peat, typically at around a millimetre a year.",
            "The consequences are global. Peatlands cover roughly 3 per cent of the land surface yet hold an estimated 500 to 600 billion tonnes of carbon, more than all the world's forests. A peat depth of several metres, common in Scotland, Ireland and Fennoscandia, represents thousands of years of growth and preserves a pollen record of past vegetation and climate.",
            "Field identification of <i>Sphagnum</i> begins with colour and the shape of the capitulum, the dense head of young branches at the top of each stem. <i>S. papillosum</i> is ochre and robust with swollen branches; <i>S. capillifolium</i> forms red hummocks; <i>S. cuspidatum</i> floats in pools like drowned green feathers. Microscopic examination of stem leaves and hyaline cell pores confirms many species.",
          ),
        },
      },
    ],
  },
];
