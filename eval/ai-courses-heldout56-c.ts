/** Fifty-sixth held-out evaluation courses, advanced level (forest pathology to rock gardens); see ai-courses-heldout56.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT56_C: EvalCourse[] = [
  {
    slug: "introduced-pathogens-of-european-woodland",
    discipline: "Forest pathology",
    title: "Epidemiology and Management of Tree Diseases",
    description:
      "Since the 1990s the global trade in live plants has carried a wave of introduced pathogens into European woods. Taking one disease system at a time, this MSc module analyses ash dieback, Phytophthora ramorum on larch, Heterobasidion root rot and stump treatment, and Dutch elm disease.",
    level: "advanced",
    duration: "one semester (20 credits)",
    plantedGap: "Dutch elm disease",
    modules: [
      {
        title: "Ash Dieback",
        description:
          "The epidemic caused by Hymenoscyphus fraxineus is followed from its Asian origin to the search for tolerant trees.",
        lesson: {
          title: "Hymenoscyphus fraxineus: life cycle, spread and tolerance",
          html: p(
            "Ash dieback is caused by the ascomycete <i>Hymenoscyphus fraxineus</i>, known in its asexual stage as <i>Chalara fraxinea</i>. In its native range in East Asia it lives as a largely harmless leaf endophyte of Manchurian ash, <i>Fraxinus mandshurica</i>, with which it has coevolved. Introduced to Europe, probably through very few founding individuals, it met a naive host in the common ash, <i>Fraxinus excelsior</i>. Dieback was first reported in north-eastern Poland in the early 1990s and spread across most of the continent within two decades. In Britain the pathogen was confirmed in imported nursery stock in February 2012 and in established woodland in East Anglia in October of the same year, after which it became clear that it was already widespread.",
            "The life cycle is tied to the leaf litter. In summer, from about June to September, small white apothecia form on the blackened rachises, the leaf stalks, of ash leaves that fell the previous autumn. They release ascospores, which are carried by wind over tens of kilometres and infect the leaves of living trees. From the leaves the fungus grows into shoots, causing characteristic diamond-shaped lesions around dead side shoots and, as twigs and branches die, the crown thins. Stem-base lesions are common in dense, damp stands and are frequently colonised by honey fungus, <i>Armillaria</i>, which makes trees unstable; these basal lesions are a major reason for safety felling beside roads.",
            "Mortality in young plantations across Europe has often exceeded 70 to 85 per cent, while mature trees decline more slowly. A small proportion of trees, estimated in Danish and Lithuanian field trials at around 1 to 5 per cent, remains healthy or only lightly damaged in the presence of heavy inoculum. Their tolerance is heritable and quantitative, controlled by many genes, which means it can be increased by breeding. Management advice across Europe now favours retaining healthy and lightly affected trees rather than pre-emptive felling, both to preserve associated biodiversity and to allow natural selection, and using seed orchards of tolerant selections for future planting. Felling is justified mainly where dying trees threaten people, roads or buildings.",
          ),
        },
      },
      {
        title: "Phytophthora ramorum and Larch",
        description:
          "An oomycete best known as the cause of sudden oak death in California found an unexpectedly important host in Japanese larch in Britain.",
        lesson: {
          title: "From sudden oak death to larch plantations",
          html:
            p(
              "<i>Phytophthora ramorum</i> is an oomycete first described in 2001 from rhododendron and viburnum in German and Dutch nurseries and, simultaneously, as the cause of sudden oak death, which had killed large numbers of tanoak and coast live oak in California since the mid-1990s. Its origin was long a mystery; populations discovered in natural forests of Laos and Vietnam, reported in 2021, are now thought to represent part of its native range. The organism has two mating types and several clonal lineages; the lineages EU1 and EU2 occur in Europe, NA1 and NA2 in North America, and EU1 was also introduced to Oregon.",
              "In most of its hosts the pathogen causes one of two types of disease. On foliar hosts such as rhododendron, bay laurel and many nursery shrubs it produces leaf spots and shoot dieback and sporulates abundantly, producing the sporangia that spread it. On trunk hosts such as tanoak, and in Europe beech and some oaks, it causes bleeding cankers on the stem, which kill the tree but contribute little to spread. Epidemics therefore depend on the presence of sporulating foliar hosts; in British woodlands, <i>Rhododendron ponticum</i> was long the main one.",
              "In 2009 this picture changed. Japanese larch, <i>Larix kaempferi</i>, in south-west England was found to be both killed by the pathogen and to sporulate on its needles more heavily than any other known host. Because larch plantations cover large areas of upland Britain and spores are dispersed in rain splash and wind-blown mist, the disease spread rapidly into Wales, south-west Scotland and Northern Ireland. The EU2 lineage, previously unknown, was detected in Northern Ireland in 2011 and later in south-west Scotland.",
            ) +
            "<ul><li>Symptoms on larch: wilting and yellowing of needles on infected shoots, shoot tip dieback, and resinous bleeding cankers on branches and the upper stem.</li><li>Regulatory response: Statutory Plant Health Notices require infected larch to be felled, usually with a buffer zone, to remove the sporulating host.</li><li>Consequences: millions of larch trees have been felled, planting of larch has virtually stopped, and rhododendron clearance is required in infected woodland.</li></ul>",
        },
      },
      {
        title: "Heterobasidion Root Rot and Stump Treatment",
        description:
          "A native pathogen causes larger economic losses in conifer plantations than any introduced one, and its control depends on what is done to a stump within minutes of felling.",
        lesson: {
          title: "Infection through stumps and its prevention",
          html:
            p(
              "<i>Heterobasidion annosum</i> sensu lato is a complex of closely related basidiomycete species that cause root and butt rot of conifers throughout the northern hemisphere. In Europe, <i>H. annosum</i> sensu stricto attacks mainly pines, <i>H. parviporum</i> mainly Norway spruce, and <i>H. abietinum</i> silver fir. The fungus decays the heartwood of the roots and lower stem, causing a butt rot that makes the most valuable part of the log unusable, and in pines on alkaline or sandy soils it can kill trees outright. In Britain, Sitka spruce crops on second rotation sites often carry substantial butt rot.",
              "The key to control lies in the way the fungus enters a stand. Basidiospores, released from bracket fruit bodies at the base of stumps and dead trees, land on freshly cut stump surfaces, germinate and colonise the dead stump and its roots. From there the fungus spreads through root contacts and grafts into neighbouring living trees, at rates of roughly 0.1 to 2 metres a year, producing expanding centres of infection. The research of John Rishbeth in East Anglian pine plantations in the 1950s showed that protecting stump surfaces immediately after felling prevents this primary infection.",
            ) +
            "<table><tr><th>Treatment</th><th>How it works</th><th>Notes</th></tr><tr><td>Urea (37 per cent aqueous solution)</td><td>Hydrolysed by urease in the wood to ammonia, raising pH above the level the fungus tolerates</td><td>Cheap and effective; can be applied from harvester heads; dyed to show coverage</td></tr><tr><td><i>Phlebiopsis gigantea</i> spores</td><td>A competitive saprotroph colonises the stump before <i>Heterobasidion</i> can</td><td>Biological control developed from Rishbeth's work; sold in Britain and Scandinavia</td></tr><tr><td>Borates</td><td>Toxic to the fungus in the sapwood</td><td>Now restricted in the European Union because of toxicity</td></tr></table>" +
            p(
              "Timing is decisive: the stump surface must be covered completely and at once, ideally within minutes and in any case before spores can land. Treatment is generally unnecessary in winter in cold climates, when spore release is minimal. On infected sites, where the pathogen already occupies old stumps, treatment cannot eliminate it; options include changing to less susceptible species, removing stumps mechanically, or accepting shorter rotations.",
            ),
        },
      },
    ],
  },
  {
    slug: "yield-potential-gaps-and-nitrogen-efficiency",
    discipline: "Agronomy",
    title: "Yield Potential, Yield Gaps and Nutrient Efficiency",
    description:
      "Where should the next increase in world cereal production come from? This research-led module examines yield potential and its physiological limits, the measurement and causes of yield gaps, nitrogen use efficiency and its indices, and precision agriculture with variable-rate application.",
    level: "advanced",
    duration: "one semester (15 credits)",
    plantedGap: "precision agriculture",
    modules: [
      {
        title: "Yield Potential",
        description:
          "Yield potential is decomposed into light interception, conversion efficiency and partitioning, so that the limits to each can be analysed.",
        lesson: {
          title: "Radiation, RUE and harvest index",
          html: p(
            "Agronomists distinguish several levels of yield. Yield potential (Yp) is the yield of an adapted variety grown with no limitation from water or nutrients and with pests, diseases and weeds effectively controlled; it is determined only by solar radiation, temperature, carbon dioxide concentration and the genetic characteristics of the crop. Water-limited yield potential (Yw) is the corresponding ceiling for rain-fed crops, where water supply also limits growth. Actual yield (Ya) is what farmers obtain. This framework, developed by the Wageningen school of production ecology and systematised by van Ittersum and colleagues, underlies the Global Yield Gap Atlas.",
            "John Monteith's analysis of crop growth in the 1970s provides a simple way to decompose yield potential. Grain yield is the product of the total solar radiation incident on the crop during the season, the fraction of that radiation intercepted by the canopy, the radiation use efficiency (RUE) with which intercepted radiation is converted into above-ground dry matter, and the harvest index (HI), the fraction of that dry matter found in the grain.",
            "A worked example for winter wheat in England illustrates the magnitudes. Suppose the canopy intercepts 1,300 MJ per square metre of total solar radiation between emergence and maturity, and RUE is 1.4 g of dry matter per MJ of intercepted total radiation. Above-ground biomass is then 1,300 × 1.4 = 1,820 g per square metre, or 18.2 tonnes per hectare. With a harvest index of 0.50, grain dry matter is 9.1 t/ha, equivalent to about 10.6 t/ha at the 15 per cent moisture used in trade. Record commercial wheat crops in Britain and New Zealand exceed 16 t/ha because of long grain-filling periods and very high interception.",
            "The decomposition shows where future gains could come from. Much of the historical increase in wheat yield potential during the Green Revolution came from higher harvest index, achieved by semi-dwarfing genes such as Rht-B1b and Rht-D1b, which reduced straw length and lodging. Modern wheat harvest indices of 0.50 to 0.55 are thought to be close to their practical ceiling, and interception is already high in well-managed crops. Further progress therefore depends increasingly on raising RUE, through improved photosynthesis, canopy architecture and the balance between source and sink, which is why photosynthetic efficiency has become a major target of crop research.",
          ),
        },
      },
      {
        title: "Yield Gaps",
        description:
          "How large is the difference between potential and actual yields in the world's main cropping systems, and how can it be measured reliably?",
        lesson: {
          title: "Estimating and explaining yield gaps",
          html:
            p(
              "The yield gap is the difference between yield potential, or water-limited yield potential for rain-fed crops, and the average yield actually achieved by farmers. It is usually expressed either in tonnes per hectare or as actual yield as a percentage of potential. Because the last increments of yield are achieved only with inputs and skill that rarely pay, farmers' yields tend to plateau at around 75 to 85 per cent of potential, as Kenneth Cassman and colleagues showed for irrigated rice, wheat and maize. The exploitable gap is therefore usually defined as the difference between 80 per cent of potential and the actual yield.",
              "Estimating potential is the main technical difficulty, and several methods are used:",
            ) +
            "<ul><li><strong>Crop simulation models</strong> such as WOFOST, APSIM and DSSAT, run with local weather, soil and management data, estimate Yp and Yw for each location and year. They are the basis of the Global Yield Gap Atlas, which specifies local weather stations and dominant soils and cropping systems.</li><li><strong>Field experiments</strong> in which all limiting factors are removed give direct measurements but are costly and may not represent farms.</li><li><strong>Highest farmer yields</strong>, for example the 90th or 95th percentile in a survey, give a practical benchmark of what is attainable in the same environment.</li><li><strong>Boundary-line analysis</strong> plots yield against a single factor, such as sowing date, across many fields and fits a line along the upper edge of the scatter, showing the maximum yield obtained at each level of that factor.</li></ul>" +
            p(
              "Gaps are largest where inputs are fewest. In much of sub-Saharan Africa, rain-fed maize yields average around 2 t/ha, while water-limited yield potential in many of the same regions is estimated at 8 to 10 t/ha, so farmers obtain only about 20 to 25 per cent of what the climate allows. In north-western Europe, by contrast, wheat yields have reached about 75 to 80 per cent of Yw and have stagnated since the mid-1990s. Closing gaps in Africa would require more fertiliser, improved varieties and timely planting and weeding; raising European yields would require an increase in yield potential itself.",
            ),
        },
      },
      {
        title: "Nitrogen Use Efficiency",
        description:
          "The module ends with the indices used to express how much of the nitrogen applied to a crop ends up in the grain, and why so much of it does not.",
        lesson: {
          title: "Defining and calculating NUE",
          html:
            p(
              "Nitrogen use efficiency (NUE) is not one number but a family of indices, and confusion between them is common in the literature. Moll, Kamprath and Jackson defined NUE in 1982 as grain yield per unit of nitrogen available from soil and fertiliser, and showed that it is the product of uptake efficiency (nitrogen taken up per unit available) and utilisation efficiency (grain produced per unit of nitrogen taken up). Agronomists working with fertiliser trials more often use indices that compare a fertilised plot with an unfertilised control.",
            ) +
            "<table><tr><th>Index</th><th>Formula</th><th>Meaning</th></tr><tr><td>Partial factor productivity (PFP)</td><td>Y<sub>N</sub> ÷ F</td><td>kg grain per kg fertiliser N</td></tr><tr><td>Agronomic efficiency (AE)</td><td>(Y<sub>N</sub> − Y<sub>0</sub>) ÷ F</td><td>extra grain per kg fertiliser N</td></tr><tr><td>Apparent recovery efficiency (RE)</td><td>(U<sub>N</sub> − U<sub>0</sub>) ÷ F</td><td>fraction of fertiliser N taken up by the crop</td></tr><tr><td>Physiological efficiency (PE)</td><td>(Y<sub>N</sub> − Y<sub>0</sub>) ÷ (U<sub>N</sub> − U<sub>0</sub>)</td><td>extra grain per kg of extra N taken up</td></tr></table>" +
            p(
              "Here Y is grain yield, U is total above-ground nitrogen uptake and F is the fertiliser nitrogen applied, with subscripts N and 0 for fertilised and unfertilised plots. Consider a wheat trial in which the control yields 4.0 t/ha with an uptake of 65 kg N/ha, and a plot receiving 180 kg N/ha yields 9.0 t/ha with an uptake of 165 kg N/ha. PFP is 9,000 ÷ 180 = 50 kg grain per kg N. AE is 5,000 ÷ 180 = 27.8 kg per kg N. RE is (165 − 65) ÷ 180 = 0.56, so 56 per cent of the fertiliser nitrogen was recovered in the crop. PE is 5,000 ÷ 100 = 50 kg grain per kg of extra N taken up.",
              "Globally, Raun and Johnson estimated in 1999 that only about 33 per cent of the nitrogen applied to cereals is recovered in the grain. The remainder is lost by nitrate leaching, ammonia volatilisation from urea and manures, and denitrification to nitrous oxide and dinitrogen, or remains in soil organic matter. Improving recovery by matching rates and timing to crop demand is both an economic and an environmental priority.",
            ),
        },
      },
    ],
  },
  {
    slug: "curating-an-arboretum-living-collection",
    discipline: "Arboretum curation",
    title: "Curating a Living Tree Collection",
    description:
      "An arboretum is a museum whose objects grow, die and cross-pollinate. This postgraduate module in botanic garden curation deals with collection policies, accession records and the International Transfer Format, wild-origin provenance and verification of names, and deaccessioning.",
    level: "advanced",
    duration: "10 weeks (part-time)",
    plantedGap: "deaccessioning",
    modules: [
      {
        title: "The Collection Policy",
        description:
          "Every acquisition, and every decision about space, should be traceable to a written statement of what the collection is for.",
        lesson: {
          title: "Purpose, scope and acquisition",
          html: p(
            "A collection policy is the document that turns an arboretum from an accumulation of trees into a curated collection. It states why the institution holds living plants, which plants it will hold, how it will acquire and document them, and how it will judge their value. Accreditation schemes expect one: ArbNet, the international arboretum accreditation programme run with the Morton Arboretum, requires a written collections policy from Level II upward, and Botanic Gardens Conservation International (BGCI) treats it as a basic standard for botanic gardens.",
            "The purpose statement links the collection to the institution's mission, which may emphasise research, conservation, education, amenity or heritage. The scope then defines the collection in taxonomic, geographic and thematic terms. A garden might, for example, aim for comprehensive holdings of a few genera, such as <i>Acer</i>, <i>Quercus</i> and <i>Sorbus</i>, representative holdings of the temperate woody flora of East Asia, and a thematic collection illustrating plant hunters' introductions. In the United Kingdom, gardens may also hold National Plant Collections registered with Plant Heritage, which sets standards for completeness and documentation.",
            "Acquisition criteria follow from the scope. Priority is usually given to wild-origin material of known provenance, to taxa assessed as threatened on the IUCN Red List or in the Global Tree Assessment, which in 2021 found that about 30 per cent of the world's tree species are threatened with extinction, and to taxa that fill gaps in a research or conservation collection. Cultivars and material of unknown origin may be accepted where they serve education or amenity purposes. The policy must also address the legal basis of acquisition. Since the Convention on Biological Diversity of 1992 and its Nagoya Protocol, which entered into force in 2014, material collected after those dates must be obtained with prior informed consent from the country of origin and on mutually agreed terms, and the garden must record the permits and any restrictions on use and transfer. Most botanic gardens handle this through codes of conduct such as the International Plant Exchange Network.",
          ),
        },
      },
      {
        title: "Accession Records and the International Transfer Format",
        description:
          "Records are what give a living specimen its scientific value, so this module looks at how they are structured and exchanged between gardens.",
        lesson: {
          title: "Accessions, qualifiers and ITF2",
          html:
            p(
              "An accession is a group of plants of a single taxon received by a garden at one time from one source, for example a packet of seed from a wild collection or three grafted plants from a nursery. Each accession receives a unique accession number, commonly combining the year with a running number, such as 2024.0153. Individual plants derived from the accession are distinguished by a qualifier, for instance 2024.0153*A and 2024.0153*B, so that each tree in the grounds can be tracked through its life. The number appears on labels, planting maps and every record, and it is never reused, even after the plant has died.",
              "To allow records to be exchanged between gardens and databases, the International Working Group on Taxonomic Databases (TDWG) published the International Transfer Format for Botanic Garden Plant Records, version 2 (ITF2), in 1998. It defines standard fields and codes, and modern collection-management systems such as BG-Base and IrisBG support its concepts. Two of its fields are especially important for curators.",
            ) +
            "<table><tr><th>Provenance type code</th><th>Meaning</th></tr><tr><td>W</td><td>Accession of wild source</td></tr><tr><td>Z</td><td>Propagule(s) from a wild source plant in cultivation</td></tr><tr><td>G</td><td>Accession not of wild source (garden or cultivated origin)</td></tr><tr><td>U</td><td>Insufficient data to determine which of the above</td></tr></table>" +
            p(
              "The provenance code records the accession's relationship to the wild, and it should never be upgraded on the basis of hopeful assumptions. A seedling raised from a wild-collected tree in another garden is Z, not W, because its pollen parent may have been any nearby tree in cultivation. The accession record should also hold the collector's name and number, the collection locality with coordinates and altitude, the habitat, the date, the donor, and the permits under which the material was obtained.",
              "Once planted, each plant needs a location record. Most arboreta now map trees with survey-grade GPS or total stations and hold the positions in a geographic information system linked to the database, so that inventory, condition assessments and work orders can be attached to individual plants.",
            ),
        },
      },
      {
        title: "Provenance and Verification",
        description:
          "Names on labels are hypotheses until checked, and this module deals with how a curator tests them and records the result.",
        lesson: {
          title: "Checking names and recording confidence",
          html:
            p(
              "A large proportion of the names on labels in many living collections are wrong or unverified, often because plants arrive under nursery names, seed from gardens is of hybrid origin, or labels have been moved. A collection whose names cannot be trusted has little value for research or conservation, so verification, the checking of an identification against authoritative sources, is a core curatorial task.",
              "Verification is carried out by comparing flowering, fruiting and vegetative material from the living plant with a critical flora or monograph, with identification keys, with authenticated herbarium specimens, and where possible with the judgement of a specialist in the group. Trees may need to be examined over several seasons before diagnostic features such as fruit or mature bark are available. Molecular methods increasingly supplement morphology, especially in genera with extensive hybridisation such as <i>Quercus</i>, <i>Sorbus</i> and <i>Betula</i>.",
              "The ITF2 standard records the degree of confidence in a name through a verification level:",
            ) +
            "<ul><li><strong>0</strong>: the name has not been checked by any authority.</li><li><strong>1</strong>: the name has been determined by comparison with other named plants.</li><li><strong>2</strong>: the name has been determined by a taxonomist or other competent person using the facilities of a library or herbarium, or another documented living collection.</li><li><strong>3</strong>: the name has been determined by a taxonomist who has undertaken a systematic revision of the group.</li><li><strong>4</strong>: the record is part of type gathering or has been propagated from type material by asexual methods.</li></ul>" +
            p(
              "Each verification is recorded with the name of the verifier and the date, so that later curators can judge its reliability. Good practice is to deposit a herbarium voucher specimen, pressed and labelled with the accession number, which documents the identity of the plant permanently and allows the determination to be checked after the tree itself has gone. Wild-origin accessions with verified names and vouchers are the parts of a collection most valuable to science, and they should be given priority in propagation and, where the trees are long-lived, in succession planting.",
            ),
        },
      },
    ],
  },
  {
    slug: "living-wall-systems-irrigation-and-planting",
    discipline: "Living wall design",
    title: "Design of Living Wall Systems",
    description:
      "Interior and exterior living walls fail far more often through irrigation faults and poor plant choice than through structural problems. The module compares modular, felt and trellis systems, designs fertigation and drainage, selects plants for the light actually available, and considers acoustic performance.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "acoustic performance",
    modules: [
      {
        title: "System Types",
        description:
          "We classify vertical greening systems and compare their weights, growing media and suitability for different sites.",
        lesson: {
          title: "Green façades, modular walls and felt systems",
          html:
            p(
              "Vertical greening systems are divided first into green façades and living walls. In a green façade, climbing plants root in the ground or in planters at the base and grow up the wall, either attaching themselves, as ivy and Virginia creeper do, or climbing a support of cables, mesh or trellis held off the wall. Green façades are cheap and durable but slow to establish and limited in height by the plant's reach, typically to 10 to 25 metres. In a living wall, the plants root in a growing medium fixed to the wall itself, allowing vegetation at any height from the start but requiring a continuous supply of water and nutrients.",
              "Living walls are in turn of two main kinds. Modular systems use trays, cassettes or boxes of substrate, often pre-planted in a nursery, which hang on a frame fixed to the structural wall. Hydroponic felt systems, of the kind developed by the French botanist Patrick Blanc from the late 1980s and made famous by his wall at the Musée du quai Branly in Paris, grow plants in pockets of synthetic felt stretched over a waterproof board, with no soil at all; the felt holds water by capillarity and the plants are fed entirely by nutrient solution.",
            ) +
            "<table><tr><th>System</th><th>Typical saturated weight</th><th>Strengths</th><th>Weaknesses</th></tr><tr><td>Green façade on cables or mesh</td><td>Under 20 kg/m²</td><td>Low cost, low maintenance, long life</td><td>Slow cover; limited plant choice; height limited</td></tr><tr><td>Modular trays with substrate</td><td>80 to 150 kg/m²</td><td>Buffer of water in the substrate; modules easily replaced</td><td>Heavy; substrate compacts and must be renewed</td></tr><tr><td>Hydroponic felt</td><td>30 to 50 kg/m²</td><td>Light; very wide plant range; dense, natural look</td><td>Almost no water buffer; fully dependent on irrigation</td></tr></table>" +
            p(
              "The choice depends on the wall's structural capacity, the budget for maintenance and the consequence of failure. A hydroponic felt wall can lose most of its plants within a day or two if irrigation stops in hot weather, while a substrate-based module tolerates a short interruption. For walls of more than a few storeys, fixings and loads must also be designed by a structural engineer, including the weight of access equipment.",
            ),
        },
      },
      {
        title: "Irrigation and Fertigation",
        description:
          "Designing the water and nutrient supply, the part of a living wall most likely to fail, with a worked example of daily demand.",
        lesson: {
          title: "Supplying water and nutrients reliably",
          html: p(
            "Almost every living wall depends on an automatic irrigation system. In most designs drip lines or pressure-compensating emitters run horizontally along the top of each module row or each section of felt, and water moves downward by gravity and capillarity. Pressure-compensating emitters are essential on tall walls, because otherwise the lower zones, under greater hydraulic head, receive more water than the upper ones. The wall is usually divided into zones controlled by separate valves, so that sunny and shaded sections, or upper and lower parts, can be watered differently.",
            "Water demand is estimated from the wall area, aspect and climate. Interior walls under artificial light typically use around 1 to 3 litres per square metre per day, while sunny exterior walls in summer may need 5 litres or more. For a 40 m² interior wall at 3 L/m² per day, the system must supply 120 litres a day. Irrigation is applied in several short pulses rather than one long one, for example six runs of a few minutes, because the felt or substrate can absorb only a limited volume at once and excess simply runs off.",
            "Nutrients are added through fertigation, the injection of soluble fertiliser into the irrigation water. Proportional dosing pumps, set for example at 1:100, keep the concentration constant regardless of flow. The solution is monitored by its electrical conductivity (EC), typically held around 1.0 to 1.5 mS/cm for foliage plants, and its pH, held between about 5.5 and 6.5 so that iron and other micronutrients remain available.",
            "Two drainage strategies exist. In run-to-waste systems, water that drains from the bottom of the wall is discharged to a drain; they are simple but use more water and fertiliser. Recirculating systems collect the run-off in a gutter and tank and pump it back, which saves water but requires regular testing and adjustment of the solution and makes the whole wall vulnerable to a single contaminated tank. Because the consequences of failure are so severe, good designs include flow meters, moisture or leak sensors and remote alarms, a backup water supply, and a maintenance contract with defined response times.",
          ),
        },
      },
      {
        title: "Plants and Light",
        description:
          "Light, not water, is usually the limiting factor indoors, so plant selection begins with a light survey expressed in photosynthetic terms.",
        lesson: {
          title: "From lux to daily light integral",
          html:
            p(
              "Human eyes judge light in lux, a unit weighted by the sensitivity of the eye, which peaks in the green part of the spectrum. Plants respond to photosynthetically active radiation (PAR) between 400 and 700 nm, measured as photosynthetic photon flux density (PPFD) in micromoles of photons per square metre per second (µmol m⁻² s⁻¹). What matters for growth is the total received in a day, the daily light integral (DLI), in moles per square metre per day: DLI = PPFD × hours of light × 3,600 ÷ 1,000,000, which simplifies to PPFD × hours × 0.0036.",
              "A well-lit office provides around 500 lux at desk height. Under typical white LED lighting, 500 lux corresponds to only about 7 to 10 µmol m⁻² s⁻¹. Over a 12-hour day, 8 µmol m⁻² s⁻¹ gives a DLI of 8 × 12 × 0.0036 = 0.35 mol m⁻² d⁻¹. Even the most shade-tolerant foliage plants grow poorly below about 1 to 2 mol m⁻² d⁻¹, so interior living walls almost always need dedicated lighting. To reach a DLI of 2.2 over 12 hours, the wall surface needs a PPFD of about 2.2 ÷ (12 × 0.0036) = 51 µmol m⁻² s⁻¹, which in practice means LED floodlights aimed at the wall from a distance that gives even coverage from top to bottom. A light survey with a quantum sensor at the top, middle and base of the proposed wall is the starting point of every design.",
              "Plants for interior walls are drawn mostly from tropical forest understoreys:",
            ) +
            "<ul><li>Trailing and climbing: <i>Epipremnum aureum</i> (pothos), <i>Philodendron hederaceum</i>, <i>Ficus pumila</i>.</li><li>Ferns: <i>Nephrolepis exaltata</i>, <i>Asplenium nidus</i>, <i>Davallia</i>.</li><li>Upright foliage and flowering plants: <i>Spathiphyllum</i>, <i>Aglaonema</i>, <i>Anthurium</i>, <i>Peperomia</i>.</li></ul>" +
            p(
              "Exterior walls in temperate climates are planted according to aspect. North-facing walls suit ferns such as <i>Polystichum</i> and <i>Asplenium scolopendrium</i>, <i>Heuchera</i>, <i>Bergenia</i> and <i>Carex</i>, whereas south and west-facing walls need drought-tolerant plants such as <i>Sedum</i>, <i>Erigeron karvinskianus</i>, thymes and small grasses. Upper zones are drier and windier than lower ones, and planting plans reflect this gradient.",
            ),
        },
      },
    ],
  },
  {
    slug: "rock-and-crevice-garden-construction",
    discipline: "Rock garden construction",
    title: "Rock Garden and Crevice Garden Construction",
    description:
      "Stone laid as it lies in a natural outcrop, with every stratum running the same way, reads as landscape; stone scattered at random reads as spoil. This advanced practical module deals with choosing and moving stone, setting outcrops, building scree and moraine beds, constructing Czech-style crevice gardens, and planting in tufa.",
    level: "advanced",
    duration: "4 weeks (block release)",
    plantedGap: "tufa",
    modules: [
      {
        title: "Choosing and Moving Stone",
        description:
          "Stone is selected for its bedding and weathering, and its weight is estimated before anyone tries to lift it.",
        lesson: {
          title: "Stone selection and safe handling",
          html: p(
            "The character of a rock garden is set by the stone. Sedimentary rocks, sandstones and limestones, are preferred by most builders because they show clear bedding planes, the layers in which the sediment was deposited, and these give the finished outcrop its lines. Weathered stone with lichens and rounded edges looks settled immediately; freshly quarried stone with sharp saw or blast marks takes years to mellow. Local stone harmonises with the surrounding landscape and buildings and is cheaper to transport. Stone from limestone pavement should never be used: its removal has destroyed irreplaceable habitats, and in England and Wales Limestone Pavement Orders made under section 34 of the Wildlife and Countryside Act 1981 make its removal from protected sites an offence.",
            "Before any stone is moved, its weight should be estimated. Sandstones have a density of around 2.2 to 2.5 tonnes per cubic metre and limestones around 2.5 to 2.7. A roughly rectangular sandstone block measuring 1.2 m by 0.8 m by 0.5 m has a volume of 0.48 m³ and, at 2.3 t/m³, weighs about 1.1 tonnes, far more than it appears and well beyond manual handling. Irregular stones can be estimated by treating them as a box and reducing the figure by a quarter to a third.",
            "Large stones are moved with a mini excavator or tracked dumper, using lifting gear rated for the load: round slings or chains on a certified lifting point, never a bucket tooth. Lifting operations are planned under the Lifting Operations and Lifting Equipment Regulations 1998, which require the equipment to be suitable, examined and marked with its safe working load, and the lift to be planned by a competent person. Smaller stones are moved by hand with pinch bars, rollers and planks, with the principle that a stone is levered and rolled rather than lifted. Stones are placed near their final positions in rough order before building begins, so that the builder can choose each piece by looking at its shape and strata.",
          ),
        },
      },
      {
        title: "Setting an Outcrop",
        description:
          "How stones are placed, bedded and aligned so that the result looks like a single rock formation emerging from the ground.",
        lesson: {
          title: "Strata, dip and the keystone",
          html: p(
            "A convincing rock garden imitates a natural outcrop, a place where a continuous bed of rock breaks through the soil. The first rule is that all the stones must show their strata running in the same direction and at the same angle, as though they were fragments of one formation. The second is that each stone must be buried deeply, usually by a third or more of its height, so that it looks rooted rather than placed on the surface. The third is that the strata should dip slightly back into the slope, typically by 10 to 20 degrees; rainwater then runs back into the soil behind the stone, towards the plants' roots, rather than off the front face.",
            "Construction begins at the bottom of the slope with the largest and most characterful stone, the keystone, which establishes the line of strata that all the others follow. Each stone is bedded on firm, compacted soil, and the gaps behind and beneath it are filled with soil rammed in with a blunt bar, so that no air pockets remain in which roots would dry out or into which the stone could settle. Subsequent stones are set in tiers, each tier stepping back from the one below, forming ledges and pockets for planting. Stones are laid to touch or nearly touch along joints, as in a cracked bed of rock, and vertical joints are staggered.",
            "The common faults are old ones. In 1907 the plant collector Reginald Farrer, in <i>My Rock Garden</i>, mocked three styles of his day: the 'almond pudding', with stones stuck upright into a mound like almonds in a pudding; the 'dog's grave', with stones laid flat over a long mound; and the 'devil's lapful', a heap of stones tipped out at random. All three fail for the same reasons: the stones share no common strata and are not buried, so they look artificial, and they create no cool root runs or protected crevices for plants.",
            "When the structure is complete, the planting pockets are filled with a gritty alpine mix, settled by watering, and topped up before planting.",
          ),
        },
      },
      {
        title: "Scree and Moraine Beds",
        description:
          "Many high alpines grow not among large rocks but in loose, stony debris, and a scree bed recreates it.",
        lesson: {
          title: "Building a scree and a moraine",
          html:
            p(
              "In the mountains, screes are slopes of loose rock fragments that accumulate below cliffs as frost shatters the rock face. Their surface is dry and stony, but water moves freely through them, and a little below the surface the roots of plants find cool, moist conditions. Many of the most prized alpines, including <i>Androsace</i>, cushion <i>Draba</i> and many high-altitude <i>Campanula</i>, grow naturally in scree and are short-lived in ordinary soil. A moraine, in garden usage, is a scree that is supplied with moving water beneath the surface, imitating the debris at the foot of a melting glacier.",
              "A garden scree is built on a free-draining base, whether on the lower flank of a rock garden, as a gently sloping bed in its own right, or in a raised bed. The construction follows a series of layers:",
            ) +
            "<ol><li>Excavate to a depth of 45 to 60 cm, or build up on a slope where the natural drainage is good.</li><li>Lay 15 to 20 cm of coarse rubble or broken stone at the base to drain the bed completely.</li><li>Cover with an inverted layer of turf or a thin layer of coarse gravel to stop fine material washing down into the rubble.</li><li>Fill with the scree mix itself: typically 10 parts stone chippings of 6 to 20 mm, 1 part loam and 1 part leaf mould or sieved compost by volume, although many growers use even leaner mixes.</li><li>Set a few rocks into the surface, partly buried, so that the bed appears to have fallen from the outcrop above.</li><li>Finish with a surface layer of chippings 5 to 8 cm deep.</li></ol>" +
            p(
              "For a moraine, a perforated pipe is laid across the top of the bed at about 30 cm depth and connected to a tap or a small pump, so that water can be trickled through the root zone in dry summer weather without wetting the surface. The base must still drain perfectly, since a moraine that holds standing water is worse than none.",
            ),
        },
      },
      {
        title: "Czech-Style Crevice Gardens",
        description:
          "Crevice gardens, developed in the Czech Republic, set thin slabs on edge to create deep, narrow root runs that suit difficult cushion plants.",
        lesson: {
          title: "Building a crevice garden",
          html: p(
            "The modern crevice garden was developed by Czech alpine growers in the second half of the twentieth century, among them Josef Halda and Zdeněk Zvolánek, whose writing and designs spread the style to Europe and North America. It is based on observation of cushion plants on mountain ridges, where their roots run for a metre or more into narrow cracks between rock layers, finding moisture deep inside while the crown sits dry on a stony surface. A crevice garden reproduces this with slabs of stone set on edge, close together, with narrow gaps between them filled with a lean, gritty mix.",
            "Construction starts with a base of sand or fine gravel 30 to 60 cm deep, often raised into a mound above the surrounding ground to guarantee drainage. Flat stones, typically 5 to 15 cm thick, are then set vertically or steeply tilted into the base, all with the same orientation, like the tilted strata of an eroded outcrop. The gaps between slabs are kept narrow, usually 2 to 5 cm, and the slabs are set deep, with perhaps half or more of each below the surface, so that they are stable and provide long root runs. Each slab is packed firmly with the crevice mix as it is placed, because cavities left under the surface will later collapse.",
            "The usual fill is coarse, lime-free or limestone sand, according to the plants, with very little organic matter. Planting is done during construction or immediately afterwards: small plants, often raised in long tubes, are set into the crevices with their roots washed free of compost and spread downward, and the crevice is refilled around them. The finished surface is top-dressed with chippings of the same stone.",
            "The appeal of the crevice garden is that it supports plants notoriously difficult in lowland gardens, such as cushion saxifrages, <i>Dionysia</i> in sheltered sites, <i>Draba</i>, <i>Androsace</i> and dwarf <i>Dianthus</i>. It is also dense with planting niches: every joint faces a different direction and depth, so a single small bed offers sunny, shaded, dry and cool positions within a metre of one another.",
          ),
        },
      },
    ],
  },
];
