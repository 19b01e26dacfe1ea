/** Twenty-seventh held-out evaluation courses, beginner level (Icelandic to coffee roasting); see ai-courses-heldout27.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT27_A: EvalCourse[] = [
  {
    slug: "icelandic-first-steps-sounds-nouns-verbs",
    discipline: "Icelandic language",
    title: "Icelandic First Steps",
    description:
      "Icelanders still read the medieval sagas with little help, and learners meet the same conservative grammar from the first week: the alphabet with þ, ð and æ, pronunciation and first-syllable stress, the four cases of the noun, the present tense of common verbs, and the numerals one to four, which decline for gender and case.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "numerals",
    modules: [
      {
        title: "Letters and Sounds",
        description:
          "You will learn the thirty-two letters of the alphabet and the rules that turn written Icelandic into speech.",
        lesson: {
          title: "Þorn, eð and the sound of ll",
          html:
            p(
              "The Icelandic alphabet has thirty-two letters. It has no c, q, w or z in native words (z was dropped from the official spelling in 1973), but it adds accented vowels that are separate letters, not variants: á, é, í, ó, ú and ý, together with æ and ö, and two consonants inherited from Old English and Old Norse manuscripts, þ (<i>þorn</i>) and ð (<i>eð</i>). In dictionaries þ, æ and ö come at the very end, so <i>þakka</i> ('to thank') is looked up after every word beginning with y.",
              "Þ is the voiceless sound of English <i>thin</i> and occurs almost only at the start of a word: <i>þú</i> ('you'). Ð is the voiced sound of <i>this</i> and never begins a word: <i>góður</i> ('good'). The accent on a vowel does not mark stress; it marks a different vowel. Á is pronounced like English 'ow' in <i>cow</i>, é like 'ye' in <i>yes</i>, ó like the 'o' in <i>go</i>, and æ like English 'eye', so <i>sæll</i> ('happy, hello') sounds roughly like 'sightl'.",
              "Stress is simple: it always falls on the first syllable of a word, whatever its length. Vowels are long in a stressed syllable before a single consonant or at the end of a word, and short before two consonants, so the a of <i>tala</i> ('to speak') is long and the a of <i>taska</i> ('bag') is short.",
            ) +
            "<ul><li><b>ll</b> is usually pronounced [tl]: <i>fjall</i> ('mountain') is 'fyattl'.</li><li><b>hv</b> at the start of a word is pronounced [kv] by most speakers: <i>hvað</i> ('what').</li><li><b>pp, tt, kk</b> are preaspirated, with a puff of breath before the stop: <i>takk</i> ('thanks') sounds like 'tahk'.</li><li><b>f</b> between vowels becomes [v]: <i>hafa</i> ('to have').</li></ul>" +
            p(
              "These rules are regular enough that a learner who knows them can read aloud almost any word, even the volcano <i>Eyjafjallajökull</i>, whose name is simply 'island-mountain-glacier'.",
            ),
        },
      },
      {
        title: "Gender and the Four Cases",
        description:
          "Why does 'horse' have eight forms? This module answers with the case system and the suffixed article.",
        lesson: {
          title: "Hestur, borg and land",
          html:
            p(
              "Every Icelandic noun is masculine, feminine or neuter, and every noun changes its ending for four cases: the nominative for the subject, the accusative for most direct objects, the dative for indirect objects and after many prepositions, and the genitive for possession. Gender cannot always be guessed from meaning, but endings help: most nouns ending in <i>-ur</i> in the nominative are masculine, and many ending in <i>-a</i> are feminine.",
              "The masculine noun <i>hestur</i> ('horse') shows a typical strong pattern. Note that the plural forms with <i>-um</i> in the dative appear in every gender.",
            ) +
            "<table><tr><th>Case</th><th>Singular</th><th>Plural</th><th>Singular with article</th></tr><tr><td>Nominative</td><td>hestur</td><td>hestar</td><td>hesturinn</td></tr><tr><td>Accusative</td><td>hest</td><td>hesta</td><td>hestinn</td></tr><tr><td>Dative</td><td>hesti</td><td>hestum</td><td>hestinum</td></tr><tr><td>Genitive</td><td>hests</td><td>hesta</td><td>hestsins</td></tr></table>" +
            p(
              "The feminine <i>borg</i> ('city') changes only in the genitive singular, <i>borgar</i>, and in the plural (<i>borgir, borgir, borgum, borga</i>). The neuter <i>land</i> ('land, country') is the same in nominative and accusative, as every neuter noun is, and shows a vowel change in the plural: <i>lönd</i>, with dative <i>löndum</i>.",
              "Icelandic has no indefinite article: <i>hestur</i> means both 'horse' and 'a horse'. The definite article is attached to the end of the noun and itself declines, which is why 'the horse' is <i>hesturinn</i> as a subject but <i>hestinn</i> as an object. Prepositions decide the case of what follows them. <i>Til</i> ('to') takes the genitive, so 'to Reykjavík' is <i>til Reykjavíkur</i>; <i>frá</i> ('from') takes the dative; and <i>í</i> ('in') takes the dative for location, <i>Ég bý í Reykjavík</i> ('I live in Reykjavík'), but the accusative for movement into a place.",
            ),
        },
      },
      {
        title: "Verbs in the Present Tense",
        description:
          "Here we conjugate vera, tala, fara and heita, enough to introduce yourself and say where you are going.",
        lesson: {
          title: "Ég heiti Anna: first conversations",
          html: p(
            "Icelandic verbs change their endings for person and number, as in German or Latin, so the pronoun and the verb must agree. The personal pronouns are <i>ég</i> ('I'), <i>þú</i> ('you', singular), <i>hann, hún, það</i> ('he, she, it'), <i>við</i> ('we'), <i>þið</i> ('you', plural) and, in the third person plural, <i>þeir</i> for men, <i>þær</i> for women and <i>þau</i> for a mixed group or neuter nouns. The last of these surprises English speakers: a group of one man and one woman is <i>þau</i>.",
            "The most important verb is irregular. <i>Vera</i> ('to be') runs <i>ég er, þú ert, hann er, við erum, þið eruð, þau eru</i>. Weak verbs ending in <i>-a</i> are regular and form the largest class. <i>Tala</i> ('to speak') gives <i>ég tala, þú talar, hún talar, við tölum, þið talið, þau tala</i>. The change of a to ö in <i>tölum</i> is u-umlaut: an a in the stem becomes ö when the ending contains u, a rule the learner will meet again in nouns such as <i>lönd</i> and <i>löndum</i>.",
            "Strong verbs change their stem vowel. <i>Fara</i> ('to go') has <i>ég fer, þú ferð, hann fer</i> in the singular but <i>við förum, þið farið, þau fara</i> in the plural. <i>Heita</i> ('to be called') is the verb for names: <i>Ég heiti Anna</i>, 'I am called Anna', and the question <i>Hvað heitir þú?</i>, 'What are you called?'. Combining the verbs with the prepositions of the previous module gives the first useful sentences: <i>Ég er frá Englandi</i> ('I am from England', with England in the dative), <i>Ég tala smá íslensku</i> ('I speak a little Icelandic', with <i>íslenska</i> in the accusative) and <i>Við förum til Akureyrar á morgun</i> ('We are going to Akureyri tomorrow').",
            "Word order in a main clause keeps the verb in second place, so a sentence that starts with a time expression puts the subject after the verb: <i>Á morgun förum við</i>.",
          ),
        },
      },
    ],
  },
  {
    slug: "farmhouse-cheesemaking-from-milk-to-press",
    discipline: "Cheesemaking",
    title: "Farmhouse Cheesemaking: From Milk to Press",
    description:
      "Ten litres of milk make about one kilogram of hard cheese, and this six-week practical class shows where the rest goes: choosing and heat-treating milk, starter cultures and acidity, coagulation with rennet, cutting, scalding and draining the curd, and waxing a finished cheese for storage.",
    level: "beginner",
    duration: "6 weeks (one evening a week)",
    plantedGap: "waxing",
    modules: [
      {
        title: "Milk and Starter Cultures",
        description:
          "Cheese begins with milk of good quality and a deliberate souring, and both are under the maker's control.",
        lesson: {
          title: "Milk, heat treatment and acidification",
          html: p(
            "Cow's milk is about 87 per cent water, with roughly 4 per cent fat, 3.3 per cent protein and 4.7 per cent lactose. Cheese captures most of the fat and the casein proteins, about 80 per cent of the protein in milk, while the whey carries away the lactose, the whey proteins and much of the water. The richer the milk in fat and casein, the greater the yield, which is why sheep's milk, with about 6 per cent protein, gives nearly twice as much cheese per litre as cow's milk.",
            "Most small makers in Britain use pasteurised milk. High-temperature short-time pasteurisation holds milk at 72 °C for at least 15 seconds; in a home or farm vat the slower batch method holds it at 63 °C for 30 minutes and then cools it quickly to the working temperature. Pasteurisation kills pathogens such as <i>Listeria monocytogenes</i> but also disturbs the calcium balance, so makers often add calcium chloride, about 20 ml of a 30 per cent solution per 100 litres, to help the curd set firmly.",
            "The starter culture is a measured dose of lactic acid bacteria that ferment lactose into lactic acid. Two families are used. Mesophilic starters, chiefly <i>Lactococcus lactis</i>, work best around 30 °C and are used for Cheddar, Gouda and most soft cheeses. Thermophilic starters such as <i>Streptococcus thermophilus</i> and <i>Lactobacillus helveticus</i> tolerate 45 °C or more and suit cooked cheeses such as Emmental and Parmesan.",
            "Fresh milk has a pH of about 6.6 to 6.7. After the starter is added, the milk is held at temperature for 30 to 60 minutes so that the bacteria become active and the pH begins to fall. Acidity matters at every later step: it helps the rennet work, drives whey from the curd, controls the final texture and protects the cheese from spoilage organisms. A maker who records pH and time at each stage can repeat a good batch and work out what went wrong with a poor one.",
          ),
        },
      },
      {
        title: "Rennet and the Curd",
        description: "In this module the milk sets into a gel, and we learn to judge when to cut it and how small.",
        lesson: {
          title: "Coagulation, the clean break and cutting",
          html:
            p(
              "Casein in milk exists as tiny micelles, held apart from one another by a hairy outer layer of a protein called kappa-casein. Rennet contains the enzyme chymosin, traditionally taken from the stomach of young calves and now mostly produced by fermentation. Chymosin cuts kappa-casein at one particular bond, between amino acids 105 and 106, and the hairy layer falls away. Stripped of their protection, the micelles stick together in the presence of calcium and form a continuous gel that traps fat and water.",
              "The usual dose of standard liquid rennet is about 20 to 30 ml per 100 litres of milk, diluted in cool, non-chlorinated water and stirred in for no more than a minute. After that the milk must be left perfectly still. A reliable way to time the set is the flocculation method: float a small plastic lid on the milk and note the moment it stops spinning freely, which marks the first thickening. The total setting time is then the flocculation time multiplied by a factor chosen for the cheese:",
            ) +
            "<table><tr><th>Style</th><th>Multiplier</th><th>Example (flocculation at 12 min)</th></tr><tr><td>Hard, cooked</td><td>2 to 2.5</td><td>24 to 30 min</td></tr><tr><td>Semi-hard</td><td>3</td><td>36 min</td></tr><tr><td>Soft</td><td>5 to 6</td><td>60 to 72 min</td></tr></table>" +
            p(
              "The set is confirmed with a clean break. A clean finger or knife is slid into the curd at an angle and lifted: the curd should split cleanly, with clear yellowish-green whey filling the crack. The curd is then cut with knives or a harp into cubes. Cut size controls moisture: pea-sized pieces for a dry hard cheese, walnut-sized or larger for a soft cheese that should stay moist. Cutting too early, or too roughly, shatters the curd and loses fat and fines into the whey.",
            ),
        },
      },
      {
        title: "Scalding, Draining and Pressing",
        description:
          "After cutting, the maker drives out whey with heat, stirring, salt and pressure until the cheese has its shape.",
        lesson: {
          title: "From curd in whey to a pressed cheese",
          html: p(
            "Once cut, the curd is stirred gently and, for harder cheeses, scalded: the temperature of the vat is raised slowly, about one degree every three to five minutes, from 30 °C to around 38 or 39 °C for a Cheddar. Heat makes the curd particles contract and expel whey, and the acid produced by the starter continues to do the same. Raising the temperature too quickly forms a skin on each particle that traps moisture inside, a fault known as case hardening.",
            "When the curd is firm enough that a handful squeezed together falls apart again when released, the whey is drained off. Cheddar then goes through its characteristic step, cheddaring. The mat of curd is cut into slabs which are turned and stacked on top of one another every 10 to 15 minutes, so that their weight presses out more whey while the acidity rises. The slabs stretch and take on a texture like cooked chicken breast. When the whey running from them reaches a pH of about 5.3 to 5.4, the slabs are milled into finger-sized chips.",
            "Salt is then mixed into the milled curd at about 2 per cent of its weight, so 1 kg of curd takes 20 g of salt. Salt slows the starter, draws out further whey, seasons the cheese and discourages spoilage organisms. The salted curd is packed into a mould lined with cheesecloth and pressed. A typical schedule for a 1 kg Cheddar is a light pressure for the first hour, then the cheese is taken out, turned, re-dressed in a fresh cloth and returned to the press at higher pressure overnight.",
            "The yield can now be checked. If 10 litres of milk have produced 1.05 kg of pressed cheese, the yield is 10.5 per cent, a normal figure for cow's milk Cheddar. A much lower figure usually means fat or fines were lost at cutting; a higher one often means too much moisture was left in the curd, which will show later as a soft, acidic cheese.",
          ),
        },
      },
    ],
  },
  {
    slug: "cotswold-morris-steps-figures-traditions",
    discipline: "Morris dance",
    title: "Cotswold Morris for Beginners",
    description:
      "Six dancers, a musician and a set of bells are all a Cotswold side needs; over ten weekly sessions newcomers learn the basic stepping and handkerchief movements, the common figures, solo jigs, and how the tradition was collected and revived from Cecil Sharp onwards.",
    level: "beginner",
    duration: "10 weeks (2 hours a week)",
    plantedGap: "jigs",
    modules: [
      {
        title: "Where the Morris Came From",
        description:
          "A short history: village teams, their decline, and the collectors and revivalists of the twentieth century.",
        lesson: {
          title: "From Headington Quarry to the revival",
          html: p(
            "The morris is recorded in England from the fifteenth century, when payments to morris dancers appear in the accounts of guilds, parishes and the royal court. By the eighteenth and nineteenth centuries the dance was strongest in the villages of the south Midlands, in Oxfordshire, Gloucestershire and the surrounding counties, and it is from this area that the Cotswold style takes its name. Each village team, or side, had its own set of dances, tunes and details of style, and modern sides still name the dances they perform after these traditions: Bampton, Headington Quarry, Adderbury, Bledington, Fieldtown and others.",
            "Industrialisation, migration to the towns and the loss of traditional holidays had reduced most village sides to memories by the 1880s. The revival began with a chance meeting. On Boxing Day 1899 the folk song collector Cecil Sharp, staying at Headington near Oxford, saw the Headington Quarry side dance, with William Kimber playing the concertina. Sharp noted the tunes, and some years later, with Kimber's help, began writing down the dances themselves. His <i>Morris Book</i>, published in several parts from 1907, set out the steps and figures in a notation that clubs still use.",
            "Sharp was not alone. Mary Neal, who ran the Espérance Club for young working women in London, invited Kimber to teach her members in 1905, and for some years her teams spread the dance widely. The two later quarrelled over how strictly the collected forms should be taught. In 1934 the Morris Ring was founded as a national association of men's sides; women's and mixed sides later formed the Morris Federation (founded in 1975 as the Women's Morris Federation) and Open Morris (1979). Bampton, unusually, claims an unbroken tradition and still dances every Spring Bank Holiday, the successor of the old Whit Monday.",
          ),
        },
      },
      {
        title: "Stepping and Handkerchiefs",
        description:
          "We learn the single and double step, the hop-back and the handkerchief movements that go with them.",
        lesson: {
          title: "Single step, double step and the hanky",
          html:
            p(
              "Cotswold morris is danced on the balls of the feet, with the body upright and the weight slightly forward. The steps fit tunes in 4/4 or 6/8 time, and each bar normally takes one step pattern. Beginners should learn the basic patterns slowly, without music, and then with the musician playing at a steady dance speed.",
            ) +
            "<ul><li><b>Single step</b>: a step and a hop on the left foot, then a step and a hop on the right, the free foot swinging forward on each hop. One pair of step-hops takes one bar.</li><li><b>Double step</b>: three changes of weight and a hop, left-right-left-hop, then right-left-right-hop, each group taking one bar; it is the basic travelling step of most traditions.</li><li><b>Plain capers</b>: a series of high leaps from one foot to the other, one to each beat, usually at the end of a phrase.</li><li><b>Hop-back</b> (sometimes 'back-step'): a backward movement of hops used to return to place.</li></ul>" +
            p(
              "The handkerchiefs add emphasis and show the team moving together. In most traditions they are held by one corner and moved with the arms. In a down-and-up movement both arms swing downward and back, then forward and up to shoulder height, in time with the steps. The exact timing of the arms against the feet is one of the things that distinguishes one tradition from another. Different traditions differ in detail: Bampton dancers use large, swinging circular movements, while Headington Quarry is known for crisp, exact arm work. Sides that use sticks instead of handkerchiefs strike them together in set rhythms, and the weight and timing of the clash matters as much as the steps.",
              "Bells, strapped in pads to the shins, sound on every step and let the audience hear whether a side is together. A beginner's most common fault is to hurry: keeping to the musician's beat, landing together on the hop, is what makes six individual dancers look like one side.",
            ),
        },
      },
      {
        title: "Figures and the Shape of a Dance",
        description: "Foot-up, half-gip, back-to-back and the hey: the figures that most Cotswold dances share.",
        lesson: {
          title: "Building a dance from figures and choruses",
          html: p(
            "A Cotswold set has six dancers in two facing lines of three, numbered from the top: the odd numbers (1, 3, 5) on one side and the even numbers (2, 4, 6) on the other. Most dances are built from two kinds of section that alternate. The figures are movements common to many dances of a tradition, and the chorus, or corner movement, is the part that gives each dance its name and character. A typical structure is: once to yourself (the musician plays a phrase while the dancers stand ready), foot-up, chorus, half-gip, chorus, back-to-back, chorus, whole-hey, chorus, and finally all-in.",
            "In the <b>foot-up</b> the whole set dances forward towards the musician for a bar or two and then back to place, repeated. <b>Half-gip</b> means the two lines dance towards each other and circle back to place, usually clockwise for the first half and anticlockwise for the second. <b>Back-to-back</b> makes each dancer pass their opposite by the left shoulder, move back to back and return by the right shoulder. The <b>hey</b> is the hardest figure for beginners: each line of three weaves in a figure of eight, the middle dancer starting by going out, and all three must arrive home together at the end of the phrase.",
            "Choruses vary a great deal. In a corner dance, diagonally opposite pairs (1 and 6, then 2 and 5, then 3 and 4) take turns to cross over or perform a short sequence. In a stick dance, partners clash sticks in a set pattern. In a handkerchief dance, all six may dance together on the spot. Once a side knows the figures of its tradition, a new dance needs only its chorus to be learned. The leader, or squire, calls the figures in the early weeks; experienced sides dance them from memory.",
          ),
        },
      },
    ],
  },
  {
    slug: "hand-setting-and-platen-letterpress",
    discipline: "Letterpress printing",
    title: "Letterpress: Hand Setting and the Platen Press",
    description:
      "Gutenberg's method survives in small studios and art schools, and this weekend-plus course follows it from case to print: the lay of the case and the point system, setting type in a composing stick, locking up a forme, inking and printing on a platen press, and the distribution of the type back into its case.",
    level: "beginner",
    duration: "8 weekly sessions (3 hours each)",
    plantedGap: "distribution",
    modules: [
      {
        title: "Type and the Case",
        description: "Learn to read a piece of metal type and to find your way round a job case.",
        lesson: {
          title: "Sorts, points and the California job case",
          html: p(
            "A single piece of metal type is called a sort. It is a rectangular block of an alloy of lead, antimony and tin, with the letter cast in relief and in reverse on its top face. The height from foot to printing face is standardised so that every sort prints evenly; in Britain and North America this type-high is 0.918 inch (23.32 mm). A groove on one side of the body, the nick, lets the compositor feel which way up a sort is, and the pattern of nicks helps to tell one fount from another.",
            "Sizes are measured in points. The Anglo-American point is 0.013837 inch, so that there are about 72.27 points to the inch; the European Didot point is slightly larger at 0.376 mm. A pica is 12 points and is the usual unit for line lengths, so a line 24 picas long measures about 4 inches. The point size of a sort is the depth of its body, not the height of its letters: a 12 pt sort may carry a large face or a small one.",
            "Type is stored in a wooden case with many compartments. The California job case, widely used in the United States and in many British studios, holds capitals on the right and lower-case letters on the left and centre, with the most common letters, such as e, t, a and o, in the largest boxes nearest the compositor's hand. The arrangement, called the lay of the case, is not alphabetical and has to be memorised; most beginners copy a diagram and pin it above the frame. Spaces are kept in their own boxes. The em quad is a square of the body size, the en quad half of it, and thinner spaces are fractions of the em: the thick space is one-third, the middle one-quarter and the thin one-fifth. Because lower-case b, d, p and q look alike in reverse, the old warning 'mind your p's and q's' comes straight from the composing room.",
          ),
        },
      },
      {
        title: "Setting and Locking Up",
        description:
          "Letters become justified lines in the composing stick, and lines become a forme that can go on the press.",
        lesson: {
          title: "The composing stick, justification and the chase",
          html:
            p(
              "The compositor holds the composing stick in the left hand, with the adjustable knee set to the line length, say 20 picas. Type is picked from the case with the right hand and placed in the stick nick outwards, upside down from the compositor's point of view, and read from left to right. A thin brass rule under each line helps the next line slide in without catching.",
              "Each line must be justified, that is, made exactly as long as the stick so that it holds firm. Short lines are filled with spaces between words until the last sort is held tightly enough that the line stays in when the stick is tipped gently; a line that is too loose will drop type when the forme is lifted. A simple rule is to add or remove space evenly between all words, using thin and middle spaces to fine-tune. Between lines the compositor may add leads, strips of metal 1 or 2 points thick, to open up the text; a 6 point strip is called a slug.",
              "When the stick is full, the lines are slid carefully onto a galley and tied round with page cord. To print, the type must be locked into a steel frame called a chase:",
            ) +
            "<ul><li>Place the chase on the flat stone or imposing surface and set the type near its centre, with the first line toward the top of the chase.</li><li>Surround the type with furniture, blocks of wood or metal that are lower than type-high.</li><li>Put quoins, expanding wedges, on one side and at the foot, with furniture beyond them.</li><li>Tighten the quoins a little, tap the surface of the type with a wooden planer and mallet so that every sort stands on its feet, then tighten fully.</li><li>Lift one corner of the chase and press lightly on the type: nothing should move.</li></ul>",
        },
      },
      {
        title: "Printing on the Platen",
        description: "Ink, packing and gauge pins: getting a clean, even impression on the press.",
        lesson: {
          title: "Makeready and the first impression",
          html: p(
            "A platen press prints by bringing a flat surface, the platen, against the flat forme. In small studios the usual machines are hand-operated table-top presses such as the Adana, treadle-driven presses like the Arab, or the power-driven Heidelberg Platen, known as the Windmill for the shape of its feeding arms. On all of them the forme is locked into the bed, rollers pass over an inking disc and then over the type, and the paper is held on the platen against small stops called gauge pins.",
            "Ink is applied sparingly. A strip of ink the size of a pea is spread on the disc and the press is run without paper until the rollers carry an even, slightly velvety film with no visible ridges. Too much ink fills the counters of letters such as e and a and squeezes out at the edges of each stroke; too little gives a grey, broken print.",
            "Makeready is the work done before the run to get an even impression. The platen is dressed with packing, a few sheets of paper under a stiff top sheet called the tympan. A first proof shows where the impression is weak or heavy. Weak areas are built up with small pieces of thin paper pasted under the tympan in those places, and heavy areas are relieved by removing packing. Modern letterpress often aims at a slight 'bite' into soft cotton paper, but a press that is over-packed damages the type and, in time, the press itself.",
            "The gauge pins fix where the print falls on the sheet. To centre a 20 pica line on a 6 inch (about 433 pt, or 36 pica) card, the margin on each side must be 8 picas. After a first proof, the position is measured and the pins are moved until the margin is right, and they are then fixed firmly so that the sheets register one after another. Check a proof every twenty or thirty sheets, because quoins can loosen and rollers can lose their ink.",
          ),
        },
      },
    ],
  },
  {
    slug: "small-batch-coffee-roasting-basics",
    discipline: "Coffee roasting",
    title: "Small-Batch Coffee Roasting",
    description:
      "Green coffee smells of grass and tastes of very little; its flavour is made in the roaster, and these workshops show how, covering the green bean and its processing, the chemistry and stages of a roast, roast profiles and their logging, and cupping to judge the result.",
    level: "beginner",
    duration: "5 workshops (half a day each)",
    plantedGap: "cupping",
    modules: [
      {
        title: "The Green Bean",
        description: "Before roasting, know your raw material: species, processing, moisture and density.",
        lesson: {
          title: "Arabica, robusta and how the seed is processed",
          html: p(
            "The coffee bean is the seed of a cherry-like fruit. Two species dominate trade. <i>Coffea arabica</i>, about 60 per cent of world production, grows best at altitudes of roughly 1,000 to 2,000 metres in the tropics and gives more acidity, sweetness and aroma. <i>Coffea canephora</i>, sold as robusta, grows at lower altitudes, resists disease better and contains about twice the caffeine, roughly 2.2 per cent against 1.2 per cent for arabica, with a heavier and more bitter taste.",
            "After picking, the seed must be separated from the fruit, and the method strongly affects flavour. In the washed process the skin and pulp are removed mechanically, the sticky mucilage is broken down by fermentation in tanks, and the beans are washed and dried; washed coffees tend to taste clean and bright. In the natural or dry process the whole cherry is dried in the sun for several weeks before hulling, giving heavier, fruitier and sometimes wine-like coffees. The honey or pulped-natural process is a compromise, removing the skin but drying the bean with some mucilage still attached.",
            "A roaster should check three properties of each lot. Moisture content should be between about 10 and 12 per cent; wetter coffee risks mould and roasts unevenly, while drier coffee can taste flat and roasts faster. Density is higher in coffees grown at altitude and generally means a bean that can take more heat early in the roast. Defects such as insect damage, black or sour beans and stones are counted in a 350 g sample under the Specialty Coffee Association's grading method. Green coffee is stable for months if stored cool and dry in sealed bags, but it gradually loses its fresh character, which roasters describe as 'past crop' flavour.",
          ),
        },
      },
      {
        title: "What Happens in the Roaster",
        description: "This module tracks the bean from charge to drop: drying, browning, first crack and beyond.",
        lesson: {
          title: "Drying, Maillard reactions and first crack",
          html:
            p(
              "A roast turns a hard, green, grassy seed into a brittle brown bean that has lost 12 to 20 per cent of its weight, mostly as water. It can be divided into three phases, each with its own signs. Temperatures below are bean temperatures read from a probe in a drum roaster and vary from machine to machine.",
            ) +
            "<table><tr><th>Phase</th><th>Approximate bean temperature</th><th>What happens</th></tr><tr><td>Drying</td><td>up to about 150 °C</td><td>Water evaporates; the colour changes from green to yellow and the smell from grass to hay and bread.</td></tr><tr><td>Browning</td><td>150 to 196 °C</td><td>Maillard reactions between sugars and amino acids and the caramelisation of sugars build colour, body and aroma.</td></tr><tr><td>Development</td><td>from first crack, about 196 °C, to the drop</td><td>The bean expands and cracks audibly; acidity falls and sweetness and bitterness rise with time.</td></tr></table>" +
            p(
              "First crack is the audible sign that steam and carbon dioxide have built enough pressure inside the bean to fracture its cell walls. It sounds like popcorn, and its start is the main landmark of a roast. Beans dropped shortly after first crack give light roasts with high acidity and the most origin character. If roasting continues, a second crack begins around 224 °C as the woody structure of the bean breaks down; oils appear on the surface, and roast flavours of smoke and bitterness start to replace those of the coffee itself.",
              "When the batch is dropped into the cooling tray it must be cooled quickly, ideally to room temperature within four minutes, by stirring with a strong draught of air. Slow cooling lets the roast continue and flattens the taste. The roasted bean also goes on releasing carbon dioxide for several days, which is why coffee is packed in bags with one-way valves.",
            ),
        },
      },
      {
        title: "Profiles and Roast Logs",
        description:
          "How do you repeat a good roast? By planning a profile and logging every batch against it, as this module shows.",
        lesson: {
          title: "Charge, turning point, rate of rise and development",
          html: p(
            "A roast profile is the curve of bean temperature against time, together with the changes in gas and airflow that produced it. Roasters plan a profile for each coffee and log every batch, by hand or with software such as Artisan, so that a good result can be repeated and a poor one diagnosed.",
            "The log begins with the charge temperature, the temperature of the drum when the green beans go in, often 200 °C or more for a medium-sized batch. The probe reading then falls sharply because the cold beans cool it, reaches a low point called the turning point about a minute later, and climbs again. From there the most useful figure is the rate of rise (RoR), the increase in bean temperature per minute. A well-behaved roast usually shows a rate of rise that declines steadily towards the end; a rate that flattens and then rises again, called a flick, or one that crashes to zero, tends to give flat or baked flavours.",
            "Development time is the time from first crack to the drop, and the development time ratio expresses it as a share of the total roast. For example, a roast with first crack at 8 minutes 30 seconds and a drop at 10 minutes 30 seconds has 2 minutes of development in 10.5 minutes, a ratio of 2 ÷ 10.5 = 19 per cent. Many roasters aim for between 15 and 25 per cent, shorter for light filter roasts and longer for espresso.",
            "Weight loss is a simple check on degree of roast. A 1.00 kg charge that comes out at 0.85 kg has lost 15 per cent, typical of a medium-light roast. If the same coffee, roasted to the same end temperature, loses 13 per cent one day and 17 per cent the next, something in the process, such as the charge temperature or airflow, has changed and the log should show what.",
          ),
        },
      },
    ],
  },
];
