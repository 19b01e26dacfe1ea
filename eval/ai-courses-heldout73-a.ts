/** Seventy-third held-out evaluation courses, beginner level (A to B); see ai-courses-heldout73.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT73_A: EvalCourse[] = [
  {
    slug: "coaching-club-cyclists",
    discipline: "Cycling coaching",
    title: "Coaching Club Cyclists",
    description:
      "Aimed at club volunteers working towards a first coaching award, this six-week course covers planning safe sessions, leading group rides on the road, teaching bike-handling drills, setting heart-rate training zones and bike fitting for new riders.",
    level: "beginner",
    duration: "six weeks (one evening workshop and one Saturday coached ride a week)",
    plantedGap: "bike fitting",
    modules: [
      {
        title: "Planning and Running a Safe Session",
        description:
          "Risk assessment, pre-ride bike checks, group riding on the road and the structure of a coached session from warm-up to review.",
        lesson: {
          title: "From Risk Assessment to Review",
          html: p(
            "Every coached session begins before the riders arrive. A written risk assessment looks at four things: the venue (surface, traffic, gradients, emergency access), the weather (wet or leaf-covered roads, low sun, heat), the riders (age, experience, medical conditions declared at registration) and the equipment. For each hazard the coach records who could be harmed, how likely and how severe the harm would be, and the control that reduces it: moving a cornering drill away from a drain cover, for example, or shortening a ride when the forecast shows strong gusts.",
            "Equipment is checked with the M-check, so called because the coach's hands trace an M over the bike. Start at the front hub: is the wheel secured and does it spin true? Check the tyre for cuts and its pressure by squeezing, and test the front brake by pushing the bike forward with the lever pulled. Hold the front brake and rock the bike to feel for play in the headset, then twist the bars against the wheel to confirm the stem is tight. Then check the saddle, cranks, pedals, chain and gears, and finish with the rear brake, tyre and hub. A bike that fails any check does not ride until it is repaired.",
            "A session has a simple shape. The warm-up, 10 to 15 minutes of easy riding and gentle skills, raises body temperature and lets the coach watch how each rider handles the bike. The main set teaches one or two skills, each introduced with a short demonstration, practised in a drill and then applied in a game or short ride. The cool-down brings heart rates down, and the review asks riders what they learned and what they found hard; the coach keeps notes for the next plan.",
            "On the road, group riding adds its own rules. Riders hold a steady line, pass calls along the group ('car back', 'car up', 'slowing', 'stopping') and point out potholes and other hazards. Rule 66 of the Highway Code, revised in 2022, allows cyclists to ride two abreast and notes that this can be safer in larger groups, but riders should stay aware of drivers behind and single out to let them overtake where it is safe. Most coaches keep a group of novices to eight or ten riders, with a second leader at the back.",
          ),
        },
      },
      {
        title: "Bike-Handling Skills",
        description:
          "Drills for braking, cornering, looking behind and riding slowly, taught in a closed area before riders go on the road.",
        lesson: {
          title: "Teaching Braking and Cornering",
          html:
            p(
              "New riders crash most often when braking or cornering, so these two skills come first and are taught in a traffic-free area such as a car park or closed circuit. Both depend on understanding grip: a tyre can provide only a limited amount of force, shared between slowing the bike and turning it.",
              "Braking. When a bike slows, weight transfers forward, so the front brake can deliver most of the stopping force; a rider who relies on the rear brake will skid the back wheel long before stopping quickly. Teach riders to use both brakes progressively, squeezing rather than grabbing, to shift their hips back and to keep their arms slightly bent. A good progression is to stop at a marked cone from walking pace, repeat from moderate speed, and then make an emergency stop on the coach's call, with cones marking the stopping distance. In the wet, stopping distances grow and rim brakes need a turn or two of the wheel to wipe water off the rim, so riders should brake earlier and more gently.",
              "Cornering. Riders finish braking before the bend, look through the turn to where they want to go, put the outside pedal down and press their weight through it, and lean the bike rather than turning the bars. Set a wide arc of cones for the first attempts, then tighten the radius.",
              "Other drills build control at low speed and confidence in traffic:",
            ) +
            "<ul><li>Slow race: the last rider across a 20 m line wins, which develops balance and fine brake control.</li><li>Shoulder check: ride along a painted line, look back over the right shoulder when the coach holds up fingers behind, and call the number without wobbling off the line.</li><li>One-handed riding: hold a straight line while signalling, then while reaching for a bottle.</li><li>Cone slalom: cones 2 to 3 m apart teach quick, small changes of direction.</li></ul>" +
            p(
              "Move on only when a rider performs a drill consistently. Taking a group onto the road before their braking is reliable is the biggest avoidable risk a coach can take.",
            ),
        },
      },
      {
        title: "Training Zones and Heart Rate",
        description:
          "Estimating maximum and threshold heart rate, setting five training zones and using them to plan steady rides and intervals.",
        lesson: {
          title: "Setting and Using Heart-Rate Zones",
          html:
            p(
              "Heart rate gives a coach an objective view of how hard a rider is working. The familiar estimate of maximum heart rate, 220 minus age, is a population average with a standard deviation of roughly 10 to 12 beats per minute, so for an individual it can easily be wrong by 20 beats. Field tests are better. A widely used one, from the coach Joe Friel, is a 30-minute solo effort at the hardest steady pace the rider can sustain; the average heart rate over the final 20 minutes approximates lactate threshold heart rate.",
              "Zones can then be set as percentages of threshold heart rate or, for riders not yet able to pace a test, of estimated maximum. A simple five-zone model:",
            ) +
            "<table><tr><th>Zone</th><th>Name</th><th>% of maximum heart rate</th><th>Perceived exertion (1-10)</th></tr><tr><td>1</td><td>Recovery</td><td>50-60</td><td>2</td></tr><tr><td>2</td><td>Endurance</td><td>60-70</td><td>3-4</td></tr><tr><td>3</td><td>Tempo</td><td>70-80</td><td>5-6</td></tr><tr><td>4</td><td>Threshold</td><td>80-90</td><td>7-8</td></tr><tr><td>5</td><td>Maximal aerobic</td><td>90-100</td><td>9-10</td></tr></table>" +
            p(
              "Most training for club riders should be easy. Studies of endurance athletes, notably by Stephen Seiler, find that successful athletes do around 80% of their sessions at low intensity, in zones 1 and 2, and most of the rest at high intensity, with relatively little in between. Novices tend to do the opposite, riding every outing at a moderately hard tempo that is too hard to recover from and too easy to drive improvement.",
              "Heart rate has limits. It lags behind effort: during a one-minute interval it may still be climbing when the interval ends, so short efforts are better set by perceived exertion or by power. On long rides it drifts upward at a constant effort as the rider warms up and loses fluid, a change known as cardiac drift. Heat, caffeine, illness and fatigue all shift it. Teach riders to record heart rate and perceived exertion together in a training diary, so that the coach can spot a rider whose heart rate will not rise during hard efforts, a common sign of accumulated fatigue.",
            ),
        },
      },
    ],
  },
  {
    slug: "diagnosing-and-treating-damp-in-buildings",
    discipline: "Damp proofing",
    title: "Diagnosing and Treating Damp in Buildings",
    description:
      "Damp is one of the defects most often reported in house surveys, and one of the most often misdiagnosed. Learners practise telling rising damp from penetrating damp and condensation, taking and interpreting moisture readings, and choosing between remedies such as chemical damp-proof courses, ventilation and breathable lime finishes, with an introduction to basement tanking.",
    level: "beginner",
    duration: "five weeks (one three-hour practical workshop a week)",
    plantedGap: "basement tanking",
    modules: [
      {
        title: "Rising Damp, Penetrating Damp or Condensation?",
        description:
          "The tell-tale patterns of the three main sources of damp, and the building defects and living conditions behind each.",
        lesson: {
          title: "Reading the Evidence on the Wall",
          html: p(
            "Three sources account for nearly all damp in buildings, and each needs a different remedy, so diagnosis always comes before treatment. The surveyor's first job is to read the pattern: where the damp is, when it appears and what it leaves behind.",
            "Rising damp is groundwater drawn up through the pores of masonry by capillary action, where there is no damp-proof course (DPC) or where the DPC has failed or been bridged. It appears at the base of ground-floor walls and rarely rises more than about a metre, the height at which evaporation from the wall surface balances the upward flow. The classic sign is a tide mark with a band of salts, chiefly chlorides and nitrates carried up from the ground; these salts are hygroscopic and keep plaster damp even in dry weather. Skirting boards and the ends of floor joists may show decay. Common bridging causes are external ground or paths raised to less than 150 mm below the DPC, soil banked against the wall, render carried down over the DPC, and mortar debris in the base of a cavity.",
            "Penetrating damp is rainwater entering through walls, roofs or openings. It can appear at any height, in patches that line up with a defect outside: a leaking gutter or downpipe, eroded pointing, cracked render, defective flashing, or a missing cavity tray above a window. It gets worse after wind-driven rain, so walls facing the prevailing wind, in Britain usually the south-west, suffer most.",
            "Condensation forms when warm, moist air meets a surface colder than its dew point. Air at 20 °C and 60% relative humidity has a dew point of about 12 °C, so an uninsulated solid wall, a window reveal or a cold corner behind a wardrobe can easily fall below it in winter. Condensation is worst in cold weather, in kitchens, bathrooms and bedrooms, on external walls and behind furniture where air does not circulate. It is often accompanied by black mould spots, which need surface humidity to stay high for long periods. Unlike rising damp it leaves no salt band, and it changes with how the home is heated, ventilated and used, so questions to the occupant about drying washing, cooking and heating habits are part of the diagnosis.",
          ),
        },
      },
      {
        title: "Taking and Interpreting Moisture Readings",
        description:
          "How electrical moisture meters work, why they mislead on masonry, and the sampling methods that give a reliable answer.",
        lesson: {
          title: "Meters, Salts and Samples",
          html:
            p(
              "The handheld moisture meter is the most used and most misused tool in damp surveying. Most measure electrical resistance between two pins or, in pinless meters, capacitance. They are calibrated for timber, in which readings correspond to moisture content by weight: softwood joinery in a heated house usually sits at roughly 10 to 15%, and sustained readings above about 20% indicate a risk of fungal decay.",
              "On masonry and plaster the same meter gives only a relative reading, often displayed as 'wood moisture equivalent'. Salts make matters worse. Hygroscopic salts dissolved in a thin surface film of moisture conduct electricity very well, so a salt-contaminated wall can give a maximum reading when the masonry behind is fairly dry. Foil-backed wallpaper, carbon in some plasters and hidden metal fixings also give false highs. A meter profile, with readings taken at regular heights up a wall and at intervals along it, is useful for mapping where moisture is, but not for deciding how much there is or where it came from.",
              "Reliable diagnosis uses samples drilled from a mortar joint at depth, discarding the first few centimetres of drillings. Two methods are standard:",
            ) +
            "<ol><li><strong>Calcium carbide meter.</strong> A weighed sample is sealed in a pressure flask with calcium carbide. Water in the sample reacts to produce acetylene gas, and the gauge reads moisture content as a percentage of sample weight. It is quick and done on site.</li><li><strong>Gravimetric analysis</strong>, described in BRE Digest 245. The sample is weighed, oven-dried and weighed again to give its total moisture content. The dried sample is then held at 75% relative humidity and reweighed to find its hygroscopic moisture content, the water attracted by salts alone. If total moisture clearly exceeds hygroscopic moisture, free water is present and a source such as rising or penetrating damp is likely; if the two are similar, the wall is damp mainly because of salts.</li></ol>" +
            p(
              "Samples from several heights give a profile. Moisture that is high at the base and falls steadily with height suggests rising damp, while a wet patch high on the wall with drier masonry beneath points to penetration from outside.",
            ),
        },
      },
      {
        title: "Choosing a Remedy",
        description:
          "Remedies matched to the cause: removing bridges and defects, chemical damp-proof courses, replastering, ventilation, and lime finishes for traditional solid walls.",
        lesson: {
          title: "Remedies That Match the Cause",
          html: p(
            "The cheapest remedy is often the right one: remove the cause. For rising damp, first lower external ground or paths to at least 150 mm below the DPC, the clearance Approved Document C requires for new work, clear soil and debris away from the wall, and cut back any render that bridges the DPC. For penetrating damp, repair gutters, downpipes, pointing and flashings. Walls then need time to dry out before redecoration; an old rule of thumb allows about a month for every 25 mm of wall thickness.",
            "Where a DPC is genuinely absent or has failed, a chemical DPC can be injected. Modern systems use silane or siloxane creams placed in holes drilled into a mortar bed joint, typically about 12 mm in diameter at around 120 mm centres and, in a solid wall, to within about 40 mm of the far face. The cream spreads through the mortar and cures into a water-repellent band. Because salts already in the wall will keep drawing moisture from the air, contaminated plaster is usually removed to about a metre high and replaced with a salt-resistant plaster system.",
            "Traditional solid-wall buildings, built before about 1919 with lime mortars and plasters, need particular care. They manage moisture by letting it evaporate from both faces. Covering them with cement renders, gypsum plaster, vinyl paints or impermeable coatings traps water in the wall and often makes damp worse. Historic England advises keeping such walls breathable, with lime plaster and limewash or mineral paints, and dealing with the external causes before considering any chemical treatment.",
            "Condensation is controlled by producing less moisture, removing moist air and keeping surfaces warm. Approved Document F sets intermittent extract rates of 30 litres per second for a kitchen fan adjacent to the hob, or 60 l/s for one elsewhere in the kitchen, and 15 l/s for a bathroom. Continuous mechanical extract, positive input ventilation from the loft, trickle vents in windows, steady low-level heating and insulation of cold surfaces all help. Drying washing indoors can add several litres of water to the air a day, so a vented dryer or a ventilated drying space makes a real difference. The survey report should explain to the occupant which of these measures matter most in their home, and why.",
          ),
        },
      },
    ],
  },
  {
    slug: "growing-cut-flowers-for-market",
    discipline: "Cut flower production",
    title: "Growing Cut Flowers for Market",
    description:
      "A practical introduction for smallholders and new growers: choosing crops for a continuous season, sowing and succession planting, pinching and supporting stems, harvesting at the right stage, conditioning for vase life, and pricing bunches for florists and farmers' markets.",
    level: "beginner",
    duration: "ten weeks (one half-day session a week, March to May)",
    plantedGap: "pricing",
    modules: [
      {
        title: "Planning a Season of Cut Flowers",
        description:
          "Crop groups, sowing and planting times, bed layout and succession for a steady supply of stems from late spring to the first frosts.",
        lesson: {
          title: "Choosing Crops by Type and Season",
          html:
            p(
              "A cut-flower plot is planned backwards from the weeks in which stems are wanted. The aim is a continuous supply from late spring until the first autumn frost, with enough focal flowers, fillers and foliage to make mixed bunches. Crops fall into five groups, each with its own timing:",
            ) +
            "<ul><li><strong>Hardy annuals</strong> (cornflower, Ammi majus, nigella, larkspur, sweet peas) tolerate frost. Sown in September or October and overwintered, they flower from May, weeks earlier than spring sowings and on stronger plants.</li><li><strong>Half-hardy annuals</strong> (zinnia, cosmos, China aster, rudbeckia) are killed by frost. They are sown under cover in April and planted out after the last frost, mid to late May in much of lowland Britain, to flower from July.</li><li><strong>Biennials</strong> (sweet William, foxglove, honesty, wallflower) are sown in early summer, grown on and planted in autumn to flower the following spring, filling the gap before the annuals.</li><li><strong>Bulbs, corms and tubers</strong>: tulips planted in November, anemones and ranunculus started from soaked corms and claws, and dahlias grown from tubers to cut from July to the frosts.</li><li><strong>Perennials and shrubs</strong> (achillea, astrantia, eucalyptus, pittosporum) take a year or two to establish but then give stems and foliage every year for little labour.</li></ul>" +
            p(
              "Beds are usually 1.2 m wide so they can be worked from both paths without treading on the soil, with paths of about 45 cm. Tall or top-heavy crops such as snapdragons, cosmos, dahlias and sunflowers need horizontal support netting, laid over the bed at planting and raised to around 30 to 45 cm as the plants grow, so that stems grow straight up through it. Long, straight stems are the whole point of a cutting crop.",
              "Crops that flower once and then finish need repeat sowings. Single-stem sunflowers bred for cutting, such as the pollen-free ProCut series, flower roughly 60 days after sowing and can be sown every two weeks from April to July. Cut-and-come-again crops such as zinnias, cosmos and sweet peas keep producing as long as they are cut regularly and not allowed to set seed, so one or two sowings carry them through the season.",
            ),
        },
      },
      {
        title: "Sowing, Pinching and Planting Out",
        description:
          "Raising strong plants in modules, pinching for branching and long stems, hardening off and spacing for cutting.",
        lesson: {
          title: "From Seed Tray to Bed",
          html: p(
            "Most annuals for cutting are raised in module trays rather than sown direct. Each seedling gets its own cell, its roots are undisturbed at planting, and the bed stays free for the previous crop while the next one grows. A 72- or 128-cell tray filled with fine seed compost, lightly firmed and watered from below, suits most species. Sow one or two seeds a cell and thin to the strongest. Temperature matters: zinnias and cosmos germinate quickly at 20 to 25 °C but sulk below 15 °C, whereas many hardy annuals germinate best in cool conditions, and larkspur germinates poorly if kept warm.",
            "Pinching is the grower's main tool for longer stems. When a young zinnia, cosmos, snapdragon or dahlia has three or four pairs of true leaves, the growing tip is cut out just above a leaf pair. This removes apical dominance: side shoots break from the leaf axils below, and the plant produces many more stems, each longer than the single central stem would have been. Crops grown for one stem per plant, such as single-stem sunflowers and stocks, are not pinched. Sweet peas are pinched above the third or fourth pair of leaves; growers who want very long stems grow them as cordons, one stem tied to each cane with tendrils and side shoots removed.",
            "Plants raised under cover are hardened off over one to two weeks, set outside by day and brought in or covered with fleece at night, so that their leaves toughen and growth slows before they face wind and cold. Plant into moist soil and water in well. Cut-flower growers space more closely than gardeners, because moderate crowding encourages taller, straighter stems: about 20 to 25 cm for cornflowers and snapdragons, 30 cm for zinnias and cosmos, and 45 to 60 cm for dahlias. A mulch, or landscape fabric with planting holes burned through it, saves hours of weeding, which is the largest single drain on a small grower's time. Keep a simple record of each sowing date, variety and first cutting date; after one season it becomes the most useful planning document on the holding.",
          ),
        },
      },
      {
        title: "Harvest and Conditioning",
        description:
          "Picking each crop at the right stage and treating stems after cutting so that they last in the vase.",
        lesson: {
          title: "Cutting at the Right Stage",
          html:
            p(
              "Vase life is decided as much at harvest as in the field. Cut in the cool of early morning or evening, when stems are fully turgid, straight into clean buckets of water carried into the field, and move them into shade at once. Bacteria are the main enemy: they multiply in dirty water and block the xylem vessels, so water uptake fails and heads wilt. Buckets are scrubbed and sanitised between uses.",
              "Each crop has its own harvest stage, and cutting too early or too late both shorten vase life:",
            ) +
            "<ul><li>Zinnias: when the stem just below the head stays rigid when shaken (the 'wiggle test'); cut earlier, the head will droop.</li><li>Sweet peas: when the lowest one or two florets on the stem are open.</li><li>Tulips: at the coloured-bud stage, with colour showing but petals closed; they continue to grow in the vase.</li><li>Dahlias: almost fully open, because they will not open further after cutting.</li><li>Sunflowers: as the petals begin to lift away from the central disc.</li></ul>" +
            p(
              "Conditioning follows. Strip all leaves that would sit below the water line, recut the stems at an angle, and stand them in clean water with a commercial flower food, which supplies sugar as an energy source, an acidifier to improve water uptake and a biocide to hold back bacteria. Leave them for several hours, ideally overnight, in a cool room at around 2 to 5 °C for most temperate flowers. Stems that bleed latex or sap, such as euphorbias and poppies, have their cut ends dipped in near-boiling water for a few seconds or seared.",
              "Ethylene, a gas given off by ripening fruit, decaying plant material and engine exhaust, causes petal drop and early wilting in sensitive flowers such as sweet peas, snapdragons, delphiniums and carnations. Keep these crops away from fruit stores and vehicles, remove spent material promptly, and treat them with an anti-ethylene conditioner if they must travel or be stored.",
            ),
        },
      },
    ],
  },
  {
    slug: "bassoon-for-adult-beginners",
    discipline: "Bassoon playing",
    title: "Bassoon for Adult Beginners",
    description:
      "Thinking of taking up the bassoon? Over one term, adult beginners learn to assemble and look after the instrument, form a bassoon embouchure, breathe and tongue cleanly, read the bass clef, and begin to use vibrato.",
    level: "beginner",
    duration: "one term (twelve weekly 45-minute lessons plus daily home practice)",
    plantedGap: "vibrato",
    modules: [
      {
        title: "The Instrument: Assembly and Care",
        description:
          "The sections of the bassoon, the order in which to assemble them safely, and daily cleaning and storage.",
        lesson: {
          title: "Putting the Bassoon Together",
          html: p(
            "The bassoon is a conical-bore double-reed instrument about 1.34 m tall, its tube of roughly 2.5 m folded back on itself. Most are made of maple, with plastic-bodied student models also common. It comes apart into the bell, the long (bass) joint, the boot, the wing (tenor) joint and the bocal, the thin curved metal crook that carries the reed. Its range runs from B♭1, the lowest note, to about E5 for most players.",
            "Assemble in an order that protects the keys. Hold the boot, which contains the U-shaped bend at the bottom of the instrument, and insert the wing joint into the smaller of its two sockets, gripping the wooden body rather than the keys. Next insert the long joint into the larger socket alongside it; the two joints lock together, so align them before pushing home. Add the bell to the top of the long joint, taking care to engage the linkage for the low B♭ key. Last comes the bocal: hold it near the cork, twist it gently into the wing joint, and line up the small vent hole near its base under the pad of the whisper key, which the left thumb uses to close that hole for the lower notes.",
            "Soak the reed in a cup of water for two or three minutes before playing, so that the cane becomes supple. Bassoonists take the weight of the instrument with a seat strap, which hooks to the boot and passes under the player, or with a neck strap or harness; the right hand is steadied by a hand rest, or crutch, screwed onto the boot.",
            "After playing, dismantle in reverse order. Moisture collects in the boot, so tip the water out before swabbing, keeping it away from the tone holes and pads, then draw a pull-through swab through the boot and the wing joint. Blow through the bocal and clean it with a bocal brush, let the reed dry in a ventilated reed case, and wipe the keys with a soft cloth. Apply a little cork grease when corked tenons become stiff; thread-wrapped tenons that work loose should be rewrapped by a technician. Never leave the instrument in a hot car or beside a radiator, since maple can crack with sudden changes of temperature and humidity.",
          ),
        },
      },
      {
        title: "Embouchure, Breath and Tonguing",
        description:
          "Forming the bassoon embouchure, supporting a steady airstream and starting notes cleanly with the tongue.",
        lesson: {
          title: "Making the First Sounds",
          html: p(
            "Begin with the reed alone. Place it on the lower lip, roll both lips slightly over the teeth to cushion the reed, and take in most of the blade, so that the lips sit a little in front of the first wire. Blow a steady stream of air. A well-made, well-soaked reed 'crows', giving a rattling sound that contains both high and low pitches. A reed that gives only a thin high squeak is usually too closed at the tip or is being pinched by the lips.",
            "The bassoon embouchure is round, like a drawstring bag pulled closed, with gentle pressure from all sides rather than a bite from the jaw. Because the reed enters the mouth at an upward angle, the jaw is drawn back a little so that the upper lip sits further along the reed than the lower lip, the so-called overbite embouchure. The corners of the mouth stay relaxed and slightly forward. Biting sharpens the pitch, thins the tone and closes the reed; an embouchure that is too loose makes low notes unstable and the pitch flat.",
            "Breath comes next. Inhale low and deep, letting the abdomen and lower ribs expand, then blow with steady support from the abdominal muscles, as if sending a long, even stream of air through a straw. Long tones, holding single notes for eight to twelve counts at a steady dynamic and later with crescendo and diminuendo, build this control. Practise them with a tuner or a drone: the aim is a pitch that stays put and a tone that stays full as the breath runs out.",
            "Notes are started with the tongue, not by pushing air against closed lips. Place the tip of the tongue lightly on the tip of the reed, build air pressure behind it, and release it as if saying 'tah' or, for a softer start, 'dah'. The tongue only interrupts the airstream; the air carries the sound between notes. Practise on a single comfortable note: four crotchets, then four quavers, then semiquavers, at a slow metronome speed, keeping the air flowing steadily throughout.",
          ),
        },
      },
      {
        title: "Reading the Bass Clef",
        description:
          "Note names on the bass staff and its ledger lines, key signatures and simple rhythms across the bassoon's range.",
        lesson: {
          title: "Finding Notes on the Bass Staff",
          html: p(
            "The bassoon reads mainly in the bass clef, or F clef. Its symbol curls round the fourth line up, with two dots either side of that line, and names it F: the F below middle C, written F3 in scientific pitch notation. The bassoon is a non-transposing instrument, so the written note is the sounding note and a bassoonist can read from a cello part or the left hand of a piano score.",
            "The lines of the bass staff, bottom to top, are G2, B2, D3, F3 and A3, remembered as 'Good Boys Deserve Fun Always'; the spaces are A2, C3, E3 and G3, 'All Cows Eat Grass'. Notes beyond the staff use ledger lines. Middle C (C4) sits on the first ledger line above the staff. Below the staff the first ledger line is E2 and the second is C2, and the bassoon's lowest note, B♭1, hangs just beneath that second ledger line.",
            "Beginners' music usually sits in keys that suit the comfortable middle of the instrument: C major, F major (one flat, B♭) and B♭ major (two flats, B♭ and E♭). Flats in a key signature are always written in the same order, B, E, A, D, and apply to every note of that name in every octave unless cancelled by a natural sign, which lasts only until the end of the bar.",
            "Rhythm is counted as in any clef. In 4/4 a semibreve lasts four beats, a minim two, a crotchet one and a quaver half a beat; a dot adds half the note's value, so a dotted minim lasts three beats. A reliable routine for a new piece is to count aloud and clap the rhythm, then play the rhythm on a single note, and only then add the written pitches.",
            "Fluent reading comes from recognising intervals by their shape on the staff. A step moves from a line to the next space; a third moves from line to line or space to space; larger leaps can be read from landmarks such as the F line, middle C and the bottom G. Ten minutes a day of sight-reading easy duets builds this skill faster than longer, occasional sessions.",
          ),
        },
      },
    ],
  },
  {
    slug: "starting-an-online-shop",
    discipline: "E-commerce",
    title: "Starting an Online Shop",
    description:
      "For small retailers and makers taking their first steps online. Topics include choosing between a hosted platform, open-source software and a marketplace; designing a checkout that customers complete; taking card payments securely under Strong Customer Authentication; reading conversion rate and average order value; and writing a returns policy.",
    level: "beginner",
    duration: "six weeks (one evening workshop a week, online)",
    plantedGap: "returns policy",
    modules: [
      {
        title: "Platform or Marketplace?",
        description:
          "Comparing hosted shop builders, self-hosted open-source software and third-party marketplaces on cost, control and effort.",
        lesson: {
          title: "Three Ways to Sell Online",
          html:
            p(
              "A small business can sell online in three broad ways, and the choice shapes its costs, its control over the customer relationship and the amount of technical work it takes on for years afterwards.",
            ) +
            "<table><tr><th>Route</th><th>Examples</th><th>Main costs</th><th>Strengths</th><th>Weaknesses</th></tr><tr><td>Hosted shop builder</td><td>Shopify, Squarespace, Wix, BigCommerce</td><td>Monthly subscription plus card processing fees on each order</td><td>Quick to launch; hosting, security updates and checkout handled for you</td><td>Limited control over checkout; add-on apps bring extra monthly charges</td></tr><tr><td>Self-hosted open source</td><td>WooCommerce on WordPress, Magento Open Source</td><td>Hosting, developer time and payment gateway fees</td><td>Full control of design, features and data; no platform commission</td><td>You are responsible for updates, security and backups</td></tr><tr><td>Marketplace</td><td>Etsy, Amazon, eBay, Not On The High Street</td><td>Listing fees and commission on each sale, plus payment fees</td><td>Large existing audience and built-in trust</td><td>Little control over branding; the marketplace owns the customer relationship and can change its fees</td></tr></table>" +
            p(
              "Card processing is the cost new sellers most often underestimate. In the UK, fees on the main hosted platforms and payment providers commonly run at about 1.5 to 3% of the order value plus a fixed charge of around 20 to 30p per transaction, depending on plan and card type. On a £20 order, a fee of 2.2% plus 20p comes to 64p, more than 3% of the order. Marketplace commissions are higher: Etsy, for example, charges a 6.5% transaction fee on top of listing and payment processing fees.",
              "Settle some questions before choosing. How many products and variants, such as sizes and colours, will you carry? Do you need several currencies, or trade accounts for wholesale buyers? Which accounting, stock and shipping systems must connect? Can anyone in the business maintain software? Can you export your customer and product data if you change platform later? Many small businesses combine routes, using a marketplace to be discovered and a hosted shop on their own domain for repeat customers, where margins are better and the relationship is theirs.",
            ),
        },
      },
      {
        title: "Checkout and Payments",
        description:
          "Why shoppers abandon baskets, how to design a short checkout, and what Strong Customer Authentication and PCI DSS mean for a small shop.",
        lesson: {
          title: "Designing a Checkout Customers Finish",
          html:
            p(
              "Averaging dozens of studies, the Baymard Institute puts the documented online basket abandonment rate at about 70%. Some of that is unavoidable, since people browse and compare, but Baymard's surveys of shoppers who abandoned during checkout find recurring, fixable causes. The largest is extra costs such as delivery, taxes and fees appearing late, cited by around half of respondents. Others include being made to create an account (roughly a quarter), not trusting the site with card details, and a checkout that is too long or complicated (around one in five).",
              "The design responses follow directly:",
            ) +
            "<ul><li>Show delivery costs on product and basket pages, or offer a free-delivery threshold.</li><li>Offer guest checkout, and invite customers to create an account after they have paid, when their details are already filled in.</li><li>Ask only for what you need. Baymard found the average checkout used about 11 form fields where around 8 would do: use a single name field, hide a second address line behind a link, offer postcode lookup and default the billing address to the delivery address.</li><li>Offer the payment methods your customers use, including cards, PayPal, Apple Pay and Google Pay; digital wallets remove most of the typing on a phone.</li></ul>" +
            p(
              "Payments bring regulation. Under Strong Customer Authentication, which comes from the EU's second Payment Services Directive and was carried into UK rules, many online card payments must be authenticated with two of three factors: something the customer knows (a password or PIN), something they have (such as a phone) and something they are (a fingerprint or face). For cards this is handled through 3-D Secure 2, in which the customer's bank may approve low-risk payments without a challenge. Your payment provider manages the process, but you must use its current checkout integration rather than an outdated one.",
              "Card security is governed by the Payment Card Industry Data Security Standard (PCI DSS). A shop whose own server never handles card numbers, because it uses the provider's hosted payment page or embedded payment fields, qualifies for the shortest self-assessment questionnaire, SAQ A. Never take card details by email or telephone note, and never store them yourself.",
            ),
        },
      },
      {
        title: "Reading Your Shop's Numbers",
        description:
          "Sessions, conversion rate and average order value, and how they combine to explain changes in revenue.",
        lesson: {
          title: "Conversion Rate and Average Order Value",
          html: p(
            "Online revenue can be broken into three numbers that every shop owner should track each week: revenue = sessions × conversion rate × average order value. A session is one visit to the site; conversion rate is orders divided by sessions; average order value (AOV) is revenue divided by orders. Google Analytics 4 and the reports built into shop platforms provide all three.",
            "A worked example shows how they interact. A shop has 4,000 sessions in a month and takes 72 orders worth £2,736 in total. Its conversion rate is 72 ÷ 4,000 = 1.8%, and its AOV is £2,736 ÷ 72 = £38. If the owner shortens the checkout and conversion rises to 2.2% with the same traffic and AOV, orders rise to 88 and revenue to £3,344, an extra £608 without spending more on advertising. Alternatively, a free-delivery threshold of £45, set a little above the current AOV, might persuade customers to add an item and lift AOV to £42; at 1.8% conversion that gives 72 × £42 = £3,024.",
            "Conversion rates vary widely by sector, product cost and traffic source, but many small shops fall between 1% and 3%. More useful than comparison with others is the funnel within your own shop: of the sessions that view a product, how many add it to the basket; of those, how many start checkout; of those, how many pay. A sharp drop at one step shows where to work. A high add-to-basket rate with low checkout completion points to the checkout; a low add-to-basket rate points to the product pages, the images or unclear delivery information.",
            "Segment the data before drawing conclusions. Mobile visitors usually convert at a lower rate than desktop visitors, and visits from emails to existing customers convert far better than visits from social media. A fall in overall conversion may simply mean that a popular social post brought in many new, casual visitors. Tag the links in emails and adverts with UTM parameters (utm_source, utm_medium and utm_campaign) so that each visit is credited to its source, and compare like with like over the same weeks of the year.",
          ),
        },
      },
    ],
  },
];
