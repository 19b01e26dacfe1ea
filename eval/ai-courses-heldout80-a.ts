/** Eightieth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout80.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT80_A: EvalCourse[] = [
  {
    slug: "introduction-to-stage-management",
    discipline: "Stage management",
    title: "Introduction to Stage Management",
    description:
      "Who keeps a production on track between the first read-through and the final curtain? Aimed at first-year technical theatre students, the course covers the prompt book, marking out the set, rehearsal reports, touring logistics and calling cues from the prompt desk.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical workshop a week)",
    plantedGap: "touring logistics",
    modules: [
      {
        title: "The Prompt Book",
        description: "How the deputy stage manager builds and maintains the master record of a production.",
        lesson: {
          title: "Building and Keeping the Book",
          html: p(
            "The prompt book, in British theatres usually just called 'the book', is the single authoritative record of a production. In British practice it is kept by the deputy stage manager (DSM), who sits beside the director throughout rehearsals and later calls the show; in American practice the production stage manager usually holds it. The test every page must pass is simple: if the DSM is ill on a show night, a colleague must be able to pick up the book and run the performance from it alone.",
            "The standard layout interleaves the script with blank pages. The script is copied single-sided, hole-punched and placed in a ring binder so that, when the binder lies open, the text sits on one side with a blank page facing it. Blocking, the actors' moves, is written on the facing page in pencil, because it will change many times before opening. Each move is keyed to the exact word in the text with a small number, and directions are written from the actor's point of view: DSL for downstage left, USC for upstage centre, and so on. Common abbreviations include X for cross, ent. and ex. for entrance and exit, and an initial for each character.",
            "Cues go in the margin once the technical departments have plotted them. Each department has a prefix, such as LX for lighting, SQ for sound and FLY for flying, and each department's cues are numbered in running order. The exact point of each 'go' is marked with a line or arrow to the syllable or action that triggers it. Standbys are marked about half a page earlier, which gives operators time to prepare and confirm.",
            "Alongside the script the book holds the contact sheet, the rehearsal schedule, the scene breakdown showing which characters appear in which scene, the props list, the running order of scene changes and a copy of every rehearsal report. Many companies also keep a digital version, shared with the production team, but a paper book remains standard at the desk because it cannot crash in the middle of the second act, and because a pencil note can be made in seconds during a technical rehearsal.",
          ),
        },
      },
      {
        title: "Running the Rehearsal Room",
        description: "Marking out the set, keeping time and reporting each day's decisions to every department.",
        lesson: {
          title: "Marking Out and Rehearsal Reports",
          html: p(
            "Before the first rehearsal the stage management team marks out the set on the rehearsal-room floor at full scale from the designer's ground plan. British ground plans are normally drawn at 1:25, so every measurement is scaled up: 40 mm on the plan is 1 metre on the floor. The team first fixes two datum lines, the centre line and the setting line (usually the line of the proscenium or the front edge of the stage), and then measures every point from them as a pair of offsets, rather than measuring along rehearsal-room walls that may not be square.",
            "Coloured PVC tape shows each element, with a different colour for each scene or act when the set changes and a key pinned to the wall. Doorways are marked with a gap in the line and the direction of swing; steps and rostra have their heights written on the tape; and the stage edge and any orchestra pit are marked clearly so that actors learn the limits of the playing space from the first day. Rehearsal furniture and props stand in for the real ones until they arrive.",
            "Stage management also keeps time. Agreements negotiated by the actors' union Equity regulate rehearsal hours and breaks, so the stage manager calls breaks punctually and records the hours worked by each member of the company.",
            "At the end of each day the DSM sends a rehearsal report to every department: design, lighting, sound, wardrobe, props, production management and the director. A useful report is organised by department, with each note numbered, stated as a fact or a request, and free of opinion. For example: 'Props 3: the letter in Act 1 Scene 2 must be sealed with a wax seal that can be broken at every performance. Please advise on quantity.' Writing 'No notes today, thank you' under a department heading shows that nobody was forgotten. The report also records who was called, who was late or absent, and the plan for the next day, which is issued separately as the daily call.",
          ),
        },
      },
      {
        title: "Calling the Show",
        description:
          "Giving standbys and go cues from the prompt desk and recording each performance in the show report.",
        lesson: {
          title: "Standby, Go and the Show Report",
          html: p(
            "For the technical rehearsal the DSM moves from the rehearsal room to the prompt desk. In traditional British theatres this sits in the wings on stage left, which is why stage left is called the prompt side and stage right opposite prompt, although many modern venues place the desk at the back of the auditorium or wherever the sightlines are best. From the desk the DSM speaks to operators over headset and controls the cue lights.",
            "Calling follows a fixed pattern so that nobody can mistake a standby for a go. The DSM gives the standby: 'Standby LX 14 and Sound Q 6.' Each operator answers, 'LX standing by', 'Sound standing by'. At the marked moment the DSM says 'LX 14 and Sound Q 6 go', placing the word 'go' exactly on the moment. The department and number always come before 'go', because operators act on that single word; a DSM who says 'go' first invites a cue to be taken early. Cue lights work the same way for crew without headsets: the DSM switches the light on as the standby, the crew member acknowledges, and switching the light off, or to green on some systems, is the go.",
            "Timing is learned rather than calculated. A lighting change that must land on a door slam is called slightly ahead of the slam to allow for the operator's reaction time; a cue tied to a line is called on a particular syllable. The DSM pencils these adjustments into the book during the technical rehearsal so that the calling is repeatable night after night.",
            "After each performance the DSM or stage manager writes a show report. It records the house and curtain-up times, the running time of each act and the interval, technical faults, injuries, late entrances, front-of-house incidents and notes for the next performance. Running times are watched closely: a show that begins running several minutes long is usually losing pace, and the show report is how a director who has moved on to another production finds out.",
          ),
        },
      },
    ],
  },
  {
    slug: "decontamination-of-reusable-surgical-instruments",
    discipline: "Sterile services",
    title: "Decontamination of Reusable Surgical Instruments",
    description:
      "For new technicians in hospital sterile services departments: the decontamination life cycle, washer-disinfectors and the A0 concept, inspection and assembly of instrument trays, endoscope reprocessing, and steam sterilization with its routine tests.",
    level: "beginner",
    duration: "six weeks (two three-hour sessions a week, one in the classroom and one in the department)",
    plantedGap: "endoscope reprocessing",
    modules: [
      {
        title: "The Decontamination Life Cycle",
        description:
          "How a reusable instrument travels from the operating theatre back to the point of use, and where the process can fail.",
        lesson: {
          title: "From Use to Reuse",
          html:
            p(
              "A reusable surgical instrument passes through the same sequence every time it is used: use, transport, cleaning, disinfection, inspection, assembly and packaging, sterilization, storage and use again. In England the life cycle and the standards for each stage are set out in Health Technical Memorandum HTM 01-01. A failure at any stage undermines the others, and sterilization in particular cannot make up for poor cleaning: steam cannot reach microorganisms protected under dried blood or bone, and residual protein can itself harm the next patient.",
              "Care begins at the point of use. Theatre staff remove gross soil, keep instruments moist with a damp cloth or a purpose-made foam or gel, and return them promptly, because blood that dries on stainless steel is much harder to remove, and the chloride in blood and saline pits the metal. Used instruments travel in closed, rigid, leak-proof containers, kept apart from clean items.",
              "Inside the department the layout forces a one-way flow from dirty to clean through three physically separated zones:",
            ) +
            "<ul><li>the wash room, where contaminated items are received, sorted and cleaned, kept at negative air pressure relative to neighbouring areas so that contaminated aerosols cannot escape;</li><li>the inspection, assembly and packing room, a clean room supplied with filtered air at positive pressure, in which staff wear clean-room clothing;</li><li>the sterilizer unloading and storage area, where processed trays cool and wait for dispatch.</li></ul>" +
            p(
              "Washer-disinfectors are normally pass-through machines, loaded on the dirty side and unloaded on the clean side, so no contaminated item ever crosses the dividing wall.",
              "The level of processing an item needs depends on its risk to the patient, following the classification proposed by Earle Spaulding. Critical items enter sterile tissue or the bloodstream, as surgical instruments and implants do, and must be sterile. Semi-critical items contact mucous membranes or broken skin, such as vaginal specula, and need at least high-level disinfection. Non-critical items touch only intact skin, such as blood-pressure cuffs, and need cleaning and sometimes low-level disinfection. Because prions, such as the agent of variant CJD, resist normal sterilization, each instrument set is also recorded against the patients on whom it was used.",
            ),
        },
      },
      {
        title: "Cleaning, Disinfection and Inspection",
        description:
          "Automated and manual cleaning, thermal disinfection expressed as A0, and checking every instrument before packing.",
        lesson: {
          title: "Washer-Disinfectors and the A0 Value",
          html: p(
            "Automated cleaning in a washer-disinfector is preferred to manual cleaning because it is reproducible and can be validated. A typical cycle has five stages: a cold prewash below about 45 °C, low enough not to coagulate protein onto the instruments; a main wash with an alkaline or enzymatic detergent, at the temperature its manufacturer specifies; rinsing; thermal disinfection; and drying with heated, filtered air. Hinged instruments are loaded open, cannulated instruments are connected to irrigation ports so that water flows through the lumen, and racks are never overloaded, because the water jets must reach every surface.",
            "Thermal disinfection is expressed as an A0 value, defined in the ISO 15883 series. A0 is the equivalent time in seconds at 80 °C, calculated with a z-value of 10 °C, so that every 10 °C rise multiplies the lethal effect tenfold: A0 = Σ 10<sup>(T − 80)/10</sup> × Δt. Holding 80 °C for 10 minutes gives an A0 of 600; holding 90 °C for 1 minute also gives 600; 90 °C for 5 minutes gives 3,000. An A0 of 600 is generally the minimum for instruments that will go on to be sterilized, while 3,000 is expected where heat-resistant viruses such as hepatitis B may be present and no further processing follows.",
            "Manual cleaning is reserved for items the manufacturer says cannot go through a machine. The item is cleaned fully immersed, below the water surface, so that brushing does not create aerosols, with water and detergent at the concentration and temperature specified. Ultrasonic cleaners, which work by cavitation at frequencies typically in the range 20–40 kHz, loosen soil from serrations, hinges and box joints.",
            "Every instrument is then inspected in the clean room under an illuminated magnifier. The technician checks for residual soil, corrosion, pitting, cracks, misaligned jaws, damaged tips and stiff joints, tests scissors by cutting test material, and checks the insulation on diathermy instruments. Chemical residual protein tests, such as those based on ninhydrin, supplement visual checks. A soiled instrument is never cleaned in the clean room: it goes back to the wash room and through the whole process again. Sets are then assembled against the tray list, counted and packed.",
          ),
        },
      },
      {
        title: "Steam Sterilization",
        description:
          "How porous-load steam sterilizers work, the conditions they must reach, and the tests that show they did.",
        lesson: {
          title: "Time, Temperature and Proof",
          html:
            p(
              "Steam kills microorganisms by condensing on cooler surfaces. Each kilogram of steam that condenses at 134 °C releases about 2,160 kJ of latent heat directly onto the load, and the moisture denatures microbial proteins. For this to work the steam must be saturated, free of air and other non-condensable gases, and in contact with every surface. Air is the enemy: a pocket of air trapped inside a wrapped tray insulates the instruments within it, and they may never reach temperature.",
              "Wrapped trays are therefore processed in porous-load sterilizers, which remove air actively by drawing a series of vacuum pulses alternating with steam injections before the holding stage. The conditions used in UK hospitals are a temperature band of 134–137 °C held for at least 3 minutes, at a steam pressure of about 2 bar above atmospheric; a band of 121–124 °C for at least 15 minutes is an alternative for some heat-sensitive items. The cycle then dries the load under vacuum. A pack that comes out wet is treated as unsterile, because moisture can carry bacteria through the wrap.",
              "Sterility is defined statistically: a sterile item has no more than a one-in-a-million probability of carrying a viable microorganism, a sterility assurance level of 10<sup>−6</sup>. That cannot be confirmed by testing the instruments, so the process is validated and then monitored:",
            ) +
            "<ul><li>a daily steam penetration test, such as the Bowie–Dick test, run in an empty chamber before the first load: the indicator sheet inside a standard test pack must change colour uniformly, and a paler centre shows that air was not removed;</li><li>an automatic air-leakage test, which checks that the chamber holds vacuum with no more than a permitted pressure rise;</li><li>a check of every cycle's printed or electronic record against the validated temperature, pressure and time before the load is released;</li><li>chemical process indicators, such as sterilization tape, on every pack, which show only that the pack has been through a cycle, not that it is sterile.</li></ul>" +
            p(
              "Biological indicators carrying spores of Geobacillus stearothermophilus, an organism highly resistant to moist heat, are used during validation. Releasing a load on the evidence of the cycle record rather than a test of the product is called parametric release.",
            ),
        },
      },
    ],
  },
  {
    slug: "coaching-novice-triathletes",
    discipline: "Triathlon coaching",
    title: "Coaching Novice Triathletes",
    description:
      "Teach open-water swimming skills to adult beginners, run transition drills, set training intensities from heart rate and perceived exertion, and advise athletes on race-day nutrition. Designed for holders of an entry-level coaching award.",
    level: "beginner",
    duration: "twelve weeks (one evening lecture and one poolside or roadside session a week)",
    plantedGap: "race-day nutrition",
    modules: [
      {
        title: "From Pool to Open Water",
        description: "The skills that let a confident pool swimmer race safely in a lake or the sea.",
        lesson: {
          title: "Sighting, Drafting and Mass Starts",
          html: p(
            "Most adults who take up triathlon learned to swim in a pool, and the open-water leg is where novices most often panic. A pool provides walls to rest on, a line on the bottom to steer by, clear water and personal space. Open water removes all four, and a mass start adds contact with other swimmers. The coach's task is to replace those supports one at a time.",
            "Sighting replaces the line on the bottom. The swimmer lifts only the eyes clear of the surface, the 'crocodile eyes' position, early in the arm pull when the pressing arm gives support, then rotates the head to breathe as normal. Lifting the whole head drops the hips and costs speed. Novices should sight every six to eight strokes at first, more often in choppy water, and should pick a large, high landmark behind the buoy, because a buoy is often invisible from water level. Bilateral breathing, every three strokes, lets a swimmer breathe away from waves, low sun or a neighbour's splash, and is practised in the pool long before race day.",
            "Drafting is legal in the swim leg of almost all age-group races and is worth teaching. A swimmer directly behind another's feet, or alongside the hip, moves through water already set in motion and works noticeably less hard at the same speed. Practise it in pairs in a pool lane, then in open water, swapping the lead every 100 metres.",
            "Mass starts are rehearsed in small groups: deep-water starts while treading water, beach starts with running entries and dolphin dives, and deliberate contact drills with three swimmers sharing one lane. Anxious athletes should start at the side or back of the pack and accept a few seconds' loss in exchange for clear water.",
            "Safety comes first in every session: a check of wetsuit fit (snug at the neck, no pulling across the shoulders), brightly coloured hats, a tow float for any unsupervised swim, safety cover agreed in the session plan, and the event federation's water-temperature rules on when wetsuits are compulsory or banned. Cold-water shock is greatest in the first minute of immersion, so entries are gradual and swimmers settle their breathing before putting their faces in.",
          ),
        },
      },
      {
        title: "Transition",
        description: "Setting up, moving through and practising the changeovers in which novices lose most time.",
        lesson: {
          title: "T1, T2 and the Rules Between",
          html:
            p(
              "A triathlon has two transitions: T1 from swim to bike and T2 from bike to run. Transition time counts in the result, and a novice can easily spend four or five minutes in T1 fumbling with a wetsuit and helmet, more than months of extra cycling training would save. Transition is also where most rule penalties are given, so it is coached as a skill in its own right.",
              "Set-up should be minimal and identical every time. The bike is racked by the saddle or brake hoods as the race briefing directs. On a small towel beside the front wheel go cycling shoes, unless they are already clipped to the pedals, and running shoes fitted with elastic laces. The helmet sits upside down on the tri-bars or saddle with the straps open and sunglasses inside, so it can be put on in one movement. Everything else stays in the bag.",
              "The rules novices break most often are common to British Triathlon and World Triathlon events:",
            ) +
            "<ol><li>The helmet must be on and fastened before the bike is taken off the rack, and must stay fastened until the bike is racked again.</li><li>There is no riding inside transition: athletes mount only after the mount line and dismount before the dismount line.</li><li>Equipment must stay within the athlete's own space at the rack; a wetsuit dropped in a neighbour's space can be penalised.</li></ol>" +
            p(
              "Wetsuit removal starts on the run from the water: unzip and peel the suit to the waist while running, then at the rack push it below the knees and step on it to pull each leg free. Trimming a few centimetres from the legs of an old suit, or a lubricant approved by the wetsuit's maker around the ankles, makes this quicker.",
              "Practise transition as a circuit: a short run, a set-up, a mount, 200 metres of riding, a dismount and a re-rack, repeated four or five times against a stopwatch. The aim is for the sequence to become automatic when the athlete is tired and breathing hard. Brick sessions, a ride followed immediately by a run, teach athletes to cope with the heavy-legged feeling of the first kilometre of the run, and are the natural place to rehearse T2.",
            ),
        },
      },
      {
        title: "Setting Training Intensity",
        description:
          "Using heart rate, field tests and perceived exertion to keep easy sessions easy and hard sessions hard.",
        lesson: {
          title: "Heart-Rate Zones That Mean Something",
          html:
            p(
              "Novice triathletes tend to train at one intensity, moderately hard, in every session. The result is chronic fatigue without the stimulus of genuinely hard work. Many endurance coaches now follow a broadly polarised pattern, described by Stephen Seiler from studies of elite endurance athletes, in which roughly 80 per cent of sessions are easy and 20 per cent hard. Setting zones accurately is what makes that possible.",
              "The popular formula of 220 minus age for maximum heart rate is a population average with a standard deviation of around 10–12 beats per minute, so for an individual it may be wrong by 20 beats or more. Zones should instead be anchored to a field test. A widely used method, popularised by Joe Friel, estimates lactate threshold heart rate (LTHR): after a thorough warm-up, the athlete completes a solo 30-minute time trial at the best sustainable effort, and the average heart rate over the final 20 minutes is taken as LTHR. Separate tests are needed for running and cycling, because threshold heart rate is usually several beats lower on the bike.",
              "A simple three-zone scheme, with approximate anchors, suits beginners:",
            ) +
            "<table><tr><th>Zone</th><th>Heart rate</th><th>Perceived exertion (Borg 6–20)</th><th>Talk test</th></tr><tr><td>1 Easy</td><td>below about 85% of LTHR</td><td>9–12</td><td>full sentences</td></tr><tr><td>2 Moderate</td><td>about 85–100% of LTHR</td><td>13–15</td><td>short phrases</td></tr><tr><td>3 Hard</td><td>above LTHR</td><td>16 and above</td><td>a few words</td></tr></table>" +
            p(
              "Worked example: a runner with an LTHR of 165 beats per minute should keep easy runs below about 140 (0.85 × 165 = 140). Most novices find this embarrassingly slow at first, and some must walk on hills to stay in zone.",
              "Perceived exertion is the essential cross-check. Heart rate lags a minute or more behind a change in effort, drifts upwards in heat and over long sessions, and can be suppressed by fatigue, so short intervals are better controlled by pace, power or perceived effort, with heart rate reviewed afterwards.",
            ),
        },
      },
    ],
  },
  {
    slug: "reading-flags-an-introduction-to-vexillology",
    discipline: "Vexillology",
    title: "Reading Flags: An Introduction to Vexillology",
    description:
      "Flags are among the most reproduced designs in the world, yet few people can describe one accurately. An evening class for adults covering the parts and proportions of a flag, the vocabulary vexillologists use, principles of good design, the great families of national flags, and flag etiquette.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute evening class a week)",
    plantedGap: "flag etiquette",
    modules: [
      {
        title: "Anatomy of a Flag",
        description: "The names of a flag's parts, its proportions, and how to describe a design in words.",
        lesson: {
          title: "Hoist, Fly and Canton",
          html: p(
            "Vexillology, from the Latin vexillum, the square banner carried by Roman cavalry units, is the study of flags. The term was coined in the late 1950s by the American scholar Whitney Smith. Like heraldry, it depends on a precise shared vocabulary.",
            "A flag is described as seen from the front, the obverse, with the pole on the viewer's left. The edge next to the pole is the hoist and the opposite free edge the fly; the same words also name the halves of the flag nearer to and farther from the pole. The background is the field. The upper quarter next to the hoist is the canton, the traditional place of honour: it holds the Union Flag on the flags of Australia and New Zealand and the fifty stars on the flag of the United States. A symbol placed on the field, such as a star, crescent or emblem, is a charge. A narrow strip separating two colours is called fimbriation, seen in the white edging of the red cross on the Union Flag.",
            "Proportions are given as height to length. The Union Flag is officially 1:2, although 3:5 is also widely used; France's flag is 2:3, the United States' 10:19 and Belgium's an unusual 13:15. The flags of Switzerland and Vatican City are square, and Nepal's is not rectangular at all: it consists of two stacked pennants.",
            "Designs are described by their divisions: a bicolour or tricolour with horizontal or vertical stripes; a cross; a saltire, or diagonal cross, as on the flags of Scotland and Jamaica; a triangle at the hoist, as on the flags of the Czech Republic and the Philippines; or a Nordic cross, whose vertical arm is set off-centre towards the hoist. A good verbal description runs from general to specific: the division first, then the colours in order from the hoist or from the top, then any charges and their positions. For example, the flag of Japan is a white field with a red disc at the centre, in proportions 2:3.",
            "Class exercise: describe the flags of Ireland, Germany and Sweden in words alone. A partner must draw each flag from your description without seeing it; every mistake in the drawing points to a missing or ambiguous term.",
          ),
        },
      },
      {
        title: "What Makes a Good Flag?",
        description: "Five widely cited design principles, tested against real flags and recent redesigns.",
        lesson: {
          title: "Good Flag, Bad Flag",
          html:
            p(
              "In 2006 the North American Vexillological Association published Ted Kaye's booklet Good Flag, Bad Flag, which distils what flag designers had long argued into five principles:",
            ) +
            "<ol><li>Keep it simple: the flag should be so simple that a child can draw it from memory.</li><li>Use meaningful symbolism: the images, colours or patterns should relate to what the flag represents.</li><li>Use two or three basic colours, contrasting well and drawn from the standard set of red, blue, green, black, yellow and white.</li><li>No lettering or seals: writing cannot be read at a distance and appears reversed on the back.</li><li>Be distinctive or be related: avoid duplicating other flags, but use similarities to show connections.</li></ol>" +
            p(
              "The reasoning behind each rule is practical. A flag is seen at a distance, usually moving, often partly furled, and from both sides. Detail that works on a letterhead disappears at fifty metres, and lettering reads in mirror image on the reverse unless the flag is made in two layers at extra cost. Indonesia and Monaco, whose red-over-white bicolours differ only in proportions, show the cost of ignoring the fifth principle; so do Chad and Romania, whose blue, yellow and red vertical tricolours differ only slightly in shade.",
              "The principles have shaped real redesigns. For decades most US state flags were a state seal on a blue field, the design vexillologists mock as a 'seal on a bedsheet'. In 2020 Mississippi retired a flag that contained the Confederate battle emblem; a commission chose a replacement centred on a magnolia blossom, which voters approved in November 2020. In 2024 Minnesota replaced its seal flag with a simple design: a dark blue shape recalling the outline of the state, bearing an eight-pointed white star, beside a field of lighter blue. Utah also adopted a new, simplified flag in 2024.",
              "The principles are not beyond dispute. Brazil's flag carries the motto 'Ordem e Progresso' and a map of the night sky, yet is widely admired; Sri Lanka's intricate lion flag carries deep meaning for many Sri Lankans. Designers argue that the principles describe what works for flags meant to be flown and recognised at a distance, not rules for every context.",
            ),
        },
      },
      {
        title: "Families of National Flags",
        description: "How shared colours and layouts record history, alliance and aspiration.",
        lesson: {
          title: "Colour Families and What They Record",
          html:
            p(
              "Many national flags belong to families: groups that share colours or a layout because their countries share a history or an aspiration. Recognising the family is often the quickest way to read an unfamiliar flag.",
            ) +
            "<table><tr><th>Family</th><th>Colours or pattern</th><th>Origin</th><th>Examples</th></tr><tr><td>Pan-African</td><td>green, gold and red, often with a black star; or red, black and green</td><td>the flag of Ethiopia, which defeated Italy at Adwa in 1896 and remained independent through the colonial partition of Africa, adopted by Ghana at independence in 1957; and the red, black and green flag of Marcus Garvey's Universal Negro Improvement Association (1920)</td><td>Ghana, Senegal, Mali, Guinea, Cameroon; Kenya and Malawi</td></tr><tr><td>Pan-Arab</td><td>red, white, black, green</td><td>the flag of the Arab Revolt of 1916</td><td>Jordan, Palestine, Sudan, the United Arab Emirates, Kuwait</td></tr><tr><td>Pan-Slavic</td><td>white, blue, red</td><td>the Russian tricolour, adopted as a Slavic symbol at the Prague Slavic Congress of 1848</td><td>Serbia, Slovakia, Slovenia, Croatia, the Czech Republic</td></tr><tr><td>Nordic cross</td><td>a cross with its vertical arm offset towards the hoist</td><td>the Danish Dannebrog, depicted from the fourteenth century</td><td>Denmark, Sweden, Norway, Finland, Iceland</td></tr></table>" +
            p(
              "Other groupings are looser. Vertical tricolours descend from the French tricolore of the 1790s, itself a statement of revolution, and spread through Europe and Latin America: Italy, Ireland, Belgium and Mexico all follow the pattern. The Southern Cross constellation appears on the flags of Australia, New Zealand, Samoa, Papua New Guinea and Brazil, marking their place in the southern hemisphere.",
              "Colours have no fixed meanings. Red stands for the blood of martyrs on many flags, for revolution on others and for courage on still others; green may represent Islam, agriculture or a landscape. Official explanations are often written after a flag is adopted, and they sometimes change. The sound method is to check the adopting law or decree, compare it with contemporary accounts, and treat popular explanations with caution.",
              "Class exercise: take the flag of Kenya, with its black, red and green stripes and central Maasai shield and spears, and identify which family influences it, what its white fimbriation does, and what its charge signifies.",
            ),
        },
      },
    ],
  },
  {
    slug: "floor-screeding-mixes-laying-and-drying",
    discipline: "Screeding",
    title: "Floor Screeding: Mixes, Laying and Drying",
    description:
      "Sand-cement floor screeds fail for predictable reasons: the wrong mix, poor compaction, or a floor covering laid before the screed is dry. Practical training for construction trainees in bonded, unbonded and floating screeds, mixing and compaction, laying to level and tolerance, anhydrite screeds, curing, and moisture testing.",
    level: "beginner",
    duration: "five weeks (two full days a week in the college workshop)",
    plantedGap: "anhydrite screeds",
    modules: [
      {
        title: "Choosing the Screed",
        description:
          "The three ways a screed can sit on its base, the minimum thickness each needs, and the traditional mix.",
        lesson: {
          title: "Bonded, Unbonded and Floating",
          html:
            p(
              "A screed is a layer of well-compacted material laid on a structural base to produce a level surface ready for the final floor finish. In the UK the code of practice for cementitious levelling screeds is BS 8204-1. The first decision is how the screed relates to its base, because that sets its minimum thickness:",
            ) +
            "<table><tr><th>Type</th><th>How it is laid</th><th>Typical thickness</th></tr><tr><td>Bonded</td><td>directly onto a prepared concrete base, with a bonding agent or cement slurry, so that base and screed act together</td><td>25–40 mm</td></tr><tr><td>Unbonded</td><td>on a damp-proof membrane or separating layer, so that it is free of the base</td><td>at least 50 mm</td></tr><tr><td>Floating</td><td>on a layer of rigid insulation or acoustic board</td><td>at least 65 mm for light loads, 75 mm for heavier loads</td></tr></table>" +
            p(
              "A screed thinner than its minimum is liable to crack and curl. A bonded screed laid much thicker than 40 mm is more likely to debond, because shrinkage stresses build up at the interface. For a bonded screed the base must be mechanically prepared, by shot-blasting or scabbling, to remove laitance and expose clean aggregate. The bonding slurry is brushed in just ahead of the screed and is never allowed to dry first, because a dried slurry becomes a weak plane.",
              "The traditional mix is Portland cement and clean, sharp sand graded 0–4 mm, in proportions between 1:3 and 1:4.5 by weight. It is mixed semi-dry: only enough water to hydrate the cement and allow full compaction. The field check is the hand squeeze: a fistful squeezed hard should hold its shape, without water running out and without the ball crumbling. Too wet, and the screed shrinks more, bleeds and forms a weak surface; too dry, and it cannot be compacted. Forced-action mixers give a far more consistent semi-dry mix than free-fall drum mixers, which tend to roll the material into balls.",
              "Trainees should record the batch proportions and the water added for every mix, so that a later defect can be traced to its cause.",
            ),
        },
      },
      {
        title: "Laying to Level",
        description:
          "Setting datums, forming screed rails, compacting thoroughly and finishing to a specified surface regularity.",
        lesson: {
          title: "Datum, Rails and Surface Regularity",
          html:
            p(
              "Every level on a floor is set from a datum, a known height transferred around the building from a site benchmark, commonly marked 1 metre above finished floor level. A rotating laser or an optical level is used to mark the finished screed height around the walls and to set intermediate 'dots', small pads of screed whose tops are at finished level, across the floor at intervals shorter than the straightedge. The dots are then joined into screed rails, narrow bands of compacted screed ruled to level, or timber or steel battens are fixed to level instead. The bays between the rails are then filled, compacted and ruled off.",
              "Compaction is the most important single factor in screed strength. A semi-dry screed must be compacted through its full depth with a heavy hand tamper before it is ruled off. Poor compaction of the lower part of the screed cannot be seen at the surface; it shows later as hollow-sounding areas and as cracking under load. Thick screeds, above about 50 mm, should be placed and compacted in two layers, the second laid immediately onto the first so that they bond as one.",
              "The surface is ruled off with a straightedge bearing on the rails and then closed with a float or steel trowel. Over-trowelling draws water and fine material to the surface and leaves a weak, dusty skin. Where bays must be laid on different days, the edge of the earlier bay is cut back square and vertical before new screed is placed against it, and joints in the screed are lined up with any movement joints in the base.",
              "Surface regularity is specified by class, measured as the largest gap under a 2-metre straightedge placed anywhere on the floor:",
            ) +
            "<ul><li>SR1, maximum 3 mm: a high standard for special floors;</li><li>SR2, maximum 5 mm: the normal standard;</li><li>SR3, maximum 10 mm: a utility standard.</li></ul>" +
            p(
              "Check your own work with the straightedge and a slip gauge before leaving the bay: grinding high spots or applying a levelling compound later costs far more than getting the level right while the screed is workable.",
            ),
        },
      },
      {
        title: "Curing, Drying and Moisture Testing",
        description:
          "Why a screed must be kept wet before it is allowed to dry, and how to show it is dry enough for the floor covering.",
        lesson: {
          title: "Curing, Drying and the Hygrometer Test",
          html:
            p(
              "Curing and drying are opposite processes and must happen in that order. Curing keeps the screed moist while the cement hydrates and gains strength; drying then removes surplus water so that a floor covering can be laid. A cement-sand screed should be covered with polythene sheeting, lapped and weighted at the edges, for at least seven days after laying, and protected from draughts, direct sun and frost. A screed that dries before the cement has hydrated has a weak, dusty surface and is prone to curling at bay edges.",
              "Drying then begins, and it is slow. A rule of thumb often quoted is one day per millimetre of thickness for the first 40 mm, in good drying conditions, with each additional millimetre taking longer; a 75 mm floating screed may need several months. Ventilation and dehumidifiers help once curing is complete, but forcing the surface dry while the body of the screed is still wet causes curling.",
              "Impermeable floor coverings such as vinyl and rubber, and many of their adhesives, trap moisture. Laid too soon, they blister, lift or smell as the adhesive breaks down. The screed must therefore be tested, not guessed. The standard method in British practice is the hygrometer hood test described in BS 8203:",
            ) +
            "<ol><li>Place an insulated hood containing a hygrometer on the screed and seal its edges so that no air exchanges with the room.</li><li>Leave it, out of direct sun and away from heaters, for at least 72 hours or until the reading is stable.</li><li>Read the relative humidity of the trapped air, which comes into equilibrium with the moisture in the upper part of the screed.</li><li>Repeat at several locations, including near walls, in corners and over any areas known to be thicker.</li></ol>" +
            p(
              "A reading of 75% relative humidity or below is generally required before resilient floor coverings are laid, and timber flooring manufacturers commonly require a drier screed, around 65%. A pin or surface-contact moisture meter gives a quick indication, but it measures only near the surface and is not acceptable as proof of dryness. Record every reading, its location and the date in the handover file.",
            ),
        },
      },
    ],
  },
];
