/** Forty-second held-out evaluation courses, beginner level (Tagalog to search engine optimisation); see ai-courses-heldout42.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT42_A: EvalCourse[] = [
  {
    slug: "tagalog-sounds-markers-and-courtesy",
    discipline: "Tagalog language",
    title: "Tagalog: Sounds, Markers and Courtesy",
    description:
      "Tagalog, the basis of the national language Filipino, is taught here from the sound system up: pronunciation and stress, the case markers ang, ng and sa, the polite particles po and opo, and telling time with Spanish-derived numbers.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling time",
    modules: [
      {
        title: "Pronouncing and Stressing Tagalog Words",
        description:
          "Five vowels, a glottal stop that spelling hides, and stress that changes meaning are the first things to get right.",
        lesson: {
          title: "Vowels, the glottal stop and moving stress",
          html: p(
            "Tagalog is written in the Latin alphabet, and most of its spelling is a reliable guide to sound. The modern Filipino alphabet has twenty-eight letters, but native Tagalog words use only the older twenty-letter <i>abakada</i>: five vowels and fourteen consonants plus the digraph <i>ng</i>, which stands for the single sound at the end of English <i>sing</i> and may begin a word, as in <i>ngayon</i> ('now'). The vowels <i>a, e, i, o, u</i> are short and pure, without the glides of English; in native words <i>e</i> and <i>i</i>, and <i>o</i> and <i>u</i>, were once variants of a single sound, which is why <i>lalaki</i> and <i>lalake</i> ('man') both occur.",
            "Two features are not shown in ordinary spelling. The first is the glottal stop, the catch in the throat heard in English <i>uh-oh</i>. Every word that seems to begin with a vowel really begins with one, and many words end in one: <i>bata</i> ('child') ends with a stop, while <i>bata</i> meaning 'bathrobe' does not. Dictionaries mark the difference with accents: a grave accent (<i>batà</i>) shows a final glottal stop on an unstressed syllable, and a circumflex (<i>hindî</i>, 'no') shows a stop on a stressed one.",
            "The second feature is stress, which falls either on the last syllable or on the next to last, and which distinguishes words. <i>Aso</i> stressed on the first syllable means 'dog', while <i>asó</i> on the second means 'smoke'; <i>búkas</i> is 'tomorrow' and <i>bukás</i> is 'open'. When an unstressed penultimate syllable is open, the vowel is noticeably lengthened, so <i>báhay</i> ('house') sounds like <i>baa-hay</i>. Learners should therefore memorise every new word with its stress from the start, using a dictionary that marks it, such as the <i>UP Diksiyonaryong Filipino</i>, and listen for the glottal stop rather than trusting the written letters. Consonants give fewer problems: <i>p, t</i> and <i>k</i> are unaspirated, and <i>r</i> is a single tap.",
          ),
        },
      },
      {
        title: "Ang, Ng and Sa",
        description:
          "Why does every Tagalog noun seem to carry a small word in front of it? This module sorts out the three marker sets and what they tell the listener.",
        lesson: {
          title: "The three case markers and the focus of a sentence",
          html:
            p(
              "Tagalog nouns are introduced by short markers that show the noun's role in the sentence. There are three sets, each with a form for common nouns and one for personal names:",
            ) +
            "<table><tr><th>Set</th><th>Common nouns</th><th>Personal names</th><th>Typical role</th></tr><tr><td>ang set</td><td>ang (plural ang mga)</td><td>si (plural sina)</td><td>the topic or focused noun</td></tr><tr><td>ng set</td><td>ng (plural ng mga)</td><td>ni (plural nina)</td><td>non-focused actor or object, possessor</td></tr><tr><td>sa set</td><td>sa (plural sa mga)</td><td>kay (plural kina)</td><td>place, direction, recipient</td></tr></table>" +
            p(
              "The written form <i>ng</i> is pronounced <i>nang</i>. The <i>ang</i> phrase is the one the verb is 'about', and the verb's affix tells the listener which role that phrase plays. With the actor-focus infix <i>-um-</i>, the <i>ang</i> phrase is the doer: <i>Kumain ang bata ng mangga</i>, 'The child ate a mango'. With the object-focus suffix <i>-in</i>, the <i>ang</i> phrase is the thing acted on and the doer moves into the <i>ng</i> set: <i>Kinain ng bata ang mangga</i>, 'The child ate the mango'. Both sentences report the same event; the second treats the mango as definite and central. Because the verb usually comes first, the basic word order is verb, then the noun phrases, whose order among themselves is fairly free.",
              "The <i>sa</i> set covers location and goal: <i>Pumunta si Ana sa palengke</i>, 'Ana went to the market'; <i>Ibinigay ko ang libro kay Jose</i>, 'I gave the book to Jose'. Possession uses the <i>ng</i> set after the thing possessed: <i>ang bahay ng guro</i>, 'the teacher's house', and <i>ang kotse ni Maria</i>, 'Maria's car'. A useful first drill is to take a simple verb such as <i>bumili</i> ('buy') and rebuild a sentence with each participant in turn as the <i>ang</i> phrase, noticing how the verb form changes with it.",
            ),
        },
      },
      {
        title: "Po, Opo and Everyday Greetings",
        description:
          "Students practise the polite particles and the greetings used with elders, strangers and friends, in short spoken exchanges.",
        lesson: {
          title: "Showing respect with po and opo",
          html:
            p(
              "Respect for age and status is built into Tagalog grammar through two small words. The enclitic particle <i>po</i> (in older or very formal speech, <i>ho</i>) is added to a sentence addressed to someone older, a person in authority or a stranger. It has no meaning of its own; it marks the whole utterance as courteous. <i>Salamat</i> means 'thanks', and <i>salamat po</i> is the form to use with a shopkeeper, a teacher or a friend's parents. <i>Opo</i> is the respectful 'yes', replacing the plain <i>oo</i>, and the respectful 'no' is <i>hindi po</i>.",
              "Like other Tagalog enclitics, <i>po</i> must sit in second position, after the first full word or phrase of the clause: <i>Saan po kayo pupunta?</i> ('Where are you going, sir or madam?'). When short pronouns are also present the order of enclitics is fixed: one-syllable pronouns such as <i>ko</i> come before <i>po</i>, as in <i>Nakita ko po siya</i> ('I saw him'), while two-syllable pronouns come after it, as in <i>Kumain na po ba kayo?</i> ('Have you eaten?'). Polite address also switches the singular <i>ka</i> to the plural <i>kayo</i>, much as French uses <i>vous</i>.",
              "Common greetings are built from <i>magandang</i> ('beautiful, good') plus a word for the part of the day:",
            ) +
            "<ul><li><i>Magandang umaga po</i> – good morning</li><li><i>Magandang tanghali po</i> – good noon, used around midday</li><li><i>Magandang hapon po</i> – good afternoon</li><li><i>Magandang gabi po</i> – good evening</li><li><i>Kumusta po kayo?</i> – how are you? (from Spanish <i>¿cómo está?</i>)</li></ul>" +
            p(
              "Among friends and younger people the particles are dropped, and using them with a close friend can sound distant or teasing. A traditional gesture of respect, the <i>mano</i>, in which the younger person lifts an elder's hand to the forehead, often accompanies the greeting at family gatherings.",
            ),
        },
      },
    ],
  },
  {
    slug: "marquetry-knife-cut-veneer-pictures",
    discipline: "Marquetry",
    title: "Knife-Cut Marquetry Pictures",
    description:
      "Knife-cut veneer pictures are the subject of this ten-week evening class: choosing and flattening veneers, cutting by the window method, sand shading, laying the finished picture on a baseboard, and a shellac finish.",
    level: "beginner",
    duration: "10 weeks (one 2.5-hour evening a week)",
    plantedGap: "shellac",
    modules: [
      {
        title: "Choosing and Flattening Veneers",
        description:
          "You will learn to read a leaf of veneer for colour, grain and figure, and to tame one that has buckled.",
        lesson: {
          title: "Veneer as a palette",
          html:
            p(
              "In marquetry the picture is painted with wood, so the maker's first task is to build a palette of veneers. Modern commercial veneer is sliced about 0.6 mm thick, thin enough to cut with a craft knife; older or saw-cut stock may be 1 mm or more and is harder work. Each leaf carries three qualities the maker exploits: colour, grain direction and figure. Grain direction matters as much as colour, because a sky cut with the grain running horizontally reads as calm, while the same veneer turned vertical suggests rain.",
              "How a log is sliced decides the figure. Crown-cut (flat-sliced) veneer shows arched 'cathedral' patterns useful for hillsides and rooftops; quarter-cut veneer shows straight, even stripes suited to water and fences; rotary-cut veneer, peeled from the turning log, gives broad, wild patterns. Burrs such as walnut or amboyna supply foliage and stonework at a glance.",
            ) +
            "<table><tr><th>Veneer</th><th>Colour</th><th>Typical use in a picture</th></tr><tr><td>Sycamore</td><td>creamy white</td><td>sky, snow, highlights</td></tr><tr><td>Holly</td><td>near white, little figure</td><td>small highlights, lettering</td></tr><tr><td>Black walnut</td><td>dark brown</td><td>shadows, tree trunks</td></tr><tr><td>Padauk</td><td>orange-red, darkening with age</td><td>roofs, flowers</td></tr><tr><td>Obeche</td><td>pale yellow, soft</td><td>practice and backgrounds</td></tr></table>" +
            p(
              "Burrs and some exotic species arrive cockled and brittle, and will crack under the knife unless flattened. Brush both faces lightly with a veneer softener, a commercial product or a home mix of water, glycerine and a little glue, and leave it for a few minutes to absorb. Then sandwich the leaf between sheets of absorbent paper and two flat boards under weights. Change the paper every few hours at first and daily afterwards until the leaf is dry, which may take a week; a leaf released while still damp will buckle again. Store flattened veneers flat, away from sunlight, which bleaches some woods and darkens others.",
            ),
        },
      },
      {
        title: "The Window Method",
        description:
          "Each part of the picture is cut into its own window in a waste sheet, so the joints fit as tightly as the knife line.",
        lesson: {
          title: "Cutting a picture through a window",
          html:
            p(
              "The window method, the usual technique for beginners, builds the picture inside a sheet of waste veneer, sometimes called the waster, which holds every piece in register. Start by tracing the design, reversed or not according to which face will be shown, onto the waster, a leaf of cheap, stable veneer such as obeche cut to the picture's size plus a margin. Decide a cutting order, usually from the background forward: sky before hills, hills before trees, large areas before small details.",
              "The steps for each piece are always the same:",
            ) +
            "<ul><li>Cut out the first shape on its line, making a window in the waster.</li><li>Slide the chosen veneer underneath, moving it until the grain and figure seen through the window look right, and hold it with a strip of low-tack tape.</li><li>Run the knife point lightly round the inside edge of the window to score the outline onto the veneer below.</li><li>Remove the veneer and cut cleanly along the scored line, holding the blade vertical or with a very slight inward bevel.</li><li>Push the piece into the window from behind and fix it with gummed veneer tape on the face side.</li></ul>" +
            p(
              "Because each piece is marked from the window it will occupy, small inaccuracies in the cutting of the window do not matter: the insert takes the window's exact shape. What does matter is the knife. A scalpel with a fine pointed blade, such as a Swann-Morton 10A, should be changed as soon as it begins to drag, since a dull blade crushes the fibres and opens gaps. Cut on a hard surface such as a sheet of thick card over glass, and make several light passes rather than one heavy one, especially across the grain, where brittle woods split ahead of the point. Very narrow pieces such as branches are easier to cut slightly oversize and trim once they are taped in.",
            ),
        },
      },
      {
        title: "Sand Shading and Laying the Picture",
        description:
          "In the last weeks the picture gains depth from scorching in hot sand and is glued to a baseboard with a balancing veneer on the back.",
        lesson: {
          title: "Hot sand, glue and a press",
          html: p(
            "Sand shading gives flat veneer a sense of roundness by scorching one edge of a piece so that it darkens gradually. Fill a shallow metal pan about 25 mm deep with fine dry silver sand and heat it on a hot plate or camping stove for ten to fifteen minutes. Holding the cut piece with tweezers, dip the edge to be shaded into the sand for a few seconds, then lift and inspect it. The sand is hottest at the bottom of the pan, so depth as well as time controls the result, and the colour continues to develop for a moment after the piece comes out. Always test on an offcut of the same wood first. Pale woods such as sycamore and holly show shading best; a piece that has gone black is ruined and must be recut. Shade before the piece is fitted, and never let the veneer catch fire.",
            "A finished picture, held together only by veneer tape, is far too fragile to stand on its own and must be glued to a stable baseboard, normally MDF or birch plywood about 9 to 12 mm thick. Because veneer pulls as its glue dries, a leaf of balancing veneer, any cheap species, is glued to the back of the board at the same time; without it the board will bow towards the picture. Edges are often lipped or veneered as well.",
            "Spread PVA or a urea-formaldehyde cold-press glue thinly and evenly over the board, not the veneer, which would curl. Lay the picture taped face upward, cover it with a sheet of polythene to stop squeeze-out bonding it to the press, and clamp it between stiff boards or in a vacuum bag. Leave PVA at least four hours, ideally overnight. The gummed tape is then dampened and scraped off, and the surface is levelled with a cabinet scraper and fine abrasive, working carefully because the veneer is only a fraction of a millimetre thick.",
          ),
        },
      },
    ],
  },
  {
    slug: "mixology-balance-dilution-and-the-sour",
    discipline: "Mixology",
    title: "Mixing Drinks: Balance, Dilution and Technique",
    description:
      "Balance is the bartender's first lesson, and this short professional course teaches it through accurate measuring and dilution, the sour family of drinks, stirring versus shaking, and choosing glassware and garnishes that finish a drink.",
    level: "beginner",
    duration: "6 weeks (one 3-hour session a week)",
    plantedGap: "glassware",
    modules: [
      {
        title: "Measuring and Dilution",
        description: "A good drink is a recipe followed exactly, and ice is one of its ingredients.",
        lesson: {
          title: "Jiggers, legal measures and why ice matters",
          html: p(
            "Consistency begins with measuring. A professional bartender uses a jigger, a double-ended metal measure, rather than pouring by eye, because a drink that is balanced at 50 ml of spirit and 25 ml of lemon juice becomes sharp or flabby when either quantity drifts by a few millilitres. In the United Kingdom, the Weights and Measures (Intoxicating Liquor) Order 1988 requires gin, rum, vodka and whisky sold by the glass on their own to be served in measures of 25 ml or 35 ml, or multiples of these, and a venue must choose one size and display it; mixed drinks of three or more liquids are exempt, but most bars build cocktails in the same units so that stock can be controlled.",
            "Ice does two jobs at once: it chills the drink and it dilutes it, and the two cannot be separated. As ice melts it absorbs heat, about 334 joules for every gram turned to water, so a drink can only become colder by taking on water. A shaken cocktail typically gains somewhere between a fifth and a third of its original volume as meltwater and ends several degrees below freezing, because alcohol depresses the freezing point. A stirred drink is diluted slightly less and ends a little warmer. That water is not a flaw: it softens the burn of alcohol and opens the flavour, and a drink served undiluted tastes harsh.",
            "The practical consequences are simple. Use plenty of hard, dry ice straight from the freezer; a shaker half full of wet, melting ice dilutes faster than it chills. Measure the liquid ingredients before adding ice, so that nothing sits on the ice while you work. Time the mixing, rather than guessing, until you can judge by the feel of the tin. And taste every new recipe with a straw, adjusting by 5 ml steps, since the most common fault in a beginner's drink is not the wrong recipe but an unmeasured pour or a drink served before it was cold enough.",
          ),
        },
      },
      {
        title: "The Sour Family",
        description:
          "Spirit, citrus and sugar in proportion give the daiquiri, the whisky sour and dozens of relatives, and here students learn the template behind them all.",
        lesson: {
          title: "Strong, sour and sweet in proportion",
          html:
            p(
              "A large share of classic cocktails belongs to one family, the sour, built from three elements: a spirit, fresh citrus juice and a sweetener. Once the proportions of this template are understood, a bartender can make dozens of drinks without memorising each one. A widely used starting ratio is two parts spirit, one part citrus and three-quarters to one part sugar syrup, adjusted to the sweetness of the spirit and the acidity of the fruit on the day.",
            ) +
            "<table><tr><th>Drink</th><th>Spirit</th><th>Citrus</th><th>Sweetener</th></tr><tr><td>Daiquiri</td><td>50 ml white rum</td><td>25 ml lime</td><td>15–20 ml simple syrup</td></tr><tr><td>Whisky sour</td><td>50 ml bourbon</td><td>25 ml lemon</td><td>20 ml simple syrup, optional egg white</td></tr><tr><td>Margarita</td><td>50 ml tequila</td><td>25 ml lime</td><td>20 ml orange liqueur</td></tr><tr><td>Sidecar</td><td>50 ml cognac</td><td>20 ml lemon</td><td>20 ml orange liqueur</td></tr></table>" +
            p(
              "Simple syrup is sugar dissolved in water, usually one part to one part by weight; a 'rich' syrup of two parts sugar to one of water is sweeter, so less is needed. The margarita and sidecar show that a liqueur can replace the syrup, bringing both sugar and flavour. Citrus must be squeezed fresh, ideally the same day: bottled juice lacks the volatile aromas of the peel and tastes flat, and lime juice in particular changes noticeably within hours.",
              "Egg white, the traditional addition to a whisky sour, gives a silky texture and a white foam. Because protein foams better when not chilled, bartenders often use a 'dry shake' first, shaking all the ingredients hard without ice to whip the white, then adding ice and shaking again to chill and dilute. Those who prefer not to use raw egg may substitute aquafaba, the liquid from tinned chickpeas, in about the same volume.",
            ),
        },
      },
      {
        title: "To Stir or to Shake",
        description: "Learners practise both methods and learn which drinks call for each, and why.",
        lesson: {
          title: "Texture, clarity and the choice of method",
          html: p(
            "Stirring and shaking both chill and dilute a drink, but they leave it with different textures and appearances, and the choice follows a simple rule of thumb: shake drinks that contain citrus, dairy, egg or thick syrups, and stir drinks made only of spirits, wines and clear liqueurs. Shaking is violent: it aerates the drink, filling it with tiny bubbles that make it cloudy and lively on the tongue, and it emulsifies ingredients that would otherwise separate. Stirring is gentle: it leaves a spirit-forward drink such as a Manhattan, a martini or a negroni clear, dense and silky.",
            "To stir, fill a mixing glass about two-thirds with cold, dry ice, add the measured ingredients and move a long bar spoon round the inside wall so that the ice turns as one mass, with the back of the spoon against the glass. Thirty seconds or so is typical; the outside of the glass will frost, and the volume will rise noticeably. Strain with a julep or Hawthorne strainer, holding back the ice.",
            "To shake, use a two-piece Boston tin or a three-piece cobbler shaker, fill it well with ice, seal it firmly and shake hard for ten to fifteen seconds, moving the ice from end to end rather than swirling it. The tin becomes painfully cold and frosted when the drink is ready. Shaken drinks are usually double strained, through the Hawthorne strainer and then a fine mesh strainer, to catch ice chips and citrus pulp that would spoil the texture.",
            "There are exceptions worth knowing. The Ramos gin fizz is shaken for a minute or more to build its tall foam. Some bartenders 'throw' drinks, pouring them in a long arc between two tins, a Spanish technique that aerates less than shaking. And a drink served over crushed ice, such as a julep, is churned in its serving vessel with a spoon, since the fine ice dilutes quickly enough on its own.",
          ),
        },
      },
    ],
  },
  {
    slug: "lettercutting-roman-capitals-in-slate",
    discipline: "Lettercutting",
    title: "Cutting Roman Capitals in Slate",
    description:
      "Only a mallet, a chisel and a slab of Welsh slate are needed on this weekend-based course, in which students sharpen and hold the chisel, draw Roman capitals between ruled lines, cut the V-section letter, space a short inscription, and finish it with gilding.",
    level: "beginner",
    duration: "4 weekends",
    plantedGap: "gilding",
    modules: [
      {
        title: "Tools, Stone and the V-Cut",
        description:
          "The first weekend is spent on a practice slab, learning to hold the chisel, strike with the dummy and cut a clean straight stem.",
        lesson: {
          title: "How a V-cut letter is made",
          html: p(
            "Incised letters are cut as a V-shaped trench whose two walls catch light and shadow differently, so that the letter reads by contrast even when the stone is one colour. The cutter needs very little equipment: a set of flat chisels from about 3 mm to 12 mm wide, with tungsten-carbide tips for slate and hard stone, a small round mallet called a dummy, traditionally of lead or zinc alloy and today often nylon, and a fine sharpening stone. A chisel that no longer shaves a fingernail should be honed before it is used again.",
            "Welsh slate from quarries such as Penrhyn and Cwt-y-Bugail is the usual stone for learners. It is fine-grained and dense, takes crisp detail and cuts to a pale grey that contrasts with the dark polished face. The slab should be propped at roughly 60 to 70 degrees on a sturdy easel or banker, with light from one side, so that the cutter sees each wall of the V as it forms.",
            "A straight stroke, or stem, is cut in a fixed sequence. First a stop cut is made down the centre line of the stroke with the chisel upright, a few light blows to set the depth of the V's root. Then the chisel is tilted and worked down one side from the edge of the drawn letter into the centre, the blade angled so that the wall slopes toward the stop cut; the other side follows, and the two walls meet in a single clean line at the bottom. The walls commonly meet at an angle of between 60 and 90 degrees, and the width of the letter stroke sets its depth: a stem 8 mm wide will be about 4 to 5 mm deep. Blows are light and rhythmic; letting the sharp tool do the work prevents the edges from spalling. Curves are cut in short overlapping steps with a narrower chisel, turning the blade a little with each blow.",
          ),
        },
      },
      {
        title: "Drawing Roman Capitals",
        description:
          "Learners draw the classical alphabet at a fixed height, learning the proportions of each letter and the shapes of the serifs they will later cut.",
        lesson: {
          title: "Proportion and the Trajan model",
          html:
            p(
              "The model for most English lettercutting is the Roman square capital, seen at its finest in the inscription at the base of Trajan's Column in Rome, dedicated in AD 113. The American priest and letterer Edward Catich argued in <i>The Origin of the Serif</i> (1968) that these letters were first painted on the stone with a flat brush and then cut, which explains the gradual thickening and thinning of the curves and the bracketed serifs. Whatever their origin, they share a system of proportions that beginners should learn as groups rather than letter by letter.",
            ) +
            "<table><tr><th>Group</th><th>Letters</th><th>Approximate width</th></tr><tr><td>Round</td><td>O, Q, C, G, D</td><td>based on the circle: as wide as the letter is tall (D slightly less)</td></tr><tr><td>Wide</td><td>M, W</td><td>wider than the square</td></tr><tr><td>Three-quarter</td><td>H, N, T, A, V, X, Y, Z, U</td><td>about four-fifths of the height</td></tr><tr><td>Narrow</td><td>E, F, L, B, P, R, S, K</td><td>about half the height</td></tr><tr><td>Single stroke</td><td>I, J</td><td>one stem</td></tr></table>" +
            p(
              "Draw on the stone, or first on layout paper, between two ruled guidelines set at the letter height, with a pencil or white chinagraph. The stems of a classical capital are roughly one-tenth of the height, so a 50 mm letter has stems about 5 mm wide. Thin strokes, such as the crossbar of H or the first diagonal of N, are about half that. The round letters overshoot both guidelines very slightly; without this the O would look smaller than the H beside it. Serifs should grow out of the stroke in a small curve, not be stuck on as separate blocks, and they are cut last, once the stem is finished.",
            ),
        },
      },
      {
        title: "Spacing and Setting Out an Inscription",
        description:
          "How should letters, words and lines be spaced so that a short inscription looks even? The final module answers by eye as well as by rule.",
        lesson: {
          title: "Optical spacing and layout",
          html: p(
            "Letters that are spaced at equal mechanical distances look uneven, because what the eye compares is the area of background between them, not the gap at their closest point. Good spacing therefore follows a few optical rules. Two straight stems, as in HI, need the widest gap. A straight next to a round, as in HO, needs a little less, and two rounds, OO, sit closest of all, their curves nearly touching. Open letters such as L, T, A and V create pockets of space that must be allowed for by tucking their neighbours in; the pair LA, for example, would look broken if spaced like HI. Experienced cutters space by eye, drawing the whole word and adjusting, rather than by ruler.",
            "Words are separated by roughly the width of a narrow letter such as I plus its normal spacing, or in Roman practice by a small triangular stop set midway up the line. Lines of capitals are usually separated by between half and the whole of the letter height; too little space crowds the inscription, and too much breaks it into separate labels.",
            "Setting out a plaque begins on paper. Write the text, count the characters in the longest line, and choose a letter height that lets that line fit the stone with generous margins, traditionally wider at the bottom than at the top so the block of text does not appear to slide downward. Draw the whole layout full size, centring each line by folding the paper, then transfer it to the stone with white transfer paper and a hard pencil, or redraw it directly. Check everything, including spelling and dates, before the first cut, because a letter cut into slate cannot be erased. Many cutters read the text backwards, letter by letter, to catch errors that a normal reading skips over.",
          ),
        },
      },
    ],
  },
  {
    slug: "seo-crawling-keywords-and-snippets",
    discipline: "Search engine optimisation",
    title: "Search Engine Optimisation Foundations",
    description:
      "Search traffic that is earned rather than paid for depends on a few technical and editorial habits, and this online short course teaches them: how crawlers discover and index pages, keyword research around search intent, writing title tags and meta descriptions, and link building.",
    level: "beginner",
    duration: "5 weeks online (about 4 hours a week)",
    plantedGap: "link building",
    modules: [
      {
        title: "How Pages Are Crawled and Indexed",
        description:
          "Before a page can rank it has to be found, fetched and stored, and site owners can help or hinder each step.",
        lesson: {
          title: "Crawling, indexing and the signals that control them",
          html:
            p(
              "A search engine works in three stages. Crawling is the discovery and downloading of pages by an automated program such as Googlebot, which follows hyperlinks and reads lists of URLs supplied by site owners. Indexing is the analysis of what was downloaded: the engine renders the page, extracts its text, headings and structured data, decides which of several near-identical URLs is the main version, and stores the result. Ranking, the third stage, happens only at query time and only among pages already in the index, so a page that is never crawled or indexed cannot appear at all, however good it is.",
              "Site owners have several tools for guiding the first two stages, and confusing them is the most common beginner's mistake:",
            ) +
            '<ul><li><b>robots.txt</b>, a plain text file at the root of the host, tells crawlers which paths they may fetch. A <code>Disallow</code> rule stops crawling but does not guarantee removal from the index: a blocked URL can still be listed if other pages link to it.</li><li>The <b>robots meta tag</b> <code>&lt;meta name="robots" content="noindex"&gt;</code> keeps a page out of the index, but only if the crawler is allowed to fetch the page and see it. Blocking the same page in robots.txt defeats it.</li><li>An <b>XML sitemap</b> lists the URLs you want found, up to 50,000 URLs or 50 MB uncompressed per file, and can be submitted in Google Search Console.</li><li>The <b>canonical link</b> <code>&lt;link rel="canonical"&gt;</code> names the preferred version of duplicated content, such as a product page reachable with and without tracking parameters.</li></ul>' +
            p(
              "Status codes matter too. A page that has moved permanently should return a 301 redirect to its new address, so that search engines transfer their signals; a deleted page should return 404 or 410 rather than redirecting everything to the home page, which Google treats as a 'soft 404'. The Page indexing report in Search Console shows which URLs were indexed and why others were not.",
            ),
        },
      },
      {
        title: "Keyword Research and Search Intent",
        description:
          "Students research the words their audience actually types, grouping them by what the searcher wants.",
        lesson: {
          title: "From seed terms to intent",
          html: p(
            "Keyword research is the study of the words and phrases people type into a search engine, with the aim of matching pages to real demand. It starts from seed terms, the obvious words for a business or subject, and expands them with tools such as Google Keyword Planner, the search engine's own autocomplete and 'People also ask' boxes, and the queries report in Search Console, which shows the searches that already bring impressions to a site.",
            "Each candidate term is judged on three things. Search volume is the estimated number of searches a month; tools round these figures heavily, so they are best used to compare terms rather than as forecasts. Difficulty estimates how hard it will be to rank, based on the strength of the pages already in the top results. Intent is what the searcher wants, and it matters most. Queries are usually sorted into four kinds: informational ('how to descale a kettle'), navigational ('Argos login'), commercial investigation ('best kettle under £50') and transactional ('buy Russell Hobbs kettle'). A page must match the dominant intent shown by the current results: a product page will not rank for a query where Google shows only how-to articles, however well it is optimised.",
            "A worked example shows the trade-off. A small bakery might find that 'bread' has enormous volume but mixed, vague intent and impossible competition, while 'sourdough bakery Leeds' has perhaps a few hundred searches a month, local and transactional intent, and weak competitors. The longer phrase, part of what is called the long tail, is the better target. Long-tail queries individually bring little traffic, but together they make up a large share of all searches, and their clear intent converts well.",
            "The output of research is a keyword map: a table assigning one primary topic, with its close variants, to each page. This prevents two pages on the same site competing for the same query, a problem known as keyword cannibalisation.",
          ),
        },
      },
      {
        title: "Title Tags and Meta Descriptions",
        description:
          "The searcher's first sight of a page is its snippet, and this module shows how to write one that earns the click.",
        lesson: {
          title: "Writing the snippet",
          html: p(
            'On a results page each listing usually shows a clickable headline, the page\'s address and two lines of descriptive text. The headline normally comes from the HTML <code>&lt;title&gt;</code> element and the text often comes from the meta description, <code>&lt;meta name="description" content="..."&gt;</code>. Both are written by the site owner, but search engines may rewrite either when they judge the author\'s version unhelpful for a particular query, so the aim is to write versions good enough that rewriting is unnecessary.',
            "The title element is a confirmed, if modest, ranking signal, and it is the most visible part of the listing. Good titles are unique to each page, describe its content accurately and put the primary keyword near the start. Google truncates titles by pixel width, at roughly 600 pixels on desktop, which usually means 50 to 60 characters; anything beyond that is cut off with an ellipsis. A common pattern is primary topic, a distinguishing detail, then the brand: 'Sourdough Bread Classes in Leeds | Northern Crust Bakery'. Stuffing several variants of a keyword into the title makes it look spammy and rarely helps.",
            "The meta description is not used for ranking, but it influences whether people click. Treat it as a short advertisement of about 150 to 160 characters: say what the page offers, include the main phrase (search engines bold words that match the query), and end with a reason to act. For the bakery page: 'Learn to bake sourdough in a four-hour Saturday class in central Leeds. Small groups, all ingredients included, take home your own starter.'",
            "Mistakes to avoid include duplicate titles across many pages, which often come from templates; empty or boilerplate descriptions; and titles that promise something the page does not deliver, which raises clicks but also the number of people who return immediately to the results. Auditing tools such as Screaming Frog list missing, duplicate and overlong titles across a whole site.",
          ),
        },
      },
    ],
  },
];
