/** Thirty-seventh held-out evaluation courses, beginner level (Latvian to lepidopterology); see ai-courses-heldout37.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT37_A: EvalCourse[] = [
  {
    slug: "latvian-from-zero-sounds-nouns-and-being",
    discipline: "Latvian language",
    title: "Latvian from Zero",
    description:
      "Latvia's official language is taught here from the first letter: the alphabet with its macrons, carons and cedillas, stress on the first syllable, the gender of nouns and their nominative endings, the present tense of būt ('to be'), and telling the time. Classes are conducted partly in Latvian from the third week.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Letters, Long Vowels and Stress",
        description:
          "Thirty-three letters, eleven of them with diacritics, and a stress rule with almost no exceptions.",
        lesson: {
          title: "Reading Latvian aloud",
          html:
            p(
              "Latvian is written in the Latin alphabet, extended to thirty-three letters. It has no q, w, x or y, but adds letters with three kinds of diacritic, and each diacritic has a consistent meaning. Learners who grasp the system can pronounce almost any written word correctly, because Latvian spelling was reformed in the twentieth century to follow pronunciation closely.",
              "The macron (<i>garumzīme</i>, 'length mark') shows a long vowel: <i>ā, ē, ī, ū</i>. Length changes meaning, so it must be heard and held: <i>kazas</i> means 'goats', while <i>kāzas</i> means 'wedding'. The caron turns c, s and z into the hushing sounds <i>č</i> (as in 'church'), <i>š</i> ('ship') and <i>ž</i> (the s of 'measure'). The cedilla or comma below marks the palatal consonants <i>ģ, ķ, ļ, ņ</i>, pronounced with the middle of the tongue raised towards the hard palate, rather like the sounds in English 'argue', 'cute', 'million' and 'onion'.",
            ) +
            "<table><tr><th>Mark</th><th>Letters</th><th>Example</th><th>Meaning</th></tr><tr><td>macron</td><td>ā ē ī ū</td><td>māja</td><td>house</td></tr><tr><td>caron</td><td>č š ž</td><td>šodien</td><td>today</td></tr><tr><td>cedilla / comma</td><td>ģ ķ ļ ņ</td><td>ķirsis</td><td>cherry</td></tr></table>" +
            p(
              "Two letters need special care. The letter <i>o</i> is pronounced as the diphthong [uo] in native words such as <i>ola</i> ('egg') and <i>koks</i> ('tree'), but as a plain short or long [o] in loanwords such as <i>opera</i> and <i>foto</i>. The letter <i>e</i> (and <i>ē</i>) may be open, as in English 'cat', or closed, as in 'bed'; the spelling does not show the difference, so new words are best learned by ear.",
              "Stress is the learner's friend. In nearly all Latvian words the stress falls on the first syllable, whatever the length of the word and wherever the long vowels are: <i>Latvija</i> is LAT-vi-ja and <i>universitāte</i> is U-ni-ver-si-tā-te, with the long ā still long but unstressed. A few compounds and loanwords deviate, such as <i>paldies</i> ('thank you'), which is often stressed on the second syllable. English speakers tend to stress long vowels; resisting that habit is the quickest way to sound Latvian.",
            ),
        },
      },
      {
        title: "Masculine and Feminine Nouns",
        description: "Every Latvian noun is masculine or feminine, and in most cases its ending tells you which.",
        lesson: {
          title: "Gender and the nominative case",
          html: p(
            "Latvian has two grammatical genders, masculine and feminine, and no neuter. It has no articles either: <i>galds</i> can mean 'a table' or 'the table', and the context decides. What Latvian has instead is a rich system of case endings. Nouns change their ending to show their role in the sentence, in seven cases: nominative, genitive, dative, accusative, instrumental, locative and vocative. The beginner starts with the nominative, the case of the subject and of the dictionary form.",
            "Gender can usually be read from the nominative singular ending. Masculine nouns end in <i>-s</i> or <i>-š</i> (<i>galds</i>, 'table'; <i>kungs</i>, 'gentleman'; <i>ezis</i>, 'hedgehog', with <i>-is</i>; <i>tirgus</i>, 'market', with <i>-us</i>). Feminine nouns mostly end in <i>-a</i> (<i>māja</i>, 'house'; <i>skola</i>, 'school') or <i>-e</i> (<i>upe</i>, 'river'; <i>zeme</i>, 'land'). A small group of feminine nouns ends in <i>-s</i>, among them <i>sirds</i> ('heart') and <i>govs</i> ('cow'), and these must simply be memorised. Grammars group the nouns into six declensions according to these endings, three masculine and three feminine.",
            "The plural nominative is regular within each declension. Masculine <i>-s</i>, <i>-š</i> and <i>-is</i> become <i>-i</i>: <i>galdi</i>, <i>eži</i>. Masculine <i>-us</i> also becomes <i>-i</i>: <i>tirgi</i>. Feminine <i>-a</i> becomes <i>-as</i> and <i>-e</i> becomes <i>-es</i>: <i>mājas</i>, <i>upes</i>. Notice that <i>ezis</i> becomes <i>eži</i>, not <i>ezi</i>: before the plural ending several consonants soften, z to ž, s to š, t to š and so on. This consonant alternation will reappear in other cases, and it is worth noticing each time.",
            "Adjectives agree with their noun in gender, number and case. <i>Liels galds</i> is 'a big table', <i>liela māja</i> 'a big house', <i>lieli galdi</i> 'big tables' and <i>lielas mājas</i> 'big houses'. Latvian adjectives also have a definite form used where English would say 'the': <i>lielais galds</i>, 'the big table'.",
          ),
        },
      },
      {
        title: "First Sentences with Būt",
        description:
          "Using the verb 'to be', students introduce themselves, ask yes-or-no questions and say what is not the case.",
        lesson: {
          title: "Es esmu students: the verb būt",
          html:
            p(
              "The verb <i>būt</i>, 'to be', is irregular in the present tense, as in most European languages, and it is the first verb every learner of Latvian memorises. Personal pronouns are usually kept with it, although they can be dropped in the first and second persons because the ending already shows the subject.",
            ) +
            "<table><tr><th>Person</th><th>Singular</th><th>Plural</th></tr><tr><td>1st</td><td>es esmu (I am)</td><td>mēs esam (we are)</td></tr><tr><td>2nd</td><td>tu esi (you are)</td><td>jūs esat (you are)</td></tr><tr><td>3rd</td><td>viņš, viņa ir (he, she is)</td><td>viņi, viņas ir (they are)</td></tr></table>" +
            p(
              "Two features of the table apply to every Latvian verb. First, the third person has one form for singular and plural: <i>viņš ir</i> and <i>viņi ir</i>. Second, <i>tu</i> is the informal 'you' for one person, while <i>jūs</i> is both the plural and the polite singular, written <i>Jūs</i> with a capital letter in letters and formal messages. Addressing a teacher or a shop assistant as <i>tu</i> would sound too familiar.",
              "Sentences with <i>būt</i> need nouns and adjectives in the nominative, and the complement agrees in gender with the subject: <i>Es esmu students</i> (said by a man) but <i>Es esmu studente</i> (said by a woman); <i>Māja ir liela</i>, 'The house is big'. Nationality works the same way: <i>Viņš ir latvietis, viņa ir latviete</i>.",
              "A yes-or-no question is made by putting the particle <i>vai</i> at the start, with no change of word order: <i>Vai tu esi students?</i> 'Are you a student?' The answer is <i>jā</i> ('yes') or <i>nē</i> ('no'). Negation attaches the prefix <i>ne-</i> to the verb and is written as one word: <i>es neesmu</i>, <i>tu neesi</i>, <i>mēs neesam</i>, <i>jūs neesat</i>. The third person is the exception, with the separate form <i>nav</i>: <i>Viņa nav mājās</i>, 'She is not at home'. The same <i>nav</i> expresses absence, as in <i>Man nav laika</i>, 'I have no spare moment'.",
            ),
        },
      },
    ],
  },
  {
    slug: "handmade-shoes-last-to-sole",
    discipline: "Shoemaking",
    title: "Handmade Shoes: From Last to Sole",
    description:
      "A pair of Derby shoes made by hand begins with a wooden last and ends with a stitched sole. Over ten workshop days beginners learn how lasts are measured and chosen, how uppers are cut from calf leather, how an upper is lasted over the insole, how a Blake-stitched sole is attached, and the basics of shoe care and repair.",
    level: "beginner",
    duration: "10 workshop days",
    plantedGap: "shoe care",
    modules: [
      {
        title: "The Last and the Foot",
        description:
          "Every shoe is built on a last, so the course starts with the measurements that make a last fit a foot.",
        lesson: {
          title: "Measuring a foot and reading a last",
          html:
            p(
              "A last is the three-dimensional form on which a shoe is made. Traditionally lasts were carved from hornbeam, beech or maple; factories now use high-density polyethylene, which does not swell with moisture. The last is not a copy of the foot. It is a designed shape that includes the toe style, the height of the heel, the upward curve of the toe (toe spring) and allowances for how the foot moves and spreads under load. A good last-maker therefore decides where the shoe should hold the foot firmly and where it should give room.",
              "Fitting begins with measurement. The shoemaker traces the standing foot on paper and takes girths with a tape at several points:",
            ) +
            "<ul><li>the ball girth, around the widest part of the forefoot over the joints of the first and fifth toes;</li><li>the waist girth, a little behind the ball;</li><li>the instep girth, over the highest point of the top of the foot;</li><li>the long heel girth, from the back of the heel around the front of the ankle crease.</li></ul>" +
            p(
              "The last should be slightly shorter in girth than the foot at the ball, typically by 5 to 10 millimetres for leather shoes, because leather stretches and the foot is compressed a little by a firm fit. At the heel and waist the fit must be close so that the foot does not slide forward; a shoe that is too loose here will cause rubbing and creasing across the vamp. In length the last is longer than the foot, usually by 12 to 20 millimetres depending on the toe shape, so that the toes do not strike the end when walking.",
              "English sizes step by one barleycorn, a third of an inch or about 8.5 millimetres, and widths are given by fitting letters, with F the common standard for men. A beginner making a first pair chooses a stock last close to these measurements and adjusts it by building up the surface with layers of leather where the foot needs more room.",
            ),
        },
      },
      {
        title: "Clicking and Closing the Upper",
        description:
          "Cut the pieces of the upper from the hide so that each stretches the right way, then stitch them together.",
        lesson: {
          title: "Cutting leather with the grain of the hide",
          html: p(
            "Cutting the parts of an upper is called clicking, after the sound a knife made when it met the brass edges of old paper patterns. The patterns for a Derby shoe are the vamp, which covers the front of the foot, the two quarters, which wrap the sides and heel and carry the lace holes, the tongue, and a lining for each. The defining feature of a Derby, as against an Oxford, is that the quarters are stitched on top of the vamp, so the lacing is open and easier to fit to a high instep.",
            "A hide is not uniform. The strongest, tightest leather lies along the backbone and across the butt; the belly and the legs are looser, stretch more and crease badly. The vamp must therefore come from the best part of the skin. Leather also stretches more in one direction than another: in the butt it stretches least along the line of the backbone. Patterns are laid so that the vamp stretches little from toe to instep but a little across the foot, which lets it be pulled over the last without distorting and keeps it from growing longer in wear. The clicker inspects the grain side for scars, brand marks and veining, and places small parts such as the tongue on the poorer areas.",
            "Each piece is then cut with a sharp clicking knife held upright, in one continuous stroke where possible, to leave a clean edge. Edges that will be overlapped are skived, that is, thinned with a knife held nearly flat, so that the seam lies flat and does not press on the foot. A typical skive reduces 1.2-millimetre calf to about 0.5 millimetre over a width of 8 to 10 millimetres.",
            "Closing is the stitching of the upper. The quarters are joined at the back seam, reinforced with a narrow tape, and then stitched to the vamp with two parallel rows of stitches at about eight stitches per centimetre. Linings are attached, eyelet holes are punched, and the top line is trimmed so that the lining sits about a millimetre below the outer leather.",
          ),
        },
      },
      {
        title: "Lasting and the Blake-Stitched Sole",
        description:
          "Here the flat upper becomes a shoe: it is pulled over the last, fixed to the insole and stitched to the outsole.",
        lesson: {
          title: "Pulling over and stitching through",
          html: p(
            "Before lasting, two stiffeners are inserted between upper and lining. The toe puff, a thin shaped piece of leather or thermoplastic, keeps the toe from collapsing; the heel stiffener, or counter, a thicker skived piece of leather, holds the heel of the foot in place. The insole, cut from firm vegetable-tanned shoulder leather about 3 millimetres thick, is dampened, tacked to the bottom of the last and trimmed flush with its edge.",
            "The upper is then dampened so that it can be moulded. Lasting starts at the toe: the shoemaker grips the edge of the upper with lasting pincers, pulls it firmly forward and down over the toe of the last and fixes it with a tack through the insole. The first tacks are placed in a fixed order, toe, heel, and then one on each side at the joints, so that the upper stays centred and the vamp line runs straight. The remaining edge is pulled over in small pleats, which are worked flat with the hammer face before each tack, until the upper lies tight against the last with no wrinkles. The shoe is left on the last for at least a day to dry and set its shape.",
            "In Blake construction the outsole is stitched directly to the insole, through the lasted upper. The lasting tacks are removed, the bottom is filled with cork to level it, and the outsole, about 5 millimetres thick, is cemented in place. A channel is cut around the outsole and a single row of stitching is sewn from inside the shoe, through insole, upper and outsole, with a waxed thread or on a Blake machine; the channel flap is then glued down to hide the stitches. The result is light and flexible and can be made close-edged, with the sole trimmed almost to the upper.",
            "The heel is built from stacked layers of leather, called lifts, nailed and glued to the sole. Edges are trimmed, rasped and burnished with a hot iron and wax, and only then is the last withdrawn from the finished shoe.",
          ),
        },
      },
    ],
  },
  {
    slug: "truffle-orchards-establishing-a-truffiere",
    discipline: "Truffle cultivation",
    title: "Establishing a Truffle Orchard",
    description:
      "Truffles are the underground fruiting bodies of fungi that live in partnership with tree roots. This short course for landowners shows how a truffière is established: the mycorrhizal symbiosis between Tuber species and their hosts, choosing and liming a site, planting inoculated trees, and harvesting with trained dogs.",
    level: "beginner",
    duration: "4 days (2 weekends)",
    plantedGap: "trained dogs",
    modules: [
      {
        title: "A Fungus and Its Host Tree",
        description: "What is a truffle, biologically, and why can it not be grown without a living tree?",
        lesson: {
          title: "Ectomycorrhiza and the truffle life cycle",
          html: p(
            "A truffle is the fruiting body of a fungus in the genus <i>Tuber</i>, the equivalent of a mushroom that develops underground. Most of the organism, however, is invisible: a network of fine threads, the hyphae, that lives in the soil and on the roots of trees. The species grown commercially are ectomycorrhizal, which means that their hyphae form a sheath, the mantle, around the tips of the host tree's fine roots and grow between the outer root cells to form the Hartig net. Through this interface the fungus passes water and mineral nutrients, especially phosphorus, to the tree, and the tree supplies the fungus with sugars made by photosynthesis. A truffle fungus cannot complete its life cycle without this partner, which is why truffles are cultivated by planting trees rather than by sowing spores on compost.",
            "The most valuable cultivated species is the Périgord black truffle, <i>Tuber melanosporum</i>, harvested in winter. The Burgundy or summer truffle, <i>Tuber aestivum</i>, is hardier and tolerates cooler climates such as that of southern England; the white truffle of Alba, <i>Tuber magnatum</i>, has so far proved very difficult to cultivate reliably. Common hosts are the holm oak (<i>Quercus ilex</i>), the downy oak (<i>Q. pubescens</i>), the English oak (<i>Q. robur</i>) and the hazel (<i>Corylus avellana</i>).",
            "For a long time the sex life of truffles was a mystery. Research published around 2010, after the genome of <i>T. melanosporum</i> was sequenced, showed that the species is heterothallic: two strains of opposite mating type must meet for a truffle to form. The mycelium colonising the tree's roots supplies the maternal tissue of the truffle, while the paternal partner may come from spores germinating nearby in the soil. This explains a practice long followed by growers, who bury spore material or truffle fragments near productive trees.",
            "Truffles develop over several months. <i>T. melanosporum</i> initiates its fruiting bodies in late spring, enlarges them through summer, when rain matters most, and ripens them from December to March, when the aroma develops.",
          ),
        },
      },
      {
        title: "Site and Soil",
        description:
          "Truffles are fussy about soil, so we test it, read the results and correct the pH before a single tree goes in.",
        lesson: {
          title: "Chalky, free-draining and alkaline",
          html:
            p(
              "Site selection decides the success of a truffière more than anything done later. <i>Tuber melanosporum</i> and <i>T. aestivum</i> grow naturally on calcareous soils derived from limestone or chalk. They need soil that is alkaline, well aerated and free-draining; waterlogging for even a few weeks suffocates the mycorrhizae. Slopes facing south or south-west warm quickly in spring. A site that has carried other ectomycorrhizal trees, such as oaks, beech or conifers, may harbour competing fungi, so former arable land or pasture is usually preferred.",
              "A soil analysis from a specialist laboratory should be made before planting. The grower takes samples from the top 20 to 30 centimetres at a dozen or more points across the field and mixes them. The key figures and commonly quoted targets are these:",
            ) +
            "<table><tr><th>Property</th><th>Target for black truffle</th></tr><tr><td>pH (in water)</td><td>7.5 to 8.3</td></tr><tr><td>Active or total calcium carbonate</td><td>present; often 1% or more free carbonate</td></tr><tr><td>Organic matter</td><td>about 1.5 to 8%</td></tr><tr><td>Texture</td><td>loam with some clay; stones welcome</td></tr><tr><td>C:N ratio</td><td>about 10</td></tr></table>" +
            p(
              "Where the soil is too acid, it can be corrected with ground limestone (calcium carbonate) worked into the topsoil a year before planting. The quantity depends on the soil's buffering capacity, which the laboratory estimates, but on a loam it typically takes several tonnes per hectare to raise the pH by one unit; correcting a soil of pH 6.5 to 7.8 might therefore require 15 to 30 tonnes per hectare, applied in two or more passes. Heavy liming of a deeply acid soil is rarely economic, and growers are advised to look for a better site.",
              "Climate completes the picture. Black truffles need warm summers with some rain in July and August and winters without prolonged deep frost; summer truffles tolerate lower temperatures. Where summer rainfall is unreliable, the site must have access to water for irrigation.",
            ),
        },
      },
      {
        title: "Planting and the First Years",
        description:
          "Choose certified inoculated seedlings, plant them at the right spacing, and manage the ground until the first brûlé appears.",
        lesson: {
          title: "From nursery seedling to productive tree",
          html: p(
            "Truffle trees are bought as seedlings inoculated in the nursery. Acorns or hazelnuts are germinated in sterile compost, and the young roots are inoculated with a slurry of spores from ground mature truffles. After a season the roots are checked under a microscope, and good nurseries have their batches certified by an independent laboratory, which examines a sample of plants for the proportion of root tips colonised by the correct <i>Tuber</i> species and for contaminating fungi. Buyers should ask for this certificate, since seedlings colonised by a worthless species look identical.",
            "Planting is done in autumn or early spring, when the soil is moist but not frozen. Common spacings are 5 by 5 metres, giving 400 trees per hectare, or 6 by 4 metres, giving about 416; hazels can be set closer than oaks. Spacing matters because the truffle fungus needs open, sunlit ground around each tree: as the canopy closes, production declines. Each seedling is planted with its root ball intact, without fertiliser, and protected by a tree guard against rabbits and deer. No other ectomycorrhizal trees should be planted nearby.",
            "The first years are about keeping the young trees alive and the fungus dominant. Grass and weeds compete for water, so a circle around each tree is kept clear by shallow hoeing or mulching; deep cultivation would cut the fine roots. In dry summers the trees are irrigated, a practice now common in Spain and France.",
            "The first sign that the fungus is established is the brûlé, a roughly circular patch around the tree where the grass and herbs die back. It is caused by substances released by <i>T. melanosporum</i> that suppress other plants, and it usually appears three to five years after planting. A brûlé is encouraging but not a guarantee: the first truffles typically follow after five to ten years, and yields in a good plantation may reach 20 to 50 kilograms per hectare per year once mature.",
          ),
        },
      },
    ],
  },
  {
    slug: "shibori-shaped-resist-dyeing-basics",
    discipline: "Shibori dyeing",
    title: "Shibori: Shaped Resist Dyeing",
    description:
      "Resist dyeing in the Japanese shibori tradition depends on shaping cloth before it meets the dye. Over eight studio sessions beginners prepare cotton and silk and bind kanoko dots, fold and clamp itajime patterns, stitch nui shibori, wrap cloth on a pole for arashi, and tie the spider-web kumo resist.",
    level: "beginner",
    duration: "8 studio sessions of 3 hours",
    plantedGap: "kumo",
    modules: [
      {
        title: "Cloth, Dye and the First Binding",
        description:
          "Before any pattern, the cloth must be scoured so that it takes dye evenly; then we tie our first kanoko dots.",
        lesson: {
          title: "Scouring, wetting out and kanoko",
          html: p(
            "Shibori is the Japanese name for a family of techniques in which cloth is bound, stitched, folded, twisted or compressed so that some areas resist the dye. The pattern comes from the shape the cloth is given, not from a stencil or wax, and every piece is slightly different. The word comes from the verb <i>shiboru</i>, to wring or squeeze. Related traditions exist elsewhere, among them the bandhani of India and the adire of the Yoruba in Nigeria.",
            "The best fabrics for a beginner are natural fibres: cotton, linen and silk. They must first be scoured, because new cloth carries size, oils and finishes that repel dye and would leave blotches. Cotton is simmered for an hour in water with about 2 grams per litre of soda ash and a little neutral detergent, then rinsed well. Silk, a protein fibre, is damaged by strong alkali and heat, so it is washed at about 40 °C with a mild, pH-neutral detergent. After scouring, the cloth is wetted out before binding, since wet fibres bind more tightly and dye more evenly.",
            "Kanoko shibori, named after the dappled coat of a fawn, produces small rings or dots. A small point of cloth is pinched up, and thread is wound tightly around its base several times and finished with a half-hitch; the pinched tip stays pale, while a faint ring forms where the thread sits. Strong cotton or polyester thread is best, and the tension must be firm, because loose binding lets dye creep under the wraps. A simple exercise is to mark a grid of dots 3 centimetres apart in pencil and bind each one; larger circles are made by pinching up more cloth and binding a longer section.",
            "The bound cloth is then dyed, traditionally in indigo, and rinsed before the threads are cut. Cutting binding with a seam ripper, not scissors, avoids nicking the cloth. Comparing the result with the binding shows the learner how tension, thread thickness and the size of the pinched area affect the mark.",
          ),
        },
      },
      {
        title: "Folding and Clamping: Itajime",
        description: "Folded cloth is pressed between shaped boards, giving crisp repeating geometric patterns.",
        lesson: {
          title: "Fold, clamp, dip",
          html:
            p(
              "Itajime, 'board-clamping', is the most geometric of the shibori techniques. The cloth is folded into a compact stack, then pressed between two identical shapes of wood or acrylic held by clamps or tight string. Where the shapes press, the dye cannot penetrate; the exposed folds and edges take colour. Because the folded stack repeats through many layers, a single clamp produces a repeating pattern when the cloth is opened.",
              "The first step is the fold. A common beginner's sequence for a square scarf is:",
            ) +
            "<ul><li>fold the cloth lengthwise in accordion (concertina) folds about 6 centimetres wide, giving a long strip;</li><li>fold that strip back and forth into equilateral triangles, or into squares for a grid pattern;</li><li>press each fold firmly so that the stack is neat and the edges align;</li><li>place a shape at the same position on each face of the stack and clamp it tightly.</li></ul>" +
            p(
              "The choice of fold and shape sets the pattern. Triangle folds with triangular boards give a hexagonal, snowflake-like design; square folds with square boards give a checked grid; small circles clamped at the corners of a square fold give rows of dots. Clamping at the centre of a stack leaves a resist motif in the centre of each unit, while clamping at an edge leaves motifs on the fold lines.",
              "Dye reaches the inner layers of a thick stack slowly, and the result shows a gradient from dark outer edges to paler inner folds, which is part of the charm of itajime. Timing controls this: a brief dip of ten seconds leaves strong contrast, while several minutes in a dye bath lets colour creep further beneath the boards. Dipping only the edges, or only one corner of the stack, creates further variations. After dyeing, the clamps are removed only once the cloth has been rinsed, so that loose dye does not run into the resisted areas.",
            ),
        },
      },
      {
        title: "Stitching and Pole-Wrapping",
        description:
          "Two contrasting techniques: drawn running stitches for controlled lines and shapes, and arashi's diagonal 'storm' on a pipe.",
        lesson: {
          title: "Nui shibori and arashi",
          html: p(
            "Nui shibori uses hand stitching to define a pattern precisely. The design is drawn on the cloth with a water-soluble pen, and a strong thread with a large knot is sewn along the lines in a simple running stitch, with stitches of about 5 millimetres. When all lines are stitched, the threads are pulled up as tightly as possible, gathering the cloth into tight pleats, and each thread is knotted off. The compressed folds resist the dye, so each line of stitches becomes a line of small, repeating marks, like a row of tiny white seeds. Parallel rows stitched 1 centimetre apart give a woodgrain effect called <i>mokume</i>, and stitching both layers of a folded cloth along a curve (<i>ori-nui</i>) gives a bold, symmetrical line.",
            "The strength of nui shibori is control: shapes, letters and outlines can be reproduced accurately. Its weakness is time, since a single scarf may take several hours to stitch. Threads must be pulled evenly; a thread that breaks while being drawn up must be replaced, since the line will otherwise disappear.",
            "Arashi, meaning 'storm', produces fine diagonal lines like driving rain. The cloth is wrapped on the bias around a pole, traditionally a wooden pole several metres long and now commonly a length of plastic drainpipe about 10 centimetres in diameter. String is wound tightly around the cloth in a spiral, and then the cloth is pushed along the pole towards one end, compressing it into tight folds. The more the cloth is scrunched, the finer and more broken the lines.",
            "Dyeing arashi is simple: the pole is dipped or rolled in the dye bath, and because only the outer surface of the compressed cloth is exposed, the creases carry the colour. Wrapping diagonally to the grain gives diagonal lines; wrapping straight gives horizontal stripes. The pole should be long enough that the whole cloth fits on it, and the ends must be tied down firmly before dipping.",
          ),
        },
      },
    ],
  },
  {
    slug: "butterflies-and-moths-a-field-biology",
    discipline: "Lepidopterology",
    title: "Butterflies and Moths",
    description:
      "Butterflies and moths together form the order Lepidoptera, one of the largest groups of insects. Taught partly in the field, this module deals with scales and wing structure, complete metamorphosis, how butterflies differ from moths, larval foodplants, and recording moths with a light trap.",
    level: "beginner",
    duration: "one term (10 weeks, including 3 field days)",
    plantedGap: "light trap",
    modules: [
      {
        title: "Wings of Scales",
        description: "The name Lepidoptera means 'scale wings': we look at what scales are and how they make colour.",
        lesson: {
          title: "The body and wings of a lepidopteran",
          html: p(
            "Like all insects, an adult butterfly or moth has a body in three parts. The head carries a pair of compound eyes, a pair of antennae used for smell and balance, and, in most species, a long sucking tube, the proboscis, which is kept coiled like a watch spring and uncoiled to drink nectar. The thorax carries three pairs of legs and two pairs of wings, and is packed with flight muscle. The abdomen contains the digestive and reproductive organs and, in females, ends in an ovipositor for laying eggs.",
            "The name of the order, from the Greek <i>lepis</i> (scale) and <i>pteron</i> (wing), refers to the feature that unites it: the wings and body are covered in tiny overlapping scales, which are flattened hairs made of chitin. They rub off as dust on the fingers, which is why a butterfly should never be handled by its wings. Beneath the scales the wing is a transparent membrane supported by veins, and the pattern of veins is used by specialists to classify families.",
            "Scales produce colour in two ways. Pigment colours come from chemicals within the scales: melanins give blacks and browns, and pterins give the whites and yellows of the whites and brimstones. Structural colours come from the microscopic architecture of the scale, whose ridges and layers interfere with light much as a soap film does. The brilliant blue of a male <i>Morpho</i> or of the common blue (<i>Polyommatus icarus</i>) contains no blue pigment at all, and it changes with the angle of view. Many species combine both mechanisms.",
            "Scales serve more than display. They help to insulate the body, to shed rain, and to let the insect slip free from a spider's web, leaving scales behind. Eyespots on the wing edges of species such as the peacock (<i>Aglais io</i>) deflect the attacks of birds away from the body, and many moths have cryptic patterns that match bark or leaves when at rest. Males of many species also carry specialised scales, androconia, which release scent during courtship.",
          ),
        },
      },
      {
        title: "Egg, Caterpillar, Pupa, Adult",
        description: "Follow one species through its complete metamorphosis, stage by stage.",
        lesson: {
          title: "Complete metamorphosis",
          html:
            p(
              "Lepidoptera are holometabolous insects: they pass through a complete metamorphosis with four distinct stages, in which the young look and live nothing like the adult. This allows larva and adult to exploit different resources, the caterpillar eating leaves and the adult drinking nectar, so they do not compete with each other.",
            ) +
            "<table><tr><th>Stage</th><th>Main role</th><th>Typical duration (small tortoiseshell, summer)</th></tr><tr><td>Egg</td><td>dispersal of the next generation onto the foodplant</td><td>1 to 3 weeks</td></tr><tr><td>Larva (caterpillar)</td><td>feeding and growth</td><td>3 to 4 weeks</td></tr><tr><td>Pupa (chrysalis)</td><td>reorganisation into the adult</td><td>about 2 weeks</td></tr><tr><td>Adult (imago)</td><td>mating, egg-laying, dispersal</td><td>weeks to months</td></tr></table>" +
            p(
              "Eggs are laid singly or in batches on or near the plant the caterpillars will eat; the small tortoiseshell (<i>Aglais urticae</i>) lays batches of up to a hundred under young nettle leaves. The larva that hatches is an eating machine. Its cuticle cannot stretch far, so it grows in steps, moulting its skin between growth stages called instars; most butterflies have five. Caterpillars breathe through spiracles along their sides and spin silk from glands near the mouth, which they use for shelters, safety lines and, in moths, cocoons.",
              "At the final moult the larva becomes a pupa. Butterfly pupae usually hang free or are held by a silk girdle; many moth pupae lie in a cocoon or in the soil. Inside, most larval tissues are broken down, and the adult body is built from groups of cells, the imaginal discs, that have been present since the egg. When the adult emerges it pumps blood into its crumpled wings and waits an hour or more for them to harden before flying.",
              "Many species in temperate climates pass the winter in a state of arrested development called diapause, triggered by shortening days. Each species has a fixed overwintering stage: the brimstone overwinters as an adult, the orange-tip as a pupa and the purple emperor as a small caterpillar.",
            ),
        },
      },
      {
        title: "Telling Butterflies from Moths",
        description:
          "Is it a butterfly or a moth? Learn the features that usually decide it, and why none of them is perfect.",
        lesson: {
          title: "Antennae, wing-coupling and habits",
          html:
            p(
              "The everyday division between butterflies and moths does not match the evolutionary tree of the Lepidoptera. Butterflies are a single group, the superfamily Papilionoidea, which evolved from within the moths. In other words, butterflies are a specialised, mostly day-flying lineage of moths. Of roughly 160,000 described species of Lepidoptera, fewer than 20,000 are butterflies. In Britain there are about 59 resident butterfly species and some 2,500 moths.",
              "Several practical features, used together, separate the two:",
            ) +
            "<ul><li><b>Antennae.</b> Butterfly antennae are slender with a club at the tip. Moth antennae vary: thread-like, tapering or feathery (pectinate), the feathery kind being common in males that detect female scent from far away.</li><li><b>Wing-coupling.</b> Most moths link forewing and hindwing in flight with a bristle on the hindwing, the frenulum, that hooks under a catch on the forewing. Butterflies lack a frenulum; their wings overlap broadly instead.</li><li><b>Resting posture.</b> Butterflies usually rest with wings closed vertically above the back; many moths rest with wings flat or folded like a tent over the body.</li><li><b>Time of activity.</b> Most butterflies fly by day; most moths fly at dusk or at night, although many, such as the burnets and the hummingbird hawk-moth, are active in sunshine.</li></ul>" +
            p(
              "None of these rules is absolute. Skippers (family Hesperiidae) have hooked, not clubbed, antennae, and they often rest with forewings raised and hindwings flat. Some Australian skippers even have a frenulum. The bright red and black six-spot burnet is a day-flying moth more colourful than many butterflies. For this reason field guides are organised by family, and a confident identification comes from combining features: wing shape, pattern, antennae, size, habitat and the time of year.",
              "A good habit for a beginner is to photograph the upper and underside of the wings where possible, to note the date, place and foodplant, and to check the record against a regional guide before submitting it to a recording scheme.",
            ),
        },
      },
    ],
  },
];
