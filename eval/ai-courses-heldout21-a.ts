/** Twenty-first held-out evaluation courses, beginner level (Welsh to equine nutrition); see ai-courses-heldout21.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT21_A: EvalCourse[] = [
  {
    slug: "welsh-sounds-greetings-and-mutation",
    discipline: "Welsh language",
    title: "Cymraeg i Ddechreuwyr: Welsh for New Speakers",
    description:
      "Welsh is a living Celtic language heard every day in homes, schools and on S4C, and in these evening classes new speakers learn to pronounce its alphabet, greet people and introduce themselves, build present-tense sentences with the verb bod, practise telling the time, and handle the soft mutation.",
    level: "beginner",
    duration: "10 weeks (two evenings a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "Welsh spelling is far more regular than English, so once you know what each letter stands for you can read almost any word aloud.",
        lesson: {
          title: "The Welsh alphabet and how to say it",
          html:
            p(
              "The Welsh alphabet has twenty-eight letters, eight of which are digraphs written with two symbols but treated as a single letter: ch, dd, ff, ng, ll, ph, rh and th. The letters k, q, v, x and z do not occur in native words. Because each letter stands for one sound, or a very small range of sounds, a learner who masters the table below can pronounce place-names that look impossible at first sight, such as Llanelli, Dolgellau or Machynlleth.",
            ) +
            "<table><tr><th>Letter</th><th>Sound</th><th>Example</th></tr><tr><td>c</td><td>always hard, as in 'cat'</td><td>cath (cat)</td></tr><tr><td>ch</td><td>as in Scottish 'loch'</td><td>bach (small)</td></tr><tr><td>dd</td><td>voiced, as in 'this'</td><td>dydd (day)</td></tr><tr><td>f</td><td>as English v</td><td>afon (river)</td></tr><tr><td>ff</td><td>as English f</td><td>ffordd (road)</td></tr><tr><td>ll</td><td>voiceless l, breathed out past the sides of the tongue</td><td>llaeth (milk)</td></tr><tr><td>th</td><td>voiceless, as in 'thin'</td><td>nith (niece)</td></tr></table>" +
            p(
              "Two letters that English speakers treat as consonants are also vowels in Welsh. W is usually the vowel in 'pool', so cwm (valley) rhymes roughly with 'room', and y has two values: in the final syllable of a word it is a clear vowel close to the 'i' in 'pin', as in dyn (man), while in other syllables it is the obscure 'uh' sound, as in the first syllable of mynydd (mountain). The vowel u is pronounced like the Welsh y in the south, but in the north it is a high central vowel with no English equivalent.",
              "Stress is one of the easiest rules in the language. Words of more than one syllable are normally stressed on the penultimate syllable, so ysgol (school) is stressed YS-gol, and when a syllable is added the stress moves with it: the plural ysgolion is stressed ys-GOL-ion. A few words, such as Cymraeg itself, are stressed on the final syllable and are learnt as exceptions. Reading aloud slowly, syllable by syllable, with the stress in this place, is the best daily exercise for the first weeks.",
            ),
        },
      },
      {
        title: "Meeting People",
        description:
          "How do you say hello, ask someone's name and say where you live? This module answers with the first pattern of the verb bod.",
        lesson: {
          title: "Greetings and the present tense of bod",
          html: p(
            "Everyday greetings change with the time of day: bore da (good morning), prynhawn da (good afternoon) and noswaith dda (good evening), with nos da (good night) used only on parting. Shorter greetings are common too: shwmae is a greeting across much of the south, and sut mae is its northern partner. To ask how someone is, say sut dych chi? to a stranger or an older person and sut wyt ti? to a friend or child, and answer da iawn, diolch (very well, thanks).",
            "Welsh distinguishes a polite or plural you, chi, from a familiar singular ti, much as French does with vous and tu. The choice affects the verb, so learners meet it straight away in the present tense of bod (to be), which in Welsh is used as an auxiliary to make almost every present-tense sentence. The spoken forms taught in most courses are: dw i (I am), wyt ti (you are), mae e or mae hi (he or she is), dyn ni (we are), dych chi (you are) and maen nhw (they are).",
            "To say what someone is doing, the form of bod is followed by the linking particle yn, shortened to 'n after a vowel, and then a verb-noun. Dw i'n byw yng Nghaerdydd means 'I live in Cardiff', literally 'I am in living in Cardiff'. Dych chi'n siarad Cymraeg? asks 'Do you speak Welsh?', and the answer is not a simple yes but the verb repeated: ydw (yes, I do) or nac ydw (no, I don't). Introductions use a different pattern with the pronoun first: Sian dw i (I am Sian) or fy enw i ydy Sian (my name is Sian). Practise by asking a partner: Ble dych chi'n byw? (Where do you live?) and Beth dych chi'n wneud? (What do you do?).",
          ),
        },
      },
      {
        title: "The Soft Mutation",
        description:
          "Learners often fear mutations, but the soft mutation follows a short list of changes and a handful of triggers that we drill until they feel natural.",
        lesson: {
          title: "When c becomes g: the soft mutation in use",
          html:
            p(
              "Like the other Celtic languages, Welsh changes the first consonant of a word in certain grammatical contexts. These changes are called mutations, and the commonest is the soft mutation (treiglad meddal). A learner looking up a word in the dictionary must therefore reverse the change: if a text has ei gath (his cat), the dictionary entry is cath. Nine consonants are affected by the soft mutation:",
            ) +
            "<table><tr><th>Radical</th><th>Soft</th><th>Example</th></tr><tr><td>p</td><td>b</td><td>pen → ei ben (his head)</td></tr><tr><td>t</td><td>d</td><td>tad → ei dad (his father)</td></tr><tr><td>c</td><td>g</td><td>cath → ei gath (his cat)</td></tr><tr><td>b</td><td>f</td><td>bara → dy fara (your bread)</td></tr><tr><td>d</td><td>dd</td><td>drws → dy ddrws (your door)</td></tr><tr><td>g</td><td>disappears</td><td>gardd → dy ardd (your garden)</td></tr><tr><td>m</td><td>f</td><td>mam → dy fam (your mother)</td></tr><tr><td>ll</td><td>l</td><td>llyfr → ei lyfr (his book)</td></tr><tr><td>rh</td><td>r</td><td>rhaglen → dy raglen (your programme)</td></tr></table>" +
            p(
              "Beginners need only a small number of triggers at first. The possessives dy (your, familiar) and ei meaning 'his' cause soft mutation; ei meaning 'her' does not, so ei gath is 'his cat' but ei chath, with a different mutation, is 'her cat'. A feminine singular noun mutates after the article y or yr: cadair (chair) becomes y gadair. An adjective following a feminine singular noun also mutates, so merch (girl) plus bach (small) gives merch fach. Finally, a group of common prepositions, remembered by the chant am, ar, at, gan, heb, i, o, dan, dros, drwy, wrth, hyd, cause soft mutation of the next word: i Gaerdydd (to Cardiff), o Fangor (from Bangor). The exceptions ll and rh after the article, as in y llaw (the hand), show why the rule is best learnt through phrases rather than tables alone.",
            ),
        },
      },
    ],
  },
  {
    slug: "patchwork-quilting-first-sampler",
    discipline: "Quilting",
    title: "Patchwork and Quilting: Your First Sampler Quilt",
    description:
      "Every quilt is a sandwich of pieced top, wadding and backing held together by stitching. In this workshop course beginners cut fabric accurately with a rotary cutter, piece blocks with a consistent quarter-inch seam, layer and baste the quilt, quilt it by hand or machine, and finish the edges with a double-fold binding.",
    level: "beginner",
    duration: "8 weekly workshops of 3 hours",
    plantedGap: "binding",
    modules: [
      {
        title: "Fabric, Tools and Rotary Cutting",
        description:
          "Accurate patchwork starts at the cutting mat, so we choose suitable cotton and learn to cut strips and squares safely and squarely.",
        lesson: {
          title: "Cutting strips, squares and triangles",
          html:
            p(
              "Most patchwork is made from 100% cotton of quilting weight, a closely woven plain-weave fabric that presses crisply, holds a seam and frays little. The fabric has a straight grain running parallel to the selvedge, a cross grain running from selvedge to selvedge, and a bias at 45 degrees which stretches easily. Pieces are cut on the straight or cross grain wherever possible so that blocks keep their shape, and bias edges are handled gently and pressed, not ironed back and forth.",
              "The basic kit is a rotary cutter with a 45 mm blade, a self-healing cutting mat of at least 45 × 60 cm, and a clear acrylic ruler marked in inches, typically 6 × 24 in. Quilters in Britain still cut in inches because patterns are written that way. Always close the blade guard after every cut and cut away from your body, with the hand on the ruler spread flat and clear of the edge.",
              "To cut strips, fold the fabric selvedge to selvedge, lay the fold along a mat line and trim a straight edge. Then measure from that edge: a 2½ in strip cut across a 42 in width of fabric yields sixteen 2½ in squares. Seam allowances are added to the finished size, so each piece is cut ½ in larger than it will finish, a ¼ in on each side.",
            ) +
            "<ul><li>Square finishing at 2 in: cut 2½ in.</li><li>Half-square triangle unit finishing at 3 in: cut two squares of 3⅞ in, draw a diagonal, sew ¼ in each side and cut apart.</li><li>Quarter-square triangles finishing at 3 in: cut a square of 4¼ in.</li></ul>" +
            p(
              "Check the first piece of every batch against the pattern measurement before cutting the rest; a ruler slipping by a sixteenth of an inch repeats that error in every piece.",
            ),
        },
      },
      {
        title: "Piecing Blocks",
        description:
          "Sewing the quarter-inch seam, pressing it, and making points and corners meet in nine-patch and star blocks.",
        lesson: {
          title: "The quarter-inch seam and the nine-patch block",
          html: p(
            "Almost all machine patchwork is sewn with a ¼ in seam allowance, and the accuracy of that seam decides whether blocks come out the right size. A ¼ in presser foot with a guide flange helps, but the thread takes up a little width when the seam is pressed, so many patterns ask for a 'scant' quarter-inch, a thread or two narrower. Test your machine before starting: sew three 2½ in × 6 in strips together side by side and press. The unit should measure exactly 6½ in across. If it measures 6¼ in, your seam is too wide and the needle position or guide must be moved.",
            "Use a stitch length of about 2 to 2.5 mm, short enough that seams do not open when later crossed by other seams, so there is no need to backstitch. Chain piecing saves thread and time: feed pairs of patches through the machine one after another without cutting the thread between them, then snip the chain apart.",
            "Pressing is not ironing. Set the seam first by pressing it flat as sewn, then open the patch and press the allowance to one side, usually toward the darker fabric so it does not shadow through the lighter one. In rows that will meet, press allowances in opposite directions so that the seams 'nest' against each other, butting tightly and giving a sharp meeting point without pins.",
            "The nine-patch block shows all of this at once. For a block finishing at 9 in, cut nine 3½ in squares, five dark and four light. Sew them in three rows of three, press the seams in the top and bottom rows toward the dark squares and in the middle row toward the dark squares as well, which makes them alternate. Join the rows, nesting each pair of seams, and the block should measure 9½ in unfinished. Measure every block and trim to size before the blocks are joined into the top.",
          ),
        },
      },
      {
        title: "Layering, Basting and Quilting",
        description:
          "Here the top becomes a quilt: we assemble the three layers, secure them, and stitch through them by hand or with a walking foot.",
        lesson: {
          title: "Making and quilting the quilt sandwich",
          html: p(
            "A quilt has three layers: the pieced top, the wadding (batting) in the middle and the backing underneath. Cut the backing and wadding at least 4 in larger than the top on every side, because quilting draws the layers in and the extra gives room to hold and square the quilt. Wadding comes in cotton, which is flat, warm and shrinks slightly when washed to give an antique crinkle; an 80/20 cotton–polyester blend, which is the usual choice for beginners; polyester, which is light and lofty; and wool, which shows quilting stitches well. The packet states the maximum distance between lines of quilting, often 8 to 10 in.",
            "To baste, tape the backing right side down and taut to a clean floor or table, smooth the wadding over it, then the top right side up. Secure the layers with curved safety pins about a hand's width apart, starting from the centre and working outward, or with temporary spray adhesive on smaller pieces. Hand quilters usually tack with long running stitches in a grid instead, because pins catch the thread.",
            "For machine quilting, fit a walking foot, which feeds the top layer at the same rate as the feed dogs feed the bottom one and stops the layers shifting. Straight-line quilting 'in the ditch', right in the seam lines, is nearly invisible and stabilises the quilt; lines ¼ in from the seams echo the shapes. Free-motion quilting uses a darning foot with the feed dogs lowered, and the quilter moves the quilt by hand to draw curves and meanders. Hand quilting uses a short 'between' needle, a thimble on the middle finger and a rocking motion that loads several stitches onto the needle at once; six to eight even stitches per inch is a good standard for a first quilt.",
          ),
        },
      },
    ],
  },
  {
    slug: "argentine-tango-embrace-and-walk",
    discipline: "Tango",
    title: "Argentine Tango for Beginners",
    description:
      "Argentine tango is danced by improvising together rather than performing set routines, and these beginners' classes build it from the ground up: the embrace, the walk in the parallel and crossed systems, the ocho, and the codes that govern a milonga.",
    level: "beginner",
    duration: "12 weekly classes of 90 minutes",
    plantedGap: "ocho",
    modules: [
      {
        title: "The Embrace",
        description:
          "Connection comes first: posture, axis and the open and close holds through which leader and follower communicate.",
        lesson: {
          title: "Axis, posture and the abrazo",
          html: p(
            "Tango is led and followed through the embrace (abrazo) rather than through the hands, so the first weeks are spent on posture and contact. Each dancer stands on their own axis, an imaginary vertical line running from the crown of the head through the chest to the ball of the supporting foot. The weight is slightly forward, over the metatarsals, the knees are soft, and the chest is lifted toward the partner without leaning on them. A dancer who hangs on the partner or pulls back from them loses the ability to feel small changes of direction.",
            "In the close embrace, common in the crowded dance halls of Buenos Aires, partners' chests are in light contact and slightly offset, so that each looks past the other's right shoulder. The leader's right arm wraps around the follower's back with the hand resting flat, high on the back and near the spine; the follower's left arm rests over the leader's right shoulder or around the back of the neck. The leader's left hand and follower's right hand meet at about shoulder height, held softly, not pushed. In the open embrace, taught in many European classes, the chests separate by a few centimetres and the arms form a more flexible frame, which gives room for turning figures but demands clearer intention from the torso.",
            "The lead is an intention of the whole upper body: the leader moves the chest first, and the follower feels the change in the embrace and responds with the free leg. A useful exercise is to stand in embrace with eyes closed while the leader transfers weight from foot to foot without stepping; the follower should mirror each transfer. Only when both dancers can feel weight changes reliably does it make sense to add steps.",
          ),
        },
      },
      {
        title: "Walking Together",
        description:
          "The tango walk is the dance: we learn the forward and backward step, the collection of the feet, and how the leader changes between the parallel and crossed systems.",
        lesson: {
          title: "The caminata, parallel and crossed",
          html:
            p(
              "Old dancers in Buenos Aires say that someone who can walk can dance tango. The walk (caminata) differs from everyday walking in three ways. The free leg reaches first, the foot brushing the floor, and the weight arrives on the new foot only when the step is complete; the ankles and knees pass close to each other in a 'collection' between steps; and the walk follows the music, usually on the strong beats of a 4/4 tango, though dancers soon learn to double-time or pause.",
              "The leader normally walks forward and the follower backward, the follower extending the leg from the hip so that the step is long and the body arrives over it smoothly. The follower never anticipates: each step begins only when the movement of the leader's chest has been felt.",
              "Couples walk in one of two systems, defined by which feet move together:",
            ) +
            "<ul><li>Parallel system: the leader's left foot moves with the follower's right and vice versa, as in a mirror. This is the default.</li><li>Crossed system: the leader's left foot moves with the follower's left, so both step on the same side. It opens possibilities for the cross and many turning figures.</li></ul>" +
            p(
              "To change from parallel to crossed, the leader shifts weight in place, without stepping, while the follower takes a step; from then on their feet are out of phase. The cross (cruzada) of the basic eight-count sequence is led from the crossed system: the leader walks, and the follower's left foot closes across in front of the right, ending with the weight on the crossed foot. Practise changing systems on a straight line along the room before adding the cross, so that both partners know which foot is free at every moment.",
            ),
        },
      },
      {
        title: "At the Milonga",
        description: "Social dancing has its own etiquette, and knowing it matters as much as knowing the steps.",
        lesson: {
          title: "Line of dance, tandas and the cabeceo",
          html: p(
            "A milonga is both a social dance event and one of the three musical rhythms played there, alongside tango and vals. At the event, music is organised in tandas: sets of three or four tangos, usually by a single orchestra and period, or three milongas or valses. Each tanda ends with a cortina, a short piece of non-tango music during which the floor clears. Partners normally dance a whole tanda together; leaving after one track can be read as a sign that something went wrong.",
            "Invitations are traditionally made by the cabeceo. A dancer who wishes to dance looks (the mirada) at a prospective partner across the room; if the look is returned, the inviter nods or raises the eyebrows, the other nods in return, and only then does the inviter walk over. Avoiding someone's gaze is a polite refusal that spares both sides, which is why experienced dancers use the cabeceo even where verbal invitations are accepted.",
            "On the floor, couples move counter-clockwise in the line of dance (la ronda). On a busy floor there may be two concentric lanes; a couple stays in its lane, keeps a steady distance from the couple in front, and does not overtake or cut across the centre. The leader is responsible for navigation and must keep moves small: high kicks and long backward steps against the line of dance endanger other people's ankles. When a collision happens, both leaders acknowledge it with a word or a glance. Dressing neatly, using a breath mint and respecting the end of the tanda complete the codes newcomers are expected to learn.",
          ),
        },
      },
    ],
  },
  {
    slug: "coopering-oak-staves-to-cask",
    discipline: "Coopering",
    title: "The Cooper's Craft: Raising an Oak Cask",
    description:
      "Tight casks for wine and spirits are still raised from oak staves by hand, and this workshop course takes newcomers through selecting and seasoning the oak, shaping and jointing staves, raising and firing the cask, and cutting the croze to take the heads.",
    level: "beginner",
    duration: "6 weeks (full-time workshop)",
    plantedGap: "croze",
    modules: [
      {
        title: "Oak and Its Seasoning",
        description:
          "Which oaks make a tight cask, how the log is split or sawn into stave wood, and why it must season for years.",
        lesson: {
          title: "From log to stave wood",
          html: p(
            "Tight coopering, the making of casks that hold liquid, relies almost entirely on oak. American white oak (Quercus alba) is dense and its vessels are plugged by tyloses, balloon-like outgrowths of the surrounding cells that make the wood watertight, so it can be sawn. European oaks, the pedunculate Quercus robur and the sessile Quercus petraea, have fewer tyloses and are traditionally split, or riven, along the grain so that the vessels are not cut across and the wood does not leak.",
            "Either way, staves must be quarter-sawn or riven radially, so that the broad face of each stave runs at right angles to the growth rings and the medullary rays lie flat across its width. The rays, ribbon-like sheets of cells running from the pith outward, act as barriers to liquid crossing the stave. A flat-sawn stave would leak through the end grain of its rays and would cup badly as it dried. Only clear, knot-free timber from the lower trunk is used, and much of a log is wasted: a cooper may get stave wood from only a quarter to a half of the volume.",
            "The rough staves, called stave billets or stave wood, are then stacked outdoors in open piles so that air circulates freely. Air seasoning commonly lasts 18 to 36 months. During this time the moisture content falls toward 12 to 15 per cent, and rain and sun leach out bitter tannins while fungi and enzymes begin to break down lignin into aromatic compounds, which is why coopers and distillers prize air-dried oak over kiln-dried wood. A common rule of thumb is one year of seasoning for each 25 mm of thickness, and many cooperages insist on a minimum of two years for wine barrels.",
          ),
        },
      },
      {
        title: "Shaping Staves",
        description:
          "In this module you learn to give a flat stave the taper, curve and edge bevel that let thirty of them meet as a watertight barrel.",
        lesson: {
          title: "Listing, dressing and jointing",
          html:
            p(
              "A barrel is wider at its middle, the bilge, than at its ends, the heads, and every stave must be shaped so that when the staves are pulled together they close tightly along their whole length. The cooper does this in a series of operations, each with its own tool:",
            ) +
            "<ul><li>Listing: cutting the stave to a taper, wider at the centre and narrower at the ends, traditionally with a broad axe and now often on a saw.</li><li>Backing: rounding the outer face with a drawknife so that it follows the curve of the finished cask.</li><li>Hollowing: scooping the inner face with a hollowing knife so the stave can bend without splitting and the wall stays of even thickness.</li><li>Jointing: planing the edges on the jointer, a long plane set upside down on legs, so that each edge is bevelled toward the centre of the cask.</li></ul>" +
            p(
              "Jointing is the decisive step. The bevel on each edge must point toward the axis of the barrel, and its angle depends on the number and width of the staves: the narrower the stave, the steeper the bevel. The cooper draws the stave down the jointer by eye, checking the edge with a sighting along its length. An edge planed slightly hollow in its length, so that the ends touch first, gives a tighter joint when hoops compress the stave.",
              "The width of each stave does not have to be equal. A 225-litre Bordeaux barrique might use 28 to 32 staves of varying width; the cooper chooses them from a stack so that the staves of the first ring fill a hoop of the right diameter exactly. Experienced coopers check this with a hoop and simply add a narrow stave or take out a wide one until the ring is closed. A good stave, finished, is about 22 to 27 mm thick at the bilge.",
            ),
        },
      },
      {
        title: "Raising and Firing the Cask",
        description:
          "Standing the staves up, bending them over fire, and toasting the inside: the moment a pile of wood becomes a barrel.",
        lesson: {
          title: "Raising, bending and toasting",
          html: p(
            "Raising begins with the raising hoop, a heavy iron ring into which the cooper stands the staves one by one, leaning them against the inside of the hoop until the circle is complete. A second hoop is driven down over them. The cask now looks like a flared skirt: closed at one end, splayed wide at the other. To close the open end the staves must be bent, and oak bends only when it is heated and moist.",
            "The cooper places the raised staves over a small fire of oak offcuts in an iron basket, a cresset, and wets the wood on the outside while the inside heats. After some 20 to 30 minutes, a steel cable or a windlass is looped around the open end and tightened, slowly drawing the staves together, and truss hoops are driven down to hold them. Too much haste and a stave splits; too little heat and the wood will not yield. Some cooperages bend with steam instead of fire, which gives a wood less marked by heat.",
            "With the shape set, the cask is toasted. Heating the inner surface over the fire for a further period changes the chemistry of the oak: hemicellulose breaks down to sugars that caramelise and form furfural and related compounds with toasty, bready notes; lignin breaks down to vanillin and other phenolic aldehydes; and the harsher tannins are partly degraded. Wine makers order light, medium or heavy toast, which differ by both time and temperature; a medium toast might mean about 35 to 40 minutes with the inner surface around 200 °C. Bourbon casks are charred instead, the inside set alight for under a minute until a layer of charcoal forms, which filters sulphur compounds from the new spirit.",
          ),
        },
      },
    ],
  },
  {
    slug: "equine-nutrition-feeding-the-horse",
    discipline: "Equine nutrition",
    title: "Feeding the Horse: Principles of Equine Nutrition",
    description:
      "Horses evolved to graze for most of the day, and sound feeding starts from that fact. This unit for yard staff and owners deals with the digestive tract of a hindgut fermenter, forage requirements as a share of body weight, body condition scoring, water and electrolytes, and the dangers of sudden changes in feed.",
    level: "beginner",
    duration: "6 weeks (online with yard practicals)",
    plantedGap: "electrolytes",
    modules: [
      {
        title: "The Horse's Digestive System",
        description:
          "Why a horse's gut is built for a steady trickle of fibre, and what happens when it gets a large cereal meal instead.",
        lesson: {
          title: "A small stomach and a large hindgut",
          html: p(
            "The horse is a non-ruminant herbivore, or hindgut fermenter. Unlike a cow, it digests the easily available parts of its food first, by enzymes in the stomach and small intestine, and only then ferments the fibre in an enlarged large intestine. For a 500 kg horse the stomach holds only about 8 to 15 litres, which is small for an animal of that size, and food passes through it quickly. The stomach secretes acid continuously, whether or not the horse is eating, so long gaps without forage leave the upper, unprotected squamous lining exposed to acid and are a major cause of gastric ulcers.",
            "In the small intestine, some 20 metres long, starch, sugar, protein and fat are digested and absorbed. The horse has no gall bladder; bile flows continuously from the liver, another sign of an animal adapted to eating little and often. Starch that is not digested here because too much arrived at once passes on to the hindgut.",
            "The hindgut consists of the caecum, holding about 25 to 35 litres, and the large colon and small colon. Here a dense population of bacteria and protozoa ferments cellulose and hemicellulose into volatile fatty acids, chiefly acetate, propionate and butyrate, which are absorbed and supply a large share of the horse's energy. When a large cereal meal floods the hindgut with starch, lactic-acid-producing bacteria multiply, the pH falls, fibre-digesting microbes die and release endotoxins, and the horse is at risk of colic and laminitis.",
            "Two further features matter in practice. Horses cannot vomit, because a strong cardiac sphincter closes the entrance to the stomach, so excess gas or food has nowhere to go. And the long, folded large colon, with a narrow pelvic flexure, is a common site of impactions when water intake falls or coarse, indigestible forage is fed.",
          ),
        },
      },
      {
        title: "Forage First: Planning a Ration",
        description: "How much hay and grass a horse needs, how to weigh it, and when concentrates are justified.",
        lesson: {
          title: "Forage as a percentage of body weight",
          html:
            p(
              "Every ration is built on forage: grass, hay, haylage or chopped fibre. A horse eats roughly 2 to 2.5 per cent of its body weight in dry matter each day, and the minimum forage for gut health is usually set at 1.5 per cent of body weight as dry matter, or about 1.25 per cent for a horse on a strict weight-loss diet under veterinary advice. Dry matter matters because feeds contain water: hay is around 85 to 90 per cent dry matter, haylage 55 to 70 per cent, and spring grass as little as 20 per cent.",
              "Worked example: a 500 kg riding horse in light work needs about 500 × 0.02 = 10 kg of dry matter a day. If all of it comes from hay at 88 per cent dry matter, it should receive 10 ÷ 0.88 ≈ 11.4 kg of hay as fed. Weigh the hay net on a spring balance; estimates by eye are routinely wrong by several kilograms.",
            ) +
            "<table><tr><th>Work level</th><th>Typical forage : concentrate (by weight)</th></tr><tr><td>Maintenance, light work</td><td>100 : 0</td></tr><tr><td>Moderate work</td><td>about 80 : 20</td></tr><tr><td>Intense work, racing</td><td>down to about 50 : 50</td></tr></table>" +
            p(
              "Concentrates (cereals, cubes and mixes) are added only when forage cannot meet energy needs. Because the stomach is small and starch overflow harms the hindgut, meals are limited: a common guideline is no more than about 1 g of starch per kg of body weight per meal, and feed companies often advise no more than 2 kg of a cereal-based mix in one feed for a 500 kg horse. A balancer or a vitamin and mineral supplement fills the gaps in a forage-only diet. Every change of feed, including a move from hay to spring grass, should be made gradually over 10 to 14 days so the hindgut microbes can adapt.",
            ),
        },
      },
      {
        title: "Body Condition and Weight",
        description:
          "We finish with the two measurements every owner can take: a condition score and a weight estimate.",
        lesson: {
          title: "Condition scoring and weight estimation",
          html: p(
            "Body condition scoring assesses the fat a horse carries by looking at and feeling specific areas. The Henneke system, published by Don Henneke and colleagues in 1983, uses a scale of 1 (poor, emaciated) to 9 (extremely fat) and examines six areas: the neck, the withers, the loin, the tailhead, the ribs and the area behind the shoulder. In Britain the Carroll and Huntington scale of 0 to 5 is also widely used. On the Henneke scale, 5 is moderate: the back is level, the ribs cannot be seen but are easily felt, and fat around the tailhead feels spongy. Most leisure horses should be kept at 4 to 6; a score of 7 or above increases the risk of laminitis and metabolic disease.",
            "Score the horse with your hands as well as your eyes, because a winter coat or a muscular neck can mislead. Press firmly along the ribs with flat fingers; run a hand along the crest of the neck, where a hard, cresty neck is a warning sign in native breeds; and feel for fat pads on either side of the tailhead.",
            "Body weight is best measured on a weighbridge, but most owners estimate it. A weigh tape passed round the girth gives a reading calibrated for an average horse. A more accurate formula uses two measurements in centimetres: weight (kg) = girth² × length ÷ 11,877, where length is measured from the point of the shoulder to the point of the buttock. For a horse with a girth of 185 cm and a length of 165 cm, weight ≈ 185 × 185 × 165 ÷ 11,877 ≈ 475 kg. Record condition score and weight every two to four weeks; trends tell you far more than any single reading.",
          ),
        },
      },
    ],
  },
];
