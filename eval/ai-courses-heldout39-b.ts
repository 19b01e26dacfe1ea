/** Thirty-ninth held-out evaluation courses, intermediate level (Kushite history to veterinary physiotherapy); see ai-courses-heldout39.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT39_B: EvalCourse[] = [
  {
    slug: "kush-kerma-napata-meroe",
    discipline: "Kushite history",
    title: "Kush: Kerma, Napata and Meroë",
    description:
      "Nubia's kingdom of Kush ruled Egypt as its Twenty-fifth Dynasty and outlasted pharaonic rule by a thousand years. The module traces the rise of Kerma, Piye's conquest and the Napatan pharaohs, Meroitic writing, and Kush's relations with Rome.",
    level: "intermediate",
    duration: "one semester (10 weeks, 2 lectures and a seminar a week)",
    plantedGap: "relations with Rome",
    modules: [
      {
        title: "Kerma, the First Kingdom of Kush",
        description:
          "Between about 2500 and 1500 BCE a rich state centred above the Third Cataract rivalled Middle Kingdom Egypt; we read its archaeology.",
        lesson: {
          title: "Kerma: deffufa, tumuli and the Egyptian conquest",
          html: p(
            "The name Kush first appears in Egyptian texts of the Middle Kingdom, around 1950 BCE, for a power on the Nile upstream of the Second Cataract. Archaeology identifies it with the culture named after the site of Kerma, just above the Third Cataract in modern Sudan, excavated by George Reisner between 1913 and 1916 and, since 1977, by a Swiss mission led by Charles Bonnet. Kerma developed from about 2500 BCE and reached its height in the Classic Kerma phase, about 1750 to 1500 BCE, when it controlled the Nile from the First to the Fourth Cataract and possibly beyond.",
            "Two kinds of monument dominate the site. The Western Deffufa is a massive mud-brick temple that still stands some 18 metres high, surrounded by a town with palaces, workshops and cattle enclosures. East of the town lies a cemetery of tens of thousands of graves. The royal tumuli of the Classic period are enormous: the largest is about 90 metres across. In them Reisner found the ruler laid on a bed, with hundreds of human burials in a central corridor, people who appear to have been killed to accompany the ruler in death. Cattle skulls arranged around earlier graves point to the central place of herds in Kerma's economy and ideology.",
            "Kerma's wealth came from its position on routes carrying gold, ebony, ivory and incense from the south towards Egypt. During Egypt's Second Intermediate Period, Kerma raided as far as Elkab in Upper Egypt, and an inscription there records the attack. The New Kingdom answered with conquest. Thutmose I campaigned beyond the Fourth Cataract around 1500 BCE, Kerma was destroyed, and for the next four centuries Nubia was an Egyptian province governed by a viceroy titled the King's Son of Kush. Egyptian temples, such as those at Soleb and, later, Abu Simbel, were built along the river, and the local elite adopted Egyptian religion and writing, with consequences for the later kingdom.",
          ),
        },
      },
      {
        title: "The Napatan Pharaohs",
        description:
          "Piye's stela and the reigns of Shabaqo and Taharqo show a Kushite dynasty presenting itself as the true restorer of Egyptian order.",
        lesson: {
          title: "Piye, Taharqo and the Twenty-fifth Dynasty",
          html:
            p(
              "After Egyptian rule in Nubia collapsed around 1070 BCE, a new Kushite power emerged around Napata, below the Fourth Cataract, where the sandstone mountain of Jebel Barkal was revered as the home of the god Amun. Its early rulers were buried at el-Kurru, first under tumuli and later under small pyramids. By the eighth century BCE, Kashta had extended Kushite influence into Upper Egypt, and his son Piye completed the conquest.",
              "Piye's campaign, around 728 BCE, is recorded on a granite victory stela set up at Jebel Barkal. It describes how the Libyan ruler of Sais, Tefnakht, advanced south, how Piye sent his army north, and how he himself came to besiege Memphis and received the submission of the rulers of the Delta. The text presents Piye as the pious servant of Amun: he celebrates festivals at Thebes, refuses to meet rulers who were ritually impure because they ate fish, and shows more interest in the care of horses than in plunder.",
            ) +
            "<table><tr><th>Ruler</th><th>Approximate reign (BCE)</th><th>Notable events</th></tr><tr><td>Piye</td><td>c. 747–716</td><td>Conquest of Egypt; Barkal stela</td></tr><tr><td>Shabaqo</td><td>c. 716–702</td><td>Rule from Memphis; Shabaka Stone</td></tr><tr><td>Shebitqo</td><td>c. 702–690</td><td>Conflict with Assyria in the Levant</td></tr><tr><td>Taharqo</td><td>690–664</td><td>Building at Karnak and Kawa; Assyrian invasions of 671 and 667</td></tr><tr><td>Tanwetamani</td><td>664–c. 656</td><td>Expelled by Ashurbanipal; Thebes sacked</td></tr></table>" +
            p(
              "The Kushite kings styled themselves as traditional pharaohs and revived Old Kingdom art and texts; the Shabaka Stone claims to copy a worm-eaten ancient papyrus. Their rule in Egypt ended when Assyria invaded under Esarhaddon and Ashurbanipal, and the Saite dynasty took control. In Kush the dynasty continued, now buried in the pyramid field at Nuri, until an Egyptian raid under Psamtik II in 593 BCE, after which the royal centre gradually moved south to Meroë.",
            ),
        },
      },
      {
        title: "Meroitic Writing",
        description:
          "Kushite scribes created their own script in the second century BCE; it can be read aloud, but the language is still largely not understood.",
        lesson: {
          title: "Two scripts for one language",
          html: p(
            "For centuries the Kushite court wrote in Egyptian hieroglyphs. From the second century BCE, however, inscriptions appear in a script devised for the local language, Meroitic, the language of the kingdom whose capital was now at Meroë, between the Fifth and Sixth Cataracts. The earliest securely dated text in it belongs to the reign of Queen Shanakdakheto, around 170 to 150 BCE.",
            "Meroitic was written in two forms. The hieroglyphic form borrowed the shapes of Egyptian signs and was used mainly for royal and religious monuments. The cursive form, derived from Egyptian demotic, served for almost everything else, including funerary stelae and offering tables, and it is by far the more common. Both forms use the same set of 23 signs, far fewer than Egyptian, because the system is not logographic: it is an alphasyllabary, in which each consonant sign carries an inherent vowel a unless it is followed by one of the vowel signs e, i or o. Words are separated by a divider of two or three dots, a feature which helped its decipherment.",
            "The British Egyptologist Francis Llewellyn Griffith established the sound values of the signs between 1909 and 1911. He did so by comparing royal names written in both Egyptian and Meroitic hieroglyphs and by matching the hieroglyphic and cursive forms on a bark stand from the temple at Wad ban Naqa, which carried a royal name in both. As a result, any Meroitic text can now be transliterated and read aloud.",
            "Understanding is another matter. Meroitic has no known close relative with a long written tradition, and no substantial bilingual text has been found. Scholars have identified the grammar of funerary formulae, a few hundred words and titles, and, through work by Claude Rilly, placed the language in the Northern East Sudanic branch of the Nilo-Saharan family, related to Nubian and Nara. Longer royal inscriptions, such as the stela of King Tanyidamani, remain mostly unreadable, which leaves the internal history of the later kingdom dependent heavily on archaeology.",
          ),
        },
      },
    ],
  },
  {
    slug: "sailmaking-cloth-shape-hand-finishing",
    discipline: "Sailmaking",
    title: "Sailmaking: Cloth, Shape and Hand Finishing",
    description:
      "No two sailcloths stretch alike under load. Aimed at apprentices in their second year, the course compares sailcloth types, explains how broadseam and luff curve build draft into a sail, teaches hand finishing of corners and reef points, and introduces computer-aided design and plotting.",
    level: "intermediate",
    duration: "twelve weeks, one day a week in the loft",
    plantedGap: "computer-aided design",
    modules: [
      {
        title: "Sailcloth",
        description:
          "Weave, finish and film: what stretches, in which direction, and why a cruising main and a racing genoa use different cloth.",
        lesson: {
          title: "Woven polyester, laminates and membranes",
          html:
            p(
              "A sail is loaded mainly along lines radiating from its corners, and the whole art of choosing cloth is matching the direction of least stretch to those loads. Woven polyester, known by the trade names Dacron and Terylene, is still the standard for cruising sails because it is durable, resists ultraviolet light and can be repaired with a needle. It is woven from two sets of yarns: the warp runs along the length of the roll and the fill, or weft, runs across it. On the bias, at 45 degrees to both, woven cloth stretches far more, because the yarns can scissor.",
              "Weavers control stretch in three ways. They balance or unbalance the yarns, so that fill-oriented cloth, with heavier fill yarns kept straight, suits cross-cut sails whose main loads run across the roll; warp-oriented cloth suits radial panels. They pack the weave tightly and shrink it in heat. And they finish it with melamine or other resins that lock the yarns in place; heavily resinated cloth holds shape well when new but softens as the resin cracks with use.",
            ) +
            "<table><tr><th>Cloth</th><th>Construction</th><th>Typical use</th></tr><tr><td>Woven polyester</td><td>Polyester yarns, heat-set and resin-finished</td><td>Cruising mainsails and headsails</td></tr><tr><td>Laminate</td><td>Polyester film bonded to a scrim of polyester, aramid or carbon yarns, with taffeta outer layers</td><td>Performance cruising and club racing</td></tr><tr><td>Membrane</td><td>Yarns laid along computed load paths between films or in a moulded resin matrix</td><td>Grand prix racing and large yachts</td></tr></table>" +
            p(
              "Cloth weight in the United States is quoted in ounces per sailmaker's yard, a piece 28½ by 36 inches, so a '7-ounce' Dacron is lighter than 7 ounces per square yard; in Europe weights are given in grams per square metre. As a guide, a 10 m cruising yacht usually carries a mainsail of 6 to 8 US ounces.",
            ),
        },
      },
      {
        title: "Building Shape into a Sail",
        description:
          "A flat cloth becomes an aerofoil through two tools, curved seams and curved edges, and this module shows how each is measured.",
        lesson: {
          title: "Broadseam, luff round and draft",
          html: p(
            "A sail's shape is described by its depth and the position of its maximum depth, or draft. Depth is given as the ratio of the deepest point of a horizontal section to the chord length; a cruising mainsail might be 10 to 12 per cent deep with the maximum depth 45 to 50 per cent of the way back from the luff. Headsails are usually a little deeper and carry their draft further forward, at about 35 to 40 per cent.",
            "Sailmakers create this three-dimensional shape from flat cloth in two ways. The first is broadseaming: the edges of adjacent panels are cut as curves instead of straight lines, so that when they are joined the seam forces the cloth to bulge. The width of the extra cloth near the luff, often only 5 to 15 mm over a metre or so, determines where the depth lies. Because shaping at the seams is precise and local, it controls the position of the draft.",
            "The second is edge curve. The luff of a mainsail is cut with a convex curve, the luff round, which is more than the straight line of the mast. When the sail is hoisted on a straight mast, the extra cloth is pushed back into the body of the sail as depth. Luff round must match the mast's bend: a bendy racing mast that curves forward in the middle by 150 mm will absorb that much luff round and flatten the sail, so a sailmaker measures the mast bend under rig tension before cutting. Leeches are also cut with a convex roach, supported by battens, to add area aft.",
            "The two methods interact. A sail with too much luff round for a stiff mast shows a deep, wrinkled pocket along the luff; one with too little for a bendy mast shows creases running from the clew to the middle of the mast, the so-called overbend wrinkles. Reading these creases when the sail is first hoisted tells the sailmaker whether to recut the luff or alter the seams.",
          ),
        },
      },
      {
        title: "Hand Finishing",
        description:
          "Corners, rings and reef points still go together with a palm, needle and waxed twine, and their strength depends on the stitching.",
        lesson: {
          title: "Palm and needle work at corners and reefs",
          html:
            p(
              "Although panels are joined by machine, the corners of a sail, where loads concentrate, and the fittings along its edges are often finished by hand, particularly on traditional and cruising sails. The tools are few: a sailmaker's palm, a leather strap with an iron-faced thimble seated in the palm of the hand; triangular-pointed sail needles in sizes 13 to 18 (larger numbers are finer); waxed polyester twine; a fid or spike; and a seam rubber for flattening stitches.",
              "A corner is first reinforced with layers of cloth, cut so that their warp yarns point along the load paths fanning out from the corner, and stitched through. A ring, the traditional alternative to a pressed stainless steel eye, is then sewn in. The sailmaker cuts a hole slightly smaller than the ring, pushes a brass or stainless ring or a ring made from a grommet of rope into place, and sews it with many round stitches through all the layers, each stitch pulled down hard with the palm and spread evenly so that the load is shared. A well-sewn ring in a heavy mainsail corner may carry more than twenty double stitches.",
              "Good hand stitching follows a few rules:",
            ) +
            "<ul><li>Use a doubled or quadrupled twine, well waxed, so that the strands lie together and do not saw through each other.</li><li>Pass the needle from the same side each time, keeping stitches parallel and the same length; uneven stitches put the load on a few of them.</li><li>Pull each stitch tight before starting the next; a loose stitch cannot be tightened later.</li><li>Finish by passing the twine back under several stitches rather than knotting on the surface, where a knot chafes.</li></ul>" +
            p(
              "Reef points, short lines passed through a row of small rings across the sail, are sewn with the same method. Each reef ring sits in a patch to spread the load, and chafe patches of leather or heavy cloth protect the sail where it rubs on spreaders or the boom.",
            ),
        },
      },
    ],
  },
  {
    slug: "uk-food-law-safety-hygiene-allergens",
    discipline: "Food law",
    title: "UK Food Law: Safety, Hygiene and Allergen Labelling",
    description:
      "Anyone placing food on the UK market answers to a body of law built on the Food Safety Act 1990 and assimilated Regulation (EC) No 178/2002; this module analyses the general principles of food law, the hygiene duties of food business operators and HACCP, allergen labelling after Natasha's Law, and the authorisation of novel foods.",
    level: "intermediate",
    duration: "one term, 20 hours of seminars",
    plantedGap: "novel foods",
    modules: [
      {
        title: "General Principles and Offences",
        description:
          "The safety requirement, traceability and withdrawal duties of Regulation 178/2002 sit beside the criminal offences and the due diligence defence of the 1990 Act.",
        lesson: {
          title: "Unsafe food, traceability and the 1990 Act",
          html: p(
            "Regulation (EC) No 178/2002, the General Food Law Regulation, remains part of the law of Great Britain as assimilated law after the United Kingdom left the European Union. Article 14 prohibits placing unsafe food on the market. Food is unsafe if it is injurious to health or unfit for human consumption, and in deciding this regard is had to the normal conditions of use, the information provided to the consumer, the probable short- and long-term effects on health, cumulative toxic effects and the particular sensitivities of a category of consumers, such as infants or people with allergies.",
            "Article 17 places primary responsibility on food business operators at every stage of production, processing and distribution. Article 18 requires traceability one step back and one step forward: each business must be able to identify who supplied it with a food or ingredient and to which businesses it supplied its own products, though not the final consumer. Article 19 follows on: an operator that considers a food it has placed on the market to be unsafe must withdraw it immediately, inform the competent authority, and recall it from consumers where it may already have reached them.",
            "The Food Safety Act 1990 supplies the domestic criminal offences. Section 7 makes it an offence to render food injurious to health, and section 14 to sell to a purchaser's prejudice food not of the nature, substance or quality demanded; section 15 covers false or misleading labelling and description. Many offences under the Act and under food regulations are strict liability, so the prosecution does not have to prove intent or negligence. The balance is struck by section 21, the due diligence defence: the accused escapes conviction by proving that it took all reasonable precautions and exercised all due diligence to avoid the offence. In practice a retailer relying on the defence must show a documented system, such as supplier audits and sampling, that was proportionate to the risks and was actually followed.",
          ),
        },
      },
      {
        title: "Hygiene and HACCP",
        description:
          "Regulation 852/2004 obliges every operator, from a market stall to a factory, to run procedures based on HACCP; we ask what that means in law and practice.",
        lesson: {
          title: "Registration, approval and the seven principles",
          html:
            p(
              "Regulation (EC) No 852/2004 on the hygiene of foodstuffs applies to all food business operators after primary production. A new food business must register with its local authority at least 28 days before starting operations; registration cannot be refused. Establishments handling products of animal origin, such as cutting plants and dairies, need approval under Regulation (EC) No 853/2004 instead, and approval follows an inspection.",
              "Article 5 requires operators to put in place, implement and maintain a permanent procedure or procedures based on the principles of hazard analysis and critical control points (HACCP), as developed by the Codex Alimentarius Commission:",
            ) +
            "<ul><li>identify hazards that must be prevented, eliminated or reduced to acceptable levels;</li><li>identify the critical control points at which control is essential;</li><li>establish critical limits at those points;</li><li>establish monitoring procedures;</li><li>establish corrective actions when monitoring shows a point is out of control;</li><li>establish verification procedures, carried out regularly;</li><li>establish documents and records commensurate with the nature and size of the business.</li></ul>" +
            p(
              "The requirement is flexible by design. A small café may meet it with the Food Standards Agency's Safer Food, Better Business pack, while a manufacturer of cooked meats will have a formal plan with, for example, a critical limit of a core temperature of 75 °C for 30 seconds, or an equivalent time and temperature combination, monitored by probe and recorded batch by batch. Failure to comply is an offence under the Food Safety and Hygiene (England) Regulations 2013, and officers may serve a hygiene improvement notice or, where there is an imminent risk to health, seek a hygiene emergency prohibition order closing the premises.",
            ),
        },
      },
      {
        title: "Allergen Information",
        description:
          "Fourteen allergens must be declared; after the death of Natasha Ednan-Laperouse the law reached food prepacked for direct sale.",
        lesson: {
          title: "The fourteen allergens and PPDS labelling",
          html: p(
            "Regulation (EU) No 1169/2011 on food information to consumers lists fourteen substances or products causing allergies or intolerances in its Annex II: cereals containing gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts (tree nuts such as almonds and walnuts), celery, mustard, sesame seeds, sulphur dioxide and sulphites above 10 mg/kg or 10 mg/litre, lupin, and molluscs. Where one of these is used as an ingredient in prepacked food it must be named in the ingredients list and emphasised by a typeface that distinguishes it, usually bold. For non-prepacked food, such as a meal in a restaurant, allergen information must be available, and in England it may be given orally if the customer is told where written information can be found.",
            "Until 2021 a gap existed for food prepacked for direct sale (PPDS), that is, food packed on the same premises where it is sold before the consumer orders it, such as sandwiches made and wrapped in a shop's kitchen. Such food needed no ingredients label. In 2016 fifteen-year-old Natasha Ednan-Laperouse suffered a fatal allergic reaction to sesame in a baguette bought at an airport branch of Pret a Manger; the baguette carried no ingredients list. Following the inquest and a campaign by her parents, the Food Information (Amendment) (England) Regulations 2019, known as Natasha's Law, came into force on 1 October 2021, with equivalent rules in Wales, Scotland and Northern Ireland.",
            "PPDS food must now show the name of the food and a full ingredients list with the fourteen allergens emphasised. The practical burden is significant: a business must control recipes, substitutions and supplier changes, since a label that was correct last week becomes an offence when a supplier reformulates a bread roll to contain sesame. Precautionary statements such as 'may contain' are not regulated by specific rules and should follow a documented risk assessment of cross-contamination rather than be applied by default.",
          ),
        },
      },
    ],
  },
  {
    slug: "phycology-plastids-seaweeds-diatoms",
    discipline: "Phycology",
    title: "Algal Diversity: Plastids, Seaweeds and Diatoms",
    description:
      "Algae are not a natural group, so this second-year course sorts them by pigments and plastid origins, follows the life histories of green, red and brown seaweeds, dissects the silica frustule of diatoms, and considers harmful algal blooms.",
    level: "intermediate",
    duration: "one semester, with weekly practicals",
    plantedGap: "harmful algal blooms",
    modules: [
      {
        title: "Pigments and Plastids",
        description:
          "This module treats colour as a clue to ancestry, tracing how plastids passed from cyanobacteria to eukaryotes and then between eukaryotes.",
        lesson: {
          title: "Primary and secondary endosymbiosis",
          html:
            p(
              "'Algae' is a term of convenience for photosynthetic organisms, other than land plants, that use chlorophyll <i>a</i> and release oxygen. They are spread across several distantly related eukaryotic lineages, with the cyanobacteria often included as a prokaryotic outgroup. What unites them is not common descent of the cells but the history of their plastids, and the pigments those plastids carry are the best first guide to that history.",
              "All plastids descend ultimately from a cyanobacterium engulfed and retained by a heterotrophic eukaryote over a billion years ago. This primary endosymbiosis gave rise to the Archaeplastida, whose plastids are surrounded by two membranes. Three lineages belong here: the glaucophytes, whose plastids retain a peptidoglycan wall; the red algae (Rhodophyta), which keep the cyanobacterial light-harvesting phycobilisomes with phycoerythrin and phycocyanin; and the green algae with the land plants, which lost phycobilisomes and added chlorophyll <i>b</i>.",
              "Many other algae obtained plastids second-hand, by secondary endosymbiosis, in which a eukaryote engulfed a red or green alga and reduced it to a plastid. Such plastids have three or four membranes, the outer ones derived from the host's food vacuole and the engulfed alga's cell membrane.",
            ) +
            "<table><tr><th>Group</th><th>Plastid origin</th><th>Membranes</th><th>Main pigments</th></tr><tr><td>Red algae</td><td>primary</td><td>2</td><td>chl <i>a</i>, phycobilins</td></tr><tr><td>Green algae</td><td>primary</td><td>2</td><td>chl <i>a</i> and <i>b</i></td></tr><tr><td>Euglenids</td><td>secondary, green</td><td>3</td><td>chl <i>a</i> and <i>b</i></td></tr><tr><td>Brown algae and diatoms</td><td>secondary, red</td><td>4</td><td>chl <i>a</i> and <i>c</i>, fucoxanthin</td></tr><tr><td>Chlorarachniophytes</td><td>secondary, green</td><td>4, with a nucleomorph</td><td>chl <i>a</i> and <i>b</i></td></tr></table>" +
            p(
              "The nucleomorph of chlorarachniophytes and cryptophytes, a tiny remnant nucleus of the engulfed alga between the membranes, was the clinching evidence for the secondary endosymbiosis hypothesis.",
            ),
        },
      },
      {
        title: "Seaweed Life Histories",
        description: "Ulva, kelp and Polysiphonia illustrate three very different ways of alternating generations.",
        lesson: {
          title: "Isomorphic, heteromorphic and triphasic cycles",
          html: p(
            "Most seaweeds alternate between a diploid sporophyte, which produces haploid spores by meiosis, and a haploid gametophyte, which produces gametes by mitosis. The groups differ greatly in how similar the two generations are and in how many generations the cycle contains.",
            "The sea lettuce <i>Ulva</i>, a green alga, has an isomorphic alternation of generations. The sporophyte and the gametophyte are both flat sheets two cells thick and cannot be told apart by eye. Zoospores from the sporophyte carry four flagella and gametes carry two, so a microscope distinguishes the phases at the time of reproduction.",
            "Kelps such as <i>Laminaria</i> and <i>Saccharina</i>, which are brown algae, have a strongly heteromorphic cycle. The familiar seaweed, up to several metres long and differentiated into holdfast, stipe and blade, is the sporophyte. Meiosis in sori on the blade releases zoospores that settle and grow into microscopic, filamentous male and female gametophytes. The female releases a pheromone, lamoxirene, which triggers the release of sperm, and the fertilised egg grows into a new sporophyte while still attached to the female gametophyte. Because the gametophytes are tiny and tolerant of low light, they can persist on the seabed as a 'seed bank'.",
            "Many red algae, of which <i>Polysiphonia</i> is the textbook example, have a triphasic cycle. Red algae lack flagella at every stage. A spermatium drifts passively to the long receptive hair, the trichogyne, of a female carpogonium on the haploid gametophyte. The resulting zygote does not leave the parent; instead it develops into the carposporophyte, a diploid generation that lives as a parasite on the female gametophyte inside a protective urn-shaped cystocarp. The carposporophyte releases many diploid carpospores, multiplying the products of a single fertilisation, and each grows into a free-living tetrasporophyte. Meiosis in the tetrasporophyte produces haploid tetraspores, which grow into male and female gametophytes, completing the three-phase cycle.",
          ),
        },
      },
      {
        title: "Diatoms and Their Glass Walls",
        description:
          "How does a cell that lives in a silica box grow and divide? The answer explains diatom size distributions and sexual reproduction.",
        lesson: {
          title: "The frustule, size reduction and auxospores",
          html: p(
            "Diatoms (Bacillariophyta) are unicellular stramenopile algae enclosed in a cell wall of hydrated amorphous silica, the frustule. They are among the most important primary producers on Earth, responsible for roughly a fifth of global photosynthesis, and their remains form diatomaceous earth and a large part of some deep-sea sediments.",
            "The frustule consists of two overlapping halves like a pillbox or a Petri dish. The larger, outer half is the epitheca and the smaller, inner half the hypotheca; each consists of a valve, the flat face, and a series of girdle bands around the edge. Valves are patterned with pores, ribs and chambers at a scale of tens to hundreds of nanometres, and these patterns are the basis of species identification. Centric diatoms have radially symmetrical valves, while pennate diatoms are bilaterally symmetrical; many pennates have a slit, the raphe, through which they secrete mucilage and glide over surfaces.",
            "The rigid wall creates a geometric problem at cell division. After mitosis each daughter cell keeps one parental valve as its epitheca and builds a new hypotheca inside it, in a silica deposition vesicle. The daughter that inherited the parental hypotheca is therefore smaller than its parent. Over many divisions the mean cell size of a population falls, a pattern known as the MacDonald-Pfitzer rule. In a clonal culture that begins with cells 60 µm long, the mean length may fall by only a fraction of a micrometre per division, yet after some months or years of division it approaches a critical size, often less than half the maximum.",
            "Size is restored by sexual reproduction. When cells fall below a species-specific threshold, they become competent for meiosis, and gametes fuse to form a zygote that swells into an auxospore, an expanding cell bounded by organic scales or silica bands rather than a rigid frustule. The auxospore grows to the maximum size for the species and then lays down an initial cell with new, full-sized valves. Because diatoms need dissolved silicic acid to build frustules, silica supply in rivers and upwelling waters limits their growth in many seas, and in spring they often dominate until silicate is exhausted.",
          ),
        },
      },
    ],
  },
  {
    slug: "veterinary-physiotherapy-gait-rehab-hydrotherapy",
    discipline: "Veterinary physiotherapy",
    title: "Veterinary Physiotherapy: Assessment and Rehabilitation of Dogs and Horses",
    description:
      "Once the principles of human or animal anatomy are secure, the therapist must learn to assess and treat four-legged patients; this module teaches gait analysis and lameness grading, rehabilitation after cranial cruciate ligament surgery in dogs, hydrotherapy, and electrotherapy.",
    level: "intermediate",
    duration: "one semester with supervised clinical placements",
    plantedGap: "electrotherapy",
    modules: [
      {
        title: "Gait Analysis and Lameness",
        description:
          "The horse at trot is the classic subject: students learn to see the head nod and the hip hike and to grade what they see.",
        lesson: {
          title: "Reading gaits and grading lameness",
          html:
            p(
              "Gait analysis starts with knowing the normal footfall pattern. The walk of a horse or dog is a symmetrical four-beat gait in which each foot lands separately (left hind, left fore, right hind, right fore). The trot is a symmetrical two-beat gait in which diagonal pairs move together, with a moment of suspension between them. The canter of the horse is an asymmetrical three-beat gait. Lameness is easiest to see at the trot, because each diagonal pair carries the body alone and any reluctance to load a painful limb shows as asymmetry between the two halves of the stride.",
              "In forelimb lameness the horse raises its head and neck as the painful limb lands and drops it as the sound limb lands, to shift weight backwards off the sore leg: hence the teaching phrase 'down on sound'. In hindlimb lameness the pelvis shows the asymmetry. Observers watch the tuber coxae, the points of the hip, from behind; the hip on the lame side rises more, the 'hip hike', as that limb bears weight, and in many cases the horse also shows a smaller compensatory head nod that can be misread as forelimb lameness.",
              "In the United States and much of the world, lameness is graded on the American Association of Equine Practitioners (AAEP) scale:",
            ) +
            "<table><tr><th>Grade</th><th>Description</th></tr><tr><td>0</td><td>Lameness not perceptible under any circumstances</td></tr><tr><td>1</td><td>Difficult to observe; not consistently apparent</td></tr><tr><td>2</td><td>Difficult to observe at a walk or straight-line trot; consistent under certain circumstances (circle, incline, hard surface)</td></tr><tr><td>3</td><td>Consistently observable at a trot under all circumstances</td></tr><tr><td>4</td><td>Obvious at a walk</td></tr><tr><td>5</td><td>Minimal weight bearing in motion or at rest, or inability to move</td></tr></table>" +
            p(
              "Visual assessment is subjective, and agreement between experienced observers for mild lameness is poor. Inertial sensor systems attached to the head and pelvis, and pressure-sensitive walkways for dogs, now quantify asymmetry; a physiotherapist uses them to track progress objectively. The physiotherapist does not diagnose the cause of lameness, which remains the responsibility of the veterinary surgeon.",
            ),
        },
      },
      {
        title: "Rehabilitation After Cruciate Surgery",
        description:
          "Tibial plateau levelling osteotomy is the commonest orthopaedic operation in large dogs, and a phased programme decides how well they use the leg afterwards.",
        lesson: {
          title: "A phased programme after TPLO",
          html: p(
            "Rupture of the cranial cruciate ligament is the commonest cause of hindlimb lameness in dogs. Unlike the equivalent injury in human athletes, it usually results from progressive degeneration of the ligament, and many dogs eventually rupture the other side. Surgical options include lateral fabellotibial suture and osteotomies that change the geometry of the stifle. The tibial plateau levelling osteotomy (TPLO), described by Barclay Slocum in 1993, rotates the tibial plateau to about 5 degrees so that the femur no longer slides cranially when the limb bears weight, and the cut is fixed with a bone plate.",
            "Rehabilitation follows the stages of bone healing, which in an adult dog usually shows radiographic union at about eight weeks. A representative programme runs as follows. In the first two weeks the goals are to control pain and swelling and to preserve joint movement: cold packs for ten minutes several times a day for the first 72 hours, passive range-of-motion exercises of ten to fifteen repetitions within comfort, and short lead walks of five minutes three times daily, with the dog kept confined between them. Slow walking encourages the dog to put the foot down, which is the first functional goal.",
            "From weeks two to eight, walks lengthen by a few minutes each week, and active exercises build muscle that has wasted, particularly the quadriceps and hamstrings. Useful exercises include sit-to-stand repetitions, which demand stifle flexion and extension under load; weight shifting, in which the therapist gently pushes the pelvis so that the dog must load the operated limb; walking slowly over low poles to increase flexion; and walking up gentle slopes. Thigh circumference, measured with a tape at a fixed point, gives a simple record of muscle recovery.",
            "After the surgeon confirms bone healing, the dog progresses to trotting, stairs and controlled off-lead exercise, usually returning to full activity between twelve and sixteen weeks. Throwing balls and rough play are introduced last, because sudden turning and stopping put the greatest strain on the stifle.",
          ),
        },
      },
      {
        title: "Hydrotherapy",
        description:
          "Water supports the body, resists movement and presses on tissues; we use all three in the underwater treadmill and the pool.",
        lesson: {
          title: "Buoyancy, resistance and the underwater treadmill",
          html:
            p(
              "Hydrotherapy uses the physical properties of water to allow exercise that would be too painful or too risky on land. Three properties matter. Buoyancy supports part of the body weight, according to Archimedes' principle, and so reduces the load on joints and healing tissues. Viscosity and drag resist movement, so the same walking speed demands more muscular work in water than on land. Hydrostatic pressure, increasing with depth, acts on the limbs and can help reduce oedema.",
              "The degree of support depends on the depth of the water. In a study of dogs on an underwater treadmill, Levine and colleagues (2010) measured the reduction in weight bearing at different water levels:",
            ) +
            "<table><tr><th>Water level</th><th>Approximate reduction in weight bearing</th></tr><tr><td>Tarsus (hock)</td><td>9%</td></tr><tr><td>Stifle</td><td>15%</td></tr><tr><td>Greater trochanter (hip)</td><td>62%</td></tr></table>" +
            p(
              "Water depth also changes the movement. Water at the level of the hock or stifle makes the dog lift its feet higher, increasing joint flexion, and is useful for regaining range of motion after stifle surgery. Water at hip level reduces load most but allows a smaller range of motion at the stifle. The therapist therefore chooses depth to match the goal of the session. A typical early session after orthopaedic surgery, once the incision is healed, might be five minutes of walking in water at the greater trochanter at a slow speed, increasing by one or two minutes a session.",
              "Water temperature is kept at about 28 to 30 °C, warm enough to relax muscles without overheating a dog working hard. Swimming in a pool is a different exercise from treadmill walking: dogs use mainly the forelimbs and extend the hips little, so it is poor for rebuilding hindlimb strength. Contraindications include unhealed wounds or incisions, infectious skin disease, incontinence, uncontrolled cardiac or respiratory disease, and fear of water that does not settle with gradual introduction. Every session is supervised, and a buoyancy jacket is used until the dog's confidence and balance are known.",
            ),
        },
      },
    ],
  },
];
