/** Eighth held-out evaluation courses, beginner level (Latin to massage therapy); see ai-courses-heldout8.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT8_A: EvalCourse[] = [
  {
    slug: "elementary-latin-i",
    discipline: "Latin",
    title: "Elementary Latin I",
    description:
      "This course introduces the Latin noun and its cases, the present system of regular verbs, the agreement of adjectives, and the restored classical pronunciation, so that students can read short adapted passages by the end of term.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "classical pronunciation",
    modules: [
      {
        title: "Nouns and Cases",
        description: "How Latin marks the job of a noun in its sentence by changing the ending.",
        lesson: {
          title: "Endings do the work of word order",
          html:
            p(
              "English shows who did what to whom mainly by word order: 'the dog bites the man' and 'the man bites the dog' differ only in the order of the nouns. Latin shows the same information by changing the ending of the noun, a system called inflection. Each form a noun can take is a case, and the set of cases for one noun is its declension. Because the ending carries the meaning, Latin word order is free to express emphasis instead: <i>canis virum mordet</i> and <i>virum canis mordet</i> both mean 'the dog bites the man', because <i>virum</i> is accusative and must be the object.",
              "Classical Latin has six cases in regular use, plus a locative found with names of towns and a few other words. The main uses are these:",
            ) +
            "<ul><li>Nominative: the subject of the verb (<i>puella cantat</i>, 'the girl sings').</li><li>Genitive: possession or relation, usually translated with 'of' (<i>liber puellae</i>, 'the girl's book').</li><li>Dative: the indirect object, 'to' or 'for' someone (<i>puellae librum do</i>, 'I give the book to the girl').</li><li>Accusative: the direct object, and the object of prepositions such as <i>ad</i> and <i>in</i> when they express motion towards.</li><li>Ablative: means, manner, time and place, often translated 'by', 'with' or 'from'.</li><li>Vocative: direct address (<i>Marce!</i>, 'Marcus!').</li></ul>" +
            p(
              "Nouns fall into five declensions, identified by the ending of the genitive singular: -ae for the first (<i>puella, puellae</i>), -ī for the second (<i>dominus, dominī</i>), -is for the third (<i>rēx, rēgis</i>), -ūs for the fourth (<i>manus, manūs</i>) and -eī or -ēī for the fifth (<i>rēs, reī</i>). This is why dictionaries list every noun with its nominative, its genitive and its gender: the genitive tells you the declension and gives you the stem to which the other endings are added. From <i>rēx, rēgis</i> you can see that the stem is <i>rēg-</i>, so the accusative singular is <i>rēgem</i> and the ablative singular <i>rēge</i>.",
              "Some endings are ambiguous. First-declension <i>-ae</i> can be genitive singular, dative singular or nominative plural, and you decide which by looking at the verb and the rest of the sentence. If the verb is plural (<i>puellae cantant</i>), <i>puellae</i> is the subject; if there is already a subject and a direct object, <i>-ae</i> is probably dative.",
            ),
        },
      },
      {
        title: "The Present System of the Verb",
        description: "Principal parts, the four conjugations, and the present, imperfect and future tenses.",
        lesson: {
          title: "Conjugations and the present stem",
          html: p(
            "A Latin verb changes its ending to show person and number, so the subject pronoun is normally left out: <i>amō</i> is 'I love', <i>amās</i> 'you (singular) love', <i>amat</i> 'he, she or it loves', <i>amāmus</i> 'we love', <i>amātis</i> 'you (plural) love' and <i>amant</i> 'they love'. The personal endings -ō or -m, -s, -t, -mus, -tis and -nt recur throughout the active voice, and learning them early pays off in every tense.",
            "Verbs are learned by their four principal parts, for example <i>amō, amāre, amāvī, amātum</i>. The second part, the present infinitive, identifies the conjugation by its vowel: -āre for the first conjugation (<i>amāre</i>, 'to love'), -ēre for the second (<i>monēre</i>, 'to warn'), -ere with a short e for the third (<i>regere</i>, 'to rule') and -īre for the fourth (<i>audīre</i>, 'to hear'). Removing -re gives the present stem, to which the endings of the present system are attached.",
            "The present system contains three tenses built on that stem. The present describes what is happening now or happens habitually. The imperfect, formed with the marker -ba- (<i>amābam</i>, 'I was loving' or 'I used to love'), describes continuous or repeated action in the past and is the tense of scene-setting in narrative. The future is formed in two different ways: first- and second-conjugation verbs add -bi- (<i>amābō</i>, 'I shall love'; <i>monēbit</i>, 'he will warn'), while third- and fourth-conjugation verbs use -a- in the first person singular and -e- elsewhere (<i>regam, regēs, reget</i>). Beginners often mistake <i>reget</i>, 'he will rule', for a present; the long e is the clue.",
            "A useful worked example is <i>mīlitēs oppidum oppugnābant</i>. <i>Mīlitēs</i> is nominative plural of the third-declension <i>mīles</i>; <i>oppidum</i> is accusative singular; <i>oppugnābant</i> has the stem <i>oppugnā-</i>, the imperfect marker -ba- and the ending -nt. The sentence therefore means 'the soldiers were attacking the town', describing an action in progress rather than a completed event, which Latin would express with the perfect <i>oppugnāvērunt</i>.",
          ),
        },
      },
      {
        title: "Adjectives and Agreement",
        description: "How adjectives match their nouns in gender, number and case, and how to read noun phrases.",
        lesson: {
          title: "Matching gender, number and case",
          html: p(
            "A Latin adjective agrees with the noun it describes in three respects: gender (masculine, feminine or neuter), number (singular or plural) and case. It does not have to share the noun's declension, and this is the commonest source of confusion for beginners. In <i>agricola bonus</i>, 'the good farmer', the noun <i>agricola</i> is first declension but masculine, so the adjective takes its masculine second-declension form <i>bonus</i> even though the endings look different. Agreement is a matter of grammatical category, not of matching letters.",
            "Adjectives come in two main groups. First-and-second declension adjectives such as <i>bonus, bona, bonum</i> use second-declension endings for the masculine and neuter and first-declension endings for the feminine. Third-declension adjectives such as <i>fortis, forte</i> ('brave') or <i>ingēns, ingentis</i> ('huge') use third-declension endings for all genders, usually with an ablative singular in -ī and a genitive plural in -ium. A dictionary entry shows which pattern an adjective follows by listing its nominative forms: three forms, two forms or one form plus the genitive.",
            "Because agreement ties words together, it lets a Latin author separate an adjective from its noun for effect. In Virgil's <i>arma virumque canō</i> there is no adjective, but in many lines of verse the adjective and noun sit at opposite ends: <i>magnā cum laude</i>, 'with great praise', puts the preposition between them. When reading, underline each adjective and ask which noun it could agree with; usually only one noun in the clause matches in all three categories. In <i>puer parvam puellam videt</i>, <i>parvam</i> is feminine accusative singular and can only go with <i>puellam</i>, so the little one is the girl, not the boy.",
            "Adjectives can also stand alone as nouns, a very common idiom. <i>Bonī</i> means 'good men' or 'the good', <i>multa</i> means 'many things', and <i>nostrī</i>, in Caesar, means 'our men', that is, the Roman troops. The gender tells you what kind of noun to supply: masculine for people, neuter plural for things.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-blacksmithing",
    discipline: "Blacksmithing",
    title: "Introduction to Blacksmithing",
    description:
      "Students learn to build and manage a coal forge fire, read working heat by colour, draw out, upset and bend bar stock, and harden and temper simple carbon-steel tools; punching and drifting holes is also covered.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "punching and drifting holes",
    modules: [
      {
        title: "The Forge Fire",
        description: "Building, feeding and cleaning a coal fire so that it gives a clean, controllable heat.",
        lesson: {
          title: "Coal, coke and the heart of the fire",
          html: p(
            "Most teaching forges burn bituminous smithing coal, a low-sulphur coal that cakes together when heated. The smith does not heat metal in raw coal. Instead, the fire is built so that the coal around the edges is slowly baked into coke, which is nearly pure carbon, and that coke is raked into the centre where it burns at high temperature with little smoke. A well-managed fire therefore has three zones: a ring of wet green coal on the outside, a ring of coking coal, and a deep central heart of glowing coke above the tuyere, the opening through which air is blown in from below.",
            "Depth matters more than width. The work should sit in the fire with several centimetres of burning coke under it and a layer above it. Air from the tuyere is rich in oxygen as it enters, and metal placed too low, near the air blast, is heated in an oxidising atmosphere and grows a thick skin of scale. Higher in the fire the oxygen has been used up and the gas is mostly carbon monoxide, a reducing atmosphere that heats steel cleanly. Smiths speak of keeping a 'clean fire' for this reason.",
            "As the fire burns, ash and the glassy waste called clinker collect at the bottom and choke the air flow. Clinker forms from the incombustible minerals in coal and sinks to the tuyere as a sticky lump; it should be lifted out with a poker every hour or so of heavy work. A fire that suddenly becomes sluggish, producing a yellow smoky flame rather than a compact bright heart, almost always needs cleaning rather than more air.",
            "Safety begins at the fire. Wear natural-fibre clothing, because synthetic fabrics melt onto the skin, and safety glasses at all times. Keep a bucket of water, the slack tub, beside the forge for quenching and for cooling tongs, and treat every piece of metal on the anvil as hot: steel at 400 °C looks exactly like cold steel and will burn just as badly as a red bar.",
          ),
        },
      },
      {
        title: "Heat Colours and Basic Forging",
        description: "Judging temperature by colour, and the core operations of drawing out, upsetting and bending.",
        lesson: {
          title: "Reading the colour and moving the metal",
          html:
            p(
              "Before pyrometers, smiths judged the temperature of steel by the colour of its glow, and they still do. Colours should be judged in the shade, not in bright sunlight, because daylight makes metal look cooler than it is. The approximate correspondence for plain carbon steel is as follows:",
            ) +
            "<table><tr><th>Colour in shade</th><th>Approximate temperature</th><th>Use</th></tr><tr><td>Dull cherry red</td><td>about 750 °C</td><td>Too cold for heavy forging; hardening heat for many tool steels</td></tr><tr><td>Bright cherry red</td><td>about 850 °C</td><td>Light finishing blows and bending</td></tr><tr><td>Orange</td><td>about 1000 °C</td><td>General forging</td></tr><tr><td>Yellow</td><td>about 1100 to 1200 °C</td><td>Heavy drawing out and upsetting of mild steel</td></tr><tr><td>White, with sparks</td><td>above 1300 °C</td><td>Steel is burning; the bar is ruined at that point</td></tr></table>" +
            p(
              "Drawing out makes a bar longer and thinner. The smith strikes the hot bar over the edge or the horn of the anvil so that the metal is pushed lengthwise, turning the bar 90 degrees after each few blows to keep the section square. A useful rule of thumb is to draw to a square first, then to an octagon, and only then to round, because hammering a round bar directly tends to split the centre. A 12 mm square bar drawn to 6 mm square becomes four times as long over the drawn section, since volume is conserved.",
              "Upsetting is the opposite: the bar is made shorter and thicker, for example to give extra metal for a shoulder. Heat only the region to be thickened, quench the rest if necessary, stand the bar on the anvil face and strike down its length. If the bar begins to bend, straighten it immediately, or the upset will fold over and trap scale inside. Bending over the horn or in the hardy hole completes the basic repertoire; bend at an even orange heat, because a bar bent too cold may crack on the outside of the curve.",
            ),
        },
      },
      {
        title: "Hardening and Tempering",
        description:
          "Heat treatment that makes a carbon-steel tool hard enough to cut yet tough enough not to shatter.",
        lesson: {
          title: "From soft steel to a working edge",
          html: p(
            "Only steel with enough carbon, roughly 0.5 per cent or more, can be usefully hardened. Mild steel, with about 0.2 per cent carbon, does not harden appreciably in water, which is why smiths make tools such as cold chisels and centre punches from medium or high carbon steel, often salvaged from old coil springs or files. A simple spark test on a grinder helps to tell them apart: mild steel throws long, plain yellow streaks, while higher-carbon steel gives shorter streaks that burst into bright star-like forks.",
            "Hardening begins by heating the steel above its upper critical temperature, about 760 to 800 °C for a 1080-type steel, so that its structure transforms into austenite, in which carbon dissolves freely. A practical check is magnetism: steel loses its magnetism at the Curie point, close to this temperature, so when a magnet no longer sticks the steel is almost hot enough; give it a little more heat and a short soak. The steel is then quenched, plunged into water, brine or oil. Rapid cooling traps the carbon in a strained structure called martensite, which is extremely hard but brittle. Oil quenches more gently than water and reduces the risk of cracking, so it is the safer choice for thin blades.",
            "Fully hard martensite is too brittle for use; a chisel straight from the quench may chip like glass. Tempering reheats the steel to a much lower temperature, between about 200 and 350 °C, which relieves stress and trades a little hardness for a great deal of toughness. On a polished surface the steel forms a thin oxide film whose colour reveals the temperature: pale straw at about 220 °C, dark straw at about 240 °C, brown at about 255 °C, purple at about 270 °C and blue at about 300 °C. Cutting edges of knives and woodworking chisels are usually left at straw; a cold chisel, which must survive hammer blows, is tempered to purple or blue at its struck end.",
            "A common workshop method tempers with residual heat. Harden only the tip of the tool, quickly polish one face with an abrasive stone, and watch the colours creep down from the still-hot shank. When the desired colour reaches the edge, quench the whole tool to stop the run.",
          ),
        },
      },
    ],
  },
  {
    slug: "printmaking-studio-foundations",
    discipline: "Printmaking",
    title: "Printmaking Studio Foundations",
    description:
      "Covers the three historic families of the fine-art print: relief printing from linoleum and wood, intaglio etching with hard and soft grounds, and screen printing with photographic stencils, together with the editioning, signing and documentation of finished prints.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "screen printing",
    modules: [
      {
        title: "Relief Printing",
        description: "Cutting linoleum and woodblocks, inking with a roller and printing by hand or press.",
        lesson: {
          title: "Printing from the raised surface",
          html: p(
            "In a relief print the image is carried by the surface of the block that remains after the artist has cut away everything that should print white. Ink is rolled across the top with a brayer, paper is laid on it, and pressure transfers the ink. It is the oldest printing method in the world: the Chinese Diamond Sutra of 868 CE was printed from carved woodblocks, and in Europe the woodcut flourished from the fifteenth century, with Albrecht Dürer's Apocalypse series of 1498 as its great early masterpiece.",
            "Beginners usually start on linoleum, which has no grain and cuts evenly in every direction. Warming the lino slightly on a hotplate or in the sun makes it much easier to cut. The basic tools are V-gouges for lines and U-gouges of several widths for clearing; the cutting hand pushes the gouge away from the body while the other hand stays behind the blade, and a bench hook holds the block still. Woodcut uses the plank side of the timber, so the grain runs across the surface and must be read like a map: cutting with the grain is easy, cutting across it tears the fibres. Wood engraving, by contrast, uses the dense end grain of boxwood and fine burins, which allowed Thomas Bewick to produce extraordinarily fine tonal work around 1800.",
            "Because the block prints as a mirror image, any lettering must be cut in reverse. Artists transfer a drawing by tracing it face down or by using a mirror to check the composition. Ink is rolled out on a glass slab until it makes a fine hiss, a sign that the film is thin and even, then applied to the block in several passes. Too much ink fills fine cuts and makes the edges blurry; too little gives a speckled print.",
            "Printing can be done by hand, burnishing the back of the paper with a wooden spoon or a Japanese baren, or in a relief press. A reduction print, popularised by Picasso in his linocuts of the late 1950s, uses a single block that is cut further after each colour is printed, so the edition size is fixed from the start: once the block is cut for the last colour, the earlier states are gone.",
          ),
        },
      },
      {
        title: "Intaglio Etching",
        description:
          "Grounds, mordants and aquatint: making lines and tones that sit below the surface of a metal plate.",
        lesson: {
          title: "Biting the plate",
          html:
            p(
              "Intaglio reverses the logic of relief. The image is incised below the surface of a metal plate, usually copper or zinc; ink is pushed into the lines, the surface is wiped clean, and damp paper is forced into the lines under the great pressure of a roller press. Etching uses acid, properly called a mordant, to bite the lines rather than cutting them by hand as in engraving.",
              "The plate is first bevelled and degreased, then covered with a ground, an acid-resistant coating. A hard ground, traditionally of wax, bitumen and resin, is drawn through with an etching needle, exposing the metal wherever a line is wanted. A soft ground contains tallow or petroleum jelly and never fully hardens, so anything pressed into it, such as a pencil line drawn on paper laid over the plate or the texture of a leaf or fabric, lifts the ground away and is reproduced in the bite.",
              "The plate is then immersed in a mordant. Many studios now use ferric chloride for copper because it produces no toxic gas, while nitric acid was traditional for zinc. Biting time controls the depth, and therefore the darkness, of a line. A typical sequence of stopping out looks like this:",
            ) +
            "<ol><li>Bite the whole plate for a short time, for example 10 minutes in ferric chloride.</li><li>Remove the plate, rinse it and paint stop-out varnish over the lines that should stay lightest.</li><li>Return the plate for a further bite, then stop out the middle tones.</li><li>Give the darkest lines a final long bite, so that they end up several times deeper than the first group.</li></ol>" +
            p(
              "Line alone cannot easily produce flat areas of tone. Aquatint solves this by dusting the plate with fine rosin, melting the particles onto it with heat, and biting around them, which creates a field of tiny pits that hold ink like a grain. Francisco Goya used aquatint to devastating effect in Los Caprichos of 1799. Rembrandt, a century and a half earlier, achieved rich darks with line etching and drypoint alone, often wiping each impression differently so that no two prints were identical.",
            ),
        },
      },
      {
        title: "Editioning and Documentation",
        description:
          "Proofing, numbering and signing an edition, and keeping the records that establish a print's status.",
        lesson: {
          title: "From proof to signed edition",
          html: p(
            "A fine-art print is an original work of art made to exist in multiple impressions, and the edition is the set of impressions the artist declares to be finished and approves for sale. Because every impression is made by hand from a matrix that can, in principle, print many more, the conventions of editioning exist to tell collectors exactly how many there are and what each one is.",
            "Work on an image proceeds through proofs. A state proof records the image at one stage of its development; printmakers number these as first state, second state and so on, and the changes between states are of great interest to scholars, as with the many states of Rembrandt's Three Crosses. When the artist is satisfied, a bon à tirer, literally 'good to pull', is printed and signed. It serves as the standard against which every impression in the edition is checked for colour, inking and registration.",
            "Each edition impression is then numbered in pencil at the lower left as a fraction, such as 7/30, meaning the seventh impression of an edition of thirty. The number does not necessarily indicate printing order, since impressions are usually numbered after they have dried and been sorted. The title often appears in the centre and the artist's signature at the lower right, all in pencil, because pencil cannot be reproduced by a photomechanical copy without detection and does not fade or bleed. Proofs outside the edition are marked A/P for artist's proofs, conventionally no more than about 10 per cent of the edition, P/P for printer's proofs, or H/C, hors commerce, for impressions not for sale.",
            "After the edition is printed, the artist should cancel the matrix, for instance by cutting or scoring a line across the plate or block and pulling a cancellation proof to show that no further impressions can be taken. The studio keeps a documentation sheet listing the title, date, technique, paper, ink, sheet and image sizes, edition size, numbers of proofs and the printer. Reputable galleries and institutions expect this record, and it protects the buyer and the artist alike.",
          ),
        },
      },
    ],
  },
  {
    slug: "insects-and-their-world",
    discipline: "Entomology",
    title: "Insects and Their World",
    description:
      "An introduction to the study of insects: the exoskeleton and the three-part body plan, growth by moulting and metamorphosis, the major insect orders and how to identify them, and eusociality in ants, bees and termites.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "eusociality",
    modules: [
      {
        title: "The Insect Body Plan",
        description: "Head, thorax and abdomen, and the chitinous exoskeleton that supports and protects them.",
        lesson: {
          title: "Armour on the outside",
          html: p(
            "Insects are arthropods, animals with jointed legs and an external skeleton, and they are distinguished from other arthropods such as spiders, crustaceans and millipedes by a body in three parts: head, thorax and abdomen. The head carries one pair of antennae, compound eyes and often simple eyes called ocelli, and mouthparts built from modified appendages. The thorax, itself made of three segments called the prothorax, mesothorax and metathorax, carries three pairs of legs, one pair per segment, and in most adults two pairs of wings on the second and third segments. The abdomen contains most of the digestive and reproductive organs.",
            "The exoskeleton, or cuticle, is secreted by a single layer of epidermal cells. Its bulk is procuticle, made of chitin fibres embedded in protein. In the outer procuticle the proteins are cross-linked in a chemical hardening called sclerotisation, which also darkens them; this layer gives the rigidity of a beetle's wing case. On the very outside is a thin epicuticle, including a layer of waxes that waterproofs the insect. This wax is vital: small animals have a large surface area relative to their volume and would otherwise dry out quickly, and some insecticidal dusts such as diatomaceous earth work simply by abrading it.",
            "An external skeleton has consequences. Muscles attach to the inside of the cuticle, often to inward folds called apodemes, and joints are made of thin, flexible membrane between hardened plates. The exoskeleton cannot grow, so an insect must shed it periodically, and it limits size: the weight of a cuticle thick enough to support a very large body, together with the slow diffusion of oxygen through the tracheal tubes that carry air directly to the tissues, helps explain why today's insects are small. During the Carboniferous, when atmospheric oxygen was around 30 per cent, the griffinfly Meganeuropsis reached a wingspan of about 70 centimetres.",
            "Mouthparts vary with diet and are a key to identification. Grasshoppers have chewing mandibles; aphids and cicadas have piercing-sucking stylets; butterflies have a coiled proboscis; and house flies have a sponging labellum.",
          ),
        },
      },
      {
        title: "Moulting and Metamorphosis",
        description:
          "How insects grow through successive moults and the difference between incomplete and complete metamorphosis.",
        lesson: {
          title: "Growing up in stages",
          html:
            p(
              "Because the cuticle cannot stretch much, an insect grows in steps. Each moult, or ecdysis, is controlled by hormones. The brain releases prothoracicotropic hormone, which stimulates the prothoracic glands to produce ecdysone; ecdysone triggers the epidermis to separate from the old cuticle, a step called apolysis, and to secrete a new, soft, folded cuticle beneath it. The insect then swallows air or water to swell, splits the old skin along lines of weakness, and climbs out. For an hour or so the new cuticle is soft and pale and the insect is highly vulnerable, until sclerotisation hardens it. The stage between two moults is called an instar.",
              "Whether a moult produces another immature stage or an adult depends on juvenile hormone, secreted by the corpora allata. While juvenile hormone levels are high, a moult yields another juvenile; when they fall, the next moult leads towards the adult. Synthetic juvenile hormone analogues such as methoprene exploit this by preventing pest insects from ever maturing.",
              "There are three broad developmental patterns:",
            ) +
            "<table><tr><th>Pattern</th><th>Stages</th><th>Examples</th></tr><tr><td>Ametabolous (no metamorphosis)</td><td>Young resemble small adults and keep moulting after maturity</td><td>Silverfish, bristletails</td></tr><tr><td>Hemimetabolous (incomplete)</td><td>Egg, nymph, adult; wings develop externally as wing pads</td><td>Grasshoppers, true bugs, dragonflies</td></tr><tr><td>Holometabolous (complete)</td><td>Egg, larva, pupa, adult; wings develop internally</td><td>Beetles, flies, butterflies, wasps</td></tr></table>" +
            p(
              "Complete metamorphosis is the strategy of roughly 80 per cent of insect species. Its great advantage is that larva and adult can live entirely different lives: a caterpillar is an eating machine that feeds on leaves, while the butterfly feeds on nectar and specialises in dispersal and reproduction, so the two stages do not compete for food. Inside the pupa, most larval tissues are broken down and the adult is built from clusters of cells called imaginal discs, which were set aside in the larva but stayed dormant until this point.",
            ),
        },
      },
      {
        title: "The Major Insect Orders",
        description: "Recognising the largest orders by wings, mouthparts and development, using a dichotomous key.",
        lesson: {
          title: "Sorting the million",
          html: p(
            "About one million insect species have been described, and estimates of the true total run to five million or more. They are classified into around 30 orders, and just five of them contain the great majority of species. Learning to place an insect in its order is the first skill of the field entomologist, and it is mostly done by looking at the wings, whose structure gives many order names: Coleoptera means 'sheath wings', Diptera 'two wings', Lepidoptera 'scale wings' and Hymenoptera 'membrane wings'.",
            "Coleoptera, the beetles, are the largest order, with around 400,000 described species. Their forewings are hardened into elytra that meet in a straight line down the back and cover the membranous hind wings. The biologist J. B. S. Haldane is said to have remarked that the Creator must have had 'an inordinate fondness for beetles'. Diptera, the true flies, have a single pair of functional wings; the hind pair is reduced to small knobbed balancing organs called halteres. Lepidoptera, butterflies and moths, have wings covered in overlapping scales that rub off as dust, and a coiled proboscis. Hymenoptera, the sawflies, wasps, bees and ants, have two pairs of membranous wings linked by a row of tiny hooks, the hamuli, and females of many species have an ovipositor modified into a sting. Hemiptera, the true bugs, have piercing-sucking mouthparts in a beak, and in many the forewings are half leathery and half membranous.",
            "Identification uses a dichotomous key, which offers a series of paired choices. A first couplet might ask whether the insect has one pair of wings or two; choosing 'one pair, hind wings reduced to halteres' leads directly to Diptera, while 'two pairs' leads to the next couplet, which asks whether the forewings are hardened. Keys work only if you observe carefully, so a hand lens of 10× magnification is essential, and you should always check the final answer against a description of the order.",
            "Common names can mislead. A dragonfly is not a fly, a ladybird is a beetle, and a mayfly belongs to its own ancient order, Ephemeroptera. Entomologists write 'house fly' as two words for a true fly and 'dragonfly' as one word when the animal is not a dipteran.",
          ),
        },
      },
    ],
  },
  {
    slug: "massage-therapy-fundamentals",
    discipline: "Massage therapy",
    title: "Massage Therapy Fundamentals",
    description:
      "Students learn the five classic Swedish massage strokes; draping and client positioning; contraindications, cautions and red flags; the muscles of the back and shoulder girdle; and how to take a client history and write SOAP notes.",
    level: "beginner",
    duration: "14 weeks",
    plantedGap: "draping and client positioning",
    modules: [
      {
        title: "The Swedish Strokes",
        description: "Effleurage, petrissage, friction, tapotement and vibration, and how to sequence them.",
        lesson: {
          title: "Five strokes and how to use them",
          html:
            p(
              "Swedish massage is the foundation of most Western massage training. Its vocabulary is usually credited to the Dutch physician Johann Georg Mezger, who in the 1860s and 1870s adopted French terms for the strokes, although the system is often wrongly attributed to the Swedish gymnast Per Henrik Ling, whose 'medical gymnastics' were mostly exercises. The five classic strokes are:",
            ) +
            "<ul><li>Effleurage: long, gliding strokes with the whole palm, usually directed towards the heart. It spreads the lubricant, warms the tissue and lets the therapist assess it.</li><li>Petrissage: kneading, lifting, wringing and squeezing the soft tissue, which mobilises muscle and the fascia around it.</li><li>Friction: small, deep movements with the fingertips or thumbs that move the skin over the underlying tissue rather than gliding over it; cross-fibre friction is applied at right angles to the fibres of a tendon or ligament.</li><li>Tapotement: rhythmic percussion, including hacking with the ulnar border of the hands, cupping and tapping; it is stimulating and is generally kept brief.</li><li>Vibration: a fine, rapid shaking of the tissue with the hand or fingertips.</li></ul>" +
            p(
              "A treatment is built as a sequence that moves from general to specific and from superficial to deep, then back again. A typical back treatment begins with several minutes of broad effleurage, moves into petrissage of the large muscles such as trapezius and latissimus dorsi, uses friction on specific areas of tension found during assessment, and closes with effleurage. Tapotement, if used at all, appears near the end of a stimulating pre-event sports massage rather than in a relaxation treatment.",
              "Pressure is built gradually. The therapist leans with body weight from a stable stance rather than pushing with the thumbs and wrists, both to reach deeper tissue without causing pain and to protect the therapist's own hands, since repetitive strain injuries of the thumb are the commonest occupational injury in the profession. A useful guide is to ask the client to rate pressure on a scale of 0 to 10 and to stay at around 6 or below, where the pressure feels strong but the client can still breathe and relax.",
            ),
        },
      },
      {
        title: "Contraindications and Red Flags",
        description:
          "Conditions in which massage must be avoided, adapted or referred, and signs that need medical attention.",
        lesson: {
          title: "When not to massage",
          html: p(
            "A contraindication is a condition in which massage could cause harm. Contraindications are divided into absolute, or total, contraindications, in which no massage should be given, and local contraindications, in which massage is avoided only over the affected area. A third group, cautions, allows massage with modifications such as lighter pressure, shorter sessions or written consent from the client's doctor.",
            "Absolute contraindications include fever, because the body is fighting an infection and massage increases circulation; acute infectious illness such as influenza; suspected deep vein thrombosis; and being under the influence of alcohol or drugs. Deep vein thrombosis deserves particular attention because massage could dislodge a clot that then travels to the lungs as a pulmonary embolism. Its signs in the calf are swelling of one leg, warmth, redness and pain on walking or on flexing the foot; a client with these signs should be referred urgently to a doctor and not treated.",
            "Local contraindications include open wounds, recent burns, fractures, bruising, varicose veins, skin infections such as impetigo or fungal infection, and areas of acute inflammation, recognised by the classic signs of heat, redness, swelling, pain and loss of function. Cautions include pregnancy, especially in the first trimester and in the later months; osteoporosis, where heavy pressure could cause a fracture; diabetes, where reduced sensation in the feet means the client may not report excessive pressure; anticoagulant medication such as warfarin, which causes easy bruising; and a history of cancer, where the modern view is that massage is safe and beneficial but pressure must be adapted around treatment sites and the oncology team consulted.",
            "Red flags are findings that suggest serious underlying disease and require referral rather than treatment. They include unexplained weight loss, night pain that does not change with position, new back pain in someone over 50 or with a history of cancer, numbness in the saddle area or changes in bladder or bowel control, which may indicate cauda equina syndrome and is a medical emergency. Recording what you checked, and why you did or did not treat, is part of safe practice.",
          ),
        },
      },
      {
        title: "Muscles of the Back and Shoulder Girdle",
        description: "The anatomy of the muscles most often treated, with their attachments and actions.",
        lesson: {
          title: "Palpating the back",
          html: p(
            "Most clients who book a massage complain of the neck, shoulders or back, so the muscles of this region are the first a therapist must be able to find by touch. Palpation starts with bony landmarks: the spinous processes along the midline, the spine of the scapula running across the upper back, the medial border of the scapula, the acromion at the tip of the shoulder and the iliac crest at the top of the pelvis.",
            "The trapezius is the large, diamond-shaped superficial muscle that runs from the occipital bone and the spinous processes of the cervical and thoracic vertebrae to the clavicle, acromion and spine of the scapula. Its upper fibres elevate the scapula, as in shrugging; its middle fibres retract it; and its lower fibres depress it and, with serratus anterior, rotate it upwards so that the arm can be raised overhead. The upper trapezius is the muscle most clients mean when they say their 'shoulders are tight'.",
            "Deep to the trapezius lie the rhomboid major and minor, which run from the spinous processes of C7 to T5 to the medial border of the scapula and retract it, and the levator scapulae, which runs from the transverse processes of C1 to C4 to the superior angle of the scapula. Levator scapulae is often tender at its lower attachment, and a useful test is to ask the client to bring the ear towards the armpit on the opposite side, which stretches it.",
            "The latissimus dorsi is the broadest muscle of the back. It arises from the lower thoracic spinous processes, the thoracolumbar fascia and the iliac crest and inserts into the intertubercular groove of the humerus; it extends, adducts and medially rotates the arm, as in a swimmer's pull or a chin-up. Running vertically beside the spine is the erector spinae group, made of iliocostalis, longissimus and spinalis, which extends the spine and is often worked with long effleurage and petrissage strokes.",
            "Finally, the four rotator cuff muscles, supraspinatus, infraspinatus, teres minor and subscapularis, stabilise the head of the humerus in the shallow glenoid. Infraspinatus is easily palpated below the spine of the scapula.",
          ),
        },
      },
      {
        title: "Client History and SOAP Notes",
        description: "Taking a consultation history and recording each session in the standard four-part format.",
        lesson: {
          title: "Writing it down properly",
          html: p(
            "Every treatment starts with a consultation, and every consultation ends in writing. The history establishes the client's reasons for coming, screens for the contraindications and red flags that would change the plan, and records consent. Questions cover the presenting complaint (where it hurts, since when, what makes it better or worse), medical history, current medication, recent injuries or surgery, pregnancy, and lifestyle factors such as occupation and exercise. A client's goals matter as much as the symptoms: someone who wants to sleep better needs a different session from a runner preparing for a race.",
            "Sessions are then recorded in SOAP notes, a format devised by the physician Lawrence Weed in the 1960s as part of the problem-oriented medical record and now used throughout the health professions. The four sections are:",
            "S, Subjective: what the client reports, ideally in their own words. For example, 'Pain in right upper shoulder for 2 weeks since starting a new desk job; 6/10 at the end of the working day, 2/10 at weekends.'",
            "O, Objective: what the therapist observes, palpates and measures. For example, 'Right shoulder elevated relative to left. Hypertonicity and tender points in right upper trapezius and levator scapulae. Cervical side flexion to the left limited compared with the right.' Treatment given belongs here too: 'Swedish massage to back, neck and shoulders, 60 minutes; cross-fibre friction to right levator scapulae.'",
            "A, Assessment: the therapist's interpretation of the change produced. For example, 'After treatment the client reports pain 3/10; side flexion improved; tissue noticeably softer.' A massage therapist does not diagnose disease, so the assessment describes findings and responses rather than naming a medical condition.",
            "P, Plan: what happens next. For example, 'Rebook in one week. Client to try upper trapezius stretch three times daily and to check monitor height. Refer to GP if numbness in arm develops.' Good notes are dated, legible, factual and written promptly, and they are kept confidentially under data-protection law; many professional bodies and insurers recommend keeping adult records for at least eight years.",
          ),
        },
      },
    ],
  },
];
