/** Thirty-eighth held-out evaluation courses, intermediate level (sheepdog training to rammed earth); see ai-courses-heldout38.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT38_B: EvalCourse[] = [
  {
    slug: "working-sheepdog-from-round-pen-to-trial",
    discipline: "Sheepdog training",
    title: "The Working Sheepdog: From Round Pen to Trial",
    description:
      "Handlers whose young Border Collie already shows interest in sheep take it on through balance and the flanks, the outrun, lift and fetch, driving, shedding, and the rules of nursery trials.",
    level: "intermediate",
    duration: "twelve weeks (one practical session a week)",
    plantedGap: "shedding",
    modules: [
      {
        title: "Balance and the Flanking Commands",
        description:
          "The dog learns to hold the sheep to the handler and to circle them on command in either direction.",
        lesson: {
          title: "The balance point, 'come bye' and 'away to me'",
          html: p(
            "Herding instinct in a Border Collie is essentially a modified predatory sequence: eye, stalk and chase, with the grab and kill suppressed by generations of selection. Training shapes that instinct rather than creating it. Early work takes place in a round pen of about 20 to 30 metres across, with a small group of dog-broke sheep that move calmly and flock together.",
            "The key concept is balance. Sheep move away from pressure, so a dog that positions itself on the far side of the flock from the handler will push the sheep towards him. That position, roughly twelve o'clock if the handler stands at six, is the balance point, and a naturally good dog seeks it without being told. The handler uses his own position to move the balance point: if he steps to the left, the dog should swing round to stay opposite him.",
            "From this the flanks are taught. The traditional commands in Britain are <i>come bye</i> for a clockwise circle around the sheep and <i>away to me</i> for an anticlockwise one. At first the handler simply says the word as the dog naturally takes that direction, walking backwards round the pen so the dog must flank to keep balance. Gradually the word comes before the movement. A good flank is wide and square: the dog should turn its shoulder away from the sheep and move out, not cut in on a tight line that splits or rushes them.",
            "Two more commands complete the foundation. <i>Lie down</i> (or <i>stand</i>) stops the dog; it is the single most important command, because it is how the handler controls pace. <i>Walk up</i> sends the dog straight in towards the sheep. With these four words a dog can be placed anywhere around a flock. Sessions should be short, ten minutes or less, and should end while the dog is still keen. Many trainers use a long stick or a flag as an extension of the arm to block a dog that cuts in, never to strike it.",
          ),
        },
      },
      {
        title: "Outrun, Lift and Fetch",
        description: "Gathering sheep at a distance.",
        lesson: {
          title: "The gather in three phases",
          html:
            p(
              "The gather is the heart of a sheepdog's work on the hill and of every trial, and it is taught as three linked phases. In the <i>outrun</i> the dog leaves the handler's feet and runs out in a wide pear shape to arrive behind the sheep without disturbing them. In the <i>lift</i> the dog makes first contact, moving the sheep off quietly and straight. In the <i>fetch</i> it brings them in a straight line to the handler.",
              "A good outrun widens as it goes. A dog that runs straight up the field at its sheep will scatter them; a dog that goes too tight at the top will turn them the wrong way. Training therefore starts short, with sheep 30 or 40 metres away, and the handler walks a few steps towards the side the dog is running to push it out. Distance is added gradually, perhaps 20 metres at a time, as the shape holds. The dog should be sent from either side, so both flanks are practised equally.",
            ) +
            "<ul><li>A correct outrun finishes at the balance point, neither short nor overrun.</li><li>The dog should pause or slow before the lift, often with a brief stop.</li><li>The lift should be steady: the first steps of the sheep decide whether the fetch will be calm.</li><li>On the fetch, small flanks correct the line; the dog should not zigzag behind the sheep.</li></ul>" +
            p(
              "Speed is the commonest fault at this stage. A keen young dog will push the sheep faster and faster until they run. The handler controls pace with a <i>steady</i> or <i>take time</i> command and with repeated stops, and rewards a dog that walks up calmly. Whistles are introduced once the voice commands are reliable, each command paired with a distinct whistle so that the dog can be worked at distances of 400 metres or more, where a voice is lost on the wind.",
            ),
        },
      },
      {
        title: "Driving and the Nursery Trial",
        description:
          "Next the dog takes sheep away from the handler, and we walk the course and rules of a nursery trial.",
        lesson: {
          title: "Teaching the drive and running a nursery course",
          html: p(
            "Driving is difficult for a young dog because it goes against its instinct to bring sheep to its handler. Instead of working from the balance point, the dog must walk up behind the sheep while they move away from the handler, often with the handler behind the dog. Most trainers begin by walking alongside the dog as it pushes the flock along a fence line, saying <i>walk up</i> and stopping it with <i>lie down</i> if it tries to flank round to the head. Over weeks the handler drops back, and the dog learns to keep the sheep moving straight with small, correcting flanks. A cross drive, moving sheep across the field in front of the handler, follows once the straight drive is steady.",
            "Nursery trials in Britain and Ireland are run for young dogs, under rules following the International Sheep Dog Society, in the season before the dog becomes too old to qualify. A typical nursery course shortens the open course: an outrun of 200 to 300 metres, a lift, a fetch through a pair of gates, a short drive through one set of drive gates, and the pen. The dog must take the sheep through each gate, and the handler, standing at the post, may not leave it until the pen, where he opens the gate and stands holding a rope while the dog brings the sheep in.",
            "Judges score out of 100 points under ISDS rules for open work: outrun 20, lift 10, fetch 20, drive 30, with the remainder allocated to the later phases. Points are lost for faults such as a tight outrun, crossing over between the dog and the sheep, missed gates or rough handling; a dog that grips a sheep without cause is disqualified. Nursery courses use a reduced scale on the same pattern, and the course has a time limit, commonly 10 to 12 minutes.",
          ),
        },
      },
    ],
  },
  {
    slug: "herbarium-curation-specimens-and-collections",
    discipline: "Herbarium curation",
    title: "Herbarium Curation: Specimens and Collections",
    description:
      "The herbarium sheet is a scientific record that must last for centuries. Curatorial staff and postgraduate botanists study pressing and drying, mounting, label data and annotation, integrated pest management, and the handling of loans between institutions.",
    level: "intermediate",
    duration: "one term (eight sessions)",
    plantedGap: "loans",
    modules: [
      {
        title: "Collecting, Pressing and Drying",
        description: "A specimen is only as good as the way it was collected and pressed in the field.",
        lesson: {
          title: "From the field to the drier",
          html: p(
            "A herbarium specimen is a pressed, dried plant with a label, and its scientific value depends on decisions made in the field. The collector should gather a representative piece showing the characters that identification needs: leaves, stems with their arrangement, flowers and, wherever possible, fruits. For small herbs the whole plant, including roots or underground organs, is taken; for trees and shrubs a twig about 30 centimetres long is typical, and notes record what the specimen cannot show, such as height, bark, flower colour and scent. Duplicates are gathered from the same individual or population so that sets can be distributed to other herbaria.",
            "Each gathering receives a collector's number, written in a field notebook alongside the date, locality, coordinates from a GPS with their datum and uncertainty, altitude, habitat and associated species. The number links the notebook to every duplicate, so it must never be reused.",
            "Pressing follows quickly, before leaves wilt or roll. The plant is arranged inside a folded sheet of newsprint roughly the size of a herbarium sheet, about 42 by 29 centimetres, with some leaves turned to show their undersides and flowers opened. Long plants are bent into V, N or W shapes rather than cut. Each folder goes between absorbent blotters and corrugated cardboard ventilators in a plant press, which is strapped tight.",
            "Drying should be rapid: slow drying lets moulds grow and colours fade. A drier circulates warm air, typically at 35 to 45 °C, through the corrugations, and most specimens dry in 24 to 48 hours; succulent plants may need to be killed first by a brief immersion in boiling water or alcohol. Blotters are changed daily in the field when no heat source is available. A dry specimen feels stiff and papery and is no longer cool to the touch.",
          ),
        },
      },
      {
        title: "Mounting, Labelling and Annotation",
        description:
          "In this module we fix specimens to archival sheets and write the labels that make them usable for research.",
        lesson: {
          title: "The archival sheet and its data",
          html:
            p(
              "Mounting fixes a dried specimen to a standard sheet of acid-free, lignin-free card, commonly about 42 by 27 centimetres, so that it can be handled and filed without damage. Curators aim for a mount that holds the plant securely while keeping it as accessible and reversible as possible. Most herbaria now use linen tape strips and water-soluble or reversible adhesives rather than covering the whole plant in glue, so that parts can later be examined under the microscope. Bulky fruits and loose seeds go in a fragment packet, a folded acid-free envelope attached to the sheet.",
              "The label is placed in the lower right corner and printed on archival paper with pigment ink or a laser printer. It carries, at minimum:",
            ) +
            "<ul><li>the scientific name with author, and the family;</li><li>the country and a precise locality, with coordinates and their uncertainty;</li><li>habitat, altitude and notes on the living plant;</li><li>the collector's name and number, and the date of collection;</li><li>the name of the institution and the specimen's barcode or accession number.</li></ul>" +
            p(
              "A specimen's identity is not fixed. Later specialists who examine it attach an annotation slip, known as a determinavit ('det.') slip, giving their identification, name and date. Earlier labels are never removed or overwritten, because the history of names applied to a specimen can matter for nomenclature. Type specimens, the specimens on which names are formally based under the International Code of Nomenclature for algae, fungi, and plants, are marked with a coloured type label and usually filed in a separate, secure series.",
              "Sheets are filed in genus and species folders, arranged in a standard classification such as APG IV for flowering plants, and geographically within species.",
            ),
        },
      },
      {
        title: "Integrated Pest Management",
        description: "Insects, mould and damp destroy dried plants; prevention and monitoring protect the collection.",
        lesson: {
          title: "Keeping beetles out of the cabinets",
          html: p(
            "Dried plants are food. The most damaging herbarium pests are the cigarette beetle (<i>Lasioderma serricorne</i>) and the drugstore beetle (<i>Stegobium paniceum</i>), whose larvae tunnel through flowers, seeds and leaves, and carpet beetles and booklice, which graze on specimens and their papers. Plant families rich in nutrients, such as the Apiaceae, Brassicaceae and Asteraceae, and any specimens with fruits or seeds are particularly vulnerable. Historically, herbaria poisoned their specimens with mercuric chloride or arsenic compounds, and curators must still assume that older sheets may be contaminated and handle them with gloves.",
            "Modern practice is integrated pest management (IPM), which relies on exclusion, environmental control, monitoring and non-chemical treatment rather than routine pesticides. Exclusion begins at the door: every incoming specimen, from the field or from another institution, is quarantined and frozen before it enters the collection. A common protocol holds material sealed in polythene at −30 °C or colder for 72 hours, or at −20 °C for at least a week, then lets it return slowly to room temperature before the bag is opened so that condensation does not form on the plants.",
            "Environmental control makes the collection a poor habitat. Herbaria aim for temperatures below about 20 °C and relative humidity between 40 and 55 per cent: insect development slows in the cold, while humidity above 65 per cent invites moulds. Cabinets should have tight seals, and food, plants and cut flowers are banned from collection areas.",
            "Monitoring uses sticky traps, some baited with the cigarette beetle's sex pheromone, placed at floor level and near cabinets and checked on a fixed schedule, with catches recorded on a floor plan. A rising count in one area points to an infested cabinet, whose contents are then inspected and frozen.",
          ),
        },
      },
    ],
  },
  {
    slug: "conserving-broken-ceramics",
    discipline: "Ceramic restoration",
    title: "Conserving Broken Ceramics",
    description:
      "Breakage is the commonest damage a ceramic suffers, and repairing it well means choosing materials that can be undone. Over a year of studio practice the course deals with ceramic bodies and glazes, the removal of old repairs, bonding with reversible adhesives, filling losses, and retouching.",
    level: "intermediate",
    duration: "one academic year (one studio day a week)",
    plantedGap: "retouching",
    modules: [
      {
        title: "Ceramic Bodies and Their Condition",
        description:
          "Earthenware, stoneware and porcelain behave differently in the conservation studio, and the condition survey starts by telling them apart.",
        lesson: {
          title: "Reading the body and the glaze",
          html:
            p(
              "Ceramics are clay bodies made permanent by firing, and the conservator's first task is to identify the body because it governs cleaning, adhesion and filling. The three broad groups differ in firing temperature and porosity:",
            ) +
            "<table><tr><th>Body</th><th>Typical firing</th><th>Character</th></tr><tr><td>Earthenware</td><td>900–1150 °C</td><td>porous, soft, often red or buff; absorbs water and stains</td></tr><tr><td>Stoneware</td><td>1200–1300 °C</td><td>dense, vitrified, largely impermeable</td></tr><tr><td>Porcelain (hard-paste)</td><td>1300–1400 °C</td><td>white, vitrified, translucent when thin</td></tr></table>" +
            p(
              "Soft-paste porcelains, such as early Chelsea or Sèvres, were fired lower and are more porous than their appearance suggests, and bone china, made with calcined bone ash, sits between the groups. A fresh break is the best evidence: earthenware shows a granular, absorbent edge that darkens when touched with a damp swab, whereas porcelain shows a glassy, conchoidal fracture.",
              "Glazes are glassy coatings fused to the surface. Lead glazes, common on earthenware, may be soft and prone to scratching; tin-glazed wares such as maiolica and delftware have an opaque white glaze that flakes readily from the body at edges. Crazing, a network of fine cracks in the glaze, lets dirt and water into porous bodies.",
              "The condition survey records every break, crack, chip and loss on a drawing or photograph; notes previous repairs, such as rivets, animal glue, shellac or discoloured epoxy; and looks for soluble salts, which appear as white, fluffy efflorescence on archaeological earthenware and can blow off the glaze if the piece is wetted carelessly. The survey ends with a written treatment proposal, agreed with the owner, that states the aims of the work and the materials to be used.",
            ),
        },
      },
      {
        title: "Undoing Old Repairs and Cleaning",
        description:
          "Old adhesives, rivets and overpaint often do more harm than the original break, and we learn to remove them safely.",
        lesson: {
          title: "Dismantling and cleaning",
          html: p(
            "Many ceramics arrive in the studio already repaired, often more than once, and the earlier repair is frequently the main problem. Yellowed epoxy resins, shellac that has darkened, animal glues that have failed, and overpaint covering far more of the original surface than the loss itself all have to be assessed. Dismantling is justified when the old repair is unstable, misaligned or disfiguring; it is not automatic, because every treatment carries risk.",
            "The first step is to identify the adhesive. Animal glue softens in warm water and steam. Shellac responds to ethanol. Cellulose nitrate adhesives, once sold as household glue, dissolve in acetone. Cured epoxies are cross-linked and will not dissolve; they can only be swollen and softened by prolonged exposure to solvent vapour or to commercial paint strippers based on benzyl alcohol, after which the softened resin is picked away with a scalpel. Solvents are applied in poultices or in a closed chamber so that the piece is exposed for hours without being immersed, and all work with solvents is done under fume extraction with suitable gloves.",
            "Metal rivets, drilled into the body by eighteenth- and nineteenth-century china menders, are removed only when they are corroding or loose, since they are part of the object's history. Iron rivets stain porous bodies with rust; they are cut through and eased out, never levered.",
            "Cleaning then follows the rule of using the gentlest effective method. Soluble surface dirt on stable, glazed wares is removed with swabs of deionised water and a little non-ionic detergent. Porous unglazed bodies are cleaned dry where possible, with soft brushes and a smoke sponge, because water carries dirt deeper. Stains in cracks may be reduced with poultices of hydrogen peroxide, tested first, but complete whiteness is not the goal, and bleaches such as sodium hypochlorite are avoided because they leave salts in the body.",
          ),
        },
      },
      {
        title: "Bonding and Filling",
        description:
          "Which adhesive should join each body, and how is a lost section rebuilt so that a later conservator can remove it?",
        lesson: {
          title: "Reversible adhesives and gap fills",
          html: p(
            "Conservation ethics, set out in codes such as those of the International Council of Museums, ask that treatments be reversible or at least retreatable, and that additions be distinguishable from original material on close inspection. For bonding, this makes Paraloid B-72, an ethyl methacrylate copolymer, the adhesive of first choice for earthenware and other porous bodies. It is dissolved in acetone, or a mixture of acetone and ethanol, at about 40 to 50 per cent by weight, remains soluble for decades, and does not yellow noticeably. Before bonding, the break edges of porous bodies are consolidated with a dilute 5 per cent solution of the same resin, which keeps the adhesive at the surface and makes later removal easier.",
            "Vitrified porcelain presents a different problem: its edges are smooth and non-absorbent, and B-72 joins may creep under the weight of a large piece. Here conservators use low-viscosity epoxies such as Hxtal NYL-1 or Fynebond, chosen for their clarity and resistance to yellowing. Epoxies cannot be dissolved once cured, so a thin barrier layer of B-72 is sometimes applied to the break edges first.",
            "The assembly sequence is planned dry, with the fragments taped together to check that all will fit; a wrongly ordered join can lock out the last piece. Joins are aligned by touch, a fingernail drawn across the break feeling for any step, and held with pressure-sensitive tape while the adhesive sets.",
            "Losses are filled when they weaken the object or disturb its reading. Plaster of Paris, sometimes with added pigment, suits earthenware; fine surface fillers based on acrylic resins or microballoons in B-72 suit small chips; epoxy putties suit porcelain. Fills are cast against dental wax or silicone moulds taken from an intact area, then cut back flush with scalpels and abrasive papers.",
          ),
        },
      },
    ],
  },
  {
    slug: "marine-mammals-physiology-acoustics-and-surveys",
    discipline: "Marine mammalogy",
    title: "Marine Mammals: Physiology, Acoustics and Surveys",
    description:
      "What lets a seal dive for an hour, and how do scientists count animals that spend most of their lives under water? Second-year biology students look at diving physiology, echolocation and sound production, line-transect surveys, and the investigation of strandings.",
    level: "intermediate",
    duration: "one semester (2 lectures and 1 practical a week)",
    plantedGap: "strandings",
    modules: [
      {
        title: "Diving Physiology",
        description:
          "Oxygen stores, bradycardia and the aerobic dive limit explain how deep-divers manage on a single breath.",
        lesson: {
          title: "Breath-hold diving and the aerobic dive limit",
          html:
            p(
              "Marine mammals dive on a single breath, yet some do so for extraordinary durations: Weddell seals routinely dive for 20 minutes and can exceed an hour, and a Cuvier's beaked whale has been recorded at a depth of 2,992 metres and on a dive of 222 minutes. Their ability rests less on large lungs than on how much oxygen they store in their blood and muscles and how economically they use it.",
            ) +
            "<table><tr><th>Oxygen store</th><th>Human</th><th>Weddell seal</th></tr><tr><td>Lungs</td><td>~24%</td><td>~5%</td></tr><tr><td>Blood</td><td>~57%</td><td>~66%</td></tr><tr><td>Muscle</td><td>~15%</td><td>~29%</td></tr><tr><td>Total (ml O₂ per kg)</td><td>~20</td><td>~87</td></tr></table>" +
            p(
              "Seals have a blood volume per kilogram two to three times that of humans, a high haematocrit of 55 to 65 per cent, and muscles so rich in myoglobin that they look almost black. Many phocid seals exhale before diving, so the lungs carry little gas; under pressure the alveoli collapse at around 30 to 100 metres, which limits the nitrogen absorbed into the blood and reduces the risk of decompression sickness.",
              "On submergence, the dive response conserves oxygen. Heart rate falls sharply (bradycardia), in forced dives from about 80 to below 10 beats per minute, and peripheral vasoconstriction restricts blood flow to the skin, gut, kidneys and muscles, reserving oxygen for the brain and heart. In voluntary dives the response is graded to the planned dive length.",
              "Gerald Kooyman's work on freely diving Weddell seals in the 1980s defined the aerobic dive limit (ADL): the longest dive after which blood lactate does not rise. About 90 per cent of natural dives fall within the ADL, about 20 minutes in adult Weddell seals, allowing the animal to dive again after a short surface interval. Longer dives rely on anaerobic metabolism in the muscles and require long recovery at the surface.",
            ),
        },
      },
      {
        title: "Sound Production and Echolocation",
        description: "The acoustics of toothed and baleen whales.",
        lesson: {
          title: "Clicks, whistles and songs",
          html: p(
            "Light fades within a few hundred metres of the sea surface, but sound travels about 1,500 metres per second in seawater, more than four times faster than in air, and low frequencies travel hundreds of kilometres. Cetaceans have therefore made hearing their primary sense.",
            "Toothed whales (odontocetes) echolocate. They produce sound not in the larynx but in the nasal complex, where air forced past a pair of structures called the phonic lips makes them vibrate and generate broadband clicks. The fatty melon in the forehead focuses the clicks into a forward beam. Returning echoes are received through the lower jaw, whose thin bone and fat channels lead sound to the middle and inner ear. A bottlenose dolphin's clicks last about 50 to 100 microseconds, with peak frequencies of 40 to 130 kHz and source levels exceeding 220 decibels re 1 µPa at 1 metre. Because the dolphin waits for each echo before emitting the next click, the interval between clicks shortens as it approaches prey, ending in a rapid 'buzz' of several hundred clicks per second during capture. From echo delay the animal judges range: an echo returning after 20 milliseconds means a target about 15 metres away. Experiments by Whitlow Au and others showed that dolphins can distinguish objects that differ in wall thickness by a fraction of a millimetre.",
            "Delphinids also produce whistles, tonal sounds used in communication; bottlenose dolphins develop individually distinctive signature whistles that function much like names.",
            "Baleen whales (mysticetes) do not echolocate. They produce low-frequency sounds, many below 100 Hz; fin and blue whales produce calls near 20 Hz that can be detected across ocean basins. Male humpback whales sing long, structured songs of repeated themes, which change progressively through a season and are shared by all males in a population, a striking case of cultural transmission.",
          ),
        },
      },
      {
        title: "Counting Whales: Line-Transect Surveys",
        description:
          "How many porpoises live in the North Sea? Students work through the distance-sampling method used to answer such questions.",
        lesson: {
          title: "Distance sampling from ships and aircraft",
          html: p(
            "Marine mammals are hard to count because most are submerged at any moment and they range over vast areas. The standard method for estimating abundance is line-transect distance sampling, developed by Stephen Buckland, David Anderson, Kenneth Burnham and colleagues. Observers on a ship or aircraft follow predetermined survey lines across the study area, and for each group sighted record the group size and the perpendicular distance from the line.",
            "The insight of distance sampling is that observers miss more animals the farther they are from the line. Plotting the perpendicular distances as a histogram shows detections declining with distance. A detection function g(x), fitted to these distances, estimates the probability of detecting a group at distance x, and its integral gives the effective strip half-width, μ: the distance within which as many groups are missed as are seen beyond it. Density is then D = n·s / (2·μ·L), where n is the number of groups seen, s the mean group size and L the total length of transect.",
            "A worked example: an aerial survey flies L = 2,000 km, sights n = 150 harbour porpoise groups with mean size s = 1.4, and fits a detection function giving μ = 0.2 km. Density is 150 × 1.4 / (2 × 0.2 × 2,000) = 210 / 800 ≈ 0.26 animals per km². Over a region of 100,000 km² this suggests about 26,000 animals.",
            "The method assumes that every animal on the line itself is detected, g(0) = 1. For diving whales that is false: a porpoise may be under water as the aircraft passes. Surveys correct for this with double-observer platforms, in which two independent teams record sightings so that the proportion missed can be estimated, or with dive-time data from tagged animals. The SCANS surveys of European Atlantic waters use these methods to produce the abundance estimates that underpin conservation policy.",
          ),
        },
      },
    ],
  },
  {
    slug: "rammed-earth-walls-soil-to-structure",
    discipline: "Rammed earth construction",
    title: "Rammed Earth Walls: Soil to Structure",
    description:
      "Rammed earth walls are built by compacting damp subsoil in layers between temporary shutters. Builders and architects who know conventional masonry cover soil selection and testing, stabilisation with cement or lime, formwork and compaction, and the thermal performance of finished walls.",
    level: "intermediate",
    duration: "five-day practical workshop",
    plantedGap: "thermal performance",
    modules: [
      {
        title: "Selecting and Testing Soil",
        description: "Not every subsoil will ram; we test grading, plasticity and moisture on site.",
        lesson: {
          title: "Grading, clay content and the drop test",
          html:
            p(
              "Rammed earth uses subsoil, not topsoil: the organic matter in topsoil decays and weakens a wall, so the top 200 to 300 millimetres of a site are stripped and set aside. A good rammed earth soil is well graded, containing particles of every size from gravel to clay, so that smaller particles fill the voids between larger ones when the mix is compacted. Clay acts as the binder; too little and the wall is friable, too much and it shrinks and cracks as it dries.",
              "Guidance differs between sources, but ranges like the following are widely used for unstabilised rammed earth:",
            ) +
            "<table><tr><th>Fraction</th><th>Particle size</th><th>Typical proportion</th></tr><tr><td>Gravel</td><td>2–20 mm</td><td>0–15%</td></tr><tr><td>Sand</td><td>0.06–2 mm</td><td>45–75%</td></tr><tr><td>Silt</td><td>0.002–0.06 mm</td><td>10–30%</td></tr><tr><td>Clay</td><td>&lt;0.002 mm</td><td>5–15%</td></tr></table>" +
            p(
              "A laboratory sieve analysis and sedimentation test gives the grading curve, and the Atterberg limits measure the plasticity of the fine fraction. On site, simple tests give a useful first indication. In the jar test, soil is shaken in a jar with water and a pinch of salt and allowed to settle; sand drops within a minute, silt over an hour, and clay over a day, leaving visible layers whose thicknesses approximate the proportions.",
              "Moisture content matters as much as grading. Soil compacts best at its optimum moisture content, found in the laboratory by the Proctor test and usually 8 to 12 per cent by weight for rammed earth mixes. In the field the drop test checks it: squeeze a handful into a ball and drop it from shoulder height onto hard ground. If it stays whole it is too wet; if it shatters into powder it is too dry; if it breaks into a few pieces it is about right.",
            ),
        },
      },
      {
        title: "Stabilisation",
        description:
          "Adding cement or lime raises strength and resistance to rain, at a cost in embodied carbon and in breathability.",
        lesson: {
          title: "Cement, lime and the case for unstabilised earth",
          html: p(
            "Stabilised rammed earth (SRE) contains a chemical binder, most often Portland cement at about 5 to 10 per cent by dry weight. Cement hydrates to bind the sand and gravel much as it does in concrete, raising dry compressive strength from the 1 to 2 MPa typical of good unstabilised walls to perhaps 5 to 10 MPa, and greatly improving resistance to erosion by driving rain. In regions such as Western Australia, where SRE became a mainstream building method from the 1970s, most contemporary walls contain cement. Stabilised walls also allow thinner sections and exposed surfaces with less protection from the roof.",
            "Hydraulic or hydrated lime is an alternative binder, better suited to soils with a higher clay content, because lime reacts with clay minerals in a slow pozzolanic reaction, and it leaves the wall more vapour-open. Lime-stabilised walls gain strength over months rather than days and need longer curing.",
            "Stabilisation has costs. Cement production emits roughly 0.8 to 0.9 tonnes of carbon dioxide per tonne of clinker, so adding 8 per cent cement erodes much of the low-carbon argument for earth. Stabilised walls cannot be broken down and reused as soil, and they lose some of earth's capacity to buffer indoor humidity by absorbing and releasing moisture. Clay-rich soils can also react poorly with cement.",
            "For these reasons many European builders, following work by Martin Rauch in Austria and the guidance of the German <i>Lehmbau Regeln</i>, build unstabilised walls and protect them by design: a plinth of stone or concrete at least 300 millimetres high to keep splash off the earth, generous roof overhangs, and sometimes horizontal courses of lime mortar set into the wall every 500 millimetres or so, which act as erosion checks and slow the wash of rain down the face.",
          ),
        },
      },
      {
        title: "Formwork and Compaction",
        description: "On the third day participants erect shutters and ram a test wall in layers.",
        lesson: {
          title: "Building the wall, layer by layer",
          html:
            p(
              "Formwork for rammed earth must resist very high lateral pressure from ramming, far more than that from wet concrete of the same height, because each blow transmits a sharp impact through the loose soil to the shutters. Traditional formwork used timber boards held apart by wooden cross-pieces and tied with rope; modern systems use plywood or steel panels clamped by steel walers and threaded through-ties at centres of about 600 to 900 millimetres. Shutters must be plumb and braced, since any bulge will be permanently recorded in the wall.",
              "The sequence for each lift is as follows:",
            ) +
            "<ul><li>Mix soil, and any stabiliser, to the optimum moisture content, confirmed by the drop test.</li><li>Place a loose layer 150 to 200 millimetres deep into the formwork.</li><li>Ram it until the rammer rings and bounces rather than thuds; the layer will compact to roughly 100 to 120 millimetres, about 60 per cent of its loose depth.</li><li>Scarify lightly and place the next layer, continuing to the top of the formwork.</li></ul>" +
            p(
              "Rammers may be hand tools, with a steel or timber head weighing 5 to 9 kilograms, or pneumatic backfill tampers driven by a compressor, which are now usual on commercial sites. Work starts at the edges and corners of the formwork, where compaction is most difficult and voids most visible, and proceeds towards the centre. The distinct bands left by each layer, often emphasised by varying the soil colour, are the visual signature of rammed earth.",
              "Formwork can be struck immediately after ramming, because a well-compacted wall is self-supporting at once, and the forms are then moved along or up. The fresh wall should be protected from rain and from drying too fast, and left to dry for several weeks before loads are applied or renders considered.",
            ),
        },
      },
    ],
  },
];
