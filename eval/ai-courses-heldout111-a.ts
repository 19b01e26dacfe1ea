/** One-hundred-and-eleventh held-out evaluation courses, beginner level; see ai-courses-heldout111.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT111_A: EvalCourse[] = [
  {
    slug: "foundations-of-teaching-physical-education",
    discipline: "Physical education",
    title: "Foundations of Teaching Physical Education",
    description:
      "Who is a good PE lesson for, and how do you make sure every pupil in the hall is working hard and learning? Aimed at trainee teachers and school sports assistants, the course covers lesson structure and safe warm-ups, adapting tasks with the STEP framework, games teaching through Teaching Games for Understanding, and creative dance for younger pupils.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical workshop a week)",
    plantedGap: "creative dance",
    modules: [
      {
        title: "Planning a Lesson That Keeps Pupils Moving",
        description:
          "How a sixty-minute PE lesson is structured, from a RAMP warm-up to the plenary, so that pupils spend most of their time active and safe.",
        lesson: {
          title: "Structure, warm-ups and activity time",
          html:
            p(
              "A pupil who spends a lesson queuing for a turn learns little and gets no fitter. Studies using heart-rate monitors and systematic observation have repeatedly found pupils moderately to vigorously active for well under half of a typical PE lesson, and in 2013 the US Institute of Medicine recommended that at least 50 per cent of lesson time be spent in moderate-to-vigorous activity. Planning therefore starts with a simple question: for how many minutes will each child actually be moving?",
              "Once changing time is removed, a one-hour secondary lesson usually leaves about fifty minutes, commonly shaped like this:",
            ) +
            "<ol><li>Warm-up (8 to 10 minutes), linked to the lesson content.</li><li>Skill or concept development (about 15 minutes), in pairs or small groups.</li><li>Application in a conditioned game, routine or sequence (about 20 minutes).</li><li>Cool-down and plenary (5 minutes), checking what pupils have learned.</li></ol>" +
            p(
              "Many teachers build warm-ups on Ian Jeffreys’ RAMP model. Raise body temperature, heart rate and breathing with progressive jogging patterns or a tag game; Activate and Mobilise the muscles and joints the lesson will use, with lunges and rotations, leg swings and ankle hops; then Potentiate with short, sharper efforts close to the intensity of the main activity, such as ten-metre accelerations before a sprint lesson. Long static stretches held before explosive work are no longer recommended, because they can briefly reduce power output; dynamic movement is preferred.",
              "Organisation decides activity time. Set out equipment before pupils arrive, use grouping methods that take seconds (numbering off, coloured bibs handed out as pupils enter), and agree a clear stop signal. Compare formats: in a relay with five teams of six, each pupil works for roughly one-sixth of the drill; in pairs with a ball between two, pupils are involved about half the time; in 3 v 3 small-sided games nearly everyone touches the ball every minute.",
              "Safe practice is part of the plan, not an afterthought: check the space for hazards, follow the school policy on jewellery, match group sizes to the space, and write learning objectives as observable outcomes, for example ‘perform a chest pass with the thumbs finishing pointing down’, so the plenary can test them.",
            ),
        },
      },
      {
        title: "Differentiation with STEP",
        description:
          "Adapting space, task, equipment and people so that every pupil is challenged, with Mosston’s spectrum of teaching styles as a second lens.",
        lesson: {
          title: "Making one activity work for thirty pupils",
          html:
            p(
              "Any class of thirty contains pupils who have played a sport at club level and pupils who have never held a racket. Differentiation means changing the activity so that each of them meets a challenge they can just about manage. The most widely used planning tool in UK schools is STEP, promoted through the Youth Sport Trust’s inclusion training:",
            ) +
            "<ul><li><strong>Space</strong>: enlarge or shrink the playing area, shorten the court, widen the target, or give a pupil a zone where they cannot be tackled.</li><li><strong>Task</strong>: allow a bounce before the return, replace a volley with catch-and-throw, add or remove a defender, or change the scoring so that a completed pass counts.</li><li><strong>Equipment</strong>: use larger, lighter or softer balls, a balloon for slower flight, shorter rackets, a lower net or bell balls for pupils with visual impairment.</li><li><strong>People</strong>: alter team sizes, pair pupils by ability or mix them deliberately, or give roles such as coach, umpire or scorer.</li></ul>" +
            p(
              "Take a Year 8 badminton lesson on the overhead clear. The confident group plays half-court singles and scores a bonus point when the shuttle lands in the back tramlines; a middle group rallies cooperatively, counting consecutive clears; a third group uses a larger, slower shuttle or a balloon and hits from a self-feed. One change at a time is usually enough, and the teacher should be able to move a pupil between groups as soon as they succeed.",
              "Muska Mosston’s spectrum of teaching styles, first published in 1966, offers a second lens. It runs from the command style (A), in which the teacher makes every decision, through practice (B), reciprocal (C), where pupils coach each other from a criteria card, and self-check (D), to the inclusion style (E), in which the learner chooses the level of difficulty. Mosston’s own example is the slanted rope for high jump: instead of a bar that eliminates pupils, a rope is tied high at one end and low at the other, and each jumper picks the point at which to cross. Later styles hand more decisions to pupils, up to guided and convergent discovery.",
              "Good differentiation is planned before the lesson, visible in the resources, and reviewed afterwards against what each group achieved.",
            ),
        },
      },
      {
        title: "Teaching Games for Understanding",
        description:
          "Bunker and Thorpe’s model for teaching games through modified play and questioning, with the four game categories and the principles for designing conditioned games.",
        lesson: {
          title: "From game form to skill execution",
          html:
            p(
              "In 1982 David Bunker and Rod Thorpe, at Loughborough, criticised games lessons built on technique drills. Pupils, they argued, could perform a pass in a line practice but did not know when to pass, while low-skilled pupils experienced little success and left school knowing little about games. Their alternative, Teaching Games for Understanding (TGfU), begins with a modified game and moves to technique only when pupils see why they need it. The model has six stages:",
            ) +
            "<ol><li>Game form: a version suited to the pupils’ age and experience.</li><li>Game appreciation: understanding the rules and how they shape play.</li><li>Tactical awareness: recognising how to create and deny space.</li><li>Decision making: what to do, and how to do it.</li><li>Skill execution: producing the movement in context.</li><li>Performance: judged against criteria that include good decisions, not only good technique.</li></ol>" +
            p(
              "Games are grouped into four categories that share tactical problems: invasion games (football, netball, hockey), net and wall games (badminton, volleyball, squash), striking and fielding games (cricket, rounders, softball) and target games (golf, bowls). Because problems transfer within a category, keeping possession in a 3 v 1 handball game teaches ideas that apply in basketball too.",
              "Thorpe, Bunker and Almond (1986) added four principles for designing games: sampling (trying games from a category), modification by representation (small-sided games that keep the adult game’s tactical structure), modification by exaggeration (changing rules to emphasise one problem, such as a long, narrow court to encourage deep shots in badminton) and tactical complexity (adding problems gradually).",
              "A typical episode runs like this. Pupils play 3 v 1 keep-ball in a ten-metre square; after two minutes the teacher freezes play and asks, ‘Where can you stand so the passer can always see you?’ Pupils try out their answers; when passes start going astray, a short practice on the push pass follows, then the game resumes with a new condition. Comparative studies generally find that game-centred approaches match traditional teaching on skill and do better on decision making and enjoyment. Close relatives include Game Sense in Australia and the Tactical Games Model of Mitchell, Oslin and Griffin.",
            ),
        },
      },
    ],
  },
  {
    slug: "swimming-pool-plant-operation-the-essentials",
    discipline: "Pool plant operation",
    title: "Swimming Pool Plant Operation: The Essentials",
    description:
      "For leisure-centre and school staff taking charge of a pool plant room for the first time: how water is circulated and filtered, disinfection with chlorine, pH and water balance, the daily testing routine, and legionella control in showers and spa pools.",
    level: "beginner",
    duration: "three days (classroom and plant-room sessions) plus a supervised practical log",
    plantedGap: "legionella control",
    modules: [
      {
        title: "Circulation, Filtration and Turnover",
        description:
          "Following the water from the pool outlets through strainers, pumps, coagulant dosing and sand filters, and calculating turnover and filter loading.",
        lesson: {
          title: "The water’s journey through the plant room",
          html: p(
            "Pool water is cleaned by the same loop, over and over. Water leaves the pool through main outlets in the floor and through skimmers or deck-level channels that take the most polluted surface layer; in deck-level pools it falls into a balance tank that absorbs the volume displaced by bathers. It then passes a hair and lint strainer, which protects the pump impeller and must be emptied regularly, and the circulation pump pushes it through the filters, the heater and the disinfectant dosing point before it returns through inlets designed to reach every part of the pool.",
            "The turnover period is the time taken for a volume of water equal to the whole pool to pass through the filters. Busy, shallow water needs short turnovers: a 25-metre main pool is often designed for around 3 hours, a teaching pool for about 1 hour and a spa pool for a matter of minutes. Worked example: a pool 25 m by 12.5 m with an average depth of 1.4 m holds 437.5 m³. For a 3-hour turnover the plant must circulate 437.5 ÷ 3 ≈ 146 m³ per hour.",
            "Most public pools use pressure sand filters. The filtration rate is the flow divided by the bed area; the Pool Water Treatment Advisory Group (PWTAG) advises that medium-rate sand filters should not exceed 25 m³ per m² per hour, and slower is better. Two filters 2 m in diameter give 2 × 3.14 = 6.28 m² of bed, so 146 m³/h runs at about 23 m/h, just within the limit.",
            "Sand alone lets fine particles through. A coagulant, usually polyaluminium chloride, is dosed continuously before the filters so that small particles clump into flocs that the bed can hold. Good coagulation and filtration are the main defence against Cryptosporidium, whose oocysts survive normal chlorine levels for days.",
            "As the bed clogs, the pressure difference between filter inlet and outlet rises. Filters are backwashed, reversing the flow to lift and clean the sand, when that differential climbs or on a fixed schedule, typically weekly. Backwashing also removes pool water, which must be replaced: PWTAG recommends adding at least 30 litres of fresh water per bather per day to dilute pollutants that filtration and chlorine cannot remove.",
          ),
        },
      },
      {
        title: "Chlorine Disinfection",
        description:
          "How hypochlorite disinfects, why pH controls its strength, and how to measure free and combined chlorine with the DPD test.",
        lesson: {
          title: "Free chlorine, combined chlorine and the DPD test",
          html: p(
            "Most UK pools disinfect with chlorine in one of three forms: sodium hypochlorite solution (about 14 to 15 per cent available chlorine), calcium hypochlorite granules or tablets (about 65 to 70 per cent), or chloroisocyanurates, which release chlorine together with cyanuric acid. Cyanuric acid steadies chlorine against sunlight but builds up over time and weakens disinfection, so its concentration must be monitored and kept within the limit set for the pool, which PWTAG caps at 200 mg/l.",
            "In water every form produces hypochlorous acid, HOCl, which splits into hydrogen ions and the hypochlorite ion, OCl⁻. HOCl is the strong disinfectant, roughly 80 to 100 times more effective than OCl⁻, and the balance between them depends on pH. With a dissociation constant (pKa) of about 7.5, the fraction present as HOCl is 1 ÷ (1 + 10^(pH − 7.5)): about 67 per cent at pH 7.2, 50 per cent at pH 7.5 and only 24 per cent at pH 8.0. A pool that drifts up to pH 8 has lost most of its disinfecting power even if the chlorine reading looks normal.",
            "Free chlorine also reacts with ammonia and urea from sweat and urine to form chloramines, measured as combined chlorine. They are weak disinfectants and cause most of the problems bathers blame on ‘too much chlorine’: sore eyes, skin irritation and the typical pool smell, mainly from volatile trichloramine. PWTAG guidance is that combined chlorine should be no more than half the free chlorine, ideally no more than 0.2 mg/l, and never above 1.0 mg/l. Showering before swimming, dilution and ultraviolet treatment all reduce it.",
            "Both values are measured with DPD (diethyl-p-phenylenediamine) reagents in a comparator or photometer. A DPD No. 1 tablet develops a pink colour proportional to free chlorine. Adding a DPD No. 3 tablet to the same sample then gives total chlorine, and combined chlorine is total minus free. Worked example: free 1.2 mg/l, total 1.5 mg/l, so combined is 0.3 mg/l. That is within the ‘half of free’ rule but above the ideal, so the operator should check dilution and bather hygiene before it rises further. Samples are taken from the pool, about 100 mm below the surface and away from inlets, and tested at once.",
          ),
        },
      },
      {
        title: "Water Balance and the Daily Test Routine",
        description:
          "Keeping pH, alkalinity and calcium hardness in range, and planning, recording and acting on the day’s pool tests.",
        lesson: {
          title: "pH, water balance and the daily log",
          html:
            p(
              "Because pH governs how much chlorine is in its active form, and affects bather comfort, it is the second reading in every test. For chlorine-treated pools PWTAG recommends pH 7.2 to 7.4. Sodium and calcium hypochlorite both push pH upwards, so most plants dose acid automatically, using sodium bisulphate, dilute hydrochloric acid or carbon dioxide; sodium carbonate is used where pH needs raising.",
              "Total alkalinity, mainly bicarbonate, buffers the water against sudden pH swings. Too low and pH jumps with every dose; too high and it becomes hard to move. Calcium hardness decides whether water is corrosive or scale-forming: soft, aggressive water etches grout and attacks metalwork, while hard water with high pH deposits scale in heaters and filters. Operators combine pH, alkalinity, calcium hardness and temperature into a water balance index, such as the Langelier index, aiming at or close to zero.",
            ) +
            "<table><thead><tr><th>Parameter</th><th>Typical target</th><th>Usual action if out of range</th></tr></thead><tbody><tr><td>Free chlorine</td><td>About 0.5 to 1.5 mg/l in a conventional pool</td><td>Adjust dosing; check controller probe</td></tr><tr><td>Combined chlorine</td><td>No more than half of free; ideally 0.2 mg/l or less</td><td>Increase dilution; review showering</td></tr><tr><td>pH</td><td>7.2 to 7.4</td><td>Adjust acid or alkali dosing</td></tr><tr><td>Total alkalinity</td><td>Roughly 80 to 200 mg/l as CaCO₃</td><td>Add sodium bicarbonate, or dilute</td></tr></tbody></table>" +
            p(
              "Pool tests are made before opening and then at regular intervals through the day, more often when bather numbers peak, and the automatic controller’s readings are checked against a manual DPD test at least daily. Each entry in the log records the time, free and total chlorine, pH, water and air temperature, bather numbers and any action taken; an unrecorded correction counts as no correction at an inspection.",
              "Monthly, a sample goes to an accredited laboratory for microbiological testing. Targets are a colony count below 10 per millilitre at 37 °C, and no coliforms, E. coli or Pseudomonas aeruginosa in 100 millilitres. A failed sample triggers a retest, checks of the plant and, if results stay poor, closure until the cause is found.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-quinoa-from-seedbed-to-clean-grain",
    discipline: "Quinoa production",
    title: "Growing Quinoa: From Seedbed to Clean Grain",
    description:
      "Choose a variety suited to your latitude, prepare a seedbed for a tiny seed, manage weeds and nitrogen through a short season, then harvest, dry and clean the crop. Written for growers and agriculture students, this introduction to quinoa also covers intercropping and the removal of bitter saponins.",
    level: "beginner",
    duration: "six weeks (one evening lecture and one farm visit a week)",
    plantedGap: "intercropping",
    modules: [
      {
        title: "Varieties, Day Length and Climate",
        description:
          "Where quinoa comes from, its five ecotypes, and how to choose a variety that will flower and ripen in a temperate summer.",
        lesson: {
          title: "From the altiplano to a northern field",
          html: p(
            "Quinoa (Chenopodium quinoa) was domesticated in the Andes, most likely around Lake Titicaca, several thousand years ago, and was a staple of Andean farming long before the Spanish conquest. Botanically it belongs to the amaranth family, Amaranthaceae, not to the grasses, which is why it is called a pseudocereal. Its seeds contain all the essential amino acids, with more lysine than wheat or rice, and they are naturally gluten-free; demand from these markets drove its spread after the United Nations declared 2013 the International Year of Quinoa.",
            "Andean quinoas are usually grouped into five ecotypes: valley types grown between about 2,000 and 3,500 m; altiplano types around Lake Titicaca; salar types from the salt flats of southern Bolivia, which tolerate saline soils and extreme drought; sea-level types from central and southern Chile; and subtropical types from the humid Bolivian yungas. The difference that matters most to a northern grower is day length. Most Andean types are short-day plants: sown under the long days of a European or Canadian summer they grow tall and leafy, flower late and fail to ripen before autumn rains.",
            "The Chilean sea-level ecotype is far less sensitive to day length, and it is the main parent of varieties bred for temperate farming, such as the Danish-bred ‘Titicaca’ and ‘Puno’ and the Dutch-bred ‘Atlas’ and ‘Pasto’. Sown in April in southern England, such varieties are usually ready to harvest in late August or September.",
            "Temperature sets the other limits. Established plants survive light frosts, but flowering plants are sensitive, and very hot spells are a greater risk: temperatures above about 32 to 35 °C during flowering cause pollen sterility and empty seed heads, which is why trials in hot lowland areas have often failed. Quinoa tolerates drought and salinity better than most crops but dislikes waterlogging.",
            "When choosing a variety, ask the breeder or seed merchant for four facts: days to maturity at your latitude, height and lodging resistance, tolerance of downy mildew in wet summers, and whether the variety is ‘sweet’, with low saponin in the seed coat, or ‘bitter’. A sweet, early, short variety is the safest first choice.",
          ),
        },
      },
      {
        title: "Establishment, Weeds and Nutrition",
        description:
          "Sowing a two-millimetre seed, controlling fat hen and other weeds, and matching nitrogen to a realistic yield.",
        lesson: {
          title: "Getting a stand and keeping it clean",
          html: p(
            "Quinoa seed is small, about 2 mm across, with a thousand-seed weight of roughly 2 to 4 g, so establishment depends on a fine, firm, moist seedbed. Drill at 1 to 2 cm; deeper sowing leaves seedlings without enough reserves to reach the surface, and a crust after heavy rain can stop them altogether. Germination is fast in warm, moist soil, sometimes within a day, so many growers wait until the soil is reliably above about 8 °C rather than sowing early into cold ground.",
            "Seed rates of around 8 to 12 kg per hectare are common in European trials. A worked check shows why establishment matters: 10 kg/ha of seed at 3 g per thousand is about 3.3 million seeds per hectare, or 333 per square metre. If only half establish, as is typical, the stand is about 170 plants per square metre, which is plenty; a poor seedbed that establishes a quarter leaves gaps for weeds. Rows 25 to 50 cm apart allow inter-row hoeing.",
            "Weeds are the main agronomic problem. Quinoa grows slowly for its first four to six weeks, and in most countries few or no herbicides are approved for it, so control is largely mechanical. The worst weed is fat hen (Chenopodium album), a close relative that looks almost identical as a seedling and whose black seeds contaminate the harvest. A stale seedbed helps: prepare the seedbed two or three weeks before drilling, let the first flush of weeds emerge, then kill it with a very shallow cultivation or a flame weeder without bringing up new seed. After emergence, camera-guided inter-row hoes and finger weeders can work close to the rows.",
            "Nitrogen requirements are moderate, typically 80 to 120 kg N per hectare depending on soil supply and expected yield. Too much produces tall, soft plants that lodge and ripen late. Phosphate and potash are applied according to soil analysis, as for a cereal.",
            "In humid summers the main disease is downy mildew, caused by Peronospora variabilis, which produces yellow lesions on the leaves with grey-purple growth beneath; variety choice and good air movement between rows are the chief defences. Aphids and birds are the usual pests.",
          ),
        },
      },
      {
        title: "Harvest, Drying and Saponin Removal",
        description:
          "Judging ripeness, combining and drying the crop to a safe moisture content, and washing or scarifying the grain to remove bitter saponins.",
        lesson: {
          title: "From standing crop to food-grade grain",
          html:
            p(
              "Quinoa is ripe when the seeds are hard enough to resist a thumbnail and the leaves have dried and fallen, leaving the coloured seed heads standing. Ripening is uneven, so growers walk the crop and sample several heads. Timing is critical because quinoa has little seed dormancy: a spell of warm, wet weather near maturity can make seeds sprout in the head within days, ruining the crop for food use.",
              "Most crops are cut with an ordinary combine, set gently: a low drum speed to avoid cracking the seed, reduced fan speed so the light seed is not blown out with the chaff, and fine sieves. Grain often comes off at 15 to 20 per cent moisture and must be dried promptly, with gentle heat if it is to be used as seed, to 12 per cent or below for safe storage. Cleaning then removes chaff, stalk pieces, stones and weed seeds, using screens, an aspirator and, increasingly, an optical sorter to pick out dark fat hen seeds.",
              "Most quinoa carries saponins, bitter, soapy triterpenoid glycosides concentrated in the outer seed coat. They probably protect the seed against birds and insects but make unprocessed grain unpalatable. Varieties are classed as sweet when saponin content is below about 0.11 per cent. A quick check is the foam test: shake a measured amount of seed in water in a test tube and measure the height of the foam, which rises with saponin content.",
              "Three processing routes are used:",
            ) +
            "<ul><li>Wet processing: the grain is agitated and rinsed in water until it no longer foams, then dried quickly so that it does not germinate. It is effective but uses a lot of water.</li><li>Dry processing: abrasion, scarification or polishing removes the outer layers mechanically. It uses no water but removes some of the grain and may leave residual bitterness.</li><li>Combined processing: a light abrasion followed by a short wash, now common in commercial plants.</li></ul>" +
            p(
              "Yields in northern Europe are usually 1 to 3 tonnes per hectare, and processing losses must be counted when pricing the crop.",
            ),
        },
      },
    ],
  },
  {
    slug: "music-production-in-the-daw",
    discipline: "Music production",
    title: "Music Production in the DAW",
    description:
      "Recording, programming and mixing in a digital audio workstation, from the first blank session to a finished bounce. Topics include sample rate and gain staging, MIDI programming and quantisation, equalisation and compression, and stereo imaging.",
    level: "beginner",
    duration: "twelve weeks (one two-hour studio session a week)",
    plantedGap: "stereo imaging",
    modules: [
      {
        title: "Session Setup and Gain Staging",
        description:
          "Choosing sample rate, bit depth and buffer size, and recording at levels that leave safe headroom.",
        lesson: {
          title: "The numbers behind a clean recording",
          html: p(
            "A digital audio workstation (DAW) stores sound as a stream of numbers, and three settings in the session dialog decide how good those numbers can be. The sample rate is how many measurements are taken each second. By the Nyquist theorem, a system can represent frequencies up to half its sample rate, so 44.1 kHz, the CD standard, covers up to 22.05 kHz, just above the roughly 20 kHz limit of young human hearing. Video and broadcast work uses 48 kHz. Higher rates such as 96 kHz cost disk space and processing power and are mainly useful for heavy pitch and time manipulation.",
            "Bit depth sets the dynamic range: each bit adds about 6 dB. Sixteen-bit audio gives about 96 dB between the loudest and quietest representable levels; 24-bit gives a theoretical 144 dB, more than any converter delivers in practice. That surplus is why, at 24-bit, there is no penalty for recording with plenty of headroom. Aim for peaks around −12 to −6 dBFS (decibels relative to full scale). Zero dBFS is the ceiling: a converter that clips there flattens the waveform, and the distortion cannot be removed afterwards.",
            "Inside the DAW, most mix engines calculate in 32-bit or 64-bit floating point, so a track can exceed 0 dBFS internally without damage. The danger returns at the output converter and when the mix is bounced to a fixed-point file, so keep the master meter below zero.",
            "Buffer size trades latency against processing headroom. The delay added by a buffer is its size divided by the sample rate: 256 samples at 48 kHz is 256 ÷ 48,000 ≈ 5.3 ms, and the round trip through input and output is longer. While recording, use a small buffer (64 or 128 samples) so performers hear themselves without a distracting delay; while mixing, raise it to 1,024 or more so the computer can run many plug-ins.",
            "Gain staging means keeping sensible levels at every point in the chain. Set input gain on the interface, not with the track fader; keep individual tracks averaging around −18 dBFS, the level many analogue-modelled plug-ins treat as 0 VU; and if a plug-in boosts level, trim its output so that the next device receives what it was designed for.",
          ),
        },
      },
      {
        title: "Programming MIDI Parts",
        description:
          "How MIDI messages describe notes and controllers, and how to edit, quantise and humanise parts in the piano roll.",
        lesson: {
          title: "Notes, velocities and the piano roll",
          html:
            p(
              "MIDI, the Musical Instrument Digital Interface standardised in 1983, carries instructions rather than sound: which note to play, how hard, when to stop and how to shape it. A software instrument in the DAW turns those instructions into audio, which is why a MIDI part can be re-voiced, transposed or re-timed long after it was played.",
              "The most common messages are worth knowing by number:",
            ) +
            "<ul><li>Note On and Note Off, each carrying a note number from 0 to 127 (middle C is 60, labelled C3 or C4 depending on the manufacturer) and a velocity from 1 to 127. A Note On with velocity 0 is treated as a Note Off.</li><li>Control Change messages: CC1 is the modulation wheel, CC7 channel volume, CC11 expression and CC64 the sustain pedal, read as on at values of 64 and above.</li><li>Pitch bend, with 14-bit resolution from 0 to 16,383 and 8,192 as the centre.</li></ul>" +
            p(
              "Each MIDI port carries 16 channels. Inside the DAW, timing is stored in ticks per quarter note, often 960, so parts can be placed far more finely than any grid.",
              "In the piano roll, quantising snaps notes to a grid such as sixteenth notes. Full quantisation can sound mechanical, so most producers use a strength of 50 to 80 per cent, which moves notes part of the way towards the grid, or quantise only the start of each note and leave its length. Swing delays every second subdivision: at 50 per cent the sixteenths are straight, while settings of about 55 to 62 per cent give the lilt of much hip-hop and house.",
              "Velocity shapes feel as much as timing. A programmed hi-hat with every hit at velocity 100 sounds like a machine; accenting the on-beats at around 100 and dropping the off-beats to 60 to 75, with small random variations, sounds played. For sustained instruments, draw CC11 expression curves so that long notes swell and fade instead of sitting at a constant level.",
              "MIDI 2.0, adopted in 2020, adds higher-resolution velocities and controllers and two-way communication between devices, but MIDI 1.0 remains the working language of most studios.",
            ),
        },
      },
      {
        title: "Equalisation and Compression",
        description:
          "Using EQ to give each instrument its own frequency space and compression to control dynamics, with starting settings for common sources.",
        lesson: {
          title: "Shaping tone and dynamics",
          html: p(
            "An equaliser boosts or cuts bands of frequencies. The common filter types are the high-pass filter, which removes content below a cutoff at a slope such as 12 or 24 dB per octave; shelving filters, which lift or lower everything above or below a point; and bell (peaking) filters, whose width is set by Q, where a higher Q means a narrower band. A useful rough map: below about 100 Hz lies the weight of kick and bass; 200 to 500 Hz is where mixes turn muddy; 2 to 5 kHz carries presence and intelligibility, to which the ear is most sensitive; and above 10 kHz sits ‘air’.",
            "Cut before you boost. High-pass every track that has no useful low end, such as vocals, guitars and hi-hats, typically between 80 and 150 Hz, to stop rumble building up. To find a harsh resonance, sweep a narrow boost until the problem jumps out, then turn it into a cut of a few decibels. When two sources fight for the same range, give each an owner: if the kick’s thump sits at 60 Hz, a gentle dip there in the bass lets both be heard.",
            "A compressor reduces level once the signal passes a threshold. The ratio sets how strongly: at 4:1, every 4 dB above the threshold comes out as 1 dB. Worked example: threshold −20 dBFS, ratio 4:1, a peak at −8 dBFS is 12 dB over, leaves 3 dB over at −17 dBFS, and so receives 9 dB of gain reduction. Attack is how quickly the compressor acts, release how quickly it lets go, and make-up gain restores the lost level.",
            "Starting points: for a pop vocal, a ratio of about 3:1, an attack near 10 ms and a release near 100 ms, aiming for 3 to 6 dB of reduction on the loudest phrases. On kick and snare, a slower attack of 20 to 30 ms lets the initial transient through before the compressor clamps down, adding punch; a very fast attack softens it. Two gentle compressors in series often sound more natural than one working hard.",
            "Whenever you compare a processed and unprocessed sound, match their loudness first. Listeners reliably prefer the louder version, and an unmatched comparison will mislead you into boosting everything.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-pattern-cutting-for-womenswear",
    discipline: "Pattern cutting",
    title: "Introduction to Pattern Cutting for Womenswear",
    description:
      "Pattern cutting turns a body and a design sketch into flat shapes that sew up into a garment. Topics: taking and recording measurements; drafting a close-fitting skirt block; manipulating darts; adding seam allowances, notches and grain lines; pattern grading across a size range.",
    level: "beginner",
    duration: "fifteen weeks (one three-hour studio session a week)",
    plantedGap: "pattern grading",
    modules: [
      {
        title: "Measuring the Body",
        description:
          "Which measurements a pattern cutter takes, how to take them accurately, and how they relate to size charts and ease.",
        lesson: {
          title: "Taking and using body measurements",
          html:
            p(
              "Every pattern starts from measurements, taken either from a fit model, a client or a standard size chart. They are taken over close-fitting underwear with the tape flat and snug but not pulling, and a length of narrow elastic or string is first tied around the natural waist, the narrowest point of the torso, so that vertical measurements have a fixed reference. The essential set for womenswear blocks is:",
            ) +
            "<ul><li>Bust: around the fullest part, keeping the tape level across the back.</li><li>Waist: at the natural waist marked by the elastic.</li><li>Hip: around the fullest part of the seat, usually about 20 cm below the waist; that distance is recorded as the hip depth.</li><li>Nape to waist: down the centre back from the prominent neck bone to the waist.</li><li>Shoulder length, back width and chest width, taken across the shoulder blades and the front chest.</li><li>Bust point separation and shoulder-to-bust-point length, used to place darts.</li><li>Waist to knee and waist to floor, for skirt and trouser lengths.</li></ul>" +
            p(
              "Many metric drafting systems, including Winifred Aldrich’s widely used textbooks, base their instructions on a UK size 12 with a bust of 88 cm, a waist of 68 cm and a hip of 94 cm. Comparing a client with such a chart shows at once where a standard pattern will need changing: a client with a 68 cm waist and 100 cm hip needs more shaping between waist and hip than the chart allows.",
              "A block is not a finished garment. It is a basic pattern, fitted and tested, from which many styles are traced and adapted. Blocks include wearing ease, the minimum extra needed to breathe, sit and walk, typically a few centimetres around the hip of a skirt block and more around the bust of a bodice block. Design ease is added later, when a style is meant to be loose.",
              "Record every measurement on a chart with the client’s name and the date, note posture features such as a sway back, sloping shoulders or a high hip, and re-measure anything that looks inconsistent: a hip depth of 12 cm or a waist larger than the bust on a slim client almost always signals a slip of the tape.",
            ),
        },
      },
      {
        title: "Drafting the Close-fitting Skirt Block",
        description:
          "A step-by-step metric draft of a straight skirt block, including how waist suppression is shared between darts and side seams.",
        lesson: {
          title: "Drafting a straight skirt block",
          html:
            p(
              "The straight skirt block is the usual first draft because it shows simply how flat paper is shaped to a body with darts. The example uses a waist of 68 cm, a hip of 94 cm, a hip depth of 20 cm and a finished length of 60 cm. Half the skirt is drafted, front and back together, and cut on the fold at centre front and centre back.",
              "First decide the ease. Adding 4 cm to the hip and 1 cm to the waist gives half-body measurements of (94 + 4) ÷ 2 = 49 cm at the hip and (68 + 1) ÷ 2 = 34.5 cm at the waist. The difference, 49 − 34.5 = 14.5 cm, is the waist suppression that must be removed across the half pattern by side seams and darts.",
            ) +
            "<ol><li>Draw a rectangle 49 cm wide and 60 cm deep. The left edge is centre back, the right edge centre front; the top is the waist line and the bottom the hem.</li><li>Draw the hip line 20 cm below the waist.</li><li>Mark the side seam at the hip line 25 cm from centre front, making the front panel 1 cm wider than the back, and square it down to the hem.</li><li>At the waist, take 2.5 cm in on each side of the side seam (5 cm in total) and curve the side seams from these points to the hip line, raising the waist 1 cm at the side so that the line runs smoothly over the hip.</li><li>Place two back darts of 3 cm each (6 cm), about 14 and 13 cm long, and two front darts of 1.75 cm each (3.5 cm), about 9 cm long. Check: 5 + 6 + 3.5 = 14.5 cm.</li><li>Lower the centre back waist by about 1 cm and redraw the waist as a smooth curve through the dart positions.</li></ol>" +
            p(
              "Back darts are larger and longer because the seat projects further than the stomach; front darts are short because the body’s front curve is shallow and close to the waist. Finally, ‘walk’ the front and back side seams against each other with a tape or the edge of the paper to make sure they are the same length, and check that the waist meets both centre lines at right angles.",
            ),
        },
      },
      {
        title: "Dart Manipulation and Production-ready Patterns",
        description:
          "Moving and converting darts by pivoting and by slash-and-spread, then adding the seam allowances, notches and markings a sample machinist needs.",
        lesson: {
          title: "Moving darts and finishing the pattern",
          html: p(
            "On a bodice, every dart that shapes the bust points at the bust point, the apex of the cone of fabric it creates. Because the shaping comes from the angle the dart removes, not from its position, a dart can be moved anywhere on the outline of the pattern, to the shoulder, the side seam, the armhole, the neckline or the waist, without changing the fit, as long as it still points to the apex and removes the same angle.",
            "Two methods do this. In the pivot method, pin the block at the bust point, trace from the existing dart leg round to the new dart position, then pivot the block until the old dart closes and trace the remainder; the new dart opens automatically. In the slash-and-spread method, draw a line from the new position to the bust point on a copy of the block, cut along it, close the old dart by folding or taping, and the cut opens into the new dart. The second is slower but easier to understand and check.",
            "Once moved, a dart is shortened so it stops 1.5 to 3 cm short of the bust point; a dart sewn right to the apex leaves a sharp, pointed bump. Darts can also be converted into other shaping: split between two positions, released as gathers or tucks, or joined through the bust point into a style line such as a princess seam, which removes the dart entirely by cutting the pattern into separate panels.",
            "A pattern is only production-ready when a machinist who has never seen the design can cut and sew it correctly. Add seam allowances: many companies use 1 cm on most seams, less on tightly curved necklines that will be faced, and 2 to 4 cm on hems, while home-sewing patterns conventionally use 1.5 cm. Fold each dart closed before cutting the seam allowance across it, so the allowance takes the right shape when the dart is sewn. Mark notches to match seams (by convention a single notch at front armholes and a double notch at back), drill holes about 1 cm inside dart points and at pocket positions, and a grain line parallel to the selvedge. Label every piece with the style number, piece name, size and cutting instruction, such as ‘cut 2’ or ‘cut 1 on fold’.",
          ),
        },
      },
    ],
  },
];
