/** Fifty-sixth held-out evaluation courses, intermediate level (plant pathology to green roofs); see ai-courses-heldout56.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT56_B: EvalCourse[] = [
  {
    slug: "crop-disease-diagnosis-and-control",
    discipline: "Plant pathology",
    title: "Diagnosing and Managing Crop Diseases",
    description:
      "Why does a disease that barely touches a crop one season destroy it the next? Second-year agriculture students work through the disease triangle and Koch's postulates, fungal and oomycete pathogens, plant viruses and their insect vectors, and fungicide resistance management.",
    level: "intermediate",
    duration: "one semester (3 hours a week)",
    plantedGap: "plant viruses",
    modules: [
      {
        title: "The Disease Triangle and Proof of Cause",
        description:
          "Disease needs a susceptible host, a virulent pathogen and a favourable environment at the same time, and proving which organism is responsible follows a formal procedure.",
        lesson: {
          title: "Host, pathogen, environment and Koch's postulates",
          html: p(
            "Plant pathologists explain the occurrence of disease with the disease triangle. An epidemic requires three things together: a susceptible host, a virulent pathogen present in sufficient quantity, and an environment that favours infection and spread. Remove any one side and disease does not develop, however abundant the others. A wheat variety carrying an effective resistance gene, a field free of inoculum, or a dry spell during the infection period each prevents an outbreak. Many authors add time as a fourth dimension, producing a disease tetrahedron, and some add human activity, since sowing dates, varieties and trade all shape the other three.",
            "The environment side explains why the same disease varies so much from year to year. Late blight of potato, caused by <i>Phytophthora infestans</i>, the pathogen of the Irish famine of 1845 to 1849, needs leaf wetness and mild temperatures for its spores to germinate. British growers were long warned of risk by Smith Periods: two consecutive days with a minimum temperature of at least 10°C and at least eleven hours each day with relative humidity of 90 per cent or more. Because modern blight strains infect under less humid conditions, the Hutton Criteria replaced them in 2017, reducing the humidity requirement to at least six hours on each of the two days.",
            "When a new disease appears, its cause must be proved rather than assumed, because secondary organisms often colonise tissue that is already dying. The standard proof follows the postulates formulated by Robert Koch for human disease in the 1880s and adapted for plants. First, the suspected organism must be consistently associated with the symptoms. Second, it must be isolated and grown in pure culture. Third, when inoculated into healthy plants of the same species, the culture must reproduce the disease. Fourth, the same organism must be re-isolated from the inoculated plants. Obligate parasites such as rusts and powdery mildews cannot be grown in culture, so for them the second step is modified, for example by using spores taken from a single lesion, and molecular detection now supports each stage.",
          ),
        },
      },
      {
        title: "Fungi and Oomycetes",
        description:
          "Two groups of filamentous pathogens look alike under the hand lens but differ fundamentally in biology, and the difference decides which chemicals will control them.",
        lesson: {
          title: "True fungi and water moulds",
          html:
            p(
              "Most plant diseases of temperate crops are caused by true fungi or by oomycetes. Both grow as branching threads called hyphae, produce spores and invade plant tissue, and for most of the twentieth century oomycetes were classified as fungi. Molecular evidence has shown that they belong to a quite different lineage, the stramenopiles, which also includes brown algae and diatoms. Their cell walls are made mainly of cellulose and beta-glucans rather than chitin, their vegetative hyphae are diploid rather than haploid, and many of them produce swimming zoospores with two flagella, which explains their dependence on free water. Because oomycetes also lack the sterol-synthesis pathway targeted by azole fungicides, those products do not control them.",
              "Pathogens are also grouped by how they feed. Biotrophs, such as rusts and powdery mildews, draw nutrients from living cells through specialised feeding structures called haustoria and keep their host alive. Necrotrophs kill tissue with toxins and enzymes and then feed on the dead cells. Hemibiotrophs, including <i>Phytophthora infestans</i> and the septoria leaf blotch fungus, begin as biotrophs and switch to necrotrophy.",
            ) +
            "<table><tr><th>Disease</th><th>Pathogen</th><th>Group</th><th>Feeding habit</th></tr><tr><td>Potato late blight</td><td><i>Phytophthora infestans</i></td><td>Oomycete</td><td>Hemibiotroph</td></tr><tr><td>Grapevine downy mildew</td><td><i>Plasmopara viticola</i></td><td>Oomycete</td><td>Biotroph</td></tr><tr><td>Septoria tritici blotch of wheat</td><td><i>Zymoseptoria tritici</i></td><td>Fungus (Ascomycota)</td><td>Hemibiotroph</td></tr><tr><td>Yellow rust of wheat</td><td><i>Puccinia striiformis</i></td><td>Fungus (Basidiomycota)</td><td>Biotroph</td></tr><tr><td>Powdery mildew of cereals</td><td><i>Blumeria graminis</i></td><td>Fungus (Ascomycota)</td><td>Biotroph</td></tr><tr><td>Grey mould</td><td><i>Botrytis cinerea</i></td><td>Fungus (Ascomycota)</td><td>Necrotroph</td></tr></table>" +
            p(
              "Feeding habit has practical consequences. Biotrophs are often controlled well by single major resistance genes, which the pathogen can overcome by a single mutation, as happened when new yellow rust races broke the resistance of popular wheat varieties. Necrotrophs are usually met by partial, quantitative resistance and by limiting the dead tissue on which they survive.",
            ),
        },
      },
      {
        title: "Fungicide Resistance Management",
        description:
          "Students learn how pathogen populations adapt to fungicides and which application strategies slow that adaptation.",
        lesson: {
          title: "Selection pressure and the FRAC codes",
          html: p(
            "Every fungicide spray is an experiment in natural selection. Within a pathogen population of billions of spores, a few individuals may carry a mutation that makes them less sensitive. The spray kills the sensitive majority, the resistant minority survives and multiplies, and after repeated applications the resistant type dominates. The speed of this process depends on the fungicide's mode of action, the biology of the pathogen and, above all, on how the product is used.",
            "The Fungicide Resistance Action Committee (FRAC) classifies fungicides by mode of action and assigns each group a code printed on product labels. Single-site fungicides act on one target protein and carry a high risk, because a single change in that protein can abolish binding. The quinone outside inhibitors, or strobilurins (FRAC group 11), are the classic example: a single amino acid substitution in the cytochrome b protein, known as G143A, made them almost useless against septoria in European wheat within a few years of its detection around 2002. The demethylation inhibitors or azoles (group 3) have lost effectiveness more gradually, through an accumulation of mutations that each reduce sensitivity a little, a process called shifting. The succinate dehydrogenase inhibitors, or SDHIs (group 7), are also at risk. Multi-site fungicides, coded M, attack many targets at once and resistance to them is very rare.",
            "Resistance management follows from these principles. Growers are advised to use fungicides only when disease risk justifies them, and to combine them with resistant varieties, clean seed, crop rotation and adjusted sowing dates. Where sprays are needed, products of different modes of action are used in mixture or alternation so that no single group bears the whole selection pressure; the number of applications of any one at-risk group per season is limited; and the dose is the lowest that gives effective control, since higher doses select more strongly for resistant strains. The loss of multi-site partners, such as chlorothalonil, whose approval in the European Union ended in 2020, has made these rules more important, not less.",
          ),
        },
      },
    ],
  },
  {
    slug: "weeds-as-populations-and-herbicide-resistance",
    discipline: "Weed science",
    title: "Weed Biology and Herbicide Resistance",
    description:
      "In UK winter wheat, black-grass alone can cut yields by a third where populations are dense. This module treats weeds as populations, dealing with seedbank dynamics, herbicide modes of action, the evolution of resistance, the critical period of weed control, and cultural tools such as delayed drilling.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "critical period",
    modules: [
      {
        title: "Weeds as Populations",
        description: "A field's weed problem next year is largely written in the seeds already lying in its soil.",
        lesson: {
          title: "Seedbanks and population growth",
          html: p(
            "A weed population in an arable field is best understood through its life cycle. Seeds in the soil seedbank germinate, some seedlings are killed by cultivation or herbicides, the survivors compete with the crop and set seed, and the new seed returns to the seedbank. Management works by reducing one or more of these transitions, and small changes at each stage multiply over the cycle.",
            "The persistence of the seedbank differs greatly between species. Black-grass, <i>Alopecurus myosuroides</i>, has short-lived seed: roughly 70 to 80 per cent of the seeds in the soil are lost each year through germination, decay and predation. Common poppy, <i>Papaver rhoeas</i>, and fat hen, <i>Chenopodium album</i>, by contrast produce seeds that can survive in the soil for decades. Short-lived seedbanks can be run down quickly; long-lived ones cannot.",
            "A worked example shows the arithmetic. Suppose a field contains 1,000 black-grass seeds per square metre and no new seed is returned. With an annual decline of 75 per cent, 250 seeds remain after one year, 63 after two and about 16 after three. But a single surviving black-grass plant can produce around 100 seeds or more, and a dense stand can return tens of thousands per square metre. If even 5 per cent of the 250 seeds germinating in a year survive control and each produces 100 seeds, the seedbank is replenished by 1,250 seeds, more than it started with. This is why growers aim for control levels of 97 per cent or higher on black-grass: anything less allows the population to increase.",
            "Seed timing matters as well. Black-grass emerges mainly in autumn, with around 80 per cent of seedlings appearing between September and November, so it is strongly associated with autumn-sown crops. Wild oats emerge in both autumn and spring. Knowing when a species germinates tells the grower which crops it will infest and which cultivations can be used to destroy it before the crop is sown.",
          ),
        },
      },
      {
        title: "How Herbicides Work",
        description:
          "This module explains the main herbicide modes of action, how selectivity between crop and weed arises, and how to read the group numbers on a label.",
        lesson: {
          title: "Modes of action and selectivity",
          html:
            p(
              "A herbicide's mode of action is the plant process it disrupts, usually by binding to a particular enzyme or protein. The Herbicide Resistance Action Committee (HRAC) classifies herbicides by mode of action; its global system, revised in 2020, uses numbers, while older labels and textbooks use letters. Knowing the group matters because resistance evolves to a mode of action, not to a brand name, and two products from different companies may share the same group.",
            ) +
            "<table><tr><th>HRAC group</th><th>Mode of action</th><th>Examples</th></tr><tr><td>1</td><td>Inhibition of acetyl-CoA carboxylase (ACCase), blocking fatty acid synthesis</td><td>fenoxaprop, pinoxaden, clethodim</td></tr><tr><td>2</td><td>Inhibition of acetolactate synthase (ALS), blocking branched-chain amino acids</td><td>mesosulfuron, iodosulfuron, pyroxsulam</td></tr><tr><td>4</td><td>Synthetic auxins, disrupting growth regulation</td><td>2,4-D, MCPA, fluroxypyr</td></tr><tr><td>5</td><td>Inhibition of photosystem II</td><td>metribuzin</td></tr><tr><td>9</td><td>Inhibition of EPSP synthase, blocking aromatic amino acids</td><td>glyphosate</td></tr><tr><td>15</td><td>Inhibition of very-long-chain fatty acid synthesis</td><td>flufenacet</td></tr></table>" +
            p(
              "Selectivity, the ability to kill a weed without harming the crop, arises in several ways. The most important is metabolism: wheat rapidly detoxifies many ALS inhibitors with cytochrome P450 enzymes, while susceptible grass weeds do not. Some products include a safener, a compound that switches on the crop's own detoxifying enzymes. Selectivity can also be positional, when a soil-acting herbicide stays in the top few centimetres while the crop roots below it, or physiological, as with ACCase inhibitors, which affect grasses but not broad-leaved plants because the enzyme differs between them.",
              "Timing defines a second classification. Pre-emergence herbicides are applied to the soil before weeds emerge and act on germinating seedlings; many, like flufenacet, have residual activity lasting several weeks. Post-emergence herbicides are sprayed onto the foliage of emerged weeds and work best on small, actively growing plants. Residual products depend on a fine, firm seedbed and adequate soil moisture, and their activity falls sharply in cloddy or very dry soils.",
            ),
        },
      },
      {
        title: "Resistance and Integrated Weed Management",
        description:
          "How did black-grass become resistant to almost every post-emergence herbicide available to wheat growers, and what can be done now that chemistry alone is failing?",
        lesson: {
          title: "Target-site and metabolic resistance; cultural control",
          html:
            p(
              "Herbicide resistance is the inherited ability of a weed population to survive a dose that would normally kill it. It evolves by selection of rare resistant individuals, in the same way as insecticide and fungicide resistance. Two mechanisms are distinguished. Target-site resistance results from a mutation in the gene encoding the herbicide's target, which stops the herbicide from binding; an ACCase mutation in black-grass, for example, can confer very high resistance to fenoxaprop. Non-target-site resistance, often called enhanced metabolism, results from increased activity of detoxifying enzymes such as cytochrome P450s and glutathione S-transferases, which break down the herbicide before it reaches its target. Enhanced metabolism is the more dangerous in practice, because it can give partial resistance to herbicides of several modes of action, including ones the population has never been exposed to.",
              "In England black-grass resistance was first confirmed in 1982, and surveys now find resistance to ACCase and ALS inhibitors in populations on most farms where the weed is common. Because no new mode of action for grass-weed control in cereals has reached the market for decades, growers have been forced back on cultural methods, which reduce the number of plants that herbicides must deal with.",
            ) +
            "<ul><li><strong>Delayed drilling</strong>: sowing winter wheat in mid to late October rather than September allows more of the autumn flush to emerge and be sprayed off with glyphosate before sowing; reductions of around a third or more in black-grass heads are typical.</li><li><strong>Spring cropping</strong>: since most black-grass emerges in autumn, a spring-sown crop can cut populations by 80 per cent or more.</li><li><strong>Rotational ploughing</strong>: inverting the soil buries fresh seed below the depth from which it can emerge; because seed declines quickly, ploughing once in four or five years works better than every year, which would bring old seed back up.</li><li><strong>Competitive crops</strong>: higher seed rates and vigorous, tall varieties shade out late-emerging weeds.</li><li><strong>Stale seedbeds</strong>: cultivating early to stimulate a flush, then killing it before drilling.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "turfgrass-species-mowing-and-nutrition",
    discipline: "Turfgrass management",
    title: "Turfgrass Science and Management",
    description:
      "Under wear, drought and close mowing, a sward survives only if its management works with the physiology of the grass plant. The course deals with cool-season and warm-season species, mowing height and frequency, nitrogen nutrition, thatch control, and irrigation scheduling from evapotranspiration.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "thatch",
    modules: [
      {
        title: "Cool-Season and Warm-Season Grasses",
        description:
          "We compare the two great groups of turfgrasses, their photosynthetic pathways, and the growth habits that fit each species to its use.",
        lesson: {
          title: "C3 and C4 turfgrasses",
          html:
            p(
              "Turfgrasses fall into two groups that differ in their photosynthetic pathway and therefore in their response to temperature. Cool-season grasses use the C3 pathway, in which carbon dioxide is fixed directly by the enzyme Rubisco. They grow best at air temperatures of roughly 15 to 24°C, slow down in hot summers as photorespiration rises, and stay green through mild winters. Warm-season grasses use the C4 pathway, which concentrates carbon dioxide around Rubisco in specialised bundle-sheath cells. They grow best at about 27 to 35°C, use water more efficiently, and go dormant and brown when temperatures fall below about 10°C. Britain and northern Europe use cool-season grasses almost exclusively; the south-eastern United States and much of Australia rely on warm-season ones; and the transition zone in between is difficult for both.",
              "Growth habit is the second key characteristic. Bunch-type grasses spread only by tillers from the crown and cannot repair gaps by spreading. Rhizomatous grasses spread by underground stems and stoloniferous grasses by creeping stems above ground, both of which knit a sward together and allow recovery from damage.",
            ) +
            "<table><tr><th>Species</th><th>Group</th><th>Habit</th><th>Typical use</th></tr><tr><td>Perennial ryegrass (<i>Lolium perenne</i>)</td><td>Cool</td><td>Bunch</td><td>Football and rugby pitches; fast establishment, good wear tolerance</td></tr><tr><td>Creeping bentgrass (<i>Agrostis stolonifera</i>)</td><td>Cool</td><td>Stoloniferous</td><td>Golf greens; tolerates mowing at 3 mm</td></tr><tr><td>Red fescue (<i>Festuca rubra</i>)</td><td>Cool</td><td>Bunch or rhizomatous</td><td>Links greens, low-input lawns; drought tolerant</td></tr><tr><td>Smooth-stalked meadow grass (<i>Poa pratensis</i>)</td><td>Cool</td><td>Rhizomatous</td><td>Sports fields and lawns; recovers from damage</td></tr><tr><td>Bermudagrass (<i>Cynodon dactylon</i>)</td><td>Warm</td><td>Stoloniferous and rhizomatous</td><td>Warm-climate sports fields and fairways</td></tr><tr><td>Zoysiagrass (<i>Zoysia japonica</i>)</td><td>Warm</td><td>Stoloniferous and rhizomatous</td><td>Lawns and fairways; slow to establish</td></tr></table>" +
            p(
              "Annual meadow grass, <i>Poa annua</i>, is the uninvited member of the group: it invades almost every fine turf, produces seed heads even at very low mowing heights, and is shallow-rooted and prone to disease and drought.",
            ),
        },
      },
      {
        title: "Mowing",
        description:
          "Mowing is a controlled injury repeated hundreds of times a year, and its height and frequency shape the whole plant.",
        lesson: {
          title: "Height, frequency and the one-third rule",
          html: p(
            "Mowing removes leaf area, the plant's means of capturing light, so every cut temporarily reduces photosynthesis and forces the plant to draw on carbohydrate reserves. Turfgrasses tolerate this because their growing points, the crowns, sit at or just below the soil surface, beneath the reach of the blades. The height of cut nevertheless has consequences far beyond appearance. There is a strong relationship between leaf length and root depth: the lower the cut, the shallower the roots, the smaller the carbohydrate reserve and the less tolerant the turf is of drought, heat and wear. Each species also has a range of mowing heights it tolerates, from around 3 mm for creeping bentgrass on greens to 25 to 50 mm for perennial ryegrass on winter sports pitches.",
            "Mowing frequency is governed by the one-third rule: no more than one third of the leaf should be removed at any single mowing. If the target height is 25 mm, the turf should be cut before it exceeds 37.5 mm. Removing more than a third, known as scalping when it reaches the stems, exposes pale stem bases, reduces root growth for days or weeks and lets weeds establish in the weakened sward. When grass has been allowed to grow long, for example after holidays or wet weather, the height is brought down in several steps.",
            "Two main types of mower are used. Cylinder mowers cut with a scissor action and give the finest finish at heights below about 25 mm; they are used on greens, tees and cricket squares. Rotary mowers cut by impact from a horizontal spinning blade and are better for longer, rougher turf. In either case blades must be sharp, since torn leaf tips lose water, turn brown and are entry points for pathogens.",
            "Clippings are best returned to the sward on most lawns and sports fields, where they decompose within days and return nitrogen, potassium and other nutrients, supplying roughly a quarter or more of the turf's annual nitrogen requirement. On golf greens and cricket squares they are boxed off to keep the playing surface clean.",
          ),
        },
      },
      {
        title: "Nitrogen and Irrigation",
        description:
          "Fertiliser and water are the two inputs that most change the growth, colour and resilience of a sward, and both can be calculated rather than guessed.",
        lesson: {
          title: "Calculating nitrogen rates and water requirements",
          html: p(
            "Nitrogen is the nutrient that turf uses in the largest quantity and the one that most influences growth rate, density and colour. Typical annual rates range from 50 to 100 kg N per hectare for a low-maintenance lawn to 150 to 250 kg N per hectare for a heavily used winter sports pitch. Excess nitrogen produces soft, lush leaves that wear badly and are susceptible to diseases such as fusarium patch, so the aim is steady growth rather than maximum growth.",
            "The amount of product needed is calculated from the fertiliser analysis, which gives the percentages of nitrogen, phosphate and potash (N-P-K). To apply 25 kg N per hectare with a 20-0-10 fertiliser, divide the nitrogen required by the fraction of nitrogen in the product: 25 ÷ 0.20 = 125 kg of product per hectare, or 12.5 g per square metre. A 7,000 m² football pitch would therefore need 87.5 kg of product. Nitrogen can be supplied in quickly available forms, such as ammonium sulphate and urea, or in slow-release forms such as sulphur-coated or polymer-coated urea and methylene urea, which release it over weeks or months and reduce the risk of leaching and leaf scorch.",
            "Irrigation should replace the water the turf actually uses, which is estimated from evapotranspiration, the combined loss by evaporation from the soil and transpiration from the leaves. Weather stations calculate a reference evapotranspiration, ET0, usually with the FAO Penman-Monteith equation, for a standard grass surface. Turf water use is ET0 multiplied by a crop coefficient, typically about 0.8 for cool-season grasses and 0.6 for warm-season grasses. If ET0 averages 4 mm per day for a week in July, cool-season turf uses about 4 × 0.8 = 3.2 mm per day, or 22.4 mm per week. If 8 mm of rain fell that week, about 14 mm must be applied.",
            "Deep, infrequent watering, wetting the whole root zone and then letting the surface dry, encourages deeper roots than daily light sprinkling. Watering early in the morning reduces evaporation losses and the length of time the leaves stay wet, which limits disease.",
          ),
        },
      },
    ],
  },
  {
    slug: "rangeland-stocking-and-grazing-systems",
    discipline: "Range management",
    title: "Rangeland Ecology and Grazing Management",
    description:
      "Rangelands, the grasslands, shrublands and savannas grazed by livestock and wildlife, cover roughly half of the earth's land surface. Students calculate stocking rates in animal unit months, compare continuous and rotational grazing systems, assess range condition with state-and-transition models, and plan prescribed fire.",
    level: "intermediate",
    duration: "15 weeks",
    plantedGap: "prescribed fire",
    modules: [
      {
        title: "Stocking Rate and Carrying Capacity",
        description:
          "Stocking rate is the single most important decision a range manager makes, and this module shows how to calculate it from forage production.",
        lesson: {
          title: "Animal units, AUMs and a worked stocking rate",
          html:
            p(
              "Stocking rate is the amount of land allocated to each grazing animal for a given period, and research over a century has shown it to be the management variable with the greatest effect on vegetation, livestock performance and economic return. Carrying capacity is the maximum stocking rate that can be sustained year after year without damaging the vegetation or soil. To compare different kinds of animals, range managers use the animal unit (AU), traditionally defined as one mature cow of about 1,000 lb (454 kg), with or without a calf, or its equivalent, consuming about 26 lb (11.8 kg) of forage dry matter a day. An animal unit month (AUM) is the forage one animal unit needs for a month, about 780 lb or 354 kg of dry matter.",
            ) +
            "<table><tr><th>Animal</th><th>Animal unit equivalent</th></tr><tr><td>Cow with or without calf (1,000 lb)</td><td>1.0</td></tr><tr><td>Mature bull</td><td>1.35</td></tr><tr><td>Horse</td><td>1.25</td></tr><tr><td>Ewe with or without lamb</td><td>0.2</td></tr><tr><td>Bison</td><td>1.0</td></tr><tr><td>White-tailed deer</td><td>0.15</td></tr></table>" +
            p(
              "Not all the forage produced can be eaten. Some must be left to maintain plant vigour and protect the soil, and much is trampled, fouled or consumed by insects and wildlife. The widely used guideline 'take half, leave half' allows half the annual production of key species to be removed, but because of trampling and other losses, only about 25 per cent of total production is actually consumed by livestock. This figure is the harvest efficiency.",
              "Consider a 400-hectare pasture producing an average of 1,500 kg of forage dry matter per hectare a year. Total production is 600,000 kg. At 25 per cent harvest efficiency, 150,000 kg is available for grazing. Dividing by 354 kg per AUM gives about 424 AUMs. For a five-month grazing season, the pasture supports 424 ÷ 5 = about 85 animal units, for example 85 cows with calves, or 425 ewes. The manager then adjusts for the distance to water, slope and, above all, for drought years, when production may fall to half the average and stocking rate must fall with it.",
            ),
        },
      },
      {
        title: "Grazing Systems",
        description:
          "Are rotational systems really better than continuous grazing? We examine the main systems and the evidence from a century of trials.",
        lesson: {
          title: "Continuous, rotational and the evidence",
          html: p(
            "A grazing system is a planned sequence of grazing and rest for the pastures of a ranch. In continuous grazing, animals have unrestricted access to one area throughout the grazing season. Its main drawback is uneven use: cattle return repeatedly to favoured sites near water and on gentle slopes, overgrazing them while leaving distant or steep areas almost untouched. Rotational systems divide the range into several pastures and move animals among them. Deferred rotation delays grazing on each pasture in turn until the key plants have set seed. Rest-rotation, developed by August Hormay for the US Forest Service in the 1950s, rests one pasture for a whole year in each cycle. High-intensity, short-duration systems, promoted in particular by Allan Savory, use many paddocks and move large herds frequently, with grazing periods of a few days and rests of one to three months.",
            "Proponents have long claimed that rotational systems increase both forage and livestock production. A review by David Briske and colleagues in 2008, covering several decades of experiments on North American rangelands, found that in most studies rotational grazing did not produce more plant biomass or greater animal gains than continuous grazing at the same stocking rate. Critics replied that small research plots do not capture the adaptive decision-making of real ranch managers, who move stock in response to conditions. The debate continues, but there is agreement that stocking rate matters more than the system and that any system succeeds only if it is managed flexibly.",
            "Whatever the system, the manager's most effective tools are those that improve the distribution of grazing. Cattle seldom graze more than about 1.6 km from water on level ground, and much less on slopes, so new water points open up unused range. Salt and mineral supplements placed away from water draw cattle into lightly used areas. Fences divide pastures with different vegetation, and herding by riders, an old practice now revived, can place animals where forage is abundant. Timing also matters: grazing a pasture at the same season every year weakens the plants that are growing actively at that time, so varying the season of use is a key principle.",
          ),
        },
      },
      {
        title: "Range Condition and State-and-Transition Models",
        description:
          "Here students move from the old climax-based condition classes to the models now used to describe how rangelands change.",
        lesson: {
          title: "From succession to thresholds",
          html: p(
            "For much of the twentieth century range condition was judged against a single reference, the climax plant community expected on a site in the absence of disturbance. E. J. Dyksterhuis formalised this in 1949. Plants were classed as decreasers, palatable species that decline under heavy grazing; increasers, which at first increase as decreasers disappear; and invaders, which are absent from the climax and arrive only after disturbance. Condition was expressed as the percentage similarity of the present vegetation to the climax: 76 to 100 per cent was excellent, 51 to 75 good, 26 to 50 fair and 0 to 25 poor. The underlying assumption was that reducing grazing would let the vegetation move back along the same successional path towards the climax.",
            "Many rangelands did not behave this way. Desert grasslands in the south-western United States invaded by honey mesquite, or sagebrush steppe converted to stands of the annual cheatgrass, <i>Bromus tectorum</i>, did not return to perennial grassland when grazing was reduced, even after decades. In 1989 Mark Westoby, Brian Walker and Imanuel Noy-Meir proposed state-and-transition models to describe such systems. A site can exist in several relatively stable states, each a distinct plant community with its own soil and processes. Within a state, vegetation shifts reversibly between community phases. Between states lie thresholds, and once a threshold is crossed, for example when soil erosion removes the topsoil in which perennial grasses establish, returning to the earlier state requires expensive intervention such as seeding and shrub control, or may be impossible.",
            "In the United States, state-and-transition models are now written into the Ecological Site Descriptions used by the Natural Resources Conservation Service. Each ecological site, defined by its soils, climate and topography, has a reference state and a diagram of alternative states and the transitions and restoration pathways between them. Monitoring focuses on early warning signs of an approaching threshold, such as increasing bare ground, loss of perennial grass cover and pedestalled plants, measured with standard methods such as line-point intercept transects.",
          ),
        },
      },
    ],
  },
  {
    slug: "installing-extensive-and-intensive-green-roofs",
    discipline: "Green roof installation",
    title: "Installing Extensive and Intensive Green Roofs",
    description:
      "A vegetated roof is a build-up of layers, each of which must be chosen and laid correctly if the roof is to stay watertight and green for forty years. This practical module for landscape contractors and roofers deals with extensive and intensive systems, waterproofing and root barriers, drainage and filter layers, growing media and planting, and securing the build-up against wind uplift.",
    level: "intermediate",
    duration: "5 days",
    plantedGap: "wind uplift",
    modules: [
      {
        title: "Extensive, Semi-Intensive and Intensive Roofs",
        description:
          "Green roofs are classified by the depth of their growing medium, which decides their weight, planting and maintenance.",
        lesson: {
          title: "Choosing the type of roof",
          html:
            p(
              "Green roofs are usually grouped into three types according to the depth of growing medium and the intensity of maintenance. The terms come from the German FLL Guidelines, first published in 1995 and still the most widely cited technical standard; in the United Kingdom they are complemented by the GRO Green Roof Code. The type must be settled at the design stage, because the structure has to be strong enough to carry the saturated weight of the build-up, the snow load and any people who will use the roof.",
            ) +
            "<table><tr><th>Type</th><th>Typical substrate depth</th><th>Typical saturated load</th><th>Vegetation</th><th>Maintenance</th></tr><tr><td>Extensive</td><td>60 to 150 mm</td><td>60 to 180 kg/m²</td><td>Sedum, mosses, drought-tolerant wildflowers and grasses</td><td>One or two visits a year; little or no irrigation</td></tr><tr><td>Semi-intensive</td><td>120 to 250 mm</td><td>150 to 300 kg/m²</td><td>Perennials, grasses, small shrubs</td><td>Several visits a year; irrigation in dry periods</td></tr><tr><td>Intensive (roof garden)</td><td>200 mm to over 1 m</td><td>300 to over 1,000 kg/m²</td><td>Lawns, shrubs, trees, food growing</td><td>As for a ground-level garden, with permanent irrigation</td></tr></table>" +
            p(
              "Extensive roofs are by far the most common. They are light enough to be added to many existing flat and pitched roofs, and they provide stormwater retention, biodiversity, protection of the waterproofing from ultraviolet light and temperature extremes, and some insulation. A biodiverse roof is a variant of the extensive type in which the substrate is laid at varying depths, with mounds, logs and bare patches, to provide habitat for particular invertebrates and birds; such roofs are often required by planning conditions in London.",
              "Intensive roofs function as gardens and need a roof designed as a podium, with structural slabs and access for people. The installer's job on both types is the same in principle: every layer must be specified to suit the roof's slope, load capacity and waterproofing, and none may be substituted without checking compatibility with the others.",
            ),
        },
      },
      {
        title: "Waterproofing, Root Barriers and Drainage",
        description:
          "The layers beneath the soil are invisible once the roof is finished, and mistakes in them are expensive to find, so this module goes through them in order from the deck upward.",
        lesson: {
          title: "The build-up from deck to filter fleece",
          html:
            p(
              "A typical warm-roof green roof build-up, read from the structure upward, is listed below. Each layer has a job, and the order matters.",
            ) +
            "<ol><li>Structural deck of concrete, timber or metal, laid to falls.</li><li>Vapour control layer, to stop moist air from inside the building condensing in the insulation.</li><li>Insulation boards.</li><li>Waterproofing membrane, for example reinforced bitumen, single-ply synthetic or hot-melt liquid-applied membrane.</li><li>Root barrier, unless the membrane itself is certified root-resistant.</li><li>Protection fleece or board, to guard the membrane against damage during installation.</li><li>Drainage layer, often a dimpled or cupped plastic board that stores some water in its cups and drains the excess.</li><li>Filter fleece, a geotextile that lets water through but holds back fine particles of substrate.</li><li>Growing medium and vegetation.</li></ol>" +
            p(
              "The waterproofing is the most important component, since a leak under a finished green roof means removing the vegetation to find it. Before any green roof layers go down, the membrane should be tested, either by flood testing, in which the roof is filled with water to a set depth and watched for leaks, or by electronic leak detection, which finds holes by passing a low-voltage current across the membrane. Root resistance is tested by the FLL procedure or to EN 13948, in which membranes are exposed to aggressive roots, typically firethorn, for two years; bitumen membranes without a root inhibitor must have a separate root barrier.",
              "Water must leave the roof quickly. UK practice, following BS 6229, designs flat roofs to a fall of 1 in 40 so that a finished fall of at least 1 in 80 is achieved despite deflection and building tolerances. Outlets are kept clear by inspection chambers that allow them to be checked, and a vegetation-free zone of washed pebbles, typically 300 to 500 mm wide, is laid around outlets, along upstands and at the perimeter to prevent plants and substrate from blocking drainage.",
            ),
        },
      },
      {
        title: "Growing Media and Planting",
        description:
          "Green roof substrates are engineered mineral mixes, and the installer must order, place and plant them correctly.",
        lesson: {
          title: "Substrate, quantities and establishment",
          html: p(
            "Green roof growing media are not topsoil. Topsoil is heavy, compacts, can become waterlogged and carries weed seed, and its high organic content breaks down and shrinks over time. Engineered substrates are mainly mineral, consisting of crushed brick, pumice, expanded clay, lava rock or similar aggregates with a small amount of compost. The FLL Guidelines limit the organic content of extensive substrates, set grading curves for particle sizes and specify minimum water-holding capacity and air content. Suppliers provide a data sheet giving the dry and saturated bulk density, which the structural engineer uses to check loading.",
            "Quantities are calculated with an allowance for compaction, because a loose-delivered substrate settles once laid and watered. For an extensive roof of 250 m² with a specified finished depth of 100 mm, the compacted volume is 250 × 0.1 = 25 m³. With a compaction factor of 1.2, the loose volume to order is 30 m³. At a saturated bulk density of 1.2 tonnes per cubic metre, the finished layer adds about 120 kg/m² to the roof, which must be within the design load. Substrate is usually lifted to the roof in bulk bags by crane or blown through a hose from a tanker, and it must never be stockpiled in one place on a roof, where the concentrated load could exceed the structure's capacity.",
            "Extensive roofs are planted in one of four ways: with plug plants, typically 16 to 20 sedum or wildflower plugs per square metre; with sedum cuttings scattered over the surface; by seeding; or with pre-grown sedum blankets, rolled out like turf to give immediate cover. Blankets cost more but resist erosion and suppress weeds from the start. Planting is best done in spring or early autumn.",
            "Establishment needs care. New planting is watered until it has rooted, typically for the first few weeks and in dry spells during the first summer. After that, an extensive roof is maintained with one or two visits a year to remove tree seedlings and weeds, clear outlets and apply a slow-release fertiliser if the sedum turns red and sparse.",
          ),
        },
      },
    ],
  },
];
