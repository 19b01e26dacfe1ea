/** Fifty-third held-out evaluation courses, advanced level (soil nailing to drone surveying); see ai-courses-heldout53.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT53_C: EvalCourse[] = [
  {
    slug: "soil-nail-wall-design-advanced",
    discipline: "Soil nailing",
    title: "Design of Soil-Nailed Slopes and Walls",
    description:
      "Geotechnical engineers who already design retaining walls study soil nailing in depth, from the mechanics of nail-soil interaction and pull-out resistance, through limit-equilibrium and limit-state design to Eurocode 7 and BS 8006-2, to facing design, corrosion protection of the nail tendon and the verification testing that proves a design on site.",
    level: "advanced",
    duration: "one semester (3 ECTS)",
    plantedGap: "facing design",
    modules: [
      {
        title: "How a Nailed Soil Mass Works",
        description:
          "Passive reinforcement is mobilised only when the ground moves; this module follows that load path.",
        lesson: {
          title: "Mechanics of nail-soil interaction",
          html: p(
            "Soil nailing reinforces an existing soil mass in place by installing closely spaced, passive inclusions, usually steel bars grouted into drilled holes, as the excavation proceeds from the top down. Unlike ground anchors, nails are not prestressed. They carry load only after the soil in front of them begins to deform toward the excavation, which develops shear stress along the nail-grout-soil interface and tensile force in the bar. The reinforced block then behaves like a gravity structure that retains the unreinforced soil behind it.",
            "The distribution of tension along a nail is not uniform. Following the work of Schlosser and the French Clouterre research programme (1986-1990), the maximum tension occurs at the potential slip surface, which divides each nail into an active zone near the face and a resistant zone behind. In the active zone, shear stress acts toward the face and tension builds from the face force; in the resistant zone, shear stress acts away from the face and tension decays to zero at the nail's end. The locus of maximum tension in walls of medium height lies at about 0.3H to 0.4H behind the face at mid-height.",
            "Nails may also carry shear and bending where they cross a thin shear band, but field measurements show these contributions to be small for slender nails in most soils, and design usually neglects them. The key resistances are therefore the tensile strength of the bar, the pull-out resistance of the length behind the slip surface, and the strength of the connection at the nail head.",
          ),
        },
      },
      {
        title: "Pull-Out and Limit-State Design",
        description: "We calculate nail capacities and check global stability with partial factors.",
        lesson: {
          title: "Design resistances and stability",
          html:
            p(
              "The pull-out resistance of a nail is the product of its bond perimeter, its length beyond the critical slip surface and the ultimate bond stress: R = π D q<sub>s</sub> L<sub>p</sub>, where D is the drill-hole diameter and q<sub>s</sub> the ultimate unit skin friction. For a 100 mm drill hole in medium dense sand with q<sub>s</sub> = 100 kPa and L<sub>p</sub> = 4 m, R = π × 0.1 × 100 × 4 ≈ 126 kN. Values of q<sub>s</sub> are taken from correlations with in-situ tests, such as those in the FHWA manual GEC 7, and must be confirmed by site pull-out tests.",
              "In limit-state design to Eurocode 7 (EN 1997-1), actions and material strengths are factored, and the stability of the nailed mass is checked against several mechanisms:",
            ) +
            "<ul><li>External: sliding and overturning of the reinforced block, bearing capacity at its base, and overall stability of a slip surface passing behind all the nails.</li><li>Internal: slip surfaces that cut the nails, where each nail contributes the lesser of its tensile and pull-out resistance.</li><li>Structural: tensile rupture of the bar itself, checked with the factored yield strength of the steel.</li></ul>" +
            p(
              "Internal stability is assessed by limit-equilibrium methods, commonly modified Bishop or Janbu methods with nail forces included, searching many trial surfaces for the minimum over-design factor. BS 8006-2:2011, the British code of practice for soil-nail design, sets out the partial factors to apply within the Eurocode framework. In many designs the governing case is a compound surface that passes through the lower nails, where pull-out length behind the surface is smallest, which is why lower nails are sometimes made longer.",
            ),
        },
      },
      {
        title: "Durability and Testing",
        description: "A nail must last the design life, and must be shown to carry its load.",
        lesson: {
          title: "Corrosion protection and verification tests",
          html: p(
            "Most permanent soil nails are steel bars, and their service life depends on protecting them from corrosion. The aggressivity of the ground is classified from its resistivity, pH, sulphate and chloride content, and the presence of stray currents. For a design life of 120 years in an aggressive soil, the usual approach is double corrosion protection: the bar is encapsulated in a corrugated plastic sheath grouted inside and out, so that two physical barriers separate the steel from groundwater. In mildly aggressive ground, a sacrificial thickness allowance with hot-dip galvanising may be accepted instead. Glass-fibre and stainless steel nails are alternatives where corrosion risk is high.",
            "Testing proves the bond stress assumed in design. Sacrificial test nails, installed by the same method but not part of the works, are loaded to failure or to at least twice the design load in investigation tests before construction. During construction, a proportion of working nails, commonly 2 to 5 per cent, are subjected to suitability or acceptance tests up to about 1.5 times the working load. The nail is loaded by a hollow jack reacting against the face, in stages, with displacement measured by dial gauges on an independent reference beam.",
            "A test is normally judged on creep as well as strength: at the maximum test load, displacement is read at intervals up to 60 minutes, and the creep rate between 6 and 60 minutes must not exceed a specified limit, often 2 mm per log cycle of time. A nail that creeps more indicates that the bond is near failure and the design value of q<sub>s</sub> must be reduced.",
          ),
        },
      },
    ],
  },
  {
    slug: "malt-whisky-distillation-science",
    discipline: "Whisky distilling",
    title: "Malt Whisky Production Science",
    description:
      "Malt whisky is followed from grain to cask in this module for MSc brewing and distilling students, at the level of the chemistry involved: starch conversion in mashing, yeast metabolism and congener formation, pot-still distillation and cut points, copper's role in removing sulphur compounds, and oak maturation.",
    level: "advanced",
    duration: "one semester (15 credits)",
    plantedGap: "oak maturation",
    modules: [
      {
        title: "Mashing and Fermentation",
        description: "Enzymes turn malt starch into sugars, and yeast turns sugars into alcohol and a great deal more.",
        lesson: {
          title: "From starch to wash",
          html: p(
            "Malted barley contains starch in its endosperm and the enzymes needed to break it down, developed during germination. In the mash tun, grist is mixed with hot water at about 63-64 °C, a compromise between the temperature optima of the two main amylases. Beta-amylase removes maltose units from the non-reducing ends of starch chains and is inactivated quickly above about 65 °C; alpha-amylase cuts chains internally, is more heat-stable, and makes more ends for beta-amylase to attack. The resulting wort is rich in maltose, with glucose, maltotriose and unfermentable dextrins. Scotch malt whisky regulations forbid added enzymes, so all conversion must come from the malt itself.",
            "Unlike brewers, malt distillers do not boil the wort. Some enzyme activity therefore continues in the washback, converting part of the dextrins during fermentation and raising the yield of alcohol. A typical distillery achieves a predicted spirit yield of around 410-420 litres of pure alcohol per tonne of malt.",
            "Fermentation with <i>Saccharomyces cerevisiae</i> lasts 48 to over 100 hours and produces a wash of about 8% ABV. Besides ethanol and carbon dioxide, yeast makes the congeners that give spirit its character: higher alcohols (fusel alcohols such as isoamyl alcohol) from amino acid metabolism through the Ehrlich pathway, esters such as ethyl acetate and isoamyl acetate from alcohols and acyl-CoA, aldehydes, and sulphur compounds. Long fermentations allow lactic acid bacteria to grow after the yeast has slowed; their acids react to form additional esters, and many distillers credit long fermentations with a fruitier, lighter spirit. Wash gravity is measured before and after fermentation, and the drop in specific gravity gives the distiller an early check on the alcohol to expect.",
          ),
        },
      },
      {
        title: "Pot-Still Distillation and Cuts",
        description:
          "Two distillations in copper concentrate the alcohol, and the stillman decides which part to keep.",
        lesson: {
          title: "Wash still, spirit still and the middle cut",
          html:
            p(
              "Scotch malt whisky is distilled in batches in copper pot stills, usually twice. The wash still takes the 8% wash and produces low wines of about 20-25% ABV; the spirit still redistils the low wines, together with the recycled foreshots and feints from the previous run, into new-make spirit. Separation in a pot still relies on the changing composition of the vapour as the charge boils: volatile compounds come over early, less volatile ones late, and the stillman divides the run into three fractions.",
            ) +
            "<table><tr><th>Fraction</th><th>Typical strength at the safe</th><th>Main components</th></tr><tr><td>Foreshots</td><td>about 85-75% ABV</td><td>Methanol traces, acetaldehyde, ethyl acetate</td></tr><tr><td>Middle cut (spirit)</td><td>about 75% down to 60-65% ABV</td><td>Ethanol with desired esters and higher alcohols</td></tr><tr><td>Feints</td><td>below the cut down to about 1% ABV</td><td>Heavier fusels, fatty acid esters, phenols</td></tr></table>" +
            p(
              "The cut points are the distiller's main stylistic lever. Cutting early to feints, say at 68% ABV, gives a light, floral spirit; running the middle cut down to 60% collects more heavy compounds, including the phenols that carry peat smoke, and gives an oilier spirit. Foreshots are diverted until the spirit passes a demisting test: mixed with water in the spirit safe, early distillate turns cloudy because oily compounds come out of solution, and the stillman collects only once it stays clear.",
              "Still shape changes reflux. Tall necks and boil balls return more heavy vapour to the pot, while a downward-angled lyne arm carries more vapour straight to the condenser and yields a heavier spirit. The rate of distillation acts similarly: running the spirit still gently increases reflux and copper contact, while driving it hard carries heavier compounds over.",
            ),
        },
      },
      {
        title: "Copper and Sulphur",
        description:
          "Why copper remains the metal of the still, explained by the surface chemistry of sulphur removal.",
        lesson: {
          title: "Copper as a reactant",
          html: p(
            "Copper is used for stills not only for its thermal conductivity and ease of working but because it takes part in the chemistry of distillation. Fermentation produces volatile sulphur compounds, among them hydrogen sulphide, methanethiol, and dimethyl disulphide and trisulphide, with very low odour thresholds and unpleasant cabbage, rubber or struck-match notes. A still made of stainless steel yields a spirit that smells strongly of these compounds; the same wash distilled in copper does not.",
            "The mechanism is reaction at the copper surface. Hydrogen sulphide and thiols react with copper and its oxides to form copper sulphides and copper thiolates, which remain on the surface or leave in the pot residues, removing sulphur from the vapour. The reaction requires the copper surface to be active, that is partly oxidised, which is why distillers allow air into stills between runs, a practice called 'resting' the still. A still run continuously with little rest produces a heavier, more sulphury spirit, and some distilleries do this deliberately to make a meaty new-make style.",
            "Where in the still copper matters most has been studied at pilot scale. Work by Harrison and colleagues at the Scotch Whisky Research Institute found that the spirit-still condenser and the upper parts of the still contributed most to sulphur removal during the spirit run, and that the pot itself mattered more in the wash still. Distilleries with worm tubs, long coiled copper condensers immersed in cold water, have much less copper contact than those with shell-and-tube condensers, because the vapour condenses quickly in a narrow tube, and their spirit is correspondingly more sulphury.",
          ),
        },
      },
    ],
  },
  {
    slug: "chess-problem-composition-themes",
    discipline: "Chess composition",
    title: "Composing Chess Problems: Themes and Soundness",
    description:
      "Chess problems are composed, not played, and this course treats the orthodox two-mover and three-mover as an art form with its own aesthetics: the key and the threat, thematic content such as the Grimshaw and Novotny interferences, computer testing for cooks and duals, the conventions of helpmates, and how problems are judged in solving and composing tourneys.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "helpmates",
    modules: [
      {
        title: "Key, Threat and Variations",
        description: "The anatomy of a direct-mate problem and the vocabulary composers use to describe it.",
        lesson: {
          title: "How a two-mover is built",
          html: p(
            "An orthodox problem in 'White to play and mate in two' is a position constructed to show an idea, not a position from a game. White's first move is the <b>key</b>. A good key is unexpected: it should not give check, capture a piece, or restrict the black king's flight squares, and ideally it gives Black something, such as a new flight square, which composers call a give-and-take or a flight-giving key. After the key, White normally threatens a mate on the next move; Black's defences each stop the threat, and each is answered by a different mate. The pairing of a black defence with a white mate is a <b>variation</b>.",
            "Many problems also show <b>set play</b>: mates already prepared for some black moves in the diagram position, if it were Black to move. When the key changes these set mates, composers speak of <b>changed play</b>. A <b>mutate</b> is a problem in which every black move in the diagram already has a set mate, and the key is a quiet waiting move that nonetheless alters some of those mates, so that Black is in zugzwang both before and after it.",
            "A problem is <b>sound</b> when the key is the only first move that works. A second solution is a <b>cook</b>, and cooked problems are unsound. A <b>dual</b> is a situation in which White has two mates after the same black defence; duals after the main thematic defences are a serious flaw, although duals after irrelevant random moves are tolerated. Economy is the last requirement: no white or black piece should be on the board unless it is needed for soundness or for the theme, and a problem whose pieces all play some role is said to be economical.",
          ),
        },
      },
      {
        title: "Interference Themes",
        description: "Grimshaw and Novotny are the two interferences every composer must be able to show.",
        lesson: {
          title: "Grimshaw and Novotny",
          html:
            p(
              "Interference occurs when a piece moving to a square cuts a line along which another piece acts. Two classic themes are built on mutual interference between line pieces.",
              "The <b>Grimshaw</b>, named after Walter Grimshaw, who published an example in 1850, is mutual interference between two black pieces on one critical square, typically a black rook and a black bishop. If the bishop moves to the square, it blocks the rook's line; if the rook moves there, it blocks the bishop's line. White arranges two mates, one that exploits each interference, so that whichever piece Black moves to the square, White mates on the unguarded line. A full Grimshaw shows both interferences as variations.",
              "The <b>Novotny</b>, named after Antonín Nowotny (1854), is the white counterpart. White sacrifices a piece on the intersection point of a black rook's and a black bishop's lines, usually with the key. Black must capture or leave it; if the rook captures, it blocks the bishop's line and White mates on one line; if the bishop captures, the rook's line is closed and White mates on the other. Whereas a Grimshaw is a property of Black's defences, a Novotny is a white sacrifice that forces the interference.",
            ) +
            "<ul><li>Critical square: the intersection of the two black lines.</li><li>Grimshaw: black piece moves there voluntarily as a defence.</li><li>Novotny: white piece is placed there as an offer.</li><li>Plachutta: the same as Novotny but with two black pieces of the same kind moving along one line.</li></ul>" +
            p(
              "Composers then combine these, for instance showing two Grimshaws on different squares in one problem, which is called a double Grimshaw.",
            ),
        },
      },
      {
        title: "Testing and Tourneys",
        description: "Computers now check every problem, and competitions decide which ones survive in the literature.",
        lesson: {
          title: "From solver programs to awards",
          html: p(
            "Before computers, problems were tested by hand, and many published works later proved cooked. Today every composer checks a problem with a solving program, such as Popeye, which exhaustively searches all white first moves and reports every solution, cook and dual for orthodox and many fairy problem types. A two-mover is checked in seconds; long moremovers with many pieces can take hours. Databases of published problems, such as the Meson database, let composers check whether an idea has already been shown, because anticipation, an earlier problem with the same content, deprives a new one of originality.",
            "Problems are published in magazines such as <i>The Problemist</i> of the British Chess Problem Society, in newspaper columns and in composing tourneys. A tourney is announced with a closing date and a judge. Entries are published or circulated, solvers and the judge look for flaws, and after the closing date the judge publishes an award ranking the best problems as prizes, honourable mentions and commendations, each with a short comment on its merits.",
            "Judges weigh originality, the clarity and difficulty of the key, the richness and unity of the thematic content, and economy. The World Federation for Chess Composition maintains the FIDE Albums, selections of the best problems of each three-year period; problems selected earn points toward the titles of FIDE Master, International Master and Grandmaster of Chess Composition. Composers also take part in the World Chess Composition Tournament, in which national teams compose to set themes. Solving contests run in parallel, and many composers also compete as solvers, which trains the eye for cooks in their own work.",
          ),
        },
      },
    ],
  },
  {
    slug: "air-scenting-search-dog-handling",
    discipline: "Search and rescue dog handling",
    title: "Air-Scenting Search Dogs: Advanced Handling",
    description:
      "Handlers whose dogs have passed a novice assessment progress to operational standard in wilderness search: scent theory and the behaviour of scent in terrain and weather, planning and working a search sector, reading the dog's change of behaviour and indication, avalanche searching, and integrating a dog team into a police-led search.",
    level: "advanced",
    duration: "6 residential weekends over a year",
    plantedGap: "avalanche searching",
    modules: [
      {
        title: "Scent in the Landscape",
        description: "Where does human scent go after it leaves a missing person, and how does the weather move it?",
        lesson: {
          title: "How scent travels",
          html: p(
            "A person sheds tens of thousands of skin cells every minute, along with volatile compounds from sweat and skin bacteria. Air-scenting dogs work this scent as it is carried by moving air, rather than following a track on the ground, which lets them search large areas without any starting point or scent article. Handlers speak of a scent cone: a plume that spreads downwind from the subject, concentrated near the source and increasingly patchy and diffuse further away.",
            "The plume's behaviour depends on air movement. In steady moderate wind over open ground it is broad and fairly predictable. Light, variable wind makes it meander, and the dog may cross scent well away from the subject. Turbulence behind boulders, walls and tree lines creates eddies and pools, where scent collects and the dog may show strong interest at a place the subject has never been.",
            "Temperature gradients drive the daily pattern in hills and valleys. After sunrise, ground warms and air rises, so scent moves up slopes and gullies during the day. In the evening and at night, cooling air drains downhill, carrying scent down valleys and collecting it in hollows. A subject lying in a gully on a cold night may therefore be detectable far down the valley but not from the ridge above. Humidity helps: scent carries well in cool, damp air and poorly in hot, dry conditions, when dogs also tire and dehydrate quickly.",
            "<ul><li>Search across the wind where possible, so the dog meets the cone at right angles.</li><li>In the morning, check slopes from below; in the evening, from valley floors.</li><li>Mark pools of scent that do not lead to a subject; they tell you where the air is going.</li></ul>",
          ),
        },
      },
      {
        title: "Working a Sector",
        description: "A search manager gives you an area and a probability; you return with a coverage estimate.",
        lesson: {
          title: "Planning, searching and reporting",
          html: p(
            "In the United Kingdom, mountain rescue search dogs are assessed and deployed by organisations such as the Search and Rescue Dog Association (SARDA) and the National Search and Rescue Dog Association, under the direction of the police search manager or a mountain rescue team leader. Search planning follows lost person behaviour statistics, for example Koester's data for categories such as walkers, dementia patients or despondent persons, which give the distances from the last known point within which most subjects are found.",
            "A dog team is usually given a sector bounded by features visible on the ground, such as streams, walls and paths, and typically of 0.5 to 1 km². The handler plans a route that keeps the dog working into or across the wind, often a series of zigzag legs spaced according to conditions, perhaps 50 to 100 m apart in good scenting weather, closer in poor. The handler walks the plan while the dog quarters freely ahead and to the sides, ranging out and returning.",
            "On return the handler reports the probability of detection, or POD, an honest estimate of the chance that the team would have found a subject in that sector if one had been there. A handler who covered open hillside in good wind might report 70-80%; one who worked dense forestry in still air might report 30-40%. These estimates let the search manager update the probability of area for every sector and send resources where they will do most good. Overstating POD is the most damaging error a team can make, because it removes a sector from the search.",
          ),
        },
      },
      {
        title: "Reading the Dog",
        description: "A trained indication matters only if the handler notices what came before it.",
        lesson: {
          title: "Change of behaviour and the indication",
          html: p(
            "A trained search dog gives a formal indication when it finds a person. Two systems are common: the bark alert, in which the dog stays with the subject and barks until the handler arrives, and the refind, in which the dog returns to the handler, signals, for example by barking or by picking up a toggle worn on its collar (a bringsel), and leads the handler back to the subject. Refind dogs are widely used in Britain because the handler may be hundreds of metres away and out of earshot in wind.",
            "The indication is the end of a sequence. Long before it, the dog shows a change of behaviour when it enters scent: a sudden turn of the head, a higher head carriage, faster or shorter casting, a slowing to work a small area, tail movement that differs from its normal search carriage, or repeated returns to the same spot. Each dog has its own vocabulary, and a handler at operational level should be able to describe it precisely, ideally from video of training searches.",
            "The handler's response to a change of behaviour is to support the dog, not to direct it: stop, note the position and wind, let the dog work the scent out, and move to a position where the dog can work into the wind. Calling the dog away too early loses the scent; standing still in the wrong place may stop the dog working its source. When the dog returns without indicating after strong interest, the handler records a possible clue and tells search control, because the subject may be nearby but unreachable, or the scent may be old.",
          ),
        },
      },
    ],
  },
  {
    slug: "uav-photogrammetric-survey-accuracy",
    discipline: "Drone surveying",
    title: "Survey-Grade Mapping with Drones",
    description:
      "Accuracy is what separates a survey from a set of aerial pictures, and this postgraduate module in geomatics treats it rigorously: flight planning for ground sample distance and overlap, RTK and PPK positioning with ground control points, bundle adjustment and error reporting to the ASPRS standard, and LiDAR payloads for vegetated terrain.",
    level: "advanced",
    duration: "one semester (20 credits)",
    plantedGap: "LiDAR payloads",
    modules: [
      {
        title: "Planning for Resolution and Overlap",
        description: "Every flight parameter follows from the accuracy the client needs.",
        lesson: {
          title: "Ground sample distance and overlap",
          html:
            p(
              "The ground sample distance (GSD) is the size on the ground of one image pixel, and it sets the best achievable accuracy of a photogrammetric survey. For a nadir image, GSD = (pixel pitch × flying height) / focal length. A camera with a 13.2 mm wide sensor and 5472 pixels across has a pixel pitch of 2.41 µm; with an 8.8 mm lens at 100 m above ground, GSD = 2.41 × 10⁻⁶ × 100 / 0.0088 ≈ 2.7 cm. Halving the height halves the GSD but quadruples the number of images needed for the same area.",
              "Photogrammetric reconstruction needs every ground point to appear in several images taken from different positions. Survey flights are planned as parallel strips with a forward overlap (along the strip) of 75-80% and a side overlap (between strips) of 60-70%. Higher overlaps are used over uniform surfaces such as crops, sand or water, where automatic feature matching struggles. The image interval and strip spacing follow from the footprint: at 100 m with the camera above, the footprint across the strip is 5472 × 0.027 ≈ 148 m, so 65% side overlap gives a strip spacing of about 52 m.",
            ) +
            "<table><tr><th>Height (m)</th><th>GSD (cm)</th><th>Strip spacing at 65% side overlap (m)</th></tr><tr><td>60</td><td>1.6</td><td>31</td></tr><tr><td>100</td><td>2.7</td><td>52</td></tr><tr><td>120</td><td>3.3</td><td>63</td></tr></table>" +
            p(
              "Terrain matters: over a hillside the height above ground, and therefore the GSD and overlap, changes along the strip. Terrain-following flight, using a digital elevation model to hold constant height above ground, keeps resolution uniform. Adding oblique images or a second grid flown at right angles strengthens the geometry, especially for vertical faces.",
            ),
        },
      },
      {
        title: "Positioning and Control",
        description: "GNSS on the aircraft and targets on the ground tie the model to a coordinate system.",
        lesson: {
          title: "RTK, PPK and ground control points",
          html: p(
            "An uncorrected drone GNSS receiver is accurate to a few metres, which is useless for survey. Two correction methods bring camera positions to centimetre level. In real-time kinematic (RTK) positioning, a base station or a network service transmits carrier-phase corrections to the aircraft during flight. In post-processed kinematic (PPK) positioning, raw observations from the aircraft and a base station are logged and combined after the flight, which avoids radio dropouts and allows precise ephemerides to be used. In both cases the timing of each exposure must be recorded precisely, and the lever arm between antenna and camera must be known.",
            "Ground control points (GCPs) are targets measured with survey-grade GNSS or a total station, visible in the images and used to constrain the adjustment. Even with RTK or PPK, good practice is to use a small number of GCPs to remove any systematic vertical offset, and to hold back independent checkpoints that are not used in processing at all. Checkpoints, not the software's internal residuals, are the evidence of accuracy.",
            "Distribution matters more than number. GCPs should surround the site at the edges and corners, with a few in the interior, and cover the full range of elevations. A common specification for a 20-hectare site is five to eight GCPs and at least as many checkpoints. Targets should be several times the GSD in size, typically 30-60 cm squares with a high-contrast pattern, so that their centre can be marked to a fraction of a pixel. Each target's position and photograph are recorded in a control sheet that goes into the survey report.",
          ),
        },
      },
      {
        title: "Adjustment and Accuracy Reporting",
        description:
          "Bundle adjustment turns pixels into coordinates, and a recognised standard says how good they are.",
        lesson: {
          title: "Bundle adjustment and the ASPRS standard",
          html: p(
            "Structure-from-motion software first detects and matches thousands of features across overlapping images, then estimates camera positions, orientations and lens parameters together with the 3D positions of the matched points in a bundle adjustment: a least-squares solution that minimises the reprojection error, the distance in pixels between where each point is observed in an image and where the model projects it. Self-calibration estimates focal length, principal point and distortion coefficients from the data. With a weak geometry, such as a single nadir grid over flat ground, focal length and height are correlated, which produces a systematic 'doming' of the surface; oblique images and well-distributed control break that correlation.",
            "Accuracy is reported from the checkpoints. For each checkpoint the difference between surveyed and model coordinates is computed, and the root mean square error (RMSE) is calculated separately for horizontal and vertical components. The ASPRS Positional Accuracy Standards for Digital Geospatial Data (Edition 2, 2023) classify products by RMSE, so a dataset with a horizontal RMSE of 2.5 cm is described as meeting the 2.5 cm horizontal accuracy class. Vertical accuracy in non-vegetated terrain is reported likewise as an RMSE. For vegetated terrain the standard requires a separate statement, because photogrammetry sees the top of the canopy rather than the ground beneath it. Confidence levels of 95% are no longer the headline figure in the second edition, which reports RMSE directly.",
            "<ul><li>Use at least 30 checkpoints for a statistically robust statement on large projects; fewer are acceptable for small sites if stated.</li><li>Report the accuracy of the control itself, which the product cannot exceed.</li><li>State the GSD, overlaps, processing software and version in the survey report.</li></ul>",
          ),
        },
      },
    ],
  },
];
