/** Ninety-sixth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout96.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT96_A: EvalCourse[] = [
  {
    slug: "wallpaper-hanging-for-beginners",
    discipline: "Wallpaper hanging",
    title: "Wallpaper Hanging for Beginners",
    description:
      "Hanging paper well is mostly preparation and planning: sound, evenly absorbent walls, accurate plumb lines and a sensible order of work. Over six practical workshops learners prepare and line walls, read roll labels and estimate quantities, paste and match patterns, and finish neatly around corners, sockets and windows, with a final session on ceiling papering.",
    level: "beginner",
    duration: "six weeks (one three-hour practical workshop a week)",
    plantedGap: "ceiling papering",
    modules: [
      {
        title: "Surface preparation and lining paper",
        description: "Making a wall sound, smooth and evenly absorbent before any decorative paper goes up.",
        lesson: {
          title: "Preparing and Lining a Wall",
          html: p(
            `Wallpaper magnifies every fault underneath it. A thin paper laid over a dent, a ridge of old paint or a patch of loose plaster will show it, and a paper pasted onto a surface that is flaking will come away with the flake. Preparation therefore starts by tapping and scraping: remove anything loose, rake out and fill cracks with a flexible filler, fill dents slightly proud and sand them flush once hard, and wash down the wall with sugar soap to take off grease, which stops paste from gripping.`,
            `Two surfaces need particular care. Gloss or eggshell paint is non-porous, so paste sits on it rather than soaking in; key it with 120-grit abrasive paper until it is dull all over. New gypsum plaster must be fully dry, which usually takes about four weeks, and should then be sealed, because bare plaster sucks the water out of paste in seconds. Stains from old leaks or nicotine will bleed through paper, so spot-prime them with a stain-blocking primer first.`,
            `Next comes sizing: brushing on a thin coat of diluted paste, mixed according to the packet, and letting it dry. Size evens out absorbency across filled and unfilled areas, and it gives slip, so that a pasted length can be slid into position instead of grabbing where it first touches.`,
            `Lining paper gives an even, uniform base and is almost always worth hanging under heavy or expensive finishes. It is sold in grades that indicate thickness: 1000 and 1200 are light, 1400 is a good general-purpose grade, and 1700 or 2000 are used to bridge poor surfaces. Line horizontally, an approach called cross-lining, so that no lining joint can ever coincide with a vertical joint in the finishing paper. Start at the top of the wall, just below the cornice or coving, and work down in horizontal courses.`,
            `Butt every lining joint tightly rather than overlapping it, because an overlap leaves a ridge that will show. Trim ends about one millimetre short of adjacent walls so that the paper does not ruck up into the angle. Leave the lined wall to dry for at least twelve hours, ideally overnight, and lightly sand any raised joints before hanging the decorative paper over it.`,
          ),
        },
      },
      {
        title: "Reading the label, estimating and pasting",
        description:
          "Interpreting roll labels, working out how many rolls a wall needs and pasting each length consistently.",
        lesson: {
          title: "Batch Numbers, Pattern Matches and Paste",
          html:
            p(
              `Every roll label carries a batch or shade number. Rolls printed in different runs can differ slightly in colour, and the difference only becomes obvious once two lengths sit side by side on the wall. Buy every roll for a room from the same batch, and check them all before cutting the first length.`,
              `The label also gives the pattern repeat, the vertical distance after which the design repeats, and the type of match. There are three:`,
            ) +
            `<ul><li>Free match: stripes and plain textures that line up whatever the vertical position of the next length.</li><li>Straight match: the design meets across the joint at the same height on every length.</li><li>Offset or half-drop match: the design on each alternate length drops by half the repeat, so lengths are cut in a two-length cycle.</li></ul>` +
            p(
              `A standard European roll is 10.05 metres long and 0.53 metres wide. To estimate, work out the length of each drop first. Take a wall 2.40 metres high and add 100 millimetres for trimming at top and bottom, giving 2.50 metres. With a pattern repeat of 0.53 metres, each length must be a whole number of repeats that is at least 2.50 metres, which is five repeats, or 2.65 metres. Divide the roll length by this: 10.05 divided by 2.65 is 3.79, so each roll yields only three usable lengths. A room with 13.5 metres of wall to cover needs 13.5 divided by 0.53, which is 25.5, rounded up to 26 lengths, and therefore nine rolls. Deduct part lengths for a large window only after this calculation, and keep one spare roll for repairs.`,
              `Paste-the-paper products are pasted on a table with an even coat worked from the centre outwards, then booked: each end is folded towards the middle, pasted face to pasted face, and left to soak. The paper expands as it absorbs water, so every length must be soaked for the same time, typically five to ten minutes as stated on the label; otherwise lengths will expand by different amounts and joints will open as they dry. Non-woven papers are different: the wall is pasted and the dry paper hung directly, because non-woven fibres do not expand.`,
            ),
        },
      },
      {
        title: "Hanging, trimming and working round obstacles",
        description:
          "Setting out a plumb line, hanging the first drop and dealing with corners, switches and window reveals.",
        lesson: {
          title: "The First Drop and the Awkward Bits",
          html: p(
            `No wall or corner in a real house is truly vertical, so the first length is hung to a plumb line, not to the corner. Mark a vertical line with a plumb bob or a laser level at a distance from the corner slightly less than the width of a roll, so that the first length can be trimmed neatly into the corner. With a large pattern, plan instead from the centre of the chimney breast or the main feature wall so that the design sits symmetrically where the eye falls first.`,
            `Carry the booked length to the wall, open the top fold and align the edge with the plumb line, leaving about 50 millimetres of surplus at the top. Smooth with a paperhanging brush or plastic smoother from the centre outwards to drive out air, then release the lower fold and continue. Crease the surplus into the angle at top and bottom with the back of the scissors, peel the paper back slightly, cut along the crease and brush it back. Wipe paste from the face and from the skirting immediately with a clean damp sponge, since dried paste leaves a shine.`,
            `Hang each following length to butt against the previous one, slide it into a tight joint and match the pattern, then run a seam roller lightly along the joint. Pressing hard squeezes out the paste and polishes the surface.`,
            `At an internal corner, measure from the last edge to the corner at the top, middle and bottom, add 10 to 15 millimetres to the largest figure and cut the length to that width. Hang it so that the small surplus turns onto the next wall, then set a new plumb line on that wall and hang the offcut over the turned edge. External corners are handled the opposite way: wrap about 25 millimetres round the corner and plumb the next length.`,
            `For sockets and switches, isolate the circuit at the consumer unit, loosen the faceplate screws a few turns, hang the paper over the fitting, make diagonal cuts from its centre to its corners, trim the flaps leaving about 5 millimetres and tuck them behind the plate before tightening it. Metallic and foil papers conduct electricity, so with those the paper must be trimmed flush and never taken behind the plate.`,
          ),
        },
      },
    ],
  },
  {
    slug: "ventriloquism-foundations-of-voice-and-figure",
    discipline: "Ventriloquism",
    title: "Ventriloquism: Foundations of Voice and Figure",
    description:
      "For actors, teachers, children's entertainers and anyone curious about a craft with roots in ancient gastromancy. Across eight classes participants build lip control, learn substitutions for the difficult labial sounds, bring a figure to life through manipulation and eye focus, develop the distant voice, and script and perform a short two-handed routine.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute class a week)",
    plantedGap: "the distant voice",
    modules: [
      {
        title: "Lip control and the labial sounds",
        description:
          "Producing a clear second voice without visible lip movement, including the sounds that normally require the lips.",
        lesson: {
          title: "Speaking Without Moving: Substitutions",
          html:
            p(
              `The basic ventriloquial position is relaxed rather than clenched. The lips rest slightly apart, the teeth are a few millimetres open, and the face holds a light, natural expression; a fixed grin looks strained and draws attention to the mouth. The tongue, the soft palate and the breath do the work that the lips usually share. Practise in front of a mirror at eye level, or record yourself on a phone, because you cannot feel small lip movements reliably.`,
              `Most English consonants can be made without the lips. The problem group is the labials: B, P and M, which close both lips, F and V, which touch the lower lip to the upper teeth, and W, which rounds the lips. Each has a standard substitute that is made further back in the mouth:`,
            ) +
            `<ul><li>B becomes a soft D, with a slight G colouring, so that "bottle" comes out close to "dottle".</li><li>P becomes a light T, or a K in some words.</li><li>M becomes N, often with a nasal NG quality.</li><li>F becomes the voiceless TH of "thin"; V becomes the voiced TH of "this".</li><li>W is made as a quick OO vowel, so "way" is "oo-ay".</li></ul>` +
            p(
              `These substitutes work because listeners do not decode every sound individually. They hear what the sentence leads them to expect, a tendency psychologists describe as perceptual restoration: when a sound is masked or altered, context fills it in. Delivery matters as much as articulation. Say the substitute quickly and lightly, never stressed, and inside a phrase whose meaning is obvious. "A bottle of beer" with soft, quick substitutes passes; the single word "beer" said slowly on its own does not.`,
              `Drill the substitutes in three stages. First, alternate the real and the substitute sound in front of the mirror: "ba, da, ba, da". Second, read short sentences loaded with labials, such as "Peter picked a pepper for his mum", keeping the lips still. Third, put the sentences into the figure's voice, which should differ clearly from your own in pitch and placement, for instance higher and more nasal, or lower and placed in the chest. Keep the breath support under the second voice exactly as you would for your own; a voice squeezed from the throat tires quickly and sounds thin.`,
            ),
        },
      },
      {
        title: "Bringing the figure to life",
        description:
          "Mouth synchronisation, eye focus and small movements that make an audience believe the figure is thinking.",
        lesson: {
          title: "Manipulation, Focus and Timing",
          html: p(
            `The audience believes in a figure because of how it moves, not because of how still the performer's lips are. Good manipulation can rescue imperfect lip control; poor manipulation exposes even excellent lip control. Beginners usually work with either a hard figure, carved or cast, whose mouth is worked by a lever or trigger on a control stick inside the head, or a soft hand puppet whose mouth is worked directly by the fingers and thumb.`,
            `Synchronisation is the first skill. The mouth opens once for each syllable, not once for each word and not in a continuous flapping. It opens on the vowel and closes between syllables, so "hello there" is three distinct openings. Big vowels deserve bigger openings. Practise against a recording of the figure's lines until the mouth lands exactly on every syllable, then perform the same lines live in front of a mirror or a camera.`,
            `Focus is the second skill, and it is the one beginners neglect. An audience looks where the performer looks. When the figure speaks, the ventriloquist turns to look at it with interest, exactly as a person listens to a friend; when the ventriloquist speaks, the figure looks back at the ventriloquist or out at the audience. If the performer stares out front while the figure talks, attention drifts to the performer's mouth and the illusion collapses.`,
            `The third skill is keeping the figure alive when it is silent. A real person breathes, shifts and reacts, so the figure should make small head turns, a slow blink if the eyes are mechanised, or a slight settling of the body. The clearest reactions are takes: a sharp turn of the head towards the audience after the ventriloquist says something foolish, held for a beat before the next line. A figure that freezes whenever it is not speaking reads instantly as an object on a knee.`,
            `The history of the act shows how much this matters. Edgar Bergen and his figure Charlie McCarthy became stars in the late 1930s on radio, where nobody could see Bergen's lips at all; audiences loved the character's personality, timing and attitude, which were created by performance rather than technique alone.`,
          ),
        },
      },
      {
        title: "Writing the two-handed routine",
        description:
          "Character, structure and scripting choices for a three-to-five-minute dialogue between performer and figure.",
        lesson: {
          title: "Script, Character and the Straight Man",
          html:
            p(
              `A ventriloquist routine is a double act in which one performer plays both parts. The classic division is that the ventriloquist plays the straight man, reasonable and slightly pompous, while the figure gets most of the laughs by being cheeky, literal-minded, boastful or rude. The comedy comes from status: the figure, who should be subordinate, keeps winning. Decide the figure's character in one sentence before writing any lines, for example "a know-all schoolboy who is always confidently wrong", and test every joke against it.`,
              `A simple structure for a first routine of three to five minutes runs as follows:`,
            ) +
            `<ol><li>Entrance and greeting, in which the figure establishes its attitude with the first line.</li><li>A premise, such as the figure claiming it has written a poem or got a job.</li><li>A run of exchanges that escalate, often in threes, with the third item as the twist.</li><li>A callback to a line from earlier in the act.</li><li>A clear exit line and a final take to the audience.</li></ol>` +
            p(
              `Write for the mouth as well as for the ear. Every labial sound in the figure's lines is a risk, so a good script quietly steers around them. "I've got lots of money" is harder to deliver cleanly than "I've got loads of cash", and the meaning and rhythm are the same. Keep the hardest words in the ventriloquist's own lines, where the lips may move freely. Names matter for the same reason: a figure called Nigel or Harry is kinder to the performer than one called Bob or Percy.`,
              `Remember that only one voice can sound at a time. Real double acts overlap and interrupt; a ventriloquist must create the impression of interruption with very fast switches and a sharp cut-off on the line being interrupted. Rehearse these changes slowly first, then at speed.`,
              `Finally, rehearse with a recording and time the laughs. Audiences need a beat to laugh before the next line; a routine rushed through on stage loses half its jokes, and a silent figure during a laugh must keep reacting so that the moment stays alive.`,
            ),
        },
      },
    ],
  },
  {
    slug: "coaching-freestyle-wrestling-foundations-for-new-coaches",
    discipline: "Wrestling coaching",
    title: "Coaching Freestyle Wrestling: Foundations for New Coaches",
    description:
      "An introduction to coaching freestyle wrestling: stance and motion, the level change and penetration step, single- and double-leg attacks, par terre turns, session planning for mixed-age groups, and safe weight management for young athletes.",
    level: "beginner",
    duration: "ten weeks (one two-hour practical session a week)",
    plantedGap: "safe weight management",
    modules: [
      {
        title: "Stance, motion and the level change",
        description:
          "Teaching the athletic base from which every attack and defence starts, and structuring a beginners' session around it.",
        lesson: {
          title: "Building the Base and Planning the Session",
          html:
            p(
              `Everything in freestyle wrestling is built on stance. In a good stance the feet are a little wider than the shoulders, knees bent, hips down and under the body rather than pushed far back, back straight, head up and eyes forward, elbows in close to the ribs and hands in front at about waist height. Most beginners are taught a staggered stance, with the lead foot slightly forward, because it gives a strong penetration step; a square stance is easier to defend from but slower to attack from. The commonest faults are bending at the waist instead of the knees, which puts the head down and invites a front headlock, and reaching with the arms, which gives the opponent wrists to control.`,
              `Motion means moving in stance without losing it. Wrestlers step and slide, circling left and right, never crossing the feet and never bringing them together, because a wrestler with feet together has no base. Coaches drill motion by calling directions or pointing while the group shadows: forward, back, circle, sprawl, level change.`,
              `The level change is the key that opens every leg attack. The hips drop by bending the knees while the back stays upright and the head stays up. The penetration step follows: the lead foot steps deep between the opponent's feet, the lead knee drops to the mat, and the trailing leg drives forward to bring the hips back under the body. Teach it first without a partner, then stepping into a partner who stands still, then into a partner moving in stance.`,
              `A beginners' session of ninety minutes to two hours usually follows a consistent structure so that children and adults know what to expect:`,
            ) +
            `<ol><li>A general warm-up of running patterns, tumbling and mobility, about fifteen minutes.</li><li>Stance and motion games that raise heart rate while rehearsing movement.</li><li>Technique: one new skill taught whole, broken into parts and put back together.</li><li>Situational drilling in which the skill is tried against increasing resistance.</li><li>Short live goes with partners of similar size and experience, then a cool-down.</li></ol>` +
            p(
              `In mixed-age groups, pair by size and experience rather than by age alone, and keep live rounds short, thirty to sixty seconds, so that beginners stay technical instead of wrestling on strength.`,
            ),
        },
      },
      {
        title: "Leg attacks: the double and the single",
        description:
          "Teaching the two foundational takedowns with their set-ups, finishes and the sprawl that defends them.",
        lesson: {
          title: "Teaching the Double-Leg and Single-Leg Takedowns",
          html: p(
            `A takedown in freestyle scores two points when one wrestler brings the other down from standing and controls them on the mat. The double-leg and the single-leg are the first takedowns most coaches teach because they follow directly from the level change and penetration step.`,
            `The double-leg begins with a set-up that draws the opponent's hands and attention away from the legs: a collar tie snap, an arm drag or a simple fake high. The attacker changes level, takes a penetration step between the opponent's feet, places the head to the side of the opponent's body, on the chest or ribs rather than in the middle, and wraps both arms behind the knees. From there the attacker either drives forward, stepping up with the trailing leg and turning the corner by pushing the head into the opponent and running the feet round to the side, or lifts and returns the opponent to the mat. Teach the finish in which the head pushes to the side and the feet keep moving; a wrestler who stops moving on the knees is easy to sprawl on.`,
            `The single-leg attacks one leg, usually the lead leg. The attacker changes level, steps in, and captures the leg with the head on the inside of the opponent's body and the hands locked behind the knee. The finish most coaches teach first is to stand up with the leg held high between the attacker's knees, ear against the opponent's ribs, and then either run the pipe, stepping the leg out and driving through the corner, or trip the standing leg.`,
            `Defence is taught alongside attack. The sprawl is the universal answer to a leg attack: the defender throws the legs back and drops the hips hard onto the attacker's head and shoulders, while the hands push the head down and away. A good sprawl is followed immediately by a go-behind, circling to the attacker's back to score.`,
            `Progress each attack in three steps: technique on a co-operative partner, drilling with a partner who offers light resistance and occasional sprawls, then live situations starting from a specific tie-up. Coaches should watch the head position above all; almost every failed leg attack at beginner level starts with the head dropping below the hips.`,
          ),
        },
      },
      {
        title: "Par terre: turns and defence",
        description: "Scoring and defending on the mat after a takedown, with the gut wrench and the leg lace.",
        lesson: {
          title: "Gut Wrench and Leg Lace",
          html: p(
            `In freestyle wrestling the action continues on the mat after a takedown, in the par terre position, for as long as the referee sees active attempts to score. The attacker on top aims to turn the opponent so that the back is exposed to the mat; each such exposure from par terre scores two points, and a wrestler who leads by ten points wins by technical superiority. The bottom wrestler aims to stop the turn, survive until the referee stands both wrestlers up, or escape.`,
            `The gut wrench is the most important turn to teach. The top wrestler kneels at the opponent's side, reaches round the body and locks the hands just below the opponent's ribs, with the near elbow tight into the opponent's hip. The head stays on the opponent's back. The attacker then steps the near knee up and drives into the opponent, arching backwards and rolling across their own shoulders, so that the opponent is carried over onto the back. Teach a tight lock and chest-to-back contact first; a loose lock lets the defender flatten out.`,
            `The leg lace, or ankle lace, attacks from the legs. The top wrestler moves to the opponent's feet, threads the near arm between the ankles and locks both ankles together in the crook of the elbow with the hands clasped, then rolls sideways across the opponent's legs. Because the legs are tied together, the defender's body follows the roll and the back is exposed. Repeated rolls each score.`,
            `Bottom defence rests on a low, wide base. The defender keeps the hips low, the knees wide, the elbows tight to the body so that no lock can be made under them, and the head up. Against the gut wrench the defender flattens the hips to the mat and turns away from the lock; against the leg lace the defender spreads the legs and keeps the ankles apart. Teach young wrestlers that conceding a point by going flat is always better than being turned repeatedly.`,
            `Drill par terre in short rounds of twenty to thirty seconds, restarting from the same position, so that both partners get many repetitions of the attack and of the defence.`,
          ),
        },
      },
    ],
  },
  {
    slug: "sorghum-production-an-introduction",
    discipline: "Sorghum production",
    title: "Sorghum Production: An Introduction",
    description:
      "Can a cereal that tolerates heat and drought replace maize on marginal land? This introduction covers sorghum types and growth stages, seedbed preparation, sowing and plant populations, fertiliser and weed management including Striga, and grain storage on the farm.",
    level: "beginner",
    duration: "five weeks (one lecture and one field visit a week)",
    plantedGap: "grain storage",
    modules: [
      {
        title: "The crop, its types and growth stages",
        description: "What sorghum is, why it survives drought and how its development is divided into three stages.",
        lesson: {
          title: "A Drought-Tolerant C4 Cereal",
          html:
            p(
              `Sorghum, Sorghum bicolor, is a grass domesticated in north-eastern Africa several thousand years ago and now grown across Africa, South Asia, the Americas and Australia. By global production it ranks fifth among cereals, after maize, wheat, rice and barley, with roughly 60 million tonnes a year. It is a C4 plant, which means it concentrates carbon dioxide around the enzyme Rubisco and can keep photosynthesising efficiently at high temperatures and with partly closed stomata.`,
              `Several features explain its drought tolerance. Its fibrous root system is dense and can reach 1.5 to 2 metres in deep soils. A waxy bloom on the leaves and stems reduces water loss. Leaves roll when water is short, cutting the area exposed to the sun. Most importantly, sorghum can pause growth during drought and resume when rain returns, whereas maize that is stressed at silking often loses most of its yield.`,
              `Four broad types are grown. Grain sorghum is short and bred for a large panicle of seed; sweet sorghum has juicy stems used for syrup and ethanol; forage sorghums and sorghum–sudangrass hybrids are grown for grazing and silage; and broomcorn has long panicle branches used for brooms. Grain sorghum varieties also differ in seed colour and tannin content. Types with a pigmented testa contain condensed tannins, which reduce bird damage but lower digestibility when fed to livestock.`,
              `Development is usually described in three growth stages, following Vanderlip and Reeves:`,
            ) +
            `<table><tr><th>Stage</th><th>From and to</th><th>Approximate length</th><th>What is decided</th></tr><tr><td>GS1</td><td>Emergence to panicle initiation</td><td>About 30 days</td><td>Leaf number, tillers, root system</td></tr><tr><td>GS2</td><td>Panicle initiation to flowering</td><td>About 30 days</td><td>Potential number of grains per panicle</td></tr><tr><td>GS3</td><td>Flowering to physiological maturity</td><td>About 30 days</td><td>Grain size; maturity marked by a black layer at the seed base</td></tr></table>` +
            p(
              `Sorghum is frost-sensitive and needs warmth. Seed germinates poorly below a soil temperature of about 15 °C, and growth is fastest at 27 to 30 °C. Water shortage hurts yield most during GS2 and early GS3, when grain number is set and the grains begin to fill.`,
            ),
        },
      },
      {
        title: "Establishing the stand",
        description:
          "Seedbed preparation, sowing date and depth, row spacing and calculating a seed rate for a target population.",
        lesson: {
          title: "Seedbed, Sowing and Seed Rate",
          html: p(
            `Sorghum seed is small, typically 25 to 35 grams per thousand seeds, and the seedling has small energy reserves, so establishment is the weakest point in the crop's life. It needs a fine, firm seedbed with good soil-to-seed contact and moisture close to the surface. Cloddy, loose seedbeds dry out and leave seed stranded; heavily compacted or crusted surfaces stop the small shoot breaking through.`,
            `Sowing date is set by soil temperature. Sow when the soil at seed depth has reached at least 15 °C and is rising, and ideally 18 °C; sowing into colder soil gives slow, uneven emergence and more seedling disease. Sow at 2.5 to 5 centimetres deep, at the shallower end on heavy soils and the deeper end to reach moisture on light, drying soils.`,
            `Row spacing is commonly 75 centimetres, matching maize equipment, though 50 centimetres or less gives quicker canopy closure and better weed suppression where moisture is adequate. The right plant population depends on expected rainfall. Dryland crops in low-rainfall areas are often grown at 50,000 to 80,000 plants per hectare, because each plant needs a larger soil volume to draw water from; irrigated or high-rainfall crops carry 100,000 to 150,000. Sorghum compensates for a thin stand by producing tillers and larger panicles, so a slightly low population is less damaging than an overly high one in a dry season.`,
            `The seed rate is calculated from the target population, the seed's germination and an allowance for field losses. Suppose the target is 80,000 established plants per hectare, the seed lot has 85 per cent germination, and 80 per cent of viable seed is expected to emerge. The number of seeds to sow is 80,000 divided by (0.85 × 0.80), which is 117,650 seeds per hectare. At a thousand-seed mass of 30 grams, the seed rate is 117,650 × 30 ÷ 1,000 grams, or about 3.5 kilograms per hectare.`,
            `Check establishment two to three weeks after emergence by counting plants along 10 metres of row at several points. With 75-centimetre rows, 10 metres of row represents 7.5 square metres, so 60 plants in that length equals 80,000 plants per hectare.`,
          ),
        },
      },
      {
        title: "Nutrition, weeds and Striga",
        description:
          "Fertilising for the expected yield and protecting the slow-starting crop from weeds and parasitic witchweed.",
        lesson: {
          title: "Feeding the Crop and Keeping It Clean",
          html:
            p(
              `Nitrogen rates are set from a realistic yield target. A sorghum crop takes up roughly 25 kilograms of nitrogen for every tonne of grain it produces, about two-thirds of which ends up in the grain. A 3-tonne crop therefore needs around 75 kilograms of nitrogen from soil and fertiliser combined. Where rates are moderate, apply part at sowing and the rest as a side-dressing before panicle initiation, about 30 days after emergence, when uptake accelerates. Phosphorus is best placed near the seed at sowing to support the small root system.`,
              `Sorghum grows slowly for its first few weeks, so weeds that emerge with it compete strongly. Keeping the crop clean for roughly the first four to six weeks after emergence protects most of the yield; later-emerging weeds do much less harm once the canopy closes. Broadleaf weeds are relatively easy to control with herbicides or inter-row cultivation. Grass weeds are harder, because sorghum is itself a grass; pre-emergence grass herbicides such as S-metolachlor can be used only on seed treated with a safener that protects the crop.`,
              `In much of sub-Saharan Africa the most damaging weed is Striga, or witchweed, chiefly Striga hermonthica and Striga asiatica. Striga is a root parasite: its tiny seeds germinate only when they detect strigolactones released by host roots, attach to the root, and draw water and nutrients from the crop before they even emerge. By the time the bright flowers appear, the damage is done. A single plant can shed tens of thousands of seeds that remain viable in soil for over a decade. Control relies on combining methods:`,
            ) +
            `<ul><li>Resistant or low-strigolactone varieties, which stimulate fewer Striga seeds to germinate.</li><li>Rotation with trap crops such as cowpea, soybean or cotton, which trigger Striga germination without being parasitised.</li><li>The push–pull system, intercropping with Desmodium, whose root exudates cause suicidal germination and inhibit attachment.</li><li>Adequate nitrogen fertiliser, which reduces strigolactone release and crop susceptibility.</li><li>Hand-pulling any emerged plants before they set seed, to run down the seed bank.</li></ul>` +
            p(
              `No single measure is enough on heavily infested land; farmers who combine two or three of them see the largest gains.`,
            ),
        },
      },
    ],
  },
  {
    slug: "supporting-people-to-stop-smoking",
    discipline: "Smoking cessation",
    title: "Supporting People to Stop Smoking",
    description:
      "Designed for pharmacy teams, healthcare assistants and practice nurses who want to offer stop-smoking support. Sessions cover very brief advice, combination nicotine replacement, varenicline and cytisine, carbon monoxide monitoring, structured behavioural support across the first four weeks, and how to advise on vaping.",
    level: "beginner",
    duration: "four weeks (one three-hour workshop a week, plus an observed clinic)",
    plantedGap: "vaping",
    modules: [
      {
        title: "Very brief advice",
        description: "A thirty-second intervention that any practitioner can give to every person who smokes.",
        lesson: {
          title: "Ask, Advise, Act",
          html:
            p(
              `Smoking remains the largest preventable cause of death and disease. About half of long-term smokers die from a smoking-related illness, and on average they lose about ten years of life. Most of the harm comes from tar, carbon monoxide and the thousands of other chemicals in tobacco smoke rather than from nicotine itself; nicotine is what makes smoking addictive.`,
              `Most smokers want to stop, and many try each year, but unaided attempts rarely last: only around four in every hundred people who stop on willpower alone are still not smoking a year later. Using a stop-smoking service together with medication makes a person roughly three times as likely to succeed. The aim of very brief advice, developed by the National Centre for Smoking Cessation and Training, is to turn every routine contact into a route to that support. It has three steps:`,
            ) +
            `<ol><li>Ask: establish and record whether the person smokes.</li><li>Advise: say that the most effective way of stopping is with a combination of medication and specialist support.</li><li>Act: respond to the person's interest by offering a referral, a prescription or an appointment there and then.</li></ol>` +
            p(
              `Notice what the model leaves out. It does not ask whether the person is ready to stop, which tends to invite "not yet", and it does not lecture about health risks, which can provoke defensiveness. The advice concerns how to stop successfully, not whether to stop. A pharmacist might say: "Do you smoke at all? ... The best way to stop is with some medication and support from our service; it makes you about three times as likely to manage it. I can book you in now if you like." If the person declines, record the conversation and leave the door open; many people act on advice given several times.`,
              `Very brief advice takes about thirty seconds and can be given by a receptionist, a healthcare assistant or a surgeon. Recording smoking status matters too: it allows follow-up and reminds the next practitioner to ask again.`,
            ),
        },
      },
      {
        title: "Stop-smoking medicines",
        description:
          "How nicotine replacement, varenicline and cytisine work, how they are used, and what to check before starting them.",
        lesson: {
          title: "Choosing and Explaining Medication",
          html: p(
            `Nicotine replacement therapy (NRT) relieves withdrawal by supplying nicotine without smoke. Patches give a steady background level over 16 or 24 hours; a 21-milligram 24-hour patch is a common starting dose for someone smoking more than ten cigarettes a day, and the 24-hour version suits people whose strongest urges come on waking. Faster-acting products, such as gum, lozenges, the inhalator, mouth spray and nasal spray, are used when urges strike. A Cochrane review found that using a patch together with a faster-acting product increases quit rates by about a quarter compared with a single product, so combination NRT is the usual recommendation. Gum and lozenges are absorbed through the lining of the mouth, so people should chew until the taste is strong, then park the gum between cheek and gum, rather than chewing continuously and swallowing the nicotine.`,
            `Varenicline is a partial agonist at the alpha-4 beta-2 nicotinic receptor. It partly stimulates the receptor, easing withdrawal, while blocking nicotine from a cigarette, so smoking becomes less rewarding. It is started one to two weeks before the quit date: 0.5 milligrams once daily on days 1 to 3, 0.5 milligrams twice daily on days 4 to 7, then 1 milligram twice daily to complete twelve weeks. Nausea is the commonest side effect and is reduced by taking tablets with food and water. The large EAGLES trial, published in 2016, found no significant increase in serious neuropsychiatric events compared with placebo.`,
            `Cytisine, a plant alkaloid with a similar action, is taken as 1.5-milligram tablets over a 25-day course that starts at six tablets a day and tapers down; the person stops smoking by day 5.`,
            `One interaction must always be checked. Chemicals in tobacco smoke, not nicotine, induce the liver enzyme CYP1A2. When a person stops smoking, that induction fades over about a week and blood levels of drugs metabolised by CYP1A2 rise, notably clozapine, olanzapine and theophylline. Anyone taking these medicines needs their prescriber informed before the quit date so that levels can be monitored and doses reduced if necessary.`,
          ),
        },
      },
      {
        title: "Behavioural support and carbon monoxide monitoring",
        description:
          "Structuring weekly sessions from the pre-quit assessment to the four-week outcome, and using breath carbon monoxide readings.",
        lesson: {
          title: "The First Four Weeks",
          html: p(
            `Standard behavioural support follows a predictable pattern: a pre-quit assessment session, a session on or near the quit date, and weekly sessions for at least four weeks afterwards. Each session is short, usually ten to thirty minutes, and follows the same routine of checking progress, measuring carbon monoxide, reviewing medication use and planning for the coming week.`,
            `At the pre-quit session the practitioner assesses smoking history and dependence, explains how the programme works, agrees a medication and sets a quit date, usually within two weeks. The central message is the "not a puff" rule: after the quit date the person does not smoke at all, not even one cigarette, because a single lapse is the strongest predictor of full relapse.`,
            `Carbon monoxide (CO) monitoring gives an objective measure. The person holds a breath for about fifteen seconds and then blows steadily into the monitor, which reports CO in parts per million (ppm). A regular smoker commonly reads 20 to 40 ppm or more; a non-smoker usually reads below 5. Because CO clears from the body within a day or two, the reading falls quickly after stopping, and showing someone their reading drop from 30 to 3 within a week is powerful encouragement. Readings can be raised by faulty heating appliances or heavy traffic exposure, so a high reading in someone who insists they have not smoked deserves a gentle question about their home.`,
            `Withdrawal symptoms, which include irritability, restlessness, poor concentration, low mood, increased appetite and strong urges, usually peak in the first week and ease over two to four weeks. Each session reviews which symptoms are troubling the person, whether medication is being used properly, and which situations remain risky, such as drinking alcohol, stress or being with other smokers, and agrees specific coping plans.`,
            `The standard outcome is measured four weeks after the quit date. Under the Russell Standard, used by English services, a person counts as a four-week quitter if they have not smoked at all since two weeks after the quit date, and the self-report is validated by a CO reading below 10 ppm. Recording outcomes consistently allows services to compare their success rates honestly.`,
          ),
        },
      },
    ],
  },
];
