/** Thirty-fourth held-out evaluation courses, intermediate level (Phoenician history to coastal geomorphology); see ai-courses-heldout34.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT34_B: EvalCourse[] = [
  {
    slug: "phoenicia-cities-ships-alphabet",
    discipline: "Phoenician history",
    title: "Phoenicia: Cities, Ships and the Alphabet, c. 1200–332 BCE",
    description:
      "Tyre and Sidon sent their ships the length of the Mediterranean in the first millennium BCE. This second-year module studies the Phoenician city-states from the end of the Bronze Age to Alexander's siege of Tyre, the settlements of the west including Carthage, the spread of the alphabet, and the purple dye industry.",
    level: "intermediate",
    duration: "one semester (11 weeks)",
    plantedGap: "purple dye",
    modules: [
      {
        title: "City-States of the Levantine Coast",
        description:
          "Byblos, Sidon, Tyre and Arwad were never one state; we trace how their kings dealt with each other and with the empires inland.",
        lesson: {
          title: "Kings, merchants and empires",
          html: p(
            "The people the Greeks called <i>Phoinikes</i> never called themselves by a single name and never formed a single state. They lived in a string of independent cities along the narrow coast of what is now Lebanon and northern Israel, each ruled by its own king and each with its own patron god: Byblos, devoted to its Lady, Baalat Gubal; Sidon, to Eshmun; Tyre, an island city, to Melqart; and Arwad, also on an island, further north. Their language was a Canaanite dialect close to Hebrew, and they regarded themselves above all as citizens of their own cities.",
            "The collapse of the Late Bronze Age palace system around 1200 BCE, which destroyed Ugarit and weakened Egypt and the Hittites, left these cities unusually free. Over the next three centuries they grew rich as middlemen, trading cedar timber from the Lebanon mountains, worked ivory, fine textiles, glass and metalwork. The Hebrew Bible records an alliance in the tenth century between Hiram I of Tyre and Solomon of Israel, in which Tyre supplied timber and craftsmen for the temple in Jerusalem in exchange for agricultural produce.",
            "From the ninth century the cities faced the Assyrian empire. At first they paid tribute and kept their kings, a bargain that suited both sides, since Assyria wanted their wealth and their trade rather than their ruin. Rebellion was punished severely: Sidon was destroyed by Esarhaddon in 677 BCE. After the Babylonians, who besieged Tyre for thirteen years under Nebuchadnezzar II, the Persian Achaemenid kings ruled the coast from 539 BCE and relied heavily on Phoenician ships, which formed the core of the fleet Xerxes took against Greece in 480 BCE. Independence effectively ended in 332 BCE, when Tyre refused to admit Alexander the Great. He besieged the island city for seven months, building a causeway from the mainland to reach its walls, and after its fall thousands of its people were killed or sold into slavery. The causeway, silted up ever since, is why Tyre now stands on a peninsula.",
          ),
        },
      },
      {
        title: "Westward: Trading Posts and Colonies",
        description:
          "Cyprus, North Africa, Sicily, Sardinia and southern Spain, in the order the Phoenicians reached them.",
        lesson: {
          title: "From Kition to Gadir",
          html:
            p(
              "Phoenician expansion across the Mediterranean began in the late tenth and ninth centuries BCE and reached the Atlantic within about a century. Its motives were commercial: above all the search for metals, especially the silver of southern Spain, which the cities needed to meet Assyrian tribute and to sustain their trade. Most early settlements were small trading posts on offshore islands or headlands with sheltered anchorages, easy to defend and close to local partners. Only later did some grow into cities with farmland of their own.",
            ) +
            "<ul><li><b>Kition</b> in Cyprus, founded in the ninth century, was Tyre's nearest overseas dependency and a source of copper.</li><li><b>Carthage</b>, on the Gulf of Tunis, was by tradition founded from Tyre in 814 BCE by Elissa, the Dido of Virgil; the earliest archaeological finds date to the later eighth century.</li><li><b>Motya</b>, on a small island off western Sicily, became a major harbour and industrial centre.</li><li><b>Sardinia</b> had several settlements, such as Nora, Sulcis and Tharros, near the island's mineral resources.</li><li><b>Gadir</b>, modern Cádiz, beyond the Strait of Gibraltar, was claimed by ancient writers as one of the oldest foundations and controlled access to the silver of the Tartessian hinterland.</li></ul>" +
            p(
              "The historian's evidence here is mainly archaeological: pottery sequences, cemeteries, and the characteristic open-air sanctuaries called <i>tophets</i>, found at Carthage, Motya and in Sardinia, containing urns of cremated infants and young animals, whose interpretation as child sacrifice or as a cemetery for the very young is still disputed. Radiocarbon dates from sites in Spain have pushed the beginning of western contact earlier than the literary tradition alone suggested. Over time Carthage became the leading power of the western Phoenician world, and after the mother cities fell under Persian and then Macedonian control it acted independently, until its destruction by Rome in 146 BCE.",
            ),
        },
      },
      {
        title: "The Alphabet",
        description: "Twenty-two letters, no vowels, and a script that became Greek, Latin and Aramaic.",
        lesson: {
          title: "Twenty-two consonants that travelled",
          html: p(
            "The Phoenician script is an alphabet of twenty-two letters, each representing a single consonant. It has no signs for vowels, so that a reader had to supply them from knowledge of the language; modern scholars call this kind of system an abjad. It was written from right to left. Its origins lie in earlier Semitic alphabetic experiments of the second millennium BCE, such as the Proto-Sinaitic inscriptions, in which the sign for a word stood for that word's first sound: the ox-head <i>ʾalp</i> for the glottal stop, the house <i>bet</i> for b. By about 1050 BCE the letter forms had become standardised and linear, and the sarcophagus of Ahiram, king of Byblos, carries one of the earliest long inscriptions in the mature script.",
            "The importance of the alphabet lies in its economy. Egyptian hieroglyphs and Mesopotamian cuneiform required hundreds of signs and a long scribal training, while twenty-two letters could be learned quickly by a merchant or a craftsman. Phoenician traders carried the script wherever they went, and it was adapted by many neighbours. In the east, the Aramaic version of it became the administrative script of the Persian empire and the ancestor of the Hebrew square script, Syriac and, ultimately, Arabic.",
            "In the west, Greeks adopted the alphabet, probably during the ninth or eighth century BCE, and Herodotus credited its introduction to the Phoenician Cadmus. The Greeks made one decisive change. Several Phoenician letters stood for consonants that Greek did not have, and these were reused for vowels: <i>ʾalp</i> became alpha, <i>he</i> became epsilon, <i>yod</i> became iota and <i>ʿayin</i> became omicron. The result was the first full alphabet recording both consonants and vowels. Through an early western Greek form, adapted by the Etruscans and then the Romans, the same letters became the Latin alphabet used to write this sentence.",
          ),
        },
      },
    ],
  },
  {
    slug: "tinsmithing-patterns-seams-solder",
    discipline: "Tinsmithing",
    title: "Tinsmithing: Patterns, Seams and Soldering",
    description:
      "Tinplate is thin mild steel coated with tin, and working it well depends on accurate layout. This intermediate workshop module covers the material and its gauges, pattern development for cylinders and cones, folded seams and their allowances, soft soldering, and finishing with wired edges.",
    level: "intermediate",
    duration: "8 weeks (one day a week)",
    plantedGap: "wired edge",
    modules: [
      {
        title: "The Material",
        description: "Tinplate, its coating and its thickness, and why it cuts, folds and solders as it does.",
        lesson: {
          title: "What tinplate is",
          html:
            p(
              "Tinplate is sheet steel with a thin coating of tin on both sides. The steel gives strength and cheapness; the tin protects the steel from rust, is non-toxic in contact with food, and above all takes solder readily, which is why tinplate became the standard material for household ware, lanterns, cans and toys. Early tinplate was made by dipping hand-rolled iron sheets into molten tin; South Wales dominated the trade in the nineteenth century. Since the mid-twentieth century nearly all tinplate has been produced by electrolytic tinning of cold-rolled steel strip, which gives a much thinner and more even coating.",
              "Traditional tinsmiths ordered plate by names inherited from the hot-dip era, and craft suppliers still use some of them. The 'I' grades denote thickness, and the coating weight is specified separately:",
            ) +
            "<table><tr><th>Grade</th><th>Approx. thickness</th><th>Use</th></tr><tr><td>IC ('common')</td><td>0.30 mm</td><td>cups, boxes, light ware</td></tr><tr><td>IX ('cross')</td><td>0.38 mm</td><td>lanterns, sconces, general ware</td></tr><tr><td>IXX</td><td>0.43 mm</td><td>heavier pans and buckets</td></tr></table>" +
            p(
              "Tinplate is soft enough to be cut with hand snips and folded by hand or in a folding machine, but it work-hardens as it is bent, so a fold that is opened and closed again will crack. The coating is thin and is easily scratched, exposing steel that will rust; marking out is therefore done with a fine scriber held lightly, and the sheet is handled with clean hands because sweat leaves marks that corrode. Cut edges are sharp enough to cause deep cuts and are always handled with care and, when finished, turned or hemmed. For pieces that will not contact food, terne plate, coated with a lead-tin alloy, and galvanised steel were once common alternatives, but neither solders as cleanly as bright tinplate.",
            ),
        },
      },
      {
        title: "Pattern Development",
        description: "Laying out the flat shape of a cylinder and a cone, with the seam allowances added.",
        lesson: {
          title: "Parallel-line and radial-line development",
          html: p(
            "A pattern, or development, is the flat shape that, when bent and joined, produces the three-dimensional object. Two methods cover most tinware. Parallel-line development is used for shapes whose surface is made of parallel lines, such as cylinders and prisms; radial-line development is used for shapes whose lines meet at a point, such as cones and pyramids. Shapes that fit neither, such as a transition from square to round, are developed by triangulation.",
            "For a plain cylinder the parallel-line development is simply a rectangle whose height is the height of the cylinder and whose length is its circumference, π × d, measured at the mean diameter of the metal. For a mug 80 mm in diameter and 100 mm tall, the circumference is 3.1416 × 80 = 251.3 mm. To this the tinsmith adds the allowance for the seam. For a grooved seam, the usual rule is three times the width of the finished lock, split between the two edges: for a 5 mm grooved seam, 15 mm in all, so the blank is 266.3 mm long by 100 mm plus whatever is needed at the top and bottom.",
            "A cone is developed from its slant height. Draw the cone in side view, extend its sides until they meet at the apex, and measure the slant distances from the apex to the base and to the top. With these as radii, draw two arcs from a common centre. The length of the larger arc must equal the base circumference, so the angle of the sector is 360° × r / s, where r is the base radius and s the slant height. For a funnel with a base radius of 60 mm and a slant height of 150 mm, the angle is 360 × 60 / 150 = 144°. Step this off with a protractor, draw the two radial edges, and add the seam allowance to one of them. Truncated cones, such as a bucket or a lamp shade, use the same construction with both arcs.",
          ),
        },
      },
      {
        title: "Seams and Soft Soldering",
        description: "Joining tinplate by folding, and sealing or strengthening the joint with solder.",
        lesson: {
          title: "Lap, grooved and folded joints, and a clean solder line",
          html:
            p(
              "Tinsmiths prefer mechanical seams to solder alone, because a folded joint takes the load and the solder only has to seal it. The main seams are:",
            ) +
            "<ul><li><b>Lap seam</b>: one edge simply overlaps the other and is soldered; used for light work and for joints that must be flat inside.</li><li><b>Grooved seam</b>: both edges are folded into hooks, hooked together and then flattened and set down with a hand groover so that the joint is locked; the standard seam for cylinders.</li><li><b>Double seam</b>: used to fix a bottom to a body; the flange of the body and the edge of the bottom are folded over each other twice, as on a food can.</li></ul>" +
            p(
              "Soft solder for tinware is a tin-lead or, for food contact, a lead-free tin alloy. The traditional 60/40 tin-lead solder melts between about 183 and 190 °C; lead-free tin-copper solders melt a little higher, around 227 °C. A sound joint depends on three things: clean metal, a flux, and enough heat in the work. Flux removes the thin oxide film and prevents fresh oxide forming while the joint is heated. On bright tinplate a mild rosin flux is often enough; on dirtier or galvanised work, the traditional 'killed spirits', zinc chloride made by dissolving zinc in hydrochloric acid, is used, but it is corrosive and its residue must be washed off.",
              "The tinsmith's soldering copper, a heavy copper bit on an iron shank, is heated in a stove and its faces are tinned, coated with solder, before use. The hot bit is held flat on the seam so that heat flows into the metal, and solder fed to the bit flows into the joint by capillary action as the copper is drawn slowly along. Moving too fast leaves a lumpy bead sitting on top of cold metal; moving too slowly overheats and discolours the tin. A good seam shows a thin, bright line of solder drawn right through the joint.",
            ),
        },
      },
    ],
  },
  {
    slug: "impact-investing-intent-measurement-return",
    discipline: "Impact investing",
    title: "Impact Investing: Intention, Measurement and Return",
    description:
      "Can capital earn a market return while measurably reducing poverty or emissions? This module distinguishes impact investing from ESG integration and philanthropy, works through impact measurement with IRIS+ and the five dimensions of impact, examines blended finance structures, and reviews the evidence on financial performance.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "blended finance",
    modules: [
      {
        title: "What Counts as Impact Investing",
        description:
          "We separate impact investing from its neighbours by asking what the investor intends and what difference the money makes.",
        lesson: {
          title: "Intentionality, additionality and the neighbours",
          html: p(
            "The term impact investing was coined at meetings convened by the Rockefeller Foundation in 2007 to describe investments made with the intention of generating positive, measurable social or environmental impact alongside a financial return. The Global Impact Investing Network (GIIN), founded in 2009, later set out core characteristics that practitioners broadly accept: intentionality, meaning the investor sets out to achieve a specific impact; the use of evidence and data in designing the investment; managing impact performance during the life of the investment; and contributing to the growth of the field by sharing practice.",
            "Impact investing is easiest to understand against its neighbours. Philanthropy gives money away and expects no financial return. ESG integration, the most widespread practice in mainstream asset management, uses environmental, social and governance information to manage risks and find opportunities that affect financial value; its aim is better risk-adjusted returns, and a fund that integrates ESG makes no promise to change anything in the world. Exclusionary or negative screening simply avoids certain sectors, such as tobacco or coal. Impact investing differs from all three because it targets an outcome in the world and commits to measuring it, while still expecting at least the return of capital.",
            "A harder question is whether an investment adds anything. Buying listed shares of a renewable-energy company on the secondary market transfers ownership from one investor to another; the company receives no new money, so the impact attributable to the buyer is doubtful unless it uses its votes and engagement to change the company's behaviour. Providing growth capital to a solar company in a market where commercial lenders will not lend is far more likely to make a difference. This is the idea of additionality, or investor contribution: the impact that would not have occurred without the investment. Investors differ in how much return they will give up for it. Some seek risk-adjusted market-rate returns, while others knowingly accept concessionary, below-market returns in exchange for deeper impact.",
          ),
        },
      },
      {
        title: "Measuring and Managing Impact",
        description: "How does an investor know, and show, that an investment did what it promised?",
        lesson: {
          title: "The five dimensions and IRIS+",
          html:
            p(
              "Measuring impact begins before the investment is made, with a theory of change: a statement of how the investment's activities lead to outputs, outputs to outcomes, and outcomes to long-term impact, and of the assumptions that link them. A microfinance lender might reason that loans (activity) reach a number of women-owned businesses (output), whose incomes rise (outcome), improving household welfare (impact). Each link can fail, and measurement should test the weakest ones rather than count only the easiest outputs.",
              "The Impact Management Project, a forum convened from 2016 to 2021, produced a widely adopted consensus that impact can be described along five dimensions:",
            ) +
            "<table><tr><th>Dimension</th><th>Question</th></tr><tr><td>What</td><td>Which outcome occurs, and how important is it to the people experiencing it?</td></tr><tr><td>Who</td><td>Who experiences it, and how underserved were they?</td></tr><tr><td>How much</td><td>How many people, how deep is the change, and how long does it last?</td></tr><tr><td>Contribution</td><td>What would have happened anyway; how much is due to this enterprise?</td></tr><tr><td>Risk</td><td>How likely is it that the impact differs from what is expected?</td></tr></table>" +
            p(
              "To make data comparable, the GIIN maintains IRIS+, a catalogue of standard metrics organised by impact theme, such as 'number of clients provided new access to financial services' or 'greenhouse gas emissions avoided, in tonnes of CO₂ equivalent'. IRIS+ also suggests core metric sets for common strategies. Standard metrics allow aggregation across a portfolio, but they measure what is countable and can miss quality; a fund that reports thousands of students enrolled may say nothing about whether they learned. Good practice therefore combines standard metrics with outcome evidence and, where the stakes justify it, independent evaluation. The Operating Principles for Impact Management, launched in 2019 under the International Finance Corporation, add a requirement for independent verification of how an investor manages impact.",
            ),
        },
      },
      {
        title: "Financial Performance",
        description: "The evidence on whether impact funds give up return, and how to read it critically.",
        lesson: {
          title: "Do impact investors sacrifice return?",
          html: p(
            "Whether impact investing requires a financial sacrifice is one of the field's central questions, and the evidence is less settled than its advocates suggest. Industry surveys by the GIIN report that most impact investors say their portfolios are meeting or exceeding their financial expectations. Such surveys are useful for describing the market but are self-reported, and investors' expectations differ: a foundation seeking concessionary returns and a pension fund seeking market returns may both report satisfaction with very different results.",
            "Academic studies give a more cautious picture. Barber, Morse and Yasuda, in a study published in the <i>Journal of Financial Economics</i> in 2021, compared venture capital funds with explicit impact objectives with traditional venture funds. Impact funds earned internal rates of return roughly 4.7 percentage points lower, and the authors found that investors, especially development banks, foundations and investors subject to legal or political pressure, nonetheless valued impact and were willing to accept lower expected returns to obtain it. Other studies of private debt and private equity find performance comparable to conventional benchmarks for market-rate strategies, which suggests the answer depends on the strategy rather than on impact investing as a whole.",
            "Reading performance figures critically means asking several questions. Which benchmark is used, and does it match the risk, asset class, geography and vintage? Are returns net of fees? Is the sample biased towards funds that survived and chose to report? Do currency movements, which can dominate returns in emerging-market investments, explain the result? An internal rate of return is sensitive to the timing of cash flows, so funds of different ages are hard to compare, and public-market equivalent methods are often preferred. Finally, an investor should be explicit in advance about what return it is seeking: a concessionary return accepted deliberately for impact is a legitimate choice, whereas an unintended shortfall concealed by a flattering benchmark is not.",
          ),
        },
      },
    ],
  },
  {
    slug: "fitting-soft-and-rigid-contact-lenses",
    discipline: "Contact lens practice",
    title: "Fitting Soft and Rigid Contact Lenses",
    description:
      "Fitting a contact lens well means more than matching a spectacle prescription. This second-level module for optometry students covers oxygen transmissibility and lens materials, soft lens fitting and assessment, rigid gas-permeable fitting with fluorescein, and orthokeratology.",
    level: "intermediate",
    duration: "one semester (with clinic sessions)",
    plantedGap: "orthokeratology",
    modules: [
      {
        title: "Oxygen and Lens Materials",
        description:
          "Every contact lens sits between the cornea and its main oxygen supply, so material choice starts here.",
        lesson: {
          title: "Dk, Dk/t and the silicone hydrogels",
          html: p(
            "The cornea has no blood vessels and takes most of its oxygen directly from the air through the tear film. A contact lens is a barrier to that supply, and a cornea deprived of oxygen swells, loses transparency, and over months develops new vessels growing in from the limbus, microcysts and an increased risk of infection. Oxygen supply is therefore the first consideration in choosing a lens.",
            "The permeability of a material to oxygen is expressed by its Dk, the product of the diffusion coefficient D and the solubility k, usually quoted in barrer units. What matters to the eye, however, is the transmissibility of the particular lens, Dk/t, where t is its thickness in centimetres. Thickness varies across a lens, so Dk/t is usually quoted at the centre for a −3.00 D lens. In 1984 Holden and Mertz estimated that a Dk/t of about 24 units was needed to avoid corneal swelling during daily wear and about 87 units for overnight wear; later work by Harvitt and Bonanno suggested higher figures, around 35 and 125, to keep the whole cornea fully oxygenated.",
            "Conventional hydrogel lenses, based on poly-HEMA and its copolymers, carry oxygen through the water they contain, so their Dk rises with water content but is limited to about 40 barrer even for highly hydrated materials. This was never enough for safe overnight wear. Silicone hydrogels, introduced in 1999, combine siloxane components, which are highly permeable to oxygen, with hydrophilic components that provide water, comfort and movement. Their Dk values range from roughly 60 to over 150, and the oxygen passes mostly through the silicone phase, so lower water content does not mean lower oxygen supply. Early silicone hydrogels were stiffer and less wettable, which sometimes caused mechanical complications such as lens-induced papillary conjunctivitis, and they required surface treatments. Rigid gas-permeable materials, made from fluorosilicone acrylates, also have high Dk, and because a rigid lens moves with each blink and exchanges tears beneath it, they supply oxygen more effectively still.",
          ),
        },
      },
      {
        title: "Soft Lens Fitting",
        description: "Choosing a first lens, correcting for vertex distance, and judging the fit at the slit lamp.",
        lesson: {
          title: "From spectacle prescription to a well-fitting soft lens",
          html:
            p(
              "The first step is to convert the spectacle prescription to the contact lens plane. A spectacle lens sits some 10 to 14 mm in front of the cornea, so for powers above about ±4.00 D the effective power changes noticeably at the eye. The contact lens power Fc is given by Fc = F / (1 − dF), where F is the spectacle power and d the vertex distance in metres. For a spectacle prescription of −6.00 D at 12 mm: Fc = −6.00 / (1 − 0.012 × −6.00) = −6.00 / 1.072 = −5.60 D, which would be ordered as −5.50 D. For a +6.00 D prescription the result is +6.00 / 0.928 = +6.47 D, ordered as +6.50 D. Astigmatism of 0.75 D or more usually needs a toric lens.",
              "Most soft lenses are made in only one or two base curves, typically 8.4 to 8.8 mm, and in diameters around 14.0 to 14.5 mm, so the practitioner chooses among few options and then assesses the result after the lens has settled for 10 to 20 minutes. The assessment looks at:",
            ) +
            "<ul><li><b>Centration</b>: the lens should cover the cornea completely in all positions of gaze, with the edge overlapping the limbus.</li><li><b>Movement</b>: on blinking, the lens should move about 0.2 to 0.4 mm; in up-gaze it should lag slightly.</li><li><b>Push-up test</b>: with the lower lid, the lens is pushed up and released; it should move with slight resistance and recentre promptly.</li><li><b>Comfort and vision</b>: stable acuity between blinks and an over-refraction close to plano.</li></ul>" +
            p(
              "A tight lens shows little or no movement, may indent the conjunctiva at the edge and may give vision that clears just after a blink; it should be refitted with a flatter base curve or a smaller diameter. A loose lens decentres, moves excessively and often causes discomfort at the lower lid. After dispensing, patients are reviewed after a week or two of wear, when the slit lamp is used to look for corneal staining, limbal redness and signs of inadequate oxygen.",
            ),
        },
      },
      {
        title: "Rigid Gas-Permeable Fitting",
        description: "RGP fitting with keratometry and fluorescein.",
        lesson: {
          title: "Reading a fluorescein pattern",
          html: p(
            "Rigid gas-permeable (RGP) lenses are smaller than soft lenses, typically 9.2 to 9.8 mm in diameter, and float on the tear film rather than draping over the cornea. Because the lens keeps its own shape, the tear layer between lens and cornea forms a liquid lens that neutralises most corneal astigmatism, which is why RGP lenses give excellent vision on irregular or astigmatic corneas. Fitting starts with keratometry, which measures the radius of curvature of the central cornea in its flattest and steepest meridians. A common starting rule is to choose a back optic zone radius equal to, or slightly flatter than, the flattest keratometry reading, described as fitting 'on K'.",
            "The fit is judged with fluorescein. A drop of sodium fluorescein is instilled, and under cobalt-blue light at the slit lamp, ideally with a yellow barrier filter, the thickness of the tear layer under the lens shows as green where tears are deep and dark where the lens is close to the cornea. An ideal alignment fit shows an even, thin green layer centrally, light touch in the mid-periphery, and a band of bright green edge clearance about 0.5 to 0.7 mm wide that allows tears to exchange. A steep fit shows central pooling with a dark ring of touch in the mid-periphery, and may trap bubbles; a flat fit shows central touch, a dark central area, with pooling towards the edge, and the lens tends to decentre, usually upward or sideways.",
            "Changing the back optic zone radius changes the power of the tear lens. As a rule, each 0.05 mm change in radius alters the tear lens by about 0.25 D: a lens fitted 0.10 mm steeper than K creates a tear lens of about +0.50 D, so the lens power must be made 0.50 D more negative to compensate. This rule, often summarised as 'steeper add minus, flatter add plus' (SAM-FAP), prevents a good fit from producing a poor refractive result.",
          ),
        },
      },
    ],
  },
  {
    slug: "coastal-geomorphology-waves-beaches-cliffs",
    discipline: "Coastal geomorphology",
    title: "Coastal Geomorphology: Waves, Beaches and Cliffs",
    description:
      "Why a beach erodes in winter and rebuilds in summer is the first question this module answers; it goes on to wave transformation in shallow water, longshore sediment transport and spits, cliff recession, and the geomorphology of salt marshes.",
    level: "intermediate",
    duration: "one semester (with a field week)",
    plantedGap: "salt marsh",
    modules: [
      {
        title: "Waves in Shallow Water",
        description: "What happens to a wave between deep water and the moment it breaks.",
        lesson: {
          title: "Shoaling, refraction and breaking",
          html: p(
            "Wind waves carry energy across the ocean with little loss, and it is only when they reach shallow water that they begin to do geomorphic work. In deep water, where the depth is greater than about half the wavelength, wave speed depends only on wave period: the deep-water wavelength is L₀ = gT²/2π, so a 10-second swell has a wavelength of about 156 m. As the wave enters water shallower than half its wavelength, it begins to feel the bottom. In shallow water its speed becomes √(gh), depending only on depth h; at a depth of 2 m that is about 4.4 m/s.",
            "Slowing has three consequences. First, shoaling: as the wave slows, its energy is compressed into a shorter wavelength, and its height increases. Second, refraction: the part of a wave crest in shallower water travels more slowly than the part in deeper water, so crests bend to become more nearly parallel to the depth contours. Refraction concentrates wave energy on headlands, where contours bulge seaward, and spreads it in bays, which is one reason headlands erode and bays accumulate sediment. Third, breaking: as height rises and depth falls, the wave becomes unstable. A commonly used approximation is that waves break when their height reaches about 0.78 times the water depth.",
            "How a wave breaks depends on its steepness and the slope of the beach, summarised by the Iribarren number, ξ = tan β / √(H/L₀), where tan β is the beach slope and H the wave height. Low values, below about 0.5, give spilling breakers, in which foam spills gradually down the front of the wave across a wide surf zone on a gentle beach. Values between about 0.5 and 3.3 give plunging breakers, which curl over and crash, delivering energy suddenly. Higher values, on steep beaches with long, low swell, give surging breakers that slide up the beach without fully breaking. The type of breaker matters because it controls where energy is dissipated and how sediment is moved.",
          ),
        },
      },
      {
        title: "Beach Profiles and Longshore Transport",
        description:
          "Beaches change shape with the seasons and move sediment along the shore; this module explains both.",
        lesson: {
          title: "Berms, bars and longshore drift",
          html:
            p(
              "A sandy beach is constantly adjusting its shape to the waves. Under low, long-period swell, typical of summer on many coasts, onshore transport dominates: sand moves up the beach and builds a broad berm, a nearly flat terrace at the top of the beach face. Under high, steep storm waves, typical of winter, the backwash and strong seaward bottom currents known as undertow carry sand offshore, the berm is cut back, and the sand is deposited in one or more bars below the low-water line. When calmer conditions return, the bars migrate landward and the berm rebuilds. The sand is not lost, only stored offshore, which is why a beach that looks stripped after a storm often recovers within months.",
              "Where waves approach at an angle to the shore, they also drive a longshore current in the surf zone. Sediment stirred up by breaking waves is carried along by this current, and on the beach face each swash runs up obliquely and the backwash returns straight down the slope, moving grains along the beach in a zigzag. The combined process is longshore drift. Its rate increases steeply with breaker height and depends on the angle of approach; the widely used CERC formula makes the volume transported proportional to H<sub>b</sub><sup>5/2</sup> sin 2α<sub>b</sub>, where H<sub>b</sub> is breaker height and α<sub>b</sub> the breaker angle, so transport is greatest when waves arrive at about 45°.",
            ) +
            "<ul><li><b>Spits</b> form where drift carries sediment past a change in coastline direction, such as a river mouth: Spurn Head in the Humber estuary is a classic example.</li><li><b>Tombolos</b> join an island to the mainland, as at Chesil Beach, which links Portland to the Dorset coast.</li><li><b>Groynes</b>, built to trap drift, cause accretion on their updrift side and erosion downdrift, moving a problem along the coast rather than solving it.</li></ul>",
        },
      },
      {
        title: "Cliffs and Their Retreat",
        description: "Rock strength, wave attack and slope failure, with rates from real coasts.",
        lesson: {
          title: "Why some cliffs retreat metres a year and others millimetres",
          html: p(
            "A sea cliff retreats through the combination of two sets of processes: marine processes at its foot, which erode and remove material, and subaerial processes on its face, such as weathering, rainfall and mass movement, which deliver material downslope. Retreat is fastest where marine erosion is effective and the rock is weak; it is slowest where the rock is strong and the foot of the cliff is protected.",
            "At the foot, waves erode by hydraulic action, the compression of air and water into cracks, and by abrasion, in which sand and pebbles thrown against the rock wear it away. Over time they cut a notch, undermining the cliff above until it fails. On resistant rocks the debris that falls forms a talus apron that protects the foot for years or decades until the waves remove it; on weak rocks it is removed within a single winter. The balance between the assailing force of the waves and the resisting strength of the rock, first expressed systematically by Sunamura, therefore controls the rate of retreat.",
            "Rates vary over several orders of magnitude. The cliffs of glacial till on the Holderness coast of East Yorkshire, among the fastest-eroding in Europe, retreat on average about 1.5 to 2 m a year, with losses of 10 m or more in single events; medieval villages recorded in documents now lie offshore. The chalk cliffs of southern England retreat typically by a few centimetres to tens of centimetres a year, but in large, rare falls. Granite cliffs in Cornwall may retreat by less than a millimetre a year. Averages conceal episodic behaviour: a cliff may be stable for decades and then lose many metres in a single landslide after heavy rain has raised groundwater pressure within it. Planners who use a single annual rate to set development setbacks must therefore allow for the size and probability of these events, not just the mean.",
          ),
        },
      },
    ],
  },
];
