/** Fifty-ninth held-out evaluation courses, intermediate level (conveyancing to veterinary dentistry); see ai-courses-heldout59.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT59_B: EvalCourse[] = [
  {
    slug: "residential-conveyancing-england-wales",
    discipline: "Conveyancing",
    title: "Residential Conveyancing in England and Wales",
    description:
      "A residential sale in England and Wales passes through several stages, and this second-stage module for trainee solicitors and licensed conveyancers follows them in order: investigating registered title, pre-contract searches and enquiries, exchange of contracts under the Standard Conditions of Sale, completion, and Stamp Duty Land Tax.",
    level: "intermediate",
    duration: "ten weeks, three hours a week",
    plantedGap: "Stamp Duty Land Tax",
    modules: [
      {
        title: "Investigating a Registered Title",
        description:
          "The buyer's conveyancer reads the official copies of the register and the title plan, and raises requisitions on anything that does not fit.",
        lesson: {
          title: "Reading the register",
          html:
            p(
              "Almost all land in England and Wales is now registered at HM Land Registry under the Land Registration Act 2002, and the buyer's conveyancer begins by obtaining official copies of the register and the title plan. The register is divided into three parts, and each must be read with care.",
            ) +
            "<table><tr><th>Part</th><th>Contents</th><th>What to check</th></tr><tr><td>A: Property register</td><td>Description of the land, by reference to the title plan; rights that benefit it, such as easements of way</td><td>That the plan matches what the client thinks they are buying, including garden and access</td></tr><tr><td>B: Proprietorship register</td><td>Class of title, name of the registered proprietor, restrictions</td><td>That the seller is the proprietor; how any restriction will be complied with</td></tr><tr><td>C: Charges register</td><td>Mortgages, restrictive covenants, leases and other burdens</td><td>Which charges will be discharged at completion; whether covenants affect the client's plans</td></tr></table>" +
            p(
              "The class of title matters. Absolute freehold title is the best, guaranteed by the state; possessory or qualified title may need indemnity insurance or further evidence. A restriction in the proprietorship register limits dealings. The commonest is the Form A restriction, entered where the property is held by joint owners as tenants in common: it requires that capital money be paid to at least two trustees, so a sole surviving owner cannot sell alone and must appoint a second trustee.",
              "Restrictive covenants in the charges register often prohibit building or business use. If a buyer intends an extension and a covenant of 1932 forbids further building without the consent of a long-vanished developer, the usual answer is restrictive covenant indemnity insurance, provided no one has been approached about the breach. Every discrepancy found on the register becomes a requisition on title, a written question to the seller's conveyancer, which must be answered satisfactorily before exchange.",
            ),
        },
      },
      {
        title: "Searches and Enquiries",
        description:
          "Before committing, a buyer needs facts the register cannot give: what the council knows, where the drains run and what the seller has to disclose.",
        lesson: {
          title: "Pre-contract searches and the seller's forms",
          html: p(
            "The principle of <i>caveat emptor</i>, let the buyer beware, still governs the sale of land: the seller need not disclose physical defects, and the buyer must find out for themselves. Conveyancers therefore make a standard set of pre-contract searches, and the Law Society's Conveyancing Protocol requires the seller to supply replies to standard enquiries on the Property Information Form (TA6) and the Fittings and Contents Form (TA10).",
            "The local authority search has two parts. Form LLC1 searches the local land charges register, which since 2018 has been progressively migrated to HM Land Registry; it reveals matters such as tree preservation orders, conservation areas and financial charges. Form CON29 contains enquiries of the council about planning decisions, building regulation approvals, roads adopted at public expense, and proposed road schemes. A drainage and water search (CON29DW) confirms whether the property is connected to the public sewer and mains water, and shows whether a public sewer runs under it, which may restrict extensions. An environmental search reports on contaminated land and flood risk.",
            "Other searches depend on location. A coal mining search is needed in former coalfield areas, a chancel repair search may be advised for properties near old parish churches, and commons registration searches apply to land near greens and commons. Lenders' requirements are set out in the UK Finance Mortgage Lenders' Handbook, which the buyer's conveyancer must follow when also acting for the lender.",
            "Replies to the TA6 are not warranties, but a seller who gives a false answer may be liable in misrepresentation. A seller who answers that there have been no disputes with neighbours, when a long quarrel about a boundary hedge is under way, risks rescission of the contract or damages. Conveyancers therefore advise sellers to answer fully, and advise buyers to read the replies, the searches and the survey together.",
          ),
        },
      },
      {
        title: "Exchange and Completion",
        description:
          "At exchange the contract becomes binding; at completion money and ownership change hands. We look at both moments, and at what happens when they go wrong.",
        lesson: {
          title: "From binding contract to registered owner",
          html: p(
            "Exchange of contracts is the point at which the parties become legally bound. Most residential exchanges take place by telephone under Law Society Formula B, in which each conveyancer already holds their own client's signed part of the contract and, at an agreed time, they agree to treat the contract as exchanged and send the parts to each other. In a chain of sales, Formula C allows exchanges to be linked, so that no one is bound to sell without also being bound to buy. The contract usually incorporates the Standard Conditions of Sale, currently the fifth edition, with special conditions added.",
            "On exchange the buyer pays a deposit, conventionally 10 per cent of the price, held by the seller's conveyancer as stakeholder unless used for the seller's own purchase. Under the Standard Conditions, risk of damage to the property remains with the seller until completion, though many buyers still insure from exchange.",
            "Completion usually follows one to four weeks later. The buyer's conveyancer sends the balance of the price by bank transfer; once the seller's conveyancer confirms receipt, the keys are released and the seller's conveyancer sends the signed transfer deed, form TR1, and undertakes to redeem the seller's mortgage. If a buyer fails to complete on the agreed day, Standard Condition 7 requires payment of interest at the contract rate on the outstanding sum. If the delay continues, the seller may serve a notice to complete, which makes time of the essence and gives ten working days; if the buyer still fails, the seller may rescind, keep the deposit and claim further losses.",
            "After completion the buyer's conveyancer applies to HM Land Registry to register the transfer and the new mortgage. The application must be lodged within the priority period of thirty working days given by the official search made before completion, or a later application could take priority.",
          ),
        },
      },
    ],
  },
  {
    slug: "mastering-stereo-music-for-release",
    discipline: "Audio mastering",
    title: "Mastering Stereo Music for Release",
    description:
      "The final creative step before release, mastering decides how a record translates across systems. Students who can already mix will work on monitoring and room acoustics, corrective and tonal equalisation, loudness measurement and limiting, dither and delivery formats, and sequencing an album.",
    level: "intermediate",
    duration: "one semester, weekly studio sessions",
    plantedGap: "sequencing an album",
    modules: [
      {
        title: "Listening Rooms and Monitors",
        description: "Nothing else in mastering can be trusted until the listening environment is.",
        lesson: {
          title: "Hearing the truth",
          html: p(
            "A mastering engineer's job is to hear problems that the mix engineer missed and to make the music sound right on every playback system, from earbuds to club speakers. That is only possible in a room whose own sound is as neutral as possible. Small rooms colour sound in two main ways: low-frequency room modes and early reflections.",
            "Room modes are standing waves between parallel surfaces. The first axial mode between two walls occurs at a frequency f = c / 2L, where c is the speed of sound, about 343 metres per second, and L the distance between the walls. In a room 5 metres long the first mode is at 343 / 10 = 34.3 Hz, with further modes at 68.6, 102.9 Hz and so on. At the listening position these modes produce peaks and nulls of 10 dB or more, so a bass note may sound loud on one semitone and almost vanish on the next. The remedies are placing the listening seat away from the middle of the room, where many modes have nulls, and using thick porous absorbers, bass traps, in the corners.",
            "Early reflections from side walls, the desk and the ceiling arrive a few milliseconds after the direct sound and cause comb filtering, which blurs the stereo image. Absorbent panels at the first reflection points, found by moving a mirror along the wall until the speaker is visible from the listening seat, reduce them.",
            "Monitors should be full-range, with a flat response, and set up with the tweeters at ear height and the speakers and listener forming an equilateral triangle. Calibrate the playback level so that you listen at a consistent loudness: many engineers use about 79 to 83 dB SPL per channel for pink noise at a reference level. Listening at the same level every day lets you judge tonal balance fairly, since the ear's sensitivity to bass and treble changes with level, as the Fletcher-Munson equal-loudness curves show.",
          ),
        },
      },
      {
        title: "Equalisation in Mastering",
        description: "Small, broad moves are the norm, but problem resonances need surgical cuts.",
        lesson: {
          title: "Corrective and tonal EQ",
          html:
            p(
              "In mixing, an equaliser is applied to one instrument; in mastering, every change affects everything in the mix at once. A 2 dB boost at 3 kHz to brighten a dull vocal also brightens the cymbals and the guitars. Mastering EQ is therefore usually gentle and broad, and the engineer compares each change with the bypassed signal at matched loudness, because a louder version nearly always sounds better to the ear regardless of its tone.",
              "Two kinds of EQ move are distinguished. Corrective moves remove problems: a resonant build-up at 200 to 300 Hz that makes the mix sound boxy, a harsh peak around 2.5 to 4 kHz, or sibilance at 6 to 8 kHz. These call for narrow cuts, often with a Q of 2 to 5, of only the depth needed. Tonal moves shape the overall balance, such as a broad shelf adding air above 10 kHz or a gentle lift around 60 Hz for weight, usually with a Q below 1 and gains of half a decibel to 2 dB.",
            ) +
            "<ul><li>Use a high-pass filter around 20 to 30 Hz only if sub-sonic rumble is present; it saves headroom for the limiter.</li><li>Mid-side EQ treats the centre and the sides separately: cutting low frequencies from the side channel tightens the bass and helps vinyl cutting.</li><li>Linear-phase equalisers avoid phase shift but can cause pre-ringing on transients; minimum-phase designs sound more natural for small moves.</li></ul>" +
            p(
              "Reference tracks are essential. Choose two or three commercially released masters in the same genre, loudness-match them to your work, and switch between them. If your master has noticeably more energy at 150 Hz than every reference, that is evidence of a problem, not a matter of taste.",
            ),
        },
      },
      {
        title: "Loudness, Limiting and Delivery",
        description:
          "Streaming platforms normalise loudness, changing the old logic of the loudness war; this module measures loudness properly and prepares files for release.",
        lesson: {
          title: "LUFS, true peak and final files",
          html: p(
            "Loudness in mastering is measured in LUFS, loudness units relative to full scale, defined by ITU-R Recommendation BS.1770. The measurement applies a K-weighting filter, which approximates the ear's reduced sensitivity to low frequencies, then averages the energy over time with gating to ignore silence. Integrated loudness is the value for a whole track; short-term loudness uses a three-second window. The European Broadcasting Union's EBU R 128 sets a target of -23 LUFS for broadcast, while music streaming services normalise playback to around -14 LUFS (Spotify and YouTube) or -16 LUFS (Apple Music).",
            "Normalisation means that a master pushed to -8 LUFS is simply turned down by 6 dB on a service playing at -14, and it loses dynamic range to the limiter for no gain in loudness. Many engineers now aim for an integrated loudness between about -14 and -10 LUFS depending on genre, prioritising punch over level.",
            "A brickwall limiter sets the final peak level. Digital sample peaks do not show the whole truth: when the signal is converted to analogue or encoded to a lossy format, the reconstructed waveform can exceed 0 dBFS between samples. True-peak meters oversample the signal, typically four times, to estimate these inter-sample peaks, and a ceiling of -1 dBTP is widely recommended for material that will be encoded to AAC or MP3.",
            "The last step is word length reduction. A master processed at 32-bit floating point and delivered as a 16-bit CD file must have dither added, low-level noise that turns truncation distortion into a benign hiss; noise-shaped dither pushes that hiss into the less audible high frequencies. Apply dither once only, as the final process. Deliver a 24-bit WAV at the session sample rate for streaming distribution, and label every file with artist, title and ISRC code.",
          ),
        },
      },
    ],
  },
  {
    slug: "glaze-chemistry-unity-formula",
    discipline: "Glaze chemistry",
    title: "Glaze Chemistry and the Unity Formula",
    description:
      "Potters who mix their own glazes eventually need to know why a recipe crazes, runs or turns matt. Working from raw materials to fired results, the module treats fluxes, silica and alumina in the unity molecular formula, thermal expansion and crazing, and the colouring oxides.",
    level: "intermediate",
    duration: "one semester, lectures and glaze laboratory",
    plantedGap: "colouring oxides",
    modules: [
      {
        title: "What a Glaze Is Made Of",
        description:
          "Every glaze, whatever its recipe, is built from three roles: a glass former, a stabiliser and fluxes.",
        lesson: {
          title: "Silica, alumina and fluxes",
          html:
            p(
              "A ceramic glaze is a thin layer of glass fused to the surface of a clay body. Like all common glasses, it is built around silica, silicon dioxide (SiO<sub>2</sub>), the glass former. Pure silica melts at about 1,710 °C, far above the 1,000 to 1,300 °C reached in pottery kilns, so other oxides must be added to lower its melting point. These are the fluxes. A third component, alumina (Al<sub>2</sub>O<sub>3</sub>), stiffens the melt so that the glaze stays on a vertical pot instead of running off, and it helps the glaze resist devitrifying into crystals as it cools.",
              "Potters rarely buy pure oxides. They use minerals and frits that supply several oxides at once, which is why the same recipe can behave differently when one material changes.",
            ) +
            "<table><tr><th>Material</th><th>Main oxides supplied</th><th>Role</th></tr><tr><td>Silica (flint, quartz)</td><td>SiO<sub>2</sub></td><td>Glass former</td></tr><tr><td>Kaolin (china clay)</td><td>Al<sub>2</sub>O<sub>3</sub>, SiO<sub>2</sub></td><td>Alumina source; keeps raw glaze in suspension</td></tr><tr><td>Potash feldspar</td><td>K<sub>2</sub>O, Al<sub>2</sub>O<sub>3</sub>, SiO<sub>2</sub></td><td>Flux with its own silica and alumina</td></tr><tr><td>Whiting</td><td>CaO (as calcium carbonate)</td><td>High-temperature flux</td></tr><tr><td>Talc</td><td>MgO, SiO<sub>2</sub></td><td>Flux; gives buttery matt surfaces</td></tr><tr><td>Frit</td><td>Varies, e.g. B<sub>2</sub>O<sub>3</sub>, Na<sub>2</sub>O, CaO</td><td>Pre-melted, insoluble flux source for lower temperatures</td></tr></table>" +
            p(
              "Fluxes differ in strength and temperature range. Sodium and potassium oxides are powerful fluxes at all temperatures but have high thermal expansion. Calcium oxide does little below about 1,100 °C but is the main flux of most stoneware glazes. Boric oxide, B<sub>2</sub>O<sub>3</sub>, is both a glass former and a flux and makes glazes melt at earthenware temperatures without lead. Carbonate materials such as whiting lose carbon dioxide in firing, which is why recipes by weight must be converted to oxides before they can be compared.",
            ),
        },
      },
      {
        title: "Calculating the Unity Formula",
        description:
          "By converting a recipe into oxide molecules with fluxes summed to one, glazes can be compared on equal terms, and we work through one example by hand.",
        lesson: {
          title: "From batch recipe to Seger formula",
          html: p(
            "The unity molecular formula, often called the Seger formula after the German ceramic chemist Hermann Seger, expresses a glaze as relative numbers of oxide molecules. The oxides are grouped into three columns: the fluxes (RO and R<sub>2</sub>O, such as CaO and K<sub>2</sub>O), the stabiliser (R<sub>2</sub>O<sub>3</sub>, mainly Al<sub>2</sub>O<sub>3</sub>) and the glass formers (RO<sub>2</sub>, mainly SiO<sub>2</sub>). All values are scaled so that the fluxes add up to exactly 1.0.",
            "Take a simple stoneware recipe: 40 parts potash feldspar, 20 whiting, 20 kaolin and 20 silica. For a rough calculation, treat feldspar as K<sub>2</sub>O·Al<sub>2</sub>O<sub>3</sub>·6SiO<sub>2</sub> with a molecular weight of 556, whiting as CaCO<sub>3</sub> (100), kaolin as Al<sub>2</sub>O<sub>3</sub>·2SiO<sub>2</sub>·2H<sub>2</sub>O (258) and silica as SiO<sub>2</sub> (60). Dividing each weight by its molecular weight gives the moles: feldspar 0.072, whiting 0.200, kaolin 0.078 and silica 0.333.",
            "Now count the oxides. K<sub>2</sub>O comes only from feldspar: 0.072. CaO comes from whiting: 0.200. Al<sub>2</sub>O<sub>3</sub> comes from feldspar (0.072) and kaolin (0.078): 0.150. SiO<sub>2</sub> comes from feldspar (6 × 0.072 = 0.432), kaolin (2 × 0.078 = 0.156) and silica (0.333): 0.921. The fluxes total 0.272, so divide everything by 0.272. The unity formula is 0.26 K<sub>2</sub>O and 0.74 CaO, with 0.55 Al<sub>2</sub>O<sub>3</sub> and 3.39 SiO<sub>2</sub>.",
            "The result can be compared with published limit formulas for cone 9 to 10 stoneware, which typically call for 0.3 to 0.5 Al<sub>2</sub>O<sub>3</sub> and 2.5 to 4.5 SiO<sub>2</sub>. The silica-to-alumina ratio, here 6.2, is a guide to surface: ratios around 8 to 10 tend to be glossy, while ratios near 5 or below tend towards matt surfaces. This glaze, with its high alumina, would probably be satin-matt at cone 10. Glaze software such as Insight or Glazy performs the same arithmetic with exact analyses of each material.",
          ),
        },
      },
      {
        title: "Fit: Expansion, Crazing and Shivering",
        description:
          "A glaze that does not fit its clay body cracks or flakes off, and the cure lies in the oxides' coefficients of expansion.",
        lesson: {
          title: "Why glazes craze",
          html: p(
            "Both the glaze and the clay body shrink as a fired pot cools from the kiln. If the glaze contracts more than the body, it ends up in tension and cracks into a network of fine lines: this is crazing. If it contracts much less, it ends up under strong compression and may flake away from edges and rims: this is shivering. The ideal is a glaze under slight compression, which also strengthens the pot, because glass is far stronger in compression than in tension.",
            "Each oxide contributes to the glaze's coefficient of thermal expansion roughly in proportion to its amount. Sodium oxide and potassium oxide have by far the highest expansion; calcium oxide is moderate; magnesium oxide, boric oxide, alumina and especially silica have low expansion. A glaze rich in feldspar, and hence in potassium, is therefore prone to crazing, which is why so many pure feldspathic glazes craze on ordinary stoneware.",
            "To cure crazing, lower the expansion of the glaze. The simplest remedy is to add silica, in steps of about five per cent, if the glaze will still melt. Others are to replace some of the sodium or potassium with lower-expansion fluxes such as magnesium, calcium, lithium or boron, for example by substituting part of the feldspar with a boron frit. Alternatively the body can be adjusted to expand more, usually by adding silica to the clay, since free quartz in the body has a high expansion as it passes its inversion at 573 °C.",
            "Crazing may not appear at once. Delayed crazing develops weeks or months after firing, as porous bodies absorb moisture from the air and expand slightly. A simple stress test is to heat a glazed piece to 150 °C in a domestic oven and plunge it into iced water, repeating at higher temperatures; a glaze that survives several cycles fits well. Crazed glazes on functional ware matter because cracks harbour bacteria and weaken the pot.",
          ),
        },
      },
    ],
  },
  {
    slug: "container-terminal-and-liner-operations",
    discipline: "Container shipping operations",
    title: "Container Terminal and Liner Operations",
    description:
      "Boxes move on schedules that leave little slack. This module, part of a logistics degree, deals with liner service networks and vessel schedules, stowage planning and the bay plan, terminal yard and quay operations, and demurrage and detention charges.",
    level: "intermediate",
    duration: "one semester, 24 hours of lectures plus a terminal visit",
    plantedGap: "demurrage and detention",
    modules: [
      {
        title: "Liner Networks and Schedules",
        description:
          "Why do container ships call at the same ports on the same weekday, and how is a weekly loop designed?",
        lesson: {
          title: "Designing a weekly service",
          html: p(
            "Container shipping is a liner trade: carriers publish fixed schedules of port calls and sail them whether or not the ship is full, much as a bus company does. Most services offer a weekly frequency, so that a shipper in Shanghai knows a ship will load for Rotterdam every Tuesday. To achieve this, the carrier deploys a string of ships on a closed loop, and the number of ships needed equals the round-voyage time in days divided by seven.",
            "Consider an Asia to North Europe loop with calls at Shanghai, Ningbo, Singapore, Rotterdam, Hamburg and Felixstowe. The sea distance for the round trip is about 22,000 nautical miles. At a service speed of 17 knots, sailing takes 22,000 / (17 × 24) ≈ 54 days. Adding about 1.5 days in each of six ports and some buffer for weather and canal transit gives roughly 63 days, so nine ships are needed to give a weekly departure. If the carrier slows the ships to 14 knots to save fuel, a practice called slow steaming that became widespread after 2008, sailing time rises to about 65 days and a tenth ship must be added. Fuel consumption falls roughly with the cube of speed, so the saving can outweigh the cost of the extra vessel when fuel is expensive.",
            "Because no single carrier can fill enough large ships on every route, most capacity is shared through vessel-sharing agreements and alliances, in which partners contribute ships to joint loops and book slots on each other's vessels. Networks also combine mainline loops between hub ports with feeder services to smaller ports and transhipment hubs, such as Singapore, Tanjung Pelepas or Algeciras, where containers change ships.",
            "Schedule reliability, the share of calls that arrive within a day of schedule, is published monthly by analysts such as Sea-Intelligence. It fell below 40 per cent in 2021 during the pandemic congestion and has generally recovered since, though diversions around the Cape of Good Hope from late 2023 again lengthened loops and forced carriers to add ships.",
          ),
        },
      },
      {
        title: "Stowage Planning",
        description:
          "Every container on board has an address, and the stowage planner must satisfy stability, weight, dangerous goods and port-rotation rules at once.",
        lesson: {
          title: "Bays, rows, tiers and the bay plan",
          html:
            p(
              "Each slot on a container ship is identified by a six-digit code of bay, row and tier, defined in ISO 9711. Bays are numbered from bow to stern, with odd numbers for 20-foot positions and the even number between them for a 40-foot container occupying two; rows are numbered from the centreline outwards, even to port and odd to starboard; tiers are numbered upwards, from 02 in the hold and from 82 on deck in most systems. Position 140682 is therefore bay 14 (a 40-foot position), row 06 (third row to port) and tier 82 (first tier on deck).",
              "The carrier's central planner produces a pre-stow plan allocating space to each port, and the terminal planner fills it with specific boxes, balancing several constraints:",
            ) +
            "<ul><li><b>Port rotation</b>: boxes for the next port must not be under boxes for later ports, to avoid costly restows.</li><li><b>Stability</b>: heavy containers low, to keep an adequate metacentric height; too much stability gives violent rolling.</li><li><b>Stack weights and lashing</b>: each stack has a maximum weight, and lashing forces limit heavy boxes high on deck.</li><li><b>Dangerous goods</b>: segregation rules of the IMDG Code keep incompatible classes apart.</li><li><b>Reefers</b>: refrigerated containers need plug positions.</li><li><b>Hull stress</b>: shear forces and bending moments must stay within limits.</li></ul>" +
            p(
              "The result is exchanged between carrier and terminal as a BAPLIE message, a UN/EDIFACT standard maintained by the Ship Message Design Group. Since July 2016 the SOLAS convention has required a verified gross mass for every packed export container before loading, after misdeclared weights contributed to accidents such as the loss of the MSC Napoli in 2007.",
            ),
        },
      },
      {
        title: "Quay and Yard Operations",
        description: "In this module we follow a container from ship to gate through a terminal's cranes and stacks.",
        lesson: {
          title: "Productivity at the quay and in the yard",
          html: p(
            "A container terminal has three linked subsystems: the quay, where ship-to-shore gantry cranes load and discharge ships; the yard, where containers wait in stacks; and the gate and rail interfaces, where they enter and leave by road or train. The terminal's performance is judged mostly by how fast it turns ships round, because a large ship at berth costs the carrier tens of thousands of dollars a day.",
            "Quay productivity is measured in moves per crane-hour. A single-lift ship-to-shore crane typically achieves 25 to 35 moves per hour; twin-lift spreaders that handle two 20-foot boxes at once raise the container count but not the move count. Berth productivity is the total across all cranes working a ship. If a ship must exchange 6,000 moves and the terminal works it with six cranes averaging 28 moves per hour, the operation takes 6,000 / (6 × 28) ≈ 36 hours, plus time for mooring, lashing and hatch-cover handling. Crane productivity depends heavily on the stowage plan: if the crane split is uneven because one bay holds far more moves than the rest, that crane sets the finishing time.",
            "Between quay and yard, containers are carried by straddle carriers, terminal tractors with trailers or, in automated terminals such as Rotterdam's Maasvlakte II, automated guided vehicles. In the yard, rubber-tyred or rail-mounted gantry cranes stack containers five or six high. Stacking higher saves land but creates unproductive moves, called reshuffles, when a box needed for a truck lies under others. Terminal operating systems, such as Navis N4, reduce reshuffles by grouping export containers by ship, port of discharge and weight class, and by asking trucking companies to book time slots through an appointment system.",
            "Dwell time, the number of days a container stays in the yard, determines how much capacity a yard has. Import boxes typically dwell three to seven days. If average dwell doubles, the yard can handle only half the throughput, which is why congestion spreads quickly from a yard to the quay.",
          ),
        },
      },
    ],
  },
  {
    slug: "small-animal-dentistry-for-practitioners",
    discipline: "Veterinary dentistry",
    title: "Small Animal Dentistry for General Practitioners",
    description:
      "Periodontal disease is the commonest condition seen in adult dogs and cats, yet many practices lack a routine for it. Through lectures and wet labs, practising vets and veterinary nurses master dental charting with the modified Triadan system, periodontal staging, intraoral radiography, and surgical extraction techniques.",
    level: "intermediate",
    duration: "four weekend modules",
    plantedGap: "surgical extraction",
    modules: [
      {
        title: "Charting with the Modified Triadan System",
        description:
          "A chart is only useful if every clinician reads it the same way, so we begin with the numbering of teeth in dogs and cats.",
        lesson: {
          title: "Numbering every tooth",
          html:
            p(
              "The modified Triadan system gives each tooth in a dog, cat or other mammal a unique three-digit number. The first digit identifies the quadrant, numbered clockwise as the clinician faces the patient: 1 is the right maxilla, 2 the left maxilla, 3 the left mandible and 4 the right mandible. For deciduous teeth the quadrants are 5 to 8. The second and third digits give the tooth's position, counting from the midline: incisors are 01 to 03, the canine is always 04, premolars start at 05 and molars at 09.",
              "The 'rule of 04 and 09' makes the system work across species with different numbers of teeth. The canine is always 04 and the first molar always 09, so where a tooth is missing from the species' formula, its number is skipped. The adult dog has 42 teeth, with four premolars (05 to 08) and two or three molars in each quadrant. The adult cat has only 30 teeth: it lacks the first upper premolar and the first two lower premolars, so the cat's upper premolars are 106 to 108 and its lower premolars 307 to 308 and 407 to 408.",
            ) +
            "<table><tr><th>Tooth</th><th>Dog</th><th>Cat</th></tr><tr><td>Right maxillary canine</td><td>104</td><td>104</td></tr><tr><td>Left maxillary fourth premolar (carnassial)</td><td>208</td><td>208</td></tr><tr><td>Left mandibular first molar (carnassial)</td><td>309</td><td>309</td></tr><tr><td>Right mandibular first premolar</td><td>405</td><td>absent</td></tr></table>" +
            p(
              "A complete chart, made under general anaesthesia, records for every tooth whether it is present, missing, fractured or resorbing, the probing depth at several points, gingival recession, furcation involvement, mobility, and the treatment performed. Standard abbreviations from the American Veterinary Dental College, such as FE for furcation exposure and TR for tooth resorption, keep charts readable by colleagues and in referral letters.",
            ),
        },
      },
      {
        title: "Staging Periodontal Disease",
        description:
          "Gingivitis can be reversed; periodontitis cannot, so the clinician's first task is to stage the disease tooth by tooth.",
        lesson: {
          title: "From plaque to attachment loss",
          html: p(
            "Periodontal disease begins with plaque, a biofilm of bacteria that forms on the tooth surface within hours of cleaning. If it is not removed, the gingiva becomes inflamed: gingivitis, which is reversible with thorough cleaning and home care. In susceptible animals, the host's inflammatory response to subgingival bacteria then destroys the periodontal ligament and alveolar bone, creating periodontitis, which is irreversible. Small and toy breed dogs, such as Yorkshire terriers and miniature poodles, are especially affected, and most dogs and cats over three years old show some degree of the disease.",
            "The American Veterinary Dental College stages each tooth separately, using probing, radiographs and examination under anaesthesia. Attachment loss is the distance from the cemento-enamel junction to the bottom of the pocket, or the extent of bone loss on the radiograph.",
            "Stage 1 (PD1) is gingivitis only, without attachment loss. Stage 2 (PD2) is early periodontitis, with less than 25 per cent attachment loss or, in multi-rooted teeth, early furcation involvement. Stage 3 (PD3) is moderate periodontitis, with 25 to 50 per cent attachment loss. Stage 4 (PD4) is advanced periodontitis, with more than 50 per cent attachment loss.",
            "Staging drives treatment. PD1 teeth need professional cleaning, meaning supragingival and subgingival scaling and polishing, and daily brushing. PD2 teeth need the same plus root planing to smooth the root and remove calculus below the gum. PD3 teeth may be saved with periodontal surgery and guided tissue regeneration in a committed owner's pet, but in general practice the prognosis is often judged poor. PD4 teeth can rarely be saved.",
            "Normal sulcus depth in a medium-sized dog is up to 3 millimetres, and in a cat up to 0.5 millimetres, so a 5-millimetre pocket on a cat's canine is serious disease. Every tooth should be probed at six sites, walking the probe round the tooth and recording the deepest reading.",
          ),
        },
      },
      {
        title: "Intraoral Radiography",
        description: "About half of all dental pathology lies below the gum line, and only radiographs reveal it.",
        lesson: {
          title: "Positioning, the bisecting angle and interpretation",
          html:
            p(
              "Studies in dogs and cats have shown that full-mouth intraoral radiographs reveal clinically important lesions in a large proportion of patients whose teeth look normal on examination, including tooth resorption, retained roots, periapical lesions and unerupted teeth. Current guidelines, such as the 2019 AAHA Dental Care Guidelines for Dogs and Cats, recommend full-mouth radiographs for every patient undergoing a dental procedure under anaesthesia.",
              "Intraoral radiography places a size 0 to 4 digital sensor or phosphor plate inside the mouth. For the mandibular premolars and molars of dogs, the sensor can lie parallel to the teeth and the beam is aimed perpendicular to both: the parallel technique. Elsewhere the palate and mandibular symphysis prevent this, so the bisecting angle technique is used. The clinician imagines the angle between the long axis of the tooth and the plane of the sensor, bisects it, and aims the beam perpendicular to the bisecting line. Aiming too steeply foreshortens the tooth; aiming too flat elongates it.",
            ) +
            "<ul><li>Set the sensor with the teeth of interest centred, and support it with gauze.</li><li>For the feline maxillary premolars, an extraoral near-parallel view through the open mouth avoids the zygomatic arch overlapping the roots.</li><li>Take a minimum set of views covering every tooth; typical protocols use 8 to 10 images in a dog.</li><li>Label each image by quadrant and check orientation before the patient recovers.</li></ul>" +
            p(
              "When reading the images, look for widening of the periodontal ligament space, loss of the lamina dura, horizontal or vertical bone loss, and periapical lucencies. In cats, tooth resorption is classified by type: type 1 lesions keep a visible periodontal ligament and root canal, while in type 2 the root is being replaced by bone, which changes the treatment decision.",
            ),
        },
      },
    ],
  },
];
