/** One-hundred-and-fourth held-out evaluation courses, beginner level; see ai-courses-heldout104.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT104_A: EvalCourse[] = [
  {
    slug: "repairing-traditional-sash-windows",
    discipline: "Sash window restoration",
    title: "Repairing Traditional Sash Windows",
    description:
      "Rattling, sticking or painted shut, most old box sash windows can be repaired rather than replaced. Over six Saturday workshops participants survey a window, take it apart in the right order, renew cords and balance the weights, splice in new timber, reglaze with linseed oil putty and fit draught-proofing that still lets the sashes run freely.",
    level: "beginner",
    duration: "six Saturday workshops (one full day each)",
    plantedGap: "draught-proofing",
    modules: [
      {
        title: "Anatomy and Condition Survey of the Box Sash",
        description:
          "Names the parts of a double-hung box sash window and sets out a systematic survey of its condition before any tool touches it.",
        lesson: {
          title: "Reading a box sash window",
          html:
            p(
              "A box sash window is two sliding frames, the sashes, running in a hollow timber box. The sides of the box that the sashes slide against are the pulley stiles; behind them are the inner, outer and back linings that close the box. A thin parting bead, pushed into a groove in each pulley stile, separates the upper sash from the lower one, and the staff bead, pinned to the inside face of the frame, keeps the lower sash in place. Inside each box a thin parting slip hangs from the head to stop the two weights on that side clashing. A removable pocket piece, low down in each pulley stile, gives access to the weights.",
              "Each sash hangs on two cords that run over pulleys near the top of the box and down to cast-iron or lead weights. The weights for one sash together roughly equal the sash's weight. In practice the upper sash is hung slightly heavy so that it stays closed at the top, and the lower sash slightly light so that it stays shut at the bottom. The horizontal members where the two sashes meet are the meeting rails. Horns, the short projections below the upper sash's meeting rail, became common in the second half of the nineteenth century, when larger panes of plate glass made sashes heavier and the joint at the meeting rail needed more strength.",
              "A condition survey comes before any repair. Number every window on a sketch elevation and record, for each one:",
            ) +
            "<ul><li>the sill and the bottom rails of both sashes, probed with a bradawl for soft, wet timber;</li><li>the corner joints of each sash, looking for open or dropped joints;</li><li>cords that are broken, frayed or painted over, and pulleys that are seized;</li><li>loose, cracked or missing putty, and any historic crown or cylinder glass worth keeping;</li><li>paint build-up that is binding the sashes in the frame.</li></ul>" +
            p(
              "In a listed building, like-for-like repair usually needs no consent, but replacing sashes or changing the glass may; check with the local conservation officer before work starts. The survey also sets the order of work and shows how many new cords, sash weights and lengths of timber to buy.",
            ),
        },
      },
      {
        title: "Taking the Window Apart: Beads, Sashes and Cords",
        description:
          "Covers the safe order for removing beads and sashes and the method for renewing sash cords so that each sash balances.",
        lesson: {
          title: "Removing the sashes and re-cording",
          html: p(
            "Always dismantle from the inside, and always in the same order: staff beads, lower sash, parting beads, upper sash. Start by running a sharp knife along the paint line where each staff bead meets the frame, so that lifting the bead does not tear the paint or split the lining. Ease the bead away from the middle with a wide chisel or bead lifter; once it bows, the mitred ends spring out of the corners without breaking. Number the beads in pencil on the back.",
            "Swing the lower sash into the room. If the cords are intact, do not simply cut them: hold the cord, pull it out of the groove in the sash stile, and let the weight down gently so that it does not drop and crack in the box. Tie a knot in the loose end so it cannot run over the pulley. The parting beads are often painted in; wrap the jaws of a pair of pliers in cloth and work each bead out of its groove a little at a time. The upper sash then comes out the same way. Unscrew or prise out the pocket pieces and lift the weights out, labelling each as belonging to the upper or lower sash, left or right.",
            "New cord should be good-quality waxed cotton or braided polyester in a size that sits in the pulley groove. To thread it, tie the cord to a mouse, a short length of small chain or a strip of lead on a string, and drop the mouse over the pulley and down the box until it can be pulled out through the pocket. Tie the cord through the eye of the weight with a stopper knot such as a figure-of-eight. Set the length so that the upper sash's weights are just clear of the bottom of the box when that sash is fully up, and the lower sash's weights hang just below the pulleys when that sash is fully down. Fix the cord into the groove in the sash stile with three or four galvanised clout nails in the top part of the groove only.",
            "Refit in reverse order and test each sash: it should stay where it is left at any height. If a sash creeps, add or remove lead to the weights rather than shortening cords.",
          ),
        },
      },
      {
        title: "Timber Repair and Reglazing",
        description:
          "Shows how to cut out decayed timber, splice in matching new wood and reglaze a sash with linseed oil putty.",
        lesson: {
          title: "Splicing new timber and putty work",
          html: p(
            "Wet rot concentrates where water sits: the sill, the bottom rail of the lower sash and the feet of the pulley stiles. The conservation principle is to remove only what is decayed and keep as much original timber as possible. Cut back to sound, dry wood, then shape the cavity so that the new piece can be glued and clamped with plenty of long-grain contact. For a rotten end of a bottom rail or sill, a long sloping splice, a scarf joint of about one in six, gives a far stronger glue line than a square butt joint.",
            "Match the new timber to the old in species, grain direction and, as far as possible, density. Slow-grown, knot-free redwood (Scots pine) suits most Victorian joinery; sills were often oak and should be repaired in oak. Glue with a waterproof adhesive, such as a two-part epoxy or polyurethane glue, and plane the patch flush when cured. Small areas of surface decay can be consolidated with a low-viscosity epoxy and filled, but a filler is no substitute for a splice where the joint itself is weak.",
            "Old paint on windows of this age very often contains lead. Never dry-sand it or burn it off with a blowlamp. Use wet abrasives, chemical strippers or a low-temperature infrared heater, wear a suitable respirator, and clean up with a vacuum fitted with a fine filter.",
            "To reglaze, hack out the old putty with a hacking knife, taking care not to chip the rebate. Prime the bare rebate with an oil-based primer; bare wood draws the oil out of fresh putty and leaves it to crumble. Knead linseed oil putty until it is soft and free of lumps, press a bed of it into the rebate, and push the glass in at its edges, never its centre, until a thin, even back-bed of two or three millimetres remains. Secure the pane with glazing sprigs about every 200 to 300 mm. Apply the front putty and strike it off at roughly 45 degrees with a putty knife, keeping its top edge just below the sight line so that it cannot be seen from inside. Linseed putty needs about two weeks to skin before painting, and the paint should lap about two millimetres onto the glass to seal the joint against rain.",
          ),
        },
      },
    ],
  },
  {
    slug: "soybean-production-fundamentals",
    discipline: "Soybean production",
    title: "Soybean Production Fundamentals",
    description:
      "Aimed at farm staff and first-year agriculture students who are new to the crop, the course follows soybeans from seed to store: how the plant develops, choosing a maturity group, inoculating seed, setting seeding rates, weed control and harvesting at the right moisture.",
    level: "beginner",
    duration: "ten weeks (one lecture and one field session a week)",
    plantedGap: "weed control",
    modules: [
      {
        title: "How the Soybean Plant Develops",
        description:
          "Introduces the vegetative and reproductive growth stages and explains why day length decides which varieties suit a farm.",
        lesson: {
          title: "Growth stages and maturity groups",
          html:
            p(
              "Agronomists describe soybean development with the staging system published by Fehr and Caviness in 1977, which lets a grower and an adviser mean exactly the same thing by a stage. Vegetative stages count nodes on the main stem. VE is emergence, when the cotyledons have pulled through the soil surface; VC is reached when the two unifoliolate leaves have unrolled; V1, V2 and so on count the nodes carrying fully developed trifoliolate leaves. Reproductive stages run from R1 to R8:",
            ) +
            "<table><tr><th>Stage</th><th>Name</th><th>What to look for</th></tr><tr><td>R1</td><td>Beginning bloom</td><td>One open flower at any node</td></tr><tr><td>R2</td><td>Full bloom</td><td>Open flower at one of the two uppermost nodes</td></tr><tr><td>R3</td><td>Beginning pod</td><td>Pod 5 mm long at one of the four uppermost nodes</td></tr><tr><td>R4</td><td>Full pod</td><td>Pod 2 cm long at one of the four uppermost nodes</td></tr><tr><td>R5</td><td>Beginning seed</td><td>Seed 3 mm long in a pod at one of the four uppermost nodes</td></tr><tr><td>R6</td><td>Full seed</td><td>Green seed filling the pod cavity</td></tr><tr><td>R7</td><td>Beginning maturity</td><td>One normal pod on the main stem has its mature colour</td></tr><tr><td>R8</td><td>Full maturity</td><td>95% of pods have their mature colour</td></tr></table>" +
            p(
              "The stages matter because the crop is most sensitive to stress during pod and seed set, R3 to R6; drought then costs far more yield than the same drought in early vegetative growth.",
              "Soybean is a short-day plant: it flowers when nights lengthen past a threshold. Varieties are therefore classed into maturity groups, from 000 for very long summer days at high latitudes to IX and X near the tropics. In North America, groups 0 and I suit the northern plains, while groups IV and V are grown in the mid-South. A variety sown well north of its adapted zone flowers late and may be caught by autumn frost before R7; one sown well south flowers early, on a short plant with few nodes and little yield. Indeterminate varieties, typical of northern groups, keep producing nodes after flowering begins, while determinate varieties largely stop stem growth at flowering. Choosing the group is the first and most important varietal decision.",
            ),
        },
      },
      {
        title: "Seed, Inoculation and Establishment",
        description:
          "Explains nodulation and inoculant handling and works through sowing depth, soil temperature and seed-rate calculations.",
        lesson: {
          title: "Getting a nodulated, even stand",
          html: p(
            "Soybean forms root nodules with the bacterium Bradyrhizobium japonicum, which fixes atmospheric nitrogen in exchange for sugars from the plant. A well-nodulated crop can meet a large share of its nitrogen needs, often half or more, so soybeans normally receive no nitrogen fertiliser. The bacterium is not native to soils outside the crop's East Asian origin, so any field without a recent soybean history must be inoculated. Split a few nodules at early flowering: a pink or red interior, coloured by leghaemoglobin, shows active fixation, while white or green nodules are doing little.",
            "Inoculant is a living product. Keep it cool and out of direct sunlight, check the expiry date, and apply it to seed as close to sowing as the label allows; bacteria on seed left in a hot drill box die within hours. Peat-based and liquid inoculants both work when handled correctly, and some seed is sold pre-inoculated with a stated shelf life.",
            "Sow into soil of at least 10 °C at seed depth, 2.5 to 4 cm deep, into moisture. Soybean lifts its cotyledons through the surface, so a crust or deep sowing can stop emergence. Narrow rows, around 38 cm or less, close the canopy sooner and usually yield at least as well as 76 cm rows in northern regions.",
            "Target populations vary by region. In the US Midwest final stands of about 250,000 to 300,000 plants per hectare are common, while early varieties in northern Europe are sown denser, often 60 to 70 seeds per square metre. The seed rate follows from three numbers. Suppose the target is 60 plants/m², expected establishment is 85%, and the thousand-seed weight is 180 g. Seeds needed are 60 ÷ 0.85 = 70.6 per square metre, or 706,000 per hectare. One kilogram holds 1000 ÷ 0.18 = 5,556 seeds, so the rate is 706,000 ÷ 5,556 = 127 kg/ha. Thousand-seed weight varies widely between seed lots, so recalculate for every lot rather than sowing a fixed weight.",
            "Count the stand two to three weeks after emergence by counting plants along a measured length of row in several places. Because soybeans compensate well by branching, an even stand a little below target rarely justifies redrilling.",
          ),
        },
      },
      {
        title: "Harvest Timing and Storage",
        description:
          "Sets out when to combine, how to set the header and threshing system to limit losses, and how to keep beans safely in store.",
        lesson: {
          title: "From R8 to the bin",
          html: p(
            "At R8, 95% of pods have turned their mature colour, and with good drying weather the seed is usually ready to combine five to ten days later. Soybean seed dries very quickly in the pod, gaining and losing several percentage points of moisture in a single day, so timing is measured in hours as much as days. The trade standard in the United States is 13% moisture. Beans combined much drier than about 11% crack and split, and pods shatter as the reel and cutter bar touch them; beans combined much wetter need drying and may be docked by the buyer.",
            "Most harvest loss happens at the header, not in the threshing system. The lowest pods are often only 5 to 10 cm above the ground, so the cutter bar must run low; a flexible cutter bar that follows the ground is the standard tool. Set the reel a little faster than ground speed so that it lays the crop onto the knife rather than knocking pods off. Soybeans thresh easily, so cylinder or rotor speed is set lower and the concave opened wider than for cereals; the aim is to detach beans from pods without splitting them. Check the grain tank: many split beans mean the threshing is too aggressive.",
            "Measure losses rather than guessing. Throw a frame of known area behind the header, count the beans lying inside it, and convert. About four beans per square foot, or roughly 43 per square metre, equals a loss of one bushel per acre, about 67 kg per hectare. Count separately in front of the combine, to measure pre-harvest shatter, and behind the header, so that you know which setting to change.",
            "For storage, dry beans to 13% for sale within a few months and to about 11% for storage beyond a year. Fill bins with a level surface, run aeration fans to cool the beans to within a few degrees of the average outside air temperature, and check temperature regularly with probes; a rising temperature in one part of the bin indicates moisture migration or mould and needs attention before it spreads.",
          ),
        },
      },
    ],
  },
  {
    slug: "living-by-nature-an-introduction-to-stoic-philosophy",
    discipline: "Stoic philosophy",
    title: "Living by Nature: An Introduction to Stoic Philosophy",
    description:
      "How should we live when so little is up to us? Reading the Greek and Roman Stoics in translation, from Zeno and Chrysippus to Seneca, Epictetus and Marcus Aurelius, this introduction examines the dichotomy of control, virtue as the only good, the Stoic account of the passions and Stoic cosmopolitanism.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute seminar a week)",
    plantedGap: "Stoic cosmopolitanism",
    modules: [
      {
        title: "What Is Up to Us? Epictetus and the Dichotomy of Control",
        description: "Reads the opening chapters of Epictetus' Handbook and asks what exactly falls within our power.",
        lesson: {
          title: "The Handbook, chapter one",
          html: p(
            "Epictetus (c. 50–135 CE) was born a slave in Hierapolis in Phrygia, studied with the Stoic Musonius Rufus in Rome, and after his freedom taught at Nicopolis in north-western Greece. He wrote nothing. His pupil Arrian recorded his lectures as the Discourses and condensed their core into a short Handbook, the Enchiridion.",
            "The Handbook opens with a division: some things are up to us (eph' hēmin) and some are not. Up to us are our judgements, our impulses to act, our desires and our aversions; in a word, whatever is our own doing. Not up to us are our body, our property, our reputation and our public office; in a word, whatever is not our own doing. Epictetus groups the things that are up to us under prohairesis, the faculty of choice or volition, which he treats as the self in the sense that matters.",
            "The division is not a counsel of passivity. Epictetus does not say that we cannot influence our health or career; he says that the outcome is never fully ours, while the choice of how to act is. Cicero gives the standard Stoic image in On Ends (3.22): an archer does everything in his power to hit the target, yet what he aims at, in the sense of what makes him a good archer, is shooting well, not the hit itself, which a gust of wind can spoil.",
            "Chapter five supplies the diagnostic principle of the whole book: people are disturbed not by things but by their judgements about things. Death is not terrible, Epictetus says, or it would have seemed so to Socrates; the terror lies in the judgement that death is terrible. The practical consequence is that distress can be examined. Ask of any troubling impression whether it concerns something up to you; if not, be ready to say, in the Handbook's words, that it is nothing to you.",
            "Later Stoic practice adds the reserve clause: undertake actions with the tacit condition 'if nothing prevents'. I will sail to Rome, if nothing prevents. The clause keeps effort wholehearted while placing the outcome outside the sphere in which one's good or ill is decided.",
          ),
        },
      },
      {
        title: "Virtue and the Indifferents",
        description:
          "Examines the early Stoic claim that virtue is the only good and the doctrine of preferred and dispreferred indifferents.",
        lesson: {
          title: "Why health is not a good",
          html: p(
            "Zeno of Citium began teaching in Athens around 300 BCE in the Stoa Poikilē, the Painted Porch, which gave the school its name. His successor Cleanthes and above all the third head, Chrysippus (c. 279–206 BCE), turned Zeno's teaching into a system. Little of their writing survives, so we rely on later reports in Diogenes Laertius, Cicero, Stobaeus and Plutarch.",
            "The central ethical claim is startling: only virtue is good and only vice is bad. Everything else, including health, wealth, reputation and life itself, is indifferent (adiaphoron) with respect to happiness. The argument runs that a good must always benefit its possessor and can never be used badly, whereas wealth or health can be used well or badly. Only virtue, the skill of living well, passes the test. Happiness (eudaimonia) is therefore living in agreement with nature, which for a rational being means living virtuously, and it is complete in the virtuous person whatever befalls them.",
            "Virtue is knowledge. The Stoics inherited the four cardinal virtues, wisdom, justice, courage and moderation, but held them to be inseparable aspects of one expertise: whoever has one has all.",
            "This sounds like the Cynic indifference to comfort, and Aristo of Chios pushed Stoicism that way, denying any difference of value among indifferents. Zeno and Chrysippus disagreed. Among indifferents some are preferred (proēgmena), such as health and wealth, because they accord with nature, and others are dispreferred, such as illness and poverty. Preferred indifferents have selective value: it is reasonable to choose them, and a virtuous life consists largely in selecting well among them. What they lack is the power to make a life good or bad.",
            "The distinction produces a second vocabulary of action. An appropriate action (kathēkon) is one for which a reasonable justification can be given, such as looking after one's health or honouring one's parents; anyone can perform it. A right action (katorthōma) is the same act done from a settled virtuous disposition, which only the sage achieves. Compare Aristotle, for whom external goods are needed for a complete happy life. For the Stoics a virtuous person on the rack is happy, a claim the seminar will test against the objections of Carneades and the later Academy.",
          ),
        },
      },
      {
        title: "The Passions and Their Therapy",
        description:
          "Sets out the Stoic analysis of emotion as judgement and the exercises Seneca and Marcus Aurelius used to reshape it.",
        lesson: {
          title: "Emotions as judgements",
          html:
            p(
              "For Chrysippus a passion (pathos) is an excessive impulse that disobeys reason, and it is also a judgement: the belief that something good or bad is present or coming, together with the belief that it is right to react. Because passions are judgements, they are up to us and open to correction. The Stoics classified them under four genera:",
            ) +
            "<ul><li>distress (lupē): the judgement that a present evil is upon us;</li><li>fear (phobos): the judgement that an evil is coming;</li><li>appetite (epithumia): the judgement that a future good should be pursued without restraint;</li><li>pleasure (hēdonē): the judgement that a present good justifies elation.</li></ul>" +
            p(
              "The goal is apatheia, freedom from passion, which is not numbness. The sage has three good feelings (eupatheiai): joy (chara) in place of pleasure, caution (eulabeia) in place of fear, and wishing (boulēsis) in place of appetite. There is no good counterpart to distress, because nothing genuinely bad is ever present to the sage.",
              "Seneca's On Anger adds an important refinement. A first movement, such as turning pale at bad news or a start at an insult, is involuntary and not yet a passion. The second movement follows assent to the impression that one has been wronged and ought to retaliate; the third is anger out of control. Therapy works at the point of assent.",
              "The later Stoics developed exercises for that work. Seneca describes an evening review (On Anger 3.36), asking what fault he has cured today and where he has fallen short. Premeditation of future ills, rehearsing loss, exile or death in advance, removes the element of surprise that turns an impression into a passion. Marcus Aurelius, writing his Meditations to himself on campaign in the 170s, repeatedly takes the view from above, seeing a present worry against the scale of time and the whole of nature, and describes valued things in plain physical terms, a purple robe as sheep's wool dyed with shellfish blood, to strip impressions of the value judgements that fuel desire.",
            ),
        },
      },
    ],
  },
  {
    slug: "tin-whistle-for-beginners",
    discipline: "Tin whistle playing",
    title: "Tin Whistle for Beginners",
    description:
      "No previous musical experience is needed: bring a whistle in D and learn to finger the scale, read tunes from tablature and ABC notation, decorate them with cuts, taps and rolls, and pick up the session etiquette that lets you join other players.",
    level: "beginner",
    duration: "six weeks (one one-hour group lesson a week)",
    plantedGap: "session etiquette",
    modules: [
      {
        title: "The D Whistle, Breath and the First Scale",
        description:
          "Covers holding the whistle, covering the holes, breath control and the fingerings of the D major scale across two octaves.",
        lesson: {
          title: "Six holes and a steady breath",
          html: p(
            "A whistle in D has six finger holes. Most players cover the top three with the left hand and the bottom three with the right, using the index, middle and ring fingers of each hand; the thumbs and little fingers steady the instrument. Cover the holes with the soft pads of the fingers, not the tips. A single hole left slightly open is the commonest reason a beginner's note squeaks or refuses to sound.",
            "With all six holes covered the whistle plays its lowest note, the D above middle C. Lifting fingers one at a time from the bottom climbs the scale: bottom hole open gives E; two open gives F sharp; three open, G; four open, A; five open, B; and all six open, C sharp. Covering all six again and blowing a little harder gives the upper D, an octave above the first. The same fingerings in this second octave, played with faster air, give the rest of the upper scale; for the top D many players lift the top finger slightly to help the note speak.",
            "Breath is the whistle's bow. The lower octave needs a gentle, steady stream of air, far less than beginners expect. Too much air on the bottom D jumps the note into the upper octave; too little makes it wobble flat. Practise long notes on every pitch, aiming for a clear, unwavering tone, and listen to how slightly more air is needed as the scale rises.",
            "Start notes with the tongue, as if whispering 'tu', so that each one begins cleanly. In traditional Irish playing, though, many notes within a phrase are not tongued; they are slurred, with the fingers alone changing the note, and repeated notes are separated by ornaments rather than the tongue. Get used to both now: play the scale once tonguing every note, then once in a single breath with no tonguing.",
            "Because a D whistle plays D major without any cross-fingering, most beginner tunes are in D or its close relatives, E minor and B minor. The other common key, G major, needs C natural, played by half-covering the top hole or by the cross-fingering with the top hole open and the next two covered; the exact cross-fingering that sounds best varies from whistle to whistle.",
          ),
        },
      },
      {
        title: "Reading Tunes: Tablature and ABC",
        description:
          "Teaches the two written systems most whistle players use and the standard forms of jigs and reels.",
        lesson: {
          title: "From written page to tune",
          html: p(
            "Traditional music is learned largely by ear, and written notation is best treated as a memory aid for a tune you have heard. Two written systems are widely used by whistle players alongside staff notation.",
            "Tablature shows a small picture of six circles for each note, filled for covered holes and empty for open ones, with a plus sign or a raised mark to show the upper octave. It is quick to read but carries no rhythm, so it only works for a tune whose rhythm you already know.",
            "ABC notation writes music as plain text, which is why thousands of tunes are shared in this form online. A tune begins with header lines: X: gives a reference number, T: the title, M: the metre, L: the default note length, R: the rhythm, such as jig or reel, and K: the key, for example K:D. The notes follow. Capital letters C to B are the octave starting at middle C, lower-case c to b the octave above. On a D whistle, the bottom note is therefore written D and the upper octave d. A number after a note multiplies its length, so with L:1/8 the symbol A2 means a crotchet A; a bar line is written |, and |: and :| mark repeats.",
            "Take a short practice phrase in jig time written as |:DFA dAF|GBd gdB:|. Each group of three letters is one beat of a 6/8 bar, so the phrase has a lilting one-two-three, one-two-three feel. Reels are in 4/4, often written as 2/2 or C| to show two main beats, and move in groups of four quavers.",
            "Most dance tunes share the same architecture. A jig or reel usually has two parts, A and B, each eight bars long, and each part is played twice, giving the form AABB. The whole tune is normally played through three times before moving on, and tunes are strung together in sets of two or three of the same type. When learning a new tune, learn it part by part, play each phrase until you can hum the next one, and slow a recording down rather than speeding up before the notes are secure.",
          ),
        },
      },
      {
        title: "Ornamentation: Cuts, Taps and Rolls",
        description:
          "Introduces the main ornaments of Irish whistle playing and how to fit them into the rhythm of jigs and reels.",
        lesson: {
          title: "Decorating a note",
          html: p(
            "Ornaments in Irish whistle playing are not extra melody notes. They are very short articulations, too brief to be heard as pitches, that give a note an attack or break a long note into rhythmic pieces. Because the tradition tongues sparingly, ornaments do much of the work the tongue does in classical playing.",
            "A cut is a flick of a finger above the note being played: while sounding G, lift and immediately replace one of the covered fingers above it, most often the ring or middle finger of the upper hand. The result is a brief blip of higher pitch that gives the G a sharp front edge. The classic use is to separate two notes of the same pitch without tonguing: play G, cut, G.",
            "A tap, sometimes called a strike, is the opposite: while a note sounds, quickly strike an open hole below it and lift off again, producing a brief dip in pitch. Tap G by slapping the first finger of the lower hand onto its hole and lifting it off at once; the movement should be a bounce, not a deliberate covering.",
            "A roll combines both. A long roll on G in a jig occupies the time of a dotted crotchet, three quavers, and is played as G, cut, G, tap, G in one breath. The effect should still sound like three even pulses, with the cut marking the second and the tap the third. A short roll in a reel fills a crotchet and drops the first plain note, starting with the cut. Rolls are most common on E, F sharp, G, A and B. On the bottom D there is no hole below to tap, so whistle players either use a cut alone or borrow the cran from uilleann piping, a series of rapid cuts from different fingers.",
            "Practise each ornament slowly and in rhythm with a metronome, because an ornament that disturbs the pulse is worse than none. Then listen to recordings of established players, note where they place rolls and cuts in a tune you know, and imitate their choices before inventing your own. Good ornamentation follows the dance rhythm: it lands on strong beats and long notes, not on every note available.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-ultimate-foundations-for-new-coaches",
    discipline: "Ultimate coaching",
    title: "Coaching Ultimate: Foundations for New Coaches",
    description:
      "Ultimate has no referees, no running with the disc and a ten-second stall count, and new players learn fastest when practice looks like the game. A foundation award for new club and school coaches; it covers the rules and Spirit of the Game, teaching the backhand and forehand, cutting from a vertical stack, planning a practice and injury prevention.",
    level: "beginner",
    duration: "five weeks (one evening classroom session and one pitch session a week)",
    plantedGap: "injury prevention",
    modules: [
      {
        title: "Rules and the Spirit of the Game",
        description:
          "Explains the core rules of ultimate under the World Flying Disc Federation and how self-officiating and spirit scoring work.",
        lesson: {
          title: "A self-refereed sport",
          html: p(
            "Under the rules of the World Flying Disc Federation, the governing body for international play, ultimate is played seven against seven on a field 100 m long and 37 m wide, which includes an 18 m deep end zone at each end. A team scores by completing a pass to a player standing in the end zone it is attacking. Each point begins with a pull: the defending team throws the disc the length of the field to the offence, much as a kick-off works in rugby. Standard games are played to 15 points, with half-time when one team reaches 8, subject to time caps set by the competition.",
            "The player holding the disc, the thrower, may not run with it. They must establish a pivot foot and may step with the other foot in any direction to find a throwing angle. A single defender, the marker, may stand in front of them, at least one disc diameter away, and counts aloud from 'stalling one' to 'stalling ten'. If the disc has not left the thrower's hand by the start of 'ten', possession changes. Possession also changes when a pass is dropped, lands out of bounds, is knocked down or is intercepted. Only one defender may be within three metres of the thrower; a second defender crowding them is a double team.",
            "Ultimate has no referees at most levels. Players call their own fouls and infringements, and the player fouled makes the call. If the opposing player disagrees, they say so; if the players cannot agree on what happened, the disc goes back to the last uncontested thrower and play restarts. This only works if players know the rules and apply them honestly, which is why the rules open with the Spirit of the Game: competitive play must never come at the expense of mutual respect, adherence to the rules or the basic joy of play.",
            "At WFDF events, and at many national ones, each team scores its opponent's spirit after every game on five criteria, each marked from 0 to 4: rules knowledge and use; fouls and body contact; fair-mindedness; positive attitude and self-control; and communication. A coach's job includes teaching these criteria as deliberately as the throws, and many coaches review spirit scores with their team as part of the post-game debrief.",
          ),
        },
      },
      {
        title: "Teaching the Backhand and Forehand",
        description:
          "Breaks the two core throws and the basic catches into coaching points and shows how to correct the commonest faults.",
        lesson: {
          title: "Grip, step and spin",
          html: p(
            "A 175 g disc flies well only when it spins. Spin keeps the disc stable in the air by gyroscopic effect, so almost every throwing fault a coach sees, a wobble, a disc that flips or dives, comes back to too little spin or a tilted release.",
            "Teach the backhand first. In the power grip the thumb lies on top of the disc and the four fingers curl under the rim, pressed into it. The player steps out across the body with the non-pivot foot, keeps the disc level, pulls it across the chest and releases it with a sharp snap of the wrist, the arm finishing pointing at the target. Coaching points: step out, keep the disc flat, snap the wrist rather than swinging the whole arm, and follow through to the target.",
            "The forehand, or flick, is harder for most beginners. In the common grip the middle finger presses against the inside of the rim, the index finger either supports it alongside or points toward the centre of the disc, and the thumb sits on top. The elbow stays close to the body and the spin comes from a flick of the wrist and forearm, like skimming a stone. The classic fault is throwing from the shoulder with a straight arm, which produces a wobbling, turning-over disc. Ask the player to throw a short flick with the elbow touching the hip; once the disc spins, extend distance gradually.",
            "Release angle controls curve. A disc released with its outside edge tipped down curves back toward the thrower's side, an outside-in throw; one released with the edge tipped up curves the other way, an inside-out throw. Both are needed to throw around a marker.",
            "Teach two catches: the pancake, or clap catch, one hand above and one below the disc, which is the safest catch at chest height; and the two-handed rim catch, thumbs down above the waist and thumbs up below it, for discs away from the body. Start pairs about ten metres apart and add a marker only when the throws are consistent. Then set a target: ten completed passes around an active mark, stepping out to each side, so that players learn to break the mark rather than simply throw past it.",
          ),
        },
      },
      {
        title: "Cutting and the Vertical Stack",
        description: "Introduces the vertical stack as a beginner offence and the timing and shape of effective cuts.",
        lesson: {
          title: "Making space and using it",
          html: p(
            "Beginner teams tend to crowd the disc. The vertical stack solves this by giving every player a place to stand when not cutting. The two or three handlers set up around the disc, and the remaining players line up in a column down the middle of the field, starting about ten to fifteen metres downfield from the thrower. This clears two wide lanes, one on each side of the stack, into which cutters run.",
            "Which lane to use depends on the force. The marker's job is to force the thrower to one side, for example by blocking the backhand so that only forehands are easy; the side the marker allows is the open side, and the side the marker blocks is the break side. Most cuts in a beginner offence go to the open side, because a thrower can hit them without beating the marker.",
            "A good cut has three features. It starts with a change of pace and direction that wrong-foots the defender, for example a few steps deep before planting and sprinting under toward the disc. It is timed so that the receiver becomes open just as the thrower is ready, after the thrower has picked up the disc and set a pivot, not while the disc is still on the ground. And it ends with a clear: a cutter who does not get the disc must leave the lane quickly, usually by running back to the stack or out to the sideline, so that the next cutter has space.",
            "Cuts come in two basic kinds. An under cut comes back toward the disc for a short, safe pass that gains ground in steps. A deep cut goes long into the space behind the stack for a longer throw. Defenders cannot guard both, so a well-run stack alternates them and uses one to set up the other.",
            "Handlers support the cutters with a dump and swing: if no cut is open by about 'stalling six', the thrower passes backwards or sideways to a nearby handler, who swings the disc quickly to the other side of the field. A simple progression is to walk the stack through shape, then run it three against three with a cooperative defence, then play a small-sided game in which a team scores a bonus point for every completed swing.",
          ),
        },
      },
    ],
  },
];
