/** Sixth held-out evaluation courses, beginner level (bookbinding to game design); see ai-courses-heldout6.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT6_A: EvalCourse[] = [
  {
    slug: "introduction-to-bookbinding",
    discipline: "Bookbinding",
    title: "Introduction to Hand Bookbinding",
    description:
      "A studio course covering paper grain and folding, sewing structures, adhesives, case binding and leather paring, for first-year book arts and conservation students with no previous binding experience.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "leather paring",
    modules: [
      {
        title: "Paper Grain and Folding",
        description: "How fibre direction in paper governs folding, and how sheets become sections.",
        lesson: {
          title: "Finding and respecting the grain",
          html: p(
            "Machine-made paper has a grain: as the pulp flows along the wire of a paper machine, most fibres settle parallel to the direction of travel. Paper folds cleanly, bends easily and tears straight along the grain, and it resists all three across it. Moisture matters even more. Fibres swell far more in width than in length, so a damp sheet expands much more across the grain than along it, and it is this unequal movement that makes a badly made book warp.",
            "The binder's rule is simple to state: the grain of every component (text paper, endpapers, boards and covering cloth) should run parallel to the spine. If the text paper is grain-short, that is, with the grain running across the page, the folds crack, the pages do not drape open and the fore-edge ripples after the first humid week. Hand-made paper, formed by shaking pulp in a mould, has little grain, which is one reason it was so forgiving for early binders.",
            "There are three quick ways to find the grain. Bend the sheet gently one way and then the other without creasing it: it offers less resistance when the fold would be along the grain. Tear a strip in each direction: the tear along the grain is straighter. Or dampen one edge with a finger: the edge cut across the grain cockles into waves. Suppliers often state the grain in the sheet size, with the grain direction underlined or given second, but it is always worth testing.",
            "A section, or signature, is a group of folded sheets nested together. A sheet folded once makes a folio of 4 pages; folded twice, a quarto of 8; three times, an octavo of 16. Fold with a bone folder, pressing from the centre of the fold outwards so that the paper does not creep, and aim for 4 to 6 folded sheets per section in ordinary text weights (about 90 gsm). Thicker sections swell at the spine and the fold pushes the inner leaves outwards, a problem known as creep, which the bookbinder must later trim off at the fore-edge.",
          ),
        },
      },
      {
        title: "Sewing Structures",
        description: "Linking sections with thread through the fold, with and without tapes.",
        lesson: {
          title: "Sewing the text block",
          html:
            p(
              "Sewing is what turns a pile of sections into a text block that opens flat and survives use. The thread passes through holes, or sewing stations, pierced along each fold, and it links each section to its neighbours. Stations are marked on a paper jig so that they line up on every section, and they are pierced from inside the fold with an awl. Unbleached linen thread is the traditional choice because it is strong and ages well; it is waxed with beeswax so that it does not tangle and so that the stitches stay tight.",
              "Three structures are taught in this course:",
            ) +
            "<ul><li><strong>Pamphlet stitch</strong>: a single section sewn through three or five stations, with the knot tied inside around the long central stitch. It suits booklets and exhibition catalogues.</li><li><strong>Link stitch (French link)</strong>: sections are sewn one after another, and at each outer station the thread loops around the stitch of the section below, so no supports are needed.</li><li><strong>Sewing on tapes</strong>: the thread passes in and out of the fold and around linen tapes laid across the spine. The tapes later strengthen the joint between the text block and its boards.</li></ul>" +
            p(
              "At the head and tail of every section the thread is locked with a kettle stitch, a small loop caught under the previous section's thread. The name probably comes from the German Kettelstich, a chain stitch, rather than from anything to do with kettles. Kettle stitches should sit about 10 to 15 mm in from the head and tail, where they will be hidden once the spine is rounded.",
              "A common beginner's error is pulling the thread too hard. Over-tight sewing puckers the folds and, because thread adds thickness at every fold, the spine becomes thicker than the fore-edge (swell). Pull the thread along the line of the spine, never outward against the paper, and just firmly enough that the sections do not move. You can check tension by pressing the finished block: the spine should be no more than a few millimetres thicker than the fore-edge.",
            ),
        },
      },
      {
        title: "Adhesives",
        description: "The properties and uses of wheat starch paste, animal glue and PVA.",
        lesson: {
          title: "Choosing paste or glue",
          html:
            p(
              "Bookbinders use three main adhesives, and each has a particular job. The choice depends on how much water the adhesive carries into the paper, how long it stays workable, and whether it can be reversed later by a conservator.",
            ) +
            "<table><tr><th>Adhesive</th><th>Source</th><th>Working time</th><th>Reversible</th><th>Typical use</th></tr><tr><td>Wheat starch paste</td><td>Cooked wheat starch and water</td><td>Long (several minutes)</td><td>Yes, with water</td><td>Paper-to-paper work, endpapers, repairs</td></tr><tr><td>Animal (hide) glue</td><td>Collagen from hides, used hot</td><td>Short (seconds)</td><td>Yes, with warmth and moisture</td><td>Spine gluing in traditional binding</td></tr><tr><td>PVA (polyvinyl acetate)</td><td>Synthetic emulsion</td><td>Moderate</td><td>Largely no once cured</td><td>Case making, box making, spines of modern books</td></tr></table>" +
            p(
              "Wheat starch paste is cooked by stirring about one part starch into five or six parts water over gentle heat until it turns translucent and thick; it is strained before use and thinned as needed. Because paste carries a lot of water, paper pasted with it expands, so you must let the sheet relax for a minute before laying it down, otherwise it shrinks later and warps the board it is on.",
              "PVA is convenient and flexible, and many binders mix it about half-and-half with paste to combine PVA's grab with the longer working time of paste. The disadvantage of PVA is that it cannot easily be removed, so it is avoided in conservation work on historical books. Whatever adhesive is used, apply it with a stiff round brush from the centre of the sheet outwards, over waste paper that is changed after every sheet, and press the work between boards while it dries.",
              "A useful rule: the wetter the adhesive, the more the material moves. Gluing a thin sheet to one side of a board only makes it curl towards that side as it dries, which is why binders line the other side as well.",
            ),
        },
      },
      {
        title: "Case Binding",
        description: "Making a separate cloth-covered case and hanging the text block in it.",
        lesson: {
          title: "Making and casing in",
          html: p(
            "In case binding the cover (the case) is made separately from the text block and attached afterwards, which is how almost all commercial hardback books are produced. The case consists of two boards and a spine stiffener covered in bookcloth, and the text block is hung into it by its endpapers and the mull, a loosely woven cotton fabric glued across the spine.",
            "First the text block is prepared. After sewing, the spine is glued up, rounded with a hammer into a gentle curve so that the fore-edge becomes concave, and backed so that shoulders form on each side for the boards to sit against. Mull is glued across the spine, extending about 25 mm onto each side, and a strip of kraft paper is added over it for stiffness.",
            "Next the boards are cut from greyboard with the grain running head to tail. Each board overhangs the text block by a square of about 3 mm at head, tail and fore-edge. The spine stiffener is as wide as the spine is thick. Lay the boards on the glued cloth with a gap, the joint, of about two board thicknesses plus 1 mm between each board and the spine piece; a joint that is too narrow stops the cover opening, and one that is too wide lets the book sag. Leave a turn-in of 15 mm of cloth on all four sides, cut the corners at 45 degrees leaving a board thickness of cloth at each point, and fold the turn-ins over.",
            "Casing in is the final step. Lay the text block in the case, apply paste or a PVA mixture to the outer endpaper on one side, close the board onto it, then repeat on the other side. Place the book between pressing boards with brass-edged boards or knitting needles in the joints so that the grooves form, and leave it under light weight for at least 12 hours. Open it too early and the moisture still in the endpapers will make the boards warp outwards.",
          ),
        },
      },
    ],
  },
  {
    slug: "fundamentals-of-land-surveying",
    discipline: "Land surveying",
    title: "Fundamentals of Land Surveying",
    description:
      "An introduction to distance measurement and tape corrections, differential leveling, angles and bearings, traverse computations, and GNSS positioning, for first-year surveying and civil technology students.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "GNSS positioning",
    modules: [
      {
        title: "Measuring Distance",
        description: "Taping and electronic distance measurement, and the corrections applied to a measured length.",
        lesson: {
          title: "From tape reading to true horizontal distance",
          html:
            p(
              "Surveyors measure horizontal distance, because plans, property descriptions and areas are all expressed in the horizontal plane. A measured distance is rarely the true one, and the beginner's job is to know which corrections apply and in which direction. With a steel tape the common systematic corrections are listed below; random errors (such as misreading a graduation) are reduced by repeating the measurement, but systematic errors are not.",
            ) +
            "<ul><li><strong>Standardization</strong>: the tape's actual length, found by comparing it against a baseline, differs from its nominal length.</li><li><strong>Temperature</strong>: steel expands by about 0.00000645 per degree Fahrenheit (0.0000116 per °C), and tapes are standardized at 68 °F (20 °C).</li><li><strong>Tension</strong>: pulling harder than the standard tension stretches the tape.</li><li><strong>Sag</strong>: a tape supported only at its ends hangs in a curve, so the chord between the ends is shorter than the reading.</li><li><strong>Slope</strong>: a distance measured along a slope must be reduced to the horizontal.</li></ul>" +
            p(
              "Take a worked example. A 100.00 ft steel tape reads 285.42 ft along a line on a day when the temperature is 95 °F. The temperature correction is 0.00000645 × (95 − 68) × 285.42 = +0.050 ft, because a warm tape is longer than its graduations say, so each reading is too small. The corrected length is 285.47 ft. Had the line been taped along a uniform slope with an elevation difference of 6.20 ft, the horizontal distance would be the square root of (285.47² − 6.20²), or 285.40 ft.",
              "A common misconception is that every correction is applied the same way. The sign depends on whether you are measuring an unknown distance or laying out a required one: when laying out, the correction is applied with the opposite sign.",
              "Most distance work today is done with electronic distance measurement (EDM), built into total stations. The instrument sends modulated infrared light to a prism and compares the phase of the returning signal with the outgoing one. EDM measurements still need corrections for atmospheric temperature and pressure (which change the speed of light in air) and for the prism constant, and the slope distance is reduced to horizontal using the measured zenith angle.",
            ),
        },
      },
      {
        title: "Differential Leveling",
        description: "Finding differences in elevation with a level and a rod.",
        lesson: {
          title: "Running a level line",
          html: p(
            "Differential leveling determines the elevation of points relative to a benchmark, a stable point of known elevation. The level establishes a horizontal line of sight, and readings are taken on a graduated rod held vertically on each point. The procedure rests on two kinds of reading: a backsight (BS), taken on a point of known elevation, and a foresight (FS), taken on a point whose elevation is to be found.",
            "The arithmetic uses the height of instrument (HI). HI equals the known elevation plus the backsight; the new elevation equals HI minus the foresight. Suppose benchmark BM 12 has an elevation of 482.615 ft. With the level set up between it and a turning point TP1, the backsight on BM 12 reads 5.284 ft, so HI = 487.899 ft. The foresight on TP1 reads 3.107 ft, giving TP1 an elevation of 484.792 ft. The level is then moved forward, a backsight is taken on TP1, and the process continues. A useful arithmetic check is that the sum of backsights minus the sum of foresights must equal the change in elevation from start to finish.",
            "Good practice is to balance backsight and foresight distances at each setup. If the line of sight is not exactly horizontal (collimation error), or if the curvature of the earth and atmospheric refraction affect the reading, the error is proportional to distance; with equal distances the error in the backsight cancels the error in the foresight. The combined curvature and refraction correction is about 0.0206 times the square of the distance in thousands of feet, in feet, which is small for a 150 ft sight but not for a 1,000 ft one.",
            "A level line must always close, either back on the starting benchmark or on a second benchmark. The misclosure is compared with an allowable value that depends on the order of accuracy, typically expressed as a constant times the square root of the length of the loop. If it is acceptable, the misclosure is distributed among the turning points in proportion to their distance from the start; if it is not, the line is rerun rather than adjusted.",
          ),
        },
      },
      {
        title: "Angles, Bearings and Traverses",
        description: "Expressing directions and computing a closed traverse.",
        lesson: {
          title: "Closing a traverse",
          html: p(
            "Directions in surveying are given either as azimuths or as bearings. An azimuth is measured clockwise from north, from 0° to 360°. A bearing is an angle of no more than 90° measured from north or south towards east or west, so an azimuth of 125°30' is the bearing S 54°30' E. Beginners often convert incorrectly in the south-west quadrant: an azimuth of 200° is S 20° W, because it lies 20° past due south.",
            "A traverse is a series of connected lines whose lengths and angles are measured. In a closed loop traverse of n sides, the interior angles must sum to (n − 2) × 180°, so a five-sided traverse should total 540°. Any difference is the angular misclosure, which, if within tolerance, is usually distributed equally among the angles. The adjusted angles are then used to carry azimuths around the figure from a starting line of known direction.",
            "Each course is next resolved into a latitude (its north-south component, length × cos azimuth) and a departure (its east-west component, length × sin azimuth). North latitudes and east departures are positive. For a closed loop both sums should be zero. In practice they are not: if the latitudes sum to +0.12 ft and the departures to −0.09 ft, the linear misclosure is the square root of (0.12² + 0.09²), or 0.15 ft. Divided into a perimeter of 2,250 ft it gives a relative precision of 1 in 15,000, which is then compared with the standard required for the job.",
            "The compass rule, also called the Bowditch rule after the navigator Nathaniel Bowditch, distributes the misclosure in proportion to the length of each course: the correction to a course's latitude is minus the total latitude misclosure times that course's length divided by the perimeter, and likewise for departures. It assumes that angles and distances were measured with comparable precision. After adjustment, coordinates are computed by adding latitudes and departures in turn from a known starting point, and the area can be computed from those coordinates.",
          ),
        },
      },
    ],
  },
  {
    slug: "beginning-ancient-greek",
    discipline: "Ancient Greek",
    title: "Beginning Ancient Greek",
    description:
      "A first course in Attic Greek covering the alphabet and pronunciation, noun cases and the definite article, the first and second declensions, present indicative verbs, and participles, for students of classics, philosophy and theology.",
    level: "beginner",
    duration: "one semester",
    plantedGap: "participles",
    modules: [
      {
        title: "The Alphabet and Pronunciation",
        description: "The twenty-four letters, their sounds and the marks written with them.",
        lesson: {
          title: "Reading Greek letters",
          html: p(
            "The Greek alphabet used for Attic texts has twenty-four letters, from alpha (α) to omega (ω). It descends from the Phoenician script, adapted around the eighth century BC, and the Greeks' key innovation was to use some Phoenician consonant signs for vowels. Athens officially adopted the Ionic form of the alphabet in 403 BC, under the archon Eucleides, and that is the alphabet you will learn.",
            "Several letters look familiar but sound different. Eta (η) is a long e, not an n; rho (ρ) is an r, not a p; nu (ν) is an n, not a v; and chi (χ) was an aspirated k, a k followed by a puff of breath, although many teachers pronounce it like the ch in Scottish 'loch'. Three letters are double consonants: zeta (ζ, probably zd), xi (ξ, ks) and psi (ψ, ps). Sigma has two lower-case forms: σ within a word and ς at the end, so the word for 'word' is written λόγος.",
            "Greek distinguishes long and short vowels. Epsilon (ε) and omicron (ο) are always short; eta (η) and omega (ω) are always long; alpha, iota and upsilon can be either. Diphthongs combine two vowels in one syllable: αι as in 'aisle', ει roughly as in 'eight', οι as in 'oil', ου as in 'group'. When iota follows a long vowel and is no longer pronounced, it is written beneath it as iota subscript, as in the dative τῷ.",
            "Every word beginning with a vowel carries a breathing mark. The smooth breathing (ἀ) means no sound; the rough breathing (ἁ) adds an h, so ὁ is pronounced 'ho'. Initial rho and upsilon always take the rough breathing, which is why Greek words borrowed into English begin with rh- and hy-, as in 'rhetoric' and 'hydrogen'.",
            "The pronunciation taught here is the reconstructed classical one associated with W. Sidney Allen's Vox Graeca; modern Greek sounds many of these letters differently (β as v, η as i). Neither is 'wrong', but using the reconstructed sounds makes spelling easier, because each letter keeps a distinct value. Practise by transliterating names you know: Σωκράτης is Sokrates and Ἀθῆναι is Athenai.",
          ),
        },
      },
      {
        title: "Nouns, Cases and the Article",
        description: "How Greek marks the role of a noun by its ending, and the first and second declensions.",
        lesson: {
          title: "Cases and the first two declensions",
          html:
            p(
              "English shows who does what to whom mainly by word order; Greek shows it by the ending of the noun, its case. There are five cases: nominative (subject), genitive (possession, 'of'), dative (indirect object, 'to' or 'for', and means), accusative (direct object) and vocative (direct address). Because the ending carries the meaning, word order is free: ὁ ἄνθρωπος τὸν λόγον λέγει and τὸν λόγον λέγει ὁ ἄνθρωπος both mean 'the man speaks the word'.",
              "Nouns also have gender (masculine, feminine or neuter) and number, and they are grouped by their endings into declensions. The second declension contains mostly masculine nouns in -ος and neuter nouns in -ον; the first contains mostly feminine nouns in -η or -α. The table gives a model of each with the article, which agrees with its noun in gender, number and case.",
            ) +
            "<table><tr><th>Case (singular)</th><th>λόγος, 'word' (m.)</th><th>δῶρον, 'gift' (n.)</th><th>τιμή, 'honour' (f.)</th></tr><tr><td>Nominative</td><td>ὁ λόγος</td><td>τὸ δῶρον</td><td>ἡ τιμή</td></tr><tr><td>Genitive</td><td>τοῦ λόγου</td><td>τοῦ δώρου</td><td>τῆς τιμῆς</td></tr><tr><td>Dative</td><td>τῷ λόγῳ</td><td>τῷ δώρῳ</td><td>τῇ τιμῇ</td></tr><tr><td>Accusative</td><td>τὸν λόγον</td><td>τὸ δῶρον</td><td>τὴν τιμήν</td></tr></table>" +
            p(
              "In the plural, λόγος runs λόγοι, λόγων, λόγοις, λόγους, and δῶρον runs δῶρα, δώρων, δώροις, δῶρα. Notice a rule that holds for every neuter noun in Greek: the nominative and accusative are identical, and in the plural both end in -α. Feminine nouns whose stem ends in ε, ι or ρ keep α throughout the singular, as in χώρα, χώρας, χώρᾳ, χώραν ('land').",
              "Two cautions. Greek has no indefinite article, so ἄνθρωπος alone means 'a man' or simply 'man'. And gender is grammatical, not natural: a few second-declension nouns in -ος are feminine, most famously ἡ ὁδός, 'the road', so the article is the surest guide. Learn every noun with its article and its genitive, for example λόγος, -ου, ὁ.",
            ),
        },
      },
      {
        title: "Present Indicative Verbs",
        description: "The present active indicative of thematic verbs in -ω.",
        lesson: {
          title: "Conjugating λύω",
          html: p(
            "Greek verbs are listed by the first person singular of the present indicative, not by an infinitive as in English. The model verb in most textbooks is λύω, 'I loose' or 'I release', chosen because its stem λυ- stays unchanged and its endings are easy to see. The present active indicative runs: λύω (I loose), λύεις (you loose), λύει (he, she or it looses), λύομεν (we loose), λύετε (you, plural, loose), λύουσι(ν) (they loose).",
            "These are thematic verbs: between the stem and the personal ending stands a thematic vowel, ο before μ and ν and ε elsewhere, which is easiest to see in λύ-ο-μεν and λύ-ε-τε. The ending itself shows the person and number, so Greek, like Latin, rarely needs a subject pronoun. λύομεν alone means 'we loose'; adding ἡμεῖς ('we') gives emphasis. The final ν in λύουσιν, called movable nu, is added before a word beginning with a vowel or at the end of a sentence.",
            "The Greek present covers more ground than the English simple present. λύω can mean 'I loose', 'I am loosing' or 'I do loose', and context decides. Greek also marks whether an action is simple or ongoing by its stem, a distinction called aspect that you will meet more fully later; the present stem presents the action as in progress or repeated.",
            "Two agreement rules catch beginners. A verb agrees with its subject in person and number, except that a neuter plural subject normally takes a singular verb: τὰ δῶρα καλά ἐστιν, 'the gifts are beautiful', uses ἐστιν ('is'). And negation uses οὐ before a consonant, οὐκ before a smooth breathing and οὐχ before a rough one, as in οὐ λύει, οὐκ ἐθέλει and οὐχ ὁρᾷ.",
            "To translate a simple sentence, find the verb first, then the nominative that agrees with it, then the accusative. In ὁ στρατηγὸς τοὺς ἵππους λύει, λύει is third person singular, ὁ στρατηγός is its subject and τοὺς ἵππους the object: 'the general releases the horses'.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-paleontology",
    discipline: "Paleontology",
    title: "Introduction to Paleontology",
    description:
      "A survey of fossilization and taphonomy, geologic time and dating methods, the Cambrian explosion, mass extinctions, and ichnology, for first- and second-year earth science and biology majors.",
    level: "beginner",
    duration: "14 weeks",
    plantedGap: "ichnology",
    modules: [
      {
        title: "Fossilization and Taphonomy",
        description: "What happens to an organism between death and discovery.",
        lesson: {
          title: "From carcass to fossil",
          html: p(
            "Taphonomy, a term coined by the Russian paleontologist Ivan Efremov in 1940, is the study of everything that happens to an organism from death to discovery: decay, scavenging, transport, burial and the chemical changes that follow. It matters because the fossil record is a heavily filtered sample of past life. Most organisms leave no fossil at all, and the ones that do are biased toward animals with hard parts that lived where sediment accumulated, such as shallow seas, lakes and river floodplains.",
            "Hard tissues fossilize in several ways. In permineralization, groundwater carrying dissolved minerals (commonly silica or calcite) fills the pores of bone or wood; the petrified logs of Arizona's Petrified Forest are silica-permineralized conifers about 225 million years old. In replacement, the original material dissolves and another mineral takes its place, as when aragonite shells are replaced by calcite or pyrite. Recrystallization changes the crystal structure without changing the chemistry, and some shells dissolve completely, leaving a mold in the rock; if the mold later fills with sediment, the result is a cast.",
            "Soft tissues survive only under exceptional conditions, and deposits that preserve them are called Lagerstätten (German for 'storage places'). Rapid burial, low oxygen and early mineralization all help. Examples include the Burgess Shale of British Columbia, the Solnhofen limestone of Bavaria, which yielded Archaeopteryx, and the Messel pit in Germany, where Eocene mammals are preserved with fur outlines and stomach contents.",
            "Taphonomic processes can mislead you if they are ignored. Currents sort shells by size and shape, so a bed dominated by large valves may reflect water flow, not the original community. Time-averaging mixes shells from centuries or millennia into a single layer. And the Signor-Lipps effect, described by Philip Signor and Jere Lipps in 1982, means that the last fossil of a species will almost always be found below the true extinction horizon, because rare species are unlikely to be preserved in their final years. An extinction that was sudden can therefore look gradual in the rock.",
          ),
        },
      },
      {
        title: "Geologic Time and Dating",
        description: "Relative dating from rock relationships and numerical dating from radioactive decay.",
        lesson: {
          title: "How old is it?",
          html:
            p(
              "Paleontologists date fossils in two complementary ways. Relative dating places rocks and fossils in order without assigning years, and numerical (absolute) dating assigns ages in years, usually from radioactive decay. Relative dating came first and rests on principles stated by Nicolas Steno in 1669 and extended by later geologists.",
            ) +
            "<ul><li><strong>Superposition</strong>: in undisturbed layers, older rocks lie beneath younger ones.</li><li><strong>Original horizontality</strong>: sediments are deposited in nearly flat layers, so tilted beds were disturbed afterward.</li><li><strong>Cross-cutting relationships</strong>: a fault or igneous intrusion is younger than the rocks it cuts.</li><li><strong>Faunal succession</strong>: fossil assemblages follow one another in a consistent order, as William Smith showed while mapping English strata around 1800.</li></ul>" +
            p(
              "Faunal succession allows index fossils to correlate rocks across continents. A good index fossil was widespread, abundant, easily recognized and short-lived as a species; ammonites and graptolites are classic examples, and some ammonite zones span less than a million years.",
              "Numerical dating measures the decay of a radioactive parent isotope into a stable daughter. After one half-life, half of the parent remains; after two, a quarter; after three, an eighth. If a mineral contains three daughter atoms for every parent atom, one quarter of the parent remains, so two half-lives have passed. Potassium-40 decays to argon-40 with a half-life of about 1.25 billion years, and uranium-238 to lead-206 with a half-life of about 4.47 billion years.",
              "A frequent misconception is that fossils themselves are radiometrically dated. Sedimentary rocks are made of grains from older rocks, so their minerals give the age of the source, not of deposition. Instead, paleontologists date volcanic ash beds above and below a fossil, bracketing its age. Radiocarbon is no help for dinosaurs: with a half-life of 5,730 years it is useful only back to about 50,000 years.",
            ),
        },
      },
      {
        title: "The Cambrian Explosion and Mass Extinctions",
        description: "The rapid appearance of animal body plans and the five great extinction events.",
        lesson: {
          title: "Bursts and crises in the history of life",
          html: p(
            "The Cambrian Period began about 539 million years ago, and within roughly the next 20 to 25 million years most of the major animal phyla with preserved skeletons appear in the record. This rapid diversification is called the Cambrian explosion. The Burgess Shale, discovered by Charles Walcott in 1909, and the older Chengjiang biota of Yunnan, China, preserve soft-bodied animals such as Opabinia, with its five eyes, and the large predator Anomalocaris. The explosion was not the first animal life: the Ediacaran biota, enigmatic soft-bodied organisms, lived in the preceding tens of millions of years. Proposed causes include rising oceanic oxygen, the evolution of predation (which favored skeletons), and genetic innovations in developmental regulatory genes.",
            "A mass extinction is a geologically brief interval in which a large fraction of species disappears worldwide. In 1982 David Raup and Jack Sepkoski identified five major events in the marine record: the end-Ordovician (about 445 million years ago), the Late Devonian (about 372), the end-Permian (about 252), the end-Triassic (about 201) and the end-Cretaceous (about 66). The end-Permian was the largest, eliminating an estimated 80 to 90 percent of marine species; massive volcanic eruptions of the Siberian Traps, which released carbon dioxide and caused ocean warming and acidification, are the leading explanation.",
            "The end-Cretaceous event is the best understood. In 1980 Luis and Walter Alvarez and colleagues reported an iridium-rich clay layer at the boundary, interpreting it as debris from an asteroid impact, and the 180 km wide Chicxulub crater beneath the Yucatán Peninsula was later identified as the impact site. Non-avian dinosaurs, ammonites and many plankton groups vanished, while birds, mammals and crocodilians survived.",
            "Extinctions reshape life as much as they destroy it. Mammals had existed alongside dinosaurs for well over 100 million years but diversified rapidly only afterward, filling vacated ecological roles. Students sometimes assume that survivors were 'better adapted'; often they were simply small, generalist or lucky in where they lived.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-game-design",
    discipline: "Game design",
    title: "Foundations of Game Design",
    description:
      "An introduction to game mechanics and the MDA framework, core loops and player motivation, level design, playtesting and balancing, and monetization models, for first-year game development and interactive media students.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "monetization models",
    modules: [
      {
        title: "Mechanics, Dynamics and Aesthetics",
        description: "A vocabulary for describing how rules produce play and feeling.",
        lesson: {
          title: "The MDA framework and the core loop",
          html: p(
            "In 2004 Robin Hunicke, Marc LeBlanc and Robert Zubek proposed the MDA framework to give designers a shared vocabulary. Mechanics are the rules and components as the designer builds them: a jump that reaches 3 tiles high, a deck of 52 cards, a timer of 90 seconds. Dynamics are the behaviour that emerges when players interact with those mechanics over time, such as bluffing in poker or camping near a spawn point in a shooter. Aesthetics are the emotional responses the game evokes in the player, which the authors split into categories including sensation, fantasy, narrative, challenge, fellowship, discovery, expression and submission.",
            "The key insight of MDA is that designers and players approach a game from opposite ends. The designer can only change mechanics directly; the player experiences aesthetics first. So if playtesters report that a strategy game 'feels tedious', the fix cannot be applied to the feeling itself: you must trace it back through the dynamics (perhaps one dominant opening makes every match the same) to a mechanic (perhaps one unit is too cheap for its strength).",
            "A core loop is the short cycle of actions a player repeats most often, and it is worth being able to state it in one line. In a typical action role-playing game it is 'fight enemies, collect loot, upgrade equipment, fight stronger enemies'. In Tetris it is 'see a piece, rotate and place it, clear lines'. Good core loops are satisfying in isolation, give feedback at every step (sounds, animation, numbers) and connect to longer loops, such as finishing a level or completing a story chapter, so that repetition feels like progress.",
            "Player motivation is often discussed using self-determination theory, developed by psychologists Edward Deci and Richard Ryan, which identifies three needs: competence, autonomy and relatedness. A loop that lets players get visibly better satisfies competence; meaningful choices support autonomy; cooperative or competitive play meets relatedness. Beginners often confuse motivation with reward: extrinsic rewards such as points can support play, but they rarely rescue a loop that is not enjoyable on its own.",
          ),
        },
      },
      {
        title: "Level Design",
        description: "Shaping space, pacing and teaching in a game level.",
        lesson: {
          title: "Teaching through space",
          html:
            p(
              "A level is where mechanics meet space, and the level designer's first job is teaching. The opening of World 1-1 in Super Mario Bros. (1985) is the standard example: the player starts on the left of an empty screen, so moving right is the obvious choice; the first Goomba approaches slowly on flat ground, so the player learns to jump over it or die harmlessly early; and a block marked with a question mark sits just above jumping height, inviting experimentation. No text explains any of this.",
              "Many designers use a four-step pattern for introducing a mechanic, sometimes called kishōtenketsu after the four-part structure of classical Chinese and Japanese poetry, and popularised for Nintendo level design:",
            ) +
            "<ol><li><strong>Introduce</strong> the mechanic in a safe place where failure costs little.</li><li><strong>Develop</strong> it with a slightly harder variation.</li><li><strong>Twist</strong> it by combining it with something unexpected.</li><li><strong>Conclude</strong> with a short test that shows the player they have mastered it.</li></ol>" +
            p(
              "Pacing is the rhythm of tension and release across a level. Designers often sketch an intensity graph, plotting expected challenge against time, and aim for rising peaks separated by quieter troughs where players can rest, explore or pick up health. A flat line at high intensity exhausts players; a flat line at low intensity bores them.",
              "Players also need to know where to go. Techniques include landmarks visible from a distance, lighting that draws the eye towards exits, and 'breadcrumbs' such as coins laid along the intended route. Sightlines matter: if a door can be seen before it can be reached, the player forms a goal. A common beginner mistake is building a level from the top-down map alone; you should walk it at player height and speed as early as possible, using simple untextured geometry (a 'greybox' or 'blockout'), because distances that look short on a plan can take a tedious 40 seconds to cross.",
            ),
        },
      },
      {
        title: "Playtesting and Balancing",
        description: "Watching real players and adjusting the numbers that shape play.",
        lesson: {
          title: "Learning from players",
          html: p(
            "Playtesting is the practice of watching people play an unfinished game to learn how it actually works, as opposed to how the designer believes it works. Tracy Fullerton, in Game Design Workshop, describes an iterative cycle: set a goal, build a prototype, playtest, evaluate and revise. The earlier the first test the better: paper prototypes with index cards and dice can reveal a broken rule in an afternoon, long before any code is written.",
            "Good tests are structured. Decide in advance what you want to learn (for example, 'do players understand the stamina bar without a tutorial?'), recruit testers who resemble the intended audience, and avoid testing only with friends or other developers, who are more forgiving and more skilled. During the session, ask players to think aloud, stay silent yourself, and never explain the rules mid-play: the moment you say 'you're supposed to press shift', you lose the data. Record where players hesitate, die or quit, and afterwards ask open questions such as 'what was confusing?' rather than 'did you like it?'.",
            "Balancing adjusts the numbers behind mechanics so that no option is strictly better than the rest. A dominant strategy (one that is best in all situations) collapses choice. Rock-paper-scissors, with each option beating exactly one other, is the simplest intransitive balance. Designers often start from a cost curve: if a unit with 10 attack costs 100 gold, a unit with 15 attack and no drawback should cost about 150, and any extra ability must add to that cost.",
            "Quantitative data complement observation. Logging how long players take on each level, or which character wins in a fighting game, can show that a character with a 58 percent win rate over 10,000 matches needs adjustment. But numbers show what happens, not why, so designers pair telemetry with interviews. Remember that players are excellent at reporting problems and poor at prescribing solutions: listen to the complaint, then design the fix yourself.",
          ),
        },
      },
    ],
  },
];
