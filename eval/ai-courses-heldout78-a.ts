/** Seventy-eighth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout78.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT78_A: EvalCourse[] = [
  {
    slug: "coaching-beginner-golfers",
    discipline: "Golf coaching",
    title: "Coaching Beginner Golfers",
    description:
      "What does a new golfer need first, and what can wait? Trainee coaches work through the set-up, the full swing and the ball-flight laws, chipping and pitching, and how to run a safe, progressive group session on the range.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week on the driving range)",
    plantedGap: "chipping and pitching",
    modules: [
      {
        title: "Set-up fundamentals: grip, alignment, stance and posture",
        description: "How a sound set-up is taught and checked before any swing change is attempted.",
        lesson: {
          title: "Teaching the set-up",
          html: p(
            "Most swing faults in beginners start before the club moves, which is why coaches teach the set-up first and check it at every session. A common teaching order is GASP: grip, alignment, stance and posture. The figures below assume a right-handed golfer; reverse them for a left-hander.",
            "The lead (left) hand holds the club diagonally across the fingers, from the base of the little finger to the middle joint of the index finger, not across the palm. With the hand closed, the golfer should see two to two-and-a-half knuckles, and the V formed by thumb and forefinger should point roughly between the chin and the right shoulder. The trail hand joins in one of three ways: the overlapping (Vardon) grip, with the right little finger resting over the gap between the left index and middle fingers; the interlocking grip, with the little finger and index finger hooked together; or the ten-finger grip, which suits juniors and small hands. Grip pressure should be light enough for the forearms to stay soft; many coaches ask for about four on a scale of ten.",
            "Alignment is taught with the railway-track image: the ball and clubface sit on the outer rail, pointing at the target, and the feet, hips and shoulders sit on the inner rail, parallel to it and therefore aimed slightly left of the target. The classic beginner error is to point the feet straight at the flag, which aims the body to the right.",
            "For a mid-iron the feet are about shoulder-width apart and the ball sits near the centre of the stance; it moves progressively forward, towards the inside of the left heel, as the clubs get longer. Posture comes from hinging at the hips with a straight back, flexing the knees slightly and letting the arms hang straight down from the shoulders, with the weight over the balls of the feet rather than the heels.",
            "Check the set-up from two camera positions, face-on and down the target line. Face-on shows ball position and stance width; down-the-line shows alignment and spine angle. Correct one element at a time; set-up faults creep back, so re-check them every session.",
          ),
        },
      },
      {
        title: "The full swing and the ball-flight laws",
        description:
          "What the clubhead does at impact, why the ball starts and curves where it does, and how to use that to diagnose a beginner's swing.",
        lesson: {
          title: "Reading ball flight",
          html:
            p(
              "A coach's most reliable diagnostic tool is the ball itself. Its flight is the result of five impact factors: clubface angle, club path, angle of attack, clubhead speed and the centredness of strike. Older coaching manuals taught that the ball starts in the direction of the swing path; launch monitors such as TrackMan showed this to be wrong. Start direction is set mainly by the face angle at impact, roughly 75 per cent for an iron and 85 per cent for a driver, while curvature comes from the difference between face angle and path.",
              "For a right-hander, a face that is closed relative to the path produces a draw or, if the difference is large, a hook; a face open relative to the path produces a fade or slice. Combining start direction with curve gives the nine basic ball flights:",
            ) +
            "<ul><li>starting left: pull-hook, straight pull, pull-slice;</li><li>starting on target: hook, straight, slice (fade if the curve is gentle);</li><li>starting right: push-hook, straight push, push-slice.</li></ul>" +
            p(
              "Diagnosis follows from this. If the ball starts left of target, the face was pointing left at impact. If it then curves right, the face was open to a path that was even further left, an out-to-in path. This pull-slice is the most common adult beginner flight, typically produced by a weak grip that leaves the face open and an upper body that throws the club outside the hands at the start of the downswing.",
              "Centredness matters too. Strikes from the toe of a driver tend to draw and strikes from the heel tend to fade, because of the gear effect of the large clubhead, so before changing a swing check the strike pattern with face spray or impact tape.",
              "The order of correction is face before path. Strengthening the grip by turning both hands slightly to the right often straightens the flight at once, and only then is path work worthwhile. Useful early drills are the 9-to-3 half swing, in which the lead arm travels from the nine o'clock to the three o'clock position, and hitting balls with the feet together, which forces the arms and body to stay in sequence.",
            ),
        },
      },
      {
        title: "Planning a beginner group session",
        description:
          "Structuring a safe, progressive range session for up to eight adults, from safety briefing to review.",
        lesson: {
          title: "Safety, structure and practice design",
          html: p(
            "A beginner group session lives or dies on organisation. Before anyone swings, the coach sets out hitting positions in a single line, all golfers facing the same direction, with enough space that a club held at arm's length plus a full swing cannot reach a neighbour; on most ranges this means using alternate bays. Left-handed players go at the left-hand end of the line so that they do not face another golfer. Nobody walks forward of the line, and clubs stay on the ground while the coach is talking or demonstrating.",
            "A ninety-minute session for six to eight adults might run as follows: safety briefing and introductions (5 minutes); warm-up with mobility work and slow practice swings (10 minutes); demonstration of one new element, shown whole, then broken into parts, then whole again (10 minutes); guided practice in pairs, one hitting and one checking a single set-up point (35 minutes); a target game (20 minutes); and a review in which each golfer names one thing they will practise (10 minutes).",
            "Practice design should follow the motor-learning evidence. In the study by Shea and Morgan (1979), blocked practice, repeating the same task many times in a row, gave better performance during the session, while random practice, mixing tasks, gave better retention and transfer a day or more later. The lesson for golf is to let beginners groove a movement briefly, then vary the club, target and shot as soon as the basic pattern holds.",
            "Feedback should be short, specific and not constant. Telling a learner after every swing makes them dependent on the coach; summary feedback after five balls, or feedback only when a swing falls outside an agreed range, supports learning better. Gabriele Wulf's research on attentional focus suggests phrasing cues externally, about the club or the ball, rather than internally, about body parts: 'send the clubhead towards the target' usually works better than 'rotate your forearms'.",
            "Finish with a short written note of what each golfer worked on, so the next session starts from where this one ended.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-lifestyle-medicine",
    discipline: "Lifestyle medicine",
    title: "Introduction to Lifestyle Medicine",
    description:
      "For practice nurses, pharmacists, health trainers and allied health students who want to help patients change the everyday habits behind chronic disease. The course covers physical activity prescription, sleep health, smoking cessation and brief behaviour-change conversations based on motivational interviewing.",
    level: "beginner",
    duration: "five weeks (one evening webinar and an hour of directed reading a week)",
    plantedGap: "smoking cessation",
    modules: [
      {
        title: "Prescribing physical activity",
        description:
          "The UK Chief Medical Officers' guidelines and how to turn them into a realistic plan for an inactive adult.",
        lesson: {
          title: "From guidelines to a first prescription",
          html: p(
            "The UK Chief Medical Officers' physical activity guidelines (2019) recommend that adults accumulate at least 150 minutes of moderate-intensity activity a week, or 75 minutes of vigorous activity, or an equivalent mix, and do muscle-strengthening activity on at least two days. They should also break up long periods of sitting. Older adults are additionally advised to include activities that improve balance and flexibility on two days a week. The World Health Organization's 2020 guidelines are very similar, with a range of 150 to 300 moderate minutes.",
            "Intensity is often expressed in metabolic equivalents (METs), where one MET is resting energy use. Moderate activity is roughly 3 to 6 METs, brisk walking for example, and vigorous activity is above 6 METs, such as running. In conversation the talk test is more useful: during moderate activity a person can talk but not sing; during vigorous activity they can say only a few words before pausing for breath.",
            "The dose-response curve is steepest at the bottom. The largest health gain comes from moving an inactive person, defined in England's Active Lives survey as someone doing less than 30 minutes a week, to doing some activity, not from taking a moderately active person to an athletic level. That is why a first prescription aims low and builds.",
            "A prescription can be written using FITT: frequency, intensity, time and type. Take a 58-year-old woman with knee osteoarthritis who currently does no planned activity. A reasonable start is a 10-minute walk at a pace where she can talk but not sing, on five days a week, plus two short sessions of sit-to-stand and wall press-ups. Every two weeks she adds five minutes per walk until she reaches 30 minutes. Exercise is itself a core treatment for osteoarthritis in NICE guidance, so joint pain is a reason to adapt the plan, not to avoid it.",
            "Most people do not need medical clearance before starting moderate activity. Chest pain on exertion, unexplained breathlessness or fainting should be assessed first. The Moving Medicine resources from the Faculty of Sport and Exercise Medicine give condition-specific conversation guides.",
          ),
        },
      },
      {
        title: "Sleep health",
        description: "How much sleep adults need, what disrupts it, and the first-line treatment for chronic insomnia.",
        lesson: {
          title: "Assessing and improving sleep",
          html: p(
            "Adults are advised to sleep seven or more hours a night; most consensus statements give a range of seven to nine hours. Sleep timing is governed by two processes: a circadian rhythm, entrained mainly by morning light, and homeostatic sleep pressure, which builds with time awake, partly through the accumulation of adenosine in the brain. Caffeine works by blocking adenosine receptors, and its half-life of about five hours (it varies widely between people) means that a mid-afternoon coffee is still partly active at bedtime.",
            "Chronic insomnia is defined in DSM-5 as difficulty initiating or maintaining sleep, or early waking, on at least three nights a week for at least three months, with daytime impairment, despite adequate opportunity to sleep. The Sleep Condition Indicator is a short questionnaire that screens for it. Excessive daytime sleepiness is a different problem, measured with the Epworth Sleepiness Scale, where a score above 10 is usually taken as abnormal.",
            "Sleep hygiene advice on its own, such as a dark, quiet, cool bedroom and a regular wake time, has weak evidence as a treatment. The recommended first-line treatment for chronic insomnia is cognitive behavioural therapy for insomnia (CBT-I), delivered face to face, in groups or digitally; NICE recommended the digital programme Sleepio in 2022. Its main components are:",
            "stimulus control, in which the bed is used only for sleep and the person gets up if unable to sleep after about twenty minutes; sleep restriction, in which time in bed is cut back to the average time actually asleep and then gradually extended as sleep efficiency improves above about 85 per cent; and cognitive work on unhelpful beliefs such as 'if I don't get eight hours tomorrow will be a disaster'.",
            "Some presentations need referral rather than coaching. Loud snoring with witnessed pauses in breathing, morning headaches and daytime sleepiness suggest obstructive sleep apnoea, and the STOP-BANG questionnaire helps decide who needs a sleep study. Sleepiness in someone who drives for work is a safety issue and should be raised directly.",
          ),
        },
      },
      {
        title: "Conversations that support change",
        description: "Brief interventions and the spirit and core skills of motivational interviewing.",
        lesson: {
          title: "Motivational interviewing in a ten-minute appointment",
          html:
            p(
              "Motivational interviewing (MI), developed by William Miller and Stephen Rollnick, is a collaborative conversation style for strengthening a person's own motivation to change. It starts from the observation that ambivalence is normal: most people who need to change a habit can list reasons for and against, and when a clinician argues one side the patient tends to argue the other. Miller and Rollnick call the clinician's urge to fix and persuade the righting reflex, and MI trains people to resist it.",
              "The spirit of MI has four elements in the third edition of their book (2013): partnership, acceptance, compassion and evocation, drawing out the person's own reasons rather than installing the clinician's. The core skills are summarised as OARS:",
            ) +
            "<ul><li>Open questions: 'What would you like to be different about your health?'</li><li>Affirmations: recognising effort or strengths, not empty praise.</li><li>Reflections: restating what the person means, often going one step beyond their words.</li><li>Summaries: gathering several reflections together, usually before moving on.</li></ul>" +
            p(
              "The clinician listens for change talk, the person's own statements in favour of change. Preparatory change talk is captured in the acronym DARN: desire, ability, reasons and need. Mobilising change talk is CAT: commitment, activation and taking steps. Evoking and reflecting change talk predicts behaviour change; arguing for change does not.",
              "Rulers are quick in a short appointment. Ask 'On a scale of 0 to 10, how important is it for you to be more active?' If the answer is 4, ask 'Why 4 and not 2?' The answer is change talk. Asking 'why not 8?' would invite the person to defend the status quo.",
              "Once the person is ready, a plan should be specific and small. Implementation intentions, the if-then plans studied by Peter Gollwitzer, had a medium-to-large effect on goal attainment in a meta-analysis by Gollwitzer and Sheeran (2006): 'If it is Tuesday or Thursday at 12.30, then I walk to the park before lunch.' Record the plan and review it at the next contact.",
            ),
        },
      },
    ],
  },
  {
    slug: "hard-landscaping-patios-paths-and-paving",
    discipline: "Hard landscaping",
    title: "Hard Landscaping: Patios, Paths and Paving",
    description:
      "A practical introduction to building patios and paths that last: setting out and levels, sub-base preparation, laying natural stone flags on mortar, block paving, and retaining walls.",
    level: "beginner",
    duration: "ten weeks (one day a week in the college workshop and training yard)",
    plantedGap: "retaining walls",
    modules: [
      {
        title: "Setting out, levels and falls",
        description:
          "Marking out a patio, fixing finished levels against the house and building in a fall to shed surface water.",
        lesson: {
          title: "Pegs, lines and a fall of 1 in 60",
          html: p(
            "Every paving job starts with a datum, a fixed height from which all other levels are taken. Against a house the key reference is the damp-proof course (DPC). The finished paving should sit at least 150 mm below it, so that rain splashing off the surface does not bridge the DPC and cause damp inside. Where that is impossible, a gravel-filled channel with a grating between paving and house is the usual solution, but it needs designing in, not improvising.",
            "Paving must fall so that surface water runs away from the building. A typical fall for a patio is 1 in 60 for riven natural stone, whose uneven surface holds water, and 1 in 80 for smooth or sawn stone and porcelain. To work it out, divide the length of the fall by the ratio: a patio 4.8 m deep at 1 in 60 drops 4800 / 60 = 80 mm from the house to the far edge. The water must go somewhere sensible, such as a lawn, a planted border or a soakaway, and never towards a neighbour's property.",
            "Setting out uses pegs and string lines. A right angle is checked with the 3-4-5 method: measure 3 m along one line and 4 m along the other, and adjust until the diagonal between the two marks is exactly 5 m. For bigger areas use 6-8-10. Levels are transferred with a long spirit level on a straight-edge, or with a rotating laser level, which is quicker and more accurate over distance. Each peg is knocked in until its top marks finished paving level, with the fall built in peg by peg.",
            "Excavation depth is the sum of the build-up. For a pedestrian patio of 20 to 40 mm thick flags, allow about 100 mm of compacted sub-base, 30 to 40 mm of mortar bed and the paving thickness, so roughly 170 to 180 mm below finished level. Before digging, scan the area with a cable avoidance tool (CAT) and signal generator, and ask the client about buried services; a spade through a supply cable is both dangerous and expensive.",
          ),
        },
      },
      {
        title: "Sub-base and natural stone flags on a mortar bed",
        description: "Building a compacted Type 1 sub-base and bedding sandstone flags on a full mortar bed.",
        lesson: {
          title: "Full-bed laying of natural stone",
          html: p(
            "The sub-base carries the load and spreads it to the ground. The standard material is Type 1, a crushed rock or concrete aggregate graded from dust up to about 31.5 mm, defined in the Specification for Highway Works. Its range of particle sizes lets it lock together when compacted. On soft clay, lay a geotextile membrane first to stop the sub-base being pushed into the soil. Spread the Type 1 in layers no thicker than about 100 mm and compact each with a vibrating plate, making several passes until the surface no longer moves underfoot. It should already follow the fall.",
            "Natural stone flags are laid on a full bed of mortar, typically a semi-dry mix of four to six parts sharp sand to one part cement, 25 to 40 mm thick. The older method of setting flags on five dabs of mortar, one at each corner and one in the middle, leaves hollows beneath the stone. These trap water, which can stain sandstone and freeze in winter, and the unsupported areas crack under point loads. Industry guidance now treats full bedding as standard.",
            "Many sandstones and all porcelain need a bonding agent. A slurry primer, a cement-based paint, is brushed onto the back of each flag immediately before laying, otherwise the stone may not bond to the bed and will rock loose within a season. Porcelain is almost non-porous, so without a primer it will not bond at all.",
            "Lay each flag onto the bed and tap it down with a rubber mallet until it reaches the string line, checking level along the run and fall across it. Leave joints of about 8 to 10 mm for riven stone and 3 to 5 mm for sawn stone or porcelain, and keep them consistent with spacers. In a random pattern avoid long straight joints running across the patio, which look unplanned.",
            "Joints are filled once the bed has set, either with a wet mortar pushed in and struck off neatly or with a resin jointing compound brushed into a damp surface. Keep foot traffic off for at least 24 hours and clean mortar smears off the stone before they harden.",
          ),
        },
      },
      {
        title: "Block paving",
        description:
          "Laying concrete block paving on a sand laying course, with edge restraints, cutting and compaction.",
        lesson: {
          title: "Flexible paving from edging to final compaction",
          html:
            p(
              "Block paving is a flexible pavement: the blocks are not glued down but interlock through sand-filled joints, so they spread loads sideways as well as downwards. It suits driveways as well as paths. The standard reference is BS 7533, and the industry body Interpave publishes practical guidance.",
              "A domestic build-up is usually as follows:",
            ) +
            "<ol><li>Compacted Type 1 sub-base, about 100 mm for paths and 150 mm or more for driveways.</li><li>Edge restraints, such as kerbs or edging blocks, bedded on concrete and backed with a concrete haunch. Without them the blocks creep outwards and the interlock fails.</li><li>A laying course of grit sand, about 50 mm loose and 30 to 40 mm once compacted, screeded to level between guide rails. Once screeded it is not walked on.</li><li>Concrete blocks, 50 mm thick for pedestrian areas and 60 mm for cars.</li></ol>" +
            p(
              "Laying starts from a straight, fixed edge and works forwards, with the layer kneeling on the blocks already laid, never on the screeded sand. The pattern matters. Herringbone, at 45 or 90 degrees to the direction of traffic, gives the best interlock and is recommended for driveways; stretcher bond is attractive and adequate for paths. Check the pattern with string lines every few metres, because small errors accumulate.",
              "Cuts are made last, with a block splitter or a disc cutter. Cutting concrete releases respirable crystalline silica, so disc cutters must be used with water suppression and, where needed, a correctly fitted FFP3 mask. Avoid tiny slivers at the edges; a common rule is that no cut piece should be smaller than about a third of a block, and the layout is adjusted to achieve this.",
              "Once the area is laid and cut, spread dry, fine jointing sand, kiln-dried so that it flows, and sweep it into the joints. Then run a plate compactor fitted with a rubber mat over the surface in several passes, which beds the blocks into the laying course and settles the sand. Brush in more sand and compact again until the joints are full. A correctly compacted surface should show no rocking blocks and no gaps wider than a few millimetres.",
            ),
        },
      },
    ],
  },
  {
    slug: "grassland-management-for-livestock-farms",
    discipline: "Grassland management",
    title: "Grassland Management for Livestock Farms",
    description:
      "Grass is the cheapest feed on most livestock farms, yet many swards produce well below their potential. Topics include how ryegrass and clover grow, rotational grazing and measuring grass, soil fertility, and reseeding.",
    level: "beginner",
    duration: "a twelve-week block (one lecture and one farm walk a week)",
    plantedGap: "reseeding",
    modules: [
      {
        title: "How grass grows",
        description:
          "Tillers, leaves and the three-leaf rule for perennial ryegrass, and the contribution of white clover.",
        lesson: {
          title: "The ryegrass plant and the three-leaf rule",
          html: p(
            "Perennial ryegrass (Lolium perenne) dominates productive lowland grassland in Britain and Ireland because it grows fast, responds well to nitrogen and tolerates grazing. The unit of a grass sward is the tiller, a shoot with its own leaves and roots. A healthy sward has thousands of tillers per square metre, and management aims to keep them numerous and leafy.",
            "Each ryegrass tiller carries only about three live leaves at a time. When a fourth leaf appears, the oldest leaf dies and its material is lost to the farm. This is the basis of the three-leaf rule: the ideal time to graze is when tillers have between two-and-a-half and three leaves. Graze earlier, at one or two leaves, and the plant has not yet rebuilt the water-soluble carbohydrate reserves in the base of the tiller, so regrowth is slow. Graze later and leaves are dying, quality falls and the sward becomes stemmy.",
            "The rate of leaf appearance depends mainly on temperature. In late spring and summer a new leaf may appear every seven to ten days, so three leaves take about three weeks; in winter it can take a month or more per leaf. Daily growth follows the same pattern, from under 10 kg of dry matter (DM) per hectare in midwinter to more than 80 kg DM/ha at the spring peak on good land.",
            "Leaf is far better feed than stem. Leafy ryegrass in spring typically has a metabolisable energy of 11.5 to 12 MJ per kg DM, whereas stemmy grass after heading falls well below that. Grazing pressure in late spring therefore aims to stop the grass heading in the first place.",
            "White clover (Trifolium repens) spreads by stolons, creeping stems along the soil surface, and fixes atmospheric nitrogen through Rhizobium bacteria in root nodules. A sward with about 30 per cent clover can fix in the order of 100 to 150 kg of nitrogen per hectare per year, and clover raises intake and protein content. It is sensitive to heavy nitrogen applications and to low pH, which is one reason soil fertility matters.",
          ),
        },
      },
      {
        title: "Rotational grazing and grass measurement",
        description: "Paddock systems, pre- and post-grazing targets and the weekly farm walk with a plate meter.",
        lesson: {
          title: "Measuring and budgeting grass",
          html: p(
            "In set stocking, animals graze the same area all season. In rotational grazing the farm is divided into paddocks, each grazed for one to three days and then rested while the others are grazed. Rotation lets grass reach the right leaf stage before grazing and allows the herd to be moved onto fresh grass at a known allowance. Utilisation, the proportion of grown grass actually eaten, is often 50 to 60 per cent under set stocking and can exceed 75 per cent in a well-run paddock system.",
            "Grass is measured as cover, in kg DM per hectare. The usual tool is the rising plate meter, a disc that slides up a rod and records compressed sward height; a calibration equation converts height to cover. The equation should be checked a few times a year by cutting, drying and weighing quadrat samples, because it varies with season and sward type. Experienced farmers also learn to estimate cover by eye, then check themselves with the meter.",
            "Typical targets for a spring-calving dairy farm in mid-season are a pre-grazing cover of about 1,300 to 1,600 kg DM/ha and a post-grazing residual height of about 4 cm. Leaving too much residual wastes grass and lets stem build up; grazing too tight slows regrowth. For set-stocked ewes and lambs, the equivalent guide is to hold sward height at around 4 to 6 cm.",
            "The weekly farm walk feeds a grass wedge. Each paddock's cover is plotted as a bar, highest to lowest, against a target line that runs from the ideal pre-grazing cover down to the residual. Paddocks above the line are surplus and can be cut; a gap below the line warns of a deficit weeks before it bites.",
            "Demand is calculated from stocking rate and intake. With 3.5 cows per hectare each eating 17 kg DM a day, demand is 3.5 × 17 = 59.5 kg DM/ha/day. If measured growth is 75 kg DM/ha/day, there is a surplus of about 15 kg; if growth is 45, the rotation must be slowed or supplements added.",
          ),
        },
      },
      {
        title: "Soil fertility for grassland",
        description: "Soil sampling, pH and lime, and matching nitrogen, phosphate and potash to what the sward needs.",
        lesson: {
          title: "Soil testing, lime and nutrients",
          html: p(
            "Fertiliser spent on grass is wasted if the soil itself limits growth, so every nutrient plan starts with a soil test. The reference in England and Wales is the AHDB Nutrient Management Guide (RB209). Grassland should be sampled every three to five years, taking about 25 cores to a depth of 7.5 cm in a W pattern across each field or uniform area of up to about four hectares, avoiding gateways, troughs and dung patches. Sample at the same time of year each time, and not within a few months of lime or manure applications.",
            "Soil pH is checked first. The target for mineral soils under grass is about pH 6.0, a little higher for clover-rich swards, and lower, around 5.3, for peaty soils. Below target, nitrogen and phosphate are used less efficiently and clover declines. Lime is applied as ground limestone or chalk, and the rate is calculated from the pH deficit, soil type and the neutralising value of the product. Its effect takes months, so liming is planned ahead.",
            "Phosphorus (P) and potassium (K) are reported as indices from 0 to 9. The usual target for grassland is index 2 for both (for potassium, the lower half of index 2). At index 0 or 1, build-up applications are recommended; above target, fertiliser can be reduced or omitted. Fields cut for silage remove large amounts of potash, roughly 25 kg K2O for every tonne of dry matter taken off, so they need more than grazed fields, where most nutrients are returned in dung and urine.",
            "Nitrogen drives grass growth most directly. A well-timed kilogram of nitrogen typically produces 10 to 20 kg of extra dry matter. The first application in spring should wait until soil temperature is above about 5 to 6 °C and grass is actively growing; many farmers use the T-sum method, accumulating daily mean air temperatures above zero from 1 January, and apply when the total reaches about 200. In Nitrate Vulnerable Zones there are closed periods and limits on total nitrogen.",
            "One caution: heavy spring potash and nitrogen on grazed pasture reduce magnesium uptake by the grass and raise the risk of grass staggers (hypomagnesaemia) in cattle and ewes, so potash is usually applied later in the season.",
          ),
        },
      },
    ],
  },
  {
    slug: "improvisation-for-the-stage-foundations",
    discipline: "Improvisational theatre",
    title: "Improvisation for the Stage: Foundations",
    description:
      "Listen, accept, build: the basic disciplines of unscripted performance, practised through games, exercises and short scenes. Workshops cover offers and agreement, status, object work, character and narrative, ending with a first attempt at the long-form Harold.",
    level: "beginner",
    duration: "eight weeks (one three-hour studio workshop a week)",
    plantedGap: "object work",
    modules: [
      {
        title: "Offers, acceptance and “Yes, and”",
        description:
          "Why improvisers treat everything a partner says or does as an offer, and how blocking stops a scene.",
        lesson: {
          title: "Accepting and extending offers",
          html: p(
            "Improvised theatre has two main modern roots. Viola Spolin, working in Chicago, developed theatre games for children and actors, collected in Improvisation for the Theater (1963); her son Paul Sills carried them into the Compass Players (1955) and the Second City (1959). In London, Keith Johnstone developed his own methods at the Royal Court, later published as Impro (1979), and invented Theatresports in Calgary. Much of the basic vocabulary comes from Johnstone.",
            "For Johnstone, an offer is anything a performer says or does that could be taken up: a line, a gesture, a tone of voice, even a pause. Accepting an offer means treating it as true and building on it. Blocking means refusing or cancelling it. If one player says 'Doctor, my arm has turned blue' and the partner replies 'No it hasn't', the scene has nowhere to go. Johnstone observed that untrained improvisers block constantly, because blocking feels safe: it keeps the future predictable.",
            "The teaching slogan 'Yes, and' packs the rule into two words: yes, accept what is offered; and, add something new. 'Yes, it's spreading to your shoulder, and I'm afraid it's the third case today' accepts and raises the stakes. Two weaker responses are worth naming. Wimping accepts but adds nothing ('Oh dear, that's bad'). Gagging breaks the reality of the scene for a laugh, which often works once and then leaves the scene hollow.",
            "Questions are a hidden form of blocking. 'Where are we?' or 'Who are you?' hand all the creative work to the partner. Instead, make statements that define the who, the where and the what within the first three or four lines, as Spolin's exercises train: 'Sister Agnes, the bishop arrives at noon and the chapel roof is still leaking.'",
            "Core exercises for this stage are 'Yes, let's', in which the group builds a shared activity by acclamation; a one-word-at-a-time story in pairs; and two-person planning scenes in which every line must begin with 'Yes, and'. Afterwards, discuss where players felt the urge to block, and why.",
          ),
        },
      },
      {
        title: "Status",
        description:
          "Johnstone's status transactions: how high and low status are played through voice, body and the space between characters.",
        lesson: {
          title: "Playing high and low",
          html: p(
            "Johnstone's most influential idea is that every interaction involves a continual negotiation of status, which he defined not as social rank but as the dominance a person plays moment to moment. A king can play low to a servant, and the comedy of many classic double acts comes from a servant playing high to a master. Status is something you do, not something you are.",
            "Johnstone listed behaviours that raise or lower played status, and they can be drilled separately. High status: keeping the head still while speaking, holding eye contact and then looking away at leisure, speaking in complete sentences without hesitation, taking up space, moving slowly. Low status: small, quick movements, touching the face or hair, breaking eye contact and glancing back, beginning sentences with 'er' or 'sorry', tucking the feet in, occupying little space. The head movement alone is startlingly effective: ask a pair to repeat the same dialogue twice, once with still heads and once with small head movements, and audiences read two different relationships.",
            "Status works like a see-saw. Lowering your partner raises you; raising your partner lowers you. A status transaction is any line or gesture that shifts the balance, and scenes become interesting when the balance moves. A scene in which two characters stay at fixed status tends to flatten; a scene in which a confident customer is gradually reduced by a shop assistant's politeness holds attention.",
            "A classic exercise uses playing cards. Each player is dealt a card and holds it to their forehead without looking at it, then mingles at a party, treating others according to the number on their card. At the end, players line up by the status they think they have, and discover how accurately behaviour alone has told them. A second exercise asks a pair to play a scene with a fixed status gap, then swap, and then fight over status while trying to appear not to.",
            "Status choices give beginners something concrete to play when they have no idea what to say, which is why Johnstone placed them early in training.",
          ),
        },
      },
      {
        title: "From short scenes to the Harold",
        description:
          "Building character and narrative in short scenes, then linking scenes into Del Close's long form.",
        lesson: {
          title: "Character, narrative and the Harold",
          html:
            p(
              "A character can start from the body. Lead with a part of the body, the chin, the chest or the knees, and let the walk, voice and attitude follow; or take a strong emotional point of view about the first thing your partner says. Beginners often play themselves with a funny voice; a committed physical choice gives a clearer, more surprising character.",
              "Narrative is built by making things happen and then connecting them. Kenn Adams's story spine is a useful scaffold: 'Once upon a time... Every day... But one day... Because of that... Because of that... Until finally... And ever since then...'. Johnstone's principle of reincorporation completes it: audiences feel a story is satisfying when elements from early in the scene return and matter at the end. Before inventing anything new in the last minute, look back.",
              "Long-form improvisation sustains a single piece for twenty minutes or more. Its best-known structure, the Harold, was developed by Del Close in the 1960s with The Committee in San Francisco and refined in Chicago from the 1980s with Charna Halpern at ImprovOlympic, later iO. The book Truth in Comedy (1994) by Halpern, Close and Kim 'Howard' Johnson set out the form. A standard Harold runs:",
            ) +
            "<ol><li>An opening, in which the whole team explores a single audience suggestion to generate themes and ideas.</li><li>First beat: three unrelated two-person scenes (1A, 1B, 1C).</li><li>A group game involving most of the team.</li><li>Second beat: the same three scenes revisited (2A, 2B, 2C), often jumping forward in time.</li><li>A second group game.</li><li>Third beat: the threads are brought together, and characters from different scenes meet.</li></ol>" +
            p(
              "In a beginner workshop, run the Harold slowly, with a coach calling the edits, so players can see its shape before they are asked to feel it. Afterwards, trace which details from the opening resurfaced in the third beat.",
            ),
        },
      },
    ],
  },
];
