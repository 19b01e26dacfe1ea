/** Ninetieth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout90.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT90_A: EvalCourse[] = [
  {
    slug: "introducing-lawn-bowls-coaching-newcomers-on-the-flat-green",
    discipline: "Lawn bowls coaching",
    title: "Introducing Lawn Bowls: Coaching Newcomers on the Flat Green",
    description:
      "Club volunteers who want to welcome beginners onto the green practise teaching the grip, stance and delivery, explain how bias makes a bowl curve, and plan a safe, enjoyable taster session. Scoring and etiquette are covered so that new players can join a roll-up with confidence.",
    level: "beginner",
    duration: "six weeks (one two-hour practical session a week)",
    plantedGap: "Scoring and etiquette",
    modules: [
      {
        title: "Grip, Stance and Delivery",
        description:
          "How to teach a newcomer to hold a bowl, set up on the mat and roll the bowl smoothly along a chosen line.",
        lesson: {
          title: "Teaching the basic delivery",
          html:
            p(
              "Most newcomers arrive expecting to throw the bowl. The coach's first task is to show that a good delivery is a smooth pendulum swing that rolls the bowl onto the green. Before anyone delivers, check that the bowl suits the hand: cradle it with the fingers underneath and span the thumb and middle finger around the running surface. If the tips almost meet across the top, the size is about right.",
              "Two grips are taught. In the cradle grip the bowl sits well back in the palm with the thumb low on the side; it feels secure and suits most beginners. In the claw grip the thumb sits higher and the fingers spread along the side, giving more feel, and many experienced players prefer it on fast greens. Whichever grip is used, the smaller emblem on the bowl marks the bias side, and it must face the way the bowl is meant to curve. Delivering with the emblem on the wrong side, the wrong bias, sends the bowl swinging away from the jack and is the commonest early mistake.",
            ) +
            "<ol><li>Stand on the mat facing the aiming point, not the jack.</li><li>Hold the bowl in front of the body at about waist height, eyes on the aiming point.</li><li>Step forward along the line with the opposite foot (the left foot for a right-handed player), bending the knees so the hand comes close to the green.</li><li>Swing the arm back and through like a pendulum, palm facing the line.</li><li>Release the bowl just above the surface so that it rolls rather than bumps, and follow through towards the aiming point.</li></ol>" +
            p(
              "The Laws of the Sport of Bowls require that at the moment of release the player has all or part of one foot on or above the mat; a delivery that breaks this is a foot fault, so build the habit from the first session. A low release also spares the green, because a bumped bowl dents soft turf.",
              "Teach one point at a time. Demonstrate without talking, give a single cue such as 'long step, low hand', then let the player deliver four bowls before you speak again. Ask what they noticed before you tell them what you saw: players who describe their own delivery remember the correction far longer than those who are simply told.",
            ),
        },
      },
      {
        title: "Reading the Green: Bias, Line and Weight",
        description:
          "Why a bowl follows a curved path, how forehand and backhand differ, and how green pace changes the line a player must take.",
        lesson: {
          title: "Why a bowl curves, and how to find the line",
          html: p(
            "A bowl is not a sphere. One side is slightly more rounded than the other, and this asymmetric profile, not a weight hidden inside as many newcomers assume, produces the bias. Modern bowls are moulded from a dense resin composite and get their bias entirely from shape. While the bowl is running fast the bias has little visible effect; as it slows, it turns more and more towards the bias side, so its path is a curve that tightens near the end.",
            "For a right-handed player the forehand is delivered to the right of the jack, with the bias facing left, so the bowl swings in from the right. The backhand is delivered across the body to the left of the jack, with the bias facing right. Left-handed players reverse both. The widest point of the curve is called the shoulder, and beginners do best when they aim at a point level with the shoulder, often a metre or two wide of the jack, and trust the bias to bring the bowl in.",
            "Coaches separate two variables. Line is the direction of delivery; weight is the pace given to the bowl, and therefore how far it travels. A player who keeps changing both at once cannot learn from a poor bowl, so fix the line with a marker and let them work on weight, then swap.",
            "Green pace is measured in seconds: the time from release until a bowl comes to rest about 27 metres away. A slow British green in spring may run at 10 or 11 seconds, a firm summer green at 13 to 15, and greens in New Zealand often run faster still. The higher the figure, the less push a bowl needs and the longer the bias acts on it, so on a fast green the line must be wider. Dew, rain and a heavy cut all slow a green during an afternoon.",
            "Two drills work well. For line, set two cones a metre apart at the shoulder and ask the player to send the bowl through the gate. For weight, lay mats at 23, 26 and 29 metres and deliver to each in turn; 23 metres is the shortest legal jack length from the front of the mat, so the drill covers the full range of short and long ends.",
          ),
        },
      },
      {
        title: "Planning a Taster Session",
        description:
          "Preparing a safe, inclusive first session for adult newcomers, from the pre-session check to the closing challenge.",
        lesson: {
          title: "A safe and welcoming first hour",
          html:
            p(
              "A taster session is often the only chance a club has to turn a curious visitor into a member, so it must be both safe and enjoyable. Start with a walk round before anyone arrives. The ditch, which sits below the level of the green, is the commonest trip hazard; check the banks, the steps onto the green and the path from the clubhouse. On hot days plan shade and drinking water, because newcomers are often older adults who stand for long periods in the sun.",
              "Footwear matters to the green as much as to the player. Shoes must have flat, heel-less soles; a heeled or ridged sole can mark the turf, so keep a box of flat overshoes or loan shoes at the door. Bowls are heavier than they look, at up to about 1.6 kilograms each, so teach participants to carry two at a time and to bend the knees when lifting bowls from the ditch.",
              "A ratio of one coach to about eight players across two rinks lets every person deliver often while still receiving feedback. Set a simple running order:",
            ) +
            "<table><tr><th>Minutes</th><th>Activity</th></tr><tr><td>0 to 10</td><td>Welcome, shoes, safety briefing and a look at the bias</td></tr><tr><td>10 to 20</td><td>Demonstration of grip and delivery on a short length</td></tr><tr><td>20 to 45</td><td>Paired practice: forehand, then backhand, with a coach on each rink</td></tr><tr><td>45 to 60</td><td>Closest-to-the-target challenge in small teams, then tea</td></tr></table>" +
            p(
              "Two safety rules prevent nearly all incidents on the green. Nobody stands in front of the mat while a bowl is being delivered, and nobody walks across a neighbouring rink while bowls are running on it. Bowls are collected only when every player on the rink has delivered.",
              "Plan for inclusion from the start. A delivery aid, usually called a bowling arm, lets someone who cannot bend comfortably deliver from a standing position, and many clubs keep one to lend. Ask about mobility quietly at registration rather than in front of the group. Finish with the team challenge, thank everyone by name, and hand out the dates of the next beginners' roll-up before people leave.",
            ),
        },
      },
    ],
  },
  {
    slug: "large-goods-vehicle-driving-safe-foundations-for-new-drivers",
    discipline: "Large goods vehicle driving",
    title: "Large Goods Vehicle Driving: Safe Foundations for New Drivers",
    description:
      "A fully laden articulated lorry can weigh 44 tonnes and needs far more room to stop and turn than a car. This foundation programme for trainee Category C and C+E drivers covers drivers' hours and the tachograph, the daily walkaround check, coupling and uncoupling a semi-trailer, and how to avoid bridge strikes.",
    level: "beginner",
    duration: "five days (classroom mornings and yard practice in the afternoons)",
    plantedGap: "bridge strikes",
    modules: [
      {
        title: "Drivers' Hours and the Tachograph",
        description:
          "The retained EU driving, break and rest limits that apply to most goods vehicle work in Great Britain, and how the digital tachograph records them.",
        lesson: {
          title: "Working within the driving, break and rest limits",
          html:
            p(
              "Most goods vehicles over 3.5 tonnes in Great Britain fall under the rules derived from EU Regulation 561/2006, which were retained in domestic law after Brexit. They exist because fatigue is a major factor in serious lorry crashes, and every new driver must know the core limits by heart.",
            ) +
            "<ul><li>Daily driving: no more than 9 hours, extendable to 10 hours twice in a fixed week (Monday 00:00 to Sunday 24:00).</li><li>Weekly driving: no more than 56 hours, and no more than 90 hours in any two consecutive fixed weeks.</li><li>Breaks: after 4 hours 30 minutes of driving, a break of at least 45 minutes, which may be split into 15 minutes followed by 30 minutes.</li><li>Daily rest: a regular rest of 11 hours, which may be reduced to 9 hours no more than three times between weekly rests, or split into 3 hours followed by 9 hours.</li><li>Weekly rest: a regular rest of 45 hours; a reduced rest of at least 24 hours must be compensated for in one block before the end of the third following week.</li></ul>" +
            p(
              "Take a driver who starts at 06:00 and drives until 10:30, reaching 4 hours 30 minutes. She takes 45 minutes off and resumes at 11:15. By 15:45 she has driven another 4 hours 30 minutes, a daily total of 9 hours. She may only drive on today if this is one of her two 10-hour days, and even then she needs another full break first, because a second block of 4 hours 30 minutes has been completed.",
              "The digital tachograph records all of this on the driver card, a personal smart card valid for five years. The driver selects one of four activity modes: driving (recorded automatically when the vehicle moves), other work, such as loading or the walkaround check, periods of availability, and breaks or rest. Inserting the card, entering the start location and making manual entries for work done away from the vehicle are legal duties, not paperwork niceties. Enforcement officers download cards at the roadside, and a missing manual entry looks exactly like an attempt to hide working time.",
              "Drivers must also respect the Road Transport (Working Time) Regulations 2005, which limit total working time, including non-driving work, to an average of 48 hours a week and a maximum of 60 in any single week.",
            ),
        },
      },
      {
        title: "The Daily Walkaround Check",
        description:
          "A systematic inspection before the first journey of the day, and how to record and report what it finds.",
        lesson: {
          title: "Finding defects before they find you",
          html: p(
            "The driver is legally responsible for the roadworthiness of the vehicle while it is being driven, whoever owns it. The Driver and Vehicle Standards Agency (DVSA) therefore expects a walkaround check before the vehicle's first use each day, normally taking ten to fifteen minutes, with any defects written on a defect report and passed to the operator. A vehicle with a dangerous defect must not be driven until it is repaired.",
            "Work round the vehicle in the same order every time, so nothing is skipped. Start in the cab: the mirrors and camera monitors are correctly set and undamaged, the windscreen has no chip in the driver's swept area, wipers and washers work, the horn sounds, and the dashboard shows no warning lights once the engine is running. With the engine running, let the air system build to working pressure and listen for leaks; a falling gauge with the engine stopped and the brakes released points to a leak in the pipework.",
            "Outside, check every light and indicator, with a colleague or the reflection in a window if working alone. Tyres are a frequent cause of prohibitions. On goods vehicles over 3.5 tonnes the legal minimum tread depth is 1 mm across three-quarters of the tread width and around the whole circumference, but look also for cuts, bulges, exposed cord and objects between twin wheels. Wheel-nut indicators, the small plastic arrows fitted to many nuts, make a loosened nut obvious at a glance. Check that spray-suppression flaps, side guards and rear under-run protection are secure, that number plates and reflectors are clean, and that there are no fuel, oil or AdBlue leaks beneath the vehicle.",
            "If the DVSA finds a defect at the roadside it can issue a prohibition. An immediate prohibition means the vehicle may not move until repaired; a delayed prohibition allows a short period to put it right. Both count against the operator's compliance record, and a pattern of defects that a proper walkaround would have found suggests the checks are not being done. A clearly written defect report protects the driver: it shows that the problem was found and reported, not ignored.",
          ),
        },
      },
      {
        title: "Coupling and Uncoupling a Semi-Trailer",
        description:
          "A safe, repeatable sequence for connecting a tractor unit to a semi-trailer and for parking the trailer again.",
        lesson: {
          title: "A safe coupling sequence",
          html:
            p(
              "Runaway trailers have killed drivers and bystanders in yards, almost always because a step in the coupling sequence was missed. The remedy is to follow the same sequence every time, and to check the result rather than assume it.",
            ) +
            "<ol><li>Check that the trailer parking brake is applied and that nobody is between the vehicles.</li><li>Check the fifth wheel is greased, the jaws are open and the release handle is pulled out.</li><li>Line the unit up squarely and check the height: the fifth-wheel plate should sit slightly below the trailer's rubbing plate, so that the trailer rides up onto it.</li><li>Reverse slowly until the kingpin locks into the jaws; the release handle will move in.</li><li>Select a low forward gear and pull gently against the trailer brake (the tug test) to prove the kingpin is held, then apply the unit's parking brake.</li><li>Fit the safety clip (the dog clip) to the release handle.</li><li>Connect the yellow service line first, then the red emergency line, then the electrical leads, including the ABS or EBS lead.</li><li>Wind up the landing legs fully and stow the handle, release the trailer parking brake, fit the rear number plate and check all trailer lights.</li></ol>" +
            p(
              "The order of the air lines has a reason. Connecting the red line supplies air to the trailer and releases its emergency brakes; if it is connected before the unit is proved secure and the trailer parking brake is on, the trailer can move. For the same reason, when uncoupling, disconnect the red line first and then the yellow.",
              "Finish with a visual check from the side: there must be no gap between the trailer's rubbing plate and the fifth wheel. A trailer sitting on top of closed jaws, a high couple, can look correct from the cab and then drop off the unit at the first bump or sharp turn.",
              "To uncouple, park on firm, level ground, apply the unit and trailer parking brakes, and lower the landing legs until they just take the weight. Remove the number plate, disconnect the red line, the yellow line and the electrical leads in that order, remove the dog clip, pull the release handle, and drive slowly forward until the unit is clear, watching the trailer settle on its legs in the mirrors.",
            ),
        },
      },
    ],
  },
  {
    slug: "gothic-architecture-the-cathedrals-of-medieval-europe",
    discipline: "Gothic architecture",
    title: "Gothic Architecture: The Cathedrals of Medieval Europe",
    description:
      "How did medieval builders raise stone vaults more than thirty metres above the floor, and why did the style spread from the Île-de-France across Europe? An introductory survey from Abbot Suger's choir at Saint-Denis to English Perpendicular, looking at pointed arches and rib vaults, flying buttresses, stained glass, and the distinctive phases of English Gothic.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute illustrated lecture a week)",
    plantedGap: "stained glass",
    modules: [
      {
        title: "Saint-Denis and the Beginnings of Gothic",
        description:
          "Abbot Suger's rebuilding of Saint-Denis and the pointed arch and rib vault that made the new style possible.",
        lesson: {
          title: "Suger's choir and the new structural toolkit",
          html: p(
            "Gothic architecture is usually dated from the rebuilding of the royal abbey church of Saint-Denis, just north of Paris, under Abbot Suger. His new west front was dedicated in 1140, and the choir at the east end was consecrated on 11 June 1144 before an audience that included King Louis VII and many bishops, who carried its ideas back to their own dioceses. Suger wrote about the work himself, praising the continuous light that flooded the new choir, and that emphasis on light became central to the style.",
            "The choir's plan is a double ambulatory, a walkway curving round the sanctuary, with seven shallow radiating chapels. Because the chapels are scarcely separated from one another, the outer wall reads as a continuous band of large windows. This was possible only because the builders combined two structural devices that already existed separately in Romanesque buildings.",
            "The first is the pointed arch, used earlier at the great abbey of Cluny, begun in 1088. A semicircular arch has a fixed rise equal to half its span, so arches of different spans reach different heights. A pointed arch can be made taller or flatter at will, so arches over a wide opening and a narrow one can meet at the same crown height. That freedom was essential in the ambulatory, where the bays are wedge-shaped rather than square. The pointed arch also directs more of its thrust downwards and less sideways than a round arch of the same span.",
            "The second is the rib vault, found earlier at Durham Cathedral, vaulted between about 1093 and 1133. Masons first built the diagonal and transverse ribs of stone over timber centring, then filled the spaces between them with a thin shell of lighter stone, the webbing. The ribs concentrate the vault's weight and thrust onto a few points instead of along the whole length of a thick wall, so the wall between those points no longer carries the load and can be opened up.",
            "Gothic, in short, was not a single invention but a new combination of existing techniques, used with a new aim: a skeleton of stone that admitted as much light as possible.",
          ),
        },
      },
      {
        title: "Flying Buttresses and the High Gothic Cathedral",
        description:
          "How Chartres, Amiens and Beauvais pushed height and openness to their limits, and the structural role of the flying buttress.",
        lesson: {
          title: "Chartres, Amiens and the logic of the skeleton",
          html: p(
            "A high vault pushes outwards on the walls that carry it, and wind pressure on a tall roof adds further sideways force. Romanesque builders resisted these forces with thick walls. Gothic builders wanted thin walls and wide windows, so they needed another way to carry the thrust down to the ground. The answer was the flying buttress: a half-arch that springs from a massive pier outside the aisles and leans against the upper wall exactly where the vault pushes outwards. Flying buttresses appear at Notre-Dame in Paris around 1180 and were soon used everywhere in northern France.",
            "Chartres Cathedral, rebuilt after a fire in 1194 and largely complete by about 1220, is the classic High Gothic building. Its nave has a three-storey elevation: a tall arcade opening into the aisles, a narrow arcaded passage called the triforium, and a clerestory of large windows as tall as the arcade. Earlier cathedrals such as Laon had four storeys, including a gallery over the aisles; dropping the gallery was possible because the flying buttresses now did the work the galleries had helped to do. Chartres also uses quadripartite vaults, each covering one rectangular bay, instead of the older six-part vaults spanning two bays. The result is a rhythm of identical bays marching towards the altar.",
            "Later builders pushed height further. Amiens, begun in 1220, has a nave vault about 42 metres high. At Beauvais the choir vault was raised to about 48 metres, the highest ever built in a Gothic church, but part of it collapsed in 1284 and had to be rebuilt with extra piers. Beauvais is a reminder that medieval masons worked by rules of proportion and experience, not by structural calculation, and that they sometimes exceeded what their materials would bear.",
            "On the outside, the pinnacles that crown many buttress piers are not only ornamental. Their weight helps turn the inclined thrust from the flyers more steeply downwards, keeping it within the pier, which is one reason even modest-looking pinnacles were carefully rebuilt when they decayed.",
          ),
        },
      },
      {
        title: "Early English, Decorated and Perpendicular",
        description: "The three phases of English Gothic, identified through their windows, vaults and key buildings.",
        lesson: {
          title: "English Gothic and its three phases",
          html:
            p(
              "Gothic reached England when the French master mason William of Sens rebuilt the choir of Canterbury Cathedral after a fire in 1174. English builders soon developed their own versions, and in 1817 the architect Thomas Rickman divided English Gothic into three phases whose names are still used. The dates are approximate and the phases overlap.",
            ) +
            "<table><tr><th>Phase</th><th>Approximate dates</th><th>Key features</th><th>Examples</th></tr><tr><td>Early English</td><td>c.1180 to c.1250</td><td>Tall narrow lancet windows, dark Purbeck marble shafts, steep pointed arches</td><td>Salisbury Cathedral; nave of Wells</td></tr><tr><td>Decorated</td><td>c.1250 to c.1350</td><td>Window tracery, first geometric then flowing; ogee arches; richly ribbed vaults</td><td>Exeter nave; the Octagon at Ely</td></tr><tr><td>Perpendicular</td><td>c.1350 to c.1530</td><td>Vertical panel tracery, very large windows, fan vaults</td><td>Gloucester choir; King's College Chapel, Cambridge</td></tr></table>" +
            p(
              "Salisbury is unusual because almost all of it was built in a single campaign, from 1220 to the 1250s, so it shows Early English with little mixture of styles. Its spire, added in the fourteenth century, rises to about 123 metres and is the tallest in Britain.",
              "Decorated Gothic is named after its ornament. At Exeter the vault carries many extra ribs, called tiercerons, which fan out from each springing like the branches of a palm. At Ely, after the central tower collapsed in 1322, the sacrist Alan of Walsingham replaced it with an octagonal crossing crowned by a timber lantern, admitting light into the heart of the church.",
              "Perpendicular is a distinctly English style, with no close parallel in France. In the choir at Gloucester, remodelled from the 1330s around the tomb of Edward II, the Romanesque walls were covered with a grid of vertical panels, and the east end became an enormous window. The fan vault, first fully developed in the Gloucester cloisters, reached its climax at King's College Chapel, where John Wastell built a fan vault over the whole chapel between 1512 and 1515.",
            ),
        },
      },
    ],
  },
  {
    slug: "hip-hop-dance-foundations-grooves-footwork-and-freestyle",
    discipline: "Hip-hop dance",
    title: "Hip-Hop Dance Foundations: Grooves, Footwork and Freestyle",
    description:
      "Grooves, footwork and freestyle: an introductory studio course in hip-hop dance that traces the form from 1970s Bronx block parties to today's battles. Sessions build rhythm and bounce, teach the party-era foundation steps, and introduce popping and locking before ending in a supportive cypher.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute studio class a week)",
    plantedGap: "popping and locking",
    modules: [
      {
        title: "Where Hip-Hop Dance Came From",
        description: "The block parties, DJs and b-boys and b-girls of the 1970s Bronx, and the structure of breaking.",
        lesson: {
          title: "Block parties, breaks and b-boys",
          html:
            p(
              "Hip-hop began as a party culture in the South Bronx, a part of New York hit hard in the 1970s by disinvestment, housing clearances and gang violence. The date usually given for its birth is 11 August 1973, when the Jamaican-born DJ Clive Campbell, known as Kool Herc, played a back-to-school party organised by his sister Cindy in the recreation room at 1520 Sedgwick Avenue.",
              "Herc noticed that dancers went wild during the break, the short passage of a funk or soul record where the vocals drop out and the drums and bass take over. Using two copies of the same record on two turntables, he switched between them to repeat the break again and again, a technique he called the merry-go-round. The dancers who saved their best moves for these extended breaks became known as break-boys and break-girls, shortened to b-boys and b-girls. Afrika Bambaataa and Grandmaster Flash developed the DJ techniques further, and Bambaataa's Universal Zulu Nation promoted hip-hop as a culture of four elements: DJing, MCing, graffiti and breaking.",
              "Breaking has a clear structure, which still shapes how it is taught:",
            ) +
            "<ul><li>Toprock: steps danced upright, used to enter the floor and show style and musicality.</li><li>Downrock or footwork: fast steps with the hands on the floor, such as the six-step.</li><li>Power moves: continuous spinning and rotating moves such as windmills and headspins.</li><li>Freezes: held positions, often balanced on the hands, head or shoulders, that punctuate a round.</li></ul>" +
            p(
              "Crews formed to practise and compete; the Rock Steady Crew, founded in 1977, became one of the best known after its battles were filmed in the early 1980s. Films and music videos then spread breaking to Europe, Japan and South Korea, where strong scenes developed. Its recognition as a competitive sport came with its Olympic debut at the Paris 2024 Games, but most breakers still see the cypher, the informal circle at a party or jam, as the heart of the dance.",
              "Knowing this history matters in the studio. Hip-hop moves carry names, originators and meanings, and dancers are expected to respect them, credit their sources and learn foundations before inventing variations.",
            ),
        },
      },
      {
        title: "Grooves and Party Foundations",
        description:
          "Counting music in eights, finding the bounce and the rock, and learning classic party steps of the late 1980s and 1990s.",
        lesson: {
          title: "Finding the bounce and the rock",
          html:
            p(
              "Hip-hop dance starts with the groove: a continuous body movement that ties the dancer to the beat before any step is added. Most hip-hop tracks run between about 85 and 100 beats per minute, and dancers count them in phrases of eight, saying 'five, six, seven, eight' to bring a group in together. Train the ear first: clap on every beat, then only on beats two and four, where the snare usually falls.",
              "Two basic grooves underpin almost everything. In the down groove the knees bend and the body drops on each beat, then recovers on the 'and' between beats. In the up groove the body rises on the beat instead. Keep the knees soft, the weight on the balls of the feet and the chest relaxed, and let the movement travel from the legs through the torso. The rock is a forward and back movement of the chest and shoulders that can ride on top of either groove. Drill each groove for a full track, because a groove that has to be thought about is not yet a groove.",
              "The party dances of the late 1980s and 1990s are now taught as foundations because they build rhythm, coordination and a shared vocabulary. Learn them slowly at half tempo, then at full speed:",
            ) +
            "<ul><li>The Running Man: lift one knee while sliding the standing foot back, then place the lifted foot down and repeat on the other side, so the dancer appears to run on the spot.</li><li>The Roger Rabbit: the reverse idea, skipping backwards and flicking each foot behind the body in turn.</li><li>The Kid 'n Play kickstep: small kicks that cross in front of the body, named after the duo who made it famous.</li><li>The Cabbage Patch: the fists circle in front of the chest while the hips sway against them.</li></ul>" +
            p(
              "Once a step is comfortable, change one thing at a time: its direction, its level (lower in the knees or taller), its size, or its timing, for instance dancing it on the 'and' counts. Those simple variations are the raw material that dancers later use in freestyle. A good check is to dance each step to three different songs; if it still sits in the groove each time, it has been learned properly.",
            ),
        },
      },
      {
        title: "How Do You Freestyle in a Cypher?",
        description:
          "The customs of the cypher and battle, the criteria judges use, and practical methods for building a first freestyle round.",
        lesson: {
          title: "Stepping into the circle",
          html:
            p(
              "A cypher is a circle of dancers who take turns to dance in the middle, usually for thirty seconds to a minute each, while the others watch, cheer and wait for their moment. It is both a social space and a training ground. The customs are simple: wait until the centre is clear, do not cut in on a dancer who is still going, keep the circle open, and acknowledge the person who came before you.",
              "Battles formalise the cypher. Dancers or crews face each other in rounds, one-on-one, two-on-two or crew against crew, and a panel of judges decides the winner. In competitive breaking, including at the Paris Olympics, judges compare the two dancers round by round on five equally weighted criteria: technique, vocabulary (the range of moves), execution, musicality and originality. Even at a small studio jam, those five words are a useful guide to what a round should show.",
              "Freestyle is improvised, but it is not random. Beginners do best with a plan for building a round:",
            ) +
            "<ol><li>Start with a groove you trust, so your body is on the beat before you try anything else.</li><li>Listen for accents, such as a snare hit, a vocal shout or a horn stab, and answer one with a sharp movement.</li><li>Bring in one or two foundation steps from class, and vary their level or direction.</li><li>Use the space: travel towards your opponent or across the circle rather than staying on one spot.</li><li>Finish clearly with a freeze, a pose or a gesture, so everyone knows the round is over.</li></ol>" +
            p(
              "Practise in short rounds. Play an unfamiliar track and give each student thirty seconds, then ask the group to name one moment that matched the music. That feedback trains musicality, which is what separates a dancer from someone repeating steps. Confidence grows through repetition in a supportive room, and a beginner who has danced ten short rounds in class will step into a real cypher far more easily than one who has only rehearsed choreography.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-industrial-hemp-from-licence-to-bale",
    discipline: "Hemp cultivation",
    title: "Growing Industrial Hemp: From Licence to Bale",
    description:
      "An introduction to growing industrial hemp as a break crop on arable and mixed farms. The course explains licensing and approved varieties, establishing and managing the crop, harvesting and retting the straw for fibre, and the options for oil pressing from the seed.",
    level: "beginner",
    duration: "four weeks (one evening class a week and a farm visit)",
    plantedGap: "oil pressing",
    modules: [
      {
        title: "Licensing and Approved Varieties",
        description: "What the law allows a grower to produce, and how low-THC varieties are chosen and checked.",
        lesson: {
          title: "What the law allows you to grow",
          html: p(
            "Industrial hemp is Cannabis sativa bred for fibre and seed, with very low levels of delta-9-tetrahydrocannabinol (THC), the compound responsible for the intoxicating effect of drug cannabis. Because the plant is the same species, growing it is tightly regulated, and the first step for any grower is the licence, not the seed order.",
            "In the United Kingdom, cannabis is a controlled drug under the Misuse of Drugs Act 1971, so cultivating hemp requires a licence from the Home Office. Applications must name the fields to be used, and licences are granted only for approved varieties of low-THC seed, listed on the official catalogues and long tied to a 0.2 per cent THC threshold. The licence covers the non-controlled parts of the plant, the stalk for fibre and the seed. The leaves and flowers remain controlled, so a standard licence does not allow them to be harvested or sold, which is why British hemp is grown as a fibre and seed crop.",
            "Other jurisdictions set different limits. Under the Common Agricultural Policy rules applying from 2023, the European Union raised its limit for varieties eligible for payments from 0.2 to 0.3 per cent. In the United States, the 2018 Farm Bill defines hemp as cannabis with no more than 0.3 per cent delta-9 THC on a dry-weight basis, and crops that test above the limit must be destroyed.",
            "Variety choice depends on the end use and on latitude. Most varieties grown in north-west Europe are French monoecious types, meaning each plant carries both male and female flowers, such as Futura 75, Fedora 17 and Santhica 27; Santhica was bred for almost no THC at all. Monoecious varieties ripen more evenly than traditional dioecious ones, in which separate male plants shed pollen and die back weeks before the females mature. Later-flowering varieties give taller, heavier straw but may not ripen seed in a short northern season.",
            "Expect inspection. Authorities may sample the crop for THC testing, usually from the upper part of flowering plants, and growers must keep seed labels and certificates to show that only approved seed was sown.",
          ),
        },
      },
      {
        title: "Establishing and Managing the Crop",
        description: "Sowing dates, seed rates, nutrition and the agronomic reasons hemp suits a rotation.",
        lesson: {
          title: "From drilling to canopy closure",
          html: p(
            "Hemp is sown in spring once the soil has warmed to about 8 to 10 °C, which in lowland Britain usually means late April to mid-May. Sowing into cold soil gives slow, patchy emergence and lets weeds get ahead. A conventional cereal drill works well, placing seed 2 to 3 cm deep in narrow rows about 12 to 17 cm apart into a fine, firm seedbed.",
            "Seed rate depends on the purpose of the crop. For fibre, a dense stand of thin stems is wanted, so growers commonly drill around 50 to 70 kg of seed per hectare; crowded plants grow tall and thin, with long, fine fibre and few branches. A crop grown for seed, or as a dual-purpose crop, is sown more thinly, often 25 to 40 kg per hectare, so each plant has room to branch and set seed heads.",
            "Once established, hemp grows extremely fast, often 2 to 3 metres in around 100 to 120 days, and a good stand closes its canopy within five or six weeks of emergence. The dense shade suppresses most weeds, which is why hemp is usually grown without herbicides; few, if any, are approved for the crop in the UK. The main early threats are poor establishment and birds, especially pigeons, which take seed and seedlings.",
            "Nitrogen requirements are moderate, typically around 80 to 120 kg of nitrogen per hectare depending on soil and previous cropping, with phosphate and potash applied according to soil analysis. Too much nitrogen produces soft, coarse stems that lodge.",
            "Hemp is a short-day plant: flowering is triggered as nights lengthen after midsummer, so the sowing date controls how much vegetative growth the crop makes before it switches to flowering.",
            "As a break crop, hemp is valued for its deep taproot, which opens up compacted subsoil, and for the clean, weed-free stubble it leaves behind. Many growers report good yields in the following winter wheat, and because hemp shares few pests and diseases with cereals, it also breaks the build-up of cereal diseases such as take-all in an arable rotation.",
          ),
        },
      },
      {
        title: "Harvest and Retting for Fibre",
        description: "Cutting, field retting and baling the straw, and how the stem is separated into fibre and hurd.",
        lesson: {
          title: "Turning standing stems into a saleable bale",
          html: p(
            "The hemp stem has two useful parts. On the outside lie the bast fibres, long strong bundles that make up roughly a quarter to a third of the dry stem. Inside is the woody core, called hurd or shiv. The two are held together by pectins and other gums, and the purpose of retting is to loosen that bond so the fibre can later be separated cleanly.",
            "For the best fibre quality, a fibre crop is cut around early flowering, when the bast is strong but not yet coarse and woody. Tall crops are cut with a mower or a specialist header that cuts the stems into shorter lengths, because whole stems several metres long wrap around rotating parts and can stop a conventional machine.",
            "Most European hemp is dew retted: the cut stems lie in a swath on the field, where moisture, bacteria and fungi break down the pectins. The process usually takes two to six weeks, depending on temperature and rainfall. The swath is turned once or twice so that retting is even on both sides. The grower judges progress by the colour, which changes from green to grey-brown, and by bending a stem: when retting is complete, the fibre peels easily from the core. Under-retted straw gives harsh, poorly separated fibre; over-retted straw loses strength.",
            "The straw is baled once it is dry, ideally at about 15 per cent moisture or less, because wetter bales heat and rot in store. Large square or round bales are stored under cover and off the ground.",
            "At the processing plant, a decorticator crushes and beats the stems to separate fibre from hurd. The bast fibre goes into insulation mats, biocomposite panels such as car door linings, paper and textiles, while the hurd is sold as animal bedding or mixed with a lime binder to make hempcrete, a lightweight insulating building material.",
            "A dual-purpose crop is handled differently: the seed heads are harvested first with a combine set high on the stems, and the remaining straw is then cut and retted, accepting some loss of fibre quality for the value of the seed.",
          ),
        },
      },
    ],
  },
];
