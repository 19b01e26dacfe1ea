/** One-hundred-and-second held-out evaluation courses, beginner level; see ai-courses-heldout102.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT102_A: EvalCourse[] = [
  {
    slug: "coaching-korfball-foundations-for-new-coaches",
    discipline: "Korfball coaching",
    title: "Coaching Korfball: Foundations for New Coaches",
    description:
      "New to coaching korfball? Over six practical sessions you will work through the rules of the mixed four-against-four zone game, teach the distance shot and the running-in shot, organise attacking formations around the post, and add fitness testing to a junior club programme.",
    level: "beginner",
    duration: "six weeks (one two-hour practical session a week)",
    plantedGap: "fitness testing",
    modules: [
      {
        title: "Rules, Zones and the Mixed Game",
        description:
          "How a korfball match is organised: the pitch and the post, the two zones, same-sex marking and the rules that keep the game free of contact.",
        lesson: {
          title: "How Korfball Works",
          html: p(
            "Korfball was devised in 1902 by the Amsterdam schoolteacher Nico Broekhuysen, and it remains the best-known team sport designed from the outset for mixed teams. A team has eight players on court, four men and four women. The international pitch measures 40 m by 20 m and is divided across its width into two halves called zones. In each zone stands a post 3.5 m high carrying a basket, the korf, with no backboard. The post is not on the end line but one-sixth of the pitch length in from it, about 6.7 m, so players can score from behind the post as well as in front of it.",
            "Each team places two men and two women in each zone: one group of four attacks the opponents' post while the other defends its own. Players may not cross the centre line. After every two goals, scored by either side, the teams change zones, so attackers become defenders and every player must learn both roles. Marking is one-to-one and strictly same-sex: a man may only defend a man and a woman only a woman.",
            "Three rules shape almost everything a coach teaches. First, korfball is a non-contact game: players may take up space but may not push, hold, block or knock the ball from an opponent's hands. Second, there is no running with the ball and no dribbling; a player who catches the ball may pivot on one foot but must then pass or shoot. Third, a player may not shoot when defended. A shot counts as defended when the defender is within arm's length, facing the attacker, nearer the post and actively trying to block the ball. Attackers therefore have to create separation by movement and timing rather than strength before they shoot.",
            "Infringements are punished with a free pass or, for offences that deny a scoring chance, a penalty taken from a spot 2.5 m in front of the post. Senior international matches are played in two halves of 25 minutes with a 25-second shot clock; club and junior competitions often shorten both. For beginners the most useful early habit is positional awareness: at every moment an attacker should know where the post is, where their own defender stands, and which team-mate is free.",
          ),
        },
      },
      {
        title: "Shooting Technique: The Distance Shot and the Running-In Shot",
        description:
          "Coaching points, common faults and simple progressions for the two shots that produce most korfball goals.",
        lesson: {
          title: "Teaching the Two Main Shots",
          html: p(
            "Because the basket has no backboard and its opening faces straight up, a korfball shot must drop into the korf from above. That single fact explains the coaching points for both main shots: the ball needs a high arc and a soft landing, and a flat shot that would bank in at basketball simply bounces off the rim.",
            "The distance shot is taken with two hands. The shooter stands square to the post, feet about shoulder-width apart, and holds the ball in front of the face with fingers spread behind it and thumbs pointing towards each other. The power comes from the legs: knees bend, then extend, and the arms follow upwards, releasing the ball with a snap of both wrists so that it leaves with backspin. The shooter aims just over the front of the rim and finishes with arms fully extended towards the target. Beginners start 2 to 3 m from the post; experienced players score regularly from 6 m and beyond.",
            "The running-in shot is a one-handed lay-up taken on the move. The attacker sprints past the defender towards the post, receives a pass from a team-mate standing near it, and in one continuous movement takes off from the foot opposite the shooting hand, lifts the ball and releases it softly at the top of the jump so that it rises and drops into the basket as the shooter runs past or under the post. Because the defender is left behind, the shot is rarely defended, which is why it is so valuable.",
            "Typical faults and their remedies:" +
              "<ul><li>Flat trajectory: place a cone or a team-mate's raised hand between shooter and post to force a higher arc.</li><li>Sideways spin from one dominant hand: practise close-range shots with the weaker hand resting lightly, then with both hands equally.</li><li>Drifting backwards while shooting: mark a line and require the shooter to land on or in front of it.</li><li>Running-in shots thrown too hard: have the shooter release at the highest point rather than on the way up.</li></ul>",
            "A simple progression is to shoot five balls from each of five spots around the post, recording successes, then step back a metre once four of five go in.",
          ),
        },
      },
      {
        title: "Attacking Formations and Non-Contact Defence",
        description:
          "How a four-player attack is structured around the post, and how defenders stay between attacker and basket without fouling.",
        lesson: {
          title: "Playing Four Against Four",
          html: p(
            "An attack of two men and two women needs structure, because only four players must create shooting chances against four defenders who may mark them tightly. The two classic formations are named by how many attackers play away from the post and how many play close to it. In a 4-0 formation all four attackers work outside, moving and passing until one breaks free for a distance shot or runs in. In a 3-1 formation one attacker stays near the post as a feeder and rebounder while the other three move around the outside.",
            "Whatever the formation, three roles recur. The shooter looks for a moment when the defender is more than arm's length away or not between attacker and post. The feeder, usually nearest the post, supplies passes for running-in shots and returns the ball to shooters after a miss. The rebounder positions under the post when a shot goes up, because a missed shot that is collected keeps possession and gives a second chance. Coaches should teach attackers to rebound from the side of the post on which the ball is likely to fall, which is generally the far side from the shooter.",
            "Defence follows from the defended-shot rule. A defender who stays between attacker and post, within arm's length, facing the attacker and with one hand raised in the line of the shot, prevents a legal shot without any contact. When the attacker runs towards the post, the defender turns and runs with them on the post side rather than chasing from behind. Because markers cannot swap opponents of a different sex, defenders must talk constantly so that screens and crossing runs do not leave anyone free.",
            "A useful first practice follows this sequence:" +
              "<ol><li>One against one with a feeder: the attacker tries to escape for a shot while the defender holds the defended position.</li><li>Two against two, one man and one woman each side, with a rule that every shot must follow at least three passes.</li><li>Four against four in one zone, switching attack and defence after every two goals, exactly as in a match.</li></ol>",
            "Each stage adds decisions while keeping the same principles: space for the attacker, position for the defender.",
          ),
        },
      },
    ],
  },
  {
    slug: "growing-lavender-commercially-an-introduction",
    discipline: "Lavender cultivation",
    title: "Growing Lavender Commercially: An Introduction",
    description:
      "Aimed at smallholders, market gardeners and diversifying farmers, the course covers the lavender species and cultivars worth growing, site and soil preparation, propagation from cuttings, weed control, annual pruning and harvesting stems for fresh and dried bunches.",
    level: "beginner",
    duration: "five weeks (one three-hour session a week, including a field visit)",
    plantedGap: "weed control",
    modules: [
      {
        title: "Lavender Species and Cultivars",
        description:
          "The differences between English lavender, lavandin and French lavender, and how to choose cultivars for a given market and climate.",
        lesson: {
          title: "Choosing What to Grow",
          html: p(
            "Almost all commercial lavender belongs to two groups, and confusing them is the most common mistake a new grower makes. Lavandula angustifolia, usually called English or true lavender, is a compact shrub 40 to 60 cm tall that carries one flower spike on each stem and flowers from about mid-June into July in southern England. It is the hardiest lavender, tolerating winter temperatures of around minus 15 °C on well-drained ground, and the only one suitable for culinary use, because its fragrance is sweet and low in camphor.",
            "Lavandula × intermedia, known as lavandin, is a hybrid between L. angustifolia and the spike lavender L. latifolia. It forms a much larger plant, often 80 to 100 cm across, with long stems that usually carry two side spikes below the main one, and it flowers two to four weeks later than English lavender. Lavandin yields far more flower stems per plant and has a stronger, sharper, camphor-rich scent. Most lavandins are sterile, so they can only be propagated vegetatively.",
            "A third group, Lavandula stoechas, the French or butterfly lavender, is recognised by the showy bracts, like small flags, on top of each flower head. It is less hardy and shorter-lived, and is grown mainly by nurseries selling pot plants rather than by field growers.",
            "<table><tr><th>Group</th><th>Example cultivars</th><th>Typical use</th></tr><tr><td>L. angustifolia</td><td>'Hidcote' (deep violet, compact), 'Munstead' (lighter, early), 'Folgate', 'Imperial Gem'</td><td>Culinary, dried bunches, hedging plants</td></tr><tr><td>L. × intermedia</td><td>'Grosso', 'Provence', 'Edelweiss' (white)</td><td>Fresh and dried bunches, fragrance products</td></tr><tr><td>L. stoechas</td><td>'Kew Red', 'Anouk'</td><td>Pot plants for garden centres</td></tr></table>",
            "Cultivar choice should start from the market, not the catalogue. A grower supplying bakers and tea blenders needs angustifolia cultivars with good colour retention; a grower selling large dried bunches to florists may prefer 'Grosso' for its long stems. Planting a block of two or three cultivars that flower in sequence also spreads the harvest workload over several weeks.",
          ),
        },
      },
      {
        title: "Site, Soil and Planting",
        description:
          "Preparing free-draining ground, raising plants from cuttings and setting them out at commercial spacings.",
        lesson: {
          title: "Establishing a Planting",
          html: p(
            "Lavender comes from dry, stony Mediterranean hillsides, and it dies far more often from wet roots in winter than from cold. The first test of a site is therefore drainage. Ideal ground is a light, stony or sandy loam on a gentle south-facing slope in full sun, with a pH anywhere from about 6.5 to 8; chalk and limestone soils suit lavender well. On heavier land, growers plant on raised ridges 20 to 30 cm high so that water drains away from the crown. Frost pockets and low-lying corners where water stands after rain should be avoided altogether, because root rots caused by Phytophthora species thrive in waterlogged soil.",
            "Fertility should be modest. High nitrogen produces soft, sprawling growth, fewer flowers, a weaker scent and plants that are more easily damaged in winter. A soil analysis before planting is worthwhile; phosphate and potash are corrected if very low, and nitrogen is applied sparingly if at all.",
            "Most growers raise their own plants from cuttings, which is cheaper than buying plugs and keeps cultivars true to type. Semi-ripe cuttings are taken in late summer from non-flowering side shoots: each is 8 to 10 cm long, trimmed below a leaf joint, stripped of its lower leaves and inserted into a gritty, free-draining compost. Kept in a cold frame or polytunnel, they root in four to six weeks and are potted on for planting out the following spring. Softwood cuttings taken in spring root faster but need more care against wilting.",
            "Spacing depends on the group and on the machinery used between rows. English lavender is typically planted 30 to 45 cm apart in rows 1.2 to 1.5 m apart; lavandin needs 60 to 90 cm in the row. With rows 1.5 m apart and plants at 45 cm, a hectare holds about 14,800 plants, a useful figure for costing. Planting is done in spring once the soil has warmed, and young plants are watered during their first summer only; established lavender rarely needs irrigation in the British climate.",
          ),
        },
      },
      {
        title: "Pruning and Harvest",
        description:
          "When and how hard to cut back, and how to judge the harvest stage for fresh bunches and for drying.",
        lesson: {
          title: "The Annual Cycle of Cutting",
          html: p(
            "Lavender is a woody shrub that does not readily regrow from old, bare wood. If a plant is left unpruned it becomes leggy, splits open in the centre after a few years and carries its flowers ever further from the base. The aim of pruning is to keep each plant a tight, rounded mound of young growth for as many years as possible; a well-managed commercial planting stays productive for about eight to ten years.",
            "The main pruning is done once a year, straight after harvest in late summer, so that the plant can put on a little new growth before winter. The cut removes all the flower stems and about 2 to 3 cm of the leafy growth below them, always leaving some green shoots on every branch. Cutting into brown, leafless wood is the one error to avoid, because those stems often fail to reshoot. In the first spring after planting, young plants are trimmed lightly to encourage branching, and many growers remove the first summer's flowers so that the plants put their energy into roots.",
            "Harvest timing depends on the product. For fresh bunches, stems are cut when the lowest florets on each spike have just opened. For drying, cut when a few florets at the base of each spike are open and the rest are in tight, well-coloured bud: picked later, the open flowers drop when dried and the colour fades. Cutting is done on a dry morning once the dew has gone, using a sickle or hand shears on small plots and a tractor-mounted harvester on larger ones.",
            "For dried bunches, stems are gathered into bundles of about 80 to 100, secured with a rubber band rather than string, because the stems shrink as they dry and string would loosen. The bundles are hung upside down in a dark, dry, well-ventilated building for one to two weeks. Darkness matters: light bleaches the violet pigments quickly, and a bunch dried in sunshine loses much of its market value.",
          ),
        },
      },
    ],
  },
  {
    slug: "klezmer-modes-ornaments-and-dance-repertoire",
    discipline: "Klezmer music",
    title: "Klezmer: Modes, Ornaments and Dance Repertoire",
    description:
      "Freygish and mi sheberakh, the krekhts and the kneytsh, the freylekhs and the doina: an introduction to the musical language of East European Jewish instrumental music for players of any melody instrument, with attention to the 78 rpm recordings of the 1920s and the 1970s revival that brought them back into circulation.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute workshop a week)",
    plantedGap: "1970s revival",
    modules: [
      {
        title: "The Klezmer Modes",
        description:
          "The main modes, known by the names of the prayers they resemble, and how they shape melody and harmony.",
        lesson: {
          title: "Freygish, Mi Sheberakh and Their Relatives",
          html: p(
            "Klezmer melodies are built on a small set of modes that musicians name after passages of synagogue prayer chanted in them; the Yiddish term for such a prayer mode is shteyger. Learning to hear these modes is the quickest way to make a tune sound idiomatic rather than merely correct.",
            "The most characteristic is freygish, called Ahava Rabbah by cantors. Built on D it runs D, E flat, F sharp, G, A, B flat, C, D. Its signature is the augmented second between the second and third degrees, E flat to F sharp, which gives the mode its unmistakable colour. Classical theorists know the same scale as the fifth mode of the harmonic minor, or Phrygian dominant. In klezmer harmony the tonic chord is D major; the chord a tone below, C minor, and the chord on the fourth degree, G minor, are the usual neighbours, and many phrases cadence from C minor back to D.",
            "Mi sheberakh, often called altered or Ukrainian Dorian, runs D, E, F, G sharp, A, B, C, D. It resembles a Dorian minor with a raised fourth degree, which creates an augmented second between F and G sharp. It is a favourite mode for the doina and for slow, lamenting passages. Adonoy moylekh resembles a major scale with a lowered seventh, like the Mixolydian, while mogen ovos corresponds closely to the natural minor.",
            "<table><tr><th>Mode</th><th>On D</th><th>Distinctive interval</th></tr><tr><td>Freygish (Ahava Rabbah)</td><td>D E♭ F♯ G A B♭ C</td><td>Augmented second, degrees 2–3</td></tr><tr><td>Mi sheberakh</td><td>D E F G♯ A B C</td><td>Augmented second, degrees 3–4</td></tr><tr><td>Adonoy moylekh</td><td>D E F♯ G A B C</td><td>Lowered seventh</td></tr><tr><td>Mogen ovos</td><td>D E F G A B♭ C</td><td>Natural minor</td></tr></table>",
            "Tunes often move between modes. A common move is from a section in D freygish to one in G minor, its fourth degree, and back; hearing that shift lets an accompanist anticipate the chords. A good practice routine is to play each mode slowly on your instrument, then sing it, and then improvise short phrases that end on the tonic.",
          ),
        },
      },
      {
        title: "Ornamentation",
        description:
          "The sobs, slides and trills that make a klezmer phrase sound vocal, and how to practise them on your instrument.",
        lesson: {
          title: "Krekhts, Kneytsh and Dreydlekh",
          html: p(
            "Klezmer players have long said that their instruments should sound like a cantor's voice, and the ornaments of the style imitate the sobs, catches and turns of cantorial singing. The names come from Yiddish and were applied to instrumental technique by players and later by teachers and scholars, so usage varies: the same sound may be called by different names on violin and clarinet. What matters is the sound, which is best learned from recordings.",
            "The krekhts, literally a groan or sigh, is a short catch in the sound that breaks a sustained note, like a sob. On clarinet it is usually made by a very quick flick to a higher note, often with a slight drop in pitch, at the start or end of a note. On violin a similar effect comes from a light touch that produces a brief harmonic or a tiny upward slide. The kneytsh, meaning a fold or crease, is a related break in the tone, used especially by violinists.",
            "Dreydlekh, from the word for turning, covers trills, mordents and turn-like figures that decorate a melody note, usually on the beat and often quite slowly. The tshok, a laughing ornament, is a bent, descending slide associated with the clarinet, and glitshn are the expressive glissandi that connect notes in slow pieces.",
            "The great clarinettists Naftule Brandwein and Dave Tarras, both recording in New York in the 1920s, show two contrasting approaches: Brandwein wild and heavily ornamented, Tarras smoother and more controlled. Listening to one tune by each, slowed to half speed with software, is an excellent first exercise.",
            "A practical routine:" +
              "<ol><li>Choose one ornament and play it on a single sustained note until it is relaxed and even.</li><li>Add it at the start of phrases in a slow tune, never on every note.</li><li>Record yourself alongside a 78 rpm transfer and compare where the original player places each ornament.</li></ol>",
            "Restraint is part of the style. Ornaments cluster on long notes and phrase beginnings, and a line crowded with them loses its vocal shape.",
          ),
        },
      },
      {
        title: "Dance Tunes and the Doina",
        description:
          "The main dance forms by metre and tempo, the free-rhythm doina, and how a suite is built from them.",
        lesson: {
          title: "From Doina to Freylekhs",
          html: p(
            "Klezmorim were professional musicians hired above all for weddings, and most of their repertoire consists of dance tunes. Each dance form has a characteristic metre, tempo and accompaniment pattern, and a band that gets these right will have dancers on the floor even if the melody playing is modest.",
            "The freylekhs, meaning joyful, is the commonest dance: a lively tune in 2/4 danced in a circle or line. Its accompaniment often uses the bulgar rhythm, in which the eight quavers of a bar are grouped 3 + 3 + 2, giving a driving, off-balance pulse. In the United States the name bulgar came to be used for the freylekhs itself. The sher is a set dance for couples in a square, also in 2/4 but at a steadier tempo, with tunes built from several contrasting sections. The khosidl, associated with Hasidic dancing, is slower and more stately, with a heavy, swaying feel.",
            "The hora, also called the zhok, is in a limping triple metre, usually written in 3/8 or 3/4. Accompanists typically sound only the first and third beats of the bar, so each bar divides into a long and a short value and the dance acquires its characteristic lilting, uneven feel. It is slower than the Israeli dance of the same name and should not be rushed. The terkisher, literally Turkish-style, is a moderate piece in 4/4 whose accompaniment is close to the habanera: a dotted note, a short note and then two even notes in each bar.",
            "The doina is different in kind: a free-rhythm, improvised lament of Romanian origin, played by a solo clarinet or violin over long sustained chords or a tremolo from the accompanists. The soloist moves from phrase to phrase with cadences that the band follows by ear, often in mi sheberakh or freygish.",
            "At weddings these forms were joined into suites. A typical sequence opens with a doina, moves into a hora, and ends with a fast freylekhs, so that the music accelerates as the dancing builds. Building such a suite is the final project of this course: choose keys that connect, plan the tempo changes, and agree signals for each transition.",
          ),
        },
      },
    ],
  },
  {
    slug: "loft-conversions-structure-stairs-and-insulation",
    discipline: "Loft conversion",
    title: "Loft Conversions: Structure, Stairs and Insulation",
    description:
      "Most loft conversions that run over budget do so because the existing roof was misjudged at the start. Aimed at carpentry and construction apprentices, the course works through surveying head height and roof construction, installing new floor joists and trimming openings, fire protection, staircase design under Approved Document K, and insulating the new room.",
    level: "beginner",
    duration: "ten weeks (one three-hour workshop session a week)",
    plantedGap: "fire protection",
    modules: [
      {
        title: "Surveying the Existing Roof",
        description:
          "Measuring head height and telling a traditional cut roof from a trussed-rafter roof before any design work begins.",
        lesson: {
          title: "Is the Loft Convertible?",
          html: p(
            "Every loft conversion starts with two questions: is there enough height, and what kind of roof holds the house together? Get either wrong and the design, the price and the programme all change later.",
            "Head height is measured from the top of the existing ceiling joists to the underside of the ridge. A common rule of thumb is that at least 2.2 m is needed, and many designers prefer 2.4 m, because the finished room loses height twice: the new floor, built on deeper joists above the old ones, typically adds 150 to 250 mm, and insulation fixed under the rafters takes more from the ceiling. The Building Regulations in England set no minimum ceiling height for rooms, but the staircase must still meet its headroom rules, and a room too low to stand in comfortably adds little value. Roof pitch matters as much as height: on a shallow roof, only a narrow strip down the middle of the room is usable.",
            "Next, identify the roof structure. A traditional cut roof, common before the 1960s, has rafters supported part-way down by horizontal purlins, which are propped by struts onto internal load-bearing walls, with a ridge board at the apex and often collars tying opposite rafters together. Cut roofs are relatively easy to convert because their loads follow visible paths, though struts and purlins in the way of the new room have to be replaced by steel or timber beams designed by an engineer.",
            "A trussed-rafter roof uses factory-made triangular trusses, usually in a W or Fink pattern, at about 600 mm centres, with slender timbers joined by metal nail plates. Every member, including the diagonal webs that fill the loft, is part of a designed structure. No web may be cut or removed without a full structural redesign, normally involving steel beams and new rafters, which makes such conversions considerably more expensive.",
            "Finally, check the planning position. Many loft conversions in England are permitted development, subject to limits: an additional volume of 40 cubic metres for terraced houses and 50 for others, no extension beyond the existing roof plane on the principal elevation facing a highway, and no part higher than the existing ridge.",
          ),
        },
      },
      {
        title: "Floor Joists and Structural Openings",
        description:
          "Sizing and fixing a new floor independent of the existing ceiling, and trimming around the stairwell.",
        lesson: {
          title: "Putting in the New Floor",
          html: p(
            "The existing ceiling joists of most houses were sized to carry a plasterboard ceiling and perhaps some storage, not people, furniture and a bath. They are often only 100 × 50 mm or even 75 × 50 mm. A converted loft needs a floor designed for the domestic imposed load of 1.5 kN/m² used in UK design, so a new set of floor joists is installed.",
            "The new joists run alongside the old ones rather than on top of them, spanning between load-bearing walls or onto new steel or timber beams. They are set slightly higher than the existing joists, typically 10 to 25 mm, so that when the new floor deflects under load it does not press down on the old ceiling and crack the plaster below. Joist sizes come from span tables published by TRADA or from the engineer's calculations. As a guide, C24 strength-class joists 47 × 195 mm at 400 mm centres span roughly 4 m under domestic floor loads, but the actual size always depends on span, spacing and dead load.",
            "Joists are fixed at their ends into galvanised joist hangers on beams, or bear onto wall plates, and are restrained against twisting by strutting. Herringbone or solid blocking is normally fitted in one row at mid-span for spans between about 2.5 and 4.5 m, and in two rows above that.",
            "Openings for the stairwell are made by trimming. The joists either side of the opening, the trimming joists, carry the trimmer, which runs across the opening and picks up the ends of the shortened trimmed joists. Because trimming joists and trimmers carry extra load, they are usually doubled, two joists bolted or nailed together, and connected with hangers sized for the load.",
            "The floor deck is 18 mm moisture-resistant chipboard, grade P5, on joists at 400 mm centres, or 22 mm at 600 mm centres, tongued and grooved, glued at the joints and screwed down to prevent squeaks. Approved Document E also requires sound insulation between the new bedroom and the rooms below; the usual solution is at least 100 mm of mineral wool with a density of 10 kg/m³ or more laid in the floor void.",
          ),
        },
      },
      {
        title: "Stairs and Insulation",
        description:
          "Designing a compliant staircase into limited headroom and insulating the new room to current standards.",
        lesson: {
          title: "Getting Up There and Keeping It Warm",
          html: p(
            "The staircase is the tightest design problem in most conversions, because it must fit into existing rooms below and arrive under a sloping roof above. Approved Document K sets the geometry for a private stair in a dwelling:" +
              "<ul><li>rise of each step between 150 and 220 mm;</li><li>going of each tread between 220 and 300 mm;</li><li>twice the rise plus the going (2R + G) between 550 and 700 mm;</li><li>maximum pitch of 42 degrees;</li><li>clear headroom of 2.0 m, relaxed for loft conversions to 1.9 m at the centre line of the stair and 1.8 m at the side where height is limited.</li></ul>",
            "A worked example shows how the numbers interact. Suppose the floor-to-floor height is 2,610 mm. Dividing by 13 risers gives 200.8 mm, within the limit. Choosing a going of 225 mm gives 2R + G = 626.6 mm, inside the range, and a pitch of about 41.7 degrees, just under the maximum. Twelve treads of 225 mm need a horizontal run of 2.7 m, and the designer must then check that the headroom line rises clear of the roof slope above the top steps. Where there is no room for a conventional stair, an alternating-tread stair is permitted for a single habitable room, with handrails on both sides and slip-resistant treads.",
            "Insulation turns the loft from a cold roof void into a heated room. The 2021 edition of Approved Document L sets a limiting U-value of 0.15 W/m²K for new roof elements in existing dwellings, and 0.18 W/m²K for new walls such as dormer cheeks. A typical sloping-ceiling build-up combines rigid PIR boards between the rafters with a further layer of insulated plasterboard fixed beneath them.",
            "Condensation control matters as much as thickness. If the roof has an older, non-breathable felt, a ventilated air gap of at least 50 mm must be kept between the insulation and the felt, with ventilation at eaves and ridge. Under a modern vapour-permeable membrane the gap may be reduced or omitted, following the manufacturer's certification. On the warm, room side, a vapour control layer, often the foil facing of the boards with taped joints, limits moist indoor air reaching cold timber.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-global-health",
    discipline: "Global health",
    title: "Introduction to Global Health",
    description:
      "An introduction to how health is measured and compared across the world, what drives the differences between and within countries, and which institutions shape the global response, from the World Health Organization to Gavi, with closer looks at antimicrobial resistance and the Sustainable Development Goals.",
    level: "beginner",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "antimicrobial resistance",
    modules: [
      {
        title: "Measuring Health Across Countries",
        description:
          "Life expectancy, child and maternal mortality, and the disability-adjusted life year as tools for comparison.",
        lesson: {
          title: "Counting Lives and Years",
          html: p(
            "Comparing health across countries depends on a handful of indicators, each with its own strengths and blind spots. The most familiar is life expectancy at birth: the average number of years a newborn would live if current age-specific death rates stayed the same throughout their life. It is a summary of present mortality, not a forecast. Global life expectancy rose from about 67 years in 2000 to about 73 in 2019, fell by nearly two years during the COVID-19 pandemic, and has since begun to recover. National figures range from the mid-80s in Japan and Switzerland to the low 50s or 60s in several countries of sub-Saharan Africa.",
            "The under-five mortality rate counts deaths before the fifth birthday per 1,000 live births. It fell from 93 in 1990 to about 37 in 2022, one of the great achievements of the past generation, yet the rate in sub-Saharan Africa remains more than ten times that in high-income countries. The maternal mortality ratio counts deaths from pregnancy-related causes per 100,000 live births; the global figure was about 223 in 2020, with most deaths occurring in low-income settings and from preventable causes such as haemorrhage and hypertensive disorders.",
            "Mortality alone ignores illness that disables without killing. The disability-adjusted life year, or DALY, developed for the Global Burden of Disease study in the early 1990s, adds the two together. One DALY is one lost year of healthy life. DALYs are the sum of years of life lost (YLL), calculated from each death and the remaining life expectancy at that age in a reference life table, and years lived with disability (YLD), calculated from the number of people with a condition multiplied by a disability weight between 0 for full health and 1 for death. If the reference table gives 30 remaining years at the age a woman dies, her death contributes 30 YLL; 1,000 people living for a year with a condition weighted 0.2 contribute 200 YLD.",
            "All these measures depend on data. Many low-income countries lack complete civil registration of births and deaths, so estimates rely on household surveys such as the Demographic and Health Surveys and UNICEF's Multiple Indicator Cluster Surveys, and on verbal autopsy interviews with relatives to assign causes of death.",
          ),
        },
      },
      {
        title: "Why Health Differs: Determinants and Transitions",
        description:
          "Why causes of death shift as countries develop, and how income, education and inequality shape health between and within countries.",
        lesson: {
          title: "The Epidemiological Transition and the Social Determinants",
          html: p(
            "In 1971 Abdel Omran described an epidemiological transition that societies pass through as they develop. In the age of pestilence and famine, life expectancy is low and infectious disease and malnutrition dominate. In the age of receding pandemics, mortality falls and life expectancy climbs. In the age of degenerative and human-made diseases, heart disease, cancers, diabetes and injuries become the main causes of death. Today non-communicable diseases cause about 74 per cent of deaths worldwide, some 41 million a year, and most of those deaths occur in low- and middle-income countries. Many such countries face a double burden: infections, undernutrition and maternal conditions persist alongside rising rates of cardiovascular disease and diabetes.",
            "Income clearly matters. In 1975 Samuel Preston plotted life expectancy against national income per head and found a steep, curved relationship: gains are large as income rises among poor countries and flatten among rich ones. He also found that the whole curve had shifted upwards over time, so a country at a given income enjoyed a longer life expectancy in the 1960s than a country at the same income in the 1930s. Preston concluded that most of the improvement came not from income growth itself but from factors such as medical technology and public health measures.",
            "Education is one of those factors. John Caldwell's work in Nigeria in the late 1970s showed that a mother's schooling predicted her children's survival more strongly than household income, probably because educated mothers used health services more readily and made different decisions within the household.",
            "Health also differs sharply within countries. The WHO Commission on Social Determinants of Health, chaired by Michael Marmot, reported in 2008 that male life expectancy in the Calton area of Glasgow was 54 years, against 82 in Lenzie a few kilometres away. The Commission argued that such gradients arise from the conditions in which people are born, grow, live, work and age, and from the distribution of power and money that shapes those conditions, and it called for action across housing, education, employment and social protection, not only in health services.",
          ),
        },
      },
      {
        title: "Who Does What? The Institutions of Global Health",
        description:
          "What WHO, the World Bank, Gavi and the Global Fund do, how they are funded, and how the Sustainable Development Goals set targets.",
        lesson: {
          title: "Agencies, Partnerships and Targets",
          html: p(
            "The World Health Organization, founded in 1948, is the United Nations agency for health. Its 194 member states meet each year in the World Health Assembly in Geneva, which sets policy and elects the Director-General. WHO writes norms and technical guidance, coordinates responses to outbreaks under the International Health Regulations (2005), and can declare a public health emergency of international concern, as it did for COVID-19 in January 2020. Its budget is small relative to its mandate, and only a minority, typically below a fifth, comes from the assessed contributions that member states must pay; the rest is voluntary funding, much of it earmarked by donors for particular programmes, which limits WHO's freedom to set its own priorities.",
            "Since 2000 a new kind of body has grown up alongside WHO: the global health partnership, combining governments, foundations, industry and civil society. Gavi, the Vaccine Alliance, was founded in 2000 to pool demand for vaccines in the poorest countries and negotiate lower prices; it reports having helped immunise more than a billion children. Countries co-finance their vaccines and take over the full cost as their incomes rise. The Global Fund to Fight AIDS, Tuberculosis and Malaria, set up in 2002, finances programmes designed and run by national partners. The Bill & Melinda Gates Foundation is among the largest funders of both. The World Bank lends for health-system strengthening and publishes much of the economic analysis that shapes policy.",
            "Targets give this crowded field a shared direction. The Millennium Development Goals (2000–2015) included three health goals; their successors, the Sustainable Development Goals adopted in 2015, gather health into Goal 3, with targets for 2030 that include:" +
              "<ul><li>a global maternal mortality ratio below 70 per 100,000 live births (3.1);</li><li>neonatal mortality of at most 12 and under-five mortality of at most 25 per 1,000 live births in every country (3.2);</li><li>ending the epidemics of AIDS, tuberculosis and malaria (3.3);</li><li>universal health coverage, including protection from catastrophic health spending (3.8).</li></ul>",
            "Critics argue that vertical, disease-specific programmes can pull staff and attention from primary care, while supporters point to measurable results. That tension runs through every debate in the field.",
          ),
        },
      },
    ],
  },
];
