/** Nineteenth held-out evaluation courses, beginner level (Catalan to heraldry); see ai-courses-heldout19.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT19_A: EvalCourse[] = [
  {
    slug: "catalan-one-sounds-articles-present-tense",
    discipline: "Catalan language",
    title: "Catalan One: Sounds, Articles and the Present Tense",
    description:
      "Spoken from Perpignan to Alicante, in Andorra and the Balearic Islands, and in the Sardinian town of Alghero, Catalan is taught here from zero: its sounds and spelling, gender and the articles, the present tense of regular -ar verbs, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "Before any grammar we learn to hear and say Catalan vowels, a handful of unfamiliar consonant spellings, and where the stress falls.",
        lesson: {
          title: "Seven vowels, reduced vowels and the accent marks",
          html:
            p(
              "This course follows Central Catalan, the variety of Barcelona and its hinterland, and notes where Valencian and Balearic speech differ. Central Catalan has seven vowels in stressed syllables: <i>a</i>, open <i>è</i> [ɛ], close <i>é</i> [e], <i>i</i>, open <i>ò</i> [ɔ], close <i>ó</i> [o] and <i>u</i>. In unstressed syllables the system shrinks. Unstressed <i>a</i> and <i>e</i> both become the neutral vowel [ə], and unstressed <i>o</i> becomes [u]. <i>Casa</i> ('house') is therefore said [ˈkazə], and <i>Barcelona</i> is [bəɾsəˈlonə]. Valencian does not reduce its vowels in this way, which is one of the first things a listener notices.",
              "A few consonant spellings need to be learned as units:",
            ) +
            "<ul><li><i>ny</i> is [ɲ], as in <i>any</i> ('year');</li><li><i>ll</i> is [ʎ], as in <i>lluna</i> ('moon');</li><li><i>l·l</i>, with the raised dot called <i>punt volat</i>, is a long l, as in <i>col·legi</i> ('school');</li><li><i>x</i> at the start of a word is [ʃ], as in <i>xocolata</i>, and <i>tx</i> is [tʃ], as in <i>cotxe</i> ('car');</li><li>final <i>-ig</i> is also [tʃ], as in <i>maig</i> ('May').</li></ul>" +
            p(
              "Stress follows a simple default. Words ending in a vowel, in a vowel plus <i>-s</i>, or in <i>-en</i> or <i>-in</i> are stressed on the second-to-last syllable: <i>ca</i>sa, <i>par</i>les. All other words are stressed on the last syllable: ani<i>mal</i>, par<i>lar</i>. A written accent marks every word that breaks this rule, so <i>cafè</i> and <i>català</i> carry an accent because they end in a vowel yet are stressed on the last syllable. The accent also tells you the vowel quality: the grave accent appears on <i>à</i>, <i>è</i> and <i>ò</i>, the acute on <i>é</i>, <i>í</i>, <i>ó</i> and <i>ú</i>. <i>Què</i> ('what') has an open vowel; <i>per què</i> ('why') keeps it.",
            ),
        },
      },
      {
        title: "Nouns, Gender and the Articles",
        description:
          "Every Catalan noun is masculine or feminine, and the articles in front of it change with gender, number and the sound that follows.",
        lesson: {
          title: "El, la, l' and their plurals",
          html:
            p(
              "Catalan nouns have grammatical gender, and the article is usually the surest guide to it. Many feminine nouns end in <i>-a</i> (<i>la casa</i>, <i>la taula</i> 'table'), while masculine nouns often end in a consonant or <i>-o</i> (<i>el gat</i> 'cat', <i>el llibre</i> 'book'). There are exceptions in both directions, such as <i>el dia</i> ('day') and <i>la mà</i> ('hand'), so learners should always record a new noun with its article.",
            ) +
            "<table><tr><th></th><th>Masculine</th><th>Feminine</th></tr><tr><td>Definite singular</td><td>el, l'</td><td>la, l'</td></tr><tr><td>Definite plural</td><td>els</td><td>les</td></tr><tr><td>Indefinite singular</td><td>un</td><td>una</td></tr><tr><td>Indefinite plural</td><td>uns</td><td>unes</td></tr></table>" +
            p(
              "Before a vowel or a silent <i>h</i>, the singular definite article is shortened to <i>l'</i>: <i>l'home</i> ('the man'), <i>l'aigua</i> ('the water'). Feminine <i>la</i> is not shortened when the following word begins with an unstressed <i>i</i> or <i>u</i>, so we write <i>la universitat</i> and <i>la idea</i> but <i>l'illa</i> ('the island'). The masculine article also contracts with three common prepositions: <i>a</i> + <i>el</i> gives <i>al</i>, <i>de</i> + <i>el</i> gives <i>del</i>, and <i>per</i> + <i>el</i> gives <i>pel</i>, with plurals <i>als</i>, <i>dels</i> and <i>pels</i>. <i>Vaig al mercat</i> means 'I'm going to the market'.",
              "Most plurals add <i>-s</i>: <i>gat</i>, <i>gats</i>. Feminine nouns in <i>-a</i> change it to <i>-es</i>, and spelling adjusts to keep the sound: <i>noia</i> becomes <i>noies</i>, <i>platja</i> ('beach') becomes <i>platges</i>, and <i>amiga</i> becomes <i>amigues</i>. Masculine nouns ending in a stressed vowel usually add <i>-ns</i>, because an old final <i>n</i> reappears: <i>el camí</i>, <i>els camins</i> ('the roads'). Adjectives follow the same patterns and agree with their noun: <i>un gat negre</i>, <i>dues gates negres</i> ('a black cat', 'two black she-cats').",
            ),
        },
      },
      {
        title: "Regular -ar Verbs in the Present",
        description: "Parlar, treballar, estudiar: learn one pattern and you can use hundreds of verbs.",
        lesson: {
          title: "Conjugating parlar and asking questions",
          html: p(
            "Catalan verbs fall into three conjugations according to the ending of the infinitive: <i>-ar</i>, <i>-er</i> or <i>-re</i>, and <i>-ir</i>. The first is by far the largest and the most regular, and every new verb coined in the language joins it. In Central Catalan the present tense of <i>parlar</i> ('to speak') is <i>jo parlo</i>, <i>tu parles</i>, <i>ell</i> or <i>ella parla</i>, <i>nosaltres parlem</i>, <i>vosaltres parleu</i>, <i>ells</i> or <i>elles parlen</i>. The stem <i>parl-</i> stays the same and the endings <i>-o, -es, -a, -em, -eu, -en</i> carry person and number. In Valencian the first person is <i>parle</i>, and in Majorca it is <i>parl</i>, with no ending at all.",
            "Because the ending already shows who is acting, subject pronouns are normally left out. <i>Parlo català</i> is the ordinary way to say 'I speak Catalan'; <i>jo parlo català</i> puts contrastive weight on 'I'. The polite form of address, <i>vostè</i> (plural <i>vostès</i>), takes third-person verbs: <i>Vostè parla anglès?</i> ('Do you speak English?'). Among friends, classmates and family, <i>tu</i> is normal.",
            "A sentence is made negative by placing <i>no</i> before the verb: <i>No treballo avui</i> ('I'm not working today'). Speakers in much of Catalonia add <i>pas</i> after the verb for emphasis or to contradict an assumption, <i>No treballo pas</i>, but this is optional. A yes-or-no question needs no change of word order; rising intonation is enough, and in writing the question mark does the work: <i>Estudies a Girona?</i> A question word goes first: <i>On treballes?</i> ('Where do you work?'), <i>Què estudies?</i> ('What are you studying?'). With the dozen common verbs <i>estudiar</i>, <i>treballar</i>, <i>escoltar</i>, <i>mirar</i>, <i>cantar</i>, <i>ballar</i>, <i>cuinar</i>, <i>comprar</i>, <i>viatjar</i>, <i>menjar</i>, <i>esperar</i> and <i>agradar</i>, students can already hold a short conversation, although <i>agradar</i> ('to please') works backwards, as Spanish <i>gustar</i> does.",
          ),
        },
      },
    ],
  },
  {
    slug: "laying-a-hedge-by-hand",
    discipline: "Hedgelaying",
    title: "Laying a Hedge by Hand",
    description:
      "Hand-laid hedges keep stock in for decades and shelter farmland wildlife. On six winter weekends on a working farm, beginners learn to judge an overgrown hedge and choose a regional style, cut and lay pleachers, drive stakes and weave binders, and look after their tools, including sharpening billhooks and axes.",
    level: "beginner",
    duration: "six weekends (November to February)",
    plantedGap: "sharpening",
    modules: [
      {
        title: "Reading a Hedge and Choosing a Style",
        description:
          "Is this hedge ready to lay, and which way should it go? We walk the line, look at the stems and the ground, and compare the main regional styles.",
        lesson: {
          title: "Why hedges are laid, and when",
          html: p(
            "A hawthorn or blackthorn hedge left to itself grows upward and outward. Light reaches only the top, so the base thins, gaps open and sheep and cattle push through. Laying reverses this. Each stem is cut almost through near the ground and bent over, so that it lies at a low angle along the line of the hedge while remaining alive through a hinge of bark and sapwood. The stool left in the ground then sends up vigorous new shoots from the base, and within a few years the hedge is dense from the ground up. A well-laid hedge may need laying again only every twenty to thirty years if it is trimmed sensibly in between.",
            "A hedge is ready to lay when most stems are roughly 5 to 15 centimetres thick at the base and 2.5 to 4 metres tall. Thinner stems can be laid but give little body; much thicker stems are better coppiced to the ground and allowed to regrow. Before starting, the layer walks the length, notes dead wood, gaps that will need planting, any standard trees to be kept, and the slope of the ground, because pleachers are normally laid uphill so that sap rises more easily through the hinge.",
            "Work is done in the dormant season, from late autumn to early spring, when stems are leafless and birds are not nesting. Under the Wildlife and Countryside Act 1981 it is an offence to damage or destroy the nest of a wild bird while it is in use or being built. Style depends on region and purpose. The Midland or bullock style, designed to hold heavy cattle, lays brush toward the field side with stakes set behind it; the South of England style is double-brushed, with growth on both sides for sheep. The National Hedgelaying Society recognises around thirty styles in all.",
          ),
        },
      },
      {
        title: "Cutting and Laying the Pleacher",
        description:
          "The central skill of the course: a single sloping cut that leaves a stem bent over, hinged and still alive.",
        lesson: {
          title: "The pleaching cut, step by step",
          html:
            p(
              "A pleacher is a stem that has been cut and laid. Before any stem is cut, the layer clears the base of brambles, dead wood and rubbish, and trims side growth that would stop the stem from going over. Stems that are too crooked, rotten or badly placed are cut out completely and kept for stakes or brush. The order of work matters: the layer starts at one end and works along the hedge so that each newly laid pleacher rests on the ones before it.",
              "The cut itself is made with a billhook or a small axe, or with a chainsaw by those trained to use one. It is a downward, sloping cut on the side of the stem facing the direction of lay, started a little above ground level and taken steadily deeper until the stem can be eased over. The aim is a hinge of bark, cambium and a thin strip of sapwood, thick enough to survive being bent but thin enough to bend without splitting. As a rough guide, the hinge is about a quarter of the original thickness.",
            ) +
            "<ul><li>Cut low: a hinge high on the stem leaves a tall stub and weak regrowth.</li><li>Lay the pleacher at roughly 30 to 40 degrees to the ground; too flat and it may die, too upright and it will not hold stock.</li><li>Trim the heel, the upright stub left above the hinge, with a clean slope so that rainwater runs off instead of rotting the stool.</li><li>If the hinge tears, cut the stem out rather than leave a pleacher that will die.</li></ul>" +
            p(
              "Gloves, eye protection and sturdy boots are essential, and no one should stand within two arm's lengths of a person swinging a billhook.",
            ),
        },
      },
      {
        title: "Stakes and Binders",
        description: "Stakes hold the laid hedge in place and binders lock the top together until it grows.",
        lesson: {
          title: "Finishing the hedge with stakes and binders",
          html: p(
            "A laid hedge is not finished until it has been staked and bound, because freshly bent pleachers spring back in wind and can be pushed over by stock. Stakes are usually straight hazel or ash poles about 1.5 metres long and 4 to 5 centimetres thick, cut from coppice in the same winter. In the Midland style they are driven vertically along the line of the hedge, typically about 45 centimetres (18 inches) apart, on the side away from the brush, and the pleachers are woven in and out of them as the work proceeds. A stake should go in firmly, far enough to resist a strong push; a maul or the back of an axe is used, and the top is left long until the binding is finished.",
            "Binders, also called ethers or heathering, are long thin rods of hazel, willow or bramble, two to four metres long and flexible enough to twist. They are woven along the top of the stakes in a continuous plait. In one common method, two or three binders are worked together, each rod passing in front of one stake and behind the next, crossing its neighbour between stakes, so that the twisted band grips the stake tops and presses the laid pleachers down. New binders are started by overlapping them with the ends of the old ones. The binding not only holds the hedge but also gives it the neat, continuous top that judges at hedgelaying competitions look for.",
            "When the binding is complete the stakes are cut off just above it with a sloping cut, leaving a level line. Loose brush is tidied, the cut material is stacked or burned where permitted, and any gaps are noted for replanting with bare-root whips in the same season. In spring, shoots from the stools and along the pleachers thicken the hedge, and by the third summer a well-laid hedge is stock-proof in its own right as stakes and binders begin to rot away.",
          ),
        },
      },
    ],
  },
  {
    slug: "hand-embroidery-stitch-sampler",
    discipline: "Embroidery",
    title: "Hand Embroidery: The Stitch Sampler",
    description:
      "Needle in hand from the first evening, students work a sampler of surface stitches on linen. Along the way they learn to choose fabric, thread and needle, to transfer a design onto cloth, to work line stitches, and to fill shapes with satin, long-and-short and knotted stitches.",
    level: "beginner",
    duration: "10 evenings (2 hours each)",
    plantedGap: "transfer",
    modules: [
      {
        title: "Fabric, Thread and Needle",
        description:
          "Good results begin with the right materials, so we compare ground fabrics, threads and needles and set up a hoop properly.",
        lesson: {
          title: "Choosing materials and dressing the hoop",
          html:
            p(
              "Surface embroidery is worked on top of a woven ground fabric rather than by counting its threads, so almost any firm, closely woven cloth will serve. Medium-weight linen is the traditional choice: it is strong, holds its shape and takes a needle cleanly. Cotton calico and cotton-linen blends are cheaper and fine for practice. Stretchy knits and loosely woven fabrics pucker and should be avoided until you are confident, or backed with a lightweight cotton.",
              "The thread most beginners meet first is stranded cotton, sold in skeins of six loosely twisted strands that can be separated. Using two strands gives a fine line; using all six gives a bold one. Separate the strands one at a time and lay them back together, because this stops them twisting and makes the stitches lie flatter. Other threads give other effects:",
            ) +
            "<ul><li>perlé (pearl) cotton, a single twisted thread with a sheen, used whole;</li><li>crewel wool, a fine two-ply wool for Jacobean-style work;</li><li>stranded silk, lustrous but slippery and best left until later;</li><li>metallic threads, which need a large-eyed needle and short lengths.</li></ul>" +
            p(
              "Needles are chosen to suit thread and fabric. Crewel or embroidery needles have a sharp point and a long eye that takes several strands; sizes 7 to 9 suit two or three strands of cotton. Chenille needles are also sharp but larger, for wool. Tapestry needles are blunt and are meant for counted work on canvas, not for surface stitching. A length of thread should be no longer than your forearm, about 45 centimetres, because longer lengths fray and knot as they are pulled through.",
              "Mount the fabric in a hoop with the inner ring beneath and the outer ring on top, pulling the cloth evenly on all sides until it is drum-tight, then tighten the screw. Bind the inner ring with cotton tape to protect delicate fabric and to stop it slipping.",
            ),
        },
      },
      {
        title: "Line Stitches",
        description:
          "Running, back, stem, split and chain stitch are worked side by side on the sampler, so that you can see how each behaves on a curve.",
        lesson: {
          title: "Five stitches for lines and outlines",
          html: p(
            "Line stitches outline shapes, draw stems and tendrils, and write letters. The simplest is running stitch: the needle passes in and out of the fabric at regular intervals, leaving equal stitches on the surface and equal gaps between them. It is quick and light, and when a second row is worked into the gaps of the first, using a contrasting thread, it becomes double running or Holbein stitch, which looks the same on both sides.",
            "Back stitch produces a solid, even line. Bring the needle up one stitch length ahead of where the line starts, take it down at the start, and bring it up again one stitch length beyond the first exit. Each new stitch goes back to meet the end of the last. On curves, shorten the stitches, perhaps to 2 or 3 millimetres, so the line stays smooth instead of becoming angular.",
            "Stem stitch is the classic outline for flower stems. Working from left to right, each stitch overlaps the previous one by about half its length, and the needle always comes up on the same side of the thread, below it for a rope-like twist. Keeping the thread consistently on one side is the whole secret; changing sides halfway along breaks the twist. Outline stitch is the same movement with the thread kept above the needle, giving a slightly flatter line.",
            "Split stitch looks like a fine chain: after each stitch the needle comes up through the middle of the thread itself, splitting its strands. It needs an even number of strands and makes an excellent foundation under satin stitch, because it raises and defines the edge. Chain stitch, finally, forms a row of loops. Bring the needle up, insert it again in the same hole, and bring it out one stitch length ahead with the working thread looped under the needle tip. Pull gently: a chain pulled tight becomes thin and uneven, while loose loops give a soft, rounded line.",
          ),
        },
      },
      {
        title: "Filling Shapes: Satin, Long-and-Short and Knots",
        description: "How do you cover an area smoothly, shade a petal, or add texture with a knot?",
        lesson: {
          title: "Satin stitch, long-and-short stitch and French knots",
          html: p(
            "Satin stitch covers a small shape with straight stitches laid closely side by side, each running from edge to edge. It is simple in principle and hard to do well. Work across the narrowest direction of the shape, because stitches longer than about 1 centimetre tend to loosen and snag. Start in the middle of the shape and work out to one side, then return to the centre and complete the other side, which keeps the angle of the stitches consistent. For a crisp, slightly raised edge, outline the shape first in split stitch and take the satin stitches over it. Padded satin stitch goes further: a few layers of small stitches are worked inside the outline first, each layer at a right angle to the last, before the top layer is added.",
            "Long-and-short stitch, sometimes called needle painting, fills larger shapes and allows gradual shading. The first row along the outer edge alternates long and short stitches. The next rows are all the same length, each stitch coming up through the end of a stitch in the row before, so that the joins are staggered and no hard line forms. Changing to a slightly darker or lighter shade of thread with each row produces soft gradations, as on a rose petal. Stitches should follow the direction of growth, fanning toward the centre of a flower or the vein of a leaf.",
            "French knots add dots and texture, such as flower centres or the eyes of small animals. Bring the needle up, wrap the thread twice around it close to the fabric, then insert the needle very close to, but not into, the exit hole, and hold the thread taut with the other hand while pulling the needle through. More wraps do not give a neater larger knot; use more strands instead. Seed stitch, tiny straight stitches scattered at random angles, gives a lighter speckled fill. Completing a small sampled motif in all three fillings shows clearly how each reflects the light.",
          ),
        },
      },
    ],
  },
  {
    slug: "irish-step-dance-first-steps",
    discipline: "Irish dance",
    title: "Irish Step Dance: First Steps",
    description:
      "Twice-weekly classes for adult beginners build the posture and footwork of Irish step dance: turnout, rising onto the balls of the feet and pointing, the soft-shoe reel, the light jig and its rhythm, and the céilí dances performed in groups.",
    level: "beginner",
    duration: "12 weeks (two 1-hour classes a week)",
    plantedGap: "céilí",
    modules: [
      {
        title: "Posture, Turnout and Rising",
        description:
          "You will learn to stand, hold your arms and move on the balls of your feet as a step dancer does before learning a single step.",
        lesson: {
          title: "The step dancer's stance",
          html: p(
            "Irish step dance is recognisable at once by its contrast between a still, upright upper body and fast, precise movement below the hips. The arms are held straight and close to the sides, hands lightly closed, shoulders down and back, and the head up with the eyes looking forward. This carriage became a competition norm in the twentieth century under the rules of organisations such as An Coimisiún le Rincí Gaelacha, founded in 1930, and was made famous worldwide by Riverdance in 1994. Beginners find it tiring at first: holding the arms still while the legs work demands a strong core and relaxed, not rigid, shoulders.",
            "Below the waist the dancer works with turned-out feet and crossed legs. Turnout means rotating the legs outward from the hip so that the toes point away from each other; a dancer should rotate from the hip, not by twisting the knee or rolling the ankle, which causes injury. In the starting position the right foot is placed in front of the left with the heel of the front foot against the toe of the back foot, the legs crossed and the knees together. Much of the footwork keeps the legs crossed like this as the dancer travels.",
            "Step dancers dance 'up on their toes', meaning on the balls of the feet with the heels well off the floor. Rising exercises at the barre or a chair build the calf and foot strength needed: rise slowly onto the balls of both feet, hold for a count of four, lower with control, and repeat ten times, keeping the ankles straight rather than letting them sickle outward. The point, used constantly to finish steps, extends the working foot forward along the floor with the ankle and toes fully stretched and the foot turned out. Practise pointing in front, to the side and behind, keeping the supporting leg straight and the hips level. Warm up thoroughly before every class, and cool down with calf and hamstring stretches afterwards.",
          ),
        },
      },
      {
        title: "The Reel in Soft Shoes",
        description:
          "Here we put on ghillies and learn the basic movements of the reel, the first dance most step dancers learn.",
        lesson: {
          title: "Sevens, threes and the structure of a step",
          html:
            p(
              "Beginners dance the reel in soft shoes, known as ghillies for girls and reel shoes for boys, which are flexible laced leather shoes with no taps. The reel is danced to reel music, counted in units of two or four beats to the bar, and because the music is smooth and even the dance looks light and travelling. A step in Irish dance has a regular structure: the dancer performs eight bars leading with the right foot, then repeats the same movements leading with the left for another eight bars, making sixteen bars in all. Competitions and displays usually ask for two or three steps danced in sequence.",
              "Two building blocks appear in nearly every beginner reel:",
            ) +
            "<ul><li><b>Sevens</b> travel sideways. Starting with the right foot in front, the dancer hops and then makes seven small, quick steps to the side on the balls of the feet, passing the back foot behind the front, and finishes with the legs crossed.</li><li><b>Threes</b> are danced on the spot or travelling forward: three quick steps, right-left-right or left-right-left, on the balls of the feet, then a hop.</li><li><b>Skips</b> and <b>leaps</b> carry the dancer forward with the back leg lifted and the toes pointed.</li></ul>" +
            p(
              "A common first reel step begins with a hop-back and a step forward, continues with threes and a side sevens, and finishes with a point and a hop before changing feet. Keep every movement on the balls of the feet, cross the feet fully at the end of each sevens, and keep the knees turned out. Counting aloud is allowed: teachers often count 'and one, and two' for the reel so that the hop falls on the 'and'. Listening to the pulse of the music, not to other dancers, is what keeps a reel in time.",
            ),
        },
      },
      {
        title: "The Light Jig and Its Rhythm",
        description:
          "Jig time feels different from reel time, and this module trains both the ear and the feet to hear three beats.",
        lesson: {
          title: "Dancing in six-eight time",
          html:
            p(
              "The light jig is a soft-shoe dance set to jig music in 6/8 time. Each bar contains six quavers grouped in two sets of three, so the music has two main beats per bar, each divided into three. Musicians and teachers commonly count it 'one-and-a, two-and-a', which captures the lilting, rolling feel that distinguishes a jig from the even division of the reel. A tune such as 'The Irish Washerwoman' or 'Haste to the Wedding' makes the pattern easy to hear.",
              "The triple division of the beat changes the footwork. Where the reel's threes are danced evenly, the jig's equivalent movement, often called the jig 'hop-two-three', places a hop and two quick steps within each beat: hop on the left, step right, step left. Because each group of three takes the same time as one beat, the feet must move lightly and quickly, and a dancer who lands heavily on every step falls behind the music. Other moves in a beginner light jig include sevens danced in jig time, a 'rock' in which the crossed feet shift weight sideways, and a 'skip-two-three' travelling forward.",
            ) +
            "<table><tr><th>Dance</th><th>Time signature</th><th>Counting</th><th>Shoes</th></tr><tr><td>Reel</td><td>4/4 or 2/2</td><td>and one, and two</td><td>soft</td></tr><tr><td>Light jig</td><td>6/8</td><td>one-and-a, two-and-a</td><td>soft</td></tr><tr><td>Slip jig</td><td>9/8</td><td>one-and-a, two-and-a, three-and-a</td><td>soft</td></tr></table>" +
            p(
              "Practise first by clapping: clap on 'one' and 'two', then tap the triplet on a table while the teacher plays. When the rhythm is secure, dance the step slowly, then at full speed. The slip jig, with three groups of three in each bar, is usually learned later, and traditionally only by girls and women. As the light jig becomes secure, teachers add simple turns and travel across the floor, always checking that the crossed position is regained at the end of each phrase.",
            ),
        },
      },
    ],
  },
  {
    slug: "heraldry-reading-and-writing-arms",
    discipline: "Heraldry",
    title: "Heraldry: Reading and Writing a Coat of Arms",
    description:
      "Medieval knights painted their shields so that they could be recognised in the field, and from that practical start grew a visual language with its own rules and vocabulary. Beginners here learn the tinctures and the rule of tincture, the ordinaries and common charges, how to write and read a blazon, and how marks of cadency distinguish members of a family.",
    level: "beginner",
    duration: "8 weeks (evening class)",
    plantedGap: "cadency",
    modules: [
      {
        title: "Tinctures and the Rule of Tincture",
        description:
          "The colours of heraldry are few and they have names of their own; we learn them, how they are shown in black and white, and the rule that governs their use.",
        lesson: {
          title: "Metals, colours and furs",
          html:
            p(
              "Heraldry uses a small palette of tinctures, divided into metals, colours and furs. The terms descend from the Anglo-Norman French that English heralds used in the Middle Ages, which is why they sound unfamiliar.",
            ) +
            "<table><tr><th>Group</th><th>Tincture</th><th>Meaning</th><th>Hatching</th></tr><tr><td>Metal</td><td>Or</td><td>gold or yellow</td><td>dots</td></tr><tr><td>Metal</td><td>Argent</td><td>silver or white</td><td>plain</td></tr><tr><td>Colour</td><td>Gules</td><td>red</td><td>vertical lines</td></tr><tr><td>Colour</td><td>Azure</td><td>blue</td><td>horizontal lines</td></tr><tr><td>Colour</td><td>Vert</td><td>green</td><td>diagonal lines from dexter chief</td></tr><tr><td>Colour</td><td>Sable</td><td>black</td><td>crossed horizontal and vertical lines</td></tr><tr><td>Colour</td><td>Purpure</td><td>purple</td><td>diagonal lines from sinister chief</td></tr></table>" +
            p(
              "The system of hatching in the table, which lets a coat of arms be engraved or printed without colour, was popularised in the seventeenth century, notably by the Jesuit Silvester Petra Sancta in 1638. Before that, artists simply wrote the initials of the tinctures on the drawing.",
              "The furs are patterns rather than flat colours. Ermine is white with black 'tails', representing the winter coat of the stoat; its variants include ermines (white tails on black) and erminois (black tails on gold). Vair represents squirrel pelts sewn together and is drawn as rows of alternating blue and white bell shapes. Charges may also be shown 'proper', in their natural colours, such as a tree in green and brown.",
              "The fundamental rule of tincture is that metal should not be placed on metal, nor colour on colour. A red lion on a gold field is correct; a red lion on a blue field is not, because two colours side by side are hard to tell apart at a distance. The rule does not apply to furs, to charges shown proper, or to small details such as a lion's claws and tongue. The most famous deliberate breach is the arms attributed to the crusader Kingdom of Jerusalem, gold crosses on a silver field, which some writers explain as a mark of unique dignity.",
            ),
        },
      },
      {
        title: "The Field, the Ordinaries and the Charges",
        description:
          "Dividing the shield, placing the bold geometric ordinaries, and adding the lions, eagles and other charges that fill it.",
        lesson: {
          title: "What goes on the shield",
          html: p(
            "Heraldry describes the shield from the point of view of the person holding it. Dexter, the right-hand side, is therefore on the viewer's left, and sinister is on the viewer's right. The top of the shield is the chief and the bottom the base. These directions matter because an ordinary, a partition line or a charge is always named by where it lies.",
            "The field, the surface of the shield, may be a single tincture or divided. Party per pale divides it with a vertical line, per fess with a horizontal line, per bend with a diagonal from dexter chief to sinister base, and quarterly into four. The dividing lines need not be straight: they can be indented (zigzag), engrailed (a row of scallops with points outward), wavy, embattled like castle walls, and so on.",
            "The ordinaries are broad geometric bands that were among the earliest and simplest designs. The chief occupies the top third of the shield; the fess is a horizontal band across the middle; the pale is a vertical band; the bend runs diagonally from dexter chief; the chevron is an inverted V; the cross and the saltire (a diagonal cross, like that of St Andrew) complete the main set. Smaller versions have diminutive names: a narrow bend is a bendlet, a narrow fess a bar.",
            "Any other object placed on the field is a charge. The lion is the commonest and its posture is always specified: rampant means standing on one hind leg with the forepaws raised, passant means walking with one forepaw raised, and guardant means with the head turned to face the viewer. Eagles are usually displayed, with wings spread. Other common charges include the fleur-de-lis, the mullet (a five-pointed star, originally a spur rowel), the crescent, the annulet, and countless animals, plants and tools, often chosen to make a pun on the bearer's name, a practice called canting arms.",
          ),
        },
      },
      {
        title: "Writing a Blazon",
        description:
          "Put the vocabulary to work: blazon is the precise written description from which any artist can paint the same arms.",
        lesson: {
          title: "The order of a blazon, with worked examples",
          html: p(
            "A blazon is the formal verbal description of a coat of arms, and it takes precedence over any painting. Two artists may draw the same lion very differently, and both will be correct, provided each matches the blazon. The language is economical and follows a fixed order, so that the reader can reconstruct the shield step by step. First comes the field, with its tincture or division. Next comes the principal charge or ordinary, with its tincture. Then come secondary charges placed around it, and finally any charges placed on top of other charges. Tinctures are normally given after the charge they apply to, and by long convention a tincture is not repeated in the same blazon: a later mention may say 'of the first' or 'of the field' instead.",
            "Take the royal arms of England as used since the reign of Richard I: 'Gules, three lions passant guardant in pale Or, armed and langued Azure.' Read in order, this says that the field is red; that on it are three lions, each walking with its head turned to face the viewer, arranged one above another in a vertical column; that the lions are gold; and that their claws and tongues are blue. In English usage these lions are often called leopards in older texts, because a lion passant guardant was once termed a leopard.",
            "A second example shows an ordinary with charges: 'Argent, on a bend Azure between two mullets Gules, three crescents Or.' The field is silver; a blue diagonal band runs from dexter chief to sinister base; a red star lies on either side of it; and three gold crescents are placed along the band itself. Notice that the crescents come last because they lie on the bend. The rule of tincture is respected throughout: blue on silver, red on silver, gold on blue.",
            "Students should practise in both directions, drawing shields from blazons and writing blazons of shields in local churches.",
          ),
        },
      },
    ],
  },
];
