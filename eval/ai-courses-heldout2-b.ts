/** Second held-out evaluation courses (marketing to poetry); see ai-courses-heldout2.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT2_B: EvalCourse[] = [
  {
    slug: "marketing-management",
    discipline: "Marketing",
    title: "Marketing Management",
    description:
      "Segmentation, targeting and positioning, pricing strategy and brand equity for business students who have taken an introductory course.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "brand equity",
    modules: [
      {
        title: "Segmentation, Targeting and Positioning",
        description: "Dividing a market, choosing segments and defining a place in the customer's mind.",
        lesson: {
          title: "From the mass market to a position",
          html: p(
            "Few products appeal to every buyer, so marketers divide a market into segments, groups of customers with similar needs who respond similarly to a marketing mix. Geographic segmentation divides buyers by region or climate, demographic segmentation by age, income or family size, psychographic segmentation by lifestyle and values, and behavioural segmentation by usage rate, loyalty or the benefits sought.",
            "A useful segment is measurable, large enough to be profitable, reachable through media and distribution, and responsive in a different way from other segments. In targeting, the firm evaluates the segments and chooses which to serve. An undifferentiated strategy offers one product to the whole market; a differentiated strategy designs a separate offer for each of several segments; a concentrated strategy, also called niche marketing, pursues a large share of one small segment, which suits a firm with limited resources.",
            "Positioning is the place a brand occupies in the minds of target customers relative to competitors. A positioning statement names the target segment, the frame of reference and the point of difference. Volvo has long positioned its cars on safety. Marketers draw a perceptual map, a chart of how customers rate competing brands on two attributes such as price and quality, to find gaps in the market where no brand yet stands.",
          ),
        },
      },
      {
        title: "Pricing Strategy",
        description: "Setting prices from costs, competition and customer value.",
        lesson: {
          title: "How firms set prices",
          html: p(
            "Price is the only element of the marketing mix that produces revenue; product, place and promotion all create costs. Cost-plus pricing adds a fixed markup to the cost of a unit, which is simple but ignores what customers will pay. Value-based pricing starts instead from the value customers perceive and sets the price just below it.",
            "The price elasticity of demand measures how strongly the quantity sold responds to a change in price. When demand is elastic, a price cut raises total revenue because sales rise more than proportionally; when demand is inelastic, as for petrol or prescription drugs, a price rise raises revenue.",
            "For a new product, a firm can choose price skimming, setting a high initial price and lowering it over time to reach more price-sensitive buyers, as Apple often does with new phones. Skimming works when early buyers value the product highly and competitors cannot enter quickly. Penetration pricing sets a low initial price to win a large market share fast, which makes sense when demand is elastic and unit costs fall with volume.",
            "Psychological pricing uses prices such as 9.99 instead of 10, because buyers read the first digit, and a firm that sells a razor cheaply and the blades at a high margin uses captive-product pricing.",
          ),
        },
      },
    ],
  },
  {
    slug: "film-analysis",
    discipline: "Film studies",
    title: "Film Language and Analysis",
    description:
      "Teaches students to analyse mise-en-scène, cinematography, editing and film sound in narrative cinema.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "film sound",
    modules: [
      {
        title: "Mise-en-scène and Cinematography",
        description: "What is placed in front of the camera, and how the camera records it.",
        lesson: {
          title: "Reading the frame",
          html: p(
            "Mise-en-scène, a term borrowed from the theatre, means everything placed in front of the camera: setting, costume and make-up, lighting, and the performance and movement of the actors. In German Expressionist films such as The Cabinet of Dr. Caligari, painted sets with crooked walls express the disturbed mind of the narrator.",
            "Lighting shapes how we read a scene. Classical Hollywood used three-point lighting, with a key light as the main source, a fill light to soften the shadows it casts and a back light to separate the actor from the background. Low-key lighting, with a weak fill and deep shadows, creates the menace of film noir, while high-key lighting gives the even brightness of musicals and comedies.",
            "Cinematography concerns how the camera records the scene. Shot scale runs from the extreme long shot, which shows a landscape with tiny figures, through the medium shot to the close-up of a face. A low camera angle, looking up at a character, tends to make the character seem powerful, and a high angle makes the character seem vulnerable. Deep focus keeps both the foreground and the background sharp, as in Citizen Kane, and lets viewers choose where to look within the frame. A tracking shot moves the whole camera through space, while a pan turns it on a fixed base.",
          ),
        },
      },
      {
        title: "Editing",
        description: "How shots are joined to build space, time and meaning.",
        lesson: {
          title: "Joining shots",
          html: p(
            "Editing is the joining of one shot to the next. Classical continuity editing aims to make cuts invisible so that the viewer follows the story without noticing the technique. Its central rule is the 180-degree rule: the camera stays on one side of an imaginary line drawn between two characters, so that each keeps facing the same direction on screen. A scene often opens with an establishing shot that shows the whole space before cutting closer.",
            "In shot/reverse shot, the film cuts back and forth between two characters in conversation, each usually seen over the other's shoulder. An eyeline match cuts from a character looking at something to what the character sees, and a match on action cuts in the middle of a movement so that it seems to continue across the cut.",
            "Not all editing hides itself. The jump cut, a cut between two shots of the same subject from nearly the same position, makes time seem to skip; Jean-Luc Godard used it throughout Breathless to break the smooth flow of classical style. Soviet filmmakers of the 1920s developed montage, placing shots side by side to produce an idea that neither contains alone. In Eisenstein's Strike, shots of workers being shot are intercut with the slaughter of a bull. Cross-cutting alternates between actions in different places to suggest that they happen at the same time and to build suspense.",
          ),
        },
      },
    ],
  },
  {
    slug: "archaeological-methods",
    discipline: "Archaeology",
    title: "Archaeological Methods",
    description:
      "How archaeologists find, excavate and date the past: remote sensing, excavation and stratigraphy, and dating methods.",
    level: "intermediate",
    duration: "7 weeks",
    plantedGap: "remote sensing",
    modules: [
      {
        title: "Excavation and Stratigraphy",
        description: "Digging a site in layers and recording context.",
        lesson: {
          title: "Reading the layers",
          html: p(
            "Excavation destroys the site it studies, so archaeologists record everything as they dig. A site is laid out on a grid of squares tied to a fixed datum point, so that every find can be located in three dimensions. Soil is removed with trowels and passed through a sieve so that small objects such as beads and seeds are not lost.",
            "Stratigraphy is the study of the layers, or strata, that build up on a site over time. The law of superposition states that in an undisturbed sequence the lower layers were deposited before the upper ones, so deeper finds are usually older. A pit dug through earlier layers, however, is later than every layer it cuts. Archaeologists record each layer, pit and wall as a context and draw the relationships between contexts in a Harris matrix, a diagram of the order in which they formed.",
            "The context of a find, its exact position and association with other objects, often matters more than the object itself. A coin found in the floor of a house gives a date before which the floor cannot have been laid, called a terminus post quem. Looters who dig for objects destroy their context and with it most of what the objects could have told us. Environmental samples of soil, pollen and animal bone are taken from each context to reconstruct diet and landscape.",
          ),
        },
      },
      {
        title: "Dating Methods",
        description: "Relative and absolute dating, from typology to radiocarbon.",
        lesson: {
          title: "How old is it?",
          html: p(
            "Relative dating places finds in order without giving an age in years. Stratigraphy is one relative method. Typology is another: objects such as pots or brooches change in style over time, and a sequence of types, once established, lets an archaeologist place a new find within it. Seriation arranges assemblages so that each type rises in popularity and then declines, giving a sequence of sites.",
            "Absolute dating gives an age in calendar years. Radiocarbon dating measures the carbon-14 left in once-living material such as charcoal, bone or seeds. A living organism takes in carbon-14 from the atmosphere, but after death it takes in no more, and the carbon-14 decays with a half-life of about 5,730 years. Because the amount of carbon-14 in the atmosphere has varied, raw radiocarbon ages must be calibrated against tree rings, and the method cannot date material older than about 50,000 years.",
            "Dendrochronology dates wood by matching its sequence of wide and narrow tree rings to a master chronology built up from overlapping timbers; it can give the exact year a tree was felled. Thermoluminescence dates pottery and burnt flint by measuring the radiation energy they have stored since they were last heated. Potassium-argon dating, based on a much slower decay, dates volcanic layers millions of years old, such as those above and below early human fossils in East Africa.",
          ),
        },
      },
    ],
  },
  {
    slug: "modern-architecture",
    discipline: "Architecture",
    title: "Modern Architecture: Theory and Form",
    description:
      "An advanced seminar on modernism, brutalism, postmodernism and sustainable design in twentieth-century architecture.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "sustainable design",
    modules: [
      {
        title: "Modernism",
        description: "The Bauhaus, Le Corbusier and the International Style.",
        lesson: {
          title: "Form follows function",
          html: p(
            "Modernist architects of the early twentieth century rejected historical ornament and sought forms suited to industrial materials: steel, reinforced concrete and plate glass. Louis Sullivan's phrase form follows function became their watchword, and Adolf Loos went further in his essay Ornament and Crime, arguing that decoration was a waste of labour.",
            "The Bauhaus, founded by Walter Gropius in Weimar in 1919, brought art, craft and industry together and taught students to design for mass production. Its building at Dessau, with a glass curtain wall hung in front of the concrete frame, showed that a wall no longer had to carry the load.",
            "Le Corbusier summed up the new architecture in his five points: pilotis that raise the building on columns, a roof garden, a free plan, horizontal ribbon windows and a free facade. All five follow from the reinforced concrete frame, which frees the walls from their structural role. The Villa Savoye near Paris, completed in 1931, demonstrates each point.",
            "In 1932 an exhibition at the Museum of Modern Art in New York named the movement the International Style, defined by volume rather than mass, regularity and the absence of ornament. Ludwig Mies van der Rohe, whose motto was less is more, carried it to the American skyscraper in the Seagram Building. Critics have argued that the style's claim to universal rationality ignored climate, place and the people who lived in its buildings.",
          ),
        },
      },
      {
        title: "Brutalism and Postmodernism",
        description: "Raw concrete and the return of history and irony.",
        lesson: {
          title: "After the International Style",
          html: p(
            "Brutalism took its name from béton brut, French for raw concrete, the board-marked concrete Le Corbusier left exposed in the Unité d'Habitation in Marseille. British architects Alison and Peter Smithson made it an ethic of honesty about materials and services. Brutalist buildings such as the Barbican in London and Boston City Hall present heavy, sculptural masses and expose their structure. Many housing estates built in the style later suffered from poor maintenance, and the style became associated with the failures of post-war social housing.",
            "Postmodernism reacted against modernism's abstraction. In Complexity and Contradiction in Architecture, Robert Venturi answered Mies with less is a bore and praised buildings that were ambiguous and rich in meaning. Postmodern architects brought back historical references, colour and ornament, often with irony: Philip Johnson crowned the AT&T Building in New York with a broken pediment like that of a Chippendale cabinet.",
            "Charles Jencks dated the death of modern architecture to 1972, when the Pruitt-Igoe housing blocks in St. Louis were demolished, a claim that historians have since questioned, since the project's failure owed much to underfunding and segregation. Postmodernism treated architecture as a language of signs that the public could read, in contrast to modernism's belief that good form speaks for itself.",
          ),
        },
      },
    ],
  },
  {
    slug: "comparative-politics",
    discipline: "Political science",
    title: "Comparative Political Systems",
    description:
      "An advanced course comparing electoral systems, presidential and parliamentary government, and federalism across democracies.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "federalism",
    modules: [
      {
        title: "Electoral Systems",
        description: "How votes become seats, and what follows for party systems.",
        lesson: {
          title: "Turning votes into seats",
          html: p(
            "An electoral system is the set of rules that turns votes into seats. In a first-past-the-post system, used for the House of Commons and the United States House of Representatives, each single-member district elects the candidate with the most votes, even without a majority. Such systems often give the largest party a majority of seats on a minority of the vote, and they punish small parties whose support is spread thinly across many districts.",
            "Proportional representation allocates seats in multi-member districts in proportion to each party's vote share, usually from party lists. The Netherlands elects its whole lower house from a single national list, so a party with less than one percent of the vote can win a seat. Many countries set an electoral threshold, such as five percent in Germany, below which a party wins no list seats.",
            "Duverger's law holds that plurality rule in single-member districts tends to produce a two-party system, through a mechanical effect, the under-representation of third parties, and a psychological effect, as voters abandon parties that cannot win. Proportional systems tend to produce multiparty systems and coalition governments.",
            "Mixed-member proportional systems, as in Germany and New Zealand, combine district seats with list seats that compensate for disproportional district results. Scholars debate the trade-off between the accountability of single-member districts and the representativeness of proportional rules.",
          ),
        },
      },
      {
        title: "Presidential and Parliamentary Government",
        description: "How executives are formed and held accountable.",
        lesson: {
          title: "Two ways to organise the executive",
          html: p(
            "In a parliamentary system the executive emerges from the legislature and depends on its confidence. The prime minister is usually the leader of the largest party or coalition, and a government that loses a vote of no confidence must resign or call an election. The head of state, a monarch or an indirectly elected president, has mostly ceremonial duties. Germany requires a constructive vote of no confidence, in which parliament can remove the chancellor only by electing a successor at the same time, to prevent periods without a government.",
            "In a presidential system, as in the United States and most of Latin America, the president is elected separately for a fixed term and cannot be removed by a vote of no confidence, only by impeachment for serious wrongdoing. Both the president and the legislature can claim a popular mandate, which produces divided government when different parties control them.",
            "Juan Linz argued that presidentialism is more fragile than parliamentarism, because a deadlock between two elected powers has no constitutional way out and the winner-take-all presidency raises the stakes of elections. Critics of Linz reply that many presidential democracies have failed for other reasons, such as military legacies. Semi-presidential systems such as France combine a directly elected president with a prime minister responsible to parliament; when they come from opposing parties, the arrangement is called cohabitation.",
          ),
        },
      },
    ],
  },
  {
    slug: "immunology-advanced",
    discipline: "Immunology",
    title: "Immunology",
    description: "Innate immunity, adaptive immunity and autoimmunity for advanced students of biomedical science.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "autoimmunity",
    modules: [
      {
        title: "Innate Immunity",
        description: "The fast, non-specific first line of defence.",
        lesson: {
          title: "The first responders",
          html: p(
            "The innate immune system responds within minutes to hours and does not improve with repeated exposure. Its barriers include the skin, mucous membranes and antimicrobial peptides such as defensins. When these are breached, innate cells recognise pathogen-associated molecular patterns, conserved structures such as bacterial lipopolysaccharide, through pattern recognition receptors, of which the Toll-like receptors are the best studied.",
            "Macrophages and neutrophils are phagocytes: they engulf microbes and destroy them in phagolysosomes with enzymes and reactive oxygen species. Neutrophils are the most numerous white blood cells and the first to arrive at a site of infection, and dead neutrophils make up most of the pus in an abscess. Natural killer cells kill virus-infected and tumour cells that have lost MHC class I molecules from their surface.",
            "Activated macrophages release cytokines such as tumour necrosis factor and interleukin-1, which dilate blood vessels and make them leaky, producing the redness, heat, swelling and pain of inflammation. The complement system, a cascade of plasma proteins, coats microbes for phagocytosis in a process called opsonisation, attracts leukocytes and can punch holes in bacterial membranes through the membrane attack complex.",
            "Dendritic cells link the two arms of immunity: after capturing antigen in the tissues, they migrate to the lymph nodes and present it to T cells.",
          ),
        },
      },
      {
        title: "Adaptive Immunity",
        description: "Lymphocytes, antigen presentation, antibodies and memory.",
        lesson: {
          title: "Specific and lasting defence",
          html: p(
            "Adaptive immunity is specific and has memory. Its cells are lymphocytes, each carrying a receptor for a single antigen, generated by the random recombination of gene segments known as V(D)J recombination. Lymphocytes whose receptors bind self-antigens strongly are eliminated during development, in the thymus for T cells and the bone marrow for B cells.",
            "T cells recognise antigen only as peptides displayed by MHC molecules. Cytotoxic T cells carry CD8 and recognise peptides on MHC class I, found on almost all nucleated cells, and they kill infected cells. Helper T cells carry CD4 and recognise peptides on MHC class II, found on antigen-presenting cells; they secrete cytokines that direct the rest of the response. HIV infects CD4 cells, which is why their loss leaves patients open to opportunistic infections.",
            "B cells recognise intact antigen with their membrane antibody. With help from a T cell, a B cell proliferates and differentiates into plasma cells that secrete antibody. In germinal centres, somatic hypermutation and selection raise the antibody's affinity, and class switching changes its constant region, for example from IgM to IgG. IgM is the first antibody made in a primary response, IgA protects mucosal surfaces, and IgE binds mast cells and drives allergy.",
            "Memory B and T cells persist after an infection and mount a faster, stronger secondary response when the same antigen returns.",
          ),
        },
      },
    ],
  },
  {
    slug: "poetry-form",
    discipline: "English literature",
    title: "Reading Poetry: Meter and Form",
    description:
      "An advanced course in English prosody: meter and rhythm, the sonnet, and free verse from the Renaissance to the twentieth century.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "free verse",
    modules: [
      {
        title: "Meter and Rhythm",
        description: "Scansion, feet and the tension between meter and speech.",
        lesson: {
          title: "Scanning a line",
          html: p(
            "English verse is accentual-syllabic: its meter counts both syllables and stresses. The unit of meter is the foot. An iamb is an unstressed syllable followed by a stressed one, as in the word 'delight'; a trochee reverses the order, as in 'garden'; an anapest has two unstressed syllables before a stress; a dactyl has one stress followed by two unstressed syllables; and a spondee has two stresses. A line of five iambs is iambic pentameter, the most common meter in English poetry from Chaucer to Frost.",
            "Scansion is the marking of stressed and unstressed syllables and the division of a line into feet. Real lines seldom fit the pattern perfectly. The most common variation is an initial inversion, a trochee in place of the first iamb, as in Shakespeare's 'Let me not to the marriage of true minds'. A feminine ending adds an unstressed syllable at the end of the line, as in Hamlet's 'To be, or not to be, that is the question'.",
            "A caesura is a pause within a line, and enjambment carries the sense of one line over into the next without a pause. Poets play the rhythm of natural speech against the expected meter, and this tension gives a line its expressive force. Blank verse, unrhymed iambic pentameter, is the meter of Milton's Paradise Lost and of most of Shakespeare's plays.",
          ),
        },
      },
      {
        title: "The Sonnet",
        description: "The Petrarchan and Shakespearean sonnet and the volta.",
        lesson: {
          title: "Fourteen lines",
          html: p(
            "The sonnet is a poem of fourteen lines, usually in iambic pentameter, that came to English from Italy. The Petrarchan sonnet, named after the fourteenth-century poet Petrarch, divides into an octave of eight lines rhyming abbaabba and a sestet of six lines, often rhyming cdecde or cdcdcd. The octave typically poses a problem or situation, and the sestet answers or reconsiders it.",
            "The turn in thought between the two parts is called the volta. Sir Thomas Wyatt and the Earl of Surrey brought the form into English in the sixteenth century, and Surrey developed the rhyme scheme that Shakespeare later made famous.",
            "The Shakespearean, or English, sonnet consists of three quatrains and a final couplet, rhyming abab cdcd efef gg. Because English has fewer rhymes than Italian, the new scheme needed only pairs of rhymes rather than groups of four. The volta often falls at the couplet, which can sum up, reverse or undercut the argument of the quatrains, as when Sonnet 130 mocks the conventional comparisons of Petrarchan love poetry before affirming that the speaker's love is rare.",
            "Later poets bent the form. Milton moved the volta away from the end of the octave, Gerard Manley Hopkins wrote curtal sonnets of ten and a half lines, and twentieth-century poets such as Edna St. Vincent Millay used the sonnet for political and personal subjects far from courtly love.",
          ),
        },
      },
    ],
  },
];
