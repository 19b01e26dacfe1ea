/** Eighty-seventh held-out evaluation courses, beginner level (A to B); see ai-courses-heldout87.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT87_A: EvalCourse[] = [
  {
    slug: "growing-oilseed-rape-from-drilling-to-harvest",
    discipline: "Oilseed rape production",
    title: "Growing Oilseed Rape: From Drilling to Harvest",
    description:
      "Aimed at first-year agriculture students and new farm staff, the course follows a winter oilseed rape crop through its season: seedbed preparation and drilling, protecting the young crop from cabbage stem flea beetle, spring nitrogen and sulphur, clubroot management, and harvesting without losing seed to pod shatter.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical session a week)",
    plantedGap: "clubroot management",
    modules: [
      {
        title: "Establishment: Seedbeds, Drilling Dates and Flea Beetle",
        description:
          "How seed rate, drilling date and seedbed conditions decide whether the crop survives its first autumn.",
        lesson: {
          title: "Getting the Crop Up and Away",
          html: p(
            `Winter oilseed rape in the UK is usually drilled between the middle of August and the first week of September. The seed is tiny, with a thousand-seed weight (TSW) of about 4 to 6 g, so it has very little reserve to push through cloddy or dry soil. It needs a fine, firm seedbed, sowing no deeper than 1 to 2 cm, and above all moisture: a crop drilled into dust can sit for weeks while pests wait for it.`,
            `Seed rates are set in seeds per square metre, not kilograms per hectare, because TSW varies between seed lots. The working formula is: seed rate (kg/ha) = target plants per m² × TSW (g) ÷ expected establishment (%). For 40 plants/m², a TSW of 5 g and 60% establishment, the rate is 40 × 5 ÷ 60 = 3.3 kg/ha. Hybrid varieties are often sown thinner, at 40 to 60 seeds/m², because each plant branches vigorously; a spring population of 25 to 35 plants/m² is usually enough for full yield.`,
            `The main threat to establishment is cabbage stem flea beetle. Adults fly into new crops in late August and September and chew small round "shot holes" in the cotyledons and first leaves; a seedling that loses its growing point dies. Females then lay eggs in the soil, and the larvae spend the winter tunnelling inside leaf stalks and stems. Since the EU restriction on neonicotinoid seed treatments in December 2013, growers have relied on pyrethroid sprays, but many beetle populations are now resistant, so sprays often fail.`,
            `Control therefore depends on the crop outgrowing the pest. Practical measures include drilling early into moisture so plants pass the vulnerable cotyledon stage quickly, leaving tall cereal stubble or straw, which seems to disrupt beetles finding the crop, and sowing companion plants such as berseem clover or buckwheat. AHDB guidance puts the spray threshold for adults at 25% of leaf area lost at the cotyledon to three-leaf stage. Slugs are the other early hazard; since metaldehyde pellets were withdrawn from outdoor use in Great Britain in 2022, ferric phosphate pellets are the standard treatment.`,
          ),
        },
      },
      {
        title: "Feeding the Crop: Nitrogen and Sulphur",
        description:
          "Working out spring fertiliser rates from the size of the canopy and applying them at the right time.",
        lesson: {
          title: "Canopy Size and Nutrient Timing",
          html: p(
            `Oilseed rape yield depends on building the right canopy by flowering, and nitrogen is the main tool for doing so. The target is a green area index (GAI) of about 3.5 at early flowering, meaning 3.5 m² of green leaf and stem for every square metre of ground. Bigger canopies shade the pods and lodge; smaller ones do not capture enough light to fill seed.`,
            `The AHDB canopy method uses a simple rule of thumb: a crop holds about 50 kg of nitrogen per hectare for each unit of GAI. A canopy of GAI 3.5 therefore needs about 175 kg N/ha in total. Part of this is already in the plants by late winter, and part comes from the soil, so the fertiliser requirement is the shortfall divided by the fraction of applied nitrogen the crop actually recovers, usually taken as 60%.`,
            `Worked example: in mid-February a crop is measured at GAI 1.0 from a phone photograph analysed with an app, so it already holds about 50 kg N/ha. Soil mineral nitrogen sampling shows 30 kg N/ha available. The shortfall is 175 − 50 − 30 = 95 kg N/ha, and 95 ÷ 0.6 gives a fertiliser rate of about 160 kg N/ha. A large, forward crop at GAI 2 would need much less early nitrogen, and the first dose can be delayed to avoid an overly thick canopy.`,
            `Nitrogen is normally split into two or three doses between late February and early April, with the last applied before the flower buds turn yellow. Later applications are poorly used and may raise protein at the expense of oil content.`,
            `Sulphur matters more in oilseed rape than in cereals, because brassicas use it to make glucosinolates and proteins. Since industrial sulphur emissions fell, deficiency has become common on light and low-organic-matter soils. The usual recommendation is 50 to 75 kg SO<sub>3</sub>/ha applied in early spring with the first nitrogen, often as a compound fertiliser containing ammonium sulphate. Deficient plants show pale, mottled younger leaves that cup upwards, and the flowers can look noticeably paler than those of well-fed crops. Tissue analysis at stem extension confirms a suspected deficiency before yield is lost.`,
          ),
        },
      },
      {
        title: "Harvest Timing and Seed Quality",
        description:
          "Judging ripeness, choosing between desiccation and direct combining, and drying seed for safe storage.",
        lesson: {
          title: "Bringing the Crop In",
          html: p(
            `Oilseed rape ripens unevenly: pods at the bottom of the main stem mature before those on the side branches, and ripe pods split easily, dropping seed on the ground. This pod shatter can lose several hundred kilograms per hectare if the crop is left too long or handled roughly, so the harvest decision is mostly about timing.`,
            `Growers check ripeness by opening pods from the middle of the main stem. Seeds change from green through red-brown to black as they mature. Where a pre-harvest desiccant is used, glyphosate is applied when about two-thirds of the seeds in those pods have turned brown and seed moisture is below about 30%; the crop is then combined roughly two to three weeks later. Diquat, once the standard desiccant, lost its UK approval in 2020. Many modern varieties carry a pod-shatter resistance trait, which makes direct combining without desiccation much safer, and some growers apply polymer pod sealants to reduce losses.`,
            `Combine settings differ from those for cereals. The header is set high, cutting just below the lowest pods to reduce the amount of green stem passing through the machine. Drum speed is lowered, the concave opened, and fan speed reduced so the small seeds are not blown out of the back. Side knives on the header cut through the tangled crop instead of tearing it apart.`,
            `Oilseeds must be stored drier than cereals because the oil holds no water, so all the moisture sits in the non-oil part of the seed. Seed should be dried to about 8% moisture and cooled below 15 °C as quickly as possible. Dryers need careful watching: oily dust and fine chaff make fires more likely than with wheat.`,
            `UK contracts are usually priced on a standard basis of 40% oil, 9% moisture and 2% admixture. Buyers pay a bonus of 1.5% of the price for each 1% of oil above 40% and deduct at the same rate below it, so a crop at 44% oil earns a 6% premium. Getting nitrogen and harvest timing right therefore affects income through both yield and quality.`,
          ),
        },
      },
    ],
  },
  {
    slug: "medical-terminology-for-health-and-care-workers",
    discipline: "Medical terminology",
    title: "Medical Terminology for Health and Care Workers",
    description:
      'What does "cholecystectomy" actually mean, and why must "hyper-" never be confused with "hypo-"? Designed for health-care assistants, ward clerks and pre-registration students, this short course breaks clinical words into roots, prefixes and suffixes, builds vocabulary for the heart and lungs, and covers the safe use of abbreviations in records, with guidance on pronunciation.',
    level: "beginner",
    duration: "six weeks (one 90-minute online session a week)",
    plantedGap: "pronunciation",
    modules: [
      {
        title: "Word Parts: Roots, Prefixes and Suffixes",
        description: "Reading an unfamiliar clinical term by splitting it into its Greek and Latin parts.",
        lesson: {
          title: "Taking a Medical Word Apart",
          html:
            p(
              `Most medical terms are built from three kinds of part. The root carries the core meaning, usually a body part: <em>cardi</em> (heart), <em>gastr</em> (stomach), <em>hepat</em> (liver), <em>nephr</em> (kidney). A prefix at the start changes the meaning by position, number, speed or amount. A suffix at the end tells you what is happening: a disease, a procedure or a symptom.`,
              `Roots are usually written as combining forms with a linking vowel, most often <em>o</em>: gastr/o, cardi/o, oste/o. The rule for using the vowel is simple. Drop it before a suffix that begins with a vowel (gastr + itis = gastritis, not "gastroitis"), but keep it between two roots even if the second begins with a vowel (gastr/o + enter/o + logy = gastroenterology).`,
              `To read a term, start with the suffix, then the prefix, then the root. <em>Pericarditis</em>: -itis (inflammation) of peri- (around) cardi (the heart), so inflammation of the sac around the heart. <em>Cholecystectomy</em>: -ectomy (surgical removal) of chole (bile) cyst (bladder), so removal of the gallbladder.`,
              `Many organs have both a Greek and a Latin root. The Greek root tends to appear in diseases and procedures, the Latin one in everyday anatomical adjectives: nephritis but renal artery, stomatitis but oral cavity, mastectomy but mammogram, rhinitis but nasal. Common suffixes and prefixes worth learning first:`,
            ) +
            `<ul><li>-itis: inflammation; -ectomy: removal; -otomy: cutting into; -ostomy: making an opening</li><li>-algia: pain; -megaly: enlargement; -plasty: surgical repair; -scopy: looking inside with an instrument</li><li>brady- (slow) and tachy- (fast); hyper- (above) and hypo- (below)</li><li>a- or an- (without); dys- (difficult or abnormal); endo- (within); peri- (around)</li></ul>` +
            p(
              `The difference between -otomy and -ostomy matters: a tracheotomy is the incision into the windpipe, while a tracheostomy is the opening that results and is kept open with a tube. Likewise, hyperglycaemia and hypoglycaemia are opposite emergencies, and a one-letter error in a handover can send treatment in the wrong direction.`,
            ),
        },
      },
      {
        title: "The Language of the Heart and Lungs",
        description: "Core cardiovascular and respiratory terms with the normal values that give them meaning.",
        lesson: {
          title: "Cardiovascular and Respiratory Terms in Use",
          html: p(
            `Many cardiovascular terms describe rate and rhythm. In an adult at rest, tachycardia means a heart rate above 100 beats per minute and bradycardia a rate below 60. An arrhythmia (literally "without rhythm") is any abnormal rhythm; the most common sustained one is atrial fibrillation, in which the upper chambers quiver instead of contracting, giving an irregularly irregular pulse.`,
            `Other terms describe blood supply. Ischaemia means an inadequate blood supply to tissue; if it lasts long enough the tissue dies, which is infarction. A myocardial infarction is therefore death of part of the heart muscle (myo, muscle; cardi, heart), usually after a coronary artery is blocked by a clot. Angina is chest pain caused by reversible ischaemia, typically brought on by exertion and relieved by rest. Hypertension is raised blood pressure, diagnosed in the UK when clinic readings are 140/90 mmHg or higher and confirmed by ambulatory or home monitoring.`,
            `Respiratory terms often use the suffix -pnoea (breathing). Dyspnoea is difficult or laboured breathing; orthopnoea is breathlessness when lying flat, a classic sign of heart failure, and patients may report how many pillows they need; apnoea is a pause in breathing; tachypnoea is an abnormally fast rate, above about 20 breaths per minute in an adult. Haemoptysis is coughing up blood. A pneumothorax is air in the pleural space around the lung, which lets the lung collapse; a pleural effusion is fluid in the same space. Bronchiectasis is permanent widening of the airways, with chronic cough and sputum.`,
            `Oxygen saturation (SpO<sub>2</sub>) is recorded with a pulse oximeter. British Thoracic Society guidance sets a target of 94 to 98% for most acutely ill adults, but 88 to 92% for patients at risk of retaining carbon dioxide, such as some people with chronic obstructive pulmonary disease. Charts that show which target applies prevent well-meant over-oxygenation.`,
            `Spelling varies between British and American sources. British English keeps the <em>ae</em> and <em>oe</em>: haemoglobin, oedema, dyspnoea, anaemia; American English writes hemoglobin, edema, dyspnea, anemia. Both are correct in their settings, but a single record should use one system consistently so that searches and coded entries work.`,
          ),
        },
      },
      {
        title: "Abbreviations and Safe Record-Keeping",
        description:
          "Which abbreviations are accepted, which cause harm, and how to write doses and instructions safely.",
        lesson: {
          title: "When Shorthand Becomes a Hazard",
          html:
            p(
              `Abbreviations save time but cause a steady stream of errors, particularly in prescriptions. Professional codes, including the Nursing and Midwifery Council Code, require records to be clear, accurate and understandable to others, and most NHS trusts publish an approved abbreviations list. Anything not on the list should be written in full.`,
              `Some of the most dangerous abbreviations involve doses. The letter "U" for units can be read as a zero, so "10U" of insulin becomes 100; the word "units" must always be written out. "µg" handwritten can be misread as "mg", a thousand-fold error, so "micrograms" is written in full. Two rules apply to numbers: never write a trailing zero ("5 mg", not "5.0 mg", which can be read as 50 mg), and always write a leading zero ("0.5 mg", not ".5 mg", where the decimal point can be missed).`,
              `Other abbreviations are ambiguous because they mean different things in different specialties. "OD" means once daily to many prescribers but right eye (oculus dexter) to eye clinicians; "MS" could be morphine sulphate, magnesium sulphate or multiple sclerosis. Dose-timing abbreviations from Latin remain common on UK charts and are generally accepted:`,
            ) +
            `<table><tr><th>Abbreviation</th><th>Meaning</th></tr><tr><td>OM / ON</td><td>in the morning / at night</td></tr><tr><td>BD</td><td>twice a day</td></tr><tr><td>TDS</td><td>three times a day</td></tr><tr><td>QDS</td><td>four times a day</td></tr><tr><td>PRN</td><td>when required</td></tr><tr><td>STAT</td><td>immediately, once</td></tr><tr><td>NKDA</td><td>no known drug allergies</td></tr></table>` +
            p(
              `Even accepted forms need care. A PRN prescription must also state the indication, the minimum interval between doses and the maximum in 24 hours, otherwise it is incomplete. "NKDA" should only be written after the patient, relatives or records have actually been checked; an unverified entry looks as reliable as a verified one.`,
              `Finally, abbreviations that are fine in a ward handover may be meaningless or offensive to patients, who now have access to many of their records. "SOB" for shortness of breath is the standard example: write "breathless" instead.`,
            ),
        },
      },
    ],
  },
  {
    slug: "mask-making-for-performance",
    discipline: "Mask making",
    title: "Mask Making for Performance",
    description:
      "Masks for theatre, carnival and community performance: life-casting a face safely, building lightweight papier-mâché masks over a plaster positive, leather masks, and painting, sealing and fitting a mask so that it can be worn through a whole show.",
    level: "beginner",
    duration: "eight weeks (one three-hour studio session a week)",
    plantedGap: "leather masks",
    modules: [
      {
        title: "Taking a Life Cast",
        description: "Making a plaster-bandage impression of a performer's face and casting a solid positive from it.",
        lesson: {
          title: "Plaster Bandage on the Face: A Safe Method",
          html: p(
            `A mask that fits starts with a cast of the wearer's face. The usual beginner's material is plaster bandage: cotton gauze coated with plaster of Paris, which is calcium sulphate hemihydrate. When wetted it recombines with water to form gypsum, setting in a few minutes and giving off gentle heat. It is far safer on skin than pouring bulk plaster, which heats more and is hard to remove.`,
            `Preparation matters more than technique. Tie hair back and cover it with cling film or a bald cap. Coat the eyebrows, eyelashes, hairline and any facial hair generously with petroleum jelly, or the plaster will grip and pull. Seat the model upright or slightly reclined, never lying flat, and agree a hand signal for "stop" before starting, because the model will not be able to speak. Someone stays with the model for the whole process.`,
            `Cut strips about 5 to 10 cm long in advance, dip each briefly in warm water, squeeze out the excess and smooth it on, rubbing the surface so the plaster fills the weave. Work from the forehead down, overlapping each strip by half its width, and build three layers. The nostrils are never covered; leave a clear margin around them. Many makers leave the eyes closed and covered with damp tissue and then bandage over them, while others leave the eye sockets open for nervous models.`,
            `After about ten minutes the shell feels hard and slightly warm. Ask the model to wrinkle and move their face, which breaks the seal, and lift the cast away. Let it dry for a day.`,
            `The bandage shell is a negative. To make a positive to work on, patch the nostril holes from the outside, coat the inside with a release agent such as soft soap or petroleum jelly, and fill it with casting plaster. Mix by sprinkling plaster into a bowl of water until small dry islands stop sinking, then stir gently to avoid bubbles. Once set, peel the bandage away to reveal a solid face that can be carved, sanded and built upon without the model present.`,
          ),
        },
      },
      {
        title: "Building the Mask Shell",
        description:
          "Shaping exaggerated features in clay and laminating a strong, light papier-mâché shell over them.",
        lesson: {
          title: "Layering a Lightweight Shell",
          html: p(
            `A performance mask rarely copies the face exactly. Characters need exaggerated noses, brows and cheekbones that read from the back of an auditorium, so features are first modelled on the plaster positive in an oil-based clay such as plasticine, which stays soft and does not dry out. Check the design from several metres away and under a single strong light: small details vanish at distance, while bold planes and deep shadows carry.`,
            `Before laminating, cover the model with a release layer. Cling film works, or a first layer of paper strips dipped in water only, with no glue, so that the finished shell lifts off cleanly. Then build six to eight layers of torn paper strips soaked in adhesive. Torn edges blend smoothly where cut edges leave ridges. Wallpaper paste (methylcellulose, bought without fungicide) or PVA diluted about half and half with water both work; PVA gives a harder, more water-resistant shell.`,
            `Use two colours of paper, such as newsprint and brown kraft, and alternate them with each layer, so you can see at once whether a layer is complete. Press every strip firmly into the hollows of the eyes and nostrils, where air pockets form most easily. Around the edge, fold the strips over a length of soft garden wire or a rolled paper cord to give a stiff rim that resists bending when the mask is pulled on and off.`,
            `Drying should be slow and even, at room temperature over one or two days. Heat from radiators dries the outer layers first and can warp the shell away from the model. Once fully dry, ease the shell off, dig out any clay, and trim the edge with sharp scissors.`,
            `Cut eye holes only after trying the shell on the wearer, marking the centre of each pupil while they look straight ahead. Holes cut to the sculpted eye shape are often in the wrong place for the real eyes behind them. A finished half-mask of this kind typically weighs well under 100 g, light enough to wear for a full performance.`,
          ),
        },
      },
      {
        title: "Finishing, Fitting and Wearing",
        description:
          "Priming, painting and sealing the mask, then adjusting it for comfort, vision and breathing on stage.",
        lesson: {
          title: "Paint, Seal and Wear",
          html: p(
            `Papier-mâché has a slightly rough, absorbent surface, so it is primed before painting. Two or three thin coats of acrylic gesso, each lightly sanded when dry with fine abrasive paper, fill the texture and give a smooth white ground. Thick single coats crack as they dry.`,
            `Acrylic paints are the standard choice: water-based while working, flexible and water-resistant once cured. Stage lighting changes how colour reads. Strong warm light flattens subtle skin tones, so makers exaggerate shading, darkening the hollows under brows and cheekbones and lightening the ridges, much as stage make-up does. Glossy surfaces flare under lights and hide the form, so a matt or satin acrylic varnish is applied last to protect the paint from sweat and handling.`,
            `Fitting is where many otherwise good masks fail. Try the mask on the performer and check three things. First, sightlines: the performer should be able to see the floor a couple of metres ahead and to either side; enlarge or reshape the eye holes if not. Second, breathing: there must be a clear airway at the nostrils and, for full-face masks, small vents at the mouth. Third, pressure points: self-adhesive foam pads at the forehead and cheekbones hold the mask slightly off the face, spreading the load and letting air circulate.`,
            `Masks are held with elastic, which is quick to put on but can ride up, or with ribbon or tape tied behind the head, which is more secure for movement work. Anchor the ties through reinforced holes at the temples, not at the thin edge of the shell.`,
            `Half-masks, which leave the mouth free, allow the performer to speak clearly; full masks are usually silent, and actors must tell the story through posture and movement. Either way, performers should rehearse in the mask from early on, because the restricted vision and heat change how they move. Where masks are shared in a company, clean the inside with alcohol wipes between wearers and let them air-dry.`,
          ),
        },
      },
    ],
  },
  {
    slug: "excavator-operation-foundations-for-new-operators",
    discipline: "Plant operation",
    title: "Excavator Operation: Foundations for New Operators",
    description:
      "Most excavator incidents happen in the first minutes of a shift or the first metre of a dig. New operators practise the daily pre-use inspection, learn the controls and the principles of stability on a 360-degree tracked excavator, dig a trench to line and level, locate buried services before breaking ground, and are introduced to low-loader transport.",
    level: "beginner",
    duration: "two weeks full-time (ten days of practical training and assessment)",
    plantedGap: "low-loader transport",
    modules: [
      {
        title: "Pre-Use Checks and the Walkaround Inspection",
        description: "The daily inspection of the machine and its attachments, and the legal duties behind it.",
        lesson: {
          title: "The Daily Check",
          html: p(
            `Every shift starts with a walkaround inspection before the engine is started. The Provision and Use of Work Equipment Regulations 1998 (PUWER) require equipment to be maintained in a safe condition, and the daily check is how an operator shows that it is. Defects are recorded on the check sheet and reported; a machine with a safety-critical defect is not used.`,
            `Start with fluids: engine oil, coolant, fuel and hydraulic oil. Hydraulic oil must be checked with the boom and bucket in the position shown on the manufacturer's sight-glass decal, usually with the rams retracted and the bucket on the ground, or the reading is meaningless. Then work round the undercarriage: track tension (sag between the carrier roller and the idler within the manual's limit), damaged or missing track plates, and build-up of mud that will overload the tracks.`,
            `Check the boom, dipper and bucket for cracks at welds and for dry pins; grease points are usually greased daily. Look for hydraulic leaks but never run a hand along a hose to find one. A pinhole leak at working pressure, often 300 bar or more, can inject oil through the skin, an injury that needs surgery within hours. Use a piece of card instead.`,
            `The quick hitch deserves particular attention because buckets falling from hitches have killed workers. Confirm that the locking mechanism and safety pin or automatic latch are engaged, then carry out a physical test: curl the bucket and press it firmly against the ground, or drag it towards the machine, watching that it stays locked. A visual check of the indicator alone is not enough.`,
            `If the excavator is used for lifting, the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER) also apply. The machine needs a thorough examination by a competent person at least every twelve months, a rated capacity indicator, and hose-burst check valves on the boom and dipper rams, which hold the load if a hose fails. Finally, inside the cab, test the seat belt, horn, travel alarm, lights, beacon, mirrors and any camera before work begins.`,
          ),
        },
      },
      {
        title: "Controls, Stability and Digging a Trench",
        description:
          "Using the ISO control pattern smoothly, keeping the machine stable and excavating to a line and level.",
        lesson: {
          title: "Working to Line and Level",
          html: p(
            `Most excavators in the UK are set to the ISO control pattern. With the left joystick, pushing forward moves the dipper out and pulling back brings it in, while moving it left or right slews the upper structure. With the right joystick, pushing forward lowers the boom, pulling back raises it, moving left curls the bucket in and moving right opens it. Some machines have a pattern-change valve, so confirm the setting before starting. Smooth operation means blending two or three functions at once without jerking the load.`,
            `Before travelling, look down at the undercarriage to find the drive sprockets. If the sprockets are at the front, because the upper structure has been slewed round, the travel levers work in reverse. Many operators keep the dozer blade forward as a reference.`,
            `An excavator is most stable working over the ends of the tracks and least stable over the side, where the base is narrowest. Keep heavy loads close to the machine, slew slowly, and set up so that most digging and loading is done over the front. On slopes, travel straight up or down, not across, with the bucket low.`,
            `Digging a trench starts with setting out: a string line or painted line for direction and a reference level, usually from a rotating laser with a receiver on a staff. The operator digs in layers of a bucket depth at a time, working backwards along the line and keeping the bucket teeth level at the bottom of each pass so that the base is even. A banksman or grade checker confirms depth at intervals; the final few centimetres are taken out with a flat-edged ditching bucket for a clean formation.`,
            `Spoil is placed on one side, well back from the edge, because its weight can collapse the trench wall. For the same reason the machine itself is kept back from the edge. Anyone entering a trench deeper than about 1.2 m, or shallower where the ground is poor, must be protected by trench support, battered sides or a trench box. The operator never digs under or swings a load over a person working in the trench.`,
          ),
        },
      },
      {
        title: "Before Breaking Ground: Buried Services",
        description: "Finding, marking and safely exposing underground cables and pipes using HSG47 methods.",
        lesson: {
          title: "Locate, Mark, Hand-Dig",
          html:
            p(
              `Striking a buried electricity cable can kill or cause severe burns; hitting a gas main can cause an explosion. The Health and Safety Executive's guidance HSG47, <em>Avoiding danger from underground services</em>, sets out a three-part safe system of work: planning, including obtaining utility plans; detecting and marking services on site; and safe excavation practices.`,
              `Utility plans are only a guide. Records may be years out of date and rarely show depth reliably, and services are often not where the drawing suggests. Every site must therefore be scanned with a cable avoidance tool (CAT) before digging. A CAT detects the electromagnetic fields around buried conductors. In power mode it picks up live cables carrying current; in radio mode it detects radio signals re-radiated by long metallic services. Many services, such as a street-lighting cable that is switched off, show up in neither mode, so a signal generator (a "Genny") is used to apply a known signal to the service or to induce one in the ground, which the CAT then traces.`,
              `The area is swept in a grid pattern, in two directions at right angles, and each located service is marked on the ground with paint or pegs. Plastic gas and water pipes cannot be detected by a CAT unless a tracer wire was laid with them, so the absence of a signal never proves that the ground is clear.`,
              `Once services are marked, HSG47 advises that mechanical excavators are not used within 0.5 m of the indicated line. Trial holes are dug by hand with insulated tools to expose the service, and the excavator then works only where the exact position is known. Warning tapes laid above many services are useful, but they are not always present and may have moved.`,
            ) +
            `<ul><li>Electricity: black or red ducts and cables</li><li>Gas: yellow pipes</li><li>Water: blue pipes</li><li>Telecommunications: grey or green ducts</li></ul>` +
            p(
              `These colour conventions, used by UK utilities, help identify a service once exposed, but older installations may not follow them. Any damage, even a scraped sheath, is reported before backfilling.`,
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-performance-analysis-in-sport",
    discipline: "Performance analysis in sport",
    title: "Introduction to Performance Analysis in Sport",
    description:
      "An introduction for coaches and sport students to capturing and using match data: designing notational systems and performance indicators, coding video, testing the reliability of what you record, giving feedback that players act on, and the basics of GPS tracking.",
    level: "beginner",
    duration: "nine weeks (one two-hour laboratory session a week)",
    plantedGap: "GPS tracking",
    modules: [
      {
        title: "Performance Indicators and Notational Systems",
        description: "Choosing what to measure in a match and defining it precisely enough that it can be recorded.",
        lesson: {
          title: "Deciding What to Count",
          html: p(
            `Performance analysis begins with a question from the coach, not with software. Hughes and Bartlett (2002) defined a performance indicator as a selection or combination of action variables that aims to define some or all aspects of a performance. In invasion games these might be shots, entries into the attacking third, turnovers or tackles; in racket sports, winners, forced errors and unforced errors.`,
            `Raw counts mislead because they depend on how much opportunity a team had. A side with 30 shots and 3 goals is not necessarily more effective than one with 8 shots and 2 goals. Indicators are therefore usually normalised as ratios (shots on target divided by total shots, tackles completed divided by tackles attempted) or as rates (per 90 minutes, per 100 possessions). Context also matters: match location, the quality of the opponent and the score at the time all change how teams play, so good analysis records them.`,
            `Every event needs an operational definition that two analysts would apply in the same way. "A shot is any deliberate attempt to score that is directed towards goal, whether on target, off target or blocked" is usable; "a good attacking move" is not. Definitions also set where an event begins and ends, for example whether a possession ends when the ball goes out of play or only when the opponents control it.`,
            `Early notational systems were pen and paper. Charles Reep, working with Bernard Benjamin, published a study in 1968 showing that about 80% of goals in English football came from moves of three passes or fewer. This was used to justify direct play, but it ignored the fact that the great majority of all possessions are short, so short moves would produce most goals whatever style a team used. The lesson is that an indicator must be compared with the right baseline.`,
            `A good first system is a simple tally sheet or a spreadsheet with columns for time, player, event, outcome and pitch zone. Building one by hand shows what the categories are before any software is introduced.`,
          ),
        },
      },
      {
        title: "Coding Video and Checking Reliability",
        description: "Tagging match footage with event codes and testing whether the resulting data can be trusted.",
        lesson: {
          title: "Can Two Analysts Agree?",
          html: p(
            `Most clubs now code video with software such as Hudl Sportscode, Nacsport or Dartfish. The analyst builds a code window of buttons, one for each event, and labels for descriptors such as player, outcome and zone. Pressing a button during playback creates a time-stamped clip, so every number in the summary can be traced back to the footage that produced it.`,
            `Data are only useful if they are reliable, meaning that the same analyst coding the match twice (intra-operator reliability) or two analysts coding it independently (inter-operator reliability) produce the same result. Reliability testing is normally done on a sample of matches before a system is used in earnest.`,
            `A simple measure is percentage error, recommended by Hughes and colleagues: the sum of the absolute differences between the two coders' counts for each category, divided by the mean total, multiplied by 100. Values under about 5% are usually considered acceptable. Its weakness is that two coders can produce identical totals while disagreeing about individual events.`,
            `For categorical judgements, Cohen's kappa corrects for the agreement expected by chance: κ = (P<sub>o</sub> − P<sub>e</sub>) ÷ (1 − P<sub>e</sub>), where P<sub>o</sub> is the observed proportion of agreement and P<sub>e</sub> the proportion expected by chance. Worked example: two analysts classify 100 passes as successful or unsuccessful and agree on 85, so P<sub>o</sub> = 0.85. Analyst A rated 70 successful and analyst B rated 75. Chance agreement is (0.70 × 0.75) + (0.30 × 0.25) = 0.525 + 0.075 = 0.60. Kappa is (0.85 − 0.60) ÷ (1 − 0.60) = 0.625. On the widely used Landis and Koch scale, 0.61 to 0.80 is "substantial" agreement.`,
            `When reliability is poor, the fix is usually in the definitions, not the coders. Examine the events where they disagreed, tighten the wording, and retest. Typical problem areas are judgement-based categories such as whether a pass was "under pressure", and the boundaries between pitch zones, which are easier to code consistently if they are marked on a still image of the pitch.`,
          ),
        },
      },
      {
        title: "Feedback That Coaches and Players Use",
        description: "Turning coded data and video into short, timely feedback that changes performance.",
        lesson: {
          title: "From Data to Conversation",
          html: p(
            `Analysis changes nothing until someone acts on it, and most of the work of feedback is selection. A match can produce hundreds of coded events, but a half-time team talk lasts about ten to fifteen minutes, of which the analyst may get two or three. Agree with the coach in advance on the few indicators that reflect the game plan, and bring two or three clips that illustrate each message.`,
            `Motor learning research offers some guidance on how much feedback to give. The guidance hypothesis, set out by Salmoni, Schmidt and Walter in 1984, holds that frequent, immediate feedback improves performance during practice but can make learners dependent on it, so that they perform worse when it is withdrawn. Reducing the frequency of feedback, or giving it only when performance falls outside an agreed range (bandwidth feedback), tends to produce better retention. Analysts therefore avoid flooding players with clips after every session.`,
            `Video is most effective when players are involved in interpreting it. Asking "what did you see before you received the ball?" produces more learning than telling the player what they did wrong. Positive clips matter too: showing athletes examples of themselves performing well, a technique known as video self-modelling, has been found to build confidence and correct technique.`,
            `Numerical feedback should be simple and comparative. A dashboard showing the team's possession regains in the middle third against its season average, with a rolling five-match mean, is more useful than a table of every statistic. Be careful with small samples: a winger's crossing accuracy over one match might be based on six crosses, and a swing from 33% to 67% may just be noise.`,
            `Timing matters as well. Immediate feedback suits technical corrections in training; the day after a match, when emotions have settled, suits tactical review. Individual meetings of ten to fifteen minutes, with clips the player has already been sent, often work better than long whole-squad sessions.`,
          ),
        },
      },
    ],
  },
];
