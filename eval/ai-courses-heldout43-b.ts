/** Forty-third held-out evaluation courses, intermediate level (Vijayanagara to papyrology); see ai-courses-heldout43.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT43_B: EvalCourse[] = [
  {
    slug: "vijayanagara-empire-1336-1565",
    discipline: "Vijayanagara history",
    title: "Vijayanagara: A South Indian Empire, 1336-1565",
    description:
      "Sixteenth-century Portuguese visitors compared the city of Vijayanagara to Rome; this second-year history module traces the empire from its foundation by the Sangama brothers through the reign of Krishnadevaraya, the nayaka system of military lordship, the Portuguese horse trade, and the defeat at Talikota.",
    level: "intermediate",
    duration: "10 weeks (one lecture and one seminar a week)",
    plantedGap: "horse trade",
    modules: [
      {
        title: "Foundation under the Sangamas",
        description:
          "Two brothers, a river crossing and the collapse of Delhi's southern conquests: how the kingdom began.",
        lesson: {
          title: "Harihara, Bukka and the first dynasty",
          html: p(
            "The kingdom of Vijayanagara, the 'City of Victory', was founded in about 1336 on the south bank of the Tungabhadra river in what is now central Karnataka. Its founders were two brothers, Harihara I and Bukka I, sons of Sangama, after whom the first dynasty is named. The circumstances are obscure. Later tradition held that the brothers had served the Kampili chiefs, been captured by the armies of Sultan Muhammad bin Tughluq of Delhi, converted to Islam, and then been sent back south, where they reconverted under the guidance of the sage Vidyaranya of the Sringeri monastery. Modern historians treat this story cautiously, since it appears only in much later texts, but agree that the kingdom arose in the vacuum left when Tughluq power in the Deccan collapsed in the 1330s and 1340s.",
            "The early Sangama rulers expanded rapidly. By the death of Bukka I in 1377 the kingdom controlled most of the peninsula south of the Tungabhadra, having absorbed the Hoysala kingdom and ended the short-lived Madurai Sultanate in the far south in about 1378. To the north, the rival Bahmani Sultanate, founded in 1347, became the permanent enemy, and the fertile Raichur Doab between the Krishna and Tungabhadra rivers changed hands repeatedly over the next two centuries.",
            "Under Devaraya II (reigned 1424-1446) the empire reached an early peak. He recruited Muslim cavalry and archers into his army, a policy that shows how little the wars with the Bahmanis were simply religious. The Persian envoy Abdur Razzaq, who visited in 1443, described a capital with seven concentric walls and bustling markets. After Devaraya II the dynasty weakened, and in 1485 a general, Saluva Narasimha, seized the throne, the first of the usurpations that brought the Saluva and then the Tuluva dynasties to power.",
          ),
        },
      },
      {
        title: "Krishnadevaraya and the Nayakas",
        description: "The empire at its height was held together by warrior lords who owed troops in return for land.",
        lesson: {
          title: "Kingship, nayakas and the amaram",
          html:
            p(
              "Krishnadevaraya of the Tuluva dynasty (reigned 1509-1529) is remembered as the greatest ruler of Vijayanagara. He defeated the Bijapur Sultanate at Raichur in 1520, campaigned successfully against the Gajapatis of Odisha, and was himself a poet, the author of the Telugu work <i>Amuktamalyada</i>. His court patronised Telugu, Kannada, Tamil and Sanskrit literature, and he built and endowed extensively at the capital, including the Krishna temple and additions to the Virupaksha temple.",
              "The empire's power rested on a system historians call the <i>nayankara</i> or <i>amaram</i> system. The king granted the revenue of territories, <i>amaram</i>, to military commanders called <i>nayakas</i>. In return each nayaka had to maintain a stated number of troops, horse and foot, for the king's service, and pay a share of the revenue to the treasury. The Portuguese chronicler Fernão Nunes, writing in the 1530s, listed the major nayakas with their revenues and troop obligations.",
            ) +
            "<ul><li><b>Advantages</b>: a large army could be raised without a salaried central bureaucracy; local lords had a stake in defending the frontier.</li><li><b>Risks</b>: nayakas could build local power bases, withhold troops or tribute, and pass their grants to heirs.</li><li><b>Later outcome</b>: after 1565 several nayakas, notably at Madurai, Thanjavur and Gingee, became effectively independent rulers.</li></ul>" +
            p(
              "Historians disagree about how to characterise this state. Burton Stein argued in the 1980s that Vijayanagara was a 'segmentary state', in which the king's authority was largely ritual outside the core region. Others, including Noboru Karashima, working from inscriptions, stressed the real extent of central control over revenue. The debate turns on reading hundreds of Tamil, Telugu and Kannada inscriptions that record land grants and taxes.",
            ),
        },
      },
      {
        title: "Talikota and After",
        description:
          "In January 1565 an alliance of Deccan sultanates defeated the imperial army, and the capital was sacked.",
        lesson: {
          title: "The battle of 1565 and the end of the capital",
          html: p(
            "After Krishnadevaraya's death the throne passed to his brother Achyutadevaraya and then, in 1542, to the young Sadashiva. Real power, however, was held by Aliya Rama Raya, Krishnadevaraya's son-in-law, who acted as regent for over two decades. Rama Raya pursued an active diplomacy among the five Deccan sultanates that had emerged from the breakup of the Bahmani state: Bijapur, Ahmadnagar, Golconda, Bidar and Berar. He played them against one another, allying with one to attack another, and his forces raided sultanate territory.",
            "This policy eventually united his enemies. In 1564 Bijapur, Ahmadnagar, Golconda and Bidar formed an alliance, and on 23 January 1565 their armies met the Vijayanagara army near the villages of Rakkasagi and Tangadagi, north of the Krishna river. The battle is conventionally named after Talikota, a town some distance to the north. Rama Raya, then in his eighties, was captured and beheaded, and the Vijayanagara army broke. Contemporary accounts attribute the defeat partly to the allies' artillery and partly to the desertion of two Muslim commanders in Rama Raya's service, though the details are uncertain.",
            "The consequences were severe. The capital, left undefended, was plundered for several months; much of the city that visitors had described was burned and its buildings damaged. The ruins at Hampi, a UNESCO World Heritage Site since 1986, date largely from this destruction. Yet the empire did not vanish. Rama Raya's brother Tirumala moved the court south to Penukonda and founded the Aravidu dynasty, which ruled from Penukonda, Chandragiri and Vellore until the mid-seventeenth century. Its authority steadily shrank as the nayakas of the south became sovereign in all but name, and the sultanates, no longer united, soon fell to quarrelling among themselves.",
          ),
        },
      },
    ],
  },
  {
    slug: "piano-tuning-temperament-and-unisons",
    discipline: "Piano tuning",
    title: "Piano Tuning II: Temperament, Octaves and Unisons",
    description:
      "Tuning a piano well means hearing and counting beats; this intermediate workshop course teaches equal temperament and its beat rates, setting a temperament by fourths and fifths, tuning octaves and unisons, tuning hammer technique, and pitch raising.",
    level: "intermediate",
    duration: "12 weeks (one 3-hour workshop a week)",
    plantedGap: "pitch raising",
    modules: [
      {
        title: "Beats and Equal Temperament",
        description:
          "Equal temperament is a compromise that makes every interval except the octave slightly impure, and we measure that impurity in beats.",
        lesson: {
          title: "Why equal temperament beats",
          html:
            p(
              "When two tones of nearly the same frequency sound together, their combined loudness rises and falls at a rate equal to the difference in their frequencies. These fluctuations are called beats. A tuner uses them to measure intervals: two strings on a unison at 440 Hz and 441 Hz beat once a second, and the tuner adjusts one string until the beats disappear. Intervals such as the fifth and the fourth beat too, but between partials, the overtones of the two notes, that nearly coincide: in a fifth A3-E4, the third partial of A3 and the second partial of E4 both lie near 660 Hz.",
              "In equal temperament the octave is divided into twelve equal semitones, each with a frequency ratio of the twelfth root of 2, about 1.05946. Every key then sounds equally in tune, but no interval except the octave is acoustically pure. Fifths are narrowed by about 2 cents, which makes them beat slowly; fourths are widened by about 2 cents; major thirds are widened by nearly 14 cents and beat fast. The beat rates follow directly from the frequencies.",
            ) +
            "<table><tr><th>Interval (from A3 = 220 Hz)</th><th>Type</th><th>Approximate beats per second</th></tr><tr><td>A3-E4 fifth</td><td>narrow</td><td>0.7</td></tr><tr><td>A3-D4 fourth</td><td>wide</td><td>1.0</td></tr><tr><td>A3-C#4 major third</td><td>wide</td><td>8.7</td></tr><tr><td>A3-C4 minor third</td><td>narrow</td><td>11.9</td></tr></table>" +
            p(
              "A useful consequence is that beat rates rise smoothly as one moves up the scale: a series of major thirds, each a semitone higher, should beat progressively faster. Checking that the thirds and sixths form such an even progression is the tuner's main test of a good temperament, far more reliable than listening to the fifths alone.",
            ),
        },
      },
      {
        title: "Setting the Temperament",
        description:
          "We tune one octave in the middle of the keyboard using a fork, a sequence of fourths and fifths, and constant checks.",
        lesson: {
          title: "A temperament sequence in fourths and fifths",
          html: p(
            "The temperament is usually set in the octave F3 to F4 or A3 to A4, in the middle of the piano where beats are easiest to hear. Only one string of each unison is tuned at this stage; the others are muted with a long felt strip pushed between the strings, so that only the centre string of each note in the temperament octave sounds. The tuner starts from a reference pitch: a tuning fork at A 440 Hz, or at C 523.3 Hz, is struck and A4 is tuned to it until no beats are heard. A3 is then tuned as a pure octave below A4.",
            "From A3 the remaining notes are reached by a chain of fourths and fifths, each tempered by the correct small amount. A common sequence runs A3 up to E4 as a fifth narrowed to beat about 0.7 times per second; E4 down to B3 as a fourth widened by about one beat per second; B3 up to F#4 as a slow fifth; and so on around the circle. After each new note, the tuner checks it against notes already tuned using thirds and sixths. When C#4 has been set, for example, the third A3-C#4 should beat at roughly 8.7 per second, and the third A3-C#4 must beat more slowly than A#3-D4, which must beat more slowly than B3-D#4.",
            "Errors are corrected as they appear, not at the end. If a check third beats too fast, the last fifth was too narrow. The final fourth or fifth of the chain, which closes the circle, must come out with the right beat rate without adjustment; if it does not, some earlier interval was wrong and the sequence is retraced. Only when the temperament octave passes all its checks does the tuner pull the mutes, tune the unisons, and extend the tuning outward by octaves.",
          ),
        },
      },
      {
        title: "Octaves, Unisons and the Hammer",
        description: "Good tunings last only if each pin is set firmly and the unisons are truly clean.",
        lesson: {
          title: "Stretch, unisons and setting the pin",
          html:
            p(
              "Piano strings are stiff, not ideally flexible, so their overtones are not exact whole-number multiples of the fundamental: each partial is slightly sharp, and increasingly so the higher the partial. This property, inharmonicity, is strongest in short, thick strings at the top and bottom of the keyboard. Because the second partial of a lower note is sharp, an octave tuned to be beatless is slightly wider than a 2:1 frequency ratio. Tuning each octave beatless outward from the temperament produces a natural 'stretch', so that the top notes of a concert grand may sit 20 or 30 cents above theoretical equal temperament and the lowest bass notes similarly below it.",
              "Each note in the middle and treble has three strings, the unison, which must be tuned exactly together. The tuner tunes the centre string in the temperament, then brings the left and right strings to it one at a time while the other is muted. A clean unison has no audible beating and a long, steady decay; a unison that is only slightly off gives a 'false' sound with a wavering tail even if no beats are obvious.",
            ) +
            "<ul><li>Hold the tuning hammer close to the pin's axis, with the handle roughly in line with the string or at about one o'clock, to avoid bending the pin.</li><li>Pull the note slightly sharp, then ease it back to pitch, so that the pin is left with no twist towards flat.</li><li>Use small, firm movements rather than large swings; the pin should turn in the block, not flex.</li><li>Test each note with a firm blow after tuning: if it drops, the string tension across the bearing points was not equalised.</li></ul>" +
            p(
              "Stability, not only accuracy, marks a professional tuning. A well-set pin and equalised tension let the piano hold its tuning for months under hard playing.",
            ),
        },
      },
    ],
  },
  {
    slug: "water-well-drilling-and-completion",
    discipline: "Well drilling",
    title: "Water Well Drilling and Completion",
    description:
      "Most rural water supplies worldwide come from drilled wells, and a poorly built one can fail within a few years; this intermediate course for drillers and hydrogeology technicians teaches rotary and cable-tool drilling methods, drilling fluids, well design with casing, screen and gravel pack, well development, and the pumping test.",
    level: "intermediate",
    duration: "8 weeks (blended, with 3 field days)",
    plantedGap: "pumping test",
    modules: [
      {
        title: "Choosing a Drilling Method",
        description:
          "Cable tool, mud rotary and down-the-hole hammer each suit different ground, and the wrong choice costs days.",
        lesson: {
          title: "Percussion and rotary methods compared",
          html:
            p(
              "Water wells are drilled by a small number of basic methods, and the choice depends mainly on the geology, the depth and diameter required, and the equipment available. The oldest, cable-tool or percussion drilling, raises and drops a heavy string of tools on a wire rope so that the bit crushes the formation; cuttings are mixed with water into a slurry and periodically removed with a bailer. It is slow, typically a few metres a day in hard rock, but it is cheap to run, gives excellent samples, and needs very little water.",
              "Rotary methods cut by turning a bit at the end of a string of drill pipe. In direct mud rotary drilling, a drilling fluid is pumped down the pipe, out through the bit and back up the annulus, carrying cuttings to the surface, where they settle in a mud pit before the fluid is recirculated. In air rotary drilling, compressed air replaces the fluid, and in hard rock a down-the-hole (DTH) hammer, a pneumatic percussion tool just behind the bit, can penetrate granite or basalt at 10 to 30 m per hour.",
            ) +
            "<table><tr><th>Method</th><th>Best in</th><th>Main limitation</th></tr><tr><td>Cable tool</td><td>Mixed ground, boulders, small budgets</td><td>Slow</td></tr><tr><td>Mud rotary</td><td>Unconsolidated sands, clays and gravels</td><td>Mud can invade and clog the aquifer</td></tr><tr><td>Air rotary / DTH</td><td>Hard, fractured rock</td><td>Unstable loose sediment collapses without casing</td></tr><tr><td>Auger</td><td>Shallow soft sediment</td><td>Depth, usually under 30 m</td></tr></table>" +
            p(
              "In all methods the driller keeps a drilling log: the depth of every change in material, samples of cuttings at regular intervals, the rate of penetration, and any loss or gain of fluid or air. Water strikes are especially important. The log is the basic record on which the well design will be based, and in many countries it must be submitted to a regulator.",
            ),
        },
      },
      {
        title: "Drilling Fluids",
        description:
          "A mud that holds the hole open and then washes out of the aquifer is the driller's most important material.",
        lesson: {
          title: "What the mud does",
          html: p(
            "In mud rotary drilling the drilling fluid has several jobs at once. It cools and lubricates the bit; it lifts cuttings out of the hole; it holds cuttings in suspension when circulation stops, so that they do not settle on the bit; and, by its weight and by forming a thin filter cake on the borehole wall, it supports the hole against collapse. A hole in loose sand will stay open only so long as the fluid pressure in the hole exceeds the pressure of the groundwater outside, which is why the fluid level must always be kept at or near the surface.",
            "Traditional water well muds are suspensions of bentonite, a sodium montmorillonite clay that swells in water, typically 30 to 60 kg per cubic metre of water. Bentonite builds a good filter cake, but it is difficult to remove from an aquifer and can permanently reduce a well's yield. Many water well drillers therefore prefer biodegradable polymer muds, such as guar gum or modified polysaccharides, which break down within days or can be destroyed with chlorine, or synthetic polymers such as PHPA. The driller monitors the fluid with simple field tests:",
            "The <b>Marsh funnel viscosity</b>, the time in seconds for a quart (946 ml) to drain from a standard funnel, is normally kept between about 32 and 45 seconds for water wells; plain water reads 26 seconds. The <b>mud weight</b>, measured with a mud balance, should usually stay below about 1.1 kg per litre, since heavier mud pushes more solids into the formation. The <b>sand content</b> should be kept under 2 per cent by volume, because sand wears pumps and thickens the filter cake. A driller who lets the mud become heavy and sandy will drill faster at first but may end with a well that never gives the yield the aquifer could supply.",
          ),
        },
      },
      {
        title: "Designing and Developing the Well",
        description:
          "This module sets out how casing, screen and gravel pack are chosen, and how a new well is cleaned up until it gives clear water.",
        lesson: {
          title: "Casing, screen, filter pack and development",
          html:
            p(
              "A completed well in unconsolidated sediment consists of solid casing from the surface down to the aquifer, a well screen opposite the water-bearing layer, and usually an artificial filter pack of graded gravel or sand in the annulus around the screen. Above the filter pack, the annulus is sealed with bentonite and cement grout for at least the top few metres, to stop surface water and contamination running down the outside of the casing. National standards, such as the ANSI/NGWA-01 Water Well Construction Standard in the United States, set out these requirements in detail.",
              "The screen slot size is chosen from a sieve analysis of the aquifer samples. For a naturally developed well in a coarse, well-graded aquifer, the slot may pass 40 to 60 per cent of the formation. Where a filter pack is used, a common rule is to choose pack grains about four to six times the 70-per-cent-retained size of the aquifer material, and a slot that retains about 90 per cent of the pack. For example, if the aquifer's 70-per-cent-retained size is 0.3 mm, a pack of about 1.2 to 1.8 mm would be specified, with a 1 mm slot.",
            ) +
            "<ul><li><b>Surging</b>: a plunger moved up and down in the screen forces water in and out of the formation.</li><li><b>Air-lift development</b>: compressed air lifts water and fines out of the well in pulses.</li><li><b>Jetting</b>: a high-velocity water jet, rotated slowly past the screen slots, breaks down the filter cake.</li><li><b>Overpumping</b>: pumping at a rate higher than the planned yield, used mainly as a finishing method.</li></ul>" +
            p(
              "Development removes drilling mud and fine particles from the zone around the screen and is continued until the water runs clear and the sand content falls below a set limit, commonly 1 to 5 mg per litre for a public supply. It is the stage most often skimped, and the reason many wells yield only half what they should.",
            ),
        },
      },
    ],
  },
  {
    slug: "property-and-casualty-claims-handling",
    discipline: "Insurance claims handling",
    title: "Property and Casualty Claims Handling",
    description:
      "Claims are where an insurer keeps or breaks its promise; the module, part of a professional certificate in insurance, deals with first notification of loss, coverage decisions, reserving, fraud indicators, settlement, and subrogation, with reference to UK regulation and the Insurance Act 2015.",
    level: "intermediate",
    duration: "10 weeks (part-time, online)",
    plantedGap: "subrogation",
    modules: [
      {
        title: "First Notification and the Coverage Decision",
        description:
          "A claim begins with a phone call or an online form, and the handler's first job is to work out whether the policy responds.",
        lesson: {
          title: "From FNOL to a coverage position",
          html: p(
            "The first notification of loss (FNOL) is the moment the insurer learns of a claim. The handler records who is claiming, under which policy, what happened, when and where, what is damaged or who is injured, and whether the police or other authorities are involved. Good practice is to gather this once and accurately: a badly taken FNOL produces repeated calls to the customer and delays. Urgent needs are triaged at this stage, for example emergency accommodation after a house fire or drying equipment after an escape of water.",
            "The handler then checks coverage. That means confirming that the policy was in force at the date of loss and premiums were paid; that the person claiming is insured; that the property or liability falls within the insuring clause; that the cause of loss is an insured peril; and that no exclusion or condition defeats the claim. The wording matters precisely. A home policy covering 'escape of water from any fixed water installation' will respond to a burst pipe but may exclude gradual leakage, and many policies exclude damage while a home is unoccupied for more than 30 or 60 consecutive days.",
            "If there is doubt, the insurer may investigate under a reservation of rights, telling the policyholder in writing that it is handling the claim while reserving its position on a named coverage issue. Under the Financial Conduct Authority's Insurance: Conduct of Business sourcebook (ICOBS 8.1), an insurer must handle claims promptly and fairly, give reasonable guidance to help a policyholder make a claim, not unreasonably reject a claim, and settle promptly once terms are agreed. For non-disclosure, consumer policies are governed by the Consumer Insurance (Disclosure and Representations) Act 2012, which allows a claim to be refused for a pre-contract misrepresentation only if it was careless or deliberate and the insurer would otherwise have acted differently.",
          ),
        },
      },
      {
        title: "Reserving and Investigation",
        description: "How much will this claim cost? The reserve is the handler's estimate, revised as facts emerge.",
        lesson: {
          title: "Case reserves and loss adjusting",
          html:
            p(
              "A case reserve is the amount the insurer sets aside to pay a particular claim, including indemnity (the payment to the policyholder or third party) and expenses such as loss adjusters', engineers' and lawyers' fees. Reserves appear in the insurer's accounts as liabilities, so they must be realistic: under-reserving flatters current profits and stores up losses, while over-reserving ties up capital. The handler sets an initial reserve at FNOL, often from an average for the claim type, and revises it whenever new information arrives. Actuaries separately estimate reserves for claims incurred but not reported (IBNR).",
              "Consider an escape-of-water claim in a kitchen. The initial average reserve might be £6,000. The loss adjuster's report finds that water has spread under the floor into two rooms, that the kitchen units are chipboard and have swollen, and that drying will take three weeks. The revised reserve becomes £14,500: £9,000 for the kitchen, £2,500 for flooring, £1,500 for drying and £1,500 for adjusting fees. If the policyholder must move out, alternative accommodation is added.",
            ) +
            "<ul><li>A late notification, weeks after the alleged event.</li><li>A loss soon after inception or an increase in cover.</li><li>Reluctance to provide documents, or receipts that look altered.</li><li>Inconsistent accounts from the claimant and witnesses.</li><li>Financial difficulty, or an item claimed that the policyholder cannot describe.</li></ul>" +
            p(
              "Indicators like those listed above do not prove fraud, and most claims showing one or two are genuine. They prompt referral to a specialist claims investigation unit, which may interview the claimant, check shared industry databases such as the Claims and Underwriting Exchange (CUE), and obtain further evidence. Under the Insurance Act 2015, section 12, a fraudulent claim entitles the insurer to refuse it entirely, recover sums already paid, and treat the contract as terminated from the time of the fraud.",
            ),
        },
      },
      {
        title: "Settlement",
        description: "Paying a claim well means paying the right amount, the right way, and explaining it.",
        lesson: {
          title: "Indemnity, average and the settlement letter",
          html: p(
            "Property policies are contracts of indemnity: the insured is to be put back in the financial position they were in just before the loss, no better and no worse. Most modern household contents and buildings policies modify this by paying on a 'new for old' or reinstatement basis, so that a damaged five-year-old sofa is replaced with a new equivalent without deduction for wear and tear, except for clothing and linen. The handler can settle by cash payment, by repair through the insurer's own network of contractors, or by replacement through a supplier, where the insurer's discount often makes replacement cheaper than cash.",
            "Where a sum insured is too low, many policies apply average, a proportional reduction. If a building with a rebuilding cost of £400,000 is insured for £300,000, it is 75 per cent insured, and a partial loss of £40,000 will be settled at 75 per cent, or £30,000, less any excess. Consumer policies often waive average for small under-insurance, and the handler must check the wording. An excess, say £350 for escape of water, is then deducted from the settlement.",
            "The settlement letter states what has been paid, for what, and on what basis, with the calculation shown, and explains any items declined with the policy wording relied on. Under the FCA's Consumer Duty, in force since July 2023, firms must communicate in a way consumers can understand and monitor claims outcomes for groups of customers, including those in vulnerable circumstances. A customer who disagrees must be told about the firm's complaints procedure and, if it fails, about their right to refer the complaint to the Financial Ombudsman Service within six months of the final response.",
          ),
        },
      },
    ],
  },
  {
    slug: "greek-papyri-reading-documents-from-egypt",
    discipline: "Papyrology",
    title: "Greek Papyri: Reading Documents from Roman Egypt",
    description:
      "Egypt's dry sands have preserved tens of thousands of letters, contracts, tax receipts and petitions; in this intermediate papyrology seminar, students with two years of Greek learn how papyrus was made and where it has been found, the documentary hands of the Roman period, the Leiden conventions for editing, and the common abbreviations of documentary texts.",
    level: "intermediate",
    duration: "one semester (2 hours a week)",
    plantedGap: "abbreviations",
    modules: [
      {
        title: "Papyrus and Its Findspots",
        description: "Before reading a papyrus, we need to know what the object is and how it came out of the ground.",
        lesson: {
          title: "The writing material and the great finds",
          html: p(
            "Papyrus was made from the pith of the stem of the sedge <i>Cyperus papyrus</i>, which grew abundantly in the Nile delta. According to Pliny the Elder (<i>Natural History</i> 13.74-82), the pith was cut into thin strips, which were laid side by side in one layer, with a second layer across them at right angles, and pressed and dried; the plant's own sap bound them into a sheet. Sheets, typically 20 to 30 cm wide, were pasted together into rolls, conventionally of twenty sheets. The side on which the fibres run horizontally, parallel to the long axis of the roll, is called the recto and was normally written first; the other side, with vertical fibres, is the verso. Whether a text runs with or across the fibres is an important clue to how a piece was used and reused.",
            "Egypt's dry climate preserved papyri in three main kinds of context: rubbish mounds outside ancient towns, the ruins of houses, and cartonnage, the papier-mâché of discarded papyrus used to make mummy cases. Most papyri were found in the Fayum and Middle Egypt rather than the wet delta. The greatest single site is Oxyrhynchus (modern el-Bahnasa), where Bernard Grenfell and Arthur Hunt dug the town's rubbish dumps between 1896 and 1907 and recovered hundreds of thousands of fragments. Their publication series, <i>The Oxyrhynchus Papyri</i>, begun in 1898, has passed eighty volumes.",
            "The papyri are overwhelmingly documentary: private letters, leases, loans, sales, census returns, tax receipts, petitions to officials, and accounts, mostly in Greek, which was the administrative language of Egypt from the Ptolemies to the Arab conquest of 641. Literary papyri are fewer but famous, including lost works such as Menander's comedies and Aristotle's <i>Constitution of the Athenians</i>.",
          ),
        },
      },
      {
        title: "Documentary Hands",
        description:
          "A professional scribe's cursive of the second century looks nothing like a printed Greek text, and learning to read it takes practice.",
        lesson: {
          title: "Reading Roman-period cursive",
          html:
            p(
              "Greek handwriting on papyrus ranges from formal bookhands, used to copy literature, to fast documentary cursives written by professional scribes and officials. Literary hands keep letters separate, as in the 'Roman uncial' or the later 'Biblical majuscule'. Documentary cursive joins letters with ligatures, reduces some to a single stroke, and varies greatly between writers. Palaeographers date hands by comparison with documents that carry an exact date, a method that can usually place a documentary papyrus within fifty years.",
              "Several letter forms cause most difficulty for beginners in Roman-period cursive. The following list is a starting point, not a substitute for reading many images:",
            ) +
            "<ul><li><b>Alpha</b> is often written as a loop open at the right, easily confused with omicron or with a ligature of epsilon.</li><li><b>Epsilon</b> is frequently made in two movements, its middle stroke extended to join the next letter.</li><li><b>Eta</b> is commonly 'h'-shaped, as in a modern minuscule.</li><li><b>Upsilon</b> is a simple 'v' or 'y' shape, sometimes reduced to a curve.</li><li><b>Iota</b> adscript is written after long vowels where modern editions print the subscript.</li></ul>" +
            p(
              "Reading a document is helped enormously by knowing its formulae. A private letter opens 'X to Y, greetings' (<i>X tōi Y chairein</i>) and usually closes with 'farewell' (<i>errōso</i>), often in a second hand, the sender's own. A petition to the strategos opens with the official's name in the dative and the petitioner's with <i>para</i>. A lease or loan follows standard clauses in a fixed order, and the date at the end gives the regnal year of the emperor, the Egyptian month and the day, such as 'year 12 of Hadrian, Mecheir 5'. With these patterns in mind, a reader can often predict what an illegible word must be before deciphering it letter by letter.",
            ),
        },
      },
      {
        title: "Editing a Papyrus",
        description:
          "Editors use a shared set of brackets and dots so that every reader can see what is on the papyrus and what the editor supplies.",
        lesson: {
          title: "The Leiden conventions",
          html:
            p(
              "A papyrus edition must show precisely the difference between what the papyrus preserves, what is damaged but legible, and what the editor has restored or corrected. The system used for this was agreed at a conference in Leiden in 1931 and published in <i>Chronique d'Égypte</i> the following year. The Leiden conventions are used, with small variations, by papyrologists and epigraphers worldwide, and in digital form by the Papyrological Navigator and the Duke Databank of Documentary Papyri.",
            ) +
            "<table><tr><th>Sign</th><th>Meaning</th></tr><tr><td>[αβγ]</td><td>Letters lost through damage and restored by the editor</td></tr><tr><td>[...]</td><td>Lost letters, with the approximate number shown by dots</td></tr><tr><td>ạ (dot below)</td><td>A letter damaged or uncertain but probably read correctly</td></tr><tr><td>(αβγ)</td><td>Letters the scribe left out intentionally, supplied by the editor</td></tr><tr><td>⟨αβγ⟩</td><td>Letters omitted by the scribe in error, added by the editor</td></tr><tr><td>{αβγ}</td><td>Letters written in error, deleted by the editor</td></tr><tr><td>⟦αβγ⟧</td><td>Letters deleted by the scribe</td></tr><tr><td>\\αβγ/</td><td>Letters written above the line by the scribe</td></tr></table>" +
            p(
              "A standard edition gives a heading with the inventory number, dimensions, provenance and date; a description of the papyrus and hand; the text, line by line, with line numbers in the margin; an apparatus of corrections and variant readings; a translation; and a commentary. Editors normalise spelling only in the apparatus, never in the text: a scribe who wrote <i>eme</i> for <i>emoi</i> keeps his spelling, and the apparatus notes 'l. <i>emoi</i>', <i>lege</i>, 'read'. These phonetic misspellings are valuable evidence for the pronunciation of Koine Greek: the frequent confusion of <i>ei</i> and <i>i</i>, or of <i>ai</i> and <i>e</i>, shows that these pairs had already merged in speech by the Roman period.",
            ),
        },
      },
    ],
  },
];
