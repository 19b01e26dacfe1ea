/** Thirty-sixth held-out evaluation courses, intermediate level (Elamite history to mural restoration); see ai-courses-heldout36.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT36_B: EvalCourse[] = [
  {
    slug: "elam-susa-anshan-to-assyrian-conquest",
    discipline: "Elamite history",
    title: "Elam: Susa and Anshan from the Scripts to the Assyrian Conquest",
    description:
      "Elam, in the lowlands and highlands of south-western Iran, was Mesopotamia's oldest rival; this second-year history module reads its scripts, the rule of the sukkalmahs, the Middle Elamite kings who built Chogha Zanbil, the wars with Assyria, and the survival of Elamite as a language of administration at Persepolis.",
    level: "intermediate",
    duration: "10 weeks (one lecture and one seminar a week)",
    plantedGap: "Persepolis",
    modules: [
      {
        title: "Land, Sources and Scripts",
        description:
          "We start with the geography of Susiana and Anshan and with the three writing systems that Elam used or invented.",
        lesson: {
          title: "Proto-Elamite, Linear Elamite and cuneiform",
          html:
            p(
              "Elam was never a single landscape. Its lowland heart, Susiana, is the plain of modern Khuzestan, an extension of the Mesopotamian alluvium watered by the Karkheh and Karun rivers; its city was Susa. Its highland heart lay some 500 km to the south-east in Fars, at Anshan, the site of Tal-i Malyan. Elamite kings styled themselves rulers of 'Anshan and Susa', and much of Elamite history is the story of holding these two regions, and the mountain peoples between them, together.",
              "The earliest Elamite texts belong to the Proto-Elamite period, about 3100 to 2900 BC. Around 1,600 tablets survive, most from Susa. They are administrative records of grain, labour and livestock, and although their numerical systems are largely understood, the signs for words remain undeciphered, so we do not know for certain that they record the Elamite language at all.",
              "Linear Elamite, a different script, is known from a few dozen inscriptions on stone, silver vessels and clay, many of them associated with Puzur-Inshushinak of Susa around 2100 BC, who also wrote in Akkadian. In 2022 François Desset and colleagues published a decipherment based partly on bilingual and parallel texts; many specialists accept its broad lines while debating details.",
              "From the later third millennium onward, however, Elamite was mostly written in cuneiform borrowed from Mesopotamia, and Akkadian was widely used in Elam itself as a language of law and diplomacy. The sources therefore fall into three groups, each with its own bias:",
            ) +
            "<ul><li>Elamite royal inscriptions, mostly building records on bricks and stelae;</li><li>administrative and legal tablets from Susa and Anshan, many in Akkadian;</li><li>Mesopotamian chronicles and royal annals, which describe Elam as an enemy.</li></ul>" +
            p(
              "Elamite itself is a language isolate with no proven relatives, which makes every reading of its texts more tentative than readings of Akkadian.",
            ),
        },
      },
      {
        title: "Sukkalmahs and the Middle Elamite Kings",
        description:
          "From the fall of Ur to the plunder of Babylonia, this module follows the high point of Elamite power and its monuments.",
        lesson: {
          title: "Grand regents, Untash-Napirisha and Shutruk-Nahhunte",
          html: p(
            "Elam entered Mesopotamian history decisively in 2004 BC, when an Elamite army captured Ur and carried off its last king, Ibbi-Sin, ending the Third Dynasty of Ur. In the following centuries Elam was ruled by the dynasty of the sukkalmahs, a Sumerian title meaning 'grand regent'. Power was shared among several offices: the sukkalmah at the top, a sukkal of Elam and Shimashki, and a sukkal of Susa, and succession often passed between brothers or to a sister's son rather than from father to son. Letters from Mari show that in the eighteenth century BC Amorite kings addressed the sukkalmah as a superior, until Hammurabi of Babylon defeated an Elamite coalition around 1764 BC.",
            "After a poorly documented interval, the Middle Elamite period (about 1500 to 1100 BC) saw a revival under kings who called themselves 'king of Anshan and Susa'. Untash-Napirisha, in the thirteenth century BC, founded a new religious centre about 40 km south-east of Susa, Al Untash-Napirisha, now Chogha Zanbil. Its ziggurat, built of mud brick faced with baked brick, many stamped with the king's inscription, was dedicated to the gods Inshushinak and Napirisha. It is one of the best-preserved ziggurats anywhere and was listed as a UNESCO World Heritage site in 1979.",
            "The Shutrukid dynasty brought the most famous episode. Around 1158 BC Shutruk-Nahhunte invaded Babylonia and brought back to Susa as trophies a series of Mesopotamian monuments, among them the victory stele of Naram-Sin of Akkad and the law stele of Hammurabi. He added his own inscription to the Naram-Sin stele. French excavators found both at Susa in 1898 to 1902, which is why they are now in the Louvre. Within fifty years the balance tipped back: Nebuchadnezzar I of Babylon defeated Elam around 1110 BC and recovered the statue of Marduk.",
          ),
        },
      },
      {
        title: "Elam and Assyria",
        description:
          "Caught between Babylon and Assyria, the Neo-Elamite kingdoms ended in the sack of Susa around 646 BC.",
        lesson: {
          title: "Til-Tuba and the sack of Susa",
          html: p(
            "After about 1000 BC Elam re-emerges in the sources as a cluster of competing centres rather than a single state, a period historians call Neo-Elamite. Its politics were dominated by Assyria's long effort to control Babylonia. Elamite kings repeatedly backed Babylonian and Chaldean rebels, supplying troops and refuge. At the battle of Halule in 691 BC an Elamite and Babylonian coalition fought Sennacherib of Assyria to a standstill, though Sennacherib claimed a victory in his annals.",
            "Our picture of the final decades comes almost entirely from Assyria, and in particular from the reliefs and inscriptions of Ashurbanipal at Nineveh. In about 653 BC Ashurbanipal's army defeated the Elamite king Teumman at Til-Tuba on the Ulai river. The reliefs from the South-West Palace, now in the British Museum, show the battle in extraordinary detail, including Teumman's decapitation; a later relief shows his head hanging in a tree in the garden where Ashurbanipal and his queen dine.",
            "Assyria then installed and replaced Elamite rulers, but Elam went on supporting Ashurbanipal's rebellious brother Shamash-shum-ukin, king of Babylon, during the civil war of 652 to 648 BC. In revenge, Ashurbanipal's campaigns of the 640s culminated in the sack of Susa, usually dated around 646 BC. His annals boast that he destroyed the ziggurat, smashed the statues of the gods, opened the royal tombs and carried off the bones of the kings, sowed the fields with salt (or perhaps a weed, as the term is disputed), and deported the population.",
            "Historians now treat these boasts with caution. Archaeology at Susa shows continued occupation, and Elamite-speaking rulers are attested in the highlands and at Susa after the sack. What ended in the 640s was Elam as a great power able to intervene in Mesopotamia; the language, many of its gods and its scribal traditions survived.",
          ),
        },
      },
    ],
  },
  {
    slug: "plant-parasitic-nematodes-biology-extraction",
    discipline: "Nematology",
    title: "Plant-Parasitic Nematodes: Biology, Parasitism and Extraction",
    description:
      "Nematodes are the most abundant animals in soil, and a handful of genera cost world agriculture billions each year: the module covers nematode body plan and life cycle, root-knot and cyst nematodes and how they feed, sampling and extraction from soil, and entomopathogenic nematodes.",
    level: "intermediate",
    duration: "8 weeks with laboratory practicals",
    plantedGap: "entomopathogenic nematodes",
    modules: [
      {
        title: "The Nematode Body Plan and Life Cycle",
        description: "Anatomy first: cuticle, muscles, stylet and gut, then the moults that take an egg to an adult.",
        lesson: {
          title: "A tube within a tube",
          html: p(
            "Nematodes, or roundworms, form the phylum Nematoda. More than 25,000 species have been described, and estimates of the true number run to hundreds of thousands or more. A single handful of fertile soil contains thousands of individuals. Most feed on bacteria, fungi or other small animals; a minority are parasites of plants, and others of animals including humans.",
            "The body is an unsegmented, bilaterally symmetrical cylinder tapering at both ends, usually 0.3 to 3 mm long in soil species. It is often described as a tube within a tube: the gut runs from mouth to anus inside a body wall, separated from it by a fluid-filled body cavity, the pseudocoelom. The body wall consists of a tough, flexible, non-cellular cuticle secreted by the hypodermis, and a single layer of longitudinal muscles. Because there are no circular muscles, nematodes move by dorsoventral undulation, working against the high internal pressure of the pseudocoelom, and in soil they need water films to do so. There are no circulatory or respiratory systems; gases diffuse through the cuticle.",
            "Plant-parasitic nematodes are distinguished by a stylet, a hollow protrusible spear used to pierce plant cells and to inject secretions and withdraw food. Two types matter for identification. The stomatostylet of the order Tylenchida, with three basal knobs, evolved from the walls of the mouth cavity; the odontostylet of the Dorylaimida and Triplonchida, which includes the virus-vector genera <i>Xiphinema</i>, <i>Longidorus</i> and <i>Trichodorus</i>, developed from a tooth.",
            "The life cycle has six stages: the egg, four juvenile stages (J1 to J4) separated by moults in which the cuticle is shed, and the adult. In many plant parasites the first moult happens inside the egg, so the second-stage juvenile (J2) is the one that hatches and, in root-knot and cyst nematodes, the stage that infects the root. At 25 to 28 °C many tropical species complete a generation in four to six weeks, so populations can multiply several-hundred-fold in a season.",
          ),
        },
      },
      {
        title: "Root-Knot and Cyst Nematodes",
        description:
          "The two most damaging groups are sedentary endoparasites that reprogramme root cells into feeding sites; how they do it differs.",
        lesson: {
          title: "Giant cells and syncytia",
          html:
            p(
              "Plant-parasitic nematodes are classified by where and how they feed. Ectoparasites stay in the soil and feed from the root surface; migratory endoparasites such as the lesion nematodes (<i>Pratylenchus</i>) and the burrowing nematode (<i>Radopholus similis</i>) move through root tissue, destroying cells as they go; sedentary endoparasites enter the root, establish a permanent feeding site and stop moving. The last group includes the root-knot nematodes (<i>Meloidogyne</i>) and the cyst nematodes (<i>Heterodera</i> and <i>Globodera</i>), the most damaging plant parasites worldwide.",
            ) +
            "<table><tr><th></th><th>Root-knot (<i>Meloidogyne</i>)</th><th>Cyst (<i>Heterodera</i>, <i>Globodera</i>)</th></tr><tr><td>Host range</td><td>Very wide, thousands of species</td><td>Narrow, e.g. potato for <i>G. rostochiensis</i>, soybean for <i>H. glycines</i></td></tr><tr><td>Feeding site</td><td>5 to 7 giant cells, multinucleate by repeated mitosis without cell division</td><td>A syncytium, formed by dissolving cell walls and fusing neighbouring cells</td></tr><tr><td>Root symptom</td><td>Galls (knots)</td><td>Little swelling; small white or yellow females on the root surface</td></tr><tr><td>Eggs</td><td>Laid in a gelatinous matrix outside the female, 300 to 1,000</td><td>Retained inside the female, whose body wall hardens into a brown cyst</td></tr></table>" +
            p(
              "In both genera the infective J2 penetrates near the root tip and moves to the vascular cylinder. It injects effector proteins from its oesophageal glands that alter the expression of plant genes, turning ordinary cells into metabolically active transfer cells that feed the nematode for weeks. The juvenile then swells, moults three more times and, if female, becomes sedentary and saccate. Because the feeding site sits in the vascular tissue, the plant's water and nutrient transport is impaired and it wilts and yields poorly.",
              "The cyst is the survival structure of <i>Globodera</i> and <i>Heterodera</i>. Eggs inside a potato cyst nematode cyst can remain viable for 20 years or more, and most hatch only when stimulated by chemicals diffusing from the roots of a host, which is why long rotations and resistant cultivars, such as potatoes carrying the <i>H1</i> gene against <i>G. rostochiensis</i>, are the main tools of control.",
            ),
        },
      },
      {
        title: "Sampling Soil and Extracting Nematodes",
        description:
          "In the lab you will take field samples, run a Baermann funnel and a sieving-and-decanting extraction, and count what you recover.",
        lesson: {
          title: "From the field to the counting dish",
          html:
            p(
              "Nematodes are aggregated in soil, so a diagnosis is only as good as the sample behind it. For a field of up to about 2 ha, a standard advisory practice is to take 30 to 50 cores with a narrow auger to 20 or 30 cm depth, walking a W-shaped path across the area, and to bulk them into one sample of about 1 kg. Damaged patches are sampled separately, at their margins, where nematodes are still active. Samples must be kept cool (around 10 °C) and moist in sealed bags and never left in a hot vehicle, because most extraction methods depend on nematodes being alive.",
              "Three extraction methods are in everyday use:",
            ) +
            "<ul><li><b>Baermann funnel.</b> Soil or chopped roots sit on tissue paper in a sieve resting in a funnel of water closed by a clamped tube. Active nematodes swim out, sink and collect at the clamp; after 24 to 48 h about 10 ml is drawn off. Simple, but it recovers only motile stages.</li><li><b>Cobb's decanting and sieving.</b> Soil is stirred in water, heavy particles are allowed to settle for a few seconds, and the suspension is poured through a coarse sieve (about 710 µm) to remove debris and then through a fine one (about 45 µm), which retains the nematodes; the residue is backwashed into a beaker.</li><li><b>Centrifugal flotation.</b> The sieve residue is centrifuged in water, the supernatant discarded, and the pellet resuspended in sucrose solution of specific gravity about 1.18; on a second spin nematodes float and are poured onto a fine sieve. Fast, and it recovers inactive stages too.</li></ul>" +
            p(
              "Cysts are extracted differently, from dried soil, because dry cysts float: a Fenwick can separates them by flotation over a rim onto a sieve. Suspensions of worms are counted in a counting dish under a stereomicroscope at 20 to 40 times magnification, usually in a 1 ml aliquot taken after thorough mixing. If a 1 ml aliquot from a 50 ml suspension contains 12 root-knot J2 and the sample was 200 ml of soil, the population is 12 × 50 / 200 = 3 J2 per ml of soil, a figure then compared with the damage threshold for the crop.",
            ),
        },
      },
    ],
  },
  {
    slug: "poetry-therapy-theory-and-session-practice",
    discipline: "Poetry therapy",
    title: "Poetry Therapy: Theory and Session Practice",
    description:
      "Poems have been read aloud on psychiatric wards since the 1950s as a deliberate therapeutic tool; this module for counsellors and creative-arts practitioners traces the field's history, the RES model, how to choose a poem for a group, what expressive-writing research shows, and working with children.",
    level: "intermediate",
    duration: "12 weeks, blended",
    plantedGap: "working with children",
    modules: [
      {
        title: "Origins and the Isoprinciple",
        description:
          "Where did the practice come from, and what principle guides the choice of a poem for a particular person on a particular day?",
        lesson: {
          title: "From Greifer and Leedy to the choice of a poem",
          html:
            p(
              "Poetry therapy is the intentional use of poetry and related forms of literature, read or written, to promote healing and personal growth. Its immediate ancestor is bibliotherapy, a word coined by the American minister Samuel Crothers in an Atlantic Monthly article of 1916 to describe prescribing books to people in difficulty. Modern poetry therapy began in the 1950s, when Eli Greifer, a New York pharmacist, lawyer and poet, ran poetry groups at Cumberland Hospital in Brooklyn with the psychiatrist Jack J. Leedy. Leedy edited the first collection on the subject, <i>Poetry Therapy</i> (1969), and the Association for Poetry Therapy was founded the same year; its successor, the National Association for Poetry Therapy, dates from 1981.",
              "Leedy's most influential idea is the isoprinciple, borrowed from the psychiatrist Ira Altshuler's work on music therapy. It holds that a poem chosen for a client should first match the client's current mood, so that the client feels recognised, and should not try to cheer up a depressed person with a cheerful poem. Leedy added that the poem should nonetheless end with, or leave room for, some hope. A group of newly bereaved adults might therefore begin with a poem that names grief plainly, such as Emily Dickinson's 'After great pain, a formal feeling comes', rather than with consolation.",
              "Practitioners choosing a poem for a session commonly look for these qualities:",
            ) +
            "<ul><li>a universal experience expressed in concrete images, so that many readers can find themselves in it;</li><li>moderate length and accessible language, since it will be read aloud once or twice and discussed at once;</li><li>some ambiguity or openness, leaving room for different responses rather than a single moral;</li><li>a rhythm that carries the reader, which helps anxious or distracted participants stay with the text.</li></ul>" +
            p(
              "The poem is a catalyst for discussion, not an object of literary analysis: the facilitator's question is 'what line stays with you?', not 'what does the poet mean?'",
            ),
        },
      },
      {
        title: "The RES Model",
        description:
          "Nicholas Mazza's three components, receptive, expressive and symbolic, give a practitioner a vocabulary for planning a session.",
        lesson: {
          title: "Receptive, expressive, symbolic",
          html: p(
            "The most widely used framework in the field is the RES model proposed by Nicholas Mazza, a social worker and professor at Florida State University, in <i>Poetry Therapy: Theory and Practice</i> (first edition 1999). It divides the use of poetry into three components, which can be combined within a single session.",
            "The receptive/prescriptive component introduces existing literature into the session. The therapist reads or hands out a poem, song lyric or short prose passage and invites reactions. Its function is to validate feelings and to open a discussion at a safe distance: a participant can talk about the speaker of the poem before talking about herself.",
            "The expressive/creative component uses the client's own writing. Techniques range from free writing to structured forms: completing sentence stems ('I used to be... but now I am...'), writing a letter that will not be sent, composing a collaborative group poem in which each member contributes a line, or writing in a fixed form whose constraints lower anxiety. Writing gives order to experience and a sense of control over it.",
            "The symbolic/ceremonial component works with metaphor, ritual and storytelling. A therapist might ask a client to describe her situation as a landscape or weather, or design a closing ritual for a group, such as reading aloud a line each participant wants to take away. Metaphors allow people to speak about what is hard to state literally, and rituals mark transitions such as the end of treatment.",
            "Arleen Hynes and Mary Hynes-Berry, in <i>Biblio/Poetry Therapy: The Interactive Process</i> (1986), describe a complementary four-stage sequence for the discussion that follows a reading: recognition (something in the text engages the reader), examination (exploring the reaction), juxtaposition (comparing one's own view with that of the text or of others), and application to self. A well-planned session often moves through these stages within a receptive activity and then turns to an expressive one, closing with a symbolic step. Sessions for adults typically last 60 to 90 minutes.",
          ),
        },
      },
      {
        title: "What the Evidence Shows",
        description:
          "The strongest data come from experiments on expressive writing, which we read critically alongside the smaller poetry therapy literature.",
        lesson: {
          title: "Pennebaker's paradigm and its limits",
          html: p(
            "The best-tested claim relevant to poetry therapy comes not from poetry but from expressive writing. In 1986 James Pennebaker and Sandra Beall asked undergraduates to write for 15 minutes on four consecutive days. Some wrote about the facts and emotions of the most traumatic experience of their lives; controls wrote about superficial topics such as their shoes. Those who wrote about both facts and feelings reported more distress immediately after writing but made fewer visits to the student health centre over the following months.",
            "The paradigm has since been repeated in hundreds of studies with students, patients, prisoners and unemployed workers. Meta-analyses show a real but modest benefit. Joshua Smyth's 1998 analysis of 13 studies found an average effect size of about d = 0.47 across health, psychological and functional outcomes; Joanne Frattaroli's larger 2006 analysis of 146 studies found a smaller average effect, about r = 0.08, with larger effects when participants wrote at home, wrote for longer sessions, and had clinically relevant problems. Proposed mechanisms include the construction of a coherent narrative, which Pennebaker's word-count studies linked to increasing use of causal and insight words across sessions, reduced rumination, and habituation to painful memories.",
            "Direct evidence for poetry therapy itself is thinner. Most published studies are small, uncontrolled or qualitative, and groups combine many ingredients, so that it is hard to isolate the effect of the poem. A practitioner should therefore make careful claims: structured writing about emotional experience has modest, replicated benefits for many adults; reading and discussing poems in a group is plausibly helpful and valued by participants, but not yet proven to outperform other supportive groups.",
            "The same research also suggests cautions. Writing about trauma briefly increases distress, so clients should not be pressed to disclose, should be able to stop, and should have time at the end of a session to settle. People in acute crisis or with active psychosis need clinical care first.",
          ),
        },
      },
    ],
  },
  {
    slug: "lead-crystal-cutting-wheel-to-polish",
    discipline: "Lead crystal cutting",
    title: "Cutting Lead Crystal: Material, Wheels and Patterns",
    description:
      "Cut crystal takes its sparkle from lead oxide and from the geometry of the cutter's wheel; this intermediate workshop course deals with the composition of lead crystal, marking a blank, roughing and smoothing mitre and flat cuts, acid and wheel polishing, and how cutting differs from copper-wheel engraving.",
    level: "intermediate",
    duration: "8 day-long workshops",
    plantedGap: "engraving",
    modules: [
      {
        title: "What Lead Crystal Is",
        description:
          "Lead oxide changes the glass's optics, hardness and working properties, and European law defines how much of it a 'crystal' must contain.",
        lesson: {
          title: "Lead oxide, refraction and the legal definitions",
          html:
            p(
              "Ordinary window and bottle glass is soda-lime glass, mostly silica with sodium and calcium oxides. In 1674 the London glassmaker George Ravenscroft patented a glass in which lead oxide replaced much of the lime, and lead glass, or lead crystal, became the material of English and Irish cut glass. The word 'crystal' is a trade term: the material is an amorphous glass, not a crystal in the mineralogical sense.",
              "Lead oxide alters the glass in four ways that matter to a cutter. It raises the refractive index from about 1.52 to 1.56 or more, so light is bent more strongly at each facet. It increases dispersion, the spreading of white light into colours, which produces the 'fire' seen at cut edges. It makes the glass softer and so easier and faster to cut and polish. And it raises density, giving the characteristic weight in the hand and the long ring when a rim is tapped.",
              "In the European Union the names are regulated by Council Directive 69/493/EEC, which sets minimum values:",
            ) +
            "<table><tr><th>Name</th><th>Metal oxide content</th><th>Density</th><th>Refractive index</th></tr><tr><td>Full lead crystal (30% PbO)</td><td>PbO ≥ 30%</td><td>≥ 3.00 g/cm³</td><td>≥ 1.545</td></tr><tr><td>Lead crystal (24% PbO)</td><td>PbO ≥ 24%</td><td>≥ 2.90 g/cm³</td><td>≥ 1.545</td></tr><tr><td>Crystal glass</td><td>ZnO, BaO, PbO, K₂O alone or together ≥ 10%</td><td>≥ 2.45 g/cm³</td><td>≥ 1.520</td></tr></table>" +
            p(
              "Blanks, the uncut pieces, are mouth-blown or pressed and then annealed: held at a temperature near 450 °C and cooled slowly over several hours so that internal stresses relax. A badly annealed blank may crack on the wheel, sometimes days after cutting, because a deep cut releases locked-in stress. Cutters check blanks between crossed polarising filters, in which stressed regions appear as coloured bands.",
            ),
        },
      },
      {
        title: "Marking, Roughing and Smoothing",
        description:
          "This module covers the cutter's core sequence at the wheel: laying out the design, cutting it with a coarse wheel, and refining the cuts with a fine one.",
        lesson: {
          title: "Mitres, flats and hollows",
          html:
            p(
              "Cutting begins with marking. The design is not drawn in full; instead the cutter's assistant, or the cutter with a marking jig on a turntable, paints a few guidelines on the blank: vertical lines dividing the circumference into equal sections, typically 6, 8, 12 or 16, and horizontal bands showing where each row of the pattern lies. The rest is cut freehand from memory and by eye, which is why apprenticeships traditionally lasted five years or more.",
              "Roughing, also called mitring in the trade, removes glass fast with a coarse wheel. Historically this was a cast-iron wheel fed with wet sand; today it is a steel or resin wheel with a diamond-impregnated rim, running in a constant flow of water that cools the glass and carries away the swarf. The cutter presses the blank against the rim of the rotating wheel and watches the cut through the glass wall, moving the piece rather than the wheel. The wheel's edge profile determines the cut:",
            ) +
            "<ul><li>a V-shaped <b>mitre</b> wheel cuts V-grooves; crossing mitres at angles makes the diamonds, stars and fans of classic patterns;</li><li>a flat-edged wheel cuts <b>flat</b> panels and flutes, such as the vertical slices around the base of a decanter;</li><li>a convex wheel cuts <b>hollows</b>, concave cuts such as the round printie and the elongated olive.</li></ul>" +
            p(
              "Patterns are built from these elements. The strawberry diamond, for example, is a grid of crossing mitres whose raised diamonds are then cross-hatched with finer mitres; the hobnail is a grid of mitres whose diamonds are topped with small flat facets. A 24-point star is cut on the base by 12 mitres crossing the centre.",
              "Smoothing follows with a finer wheel, traditionally natural sandstone and now fine diamond or bonded aluminium oxide, which removes the deep scratches left by roughing and sharpens the edges. After smoothing, the cuts are grey and translucent, with the surface texture of frosted glass; accuracy at this stage decides the quality of the piece, since polishing adds brilliance but cannot correct a wandering line.",
            ),
        },
      },
      {
        title: "Polishing the Cuts",
        description:
          "Grey cuts become bright by mechanical polishing with pumice and cerium oxide or by dipping in acid; we compare the two.",
        lesson: {
          title: "Wheels, powders and the acid bath",
          html: p(
            "A smoothed cut scatters light because its surface is a mass of microscopic fractures. Polishing removes or smooths that damaged layer until the surface is optically flat and transparent, and the prismatic effect of the cuts then appears.",
            "Mechanical or wheel polishing was the only method until the late nineteenth century and is still used for the finest work. It proceeds in stages of decreasing abrasiveness. The cuts are first worked on a wooden wheel, traditionally of willow or poplar, fed with a slurry of pumice powder, which takes out the smoothing marks. The piece is then taken to a wheel of cork, felt or brush fed with a fine polishing compound, historically 'putty powder' (tin oxide) and today usually cerium oxide. Cerium oxide polishes glass partly chemically, by forming bonds with the silica surface and removing it atom layer by atom layer, which is why it works so much faster than a purely abrasive powder. Wheel polishing preserves sharp edges between facets, giving crisp lines, but it is slow and skilled.",
            "Acid polishing is faster and now standard in factory production. The piece is dipped for a few seconds to a few minutes at a time into a bath of hydrofluoric acid and concentrated sulphuric acid. The hydrofluoric acid dissolves a thin layer of glass, removing the roughness; the sulphuric acid dissolves the resulting fluorides and keeps the reaction even. In lead glass, insoluble lead sulphate forms on the surface, so the piece is rinsed in hot water between dips. The result is a bright surface with slightly rounded edges, which connoisseurs can tell from wheel polishing by its softer look.",
            "Hydrofluoric acid is acutely toxic and penetrates skin, causing deep burns and potentially fatal loss of blood calcium. Acid polishing is therefore done only in enclosed, ventilated installations with trained operators, calcium gluconate gel on hand, and waste neutralised before disposal. It is not a studio process.",
          ),
        },
      },
    ],
  },
  {
    slug: "wall-painting-conservation-survey-to-retouch",
    discipline: "Mural restoration",
    title: "Conserving Wall Paintings: Survey, Decay and Treatment",
    description:
      "Wall paintings cannot be taken to a studio, so their conservation happens on scaffolding in all weathers; the module teaches investigation and condition mapping, the action of moisture and soluble salts, consolidation and cleaning of lime-based paintings, retouching losses, and graffiti removal.",
    level: "intermediate",
    duration: "one term, with two weeks of site work",
    plantedGap: "graffiti removal",
    modules: [
      {
        title: "Investigation and Documentation",
        description:
          "Before any treatment, record what the painting is made of, what state it is in, and how it was painted.",
        lesson: {
          title: "Technique, condition mapping and imaging",
          html:
            p(
              "Every treatment of a wall painting begins with understanding how it was made. In true fresco (<i>buon fresco</i>), pigments ground in water are applied to a fresh lime plaster, the <i>intonaco</i>, laid over a coarser render, the <i>arriccio</i>. As the plaster dries, calcium hydroxide reacts with carbon dioxide from the air to form calcium carbonate, Ca(OH)₂ + CO₂ → CaCO₃ + H₂O, locking the pigment particles into a crystalline skin. Because the painter could only work on plaster while it was wet, fresco was laid in daily patches, the <i>giornate</i>, whose seams can be traced on the surface. Painting <i>a secco</i>, on dry plaster with a binder such as animal glue, egg or casein, is far less durable, and many frescoes combine both.",
              "Documentation records both technique and condition. Standard steps include:",
            ) +
            "<ul><li>overall and detail photography in diffuse light, then in raking light at a low angle, which reveals relief, incisions, <i>giornata</i> seams and detached plaster;</li><li>ultraviolet fluorescence photography, which shows later retouching and organic coatings;</li><li>infrared reflectography, which can reveal underdrawing;</li><li>condition mapping on scaled drawings or orthophotos with a standard legend for flaking, powdering, losses, cracks, salt efflorescence, biological growth and previous repairs;</li><li>measurement of moisture and sampling of plaster for salt analysis.</li></ul>" +
            p(
              "Much of the investigation is non-invasive: a conservator tapping the surface lightly with a knuckle can hear hollow zones where the plaster has separated from the wall, and these are mapped like any other damage. Samples are taken only where a question requires them, as small as possible and from areas already damaged, with their locations recorded.",
              "This recording is an ethical obligation, not a formality. The ICOMOS Principles for the Preservation and Conservation-Restoration of Wall Paintings (2003) require documentation before, during and after any intervention, so that later conservators can understand and if necessary reverse what was done.",
            ),
        },
      },
      {
        title: "Moisture, Salts and Decay",
        description:
          "Soluble salts carried by water are the commonest cause of loss in wall paintings; we examine how they do damage.",
        lesson: {
          title: "Crystallisation cycles and sulphation",
          html: p(
            "Wall paintings are part of a building and share its moisture. Water enters by capillary rise from the ground (rising damp), by leaks from roofs and gutters, and by condensation on cold walls. Moisture alone weakens binders and encourages biological growth, but its most destructive effect is to carry soluble salts into the plaster and to the painted surface.",
            "The main salts are sulphates, nitrates and chlorides, from soil, groundwater, earlier cement repairs, polluted air and even decaying organic material. When the wall dries, the salt solution migrates to the evaporation front and crystallises. If evaporation is slow, crystals form on the surface as a white bloom, efflorescence, which is disfiguring but relatively harmless. If evaporation is fast, crystals form inside the pores just beneath the paint layer, subflorescence, and the crystallisation pressure they exert pushes off flakes of paint and turns plaster to powder.",
            "Many salts dissolve and recrystallise as the relative humidity (RH) of the air passes their deliquescence point. Sodium chloride, for example, absorbs water vapour and dissolves above about 75% RH and crystallises again below it. A church whose RH swings across 75% with each weather front or each Sunday congregation puts a painting through a damaging cycle again and again. Controlling the environment, stabilising RH on one side of the critical value, can be more effective than any direct treatment.",
            "A special case is sulphation. Sulphur dioxide from polluted air, dissolved in surface moisture, reacts with the calcium carbonate of the fresco to form gypsum (calcium sulphate dihydrate). Gypsum occupies a larger volume than the calcite it replaces and is more soluble; it forms a crust that traps dirt, blisters and lifts the paint. Sulphation was severe in urban churches throughout the twentieth century.",
            "The conservator's diagnosis therefore aims to identify the salts present, their distribution, and their source, because removing the source of water and salt comes before treating the paint.",
          ),
        },
      },
      {
        title: "Consolidation, Cleaning and Retouching",
        description:
          "Treatments are chosen to be compatible with lime and to leave the original readable, from the barium method to tratteggio.",
        lesson: {
          title: "Compatible treatments and honest retouching",
          html: p(
            "Treatment proceeds from the most urgent risk to the least. Flaking paint is secured first, often by facing it temporarily with Japanese tissue attached with a weak adhesive, so that nothing is lost during later work. Hollow areas where the intonaco has separated from the wall are then re-adhered by injecting a hydraulic lime grout through small holes, after flushing with water and alcohol to wet the cavity.",
            "Powdering paint and plaster need consolidation, the introduction of a material that binds the loose particles. Because a fresco is calcium carbonate, inorganic consolidants that deposit carbonate are preferred to synthetic resins, which can block pores and trap moisture behind an impermeable film. Two methods are widely used. The barium method developed by Enzo Ferroni and Dino Dini in Florence after the 1966 flood first applies ammonium carbonate poultices, which convert harmful gypsum into ammonium sulphate and calcium carbonate; barium hydroxide is then applied, which reacts to form insoluble barium sulphate and, with carbon dioxide, barium carbonate that binds the surface. Since the 2000s, nanolime, a dispersion of calcium hydroxide nanoparticles in alcohol, has allowed carbonate to be deposited deeper with fewer applications.",
            "Cleaning removes soot, dust, discoloured coatings and old overpaint, using the gentlest method that works: soft brushes and vulcanised rubber sponges for loose dirt, then aqueous solutions and poultices or gels that limit how far the liquid penetrates. Tests are made on small areas and documented.",
            "Losses are filled with lime mortar matched in texture to the original and set slightly below its surface. Whether and how to reintegrate the image follows the theory of Cesare Brandi, whose <i>Teoria del restauro</i> (1963) asked for retouching that restores the unity of the image without deceiving the viewer. At the Istituto Centrale del Restauro in Rome this led to <i>tratteggio</i>: fine vertical hatching in pure watercolour, which blends at viewing distance but is recognisable up close. Large losses where the composition cannot be reconstructed are left in a neutral tone.",
          ),
        },
      },
    ],
  },
];
