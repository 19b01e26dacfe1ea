/** Thirtieth held-out evaluation courses, intermediate level (Hanseatic history to sedimentology); see ai-courses-heldout30.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT30_B: EvalCourse[] = [
  {
    slug: "the-hanse-merchants-towns-and-kontore",
    discipline: "Hanseatic League history",
    title: "The Hanse: Merchants, Towns and Kontore, 1150-1669",
    description:
      "The Hanse was never a state, yet for three centuries its merchants dominated trade between London and Novgorod. This second-year history module studies the merchant associations from which it grew, its four great Kontore, the Hanseatic Diet and the goods traded along the Baltic and North Sea routes, and the Peace of Stralsund.",
    level: "intermediate",
    duration: "one term (10 weeks, one lecture and one seminar a week)",
    plantedGap: "Peace of Stralsund",
    modules: [
      {
        title: "From Merchant Hanse to Town Hanse",
        description:
          "The league began not as a treaty between cities but as travelling German merchants banding together abroad.",
        lesson: {
          title: "Origins of the Hanse",
          html: p(
            "The word <i>Hanse</i> is an old German term for a group or company, particularly one of merchants travelling together. Historians of the Hanseatic League usually distinguish two phases in its growth. In the first, roughly from the mid-twelfth to the mid-fourteenth century, the Hanse was an association of merchants: Low German traders from Westphalia, Saxony and the new towns on the Baltic coast who combined for protection and for privileges in foreign markets. In the second, from about the 1350s, it became an association of towns, whose councils acted for their merchants and met in common assemblies.",
            "The foundation of Lübeck is the usual starting point. A settlement at the site was refounded in 1159 by Henry the Lion, Duke of Saxony, and it gave German merchants, for the first time, a port on the Baltic. From there they pushed east and north. On the island of Gotland, the town of Visby became the base of the 'community of merchants of the Roman Empire frequenting Gotland', whose members traded with Novgorod. Through the thirteenth century dozens of towns were founded or grew along the southern Baltic coast, among them Rostock, Wismar, Stralsund, Danzig and Riga, many of them under Lübeck law, a set of town statutes copied from Lübeck that gave the region a shared legal culture.",
            "Historians stress how loose the resulting organisation was. The Hanse had no permanent army, no treasury of its own, no common seal for most of its history and no fixed list of members; somewhere between seventy and two hundred towns are counted at different dates, depending on the criteria used. Its strength lay in shared commercial interests and in the collective privileges its merchants won abroad. When its members' interests diverged, as they increasingly did from the fifteenth century onward, its capacity to act weakened accordingly.",
          ),
        },
      },
      {
        title: "The Four Kontore",
        description:
          "Bergen's Bryggen, London's Steelyard, the Peterhof in Novgorod and the Bruges Kontor show how the Hanse organised trade abroad.",
        lesson: {
          title: "Hanseatic communities abroad",
          html:
            p(
              "The Hanse's most characteristic institutions were its Kontore, self-governing communities of German merchants in four foreign trading centres. Each had its own statutes, elected aldermen, a treasury raised from dues on members, and privileges negotiated with the local ruler, which typically included reduced tolls and the right to be judged by their own officers in disputes among themselves.",
            ) +
            "<table><tr><th>Kontor</th><th>Place</th><th>Main goods</th><th>End</th></tr><tr><td>Peterhof</td><td>Novgorod</td><td>furs and wax for cloth and silver</td><td>closed by Ivan III in 1494</td></tr><tr><td>Bryggen (German Wharf)</td><td>Bergen</td><td>stockfish for grain and beer</td><td>last German office closed 1754</td></tr><tr><td>Steelyard (Stalhof)</td><td>London</td><td>English wool and cloth for Baltic goods</td><td>privileges ended by Elizabeth I, 1598</td></tr><tr><td>Kontor at Bruges</td><td>Bruges, later Antwerp</td><td>Flemish cloth and southern goods</td><td>moved to Antwerp in the sixteenth century</td></tr></table>" +
            p(
              "Life in the Kontore was strictly regulated. At the Peterhof and at Bergen the merchants were mostly young, unmarried men who lived in a walled or enclosed compound, were forbidden to marry local women, and were subject to fines for a long list of offences. At Bergen the Kontor dominated the town's stockfish trade: fishermen from northern Norway brought dried cod south and became indebted to the German merchants who supplied their grain. In London the Steelyard, on the Thames near the site of today's Cannon Street station, was a walled enclave with warehouses, a hall and a garden. Its privileges, confirmed in the Treaty of Utrecht of 1474 after a naval war with England, exempted Hanseatic merchants from taxes paid by other foreigners, and English cloth merchants campaigned against them for more than a century.",
            ),
        },
      },
      {
        title: "Diets, Decisions and Cargoes",
        description: "What could a Hanseatic Diet actually decide, and what did the ships of its towns carry?",
        lesson: {
          title: "The Hansetag and the Baltic trade",
          html: p(
            "The Hanseatic Diet, or <i>Hansetag</i>, was the nearest thing the Hanse had to a central institution. The first general Diet is usually dated to 1356 at Lübeck, and the last met in 1669, attended by only a handful of towns. Diets met irregularly, usually in Lübeck, and were attended by delegates of member towns' councils. Decisions, called <i>Rezesse</i>, were recorded in writing and were supposed to bind all members, but delegates often arrived with limited mandates, many towns sent nobody, and members could and did ignore decisions that harmed them. Between Diets, regional assemblies of towns, grouped in 'thirds' and later 'quarters' around leading cities such as Lübeck, Cologne and Danzig, handled much of the business.",
            "The Diet's most effective weapon was the trade embargo, or <i>Verhansung</i>: the exclusion of a town, or a whole country, from Hanseatic trade. Embargoes were declared against Flanders, Norway and Novgorod at various times, and because so much of northern Europe depended on Hanseatic shipping, they often brought concessions. A member town could itself be expelled: Bremen and Brunswick both suffered this for some years.",
            "The trade that all this protected was largely in bulk goods. From the east came grain from Prussia and Livonia, timber, pitch and tar for shipbuilding, furs, wax and flax. From the north came stockfish from Bergen and the salted herring caught each autumn off Scania, then part of Denmark. Salt for the herring came from Lüneburg, carried overland to Lübeck and then shipped, and later in greater quantity by sea from the Bay of Bourgneuf in France. From the west came cloth from Flanders and England, wine from the Rhine and France, and manufactured goods. The typical carrier from the thirteenth century was the cog, a broad, flat-bottomed, clinker-planked vessel with a single square sail, later replaced by the larger hulk.",
          ),
        },
      },
    ],
  },
  {
    slug: "nutrition-support-in-hospital",
    discipline: "Dietetics",
    title: "Nutrition Support in Hospital",
    description:
      "Nutrition support on the ward begins with finding out who is at risk. This second-year placement-linked module takes dietetic students through screening with MUST, estimating energy, protein and fluid requirements, planning enteral tube feeds, recognising and preventing refeeding syndrome, and prescribing parenteral nutrition.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "parenteral nutrition",
    modules: [
      {
        title: "Screening with MUST",
        description:
          "Five steps, three scores and a care plan: the Malnutrition Universal Screening Tool is used in most UK hospitals and care homes.",
        lesson: {
          title: "Using the Malnutrition Universal Screening Tool",
          html:
            p(
              "Malnutrition is common among hospital patients, and much of it goes unnoticed unless patients are screened routinely. The Malnutrition Universal Screening Tool (MUST), published by the Malnutrition Advisory Group of BAPEN in 2003, is the tool used by most hospitals, community services and care homes in the UK, and NICE guideline CG32 recommends that all hospital inpatients be screened on admission and weekly thereafter. MUST is quick, takes no laboratory tests and can be completed by nurses and healthcare assistants.",
              "It adds three scores:",
            ) +
            '<table><tr><th>Step</th><th>Score 0</th><th>Score 1</th><th>Score 2</th></tr><tr><td>1. BMI (kg/m²)</td><td>&gt; 20</td><td>18.5-20</td><td>&lt; 18.5</td></tr><tr><td>2. Unplanned weight loss in past 3-6 months</td><td>&lt; 5%</td><td>5-10%</td><td>&gt; 10%</td></tr><tr><td>3. Acute disease effect</td><td colspan="2">-</td><td>acutely ill and no nutritional intake, or likely none, for more than 5 days</td></tr></table>' +
            p(
              "A total of 0 means low risk, 1 medium risk and 2 or more high risk. High-risk patients are referred to the dietitian or treated under local policy, their intake is monitored, and screening is repeated. A worked example: a 72-year-old woman admitted with pneumonia weighs 52 kg and is 1.65 m tall, giving a BMI of 52 / 1.65² = 19.1 kg/m², which scores 1. Three months ago she weighed 57 kg, so she has lost 5 kg, or 8.8 per cent, another score of 1. She is eating, so the acute disease score is 0. Her total of 2 places her at high risk. When height cannot be measured, MUST offers alternatives: ulna length or knee height converted with tables, or reported height. Where weight is unobtainable, the tool allows subjective criteria such as loose clothing or thin-looking arms.",
            ),
        },
      },
      {
        title: "Requirements and the Enteral Regimen",
        description:
          "Having found a patient at risk, the dietitian estimates what they need and, if they cannot eat enough, writes a tube-feeding regimen to meet it.",
        lesson: {
          title: "From requirements to a feeding plan",
          html: p(
            "Energy requirements can be estimated from predictive equations or from simple weight-based figures. The Henry equations (2005), which estimate basal metabolic rate from age, sex and weight, are widely used in the UK; the result is multiplied by factors for activity and for the stress of illness. On the ward, a pragmatic range is often used instead: NICE CG32 suggests that people who are not severely ill or injured, nor at risk of refeeding syndrome, be given a total of 25-35 kcal/kg/day, 0.8-1.5 g protein/kg/day and 30-35 ml fluid/kg/day, including water from all sources.",
            "Take a 68-year-old man weighing 70 kg, recovering from stroke with an unsafe swallow. At 25 kcal/kg his energy target is 1,750 kcal/day; at 1.2 g/kg his protein target is 84 g/day; and at 30 ml/kg his fluid target is 2,100 ml/day. Because he cannot swallow safely, he will be fed through a fine-bore nasogastric tube. Before any feed is given, the tube's position must be confirmed: the aspirate is tested with CE-marked pH paper and a reading of 5.5 or below is taken as gastric placement, as advised by the former National Patient Safety Agency; if no aspirate can be obtained or the pH is higher, an X-ray is needed.",
            "A standard polymeric feed providing 1.5 kcal/ml and 6 g protein per 100 ml suits him. 1,750 ÷ 1.5 ≈ 1,170 ml of feed; rounding to 1,200 ml gives 1,800 kcal and 72 g protein, slightly short on protein, so a higher-protein 1.5 kcal/ml feed or a protein supplement may be chosen. The feed contains roughly 76 per cent water, so 1,200 ml provides about 910 ml of fluid; the remaining 1,190 ml is given as water flushes, spread before and after each feed and medication. The feed might run at 100 ml/hour for 12 hours with a rest period overnight, which also allows the stomach's pH to recover.",
          ),
        },
      },
      {
        title: "Refeeding Syndrome",
        description:
          "The patients most in need of nutrition are the ones who can be harmed by too much of it too fast.",
        lesson: {
          title: "Identifying risk and starting slowly",
          html:
            p(
              "Refeeding syndrome describes the metabolic and clinical disturbances that can follow the reintroduction of nutrition to someone who has been starved. During starvation the body switches from carbohydrate to fat and protein for fuel, insulin secretion falls and intracellular stores of phosphate, potassium and magnesium are depleted, although serum levels may be normal. When carbohydrate is given again, insulin rises and drives glucose, phosphate, potassium and magnesium into cells. Serum levels can then fall sharply. Hypophosphataemia is the hallmark and can cause muscle weakness, respiratory failure, heart failure, arrhythmias, seizures and death. Thiamine is consumed in carbohydrate metabolism, so deficiency can also be precipitated, risking Wernicke's encephalopathy.",
              "NICE CG32 defines patients at high risk as those with one or more of the following:",
            ) +
            "<ul><li>BMI below 16 kg/m²;</li><li>unintentional weight loss of more than 15 per cent in the previous 3-6 months;</li><li>little or no nutritional intake for more than 10 days;</li><li>low levels of potassium, phosphate or magnesium before feeding.</li></ul>" +
            p(
              "A patient is also high risk with two or more of: BMI below 18.5 kg/m²; weight loss of more than 10 per cent in 3-6 months; little or no intake for more than 5 days; a history of alcohol misuse or of drugs such as insulin, chemotherapy, antacids or diuretics. For these patients NICE advises starting at a maximum of 10 kcal/kg/day and increasing slowly to full needs over 4-7 days, or starting at 5 kcal/kg/day in extreme cases such as a BMI below 14 or negligible intake for more than 15 days. Thiamine and a vitamin B complex are given before and during the first 10 days, together with a balanced multivitamin and trace element supplement. Potassium, phosphate and magnesium are supplemented unless levels are already high, and are measured daily in the first days, with circulation and fluid balance monitored closely.",
            ),
        },
      },
    ],
  },
  {
    slug: "interactive-sound-for-games",
    discipline: "Game audio",
    title: "Interactive Sound for Games",
    description:
      "Sound in a game must respond to a player nobody can script. Taking students from linear sound design to interactive systems, this module deals with audio middleware such as FMOD and Wwise, variation and randomisation, 3D spatialisation and distance attenuation, adaptive music, and loudness targets for release.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "adaptive music",
    modules: [
      {
        title: "Middleware, Events and Variation",
        description:
          "Instead of playing files, a game triggers events, and the sound designer decides in middleware what each event actually sounds like.",
        lesson: {
          title: "Events, parameters and avoiding repetition",
          html: p(
            "In a film the sound editor places each sound at a fixed time. In a game nothing happens at a fixed time: the player decides when to jump, where to walk and how fast to drive. Game audio is therefore built as systems of rules, and most studios use audio middleware, dedicated tools that sit between the sound designer and the game engine. The two most widely used are FMOD Studio, by Firelight Technologies, and Wwise, by Audiokinetic. Both let the designer build sound behaviour without writing code and export it as banks that the game loads at run time.",
            "The basic unit is the event. The programmer's code does not say 'play footstep_03.wav'; it says 'post the Footstep event', perhaps with the surface type attached. What the event actually does is defined by the sound designer. Events can read game parameters, continuously varying values such as engine speed, health or distance, which Wwise calls RTPCs (real-time parameter controls). An engine event might crossfade between recordings made at 1,000, 3,000 and 6,000 rpm as the rpm parameter rises, and raise its pitch between those points.",
            "The commonest fault in game sound is audible repetition. A player may hear the same footstep thousands of times in an evening, and the ear quickly recognises an identical sample. Designers therefore build in variation. A footstep event might draw from a pool of eight recordings on each surface, chosen at random but never repeating the last two, a behaviour Wwise provides in its Random Container with an 'avoid repeating last x played' setting. Each play is then varied slightly: pitch by perhaps ±100 cents (a semitone either way) and volume by ±2 dB. With eight samples and continuous pitch and volume variation, no two steps are identical, yet the memory cost is only eight short files. Switch containers then select a different pool for grass, gravel or metal according to the surface under the player's feet.",
          ),
        },
      },
      {
        title: "Placing Sound in Space",
        description:
          "A sound's position relative to the listener decides how loud it is, which direction it comes from, and how it is filtered by walls.",
        lesson: {
          title: "Spatialisation and attenuation",
          html:
            p(
              "In a 3D game each sound-emitting object has a position, and the listener, usually the camera or the player character, has a position and orientation. The audio engine uses these to spatialise each sound: to pan it between speakers, or to process it for headphones, so that it seems to come from the right direction. For headphone playback, many engines offer binaural rendering with head-related transfer functions (HRTFs), filters derived from measurements of how the head and outer ears shape sound arriving from each direction. HRTF rendering can place sounds above, below and behind the listener in a way simple stereo panning cannot.",
              "Distance is handled by attenuation curves. In open air a point source follows the inverse square law, losing about 6 dB of level with each doubling of distance. Games seldom follow the physical law exactly, because it makes distant sounds disappear too soon. Instead the designer sets, for each sound, a minimum distance within which it plays at full level and a maximum distance beyond which it is silent or culled, and draws a curve between them. Typical settings might be:",
            ) +
            "<table><tr><th>Sound</th><th>Minimum distance</th><th>Maximum distance</th></tr><tr><td>Footsteps</td><td>1 m</td><td>25 m</td></tr><tr><td>Gunshot</td><td>5 m</td><td>300 m</td></tr><tr><td>Waterfall ambience</td><td>10 m</td><td>120 m</td></tr></table>" +
            p(
              "Attenuation is more than volume. Distant sounds also lose high frequencies in air, so a low-pass filter is usually tied to the same distance curve, and the balance of dry sound to reverberation shifts towards reverb. When a wall or door stands between source and listener, the engine applies occlusion, typically further low-pass filtering and a reduction in level, often calculated by casting rays from the listener to the source. Voice limits matter too: a console can mix only so many simultaneous voices, so each sound has a priority, and quieter, more distant instances are virtualised, tracked silently until they become audible again.",
            ),
        },
      },
      {
        title: "Mixing to a Loudness Target",
        description:
          "The last stage is making the game's mix consistent with itself and with other games, which means measuring loudness in LUFS.",
        lesson: {
          title: "Loudness standards for game audio",
          html: p(
            "Players switch between games, streaming services and television on the same system, and nothing is more irritating than a game that is much louder or quieter than everything else. Broadcasting solved this problem with loudness normalisation based on ITU-R BS.1770, which defines a measure of perceived loudness, expressed in LUFS (loudness units relative to full scale; LKFS is the same unit). The measure applies a K-weighting filter that models the ear's sensitivity and integrates level over time, with a gate that ignores silence and very quiet passages.",
            "The games industry adopted similar targets through the Audio Standards Working Group of Sony Interactive Entertainment, whose recommendation ASWG-R001 is widely followed. It recommends an integrated loudness of -24 LUFS, with a tolerance of ±2 LU, for console and PC titles played through a television or home speakers, and -18 LUFS for games on portable and mobile devices, which are heard in noisier places on small speakers. True peak should not exceed -1 dBTP, to leave headroom for lossy encoding and for reconstruction of peaks between samples.",
            "Because a game has no fixed length, measuring integrated loudness is less simple than for a film. The usual practice is to capture at least 30 minutes of representative gameplay, covering exploration, combat and dialogue, and to measure that. Dialogue is often used as an anchor: if speech sits consistently at around the target, the mix around it can be judged relative to it. Within the game, the mix is managed dynamically with buses (groups of sounds with shared volume and effects), snapshots or states that change the whole mix for moments such as pausing or entering a cave, and ducking, in which dialogue automatically lowers the music and effects buses by a few decibels so that speech remains intelligible.",
          ),
        },
      },
    ],
  },
  {
    slug: "primate-behaviour-and-social-ecology",
    discipline: "Primatology",
    title: "Primate Behaviour and Social Ecology",
    description:
      "Primates range from 30-gram mouse lemurs to gorillas weighing 200 kilograms, and their social lives vary as widely. The module surveys primate classification, feeding ecology and the socioecological model of social systems, tool use, and the sampling methods used to record behaviour in the field.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "tool use",
    modules: [
      {
        title: "The Primate Order",
        description:
          "Strepsirrhines, tarsiers, monkeys and apes: a map of the order that the rest of the module depends on.",
        lesson: {
          title: "Classifying living primates",
          html:
            p(
              "The order Primates includes more than 500 living species, a figure that has risen steadily as field surveys and genetic studies have split species previously lumped together. Primates share a set of traits rather than any single defining feature: grasping hands and usually feet with nails instead of claws, forward-facing eyes with overlapping fields of vision, relatively large brains, long periods of development and, in most species, single births.",
              "Modern classification divides the order into two suborders:",
            ) +
            "<ul><li><b>Strepsirrhini</b>: lemurs of Madagascar, and the lorises, pottos and galagos of Africa and Asia. Most have a moist nose (rhinarium), a reflective layer behind the retina (tapetum lucidum) and a toothcomb of forward-projecting lower incisors and canines used in grooming and feeding. Many are nocturnal.</li><li><b>Haplorhini</b>: tarsiers and the anthropoids. Haplorhines have a dry nose, lack a tapetum, and depend on a diet containing vitamin C because they cannot make it.</li></ul>" +
            p(
              "The anthropoids divide in turn into the platyrrhines, the monkeys of Central and South America, with broad noses and nostrils facing sideways, and the catarrhines of Africa and Asia, with narrow, downward-facing nostrils. Some platyrrhines, such as spider monkeys and howlers, have prehensile tails that can grasp branches. The catarrhines include the Old World monkeys (Cercopithecidae), such as baboons, macaques, colobus and langurs, and the apes (Hominoidea): gibbons, orangutans, gorillas, chimpanzees, bonobos and humans. Tarsiers are the awkward case. Once grouped with lemurs as 'prosimians' because of their small size and nocturnal habits, they share key features with anthropoids, including the dry nose and details of the placenta, so the older division into prosimians and anthropoids has been abandoned.",
            ),
        },
      },
      {
        title: "Food, Females and Social Systems",
        description:
          "Why some primates live in large, cohesive groups and others alone or in shifting parties is explained largely by food.",
        lesson: {
          title: "The socioecological model",
          html: p(
            "Primate social systems range from the largely solitary foraging of orangutans and many nocturnal strepsirrhines, through pair-living gibbons and titi monkeys, to the large multi-male, multi-female groups of baboons and macaques and the fission-fusion communities of chimpanzees and spider monkeys, where members of a stable community spend their days in smaller parties that split and merge. The socioecological model, developed from Richard Wrangham's 1980 paper on female-bonded groups and extended by Carel van Schaik and others, explains this variety in two steps.",
            "First, female reproductive success is limited mainly by access to food, so females distribute themselves according to the distribution of food and the threat of predation. Living in a group lowers the risk of being killed by a predator but raises feeding competition. The form of that competition depends on the food. Where food comes in defensible clumps, such as fruiting trees, females compete within groups by contest, related females support one another, and groups show clear, stable dominance hierarchies; macaques and baboons, with their matrilineal ranks inherited from mothers, fit this pattern. Where food is evenly spread, as with leaves for many colobines and for mountain gorillas, competition is by scramble, hierarchies are weak, and females may transfer between groups.",
            "Second, male reproductive success is limited by access to fertile females, so males distribute themselves according to the distribution of females. If females live in small groups that one male can monopolise, one-male groups result, as in many gorilla groups and in gelada units. If groups are too large, or females are receptive at the same time, several males are present. Chimpanzees show how the model works when food is patchy and unpredictable: ripe fruit is too scattered to feed a whole community at once, so parties shrink when fruit is scarce and grow when it is abundant. Real species depart from the model in many details, and infanticide risk is now seen as a third major influence.",
          ),
        },
      },
      {
        title: "Watching Primates Systematically",
        description:
          "Field data are only as good as the sampling rules behind them, and this module teaches the methods set out by Jeanne Altmann.",
        lesson: {
          title: "Sampling behaviour in the field",
          html: p(
            "Before any primate group can be studied, it usually has to be habituated, that is, brought to tolerate the presence of observers without fleeing or changing its behaviour. Habituation can take months with baboons and years with chimpanzees or gorillas. Once it is achieved, the challenge is to record behaviour without bias. An observer who simply writes down whatever catches the eye will over-record loud, conspicuous animals and dramatic events and under-record quiet ones. Jeanne Altmann's 1974 paper 'Observational study of behavior: sampling methods' set out the standard remedies.",
            "In focal-animal sampling the observer follows one individual for a fixed period, often 10 or 30 minutes, and records everything it does and everything done to it. Focal animals are chosen in a predetermined, randomised order so that each individual is followed for a similar total time. Behaviour can then be recorded continuously, noting the start and end of each bout, which gives true durations and frequencies; or by instantaneous (point) sampling, recording what the animal is doing at set moments, such as every minute on a beep. Scan sampling applies instantaneous sampling to the whole group: at intervals the observer scans every visible individual and records each one's activity. If a scan of 20 baboons finds 12 feeding, 5 resting and 3 grooming, the proportions estimate the group's time budget for that moment, and many scans over a day give a daily budget.",
            "Rare but important events such as fights, matings or predator attacks are recorded by all-occurrences sampling, which is only valid if the observer can see the whole group. Ad libitum notes, in which the observer writes down whatever is noticed, are useful for qualitative description but not for comparing rates. Before data collection starts, observers work from a written ethogram, a catalogue of defined behaviours, and test inter-observer reliability by recording the same animals independently and comparing the results.",
          ),
        },
      },
    ],
  },
  {
    slug: "sedimentary-processes-and-facies-analysis",
    discipline: "Sedimentology",
    title: "Sedimentary Processes and Facies Analysis",
    description:
      "Every sandstone and mudstone preserves evidence of the currents that laid it down, and this module teaches geology students to read that evidence: grain size and sorting, the Hjulström diagram and sediment transport, bedforms under unidirectional flow, Walther's Law and facies analysis, and diagenesis.",
    level: "intermediate",
    duration: "one semester, with a four-day field class",
    plantedGap: "diagenesis",
    modules: [
      {
        title: "Measuring Grains",
        description:
          "Grain size, sorting and shape are the first things recorded from any clastic sediment, and they carry information about its transport.",
        lesson: {
          title: "The Udden-Wentworth scale and the phi scale",
          html:
            p(
              "Clastic sediments are classified first by the size of their grains. The scale used almost universally is the Udden-Wentworth scale, proposed by J. A. Udden in 1914 and modified by C. K. Wentworth in 1922. Its class boundaries double from one class to the next, so that each class covers a constant ratio of sizes rather than a constant interval. In 1934 W. C. Krumbein introduced the phi scale to make these boundaries convenient whole numbers: φ = −log<sub>2</sub>(d), where d is the grain diameter in millimetres. A grain of 1 mm has φ = 0, a grain of 0.25 mm has φ = 2, and a pebble of 8 mm has φ = −3; larger grains have more negative values.",
            ) +
            "<table><tr><th>Class</th><th>Diameter (mm)</th><th>φ</th></tr><tr><td>Boulder</td><td>&gt; 256</td><td>&lt; −8</td></tr><tr><td>Cobble</td><td>64-256</td><td>−6 to −8</td></tr><tr><td>Pebble</td><td>4-64</td><td>−2 to −6</td></tr><tr><td>Granule</td><td>2-4</td><td>−1 to −2</td></tr><tr><td>Sand</td><td>0.0625-2</td><td>4 to −1</td></tr><tr><td>Silt</td><td>0.0039-0.0625</td><td>8 to 4</td></tr><tr><td>Clay</td><td>&lt; 0.0039</td><td>&gt; 8</td></tr></table>" +
            p(
              "Sand samples are usually analysed by dry sieving through a nest of sieves at whole- or half-phi intervals, and finer sediments by settling or laser diffraction. The weight retained on each sieve is plotted as a cumulative curve, from which percentiles are read. Folk and Ward's (1957) graphic measures use these percentiles: the mean size is (φ16 + φ50 + φ84) / 3, and the sorting, or inclusive graphic standard deviation, is (φ84 − φ16)/4 + (φ95 − φ5)/6.6. A value below 0.35 φ means very well sorted, typical of beach and dune sands; values above 2 φ mean very poorly sorted, typical of glacial till and debris-flow deposits, which are laid down without the selective winnowing of water or wind.",
            ),
        },
      },
      {
        title: "Moving Sediment and Making Bedforms",
        description:
          "From the Hjulström diagram to ripples, dunes and antidunes, this module links flow conditions to the structures preserved in rock.",
        lesson: {
          title: "Entrainment, transport and the bedform sequence",
          html: p(
            "A grain on a bed begins to move when the fluid force exceeds the force holding it in place. Filip Hjulström's diagram of 1935 summarises this for quartz grains in water, plotting mean flow velocity against grain size. It shows three fields: erosion, transport and deposition. The erosion curve has a characteristic minimum for fine sand of about 0.1 to 0.5 mm, which is entrained at velocities of roughly 0.2 m/s. Coarser grains need higher velocities because they are heavier. Silt and clay, though lighter, also need higher velocities, because cohesion between fine particles and the smooth surface they form resist erosion, yet once suspended they stay suspended at very low velocities. The Hjulström curve applies only to particular depths, and engineers more often use the Shields criterion, which relates a dimensionless bed shear stress to grain size.",
            "As flow strength over a sandy bed increases, the bed passes through a sequence of bedforms. In fine sand, weak currents produce small asymmetric current ripples, a few centimetres high with wavelengths below about 60 cm. Stronger flows build dunes, larger bedforms with lee faces down which sand avalanches, from decimetres to metres high. At still higher velocities the dunes are washed out to a flat upper-stage plane bed, with sand moving as a sheet, and, as the Froude number (Fr = U / √(gh)) approaches 1, antidunes form in phase with standing waves at the water surface. The sequence from ripples to plane bed at low Froude number is the lower flow regime; plane bed and antidunes make up the upper flow regime.",
            "Each bedform leaves a characteristic structure when it migrates and is partly preserved: ripples give small-scale cross-lamination, dunes give cross-bedding with sets decimetres thick, and the upper plane bed gives parallel lamination with a lineation of aligned grains on bedding surfaces. Measured cross-bed dip directions therefore reveal palaeocurrent directions.",
          ),
        },
      },
      {
        title: "Facies and Walther's Law",
        description:
          "Describing sediments bed by bed is only useful if the beds are then interpreted as environments, and that is what facies analysis does.",
        lesson: {
          title: "From logs to depositional environments",
          html: p(
            "A facies is a body of sediment or rock distinguished by its lithology, texture, sedimentary structures, fossils and colour, and so, by inference, by the conditions under which it formed. In practice a geologist logging a section records each bed's thickness, grain size, structures and contacts on a graphic log, then groups similar beds into facies with short codes. A widely used scheme for river deposits, introduced by Andrew Miall, labels a trough cross-bedded sand St, a planar cross-bedded sand Sp, a horizontally laminated sand Sh and a massive gravel Gm. Facies are then combined into facies associations, groups that occur together and represent one environment, such as a river channel fill or a tidal flat.",
            "The key to interpreting vertical successions is Walther's Law, stated by Johannes Walther in 1894: facies that occur in a conformable vertical succession, without major breaks, were deposited in laterally adjacent environments. As a shoreline moves seaward, for example, beach sands come to be laid down on top of the shoreface sands that previously lay seaward of the beach, and those on top of offshore muds. A vertical log of a prograding shoreline therefore coarsens upward, from muds through silty sands to clean, well-sorted beach sands, repeating in vertical order the arrangement that existed side by side.",
            "The law applies only where the succession is conformable. An erosion surface, such as the scoured base of a channel or a sequence boundary, means that the facies above and below need not have been neighbours, and much of the record may be missing. Recognising such surfaces is as important as recognising facies. A common exercise is to take a measured log, divide it into facies, mark the erosion surfaces, and draw a map-view sketch of the environments that Walther's Law predicts must have been adjacent.",
          ),
        },
      },
    ],
  },
];
