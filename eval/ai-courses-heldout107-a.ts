/** One-hundred-and-seventh held-out evaluation courses, beginner level; see ai-courses-heldout107.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT107_A: EvalCourse[] = [
  {
    slug: "macrame-for-beginners-knots-cords-and-a-first-wall-hanging",
    discipline: "Macramé",
    title: "Macramé for Beginners: Knots, Cords and a First Wall Hanging",
    description:
      "New to knotting? Over six evening workshops you practise the knots that carry most macramé designs — the lark's head, square knot, double half hitch and spiral — choose cord by fibre and thickness, colour cord with natural dyes, and plan and finish a small wall hanging of your own.",
    level: "beginner",
    duration: "six weeks (one two-hour evening workshop a week)",
    plantedGap: "natural dyes",
    modules: [
      {
        title: "Cord, Tools and Mounting",
        description:
          "Choosing cord by fibre, construction and diameter, estimating how much to cut, and mounting cords on a dowel with the lark's head knot.",
        lesson: {
          title: "Choosing Cord and Mounting It with the Lark's Head",
          html: p(
            "Most contemporary macramé is worked in cotton, which is sold in three constructions. Single-strand (single-twist) cord is a bundle of fibres twisted once: it is soft, combs out into a full, fluffy fringe and suits feather and leaf shapes, but it frays if it is handled roughly. Three-ply cord twists three strands together, giving crisp, rounded knots and a wavy fringe when it is unravelled. Braided cord has a woven sheath, often over a core; it is strong and smooth and suits plant hangers and bags, but it cannot be brushed out. Jute and hemp give a rustic, hard-wearing result but are rough on the hands, and polypropylene cord resists water and suits pieces that will live outdoors.",
            "Diameter is given in millimetres. For a first wall hanging, 3 mm or 4 mm cord is easiest: thick enough to show the structure of every knot, thin enough that the knots stay neat. Cord of 5 mm and above builds bulk quickly and belongs on large pieces.",
            "Knotting eats cord. A widely used rule is to allow about four times the finished length of the piece for each strand; because cords are normally folded in half over the dowel, each cut length is therefore about eight times the finished length, so a 50 cm hanging needs cords of roughly 4 m. Dense knotting uses more than this and long bare sections less. Joining in new cord halfway down is awkward and shows, so err on the long side and tie a small test sample before cutting a whole set.",
            "Cords are mounted on a wooden dowel, a driftwood branch or a metal ring with the lark's head knot, also called the cow hitch. Fold the cord in half, lay the loop over the dowel from front to back, then bring both ends through the loop and pull them down evenly. The smooth bar of the knot sits at the front. Laying the loop from back to front instead gives the reverse lark's head, with the bar behind and two small bumps facing you; choose one version and keep to it across the row.",
            "Useful kit: a clothes rail or two S-hooks to hang the dowel at elbow height, sharp fabric scissors, a tape measure, masking tape to bind cut ends, and a fine-toothed pet comb for brushing out fringe.",
          ),
        },
      },
      {
        title: "The Core Knots: Square Knot, Half Hitch and Spiral",
        description:
          "Tying square knots and alternating square knot nets, building straight and diagonal lines with double half hitches, and twisting spirals.",
        lesson: {
          title: "Square Knots, Half Hitches and Spirals",
          html: p(
            "The square knot is the workhorse of macramé. It uses four strands: the two outer strands are the working cords and the two central strands are filler cords, which hang straight and are never tied. For a left-facing square knot, take the left working cord over the fillers and under the right working cord, then take the right working cord under the fillers and up through the loop on the left, and pull both working cords level. That is one half knot. Complete the square knot with the mirror image: right working cord over the fillers and under the left, left working cord under the fillers and up through the loop on the right. A vertical column of square knots is called a sinnet.",
            "Alternating square knots produce the familiar open net. Tie a row of square knots across the piece using strands 1–4, 5–8, 9–12 and so on. On the next row leave out strands 1 and 2 and tie with strands 3–6, 7–10 and onwards, so that each new knot takes two strands from each of the two knots above it. On the third row return to the first arrangement. The gap between rows decides whether the net is tight or lacy; keep it constant.",
            "A half hitch is a single loop of a working cord around a holding cord. Two half hitches tied one after the other make a double half hitch, also called a clove hitch, and a row of them builds a raised line. Lay one strand across the others at the angle you want, horizontal or diagonal, and hold it taut; then tie each of the other strands onto it in turn with a double half hitch, pushing each knot up snugly against the last. The angle at which you hold the holding cord becomes the angle of the finished line, so watch that hand rather than the knots.",
            "A spiral appears when you repeat the same half knot instead of alternating. After five to seven half knots the sinnet begins to twist; let it turn, swap the working cords over as it rotates, and keep tying from the same side. Left-facing half knots twist one way and right-facing half knots the other, so both spirals in a matching pair should start from opposite sides.",
          ),
        },
      },
      {
        title: "Planning and Finishing a Wall Hanging",
        description:
          "Turning a sketch into a cord count and a knotting sequence, keeping tension even, and finishing with a wrapping knot, a trimmed fringe and a hanging cord.",
        lesson: {
          title: "From Sketch to Finished Hanging",
          html:
            p(
              "Start with a sketch drawn to scale. Decide the finished width and length, then work out the cord count. Square knots consume four strands, so the number of strands should be a multiple of four: twelve cords folded in half give 24 strands and six square knots per row. Space the lark's heads so that they just touch along the dowel, and leave 2–3 cm of bare dowel at each end; any gap between mounted cords shows as a gap all the way down the piece. A typical first design can be written as a sequence of rows:",
            ) +
            "<ol><li>Mount twelve cords with lark's head knots.</li><li>Tie one horizontal row of double half hitches about 3 cm below the dowel.</li><li>Work four rows of alternating square knots.</li><li>Tie two diagonal lines of double half hitches that meet in a V at the centre.</li><li>Tie a spiral sinnet on each group of four strands for about 10 cm.</li><li>Finish with a wrapping knot on each side and a brushed fringe.</li></ol>" +
            p(
              "Even tension matters more than speed. Pull each knot firmly but without distorting the strands, and step back every few rows to look at the piece from a distance: if one edge is shorter than the other, the knots on that side are being pulled too tight. A loose knot can be eased open with a blunt tapestry needle, though cotton untied repeatedly turns fuzzy.",
              "The wrapping (gathering) knot binds a bundle of strands together. Lay a long loop of a separate cord down the bundle and wrap the working end tightly downwards over it eight to ten times. Pass the end through the loop at the bottom, then pull the tail at the top so that the loop and the end are drawn up under the wraps. Trim both tails close.",
              "For the fringe, unravel three-ply or single-strand cord and comb it from the tips upwards with the pet comb. Lay the piece flat on a table and trim with long scissors along a straight edge or a line of masking tape; a light mist of water or spray starch helps the fringe keep a straight, V or curved shape. Finally tie a hanging cord to both ends of the dowel, hang the piece, and make a last trim once it has settled.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-overhead-line-work",
    discipline: "Overhead line work",
    title: "Introduction to Overhead Line Work",
    description:
      "Poles, conductors, insulators and pole-mounted equipment on the low-voltage and 11 kV overhead network; climbing and working positioned on wood poles; safe isolation, proving dead and earthing; and vegetation management near live lines: the essentials for new entrants joining an electricity distribution network operator as trainee line workers.",
    level: "beginner",
    duration: "four weeks full time (classroom and training-ground practice)",
    plantedGap: "vegetation management",
    modules: [
      {
        title: "Anatomy of the Distribution Overhead Network",
        description:
          "Voltages, wood poles, insulators, conductors, stays and pole-mounted transformers on a typical British rural network.",
        lesson: {
          title: "Reading a Pole: Components of the LV and 11 kV Network",
          html: p(
            "Electricity reaches most rural customers in Britain through overhead lines run by the distribution network operators. The voltages you will meet are 33 kV on the larger wood-pole and steel-tower lines, 11 kV (and in some areas 6.6 kV) on the high-voltage lines that feed villages and farms, and low voltage (LV): 400 V between phases and 230 V between phase and neutral. 11 kV main lines are three-phase; spurs to a few farms are often single-phase.",
            "Wood poles are normally softwood, such as Scots pine or Baltic redwood, impregnated with creosote to resist decay. They are specified by length and by strength class, commonly light, medium and stout, and a typical 11 kV pole is 9 to 12 m long. Planting depth is set by the company specification and the ground, but a rule of thumb is about one-sixth of the pole's length, roughly 1.7 m for a 10 m pole.",
            "At the top of an 11 kV pole a steel crossarm carries the insulators. On straight runs, pin or post insulators simply support the conductor; at angle, section and terminal poles, tension (strain) insulators take the full pull of the line. Older lines use porcelain; newer ones increasingly use lighter polymeric insulators.",
            "Bare HV conductors are aluminium: all-aluminium alloy conductor (AAAC) or aluminium conductor steel-reinforced (ACSR), which has a galvanised steel core for strength; some old lines are still copper. Modern LV lines are mostly aerial bundled conductor (ABC), in which insulated phase conductors are twisted around a neutral messenger, making them far safer to work near than the old open-wire LV lines.",
            "Where a line changes direction or ends, the unbalanced pull is resisted by a stay: a steel wire from the pole to an anchor in the ground. On HV poles a stay insulator is fitted part-way up the stay wire, so that if a conductor falls onto the upper stay the lower part within reach of the public does not become live.",
            "A pole-mounted transformer steps 11 kV down to 400/230 V for a handful of customers, with HV fuses or a recloser upstream for protection. Under the Electricity Safety, Quality and Continuity Regulations 2002, lines up to 33 kV must be at least 5.2 m above ground, and 5.8 m over roads.",
          ),
        },
      },
      {
        title: "Climbing and Working at Height on Wood Poles",
        description:
          "Pre-climb pole checks, access by ladder and climbing equipment, work positioning, dropped-object control and planning for rescue from the pole.",
        lesson: {
          title: "Before, During and After the Climb",
          html: p(
            "The Work at Height Regulations 2005 set a hierarchy: avoid work at height where you reasonably can; otherwise prevent falls with suitable work equipment; and where the risk of a fall remains, minimise the distance and consequences. On overhead lines that means using a mobile elevating work platform wherever the site allows, and climbing the pole only where it does not.",
            "No one climbs a pole until it has been checked. Look first: note the lean, splits, woodpecker holes, fungal growth and any defect label the company has already fixed to it. Then sound the pole with a hammer from ground level up to head height; sound timber rings, while decayed timber gives a dull thud. The most dangerous decay is just below ground line, where the wood has both moisture and oxygen, so dig back 150–300 mm and probe there with a spike. Check the stays and their anchors too. Remember that the conductors themselves help hold a pole up: if the job involves cutting or slackening them, the pole may need temporary staying before anyone goes aloft.",
            "Access is by a ladder lashed to the pole or by the company's approved climbing system. With a ladder, keep a 1-in-4 angle (about 75°), secure it at the top as soon as you can, and keep three points of contact while climbing. At the working position a pole strap passed around the pole and clipped to the work-positioning belt lets you lean back with both hands free; a fall-arrest system, attached to a full-body harness, protects you in case the pole strap fails or you slip while re-positioning.",
            "Work is planned for at least two people. The ground person keeps watch, passes tools and materials up in a bag on a hand line, and keeps everyone out of the drop zone beneath the pole. Tools aloft are tethered, and everyone on site wears a helmet.",
            "A rescue plan must exist before the first climb, not after an accident. A casualty hanging motionless in a harness is at risk of suspension trauma within minutes, so the team must carry, and have practised with, a pole-top rescue kit that lets the ground person or a second climber lower the casualty quickly under control. Know the site address or grid reference before you need it.",
          ),
        },
      },
      {
        title: "Safe Isolation: Dead, Isolated, Earthed",
        description:
          "Switching out, locking off and labelling, proving dead and applying portable earths so that a line can be worked on under a safety document.",
        lesson: {
          title: "Making a Line Safe to Touch",
          html:
            p(
              "Regulation 14 of the Electricity at Work Regulations 1989 forbids work on or near a live conductor unless it is unreasonable in all the circumstances for it to be dead, it is reasonable to work on it live, and suitable precautions are taken. For a trainee line worker the rule is simpler: overhead conductors are treated as live until they have been isolated, proved dead and earthed, and work starts only when a safety document has been issued.",
              "Each company's safety rules name who may do what. A Senior Authorised Person (SAP) carries out or directs the switching and issues the permit-to-work; the person receiving it must read it, sign for it, brief the team and keep it at the point of work. The sequence is:",
            ) +
            "<ol><li>Isolate at every point from which the line could be made live: open the switches or remove the fuses at each end, and do not forget back-feeds from customer generators, solar inverters and interconnected LV circuits.</li><li>Lock off each point of isolation and fix a caution notice.</li><li>Prove the line dead at the point of work with an approved voltage indicator, which is itself proved on a known live source or proving unit immediately before and after use.</li><li>Apply earths: circuit main earths at the points of isolation, and portable drain earths at the point of work, on both sides of the work wherever possible.</li><li>Issue the permit, mark the safe work area and fix danger notices where needed.</li></ol>" +
            p(
              "Portable earths are always connected to the earth electrode or earth bar first, then to each phase conductor in turn using an insulated operating rod; they are removed in the reverse order, phase connections first and the earth end last. Connecting the earth end first means that if the conductor is unexpectedly live, the fault current goes to earth through the lead rather than through you.",
              "Earthing matters even on a line that has been proved dead. A line running parallel to an energised circuit can pick up a dangerous voltage by capacitive and inductive coupling, and lightning many kilometres away can induce a surge. Working between earths keeps the conductor you are handling at earth potential. When the job is finished, the permit is cleared, every earth is accounted for and removed, and only then can the SAP restore the supply.",
            ),
        },
      },
    ],
  },
  {
    slug: "commercial-rabbit-husbandry-housing-breeding-feeding-and-health",
    discipline: "Rabbit husbandry",
    title: "Commercial Rabbit Husbandry: Housing, Breeding, Feeding and Health",
    description:
      "Rabbits can produce eight or more young a litter and several litters a year, yet a poorly run unit loses many of them before weaning. Covering housing and welfare, the doe's breeding cycle, hindgut nutrition, common diseases and carcass quality, the course prepares students to manage the daily care of a small meat-rabbit unit.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical session a week on the college farm)",
    plantedGap: "carcass quality",
    modules: [
      {
        title: "Housing and Breeding the Doe",
        description:
          "Housing conditions that keep rabbits productive and comfortable, and the doe's cycle from mating through pregnancy, kindling and weaning.",
        lesson: {
          title: "The Doe's Breeding Cycle",
          html: p(
            "Rabbits tolerate cold far better than heat. They have no functional sweat glands and lose heat mainly through their ears, so production falls and does may abort or stop conceiving when the house rises above about 28 °C; the comfortable range for a commercial unit is roughly 15–20 °C. Good ventilation keeps ammonia from urine low, which protects the airways from the respiratory infections that are common in rabbits. Welfare-oriented systems add floor area, a raised platform, gnawing material and, increasingly, group housing in park systems.",
            "Commercial breeds such as the New Zealand White and the Californian, and the hybrid lines derived from them, are first mated at about 4½–5 months. The doe is an induced ovulator: she releases eggs around ten hours after mating rather than on a fixed cycle. Always take the doe to the buck's cage, because a doe defends her territory and may attack him. A mating that causes ovulation without fertilisation produces a pseudopregnancy lasting about 16–18 days, during which she will not conceive.",
            "Pregnancy can be confirmed by gentle abdominal palpation 10–14 days after mating, when the embryos can be felt as a row of marble-sized swellings. Gestation lasts about 31 days (30–32). Put a clean nest box with shavings or straw into the cage on day 27 or 28; shortly before kindling the doe pulls fur from her belly and dewlap to line it. Kindling usually happens at night or early morning and takes up to half an hour, and commercial does commonly produce 8–10 kits.",
            "Kits are born furless and blind; their eyes open at about ten days. The doe nurses only once a day, for three to five minutes, so a quiet nest with a doe who seems to ignore it is normal, not abandonment. Check the nest each morning, remove dead kits and, within the first three days, even up litter sizes by cross-fostering between does that kindled on the same day, moving kits with a little of the new nest's fur.",
            "Kits leave the nest at around three weeks, start eating pellets, and are weaned at 28–35 days. Many commercial units run a 42-day cycle, re-mating or inseminating the doe 11 days after kindling, which gives about eight litters a year; less intensive units wait longer to spare the doe's condition.",
          ),
        },
      },
      {
        title: "Feeding the Hindgut Fermenter",
        description:
          "How the rabbit digests fibre, why it eats its own caecotrophs, and how to feed does and growing rabbits safely.",
        lesson: {
          title: "Fibre, Caecotrophy and Pellet Feeding",
          html: p(
            "The rabbit is a hindgut fermenter. Its caecum is very large, holding around 40 per cent of the contents of the whole digestive tract, and is home to the microbes that ferment fibre. At the junction of the caecum and colon the gut separates what it receives: large, poorly digestible fibre particles are hurried through the colon and passed as the familiar hard, dry pellets, while fine particles, fluid and bacteria are sent back into the caecum for further fermentation.",
            "Several times a day, and mostly in the early morning and at night, the caecum empties its contents as soft, mucus-coated clusters called caecotrophs. The rabbit eats these directly from the anus, a behaviour called caecotrophy. Caecotrophs are rich in microbial protein and B vitamins, and a rabbit prevented from eating them loses condition, so a rabbit seen doing this is healthy, not ill.",
            "Fibre is not just filler. Indigestible fibre keeps material moving through the gut; when diets are too low in it, transit slows, fermentation shifts and the result is diarrhoea and enteritis, the biggest single cause of losses in growing rabbits. Commercial pellets are formulated to give roughly 15–17 per cent crude protein for growers and 17–18 per cent for lactating does, with crude fibre around 14–17 per cent and digestible energy of about 10–10.5 MJ per kilogram. Pellets should be 3–4 mm across and hard enough not to crumble.",
            "Feed intakes vary enormously with the stage of production. A resting adult doe needs about 150–200 g of pellets a day, and too much makes her fat and less fertile; a doe at peak lactation with a large litter may eat 350–400 g or more, and should be fed to appetite. Growing rabbits eat about 100–150 g a day. Water matters as much as feed: rabbits drink roughly twice the weight of the dry feed they eat, so a lactating doe may drink more than a litre a day. Nipple drinkers must be checked every day, because a blocked drinker stops a rabbit eating.",
            "Research has shown that restricting the feed of newly weaned rabbits to about 75–80 per cent of what they would eat for two or three weeks reduces deaths from digestive disease. Change feeds gradually over about a week, and give access to hay or straw.",
          ),
        },
      },
      {
        title: "Keeping the Unit Healthy",
        description:
          "Recognising the main digestive, viral, parasitic and husbandry-related diseases of rabbits, and the routines of biosecurity and daily checking that prevent them.",
        lesson: {
          title: "Disease Recognition and Prevention",
          html:
            p(
              "A healthy rabbit is alert, eats and drinks steadily, produces plenty of round, dry droppings, breathes quietly and has a clean nose, eyes and rear end. Any rabbit that stops eating should be examined the same day, because in rabbits a gut that stops moving can kill within a day or two. The main conditions to recognise are:",
            ) +
            "<ul><li><strong>Epizootic rabbit enteropathy (ERE)</strong>, first reported in France in the late 1990s: bloated abdomen, watery caecal contents and death in newly weaned rabbits. Feed restriction after weaning and medication under veterinary advice reduce losses.</li><li><strong>Myxomatosis</strong>, a poxvirus spread by fleas and mosquitoes: swollen eyelids, head and genitals. Prevent by vaccination and insect control.</li><li><strong>Rabbit haemorrhagic disease (RHD)</strong>, a calicivirus: sudden death, sometimes with bleeding from the nose. The RHDV2 strain, first identified in France in 2010, also kills young rabbits and needs a vaccine that covers it.</li><li><strong>Coccidiosis</strong>, caused by <em>Eimeria</em> parasites: diarrhoea and poor growth in the intestinal form, and liver damage with <em>E. stiedae</em>. Control depends on hygiene and, where prescribed, anticoccidials in the feed.</li><li><strong>Pasteurellosis</strong>, caused by <em>Pasteurella multocida</em>: nasal discharge (snuffles), abscesses and pneumonia.</li><li><strong>Sore hocks and mastitis</strong>: ulcerated heels from bare wire floors, prevented with plastic footrests, and hot, hard mammary glands in lactating does.</li></ul>" +
            p(
              "Biosecurity keeps disease out. Buy breeding stock from a single known source, quarantine newcomers for about three weeks before they join the herd, keep wild rabbits, rodents and birds out of the house, and use footbaths and dedicated overalls. Clean and disinfect cages between batches, and where possible run growing rooms all-in, all-out so that a room is emptied and cleaned completely before the next batch arrives.",
              "Records make problems visible early. For each doe, record matings, palpation results, kindling dates, litter size born alive, numbers weaned and any deaths or treatments; for each batch of growers, record numbers, feed used and losses. A sudden rise in losses at one stage of the cycle points to the cause far faster than memory, and gives the vet the information needed to advise.",
            ),
        },
      },
    ],
  },
  {
    slug: "paddleboard-instruction-foundations-for-new-instructors",
    discipline: "Paddleboard instruction",
    title: "Paddleboard Instruction: Foundations for New Instructors",
    description:
      "Aimed at competent paddlers preparing for a first instructor award, the programme covers choosing and fitting equipment, teaching the basic strokes to novices, reading wind, tide and cold water, self-rescue, and towing techniques for bringing a tired paddler back to shore.",
    level: "beginner",
    duration: "five weekends (a Saturday classroom session and a Sunday on the water)",
    plantedGap: "towing techniques",
    modules: [
      {
        title: "Boards, Paddles, Leashes and Buoyancy",
        description:
          "Matching boards, paddles and leashes to the paddler and the water, and fitting buoyancy aids and clothing for a novice group.",
        lesson: {
          title: "Kitting Out a Novice Group",
          html: p(
            "Most group sessions now use inflatable boards, which are durable, light to carry and forgiving when a novice falls onto them. Stability comes mainly from width and volume: an all-round beginner board is about 10'6\" to 11' long and 32–34\" wide, with enough volume in litres to float the paddler well above the water. Inflate every board to the manufacturer's pressure, usually 12–15 psi; a soft board flexes in the middle and is much harder to stand on. A single central fin of about 9\" helps the board track straight, and smaller side fins add a little grip.",
            "For flat water, set an adjustable paddle to roughly the paddler's height plus 15–25 cm; shorter suits kneeling and surf, longer suits cruising. The blade is angled, and it must face the nose of the board: the bend of the shaft points forward. Novices very often hold it the wrong way round, which makes the stroke lift water rather than grip it, so check every paddle before launching.",
            "Leash choice depends on the water. On open flat water and in surf, a straight or coiled leash at the ankle or calf keeps the paddler attached to the board, which is a large flotation aid. On moving water, such as rivers, weirs, or tidal flows round piers and moorings, an ankle leash can snag on an obstruction and hold the paddler under. There the leash must attach at the waist through a quick-release belt, with the release toggle clear and tested, and some river environments call for no leash at all.",
            "Every novice wears a buoyancy aid of the 50 newton type. To check the fit, do up every buckle and zip, then lift firmly at the shoulders: if it rides up over the chin or ears it is too large or too loose. Dress for immersion rather than for air temperature, since beginners spend much of a first session in the water: a wetsuit in spring and autumn, quick-drying layers in summer, and footwear with a firm sole for rocky launches. Brief the group on how to carry an inflatable board, by its central handle, and on keeping the fin clear of the ground.",
          ),
        },
      },
      {
        title: "Teaching the First Strokes",
        description:
          "A progression from kneeling to standing, teaching the forward, sweep and reverse strokes, and coaching a safe fall.",
        lesson: {
          title: "From Kneeling to Standing, and the Forward Stroke",
          html: p(
            "Start on the knees in knee-deep water, well away from other users, with the fin clear of the bottom. The paddler kneels just behind the carry handle, which marks the board's balance point, and paddles a few metres on each side. Kneeling gives novices early success and lets you teach the stroke before adding the challenge of balance.",
            "To stand, the paddler lays the paddle across the board, puts both hands on the rails, and brings one foot then the other to where the knees were, hip-width apart on either side of the handle. Keeping knees soft and the weight low, they rise slowly with eyes on the horizon, not on their feet. Stable paddlers stand with feet parallel and facing forward, not in a surf stance, and keep paddling: a moving board is more stable than a stationary one.",
            "Teach the forward stroke in four phases. At the catch, reach forward with the lower arm, rotate from the torso, and bury the whole blade beside the front of the board. In the power phase, pull the board past the planted blade using the trunk and legs rather than the arms alone, keeping the shaft near vertical with the top hand over the lower hand. Exit the blade beside the feet; pulling it further back only lifts water and slows the board. Then recover the paddle forward, low over the water. Change sides every few strokes to keep a straight line.",
            "The sweep stroke turns the board: plant the blade near the nose and draw a wide arc round to the tail, keeping the shaft low. A reverse sweep from tail to nose turns the other way and also slows the board, and a short reverse stroke behind the feet stops it. More confident paddlers can step back over the fin to sink the tail and pivot sharply.",
            "Teach the fall before it happens. Paddlers should fall flat and sideways, away from the board and clear of the fin, holding on to the paddle if they can, rather than falling forward onto the deck or landing on the board feet first. Demonstrate each skill silently, explain it briefly, then give plenty of practice time with one clear coaching point at a time.",
          ),
        },
      },
      {
        title: "Wind, Water and Self-Rescue",
        description:
          "Judging wind and tide for a session, understanding cold-water shock, and teaching paddlers to get back on the board.",
        lesson: {
          title: "Reading Conditions and Getting Back on the Board",
          html: p(
            "A standing paddler acts as a sail, and wind is the most common reason novices end up in trouble. An offshore wind, blowing from the land out to sea or across a lake, is the most dangerous: the water near the shore looks calm because it is sheltered, but paddlers drift away from safety faster than they can paddle back. Check the forecast, then read the wind on site from flags and the water's surface. A common operating limit for novice groups is around Force 3 on the Beaufort scale (7–10 knots), and less if the wind is offshore.",
            "On tidal water, the rule of twelfths gives a rough guide to how the tide rises or falls over about six hours: 1/12 of the range in the first hour, 2/12 in the second, 3/12 in each of the third and fourth, 2/12 in the fifth and 1/12 in the sixth. Tidal streams are strongest around mid-tide and stronger on spring tides than on neaps, so plan sessions round slack water and keep to places where the stream is weak.",
            "Sudden immersion in water below about 15 °C triggers cold-water shock: a gasp reflex and uncontrolled rapid breathing for the first minute or so, which is when most drownings occur. The RNLI's Float to Live advice is to lean back, spread arms and legs, and float until breathing is under control, usually within 60–90 seconds. The 1–10–1 principle summarises the timeline: about one minute to control breathing, about ten minutes of useful movement before the muscles cool, and about an hour before hypothermia causes unconsciousness.",
            "To climb back on, the paddler comes to the side of the board at the carry handle, puts the paddle across the deck, grabs the handle or the far rail, kicks the legs up to the surface and slides the chest across, then turns and kneels. If the wind is strong, especially offshore, they should stay low: lie prone and paddle with the hands or with the paddle held under the chest, or kneel, to cut the wind's effect. The board is their flotation, so they should never leave it to swim for shore. As the instructor, count the group constantly, keep them close together, and position yourself downwind, where drifting paddlers will end up.",
          ),
        },
      },
    ],
  },
  {
    slug: "beginning-pali-script-nouns-and-first-sentences",
    discipline: "Pali language",
    title: "Beginning Pāli: Script, Nouns and First Sentences",
    description:
      "Pāli, the language of the Theravāda Buddhist canon, is taught here from the ground up: its sounds and the scripts in which it is written, the eight cases of the noun, the present tense of the verb, sandhi, and the reading of short sentences in the style of the suttas.",
    level: "beginner",
    duration: "twelve weeks (two one-hour classes a week)",
    plantedGap: "sandhi",
    modules: [
      {
        title: "Sounds and Scripts",
        description:
          "The Pāli alphabet as the traditional grammarians arranged it, how each sound is pronounced, and the scripts and romanisation in which Pāli texts are printed.",
        lesson: {
          title: "The Sounds of Pāli and the Scripts It Uses",
          html: p(
            "Pāli is a Middle Indo-Aryan language, a close relative of Sanskrit whose sound system is simpler. Sanskrit consonant clusters are usually assimilated, so Sanskrit <em>dharma</em> becomes Pāli <em>dhamma</em>, <em>karma</em> becomes <em>kamma</em>, <em>sūtra</em> becomes <em>sutta</em> and <em>nirvāṇa</em> becomes <em>nibbāna</em>. Pāli has no script of its own. Manuscripts and printed editions use the script of each Theravāda country, Sinhala, Burmese, Thai, Khmer and others, and also Devanagari; Western scholarship, including the editions of the Pali Text Society founded by T. W. Rhys Davids in 1881, uses the Roman alphabet with diacritics, which is what this course uses.",
            "The grammar attributed to Kaccāyana counts 41 letters: eight vowels and 33 consonants. The vowels are <em>a ā i ī u ū e o</em>. The macron marks a long vowel, held about twice as long as the short one. The vowels <em>e</em> and <em>o</em> count as long, but are pronounced short before a double consonant, as in <em>mettā</em>, loving-kindness.",
            "Twenty-five consonants fall into five groups by place of articulation, each with an unaspirated and aspirated voiceless stop, an unaspirated and aspirated voiced stop, and a nasal: velar <em>k kh g gh ṅ</em>; palatal <em>c ch j jh ñ</em>; retroflex <em>ṭ ṭh ḍ ḍh ṇ</em>; dental <em>t th d dh n</em>; and labial <em>p ph b bh m</em>. The remaining eight are <em>y r l v s h ḷ</em> and the nasal <em>ṃ</em>, called <em>niggahīta</em>.",
            "Pronunciation needs care. The <em>h</em> in an aspirate is an audible puff of breath, so <em>th</em> sounds as in English hothouse, not as in thin, and <em>ph</em> as in uphill, never as f. Palatal <em>c</em> is like ch in church and <em>j</em> like j in jam. For the retroflex sounds, curl the tip of the tongue back against the roof of the mouth. <em>Ñ</em> is ny as in canyon, <em>ṅ</em> is ng as in sing, and <em>ṃ</em> is a nasal at the end of a syllable, usually pronounced ng. Double consonants are held longer than single ones: the m in <em>dhamma</em> is lengthened, as in Italian.",
            'Vowel length and double consonants decide whether a syllable is light or heavy, which matters for the rhythm of recitation and verse. Practise with a formula recited daily across the Theravāda world: <em>Buddhaṃ saraṇaṃ gacchāmi</em>, "I go to the Buddha as refuge."',
          ),
        },
      },
      {
        title: "The Eight Cases of the Noun",
        description:
          "Declining masculine nouns in -a through all eight cases, singular and plural, and recognising what each case does in a sentence.",
        lesson: {
          title: "Masculine Nouns in -a",
          html:
            p(
              "Pāli nouns change their endings to show their role in the sentence. There are eight cases and two numbers, singular and plural. The commonest pattern is the masculine stem in <em>-a</em>, shown here with <em>nara</em>, man. Where two or three forms are listed, all are found in the texts.",
            ) +
            "<table><thead><tr><th>Case</th><th>Singular</th><th>Plural</th></tr></thead><tbody><tr><td>Nominative</td><td>naro</td><td>narā</td></tr><tr><td>Accusative</td><td>naraṃ</td><td>nare</td></tr><tr><td>Instrumental</td><td>narena</td><td>narehi, narebhi</td></tr><tr><td>Dative</td><td>narāya, narassa</td><td>narānaṃ</td></tr><tr><td>Ablative</td><td>narā, narasmā, naramhā</td><td>narehi, narebhi</td></tr><tr><td>Genitive</td><td>narassa</td><td>narānaṃ</td></tr><tr><td>Locative</td><td>nare, narasmiṃ, naramhi</td><td>naresu</td></tr><tr><td>Vocative</td><td>nara</td><td>narā</td></tr></tbody></table>" +
            p(
              "The nominative marks the subject: <em>naro</em>, the man, does something. The accusative marks the direct object and also the goal of motion, so <em>gāmaṃ gacchati</em> means he goes to the village. The instrumental expresses the means or instrument, the agent of a passive verb and, with <em>saddhiṃ</em>, accompaniment: <em>narena saddhiṃ</em>, together with the man. The dative marks the person to or for whom something is done, and purpose. The ablative marks separation, the point from which: <em>gāmā</em>, from the village. The genitive marks possession, and in this declension its forms are identical with the dative in <em>-assa</em> and <em>-ānaṃ</em>, so the context decides. The locative marks place and time, in or at: <em>gāme</em>, in the village. The vocative is used to address someone.",
              "Note the forms that look alike. <em>Narā</em> can be nominative or vocative plural or ablative singular, and <em>nare</em> can be accusative plural or locative singular; the verb and the rest of the sentence usually settle which is meant. Neuter nouns in <em>-a</em>, such as <em>phala</em>, fruit, decline like <em>nara</em> except in the nominative and accusative: <em>phalaṃ</em> in both cases in the singular, and <em>phalāni</em> in the plural.",
              "Because the endings carry the grammar, word order is freer than in English, although the usual order is subject, object, verb: <em>naro hatthena phalaṃ gaṇhāti</em>, the man takes the fruit with his hand. Learn the table aloud, column by column, until each form comes without thinking.",
            ),
        },
      },
      {
        title: "Present-Tense Verbs and First Sentences",
        description:
          "Forming the present tense of common verbs, using negation and the enclitic particles, and translating simple sentences in both directions.",
        lesson: {
          title: "Verbs in the Present and Reading Simple Sentences",
          html: p(
            "A Pāli verb is built from a root, a stem-forming element and a personal ending. Dictionaries, including the Pali Text Society's Pali-English Dictionary, usually list verbs under the third person singular of the present tense, so <em>pacati</em>, he or she cooks, stands for the root <em>pac</em>. Its present tense runs: <em>pacāmi</em> (I cook), <em>pacasi</em> (you cook), <em>pacati</em> (he, she or it cooks); <em>pacāma</em> (we cook), <em>pacatha</em> (you cook, plural), <em>pacanti</em> (they cook). Notice the long <em>ā</em> in the first person forms.",
            "Many common verbs have a present stem that looks quite different from the root, and these are best learned as vocabulary: <em>gacchati</em>, goes, from <em>gam</em>; <em>passati</em>, sees, from <em>dis</em>; <em>tiṭṭhati</em>, stands, from <em>ṭhā</em>; <em>suṇāti</em>, hears, from <em>su</em>; <em>bhavati</em>, becomes or is, from <em>bhū</em>; and <em>deseti</em>, teaches or points out, the causative of a different root also written <em>dis</em>, to point. Personal pronouns such as <em>ahaṃ</em> (I), <em>tvaṃ</em> (you) and <em>mayaṃ</em> (we) are often omitted, because the ending already shows the person.",
            "Three small words appear in almost every sentence. <em>Na</em>, not, stands before the verb. <em>Ca</em>, and, is enclitic: it follows the word it joins, and is often repeated after each item, so <em>naro ca samaṇo ca</em> means the man and the ascetic. <em>Pi</em>, also or even, follows its word in the same way.",
            "Read and translate the following, then cover the English and translate back into Pāli. <em>Ahaṃ vihāraṃ gacchāmi</em>: I go to the monastery. <em>Buddho dhammaṃ deseti</em>: the Buddha teaches the Dhamma. <em>Samaṇā dhammaṃ suṇanti</em>: the ascetics listen to the Dhamma. <em>Kassako khette kasati</em>: the farmer ploughs in the field (<em>khetta</em>, field, is neuter; <em>khette</em> is its locative). <em>Naro sunakhaṃ na passati</em>: the man does not see the dog.",
            "When translating, work from the verb: its ending tells you the person and number of the subject, so look for a nominative that agrees with it, then identify the other cases one by one. A. K. Warder's Introduction to Pali, still the standard course book, follows the same method, and its graded exercises are set for homework each week.",
          ),
        },
      },
    ],
  },
];
