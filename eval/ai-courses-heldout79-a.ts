/** Seventy-ninth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout79.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT79_A: EvalCourse[] = [
  {
    slug: "everyday-motorcycle-maintenance",
    discipline: "Motorcycle maintenance",
    title: "Everyday Motorcycle Maintenance",
    description:
      "Own a motorcycle and tired of paying a workshop for the basics? Over ten practical evenings you adjust and lubricate the drive chain, change the engine oil and filter, inspect brake pads, discs and fluid, and look after the battery through the winter, always working to the manufacturer's service schedule.",
    level: "beginner",
    duration: "ten weeks (one three-hour evening workshop a week)",
    plantedGap: "battery",
    modules: [
      {
        title: "Drive Chain Inspection and Adjustment",
        description:
          "How to measure chain slack, adjust and align the rear wheel, judge chain and sprocket wear, and clean and lubricate a sealed chain.",
        lesson: {
          title: "Chain slack, wear and lubrication",
          html: p(
            "Most road motorcycles drive the rear wheel through a roller chain running on a front and a rear sprocket. Modern chains are usually sealed O-ring, X-ring or Z-ring types: rubber seals trap grease between the pins and bushes, so the lubricant you apply from outside mainly keeps the seals supple and protects the rollers and sprocket teeth against wear and corrosion.",
            "Slack is measured at the midpoint of the lower run: push the chain up and then down and measure the total vertical movement with a steel rule. The correct figure is in the owner's manual and often on a sticker on the swingarm; 20 to 30 mm is typical for road bikes, while long-travel off-road machines need more. Check whether the manual specifies the bike on its sidestand or on a paddock stand, because the swingarm angle changes the reading. Rotate the wheel and measure at several points: a chain that is tight in one place has worn unevenly and must be set at its tightest point.",
            "To adjust, loosen the rear axle nut, then turn the adjuster on each side by the same amount, using the alignment marks on the swingarm so the wheel stays straight. A misaligned wheel wears the sprockets on one side and can upset the handling. Push the wheel forward against the adjusters, tighten the axle nut to the torque in the manual with a torque wrench, then recheck the slack.",
            "Wear shows up as apparent stretch, which is really wear at the pins and bushes. A quick workshop check is to pull the chain rearwards at the back of the rear sprocket: if it lifts clear by more than about half a tooth, it is worn. Look also for hooked or pointed sprocket teeth and for stiff links that will not straighten. Replace the chain and both sprockets together, because a new chain on worn sprockets wears out quickly.",
            "Lubricate every 500 to 800 km and after riding in rain, with the chain warm so the lubricant penetrates. Spray the inside of the lower run while turning the wheel by hand with the engine off, never with the engine running in gear. Clean a dirty chain with paraffin or a dedicated chain cleaner and a soft brush; petrol, harsh solvents and wire brushes damage the seals.",
          ),
        },
      },
      {
        title: "Changing the Engine Oil and Filter",
        description:
          "Choosing the right oil for an engine that shares its oil with a wet clutch, and a step-by-step drain, filter change and refill.",
        lesson: {
          title: "Oil specification and the oil change procedure",
          html:
            p(
              "On most four-stroke bikes the same oil lubricates the engine, the gearbox and the wet multi-plate clutch, so it is sheared by the gear teeth and must still let the clutch plates grip. That is why the specification matters: look for the viscosity grade in the manual, such as 10W-40, and the JASO T903 classification MA or MA2, which certifies friction suitable for wet clutches. Many car oils labelled energy-conserving contain friction modifiers that can make a wet clutch slip under hard acceleration.",
              "Service intervals are set by distance or time, whichever comes first, typically every 6,000 to 12,000 km or once a year, with the filter changed at every service or every other one depending on the model. Short journeys justify changing sooner, because water and unburnt fuel collect in the oil.",
            ) +
            "<ol><li>Ride for a few minutes so the oil is warm and drains freely, then stop the engine. Wear gloves: the exhaust and the oil can burn.</li><li>Put the bike on a paddock or centre stand and place a drain pan under the sump plug.</li><li>Remove the filler cap to let air in, then undo the drain plug and let the oil drain completely.</li><li>Remove the filter with the correct filter wrench and check that its old rubber seal has come away with it. Smear clean oil on the new filter's seal and tighten it by hand as the filter maker instructs, usually three-quarters of a turn after the seal touches.</li><li>Fit a new crush washer to the drain plug and tighten it to the specified torque; sump threads are often cut in aluminium and strip easily.</li><li>Refill with the quantity in the manual less about 10 per cent, run the engine for a minute, stop it, wait a couple of minutes and check the level.</li></ol>" +
            p(
              "Check the level with the bike upright and level, not on its sidestand, either through the sight glass on the clutch cover or with the dipstick exactly as the manual describes, since some dipsticks are read screwed in and others resting on the threads. Top up to between the marks; overfilling can push oil through the crankcase breather into the airbox. Finally check the plug and filter for leaks, record the mileage in the service log, and take the used oil and filter to a recycling centre.",
            ),
        },
      },
      {
        title: "Brakes: Pads, Discs and Fluid",
        description:
          "Inspecting a hydraulic disc brake system, measuring pad and disc wear against limits, and understanding why brake fluid is replaced on a time schedule.",
        lesson: {
          title: "Checking a hydraulic disc brake",
          html: p(
            "Almost all modern motorcycles use hydraulic disc brakes. The lever or pedal pushes a piston in the master cylinder, fluid carries the pressure to pistons in the caliper, and these clamp friction pads against a steel disc. Because weight transfers forward, the front brake does most of the work in a hard stop, often 70 per cent or more.",
            "Pads: look into the caliper with a torch. Most pads have a wear groove or a step in the friction material; when the groove has gone, or the material is down to the limit in the manual, commonly about 1 mm, replace them. Always replace pads as an axle set, both calipers on a twin-disc front, so braking stays even. Pads contaminated with fluid or chain lubricant must be replaced.",
            "Discs: the minimum thickness is stamped on the disc itself, for example MIN TH 4.0 mm. Measure with a micrometer at several points around the swept area, because a vernier's jaws can sit on the unworn lip at the edge and give a false reading. Also look for deep scoring, cracks between drilled holes and, on floating discs, excessive play in the rivets or bobbins.",
            "Fluid: most bikes use DOT 4 or DOT 5.1, both glycol-based. DOT 5 is silicone-based and must never be mixed with them. Glycol fluid is hygroscopic: it absorbs moisture from the air through seals and hoses, and water lowers its boiling point. DOT 4 must have a dry boiling point of at least 230 °C, but its specified wet boiling point, measured at about 3.7 per cent water, is only 155 °C. If fluid boils in a hot caliper, the vapour bubbles compress and the lever comes back towards the bar. This is why manufacturers typically specify fresh fluid every two years regardless of mileage.",
            "Check the reservoir window: the level should sit between the MIN and MAX lines. It falls gradually as the pads wear and the caliper pistons move out, so a low level with worn pads is expected, and topping up before fitting new pads can make the reservoir overflow when the pistons are pushed back. A sudden drop means a leak. Brake fluid strips paint, so cover the tank with a cloth and wash any spill off at once with plenty of water.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-maize-production",
    discipline: "Maize production",
    title: "Introduction to Maize Production",
    description:
      "For first-year agriculture students and new farm staff, an introduction to growing maize for silage and grain in a cool temperate climate: variety choice by heat units and maturity, seedbed preparation and precision drilling, weed control in the young crop, and judging the right moment to harvest.",
    level: "beginner",
    duration: "six weeks (one two-hour lecture and one half-day farm visit a week)",
    plantedGap: "weed control",
    modules: [
      {
        title: "Heat Units and Variety Choice",
        description:
          "Why a warm-season crop needs careful site and variety matching in a cool climate, and how maturity ratings guide the choice.",
        lesson: {
          title: "Fitting a warm-season crop to a cool site",
          html: p(
            "Maize (Zea mays) was domesticated in southern Mexico and is a C4 plant. Its photosynthetic pathway concentrates carbon dioxide inside the leaf, which makes it very productive in warm, bright conditions but slow to grow when it is cool. In north-west Europe growth is close to zero below about 6 °C, and much of the agronomy of maize in countries such as the UK is about fitting a warm-season plant into a short, cool season.",
            "Heat accumulation is therefore the key measure of a site. A simple version is the degree day above a 6 °C base: take the day's mean temperature and subtract 6. A day with a maximum of 20 °C and a minimum of 10 °C has a mean of 15 °C and contributes 9 degree days; a day averaging 5 °C contributes nothing. Summed over the season, these totals explain why the same variety is ready in early September in Somerset and struggles to mature in a cool, high field in northern England. British growers also use maps of Ontario heat units, a related index.",
            "Varieties are classified by maturity. The FAO maturity index used across Europe runs from about 100 for very early hybrids to over 700 for very late ones, and the forage varieties grown in Britain come from the early end of that scale. Independent variety lists compare them on dry matter yield, starch content, energy yield, early vigour and maturity class.",
            "The choice is a trade-off. A later-maturing variety has a higher yield potential because it keeps growing for longer, but on a marginal site it may not reach the target dry matter before autumn rain, forcing a late harvest on wet soil and delaying the next crop. An earlier variety yields a little less but can be harvested in good conditions. The rule of thumb is to choose from the earlier end of the list as sites become higher, more exposed, north-facing or heavier-soiled. Every 100 m of altitude costs a noticeable share of the season's heat, and heavy clay soils warm up more slowly in spring than light sandy ones.",
            "Drilling under a biodegradable plastic film is one way to stretch the season: the film raises soil temperature at establishment and lets growers on cooler sites use a later-maturing variety than they otherwise could.",
          ),
        },
      },
      {
        title: "Seedbed, Drilling and Establishment",
        description:
          "Soil temperature, seedbed conditions, seed rates and precision drilling, with a worked seed-rate calculation and a field plant count.",
        lesson: {
          title: "Getting an even plant stand",
          html: p(
            "Maize seed needs warm soil. Drill when the soil temperature at 10 cm depth has reached 8 to 10 °C and is rising, which in southern England usually means from late April to mid-May. Seed sown into cold, wet soil emerges slowly and unevenly, and is exposed for longer to seed rots, slugs and birds.",
            "The seedbed should be fine, firm and moist, without clods around the seed. Maize roots are very sensitive to compaction, so any compacted layer found by digging a soil pit should be loosened when the soil is dry enough to shatter, not smeared. A precision drill places single seeds at an even spacing in rows, almost always 75 cm apart so that the rows match the forage harvester header. Sow 4 to 5 cm deep into moist soil; shallower seed dries out, deeper seed takes longer to emerge.",
            "Seed rate starts from a target plant population, typically about 100,000 plants per hectare for forage maize. Worked example: if you expect 90 per cent of seeds to produce plants, you need 100,000 ÷ 0.9, or about 111,000 seeds per hectare. Maize seed is sold in units of 50,000 seeds, so that is 2.2 units per hectare. At 75 cm rows a hectare contains 13,333 m of row, so the seed spacing in the row is 13,333 ÷ 111,000, or about 12 cm.",
            "Cold soil limits the movement of phosphate to the roots, and young plants short of phosphate often turn purple in a cold spring. For this reason a starter fertiliser such as diammonium phosphate is commonly placed in a band a few centimetres to the side of and below the seed at drilling.",
            "Emergence normally takes two to three weeks. Watch for rooks and crows pulling up seedlings, slugs on cloddy seedbeds, and frit fly larvae, which damage the growing point of young plants. Check establishment with a plant count: at 75 cm row width, 13.33 m of row equals 10 square metres, so the number of plants in 13.33 m multiplied by 1,000 gives plants per hectare. Count several rows in different parts of the field and average the results; gaps and doubles in the row point to a drill that needs adjusting next year.",
          ),
        },
      },
      {
        title: "When to Harvest: Silage and Grain",
        description:
          "Judging dry matter for forage maize, chop length and clamp management, and harvesting and drying maize grown for grain.",
        lesson: {
          title: "Dry matter, kernels and clamps",
          html: p(
            "Most UK maize is grown for silage, and the key harvest decision is timing. The target is a whole-plant dry matter (DM) of 30 to 35 per cent. Below about 28 per cent the crop is wet, loses nutrients in effluent, ferments to a sour silage and is eaten less well. Above about 35 to 38 per cent it becomes hard to compact in the clamp, air pockets allow heating and mould, and hard grains pass through the animal undigested.",
            "The kernels give a field guide. As the grain matures it hardens from the crown downward, and a milk line, the boundary between the hard starchy part and the milky part, moves down the kernel. When it is about halfway, whole-plant DM is often in the low 30s. But varieties differ, and stay-green types keep moist leaves and stems while the cob is mature, so confirm by sampling. Chop several whole plants, weigh a subsample, dry it in an oven or carefully in a microwave, and weigh again. A 200 g sample that weighs 66 g when dry is at 33 per cent DM.",
            "At harvest, set chop length to about 10 to 20 mm, shorter for drier crops so they pack well, and set the kernel processor on the harvester so that every grain is cracked, because whole grains are poorly digested. In the clamp, spread each load in thin layers and roll continuously, then seal quickly with side sheets, an oxygen barrier film and a weighted top sheet. Leave the silage several weeks before opening it.",
            "Grain maize is left longer. The grain reaches physiological maturity when a black layer forms at the base of the kernel, at roughly 30 to 35 per cent grain moisture, and is combined with a maize header as it dries further in the field. It must be dried to about 14 to 15 per cent moisture for safe storage. Worked example: 10 t of grain at 30 per cent moisture contains 7 t of dry matter; at 15 per cent moisture that is 7 ÷ 0.85, or 8.24 t, so the dryer must remove about 1.76 t of water.",
            "Late harvests on heavy land leave compacted, bare soil through the winter. Cultivating across the slope or establishing a cover crop reduces soil erosion and run-off.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-orchestral-percussion",
    discipline: "Percussion",
    title: "Foundations of Orchestral Percussion",
    description:
      "Grip, stroke and sticking come first in this practical introduction for new orchestral percussionists, followed by the standard rudiments, timpani tuning, and reading parts on xylophone and marimba.",
    level: "beginner",
    duration: "twelve weeks (one one-hour individual lesson and one two-hour ensemble session a week)",
    plantedGap: "timpani tuning",
    modules: [
      {
        title: "Grip and the Four Basic Strokes",
        description:
          "Holding the sticks with a relaxed fulcrum and controlling dynamics with the full, down, tap and up strokes on the snare drum.",
        lesson: {
          title: "Holding the sticks and moving them",
          html:
            p(
              "Orchestral snare drumming almost always uses matched grip, both hands holding the sticks the same way. Traditional grip, with the left stick resting in the web of the thumb, developed for a drum slung at an angle from the shoulder; it survives in rudimental and jazz drumming but offers no advantage on a flat concert snare drum.",
              "The fulcrum is the point where the stick pivots. Pinch it between the pad of the thumb and the first joint of the index finger, roughly a third of the way up from the butt end. The back fingers wrap loosely round the stick without squeezing, and the butt should not press into the palm. Hand position varies: German grip has the palms facing down and uses mainly the wrist; French grip turns the thumbs up and uses more finger; American grip sits between the two.",
              "Most teachers build technique on four strokes, defined by where the stick starts and where it stops:",
            ) +
            "<ul><li>Full stroke: starts high, strikes, and rebounds to the same height. Used for repeated accented notes.</li><li>Down stroke: starts high, strikes, and is stopped low just above the head. Used for an accent followed by a soft note.</li><li>Tap: starts low, strikes, and returns low. Used for unaccented notes.</li><li>Up stroke: starts low, strikes softly, and lifts to a high position ready for the next accent.</li></ul>" +
            p(
              "Stick height controls dynamics more consistently than force: as a guide, 2 to 3 cm for pianissimo, about 8 to 10 cm for mezzo-forte and 25 cm or more for fortissimo. Matching the two hands matters more than the exact figures.",
              "Let the stick rebound. Driving it into the head and holding it there produces a choked, dead sound and tension in the forearm; throwing it and letting it bounce back gives a full tone with less effort. Play a little off centre; the centre gives the driest sound, and moving towards the edge brightens the tone and reduces volume, which is useful in very soft passages.",
              "A first exercise: play continuous semiquavers, alternating RLRL at crotchet = 60, with an accent on the first note of each beat. Note one (right) is a down stroke, note two (left) a tap, note three (right again) an up stroke preparing the next accent, and note four (left) a tap. Then repeat leading with the left.",
            ),
        },
      },
      {
        title: "The Rudiments",
        description:
          "The four families of standard drum rudiments, how to practise them, and how the orchestral closed roll is measured.",
        lesson: {
          title: "Rolls, diddles, flams and drags",
          html: p(
            "The Percussive Arts Society publishes forty International Drum Rudiments, adopted in 1984 by expanding the older list of 26 standard American rudiments promoted by the National Association of Rudimental Drummers from 1933. They fall into four families: roll rudiments, diddle rudiments, flam rudiments and drag rudiments. For orchestral players they are a vocabulary of stickings for real passages.",
            "The single stroke roll alternates hands, RLRL. The double stroke open roll plays two strokes per hand, RRLL; the second stroke of each pair is produced by controlled rebound and the fingers, and should sound as strong as the first. The paradiddle, RLRR LRLL, combines singles and doubles and is useful because it moves the lead from one hand to the other. A flam is a soft grace note played from low height just before a main note played from high, so the two sound as one broad note; a right flam has its main note in the right hand and the grace note in the left. A drag places two grace notes, played as a quick double, before the main note.",
            "Practise with a metronome using the open-close-open method: begin slowly with full, even motions, accelerate gradually to the fastest tempo you can play cleanly, then slow down again to the starting tempo. When a rudiment is secure, raise the metronome by about 4 beats per minute. A rubber practice pad saves both the drum and your neighbours.",
            "The orchestral roll is usually a closed, or multiple-bounce, roll: each stroke is pressed gently into the head so that it produces several bounces, and the aim is a continuous sound with no audible rhythm. In most orchestral music three slashes through the stem of a note mean a roll. Good players still keep a steady rhythm of strokes underneath, choosing the subdivision according to tempo so that the stroke rate stays roughly constant. At crotchet = 60, demisemiquaver strokes give eight strokes per second; at crotchet = 120, semiquaver strokes give the same eight per second. Decide where the roll ends: a roll tied to the next note finishes on that note, while an untied roll stops at the end of its written value.",
            "Record yourself regularly: uneven hands, split flams and rolls with audible rhythm are easier to hear on a recording than while playing.",
          ),
        },
      },
      {
        title: "Reading Parts on Xylophone and Marimba",
        description:
          "Keyboard layout, ranges and transpositions of the mallet instruments, mallet choice, where to strike the bars, and planning stickings.",
        lesson: {
          title: "Layout, ranges and stickings for keyboard percussion",
          html:
            p(
              "The keyboard percussion instruments are laid out like a piano: the natural notes form the lower row nearest the player, and the sharps and flats form a raised row behind. Their ranges and transpositions differ, and parts are written to keep notes near the stave, so a player must know what each instrument sounds.",
            ) +
            "<table><tr><th>Instrument</th><th>Bars</th><th>Common written range</th><th>Sounds</th></tr><tr><td>Xylophone</td><td>Rosewood or synthetic</td><td>F3 to C7 (3½ octaves)</td><td>One octave higher than written</td></tr><tr><td>Marimba</td><td>Rosewood or synthetic, with resonators</td><td>A2 to C7 (4⅓ octaves) or C2 to C7 (5 octaves)</td><td>As written</td></tr><tr><td>Glockenspiel</td><td>Steel</td><td>G3 to C6 (2½ octaves)</td><td>Two octaves higher than written</td></tr><tr><td>Vibraphone</td><td>Aluminium, with motor-driven fans</td><td>F3 to F6 (3 octaves)</td><td>As written</td></tr></table>" +
            p(
              "The difference in tone between xylophone and marimba comes partly from how the bars are cut. Marimba bars are deeply arched underneath so that the first overtone sits two octaves above the fundamental, giving a warm sound; xylophone bars are cut so that the overtone sits an octave and a fifth above, giving a bright, penetrating one. Tubular resonators under the bars reinforce the fundamental.",
              "Use hard rubber, plastic or acrylic mallets on the xylophone, yarn- or cord-wrapped mallets on marimba and vibraphone, and hard plastic or brass on the glockenspiel. Strike the natural bars near the centre. Strike the accidentals at the centre when there is time, or at their front edge in fast passages. Avoid the nodes, directly above the cord on which the bars are suspended, which sound thin.",
              "Alternate hands by default, but plan stickings in pencil before the first rehearsal. Double a hand, playing two notes in a row with it, when alternating would force the hands to cross. Keep your eyes on the music and learn to judge distances by feel and peripheral vision; practising all major and minor scales over two octaves builds that sense of geography faster than anything else.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-parkour-coaching",
    discipline: "Parkour coaching",
    title: "Introduction to Parkour Coaching",
    description:
      "Parkour classes are growing faster than the supply of people qualified to lead them. Aimed at new assistant coaches, the course covers landing and rolling progressions, the first vaults, session planning and risk assessment, and safeguarding young participants.",
    level: "beginner",
    duration: "eight weeks (one three-hour practical session a week, indoors and outdoors)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Landings and the Parkour Roll",
        description:
          "Teaching a safe precision landing and the diagonal shoulder roll, with progressions from the floor upwards.",
        lesson: {
          title: "Absorbing force: landing first",
          html: p(
            "Parkour grew out of the practice of David Belle, Sébastien Foucan and the Yamakasi group in the Paris suburbs of Lisses and Évry in the late 1980s and 1990s: moving efficiently through an environment using only the body. In January 2017 the UK sports councils formally recognised it as a sport, with Parkour UK as its governing body. Whatever participants want to learn, landing comes first, because every jump, drop and vault ends with one.",
            "The precision landing is taught on flat ground. Land on the balls of the feet and let the heels come down after contact. Ankles, knees and hips bend together, so that the load is shared across several joints and spread over a longer time. The physics is simple: the average force equals the change in momentum divided by the time taken to stop, so doubling the stopping time halves the average force. Knees should track over the toes rather than collapse inwards, the hips sit back, the chest stays over the knees and the arms reach forward for balance. A quiet landing is good feedback: noise usually means stiff legs or flat feet.",
            "Progress in small steps: squat and hold from standing; small jumps on the spot landing and holding still for two seconds; jumps to a line on the floor; drops from about 30 cm, then 60 cm; and finally precision jumps to a marked spot on a low wall. Keep repetitions of drops modest in each session, since the forces add up.",
            "When there is too much forward momentum to stop, a roll converts it into rotation. The parkour roll travels diagonally across the back, from one shoulder to the opposite hip, so that neither the head nor the spine takes the impact. The head turns away from the leading shoulder, the hands meet the ground first to guide the shoulder down, and the roll finishes with the feet back underneath and the body moving forward.",
            "Teach the roll from kneeling, then from a crouch, then standing, then walking, and only then after a small drop. Common faults are rolling straight over the head, landing flat on the back, and skipping the hands. Start on mats, move to grass, and only then to hard surfaces, always on both sides.",
          ),
        },
      },
      {
        title: "First Vaults: Step, Lazy and Speed",
        description:
          "Technique, coaching points and progressions for the first three vaults over a waist-high obstacle.",
        lesson: {
          title: "Teaching the first vaults",
          html: p(
            "A vault is any technique for passing over an obstacle using the hands. Beginners learn on a stable obstacle at about waist height, such as a vaulting box or a sturdy low wall, and every vault should be practised on both sides from the start, because parkour values moving well in either direction.",
            "The step vault is the foundation. The participant approaches at a jog, places one hand on the top of the obstacle, steps one foot onto it, and swings the free leg across before stepping down on the far side. It teaches hand placement and the idea of pushing on an obstacle rather than climbing over it. Coaching points: look at the landing spot, not the hands; push down and through; keep the hips moving forward.",
            "The lazy vault is taken from an angled or side-on approach. The near hand goes on the obstacle, both legs swing across one after the other in a scissor action, and the second hand takes over as the body passes, pushing the participant away to land facing the direction of travel. A common fault is sitting on the obstacle; the hips should stay above it and keep moving.",
            "The speed vault is used when running straight at an obstacle. The participant takes off from one foot, turns the body slightly sideways so that the legs pass over together roughly horizontally, touches the obstacle briefly with one hand to push and steer, and lands running. It needs more commitment than the step vault, so start on a low obstacle and build speed gradually.",
            "Progressions follow the same pattern for each vault: rehearse the movement standing still beside the obstacle; perform it from a walk; then from a jog; then at a normal pace; and finally link two obstacles together. Spotting by a coach is occasionally useful for a nervous beginner, but the main safety measure is a well-chosen obstacle height and a progression that never asks for more than one new thing at a time.",
            "The kong or monkey vault, diving over with both hands and bringing the feet through between them, comes later, once participants have the shoulder strength to push hard and the confidence to commit to a head-first entry.",
          ),
        },
      },
      {
        title: "Planning and Risk-Assessing a Beginner Session",
        description:
          "Structuring a one-hour session, adapting tasks, and carrying out written and dynamic risk assessments for indoor and outdoor sites.",
        lesson: {
          title: "From session plan to risk assessment",
          html: p(
            "A one-hour beginner session usually follows four parts. A warm-up of 10 to 15 minutes, often structured with Ian Jeffreys's RAMP model: raise heart rate and body temperature, activate key muscles, mobilise the joints, and potentiate with progressively harder movements. Quadrupedal movement, moving on hands and feet in various patterns, works well here. Then a technical block of about 20 minutes on one skill, such as the step vault; an application block of 15 to 20 minutes in which participants use the skill in a game or challenge course; and a short cool-down and review.",
            "Each session needs one clear, observable objective, for example: by the end, every participant can perform a step vault on both sides over a knee-high box. Adapt the task for different abilities using the STEP principle: change the Space, the Task, the Equipment or the People. A lower box, a wider landing area or working in pairs all make a task easier without singling anyone out.",
            "A written risk assessment is prepared in advance for each venue. For every hazard, record who might be harmed, the controls already in place, and a rating of likelihood multiplied by severity, each on a scale of 1 to 5, giving a score out of 25. Worked example: a wall top that is wet after rain might be rated likelihood 4 and severity 3, a score of 12 and therefore high. Controls could be to dry the landing area, restrict the wall to lower-risk tasks, or exclude it altogether; excluding it reduces the likelihood to 1 and the score to 3. Other typical hazards outdoors are loose coping stones, broken glass, sharp edges, traffic, members of the public and poor light.",
            "The written assessment does not replace dynamic risk assessment: the coach keeps scanning the site, the weather and the group throughout the session and changes the plan when conditions change. Parkour's own culture supports this with the principle of test before trust: check every surface by hand before jumping to it or vaulting over it. Before using any outdoor site, get the landowner's permission, and for every session know where the first-aid kit is, how an ambulance would reach you, and who is responsible for calling it.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-articulatory-phonetics",
    discipline: "Phonetics",
    title: "Introduction to Articulatory Phonetics",
    description:
      "How are the sounds of speech made, and how can they be written down unambiguously? Topics: the vocal tract and the airstream; voicing; place and manner of articulation for consonants; vowel height, backness and rounding; intonation; and broad transcription in the International Phonetic Alphabet.",
    level: "beginner",
    duration: "ten weeks (one lecture and one transcription practical a week)",
    plantedGap: "intonation",
    modules: [
      {
        title: "The Vocal Tract and Voicing",
        description:
          "The airstream that powers speech, what the vocal folds do in voiced and voiceless sounds, and the active and passive articulators.",
        lesson: {
          title: "From lungs to lips",
          html: p(
            "Nearly all speech sounds in English, and in most languages, use a pulmonic egressive airstream: air is pushed out of the lungs by the muscles of the chest and abdomen. Phonetics describes what happens to that air as it passes through the vocal tract, the set of cavities from the larynx to the lips and nostrils.",
            "The first place the airflow can be modified is the larynx, which contains the vocal folds. The gap between them is the glottis. For a voiced sound the folds are held lightly together; air pressure builds beneath them, pushes them apart, and the drop in pressure as air rushes through, together with their own elasticity, pulls them together again. This cycle repeats around 100 to 120 times a second in a typical adult male voice and around 200 times in a typical adult female voice. For a voiceless sound the folds are held apart and air passes freely. You can feel the difference by resting your fingers on your larynx and alternating a long [sssss] with a long [zzzzz]: only the second buzzes.",
            "Above the larynx lie the pharynx, the oral cavity and the nasal cavity. The velum, or soft palate, acts as a valve. When it is raised it closes off the nasal cavity and air leaves only through the mouth, producing oral sounds. When it is lowered, air can pass through the nose, producing nasal sounds such as the [m] of map and the [ŋ] at the end of sing.",
            "Phoneticians distinguish active articulators, which move, from passive articulators, which they move towards. The active articulators are the lower lip and the parts of the tongue: the tip, the blade just behind it, the front, the back and the root. The passive articulators are the upper lip, the upper teeth, the alveolar ridge behind them, the hard palate, the velum, the uvula and the back wall of the pharynx. Naming a consonant's place of articulation means naming these two points of contact or approach.",
            "Other airstreams exist. Ejectives, made with air pushed upward by the closed larynx, occur in Georgian and many languages of the Caucasus and the Americas; implosives, made by lowering the larynx, occur in Hausa and Sindhi; and clicks, made with the tongue alone, are consonants in Zulu and Xhosa.",
          ),
        },
      },
      {
        title: "Consonants: Voice, Place and Manner",
        description:
          "Describing any consonant with a three-term label, with English examples of each place and manner and the aspiration of English plosives.",
        lesson: {
          title: "The three-term label",
          html:
            p(
              "Every consonant can be described by three terms: its voicing, its place of articulation and its manner of articulation. By convention they are given in that order, so [p] is a voiceless bilabial plosive, [v] a voiced labiodental fricative and [ŋ] a voiced velar nasal. The places used for English consonants, with examples, are these:",
            ) +
            "<table><tr><th>Place</th><th>Articulators</th><th>English examples</th></tr><tr><td>Bilabial</td><td>both lips</td><td>/p b m/ pie, buy, my</td></tr><tr><td>Labiodental</td><td>lower lip and upper teeth</td><td>/f v/ fan, van</td></tr><tr><td>Dental</td><td>tongue tip and upper teeth</td><td>/θ ð/ thigh, thy</td></tr><tr><td>Alveolar</td><td>tongue tip or blade and alveolar ridge</td><td>/t d s z n l/</td></tr><tr><td>Postalveolar</td><td>tongue blade and back of the ridge</td><td>/ʃ ʒ tʃ dʒ/ ship, measure, chin, gin</td></tr><tr><td>Palatal</td><td>front of tongue and hard palate</td><td>/j/ yes</td></tr><tr><td>Velar</td><td>back of tongue and velum</td><td>/k ɡ ŋ/ cap, gap, sing</td></tr><tr><td>Glottal</td><td>vocal folds</td><td>/h/ hat</td></tr></table>" +
            p(
              "Manner describes the kind of constriction. In a plosive the articulators close completely, air pressure builds up behind the closure and is released suddenly. In a nasal the mouth is closed but the velum is lowered. In a fricative the articulators come close enough to make the airflow turbulent, producing hissing noise. An affricate is a plosive released into a fricative at the same place, as in the first and last sounds of church. In an approximant the articulators approach without turbulence, as in /w/ and /j/, and most English accents pronounce /r/ as a postalveolar approximant [ɹ]. In the lateral approximant /l/ air flows round the sides of the tongue. Spanish contrasts a trill [r], as in perro, dog, with a tap [ɾ], as in pero, but; American English uses a tap for the t in butter.",
              "The symbols between slashes are phonemes, the sounds a language treats as distinct; the symbols in square brackets show actual pronunciations. English /p/ has two common realisations: aspirated [pʰ], with a puff of breath, at the start of a stressed syllable as in pin, and unaspirated [p] after /s/ as in spin. Hold a strip of paper in front of your lips and say the two words: it moves for pin but hardly for spin. Such predictable variants of one phoneme are called allophones.",
            ),
        },
      },
      {
        title: "Vowels and Broad Transcription",
        description:
          "Describing vowels by height, backness and rounding, the vowels of Standard Southern British English, and the conventions of broad IPA transcription.",
        lesson: {
          title: "Describing vowels and transcribing words",
          html: p(
            "Vowels are made without any close constriction, so they cannot be described by place and manner. Instead, phoneticians use three dimensions: tongue height (close, close-mid, open-mid, open), tongue backness (front, central, back) and lip rounding (rounded or unrounded). The IPA vowel chart, a quadrilateral roughly representing the space in the mouth, plots vowels on the first two dimensions. Daniel Jones's cardinal vowels provide fixed reference points at its edges: [i] is close front unrounded, [u] close back rounded, [a] open front unrounded and [ɑ] open back unrounded.",
            "Standard Southern British English (SSBE) has a large vowel system. Its short vowels include /ɪ/ in KIT, /e/ in DRESS, /æ/ in TRAP, /ʌ/ in STRUT, /ɒ/ in LOT and /ʊ/ in FOOT; its long vowels include /iː/ in FLEECE, /ɑː/ in PALM, /ɔː/ in THOUGHT, /uː/ in GOOSE and /ɜː/ in NURSE; and its diphthongs include /eɪ/ in FACE, /aɪ/ in PRICE, /ɔɪ/ in CHOICE, /əʊ/ in GOAT and /aʊ/ in MOUTH. The capitalised keywords are John Wells's lexical sets of 1982, which let us compare accents without assuming one as the standard. Some recent descriptions write DRESS as /ɛ/ and SQUARE as /ɛː/, reflecting changes in pronunciation. The most frequent English vowel is schwa /ə/, heard in unstressed syllables such as the first and last vowels of banana /bəˈnɑːnə/.",
            "A broad transcription records phonemes between slashes and ignores predictable detail; a narrow transcription records detail such as aspiration between square brackets. For broad transcription a few habits prevent most beginners' errors. Transcribe sounds, not spelling: knight is /naɪt/ and thought is /θɔːt/. Remember that the same spelling can hide different sounds: cats ends in /s/, /kæts/, but dogs ends in /z/, /dɒɡz/. Use one symbol per sound and two for affricates, so judge is /dʒʌdʒ/. Mark primary stress with a raised vertical line before the stressed syllable, as in singer /ˈsɪŋə/. Finally, decide which accent you are transcribing: SSBE is non-rhotic, so car is /kɑː/, while General American is rhotic and car is /kɑr/ in a broad transcription.",
            "Practise daily with short phrases, checking each transcription against a pronouncing dictionary such as the Cambridge English Pronouncing Dictionary or the Longman Pronunciation Dictionary.",
          ),
        },
      },
    ],
  },
];
