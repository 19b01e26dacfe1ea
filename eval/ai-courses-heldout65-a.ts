/** Sixty-fifth held-out evaluation courses, beginner level (B to F); see ai-courses-heldout65.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT65_A: EvalCourse[] = [
  {
    slug: "coaching-badminton-to-beginners",
    discipline: "Badminton coaching",
    title: "Coaching Badminton to Beginners",
    description:
      "Who runs the beginners' court on club night when nobody else volunteers? This practical course prepares new assistant coaches to teach the grips, the ready position, legal serving, movement to the four corners and doubles rotation to adult and junior beginners.",
    level: "beginner",
    duration: "six weeks (one two-hour practical session a week)",
    plantedGap: "doubles rotation",
    modules: [
      {
        title: "Grips and the ready position",
        description:
          "How to teach the forehand and backhand grips, correct the panhandle grip, and set up a ready position from which beginners can react.",
        lesson: {
          title: "Teaching the grips and the ready position",
          html:
            p(
              "Most of the faults that hold beginners back start with the grip. The forehand grip is taught as a handshake: the player holds the racket by the throat with the face at right angles to the floor and shakes hands with the handle, so that the V between thumb and index finger sits on the upper bevel on the player's own side. The fingers are spread slightly rather than bunched, the index finger a little apart like a trigger finger, and the handle lies in the fingers rather than pressed into the palm. A relaxed hold matters because racket-head speed in badminton comes from turning the forearm (pronation and supination) and a late squeeze of the fingers, and a clenched hand blocks both.",
              "The backhand grip, usually called the thumb grip, is the same hold turned a few degrees so that the pad of the thumb presses flat against the wide back bevel of the handle. The thumb then supplies the push for backhand lifts, drives and net shots. Beginners should learn to change between the two grips without looking: a simple exercise is to bounce the shuttle on the strings alternately with forehand and backhand faces while walking the length of the court, relaxing the hand between touches.",
              "The commonest error is the panhandle grip, with the racket face parallel to the floor as if holding a frying pan. Beginners adopt it because it makes a flat shuttle in front of the body easy to hit, and it has a legitimate use for a kill at the net, but it stops the forearm turning and makes an overhead clear or any backhand almost impossible. Correct it in the first session; a coach who lets it settle will spend months undoing it.",
              "The ready position is taught next, with a short checklist the coach can call out:",
            ) +
            "<ul><li>feet roughly shoulder-width apart, racket foot slightly forward;</li><li>knees flexed and weight on the balls of the feet, heels light;</li><li>racket held up in front of the body, head above the hand;</li><li>eyes on the opponent's racket, not the shuttle already in flight.</li></ul>" +
            p(
              "Check it with a simple reaction drill: the coach points to a corner and the player takes one step towards it and returns. If the player's first movement is to lift the racket or straighten the knees, the ready position was not ready.",
            ),
        },
      },
      {
        title: "Serving within the laws",
        description:
          "The service laws, including the fixed-height rule, and a progression for teaching the low serve and the high serve.",
        lesson: {
          title: "Legal serves and how to teach them",
          html: p(
            "Beginners lose more points to illegal serves than they realise, so the coach should teach the law and the technique together. Under the Laws of Badminton published by the Badminton World Federation, the server and receiver stand within diagonally opposite service courts without touching the boundary lines. From the start of the serve until it is delivered, part of both feet must stay in contact with the court in a stationary position. The racket must first strike the base of the shuttle, and once the forward swing starts it must continue in one movement; a feint or a pause is a fault.",
            "The height rule changed in 2018. Instead of judging the point of contact against the server's waist, the law now requires the whole shuttle to be below 1.15 metres from the court surface at the instant it is struck. Tall players no longer gain an advantage, and umpires at higher levels use a measuring device, but in club coaching it is enough to show players where 1.15 metres falls on their own body.",
            "In singles the server serves from the right service court when their score is even and from the left when it is odd. Games are played to 21 points with rally-point scoring; at 20-all a side must lead by two, and at 29-all the next point wins.",
            "The low serve is taught first, usually on the backhand. The player holds the shuttle by a feather at the base, racket in the thumb grip close to the body, and pushes the shuttle with a short, smooth movement so that it just clears the net tape and falls beyond the short service line, 1.98 metres from the net. The coaching point is control, not power: the wrist stays firm and the racket face follows through towards the target.",
            "The forehand high serve in singles aims to land the shuttle deep near the back boundary line, falling almost vertically so that it is hard to attack. The player stands side-on, drops the shuttle slightly in front of the leading foot and swings from low to high, transferring weight forwards. A useful progression is to begin with targets on the floor, then add a receiver who must return from wherever the serve lands.",
          ),
        },
      },
      {
        title: "Moving to the four corners",
        description:
          "The split step, chassé and lunge footwork, and how to build them into a first session using shadow movement and multi-feed practice.",
        lesson: {
          title: "Footwork and a first multi-feed session",
          html:
            p(
              "A rally is won or lost largely on movement, and beginners tend to run in a straight line, cross their feet and arrive late and off balance. Good footwork starts from a base near the centre of the court, slightly behind the middle, from which each corner is a similar distance away. As the opponent hits, the player makes a small hop called the split step, landing with the feet apart and the knees bent so that the first push can go in any direction. The timing is the coaching point: a split step made too early leaves the player flat-footed at the moment of contact.",
              "To the front forehand corner a right-handed player takes a small step and then a long lunge with the right foot leading. The heel lands first, the front knee stays above the ankle rather than collapsing inward, and the back foot drags to keep balance. The same racket-foot lunge is used in the backhand front corner. Recovery is a push back off the lunging leg, not a stand-up followed by a walk. To the rear corners the player turns side-on and uses chassé steps, one foot closing to the other without crossing, before striking; at the rear forehand corner a scissor kick, swapping the legs in the air, brings the player forward again after the shot.",
              "A first footwork session for beginners might run as follows:",
            ) +
            "<ol><li>Warm-up, ten minutes: jogging, side-steps and dynamic stretches for hips and calves.</li><li>Shadow footwork, ten minutes: the coach points to one of six positions (front, middle and rear on each side); players move, mime the shot and recover to base.</li><li>Multi-feed, twenty minutes: the coach holds a bag of shuttles and feeds them quickly to one corner, then to two, for bursts of about twenty seconds with at least as long to rest.</li><li>Conditioned game, fifteen minutes: singles in which a rally can only be won in the front third of the court, forcing players to lunge.</li><li>Cool-down and questions, five minutes.</li></ol>" +
            p(
              "Multi-feeding lets a beginner make far more repetitions than a rally allows, but its quality depends on the feeder: shuttles should arrive at a steady rhythm and a reachable height, so that the player practises correct movement rather than frantic scrambling.",
            ),
        },
      },
    ],
  },
  {
    slug: "cello-for-adult-beginners",
    discipline: "Cello playing",
    title: "Cello for Adult Beginners",
    description:
      "Adults who have never held a bow start here. Over ten weeks the class covers setting up the instrument and the body, the bow hold and open-string bowing, first-position fingering, reading the bass clef, and a first introduction to vibrato.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute group class a week, with daily home practice)",
    plantedGap: "vibrato",
    modules: [
      {
        title: "Setting up: chair, endpin and posture",
        description:
          "How to choose a chair, set the endpin length and sit so that the cello balances against the body without being gripped.",
        lesson: {
          title: "Sitting with the cello",
          html: p(
            "Almost every problem an adult beginner has with tone or tension can be traced back to how they sit. Choose a firm, flat chair without arms, of a height that lets the thighs slope very slightly downwards from hip to knee. Sit on the front half of the seat, feet flat on the floor and a little wider than the hips, with the back upright but not stiff. Sitting on the front edge frees the pelvis to tilt forwards, which keeps the spine balanced and leaves the arms free.",
            "The endpin is pulled out and locked so that, with the cello resting against the body, the top edge of the upper back sits roughly at the level of the breastbone and the C-string peg is close to the left ear, neither touching the head nor far from it. An endpin that is too short forces the player to hunch; one that is too long pushes the instrument upright and makes it hard to reach the lower part of the fingerboard. On a polished floor use a rock stop or strap so that the endpin cannot slide.",
            "The cello leans back against the chest at a slight angle and turns a little to the right, so that the C string is easier for the bow to reach. The knees touch the lower curves of the body of the instrument, the lower bouts, lightly: they steady it, but the player should be able to take both hands away and have the cello stay where it is. If it falls, the balance between endpin, chest and knees is wrong, and no amount of gripping with the knees will fix it.",
            "Tuning is part of setting up. The four strings, from lowest to highest, are C, G, D and A, each a perfect fifth apart; the A string sounds at 220 hertz, an octave below the orchestral A. Beginners should tune with the fine tuners on the tailpiece and a clip-on tuner, leaving the pegs to the teacher until they can turn them safely, because an over-tightened string can snap or pull the bridge forward.",
            "Before every practice, spend a minute checking the set-up in a mirror: feet, endpin, knees, the height of the upper edge and the angle of the instrument. It is quicker than correcting habits later.",
          ),
        },
      },
      {
        title: "The bow arm",
        description: "Forming a flexible bow hold and drawing a straight, steady sound on the open strings.",
        lesson: {
          title: "Bow hold and open-string bowing",
          html: p(
            "The cello bow hold is relaxed and rounded. With the bow held at the frog in the left hand, the right thumb is bent and its tip placed on the stick where the frog meets it, touching the frog's edge; the middle finger rests opposite the thumb, over the frog, and the other fingers drape over the stick with their weight hanging into it. The little finger rests on the stick or just beyond it rather than standing on top, as it does on the violin. The fingers should be curved and able to move; a straight, locked thumb is the most common fault and produces a pressed, choked sound.",
            "Sound on a string instrument depends on three variables the player controls: bow speed, the weight of the arm transferred into the string, and the contact point, the place between bridge and fingerboard where the hair meets the string. Near the bridge the string is stiffer and needs more weight and less speed; nearer the fingerboard it needs less weight and more speed. A good beginner exercise is to hold a long, even note and deliberately move the contact point, listening for the point where the tone is fullest.",
            "The bow should travel parallel to the bridge. A down-bow moves from frog to tip, pulling the arm away from the body, and is marked with a symbol like a square bracket open at the bottom; an up-bow moves from tip to frog and is marked with a V. Because the frog end is heavier and closer to the hand, the player must add weight through the arm as the bow moves towards the tip to keep the sound even.",
            "Changing strings is done with the whole arm, not the wrist. The elbow is highest for the C string and lowest for the A string, and each string has its own arm level. Play slow open-string exercises in four beats per bow, then two, then one, crossing between neighbouring strings while keeping the bow straight. Practise these in front of a mirror for five minutes a day before touching the fingerboard; the left hand can only sound as good as the bow allows.",
          ),
        },
      },
      {
        title: "First position and the bass clef",
        description:
          "Placing the left hand in first position and reading the notes it produces on the bass clef staff.",
        lesson: {
          title: "Finding the notes in first position",
          html:
            p(
              "In first position the left hand sits near the top of the fingerboard, the thumb behind the neck roughly opposite the second finger, and the fingers curved over the string so that they press with the fingertips. On the cello each finger in this position covers one semitone: the first finger stops the note a whole tone above the open string, the second finger a semitone higher, the third another semitone, and the fourth a semitone above that. The span from first to fourth finger is therefore a minor third. The elbow stays up, level with the hand, so that the fingers fall onto the string with the arm's weight rather than being squeezed against it.",
              "Most beginner music uses the first, third and fourth fingers in a major key, because the pattern open string, first finger, third finger, fourth finger gives a tone, tone, semitone shape. On the D string this produces D, E, F sharp and G; crossing to the A string and repeating the pattern gives A, B, C sharp and D, completing a one-octave D major scale.",
              "Cello music is written mainly in the bass clef, whose two dots sit either side of the fourth line from the bottom and mark that line as the F below middle C. The lines, from bottom to top, are G, B, D, F and A; the spaces are A, C, E and G. The open strings are easy to find: G is the bottom line, D the middle line, A the top line, and C sits on the second ledger line below the staff.",
            ) +
            "<table><thead><tr><th>String</th><th>Open</th><th>1st finger</th><th>2nd finger</th><th>3rd finger</th><th>4th finger</th></tr></thead><tbody><tr><td>D</td><td>D</td><td>E</td><td>F</td><td>F sharp</td><td>G</td></tr><tr><td>A</td><td>A</td><td>B</td><td>C</td><td>C sharp</td><td>D</td></tr></tbody></table>" +
            p(
              "Intonation is checked by listening. A fourth finger on the D string sounds the same G as the open G string an octave lower, and when it is in tune the open string rings in sympathy. Use that ring, and a tuner when in doubt, rather than tape on the fingerboard for more than the first few weeks.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-red-deer-farming",
    discipline: "Deer farming",
    title: "Introduction to Red Deer Farming",
    description:
      "This course introduces the farming of red deer for students on land-based programmes and for livestock farmers considering diversification. It covers the seasonal biology of the species, fencing and handling systems, grazing and winter feeding, herd health and venison marketing.",
    level: "beginner",
    duration: "eight weeks (one three-hour session a week, including two farm visits)",
    plantedGap: "venison marketing",
    modules: [
      {
        title: "The red deer year",
        description:
          "How the rut, calving, the antler cycle and seasonal appetite shape every management decision on a deer farm.",
        lesson: {
          title: "Seasonality in red deer",
          html: p(
            "Red deer (Cervus elaphus) are the main farmed deer species in Britain, Ireland and New Zealand, and the most important fact about them for a farmer is that nearly everything they do follows day length. They are short-day breeders: shortening days in late summer trigger the rise in testosterone in stags and the onset of oestrous cycles in hinds, so the rut runs from late September into October. Gestation is about 233 days, which places calving in late May and June, when grass growth is at its peak and can support lactation.",
            "Hinds calve alone and hide the calf for its first days, returning to suckle it. Birth weights are typically around 7 to 9 kilograms. The hiding behaviour means that disturbance at calving, such as dogs, people walking through the paddock or moving the group, can cause hinds to abandon calves, so calving paddocks need cover, quiet and daily checks made from a distance.",
            "Stags grow a new set of antlers every year. Mature stags cast the old antlers in early spring, and new antlers grow over roughly one hundred days covered in velvet, a living skin rich in blood vessels and nerves. As testosterone rises in late summer the antler bone mineralises, the blood supply is cut off and the stag rubs the velvet away, leaving hard antler for the rut. In the United Kingdom removing antlers in velvet is a prohibited operation except for therapeutic reasons, but hard antlers are commonly sawn off above the pedicle to reduce injuries to other deer and handlers.",
            "Appetite is seasonal too. Voluntary feed intake falls in winter even when good feed is offered, and rises sharply in spring, an adaptation to a wild environment where winter forage is scarce. Stags eat very little during the rut and can lose a fifth of their body weight, so they need to enter it in good condition and be fed well afterwards.",
            "The farming year can be planned around these facts: calving in early summer, weaning in late summer or after the rut, stags separated from hinds outside the breeding season, and handling of stags avoided from late August until the rut has finished.",
          ),
        },
      },
      {
        title: "Fencing, handling and housing",
        description:
          "Designing fences, races and handling pens that suit an animal that is flighty, strong and able to jump.",
        lesson: {
          title: "Designing for a flighty animal",
          html:
            p(
              "Red deer were domesticated only in the late twentieth century, and they retain the flight response of a wild animal. Facilities designed for cattle or sheep are unsafe for them. The starting point is the perimeter fence, which must be high enough that deer do not attempt to jump it: around 1.8 to 2 metres is standard, usually of high-tensile woven netting with smaller meshes at the bottom so that calves cannot push through. Corners and gateways are where deer crowd under pressure, so they should be rounded or netted solid rather than left as sharp angles.",
              "Laneways connect paddocks to the handling unit so that deer can be moved by walking them quietly rather than chasing. Deer move best away from people, towards light and open ground, and into familiar routes, so regular quiet movement along the same lanes makes the annual handling much easier.",
              "The handling unit itself is built on the principle that deer are calmer in darkness and in small groups. A typical layout has the following elements:",
            ) +
            "<ul><li>a holding yard where the group arrives from the lane;</li><li>a series of small, roofed or dimly lit pens with solid walls about 2 metres high, so the deer cannot see out or attempt to climb;</li><li>sliding doors operated from outside or above, so handlers do not have to enter with the animals;</li><li>a race leading to a padded crush or a drop-floor restraint that holds one animal for tagging, testing, injections or antler removal.</li></ul>" +
            p(
              "Handlers work quietly and keep out of sight where possible. Stags in hard antler and in the rut are genuinely dangerous and can strike with the front feet as well as the antlers; most farms avoid handling mature stags from late summer until the rut is over, and never enter a pen with a rutting stag.",
              "Housing over winter is used on some farms, especially on wet land, with straw-bedded pens at lower stocking density than for cattle, feed barriers that allow all animals to eat at once, and separate groups for calves, hinds and stags, because mixed groups lead to bullying of the smaller animals.",
            ),
        },
      },
      {
        title: "Grazing, winter feeding and herd health",
        description:
          "Matching feed supply to the deer's seasonal demand and preventing the diseases that matter most on deer farms.",
        lesson: {
          title: "Feeding the herd and keeping it healthy",
          html: p(
            "Grazed grass is the cheapest feed a deer farm has, and the farming system is built to match the deer's demand to its growth. Demand peaks in summer, when hinds are lactating and calves are growing fast; this coincides with peak grass growth, which is one reason red deer suit temperate grassland. Rotational grazing with paddocks of a few hectares allows pasture to recover and lets the farmer keep the best grass for lactating hinds and for weaned calves, whose growth in their first autumn strongly affects their final size.",
            "In winter, voluntary intake falls but animals still need to be maintained. Typical winter rations combine good silage or hay with a supplement such as whole barley or a deer nut, fed in troughs long enough that every animal can eat at once. Body condition is scored on a five-point scale by feeling the cover of flesh over the spine and pelvis; hinds should go into winter at a condition score of about three and be kept from losing much condition before calving, because thin hinds produce light calves with lower survival.",
            "Several diseases are particularly important. Bovine tuberculosis affects deer as well as cattle, and deer herds in many regions are tested under official schemes, usually with a comparative skin test. Johne's disease, caused by Mycobacterium avium subspecies paratuberculosis, can cause wasting and deaths in young deer and spreads through contaminated pasture. Malignant catarrhal fever, carried without signs by sheep, is often fatal in red deer, which is why deer should not share close grazing or handling areas with sheep, especially at lambing. Yersiniosis causes diarrhoea and sudden deaths in young deer after weaning, particularly in cold, wet weather and when animals are stressed by handling or feed changes.",
            "Parasites matter too. Lungworm (Dictyocaulus species) can cause coughing and deaths in calves in their first autumn, and gastrointestinal worms reduce growth. Worming should be based on monitoring and veterinary advice rather than a fixed calendar, since deer farms often have few products licensed for deer and resistance can develop quickly.",
            "A written health plan agreed with the farm's vet should list vaccinations, testing, parasite control and biosecurity rules for buying in stock.",
          ),
        },
      },
    ],
  },
  {
    slug: "electroplating-fundamentals",
    discipline: "Electroplating",
    title: "Electroplating Fundamentals",
    description:
      "Students learn to calculate plating time and thickness from Faraday's laws, prepare steel and brass surfaces so that deposits adhere, run and adjust a Watts nickel bath, read a Hull cell panel, and plan effluent treatment for a small plating line.",
    level: "beginner",
    duration: "twelve weeks (one three-hour workshop a week)",
    plantedGap: "effluent treatment",
    modules: [
      {
        title: "Faraday's laws at the bench",
        description:
          "Using Faraday's laws and cathode efficiency to predict how much metal a given current and time will deposit.",
        lesson: {
          title: "From amps and minutes to microns",
          html: p(
            "Electroplating is electrolysis put to work. The part to be plated is the cathode; metal ions in solution gain electrons at its surface and are deposited as metal. Faraday's laws state that the mass deposited is proportional to the charge passed, and that the charge needed to deposit one mole of a metal is n times the Faraday constant, where n is the number of electrons each ion gains and the Faraday constant is 96,485 coulombs per mole. Written as a formula, the mass m equals I multiplied by t multiplied by M, divided by n multiplied by F, where I is the current in amperes, t the time in seconds and M the molar mass.",
            "Take a nickel part with a plated area of 1 square decimetre (100 square centimetres) plated at 2 amperes per square decimetre for 30 minutes. The charge is 2 × 1,800 = 3,600 coulombs. Nickel has a molar mass of 58.69 grams per mole and n = 2, so the theoretical mass is 3,600 × 58.69 / (2 × 96,485) = 1.095 grams.",
            "Not all of the current deposits metal. Some of it reduces hydrogen ions to hydrogen gas, which is why bubbles form on the part. The fraction of current that deposits metal is the cathode efficiency; for a Watts nickel bath it is typically about 95 per cent, giving 1.04 grams. Dividing by the density of nickel, 8.9 grams per cubic centimetre, gives a volume of 0.117 cubic centimetres, and dividing that by the area of 100 square centimetres gives a thickness of 0.00117 centimetres, or about 12 micrometres.",
            "This gives a useful rule of thumb: a Watts bath deposits roughly 12 micrometres per hour at 1 ampere per square decimetre. Other baths differ sharply. Chromium from a hexavalent bath has a cathode efficiency of only around 10 to 25 per cent, so chromium deposits are built up far more slowly per ampere.",
            "Two practical cautions follow. First, the calculation gives an average; current concentrates on edges and points, so these plate thicker than recesses, and a specification minimum thickness must be met at the thinnest significant surface. Second, the area used must be the real wetted area of the load, including jigs if they are not masked, or the current density will be wrong.",
          ),
        },
      },
      {
        title: "Surface preparation",
        description: "Why deposits fail to adhere, and the cleaning, activation and rinsing sequence that prevents it.",
        lesson: {
          title: "Cleaning and activating the surface",
          html:
            p(
              "Most plating rejects are not caused by the plating bath at all but by poor preparation. A deposit bonds to metal only where the atoms of the substrate are exposed; oil, polishing compound, oxide or a thin film of soap will cause blistering, peeling or patchy coverage. A standard preparation sequence for steel or brass is shown below, with a rinse after every stage so that one solution is not dragged into the next.",
            ) +
            "<ol><li>Soak clean in a hot alkaline cleaner, typically 60 to 80 °C, to saponify and emulsify oils and lift polishing residues.</li><li>Rinse in running water.</li><li>Electroclean in an alkaline solution with current applied; gas evolved at the surface scrubs off fine soil. Anodic (reverse) cleaning is usual for steel because it avoids driving hydrogen into the metal.</li><li>Rinse.</li><li>Acid dip, for example 5 to 10 per cent hydrochloric or sulfuric acid, to remove oxide films and leave an active surface.</li><li>Rinse, then transfer to the plating bath without letting the part dry.</li></ol>" +
            p(
              "The quickest check of cleanliness is the water-break test. After rinsing, hold the part up: a clean surface stays covered with a continuous film of water for at least 30 seconds, while an oily surface makes the water break into islands and droplets. A part that fails is returned to the start of the cycle, not sent on.",
              "Some metals need more than cleaning. Stainless steel forms a passive chromium oxide film within seconds, so it is given a nickel strike, a bath of nickel chloride and hydrochloric acid run at high current density, which removes the film and deposits a thin adherent nickel layer in one step. Zinc die-castings are usually given a cyanide copper strike before acid baths, because acids attack zinc.",
              "Rinsing deserves the same attention as the chemistry. Drag-in of alkaline cleaner neutralises acid dips, and drag-in of acid changes the pH of the plating bath. Good practice is to hang parts so that they drain, allow a short drip time over each tank, and keep rinse water flowing or changed often enough that it stays close to clean.",
              "Nickel salts are skin sensitisers and are classed as carcinogens by inhalation, so gloves, eye protection and ventilation over heated tanks are required from the first lesson.",
            ),
        },
      },
      {
        title: "Running a Watts nickel bath",
        description:
          "Composition, operating conditions, routine control and the Hull cell test for the most widely used nickel bath.",
        lesson: {
          title: "Operating and testing the Watts bath",
          html:
            p(
              "The Watts bath, described by Oliver Watts in 1916, is still the basis of most decorative and engineering nickel plating. Each component has a job, and understanding the job is what makes it possible to correct a bath rather than guess.",
            ) +
            "<table><thead><tr><th>Component or condition</th><th>Typical range</th><th>Purpose</th></tr></thead><tbody><tr><td>Nickel sulfate hexahydrate</td><td>240–300 g/L</td><td>Main source of nickel ions</td></tr><tr><td>Nickel chloride hexahydrate</td><td>30–60 g/L</td><td>Promotes anode dissolution and conductivity</td></tr><tr><td>Boric acid</td><td>30–45 g/L</td><td>Buffers pH in the film next to the cathode</td></tr><tr><td>pH</td><td>3.5–4.5</td><td>Controls deposit stress and efficiency</td></tr><tr><td>Temperature</td><td>45–65 °C</td><td>Allows higher current density</td></tr><tr><td>Cathode current density</td><td>2–7 A/dm²</td><td>With agitation</td></tr></tbody></table>" +
            p(
              "The anodes are nickel, usually as pieces in titanium baskets inside cloth bags that trap insoluble particles. As the bath runs, nickel dissolves at the anode and deposits at the cathode, and the pH tends to rise because hydrogen is evolved at the cathode; it is corrected with dilute sulfuric acid. If the pH goes too high, nickel hydroxide can be co-deposited, giving rough, brittle deposits. Organic brighteners added for decorative work are consumed with use and are topped up according to ampere-hours passed.",
              "The Hull cell is the plater's main diagnostic tool. It is a small trapezoidal cell holding 267 millilitres, in which the cathode panel is set at an angle to the anode, so that one end of the panel is close to the anode and receives a high current density while the far end receives a low one. A typical test runs at 2 amperes for 5 minutes. Reading the panel shows how the bath behaves across the whole working range at once: burning or dark, powdery deposits at the high-current end suggest low nickel, low temperature or too little agitation; dull, dark or missing deposits at the low-current end often point to metallic contamination such as copper or zinc, which can be removed by plating out on a corrugated dummy cathode at low current density.",
              "Keep a bath log: analysis results, additions, pH readings, temperature and Hull cell panels, dated, so that trends are seen before rejects appear.",
            ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-facilities-management",
    discipline: "Facilities management",
    title: "Foundations of Facilities Management",
    description:
      "Buildings cost far more to run over their lives than to put up, and someone has to keep them safe, legal and working. This introductory course covers hard and soft services and how they are procured, planned preventive maintenance and statutory compliance, helpdesk operations measured against service level agreements, and space planning.",
    level: "beginner",
    duration: "eight weeks (one two-hour evening class a week)",
    plantedGap: "space planning",
    modules: [
      {
        title: "What facilities management covers",
        description:
          "The scope of the discipline, the split between hard and soft services, and the main models for delivering them.",
        lesson: {
          title: "Services and delivery models",
          html:
            p(
              "Facilities management is defined in ISO 41011 as the organisational function that integrates people, place and process within the built environment, with the purpose of improving the quality of life of people and the productivity of the core business. In practice it means that a hospital's clinicians, a school's teachers or an office's staff can do their work without thinking about the building, because somebody else is making sure it is heated, clean, safe and open.",
              "Services are commonly divided into two groups. Hard services concern the building fabric and its engineering systems: heating, ventilation and air conditioning, electrical distribution, lifts, fire detection and alarm systems, water systems and the roof, walls and windows. Soft services concern the people and activities in the building: cleaning, catering, security, reception, post room, grounds maintenance, pest control and waste collection. The split matters because hard services are dominated by legal duties and technical competence, while soft services are dominated by labour costs and customer experience.",
              "Organisations choose among several delivery models:",
            ) +
            "<ul><li>In-house: the organisation employs its own staff, giving control and loyalty but requiring it to manage specialist skills and cover for absence.</li><li>Single-service outsourcing: separate contracts for cleaning, security, maintenance and so on, each with a specialist supplier.</li><li>Bundled services: a few related services, such as cleaning and security, let to one supplier.</li><li>Integrated facilities management: one contractor manages all or most services under a single contract, often subcontracting some, with one management team and one set of performance measures.</li></ul>" +
            p(
              "None is right for every client. A university with a large estate may keep maintenance in-house and outsource catering; a company renting a single office floor may buy an integrated contract because it has no facilities staff at all. Whatever the model, the client keeps an intelligent client function: people who understand the buildings and the contract well enough to specify requirements, check performance and challenge the supplier. ISO 41001, the management system standard for facilities management, is built around that idea of a client organisation managing its facilities deliberately rather than simply paying invoices.",
            ),
        },
      },
      {
        title: "Planned preventive maintenance and compliance",
        description:
          "Building a planned maintenance schedule and meeting the statutory inspection duties that apply to most UK workplaces.",
        lesson: {
          title: "Scheduling maintenance and staying legal",
          html:
            p(
              "Maintenance can be reactive, fixing things when they fail, or planned, servicing them at intervals before they fail. Reactive work is expensive per job, disrupts occupants and leaves the organisation exposed when safety systems break down unnoticed, so most estates aim for the larger share of maintenance hours to be planned. A planned preventive maintenance schedule starts from an asset register, a list of every maintainable item with its location, type, age and condition, and assigns each a set of tasks and frequencies.",
              "In the United Kingdom the most widely used source for those tasks is SFG20, a standard maintenance specification maintained by the Building Engineering Services Association. It classifies tasks by criticality, separating statutory tasks, which are required by law, from those needed to keep an asset working and those that are optional good practice. Using it gives the client a defensible basis for its schedule and a common language with contractors.",
              "Some inspections are required by law or by the standards that the law relies on. The table shows common examples.",
            ) +
            "<table><thead><tr><th>System</th><th>Requirement</th><th>Typical frequency</th></tr></thead><tbody><tr><td>Passenger lifts</td><td>Thorough examination under LOLER 1998</td><td>Every 6 months</td></tr><tr><td>Fire detection and alarm</td><td>User test of a call point; inspection and servicing (BS 5839-1)</td><td>Weekly; at least every 6 months</td></tr><tr><td>Emergency lighting</td><td>Functional test; full-duration test (BS 5266-1)</td><td>Monthly; annually</td></tr><tr><td>Fixed electrical installation</td><td>Periodic inspection and report (BS 7671 guidance)</td><td>Commonly every 5 years for offices</td></tr><tr><td>Hot and cold water</td><td>Legionella risk assessment and temperature monitoring (HSE ACOP L8)</td><td>Monthly checks at sentinel outlets</td></tr></tbody></table>" +
            p(
              "For water systems, the control regime in the HSE's guidance is based on temperature: hot water stored at 60 °C or above and distributed so that it reaches 50 °C at outlets within a minute, and cold water kept below 20 °C, because Legionella bacteria multiply most readily between those temperatures.",
              "Compliance is only as good as its evidence. Every inspection should produce a certificate or record held centrally, and remedial actions arising from it should be tracked to completion, because an inspection that finds a defect and is then filed away does not protect anyone.",
            ),
        },
      },
      {
        title: "Running the helpdesk: SLAs and KPIs",
        description:
          "How a facilities helpdesk logs, prioritises and closes requests, and how performance is specified and measured.",
        lesson: {
          title: "Priorities, response times and performance measures",
          html: p(
            "The helpdesk is where occupants meet facilities management. Every request, whether a broken light, a leaking tap or a failed boiler, is logged in a computer-aided facilities management system with a reference number, location, description, the asset affected and a priority. Logging everything, including requests that seem trivial, builds the data needed to spot recurring faults and justify replacement of failing equipment.",
            "Priority is set by the consequence of the fault, not by how loudly it is reported. A typical scheme has four levels. Priority 1, emergency, covers danger to people or serious damage to property, such as a flood or a failed fire alarm panel, with attendance within one or two hours and the situation made safe. Priority 2, urgent, covers faults that stop work in part of the building, with attendance within four hours. Priority 3, routine, is attended within a day or two, and priority 4, planned, is scheduled into normal work. Response time, the time to attend, should be distinguished from rectification time, the time to complete a permanent repair.",
            "A service level agreement sets out what the provider will deliver and to what standard: the services, the hours of cover, the priority definitions and the response and rectification times. Key performance indicators measure whether that is happening. Good indicators are few, clearly defined and based on data the helpdesk already records. Common examples are the percentage of priority 1 calls attended within the target time, the percentage of planned maintenance tasks completed in the month they were due, the proportion of jobs fixed at the first visit, and satisfaction scores from a short survey sent when a job is closed.",
            "Indicators can distort behaviour. If the only measure is the time taken to close a job, engineers may close jobs before the fault is properly fixed and reopen new ones. For that reason many contracts pair a speed measure with a quality measure, such as the number of repeat calls for the same asset within thirty days, and link part of the contractor's payment to the combined score. Monthly review meetings should look at trends and causes, not just whether each indicator is green or red.",
          ),
        },
      },
    ],
  },
];
