/** Fortieth held-out evaluation courses, intermediate level (Aksum to film scoring); see ai-courses-heldout40.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT40_B: EvalCourse[] = [
  {
    slug: "aksum-red-sea-kingdom",
    discipline: "Aksumite history",
    title: "Aksum: A Red Sea Kingdom, 1st to 7th Centuries",
    description:
      "The kingdom of Aksum, in what is now northern Ethiopia and Eritrea, ranked in the third century among the great powers of the world. This second-year module considers its origins and the trade through Adulis, the monumental stelae, the conversion of King Ezana to Christianity, and the evidence of Aksumite coinage.",
    level: "intermediate",
    duration: "one semester (10 two-hour seminars)",
    plantedGap: "coinage",
    modules: [
      {
        title: "Origins and the Red Sea Trade",
        description: "Who were the Aksumites, and what did Greek and Roman merchants know of them?",
        lesson: {
          title: "Adulis and the Periplus",
          html: p(
            "Aksum grew on the northern Ethiopian highlands, in Tigray, in the first centuries AD, out of a region that had earlier known the culture archaeologists call pre-Aksumite, centred on sites such as Yeha, with its temple of the fifth or eighth century BC and strong South Arabian connections. Aksum itself lay some 2,100 metres above sea level, on fertile land watered by summer rains, which allowed plough agriculture with cattle, and grew wheat, barley and the local grain teff.",
            "The earliest written account is the <i>Periplus of the Erythraean Sea</i>, a Greek merchant's handbook written in the mid first century AD. It describes Adulis, on the Gulf of Zula near modern Massawa, as a port and market town, and says that the 'metropolis of the Axumites' lay eight days' journey inland. It names the ruler of the region, Zoskales, as 'miserly and grasping, but otherwise upright, and acquainted with Greek letters'. Exports listed include ivory, tortoise shell and rhinoceros horn; imports included cloth, glass, iron, brass and wine.",
            "Aksum's position let it profit from the trade between the Roman Mediterranean and India. Ships sailed down the Red Sea from Egyptian ports such as Berenike, and from Adulis and the South Arabian harbours they could use the monsoon winds to cross to India. By the third century the Persian prophet Mani, in a text preserved in a later Coptic work, could name Aksum as one of the four great kingdoms of the world, with Rome, Persia and China. Aksumite power also reached across the Red Sea: kings claimed authority over parts of South Arabia, and in the early sixth century King Kaleb invaded Himyar in Yemen.",
          ),
        },
      },
      {
        title: "The Stelae Field",
        description:
          "Monolithic stelae, carved to resemble multi-storeyed buildings, are the most famous remains at Aksum, and this module reads them as royal tombs.",
        lesson: {
          title: "Storeyed stelae and the tombs beneath",
          html:
            p(
              "In the centre of the modern town of Aksum lies a field of granite stelae, the largest single monoliths ever erected in the ancient world. The most elaborate are carved on their faces to imitate tall buildings in the local style, with horizontal timber beams, the projecting ends of cross-beams known as 'monkey heads', false windows and a false door at the base. They marked underground burial complexes, probably of kings and the elite, and most scholars date the largest to the third and fourth centuries AD.",
            ) +
            "<table><tr><th>Stela</th><th>Height</th><th>Notes</th></tr><tr><td>Stela 1 (Great Stela)</td><td>about 33 m, weighing some 520 tonnes</td><td>thirteen false storeys; fell and broke, probably during or soon after erection</td></tr><tr><td>Stela 2</td><td>about 24 m</td><td>taken to Rome in 1937 under Mussolini; returned in 2005 and re-erected in 2008</td></tr><tr><td>Stela 3</td><td>about 21 m</td><td>still standing, leaning slightly</td></tr></table>" +
            p(
              "The stones came from quarries at Gobedra, a few kilometres west of the town, and were moved by means still debated, perhaps on rollers hauled by large teams or elephants. The fall of the Great Stela crashed across a nearby tomb, the so-called Mausoleum, a stone-built tomb with a central passage and side chambers entered through monumental doorways, and some archaeologists, including David Phillipson, who directed excavations there in the 1990s, argue that the disaster may have discredited the practice. In any case, no stelae on this scale were put up after the conversion to Christianity, and later royal tombs, such as those attributed to Kaleb and Gabra Masqal, are built structures with Christian symbols.",
            ),
        },
      },
      {
        title: "Ezana and the Coming of Christianity",
        description: "The conversion of the king in the fourth century is documented in his own inscriptions.",
        lesson: {
          title: "From Mahrem to the Lord of Heaven",
          html: p(
            "King Ezana ruled Aksum in the middle decades of the fourth century. He is known from a series of stone inscriptions set up at Aksum and written in Ge'ez, in Greek and in a South Arabian script. The earlier inscriptions describe his campaigns and call him 'son of the invincible Mahrem', the war god of the Aksumite pantheon, and they open with invocations to pagan deities. A later inscription, recording a campaign against the Noba along the Atbara and Nile rivers, invokes instead 'the Lord of Heaven' and, in its Greek version, 'the Father, the Son and the Holy Spirit'. Historians read the change as evidence of the king's conversion, generally placed around the 330s or 340s.",
            "The Roman church historian Rufinus of Aquileia, writing around 400, tells how this happened. Frumentius and Aedesius, two young Syrian Christians from Tyre, were captured when their ship put in on the Red Sea coast; they were taken to the royal court, where Frumentius became an adviser and tutor to the young prince. Later he travelled to Alexandria, where Athanasius consecrated him bishop and sent him back to lead the church in Aksum. In the Ethiopian tradition he is honoured as Abba Salama, 'father of peace'.",
            "A letter of the emperor Constantius II, preserved by Athanasius, asks the rulers of Aksum, Ezana and his brother Saizana, to send Frumentius to Alexandria to be examined by the Arian bishop George, which fixes these events in the 350s at the latest. Christianity spread only gradually beyond the court; the work of the 'Nine Saints', monks who arrived in the late fifth century, is credited in tradition with translating scripture into Ge'ez and founding monasteries such as Debre Damo.",
          ),
        },
      },
    ],
  },
  {
    slug: "water-and-oil-gilding-for-frames",
    discipline: "Gilding",
    title: "Water and Oil Gilding for Frames and Objects",
    description:
      "Real gold leaf, laid by hand, on wood and plaster. Participants prepare gesso and bole grounds, lay and burnish leaf by the water method, gild with oil size for outdoor work, and make and apply shell gold for retouching.",
    level: "intermediate",
    duration: "twelve studio sessions of 4 hours",
    plantedGap: "shell gold",
    modules: [
      {
        title: "Gesso and Bole",
        description:
          "Water gilding is only as good as the ground under it, and in this module we build that ground layer by layer.",
        lesson: {
          title: "Rabbit-skin glue, gesso and clay",
          html:
            p(
              "Water gilding, the method used for the finest frames since the Middle Ages, lays gold leaf on a smooth ground of gesso and clay, and lets it be burnished to a mirror shine. The ground is built from three materials: animal glue, a white filler, and a fine coloured clay called bole.",
              "The glue is traditionally rabbit-skin glue, bought as granules or sheets. It is soaked overnight in cold water and warmed in a double boiler, never boiled, because overheating breaks down the protein and weakens the glue. A common working strength is about one part glue to ten to fourteen parts water by weight. Gesso is made by sifting whiting (calcium carbonate) or gilder's whiting into warm glue until it forms a cream, then straining it to remove lumps and bubbles.",
            ) +
            "<ol><li>Size the bare wood with one coat of warm glue alone.</li><li>Brush on the first gesso coat thinly, scrubbing it into the grain.</li><li>Apply 8 to 12 further coats, each as the previous one loses its shine.</li><li>When dry, level and smooth the gesso with scrapers and fine abrasives; wet-rubbing with a damp cloth gives the final polish.</li><li>Apply three or four coats of bole mixed with weak glue, and polish it with a soft cloth.</li></ol>" +
            p(
              "Bole is a fine clay, commonly red, yellow, grey or black. Its colour affects the warmth of the gold, particularly where the leaf wears through at high points, which is why old frames show red at their edges. Bole also gives the slightly cushioned, compressible surface that makes burnishing possible.",
            ),
        },
      },
      {
        title: "Laying and Burnishing Leaf",
        description:
          "With cushion, knife and tip, we lay loose leaf on a wetted bole and then bring it up with an agate burnisher.",
        lesson: {
          title: "Gilder's liquor and the agate",
          html: p(
            "Gold leaf for gilding is beaten to a thickness of about 0.1 micrometres, so thin that it transmits green light. It is sold in books of 25 leaves, each usually 80 millimetres square, and in caratages from about 18 to 24; 23.5 or 23.75 carat is the standard for water gilding because it burnishes well and does not tarnish. Loose leaf is handled with three tools: a gilder's cushion, a calfskin pad with a parchment screen to shield the leaf from draughts; a gilder's knife with a straight, blunt blade for cutting; and a tip, a flat brush of squirrel or badger hair used to lift the leaf.",
            "The gilder tips a leaf onto the cushion, flattens it with a gentle breath, and cuts it into pieces sized to the surface. The bole is wetted ahead of the leaf with gilder's liquor, water with a little alcohol and, often, a touch of glue. The alcohol lowers the surface tension so that the liquid spreads evenly. The tip, charged with a trace of grease from brushing it across the cheek or forearm, picks up the leaf and lays it onto the pool. As the water soaks into the bole it reactivates the glue in it, and the leaf is drawn down flat. Each piece should overlap the previous one by a few millimetres.",
            "Burnishing is done with a polished agate burnisher once the ground has dried to the right state: not so wet that the agate drags, not so dry that it skids. In a warm studio this may be an hour or two; on a damp day, longer. The gilder tests a corner first and, if the agate runs smoothly with a faint squeak, works over the surface with short, firm strokes. Areas left matt are often given a thin coat of glue size to even their appearance. Contrast between burnished highlights and matt recesses is the gilder's main design tool.",
          ),
        },
      },
      {
        title: "Oil Gilding",
        description:
          "When gilding must survive outdoors or on large areas, a drying oil size replaces the water method.",
        lesson: {
          title: "Size, open time and tack",
          html:
            p(
              "Oil gilding lays leaf onto a thin film of oil size, a varnish based on drying oils that becomes tacky as it oxidises. The leaf sticks to the tacky film and is held permanently as the size cures. Oil gilding cannot be burnished, and gives a softer, satin shine, but it is far more durable than water gilding, tolerates moisture and is used for signs, weather vanes, architectural ornament and domes, as well as for the flat areas of frames.",
              "Oil sizes are sold by the time they take to reach tack, called their open time or setting time. The choice depends on the size of the job and the conditions:",
            ) +
            "<table><tr><th>Size</th><th>Reaches tack</th><th>Stays workable</th><th>Typical use</th></tr><tr><td>3-hour</td><td>1 to 3 hours</td><td>about 3 hours</td><td>small jobs, indoor work</td></tr><tr><td>12-hour</td><td>8 to 12 hours</td><td>12 hours or more</td><td>large areas, outdoor lettering; gives the brightest finish</td></tr></table>" +
            p(
              "The surface must be sealed and smooth; porous ground absorbs the size and leaves dull patches. Size is brushed on thinly and evenly, with no pools, since any excess wrinkles under the leaf. To test for tack, draw a knuckle lightly over the size: it should feel like the sticky side of masking tape and make a faint squeak, without leaving any size on the skin. Outdoors, leaf is often applied as transfer leaf, pressed lightly onto its backing paper so that a breeze cannot carry it off. After a day or two the loose overlaps, the skewings, are brushed away with a soft mop, and the work is left to cure fully before handling.",
            ),
        },
      },
    ],
  },
  {
    slug: "hearing-aid-fitting-prescription-verification",
    discipline: "Hearing aid fitting",
    title: "Hearing Aid Fitting: Prescription, Coupling and Verification",
    description:
      "What happens between the audiogram and a satisfied hearing aid user is the subject of this module, which deals with candidacy and the audiogram, prescriptive targets from NAL-NL2 and DSL v5, earmoulds, venting and occlusion, verification of the fitting, and counselling patients with tinnitus.",
    level: "intermediate",
    duration: "one term (12 weeks, lectures and clinic)",
    plantedGap: "tinnitus",
    modules: [
      {
        title: "From Audiogram to Candidacy",
        description: "Reading the pure-tone audiogram and deciding who stands to benefit from amplification.",
        lesson: {
          title: "Degree, type and configuration",
          html:
            p(
              "The pure-tone audiogram plots hearing threshold level in decibels (dB HL) against frequency, usually from 250 to 8000 Hz, for each ear. Air-conduction thresholds, measured through earphones, reflect the whole hearing pathway; bone-conduction thresholds, measured with a vibrator on the mastoid, bypass the outer and middle ear. A gap of more than 10 dB between the two indicates a conductive component. When both are raised together, the loss is sensorineural, the usual type among hearing aid candidates.",
              "The degree of loss is commonly summarised as the average threshold at 500, 1000, 2000 and 4000 Hz. The World Health Organization grades published in 2021 are:",
            ) +
            "<table><tr><th>Average (dB HL)</th><th>Grade</th></tr><tr><td>under 20</td><td>normal</td></tr><tr><td>20 to under 35</td><td>mild</td></tr><tr><td>35 to under 50</td><td>moderate</td></tr><tr><td>50 to under 65</td><td>moderately severe</td></tr><tr><td>65 to under 80</td><td>severe</td></tr><tr><td>80 to under 95</td><td>profound</td></tr><tr><td>95 or more</td><td>complete or total</td></tr></table>" +
            p(
              "Configuration matters as much as degree. The most common pattern in adults is a sloping high-frequency loss from ageing (presbycusis) or noise, in which the person hears voices but misses consonants such as s, f and th and complains that others mumble. Candidacy is not decided by the audiogram alone: the clinician weighs reported difficulty, often with a questionnaire such as the Glasgow Hearing Aid Benefit Profile, speech-in-noise test results, motivation, dexterity and cognition. A person with a mild loss and heavy communication demands may benefit more than a person with a moderate loss who seldom converses. Red flags such as sudden or asymmetric loss, a persistent conductive component or ear discharge call for referral to an ear, nose and throat specialist before any fitting.",
            ),
        },
      },
      {
        title: "Prescriptive Targets",
        description: "How much gain, at which frequency, for which input level: the logic behind NAL-NL2 and DSL v5.",
        lesson: {
          title: "From the half-gain rule to NAL-NL2",
          html: p(
            "A prescriptive formula turns an audiogram into target gain or output for each frequency and input level. The first widely cited rule, proposed by Samuel Lybarger in 1944, was the half-gain rule: a listener with a 60 dB loss needs about 30 dB of gain. Amplifying by the full amount of the loss would be uncomfortably loud, because sensorineural loss is accompanied by loudness recruitment, an abnormally rapid growth of loudness above threshold.",
            "Modern hearing aids compress, giving more gain to soft sounds than to loud ones, and modern formulae prescribe gain separately for soft, average and loud inputs. Two are dominant. NAL-NL2, published by the National Acoustic Laboratories of Australia in 2011, aims to maximise speech intelligibility while keeping overall loudness no greater than a normal-hearing listener would experience. It therefore deliberately gives less gain than needed to restore audibility at frequencies where the loss is steep or severe, since amplification there adds loudness with little gain in understanding. NAL-NL2 also adjusts targets for gender, experience with hearing aids and language tonality.",
            "DSL v5.0, the Desired Sensation Level method from Western University in Canada (2005), aims to make speech audible across the whole frequency range and to place it at comfortable levels within the listener's dynamic range. It has separate paediatric and adult targets; for children, who need full audibility to learn language, its targets are higher than NAL-NL2's. As a rough example, for an adult with a flat 50 dB loss and a 65 dB SPL speech input, NAL-NL2 insertion gain at 2000 Hz is typically in the region of 20 dB. The manufacturer's software offers a first fit to the chosen formula, but this first fit often falls short of target in the high frequencies and must be checked.",
          ),
        },
      },
      {
        title: "Coupling, Venting and Verification",
        description:
          "The acoustic path to the eardrum changes everything the formula assumed, and so it must be measured in the patient's own ear.",
        lesson: {
          title: "Vents, occlusion and insertion gain",
          html: p(
            "The earmould or dome that couples a hearing aid to the ear canal is an acoustic component. A closed fitting seals the canal, so low-frequency amplification reaches the eardrum without leaking, and it is needed for severe losses. But a sealed canal causes the occlusion effect: bone-conducted sound from the wearer's own voice, which normally escapes through the open ear, is trapped and boosted at low frequencies by up to 20 dB or more, so the voice sounds hollow or 'in a barrel'. A vent, a channel through the mould, relieves occlusion by letting low frequencies escape. The larger the vent, the less occlusion, but also the less low-frequency gain and the greater the risk of acoustic feedback.",
            "For the typical high-frequency loss with near-normal hearing below 1000 Hz, the usual solution is an open fitting: a receiver-in-canal aid with an open dome, which leaves low frequencies to reach the eardrum naturally and amplifies only the highs. Modern digital feedback cancellation made such fittings practical.",
            "Because the canal's acoustics differ greatly from person to person, the fitting should be verified with probe-microphone measurements in the patient's own ear. A thin probe tube is placed within about 5 mm of the eardrum. The real-ear unaided response (REUR) is measured first, then the real-ear aided response (REAR) with the aid switched on. Insertion gain is the difference: REIG = REAR minus REUR. If, at 3000 Hz, REAR is 78 dB SPL and REUR is 60 dB SPL, the insertion gain is 18 dB, which the clinician compares with the prescriptive target and adjusts. Studies have repeatedly found that verified fittings give better outcomes than fittings left at the manufacturer's first fit.",
          ),
        },
      },
    ],
  },
  {
    slug: "highway-bridge-inspection-condition-rating",
    discipline: "Bridge inspection",
    title: "Highway Bridge Inspection and Condition Rating",
    description:
      "Bridges deteriorate quietly, and inspectors are the first line of defence. The module teaches inspection regimes and intervals in the UK and the US, condition rating of deck, superstructure and substructure, the recognition and testing of concrete defects, and the assessment of scour at river piers.",
    level: "intermediate",
    duration: "one semester (24 hours of lectures plus two site days)",
    plantedGap: "scour",
    modules: [
      {
        title: "Inspection Regimes and Intervals",
        description: "Which inspections a bridge owner must carry out, how often, and by whom.",
        lesson: {
          title: "General, principal and special inspections",
          html:
            p(
              "Bridge owners inspect their structures on a fixed cycle so that deterioration is found before it threatens safety. In the United States, the National Bridge Inspection Standards (23 CFR 650, Subpart C) apply to all public highway bridges longer than 20 feet (6.1 m). Routine inspections are normally required every 24 months, though the 2022 revision of the standards allows a longer interval of up to 48 months for bridges in good condition under a risk-based method, and requires 12-month intervals for bridges with any major component rated serious or worse. Fracture-critical members and underwater elements have their own cycles.",
              "In the United Kingdom, trunk-road bridges are inspected to the Design Manual for Roads and Bridges standard CS 450, and local authority bridges follow similar guidance in the code of practice <i>Well-managed Highway Infrastructure</i>. The main types are:",
            ) +
            "<table><tr><th>Inspection</th><th>Typical interval</th><th>Scope</th></tr><tr><td>Safety (superficial)</td><td>during routine highway patrols</td><td>obvious hazards visible from the road</td></tr><tr><td>General</td><td>every 2 years</td><td>visual inspection of all parts visible from ground level</td></tr><tr><td>Principal</td><td>every 6 years</td><td>close examination, within touching distance, of all inspectable parts</td></tr><tr><td>Special</td><td>as needed</td><td>after an impact, flood or when a defect needs investigating</td></tr></table>" +
            p(
              "A principal inspection needs access to every element: under-bridge inspection units, rope access, scaffolding or boats, and often traffic management and possession of railway lines. Inspectors record each element's defects on standard forms with their severity and extent, take photographs with a scale, and recommend further testing or maintenance. The quality of the records matters because the next inspector must be able to tell whether a crack has grown since the last visit.",
            ),
        },
      },
      {
        title: "Condition Rating",
        description:
          "Inspectors turn what they see into numbers, and the numbers drive funding and maintenance decisions.",
        lesson: {
          title: "The 0-9 scale and element-level data",
          html: p(
            "In the US National Bridge Inventory, inspectors rate three major components of each bridge, the deck, the superstructure and the substructure, plus culverts where present, on a scale from 9 (excellent) to 0 (failed). A rating of 7 means good condition with some minor problems; 5 means fair, with all primary structural elements sound but with minor section loss, cracking or spalling; 4 means poor, with advanced section loss, deterioration or spalling. Ratings of 2 or below indicate critical conditions requiring closure or urgent action. Since 2018 the Federal Highway Administration has classified a bridge as in poor condition when the lowest of its deck, superstructure, substructure or culvert ratings is 4 or less; such bridges were previously called structurally deficient.",
            "Component ratings are simple to compare across a network but coarse. A deck rated 5 might have one badly spalled bay or light cracking throughout. Element-level inspection, set out in the AASHTO <i>Manual for Bridge Element Inspection</i>, therefore records the quantity of each element in each of four condition states, from 1 (good) to 4 (severe). For example, of a 300 m<sup>2</sup> reinforced concrete deck, an inspector might record 240 m<sup>2</sup> in state 1, 45 m<sup>2</sup> in state 2, 12 m<sup>2</sup> in state 3 and 3 m<sup>2</sup> in state 4. These quantities feed bridge management systems, which model deterioration and estimate the cost of repair options across a whole stock.",
            "UK practice uses a similar logic. Each defect is scored for severity and extent, and the scores are combined into a Bridge Condition Index between 0 and 100, reported as an average for the structure and for its most critical elements. A critical-element index below 40 signals a bridge in very poor condition, even if its average looks acceptable.",
          ),
        },
      },
      {
        title: "Concrete Defects and Testing",
        description: "Cracks, spalls and delaminations tell a story about corrosion that simple tests can confirm.",
        lesson: {
          title: "Sounding, covermeters and half-cell potential",
          html: p(
            "The main cause of deterioration in reinforced concrete bridges in cold climates is corrosion of the reinforcing steel, usually triggered by chlorides from de-icing salt, or, in older structures, by carbonation of the cover concrete. Steel in sound concrete is protected by the high alkalinity of the pore solution, around pH 13, which keeps a passive oxide film on its surface. Chlorides above a threshold, often quoted as 0.4 per cent by weight of cement, or a fall in pH below about 9 as carbonation advances, destroy the film. The rust that then forms occupies several times the volume of the original steel and cracks the surrounding concrete.",
            "The inspector sees the sequence in stages: rust staining, cracks along the line of the bars, delamination, in which a plane of cracking forms at bar level under an apparently intact surface, and finally spalling, when the cover breaks away. Delaminations are found by sounding: tapping with a hammer or dragging a chain across a deck, and listening for a hollow sound instead of a ring. Areas are marked on the concrete in paint and mapped on a grid.",
            "Half-cell potential surveys, standardised in ASTM C876, measure the electrical potential of the reinforcement against a reference electrode placed on the concrete surface. With a copper/copper sulphate electrode, readings more positive than -200 mV indicate a greater than 90 per cent probability that no corrosion is occurring; readings more negative than -350 mV indicate a greater than 90 per cent probability of active corrosion; values in between are uncertain. A covermeter locates bars and measures their depth, since low cover speeds up both chloride ingress and carbonation. Cores or dust samples taken at increasing depths give chloride profiles, which show how far the contamination has penetrated and whether repair must go behind the bars.",
          ),
        },
      },
    ],
  },
  {
    slug: "film-scoring-spotting-sync-theme",
    discipline: "Film scoring",
    title: "Scoring for Picture: Spotting, Sync and Theme",
    description:
      "Composing to picture is a craft of timing as much as of melody, and students here work to locked scenes from short films: the spotting session, synchronising music to picture with clicks and timecode, building themes and leitmotifs, and preparing cue sheets for royalties.",
    level: "intermediate",
    duration: "one semester (weekly 3-hour workshop)",
    plantedGap: "cue sheet",
    modules: [
      {
        title: "The Spotting Session",
        description:
          "Before any music is written, the composer and director decide together where the score will play and what it will do.",
        lesson: {
          title: "Where music starts, and why",
          html:
            p(
              "A spotting session is a meeting, usually with the director, the composer and the music editor, at which the locked cut of a film is watched scene by scene to decide where music will play. For each cue they settle its start and end, its dramatic function, and sometimes its relation to the temp score, the borrowed music the editor laid in during cutting. The music editor records the decisions as spotting notes, with the timecode of every start and stop.",
              "Cues are numbered by reel and order. The convention '2M3' means the third music cue in reel 2; a cue may also be given a descriptive title. Each note records:",
            ) +
            "<ul><li>the start and end timecode, for example 01:12:04:10 to 01:13:51:02 (hours:minutes:seconds:frames)</li><li>whether the music is score (heard only by the audience) or source (heard by the characters, from a radio or band on screen)</li><li>hit points: cuts, actions or lines the music must catch</li><li>the dramatic purpose in a phrase, such as 'her decision; grows from doubt to resolve'</li></ul>" +
            p(
              "Where music enters matters as much as what it plays. A cue that begins on a cut or a camera move is usually invisible to an audience; one that starts in the middle of a static shot draws attention to itself. Experienced composers also argue for silence: a scene played dry often hits harder, and a film scored wall to wall gives the music nowhere to grow. A useful question for each scene is what the music can tell the audience that the images and dialogue do not already tell them.",
            ),
        },
      },
      {
        title: "Synchronisation",
        description: "Clicks, frames and tempo maps let a composer hit the picture to the frame.",
        lesson: {
          title: "Frame clicks and the tempo map",
          html:
            p(
              "Film runs at 24 frames per second, and before digital workstations composers working in Hollywood set their tempos in frames per beat rather than beats per minute, because the click track was generated from the film's frame count. The conversion is simple at 24 fps: beats per minute equals 1440 divided by frames per beat. A 12-frame click is 120 bpm; a 16-frame click is 90 bpm. Eighth-frame divisions gave finer tempos, so a '12-4' click (12 and 4/8 frames) is 1440 / 12.5 = 115.2 bpm.",
            ) +
            "<table><tr><th>Frames per beat</th><th>Tempo (bpm)</th></tr><tr><td>10</td><td>144</td></tr><tr><td>12</td><td>120</td></tr><tr><td>14</td><td>102.86</td></tr><tr><td>16</td><td>90</td></tr><tr><td>20</td><td>72</td></tr></table>" +
            p(
              "The craft lies in making important moments fall on strong beats. Suppose a door slams 13.5 seconds after a cue starts and the composer wants it on a downbeat. At 120 bpm, 13.5 seconds is 27 beats, which in 4/4 time is the fourth beat of bar 7, not a downbeat. Moving to a tempo of 124.44 bpm makes 13.5 seconds equal to 28 beats, so the slam falls on the downbeat of bar 8. In practice the composer either changes tempo slightly, shifts the start of the cue by a few frames, or adds a bar of 2/4. Modern digital audio workstations let the composer build a tempo map that varies continuously, but the aim is the same: the music must feel as if it caused the picture rather than followed it.",
              "Not every scene should be hit. Catching too many actions produces 'mickey-mousing', the cartoon style in which every movement has its musical gesture; in live-action drama it usually sounds comic.",
            ),
        },
      },
      {
        title: "Themes and Leitmotifs",
        description: "A good theme can be varied to follow a character through a whole film.",
        lesson: {
          title: "Wagner's idea in Hollywood",
          html: p(
            "A leitmotif is a short, recognisable musical idea attached to a character, place, object or idea, and transformed as the drama changes. The term is associated with Wagner's operas, especially <i>Der Ring des Nibelungen</i>, and it came into film through composers trained in the late Romantic tradition. Max Steiner, whose score for <i>King Kong</i> (1933) was one of the first extended original scores of the sound era, and Erich Wolfgang Korngold, who scored <i>The Adventures of Robin Hood</i> (1938), built their films around themes for heroes, villains and lovers.",
            "John Williams revived the method on a large scale with <i>Star Wars</i> (1977). Its themes are distinct in shape and colour: Luke's theme opens with a rising fifth in brass; the Force theme is a broader, modal melody that appears in many guises; and in <i>The Empire Strikes Back</i> (1980) the Imperial March, in G minor over a repeated rhythmic figure, gives Darth Vader a military signature. The power of the method is in transformation. A theme can be played fully and heroically, fragmented under dialogue, slowed and reharmonised in the minor for tragedy, or hinted at by a single instrument when a character is only thought of.",
            "Not all film music works this way. Bernard Herrmann's score for Hitchcock's <i>Psycho</i> (1960), written for strings alone, relies less on themes than on short repeated cells and textures, and the shrieking violin glissandi of the shower scene are remembered as sound rather than as melody. Many contemporary scores likewise build on a rhythmic or textural idea more than a tune. A student composer should be able to do both: write a theme that survives variation, and write a texture that carries tension for minutes without one.",
          ),
        },
      },
    ],
  },
];
