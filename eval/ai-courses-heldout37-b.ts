/** Thirty-seventh held-out evaluation courses, intermediate level (Parthian history to drone law); see ai-courses-heldout37.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT37_B: EvalCourse[] = [
  {
    slug: "parthian-empire-arsacids-and-rome",
    discipline: "Parthian history",
    title: "The Parthian Empire: Arsacids, Rome and the Evidence of Coins",
    description:
      "Arsaces I's seizure of the Seleucid province of Parthia in the mid-third century BCE began a dynasty that ruled Iran and Mesopotamia for nearly five hundred years. The course follows the Arsacid kings from Arsaces to Mithridates II, the defeat of Crassus at Carrhae, the empire's place on the Silk Road, and what the royal coinage tells historians when the texts fall silent.",
    level: "intermediate",
    duration: "one semester (2 hours a week)",
    plantedGap: "Silk Road",
    modules: [
      {
        title: "From Nomad Chiefs to Kings of Kings",
        description: "How did a band of steppe horsemen become the masters of the Iranian plateau and Mesopotamia?",
        lesson: {
          title: "Arsaces I to Mithridates II",
          html: p(
            "The Parthian state began on the north-eastern edge of the Seleucid empire, the vast kingdom that Seleucus I had carved from Alexander's conquests. Around 247 BCE, the date later used as the start of the Arsacid era, a leader named Arsaces of the Parni, a semi-nomadic people of the Dahae confederation east of the Caspian Sea, invaded the satrapy of Parthia. Its satrap, Andragoras, had recently broken away from Seleucid rule, and Arsaces killed him and took the province, adding Hyrcania soon after. The dynasty took its name, the Arsacids, from him, and every later king used Arsaces as a throne name, which is why the coins need careful study to tell rulers apart.",
            "For seventy years the new kingdom was a modest regional power that survived a Seleucid counter-attack under Antiochus III around 209 BCE by accepting nominal subordination. The decisive expansion came under Mithridates I (reigned c. 171-132 BCE). Exploiting Seleucid weakness after the death of Antiochus IV, he conquered Media and then, in 141 BCE, Babylonia and the great Greek city of Seleucia on the Tigris. In 138 BCE his forces captured the Seleucid king Demetrius II. Parthia now controlled the Iranian plateau and Mesopotamia, with their wealthy cities and irrigated farmland.",
            "The next decades showed the empire's chief weakness: two frontiers. His son Phraates II defeated and killed Antiochus VII in 129 BCE, ending Seleucid hopes of recovering the east, but both Phraates II and his successor Artabanus I died fighting nomadic peoples, the Saka and the Tocharians, who broke into the eastern provinces.",
            "Mithridates II (c. 124/121-91 BCE) restored the position. He pacified the east, extended Parthian influence into Armenia and took the old Achaemenid title 'King of Kings'. In about 96 BCE his envoy met the Roman commander Sulla on the Euphrates, the first official contact between the two empires. The Euphrates would remain, more or less, the line between them for three centuries.",
          ),
        },
      },
      {
        title: "Carrhae, 53 BCE",
        description:
          "This module reconstructs one battle in detail, from Crassus' march to the loss of the legionary eagles.",
        lesson: {
          title: "Horse archers against legions",
          html:
            p(
              "In 54 BCE Marcus Licinius Crassus, the richest man in Rome and a member of the so-called First Triumvirate with Pompey and Caesar, took up the governorship of Syria. He wanted military glory to match his partners', and Parthia, then disturbed by a succession struggle between the brothers Orodes II and Mithridates III, looked like an opportunity. There was no Roman pretext beyond ambition. The main narrative is Plutarch's <i>Life of Crassus</i>, written about 150 years later, supplemented by Cassius Dio.",
              "In spring 53 BCE Crassus crossed the Euphrates with seven legions, about 4,000 cavalry and a similar number of light troops, perhaps 40,000 men. Rather than follow the river, he marched across the open plain of northern Mesopotamia. Near Carrhae (modern Harran, in south-eastern Turkey) he met a Parthian army commanded not by the king but by a noble of the Suren family, whom the Romans called Surena.",
            ) +
            "<table><tr><th></th><th>Romans</th><th>Parthians</th></tr><tr><td>Commander</td><td>M. Licinius Crassus</td><td>Surena</td></tr><tr><td>Core troops</td><td>heavy infantry, about 28,000 legionaries</td><td>about 9,000 horse archers, 1,000 cataphracts</td></tr><tr><td>Supply</td><td>baggage train</td><td>about 1,000 camels carrying spare arrows</td></tr></table>" +
            p(
              "Surena's army was small but suited to the ground. His armoured lancers, the cataphracts, forced the Romans to close ranks into a square; his horse archers then shot into the dense formation from a distance. The Romans had expected the archers to run out of arrows, but the camel train kept them supplied. Crassus sent his son Publius with a mixed force of cavalry and infantry to break out; the Parthians feigned retreat, drew him away from the main body and destroyed his force, returning with Publius' head on a spear.",
              "The retreat to Carrhae turned into a rout. Crassus was killed during a parley, and ancient writers estimate some 20,000 Roman dead and 10,000 captured, together with the legionary standards. Their recovery became a point of Roman honour, achieved not in battle but by diplomacy, when Phraates IV returned them to Augustus in 20 BCE.",
            ),
        },
      },
      {
        title: "Reading Parthian Coins",
        description:
          "Students handle drachms and tetradrachms and learn how numismatists extract chronology and ideology from them.",
        lesson: {
          title: "The coinage as a historical source",
          html: p(
            "Parthian history has to be written largely from outside. No Parthian chronicle survives; the narrative comes from Greek and Roman authors, who were interested mainly in wars with Rome, and from scattered documents such as Babylonian astronomical diaries, parchments from Dura-Europos and ostraca from the royal estates at Nisa. The royal coinage, by contrast, runs almost without a break from the third century BCE to the third century CE. It is the only continuous native source, and for some reigns it is almost the only evidence that a king existed.",
            "The basic coin was the silver drachm, weighing about 4 grams and struck at many mints across the empire, such as Ecbatana, Rhagae and Margiane. At Seleucia on the Tigris the Arsacids also struck large silver tetradrachms of about 16 grams for the Greek cities of Mesopotamia. The standard design followed a fixed pattern. The obverse shows the king's bust, usually facing left, in contrast with the right-facing portraits of Seleucid coins, and wearing either a soft cap of nomad origin or a diadem, later an elaborate tiara. The reverse shows a seated archer, understood as the founder Arsaces, holding a bow, surrounded by a Greek legend in a square frame: 'of the Great King Arsaces', followed by epithets such as <i>Philhellenos</i>, 'friend of the Greeks', <i>Epiphanous</i> and <i>Dikaiou</i>.",
            "Because every king is named Arsaces, attributing coins to particular rulers depends on portrait features, headdress, epithets and style. The standard classification is David Sellwood's <i>An Introduction to the Coinage of Parthia</i> (1971, revised 1980), whose numbered types scholars still cite. The tetradrachms of Seleucia are especially valuable because many are dated by year of the Seleucid era and even by month. They can show, for example, two rival kings striking coins in the same year, evidence of civil wars the literary sources ignore.",
            "The coins also trace cultural change. From the first century CE the Greek legends became increasingly garbled, suggesting that die-cutters no longer read Greek, and under Vologases I, in the mid-first century CE, legends in the Parthian language and Aramaic-derived script began to appear.",
          ),
        },
      },
    ],
  },
  {
    slug: "farriery-foot-balance-and-the-forged-shoe",
    discipline: "Farriery",
    title: "Foot Balance and the Forged Shoe",
    description:
      "Shoeing a horse well depends on reading the foot before any tool touches it. Second-year apprentices study the anatomy of the equine distal limb, dorsopalmar and mediolateral hoof balance, the forging of a fullered hunter shoe, the choice between hot and cold shoeing, and remedial shoeing for laminitis.",
    level: "intermediate",
    duration: "12 weeks (day release)",
    plantedGap: "laminitis",
    modules: [
      {
        title: "Inside the Hoof",
        description:
          "The bones, tendons and horn structures inside and around the hoof capsule, and how they share the horse's weight.",
        lesson: {
          title: "Anatomy of the distal limb",
          html: p(
            "Below the fetlock the horse's limb contains three bones and a small sesamoid. The proximal phalanx (long pastern bone) runs from the fetlock to the pastern joint; the middle phalanx (short pastern bone) lies partly inside the hoof; and the distal phalanx, also called the pedal or coffin bone, sits wholly within the hoof capsule and gives the foot its shape. Behind the coffin joint lies the navicular bone, or distal sesamoid, over which the deep digital flexor tendon passes before inserting on the underside of the distal phalanx. The angle of the coffin joint and the tension in this tendon are altered directly by how the farrier trims the heels.",
            "The hoof capsule is horn, produced continuously from the coronary band at a rate of about 6 to 10 millimetres a month, so a toe of 80 millimetres grows from coronet to ground in roughly nine to twelve months. The wall is thickest at the toe and thinner at the quarters and heels. Its inner surface carries about 550 to 600 primary epidermal laminae, each bearing 100 to 200 secondary laminae, which interlock with matching dermal laminae on the surface of the coffin bone. This laminar junction suspends the bone within the capsule and transfers much of the horse's weight from skeleton to wall.",
            "On the ground surface the sole, a concave plate of horn, protects the bone and should not bear weight at its centre. The white line, visible as a pale band between wall and sole, marks the junction of the two and is the farrier's guide for nailing: nails are started just inside the outer edge of the white line so that they exit through the wall and not into sensitive tissue. The frog, a rubbery wedge of horn at the back of the foot, together with the bars and the underlying digital cushion and lateral cartilages, absorbs concussion and helps pump blood out of the foot with each step.",
            "Knowing these structures lets the farrier read external signs: a dished toe, rings on the wall, a stretched white line or bruising in the sole each point to a change in the tissues beneath.",
          ),
        },
      },
      {
        title: "Balance and the Hoof-Pastern Axis",
        description:
          "Learn to assess a foot from the side, the front and the ground surface, and to trim it towards balance.",
        lesson: {
          title: "Assessing and trimming for balance",
          html:
            p(
              "'Balance' in farriery means a foot that is shaped and sized so that the limb above it is loaded evenly and moves efficiently. No single measurement defines it; the farrier assesses the horse standing square on a level surface, watches it walk and trot, and then examines the foot from three views.",
            ) +
            "<ul><li><b>From the side (dorsopalmar balance).</b> The dorsal surface of the hoof wall should be parallel to the front of the pastern, giving a straight hoof-pastern axis. A long toe and low heel produce a 'broken-back' axis, increasing strain on the flexor tendons and navicular region; an upright, club-like foot produces a 'broken-forward' axis. In a typical riding horse the dorsal wall angle is about 50 to 54 degrees in the forefeet and a little steeper behind.</li><li><b>From the front (mediolateral balance).</b> An imaginary line through the centre of the limb should bisect the foot, and the coronary band should be roughly parallel to the ground.</li><li><b>From the ground surface.</b> The heels should be level, the frog centred, and the foot roughly as wide as it is long in the forefeet.</li></ul>" +
            p(
              "Trimming begins with cleaning and paring loose, flaky sole to find live sole. Excess heel and toe are removed with hoof nippers and the foot is levelled with a rasp. A common guide is to trim the heels back to the widest part of the frog and to leave the hoof wall level with the live sole plane. Toe length, measured from the hairline to the ground at the centre of the toe, is typically 75 to 90 millimetres in a horse of 15 to 16 hands, but depends on the individual.",
              "A worked example: a hunter presents with a forefoot dorsal wall angle of 48 degrees and a pastern at 55 degrees, a broken-back axis. Rather than cutting the heels, which are already low, the farrier backs up the toe with the rasp, shortening the breakover point, and trims the heels only to clean horn. Reassessment after shoeing, and again at the next visit five or six weeks later, shows whether the axis is improving.",
            ),
        },
      },
      {
        title: "Forging and Fitting a Hunter Shoe",
        description: "We make a concave, fullered front shoe from bar and fit it, comparing hot and cold methods.",
        lesson: {
          title: "From bar stock to clenched nails",
          html: p(
            "In Great Britain the Farriers (Registration) Act 1975 restricts shoeing to farriers on the statutory register, who qualify through an apprenticeship of just over four years ending in the Diploma of the Worshipful Company of Farriers. Making a shoe by hand remains part of that examination, even though most shoes fitted today are machine-made.",
            "The hunter shoe is the classic shoe for a riding horse. Its foot surface is seated, bevelled away from the sole, and its ground surface is concave, which lightens it and reduces suction in mud. A groove, the fullering, runs round the ground surface to hold the nail heads and improve grip. The toe is often rolled to ease breakover, and the heels of the front shoe are 'pencilled', tapered so that a hind foot cannot catch them.",
            "To forge a front shoe for a foot 125 millimetres long and 125 millimetres wide, a common rule gives the bar length as length plus width plus a small allowance, here about 260 to 270 millimetres of concave fullered bar. The bar is heated in the forge to a bright orange-yellow, about 1,100 °C, marked at its centre and turned over the beak of the anvil to form the toe and first branch; the second branch is then turned to match. The nail holes are punched with a stamp and opened from the other side with a pritchel, normally four on the outside branch and three or four on the inside, set so that the nails follow the angle of the wall. A toe clip is drawn up from the outer edge.",
            "The shoe can then be fitted hot or cold. In hot fitting, the farrier holds the heated shoe briefly against the trimmed foot. The scorch marks show where the foot and shoe do not meet, and the brief burn seals the horn and beds the shoe. Cold fitting, required where a horse resents smoke or in some remedial work, relies on the rasp and careful shaping alone. Either way, the nails are driven to exit the wall about 20 millimetres above the ground, the points are wrung off, and the stubs are bent down as clenches and finished flush with the wall.",
          ),
        },
      },
    ],
  },
  {
    slug: "text-typeface-design-studio",
    discipline: "Typeface design",
    title: "Designing a Text Typeface",
    description:
      "Type designers work in the spaces between letters as much as in the letters themselves. In this studio module each student develops a Latin text face from control characters to a spaced and kerned lowercase, studying overshoot and other optical corrections, contrast and stress, sidebearings and kerning, and OpenType features for ligatures and figures.",
    level: "intermediate",
    duration: "one semester (studio, 6 hours a week)",
    plantedGap: "OpenType features",
    modules: [
      {
        title: "Control Characters and Optical Corrections",
        description: "Draw n, o, H and O, and learn why geometrically equal shapes look unequal to the eye.",
        lesson: {
          title: "The eye is not a ruler",
          html: p(
            "A typeface is designed from a few letters outwards. The control characters, traditionally <i>n</i> and <i>o</i> for the lowercase and <i>H</i> and <i>O</i> for the capitals, contain the basic decisions: stem thickness, x-height, the shape of curves and the weight of horizontals. Once they are right, letters such as <i>h, m, u, b, d, p, q, c</i> and <i>e</i> can be derived from them, and words such as 'hamburgefonstiv' are set to test how they behave together.",
            "Glyphs are drawn on an em square divided into units, commonly 1,000 for PostScript-based fonts and 2,048 for TrueType. A text face might have an x-height of about 500 units and a cap height of about 700, with a lowercase stem of 80 to 90 units for a regular weight. These numbers are only a starting point, because shapes that are geometrically equal look unequal, and the designer corrects for how the eye sees.",
            "The first correction is overshoot. A circle and a square of the same height do not look the same height; the circle looks smaller because it touches the guidelines at a single point. Round letters such as <i>o</i>, <i>c</i> and <i>O</i> therefore extend slightly below the baseline and above the x-height or cap height, typically by 1 to 3 per cent of the height, around 10 to 15 units. Pointed letters such as <i>A</i>, <i>V</i> and <i>v</i> overshoot in the same way at their apexes.",
            "The second correction concerns thickness. Horizontal strokes look heavier than vertical strokes of the same measured width, so even a sans serif that appears monolinear has horizontals slightly thinner than its verticals; in Helvetica the bar of the <i>H</i> is visibly thinner than its stems when measured. The curves of <i>o</i> are drawn a little thicker at their widest point than the straight stem of <i>n</i>, because a curve is thick for only a short distance. Where curves join stems, as in the shoulder of <i>n</i>, the stroke is thinned, or it will form a dark spot.",
            "Third, the optical centre of a letter lies above its geometric centre. The bar of <i>H</i> is set slightly above the middle, and the upper bowls of <i>B</i>, <i>S</i> and <i>8</i> are made smaller than the lower ones, so that the letters look stable rather than top-heavy.",
          ),
        },
      },
      {
        title: "Contrast and Stress",
        description:
          "Where does the thick part of a stroke fall, and why? The tools of writing still shape type that was never written.",
        lesson: {
          title: "Translation and expansion",
          html:
            p(
              "Contrast is the difference between the thickest and thinnest parts of the strokes in a typeface. Stress, or axis, is the direction of the line joining the thinnest parts of a round letter such as <i>o</i>. Together they give a typeface much of its historical character, and they remain the main choices a designer makes after weight and proportion.",
              "The Dutch typographer Gerrit Noordzij, in <i>The Stroke</i> (first published in 1985), explained both by the way writing tools make thick and thin. A broad-nib pen held at a constant angle makes thick strokes where it moves across its edge and thin ones where it moves along it, a change he called translation. The result is an oblique stress, tilted to the left, and a moderate contrast, as in fifteenth-century Venetian roman types and faces derived from them such as Bembo and Garamond. A flexible pointed pen makes thick strokes by pressure, opening its split nib on downstrokes, which Noordzij called expansion; it produces vertical stress and potentially very high contrast.",
            ) +
            "<table><tr><th>Model</th><th>Stress</th><th>Contrast</th><th>Examples</th></tr><tr><td>Translation (broad nib)</td><td>oblique</td><td>low to moderate</td><td>Jenson, Bembo, Garamond</td></tr><tr><td>Transitional</td><td>near vertical</td><td>moderate to high</td><td>Baskerville</td></tr><tr><td>Expansion (pointed pen)</td><td>vertical</td><td>high</td><td>Bodoni, Didot</td></tr></table>" +
            p(
              "In practice the designer decides contrast as a ratio of stem to hairline. A text face for books might have a stem of 90 units and thin strokes of 30 to 40, a ratio of about 2.5:1; a Didone display face may exceed 10:1, which is elegant at large sizes but breaks up at 9 point, where hairlines vanish in printing or on screen. Low contrast and sturdy serifs, as in typefaces designed for newspapers, survive poor conditions.",
              "Consistency matters more than the choice itself. Once stress is fixed, the thin parts of <i>o, e, c, d, b, p</i> and <i>q</i> must fall at the same angle, or the text will appear to wobble.",
            ),
        },
      },
      {
        title: "Spacing and Kerning",
        description:
          "Students space the lowercase with Walter Tracy's method and then kern the pairs that spacing alone cannot fix.",
        lesson: {
          title: "Sidebearings first, kerning second",
          html: p(
            "Every glyph in a font carries its own space: a left and a right sidebearing, the distances from the outline to the edges of its advance width. Good spacing produces an even rhythm in which the area of white inside the letters and between them looks balanced, so that the reader sees words rather than individual letters. Because every letter can stand next to every other, spacing is set for each glyph once, and it is the largest single influence on how a text face reads.",
            "The standard procedure was described by Walter Tracy in <i>Letters of Credit</i> (1986). For the lowercase it begins with the straight letter <i>n</i>. The designer gives the <i>n</i> trial sidebearings, the left slightly larger than the right because the arch opens the space on the right, and sets the string 'nnnnnn', adjusting until the space between the stems looks equal to the space inside the counter. Next comes <i>o</i>: the strings 'nnonn' and 'nonono' are set, and the sidebearings of <i>o</i> are reduced until it sits evenly between the straights. Rounds need less space than straights, because their curves already leave white at the top and bottom. In a typical text face the <i>n</i> might have sidebearings of about 40 and 35 units and the <i>o</i> about 30 on each side.",
            "The remaining letters are then spaced by analogy: letters with a straight left side such as <i>b, h, k, l, m, p, r</i> take the left sidebearing of the <i>n</i>; letters with a round side such as <i>c, d, e, q</i> take the value of the <i>o</i> on that side. Diagonal letters, <i>v, w, x, y</i>, need very small sidebearings and are tested by eye in strings such as 'nvnvn'. The same process, starting from <i>H</i> and <i>O</i>, is followed for the capitals.",
            "Kerning comes only after spacing is right. It adjusts the space for particular pairs whose shapes cannot be spaced well by sidebearings alone, such as 'To', 'Av', 'LT', 'r.' and 'Yo'. At 1,000 units a 'To' pair might take -60 to -90 units. Kerning is usually defined between classes of similar glyphs, so that one value covers 'To', 'Tó' and 'Tö', keeping the number of pairs manageable.",
          ),
        },
      },
    ],
  },
  {
    slug: "coral-reef-ecology-symbiosis-to-bleaching",
    discipline: "Coral reef ecology",
    title: "Coral Reef Ecology",
    description:
      "Reef-building corals flourish in nutrient-poor tropical seas because of a partnership with single-celled algae. Building on first-year ecology, the module treats the coral-algal symbiosis, calcification and the carbonate budget of a reef, the zonation of a fringing reef from reef flat to fore-reef slope, and mass bleaching during marine heatwaves.",
    level: "intermediate",
    duration: "one semester (lectures and a field week)",
    plantedGap: "zonation",
    modules: [
      {
        title: "The Coral-Algal Symbiosis",
        description: "A coral polyp is part animal, part greenhouse; this module asks who gives what to whom.",
        lesson: {
          title: "Corals and Symbiodiniaceae",
          html: p(
            "Reef-building corals are colonial animals of the class Anthozoa, order Scleractinia. Each polyp is a small sac with a ring of tentacles armed with stinging cells, and thousands of polyps connected by living tissue make a colony. The striking feature of the reef builders is that the cells of their inner tissue layer, the gastrodermis, contain symbiotic dinoflagellate algae of the family Symbiodiniaceae, traditionally called zooxanthellae, at densities of one to several million cells per square centimetre of coral surface.",
            "The exchange is the foundation of the reef. The algae photosynthesise and pass much of the carbon they fix to the host, mainly as glycerol, glucose and lipids; in shallow water this translocated carbon can meet more than 90 per cent of the coral's daily respiratory needs. In return the algae receive shelter, a stable position in the light, and the host's waste products, carbon dioxide, ammonium and phosphate, which they use as nutrients. Nitrogen and phosphorus are thus recycled tightly between partners instead of being lost to the water.",
            "This recycling helps to resolve what is often called Darwin's paradox: how can the most productive ecosystems in the ocean thrive in clear tropical water that is among the poorest in nutrients? Part of the answer is the symbiosis itself. Part is that corals are also predators: at night many polyps extend their tentacles and capture zooplankton, which supply nitrogen and phosphorus that photosynthesis cannot. Other reef organisms, such as sponges and nitrogen-fixing cyanobacteria, retain and add nutrients to the system.",
            "The partnership sets limits on where reef corals can live. Because the algae need light, reef-building corals are largely confined to the upper 30 to 40 metres of clear water, with some mesophotic communities down to about 150 metres. Most also need water temperatures between about 18 and 30 °C, which restricts reefs to the tropics and subtropics. Symbiodiniaceae are genetically diverse, with several genera such as <i>Symbiodinium</i>, <i>Cladocopium</i> and <i>Durusdinium</i>, and the identity of a coral's symbionts affects its growth and its tolerance of heat.",
          ),
        },
      },
      {
        title: "Calcification and the Carbonate Budget",
        description:
          "Reefs grow when calcium carbonate is laid down faster than it is broken down; we put numbers on both sides.",
        lesson: {
          title: "Building and eroding a reef",
          html:
            p(
              "Corals build their skeletons of aragonite, a crystal form of calcium carbonate, laid down beneath the calicoblastic cells of the polyp's base. The overall reaction is Ca²⁺ + CO₃²⁻ → CaCO₃. Corals raise the pH of the fluid beneath their tissue by pumping out protons, which increases the concentration of carbonate ions and speeds crystal growth. Light-enhanced calcification, the observation that symbiotic corals calcify several times faster in daylight than in darkness, links skeleton building to the energy supplied by the algae.",
              "Seawater chemistry matters too. The aragonite saturation state, Ω, is the product of calcium and carbonate ion concentrations divided by the solubility product of aragonite. Above 1, aragonite tends to form; below 1, it tends to dissolve. Tropical surface waters had Ω values of about 4.6 before industrialisation and are now nearer 3.8 to 4, because the ocean absorbs carbon dioxide, which lowers pH and carbonate ion concentration. Reef growth is believed to become marginal below about 3.",
              "Growth rates vary with the shape of the colony:",
            ) +
            "<ul><li>massive <i>Porites</i> colonies extend by roughly 1 centimetre a year, recorded as annual density bands in the skeleton;</li><li>branching <i>Acropora</i> may extend by 10 to 20 centimetres a year;</li><li>crustose coralline algae add a thin but dense layer that cements the reef framework together.</li></ul>" +
            p(
              "A reef's carbonate budget sets gross production against losses. Bioerosion is done by parrotfishes, which scrape dead coral and excrete it as fine sediment, by sea urchins, and by boring sponges, worms and bivalves; dissolution and physical breakage by storms add to the losses. The census method developed by Chris Perry and colleagues, ReefBudget, estimates these terms from surveys of cover and fish populations. As a worked example, a reef producing 8 kilograms of CaCO₃ per square metre per year with bioerosion of 3 kilograms has a net budget of 5; if coral cover halves, production falls to 4 while erosion stays near 3, leaving a reef that barely keeps its shape.",
            ),
        },
      },
      {
        title: "Bleaching and Marine Heatwaves",
        description:
          "What happens inside a coral when the water gets too hot, and how do scientists predict when it will?",
        lesson: {
          title: "Degree heating weeks and mass bleaching",
          html: p(
            "Coral bleaching is the loss of the symbiotic algae, or of their pigments, from coral tissue, which leaves the white skeleton visible through the transparent tissue. It can be caused by cold, low salinity or pollution, but mass bleaching over whole regions is caused by heat. When water temperatures exceed the local summer maximum by about 1 °C for several weeks, the photosynthetic machinery of the algae is damaged, particularly in strong light, and reactive oxygen species leak into the host tissue. The coral expels or digests its symbionts. A bleached coral is not dead, but it is starving; if temperatures fall soon enough, it can regain its algae within weeks or months, while prolonged bleaching leads to death and to colonisation of the skeleton by turf algae.",
            "Heat stress is measured by the Degree Heating Week (DHW), used by the US National Oceanic and Atmospheric Administration's Coral Reef Watch programme. For each location a satellite record defines the maximum monthly mean, the average temperature of the warmest month. Any week in which the temperature exceeds that value by 1 °C or more contributes its excess to the total, and the DHW is the sum of these excesses over the previous 12 weeks, in °C-weeks.",
            "For example, a reef with a maximum monthly mean of 29.0 °C that experiences three weeks at 30.5 °C and two weeks at 31.0 °C accumulates 3 × 1.5 + 2 × 2.0 = 8.5 °C-weeks. Weeks only 0.5 °C above the mean count for nothing. Coral Reef Watch warns that significant bleaching is likely above about 4 °C-weeks and severe bleaching with widespread mortality above about 8, and in 2023 it added higher alert levels for the extreme values now being recorded.",
            "Mass bleaching was first widely reported in the 1980s. Global events followed in 1998, 2010 and 2014-2017; in 2016 around 30 per cent of the shallow-water corals on the Great Barrier Reef died. In April 2024 NOAA and the International Coral Reef Initiative confirmed a fourth global bleaching event, which went on to affect reefs in more than 80 countries and territories.",
          ),
        },
      },
    ],
  },
  {
    slug: "eu-drone-law-categories-and-authorisations",
    discipline: "Drone law",
    title: "EU Drone Law",
    description:
      "Unmanned aircraft in the European Union are regulated by the risk of the operation, not by whether it is flown for fun or for money. The module sets out the Open, Specific and Certified categories, operator registration and remote pilot competence, operational authorisations and the SORA method, data protection for camera drones, and third-party insurance.",
    level: "intermediate",
    duration: "one term (8 seminars)",
    plantedGap: "insurance",
    modules: [
      {
        title: "Three Categories of Operation",
        description:
          "Implementing Regulation (EU) 2019/947 sorts every flight into one of three categories, and the category decides which rules apply.",
        lesson: {
          title: "Open, Specific and Certified",
          html:
            p(
              "Since 31 December 2020 the operation of unmanned aircraft in EU member states, and in Norway, Iceland, Liechtenstein and Switzerland, has been governed by two EU instruments. Commission Delegated Regulation (EU) 2019/945 sets product requirements for drones and assigns class marks from C0 to C6; Commission Implementing Regulation (EU) 2019/947 sets the rules for operations. The central idea of 2019/947 is proportionality: the rules depend on the risk of the operation, measured mainly by the mass of the aircraft and its proximity to people, not on whether the flight is commercial.",
              "Every operation falls into one of three categories. The Open category covers low-risk flights that need no prior permission, provided all its limits are met: a maximum take-off mass below 25 kilograms, flight in visual line of sight, a maximum height of 120 metres above the closest point of the ground, no flight over assemblies of people and no carriage of dangerous goods or dropping of material. Within the Open category there are three subcategories:",
            ) +
            "<table><tr><th>Subcategory</th><th>Typical aircraft</th><th>Key rule on people</th></tr><tr><td>A1</td><td>C0 (under 250 g), C1 (under 900 g)</td><td>may fly over uninvolved people (C1: should avoid), never over assemblies</td></tr><tr><td>A2</td><td>C2 (under 4 kg)</td><td>keep 30 m horizontally from uninvolved people, 5 m in low-speed mode</td></tr><tr><td>A3</td><td>C3, C4 (under 25 kg)</td><td>no uninvolved people present; 150 m from residential, commercial, industrial or recreational areas</td></tr></table>" +
            p(
              "The Specific category covers operations that exceed any Open limit, for example flight beyond visual line of sight or with a heavier drone close to people. They require either a declaration under a standard scenario or an operational authorisation from the national aviation authority, discussed later in the module. The Certified category applies where the risk approaches that of manned aviation: flights carrying people, transporting dangerous goods, or flying aircraft with a characteristic dimension of 3 metres or more over assemblies of people. Here the aircraft must be certified, the operator approved and, in most cases, the pilot licensed, as in manned aviation.",
            ),
        },
      },
      {
        title: "Registration and Remote Pilot Competence",
        description:
          "Who must register, what a registration number is for, and which training and test each subcategory requires.",
        lesson: {
          title: "Operators, pilots and their paperwork",
          html: p(
            "Regulation 2019/947 distinguishes the UAS operator, the person or organisation that operates or intends to operate the drone, from the remote pilot, the individual who flies it. The distinction matters because most obligations fall on the operator, who may be a company employing many pilots, while competence requirements attach to the pilot personally.",
            "Under Article 14, operators must register with the competent authority of the member state in which they reside or have their principal place of business. Registration is required in the Open category for anyone operating a drone with a take-off mass of 250 grams or more, or one that has a sensor able to capture personal data, unless it complies with the Toy Safety Directive. All operators in the Specific category must register. The authority issues an operator registration number, which must be displayed on every drone the operator uses and, for drones with a remote identification function, uploaded into that system. A registration is valid for a period set by the member state, at most five years. Registration of the individual aircraft is required only where certification is needed.",
            "Remote pilot competence rises with risk. The minimum age for pilots in the Open and Specific categories is 16, although member states may lower it, and no age limit applies to C0 drones that are toys. For subcategories A1 and A3, a pilot of a C1 or heavier drone must complete an online training course and pass an online theoretical test of at least 40 multiple-choice questions, after which the authority issues a proof of completion. Subcategory A2 additionally requires a self-declared practical training and a further theoretical examination, taken under supervision, on meteorology, flight performance and technical and operational mitigation of ground risk; success earns a certificate of competency. In the Specific category, competence is set by the standard scenario or by the operational authorisation itself.",
            "Compliance is straightforward to check in practice: an enforcement officer can ask the pilot for the proof of competence and look for the operator registration number on the aircraft. Failing to register is an offence under national law in each member state, with penalties set nationally.",
          ),
        },
      },
      {
        title: "The Specific Category and the SORA",
        description:
          "How an operator proves that a riskier operation is safe enough: standard scenarios, authorisations and the Specific Operations Risk Assessment.",
        lesson: {
          title: "Assessing and authorising risk",
          html: p(
            "An operation in the Specific category may proceed in one of three ways. If it fits a standard scenario published in the annex to Regulation 2019/947, the operator submits a declaration to the national authority and may start once it has acknowledged receipt. STS-01 covers flights in visual line of sight over a controlled ground area in a populated environment with a C5-class drone; STS-02 covers flights beyond visual line of sight, with airspace observers, over a controlled ground area in a sparsely populated environment with a C6-class drone. Otherwise, the operator must obtain an operational authorisation, based on a risk assessment under Article 11. A third route, the light UAS operator certificate (LUC), lets experienced organisations authorise their own operations within approved privileges.",
            "The usual method of risk assessment is the Specific Operations Risk Assessment (SORA), developed by the Joint Authorities for Rulemaking on Unmanned Systems (JARUS) and accepted by EASA as an acceptable means of compliance. Its steps can be summarised as follows.",
            "First, the operator describes the concept of operations: the aircraft, the crew, the area and the procedures. Second, it determines the intrinsic ground risk class from the size and kinetic energy of the drone and the population density below, and may lower it by mitigations such as a parachute or an emergency response plan. Third, it determines the air risk class from the airspace, for example uncontrolled airspace below 500 feet away from airports, and may lower it by strategic mitigations. Ground and air risk together give the Specific Assurance and Integrity Level, the SAIL, from I to VI.",
            "The SAIL decides how robustly the operator must meet a set of operational safety objectives, covering matters such as the technical design of the drone, crew training, maintenance and procedures for loss of the command and control link. At SAIL I many objectives may be met by simple declaration; at SAIL V or VI they require evidence verified by a competent third party. A worked example: inspecting a rural power line beyond visual line of sight with a 4-kilogram drone in uncontrolled low-level airspace typically reaches SAIL II, a level that a competent small operator can meet.",
          ),
        },
      },
      {
        title: "Drones and Personal Data",
        description:
          "A drone with a camera is a data-processing device, and the General Data Protection Regulation applies to it.",
        lesson: {
          title: "The GDPR in the air",
          html:
            p(
              "Aviation law decides whether a drone may fly; data protection law decides what it may record. Regulation (EU) 2016/679, the General Data Protection Regulation (GDPR), applies whenever personal data, any information relating to an identified or identifiable person, are processed. Images of faces, car number plates, houses linked to their owners and even thermal signatures can be personal data, so most camera drones process personal data as soon as they fly over inhabited areas.",
              "The first legal question is whether the GDPR applies at all. Article 2(2)(c) excludes processing 'by a natural person in the course of a purely personal or household activity', but the Court of Justice has read this exemption narrowly. In <i>Ryneš</i> (C-212/13, 2014), a home security camera that also filmed a public footpath was held to fall outside it. A hobby pilot filming a private garden party may be exempt; one who posts footage of neighbours on a public video channel is probably not.",
              "Where the GDPR applies, the operator, or the client who commissions the flight, is normally the controller and must meet the principles of Article 5. In practice this means:",
            ) +
            "<ul><li>identifying a lawful basis under Article 6, often legitimate interests for inspection and survey work, which requires a balancing test against the privacy of people filmed;</li><li>minimising data, for example by flying at a height or camera angle that avoids identifiable people, or by blurring faces before publication;</li><li>informing people, which for drones may mean signs at a site, notices on the operator's website and a visible operator registration number;</li><li>carrying out a data protection impact assessment under Article 35 where the operation is likely to result in high risk, such as systematic monitoring of public spaces.</li></ul>" +
            p(
              "Data protection authorities have issued guidance on drones in several member states, and the European Data Protection Board's guidelines on video devices apply to them. Breaches can lead to fines under Article 83 and to claims for compensation by the people filmed.",
            ),
        },
      },
    ],
  },
];
