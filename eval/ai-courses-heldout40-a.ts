/** Fortieth held-out evaluation courses, beginner level (Sardinian to taxidermy); see ai-courses-heldout40.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT40_A: EvalCourse[] = [
  {
    slug: "sardinian-limba-sarda-first-steps",
    discipline: "Sardinian language",
    title: "Sa Limba Sarda: First Steps in Sardinian",
    description:
      "Sardinian, the most conservative of the Romance languages, is taught here from zero using the common written standard: its sounds and spelling, the articles and the plural in -s, the present tense of regular verbs and of 'to be', and the island's place-names and what they reveal.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "place-names",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "You will learn to read Sardinian aloud, including the sounds that Italian speakers find least familiar.",
        lesson: {
          title: "Reading sardu aloud",
          html:
            p(
              "Sardinian (<i>sardu</i>) is spoken by somewhere between a million and a million and a half people on the island of Sardinia and is recognised in Italian law as a minority language by Law 482 of 1999. It has two large dialect groups, Logudorese in the centre-north and Campidanese in the south, and in 2006 the regional government adopted an experimental written standard, the <i>Limba Sarda Comuna</i> (LSC), for its own documents. This course follows the LSC while pointing out where the spoken varieties differ.",
              "Sardinian has five vowels, a, e, i, o, u, and most words end in a vowel. Linguists often call it the most conservative Romance language because it kept the hard Latin sounds that Italian softened: Latin <i>centum</i> became Italian <i>cento</i> with a ch sound but Sardinian <i>chentu</i>, where <i>ch</i> is pronounced k. The spelling therefore uses <i>ch</i> and <i>gh</i> before e and i to show the hard sounds, just as Italian does.",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>ch (before e, i)</td><td>k</td><td><i>chelu</i>, sky</td></tr><tr><td>tz</td><td>ts</td><td><i>gràtzias</i>, thank you</td></tr><tr><td>dd</td><td>retroflex d, tongue curled back</td><td><i>bidda</i>, village; <i>caddu</i>, horse</td></tr><tr><td>x (Campidanese)</td><td>as the s in English 'measure'</td><td><i>bixinu</i>, neighbour</td></tr></table>" +
            p(
              "The double <i>dd</i> deserves practice: it is made with the tip of the tongue turned up and back against the roof of the mouth, and it is one of the most recognisable sounds of the island. Stress usually falls on the second-to-last syllable; when it does not, the LSC marks it with an accent, as in <i>gràtzias</i> or <i>sèmpere</i> ('always'). Read each example slowly, then at normal speed, and record yourself to compare with the audio.",
            ),
        },
      },
      {
        title: "Articles, Nouns and the Plural",
        description: "Why does Sardinian say sas domos where Italian says le case?",
        lesson: {
          title: "Su, sa, sos, sas",
          html:
            p(
              "Sardinian nouns are either masculine or feminine. Masculine nouns typically end in -u or -e (<i>su caddu</i>, 'the horse'; <i>su pane</i>, 'the bread'), feminine nouns typically in -a or -e (<i>sa domo</i>, 'the house', is an exception ending in -o; <i>sa die</i>, 'the day'). The definite article comes from the Latin <i>ipse</i> rather than <i>ille</i>, which is why it looks unlike the Italian <i>il</i> and <i>la</i>. In the written standard it has four forms:",
            ) +
            "<ul><li><i>su</i>, masculine singular: <i>su libru</i>, the book</li><li><i>sa</i>, feminine singular: <i>sa fèmina</i>, the woman</li><li><i>sos</i>, masculine plural: <i>sos libros</i>, the books</li><li><i>sas</i>, feminine plural: <i>sas fèminas</i>, the women</li></ul>" +
            p(
              "Campidanese speakers use a single plural article, <i>is</i>, for both genders (<i>is librus</i>, <i>is féminas</i>), so you will hear both systems on the island. The indefinite article is <i>unu</i> for masculine and <i>una</i> for feminine nouns.",
              "The plural is formed, as in Spanish and Portuguese, by adding -s, a direct continuation of the Latin accusative plural. A noun in -u changes it to -os in the standard: <i>libru</i> becomes <i>libros</i>, <i>caddu</i> becomes <i>caddos</i>. Nouns in -a and -e simply add -s: <i>domo</i> becomes <i>domos</i>, <i>pane</i> becomes <i>panes</i>. Adjectives agree in gender and number and normally follow the noun: <i>sa domo manna</i> ('the big house'), <i>sas domos mannas</i> ('the big houses'). A useful exercise is to take ten nouns from a shopping list, give each its article, then make both plural together.",
              "One trap for speakers of Italian is that the two languages do not always agree: <i>sa die</i> ('the day') is feminine, while the usual Italian word, <i>il giorno</i>, is masculine. Learn every noun with its article, never alone.",
            ),
        },
      },
      {
        title: "Verbs in the Present",
        description:
          "The present tense of the three regular conjugations and of èssere, with the greetings you need to use them.",
        lesson: {
          title: "Cantare, tìmere, dormire, èssere",
          html:
            p(
              "Sardinian verbs fall into three conjugations, recognisable by their infinitives in -are, -ere and -ire. The endings of the present indicative are regular and, once learned for one verb, serve for thousands. Notice that the third person singular keeps the Latin final -t, which Italian lost long ago: Sardinian <i>cantat</i> beside Italian <i>canta</i>.",
            ) +
            "<table><tr><th>Person</th><th>cantare (sing)</th><th>tìmere (fear)</th><th>dormire (sleep)</th><th>èssere (be)</th></tr><tr><td>deo</td><td>canto</td><td>timo</td><td>dormo</td><td>so</td></tr><tr><td>tue</td><td>cantas</td><td>times</td><td>dormis</td><td>ses</td></tr><tr><td>issu/issa</td><td>cantat</td><td>timet</td><td>dormit</td><td>est</td></tr><tr><td>nois</td><td>cantamus</td><td>timimus</td><td>dormimus</td><td>semus</td></tr><tr><td>bois</td><td>cantades</td><td>timides</td><td>dormides</td><td>seis</td></tr><tr><td>issos/issas</td><td>cantant</td><td>timent</td><td>dormint</td><td>sunt</td></tr></table>" +
            p(
              "Subject pronouns are usually dropped, since the ending already shows the person: <i>Canto in su coru</i> means 'I sing in the choir'. Negation is made with <i>non</i> before the verb: <i>non dormo</i>, 'I am not sleeping'. With <i>èssere</i> you can already introduce yourself: <i>So Maria, so de Nùgoro</i>, 'I am Maria, I am from Nuoro'.",
              "Everyday greetings give the verbs something to do. <i>Salude!</i> is a general hello; <i>Bona die</i> is 'good day' and <i>Bona note</i> 'good night'. To ask how someone is, say <i>Comente ses?</i> to a friend or <i>Comente istat?</i> politely; the usual answer is <i>Bene, gràtzias, e tue?</i> Leave-taking is <i>A si bìdere</i>, 'see you', or <i>Adiosu</i>.",
              "Questions need no change of word order: the rising intonation does the work, so <i>Dormis?</i> is 'Are you sleeping?'. Sardinian also has a feature that surprises learners, the frequent fronting of the main verb in a yes-no question, or of a focused word at the start of a sentence: <i>Cantende ses?</i>, literally 'singing are you?', asks whether someone is singing, and <i>Mannu est</i> stresses that something is big. Practise both orders aloud with the verbs in the table, then write five short exchanges of greeting, question and answer.",
            ),
        },
      },
    ],
  },
  {
    slug: "hand-papermaking-pulp-to-sheet",
    discipline: "Hand papermaking",
    title: "Hand Papermaking: From Pulp to Sheet",
    description:
      "Paper by hand, one sheet at a time, in a studio with vats and presses: the fibres and how they are beaten into pulp, forming and couching sheets with a Western mould and deckle, pressing and drying without cockling, sizing for ink, and making watermarks.",
    level: "beginner",
    duration: "eight weekly studio sessions of 3 hours",
    plantedGap: "watermarks",
    modules: [
      {
        title: "Fibre and Pulp",
        description:
          "Every good sheet starts in the beater, so we look at what cellulose fibres are and what beating does to them.",
        lesson: {
          title: "Cellulose, beating and fibrillation",
          html:
            p(
              "Paper is a mat of cellulose fibres held together, without any glue, by hydrogen bonds that form between fibre surfaces as water leaves the sheet. Cellulose is a long chain of glucose units and is the main structural material of plant cell walls. The papermaker's task is to free the fibres from the plant and prepare their surfaces so that they bond well.",
              "Different fibres give different papers. Cotton linters, the short fibres left on cotton seed after ginning, are sold in dry sheets, are almost pure cellulose and make soft, opaque paper. Cotton and linen rag, the traditional European sources, give long, strong fibres. Abaca (Manila hemp) produces crisp, translucent, very strong sheets. In Japan, the inner bark of kozo (paper mulberry) is cooked in an alkali, picked clean and beaten by hand to make washi.",
            ) +
            "<ul><li><b>Cotton linters</b>: short fibre, beat 20-40 minutes, soft opaque sheet</li><li><b>Abaca</b>: long fibre, beat 2-4 hours, strong and rattly, shrinks as it dries</li><li><b>Kozo</b>: very long fibre, beaten by hand with mallets, thin and tough</li></ul>" +
            p(
              "Western studios beat fibre in a Hollander beater, a machine invented in the Netherlands in the late seventeenth century, in which a roll fitted with metal bars turns against a bedplate while the fibre circulates in water. Beating does two things. It cuts fibres shorter, and, more importantly, it fibrillates them, peeling fine fibrils from the surface so that each fibre presents more area for bonding and holds more water. Longer beating gives a denser, harder, more translucent sheet that shrinks more in drying. A simple test is to drop a spoonful of pulp into a glass of water: well-beaten fibre disperses into a fuzzy cloud rather than clumps.",
            ),
        },
      },
      {
        title: "Forming and Couching",
        description:
          "Using the mould and deckle, we scoop, shake and transfer wet sheets onto felts until a full post is built.",
        lesson: {
          title: "The mould, the deckle and the post",
          html: p(
            "A Western hand mould is a wooden frame covered with a screen; the deckle is a separate, removable frame that sits on top and fixes the edges of the sheet. Traditional laid moulds have closely spaced wires running one way and widely spaced chain wires crossing them, which leave the faint laid and chain lines visible when the dry sheet is held to the light. Wove moulds, introduced in England in the 1750s, carry a woven mesh and leave no lines.",
            "The vat is filled with water and pulp in a dilute suspension, often around 1 per cent fibre; the more pulp, the thicker the sheet. To form a sheet, stir the vat, hold the mould and deckle together with thumbs on the deckle, and dip at the far side of the vat, bringing the mould towards you and down into the water in one smooth movement. Lift it level, and as the water drains, give a short shake forward and back and then side to side to interlace the fibres in both directions. Tilt to drain, then lift off the deckle without dripping onto the fresh sheet.",
            "Couching (pronounced 'cooching') transfers the wet sheet from the mould to a damp wool felt. Stand the mould on its long edge on the felt, roll it down firmly in one continuous movement, and lift it away from the opposite edge: the sheet stays on the felt because the felt is more absorbent than the screen. Lay another felt on top and repeat. A stack of sheets between felts is called a post; beginners usually couch a post of ten to twenty sheets before pressing. If a sheet tears or shows a thick spot, simply kiss it off the mould back into the vat and form it again.",
          ),
        },
      },
      {
        title: "Pressing, Drying and Sizing",
        description:
          "Flat, well-sized paper needs three things after the vat: pressure, restraint while drying, and something to stop ink spreading.",
        lesson: {
          title: "Why paper cockles, and how sizing works",
          html: p(
            "A freshly couched post is mostly water: a sheet leaving the mould may be 90 per cent water or more. Pressing removes much of it mechanically and consolidates the sheet, pushing fibres into closer contact so that more hydrogen bonds form. Studios use a screw or hydraulic press and build pressure slowly over several minutes, because pressing too fast can crush wet sheets or make them blister. After the first pressing the sheets are often parted from their felts and pressed again in a stack, which gives a smoother surface.",
            "As paper dries, the fibres shrink across their width far more than along their length. Where shrinkage is uneven, the sheet cockles, that is, becomes wavy. The cure is restraint drying: the sheet is held flat while it loses water. Common methods are drying between blotters and corrugated boards with a fan drawing air through the stack, or brushing damp sheets onto a smooth board or glass and letting them dry in place. Highly beaten abaca shrinks the most and needs the firmest restraint.",
            "Unsized paper, called waterleaf, absorbs liquid like blotting paper, so ink feathers. Sizing makes the surface resist water. Traditional European papers were tub-sized by dipping the dry sheets in a warm solution of gelatine, usually 2 to 4 per cent, and drying them again. Modern hand papermakers often add an internal size, such as alkyl ketene dimer (AKD), to the vat, where it bonds to the fibres and becomes effective after drying. Test sizing by drawing a line with a dip pen: a sharp line means good sizing, a fuzzy one means too little.",
          ),
        },
      },
    ],
  },
  {
    slug: "cedar-strip-canoe-construction",
    discipline: "Canoe building",
    title: "Building a Cedar-Strip Canoe",
    description:
      "Over a winter of workshop evenings each participant helps to build one cedar-strip canoe, learning how the strongback and station forms set the hull shape, how strips are glued and faired, how fibreglass and epoxy sheathe the hull, and the final varnishing.",
    level: "beginner",
    duration: "twenty weekly evening workshops",
    plantedGap: "varnishing",
    modules: [
      {
        title: "Strongback and Station Forms",
        description:
          "The shape of the finished canoe is decided before a single strip goes on, by a straight strongback and a set of accurately cut forms.",
        lesson: {
          title: "Setting up true",
          html: p(
            "A cedar-strip canoe is built upside down over a series of cross-sectional forms called stations, which are mounted on a long, rigid beam called the strongback. The strips are bent around the stations, glued edge to edge and then sheathed in fibreglass, so the hull is a composite with a wooden core. Because the strips take the shape of the forms, any error in the set-up will be built into the boat.",
            "Station shapes come from the designer's plans, usually as full-size patterns or a table of offsets. Stations are normally spaced 12 inches (about 305 mm) apart along the centreline, with solid stem forms at each end. Each pattern is transferred to 5/8-inch particleboard or plywood, cut slightly oversize and sanded exactly to the line. The centreline and a reference line, such as the sheer or a level line, are marked on every form.",
            "The strongback must be straight and must not twist; a box beam of plywood or two laminated timbers is typical, at a height that puts the keel line at a comfortable working level. Stretch a string line or use a laser along its length to mark the centreline. Mount the stations square to it, check each with a level and a square, and sight along the set-up from the end: the edges of the forms should make a fair curve with no bumps.",
            "Finally, cover the edges of every form with packing tape, so that glue squeezing out between strips does not stick the hull to the moulds. Forgetting this step is the commonest beginner's mistake, and it is discovered only when the hull will not lift off.",
          ),
        },
      },
      {
        title: "Stripping the Hull",
        description:
          "Strips of western red cedar, milled with bead and cove edges, are stapled and glued to the forms from sheer to keel.",
        lesson: {
          title: "Bead, cove and the football",
          html:
            p(
              "Western red cedar is the traditional strip wood because it is light (about 370 kg per cubic metre), stable and rot-resistant, and it bends easily. Strips are commonly milled 1/4 inch (6 mm) thick and 3/4 inch (19 mm) wide. Their edges are often machined with a bead (convex) on one edge and a cove (concave) on the other, so that adjacent strips nest together and leave no gaps even as the hull's curvature changes.",
              "Stripping begins at the sheer line, the top edge of the hull, with the first strip placed along the line marked on the forms. Each strip is glued on its edge with carpenter's glue, pressed onto the one below and fixed to each station with staples or clamps until the glue sets. A 16-foot canoe takes about 60 to 70 strips, and strips shorter than the hull are joined with long scarf joints or simple butt joints staggered from strip to strip.",
            ) +
            "<ul><li>Keep the cove edge facing up, so glue is spread into a trough and the next bead sits in it.</li><li>Work both sides alternately to keep the forms from being pulled out of line.</li><li>Wipe away squeeze-out before it hardens; it is far harder to scrape later.</li></ul>" +
            p(
              "As the strips climb towards the keel, they approach each other along the centreline. The usual method is to fill the bottom with a 'football', an oval area where strips run over the centreline and are trimmed to a line, then fit closing strips on the other side. Once the glue has cured, staples are removed and the hull is faired with a block plane, a spokeshave and long sanding boards until it is smooth and the curves are continuous to the eye and the hand.",
            ),
        },
      },
      {
        title: "Sheathing in Fibreglass and Epoxy",
        description: "In this stage the wooden shell becomes a strong, waterproof hull.",
        lesson: {
          title: "Wetting out, fill coats and the inside",
          html: p(
            "The strips alone are too thin to survive impact, so the hull is sheathed inside and out with fibreglass cloth set in epoxy resin. The result works like a sandwich panel: the glass skins carry tension and compression and the cedar core keeps them apart. A typical recreational canoe uses 6-ounce (200 g per square metre) woven glass cloth on each side, with an extra layer on the bottom or at the stems where wear is heaviest.",
            "Work in a warm room, ideally 18 to 25 °C, because epoxy cures slowly and poorly in the cold. The cloth is rolled out dry over the hull and smoothed with a dry brush so that it drapes without wrinkles. Resin and hardener are mixed exactly in the ratio the maker specifies, often 2:1 or 5:1 by volume, stirred for a full minute, and poured in small batches onto the cloth. A plastic squeegee spreads it until the cloth becomes transparent, showing the wood beneath: this is called wetting out. White patches mean dry cloth; shiny pools mean excess resin, which adds weight and should be squeegeed off.",
            "When the first coat has cured to a tacky state, a second and third fill coat are rolled on to fill the weave of the cloth completely. After a full cure, the hull is washed to remove amine blush, a waxy film some hardeners produce, and sanded smooth. The hull is then lifted off the forms, the inside faired and sanded, and the same glassing sequence repeated inside. Gunwales, seats, thwarts and decks are fitted last. Always wear nitrile gloves with epoxy: repeated skin contact is the main cause of sensitisation, which can make a builder allergic for life.",
          ),
        },
      },
    ],
  },
  {
    slug: "permaculture-design-first-principles",
    discipline: "Permaculture design",
    title: "Permaculture Design: First Principles",
    description:
      "Permaculture treats a garden or smallholding as a designed ecosystem. Over one term students learn its ethics and design principles, zone and sector planning, building soil without digging, plant guilds, and the integration of poultry into a productive site.",
    level: "beginner",
    duration: "one term (10 weeks, 2 hours a week plus site visits)",
    plantedGap: "poultry",
    modules: [
      {
        title: "Ethics and Principles",
        description:
          "What Mollison and Holmgren meant by permanent agriculture, and the three ethics and twelve principles that organise the design method.",
        lesson: {
          title: "Earth care, people care, fair share",
          html:
            p(
              "The word permaculture, from 'permanent agriculture', was coined by Bill Mollison and David Holmgren in Tasmania in the 1970s; their book <i>Permaculture One</i> appeared in 1978. They set out to design human settlements and food systems on the model of natural ecosystems, which are diverse, largely perennial and recycle their own nutrients, rather than on the model of annual monoculture, which needs constant inputs of fuel, fertiliser and labour.",
              "Permaculture rests on three ethics: earth care (look after soil, water and living systems), people care (meet human needs for food, shelter and community), and fair share (set limits to consumption and return surplus to the first two). These are used as tests of a design: a plan that yields food but depletes the soil fails the first ethic.",
              "Holmgren later condensed the method into twelve design principles, published in 2002. They are rules of thumb rather than laws, but they give a beginner a checklist:",
            ) +
            "<ul><li>Observe and interact</li><li>Catch and store energy</li><li>Obtain a yield</li><li>Apply self-regulation and accept feedback</li><li>Use and value renewable resources and services</li><li>Produce no waste</li><li>Design from patterns to details</li><li>Integrate rather than segregate</li><li>Use small and slow solutions</li><li>Use and value diversity</li><li>Use edges and value the marginal</li><li>Creatively use and respond to change</li></ul>" +
            p(
              "The first principle is the one students most often skip. Designers are advised to observe a site through a full year, if possible, before making permanent changes, noting where frost settles, where water runs after heavy rain and which plants already thrive.",
            ),
        },
      },
      {
        title: "Zones and Sectors",
        description:
          "Two mapping tools, one for human energy and one for energy arriving from outside, decide where each element goes.",
        lesson: {
          title: "Placing elements by use and by flow",
          html:
            p(
              "Zone planning arranges a site by how often each element needs a visit. The house is zone 0. Elements that need daily attention, such as salad beds, herbs and a compost bin, go in zone 1, nearest the kitchen door. Zone 2 holds things visited every few days: soft fruit, a greenhouse, main-crop vegetables. Zone 3 is for field crops and orchards tended weekly or seasonally; zone 4 is managed woodland and pasture; zone 5 is left wild, for observation. The logic is simple: the fewer steps a routine job takes, the more likely it is to be done.",
            ) +
            "<table><tr><th>Zone</th><th>Visits</th><th>Typical elements</th></tr><tr><td>1</td><td>daily</td><td>herbs, salads, seedlings, worm bin</td></tr><tr><td>2</td><td>every few days</td><td>fruit bushes, polytunnel, vegetable beds</td></tr><tr><td>3</td><td>weekly</td><td>orchard, grain, larger crops</td></tr><tr><td>4</td><td>occasional</td><td>coppice, timber, foraging</td></tr><tr><td>5</td><td>rarely</td><td>wild area</td></tr></table>" +
            p(
              "Sector analysis maps the energies that enter the site from outside: the sun's path in summer and in winter, the direction of prevailing and cold winds, the route of fire risk, flows of water, noise, and views worth keeping or hiding. In the northern hemisphere, a tall hedge on the south side of a vegetable garden would shade it all winter, when the sun is low; the same hedge on the north-east side shelters the garden from cold winds without casting shade. Overlaying the zone map on the sector map shows where the two agree and where a compromise is needed.",
              "A designer then applies the idea of relative location: each element is placed so that it serves several others. A pond placed below a roof catches runoff, reflects winter light onto a greenhouse and supports frogs that eat slugs in the neighbouring beds.",
            ),
        },
      },
      {
        title: "Soil and Guilds",
        description:
          "No-dig beds and groups of mutually supporting plants are the everyday practice of a permaculture garden.",
        lesson: {
          title: "Sheet mulching and the fruit tree guild",
          html: p(
            "Healthy soil is alive: a teaspoon of garden soil can hold hundreds of millions of bacteria and many metres of fungal hyphae, which break down organic matter and make nutrients available to roots. Digging and rotavating break up fungal networks, expose organic matter to rapid oxidation and bring dormant weed seeds to the surface. Permaculture gardens therefore favour no-dig methods, which build soil from the top down, as it forms in a forest.",
            "The standard way to start a bed on grass is the sheet mulch. Cut the grass short and leave the clippings. Water the ground well, then lay overlapping sheets of plain cardboard, with tape and staples removed, overlapping by 15 cm so that no light reaches the grass. Soak the cardboard and cover it with 10 to 15 cm of compost or well-rotted manure, topped with a coarse mulch such as straw or wood chip on paths. The grass dies in the dark, worms pull the cardboard down, and the bed can be planted immediately into the compost layer. By the following year the cardboard has gone and the soil beneath is dark and crumbly.",
            "A guild is a group of plants chosen to support one central plant. Around an apple tree, for example, a designer might plant comfrey, whose deep roots draw up potassium and whose leaves are cut as mulch; a ring of daffodils at the drip line, which discourages grass from competing with the tree's roots; clover as a nitrogen-fixing ground cover; and umbellifers such as dill and fennel, whose small flowers feed the hoverflies and parasitic wasps that control aphids. The guild mimics the layered structure of a woodland edge and reduces the work of weeding, feeding and pest control.",
          ),
        },
      },
    ],
  },
  {
    slug: "taxidermy-small-bird-mounting",
    discipline: "Taxidermy",
    title: "Taxidermy Basics: Mounting a Small Bird",
    description:
      "Taxidermy is part anatomy and part sculpture. This weekend course takes a beginner through the law on obtaining specimens, skinning a small bird, cleaning and preserving the skin, building the body and wiring the mount, and making natural-looking groundwork.",
    level: "beginner",
    duration: "two weekends (four days)",
    plantedGap: "groundwork",
    modules: [
      {
        title: "Specimens, the Law and Hygiene",
        description: "Before any cutting, you need a lawfully obtained specimen, a freezer and safe working habits.",
        lesson: {
          title: "Where specimens come from",
          html: p(
            "A taxidermist must be able to show where every specimen came from. In Great Britain, the Wildlife and Countryside Act 1981 protects almost all wild birds, and it is an offence to possess a wild bird, dead or alive, or any part of one, unless it was lawfully obtained. Birds found dead from natural causes or road collisions may in general be kept, but the taxidermist should record the date, place and circumstances of each find. Species listed on Annex A of the EU Wildlife Trade Regulations, as retained in UK law, such as barn owls and birds of prey, also need an Article 10 certificate before a mounted specimen can be sold. Beginners usually practise on legally shot quarry species like quail or pheasant bought from game dealers, or on farmed birds.",
            "Freshness matters more than anything else. A bird should be placed in a plastic bag, the air squeezed out, and frozen as soon as possible; in freezing it is best to tuck the head under the wing and smooth the feathers into place. Labels with species, date, location and finder go in the bag. Birds can be kept frozen for many months. A specimen left at room temperature for a day or two will begin to 'slip', losing feathers as bacteria break down the skin, and cannot be saved.",
            "Dead wild birds can carry diseases including avian influenza, salmonella and chlamydiosis (psittacosis), so work on a washable surface, wear nitrile gloves, and avoid handling birds found during disease outbreaks; in the UK, dead wild birds of certain species found in numbers should be reported to Defra's helpline rather than collected. Wash hands and disinfect tools after each session.",
          ),
        },
      },
      {
        title: "Skinning and Preserving",
        description:
          "Here you learn to remove the skin of a small bird in one piece, clean it of fat and flesh, and preserve it.",
        lesson: {
          title: "A single ventral incision",
          html:
            p(
              "Thaw the bird slowly in a refrigerator overnight, so the skin is supple but still cold. Lay it on its back and part the breast feathers along the midline to reveal a bare strip of skin called an apterium. A single incision is made with a scalpel along this line, from the base of the breastbone towards the vent, cutting only the skin and not the abdominal muscle. Dusting the opening with borax or fine sawdust absorbs fluids and keeps feathers clean.",
              "The skin is then worked away from the body with fingers and a blunt tool. The sequence most teachers follow is:",
            ) +
            "<ol><li>Free the skin around the legs and cut through each knee joint, leaving the lower leg attached to the skin.</li><li>Cut through the spine at the base of the tail, taking care not to cut the bases of the tail feathers.</li><li>Peel the skin up the back and over the wings, cutting each wing at the elbow.</li><li>Turn the skin inside out over the neck and skull, carefully cutting the ear canals and the membranes around the eyes.</li><li>Cut the skull away from the neck and remove the eyes, brain and tongue.</li></ol>" +
            p(
              "Every scrap of fat and flesh must now come off, especially on fat-rich species such as ducks and finches, because fat left in the skin will oxidise and 'burn' through, leaving yellow stains and shed feathers years later. The wing bones are cleaned of muscle, and the skin is washed in warm water with a little washing-up liquid, rinsed and dried with a hairdryer while the feathers are combed.",
              "Small birds are preserved by rubbing powdered borax into the inside of the skin and the skull; borax dries the tissue and discourages insects. Larger birds and mammals are usually pickled and tanned instead.",
            ),
        },
      },
      {
        title: "Building the Body and Wiring",
        description:
          "A wrapped body and galvanised wires turn a flat skin back into a bird that stands, perches and looks alive.",
        lesson: {
          title: "The wrapped body and the armature",
          html: p(
            "The body removed in skinning is the best pattern for its replacement. Measure its length, the width of the breast and the circumference, and draw its outline on paper. Traditional bird taxidermists make a new body by wrapping wood wool tightly with thread until it matches the original in size and shape; many now carve the body from a block of rigid polyurethane foam, or buy a commercial form for common species. A slightly smaller body is better than a larger one, because an over-stuffed skin splits at the incision.",
            "The mount is held together by an armature of galvanised wire. A wire of a gauge suited to the bird (for a starling-sized bird around 1 mm) is pushed up through the sole of each foot, along the back of the leg bone and into the body, where it is bent over and clinched so that it cannot rotate. A neck wire, sharpened at one end, runs from the body through the neck into the skull and out through its top. The legs are wrapped with thin cotton or wood wool to replace the removed thigh muscle, and the hollow skull is filled with clay or papier-mâché.",
            "The skin is turned right side out over the body and the incision sewn closed with small stitches. Glass eyes, chosen to match the species in size and colour, are set into clay in the eye sockets, and the eyelids are teased over their edges with a needle. Then comes the part that separates good taxidermy from bad: posing. Refer to photographs and field observation, not to other mounts. The feathers are arranged tract by tract, wings pinned to the body, and the whole bird bound lightly with thread or strips of gauze while it dries over two or three weeks.",
          ),
        },
      },
    ],
  },
];
