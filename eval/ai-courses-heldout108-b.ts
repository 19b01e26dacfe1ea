/** One-hundred-and-eighth held-out evaluation courses, intermediate level; see ai-courses-heldout108.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT108_B: EvalCourse[] = [
  {
    slug: "principles-of-biological-taxonomy",
    discipline: "Taxonomy",
    title: "Principles of Biological Taxonomy",
    description:
      "How do biologists decide what counts as a species, and who gets to name it? The course works through species concepts, the zoological and botanical codes of nomenclature, type specimens, cladistic classification and DNA barcoding, using museum collections and published taxonomic revisions.",
    level: "intermediate",
    duration: "a twelve-week semester (one lecture and one three-hour collections practical a week)",
    plantedGap: "DNA barcoding",
    modules: [
      {
        title: "What Is a Species?",
        description:
          "The main species concepts, the cases in which they disagree, and the general lineage view that reconciles them.",
        lesson: {
          title: "Species Concepts and Their Discontents",
          html: p(
            "Biologists have proposed more than twenty species concepts, but three dominate practical work. Ernst Mayr's biological species concept (1942) defines species as groups of actually or potentially interbreeding natural populations that are reproductively isolated from other such groups. It captures why species matter in evolution: reproductive isolation lets lineages diverge independently. It is hard to apply, however, to organisms that reproduce asexually, to fossils, to populations that never meet, and to groups such as oaks in which distinct species hybridise freely yet remain recognisable.",
            "The phylogenetic species concept, in Joel Cracraft's 1983 formulation, treats a species as the smallest diagnosable cluster of organisms with a parental pattern of ancestry and descent. It can be applied to allopatric populations and asexual lineages, because all it needs is a fixed diagnostic difference. Its critics point to taxonomic inflation: applying it to birds or primates can double the number of species, mostly by raising former subspecies to full species, with consequences for conservation lists and legal protection.",
            "The morphological species concept, grouping specimens by shared diagnostic characters, is still how most species are actually described, since most type material is preserved specimens. Good morphological practice asks whether character differences are discrete or merely the ends of continuous variation, which requires measuring many specimens from across the range rather than comparing a few.",
            "Kevin de Queiroz's general lineage concept (2007) argues that these are not rival definitions but different criteria for recognising the same thing: a species is a separately evolving metapopulation lineage. Reproductive isolation, diagnosability, ecological distinctness and morphological gaps arise at different times as lineages diverge, so they often disagree early in speciation. Under this view each criterion is a line of evidence, and the more lines that agree, the stronger the case. This integrative approach underlies decisions such as the recognition of the African forest elephant, Loxodonta cyclotis, as a species separate from the savanna elephant, L. africana, supported by morphology, genetic divergence and limited hybridisation where ranges meet, and adopted by the IUCN Red List in 2021.",
          ),
        },
      },
      {
        title: "Names, Types and the Codes of Nomenclature",
        description:
          "How the zoological and botanical codes govern the availability, priority and typification of scientific names.",
        lesson: {
          title: "Priority, Types and Author Citations",
          html: p(
            "Naming is governed by codes, not by taxonomic opinion. Animals fall under the International Code of Zoological Nomenclature (ICZN, fourth edition 1999, with later amendments); plants, algae and fungi under the International Code of Nomenclature for algae, fungi, and plants (ICN), revised after each International Botanical Congress. The codes decide which name is correct for a taxon once a taxonomist has decided what the taxon is; they never decide whether two populations are one species.",
            "The principle of priority says that the oldest available name wins. Each code has a starting point: zoological nomenclature begins with the tenth edition of Linnaeus's Systema Naturae, fixed by convention at 1 January 1758, and botanical nomenclature for most plants with Species Plantarum, 1 May 1753. A later name for the same taxon becomes a junior synonym. The same name given to two different taxa is a homonym, and the later one must be replaced.",
            "Every name at species level is anchored to a type specimen. The holotype is the single specimen designated in the original description; paratypes are the other specimens listed there. If no holotype was designated, a later author may choose a lectotype from the original material, and if all original material is lost a neotype can be designated under strict conditions. The type fixes what the name refers to; it need not be a typical individual, which is why checking types in museum collections is central to revisions.",
            "The codes differ in detail. Zoology allows tautonyms such as Gorilla gorilla; botany forbids them. In zoology, if a species is moved to a different genus the original author and date go in parentheses: the house sparrow is Passer domesticus (Linnaeus, 1758) because Linnaeus described it in Fringilla. Botany instead cites both authors, as in Picea abies (L.) H.Karst. Since 2012 both codes have accepted electronic publication under conditions: zoological works must be registered in ZooBank, and botanical names may be validated with a diagnosis in either Latin or English.",
            "In practicals you will trace the nomenclatural history of a genus from the original literature and decide which name has priority.",
          ),
        },
      },
      {
        title: "From Trees to Classifications",
        description:
          "Cladistic reasoning, the recognition of monophyletic groups, and what phylogenetic classification means for Linnaean ranks.",
        lesson: {
          title: "Synapomorphies and Monophyly",
          html: p(
            "Willi Hennig's phylogenetic systematics, published in German in 1950 and in English in 1966, changed what counts as a valid group. A monophyletic group, or clade, contains an ancestor and all its descendants. A paraphyletic group contains an ancestor and only some descendants; a polyphyletic group is assembled from lineages that do not share an immediate common ancestor within the group, usually because of convergence. Cladistic classification recognises only monophyletic groups.",
            "Groups are diagnosed by synapomorphies, shared derived character states. Shared ancestral states, symplesiomorphies, say nothing about relationships within the group. To decide which state is derived, compare with an outgroup, a taxon known to lie outside the group of interest. Consider this matrix, where 0 is the outgroup condition:" +
              "<table><tr><th>Taxon</th><th>Char. 1</th><th>Char. 2</th><th>Char. 3</th><th>Char. 4</th></tr><tr><td>Outgroup</td><td>0</td><td>0</td><td>0</td><td>0</td></tr><tr><td>A</td><td>1</td><td>0</td><td>0</td><td>1</td></tr><tr><td>B</td><td>1</td><td>1</td><td>1</td><td>0</td></tr><tr><td>C</td><td>1</td><td>1</td><td>1</td><td>0</td></tr></table>",
            "Character 1 unites A, B and C. Characters 2 and 3 are synapomorphies uniting B and C. Character 4 is unique to A, an autapomorphy, which tells us A is distinct but nothing about its relationships. The most parsimonious tree is therefore (A,(B,C)), requiring four changes. Note that B and C also share state 0 for character 4, but that is the ancestral condition and is not evidence that they are related.",
            "Real matrices contain conflicting characters, so trees are chosen by optimality criteria, parsimony or, more often today, likelihood and Bayesian methods applied to molecular and morphological data, and support is measured with bootstrap values or posterior probabilities.",
            "The classic consequence is that 'reptiles' in the traditional sense are paraphyletic, because birds descend from within the archosaurs alongside crocodilians. A cladistic classification either includes birds in Reptilia or abandons the group. Linnaean ranks such as order and family remain in use as labels, but they carry no equivalence between groups: a family of beetles and a family of mammals need not be comparable in age or diversity. The PhyloCode, which took effect in 2020, goes further and defines clade names by reference to specifiers on a tree rather than by rank.",
          ),
        },
      },
    ],
  },
  {
    slug: "steam-distribution-and-condensate-recovery",
    discipline: "Steam systems engineering",
    title: "Steam Distribution and Condensate Recovery",
    description:
      "Steam still carries most of the process heat in food, chemical, brewing and hospital plant, and badly designed distribution wastes a large share of it. Engineers on the course use steam tables with confidence, size and drain steam mains, select steam traps, recover flash steam and condensate, and specify steam metering for energy audits.",
    level: "intermediate",
    duration: "five days (an intensive block with design exercises and a plant-room visit)",
    plantedGap: "steam metering",
    modules: [
      {
        title: "Steam Tables and Why Pressure Matters",
        description:
          "Saturated steam properties, dryness fraction and the calculation of steam consumption for a heating duty.",
        lesson: {
          title: "Reading the Saturated Steam Table",
          html: p(
            "Steam is useful for heating because of its latent heat: when it condenses on a heat-transfer surface it gives up a large quantity of energy at a constant temperature fixed by its pressure. The saturated steam table lists, for each pressure, the saturation temperature, the specific enthalpy of water (hf), the enthalpy of evaporation (hfg), the enthalpy of dry saturated steam (hg = hf + hfg) and the specific volume of the steam. Some representative values, at absolute pressure:" +
              "<table><tr><th>Pressure (bar a)</th><th>Temperature (°C)</th><th>hf (kJ/kg)</th><th>hfg (kJ/kg)</th><th>Volume (m³/kg)</th></tr><tr><td>1.0</td><td>99.6</td><td>417</td><td>2258</td><td>1.694</td></tr><tr><td>3.0</td><td>133.5</td><td>561</td><td>2164</td><td>0.606</td></tr><tr><td>8.0</td><td>170.4</td><td>721</td><td>2048</td><td>0.240</td></tr><tr><td>11.0</td><td>184.1</td><td>781</td><td>1999</td><td>0.177</td></tr></table>",
            "Two trends drive design. As pressure rises, hfg falls, so each kilogram delivers less latent heat; and specific volume falls sharply, so the same mass flow needs much smaller pipes. The usual strategy is therefore to generate and distribute at high pressure, where pipes are compact, and to reduce pressure close to the point of use, where the extra latent heat per kilogram and the lower temperature suit the process.",
            "Practical steam is rarely perfectly dry. Its dryness fraction x is the mass fraction of vapour; steam at x = 0.95 carries 5 per cent water droplets. Usable enthalpy is then hf + x·hfg, so wet steam delivers less heat than the table suggests, and the droplets erode valves and form a water film that insulates heat-transfer surfaces. Separators ahead of critical equipment remove this water.",
            "Worked example: a jacketed vessel needs 500 kW and is supplied with dry saturated steam at 3 bar absolute. Condensate leaves at saturation temperature, so only latent heat is used. Steam flow = 500 kJ/s ÷ 2164 kJ/kg = 0.231 kg/s, or about 832 kg/h. If the steam were 95 per cent dry, the flow would rise to about 876 kg/h for the same duty. Superheated steam is poor for process heating: it must first cool to saturation, and vapour gives up heat far less effectively than condensing steam.",
          ),
        },
      },
      {
        title: "Sizing and Draining Steam Mains",
        description:
          "Velocity-based pipe sizing, falls, drain pockets and the choice of steam trap for mains and for process equipment.",
        lesson: {
          title: "Keeping Water Out of the Steam",
          html: p(
            "Steam mains are usually sized by velocity, with saturated steam kept to about 25 to 40 metres per second; higher velocities cause noise, erosion and excessive pressure drop. Worked example: 1,000 kg/h of steam at 8 bar absolute, where the specific volume is 0.240 m³/kg, is 0.0667 m³/s. At 25 m/s the required bore area is 0.00267 m², a diameter of about 58 mm. A DN50 schedule 40 pipe, bore about 52.5 mm, would carry it at about 31 m/s, acceptable for a short run but at the top of the range; DN65, bore about 62.7 mm, gives about 22 m/s and is the better choice for a long main, where pressure drop should also be checked.",
            "Condensate forms continuously as mains lose heat, and in large quantities during warm-up, when the cold pipe and its fittings must be brought to steam temperature. If it is not removed it collects into slugs that steam drives at high speed into bends and valves, causing waterhammer that can crack fittings. Good practice is:" +
              "<ul><li>lay mains with a fall of at least 1 in 100 in the direction of flow;</li><li>drain at every low point, before risers, at the end of the main and at intervals of about 30 to 50 metres;</li><li>use drain pockets of full pipe diameter up to DN100, and at least half the main diameter but not less than DN100 on larger mains, so condensate drops into the pocket rather than running past a small tapping;</li><li>fit automatic air vents at the far ends of mains, because air left in the system lowers steam temperature for a given pressure.</li></ul>",
            "Steam traps release condensate and air while holding back steam. Thermodynamic disc traps are compact and robust and suit mains drainage. Inverted bucket traps cope well with waterhammer and are also used on mains. Thermostatic traps discharge condensate only once it has cooled below steam temperature, useful for tracer lines where some sensible heat can be used. For process heat exchangers the float-and-thermostatic trap is usually preferred, because it discharges condensate continuously at steam temperature, so no water backs up into the heat-transfer area, and its thermostatic element vents air at start-up.",
          ),
        },
      },
      {
        title: "Condensate Return and Flash Steam Recovery",
        description:
          "Calculating flash steam, designing flash recovery, and avoiding stall in temperature-controlled heat exchangers.",
        lesson: {
          title: "Energy Still in the Condensate",
          html: p(
            "Condensate leaving a trap is hot water at the saturation temperature of the steam that formed it, and it typically holds a quarter or more of the energy originally supplied. Returning it to the feed tank saves that energy, saves treated make-up water and its chemicals, and cuts the effluent charge for hot water sent to drain. As a rule of thumb, raising feedwater temperature by about 6 °C improves boiler efficiency by roughly 1 per cent.",
            "When condensate passes from high pressure to lower pressure it contains more enthalpy than water can hold at the new pressure, so part of it flashes into steam. The flash fraction is (hf1 − hf2) ÷ hfg2. For condensate from 11 bar absolute (hf1 = 781 kJ/kg) discharged to atmosphere (hf2 = 417 kJ/kg, hfg2 = 2258 kJ/kg), flash = 364 ÷ 2258 = 0.161, so 16 per cent of the mass leaves as steam: the plume seen over vented receivers is lost energy. If instead the condensate enters a flash vessel at 2 bar absolute (hf2 = 505, hfg2 = 2202), flash = 276 ÷ 2202 = 0.125. A process trapping 2,000 kg/h of such condensate could then recover 250 kg/h of low-pressure steam.",
            "Flash recovery only pays if there is a simultaneous demand for that low-pressure steam, such as space heating, a hot-water calorifier or feed-tank heating, and if the higher back-pressure on the traps does not stop them discharging. Size the vessel so that flash velocity is low enough for water droplets to separate, and fit a trap at its base for the residual condensate.",
            "Temperature-controlled heat exchangers present a particular problem called stall. When demand falls, the control valve throttles and steam pressure in the exchanger drops, sometimes below the back-pressure in the condensate line. The trap can then no longer discharge, condensate floods the heat-transfer surface, and the result is poor control, corrosion and waterhammer. Each bar of pressure difference lifts condensate only about 10 metres, so lifted return lines make stall more likely. The remedy is to drain by gravity into a pump-trap combination or a mechanical pressure-powered pump, which uses steam or air to push condensate into the return main regardless of exchanger pressure.",
          ),
        },
      },
    ],
  },
  {
    slug: "warehouse-operations-management",
    discipline: "Warehouse management",
    title: "Warehouse Operations Management",
    description:
      "Lay out racking and aisles to fit the product and the trucks; slot stock by velocity; choose between discrete, batch, zone and wave picking; organise returns processing; and report the KPIs that clients actually read. Built for team leaders and shift managers moving into operations roles in third-party logistics.",
    level: "intermediate",
    duration: "ten weeks (one three-hour evening session a week, with a site-based project)",
    plantedGap: "returns processing",
    modules: [
      {
        title: "Layout and Storage Media",
        description: "Matching racking types, aisle widths and material flow to the product profile of a warehouse.",
        lesson: {
          title: "Choosing Racking and Flow",
          html: p(
            "Layout starts with the product profile: how many SKUs, how many pallets of each, how fast they move, and whether stock must be issued strictly first in, first out. Storage media then trade selectivity, the proportion of locations reachable without moving another pallet, against density.",
            "Adjustable pallet racking gives 100 per cent selectivity and suits a wide range of SKUs, but aisles take a large share of the floor. Aisle width is set by the truck: counterbalance trucks need roughly 3.5 to 4 metres, reach trucks about 2.7 to 3 metres, and very narrow aisle turret trucks around 1.6 to 1.9 metres, usually with guide rails or wire guidance and racking to 12 metres or more. Narrower aisles store more pallets per square metre but need more expensive trucks and a very flat floor, and they slow down if the truck must leave the aisle to be loaded.",
            "Higher-density options reduce selectivity:" +
              "<ul><li>Double-deep racking stores two pallets front to back and needs a reach truck with extending forks; about half the pallets are blocked at any time.</li><li>Drive-in racking lets trucks enter the lanes; it stores many pallets of few SKUs but works last in, first out and suffers honeycombing, empty slots that cannot be used by other products.</li><li>Push-back racking stores several pallets deep on nested carts, also last in, first out, but without trucks entering the structure.</li><li>Pallet live storage uses inclined roller lanes loaded from one side and picked from the other, giving true first in, first out for date-coded goods at high cost per position.</li></ul>",
            "Flow pattern matters as much as racking. A U-flow, with goods-in and goods-out on the same side, shares dock doors and yard space and lets fast movers sit close to both. A through-flow, with receiving and despatch on opposite sides, suits cross-docking and very high volumes but lengthens travel for everything stored. Plan dock numbers from the peak hour, not the daily average, and leave marshalling space behind each door roughly equal to a full trailer load. Finally, plan for about 85 per cent location utilisation at peak: above that, put-away slows sharply because operators spend time searching for space.",
          ),
        },
      },
      {
        title: "Slotting and Order Picking",
        description:
          "Using velocity and cube data to place stock, and choosing the picking method that minimises travel.",
        lesson: {
          title: "Where Each SKU Lives and How It Is Picked",
          html: p(
            "In a typical picking operation travel takes about half of a picker's time, so the biggest gains come from putting stock where it needs the least travel. Start with an ABC analysis of pick frequency, not sales value. It usually shows a Pareto pattern, with roughly 20 per cent of SKUs generating around 80 per cent of picks. Place the A items nearest the despatch area and in the golden zone between waist and shoulder height, where picks are fastest and ergonomically safest; put slow movers high, low and far away.",
            "Frequency alone ignores space. The cube-per-order index (COI), proposed by J. L. Heskett in 1963, divides the storage space an item needs by its pick frequency; items with the lowest COI go closest to the dock. A bulky item picked often may therefore rank below a small item picked slightly less often, because the bulky one would take up valuable prime space. Re-slot periodically, since seasonal items drift in and out of the A class.",
            "Picking methods suit different order profiles:" +
              "<table><tr><th>Method</th><th>How it works</th><th>Best for</th></tr><tr><td>Discrete</td><td>One picker picks one order at a time</td><td>Few, large orders; simple and accurate</td></tr><tr><td>Batch</td><td>One picker collects several orders in one trip, sorting into totes or later</td><td>Many small orders sharing SKUs</td></tr><tr><td>Zone</td><td>Each picker stays in one zone; orders pass between zones</td><td>Large sites; reduces walking and congestion</td></tr><tr><td>Wave</td><td>Orders released in timed groups, often by carrier cut-off</td><td>Operations scheduled around trailer departures</td></tr></table>",
            "Methods are often combined, as in batch-zone picking released in waves. Routing policy matters too. Under the S-shape policy a picker traverses every aisle containing a pick from end to end; under the largest-gap policy the picker enters an aisle from either end and turns back at the largest gap between picks. S-shape is simple to teach; largest-gap usually travels less when picks per aisle are few.",
            "Worked example: an operator picking 3,000 lines a day at 60 lines per hour needs 50 picker-hours. If re-slotting cuts travel, half the time, by 30 per cent, the rate rises to about 71 lines per hour and the requirement falls to about 42 hours, roughly one full-time picker saved on each shift.",
          ),
        },
      },
      {
        title: "Measuring Warehouse Performance",
        description:
          "Choosing, calculating and presenting the key performance indicators that matter to clients and to the site team.",
        lesson: {
          title: "KPIs That Drive Decisions",
          html: p(
            "A good KPI set balances service, productivity, accuracy and cost, and each measure has a clear definition agreed with the client. Common core indicators are:" +
              "<ul><li>Dock-to-stock time: hours from a vehicle's arrival to stock being available to pick. Long times delay orders and hide receiving backlogs.</li><li>Order picking accuracy: the share of order lines picked with the correct item and quantity, typically targeted above 99.5 per cent.</li><li>On-time despatch: the share of orders leaving by the agreed cut-off.</li><li>Inventory record accuracy: the share of locations where the system matches a physical count, measured through a cycle counting programme.</li><li>Productivity: units or lines per labour hour by activity, such as receiving, put-away, picking and packing.</li><li>Cost per order or per unit shipped, bringing labour, space and equipment together.</li></ul>",
            "Definitions decide results. 'On time' may mean leaving the building or arriving at the customer, and picking accuracy may be counted by line, by unit or by order. A single wrong line on a 40-line order makes the order inaccurate even though line accuracy is 97.5 per cent. Agree the basis in the contract and do not change it without recording why.",
            "The perfect order index multiplies the component rates, because an order is perfect only if everything about it is right. With 98 per cent on time, 99 per cent complete, 97 per cent damage-free and 99.5 per cent correctly documented, the index is 0.98 × 0.99 × 0.97 × 0.995, or about 93.6 per cent. Individually the scores look healthy; together they show that more than one order in sixteen has a problem.",
            "Inventory accuracy deserves its own programme. ABC cycle counting counts A locations most often, perhaps monthly, B quarterly and C twice a year, so that errors are found while their cause can still be traced. Investigate every variance, not just large ones: a recurring small error often points to a process fault such as mixed pallets at receiving.",
            "Present KPIs as trends against targets, and pair each one with a named owner and an action. A dashboard nobody acts on is only decoration.",
          ),
        },
      },
    ],
  },
  {
    slug: "intermediate-viola-clefs-shifting-and-tone",
    discipline: "Viola playing",
    title: "Intermediate Viola: Clefs, Shifting and Tone",
    description:
      "Moving from grade 5 towards grade 8 repertoire asks violists for fluent reading in alto and treble clef, secure shifting up to fifth position, a relaxed vibrato, and a full, centred tone built from bow speed, weight and contact point. Weekly group classes combine technique, studies and chamber repertoire.",
    level: "intermediate",
    duration: "twelve weeks (one ninety-minute group class a week plus individual practice)",
    plantedGap: "vibrato",
    modules: [
      {
        title: "Reading Alto Clef Fluently (and When to Switch to Treble)",
        description: "Landmark notes, common misreadings and the conventions for changing clef in viola parts.",
        lesson: {
          title: "Landmarks on the Alto Staff",
          html: p(
            "The viola's strings are tuned C3, G3, D4 and A4, an octave and a fifth's worth of range that sits awkwardly on either the treble or the bass staff. The alto clef solves this by placing middle C (C4) on the middle line. Reading from the bottom, the lines are F3, A3, C4, E4 and G4, and the spaces G3, B3, D4 and F4. The open strings therefore sit in fixed places: G is the bottom space, D the third space, A the space just above the top line, and the C string in the space just below the first ledger line.",
            "Many players come to the viola from the violin or piano, and the classic error is reading a note as if in treble clef. A note on the second line, which a violinist reads as G4, is A3 in alto clef: one letter name higher and almost an octave lower. Rather than translating from treble, build direct landmarks. Learn to recognise the middle-line C, the open-string positions and the notes a third either side of them until they are as immediate as letters of the alphabet.",
            "High passages are written in treble clef to avoid stacks of ledger lines, usually once a part climbs above about D5 or E5 on the A string. Editors vary, and orchestral parts may switch clef for only a bar or two, so part of reading fluency is spotting the clef change before it arrives. A useful habit is to scan a new piece before playing and pencil a small arrow over every clef change.",
            "Practise reading with material slightly below your technical level, so the difficulty lies in the notes on the page rather than the fingers. Suitable sources include viola studies by Wohlfahrt and Kayser, the easier Bach cello suite movements in viola transcription, and the viola parts of Haydn and Mozart string quartets, which keep the eye in the alto clef's middle register. Sight-read a few lines every day, keeping a steady pulse and not stopping to correct: the goal is fluency at tempo, not a perfect first attempt.",
          ),
        },
      },
      {
        title: "Shifting Through the Positions",
        description:
          "Types of shift, the role of the thumb and hand frame, and practice methods for accurate shifting up to fifth position.",
        lesson: {
          title: "Guide Fingers and the Moving Frame",
          html: p(
            "A position is defined by where the first finger sits. In first position on the A string it plays B; in third position, D; in fifth position, F. Because the viola's string length is longer than the violin's, typically about 36 to 39 cm for instruments of 15 to 17 inches body length, against about 33 cm on a violin, the distances between notes are larger and the hand frame must open further. Players with small hands often benefit from keeping the frame slightly flexible, letting the fourth finger reach by extending from the third rather than stretching the whole hand.",
            "Teachers commonly distinguish three kinds of shift:" +
              "<ul><li>Same-finger shift: the finger slides to the new note; the simplest case and the best starting point.</li><li>Old-finger shift, sometimes called the classical shift: slide on the finger you are leaving to an intermediate 'guide note' in the new position, then place the new finger. The guide note is heard in practice but should vanish in performance.</li><li>New-finger shift: slide on the finger that will play the target note, producing an audible, expressive portamento used in some romantic repertoire.</li></ul>",
            "The hand moves as a unit: thumb, hand and fingers travel together, and the thumb should not lag behind or grip the neck. Lighten finger pressure during the slide so the finger glides over the string, but keep contact so the hand can measure the distance. From around third or fourth position, depending on arm length and instrument size, the palm meets the shoulder of the viola, which gives a reliable physical landmark for the upper positions.",
            "Practise shifts slowly, with the guide note audible, then gradually make the slide faster and lighter until it disappears. Check the arrival note against an open string or a drone: a shift that lands flat is usually undershot because the hand tightened. Ševčík's Op. 8 exercises on changes of position provide systematic material, and three-octave scales in the Flesch system link shifting with clef reading because they pass into the treble register.",
          ),
        },
      },
      {
        title: "Building a Viola Tone",
        description:
          "How bow speed, bow weight and sounding point combine, and how the viola's heavier strings change the balance.",
        lesson: {
          title: "Speed, Weight and Sounding Point",
          html: p(
            "The viola is not a large violin. Its body is too small for its pitch range, so its lower strings, especially the C string, respond more slowly and need more deliberate bowing to speak. Viola bows are also heavier, typically around 70 grams against about 60 for a violin bow, with a broader frog. Tone comes from three variables that must be balanced: bow speed, bow weight (the pressure transmitted into the string) and sounding point (the contact point between bridge and fingerboard).",
            "The relationships are consistent:" +
              "<ul><li>Near the bridge the string is stiffer, so it needs more weight and a slower bow; the result is a concentrated, brilliant sound.</li><li>Near the fingerboard the string yields easily, so it needs less weight and a faster bow; the sound is softer and more veiled.</li><li>For a given sounding point, more speed needs more weight to keep the string gripped, and too much speed without weight gives a thin, whistling tone.</li><li>Thicker strings need more weight and a contact point slightly further from the bridge than thinner strings at the same dynamic.</li></ul>",
            "Simon Fischer's Basics divides the space between bridge and fingerboard into five sounding points, which gives a useful vocabulary for lessons: 'move to point two for the forte' is clearer than 'play with more sound'.",
            "Weight should come from the arm's natural weight transferred through the index finger and hand, not from pressing down with the fingers. Because the bow's own weight is greatest at the frog and least at the tip, the player must add weight towards the tip and take it away near the frog to keep the sound even. Practise whole bows on open strings, counting eight slow beats per stroke, watching in a mirror that the bow stays parallel to the bridge and at a constant sounding point. Then play the same exercise crescendo and diminuendo, moving the sounding point towards the bridge as you grow louder.",
            "Apply this in studies such as Kreutzer No. 2 in its viola edition, playing the passage with whole bows, then in the upper half, then at the frog, keeping the tone consistent.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-economics-of-professional-sport",
    discipline: "Sports economics",
    title: "The Economics of Professional Sport",
    description:
      "What makes a league worth watching, and who should pay for the stadium? Topics include the uncertainty-of-outcome hypothesis and how competitive balance is measured; player labour markets from the reserve clause to Bosman; salary caps and revenue sharing; broadcasting rights; and the case for and against public subsidy of stadiums and mega-events.",
    level: "intermediate",
    duration: "eleven weeks (two lectures and one problem class a week)",
    plantedGap: "broadcasting rights",
    modules: [
      {
        title: "Uncertainty of Outcome and Competitive Balance",
        description:
          "Why sports leagues differ from ordinary industries, and how economists measure and test the importance of close contests.",
        lesson: {
          title: "The Peculiar Economics of Leagues",
          html: p(
            "In most industries a firm would like its rivals to disappear. In sport a team needs strong opponents, because the product is a contest. Walter Neale's 1964 paper 'The Peculiar Economics of Professional Sports' illustrated this with the 'Louis-Schmeling paradox': a heavyweight champion earns more when a credible challenger exists. Simon Rottenberg had made the related argument in 1956 that attendance depends on uncertainty of outcome, so a league has a collective interest in keeping teams reasonably equal. This uncertainty-of-outcome hypothesis underpins most arguments for regulating player markets and sharing income.",
            "Competitive balance can be measured in several ways. The most common within-season measure is the Noll-Scully ratio: the actual standard deviation of teams' win percentages divided by the standard deviation that would arise if every game were a coin toss. With G games per team, that idealised standard deviation is 0.5 divided by the square root of G. Worked example: in a league where each team plays 16 games, the ideal is 0.5 ÷ 4 = 0.125. If the actual standard deviation of win percentages is 0.20, the ratio is 1.6; a ratio of 1 would mean perfect balance in the probabilistic sense. Because the ideal depends on G, leagues with long seasons such as Major League Baseball (162 games, ideal about 0.039) cannot be compared naively with short-season leagues.",
            "Other measures capture balance across seasons: the concentration of championships, often summarised by a Herfindahl-Hirschman index, and the persistence of team rankings from year to year. A league can be balanced within a season yet dominated across seasons by one club.",
            "Does uncertainty actually attract fans? The evidence is mixed. Match-level studies regress attendance on a measure of the home team's win probability, often derived from betting odds. Several studies of baseball and European football find attendance rising as the home side becomes a clear favourite, and some find a U-shaped pattern consistent with loss-averse fans, which sits awkwardly with the simple hypothesis. Season-level studies find that fans respond to whether their team is still in contention. The policy lesson is that balance matters, but not in the simple way that is often assumed.",
          ),
        },
      },
      {
        title: "Player Labour Markets",
        description: "Reserve clauses, free agency, the Bosman ruling, salary caps and the invariance principle.",
        lesson: {
          title: "From the Reserve Clause to Bosman",
          html: p(
            "For most of its history Major League Baseball bound players to their clubs through the reserve clause: a club could renew a player's contract indefinitely, so he could move only if the club sold or traded him. Clubs defended it as essential to competitive balance, arguing that without it rich teams would buy all the talent. Rottenberg's 1956 analysis challenged this with what became known as the invariance principle: talent will tend to end up with the clubs where it generates the most revenue, whether players or clubs own the contract, because a club that values a player more can always buy his contract. What changes is who receives the money. This is an application of the reasoning later formalised in the Coase theorem.",
            "Free agency arrived in baseball after the arbitrator Peter Seitz ruled in December 1975, in the Messersmith and McNally cases, that the renewal clause applied for only one year. Gerald Scully's 1974 estimates of players' marginal revenue product had suggested that stars were paid a small fraction of the revenue they generated, consistent with monopsony power under the reserve system. After free agency, salaries rose sharply, while competitive balance did not obviously worsen, as the invariance principle predicted.",
            "In European football the equivalent was the transfer system. In the Bosman judgment of 15 December 1995 the European Court of Justice held that requiring a transfer fee for an out-of-contract player moving between member states breached free movement of workers, and that quotas limiting the number of players from other member states were unlawful. Clubs responded with longer contracts, and fees shifted to players still under contract.",
            "Leagues also restrain pay directly. The NFL has operated a hard salary cap since 1994, limiting each team's total payroll to a share of league revenues. The NBA's soft cap allows exceptions, such as re-signing a team's own players, with a luxury tax on payrolls above a threshold. In theory caps improve balance and protect owners' profits; in practice their effect depends on enforcement, as the relegation of the rugby union club Saracens in 2020 for breaching Premiership Rugby's cap showed. Gate revenue sharing, such as the NFL's long-standing division of ticket income with visiting teams, may lower the marginal value of wins to every club, and in standard profit-maximising models it lowers wages while leaving balance unchanged or even worse.",
          ),
        },
      },
      {
        title: "Who Should Pay for the Stadium?",
        description:
          "The economic case for and against public money for stadiums, franchises and events such as the Olympics and World Cup.",
        lesson: {
          title: "Impact Studies and What They Leave Out",
          html: p(
            "Cities regularly spend public money on stadiums and arenas, and bid to host events such as the Olympic Games and the football World Cup. Supporters usually cite economic impact studies commissioned by teams or organisers, which estimate visitor spending and apply a multiplier. Independent research, reviewed comprehensively by Bradbury, Coates and Humphreys in 2023, finds that professional sports venues and franchises generate little or no measurable increase in local income or employment, and rarely anything close to the public cost.",
            "The gap between the two kinds of evidence has identifiable causes:" +
              "<ul><li>Substitution: most local spending on games would otherwise have been spent on restaurants, cinemas or other entertainment in the same area, so it is redistributed rather than created.</li><li>Leakage: much revenue flows to players, owners and league offices who may live and spend elsewhere.</li><li>Crowding out: during mega-events, ordinary tourists and business travellers stay away because of prices and congestion.</li><li>Gross versus net: impact studies often count gross spending, while the relevant figure is net new spending by people from outside the area.</li><li>Inflated multipliers: values of 2 or more are common in commissioned studies, while regional multipliers for this kind of spending are usually much lower.</li></ul>",
            "Worked example: a study claims that 500,000 visits at 60 pounds each produce 30 million pounds of spending, multiplied by 2 to give 60 million pounds of impact. If only 20 per cent of visitors come from outside the city and would not otherwise have spent there, net new spending is 6 million pounds; with a multiplier of 1.3, the impact is under 8 million pounds.",
            "Why do subsidies persist? Leagues restrict the number of franchises, so a club can credibly threaten to move to a city without one, giving it bargaining power. Mega-event bidding is an auction with a single seller, prone to the winner's curse, and Flyvbjerg and colleagues report average real cost overruns of more than 150 per cent for Olympic Games held since 1960. The strongest case for subsidy rests on non-market benefits such as civic pride, which contingent valuation studies sometimes find substantial, though rarely large enough to justify the full cost.",
          ),
        },
      },
    ],
  },
];
