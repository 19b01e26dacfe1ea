/** Eighty-fourth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout84.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT84_A: EvalCourse[] = [
  {
    slug: "coaching-water-polo-to-beginners",
    discipline: "Water polo coaching",
    title: "Coaching Water Polo to Beginners",
    description:
      "For swimming teachers and club volunteers taking their first steps in coaching water polo. Covers the eggbeater kick, ball handling and passing, goalkeeper training, and how to run small-sided games that teach the rules of the sport.",
    level: "beginner",
    duration: "six weeks (one ninety-minute poolside session a week)",
    plantedGap: "goalkeeper training",
    modules: [
      {
        title: "The eggbeater kick and body position",
        description:
          "How players stay high in deep water without touching the bottom, and how to teach the kick in stages.",
        lesson: {
          title: "Teaching the eggbeater from the pool wall",
          html:
            p(
              "Water polo is played in deep water, normally at least 1.8 metres, and standing on or pushing off the bottom is a foul. Every skill in the game therefore rests on the eggbeater kick. Unlike the breaststroke kick, which drives the body up and then lets it sink while the legs recover, the eggbeater is continuous: the legs circle alternately, the left leg clockwise and the right anticlockwise when seen from above, so that one leg is always in its propulsive phase while the other recovers. The player stays at a steady height, which is what makes accurate passing and shooting possible.",
              "The position is a seated one. The trunk is upright or leaning slightly forward, the thighs are close to horizontal and spread wider than the hips, and the lower legs circle from the knee. The feet are turned out and flexed at the ankle so that the instep and inside edge of the foot press against the water on each sweep. Beginners usually go wrong in four ways: kicking both legs together, which produces bobbing; keeping the knees too close together; pointing the toes, which lets the water slip past the foot; and leaning back, which pushes the body forwards rather than up.",
              "Teach the kick in a progression, moving on only when the current stage is steady:",
            ) +
            "<ol><li>Seated on the pool edge, circle the lower legs alternately in the air, then in the water.</li><li>In deep water, facing the wall with both hands on the gutter, hold an upright position using the legs alone.</li><li>One hand on the wall, the other sculling at the surface.</li><li>Away from the wall, both hands sculling in front of the chest.</li><li>Both hands raised clear of the water, first to the wrists, then to the elbows.</li><li>One hand holding a ball overhead, as in the moment before a pass.</li></ol>" +
            p(
              "Work in short bouts of twenty to thirty seconds with equal rest, because the adductor and hip muscles fatigue quickly and a tired player reverts to a scissor or breaststroke kick. A simple test of progress is how long a player can hold both hands above the water with the shoulders dry: ten seconds is a good early target, thirty seconds shows a kick ready for match play.",
            ),
        },
      },
      {
        title: "Passing: the dry pass and the wet pass",
        description: "Ball handling from the one-handed pick-up to passes a team-mate can catch or play cleanly.",
        lesson: {
          title: "Picking up, holding and releasing the ball",
          html: p(
            "Field players may handle the ball with only one hand at a time, so the first skill is lifting it from the water one-handed. Three pick-ups are taught. In the scoop, the hand slides under the ball and lifts it with the fingers spread. In the press, the player pushes the ball down a few centimetres and catches it as the water pushes it back up, which brings it into the palm. In the roll, the fingers draw the ball back towards the body so that it rolls up onto the hand. Juniors learn faster with a smaller ball: senior men use a size 5 ball and women a size 4, while many clubs start young players on a size 3.",
            "The dry pass is thrown to the receiver's raised hand and caught without touching the water. It keeps possession safe because a defender cannot reach a ball that is in the air above a team-mate's hand. The receiver shows a target with the hand high and slightly forward, and gives with the ball as it arrives so that it does not bounce off the palm. The wet pass is placed on the water just in front of a player, most often the centre forward working close to the opposing goal, who can then play it while shielding it with the body.",
            "The throwing action begins in the legs. A strong eggbeater lifts the chest; the throwing elbow rises above shoulder height; the trunk rotates away from the target and then back towards it; the ball is released with a snap of the wrist and the fingers follow through towards the target. A pass that comes only from the arm is slow and flat.",
            "A useful sequence for one session is twenty dry passes in pairs at three metres, then at five metres; then passing round a triangle of three players, calling the receiver's name before each pass; then a keep-ball game of three attackers against one defender in a marked area, in which any pass that touches the water counts as lost possession.",
          ),
        },
      },
      {
        title: "Running small-sided games within the rules",
        description: "The rules beginners meet first and how to shape practice games that teach them.",
        lesson: {
          title: "Ordinary fouls, exclusions and the possession clock",
          html: p(
            "A full game has seven players a side in the water and four periods of eight minutes of playing time. Each team has thirty seconds of possession to take a shot; after an exclusion foul or a corner throw the clock is reset to twenty seconds. Beginners do not need the whole rulebook at once, but they do need to understand the difference between the two main kinds of foul, because that difference shapes how the game is played.",
            "An ordinary foul gives the other team a free throw, which must be taken without undue delay. Typical ordinary fouls are impeding an opponent who is not holding the ball, pushing off from an opponent, standing on the bottom, taking the ball under water when tackled, and holding the ball with two hands. Ordinary fouls happen constantly and are part of the game's rhythm: a defender may deliberately commit one to stop a fast attack, accepting the free throw.",
            "An exclusion foul is more serious. Holding, sinking or pulling back an opponent who does not have the ball, interfering with a free throw and splashing in an opponent's face all lead to the player being sent to the re-entry area for twenty seconds, leaving the team to defend six against five. A player who commits three personal fouls, counting exclusions and penalty fouls, is excluded for the rest of the game. A foul close to goal that prevents a probable goal gives a penalty throw, taken from the five-metre line. Attackers may not be inside the opposing two-metre line unless they are level with or behind the ball.",
            "Small-sided games let beginners meet these rules in a manageable form. Play three against three across the width of the pool with small goals, so that every player touches the ball often. Add one condition at a time: only dry passes allowed; three passes before a shot; a whistle and a twenty-second exclusion for any pull on an opponent without the ball. Stop play briefly when a rule is broken, ask the players what happened, and restart quickly. Players learn the rules far better by feeling their consequences than by hearing them explained on the poolside.",
          ),
        },
      },
    ],
  },
  {
    slug: "animal-diversity-an-introduction-to-zoology",
    discipline: "Zoology",
    title: "Animal Diversity: An Introduction to Zoology",
    description:
      "An introduction to the animal kingdom for first-year life-science students: how zoologists classify animals by body plan, the major invertebrate phyla, the defining features of chordates and the vertebrate classes, and the study of animal behaviour. Weekly practicals use preserved specimens, dissection and microscopy.",
    level: "beginner",
    duration: "ten weeks (two lectures and one three-hour practical a week)",
    plantedGap: "animal behaviour",
    modules: [
      {
        title: "Body plans and classification",
        description: "The anatomical and developmental features zoologists use to group animals into major lineages.",
        lesson: {
          title: "Symmetry, germ layers and body cavities",
          html: p(
            "Animals are multicellular eukaryotes that obtain energy by eating other organisms, lack cell walls, and in almost all groups have nerve and muscle tissue. About 1.5 million living animal species have been described, and most estimates of the true total run to several million. To make sense of this diversity, zoologists first look at a small number of features of the body plan, many of which are fixed early in embryonic development.",
            "Sponges (phylum Porifera) have specialised cells but no true tissues or organs. Cnidarians such as jellyfish, corals and sea anemones have true tissues arranged in two germ layers, an outer ectoderm and an inner endoderm with a jelly-like mesoglea between them, and they are radially symmetrical: any cut through the central axis divides them into similar halves. Almost all other animals belong to the Bilateria. They have a third germ layer, the mesoderm, which gives rise to muscle and most internal organs, and they are bilaterally symmetrical, with a head end, a tail end, and distinct upper and lower surfaces. Bilateral symmetry goes with cephalisation, the concentration of sense organs and nerve cells at the front of an animal that moves forwards.",
            "The body cavity is the next feature. Flatworms are acoelomate: the space between gut and body wall is filled with tissue. Nematodes have a pseudocoelom, a fluid-filled cavity lined by mesoderm on the outside only. Annelids, molluscs, arthropods, echinoderms and chordates have a true coelom, a cavity lined entirely by mesoderm, which allows the gut to move independently of the body wall and can act as a hydrostatic skeleton.",
            "Embryology divides the Bilateria further. In protostomes the first opening of the embryo, the blastopore, usually becomes the mouth; in deuterostomes, which include echinoderms and chordates, it becomes the anus. Molecular phylogenies now split the protostomes into two great clades: the Spiralia, including molluscs, annelids and flatworms, and the Ecdysozoa, the animals that moult, including arthropods and nematodes. Echinoderms show why development matters: adult starfish are five-rayed, but their larvae are bilateral, revealing their bilaterian ancestry.",
          ),
        },
      },
      {
        title: "The invertebrate phyla",
        description:
          "A comparative survey of the three largest coelomate invertebrate phyla and what their body plans make possible.",
        lesson: {
          title: "Arthropods, molluscs and annelids compared",
          html: p(
            "Arthropods are the most species-rich phylum on Earth, with more than a million described species, most of them insects. Their defining features are a segmented body, jointed appendages and an exoskeleton of chitin and protein. Because the exoskeleton cannot grow, arthropods grow by moulting, or ecdysis, shedding the old cuticle and expanding before the new one hardens. Segments are grouped into functional regions called tagmata, such as the head, thorax and abdomen of an insect. The circulatory system is open: blood, or haemolymph, is pumped by a dorsal heart into a body cavity called the haemocoel. The living groups are the chelicerates (spiders, scorpions, mites, horseshoe crabs), the myriapods (centipedes and millipedes) and the pancrustaceans, a clade that contains the crustaceans and the insects, which arose from within them.",
            "Molluscs, with roughly 85,000 described living species, share a muscular foot, a visceral mass containing the organs, and a mantle that secretes the shell in most groups. Most also have a radula, a ribbon of chitinous teeth used for rasping food, which bivalves have lost. Gastropods such as snails undergo torsion during development, twisting the visceral mass through 180 degrees. Cephalopods, the octopuses, squid and cuttlefish, have a closed circulatory system and the largest nervous systems of any invertebrates.",
            "Annelids are segmented worms, including earthworms, leeches and the marine polychaetes. Their segmentation is repeated internally: each segment has its own compartment of coelom, its own pair of excretory organs and its own nerve ganglion. The circulatory system is closed. An earthworm moves by peristalsis. Circular muscles contract in one region, making it long and thin; longitudinal muscles then contract, making it short and fat; bristle-like chaetae anchor the short, fat segments while the front of the body extends forwards. The fluid-filled coelomic compartments act as a hydrostatic skeleton against which the muscles work.",
            "In the practical, compare a locust, a snail and an earthworm under the dissecting microscope, noting for each the body cavity, the circulatory system and the evidence of segmentation.",
          ),
        },
      },
      {
        title: "What makes a vertebrate?",
        description:
          "The chordate characters, the three chordate subphyla and the features that define the main vertebrate groups.",
        lesson: {
          title: "Chordate characters and the vertebrate classes",
          html:
            p(
              "All chordates possess, at least at some stage of life, five features: a notochord, a flexible rod of stiff cells that supports the body; a dorsal hollow nerve cord; pharyngeal slits; a muscular tail extending beyond the anus; and an endostyle, a glandular groove in the pharynx that in vertebrates becomes the thyroid gland. The phylum has three subphyla. Lancelets (Cephalochordata), such as Branchiostoma, keep all five features as adults. Tunicates, such as sea squirts, show them clearly only in the tadpole-like larva; the sessile adult keeps little but the pharyngeal basket it uses for filter feeding. Vertebrates replace the notochord largely with a vertebral column and have a skull and a neural crest, an embryonic tissue that forms much of the face, the peripheral nervous system and pigment cells.",
              "The vertebrates can be summarised in a table, following the branching order of their evolution:",
            ) +
            "<table><tr><th>Group</th><th>Examples</th><th>Key features</th></tr><tr><td>Jawless fishes</td><td>Hagfishes, lampreys</td><td>No jaws, no paired fins</td></tr><tr><td>Cartilaginous fishes</td><td>Sharks, rays</td><td>Jaws, skeleton of cartilage, placoid scales</td></tr><tr><td>Ray-finned fishes</td><td>Cod, salmon, perch</td><td>Bony skeleton, fins supported by rays; about half of all vertebrate species</td></tr><tr><td>Lobe-finned fishes</td><td>Coelacanths, lungfishes</td><td>Fleshy fins with internal bones</td></tr><tr><td>Amphibians</td><td>Frogs, salamanders</td><td>Tetrapods; eggs laid in water or damp places</td></tr><tr><td>Reptiles, including birds</td><td>Lizards, turtles, crocodiles, birds</td><td>Amniotic egg, scaly skin; feathers and endothermy in birds</td></tr><tr><td>Mammals</td><td>Platypus, kangaroo, human</td><td>Hair, mammary glands, three middle-ear bones</td></tr></table>" +
            p(
              "The amniotic egg, with its amnion, chorion, allantois and yolk sac, freed reptiles and mammals from laying eggs in water. Modern classification is based on shared ancestry, so birds are placed within the reptiles as the living descendants of dinosaurs, and the traditional class of fishes is not a natural group, because tetrapods arose from within the lobe-finned fishes. Mammals are also identified by their lower jaw, which consists of a single bone, the dentary; two bones that formed the jaw joint in their ancestors became the malleus and incus of the middle ear.",
            ),
        },
      },
    ],
  },
  {
    slug: "installing-wood-burning-and-multi-fuel-stoves",
    discipline: "Stove installation",
    title: "Installing Wood-Burning and Multi-Fuel Stoves",
    description:
      "Installing a stove safely is mostly about what surrounds it. Topics: Building Regulations Approved Document J and notification; hearths and clearances to combustible materials; flue liners and chimney terminals; air supply and carbon monoxide alarms; commissioning checks; and the rules on smoke control areas.",
    level: "beginner",
    duration: "five days (full-time practical workshop)",
    plantedGap: "smoke control areas",
    modules: [
      {
        title: "Regulations, notification and sign-off",
        description:
          "What the Building Regulations require of a solid fuel installation in England and how the work is certified.",
        lesson: {
          title: "Approved Document J and who signs off the work",
          html:
            p(
              "In England, fitting a solid fuel stove is building work under the Building Regulations 2010, and the relevant guidance is Approved Document J, which covers combustion appliances and fuel storage systems. Wales has its own, closely similar, version. The work must be signed off in one of two ways. Either the householder or installer notifies the local authority building control body before work starts and pays a fee, and an inspector checks the installation; or the work is done by an installer registered with a competent person scheme, of which HETAS is the best known for solid fuel, who self-certifies the work and notifies building control on the householder's behalf within 30 days. The householder then receives a certificate of compliance, which solicitors ask for when the house is sold.",
              "Part J sets out functional requirements. The most important for a stove fitter are:",
            ) +
            "<ul><li>J1: an adequate supply of combustion air;</li><li>J2: adequate discharge of the products of combustion to the outside air;</li><li>J3: warning of the release of carbon monoxide;</li><li>J4: protection of the building from fire and heat damage;</li><li>J5: provision of information, in practice the notice plate.</li></ul>" +
            p(
              "The notice plate records the location of the hearth and flue, the category and size of the flue, the types of appliance it is suitable for, and the date of installation. It is fixed in an unobtrusive but obvious place, such as next to the electricity meter or the chimney breast, so that a future installer can check what was built.",
              "Since 1 October 2022 a carbon monoxide alarm has been required in England whenever a new or replacement fixed combustion appliance of any fuel, other than a gas cooker, is installed. The usual guidance is to place it in the same room as the stove, between one and three metres horizontally from it, either on the ceiling at least 300 millimetres from any wall or high on a wall, above the top of doors and windows.",
              "Finally, the manufacturer's installation instructions are part of the standard. Where they ask for more than Approved Document J, for example greater distances to combustible materials, the stricter figure applies. Read them before the survey visit, not on installation day.",
            ),
        },
      },
      {
        title: "Hearths and clearances to combustible materials",
        description: "Sizing and building a hearth and keeping heat away from anything that can burn.",
        lesson: {
          title: "Sizing a hearth for a freestanding stove",
          html: p(
            "A stove radiates heat downwards and sideways as well as into the room, and the building around it has to cope. A timber floor under a thin hearth, a skirting board too close to the stove, or a timber lintel hidden above a fireplace opening can char slowly for months before it ignites. The hearth is the first line of defence.",
            "Approved Document J describes a constructional hearth of solid, non-combustible material at least 125 millimetres thick. For a freestanding stove that is not in a fireplace recess, the hearth should be at least 840 millimetres square in plan. Combustible material should not lie beneath it unless there is an air space of at least 50 millimetres between the underside of the hearth and the combustible material, or the combustible material is at least 250 millimetres below the top surface of the hearth. If the manufacturer has shown by test that the stove cannot raise the temperature of the surface beneath it above 100 °C, a thinner hearth of non-combustible board or sheet at least 12 millimetres thick is acceptable; such stoves are often described as suitable for a 12 mm hearth.",
            "The stove must also sit well back from the hearth edges. A common rule is at least 300 millimetres of hearth in front of a stove that can be used with its door open, or 225 millimetres for one designed to be used only closed, and at least 150 millimetres on each side. The edge of the hearth should be marked, usually by a change in level, so that carpets and laminate are not laid over it.",
            "Take a worked example. A stove is 420 millimetres wide and 350 millimetres deep, can be used with the door open, and the manufacturer asks for 100 millimetres behind it to a non-combustible wall. The required width is 420 plus 150 on each side, which is 720 millimetres; the required depth is 100 plus 350 plus 300, which is 750 millimetres. Both are less than 840, so the minimum freestanding hearth of 840 by 840 millimetres governs.",
            "Clearances to combustibles come from the manufacturer's data plate and are often 500 millimetres or more for radiant stoves. Against a combustible wall, as in a timber-framed house, fit a non-combustible shield with a ventilated air gap, built to the stove maker's specification.",
          ),
        },
      },
      {
        title: "Flues, air supply and commissioning",
        description:
          "Lining and terminating the flue, providing combustion air, and testing the installation before handover.",
        lesson: {
          title: "From liner to first fire",
          html: p(
            "The flue must be at least as large as the stove's outlet and never reduced along its length. For most wood-burning stoves up to 20 kilowatts this means a 150 millimetre flue; a 125 millimetre flue is acceptable only for closed appliances burning anthracite or other low-volatile manufactured fuels, and then only where the manufacturer allows. Approved Document J suggests a minimum flue height of about 4.5 metres from the appliance to the top of the chimney, so bungalows and single-storey extensions need particular care. Bends should make an angle of no more than 45 degrees with the vertical, and a horizontal section from a rear outlet should not exceed 150 millimetres.",
            "Old masonry chimneys are usually lined. A flexible stainless steel liner is fed down the chimney, clamped at the top under a terminal or cowl, and connected at the bottom through a register plate that seals the chimney throat. For wood alone, 316-grade steel is common; for multi-fuel stoves that may burn coal, with its more corrosive sulphur compounds, installers generally fit the more resistant 904-grade liner.",
            "Combustion air is worked out from the stove's rated output. For a stove without a draught stabiliser in an older house, permanent ventilation of 550 square millimetres is needed for each kilowatt above the first 5 kilowatts. An 8 kilowatt stove therefore needs 3 × 550 = 1,650 square millimetres of free area. A stove of 5 kilowatts or less needs no dedicated vent, unless the house is very airtight, with an air permeability of 5 cubic metres per hour per square metre or less, when 550 square millimetres per kilowatt of the full rated output is required.",
            "Commissioning follows a fixed order. Before connecting, sweep and inspect the chimney and carry out a flow test to prove that it draws and does not leak into other rooms. After connecting, light the stove, let the flue warm up, and measure the draught with a gauge against the manufacturer's figure, often around 12 pascals. With the door open, check for spillage of combustion products at the opening. Finally fill in the notice plate, test the carbon monoxide alarm in front of the householder, explain how to operate and maintain the stove, and leave the manufacturer's instructions and the compliance certificate with them.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-tudors-power-religion-and-rebellion-1485-1603",
    discipline: "Tudor history",
    title: "The Tudors: Power, Religion and Rebellion, 1485-1603",
    description:
      "How did a dynasty with a weak claim hold the English throne for 118 years? Working through the reigns of Henry VII, Henry VIII and Elizabeth I, with attention to the mid-Tudor crisis, the break with Rome and the Elizabethan religious settlement, we read key primary sources alongside the arguments of historians.",
    level: "beginner",
    duration: "eight weeks (one lecture and one seminar a week)",
    plantedGap: "mid-Tudor crisis",
    modules: [
      {
        title: "Henry VII: securing a usurped crown",
        description:
          "How the first Tudor king defeated rival claimants and tied the nobility to the crown through money and law.",
        lesson: {
          title: "Pretenders, bonds and the royal finances",
          html: p(
            "Henry Tudor won the crown in battle at Bosworth on 22 August 1485, where Richard III was killed. His hereditary claim was thin: it came through his mother, Margaret Beaufort, from the Beaufort descendants of John of Gaunt, a line that had been legitimised but, by a clause Henry IV added in 1407, arguably excluded from the throne. Henry strengthened his position in three ways. He dated his reign from the day before Bosworth, so that those who had fought for Richard could be treated as traitors. He married Elizabeth of York, Edward IV's eldest daughter, in January 1486, uniting the rival houses. And he had Parliament recognise his title without spelling out its basis.",
            "Two pretenders tested him. In 1487 Lambert Simnel, a boy presented as the Earl of Warwick, was crowned in Dublin and invaded with Irish and German troops; Henry defeated the rebels at Stoke on 16 June 1487 and put Simnel to work in the royal kitchens. Perkin Warbeck, who claimed to be Richard, Duke of York, the younger of the princes in the Tower, was backed at various times by Margaret of Burgundy and James IV of Scotland. He was captured in 1497 and executed in 1499, together with the real Earl of Warwick.",
            "Henry's deeper strategy was financial. He enlarged crown lands through forfeitures, exploited feudal dues, and managed revenue through his Chamber rather than the slow Exchequer. Above all he used bonds and recognizances, written promises to pay large sums if the signer misbehaved. J. R. Lander calculated that about three-quarters of the peerage families were at some point in the reign at the king's mercy in this way. The Council Learned in the Law, with Richard Empson and Edmund Dudley, enforced these obligations so harshly that Henry VIII had both men executed in 1510 to win popularity.",
            "For seminar, read extracts from Polydore Vergil's Anglica Historia, written for the Tudors, and ask how far his picture of an avaricious king can be trusted. Then compare S. B. Chrimes's view of Henry as a careful restorer of royal authority with more recent historians who stress how insecure he remained to the end of his reign.",
          ),
        },
      },
      {
        title: "The break with Rome, 1527-1540",
        description:
          "How Henry VIII's search for an annulment turned into a revolution in the government of the English Church.",
        lesson: {
          title: "From the King's Great Matter to the dissolution",
          html: p(
            "By 1527 Henry VIII had been married for eighteen years to Catherine of Aragon, his brother Arthur's widow, and had one surviving child, a daughter born in 1516. Citing Leviticus 20:21, which warns that a man who takes his brother's wife will be childless, he asked Pope Clement VII to annul the marriage. The timing was bad: after the Sack of Rome in May 1527 the Pope was in the power of Catherine's nephew, the Emperor Charles V. A legatine court at Blackfriars in 1529 was adjourned without a verdict, and Cardinal Wolsey, who had failed to deliver, fell from power that autumn.",
            "The solution was worked out in the Reformation Parliament, which sat from 1529 to 1536, and increasingly by Thomas Cromwell. The clergy were forced into the Submission of the Clergy in 1532. The Act in Restraint of Appeals of 1533, whose preamble declared that 'this realm of England is an empire', stopped appeals to Rome, so that Archbishop Thomas Cranmer could annul the marriage in May 1533 and Henry's marriage to Anne Boleyn could stand. The Act of Supremacy of 1534 recognised the king as Supreme Head of the Church of England, and a new Treasons Act made it treason to deny his titles. Sir Thomas More and Bishop John Fisher were executed in 1535 for refusing to accept the supremacy.",
            "The monasteries followed. The Valor Ecclesiasticus of 1535 surveyed church wealth; an act of 1536 dissolved houses with an annual income under £200. In October 1536 the Pilgrimage of Grace, led by the lawyer Robert Aske, brought perhaps 30,000 men into arms in the north, partly in protest at the closures. Henry negotiated, then broke his promises and executed the leaders. The larger houses were pressured into surrender, and an act of 1539 confirmed the process. By 1540 every monastery in England had gone.",
            "Historians disagree about what drove these changes. G. R. Elton argued that Cromwell engineered a 'Tudor revolution in government'; later work by David Starkey and John Guy gave more weight to court faction and to the king himself. Eamon Duffy's The Stripping of the Altars showed how vigorous late medieval Catholicism was, making the Reformation look imposed from above rather than demanded from below.",
          ),
        },
      },
      {
        title: "Elizabeth I: settlement, succession and war",
        description:
          "The 1559 religious settlement, the Catholic threat it provoked and the defeat of the Spanish Armada.",
        lesson: {
          title: "The 1559 settlement and the Catholic threat",
          html: p(
            "Elizabeth succeeded in November 1558, and her first Parliament passed the two acts that defined the Church of England. The Act of Supremacy of 1559 made her Supreme Governor rather than Supreme Head of the Church, a title less offensive to those who believed no lay person, and certainly no woman, could head a church. The Act of Uniformity imposed a revised Book of Common Prayer and required attendance at church each Sunday, with a fine of twelve pence for absence. The Uniformity bill passed the House of Lords by only three votes, with every bishop present voting against it. The Thirty-Nine Articles, agreed by Convocation in 1563 and given statutory force in 1571, set out the Church's doctrine.",
            "Historians have argued about how the settlement was made. J. E. Neale claimed that a 'Puritan choir' in the Commons forced a reluctant queen into a more Protestant settlement than she wanted. Norman Jones, in Faith by Statute (1982), showed that the real resistance came from Catholic bishops and peers in the Lords, and that the outcome was close to what Elizabeth intended from the start.",
            "The Catholic threat grew after 1568, when Mary, Queen of Scots fled to England and became a focus for plots. The Northern Rising of 1569 failed; in 1570 Pope Pius V's bull Regnans in Excelsis excommunicated Elizabeth and released her subjects from obedience, which made loyal Catholics appear potential traitors. A series of plots followed: Ridolfi (1571), Throckmorton (1583) and Babington (1586). The Babington letters, intercepted by Sir Francis Walsingham's agents, implicated Mary directly, and she was executed at Fotheringhay on 8 February 1587.",
            "Philip II's Armada sailed in 1588 to escort the Duke of Parma's army from the Netherlands to England. The English fleet harried it up the Channel, fireships broke its formation off Calais, and the battle of Gravelines on 29 July (8 August by the new-style calendar) scattered it; storms off Scotland and Ireland destroyed many of the ships that tried to sail home. For seminar, compare the 'Armada portrait' of Elizabeth with accounts of the campaign, and ask what the victory did and did not settle.",
          ),
        },
      },
    ],
  },
  {
    slug: "first-steps-on-the-sitar",
    discipline: "Sitar playing",
    title: "First Steps on the Sitar",
    description:
      "Hands-on group classes in Hindustani sitar for complete beginners: posture and the mizrab stroke, sargam exercises in Bilawal thaat, keeping time in teentaal, the jhala technique, and a first raga, Yaman. No previous knowledge of Indian music is needed, and instruments can be borrowed for the first term.",
    level: "beginner",
    duration: "twelve weeks (one one-hour group class a week plus daily practice)",
    plantedGap: "jhala technique",
    modules: [
      {
        title: "Holding the sitar and the mizrab",
        description: "The parts of the instrument, a stable seated posture and the two basic right-hand strokes.",
        lesson: {
          title: "Posture, the mizrab and the Da and Ra strokes",
          html: p(
            "The sitar is a long-necked lute. Its body, the tumba, is a dried gourd; the hollow wooden neck, the dand, carries around nineteen or twenty curved metal frets tied on with cord, so that they can be moved to adjust the intervals. Six or seven playing strings run over the main bridge, and beneath the frets lie eleven to thirteen sympathetic strings, the tarab, which are not plucked in ordinary playing but ring in response to the notes played. The sitar's characteristic shimmering tone comes from the bridge itself. Its top is a broad, very gently curved surface of bone or horn, and the string grazes it as it vibrates, adding a rich band of overtones. Shaping this surface is a specialist skill called jawari.",
            "Sit cross-legged on the floor, on a firm cushion if needed. The gourd rests against the sole of the left foot, the right forearm lies across the top of the gourd to hold the instrument steady, and the neck rises at about 45 degrees to the left. The sitar should stay in place when both hands are lifted; if it slides, adjust the posture before doing anything else, because a player who is gripping the instrument cannot develop a relaxed stroke.",
            "The right hand wears the mizrab, a wire plectrum, on the index finger, with its tip projecting a few millimetres beyond the fingertip. The thumb rests on the edge of the neck where it meets the gourd, giving a fixed pivot. There are two basic strokes. Da is the inward stroke, in which the mizrab strikes the main playing string, the baaj tar, moving towards the palm. Ra is the outward stroke, moving away from it. Da is the stronger and is used on the main beats.",
            "The left hand uses mainly the index and middle fingers, pressing the baaj tar just behind a fret with the fingertip. For the first fortnight, practise Da Ra Da Ra on one note at a slow, steady pulse, for ten minutes a day. Listen for an even tone on both strokes and keep the thumb anchored. Short daily practice builds the finger calluses you will need; long, irregular sessions cause sore fingertips and little progress.",
          ),
        },
      },
      {
        title: "Sargam and teentaal",
        description:
          "Naming the notes, practising scale patterns in Bilawal thaat and counting the sixteen-beat cycle.",
        lesson: {
          title: "Alankars in Bilawal and counting the sixteen beats",
          html:
            p(
              "Hindustani musicians name the notes of the scale with the sargam syllables Sa, Re, Ga, Ma, Pa, Dha and Ni, which work like the movable doh of Western solfa: Sa is the tonic, set wherever suits the instrument. Sa and Pa are fixed. Re, Ga, Dha and Ni can be natural (shuddh) or flattened (komal), and Ma can be natural or sharpened (tivra). In the system of ten parent scales, or thaats, devised by V. N. Bhatkhande, Bilawal thaat uses all the natural notes and has the same intervals as the Western major scale, which makes it the usual starting point.",
              "Alankars, also called paltas, are patterned exercises that train the fingers and the ear. The first is a plain ascent and descent of the scale, one Da per note. Then play in groups of three, rising one step each time: Sa Re Ga, Re Ga Ma, Ga Ma Pa, and so on to the upper Sa, with the strokes Da Ra Da. Descend in the same way from the upper Sa. Play every alankar against a drone of Sa and Pa, from a tanpura or a tanpura app, so that you hear each note in relation to the tonic.",
              "Most instrumental compositions for beginners are set in teentaal, a cycle, or tala, of sixteen beats (matras) divided into four sections (vibhags) of four. The first beat, sam, is the point of arrival where phrases resolve. Beats 1, 5 and 13 are marked by a clap; beat 9, the khali or empty section, is marked by a wave of the hand. The basic tabla pattern, the theka, is:",
            ) +
            "<table><tr><th>Vibhag</th><th>Beats</th><th>Theka</th><th>Hand sign</th></tr><tr><td>1</td><td>1-4</td><td>Dha Dhin Dhin Dha</td><td>Clap (sam)</td></tr><tr><td>2</td><td>5-8</td><td>Dha Dhin Dhin Dha</td><td>Clap</td></tr><tr><td>3</td><td>9-12</td><td>Dha Tin Tin Ta</td><td>Wave (khali)</td></tr><tr><td>4</td><td>13-16</td><td>Ta Dhin Dhin Dha</td><td>Clap</td></tr></table>" +
            p(
              "Recite the theka while clapping and waving until you can do it without thinking, then play alankars over a teentaal recording, making sure a phrase lands on sam.",
            ),
        },
      },
      {
        title: "Raga Yaman",
        description: "The rules, characteristic phrases and performance shape of a first raga.",
        lesson: {
          title: "Your first raga: Yaman",
          html: p(
            "A raga is more than a scale. It has a set of notes, rules for how they move in ascent and descent, characteristic phrases, notes that carry more weight than others, and associations of time and mood. Yaman is traditionally the first raga taught to beginners because its notes sit comfortably under the fingers and its phrases are easy to recognise.",
            "Yaman belongs to Kalyan thaat: all notes are natural except Ma, which is always tivra, the sharpened fourth. Its most important note, the vadi, is Ga, and the second most important, the samvadi, is Ni. It is performed in the first part of the night, roughly from sunset until nine o'clock, and its mood is often described as serene and devotional. The ascent, aroha, usually begins from the lower Ni and passes over Sa: Ni Re Ga Ma Dha Ni Sa. The descent, avaroha, uses every note: Sa Ni Dha Pa Ma Ga Re Sa. A phrase often taught as its pakad, the recognisable signature, is Ni Re Ga Re Sa, then Pa Ma Ga Re Sa.",
            "Start by playing the aroha and avaroha slowly over a drone, then the pakad, listening for the bright, slightly unresolved quality of tivra Ma resolving down to Ga. Then learn your first meend, the slide made by pulling the string sideways along the fret. Place the finger on the Ga fret and, after the Da stroke, pull the string towards the edge of the neck until the pitch rises to tivra Ma, then release it back to Ga. Check the target pitch by playing tivra Ma on its own fret first. Meend is what gives the sitar its vocal quality, and Yaman's phrases from Ma to Ga invite it.",
            "A full instrumental performance of a raga moves from the unmetred alap, in which the notes are introduced one by one, through a pulsed section called jor, to one or more compositions, gats, accompanied by tabla. Slow gats are usually in the Masitkhani style and fast ones in the Razakhani style, both normally in teentaal. By the end of the term you will play a short drut gat in Yaman over a tabla loop.",
          ),
        },
      },
    ],
  },
];
