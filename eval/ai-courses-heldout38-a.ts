/** Thirty-eighth held-out evaluation courses, beginner level (Estonian to rug hooking); see ai-courses-heldout38.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT38_A: EvalCourse[] = [
  {
    slug: "estonian-for-absolute-beginners",
    discipline: "Estonian language",
    title: "Estonian for Absolute Beginners",
    description:
      "Estonian has fourteen noun cases yet no grammatical gender and no future tense. This one-semester class starts with its spelling and its three degrees of sound length, then moves on to greetings and introductions, the present tense of verbs, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds, Spelling and Length",
        description:
          "Estonian spelling is close to phonetic, so once the vowels, the letters õ, ä, ö and ü and the three quantities are learned, almost any word can be read aloud.",
        lesson: {
          title: "Reading Estonian aloud: vowels and the three quantities",
          html:
            p(
              "Estonian is written in the Latin alphabet with a handful of additions, and it is spelled very nearly as it is pronounced. Stress falls on the first syllable of every native word, without exception, which makes the rhythm of the language easy to find: <i>Tallinn</i>, <i>raamat</i> ('book'), <i>ülikool</i> ('university') are all stressed at the start. The letters c, f, q, š, w, x, y, z and ž appear only in loanwords and names.",
              "The vowels are a, e, i, o, u and four further letters that learners must keep apart:",
            ) +
            "<ul><li><b>õ</b>: an unrounded mid back vowel, close to the vowel of Russian ы, made by saying o without rounding the lips (<i>õun</i>, 'apple')</li><li><b>ä</b>: an open front vowel, as in English 'cat' (<i>ära</i>, 'don't')</li><li><b>ö</b>: a rounded e, as in German <i>schön</i> (<i>öö</i>, 'night')</li><li><b>ü</b>: a rounded i, as in German <i>über</i> (<i>üks</i>, 'one')</li></ul>" +
            p(
              "The feature that most sets Estonian apart is quantity. Vowels and consonants can be short, long or overlong, and the difference changes meaning. Spelling shows only two of the three degrees: a single letter is short, a double letter is long or overlong. <i>Sada</i> ('hundred') has a short vowel; <i>saada</i> ('send!') has a long one; <i>saada</i> with the sense 'to get' is overlong, pronounced with a longer, level first syllable and a shorter second one. Plosives follow a parallel pattern: g, b and d are short voiceless sounds, k, p and t are long, and kk, pp and tt are overlong, so <i>kabi</i> ('hoof'), <i>kapi</i> ('of the cupboard') and <i>kappi</i> ('into the cupboard') form a graded series.",
              "Beginners should not panic about the third degree. Listeners tolerate a foreign accent, and context resolves most pairs. The habits worth building from the first week are stressing the first syllable, holding double letters audibly longer than single ones, and never reducing unstressed vowels to the English 'uh' sound: the final a of <i>maja</i> ('house') is a full a.",
            ),
        },
      },
      {
        title: "Greetings and Introductions",
        description: "Saying hello, giving your name and asking someone else's.",
        lesson: {
          title: "Tere! Mina olen ...",
          html: p(
            "The all-purpose Estonian greeting is <i>tere</i>, 'hello', suitable for shop assistants, colleagues and friends alike. Time-specific forms are <i>tere hommikust</i> ('good morning'), <i>tere päevast</i> ('good day') and <i>tere õhtust</i> ('good evening'); among friends <i>tsau</i> or <i>tervist</i> are common. Leaving, one says <i>head aega</i>, literally 'good time', or <i>nägemist</i>, 'see you'. <i>Aitäh</i> means 'thank you', and the reply is <i>palun</i>, which also serves as 'please' and 'here you are'.",
            "To introduce yourself you use the verb <i>olema</i>, 'to be'. The personal pronouns have a long and a short form: <i>mina/ma</i> 'I', <i>sina/sa</i> 'you' (singular, informal), <i>tema/ta</i> 'he, she', <i>meie/me</i> 'we', <i>teie/te</i> 'you' (plural or polite) and <i>nemad/nad</i> 'they'. The long forms carry emphasis or contrast; the short ones are normal in running speech. Estonian has no gender, so <i>ta</i> covers both 'he' and 'she'. A typical exchange runs:",
            "<i>Tere! Mina olen Kadri. Kes sina oled?</i> ('Hello! I'm Kadri. Who are you?') — <i>Mina olen Mark. Ma olen Inglismaalt.</i> ('I'm Mark. I'm from England.') — <i>Väga meeldiv!</i> ('Very pleasant', that is, 'Nice to meet you.')",
            "Two further patterns appear constantly. To ask a name you say <i>Mis su nimi on?</i>, 'What is your name?', and answer <i>Minu nimi on Mark</i>. To ask how someone is you say <i>Kuidas läheb?</i>, 'How is it going?', to which the usual replies are <i>hästi</i> ('well'), <i>normaalselt</i> ('fine') or, honestly, <i>nii ja naa</i> ('so-so'). Polite address uses <i>teie</i> with a plural verb, as in French: <i>Kuidas teil läheb?</i> Estonians shift to <i>sina</i> fairly quickly among colleagues, but with older strangers and in formal letters <i>teie</i> remains the safe choice. Notice, finally, that the copula <i>on</i> is the same for 'is' and 'are' in the third person: <i>ta on</i>, <i>nad on</i>.",
          ),
        },
      },
      {
        title: "Verbs in the Present",
        description:
          "Which ending goes with which person? We set out the six present-tense endings, the negative with ei, and the two dictionary forms every verb is listed by.",
        lesson: {
          title: "Personal endings and the negative",
          html:
            p(
              "Estonian verbs are listed in dictionaries under two infinitives: the ma-infinitive (<i>lugema</i>, 'to read') and the da-infinitive (<i>lugeda</i>). The present tense is built on a stem, usually visible in the ma-infinitive with -ma removed, to which six personal endings are added. These endings are completely regular across nearly all verbs, which makes the present tense the easiest part of Estonian grammar.",
            ) +
            "<table><tr><th>Person</th><th>Ending</th><th>elama 'to live'</th><th>lugema 'to read'</th></tr><tr><td>ma</td><td>-n</td><td>elan</td><td>loen</td></tr><tr><td>sa</td><td>-d</td><td>elad</td><td>loed</td></tr><tr><td>ta</td><td>-b</td><td>elab</td><td>loeb</td></tr><tr><td>me</td><td>-me</td><td>elame</td><td>loeme</td></tr><tr><td>te</td><td>-te</td><td>elate</td><td>loete</td></tr><tr><td>nad</td><td>-vad</td><td>elavad</td><td>loevad</td></tr></table>" +
            p(
              "The column for <i>lugema</i> shows consonant gradation, the alternation between a strong and a weak grade of the stem. In <i>lugema</i> the g disappears in the present stem <i>loe-</i>, and the u becomes o. Gradation cannot be predicted perfectly from the infinitive, which is why learners memorise a second form: the first-person singular present (<i>loen</i>) reveals the present stem at once.",
              "The negative is pleasingly simple. Estonian places the unchanging particle <i>ei</i> before the bare present stem, with no personal ending at all: <i>ma ei loe</i>, 'I don't read'; <i>nad ei ela siin</i>, 'they don't live here'. The present tense also covers future meaning, since the language has no separate future tense: <i>Homme ma loen raamatut</i> means 'Tomorrow I will read a book'. A question is formed with the particle <i>kas</i> at the start, leaving word order unchanged: <i>Kas sa elad Tartus?</i>, 'Do you live in Tartu?' — <i>Jah, elan</i>, or <i>Ei, ma ei ela</i>.",
            ),
        },
      },
    ],
  },
  {
    slug: "carving-a-wooden-spoon-from-green-wood",
    discipline: "Spoon carving",
    title: "Carving a Wooden Spoon from Green Wood",
    description:
      "Over two weekends each participant turns a freshly cut branch into an eating spoon, learning which green woods carve well, how to split and axe out a blank, the safe knife grips of the Swedish sloyd tradition, sharpening an axe and knife, and oiling the finished spoon.",
    level: "beginner",
    duration: "two weekends (four days)",
    plantedGap: "sharpening",
    modules: [
      {
        title: "Choosing and Splitting Green Wood",
        description:
          "Good spoons start with good wood, so we compare the species worth carving and split a log along its grain.",
        lesson: {
          title: "Species, grain and the split billet",
          html: p(
            "Spoon carvers work green wood, that is, wood freshly felled and still full of sap. Green wood holds perhaps 40 to 100 per cent of its dry weight in water, and that moisture makes it soft enough to cut with hand tools and far less likely to split under the knife than seasoned timber. The drawback is that it shrinks as it dries, so a spoon is carved slightly thicker than its final form and left to dry slowly before finishing.",
            "The best spoon woods are close-grained, diffuse-porous hardwoods without strong taste or smell. Birch is the traditional choice in Scandinavia; cherry, apple, plum, sycamore, alder and lime (basswood) are all excellent; hazel and willow carve easily but are less hard-wearing. Oak is avoided because its open pores harbour food and its tannins taste bitter, and most conifers are resinous. Poisonous species such as yew and laburnum are never used for eating utensils.",
            "The log should be about the length of the spoon plus a little, ideally 10 to 15 centimetres in diameter and free of knots in the section you will use. The pith at the centre is a weak point from which drying cracks radiate, so the first step is to split the log through the pith with an axe or a froe, driven with a wooden club rather than a steel hammer. Splitting, unlike sawing, follows the fibres, so each half has continuous grain along its length, which is what gives a spoon handle its strength.",
            "Look now at the split face. The spoon will be laid out with its bowl on this flat, near the bark side, and with its handle running parallel to the grain. Where a branch naturally curves, a 'crook', carvers use the bend to give the handle a strong sweep, because the fibres follow the curve rather than running out across the neck. Mark the centre line and the outline of bowl and handle in pencil before any axe work begins.",
          ),
        },
      },
      {
        title: "Axing Out the Blank",
        description:
          "Most of the waste comes off with the axe, and this session teaches how to remove it accurately and without risk to the hands.",
        lesson: {
          title: "Safe axe work on the chopping block",
          html:
            p(
              "A small carving axe of 0.5 to 0.8 kilograms, used on a solid chopping block at about knee height, removes wood far faster than any knife. The aim is to reduce the split half-log to a 'blank' that already shows the spoon's profile from above and from the side, leaving perhaps 3 to 5 millimetres of wood to be taken off with the knife.",
              "Safety in axe work comes from geometry rather than care alone. The following rules are taught before anyone lifts an axe:",
            ) +
            "<ul><li>Work on the far half of the block, so a glancing blow lands in the wood, not in your shin.</li><li>Keep the hand that holds the workpiece above the axe's cutting zone at all times; the blade never travels towards it.</li><li>Chop with short, controlled strokes from the elbow, letting the weight of the axe do the work.</li><li>Stand with feet apart and the block between you and the blade's path.</li></ul>" +
            p(
              "Start with the top view. Stand the half-log on end and make a series of stop cuts across the grain at the neck, where the handle meets the bowl; then chop downwards along the grain to remove waste from either side of the handle, and the fibres will break off at the stop cuts. Turn the piece and repeat for the other side. Next comes the side profile: the back of the bowl is rounded off and the handle thinned to roughly 15 millimetres, again by stop cuts and downward chops. Always chop with the grain, towards the end of the piece, so that splits run out harmlessly rather than diving into the bowl.",
              "A finished blank should be symmetrical by eye, of even thickness, and a little oversize everywhere.",
            ),
        },
      },
      {
        title: "Knife Grips and the Oiled Finish",
        description:
          "Here the spoon takes its final shape under the straight knife and the hook knife before it is dried and oiled.",
        lesson: {
          title: "Five grips and a food-safe finish",
          html: p(
            "The straight sloyd knife, with a blade of about 8 centimetres and a single flat bevel, does most of the shaping, and a handful of grips taught by Swedish carvers such as Wille Sundqvist make the cuts both controllable and safe. In the <i>forehand grip</i> the knife is held like a hammer and pushed away from the body, the wrist locked, with the spoon braced against the knee. The <i>chest lever grip</i> is for fine shaving: the knife is held edge outwards at the chest, the spoon in the other hand, and both are drawn apart by opening the shoulder blades, so neither hand moves towards the other. In the <i>thumb push</i> the thumb of the spoon hand presses on the back of the blade for short, precise cuts at the neck. The <i>pull stroke</i> or paring cut draws the knife towards the thumb of the same hand, which is protected because the thumb sits below the line of the cut.",
            "The bowl is hollowed with a hook knife, a curved blade that scoops across the grain. Cut from the rim towards the centre on each side, because cutting uphill from the centre lifts the fibres and tears them. The bowl wall should end about 3 to 4 millimetres thick, and the rim a little less.",
            "A spoon finished straight from the knife, with clean facets rather than sanded surfaces, sheds water better and shows the carver's work. Let it dry slowly for a week, away from radiators, in a paper bag so that the outside does not dry faster than the inside and crack. Then flood it with a drying oil: raw linseed or food-grade pure tung oil polymerises into a hard, water-resistant film, while olive and sunflower oils do not dry and can turn rancid. Wipe off the excess after an hour, spread oily rags flat to dry outdoors, since crumpled ones can self-ignite, and let the spoon cure for a few days before use.",
          ),
        },
      },
    ],
  },
  {
    slug: "saving-seed-from-the-vegetable-garden",
    discipline: "Seed saving",
    title: "Saving Seed from the Vegetable Garden",
    description:
      "Seed from your own plot costs nothing and adapts year by year to your soil. Gardeners with a season's growing behind them learn here how flowers are pollinated, how far apart varieties must be kept, how to clean wet and dry seed, how to store it, and how to run germination tests before sowing.",
    level: "beginner",
    duration: "six evening sessions and one field visit",
    plantedGap: "germination tests",
    modules: [
      {
        title: "Pollination and Isolation",
        description:
          "Whether a variety will come true from seed depends on how its flowers are pollinated, and this module sorts the common vegetables into selfers and crossers.",
        lesson: {
          title: "Selfers, crossers and the distances between them",
          html:
            p(
              "A saved seed is the product of a mother plant and a father whose pollen reached its flower. If that pollen came from the same plant, or from another of the same variety, the seed will grow into plants like its parents: the variety 'comes true'. If pollen arrived from a different variety of the same species, the offspring will be an unpredictable cross. Seed saving therefore begins by asking how each crop is pollinated.",
              "Self-pollinating crops, such as tomatoes, peas, French beans and lettuce, have perfect flowers that usually fertilise themselves before or just as they open. Crossing is rare, so modest separation is enough. Outcrossing crops depend on insects or wind to move pollen between plants: squashes and cucumbers have separate male and female flowers visited by bees, sweetcorn sheds wind-borne pollen from its tassels, and brassicas such as kale and cabbage are self-incompatible, so they must be fertilised by another plant. These crops need far greater distance, or physical barriers, to stay pure.",
            ) +
            "<table><tr><th>Crop</th><th>Pollination</th><th>Typical isolation for home use</th></tr><tr><td>Lettuce</td><td>self</td><td>2–3 m</td></tr><tr><td>Tomato (modern varieties)</td><td>self</td><td>3 m</td></tr><tr><td>Pea, French bean</td><td>self</td><td>3–5 m</td></tr><tr><td>Runner bean</td><td>insect</td><td>up to 500 m</td></tr><tr><td>Squash, courgette</td><td>insect</td><td>800 m or hand-pollinate</td></tr><tr><td>Sweetcorn</td><td>wind</td><td>200–500 m or stagger sowing</td></tr><tr><td>Brassicas</td><td>insect</td><td>500–1000 m or cage</td></tr></table>" +
            p(
              "Where distance is impossible, gardeners isolate in time or by hand. Two sweetcorn varieties sown four weeks apart will not shed pollen together. A squash flower can be taped shut the evening before it opens, pollinated by hand the next morning with a male flower of the same variety, and taped again and labelled. Population size matters too: outcrossing crops lose vigour if seed comes from only a few plants, so save from at least 20 cabbages or 100 maize plants where you can.",
            ),
        },
      },
      {
        title: "Harvesting and Cleaning Seed",
        description: "Dry seed is threshed and winnowed; wet seed is scooped, fermented and rinsed. We practise both.",
        lesson: {
          title: "Dry-seeded and wet-seeded crops",
          html: p(
            "Seeds reach maturity in one of two ways. In dry-seeded crops, such as beans, peas, lettuce, onions, carrots and brassicas, the seed ripens and dries on the plant inside a pod, capsule or seed head. In wet-seeded crops, such as tomatoes, cucumbers, squash, melons and peppers, the seed matures inside a fleshy fruit, and the fruit must usually be left beyond its eating stage to ripen the seed fully: a cucumber for seed is harvested yellow and fat, several weeks after it would have been picked for salad.",
            "Dry seed is harvested when most pods or heads have turned brown and papery. If autumn weather threatens, whole plants can be pulled and hung upside down in an airy shed to finish. Threshing separates seed from pods: small quantities are rubbed between the hands or trodden in a sack; beans and peas are simply shelled. Winnowing removes the chaff by pouring the threshed material from one bowl to another in a light breeze or in front of a fan, so that the lighter debris blows away. Sieves of different mesh sizes finish the job.",
            "Tomato seed is the classic wet-processed crop. Each seed sits in a gelatinous sac that inhibits germination inside the fruit. Squeeze the seeds and juice from ripe fruit into a jar, add a little water and leave it at room temperature for two to four days. A layer of mould forms as the mixture ferments; this breaks down the gel and can reduce some seed-borne diseases such as bacterial canker. When the good seeds have sunk, pour off the mould, pulp and floating seeds, rinse the rest in a sieve, and spread them on a plate or a coffee filter to dry. Cucumber and melon seed are treated the same way, while squash seed needs only washing.",
            "Always label each batch as it is collected, with variety and year.",
          ),
        },
      },
      {
        title: "Drying and Storing Seed",
        description: "Well-dried seed kept cool lasts for years, and Harrington's rules of thumb show why.",
        lesson: {
          title: "Moisture, temperature and seed life",
          html:
            p(
              "A seed is a living embryo with a food store, and it ages steadily in storage. The two conditions that govern how fast it ages are its moisture content and the temperature around it. James Harrington, a seed physiologist at the University of California, Davis, summarised their effect in two rules of thumb that are still quoted: for every 1 per cent drop in seed moisture content, within the range of about 5 to 14 per cent, the storage life of the seed roughly doubles; and for every 5 °C drop in storage temperature, between about 0 and 50 °C, storage life also roughly doubles. He added that the sum of the temperature in degrees Fahrenheit and the relative humidity in per cent should not exceed 100 for safe storage.",
              "In practice, then, seed must first be dried well. Spread it thinly out of direct sun, in a warm, airy room, for one to three weeks. Large seeds such as beans are dry enough when they shatter rather than dent under a hammer blow. For long storage, seed can be dried further in a sealed jar with an equal weight of dried silica gel for about a week. Never dry seed in an oven: temperatures above about 35 °C kill many embryos while the seed is still moist.",
            ) +
            "<ul><li>Store dry seed in airtight glass jars or foil packets, not in plastic bags that let moisture through slowly.</li><li>Keep the containers cool and dark; a domestic fridge at 4–5 °C is excellent, provided seed is fully dried first.</li><li>Let a cold jar warm to room temperature before opening it, or condensation will wet the seed.</li><li>Label each packet with crop, variety, year and source.</li></ul>" +
            p(
              "Seeds differ in natural longevity. Onion and parsnip seed are short-lived, often poor after two years; tomato, cucumber and brassica seed may remain good for five to ten years in reasonable conditions.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-oyster-mushrooms-at-home",
    discipline: "Mushroom cultivation",
    title: "Growing Oyster Mushrooms at Home",
    description:
      "Oyster mushrooms will fruit on pasteurised straw in a kitchen or a cellar. In this four-week course participants study the fungal life cycle, buy and handle grain spawn, prepare a substrate, manage fruiting conditions, and compare the method with growing shiitake on hardwood logs.",
    level: "beginner",
    duration: "four weeks (one evening a week)",
    plantedGap: "shiitake",
    modules: [
      {
        title: "How a Mushroom Grows",
        description:
          "Spores, hyphae, mycelium and the fruiting body: the biology that every grower's routine depends on.",
        lesson: {
          title: "From spore to fruiting body",
          html: p(
            "A mushroom is only the reproductive structure of a much larger organism. The fungus itself lives as mycelium, a network of microscopic threads called hyphae, each a tube just a few micrometres wide, that grow through a food source, secrete enzymes into it and absorb the dissolved nutrients. Oyster mushrooms (<i>Pleurotus ostreatus</i> and related species) are white-rot fungi: in nature they digest dead hardwood, breaking down both cellulose and lignin, which is why they also thrive on straw, sawdust and even coffee grounds.",
            "The life cycle begins with a spore. Gills on the underside of the cap produce spores in enormous numbers; a single oyster mushroom can release hundreds of millions. A spore that lands somewhere suitable germinates into a hypha. In most cultivated mushrooms, two compatible monokaryotic hyphae must fuse to form a dikaryotic mycelium, with two nuclei in each cell, before the fungus can fruit. This is one reason why growers do not start from spores: the outcome is genetically variable and slow. Instead they buy spawn, grain or sawdust that has already been fully colonised by a known, vigorous strain.",
            "Once mycelium has colonised its substrate, a change in conditions triggers fruiting. For oyster mushrooms the triggers are a fall in carbon dioxide concentration, as happens when the mycelium reaches open air; high humidity; some light; and, for many strains, a drop in temperature. Hyphae aggregate into tiny knots called primordia or 'pins', which expand over five to seven days into mature mushrooms. The mycelium then rests, rebuilds its reserves and fruits again in a second and third 'flush', each usually smaller than the last.",
            "Understanding this sequence explains the grower's whole routine: a warm, dark, enclosed phase for colonisation, followed by a cooler, brighter, well-ventilated and humid phase for fruiting.",
          ),
        },
      },
      {
        title: "Spawn and Substrate",
        description:
          "Why must straw be pasteurised, and how much spawn does a bag need? This session answers both and makes up the first bags.",
        lesson: {
          title: "Pasteurising straw and spawning bags",
          html:
            p(
              "Chopped wheat or barley straw is the easiest home substrate for oyster mushrooms. It is cheap, open in texture and nutritionally adequate, but it comes loaded with spores of competing moulds and bacteria. The aim of pasteurisation is not to sterilise the straw, which would leave it open to whatever lands first, but to kill most competitors while leaving some heat-tolerant, harmless microbes that help to protect it.",
              "The standard hot-water method is straightforward:",
            ) +
            "<ul><li>Chop the straw into pieces 5–10 cm long so it packs well.</li><li>Submerge it in water held at 65–80 °C for one to two hours, weighting it down and checking the temperature with a probe thermometer.</li><li>Drain and cool it to below 30 °C; it should feel damp but yield only a few drops when squeezed hard (about 65–70 per cent moisture).</li></ul>" +
            p(
              "An alternative, the cold lime soak, immerses straw for 12 to 18 hours in water made strongly alkaline with hydrated lime, about 2 to 3 grams per litre. The high pH suppresses most moulds, while oyster mycelium tolerates it.",
              "Spawn is mixed in at a rate of about 5 to 10 per cent of the wet weight of the substrate: a bag holding 5 kilograms of damp straw takes 250 to 500 grams of grain spawn. Higher rates colonise faster and leave competitors less time. Work on a wiped-down table with clean hands, break the spawn into single grains, and layer or mix it evenly through the straw as you fill clear polypropylene bags, pressing firmly. Tie the bags and punch small holes every 10 centimetres so the mycelium can breathe.",
              "Incubate the bags in the dark at 20 to 24 °C. Within two to three weeks the straw should be bound together by white mycelium. Green, black or pink patches mean contamination, and such bags should be removed at once.",
            ),
        },
      },
      {
        title: "Fruiting, Harvest and Contamination",
        description:
          "Fresh air, humidity and light bring on the flushes; the session ends with harvesting and with the common problems growers meet.",
        lesson: {
          title: "Managing the fruiting room",
          html: p(
            "When a bag is fully colonised, move it to fruiting conditions and cut a few crosses or slits about 5 centimetres long in the plastic, where the pins will form. Oyster mushrooms need three things above all. The first is fresh air: during colonisation the mycelium tolerates carbon dioxide levels of 5,000 parts per million or more, but fruiting needs levels below about 1,000 ppm, close to outdoor air at roughly 420 ppm. Mushrooms grown in stale air develop long, thin stems and small caps, a sure sign that ventilation must increase. The second is humidity of 85 to 95 per cent, maintained by misting the room or by a simple tent of polythene with a humidifier, while avoiding water pooling on the caps. The third is light: indirect daylight or a few hours of ordinary LED lighting is enough to orient the mushrooms and give the caps their colour. Most oyster strains fruit best between 13 and 20 °C.",
            "Pins appear within a week and the clusters mature in five to seven days more. Harvest when the caps are still slightly curled at the edge, before they flatten and shed heavy spore deposits, by twisting the whole cluster off at its base. Growers with respiratory sensitivities should wear a mask during harvest, since oyster spores are a known cause of allergic reactions in mushroom workers. A good straw bag yields a biological efficiency of 50 to 100 per cent, meaning 0.5 to 1 kilogram of fresh mushrooms per kilogram of dry straw, spread over two or three flushes.",
            "Contamination is the main cause of failure. <i>Trichoderma</i>, a green mould, attacks weakened or over-wet substrate; bacterial blotch shows as yellow, slimy patches on the caps; fungus gnats breed in the bags. Good pasteurisation, generous spawn rates, clean hands and quick removal of spoiled bags prevent most problems.",
          ),
        },
      },
    ],
  },
  {
    slug: "rug-hooking-with-wool-strips",
    discipline: "Rug hooking",
    title: "Rug Hooking with Wool Strips",
    description:
      "Rug hooking grew up in the Maritime provinces of Canada and in New England in the nineteenth century, when thrifty households turned worn clothing into floor coverings. Ten Saturday mornings introduce the hook, the frame and the backing, cutting and hooking strips, dyeing wool, and finishing the edge of a small mat.",
    level: "beginner",
    duration: "ten Saturday mornings",
    plantedGap: "dyeing wool",
    modules: [
      {
        title: "Hook, Frame and Backing",
        description: "A gripper frame, a primitive hook and a yard of linen will last a lifetime if chosen well.",
        lesson: {
          title: "Tools and foundations",
          html:
            p(
              "A hooked rug is built by pulling loops of fabric strip up through a woven foundation from underneath, using a tool rather like a crochet hook set in a bulbous wooden handle. Nothing is knotted or sewn: the loops stay in place because they are packed closely against one another in the weave. The tools are few, but each affects the ease of the work.",
              "Hooks come in several sizes. A <i>primitive</i> hook with a thick shank suits wide strips and coarse backings; a <i>fine</i> hook with a slim shank suits narrow strips. Choose a handle that fills the palm comfortably, since the hook is held with the handle in the palm, not like a pencil.",
              "The backing must be held taut. Hoops of the embroidery type work for small pieces, but most hookers soon buy a gripper frame, which has strips of carding-cloth teeth along its edges on which the backing is stretched and held without clamps. Three foundation fabrics are common:",
            ) +
            "<table><tr><th>Backing</th><th>Qualities</th></tr><tr><td>Hessian (burlap)</td><td>cheap and traditional, but stiff, scratchy and prone to rot over decades</td></tr><tr><td>Linen</td><td>strong, long-lasting, easy to hook; the preferred choice for heirloom rugs</td></tr><tr><td>Monk's cloth (cotton)</td><td>soft and even-weave, forgiving of re-hooking; needs a fine, firm frame</td></tr></table>" +
            p(
              "Whichever backing you use, leave a margin of at least 10 centimetres beyond the design on all sides for gripping and for finishing. Zigzag or serge the raw edges before you start, because linen and hessian fray quickly as the work is handled. The design is drawn on the front with a permanent marker, following the straight of the grain for borders so that the edges of the finished rug stay square.",
            ),
        },
      },
      {
        title: "Cutting Strips and Hooking Loops",
        description: "You will cut wool fabric into strips by width number and learn the rhythm of pulling even loops.",
        lesson: {
          title: "Strip widths and the basic stroke",
          html: p(
            "The traditional material is 100 per cent wool flannel or coating fabric, either new or reclaimed from skirts and jackets. Wool is preferred because it is resilient, holds its loops, resists soiling and frays little when cut. Fabric is cut on the straight of the grain into long strips, and North American hookers describe strip width in thirty-seconds of an inch, following the numbering of rotary cutters such as the Bliss and Fraser machines. A No. 3 cut is 3/32 of an inch (about 2.4 millimetres) and is used for fine, shaded 'tapestry' work; a No. 8 is 8/32 or 1/4 inch (about 6 millimetres), typical of primitive designs; cuts of No. 8.5 and wider are also used. Beginners usually start at No. 6 or No. 8.",
            "To hook, hold the strip under the backing between the thumb and forefinger of your non-dominant hand. With the hook in the other hand, push it down through a hole in the weave, catch the strip, and pull up the end to the front, leaving it about a centimetre long. Move on by one or two threads, push the hook down again, catch the strip and pull up a loop. The loop should stand roughly as high as the strip is wide, about 6 millimetres for a No. 8 cut. Continue, always bringing ends to the top, where they are trimmed level with the loops, so that the back stays smooth and nothing catches underfoot.",
            "Spacing is the hardest thing to judge. Loops that are too close make the rug buckle and stop it lying flat; too far apart, the backing shows through. A good guide for wide cuts is to skip two or three threads between loops and to leave a row's width between rows. Outline each motif first, then fill it, and hook the background last in meandering lines, which look livelier than straight rows.",
          ),
        },
      },
      {
        title: "Finishing the Edge",
        description: "Binding, whipping and blocking turn a stretched panel into a durable mat.",
        lesson: {
          title: "Whipping with yarn and blocking the mat",
          html: p(
            "The edge of a hooked rug takes more wear than any other part, and a neat, solid edge is what separates a finished mat from a sample. The most common method is whipping, in which the folded edge of the backing is covered with closely wrapped wool yarn.",
            "Begin before the last rows are hooked. Machine-stitch two rows of straight stitch or a zigzag around the rug about 1 to 2 centimetres outside the last row of loops, to stop the backing from fraying once it is cut. Trim the backing to about 4 centimetres beyond the stitching. Many hookers lay a length of cotton cord along the edge at this stage to give a firm, rounded profile.",
            "Fold the excess backing to the back, enclosing the cord, so that the fold sits right up against the last row of loops. Thread a blunt tapestry needle with a long length of worsted or rug yarn in a colour that frames the design. Working from the front, bring the needle up from the back close to the last row, and wrap the yarn over the fold and through the backing again, placing each wrap snugly beside the last so that no backing shows. At the corners work extra wraps into the same hole to cover the turn. About 1 metre of yarn covers 8 to 10 centimetres of edge.",
            "To finish the back, hem a cotton twill binding tape to the folded edge on the underside, mitring it at the corners, and slip-stitch it down to cover the raw backing.",
            "Finally, block the rug. Lay it face down on a towel, cover it with a damp cloth and press with a hot iron, lifting and setting the iron down rather than sliding it, so the loops are not crushed. Leave it flat to dry completely, then turn it over and steam the front lightly. A blocked rug lies flat and square.",
          ),
        },
      },
    ],
  },
];
