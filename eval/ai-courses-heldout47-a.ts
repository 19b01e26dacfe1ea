/** Forty-seventh held-out evaluation courses, beginner level (patisserie to chess coaching); see ai-courses-heldout47.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT47_A: EvalCourse[] = [
  {
    slug: "pastry-kitchen-foundations-evenings",
    discipline: "Patisserie",
    title: "Pastry Kitchen Foundations",
    description:
      "Ten evening classes in a professional pastry kitchen lead beginners through sweet shortcrust, choux paste, crème pâtissière and Italian meringue, with every recipe weighed in grams rather than measured in cups.",
    level: "beginner",
    duration: "ten evenings (3 hours each)",
    plantedGap: "Italian meringue",
    modules: [
      {
        title: "Sweet Shortcrust and the Tart Case",
        description:
          "Pâte sucrée is where every pastry cook starts, and we make, rest, line and blind-bake it until the case comes out even and crisp.",
        lesson: {
          title: "Pâte sucrée from mixing bowl to baked case",
          html:
            p(
              "Shortcrust pastry is 'short' because fat coats the flour particles and stops long strands of gluten from forming when water is added. The less gluten develops, the more tender and crumbly the baked pastry will be. Sweet shortcrust, or <i>pâte sucrée</i>, adds sugar and egg to the basic formula, which makes it richer, firmer when cold and ideal for fruit and custard tarts.",
              "A reliable working recipe for one 24 cm tart case is given below. Weigh everything: a cup of flour can vary by 20 per cent depending on how it is scooped, while a gram is always a gram.",
            ) +
            "<table><tr><th>Ingredient</th><th>Weight</th><th>Role</th></tr><tr><td>Plain flour</td><td>250 g</td><td>Structure</td></tr><tr><td>Unsalted butter, cold</td><td>125 g</td><td>Tenderness and flavour</td></tr><tr><td>Icing sugar</td><td>90 g</td><td>Sweetness, fine texture</td></tr><tr><td>Egg</td><td>1 (about 50 g)</td><td>Binding and colour</td></tr><tr><td>Salt</td><td>a pinch</td><td>Seasoning</td></tr></table>" +
            p(
              "Creaming the butter and icing sugar first, then adding the egg and finally the flour, gives a smooth dough that is easy to roll. Mix only until the flour disappears; kneading at this point develops gluten, and the case will shrink in the oven. Flatten the dough into a disc, wrap it and chill it for at least one hour so that the butter firms and the gluten relaxes.",
              "Roll the chilled dough between two sheets of baking paper to about 3 mm thick, lift it into the ring and press it into the corner where base meets side without stretching it. Chill the lined ring again for 20 minutes. To blind-bake, line the pastry with paper, fill it with baking beans to stop the base from rising, and bake at 170 °C (fan) for about 15 minutes. Remove the beans and return the case to the oven for another 8 to 10 minutes until it is an even golden colour. Brushing the hot case with beaten egg yolk seals it against a wet filling and keeps the base crisp for several hours.",
            ),
        },
      },
      {
        title: "Choux Paste",
        description:
          "Why does a choux bun puff up and stay hollow? This module explains the science and then has you pipe éclairs and profiteroles.",
        lesson: {
          title: "Cooking a paste that bakes hollow",
          html: p(
            "Choux paste (<i>pâte à choux</i>) is unusual among pastries because it is cooked twice: once in a saucepan and again in the oven. It contains no chemical raising agent. Its rise comes entirely from steam, produced when the water in a very wet paste boils inside a shell of egg and starch that is strong enough to stretch without tearing.",
            "A standard recipe uses 125 g water, 125 g milk, 110 g butter, 5 g salt, 5 g sugar, 140 g strong flour and about 250 g beaten egg. The liquids, butter, salt and sugar are brought to a full rolling boil so that the butter is completely melted. The flour is then added all at once off the heat and stirred vigorously into a smooth ball. Returned to a medium heat, the paste is 'dried' for one to two minutes, stirring constantly, until a thin film forms on the base of the pan. This step gelatinises the starch and drives off some water, allowing the paste to absorb more egg later.",
            "The paste is transferred to a mixer and beaten briefly to cool it to around 60 °C, so the eggs do not scramble. Egg is added in four or five additions. The correct consistency is judged by eye, not by a fixed quantity: when a spatula is drawn through the paste, the trough should close slowly, and paste lifted on the spatula should fall in a V-shaped ribbon. Too little egg gives small, cracked buns; too much gives flat shapes that spread.",
            "Pipe éclairs 12 cm long with a 14 mm star nozzle, and profiteroles 3 cm wide, onto a lined tray. Bake at 180 °C (fan) for about 30 minutes without opening the door during the first 20 minutes: a sudden drop in temperature condenses the steam and the shells collapse. Properly baked choux is deep golden, feels light and sounds hollow when tapped. Pierce each shell at the base and let it cool on a rack so that moisture can escape.",
          ),
        },
      },
      {
        title: "Crème Pâtissière",
        description:
          "Make, flavour and store the pastry cream that fills the éclairs and tarts from the first two modules, safely and without lumps.",
        lesson: {
          title: "Pastry cream: thickening with egg and starch",
          html:
            p(
              "Crème pâtissière is a custard thickened with both egg yolk and starch. The starch is what makes it different from a pouring custard such as crème anglaise: because starch granules protect the egg proteins from curdling, pastry cream can be brought to the boil, and it must be, both to thicken fully and to destroy the enzyme amylase in the yolks, which would otherwise thin the cream overnight.",
              "The classic proportions for about 700 g of cream are 500 g whole milk, 120 g caster sugar, 100 g egg yolks (about five), 45 g cornflour and 40 g butter, flavoured with a split vanilla pod. The method follows a fixed order:",
            ) +
            "<ul><li>Heat the milk with the vanilla and half the sugar until it just simmers.</li><li>Whisk the yolks with the rest of the sugar and the cornflour until pale and smooth.</li><li>Pour one third of the hot milk onto the yolks, whisking, to temper them.</li><li>Return everything to the pan and whisk over a medium heat until the cream thickens, then let it boil for one full minute, whisking constantly.</li><li>Off the heat, whisk in the butter and remove the vanilla pod.</li></ul>" +
            p(
              "Lumps form when the cream catches on the base of the pan, so whisk into the corners and never stop. If a few lumps appear, pass the hot cream through a fine sieve.",
              "Custards are a classic medium for bacteria, so cooling matters as much as cooking. Spread the cream in a shallow tray, press cling film onto the surface to stop a skin from forming, and chill it quickly so that it passes from 60 °C to below 8 °C within 90 minutes. Store it covered in the refrigerator and use it within two days. Before piping, beat the cold, set cream briefly to loosen it; folding in whipped cream at a ratio of about three parts pastry cream to one part whipped cream produces the lighter <i>crème légère</i> often used in éclairs.",
            ),
        },
      },
    ],
  },
  {
    slug: "bonsai-first-trees-and-pots",
    discipline: "Bonsai",
    title: "First Trees in Pots: Beginning Bonsai",
    description:
      "Can a juniper live for a century in a pot twenty centimetres wide? This beginners' class answers through practical work on choosing species, structural pruning, wiring branches and the free-draining soil mixes that keep roots alive.",
    level: "beginner",
    duration: "eight weekly sessions (2.5 hours each)",
    plantedGap: "wiring",
    modules: [
      {
        title: "Choosing a Species and Raw Material",
        description:
          "Pick a tree that suits your climate and your windowsill, and learn to read nursery stock for its future trunk.",
        lesson: {
          title: "Outdoor trees, indoor trees and nursery stock",
          html:
            p(
              "Most bonsai are ordinary trees and shrubs, not special dwarf varieties. They stay small because their roots are confined and their shoots are regularly cut back. This means a beginner's first decision is ecological: the tree must be suited to the conditions in which it will actually live. The most common early failure is a juniper or maple kept indoors on a windowsill, where it lacks the light and the winter cold it needs and declines over a year or two.",
              "Temperate species such as Japanese maple (<i>Acer palmatum</i>), Chinese juniper (<i>Juniperus chinensis</i>), Scots pine and field maple are outdoor trees. They need full sun or light shade in summer and a period of winter dormancy; in a cold climate their pots need protection from hard frost, because roots in a shallow container freeze far more easily than roots in the ground. Tropical and subtropical species, including <i>Ficus retusa</i>, Chinese elm in mild regions and <i>Carmona</i>, tolerate indoor conditions if they receive bright light, ideally supplemented by a grow lamp in winter.",
            ) +
            "<table><tr><th>Species</th><th>Where kept</th><th>Why it suits beginners</th></tr><tr><td>Chinese elm</td><td>Outdoors, or indoors in bright light</td><td>Tolerant, buds back readily</td></tr><tr><td>Ficus</td><td>Indoors</td><td>Forgives irregular watering</td></tr><tr><td>Field maple</td><td>Outdoors</td><td>Vigorous, small leaves with pruning</td></tr><tr><td>Chinese juniper</td><td>Outdoors</td><td>Long-lived, classic forms</td></tr></table>" +
            p(
              "Garden-centre nursery stock is the cheapest source of material. When choosing a plant, look first at the base rather than the foliage. Scrape away the top soil to see the surface roots (<i>nebari</i>): roots radiating evenly in several directions will give a stable, mature-looking tree. Then look for a trunk that tapers from a thick base to a thinner top, with some movement, and with low branches that could become the first branches of the design. Foliage can be regrown in a season; a thick, tapering trunk takes decades.",
            ),
        },
      },
      {
        title: "Structural and Maintenance Pruning",
        description: "When to cut a branch off, when to pinch a shoot, and how the tree responds.",
        lesson: {
          title: "Cutting for shape and for ramification",
          html: p(
            "Pruning in bonsai falls into two kinds. Structural pruning removes whole branches, or a large part of the trunk, to set the basic outline of the tree; it is done rarely, usually in late winter or early spring just before the buds swell, when the tree has its full stored energy to recover. Maintenance pruning shortens the new shoots during the growing season to keep the silhouette compact and to build ramification, the fine, repeated branching that makes a small tree look old.",
            "The biological principle behind both is apical dominance. The growing tip of a shoot produces the hormone auxin, which flows downward and suppresses the buds below it. When the tip is removed, the suppression is lifted and lower buds break, so one shoot becomes two or three. Repeated over several seasons, cutting back to two leaves multiplies branch tips and shortens internodes. Trees are also strongest at the top and at the outer edge of the canopy, so the vigorous apex needs harder pruning than the weaker lower branches if the lower branches are not to die back.",
            "When choosing which branches to remove in a structural session, beginners are taught a few conventional rules. Remove one of any pair of branches that leave the trunk at the same height, since they create a swelling; remove branches that grow straight toward the viewer from the front in the lower part of the tree; and remove branches that cross the trunk or each other. The first branch is usually placed about one third of the way up the trunk, and branches alternate from side to side as they rise.",
            "Use a concave cutter for branch removal: it leaves a slight hollow that callus rolls over and closes almost flat. Seal large wounds with cut paste. On deciduous trees, a healthy tree in spring will close a 1 cm wound within about two seasons. Do not remove more than about a third of the foliage at one time, or the tree may not have enough leaf area to feed its roots.",
          ),
        },
      },
      {
        title: "Soil, Watering and Repotting",
        description:
          "Roots in a shallow pot live by different rules from roots in a garden border; this module sets out those rules.",
        lesson: {
          title: "Keeping roots healthy in a shallow container",
          html: p(
            "Garden soil and ordinary potting compost are unsuitable for bonsai. In a shallow pot, fine soil stays waterlogged, air is driven out of the pore spaces, and roots suffocate and rot. Bonsai growers therefore use a coarse, free-draining, inorganic mix made of particles between about 2 and 6 mm in size, sieved to remove dust. The most common components are akadama, a fired Japanese clay that holds water but gradually breaks down; pumice, which is light and retains moisture in its pores; and lava rock, which keeps the mix open and provides structure. A typical general-purpose mix is one part of each, with more grit or lava for junipers and pines, which prefer drier roots.",
            "Such a mix drains almost instantly, so watering becomes the main daily task. The rule is to water thoroughly whenever the surface begins to dry, until water runs from the drainage holes, rather than on a fixed schedule. In midsummer an outdoor tree in a small pot may need water twice a day; in winter dormancy it may need it once a week. Pushing a wooden chopstick into the soil and checking it for dampness after ten minutes is a simple test.",
            "Because roots eventually fill the pot, trees must be repotted periodically: young deciduous trees every two years, older conifers every three to five. Repotting is done in early spring as the buds begin to swell. The tree is lifted out, and the outer third of the root mass is combed out with a root hook. Thick, downward-growing roots are cut back to encourage fine feeder roots near the trunk. The tree is then secured in the pot with tie-down cords passed through the drainage holes, fresh mix is worked in among the roots with a chopstick to remove air pockets, and the tree is watered and kept out of wind and hard sun for about three weeks while new roots form.",
          ),
        },
      },
    ],
  },
  {
    slug: "three-ball-juggling-and-siteswap",
    discipline: "Juggling",
    title: "Three Balls and Beyond: Juggling Fundamentals",
    description:
      "Juggling is learned from one ball and a mirror upward, and this community-college physical activity class works up to the three-ball cascade, then adds siteswap notation, the reverse cascade and an introduction to club juggling.",
    level: "beginner",
    duration: "twelve weekly sessions (1.5 hours each)",
    plantedGap: "club juggling",
    modules: [
      {
        title: "The Three-Ball Cascade",
        description: "Every juggler learns this pattern first, and we build it one throw at a time.",
        lesson: {
          title: "From one ball to the cascade",
          html:
            p(
              "The three-ball cascade is the simplest pattern for an odd number of objects and the foundation of almost everything else in toss juggling. Each ball is thrown from one hand in an arc across the body and caught by the other hand, and the throws alternate right, left, right, left. Because the number of balls is odd, each ball travels to the opposite hand and the balls follow a figure-of-eight path through the air.",
              "The pattern is learned in stages, and it pays not to skip any of them:",
            ) +
            "<ul><li><b>One ball.</b> Throw it from hand to hand in an arc that peaks just above eye level, about 10 to 20 cm above the head. Throw from the inside of the body, near the navel, and catch on the outside, near the hip. Practise until every throw reaches the same height without watching the hands.</li><li><b>Two balls, the exchange.</b> Hold one ball in each hand. Throw the right-hand ball; when it reaches its peak, throw the left-hand ball underneath it. Catch both. The rule is 'throw when the incoming ball peaks', never 'throw, then pass'.</li><li><b>Three balls, a flash.</b> Start with two balls in the right hand and one in the left. Throw right, left, right, each at the peak of the previous ball, and catch all three. This is called a flash.</li><li><b>Running the cascade.</b> Continue the exchanges without stopping; count the catches and try to beat your record.</li></ul>" +
            p(
              "Most beginners make the same errors. Throws drift forward, so the juggler walks after the pattern; practising facing a wall corrects this. The second throw is passed horizontally instead of thrown up, because of panic; saying 'throw, throw' aloud helps. The eyes follow the hands instead of the peak of the arcs; the correct focus is the two points at the top of the pattern, where the balls appear to pause. A steady rhythm matters more than speed. Ten minutes of daily practice usually produces a sustained cascade within two to three weeks.",
            ),
        },
      },
      {
        title: "Siteswap: Writing Patterns Down",
        description:
          "Jugglers share a number notation that describes a pattern's throws, and you will learn to read and check it.",
        lesson: {
          title: "Vanilla siteswap and the average theorem",
          html: p(
            "Siteswap is a notation for juggling patterns developed independently in the mid-1980s by Paul Klimek, by Bruce Tiemann and Bengt Magnusson, and by others. It treats juggling as a sequence of throws made on a steady beat, alternating between the hands, and writes each throw as a single number: the number of beats later that the thrown object will be thrown again. The pattern is written as a repeating sequence of these numbers.",
            "In the three-ball cascade every throw is a 3: a ball thrown now is thrown again three beats later, from the opposite hand. The cascade is therefore written simply <b>3</b>. A four-ball fountain, in which each hand juggles two balls in its own columns, is <b>4</b>. An odd number always sends an object to the other hand, and an even number returns it to the same hand. Three special values have physical meanings: a 0 is an empty hand on that beat, a 1 is a quick handoff directly across, and a 2 is, in practice, holding the ball for a beat.",
            "A sequence of numbers is a valid pattern only if no two objects land on the same beat. This can be checked by adding each throw's value to its position in the sequence, modulo the length of the sequence; all results must differ. Take 441, a well-known three-ball pattern. Positions 0, 1 and 2 give 0 + 4 = 4, 1 + 4 = 5 and 2 + 1 = 3; modulo 3 these are 1, 2 and 0, all different, so 441 is jugglable. By contrast, 432 gives 4, 4 and 4 modulo 3, which is 1, 1, 1, a collision.",
            "The average theorem gives the number of objects: it equals the average of the throws. For 441, (4 + 4 + 1) / 3 = 3 balls. For 531, (5 + 3 + 1) / 3 = 3 balls as well. The same rule tells a juggler immediately that 51 is a three-ball pattern and that 55 needs five balls.",
          ),
        },
      },
      {
        title: "Reverse Cascade and First Tricks",
        description: "Reverse the direction of the throws and the cascade becomes the base for over-the-top tricks.",
        lesson: {
          title: "Throwing from outside to inside",
          html: p(
            "In the ordinary cascade each ball is thrown from the inside of the pattern, near the body's centre line, and caught on the outside. In the reverse cascade the direction is swapped: each ball is thrown from the outside, near the hip, travels over the top of the incoming ball and is caught on the inside. In siteswap terms the pattern is still 3, since the timing and the hand changes are the same. What changes is the geometry, and this makes the reverse cascade look busier and harder, because every throw passes over the others instead of underneath them.",
            "Learn it the same way as the cascade. With one ball, scoop the hand outward and throw the ball up and over toward the opposite hand, catching it in the centre. With two balls, throw the first from the outside of the right hand; as it peaks, throw the left-hand ball from the outside, over the top of the first. The common error is throwing the second ball too early, so that the two collide at the top; wait for the first ball to begin falling.",
            "Once both cascades are steady, three classic tricks follow. Tennis is a cascade in which one ball is always thrown over the top, so that it goes back and forth like a tennis ball over a net while the other two run a normal cascade underneath. Over the top is a single reverse throw inserted into a cascade. Half shower is a pattern in which one hand always throws high, outside throws and the other always throws low, inside ones; it is the bridge to the full shower, in which the balls circle in one direction.",
            "Practise each trick on both sides. Jugglers who learn everything only with the dominant hand find that their pattern falls apart whenever the weak hand has to lead, and fixing that later takes longer than learning both sides from the start.",
          ),
        },
      },
    ],
  },
  {
    slug: "barbershop-harmony-first-tags",
    discipline: "Barbershop singing",
    title: "Ringing Chords: Barbershop Harmony for New Singers",
    description:
      "Four voices in close harmony can make a chord 'ring' with overtones no single singer produces; this open workshop teaches the four voice parts, the barbershop seventh chord, just-intonation tuning and vowel matching, using short songs called tags.",
    level: "beginner",
    duration: "six weekly rehearsals (2 hours each)",
    plantedGap: "vowel matching",
    modules: [
      {
        title: "Tenor, Lead, Baritone and Bass",
        description: "Find your part by range and by job, because in barbershop the melody sits in the second voice.",
        lesson: {
          title: "Who sings what in a quartet",
          html:
            p(
              "Barbershop harmony is unaccompanied four-part singing, usually in a close-harmony style in which the melody is carried by the second-highest voice. It grew out of informal African-American quartet singing in the late nineteenth century and was codified in the United States in 1938 with the founding of the society now called the Barbershop Harmony Society; women's barbershop is organised by Sweet Adelines International and Harmony, Inc. The same four-part names are used in men's, women's and mixed ensembles.",
            ) +
            "<table><tr><th>Part</th><th>Position</th><th>Job in the chord</th></tr><tr><td>Tenor</td><td>Highest, above the melody</td><td>Harmony above the lead, sung lightly, often in falsetto or head voice</td></tr><tr><td>Lead</td><td>Second from top</td><td>The melody, sung with authority; the others tune to it</td></tr><tr><td>Baritone</td><td>Same range as the lead</td><td>Fills the missing chord note, crossing above and below the lead</td></tr><tr><td>Bass</td><td>Lowest</td><td>Usually the root or fifth of the chord; the foundation for tuning</td></tr></table>" +
            p(
              "Each part has a character as well as a range. The lead sings the tune and sets the interpretation, so the lead's vowel, volume and timing are the model the others follow. The bass provides the tonal floor, and because most chords are tuned to the bass, a bass who sings slightly flat pulls the whole quartet down. The tenor's part is high but should be light: a tenor who sings at the same volume as the lead makes the chord top-heavy. The baritone has the least melodic part and the most awkward leaps, because it takes whichever note the other three have left out.",
              "To find a part, a new singer is asked to sing a descending scale and a simple melody. Someone whose comfortable range sits high and whose head voice is easy may be a tenor; a strong mid-range voice that holds a tune is often a lead or baritone; and a low, resonant voice suits bass. Balance matters too: a well-tuned chord is typically sung with the bass loudest, then the lead, then the baritone, and the tenor softest.",
            ),
        },
      },
      {
        title: "The Barbershop Seventh and Tuning",
        description:
          "This is the chord that gives the style its name, and here we explain why it rings when it is tuned justly.",
        lesson: {
          title: "Dominant sevenths and just intonation",
          html: p(
            "The signature sound of barbershop is the major-minor seventh chord, known in the style as the barbershop seventh. It contains a root, a major third, a perfect fifth and a minor seventh: on G, the notes are G, B, D and F. In classical harmony this is the dominant seventh, which normally resolves to the tonic chord. In barbershop it is used much more freely, on many degrees of the scale, and the Barbershop Harmony Society's contest rules expect a high proportion of the chords in an arrangement to be of this type.",
            "The chord rings because of the harmonic series. A note sung by the bass contains overtones at whole-number multiples of its frequency: 2, 3, 4, 5, 6, 7 times the fundamental. Harmonics 4, 5, 6 and 7 form a seventh chord. When four singers tune their notes to match these overtones, the overtones of the different voices coincide instead of beating against each other, and the listener hears a bright, almost electronic sound, sometimes described as a fifth voice. This is just intonation, tuning by whole-number frequency ratios rather than by the equal-tempered steps of a piano.",
            "The differences from equal temperament are small but audible. A justly tuned major third (ratio 5:4) is about 14 cents lower than a piano's. The natural seventh (7:4) is about 31 cents lower than the piano's minor seventh. In practice, a quartet tunes a barbershop seventh in a set order: the bass establishes the root, the lead locks the fifth above it, the baritone places the seventh low, and the tenor, usually on the third, sings it slightly low as well. Singers learn to listen for the beating between notes to slow and stop, which tells them the chord is locked. Singing without vibrato, or with very little, makes this much easier.",
          ),
        },
      },
      {
        title: "Learning and Singing Tags",
        description:
          "Short, chord-rich endings called tags are how barbershoppers practise, meet each other and learn to hear harmony.",
        lesson: {
          title: "Tags: the barbershopper's practice piece",
          html: p(
            "A tag is the final few bars of a barbershop arrangement, the climax in which the harmony is most elaborate and the chords are held longest. Tags are also sung on their own: at conventions, in car parks and after rehearsals, singers gather in fours and 'throw a tag' together. Thousands of tags are shared freely in sheet music and teaching tracks, and learning them is the fastest way for a beginner to develop harmonic hearing, because the music is short enough to memorise in minutes and rich enough to ring.",
            "Tags are usually taught by ear, one part at a time. A typical sequence for a new group is as follows. First the teacher sings the lead line and the group learns it as a melody. Then the bass part is taught, and leads and basses sing together until the two-part result is secure. Baritones learn their line next, which is hardest, because it often moves against the other parts. Tenors come last, and the full chord is built one voice at a time on each held note. Teaching tracks in which one part is louder than the others, called predominant tracks, let singers rehearse at home.",
            "Several musical devices recur in tags. A post is a note held by one voice, often the tenor, for several bars while the others move underneath. A swipe is a change of chord by one or more voices on a single syllable, so that the harmony moves under a held word. A hanger is a note held across the final cutoff. The final chord is usually sung by all four voices with a shared cutoff cued by the lead, and a quartet whose cutoffs are clean sounds more polished than one with a better tone and a ragged ending.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-junior-chess-club-sessions",
    discipline: "Chess coaching",
    title: "Coaching Junior Chess: A Club Volunteer's First Season",
    description:
      "Volunteers who will run a school or junior club are shown how to plan a first season of sessions: teaching the moves through mini-games, explaining basic checkmate patterns, running a Swiss-system tournament and meeting the safeguarding duties that come with coaching children.",
    level: "beginner",
    duration: "five Saturday workshops (3 hours each)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Teaching the Moves with Mini-Games",
        description: "Small games with a few pieces teach children the rules far faster than a full board does.",
        lesson: {
          title: "Pawn wars and other mini-games",
          html: p(
            "Young beginners who are shown all six pieces at once and then set to play a full game are quickly overwhelmed. A full position offers about twenty legal first moves and more than thirty in a typical middlegame, and a child who cannot yet see where a bishop goes will play at random and lose interest. Experienced coaches therefore introduce the pieces one or two at a time through mini-games: simplified positions with their own winning condition that practise one rule or idea.",
            "The best-known is the pawn game, sometimes called pawn wars. Each player has only the eight pawns on their starting squares. The first player to move a pawn to the far rank, or to capture all the opponent's pawns, or to leave the opponent without a legal move, wins. In ten minutes it teaches how pawns move and capture, the two-square first move, and the idea that a passed pawn is dangerous. En passant can be introduced in this game once the basic moves are secure, since it only ever arises between pawns.",
            "Pieces are then added one by one. A rook and pawns against pawns shows the rook's power on open files; a game with bishops and pawns shows that a bishop is confined to one colour. The knight, whose L-shaped move is hardest for young children, has its own exercise: the knight's tour around the four corners, or a 'knight versus pawns' game in which the knight must capture all the pawns before one promotes. The king is introduced last, with the rule that it may never move into check.",
            "A well-run session uses a demonstration board for a five-minute explanation, then pairs the children to play the mini-game for fifteen to twenty minutes while the coach circulates. Winners swap opponents; no child sits out. Keeping the explanation short is a discipline: six- to nine-year-olds retain one new idea per session much better than three.",
          ),
        },
      },
      {
        title: "Checkmate Patterns",
        description: "Pupils should recognise a handful of standard mates at a glance, and this is how to teach them.",
        lesson: {
          title: "Back-rank mate, the queen mate and the two-rook ladder",
          html:
            p(
              "Checkmate is the point of the game, but beginners often give check aimlessly without seeing the mate. Coaches teach mating patterns as pictures to be recognised, since research on chess expertise, beginning with Adriaan de Groot in the 1940s and continued by William Chase and Herbert Simon in 1973, suggests that strong players recall positions as familiar chunks rather than calculating from scratch. A beginner who has seen a pattern twenty times will find it in a game.",
              "Four patterns form a sensible first set:",
            ) +
            "<ul><li><b>Back-rank mate.</b> A king on its first rank, hemmed in by its own pawns, is mated by a rook or queen on that rank. It teaches the value of making 'luft', an escape square for the king.</li><li><b>The two-rook ladder.</b> Two rooks take turns checking on adjacent ranks, driving the king to the edge. It is the easiest way to mate a lone king.</li><li><b>King and queen against king.</b> The queen restricts the king to a shrinking box, always a knight's move away, and the attacking king approaches to support the final check. The coach must stress the danger of stalemate.</li><li><b>Scholar's mate.</b> The queen and bishop attack f7 (or f2) early in the game. Children should learn both to spot it and to defend it with a developing move such as ...Nf6 or ...g6.</li></ul>" +
            p(
              "Each pattern is best taught in three steps. First, show the final position and ask why the king cannot escape, naming the squares covered by each piece. Second, give a set of positions in which the mate is one move away, with the pieces in different places on the board. Third, have pupils play out the ending against each other from a set starting position, taking turns as attacker and defender. Worksheets with eight mate-in-one puzzles make a good ten-minute warm-up at the start of later sessions, and progress is visible when pupils begin spotting the patterns in their own games.",
            ),
        },
      },
      {
        title: "Running a Swiss-System Tournament",
        description:
          "Once pupils can finish a game, a short tournament gives every child several games, and a small handful of rules keeps the pairings fair.",
        lesson: {
          title: "Pairing rounds so that nobody is knocked out",
          html: p(
            "Most junior chess events use the Swiss system, first used at a tournament in Zürich in 1895. Unlike a knockout, no player is eliminated: everyone plays every round. Unlike an all-play-all, the number of rounds can be far smaller than the number of players. Instead, in each round players are paired against opponents with the same or a similar score. After enough rounds the strongest players have met one another and a clear winner emerges. As a rule of thumb, the number of rounds needed to produce a single clear winner is about the base-2 logarithm of the number of players: 32 players need five rounds, 64 need six.",
            "The basic pairing procedure is simple enough to run by hand with cards. Players are first ranked, by rating if they have one, otherwise alphabetically or at random. In round one the field is split into a top half and a bottom half, and the top player of the top half plays the top player of the bottom half, and so on: with 16 players, 1 plays 9, 2 plays 10. A win scores one point, a draw half a point and a loss nothing. From round two, players are grouped by score, and each score group is paired in the same top-half-against-bottom-half way. Two further rules apply: two players never meet twice, and colours are balanced so that each player alternates white and black as far as possible. If the number of players is odd, the lowest-ranked player in the lowest score group receives a bye, normally worth one point, and no player should receive more than one.",
            "For a junior event with 30 children and a morning available, five rounds of 15-minute games plus a short break fit comfortably. Pairing programs, from the commercial Swiss-Manager to the free JaVaFo engine, will pair rounds automatically under FIDE's Dutch system, but every club coach should be able to do it by hand when the laptop fails.",
          ),
        },
      },
    ],
  },
];
