/** Sixty-third held-out evaluation courses, beginner level; see ai-courses-heldout63.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT63_A: EvalCourse[] = [
  {
    slug: "coaching-junior-cricket-foundation-award",
    discipline: "Cricket coaching",
    title: "Coaching Junior Cricket: Foundation Award",
    description:
      "For teachers, parents and club volunteers taking their first steps in coaching, this course covers the fundamentals of junior cricket: batting technique, safe bowling actions, wicketkeeping and planning sessions that keep every child active. Candidates coach a short session and are assessed on safety, demonstration and feedback.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week)",
    plantedGap: "wicketkeeping",
    modules: [
      {
        title: "Batting fundamentals: grip, stance and the front-foot drive",
        description:
          "How to teach a sound grip, a balanced stance and the straight drive to young batters through simple feeding progressions.",
        lesson: {
          title: "Teaching the straight drive",
          html: p(
            "Start with equipment. A child should be able to hold the bat out at arm's length by the handle for a few seconds without the tip dropping; a bat that is too heavy pulls the shoulders round and makes a straight swing impossible. With the toe of the bat resting beside the back foot, the top of the handle should reach roughly to the top of the thigh.",
            "The grip: both hands sit close together near the top of the handle, the top hand (the left for a right-hander) doing most of the controlling. The V shapes formed between thumb and forefinger of each hand should line up and point down between the splice and the outside edge. Gripping too tightly with the bottom hand is the commonest fault; it turns the bat face across the line and sends drives to mid-wicket.",
            "The stance: feet about shoulder-width apart, one either side of the popping crease, knees slightly flexed, weight evenly spread on the balls of the feet. The head is still and the eyes level, looking over the front shoulder at the bowler. From here the bat is lifted back towards the stumps as the bowler approaches.",
            "The front-foot straight drive is taught as a chain: the head moves first towards the line of the ball, the front foot follows to land beside the pitch of it, the front knee bends to take the weight, and the bat comes down straight beneath a high front elbow, presenting the full face. The swing finishes in a balanced follow-through with the weight still forward.",
            "Feeds are progressed so that success comes early: a dropped ball from the coach's hand, then a bobble feed along the ground, an underarm feed that bounces once, and finally overarm throw-downs from about ten metres. Use soft or tennis balls until the movement is reliable. Coach one point at a time, show it, let the player try it, and then ask what they felt before adding anything new: children remember a single clear cue such as 'head to the ball' far better than a list of corrections.",
          ),
        },
      },
      {
        title: "Bowling: safe actions and workload limits",
        description:
          "The side-on, front-on and mixed bowling actions, why the mixed action endangers young backs, and the ECB fast-bowling directives on overs per spell and per day.",
        lesson: {
          title: "Protecting young fast bowlers",
          html:
            p(
              "Coaches describe a bowling action by the alignment of the hips and shoulders at back-foot contact. In a side-on action the back foot lands roughly parallel to the crease and both hips and shoulders point down the pitch towards the target. In a front-on action the back foot points down the pitch and the hips and shoulders face the batter. Both are acceptable. The problem is the mixed action, in which the hips and shoulders are out of line: typically the hips are open while the shoulders are turned side-on, forcing the spine to twist and bend sideways as the ball is delivered.",
              "Research on young fast bowlers has linked a large shoulder counter-rotation, commonly taken as more than about 30 degrees, to stress fractures of the pars interarticularis in the lower lumbar vertebrae, usually on the side opposite the bowling arm. A young bowler with persistent low-back pain should stop bowling and be referred, not told to bowl through it. The coach's job is to spot the mixed action early and move the player towards a consistent side-on or front-on alignment.",
              "Workload matters as much as technique. The England and Wales Cricket Board sets directives for fast bowlers in junior cricket:",
            ) +
            "<table><tr><th>Age group</th><th>Maximum overs per spell</th><th>Maximum overs per day</th></tr>" +
            "<tr><td>Under 13</td><td>5</td><td>10</td></tr>" +
            "<tr><td>Under 14 and under 15</td><td>6</td><td>12</td></tr>" +
            "<tr><td>Under 16 and under 17</td><td>7</td><td>18</td></tr>" +
            "<tr><td>Under 18 and under 19</td><td>7</td><td>18</td></tr></table>" +
            p(
              "After a spell, the bowler may not bowl again until at least as many overs as the spell lasted have been bowled from the same end. Keep a simple log of overs bowled in matches and practice across the week, because nets count towards fatigue even when no scorebook records them.",
              "Finally, teach the front-foot law early: for a fair delivery some part of the front foot, grounded or raised, must be behind the popping crease, and the back foot must land within and not touching the return crease.",
            ),
        },
      },
      {
        title: "Planning an inclusive session",
        description:
          "Structuring a one-hour session, adapting games with the STEP model, and managing helmets, spacing and safety.",
        lesson: {
          title: "From warm-up to game: a one-hour plan",
          html:
            p(
              "A good junior session is mostly activity. Children come to play cricket, and long queues in front of a single net are the fastest way to lose them. A workable structure for a one-hour session with twelve players is:",
            ) +
            "<ol><li>Warm-up game (10 minutes): a running and catching game that raises the heart rate and rehearses skills used later.</li>" +
            "<li>Skill practice (20 minutes): one technical focus, for example the straight drive, practised in pairs or threes so every player hits or bowls many times.</li>" +
            "<li>Conditioned game (20 minutes): a small-sided game that rewards the skill, such as bonus runs for drives along the ground through a target gate.</li>" +
            "<li>Cool-down and review (10 minutes): gentle stretching and two questions about what players learned.</li></ol>" +
            p(
              "Differentiation uses the STEP model. Change the Space (a shorter pitch or smaller boundary), the Task (hit a stationary ball instead of a bowled one), the Equipment (a larger, softer ball or a lighter bat) or the People (uneven teams, a coach feeding). One change at a time is usually enough to let a struggling player succeed or to stretch a confident one.",
              "Safety is planned, not improvised. Check the area for glass and uneven ground, and position groups so that no one stands in the line of a drive; hitting should always go in the same direction across the space. With a hard ball, ECB guidance requires junior batters to wear a helmet with a faceguard, and junior match regulations set minimum fielding distances from the bat of 11 yards for under-13s and 8 yards for under-15s. Keep a register, know who holds the first-aid kit, and follow the club's safeguarding policy, including having a second responsible adult present.",
              "After the session, write three lines: what worked, what did not, and what changes next week. That habit is the quickest route from volunteer to reflective coach.",
            ),
        },
      },
    ],
  },
  {
    slug: "silage-and-hay-an-introduction-to-forage-conservation",
    discipline: "Forage conservation",
    title: "Silage and Hay: An Introduction to Forage Conservation",
    description:
      "How can a grass crop cut in May still feed cattle well in February? This introductory course explains grass growth and cutting dates, the fermentation that preserves silage, clamp filling and sealing, hay drying, and the storage, feed-out and mycotoxin risk of conserved forage.",
    level: "beginner",
    duration: "five weeks (two hours of lectures and a farm visit each week)",
    plantedGap: "mycotoxin risk",
    modules: [
      {
        title: "When to cut: grass growth, digestibility and yield",
        description:
          "How digestibility, sugar content and yield of grass change as the sward moves from leafy growth to heading.",
        lesson: {
          title: "Timing the first cut",
          html: p(
            "Every cutting decision trades quality against quantity. As ryegrass moves from leafy growth to ear emergence, yield climbs rapidly but the proportion of stem rises and digestibility falls. Digestibility is expressed as the D-value: the percentage of digestible organic matter in the dry matter. Leafy spring grass may exceed 75 D. Once the seed heads emerge, D-value typically falls by about half a unit a day, or three to four units a week, so a delay of ten days in good growing weather can cost five D-units.",
            "D-value matters because it predicts energy. A widely used approximation is that metabolisable energy in megajoules per kilogram of dry matter equals 0.16 times the D-value, so silage at 70 D supplies about 11.2 MJ/kg DM, while 62 D silage supplies only about 9.9. For high-yielding dairy cows a target of 68 to 72 D is common; for suckler cows or dry stock, a later, bulkier cut may be perfectly adequate.",
            "Sugar content, measured as water-soluble carbohydrate, is the fuel for silage fermentation, and a level above roughly 3 per cent of the fresh weight makes a good fermentation much more likely. Sugars are highest after a sunny spell and later in the day, which is one reason contractors prefer afternoon mowing. Perennial ryegrass holds more sugar than most other grasses; clover-rich swards hold less and resist the fall in pH.",
            "Nitrogen fertiliser must be timed as well. Grass takes up roughly 2 kg of nitrogen per hectare per day in active growth, so cutting too soon after a heavy application leaves high nitrate in the crop, which buffers acidity and slows the fermentation. Work back from the intended cutting date when planning applications.",
            "Finally, set the mower at about 7 to 8 cm. Cutting lower adds little yield, slows regrowth and picks up soil, and soil carries the spore-forming clostridia that cause butyric, poorly preserved silage.",
          ),
        },
      },
      {
        title: "Making silage: fermentation and the clamp",
        description:
          "What happens inside a sealed clamp, and the wilting, chopping, filling, rolling and sheeting steps that make the fermentation work.",
        lesson: {
          title: "From field to sealed clamp",
          html:
            p(
              "Silage is grass preserved by acid in the absence of air. Once the clamp is sealed, plant respiration continues briefly and uses up the trapped oxygen, generating some heat; the less air left in, the shorter and less wasteful this phase. Lactic acid bacteria then ferment the grass sugars, chiefly to lactic acid, and the pH falls. A well-made, moderately wilted grass silage stabilises at around pH 3.8 to 4.2; drier silages are stable at a higher pH. The crop then stays stable for as long as air is kept out.",
              "Each practical step serves that chemistry:",
            ) +
            "<ol><li>Wilt quickly to 25 to 30 per cent dry matter, ideally within 24 hours, spreading the crop wide so it dries evenly.</li>" +
            "<li>Chop short, around 2.5 cm for clamp silage, so it packs tightly.</li>" +
            "<li>Fill in thin, even layers and roll continuously with a heavy tractor; density is what excludes air.</li>" +
            "<li>Sheet the clamp immediately, ideally with an oxygen-barrier film under a heavier top sheet, and weight it with tyres touching each other or gravel bags along the edges and overlaps.</li></ol>" +
            p(
              "Wilting matters for a second reason: grass ensiled below about 25 per cent dry matter releases effluent. Silage effluent is one of the most polluting farm liquids, with a biochemical oxygen demand up to around 200 times that of raw domestic sewage, and a small quantity reaching a stream can kill fish over long distances. In England, clamps and effluent tanks must meet the Silage, Slurry and Agricultural Fuel Oil Regulations, and new or substantially altered stores must be notified to the Environment Agency at least 14 days before use.",
              "Additives can help where sugars are low or the weather is poor: homofermentative inoculants add lactic acid bacteria that drive a fast, efficient fall in pH. They do not rescue poor consolidation. A clamp that is loosely filled or badly sheeted will heat and lose dry matter whatever is sprayed on it, because the problem is air, not bacteria.",
            ),
        },
      },
      {
        title: "Hay: drying, baling and storage",
        description: "Field drying, tedding and rowing, baling moisture, and why damp hay heats in the stack.",
        lesson: {
          title: "Making and storing hay",
          html: p(
            "Hay is preserved by drying rather than by acid. Freshly cut grass is around 75 to 80 per cent water; for safe storage in small bales it must be dried to about 85 per cent dry matter, that is roughly 15 per cent moisture, and large dense bales are safer drier still because they shed heat slowly. Reaching that point in the field usually takes three to five days of settled weather, which is why hay is a gamble in a wet climate and why many farms have moved to silage.",
            "Drying is managed mechanically. Mow when a settled spell is forecast, ideally into a wide swath. Ted, that is spread and turn, the crop soon after cutting and again once or twice a day to expose damp material underneath. Row it up in the evening if dew or rain is likely, and spread again once the surface has dried. With legumes such as lucerne and clover, handle the crop gently once it is nearly dry: the leaves, which carry most of the protein, shatter and fall off, so tedding is best done while there is still some moisture on the crop.",
            "Field losses are real even in good weather. Continued respiration, leaf loss and rain leaching typically cost 10 to 30 per cent of the dry matter that was cut, and rain on a nearly dry crop is especially damaging because it washes out soluble sugars.",
            "Baled too damp, hay heats. Microbial respiration inside the bale raises the temperature, browning the hay and reducing its feed value by binding protein; in the middle of a large stack heating can continue to the point of spontaneous combustion. Push a probe into the centre of suspect bales and check daily for the first few weeks: temperatures climbing above about 55 °C need close watching, and hay above about 70 °C is a fire risk that calls for the fire service before the stack is moved, since opening it lets in air. Store hay under cover, off the ground and away from livestock buildings.",
          ),
        },
      },
    ],
  },
  {
    slug: "emergency-first-aid-at-work",
    discipline: "First aid",
    title: "Emergency First Aid at Work",
    description:
      "This course prepares employees to act as emergency first aiders in a low-risk workplace. It covers the primary survey, cardiopulmonary resuscitation and use of an automated external defibrillator, the recovery position, choking, and the control of severe bleeding and shock.",
    level: "beginner",
    duration: "one day (six hours of contact time, assessed in practice)",
    plantedGap: "choking",
    modules: [
      {
        title: "Scene safety and the primary survey",
        description:
          "Making the scene safe, checking response, opening the airway and deciding when to use the recovery position.",
        lesson: {
          title: "DRABC and the recovery position",
          html:
            p(
              "The primary survey is a fixed sequence for finding and treating life-threatening problems in order of urgency. It is often remembered as DRABC.",
              "Danger comes first: check for traffic, electricity, fire, gas or falling objects, and do not become a second casualty. Response: kneel beside the casualty, gently shake the shoulders and ask loudly, 'Are you all right?' If there is no response, shout for help but stay with the casualty. Airway: with the casualty on their back, place one hand on the forehead and two fingers under the point of the chin, and tilt the head back. This lifts the tongue away from the back of the throat. Breathing: keeping the airway open, look for chest movement, listen for breath sounds and feel for air on your cheek for no more than 10 seconds. Occasional, noisy gasps, called agonal breathing, are common in the first minutes of cardiac arrest and must not be mistaken for normal breathing.",
              "If the casualty is unresponsive but breathing normally, call 999 or 112 and place them in the recovery position so that the airway stays open and any vomit drains from the mouth:",
            ) +
            "<ol><li>Kneel beside them, remove glasses and bulky objects from pockets, and straighten their legs.</li>" +
            "<li>Place the arm nearest you at right angles to the body, elbow bent, palm up.</li>" +
            "<li>Bring the far arm across the chest and hold the back of that hand against the cheek nearest you.</li>" +
            "<li>With your other hand, pull the far knee up so the foot is flat on the ground.</li>" +
            "<li>Keeping the hand pressed to the cheek, pull on the raised knee to roll the casualty towards you onto their side.</li>" +
            "<li>Adjust the upper leg so hip and knee are at right angles, then tilt the head back to keep the airway open.</li></ol>" +
            p(
              "Check breathing regularly until help arrives. If breathing stops or becomes abnormal, roll the casualty onto their back and begin CPR immediately. If the casualty is responsive, move on to a secondary survey: ask what happened, look for injuries from head to toe, and record what you find for the ambulance crew.",
            ),
        },
      },
      {
        title: "CPR and the AED",
        description: "Chest compressions, rescue breaths and safe use of a defibrillator in adult cardiac arrest.",
        lesson: {
          title: "Adult basic life support",
          html: p(
            "When an adult is unresponsive and not breathing normally, assume cardiac arrest. Call 999 or 112, put the phone on speaker so the call handler can guide you, and send someone to fetch the nearest automated external defibrillator (AED). Do not leave the casualty to search for one yourself if anyone else can go.",
            "Start chest compressions at once. Kneel beside the casualty, place the heel of one hand in the centre of the chest, on the lower half of the breastbone, and put the other hand on top with fingers interlocked. Keep your arms straight and your shoulders directly above your hands. Press down 5 to 6 cm at a rate of 100 to 120 compressions a minute, and let the chest rise fully between compressions; leaning on the chest reduces the refilling of the heart. Current UK Resuscitation Council guidance is 30 compressions followed by 2 rescue breaths for those trained and willing to give them; otherwise, continuous compressions alone are far better than nothing. Rescuers tire quickly, so swap every two minutes if someone else can take over, with as little pause as possible.",
            "Time matters because, without CPR and defibrillation, the chance of surviving a cardiac arrest falls by roughly 10 per cent with every minute that passes. In the UK fewer than one in ten people who arrest outside hospital survive to discharge, yet early CPR and a shock within a few minutes can more than double that chance.",
            "When the AED arrives, switch it on and follow the spoken prompts while compressions continue. Bare the chest, dry it if wet, and apply the pads as shown on them: one below the right collarbone, the other on the left side of the chest below the armpit. The machine analyses the heart rhythm, and everyone must stand clear during analysis and any shock. After a shock, or if no shock is advised, restart compressions immediately; the AED will reanalyse every two minutes. Continue until the casualty shows clear signs of life, such as waking, moving, opening their eyes and breathing normally, or until paramedics take over.",
          ),
        },
      },
      {
        title: "Severe bleeding and shock",
        description:
          "Controlling life-threatening bleeding with direct pressure, dressings and tourniquets, and recognising and managing shock.",
        lesson: {
          title: "Controlling catastrophic bleeding",
          html: p(
            "An adult has about five litres of blood, and losing a litre or more quickly can be life-threatening. Catastrophic external bleeding kills faster than almost anything else a first aider will meet, so when it is present it is treated before airway and breathing.",
            "Direct pressure is the main treatment. Put on gloves if they are to hand, but do not delay. Expose the wound and press firmly on it with a sterile dressing or any clean pad, or with your hand if nothing else is available. Maintain firm, continuous pressure; if blood soaks through, add a second pad on top rather than lifting the first, which would disturb clot formation. Secure the pad with a bandage that is firm but not so tight that the fingers or toes beyond it turn pale or cold. Current European first-aid guidelines no longer recommend elevation or pressure points, because evidence for them is weak; pressure on the wound itself is what works.",
            "For life-threatening bleeding from a limb that direct pressure cannot control, such as an amputation or a wound from machinery, apply a tourniquet if you are trained and one is available. Place it 5 to 7 cm above the wound, not over a joint, tighten it until the bleeding stops, and note the time of application so the hospital knows how long the limb has been without blood flow. Do not loosen it once applied. Haemostatic dressings, packed into a deep wound and held with pressure, are an alternative where they are stocked.",
            "Shock here means circulatory failure from loss of blood volume. Signs develop as the body compensates: pale, cold and clammy skin; a rapid pulse that becomes weak; fast, shallow breathing; thirst, nausea, anxiety or restlessness, progressing to drowsiness and collapse. Call 999 or 112. Lay the casualty down and, if there is no injury to the legs, hips or spine, raise the legs to return blood to the vital organs. Keep them warm with a coat or blanket, give nothing to eat or drink, loosen tight clothing, and monitor breathing and response until help arrives.",
          ),
        },
      },
    ],
  },
  {
    slug: "clarinet-for-adult-beginners",
    discipline: "Clarinet playing",
    title: "Clarinet for Adult Beginners",
    description:
      "Students learn to assemble and care for a B♭ clarinet, form a stable embouchure, produce a clear tone across the lower register, and cross the break into the clarion register, while covering the basics of transposition. No previous instrumental experience is needed, though some ability to read treble clef helps.",
    level: "beginner",
    duration: "ten weeks (one 45-minute small-group lesson a week, plus daily practice)",
    plantedGap: "transposition",
    modules: [
      {
        title: "Assembly, reeds and embouchure",
        description:
          "Putting the instrument together without damaging its keys, choosing and caring for reeds, and forming the single-lip embouchure.",
        lesson: {
          title: "Building the embouchure",
          html: p(
            "The clarinet comes in five parts: mouthpiece, barrel, upper joint, lower joint and bell, plus the ligature that holds the reed. Apply a little cork grease to the tenon corks, then twist the parts together gently rather than pushing. The one fragile moment is joining the two main joints: a bridge key links them, so press down the ring keys on the upper joint to raise its half of the bridge, and line up the two halves before pushing home. Bent bridge keys are the most common repair on beginners' instruments.",
            "Reeds are cut from the cane Arundo donax and graded by strength. Most adult beginners start on strength 2 or 2.5; a reed that is too hard gives an airy, thin sound and tires the lips, while one that is too soft sounds buzzy and flat. Moisten the reed in the mouth for a minute, lay its flat side on the mouthpiece table so the tip lines up exactly with the mouthpiece tip, and tighten the ligature over the thicker heel of the reed, not over the thin, vibrating vamp. Rotate three or four reeds so none wears out quickly, and store them flat in a case.",
            "The standard embouchure is single-lip. Roll the lower lip slightly over the bottom teeth so that it cushions the reed. Rest the upper teeth on top of the mouthpiece about 1 to 1.5 cm from the tip. Close the lips around the mouthpiece like a drawstring, with firm corners, and keep the chin flat and pointed rather than bunched. Saying 'ee' while keeping the lips around the mouthpiece puts the tongue and corners in roughly the right place.",
            "Test the embouchure on the mouthpiece alone. With good support it should produce a steady, rather piercing pitch around the C two octaves above middle C. A much lower, wobbly sound usually means too little mouthpiece in the mouth or too little air; no sound at all often means biting, which pinches the reed shut against the mouthpiece.",
          ),
        },
      },
      {
        title: "Breath, tone and the first notes",
        description: "Breath support, tonguing, and the open G and left-hand notes of the lower register.",
        lesson: {
          title: "First notes in the chalumeau",
          html:
            p(
              "A clear clarinet tone depends on steady air pressure more than on air quantity. Breathe low and deep, so that the abdomen and lower ribs expand rather than the shoulders rising, and then blow as if directing a thin, fast stream of warm air through the instrument. The abdominal muscles keep the pressure even; players call this support. Practise long tones: hold a note for eight slow counts at an even volume, watching a tuner, and try to keep the needle still from start to finish.",
              "The first notes use only the left hand and cover the lowest register, named the chalumeau after the instrument's Baroque ancestor:",
            ) +
            "<ul><li>G: open, with no fingers or keys, the hands simply supporting the instrument.</li>" +
            "<li>F: left thumb covering the thumb hole on the back.</li>" +
            "<li>E: thumb plus left-hand first finger.</li>" +
            "<li>D: thumb plus first and second fingers.</li>" +
            "<li>C: thumb plus first, second and third fingers.</li></ul>" +
            p(
              "Cover holes with the pads of the fingers, not the tips. Even a tiny leak causes a squeak or makes the lower note fail to sound, and it is the commonest problem in the first weeks. Keep the fingers close above the holes when they are lifted, because large movements become a problem at speed.",
              "Begin notes with the tongue, not with a push of breath. Set the air pressure first, then release it by drawing the tip of the tongue away from the tip of the reed, as if saying 'tee' or, for a softer start, 'dee'. The tongue touches the reed lightly; it should not touch the roof of the mouth. To stop a note in these early weeks, simply stop the air while keeping the embouchure still.",
              "Above G lie the throat notes: A flat, A and B flat, played with the side keys under the left first finger and the register key. They sound less resonant than other notes because so little of the tube is vibrating, and players learn to keep the embouchure firm and the air fast rather than pinching to compensate.",
            ),
        },
      },
      {
        title: "Crossing the break",
        description:
          "Using the register key to move from the lower register into the clarion register, and the finger and air habits that make the change smooth.",
        lesson: {
          title: "Over the break",
          html: p(
            "The clarinet's bore is essentially a cylinder, closed at the reed end. A tube of that kind produces mainly the odd-numbered harmonics, so when the register key on the back opens a small vent, the instrument does not jump an octave as a flute or saxophone does. It jumps a twelfth: an octave plus a fifth. Finger low E and add the register key and you get the B in the middle of the treble stave; low F becomes C; low G becomes D. That is why the fingerings of the two registers look unrelated at first.",
            "The break is the gap between the highest throat note, B flat, and the first clarion note, B. Crossing it is awkward because it demands two things at once: almost every hole and ring key must be closed, including the little finger keys, and the air must be fast enough to make the upper note speak. Notes in the lower register forgive small leaks; clarion notes do not.",
            "Three habits make the crossing manageable. First, practise twelfths: play low E, then add the register key without changing anything else, and aim for a clean B. Repeat on F to C and G to D. This isolates the air and embouchure from the finger problem. Second, keep the right hand down: while playing the throat A and B flat, leave the right-hand fingers covering their holes. It does not alter those notes noticeably, and it means that only the left hand has to move when you cross to B or C. Third, support the upper note with faster, not louder, air, and resist the temptation to bite, which flattens and thins the clarion tone.",
            "Slow slurred pairs then join the two registers: A to B, B flat to C, then G to D with the right hand down. Play them in front of a mirror to check that the chin and corners stay still. Squeaks at this stage nearly always mean a partly covered ring key or a little finger sliding off its key, not a faulty reed.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-fibre-optic-splicing",
    discipline: "Fibre optic splicing",
    title: "Introduction to Fibre Optic Splicing",
    description:
      "A single poor joint can use up most of an optical link's loss budget. This hands-on course teaches safe fibre handling, fibre types and colour codes, fusion splicing from strip to heat-shrink sleeve, mechanical splicing for quick repairs, and acceptance testing with a light source, power meter and OTDR.",
    level: "beginner",
    duration: "four days (an intensive workshop with daily bench practice)",
    plantedGap: "mechanical splicing",
    modules: [
      {
        title: "Fibre types and safe handling",
        description:
          "Single-mode and multimode fibre, their core sizes, wavelengths and jacket colours, and the safety rules for invisible laser light and glass fragments.",
        lesson: {
          title: "Inside the fibre",
          html: p(
            "An optical fibre is a glass core surrounded by glass cladding of slightly lower refractive index, so that light travelling along the core is kept in by total internal reflection. Almost all telecommunications fibre has a cladding diameter of 125 µm. Around it sits a 250 µm acrylate coating, and indoor cables often add a 900 µm tight buffer that makes the fibre easier to handle.",
            "Single-mode fibre, designated OS1 or OS2, has a core of about 9 µm, small enough that only one mode of light propagates. It is used at 1310 nm and 1550 nm, where its attenuation is typically about 0.35 dB/km and 0.22 dB/km respectively, which is why it carries links over tens of kilometres. Multimode fibre has a 50 µm core (OM2 to OM4) or an older 62.5 µm core (OM1). It is used at 850 nm and 1300 nm with cheaper light sources, but modal dispersion limits it to a few hundred metres at high data rates; attenuation at 850 nm is around 3 dB/km. Jacket colours help identification: yellow for single-mode, aqua for OM3 and OM4 (OM4 sometimes violet), and orange for OM1 and OM2. Never join single-mode to multimode fibre; the mismatch in core size causes very large losses.",
            "Two hazards need rules. The first is light. The lasers used at these wavelengths are infrared and invisible, so a fibre can be carrying damaging power with no visible glow. Never look into a fibre end or connector, and use a power meter, not your eye, to check whether a fibre is live. Viewing a live fibre through a microscope is especially dangerous because the optics concentrate the beam.",
            "The second is glass. Cleaved fibre ends are tiny, sharp and nearly invisible; they work their way into skin and are very hard to remove. Work on a dark mat so offcuts can be seen, pick them up with tape, and put every scrap into a labelled sharps container. Do not eat or drink at the bench, and wash hands before leaving the area. Keep isopropyl alcohol, used for cleaning, in a closed dispenser away from the splicer's heat.",
          ),
        },
      },
      {
        title: "Fusion splicing step by step",
        description: "Stripping, cleaning, cleaving and fusing fibre, then protecting and storing the finished joint.",
        lesson: {
          title: "Making a fusion splice",
          html:
            p(
              "A fusion splicer aligns two fibre ends and welds them with an electric arc. Modern core-alignment splicers routinely achieve losses of 0.02 to 0.05 dB on single-mode fibre, far better than any connector. The machine does the welding; the splice quality depends almost entirely on the preparation done by hand. The sequence is:",
            ) +
            "<ol><li>Slide a heat-shrink protection sleeve onto one fibre first. Forgetting it means breaking the finished splice to start again.</li>" +
            "<li>Strip the coating for about 30 to 40 mm using a three-hole fibre stripper held at a shallow angle, in short, controlled strokes.</li>" +
            "<li>Clean the bare glass with a lint-free wipe moistened with isopropyl alcohol of at least 99 per cent purity, pulling the fibre through once. After cleaning, touch nothing.</li>" +
            "<li>Cleave with a precision cleaver at the length the splicer requires, often 10 to 16 mm. The end face should be flat and within about 0.5 to 1 degree of perpendicular.</li>" +
            "<li>Place both fibres in the splicer's V-grooves without touching the ends, and close the lids. The splicer inspects the end faces, rejects poor cleaves, aligns the cores, fires a short cleaning arc and then fuses.</li>" +
            "<li>Read the estimated loss and inspect the image. Bubbles, a thin neck or a visible offset mean the splice must be redone.</li>" +
            "<li>Centre the sleeve over the splice and shrink it in the heater, then lay the fibre in the splice tray, keeping it above the tray's minimum bend radius.</li></ol>" +
            p(
              "Most failed splices trace back to two faults: a dirty fibre, which leaves contamination burning in the arc, and a poor cleave, often from a blunt blade. Rotate the cleaver blade to a fresh position at the interval the manufacturer recommends and keep the V-grooves and electrodes clean.",
              "Record every splice: tray number, fibre colour, estimated loss. Splicing records, tied to the fibre colour code of the cable, are what allow a later fault to be found quickly without reopening every closure on the route.",
            ),
        },
      },
      {
        title: "Testing a link and the loss budget",
        description:
          "Calculating an expected loss budget and checking the installed link with insertion-loss and OTDR measurements.",
        lesson: {
          title: "Does the link pass?",
          html: p(
            "Before testing, calculate what the link should lose. A loss budget adds up the maximum allowances for each component. Using the figures in the TIA-568 cabling standard: single-mode outside-plant cable up to 0.5 dB/km at 1310 nm and 1550 nm, multimode cable up to 3.5 dB/km at 850 nm, each mated connector pair up to 0.75 dB, and each splice up to 0.3 dB.",
            "Worked example: a 2.5 km single-mode link with a connector pair at each end and four splices. Fibre: 2.5 × 0.5 = 1.25 dB. Connectors: 2 × 0.75 = 1.5 dB. Splices: 4 × 0.3 = 1.2 dB. The budget is 3.95 dB. A measured loss below that passes; in practice a good installation comes in well below, because real splices and connectors perform much better than the maximum allowances.",
            "The pass or fail measurement is insertion loss, made with a stable light source at one end and an optical power meter at the other. First set a reference by connecting the source to the meter through a test cord and zeroing the meter. The one-cord reference method is preferred because it includes the losses of both end connections of the link under test. Then insert the link between launch and receive cords and read the loss, testing at both wavelengths the link will use. Clean and inspect every connector before mating it; dirt on an end face is the most common cause of a failed test.",
            "The optical time-domain reflectometer (OTDR) answers a different question: where are the losses? It sends pulses down the fibre and measures the light scattered back over time, drawing a trace of loss against distance. Splices appear as small steps, connectors as reflective spikes, and a break as a large reflection followed by noise. Use a launch cable of several hundred metres so the first connector is not hidden in the instrument's dead zone. Test from both ends and average the splice readings: differences in mode-field diameter between two fibres can make a splice look like a gain in one direction and an exaggerated loss in the other.",
          ),
        },
      },
    ],
  },
];
