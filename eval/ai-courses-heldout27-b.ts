/** Twenty-seventh held-out evaluation courses, intermediate level (Mesopotamian history to orthoptics); see ai-courses-heldout27.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT27_B: EvalCourse[] = [
  {
    slug: "mesopotamia-uruk-to-hammurabi",
    discipline: "Mesopotamian history",
    title: "Mesopotamia from Uruk to Hammurabi",
    description:
      "Much of what we call civilisation appears first on the plains of southern Iraq, and this second-year module reads the evidence for it: the growth of Uruk and the invention of writing, the empire of Sargon of Akkad, the Ur III state, the Old Assyrian merchants of Kanesh, and the laws of Hammurabi of Babylon.",
    level: "intermediate",
    duration: "one term (10 weeks, lecture and seminar)",
    plantedGap: "Kanesh",
    modules: [
      {
        title: "Uruk and the First Writing",
        description:
          "The first city and the first script grew up together, and we look at how administrators in Uruk came to write things down.",
        lesson: {
          title: "Cities, seals and tablets in the fourth millennium",
          html: p(
            "In the second half of the fourth millennium BCE, the period archaeologists call Late Uruk, the settlement of Uruk in southern Mesopotamia grew to cover some 250 hectares, far larger than any earlier town, with a population that may have reached 40,000 people. At its centre lay the Eanna precinct, a complex of monumental buildings decorated with cone mosaics and associated with the goddess Inanna. Around it lay a network of smaller settlements that supplied grain, animals and labour.",
            "The economy that supported this city was managed by large institutions, and their needs explain the archaeological finds. Thousands of crude, mould-made bevelled-rim bowls are found at Uruk-period sites; many scholars interpret them as standard containers for rations of barley given to workers. Cylinder seals, rolled across clay sealings on jars and doors, identified officials and controlled access to goods. Clay tokens and hollow clay balls, or bullae, containing tokens recorded quantities in transactions.",
            "The earliest tablets, found in the Eanna precinct and dated to the Uruk IV phase around 3300 to 3100 BCE, are written in a script called proto-cuneiform. About 5,000 are known from Uruk itself. Roughly 85 per cent are administrative: accounts of barley, beer, textiles, livestock and workers, with signs impressed to show quantities and drawn pictographic signs for the goods and the officials. The rest are lexical lists, standard lists of words such as professions, vessels or animals, copied as part of scribal training. The 'Standard Professions List' was copied for a thousand years afterwards.",
            "The script was therefore invented as a tool of bookkeeping, not to record speech, language or literature, and for several centuries it was used only for that. Signs gradually became more abstract, pressed with a stylus into wedges, and by the early third millennium the script had begun to record the Sumerian language more fully. Uruk's influence spread far beyond southern Iraq, with colonies such as Habuba Kabira on the Euphrates in Syria reproducing its pottery, buildings and administrative tools.",
          ),
        },
      },
      {
        title: "Akkad and Ur: The First Empires",
        description:
          "Sargon united the cities of Sumer and Akkad by force; two centuries later the kings of Ur governed them by paperwork.",
        lesson: {
          title: "Sargon, Naram-Sin and the Ur III bureaucracy",
          html:
            p(
              "Around 2334 BCE, in the conventional middle chronology, Sargon rose from obscure origins to rule the city of Akkad, whose site has never been found. He conquered the independent city-states of Sumer, defeating Lugalzagesi of Uruk, and his inscriptions claim campaigns as far as the Mediterranean and the 'Cedar Forest'. Akkadian, a Semitic language, became the language of royal administration alongside Sumerian. Sargon appointed his daughter Enheduanna high priestess of the moon god Nanna at Ur; hymns attributed to her, such as the <i>Exaltation of Inanna</i>, make her the first named author in history.",
              "Sargon's grandson Naram-Sin (about 2254 to 2218 BCE) went further and declared himself a god, writing his name with the divine determinative. His Victory Stele, showing him horned and climbing a mountain over defeated Lullubi, was carried off to Susa by the Elamite king Shutruk-Nahhunte a thousand years later and is now in the Louvre. After Naram-Sin the empire weakened, and a later literary text, the <i>Curse of Agade</i>, blamed its fall on the king's sacrilege against the temple of Enlil at Nippur.",
              "The Third Dynasty of Ur (about 2112 to 2004 BCE) was founded by Ur-Namma, whose law collection is the oldest surviving. His son Shulgi reigned for 48 years and created a uniform, centralised state:",
            ) +
            "<ul><li>a standing army and a network of provinces under governors (<i>ensi</i>) and military commanders;</li><li>standardised weights, measures and a state calendar;</li><li>vast record keeping, with perhaps 100,000 surviving tablets, many from the livestock centre at Puzrish-Dagan (modern Drehem);</li><li>the <i>bala</i> system, by which provinces paid taxes in turn to the centre.</li></ul>" +
            p(
              "The state fell in 2004 BCE when the Elamites sacked Ur and captured its last king, Ibbi-Sin, an event mourned in the <i>Lament for Ur</i>.",
            ),
        },
      },
      {
        title: "Hammurabi and the Laws",
        description:
          "A close reading of the most famous monument of Mesopotamian law, and what it can and cannot tell us about Babylonian society.",
        lesson: {
          title: "Reading the stele of Hammurabi",
          html: p(
            "Hammurabi ruled Babylon from about 1792 to 1750 BCE. For most of his reign Babylon was one power among several, but in his last decade he defeated Larsa under Rim-Sin in 1763 BCE and then Mari, making Babylon the centre of southern and central Mesopotamia. Late in his reign he had his laws inscribed on stone. The best-known copy is a diorite stele 2.25 metres high, found at Susa by a French expedition in 1901 to 1902; like Naram-Sin's stele it had been taken there as plunder by the Elamites.",
            "The text has three parts: a prologue in which Hammurabi lists the gods who chose him and the cities he cared for; about 282 laws; and an epilogue calling him the 'king of justice' and inviting any wronged man to have the stele read to him. The laws are written as conditional cases, 'if a man does X, then Y', and cover theft, property, trade, marriage and inheritance, adoption, wages, hire of animals, medical fees and house-building.",
            "The laws distinguish three social groups: the <i>awīlum</i>, a free person of full status; the <i>muškēnum</i>, a free person of lower or dependent status whose exact meaning is still debated; and the <i>wardum</i>, a slave. Penalties depend on the victim's rank. Law 196 orders that if an <i>awīlum</i> blinds the eye of another <i>awīlum</i>, his own eye is to be blinded. Law 198 makes the penalty for blinding a <i>muškēnum</i> a payment of one mina (about 500 grams) of silver, and law 199 a payment of half the slave's value for blinding a slave.",
            "Historians treat the text with care. Few surviving court records cite it, and judges seem to have decided cases without quoting it. Many scholars, following Jean Bottéro, read it as a royal statement of exemplary judgements meant to show Hammurabi as a just king to gods and posterity, closer to a treatise than a statute. It remains invaluable as evidence for the problems Babylonian society thought worth regulating.",
          ),
        },
      },
    ],
  },
  {
    slug: "green-oak-timber-framing-joinery",
    discipline: "Timber framing",
    title: "Green Oak Framing: Timber, Joints and Layout",
    description:
      "Unlike seasoned joinery, a green oak frame is cut, fitted and pegged while the timber is still wet, and the framer has to plan for the way it will move; this course for improvers who can already sharpen and use a chisel covers timber selection and grading, mortise-and-tenon and drawbored joints, scarf joints, and the scribe and square rule layout systems.",
    level: "intermediate",
    duration: "3 weeks full-time workshop",
    plantedGap: "scarf",
    modules: [
      {
        title: "Choosing Green Oak",
        description: "We look at what happens to oak as it dries and how to choose and grade beams with that in mind.",
        lesson: {
          title: "Shrinkage, heartwood and boxed hearts",
          html: p(
            "Oak for framing is normally used green, that is, soon after felling and sawing, with a moisture content of 50 to 80 per cent of its dry weight. Green oak is far easier to cut and to bore than seasoned oak, and beams of framing size would take decades to dry anyway. The framer therefore works with a material that will go on drying, and moving, for years after the frame is raised.",
            "Wood shrinks very little along the grain, about 0.1 per cent, but a great deal across it, and unequally. In oak, tangential shrinkage, around the growth rings, is roughly 7 to 8 per cent from green to oven-dry, while radial shrinkage, across the rings, is about 4 per cent. The difference makes sawn sections distort. A beam that contains the pith, called boxed heart, develops radial splits or shakes that open towards the centre but stays reasonably straight and square. A beam sawn from one side of the log, free of heart, will cup and twist as it dries. For large posts and beams framers usually accept boxed heart and the splits that come with it; for thinner members such as braces and studs, heart-free timber is preferred.",
            "Only heartwood is durable. The pale sapwood in the outer rings of the log contains starch, is readily eaten by beetles and decays quickly outdoors, so specifications limit how much sapwood may appear on a face or edge. In Britain structural hardwood is graded visually under BS 5756, which sets limits on knots, slope of grain, shakes, wane and sapwood for each grade, and the grades are related to strength classes such as D30 in BS EN 1912.",
            "A practical check before buying: sight along each beam for bow and spring, look at the end grain for ring spacing and the position of the pith, and measure the sections, allowing for the shrinkage to come. A 200 mm face measured tangentially can lose around 10 mm as it dries to the moisture content of a heated building, which matters where a beam must line up with a floor or a glazed panel.",
          ),
        },
      },
      {
        title: "Mortise, Tenon and Peg",
        description:
          "Most joints in a frame are variations on the mortise and tenon, held not by glue but by an offset oak peg.",
        lesson: {
          title: "Cutting and drawboring a pegged joint",
          html:
            p(
              "The mortise and tenon is the basic joint of the frame: a tongue, the tenon, is cut on the end of one timber and fits a rectangular hole, the mortise, cut into the other. In green oak framing a tenon is typically 50 mm thick, about a third of the width of a 150 mm timber, and it is set a consistent distance from a chosen reference face so that the faces of the frame line up. The length of a tenon is usually 100 to 125 mm, enough to take a peg without splitting out the end.",
              "The joint is held together not with glue or metal but by a peg driven through both pieces. The method, called drawboring, deliberately misaligns the holes so that the peg pulls the joint tight:",
            ) +
            "<ul><li>Bore the peg hole through the cheeks of the mortise first, with a 22 or 25 mm auger, about 40 mm from the edge of the mortised timber.</li><li>Assemble the joint dry, mark the centre of the hole on the tenon through the mortise hole, then take the joint apart.</li><li>Move the centre on the tenon 2 to 3 mm towards the shoulder, and bore the tenon there.</li><li>On assembly, drive a tapered, riven oak peg through; as it passes the offset, it bends slightly and draws the shoulder hard against the mortised timber.</li></ul>" +
            p(
              "Pegs are made by splitting, or riving, straight-grained dry oak rather than by sawing, so that the grain runs the full length of the peg and it does not snap. They are shaved to an octagonal section with a slight taper. Too much offset splits the tenon or breaks the peg; too little leaves a joint that will open as the timber shrinks. As the frame dries, the shrinkage of the mortised post tightens the grip on the peg, one reason pegged frames have stood for six centuries.",
            ),
        },
      },
      {
        title: "Layout: Scribe Rule and Square Rule",
        description:
          "Two ways of making a frame's joints fit: one joint at a time, or by reference to an ideal timber inside every real one.",
        lesson: {
          title: "Marking out irregular timber",
          html: p(
            "Green oak is never perfectly straight or square, so a framer needs a method of laying out joints that will fit despite the irregularities. Two systems are in common use, and both are older than the machinery that now cuts many frames.",
            "In <b>scribe rule</b>, the traditional method of medieval English carpentry, each joint is fitted to the particular timber it will meet. The pieces are laid out full-size on a framing floor, one on top of the other in their final positions, and levelled with wedges. The framer then transfers, or scribes, the exact shape of one timber onto the other with a plumb bob and dividers, so that each tenon fits one mortise and no other. Because joints are unique, every piece must be labelled before the assembly is taken apart. Carpenters used Roman numerals cut with a chisel or a race knife, with extra tags such as a half-circle to distinguish one wall of a building from another, and these carpenters' marks are still visible in many historic buildings.",
            "<b>Square rule</b>, developed in New England around the end of the eighteenth century, assumes a smaller, perfectly straight and square timber inside each real one. If a post is nominally 200 by 200 mm but varies from 195 to 210 mm, the framer works to an imaginary 190 by 190 mm timber and cuts a shallow housing, down to the 190 mm line, wherever a joint is made. All joints are then laid out from that ideal timber, so members of the same type become interchangeable and can be cut without laying the frame out on the floor. Square rule uses timber more efficiently in a workshop, but it leaves visible housings and assumes the timbers will not distort much after cutting, which is less true of green oak than of the softwoods for which it was invented.",
            "Many modern framers combine the two, cutting main timbers by square rule and scribing the curved braces.",
          ),
        },
      },
    ],
  },
  {
    slug: "lichens-form-chemistry-and-air-quality",
    discipline: "Lichenology",
    title: "Lichens: Structure, Identification and Air Quality",
    description:
      "Lichens are partnerships between a fungus and an alga or cyanobacterium, and this field module treats them as organisms, as puzzles for the identifier and as environmental monitors, covering thallus structure, reproductive structures, chemical spot tests, indicators of sulphur dioxide and nitrogen pollution, and lichenometry for dating rock surfaces.",
    level: "intermediate",
    duration: "8 weeks, with three field days",
    plantedGap: "lichenometry",
    modules: [
      {
        title: "What a Lichen Is",
        description:
          "The fungus and its photosynthetic partner, and the growth forms that a field identifier must recognise.",
        lesson: {
          title: "Mycobiont, photobiont and thallus",
          html:
            p(
              "A lichen is a stable, self-supporting association between a fungus, the mycobiont, and one or more photosynthetic partners, the photobionts. About 20,000 species are recognised worldwide and about 1,900 in Britain and Ireland. Lichens are named after the fungus, since the same alga can partner many different fungi, and almost all lichen fungi are Ascomycota. Roughly nine in ten lichens have a green alga as partner, most often <i>Trebouxia</i>; most of the rest have a cyanobacterium such as <i>Nostoc</i>. A few contain both, with the cyanobacteria confined to small pockets called cephalodia, where they fix nitrogen from the air.",
              "The body of a lichen, the thallus, is mostly fungal tissue. In a typical layered thallus a tough upper cortex of densely packed hyphae lies over a thin photobiont layer, below which is a loose medulla and, in many species, a lower cortex. Growth forms are the first thing to note in the field:",
            ) +
            "<table><tr><th>Growth form</th><th>Description</th><th>Example</th></tr><tr><td>Crustose</td><td>Tightly attached to the substrate, with no lower cortex; cannot be removed without the rock or bark</td><td><i>Lecanora</i>, <i>Rhizocarpon</i></td></tr><tr><td>Foliose</td><td>Leaf-like lobes with upper and lower surfaces, often attached by rhizines</td><td><i>Parmelia</i>, <i>Xanthoria</i></td></tr><tr><td>Fruticose</td><td>Shrubby or hanging, round or strap-shaped in section</td><td><i>Usnea</i>, <i>Ramalina</i></td></tr><tr><td>Squamulose</td><td>Small overlapping scales</td><td>basal squamules of <i>Cladonia</i></td></tr></table>" +
            p(
              "The partnership lets lichens live where neither partner could alone. They can dry out completely and resume photosynthesis within minutes of wetting, which allows them to colonise bare rock, tree bark, walls and tundra. The price of this strategy is dependence on rain, mist and dust for water and nutrients, which is why lichens are so sensitive to what the air carries.",
            ),
        },
      },
      {
        title: "Naming a Lichen: Structures and Spot Tests",
        description:
          "Identification rests on reproductive structures and on chemistry, and this module teaches both with a hand lens and four reagents.",
        lesson: {
          title: "Apothecia, soredia and the K, C and Pd tests",
          html: p(
            "After growth form, the identifier looks for reproductive structures. Sexual reproduction is by the fungus alone, which produces spores in fruiting bodies. The commonest are apothecia, open discs or cups; in a lecanorine apothecium the disc is surrounded by a rim of thallus containing algae, while a lecideine apothecium has a rim of fungal tissue only, often black. Perithecia are flask-shaped and sunk in the thallus, opening by a small pore. Spores must meet a compatible alga to form a new lichen, so many species also spread vegetatively. Soredia are powdery granules of algal cells wrapped in hyphae, produced in patches called soralia; isidia are tiny finger-like outgrowths of the cortex that snap off. Whether a species is sorediate, isidiate or neither is often decisive.",
            "Lichens produce many secondary compounds, and simple chemical tests reveal them by a colour change when a reagent is dabbed on the cortex or the medulla:",
            "K is a 10 per cent solution of potassium hydroxide. The common orange <i>Xanthoria parietina</i> turns dark red-purple with K, because of the anthraquinone parietin in its cortex. <i>Parmelia saxatilis</i> and <i>P. sulcata</i> give a yellow reaction in the medulla that turns blood-red within a minute, the sign of salazinic acid. C is a fresh solution of sodium hypochlorite, household bleach; a C+ red reaction indicates compounds such as gyrophoric acid. KC means K applied first and C immediately afterwards. Pd is paraphenylenediamine dissolved in alcohol, which turns yellow, orange or red with many depsidones; many <i>Cladonia</i> species are Pd+ red because of fumarprotocetraric acid. Pd stains skin and is toxic, so it is used with gloves and in small amounts.",
            "Results are recorded as, for example, 'medulla K+ yellow → red, C−, Pd+ orange'. Under long-wave ultraviolet light some lichens fluoresce, which adds a further test. Thin-layer chromatography is used when spot tests cannot separate closely related species.",
          ),
        },
      },
      {
        title: "Lichens as Indicators of Air Pollution",
        description: "From the sulphur dioxide scale of 1970 to today's nitrogen problem.",
        lesson: {
          title: "Sulphur dioxide zones and the rise of nitrophytes",
          html: p(
            "Because lichens absorb water and dissolved substances over their whole surface and cannot shed contaminated tissue, they respond strongly to air pollution. Sulphur dioxide dissolves in water on the thallus to form acidic sulphite and bisulphite, which damages chlorophyll and cell membranes of the photobiont. In the mid-twentieth century, the centres of British industrial cities were 'lichen deserts' in which almost nothing but the tolerant crust <i>Lecanora conizaeoides</i> and the green alga <i>Desmococcus</i> grew on trees.",
            "In 1970 David Hawksworth and Francis Rose published in <i>Nature</i> a qualitative scale relating the lichens growing on tree bark to mean winter sulphur dioxide concentrations in England and Wales. The scale has eleven zones, from 0, where no epiphytes grow and concentrations exceeded about 170 micrograms per cubic metre, to 10, with species such as <i>Lobaria pulmonaria</i> and <i>Usnea articulata</i> that need air almost free of sulphur dioxide. By noting which species were present on trees of a standard type, a surveyor could estimate pollution levels without instruments, and thousands of schoolchildren did exactly that.",
            "Since the 1980s sulphur dioxide levels in Britain have fallen by more than 90 per cent, as coal burning declined and emissions were controlled, and many sensitive lichens have returned to towns. The scale is now less useful for another reason: nitrogen. Ammonia from livestock farming and nitrogen oxides from traffic favour nitrophytes, species such as <i>Xanthoria parietina</i>, <i>Physcia</i> and <i>Candelariella</i> that thrive on nutrient-rich bark, while acidophytes such as <i>Evernia prunastri</i> and <i>Hypogymnia physodes</i> decline. Indices based on the ratio of nitrophytes to acidophytes, such as van Herk's index developed in the Netherlands, now serve as indicators of nitrogen deposition. A bright orange coating of <i>Xanthoria</i> on twigs in farmland is therefore not a sign of clean air but often of too much ammonia.",
          ),
        },
      },
    ],
  },
  {
    slug: "revenue-management-capacity-and-pricing",
    discipline: "Revenue management",
    title: "Revenue Management: Capacity, Price and Overbooking",
    description:
      "An airline seat that flies empty or a hotel room left unsold tonight can never be sold again, and the techniques in this module exist to prevent that; it treats the conditions for revenue management, market segmentation and fare fences, Littlewood's rule for protecting capacity, length-of-stay controls in hotels, and overbooking.",
    level: "intermediate",
    duration: "one semester (2 hours a week plus workshops)",
    plantedGap: "length-of-stay",
    modules: [
      {
        title: "When Revenue Management Works",
        description:
          "This module explains why airlines, hotels and car hire firms, and not grocers, manage revenue this way.",
        lesson: {
          title: "Perishable capacity, segments and fences",
          html: p(
            "Revenue management is the practice of selling the right unit of capacity to the right customer at the right price at the right time. It pays off when a business has four characteristics. Capacity is fixed in the short term: a flight has 180 seats and a hotel 200 rooms. The product is perishable: a seat on the 07:00 flight cannot be stored for tomorrow. Customers can be segmented by their willingness to pay, and much of the capacity is sold in advance, so the firm must decide how much to sell cheaply before it knows how much late, high-paying demand will come. Finally, the marginal cost of selling one more unit is low compared with its price, so an empty seat is almost pure lost revenue.",
            "The modern discipline began in the airline industry after deregulation in the United States in 1978. Low-cost carriers such as People Express undercut established airlines, and American Airlines responded in 1985 with 'Ultimate Super Saver' fares, restricted discount fares whose availability on each flight was controlled by a computer system, later called DINAMO. American could match low fares on seats that would otherwise fly empty while keeping seats for business travellers at full fare; People Express went out of business within two years.",
            "Segmentation depends on fences, rules that stop high-value customers buying the cheap product. Typical fences are advance purchase requirements (for example, book 21 days ahead), a Saturday night stay, non-refundable tickets, change fees and loyalty or corporate rates. A business traveller who must fly on Tuesday and may change plans will not accept these conditions, while a leisure traveller will. A fence that leaks, letting business travellers buy down, can lose more revenue than the discount gains, so designing fences is as important as setting prices. The test of a fence is whether customers who value flexibility find it costly to accept, while price-sensitive customers do not.",
          ),
        },
      },
      {
        title: "Protecting Capacity: Littlewood's Rule",
        description:
          "How many seats should be held back for late, high-fare customers? We derive the answer for two fare classes.",
        lesson: {
          title: "Two fares, one flight",
          html:
            p(
              "Consider a flight with two fare classes: a full fare of £200 and a discount fare of £120. Discount customers book early and full-fare customers book late, so the airline must decide how many seats to protect for full fare before it knows how many full-fare customers will come. The number protected is the protection level <i>y</i>; the rest of the capacity is the booking limit for the discount class.",
              "Ken Littlewood, working for BOAC, stated the rule in 1972. Imagine that <i>y</i> seats are already protected and ask whether to protect one more. If a discount customer wants it now, selling it earns £120 for certain. Keeping it earns £200 only if full-fare demand exceeds <i>y</i>, which happens with probability P(D > y). So it is worth protecting the extra seat as long as 200 × P(D > y) ≥ 120. The optimal protection level is therefore where",
            ) +
            "<ul><li>P(D<sub>full</sub> > y) = p<sub>discount</sub> / p<sub>full</sub> = 120 / 200 = 0.6.</li></ul>" +
            p(
              "Suppose full-fare demand is roughly normal with mean 40 and standard deviation 10. We need the value of <i>y</i> that demand exceeds with probability 0.6. For a standard normal variable, P(Z > z) = 0.6 when z = −0.253, so y = 40 + (−0.253 × 10) = 37.5. The airline protects 37 or 38 seats; on a 150-seat aircraft it sets the discount booking limit at about 112 or 113. Notice that it protects fewer seats than the average full-fare demand, because a discount fare earns 60 per cent of the full fare for certain.",
              "If the discount were deeper, say £60, the ratio would be 0.3, z would be +0.524 and the protection level would rise to about 45 seats. Littlewood's rule extends to many fare classes through the heuristics EMSR-a and EMSR-b, devised by Peter Belobaba from 1987, which combine demand from higher classes and apply the two-class rule at each level.",
            ),
        },
      },
      {
        title: "Overbooking",
        description:
          "Passengers who book but do not show leave empty seats, so airlines sell more seats than they have.",
        lesson: {
          title: "Balancing spoilage against denied boarding",
          html: p(
            "On many routes 5 to 15 per cent of booked passengers fail to turn up, especially those holding refundable tickets. If an airline sold exactly as many seats as it had, those no-shows would mean seats flying empty, which the industry calls spoilage. Selling more bookings than seats reduces spoilage but risks having more passengers at the gate than seats, and then some must be denied boarding, with compensation, a seat on a later flight and damage to goodwill. Under the UK and EU rules on denied boarding, compensation ranges from €250 (or £220) for short flights to €600 (or £520) for long ones.",
            "The decision can be treated as a newsvendor problem in which the uncertain quantity is the number of no-shows. Let C<sub>u</sub> be the cost of having one seat too few booked, the lost fare of an empty seat, and C<sub>o</sub> the cost of one booking too many, the cost of denying boarding. The airline should overbook by the amount Q for which the probability that no-shows are fewer than Q equals the critical ratio C<sub>u</sub> / (C<sub>u</sub> + C<sub>o</sub>).",
            "Take an aircraft of 100 seats, an average fare of £150 and an estimated cost of £400 per denied passenger. The critical ratio is 150 / (150 + 400) = 0.27. If the number of no-shows is approximately normal with mean 10 and standard deviation 3, the value with a 27 per cent chance of not being reached is 10 + (−0.61 × 3) = 8.2. The airline should therefore accept about 108 bookings. If the cost of denied boarding rose to £900, the ratio would fall to 0.14, z to −1.08, and the overbooking level to about 7.",
            "In practice, airlines forecast no-show rates by route, day, fare class and booking time, and they ask for volunteers before denying anyone a seat, which lowers the effective cost of a bump.",
          ),
        },
      },
    ],
  },
  {
    slug: "orthoptics-binocular-vision-amblyopia-strabismus",
    discipline: "Orthoptics",
    title: "Binocular Vision, Amblyopia and Strabismus",
    description:
      "Strabismus affects roughly one child in twenty-five and amblyopia about as many, and the orthoptist is usually the professional who measures and manages both; this second-year module covers binocular single vision and its assessment, the cover test, amblyopia and its treatment, the main forms of strabismus, and recording incomitant deviations on the Hess chart.",
    level: "intermediate",
    duration: "one semester (with clinical placement)",
    plantedGap: "Hess",
    modules: [
      {
        title: "Binocular Single Vision and the Cover Test",
        description:
          "Two eyes, one image: what normal binocular vision requires, and how the cover test shows when it fails.",
        lesson: {
          title: "Grades of binocular vision and the cover test",
          html: p(
            "Binocular single vision is the simultaneous use of both eyes so that the two separate images are perceived as one. It requires the two visual axes to be aligned on the object of regard, similar image size and clarity in both eyes, normal retinal correspondence and an intact pathway to the visual cortex. Claud Worth described three grades: simultaneous perception, the ability to see two dissimilar images at once; fusion, the ability to combine similar images into one and to hold them together by vergence movements; and stereopsis, the perception of depth from the slight disparity between the images of the two eyes. Stereoacuity is measured clinically with tests such as the Frisby, TNO and Lang tests, and a value of 60 seconds of arc or better is usually regarded as normal.",
            "The cover test is the most important test in orthoptics. The patient fixates a target, first at 33 cm and then at 6 m, with and without glasses. In the cover/uncover test the examiner covers one eye and watches the other. If the uncovered eye moves to take up fixation, it was not looking at the target and the patient has a manifest deviation, a tropia: a movement outward to fixate shows an esotropia, inward an exotropia, and downward a hypertropia. If the uncovered eye does not move, the examiner watches the covered eye as the cover is removed; a recovery movement shows a latent deviation, a phoria, which fusion normally controls.",
            "The alternate cover test, moving the cover from one eye to the other without allowing both eyes to see together, breaks fusion and reveals the total deviation. Measured with prisms in the prism cover test, it gives the size of the deviation in prism dioptres, where one prism dioptre displaces an image by 1 cm at 1 metre. Prisms are placed base-out for an esodeviation and base-in for an exodeviation and increased until no movement is seen. A deviation of 20 prism dioptres is about 11 degrees.",
          ),
        },
      },
      {
        title: "Amblyopia",
        description:
          "Reduced vision in an eye that looks normal: its causes, its critical period and the evidence on treatment.",
        lesson: {
          title: "Causes and treatment of the lazy eye",
          html:
            p(
              "Amblyopia is a reduction of best-corrected visual acuity in one eye, or rarely both, that cannot be explained by disease of the eye and results from abnormal visual experience during the sensitive period of visual development in early childhood. It is usually defined as a difference of two or more lines on a logMAR chart between the eyes. The visual cortex receives a blurred or conflicting image from the affected eye and comes to suppress it, so the deficit is cortical, not optical. About 2 to 3 per cent of children are affected.",
            ) +
            "<ul><li><b>Strabismic amblyopia</b>: the deviating eye is suppressed to avoid double vision.</li><li><b>Anisometropic amblyopia</b>: one eye has a markedly higher refractive error, typically hypermetropia or astigmatism, and its image is always blurred.</li><li><b>Stimulus deprivation amblyopia</b>: an opacity, such as a congenital cataract or a ptosis covering the pupil, blocks the image; it is the most severe form and needs urgent treatment.</li></ul>" +
            p(
              "Treatment has three steps. First, any obstacle to a clear image is removed and refractive error is fully corrected. Glasses alone, worn full-time for up to 16 to 18 weeks, improve acuity substantially in many children, a phase called refractive adaptation. Second, if a difference persists, the better eye is penalised so that the brain is forced to use the amblyopic eye, by patching (occlusion) or by atropine drops that blur the near vision of the better eye.",
              "Randomised trials by the Pediatric Eye Disease Investigator Group changed practice. They showed that for moderate amblyopia (acuity of 6/12 to 6/24) two hours of daily patching was as effective as six hours, and that for severe amblyopia six hours was as effective as full-time occlusion. Daily atropine and weekend atropine gave similar results to patching. Treatment is most effective under about 7 years but can still help older children. Finally, after treatment stops, acuity is monitored, because amblyopia recurs in about a quarter of children within a year.",
            ),
        },
      },
      {
        title: "Forms of Strabismus",
        description:
          "Accommodative esotropia, intermittent exotropia and the cranial nerve palsies are the cases you will see most often in clinic.",
        lesson: {
          title: "Esotropia, exotropia and paralytic strabismus",
          html: p(
            "Strabismus is classified first as concomitant, when the deviation is the same in all directions of gaze, or incomitant, when it varies, usually because of a restriction or a palsy of an extraocular muscle or its nerve. In children most strabismus is concomitant.",
            "Accommodative esotropia typically appears between 18 months and 4 years. A hypermetropic child must accommodate to see clearly, and because accommodation and convergence are linked, the extra accommodation brings extra convergence. In refractive accommodative esotropia, full hypermetropic correction, found by cycloplegic refraction, straightens the eyes. When the eyes are straight for distance with glasses but still turn in at near, the child has a high AC/A ratio, the convergence produced by each dioptre of accommodation. By the heterophoria method, AC/A = interpupillary distance (cm) + (near deviation − distance deviation) / accommodative demand (D). For a child with a 6 cm interpupillary distance, 4 prism dioptres of esophoria at 6 m and 16 at 33 cm (3 D), AC/A = 6 + (16 − 4) / 3 = 10 prism dioptres per dioptre, well above the normal 3 to 5. Such children may be given bifocals.",
            "Intermittent exotropia is the commonest exodeviation. The eye drifts out when the child is tired, unwell or looking into the distance, and parents often notice that the child closes one eye in bright sunlight. Control is graded, for example with the Newcastle Control Score, and many cases are observed rather than operated on.",
            "Cranial nerve palsies cause incomitant strabismus. In a sixth nerve palsy the lateral rectus is weak: the eye cannot abduct and the esotropia is greater for distance and on looking towards the affected side. A fourth nerve palsy weakens the superior oblique and gives a hypertropia that increases on looking down and away from the affected side and on tilting the head towards it, the basis of the Bielschowsky head tilt test. A third nerve palsy leaves the eye down and out with ptosis; if the pupil is dilated, an aneurysm of the posterior communicating artery must be excluded as an emergency.",
          ),
        },
      },
    ],
  },
];
