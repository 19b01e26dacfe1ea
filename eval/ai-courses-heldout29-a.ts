/** Twenty-ninth held-out evaluation courses, beginner level (Basque to enamelling); see ai-courses-heldout29.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT29_A: EvalCourse[] = [
  {
    slug: "basque-euskara-batua-first-steps",
    discipline: "Basque language",
    title: "Euskara for Beginners: First Steps in Standard Basque",
    description:
      "Euskara, a language isolate spoken on both sides of the western Pyrenees, is taught here in its standard form, Batua: its sounds and spelling, the ergative case system, the present tense of izan and ukan, and telling the time.",
    level: "beginner",
    duration: "two terms, 3 hours a week",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and Spelling of Batua",
        description:
          "Basque is spelled almost exactly as it is spoken, once you know what its three sibilants and its silent h are doing.",
        lesson: {
          title: "Reading Basque aloud",
          html:
            p(
              "Basque (<i>euskara</i>) is not related to any other living language: it is an isolate, spoken by roughly three-quarters of a million people in the Basque Autonomous Community and Navarre in Spain and in the northern provinces in France. The standard written form, <i>euskara batua</i> ('unified Basque'), was agreed by the language academy Euskaltzaindia from 1968 onwards, and it is what is taught in schools, broadcast on EITB and used in this course.",
              "The spelling is regular. The five vowels a, e, i, o, u are short and pure, as in Spanish or Italian, and every letter is pronounced. The difficulty for English speakers lies in the sibilants, where Basque distinguishes sounds that English merges:",
            ) +
            "<table><tr><th>Letter</th><th>Sound</th><th>Example</th></tr><tr><td>z</td><td>s made with the blade of the tongue, like English s</td><td><i>zazpi</i> 'seven'</td></tr><tr><td>s</td><td>s made with the tip of the tongue, close to Castilian s</td><td><i>su</i> 'fire'</td></tr><tr><td>x</td><td>like English sh</td><td><i>xagu</i> 'mouse'</td></tr><tr><td>tz, ts, tx</td><td>the matching affricates: ts, a tip-of-tongue ts, and ch</td><td><i>hitz</i> 'word', <i>itsaso</i> 'sea', <i>etxe</i> 'house'</td></tr></table>" +
            p(
              "Two further points need attention. The letter <i>h</i> is written in Batua because it is pronounced in the northern dialects, but most speakers in the south do not sound it, so <i>hiru</i> ('three') is usually said 'iru'. The single <i>r</i> between vowels is a quick tap, while <i>rr</i> is a rolled trill, and the difference matters: <i>ere</i> means 'also', whereas <i>erre</i> means 'to burn'. The letter <i>j</i> varies by region, from the Spanish <i>jota</i> in Gipuzkoa to a y-sound in much of Bizkaia; learners may choose either, but should be consistent.",
              "Stress in Basque is weak compared with Spanish, and it varies between dialects. A safe habit for beginners is to give every syllable nearly equal weight, with a slight rise on the second syllable of the word, and to concentrate instead on keeping the three sibilants apart.",
            ),
        },
      },
      {
        title: "Who Did It? The Ergative Case",
        description:
          "Here we meet the feature that makes Basque famous among linguists: a subject that takes the ending -k only when its verb has an object.",
        lesson: {
          title: "Absolutive and ergative",
          html: p(
            "In English the subject of a sentence looks the same whether or not the verb has an object: 'the man came' and 'the man ate the bread' both have 'the man'. Basque works differently. It is an ergative language, which means that the subject of an intransitive verb is marked in the same way as the object of a transitive verb, with the absolutive case, while the subject of a transitive verb takes a separate case, the ergative.",
            "The absolutive has no ending of its own. With the definite article <i>-a</i> a noun in the absolutive singular looks like <i>gizona</i> ('the man') or <i>ogia</i> ('the bread'). The ergative adds <i>-k</i>: <i>gizonak</i>. Compare: <i>Gizona etorri da</i>, 'The man has come', with an absolutive subject because 'come' takes no object; and <i>Gizonak ogia jan du</i>, 'The man has eaten the bread', where the eater carries <i>-k</i> and the bread stays in the absolutive.",
            "A complication follows at once. The absolutive plural also ends in <i>-ak</i>, so <i>gizonak</i> can mean either 'the man' as the subject of a transitive verb or 'the men' as an intransitive subject or object. The ergative plural is <i>-ek</i>: <i>Gizonek ogia jan dute</i>, 'The men have eaten the bread'. In practice the auxiliary verb removes the ambiguity, because it agrees with both subject and object: <i>da</i> and <i>du</i> signal a singular, <i>dira</i> and <i>dute</i> a plural. Learners should therefore read to the end of the clause before deciding who did what.",
            "Word order is flexible but usually subject, object, verb. The element in focus, the new or contrasted information, goes immediately before the verb. <i>Gizonak ogia jan du</i> answers 'what did the man eat?', while <i>Ogia gizonak jan du</i> answers 'who ate the bread?' Getting the case endings right is what makes this freedom possible.",
          ),
        },
      },
      {
        title: "Izan and Ukan in the Present",
        description:
          "Two irregular verbs, 'to be' and 'to have', carry most Basque sentences, both on their own and as auxiliaries.",
        lesson: {
          title: "Naiz, da, dut, du",
          html:
            p(
              "Most Basque verbs are not conjugated directly. Instead, a participle such as <i>etorri</i> ('come') or <i>ikusi</i> ('seen') is followed by an auxiliary that shows person, number and tense. The two auxiliaries are <i>izan</i>, 'to be', used with intransitive verbs, and <i>ukan</i>, 'to have', used with transitive verbs. Both are also main verbs in their own right, so learning their present forms early pays off twice.",
            ) +
            "<table><tr><th>Person</th><th>izan 'be'</th><th>ukan 'have' (one thing)</th></tr><tr><td>ni 'I'</td><td>naiz</td><td>dut</td></tr><tr><td>zu 'you'</td><td>zara</td><td>duzu</td></tr><tr><td>hura 'he, she, it'</td><td>da</td><td>du</td></tr><tr><td>gu 'we'</td><td>gara</td><td>dugu</td></tr><tr><td>zuek 'you (plural)'</td><td>zarete</td><td>duzue</td></tr><tr><td>haiek 'they'</td><td>dira</td><td>dute</td></tr></table>" +
            p(
              "There is also an intimate singular pronoun <i>hi</i> with its own forms (<i>haiz</i>, 'you are'), used between close friends and family; beginners should recognise it but use <i>zu</i>. Remember that with <i>ukan</i> the subject takes the ergative: <i>Nik auto bat dut</i>, 'I have a car', with <i>nik</i> rather than <i>ni</i>. With <i>izan</i> it does not: <i>Ni ikaslea naiz</i>, 'I am a student'.",
              "As auxiliaries, the same forms build the recent past: <i>Etorri naiz</i>, 'I have come'; <i>Ikusi dut</i>, 'I have seen it'; <i>Joan dira</i>, 'They have gone'. A useful check when writing a sentence is to ask whether the verb has an object. If it does, use a form of <i>ukan</i> and put <i>-k</i> on the subject; if not, use <i>izan</i> and leave the subject bare. Questions need no change of word order: <i>Ikasleak zarete?</i>, with rising intonation, means 'Are you students?', and the answer is simply <i>Bai, ikasleak gara</i>, 'Yes, we are students', or <i>Ez, ez gara ikasleak</i>, with the negative <i>ez</i> moved before the verb.",
            ),
        },
      },
    ],
  },
  {
    slug: "bean-to-bar-chocolate-bench-course",
    discipline: "Chocolate making",
    title: "Bean-to-Bar Chocolate at the Bench",
    description:
      "Bean-to-bar chocolate at small-batch scale, taken from the sack of dried cocoa beans to the finished bar: sorting and roasting, winnowing and refining, conching, tempering, and moulding bars for sale.",
    level: "beginner",
    duration: "eight Saturday workshops",
    plantedGap: "moulding",
    modules: [
      {
        title: "Sorting and Roasting the Beans",
        description:
          "Flavour begins on the farm, but the maker's first decisions are which beans to throw away and how hard to roast the rest.",
        lesson: {
          title: "From sack to roaster",
          html: p(
            "Cocoa beans arrive at a small maker already fermented and dried. On the farm the seeds and pulp from the pods are heaped or boxed for five to seven days, during which yeasts and then bacteria convert the pulp sugars to alcohol and acetic acid; the acid and heat kill the seed and trigger the reactions that create flavour precursors. The beans are then dried, usually in the sun, to about 7 per cent moisture so that they do not go mouldy in the sack.",
            "The first job at the bench is sorting. Spread a kilogram of beans on a tray and remove stones, twigs, flat beans with no nib inside, clumped beans and any that are broken or show mould. A cut test on a sample of fifty beans, sliced lengthways, tells you how well they were fermented: well-fermented beans are brown and fissured inside, while purple or grey 'slaty' beans were under-fermented and will taste astringent. Many makers reject a lot with more than a few per cent slaty beans.",
            "Roasting develops the chocolate flavour through Maillard reactions between amino acids and reducing sugars, drives off some of the acetic acid, and loosens the shell. A domestic fan oven will roast a thin layer of beans well. Typical starting points are 120 to 140 °C for 15 to 35 minutes, shorter and cooler for delicate, fruity origins and longer for robust beans. Because ovens vary, roast test batches of 200 g at three settings, say 120 °C for 25 minutes, 130 °C for 20 minutes and 140 °C for 15 minutes, and taste the nibs side by side.",
            "Listen and smell as you roast: the beans crackle as shells split, and the aroma changes from vinegary to brownie-like. Stop before any burnt note appears, and cool the beans quickly on a tray, because they keep cooking from their own heat.",
          ),
        },
      },
      {
        title: "Winnowing, Refining and Conching",
        description:
          "This module turns roasted beans into smooth liquid chocolate by separating the shell, grinding the nibs finely, and working the mass until its harsh acids have gone.",
        lesson: {
          title: "Making the chocolate smooth",
          html:
            p(
              "Once cool, the beans are cracked into pieces and the papery shell is removed by winnowing. At home a hair dryer or a vacuum-powered winnower blows the light shell away from the denser nibs; aim for less than about 1.75 per cent shell in the nibs, since shell is gritty, bitter and can carry contaminants from the farm. Expect to lose roughly a fifth of the bean weight as shell.",
              "Refining reduces the nibs and sugar to particles too small for the tongue to feel. Small makers use a stone melanger, a bowl in which granite wheels roll over a granite base. The nibs melt into cocoa liquor from the friction, and sugar is added gradually. A simple 70 per cent dark chocolate from 1 kg of batch needs 700 g of nibs and 300 g of sugar; a milk chocolate adds milk powder and extra cocoa butter. After 24 to 72 hours most particles are below about 20 to 25 micrometres, the point at which chocolate stops tasting grainy. A micrometer or simply tasting a sample between tongue and palate will tell you when to stop.",
              "Conching is the prolonged mixing and aeration of the liquid chocolate, named after the shell-shaped vessel in which Rodolphe Lindt first did it in Bern in 1879. It has three effects:",
            ) +
            "<ul><li>volatile acids, above all acetic acid, evaporate, so the chocolate tastes less sharp;</li><li>every sugar and cocoa particle becomes coated in cocoa butter, which lowers the viscosity and makes the chocolate flow;</li><li>flavour rounds out as the warm mass is worked in air.</li></ul>" +
            p(
              "In a melanger, refining and conching happen together, and leaving the lid off for the final hours helps the acids escape. Taste every few hours, and stop when the chocolate tastes rounded rather than flat.",
            ),
        },
      },
      {
        title: "Tempering",
        description:
          "Why does well-made chocolate snap and shine? You will learn to control cocoa butter crystals by hand and with a seed.",
        lesson: {
          title: "Crystals, curves and the snap",
          html:
            p(
              "Cocoa butter is polymorphic: it can crystallise in six forms, numbered I to VI, each with its own melting point. Only form V, which melts at about 34 °C, gives the gloss, the clean snap and the slow melt in the mouth that good chocolate has. Untempered chocolate sets with a mixture of unstable forms; it is soft, dull and soon develops fat bloom, a grey streaky surface caused by fat migrating and recrystallising. Tempering is the process of making sure that form V crystals, and few others, are present when the chocolate sets.",
              "The classic method melts all existing crystals, cools the chocolate to form a mixture of crystals, and then warms it just enough to melt the unstable ones while keeping form V. The temperatures depend on the type of chocolate:",
            ) +
            "<table><tr><th>Chocolate</th><th>Melt</th><th>Cool to</th><th>Working temperature</th></tr><tr><td>Dark</td><td>45-50 °C</td><td>27-28 °C</td><td>31-32 °C</td></tr><tr><td>Milk</td><td>40-45 °C</td><td>26-27 °C</td><td>29-30 °C</td></tr><tr><td>White</td><td>40 °C</td><td>25-26 °C</td><td>28-29 °C</td></tr></table>" +
            p(
              "Milk fat interferes with cocoa butter crystals, which is why milk and white chocolates work at lower temperatures. On a marble slab, pour about two-thirds of the melted chocolate out, spread and scrape it until it thickens, then stir it back into the rest. The seed method is easier for beginners: melt dark chocolate to 45 °C, then stir in finely chopped, already tempered chocolate, about a quarter of the weight, until the mass reaches 31 °C and the seed has melted.",
              "Always test before using the batch. Dip the tip of a palette knife or a strip of baking paper and leave it at a room temperature of about 20 °C. Well-tempered dark chocolate sets within five minutes, glossy and without streaks; if it stays tacky, warm or cool the batch and test again.",
            ),
        },
      },
    ],
  },
  {
    slug: "highland-dance-positions-fling-sword",
    discipline: "Highland dance",
    title: "Highland Dancing for Beginners",
    description:
      "Scottish Highland dancing as it is taught for competition under the Scottish Official Board of Highland Dancing: the positions of the feet and arms, the Highland Fling, the Sword Dance and the Seann Triubhas.",
    level: "beginner",
    duration: "twelve weekly classes of 90 minutes",
    plantedGap: "Seann Triubhas",
    modules: [
      {
        title: "Positions of the Feet and Arms",
        description:
          "Every Highland step is built from five foot positions and a few arm positions, danced on the balls of the feet with the knees turned out.",
        lesson: {
          title: "The five positions and good carriage",
          html:
            p(
              "Highland dancing is danced almost entirely on the balls of the feet, with the heels raised, the knees and feet turned outwards from the hip, and the upper body held upright and still. The Scottish Official Board of Highland Dancing (SOBHD), founded in 1950, sets the technique taught by its teachers and judged at its competitions, and its textbook describes every step in terms of a small set of basic positions.",
              "The five positions of the feet resemble those of ballet but are taken on the ball of the foot:",
            ) +
            "<ul><li><b>First position</b>: heels together, feet turned out, weight on both feet.</li><li><b>Second position</b>: the working foot placed to the side, about two of the dancer's own foot-lengths from the supporting foot, on the point.</li><li><b>Third position</b>: the heel of the working foot placed against the hollow of the supporting foot.</li><li><b>Fourth position</b>: the working foot placed forward, in line with the supporting foot, about one foot-length away.</li><li><b>Fifth position</b>: the working foot placed directly in front of the supporting foot, heel to toe.</li></ul>" +
            p(
              "Each ground position has an aerial counterpart, in which the working foot is raised so that the toe points to the same place at mid-calf or knee height. Rear positions also matter: in third rear position the working foot is placed behind the supporting heel.",
              "The arms are as carefully defined. With the hands on the hips, the fists are lightly closed with the backs of the wrists against the hip bones. When one arm is raised it is held curved above and slightly in front of the head, with the thumb touching the middle finger and the forefinger slightly extended, a shape often said to recall the antlers of a stag. Both arms raised make a rounded frame above the head.",
              "Beginners should practise positions slowly at the barre or a chair back before adding springs. Judges look for turnout, pointed feet and a quiet upper body long before they look at speed.",
            ),
        },
      },
      {
        title: "The Highland Fling",
        description: "The oldest and best-known solo dance, danced on one spot to strathspey music.",
        lesson: {
          title: "Dancing the Fling on a sixpence",
          html: p(
            "The Highland Fling is a solo dance of triumph, traditionally performed at the end of a battle or a successful gathering. It is danced on one spot; old accounts say it was danced on a small round targe, a shield with a spike in the centre, and dancers are still expected to finish where they started. Travelling during the Fling is one of the commonest faults marked down by judges.",
            "The music is a strathspey, a Scottish dance tune in 4/4 time characterised by the 'Scotch snap', a short accented note followed by a longer one. Each step of the Fling takes eight bars, and beginners usually learn four steps, while championship dancers perform six. The dance begins with a bow, often made after the dancer has taken up first position with hands on hips, and each step is danced first on one foot and then repeated on the other.",
            "Most teachers start with the step called shedding. The dancer springs onto one foot while the other foot is taken to second aerial position, then brought to rear and front positions against the supporting leg in a crisp sequence, before turning on the spot with a series of springs. Other common steps include toe and heel, in which the working foot alternately points the toe and places the heel in fourth position, and rocking, in which the feet change in fifth position while the body rocks gently from side to side.",
            "Good Fling dancing depends on elevation as much as on the footwork. Each spring should lift the dancer cleanly off the floor, land softly on the ball of the foot, and arrive on the beat. A useful exercise is to count the bars aloud while practising, and to mark a cross on the floor with tape: after every step, check that the supporting foot is still on the cross.",
          ),
        },
      },
      {
        title: "The Sword Dance",
        description:
          "In this module you dance around and over two crossed swords, learning the pattern of the quarters and the change from slow to quick time.",
        lesson: {
          title: "Gille Chaluim: dancing over the swords",
          html: p(
            "The Sword Dance, in Gaelic <i>Gille Chaluim</i>, is danced over two swords, or a sword and its scabbard, laid crossed on the floor to make four quarters. Tradition connects it with Malcolm Canmore, who is said to have crossed his own sword over that of a defeated enemy in 1054 and danced over them in victory. Another story holds that dancing before a battle without touching the blades was a good omen. Whatever its origin, the dance has been part of Highland gatherings since at least the nineteenth century.",
            "The dance opens with the bow and with the dancer addressing the swords, then moving around them before the first step. In competition a Sword Dance usually has three or four steps. All but the last are danced to slow strathspey time; the last is a quick step danced at reel tempo, where the dancer moves rapidly through the quarters in a crossed pattern. Each step moves clockwise or anticlockwise around the quarters, with the feet placed close to the blades but never on them.",
            "Accuracy matters more here than anywhere else in Highland dancing. A dancer who touches a sword loses marks, and a dancer who displaces a sword, kicking it out of its crossed position, is normally excluded from the placings. Beginners should therefore learn each step first over two lengths of tape or two canes, counting the quarters aloud: front right, back right, back left, front left.",
            "Good technique in the Sword Dance looks the same as in the Fling: high springs on the ball of the foot, turnout, pointed feet and steady arms. Because the dancer looks down at the swords, the temptation is to let the head and shoulders drop; judges expect the head to stay up while the eyes glance down.",
          ),
        },
      },
    ],
  },
  {
    slug: "locksmithing-pin-tumbler-evening-class",
    discipline: "Locksmithing",
    title: "Locksmithing Essentials: Cylinders and Keys",
    description:
      "Pin-tumbler cylinders are the locks a working locksmith meets most often, and this ten-week evening class takes them apart: how a cylinder works, master keying, cutting keys by code, and the legal and ethical duties of the trade.",
    level: "beginner",
    duration: "ten evening sessions of 2.5 hours",
    plantedGap: "master keying",
    modules: [
      {
        title: "Inside the Pin-Tumbler Cylinder",
        description: "Taking a euro cylinder apart on the bench shows how a key lines the pins up at the shear line.",
        lesson: {
          title: "Plug, pins and the shear line",
          html: p(
            "The pin-tumbler lock was patented in its modern form by Linus Yale Jr in the United States in the 1860s, building on an 1848 design by his father, and the same principle is used in the euro-profile cylinders found in most British and European doors today. A cylinder has two main parts: the outer shell or housing, and the plug, a smaller cylinder inside it that turns when the correct key is inserted. The key enters the plug through a shaped keyway.",
            "Holes are drilled through the shell and into the plug in a line, usually five or six of them. In each hole sit two pins and a spring. The lower pin, the key pin, rests on the key and varies in length. Above it is the driver pin, and above that a spring pushes both pins down. With no key in the lock, the driver pins sit partly in the plug and partly in the shell, so the plug cannot rotate.",
            "The gap between plug and shell is called the shear line. The correct key has cuts of different depths, one per pin. When it is pushed fully in, each cut lifts its key pin exactly so that the top of the key pin and the bottom of the driver pin meet at the shear line. With every pin aligned, nothing crosses the gap, and the plug can turn to operate the cam or tailpiece. A wrong key leaves at least one pin across the line, and the lock stays closed.",
            "Disassembly on the bench teaches this better than any diagram. Remove the retaining clip, then push the plug out with a follower, a rod of the same diameter, so that the driver pins and springs stay in the shell rather than springing out. Lay the key pins out in order on a pinning tray. Measuring them with a vernier caliper, you will find that their lengths match the depths of the cuts on the key: the deepest cut sits under the longest key pin.",
          ),
        },
      },
      {
        title: "Cutting Keys by Code",
        description:
          "Students learn to read a bitting code and turn it into depths and spacings on a code-cutting machine.",
        lesson: {
          title: "Depths, spaces and MACS",
          html:
            p(
              "A duplicating machine copies an existing key by tracing it, but a worn or lost key must be cut from its code. The bitting code is a string of numbers, one per cut, giving the depth of each cut counted from the bow of the key, for example 35274 for a five-pin lock. The manufacturer's specification turns each number into measurements: the spacing from the shoulder of the key to the centre of each cut, and the root depth, the height of the remaining blade under each cut.",
              "Two common American systems show how the specification works:",
            ) +
            "<table><tr><th>System</th><th>Depths</th><th>Increment</th><th>MACS</th></tr><tr><td>Schlage classic</td><td>0 to 9</td><td>0.015 in</td><td>7</td></tr><tr><td>Kwikset</td><td>1 to 7</td><td>0.023 in</td><td>4</td></tr></table>" +
            p(
              "The increment is the difference in root depth between successive numbers. On a Schlage key, a 0 cut leaves a root depth of 0.335 in, so a 5 cut leaves 0.335 - 5 x 0.015 = 0.260 in. MACS, the maximum adjacent cut specification, is the largest allowed difference between neighbouring cuts. A steep jump from a shallow to a deep cut would leave a ramp that the key pin cannot climb, so a Kwikset code with a 1 next to a 6 breaks the rule (difference 5, MACS 4) and cannot be a genuine factory code.",
              "To cut by code, clamp the correct blank in the machine against its shoulder stop, set the spacing carriage to the first position, set the depth to the first number, and cut; then repeat for each position. Check the finished key against the code with a caliper, deburr it with a brush, and try it in the cylinder before handing it over.",
            ),
        },
      },
      {
        title: "The Law and Ethics of the Trade",
        description:
          "A locksmith holds skills that could be misused, so we look at who may be let in, what records to keep and what the law expects.",
        lesson: {
          title: "Opening doors responsibly",
          html: p(
            "In the United Kingdom anyone may call themselves a locksmith: there is no statutory licence. Several American states, including California, Texas and Illinois, do license locksmiths, and require background checks and registration. In Britain, the Master Locksmiths Association (MLA) runs voluntary vetting, examinations and a code of practice, and insurers and police forces increasingly expect a locksmith to belong to it or a similar body.",
            "The criminal law still applies. Under section 25 of the Theft Act 1968, a person who has with them, away from their home, any article for use in the course of a burglary or theft commits the offence of going equipped. Picks and bypass tools are ordinary tools of the trade, but a locksmith should carry them in a marked vehicle or case, with evidence of the business, and should never demonstrate them carelessly in public.",
            "The hardest judgment is the lockout: a caller says they are locked out of their own home or car. Before opening the door, a responsible locksmith asks for identification and then, once inside, for proof that the person lives there, such as a utility bill or tenancy agreement bearing the same name and address. If there is any doubt, for example a caller who cannot produce proof, or a neighbour who says the occupant is someone else, the locksmith should stop and, if necessary, involve the police. Opening a property for someone who turns out to be an estranged partner or a burglar may make the locksmith liable and will certainly end their reputation.",
            "Good practice also means keeping records: the date, the address, the name of the customer, the identification seen, and the work done. These records protect the locksmith if questions are asked later, and the MLA code requires them. Finally, keys and codes belonging to customers are confidential; a locksmith does not cut a key to a customer's code for anyone else.",
          ),
        },
      },
    ],
  },
  {
    slug: "vitreous-enamelling-on-copper",
    discipline: "Enamelling",
    title: "Vitreous Enamelling on Copper",
    description:
      "Vitreous enamel is glass fused to metal, and in this workshop-based short course students prepare copper blanks, sift and fire enamel in a kiln, lay cloisonné wires, and try champlevé.",
    level: "beginner",
    duration: "six workshop days",
    plantedGap: "champlevé",
    modules: [
      {
        title: "Preparing the Metal",
        description:
          "Enamel only bonds to clean metal, so the first session is spent cutting, annealing, cleaning and counter-enamelling copper.",
        lesson: {
          title: "Clean copper and counter-enamel",
          html: p(
            "Vitreous enamel is a glass, made mainly of silica with fluxes such as soda and lead or boron oxides and coloured with metal oxides, ground to a powder and fused onto metal at about 750 to 850 °C. Copper is the usual metal for beginners: it is cheap, accepts almost all enamels, and its melting point of 1085 °C is safely above firing temperature. Gauges of 0.8 to 1 mm (about 18 to 20 gauge) are stiff enough not to warp.",
            "Cut the blank with a jeweller's saw or shears and file the edges smooth. If the piece is to be domed, anneal it first by heating it to a dull red and quenching it; this softens work-hardened copper so that it can be shaped with a doming block.",
            "Cleaning is the step most often rushed and the cause of most failures. Oil from fingers and oxide on the surface stop the glass from wetting the metal, leaving pits and bare patches. A reliable sequence is to heat the blank briefly in the kiln to burn off grease, let it cool, place it in a pickle of dilute sulphuric acid or a safer sodium bisulphate solution until it is pink, and then scrub it under running water with a glass brush or fine steel wool and a drop of detergent. Water should sheet evenly over the surface without beading. From this point, hold the blank by its edges only.",
            "Because glass and copper expand and contract by different amounts as they cool, enamel on one side alone puts the piece under stress, making it curl or the enamel crack. Flat or lightly domed pieces therefore receive counter-enamel on the back, usually a cheap mixed colour or a purpose-made counter-enamel, fired first or together with the first front coat. Counter-enamel also stops the back from forming firescale, the black copper oxide that would otherwise flake off into later coats.",
          ),
        },
      },
      {
        title: "Sifting and Firing",
        description:
          "Why does the same enamel look sugary, orange-peeled or glossy? This module is about laying powder evenly and reading the kiln.",
        lesson: {
          title: "From powder to glass",
          html:
            p(
              "The simplest way to apply enamel is to sift the dry powder onto the metal through a fine sieve. Most enamels are supplied ground to pass through an 80-mesh screen; beginners should wash their powder before use to remove the very fine dust that makes colours cloudy. Spray or brush the cleaned copper with a thin layer of a gum such as Klyr-Fire so that the powder sticks, then sift from about 10 cm above the piece in even passes until the metal is just covered. A coat should be thin: you should barely see the copper through it. Thick coats crack.",
              "The piece is dried completely on top of the kiln, then placed on a steel trivet or mesh and lifted into a kiln at about 800 to 850 °C with a firing fork. Firing takes one to three minutes for a small piece, and the enamel passes through recognisable stages:",
            ) +
            "<ul><li><b>sugar</b>: a grainy, dull surface; the grains have begun to stick but have not flowed;</li><li><b>orange peel</b>: the surface is smooth but dimpled, like citrus skin; good for a first coat that will be covered;</li><li><b>mature</b>: a smooth, glossy surface, the aim for a final coat.</li></ul>" +
            p(
              "Overfiring burns some colours, especially reds and opaque whites, and can allow copper oxide to bleed through transparent enamel at the edges. Underfiring leaves a porous, weak layer. Keep a sample board, a copper strip with each enamel fired for one, two and three minutes, and record the results.",
              "Transparent colours look brightest over a first coat of clear flux, which isolates them from the copper. Build colour in two or three thin coats, firing each one, rather than in a single heavy layer, and clean off any firescale on the edges with a file between firings.",
            ),
        },
      },
      {
        title: "Cloisonné Wire Work",
        description:
          "Thin wires bent into outlines and fused into a base coat form cells, or cloisons, that each hold their own colour.",
        lesson: {
          title: "Bending, setting and filling cloisons",
          html: p(
            "Cloisonné takes its name from the French <i>cloison</i>, a partition. Fine wires set on edge on the surface of the piece divide it into cells that are filled with different enamels, so that the wires remain visible as bright outlines in the finished work. The technique was used by Byzantine goldsmiths for icons and jewellery, and reached its most elaborate form in Chinese and later Japanese work.",
            "The usual wire is fine silver (99.9 per cent silver) or copper, rolled flat to about 1 mm high and 0.25 mm thick. Fine silver is preferred because it does not form firescale and stays bright. Draw the design full size, then bend the wire along it with fine pliers and tweezers, using the drawing as a template. Each length of wire should stand on its own: curves, closed loops and zigzags stand, whereas a long straight wire will fall over, so add a slight curve or a join to another wire.",
            "Fire a first coat of clear flux on the copper. Dip each wire in gum, place it on the fluxed surface, and let it dry. Then fire the piece just until the flux softens and the wires sink slightly into it; when it cools they are held in place.",
            "The cells are filled by wet packing. Mix washed enamel with a little water to a damp sand and lay it into each cell with a small spatula or a quill, tapping the edge of the piece so that the grains settle. Draw off excess water with the edge of a tissue, dry the piece and fire it. The enamel shrinks as it fuses, so three or four fillings are normal before the cells are full to the top of the wires.",
            "Finally the surface is ground flat under running water with an alundum stone or diamond pads, which exposes the top edge of every wire and levels the enamel, and the piece is given a last, short firing to restore the gloss.",
          ),
        },
      },
    ],
  },
];
