/** Forty-seventh held-out evaluation courses, intermediate level (butchery to urushi lacquerware); see ai-courses-heldout47.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT47_B: EvalCourse[] = [
  {
    slug: "beef-carcass-breaking-and-seam-cutting",
    discipline: "Butchery",
    title: "Beef Carcass Breaking and Seam Cutting",
    description:
      "Taught in a working cutting room, this level 3 unit takes learners who already handle a boning knife safely through the primal cuts of the beef hindquarter, seam butchery along muscle boundaries, dry-ageing, and the temperature and hygiene rules for cutting plants.",
    level: "intermediate",
    duration: "twelve weeks, one day a week",
    plantedGap: "dry-ageing",
    modules: [
      {
        title: "The Hindquarter and Its Primals",
        description:
          "A beef hindquarter is broken into a handful of primal cuts, each with its own muscles and its own market.",
        lesson: {
          title: "Breaking a hindquarter",
          html:
            p(
              "A beef carcass is split down the spine into two sides, and each side is divided into a forequarter and a hindquarter, usually between the tenth and eleventh ribs in British practice (the 'pistola' hindquarter used in some markets keeps the flank with the forequarter instead). The hindquarter carries the most valuable meat, because its muscles support the animal's weight rather than moving it constantly, so they are more tender. In a typical steer the hindquarter makes up a little under half of the carcass weight but well over half of its value.",
              "British butchers break the hindquarter into the following primals, each of which is then boned and trimmed into retail cuts:",
            ) +
            "<table><tr><th>Primal</th><th>Main muscles</th><th>Typical retail cuts</th></tr><tr><td>Sirloin (striploin)</td><td>Longissimus dorsi</td><td>Sirloin steaks, roasting joints</td></tr><tr><td>Fillet</td><td>Psoas major</td><td>Fillet steak, chateaubriand</td></tr><tr><td>Rump</td><td>Gluteus medius, biceps femoris (part)</td><td>Rump steak, picanha (rump cap)</td></tr><tr><td>Topside</td><td>Semimembranosus</td><td>Roasting joints, minute steaks</td></tr><tr><td>Silverside</td><td>Biceps femoris</td><td>Salt beef, braising joints</td></tr><tr><td>Thick flank (knuckle)</td><td>Quadriceps group</td><td>Stir-fry strips, braising steaks</td></tr><tr><td>Shin</td><td>Lower leg muscles</td><td>Stewing beef</td></tr></table>" +
            p(
              "The usual order of work is to remove the thin flank first, then lift out the fillet, whose head lies inside the pelvis and whose tail runs under the lumbar vertebrae. The fillet is the least-worked muscle and the most easily damaged, so it is removed early and handled gently. The loin is then separated from the leg by a cut through the hip joint, which gives the sirloin and rump, and the leg is opened to separate topside, silverside, thick flank and shin.",
              "Yield is the measure of a cutter's skill. Trim too much fat and saleable meat is lost; trim too little and customers pay for waste. A trainee should weigh the primals and trim from every hindquarter they break and compare the saleable yield with the site's target, which for a well-finished hindquarter is typically in the region of 70 per cent.",
            ),
        },
      },
      {
        title: "Seam Butchery",
        description:
          "Following the natural membranes between muscles, rather than cutting across them, gives more even, more tender and more valuable cuts.",
        lesson: {
          title: "Separating muscles along their seams",
          html: p(
            "In traditional British cutting, a primal is sliced across into steaks or joints with a saw and knife, so that each piece contains parts of several muscles running in different directions and separated by connective tissue. Seam butchery, long practised in continental Europe and now widely taught in Britain, works differently. The butcher follows the thin sheets of connective tissue, the fascia or 'seams', that separate one muscle from the next, and lifts out each muscle whole. Each muscle can then be trimmed of its own silverskin and cut according to its own tenderness and grain.",
            "The benefits are measurable. Individual muscles within a primal differ greatly in tenderness. In the topside, for example, the large semimembranosus is lean and fairly tough, but the smaller adductor muscle alongside it is more tender and makes acceptable quick-cook steaks if it is separated. In the chuck and blade of the forequarter, seaming out the infraspinatus gives the flat iron steak, which in tenderness tests ranks close to the fillet but sells for a fraction of the price once the tough central sinew is removed. Seaming therefore raises the value of cheaper primals, which matters because they account for most of the carcass weight.",
            "The technique relies on the knife as a guide rather than a cutter. The butcher opens a seam with the tip, then pulls the muscles apart with the free hand, using short strokes only where the connective tissue resists. Cutting into a muscle leaves a ragged surface and loses yield, so the aim is to find the natural line and let it open. Once a muscle is free, the butcher removes the silverskin by sliding the blade between membrane and meat with the edge angled slightly upward.",
            "Finally, the grain decides the cut. Steaks should be cut across the muscle fibres so that the eater's teeth separate short fibres, and knowing the fibre direction of each seamed muscle is the skill that turns a primal into good steaks.",
          ),
        },
      },
      {
        title: "Temperature Control and Cutting-Room Hygiene",
        description: "The law and the microbiology of keeping meat safe while it is being cut are set out here.",
        lesson: {
          title: "Cold chain, cross-contamination and HACCP",
          html:
            p(
              "Meat is an ideal medium for bacteria: it is moist, rich in nutrients and close to neutral pH. The pathogens of concern in beef include <i>Escherichia coli</i> O157, <i>Salmonella</i> and <i>Listeria monocytogenes</i>, along with spoilage organisms that shorten shelf life. The surface of a carcass is contaminated during slaughter and dressing, while the deep muscle is normally close to sterile. Cutting moves surface bacteria onto fresh cut faces, which is why the cutting room is where hygiene matters most.",
              "In the United Kingdom and the European Union, the hygiene rules for cutting plants are set by Regulation (EC) No 853/2004, which lays down specific requirements for food of animal origin. Among them:",
            ) +
            "<ul><li>Carcass meat must be chilled to an internal temperature of no more than 7 °C, and offal to no more than 3 °C, before it is cut, except where the regulation allows hot boning under controlled conditions.</li><li>During cutting and boning, the room temperature must not exceed 12 °C, or the meat must be brought into the room progressively as needed so that it stays at or below 7 °C.</li><li>Knives must be sterilised in water of at least 82 °C, or by an equivalent system.</li></ul>" +
            p(
              "These legal requirements sit within a food safety management system based on HACCP (Hazard Analysis and Critical Control Points), which Regulation (EC) No 852/2004 requires every food business to operate. In a cutting room, the critical control points are typically the temperature of incoming meat, the room temperature and the temperature of meat leaving for dispatch. Each has a critical limit, a monitoring procedure, such as a probe reading recorded every two hours, and a corrective action if the limit is breached.",
              "Cross-contamination is controlled by separating raw and ready-to-eat products completely, by colour-coding equipment, and by cleaning and sanitising boards between species. Personal hygiene completes the picture: clean protective clothing, hand washing on entering the room, and a chain-mail glove and apron that are themselves cleaned at each break.",
            ),
        },
      },
    ],
  },
  {
    slug: "doula-continuous-labour-support",
    discipline: "Doula practice",
    title: "Continuous Labour Support: Evidence and Practice for Doulas",
    description:
      "Continuing education for practising birth doulas, organised around the research evidence for continuous labour support, upright positions and comfort in the first stage, supporting birth partners, and the boundaries of a doula's non-clinical role.",
    level: "intermediate",
    duration: "six online sessions (2 hours) with reading",
    plantedGap: "birth partners",
    modules: [
      {
        title: "What the Evidence Says About Continuous Support",
        description: "Read the trials behind the claims, and learn what you can and cannot honestly tell clients.",
        lesson: {
          title: "The Cochrane review and its limits",
          html: p(
            "The strongest evidence about continuous support in labour comes from a Cochrane systematic review first published by Ellen Hodnett and colleagues and most recently updated by Meghan Bohren and colleagues in 2017. The 2017 update pooled 26 randomised trials from 17 countries, involving more than 15,000 women. In each trial, women in labour were randomly assigned either to continuous one-to-one support, from a doula, a hospital staff member, a relative or a friend, or to usual care.",
            "Women who received continuous support were more likely to have a spontaneous vaginal birth and less likely to have an intrapartum analgesic, a caesarean birth, an instrumental vaginal birth or a baby with a low five-minute Apgar score. Their labours were, on average, about 40 minutes shorter, and they were less likely to report negative feelings about the birth. The relative reduction in caesarean birth was about 25 per cent overall. No harms of continuous support were identified.",
            "The review's subgroup analyses matter for doulas in particular. The benefits appeared largest when the support person was neither a member of the hospital staff nor part of the woman's own social network, which is the doula's position, and in settings where epidural analgesia was not routinely available. Where the support came from hospital staff, who have divided loyalties and other duties, effects were smaller.",
            "Honest practice means presenting the evidence accurately. The trials compared continuous support with usual care, not doulas with no doula in every case, and the quality of evidence for several outcomes was rated low or moderate because the trials could not be blinded. A reduction in risk is an average across many women and cannot promise any individual a particular birth. A doula who tells a client that hiring her will prevent a caesarean overstates the evidence; a doula who says that continuous support is associated with fewer interventions and more positive experiences, on good evidence, does not.",
          ),
        },
      },
      {
        title: "Positions and Comfort in the First Stage",
        description:
          "Upright and mobile positions, touch, water and breathing are the doula's main practical tools during labour.",
        lesson: {
          title: "Working with gravity, movement and touch",
          html:
            p(
              "The first stage of labour lasts from the onset of regular contractions that dilate the cervix until the cervix is fully dilated at about 10 cm. It is conventionally divided into a latent phase, with slower change up to about 4 cm (5 cm in the World Health Organization's 2018 intrapartum guidance), and an active phase, with faster, more regular dilatation. Much of a doula's practical work takes place during these hours.",
              "A Cochrane review by Annemarie Lawrence and colleagues (2013) found that women who were upright or mobile in the first stage had a first stage about one hour and twenty minutes shorter than those who were recumbent, and were less likely to have a caesarean or an epidural. Upright positions use gravity, align the baby with the pelvis and allow the pelvis to change shape. Doulas therefore encourage a woman to find positions she finds comfortable and to change them, for example:",
            ) +
            "<ul><li>walking, or swaying while leaning on a partner or the bed;</li><li>sitting on a birth ball and rocking the pelvis;</li><li>kneeling and leaning forward over a ball or the raised head of the bed, which can ease back pain when the baby is in an occiput posterior position;</li><li>side-lying with a peanut ball between the knees, for a woman who needs to rest or has an epidural.</li></ul>" +
            p(
              "Touch is the other main tool. Counter-pressure, firm steady pressure with the heel of the hand on the sacrum during a contraction, helps many women with back pain, and a double hip squeeze, pressing the sides of the pelvis inward, does the same for others. Light stroking, warm compresses and immersion in warm water, which the UK's NICE guideline on intrapartum care recommends offering for pain relief, are further options.",
              "Finally, the doula helps with rhythm: slow breathing, a word or sound repeated through each contraction, and rest between them. She watches for what the woman finds helpful and drops what she does not.",
            ),
        },
      },
      {
        title: "Scope of Practice and Working with Midwives",
        description:
          "A doula's value depends on staying within a clearly non-clinical role and on good relations with the maternity team.",
        lesson: {
          title: "Where the doula's role ends",
          html: p(
            "A doula provides continuous emotional, physical and informational support; she does not provide clinical care. In the United Kingdom this line has legal force: under Article 45 of the Nursing and Midwifery Order 2001, it is an offence for anyone other than a registered midwife or a registered medical practitioner, or a person in training to become one, to attend a woman in childbirth except in an emergency or under their direction. A doula therefore attends alongside a midwife, never in place of one. Doula UK's code of conduct, and equivalent codes from DONA International in North America, make the same distinction in professional terms.",
            "In practice the boundary rules out a set of tasks that a client or partner may assume a doula can do. A doula does not perform vaginal examinations, monitor the fetal heart, take blood pressure, give clinical advice about medication or intervention, or decide when to go to hospital on clinical grounds. She can, however, help a woman understand the options she has been offered, help her prepare questions for the midwife or obstetrician, and remind her of her own preferences. The woman makes decisions; the doula supports her in making them and does not speak for her unless asked.",
            "The relationship with midwives is often what decides whether a doula helps or hinders. Midwives report that doulas are most valuable when they introduce themselves on arrival, explain their role briefly, pass on relevant information from the birth plan, and step aside when clinical care is given. Problems arise when a doula contradicts clinical advice in front of the woman, which can increase her anxiety and damage trust between woman and staff. If a doula has a concern about care, the appropriate route is to encourage the woman to ask questions herself, or to raise it calmly and privately, and afterwards, if needed, through the trust's complaints process or the Patient Advice and Liaison Service.",
          ),
        },
      },
    ],
  },
  {
    slug: "gregorian-chant-reading-and-modes",
    discipline: "Plainchant",
    title: "Gregorian Chant: Notation, Modes and Rhythm",
    description:
      "Singers with some music reading move on to the square notation of the Solesmes chant books, the eight church modes, the psalm tones used for the Office, and the rhythmic interpretation of chant from the earliest neumed manuscripts.",
    level: "intermediate",
    duration: "one term (weekly two-hour seminar and schola rehearsal)",
    plantedGap: "psalm tones",
    modules: [
      {
        title: "Reading Square Notation",
        description:
          "The Liber Usualis and the Graduale Romanum use a four-line staff and neume shapes that every chant singer must read fluently.",
        lesson: {
          title: "Clefs, neumes and the four-line staff",
          html:
            p(
              "The chant books prepared by the monks of the Abbey of Solesmes, and adopted for the Roman rite in the early twentieth century, print Gregorian chant in square notation on a staff of four lines rather than five. Four lines are enough because most chants have a range of about an octave or a little more. The notation gives relative pitch only: there is no fixed key, and the cantor chooses a comfortable starting pitch for the choir.",
              "Two clefs are used, and each can be placed on any line. The C clef, shaped like a squared bracket, marks the line on which do (C) sits; the F clef, which has an extra tail, marks fa (F). Singers therefore read chant by solmisation relative to the clef, not by absolute note names. The only accidental is the flat, applied to ti (B), which lowers it to B flat; its force normally lasts until the end of the word or the next vertical division line.",
              "The notes are grouped into neumes, each of which is sung on one syllable. The common ones are:",
            ) +
            "<table><tr><th>Neume</th><th>Notes</th><th>Shape</th></tr><tr><td>Punctum</td><td>1</td><td>A single square note</td></tr><tr><td>Podatus (pes)</td><td>2, rising</td><td>Two notes stacked, lower sung first</td></tr><tr><td>Clivis</td><td>2, falling</td><td>Higher note, then lower, joined</td></tr><tr><td>Torculus</td><td>3, low-high-low</td><td>Three notes, middle highest</td></tr><tr><td>Porrectus</td><td>3, high-low-high</td><td>A diagonal stroke followed by a note</td></tr><tr><td>Scandicus and climacus</td><td>3 or more</td><td>Rising, or falling in diamond-shaped notes</td></tr></table>" +
            p(
              "Vertical bars divide the chant into phrases. A quarter bar marks a small division, a half bar a larger one, a full bar the end of a phrase, and a double bar the end of a piece or a change between choir and soloist. A small note at the end of each line, the custos, shows the first pitch of the next line. Reading fluently means recognising neumes as shapes, the way a reader recognises whole words, rather than counting each note.",
            ),
        },
      },
      {
        title: "The Eight Modes",
        description:
          "Medieval theory sorted chants into eight modes by their final and their range; this module teaches you to identify them.",
        lesson: {
          title: "Final, range and reciting note",
          html: p(
            "From the ninth century, Western theorists classified chants into eight modes, adapting a Byzantine system of eight <i>echoi</i>. The classification was practical: a singer who knew the mode of an antiphon could choose the right formula to sing with it and could hear where the melody would come to rest. Each mode is defined by three features: its final, the note on which the chant ends; its ambitus, or range; and its dominant or reciting note, a prominent pitch around which much of the melody circles.",
            "There are four finals: D, E, F and G, called <i>protus</i>, <i>deuterus</i>, <i>tritus</i> and <i>tetrardus</i>. Each final gives two modes. In the authentic modes (1, 3, 5 and 7) the range runs roughly an octave upward from the final. In the plagal modes (2, 4, 6 and 8) the range lies around the final, from about a fourth below to a fifth above. So modes 1 and 2 both end on D, but a mode 1 chant rises toward the D above, while a mode 2 chant moves around the final and dips below it.",
            "The reciting notes follow a general rule: in authentic modes the reciting note is a fifth above the final, and in plagal modes it usually lies a third below that fifth, with adjustments. Because B was an unstable note, liable to be flattened, reciting notes that would fall on B were raised to C, and mode 4 recites on A rather than G. Thus mode 1 (final D) recites on A, mode 2 on F, mode 3 (final E) on C rather than B, mode 4 on A, mode 5 (final F) on C, mode 6 on A, mode 7 (final G) on D, and mode 8 on C rather than B.",
            "To identify a mode in practice, look first at the last note, which gives the pair, and then at the range of the melody, which tells authentic from plagal. The chant books print the mode number at the start of each piece, so students can check their answer. The Introit <i>Puer natus est</i> for Christmas Day, for example, ends on G and rises to the octave above: it is in mode 7.",
          ),
        },
      },
      {
        title: "Rhythm and the Early Neumes",
        description:
          "What do the tenth-century manuscripts of St Gall and Laon tell us about how chant moved, and how does that change the way a schola sings?",
        lesson: {
          title: "From the Solesmes method to Gregorian semiology",
          html: p(
            "Square notation shows pitch clearly but says almost nothing about rhythm. The earliest chant manuscripts are the other way round. Tenth-century sources such as the St Gall Cantatorium (St Gallen, Stiftsbibliothek, Cod. Sang. 359) and Laon, Bibliothèque municipale, MS 239 write neumes above the text without a staff, so they do not fix pitches, but their shapes, added letters and small strokes give detailed information about duration, emphasis and articulation.",
            "In the early twentieth century, the Solesmes monk André Mocquereau developed a rhythmic system that became the standard way of singing chant for several generations. It treated the basic note as a single, equal pulse and grouped notes into twos and threes, marked in the Solesmes editions with added signs: the horizontal episema, which lengthened a note slightly; the dot, which doubled it; and the vertical episema, which marked the 'ictus', the start of each rhythmic group. The result was smooth, flowing and even.",
            "From the 1950s, another Solesmes monk, Eugène Cardine, studied the early neumes systematically and founded what he called Gregorian semiology. He showed that the St Gall and Laon scribes distinguished, with great consistency, between light notes and notes of greater weight or length, and that these distinctions followed the words. A neume written in a broken or separated form, or with the letter <i>t</i> (<i>tenete</i>, 'hold') or <i>c</i> (<i>celeriter</i>, 'quickly') beside it, indicated a specific nuance. The note values were not equal pulses but followed the natural accent and meaning of the Latin text.",
            "The <i>Graduale Triplex</i> of 1979 prints the St Gall and Laon neumes above and below the square notation, so singers can read all three together. A schola working in this way prepares a chant by first reading the text aloud for its sense and accents, then studying where the early scribes lengthened or lightened notes, and only then singing it.",
          ),
        },
      },
    ],
  },
  {
    slug: "foil-coaching-lesson-and-right-of-way",
    discipline: "Fencing coaching",
    title: "Coaching Foil: Right of Way, Footwork and the Individual Lesson",
    description:
      "Within the level 2 coaching award, this unit prepares club coaches to teach foil to competitive fencers through right of way as the FIE rules define it, footwork and the control of distance, the structure of the individual lesson, and periodisation of a competitive season.",
    level: "intermediate",
    duration: "four weekends plus a logbook of 20 coached lessons",
    plantedGap: "periodisation",
    modules: [
      {
        title: "Right of Way in Foil",
        description:
          "A coach who cannot explain how a referee awards a touch cannot teach tactics; this module works through the conventions.",
        lesson: {
          title: "Attack, parry, riposte: the conventions of foil",
          html:
            p(
              "Foil and sabre are conventional weapons: when both fencers are hit at nearly the same moment, the electronic scoring box lights for both, and the referee decides which touch scores by applying the rules of priority, usually called right of way, set out in the FIE's <i>Technical Rules</i>. Épée has no such conventions; there, whoever hits first scores, and a double hit scores for both.",
              "The starting point is the attack, which the rules define as the initial offensive action made by extending the arm and continuously threatening the opponent's target. An attack that is correctly executed has priority. The defender can take priority away by parrying the blade, after which the defender's riposte has right of way, and the original attacker must parry in turn before any counter-riposte can score. The sequence of priority can be summarised:",
            ) +
            "<ul><li>An attack has priority over a counter-attack made into it, unless the counter-attack lands a clear period of fencing time before the attack's final movement.</li><li>A successful parry transfers priority to the defender's riposte.</li><li>An attack that misses or is parried loses priority; the opponent's immediate riposte then scores.</li><li>A fencer who holds a point in line, arm straight and point threatening the target, before the opponent begins an attack, has priority unless the attacker first deflects the blade.</li></ul>" +
            p(
              "The phrase 'fencing time' matters. It is the time needed to perform one simple fencing action, and a stop hit, a counter-attack into an attack, scores only if it arrives at least one fencing time before the attacker's final action begins. In foil the valid target is the torso, including the groin and the back but not the arms, head or legs; a hit off target stops the phrase and no touch is awarded, even if the other fencer hits afterwards.",
              "For coaches, the practical point is that tactical advice must fit the referee's reading. A fencer who prepares slowly with a bent arm, for instance, is not attacking in the eyes of the referee, and a well-timed attack into that preparation will score.",
            ),
        },
      },
      {
        title: "Footwork and Distance",
        description:
          "Most touches are won or lost with the feet, and here you will learn to build footwork drills that teach distance rather than just movement.",
        lesson: {
          title: "Controlling the distance",
          html: p(
            "Fencing distance is the space between two fencers, and it is usually described in three bands. At lunging distance, a fencer can reach the opponent's target with a single lunge. At advance-lunge distance, a step forward is needed first. Outside that is out of distance, where neither can hit without a longer preparation such as a flèche or several steps. The central tactical problem of fencing is to enter one's own hitting distance at the moment the opponent is not ready, and to deny the same to the opponent, so coaches teach footwork as a means of controlling distance rather than as a set of movements to be performed well for their own sake.",
            "The basic footwork set is the on-guard position, the advance, the retreat, the lunge with its recovery, and the jump forward and back. In the on-guard position, the feet are at right angles, about one and a half foot-lengths apart, with the knees bent over the toes and the weight evenly distributed. In the advance the front foot moves first, heel leading; in the retreat the back foot moves first. The lunge is driven by the extension of the back leg, with the front foot landing heel first and the front knee over, not beyond, the ankle.",
            "Drills must add an opponent or a signal. In a follow-the-leader drill, one fencer moves freely and the other keeps the same distance, and the coach stops the pair from time to time to check it. In a mirror drill, the leader moves and raises a hand as a target; the follower must lunge the moment the leader makes a step that brings the distance within range. Changes of rhythm, a short step followed by a long one, or a pause followed by a sudden attack, are introduced later.",
            "Coaches should watch the back foot. When the back heel lifts during the on-guard, the fencer is leaning forward, the weight is on the front leg and the retreat will be slow.",
          ),
        },
      },
      {
        title: "The Individual Lesson",
        description:
          "Coach and pupil work together, blade to blade, in a lesson with a warm-up, a main theme and a competitive finish.",
        lesson: {
          title: "Structuring a twenty-minute lesson",
          html: p(
            "The individual lesson, in which a coach works alone with one fencer, is the central teaching method in fencing, and the coach, who is armed and usually masked, acts as a controlled opponent. A typical lesson for a competitive foilist lasts fifteen to twenty-five minutes and falls into three parts.",
            "The lesson opens with a warm-up of about five minutes, made of familiar actions the pupil can perform well: simple attacks, parries and ripostes. Its purpose is to settle the pupil's distance and timing with the coach's, and to let the coach check the pupil's mood and physical state before anything new is asked.",
            "The main part, of about ten to fifteen minutes, develops one theme. Suppose the theme is the parry of quarte and riposte. The coach first presents the action in a fixed form, with the coach attacking and the pupil parrying and riposting on a known signal. The coach then adds choice, for example attacking either high or low so that the pupil must choose between quarte and octave, and then adds variation of distance and timing. Good coaches keep the pupil at a success rate high enough to stay confident but low enough to demand concentration; if the pupil succeeds every time, the exercise is too easy.",
            "The lesson ends with a competitive or open phase of a few minutes in which the coach fences with the pupil in a more realistic way, giving the pupil opportunities to use the theme under some pressure. Feedback during the lesson should be short, given between repetitions and phrased positively, such as 'extend before you step', rather than as a lecture. After the lesson, the coach notes the theme and the pupil's response in a logbook so that the next lesson can build on it. Junior fencers who have two or three individual lessons a week, alongside group work and bouting, typically make steady progress in both technique and competition results.",
          ),
        },
      },
    ],
  },
  {
    slug: "urushi-lacquer-grounds-and-coats",
    discipline: "Urushi lacquerware",
    title: "Urushi Lacquer: Material, Groundwork and Polished Coats",
    description:
      "Lacquer that hardens only in warm, damp air calls for methods unlike any other finish: this second-level studio unit treats the chemistry of urushi curing, the cloth-and-foundation groundwork (shitaji) on a wooden core, the middle and top coats with their polishing, and maki-e sprinkled-metal decoration.",
    level: "intermediate",
    duration: "one academic year (one studio day a week)",
    plantedGap: "maki-e",
    modules: [
      {
        title: "The Material and How It Cures",
        description: "Urushi is a living material, and the humidity cabinet is as important as the brush.",
        lesson: {
          title: "Urushiol, laccase and the curing cabinet",
          html: p(
            "Urushi is the sap of the lacquer tree, <i>Toxicodendron vernicifluum</i> (formerly <i>Rhus verniciflua</i>), tapped from horizontal cuts in the bark in summer, mainly in China, Japan and Korea. Raw sap (<i>ki-urushi</i>) is a water-in-oil emulsion. Its main component, usually 60 to 70 per cent, is urushiol, a mixture of catechols with long unsaturated side chains; the rest is water, plant gums, glycoproteins and the enzyme laccase.",
            "Urushi does not dry by evaporation as paint or varnish does. It cures by a chemical reaction. Laccase, a copper-containing enzyme, oxidises urushiol in the presence of oxygen and water to form reactive radicals, which couple with one another; the unsaturated side chains then cross-link slowly by autoxidation. The result is a hard, insoluble polymer that resists water, acids, alkalis and most solvents. Because the enzyme needs water to work, the reaction runs fastest in warm, humid conditions: about 20 to 30 °C and 70 to 85 per cent relative humidity. In dry air a coat may stay tacky for days, while in very humid heat the surface cures too fast, wrinkles and turns dark.",
            "Lacquer workers therefore cure each coat in a closed, dampened cabinet, the <i>urushi-buro</i> or <i>muro</i>, traditionally a wooden cupboard whose inside is wiped with a wet cloth before use. The first stage of hardening, when the coat is dry to the touch, takes a few hours to a day. Full cure continues for weeks or months, and fully cured lacquer goes on hardening and becoming more transparent for years.",
            "Refined lacquer is prepared from raw sap by stirring it in an open vessel while warming it gently, processes called <i>nayashi</i> and <i>kurome</i>, which make it smoother and reduce its water content to a few per cent. Black lacquer is made by reacting it with iron compounds; coloured lacquers are made by adding pigments such as vermilion or iron oxide.",
            "Uncured urushiol is a strong allergen, the same compound family as that of poison ivy, and causes contact dermatitis in most people who touch it. Gloves, long sleeves and care with tools are essential until a coat has fully cured.",
          ),
        },
      },
      {
        title: "Groundwork on a Wooden Core",
        description:
          "Strong lacquerware is built up from the core: the wood is sealed, reinforced with cloth and levelled with layers of foundation paste.",
        lesson: {
          title: "Shitaji: sealing, cloth and foundation",
          html:
            p(
              "A lacquered bowl or box is only as durable as its groundwork (<i>shitaji</i>). The traditional Japanese foundation for high-quality ware, known as <i>honkataji</i>, builds a hard, level and stable layer between the wooden core and the decorative coats. The core is usually a close-grained wood such as Japanese zelkova (<i>keyaki</i>) or Japanese cypress (<i>hinoki</i>), turned or joined and thoroughly seasoned, because any later movement in the wood will crack the lacquer.",
              "The stages, in the order they are applied, are set out below. Each layer must cure in the humid cabinet and be sanded before the next is applied.",
            ) +
            "<table><tr><th>Stage</th><th>Material</th><th>Purpose</th></tr><tr><td><i>Kijigatame</i></td><td>Raw urushi thinned and rubbed into the wood</td><td>Seals and hardens the surface</td></tr><tr><td><i>Kokuso</i></td><td>Urushi mixed with rice paste and wood flour</td><td>Fills joints, cracks and end grain</td></tr><tr><td><i>Nunokise</i></td><td>Hemp or ramie cloth glued with urushi and rice paste</td><td>Reinforces rims and edges against splitting</td></tr><tr><td><i>Jinoko</i> coats</td><td>Urushi mixed with coarse fired clay powder</td><td>Builds thickness and levels the cloth texture</td></tr><tr><td><i>Kiriko</i> coats</td><td>Urushi with a mixture of coarse and fine powder</td><td>Transition layer</td></tr><tr><td><i>Sabi</i> coats</td><td>Urushi with fine polishing powder (<i>tonoko</i>) and water</td><td>Gives a fine, level surface for the coats</td></tr></table>" +
            p(
              "Sanding between layers is done wet, with whetstones and, for the finer layers, charcoal or waterproof abrasive paper. The aim is a surface that is flat, without the grain or weave showing through, and of even thickness at the edges, where wear is concentrated.",
              "A full <i>honkataji</i> groundwork on a bowl involves a dozen or more separate applications and several weeks of work before the first coloured coat is applied. Cheaper ware often substitutes synthetic primers or a few sabi coats directly on the wood, which looks similar when new but chips much sooner in use.",
            ),
        },
      },
      {
        title: "Middle Coats, Top Coat and Polishing",
        description:
          "After the groundwork come thin, carefully cured coats, and the mirror finish called roiro is polished from the last of them by hand.",
        lesson: {
          title: "From nakanuri to roiro",
          html: p(
            "Over the groundwork, the lacquerer applies a series of thin coats of refined urushi. The middle coats (<i>nakanuri</i>), usually two or three, build a continuous film and are each sanded wet with fine charcoal once cured, to remove brush marks and dust. The top coat (<i>uwanuri</i>) is the visible surface. Each coat is brushed out very thin, perhaps 20 to 30 micrometres, because thick coats cure on the surface before the inside, then wrinkle. Brushes are made of human hair set along the whole length of the handle, so that a fresh edge can be exposed by cutting away the worn tip.",
            "Dust is the main enemy of a top coat. Lacquer is strained through fine Japanese paper (<i>yoshino-gami</i>) immediately before use, the workshop is kept still and damp, and the worker may pick out individual specks with a fine bamboo or feather tip while the coat is still wet.",
            "Two finishes are possible. In <i>nuritate</i>, the brushed top coat is left as it cures, giving a soft gloss that shows the brushwork slightly. In <i>roiro</i> finishing, a special top coat lacquer without oil is used, and the cured surface is then polished in stages to a mirror finish. The sequence begins with fine charcoal and water to level the surface, continues with a paste of fine polishing powder rubbed on with cotton, and then alternates thin wipes of raw lacquer, which fill microscopic scratches and cure in the cabinet, with polishing using a very fine powder such as deer-horn ash applied with the palm of the hand. Three or four cycles of wiping and polishing produce the characteristic deep, reflective black.",
            "Roiro finishing is slow, but it is also the test of the whole object: any unevenness in the groundwork or coats shows in the reflection, and the finish reveals at once whether every earlier stage was done well.",
          ),
        },
      },
    ],
  },
];
