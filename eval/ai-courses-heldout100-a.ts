/** One-hundredth held-out evaluation courses, beginner level; see ai-courses-heldout100.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT100_A: EvalCourse[] = [
  {
    slug: "urban-sketching-drawing-the-city-on-location",
    discipline: "Urban sketching",
    title: "Urban Sketching: Drawing the City on Location",
    description:
      "Pen, pocket sketchbook and a folding stool are all the kit needed for this outdoor course in drawing streets, markets and buildings from direct observation. Sessions cover confident line work, two-point perspective without a ruler, tonal value and composition, and how to lay watercolour washes over ink without losing the drawing.",
    level: "beginner",
    duration: "six weeks (one three-hour outdoor session a week)",
    plantedGap: "watercolour washes",
    modules: [
      {
        title: "Line and Contour",
        description:
          "Drawing with a single committed line, measuring proportion by sighting, and working fast enough to finish before the scene changes.",
        lesson: {
          title: "Sighting, Measuring and the Continuous Line",
          html: p(
            "Urban sketching begins with line, and most sketchers draw directly in pen because a pen line cannot be erased: the constraint forces decisions and keeps drawings lively. A waterproof fineliner of 0.3 or 0.5 mm, or a fountain pen with a fine nib, is standard, used in an A5 or A4 sketchbook with paper of at least 150 gsm so the ink does not show through. A soft pencil is useful only for the lightest placement marks.",
            "The first skill is sighting. Hold a pencil at arm's length with the elbow locked, close one eye, align the tip with the top of an object and slide your thumb down to its base. That length becomes your unit. If a doorway measures one unit and the house beside it three and a half, the same ratio transfers to the page whatever size you draw. Locking the elbow matters: if the arm bends between measurements, the unit changes and proportions drift. The same pencil held vertically is a plumb line for checking whether a corner really sits above a kerb, and tilted to match a roof edge it gives an angle to copy directly onto the page.",
            "The second skill is contour. In a blind contour drawing you look only at the subject, never at the page, and move the pen at the speed your eye travels along an edge. The results look distorted, but they train the hand to follow what the eye sees rather than what the mind expects: the real curve of a balcony rail instead of the symbol for one. A continuous line drawing relaxes the rule—you may look at the page—but the pen never lifts, so the line travels across surfaces and links separate objects into one structure.",
            "Work from large to small. Place the biggest shapes—the mass of a building, the line of the pavement, the gap of sky—in the first two minutes, then subdivide. Beginners who start with one carefully drawn window usually find the building will not fit the page. A useful habit is the ten-minute sketch: set a timer, draw a shop front, stop when it rings. Repeated daily, it builds the speed you need when a lorry parks in front of your view.",
          ),
        },
      },
      {
        title: "Perspective Without a Ruler",
        description:
          "Finding eye level on site and using one- and two-point perspective to draw streets and buildings that sit convincingly on the ground.",
        lesson: {
          title: "Eye Level, Vanishing Points and Receding Streets",
          html: p(
            "On location, perspective is a tool for checking a drawing, not a construction to be ruled. Its key line is the horizon, which is always at the artist's eye level. Standing, your eyes are about 1.6 m above the ground; seated on a stool they drop to roughly 1.1 m, and the whole scene changes. To find eye level on site, look straight ahead and note where your line of sight meets the buildings—often partway up a ground-floor window—and draw a light horizontal line at that height before anything else.",
            "Parallel lines that recede from you converge on a vanishing point on the horizon. In one-point perspective you face straight down a street: kerbs, rooflines and rows of windows on both sides run to a single point. In two-point perspective you look at the corner of a building, and each visible face has its own vanishing point, both on the horizon and often well off the page. Lines above eye level slope down towards the horizon, lines below it slope up, and lines at eye level stay horizontal. Verticals stay vertical unless you look steeply up or down.",
            "Use these rules as tests. If a roofline you have drawn slopes upwards as it recedes but sits above the horizon, something is wrong. Sight the real angle with your pencil, compare it with the drawing and correct it before adding detail, because detail makes a mistake harder to abandon.",
            "Figures give a quick check. When you and the pedestrians are standing on the same level ground, their heads all fall close to the horizon line, near or far; only their feet rise up the page as they recede. Seated, your horizon crosses standing figures at about waist height. A figure whose head floats well above the horizon reads as a giant.",
            "Old towns rarely offer a single vanishing point. Treat each building as its own box with its own pair of points on the shared horizon: the horizon stays fixed while the vanishing points move. A street that climbs a hill has its own vanishing point above the horizon, directly above where it would be on the flat, while the buildings' horizontal courses still converge on the horizon itself.",
          ),
        },
      },
      {
        title: "Tone, Composition and the Thumbnail",
        description:
          "Planning a sketch with small value studies and building tone with hatching so that the drawing reads clearly from across a room.",
        lesson: {
          title: "Three Values and a Focal Point",
          html: p(
            "A sketch reads well at a distance when its values—its lights and darks—are organised. Squint at the scene: detail disappears and you see masses of light, middle and dark. Most strong sketches simplify to three values, the white of the paper, a mid-tone and a dark, with the darkest dark placed against the lightest light at the point where you want the eye to arrive first.",
            "Plan with a thumbnail: a box about 5 by 7 cm in the corner of the page, filled in pencil or marker in two or three minutes. It tests the crop (portrait or landscape, how much sky, where the horizon sits) and the value pattern. Placing the focal point on or near one of the lines that divide the frame into thirds avoids a static, centred composition, and a road edge, a shadow or a run of railings can lead the eye towards it. If the thumbnail does not work, the full drawing will not either—and the thumbnail has cost three minutes, not an hour.",
            "In pen, tone is built from marks. Hatching lays parallel lines; cross-hatching adds a second set at an angle to darken further; stippling builds tone with dots and is slow; loose scribble is fast and suits trees and hedges. Keep hatching consistent within one surface, or let it follow the form—vertical on walls, down the slope on a roof—so that the marks describe the plane as well as its darkness. Leave sunlit faces of buildings largely untouched: the paper is the brightest value you have.",
            "Shadows show form and time of day, but the sun moves roughly fifteen degrees an hour. Note the light direction at the start and draw the main shadows early, then commit to them rather than chasing them across a two-hour session.",
            "Finally, the movement's own principles. The Urban Sketchers manifesto, written after Gabriel Campanario started the online group in 2007, asks members to draw on location from direct observation, to be truthful to the scenes they witness, and to treat each drawing as a record of time and place. Writing the date, street and weather on the page is part of that record, and after a year the sketchbook becomes a diary of the city.",
          ),
        },
      },
    ],
  },
  {
    slug: "tomato-production-from-seed-to-truss",
    discipline: "Tomato production",
    title: "Tomato Production: From Seed to Truss",
    description:
      "What does it take to bring a tomato crop from seed tray to saleable truss? Aimed at glasshouse and polytunnel growers, the course covers propagation and planting, fertigation and nutrient disorders, training and deleafing of cordon crops, bumblebee pollination, and harvest timing.",
    level: "beginner",
    duration: "ten weeks (one two-hour practical and one hour of theory a week)",
    plantedGap: "bumblebee pollination",
    modules: [
      {
        title: "Propagation and Planting Out",
        description:
          "Raising sturdy transplants from seed and establishing them in the glasshouse, polytunnel or field at the right stage and density.",
        lesson: {
          title: "Raising Transplants",
          html: p(
            "Tomato seed germinates best at 20–25 °C; below about 15 °C emergence is slow and uneven. Commercial propagators sow into rockwool plugs or fine seed compost, cover lightly with vermiculite to keep the surface moist, and expect seedlings in five to seven days. Once the seed leaves open, temperatures are lowered to around 18–20 °C by day and 16–18 °C at night. Cool conditions with good light produce short, thick-stemmed transplants; warmth in poor winter light produces tall, pale, leggy plants that establish badly.",
            "Seedlings are pricked out, or plugs set into larger rockwool blocks or 9 cm pots, as the first true leaf appears. Give them space as they grow: leaves of neighbouring plants should not overlap, or they stretch towards the light. The most reliable planting signal is the first truss. Plants are set out when the flowers on it are just visible or beginning to open. Planted earlier, they put their energy into vigorous leafy growth at the expense of fruit; held back much longer, they are checked in a pot that is too small for them.",
            "Growers distinguish two growth habits. Indeterminate, or cordon, varieties grow continuously from a single main shoot and produce a truss about every three leaves; they are trained up strings in protected cropping. Determinate, or bush, varieties stop after a limited number of trusses because the shoot ends in a flower cluster; they suit field production, especially for processing, where the whole crop is picked at once.",
            "Heated glasshouse crops are typically planted at about 2.5 plants per square metre, with the stem density raised later in the season by letting an extra side shoot grow on some plants. Growing in rockwool, coir or growbags removes soil-borne diseases such as corky root rot and verticillium wilt, which is why most commercial crops in northern Europe are grown without soil. Soil-grown crops need a soil analysis before planting and a rotation or grafted plants to keep those diseases down.",
            "Plants destined for an unheated tunnel or the field are hardened off over seven to ten days and planted only when night temperatures stay above about 10 °C. Tomatoes are frost-tender, and even chilling above freezing checks growth for a week or more.",
          ),
        },
      },
      {
        title: "Feeding and Watering",
        description:
          "Managing fertigation by electrical conductivity and pH, and recognising the disorders that follow when water or nutrients go wrong.",
        lesson: {
          title: "EC, pH and Blossom-End Rot",
          html: p(
            "In soilless production every drop of irrigation water carries nutrients, so the grower manages the feed with two measurements. Electrical conductivity (EC), measured in millisiemens per centimetre (mS/cm), indicates the total dissolved salts. A typical tomato feed delivered to rockwool runs at about 2.5–3.5 mS/cm. Raising EC in dull weather restricts water uptake and produces smaller fruit with higher dry matter and better flavour; lowering it in bright, hot weather reduces stress on the plant. pH is held at about 5.5–6.5, where iron, manganese and phosphorus remain available.",
            "Irrigation is given in many small doses through drippers, starting an hour or two after sunrise and stopping by mid to late afternoon so the slab dries back overnight. Growers aim for a drain of roughly 20–30 per cent of the volume applied: the run-off flushes out accumulating salts, and its EC is checked daily. A drain EC that keeps rising is a sign that too little water is being given.",
            "Potassium is taken up in greater quantity than any other nutrient once fruit is swelling, and a feed with a high ratio of potassium to nitrogen supports colour, firmness and acidity. Excess nitrogen produces dark, curled leaves and thick stems—so-called bullish growth—at the expense of fruit. Magnesium deficiency, common in high-potassium regimes because the two ions compete for uptake, shows as yellowing between the veins of older leaves while the veins stay green.",
            "Blossom-end rot is the classic disorder: a sunken, leathery, brown-to-black patch at the far end of the fruit. It is a localised calcium deficiency in the fruit, but seldom a shortage of calcium in the feed. Calcium travels in the transpiration stream, which favours leaves over fruit, so anything that interrupts water supply during rapid fruit expansion—irregular watering, a slab allowed to dry out, high EC, or hot dry air driving rapid leaf transpiration—starves the fruit tip of calcium. The remedies are steady watering, moderate EC and avoiding excessive potassium or ammonium, which compete with calcium at the root.",
            "Other signs to learn: greenback, a hard green or yellow shoulder linked to high fruit temperatures and low potassium; blotchy ripening, also associated with low potassium; and splitting after a dry spell is followed by heavy watering.",
          ),
        },
      },
      {
        title: "Training, Deleafing and Harvest",
        description:
          "Keeping a cordon crop balanced between leaf and fruit, then picking, handling and storing tomatoes so they reach the customer in good condition.",
        lesson: {
          title: "Managing the Cordon",
          html: p(
            "A cordon tomato is trained as a single stem wound around a polypropylene string hung from a wire 2.5–4 m above the ground, always in the same direction. Every week the side shoots that grow from each leaf axil are snapped out while short, ideally under 5 cm, so the wounds are small; first thing in the morning, when plants are turgid, they break off cleanly. Left in place, side shoots become extra stems that shade the crop and divert sugars from the fruit.",
            "In long-season glasshouse crops the plant soon outgrows the wire. The high-wire, or layering, system uses hooks carrying spare string: as the growing point reaches the wire, string is unwound, the plant is lowered and moved a little along the row, and the bare lower stem lies along a support rail. A crop planted in midwinter and cleared in late autumn can produce over 10 m of stem per plant.",
            "Deleafing removes the lower leaves once the truss above them has begun to colour. Old leaves contribute little to growth, and removing them improves air movement and reduces grey mould (Botrytis). Most growers keep about 15–18 leaves on each plant; stripping too many too quickly weakens growth and exposes fruit to sun scald. Cut or snap leaves cleanly against the stem, because torn stubs are an entry point for Botrytis.",
            "Truss pruning evens out fruit size. For loose round tomatoes many growers limit each truss to a set number of fruit, removing the small, late ones at the tip; for vine tomatoes sold on the truss, the last fruits are removed so that the whole truss ripens together.",
            "Tomatoes are climacteric fruit: once they reach the breaker stage—the first blush of colour at the blossom end—they ripen normally off the plant, driven by their own ethylene. The commonly used colour stages run green, breaker, turning, pink, light red and red. Fruit for distant markets is picked at breaker to turning; for local sale, at pink to light red. Store above about 10–12 °C, because colder storage causes chilling injury—failure to colour, pitting, soft patches and loss of flavour—which is why tomatoes should not go in a domestic fridge before they are ripe.",
          ),
        },
      },
    ],
  },
  {
    slug: "teaching-first-turns-introductory-snowboard-instruction",
    discipline: "Snowboard instruction",
    title: "Teaching First Turns: Introductory Snowboard Instruction",
    description:
      "Most first-day snowboarders spend more time sitting in the snow than sliding on it, usually because the lesson moved too fast or the board was set up badly. Trainee instructors work through equipment setup and stance, skating and gliding, sideslipping and the falling leaf, linking basic turns, and chairlift etiquette for nervous beginners.",
    level: "beginner",
    duration: "five days on snow (two two-hour teaching sessions a day)",
    plantedGap: "chairlift etiquette",
    modules: [
      {
        title: "Stance and Setup",
        description:
          "Finding a rider's lead foot, setting stance width and binding angles, and checking boots, board and leash before the first slide.",
        lesson: {
          title: "Regular, Goofy and the First Fifteen Minutes",
          html: p(
            "Before any sliding, the instructor establishes which foot leads. A rider with the left foot forward is regular; right foot forward is goofy. Asking beginners which they prefer rarely helps. More reliable tests are to watch which foot steps forward when the person is nudged gently from behind, which foot leads when they slide across a smooth floor in socks, or which foot they kick a ball with (often, though not always, the rear foot on the board). When the tests disagree, a few minutes skating on each stance usually settles it. Neither stance is better.",
            "Stance width should be close to the rider's shoulder width, commonly 50–55 cm for an adult of average height: too narrow gives little stability, too wide locks the knees. Binding angles are measured from a line straight across the board, with positive angles pointing towards the nose. Beginners do well on a mild duck setup such as +15° front and 0° to −6° rear; a front binding at zero with the rear angled forward twists the hips and should be avoided. A beginner's board should stand roughly between chin and nose height, with a soft flex and, ideally, a rocker or hybrid profile, which forgives a caught edge.",
            "Boots must hold the heel down. If the heel rises when the rider flexes forward, the board cannot be edged precisely and blisters follow. Binding straps should be centred over the boot, the ankle strap snug but not painful, and the highback rotated to sit parallel to the heel edge. A leash is required at many resorts, because a runaway board on a slope is a dangerous projectile.",
            "The first fifteen minutes on flat ground set the tone. With only the front foot strapped in, riders practise skating, pushing with the free rear foot on the toe side of the board. Teach falling before sliding. On the heel side, sit down onto the buttocks with arms held forward, not back onto outstretched hands: wrist fractures are among the commonest snowboarding injuries, especially in novices. On the toe side, drop to the knees and forearms. A rider who knows how to fall is far less tense when they begin to move.",
          ),
        },
      },
      {
        title: "Skating, Gliding and Sideslipping",
        description:
          "Building balance on a moving board through straight glides, heel-side and toe-side sideslips and the falling leaf.",
        lesson: {
          title: "Controlling Speed on One Edge",
          html: p(
            "The first slide is a straight glide on a gentle slope with a flat run-out, so the rider stops without having to do anything. The cue is a centred, athletic stance: ankles and knees flexed, hips over the feet, shoulders roughly in line with the board and eyes looking ahead, not down at the snow. Most beginners lean back, away from the slope. That unweights the front foot, the nose loses grip, and the board steers unpredictably.",
            "Sideslipping teaches speed control. On the heel side the rider faces down the hill with the board across the fall line. Raising the toes and pressing through the heels increases the edge angle, so the board grips and slows; lowering the toes flattens it, and the board slides down. The toe side works the same way facing up the hill, with pressure through the balls of the feet and knees pushed towards the slope. The rule to teach is that the uphill edge is the safe edge. If the downhill edge catches, the board stops dead and the rider is thrown downhill—the classic caught-edge fall. This is why beginners often fall hardest on very gentle slopes, where the board is nearly flat and an edge catches easily.",
            "The falling leaf adds direction. Staying on one edge, the rider shifts weight slightly towards the front foot to travel one way across the slope, then towards the back foot to travel the other, zigzagging downhill like a leaf falling from a tree. It teaches that the board goes where the weight leads, and it lets riders descend steeper sections safely before they can turn.",
            "Manage the group as carefully as the technique. Use tell–show–do: a short explanation, a demonstration from a position where everyone can see the relevant body part, then practice with one focused piece of feedback per run. Stand below the group so you can intercept a rider who loses control, stop riders in a line across the side of the slope, and never stop below a blind roll or in the middle of a busy run.",
          ),
        },
      },
      {
        title: "Linking the First Turns",
        description:
          "Progressing from garlands and J-turns to linked turns using the fundamentals of balance, edging, rotation and pressure.",
        lesson: {
          title: "From J-Turns to Linked Turns",
          html: p(
            "Snowboard schools describe riding through a small set of fundamentals: stance and balance; edging, or tilting the board; rotation, or turning the board with the body; and pressure management through flexing and extending. Diagnosing a turn means asking which of these is missing or mistimed, then choosing one cue to fix it.",
            "Garlands come first. On one edge, the rider steers the nose gradually towards the fall line to gain speed, then back across the hill to slow down, without changing edge. The series of scallops builds confidence in pointing downhill. A J-turn starts with the board running straight down a very gentle slope, then rolls onto one edge to curve to a stop; practised on both heel and toe sides, it shows how each edge engages from a flat board.",
            "The linked turn joins these. From a heel-side traverse, the rider turns the head and front shoulder towards the new direction, lets the board flatten as the nose points down the fall line, then rolls onto the toe edge while pressure moves slightly onto the front foot. The rear foot follows the front through the turn. Common faults have standard corrections:",
            "<ul><li>Counter-rotation, with the upper body twisting one way to swing the board the other, produces skidding. Keep the shoulders roughly aligned with the hips and lead with the head and front hand.</li><li>Leaning back through the fall line, usually from fear, takes pressure off the nose so the turn will not start. Give a target downhill and the cue ‘nose to the valley’.</li><li>Stiff legs stop the board absorbing bumps and make edge changes abrupt. Cue a lower, flexed stance through the turn and a slight extension as the board changes edge.</li></ul>",
            "Terrain matters as much as instruction: a wide, consistent green run with an even pitch gives the rider enough time in the fall line to complete the edge change. Set clear milestones—three linked turns on each side without falling—and end the session on a success so that the rider returns the next morning confident.",
          ),
        },
      },
    ],
  },
  {
    slug: "intruder-alarm-installation-foundations",
    discipline: "Security systems installation",
    title: "Intruder Alarm Installation: Foundations",
    description:
      "Aimed at electricians and apprentices moving into the security sector, the programme covers the building blocks of a professionally installed intruder alarm: security grading under BS EN 50131, detector choice and siting, control panel wiring, power supplies and commissioning. A short unit on CCTV camera positioning completes the course.",
    level: "beginner",
    duration: "four weeks (two evening workshops a week)",
    plantedGap: "CCTV camera positioning",
    modules: [
      {
        title: "Grading and the Standards Framework",
        description:
          "How the European and UK standards classify risk, environment and response, and why the grade fixed at survey governs every later decision.",
        lesson: {
          title: "Security Grades, Environmental Classes and Police Response",
          html: p(
            "Professionally installed intruder alarm systems in the UK are designed to the BS EN 50131 series, applied through PD 6662, which explains how the European standards are used alongside British documents such as BS 8243 on alarm confirmation. The starting point is the security grade, chosen at the site survey from the risk and the likely intruder:",
            "<ol><li>Grade 1: low risk; the intruder is expected to have little knowledge of alarm systems and only a limited range of readily available tools.</li><li>Grade 2: low to medium risk; some knowledge of alarm systems and general tools and portable instruments such as a multimeter. This is the usual grade for homes and small businesses.</li><li>Grade 3: medium to high risk; an intruder familiar with alarm systems, with a comprehensive range of tools and portable electronic equipment. Typical of commercial premises holding valuable stock.</li><li>Grade 4: high risk; an intruder able to plan in detail, with a full range of equipment, including means of substituting vital components.</li></ol>",
            "A system is only as strong as its weakest part: its grade is the lowest grade of any component. A grade 3 control panel wired to grade 2 detectors is a grade 2 system. Insurers often specify the grade, so it is fixed early.",
            "Each component also has an environmental class. Class I covers heated indoor locations (about +5 to +40 °C), class II general indoor locations such as unheated stores and garages (about −10 to +40 °C), class III sheltered outdoor or extreme indoor locations, and class IV fully exposed outdoor locations. An external sounder must be rated for the weather it will meet; a class I detector in a garage will give false alarms and fail early.",
            "Police response is the third framework. Under the National Police Chiefs' Council policy, police attend alarms only from systems installed and maintained by a company certified by an approved inspectorate such as NSI or SSAIB, monitored by an alarm receiving centre, and registered with the local force, which issues a unique reference number (URN). Systems are normally designed to give confirmed alarms—most commonly sequential confirmation from two independent detectors—so that a single false activation does not send a patrol. Repeated false alarms lead to the URN being downgraded or withdrawn, which is why detector choice and siting matter so much.",
          ),
        },
      },
      {
        title: "Choosing and Siting Detectors",
        description:
          "How passive infrared, dual-technology, magnetic contact and shock sensors work, and where to place them to detect intruders without false alarms.",
        lesson: {
          title: "Detectors: Principles and Placement",
          html: p(
            "A passive infrared (PIR) detector contains a pyroelectric sensor behind a segmented Fresnel lens or mirror that divides its view into detection zones. It does not sense heat as such; it responds to a change in infrared energy as a warm body moves from one zone into the next. That is why a PIR is most sensitive to movement across its field of view and least sensitive to someone walking straight towards it. Site detectors so that the likely path of an intruder crosses the zones, often by mounting in a corner looking across a room rather than facing the door.",
            "Mounting height is set by the manufacturer, typically about 2.0–2.4 m, and the detector must be fixed level and rigidly; a few degrees of tilt moves the long-range zones onto the floor or into the ceiling. Keep sources of rapid temperature change out of view: radiators, heaters, air-conditioning outlets, and sunlight moving across a floor through glazing. Where animals are present, use a pet-tolerant lens rated for the animal's weight and avoid views of stairs or furniture a cat can climb.",
            "Dual-technology detectors combine a PIR with a microwave Doppler sensor and signal only when both agree, reducing false alarms in garages, conservatories and workshops. Grade 3 and 4 detectors must also recognise masking—an attempt to cover or spray the lens while the system is unset—and report it before the building is left.",
            "Magnetic reed contacts protect doors and windows. The reed switch is fixed to the frame and the magnet to the moving leaf, ideally on the opening edge furthest from the hinges, where movement is greatest. Higher-grade contacts use multiple reeds or a balanced magnetic design that resists defeat with an external magnet. Shock or inertia sensors on frames detect an attack before entry, and acoustic glass-break detectors listen for the characteristic frequencies of breaking glass.",
            "Good design uses layers: perimeter protection on entry points, then volumetric detection on the routes an intruder must take through the building, such as hallways and landings. Layering both catches an intruder who bypasses one device and provides the second, independent detector needed for a confirmed alarm.",
          ),
        },
      },
      {
        title: "Wiring, Power and Commissioning",
        description:
          "Running and terminating zone cabling, sizing standby batteries, and testing and handing over a finished system.",
        lesson: {
          title: "From Cable to Handover",
          html: p(
            "Most wired systems use multicore alarm cable with 7/0.2 mm conductors: six cores serve a typical detector (two for power, two for the alarm contacts, two for tamper), with eight-core used where anti-masking or fault outputs need extra pairs. Run alarm cable in its own route or containment, segregated from mains cables as BS 7671 requires, which also limits induced interference.",
            "Each detector connects to a zone on the control panel. Older systems use separate alarm and tamper loops; most modern panels use end-of-line resistors, so a single pair can report normal, alarm, tamper and fault conditions by the resistance the panel measures. The values—often combinations such as 4.7 kΩ and 2.2 kΩ—are set by the panel manufacturer, and fitting the wrong ones produces a zone that shows tamper permanently. Tamper circuits are monitored 24 hours a day, set or unset, so opening any detector or junction box lid is reported.",
            "The power supply must run the system from its standby battery during a mains failure; for grade 1 and 2 systems the usual requirement is 12 hours. Size the battery by calculation, not habit. Suppose the panel draws 120 mA, the keypad 60 mA and eight detectors 15 mA each: a quiescent load of 300 mA. Over 12 hours that is 3.6 Ah. Add the alarm load, say 500 mA of sounders for 15 minutes, or 0.125 Ah, giving 3.725 Ah. Multiply by 1.25 to allow for battery ageing and the result is about 4.7 Ah, so a 7 Ah sealed lead-acid battery is fitted rather than a 3.2 Ah one.",
            "Commissioning follows a fixed routine. Walk-test every detector and confirm each activation in the panel's event log; open every protected door and window; trip every tamper; measure the supply voltage at the farthest device with sounders running to check it stays within the detectors' rated range; and send test signals to the alarm receiving centre. Record zone descriptions accurately, because the centre relies on them when it receives a signal.",
            "Handover completes the job: an as-fitted plan, a zone list, the certificate of compliance, user training in setting, unsetting and cancelling a false alarm, and a schedule of preventive maintenance visits, usually twice a year for monitored systems.",
          ),
        },
      },
    ],
  },
  {
    slug: "handspinning-for-beginners-fleece-to-yarn",
    discipline: "Spinning (handspun yarn)",
    title: "Handspinning for Beginners: Fleece to Yarn",
    description:
      "Choose and wash a fleece, spin an even singles on a drop spindle, ply it into a balanced two-ply yarn, and set, measure and label the finished skein. The last session introduces natural dyeing with onion skins and madder, so that everyone leaves with a coloured yarn of their own making.",
    level: "beginner",
    duration: "eight weeks (one two-and-a-half-hour workshop a week)",
    plantedGap: "natural dyeing",
    modules: [
      {
        title: "Fleece and Fibre Preparation",
        description:
          "Judging a raw fleece by breed, fineness and staple, washing it without felting, and preparing fibre by carding or combing.",
        lesson: {
          title: "From Raw Fleece to Rolag",
          html: p(
            "A spinner's first decision is the fibre, and wool varies enormously by breed. Fineness is measured in microns, thousandths of a millimetre. Merino typically falls between about 17 and 24 microns, soft enough for garments worn against the skin; Bluefaced Leicester is a little coarser but lustrous and silky; breeds such as Herdwick and Scottish Blackface exceed 30 microns and suit rugs, outerwear and tweeds. For learning, a medium wool such as Corriedale is ideal: soft enough to enjoy, coarse enough to draft easily.",
            "Staple length—the length of a lock as it grew on the sheep—matters as much as fineness. Fibres of about 8–12 cm are easiest for beginners to control; short staples under about 5 cm need more twist and a practised hand. Crimp, the natural waviness of the fibre, adds elasticity and traps air, making a warm, springy yarn. Before washing, skirt the fleece: discard the soiled edges, pick out vegetable matter, and shake out second cuts, the short snippets left where the shearer went over the same patch twice.",
            "Raw wool carries lanolin, suint (dried sweat) and dirt. Scour it in hot water—around 60 °C, hot enough to melt lanolin—with a wool detergent, pushing the locks gently under and leaving them to soak rather than stirring. Felting needs heat, moisture and agitation together, and sudden changes of temperature also encourage it, so rinse in water of the same temperature, press the water out without wringing, and dry the wool flat in an airy place.",
            "Preparation decides the kind of yarn you can spin. Hand carding opens the locks between two cards and mixes the fibres in every direction; the fibre is rolled off the card as a rolag, a light, airy tube. Spun from a rolag with a long draw, it makes a woollen yarn: lofty, warm and soft. Combing with wool combs or a flick carder aligns the fibres parallel and removes short ones, producing top; spun with a short draw, it makes a worsted yarn: smooth, dense and hard-wearing. Commercially prepared combed top is the easiest fibre on which to learn drafting.",
          ),
        },
      },
      {
        title: "The Drop Spindle",
        description:
          "Attaching a leader, setting the spindle turning, and drafting fibre into a singles yarn with controlled twist.",
        lesson: {
          title: "Park and Draft: First Yarn on a Spindle",
          html: p(
            "A drop spindle is a shaft carrying a weight, the whorl, which acts as a flywheel to store the spin. Top-whorl spindles have a hook above the whorl and are usually set turning by rolling the shaft along the thigh; bottom-whorl spindles are twirled with the fingers. A spindle of about 30–50 g suits a beginner spinning a medium yarn; lighter spindles are for fine yarns, heavier ones for thick.",
            "Tie a leader, about 45 cm of commercial wool yarn, to the shaft above the whorl, take it up over the whorl and secure it with a half-hitch round the hook. Pre-draft a length of combed top: holding it loosely, pull the fibres gently apart lengthways until they slide past one another, loosening the strip to about twice its length so that it drafts smoothly.",
            "Park and draft separates the two actions that will later happen together. Overlap the fibre with the frayed end of the leader, spin the spindle clockwise and let twist run up into the join. Then stop the spindle and trap it between the knees—parking it. With the back hand holding the fibre supply and the front hand pinching just above the twisted yarn, pull a little fibre forward from the supply (this is drafting), then slide the front hand back to let twist run into the drafted fibres. Repeat until the yarn reaches arm's length, then wind it onto the shaft and hitch again.",
            "Twist direction is described by a letter. Turning the spindle clockwise, seen from above, produces Z-twist, in which the fibres slope like the middle stroke of a Z; anticlockwise gives S-twist. Choose one direction for all your singles and keep to it. Z is conventional, and plying must later go the opposite way.",
            "Most early problems are twist problems. Yarn that kinks back on itself when slack, or feels hard and wiry, has too much twist: draft more fibre into each length or spin more slowly. Yarn that drifts apart and drops the spindle has too little. Lumps and thin spots come from uneven drafting. Watch the drafting triangle, the small fan of fibres just ahead of the twist, and aim to keep its size constant.",
          ),
        },
      },
      {
        title: "Plying, Finishing and Measuring",
        description:
          "Plying singles into a balanced yarn, setting the twist, and measuring length and thickness so the yarn can be used with a pattern.",
        lesson: {
          title: "Balanced Yarn and How to Measure It",
          html: p(
            "A singles yarn carries unbalanced twist and will twist back on itself whenever it is slack. Plying two singles together in the opposite direction—S-twist for Z-spun singles—releases part of that energy and locks the plies into a stable structure. Wind the singles into two balls, or onto two spindles or bobbins held in a lazy kate, tie both ends to the leader, and spin the spindle anticlockwise, letting the two strands feed in at equal tension.",
            "Test the balance as you go. Pull out a length of freshly plied yarn and let it fold back on itself. If the loop hangs open without twisting round itself, the yarn is balanced. If it twists in the plying direction, you have added too much ply twist; if it twists in the direction of the singles, too little.",
            "Wind the finished yarn onto a niddy-noddy to form a skein, tie it loosely in four places with figure-of-eight ties, and soak it in warm water with a little wool wash for about twenty minutes. This sets the twist: the fibres relax and bloom. Press out the water, snap the skein firmly between your hands or thwack it against a surface to even out the twist, and hang it to dry without a weight, so that any remaining imbalance shows rather than being stretched out of sight.",
            "Then measure. Many niddy-noddies make a wrap of 2 yards (1.83 m), so length is wraps multiplied by 1.83 m. A skein of 125 wraps is about 229 m; if it weighs 100 g, its grist is about 229 m per 100 g, which is in the range of a commercial double knitting (DK) yarn. Wraps per inch (WPI) gives a second check: wind the yarn without stretching round a ruler for 2.5 cm, strands touching but not overlapping, and count. Roughly, 14 WPI suggests fingering weight, 11 DK, 9 worsted and 7 chunky.",
            "Label every skein with fibre and breed, weight, length, WPI, number of plies and twist directions. Without that record, it is almost impossible to spin a matching skein to finish a garment.",
          ),
        },
      },
    ],
  },
];
