/** One-hundred-and-fifth held-out evaluation courses, beginner level; see ai-courses-heldout105.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT105_A: EvalCourse[] = [
  {
    slug: "coaching-youth-american-football-foundations",
    discipline: "American football coaching",
    title: "Coaching Youth American Football: Foundations",
    description:
      "Volunteer parents and first-time assistant coaches make up most youth football staffs, and this introduction is built for them. It covers the positions and basic rules of the eleven-a-side game, teaching blocking and tackling with the head out of contact, concussion recognition, and planning a practice that keeps every player moving.",
    level: "beginner",
    duration: "six weeks (one evening classroom session and one field session a week)",
    plantedGap: "concussion recognition",
    modules: [
      {
        title: "Positions, Downs and the Line of Scrimmage",
        description: "How an eleven-a-side team is organised and how a drive advances down the field.",
        lesson: {
          title: "Reading the Field: Units, Positions and Downs",
          html: p(
            "A regulation field is 100 yards between the goal lines, with a 10-yard end zone at each end, and 53⅓ yards wide. Each side fields eleven players at a time, organised into three units: the offense, which has the ball; the defense, which tries to stop it; and the special teams that take the field for kicks and punts. At youth level many players will play in two units, so coaches should teach every player a clear stance and alignment for each role before anything else.",
            "The offense has four downs (attempts) to gain ten yards. If it succeeds, it earns a fresh set of four downs; if it fails, possession normally passes to the opponent, which is why teams usually punt on fourth down when far from the end zone. Each play begins at the line of scrimmage, the imaginary line through the forward tip of the ball. The offense must have at least seven players on that line at the snap, and only the players at each end of the line and those in the backfield are eligible to catch a forward pass. Interior linemen, typically numbered 50 to 79, are ineligible receivers.",
            "On offense, the line is formed by the center, who snaps the ball, two guards and two tackles, often with a tight end beside them. Behind or outside them are the quarterback, one or two running backs and the wide receivers. The defense sets a defensive line of tackles and ends, backed by linebackers, with cornerbacks covering receivers and safeties as the last line of defense.",
            "Scoring is simple to teach with a whiteboard: a touchdown is worth six points; the try that follows is worth one point by kick or two by running or passing into the end zone; a field goal is three; and a safety, when the offense is tackled in its own end zone, gives the defense two. The two most common penalties in beginner games are a false start, when an offensive player moves after settling before the snap, and offside, when a defender is across the neutral zone as the ball is snapped. Both cost five yards and both are cured by drilling stance and snap count.",
          ),
        },
      },
      {
        title: "Teaching Contact Safely",
        description:
          "Progressions for tackling and blocking that keep the head out of the collision and build technique before speed.",
        lesson: {
          title: "Shoulder Tackling and Drive Blocking Progressions",
          html: p(
            "Every contact skill starts from the same athletic position: feet roughly shoulder-width apart, knees bent, hips back, back flat, chest up and eyes up. A player who looks at the ground drops the head, and a dropped head turns the crown of the helmet into the point of contact. Leading with the crown of the helmet is illegal under every major rulebook and is the single habit coaches must never allow to form.",
            "The shoulder tackle is taught in stages. First, the breakdown: the tackler approaches under control, shortens the stride and sinks the hips about two yards from the ball-carrier. Second, the fit: near foot steps to the ball-carrier, the near shoulder makes contact on the thigh or hip, and the head slides to the side, behind the ball-carrier's hip, never across the front of the body. Third, the wrap: arms shoot around the thighs and the hands grab cloth. Finally, the finish: the tackler drives the legs and rolls the ball-carrier to the ground. Beginners rehearse fits at walking pace against a partner holding a pad, then tackle rings or tubes, before any live tackling.",
            "Blocking follows the same logic. For a drive block, the lineman takes a short first step of about six inches with the foot on the side of the defender, keeps the pad level low, and punches both hands inside onto the defender's chest plate with thumbs up. The head is up and to the side of the target. The principle every lineman hears is that the low player wins: leverage comes from bent knees and a flat back, not from bending at the waist.",
            "Structure matters as much as technique. Many youth organisations now cap the minutes of full-contact work per week, and good coaches go further by doing most repetitions at thud or form speed, where players make contact but stay on their feet. Pair players of similar size and experience, keep drill lanes short so collisions happen at low speed, and stop any drill the moment technique breaks down.",
          ),
        },
      },
      {
        title: "How Do You Run a Ninety-Minute Practice?",
        description: "Structuring warm-up, individual, group and team periods with fixed timings and high repetition.",
        lesson: {
          title: "Writing and Running a Practice Script",
          html:
            p(
              "The most common failure in youth practices is standing around: one ball, one line of twenty players and one coach talking. A practice script fixes this by dividing the session into timed periods, each with a stated purpose, and posting it where every coach can see it. An assistant keeps time with an air horn or whistle so that periods start and end on schedule, whatever is happening in the drill.",
              "A typical ninety-minute session for players aged ten to thirteen might run as follows:",
            ) +
            "<table><tr><th>Period</th><th>Minutes</th><th>Content</th></tr><tr><td>Dynamic warm-up</td><td>10</td><td>Skips, lunges, carioca, short accelerations</td></tr><tr><td>Individual</td><td>20</td><td>Position groups: stance, footwork, ball security, catching</td></tr><tr><td>Group</td><td>20</td><td>Inside run (line and backs) and passing skeleton (receivers and secondary)</td></tr><tr><td>Team</td><td>25</td><td>Eleven-on-eleven installation of three to five plays at thud speed</td></tr><tr><td>Kicking game</td><td>10</td><td>Punt and kick-off coverage alignments</td></tr><tr><td>Cool-down and talk</td><td>5</td><td>Stretching, notices, one coaching point</td></tr></table>" +
            p(
              "Within each period, aim for lines of no more than four or five players, so that each player gets a repetition every thirty to sixty seconds. Use multiple stations run by different coaches rather than one large drill. In the individual period, for example, quarterbacks and centers can work on the exchange at one station while running backs practise hand-offs and ball security at another.",
              "Schedule water breaks between periods rather than leaving them to chance, and lengthen them in hot weather. Early-season practices should build gradually, starting in helmets only before adding shoulder pads and then full equipment, because players need time to acclimatise to heat and to the weight of the gear. Finish each session by writing down what worked and which skill needs more time, so the next script starts from evidence rather than memory.",
            ),
        },
      },
    ],
  },
  {
    slug: "word-histories-an-introduction-to-etymology",
    discipline: "Etymology",
    title: "Word Histories: An Introduction to Etymology",
    description:
      "Where does a word come from, and how can anyone be sure? Beginning with the Indo-European family tree, the course explains regular sound change, the successive layers of borrowing that built the English vocabulary, folk etymology, and the ways meanings narrow, widen, rise and fall over time.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute class a week)",
    plantedGap: "folk etymology",
    modules: [
      {
        title: "Sound Laws and the Indo-European Family",
        description: "How regular sound correspondences reveal which words are inherited from a common ancestor.",
        lesson: {
          title: "Grimm's Law and the Comparative Method",
          html: p(
            "In 1786 Sir William Jones told the Asiatic Society in Calcutta that Sanskrit, Greek and Latin shared so many roots and grammatical forms that they must have sprung from some common source. That source, now called Proto-Indo-European, was never written down. Linguists reconstruct it with the comparative method: they line up words of similar meaning in related languages and look for sound correspondences that recur again and again, not for one-off resemblances.",
            "The best-known set of correspondences is Grimm's law, described by Rasmus Rask and Jacob Grimm around 1818–1822. It explains how the consonants of the Germanic languages, including English, shifted away from those preserved in Latin, Greek and Sanskrit. The voiceless stops p, t, k became the fricatives f, th, h: compare Latin pater with father, Latin tres with three, and Latin centum with hundred. The voiced stops b, d, g became p, t, k: Latin duo beside two, Latin genu beside knee. And the aspirated stops bh, dh, gh became plain b, d, g: Sanskrit bhrātar beside brother, Greek thyra beside door.",
            "Because the correspondences are regular, they let us separate inherited words from borrowings. English father and paternal both go back to the same Indo-European root, but father has undergone Grimm's law and paternal has not, which shows that paternal entered English later, borrowed from Latin after the shift had finished. Pairs of this kind, such as tooth and dental or heart and cardiac, are a good first exercise for students.",
            "Apparent exceptions became the next discovery. In the 1870s the Danish linguist Karl Verner showed that some Germanic words have b, d, g where Grimm's law predicts f, th, h, and that the difference depends on where the accent fell in the parent language. Verner's law turned an exception into a rule and established the principle on which all serious etymology rests: sound change is regular, and a proposed word history must account for every sound, not just the ones that happen to match.",
          ),
        },
      },
      {
        title: "Layers of the English Vocabulary",
        description: "The Germanic core and the Norse, French, Latin and worldwide borrowings laid over it.",
        lesson: {
          title: "Reading the Strata of English",
          html:
            p(
              "English vocabulary is often compared to a set of geological strata, each laid down by a different period of contact. The oldest layer is the Germanic word-stock of Old English, spoken from the fifth century. It supplies most of the everyday core: pronouns, numbers, family terms, body parts and common verbs such as be, have, go and eat. In running text these short native words still make up a large share of what we read, even though they are a minority of the entries in a large dictionary.",
            ) +
            "<table><tr><th>Layer</th><th>Period</th><th>Examples</th></tr><tr><td>Old English (Germanic)</td><td>c. 450–1100</td><td>house, water, mother, sing</td></tr><tr><td>Old Norse</td><td>c. 850–1100</td><td>sky, skin, egg, take, window, they</td></tr><tr><td>Norman and Central French</td><td>1066–c. 1400</td><td>beef, judge, parliament, castle</td></tr><tr><td>Latin and Greek (learned)</td><td>c. 1500–1700</td><td>educate, encyclopedia, skeleton</td></tr><tr><td>Worldwide contact</td><td>1600 onwards</td><td>shampoo, tycoon, algebra, ketchup</td></tr></table>" +
            p(
              "Norse settlement in the Danelaw left unusually basic words, including the pronouns they, them and their, which replaced Old English forms; window is literally wind-eye. Norse and English were close enough that some pairs survived side by side with different meanings, as with shirt (English) and skirt (Norse), both from the same Germanic root.",
              "After the Norman Conquest, French became the language of law, government and the court. The famous split between farmyard and table, where cow, pig and sheep are English but beef, pork and mutton are French, reflects who raised the animals and who ate them. French also entered English twice, via Norman French and later via Parisian French, producing doublets such as warranty and guarantee or warden and guardian.",
              "During the Renaissance, scholars borrowed heavily from Latin and Greek, and critics mocked the more pompous coinages as inkhorn terms. Later trade and empire brought words from every continent: shampoo from Hindi, tycoon from Japanese, algebra from Arabic. Dating each layer relies on first recorded uses, which is why the Oxford English Dictionary prints dated quotations for every sense.",
            ),
        },
      },
      {
        title: "How Meanings Change",
        description: "Narrowing, widening, pejoration and amelioration, with methods for dating each shift.",
        lesson: {
          title: "Narrowing, Widening, Pejoration and Amelioration",
          html: p(
            "A word's form can survive for a thousand years while its meaning drifts almost beyond recognition. Historical semanticists classify the commonest drifts into four types, and students should be able to name the type and cite the evidence for each example.",
            "Narrowing restricts a word to part of its former range. Old English dēor meant any wild animal; deer now means one family of them. Mete meant food in general, which survives in the phrase meat and drink, before it narrowed to animal flesh. Hund meant dog in general; hound now suggests a hunting dog. Widening works the other way. Old English docga seems to have named a particular kind of dog before dog became the general term, and bird comes from brid, which originally meant a young bird or chick.",
            "Pejoration is a shift towards a worse meaning. Silly comes from Old English sǣlig, meaning blessed or happy; it passed through innocent and simple before reaching foolish. Knave meant a boy or servant, and villain meant a farm labourer on a villa, an estate, before both came to mean a scoundrel. Amelioration is the reverse. Knight comes from cniht, a boy or attendant, and rose with the status of mounted warriors. Nice is a striking case: it comes through French from Latin nescius, ignorant, and in English has meant foolish, shy, precise and finally pleasant.",
            "Two mechanisms drive much of this change. Metaphor transfers a word to a new domain on the basis of resemblance, as when the mouth of a river or the leg of a table is named after the body. Metonymy transfers it on the basis of association, as when the Crown stands for the monarchy. Girl shows that change can be subtler: in Middle English it could mean a child of either sex.",
            "The working method is always the same. Collect dated quotations, arrange them in order, and identify the first citation in which only the new sense fits the context. A claimed change is only as good as the quotations that support it.",
          ),
        },
      },
    ],
  },
  {
    slug: "cabin-crew-safety-and-service-foundations",
    discipline: "Cabin crew operations",
    title: "Cabin Crew Safety and Service: Foundations",
    description:
      "Safety first, service second: the course follows a crew member through a working day, from the pre-flight briefing and equipment checks to arming doors, managing an evacuation and delivering inflight service and first aid. An introduction to dangerous goods completes the initial training package required before line flying.",
    level: "beginner",
    duration: "four weeks full time (classroom, cabin mock-up and pool sessions)",
    plantedGap: "dangerous goods",
    modules: [
      {
        title: "Before Boarding: Briefing, Checks and Doors",
        description: "The crew briefing, pre-flight checks of safety equipment and the operation of door modes.",
        lesson: {
          title: "Pre-flight Duties and Door Modes",
          html:
            p(
              "A crew member's day begins at the briefing, led by the senior cabin crew member, sometimes called the purser or cabin manager. The briefing covers flight time, expected weather and turbulence, the number of passengers and any who need special handling, such as unaccompanied minors or passengers with reduced mobility, and each crew member's working position. Most operators also ask safety questions, for example the location of the nearest fire extinguisher to a given door, and a crew member who cannot answer may be stood down from the flight.",
              "Regulation sets the minimum crew. Under European and United States rules, an aircraft with more than nineteen passenger seats needs at least one cabin crew member for every fifty seats or fraction of fifty, so a 180-seat aircraft requires four, whatever the number actually booked.",
              "On board, each crew member checks the emergency equipment in the assigned area before passengers arrive:",
            ) +
            "<ul><li>portable oxygen bottles: gauge in the green band, mask attached;</li><li>fire extinguishers: correct type, seal intact, pressure indicator in range;</li><li>protective breathing equipment (smoke hood): packaging sealed;</li><li>first aid kit and torch: seals intact, torch indicator working;</li><li>spare life jackets and demonstration equipment present.</li></ul>" +
            p(
              "Any defect is reported to the senior crew member and recorded, because a missing item may mean the aircraft cannot depart until it is replaced. A security check of seat pockets, toilets and galleys follows.",
              "Doors are the crew's most safety-critical responsibility. With the door in disarmed (manual) mode, it opens normally and the escape slide stays packed. In armed (automatic) mode, the slide girt bar is attached to the floor, so opening the door pulls the slide out and it inflates in a few seconds. Doors are armed after boarding and before pushback, on the command “cabin crew, doors to automatic and cross-check”: each crew member arms a door, then checks the opposite door and reports. On arrival, doors are disarmed and cross-checked before any door is opened, since an accidentally deployed slide can injure ground staff.",
            ),
        },
      },
      {
        title: "Evacuation: Commands, Brace Positions and Exits",
        description: "Preparing a cabin for an emergency landing and getting everyone out through usable exits.",
        lesson: {
          title: "The Ninety-Second Standard and How Crews Meet It",
          html: p(
            "Large passenger aircraft are certificated only after a demonstration that a full load of passengers and crew can leave the aircraft in ninety seconds or less, in darkness, using only half the available exits. The standard exists because a cabin fire can become unsurvivable within a few minutes. Crew procedures are designed around that timescale: commands are short, shouted and repeated, and every crew member knows exactly which exits are theirs.",
            "An emergency is either planned, where the flight deck warns the cabin and there is time to prepare, or unplanned, where it happens on take-off or landing without warning. In a planned emergency the crew brief passengers, secure the galleys, remove sharp objects and high-heeled shoes, and choose able-bodied passengers to help at each exit. Shortly before impact, the flight deck gives the brace signal and crew shout “Brace, brace!” or “Heads down, stay down!” Passengers in forward-facing seats place their feet flat on the floor and lean forward with the head against the seat in front or down towards the knees. Crew in rear-facing seats sit upright with the back and head pressed against the seat, hands under the thighs and feet flat.",
            "When the aircraft stops and the command to evacuate is given, each crew member assesses conditions outside before opening the door: fire, smoke, water, debris or a slide blocked by terrain all make an exit unusable. A usable exit is opened and the slide checked for full inflation; an unusable one is blocked with the body and passengers are redirected to another exit with commands such as “No exit, go across!”",
            "At a working exit, the commands are continuous: “Release seat belts, get out! Leave everything! Come this way! Jump and slide!” Passengers stopping to retrieve bags are a serious hazard, because they slow the flow for everyone behind them. On water, the sequence changes: life jackets are put on in the seat but inflated only at the door, because an inflated jacket inside a flooding cabin can trap the wearer against the ceiling. Slides on many aircraft detach to serve as rafts.",
          ),
        },
      },
      {
        title: "Service and Passenger Care in Flight",
        description: "Running a safe cart service and responding to the commonest inflight medical events.",
        lesson: {
          title: "Cart Service, Turbulence and Inflight First Aid",
          html: p(
            "A loaded service cart can weigh close to 100 kg, and carts are a leading cause of injury to crew and passengers. The rules are simple and strictly applied. The brake is set every time the cart stops; a cart is never left unattended in the aisle; and carts are stowed and latched in the galley for taxi, take-off and landing. Hot drinks are poured in the galley or on the cart top, never over a passenger's lap, and are passed to window seats by the crew rather than across other passengers where this can be avoided.",
            "Turbulence interrupts service without warning. When the captain switches on the seat-belt sign, crew check that passengers are seated and belted. If the flight deck reports moderate or severe turbulence, service stops at once: carts are returned to the galley if safe or braked and held where they are, and crew sit in the nearest available seat, even a passenger seat, and fasten a belt. Most turbulence injuries happen to people standing up.",
            "Medical events are more common than most new crew expect. A study of calls from five airlines to a ground-based medical support service, published in the New England Journal of Medicine in 2013, estimated one inflight medical emergency for every 604 flights. Fainting or near-fainting accounted for about 37 per cent of cases, respiratory symptoms for about 12 per cent and nausea or vomiting for about 10 per cent; cardiac arrest was rare, at well under one per cent.",
            "Fainting is usually managed by laying the passenger flat with the legs raised, or reclining the seat if space does not allow, and giving oxygen if the operator's procedures permit. Crew follow a structured approach: check for danger, response, airway and breathing, call for help, and start resuscitation with the on-board defibrillator if the passenger is not breathing normally. The senior crew member informs the captain, who may seek advice from a ground medical service and decide whether to divert. Crew may ask whether a doctor or nurse is on board, but remain responsible for the equipment and for documenting everything that was done.",
          ),
        },
      },
    ],
  },
  {
    slug: "continence-care-for-health-and-social-care-workers",
    discipline: "Continence care",
    title: "Continence Care for Health and Social Care Workers",
    description:
      "Incontinence is common, under-reported and too often accepted as an inevitable part of ageing. Aimed at healthcare assistants and care workers, the programme covers the main types of urinary incontinence, supporting a bladder diary and basic assessment, pelvic floor and bladder training, skin care and pad selection, and catheter care.",
    level: "beginner",
    duration: "five weeks (one three-hour workshop a week)",
    plantedGap: "catheter care",
    modules: [
      {
        title: "Types of Incontinence and Basic Assessment",
        description:
          "Recognising stress, urgency, overflow and functional incontinence and gathering the information a nurse needs.",
        lesson: {
          title: "Stress, Urgency, Overflow and Functional Incontinence",
          html:
            p(
              "Urinary incontinence is any involuntary leakage of urine. Population surveys commonly find that between a quarter and almost a half of adult women report some leakage, and rates rise in older men, yet many people never mention it to a professional because of embarrassment or a belief that nothing can be done. Care workers are often the first to notice, which makes their observations valuable.",
              "Knowing the type matters because treatment differs:",
            ) +
            "<ul><li><strong>Stress incontinence</strong>: leakage on effort, such as coughing, sneezing, laughing or lifting, usually because the pelvic floor and urethral support are weak, for example after childbirth.</li><li><strong>Urgency incontinence</strong>: a sudden, compelling need to pass urine followed by leakage before reaching the toilet, often part of overactive bladder.</li><li><strong>Mixed incontinence</strong>: features of both; common in older women.</li><li><strong>Overflow incontinence</strong>: dribbling from a bladder that does not empty, for instance because an enlarged prostate obstructs the outflow.</li><li><strong>Functional incontinence</strong>: the bladder works, but the person cannot get to or use the toilet in time because of poor mobility, confusion or an unsuitable environment.</li></ul>" +
            p(
              "The most useful assessment tool a care worker can support is the bladder diary. National guidance in England advises keeping one for at least three days, covering both working and leisure days if relevant. For each day it records the time and volume of every void, each leakage episode and what the person was doing, the type and amount of every drink, and any episodes of urgency. Most adults pass urine four to seven times during the day and no more than once at night, with typical volumes of 200 to 400 ml.",
              "The diary often reveals simple, treatable factors: very low fluid intake concentrating the urine, large amounts of caffeinated drinks, or leakage clustering after evening diuretic tablets. A nurse may also test a urine sample and measure the volume left after voiding with a portable bladder scanner; a residual volume above about 100 ml suggests the bladder is not emptying fully. Dipstick tests are not a reliable way to diagnose urine infection in people over 65, so care workers should report symptoms rather than rely on a dipstick result.",
            ),
        },
      },
      {
        title: "Pelvic Floor Muscle Training and Bladder Training",
        description: "Supporting the first-line conservative treatments for stress and urgency incontinence.",
        lesson: {
          title: "Helping People Practise Pelvic Floor Exercises and Retrain the Bladder",
          html: p(
            "For stress or mixed incontinence in women, national guidance recommends a trial of supervised pelvic floor muscle training lasting at least three months as first-line treatment. The programme usually includes at least eight contractions performed three times a day. A specialist nurse or physiotherapist confirms by examination that the person is contracting the right muscles, because many people at first push down or tighten their buttocks, thighs or abdomen instead.",
            "The instruction care workers reinforce is to squeeze and lift, as if stopping passing wind and holding in urine at the same time, while breathing normally. Exercises combine slow holds, building gradually towards ten seconds each with a rest between, and quick flicks of a second each, which train the fast response needed when someone coughs or sneezes. Tightening the pelvic floor just before a cough, sometimes called the knack, can reduce leakage straight away. People should not practise by repeatedly stopping their urine stream, as this can interfere with normal bladder emptying.",
            "Bladder training is the first-line treatment for urgency or mixed incontinence and lasts at least six weeks. Using the bladder diary as a baseline, the person is asked to resist the urge and to lengthen the interval between voids step by step, for example by fifteen minutes at a time, until they can manage three to four hours. Urge suppression techniques help them ride out each urge: stop and stand still or sit down, do several quick pelvic floor squeezes, take slow breaths and distract the mind, and walk calmly to the toilet once the urge has faded.",
            "Lifestyle advice supports both approaches. A trial of reducing caffeine is recommended for people with overactive bladder symptoms, and weight loss is advised for people with a body mass index over 30. Fluids should not be cut back severely; around six to eight drinks a day is a reasonable aim unless a clinician advises otherwise. For people with dementia who cannot undertake training, prompted toileting at regular intervals, with praise for success, is the evidence-based alternative.",
          ),
        },
      },
      {
        title: "Protecting Skin and Choosing Containment Products",
        description: "Preventing incontinence-associated dermatitis and using pads correctly and with dignity.",
        lesson: {
          title: "Incontinence-Associated Dermatitis and Pad Selection",
          html: p(
            "Prolonged contact with urine or faeces damages the skin. Water softens the outer layer; urea in urine is broken down to ammonia, which raises skin pH; and digestive enzymes in faeces attack the skin directly. The result, incontinence-associated dermatitis (IAD), is red, inflamed and sometimes weeping or broken skin in the perineum, buttocks, groins and inner thighs. It is painful, increases the risk of infection and makes pressure damage more likely.",
            "Care workers need to tell IAD apart from a pressure ulcer, because the management differs. IAD is diffuse and superficial, with blurred, irregular edges, and follows the area in contact with urine or faeces. A pressure ulcer is usually over a bony prominence such as the sacrum or heels, has more distinct edges and may involve deeper tissue. Any broken skin should be reported and documented.",
            "Prevention follows a structured routine of cleansing, protecting and, where needed, restoring the skin. Cleanse gently after each episode with a pH-balanced skin cleanser or foam rather than soap and water, because ordinary soap is alkaline and strips the skin's protective lipids. Pat the skin dry rather than rubbing. Then apply a barrier product, such as a dimethicone cream, a zinc-based ointment or a film-forming barrier spray, in a thin layer as directed.",
            "Pads and pants are a way of managing leakage, not a treatment, and should be used alongside assessment and treatment, or when these have not fully worked. Absorbency ratings are based on laboratory tests of total absorption capacity, so the product should match the volume recorded in the diary rather than being the largest available. The pad is folded lengthwise to form a cup or gutter before fitting, pulled up snugly against the body, and changed according to the wetness indicator and the person's needs. Two pads should never be layered together: this reduces absorbency, traps moisture against the skin and is a common cause of IAD. Throughout, changes are carried out with privacy, explanation and the person's own preferences respected.",
          ),
        },
      },
    ],
  },
  {
    slug: "engineering-drawing-fundamentals",
    discipline: "Engineering drawing",
    title: "Engineering Drawing Fundamentals",
    description:
      "Orthographic projection, dimensioning, sectional views and isometric sketching: the core skills for reading and producing workshop drawings to BS 8888 and the ISO standards it calls up. Intended for first-year engineering and technician students, with a graded drawing exercise every week.",
    level: "beginner",
    duration: "ten weeks (one three-hour studio a week)",
    plantedGap: "isometric sketching",
    modules: [
      {
        title: "First- and Third-Angle Projection",
        description: "Arranging principal views and using line types so that a drawing can be read without ambiguity.",
        lesson: {
          title: "Principal Views, Projection Methods and Line Types",
          html:
            p(
              "An orthographic drawing represents a three-dimensional part by a set of two-dimensional views, each looking straight at one face so that edges parallel to that face appear at true length. The usual set is a front view, chosen to show the most characteristic shape of the part, a plan (the view from above) and one or more end views. Choose the front view so that it shows the fewest hidden edges and the part in its natural working or machining orientation.",
              "Two conventions govern where the views are placed. In first-angle projection, traditional in Britain and continental Europe, each view is placed on the far side of the front view from the direction it was viewed from: the plan goes below the front view, and the view from the left goes on the right. In third-angle projection, standard in North America and widely used in the UK, each view is placed on the same side it was viewed from: the plan goes above the front view, and the view from the right goes on the right. Both are permitted by BS 8888, but a drawing must use one method throughout and state which by the truncated-cone projection symbol in the title block. Misreading the convention produces a mirror-image part, one of the costliest errors in manufacturing.",
              "Line types carry meaning, and ISO 128 defines them:",
            ) +
            "<table><tr><th>Line</th><th>Use</th></tr><tr><td>Continuous wide</td><td>Visible edges and outlines</td></tr><tr><td>Continuous narrow</td><td>Dimension lines, projection lines, leaders, hatching</td></tr><tr><td>Dashed narrow</td><td>Hidden edges</td></tr><tr><td>Long-dash dotted narrow</td><td>Centre lines and axes of symmetry</td></tr><tr><td>Long-dash dotted, wide at ends and changes of direction</td><td>Cutting planes</td></tr></table>" +
            p(
              "Wide lines are twice the width of narrow ones; a common pairing is 0.7 mm and 0.35 mm, from the standard series 0.25, 0.35, 0.5, 0.7 and 1 mm. Hidden detail should be shown only where it is needed to understand the part, since a view crowded with dashed lines is harder to read than an extra view or a section. Every hole and cylindrical feature gets centre lines, which extend a short distance beyond the outline.",
            ),
        },
      },
      {
        title: "Dimensioning a Part for Manufacture",
        description: "Placing dimensions so that every feature is defined once, clearly and from sensible datums.",
        lesson: {
          title: "Dimensioning Rules and Methods",
          html: p(
            "A drawing is a contract between the designer and the workshop: every feature must be fully defined, and defined only once. Linear dimensions are given in millimetres, and the unit is stated once in the title block rather than after each number. Dimensions are placed outside the outline wherever possible, in the view where the feature's shape is most clearly seen, and never taken to hidden lines.",
            "The elements of a dimension are standardised. Projection lines are narrow continuous lines that start with a small visible gap from the outline and extend about 2 mm beyond the dimension line. The dimension line itself is narrow, terminated by filled arrowheads touching the projection lines, and spaced at least about 10 mm from the outline and about 7 mm from the next parallel dimension, with shorter dimensions placed nearer the part so that lines do not cross. Text sits above and at the middle of the dimension line and, in the aligned system, reads from the bottom or the right-hand side of the sheet.",
            "Symbols save words. A diameter is shown with Ø before the value, a radius with R, and a square section with a small square symbol. Repeated features are dimensioned once with a count, for example 4 × Ø8. A hole whose depth matters is given with its depth, and a counterbore with its diameter and depth. Any dimension given only for information, which could be worked out from others, is shown in brackets as an auxiliary dimension and is not inspected.",
            "How dimensions are arranged affects the finished part. In chain dimensioning, each feature is located from the previous one; it is compact, but the permitted variation on each link adds up, so the last hole in a row of six may be far from where the designer intended. In parallel dimensioning, every feature is located from a common datum, usually a machined face or the centre line of a bore, so errors do not accumulate. Running dimensioning is a space-saving form of parallel dimensioning with a single line and values measured from the origin. Choose datums that match how the part will be located in the machine and how it will be inspected.",
            "A final check should confirm that no dimension is missing, none is duplicated, and none has to be scaled from the drawing.",
          ),
        },
      },
      {
        title: "Sectional Views",
        description: "Cutting planes, hatching conventions and the parts that are never sectioned.",
        lesson: {
          title: "Cutting Planes, Hatching and Sectioning Conventions",
          html: p(
            "When a part has complex internal features, hidden lines quickly become unreadable. A sectional view solves this by imagining the part cut along a plane and the nearer piece removed, so internal features appear as visible outlines. The cutting plane is shown on an adjacent view with a long-dash dotted line, thickened at the ends and at changes of direction, with arrows showing the direction of viewing and capital letters identifying it. The section itself is labelled to match, for example SECTION A-A.",
            "Several types of section are used. A full section cuts right through the part on one plane. A half section, suited to symmetrical parts, shows one half in section and the other as an exterior view, divided by a centre line. An offset section uses a stepped cutting plane to pass through features that do not lie in one line, such as holes at different positions; the steps are not shown in the section. A revolved section shows the cross-section of a bar, spoke or rib rotated into the plane of the view, while a removed section shows it drawn elsewhere on the sheet. A local or broken-out section exposes a small internal detail within an otherwise exterior view, bounded by a freehand narrow line.",
            "Cut surfaces are hatched with narrow continuous lines, normally at 45 degrees and evenly spaced, with spacing proportional to the size of the area. Adjacent parts in an assembly are hatched in different directions or at different spacings so that each can be distinguished, while the same part is hatched identically in every section in which it appears. Hidden lines are normally omitted from a sectional view.",
            "Some features are not hatched even when the cutting plane passes along them lengthwise, because sectioning them would mislead rather than inform. These include shafts, bolts, nuts, screws, pins, keys, rivets and washers, as well as ribs, webs and the spokes of wheels. A rib cut lengthwise and hatched would make a light, ribbed casting look like a solid block, so the rib is drawn in outline and the surrounding material hatched. Cut across their length, however, these features are sectioned normally.",
          ),
        },
      },
    ],
  },
];
