/** Twenty-sixth held-out evaluation courses, intermediate level (Great Zimbabwe to newspaper digitisation); see ai-courses-heldout26.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT26_B: EvalCourse[] = [
  {
    slug: "great-zimbabwe-stone-trade-myth",
    discipline: "Great Zimbabwe history",
    title: "Great Zimbabwe: Stone, Gold and the Politics of the Past",
    description:
      "Granite walls up to eleven metres high still stand in the hills near Masvingo. This second-year history module reads them alongside the evidence of trade and excavation, taking in the Hill Complex and the Great Enclosure, the gold and ivory trade with the Swahili coast, the soapstone birds, and the colonial-era denial that Africans had built the city.",
    level: "intermediate",
    duration: "one semester (10 weeks, one lecture and one seminar a week)",
    plantedGap: "soapstone birds",
    modules: [
      {
        title: "The Hill Complex and the Great Enclosure",
        description: "We walk through the site as archaeologists now understand it, from the hilltop to the valley.",
        lesson: {
          title: "Reading the stone buildings",
          html: p(
            "Great Zimbabwe lies about 27 kilometres south-east of the modern town of Masvingo, on the southern edge of the Zimbabwe plateau. Radiocarbon dates and imported goods show that the site was occupied by farmers from the early second millennium AD, that stone building began in the thirteenth century, and that the town reached its height between about 1300 and 1450, when it may have housed somewhere between 10,000 and 18,000 people. Its builders were ancestors of the Shona-speaking peoples, and the word <i>dzimbabwe</i> is usually glossed as 'houses of stone' or 'venerated houses'.",
            "Archaeologists divide the site into three areas. The Hill Complex, on a granite hill some 80 metres above the valley, is the oldest, its walls linking and enclosing natural boulders; it is generally interpreted as the residence of the ruler and a centre of ritual. The Great Enclosure in the valley below is the largest single structure in sub-Saharan Africa built before the colonial era: an elliptical outer wall about 250 metres long and up to 11 metres high and 5 metres thick, enclosing a narrow passage and a solid conical tower about 9 metres tall. The Valley Ruins, a series of smaller enclosures, lie between the two.",
            "The walls were built without mortar from granite blocks split from exfoliating sheets of the local rock, a process helped by heating and cooling the surface. Archaeologists recognise three styles of coursing. The earliest, P style, has irregular courses; Q style, used in the finest parts of the Great Enclosure, has regular, carefully dressed blocks laid in even courses and sometimes topped with a chevron or dentelle pattern; R style is a later, rougher work. These walls did not carry roofs. Inside them people lived in houses of <i>daga</i>, a clay and gravel mixture, whose floors and platforms survive. Most scholars read the stone walls as markers of status and privacy, screening the elite from commoners, rather than as fortifications.",
          ),
        },
      },
      {
        title: "Gold, Ivory and the Indian Ocean",
        description:
          "The wealth that paid for the walls came from trade, and this module follows the goods from the plateau to Kilwa and beyond.",
        lesson: {
          title: "Great Zimbabwe in the Indian Ocean world",
          html: p(
            "Great Zimbabwe grew rich because it controlled, or taxed, the movement of goods between the gold-bearing plateau and the Swahili trading towns of the East African coast. The plateau's granite greenstone belts held gold which was won from shallow mines and panned from rivers, and its herds of elephants supplied ivory. These goods were carried to the coast, probably down the Save River valley, to the port of Sofala, and from there north to Kilwa Kisiwani, which in the fourteenth century was the most powerful of the Swahili city-states. From Kilwa they entered the Indian Ocean trade that linked Africa with Arabia, Persia, India and China.",
            "The evidence for this trade comes from objects found at Great Zimbabwe itself. Excavations have produced glass beads from India and Southeast Asia, fragments of Persian faience, a thirteenth- or fourteenth-century Syrian glass vessel, Chinese celadon and blue-and-white porcelain of the Yuan and Ming periods, and a copper coin minted at Kilwa in the name of a fourteenth-century sultan. A hoard found in the Renders Ruin in the Valley contained iron hoes, gongs and copper ingots alongside imported beads and porcelain.",
            "Historians have debated how central long-distance trade was. One school, associated with the archaeologist Peter Garlake and later Thomas Huffman, saw Great Zimbabwe's rise as closely tied to control of the gold trade, which had earlier enriched Mapungubwe in the Limpopo valley. Others stress that cattle were the true basis of wealth and political power on the plateau, and that trade goods were luxuries in the hands of a small elite. Most current accounts combine the two: cattle and agriculture sustained the population, while a ruling group used control of external trade to accumulate prestige goods and attract followers.",
            "From about 1450 the site declined, probably because of pressure on local grazing, wood and soils, and because trade routes shifted north to the Zambezi, where the Mutapa state and, later, Portuguese traders took over the commerce.",
          ),
        },
      },
      {
        title: "Colonial Myth and Archaeological Evidence",
        description:
          "Who did Europeans say had built Great Zimbabwe, why did they say it, and how was the claim overturned?",
        lesson: {
          title: "The 'mystery' that was never a mystery",
          html: p(
            "When Europeans first saw the ruins in the late nineteenth century, many refused to believe that Africans had built them. The German geologist Karl Mauch, who reached the site in 1871, proposed that it was a copy of the Queen of Sheba's palace and that a lintel of wood was cedar from Lebanon. After Cecil Rhodes's British South Africa Company occupied Mashonaland in 1890, such theories became politically useful: if the city had been built by Phoenicians or Arabs, colonisation could be presented as the return of civilisation to a land whose inhabitants had never possessed it.",
            "The company sponsored the antiquarian Theodore Bent to excavate in 1891. He concluded that the builders were of 'northern' origin. From 1902 the journalist Richard Nicklin Hall, appointed curator of the ruins, cleared away metres of deposits in search of treasure and foreign builders, destroying much of the stratigraphy that could have dated the site. In 1905 the British Association for the Advancement of Science sent the Egyptologist David Randall-MacIver, who found that the objects and buildings were entirely African and medieval. In 1929 Gertrude Caton-Thompson, excavating carefully with stratigraphic methods, confirmed his findings and dated the main building to the medieval period on the basis of imported goods.",
            "Later work has supported them in every respect, including radiocarbon dating from the 1950s onwards. Yet the myth persisted because it served politics. The white minority government of Rhodesia after 1965 pressured archaeologists and museum staff to avoid stating plainly that Africans were the builders, and guidebooks were censored; the archaeologist Peter Garlake left the country in 1970 after resisting this pressure. African nationalists, by contrast, made the site a symbol of their history, and in 1980 the independent state took the name Zimbabwe from it. The episode is now a standard case study in how archaeology can be made to serve, and can resist, political ends.",
          ),
        },
      },
    ],
  },
  {
    slug: "cosmetic-emulsions-rheology-preservation",
    discipline: "Cosmetic chemistry",
    title: "Formulating Cosmetic Creams and Lotions",
    description:
      "Getting a cream to stay smooth, safe and stable on a shelf for three years takes more chemistry than most people expect. Students who have completed general and organic chemistry work through emulsion types and the HLB system, thickeners and rheology, preservation and challenge testing, and sunscreen formulation.",
    level: "intermediate",
    duration: "one semester (3 lecture hours and one 3-hour laboratory a week)",
    plantedGap: "sunscreen",
    modules: [
      {
        title: "Emulsions and the HLB System",
        description:
          "Choosing an emulsifier by number: the hydrophilic-lipophilic balance and how to calculate what an oil phase requires.",
        lesson: {
          title: "Calculating a required HLB",
          html: p(
            "Most creams and lotions are emulsions: dispersions of droplets of one liquid in another with which it does not mix. In an oil-in-water (O/W) emulsion, the commonest type in skin care, oil droplets of about 1 to 10 micrometres are dispersed in a continuous water phase; such products feel light and wash off easily. In a water-in-oil (W/O) emulsion, typical of heavy night creams and barrier creams, water droplets sit in a continuous oil phase. Emulsions are thermodynamically unstable and would separate without an emulsifier, a surfactant that adsorbs at the oil-water interface, lowers the interfacial tension and forms a barrier around each droplet.",
            "In 1949 William Griffin of the Atlas Powder Company proposed the hydrophilic-lipophilic balance (HLB) scale for non-ionic surfactants. For polyethoxylated surfactants, HLB equals the weight percentage of the hydrophilic portion divided by 5, giving values from 0 to 20. Low-HLB emulsifiers (about 3 to 6), such as sorbitan oleate at 4.3, favour W/O emulsions; high-HLB emulsifiers (about 8 to 18), such as polysorbate 80 at 15.0, favour O/W emulsions.",
            "Each oil also has a 'required HLB', the HLB of the emulsifier system that best emulsifies it. The required HLB of an oil blend is the weighted average of its components. Suppose an oil phase is 70 per cent mineral oil (required HLB about 10.5) and 30 per cent cetyl alcohol (about 15.5). Its required HLB is 0.7 × 10.5 + 0.3 × 15.5 = 12.0. Using sorbitan stearate (HLB 4.7) and polysorbate 60 (HLB 14.9), the fraction <i>x</i> of polysorbate needed satisfies 14.9<i>x</i> + 4.7(1 − <i>x</i>) = 12.0, so <i>x</i> = 7.3 / 10.2 ≈ 0.72. The emulsifier blend is therefore about 72 per cent polysorbate 60 and 28 per cent sorbitan stearate.",
            "HLB is a starting point, not a guarantee. Formulators confirm the choice by making a series of test emulsions across a range of HLB values and checking for creaming and separation after centrifugation and storage at 40 °C.",
          ),
        },
      },
      {
        title: "Thickeners and Rheology",
        description:
          "Here we measure and control how a product flows, from the pump of a lotion bottle to the spread of a cream on skin.",
        lesson: {
          title: "Shear-thinning and the thickener toolbox",
          html:
            p(
              "Rheology is the study of how materials flow and deform, and it governs both the stability of a cosmetic and how it feels to the consumer. Water is a Newtonian fluid: its viscosity, about 1 mPa·s at 20 °C, does not change with how fast it is stirred. Almost all creams and gels, by contrast, are shear-thinning, or pseudoplastic: their viscosity falls as the shear rate rises. A shear-thinning lotion is thick enough in the bottle to keep droplets or particles from settling, yet thins under the high shear of pumping or rubbing on skin. Many products also show a yield stress, a minimum stress below which they do not flow at all, which lets a gel suspend beads indefinitely.",
              "Viscosity is measured with a rotational viscometer or rheometer. A single-point Brookfield reading (for example, spindle 4 at 10 rpm) is common for quality control, but it reveals little about shear-thinning. A rheometer sweeps the shear rate and plots a flow curve, while oscillatory tests measure the storage modulus G′ (elastic, solid-like behaviour) and the loss modulus G″ (viscous behaviour).",
            ) +
            "<table><tr><th>Thickener</th><th>Type</th><th>Typical use level</th><th>Notes</th></tr><tr><td>Carbomer</td><td>Cross-linked polyacrylic acid</td><td>0.2–0.5%</td><td>Thickens only when neutralised to pH 5.5–7; clear gels; sensitive to salts</td></tr><tr><td>Xanthan gum</td><td>Microbial polysaccharide</td><td>0.2–1.0%</td><td>Tolerant of salts and pH; can feel slimy at higher levels</td></tr><tr><td>Hydroxyethylcellulose</td><td>Modified cellulose</td><td>0.5–2.0%</td><td>Non-ionic; clear; good with surfactant systems</td></tr><tr><td>Cetearyl alcohol</td><td>Fatty alcohol</td><td>2–5%</td><td>Forms lamellar gel networks in O/W creams</td></tr></table>" +
            p(
              "Fatty alcohols deserve special mention: with a high-HLB emulsifier they form a lamellar gel phase in the water, which gives classic O/W creams their body and is why cream viscosity often keeps rising for days after manufacture.",
            ),
        },
      },
      {
        title: "Preservation and Challenge Testing",
        description:
          "Any product containing water will grow microbes unless it is preserved, and the preservative must be proved to work.",
        lesson: {
          title: "Designing and proving a preservative system",
          html: p(
            "Water-containing cosmetics are good growth media for bacteria, yeasts and moulds, and a contaminated product can spoil or cause infection, especially around the eyes. Manufacturers therefore add preservatives and must show, under the EU Cosmetics Regulation (EC) No 1223/2009, that the product is microbiologically safe. Only preservatives listed in Annex V of the Regulation may be used, each within a maximum concentration: phenoxyethanol up to 1.0 per cent, sodium benzoate up to 2.5 per cent in rinse-off products, and methylisothiazolinone now only in rinse-off products at up to 0.0015 per cent.",
            "A preservative works only in the water phase and only in a form it can reach. Organic acids such as benzoic and sorbic acid are active mainly in their undissociated form, so they perform well only below about pH 5.5. Preservatives that partition strongly into the oil phase leave the water phase unprotected, and some are inactivated by non-ionic surfactants or bound by packaging. For these reasons formulators usually combine two or more agents with different modes of action, such as phenoxyethanol with ethylhexylglycerin.",
            "The efficacy of the system is proved by a challenge test, standardised as ISO 11930. The product is deliberately inoculated with high numbers of five test organisms: <i>Pseudomonas aeruginosa</i>, <i>Staphylococcus aureus</i>, <i>Escherichia coli</i>, <i>Candida albicans</i> and the mould <i>Aspergillus brasiliensis</i>. Samples are counted at 7, 14 and 28 days. For the stricter criterion A, bacterial counts must fall by at least 3 log units (99.9 per cent) within 7 days with no increase thereafter, yeast by at least 1 log by day 7 with no later increase, and the mould must not increase by day 7 and must fall by at least 1 log by day 14.",
            "Packaging also matters: an airless pump exposes far less product to fingers than a jar, and products with low water activity or high ethanol may be exempt from further testing under ISO 29621.",
          ),
        },
      },
    ],
  },
  {
    slug: "cave-surveying-grades-calibration-loops",
    discipline: "Cave surveying",
    title: "Cave Surveying: From Survey Legs to Closed Loops",
    description:
      "Cavers who already move confidently underground learn here to produce a survey another team can trust: shooting compass-and-clinometer legs to a stated BCRA grade, calibrating digital instruments, finding and distributing loop closure errors, and drawing the final plan and elevation in Therion.",
    level: "intermediate",
    duration: "six weekends (classroom sessions plus three underground trips)",
    plantedGap: "Therion",
    modules: [
      {
        title: "Survey Legs and BCRA Grades",
        description:
          "A survey is only as useful as its stated accuracy, so we start with the British grading system and the discipline of recording a leg.",
        lesson: {
          title: "Shooting and grading a traverse",
          html:
            p(
              "A cave survey is built from a traverse, a chain of survey stations joined by legs. For each leg the team measures three quantities from one station to the next: the slope distance (tape or laser), the bearing (compass, in degrees from magnetic north) and the inclination (clinometer, in degrees above or below horizontal). From these the horizontal and vertical components of each leg follow by simple trigonometry. A leg of 8.00 m at a bearing of 040° and an inclination of −15° has a horizontal length of 8.00 × cos 15° = 7.73 m and a vertical drop of 8.00 × sin 15° = 2.07 m; its easting is 7.73 × sin 40° = 4.97 m and its northing 7.73 × cos 40° = 5.92 m. Adding these components station by station gives the coordinates of every point.",
              "Surveys in Britain are graded on the scale devised by the British Cave Research Association (BCRA), which has two parts. The line survey grade describes the precision of the centreline:",
            ) +
            "<ul><li>Grade 1: a sketch of low accuracy with no measurements.</li><li>Grade 3: a rough magnetic survey; angles measured to within ±2.5° and distances to within 0.5 m.</li><li>Grade 5: a magnetic survey with angles to ±1° and distances to the nearest centimetre, with station positions known to better than 0.1 m.</li><li>Grade X: a survey made with a theodolite or total station rather than compass and clinometer.</li></ul>" +
            p(
              "Grades 2, 4 and 6 are intermediate and are used only when the conditions of the neighbouring grades are not quite met. The second part, the passage detail grade from A to D, records how the walls were captured: from memory (A), estimated at the time (B), measured at survey stations only (C), or measured at stations and wherever else the shape changes (D). A good modern survey is typically BCRA 5D. Grading honestly matters more than grading high: a surveyor who claims grade 5 with an uncalibrated compass misleads everyone who later joins a new passage to that survey.",
            ),
        },
      },
      {
        title: "Calibrating Digital Instruments",
        description:
          "Why the DistoX must be calibrated, and how the calibration routine and field checks are actually done.",
        lesson: {
          title: "Calibration and checks for the DistoX",
          html: p(
            "Most cave surveys today are shot with a DistoX, an open-source modification by Beat Heeb that fits a three-axis magnetometer and three-axis accelerometer into a commercial laser distance meter (the DistoX2 is based on the Leica Disto X310). A single shot gives distance, bearing and inclination, and the data are sent by Bluetooth to a phone or tablet running a program such as TopoDroid. The instrument is fast and removes most reading and transcription errors, but its magnetic sensors must be calibrated, because the meter's own electronics, batteries and any nearby iron distort the field it measures.",
            "The calibration fits a mathematical model that corrects each sensor for offset, scale and misalignment relative to the laser beam. The standard routine uses 56 shots: a set of four shots along each of 14 directions spread around the sphere, with the instrument rolled through roughly 90° between the four shots of each set, so that the model can separate sensor errors from real directions. The calibration software reports an average error; a good calibration gives a value below about 0.5°, and values above 1° mean that the shots were poor or that there was magnetic material nearby.",
            "Several precautions matter. Calibrate outside the cave, well away from cars, reinforced concrete and steel, and remove metal objects such as a watch, headtorch battery or karabiner from the hand holding the device. Recalibrate after changing the batteries if their type differs, after a hard knock, and at least every few months.",
            "Underground, checks are made with every leg. Each leg is shot in both directions, a foresight and a backsight; the backsight bearing should differ from the foresight by 180° and the inclination should have the opposite sign. A discrepancy of more than about 2° suggests a magnetic anomaly, a misread station or a loose calibration, and the leg should be reshot immediately, when the mistake can still be fixed.",
          ),
        },
      },
      {
        title: "Loop Closure and Error Distribution",
        description:
          "When a traverse comes back to its start, the mismatch tells you how good the survey was; this module shows what to do with it.",
        lesson: {
          title: "Misclosure, blunders and least squares",
          html: p(
            "When a traverse returns to a station already surveyed, for example around a passage loop or through a second entrance linked to the surface survey, the calculated coordinates of that station will not agree exactly. The difference is the loop misclosure. It is expressed as a vector in three dimensions and, more usefully, as a percentage of the total length of the legs in the loop. Suppose a loop of 25 legs totals 400 m, and the computed end point lies 1.6 m east, 1.2 m south and 0.8 m below the start. The misclosure is √(1.6² + 1.2² + 0.8²) = √4.64 = 2.15 m, or 0.54 per cent of the loop length.",
            "Whether this is acceptable depends on the expected error, which grows with the square root of the number of legs when errors are random. Processing software such as Survex computes the expected error from the stated instrument precision and reports each loop's error as a multiple of it. A ratio well above about 3 suggests a blunder rather than random error: a misread bearing, a wrong station number, a survey taken from the wrong side of a station, or 'foresight-backsight' confusion. Blunders must be found and corrected, not distributed, because spreading a 30 m mistake around a loop distorts every passage in it.",
            "Surveyors hunt blunders by comparing loops that share legs. If two loops both close badly and the one leg they share is the only common factor, that leg is the likely culprit; reversing its bearing by 180° and recomputing is a standard test. Checking the original notes or the instrument's stored shots often reveals the error at once.",
            "Once blunders are removed, the remaining random misclosure is distributed across the legs. Survex uses a least-squares adjustment across the whole network at once, weighting legs according to their stated variances. The adjustment moves stations only by small amounts and leaves the survey self-consistent, so that passages that meet on the ground also meet on the plan.",
          ),
        },
      },
    ],
  },
  {
    slug: "tapestry-weaving-warp-colour-joins",
    discipline: "Tapestry weaving",
    title: "Tapestry Weaving: Structure and Colour",
    description:
      "Weft-faced tapestry is built one small shape at a time. Weavers who can already warp a frame go further, setting up a high-warp loom at an appropriate sett, blending colour by hatching and hachures, choosing between slits and interlocking joins, and weaving from a full-size cartoon.",
    level: "intermediate",
    duration: "twelve weeks (one 4-hour studio session a week)",
    plantedGap: "cartoon",
    modules: [
      {
        title: "Looms, Warp and Sett",
        description:
          "We set up a high-warp loom and work out how closely the warp must be spaced for the weft and image we want.",
        lesson: {
          title: "High warp, low warp and the choice of sett",
          html: p(
            "Tapestry is a weft-faced plain weave: the weft is packed down so densely that it covers the warp completely, and the image is made by weaving each area of colour separately with its own small bobbin or butterfly of weft, rather than by passing one weft from selvedge to selvedge. The warp is therefore invisible in the finished piece, but it determines the scale of detail the weaver can achieve.",
            "Two kinds of loom have been used since the Middle Ages. On the high-warp (<i>haute-lisse</i>) loom the warp is stretched vertically between two rollers, and the weaver opens the sheds by hand, pulling forward groups of warps with leashes, or string heddles, attached to a bar above. On the low-warp (<i>basse-lisse</i>) loom the warp is horizontal and the sheds are opened with foot treadles, which is faster but means the weaver works from the back of the tapestry. The Gobelins manufactory in Paris is best known for high-warp weaving, while Aubusson and Beauvais used low-warp looms for most production.",
            "The sett is the number of warp ends per unit width. Fine historic tapestries may have 8 to 10 ends per centimetre; most contemporary studio tapestry uses 3 to 6 ends per centimetre (roughly 8 to 15 ends per inch). The weft must be fine enough to cover the warp when beaten, which means balancing three things: the warp's thickness, the spacing, and the weft's bulk. A practical test is to weave a 5 cm sample: if the warp shows through as a 'pebbly' surface, the weft is too fine or the sett too open; if the weft cannot be packed down and the piece widens, the sett is too close.",
            "Cotton seine twine, such as 12/6 or 12/9, is a common warp because it is strong, smooth and does not stretch. Wool is the usual weft, often several fine strands used together so that colours can be mixed within one bobbin. Warp tension must be even and high, as a slack warp leads to wavy edges and 'draw-in', where the tapestry narrows as it grows.",
          ),
        },
      },
      {
        title: "Blending Colour: Hatching and Hachures",
        description:
          "Weft-faced weave cannot mix colours as paint does, so tapestry weavers invented ways to make one colour pass into another.",
        lesson: {
          title: "Techniques for shading",
          html:
            p(
              "Because each pass of weft in tapestry is a solid line of a single colour, gradual shading must be created optically, by interlocking small areas of two colours so that the eye mixes them at a distance. Over several centuries weavers developed a repertoire of techniques for doing so.",
            ) +
            "<table><tr><th>Technique</th><th>How it is woven</th><th>Effect</th></tr><tr><td>Hatching</td><td>Two colours alternate in rows of passes of irregular, tapering length, each penetrating the other's area</td><td>A soft, uneven transition, used widely in medieval tapestry</td></tr><tr><td>Hachures</td><td>Regular, pointed triangles of one colour woven into another, diminishing in length</td><td>A crisp, graphic gradation typical of the Gothic and Renaissance workshops</td></tr><tr><td>Pick-and-pick</td><td>Two colours alternated pass by pass in the same shed sequence</td><td>Vertical stripes; thin lines or texture</td></tr><tr><td>Weft blending</td><td>Strands of different colours combined in one bobbin and changed one strand at a time</td><td>A smooth graduated shift, much used in modern tapestry</td></tr></table>" +
            p(
              "Hatching is the most flexible. Imagine weaving a red area that must fade into blue. Weave red in a wedge reaching two or three warps into the blue area, then blue in a wedge reaching back into the red; repeat, making successive wedges shorter or longer to control the rate of the change. Because the wedges are built up in the shape of the colour area rather than in straight rows, this technique also shapes forms and can suggest folds in drapery, which is why medieval weavers used it for faces and clothing.",
              "Weft blending exploits a multi-strand weft. If a bobbin carries four strands, a gradient from dark green to yellow might move through four green; three green and one yellow; two and two; one green and three yellow; and four yellow. Each step is woven for a few centimetres. The more strands in the bobbin, the finer the steps available.",
              "All shading techniques should be tested on a sample at the final sett before use, since their effect at a viewing distance of several metres differs greatly from how they look at the loom.",
            ),
        },
      },
      {
        title: "Slits and Joins",
        description:
          "Where two colour areas meet along the warp, the weaver must decide whether to leave a slit or join them, and how.",
        lesson: {
          title: "Slit, dovetail and interlock",
          html:
            p(
              "In tapestry each colour area is woven separately, so wherever two areas meet along a vertical line, parallel to the warp, the two wefts turn back around adjacent warps and leave a slit between them. Horizontal or diagonal boundaries cause no problem, because the change of colour happens across successive passes. The vertical boundaries are the weaver's constant structural decision, and they are also a design decision, since a slit or join shows as a line in the finished piece.",
              "Slit tapestry leaves the opening unjoined. Short slits of one or two centimetres are harmless and can even add a crisp shadow line; kilims from Anatolia and Persia use the stepped slits of diagonal patterns deliberately. Long slits, however, weaken the tapestry, gape when it is hung, and must either be sewn up afterwards from the back or avoided. European workshops routinely sewed their slits, and much conservation work on historic tapestries is the resewing of old slit seams that have failed.",
              "Joins close the boundary during weaving. The main methods are these:",
            ) +
            "<ul><li>Dovetailing: the two wefts turn alternately around one shared warp, in single or grouped passes. It is simple and strong, but leaves a slightly toothed line and builds up bulk on the shared warp.</li><li>Single interlock: the two wefts link with each other between two adjacent warps on every pass or every second pass. The join is neat on the front, while a small ridge forms on the back.</li><li>Double interlock: each weft loops through the previous loop of the other, producing a very flat, clean join on the front; it is found in Scandinavian and ancient Peruvian weaving and requires weaving both areas at once.</li></ul>" +
            p(
              "As a rule of thumb, dovetail where a soft boundary is wanted, interlock where the line must be crisp, and leave slits only where they are short or where they will be sewn. Whatever the method, keep wefts relaxed in a gentle arc (bubbling) before beating, to stop the join from pulling in.",
            ),
        },
      },
    ],
  },
  {
    slug: "newspaper-digitisation-capture-ocr-alto",
    discipline: "Newspaper digitisation",
    title: "Digitising Historic Newspapers",
    description:
      "Millions of pages of old newspapers are now searchable online, but only as well as they were scanned, read by machine and encoded. Library and archive professionals study the choice between microfilm and print as a capture source, OCR of historic type and how its accuracy is measured, METS/ALTO encoding and article segmentation, and copyright clearance for twentieth-century titles.",
    level: "intermediate",
    duration: "eight weeks online (about 5 hours a week)",
    plantedGap: "copyright",
    modules: [
      {
        title: "Capture: Microfilm or Paper?",
        description:
          "Most large programmes scan microfilm rather than the papers themselves, and this module weighs what is gained and lost by that choice.",
        lesson: {
          title: "Choosing and specifying the capture source",
          html: p(
            "A digitisation programme must first decide what to scan. Many newspapers survive both as bound volumes of the original papers and as 35 mm microfilm made from the 1950s onwards, much of it to preserve brittle wood-pulp paper that was crumbling in use. Large national projects, such as Chronicling America in the United States (the National Digital Newspaper Program, NDNP) and many European programmes, have scanned mainly from microfilm. Film scanners are fast and automated, handling a 30-metre reel of about 800 to 1,000 pages in well under an hour with no handling of fragile originals, and the cost per page is a fraction of flatbed or overhead capture of paper.",
            "The price is quality. Microfilm is a high-contrast, black-and-white, photographic copy, often made decades ago under variable conditions. It loses colour, halftone illustrations become blotchy, and a scratched, underexposed or out-of-focus frame cannot be improved by any scanner. Scanning the original papers with an overhead scanner gives colour, captures photographs properly and usually produces better OCR, but it is slow, requires careful conservation handling, and the originals of many titles no longer exist.",
            "Whichever source is used, the specification matters more than the equipment. The NDNP technical guidelines, widely copied, require scanning from a second-generation duplicate silver negative rather than the camera master, at 8-bit greyscale and a resolution of 300 to 400 pixels per inch relative to the original page. Bitonal (1-bit) scanning, common in the 1990s, is now discouraged because it throws away the grey information that OCR engines and human readers use to separate faint type from background.",
            "Master files are normally saved as uncompressed TIFF and derivatives as JPEG 2000 for delivery. Quality control should examine a sample of every batch for skew, cropping that cuts off text, missing or duplicated pages, and wrong dates, since a missing issue found after a project has closed is costly to recover.",
          ),
        },
      },
      {
        title: "OCR of Historic Type",
        description:
          "How accurate is 'accurate'? We measure OCR quality and look at what makes old newspapers hard for machines to read.",
        lesson: {
          title: "Measuring and improving OCR accuracy",
          html:
            p(
              "Optical character recognition (OCR) converts an image of a page into machine-readable text, and for newspaper collections it is what makes full-text search possible. Historic newspapers are among the hardest material for OCR. Columns are narrow and tightly set, type is small and often worn, ink bleeds through thin paper, pages are torn and foxed, and layouts mix headlines, advertisements and illustrations. Earlier typefaces bring further problems: the long s (ſ) is easily read as f, and German-language papers printed in Fraktur need engines trained specifically for that type.",
              "OCR quality is measured by comparing output with a manually keyed 'ground truth' transcription of a sample of pages. The character error rate (CER) is the number of insertions, deletions and substitutions needed to turn the OCR text into the ground truth, divided by the number of characters in the ground truth. Word error rate (WER) is computed the same way over words. The two diverge sharply: with an average word length of about five characters plus a space, a CER of 2 per cent can produce a WER of roughly 10 per cent, because a single wrong letter spoils a whole word for searching.",
            ) +
            "<ul><li>Word accuracy above about 90 per cent supports reasonable keyword search.</li><li>Below about 80 per cent, many searches for names and rare terms fail.</li><li>Reported accuracy for raw OCR of nineteenth-century newspapers in the 2000s often lay between 70 and 90 per cent, as Rose Holley found in her 2009 study of the Australian Newspapers Digitisation Program.</li></ul>" +
            p(
              "Accuracy can be improved at several stages: better capture; image preprocessing, including deskewing and removing noise; engines or models trained on similar material, such as Tesseract or Transkribus models for Fraktur; and crowdsourced correction. The National Library of Australia's Trove service showed that volunteers would correct OCR text in great volume, correcting many millions of lines within a few years.",
            ),
        },
      },
      {
        title: "METS/ALTO and Article Segmentation",
        description:
          "The text is only half the product; this module explains the standards that record where every word sits and which words belong to which article.",
        lesson: {
          title: "Encoding pages and articles",
          html: p(
            "Storing OCR output as plain text loses the information that makes a newspaper navigable: where each word sits on the page and how words are grouped into articles. The standard solution, adopted by most national libraries, combines two XML schemas maintained by the Library of Congress. ALTO (Analyzed Layout and Text Object) describes the layout and text of one page. METS (Metadata Encoding and Transmission Standard) wraps the files of an issue together and describes its logical structure.",
            "An ALTO file is organised hierarchically. Inside the <code>PrintSpace</code> of a page are <code>TextBlock</code> elements, containing <code>TextLine</code> elements, containing <code>String</code> elements for individual words. Each element carries coordinates (<code>HPOS</code>, <code>VPOS</code>, <code>WIDTH</code>, <code>HEIGHT</code>) measured from the top left of the page image, and each <code>String</code> has a <code>CONTENT</code> attribute with the recognised word and can carry a word confidence (<code>WC</code>) between 0 and 1. These coordinates let a viewer highlight the search term on the page image, and the confidence values let a library estimate the quality of whole collections without ground truth.",
            "Article segmentation is the task of deciding which blocks belong to which article, including articles that continue in another column or on another page. It is done by software and checked by operators, or in cheaper projects not done at all, in which case users search and retrieve whole pages. In a segmented METS/ALTO package, the METS file has a physical structure map listing the pages and a logical structure map listing issue, sections and articles, where each article points, by identifier, to the ALTO <code>TextBlock</code>s that compose it. Headline, byline and body can be distinguished, so a user can retrieve one article as clean text.",
            "Segmentation roughly doubles or triples the cost per page, which is why many programmes segment only selected titles. The Europeana Newspapers project, which processed about ten million pages from European libraries between 2012 and 2015, published a METS/ALTO profile to help libraries exchange such data consistently.",
          ),
        },
      },
    ],
  },
];
