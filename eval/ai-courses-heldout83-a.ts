/** Eighty-third held-out evaluation courses, beginner level (A to B); see ai-courses-heldout83.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT83_A: EvalCourse[] = [
  {
    slug: "growing-olives-an-introduction-for-smallholders",
    discipline: "Olive growing",
    title: "Growing Olives: An Introduction for Smallholders",
    description:
      "Thinking of planting a grove on a smallholding or in a marginal climate? The course covers site and cultivar choice, formative and maintenance pruning, irrigation scheduling, and judging the moment to harvest for oil or for the table.",
    level: "beginner",
    duration: "six weeks (one three-hour evening class a week)",
    plantedGap: "irrigation scheduling",
    modules: [
      {
        title: "Site, climate and cultivar choice",
        description:
          "How winter cold, drainage and pollination needs narrow down where olives will crop and which cultivars to plant.",
        lesson: {
          title: "Matching cultivars to a site",
          html:
            p(
              "The olive (<i>Olea europaea</i>) is an evergreen adapted to mild, wet winters and long, hot, dry summers. Two temperature questions decide most sites. The first is frost. A mature, hardened tree survives brief frosts to around −7 °C, but young trees and soft new growth are damaged at −3 to −5 °C, and a prolonged spell below about −10 °C can kill a tree to the ground. Cold air drains downhill, so a gentle slope is safer than the valley floor beneath it. The second is winter chilling. Flower buds are induced only after several weeks of cool weather, with days and nights swinging roughly between 2 °C and 15 °C; a frost-free coastal site that never cools may grow healthy trees that flower poorly.",
              "Olives tolerate thin, stony and chalky soils up to about pH 8.5, but not waterlogging: roots die within days in saturated ground and <i>Phytophthora</i> root rot follows. Avoid land recently cropped with potatoes, tomatoes or cotton, which often carries <i>Verticillium dahliae</i>, the cause of verticillium wilt, for which there is no cure.",
              "Cultivar choice follows from the site and from what you want to produce:",
            ) +
            "<ul><li><b>Arbequina</b> (Catalonia): small fruit, early and heavy bearing, largely self-fertile, relatively cold-hardy; a mild, fruity oil.</li>" +
            "<li><b>Koroneiki</b> (Greece): tiny fruit with a high oil content and a bitter, peppery oil rich in polyphenols; sensitive to frost.</li>" +
            "<li><b>Picual</b> (Andalusia): high in oleic acid, giving a very stable oil that keeps well; fairly cold-tolerant.</li>" +
            "<li><b>Leccino</b> (Tuscany): cold-tolerant and vigorous, but self-incompatible, so it needs a pollinator such as Pendolino or Frantoio.</li></ul>" +
            p(
              "Olive pollen is carried by wind, not insects. Even cultivars described as self-fertile usually set more fruit when cross-pollinated, so plant at least two cultivars whose flowering overlaps, with pollinator trees spread through the grove (about one in eight to ten trees) rather than in a single corner.",
            ),
        },
      },
      {
        title: "Formative and maintenance pruning",
        description:
          "Shaping a young tree to an open vase or a hedgerow form, and pruning mature trees for light and regular cropping.",
        lesson: {
          title: "Pruning for light and for next year's crop",
          html: p(
            "Pruning an olive makes sense once you know where the fruit comes from: olives are borne on shoots that grew during the previous season. A tree that makes no new growth this year will carry little fruit next year. Pruning therefore has two aims, to let light into the canopy, because shaded shoots rarely flower, and to keep a steady supply of vigorous one-year-old wood.",
            "Young trees need restraint. Heavy pruning in the first two or three years delays the first crop, because every leaf removed is lost photosynthesis. Remove only what competes with the structure you are building. For the traditional open vase, common in groves of 100 to 300 trees per hectare, choose three or four well-spaced scaffold limbs arising between about 60 and 100 cm up the trunk, and keep the centre open so that light reaches the inner canopy. Super-high-density hedgerows, planted at 1,200 to 2,000 trees per hectare and harvested by straddle machines, are trained instead to a single central leader with compact cultivars such as Arbequina, Arbosana and Koroneiki.",
            "In mature trees the routine cuts are the same every year: suckers from the base, water shoots (vigorous vertical shoots inside the canopy, which rarely fruit), crossing and rubbing branches, and dead or broken wood. Thin by removing whole branches at their point of origin rather than shortening many shoots, which only provokes a mass of new vertical growth. A useful limit is to remove no more than a quarter of the canopy in any one year.",
            "Olives tend to alternate bearing: a very heavy crop suppresses flower induction for the following year, and the tree falls into an on-year, off-year rhythm. Moderate annual pruning, harder after an off-year than after a heavy crop, helps to even out yields.",
            "Prune in late winter or early spring, after the main frost risk has passed and before flowering. Avoid wet weather: the bacterium <i>Pseudomonas savastanoi</i>, which causes olive knot galls, enters through fresh wounds, so disinfect tools between trees and cut cleanly just outside the branch collar.",
          ),
        },
      },
      {
        title: "When to harvest?",
        description:
          "Judging ripeness with the maturity index and handling fruit so that oil and table olives keep their quality.",
        lesson: {
          title: "The maturity index and getting fruit to the mill",
          html: p(
            "An olive changes colour as it ripens, first the skin and then the flesh, and growers measure this with the maturity index developed at the olive research station in Jaén. Pick 100 fruit at random from around the trees at shoulder height and sort them into eight classes: 0, deep green skin; 1, yellowish-green skin; 2, green skin with reddish patches on less than half the fruit; 3, reddish or purple skin on more than half the fruit; 4, black skin with white flesh; 5, black skin with less than half the flesh purple; 6, black skin with more than half the flesh purple but not reaching the stone; 7, black skin with the flesh purple right to the stone. Multiply each class number by the number of fruit in it, add the products and divide by 100.",
            "A worked example: 10 fruit in class 1, 30 in class 2, 40 in class 3 and 20 in class 4 give (10 + 60 + 120 + 80) / 100 = 2.7. Many producers of premium oil harvest between about 2 and 3.5. At this stage the oil is greener, more bitter and more pungent, richer in polyphenols and more stable; later harvesting gives softer, sweeter oils that keep less well. Oil yield is typically 12 to 22 per cent of fruit weight and appears higher on a fresh-weight basis later in the season, partly because the fruit is losing moisture.",
            "Table olives follow different rules. Green olives are picked when the fruit has reached full size and the skin turns from green to straw-yellow, before any colour change; naturally black olives are left to ripen fully on the tree.",
            "Once picked, fruit deteriorates quickly. Bruised or split olives begin to ferment and oxidise, raising the free acidity of the oil; extra virgin oil must not exceed 0.8 per cent free acidity, expressed as oleic acid. Harvest into shallow, ventilated crates rather than sacks, keep the fruit dry and shaded, and take it to the mill within 24 hours. Nets under the canopy with hand rakes or small trunk shakers protect the fruit far better than letting it fall.",
          ),
        },
      },
    ],
  },
  {
    slug: "origami-diagrams-bases-and-the-geometry-of-folding",
    discipline: "Origami",
    title: "Origami: Diagrams, Bases and the Geometry of Folding",
    description:
      "A square of paper, a few precise folds and a shared notation: beginners learn to read international folding diagrams, fold the traditional bases from which hundreds of models grow, try wet-folding for sculptural curves, and meet the simple theorems that govern every flat-folded crease pattern.",
    level: "beginner",
    duration: "five weeks (one two-hour studio session a week)",
    plantedGap: "wet-folding",
    modules: [
      {
        title: "Reading origami diagrams",
        description:
          "The Yoshizawa–Randlett symbols for folds, arrows and turns, and how to follow a sequence of diagrams without getting lost.",
        lesson: {
          title: "The Yoshizawa–Randlett system",
          html:
            p(
              "Almost every origami book published since the 1960s uses the same visual language. It was devised by the Japanese master Akira Yoshizawa, who published his system in 1954, and was popularised in English by Samuel Randlett and Robert Harbin. Once you can read it, you can fold from books written in languages you do not speak.",
              "The core symbols are few:",
            ) +
            "<ul><li><b>Valley fold</b>: a dashed line. The paper is folded towards you so that the crease sinks like a valley. The arrow has a full, symmetrical head.</li>" +
            "<li><b>Mountain fold</b>: a line of dashes and dots. The paper is folded away from you, behind, so that the crease rises like a ridge. The arrow has a hollow, one-sided half head.</li>" +
            "<li><b>Fold and unfold</b>: an arrow that goes out and returns, meaning make a crease, then open it again.</li>" +
            "<li><b>Existing crease</b>: a thin solid line that does not reach the edges.</li>" +
            "<li><b>Push or sink</b>: an arrow with a hollow, notched tail, used for reverse folds, squash folds and sinks.</li>" +
            "<li><b>Turn over</b>: a looped arrow; <b>rotate</b>: a circular arrow with the angle marked.</li>" +
            "<li><b>X-ray line</b>: a dotted line showing an edge or fold hidden behind a layer.</li></ul>" +
            p(
              "Each diagram shows the paper before a step, with symbols for what to do; the next diagram shows the result. The single most useful habit is to look ahead: before folding step 7, look at step 8 to see what shape you are aiming for. If your model does not match, unfold to the last diagram it did match rather than pressing on.",
              "Precision matters more than speed because errors compound. A first diagonal that misses the corner by one millimetre may put a point several millimetres out of place twenty steps later. Align the corner or edge exactly, hold it with one finger, pinch the crease at the centre, then run a fingernail outward to each end. Fold on a hard, flat surface until you can fold reliably in the air.",
            ),
        },
      },
      {
        title: "The traditional bases",
        description:
          "Folding the kite, preliminary, waterbomb and bird bases and recognising how models grow from them.",
        lesson: {
          title: "From preliminary base to crane",
          html:
            p(
              "A base is an intermediate shape with a set number of flaps, from which many different models can be developed. The simplest is the kite base: crease one diagonal, then fold two adjacent edges to lie along it, giving one long point and one short one. Fish, swan and dog heads all start here.",
              "The preliminary base, also called the square base, uses both diagonals and both book folds (the creases that halve the square edge to edge). Valley-fold the diagonals and mountain-fold the book folds, or the reverse, then bring three corners down to meet the fourth: the paper collapses into a small square with four flaps and an open end. The waterbomb base uses exactly the same creases with their mountain and valley roles swapped, and collapses into a triangle instead. Seeing that two different bases come from one crease pattern is the first hint that origami is governed by geometry.",
              "The bird base is a preliminary base whose front and back flaps have each been petal-folded, and it yields the most famous model of all, the crane (<i>orizuru</i>):",
            ) +
            "<ol><li>Fold a preliminary base with the open end towards you.</li>" +
            "<li>Valley-fold the lower edges of the front layers to the centre line, fold the top triangle down over them, and unfold all three folds.</li>" +
            "<li>Lift the bottom corner of the front layer up along the horizontal crease, letting the sides fold in along the existing creases: this is the petal fold.</li>" +
            "<li>Turn over and repeat. You now have a bird base with two long flaps at the bottom.</li>" +
            "<li>Narrow both lower flaps by folding their edges to the centre, front and back.</li>" +
            "<li>Inside-reverse-fold the two narrow flaps upward to make the neck and tail, then inside-reverse-fold the tip of one to form the head.</li>" +
            "<li>Fold the wings down and gently spread them.</li></ol>" +
            p(
              "Cranes have a long history: the <i>Hiden Senbazuru Orikata</i>, printed in Kyoto in 1797, is the earliest known book of recreational paper folding and shows groups of cranes folded from a single sheet connected at wing tips and beaks.",
            ),
        },
      },
      {
        title: "Flat-foldability: Maekawa, Kawasaki and Haga",
        description:
          "The theorems that decide whether the creases around a point can fold flat, and a fold that divides a square into thirds without measuring.",
        lesson: {
          title: "Counting creases at a vertex",
          html: p(
            "Unfold any flat model and you see a crease pattern: a network of mountain and valley creases meeting at points called vertices. Two short theorems say which arrangements around a single interior vertex can fold flat, and you can check them with paper in your hands.",
            "Maekawa's theorem says that at any interior vertex of a flat-folded pattern, the number of mountain creases and the number of valley creases differ by exactly two: M − V = ±2. Try it by folding a square in half and then in half again, like a napkin. Unfold and look at the centre from one side: three creases are valleys and one is a mountain. A consequence is that every flat-foldable vertex has an even number of creases, since M + V = 2V ± 2.",
            "Kawasaki's theorem concerns angles. Number the angles between consecutive creases around the vertex; the vertex can fold flat only if the alternate angles each add up to 180°. The napkin fold has four angles of 90°, so 90 + 90 = 180 on both sets. A vertex with angles of 100°, 100°, 80° and 80° in that order also works, because 100 + 80 = 180 both ways; the same angles arranged as 100°, 80°, 100°, 80° cannot fold flat, because the alternate sums are 200° and 160°.",
            "These conditions are local. Deciding whether a whole crease pattern can be folded flat is much harder: in 1996 Marshall Bern and Barry Hayes showed that the general problem is NP-hard. Designers of complex models therefore plan their crease patterns carefully and test them by folding.",
            "Geometry also supplies practical tools. Kazuo Haga, a Japanese biology professor, noticed that if you fold the bottom-left corner of a square up to the midpoint of the top edge, the original bottom edge now crosses the right-hand edge exactly one third of the way up. Pinch that point and you can divide the square into thirds accurately with no ruler. For a square of side 1 the crossing is at height 1/3, which you can confirm with similar triangles or a little coordinate geometry.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-padel-first-steps-for-club-coaches",
    discipline: "Padel coaching",
    title: "Coaching Padel: First Steps for Club Coaches",
    description:
      "Aimed at club players and volunteers preparing to lead their first sessions, the course covers the rules and scoring of padel, the continental grip and the basic strokes and volleys, playing the ball off the back glass, the bandeja, and planning a safe, busy hour for a mixed-ability group.",
    level: "beginner",
    duration: "four weeks (one two-hour court session a week)",
    plantedGap: "the bandeja",
    modules: [
      {
        title: "Court, rules and scoring",
        description:
          "The enclosed court, the underarm serve, when the walls are in play, and tennis-style scoring with the golden point.",
        lesson: {
          title: "What every new coach must be able to explain",
          html: p(
            "Padel is played almost always as doubles on an enclosed court 20 m long and 10 m wide, divided by a net 88 cm high at the centre and 92 cm at the posts. The back walls are glass panels with metal mesh above; the side walls are partly glass and partly mesh. A service line runs across each half 6.95 m from the net, and a centre line divides the area between the service line and the net into two service boxes.",
            "The serve is underarm. The server stands behind the service line, bounces the ball on the ground behind it, and strikes it at or below waist height with at least one foot on the ground. The ball must bounce in the diagonally opposite service box. After that bounce it may rebound off the glass and remain in play, but a serve that bounces in the box and then hits the mesh is a fault. As in tennis, the server has two attempts, and a serve that touches the net and lands in the correct box is a let.",
            "In a rally the ball may be volleyed or allowed to bounce once on the ground. After it bounces it may hit any wall on the receiving side and can still be returned; this is what gives padel its long rallies. A player may also hit the ball against their own walls to send it back over the net. A pair loses the point if they let the ball bounce twice on their side, fail to clear the net, or send the ball into the opponents' walls or mesh before it has bounced on the far side.",
            "Scoring follows tennis: 15, 30, 40 and game, sets to six games, and a tie-break to seven points, won by two, at six games all. Many clubs and competitions use the golden point: at 40–40 a single deciding point is played, and the receiving pair chooses which of them receives. A new coach should be able to explain all of this in two minutes at the start of a session, because beginners who do not understand the walls quickly lose confidence.",
          ),
        },
      },
      {
        title: "Grip, ready position and basic strokes",
        description:
          "Teaching the continental grip, the split step, compact forehands, backhands and volleys, and letting the ball come off the back glass.",
        lesson: {
          title: "Building compact strokes",
          html: p(
            "A padel racket is a solid, perforated bat without strings, no longer than 45.5 cm, worn with a wrist strap that must always be fastened. Teach the continental grip from the first minute: the player holds the racket as if about to hammer a nail with its edge, with the base knuckle of the index finger on the upper right-hand bevel (bevel 2) for a right-hander. The same grip serves forehand, backhand, volley and serve, which matters because exchanges at the net are too quick to change grip.",
            "The ready position is racket head up, in front of the chest, knees flexed, weight on the balls of the feet. As the opponent strikes, the player makes a small split step so that they land balanced and can push off in either direction.",
            "Groundstrokes are compact. Turn the shoulders early, take a short backswing with the racket head above the wrist, make contact in front of and to the side of the body, and finish towards the target. The balls are slightly less pressurised than tennis balls and the court is short, so control and placement matter far more than pace; encourage slightly open racket faces and low, deep shots rather than big topspin swings. Typical faults are a long backswing, contact behind the body and a flicking wrist; correct one at a time.",
            "At the net, the volley is a block rather than a swing: racket in front, face slightly open, a step forward with the opposite foot, and a short punch. Beginner pairs should stand roughly two to three metres from the net, close enough to volley, far enough to cover a lob.",
            "Beginners' commonest error is to chase the ball into the back glass. Teach them to let it pass: turn side-on, move away from the wall in the direction the ball will come out, and hit it as it drops after the rebound. Start with a hand-fed ball into the back glass from the coach standing beside the player, then a racket feed from the other side of the net, and only then live rallies.",
          ),
        },
      },
      {
        title: "Planning a beginner group session",
        description:
          "Structuring an hour for four to eight players: safety checks, warm-up, demonstration, fed drills and conditioned games.",
        lesson: {
          title: "An hour on court with eight beginners",
          html:
            p(
              "A good beginner session keeps everyone hitting most of the time, teaches one main skill, and ends with a game. Before anyone plays, check the court: doors shut, no loose balls lying on the surface, glass and floor dry, and every player's wrist strap fastened. Warn players that the walls are part of the game but not something to run into; the commonest injuries on a padel court come from collisions with glass or partners.",
              "A typical plan for eight players on one court, with the coach feeding from a basket, looks like this:",
            ) +
            "<table><thead><tr><th>Time</th><th>Activity</th><th>Purpose</th></tr></thead><tbody>" +
            "<tr><td>0–10 min</td><td>Dynamic warm-up, then mini-rallies in the service boxes</td><td>Raise heart rate; feel the ball</td></tr>" +
            "<tr><td>10–15 min</td><td>Explain and demonstrate the skill of the day, e.g. the forehand volley</td><td>One clear picture, two coaching points</td></tr>" +
            "<tr><td>15–35 min</td><td>Fed drill: four players at the net receive feeds in turn; the other four collect balls and rotate in every two minutes</td><td>High number of repetitions with feedback</td></tr>" +
            "<tr><td>35–50 min</td><td>Conditioned game: cross-court rallies in which a point only counts if the winning shot is a volley</td><td>Transfer the skill into play</td></tr>" +
            "<tr><td>50–60 min</td><td>Short doubles games with rotation, then cool-down and review</td><td>Enjoyment; check learning</td></tr></tbody></table>" +
            p(
              "Use a simple teaching cycle: explain briefly, demonstrate, let players practise, then give feedback. Keep the explanation to under a minute and give each player one specific point at a time, for example 'make contact in front of your body' rather than a list of five corrections. Praise what improved as specifically as what needs work.",
              "Adjust the difficulty as you watch. If players miss more than half the feeds, feed slower, closer or higher; if they succeed nearly every time, add movement or a target. At the end, ask the group one question about the day's skill and note which players need what next week.",
            ),
        },
      },
    ],
  },
  {
    slug: "outboard-motor-servicing-for-beginners",
    discipline: "Outboard motor servicing",
    title: "Outboard Motor Servicing for Beginners",
    description:
      "Most outboard breakdowns on the water trace back to neglected routine maintenance. Over six practical sessions, learners compare two-stroke and four-stroke engines, prevent fuel problems, replace a water-pump impeller, change gearcase oil, refit propellers and anodes, and practise reading spark plugs.",
    level: "beginner",
    duration: "six weeks (one three-hour workshop session a week)",
    plantedGap: "reading spark plugs",
    modules: [
      {
        title: "Two-stroke and four-stroke engines and their fuel",
        description:
          "How the two designs are lubricated, what ethanol blends do to fuel systems, and the checks that prevent fuel starvation.",
        lesson: {
          title: "Oil, fuel and the primer bulb",
          html: p(
            "A two-stroke outboard draws its fuel-air charge through the crankcase, so the crankshaft and bearings have no oil sump and are lubricated by oil carried in the fuel. On older and small engines the oil is premixed in the tank; larger engines have an oil-injection system with a separate reservoir. Use oil certified to the NMMA TC-W3 standard and the ratio the manufacturer specifies, commonly 50:1 for modern engines. Getting the sum right matters: at 50:1, a 20-litre tank needs 20 ÷ 50 = 0.4 litres, or 400 ml, of oil. Too little oil scores pistons; too much causes smoke and carbon deposits.",
            "A four-stroke outboard has a conventional oil sump. Check the dipstick with the engine vertical and cold, and change the oil and filter as the manual states, typically every 100 hours or once a year, whichever comes first, using a marine oil such as an FC-W grade.",
            "Most fuel problems come from the fuel itself. Petrol sold in the UK is now mostly E10, containing up to 10 per cent ethanol. Ethanol absorbs water from damp air. Once the water content reaches roughly half a per cent, the ethanol and water separate out of the petrol and sink to the bottom of the tank, exactly where the pickup draws from, and the engine stalls or will not start. Ethanol also degrades some older rubber fuel lines. Defences are simple: buy fuel in small quantities, use a stabiliser if it will stand for more than a month, keep tanks nearly full to limit condensation, and fit a water-separating fuel filter.",
            "On portable tanks, the primer bulb tells you a lot. Open the tank vent, then squeeze the bulb until it is firm. A bulb that never firms up points to an air leak at a connector or a cracked line; a bulb that collapses and stays flat while the engine runs points to a closed vent or a blockage. At the end of the season, run the carburettor dry or drain its float bowl so that stale fuel does not leave gum in the jets.",
          ),
        },
      },
      {
        title: "The cooling system",
        description:
          "Tracing raw-water flow through a small outboard, replacing the pump impeller and flushing the engine after use.",
        lesson: {
          title: "Replacing a water-pump impeller",
          html:
            p(
              "Most outboards are cooled by the water they float in. A pump in the lower unit, driven by the vertical driveshaft, draws water through intake grilles on the gearcase and pushes it up a water tube to the powerhead. A thermostat, usually opening at around 50 to 60 °C, keeps the block warm enough to run efficiently; the water leaves with the exhaust and through a small telltale outlet. Check for a steady telltale stream every time the engine starts.",
              "The pump's heart is a flexible rubber impeller whose vanes wipe against the housing. The vanes take a set with age, crack, and can be destroyed by as little as half a minute of running without water. Many manufacturers advise replacement every two to three years or 200 to 300 hours, and more often in sandy or silty water. The procedure on a typical small outboard is:",
            ) +
            "<ol><li>Remove the kill cord, shift into neutral and, on larger engines, disconnect the battery.</li>" +
            "<li>Note the trim position, disconnect the shift linkage if required, remove the gearcase bolts and lower the gearcase away from the leg.</li>" +
            "<li>Remove the pump housing bolts and slide the housing and impeller up off the driveshaft. Keep the small drive key.</li>" +
            "<li>Inspect the wear plate and housing liner; deep grooves mean they must be replaced too.</li>" +
            "<li>Fit the new impeller and key, lubricate the vanes lightly, and slide the housing down while turning the driveshaft clockwise so the vanes curl the right way.</li>" +
            "<li>Refit with new gaskets, align the driveshaft splines with the crankshaft as the gearcase goes back, and torque the bolts to specification.</li>" +
            "<li>Test on flushing muffs or in a test tank and check the telltale.</li></ol>" +
            p(
              "After every use in salt water, flush the engine with fresh water through muffs or the built-in flushing port. Salt left in the passages crystallises as it dries and gradually blocks them, causing overheating that no new impeller will cure.",
            ),
        },
      },
      {
        title: "Gearcase, propeller and anodes",
        description:
          "Draining and refilling lower-unit oil and reading what comes out, removing and refitting the propeller, and checking sacrificial anodes.",
        lesson: {
          title: "Lower-unit oil, props and anodes",
          html: p(
            "The gearcase holds a small quantity of gear oil, usually an SAE 80W-90 hypoid marine grade. Change it at least once a year. Put a drain pan under the leg, remove the lower drain screw, then the upper vent screw, and let the oil run out completely. What comes out is diagnostic. Clean oil is normal. Milky or creamy oil means water has got in, usually past the propeller shaft seal, and fishing line wrapped behind the propeller is the commonest culprit; the seal must be replaced before the engine is used again. A fine grey paste on the magnetic drain screw is normal wear; chips or flakes of metal mean gear or bearing damage.",
            "Refill from the bottom, never the top. Screw the tube of gear oil or a pump into the lower hole and pump until oil flows out of the upper vent hole without bubbles. Fit the vent screw first, then remove the pump and quickly fit the drain screw; the vacuum holds the oil in while you do. Always fit new sealing washers.",
            "Remove the propeller at least once a season. Wedge a block of wood between a blade and the anti-cavitation plate so the propeller cannot turn, straighten and pull the split pin, undo the nut, and slide off the washer, propeller and thrust washer. Cut away any line, inspect the blades for chips and bends, coat the shaft splines with water-resistant grease, and reassemble in the same order with a new split pin.",
            "Anodes protect the aluminium leg from galvanic corrosion by corroding in its place. Use the right metal for the water: zinc for salt water, aluminium alloy for salt and brackish water, and magnesium for fresh water only. Replace an anode when roughly half of it has gone. Never paint one, because paint stops it working. An anode that shows no wear at all is not good news: it usually means poor electrical contact with the engine, so clean the mounting face and check continuity with a multimeter.",
          ),
        },
      },
    ],
  },
  {
    slug: "introductory-classical-nahuatl",
    discipline: "Nahuatl language",
    title: "Introductory Classical Nahuatl",
    description:
      "An introduction to the language of the sixteenth-century Mexica and of the colonial documents written in it: pronunciation and the conventions of colonial spelling, nouns and possession, verb prefixes and simple sentences, and the basics of honorific speech. No previous knowledge of Spanish or of any Indigenous language is assumed.",
    level: "beginner",
    duration: "ten weeks (two one-hour classes a week)",
    plantedGap: "honorific speech",
    modules: [
      {
        title: "Sounds and spelling",
        description:
          "The consonants and vowels of Classical Nahuatl, vowel length and the glottal stop, stress, and how the friars wrote them down.",
        lesson: {
          title: "Reading colonial Nahuatl spelling",
          html:
            p(
              "Classical Nahuatl is the form of the language spoken in central Mexico at the time of the Spanish conquest and written in Latin letters from the 1530s onward, in grammars, chronicles, wills and court records. The spelling was devised by Spanish friars, so it follows Spanish conventions, and a few consonants are spelled in more than one way depending on the neighbouring vowel:",
            ) +
            "<table><thead><tr><th>Sound</th><th>Spelling</th><th>Example</th></tr></thead><tbody>" +
            "<tr><td>/k/</td><td>c before a, o; qu before e, i</td><td><i>calli</i> 'house', <i>quēn</i> 'how'</td></tr>" +
            "<tr><td>/s/</td><td>z before a, o; c before e, i</td><td><i>zan</i> 'only', <i>cē</i> 'one'</td></tr>" +
            "<tr><td>/w/</td><td>hu before a vowel; uh after it</td><td><i>cihuātl</i> 'woman'</td></tr>" +
            "<tr><td>/ʃ/ (English sh)</td><td>x</td><td><i>xōchitl</i> 'flower'</td></tr>" +
            "<tr><td>/tʃ/ and /ts/</td><td>ch and tz</td><td><i>chōca</i> 'weep'</td></tr>" +
            "<tr><td>/tɬ/</td><td>tl (a single sound)</td><td><i>ātl</i> 'water'</td></tr></tbody></table>" +
            p(
              "The sound written <i>tl</i> is one consonant, a t released with air escaping round the sides of the tongue; it is not a t followed by an l, and it can end a word, as in <i>ātl</i>. The language has no native b, d, f, g or r; these appear only in Spanish loanwords. There are four vowels, a, e, i and o, and colonial writers often wrote o as u.",
              "Two features matter for meaning but were rarely written. Vowels can be short or long, and modern scholarly editions, following grammars such as those of Andrews and Karttunen, mark long vowels with a macron, as in <i>tōchtli</i> 'rabbit'. The glottal stop, a catch in the throat, is written <i>h</i> in normalised spelling, as in <i>tlahtoāni</i> 'ruler'. The Jesuit Horacio Carochi marked both with accents in his grammar of 1645, but most colonial manuscripts mark neither, so readers must learn words with their length and glottal stops from a dictionary.",
              "Stress almost always falls on the next-to-last syllable: <i>cihuātl</i> is ci-HUĀ-tl, <i>Mēxihco</i> is mē-XIH-co. Practise reading aloud from normalised texts first, then from facsimiles of the original spelling.",
            ),
        },
      },
      {
        title: "Nouns, plurals and possession",
        description:
          "The absolutive endings, the plural of animate nouns, and possessive prefixes with the possessed-state endings.",
        lesson: {
          title: "The noun and its possessor",
          html: p(
            "A Nahuatl noun in its ordinary, unpossessed form usually carries an ending called the absolutive suffix. It has four shapes, chosen mostly by the sound that ends the noun stem. After a vowel it is <i>-tl</i>: <i>cihuā-tl</i> 'woman', <i>ā-tl</i> 'water'. After a consonant it is <i>-tli</i>: <i>tōch-tli</i> 'rabbit'. After l it becomes <i>-li</i>: <i>cal-li</i> 'house'. A few nouns take <i>-in</i>, such as <i>mich-in</i> 'fish'. Learn every noun by its stem as well as its dictionary form, because the stem is what everything else attaches to.",
            "Only animate nouns, mostly people and animals, normally take a plural. Some add <i>-meh</i>: <i>cihuāmeh</i> 'women'. Others use <i>-tin</i>, often with reduplication of the first syllable: <i>tōtōchtin</i> 'rabbits', <i>pīpiltin</i> 'nobles' from <i>pilli</i>. Some plurals simply add a glottal stop: <i>tlācatl</i> 'person', plural <i>tlācah</i>. Inanimate nouns such as <i>calli</i> do not change; 'houses' is also <i>calli</i>, and number is shown by context or by words such as <i>miec</i> 'many'.",
            "Possession is marked on the noun itself. The absolutive ending drops, and a prefix names the possessor: <i>no-</i> 'my', <i>mo-</i> 'your' (one person), <i>ī-</i> 'his, her, its', <i>to-</i> 'our', <i>amo-</i> 'your' (several people), <i>īn-</i> 'their'. So <i>calli</i> gives <i>nocal</i> 'my house', <i>mocal</i> 'your house', <i>īcal</i> 'his or her house', <i>tocal</i> 'our house', <i>amocal</i> and <i>īncal</i>. Stems ending in a vowel add a possessed-state suffix <i>-uh</i>: <i>cihuātl</i> becomes <i>nocihuāuh</i> 'my wife'. Before a stem beginning with a vowel the prefix loses its own vowel, so <i>ātl</i> gives <i>nāuh</i> 'my water'. A possessed plural takes <i>-huān</i>: <i>nopilhuān</i> 'my children'.",
            "Nouns can also be complete sentences. Adding a subject prefix to a noun makes it a predicate, with no verb 'to be': <i>nitlācatl</i> means 'I am a person', <i>ticihuātl</i> 'you are a woman'. Recognising a prefix on a noun is one of the first reading skills the course builds.",
          ),
        },
      },
      {
        title: "The verb: subject and object prefixes",
        description:
          "Present-tense conjugation, the specific and non-specific object prefixes, and forming simple negative sentences.",
        lesson: {
          title: "Conjugating in the present",
          html:
            p(
              "A Nahuatl verb can be a complete sentence on its own, because the subject, and for transitive verbs the object, are marked by prefixes. Take the intransitive verb <i>chōca</i> 'weep'. Its present tense is:",
            ) +
            "<ul><li><i>nichōca</i> 'I weep'; <i>tichōca</i> 'you (one person) weep'; <i>chōca</i> 'he, she weeps'</li>" +
            "<li><i>tichōcah</i> 'we weep'; <i>anchōcah</i> 'you (several) weep'; <i>chōcah</i> 'they weep'</li></ul>" +
            p(
              "Three points stand out. The third person has no prefix at all. The plural is marked by a final glottal stop, written <i>h</i>, which colonial texts usually leave out, so a text's <i>chōca</i> may mean 'weeps' or 'weep'. And <i>ti-</i> serves both 'you (singular)' and 'we', the plural ending distinguishing them.",
              "Transitive verbs add an object prefix after the subject prefix. The specific object prefixes are <i>nēch</i> 'me', <i>mitz</i> 'you', <i>c</i> or <i>qui</i> 'him, her, it', <i>tēch</i> 'us', <i>amēch</i> 'you (plural)' and <i>quim</i> 'them'. The third-person form is <i>qui</i> when nothing precedes it and a consonant follows, and <i>c</i> after a vowel, written <i>qu</i> before e and i. With <i>chīhua</i> 'make' we get <i>nicchīhua</i> 'I make it' and <i>quichīhua</i> 'he makes it'; with <i>itta</i> 'see' we get <i>niquitta</i> 'I see him', <i>nimitzitta</i> 'I see you' and <i>tinēchitta</i> 'you see me'.",
              "When the object is unspecified, Nahuatl uses <i>tē-</i> for people and <i>tla-</i> for things: <i>nitlachīhua</i> 'I make things, I am making something', <i>tētlazohtla</i> 'he loves people'. Many nouns are built on this pattern, which is why so many begin with <i>tla-</i>.",
              "Negation places <i>ahmo</i> before the verb: <i>ahmo nichōca</i> 'I do not weep'. A yes–no question is often introduced by <i>cuix</i>: <i>cuix tichōca?</i> 'are you weeping?' Word order is freer than in English, and the verb often comes first, so a good reading habit is to find the verb, strip off its prefixes, and only then look for the nouns that fill its roles.",
            ),
        },
      },
    ],
  },
];
