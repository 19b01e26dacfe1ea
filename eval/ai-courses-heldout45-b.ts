/** Forty-fifth held-out evaluation courses, intermediate level (mangrove ecology to Wari history); see ai-courses-heldout45.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT45_B: EvalCourse[] = [
  {
    slug: "mangrove-forests-salt-mud-and-carbon",
    discipline: "Mangrove ecology",
    title: "Mangrove Forests: Salt, Mud and Carbon",
    description:
      "Mangrove forests fringe some 147,000 square kilometres of tropical and subtropical coast, and this second-year module asks how they live there: adaptations to salt and waterlogged mud, zonation across the intertidal, carbon storage in sediments, and the fisheries they support.",
    level: "intermediate",
    duration: "one semester (2 lectures and a practical a week)",
    plantedGap: "fisheries",
    modules: [
      {
        title: "Living with Salt and Anoxia",
        description:
          "Roots that breathe through the mud and leaves that excrete salt are examined here, species by species.",
        lesson: {
          title: "Ultrafiltration, salt glands and pneumatophores",
          html:
            p(
              "Mangroves are not a single lineage but an ecological group: about 70 species of trees and shrubs from some 16 families that independently evolved to live in the intertidal zone of tropical and warm-temperate coasts. Two stresses dominate their lives. The water around their roots is saline, often 35 practical salinity units or more, and the mud they grow in is waterlogged and anoxic a few millimetres below the surface.",
              "Species deal with salt in three broad ways. Salt excluders, including Rhizophora and Bruguiera, keep more than 90 per cent of the salt out at the root surface by ultrafiltration through suberised membranes, drawing nearly fresh water into the xylem under strong tension. Salt secretors, notably Avicennia and Aegiceras, admit more salt and pump the excess out through glands on the leaf surface, where crystals can be seen on dry days. Many species also accumulate salt in older leaves, which are then shed, and store compatible solutes such as mannitol and proline to balance the osmotic potential of their cells.",
            ) +
            "<table><tr><th>Genus</th><th>Salt strategy</th><th>Aerial roots</th><th>Propagule</th></tr><tr><td>Rhizophora</td><td>Exclusion</td><td>Stilt (prop) roots</td><td>Long viviparous hypocotyl</td></tr><tr><td>Avicennia</td><td>Secretion</td><td>Pencil pneumatophores</td><td>Cryptoviviparous</td></tr><tr><td>Bruguiera</td><td>Exclusion</td><td>Knee roots</td><td>Viviparous</td></tr><tr><td>Sonneratia</td><td>Partial exclusion</td><td>Conical pneumatophores</td><td>Berry with seeds</td></tr></table>" +
            p(
              "Anoxic mud is solved by aerial roots. The pneumatophores of Avicennia rise vertically from cable roots and are dotted with lenticels; while the tide covers them, oxygen in the aerenchyma is consumed and the carbon dioxide produced dissolves readily in the surrounding water, so the gas pressure inside falls; when the tide retreats and the lenticels are exposed, fresh air is drawn in. Oxygen diffuses down through the aerenchyma, and some leaks from the root tips, oxidising a thin rhizosphere around them.",
            ),
        },
      },
      {
        title: "Zonation Across the Intertidal",
        description:
          "Field transects at three sites let us test the competing explanations for why species occur in bands parallel to the shore.",
        lesson: {
          title: "Why mangroves grow in bands",
          html: p(
            "Walk from the seaward edge of a mangrove forest towards the land and the species change, often in bands parallel to the shore. In many Indo-West Pacific forests Avicennia and Sonneratia form the outer fringe, Rhizophora dominates the middle, and Bruguiera, Ceriops and Xylocarpus occupy the landward, less frequently flooded ground. In the Caribbean the classic sequence runs from red mangrove (Rhizophora mangle) at the water's edge through black mangrove (Avicennia germinans) to white mangrove (Laguncularia racemosa) and buttonwood inland. This pattern is zonation, and explaining it has occupied ecologists since the early twentieth century.",
            "Several hypotheses compete, and they are not mutually exclusive. Early workers interpreted zones as stages of succession, with the forest building land and advancing seaward, but later research showed that zonation is better explained by present-day gradients. The strongest is the gradient in inundation: the lower the ground, the more often and longer it is flooded, and species differ in their tolerance of flooding and the anoxia it brings. Salinity varies too, often rising towards the landward side where evaporation concentrates salt between rare spring tides, so that hypersaline flats may support only stunted Avicennia or none.",
            "Biotic processes also sort species. Propagules differ in size and buoyancy, and tidal sorting strands large ones at different heights from small ones, an idea tested by Rabinowitz in Panama in the 1970s. Her experiments showed, however, that propagules of most species could establish across the zones, which shifts attention to what happens after stranding. Seed predation by grapsid crabs is often heavy and varies by species and zone: in parts of Queensland crabs eat most Avicennia propagules in the mid-intertidal, restricting that species to zones where crabs are fewer. Competition for light among saplings completes the picture. A field transect that records elevation, flooding frequency, porewater salinity and crab density at each plot can test these explanations directly.",
          ),
        },
      },
      {
        title: "Blue Carbon in Mangrove Sediments",
        description: "Most mangrove carbon lies below ground, and the module shows how to measure and account for it.",
        lesson: {
          title: "Counting carbon in the mud",
          html:
            p(
              "Mangroves are among the most carbon-dense forests on Earth. A global synthesis by Donato and colleagues in 2011 estimated an average of about 1,000 tonnes of carbon per hectare in Indo-Pacific mangroves, several times the stock of most upland tropical forests, and found that 49 to 98 per cent of it lay in the soil rather than in the trees. Carbon stored in coastal vegetated ecosystems, mangroves, salt marshes and seagrass meadows, is known as blue carbon.",
              "Soil carbon accumulates because waterlogged, anoxic sediment slows decomposition. Fine roots die in place, leaf litter is buried by crabs, and tides trap organic particles from the water. As sea level rises slowly, sediment builds upward, so that carbon can accumulate for thousands of years in deposits several metres deep. Sulfate reduction in marine sediment also suppresses methane production, so mangroves emit far less methane than freshwater wetlands.",
              "Field methods follow protocols such as those of Kauffman and Donato (2012):",
            ) +
            "<ul><li>Trees: measure diameter at breast height, or above the highest prop root for Rhizophora, and convert to biomass with species-specific allometric equations; carbon is taken as about 47 to 50 per cent of dry mass.</li><li>Soil: drive a corer to refusal or to a fixed depth, commonly 1 m or more, and take samples at set intervals.</li><li>Laboratory: determine dry bulk density (g cm⁻³) and organic carbon content (per cent) for each sample.</li><li>Calculation: carbon density = bulk density × carbon fraction × interval thickness, summed over the core.</li></ul>" +
            p(
              "For example, a 15 cm interval with a bulk density of 0.6 g cm⁻³ and 6 per cent carbon holds 0.6 × 0.06 × 15 = 0.54 g C per cm², or 54 t C per hectare. When mangroves are cleared for shrimp ponds, the exposed soil oxidises and much of this stock returns to the atmosphere.",
            ),
        },
      },
    ],
  },
  {
    slug: "terrazzo-installation-matrix-to-finish",
    discipline: "Terrazzo",
    title: "Terrazzo Installation: Matrix to Finish",
    description:
      "Trade-level training in terrazzo that takes second-year apprentices through cementitious and epoxy matrices, aggregate selection and divider-strip layout, grinding and sealing, and the restoration of historic floors.",
    level: "intermediate",
    duration: "6 weeks, block release",
    plantedGap: "restoration",
    modules: [
      {
        title: "Cement and Epoxy Matrices",
        description: "Two binders, two very different systems: when to specify each, and how they are laid.",
        lesson: {
          title: "Choosing a system",
          html:
            p(
              "Terrazzo is a composite of decorative aggregate, traditionally marble chips, held in a binder called the matrix and ground flat to expose the chips. Modern practice recognises two families of system. Cementitious terrazzo, the older, uses Portland cement, often white and pigmented, as the matrix. Resinous or thin-set terrazzo, developed from the 1970s, uses a two-part epoxy resin. The choice affects thickness, weight, curing time, colour range and cost.",
              "Cementitious systems are laid thick. In the traditional sand-cushion system, a bed of dry sand or a slip sheet separates a reinforced underbed of sand and cement from the structural slab, isolating the floor from slab movement; the total depth is around 65 to 75 mm. Bonded systems place the underbed directly on a roughened slab at about 45 mm, and monolithic systems lay a 13 to 16 mm topping straight onto a suitably prepared new slab. Cement terrazzo is hard-wearing, tolerates moisture vapour from the slab and suits exterior work, but it is heavy and takes days to cure before grinding.",
              "Epoxy terrazzo is laid only 6 to 10 mm thick and weighs a fraction as much, which matters in upper floors and refurbishment. It cures overnight, accepts vivid colours and fine detail, and is far less prone to cracking. It needs a dry, sound substrate, however: high moisture vapour emission from a concrete slab can cause blistering and debonding, so slabs are tested, for example by the calcium chloride method or in-situ relative humidity probes, before laying.",
            ) +
            "<table><tr><th>Property</th><th>Sand-cushion cement</th><th>Epoxy thin-set</th></tr><tr><td>Typical thickness</td><td>65–75 mm</td><td>6–10 mm</td></tr><tr><td>Approx. weight</td><td>130–150 kg/m²</td><td>15–20 kg/m²</td></tr><tr><td>Cure before grinding</td><td>3–5 days</td><td>about 24 hours</td></tr><tr><td>Exterior use</td><td>Yes</td><td>No (UV yellowing)</td></tr></table>",
        },
      },
      {
        title: "Aggregates and Divider Strips",
        description:
          "Layout is where the design becomes a floor, so this module covers chip grading, mix proportions and the setting of strips to line and level.",
        lesson: {
          title: "Chips, strips and the design",
          html: p(
            "Terrazzo aggregate is graded by size. In North American practice chips are numbered: No. 0 passes a 3 mm screen, No. 1 is 3 to 6 mm, No. 2 is 6 to 10 mm, and so on up to No. 8 at about 25 to 28 mm. A standard cement terrazzo mix might combine No. 1 and No. 2 chips; 'Venetian' terrazzo adds large chips of No. 3 to No. 8 with small ones filling between, and 'rustic' terrazzo is washed rather than ground to leave chips standing proud. Marble is still the commonest aggregate because it grinds and polishes evenly, but granite, recycled glass, mother-of-pearl and porcelain are widely used, especially in epoxy. Any aggregate must be hard enough to polish yet not so much harder than the matrix that it stands up after grinding; the industry generally asks for an abrasion hardness comparable to marble's.",
            "Proportions for cement terrazzo are set by volume, typically 200 lb of chips to each 94 lb bag of cement, roughly two parts aggregate to one of cement by weight, with pigment up to 10 per cent of the cement weight. The aim after grinding is that at least 70 per cent of the surface is aggregate. In epoxy systems the manufacturer specifies the ratio of resin to filler and chips, and the mix must be placed within its pot life, often 30 to 45 minutes.",
            "Divider strips, of brass, zinc, aluminium or plastic, are set into the underbed or bonded to the slab before the topping is laid. They have two functions. First, they form the design, outlining each colour field; the strips are bent to curves on site or cut by waterjet from drawings. Second, in cement systems they control cracking by dividing the floor into panels, usually no more than about 1.2 to 1.8 m on a side in bonded work, and they must be placed over any joint in the structural slab. Strips are set to a level line so that their top edges will be ground flush with the finished surface.",
          ),
        },
      },
      {
        title: "Grinding, Grouting and Sealing",
        description:
          "Students run the planetary grinder through the grit sequence and learn to judge the cut, the grout coat and the seal.",
        lesson: {
          title: "Exposing the chips",
          html:
            p(
              "A terrazzo floor is not finished until it has been ground, because the surface of freshly laid topping is a skin of matrix that hides the aggregate. Grinding removes this skin, levels the floor to the tops of the divider strips and exposes the chips in cross-section. Cement terrazzo is ground wet, usually after three to five days, when the matrix is strong enough to hold the chips but still soft enough to cut efficiently; epoxy can be ground the day after placement, wet or dry with dust extraction.",
              "The work proceeds through a sequence of abrasives, each removing the scratches of the one before:",
            ) +
            "<ul><li>Initial grind with coarse stones or metal-bond diamonds, about 24 to 60 grit, until the chips are uniformly exposed across the floor and the strips show as clean lines.</li><li>Grout coat: a thin slurry of matrix of the same colour is trowelled over the floor to fill pinholes and voids opened by grinding, and left to cure (about 72 hours for cement).</li><li>Intermediate grind at 80 to 200 grit to remove the grout film, leaving it only in the voids.</li><li>Fine grind and hone with resin-bond diamonds from 400 grit upward to the specified finish, typically 800 to 1500 grit for a satin or polished floor.</li></ul>" +
            p(
              "Grinding slurry from cement terrazzo is strongly alkaline and must be collected with a wet vacuum and disposed of as the regulations require, not washed into drains. Once the floor is thoroughly clean and dry, a penetrating sealer is applied to reduce staining; on cement terrazzo it should be breathable and have a pH between 7 and 10 so as not to etch marble. Cleaners must likewise be pH-neutral: acidic products dissolve calcite and dull the chips.",
            ),
        },
      },
    ],
  },
  {
    slug: "stuttering-assessment-and-adult-therapy",
    discipline: "Stuttering therapy",
    title: "Stuttering: Assessment and Adult Therapy",
    description:
      "Speech and language therapy students in their second year learn to assess and treat developmental stuttering, working from its nature and onset through measuring fluency to the Lidcombe Program for young children and stuttering modification for adults.",
    level: "intermediate",
    duration: "one semester (12 weeks, with clinical placement)",
    plantedGap: "Lidcombe Program",
    modules: [
      {
        title: "What Stuttering Is",
        description:
          "Core behaviours, secondary behaviours and the feelings beneath them, with current evidence on onset and recovery.",
        lesson: {
          title: "Core behaviours, onset and recovery",
          html: p(
            "Developmental stuttering is a disorder of speech fluency that begins in childhood. Its core behaviours, the involuntary disruptions that define it, are of three kinds: repetitions of sounds, syllables or one-syllable words ('b-b-b-ball', 'I-I-I want'); prolongations of sounds ('ssssun'); and blocks, in which the speaker cannot initiate or continue a sound and airflow and voice stop, often with visible tension. These differ from the normal disfluencies of all speakers, such as phrase repetitions, revisions and fillers like 'um', which are produced without tension or loss of control.",
            "Around the core behaviours, many people who stutter develop secondary behaviours: escape behaviours such as eye blinks, head jerks or a sudden push of breath to release a block, and avoidance behaviours such as substituting words, pretending not to know an answer or avoiding the telephone. The experience of stuttering also includes feelings and attitudes, anxiety, shame, frustration, that can affect education, work and relationships more than the disfluencies themselves. Joseph Sheehan compared stuttering to an iceberg: the visible part is small beside what lies beneath.",
            "Onset usually falls between 2 and 4 years of age, during a period of rapid language growth; the cumulative incidence by age 4 may be as high as 11 per cent, according to a large Australian cohort study by Reilly and colleagues (2013). Most children recover without formal treatment, estimates of natural recovery ranging from about 65 to 80 per cent, usually within two to three years of onset. Persistent stuttering affects roughly 1 per cent of adults and is three to four times as common in men as in women. Factors associated with persistence include a family history of persistent stuttering, male sex, onset after age 3½ and stuttering that has lasted longer than 12 months.",
            "Stuttering is not caused by anxiety or by parenting. Twin studies show heritability of around 70 per cent, and imaging studies find differences in left-hemisphere speech motor networks and in the basal ganglia circuits that time speech movements.",
          ),
        },
      },
      {
        title: "Measuring Fluency",
        description:
          "The clinician learns to count percentage of syllables stuttered, rate severity with the SSI-4 and capture the speaker's own experience.",
        lesson: {
          title: "Percent syllables stuttered and beyond",
          html:
            p(
              "Assessment of stuttering must capture both what a listener can observe and what the speaker experiences. The most widely used observable measure is percentage of syllables stuttered (%SS). The clinician counts every syllable spoken in a sample of at least several hundred syllables, marks each one that is unambiguously stuttered, and divides. If a client speaks 412 syllables in a conversation and 27 are stuttered, %SS = 27 ÷ 412 × 100 = 6.6 per cent. Samples should be taken in more than one situation, for example in the clinic and in a phone call or a recording from home, because stuttering varies greatly with setting.",
              "Severity ratings complement counts. Many clinicians use a 10-point scale on which 0 is no stuttering, 1 extremely mild and 9 extremely severe; clinicians and clients can both learn to use it reliably, and clients can rate their own speech every day between sessions. The Stuttering Severity Instrument, fourth edition (SSI-4), by Glyndon Riley, combines three scores into a total:",
            ) +
            "<ul><li>Frequency: %SS in speaking and, for readers, reading tasks, converted to a task score;</li><li>Duration: the mean of the three longest stuttering events, timed to a tenth of a second;</li><li>Physical concomitants: distracting sounds, facial grimaces, head movements and movements of the extremities, each rated 0 to 5.</li></ul>" +
            p(
              "Because the speaker's experience is central, assessment also uses self-report. The Overall Assessment of the Speaker's Experience of Stuttering (OASES) asks about general perspectives, affective and cognitive reactions, communication in daily situations and quality of life, and yields an impact rating from mild to severe. Two adults with identical %SS may differ completely on OASES, and the treatment goals negotiated with each should reflect that.",
            ),
        },
      },
      {
        title: "Stuttering Modification for Adults",
        description:
          "Van Riper's approach teaches the adult to stutter more easily rather than not at all, and this module takes you through its phases.",
        lesson: {
          title: "Identification to stabilisation",
          html: p(
            "Adult treatments fall into two broad families. Fluency shaping approaches, such as prolonged speech, teach a new speech pattern, slowed, with gentle onsets and continuous voicing, that is incompatible with stuttering and is then gradually brought back towards natural speech. Stuttering modification approaches, associated above all with Charles Van Riper, aim instead to reduce fear and avoidance and to change the moments of stuttering into shorter, easier, less tense events. Many clinicians now integrate both, but stuttering modification has a distinct structure worth learning on its own terms.",
            "Van Riper described four phases, often abbreviated MIDVAS when desensitisation and variation are separated out. In identification, the client studies his or her own stuttering in detail, using mirrors and recordings to catalogue core and secondary behaviours and the situations that provoke them. In desensitisation, the client reduces fear by deliberately confronting it: voluntary (pseudo-) stuttering on non-feared words, telling listeners about the stutter, and entering avoided situations. In modification, the client learns three techniques in sequence. Cancellation means finishing a stuttered word, pausing briefly, then saying the word again with a slow, easy, controlled stutter. Pull-outs change the stutter while it is happening, easing out of the block by slowing and relaxing rather than pushing. Preparatory sets apply the same easy onset before an anticipated stutter begins. Finally, in stabilisation, the client becomes his or her own clinician, practising the techniques independently and planning for relapse.",
            "Outcomes are judged by more than %SS. Success in this approach includes less avoidance, more participation in speaking situations and reduced negative reactions, measured with tools such as OASES. Relapse after any adult treatment is common, and maintenance sessions or self-help groups help clients keep their gains.",
          ),
        },
      },
    ],
  },
  {
    slug: "wildland-fire-behaviour-fuels-weather",
    discipline: "Wildfire science",
    title: "Wildland Fire Behaviour: Fuels, Weather and Spread",
    description:
      "Fire behaviour in wildland fuels is the subject of this module, which works through combustion and the fire environment, Rothermel's surface spread model, fuel moisture and fire danger indices, and prescribed burning.",
    level: "intermediate",
    duration: "one semester (3 credit hours)",
    plantedGap: "prescribed burning",
    modules: [
      {
        title: "Combustion and the Fire Environment",
        description:
          "Starting from the fire triangle, we build up to the fire behaviour triangle of fuels, weather and topography.",
        lesson: {
          title: "From fire triangle to fire environment",
          html:
            p(
              "Combustion of vegetation is a rapid oxidation of cellulose, hemicellulose and lignin that releases heat. It requires fuel, oxygen and enough heat to raise the fuel to ignition, the familiar fire triangle. In wildland fuels it proceeds in stages. Preheating drives off moisture, a step that consumes about 2.26 MJ for every kilogram of water evaporated. Pyrolysis, beginning around 200 to 300 °C, breaks the solid fuel down into flammable gases and char. Flaming combustion occurs when those gases mix with air and burn, and smouldering combustion continues as the char oxidises slowly at the surface, often for hours after the flame front has passed.",
              "At the landscape scale, fire scientists speak of the fire behaviour triangle: fuels, weather and topography together determine how a fire will spread and how intense it will be.",
            ) +
            "<table><tr><th>Factor</th><th>Key variables</th><th>Effect</th></tr><tr><td>Fuels</td><td>Load (t/ha), particle size, bed depth, packing, moisture</td><td>Fine, dry, well-aerated fuels ignite and burn fastest</td></tr><tr><td>Weather</td><td>Wind, temperature, relative humidity, rainfall</td><td>Wind tilts flames over unburnt fuel; dry air dries fine fuels within hours</td></tr><tr><td>Topography</td><td>Slope, aspect, elevation, terrain shape</td><td>Upslope spread is faster; sun-facing slopes carry drier fuels</td></tr></table>" +
            p(
              "Slope effects are large. As a rough rule used in Australian practice, the forward rate of spread doubles for every 10 degrees of upslope, up to about 20 degrees, and halves for every 10 degrees downslope. Fire intensity is measured by Byram's fireline intensity, I = H × w × r, where H is the heat of combustion (about 18,000 kJ/kg for forest fuels), w the fuel consumed (kg/m²) and r the rate of spread (m/s). A fire consuming 1 kg/m² and spreading at 0.1 m/s has an intensity of 1,800 kW/m, near the upper limit for direct attack by hand crews.",
            ),
        },
      },
      {
        title: "Rothermel's Surface Spread Model",
        description:
          "The equation behind BehavePlus and FARSITE is unpacked term by term, with a worked example in grass fuel.",
        lesson: {
          title: "A heat balance for the flame front",
          html: p(
            "In 1972 Richard Rothermel of the US Forest Service's Northern Forest Fire Laboratory in Missoula published a mathematical model for the rate of spread of a surface fire, built on a heat balance proposed by Frandsen. It remains the core of most operational fire behaviour systems in the United States, including BehavePlus, FARSITE and FlamMap. The model treats a spreading fire as a series of ignitions: the fire advances as fast as the heat it delivers can raise the fuel ahead of it to ignition.",
            "The rate of spread R is written as a ratio. The numerator is the propagating heat flux, I_R ξ (1 + φ_w + φ_s), where I_R is the reaction intensity, the rate of heat release per unit area of the flaming zone, ξ is the propagating flux ratio, the fraction of that heat that actually reaches the unburnt fuel, and φ_w and φ_s are dimensionless factors that increase spread for wind and slope. The denominator is the heat needed to bring a unit volume of fuel to ignition, ρ_b ε Q_ig, the product of the fuel bed's bulk density, the effective heating number (the fraction of each particle that must be heated, high for fine fuels) and the heat of preignition, which rises steeply with moisture content.",
            "The model's inputs are organised as fuel models, standard sets of fuel load by size class, surface-area-to-volume ratio, bed depth and moisture of extinction. Anderson's 13 models of 1982 were expanded to 40 by Scott and Burgan in 2005. To run the model a user selects a fuel model, supplies the moisture contents of dead and live fuels, the midflame wind speed and the slope, and receives rate of spread, flame length and fireline intensity.",
            "Its limitations matter. The model was calibrated in laboratory fuel beds of uniform, fine fuels; it describes steady-state spread of a surface fire in continuous fuel, not crown fires, spotting or the acceleration of a fire from its ignition point, and it is sensitive to the choice of fuel model. Its predictions are best used as estimates to be checked against observation.",
          ),
        },
      },
      {
        title: "Fuel Moisture and Fire Danger Indices",
        description:
          "How fast do dead fuels dry, and how do the Canadian and US rating systems turn weather into danger classes?",
        lesson: {
          title: "Timelag classes and the Fire Weather Index",
          html:
            p(
              "The moisture content of fuel, expressed as a percentage of its oven-dry weight, controls ignition and spread more than any other fuel property. Dead fuels gain and lose water by exchange with the air and by rain. Their response time is described by the timelag: the time a fuel particle takes to lose about 63 per cent (1 − 1/e) of the difference between its current moisture and the equilibrium moisture content set by the temperature and humidity of the air. The US National Fire Danger Rating System groups dead fuels into four timelag classes:",
            ) +
            "<ul><li>1-hour fuels: less than 6 mm in diameter, such as grass, needles and twigs; they track the weather within the day.</li><li>10-hour fuels: 6 to 25 mm.</li><li>100-hour fuels: 25 to 75 mm.</li><li>1000-hour fuels: 75 to 200 mm; they reflect weeks of weather.</li></ul>" +
            p(
              "Live fuel moisture behaves differently: the foliage of shrubs may be above 150 per cent in spring and fall below 80 per cent late in a drought summer, when it no longer damps fire spread.",
              "The Canadian Forest Fire Weather Index (FWI) System, developed by C. E. Van Wagner and published in its current form in 1987, is used in Canada and, with adaptations, in much of Europe and elsewhere. From daily noon readings of temperature, relative humidity, wind speed and 24-hour rainfall it tracks three moisture codes: the Fine Fuel Moisture Code for litter and fine fuels, the Duff Moisture Code for loosely compacted organic layers, and the Drought Code for deep, compact organic matter. These feed the Initial Spread Index, which combines fine fuel moisture with wind, and the Buildup Index, which represents fuel available for combustion. The two are combined in the FWI itself, a relative measure of fireline intensity that agencies translate into danger classes from low to extreme.",
            ),
        },
      },
    ],
  },
  {
    slug: "wari-andean-empire-middle-horizon",
    discipline: "Wari history",
    title: "Wari: An Andean Empire of the Middle Horizon",
    description:
      "Wari, the Middle Horizon state centred near Ayacucho (c. 600–1000 CE), is read here through its archaeology: the capital and its D-shaped temples, provincial centres such as Pikillacta, the khipu, and relations with Tiwanaku.",
    level: "intermediate",
    duration: "one semester (2 seminars a week)",
    plantedGap: "Tiwanaku",
    modules: [
      {
        title: "Huari, the Capital",
        description:
          "The sprawling city near Ayacucho, its walled compounds and its D-shaped ritual buildings are the subject of the first weeks.",
        lesson: {
          title: "A city of walled compounds",
          html: p(
            "The Wari (or Huari) state arose in the Ayacucho basin of the south-central Peruvian highlands in the seventh century CE and by about 700 had extended its influence over much of highland and coastal Peru. Archaeologists place it in the Middle Horizon, the period from roughly 600 to 1000 CE in John Rowe's chronology for the Andes, when a few styles of pottery and textile spread widely across regions that had been culturally distinct in the preceding Early Intermediate Period. Many scholars regard Wari as the first Andean empire, some eight centuries before the Inca.",
            "Its capital, the site of Huari, lies on a plateau a short distance north-east of the modern city of Ayacucho, at an altitude of some 2,800 m. The urban core covers perhaps 250 hectares, within a wider zone of occupation of around 15 square kilometres, and estimates of its population at its height range from 10,000 to 40,000. Much of the core consists of great rectangular compounds enclosed by high fieldstone walls, some standing over 10 metres, divided into sectors named by excavators, such as Moraduchayuq, Vegachayuq Moqo and Cheqo Wasi. Inside, the compounds repeat a distinctive module: a square or rectangular patio surrounded on all sides by long, narrow halls, often of two or more storeys. This patio-group plan recurs in Wari provincial sites and is one of the clearest signs of Wari presence.",
            "Ritual architecture includes D-shaped buildings, semicircular structures with a straight wall containing the entrance and niches set around the curved interior. Examples have been excavated at Vegachayuq Moqo in the capital and at provincial sites such as Cerro Baúl and Conchopata. Offerings found in them, including broken oversized urns painted with the Staff God and other deities, suggest that feasting and the deliberate smashing of ceremonial vessels took place there. At Cheqo Wasi, megalithic stone-lined chambers, looted long ago, are interpreted as elite tombs.",
          ),
        },
      },
      {
        title: "Provincial Centres and State Control",
        description:
          "What were sites like Pikillacta and Cerro Baúl for? We weigh the evidence for administration, storage and colonisation.",
        lesson: {
          title: "Pikillacta and the logic of the provinces",
          html:
            p(
              "Wari's reach is known above all from its provincial installations, planned architectural complexes built in the Wari style far from Ayacucho. The largest is Pikillacta, in the Lucre basin about 30 km south-east of Cusco. It covers some 50 hectares and contains more than 700 rooms and enclosures laid out on a strict orthogonal grid, built of fieldstone and mud mortar with plastered walls and floors. Gordon McEwan's excavations in the 1980s and 1990s showed that much of the grid was never completed or occupied and that the site was built in phases, the best-used parts being patio groups like those at the capital.",
              "The function of such sites is debated, and students should weigh the main interpretations against the evidence:",
            ) +
            "<table><tr><th>Interpretation</th><th>Evidence cited</th><th>Difficulties</th></tr><tr><td>Administrative centres controlling local populations</td><td>Standardised planning; location on routes; patio groups for officials</td><td>Few obvious administrative records on site</td></tr><tr><td>Storage depots for state goods</td><td>Rows of small identical cells at Pikillacta</td><td>Many cells contained no stored goods</td></tr><tr><td>Ritual and feasting centres binding local elites</td><td>D-shaped buildings; smashed feasting wares; chicha production</td><td>Does not explain the scale of the grids</td></tr><tr><td>Colonies exploiting new lands</td><td>Terracing and canals near sites such as Cerro Baúl</td><td>Varies greatly from region to region</td></tr></table>" +
            p(
              "Cerro Baúl, a flat-topped mesa in the Moquegua valley of southern Peru, illustrates the ritual interpretation. Excavations by Michael Moseley, Patrick Ryan Williams and Donna Nash uncovered a palace, D-shaped temples and a brewery capable of producing large volumes of chicha from molle berries. Around 1000 CE the site was ceremonially abandoned: buildings were burnt and feasting vessels smashed. Wari control thus probably took different forms in different places, direct in some valleys and negotiated through hospitality in others.",
            ),
        },
      },
      {
        title: "Khipu and Record-Keeping",
        description:
          "This module asks what Wari knotted cords can tell us, and how they differ from the better-known Inca khipu.",
        lesson: {
          title: "Cords before the Inca",
          html: p(
            "The khipu, a device of knotted cords used to record information, is best known from the Inca empire, whose administrators used it to keep censuses, tribute accounts and perhaps narratives. Radiocarbon-dated examples show that the device is older. About three dozen khipus have been attributed to the Middle Horizon on grounds of style, context and dating, and they form a distinct Wari tradition.",
            "An Inca khipu typically has a main cord from which many pendant cords hang, each bearing clusters of knots in a base-ten positional system: single knots for tens, hundreds and higher powers, long knots with several turns for units in the lowest position, and a figure-of-eight knot for one. Wari khipus share the principle of a primary cord with pendants but look very different. Their pendant cords are often wrapped with coloured threads in bands, so that much of the information appears to lie in sequences of colour and in the wrapping itself rather than in knots. The knots they do carry are mostly simple overhand knots, and the base-ten positional system of the Inca has not been demonstrated for them. The cords are of cotton and camelid fibre, and some have been found with elite burials and in caches.",
            "What did they record? Because no Wari khipu can be read, answers rest on context and comparison. The association with a state that built standardised storage and administrative architecture makes an accounting function likely, and some scholars, Gary Urton among them, have argued that the Inca system developed from the Wari one during the Late Intermediate Period. Others stress the gap of several centuries between the traditions and the few examples surviving. Either way, the Wari khipu shows that the Andes developed a means of record-keeping without writing in the ordinary sense, and that a state could be run with it.",
          ),
        },
      },
    ],
  },
];
