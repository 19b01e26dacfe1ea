/** Ninety-eighth held-out evaluation courses, beginner level; see ai-courses-heldout98.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT98_A: EvalCourse[] = [
  {
    slug: "slinging-and-signalling-for-safe-lifting-operations",
    discipline: "Lifting operations",
    title: "Slinging and Signalling for Safe Lifting Operations",
    description:
      "Aimed at site operatives, riggers and trainee crane supervisors, the course covers the legal framework for lifting, how to choose and rate slings for a given load, the hand and radio signals used to direct a crane, and the planning of tandem lifts. Practical sessions take place in a training yard with a mobile crane.",
    level: "beginner",
    duration: "three days (full-time, classroom and training yard)",
    plantedGap: "tandem lifts",
    modules: [
      {
        title: "LOLER, Lift Plans and Who Does What",
        description:
          "The regulations and British Standard that govern lifting in the UK, and the roles they give to the people on a lift.",
        lesson: {
          title: "The legal duties behind every lift",
          html: p(
            "Two sets of regulations apply to almost every lift on a UK site. The Provision and Use of Work Equipment Regulations 1998 (PUWER) cover all work equipment, and the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER) add duties specific to lifting. Regulation 8 of LOLER is the one a slinger meets every day: every lifting operation must be properly planned by a competent person, appropriately supervised and carried out in a safe manner. Regulation 9 requires thorough examination by a competent person at least every six months for lifting accessories and for equipment used to lift people, and at least every twelve months for other lifting equipment, unless a written examination scheme sets different intervals.",
            "A lifting accessory is anything that sits between the hook and the load: chain and webbing slings, wire rope slings, shackles, eyebolts and spreader beams. Each must be marked with its working load limit (WLL, often still called the safe working load) and an identification number that links it to its report of thorough examination. An accessory with no legible marking, or whose report cannot be found, is quarantined and not used.",
            "The British Standard BS 7121-1:2016, the code of practice for the safe use of cranes, turns the legal duty to plan into named roles. The appointed person plans the lift and writes the lift plan. The crane supervisor controls the lift on the day. The crane operator works the controls and is responsible for the crane's correct operation. The slinger/signaller attaches and detaches the load, chooses the accessories within the plan, and directs the operator. On sites with several cranes a crane coordinator manages where their operating areas overlap.",
            "BS 7121 also sorts lifts into basic, intermediate and complex categories, so that the depth of planning matches the risk. Whatever the category, a lift plan records the weight of the load and where its centre of gravity lies, the crane configuration and radius, ground conditions and outrigger loads, the accessories to be used, the exclusion zone, and the maximum wind speed allowed by the crane manufacturer. A slinger who finds that the real load or conditions differ from the plan stops the job and reports back; the plan is changed by the appointed person, not improvised on the ground.",
          ),
        },
      },
      {
        title: "Choosing and Rating Slings",
        description: "How the number of legs, the angle between them and the hitch used change what a sling can lift.",
        lesson: {
          title: "Mode factors and sling angles",
          html: p(
            "The WLL marked on a single-leg sling applies to a straight vertical pull. As soon as legs are spread apart, each leg carries more than its share of the load, because part of its pull acts sideways against the other legs. For a two-leg sling with each leg at angle β to the vertical, the tension in each leg is half the load divided by the cosine of β. At 30° each leg carries about 58 per cent of the load; at 60° from the vertical, an included angle of 120°, each leg carries the whole load. That is why 120° included angle is treated as the absolute limit and why slings should be long enough to keep angles small.",
            "Rather than calculate tensions on site, slingers use the uniform load method and its mode factors, which are printed on the sling's tag and in manufacturers' tables. The single-leg WLL is multiplied by the factor for the configuration:" +
              "<table><tr><th>Configuration</th><th>Angle β to vertical</th><th>Mode factor</th></tr>" +
              "<tr><td>Single leg, straight</td><td>0°</td><td>1.0</td></tr>" +
              "<tr><td>Single leg, choke hitch</td><td>0°</td><td>0.8</td></tr>" +
              "<tr><td>Two-leg sling</td><td>0° to 45°</td><td>1.4</td></tr>" +
              "<tr><td>Two-leg sling</td><td>45° to 60°</td><td>1.0</td></tr>" +
              "<tr><td>Three- or four-leg sling</td><td>0° to 45°</td><td>2.1</td></tr>" +
              "<tr><td>Three- or four-leg sling</td><td>45° to 60°</td><td>1.5</td></tr></table>",
            "The four-leg factor is the same as the three-leg factor because, on a rigid load, you cannot rely on all four legs sharing the weight; at any moment two diagonally opposite legs may be carrying most of it.",
            "A worked example: a 10 mm grade 8 chain has a single-leg WLL of 3.15 tonnes. As a two-leg sling with legs no more than 45° from vertical, it may lift 1.4 × 3.15 = 4.4 tonnes, which manufacturers round down and mark as 4.25 tonnes. Between 45° and 60° the rating falls to 3.15 tonnes. So a 4-tonne precast unit is within rating only if the legs stay within 45° of vertical, an included angle of 90°.",
            "Webbing slings are colour-coded by WLL under BS EN 1492-1: violet 1 tonne, green 2, yellow 3, grey 4, red 5, brown 6, blue 8 and orange 10 or more. Colour is a quick check, never a substitute for reading the label, and webbing must be protected from sharp edges with sleeves or corner pads.",
          ),
        },
      },
      {
        title: "Directing the Crane: Signals and Communication",
        description:
          "Standard hand signals, radio procedure and the slinger/signaller's control of the lift from hook-on to landing.",
        lesson: {
          title: "Giving clear signals",
          html: p(
            "The crane operator often cannot see the load, so the signaller becomes the operator's eyes. In Great Britain the hand signals are set out in Schedule 1, Part IX of the Health and Safety (Safety Signs and Signals) Regulations 1996, and BS 7121 expects them to be used unless another system has been agreed and briefed. Only one person signals at a time, and that person stands where they can see both the load and the operator and is clear of the load's path.",
            "The core signals are few and must be given deliberately, with the signaller wearing high-visibility sleeves or gloves so the arms stand out:" +
              "<ul><li>Start (attention): both arms extended horizontally, palms facing forward.</li>" +
              "<li>Stop (interruption): right arm pointing upwards, palm facing forward.</li>" +
              "<li>End of operation: both hands clasped at chest height.</li>" +
              "<li>Raise: right arm pointing upwards, palm facing forward, slowly making a circle.</li>" +
              "<li>Lower: right arm pointing downwards, palm facing inwards, slowly making a circle.</li>" +
              "<li>Emergency stop: both arms extended upwards, palms facing forward.</li></ul>",
            "An emergency stop may be given by anyone who sees danger, and the operator must obey it whoever gives it.",
            "Radios are used for blind lifts and long distances. The lift uses a dedicated channel, every message begins with the crane's call sign, and the signaller talks continuously while the load is moving, for example: ‘Crane two, lowering, lowering, slow, slow, stop.’ Continuous talk-through means that silence itself is a warning: if the operator stops hearing the signaller, the rule is to stop the motion at once.",
            "A controlled lift follows the same sequence every time. After hooking on, the signaller has the operator take up the slack, checks that the sling legs are seated and the hook is over the centre of gravity, then calls a trial lift of a few centimetres. The load is held there while everyone checks balance, sling angles and that nothing is snagged; if it tilts, it is lowered and re-slung. Tag lines control rotation so that no one guides the load by hand. Loads are landed on timber bearers so that slings can be withdrawn without dragging, and nobody stands beneath a suspended load at any stage.",
          ),
        },
      },
    ],
  },
  {
    slug: "teaching-kitesurfing-from-spot-assessment-to-first-water-starts",
    discipline: "Kitesurfing instruction",
    title: "Teaching Kitesurfing: From Spot Assessment to First Water Starts",
    description:
      "What does a novice need to know before the kite ever leaves the sand? Designed for assistant instructors, the course works through assessing wind and launch areas, reading tide tables, teaching kite control in the wind window, and coaching body dragging, self-rescue and the first board starts.",
    level: "beginner",
    duration: "five days (two theory sessions and three beach days)",
    plantedGap: "reading tide tables",
    modules: [
      {
        title: "Reading the Wind and the Spot",
        description: "Wind direction, strength and gustiness, and how to judge whether a beach is safe for a lesson.",
        lesson: {
          title: "Is today a teaching day?",
          html: p(
            "Every lesson starts with a decision about whether to teach at all, and wind direction relative to the shore comes first. An offshore wind blows from the land out to sea: it looks smooth near the beach, but it is gusty because it has crossed buildings and dunes, and it carries a rider who gets into trouble away from safety. Beginners are never taught in offshore wind. An onshore wind blows straight towards the beach; it is safe in the sense that it returns people to land, but it makes getting out through the shore break hard and drags a falling student up the sand. Cross-shore wind blows parallel to the beach, and cross-onshore, at roughly 45° towards the land, is the ideal teaching direction because a student drifts gently back towards shore.",
            "Strength and steadiness come next. For a first session with a full-size kite, most schools look for 12 to 18 knots, Beaufort force 4 to 5. The gap between lulls and gusts matters as much as the mean: a forecast of 15 knots gusting 25 is unsuitable, because a beginner's kite that is comfortable in the lull will overpower them in the gust. Instructors check an anemometer on the beach rather than relying on the forecast alone, and watch the water for dark patches that show gusts arriving.",
            "Obstacles upwind create turbulence that extends a long way downwind; a common rule is that the wind is disturbed for around seven times the height of a building or tree line. Launch and landing areas therefore need clear, smooth wind and clear ground. With lines of 20 to 24 metres, the instructor wants at least two line lengths of empty space downwind of the launch point, free of people, rocks, groynes, cars and power lines.",
            "The last check is the sky. Squall lines and thunderstorms bring sudden wind shifts and gusts that can lift a rider off their feet; on seeing one approach, the group comes ashore and every kite is landed and secured with sand long before it arrives. The decision and its reasons are briefed to students, because learning to say no is part of what they are being taught.",
          ),
        },
      },
      {
        title: "The Wind Window and Kite Control",
        description:
          "The power zone, the edge of the window and the neutral position, taught first with a trainer kite and then a full-size kite.",
        lesson: {
          title: "Teaching the wind window",
          html: p(
            "The wind window is the quarter-sphere of air downwind of the rider in which a kite can fly. Instructors describe it with a clock face seen from behind the student: 12 o'clock is directly overhead, 9 and 3 are at the left and right edges of the window at water level, and the power zone is the area directly downwind and low, roughly between 10 and 2 o'clock below about 45° of elevation. At the edge of the window the kite sits almost side-on to the wind and pulls gently; at 12 o'clock it is in the neutral position, where a rider can stand and rest.",
            "Power rises sharply when the kite moves through the power zone, because its own speed adds to the true wind to create a stronger apparent wind. This is the single most important idea to get across: a kite parked at 11 o'clock is manageable, the same kite dived through 12 to 3 o'clock can pull a person off their feet.",
            "Teaching therefore begins with a trainer kite of two or three square metres on a two-line bar. Students learn that pulling one end of the bar towards them steers the kite that way, practise holding it at 12, flying it slowly to the edge and back, and then draw a slow figure of eight low in the window to feel power build. Only when they can keep the trainer airborne without looking at their hands do they move to a leading-edge inflatable kite of around 9 to 12 square metres for a rider of 70 to 80 kilograms in 15 knots.",
            "On the four-line kite the safety system is taught before the kite is launched. Pulling the bar in towards the body sheets the kite in and adds power; pushing it away depowers. The quick release on the chicken loop is opened by pushing the release away, and the student practises this on land until it is automatic. After release the kite stays attached by a leash to a single front line, so it flags out and loses almost all its power. Launches are assisted by the instructor, with the kite held at the edge of the window, never in the power zone.",
          ),
        },
      },
      {
        title: "Body Dragging, Self-Rescue and the First Water Start",
        description:
          "The progression from downwind body drags to upwind drags, self-rescue and standing up on the board.",
        lesson: {
          title: "Progression in the water",
          html: p(
            "The first water exercise is the downwind body drag. In chest-deep water, the student dives the kite gently through the power zone and is pulled along on their front, learning how much power a given movement of the bar produces without the complication of a board. They then drag with the kite held steady at 10 or 2 o'clock and one arm extended forwards, which turns the body into a keel. This upwind body drag is how a rider gets back to a lost board, so it is taught before the board is ever used.",
            "Self-rescue comes next, because every student will one day be unable to relaunch. The sequence is: open the quick release so the kite flags on its leash; pull in along the safety line to the bar; wind the lines onto the bar while moving towards the kite; grasp the leading edge; and, in deep water, hold one wingtip and use the kite as a sail to reach shore. Students practise it in shallow water under supervision, with the instructor timing each step.",
            "The water start uses four positions that are taught on the beach first:" +
              "<ol><li>Sit in the water with the board on the downwind side, feet in the straps and knees bent.</li>" +
              "<li>Hold the kite steady at 12 o'clock with the bar at the midpoint of the throw.</li>" +
              "<li>Dive the kite firmly towards the intended direction of travel, for example from 12 to 10, and let it pull you up onto the board.</li>" +
              "<li>Once standing, bring the kite back to about 45° of elevation, push the heels down and ride across the wind.</li></ol>",
            "The common faults are predictable. Sending the kite through 12 rather than downward lifts the rider straight up and over the board; looking down at the feet instead of the direction of travel makes the body twist; a straight back leg stops the rider from absorbing gusts. Instructors correct one thing at a time, by radio helmet where the school has them, and end each session while the student is still succeeding.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-hindustani-classical-singing",
    discipline: "Hindustani vocal music",
    title: "Foundations of Hindustani Classical Singing",
    description:
      "Raga, tala and the voice: a first course in North Indian classical singing for those with no previous training. Sessions cover the seven svaras and sargam practice, the sixteen-beat teentaal, the shape of a khayal performance in raga Yaman, and lighter forms such as thumri.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute class a week)",
    plantedGap: "thumri",
    modules: [
      {
        title: "Svara, Sargam and the Tanpura Drone",
        description:
          "The seven notes and their altered forms, and the daily practice that trains the ear to sing in tune with a drone.",
        lesson: {
          title: "Sa, the drone and the twelve notes",
          html: p(
            "Hindustani music names its seven notes Sa, Re, Ga, Ma, Pa, Dha and Ni, short for shadja, rishabh, gandhar, madhyam, pancham, dhaivat and nishad. Singing the note names aloud is called sargam. Unlike Western staff notation, these names do not fix an absolute pitch: each singer chooses the pitch of Sa that suits their voice, and everything else is measured from it. Many men set Sa somewhere around C or C sharp, many women around G or A, but the right Sa is the one on which the voice sounds full and relaxed at both ends of the range.",
            "Sa and Pa are achal, immovable: they are never altered. Re, Ga, Dha and Ni each have a natural (shuddha) form and a flattened (komal) form, and Ma has a natural form and a raised (tivra) form. That gives twelve notes within the octave, the same count as the Western chromatic scale, although a raga does not use them as a neutral scale: it selects some of them and gives each a particular weight and way of being approached.",
            "The octave is a saptak, and singers work across three: the low mandra saptak, the middle madhya saptak and the high taar saptak. In the notation system associated with V. N. Bhatkhande, a dot below a note places it in the lower octave and a dot above places it in the upper octave, while komal notes are underlined and tivra Ma carries a short vertical stroke.",
            "Intonation is learned against the tanpura, a long-necked drone instrument usually tuned to Pa, Sa, Sa and low Sa. For ragas that omit Pa, the first string is retuned to Ma or Ni. The tanpura's shimmering overtones give the singer a constant reference, and the aim of early practice is to hear one's own voice lock into that sound without any beating.",
            "A beginner's daily practice, or riyaz, has three parts. First, long held notes on ‘aa’, an open vowel called akaar, starting with Sa and moving outward, listening for the point where voice and drone merge. Second, kharaj practice on the lowest comfortable notes, traditionally done early in the morning to build depth and breadth of tone. Third, alankars or paltas, patterned exercises such as Sa Re Ga, Re Ga Ma, Ga Ma Pa, which train accuracy and agility together.",
          ),
        },
      },
      {
        title: "Counting Teentaal",
        description:
          "How a tala cycle is organised into divisions, claps and waves, and how a singer keeps their place against the tabla.",
        lesson: {
          title: "The sixteen-beat cycle",
          html: p(
            "A tala is a repeating rhythmic cycle, and the most common in khayal singing is teentaal, a cycle of sixteen beats (matras) grouped into four divisions (vibhags) of four. One complete cycle is an avartan. Singers keep the cycle with their hand: a clap (tali) marks the start of three of the divisions and a silent wave of the open hand (khali) marks the remaining one.",
            "The first beat of the cycle is sam, written X, and it is the point of arrival for the whole performance: a composition's opening phrase is shaped so that its most important syllable falls on sam, and improvised passages aim to land there. In teentaal, beats 1, 5 and 13 are claps, marked X, 2 and 3, and beat 9 is the wave, marked 0. The tabla's basic pattern, the theka, makes the structure audible, because the khali division replaces resonant bass strokes with dry ones:" +
              "<table><tr><th>Division</th><th>Beats</th><th>Hand</th><th>Theka</th></tr>" +
              "<tr><td>1 (sam)</td><td>1–4</td><td>Clap (X)</td><td>Dha Dhin Dhin Dha</td></tr>" +
              "<tr><td>2</td><td>5–8</td><td>Clap (2)</td><td>Dha Dhin Dhin Dha</td></tr>" +
              "<tr><td>3 (khali)</td><td>9–12</td><td>Wave (0)</td><td>Dha Tin Tin Ta</td></tr>" +
              "<tr><td>4</td><td>13–16</td><td>Clap (3)</td><td>Ta Dhin Dhin Dha</td></tr></table>",
            "Hearing the change from ‘Dhin’ to ‘Tin’ at beat 9 tells a singer that the cycle is half over, and the return of the resonant Dhin strokes in the last division announces that sam is only a few beats away.",
            "The same tala can be played at very different speeds. Vilambit laya is slow, sometimes so slow that a single beat lasts several seconds; madhya laya is medium; drut laya is fast. A full khayal performance usually opens in vilambit and moves to drut, often changing tala as it does so.",
            "Other talas follow the same principles with different groupings. Ektaal has twelve beats in six divisions of two; jhaptaal has ten beats grouped 2, 3, 2, 3; rupak has seven beats grouped 3, 2, 2 and, unusually, begins with a wave rather than a clap. Students practise by reciting the theka while clapping and waving, then singing a simple sargam exercise over a recorded tabla loop and checking that each phrase begins and ends where it should in the cycle.",
          ),
        },
      },
      {
        title: "Inside a Khayal: Raga Yaman",
        description:
          "The notes, characteristic phrases and time of Yaman, and the sequence of alap, bandish and taan in a short khayal.",
        lesson: {
          title: "Singing raga Yaman",
          html: p(
            "Yaman is often the first raga a student learns, because it uses all seven notes and only one of them is altered. It belongs to Kalyan thaat, one of the ten parent scales in Bhatkhande's classification: Sa, Re, Ga, tivra Ma, Pa, Dha, Ni, with every note shuddha except the raised Ma. Tradition places it in the first part of the night, roughly from sunset to nine in the evening. Its most emphasised note (vadi) is Ga and its second most important (samvadi) is Ni.",
            "A raga is more than its notes, and Yaman's identity lies in how they are approached. In ascent, singers usually begin from the lower Ni and skip Sa, as in Ni Re Ga, and they often pass lightly over Pa, as in Ga Ma Dha Ni Sa. Descent is straighter: Sa Ni Dha Pa, Ma Ga Re Sa. Phrases such as Ni Re Ga Re Sa and Ga Ma Dha Ni are heard again and again and announce the raga within a few seconds. Students learn these phrases by ear from the teacher before seeing them written.",
            "A short khayal, chhota khayal, follows a clear plan. It opens with a brief alap: slow, unmetred phrases in akaar that establish the raga's notes and mood, beginning around Sa and gradually widening. The bandish, the fixed composition, then enters with the tabla in madhya or drut teentaal. It has two parts: the sthayi, which stays mainly in the lower and middle registers, and the antara, which rises to the upper Sa and beyond before returning. A widely taught first bandish in Yaman is ‘Eri aali piya bina’.",
            "Between repetitions of the composition's opening line, the mukhda, the singer improvises. Bol-alap develops the words of the text melodically; sargam passages improvise with the note names; and taans are fast runs, often in double or quadruple speed relative to the beat, that sweep across the raga's phrases. Every improvisation must find its way back to the mukhda so that its key syllable lands on sam. In class, students first learn the bandish exactly, then add one short alap phrase and one simple four-beat taan, and gradually extend both as their control of the raga grows.",
          ),
        },
      },
    ],
  },
  {
    slug: "groundnut-production-for-smallholders-and-extension-staff",
    discipline: "Groundnut production",
    title: "Groundnut Production for Smallholders and Extension Staff",
    description:
      "Groundnut yields on many smallholder farms stay below a tonne of pods per hectare, though well-managed crops can produce three or more. Following the crop from seed to store, the course explains how the plant flowers and pegs, how to choose a market type, sowing and liming, managing rosette virus, and harvesting and drying to keep aflatoxin out of the nuts.",
    level: "beginner",
    duration: "six weeks (one evening lecture and one field session a week)",
    plantedGap: "rosette virus",
    modules: [
      {
        title: "How the Groundnut Plant Grows",
        description: "Flowering, pegging and pod filling, and the market types that farmers choose between.",
        lesson: {
          title: "From flower to pod underground",
          html: p(
            "The groundnut or peanut, Arachis hypogaea, is a legume that originated in South America, probably in the region of southern Bolivia and north-western Argentina, and was carried to Africa and Asia from the sixteenth century onwards. It is unusual among crops because it flowers above ground but sets its pods below ground, a habit called geocarpy, and most of its management follows from that.",
            "The plant begins flowering around four to six weeks after emergence. The yellow flowers are self-pollinated and each lasts only a day. After fertilisation a stalk called the peg, botanically the gynophore, grows from the base of the ovary, bends downwards and pushes the developing ovary into the soil, usually to a depth of three to seven centimetres. The pod only enlarges once it is in darkness; a peg that fails to reach the soil, because the ground is hard or dry, produces nothing. Only a minority of flowers, often fewer than one in five, give a mature pod. Light, well-drained sandy loams therefore suit the crop best: pegs enter them easily, and pods can be lifted cleanly at harvest.",
            "Like other legumes, groundnut fixes atmospheric nitrogen through nodules formed with Bradyrhizobium bacteria. Digging up a plant at flowering and cutting open a few nodules is a useful field check: a pink or red interior, coloured by leghaemoglobin, shows active fixation, while white or green nodules fix little.",
            "Farmers and traders group varieties into four market types:" +
              "<ul><li>Virginia: large seeds, two per pod, a spreading or bunch habit and a long season of about 130 to 150 days.</li>" +
              "<li>Runner: botanically similar to Virginia, with medium seeds and high yields, widely used for peanut butter.</li>" +
              "<li>Spanish: small, rounded seeds, an upright habit and a short season of about 90 to 120 days.</li>" +
              "<li>Valencia: three or four seeds per pod, upright and short-season.</li></ul>",
            "The first two belong to subspecies hypogaea and their seeds are dormant for some weeks after maturity. Spanish and Valencia types, subspecies fastigiata, have little dormancy, so if harvest is delayed in wet weather their seeds can sprout in the ground. Choosing a type is therefore a decision about season length, rainfall at harvest and what buyers want.",
          ),
        },
      },
      {
        title: "Sowing, Spacing and Calcium",
        description: "Seed rates, plant populations, inoculation and the gypsum application that fills pods.",
        lesson: {
          title: "Establishing the crop and feeding the pods",
          html: p(
            "Good stands start with good seed. Pods are shelled as close to sowing as possible and by hand where the seed is precious, because a cracked or scraped seed coat lets in soil fungi and lowers germination. A simple germination test, rolling one hundred seeds in a damp cloth for five days, tells the farmer how many extra seeds to sow. Seed is placed about five centimetres deep into moist soil, shallower on heavy soils.",
            "Plant population drives yield more than almost any other choice a smallholder makes. Bunch types are commonly sown in rows about 45 centimetres apart with 10 to 15 centimetres between plants, giving roughly 150,000 to 220,000 plants per hectare; small-seeded Spanish types tolerate the closer end of that range. Depending on seed size this means roughly 60 to 120 kilograms of kernels per hectare. Where groundnuts have not been grown for several years, seed is treated with a Bradyrhizobium inoculant just before sowing and kept out of direct sun.",
            "Calcium is the nutrient that most often limits pod filling, and the reason is physiological. Pods absorb calcium directly from the soil around them through their shells; very little calcium moves to the pods from the roots, because a pod underground transpires hardly any water to draw it in. A crop can therefore have green, healthy leaves and still fill its pods badly. Calcium shortage shows up as ‘pops’, empty or half-filled pods, and as seeds with a darkened plumule that germinate poorly.",
            "The remedy is gypsum, calcium sulfate, applied at early flowering as a band over the row so that it dissolves into the pegging zone, the top five to eight centimetres of soil. Rates range from about 200 kilograms per hectare on smallholder plots to more than 1,000 kilograms for large-seeded Virginia types in the United States; large seeds need more because they have less surface area relative to volume. Lime applied before sowing corrects acidity, with a target soil pH of about 5.8 to 6.2, but it is not a substitute for gypsum in the pegging zone.",
            "Weeds compete hardest in the first six weeks. Once pegs are entering the soil, hoeing close to the plants is stopped, because it cuts pegs and uproots young pods.",
          ),
        },
      },
      {
        title: "Harvest, Drying and Aflatoxin",
        description:
          "Judging maturity, lifting and curing the crop, and storage practices that keep nuts safe to eat and sell.",
        lesson: {
          title: "Keeping aflatoxin out of the harvest",
          html: p(
            "Aflatoxins are poisons produced by the moulds Aspergillus flavus and A. parasiticus. Aflatoxin B1 is the most potent natural liver carcinogen known, and chronic exposure in childhood is linked to stunting. Groundnuts are one of the main sources in many diets, and contamination also closes export markets: the European Union limits groundnuts for direct human consumption to 2 micrograms per kilogram of aflatoxin B1 and 4 micrograms per kilogram of total aflatoxins. Because the toxin cannot be seen or cooked away, prevention at the farm is everything.",
            "Contamination begins before harvest in crops stressed by drought late in the season, and in pods damaged by insects or tools. It accelerates after harvest whenever pods stay moist and warm. The management steps follow directly.",
            "First, harvest at the right time. Pods on one plant mature over several weeks, so maturity is judged by sampling. Scraping away the outer layer of the shell reveals the colour of the layer beneath, which darkens from white through yellow and orange to brown and black as the pod matures. A simpler field method is to pull several plants and open their pods: when the inside of most shells shows dark veining and the seed coats have their full colour, the crop is ready. Harvesting too late loses pods whose pegs have weakened and raises mould risk.",
            "Second, dry quickly. Plants are lifted, shaken free of soil and turned so the pods face the sun and air rather than lying on damp ground. In Malawi and neighbouring countries, extension services promote the Mandela cock, a ring-shaped stack of plants with the pods turned inwards and upwards, which keeps pods off the soil and dries them evenly. The target is a kernel moisture content below about 8 per cent before storage.",
            "Third, sort and store carefully. Shrivelled, broken, discoloured and mouldy nuts carry most of the toxin, so hand-sorting removes a large share of it. Dry pods or kernels go into clean bags stacked on pallets, away from walls, in a ventilated store that stays dry through the rainy season.",
          ),
        },
      },
    ],
  },
  {
    slug: "legal-research-skills-for-first-year-law-students",
    discipline: "Legal research",
    title: "Legal Research Skills for First-Year Law Students",
    description:
      "Finding the law is a skill before it is a subject. Over six weeks, first-year students practise locating and citing law reports under OSCOLA, tracing legislation and checking whether it is in force, updating case law with citators, and building Boolean search operators into database queries.",
    level: "beginner",
    duration: "six weeks (one one-hour workshop a week in the law library)",
    plantedGap: "Boolean search operators",
    modules: [
      {
        title: "Law Reports and Neutral Citations",
        description: "The main series of law reports, how neutral citations work and how to cite cases under OSCOLA.",
        lesson: {
          title: "Reading and writing case citations",
          html: p(
            "A case citation is an address: it tells a reader exactly where to find the judgment. In England and Wales, two kinds of citation are used together. A neutral citation identifies the judgment itself, independent of any publisher. Neutral citations were introduced in January 2001 for the Court of Appeal and the Administrative Court and extended to the rest of the High Court in 2002. The format is year, court, and judgment number: R (Miller) v Prime Minister [2019] UKSC 41 was the forty-first judgment of the Supreme Court in 2019. Paragraphs in such judgments are numbered, so a pinpoint reference takes the form [2019] UKSC 41 [50].",
            "A report citation identifies where the case is printed. The Law Reports, published by the Incorporated Council of Law Reporting, are the most authoritative series, because the judges check the text and the report includes a summary of counsel's arguments. They are split into series: Appeal Cases (AC), Queen's or King's Bench (QB or KB), Chancery (Ch) and Family (Fam). Practice directions require advocates to cite the Law Reports where a case appears in them, then the Weekly Law Reports (WLR) or the All England Law Reports (All ER), and only then other series.",
            "Brackets carry meaning. Square brackets show that the year is essential to finding the volume, as in Donoghue v Stevenson [1932] AC 562, where there is no volume number and ‘1932’ is part of the address. Round brackets show that the year is given only for information, because the series numbers its volumes independently of year, as in older nominate reports. The number before the abbreviation is the volume, if there is one, and the number after it is the first page of the report; a pinpoint to a particular page follows a comma, as in [1932] AC 562, 580.",
            "The Oxford University Standard for the Citation of Legal Authorities (OSCOLA) is the style most UK law schools require. Under OSCOLA, case names are italicised, abbreviations take no full stops, and a case with a neutral citation is cited by that first, followed by the best report: R (Miller) v Prime Minister [2019] UKSC 41, [2020] AC 373. Students practise by locating a list of cases in print and online and writing each citation from the original source rather than copying it from a textbook.",
          ),
        },
      },
      {
        title: "Tracing Legislation",
        description:
          "Finding Acts and statutory instruments, reading their structure and confirming that they are in force and up to date.",
        lesson: {
          title: "Is this section in force?",
          html: p(
            "Statutes are the easiest source to find and the easiest to get wrong, because the text printed when an Act is passed is rarely the text in force today. The official free source is legislation.gov.uk, maintained by The National Archives. For most primary legislation it offers both the original version, as enacted, and a revised version that incorporates later amendments. The revised version shows a ‘changes to legislation’ notice when amendments have been made by other legislation but not yet applied to the text; a researcher who ignores that notice may quote a section that has been repealed.",
            "An Act is cited by its short title and year, with its chapter number for precision: the Human Rights Act 1998 is 1998 c 42. Acts are divided into Parts, sections, subsections and paragraphs, and much detail sits in Schedules at the end. OSCOLA cites a provision as Human Rights Act 1998, s 3(1), and a Schedule paragraph as sch 1, para 2. Statutory instruments, made by ministers under powers in an Act, are cited by title and number, such as SI 2000/1851.",
            "Royal Assent does not necessarily bring an Act into force. There are three common patterns:" +
              "<ul><li>The Act is silent about commencement, in which case it comes into force at the start of the day of Royal Assent.</li>" +
              "<li>A commencement section fixes a date, or a period such as two months after Royal Assent.</li>" +
              "<li>The Act gives a minister power to bring provisions into force by commencement order, often in stages.</li></ul>",
            "The Human Rights Act 1998 illustrates the third pattern: most of it came into force on 2 October 2000 under the Human Rights Act 1998 (Commencement No 2) Order 2000, SI 2000/1851, nearly two years after Royal Assent. Some sections of other Acts have never been brought into force at all.",
            "A reliable routine for any provision is to find the revised text, read the ‘changes to legislation’ notice, check the commencement information and extent (whether the section applies in England and Wales, Scotland or Northern Ireland), and then confirm the position in a commercial service such as Westlaw or Lexis+, which annotate provisions with amendments and prospective changes.",
          ),
        },
      },
      {
        title: "Is It Still Good Law?",
        description:
          "Using citators and case histories to check whether a decision has been followed, distinguished or overruled.",
        lesson: {
          title: "Updating a case",
          html: p(
            "A case found in a textbook may have been reversed on appeal, overruled by a higher court or quietly confined to its facts. Before relying on any decision, a researcher updates it, and the tool for doing so is a citator: a service that records every later judgment that refers to a case and how it treated it. Westlaw UK presents this in a Case Analysis document for each case; Lexis+ offers CaseSearch with equivalent information; and the printed Current Law Case Citator serves the same purpose in libraries.",
            "Two different things need checking. The first is the case's own history: did it go on appeal, and with what result? A Court of Appeal decision that was later reversed by the Supreme Court no longer states the law on the point decided. The second is its subsequent treatment by other courts. Citators use a standard vocabulary, and students need to know what each term signals:" +
              "<ul><li>Applied or followed: a later court used the reasoning as binding or persuasive.</li>" +
              "<li>Considered or referred to: discussed or mentioned, without clear approval or disapproval.</li>" +
              "<li>Distinguished: not followed because the facts were materially different; the case remains good law on its own facts.</li>" +
              "<li>Doubted or criticised: questioned, a warning sign.</li>" +
              "<li>Overruled: held wrong by a court with power to do so; the case is no longer authority.</li></ul>",
            "A classic example is Anns v Merton London Borough Council [1978] AC 728, which for over a decade supported liability in negligence for defective buildings. In Murphy v Brentwood District Council [1991] 1 AC 398 the House of Lords departed from it, using the freedom it had given itself in the 1966 Practice Statement to depart from its own previous decisions. A student who cites Anns without noting Murphy has made a serious error.",
            "Citator status flags and symbols are a starting point, not an answer. A warning flag may relate to a point of law different from the one you need, and a clean record does not mean that a statute has not since changed the law. The routine is to read the negative treatments themselves, note which paragraph of your case they address, and check whether legislation has overtaken the common-law rule.",
          ),
        },
      },
    ],
  },
];
