/** Eighty-eighth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout88.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT88_A: EvalCourse[] = [
  {
    slug: "coaching-snooker-fundamentals",
    discipline: "Snooker coaching",
    title: "Coaching Snooker Fundamentals",
    description:
      "New to coaching cue sports? Learn to build a sound stance and bridge, teach a straight cueing action, explain potting angles and basic cue-ball control, and introduce safety play to club beginners.",
    level: "beginner",
    duration: "six weeks (one two-hour practical session a week)",
    plantedGap: "safety play",
    modules: [
      {
        title: "Stance, Grip and Bridge",
        description:
          "How to set up a beginner's stance, grip and bridge so that the cue can travel straight along the line of aim.",
        lesson: {
          title: "Building a Repeatable Set-Up",
          html: p(
            "Almost every fault a beginner shows at the table can be traced back to the set-up, so a coach checks the stance before anything else. For a right-handed player the right foot is placed on, or just beside, the line of the shot, with the toes turned slightly out. The left foot steps forward and to the left, roughly shoulder-width from the right, with the left knee flexed and the right leg straight or nearly so. Body weight should be spread so that the player could lift the bridge hand off the cloth without toppling forward.",
            "The grip is loose. The cue is held mainly between the thumb and the first two fingers, with the last two fingers barely touching the butt. A tight fist makes the wrist stiff and pulls the cue off line on the backswing. Viewed from the side, the forearm of the cueing arm should hang vertically at the moment the tip meets the cue ball; if it does not, the player should slide the hand along the butt rather than change the stance.",
            "The standard bridge is made with the hand flat on the cloth, fingers spread wide and pressed down, and the thumb cocked up against the side of the index finger to form a V-shaped channel for the cue. Raising or lowering the knuckles adjusts the height of the tip; the thumb never moves. A bridge length of about 30 to 40 centimetres from the cue ball suits most adults: shorter for delicate shots, longer for power.",
            "The head goes down so that the chin is just above the cue and the cue lies under the dominant eye or the centre of the chin. A simple test for eye dominance is to point at a distant object with both eyes open and then close each eye in turn.",
            "<ul><li>Check from directly behind the player: cue, chin and right shoulder should line up with the shot.</li><li>Check from the side: forearm vertical at contact, bridge arm straight.</li><li>Ask the player to freeze after each shot so both of you can see the set-up.</li></ul>",
            "Film the set-up on a phone from both angles in the first session; beginners rarely believe a fault until they see it.",
          ),
        },
      },
      {
        title: "Straight Cueing: Feathering, Pause and Follow-Through",
        description:
          "Teaching a cue action that delivers the tip through the centre of the cue ball, with drills that show the player when it does not.",
        lesson: {
          title: "The Cue Action and the Spot-to-Spot Drill",
          html: p(
            "A good cue action has five parts. First come the feathers: several short, relaxed practice strokes that settle the aim and the rhythm. Second is the set, a brief stop with the tip just behind the cue ball, which lets the player confirm the tip is aimed at the intended point. Third is the final backswing, slower than the feathers. Fourth is a pause at the back of the stroke, during which the eyes move from the cue ball to the object ball. Fifth is the delivery, which accelerates smoothly through the cue ball and continues into a follow-through of some 15 to 20 centimetres before the player freezes.",
            "The commonest faults are an elbow that drops before contact, which drives the tip down and across the ball; a head that lifts to watch the pot; a grip that tightens at the moment of delivery; and a body that sways with the arm. Each throws the cue ball off line, and each is harder to see from the player's own viewpoint than from the coach's.",
            "The classic test of straight cueing is the spot-to-spot drill. Place the cue ball on the brown spot and cue it up the table over the blue, pink and black spots so that it strikes the top cushion and returns along the same line to the tip. A ball that comes back to the left or right shows side spin, which means the tip did not strike the vertical centre line of the ball. Coaches often add a target: ten attempts, scoring one point for each return that finishes within a cue-tip's width of the original line.",
            "A second drill uses an object ball placed on the blue spot and the cue ball in line with it and the middle of the top cushion. The player plays a plain ball, with the aim of sending the object ball straight to the cushion and watching whether the cue ball follows it on the same line. Keep sessions short: fifteen minutes of attentive repetition builds a better action than an hour of tired practice.",
          ),
        },
      },
      {
        title: "Potting Angles and Basic Cue-Ball Control",
        description:
          "Aiming cut shots with the contact-point and ghost-ball methods, and using stun, screw and top to control where the cue ball finishes.",
        lesson: {
          title: "Aiming Cuts and Introducing Stun, Screw and Top",
          html: p(
            "Snooker balls measure 52.5 millimetres across and the table's playing area is about 3.57 by 1.78 metres, so small aiming errors are magnified over distance. To pot a ball, the object ball must be struck on the point of its surface directly opposite the pocket. Beginners find it easier to picture a ghost ball: an imaginary cue ball touching the object ball at that contact point. The player aims to send the centre of the real cue ball to the centre of the ghost ball.",
            "Two reference shots help. In a full-ball shot the cue is aimed at the centre of the object ball, and the object ball travels straight on. In a half-ball shot the line of the cue is aimed at the edge of the object ball, and the object ball leaves at an angle of about 30 degrees. Thinner and thicker cuts are judged relative to these two.",
            "The way the cue ball moves after contact depends on its spin at the moment it arrives:",
            "<table><tr><th>Shot</th><th>Where the tip strikes</th><th>Cue ball after a full-ball contact</th></tr><tr><td>Stun</td><td>Centre or just below</td><td>Stops dead, because it is sliding without spin</td></tr><tr><td>Screw</td><td>Well below centre</td><td>Comes back towards the player</td></tr><tr><td>Top</td><td>Above centre</td><td>Follows the object ball forward</td></tr></table>",
            "On a cut shot a stunned cue ball leaves the object ball at roughly 90 degrees to the object ball's path, along the tangent line. Screw bends the cue ball back from that line and top bends it forward, which is how players position the cue ball for the next pot.",
            "Teach stun first, on straight shots of 50 centimetres, then lengthen the distance. Screw needs a lower bridge, a relaxed grip and a full follow-through; beginners who jab the cue will miscue.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-stair-building",
    discipline: "Stair building",
    title: "Introduction to Stair Building",
    description:
      "Aimed at first-year joinery apprentices, the course covers the geometry and regulations of straight-flight domestic stairs, setting out strings with a pitch board, housing joints and wedged assembly, with an introduction to winder stairs.",
    level: "beginner",
    duration: "ten weeks (one three-hour workshop a week)",
    plantedGap: "winder stairs",
    modules: [
      {
        title: "Stair Geometry and Approved Document K",
        description:
          "Calculating rise, going and pitch for a straight domestic flight so that it meets the Building Regulations in England.",
        lesson: {
          title: "Working Out Rise, Going and Pitch",
          html: p(
            "Every stair begins with one measurement: the total rise, taken from finished floor level to finished floor level. Finished levels matter, because a floor covering or screed added later changes the height of the first or last step and makes that step different from the rest, which is both a trip hazard and a breach of the rules.",
            "In England the guidance is Approved Document K. For a private stair serving a single dwelling the rise of each step may be at most 220 millimetres, the going at least 220 millimetres, and the pitch no steeper than 42 degrees. In addition, twice the rise plus the going (2R + G) must fall between 550 and 700 millimetres, a rule that matches the step to a comfortable human stride. All rises in a flight must be equal, and so must all goings. Headroom of 2.0 metres is required above the pitch line, with a relaxation for loft conversions.",
            "A worked example shows the method. The total rise is 2600 millimetres. Dividing by the maximum rise, 2600 ÷ 220 = 11.8, so at least 12 risers are needed, giving an individual rise of 2600 ÷ 12 = 216.7 millimetres. The pitch limit sets the minimum going: the tangent of 42 degrees is 0.900, so the going must be at least 216.7 ÷ 0.900 = 240.7 millimetres. Choosing 245 millimetres gives 2R + G = 433.4 + 245 = 678.4, inside the range, and a pitch of about 41.5 degrees.",
            "A straight flight always has one fewer going than risers, because the top riser lands on the upper floor. Twelve risers therefore need eleven goings, and the total going, the horizontal space the stair occupies, is 11 × 245 = 2695 millimetres. Check this against the space available before anything is cut: if the stairwell is too short, the designer must accept a steeper stair within the limits or reconsider the layout.",
            "Record every figure on a setting-out sheet with a sketch. The sheet travels with the job and is the first thing an assessor asks to see.",
          ),
        },
      },
      {
        title: "Setting Out the Strings",
        description: "Making a pitch board and marking out the wall and outer strings for tread and riser housings.",
        lesson: {
          title: "The Pitch Board and the Margin Line",
          html: p(
            "The strings are the two sloping boards that carry the treads and risers. Typical domestic strings are finished 32 millimetres thick and wide enough, often 225 to 275 millimetres, to leave a solid band of timber above the nosings and below the housings. Select straight, knot-free stock at around 12 per cent moisture content for a heated house, and mark the face side and edge before setting out.",
            "A pitch board is a right-angled triangle cut from thin plywood whose two short sides equal the rise and the going, here 216.7 and 245 millimetres. Its hypotenuse lies along the pitch. Pin a straight fence to the hypotenuse so the board can slide along the edge of the string. Check it by measuring the diagonal: the square root of 216.7² + 245², about 327 millimetres.",
            "Next, decide the margin: the distance from the top edge of the string to the line of the nosings, measured square to the edge. A margin of around 40 to 50 millimetres looks balanced on most stairs. Gauge a margin line parallel to the top edge.",
            "<ol><li>Set the pitch board's fence against the top edge so the corner between rise and going sits on the margin line.</li><li>Scribe along the rise and going edges to mark one step.</li><li>Slide the board up until its bottom corner meets the end of the previous going line, and repeat.</li><li>Mark the floor line square to the first riser and the top cut where the string meets the trimmer.</li><li>Draw the housing outlines: the tread thickness below each going line and the riser thickness behind each rise line, plus the taper that will take the wedges.</li></ol>",
            "The bottom step needs care. Because the first tread sits on top of the string's housing, the floor line must be positioned so that the height from finished floor to the top of the first tread equals one full rise. Mark both strings together as a pair, one left-handed and one right-handed, and check that they mirror each other before any cutting.",
          ),
        },
      },
      {
        title: "Housing, Wedging and Assembly",
        description:
          "Routing tapered housings, preparing treads and risers, and gluing, wedging and blocking the flight square.",
        lesson: {
          title: "From Routed Strings to a Finished Flight",
          html: p(
            "Housings are cut with a plunge router guided by a stair template, a jig that clamps to the string and carries interchangeable guides for the tread and riser. The housing depth is normally 12 millimetres. Each housing is wider at the back than the thickness of the tread or riser, tapering so that a wedge driven from beneath locks the board against the top of the housing. A taper of about 1 in 8 suits hand-cut wedges.",
            "Treads, commonly 25 to 32 millimetres thick, have a rounded nosing projecting beyond the riser face; the rules require treads to overlap by at least 16 millimetres on open stairs, and a nosing of this kind gives the overlap on closed ones. Risers of 9 to 12 millimetre plywood or solid timber are tongued into a groove under the back of the tread above and screwed at their foot into the back edge of the tread below, which stops squeaks as the timber dries.",
            "Assembly follows a fixed sequence:",
            "<ol><li>Lay one string on trestles, housings upward, and dry-fit every tread and riser.</li><li>Offer up the second string and pull the flight together with sash cramps across the top and bottom.</li><li>Check squareness by measuring the diagonals across the flight; adjust the cramps until they are equal.</li><li>Glue and drive the tread wedges first, then the riser wedges, trimming them flush.</li><li>Fix triangular glue blocks in the angle between each tread and riser, usually two or three per step.</li><li>Screw the risers to the treads and leave the cramps on until the glue has cured.</li></ol>",
            "Wedges should be cut from the same timber as the strings, with the grain running along their length so they do not split. Before the flight leaves the workshop, sight along the nosings: they should form a perfectly straight line, and any step that stands proud means a housing was cut too shallow or a wedge driven unevenly.",
          ),
        },
      },
    ],
  },
  {
    slug: "commercial-strawberry-growing",
    discipline: "Strawberry production",
    title: "Commercial Strawberry Growing",
    description:
      "Strawberries earn more per hectare than almost any field crop, and lose value just as fast. Short-day and everbearer varieties, tabletop and field systems, fertigation, integrated pest management and post-harvest cooling are covered for new growers and farm staff.",
    level: "beginner",
    duration: "eight weeks (one lecture and one half-day farm visit a week)",
    plantedGap: "post-harvest cooling",
    modules: [
      {
        title: "Plant Types and Growing Systems",
        description:
          "The difference between short-day and everbearer varieties, the main types of planting material, and how field and tabletop systems compare.",
        lesson: {
          title: "Choosing Varieties, Plants and Systems",
          html: p(
            "Commercial strawberry varieties fall into two groups. Short-day types, often called June-bearers, initiate flower buds in late summer and autumn when days shorten below about 14 hours, and fruit in a single flush the following spring or early summer. 'Elsanta', bred in the Netherlands, dominated northern European production for decades. Everbearers, also called day-neutral types, keep initiating flowers through the summer and fruit continuously from early summer to autumn; 'Favori' and 'Albion' are well-known examples. Growers combine the two to spread picking across the season.",
            "Planting material is bought rather than raised on most farms. Cold-stored bare-root plants, known as frigo plants, are lifted in winter, held at about minus 1.5 °C and planted through the year to time the crop; they are graded by crown diameter, with A+ plants having crowns of roughly 15 millimetres or more. Tray plants are raised in peat or coir plugs and already carry flower buds, so they crop heavily within about 60 days of planting. Waiting-bed plants are larger again and used for early crops.",
            "<table><tr><th>System</th><th>Main features</th><th>Main drawbacks</th></tr><tr><td>Open field</td><td>Raised beds covered with polythene mulch, drip tape beneath, low capital cost</td><td>Rain damage to fruit, soil-borne disease, stooped picking</td></tr><tr><td>Tabletop under polytunnels</td><td>Coir grow bags on stands at about waist height, fruit hangs clear of the ground</td><td>High capital cost, plants depend entirely on fertigation</td></tr></table>",
            "In the United Kingdom most strawberries are now grown on tabletops under Spanish-style polytunnels, which keep rain off the fruit and allow picking at a comfortable height, raising picking speeds and cutting Botrytis. Field growing survives where land is cheap or for pick-your-own.",
            "Whatever the system, buy certified plants from a registered propagator. Plant health certification is the main defence against soil-borne diseases such as Verticillium wilt and crown rot caused by Phytophthora cactorum, which cannot be cured once they are on the farm.",
          ),
        },
      },
      {
        title: "Irrigation and Fertigation",
        description:
          "Scheduling water and nutrients through drip systems, measuring EC and pH, and reading drainage from substrate crops.",
        lesson: {
          title: "Feeding the Crop Through the Drippers",
          html: p(
            "Fertigation means supplying dissolved fertiliser through the irrigation system, and in substrate crops it is the plant's only source of nutrients. Concentrated stock solutions are held in two tanks, A and B, and injected into the water in proportion. Calcium nitrate goes in tank A; phosphates and sulphates go in tank B. They are kept apart because, mixed at stock strength, calcium would combine with phosphate and sulphate to form insoluble precipitates that block drippers and starve the plants.",
            "Strength of the feed is measured as electrical conductivity (EC) in millisiemens per centimetre. Strawberries in coir are typically fed at an EC of roughly 1.2 to 1.8 mS/cm, lower for young plants and higher when fruit is swelling. The pH of the feed is held near 5.5 to 6.0, where iron, manganese and phosphorus stay available; above about 6.5, leaves of young growth turn yellow between the veins.",
            "In substrate systems the grower deliberately gives more water than the plant uses, so that 10 to 20 per cent drains from the bag. The drain washes out salts that would otherwise build up. Each morning, staff collect the feed and drain from a few measuring points and record:",
            "<ul><li>the volume delivered and drained, to calculate drain percentage;</li><li>the EC of feed and drain, since a drain EC well above the feed EC shows salt accumulation;</li><li>the pH of feed and drain.</li></ul>",
            "Field crops on drip tape are scheduled differently, usually with tensiometers or soil moisture probes placed at root depth, irrigating little and often to keep the soil moist but not saturated.",
            "Water use climbs steeply as the canopy grows and the weather warms; a plant in full crop under polythene can use several hundred millilitres a day. Drippers should be checked weekly for blockage, because a single blocked dripper can kill the plants in one bag within a hot afternoon.",
          ),
        },
      },
      {
        title: "Integrated Pest and Disease Management",
        description:
          "Recognising the main pests and diseases of protected strawberries and combining biological, cultural and chemical controls.",
        lesson: {
          title: "Predators, Hygiene and Targeted Sprays",
          html: p(
            "Integrated pest management (IPM) combines monitoring, biological control, cultural measures and, only where needed, pesticides. It matters more in strawberries than in most crops, because fruit is picked every few days and many sprays carry a minimum interval before fruit may be picked, which would halt the picking rota.",
            "Grey mould, caused by the fungus Botrytis cinerea, infects open flowers and stays hidden until the fruit ripens and rots. Control is largely cultural: polytunnels keep rain off, tunnel sides are opened to lower humidity, old leaves are removed to improve air movement, and rotten fruit is picked into a separate container and taken off site. Fungicides are timed at flowering, when infection occurs. Powdery mildew, Podosphaera aphanis, thrives in tunnels with warm dry days and humid nights; it shows as purple blotches and upward-curling leaves and is managed with resistant varieties and protectant sprays.",
            "Two-spotted spider mite, Tetranychus urticae, builds up rapidly in warm dry conditions. The standard control is the predatory mite Phytoseiulus persimilis, released into hot spots as soon as the pest is found; it eats several adult spider mites a day and can clear an outbreak within weeks. Thrips are controlled with Neoseiulus cucumeris released in sachets, and aphids with parasitic wasps such as Aphidius species.",
            "Spotted wing drosophila, Drosophila suzukii, is the most serious recent pest. Unlike other fruit flies it lays eggs in ripening, undamaged fruit. Growers monitor with bait traps around the crop, pick frequently so that no over-ripe fruit remains, and dispose of waste fruit in sealed bags rather than leaving it on the ground.",
            "<ul><li>Walk the crop weekly and record pests by row.</li><li>Introduce predators early, before pests are visible to customers.</li><li>Check every pesticide label for compatibility with the predators already in use.</li></ul>",
          ),
        },
      },
    ],
  },
  {
    slug: "theremin-for-beginners",
    discipline: "Theremin playing",
    title: "Theremin for Beginners",
    description:
      "Pitch without touch: how the theremin produces sound, posture and the pitch field, volume-loop articulation and vibrato, aerial fingering, and reading from notation, for players with some musical experience but no previous theremin playing.",
    level: "beginner",
    duration: "six weeks (one ninety-minute lesson a week plus daily practice)",
    plantedGap: "reading from notation",
    modules: [
      {
        title: "How the Theremin Makes Sound",
        description:
          "The heterodyne principle behind the instrument, the roles of the pitch antenna and volume loop, and how to set up the instrument before playing.",
        lesson: {
          title: "Two Oscillators and a Hand",
          html: p(
            "The theremin was invented around 1920 in Petrograd by the physicist Lev Termen, known in the West as Leon Theremin, and patented in the United States in 1928. RCA manufactured a few hundred instruments in 1929 and 1930. It is played without being touched, which makes it unique among instruments in wide use.",
            "Inside are two radio-frequency oscillators. One runs at a fixed frequency; the other is variable, and its frequency depends on the capacitance of a circuit that includes the vertical pitch antenna. The player's hand and body form one plate of a tiny capacitor with the antenna, changing the circuit's capacitance by only a few picofarads. The two signals are mixed, and the difference between their frequencies, the beat or heterodyne frequency, falls in the audible range. If the fixed oscillator runs at 170 kilohertz and the variable one moves between 170 and 173 kilohertz, the audible note moves between silence and 3 kilohertz.",
            "Moving the right hand towards the pitch antenna raises the pitch; moving it away lowers it. The horizontal loop on the left controls volume through a second circuit: bringing the left hand down towards the loop makes the instrument quieter, and lifting it away makes it louder.",
            "The pitch field is not linear. Notes lie close together near the antenna and far apart at a distance, so the same interval needs a smaller hand movement in the upper register. Many modern instruments, such as the Moog Etherwave introduced in 1996, allow the field to be adjusted but never make it perfectly even.",
            "Before every session the player sets the zero point, adjusting the pitch control so that the note drops to silence with the right hand about an arm's length from the antenna. Because the body is part of the circuit, the instrument must be tuned with the player standing in the playing position, and a warm-up of ten or fifteen minutes lets the oscillators stabilise.",
          ),
        },
      },
      {
        title: "Posture, Positions and the Pitch Field",
        description:
          "Standing still, moving only the hand and forearm, and learning fixed hand positions and aerial fingering for accurate intervals.",
        lesson: {
          title: "Finding Notes in the Air",
          html: p(
            "Because the whole body affects the pitch, the first rule is stillness. Stand about half a metre from the instrument with the feet apart and fixed, the weight even, and the shoulders relaxed. A shift of the torso or a turn of the head changes the pitch as surely as the hand does. Many players mark their foot positions on the floor with tape.",
            "The right arm works mainly from the elbow, with the upper arm held loosely at the side. Large movements from the shoulder are hard to repeat; small movements of the forearm and fingers are precise. Begin by sustaining a single note, such as A at 220 hertz, checked against a tuner or a drone, and holding it for eight slow counts. Then move to the note a tone above and back, and gradually build scales.",
            "Clara Rockmore, the leading concert thereminist of the twentieth century, developed aerial fingering: with the hand held in one position, the fingers are extended or closed one at a time to change the distance between the hand and the antenna by tiny, repeatable amounts. This lets a player reach several neighbouring notes without moving the arm, and leap between them cleanly. The German thereminist Carolina Eyck later systematised a version with eight finger positions covering an octave, published in her method The Art of Playing the Theremin (2006).",
            "<ol><li>Tune the instrument in the playing position.</li><li>Find the lowest note of the scale with the hand closed in a loose fist.</li><li>Open the fingers one by one and note the pitch each position gives.</li><li>Adjust the arm's position until the openings fall on the scale steps.</li></ol>",
            "Practice should be short and frequent, twenty minutes a day rather than two hours once a week, and always with a reference pitch. The ear, not the hand, is the final judge of intonation on an instrument without frets or keys.",
          ),
        },
      },
      {
        title: "Articulation and Vibrato",
        description:
          "Using the volume hand to separate and shape notes, and producing a controlled vibrato with the pitch hand.",
        lesson: {
          title: "Shaping Notes with the Left Hand",
          html: p(
            "A theremin produces a continuous tone, so every movement of the pitch hand between two notes is heard as a slide unless the volume hand hides it. Articulation is therefore the job of the left hand. To play two separate notes, the player lowers the left hand to the loop to silence the instrument, moves the right hand to the new note, and lifts the left hand to let the sound in again. Done quickly, this gives a clean change with no audible glide.",
            "Different speeds of the left hand give different attacks. A sharp upward flick of the wrist produces a crisp start, similar to a tongued note on a wind instrument. A slow rise gives a soft swell, useful for lyrical phrases. Staccato comes from very short openings of the volume hand, legato from leaving the volume up and moving the pitch hand quickly and accurately, and a deliberate portamento from moving the pitch hand slowly with the sound fully open.",
            "Vibrato is made with the right hand, either by a small rotation of the wrist or by a gentle movement of the fingers towards and away from the antenna. A musical vibrato is regular in speed, usually between about 5 and 7 cycles a second, and modest in width. Beginners tend to produce a wide, slow wobble that makes the pitch sound uncertain.",
            "<ul><li>Practise vibrato with a metronome at 60 beats per minute, making five, then six, then seven oscillations per beat.</li><li>Record yourself and check the centre pitch with a tuner: vibrato should swing evenly either side of the note.</li><li>Play the same phrase with no vibrato, then with vibrato only on long notes.</li></ul>",
            "Finally, combine the hands slowly. Most early difficulties come from the hands moving together when they should move independently, and slow, deliberate practice is the only cure.",
          ),
        },
      },
    ],
  },
  {
    slug: "caring-for-adults-with-a-tracheostomy",
    discipline: "Tracheostomy care",
    title: "Caring for Adults with a Tracheostomy",
    description:
      "Safe care of a patient with a tracheostomy depends on knowing the tube, keeping it clear and recognising an emergency early. Topics run from tube types and bedside equipment to humidification, suctioning, stoma care, speaking valve use and the emergency algorithm for a blocked or displaced tube.",
    level: "beginner",
    duration: "four weeks (one three-hour skills session a week)",
    plantedGap: "speaking valve use",
    modules: [
      {
        title: "Tubes, Parts and Bedside Equipment",
        description:
          "Telling a tracheostomy from a laryngectomy, naming the parts of a tube, and checking the equipment that must be at every bedside.",
        lesson: {
          title: "Know the Tube in Front of You",
          html: p(
            "A tracheostomy is an opening into the trachea through the front of the neck, with a tube keeping it open. The patient still has a connection between the mouth, nose and lungs. A laryngectomy is different: the larynx has been removed and the trachea brought out to the skin, so the patient breathes only through the neck and cannot be given oxygen through the mouth or nose. Mistaking one for the other in an emergency can be fatal, which is why bed-head signs are used: a green sign for a tracheostomy with a patent upper airway and a red sign for a laryngectomy or neck breather.",
            "The parts of a tracheostomy tube are the flange, which rests on the neck and carries the tube size; the outer cannula; the removable inner cannula, which can be taken out and cleaned; the cuff, a balloon around the lower end that seals the trachea; and the pilot balloon with its inflation port. A cuffed tube reduces aspiration and allows ventilation; cuff pressure is checked with a manometer and kept between about 20 and 30 centimetres of water, high enough to seal and low enough not to damage the tracheal wall. A fenestrated tube has a hole on its upper curve that lets air pass up through the larynx.",
            "Every patient with a tracheostomy needs the following at the bedside, checked at the start of every shift:",
            "<ul><li>a spare tube of the same size and one a size smaller;</li><li>tracheal dilators and the obturator for the current tube;</li><li>working suction with Yankauer and correctly sized catheters;</li><li>an oxygen supply, with a face mask and a tracheostomy mask;</li><li>a self-inflating bag with a catheter mount;</li><li>a 10 millilitre syringe for the cuff, water-soluble lubricant, and spare tapes and dressings.</li></ul>",
            "Record the tube's make, type and size, the date of insertion and whether the upper airway is patent. That information is what the emergency team will ask for first.",
          ),
        },
      },
      {
        title: "Humidification, Suctioning and Stoma Care",
        description:
          "Replacing the functions of the upper airway, performing safe tracheal suction, and caring for the stoma and tapes.",
        lesson: {
          title: "Keeping the Airway Clear",
          html: p(
            "The nose and upper airway normally warm, humidify and filter inspired air. A tracheostomy bypasses them, so secretions become thick and sticky and can block the tube. Every patient needs humidification. A heat and moisture exchanger, a small foam or paper filter on the end of the tube, is enough for many; patients on oxygen or with thick secretions need heated humidification, and nebulised 0.9 per cent saline may be prescribed.",
            "Suction is performed when it is needed, not by routine: when secretions are heard or seen, when oxygen saturation falls, or when the patient cannot cough them clear. The catheter should be no more than half the internal diameter of the tube; a practical rule is to subtract two from the tube size and double it, so a size 8 tube takes a 12 French catheter. The procedure is:",
            "<ol><li>Explain, wash hands, and put on gloves, apron and eye protection.</li><li>Pre-oxygenate if the patient is on oxygen.</li><li>Set wall suction no higher than 20 kilopascals (about 150 mmHg).</li><li>Pass the catheter without suction only to the end of the tube or just beyond it.</li><li>Apply suction while withdrawing, for no more than 10 to 15 seconds.</li><li>Reassess breathing, saturation and the secretions removed.</li></ol>",
            "Saline should not be instilled into the tube routinely; it does not thin secretions and can carry bacteria into the lungs. The inner cannula is removed, inspected and cleaned or replaced regularly, at least every eight hours and more often when secretions are heavy, following local policy.",
            "The stoma is cleaned with 0.9 per cent saline and gauze, checked for redness, bleeding, granulation or leakage, and covered with a keyhole dressing. Tapes are changed by two people: one holds the flange throughout while the other changes the tape, because a loose tube can be coughed out. When finished, one finger should fit snugly between tape and neck.",
          ),
        },
      },
      {
        title: "Emergencies: The Blocked or Displaced Tube",
        description: "Recognising airway compromise and following the national emergency algorithm step by step.",
        lesson: {
          title: "Working Through the Emergency Algorithm",
          html: p(
            "Most serious tracheostomy incidents involve a tube that has become blocked or displaced. The UK National Tracheostomy Safety Project published emergency algorithms in 2012, and every ward caring for these patients should display them. The warning signs are increasing breathlessness, noisy breathing, falling oxygen saturation, agitation, the patient being able to breathe or make noise around the tube, and, in ventilated patients, loss of the capnography trace.",
            "The first steps are the same for every patient: call for airway expertise, then look, listen and feel at both the mouth and the tracheostomy. Apply high-flow oxygen to the face and to the tracheostomy at the same time, because it is not yet known which route is working. If waveform capnography is available, attach it; a good trace means the tube is in the trachea.",
            "Next, assess whether the tube is patent:",
            "<ol><li>Remove any attachments, including a heat and moisture exchanger, and then the inner cannula. Some inner cannulas must be replaced to connect breathing equipment.</li><li>Try to pass a suction catheter. If it passes easily, the tube is probably in the trachea and suction may clear it.</li><li>If the catheter will not pass, deflate the cuff. If the patient improves, continue to assess.</li><li>If the patient is not improving, remove the tracheostomy tube.</li></ol>",
            "Once the tube is out, if the patient is breathing, continue oxygen to face and stoma. If the patient is not breathing, call the resuscitation team and start cardiopulmonary resuscitation. A patient with a patent upper airway can be oxygenated by bag and mask over the face with the stoma covered, or through the stoma with a small face mask or supraglottic device placed over it. A laryngectomy patient can only be oxygenated through the stoma.",
            "These steps must be rehearsed on a manikin until they are automatic; under stress, staff fall back on what they have practised.",
          ),
        },
      },
    ],
  },
];
