/** Sixty-second held-out evaluation courses, beginner level (A to B); see ai-courses-heldout62.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT62_A: EvalCourse[] = [
  {
    slug: "teaching-swimming-to-beginners-foundations-for-assistant-teachers",
    discipline: "Swimming teaching",
    title: "Teaching Swimming to Beginners: Foundations for Assistant Teachers",
    description:
      "Build water confidence in non-swimmers, teach front crawl and backstroke through clear progressions, spot and correct common stroke faults, and understand the essentials of safeguarding children in and around the pool. The course prepares new assistant teachers and volunteer club helpers for supervised poolside work.",
    level: "beginner",
    duration: "six weeks (one two-hour session a week, half in the classroom and half on the poolside)",
    plantedGap: "safeguarding children",
    modules: [
      {
        title: "Water Confidence: Entries, Breathing and Floating",
        description:
          "How to take a nervous non-swimmer from the poolside to unsupported floating through safe entries, breath control and buoyancy activities.",
        lesson: {
          title: "From poolside to floating: the first steps in water confidence",
          html: p(
            "Most non-swimmers, whatever their age, share three anxieties: losing contact with the floor, getting water on the face, and being unable to breathe. Water confidence work tackles them in that order, and stroke teaching should not begin until a learner can submerge, breathe out under water and regain a standing position unaided. Regaining standing is taught early and practised often. From a front float the learner pulls both knees towards the chest, presses the hands down and back, and lifts the head; from a back float they bring the chin forward, draw the knees up and sweep the arms forward. A learner who trusts this recovery relaxes, and a relaxed body floats better.",
            "Entries progress from the least to the most demanding: climbing in by the steps facing the wall; the swivel entry, in which the learner sits on the edge, places both hands to one side, turns to face the wall and lowers themselves in; a slide-in from sitting; and, only when the water is deep enough and the learner ready, a jump. Diving is a separate skill with its own depth requirements and has no place in early lessons.",
            "Breath control follows a sequence: blowing a table-tennis ball across the surface, blowing bubbles with the mouth in the water, then with mouth and nose submerged, then full submersion with the eyes open to pick up a sinking toy. The aim is steady or explosive exhalation into the water so that the learner inhales quickly when the mouth clears. Learners who hold their breath under water and then try to breathe out and in above the surface develop the breathing problems that later spoil front crawl.",
            "Floating depends on relative density. With full lungs most people are slightly less dense than water overall, but the legs are denser than the chest, so the body rotates until the legs sink. Lean, muscular learners sink sooner than those with more body fat; this is physics, not a failing, and learners should hear it. Teach the mushroom float (knees hugged to the chest) first, because it shows that the body rises, then star and pencil floats on front and back. Buoyancy aids should support the learner's effort, not replace it: two floats become one, then none.",
          ),
        },
      },
      {
        title: "Teaching Front Crawl and Backstroke",
        description:
          "Analyses the two alternating strokes through body position, legs, arms, breathing and timing, and sets out progressions for teaching each.",
        lesson: {
          title: "The alternating strokes: analysis and progressions",
          html: p(
            "Swimming teachers in the UK analyse every stroke under five headings, remembered as BLABT: body position, legs, arms, breathing and timing. Teaching follows the same order because each element depends on the one before: a good arm action cannot make up for legs dragging low in the water.",
            "In front crawl the body is flat and streamlined, the water line around the hairline and the eyes looking down and slightly forward. The leg kick is continuous and alternating, starting at the hip with relaxed knees and ankles and pointed toes; the heels should just break the surface. Beginners are usually taught a six-beat kick, six kicks to each full arm cycle. The hand enters in line with the shoulder, fingertips first, then catches and pulls back under the body with the elbow bent to about 90° at mid-pull, pushes past the hip and recovers over the water, elbow leading and relaxed. To breathe, the swimmer turns the head to the side as the arm on that side pulls back, so the mouth clears in the trough of the bow wave; lifting the head forward instead drops the hips. Bilateral breathing every third stroke balances the stroke, though many beginners start by breathing every second stroke to their preferred side.",
            "Backstroke has the flattest body position of the four strokes: the head still, ears in the water, eyes looking up and hips close to the surface. The kick is again alternating from the hip, with the knees staying under the surface. Each arm enters little finger first, in line with the shoulder at roughly eleven and one o'clock, pulls with a bent elbow beside the body, finishes with a push towards the feet and recovers straight over the water as the shoulder rolls. Breathing is unobstructed, but learners are taught to breathe in during one arm's recovery and out during the other's to set a rhythm.",
            "Progressions run from static practice (kicking while sitting on the edge, arm actions while standing) to supported practice (kicking with a float held in front, or hugged to the chest for backstroke), then to part-strokes such as single-arm swimming, and finally to the full stroke over a short distance. Use the whole-part-whole method: the learner tries the whole stroke, practises one part in isolation, then returns to the whole stroke so the improvement carries over.",
          ),
        },
      },
      {
        title: "Observing Swimmers and Correcting Faults",
        description:
          "Where to stand, how to observe a stroke systematically, and how to give feedback that changes what the swimmer does next.",
        lesson: {
          title: "Seeing the fault, finding the cause",
          html:
            p(
              "Correcting a stroke begins with watching it properly. Stand where you can see the element you are analysing: from the side for body position, kick depth and breathing; from the end of the lane for hand entry and any snaking of the hips. Watch several complete stroke cycles and look at one BLABT element at a time rather than trying to see everything at once.",
              "A fault is what you see; a cause is why it happens, and correcting the cause is usually quicker than correcting the symptom. Sinking legs in front crawl, for instance, are rarely fixed by telling the swimmer to kick harder. They are usually caused by a lifted head, so the teaching point is to look at the floor.",
            ) +
            "<table><thead><tr><th>Fault</th><th>Likely cause</th><th>Teaching point or practice</th></tr></thead><tbody>" +
            "<tr><td>Legs sink in front crawl</td><td>Head lifted to look forward or to breathe</td><td>Eyes to the floor; turn the head to breathe; kick practice with the face in the water</td></tr>" +
            "<tr><td>Cycling kick, knees drawn under the body</td><td>Kicking from the knee</td><td>Longer legs kicking from the hip; kick practice holding the rail or with short fins</td></tr>" +
            "<tr><td>Hand crosses the centre line on entry</td><td>Over-reaching, or limited shoulder mobility</td><td>Enter in line with the shoulder; catch-up practice</td></tr>" +
            "<tr><td>Sitting in the water on the back</td><td>Chin on chest, head raised</td><td>Ears in the water, eyes to the ceiling, tummy up</td></tr>" +
            "<tr><td>Breathless after a few strokes</td><td>Holding the breath under water</td><td>Breathe out steadily through mouth and nose; bobbing practice</td></tr>" +
            "</tbody></table>" +
            p(
              "Feedback should be specific, short and positive. Give one teaching point at a time, phrase it as what to do rather than what not to do ('stretch your arm forward' rather than 'don't drop your arm'), and let the swimmer try it straight away. Then check the next width and say what improved, so the swimmer knows what to repeat.",
              "Demonstrations work best seen from the angle at which learners will swim, with an explanation of a sentence or two; learners standing still in the water cool quickly and stop listening. Organise practices so that everyone is active: swimming widths in waves lets you watch four or five swimmers side by side, while a continuous line of swimmers doing lengths suits more capable groups. Note on the lesson record the main fault seen in each swimmer, so the next session starts from it.",
            ),
        },
      },
    ],
  },
  {
    slug: "nail-technology-manicure-pedicure-and-gel-polish-essentials",
    discipline: "Nail technology",
    title: "Nail Technology: Manicure, Pedicure and Gel Polish Essentials",
    description:
      "Students learn to recognise the structure of the nail and the conditions that prevent or restrict treatment, to carry out a professional manicure and pedicure, and to apply and remove gel polish safely. The course also covers pricing your services.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical workshop a week)",
    plantedGap: "pricing your services",
    modules: [
      {
        title: "Nail Structure, Growth and Contra-indications",
        description: "The anatomy of the nail unit and the conditions that stop, delay or modify a treatment.",
        lesson: {
          title: "Reading the nail before you touch it",
          html: p(
            "The nail unit has several parts, and a technician must know which of them are living tissue. The nail plate is the hard, translucent keratin that we file and polish; it contains no nerves or blood vessels. It is produced by the matrix, which lies under the skin behind the plate, and the pale half-moon at the base of the nail, the lunula, is the visible front edge of the matrix. Beneath the plate, the nail bed is living and has a rich blood supply, which gives the plate its pink colour. The eponychium is the living fold of skin at the base of the nail; the cuticle is the thin layer of dead tissue it sheds on to the plate. Under the free edge lies the hyponychium, which seals the space beneath the nail against bacteria. Cutting living tissue opens a route for infection, which is why the cuticle is pushed back and lifted rather than cut away.",
            "Fingernails grow about 3.5 mm a month and toenails about 1.6 mm, so a fingernail replaces itself in roughly six months and a big toenail takes a year or more. Damage to the matrix therefore shows weeks later. Beau's lines, horizontal grooves across the plate, mark a period when growth slowed, often after illness. Small white spots (leukonychia) usually follow minor knocks and are not, as is often claimed, a sign of calcium deficiency.",
            "Every treatment begins with a consultation that checks for contra-indications. Some prevent treatment because they are infectious: fungal infection of the nail (onychomycosis, a thickened, discoloured and crumbling plate), bacterial infection of the nail fold (paronychia, red, swollen and sometimes with pus), athlete's foot (tinea pedis) and verrucae. Others restrict treatment, so you adapt it. Where the plate has separated from the bed (onycholysis), the free edge is not filed hard or cleaned underneath. Cuts and broken skin are avoided. Clients with diabetes or poor circulation receive gentle foot work with no sharp implements near the skin, because small injuries heal slowly.",
            "If in doubt, do not treat. Explain why without offering a diagnosis, suggest that the client sees a GP or podiatrist, and record the decision on the consultation card. After any treatment, note contra-actions such as redness, itching or swelling, and tell the client what to do if they appear later.",
          ),
        },
      },
      {
        title: "Manicure and Pedicure Procedures",
        description:
          "A step-by-step professional manicure and pedicure, with the hygiene practice that surrounds them.",
        lesson: {
          title: "The treatment sequence and why each step is there",
          html: p(
            "A professional manicure follows a fixed order so that nothing is missed and products go on to a clean, dry nail. After the consultation and hand sanitising, old polish is removed with a pad pressed on the nail for a few seconds and then drawn from the base to the free edge, so that pigment is not dragged into the cuticle area. The nails are then shaped with a fine file (180 grit or finer for natural nails), working from each side towards the centre in one direction; sawing back and forth generates heat and splits the layers of the plate. Common shapes are square, squoval, round, oval and almond. On a short natural nail the squoval and round shapes are strongest, because the side walls support them.",
            "Cuticle work comes next. A cuticle remover, usually a mild alkaline solution, softens the dead tissue for the time stated by the manufacturer; the cuticle is then eased back with a rubber-tipped or metal pusher held at a shallow angle and lifted from the plate. Nippers remove only hangnails and loose dead skin, never the living eponychium. The hand and arm massage opens and closes with effleurage, long stroking movements, and uses petrissage, or kneading, and thumb frictions on the palm and around the joints.",
            "Before polish, the nail plate is wiped with a dehydrator or alcohol to remove oils that would otherwise cause chipping. Apply a base coat, two thin coats of colour and a top coat; thin coats dry harder than one thick one.",
            "A pedicure adds a foot soak, reduction of hard skin with a foot file, and cutting the toenails straight across, level with the end of the toe, with the corners smoothed lightly. Cutting down into the corners encourages ingrowing toenails (onychocryptosis). Blades for removing hard skin are outside a nail technician's scope; corns and thick callus are for a podiatrist.",
            "Hygiene runs through both treatments. Files and buffers are single-use or kept for one client. Metal tools are washed with detergent, then disinfected or sterilised in an autoclave before the next client. Foot spas are drained, cleaned and disinfected after every client, because poorly cleaned foot baths have caused outbreaks of skin infection with mycobacteria.",
          ),
        },
      },
      {
        title: "Gel Polish: Curing, Application and Removal",
        description:
          "How gel polish cures under a lamp, how to apply it for a durable finish, and how to remove it without damaging the natural nail.",
        lesson: {
          title: "Working safely with light-cured gel",
          html: p(
            "Gel polish does not dry by evaporation like ordinary polish. It is a liquid of methacrylate monomers and oligomers that polymerises, or cures, when photoinitiators in the product absorb ultraviolet or violet light. Most modern lamps are LED units emitting at around 365 to 405 nm. A gel system is designed for a matched lamp: if the lamp's wavelength or output does not suit the photoinitiator, the gel may feel set on the surface but stay under-cured beneath, and under-cured gel is a leading cause of both lifting and allergic reactions. Typical cure times are 30 to 60 seconds per coat under LED and about two minutes under older fluorescent UV lamps, but the manufacturer's instructions always take precedence.",
            "Prepare the nail as for a manicure, then remove the surface shine lightly with a fine buffer and dehydrate the plate thoroughly. Apply a thin base coat, keeping it off the skin, run the brush along the tip of the free edge to cap it, and cure. Apply two or three thin colour coats, curing each; thick coats cure poorly because light penetration falls with depth, especially through dark pigments. Finish with a top coat and cure. Many top coats leave a sticky inhibition layer, uncured material at the surface where oxygen has blocked polymerisation, which is wiped away with isopropyl alcohol on a lint-free pad. No-wipe top coats are formulated to avoid it.",
            "Allergy to acrylates, particularly hydroxyethyl methacrylate (HEMA), is a growing problem among clients and technicians alike. It develops through repeated skin contact with uncured product, and once a person is sensitised the allergy is usually lifelong, which can also rule out some dental and surgical materials that contain acrylates. Keep gel off the skin, remove any that touches it before curing, wear nitrile gloves, and never handle uncured residue with bare fingers.",
            "To remove gel polish, file away the shiny top coat to break its seal, then wrap each nail with a pad soaked in acetone for about 10 to 15 minutes. The softened gel should lift away with a gentle push from an orangewood stick or pusher. If it resists, re-wrap rather than scrape. Peeling or prising gel off pulls away layers of the nail plate and leaves it thin, flexible and sore.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-tube-and-fitting-scaffolding",
    discipline: "Scaffolding",
    title: "Introduction to Tube and Fitting Scaffolding",
    description:
      "What does it take to build a tube and fitting scaffold that stays up and keeps people safe? This introductory course covers scaffold components and terminology, load classes and board spans, ties and bracing, and statutory inspection, and it ends with the preparation of handover certificates.",
    level: "beginner",
    duration: "five days (full-time, classroom and training-yard practice)",
    plantedGap: "handover certificates",
    modules: [
      {
        title: "Scaffold Components and Terminology",
        description:
          "The tubes, fittings, boards and named members of an independent tied scaffold, and the job each one does.",
        lesson: {
          title: "Naming the parts of an independent tied scaffold",
          html:
            p(
              "An independent tied scaffold has two rows of uprights and stands on its own feet, tied to the building only to stop it moving towards or away from the face. A putlog scaffold has a single row of uprights, and the inner ends of its cross members rest in the brickwork as the wall is built.",
              "The vertical tubes are standards. Each stands on a steel base plate on a timber sole board that spreads the load over the ground. Ledgers are the horizontal tubes running along the scaffold, parallel to the building, fixed to the standards with right-angle couplers. Transoms span across the scaffold and carry the boards. The vertical spacing of ledgers is the lift height, typically about 2 m; the spacing of standards along the building is the bay length.",
              "Scaffold tube in the UK is steel of 48.3 mm outside diameter, most commonly with a 4.0 mm wall (Type 4 to BS EN 39). Thinner 3.2 mm tube also circulates; it looks identical but is weaker, and must not be mixed with 4.0 mm tube unless the design allows for it. The main fittings are:",
            ) +
            "<ul>" +
            "<li>Right-angle (double) coupler: joins two tubes at 90°; the load-bearing fitting used to fix ledgers to standards.</li>" +
            "<li>Swivel coupler: joins two tubes at any angle; used mainly for bracing.</li>" +
            "<li>Putlog (single) coupler: fixes a transom to a ledger; not designed for significant load.</li>" +
            "<li>Sleeve coupler: joins two tubes end to end on the outside and resists tension; used for joints in ledgers and braces.</li>" +
            "<li>Joint pin: expands inside two tube ends; adequate in compression, as in standards, but weak in tension.</li>" +
            "</ul>" +
            p(
              "Scaffold boards are commonly 225 mm wide and 38 mm thick timber to BS 2482. A 38 mm board needs support at intervals of no more than about 1.2 m, which sets the transom spacing. Each board end must overhang its support by at least 50 mm, so it cannot slip off, and by no more than four times its thickness (150 mm), so it cannot tip up when stepped on.",
              "Where a person could fall from a working platform, the Work at Height Regulations 2005 require a main guard-rail at least 950 mm above the platform, a toe board (150 mm high in normal practice) and an intermediate guard-rail or equivalent so that no unprotected gap exceeds 470 mm.",
            ),
        },
      },
      {
        title: "Loads, Ties and Bracing",
        description:
          "How load classes govern platform use and bay length, and how ties and bracing keep a scaffold standing.",
        lesson: {
          title: "Keeping a scaffold standing: load classes, ties and bracing",
          html:
            p(
              "Every scaffold is designed for a working load, expressed as a uniformly distributed load on the platform. BS EN 12811-1 defines six load classes; British sites also still use the older duty names from BS 5973.",
            ) +
            "<table><thead><tr><th>Load class (BS EN 12811-1)</th><th>Uniformly distributed load</th><th>Typical use</th></tr></thead><tbody>" +
            "<tr><td>Class 1</td><td>0.75 kN/m²</td><td>Inspection and very light work</td></tr>" +
            "<tr><td>Class 2</td><td>1.5 kN/m²</td><td>Painting, plastering, cleaning (light duty)</td></tr>" +
            "<tr><td>Class 3</td><td>2.0 kN/m²</td><td>General building work (general purpose)</td></tr>" +
            "<tr><td>Class 4</td><td>3.0 kN/m²</td><td>Blockwork and heavy cladding</td></tr>" +
            "<tr><td>Classes 5 and 6</td><td>4.5 and 6.0 kN/m²</td><td>Heavy masonry and special designs</td></tr>" +
            "</tbody></table>" +
            p(
              "The old British scale ran from inspection (0.75 kN/m²) through light duty (1.5), general purpose (2.0) and heavy duty (2.5) to masonry (3.0). Heavier duties need shorter bays: the old tables allowed light-duty bays of up to 2.7 m but limited masonry scaffolds to 1.8 m.",
              "Wind pushes and sucks a scaffold horizontally, and loads on it can pull it outwards; ties resist these horizontal forces. A through tie is a tube passing through a window opening and coupled to a tube bearing on the inside face of the wall; a box tie wraps around a column or pier; a reveal tie is a tube wedged between the two sides of a window reveal with a threaded reveal pin; and an anchor tie uses a bolt or ring fixed into a drilled hole in sound masonry. Reveal ties rely on friction alone, so guidance limits them to no more than half of the ties on a scaffold. Drilled anchors are proof-tested on site with a tie tester, to a load set by the designer.",
              "Ties go in as the scaffold rises and are never removed without a replacement. Unauthorised removal by following trades is a recurring cause of collapses. Sheeting or netting greatly increases wind load, so a sheeted scaffold needs many more ties and is normally specifically designed.",
              "Ties stop movement towards and away from the building but do not stop the scaffold racking sideways like a parallelogram. Façade bracing, diagonal tubes running across the face from base to top, stiffens it along its length; ledger bracing, diagonals across the width between pairs of standards, stiffens it across. Braces are fixed as close as possible to the nodes, where ledgers meet standards, so forces pass through the joints instead of bending the tubes.",
            ),
        },
      },
      {
        title: "Inspection Under the Work at Height Regulations",
        description:
          "When a scaffold must be inspected, what a competent inspector looks for, and how findings are recorded and acted on.",
        lesson: {
          title: "The inspection regime and the inspector's checklist",
          html:
            p(
              "The Work at Height Regulations 2005 require a scaffold used for construction work to be inspected after it is erected and before it is first used, at intervals not exceeding seven days, and after any event liable to have affected its stability, such as high winds, an impact from a vehicle or an alteration. The inspector must be competent, with the training and experience to recognise defects and judge how serious they are; in the UK this is usually shown by a recognised scaffold inspection qualification, such as those offered through the CISRS scheme. A written report is prepared before the end of the working period and provided within 24 hours, and it is kept on site until the work is complete and for three months afterwards.",
              "A systematic inspection works from the ground up:",
            ) +
            "<ol>" +
            "<li>Foundations: sole boards and base plates in place, no washout or excavation nearby, standards plumb and not settling.</li>" +
            "<li>Structure: standards, ledgers and transoms present, straight and undamaged; couplers of the right type and tight.</li>" +
            "<li>Ties: all present at the designed spacing, none removed or loosened.</li>" +
            "<li>Bracing: façade and ledger bracing complete and connected.</li>" +
            "<li>Platforms: fully boarded, boards sound and not split or warped, correct overhangs, no unsupported board ends.</li>" +
            "<li>Edge protection: guard-rails and toe boards at the correct heights, and brick guards where materials are stacked.</li>" +
            "<li>Access: ladders secured and extending about 1 m above the landing, or stair towers complete.</li>" +
            "<li>Loading: no overloading, materials spread evenly and loading bays used within their rated capacity.</li>" +
            "</ol>" +
            p(
              "A defect is recorded together with the action taken. Minor faults, such as a displaced toe board, are put right immediately by a scaffolder. Anything that affects the structure, such as a missing tie or a bent standard, means the scaffold, or the affected part of it, is taken out of use until it has been repaired and re-inspected.",
              "An incomplete scaffold must be marked with 'Scaffold incomplete' signs and physically blocked at every access point so that no one can climb on to it. Many sites also hang a tag at each access point showing the date of the last inspection. A tag is a useful prompt for users, but it is not a substitute for the written inspection report required by law.",
            ),
        },
      },
    ],
  },
  {
    slug: "screenwriting-fundamentals-the-short-film-script",
    discipline: "Screenwriting",
    title: "Screenwriting Fundamentals: The Short Film Script",
    description:
      "From premise to polished draft: participants develop an original idea for a short film, format the screenplay to industry standard, build scenes around conflict and subtext, and finish with pitching the script to producers.",
    level: "beginner",
    duration: "eight weeks (one two-hour workshop a week)",
    plantedGap: "pitching",
    modules: [
      {
        title: "What Makes a Short Film Idea?",
        description:
          "Turning a premise into a logline with a protagonist, a goal and an obstacle, scaled to the length of a short.",
        lesson: {
          title: "From premise to logline",
          html: p(
            "A short film is not a feature in miniature. Most festival shorts run between five and fifteen minutes, and because a page of screenplay plays at roughly a minute of screen time, that means five to fifteen pages. In that space there is room for one protagonist, one central situation and one change. The ideas that work best are small in scale but high in pressure: a single night, a single decision, a secret that must come out before a meal ends.",
            "Before drafting, condense the idea into a logline of about 25 to 40 words that names the protagonist, what they want, what stands in the way and what is at stake. Compare 'A film about grief' with 'When a newly widowed farmer finds his wife's unsent letter to another man, he has one evening, at her wake, to decide whether to read it aloud.' The second gives us a person, a want, an obstacle and a deadline; the first gives only a theme. Theme matters, but it emerges from what characters do, not from what the writer announces.",
            "Distinguish what the protagonist wants, the conscious and visible goal, from what they need, the inner change the story pushes them towards. In a short film the need is usually revealed in a single choice near the end. Give the protagonist an active goal: characters who only watch or endure are hard to film, because the camera records behaviour, not thought.",
            "Even a five-page script has a beginning that establishes a normal situation and disturbs it, a middle in which attempts to reach the goal escalate, and an ending in which the character makes a decisive choice. Enter late, as close to the disturbance as possible, and leave soon after the choice is made. A useful exercise is to write the final image first; once you know where the film lands, you can cut every scene that does not lead there.",
            "Finally, write with production in mind. A short with two locations, three actors and no night exteriors is far more likely to be made than one that needs a car chase, a crowd or a period setting, and a film that gets made teaches a writer more than one that does not.",
          ),
        },
      },
      {
        title: "Screenplay Format",
        description: "The layout conventions of a spec screenplay and the practical reasons behind them.",
        lesson: {
          title: "Laying out the page",
          html:
            p(
              "Screenplay format can look arbitrary, but it exists so that a page of script corresponds roughly to a minute of screen time, and so that every department, from casting to catering, can break the script down quickly. The conventions below are those of the American spec script, which British and European productions broadly follow. Software such as Final Draft, Fade In, WriterDuet or Highland applies them automatically, but a writer still needs to know what each element is for.",
              "Scripts are set in 12-point Courier or a close equivalent, single-spaced, with a left margin of about 1.5 inches to allow for binding and a right margin of about 1 inch. Dialogue sits in a narrower column towards the centre of the page. The main elements are:",
            ) +
            "<ul>" +
            "<li>Scene heading (slugline): INT. or EXT., the location and the time of day, in capitals, as in INT. FARMHOUSE KITCHEN – NIGHT. Every change of place or time needs a new heading.</li>" +
            "<li>Action: what we see and hear, in the present tense, in short paragraphs of three or four lines at most. A character's name is in capitals the first time they appear, with a brief description: MAIRE (60s, flour on her sleeves).</li>" +
            "<li>Character cue: the speaker's name in capitals above the dialogue, with (V.O.) for voice-over or (O.S.) for a voice heard from off screen within the scene.</li>" +
            "<li>Parenthetical: a brief direction under the cue, such as (quietly) or (to Tom), used only where a line would otherwise be misread.</li>" +
            "<li>Transition: CUT TO: or DISSOLVE TO: at the right margin. Most current spec scripts leave these out, since a new scene heading already implies a cut.</li>" +
            "</ul>" +
            p(
              "Write only what can be seen or heard. 'She remembers her wedding day' cannot be filmed; 'She turns the ring on her finger, slowly' can. Avoid camera directions such as CLOSE ON or 'we pan to' in a spec script; suggest the shot by what each action line isolates, giving a significant detail its own line. White space matters too: a reader moving quickly through clean, short paragraphs experiences something of the pace of the finished film, whereas dense blocks of action feel slow even when the events in them are fast.",
            ),
        },
      },
      {
        title: "Writing Scenes That Turn",
        description:
          "Building each scene around a goal, opposition and a change, and writing dialogue that works beneath the surface.",
        lesson: {
          title: "Scene goals, turning points and subtext",
          html: p(
            "Every scene should change something. Script editors often ask three questions of each scene: what does the point-of-view character want here, what opposes them, and how is the situation different at the end? If nothing has shifted, with no new information, no decision and no loss or gain, the scene is probably description rather than drama, and it can be cut or merged with another.",
            "Scenes gain energy when they open after the situation has already begun and close before it is fully resolved. Cut greetings, small talk and goodbyes unless they carry tension. The turn, the moment at which the scene changes direction, usually comes late and is often a revelation or a choice: the sister admits she has already sold the house; the farmer folds the letter and puts it back in his pocket.",
            "Subtext is the gap between what characters say and what they mean. People rarely state their feelings directly, least of all in conflict; they deflect, change the subject, attack something trivial or fall silent. On-the-nose dialogue, in which characters explain their emotions ('I'm angry because you never supported me'), makes a scene flat because it leaves the audience nothing to infer. Compare a version in which the brother simply asks, 'Did Dad ever see the new barn?' and his sister replies, 'He was very tired that year.' The audience hears the accusation and the guilt without either being named.",
            "Action carries subtext as well. A character who keeps drying an already dry cup, or who sets a place at the table for someone who has died, tells us more than a speech would. Give each character a distinct voice through vocabulary, rhythm and what they avoid saying. Then read the dialogue aloud, or better still have actors read it: lines that are awkward to say, or characters who all sound like the writer, are exposed at once.",
            "Finally, trim. Try cutting the first and last line of each speech and the first and last beat of each scene, and see whether the scene plays better without them. It usually does.",
          ),
        },
      },
    ],
  },
  {
    slug: "pig-husbandry-for-smallholders-and-new-stockpeople",
    discipline: "Pig husbandry",
    title: "Pig Husbandry for Smallholders and New Stockpeople",
    description:
      "Written for smallholders and trainee stockpeople, the course covers housing and temperature, feeding from weaning to slaughter weight, daily health checks and the care of the farrowing sow and her litter, along with the legal rules on pig movements.",
    level: "beginner",
    duration: "six weeks (one evening class a week and two practical farm mornings)",
    plantedGap: "pig movements",
    modules: [
      {
        title: "Housing, Space and Temperature",
        description: "Meeting a pig's needs for warmth, space, bedding and enrichment, indoors and outdoors.",
        lesson: {
          title: "Keeping pigs comfortable",
          html:
            p(
              "Pigs have few functional sweat glands and, as they grow, a thick layer of fat under the skin, so they cope well with cold when they are dry and well bedded but poorly with heat. The range of temperature in which a pig spends no extra energy keeping warm or cool, its thermoneutral zone, falls as it grows: newborn piglets need about 30 to 34 °C in the creep area, finishing pigs about 15 to 21 °C and adult sows about 15 to 20 °C. Because a sow and her litter need such different temperatures, farrowing pens include a heated creep, under a lamp or on a heated pad, that the piglets can enter and the sow cannot.",
              "Watch behaviour rather than the thermometer. Pigs huddled and piled on one another are cold; pigs lying flat on their sides, well apart, panting or lying in their dunging area are too hot. Outdoors in summer, pigs need shade and a wallow: mud cools them as it dries and protects pale-skinned breeds from sunburn, to which pigs are very prone. Indoors, a draught at pig level chills far more than the air temperature suggests, so solid lower walls or straw bales around the lying area matter.",
              "Pigs kept in groups must have at least the following unobstructed floor area each, under rules that came from Council Directive 2008/120/EC and remain in UK law. Good units provide more.",
            ) +
            "<table><thead><tr><th>Average live weight</th><th>Minimum floor area per pig</th></tr></thead><tbody>" +
            "<tr><td>Up to 10 kg</td><td>0.15 m²</td></tr>" +
            "<tr><td>10 to 20 kg</td><td>0.20 m²</td></tr>" +
            "<tr><td>20 to 30 kg</td><td>0.30 m²</td></tr>" +
            "<tr><td>30 to 50 kg</td><td>0.40 m²</td></tr>" +
            "<tr><td>50 to 85 kg</td><td>0.55 m²</td></tr>" +
            "<tr><td>85 to 110 kg</td><td>0.65 m²</td></tr>" +
            "<tr><td>Over 110 kg</td><td>1.00 m²</td></tr>" +
            "</tbody></table>" +
            p(
              "Pigs are intelligent and exploratory; they root, chew and investigate. The law requires permanent access to enough manipulable material, such as straw, hay, wood or sawdust, to allow proper investigation and manipulation. Without it, bored or stressed pigs turn to tail biting, which leads to infected wounds and abscesses. Tail docking may not be carried out routinely; it is permitted only where there is evidence of tail biting and after other measures, including better enrichment and lower stocking density, have been tried.",
            ),
        },
      },
      {
        title: "Feeding the Growing Pig",
        description:
          "Diets, feeding levels and water needs from weaning to slaughter weight, and what the law forbids pigs to be fed.",
        lesson: {
          title: "Nutrition from weaner to finisher",
          html: p(
            "Pigs are monogastric: like us, they have a single stomach and digest fibre poorly, so their diets are based on cereals such as wheat and barley, a protein source, commonly soya bean meal, and added minerals and vitamins. Protein quality matters as much as quantity. Pigs need particular essential amino acids, and in a cereal-based diet lysine is the first to run short, which is why commercial diets are formulated on lysine per unit of energy rather than crude protein alone.",
            "Feeding changes with age. Piglets may not be weaned before 28 days of age, or 21 days if they go into specialised housing that has been emptied and cleaned; they need a highly digestible creep feed, offered while they are still with the sow, so that weaning does not bring a sudden change of diet. Growers from about 30 kg and finishers from about 60 kg receive diets with progressively less protein, because as pigs mature more of each day's gain is fat rather than lean. Most indoor commercial pigs are fed to appetite from hoppers; traditional breeds, which lay down fat readily, are often rationed in the finishing period to avoid over-fat carcasses. A well-managed commercial finisher gains around 800 to 900 g a day and needs about 2.5 to 3 kg of feed for each kilogram of gain.",
            "Water matters more than any single nutrient. Pigs over two weeks old must have continuous access to fresh drinking water. Growing pigs drink roughly two to three litres for every kilogram of dry feed they eat, and a lactating sow may need 25 to 40 litres a day. Check nipple drinkers every day for flow, not merely presence: a blocked drinker can lead within a day or two to water deprivation and salt poisoning, with wandering, blindness and fits.",
            "Feeding catering waste, including kitchen scraps from a vegetarian household, to pigs is illegal in the UK and the EU. The ban followed the 2001 foot-and-mouth epidemic, believed to have begun on a farm feeding unprocessed waste, and it is now a key barrier against African swine fever, whose virus survives for months in cured pork products. Fruit and vegetables that come straight from a field or greengrocer without entering a kitchen may be fed, but nothing that has passed through a kitchen may.",
          ),
        },
      },
      {
        title: "Daily Health Checks and Farrowing",
        description:
          "What to look for on the daily round, and how to care for a sow and her piglets before, during and after birth.",
        lesson: {
          title: "The daily round and the farrowing pen",
          html: p(
            "Every pig should be seen at least once a day, and feeding time is the best moment, because a healthy pig comes forward eagerly. A pig that stays lying down, holds back or leaves its feed is the first to examine. Look at the group, then at individuals: posture and gait (lameness, an arched back), breathing (coughing, laboured or thumping breathing), skin (reddening, blotches, wounds, bitten tails or ears), eyes and nose (discharge), and dung (diarrhoea, blood, or hard pellets indicating constipation, common in sows around farrowing). Normal rectal temperature is about 39 °C, within a range of roughly 38.7 to 39.8 °C, and a thermometer is one of the most useful tools a keeper can own. Record what you find and call the vet early; pigs hide illness well and can deteriorate quickly.",
            "A sow's pregnancy lasts about 115 days, the familiar three months, three weeks and three days. Put her into a clean farrowing pen about a week before she is due so that she settles. In the final day she becomes restless and, given straw, builds a nest; milk can often be drawn from the teats within 12 to 24 hours of farrowing. Piglets usually arrive every 15 to 20 minutes, and the whole farrowing typically takes two to five hours. Call the vet, or intervene if trained to, when a sow strains hard for 30 minutes without producing a piglet, or when no piglet has come for more than an hour and she has clearly not finished. Any internal examination needs scrupulous hygiene: a clean, gloved and well-lubricated hand, used gently.",
            "Piglets need colostrum within the first few hours of life. They are born without protective antibodies, because these cannot cross the sow's placenta, and the first milk is their only source, so check that every piglet has suckled. Crushing by the sow is a leading cause of piglet deaths in the first days, which is why farrowing pens have rails or sloping walls and a warm creep that draws piglets away from her. Indoor piglets receive an iron injection within the first few days, often around day three, because sow's milk contains little iron and they would otherwise become anaemic; outdoor piglets rooting in soil usually obtain enough iron from it.",
          ),
        },
      },
    ],
  },
];
