/** Twelfth held-out evaluation courses, beginner level (Portuguese to poetry writing); see ai-courses-heldout12.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT12_A: EvalCourse[] = [
  {
    slug: "beginning-brazilian-portuguese",
    discipline: "Portuguese language",
    title: "Beginning Brazilian Portuguese",
    description:
      "Aimed at students with no prior knowledge of the language, this course moves from the sounds and spelling of Brazilian Portuguese to simple conversation about daily life. It covers noun gender and the articles, the present tense of regular verbs, the contrast between ser and estar, and the preterite for talking about completed events.",
    level: "beginner",
    duration: "14 weeks",
    plantedGap: "preterite",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "Once you know how a handful of letters and accents behave, written Portuguese becomes far easier to read aloud.",
        lesson: {
          title: "Reading Portuguese words aloud",
          html:
            p(
              "Portuguese is spelled more regularly than English, but a beginner has to learn a few habits that differ sharply from Spanish, which many learners already know. The most striking feature of Brazilian pronunciation is nasality. A vowel written with a tilde, as in <i>irmã</i> ('sister') or <i>pão</i> ('bread'), is pronounced with air passing through the nose, and so is a vowel followed by <i>m</i> or <i>n</i> in the same syllable: <i>bom</i> ('good'), <i>tempo</i> ('time'). In these words the <i>m</i> or <i>n</i> is not fully pronounced; it simply tells you the vowel before it is nasal.",
              "Several consonants change value depending on their position. In most of Brazil, <i>d</i> and <i>t</i> before an <i>i</i> sound become 'j' and 'ch': <i>dia</i> ('day') sounds like 'JEE-ah' and <i>noite</i> ('night') like 'NOY-chee'. A single <i>r</i> at the start of a word, and the double <i>rr</i>, are pronounced like an English h, so <i>rio</i> ('river') sounds close to 'HEE-oo'; between vowels, a single <i>r</i> is a quick tap, as in <i>caro</i> ('expensive'). An <i>s</i> between vowels is voiced like a z (<i>casa</i>), while <i>ss</i> is always an s sound (<i>passo</i>).",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>lh</td><td>like lli in 'million'</td><td><i>filho</i>, 'son'</td></tr><tr><td>nh</td><td>like ny in 'canyon'</td><td><i>vinho</i>, 'wine'</td></tr><tr><td>ç</td><td>s</td><td><i>açúcar</i>, 'sugar'</td></tr><tr><td>ch</td><td>sh</td><td><i>chuva</i>, 'rain'</td></tr><tr><td>final -o</td><td>oo</td><td><i>livro</i>, 'book'</td></tr></table>" +
            p(
              "Stress follows simple rules. Words ending in <i>a</i>, <i>e</i> or <i>o</i>, with or without a final <i>s</i> or <i>m</i>, are stressed on the second-to-last syllable: <i>mesa</i>, <i>falam</i>. Words ending in other letters are stressed on the last syllable: <i>falar</i>, <i>Brasil</i>. Any word that breaks these rules carries a written accent on the stressed vowel, as in <i>café</i>, <i>música</i> and <i>você</i>. The acute accent also marks an open vowel and the circumflex a closed one, so <i>avó</i> ('grandmother') and <i>avô</i> ('grandfather') differ only in the quality of the final o.",
            ),
        },
      },
      {
        title: "Nouns, Gender and Articles",
        description:
          "Learn each noun together with its article, because gender affects every word that agrees with it.",
        lesson: {
          title: "O, a, um, uma",
          html:
            p(
              "Every Portuguese noun is masculine or feminine, and articles, adjectives and many pronouns must agree with it. The ending is a useful but imperfect guide. Nouns in <i>-o</i> are usually masculine (<i>o livro</i>, 'the book') and nouns in <i>-a</i> usually feminine (<i>a casa</i>, 'the house'). Nouns in <i>-dade</i> and <i>-ção</i> are feminine (<i>a cidade</i>, <i>a estação</i>), while many nouns in <i>-ma</i> of Greek origin are masculine: <i>o problema</i>, <i>o sistema</i>, <i>o tema</i>. Nouns ending in <i>-e</i> or a consonant must be learned one by one: <i>o leite</i> ('milk') but <i>a noite</i> ('night').",
              "The articles have four forms each. The definite article is <i>o, a, os, as</i>; the indefinite is <i>um, uma, uns, umas</i>. Unlike English, Portuguese uses the definite article with abstract and general nouns (<i>O café é bom</i>, 'Coffee is good') and, in much of Brazil, before first names in informal speech (<i>a Ana</i>).",
              "Articles combine with the common prepositions <i>de</i> ('of, from'), <i>em</i> ('in, on') and <i>a</i> ('to'). These contractions are obligatory, not stylistic:",
            ) +
            "<ul><li><i>de</i> + <i>o</i> = <i>do</i>: <i>o livro do professor</i>, 'the teacher's book'</li><li><i>em</i> + <i>a</i> = <i>na</i>: <i>na praia</i>, 'on the beach'</li><li><i>em</i> + <i>um</i> = <i>num</i>: <i>num restaurante</i>, 'in a restaurant'</li><li><i>a</i> + <i>a</i> = <i>à</i>: <i>Vou à escola</i>, 'I'm going to school'</li></ul>" +
            p(
              "Plurals are usually formed by adding <i>-s</i> to a noun ending in a vowel: <i>livro, livros</i>. Nouns in <i>-r</i>, <i>-z</i> and <i>-s</i> (stressed) add <i>-es</i>: <i>mulher, mulheres</i>; <i>luz, luzes</i>. Nouns in <i>-m</i> change it to <i>-ns</i>: <i>homem, homens</i>. Most nouns in <i>-ão</i> take <i>-ões</i> (<i>estação, estações</i>), though a few common ones take <i>-ães</i> or <i>-ãos</i> (<i>pão, pães</i>; <i>mão, mãos</i>) and must be memorised.",
            ),
        },
      },
      {
        title: "Present Tense, Ser and Estar",
        description: "How do you say what you do every day, and when is 'to be' ser rather than estar?",
        lesson: {
          title: "Regular verbs and the two verbs 'to be'",
          html:
            p(
              "Portuguese verbs belong to three conjugations, identified by the infinitive ending: <i>-ar</i> (<i>falar</i>, 'to speak'), <i>-er</i> (<i>comer</i>, 'to eat') and <i>-ir</i> (<i>partir</i>, 'to leave'). To form the present tense, remove the ending and add the personal endings. In Brazil, <i>você</i> ('you') takes the same verb form as <i>ele</i> and <i>ela</i>, and <i>a gente</i> ('we', informal) is also very common with that form, so in everyday speech learners use three or four forms rather than six.",
            ) +
            "<table><tr><th></th><th>falar</th><th>comer</th><th>partir</th></tr><tr><td>eu</td><td>falo</td><td>como</td><td>parto</td></tr><tr><td>você, ele, ela</td><td>fala</td><td>come</td><td>parte</td></tr><tr><td>nós</td><td>falamos</td><td>comemos</td><td>partimos</td></tr><tr><td>vocês, eles, elas</td><td>falam</td><td>comem</td><td>partem</td></tr></table>" +
            p(
              "The present tense describes habits (<i>Eu trabalho de manhã</i>, 'I work in the mornings'), general truths, and often the near future (<i>Amanhã eu viajo</i>, 'Tomorrow I travel').",
              "Portuguese has two verbs for 'to be'. <i>Ser</i> (<i>sou, é, somos, são</i>) describes what something is by nature or identity: nationality, profession, origin, material, time and inherent characteristics. <i>Sou brasileira</i> ('I am Brazilian'), <i>Ele é médico</i>, <i>A mesa é de madeira</i>, <i>São três horas</i>. <i>Estar</i> (<i>estou, está, estamos, estão</i>) describes states and conditions seen as temporary or resulting from change, and the location of people and movable things: <i>Estou cansado</i> ('I am tired'), <i>O café está frio</i>, <i>Ela está em casa</i>.",
              "The contrast can change meaning. <i>Ele é chato</i> means 'He is a boring person'; <i>Ele está chato</i> means 'He is being tiresome today'. The location of fixed places, however, usually takes <i>ficar</i> or <i>ser</i>: <i>Onde fica o banco?</i> ('Where is the bank?'). <i>Estar</i> also combines with the gerund to express an action in progress, the normal Brazilian equivalent of the English continuous: <i>Estou estudando</i>, 'I am studying'.",
            ),
        },
      },
    ],
  },
  {
    slug: "traditional-upholstery-drop-in-seat",
    discipline: "Upholstery",
    title: "Traditional Upholstery: From Frame to Seat",
    description:
      "Over ten Saturday workshops each student restores a drop-in seat and a small stuffed-over chair using traditional materials. Stripping and frame repair, webbing and tied springs, fibre and hair stuffings with a stitched edge, and cutting and fitting the top cover are all practised at the bench.",
    level: "beginner",
    duration: "10 Saturday workshops",
    plantedGap: "top cover",
    modules: [
      {
        title: "Stripping and Preparing the Frame",
        description:
          "Take the old chair apart carefully, recording what you find, and make the frame sound before any new material goes on.",
        lesson: {
          title: "Stripping a chair and repairing the frame",
          html:
            p(
              "Traditional upholstery is built up in layers, and the old layers are the best record of how the chair was made. Before stripping, photograph the chair from every side and note the shape of the edges, the height of the seat and the position of any buttons or piping. Then strip from the outside in, removing the outer fabric, the calico, the stuffings, the scrim and hessian, and finally the springs and webbing.",
              "Tacks are removed with a ripping chisel and a mallet. Place the chisel against the head of the tack and drive it along the grain of the rail, never across it, so that the chisel lifts the tack without splitting the wood. Work away from your body and wear eye protection, because tacks fly out with surprising force. Keep any original horsehair: once washed and teased it can be reused, and good hair is expensive to buy.",
              "With the frame bare, examine it closely. Typical faults include:",
            ) +
            "<ul><li>loose joints, found by flexing the frame and watching for movement at the dowels or tenons;</li><li>rails so riddled with old tack holes that new tacks will not hold;</li><li>woodworm, shown by small round flight holes and fresh powdery frass;</li><li>cracked or missing corner blocks under the seat.</li></ul>" +
            p(
              "Loose joints are knocked apart with a rubber mallet, cleaned of old animal glue with warm water, and reglued with hide glue or PVA, then clamped square by measuring the diagonals, which should be equal. Rails damaged by tack holes can be filled with glued slivers of wood or, on the top face only, reinforced with a thin strip of new timber. Woodworm that is still active is treated with a proprietary insecticide before upholstery begins. Finally, chamfer the top outer edge of each seat rail slightly with a rasp, about 3 mm, so that the hessian and stuffing will not be cut by a sharp arris.",
            ),
        },
      },
      {
        title: "Webbing and Springing",
        description:
          "The foundation of a sprung seat: tight webbing, springs sewn in place and a lashing that holds them upright.",
        lesson: {
          title: "Webbing, setting and tying springs",
          html: p(
            "Webbing forms the platform of the seat. Traditional black-and-white English webbing, woven from cotton and jute, is stronger than plain jute and is the usual choice for sprung seats. On a seat about 45 cm square, use four or five strands front to back and the same number side to side, spaced roughly a web's width apart, and interlace the cross strands with the others like a basket.",
            "Each strand is folded over by about 2.5 cm and fixed to the rail with five 16 mm improved tacks in a W pattern, so that no two tacks lie on the same grain line. It is then pulled tight with a web stretcher over the opposite rail and fixed with three tacks, cut with a 2.5 cm tail, and the tail folded back and fixed with two more. Webbing for a sprung seat is tensioned firmly, until it gives only slightly under the thumb; overtightening can crack an old rail.",
            "Double-cone springs are set on the webbing with their knots turned inward, so that no wire end will wear through the coverings. A seat of that size commonly takes five to nine springs, placed so that the outer springs sit about 2 cm in from the rails. Each spring is sewn to the webbing at three or four points with a spring needle and strong twine, using a continuous length that passes from spring to spring underneath.",
            "The springs are then lashed with laid cord. Working first front to back and then side to side, the cord is knotted to each spring twice, at the top coil on the inside and on the second coil down on the outside edge, and tied off to tacks on the rails. The outer springs are thus tilted slightly outward, so that the finished seat has a gentle dome and a firm edge. The goal is a seat of even height in which every spring stands upright and no coil can slip sideways; only then is a layer of hessian stretched over the springs and stitched to each one.",
          ),
        },
      },
      {
        title: "Stuffing and the Stitched Edge",
        description:
          "Students build a firm, square first stuffing with blind and top stitching, then add the softer second stuffing.",
        lesson: {
          title: "First stuffing, edge stitching and second stuffing",
          html:
            p(
              "The first stuffing gives the seat its shape and, on a stuffed-over chair, its firm edge. It is usually made of coir fibre or horsehair held in place by bridle ties, loops of twine sewn into the hessian in rows about 10 cm apart. Handfuls of fibre are teased and tucked under the bridles until the whole surface is covered evenly, with slightly more at the edges than in the centre. A layer of scrim, a loosely woven open hessian, is laid over the fibre and temporarily tacked, then stitched through to the hessian below with a long double-pointed needle to hold the stuffing.",
              "The edge is formed by pulling the fibre forward under the scrim with a regulator, a long steel needle that moves stuffing without tearing the cloth, until the edge is firm and overhangs the rail slightly. The scrim is then tacked permanently to the chamfered edge of the rail. Two kinds of stitching build the edge:",
            ) +
            "<ul><li><b>blind stitches</b>, taken low down near the tacks, in which the needle goes in and out on the side without coming through the top, drawing the stuffing forward to the edge;</li><li><b>top stitches</b>, or roll stitches, which pass right through and form a firm roll along the top, usually one or two rows for a seat.</li></ul>" +
            p(
              "After each row, the stuffing is regulated again so that the edge stays even. A well-made edge is square, solid under the hand, and the same height all round; check it by sighting across the seat and measuring from the floor at each corner.",
              "The second stuffing is softer and thinner. Washed horsehair is held in place with fresh bridle ties and laid to a depth of about 2 to 3 cm, filling the hollow in the middle so that the seat feels comfortable and looks crowned. It is covered with a layer of calico, which is stretched and tacked on the underside of the rail, working from the centre of each side towards the corners. A sheet of skin wadding over the calico stops hair from working through, and the chair is then ready for its final fabric.",
            ),
        },
      },
    ],
  },
  {
    slug: "woodturning-spindle-first-steps",
    discipline: "Woodturning",
    title: "Woodturning: First Steps at the Lathe",
    description:
      "Starting with lathe safety and set-up, participants learn to sharpen and present the roughing gouge, spindle gouge and skew chisel, turn beads, coves and a tool handle between centres, and finish by hollowing a small bowl held in a chuck.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "bowl",
    modules: [
      {
        title: "The Lathe and Working Safely",
        description: "Know the parts of the lathe, how to mount a blank between centres, and the speed that suits it.",
        lesson: {
          title: "Lathe anatomy, mounting and speed",
          html:
            p(
              "A woodturning lathe spins the wood while the turner holds a cutting tool against it. The headstock, on the left for a right-handed turner, houses the motor-driven spindle; the tailstock slides along the bed and supports the other end of the work. Between them the tool rest, on its banjo, can be moved and locked so that the tool is always supported close to the wood.",
              "For spindle work the blank is held between centres. Mark the centre of each end by drawing the diagonals, tap the spur or drive centre into one end with a mallet, mount it in the headstock, and bring the tailstock's live centre up into the other end. Tighten the tailstock until the centre seats firmly, then back it off a quarter turn and lock it. Set the tool rest parallel to the work, about 5 mm below the centre line, and turn the blank by hand to check that no corner strikes the rest.",
              "Speed matters more than beginners expect. A large or out-of-balance blank at high speed can break free with dangerous force. A common rule of thumb is that the diameter in inches multiplied by the rpm should lie between about 6,000 and 9,000. A square blank 75 mm (3 in) across should therefore begin at no more than 2,000 to 3,000 rpm, rising once it is round. Always start the lathe at the lowest speed and increase gradually.",
            ) +
            "<ul><li>Wear a full face shield, not just glasses, and a dust mask or powered respirator.</li><li>Remove rings, roll up sleeves, tie back long hair; nothing should hang near the spindle.</li><li>Stand out of the line of fire, to one side of the blank, when switching on.</li><li>Move the tool rest only with the lathe stopped.</li></ul>" +
            p(
              "Finally, keep the bed clear of tools and offcuts, and know where the stop switch is without looking for it.",
            ),
        },
      },
      {
        title: "Sharpening Turning Tools",
        description:
          "Why does a tool that cut cleanly an hour ago now tear the grain, and how do you restore its edge in a few seconds at the grinder?",
        lesson: {
          title: "Grinding bevels that cut",
          html:
            p(
              "Turning tools dull quickly because the wood passes the edge at high speed, and a dull tool scrapes and tears the fibres instead of slicing them. Most turners sharpen on a slow-speed bench grinder with white aluminium-oxide or CBN wheels, often with a jig that holds the tool at a repeatable angle. Frequent light touches on the wheel are better than occasional heavy grinding, which wastes steel and can overheat the edge.",
              "Each tool has a characteristic bevel angle, the angle between the bevel and the top of the tool. A low angle gives a keener edge that needs more care; a high angle is more robust. Typical starting points are:",
            ) +
            "<table><tr><th>Tool</th><th>Bevel angle</th><th>Grind</th></tr><tr><td>Spindle roughing gouge</td><td>about 45°</td><td>straight across</td></tr><tr><td>Spindle gouge</td><td>35–40°</td><td>fingernail profile, wings swept back slightly</td></tr><tr><td>Skew chisel</td><td>20–25° each side (total 40–50°)</td><td>edge skewed about 20° off square</td></tr><tr><td>Parting tool</td><td>about 25° each side</td><td>two bevels meeting at the tip</td></tr></table>" +
            p(
              "To grind a roughing gouge, set the jig so that the whole bevel touches the wheel, and roll the gouge steadily from one wing to the other, keeping the pressure light. A spindle gouge with a fingernail grind is rolled and swung at the same time, so that the bevel continues round to the wings. With the skew, grind each bevel flat and equal; a slightly convex bevel is forgiving, but a hollow one made at a steep angle is fragile.",
              "High-speed steel (HSS) tools tolerate heat well, so blueing the tip, although a sign of heavy-handed grinding, does not spoil the steel as it would carbon steel. Check sharpness by looking straight at the edge under a good light: a sharp edge reflects nothing, while a dull one shows a bright line. A light burr left by the grinder helps a gouge cut; many turners hone the skew on a diamond card to remove it and polish the bevel.",
            ),
        },
      },
      {
        title: "Between Centres: Beads, Coves and a Handle",
        description: "Practise the three basic cuts on a spindle and combine them in a turned tool handle.",
        lesson: {
          title: "Roughing, rolling beads and cutting coves",
          html: p(
            "Every cut in spindle turning follows one principle: rub the bevel, then lift the handle until the edge begins to cut. With the bevel riding on the wood behind the edge, the tool is supported and the cut is controlled; without it, the edge digs in and catches. Cut 'downhill', from a larger diameter to a smaller one, so that the edge meets fibres that are supported by the wood beneath them.",
            "The roughing gouge turns a square blank into a cylinder. Hold it with the flute pointing up and slightly in the direction of travel, rest the bevel on the spinning corners, and sweep along the rest, working from the middle towards each end. Take short passes near the ends rather than running off them, to avoid splitting.",
            "A bead is a rounded convex shape. Mark its width with two pencil lines and a centre line, and cut a V at each edge with the long point of the skew or a parting tool. Then, with a spindle gouge on its side and the flute facing the cut, start at the centre line with the bevel rubbing and roll the tool over as you move it downhill, so that it finishes flute-up at the bottom of the V. Repeat on the other side, mirroring the movement.",
            "A cove is the concave opposite. Start with the spindle gouge on its side, flute facing the centre of the cove, and cut downhill from the rim to the bottom, rotating the gouge so that it ends flute-up at the lowest point. Never go past the bottom and uphill on the far side.",
            "A file or chisel handle combines these cuts. Mount a 40 mm square of ash or beech about 250 mm long, rough it round, size one end with a parting tool and callipers to fit a brass ferrule, then shape the grip with a long gentle cove and a bead at the end. Sand from 120 to 320 grit with the lathe running slowly, and part off at the tailstock end.",
          ),
        },
      },
    ],
  },
  {
    slug: "retail-store-operations",
    discipline: "Retail management",
    title: "Running a Retail Store",
    description:
      "What separates a profitable shop from a struggling one is usually visible on the shop floor and in the stock room. The course works through store layout and visual merchandising, the retail arithmetic of markup, margin and sell-through, stock control and replenishment, and the rostering of a small store team.",
    level: "beginner",
    duration: "one semester",
    plantedGap: "rostering",
    modules: [
      {
        title: "Store Layout and Visual Merchandising",
        description: "Customers rarely walk a store the way its owner imagines; layout decides what they see and buy.",
        lesson: {
          title: "Designing the customer's path",
          html:
            p(
              "A store layout is a plan for moving customers past as much merchandise as possible without making the trip tiresome. The first few metres inside the door are the decompression zone, a transition area in which shoppers adjust to the light and space and tend to ignore products. The American retail researcher Paco Underhill, whose firm filmed thousands of hours of shopper behaviour, found that goods placed there sell poorly, so stores keep it open and use it for a welcome display or baskets.",
              "Most shoppers in countries that drive on the right turn right after entering, and many stores therefore place their strongest promotional display on the right-hand wall. Three basic layouts are used:",
            ) +
            "<ul><li><b>Grid</b>: parallel aisles, as in supermarkets and pharmacies. Efficient for stocking and for customers who know what they want, but it gives little sense of discovery.</li><li><b>Racetrack or loop</b>: a main aisle circles the store with departments opening off it, common in department stores and IKEA-style formats. It exposes customers to every department.</li><li><b>Free-flow</b>: fixtures are arranged informally, typical of fashion boutiques. It encourages browsing but uses floor space less efficiently.</li></ul>" +
            p(
              "Supermarkets put staples such as milk and bread at the back so that customers pass other goods on the way, and place impulse items at the checkout. Within a fixture, the most valuable space is at eye level, roughly 1.2 to 1.6 metres from the floor for adults, and brands pay for it; children's products are placed lower. End-of-aisle displays, or gondola ends, can lift sales of a product several times over, which is why they are reserved for promotions.",
              "Visual merchandising is the presentation of goods within this plan. Common techniques include grouping by colour, from light to dark; the pyramid display, which draws the eye to a single product at the apex; and cross-merchandising, placing related items together, such as pasta beside sauces. Good lighting, clear signage and well-filled shelves matter as much as creativity: a half-empty fixture suggests that the store is failing, and customers respond accordingly.",
            ),
        },
      },
      {
        title: "Retail Arithmetic",
        description:
          "By the end of this module students can price an item for a target margin and read a sell-through report.",
        lesson: {
          title: "Markup, margin and sell-through",
          html:
            p(
              "Retail managers use a small set of calculations every day, and confusing two of them, markup and margin, is a classic and expensive mistake. Both compare the cost of an item with its selling price, but they use different bases. Markup is the difference between price and cost expressed as a percentage of <i>cost</i>; gross margin is the same difference expressed as a percentage of the <i>selling price</i>.",
              "Suppose a shirt costs the retailer 20 and sells for 50. The difference is 30. The markup is 30 / 20 = 150 per cent, while the gross margin is 30 / 50 = 60 per cent. A manager who wants a 60 per cent margin but adds 60 per cent to cost will price the shirt at 32, earning a margin of only 12 / 32 = 37.5 per cent. To price for a target margin, divide the cost by (1 − margin): 20 / (1 − 0.6) = 50.",
            ) +
            "<table><tr><th>Measure</th><th>Formula</th><th>Shirt example</th></tr><tr><td>Markup</td><td>(price − cost) / cost</td><td>150%</td></tr><tr><td>Gross margin</td><td>(price − cost) / price</td><td>60%</td></tr><tr><td>Markdown</td><td>price reduction / original price</td><td>a cut from 50 to 40 = 20%</td></tr><tr><td>Sell-through</td><td>units sold / units received</td><td>90 of 120 = 75%</td></tr></table>" +
            p(
              "Markdowns reduce margin sharply. If the shirt is reduced from 50 to 40, the margin falls from 60 to 50 per cent (20 / 40), and every unit now contributes 20 instead of 30. To earn the same total gross profit, the store must sell half as many units again.",
              "Sell-through measures how quickly a delivery sells. If a store receives 120 units of a seasonal jacket and sells 90 in the first four weeks, sell-through is 75 per cent. Fashion buyers watch weekly sell-through closely: a line selling well early can be reordered, while one that stalls below plan is marked down before the season ends and its value falls further. Comparing sell-through across sizes and colours also shows which variants to buy more deeply next time.",
            ),
        },
      },
      {
        title: "Stock Control and Replenishment",
        description:
          "Set a reorder point and safety stock so that shelves stay full without tying up cash in the stock room.",
        lesson: {
          title: "Reorder points, safety stock and shrinkage",
          html: p(
            "Stock is money sitting on shelves. Too little and customers leave empty-handed; too much and cash is tied up, storage fills, and goods age or go out of fashion. Stock control is the set of routines that keeps the balance, and most modern stores run it through a point-of-sale system that updates the recorded quantity of each stock-keeping unit (SKU) every time an item is scanned at the till.",
            "The central decision is when to reorder. The reorder point is the stock level at which a new order must be placed so that it arrives before the shelf empties. It equals the expected demand during the lead time plus a safety stock: ROP = (average daily sales × lead time in days) + safety stock. If a store sells 12 bags of coffee a day, the supplier takes 5 days to deliver, and the manager holds 20 bags as a buffer against unexpectedly high sales or late delivery, the reorder point is 12 × 5 + 20 = 80 bags.",
            "Safety stock is a trade-off. Raising it reduces the risk of empty shelves but increases the cash tied up; items that are cheap, fast-selling and critical to the customer's visit, such as milk in a convenience store, justify more buffer than slow luxury items. Many retailers classify products by ABC analysis: the A items, perhaps 20 per cent of SKUs, produce around 80 per cent of sales and are counted and reviewed most often.",
            "The recorded stock is only useful if it matches what is really there. The gap between the two is called shrinkage and arises from shoplifting, staff theft, administrative errors and damage. Cycle counting, in which a small group of SKUs is counted every day so that the whole range is checked over a period, finds discrepancies before they corrupt reorder decisions. A store whose system believes it has ten units of an item that has in fact been stolen will never reorder it, and the shelf will stay empty until someone notices.",
            "Stock turn, annual sales at cost divided by average stock at cost, summarises the result: a grocery store may turn its stock 15 to 20 times a year, a furniture store perhaps 3 or 4.",
          ),
        },
      },
    ],
  },
  {
    slug: "poetry-workshop-beginnings",
    discipline: "Poetry writing",
    title: "Poetry Workshop: Beginnings",
    description:
      "Weekly writing exercises and workshop critique take new poets through the image, the line and the line break, sound and rhythm in metrical and free verse, and fixed forms such as the sonnet and the villanelle.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "villanelle",
    modules: [
      {
        title: "The Image",
        description:
          "Show, don't summarise: concrete images carry a poem's feeling more powerfully than statements about it.",
        lesson: {
          title: "Seeing with precision",
          html:
            p(
              "An image in poetry is language that appeals to the senses: not only sight, but sound, smell, taste, touch and the sense of movement in the body. Beginning poets often write about feelings directly ('I was so lonely'), and the reader, told what to feel, feels very little. A precise image lets the reader arrive at the feeling themselves.",
              "The Imagist poets of the 1910s turned this into a programme. In 1912 Ezra Pound, Hilda Doolittle (H.D.) and Richard Aldington agreed on three principles, published the following year in <i>Poetry</i> magazine: direct treatment of the 'thing', whether subjective or objective; use absolutely no word that does not contribute to the presentation; and compose in the sequence of the musical phrase rather than the metronome. Pound's two-line poem 'In a Station of the Metro' shows the method: faces in a crowd are set beside 'Petals on a wet, black bough', with no 'like' and no explanation.",
              "William Carlos Williams put it more bluntly in 1927: 'No ideas but in things.' His 'The Red Wheelbarrow' asks the reader to look hard at a wheelbarrow, rain water and white chickens, and the attention itself becomes the poem's meaning.",
              "Precision depends on particular nouns and active verbs. Compare 'a bird sang in a tree' with 'a wren scolded from the hawthorn': the second names the bird, the tree and the kind of sound, and the reader sees and hears a specific moment. Adjectives can weaken an image when they simply restate what the noun implies ('cold ice', 'dark night').",
            ) +
            "<ul><li>Exercise 1: Choose an object in your kitchen. Write ten lines describing it using at least four senses, without naming any emotion.</li><li>Exercise 2: Take a line from a draft that states a feeling. Replace it with a single image that would make a reader feel it.</li><li>Exercise 3: List ten abstract nouns (grief, hope, time). For each, write one concrete image that could stand for it.</li></ul>" +
            p(
              "In workshop, we will read drafts aloud and ask of each image: can I see it, is it exact, and does it earn its place?",
            ),
        },
      },
      {
        title: "The Line and the Line Break",
        description:
          "Where a line ends is a decision about emphasis, pace and meaning, and it is the one tool prose does not have.",
        lesson: {
          title: "Breaking the line",
          html:
            p(
              "The line is what makes poetry look like poetry on the page, and the line break is the poet's most distinctive tool. Every break creates a small pause and a moment of white space, and the word at the end of a line receives extra weight because the eye rests on it.",
              "A line that ends at a natural pause in the syntax, usually at a punctuation mark, is end-stopped. A line that breaks in the middle of a phrase, so that the sense runs on into the next line, uses enjambment. End-stopped lines feel measured and complete; enjambment creates momentum and can produce a double meaning, because the reader briefly takes the line one way before the next line changes its sense. In Gwendolyn Brooks's 'We Real Cool', the break after each 'We' places the pronoun at the line's end, and the lines land with a syncopated, doomed swagger: 'We real cool. We / Left school. We'.",
              "Line length affects pace. Short lines slow the reader down and isolate words; long lines gather speed and can hold complex syntax or a cataloguing voice, as in Walt Whitman. A sudden short line in a poem of long lines, or the reverse, draws attention to itself.",
              "Poets break lines according to different principles:",
            ) +
            "<ul><li>by syntax, breaking at the end of phrases or clauses;</li><li>by breath, as Charles Olson argued in his 1950 essay 'Projective Verse';</li><li>by counting, whether syllables, stresses or metrical feet;</li><li>by visual shape, spacing lines across the page.</li></ul>" +
            p(
              "A useful exercise is to take a paragraph of your own prose and break it into lines three times: once at every punctuation mark, once to end each line on the strongest word, and once to create at least two moments of surprise through enjambment. Reading the three versions aloud shows how much the same words can change. In revision, examine every line ending and ask whether the word there deserves the emphasis it gets.",
            ),
        },
      },
      {
        title: "Sound and Rhythm",
        description: "Students scan lines of iambic pentameter and listen for the music of free verse.",
        lesson: {
          title: "Metre, scansion and the music of words",
          html:
            p(
              "English is a stress-timed language: some syllables are spoken more strongly than others, and the pattern of strong and weak syllables creates rhythm. Metre is the regular organisation of those stresses into repeated units called feet. The commonest foot in English is the iamb, a weak syllable followed by a strong one, as in 'de-LIGHT'. Five iambs make iambic pentameter, the line of Shakespeare's plays and most English sonnets: 'Shall I compare thee to a summer's day?'",
              "Scansion is the practice of marking the stresses in a line. Read the line naturally, mark stressed syllables with a slash and unstressed with a cross or a breve, then look for the pattern. Real lines rarely match the pattern perfectly. Poets vary it with substitutions, such as a trochee (strong-weak) at the start of a line, which gives a push of energy: 'WHETH-er tis NOB-ler IN the MIND to SUF-fer'.",
            ) +
            "<table><tr><th>Foot</th><th>Pattern</th><th>Example</th></tr><tr><td>iamb</td><td>weak–strong</td><td>a-BOUT</td></tr><tr><td>trochee</td><td>strong–weak</td><td>GAR-den</td></tr><tr><td>anapaest</td><td>weak–weak–strong</td><td>in-ter-VENE</td></tr><tr><td>dactyl</td><td>strong–weak–weak</td><td>MUR-mur-ing</td></tr><tr><td>spondee</td><td>strong–strong</td><td>HEART-BREAK</td></tr></table>" +
            p(
              "Free verse abandons regular metre, but not rhythm. Its music comes from repetition, parallel syntax, the lengths of phrases, and the sounds of words themselves. Alliteration repeats initial consonants ('the fair breeze blew, the white foam flew', from Coleridge); assonance repeats vowel sounds; consonance repeats consonants within and at the ends of words. Heavy consonant clusters slow a line down; open vowels and liquid sounds such as l and r let it flow.",
              "Try writing fourteen lines of iambic pentameter about a walk, without rhyme. Then rewrite the same poem in free verse, keeping at least three effects of sound. Notice what each version lets you do.",
            ),
        },
      },
      {
        title: "The Sonnet",
        description:
          "What can fourteen lines hold, and why have poets kept returning to this form for seven centuries?",
        lesson: {
          title: "Petrarchan and Shakespearean sonnets",
          html: p(
            "The sonnet is a poem of fourteen lines, traditionally in iambic pentameter in English, with a fixed rhyme scheme and a turn in thought, the <i>volta</i>. It began in thirteenth-century Sicily at the court of Frederick II, where Giacomo da Lentini is credited with inventing it, and was perfected by Petrarch in the poems to Laura of his <i>Canzoniere</i>. Sir Thomas Wyatt and Henry Howard, Earl of Surrey, brought it into English in the early sixteenth century.",
            "The Petrarchan or Italian sonnet divides into an octave of eight lines rhyming ABBAABBA and a sestet of six, commonly CDECDE or CDCDCD. The octave typically presents a situation, problem or question; the volta at line nine turns towards a response, resolution or change of perspective. Because Italian is rich in rhymes and English is not, finding four words for each rhyme of the octave is a real constraint in English, and it shapes the diction.",
            "The Shakespearean or English sonnet, developed by Surrey and used by Shakespeare in his 154 sonnets published in 1609, arranges three quatrains and a final couplet: ABAB CDCD EFEF GG. It needs only pairs of rhymes, which suits English. The argument often develops across the quatrains, and the couplet gives a closing twist or summary, though the main turn may still fall at line nine. In Sonnet 130, 'My mistress' eyes are nothing like the sun', the quatrains mock the conventional praises of the Petrarchan tradition and the couplet turns to affirm a love that needs no false comparisons.",
            "Modern poets have kept the sonnet alive by bending it: unrhymed sonnets, sonnets in loose metre, crowns of linked sonnets, and Terrance Hayes's 2018 sequence of <i>American Sonnets for My Past and Future Assassin</i>.",
            "For this week's assignment, write a sonnet in either form. Decide before you begin what the turn will be, then draft the octave or quatrains to lead to it.",
          ),
        },
      },
    ],
  },
];
