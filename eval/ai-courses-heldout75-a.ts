/** Seventy-fifth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout75.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT75_A: EvalCourse[] = [
  {
    slug: "foundations-of-gymnastics-coaching",
    discipline: "Gymnastics coaching",
    title: "Foundations of Gymnastics Coaching",
    description:
      "Aimed at new assistant coaches in club and school gymnastics, this course covers the basic body shapes and landing mechanics, safe physical support, progressive session planning and the safeguarding procedures every coach must follow. Each week pairs a short theory input with supervised coaching on the gym floor.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical session a week)",
    plantedGap: "safeguarding procedures",
    modules: [
      {
        title: "Shapes, Landings and Body Tension",
        description:
          "The core body shapes from which every gymnastics skill is built, and how to teach a safe two-footed landing.",
        lesson: {
          title: "The basic shapes and the safe landing",
          html:
            p(
              "Almost every gymnastics skill is a sequence of a few body shapes held under tension: the straight (or stretched) shape, the dish or hollow, the arch, the tuck, the pike and the straddle. A handstand is a straight shape with a slight hollow; a forward roll is a tuck; a cartwheel passes through a straddle. If a child cannot hold the shape on the floor, they will not hold it upside down or while rotating, so shape work is not a warm-up extra but the foundation of the whole programme.",
              "The dish deserves most attention. Lying on the back, the gymnast presses the lower back into the floor, lifts shoulders and legs a few centimetres, points the toes and squeezes the legs together with the arms by the ears. The coach checks for a flat lower back by sliding a hand underneath: if the hand fits, the shape has been lost. A sensible target for young beginners is a 20-second hold, built up from sets of 5 to 10 seconds. The arch is its mirror image, lying face down with the chest and legs lifted, and teaches the gymnast to feel the back muscles working without sagging into the lower spine.",
              "Landing is the first skill taught and the one practised most, because landings from even a low box produce ground reaction forces of several times body weight. A safe landing has five checkpoints:",
            ) +
            "<ol><li>feet hip-width apart and landing together;</li><li>contact through the balls of the feet, rolling to the heels;</li><li>ankles, knees and hips bending together to absorb the force;</li><li>knees tracking over the toes, never collapsing inwards;</li><li>chest up and arms forward or overhead for balance, held still for three seconds.</li></ol>" +
            p(
              "Knees that cave inwards on landing, known as valgus collapse, are the fault to correct first, because the same pattern is linked with knee ligament injury later in sport. Progress the height slowly, from floor jumps to a 30 cm box and then a 60 cm box onto a landing mat, and only when every landing is held still. A gymnast who wobbles or steps is telling the coach that the height or speed has been raised too soon.",
            ),
        },
      },
      {
        title: "Supporting and Spotting",
        description:
          "When and how a coach takes hold of a gymnast, with the grips and body positions that protect both the gymnast and the coach.",
        lesson: {
          title: "Principles of physical support",
          html: p(
            "Coaches distinguish support from spotting. Support is planned, hands-on help that carries part of the gymnast's weight or guides the rotation while a skill is being learned. Spotting is standing ready to intervene if something goes wrong, without touching unless needed. A skill usually moves from full support to light support, then to spotting and finally to independent performance, and the coach should plan that fading rather than let it happen by chance.",
            "Good support starts with the coach's own body. Stand close, with a wide, stable base and the feet split in the direction of travel; bend the knees rather than the back, and move with the gymnast instead of reaching from a fixed spot. Place the hands before the skill starts, not during it, and hold the parts of the body nearest the centre of mass, such as the hips, the lower back and the upper arm, because a hand on the hips controls the whole body while a hand on an ankle controls very little.",
            "For a forward roll down a wedge, kneel beside the gymnast, place one hand on the back of the head to keep the chin tucked and the other under the thighs to help the hips over. For a handstand against the wall, stand to one side and hold the thighs or knees as the legs arrive, lifting the gymnast into a straight line. The cartwheel uses a crossed-arm grip: the coach stands behind the gymnast's back, crosses the arms and places the hands on the hips, so that the arms uncross naturally as the gymnast turns over.",
            "Agree the plan before every attempt: which side the coach will stand, what the gymnast should do if they lose the shape, and a word that means stop. Never support a skill you have not been trained to support, and do not go on supporting once you are tired, because a late or weak hand is worse than no hand at all. Finally, remember that support can hide faults. If the coach is doing the work, the gymnast is not learning the skill, which is why support should be reduced as soon as the shape is secure.",
          ),
        },
      },
      {
        title: "Planning a Progressive Session",
        description:
          "How to structure an hour's session from warm-up to cool-down and break a skill into safe, measurable progressions.",
        lesson: {
          title: "From warm-up to skill progression",
          html:
            p(
              "A well-planned session of sixty minutes follows a predictable shape so that gymnasts know what to expect and the coach can spend attention on teaching rather than organising. A common structure for a recreational group of mixed ability is shown below.",
            ) +
            "<table><tr><th>Phase</th><th>Time</th><th>Content</th></tr><tr><td>Warm-up</td><td>10 min</td><td>Pulse raising, mobility of wrists, shoulders and ankles, then dynamic movements</td></tr><tr><td>Shapes and conditioning</td><td>10 min</td><td>Dish, arch and support holds; jumps and landings</td></tr><tr><td>Skill circuit</td><td>30 min</td><td>Three stations of 10 minutes, each with a progression</td></tr><tr><td>Cool-down</td><td>10 min</td><td>Light stretching, review of the session's learning goal</td></tr></table>" +
            p(
              "The RAMP model, proposed by Ian Jeffreys, gives the warm-up a purpose: Raise heart rate and body temperature, Activate and Mobilise the muscles and joints that the session will use, and Potentiate by finishing with movements close to the skills to come. Wrists deserve special care, because gymnastics is one of the few sports in which the wrists bear body weight repeatedly; circles, rocking on all fours and gentle weight-bearing in a front support should precede any handstand work.",
              "A progression is a chain of steps in which each one is only slightly harder than the last. For the handstand, a typical chain is: hold a front support with a straight body for 20 seconds; walk the feet up the wall into a handstand facing the wall; kick up to the wall from a lunge with support; lunge to handstand and back to lunge with a spot; hold 30 seconds against the wall; and finally attempt a free-standing balance. Each step has a clear criterion for moving on, such as three good repetitions in a row.",
              "Change one variable at a time: height, speed, support, surface or complexity. If a gymnast succeeds on a soft surface with support, do not remove the support and the soft surface together. When several attempts fail, go back one step, because repeated failed attempts rehearse the wrong movement pattern and erode confidence. Keep brief notes after every session about which gymnast reached which step, so the next plan starts from evidence rather than memory.",
            ),
        },
      },
    ],
  },
  {
    slug: "kitchen-installation-setting-out-units-and-worktops",
    discipline: "Kitchen fitting",
    title: "Kitchen Installation: Setting Out, Units and Worktops",
    description:
      "A kitchen that is five millimetres out of level will show it at every worktop joint and door gap. Practical from the first day, the course teaches setting out from a datum line, assembling and fixing base and wall cabinets, scribing to uneven walls, cutting and jointing laminate and timber worktops, and finishing with tiled splashbacks.",
    level: "beginner",
    duration: "six weeks (two full workshop days a week)",
    plantedGap: "tiled splashbacks",
    modules: [
      {
        title: "Survey and Setting Out",
        description:
          "Measuring the room, finding the high point of the floor and marking the level datum from which every cabinet is set.",
        lesson: {
          title: "Working from a datum line",
          html: p(
            "Every successful installation starts before a single carcass is assembled. The fitter measures each wall at three heights, near the floor, at worktop height and near the ceiling, because walls are rarely straight and a difference of 10 mm between readings changes how fillers and end panels will fit. Corners are checked for square with the 3-4-5 method: mark 300 mm along one wall and 400 mm along the other, and the diagonal between the marks should be 500 mm. Walls are checked for plumb with a long level, and any bow is noted on the survey drawing.",
            "The most important reading is the high point of the floor. Floors can vary by 15 mm or more across a room, and units cannot be lowered below the high point, only raised above it. Using a rotating laser or a long spirit level, the fitter finds that point and works upwards from it. In the United Kingdom a standard base carcass is 720 mm tall on adjustable legs of about 150 mm, so the top of the carcasses sits at around 870 mm; a 38 or 40 mm worktop then gives a finished height of roughly 910 mm. The fitter marks a level datum line at carcass-top height right around the room, and every base unit is adjusted to that line rather than measured from the floor.",
            "Wall cabinets are set out from the same datum. A gap of 450 to 500 mm between worktop and the underside of the wall cabinets is usual, enough to use small appliances on the worktop without striking the cabinets. The tops of wall cabinets are normally aligned with the tops of any tall housings, so the fitter checks the tall unit height before fixing the wall rail.",
            "Before drilling, check for hidden services. A cable detector helps, but the fitter should also know the safe zones in which electrical wiring may be buried: horizontally or vertically in line with a socket or switch, and within 150 mm of the ceiling or of a corner where two walls meet. Pipes are less predictable, so look for radiator and sink positions and trace their likely routes before marking fixing holes.",
          ),
        },
      },
      {
        title: "Fixing Base and Wall Cabinets",
        description:
          "Assembling flat-pack carcasses, levelling base cabinets to the datum, hanging wall cabinets securely and adjusting doors.",
        lesson: {
          title: "From carcass to aligned run",
          html: p(
            "Installation begins in a corner, because the corner cabinet fixes the position of everything that runs away from it. Each base carcass is set on its legs and adjusted until its top edge meets the datum line, then checked for level both front to back and side to side. Adjacent carcasses are clamped together with their front edges flush and joined with cabinet connector screws through the sides, usually two per joint, one near the top and one near the bottom. Only when a run is level and joined is it fixed back to the wall, through the rear rail into plugs in masonry or into timber noggins in a stud wall, with packing behind any hollow so that tightening the screw does not pull the carcass out of line.",
            "Wall cabinets carry more risk. A 600 mm cabinet full of crockery can weigh over 30 kg, and the load acts to pull the top fixing out of the wall. Most modern cabinets hang from adjustable brackets that hook over a steel rail screwed to the wall. The rail must be fixed level to the wall-cabinet datum, with fixings suited to the wall: frame plugs or long screws in brick or block, and heavy-duty cavity anchors or pre-fitted noggins in plasterboard. The brackets then allow vertical and depth adjustment so that adjacent cabinets can be brought flush.",
            "Doors are hung on 35 mm concealed cup hinges, often called Euro hinges, which offer three adjustments: side-to-side to set the gap between doors, depth to bring the door face flush, and height to align the door edges along a run. Aim for consistent gaps of 2 to 3 mm. Adjust hinges in pairs, working from the hinge side, and never force the screw beyond its range; if a door will not align, the carcass is probably out of square and should be corrected instead.",
            "Where a cabinet meets an uneven wall, a filler strip is scribed to the wall's profile. Hold the filler parallel to its final position, run a small spacer block down the wall with a pencil held against it to transfer the profile, cut to the line and slightly back-bevel the edge so that only the front face touches the wall.",
          ),
        },
      },
      {
        title: "Cutting and Jointing Worktops",
        description:
          "Choosing worktop materials and cutting square ends, mason's mitres and sink and hob apertures with a router and jig.",
        lesson: {
          title: "The mason's mitre and other worktop joints",
          html: p(
            "Most budget and mid-range kitchens use laminate worktops: a 38 or 40 mm chipboard core faced with high-pressure laminate, with the front edge postformed into a rounded profile. The curved edge is why laminate corners cannot simply be butted together. Instead, fitters use a mason's mitre, in which one worktop, the female, is cut with a short 45-degree return that follows the postformed profile, and the other, the male, runs straight and receives the matching end.",
            "The joint is cut with a router and a worktop jig, typically 700 or 900 mm long, using a 30 mm guide bush and a 12.7 mm straight cutter. The cut is made in several passes of about 10 mm depth rather than one full-depth pass, which would overload the cutter and scorch the edge. The router is moved so that the cutter's rotation pulls it against the jig edge rather than away from it, and a small test cut on an offcut confirms the jig pins are set to the right worktop width. The female cut is made first, then the male cut is made with the jig reversed.",
            "Underneath, the two worktops are pulled together with worktop connector bolts, usually three per joint, seated in dog-bone-shaped recesses cut with the same jig. Before tightening, the exposed chipboard edges are sealed with clear silicone or a colour-matched jointing compound, because moisture is the main enemy of chipboard: it swells at the joint and lifts the laminate within months if left bare.",
            "Solid timber worktops behave differently. Oak, beech and walnut move across their width with seasonal changes in humidity, so they are fixed to the carcasses with slotted brackets that allow movement, and they are oiled on every face, including the underside and cut ends, before fitting. Butt joints rather than mason's mitres are normal in timber, reinforced with connector bolts and sometimes biscuits or dowels for alignment.",
            "Sink and hob apertures are marked from the manufacturer's template. Drill the corners with a generous radius, because square internal corners concentrate stress and crack. On laminate, cut with a down-cutting jigsaw blade or from the underside to avoid chipping the face, and seal every cut edge before the sink or hob is lowered into place.",
          ),
        },
      },
    ],
  },
  {
    slug: "interior-design-basics-space-colour-and-light",
    discipline: "Interior design",
    title: "Interior Design Basics: Space, Colour and Light",
    description:
      "How do designers make a small room feel generous, or a cavernous one feel intimate? Beginners learn to measure and draw a room to scale, plan furniture around circulation space, build a colour scheme with the Munsell system, and choose soft furnishings and lighting that suit the way a room is used.",
    level: "beginner",
    duration: "eight weeks (one two-hour studio evening a week)",
    plantedGap: "soft furnishings",
    modules: [
      {
        title: "Measured Surveys and Scale Plans",
        description:
          "Taking accurate room measurements and drawing a plan with furniture at 1:50 using standard drawing conventions.",
        lesson: {
          title: "Drawing the room at 1:50",
          html:
            p(
              "A design that looks right on paper will only work in the room if the survey is accurate. Start with a freehand sketch of the room, then measure each wall at roughly waist height and write the figures on the sketch as you go. Running dimensions, taken from one corner with the tape held in place, are better than a chain of short measurements, because small errors add up when separate measurements are chained. Measure both diagonals as well: if they differ, the room is not square, and the plan must show it. Record the position and width of every door and window, sill and head heights, the ceiling height, radiators, sockets, switches and any beams or boxed-in pipes.",
              "Interior plans are usually drawn at 1:50, where 1 metre in the room becomes 20 mm on the paper, or at 1:20 for detailed areas such as a kitchen run. Walls are drawn as double lines showing their thickness; doors are drawn with a quarter-circle arc showing the swing; windows are shown as thin lines within the wall with the sill projecting. Furniture is drawn to its real footprint, never to an approximate size, because the purpose of the plan is to test whether things fit.",
              "Circulation space is the part beginners most often underestimate. Widely used guidance gives the following minimum clearances:",
            ) +
            "<ul><li>main walkways through a room: about 900 mm;</li><li>behind a dining chair so it can be pulled out and sat on: 750 to 900 mm from the table edge to a wall;</li><li>between a sofa and a coffee table: 400 to 450 mm, close enough to reach a cup;</li><li>beside a double bed for access and bed-making: 600 to 700 mm on each side.</li></ul>" +
            p(
              "Draw these clearances on the plan as dashed zones. If a zone overlaps a piece of furniture, either the furniture or the layout must change. Test the plan by tracing the routes people actually take, from door to seat, from seat to window, from kitchen to table, and check that no route forces a person to squeeze past an object. A layout that reads well from above but blocks the natural path through a room will be rearranged by its users within a week.",
            ),
        },
      },
      {
        title: "Colour: Hue, Value and Chroma",
        description:
          "Using the Munsell system and light reflectance values to build a colour scheme that works in the room's own daylight.",
        lesson: {
          title: "Building a scheme with Munsell",
          html: p(
            "Words such as warm grey or sage green mean different things to different people, so designers need a system that describes colour precisely. The Munsell system, devised by the American painter Albert Munsell in the early twentieth century, describes every colour by three independent dimensions. Hue is the colour family, arranged around a circle of five principal hues, red, yellow, green, blue and purple, with five intermediate hues between them. Value is lightness, on a scale from 0 for ideal black to 10 for ideal white. Chroma is the strength of the colour compared with a grey of the same value, starting at 0 and increasing with no fixed upper limit. A notation such as 5R 4/10 therefore means a mid-red of value 4 and chroma 10, a strong brick red.",
            "Paint manufacturers publish a light reflectance value, or LRV, for each colour: the percentage of visible light a surface reflects, from 0 for black to 100 for a perfect white. LRV is closely related to Munsell value; a useful approximation is that LRV is about V multiplied by V minus 1, so a value of 5 gives an LRV near 20, and a value of 9 an LRV near 72. High-LRV walls and ceilings spread daylight deeper into a room, which is why pale ceilings are almost universal.",
            "Daylight changes colour. In the northern hemisphere, north-facing rooms receive indirect, cooler light, in which cool blues and greys can look flat and cold; south-facing rooms receive warmer direct sun that intensifies yellows and reds. Always judge samples on the wall in the room, at several times of day, never from a small chip under shop lighting.",
            "Three classic schemes are the monochromatic scheme, which varies the value and chroma of a single hue; the analogous scheme, which uses neighbouring hues; and the complementary scheme, which pairs hues from opposite sides of the circle. A common proportion guide is 60-30-10: about 60 per cent of the visible surface in a dominant colour, 30 per cent in a secondary colour and 10 per cent in an accent. Contrast matters for accessibility too: BS 8300 recommends a difference of at least 30 LRV points between key surfaces, such as floor and wall or door and surrounding wall, so that people with low vision can read the room.",
          ),
        },
      },
      {
        title: "Layering Light",
        description:
          "Combining ambient, task and accent lighting, and reading lamp data for lumens, colour temperature and colour rendering.",
        lesson: {
          title: "Ambient, task and accent lighting",
          html: p(
            "Designers plan lighting in three layers. Ambient lighting gives the general level of light that lets people move safely and see each other's faces. Task lighting adds concentrated light where detailed work happens, such as a kitchen worktop, a desk or a reading chair. Accent lighting picks out objects or surfaces, such as a painting, a textured wall or a shelf of books, to create focal points and depth. A room lit by a single central pendant has only the first layer, which is why it often looks flat: the light falls evenly from above and casts unflattering shadows on faces.",
            "Light output is measured in lumens, not watts; watts measure energy use, and an LED lamp may give 800 lumens from under 10 watts. The light arriving on a surface is illuminance, measured in lux, which is lumens per square metre. As a guide, living spaces often need around 100 to 200 lux of ambient light, kitchen worktops around 300 lux, and reading or detailed craft work 500 lux or more, with older eyes needing considerably more light than younger ones.",
            "Colour temperature describes whether white light looks warm or cool and is given in kelvin. Lamps around 2700 K give the warm, slightly yellow light traditional in homes; 3000 K is a neutral warm white often used in kitchens and bathrooms; 4000 K is cool white, common in offices. Mixing very different colour temperatures in one room usually looks accidental. The colour rendering index, or CRI, measures how faithfully a lamp reveals colours compared with a reference source, on a scale up to 100. Choose a CRI of 90 or more wherever colour judgement matters, such as dressing areas, kitchens and rooms with artwork.",
            "Accent lighting works by contrast. A ratio of about 3:1 between the accent and the surrounding light is just noticeable, 10:1 is dramatic, and beyond that the object appears to float in darkness. Beam angle controls the spread: narrow spots of 10 to 25 degrees suit a single object, while floods of 40 to 60 degrees wash a wall. Put every layer on separate circuits with dimmers, so the same room can move from bright and practical to low and intimate as the day goes on.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-gamekeeping",
    discipline: "Gamekeeping",
    title: "Introduction to Gamekeeping",
    description:
      "Keepering from the ground up: habitat and cover management, legal predator control, rearing and releasing pheasants and partridges, and deer management on a lowland shoot. The course suits students on land-based diplomas and volunteer beaters or pickers-up who want to understand the keeper's year.",
    level: "beginner",
    duration: "twelve weeks (one day a week, mostly outdoors)",
    plantedGap: "deer management",
    modules: [
      {
        title: "Habitat, Cover and Feeding",
        description:
          "Managing woodland edges, hedgerows and game cover crops so that gamebirds and other farmland wildlife find food and shelter all year.",
        lesson: {
          title: "Holding birds through the year",
          html: p(
            "A keeper's first job is not shooting or trapping but habitat. Pheasants are birds of the woodland edge: they roost in trees, shelter in a dense shrub layer about one to two metres high, and feed out into open ground. A wood with a closed canopy and a bare floor holds few birds, however much feed is put out. Keepers therefore open sunny rides, cut back or coppice sections of woodland to encourage ground cover, and manage the transition from wood to field so that it is graded rather than abrupt, with shrubs and rough grass between the trees and the crop.",
            "Game cover crops provide food and shelter where woodland is lacking. Maize gives tall cover but little food once the cobs are stripped; kale, often grown as a two-year crop, gives excellent winter shelter; millet, triticale and quinoa supply seed. Many shoots sow mixtures so that at least one element stands through the winter. Cover strips of around 10 to 20 metres wide, planted along woodland edges or linking one block of cover to another, let birds move safely across the shoot.",
            "Late winter and early spring form the hungry gap, when crops and natural seed are exhausted and insects have not yet appeared. Supplementary feeding through hoppers or by hand along rides should continue through this period, ideally until at least the end of April, which benefits songbirds such as yellowhammers and tree sparrows as well as gamebirds.",
            "The grey partridge shows why habitat matters. Its chicks depend almost entirely on insects for their first two to three weeks of life, and research by the Game and Wildlife Conservation Trust linked the species' collapse to herbicides removing the weeds on which those insects live. Two GWCT innovations followed. Conservation headlands are the outer six metres or so of a cereal field sprayed with selective herbicides only, leaving broad-leaved weeds and their insects. Beetle banks are raised strips about two metres wide sown with tussocky grasses such as cocksfoot and Yorkshire fog across the middle of large fields; they shelter predatory beetles over winter and offer nesting cover for partridges in spring.",
          ),
        },
      },
      {
        title: "Predator Control and the Law",
        description:
          "Which predators may be controlled, under which licences, and the traps and methods that the law permits.",
        lesson: {
          title: "Lawful control of corvids, mustelids and foxes",
          html: p(
            "Nesting gamebirds and their eggs are taken by foxes, crows, magpies, stoats, rats and grey squirrels, and on many shoots legal predator control during the nesting season makes the difference between a wild population that breeds and one that does not. The law sets tight limits, and a keeper who breaks them risks prosecution and the reputation of the whole shoot.",
            "Under the Wildlife and Countryside Act 1981, all wild birds are protected. Carrion crows, magpies and several other members of the crow family may be controlled only under general licences, which in England are issued by Defra and Natural England for stated purposes such as conserving wild birds or preventing serious damage to livestock. The keeper does not apply for a general licence but must read its current version, satisfy its conditions and be able to justify the purpose. Larsen traps, small cage traps holding a live decoy bird, are widely used for crows and magpies. The decoy must have food, water, shelter and a perch, and the trap must be inspected at least once every day.",
            "Stoats, weasels and rats are taken with spring traps, which must be of a type approved under the relevant Spring Traps Approval Order and set in a natural or artificial tunnel that excludes larger non-target animals. Since July 2020, stoats in England may only be trapped with traps that meet the Agreement on International Humane Trapping Standards, such as the DOC 150 and DOC 200, and the older Fenn-type traps may no longer be used for them. Traps must be checked at least once a day.",
            "Foxes are most often controlled by shooting with a suitable rifle at night, using a lamp or thermal imaging equipment, with clear knowledge of what lies beyond the target. Snares have been banned in Wales and in Scotland and are tightly regulated by a code of practice in England. Many predators are fully protected and may not be killed at all, including all birds of prey, badgers, pine martens and polecats, and a keeper who finds a protected species in a trap must release it. Good practice is to keep a written record of every trap location, check and capture, which also shows the shoot that control is targeted and lawful.",
          ),
        },
      },
      {
        title: "Rearing and Releasing Gamebirds",
        description:
          "Incubation, brooding and the release pen, following current best-practice guidelines and the open seasons.",
        lesson: {
          title: "From egg to release pen",
          html: p(
            "Most pheasants shot in Britain are reared, either on the shoot from eggs or bought in as day-old chicks or six- to eight-week-old poults. Pheasant eggs take about 24 days to hatch, and red-legged partridge eggs about 23 to 24 days. In a forced-air incubator the usual setting is around 37.5 degrees Celsius with the eggs turned automatically several times a day. Turning stops about three days before the hatch, when the eggs are moved to a hatcher with higher humidity so that the chicks can break out of the shell without the membranes drying onto them.",
            "Chicks go under a brooder heated to about 35 degrees Celsius at the level of the birds, and the temperature is reduced gradually over the following weeks. Chick behaviour is the best thermometer: birds huddled under the heat are cold, birds pressed against the walls away from it are too hot, and birds spread evenly and calling quietly are comfortable. Plenty of space, clean water and a suitable starter crumb with high protein levels reduce feather pecking; where bits are fitted to the beak to prevent pecking injuries, they must be removed before the birds are released.",
            "Poults go to a release pen in woodland at six to eight weeks old. The pen needs a fence high enough to keep out foxes, often with an electric strand outside, plenty of sunny open areas inside, and roosting cover. Overstocking damages the woodland floor and the birds' health, so guidelines from the Game and Wildlife Conservation Trust recommend fewer than 700 birds per hectare of pen and that release pens occupy no more than about a third of any wood. Since 2021, releasing common pheasants and red-legged partridges within or close to certain protected European sites in England has needed to comply with a specific general licence.",
            "The shooting seasons set the calendar. Pheasants may be shot from 1 October to 1 February, and grey and red-legged partridges from 1 September to 1 February, while red grouse, a wild moorland bird that is not reared, runs from 12 August to 10 December. The period between release and the first shoot is spent holding birds with feed and cover, and the season's success depends heavily on how well that work was done.",
          ),
        },
      },
    ],
  },
  {
    slug: "inclusive-classroom-practice",
    discipline: "Inclusive education",
    title: "Inclusive Classroom Practice",
    description:
      "Nearly one pupil in five in England's schools is identified as having special educational needs, and most are taught in mainstream classrooms. Aimed at trainee teachers and teaching assistants, the course introduces the medical and social models of disability; Universal Design for Learning; the graduated approach of assess, plan, do and review; and assistive technology for reading and writing.",
    level: "beginner",
    duration: "five weeks (one evening workshop and one directed school-based task a week)",
    plantedGap: "assistive technology",
    modules: [
      {
        title: "Models of Disability",
        description:
          "How the medical, social and biopsychosocial models frame difficulty differently, and what each implies for classroom practice.",
        lesson: {
          title: "From deficit to barrier",
          html: p(
            "The way a teacher explains a pupil's difficulty shapes what the teacher does about it. The medical model locates the difficulty inside the person: a child cannot read fluently because of dyslexia, and the task is to diagnose, treat or remediate that condition. The model has real uses, since diagnosis can unlock support and explain experiences, but on its own it encourages staff to see the child as the problem and the curriculum as fixed.",
            "The social model grew from disabled people's own activism. In 1976 the Union of the Physically Impaired Against Segregation published its Fundamental Principles of Disability, which distinguished impairment, a feature of a person's body or mind, from disability, the exclusion imposed by a society that does not accommodate that impairment. The sociologist Mike Oliver named this the social model in the early 1980s. On this view a wheelchair user is disabled by steps rather than by the wheelchair, and a dyslexic pupil is disabled by dense, text-heavy worksheets and timed copying from the board.",
            "The World Health Organization's International Classification of Functioning, Disability and Health, published in 2001, offers a biopsychosocial synthesis. It describes body functions and structures, the activities a person carries out, and participation in life situations, all influenced by environmental factors and personal factors. The classroom implication is practical: a teacher can rarely change an impairment but can almost always change the environment and the task.",
            "International and national law point the same way. The UNESCO Salamanca Statement of 1994 called for regular schools with an inclusive orientation as the most effective means of combating discriminatory attitudes, and Article 24 of the UN Convention on the Rights of Persons with Disabilities of 2006 recognises a right to an inclusive education system at all levels. In Great Britain, the Equality Act 2010 requires schools to make reasonable adjustments so that disabled pupils are not put at a substantial disadvantage.",
            "Try the models on a single case. A Year 7 pupil with a diagnosis of developmental coordination disorder produces little written work. A medical-model response arranges handwriting therapy; a social-model response also asks why every task requires extended handwriting and offers other ways of recording. The best practice usually does both, but starts by examining the barrier.",
          ),
        },
      },
      {
        title: "Universal Design for Learning",
        description:
          "Planning lessons that offer multiple means of engagement, representation, and action and expression from the outset.",
        lesson: {
          title: "Designing for learner variability",
          html: p(
            "Universal Design for Learning, usually shortened to UDL, was developed in the 1990s by David Rose, Anne Meyer and colleagues at CAST, a non-profit research organisation in Massachusetts founded in 1984. It borrows its name from universal design in architecture, the approach associated with Ronald Mace, in which buildings are designed from the start to be usable by as many people as possible. The classic example is the dropped kerb: built for wheelchair users, it also helps people with pushchairs, suitcases and bicycles. UDL applies the same logic to lessons. Instead of planning for an imagined average pupil and then adapting for those who do not fit, the teacher plans for the predictable variability of real classes.",
            "The UDL framework is organised around three principles. Multiple means of engagement address why pupils learn: interest, motivation and persistence. Multiple means of representation address what they learn: the forms in which information is presented and the background knowledge needed to understand it. Multiple means of action and expression address how pupils show what they know. The CAST guidelines break each principle into more specific checkpoints and have been revised several times, most recently as version 3.0 in 2024.",
            "Consider a Year 8 science lesson on photosynthesis. For representation, the teacher presents the process through a labelled diagram, a short demonstration with pondweed producing bubbles of oxygen under a lamp, and a clear written summary, and pre-teaches key vocabulary such as chlorophyll and glucose. For action and expression, pupils may show their understanding by annotating a diagram, writing a paragraph or giving a one-minute spoken explanation to a partner, all judged against the same success criteria. For engagement, the lesson opens with a question that matters, such as why a garden pond turns green in summer, and offers a choice of challenge levels in the practice task.",
            "UDL is not the same as offering every pupil every option, nor does it lower expectations. The learning goal stays the same for the whole class; what varies is the route to it and the means of showing it. Its critics note that the evidence for whole-school impact is still developing, so teachers should evaluate its effects on their own pupils' progress rather than adopt it on faith.",
          ),
        },
      },
      {
        title: "Assess, Plan, Do, Review",
        description:
          "Using the graduated approach of the SEND Code of Practice to identify needs, set targets and judge whether support is working.",
        lesson: {
          title: "The graduated approach in practice",
          html:
            p(
              "In England, the Special Educational Needs and Disability Code of Practice: 0 to 25 years, published in 2015, sets out how schools identify and support pupils with special educational needs. It describes four broad areas of need: communication and interaction; cognition and learning; social, emotional and mental health difficulties; and sensory and/or physical needs. These areas guide planning, but a pupil often has needs in more than one, and the Code warns against labelling pupils by category rather than identifying their individual needs.",
              "High-quality teaching, differentiated for individual pupils, comes first. Where a pupil continues to make less than expected progress despite it, the school provides SEN support through a four-part cycle called the graduated approach.",
            ) +
            "<ol><li><strong>Assess.</strong> The class teacher and the special educational needs coordinator (SENCO) gather evidence: attainment data, classroom observation, the pupil's own views and those of parents, and where appropriate specialist assessments such as a standardised reading test.</li><li><strong>Plan.</strong> The school agrees outcomes, the support to be provided and a review date. Good targets are specific and measurable, for example reading 60 words per minute accurately from a book at the pupil's level by the end of term.</li><li><strong>Do.</strong> The class teacher remains responsible for the pupil's progress, even when a teaching assistant or specialist delivers an intervention outside the classroom, and links that work back to lessons.</li><li><strong>Review.</strong> On the agreed date the school evaluates the effect of the support against the targets and decides whether to continue, change or intensify it.</li></ol>" +
            p(
              "The cycle is repeated, and each turn refines the school's understanding of what works for the pupil. Records of each cycle matter, because if a pupil's needs cannot be met from the resources normally available, the school or parents may ask the local authority for an Education, Health and Care needs assessment. The evidence from several rounds of assess, plan, do and review shows what has been tried and with what result. If an assessment leads to an Education, Health and Care plan, the whole process from request to final plan should normally take no more than 20 weeks.",
            ),
        },
      },
    ],
  },
];
