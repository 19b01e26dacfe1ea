/** Forty-ninth held-out evaluation courses, advanced level (air traffic control to climbing instruction); see ai-courses-heldout49.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT49_C: EvalCourse[] = [
  {
    slug: "approach-radar-control-separation-and-vectoring",
    discipline: "Air traffic control",
    title: "Approach Radar Control",
    description:
      "Approach control is where the traffic converges. At the rating stage, trainee controllers study surveillance separation minima, vectoring to the final approach track, wake turbulence separation including RECAT-EU, and the handling of aircraft with radio failure.",
    level: "advanced",
    duration: "6 weeks of classroom and simulator training",
    plantedGap: "radio failure",
    modules: [
      {
        title: "Surveillance Separation Minima",
        description:
          "The distances and heights that must never be lost, where they come from in PANS-ATM, and how they are applied on a radar display.",
        lesson: {
          title: "Five miles, three miles and a thousand feet",
          html: p(
            "Separation is the minimum spacing that air traffic control must maintain between aircraft to which it provides a separation service. The international rules are in ICAO Document 4444, <i>Procedures for Air Navigation Services: Air Traffic Management</i> (PANS-ATM), which states are expected to adopt, sometimes with national differences notified in their Aeronautical Information Publication. A controller may separate aircraft vertically, horizontally, or by a combination, and must ensure that one form of separation exists before the other is lost.",
            "Vertical separation is 1,000 feet between aircraft up to flight level 290 and, in airspace where reduced vertical separation minima (RVSM) apply, up to FL 410 for approved aircraft; above that, or for non-approved aircraft in RVSM airspace, 2,000 feet is required. Horizontal separation based on ATS surveillance systems, such as primary and secondary radar or ADS-B, is 5 nautical miles under PANS-ATM. It may be reduced to 3 nautical miles where the appropriate authority has approved it, given adequate radar performance, and this reduced minimum is normal in approach sectors within about 40 to 60 NM of the radar head. Some units apply 2.5 NM between aircraft on the same final approach track within 10 NM of the runway, subject to specific conditions.",
            "The distance is measured between the centres of the position symbols on the display, and the minimum must be achieved before it is needed, not at the moment two targets appear to touch. Controllers also add a buffer for the way aircraft close on each other: two aircraft converging at a combined 480 knots close 8 NM every minute, so a 5 NM minimum can be lost within forty seconds of a late instruction.",
            "A loss of separation is reported and investigated even if no collision risk existed. Good approach controllers plan a sequence several minutes ahead, resolve confliction early with small heading or level changes, and keep a margin above the minimum so that wind changes and slow pilot responses do not erode it.",
          ),
        },
      },
      {
        title: "Vectoring to Final Approach",
        description:
          "Headings, speeds and descents turn a stream of arrivals into a line on the extended centreline; this module covers the geometry and the rules.",
        lesson: {
          title: "Closing heading, intercept angle and speed control",
          html:
            p(
              "Radar vectoring is the provision of navigational guidance to aircraft in the form of specific headings. In approach control, vectors take arrivals from the end of their standard arrival routes or from holding and place them on the final approach track, spaced at the required distance. PANS-ATM requires that the final vector allows the aircraft to be established in level flight on the final approach track before it intercepts the glide path, and provides an intercept angle of not more than 45 degrees; many national procedures, and most unit instructions, specify 30 degrees or less, since a shallower intercept gives the autopilot time to capture the localiser without overshooting.",
              "A typical arrival is turned onto a downwind leg, then onto a base leg, and finally onto a closing heading. For a runway with a final approach course of 270 degrees, an aircraft on right base heading 360 might be turned left onto heading 300, giving a 30-degree intercept, with the instruction: 'turn left heading 300, cleared ILS approach runway 27, report established'. Headings must allow for wind: with a strong northerly wind, the aircraft will drift south and the controller may need to give heading 310 to achieve the same track.",
            ) +
            "<ul><li>Vector with enough distance to reach the glide path intercept altitude before capture.</li><li>Use speed control, such as '180 knots until 6 miles', to keep spacing constant on final; avoid speed instructions inside 4 NM from the threshold.</li><li>Keep aircraft above the minimum vectoring altitude, which guarantees obstacle clearance during vectoring.</li><li>Tell pilots why they are being vectored and what to expect, such as 'vectors for ILS runway 27, expect 15 miles to touchdown'.</li></ul>" +
            p(
              "Spacing on final is set by whichever is larger, the separation minimum or the wake turbulence minimum for the pair, plus any spacing the tower needs for departures between arrivals.",
            ),
        },
      },
      {
        title: "Wake Turbulence Separation",
        description:
          "Behind a heavy aircraft, the minimum is set by invisible vortices rather than by collision risk, and the categories have recently been redrawn.",
        lesson: {
          title: "Vortices, categories and distances",
          html:
            p(
              "Every wing that produces lift sheds a pair of counter-rotating vortices from its tips. Their strength increases with aircraft weight and decreases with speed and wingspan, so they are strongest behind heavy aircraft flying slowly and clean, as on approach and just after take-off. The vortices sink at a few hundred feet per minute, drift with the wind and decay over two or three minutes, but an aircraft that flies into one can be rolled beyond its control authority. Smaller aircraft are most at risk.",
              "PANS-ATM groups aircraft by maximum certificated take-off mass: Light (7,000 kg or less), Medium (between 7,000 and 136,000 kg) and Heavy (136,000 kg or more), with the Airbus A380 in a separate Super category. When both aircraft are on surveillance control and on approach or departure, distance-based minima apply:",
            ) +
            "<table><tr><th>Leader</th><th>Follower</th><th>Minimum</th></tr><tr><td>Super (A380)</td><td>Heavy</td><td>6 NM</td></tr><tr><td>Super (A380)</td><td>Medium</td><td>7 NM</td></tr><tr><td>Super (A380)</td><td>Light</td><td>8 NM</td></tr><tr><td>Heavy</td><td>Heavy</td><td>4 NM</td></tr><tr><td>Heavy</td><td>Medium</td><td>5 NM</td></tr><tr><td>Heavy</td><td>Light</td><td>6 NM</td></tr><tr><td>Medium</td><td>Light</td><td>5 NM</td></tr></table>" +
            p(
              "These categories are broad: a Boeing 767 and a 777 are both Heavy, although the 777 generates much stronger wake. EUROCONTROL's RECAT-EU scheme, in use at a growing number of European airports since 2016, divides aircraft into six categories (A to F) on the basis of weight and wingspan and assigns minima to each pair, shortening many spacings without increasing risk. For example, a large twin in the Lower Heavy group behind another can be spaced at 3 NM rather than 4. Time-based separation on final, introduced at London Heathrow in 2015, goes further by converting distances to times, so that spacing does not grow when a strong headwind slows the followers.",
            ),
        },
      },
    ],
  },
  {
    slug: "ship-handling-in-confined-waters-for-pilots",
    discipline: "Marine pilotage",
    title: "Ship Handling in Confined Waters",
    description:
      "Bringing a 300-metre container ship alongside is a problem in hydrodynamics as much as seamanship. The module treats squat and under-keel clearance, bank effect and ship-to-ship interaction in narrow channels, the use of tugs, and the master-pilot information exchange.",
    level: "advanced",
    duration: "one term (for licensed pilots and senior deck officers)",
    plantedGap: "master-pilot information exchange",
    modules: [
      {
        title: "Squat and Under-Keel Clearance",
        description:
          "A ship under way sits lower in the water than the same ship at rest, and in a shallow channel the difference can use up most of the clearance.",
        lesson: {
          title: "Estimating squat with Barrass's formula",
          html:
            p(
              "As a ship moves through water, the flow accelerates around and beneath the hull. By Bernoulli's principle the pressure falls where the speed rises, so the water level around the hull drops and the ship sinks bodily and changes trim. This reduction in under-keel clearance (UKC) is called squat. It is small in deep water but grows rapidly as the depth under the keel decreases, and it is greatest in narrow, shallow channels where the water displaced by the hull has little room to flow past.",
              "Squat is roughly proportional to the square of the speed through the water, which is why speed is the pilot's main control. A widely used estimate, due to C. B. Barrass, gives the maximum squat in metres as the block coefficient Cb multiplied by the speed in knots squared, divided by 100 in open shallow water or by 50 in a confined channel:",
            ) +
            "<table><tr><th>Condition</th><th>Maximum squat (m)</th></tr><tr><td>Open shallow water</td><td>Cb x V<sup>2</sup> / 100</td></tr><tr><td>Confined channel</td><td>Cb x V<sup>2</sup> / 50</td></tr></table>" +
            p(
              "Consider a bulk carrier with a block coefficient of 0.82, drawing 14.0 m, in a dredged channel with a charted depth of 15.5 m and a tidal height of 1.0 m, giving 2.5 m of static UKC. At 10 knots in the channel, Barrass gives 0.82 x 100 / 50 = 1.64 m of squat, leaving 0.86 m. At 8 knots the squat is 0.82 x 64 / 50 = 1.05 m and the clearance 1.45 m. Reducing speed by 2 knots has recovered 0.6 m.",
              "Full-form ships with a block coefficient above about 0.7, such as tankers and bulk carriers, tend to squat by the head, so the maximum sinkage is at the bow; fine-form ships such as container ships usually squat by the stern. Port authorities set a minimum UKC, often a percentage of draught, which must cover squat, wave response and uncertainty in surveyed depth, and pilots plan the passage speed so that the requirement is met throughout.",
            ),
        },
      },
      {
        title: "Bank Effect and Interaction",
        description:
          "Close to a bank or another ship, pressure differences push and turn the hull; we analyse why and how a pilot anticipates them.",
        lesson: {
          title: "Bank suction, bow cushion and passing ships",
          html: p(
            "When a ship proceeds close to and parallel with a steep bank, the flow between the hull and the bank is restricted. Water accelerates through the gap, pressure falls on the bank side of the after body, and the stern is drawn towards the bank: this is bank suction. At the same time, water piles up between the bow and the bank, creating a region of raised pressure, the bow cushion, which pushes the bow away. The combined effect is a turning moment that swings the bow away from the bank, towards the middle of the channel.",
            "To hold a straight course near a bank, the ship must carry helm towards the bank, sometimes as much as 10 to 20 degrees, to counter the turning moment. The effect increases with speed, with proximity to the bank, with reduced depth and with the steepness of the bank; a shelving bank beneath the surface can produce it unexpectedly. A pilot who slows down reduces the forces but also the rudder's effectiveness, unless a burst of engine power is used to increase flow over the rudder.",
            "Interaction between ships follows the same physics. When two vessels meet head-on in a channel, their bow cushions first push their bows apart, then, as they come abreast, the low-pressure regions alongside draw them together, and finally the sterns are pushed apart while the bows are attracted. Overtaking is more dangerous than meeting, because the ships remain in proximity for much longer. A smaller vessel overtaking a larger one close alongside can be drawn into its side or turned across its bow; this mechanism has been implicated in many collisions and near-misses in rivers and canals.",
            "Good practice is to reduce speed well before meeting or passing, to keep as much lateral distance as the channel allows, to agree the manoeuvre on VHF, and to anticipate the sequence of forces with helm before the ship begins to swing.",
          ),
        },
      },
      {
        title: "Tug Assistance",
        description:
          "Which tug, how much bollard pull and where to make it fast: the pilot's decisions in planning and using tugs for berthing.",
        lesson: {
          title: "Bollard pull, tug types and methods",
          html:
            p(
              "Tugs give a large ship the lateral control it lacks at low speed, when rudder and propeller are ineffective. The capacity of a tug is expressed as its bollard pull, the static force it can exert on a line at zero speed, measured in tonnes. The number and power of tugs for a berthing is planned from the forces they must overcome, chiefly wind and current on the ship's hull.",
              "Wind force can be estimated as F = 0.5 x ρ x C x A x V<sup>2</sup>, where ρ is the density of air (about 1.225 kg/m<sup>3</sup>), C a force coefficient near 1 for beam wind, A the lateral windage area and V the wind speed in m/s. A large container ship with 10,000 m<sup>2</sup> of lateral area in a 12 m/s beam wind experiences about 0.5 x 1.225 x 1 x 10,000 x 144 = 882 kN, roughly 90 tonnes of force. Allowing a safety margin, and the reduced efficiency of tugs working at an angle, the pilot might order tugs with a combined bollard pull well above 100 tonnes.",
            ) +
            "<ul><li><b>Conventional tugs</b> have propellers aft and tow from a hook near midships; they are vulnerable to girting, being pulled over sideways when the towline leads abeam.</li><li><b>Azimuth stern drive (ASD) tugs</b> have two rotating thrusters aft and can push, pull and work bow-to-bow with the ship.</li><li><b>Tractor tugs</b> with Voith Schneider or azimuth propulsion forward are highly manoeuvrable and suited to escort work.</li></ul>" +
            p(
              "In escort towing, a tug made fast aft on a ship moving at 8 to 10 knots can generate steering and braking forces much larger than its bollard pull by positioning its hull at an angle to the flow, the indirect mode. Communication is critical: the pilot gives orders by VHF in a standard form, with direction and power as a percentage, and tug masters confirm each order before executing it.",
            ),
        },
      },
    ],
  },
  {
    slug: "railway-timetable-capacity-and-allowances",
    discipline: "Railway timetabling",
    title: "Timetable Planning and Railway Capacity",
    description:
      "Capacity on a railway is consumed by the timetable, one train path at a time. Postgraduate planners calculate minimum headways from blocking times, measure capacity consumption by the UIC 406 compression method, build running time supplements and allowances into paths, and plan rolling stock diagramming.",
    level: "advanced",
    duration: "one semester (15 ECTS credits)",
    plantedGap: "rolling stock diagramming",
    modules: [
      {
        title: "Blocking Time and Minimum Headway",
        description:
          "Each train reserves track for longer than it physically occupies it; blocking time theory measures that reservation and gives the minimum headway between trains.",
        lesson: {
          title: "The blocking time stairway",
          html:
            p(
              "In a fixed-block signalling system a section of line can be allocated to only one train at a time. Blocking time theory, developed in Germany from the work of Happel in the 1950s and now standard in European capacity analysis, observes that a train holds each block section for much longer than the time it spends running through it. The blocking time of a section is the whole interval during which it is reserved for that train and unavailable to any other.",
            ) +
            "<ul><li><b>Setup time</b>: setting and locking the route and clearing the signal.</li><li><b>Sight and reaction time</b>: the driver sees the signal aspect and responds.</li><li><b>Approach time</b>: running from the point where the driver must see a clear signal, one braking distance before it, to the signal itself.</li><li><b>Running time</b> through the block section.</li><li><b>Clearing time</b>: the time for the full length of the train to pass the clearance point at the end of the block.</li><li><b>Release time</b>: unlocking the route so the section can be allocated again.</li></ul>" +
            p(
              "Take a block section of 1,500 m on a line where trains run at 30 m/s (108 km/h), with a 1,200 m braking distance and 200 m trains. Approach time is 1,200 / 30 = 40 s, running time 1,500 / 30 = 50 s and clearing time 200 / 30 = 6.7 s. With 12 s for setup, sight and reaction and 5 s for release, the blocking time is about 114 s.",
              "Plotted on a time-distance graph, the blocking times of successive sections form a 'stairway' for each train. Two trains can follow each other as closely as their stairways allow without overlapping in any section. For identical trains on a uniform line, the minimum line headway equals the longest single blocking time, here 114 s, which limits the line to about 31 trains an hour. With trains of different speeds the stairways have different slopes, and the minimum headway depends on the order of the trains: a fast train following a slow one must wait for the slow train to clear the whole route ahead, which is why mixed traffic consumes so much more capacity than homogeneous traffic.",
            ),
        },
      },
      {
        title: "Capacity Consumption: the UIC 406 Method",
        description:
          "Compressing a timetable shows how much of the line it really uses, and UIC Code 406 turns that into a measure planners can compare across lines.",
        lesson: {
          title: "Compression and occupancy limits",
          html:
            p(
              "The International Union of Railways published Code 406 on capacity in 2004 and revised it in 2013. Its central method measures how much of a line's capacity a timetable consumes. The timetable is analysed section by section, on line sections between nodes where the order of trains can change. Within each section the blocking time stairways of the trains are compressed: every train is moved as early as possible in the time window, keeping the order, until each stairway touches the one before it with no buffer time remaining. The compressed occupation time is the time from the start of the first stairway to the end of the last.",
              "Capacity consumption is the compressed occupation time, plus supplements for single-track crossings or maintenance if applicable, divided by the length of the time window. Suppose a two-track suburban section carries 16 trains in the peak hour, and compression shows that their blocking times fill 45 minutes of the 60. Capacity consumption is 45 / 60 = 75 per cent, and the 15 minutes left are distributed as buffer time between trains in the real timetable.",
              "Buffer time matters because it absorbs small delays. When consumption approaches 100 per cent, any delay propagates to following trains and the timetable becomes unstable. UIC 406 gives recommended maximum values:",
            ) +
            "<table><tr><th>Type of line</th><th>Peak hour</th><th>Daily period</th></tr><tr><td>Dedicated suburban passenger</td><td>85%</td><td>70%</td></tr><tr><td>Dedicated high-speed</td><td>75%</td><td>60%</td></tr><tr><td>Mixed traffic</td><td>75%</td><td>60%</td></tr></table>" +
            p(
              "A line above these values is regarded as congested; further paths can be added only at the cost of reliability, and infrastructure managers under EU rules must declare it congested and carry out a capacity analysis. The method is sensitive to where section boundaries are drawn, so results for different lines are comparable only if the same conventions are used.",
            ),
        },
      },
      {
        title: "Running Time Supplements and Allowances",
        description:
          "No train runs exactly at its technical minimum time, so every path carries margins; we look at how they are calculated and where they are placed.",
        lesson: {
          title: "From technical running time to a robust path",
          html: p(
            "The technical minimum running time of a train between two points is calculated by running-time simulation from the characteristics of the line (gradients, curves, speed limits) and of the train (tractive effort, resistance, braking). No real train can keep to it: drivers vary, adhesion varies, and small delays occur at every stop. Timetables therefore add margins, and the way they do so determines how punctual the service will be.",
            "A running time supplement is added throughout a path, usually as a percentage of the technical running time. UIC leaflet 451-1 recommends values that depend on the type of train, its maximum speed and its load, typically of the order of 3 to 7 per cent for passenger trains, sometimes combined with a fixed number of minutes per 100 km. A path with a technical time of 40 minutes and a 5 per cent supplement is timed at 42 minutes. The supplement lets a driver recover small delays by running at the technical maximum, and it lets drivers of punctual trains coast and save energy.",
            "British practice, set out in Network Rail's Timetable Planning Rules, distinguishes several allowances shown in the working timetable. An engineering allowance, printed in square brackets, covers temporary speed restrictions from planned work. A pathing allowance, in round brackets, adds time so that a train fits behind or ahead of another. A performance allowance, in angle brackets, is an explicit margin for recovery.",
            "Where the margin is placed matters. Spread evenly along the route, it allows recovery anywhere but leaves little at the destination. Concentrated before major junctions and termini, it protects the key connections. Planners also avoid padding a path so much that early running becomes common, because a train arriving early at a junction may be held at a signal and disrupt conflicting moves. Research on European timetables has repeatedly suggested that modest, well-placed margins give better punctuality than large, evenly spread ones.",
          ),
        },
      },
    ],
  },
  {
    slug: "ukiyo-e-woodblock-carving-and-printing",
    discipline: "Japanese woodblock printing",
    title: "Ukiyo-e Technique: Carving and Printing in Colour",
    description:
      "Ukiyo-e prints were made by a team of publisher, designer, carver and printer; advanced students here take on the carver's and printer's roles, cutting a keyblock with kentō registration marks, sizing and dampening washi, printing bokashi gradations, and blind embossing.",
    level: "advanced",
    duration: "one semester studio (6 hours a week)",
    plantedGap: "blind embossing",
    modules: [
      {
        title: "The Keyblock and Kentō",
        description:
          "We paste down the design, cut the keyblock and the registration marks that will align every colour block that follows.",
        lesson: {
          title: "Cutting the omohan",
          html: p(
            "In the Edo-period workshop the designer's drawing, the <i>hanshita-e</i>, was drawn on thin paper and pasted face down onto a planed block of mountain cherry (<i>yamazakura</i>). The carver moistened the back and rubbed away paper fibres until the lines showed clearly in reverse, then cut the <i>omohan</i>, the keyblock, which prints the black outlines. The drawing was destroyed in the process, which is why so few original designs survive.",
            "Carving begins with the <i>hangitō</i>, a knife held upright like a pen. Every line is cut on both sides with the knife angled slightly outward, so that the line stands on a broad base and will not break under repeated printing. The wood between lines is then cleared with gouges (<i>marunomi</i>) and flat chisels (<i>aisuki</i>), to a depth that keeps the paper from touching the cleared areas. Fine details such as hair at the hairline were the specialty of the master carver and may have as many as three or four lines per millimetre.",
            "Registration depends on the <i>kentō</i>, two marks cut into the block outside the image area. The <i>kagi kentō</i> is an L-shaped corner, traditionally at the lower right; the <i>hikitsuke kentō</i> is a straight ridge along the bottom edge towards the left. The printer lays the corner of the sheet into the <i>kagi</i> and its edge against the <i>hikitsuke</i>, so every sheet lands in the same place. Because the kentō are cut on the keyblock at the same moment as the image, they are in exact relation to it.",
            "Once the keyblock is finished, the printer pulls a set of proofs, the <i>kyōgō</i>, in black on thin paper, including the kentō. The designer marks one proof for each colour, and each marked proof is pasted onto a new block so that its colour areas, and its kentō, are carved in register with the key. A print with ten colours can need five or more blocks, using both faces.",
          ),
        },
      },
      {
        title: "Sizing and Dampening Washi",
        description:
          "The paper must be strong enough for many passes of the baren and damp enough to take pigment evenly, so it is prepared a day ahead.",
        lesson: {
          title: "Dōsa, moisture and shrinkage",
          html:
            p(
              "Traditional prints were made on <i>hōsho</i>, a thick, soft paper of kōzo (paper mulberry) fibre, made in Echizen and elsewhere. Kōzo fibres are long, often 10 mm or more, which gives the sheet great strength when damp and allows it to survive twenty or thirty impressions, each pressed hard with the baren. Unsized kōzo paper is absorbent, however, and pigment laid on it would spread and sink through. The paper is therefore sized with <i>dōsa</i>, a solution of animal glue (<i>nikawa</i>) and alum (<i>myōban</i>).",
            ) +
            "<table><tr><th>Component</th><th>Typical proportion</th><th>Function</th></tr><tr><td>Water</td><td>1 litre</td><td>Carrier</td></tr><tr><td>Nikawa (animal glue)</td><td>about 15-20 g</td><td>Seals fibres, reduces absorbency</td></tr><tr><td>Myōban (alum)</td><td>about 5-10 g</td><td>Fixes the glue, makes the size water-resistant</td></tr></table>" +
            p(
              "The glue is soaked and dissolved in warm water, never boiled, and the alum added. The sizer brushes the warm solution evenly across each sheet with a wide, flat brush (<i>dōsabake</i>), working one side or both, and hangs the sheets to dry. Too much alum makes the paper brittle and can yellow it over time; too little leaves it absorbent. A simple test is to touch the dry sheet with the tongue: properly sized paper does not draw moisture.",
              "The evening before printing, the sized sheets are dampened. Alternate sheets are brushed lightly with water, stacked with dry ones, wrapped in plastic or damp cloth, and weighted overnight so that moisture evens out through the pile. Paper swells when damp, by as much as one or two per cent across the grain, so it must be kept at the same moisture level throughout a printing run. If some sheets dry while others stay damp, the colours fall out of register. Printers keep the stack covered and return sheets to it between colours.",
            ),
        },
      },
      {
        title: "Bokashi Gradation",
        description:
          "The graded skies of Hiroshige depend on the printer's brushwork on the block, not on the carver; this module teaches the main kinds of bokashi.",
        lesson: {
          title: "Grading colour on the block",
          html: p(
            "<i>Bokashi</i> is the printing of a colour that fades gradually from strong to pale, or from one colour to another. It is the printer's art, not the carver's, because the gradation is created by the way pigment is applied to the block for each impression. It appears in the deep blue tops of Hiroshige's skies and the shading of water in Hokusai's landscapes, and by the 1830s printers could produce it with great consistency across an edition.",
            "The basic method, <i>ichimonji bokashi</i>, makes a straight band of colour fading downward, as at the top of a sky. The printer wets the block with a damp cloth or brush over the area to be graded, so that the pigment will spread. Pigment mixed with a little rice paste (<i>nori</i>) is brushed along the top edge, and a broad brush is then worked back and forth along the block, each stroke moving slightly lower and carrying less colour, until the tone fades to nothing. The sheet is laid in the kentō and rubbed with the baren, a disc of twisted bamboo-sheath cord in a lacquered backing covered with a bamboo sheath.",
            "Other forms vary the application. In <i>atenashi bokashi</i>, 'gradation without a goal', colour is applied freely in soft clouds without a hard boundary, often for mist or reflected light. In <i>fuki-bokashi</i> the colour is wiped onto the block with a cloth. A two-colour gradation, such as blue shading into green at the horizon, is made by brushing two colours from opposite sides and blending them where they meet.",
            "Consistency is the challenge. Each impression uses fresh pigment, and the amount of water on the block changes as the run proceeds, so the printer must judge by eye and adjust each time. Weak colour is often printed twice, in two impressions over the same block, to deepen the tone without making the edge hard. Skilled printers keep a reference sheet beside the bench and compare every fifth print to it.",
          ),
        },
      },
    ],
  },
  {
    slug: "multi-pitch-instructor-anchors-belays-rescue",
    discipline: "Climbing instruction",
    title: "Instructing on Multi-Pitch Rock",
    description:
      "Leading novices up multi-pitch rock is a different job from climbing it. Candidates for a multi-pitch instructor award study the construction and load-sharing of anchors, belaying two seconds from a guide plate, escaping the system to deal with an incapacitated climber, and safe abseil set-ups for groups.",
    level: "advanced",
    duration: "6 days' training plus consolidation before assessment",
    plantedGap: "abseil",
    modules: [
      {
        title: "Anchor Construction and Load Sharing",
        description:
          "An anchor for three people must be beyond doubt; we build them from several placements and calculate what each piece really holds.",
        lesson: {
          title: "Angles, extension and redundancy",
          html:
            p(
              "At a multi-pitch stance the instructor and two clients will all be attached to the anchor, and it must hold any load the system could generate, including the instructor being pulled off by a falling client. Instructors are taught to check every anchor against a set of principles, summarised in one common acronym, ERNEST:",
            ) +
            "<ul><li><b>Equalised</b>: the load is shared between the placements.</li><li><b>Redundant</b>: no single failure of a piece, sling or karabiner leads to total failure.</li><li><b>No Extension</b>: if one piece fails, the others are not shock-loaded by a sudden drop.</li><li><b>Solid</b>: each placement, and the rock around it, is sound.</li><li><b>Timely</b>: it can be built efficiently, without leaving clients waiting in exposed positions.</li></ul>" +
            p(
              "The angle between the legs of an anchor governs how much load each piece carries. For two legs sharing a load L equally with an angle θ between them, the force in each leg is L divided by 2 cos(θ/2). At 0 degrees each leg carries half the load; at 60 degrees about 0.58 L; at 90 degrees 0.71 L; and at 120 degrees the full load, L, so each piece is as loaded as if it held the system alone. Beyond 120 degrees each leg carries more than the total load. Instructors therefore aim to keep angles below about 60 degrees and are taught to be suspicious of wide, triangular rigging.",
              "Perfect equalisation is rarely achieved in practice. Tests have shown that sliding configurations such as the 'sliding X' share load better than pre-tied cordelettes, but they extend if a piece fails unless limiters are tied. Most instructors build a master point from a cordelette or the rope itself, tied with an overhand or figure-of-eight knot so that every leg is isolated, and accept imperfect sharing in exchange for no extension. The decisive factor remains the quality of each placement: two bomber nuts in solid cracks outperform four poor ones however they are rigged.",
            ),
        },
      },
      {
        title: "Belaying Two Seconds",
        description:
          "Bringing up two clients at once from a guide plate is efficient and safe if the plate is rigged, watched and released correctly.",
        lesson: {
          title: "The guide plate in autoblocking mode",
          html: p(
            "Guide plates such as the Petzl Reverso, Black Diamond ATC Guide and DMM Pivot can be rigged in autoblocking or 'guide' mode, clipped directly to the anchor's master point. In this mode the rope is pinched by a karabiner in the plate when the climber's side is loaded, so the device locks without any action from the belayer. Two ropes can run through the same plate side by side, letting an instructor bring up two clients at once. The clients may climb in parallel, each on a separate rope, or in series, the second starting once the first has climbed a few metres, which eases rope handling and reduces the risk of one falling onto the other.",
            "Rope is taken in by pulling the dead ropes through the plate with one hand while feeding with the other. The ropes must be taken in individually as each client climbs, and the belayer should keep a hand on the dead ropes at all times, even though the plate locks. Manufacturers' instructions specify rope diameters and karabiner types, and using the wrong karabiner, such as a narrow steel one, can prevent the plate from locking.",
            "The weakness of autoblocking mode is lowering. If a client falls or cannot continue, the locked rope must be released, and the plate releases abruptly. The standard method is to redirect the dead rope up through a karabiner or sling on the anchor above the plate, so that the belayer pulls downwards with full control, and then to lever the plate gently with a karabiner through its release hole while holding the brake rope. Some plates, like the Pivot, release more progressively. In every case the belayer should have practised on a safe crag beforehand, because an uncontrolled release above a ledge can cause a serious fall.",
            "A belay stance must also let the instructor see or hear both clients. Agreed calls, and watching ropes for slack, replace sight when the clients go out of view below an overhang.",
          ),
        },
      },
      {
        title: "Escaping the System",
        description:
          "If a client is injured and hanging on the rope, the instructor must transfer the load to the anchor and be free to act; this is the sequence we drill.",
        lesson: {
          title: "Tie off, transfer, release",
          html:
            p(
              "'Escaping the system' means transferring the weight of a loaded rope from the belayer, or from the belay device, directly to the anchor, so that the belayer can leave the stance to help, to go for help or to rig a hauling system. In multi-pitch instruction it is most often needed when a client falls and cannot continue, is hanging free, or is injured. The procedure differs for a belay made on the harness and for one made on the anchor, but the principles are the same: the load must never be held by a single point, and every step must be reversible.",
              "For a belay from the harness, the usual sequence is:",
            ) +
            "<ul><li>Tie off the belay device with the dead rope, using a slipknot and overhand backup or a mule-overhand, so that the hands are free.</li><li>Attach a friction hitch, such as a klemheist or French prusik, to the loaded rope, and connect it to the anchor with a sling and screwgate.</li><li>Slide the hitch as far along the loaded rope as possible, then untie the belay device gradually so the load comes onto the hitch.</li><li>Back up the hitch by tying the dead rope into the anchor with a clove hitch or Italian hitch with mule-overhand.</li><li>Only then remove the belay device and unclip from the system.</li></ul>" +
            p(
              "With a guide plate already on the anchor, the load is already on the anchor, and escaping is simpler: tie off the dead ropes below the plate, unclip from the rope, and remain attached to the anchor by a separate sling.",
              "The instructor must then decide what to do. A conscious, uninjured client can often be helped by a hauling system, such as an assisted hoist, or by being lowered to a ledge. An injured client requires a call for mountain rescue by phone on 999 or 112 in the United Kingdom, with a clear location and description. Escaping should be practised until it can be done in under five minutes without reference to notes.",
            ),
        },
      },
    ],
  },
];
