/** Thirty-third held-out evaluation courses, beginner level (Amharic to arachnology); see ai-courses-heldout33.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT33_A: EvalCourse[] = [
  {
    slug: "amharic-fidel-and-everyday-talk",
    discipline: "Amharic language",
    title: "Amharic for Beginners: Fidel and Everyday Talk",
    description:
      "Ethiopia's working language, taught from its own syllabary upward: learners master the fidel and its seven vowel orders, greetings and the polite forms of address, the possessive suffixes on nouns, and reading the Ethiopian clock.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "Ethiopian clock",
    modules: [
      {
        title: "The Fidel and Its Seven Orders",
        description:
          "Every Amharic character stands for a consonant plus a vowel, and this module shows how a single base shape is altered to write each of the seven vowels.",
        lesson: {
          title: "One consonant, seven shapes",
          html:
            p(
              "Amharic is written in the Ethiopic script, called <i>fidel</i> (ፊደል), which was inherited from Ge'ez, the classical language of the Ethiopian Orthodox Church. Unlike the Latin alphabet, the fidel is an abugida: each character stands for a consonant together with a vowel. Amharic uses thirty-three basic consonant shapes, and each of them appears in seven 'orders', one for each vowel. The script is written from left to right and has no capital letters.",
              "The first order is the base form, and the other six are made by small, mostly regular changes to it: a stroke added to the middle of the right leg, a ring at the foot, a lengthened leg, and so on. The series built on <i>l</i> shows the pattern clearly:",
            ) +
            "<table><tr><th>Order</th><th>Vowel</th><th>Character</th><th>Reading</th></tr><tr><td>1st</td><td>ä</td><td>ለ</td><td>lä</td></tr><tr><td>2nd</td><td>u</td><td>ሉ</td><td>lu</td></tr><tr><td>3rd</td><td>i</td><td>ሊ</td><td>li</td></tr><tr><td>4th</td><td>a</td><td>ላ</td><td>la</td></tr><tr><td>5th</td><td>e</td><td>ሌ</td><td>le</td></tr><tr><td>6th</td><td>ə or no vowel</td><td>ል</td><td>lə / l</td></tr><tr><td>7th</td><td>o</td><td>ሎ</td><td>lo</td></tr></table>" +
            p(
              "The sixth order does double duty. It writes the short central vowel ə, but it is also used for a consonant with no vowel at all, so ሰላም is read <i>sälam</i> ('peace', the everyday 'hello'), not <i>sälamə</i>. Learners must work out from the word which reading is meant.",
              "Two further difficulties deserve early attention. First, several characters that were distinct in Ge'ez are pronounced identically in Amharic: ሀ, ሐ and ኀ are all read <i>h</i>, ሰ and ሠ are both <i>s</i>, and አ and ዐ both stand for a vowel with a glottal onset. Dictionaries keep the historical spelling, so a word must be learned with its letters. Second, Amharic has ejective consonants, made with a closed glottis and a sharp release, which are written with their own characters: ቀ (q'), ጠ (t'), ጨ (ch'), ጸ (ts') and ጰ (p'). The difference matters, since ጠላ <i>t'älla</i> is home-brewed beer. Finally, doubled consonants are not marked in the script, so ገና can be <i>gäna</i> ('still') or <i>gänna</i> ('Christmas').",
            ),
        },
      },
      {
        title: "Greetings and Polite Address",
        description:
          "Why does an Ethiopian greeting take so long? We practise the morning and everyday exchanges and the respectful pronoun used for elders and strangers.",
        lesson: {
          title: "Saying hello properly",
          html:
            p(
              "Greetings in Ethiopia are unhurried, and a brief 'hi' can seem rude. Between acquaintances the exchange usually runs through health, family and thanks before any business begins. The simplest greeting is ሰላም <i>sälam</i>, 'peace'. A more formal one is ጤና ይስጥልኝ <i>t'ena yist'illiñ</i>, literally 'may (God) give you health for me'. In the morning people ask እንደምን አደርክ <i>əndämən addärk</i>, 'how did you pass the night?', to a man, and እንደምን አደርሽ <i>əndämən addärsh</i> to a woman.",
              "That gender difference runs through the language. In the second person singular, Amharic distinguishes 'you' addressed to a man, to a woman, and to a person one respects. The respectful form is used for elders, officials, teachers and strangers of standing, and the verb agrees with it:",
            ) +
            "<ul><li>አንተ <i>antä</i>, 'you' (man): እንዴት ነህ? <i>əndet näh?</i> 'How are you?'</li><li>አንቺ <i>anči</i>, 'you' (woman): እንዴት ነሽ? <i>əndet näsh?</i></li><li>እርስዎ <i>ərswo</i>, 'you' (respectful): እንዴት ነዎት? <i>əndet näwot?</i></li><li>እሳቸው <i>əssaččäw</i>, 'he' or 'she' (respectful), used when speaking about a respected person</li></ul>" +
            p(
              "The standard answer is ደህና ነኝ <i>dähna näñ</i>, 'I am well', often followed by እግዚአብሔር ይመስገን <i>əgziabəher yəmmäsgän</i>, 'thanks be to God', which Christians and many others use as a set phrase. 'Thank you' is አመሰግናለሁ <i>amäsäggənallähu</i>, and 'goodbye' is ደህና ሁን <i>dähna hun</i> to a man or ደህና ሁኚ <i>dähna huñi</i> to a woman.",
              "Non-verbal conventions matter as much as words. Friends of the same sex commonly shake hands and touch right shoulders, or kiss on alternate cheeks several times after an absence; younger people may bow slightly to elders. A learner who uses the respectful pronoun with an older stranger, and asks after his family before asking the way, will be answered warmly.",
            ),
        },
      },
      {
        title: "Nouns That Show Who Owns Them",
        description:
          "In the third module we attach possessive suffixes to nouns, from 'my house' to 'their house', and meet the definite article that shares a form with 'his'.",
        lesson: {
          title: "Possessive suffixes and the definite article",
          html:
            p(
              "Amharic has no separate words for 'my', 'your' or 'their'. Instead, a suffix is attached to the end of the noun. With ቤት <i>bet</i>, 'house', which ends in a consonant, the set is as follows:",
            ) +
            "<table><tr><th>Meaning</th><th>Amharic</th><th>Suffix</th></tr><tr><td>my house</td><td>ቤቴ <i>bete</i></td><td>-e</td></tr><tr><td>your house (man)</td><td>ቤትህ <i>betəh</i></td><td>-(ə)h</td></tr><tr><td>your house (woman)</td><td>ቤትሽ <i>betəsh</i></td><td>-(ə)sh</td></tr><tr><td>your house (respectful)</td><td>ቤትዎ <i>betwo</i></td><td>-wo</td></tr><tr><td>his house</td><td>ቤቱ <i>betu</i></td><td>-u</td></tr><tr><td>her house</td><td>ቤቷ <i>betwa</i></td><td>-wa</td></tr><tr><td>our house</td><td>ቤታችን <i>betaččən</i></td><td>-aččən</td></tr><tr><td>your house (plural)</td><td>ቤታችሁ <i>betaččəhu</i></td><td>-aččəhu</td></tr><tr><td>their house</td><td>ቤታቸው <i>betaččäw</i></td><td>-aččäw</td></tr></table>" +
            p(
              "After a noun ending in a vowel the suffixes adjust: ቡና <i>buna</i>, 'coffee', gives ቡናዬ <i>bunaye</i>, 'my coffee', where a <i>y</i> glide separates the two vowels, and ቡናው <i>bunaw</i>, where -u becomes -w.",
              "The suffix -u (or -w after a vowel) has a second job: it is also the definite article for masculine nouns and for most nouns whose gender is not in question. ቤቱ <i>betu</i> therefore means both 'his house' and 'the house', and only context tells the two apart. Feminine nouns, and nouns treated as small or dear, take -wa or -itu instead, so ድመቷ <i>dəmmätwa</i> is 'the cat' when the cat is female. There is no indefinite article; ቤት alone is 'a house' or simply 'house'.",
              "The plural suffix -očč comes before the possessive: ቤቶች <i>betočč</i>, 'houses', and ቤቶቼ <i>betočče</i>, 'my houses'. A useful drill is to take ten everyday nouns, such as ቤት, ቡና, መጽሐፍ <i>mäs'haf</i> ('book') and ስም <i>səm</i> ('name'), and run each through the whole table aloud until the suffixes come without thought.",
            ),
        },
      },
    ],
  },
  {
    slug: "round-willow-baskets-by-hand",
    discipline: "Basket weaving",
    title: "Round Willow Baskets by Hand",
    description:
      "Willow is the traditional English basket material, and here complete novices use it to make a round basket of their own, learning to soak and mellow rods, stake up a slath base, rand and wale the sides, and finish with a trac border and a roped handle.",
    level: "beginner",
    duration: "ten weekly three-hour workshops",
    plantedGap: "handle",
    modules: [
      {
        title: "Preparing the Willow",
        description:
          "Dry willow snaps, so we start with soaking times, mellowing and the few tools a basketmaker needs.",
        lesson: {
          title: "Soaking, mellowing and the basketmaker's kit",
          html:
            p(
              "Most English basket willow is grown on the Somerset Levels from two species, <i>Salix triandra</i>, the almond willow, and <i>Salix viminalis</i>, the common osier. Cut in winter as one-year rods, it is sold in bundles, or bolts, graded by length in feet. Brown willow is simply dried with its bark on. Buff willow has been boiled for several hours before the bark is stripped, so tannin stains the wood a warm tan, while white willow is stripped in spring when the sap is rising and needs no boiling.",
              "Dry willow is brittle and must be soaked before it will bend. A common rule for brown willow is one day in cold water for each foot of length, so four-foot rods need about four days, weighed down so that they stay fully under. Buff and white willow have lost their bark and absorb water quickly; an hour or two is usually enough. Over-soaking makes rods slimy and discoloured, so it is better to err on the short side and test.",
              "Soaking alone is not enough. The rods are then mellowed: wrapped in a damp sheet or blanket and left overnight, so that the moisture spreads evenly through the wood. Mellowed willow feels leathery, and a rod wrapped round the thumb bends without cracking. It stays workable for only a day or two; after that it begins to blacken and go mouldy, so soak only what the week's session will use.",
            ) +
            "<ul><li>a bodkin, a tapered steel spike for opening a gap in the weave</li><li>a sharp knife and strong secateurs (or willow shears) for cutting and trimming</li><li>a rapping iron, a flat heavy bar for beating the weave down</li><li>a weight, such as an old iron, to hold the base steady</li><li>a bucket or spray bottle to keep work damp during a session</li></ul>" +
            p(
              "Each rod has a thick butt end and a thin tip end. Almost every technique in the course depends on adding and working rods in a consistent order, butts with butts and tips with tips, so that the weave stays even.",
            ),
        },
      },
      {
        title: "Building the Slath Base",
        description:
          "Students split, thread and tie in the base sticks, pair-weave a slightly domed base, and insert the stakes that will form the sides.",
        lesson: {
          title: "From six through six to a staked-up base",
          html: p(
            "A round basket begins with the slath, a cross of thick base sticks cut from the butt ends of heavy rods. For a base about 20 cm across, cut twelve sticks slightly longer than the diameter. With a knife, split six of them through the middle for about 3 cm and thread the other six through the slits, so that the two groups cross at right angles. This arrangement is called 'six through six'.",
            "The slath is tied in with a pair of fine rods. Insert the tips of both rods into the split, and weave with them round the four groups of six sticks for two rounds, a technique called pairing: the two rods alternate, each passing in front of one group and behind the next, and the back rod is always brought forward over the front one. After two rounds, open the sticks out into pairs, pair round those for two rounds, then open them into single sticks spaced evenly like the spokes of a wheel.",
            "Pairing then continues until the base reaches its intended size. Join new rods tip to tip, and later butt to butt, laying the new rod beside the old one. Keep pressing the centre upward slightly as you work: a base with a gentle dome, or crown, will sit on its rim rather than rock. Beat each round down so that no gaps show. Finish by trimming the sticks flush with the edge of the weaving.",
            "Next come the stakes, the upright rods that form the framework of the sides. Sharpen the butt of a rod to a long slype with a single cut, and push it with the help of the bodkin deep into the base weave beside one of the stick ends, until every stick end has a stake next to it. Then prick up: run the point of the knife across each stake just beyond the base, so that it bends upward without breaking, and gather the stakes into a hoop at the top to hold them while the sides are begun.",
          ),
        },
      },
      {
        title: "Weaving the Sides and Border",
        description:
          "Upsetting, randing and three-rod waling give the basket its shape and strength; the module closes with a trac border.",
        lesson: {
          title: "Upsett, randing, waling and a trac border",
          html: p(
            "The first few rounds of the sides, the upsett, decide the final shape of the basket, so they are worked firmly with a four-rod wale. Insert four rods, one behind each of four consecutive stakes. Take the left-hand rod in front of three stakes, behind one, and out; then repeat with whichever rod is now on the left. Four-rod waling is thick and strong, and as you work it you set the angle of the stakes, pulling them outward for a flared bowl or keeping them upright for a straight-sided basket.",
            "The main body of the sides is usually randed. Randing uses one rod at a time, passed in front of one stake and behind the next. With an odd number of stakes each round automatically reverses the pattern of the one below; with an even number, two rods must chase each other round, or an extra stake is added. French randing is a quicker variant in which one rod is started behind each stake and all are worked one step in turn, producing an attractive diagonal texture.",
            "Before the border, a band of three-rod waling locks the randing in place and levels the top: each rod in turn, the left-most, goes in front of two stakes and behind one. Check the height all round with a measuring stick and rap the weave down where it rises.",
            "The simplest finish is the trac border, in which the stakes themselves are woven down into a pattern. Re-soak the tops of the stakes if they have dried, and kink each one with the knife about 2 cm above the weave. Then take each stake in turn behind the next stake, in front of the one after, and leave it lying on the outside; the pattern can be varied, for example behind one, in front of two, behind one. When every stake has been worked, trim the ends on the outside so that each rests against a stake, and the basket is complete.",
          ),
        },
      },
    ],
  },
  {
    slug: "mead-making-from-honey-to-bottle",
    discipline: "Mead making",
    title: "Mead Making at Home",
    description:
      "Mead needs nothing more than honey, water and yeast, yet a clean and stable result takes care: this evening class deals with choosing honey, sanitising equipment, staggered nutrient additions, measuring gravity with a hydrometer, and back-sweetening safely.",
    level: "beginner",
    duration: "six evening classes",
    plantedGap: "back-sweetening",
    modules: [
      {
        title: "Honey, Water and a Clean Start",
        description:
          "This session is about the must itself: which honey to buy, how much of it to dissolve, and how to keep wild microbes out.",
        lesson: {
          title: "Choosing honey and mixing the must",
          html:
            p(
              "Honey is roughly 80 per cent sugar, mostly fructose and glucose, and 17 to 18 per cent water, with small amounts of acids, minerals, proteins and aroma compounds. Those aroma compounds are what distinguish one mead from another. A mild wildflower or clover honey gives a clean, neutral drink; orange blossom is floral and popular for first batches; heather honey is strongly flavoured and so thick that it must be stirred before it will pour. Raw, unblended honey from a local beekeeper usually gives more character than supermarket blends.",
              "The mixture of honey and water before fermentation is called the must. Do not boil it: heating drives off the delicate aromas that make honey worth using. Instead, dissolve the honey in warm, not hot, water, then top up with cold water. The amount of honey sets the potential alcohol. As a guide, one kilogram of honey in a total volume of 4.5 litres (one imperial gallon) raises the specific gravity by about 0.065. Thus:",
            ) +
            "<table><tr><th>Honey in 4.5 litres</th><th>Approximate starting gravity</th><th>Style if fermented dry</th></tr><tr><td>1.0 kg</td><td>1.065</td><td>light, about 8–9% alcohol</td></tr><tr><td>1.5 kg</td><td>1.097</td><td>standard, about 12–13%</td></tr><tr><td>2.0 kg</td><td>1.130</td><td>strong, only with a tolerant yeast</td></tr></table>" +
            p(
              "Sanitation matters more than any ingredient. Honey itself resists spoilage, but diluted honey is an excellent food for bacteria and wild yeasts, which can produce vinegar or medicinal off-flavours. Clean every item that will touch the must with an unperfumed detergent, rinse well, then sanitise it. A no-rinse acid sanitiser such as Star San, used at the dilution on the bottle, works in about a minute. Alternatively, a solution of sodium metabisulphite with a little citric acid releases sulphur dioxide; it is effective but should be used in a ventilated space and rinsed off. Fermenters, airlocks, spoons and the hydrometer all need this treatment.",
            ),
        },
      },
      {
        title: "Yeast and Nutrients",
        description:
          "Honey is poor in the nitrogen that yeast needs, so we choose a yeast strain and feed it in stages to avoid a slow or smelly fermentation.",
        lesson: {
          title: "Feeding the yeast in stages",
          html:
            p(
              "Grape juice contains plenty of the nitrogen and vitamins that yeast needs to multiply, but honey contains very little. An unfed mead may take months to ferment, stall with sugar left, or smell of rotten eggs as stressed yeast releases hydrogen sulphide. Modern meadmakers therefore add yeast nutrient, and they add it in stages rather than all at once.",
              "Choose a wine yeast suited to the style. Lalvin 71B is popular for fruity, lower-alcohol meads; D47 gives a rounded result but produces harsh fusel alcohols if it ferments above about 20 °C; EC-1118 tolerates up to about 18 per cent alcohol and is useful for strong musts. Rehydrate dried yeast in warm water, ideally with a rehydration nutrient such as Go-Ferm, for 15 to 20 minutes before pitching it into a must at room temperature.",
              "The technique known as staggered nutrient additions divides the total nutrient into several doses. The total depends on the yeast's nitrogen needs and the starting gravity, and online calculators will work it out, but a typical schedule for a 4.5-litre batch is:",
            ) +
            "<ul><li>first dose 24 hours after pitching, once fermentation is visible</li><li>second dose at 48 hours</li><li>third dose at 72 hours</li><li>fourth and last dose when one third of the sugar has been consumed (the '1/3 sugar break'), for a 1.100 must at about 1.066</li></ul>" +
            p(
              "Organic nutrients such as Fermaid O are preferred by many because they are gentler than diammonium phosphate and cannot be over-used so easily. No nutrient should be added after the one-third sugar break, because yeast can no longer take it up and it is left for spoilage organisms.",
              "Before each addition, stir or swirl the fermenter to release dissolved carbon dioxide, which otherwise stresses the yeast; add the nutrient slowly, because it makes the must foam up. Keep the fermenter at a steady 16 to 20 °C. A well-fed mead made this way is usually finished within three or four weeks.",
            ),
        },
      },
      {
        title: "Reading the Hydrometer",
        description:
          "How do you know the yeast has finished? Here we take gravity readings, work out the strength of the mead, and rack and bottle it.",
        lesson: {
          title: "Specific gravity, alcohol and racking",
          html:
            p(
              "A hydrometer is a weighted glass float with a graduated stem. It sinks further in a less dense liquid, so the level at which it floats shows the specific gravity (SG): the density of the liquid relative to pure water. Water reads 1.000; a must rich in dissolved sugar may read 1.100; as yeast converts sugar into alcohol, which is less dense than water, the reading falls. A dry mead often finishes near 0.995 to 1.000.",
              "To take a reading, draw a sample with a sanitised wine thief into the trial jar, float the hydrometer, spin it to dislodge bubbles, and read the scale at the bottom of the curved liquid surface with your eye level with it. Most hydrometers are calibrated at 20 °C; a sample much warmer or colder than that needs a small correction from the table supplied with the instrument. Never return a sample to the fermenter.",
              "The original gravity (OG), taken before pitching, and the final gravity (FG) give the alcohol by volume from a widely used approximation:",
            ) +
            "<table><tr><th>Formula</th><th>Worked example</th></tr><tr><td>ABV ≈ (OG − FG) × 131.25</td><td>OG 1.100, FG 1.000: 0.100 × 131.25 = 13.1%</td></tr><tr><td></td><td>OG 1.070, FG 1.010: 0.060 × 131.25 = 7.9%</td></tr></table>" +
            p(
              "Fermentation is complete only when the gravity stays the same on three readings taken a few days apart. Bubbling in the airlock is not a reliable guide, since gas can escape long after the yeast has stopped.",
              "Once the gravity is stable, rack the mead: siphon it off the sediment of dead yeast, called the lees, into a clean, sanitised vessel, leaving as little headspace as possible to limit oxidation. It will continue to clear over weeks or months, and a second racking may be needed. Mead improves greatly with age, and most show their best after six months to a year. Bottle only a fully clear, stable mead, using sanitised bottles and new corks or caps, and store the bottles cool and dark.",
            ),
        },
      },
    ],
  },
  {
    slug: "cold-process-soap-making-weekend",
    discipline: "Soap making",
    title: "Cold-Process Soap Making",
    description:
      "Safe handling of sodium hydroxide comes first in this weekend course; participants then calculate a recipe from saponification values with a superfat, make cold-process bars to trace, learn how long to cure them, and colour them with natural clays.",
    level: "beginner",
    duration: "two days",
    plantedGap: "clay",
    modules: [
      {
        title: "Working Safely with Lye",
        description:
          "Sodium hydroxide can blind and burn, so before any soap is made we agree on protective equipment, containers and the correct mixing order.",
        lesson: {
          title: "Sodium hydroxide without accidents",
          html:
            p(
              "All true soap is made by reacting fats with a strong alkali, and for solid bars that alkali is sodium hydroxide, NaOH, commonly called lye or caustic soda. It is sold as white pellets or flakes. Sodium hydroxide is corrosive: it breaks down the proteins and fats of skin and eyes, and a splash in the eye can cause permanent damage within seconds. It is also hygroscopic, pulling water from the air, so the container must be closed at once after weighing.",
              "Dissolving lye in water releases a great deal of heat, and a strong solution can exceed 90 °C within a minute. It also gives off a caustic vapour for the first few minutes. The mixing order is therefore fixed: always add the lye to the water, never the water to the lye, because a small amount of water poured onto a heap of pellets can boil violently and spit. Stir gently with a stainless steel or heat-resistant plastic spoon until the solution turns clear, and let it cool.",
            ) +
            "<ul><li>splash-proof goggles, not ordinary glasses</li><li>nitrile or rubber gloves, long sleeves and closed shoes</li><li>good ventilation, or mixing outdoors, with face turned away from the vapour</li><li>containers of stainless steel or polypropylene (recycling code 5); never aluminium, which reacts with lye and releases hydrogen, and never thin glass, which may crack</li><li>distilled water, since minerals in tap water can cause spots and discoloration</li><li>children and pets out of the room, and the lye jug labelled</li></ul>" +
            p(
              "If lye or fresh soap batter touches the skin, rinse it immediately under running water for at least 15 minutes. Vinegar is sometimes recommended to 'neutralise' it, but the reaction itself produces heat, and first-aid guidance is to use plenty of water instead. For any eye contact, irrigate continuously and seek medical help.",
              "Finally, treat the finished batter as caustic too. Saponification takes a day or more to complete, so raw soap, tools and moulds should be handled with gloves until then.",
            ),
        },
      },
      {
        title: "Calculating a Recipe",
        description:
          "Participants learn to turn a list of oils into a precise weight of lye and water using saponification values and a superfat.",
        lesson: {
          title: "SAP values, superfat and water",
          html:
            p(
              "Each oil needs a particular amount of sodium hydroxide to turn completely into soap. That amount is its saponification value, or SAP value, usually given for soapmakers as grams of NaOH per gram of oil. Oils rich in short fatty acid chains, like coconut oil, need more lye than those with long chains, like olive oil.",
            ) +
            "<table><tr><th>Oil</th><th>NaOH SAP value</th><th>Contribution to the bar</th></tr><tr><td>Olive oil</td><td>0.135</td><td>mild, conditioning, slow to harden</td></tr><tr><td>Coconut oil</td><td>0.183</td><td>hard bar, big bubbly lather, drying in excess</td></tr><tr><td>Shea butter</td><td>0.128</td><td>hardness and creamy lather</td></tr><tr><td>Castor oil</td><td>0.128</td><td>stable lather, used at 5–10%</td></tr></table>" +
            p(
              "Consider a 1 kg batch of 500 g olive oil, 300 g coconut oil and 200 g shea butter. The lye needed to saponify every gram of oil is 500 × 0.135 + 300 × 0.183 + 200 × 0.128 = 67.5 + 54.9 + 25.6 = 148.0 g.",
              "Soapmakers never use that full amount. Values for natural oils vary from batch to batch, and a bar with unreacted lye would irritate the skin. Instead the lye is reduced so that a small proportion of oil remains free in the finished bar; this is the superfat, or lye discount. A superfat of 5 per cent is a common starting point: 148.0 × 0.95 = 140.6 g of NaOH.",
              "Water dissolves the lye and keeps the batter fluid, and most of it later evaporates. A lye concentration of about 33 per cent, meaning lye makes up a third of the lye solution by weight, suits most recipes. The water is then 140.6 × (0.67 / 0.33), or about 285 g. Less water makes soap that traces and hardens faster, but is harder to handle; more water risks soft bars and a longer cure.",
              "Online soap calculators do this arithmetic, but it is worth doing by hand once, so that you can spot a mistyped figure. Always weigh in grams on a digital scale; volume measures are not accurate enough.",
            ),
        },
      },
      {
        title: "Trace, Moulding and Curing",
        description:
          "On the second day the oils and lye solution are blended to trace, poured and insulated, then cut and set aside to cure for several weeks.",
        lesson: {
          title: "From stick blender to curing rack",
          html: p(
            "Melt the solid fats gently, add the liquid oils, and let both the oils and the lye solution cool to roughly the same temperature, somewhere between 35 and 45 °C. Pour the lye solution slowly into the oils, down the shaft of a stick blender held below the surface to avoid splashing and air bubbles. Alternate short bursts of blending with stirring.",
            "The mixture thickens as saponification begins and the oil and water phases emulsify. Trace is reached when a drizzle of batter leaves a visible trail on the surface before sinking back. At light trace, the consistency of thin custard, the batter is still fluid enough to pour intricate swirls; at medium trace it resembles pudding; at thick trace it holds peaks. Beware of false trace, when cool, hard butters begin to solidify and thicken the mix without any real emulsion; it thins again if warmed. Fragrance oils and essential oils are stirred in at light trace, since some of them accelerate thickening.",
            "Pour the batter into a mould lined with baking paper, or a silicone mould, tap it to release air and cover it. Insulating it with a towel encourages gel phase, when the soap heats itself and turns translucent for a few hours, giving brighter colours; leaving it uncovered in a cool room avoids gel. Either is fine. White powdery soda ash can form on the surface where the batter met air; it is harmless and can be planed or steamed off.",
            "After 24 to 48 hours, unmould the loaf and cut it into bars with a straight or crinkle cutter. The soap is safe to use within days, as saponification is complete after about 48 hours, but it is not yet good soap. Stand the bars on a rack with air circulating around them for four to six weeks. During this cure water evaporates and the crystal structure of the soap matures, so the bars become harder, milder and longer lasting. A finished bar typically has a pH of about 9 to 10, which can be checked with indicator strips.",
          ),
        },
      },
    ],
  },
  {
    slug: "spiders-and-their-kin",
    discipline: "Arachnology",
    title: "Spiders and Their Kin",
    description:
      "What makes a spider a spider, and how is it told apart from a harvestman or a mite? Beginning naturalists meet the arachnid body plan, silk and the webs built from it, the commoner spider families of houses and gardens, and the facts about spider venom.",
    level: "beginner",
    duration: "eight weeks, with two field mornings",
    plantedGap: "venom",
    modules: [
      {
        title: "The Arachnid Body Plan",
        description:
          "Eight legs is only the start: this module sets out the body regions and appendages that define arachnids and separate the main orders.",
        lesson: {
          title: "Two body parts, eight legs, no antennae",
          html:
            p(
              "Spiders belong to the class Arachnida, within the Chelicerata, one of the great divisions of the arthropods. Like insects and crustaceans they have a jointed exoskeleton that must be moulted for the animal to grow, but their body is organised differently. An arachnid has two main body regions: the prosoma, or cephalothorax, which carries the eyes, mouthparts and legs, and the opisthosoma, or abdomen, which contains most of the digestive, respiratory and reproductive organs.",
              "The prosoma bears six pairs of appendages. The first pair are the chelicerae, the mouthparts, which in spiders end in fangs. The second pair are the pedipalps, leg-like feelers which in adult male spiders are swollen into complex organs for transferring sperm. The remaining four pairs are walking legs. Arachnids never have antennae or wings, and they usually have simple eyes rather than compound ones; most spiders have eight.",
              "The order Araneae, the spiders, with more than 50,000 described species, is defined by a combination of features: a narrow waist, the pedicel, between prosoma and abdomen; silk-spinning spinnerets at the rear of the abdomen; and the modified male palps. Other common orders are easily confused with them:",
            ) +
            "<ul><li>Opiliones (harvestmen): body appears as a single oval piece with no waist, only two eyes on a central turret, very long fragile legs, no silk</li><li>Acari (mites and ticks): usually tiny, body fused into one unit, mouthparts on a small projecting head-like capitulum</li><li>Pseudoscorpiones: a few millimetres long, with large pincer-like pedipalps but no tail</li><li>Scorpiones: pincers and a segmented tail ending in a sting; absent from the wild in Britain except for a small introduced colony</li></ul>" +
            p(
              "When you find a small eight-legged animal, then, look first for the waist and the spinnerets. A pinched waist and silk mean a spider; a single smooth body on stilt-like legs means a harvestman, however much it resembles the 'daddy-long-legs' spiders found in houses.",
            ),
        },
      },
      {
        title: "Silk and Webs",
        description:
          "We look at the several kinds of silk a spider makes and at the orb, sheet, funnel and tangle webs that different families build.",
        lesson: {
          title: "Seven silks and four kinds of web",
          html:
            p(
              "All spiders produce silk, although not all use it to build webs. Silk is a protein, stored as a liquid in glands in the abdomen and drawn out through the spigots of the spinnerets, where it solidifies as it is stretched. An orb-weaving spider such as the garden spider, <i>Araneus diadematus</i>, has up to seven kinds of silk gland, each making a thread with its own properties:",
            ) +
            "<ul><li>major ampullate: the dragline and web frame, extremely strong</li><li>minor ampullate: temporary scaffolding while building</li><li>flagelliform: the stretchy core of the capture spiral</li><li>aggregate: the sticky glue coating that spiral</li><li>aciniform: wrapping prey and lining sperm webs</li><li>tubuliform: the egg sac</li><li>piriform: cement discs that attach lines to surfaces</li></ul>" +
            p(
              "Dragline silk has a tensile strength of roughly 1 gigapascal, comparable to high-grade steel, while stretching by about a third before breaking. Weight for weight it absorbs more energy than Kevlar, which is why engineers have long tried to copy it.",
              "Web architecture follows family. Orb webs, with radial threads and a sticky spiral, are built by the Araneidae and a few related families; many are rebuilt every day, and the spider often eats the old silk to recycle its protein. The Linyphiidae, or money spiders, spin horizontal sheet webs, often seen covered in dew on autumn grass, and hang beneath them. House spiders of the family Agelenidae build a flat sheet that leads back into a funnel retreat, from which they rush out when prey lands. The Theridiidae make irregular tangle webs, or cobwebs, with sticky gumfoot lines running to the ground.",
              "Many spiders build no capture web at all. Wolf spiders (Lycosidae) chase prey on the ground, jumping spiders (Salticidae) stalk it by sight, and crab spiders (Thomisidae) wait in flowers. Yet they still use silk: for a safety dragline when leaping, for egg sacs, and for the silk threads on which young spiderlings balloon away on the wind.",
            ),
        },
      },
      {
        title: "Families of Houses and Gardens",
        description:
          "Learners practise recognising seven common families in the field by eye pattern, posture and behaviour.",
        lesson: {
          title: "Naming the spiders you will meet",
          html:
            p(
              "Britain has about 670 spider species, and a beginner cannot learn them all. Learning to place a spider in its family is a far more achievable first goal, and it can often be done with a hand lens in the field. The arrangement of the eyes, the posture of the legs and the spider's behaviour are the most useful clues.",
            ) +
            "<table><tr><th>Family</th><th>Common example</th><th>Field characters</th></tr><tr><td>Salticidae (jumping spiders)</td><td>zebra spider, <i>Salticus scenicus</i></td><td>two huge forward-facing eyes; moves in short jumps on sunny walls</td></tr><tr><td>Lycosidae (wolf spiders)</td><td><i>Pardosa</i> species</td><td>eyes in three rows (4-2-2); female drags egg sac from her spinnerets and later carries young on her back</td></tr><tr><td>Pholcidae (cellar spiders)</td><td><i>Pholcus phalangioides</i></td><td>very long thin legs, small body; vibrates rapidly in its web when disturbed</td></tr><tr><td>Agelenidae (house spiders)</td><td><i>Eratigena</i> species</td><td>large, fast, hairy; males wander indoors in late summer and autumn</td></tr><tr><td>Araneidae (orb weavers)</td><td>garden spider, <i>Araneus diadematus</i></td><td>round abdomen with a white cross; sits head-down in the centre of an orb web</td></tr><tr><td>Thomisidae (crab spiders)</td><td><i>Misumena vatia</i></td><td>front two leg pairs longer, held sideways; can turn white or yellow to match a flower</td></tr><tr><td>Linyphiidae (money spiders)</td><td>many genera</td><td>mostly under 3 mm; sheet webs; the largest family in Britain with about 280 species</td></tr></table>" +
            p(
              "Identification to species is harder. In many families, the only reliable characters are the shape of the male palp and of the female's genital plate, the epigyne, which must be examined under a microscope. Naturalists therefore photograph a spider from above and from the side, note the habitat and date, and, when a species record is important, collect a specimen for expert checking. The British Arachnological Society runs a recording scheme to which verified records can be submitted.",
              "Collecting should be kept to a minimum. Most spiders can be caught gently in a small tube or pooter, examined, photographed and released where they were found.",
            ),
        },
      },
    ],
  },
];
