/** Sixty-sixth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout66.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT66_A: EvalCourse[] = [
  {
    slug: "maple-syrup-production-for-small-sugarbushes",
    discipline: "Maple syrup production",
    title: "Maple Syrup Production for Small Sugarbushes",
    description:
      "For woodland owners and hobby producers running anything from twenty buckets to a few hundred taps on tubing, this course follows the season from tree to bottle: choosing and tapping trees, boiling sap on a small evaporator, finishing syrup to the correct density, filtering and hot-packing, and making maple cream for the farm-gate market.",
    level: "beginner",
    duration: "six weeks (one two-hour evening session a week, with two Saturday mornings in the sugarbush)",
    plantedGap: "maple cream",
    modules: [
      {
        title: "Sap, Trees and Tapping",
        description:
          "How sap flows in late winter, which trees are worth tapping, and how to drill and spout a taphole without harming the tree.",
        lesson: {
          title: "Why Sap Runs and How to Tap a Tree",
          html: p(
            "Maple sap does not flow because of spring growth but because of freeze–thaw cycles. On a frosty night the sapwood cools, gas in the wood fibres contracts and dissolves, and water is drawn up into the stem. When the day warms above freezing the gas expands again, pressure inside the stem rises, and sap is pushed out of any wound. The best runs follow nights of around −5 °C and days of 3–7 °C. Once nights stay above freezing and the buds swell, the sap turns “buddy”, the syrup picks up a bitter, cabbage-like flavour, and the season is over.",
            "Sugar maple (<em>Acer saccharum</em>) is the tree of choice because its sap usually carries 2–3 per cent sugar. Red maple (<em>A. rubrum</em>) and silver maple (<em>A. saccharinum</em>) can be tapped, but they average nearer 1.5–2 per cent and break bud earlier. Sugar content matters because of the Rule of 86: the volume of sap needed for one volume of syrup is roughly 86 divided by the sap’s sugar percentage. Sap at 2 per cent needs about 43 litres for each litre of syrup; sap at 1.5 per cent needs about 57.",
            "Do not tap a tree under 25 cm in diameter at breast height; give trees of 25–45 cm one tap, and add a second only on vigorous trees above about 45 cm. Use 5/16-inch (7.9 mm) spouts rather than the older 7/16-inch size: the smaller wound closes faster and yields almost as much. Drill slightly upward so the hole drains, to about 5 cm deep including the bark. Light, clean shavings show healthy sapwood; brown shavings mean you have hit stained wood from an old wound, so plug that hole and move. Keep each new hole at least 15 cm to the side of, and well above or below, earlier tapholes, because every hole leaves a column of dead, non-conducting wood. Tap the spout in gently with a light hammer; driving it hard splits the bark and causes leaks.",
            "Sap is a perishable food. Collect it daily in warm spells, keep storage tanks shaded or packed with snow, and boil within a day or two. Bacteria and yeasts multiply quickly in warm sap, converting sucrose into invert sugars that darken the syrup and can give it a sour or fermented taste.",
          ),
        },
      },
      {
        title: "The Evaporator and Finishing Syrup",
        description:
          "Running a small evaporator safely and bringing syrup to legal density by temperature and hydrometer.",
        lesson: {
          title: "Boiling to Density",
          html: p(
            "Sap is about 98 per cent water, so syrup-making is mostly the business of boiling water off quickly and evenly. A commercial-style evaporator sits on an arch (the firebox) and has two pans. The back pan, often a flue pan with deep channels folded into its base, gives a large heating surface where most of the water goes. Partly concentrated sap then moves to the front syrup pan, whose baffles make it flow in a long path so that the densest syrup collects near the draw-off valve. A float valve feeds fresh sap in as fast as water boils away. Hobby producers often start with a single flat pan, which works but must be watched more closely.",
            "Depth is the first control. Keep about 2.5–4 cm of liquid in a flat pan: deeper sap boils slowly and darkens, while shallower sap scorches and can burn through the solder or warp the pan. Never let a pan run dry with the fire lit, and keep a supply of cold sap or water to hand. Foam can be knocked down with a drop of commercial defoamer or vegetable oil. As sap concentrates, minerals such as calcium malate come out of solution as “sugar sand” (niter). It forms a gritty scale on the pan bottom that insulates it and promotes scorching, so pans need regular cleaning through the season.",
            "Syrup is finished when its density reaches about 66–67 °Brix (the US federal minimum is 66.0; Vermont requires at least 66.9). At that density it boils about 4 °C (7.1 °F) above the boiling point of water. Because water’s boiling point changes with altitude and with the weather, check it on the day with the same thermometer, then draw off at that figure plus 4 °C. Confirm the density with a syrup hydrometer in a hydrometer cup: hot syrup is less dense, so read against the hot-test mark, or let a sample cool to the temperature printed for the cold test. A temperature-compensated refractometer gives °Brix directly.",
            "Getting density right is a food-safety matter, not just a legal one. Thin syrup, below 66 °Brix, will ferment or grow mould in storage. Heavy syrup, above about 68 °Brix, throws sugar crystals that settle as a hard layer in the bottom of the container.",
          ),
        },
      },
      {
        title: "Filtering, Hot-Packing and Grading",
        description:
          "Removing sugar sand, filling containers so that the syrup keeps, and classifying it by colour and taste.",
        lesson: {
          title: "From Draw-Off to Bottle",
          html:
            p(
              "Freshly drawn syrup is cloudy with sugar sand, which tastes gritty and settles as sediment in the bottle. It must be filtered while hot, when it flows freely. Small producers use a cone filter of synthetic felt (Orlon) or wool, lined with one or more thin paper prefilters that catch most of the sand and can be changed when flow slows. Preheat the filter with hot water and wring it out, or the first syrup through will cool and clog it. Larger sugarhouses use a filter press, pumping hot syrup mixed with diatomaceous earth (filter aid) through a stack of filter papers.",
              "Hot-packing is what makes syrup shelf-stable. Reheat filtered syrup to 82–85 °C (180–185 °F) and fill containers at that temperature. Cap them at once, then lay each one on its side or turn it upside down for a few minutes, so the hot syrup sterilises the inside of the cap and the headspace. Below about 82 °C moulds may survive; well above 88 °C more sugar sand forms and the syrup darkens. Do not leave hot-packed containers tightly stacked, because syrup that stays hot for hours darkens and loses flavour. Glass keeps colour and flavour longest; plastic jugs let a little oxygen through, and the syrup gradually darkens over a year or two. All pans, tanks and fittings that touch sap or syrup should be food-grade and lead-free.",
              "Since 2015 in the United States and 2016 in Canada, retail syrup has been graded in a single Grade A with four colour and taste classes, based on the percentage of light at 560 nm that passes through the syrup:",
            ) +
            "<table><tr><th>Grade A class</th><th>Light transmission</th></tr>" +
            "<tr><td>Golden Colour and Delicate Taste</td><td>75 per cent or more</td></tr>" +
            "<tr><td>Amber Colour and Rich Taste</td><td>50–74.9 per cent</td></tr>" +
            "<tr><td>Dark Colour and Robust Taste</td><td>25–49.9 per cent</td></tr>" +
            "<tr><td>Very Dark Colour and Strong Taste</td><td>less than 25 per cent</td></tr></table>" +
            p(
              "Small producers compare a sample against a set of glass colour standards in a grading kit. Early-season syrup is usually lighter, and syrup darkens as the season goes on. Syrup with a clear off-flavour, such as buddy, fermented or metallic, cannot be sold at retail as Grade A and goes to the processing grade.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-volleyball-coaching",
    discipline: "Volleyball coaching",
    title: "Introduction to Volleyball Coaching",
    description:
      "New coaches in schools and community clubs often inherit a squad that cannot keep a rally going. The course gives them teaching points and progressions for the forearm pass and the overhead set, the rotation and scoring rules that beginners trip over, and a practical grounding in injury prevention for young players.",
    level: "beginner",
    duration: "five weeks (one three-hour practical workshop a week)",
    plantedGap: "injury prevention",
    modules: [
      {
        title: "The Forearm Pass",
        description: "Building a stable platform and the footwork that gets the passer behind the ball.",
        lesson: {
          title: "Platform, Angle and Feet",
          html:
            p(
              "The forearm pass, or dig, is the skill on which every rally depends, because it is how a team receives serve and handles most balls below the chest. Teach it from the ground up. In the ready position the feet are a little wider than the shoulders, one foot slightly ahead, knees bent, weight on the balls of the feet, and the arms relaxed and held out in front of the body. From here the player can move quickly in any direction.",
              "The platform is the flat surface formed by the forearms between the wrists and the elbows. Lay the back of one hand in the palm of the other, bring the thumbs together side by side pointing to the floor, and straighten the elbows so the forearms rotate outwards and press together. Contact should be on the forearms a few centimetres above the wrists, never on the hands or fists.",
              "The most useful idea to give beginners is that the platform works like a mirror. The ball leaves it at roughly the same angle as it arrives, so the direction of the pass comes from the angle of the platform, not from swinging the arms. Players who swing send the ball high and long. Coaching cues that work: “move your feet, not your arms”, “angle the platform to the target”, and “freeze at contact”. The passer should get behind the ball early with small shuffle steps, keep the shoulders forward of the knees, and play the ball in front of the body, between the knees.",
              "A simple progression moves from control to decision-making:",
            ) +
            "<ol><li>Self-toss and catch the ball on the platform to feel the flat surface.</li>" +
            "<li>A partner tosses underarm from three metres; the passer returns it to the partner’s hands.</li>" +
            "<li>The tosser sends balls left and right so the passer must shuffle and square up.</li>" +
            "<li>Passing a thrown or hit ball to a target player standing near the net, just right of centre.</li></ol>" +
            p(
              "Measure progress with the common three-point passing scale: 0 for an error, 1 for a pass that leaves the setter no choice, 2 for a playable pass with some options and 3 for a perfect pass. A team average above 2 is good at club level, and scoring drills this way gives beginners a concrete goal.",
            ),
        },
      },
      {
        title: "Setting from the Forehead",
        description: "Hand shape, contact and legal ball handling for the second touch.",
        lesson: {
          title: "The Overhead Set",
          html: p(
            "The set is usually the team’s second contact, and its job is to deliver a hittable ball to an attacker. Because it is played with the fingers, it is far more accurate than the forearm pass, but it is also the skill most often penalised for illegal handling, so good habits matter from the first session.",
            "The hands form a rounded shape just above and in front of the forehead, as if holding the ball already. The thumbs and index fingers make a triangle, or window, through which the setter looks at the ball. The fingers are spread and slightly flexed, the wrists bent back, and the elbows out at about shoulder width. The ball is contacted on the pads of the fingers and thumbs, never the palms. The power comes from a smooth, simultaneous extension of the legs and arms, finishing with the arms straight and pointing at the target.",
            "Footwork comes before hands. The setter gets under the ball early and squares the body to the target, which for a beginner team is usually the left-front attacker in position 4. The right foot is slightly ahead of the left, which stops the body turning at contact. Tell players to beat the ball to the spot and be still when it arrives.",
            "The rules of play under the FIVB set the standard for legal contact. The ball must be hit, not caught or thrown, although it may rebound in any direction. A player may not contact the ball twice in succession; the one exception is the team’s first contact, where consecutive contacts are allowed if they happen during a single action. This means a slightly double-touched set is legal on a first-contact overhead pass but a fault on a second-contact set. Referees in school competitions are often lenient, but coach to the legal standard.",
            "Progressions: twenty self-sets to about a metre above the head; sets against a wall from two metres; partner sets with a catch and release; then triangle drills in which the setter faces one partner and sets to another, forcing a turn of the feet before each contact. Aim beginners at a high, slow set that drops about a metre inside the sideline and half a metre off the net.",
          ),
        },
      },
      {
        title: "Rotation and Scoring",
        description: "The rules that decide where each player must stand and how points, sets and matches are won.",
        lesson: {
          title: "Six Players, Six Positions",
          html: p(
            "A volleyball team has six players on court, three in the front row and three in the back row. The positions are numbered anticlockwise, starting with the server: 1 is right back, 2 right front, 3 centre front, 4 left front, 5 left back and 6 centre back. These numbers describe where a player must be at the moment of service, and they explain most of the confusion beginners have about rotation.",
            "When the receiving team wins a rally it gains the right to serve, and its players rotate one position clockwise: the player in position 2 moves to position 1 and serves, the player in 1 moves to 6, and so on. The serving team does not rotate when it wins a point; the same player keeps serving until the rally is lost.",
            "At the moment the ball is served, each team must be in its rotational order, otherwise it commits a positional (overlap) fault. Each front-row player must be closer to the centre line than the back-row player directly behind: 4 ahead of 5, 3 ahead of 6, and 2 ahead of 1. Each player must also be correctly placed relative to side neighbours: in the front row, 4 must be further left than 3 and 3 further left than 2, and the same applies to 5, 6 and 1 in the back row. Position is judged by where the feet touch the floor. As soon as the ball is served, players may move anywhere.",
            "Back-row players may attack only from behind the attack line, which is 3 m from the centre line, when the ball is completely above the top of the net, and they may not block. Under FIVB rules the libero, a back-row specialist in a contrasting shirt, may not serve, block or attack a ball that is entirely above the net.",
            "Every rally scores a point. A set is won by the first team to 25 points with a lead of at least two, and a deciding fifth set is played to 15, again by two. Senior matches are best of five sets; many school and youth competitions play best of three. Each team has up to three contacts to return the ball, and a touch at the block does not count as one of them.",
          ),
        },
      },
    ],
  },
  {
    slug: "beginners-persian-script-sounds-and-first-conversations",
    discipline: "Persian language",
    title: "Beginners’ Persian: Script, Sounds and First Conversations",
    description:
      "An introduction to modern Persian (Farsi) as spoken in Iran, for learners with no previous knowledge: the Perso-Arabic alphabet and its joining rules, the vowel system and word stress, everyday greetings, the present tense of “to be”, and the etiquette of taarof that shapes polite conversation.",
    level: "beginner",
    duration: "ten weeks (two ninety-minute classes a week)",
    plantedGap: "taarof",
    modules: [
      {
        title: "The Alphabet and Its Joining Rules",
        description:
          "The 32 letters, their connected forms, and the seven letters that never join to the letter after them.",
        lesson: {
          title: "Reading Right to Left",
          html:
            p(
              "Persian is written from right to left in a modified form of the Arabic script. The alphabet has 32 letters: the 28 of Arabic plus four created for sounds Arabic lacks, namely پ (p), چ (ch), ژ (zh, as in “measure”) and گ (g). Letters are joined within a word as in handwriting, and printed text is joined too, so each letter has up to four shapes: isolated, initial, medial and final.",
              "The shapes are easier than they look because many letters share one skeleton and differ only in their dots. The “tooth” shape, for example, gives ب (b) with one dot below, پ (p) with three dots below, ت (t) with two dots above and ث (s) with three dots above. Learning the skeleton families, rather than 32 unrelated letters, halves the work.",
              "Seven letters join only to the letter before them (on their right), never to the letter after them: ا (alef), د (dâl), ذ (zâl), ر (re), ز (ze), ژ (zhe) and و (vâv). After one of these, the next letter takes its initial or isolated form, which is why Persian words often look broken into pieces. In کتاب (ketâb, “book”) the ک is in initial form, the ت medial, the ا final, and the closing ب is isolated because ا cannot reach forward to it. In دارد (dârad, “has”) no letter joins the next at all.",
              "Because Persian borrowed thousands of Arabic words with their spelling, several letters are pronounced identically:",
            ) +
            "<ul><li>s: ث، س، ص</li><li>z: ذ، ز، ض، ظ</li><li>t: ت، ط</li><li>h: ح، ه</li><li>gh: غ، ق (merged in standard Tehran speech)</li></ul>" +
            p(
              "The spelling of such words has to be learned word by word: سال (sâl, “year”) is written with س, but صبح (sobh, “morning”) with ص. Learners should practise by copying short words, naming each letter aloud with its Persian name (alef, be, pe, te, se, jim, che and so on) and then reading the word, rather than trying to memorise shape charts in isolation.",
            ),
        },
      },
      {
        title: "Vowels, Stress and the Ezâfe",
        description:
          "The six vowels, what the script leaves out, and the linking vowel that joins a noun to its modifiers.",
        lesson: {
          title: "Six Vowels and a Linking -e",
          html:
            p(
              "Standard Persian has six vowels. Three are traditionally called short, /a/, /e/ and /o/, and three long, /â/, /i/ and /u/. The vowel written here as â is a back, slightly rounded sound, close to the vowel of British English “law” said short; it is distinct from /a/, which is nearer the vowel of “cat”. The difference matters: dar means “door” or “in”, while dâr means “gallows”.",
              "Only the long vowels are regularly written. /â/ is written with ا (alef), or آ (alef with madde) at the start of a word; /i/ with ی; and /u/ with و. The short vowels are normally left out and can be shown only with optional marks (zabar for a, zir for e, pish for o) that appear in children’s books and textbooks. A reader therefore has to know the word. The spelling گل can be gol, “flower”, or gel, “mud”, and only the context tells you which. This is why vocabulary learning and reading improve together.",
              "Word stress in nouns and adjectives usually falls on the last syllable: ketâb, dâneshjú (“student”), bozórg (“big”). Suffixes such as the plural -hâ take the stress themselves: ketâbhá (“books”). Verbs behave differently: the negative prefix na- or ne- is stressed, as in némiravam (“I am not going”).",
              "The ezâfe is an unstressed vowel -e that links a noun to whatever follows and modifies it, whether an adjective or a possessor. It is one of the first structures learners meet, and it is usually not written:",
            ) +
            "<ul><li>ketâb-e bozorg, “the big book”</li><li>ketâb-e Maryam, “Maryam’s book”</li><li>esm-e man, “my name” (literally “the name of me”)</li></ul>" +
            p(
              "After a word ending in a vowel the ezâfe becomes -ye, and then it is written, with ی after â or u: daryâ-ye Khazar, the Caspian Sea (دریای خزر). After a word ending in the silent h that represents final -e, as in khâne (“house”), it is pronounced -ye and written with a small mark or a separate ی: khâne-ye man, “my house”. Reading phrases aloud with the ezâfe marked in pencil is the quickest way to make it automatic.",
            ),
        },
      },
      {
        title: "Greetings and the Verb “To Be”",
        description: "Saying hello and goodbye, introducing yourself, and making short sentences with budan.",
        lesson: {
          title: "Salâm, Khubam, Mersi",
          html:
            p(
              "Persian conversation starts with salâm (سلام), “hello”, used at any time of day. The usual follow-up is a question about health: formally hâl-e shomâ chetor ast? (“how is your health?”), which in everyday speech becomes hâl-e shomâ chetor-e? or simply chetor-i? to a friend. Common replies are khubam (“I’m well”), bad nistam (“not bad”) and mersi or mamnun (“thanks”), often strengthened to kheyli mamnun (“many thanks”). To leave, say khodâhâfez (خداحافظ), literally “God protect [you]”. When meeting someone for the first time, esm-e man Sârâ ast (“my name is Sara”) is followed by khoshbakhtam (“pleased to meet you”, literally “I am fortunate”).",
              "The personal pronouns are man (I), to (you, singular familiar), u (he or she; Persian has no grammatical gender), mâ (we), shomâ (you, plural or polite singular) and ânhâ (they), with ishân as a respectful form. Learners should use shomâ with anyone who is not a close friend or a child.",
              "The verb budan, “to be”, has a short present form that attaches to the word before it, and a full form. Persian word order is subject–object–verb, so the verb comes last:",
            ) +
            "<table><tr><th>Person</th><th>Enclitic</th><th>Full form</th><th>Negative</th></tr>" +
            "<tr><td>man (I)</td><td>-am</td><td>hastam</td><td>nistam</td></tr>" +
            "<tr><td>to (you)</td><td>-i</td><td>hasti</td><td>nisti</td></tr>" +
            "<tr><td>u (he/she)</td><td>ast</td><td>hast</td><td>nist</td></tr>" +
            "<tr><td>mâ (we)</td><td>-im</td><td>hastim</td><td>nistim</td></tr>" +
            "<tr><td>shomâ (you)</td><td>-id</td><td>hastid</td><td>nistid</td></tr>" +
            "<tr><td>ânhâ (they)</td><td>-and</td><td>hastand</td><td>nistand</td></tr></table>" +
            p(
              "So man dâneshju-am means “I am a student”, u Irâni ast “he (or she) is Iranian”, and mâ khaste nistim “we are not tired”. The third-person ast is pronounced -e in speech: u Irâni-e. The full forms are used for emphasis, to mean “there is” (injâ yek ketâbkhâne hast, “there is a library here”), and often after words ending in a vowel. The negative always uses the nist- forms, which makes it one of the easiest structures in the language.",
            ),
        },
      },
    ],
  },
  {
    slug: "steel-fixing-schedules-bending-and-tying",
    discipline: "Steel fixing",
    title: "Steel Fixing: Schedules, Bending and Tying",
    description:
      "Students learn to read a bar bending schedule and a reinforcement drawing, identify bars by grade, size and shape code, bend bar around the correct former, calculate lap lengths, tie intersections with the standard fixing ties, and hold concrete cover with spacers and chairs.",
    level: "beginner",
    duration: "four weeks (three days a week in the training workshop)",
    plantedGap: "lap lengths",
    modules: [
      {
        title: "Reading the Bar Bending Schedule",
        description: "How reinforcement is labelled on drawings and scheduled to BS 8666.",
        lesson: {
          title: "Bar Marks, Shape Codes and Weights",
          html: p(
            "In the UK, reinforcement is detailed and scheduled to BS 8666. The engineer’s drawing shows where bars go; the bar bending schedule tells the supplier and the fixer exactly how many bars of each kind to make and what shape they are. Every bar on the drawing carries a call-up label, and learning to read it is the first skill of the trade.",
            "A typical label reads 12H16-03-200 B1. Taken in order: 12 is the number of bars; H is the steel type, meaning high-yield ribbed bar of grade B500A, B500B or B500C to BS 4449; 16 is the diameter in millimetres; 03 is the bar mark, which links the label to one line of the schedule; 200 is the spacing in millimetres, centre to centre; and B1 is the layer, here the outer bottom layer. T1 and T2 mark the outer and second top layers, and on walls NF and FF mean near face and far face. Other type letters include B (grade B500B or B500C), C (B500C only) and S (stainless steel). The preferred bar diameters are 8, 10, 12, 16, 20, 25, 32 and 40 mm.",
            "The schedule itself is a table with columns for the member (such as “Slab level 2”), bar mark, type and size, number of members, number of bars in each, total number, length of each bar in millimetres, shape code and the bending dimensions A to E. The shape code describes the bar’s form: 00 is a straight bar, 11 a bar with a single 90° bend (an L-bar), and 21 a U-shaped bar. All bending dimensions are measured to the outside of the bar.",
            "Fixers and supervisors often need bar weights, for checking deliveries and for crane lifts. The mass per metre of a bar is close to d²/162 kg, where d is the diameter in millimetres. A 16 mm bar weighs about 1.58 kg/m and a 25 mm bar about 3.85 kg/m. So a bundle of twelve H16 bars, each 4.8 m long, weighs roughly 12 × 4.8 × 1.58 = 91 kg.",
            "When a delivery arrives, check each bundle’s tag against the schedule: bar mark, size, number and shape. Store bundles off the ground on timber bearers, grouped by bar mark, so that the right bar is to hand when the fixing starts.",
          ),
        },
      },
      {
        title: "Cutting and Bending",
        description: "Minimum former sizes, cutting lengths, and the things that must never be done to reinforcement.",
        lesson: {
          title: "Bending to the Right Radius",
          html:
            p(
              "Most reinforcement now arrives cut and bent from a specialist supplier, but fixers still bend bar on site and must know the rules that govern it. Ribbed bar is bent around a former, or mandrel, rather than over a sharp edge. Too tight a bend can crack the steel on the outside of the bend, where the ribs act as stress raisers, and can crush the concrete on the inside of the bend when the bar is later loaded.",
              "BS 8666 sets minimum former diameters. For bars up to 16 mm the former must be at least four times the bar diameter (4d); for bars of 20 mm and above it must be at least seven times (7d):",
            ) +
            "<table><tr><th>Bar diameter (mm)</th><th>Minimum former diameter (mm)</th></tr>" +
            "<tr><td>10</td><td>40</td></tr><tr><td>12</td><td>48</td></tr><tr><td>16</td><td>64</td></tr>" +
            "<tr><td>20</td><td>140</td></tr><tr><td>25</td><td>175</td></tr><tr><td>32</td><td>224</td></tr></table>" +
            p(
              "Cutting length is not simply the sum of the outside dimensions, because the bar follows a curve at each bend. BS 8666 gives a formula for each shape code. For shape code 11, the length is A + B − 0.5r − d, where r is the bend radius (half the former diameter) and d is the bar diameter. For an H12 L-bar with A = 600 mm and B = 400 mm, r = 24 mm, so the length is 600 + 400 − 12 − 12 = 976 mm.",
              "Bends are made cold, in one smooth movement, on a bending bench or machine with the correct former fitted. Never heat reinforcement to make bending easier: heat changes the properties of the steel. Do not re-bend or straighten a bar once it has been bent, because the steel at the bend has already been strained and may fracture. Starter bars that have been bent back for access must be straightened only where the designer has approved it and by the approved method. Cut bar with bar shears, a powered cropper or an abrasive disc cutter, never with a gas torch unless the engineer allows it.",
              "Wear gloves, eye protection and safety boots, and fit protective caps to any upstanding bar ends near walkways.",
            ),
        },
      },
      {
        title: "Tying and Cover",
        description: "Fixing ties, tying wire, and keeping bars exactly where the designer put them.",
        lesson: {
          title: "Ties, Spacers and Chairs",
          html:
            p(
              "Tying holds the bars in position while the concrete is placed and vibrated; it adds no strength to the finished structure. Fixers use 1.6 mm (16 gauge) black annealed tying wire, soft enough to twist by hand, or stainless wire where the face of the concrete will be exposed. The wire is cut to length or drawn from a reel on the belt, and twisted with steel fixer’s nips (pincers).",
              "Several standard ties are used, each suited to a job:",
            ) +
            "<ul><li>Single or snap tie: a diagonal loop around one intersection, twisted tight. Quick, and used for most slab mats.</li>" +
            "<li>Double tie: two snap ties in a cross, for intersections that must not move.</li>" +
            "<li>Saddle tie: the wire passes around the crossing bar and over the other, holding heavy bars more firmly.</li>" +
            "<li>Crown (figure-of-eight) tie: resists twisting, so it suits vertical bars in walls and columns.</li></ul>" +
            p(
              "In slabs, fixers commonly tie alternate intersections and every intersection around the edge, but the specification rules. Every tail of wire must be bent inwards, into the body of the cage. A tail left pointing at the formwork sits inside the cover zone, where it will rust and leave brown stains on the finished face.",
              "Cover is the distance from the concrete surface to the nearest surface of any bar, including links. It protects the steel from corrosion and fire. Under Eurocode 2 the designer works out a minimum cover and adds an allowance for fixing tolerance, usually 10 mm, to give the nominal cover that appears on the drawing, for example 40 mm. The fixer’s job is to achieve that nominal figure.",
              "Cover is held by spacers of concrete or plastic placed between the bars and the formwork, chosen to the exact nominal cover. Top mats in slabs sit on chairs, bent bar or proprietary stools that carry the weight of the mat and the people walking on it. Place spacers at the spacing given in the specification, commonly no more than about a metre apart and closer for small bars, which sag between supports. Before the pour, clean out tie-wire offcuts and debris, remove mud and oil from the bars, and check cover with a tape at several points.",
            ),
        },
      },
    ],
  },
  {
    slug: "an-introduction-to-pteridology",
    discipline: "Pteridology",
    title: "An Introduction to Pteridology",
    description:
      "Ferns are among the commonest plants of woodland, wall and hedgebank, yet many naturalists pass them by as too hard to name. This course covers the fern life cycle, the anatomy of fronds and sori, identification of British species with dichotomous keys, and the horsetails, which modern classifications now place among the ferns.",
    level: "beginner",
    duration: "seven weeks (a weekly two-hour laboratory session and three field excursions)",
    plantedGap: "horsetails",
    modules: [
      {
        title: "The Fern Life Cycle",
        description: "Alternation of generations, from spore to prothallus to the plant we recognise as a fern.",
        lesson: {
          title: "Two Independent Generations",
          html: p(
            "Ferns, like mosses but unlike seed plants, have two separate, free-living generations. The plant we recognise, with its rhizome, roots and fronds, is the sporophyte, and its cells are diploid (2n). Sporangia, small capsules usually clustered into groups called sori on the underside of the fronds, contain cells that divide by meiosis to produce haploid spores. In most ferns each sporangium makes 64 spores.",
            "The sporangium of a typical fern is a tiny mechanical catapult. It sits on a stalk, and its wall is one cell thick, with a ring of thick-walled cells, the annulus, running most of the way round it. As the sporangium dries, water evaporates from the annulus cells, which pull inwards and straighten the ring until the wall tears open at a thin-walled region called the stomium. When the tension in the remaining water breaks, the annulus snaps back and throws the spores into the air.",
            "A spore that lands on damp soil germinates into the gametophyte, or prothallus. This is a small green plate, usually heart-shaped and less than a centimetre across, only one cell thick over most of its area, and anchored by hair-like rhizoids. It is photosynthetic and independent, but few people notice it. On its underside it bears antheridia, which release swimming sperm, and flask-shaped archegonia near the notch, each holding a single egg. The sperm must swim through a film of water to reach the egg, which is one reason ferns are most diverse in damp places.",
            "The fertilised egg, or zygote, is diploid. It grows into a young sporophyte that at first draws nourishment from the prothallus, then puts out its own root and first small frond, and the prothallus withers.",
            "Most ferns are homosporous, producing one kind of spore that grows into a gametophyte able to bear both sexes, although chemical signals called antheridiogens encourage neighbouring prothalli to become male and so promote cross-fertilisation. The water ferns, such as water clover (<em>Marsilea</em>) and <em>Azolla</em>, are heterosporous, with separate small male and large female spores. Some ferns skip fertilisation altogether: the scaly male fern (<em>Dryopteris affinis</em>) is apomictic, producing sporophytes directly from the prothallus, so its populations are made up of many clonal lines.",
          ),
        },
      },
      {
        title: "Reading a Frond",
        description: "The vocabulary of frond division, scales and sori that every identification key assumes.",
        lesson: {
          title: "Pinnae, Scales and Sori",
          html:
            p(
              "A fern frond grows from a rhizome, a stem that creeps at or below the soil surface or forms an upright crown. Young fronds unroll from tightly coiled croziers, a pattern called circinate vernation. The stalk of the frond is the stipe; it continues up the frond as the rachis, and the leafy part is the blade, or lamina.",
              "How the blade is divided is the first thing a key will ask. An undivided blade, like the strap of hart’s-tongue, is simple. A blade cut deeply towards the rachis but with its lobes still joined at the base is pinnatifid, as in common polypody. If it is cut right to the rachis into separate leaflets, the leaflets are pinnae and the frond is pinnate. If the pinnae are themselves divided into pinnules, the frond is bipinnate, and a further division makes it tripinnate. Many ferns are in-between, with pinnae that are lobed but not fully divided, described as pinnate-pinnatifid.",
              "Scales on the stipe and rachis are easy to overlook but decisive in some groups. Look at their colour, density and shape, and whether each scale has a dark central stripe. The golden-scaled male ferns, for instance, have dense orange-brown scales and a small dark spot where each pinna joins the rachis, while the common male fern has sparser, paler scales and no spot.",
              "Sori are the most useful characters of all. Note their shape and position, and whether they are covered by a protective flap, the indusium:",
            ) +
            "<ul><li>Round sori with a kidney-shaped indusium: buckler ferns and male ferns (<em>Dryopteris</em>).</li>" +
            "<li>Round sori with a round indusium attached at its centre, like an umbrella: shield ferns (<em>Polystichum</em>).</li>" +
            "<li>Round sori with no indusium: polypodies (<em>Polypodium</em>).</li>" +
            "<li>Linear sori along the veins: spleenworts (<em>Asplenium</em>), including the paired lines of hart’s-tongue.</li>" +
            "<li>Curved or J-shaped sori: lady fern (<em>Athyrium</em>).</li>" +
            "<li>A continuous line at the margin, under the rolled-over edge of the blade: bracken (<em>Pteridium</em>).</li></ul>" +
            p(
              "Some ferns have two kinds of frond. Hard fern (<em>Blechnum spicant</em>) has spreading sterile fronds and upright fertile fronds with narrow pinnae. Examine sori with a ×10 or ×20 hand lens on mature fronds from mid-summer, when the sporangia are ripe and the indusia still visible.",
            ),
        },
      },
      {
        title: "Keying Out British Ferns",
        description: "Using dichotomous keys and a hand lens to name common species with confidence.",
        lesson: {
          title: "Working Through a Key",
          html:
            p(
              "A dichotomous key is a series of numbered couplets, each offering two contrasting statements. You choose the statement that fits your specimen and follow its instruction, either to another couplet or to a name. Keys in standard works such as Stace’s <em>New Flora of the British Isles</em> cover every species, but the method can be learned on a short key to common ferns:",
            ) +
            "<ol><li>Frond undivided and strap-shaped, with sori in long paired lines: hart’s-tongue (<em>Asplenium scolopendrium</em>). Frond divided: go to 2.</li>" +
            "<li>Frond once divided, the segments themselves undivided; sori round and without an indusium: polypody (<em>Polypodium</em>). Frond more finely divided: go to 3.</li>" +
            "<li>Sori in a continuous line under the rolled margin; fronds arising singly from a far-creeping rhizome, often over a metre tall: bracken (<em>Pteridium aquilinum</em>). Sori separate: go to 4.</li>" +
            "<li>Indusium kidney-shaped; fronds in a shuttlecock, firm, the lobes blunt: male fern (<em>Dryopteris filix-mas</em>). Indusium elongated, curved or J-shaped; fronds soft and delicate, tapering towards both ends: lady fern (<em>Athyrium filix-femina</em>).</li></ol>" +
            p(
              "Good keying habits matter more than any single key. Use a mature, fertile frond, and look at several fronds from the same plant, because the first and last fronds of the season are often atypical. Read both halves of a couplet before choosing, and if neither fits, go back a step rather than forcing a choice. Record the habitat as well: wall crevices, acid woodland and limestone pavement each have characteristic species.",
              "Some names need more than a hand lens. The three British polypodies, <em>Polypodium vulgare</em>, <em>P. interjectum</em> and <em>P. cambricum</em>, are separated mainly by the number of thickened cells in the annulus of the sporangium and by the presence of branched hairs among the sporangia, which need a microscope at ×40 to ×100. They also hybridise, and the hybrids have malformed spores. The scaly male ferns form an apomictic complex of several species that even specialists find difficult.",
              "A good working method is to key the plant in the field, note the characters you used, collect a single fertile pinna if the plant is common and collecting is permitted, and check the identification later against a specimen in a herbarium or a verified photograph. Submitting records with this evidence to the county recorder adds them to national distribution maps.",
            ),
        },
      },
    ],
  },
];
