/** One-hundred-and-eighth held-out evaluation courses, beginner level; see ai-courses-heldout108.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT108_A: EvalCourse[] = [
  {
    slug: "the-song-dynasty-state-economy-and-war-960-1279",
    discipline: "Song dynasty history",
    title: "The Song Dynasty: State, Economy and War, 960-1279",
    description:
      "From Zhao Kuangyin's seizure of power in 960 to the last stand at Yamen in 1279, the Song presided over one of the most inventive periods in Chinese history. Lectures and source seminars survey the civil examination system, the commercial revolution, Neo-Confucian thought and the long wars with the Khitan, Jurchen and Mongols.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute lecture and one one-hour source seminar a week)",
    plantedGap: "Neo-Confucian thought",
    modules: [
      {
        title: "Founding the Song: Taizu and the Civilian State",
        description:
          "How the first Song emperors took power away from the generals and built a bureaucracy recruited through written examinations.",
        lesson: {
          title: "Wine Cups and Examination Halls",
          html: p(
            "In 960 Zhao Kuangyin, commander of the palace army of the Later Zhou, was proclaimed emperor by his troops at Chenqiao, a day's march from the capital Kaifeng. Later accounts say his officers draped a yellow imperial robe over him while he was still half asleep. He is known by his temple name, Taizu. His problem was the one that had wrecked the Tang: after the An Lushan rebellion of 755, regional military governors (jiedushi) had controlled armies and taxes, and in the half-century of the Five Dynasties (907-960) five short-lived regimes had ruled the north, each founded by a general.",
            "Taizu's answer is summed up in a famous story. In 961 he invited his senior commanders to a banquet and, over wine, suggested they retire to rich estates rather than risk being tempted into rebellion as he had been. They resigned the next day. Historians read the anecdote, recorded long afterwards, as a stylised version of a real policy: the best troops were concentrated in the imperial armies at the capital, commanders were rotated so they could not build personal followings, and civil officials replaced soldiers as prefects. Fiscal commissioners sent revenue to the centre instead of leaving it with regional strongmen.",
            "The examinations supplied those officials. The Tang had held them, but typically passed only a few dozen jinshi ('presented scholar') candidates a year, and aristocratic family still counted for more. Under Taizu the emperor himself began presiding over a final palace examination in 973, making successful candidates his own protégés. His brother and successor Taizong (r. 976-997) raised intakes to hundreds per session. In the early eleventh century candidates' names were covered and their scripts recopied by clerks before marking, so that examiners could not recognise a friend's handwriting.",
            "Reunification was military all the same. The southern states fell one by one: Southern Tang in 975, Wuyue by surrender in 978, and the Northern Han in 979. Taizong's attempt in the same year to recover the Sixteen Prefectures around modern Beijing from the Khitan Liao ended in defeat at the Gaoliang River, leaving a northern frontier the Song never secured. In seminar we read extracts from Li Tao's twelfth-century Long Draft Continuation of the Comprehensive Mirror, the main narrative source for these decades.",
          ),
        },
      },
      {
        title: "Rice, Coins and Paper Money",
        description:
          "The agricultural, monetary and commercial changes that made Song China the most urbanised and monetised society of its age.",
        lesson: {
          title: "Anatomy of a Commercial Revolution",
          html: p(
            "Between the tenth and the twelfth centuries China's economic centre of gravity moved south, to the rice-growing Yangzi delta and the coastal provinces. In 1012 Emperor Zhenzong ordered seed of an early-ripening, drought-tolerant rice from Champa (in modern Vietnam) to be distributed in the lower Yangzi and Huai regions. Quicker varieties allowed two crops a year on good land and rice on higher fields that had been too dry. A registered population of about twenty million households around 1100 suggests something near one hundred million people, roughly double the Tang peak.",
            "More people and more surplus fed markets. Historians point to several linked changes:" +
              "<ul><li>Coinage: the state minted copper cash on an unprecedented scale, reaching several million strings of one thousand coins a year by the 1080s.</li><li>Paper money: merchants in Sichuan, where the heavy local iron coins were impractical, issued deposit certificates called jiaozi; the government took over the issue in 1023, creating the world's first state paper currency.</li><li>Taxes: by the late eleventh century revenue from commercial taxes and the state monopolies on salt, tea and alcohol rivalled the land tax.</li><li>Maritime trade: superintendencies of merchant shipping were set up at Guangzhou in 971 and later at Quanzhou and other ports to license and tax overseas trade.</li></ul>",
            "Cities changed shape. Tang Chang'an had been divided into walled wards locked at night, with trade confined to two official markets. In Kaifeng the ward walls gave way to shops along the streets, night markets and entertainment quarters. Zhang Zeduan's scroll Along the River During the Qingming Festival, usually dated to the early twelfth century, shows boats unloading grain, restaurants, pharmacies and a crowded bridge; we use it as a visual source, while remembering that a painting is an idealised view.",
            "Printing spread the same commercial energy into books. Woodblock printing was already old, but the Song state printed the classics and histories in standard editions, and private publishers produced almanacs and examination aids. Shen Kuo's Dream Pool Essays (1088) records that a commoner named Bi Sheng had made movable type from baked clay in the 1040s. In practice woodblocks remained cheaper for Chinese script, with its thousands of characters, which is a useful warning against assuming that an invention is adopted simply because it exists.",
          ),
        },
      },
      {
        title: "Losing the North, Holding the South",
        description:
          "Treaties, tribute and warfare with the Liao, Jin and Mongols, from the Shanyuan settlement to the fall of the Southern Song.",
        lesson: {
          title: "From Shanyuan to Yamen",
          html: p(
            "The Song never matched the horse-rich states of the steppe in cavalry, and it relied as much on diplomacy as on armies. After a Liao invasion reached the Yellow River in 1004, the Treaty of Shanyuan (1005) fixed the border and committed the Song to annual payments of 100,000 taels of silver and 200,000 bolts of silk. Critics called it humiliating; defenders noted that the payments cost far less than war and that much of the silver flowed back through border trade. The peace lasted over a century.",
            "It broke because of a miscalculation. The Jurchen of Manchuria rebelled against the Liao and founded the Jin dynasty in 1115. The Song allied with them to destroy the Liao, hoping to recover the Sixteen Prefectures, but Song armies performed poorly and the Jin saw an opportunity. In the Jingkang incident of 1127 Jin forces took Kaifeng and carried the retired emperor Huizong and the reigning emperor Qinzong north into captivity, with thousands of courtiers.",
            "A surviving prince, Gaozong, rebuilt the dynasty in the south, and Lin'an (Hangzhou) became the capital in 1138. General Yue Fei won victories against the Jin, but Gaozong and his chief minister Qin Gui chose peace: Yue Fei was imprisoned and executed in early 1142, and the Treaty of Shaoxing fixed the frontier along the Huai River with annual payments to the Jin. Later generations made Yue Fei a symbol of loyalty and Qin Gui of betrayal, so sources about them need especially careful reading.",
            "The Southern Song defended itself with rivers and technology. It built a standing navy with paddle-wheel warships, which defeated a Jin fleet at Caishi on the Yangzi in 1161, and the military compendium Wujing zongyao of 1044 already gave formulas for gunpowder used in incendiary weapons. The Mongols proved a different enemy. Their siege of the twin cities of Xiangyang and Fancheng lasted from 1268 to 1273 and ended only when engineers from the Ilkhanate built counterweight trebuchets that smashed the walls. Lin'an surrendered in 1276. Loyalists fled south with a child emperor, and at the naval battle of Yamen in 1279 the minister Lu Xiufu is said to have jumped into the sea holding the boy, ending the dynasty.",
          ),
        },
      },
    ],
  },
  {
    slug: "tyre-fitting-and-wheel-balancing",
    discipline: "Tyre fitting",
    title: "Tyre Fitting and Wheel Balancing",
    description:
      "Six practical workshop sessions take new fast-fit technicians through reading sidewall markings and checking tread against the legal limit, safe demounting and fitting on a tyre changer, puncture repair, wheel balancing and torque-correct refitting. Suitable for apprentices and career changers with no previous workshop experience.",
    level: "beginner",
    duration: "six weeks (one three-hour workshop session a week)",
    plantedGap: "puncture repair",
    modules: [
      {
        title: "Reading the Sidewall",
        description:
          "Size, load and speed markings, date codes and the legal tread requirements a technician must check before any tyre goes on a car.",
        lesson: {
          title: "What 205/55 R16 91V Tells You",
          html: p(
            "Every car tyre carries its specification moulded into the sidewall, and a fitter must be able to read it at a glance. Take the common marking 205/55 R16 91V:" +
              "<table><tr><th>Marking</th><th>Meaning</th></tr><tr><td>205</td><td>Section width in millimetres, sidewall to sidewall</td></tr><tr><td>55</td><td>Aspect ratio: sidewall height is 55 per cent of the width, about 113 mm</td></tr><tr><td>R</td><td>Radial construction</td></tr><tr><td>16</td><td>Rim diameter in inches</td></tr><tr><td>91</td><td>Load index: 615 kg per tyre at the specified pressure</td></tr><tr><td>V</td><td>Speed symbol: up to 240 km/h</td></tr></table>",
            "The replacement must match the size on the vehicle's placard or handbook, and its load index and speed symbol must be at least as high as those specified. Fitting a lower load index is not a matter of customer preference: an overloaded tyre runs hot and can fail. Winter tyres are the usual exception on speed rating, and some manufacturers permit a lower symbol if a warning label is placed in the driver's view.",
            "The DOT code ends in four digits giving the week and year of manufacture: 2319 means week 23 of 2019. Rubber ages even when unused, so check the date on stock as well as on the customer's tyres, and look for cracking in the sidewall and between the tread blocks. In Great Britain, tyres over ten years old are banned from the front steered axles of heavy goods vehicles, buses and coaches, a rule introduced in 2021 after fatal crashes caused by old tyres.",
            "For cars, the Road Vehicles (Construction and Use) Regulations 1986 require at least 1.6 mm of tread across the central three-quarters of the tread width and around the whole circumference. Tread wear indicators, small bars moulded into the main grooves, sit at 1.6 mm; when the tread is flush with them the tyre is illegal. Measure with a depth gauge in several grooves at several points around the tyre, because uneven wear is common and is itself a clue to alignment or pressure problems. Each illegal tyre can bring a fine of up to 2,500 pounds and three penalty points, so record your readings on the job card and tell the customer about any tyre close to the limit. Radial and cross-ply tyres must never be mixed on the same axle.",
          ),
        },
      },
      {
        title: "Demounting and Mounting on a Tyre Changer",
        description:
          "A safe, repeatable procedure for removing and fitting car tyres without damaging the bead, the rim or any pressure sensor.",
        lesson: {
          title: "Using the Well of the Rim",
          html: p(
            "Most damage in tyre bays happens because the fitter fights the machine instead of using the geometry of the wheel. A car rim has a drop centre, or well: a channel of smaller diameter in the middle of the rim. When one part of the bead sits in the well, the opposite part of the bead has enough slack to pass over the rim flange. Every step below depends on that principle.",
            "To remove a tyre, first deflate it completely by taking out the valve core; a bead breaker on a partly inflated tyre is dangerous. Break both beads away from the rim seats with the breaker blade, placing the blade well away from the valve; if the wheel has a pressure sensor behind the valve, start about 90 degrees from it. Lubricate both beads generously with approved tyre paste, never oil or washing-up liquid, which can attack rubber or let the tyre slip on the rim later. Clamp the wheel on the turntable, bring the mounting head just clear of the rim edge, press the bead opposite the head down into the well, lever the bead over the head and rotate the table. Repeat for the lower bead.",
            "Fitting reverses the process. Check the rim for corrosion and damage, and fit a new snap-in rubber valve with every new tyre, since the old one has aged with the old tyre. Check the sidewall for a rotation arrow on directional tyres or an 'outside' marking on asymmetric ones. Lubricate, lay the tyre on the rim, and keep the section of bead already fitted pushed into the well as the table turns, with a bead-holding clamp on low-profile tyres. If the table stalls, stop: forcing it tears beads.",
            "Inflation is the most hazardous moment. Stand clear of the tyre's path, use a clip-on chuck with an in-line gauge, and do not exceed about 40 psi (2.8 bar) to seat the beads unless the tyre maker's instructions allow more; a bead that will not seat needs more lubricant, not more pressure. Once the seating rings are even on both sides, refit the valve core and set the pressure shown on the vehicle placard, not the maximum printed on the sidewall.",
          ),
        },
      },
      {
        title: "Balancing and Refitting the Wheel",
        description:
          "Measuring and correcting static and dynamic imbalance, then refitting the wheel to the vehicle at the specified torque.",
        lesson: {
          title: "From Balancer to Torque Wrench",
          html: p(
            "A new tyre is never perfectly uniform, and the rim and valve add their own uneven mass. At 70 mph a car wheel turns roughly 15 times a second, so a few grams out of place produces a force large enough to shake the steering and wear suspension parts. Static imbalance, a heavy spot on one side of the wheel's centre, makes the wheel hop up and down. Dynamic imbalance, where heavy spots sit on opposite sides of the wheel's centre plane, makes it wobble from side to side. A computerised balancer measures both by spinning the wheel and reading the forces in two planes, inner and outer.",
            "Start by cleaning the wheel and removing old weights, stones from the tread and mud from inside the rim; all of these distort the reading. Mount the wheel on the balancer shaft with the correct cone through the centre bore, because a wheel clamped off-centre will never balance. Enter the rim distance, width and diameter, or let the machine's arm measure them. After the spin, the display shows how many grams to add and where. Steel rims usually take clip-on weights on the flange; most alloy rims need adhesive weights stuck to a clean, dry surface inside the barrel. Respin to check: most workshops accept a residual of no more than 5 grams per plane. If the machine asks for very large weights, deflate, rotate the tyre half a turn on the rim and try again, since the heavy spot of the tyre may be sitting over that of the rim.",
            "Refitting is where wheels come off. Clean rust and dirt from the hub face and the back of the wheel so it sits flat. Start every nut or bolt by hand to avoid cross-threading, snug them in a star or diagonal pattern, lower the car so the wheel cannot turn, then tighten in the same pattern with a calibrated torque wrench to the manufacturer's figure, typically between 100 and 140 Nm for cars. An impact gun may run fixings in but must never do the final tightening. Record the torque on the job card and advise the customer to have the fixings rechecked after about 50 miles, particularly on alloy wheels.",
          ),
        },
      },
    ],
  },
  {
    slug: "sunflower-growing-from-seedbed-to-store",
    discipline: "Sunflower production",
    title: "Sunflower Growing: From Seedbed to Store",
    description:
      "Aimed at farm staff and students on level 3 agriculture programmes, the course follows a commercial sunflower crop through the season: hybrid selection, drilling dates and plant populations, crop nutrition, weed and disease control, and harvest and drying to safe storage moisture.",
    level: "beginner",
    duration: "eight weeks (one two-hour classroom session and one farm visit a fortnight)",
    plantedGap: "disease control",
    modules: [
      {
        title: "Choosing a Hybrid and Establishing the Crop",
        description:
          "Market types, hybrid choice, soil temperature, drilling and target plant populations for oilseed and confectionery sunflowers.",
        lesson: {
          title: "Getting the Crop Out of the Ground",
          html: p(
            "The cultivated sunflower, Helianthus annuus, is grown mainly for oil, and Russia and Ukraine together produce over half the world's crop. Two market types matter. Oilseed hybrids have small black seeds containing about 40 to 50 per cent oil; within them, linoleic types give the traditional polyunsaturated oil and high-oleic types, with over 80 per cent oleic acid, give a more stable oil for frying that usually earns a premium. Confectionery types have larger striped seeds, lower oil content and are sold for snacks and birdseed, where seed size and appearance set the price.",
            "In cooler regions such as the UK the first decision is maturity. An early hybrid that ripens in September is worth more than a higher-yielding late one that is still wet in October. Seed companies rate hybrids by days to maturity or by the heat units they need, and growers should choose from trial data for similar latitudes, not from catalogues written for southern Europe.",
            "Sunflowers germinate poorly in cold soil. Drill when soil at seed depth has reached about 8 to 10 degrees Celsius and is warming, which in southern England usually means late April to mid-May. Sow 3 to 5 cm deep into moisture, deeper on light soils that dry quickly. A precision drill placing single seeds in rows 45 to 75 cm apart gives even spacing, which matters because sunflowers do not tiller and cannot fill gaps.",
            "Plant population is a trade-off between head size and head number. Typical targets are:" +
              "<ul><li>oilseed hybrids: 50,000 to 70,000 plants per hectare, lower on droughty soils;</li><li>confectionery hybrids: 35,000 to 45,000 plants per hectare, because fewer, larger heads produce the large seed buyers want.</li></ul>",
            "To calculate the seed rate, divide the target population by expected establishment. For 60,000 plants per hectare and 85 per cent establishment, sow about 70,600 seeds per hectare. Then count plants in several 10-metre lengths of row two to three weeks after emergence: with rows 50 cm apart, 10 metres of row is 5 square metres, so 30 plants in that length means 60,000 plants per hectare.",
          ),
        },
      },
      {
        title: "Feeding the Crop and Keeping It Clean",
        description:
          "Soil pH and nutrient needs, the special importance of boron, and how to manage weed competition before the canopy closes.",
        lesson: {
          title: "Nutrients, Boron and the Critical Weed-Free Period",
          html: p(
            "Sunflowers have a deep taproot that can reach two metres, so they scavenge nutrients and water from lower soil layers that shallower crops leave behind. That makes them economical to feed, but it also means soil structure matters: a compacted plough pan stops the taproot turning downwards, and plants then suffer in dry spells. Dig a few plants in early summer to check for an L-shaped root, the sign of a pan that needs loosening before the next crop.",
            "The crop grows best at a soil pH of about 6.0 to 7.5. Nitrogen needs are modest, commonly 60 to 80 kg per hectare in total including what the soil supplies; more nitrogen makes tall, leafy plants that lodge and can lower oil content. Phosphorus and potassium are applied according to soil analysis indices, as for other combinable crops.",
            "Boron deserves special attention because sunflower is one of the most boron-demanding field crops. Deficiency shows as brittle, cracked or bent stems below the head, distorted young leaves and poorly filled heads, and it is most likely on light, sandy or recently limed soils and in dry weather. Where soil tests are low, a boron spray at the six- to eight-leaf stage is normal practice, but the margin between enough and too much is narrow, so follow the label rate.",
            "Weeds are the bigger threat to yield. Young sunflowers are widely spaced and slow to cover the ground, so weeds that emerge with the crop compete strongly for the first four to six weeks. After that, the canopy shades out later flushes. Control therefore concentrates on establishment:" +
              "<ul><li>a stale seedbed, letting weeds emerge and destroying them before drilling;</li><li>a pre-emergence herbicide approved for the crop, applied to a fine, moist seedbed;</li><li>inter-row hoeing, practical because of the wide rows, until the plants are too tall for the tractor;</li><li>herbicide-tolerant hybrid systems, such as those tolerant of imazamox or tribenuron-methyl, where they are approved and the weed spectrum justifies them.</li></ul>",
            "Keep a field record of weed species and density; broad-leaved weeds such as fat hen are usually the main problem.",
          ),
        },
      },
      {
        title: "Harvest, Drying and Storage",
        description:
          "Judging maturity, setting the combine for sunflowers, and drying seed safely to contract moisture.",
        lesson: {
          title: "Bringing in a Dry, Clean Sample",
          html: p(
            "A sunflower reaches physiological maturity when the back of the head turns from green to yellow and the bracts around it are brown. At that point the seed has stopped filling but still holds 30 to 40 per cent moisture, far too wet to combine. In warm, dry autumns heads dry in the field within a few weeks; in cooler seasons growers in northern Europe may use a desiccant where one is approved, applied only once the seed has reached maturity so yield and oil are not lost.",
            "Harvest normally begins at 12 to 15 per cent seed moisture. Combines are fitted with a sunflower header or with pans and extended trays on a cereal header, so that heads are cut just below the seed and loose seed is caught rather than shed. Reduce the drum speed well below cereal settings, commonly to about 300 to 500 rpm, and open the concave, because sunflower seed dehulls easily and dehulled seed reduces quality and heats in store. Check the sample in the tank: ideally it holds whole seeds with little head trash.",
            "Drying brings seed down to safe storage moisture. Oilseed sunflower is usually stored at 9 per cent or below, and confectionery seed at about 10 per cent. These figures are lower than for wheat because oil does not hold water, so the same amount of water is concentrated in the non-oil part of the seed. Two practical points follow:" +
              "<ul><li>Fire: the fine hairs and fragments of sunflower seed ignite easily in hot-air driers, so keep plenum temperatures moderate, clean the drier frequently and never leave it unattended.</li><li>Cooling: after drying, cool the seed to near ambient temperature with aeration and check the store temperature weekly.</li></ul>",
            "Contracts usually pay on a standard basis, commonly 9 per cent moisture, 2 per cent admixture and 44 per cent oil, with deductions or bonuses either side. A load at 11 per cent moisture and 42 per cent oil will therefore be penalised twice. Keeping a sample from each trailer lets you check the buyer's laboratory figures if there is a dispute.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-ten-pin-bowling-foundations",
    discipline: "Ten-pin bowling coaching",
    title: "Coaching Ten-Pin Bowling: Foundations",
    description:
      "A practical introduction for volunteer and club coaches: ball fit and grip, the four-step approach and release, targeting with the arrows, spare systems and scoring. Sessions run on the lanes with video feedback and peer coaching.",
    level: "beginner",
    duration: "five weeks (one two-and-a-half-hour lane session a week)",
    plantedGap: "scoring",
    modules: [
      {
        title: "Ball Selection, Fit and Grip",
        description:
          "Choosing a ball weight, checking the fit of a house ball, and the differences between conventional and fingertip grips.",
        lesson: {
          title: "Starting With the Right Ball",
          html: p(
            "Most problems beginners bring to a coach start with the ball. Regulation balls may weigh up to 16 pounds (7.26 kg) and measure up to 27 inches in circumference. A common starting guide is a ball of about one tenth of body weight, up to that maximum, but the real test is control: a bowler should be able to swing the ball through several deliveries without the arm muscling it or the shoulder dropping. Too heavy a ball leads to a forced swing and an early release; too light a ball tends to be thrown.",
            "House balls have a conventional grip. The thumb goes in fully and the middle and ring fingers go in up to the second knuckle. Check the fit in three ways:" +
              "<ul><li>Thumb: it should slide out without the bowler squeezing, with a little side-to-side play but no rotation.</li><li>Span: with the thumb fully in, lay the fingers flat over their holes; the crease of the second knuckle should sit about a quarter of an inch past the front edge of the hole.</li><li>Pressure: the bowler should be able to hold the ball at the side with a relaxed arm, supported by the hand rather than gripped by it.</li></ul>",
            "A bowler who has to squeeze the thumb hole will hang on to the ball at release, pulling it left (for a right-hander) and straining the thumb. Let beginners try several house balls until one passes all three checks, then record the weight and span for next time.",
            "Once a bowler commits to the sport, a drilled ball from a pro shop changes what is possible. In a fingertip grip the fingers go in only to the first knuckle, which lengthens the span and lets the fingers stay in the ball longer than the thumb, producing more rotation. A semi-fingertip grip sits between the two. Fingertip grips suit reactive-resin balls that hook, but they load the fingers more, so introduce them gradually and only after the approach is consistent. Explain to parents that a drilled ball is fitted to one hand and will not suit a growing child for long.",
          ),
        },
      },
      {
        title: "The Four-Step Approach and Release",
        description:
          "Teaching the timing of feet and swing, a balanced slide, and a release that lets the thumb exit before the fingers.",
        lesson: {
          title: "Timing Feet and Swing",
          html: p(
            "The approach area ends at the foul line, and the head pin stands 60 feet beyond it. A good approach delivers the ball smoothly onto the lane at the bowler's intended spot with the body balanced. The four-step approach is the easiest to teach because each step pairs with one phase of the swing. For a right-handed bowler, who starts on the right foot:" +
              "<ol><li>Step one: push the ball forward and slightly down as the right foot steps out, ball and foot moving together.</li><li>Step two: the left foot steps as the ball swings down past the leg.</li><li>Step three: the right foot steps as the ball reaches the top of the backswing, about shoulder height or lower.</li><li>Step four: the left foot slides as the ball swings down, arriving at the ankle as the slide finishes.</li></ol>",
            "Left-handers mirror this. Find the starting position by having the bowler stand with heels at the foul line, face the pins, take four and a half normal walking steps back towards the start of the approach, and turn around. Steps should be natural length, getting slightly faster, not a run.",
            "Timing faults are easy to spot on video from the side. If the ball is still behind the body as the slide ends, the bowler is late; if the ball reaches the foul line before the slide foot, the bowler is early and usually throws the ball with the shoulder. Fix timing with the pushaway before anything else, since the rest of the swing is pendulum motion following from it.",
            "At the finish the slide foot should point at the target, knee bent, back at roughly 45 degrees, with the free arm out to the side for balance. Ask the bowler to hold that position until the ball reaches the pins. The release follows from the grip: the thumb leaves the ball first, at the bottom of the swing, and the fingers then lift through the ball, turning it slightly. A handshake position, with the thumb at about ten o'clock and fingers at about four o'clock for a right-hander, produces a gentle curve that beginners can repeat.",
          ),
        },
      },
      {
        title: "Targeting and Spare Systems",
        description:
          "Using the boards and arrows to aim, finding the pocket, and a simple adjustment system for converting spares.",
        lesson: {
          title: "Aim at the Arrows, Not the Pins",
          html: p(
            "A lane is 41.5 inches wide and made of 39 boards, numbered from the right-hand edge for right-handers and from the left for left-handers. About 15 feet past the foul line sit seven target arrows, on boards 5, 10, 15, 20, 25, 30 and 35; the middle arrow marks board 20, the centre of the lane. Pins are 60 feet away, but the arrows are only 15 feet away, and it is far easier to hit a close target accurately. Teach bowlers to look at an arrow throughout the approach and to roll the ball over it.",
            "For a strike a right-hander aims for the pocket between the 1 pin and the 3 pin (1-2 for a left-hander), entering at a slight angle. A beginner rolling a straight or gently curving ball might start with the slide foot on board 20 and aim at the second arrow, board 10. Then adjust: if the ball hits the head pin too directly, move the feet two boards left and keep the same target; if it misses right of the pocket, move the feet two boards right. Moving feet and target together keeps the angle the same and moves the whole line.",
            "Spares are where club bowlers gain most. The 3-6-9 system is a simple starting method for right-handers using the strike line:" +
              "<ul><li>For pins on the left side, start from the strike position and move the feet right three boards for the 2 pin, six for the 4 pin and nine for the 7 pin, keeping the same target arrow.</li><li>For pins on the right side, move the feet left by the same amounts for the 3, 6 and 10 pins, though many coaches prefer to shoot the 10 pin straight across the lane from the left side.</li></ul>",
            "Left-handers use the same system in mirror image. Ask bowlers to practise one spare repeatedly, for example ten attempts at a 10 pin, and note how many they convert; this gives a clear measure of progress from week to week.",
          ),
        },
      },
    ],
  },
  {
    slug: "social-prescribing-link-work-an-introduction",
    discipline: "Social prescribing",
    title: "Social Prescribing Link Work: An Introduction",
    description:
      "Loneliness, debt, housing worries and inactivity bring many people to their GP, yet none of them is cured by a prescription. Trainee link workers explore the origins and evidence base of social prescribing, practise the 'what matters to you' conversation, map community assets, and learn the safeguarding duties that come with the role.",
    level: "beginner",
    duration: "six weeks (one half-day workshop a week plus shadowing in a primary care network)",
    plantedGap: "safeguarding duties",
    modules: [
      {
        title: "What Is Social Prescribing?",
        description:
          "Definitions, the main models, the policy history in England and what the research does and does not show.",
        lesson: {
          title: "Origins, Models and Evidence",
          html: p(
            "Social prescribing connects people to non-medical support in their community, such as debt advice, walking groups, befriending, arts activities or volunteering, in order to improve health and wellbeing. The idea grew from community health projects such as the Bromley by Bow Centre in east London, founded in 1984, and from later local schemes such as the Rotherham social prescribing service, which from 2012 linked people with long-term conditions to voluntary sector activities.",
            "In England it became national policy with the NHS Long Term Plan of January 2019. Primary care networks, groups of general practices serving roughly 30,000 to 50,000 people, could recruit link workers through the Additional Roles Reimbursement Scheme, with the aim of at least 900,000 people being referred by 2023/24. Referrals come from GPs, nurses, pharmacists and practice staff, but also from hospitals, social care, police, housing officers and, in many schemes, from people themselves.",
            "Schemes range from light to holistic:" +
              "<ul><li>Signposting: telling someone about a service and leaving them to contact it.</li><li>Light: a short conversation and a referral.</li><li>Medium and holistic: a link worker meets the person several times, helps them identify what matters to them, supports them to make the first contact and follows up.</li></ul>",
            "The NHS England model is of the holistic kind. A link worker typically sees a person for up to six to twelve contacts over about three months, with longer first appointments than a GP can offer.",
            "Be honest about the evidence. Many evaluations report lower GP attendance and better wellbeing scores, but most are small, uncontrolled before-and-after studies in which the people who stayed engaged may differ from those who dropped out. A 2017 systematic review by Bickerdike and colleagues in BMJ Open concluded that the evidence was not yet strong enough to judge effectiveness or value for money. Newer studies are better designed, but findings remain mixed. A link worker should therefore describe the benefits carefully and help collect good outcome data, rather than promise results that have not been demonstrated.",
          ),
        },
      },
      {
        title: "The 'What Matters to You' Conversation",
        description:
          "Conversation skills, personalised support planning and validated wellbeing measures for the first meetings with a person.",
        lesson: {
          title: "Listening Before Linking",
          html: p(
            "The first meeting sets the tone for everything else. A person referred because of 'frequent attendance' may not see themselves as having a problem at all, or may feel they have been passed on because the doctor could not help. Open with the purpose of the meeting, how long it will last and what will be written down, then ask the question that gives the approach its name: what matters to you? The answer is often not the reason on the referral form. A man referred for weight management may most want to get back to his allotment, which he stopped visiting after his wife died.",
            "Link workers draw on skills from motivational interviewing, often remembered by the acronym OARS:" +
              "<ul><li>Open questions: 'What does a good week look like for you?' rather than 'Do you go out much?'</li><li>Affirmations: recognising effort and strengths, not offering empty praise.</li><li>Reflections: saying back what you have heard, including feelings, so the person can correct or extend it.</li><li>Summaries: drawing the threads together before agreeing next steps.</li></ul>",
            "Avoid the 'righting reflex', the urge to fix things by giving advice too early. People are more likely to act on a plan they have chosen.",
            "From the conversation comes a personalised support plan with one or two specific goals, written in the person's words, with agreed steps, who does what and when you will next meet. Goals should be small enough to achieve within weeks: phoning the allotment society this Friday is a better first step than 'getting fit'.",
            "Measure wellbeing at the start and the end so that the scheme can show change. Two measures are widely used in England. The ONS4 asks four questions scored 0 to 10 about life satisfaction, whether things in life are worthwhile, happiness yesterday and anxiety yesterday. The Short Warwick-Edinburgh Mental Wellbeing Scale (SWEMWBS) has seven positively worded statements, each scored 1 to 5, giving a total of 7 to 35. Explain why you are asking, and record the scores in the clinical system so that they can be reported across the network.",
          ),
        },
      },
      {
        title: "Community Assets and Warm Handovers",
        description:
          "Finding and judging local groups and services, supporting the first contact, and closing the loop with referrers.",
        lesson: {
          title: "Mapping What Is Already There",
          html: p(
            "A link worker is only as useful as their knowledge of what exists locally. Asset-based community development, set out by John Kretzmann and John McKnight in 1993, starts from the strengths of a neighbourhood rather than its needs. Assets include associations and clubs, voluntary organisations, public services, physical places such as parks, libraries and community centres, and individuals with skills and time to give. An up-to-date directory is a working tool, not a one-off project.",
            "Build the map by walking the area, visiting groups, reading parish and community newsletters and asking every person you see what they already do or used to enjoy. For each activity, record the practical details that decide whether someone will actually go: cost, time of day, step-free access, whether a newcomer can turn up alone, public transport, and who to ask for on arrival. Visit before you refer: a 'chair-based exercise' class that turns out to be aerobics will lose a client's trust quickly.",
            "People with low confidence rarely follow a referral on a leaflet alone. A warm handover means making the first contact together, for example phoning the group leader during the appointment, introducing the person by name, or going with them to the first session. Some schemes use volunteer buddies for this. Agree in advance what will happen if the person does not attend, so that a missed session leads to a friendly call rather than a closed case.",
            "Close the loop. Let the referrer know, briefly and with consent, what was agreed and whether the person engaged; this keeps referrals coming and helps GPs see the value of the role. Record activity using the agreed clinical codes so that the network can count referrals and outcomes.",
            "Finally, watch capacity. Small voluntary groups can be overwhelmed by referrals and are often unfunded. Tell groups how many people you expect to send, feed back gaps in provision to commissioners, and support bids for funding where a need keeps appearing.",
          ),
        },
      },
    ],
  },
];
