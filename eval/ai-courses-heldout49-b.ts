/** Forty-ninth held-out evaluation courses, intermediate level (Chinese brush painting to flintknapping); see ai-courses-heldout49.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT49_B: EvalCourse[] = [
  {
    slug: "xieyi-ink-painting-bamboo-and-orchid",
    discipline: "Chinese brush painting",
    title: "Xieyi Ink Painting: Brush, Paper, Bamboo and Orchid",
    description:
      "Xieyi painting works with nothing but ink, water and paper. This intermediate studio works on loading a brush with graded tones of ink, the behaviour of raw and sized xuan paper, painting bamboo and orchid in the manner of the Mustard Seed Garden Manual, and scroll mounting.",
    level: "intermediate",
    duration: "10 weekly studio sessions of 3 hours",
    plantedGap: "scroll mounting",
    modules: [
      {
        title: "Loading the Brush: Tones of Ink",
        description:
          "A single stroke can run from black to pale grey when the brush is loaded correctly, and this module shows how.",
        lesson: {
          title: "Five tones from one inkstone",
          html:
            p(
              "Chinese painters traditionally speak of 'five colours of ink' (<i>mo fen wu se</i>), meaning that black ink diluted in different degrees gives a complete range of tones without any pigment. The ink is ground on an inkstone from a stick of pine soot or lampblack bound with animal glue, or poured from bottled liquid ink. Grinding is slow, but it lets the painter control the density exactly and gives a richer black.",
            ) +
            "<table><tr><th>Tone</th><th>Description</th><th>Typical use</th></tr><tr><td>Burnt (<i>jiao</i>)</td><td>Thick, glossy, almost dry</td><td>Accents, dots, leaf joints</td></tr><tr><td>Thick (<i>nong</i>)</td><td>Dense black</td><td>Leaves in front</td></tr><tr><td>Heavy (<i>zhong</i>)</td><td>Dark grey</td><td>Main stems</td></tr><tr><td>Light (<i>dan</i>)</td><td>Mid grey</td><td>Leaves behind, distant forms</td></tr><tr><td>Clear (<i>qing</i>)</td><td>Pale wash</td><td>Atmosphere, washes</td></tr></table>" +
            p(
              "A brush can carry more than one tone at once, and this is what gives a single xieyi stroke its modelling. With a goat-hair or mixed-hair brush, first wet the whole brush in clean water and press out the excess on the rim of the water pot. Dip the belly into light ink, then touch only the tip into thick ink. The tip now holds dark ink, the belly grey and the heel almost clear water. Laid on its side and pressed down, the brush paints a stroke dark along one edge and fading towards the other, which reads as the curve of a leaf or a bamboo culm.",
              "The amount of water in the brush matters as much as the ink. A brush that is too wet floods the paper and the tones merge into a blot; one that is too dry gives 'flying white' (<i>feibai</i>), streaks of bare paper within the stroke, which painters use deliberately for rock texture and old wood. Test each load on a scrap of the same paper before painting.",
            ),
        },
      },
      {
        title: "Raw and Sized Xuan Paper",
        description:
          "Raw paper drinks ink and spreads it; sized paper holds a line crisply, so the choice of sheet changes how you must paint.",
        lesson: {
          title: "Sheng, shu and the spread of ink",
          html: p(
            "Xuan paper (<i>xuanzhi</i>) takes its name from Xuanzhou in Anhui province, where it has been made since the Tang dynasty. Genuine xuan is made from the bark of the blue sandalwood tree (<i>Pteroceltis tatarinowii</i>), often mixed with rice straw, and the manufacture of Xuan paper was inscribed on UNESCO's list of the Intangible Cultural Heritage of Humanity in 2009. The proportion of bark affects strength and absorbency: papers sold as 'pure bark' are strongest and most expensive, while more straw gives a softer, more absorbent sheet.",
            "Painters distinguish raw paper (<i>shengxuan</i>) from sized or processed paper (<i>shuxuan</i>). Raw paper is unsized, so its fibres draw water by capillary action and ink spreads beyond the brush mark into soft, feathered edges. That spread is the essence of <i>xieyi</i>, 'writing the idea', the free, expressive style associated with painters such as Xu Wei and Qi Baishi. Sized paper has been treated with a solution of alum and animal glue, which closes the fibres so that ink and colour stay where they are laid. It is the paper of <i>gongbi</i>, the meticulous outline style, in which colours are built up in many thin washes.",
            "In practice, raw paper demands speed and decision. The longer the brush rests on the sheet, the wider the ink spreads, so a slow stroke becomes thick and blurred. A wet stroke laid beside a drying one bleeds into it, while a stroke laid on a dry area keeps a sharp edge; painters exploit this to separate a front leaf from a back one. Half-sized papers (<i>banshu</i>) give an intermediate behaviour and are useful for learners who are moving from outline work to free painting. Before starting a painting, always test ink and brush on an offcut of the sheet you will use, since absorbency varies between batches.",
          ),
        },
      },
      {
        title: "Bamboo and Orchid",
        description:
          "Two of the Four Gentlemen, painted in the order set out in the Mustard Seed Garden Manual: culm, node, branch and leaf; then the orchid's long sweeping leaves and flowers.",
        lesson: {
          title: "Strokes in the manual's order",
          html:
            p(
              "The <i>Mustard Seed Garden Manual of Painting</i> (<i>Jieziyuan Huazhuan</i>), first published in 1679 with later volumes in 1701, has taught generations of painters by breaking subjects into standard strokes. Its sections on the 'Four Gentlemen', the plum, orchid, bamboo and chrysanthemum, remain the usual route into flower-and-bird painting, because the same brush movements recur in every other subject.",
              "Bamboo is painted in a fixed sequence. The culm, or stem, is painted in segments from the bottom up, each one a single upright stroke with the brush held vertically and pressed slightly at the start and end, leaving a small gap between segments. The nodes are added while the culm is still damp, with a short dark stroke shaped like a flattened bracket. Branches grow from the nodes in thinner, quicker strokes. Leaves come last, each pressed down and lifted off to a point. The manual names groupings of leaves by the characters they resemble:",
            ) +
            "<ul><li><i>ge</i> (个), three leaves meeting at a point;</li><li><i>jie</i> (介), four leaves in two pairs;</li><li>'fish tail', two leaves spreading from one point;</li><li>'startled crow', a group that spreads like a bird taking off.</li></ul>" +
            p(
              "The orchid's leaves are the test of a painter's control. Each is a single long stroke made with the centre tip of the brush, starting thin, swelling where the brush is pressed and narrowing again, sometimes with a 'turn' where the leaf twists and shows its other face. Two leaves that cross form the 'phoenix eye', and a third leaf passing through the gap 'breaks the phoenix eye'. Flowers of five petals are added in lighter ink and dotted with dark stamens, which give the painting its focus.",
            ),
        },
      },
    ],
  },
  {
    slug: "rowing-coaching-stroke-zones-and-seat-racing",
    discipline: "Rowing coaching",
    title: "Coaching Club Crews: Technique, Training Zones and Selection",
    description:
      "Coaches who already run a club squad move on here to analysing the stroke cycle, prescribing ergometer training by intensity zone, selecting crews by seat racing, and rigging the boat for each crew.",
    level: "intermediate",
    duration: "one season (6 workshops and coached practice)",
    plantedGap: "rigging",
    modules: [
      {
        title: "The Stroke Cycle",
        description: "Catch, drive, finish and recovery, with the faults that a coach sees most often in each phase.",
        lesson: {
          title: "Four phases, one connected movement",
          html: p(
            "Coaches divide the rowing stroke into four phases, although the best crews make them one continuous movement. At the <b>catch</b> the blade is placed in the water at the point of greatest reach, with shins near vertical, the body pivoted forward from the hips and the arms straight. The blade should enter the water quickly and fully before the legs begin to push, otherwise the rower 'misses water' and the first part of the drive moves the seat rather than the boat.",
            "The <b>drive</b> follows the sequence legs, body, arms. The legs provide most of the power and begin the drive while the back and arms stay fixed, so that the force is transmitted through a firm trunk to the handle. As the legs approach straight, the body swings back through the vertical, and finally the arms draw the handle to the lower ribs. A common fault is 'shooting the slide', in which the seat moves back before the shoulders and handle follow, because the trunk collapses instead of connecting the legs to the blade.",
            "At the <b>finish</b> the handle is pressed down to lift the blade cleanly out of the water, and the blade is feathered, turned flat, as it leaves. Then comes the <b>recovery</b>, the phase coaches most often neglect. The sequence is reversed: hands away, body pivots forward from the hips, and only then does the seat slide forward, gradually and under control. The boat runs fastest under the crew during the recovery, so a rushed slide, which throws the crew's mass towards the stern, checks it. A ratio of roughly one part drive to two parts recovery at training rates is a useful target.",
            "Video from the bank or a following launch, replayed with the crew, is the most effective feedback. Coach one phase at a time, and give each crew member a single correction rather than a list.",
          ),
        },
      },
      {
        title: "Ergometer Training Zones",
        description:
          "How hard should an ergo session be? Zones defined by heart rate and split give every piece a purpose.",
        lesson: {
          title: "From UT2 to anaerobic work",
          html:
            p(
              "Most of the fitness needed for a 2,000-metre race, which lasts from about 5.5 to 8 minutes, is aerobic: studies of elite rowers put the aerobic contribution at around 70 to 85 per cent. Training programmes in the tradition of British Rowing and the German and Scandinavian systems therefore spend most of the week at low intensity, with a smaller share of hard work. Intensities are organised into zones, defined by heart rate as a percentage of maximum or by split, the time taken to row 500 metres on the ergometer.",
            ) +
            "<table><tr><th>Zone</th><th>Approx. % HRmax</th><th>Rate (strokes/min)</th><th>Purpose</th></tr><tr><td>UT2</td><td>65-75</td><td>18-20</td><td>Aerobic base, long steady work</td></tr><tr><td>UT1</td><td>75-85</td><td>20-24</td><td>Higher aerobic work</td></tr><tr><td>AT</td><td>85-90</td><td>24-28</td><td>Anaerobic threshold</td></tr><tr><td>TR</td><td>90-95</td><td>28-32</td><td>Transport, maximal oxygen uptake</td></tr><tr><td>AN</td><td>95-100</td><td>32+</td><td>Anaerobic, race-pace and sprints</td></tr></table>" +
            p(
              "Zones can also be set from a current 2,000 m test. If a rower's test gives an average split of 1:50.0 per 500 m, UT2 work might be rowed at about 2:10 to 2:15, that is, 20 to 25 seconds slower, and AT pieces at about 1:58 to 2:00. A typical UT2 session is 3 x 20 minutes at rate 20 with short rests; an AT session might be 3 x 10 minutes at rate 24 to 26.",
              "Heart rate lags behind effort by a minute or two, so for short pieces the split and rate are better guides. Heart rate is more useful in long sessions, where it exposes rowers who drift above UT2 because they want to beat a crewmate. That drift turns an easy base session into a moderately hard one, and a squad that does it daily accumulates fatigue without gaining fitness. Keeping easy work truly easy is among the hardest disciplines for a club coach to enforce.",
            ),
        },
      },
      {
        title: "Seat Racing for Crew Selection",
        description: "When two rowers are close, a seat race swaps them between boats and lets the clock decide.",
        lesson: {
          title: "A fair swap and how to read it",
          html: p(
            "Ergometer scores measure power, but not whether a rower moves a boat. Seat racing compares two athletes on the water. Two crews of the same boat type, say two coxless fours, race a set distance, typically 500 to 1,000 metres, at a fixed rate. The two rowers being compared then swap boats, taking the same side and preferably the same seat, and the crews race again under the same conditions. Any change in the margin between the boats is attributed to the swap.",
            "Suppose Boat A beats Boat B by 2.0 seconds in the first piece, with rower X in A and rower Y in B. After the swap, with Y in A and X in B, Boat A wins by only 0.5 seconds. The margin has moved 1.5 seconds in favour of the boat containing X, so X is judged faster by 1.5 seconds over the distance. Had Boat A won by a larger margin after the swap, Y would have been credited instead.",
            "Fair seat racing depends on controlling everything except the swap. Race at a fixed stroke rate, so that one crew cannot win by rating higher; start the boats level with a standing start or an agreed rolling start; race on the same stretch of water at the same time, so that wind and stream affect both boats alike; and give equal rest between pieces. Rowers should not know which pieces matter. Coaches usually repeat the swap, or run a matrix in which several athletes rotate, because a single comparison of one or two seconds is within the noise of steering, wind gusts and a crab.",
            "Seat racing is stressful for athletes who are, after all, competing against their own teammates. Explaining the method and sharing the results openly preserves trust in the selection, and results should be weighed alongside ergometer scores, technique and the coach's judgement of how a crew combines.",
          ),
        },
      },
    ],
  },
  {
    slug: "pool-lifeguard-scanning-drowning-spinal",
    discipline: "Lifeguarding",
    title: "Pool Lifeguarding: Scanning, Recognition and Spinal Care",
    description:
      "Scanning a pool is a skill, not a habit. This intermediate award trains pool lifeguards in zone scanning and the 10/20 rule, recognising the instinctive drowning response, managing suspected spinal injury in the water, and use of an automated external defibrillator.",
    level: "intermediate",
    duration: "36 hours over 4 weekends",
    plantedGap: "defibrillator",
    modules: [
      {
        title: "Zone Scanning and the 10/20 Rule",
        description:
          "Each lifeguard is responsible for a zone; we learn to scan it systematically and to position ourselves so that every point in it can be seen and reached.",
        lesson: {
          title: "Seeing every square metre",
          html: p(
            "A pool is divided into zones of supervision, and each lifeguard on duty is responsible for one zone, whatever else is happening. Zones are set out in the pool's normal operating procedure following a risk assessment, and they must overlap so that no part of the water is unwatched. Guidance in the United Kingdom, such as the Health and Safety Executive's <i>Managing Health and Safety in Swimming Pools</i> (HSG179), asks operators to consider pool size, shape, bather numbers and glare when deciding how many lifeguards are needed and where they stand.",
            "The 10/20 rule, developed by the American consultancy Ellis and Associates, turns zone size into a test. A lifeguard should be able to scan the whole zone in 10 seconds and reach any point in it within 20 seconds. If the zone cannot be scanned in ten seconds, because it is too large or contains blind spots behind features, it must be reduced or another lifeguard added.",
            "Scanning is a deliberate pattern, not a general gaze. Sweep the zone from side to side and from near to far, include the bottom of the pool, and check the area immediately below your own chair, which is easy to miss. Count heads in small groups and look for changes: a swimmer who was moving and is now still, a head low in the water, a child who has drifted to deeper water. Vigilance falls with time, so lifeguards rotate positions, usually every 20 to 30 minutes, and take breaks away from poolside.",
            "Glare from windows and lights can hide a swimmer lying on the bottom. Polarised sunglasses help, and so does moving along the poolside as the sun moves. A lifeguard who cannot see the bottom in part of the zone should change position, report the problem, and if necessary ask for that part of the pool to be closed.",
          ),
        },
      },
      {
        title: "Recognising the Instinctive Drowning Response",
        description:
          "Drowning is quiet; this module shows what it really looks like and how it differs from a swimmer in distress.",
        lesson: {
          title: "Why drowning people do not wave",
          html:
            p(
              "Drowning rarely looks like drowning in films. Frank Pia, a lifeguard and researcher at Orchard Beach in New York, filmed real rescues in the late 1960s and early 1970s and described what he called the <i>instinctive drowning response</i>. A person in this state is fighting to breathe, and the body's automatic responses take over. Because breathing comes first, speech is impossible: the victim cannot call for help. The arms extend sideways and press down on the surface to lift the mouth out of the water, so they cannot wave or reach for a rescue aid.",
            ) +
            "<ul><li>Body upright in the water, with little or no kick.</li><li>Head tilted back, mouth at or just below the surface.</li><li>Arms pressing down laterally, not waving.</li><li>Eyes glassy or unfocused; hair may cover the face.</li><li>Little forward movement: the person bobs in one place.</li></ul>" +
            p(
              "Pia observed that this struggle lasts only 20 to 60 seconds before the person submerges. That is why the 10-second scan matters: a lifeguard scanning more slowly may miss the whole event. A victim may also slip under without any surface struggle, for instance after a seizure, a blow to the head or shallow-water blackout following breath-holding, and can only be found by scanning the bottom.",
              "A swimmer in <i>distress</i> is different: still able to keep the face clear, often able to wave and shout, and sometimes able to grab a float. Distress can turn into the instinctive drowning response at any moment, so both call for immediate action. When a lifeguard identifies a casualty, the procedure is to signal to colleagues with the agreed whistle code so that someone covers the zone and the emergency action plan starts, then to make the rescue using the safest method available, reaching or throwing before entering the water.",
            ),
        },
      },
      {
        title: "Suspected Spinal Injury in the Water",
        description:
          "Shallow-water dives are the classic cause; here we practise holds that keep the head and neck in line while the casualty is brought to the surface and onto a spinal board.",
        lesson: {
          title: "In-line stabilisation and the spinal board",
          html: p(
            "Spinal injuries in pools are most often caused by diving into shallow water, striking the bottom with the head while the neck is flexed or extended. The cervical vertebrae, particularly C5 and C6, are the usual site of injury. A lifeguard should suspect spinal injury after any dive into shallow water, any fall from a height such as a slide or diving board, and any casualty found floating face down in shallow water. The aim is to prevent movement of the head and neck relative to the body while keeping the airway open.",
            "Entry must not create waves that move the casualty, so the lifeguard slides in feet first. For a face-down casualty, the standard techniques use the casualty's own arms as a splint. In the vice grip, the rescuer places one forearm along the casualty's breastbone with the hand supporting the jaw, and the other forearm along the spine with the hand supporting the back of the head; the rescuer then rotates the casualty face up by ducking under, keeping head and body in line. In the extended-arm grip, the rescuer raises the casualty's arms above the head, clamps them against the head to form a splint, and rolls the casualty over.",
            "Once the casualty is face up and breathing is checked, a second lifeguard brings the spinal board. It is submerged and slid under the casualty, and the board is raised to the surface while the first rescuer maintains in-line stabilisation. Head blocks or a head immobiliser are fitted, and straps are applied across the chest, hips and legs in the order taught by the awarding body. At least four people are normally needed to lift the board out of the water smoothly, with the head end controlled by the person holding the head. Should the casualty stop breathing, the airway and breathing take priority over spinal protection, and rescuers bring the board out immediately to start resuscitation.",
          ),
        },
      },
    ],
  },
  {
    slug: "mechanical-watch-service-escapement-oiling-timing",
    discipline: "Watch repair",
    title: "Servicing the Mechanical Watch",
    description:
      "Taking a mechanical watch apart is easy; putting it back so that it keeps time is the craft. Students who have already stripped a simple movement study the Swiss lever escapement, cleaning and lubrication with the correct oils, timing and regulation on a timegrapher, and mainspring replacement.",
    level: "intermediate",
    duration: "12 bench days",
    plantedGap: "mainspring replacement",
    modules: [
      {
        title: "The Swiss Lever Escapement",
        description:
          "Locking, unlocking, impulse, drop and draw: the escapement's five actions, and how to see each of them through a loupe.",
        lesson: {
          title: "How the balance is kept swinging",
          html: p(
            "The escapement is the part of a watch that releases the energy of the going train in small, equal steps and gives the balance the impulses that keep it oscillating. Almost every mechanical watch made today uses the detached lever escapement, invented by Thomas Mudge around 1755 and developed into its Swiss form with a club-toothed escape wheel. It consists of three parts: the escape wheel, usually with 15 teeth; the pallet fork, which carries two synthetic ruby pallet stones, the entry and exit pallets; and the double roller on the balance staff, which carries the impulse jewel.",
            "The cycle has five actions. In <b>locking</b>, a tooth of the escape wheel rests on the locking face of one pallet stone, and the train is stopped. <b>Draw</b> is the angle of the locking face, which pulls the fork firmly against its banking pin so that a shock does not release it. As the balance swings, the impulse jewel enters the fork slot and moves the fork, which <b>unlocks</b> the tooth. The tooth then slides across the impulse face of the stone, giving <b>impulse</b> that pushes the fork and, through it, the balance. Finally the wheel turns freely for a small angle, the <b>drop</b>, until another tooth is caught by the other pallet.",
            "The balance is free, or detached, for most of its swing, touching the fork only briefly near the middle, which is why the lever escapement keeps good time. A movement beating 28,800 vibrations per hour makes 8 vibrations, or 4 full oscillations, a second, so the whole cycle repeats 8 times each second.",
            "A watchmaker checks these actions by moving the fork gently with an oiler or fine brush after letting the train down partially. Too little lock risks the watch tripping; too much wastes energy. Equal drop on entry and exit pallets shows the pallet stones are correctly set in the fork.",
          ),
        },
      },
      {
        title: "Cleaning and Lubrication",
        description:
          "Old oil turns into abrasive paste, so the movement is fully stripped, washed and re-oiled with the right lubricant at each point.",
        lesson: {
          title: "The right oil in the right place",
          html:
            p(
              "Watch oils degrade: they oxidise, thicken, and collect fine metal particles from wear, turning into an abrasive paste that wears pivots and reduces amplitude. Manufacturers recommend a full service every five to ten years. A service means stripping the movement completely, cleaning every part, inspecting pivots and jewels, and reassembling with fresh lubricant.",
              "Parts are washed in a watch-cleaning machine, which moves baskets of components through a cleaning solution, two rinses and warm-air drying, often with ultrasonic agitation. Balance assemblies with shellac-set jewels are cleaned with care, since some solvents soften shellac. Fine parts such as the pallet fork may be cleaned separately. After cleaning, parts are handled only with tweezers and finger cots, because skin oils contaminate them.",
              "Lubricants are chosen for the speed and load at each point. The Swiss firm Moebius supplies most oils used by watchmakers; common choices are:",
            ) +
            "<table><tr><th>Point</th><th>Typical lubricant</th></tr><tr><td>Balance jewels (cap jewels)</td><td>Moebius 9010 oil</td></tr><tr><td>Escape wheel and fourth wheel pivots</td><td>Moebius 9010</td></tr><tr><td>Third and centre wheel pivots</td><td>Moebius HP1300 (heavier oil)</td></tr><tr><td>Pallet stone impulse faces</td><td>Moebius 941 or 9415</td></tr><tr><td>Keyless work, setting parts</td><td>Moebius 9504 grease</td></tr></table>" +
            p(
              "The amount matters as much as the type. Oil is applied with a fine oiler so that it fills about a third to half of the oil sink around a jewel hole; excess spreads by capillary action away from the pivot and leaves it dry. Some watchmakers treat parts with an epilame, a surface coating that stops oil creeping. Pallet stones are lubricated by placing a tiny drop on a few escape-wheel teeth and letting the wheel distribute it while the watch runs.",
            ),
        },
      },
      {
        title: "Timing and Regulation on the Timegrapher",
        description:
          "Rate, amplitude and beat error tell you whether the service worked; we read them in several positions and correct what we can.",
        lesson: {
          title: "Reading rate, amplitude and beat error",
          html: p(
            "A timegrapher, or timing machine, uses a microphone to listen to the ticks of the escapement and compares them with a quartz reference. It reports three main figures. The <b>rate</b> is the gain or loss in seconds per day. The <b>amplitude</b> is the angle in degrees through which the balance swings either side of its rest point. The <b>beat error</b>, in milliseconds, is the difference in time between the tick and the tock, the two halves of the oscillation.",
            "To measure amplitude, the machine must know the lift angle, the angle of balance rotation during which the impulse jewel is in contact with the fork. It is specified by the manufacturer, often between 44 and 55 degrees, with 52 degrees a common default; an incorrect lift angle gives a wrong amplitude reading. A healthy, freshly serviced watch fully wound shows an amplitude of about 270 to 310 degrees dial up. Below about 220 degrees, look for a fault: dirty or dry pivots, a damaged jewel, or a poorly adjusted escapement.",
            "Readings are taken in several positions, because gravity acting on an imperfectly poised balance changes the rate. Dial up, dial down, and crown down, up, left and right are standard. Official chronometer certification by the COSC tests movements in five positions and three temperatures over fifteen days and requires, among other criteria, an average daily rate between -4 and +6 seconds.",
            "Regulation then brings the rate within limits. On an index regulator, moving the index arm changes the effective length of the hairspring between the curb pins: shortening it makes the watch gain, lengthening it makes it lose. If the watch gains 15 seconds a day, the index is moved gently towards the minus sign and the watch is retested. Beat error is corrected by rotating the hairspring collet, or on some watches by moving the stud carrier, until the balance rests with the impulse jewel centred in the fork; a beat error below 0.5 ms is a good result.",
          ),
        },
      },
    ],
  },
  {
    slug: "flintknapping-platforms-billets-and-pressure",
    discipline: "Flintknapping",
    title: "Flintknapping: Controlling the Flake",
    description:
      "Knappers who can already strike a flake from a nodule learn here to control its size and direction, through platform preparation and abrasion, soft-hammer thinning with antler billets, pressure flaking with a copper-tipped tool, and heat treatment of stone to improve its flaking quality.",
    level: "intermediate",
    duration: "4 full-day workshops",
    plantedGap: "heat treatment",
    modules: [
      {
        title: "Fracture Mechanics and the Platform",
        description:
          "Every flake starts at a platform, and small changes in its angle and strength decide whether a blow removes a long thin flake or crushes the edge.",
        lesson: {
          title: "Cones, angles and abrasion",
          html: p(
            "Flint, chert, obsidian and other knappable stones share one property: they are fine-grained or glassy and almost isotropic, so they break by conchoidal fracture, with smooth, shell-like surfaces, rather than along planes of weakness. When a hammer strikes near the edge of a core, it initiates a Hertzian cone, the same cone of fracture that a pellet makes in a window pane. Because the blow lands close to an edge, only part of the cone forms, and the crack turns to run roughly parallel to the face of the core. The flake that comes off carries a bulb of percussion beneath its platform, and the scar left on the core shows the matching negative.",
            "The surface that is struck is the platform, and the angle between it and the face along which the flake will run is the platform angle. If that angle is close to 90 degrees or more, the blow tends to crush the edge or produce a short, thick flake; an angle somewhat less than 90 degrees, often quoted as 70 to 85, gives the best result. Knappers adjust the angle by removing small flakes from the platform edge before the main blow.",
            "A thin, sharp platform edge is also weak. Struck directly, it crumbles before the force can be transmitted into the stone. Platform preparation therefore includes <b>abrasion</b>: rubbing the edge with a coarse abrading stone, such as sandstone or quartzite, so that it becomes slightly rounded and strong enough to take the blow. Overhang, the lip left by the previous flake scar, is removed at the same time. Archaeologists recognise abraded platforms on prehistoric flakes as a sign of careful preparation.",
            "Finally, the platform should be isolated, standing slightly proud of the edge around it, so that the force is concentrated where it is meant to go.",
          ),
        },
      },
      {
        title: "Soft-Hammer Thinning of a Biface",
        description:
          "Antler and hardwood billets deliver a slower, broader blow; we use them to thin a biface without breaking it in half.",
        lesson: {
          title: "Billets and the width-to-thickness ratio",
          html:
            p(
              "A hammerstone delivers a hard, concentrated blow, good for opening a nodule and removing large flakes but prone to producing deep, short scars and step fractures. Soft hammers, traditionally made from the base of a red deer or elk antler or from dense hardwood such as boxwood, deform slightly on impact. The contact area is larger and the force builds more gradually, so the flake is initiated by bending rather than by a Hertzian cone. Soft-hammer flakes are thin, with a diffuse bulb and often a small lip on the underside of the platform, and they travel far across the face of the piece.",
              "That long travel is what thinning requires. A biface, a piece flaked on both faces such as a handaxe or a preform for a projectile point, is useless if it stays thick; the aim is to reduce thickness while keeping width. Knappers track the width-to-thickness ratio. A roughed-out preform might measure 60 mm wide and 20 mm thick, a ratio of 3:1. A well-thinned biface reaches 4:1 or 5:1, and some prehistoric points, such as the finest Solutrean laurel leaves, exceed 6:1.",
            ) +
            "<ul><li>Work around the edge in sequence, preparing each platform just below the centre plane of the edge.</li><li>Aim flakes to travel at least to the midline of the face, so that they remove the central ridge.</li><li>Support the piece on a leather pad on the thigh, so that the stone can flex without snapping.</li><li>Strike with a follow-through, not a tap that stops at the edge.</li></ul>" +
            p(
              "The commonest failure at this stage is the end shock or bending fracture, in which the biface snaps across its width. It usually means the piece was unsupported under the blow, or that the blow was too heavy for its thinness. Stopping to reassess after every few removals saves many preforms.",
            ),
        },
      },
      {
        title: "Pressure Flaking",
        description:
          "With a copper-tipped tool and a leather pad, the final edge, notches and serrations are pushed off flake by flake.",
        lesson: {
          title: "Pushing flakes off the edge",
          html: p(
            "Pressure flaking removes flakes by pressing rather than striking. The knapper holds the piece in a gloved hand on a thick leather pad, places the tip of a pointed tool on a prepared platform on the edge, presses firmly inward and slightly downward, and then pushes the flake off towards the pad. Because the force is applied slowly and under control, pressure flakes can be small, regular and placed with precision, which makes the technique ideal for finishing edges, shaping tips and cutting notches.",
            "Prehistoric knappers used tips of antler or bone. Many modern knappers prefer copper: a length of 4 to 6 mm copper wire set in a wooden handle, or the 'Ishi stick', a long handle braced under the forearm that takes its name from Ishi, the last member of the Yahi people of California, whose knapping was recorded by anthropologists in the early twentieth century. Copper is soft enough to grip the edge without slipping yet durable, and the tip is reshaped with a file as it wears.",
            "The sequence along an edge matters. Each flake removal leaves a small ridge between its scar and the next; a flake placed on that ridge follows it, producing the regular, parallel flaking seen on the best prehistoric points. Platforms are abraded before pressure just as before percussion. To make a notch, the knapper alternates small removals from each face at the same point until the notch is deep enough, taking care not to weaken the base too much.",
            "Stone flakes are extremely sharp, and the fine debris contains crystalline silica. Knap outdoors or in a well-ventilated space, sweep up with water rather than dry brushing, wear safety glasses and a leather apron and pad, and never knap over a lap without protection. A first-aid kit with adhesive dressings should be within reach at every session.",
          ),
        },
      },
    ],
  },
];
