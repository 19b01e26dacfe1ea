/** Eighty-ninth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout89.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT89_A: EvalCourse[] = [
  {
    slug: "safe-chainsaw-use-foundation-skills",
    discipline: "Chainsaw operation",
    title: "Safe Chainsaw Use: Foundation Skills",
    description:
      "New to the saw and working towards a cross-cutting assessment? Across five training days you cover personal protective equipment, the safety features built into every modern saw, pre-use checks and safe starting, chain sharpening, and the cutting sequences that deal with timber held in tension or compression.",
    level: "beginner",
    duration: "five training days (classroom mornings, practical afternoons)",
    plantedGap: "chain sharpening",
    modules: [
      {
        title: "Protective equipment and the saw's safety features",
        description:
          "Identifies the protective clothing required for chainsaw work and how each safety device built into the saw is meant to function.",
        lesson: {
          title: "Why the trousers can halt a moving chain",
          html:
            p(
              "Chainsaw injuries are not spread evenly over the body. Most cuts land on the legs, especially the left thigh and knee, followed by the left hand and the head and face. Protective equipment is designed around that pattern, and it only works if it is the right standard and in good condition.",
              "Chainsaw trousers are tested under EN ISO 11393 (which replaced the older EN 381). Class 1 resists a chain running at 20 metres per second, Class 2 at 24 m/s and Class 3 at 28 m/s; most occupational saws are matched by Class 1. Design A trousers protect the front of the legs only, which suits ground work where the saw is held in front of the body. The protection is not armour: it is several layers of long, loosely woven fibres. When the chain touches them the fibres are dragged out, wrap round the drive sprocket and jam it within a fraction of a second. Once a layer has been pulled, the garment must be replaced, never patched.",
              "The rest of the kit follows the same logic: chainsaw boots with protective inserts and steel toecaps, a helmet to EN 397, a mesh visor to EN 1731, ear defenders (a petrol saw typically produces 100 to 110 dB(A), far above the 85 dB(A) upper exposure action value in the Control of Noise at Work Regulations 2005) and gloves, with the left glove carrying protective padding on the back of the hand.",
              "Before any saw is started, the operator should be able to point to and explain each safety feature:",
            ) +
            "<ul><li>Chain brake: applied by pushing the front hand guard forward, or automatically by inertia when the saw kicks back.</li><li>Chain catcher: a lug under the bar that catches a broken or derailed chain.</li><li>Throttle lock-out: the throttle trigger cannot move unless the rear handle is gripped.</li><li>Rear hand guard: shields the right hand from a snapped chain.</li><li>Anti-vibration mounts: reduce the risk of hand-arm vibration syndrome; the exposure action value is 2.5 m/s&sup2; A(8).</li><li>Stop switch, within reach of the right thumb without releasing the handle.</li></ul>" +
            p("A saw with any of these missing or damaged is taken out of use until it is repaired."),
        },
      },
      {
        title: "Pre-use checks, starting and kickback",
        description:
          "Sets out a daily check routine, the two approved starting methods, and the causes of kickback together with the grip and stance that reduce its danger.",
        lesson: {
          title: "Starting safely and respecting the kickback zone",
          html: p(
            "A short routine before each working session catches most faults. Check the chain tension first: with the saw switched off and gloves on, the chain should sit snugly against the underside of the bar yet still pull round freely by hand. To adjust it, slacken the bar nuts, lift the nose of the bar, turn the tensioning screw, and tighten the nuts while still holding the nose up. Then confirm that the chain oil and fuel are topped up, the bar and drive links are clean, the nuts are tight, and every safety feature from the previous module is present.",
            "Move at least three metres away from the refuelling point before starting, because fuel vapour and spilt fuel can ignite. There are two accepted ways to start a saw, and both begin with the chain brake applied. In a ground start, the saw rests on firm, clear ground, the right foot goes through the rear handle, the left hand holds the front handle, and the right hand pulls the cord. In a leg-lock start, the rear handle is trapped between the thighs just above the knees while the left hand holds the front handle. Drop-starting, flinging the saw away from the body while pulling the cord, leaves the running chain uncontrolled and is forbidden.",
            "Once running, test the chain brake: with the saw at a fast idle, rotate the left wrist forward to push the front guard. The chain must stop at once. Point the bar nose at a pale surface and open the throttle briefly; a fine line of oil shows that lubrication is working.",
            "Kickback happens when the upper quarter of the bar nose, the kickback zone, touches wood. The cutters bite, and the reaction throws the bar up and back towards the operator faster than anyone can react, which is why the inertia brake exists. Two related reactions are pull-in, when the bottom of the bar grabs and drags the saw forward, and push-back, when the top of the bar is pinched and drives the saw towards the body. To limit the danger: keep the left thumb wrapped under the front handle, keep the left arm straight, stand to the left of the line of the bar, cut at full throttle, never cut above shoulder height, and use low-kickback chain with a narrow-nose bar.",
          ),
        },
      },
      {
        title: "Cross-cutting timber under tension and compression",
        description:
          "Applies the reading of stem forces to choose a cutting sequence for logs on the ground and for stems supported at one or both ends.",
        lesson: {
          title: "Reading the stem before the cut",
          html: p(
            "A stem that is not lying flat on the ground is bent by its own weight. Along one face the wood fibres are squeezed together: that is the compression side, and a cut there closes up and pinches the bar. Along the opposite face the fibres are stretched: that is the tension side, and a cut there opens. Every cross-cutting sequence follows one rule: cut the compression side first, to about one third of the diameter, then finish from the tension side so that the two cuts meet.",
            "A stem supported at both ends sags in the middle, so the compression is on top and the tension underneath. Cut down from the top to a third of the diameter, then finish with an upward cut from below, lining it up with the first cut. The upward cut is made with the top of the bar, which pushes the saw back towards you, so hold the saw firmly, keep your body out of the line of the bar and let the saw's own weight help. A stem supported at one end only, like a branch cantilevered off a pile, is the reverse: tension on top, compression underneath. Make the first cut upwards from below, then finish downwards from above. If you get the order wrong, the bar is trapped; stop the engine, apply the brake and free it with a wedge or a lever rather than wrenching the saw.",
            "A log lying flat on firm ground is cut most of the way through from the top, stopping before the chain reaches the soil, which would blunt it and throw stones. Roll the log with a cant hook or breaking bar and complete the cut from the new top. Where a stem carries side tension, for example a bent sapling held down by another tree, the released wood can spring sideways with great force; release it with small relieving cuts on the compression side before severing it.",
            "Positioning matters as much as sequence. On a slope, always work from the uphill side so that a cut log rolls away from you. Plant the spiked bumper against the wood and pivot the saw on it to control the cut, keep your feet well apart on firm footing, and clear brash away from your feet and escape route before you begin.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-curling-foundations-for-club-coaches",
    discipline: "Curling coaching",
    title: "Coaching Curling: Foundations for Club Coaches",
    description:
      "Club members taking their first steps as curling coaches plan safe on-ice sessions, teach the delivery from the hack, explain scoring and the free guard zone to newcomers, and adapt activities for wheelchair curling.",
    level: "beginner",
    duration: "six weeks (one ninety-minute session a week on the ice)",
    plantedGap: "wheelchair curling",
    modules: [
      {
        title: "Safety on the ice and the first slide",
        description:
          "Covers footwear, falls, head protection and warm-up before introducing the basic sliding position with a stabiliser.",
        lesson: {
          title: "Getting new curlers onto the ice safely",
          html: p(
            "The most serious risk for novice curlers is a backwards fall onto the ice, with the head striking first. Many national governing bodies now recommend head protection for beginners and for older players, and a coach should have helmets available at every introductory session. The second risk is slipping while walking, so footwear is set up before anyone steps on: clean, flat-soled shoes, a rubber gripper on one foot and a slider on the other. A right-handed curler slides on the left foot, so the slider goes on the left shoe; left-handers reverse this. When not sliding, players keep the slider covered with a gripper or walk only on the gripper foot.",
            "Teach the entry to the ice explicitly: step on gripper foot first, with the brush held in the hand for balance, and step off the same way. Before any sliding, a five-minute warm-up of walking lunges, hip openers and gentle groin stretches prepares the joints most loaded in the delivery. Remind players that the ice is kept at around minus four to minus five degrees Celsius and sprayed with fine droplets called pebble; the stone, which may weigh up to 19.96 kilograms, rides on those droplets on a narrow running band.",
            "The first slide is taught without a stone. From the hack, the player crouches with the sliding foot flat under the chest and the hack foot pushing back. The non-throwing hand holds a stabiliser or the brush, head turned down flat, to carry part of the body weight. The trailing leg extends behind, with the knee low and the toe of the trailing foot dragging on the ice. The key coaching point is balance over the sliding foot: if the player's weight sits behind it, they will sit back and fall; if it sits too far forward, they will tip onto the hands.",
            "A simple progression works well: a static lunge position held for five seconds, short pushes of a metre or two, a full slide to the near hog line, and only then a slide holding a stone. Watch the sliding foot: it should point at the target broom throughout. If it turns out, the body drifts off line, and that fault is much easier to correct now than after the stone is added.",
          ),
        },
      },
      {
        title: "Teaching the delivery: grip, line and turn",
        description:
          "Breaks the delivery into set-up, grip, slide and release, with coaching cues for the in-turn and the out-turn.",
        lesson: {
          title: "Grip, line and rotation",
          html:
            p(
              "Every delivery aims at the skip's broom, so the set-up begins by lining up with it. In the hack, the player's hips and shoulders face the broom squarely, and the stone is placed in front of the hack foot on the line of delivery. Most faults in line come from the set-up, not the slide: a shoulder opened even slightly at the start pulls the whole body off line by the time the player reaches the hog line.",
              "The grip is in the fingers, not the palm. The handle rests across the middle joints of the fingers with the thumb lying along the side, so that the wrist stays loose. Stones curl in the direction they rotate, so the player chooses the turn before the slide. Picturing the handle as the hand of a clock seen from above, a right-handed in-turn starts with the handle at about ten o'clock and rotates clockwise to twelve o'clock at release, curling to the right. An out-turn starts at about two o'clock and rotates anticlockwise to twelve, curling to the left. Left-handed players mirror both.",
              "The amount of rotation matters. Aim for roughly two to four full turns over the length of the sheet. Too little and the stone may lose its turn and wander unpredictably as it slows; too much and it curls less than expected, because a fast-spinning stone travels straighter.",
              "The release is a handshake. The arm stays extended and relaxed, the hand opens with the handle at twelve o'clock and follows through towards the broom. The stone must be released clearly before the near hog line or it is removed from play. Common faults and cues include:",
            ) +
            "<ul><li>Pushing the stone forward at release: cue the player to let the legs provide the speed and the arm only guide.</li><li>Twisting the handle late: cue 'set the turn early, then just let it finish'.</li><li>Drifting off line: check that the sliding foot and the stone stay on the line to the broom.</li><li>Inconsistent speed: use a consistent leg drive from the hack and vary only its strength.</li></ul>" +
            p(
              "Film each player from behind the hack on a phone. Seeing the line of their own slide persuades novices faster than any verbal cue.",
            ),
        },
      },
      {
        title: "Scoring, the house and the free guard zone",
        description:
          "Explains how an end is scored, the markings on the sheet, and the five-rock free guard zone rule that shapes early-end strategy.",
        lesson: {
          title: "Explaining the scoreboard and the guard rule",
          html: p(
            "Newcomers enjoy curling far more once they understand why each shot is being called, and that starts with the sheet. At each end there is a target called the house: concentric rings of 12 feet, 8 feet and 4 feet in diameter, around a central button. The tee line crosses the centre of the house; the back line runs behind it. The hog line lies 21 feet in front of the tee line, and a delivered stone must come to rest past the far hog line to stay in play. The hacks sit behind the house at each end.",
            "Scoring is simple once stated carefully. After all sixteen stones have been played (each of the four players on a team delivers two), only one team can score in an end. That team scores one point for each of its stones that lies in or touching the house and is closer to the button than any opposing stone. If no stone is in the house, the end is blank and nobody scores. The team that delivers the final stone of an end holds the hammer. Scoring gives the hammer to the other team, while a blank end leaves it where it was, which is why teams with the hammer often blank an end rather than score a single point. Club games usually last eight ends; championship games last ten.",
            "Club scoreboards confuse everyone at first. The numbers along the middle are running point totals, not end numbers. When a team scores, the number of the end is hung under that team's new total. So if the red team scores two in the first end, a card showing 1 goes under the number 2 on red's side.",
            "The free guard zone is the area between the far hog line and the tee line, excluding the house. Under the current five-rock rule, a stone resting in that zone cannot be removed from play by the opponents until the fifth stone of the end has been delivered. If it is, the removed stone is put back and the offending stone is taken out. The rule was introduced to encourage guards and shot-making over simple take-outs, and it explains why leads are so often asked to play soft guards in front of the house.",
          ),
        },
      },
    ],
  },
  {
    slug: "french-horn-for-beginners-sound-range-and-reading",
    discipline: "French horn playing",
    title: "French Horn for Beginners: Sound, Range and Reading",
    description:
      "Embouchure and breathing, the harmonic series, fingerings on the F and B-flat sides of the double horn, right-hand position in the bell and hand stopping: the essentials for adult learners and school students starting the instrument.",
    level: "beginner",
    duration: "ten weeks (one forty-five-minute lesson a week plus daily home practice)",
    plantedGap: "hand stopping",
    modules: [
      {
        title: "Embouchure, breath and the first buzz",
        description:
          "Builds a reliable embouchure and steady breath support through mouthpiece buzzing and long tones.",
        lesson: {
          title: "Setting the embouchure",
          html: p(
            "A horn's sound starts at the lips. Air passing between the lips makes them vibrate, and the tube amplifies and shapes that vibration. The horn mouthpiece has a deep, funnel-shaped cup rather than the bowl-shaped cup of a trumpet or trombone, which is one reason for the horn's rounder, softer-edged tone. It also means the lips have less support inside the rim, so a firm, consistent embouchure matters from the first week.",
            "The traditional placement, described by Philip Farkas in The Art of French Horn Playing (1956), puts roughly two thirds of the mouthpiece on the upper lip and one third on the lower. Individual teeth and lip shapes vary, so treat this as a starting point rather than a law. The corners of the mouth stay firm and slightly drawn in, as if saying 'mm', while the centre of the lips remains relaxed enough to vibrate. The chin is flat and pointed down, not bunched.",
            "Breath comes first. Inhale through the corners of the mouth, filling from the bottom of the lungs so that the waist and lower back expand, without lifting the shoulders. Then blow a steady stream, as if keeping a strip of paper against a wall.",
            "Buzzing on the mouthpiece alone trains the lips before the instrument adds its own resistance. Begin with a comfortable middle pitch, then play slow sirens up and down. Pitch depends on the speed of the air and the size of the opening between the lips: faster air and a smaller aperture give higher notes. Pressing the mouthpiece harder against the lips is a false route to high notes, because it crushes the vibrating tissue and leads to fatigue and split notes.",
            "On the horn, start with long tones on written G in the middle of the treble staff and the C below it. Hold each for eight slow counts at a moderate dynamic, listening for a steady pitch and a clean start with the tongue saying 'too' or 'doo'. Beginners should practise for about twenty to thirty minutes a day in short blocks, resting as long as they play, since embouchure strength builds with frequent, fresh practice rather than long, tired sessions.",
          ),
        },
      },
      {
        title: "The harmonic series and the double horn",
        description:
          "Explains why one fingering gives many notes, how the valves and thumb valve add tube length, and how to choose fingerings.",
        lesson: {
          title: "Why the horn has so many notes on one fingering",
          html:
            p(
              "A tube with a mouthpiece does not play any note it likes. It sounds a set of natural notes, the harmonic series, whose frequencies are whole-number multiples of a fundamental. On a horn in F, with about 3.7 metres of tubing, the harmonic series in written pitch runs C, C, G, C, E, G, B-flat, C and upwards from a low fundamental. The horn's normal playing range uses harmonics from about the fourth to the sixteenth, where the natural notes lie close together. That is why the horn is known for missed or 'cracked' notes: a small error in air or lip lands on the neighbouring harmonic.",
              "Valves add extra tubing and so lower the whole series. The first valve lowers it by a tone, the second by a semitone and the third by a tone and a half. Combining valves gives other lowerings: first and second together, three semitones; second and third, four semitones. Horn music is written for horn in F, which sounds a perfect fifth below the written note, so written C sounds as the F below.",
              "Most students play a double horn, which contains a second, shorter set of tubes pitched in B-flat, about 2.7 metres long, selected with a thumb valve. On the shorter B-flat side the natural notes in the upper register are further apart, so they are easier to place accurately. Players therefore commonly use the F side for the lower and middle register and switch to the B-flat side from about written G-sharp or A upwards. On the F side, the written notes from middle C to the C above are fingered as follows (0 means open):",
            ) +
            "<table><tr><th>Written note</th><th>F-side fingering</th></tr><tr><td>C</td><td>0</td></tr><tr><td>C-sharp</td><td>1 2</td></tr><tr><td>D</td><td>1</td></tr><tr><td>E-flat</td><td>2</td></tr><tr><td>E</td><td>0</td></tr><tr><td>F</td><td>1</td></tr><tr><td>F-sharp</td><td>2</td></tr><tr><td>G</td><td>0</td></tr><tr><td>G-sharp</td><td>2 3</td></tr><tr><td>A</td><td>1 2</td></tr><tr><td>B-flat</td><td>1</td></tr><tr><td>B</td><td>2</td></tr><tr><td>C</td><td>0</td></tr></table>" +
            p(
              "Lip slurs on a single fingering, such as open C, E, G and C, train the player to move between harmonics with air and lip alone, and they are the best daily exercise for accuracy.",
            ),
        },
      },
      {
        title: "Holding the horn: right hand and posture",
        description:
          "Sets the position of the right hand in the bell and the posture that keeps the tone centred and in tune.",
        lesson: {
          title: "The right hand in the bell",
          html: p(
            "Unlike other brass instruments, the horn is played with a hand inside the bell, and the right hand is part of the instrument's sound and tuning. Its normal position is learned first and checked constantly, because small changes in it alter both pitch and tone colour.",
            "Shape the hand as if scooping water: fingers together and straight, thumb lying along the side of the index finger, with a slight cup in the palm. Place the hand in the bell so that the backs of the fingers rest against the side of the bell furthest from your body, at about the point where the bell begins to flare, with the palm facing your body. The opening between the palm and the bell should be roughly the width that lets the sound pass freely while giving it a warm, covered quality. Bringing the palm closer to the opening darkens the tone and lowers the pitch; opening the hand out brightens the tone and raises the pitch. Because the hand affects intonation, always tune with the hand in its normal playing position.",
            "Tuning begins with the main tuning slide, which moves both sides of a double horn together. Then adjust the F-side and B-flat-side slides separately so that the same written note sounds in tune on either side. Check the middle of the range first, for example written G and C, against a tuner or a reference pitch.",
            "Posture supports the embouchure and the breath. Sit towards the front of the chair with both feet flat and the back upright. The left hand holds the horn with the little finger in the finger hook and the other fingers resting lightly on the valve levers; the thumb rests on the thumb valve. The bell may rest on the right thigh or be held just clear of it. Either is acceptable, but the player should bring the mouthpiece to the lips at a natural angle rather than bending the neck to meet the horn. Many teachers suggest holding the bell clear of the leg when possible, because a bell pressed against clothing muffles the sound.",
            "Check posture at the start of every practice in a mirror: shoulders relaxed, head level, wrists straight, and the leadpipe arriving at the lips from slightly below.",
          ),
        },
      },
    ],
  },
  {
    slug: "citrus-production-from-nursery-tree-to-harvest",
    discipline: "Citrus production",
    title: "Citrus Production: From Nursery Tree to Harvest",
    description:
      "Growing oranges, lemons and mandarins at a profit depends on decisions made years before the first crop. Topics include rootstock and scion choice, irrigation and fertiliser scheduling, frost protection, huanglongbing and other major pests, and judging when fruit is ready to pick.",
    level: "beginner",
    duration: "eight weeks (a weekly two-hour class, with three orchard visits)",
    plantedGap: "frost protection",
    modules: [
      {
        title: "Rootstocks, scions and the nursery tree",
        description:
          "Explains why commercial citrus trees are budded onto rootstocks and how rootstock choice shapes vigour, fruit quality and disease risk.",
        lesson: {
          title: "Choosing the right rootstock",
          html:
            p(
              "Almost every commercial citrus tree is two plants joined together. The scion, the fruiting variety such as a Valencia orange or a Eureka lemon, is budded onto a rootstock grown from seed. Many citrus species are polyembryonic: their seeds contain several embryos, most of them nucellar, which means they are genetically identical to the mother tree. A nursery can therefore raise large numbers of uniform rootstock seedlings from seed, something that is not possible with apples or pears.",
              "The rootstock influences tree size and vigour, yield, fruit size and sugar content, tolerance of soil salinity, lime and waterlogging, and resistance to diseases. The history of sour orange shows why this matters. It produces excellent fruit and tolerates Phytophthora, but sweet orange, mandarin and grapefruit trees budded onto it collapse when infected with citrus tristeza virus. Tristeza destroyed tens of millions of trees on sour orange in Argentina, Brazil, Spain and California during the twentieth century, and growers replaced it with tolerant rootstocks.",
            ) +
            "<table><tr><th>Rootstock</th><th>Main strengths</th><th>Main weaknesses</th></tr><tr><td>Carrizo citrange</td><td>Tristeza tolerant; good fruit quality</td><td>Poor on calcareous, saline soils; sensitive to exocortis viroid</td></tr><tr><td>Swingle citrumelo</td><td>Tristeza tolerant; resists Phytophthora</td><td>Poor on heavy or high-pH soils</td></tr><tr><td>Trifoliate orange</td><td>Small trees; high fruit quality</td><td>Slow growth; exocortis sensitive</td></tr><tr><td>Citrus macrophylla</td><td>Vigorous; salt tolerant; widely used for lemons</td><td>Tristeza sensitive with oranges</td></tr><tr><td>Rough lemon</td><td>Vigorous; drought tolerant</td><td>Lower sugar and acid in fruit</td></tr></table>" +
            p(
              "In the nursery, seedlings are raised in containers and budded in spring with a T-bud or inverted T-bud, using budwood from a certified, virus-tested source. The bud is inserted about 15 to 30 centimetres above the soil so that the scion, usually more susceptible to Phytophthora foot rot, stays clear of soil splash. Once the bud has taken, the rootstock top is bent over or cut back to force it into growth. The new tree should leave the nursery with a straight single stem, a healthy fibrous root system and no circling roots, because root faults formed in a container persist for the life of the tree.",
            ),
        },
      },
      {
        title: "Water and nutrients in the grove",
        description:
          "Shows how to estimate a tree's daily water need and how leaf analysis guides fertiliser programmes.",
        lesson: {
          title: "Scheduling irrigation and fertiliser",
          html: p(
            "Citrus trees are evergreen and use water all year, but the amount depends on climate and canopy size. The standard method estimates crop water use from reference evapotranspiration (ET0), published daily by many weather services: crop evapotranspiration ETc = Kc x ET0. FAO Irrigation and Drainage Paper 56 gives citrus crop coefficients of roughly 0.45 to 0.75, depending on how much of the ground the canopy shades and whether the inter-row is bare or grassed.",
            "A worked example: on a summer day ET0 is 6 millimetres, and for a mature grove with bare inter-rows we take Kc = 0.65. ETc is 3.9 mm, which is 3.9 litres per square metre. With trees planted 6 m by 4 m, each tree occupies 24 m², so it needs about 94 litres that day. If the drip system is about 90 per cent efficient, the grower applies roughly 104 litres per tree.",
            "Timing matters as much as amount. Water stress during flowering, fruit set and the first weeks of fruit growth, when cells are dividing, causes heavy fruit drop and small fruit. Later in the season, a mild, controlled deficit, called regulated deficit irrigation, can save water and raise sugar content, and it is used commercially in some Spanish mandarin groves. Citrus is also sensitive to salt: in the widely used Maas and Hoffman tables, orange yields begin to fall once soil salinity exceeds about 1.7 dS/m.",
            "Fertiliser decisions are based on leaf analysis. Samples are taken from spring-flush leaves four to six months old, picked from non-fruiting shoots, about 100 leaves per uniform block. Nitrogen is the nutrient most often limiting; Florida guidelines place the optimum leaf nitrogen at about 2.5 to 2.7 per cent of dry weight. Too little nitrogen gives pale leaves and low yields; too much delays rind colour, thickens the peel and encourages vegetative growth at the expense of fruit. Zinc and manganese deficiencies are common on sandy or alkaline soils, and iron chlorosis appears on calcareous soils, especially with susceptible rootstocks.",
            "Splitting nitrogen into several applications, or delivering it through the drip system as fertigation, reduces leaching and matches supply to the tree's uptake, which peaks from spring flush through fruit set.",
          ),
        },
      },
      {
        title: "Huanglongbing, pests and harvest maturity",
        description:
          "Covers the most destructive citrus disease, the main insect pests and the tests used to decide when fruit is mature.",
        lesson: {
          title: "Keeping trees productive and picking at the right time",
          html: p(
            "Huanglongbing (HLB), also called citrus greening, is the most destructive citrus disease in the world. It is caused by a bacterium, Candidatus Liberibacter asiaticus in Asia and the Americas, that lives in the tree's phloem and is spread by the Asian citrus psyllid, Diaphorina citri. Infected trees show blotchy yellow mottling of the leaves that is asymmetric across the midrib, unlike the symmetrical pattern of zinc deficiency. Fruit is small, lopsided, bitter and often stays green at the stem end. There is no cure. Since HLB was found in Florida in 2005, the state's orange crop has fallen from over 240 million boxes in 2003-04 to under 20 million in 2022-23, with hurricanes adding to the losses.",
            "Management rests on three measures used together: planting only certified trees raised in insect-proof nurseries, controlling psyllids across whole districts rather than farm by farm, and removing infected trees promptly. Brazil's area-wide programme, coordinated by the growers' organisation Fundecitrus, has kept infection rates in São Paulo far below Florida's. Other major pests include scale insects such as California red scale, mites, which scar the rind, and fruit flies such as the Mediterranean fruit fly, whose larvae make fruit unmarketable and trigger quarantine restrictions.",
            "Citrus is non-climacteric: the fruit does not continue to ripen after picking, so the harvest date fixes its eating quality. Maturity is judged from a sample of fruit, typically at least ten fruit from representative trees. Juice is extracted and two measurements are made. Total soluble solids (TSS), mostly sugars, is read with a refractometer in degrees Brix. Titratable acidity is measured by titrating the juice with sodium hydroxide to pH 8.2 and expressed as per cent citric acid. The TSS to acid ratio is the main maturity index. For example, juice with 11.0 °Brix and 1.1 per cent acid has a ratio of 10. Legal standards often set a minimum ratio, such as 8:1 for California navel oranges, together with rind colour requirements.",
            "Rind colour is not a reliable guide to internal maturity. In warm climates, fully mature oranges can remain green, so packhouses degreen them with low concentrations of ethylene, which breaks down chlorophyll in the rind without changing the flesh.",
          ),
        },
      },
    ],
  },
  {
    slug: "business-ethics-principles-and-practice",
    discipline: "Business ethics",
    title: "Business Ethics: Principles and Practice",
    description:
      "What do managers owe to shareholders, employees, customers and the wider public, and what should they do when those duties collide? Through cases from multinational firms, the course introduces the main ethical theories, stakeholder thinking and corporate social responsibility, anti-bribery law, and whistleblowing.",
    level: "beginner",
    duration: "ten weeks (one lecture and one case seminar a week)",
    plantedGap: "whistleblowing",
    modules: [
      {
        title: "Ethical theories at work",
        description:
          "Introduces consequentialist, duty-based and virtue-based reasoning and applies each to everyday management decisions.",
        lesson: {
          title: "Consequences, duties and character",
          html: p(
            "Three families of ethical theory give managers different questions to ask about the same decision. None settles every case, but together they expose what a narrow financial analysis misses.",
            "Consequentialism judges an action by its results. Its best-known form, utilitarianism, developed by Jeremy Bentham and John Stuart Mill, says the right action is the one that produces the greatest overall well-being for everyone affected. Business already reasons this way through cost-benefit analysis. The risk is that some people's interests are traded away for a larger total. The Ford Pinto case is usually taught through a 1973 cost-benefit memorandum that valued a human life at about 200,000 dollars. The memo actually concerned fuel leakage in rollovers across the industry, not the Pinto alone, but it became a symbol of what happens when lives are priced like parts.",
            "Deontology judges the action itself. Immanuel Kant's categorical imperative asks whether you could will the principle behind your action to become a universal law, and it requires that people be treated never merely as a means but always also as ends in themselves. A false promise fails both tests: a world where everyone made false promises would have no promises at all, and the person deceived is being used.",
            "Virtue ethics, from Aristotle, asks what a person of good character would do. Virtues such as honesty, courage and fairness are habits built by practice, and practical wisdom (phronesis) is the ability to see what a situation requires. Robert Solomon applied this to business, arguing that corporations are communities in which character is formed.",
            "Consider a regional sales manager who could meet the quarterly target by booking an order early, before the customer has confirmed delivery dates. A consequentialist asks who benefits and who is harmed: the bonus pool gains, but investors receive a misleading picture and the next quarter starts short. A deontologist asks whether the manager could accept a rule allowing everyone to book revenue early, and notes that the accounts would then deceive their readers. A virtue ethicist asks what habit the decision builds in the manager and in the team. All three lines of reasoning point against it, and that convergence is itself useful evidence.",
          ),
        },
      },
      {
        title: "Stakeholders, shareholders and corporate social responsibility",
        description:
          "Contrasts shareholder primacy with stakeholder theory and examines how far UK company law requires directors to consider wider interests.",
        lesson: {
          title: "Whose interests count?",
          html: p(
            "In a 1970 essay in the New York Times Magazine, Milton Friedman argued that the social responsibility of business is to increase its profits, within the rules of the game. Managers are agents of the shareholders; spending company money on social causes, he said, is spending other people's money without their consent. Friedman's view, known as shareholder primacy, dominated finance teaching for decades.",
            "R. Edward Freeman's Strategic Management: A Stakeholder Approach (1984) offered the main alternative. He defined a stakeholder as any group or individual who can affect or is affected by the achievement of the organisation's objectives: employees, customers, suppliers, communities and lenders as well as shareholders. Stakeholder theory claims that a firm is managed well only when it creates value for these groups together. Mitchell, Agle and Wood (1997) added a practical test of stakeholder salience, based on three attributes: power to influence the firm, legitimacy of the claim, and urgency. A group with all three, such as a regulator in a product recall, demands immediate attention.",
            "Archie Carroll's pyramid (1991) described corporate social responsibility in four layers: economic responsibilities at the base (be profitable), then legal (obey the law), ethical (do what is right beyond the law), and philanthropic (contribute to the community). Critics note that the pyramid can make ethics sound optional once profits are secure; Carroll himself stressed that the layers must be met together.",
            "UK law sits between the positions. Section 172 of the Companies Act 2006 requires a director to act in the way most likely to promote the success of the company for the benefit of its members as a whole, and in doing so to have regard to, among other things, the long-term consequences of decisions, the interests of employees, relationships with suppliers and customers, the impact on the community and the environment, the company's reputation for high standards of business conduct, and fairness between members. This is called enlightened shareholder value: shareholders remain the beneficiaries, but directors must consider other interests to serve them. Large companies must now report in a section 172 statement how they have done so.",
            "In 2019 the US Business Roundtable, representing chief executives of major American companies, issued a statement committing to deliver value to all stakeholders. Whether such statements change behaviour is a question for the seminar.",
          ),
        },
      },
      {
        title: "Bribery and corruption: the law and the grey areas",
        description:
          "Explains the UK Bribery Act 2010 and the US Foreign Corrupt Practices Act, and applies them to gifts, hospitality and facilitation payments.",
        lesson: {
          title: "Gifts, hospitality and facilitation payments",
          html:
            p(
              "The UK Bribery Act 2010, in force since 1 July 2011, is one of the strictest anti-corruption laws in the world. It creates four offences: offering or giving a bribe (section 1), requesting or accepting one (section 2), bribing a foreign public official (section 6) and, for companies, failing to prevent bribery by an associated person such as an employee or agent (section 7). An individual can be imprisoned for up to ten years and fined without limit. Under section 7 the company is liable unless it proves it had adequate procedures in place. The Ministry of Justice guidance describes six principles for those procedures:",
            ) +
            "<ol><li>Proportionate procedures, matched to the risks the company faces.</li><li>Top-level commitment from the board and senior managers.</li><li>Periodic, documented risk assessment.</li><li>Due diligence on people who perform services for the company.</li><li>Communication, including training.</li><li>Monitoring and review.</li></ol>" +
            p(
              "The US Foreign Corrupt Practices Act 1977 differs on an important point. It contains an exception for facilitating payments, small payments to officials to speed up routine governmental action such as processing a visa. The UK Act has no such exception: a facilitation payment is a bribe. A payment made under duress, to protect someone's life or liberty, will not normally be prosecuted, but the company should record and report it.",
              "Hospitality is legal when it is reasonable and proportionate and intended to build relationships or show products. It becomes a bribe when it is meant to influence a decision improperly. Firms manage this with thresholds, approval rules and a gifts and hospitality register; a modest dinner with a client is ordinary, while a luxury trip for a procurement official during a tender is not.",
              "In January 2017 Rolls-Royce entered a deferred prosecution agreement with the Serious Fraud Office over bribery by intermediaries in several countries, paying about 497 million pounds plus costs in the UK, and more to US and Brazilian authorities. The case shows that the greatest risk often lies with agents and intermediaries, not with the company's own staff.",
            ),
        },
      },
    ],
  },
];
