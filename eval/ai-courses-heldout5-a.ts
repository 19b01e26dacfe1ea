/** Fifth held-out evaluation courses, beginner level (cartography to beekeeping); see ai-courses-heldout5.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT5_A: EvalCourse[] = [
  {
    slug: "introduction-to-cartography",
    discipline: "Cartography",
    title: "Introduction to Cartography and Map Design",
    description:
      "An introduction to map scale, map projections, coordinate systems and grids, typography and lettering, and thematic mapping, for first-year geography and environmental science students.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "typography and lettering",
    modules: [
      {
        title: "Map Scale",
        description: "How the ratio between map distance and ground distance is expressed and used.",
        lesson: {
          title: "Reading and converting scale",
          html: p(
            "Every map is smaller than the world it shows, and scale states by how much. The representative fraction (RF) expresses scale as a ratio without units: at 1:24,000, one unit on the map, whether a centimetre or an inch, stands for 24,000 of the same units on the ground. A verbal scale says the same thing in words, such as 'one centimetre to 240 metres', and a graphic scale, or scale bar, shows marked ground distances as a line. The scale bar has one practical advantage: when a map is enlarged or reduced on a photocopier or a screen, the bar changes size with the map and remains correct, while a printed RF no longer does.",
            "Converting between the forms is simple arithmetic. On a 1:50,000 map, 1 centimetre represents 50,000 centimetres, which is 500 metres, so 4.2 centimetres measured between two bridges means 2.1 kilometres on the ground. Going the other way, a trail of 3 kilometres on a 1:25,000 map occupies 300,000 divided by 25,000, or 12 centimetres.",
            "The words 'large' and 'small' confuse beginners because they refer to the fraction, not to the area shown. A large-scale map such as 1:1,250 has a large fraction and shows a small area, a few streets, in great detail. A small-scale map such as 1:10,000,000 has a tiny fraction and shows a whole continent with little detail. Doubling the scale from 1:50,000 to 1:25,000 makes each feature twice as long on paper but four times as large in area, which is why a sheet at the larger scale covers only a quarter of the ground.",
            "Strictly, a single scale is exact only along certain lines of a map, because a curved surface cannot be flattened without stretching. The stated scale is the nominal or principal scale, and the next module explains why the actual scale varies from place to place.",
          ),
        },
      },
      {
        title: "Map Projections",
        description: "Why every flat map distorts the globe and how cartographers choose which property to keep.",
        lesson: {
          title: "Flattening the globe",
          html:
            p(
              "A map projection is a systematic transformation of latitude and longitude on the curved Earth onto a flat plane. Because a sphere cannot be flattened without tearing or stretching, every projection distorts at least one of four properties: shape, area, distance or direction. The cartographer's task is to choose which distortion matters least for the purpose of the map.",
              "Projections are grouped by the property they preserve:",
            ) +
            "<ul><li><strong>Conformal</strong> projections keep angles, and so the shapes of small areas, correct at every point. The Mercator projection, published by Gerardus Mercator in 1569, is the best-known example.</li><li><strong>Equal-area</strong> projections keep the relative sizes of regions correct at the cost of shape. Albers equal-area conic and Mollweide are common choices.</li><li><strong>Equidistant</strong> projections keep distances true along certain lines, for example from the centre of an azimuthal equidistant map to every other point.</li><li><strong>Compromise</strong> projections such as the Robinson projection keep no property exactly but keep all distortions moderate, which suits world wall maps.</li></ul>" +
            p(
              "No projection can be both conformal and equal-area. Mercator's projection was designed for navigation: a line of constant compass bearing, a rhumb line, plots as a straight line on it, so a navigator could lay a ruler between two ports and read the course. The price is severe exaggeration of area towards the poles. Greenland looks about as large as Africa, although Africa is roughly fourteen times larger.",
              "Projections are also described by the surface onto which the globe is imagined to be projected: a cylinder, a cone or a plane. Conic projections suit mid-latitude regions that are wider east to west, such as the United States, while azimuthal projections on a plane suit polar regions. Tissot's indicatrix, small circles drawn on the globe and plotted on the map, makes the distortion visible: on a conformal map the circles stay circular but change size, while on an equal-area map they keep their area but become ellipses.",
            ),
        },
      },
      {
        title: "Coordinate Systems and Grids",
        description: "Latitude and longitude, and the Universal Transverse Mercator grid.",
        lesson: {
          title: "Saying exactly where",
          html: p(
            "The geographic coordinate system locates points by two angles. Latitude is measured north or south of the equator, from 0 to 90 degrees, and lines of equal latitude are called parallels. Longitude is measured east or west of the prime meridian through Greenwich, from 0 to 180 degrees, along meridians that converge at the poles. One degree of latitude is everywhere about 111 kilometres, while a degree of longitude shrinks with the cosine of the latitude: about 111 kilometres at the equator, about 56 kilometres at 60 degrees north and nothing at the pole. Angles may be written in degrees, minutes and seconds, such as 51° 28′ 38″ N, or in decimal degrees, 51.4772. A minute is one sixtieth of a degree, so converting 30 minutes gives 0.5 degrees.",
            "Angles are awkward for measuring distances and areas, so many maps also carry a rectangular grid in metres. The Universal Transverse Mercator (UTM) system divides the world between 80 degrees south and 84 degrees north into 60 zones, each 6 degrees of longitude wide, and projects each zone with its own transverse Mercator projection. Within a zone, a position is given as an easting and a northing in metres. The central meridian of each zone is assigned a false easting of 500,000 metres so that no easting is negative. In the northern hemisphere, northings are counted from the equator; in the southern hemisphere the equator is given a false northing of 10,000,000 metres.",
            "A coordinate is meaningless without its datum, the model of the Earth's size and shape to which it refers. The same point can differ by tens or even hundreds of metres between an older local datum and WGS 84, the datum used by GPS, so the datum must always be stated alongside the coordinates.",
          ),
        },
      },
      {
        title: "Thematic Mapping",
        description: "Choropleth and proportional symbol maps, data classification and colour schemes.",
        lesson: {
          title: "Mapping data, not just places",
          html: p(
            "A general reference map shows many kinds of features, such as roads, rivers and towns, while a thematic map shows the geographic pattern of one subject, such as unemployment, rainfall or voting. The right map type depends on the kind of data.",
            "A choropleth map shades whole areas, such as counties or countries, according to a value. Because large areas dominate the eye, a choropleth should show rates, densities or percentages rather than raw totals. Shading counties by the number of people over 65 mainly shows which counties are big or populous; shading them by the percentage of people over 65 shows where the population is old. Raw counts are better shown with proportional symbols, circles whose area, not radius, is proportional to the value, placed at the centre of each area.",
            "Values are usually grouped into five to seven classes. Equal-interval classification divides the data range into classes of equal width and is easy to read but may leave some classes almost empty. Quantile classification puts the same number of areas in each class, which fills every colour but can separate nearly identical values. Natural breaks, computed with the Jenks optimisation method, place class limits at gaps in the data so that each class is as internally similar as possible. The same data can look very different under each method, and a careful map reader checks the legend before drawing a conclusion.",
            "Colour should follow the data. Cynthia Brewer's schemes, widely used through the ColorBrewer tool, distinguish sequential schemes, light to dark for values from low to high; diverging schemes, two hues meeting at a meaningful midpoint such as zero change; and qualitative schemes, distinct hues with no order, for categories such as land use.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-viticulture",
    discipline: "Viticulture",
    title: "Introduction to Viticulture",
    description:
      "The grapevine and its annual growth cycle, climate and vineyard sites, phylloxera and rootstock selection, and pruning and canopy management, for students entering a wine production programme.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "phylloxera and rootstock selection",
    modules: [
      {
        title: "The Grapevine and Its Annual Cycle",
        description: "The stages of the vine's year, from budbreak to dormancy.",
        lesson: {
          title: "A year in the life of a vine",
          html: p(
            "Almost all the world's wine comes from one species, Vitis vinifera, the European grapevine, which includes varieties such as Chardonnay, Cabernet Sauvignon and Pinot Noir. The vine is a woody perennial climber, and each year it passes through the same sequence of stages, which the grower must recognise because every vineyard task is timed by them.",
            "Budbreak comes in spring, once mean daily temperatures rise above about 10 °C; the buds swell and the first green shoots emerge. Shoots then grow rapidly, and a few weeks later the inflorescences, the future bunches, become visible. Flowering follows some six to eight weeks after budbreak. Grape flowers are mostly self-pollinating, but cold, wet or windy weather during flowering reduces fruit set, the transformation of flowers into small green berries, and can leave loose bunches with many missing or tiny berries.",
            "During the first phase of berry growth the berries are hard, green and acidic, and grow by cell division and expansion. Véraison marks the change: the berries soften, red varieties begin to colour and white varieties turn translucent, and from then on sugar accumulates while acidity, particularly malic acid, falls. Growers follow ripening by measuring sugar in degrees Brix with a refractometer, together with acidity and pH, and by tasting the berries and examining the colour of the seeds.",
            "Harvest takes place when the balance of sugar, acid and flavour suits the style of wine intended, which for many table wines is in the region of 22 to 25 °Brix. After harvest the leaves continue to photosynthesise and the vine stores carbohydrate in its wood and roots. With the first frosts or shortening days the leaves fall and the vine enters dormancy, the period in which it is pruned.",
          ),
        },
      },
      {
        title: "Climate and Vineyard Sites",
        description: "Heat summation, frost and the features that make a good site.",
        lesson: {
          title: "Where vines ripen",
          html: p(
            "Climate sets the limits of where grapes can be grown and which varieties will ripen. Most vineyards lie between about 30 and 50 degrees of latitude in both hemispheres, where summers are warm enough to ripen fruit and winters cold enough for dormancy but not so cold as to kill the vine.",
            "A widely used measure of heat is the growing degree day. For each day of the growing season the mean temperature minus a base of 10 °C is added up, since the vine grows little below that temperature; a day with a mean of 18 °C contributes 8 degree days, and a day with a mean of 9 °C contributes none. Albert Winkler and Maynard Amerine of the University of California, Davis, used the seasonal total, April to October in the northern hemisphere, to divide California into five regions, from Region I, the coolest, with fewer than about 1,390 degree days Celsius (2,500 Fahrenheit), to Region V, the hottest, with more than about 2,220 (4,000 Fahrenheit). Early-ripening varieties such as Pinot Noir suit cool regions, while late-ripening ones such as Grenache need warm ones.",
            "Within a climate, the site makes a large difference. Cold air is dense and flows downhill like water, so spring frosts, which kill young shoots after budbreak, are most severe in valley floors and hollows, while slopes with good air drainage escape them. In the cooler regions of the northern hemisphere, south- and southwest-facing slopes receive more sunshine and warm up faster. Large bodies of water moderate temperature extremes, which is why many cool-climate vineyards lie beside lakes and rivers.",
            "The soil matters mostly through water supply and drainage. Vines dislike waterlogged roots, and moderate water stress after fruit set slows shoot growth and is often associated with smaller berries and more concentrated flavour, while deep, fertile, wet soils produce vigorous vines with shaded fruit.",
          ),
        },
      },
      {
        title: "Pruning and Canopy Management",
        description: "Winter pruning systems, trellising and summer canopy work.",
        lesson: {
          title: "Shaping the vine",
          html:
            p(
              "Left unpruned, a grapevine becomes a tangle of wood carrying many small, poorly ripened bunches. Winter pruning, carried out during dormancy, regulates the number of buds and so the number of shoots and bunches in the following season. Fruitful shoots normally grow from buds on one-year-old wood, the canes, which is why pruning keeps a renewed supply of this wood.",
              "The two basic systems differ in how that wood is kept:",
            ) +
            "<ul><li><strong>Spur pruning</strong>: a permanent horizontal arm of old wood, the cordon, runs along the trellis wire, and the canes growing from it are cut back to short spurs of two buds each.</li><li><strong>Cane pruning</strong>: all but one or two canes are removed each year, and the kept canes, with perhaps eight to fifteen buds, are bent and tied along the wire; the Guyot system is the classic form. Cane pruning suits varieties whose buds near the base of the cane are not very fruitful.</li></ul>" +
            p(
              "Growers talk of balance: a vine should carry as much fruit as its leaves can ripen. One simple check is the Ravaz index, the weight of fruit harvested divided by the weight of the canes removed at pruning. Values of roughly 5 to 10 are usually considered balanced; lower values mean a vigorous vine carrying too little crop, higher values an overcropped vine.",
              "Canopy management continues the work in summer. In vertical shoot positioning (VSP), the shoots are trained upwards between pairs of catch wires so that the fruit hangs in a zone below a thin wall of leaves. Shoot thinning removes surplus and badly placed shoots, and leaf removal around the bunches lets in air and light. Better air movement helps bunches dry after rain, and sunlight on the fruit deepens colour and lowers green, herbaceous flavours. Too much exposure in a hot climate, however, causes sunburn, so growers remove fewer leaves on the side facing the afternoon sun.",
            ),
        },
      },
    ],
  },
  {
    slug: "workplace-health-safety",
    discipline: "Occupational safety",
    title: "Fundamentals of Occupational Health and Safety",
    description:
      "Hazard identification and risk assessment, the hierarchy of controls, occupational noise, ergonomics and manual handling, and incident investigation, for supervisors and students beginning a safety qualification.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "ergonomics and manual handling",
    modules: [
      {
        title: "Hazards and Risk Assessment",
        description: "The difference between hazard and risk, and the five steps of a risk assessment.",
        lesson: {
          title: "From hazard to risk",
          html:
            p(
              "A hazard is anything with the potential to cause harm: a chemical, a moving machine part, a wet floor, electricity, a heavy workload. Risk is the combination of how likely it is that the hazard will actually cause harm and how severe that harm would be. The distinction matters because a serious hazard may present a low risk when exposure is rare and well guarded, while a modest hazard met every day may present a high one. A drum of acid is a hazard; the risk depends on who works with it, how often and with what precautions.",
              "Many organisations score risk with a matrix in which likelihood and severity are each rated from 1 to 5 and multiplied. A task judged likely (4) to cause an injury needing a week off work (3) scores 12, which many matrices class as high and requiring action before work continues. The numbers are a tool for ranking, not a measurement, and two assessors may score the same task differently, so the reasoning behind each rating should be recorded.",
              "A widely used approach, promoted by the UK Health and Safety Executive, follows five steps:",
            ) +
            "<ul><li>Identify the hazards, by walking the workplace, reading suppliers' instructions and safety data sheets, reviewing past incidents and asking the workers.</li><li>Decide who might be harmed and how, including cleaners, contractors, visitors, new and young workers and pregnant workers.</li><li>Evaluate the risks and decide on precautions.</li><li>Record the significant findings.</li><li>Review the assessment regularly and whenever something changes, such as a new machine, a new process or an incident.</li></ul>" +
            p(
              "Workers are often the best source of information about hazards, because they know which shortcuts are taken when a job is running late, and involving them also makes it more likely that the precautions will be followed.",
            ),
        },
      },
      {
        title: "The Hierarchy of Controls",
        description: "Ranking control measures from elimination to personal protective equipment.",
        lesson: {
          title: "Choosing the most effective control",
          html: p(
            "Once a risk has been assessed, the question is how to reduce it. The hierarchy of controls, as set out for example by the US National Institute for Occupational Safety and Health (NIOSH), ranks the options from the most to the least effective. The higher measures act on the hazard itself and protect everyone automatically, while the lower ones depend on each person doing the right thing every time.",
            "Elimination removes the hazard entirely: cleaning windows from the ground with a water-fed pole eliminates the need to work at height. Substitution replaces the hazard with something less dangerous, for instance a water-based paint instead of a solvent-based one, or a smaller container of a chemical instead of a large one. Engineering controls isolate people from the hazard without relying on their behaviour; examples are machine guards interlocked so that the machine stops when the guard is opened, local exhaust ventilation that captures dust at the point where it is produced, and guardrails around an open edge.",
            "Administrative controls change the way people work: written procedures, training, warning signs, permits to work and job rotation to limit the time each person is exposed. Personal protective equipment (PPE), such as respirators, gloves, hearing protectors and safety glasses, comes last, because it protects only the wearer, only when it fits and is worn correctly, and fails without warning when it is damaged or saturated.",
            "In practice several levels are usually combined. A woodworking shop might substitute a less hazardous timber treatment, fit extraction to each saw, limit the time spent sanding and still issue dust masks for cleaning. The rule is to work down the hierarchy and to use the lower controls for the risk that remains, not as the first resort because they are cheapest to introduce.",
          ),
        },
      },
      {
        title: "Occupational Noise",
        description: "How noise damages hearing, exposure limits and the exchange rate.",
        lesson: {
          title: "Protecting hearing at work",
          html: p(
            "Noise-induced hearing loss is permanent and painless, and it develops over years, so workers often notice it only when it is too late. Loud sound damages the sensory hair cells of the inner ear, which do not regrow in humans. The damage typically appears first as a dip in hearing sensitivity around 4,000 hertz, and the worker may also experience tinnitus, a ringing in the ears.",
            "Noise is measured in decibels with the A-weighting, written dB(A), which approximates the sensitivity of the human ear. Because the decibel scale is logarithmic, an increase of 3 dB doubles the sound energy, and an increase of 10 dB is heard as roughly twice as loud. Two identical machines each producing 85 dB(A) together produce about 88 dB(A), not 170.",
            "Exposure limits combine level and duration. NIOSH recommends a limit of 85 dB(A) averaged over an eight-hour day with a 3 dB exchange rate, which means that every 3 dB increase halves the allowed time: 88 dB(A) is allowed for four hours, 91 dB(A) for two and 94 dB(A) for one. The US Occupational Safety and Health Administration (OSHA) uses a legal limit of 90 dB(A) with a 5 dB exchange rate and requires a hearing conservation programme, including hearing tests, when exposure reaches 85 dB(A). In the European Union, employers must act at 80 dB(A) and again at 85 dB(A), and the exposure limit, taking hearing protection into account, is 87 dB(A).",
            "A simple field rule is that if two people standing about a metre apart have to shout to be heard, the noise is probably around 85 dB(A) or more and should be measured. The hierarchy of controls applies here as everywhere: quieter machines, enclosures and vibration mounts come before ear muffs and plugs.",
          ),
        },
      },
      {
        title: "Incident Investigation",
        description: "Why incidents happen and how to find their underlying causes.",
        lesson: {
          title: "Learning from what went wrong",
          html: p(
            "An incident is any unplanned event that caused or could have caused injury, ill health or damage. Near misses, events in which nobody was hurt but someone could have been, deserve investigation as much as injuries do, because they reveal the same weaknesses at no cost. In 1931 Herbert Heinrich proposed that for every major injury there are 29 minor injuries and 300 incidents with no injury. The exact ratio has been widely criticised, and serious accidents do not always have the same causes as minor ones, but the idea that many warnings usually come before a serious event remains useful.",
            "The purpose of an investigation is to prevent a recurrence, not to find someone to blame. When people expect punishment, they stop reporting near misses and the organisation loses its best source of warnings. Investigators collect evidence quickly: photographs of the scene, equipment and records, and interviews with those involved and with witnesses, held separately and conducted as conversations rather than interrogations.",
            "A useful distinction is between immediate causes, such as a worker slipping on oil, and underlying or root causes, such as a leaking machine that had been reported three times without repair. The 'five whys' technique, developed at Toyota, keeps asking why until a cause is reached that the organisation can fix. Why did she slip? There was oil on the floor. Why? The gearbox was leaking. Why was it not repaired? The repair request was lost. Why? Requests are made verbally with no tracking. The fix is then a tracked maintenance request system, not only a warning to be careful.",
            "James Reason's Swiss cheese model pictures the defences of an organisation as slices of cheese, each with holes; an accident happens when holes in several layers line up. Good investigations therefore look for the several layers that failed, not for a single cause.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-aquaculture",
    discipline: "Aquaculture",
    title: "Introduction to Aquaculture",
    description:
      "Covers water quality for farmed fish, culture systems from ponds to recirculating tanks, disease prevention and biosecurity, and feeding and the feed conversion ratio, for students with no previous study of fisheries.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "disease prevention and biosecurity",
    modules: [
      {
        title: "Water Quality",
        description: "Dissolved oxygen, temperature, ammonia and the nitrogen cycle in fish culture.",
        lesson: {
          title: "The water comes first",
          html:
            p(
              "Fish live in their own wastes, so in aquaculture the quality of the water decides growth and survival more than anything else. Fish are ectotherms: their body temperature follows the water, and so does their metabolic rate. Each species has a preferred range; rainbow trout grow best in cool water of roughly 12 to 18 °C, while tilapia and channel catfish prefer water above 25 °C.",
              "Dissolved oxygen (DO) is usually the first factor to limit production. Cold water holds more oxygen than warm water, so a warm summer night is the most dangerous time. In a pond, algae add oxygen by photosynthesis during the day, while at night both the algae and the fish consume it, so DO falls to its minimum just before dawn. Farmers measure it at that time and run aerators when it drops. Fish gasping at the surface at first light are a sign that oxygen has run critically low.",
              "Fish excrete most of their nitrogenous waste as ammonia through the gills. Ammonia exists in two forms in water, the ammonium ion and un-ionised ammonia, and only the un-ionised form is highly toxic. Its share rises steeply with pH and temperature, so the same total ammonia reading can be harmless at pH 7 and dangerous at pH 9.",
              "Bacteria remove ammonia by nitrification in two steps:",
            ) +
            "<table><tr><th>Step</th><th>Conversion</th><th>Bacteria usually cited</th></tr><tr><td>1</td><td>Ammonia to nitrite</td><td>Nitrosomonas</td></tr><tr><td>2</td><td>Nitrite to nitrate</td><td>Nitrobacter</td></tr></table>" +
            p(
              "Nitrite is also toxic, because it converts haemoglobin to methaemoglobin, which cannot carry oxygen, turning the blood brown. Nitrate is far less harmful and is removed by water exchange or by plants.",
            ),
        },
      },
      {
        title: "Culture Systems",
        description: "Ponds, raceways, net pens and recirculating aquaculture systems compared.",
        lesson: {
          title: "Where fish are farmed",
          html: p(
            "Aquaculture systems are often described by their intensity. In extensive systems, fish are stocked at low density in ponds or lagoons and feed mainly on natural food, with few inputs and low yields per hectare. Semi-intensive systems add fertiliser to grow more natural food, supplementary feed, or both. Intensive systems stock fish densely, feed them complete manufactured diets and depend on aeration or water flow to supply oxygen and remove wastes; yields are high, but so are costs and the consequences of any failure.",
            "Earthen ponds are the most common system worldwide, used for carp in Asia and for catfish in the United States. They are cheap to build where land and water are available, and the pond itself processes some of the waste, but the farmer has limited influence over temperature and water chemistry.",
            "Raceways are long, narrow channels through which water flows continuously, typically from a spring or river, and they are the classic system for trout. Because the flowing water constantly brings oxygen and carries away ammonia, raceways can hold far more fish per cubic metre than ponds, but they need a large, reliable supply of clean, cool water, and the outflow carries nutrients downstream.",
            "Net pens and cages float in lakes or in the sea; most farmed Atlantic salmon are grown in large sea cages. The surrounding water does the work of oxygenation and waste removal for free, but the farm shares its water with wild fish, and uneaten feed and faeces settle on the bottom beneath the cages.",
            "Recirculating aquaculture systems (RAS) treat and reuse the same water. Mechanical filters remove solids, a biofilter provides a large surface for nitrifying bacteria, and oxygen is added before the water returns to the tanks. Typically only a small fraction of the water is replaced each day. RAS can be built close to markets and give close command of temperature and water chemistry, but they are expensive to build and run, and a pump or power failure can kill a whole stock within hours.",
          ),
        },
      },
      {
        title: "Feeding and Feed Conversion",
        description: "Feeding rates, the feed conversion ratio and why feed dominates costs.",
        lesson: {
          title: "Turning feed into fish",
          html: p(
            "In intensive aquaculture, feed is usually the largest single cost of production, often half or more of the total, so feeding well is as much an economic skill as a biological one. Fish are fed a percentage of their body weight each day. Small fish eat a higher percentage than large ones, because their metabolic rate per gram is higher, and all fish eat more in warm water, within their preferred range, than in cold. Farmers therefore adjust rations from feeding tables according to fish size and water temperature, and sample the fish regularly to estimate their weight.",
            "The key measure of efficiency is the feed conversion ratio (FCR): the weight of feed given divided by the weight gained by the fish. Suppose a tank holds 2,000 kilograms of fish at the start of a month and 3,200 kilograms at the end, with no losses, and 1,500 kilograms of feed were given. The gain is 1,200 kilograms, so the FCR is 1,500 divided by 1,200, or 1.25. A lower FCR is better. Farmed salmon commonly achieve values between about 1.1 and 1.4, far better than most land animals, partly because fish do not spend energy keeping warm and because water supports their body weight.",
            "Overfeeding raises the FCR directly, because uneaten pellets are wasted, and it also harms the water, since decaying feed consumes oxygen and releases ammonia. Underfeeding slows growth and makes fish in the same tank grow unevenly, as the larger, dominant fish take most of the food. Good farmers watch the fish as they feed and stop when feeding activity slows.",
            "Feed quality matters too. Protein is the most expensive ingredient, and carnivorous species such as trout and salmon need diets with much more protein than omnivores such as tilapia. Replacing fishmeal with plant proteins is an active area of work, because wild fish caught to make fishmeal are a limited resource.",
          ),
        },
      },
    ],
  },
  {
    slug: "beekeeping-for-beginners",
    discipline: "Apiculture",
    title: "Beekeeping for Beginners",
    description:
      "The honey bee colony and its castes, hive design and bee space, inspecting a colony and managing swarming, Varroa mite control, and harvesting honey, for new beekeepers in their first season.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "Varroa mite control",
    modules: [
      {
        title: "The Honey Bee Colony",
        description: "The queen, workers and drones and how their roles divide the work of the colony.",
        lesson: {
          title: "Three kinds of bee",
          html: p(
            "A honey bee colony behaves like a single organism made of thousands of individuals, and the beekeeper's first task is to understand its three kinds of bee. The queen is the only fully fertile female and the mother of almost every bee in the hive. Early in life she makes a few mating flights, mating in the air with some ten to twenty drones, and stores the sperm for the rest of her life, which may last several years. In early summer a good queen lays more than 1,500 eggs a day.",
            "Workers are females whose ovaries remain undeveloped. Whether a fertilised egg becomes a worker or a queen depends on how the larva is fed: larvae destined to be queens are reared in large cells and fed royal jelly throughout their development. The development times are worth memorising, because they are used to plan work in the apiary: about 16 days from egg to adult for a queen, 21 for a worker and 24 for a drone.",
            "Workers change jobs as they age. In roughly their first three weeks as adults they clean cells, feed larvae as nurse bees, build comb from wax secreted by glands on the abdomen, process nectar and guard the entrance. After that they forage for nectar, pollen, water and propolis, the resin that bees use to seal gaps. A worker in the busy summer season lives only about six weeks, while workers reared in autumn live through the winter.",
            "Drones are males, which develop from unfertilised eggs. They do not collect food or sting, and their role is to mate with queens from other colonies. In late summer, as the nectar flow ends, the workers drive the drones out of the hive. A strong colony in summer contains perhaps 30,000 to 60,000 workers, a few hundred drones and one queen.",
          ),
        },
      },
      {
        title: "Hive Design and Bee Space",
        description: "The movable-frame hive, bee space and the parts of a modern hive.",
        lesson: {
          title: "Why the modern hive works",
          html: p(
            "For most of history, honey was harvested by destroying the nest or the colony. The modern movable-frame hive rests on a discovery published by the American clergyman Lorenzo Langstroth, who patented his hive in 1852. Langstroth recognised bee space: a gap of roughly 6 to 9 millimetres, about a quarter to three-eighths of an inch, that bees leave open as a passageway. Gaps narrower than this they seal with propolis, and gaps wider than this they fill with comb, known as brace or burr comb. By leaving exactly a bee space around each frame and between the boxes, Langstroth made a hive whose frames stay free and can be lifted out, inspected and replaced without cutting comb.",
            "A typical hive is a stack of boxes. From the bottom up it consists of a floor with an entrance, one or two brood boxes in which the queen lays and the colony rears its young, a queen excluder, one or more honey supers, an inner cover or crown board, and a roof. The queen excluder is a grid with gaps large enough for workers but too small for the larger queen, so that the supers above contain only honey and no brood. Each frame holds a sheet of beeswax foundation embossed with the hexagonal cell pattern, which the bees draw out into comb.",
            "Several hive types are used. The Langstroth is standard in North America and much of the world, the National hive is common in Britain, and top-bar hives, in which the bees build comb down from wooden bars without a frame, are popular where cheap, simple equipment is wanted. Whatever the type, equipment of the same standard is interchangeable, which matters when frames of brood or stores are moved between colonies.",
          ),
        },
      },
      {
        title: "Inspecting a Colony and Managing Swarming",
        description: "Routine inspections, reading the brood nest and recognising swarm preparations.",
        lesson: {
          title: "What to look for in the brood box",
          html: p(
            "During the active season, a colony is inspected about every seven to nine days. The interval is chosen because a queen cell is sealed about eight days after the egg is laid, so a beekeeper who inspects at that interval will see queen cells before they are sealed and before the colony swarms. Inspections are made on warm, calm days when many foragers are out. A little cool smoke at the entrance and under the cover makes the bees gorge on honey and calms them, and frames are lifted slowly and held over the box so that the queen cannot fall outside.",
            "A beekeeper reads each brood frame for a few things. Eggs, which stand upright in the bottom of cells, show that a laying queen was present within the past three days, even if she is not seen. A compact pattern of sealed worker brood with few empty cells indicates a healthy, well-mated queen, while scattered, patchy brood or many drone cells in worker comb suggests a failing queen. The frames should also show stores of honey and pollen, and the beekeeper judges whether the colony needs more room.",
            "Swarming is the colony's way of reproducing. The old queen leaves with roughly half of the workers to found a new nest, and a new queen is reared in the old hive. Crowding, a young colony with an old queen, and the abundant nectar of late spring all encourage it. Swarm preparations are recognised by queen cells, often several, hanging from the lower edges of the frames. Queen cells built in the middle of a comb face, usually just one to three, are more often supersedure cells, made when the colony is replacing a failing queen without swarming.",
            "Giving the colony space early, by adding supers before it is crowded, delays swarming. When queen cells are found, the beekeeper can make an artificial swarm, moving the old queen to a new hive so that the colony divides under the beekeeper's management rather than losing half its bees to a tree.",
          ),
        },
      },
      {
        title: "Harvesting Honey",
        description: "When honey is ready, removing supers and extracting.",
        lesson: {
          title: "From comb to jar",
          html: p(
            "Nectar contains about 70 to 80 percent water, and bees turn it into honey by adding enzymes and evaporating water, fanning their wings to move air through the hive. When the honey is ripe they cap each cell with a thin layer of wax. Ripe honey contains less than about 18 to 20 percent water, and honey with more water ferments, because sugar-tolerant yeasts can grow in it. The beekeeper therefore takes frames that are at least three-quarters capped, or checks the water content with a refractometer before extracting.",
            "To remove the bees from the supers, many beekeepers insert a clearer board with one-way bee escapes beneath them a day or two before the harvest; the bees go down to the brood box and cannot return. The supers are then taken away quickly, because open honey attracts robber bees and wasps from other colonies.",
            "In the honey room the cappings are sliced off each comb with a heated knife or a fork. The frames are placed in an extractor, a drum in which a rotating cage throws the honey out of the cells by centrifugal force while leaving the comb intact, so that the empty combs can be returned to the bees and refilled. The honey is strained through a coarse and then a fine filter to remove wax and debris and allowed to settle so that air bubbles rise. Heather honey, which is thixotropic, a gel that liquefies when stirred, cannot be spun out easily and is usually pressed or sold as comb honey.",
            "Beekeepers must leave the colony enough stores for winter, about 20 kilograms in a temperate climate, or replace what they take with sugar syrup. Most honeys eventually crystallise, those high in glucose such as oilseed rape honey within days. Crystallisation is natural and does not mean the honey has spoiled.",
          ),
        },
      },
    ],
  },
];
