/** Fifty-sixth held-out evaluation courses, beginner level (orchids to greenkeeping); see ai-courses-heldout56.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT56_A: EvalCourse[] = [
  {
    slug: "orchids-on-the-windowsill",
    discipline: "Orchid cultivation",
    title: "Orchids on the Windowsill",
    description:
      "Most orchids sold in supermarkets are Phalaenopsis hybrids that will flower year after year in an ordinary house once their needs are understood. This six-evening class deals with light and temperature for epiphytes, watering and feeding in bark, repotting, and the control of scale insects.",
    level: "beginner",
    duration: "6 evenings (2 hours each)",
    plantedGap: "scale insects",
    modules: [
      {
        title: "Light, Temperature and the Epiphytic Habit",
        description:
          "We start in the rainforest canopy, because a plant that clings to a branch there tells you what it wants from your windowsill.",
        lesson: {
          title: "Reading an epiphyte",
          html:
            p(
              "The moth orchid, <i>Phalaenopsis</i>, is an epiphyte: in the forests of South-East Asia it grows on tree trunks and branches, not in soil. Its thick roots are wrapped in velamen, a spongy layer of dead cells that soaks up rain and dew within seconds and then dries out in the moving air. The roots also photosynthesise, which is why they are green when wet and silvery when dry. The leaves are fleshy because the plant uses crassulacean acid metabolism (CAM), opening its stomata at night to take in carbon dioxide and so losing less water by day.",
              "Under the canopy the light is bright but dappled. Indoors, moth orchids do best at roughly 10,000 to 15,000 lux, which in a British house means an east-facing windowsill or a few feet back from a south-facing one. Direct summer sun through glass scorches the leaves within an afternoon, leaving pale or black patches that never recover. The leaves themselves are the best light meter: a healthy plant has olive-green leaves, very dark green leaves mean too little light, and a yellowish or reddish flush means too much.",
            ) +
            "<ul><li>Low light: <i>Phalaenopsis</i>, <i>Paphiopedilum</i> (slipper orchids)</li><li>Medium light: <i>Oncidium</i> and 'Cambria' hybrids, <i>Miltoniopsis</i></li><li>High light: <i>Cattleya</i>, <i>Cymbidium</i>, <i>Vanda</i></li></ul>" +
            p(
              "Temperature matters as much as light. Moth orchids like days of 20 to 28°C and nights no lower than about 16°C. A drop of 5 to 8°C between day and night for three or four weeks in autumn is the usual trigger for a new flower spike, so a plant kept in a room that is equally warm day and night may grow healthy leaves for years without flowering. Cymbidiums need a much cooler autumn and are happiest outdoors in summer.",
            ),
        },
      },
      {
        title: "Watering and Feeding",
        description:
          "More orchids are killed by the watering can than by anything else, so this session is about when not to water.",
        lesson: {
          title: "Water thoroughly, then wait",
          html: p(
            "Because velamen-covered roots evolved to be wetted and dried many times a day, they rot when they sit in a permanently wet medium. The basic rule is to water thoroughly and then wait until the pot is nearly dry. The simplest method is to stand the pot in a bowl of tepid water for ten to fifteen minutes, let it drain completely, and return it to its saucer or outer pot only when no water is left standing. In a warm room this usually means once a week in summer and every ten to fourteen days in winter, but the plant, not the calendar, decides.",
            "Several signs tell you when to water. Roots seen through a clear pot turn from green to silvery grey as they dry. A pot that has dried out feels noticeably lighter when lifted. A wooden skewer pushed into the bark comes out dark and damp if there is still moisture inside. Popular advice to water with three ice cubes a week gives too little water to wet the whole root system and is best ignored.",
            "Never leave water lying in the crown, the point where the leaves meet, because it encourages crown rot, a bacterial and fungal infection that kills a moth orchid within days. Water in the morning so that any splashes evaporate before the cooler night. Rainwater or filtered water is better than hard tap water, which leaves white mineral crusts on the bark and roots.",
            "Orchids in bark need regular feeding because bark contains almost no nutrients. Growers follow the maxim 'weakly, weekly': a balanced fertiliser such as a 20-20-20 formulation diluted to a quarter or half of the strength on the label, given at most waterings during active growth. Once a month water with plain water only, to flush out accumulated salts. In winter, when growth slows, feed every second or third watering.",
          ),
        },
      },
      {
        title: "Repotting and Reflowering",
        description:
          "Repotting every year or two, done at the right moment, keeps the roots healthy; cutting the old spike in the right place can bring a second flush of flowers.",
        lesson: {
          title: "A fresh pot and a new spike",
          html:
            p(
              "Orchid bark breaks down over time. After one to two years it turns soft and dark, holds too much water and excludes air, and the roots inside begin to rot. Repot when the bark has decomposed, when roots are crowding out of the pot, or when the plant has become unstable, and choose the time just after flowering, when new roots are starting to grow.",
            ) +
            "<ol><li>Water the plant the day before, so that the roots are pliable.</li><li>Ease the plant out of the pot and shake and tease away all the old bark.</li><li>With scissors sterilised in a flame or with surgical spirit, cut off every hollow, brown or mushy root; keep firm green or silver ones.</li><li>Choose a pot only just large enough for the healthy roots; a clear plastic pot lets you watch root colour.</li><li>Hold the plant so that the base of the lowest leaf sits at the rim, and trickle in fresh medium-grade bark, tapping the pot so it settles between the roots.</li><li>Wait five to seven days before watering, so that cut roots can callus.</li></ol>" +
            p(
              "After the last flower falls, a moth orchid's spike can be treated in two ways. Cut just above the second node below the lowest flower, counting the small brown bracts on the stem, and many plants produce a branch spike that flowers again within eight to twelve weeks. Alternatively, cut the spike at its base; the plant then puts its energy into new leaves and roots and usually flowers more strongly the following year. Young or weak plants with fewer than three good leaves should always be given the second treatment. A spike that turns brown and dry of its own accord should simply be removed.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-cacti-and-succulents-at-home",
    discipline: "Cactus and succulent cultivation",
    title: "Growing Cacti and Succulents",
    description:
      "Desert plants die far more often from kindness than from neglect. Over eight Saturday mornings this class deals with free-draining composts and pots, the watering year and the winter rest, raising plants from seed and cuttings, and grafting slow-growing cacti onto vigorous stocks.",
    level: "beginner",
    duration: "8 Saturday mornings",
    plantedGap: "grafting",
    modules: [
      {
        title: "Composts and Pots",
        description: "The compost has one job above all others, to let water through quickly and air in behind it.",
        lesson: {
          title: "A compost that drains in seconds",
          html: p(
            "Most cacti and many other succulents come from places where rain falls briefly and heavily and then the ground dries fast. Their roots are adapted to a cycle of soaking and drying, and in compost that stays wet they lose oxygen and rot. Multipurpose peat or peat-free compost, sold for bedding plants, holds far too much water and, once dry, is hard to rewet. The first task of the grower is therefore to make a mix that drains within seconds of watering.",
            "A reliable general mix is one part loam-based John Innes No. 2 to one part of a coarse mineral grit, measured by volume. The grit should be sharp, lime-free and between about 2 and 6 mm across; pumice, calcined clay granules or fine horticultural grit all work, whereas builders' sand is too fine and clogs the spaces between particles. For slow, rot-prone plants such as <i>Ariocarpus</i> or <i>Lithops</i> the mineral part can be raised to two-thirds or more. A layer of grit on the surface keeps the neck of the plant, where stem meets compost, dry and firm.",
            "Pots can be plastic or clay. Plastic pots are light and hold moisture longer, which suits a busy grower who waters on a fixed day. Clay pots breathe and dry quickly, which is safer for beginners who tend to overwater but means more frequent watering in hot weather. Whatever the material, every pot must have drainage holes; decorative pots without them should be used only as outer covers. A pot should be only slightly wider than the plant, because a small plant in a large pot sits in a mass of compost that its roots cannot dry out.",
            "Repot young plants each spring and older ones every two or three years, just as growth begins. Handle spiny plants with folded newspaper or kitchen tongs, let any damaged roots dry for a few days, and wait about a week before watering.",
          ),
        },
      },
      {
        title: "The Watering Year",
        description: "Watering follows the seasons: generous in summer, none at all in the depths of winter.",
        lesson: {
          title: "Summer growth and the winter rest",
          html:
            p(
              "In the northern hemisphere most cacti grow from about March to September. During that season, water thoroughly, so that water runs from the drainage holes, and then wait until the compost is completely dry before watering again. In a sunny greenhouse in July this may be every week; on a windowsill in spring it may be every two or three weeks. Feeding every third or fourth watering with a high-potash liquid feed, such as a tomato fertiliser at half strength, encourages firm growth and flowers.",
              "From October, watering is reduced, and from November to February most cacti are kept completely dry and cool, ideally at 5 to 10°C in good light. This winter rest is not simply a precaution against rot. Many popular genera, among them <i>Mammillaria</i>, <i>Rebutia</i> and <i>Gymnocalycium</i>, form flower buds only after a cool, dry winter, so a plant kept warm and watered on a living-room windowsill all year grows soft and pale and seldom flowers. Most dry cacti tolerate a few degrees above freezing; wet ones are damaged far more easily by cold.",
              "Not every succulent follows this calendar, and growers must know their plants:",
            ) +
            "<table><tr><th>Plant</th><th>Main growing season</th><th>Kept dry</th></tr><tr><td>Most cacti (<i>Mammillaria</i>, <i>Echinopsis</i>)</td><td>Spring to early autumn</td><td>November to February</td></tr><tr><td><i>Echeveria</i>, <i>Crassula ovata</i></td><td>Spring to autumn</td><td>Kept barely moist in winter</td></tr><tr><td><i>Aeonium</i></td><td>Autumn to spring</td><td>Rests in high summer</td></tr><tr><td><i>Lithops</i> (living stones)</td><td>Late summer to autumn</td><td>Winter and spring, while old leaves shrivel</td></tr><tr><td>Forest cacti (<i>Schlumbergera</i>)</td><td>Spring and summer</td><td>Never fully dry; flowers in winter</td></tr></table>" +
            p(
              "The commonest fatal mistake is watering a resting plant in winter because it looks shrivelled. Slight wrinkling is normal and disappears within days of the first spring watering.",
            ),
        },
      },
      {
        title: "Seed and Cuttings",
        description:
          "Raising your own plants is cheap and easy once you know that seed wants warmth and humidity while cuttings want to be left dry.",
        lesson: {
          title: "From seed tray and cutting to young plant",
          html: p(
            "Cactus seed is small, often no larger than a grain of sand, and germinates best at about 20 to 25°C in spring. Fill a small pot with a fine, sieved seed mix of equal parts compost and fine grit, water it from below until the surface darkens, and scatter the seed thinly on the surface without covering it, since many cacti need light to germinate. Seal the pot in a clear polythene bag or a propagator and keep it in bright light out of direct sun. Most species germinate within one to three weeks. Keep the seedlings enclosed and humid for several months, opening the bag gradually, and prick them out only when they are the size of a pea, usually in their second spring.",
            "Cuttings are quicker. Stem cuttings of columnar cacti, pads of <i>Opuntia</i> and rosettes of <i>Echeveria</i> or <i>Aeonium</i> are cut cleanly with a sharp knife and then left on a dry tray in shade until the cut surface has dried and formed a callus. This takes a few days for a thin stem and two or three weeks for a thick one. Potting an uncalloused cutting into moist compost is the surest way to lose it to rot. Once calloused, the cutting is set upright on dry gritty compost, supported if necessary, and watered lightly only when roots have appeared, often after two to four weeks.",
            "Many succulents also grow from single leaves. Twist a healthy leaf of <i>Echeveria</i>, <i>Graptopetalum</i> or <i>Sedum</i> cleanly from the stem, let it dry for a day or two, and lay it on the surface of dry compost. Tiny roots and a rosette emerge from the base within a few weeks; mist lightly and pot up when the old leaf has withered. Offsets, the small plantlets that form around many cacti and <i>Haworthia</i>, can simply be detached and treated as cuttings.",
          ),
        },
      },
    ],
  },
  {
    slug: "alpine-plants-in-troughs-and-raised-beds",
    discipline: "Alpine gardening",
    title: "Alpine Plants for Beginners",
    description:
      "True alpines live above the tree line, buried under snow in winter and rooted in thin stony ground in summer, so growing them in a lowland garden is mostly a matter of drainage. Six weekly sessions deal with what makes a plant alpine, gritty soil mixes, planting troughs and raised beds, and managing an unheated alpine house.",
    level: "beginner",
    duration: "6 weekly sessions",
    plantedGap: "alpine house",
    modules: [
      {
        title: "What Is an Alpine?",
        description:
          "This opening session looks at the mountain habitat and the shapes plants have evolved to survive it.",
        lesson: {
          title: "Life above the trees",
          html: p(
            "Botanically, an alpine is a plant whose natural home lies above the tree line on mountains, where the growing season may last only eight to twelve weeks. Gardeners use the word more loosely for any small, slow plant suited to a rock garden or trough, including many from lower slopes, cliffs and arctic tundra. Both definitions share the same conditions: intense light, strong wind, thin stony soil, fast drainage and cold.",
            "Alpine plants show a set of recurring adaptations. Many form tight cushions, such as moss campion, <i>Silene acaulis</i>, whose dense domes trap still, warm air and shed wind. Others grow as flat rosettes, like the encrusted saxifrages, whose leaves are edged with lime secreted through pores. Dense hairs, as on edelweiss, <i>Leontopodium nivale</i>, reflect ultraviolet light and reduce water loss. Deep taproots anchor plants in moving scree and reach moisture far below a dry surface. Most alpines are perennials, because there is too little time in a mountain summer for an annual to germinate, flower and set seed reliably.",
            "The crucial point for the gardener is that alpines are not troubled by cold. In the mountains a deep layer of snow covers them from late autumn to spring, holding the temperature near 0°C and keeping them completely dry. When the snow melts they burst into growth and flower within weeks, watered by meltwater that drains away at once through the rocks.",
            "A lowland garden in Britain offers the opposite: a winter that is mild but wet and grey, with alternating frosts and thaws and little light. Water lying around the neck of a cushion plant in January rots it far more surely than a frost of minus fifteen. Almost everything in alpine cultivation, from grit to siting, follows from that single observation: keep the roots moist in the growing season and the crown dry in winter, and give the plants all the light you can.",
          ),
        },
      },
      {
        title: "Grit, Drainage and Soil Mixes",
        description:
          "Here you will learn to mix the gritty, open soils in which alpines thrive and to match them to lime-loving or lime-hating plants.",
        lesson: {
          title: "Mixing an alpine soil",
          html:
            p(
              "Garden soil on its own is too rich and too retentive for most alpines. The standard recipe, used for troughs, raised beds and pots alike, is equal parts by volume of three ingredients: sterilised loam or good topsoil, for structure and nutrients; leaf mould or a peat-free compost, for moisture-holding organic matter; and horticultural grit of 3 to 6 mm, for drainage and air. The result should run through the fingers when squeezed and never form a sticky ball.",
              "The proportions are then adjusted to the plants:",
            ) +
            "<ul><li>Cushion plants and species from screes (<i>Androsace</i>, many <i>Draba</i>): raise the grit to half or two-thirds of the mix.</li><li>Woodland and meadow alpines (<i>Primula</i>, <i>Gentiana</i>, dwarf bulbs): add a little more leaf mould so that the soil stays cool and moist in summer.</li><li>Lime-hating plants, such as the autumn gentian <i>Gentiana sino-ornata</i> and dwarf rhododendrons: use lime-free grit and ericaceous compost; never use limestone chippings.</li><li>Lime-lovers, such as the silver saxifrages and <i>Dianthus</i>: limestone grit and a few chippings suit them well.</li></ul>" +
            p(
              "Whatever the mix, the plant's collar must be protected. After planting, spread a top-dressing of grit or stone chippings 2 to 3 cm deep over the whole surface and tuck it right under the leaves of cushions and rosettes. The top-dressing keeps the crown dry, stops soil splashing onto the foliage, keeps the roots cool, discourages weeds and shows off the plants. Water the plants in through the grit. Alpines need little feeding: a light sprinkle of a low-nitrogen fertiliser such as bonemeal in spring is enough, and rich feeding makes compact plants lax and short-lived.",
            ),
        },
      },
      {
        title: "Troughs and Raised Beds",
        description:
          "A trough or raised bed lifts alpines above wet ground and brings them close to eye level, where their small flowers can be enjoyed.",
        lesson: {
          title: "Building and planting a trough and a raised bed",
          html: p(
            "Old stone sinks and troughs are ideal containers but are expensive and heavy. A lighter imitation can be made from hypertufa, a mix of roughly one part cement, one and a half parts sieved coir or peat-free compost, and one and a half parts sharp sand or perlite by volume, wetted to the consistency of cottage cheese and packed around a mould. After curing for several weeks and weathering outside, it grows mosses and lichens and looks like old stone.",
            "Whatever the trough, it needs at least one good drainage hole. Stand it on bricks so that water escapes freely, cover the hole with a piece of mesh or a crock, and add a layer of coarse gravel before filling with the alpine mix to within 2 cm of the rim. One or two pieces of rock, buried to at least a third of their depth, create shaded crevices and cool root runs. Plant so that the crown sits slightly above the soil, then top-dress with grit and water in. A trough 60 cm by 40 cm holds perhaps eight to twelve small plants: a few cushions, a trailing plant at the corner, a dwarf conifer for height and some bulbs.",
            "A raised bed gives the same conditions on a larger scale. Walls of stone, brick or timber 45 to 60 cm high enclose a base of rubble or coarse hardcore for drainage, covered by upturned turves or a permeable membrane and then filled with the alpine mix. The soil should be left to settle for several weeks and topped up before planting.",
            "Both troughs and beds need an open site in full sun, away from overhanging trees, whose drips and fallen leaves rot alpines in winter. The best planting times are early spring and early autumn, when the soil is warm and moist. Water new plants regularly through their first summer; once established, most need watering only in prolonged dry spells.",
          ),
        },
      },
    ],
  },
  {
    slug: "collecting-rainwater-for-home-and-allotment",
    discipline: "Rainwater harvesting",
    title: "Rainwater Harvesting for Homes and Allotments",
    description:
      "Every square metre of roof in a town with 600 mm of rain a year sheds around 500 litres of water, most of it straight into the drains. This short course shows householders and allotment holders how to estimate roof yield, choose and size storage, fit first-flush diverters, and keep stored water clean for the garden.",
    level: "beginner",
    duration: "3 sessions (half a day each)",
    plantedGap: "first-flush",
    modules: [
      {
        title: "How Much Water Will My Roof Give?",
        description:
          "A short calculation with a tape measure and a rainfall map tells you how much water you can collect in a year.",
        lesson: {
          title: "Calculating roof yield",
          html:
            p(
              "The amount of rainwater a roof can supply depends on four numbers: the plan area of the roof, the annual rainfall, the fraction of rain that actually runs off the surface, and the fraction that survives filtering. The British and European standard for non-drinking rainwater systems, BS EN 16941-1:2018, uses the same logic, which can be written as a simple formula:",
              "<strong>Annual yield (litres) = roof plan area (m²) × annual rainfall (mm) × runoff coefficient × filter efficiency</strong>",
              "The plan area is the area of the roof seen from above, not the sloping surface: measure the length and width of the building footprint under the roof, including the overhang, and multiply. Rainfall figures can be obtained from the Met Office's long-term averages for the nearest station; one millimetre of rain falling on one square metre is exactly one litre of water.",
            ) +
            "<table><tr><th>Roof surface</th><th>Typical runoff coefficient</th></tr><tr><td>Pitched roof, tiles or slates</td><td>0.75 to 0.9</td></tr><tr><td>Metal sheeting</td><td>0.8 to 0.95</td></tr><tr><td>Flat roof with smooth membrane</td><td>0.7 to 0.8</td></tr><tr><td>Flat roof with gravel</td><td>0.5 to 0.6</td></tr></table>" +
            p(
              "Consider a semi-detached house whose roof measures 8 m by 6.25 m in plan, giving 50 m², in a place with 650 mm of rain a year. With a tiled roof (coefficient 0.8) and a leaf filter that passes 90 per cent of the water, the annual yield is 50 × 650 × 0.8 × 0.9 = 23,400 litres. A 3 m by 2 m allotment shed roof in the same town, with felt and a coefficient of 0.75 but no filter, gives 6 × 650 × 0.75 = about 2,900 litres. Most of this arrives in autumn and winter, which is why the next module is about storage.",
            ),
        },
      },
      {
        title: "Sizing and Siting Storage",
        description:
          "Water butts, linked tanks and underground cisterns are compared, and a rule of thumb is used to decide how big a store should be.",
        lesson: {
          title: "How big a tank, and where to put it",
          html: p(
            "A store must balance two quantities: the yield of the roof and the demand of the garden. If the tank is too small, it overflows in wet spells and runs dry in the first fortnight of a drought; if it is too large, it costs more than the water it saves and the water may stagnate. For simple domestic systems, the British standard approach suggests a store of about 5 per cent of the annual yield or the annual demand, whichever is smaller, which corresponds to roughly eighteen days of supply.",
            "For the house in the previous example, with a yield of 23,400 litres, 5 per cent is 1,170 litres. If the garden needs 60 litres a day for about 120 days of the growing season, the annual demand is 7,200 litres, and 5 per cent of that is only 360 litres. The smaller figure governs, so two linked 200-litre water butts would be a sensible starting point. The allotment shed, by contrast, supports a single 200 or 300-litre butt.",
            "Several storage options are available. A standard plastic water butt holds 100 to 300 litres and connects to the downpipe through a diverter kit that returns water to the pipe when the butt is full. Butts can be linked near the base with a short hose so that they fill and empty together. A reconditioned intermediate bulk container (IBC) holds 1,000 litres and is popular on allotments, though it must be covered to keep out light. Underground tanks of 1,500 litres and more supply toilets and washing machines as well as gardens, but they need a pump and professional installation.",
            "Water is heavy: one litre weighs one kilogram, so a full 1,000-litre container weighs a tonne. Stand every container on a firm, level base of paving slabs or compacted hardcore, never on bare soil that may settle. Raise butts on a stand high enough to fit a watering can under the tap, and make sure any overflow is led safely to a drain, soakaway or planted area rather than against a wall.",
          ),
        },
      },
      {
        title: "Keeping Stored Water Clean",
        description:
          "Good rainwater is dark, cool and covered; this session sets out the routine that keeps it that way.",
        lesson: {
          title: "Light, leaves and lids",
          html:
            p(
              "Rainwater falling on a roof is almost pure, but it picks up leaves, moss, bird droppings and dust on the way to the tank. In storage, these materials feed bacteria and algae, and the water can turn green, smell of rotten eggs or breed mosquito larvae. None of this matters much for watering ornamental plants, but clean water is pleasanter to use, safer to handle and kinder to pumps and drip systems.",
              "Three principles keep stored water in good condition. The first is darkness: algae need light, so tanks should be opaque, preferably dark in colour, and translucent IBCs should be wrapped or painted. The second is coolness: bacteria multiply faster in warm water, so tanks are better sited in shade or buried. The third is keeping organic matter out: a leaf guard along the gutter or a mesh filter on the downpipe removes most of the debris before it reaches the tank.",
              "Harvested rainwater is not drinking water. It may contain bacteria such as <i>E. coli</i> from bird droppings, and it should not be used on the edible parts of salad crops shortly before harvest; watering the soil around plants is the safer practice. Taps on rainwater pipes should be labelled, and no rainwater pipe may be connected to the mains supply.",
              "A simple maintenance calendar keeps the system working:",
            ) +
            "<ul><li>Every month: check that lids are secure, so that children, pets and wildlife cannot fall in, and that mosquitoes cannot lay eggs.</li><li>Every autumn: clear gutters and leaf guards after leaf fall, and empty filter baskets.</li><li>Every year: drain each butt or tank, scrub out the sludge at the bottom, and rinse before refilling.</li><li>Before frost: drain outside taps and exposed pipework so that they do not split.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "greenkeeping-for-new-assistants",
    discipline: "Greenkeeping",
    title: "Greenkeeping Fundamentals",
    description:
      "Golf greens are the most closely managed grass in sport, cut to a few millimetres almost every day of the season. This ten-week course for new assistant greenkeepers deals with mowing, changing hole positions, hollow-tining and top-dressing, measuring green speed, and raking bunkers.",
    level: "beginner",
    duration: "10 weeks (one day a week)",
    plantedGap: "raking bunkers",
    modules: [
      {
        title: "Mowing Greens",
        description:
          "The daily cut is the greenkeeper's most visible job, and doing it well depends on a sharp machine and a consistent routine.",
        lesson: {
          title: "The morning cut",
          html: p(
            "Golf greens are mown with cylinder mowers, also called reel mowers, in which a rotating cylinder of spiral blades cuts grass against a fixed bottom blade, like a pair of scissors. A greens mower has many blades, often eleven or more, so that the clip, the distance travelled between one blade and the next, is very short and the surface is smooth. In summer, greens on British courses are typically cut at 3 to 5 mm, and slightly higher in spring, autumn and periods of stress.",
            "Cutting so low is only possible because the grasses used, mainly bents, fescues and annual meadow grass, can keep their growing points near the soil surface. Even so, the general rule applies that no more than about a third of the leaf should be removed at one cut. If growth has been left too long, the height should be lowered in stages over several days rather than all at once, or the grass will be scalped and weakened.",
            "A good cut starts before leaving the shed. The greenkeeper checks the height of cut on each unit with a gauge bar, and checks the sharpness of the cylinder against the bottom blade by feeding a strip of paper between them: it should be cut cleanly along the whole width. A blunt or poorly adjusted mower tears the leaf tips, which turn white within a day and invite disease.",
            "On the green, the mower runs in straight, overlapping passes, and the direction is changed each day, for example moving round the clock through four directions, so that the grass does not lean one way and the stripes do not wear the same lines. The last pass is the clean-up cut around the edge. Because the mower turns in the same place every day, this perimeter is where wear appears first, so on some days it is skipped. Grass clippings are collected in boxes and emptied away from the playing areas, and dew is brushed or switched off the surface before cutting in the early morning.",
          ),
        },
      },
      {
        title: "Changing the Hole",
        description:
          "Moving the hole spreads wear across the green, and the Rules of Golf set out exactly what size it must be.",
        lesson: {
          title: "Cutting a new hole",
          html:
            p(
              "The Rules of Golf define the hole precisely: it must be 108 mm (4¼ inches) in diameter and at least 101.6 mm (4 inches) deep, and if a lining is used it must be sunk at least 25.4 mm (1 inch) below the surface of the putting green, unless the nature of the soil makes that impractical. Cutting a hole well is one of the first skills a new greenkeeper learns, because a ragged or raised edge is obvious to every golfer who putts towards it.",
              "Holes are moved regularly, on busy courses daily or several times a week, to spread the wear from feet and to vary the challenge. A new position should be on a fairly level area, with roughly a metre of even surface all round, and at least four or five paces from the edge of the green. Over a week, positions are rotated through front, middle and back and left, centre and right, so that no part of the green is worn excessively.",
            ) +
            "<ol><li>Place the hole cutter vertically over the chosen spot and drive it in to the full depth with steady foot pressure, twisting gently.</li><li>Lift out the core, keeping it intact in the cutter.</li><li>Take the old cup out of the previous hole, and place the new core into that old hole, pressing it down level with the surface with a foot and adjusting the soil below if needed.</li><li>Set the cup in the new hole with a setting tool so that its rim lies at the correct depth below the surface.</li><li>Trim any ragged grass on the rim with scissors, and paint the top of the hole white if that is the club's practice.</li><li>Water the repaired old hole lightly, and replace the flagstick.</li></ol>" +
            p(
              "A plug that sits proud of the surface will be scalped by the next day's mower, and one that sits low creates a hollow that deflects putts, so the old hole is checked again the next morning.",
            ),
        },
      },
      {
        title: "Aeration, Top-Dressing and Green Speed",
        description: "Greens stay firm and quick only if the soil beneath them breathes and the surface is kept true.",
        lesson: {
          title: "Tines, sand and the Stimpmeter",
          html: p(
            "Constant foot traffic and mowing compact the top few centimetres of a green, squeezing out the air that roots need and slowing the movement of water. At the same time, roots, stems and dead leaves build up a spongy layer of organic matter near the surface, which holds water and makes greens soft and slow. Aeration is the general name for operations that reverse these processes. Hollow-tining, usually done in spring and autumn, drives hollow metal tines 8 to 10 cm into the green and pulls out cores of soil and organic matter, which are swept up and removed. Solid tining and slitting open the soil without removing material and can be done more often.",
            "Top-dressing follows. A thin layer of sand, or a sand and soil mix matching the existing rootzone, is spread over the green and worked into the holes and the base of the grass with a brush or drag mat. Applied regularly in small amounts, top-dressing dilutes organic matter, fills small hollows and produces a true, level putting surface. Using a material different from the existing rootzone creates layers that hold water, so clubs buy their dressing to a consistent specification.",
            "The speed of a green is measured with the Stimpmeter, invented by the amateur golfer Edward Stimpson in 1935 and adopted by the United States Golf Association in 1978. It is a grooved aluminium bar 36 inches long. A ball placed in a notch near one end rolls out when the bar is raised to an angle of about 20 degrees. Three balls are rolled in one direction on a flat part of the green and the average distance is measured; three are then rolled back in the opposite direction. The green speed is quoted in feet.",
            "Because few areas are perfectly flat, the two averages are combined with a formula introduced by A. Douglas Brede: speed = 2 × up × down ÷ (up + down). If the balls roll 8.5 feet uphill and 11.5 feet downhill, the speed is 2 × 8.5 × 11.5 ÷ 20 = 9.8 feet. A simple average would give 10.0 and overstate the speed. Most club greens run between about 8 and 10 feet.",
          ),
        },
      },
    ],
  },
];
