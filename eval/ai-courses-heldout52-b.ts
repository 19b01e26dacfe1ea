/** Fifty-second held-out evaluation courses, intermediate level (scuba instruction to wind turbine maintenance); see ai-courses-heldout52.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT52_B: EvalCourse[] = [
  {
    slug: "scuba-instructor-development-theory-and-teaching",
    discipline: "Scuba instruction",
    title: "Instructor Development: Dive Theory and Teaching",
    description:
      "Divemasters stepping up to instructor rating need to explain the physics they already rely on and to teach skills safely, so this course works through the gas laws in teaching language, confined-water skill teaching, no-decompression limits and dive computers, and night diving supervision.",
    level: "intermediate",
    duration: "8 days (classroom, pool and open water)",
    plantedGap: "night diving",
    modules: [
      {
        title: "Teaching the Gas Laws",
        description:
          "Candidates practise explaining pressure, volume and partial pressure with numbers a novice can follow.",
        lesson: {
          title: "Boyle, Dalton and Henry at the dive site",
          html:
            p(
              "At sea level the atmosphere exerts 1 bar; every 10 m of seawater adds another bar, so a diver at 30 m is under 4 bar absolute. Boyle's law states that at constant temperature the volume of a gas is inversely proportional to its absolute pressure. The practical consequences are the ones a new diver must understand: air spaces in the ears and mask shrink on descent and must be equalised, and air in the lungs expands on ascent and must be breathed out.",
            ) +
            "<table><tr><th>Depth</th><th>Absolute pressure</th><th>Volume of a 6-litre lungful taken at depth, at the surface</th></tr><tr><td>0 m</td><td>1 bar</td><td>6 litres</td></tr><tr><td>10 m</td><td>2 bar</td><td>12 litres</td></tr><tr><td>30 m</td><td>4 bar</td><td>24 litres</td></tr></table>" +
            p(
              "The table makes the lesson concrete: a diver who fills the lungs at 10 m and ascends holding the breath would double that volume, far beyond what the lungs can hold, which is how pulmonary barotrauma and arterial gas embolism occur. The largest relative change happens between 10 m and the surface, which is why the final metres of every ascent must be the slowest; most agencies teach a maximum of 9 to 10 m a minute.",
              "Dalton's law of partial pressures explains oxygen toxicity: air is about 21 per cent oxygen, so at 4 bar the partial pressure of oxygen is 0.84 bar, and at 56 m it reaches 1.4 bar, the limit most training agencies set for the working phase of a dive. Henry's law, that the amount of gas dissolved in a liquid is proportional to its partial pressure, explains why nitrogen loads the body at depth and must be released slowly. Good instructors teach each law through one vivid consequence rather than through the formula alone.",
            ),
        },
      },
      {
        title: "Teaching Skills in Confined Water",
        description: "How an instructor briefs, demonstrates and evaluates a skill in the pool.",
        lesson: {
          title: "Brief, demonstrate, practise, debrief",
          html: p(
            "Confined water is a pool or pool-like area, shallow enough to stand in, where students learn skills before using them in open water. Every skill follows the same cycle. In the briefing, on the surface, the instructor explains why the skill matters, what will be done, the signals to be used and what students should do if something goes wrong. Under water, the instructor then demonstrates the skill slowly and exaggeratedly, with students positioned so that they can all see, usually kneeling in a semicircle or, increasingly, neutrally buoyant in a line.",
            "Students then perform the skill one at a time while the instructor maintains direct, close control, within arm's reach, ready to take hold of the student's equipment if needed. Mask clearing is the classic example. The student partially floods the mask, looks slightly upward, presses the top of the frame and exhales steadily through the nose until the water is forced out of the bottom. Anxious students often inhale through the nose and choke; the instructor should watch for this and be ready to offer reassurance with a steadying hand and eye contact.",
            "Regulator recovery follows the same pattern. The student removes the regulator, exhales a continuous stream of small bubbles so the airway is never closed, recovers the hose by the arm-sweep method (leaning to the right, sweeping the right arm from the hip forward), clears the regulator by exhaling or pressing the purge button, and resumes breathing. An instructor evaluates performance against the standard: was the skill done in a controlled way, without bolting for the surface? A student who cannot yet meet the standard repeats the skill after coaching; a skill is never signed off because time has run out. The debrief on the surface reinforces what went well and names one thing to improve.",
          ),
        },
      },
      {
        title: "No-Decompression Limits and Dive Computers",
        description:
          "Instructors must be able to explain where the limits come from and how a dive computer applies them.",
        lesson: {
          title: "Tissue models, limits and safety stops",
          html: p(
            "Recreational dives are planned so that a diver can ascend directly to the surface at any time without mandatory decompression stops. The time a diver may spend at a given depth before this is no longer true is the no-decompression limit (NDL). Limits come from decompression models descended from the work of John Scott Haldane, who in 1908 proposed that the body could be represented by a set of theoretical tissue compartments absorbing and releasing nitrogen at different rates, each defined by a half-time. A fast compartment with a five-minute half-time is half saturated after five minutes; a slow one with a 240-minute half-time takes hours.",
            "Modern models such as Bühlmann's ZHL-16, with sixteen compartments, set a maximum tolerated overpressure, or M-value, for each compartment at each depth. The NDL at a depth is reached when any compartment would exceed its surfacing M-value. Because shallow dives load nitrogen slowly, NDLs increase sharply as depth decreases: on the widely used PADI Recreational Dive Planner the limit for air is roughly 56 minutes at 18 m, 20 minutes at 30 m and 147 minutes at 12 m.",
            "Dive computers calculate this model continuously from the diver's actual depth profile, which is why they allow longer dives than tables for multilevel profiles. Instructors should stress that the model is not a physiological truth, that individual susceptibility varies with age, fitness, dehydration and cold, and that many manufacturers add conservatism through gradient factors. A safety stop of three minutes at 5 m is recommended at the end of every dive, and mandatory for dives near the limit. Students should learn to read the NDL display, to ascend well before it reaches zero, and to follow the computer's recommendation if a limit is accidentally exceeded.",
          ),
        },
      },
    ],
  },
  {
    slug: "mandolin-bluegrass-technique",
    discipline: "Mandolin",
    title: "Bluegrass Mandolin Technique",
    description:
      "Tuned in fifths like a violin but played with a pick, the mandolin has its own vocabulary, and this intermediate course develops tremolo, the chop chord that drives a bluegrass band, double stops in closed positions, and cross-picking.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "cross-picking",
    modules: [
      {
        title: "Tremolo",
        description: "Sustaining a melody note on an instrument whose notes die away quickly.",
        lesson: {
          title: "Making a short note sing",
          html: p(
            "The mandolin has eight strings in four pairs, or courses, tuned G-D-A-E from the lowest, exactly like a violin. Because the strings are short and plucked, each note decays within a second or two, and a sustained melody note has to be made by tremolo: rapid, continuous alternate picking on the same course. Good tremolo sounds like a single held tone rather than a rattle of separate notes.",
            "The motion comes from the wrist, with the forearm relaxed and the pick held between the thumb and the side of the index finger, only two or three millimetres of its tip showing. Pick with a very small movement, just enough to clear both strings of the pair, and keep down- and upstrokes equal in volume. Tension is the commonest fault: a clenched hand produces a fast but uneven buzz, and tires quickly. Most teachers recommend a medium to heavy pick, from about 1.0 to 1.5 mm, because it does not flex and gives a fuller tone.",
            "Practise measured tremolo first. Set a metronome at 60 beats per minute and play four notes to the beat, then six, then eight, always with strict alternation. Only when the eight-note tremolo is even should the speed be allowed to become unmeasured, as it usually is in performance. The second skill is to change notes without a gap: the fretting finger lands on the new note exactly as the picking continues, so the melody is legato. A slow air such as 'Ashokan Farewell' or the melody of 'Shenandoah' is ideal material. Bill Monroe, who created bluegrass mandolin style in the 1940s, often used a more percussive, measured tremolo in blues numbers, and players should learn both the smooth and the driving sound.",
          ),
        },
      },
      {
        title: "The Chop",
        description: "In a bluegrass band the mandolin is the snare drum, and this module teaches that job.",
        lesson: {
          title: "Closed chords on the off-beat",
          html:
            p(
              "In bluegrass there is usually no drummer. The bass plays on beats one and three, the guitar fills in, and the mandolin plays a short, damped chord on beats two and four: the chop. It gives the music its drive, and a band's timing depends on it. A chop must be short and crisp, and to silence the strings immediately after they sound, it uses closed chord shapes with no open strings.",
              "The most important are the chop shapes that can be moved up the neck without change, so that one fingering serves for every key:",
            ) +
            "<ul><li>A three-course shape with the root on the G course, the third on the D course three frets lower, and the octave on the A course one fret above the third: C is 5-2-3 on the G, D and A courses.</li><li>The four-course shape built on the open G chord (0-0-2-3) moved up the neck, so that A is 2-2-4-5 and B is 4-4-6-7, with the root on both the G and E courses.</li><li>A two-course shape on the D and A courses only, useful at very fast tempos.</li></ul>" +
            p(
              "Strike the chop with a downstroke across three or four courses, then immediately relax the pressure of the fretting fingers while keeping them on the strings. The strings stop vibrating, leaving a short percussive sound. Pressing and releasing must be exact: release too early and there is no pitch, too late and the chord rings into the next beat. Practise at 80 beats per minute with a metronome sounding only on two and four, then with a bass line or a recording of a band, changing chords with the progression of a standard such as 'Salty Dog Blues' (G, E7, A7, D7). Keeping the chop behind a singer while listening to the rest of the band is the mandolinist's first ensemble skill.",
            ),
        },
      },
      {
        title: "Double Stops",
        description: "Two notes at once: harmonising a melody the way fiddlers and singers do.",
        lesson: {
          title: "Harmony on two courses",
          html: p(
            "A double stop is two notes played together on adjacent courses. On the mandolin it is the usual way to harmonise a melody in a break, because the instrument's tuning in fifths puts consonant intervals under the fingers. The commonest intervals are the third and the sixth, both of which sound sweet, and the fourth and fifth, which sound open and are often used for drones.",
            "A simple method is to play the melody on the higher course and add a note below it that belongs to the current chord. Over a G chord, if the melody note is B on the A course (second fret), the note below on the D course can be G (fifth fret) or the open D. Moving both fingers together while keeping the interval constant gives the parallel thirds heard in countless breaks, for example G-B, A-C, B-D on the D and A courses while the chord is G, with the lower note adjusted to the chord as it changes.",
            "Double stops work best in closed positions, where the shapes can be slid along the neck. Slides into a double stop from one fret below are a characteristic of bluegrass style, as are the bent or 'blue' thirds Monroe used. Pick both courses with a single downstroke, or tremolo across them for sustain. In a slow waltz, tremolo double stops in sixths can carry the whole melody. Practise by taking a known tune, first playing only the melody, then adding the chord tone below on each strong beat, and finally harmonising every note. Listen carefully for notes that clash with the chord; the ear must be the final judge.",
          ),
        },
      },
    ],
  },
  {
    slug: "oud-maqam-and-rhythm",
    discipline: "Oud",
    title: "Oud: Maqam and Rhythmic Cycle",
    description:
      "Played with a long plectrum on a fretless neck, the Arabic oud demands an ear for intervals that Western scales lack; students who can already play simple melodies work on quarter-tone intonation in maqam Rast, the ajnas of Bayati and Hijaz, and the rhythmic cycles maqsum and samāʿī thaqīl.",
    level: "intermediate",
    duration: "one semester (weekly lesson and ensemble)",
    plantedGap: "Hijaz",
    modules: [
      {
        title: "Intonation on a Fretless Neck",
        description: "Finding the neutral second and third of maqam Rast and keeping them in tune.",
        lesson: {
          title: "Rast and the neutral intervals",
          html:
            p(
              "The Arabic oud has no frets, usually six courses, and in the most common Arab tuning is pitched, from the lowest course, C-F-A-D-G-C. Without frets the player places every note, which makes possible the intervals that define Arabic music but also demands careful listening. The right hand holds a <i>risha</i>, a long flexible plectrum once cut from an eagle feather and now usually plastic, gripped between thumb and index finger and moved from the wrist.",
              "Maqam Rast on C is the reference scale of Arabic theory. Its notes are C, D, E half-flat, F, G, A, B half-flat and C. The 'half-flat' E lies roughly midway between E flat and E natural, giving a neutral third: neither major nor minor. Arab theory, as codified at the Cairo Congress of 1932, describes this with a quarter-tone system of 24 steps to the octave, but practising musicians place these notes by ear, and the E half-flat of Rast is often slightly higher than an exact quarter tone below E natural, and higher in ascent than in descent.",
            ) +
            "<table><tr><th>Degree</th><th>Note</th><th>Approx. cents above C</th></tr><tr><td>1</td><td>C</td><td>0</td></tr><tr><td>2</td><td>D</td><td>200</td></tr><tr><td>3</td><td>E half-flat</td><td>about 350</td></tr><tr><td>4</td><td>F</td><td>500</td></tr><tr><td>5</td><td>G</td><td>700</td></tr></table>" +
            p(
              "To practise, play slow scales of Rast against a drone on C, listening for the characteristic tension of the neutral third, and check the E half-flat against the open G course, which should lie a neutral third, about 350 cents, above it. Recordings of players such as Riad Al Sunbati and Munir Bashir are the best guide to where these notes truly lie.",
            ),
        },
      },
      {
        title: "Bayati and Its Family",
        description: "A maqam is built from smaller units called ajnas, and Bayati shows how.",
        lesson: {
          title: "Jins Bayati and modulation",
          html: p(
            "A maqam is not simply a scale. It is built from smaller groups of three to five notes called <i>ajnas</i> (singular <i>jins</i>), each with a characteristic interval pattern, and it carries conventions about where melodies start, which notes are emphasised, and how the melody moves through the range. Maqam Bayati, one of the most frequently heard in Arabic music, is built on a lower jins Bayati on D, followed by an upper jins, usually Nahawand or Rast on G.",
            "Jins Bayati consists of four notes: D, E half-flat, F and G. Its intervals are approximately three-quarters of a tone, three-quarters of a tone and a whole tone. The neutral second between D and E half-flat gives Bayati its soft, plaintive character, and its tonic D is strongly felt. The fourth, G, serves as the <i>ghammaz</i>, the secondary centre on which the upper jins is built and to which melodies often rise before returning to D.",
            "On the oud in the standard tuning, D is the open fourth course, and Bayati lies comfortably in the first position. A typical opening phrase in Bayati circles around the tonic with the neutral second, rises to the fourth, and descends again, often touching the C below. Improvisers commonly modulate from Bayati to other maqamat that share notes: Saba on D shares the first three notes but lowers the fourth, creating a sharp contrast, while moving the upper jins from Nahawand to Rast on G brightens the upper register. Students should learn each change first as a short set phrase, then use it in their own melodies. Classic compositions in Bayati, such as many of Muhammad Abd al-Wahhab's songs, are worth learning by heart.",
          ),
        },
      },
      {
        title: "Rhythmic Cycles",
        description: "Learners clap, speak and then play the iqāʿāt that underpin Arabic song and instrumental forms.",
        lesson: {
          title: "Dum, tak and the common cycles",
          html:
            p(
              "Arabic rhythm is organised in cycles called <i>iqāʿāt</i> (singular <i>iqāʿ</i>), each a fixed pattern of low and high drum strokes repeated throughout a piece. The low stroke, played in the centre of the drum, is called <i>dum</i>; the high stroke near the rim is <i>tak</i>. Rests and lighter ornamental strokes fill the spaces between. An oud player must feel the cycle, because phrases begin and end in relation to it even when no drum is playing.",
            ) +
            "<ul><li><b>Maqsum</b> (4/4): dum tak - tak dum - tak -, the most common rhythm in popular song.</li><li><b>Baladi</b> (4/4): dum dum - tak dum - tak -, heavier, with two dums at the start.</li><li><b>Wahda</b> (4/4): a slow cycle with a dum on the first beat and a tak on the fourth, used for long, expressive songs.</li><li><b>Samāʿī thaqīl</b> (10/8): dum - - tak - dum dum tak - -, the cycle of the instrumental samāʿī form.</li></ul>" +
            p(
              "The samāʿī is a composed instrumental form of Ottoman origin, with four sections (<i>khana</i>) alternating with a refrain (<i>taslim</i>); the first three sections are in samāʿī thaqīl and the last usually changes to a faster metre in 6/8 or 3/4. Learning a samāʿī such as Ibrahim al-Aryan's Samāʿī Bayati is a good way to combine a maqam with its rhythm. Practise by speaking the syllables aloud while tapping dum on the knee and tak on the body of the oud, then play the melody while a partner plays the cycle on a darbuka or frame drum, and finally play the melody alone while hearing the cycle internally.",
            ),
        },
      },
    ],
  },
  {
    slug: "mountain-rescue-casualty-care-and-search",
    discipline: "Mountain rescue",
    title: "Mountain Rescue Team Member: Casualty Care, Lowers and Search",
    description:
      "Casualties on steep ground are cold, hurt and hard to reach; this course for trainee team members deals with hypothermia staging and casualty packaging, two-rope stretcher lowers, search planning by probability, and working with a helicopter.",
    level: "intermediate",
    duration: "6 weekends over a winter and spring",
    plantedGap: "helicopter",
    modules: [
      {
        title: "The Cold Casualty",
        description: "Almost every mountain casualty is or will become hypothermic, so care starts with heat.",
        lesson: {
          title: "Staging hypothermia and packaging for the carry",
          html: p(
            "Hypothermia is a core temperature below 35 °C. On the hill it is rarely possible to measure core temperature reliably, so rescuers stage it by clinical signs, following the Swiss staging system recommended by the International Commission for Mountain Emergency Medicine (ICAR MedCom). In stage I the casualty is conscious and shivering, with a core temperature typically 32 to 35 °C. In stage II consciousness is impaired and shivering may have stopped, typically 28 to 32 °C. In stage III the casualty is unconscious with vital signs present, and in stage IV vital signs are absent; below about 28 °C the risk of cardiac arrest rises steeply. Since 2016 the staging has been framed mainly by the level of consciousness, as a guide to the risk of arrest.",
            "Management follows the stage. A stage I casualty who can still shiver can rewarm if protected from further heat loss, given high-energy drinks and, if safe, allowed to move. From stage II onward the casualty must be handled gently and kept horizontal, because rough movement of a very cold heart can trigger ventricular fibrillation, and sudden uprighting can cause collapse from blood pressure falling. Wet outer clothing is cut away only if the casualty can be protected at once.",
            "Packaging is a structured barrier against the environment. From the inside out, a typical package is a vapour barrier, such as a foil or plastic sheet, around the casualty's trunk; chemical or electric heat pads on the chest and back, never directly on skin; a sleeping bag or casualty bag; and an outer waterproof and windproof layer, with insulation beneath the casualty to stop conduction into the ground or stretcher. The head is covered, leaving the face free. The package should be complete before a long carry begins, because it is very difficult to improve once the stretcher is moving over rough ground.",
          ),
        },
      },
      {
        title: "Stretcher Lowers on Steep Ground",
        description: "Trainees rig and operate a two-tensioned-rope lowering system and attend a stretcher on a crag.",
        lesson: {
          title: "Two ropes, one load",
          html:
            p(
              "When a stretcher must go down ground too steep to carry on foot, it is lowered on ropes. Modern practice in UK and European teams uses two tensioned ropes, both sharing the load through separate anchors and lowering devices, rather than a main line with a slack safety line. If either rope, anchor or device fails, the other already holds the load and there is no shock loading from a fall. The load is typically the stretcher, the casualty and one or two attendants, around 200 to 300 kg.",
            ) +
            "<ul><li>Anchors: each rope has its own anchor, usually built from multiple points and equalised, and checked by a second team member before use.</li><li>Devices: each rope runs through a lowering device such as an Italian hitch on a large karabiner, a descender or a purpose-made rescue device, each operated by its own brake person.</li><li>Edge: a roller or edge protector at the lip keeps the ropes from cutting and reduces friction.</li><li>Stretcher: the casualty is secured with a full harness system, head uphill, and the attendant is clipped to the stretcher bridle, steering it away from the rock.</li></ul>" +
            p(
              "Communication decides the safety of the lower. The team leader at the top controls the whole operation, the edge person relays calls and watches the ropes, and both brake operators lower at the same rate so the ropes stay equally tensioned. Standard calls are short and clear: 'lowering', 'stop', 'slow', 'attendant ready'. Before the stretcher moves, the system is checked from anchor to stretcher, a so-called whole-system check, and every component named. Practice on small crags until the drill is automatic is what makes lowers possible at night in rain.",
            ),
        },
      },
      {
        title: "Planning a Search",
        description: "How a search manager decides where to send limited teams first.",
        lesson: {
          title: "Lost person behaviour, POA and POD",
          html: p(
            "A search for a missing person is a problem of probability. The search manager has a limited number of teams and hours of daylight, and must send them where they are most likely to find the subject. The starting point is the initial planning point, usually the place last seen or the car. Statistics from thousands of past searches, compiled by Robert Koester in <i>Lost Person Behavior</i> (2008), give the distances at which subjects of each category are typically found: a hill walker in temperate mountains is found within about 3 km of the starting point in half of cases, while a person with dementia is usually found much closer, often near a road or a drainage line.",
            "The search area is divided into segments, each assigned a probability of area (POA), the chance that the subject is in it. Probabilities are agreed by the search team through a consensus method, weighting factors such as terrain, the subject's intentions and clues. When a team searches a segment, it reports a probability of detection (POD), estimated from the effort and conditions: a hasty search of paths might achieve 30 per cent POD, a close grid search 70 per cent or more.",
            "The probability of success is POA multiplied by POD. If a segment has a POA of 40 per cent and is searched with a POD of 50 per cent, the probability of success is 20 per cent, and the segment's POA is revised downward to reflect the unsuccessful search. The probability shifts toward unsearched segments, which then become priorities. Early in a search, hasty teams check the most likely routes, hazards and attractions quickly; thorough grid searches come later. Good record-keeping of every team's track, effort and findings is what allows these revisions to be made accurately.",
          ),
        },
      },
    ],
  },
  {
    slug: "wind-turbine-scheduled-maintenance",
    discipline: "Wind turbine maintenance",
    title: "Scheduled Maintenance of Onshore Wind Turbines",
    description:
      "Technicians already holding GWO Basic Safety Training move on here to the service tasks that keep a multi-megawatt turbine running: bolted joint checks, gearbox oil sampling and analysis, blade leading-edge inspection, and testing the lightning protection system.",
    level: "intermediate",
    duration: "10 days",
    plantedGap: "lightning",
    modules: [
      {
        title: "Bolted Joints",
        description: "Tower flanges, blade roots and the main bearing depend on preload, which has to be checked.",
        lesson: {
          title: "Preload, torque and tensioning",
          html: p(
            "A modern onshore turbine holds together through thousands of high-strength bolts: perhaps 100 to 150 M36 to M48 bolts in each tower flange, and a similar number at each blade root. Their job is to clamp the joint with a preload, typically about 70 per cent of the bolt's yield strength, so that cyclic wind loads are carried by friction and by the clamped flange rather than by the bolt in bending. A bolt that loses preload sees the full fluctuating load, and fatigue failure can follow within months.",
            "Preload is applied in one of two ways. Torque tightening turns the nut to a specified torque, related to preload approximately by T = K × F × d, where K is the nut factor (often about 0.12 to 0.2 depending on lubrication), F the preload and d the nominal diameter. For an M36 bolt with a target preload of 510 kN and K = 0.14, the torque is about 0.14 × 510,000 × 0.036 ≈ 2,570 N m. Because most of the applied torque is lost to friction, scatter in K gives a scatter in preload of ±25 per cent or more. Hydraulic tensioning instead stretches the bolt directly with a tool seated over it, turns the nut down snug, and releases the pressure; it gives much more accurate preload and is specified by many manufacturers for tower and foundation bolts.",
            "Service manuals set the checking regime: typically all bolts are checked after the first three months of operation, and thereafter a sample, often 10 per cent of each flange's bolts, annually. If any sampled bolt turns before reaching the check value, every bolt in that joint is checked. Technicians mark checked bolts with a line of paint or a torque-seal across nut and flange, so movement is visible on later inspections, and record each joint's results. Corroded or damaged bolts are replaced, never re-used, and flange gaps are checked with feeler gauges.",
          ),
        },
      },
      {
        title: "Gearbox Oil Sampling",
        description:
          "Condition monitoring through the oil: taking a representative sample and reading the laboratory report.",
        lesson: {
          title: "From sample port to ISO 4406 code",
          html:
            p(
              "Gearboxes remain one of the most expensive components to repair in a geared turbine, and their oil is the best early warning of trouble. A typical multi-megawatt gearbox holds several hundred litres of synthetic oil of ISO viscosity grade 320, filtered continuously by an inline filter and an offline kidney-loop filter. Samples are taken at least every six months, and more often when a previous result has raised concern.",
              "A representative sample is taken while the gearbox is at operating temperature, from a dedicated sampling valve upstream of the filter, after flushing the valve with at least a bottle's worth of oil. Sampling from a drain plug or after a long stop gives misleading results. The bottle is clean and labelled with the turbine, gearbox serial, date, oil hours and any filter change. The laboratory report usually includes:",
            ) +
            "<table><tr><th>Test</th><th>What it shows</th><th>Typical action level</th></tr><tr><td>Viscosity at 40 °C</td><td>degradation or wrong oil added</td><td>change of more than ±10%</td></tr><tr><td>Water content (Karl Fischer)</td><td>seal failure, condensation</td><td>above 300-500 ppm</td></tr><tr><td>Particle count, ISO 4406</td><td>cleanliness and filter performance</td><td>worse than -/17/14</td></tr><tr><td>Wear metals (iron, copper)</td><td>gear and bearing wear</td><td>rising trend</td></tr><tr><td>Acid number</td><td>oxidation of the oil</td><td>rise of 1 mg KOH/g</td></tr></table>" +
            p(
              "The ISO 4406 code reports the number of particles per millilitre larger than 4, 6 and 14 micrometres as three range numbers; each step up in a range number roughly doubles the count. A report of 21/19/16 therefore means roughly four times as many particles larger than 6 µm, and four times as many larger than 14 µm, as a target of -/17/14 allows. Trends matter more than single results: a steady rise in iron with a rising particle count suggests gear or bearing wear, and should lead to an endoscope inspection of the gears.",
            ),
        },
      },
      {
        title: "Blade Leading-Edge Inspection",
        description: "The front edge of a blade moves through rain at over 80 m/s, and erodes.",
        lesson: {
          title: "Recognising and grading erosion",
          html: p(
            "The tips of a large rotor move at 80 to 90 m/s. At that speed rain droplets, hail and sand strike the leading edge with enough energy to fatigue the coating and then the laminate beneath, a process called leading-edge erosion. It typically begins near the tip, where speed is highest, within two to five years on sites with heavy rain. Erosion roughens the aerofoil, reduces lift and increases drag; field and wind-tunnel studies suggest losses of annual energy production from about 1 per cent with moderate roughness to several per cent when the laminate is exposed.",
            "Inspections use ground-based cameras with telephoto lenses, drones carrying high-resolution cameras, or rope-access technicians working directly on the blade. Drones are now usual for annual surveys because a three-bladed rotor can be photographed in under an hour. Damage is classified on a severity scale, usually five categories: category 1 cosmetic, with only the topcoat affected; category 2 coating damage with filler visible; category 3 damage into the laminate; category 4 severe with structural fibres exposed or delaminated; category 5 critical, with the blade unsafe to operate. Repair urgency follows the category.",
            "Repairs are done in dry weather, above about 10 °C, usually from rope access or a blade platform. The damaged area is ground back to sound material, laminate damage is rebuilt with glass fibre and epoxy, and the profile is restored with filler before a leading-edge protection system is applied. Options include flexible polyurethane coatings, applied in several layers, and protective shells or tapes bonded over the edge. The technician records each repair with photographs, its position from the blade root and the materials' batch numbers, so that the next inspection can assess whether it has held.",
          ),
        },
      },
    ],
  },
];
