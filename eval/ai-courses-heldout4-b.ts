/** Fourth held-out evaluation courses, intermediate level (physiotherapy to music performance); see ai-courses-heldout4.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT4_B: EvalCourse[] = [
  {
    slug: "musculoskeletal-physiotherapy",
    discipline: "Physiotherapy",
    title: "Musculoskeletal Physiotherapy: Assessment and Management",
    description:
      "For physiotherapy students who have completed anatomy: the objective assessment, managing acute ankle sprains, loading programmes for tendinopathy and gait re-education.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "gait re-education",
    modules: [
      {
        title: "The Objective Assessment",
        description: "Measuring range of motion and muscle strength, and interpreting special tests.",
        lesson: {
          title: "Measuring movement and strength",
          html: p(
            "After the subjective history, the physiotherapist examines the patient to test the hypotheses it raised. Range of motion is measured with a goniometer. Its axis is placed over the axis of rotation of the joint, the stationary arm is aligned with the proximal segment and the moving arm with the distal segment. Reference values for healthy adults include about 0 to 180 degrees of shoulder flexion, 0 to 150 degrees of elbow flexion, 0 to 135 degrees of knee flexion and 0 to 20 degrees of ankle dorsiflexion. Active range, produced by the patient, is compared with passive range, produced by the therapist: a passive range much greater than the active range suggests weakness or pain inhibition rather than joint stiffness.",
            "At the end of passive range the therapist notes the end-feel. James Cyriax described normal end-feels as hard, bone meeting bone, as in elbow extension; soft, soft tissues meeting, as in knee flexion; and firm, the stretch of capsule or ligament, as in ankle dorsiflexion. An empty end-feel, in which the patient stops the movement because of pain before any resistance is felt, suggests serious pathology such as an acute bursitis or a tumour.",
            "Muscle strength is graded on the Medical Research Council or Oxford scale: 0, no contraction; 1, a flicker of contraction; 2, active movement with gravity eliminated; 3, movement against gravity; 4, movement against gravity and some resistance; and 5, normal power.",
            "Special tests are judged by their sensitivity and specificity. A highly sensitive test, when negative, helps rule a condition out; a highly specific test, when positive, helps rule it in. The Lachman test for rupture of the anterior cruciate ligament, performed with the knee in 20 to 30 degrees of flexion, is among the most sensitive tests of the knee.",
          ),
        },
      },
      {
        title: "The Acute Ankle Sprain",
        description: "Mechanism and grading, the Ottawa ankle rules, and early management.",
        lesson: {
          title: "Managing the sprained ankle",
          html: p(
            "The lateral ankle sprain is one of the most common sports injuries. The usual mechanism is inversion of the foot while it is plantarflexed, as when landing on another player's foot. The anterior talofibular ligament, which is taut in plantarflexion, is injured first; with greater force the calcaneofibular ligament is also torn, while the posterior talofibular ligament is rarely involved. Sprains are graded I, a stretch with no laxity; II, a partial tear with some laxity; and III, a complete rupture.",
            "The Ottawa ankle rules, published by Ian Stiell and colleagues in 1992, decide whether an X-ray is needed to exclude fracture. An ankle X-ray is required if there is pain in the malleolar zone and either bone tenderness along the distal 6 centimetres of the posterior edge or tip of the lateral or medial malleolus, or inability to bear weight for four steps both immediately after the injury and at the examination. A foot X-ray is required for pain in the midfoot with tenderness at the base of the fifth metatarsal or the navicular, or the same inability to bear weight. The rules are close to 100 percent sensitive, so they safely reduce unnecessary X-rays.",
            "Early management has moved away from the old RICE formula. In 2020 Blaise Dubois and Jean-Francois Esculier proposed PEACE and LOVE. Immediately after injury: Protect, by limiting painful movement for one to three days; Elevate; Avoid anti-inflammatory drugs and modalities, which may impair tissue healing; Compress; and Educate the patient about the natural course of recovery. Afterwards: Load, returning to normal activity as pain allows; Optimism; Vascularisation, through pain-free cardiovascular exercise; and Exercise, to restore mobility, strength and proprioception. Balance training on one leg reduces the high rate of re-sprain.",
          ),
        },
      },
      {
        title: "Loading Programmes for Tendinopathy",
        description: "The tendinopathy continuum and exercise programmes that load the tendon.",
        lesson: {
          title: "Treating tendons with load",
          html: p(
            "Tendinopathy is a painful condition of a tendon with impaired function, common in the Achilles and patellar tendons and in the tendons of the hip and shoulder. The older term tendinitis is misleading for persistent cases, because biopsies show few inflammatory cells; instead they show disorganised collagen, increased ground substance and new blood vessels. Jill Cook and Craig Purdam proposed in 2009 that tendinopathy is a continuum with three stages: reactive tendinopathy, a short-term thickening after a sudden increase in load; tendon disrepair, with greater matrix breakdown; and degenerative tendinopathy, with areas of cell death and disordered matrix that may not recover.",
            "Because tendons adapt to load, exercise is the central treatment and rest alone rarely helps. In 1998 Hakan Alfredson described an eccentric programme for Achilles tendinopathy: the patient rises onto the toes with both legs and lowers slowly on the affected leg over the edge of a step, in 3 sets of 15 repetitions twice a day, every day for 12 weeks, once with the knee straight to load gastrocnemius and once with it bent to load soleus, adding weight in a backpack as it becomes easy. Heavy slow resistance training is an alternative with comparable results and fewer sessions: exercises performed three times a week with slow concentric and eccentric phases of about three seconds each, progressing from 15-repetition maximum loads to 6-repetition maximum loads over 12 weeks. Isometric holds, such as five 45-second contractions, are sometimes used to reduce pain when the tendon is irritable.",
            "Karin Gravare Silbernagel's pain-monitoring model guides progression. Pain during exercise of up to 5 on a 0 to 10 scale is acceptable, provided it settles by the next morning and morning pain and stiffness do not worsen from week to week.",
          ),
        },
      },
    ],
  },
  {
    slug: "hotel-revenue-operations",
    discipline: "Hospitality management",
    title: "Hotel Operations and Revenue Management",
    description:
      "Performance measures such as occupancy and RevPAR, revenue management and overbooking, menu engineering and food cost control, and housekeeping management, for students who have completed a first year of hospitality studies.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "housekeeping management",
    modules: [
      {
        title: "Measuring Hotel Performance",
        description: "Occupancy, average daily rate, RevPAR and benchmarking against competitors.",
        lesson: {
          title: "The key performance indicators",
          html: p(
            "Three ratios summarise the rooms business of a hotel. Occupancy is the number of rooms sold divided by the number of rooms available. Average daily rate (ADR) is rooms revenue divided by rooms sold. Revenue per available room (RevPAR) is rooms revenue divided by rooms available, which is the same as occupancy multiplied by ADR. For a 200-room hotel that sells 150 rooms for a total of 18,000 dollars, occupancy is 75 percent, ADR is 120 dollars and RevPAR is 90 dollars.",
            "RevPAR is the most widely used single measure because it combines volume and price. A hotel can raise occupancy by cutting rates or raise ADR by turning business away; either may leave RevPAR, and revenue, unchanged or lower. Still, RevPAR ignores costs and revenue from outside the rooms, so owners also track total revenue per available room (TRevPAR), which includes food, beverage and other departments, and gross operating profit per available room (GOPPAR), which reflects how efficiently the hotel is run. These are calculated according to the Uniform System of Accounts for the Lodging Industry, so that results can be compared between hotels.",
            "Performance is also judged against a competitive set of similar nearby hotels, using data from benchmarking firms such as STR. Each hotel's result is expressed as an index, where 100 means a fair share. The occupancy index, or market penetration index, compares the hotel's occupancy with the competitive set's; the ADR index, or average rate index, compares rates; and the RevPAR index, or revenue generation index, combines the two. A RevPAR index of 110 means the hotel earns 10 percent more per available room than its fair share.",
          ),
        },
      },
      {
        title: "Revenue Management",
        description: "Selling the right room to the right guest at the right price, and overbooking.",
        lesson: {
          title: "Pricing perishable inventory",
          html: p(
            "Revenue management began with American Airlines after the United States deregulated air travel in 1978, and hotels adopted it in the late 1980s. It suits businesses with relatively fixed capacity, perishable inventory, since a room unsold tonight can never be sold, demand that varies over time and can be divided into segments, reservations made in advance, and low costs of selling one more unit. The aim is to maximise revenue by varying prices and availability with forecast demand.",
            "Different prices are charged to different segments, and rate fences stop guests who would pay more from buying the cheaper rate. Common fences are advance purchase, non-refundable payment, a minimum length of stay and membership of a loyalty programme. Length-of-stay controls also shape demand: on a night of peak demand the hotel may accept only arrivals staying at least two nights, or close the date to arrival, to avoid empty rooms on the quieter nights either side.",
            "Because some guests cancel late or fail to arrive, hotels overbook. If 5 percent of reservations for a night usually end as no-shows or late cancellations, a 200-room hotel can accept about 210 reservations and expect to fill its rooms. The overbooking level balances the cost of an empty room against the cost of turning away a guest with a reservation, who must be walked to another hotel at the hotel's expense with compensation and possible loss of loyalty.",
            "Group requests are evaluated by displacement analysis: a group is accepted if its room revenue plus its spending on meeting rooms and catering exceeds the revenue from the transient guests it would displace.",
          ),
        },
      },
      {
        title: "Food Cost Control and Menu Engineering",
        description: "Calculating food cost percentage and analysing a menu's profitability and popularity.",
        lesson: {
          title: "Which dishes earn their place?",
          html: p(
            "The food cost percentage is the cost of food sold divided by food sales. The cost of food sold for a period is the opening inventory plus purchases minus the closing inventory, adjusted for staff meals and transfers between departments. A restaurant that begins the month with 8,000 dollars of stock, buys 22,000 dollars and ends with 7,000 dollars has a cost of food sold of 23,000 dollars; with sales of 70,000 dollars its food cost is about 32.9 percent. Full-service restaurants commonly aim for 28 to 35 percent. An actual figure above the standard cost calculated from recipes points to waste, over-portioning, poor receiving or theft.",
            "Menu engineering, introduced by Michael Kasavana and Donald Smith in 1982, analyses each item by its popularity and its contribution margin, the selling price minus the standard food cost. An item's contribution margin is high if it exceeds the weighted average for the menu. An item's popularity is high if its share of the items sold reaches at least 70 percent of an equal share; on a menu of 10 items an equal share is 10 percent, so the threshold is 7 percent.",
            "Items then fall into four categories. Stars are popular with a high margin and should be kept, featured and held to exact standards. Plowhorses are popular but have a low margin; their price may be raised gradually or their cost reduced, for example by changing the garnish. Puzzles have a high margin but sell poorly; they can be moved to a more prominent place on the menu, renamed or recommended by servers. Dogs are unpopular with a low margin and are usually removed. The method concentrates on contribution margin in money rather than food cost percentage, because a dish with a higher food cost percentage may still contribute more profit per sale.",
          ),
        },
      },
    ],
  },
  {
    slug: "soil-fertility-nutrients",
    discipline: "Soil science",
    title: "Soil Fertility and Nutrient Management",
    description:
      "Covers soil texture and structure, cation exchange and soil pH, the nitrogen cycle and fertiliser management, and soil erosion, for agriculture students who have taken introductory chemistry.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "soil erosion",
    modules: [
      {
        title: "Texture and Structure",
        description: "The mineral particles of soil and how they are grouped into aggregates.",
        lesson: {
          title: "Sand, silt, clay and aggregates",
          html: p(
            "Soil texture is the relative proportion of sand, silt and clay in the mineral fraction smaller than 2 millimetres. In the United States Department of Agriculture system, sand particles are 2 to 0.05 millimetres in diameter, silt 0.05 to 0.002 millimetres and clay smaller than 0.002 millimetres. The proportions are plotted on the texture triangle, which divides soils into 12 classes such as sandy loam, silt loam and clay; a loam contains enough of each fraction that none dominates its behaviour, typically around 40 percent sand, 40 percent silt and 20 percent clay.",
            "In the laboratory texture is measured by particle-size analysis. In the hydrometer method the soil is dispersed in water and the density of the suspension is read as particles settle. Stokes' law states that settling velocity is proportional to the square of the particle diameter, so sand settles within a minute while clay stays suspended for hours. In the field, texture is estimated by feel: sand feels gritty, silt smooth like flour, and moist clay sticky, forming a long ribbon when squeezed between thumb and finger.",
            "Texture matters because surface area rises steeply as particles get smaller. Clay soils hold much more water and nutrients than sandy soils but drain slowly and can be hard to work, while sandy soils drain freely and warm quickly but are easily leached and droughty.",
            "Soil structure is the arrangement of particles into aggregates, or peds, described as granular, blocky, platy, prismatic or columnar. Aggregates are bound by organic matter, microbial gums, fungal hyphae and roots, and by calcium, which flocculates clay; sodium has the opposite effect, dispersing clay and destroying structure. Good structure creates large pores between aggregates for drainage and aeration and small pores within them to store water. It is damaged by cultivation and by compaction from heavy machinery on wet soil.",
          ),
        },
      },
      {
        title: "Cation Exchange and Soil pH",
        description: "How soils hold nutrient cations, why soils become acid and how liming works.",
        lesson: {
          title: "Exchange sites and acidity",
          html: p(
            "Clay minerals and organic matter carry negative charges that hold positively charged ions, cations, against leaching while allowing them to be exchanged with the soil solution and taken up by roots. The total quantity of exchangeable cations a soil can hold is its cation exchange capacity (CEC), expressed in centimoles of charge per kilogram. Much of the charge on clays is permanent, arising from isomorphous substitution, the replacement of silicon by aluminium or of aluminium by magnesium in the crystal lattice during formation. The charge on organic matter depends on pH, increasing as pH rises. Typical CEC values are 3 to 15 for kaolinite, 80 to 120 for smectite and 200 or more for humus, so a sandy soil low in organic matter holds few nutrients.",
            "Cations are not held equally strongly. The usual order of attraction is aluminium, then calcium, magnesium, potassium and ammonium, and finally sodium. The proportion of the CEC occupied by the base cations calcium, magnesium, potassium and sodium is the base saturation.",
            "Soils become acid as rain leaches base cations, as roots and microbes release carbon dioxide and organic acids, and as ammonium fertilisers are nitrified, a process that releases hydrogen ions. Below about pH 5.5, aluminium becomes soluble and toxic to roots, stunting them, and molybdenum becomes less available. Phosphorus is most available between about pH 6 and 7; in acid soils it is fixed by iron and aluminium, in alkaline soils by calcium.",
            "Acidity is corrected by liming with ground limestone, calcium carbonate, which neutralises hydrogen ions and releases carbon dioxide and water. The amount needed depends not only on the pH of the soil solution but on the reserve acidity held on the exchange sites, so clay and organic soils, with a high buffer capacity, need much more lime than sandy soils to raise pH by the same amount.",
          ),
        },
      },
      {
        title: "The Nitrogen Cycle and Fertiliser Management",
        description: "How nitrogen is transformed and lost in soil, and how fertiliser is applied efficiently.",
        lesson: {
          title: "Managing nitrogen",
          html: p(
            "Nitrogen is the nutrient that most often limits crop yield. Most soil nitrogen is in organic matter, unavailable to plants until microbes release it as ammonium, a process called mineralisation. Ammonium is then oxidised in two steps by nitrifying bacteria, to nitrite by Nitrosomonas and to nitrate by Nitrobacter. Nitrification needs oxygen and is fast in warm, moist, well-aerated soils.",
            "When residues with a high carbon-to-nitrogen ratio, such as cereal straw at about 80 to 1, are incorporated, microbes take up mineral nitrogen from the soil to decompose them. This immobilisation can cause temporary nitrogen deficiency in the following crop; residues with a ratio below about 25 to 1 release nitrogen instead.",
            "Nitrogen is lost in several ways. Because nitrate is negatively charged it is not held on exchange sites and is leached by drainage water into groundwater and streams. In waterlogged soils, denitrifying bacteria use nitrate in place of oxygen and convert it to nitrous oxide, a potent greenhouse gas, and nitrogen gas. Urea applied to the soil surface is converted to ammonium carbonate by the enzyme urease, and ammonia can volatilise into the air, especially from alkaline or moist soils on warm, windy days. Legumes gain nitrogen through biological fixation by Rhizobium bacteria in their root nodules, which reduce atmospheric nitrogen to ammonia with the enzyme nitrogenase.",
            "Fertiliser management follows the 4R principle: the right source, at the right rate, at the right time, in the right place. The rate is set from the expected yield and the nitrogen supplied by the soil and previous crops. Splitting the application so that nitrogen is supplied when the crop takes it up rapidly reduces leaching, incorporating urea or placing it below the surface reduces volatilisation, and nitrification inhibitors keep nitrogen in the ammonium form for longer.",
          ),
        },
      },
    ],
  },
  {
    slug: "coastal-navigation-colregs",
    discipline: "Maritime navigation",
    title: "Coastal Navigation and the Collision Regulations",
    description:
      "Chart work and compass correction, position fixing, tidal height calculations, the collision regulations and passage planning, for sailors who hold a day skipper or equivalent qualification.",
    level: "intermediate",
    duration: "9 weeks",
    plantedGap: "passage planning",
    modules: [
      {
        title: "Charts and the Compass",
        description: "Distances on a Mercator chart and converting between true, magnetic and compass bearings.",
        lesson: {
          title: "Chart and compass",
          html: p(
            "Most navigational charts use the Mercator projection, on which a straight line is a rhumb line, a course of constant bearing, so a course can be laid off with a plotter and steered with a compass. The projection stretches distances increasingly towards the poles. A nautical mile is 1,852 metres, about one minute of latitude, and distance is therefore always measured on the latitude scale at the side of the chart, level with the area being measured, and never on the longitude scale at the top and bottom.",
            "A compass needle points to magnetic north, not true north. The angle between them is the variation, which changes from place to place and slowly from year to year; it is printed on the compass rose of the chart with its annual change. A ship's own steel, engine and electronics also deflect the compass by an amount called deviation, which differs with the vessel's heading and is recorded on a deviation card after the compass has been swung.",
            "Charts give true bearings, so the navigator converts between true, magnetic and compass values. Easterly errors are added when going from compass to true, summarised in the mnemonic CADET: compass to true, add east. Westerly errors are subtracted in the same direction. For example, to steer a true course of 095 degrees where the variation is 4 degrees west, the magnetic course is 099 degrees; if the deviation on that heading is 2 degrees east, the compass course is 097 degrees. The same corrections are applied in reverse to a hand-bearing compass bearing before it is plotted, although a hand-bearing compass used away from the ship's steel is usually assumed to have no deviation.",
          ),
        },
      },
      {
        title: "Fixing the Position",
        description: "Visual fixes, dead reckoning and estimated positions.",
        lesson: {
          title: "Where are we?",
          html: p(
            "A fix is a position found from observations of charted objects. The commonest visual fix uses compass bearings of three identifiable landmarks, such as a headland, a church spire and a lighthouse, taken in quick succession and converted to true bearings before being plotted as position lines. Because of small errors the three lines rarely meet at a point but form a triangle, the cocked hat. A small cocked hat gives confidence; a large one means an error in a bearing or in identifying an object. The vessel is assumed to be at the corner of the triangle closest to danger. Objects should be well spread, ideally about 60 degrees apart for three bearings, and close objects are preferred, because an angular error displaces the position line further with distance. Objects ahead or astern are taken first and the one nearest the beam last, since its bearing changes fastest as the vessel moves.",
            "Between fixes the position is worked up from the vessel's movement. A dead reckoning position uses only the course steered and the distance run through the water, measured by the log, from the last known position. An estimated position also allows for the tidal stream, set off as a vector for the time elapsed, and for leeway, the angle by which the wind pushes a vessel to leeward of her heading. The estimated position is therefore the best reckoning of where the vessel is, though its error grows with time since the last fix.",
            "When only one object is visible, a running fix can be made: a bearing is taken, the vessel's movement over the ground is plotted for a period, and the first position line is transferred by that movement to cross a second bearing of the same object.",
          ),
        },
      },
      {
        title: "Tidal Heights",
        description: "Chart datum, drying heights and the rule of twelfths.",
        lesson: {
          title: "How much water is there?",
          html: p(
            "Depths on a chart are measured from chart datum, a level so low that the tide seldom falls below it. In British Admiralty charts it is approximately the lowest astronomical tide. The actual depth at any moment is therefore the charted depth plus the height of tide above datum. Areas that uncover at low water carry a drying height, underlined on the chart, which is subtracted from the height of tide to give the depth of water over them. The heights of lights, by contrast, are given above mean high water springs on these charts.",
            "Tide tables give the times and heights of high and low water at standard ports, and secondary ports are calculated from them with time and height differences. The range, the difference between high and low water, is greater at spring tides, around new and full moon, than at neap tides, around the quarter moons.",
            "For the height between high and low water, a quick method is the rule of twelfths. It assumes that the tide rises or falls over about six hours, following a smooth curve: in the first hour it changes by one twelfth of the range, in the second by two twelfths, in the third and fourth by three twelfths each, in the fifth by two twelfths and in the sixth by one twelfth. If low water is 1.0 metre and high water 5.8 metres, the range is 4.8 metres and one twelfth is 0.4 metres. Three hours after low water the tide has risen six twelfths, 2.4 metres, giving a height of 3.4 metres. The rule is only approximate, and it fails in places with irregular tidal curves, such as the Solent, where the tidal curves published in the almanac must be used instead.",
          ),
        },
      },
      {
        title: "The Collision Regulations",
        description: "Risk of collision and the steering rules of the COLREGs.",
        lesson: {
          title: "Who gives way?",
          html: p(
            "The International Regulations for Preventing Collisions at Sea, the COLREGs, were adopted in 1972 and came into force in 1977. Rule 5 requires every vessel to keep a proper lookout by sight and hearing and by all available means, and Rule 6 to proceed at a safe speed. Under Rule 7, if the compass bearing of an approaching vessel does not appreciably change, risk of collision shall be deemed to exist; even an appreciable change may not be enough when approaching a very large vessel or one at close range. Any action taken to avoid collision must, under Rule 8, be positive, made in ample time and large enough to be readily apparent to the other vessel, so a succession of small alterations is wrong.",
            "Rule 13 says that an overtaking vessel, one approaching from more than 22.5 degrees abaft the other's beam, keeps out of the way, whatever the type of either vessel. Under Rule 14, when two power-driven vessels meet head-on, each alters course to starboard so that they pass port to port. Under Rule 15, when two power-driven vessels cross, the one that has the other on her own starboard side gives way and, if possible, avoids crossing ahead. Rule 16 requires the give-way vessel to take early and substantial action. Rule 17 tells the stand-on vessel to keep her course and speed, but allows her to act once it is apparent that the give-way vessel is not taking appropriate action, and requires her to act when collision cannot be avoided by the give-way vessel alone.",
            "For sailing vessels, Rule 12 applies: a vessel with the wind on her port side gives way to one with the wind on her starboard side, and when both have the wind on the same side the windward vessel gives way. Rule 18 sets the responsibilities between types: a power-driven vessel keeps out of the way of a vessel not under command, one restricted in her ability to manoeuvre, one engaged in fishing and a sailing vessel.",
          ),
        },
      },
    ],
  },
  {
    slug: "performance-practice-instrumentalists",
    discipline: "Music performance",
    title: "Performance Practice for Instrumentalists",
    description:
      "Effective practice strategies, managing performance anxiety, historically informed performance of Baroque music and preventing playing-related injuries, for conservatoire students and advanced amateurs.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "preventing playing-related injuries",
    modules: [
      {
        title: "Effective Practice",
        description: "Deliberate practice and the strategies that make practice time count.",
        lesson: {
          title: "Practising deliberately",
          html: p(
            "In 1993 K. Anders Ericsson, Ralf Krampe and Clemens Tesch-Romer studied violin students at the Berlin Academy of Music. The students whom their teachers judged the best had accumulated about 10,000 hours of solitary practice by the age of 20, far more than students training to be music teachers. Ericsson called the kind of practice that produces improvement deliberate practice: effortful activity aimed at a specific weakness, with clear goals and immediate feedback, which is not inherently enjoyable and can be sustained only for limited periods, so that even the best students rarely practised more than about four hours a day, in sessions with breaks. Later meta-analyses found that accumulated practice explains an important but far from complete share of the differences between musicians, so the 10,000-hour figure is not a threshold for mastery.",
            "Deliberate practice differs from playing through a piece. An effective session begins with a goal, such as securing the left-hand shift in bars 24 to 28, isolates the difficult passage and works on it until it is secure before putting it back in context. Slow practice allows accurate movements to be repeated and the ear to check intonation and tone; the tempo is raised gradually, with a metronome, only when the passage is reliable. Chunking groups notes into units that are played as one gesture, and practising a passage in varied rhythms or starting from different points strengthens the connections within it.",
            "Spacing practice over several days produces better retention than the same amount of practice massed into one session, and mental practice, imagining the sound and the movements without the instrument, adds to physical practice. Recording oneself regularly gives the objective feedback that is hard to obtain while playing.",
          ),
        },
      },
      {
        title: "Managing Performance Anxiety",
        description: "The symptoms and causes of performance anxiety and the strategies that reduce it.",
        lesson: {
          title: "Nerves on stage",
          html: p(
            "Music performance anxiety is a persistent, distressing apprehension about performing that is out of proportion to the musician's skill and preparation. It affects students and professionals alike; in a survey of American orchestral musicians published in 1988 about a quarter reported stage fright as a problem. Its symptoms are physical, cognitive and behavioural. The physical symptoms, such as a racing heart, trembling hands, a dry mouth, shallow breathing and sweaty palms, come from the sympathetic nervous system and the release of adrenaline, the fight-or-flight response. The cognitive symptoms include catastrophising, loss of concentration and memory slips; the behavioural ones include avoiding performances.",
            "Not all arousal is harmful. The Yerkes-Dodson law, from an experiment of 1908, describes an inverted-U relation between arousal and performance: performance improves with arousal up to an optimum and then declines, and the optimum is lower for complex tasks requiring fine control, as most instrumental playing does. The aim is therefore not to eliminate nerves but to keep arousal near the optimum and to interpret its signs as readiness rather than danger.",
            "Effective strategies include thorough preparation, including memory work for pieces played from memory; graded exposure through mock performances for friends, then in masterclasses; slow breathing with a long exhalation, which activates the parasympathetic nervous system; and a consistent pre-performance routine. Cognitive behavioural therapy helps musicians identify and challenge catastrophic thoughts. Beta-blockers such as propranolol block the action of adrenaline on the heart and muscles and so reduce tremor and palpitations, and a significant minority of orchestral musicians report using them; they do not address the thoughts behind the anxiety, and they should be taken only on a doctor's prescription.",
          ),
        },
      },
      {
        title: "Historically Informed Performance",
        description: "Playing Baroque music with the instruments, pitch and conventions of its time.",
        lesson: {
          title: "Baroque music in its own terms",
          html: p(
            "Historically informed performance aims to play music in ways its composers and first audiences would have recognised, using period instruments, treatises and other evidence. Its pioneers included Arnold Dolmetsch in the early twentieth century and, after the Second World War, Nikolaus Harnoncourt, who founded Concentus Musicus Wien in 1953, and Gustav Leonhardt. Critics such as Richard Taruskin argued that such performances reflect modern taste as much as history, and the movement now speaks of historically informed rather than authentic performance.",
            "The main sources are treatises written for students: Johann Joachim Quantz's essay on playing the flute (1752), Carl Philipp Emanuel Bach's essay on the true art of playing keyboard instruments (1753) and Leopold Mozart's violin method (1756). They discuss ornamentation, articulation, tempo and expression.",
            "Pitch in the Baroque period varied widely from city to city. Modern Baroque ensembles usually tune to A at 415 hertz, about a semitone below modern concert pitch of 440. String players use gut strings and lighter Baroque bows, whose weaker attack produces a natural swell and decay on each note, and treat vibrato as an ornament rather than a continuous colour. Many keyboard instruments are tuned in unequal temperaments, which make some keys purer and others more coloured.",
            "Conventions of notation must be understood. In French music, pairs of quavers moving by step were often played unequally, long-short, as notes inegales. Trills in late Baroque music usually begin on the upper auxiliary note, on the beat. The bass line of most ensemble music was a basso continuo: a bass instrument such as cello or bassoon played the written line while a harpsichord, organ or lute improvised chords from the figures written under it.",
          ),
        },
      },
    ],
  },
];
