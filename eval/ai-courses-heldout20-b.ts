/** Twentieth held-out evaluation courses, intermediate level (wound care to research data management); see ai-courses-heldout20.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT20_B: EvalCourse[] = [
  {
    slug: "chronic-wound-assessment-and-management",
    discipline: "Wound care nursing",
    title: "Chronic Wound Assessment and Management",
    description:
      "Chronic wounds take up a large share of community and ward nursing time, and this post-registration module revisits the physiology of healing before turning to structured assessment with the TIME framework, evidence-based dressing selection, the categorisation of pressure ulcers, and compression therapy for venous leg ulcers.",
    level: "intermediate",
    duration: "one semester (15 credits)",
    plantedGap: "compression therapy",
    modules: [
      {
        title: "How Wounds Heal, and Why Some Do Not",
        description:
          "We revisit the four phases of healing and the local and systemic factors that hold a wound in one of them.",
        lesson: {
          title: "Four overlapping phases",
          html:
            p(
              "An acute wound heals through four phases that overlap rather than follow one another neatly. Each phase is driven by particular cells and signalling molecules, and a nurse who knows which phase a wound is in can predict what it should look like next week.",
            ) +
            "<table><tr><th>Phase</th><th>Typical timing in an acute wound</th><th>Main events</th></tr><tr><td>Haemostasis</td><td>minutes to hours</td><td>vasoconstriction, platelet plug, fibrin clot; platelets release growth factors such as PDGF and TGF-β</td></tr><tr><td>Inflammation</td><td>first 3-4 days</td><td>neutrophils clear bacteria; macrophages debride and direct repair; redness, heat, swelling and pain</td></tr><tr><td>Proliferation</td><td>about day 4 to day 21</td><td>fibroblasts lay down type III collagen, new capillaries form granulation tissue, myofibroblasts contract the wound, epithelium migrates from the edges</td></tr><tr><td>Remodelling</td><td>3 weeks to 2 years</td><td>type III collagen replaced by stronger type I, scar flattens and pales</td></tr></table>" +
            p(
              "Healthy granulation tissue is red, moist and granular, and bleeds easily on contact. Epithelial cells can migrate only across a moist, viable surface, which is one reason why a dry scab slows healing. Even at the end of remodelling a scar reaches only about 80 per cent of the tensile strength of unwounded skin, so healed areas remain vulnerable to breaking down again.",
              "A chronic wound is one that has failed to progress through these phases in an orderly and timely way; in practice, a wound that has not healed in four to six weeks despite appropriate care is treated as chronic. Most chronic wounds are stuck in prolonged inflammation. Their fluid contains high levels of proteases such as matrix metalloproteinases, which break down growth factors and new tissue, and their surface is often colonised by a biofilm, a community of bacteria embedded in a protective matrix that resists both antibiotics and the immune system.",
              "The causes of delayed healing are usually found outside the wound itself. Poor arterial supply, diabetes, continued pressure, infection, malnutrition (especially of protein, vitamin C and zinc), smoking, corticosteroids and immunosuppression all slow repair. Assessment must therefore always include the whole patient: treating the wound bed while ignoring an HbA1c of 90 mmol/mol or an unrelieved pressure point will not close it.",
            ),
        },
      },
      {
        title: "Assessing the Wound Bed",
        description:
          "This module teaches a structured, repeatable assessment: what to look at, how to measure, and how to recognise infection.",
        lesson: {
          title: "TIME, measurement and the signs of infection",
          html:
            p(
              "Schultz and colleagues introduced the TIME framework in 2003 as a way of organising wound bed preparation. Each letter names a barrier to healing and the corresponding goal of care. <b>T</b>issue: is there non-viable tissue such as black necrotic eschar or yellow slough, which must be removed by debridement? <b>I</b>nfection or inflammation: is bacterial burden or persistent inflammation delaying healing? <b>M</b>oisture: is the wound too wet, macerating its edges, or too dry for cells to migrate? <b>E</b>dge: is the epithelial edge advancing, or rolled, undermined and static? In 2019 an international group extended the framework to TIMERS, adding Regeneration and repair of tissue and Social and patient-related factors.",
              "Measurement turns impressions into data. Record the longest length in the head-to-toe axis and the greatest width at right angles to it, and measure depth with a sterile probe at the deepest point. Multiplying length by width overestimates the true area of a roughly oval wound by about a quarter, but as long as the same method is used every time it tracks change reliably. Photograph the wound with a measuring scale at each assessment, from the same angle and distance.",
              "A useful test is the percentage area reduction at four weeks. A venous or diabetic foot wound measuring 4.0 × 3.0 cm (12.0 cm²) at baseline and 3.0 × 2.2 cm (6.6 cm²) four weeks later has reduced by (12.0 − 6.6) ÷ 12.0 = 45 per cent, which predicts healing. A reduction of less than about 40 per cent in four weeks should prompt reassessment of the diagnosis and the plan.",
              "Sibbald and colleagues proposed two mnemonics for infection. Increased bacterial burden in the superficial wound shows as NERDS, while deeper or surrounding infection shows as STONEES:",
            ) +
            "<ul><li>NERDS: Non-healing, Exudate increased, Red friable granulation, Debris, Smell</li><li>STONEES: Size bigger, Temperature increased, Os (probes to or exposed bone), New areas of breakdown, Exudate, Erythema or oedema, Smell</li></ul>" +
            p(
              "Three or more signs from either list suggest the corresponding level of infection. Superficial infection is often managed with topical antimicrobials; deep infection needs systemic antibiotics and medical review.",
            ),
        },
      },
      {
        title: "Choosing a Dressing",
        description:
          "Which dressing, and why? Match the product to the tissue in the wound bed and the amount of exudate.",
        lesson: {
          title: "Moist healing and the main dressing classes",
          html:
            p(
              "Modern dressing practice rests on the principle of moist wound healing. In 1962 George Winter reported in <i>Nature</i> that shallow wounds on domestic pigs epithelialised about twice as fast when covered with polythene film as when left to dry under a scab. A moist wound surface lets epithelial cells migrate, keeps growth factors in contact with the wound and supports the body's own removal of dead tissue, called autolytic debridement. The aim is balance, however: too much exudate macerates the surrounding skin.",
              "No dressing suits every wound. The choice follows from the assessment: the tissue type in the wound bed, the volume of exudate, the depth, the state of the surrounding skin, and signs of infection.",
            ) +
            "<table><tr><th>Class</th><th>Action</th><th>Typical use</th><th>Caution</th></tr><tr><td>Semi-permeable film</td><td>transmits water vapour, keeps out bacteria</td><td>superficial, low-exudate wounds; secondary dressing</td><td>no absorbency; can strip fragile skin</td></tr><tr><td>Hydrogel</td><td>donates moisture</td><td>dry slough or eschar to be softened</td><td>may macerate wound edges</td></tr><tr><td>Hydrocolloid</td><td>forms a gel with exudate; occlusive</td><td>low to moderate exudate; autolysis of slough</td><td>avoid in infected wounds</td></tr><tr><td>Alginate</td><td>calcium alginate forms a gel with wound fluid; haemostatic</td><td>moderate to heavy exudate; cavities</td><td>needs a secondary dressing; sticks to dry wounds</td></tr><tr><td>Foam</td><td>absorbs and cushions</td><td>moderate to heavy exudate</td><td>check for saturation and leakage</td></tr></table>" +
            p(
              "Antimicrobial dressings containing silver, iodine, polyhexamethylene biguanide (PHMB) or medical-grade honey reduce bacterial burden in locally infected wounds. Current consensus recommends a two-week challenge: use the antimicrobial for two weeks, then reassess and stop it if the signs of infection have resolved or if there has been no improvement. Iodine should be used with care in patients with thyroid disease and over large areas. Whatever the product, record the reason for the choice and the date for review, and change the plan when the wound changes.",
            ),
        },
      },
      {
        title: "Pressure Ulcers",
        description:
          "Classify pressure damage accurately using the international categories, assess risk, and apply the prevention bundle in every setting.",
        lesson: {
          title: "Categories, risk and prevention",
          html:
            p(
              "The 2019 international guideline of the European Pressure Ulcer Advisory Panel (EPUAP), the US National Pressure Injury Advisory Panel (NPIAP) and the Pan Pacific Pressure Injury Alliance defines a pressure ulcer as localised damage to the skin and underlying tissue, usually over a bony prominence or related to a medical device, resulting from pressure or pressure combined with shear. The sacrum, heels, ischial tuberosities and greater trochanters are the commonest sites. Accurate categorisation guides treatment and is required for incident reporting:",
            ) +
            "<ul><li>Category 1: intact skin with non-blanchable redness of a localised area.</li><li>Category 2: partial-thickness skin loss with exposed dermis, a shallow open ulcer with a pink wound bed, or an intact or ruptured blister.</li><li>Category 3: full-thickness skin loss; fat may be visible, but not bone, tendon or muscle.</li><li>Category 4: full-thickness tissue loss with exposed bone, tendon or muscle.</li><li>Unstageable: full-thickness loss whose depth is hidden by slough or eschar.</li><li>Deep tissue injury: intact or broken skin with persistent deep red, maroon or purple discoloration.</li></ul>" +
            p(
              "Test for blanching by pressing lightly with a finger or a transparent disc for a few seconds: skin that stays red when pressure is released indicates category 1 damage. On darker skin tones redness may not be visible, so assess warmth, oedema, hardness and pain as well. Ulcers are never reverse-categorised: a healing category 4 ulcer is recorded as a healing category 4, because the tissue that fills it is scar, not the original layers.",
              "Risk assessment combines clinical judgement with a structured tool. The Braden Scale scores six subscales, sensory perception, moisture, activity, mobility, nutrition, and friction and shear, for a total between 6 and 23; a score of 18 or below indicates risk, and lower scores greater risk. In the United Kingdom the Waterlow score and PURPOSE-T are also widely used. Prevention is organised in many trusts around the SSKIN bundle: Surface (an appropriate support surface), Skin inspection, Keep moving (planned repositioning), Incontinence and moisture management, and Nutrition and hydration. Each element should be documented at every shift for patients at risk.",
            ),
        },
      },
    ],
  },
  {
    slug: "safavid-iran-shah-and-shiism",
    discipline: "Safavid history",
    title: "Safavid Iran: Shahs, Shiism and Isfahan",
    description:
      "In 1501 a teenage Sufi leader entered Tabriz and was crowned shah, founding a dynasty that ruled Iran for more than two centuries. The course traces how the Safavid order became a state and imposed Twelver Shiism, the reforms of Shah Abbas I and his new capital at Isfahan, the changing place of the clergy in government, and the Afghan siege that ended in the fall of Isfahan.",
    level: "intermediate",
    duration: "one semester (10 seminars)",
    plantedGap: "fall of Isfahan",
    modules: [
      {
        title: "From Sufi Order to Royal Dynasty",
        description:
          "The first seminar asks how a mystical brotherhood at Ardabil turned into an army and then into a monarchy between the fourteenth century and 1514.",
        lesson: {
          title: "Ardabil, the Qizilbash and Shah Ismail",
          html: p(
            "The Safavids take their name from Shaykh Safi al-Din (1252-1334), a Sufi master whose order, the Safaviyya, was based at Ardabil in north-western Iran. For more than a century the order was a respected and wealthy religious brotherhood with followers across Azerbaijan and eastern Anatolia, and there is good reason to think its early leaders were Sunni. Under Junayd (leader from 1447 to 1460) and his son Haydar (1460-1488), it became militant: the shaykhs led their followers on raids against Christian Georgia and Circassia and competed for power with the Turkmen dynasties of the region.",
            "Their disciples were mostly Turkmen tribesmen from Anatolia and Azerbaijan. They became known as the Qizilbash, 'red heads', from the red cap with twelve folds that Haydar is said to have introduced in honour of the twelve Shiite imams. Their devotion to the shaykh went well beyond orthodox belief; many regarded him as a divine or messianic figure, and they fought for him with fanatical loyalty.",
            "Haydar was killed in battle in 1488 and his eldest son soon after, and the young Ismail spent several years hidden in Gilan on the Caspian coast. In 1499 he emerged, gathered the Qizilbash, defeated the Aq Qoyunlu Turkmen and in 1501 entered Tabriz, where he was proclaimed shah at about fourteen. He immediately declared Twelver Shiism the official religion of his realm, although most of his subjects were Sunni. Within a decade he controlled most of modern Iran; in 1510 he defeated the Uzbek ruler Muhammad Shaybani Khan near Merv.",
            "The turning point came on 23 August 1514 at Chaldiran, in north-western Iran, where the Ottoman sultan Selim I defeated Ismail. The Qizilbash cavalry could not break the Ottoman Janissaries, who were protected by chained carts and supported by artillery and muskets. Tabriz was briefly occupied. The defeat shattered the belief in Ismail's invincibility, ended Safavid expansion westward into Anatolia, and fixed a frontier with the Ottomans that would be fought over for the next century. Ismail never again led an army in person, and he died in 1524.",
          ),
        },
      },
      {
        title: "Shah Abbas I and the New Capital",
        description:
          "Abbas rebuilt the army, the treasury and the capital; we weigh how much of his reputation as 'the Great' survives scrutiny.",
        lesson: {
          title: "Ghulams, silk and the Maydan",
          html:
            p(
              "When Abbas I became shah in 1588, the Safavid state was close to collapse. Qizilbash factions had fought over the throne, the Ottomans held Tabriz and much of the west, and the Uzbeks raided Khurasan in the east. Abbas made peace with the Ottomans in 1590 on humiliating terms in order to deal with his internal rivals and the Uzbeks first. His response to the Qizilbash problem was to build a counterweight. He expanded a corps of <i>ghulams</i>, 'slaves of the royal household', recruited from Georgian, Armenian and Circassian captives and converts, who owed loyalty only to the shah and were paid from royal revenues. To fund them he converted many provinces from state lands governed by Qizilbash chiefs into crown lands administered directly for the treasury. A Georgian ghulam, Allahverdi Khan, became commander-in-chief and governor of Fars.",
              "The reformed army, with new musketeer and artillery units, reversed the losses of the previous decades:",
            ) +
            "<ul><li>1598: Herat and Mashhad recovered from the Uzbeks</li><li>1603: Tabriz retaken from the Ottomans</li><li>1622: Hormuz captured from the Portuguese, with the help of English East India Company ships</li><li>1624: Baghdad taken from the Ottomans after a siege begun in 1623</li></ul>" +
            p(
              "In 1598 Abbas moved his capital to Isfahan, in the centre of the country, and built a new city beside the old one. Its heart was the Maydan-i Naqsh-i Jahan, a vast rectangular square of about 510 by 160 metres used for markets, polo and parades. Around it stood the great royal mosque, the Masjid-i Shah, begun in 1611; the smaller Shaykh Lutfallah mosque; the Ali Qapu palace gateway; and the entrance to the royal bazaar.",
              "The economy was reorganised too. In 1604-05 Abbas forcibly moved the Armenian population of Julfa on the Aras river to a new suburb of Isfahan, New Julfa, and used its merchants' networks to export Iranian raw silk to Europe and Asia; from 1619 silk exports were a royal monopoly. Historians now qualify the picture of Abbas as 'the Great', however. His suspicion of his sons led him to kill or blind them, and the practice of confining princes to the harem weakened the dynasty's later rulers.",
            ),
        },
      },
      {
        title: "Clerics and the Crown",
        description:
          "Who held religious authority in a Shiite monarchy? Read the careers of three scholars to see how the answer changed over two centuries.",
        lesson: {
          title: "From imported scholars to the shaykh al-islam of Isfahan",
          html: p(
            "When Ismail proclaimed Twelver Shiism in 1501, Iran had few Shiite scholars and fewer Shiite books. The new faith was imposed by force and ritual: preachers were ordered to curse the first three caliphs, whom Sunnis revere, and a royal official, the <i>sadr</i>, supervised religious endowments and the propagation of the faith. To supply learning, the shahs invited Arab Shiite scholars, above all from Jabal Amil in what is now southern Lebanon and from Bahrain.",
            "The most influential of these was Shaykh Ali al-Karaki (died 1534). Under Shah Tahmasp (ruled 1524-1576) he received extensive authority over religious affairs and was described as the deputy of the Hidden Imam. His career raised a question that Shiite law had not needed to answer before: while the twelfth Imam remains in occultation, can a scholar exercise his authority, for example by leading Friday prayer or collecting religious taxes, under a ruler who is not the Imam? Al-Karaki answered yes, which strengthened both the scholars and the shahs who appointed them, but many jurists disagreed.",
            "The seventeenth century saw a flowering of religious and philosophical learning in Isfahan. Mir Damad (died 1631) and his pupil Mulla Sadra (died 1640) developed the tradition now called the School of Isfahan, combining philosophy, mysticism and theology. Their work was not welcome to everyone, and scholars who held that law should rest only on the reported sayings of the Imams, the Akhbaris, grew in influence.",
            "By the end of the century the balance had shifted towards a more assertive clergy. Muhammad Baqir Majlisi (1627-1699) was appointed <i>shaykh al-islam</i> of Isfahan in 1687. He compiled the enormous hadith collection <i>Bihar al-anwar</i> ('Oceans of Lights') and wrote accessible works in Persian for ordinary believers. He also campaigned against Sufis, philosophers and Sunnis, and persuaded the court to act against them. The dynasty that had begun as a Sufi order thus ended with Sufism condemned by its leading cleric, a reversal historians use to chart the growing autonomy of the Shiite clergy from the crown, a development with long consequences in Iranian history.",
          ),
        },
      },
    ],
  },
  {
    slug: "corsetry-an-1880s-corset",
    discipline: "Corsetry",
    title: "Corsetry: Drafting and Building an 1880s Corset",
    description:
      "You will draft, mock up and build a fully boned corset in the style of the 1880s. Along the way the course covers measuring and drafting for waist reduction, fitting the mock-up, choosing coutil and steel bones, setting the busk and eyelets, and decorative flossing to secure the bones.",
    level: "intermediate",
    duration: "8 workshops of 6 hours",
    plantedGap: "flossing",
    modules: [
      {
        title: "Drafting for Reduction and Fitting the Mock-Up",
        description:
          "Measure the body, decide how much reduction to build in, draft the panels, and then test and correct the pattern in a laced mock-up.",
        lesson: {
          title: "From measurements to a corrected pattern",
          html: p(
            "A corset differs from other garments because it is designed to be smaller than the body. The pattern must therefore build in two deliberate subtractions: the waist reduction, by which the corset compresses the waist, and the lacing gap, the space left open at the centre back when the corset is laced. A back gap of about 5 cm lets the wearer tighten or loosen the fit and keeps the laces and eyelets from meeting. For a first corset, and for a wearer new to corsets, a reduction of 5 to 10 cm at the waist is comfortable; larger reductions are reached gradually over many months of wear.",
            "Take these measurements over thin underwear: full bust, underbust, natural waist, high hip about 10 cm below the waist, full hip, and the vertical lengths from the waist up to the bust point and down to the hip at the front, side and back. Suppose a wearer's natural waist is 76 cm and we want a reduction of 8 cm. The laced waist will be 68 cm, and with a 5 cm back gap the corset itself must measure 63 cm at the waist, or 31.5 cm for each half pattern, excluding seam allowances. Bust and hip are reduced little or not at all.",
            "A half pattern of six panels would average 5.25 cm at the waist, but the reduction should not be spread evenly. Keep the front panels flatter and take more of the curve at the side and back seams, where the body tolerates it better, so that the front of the corset does not press into the abdomen.",
            "Next, make a mock-up, also called a toile, in strong cotton canvas or in coutil, with temporary bones such as spiral steels in channels of tape and eyelets or a lacing strip at the back. Lace it with the intended gap and read the result. A back gap that is wider at the top than at the waist means the bust is too small; one that is wider at the bottom means the hips are too small; wrinkles running towards a seam show where it needs to be let out or taken in. Pin and mark each correction directly on the mock-up, transfer the changes to the paper pattern, and make a second mock-up if the changes are large.",
          ),
        },
      },
      {
        title: "Coutil, Steels and the Busk",
        description:
          "The materials of a corset decide whether it will hold its shape for years or distort after a few wearings.",
        lesson: {
          title: "Choosing fabric and boning",
          html:
            p(
              "The layer that takes the strain in a corset is called the strength layer. Traditionally, and still by preference, it is made of coutil, a densely woven cotton cloth, usually in a herringbone or twill weave, with very little stretch in either direction. Coutil is made for corsetry and is tightly enough woven to resist the bones wearing through it. A fashion fabric such as silk can be laid over the coutil and handled as one layer with it, but it must never be asked to take the strain alone. Cut all panels on the same grain, usually with the straight grain running vertically, and mark the waistline on every piece so that the panels can be aligned.",
              "Boning gives the corset its structure, and modern corsetry uses steel almost entirely. Plastic boning softens with body heat and takes on a permanent bend, so it cannot hold a reduced waist. The two types of steel behave very differently:",
            ) +
            "<table><tr><th>Type</th><th>Behaviour</th><th>Typical placement</th></tr><tr><td>Flat steel</td><td>stiff; bends in one plane only</td><td>either side of the back eyelets; sometimes beside the busk</td></tr><tr><td>Spiral steel</td><td>flexible in two planes; follows curves</td><td>side and side-back seams, over the hips and bust</td></tr></table>" +
            p(
              "Spiral steels are cut to length with heavy wire cutters and finished with crimped metal end caps; flat steels are usually bought ready cut and tipped. Each bone should be about 1 to 1.5 cm shorter than its channel so that it clears the binding at top and bottom.",
              "The busk is the front opening of the corset: two steel strips sewn into the centre front edges. One strip carries a row of studs and the other a matching row of loops, so the wearer can fasten and unfasten the corset without unlacing it. Busks are sold in lengths of roughly 25 to 35 cm. A straight busk suits an early Victorian shape; the spoon busk, which widens below the waist into a rounded paddle, was fashionable in the 1870s and 1880s and helps to support the abdomen.",
            ),
        },
      },
      {
        title: "Putting It Together",
        description:
          "Assemble the panels, form the channels, set the busk and eyelets, bind the edges and lace the finished corset for its first wearing.",
        lesson: {
          title: "Construction order, eyelets and lacing",
          html:
            p(
              "Construction follows a fixed order, because each stage depends on the one before and some steps cannot be undone once the bones are in:",
            ) +
            "<ul><li>Cut all panels with a 1.5 cm seam allowance and transfer the waistline and notches to each piece.</li><li>Set the busk: on the loop side, sew the centre front seam leaving gaps through which the loops pass; on the stud side, push each stud through a hole opened with an awl.</li><li>Join the panels in order from front to back, matching the waist marks, and press every seam.</li><li>Form the bone channels by stitching the seam allowances down or by applying twill tape inside, then insert the steels.</li><li>Set the eyelets at the centre back, bind the top and bottom edges with bias strips, and lace.</li></ul>" +
            p(
              "Eyelets at the back carry the whole lacing force and are the commonest point of failure. Use two-part grommets, each with a washer on the inside, set with a matching setter and hammer. Open the holes with an awl, which parts the threads of the coutil, rather than cutting them with a punch, which weakens the cloth. Space the eyelets about 2.5 cm apart, and place an extra pair close together at the waist, where the laces will be pulled. The flat steels on either side of the eyelets keep the back edges straight under tension.",
              "Lace the corset with about 5 to 6 m of flat, non-stretch lace. The usual method laces criss-cross from the top down to the waist and from the bottom up to the waist, and at the waist the lace is pulled out into two long loops. Pulling these loops tightens the whole corset at once, and the wearer can then tie them at the front or side.",
              "A new corset should be worn in gradually, a process corsetieres call seasoning. Wear it for an hour or two a day at a gentle reduction for the first two weeks, never closing the back gap completely, so that the steels and the coutil mould to the body. Pulling a new corset to its full reduction on the first day strains the seams and can kink the bones.",
            ),
        },
      },
    ],
  },
  {
    slug: "urban-economics-land-and-agglomeration",
    discipline: "Urban economics",
    title: "Urban Economics: Land, Housing and Agglomeration",
    description:
      "Cities exist because proximity pays, yet they also make land dear. With simple models and recent evidence the course explains agglomeration economies, the monocentric city model and its bid-rent curves, housing supply and the cost of land-use regulation, and the case for congestion pricing on urban roads.",
    level: "intermediate",
    duration: "one semester (3 hours a week)",
    plantedGap: "congestion pricing",
    modules: [
      {
        title: "Why Cities Exist: Agglomeration Economies",
        description:
          "We ask why firms and workers pay high rents to crowd together, and how economists measure the productivity gain.",
        lesson: {
          title: "Sharing, matching and learning",
          html: p(
            "If land and housing are so much dearer in large cities, why do firms and workers locate there at all? The answer is that being close to other firms and workers raises productivity. Alfred Marshall, in his <i>Principles of Economics</i> (1890), identified three sources of this advantage: a pooled labour market, in which firms find workers with the right skills and workers find employers; specialised suppliers of inputs, which only a large local market can support; and the spillover of knowledge, since in an industrial district 'the mysteries of the trade become no mysteries, but are as it were in the air'.",
            "Gilles Duranton and Diego Puga (2004) restated Marshall's ideas as three mechanisms: sharing (of indivisible facilities such as an airport, of a wide range of suppliers, and of risks), matching (a larger market improves the expected quality of matches between workers and jobs), and learning (the creation, diffusion and accumulation of knowledge). Economists also distinguish localisation economies, which arise from concentration of firms in the same industry, from urbanisation economies, which come from the size and diversity of the whole city, a source Jane Jacobs emphasised in <i>The Economy of Cities</i> (1969).",
            "Empirical studies usually estimate the elasticity of productivity or wages with respect to city size or density. The survey by Stuart Rosenthal and William Strange (2004) put it between about 0.03 and 0.08. Suppose the elasticity is 0.05. A city four times as large as another would then be more productive by 4<sup>0.05</sup> − 1, or about 7 per cent. That seems small, but applied to every worker in a large city it is a very large sum, and it is enough to cover substantial differences in rents.",
            "Measuring the effect is difficult because of sorting: more able workers may choose to live in big cities, so part of the observed wage premium reflects who moves there rather than what the city does for them. Studies that follow the same workers over time, such as Glaeser and Maré (2001), find that the urban wage premium grows with the time a worker spends in a city and is partly retained after leaving, which suggests that learning is a real part of the story. Spatial equilibrium closes the argument: workers move until higher wages in big cities are offset by higher housing costs.",
          ),
        },
      },
      {
        title: "The Monocentric City",
        description:
          "Derive the bid-rent curve from commuting costs, solve for the edge of the city, and see what happens when incomes or travel costs change.",
        lesson: {
          title: "Bid rent, the urban edge and comparative statics",
          html:
            p(
              "The monocentric city model, developed by William Alonso (1964), Edwin Mills (1967) and Richard Muth (1969) from Johann Heinrich von Thünen's agricultural location theory of 1826, explains why land rents and densities fall with distance from the centre. In its simplest form, every job is in the central business district (CBD), households are identical with income <i>y</i>, each occupies a plot of fixed size <i>q</i>, and commuting costs <i>t</i> per kilometre per year.",
              "In equilibrium no household can gain by moving, so all must reach the same utility. With a fixed plot and a fixed level of other consumption <i>c</i>, this means that rent plus commuting costs must be the same everywhere: <i>r</i>(<i>x</i>)<i>q</i> + <i>tx</i> + <i>c</i> = <i>y</i>. The bid-rent curve is therefore <i>r</i>(<i>x</i>) = (<i>y</i> − <i>c</i> − <i>tx</i>)/<i>q</i>, which falls by <i>t</i>/<i>q</i> for each extra kilometre. Households accept a longer commute only because land further out is cheaper. The city ends at the distance where the urban bid rent falls to the agricultural rent <i>r</i><sub>A</sub>.",
              "A worked example shows how the pieces fit. Let <i>q</i> = 250 m² and <i>t</i> = £500 per kilometre per year, so the rent gradient is 500 ÷ 250 = £2 per m² per year for each kilometre. If one million households live in a circular city, they occupy 250 km², so the edge lies at √(250/π) ≈ 8.9 km. With agricultural rent of £1 per m² per year, rent at the centre is 1 + 2 × 8.9 ≈ £18.8 per m² per year.",
            ) +
            "<table><tr><th>Change</th><th>Effect on the city</th></tr><tr><td>Population rises</td><td>edge moves out, rents rise at every location</td></tr><tr><td>Agricultural rent rises</td><td>city becomes more compact, rents rise</td></tr><tr><td>Commuting cost falls</td><td>rent gradient flattens, city spreads out</td></tr></table>" +
            p(
              "The last prediction has been tested. Nathaniel Baum-Snow (2007) found that each new interstate highway passing through a US central city reduced its population by about 18 per cent as households moved to the suburbs. When plot size is allowed to vary, the model also predicts that plots shrink and buildings rise towards the centre, because developers substitute capital for expensive land.",
            ),
        },
      },
      {
        title: "Housing Supply and Regulation",
        description:
          "Compare house prices with the cost of building to find out how much of the price of housing is made by planning rules.",
        lesson: {
          title: "Prices, construction costs and the regulatory tax",
          html: p(
            "Why are house prices so much higher in some cities than in others? Demand matters, but the response of supply determines whether higher demand shows up as more homes or as higher prices. Where new housing can be built easily, prices should stay close to the minimum profitable production cost: the cost of construction, plus the cost of land in its next-best use, plus a normal profit for the developer. Where prices persistently exceed that cost, something is preventing supply from responding.",
            "Albert Saiz (2010) showed that geography is one such constraint. Cities hemmed in by sea, lakes and steep slopes, such as San Francisco, have much less developable land within a given radius and markedly less elastic housing supply. Regulation is the other. Edward Glaeser, Joseph Gyourko and Raven Saks (2005) proposed a way to measure its cost by comparing two values of land. The intensive-margin value is the house price minus the construction cost, which is what a buyer implicitly pays for the right to build a house at all. The extensive-margin value is what buyers pay for a little more garden on an existing plot, estimated from hedonic regressions of price on lot size.",
            "A numerical example makes the logic clear. A house sells for £400,000 and would cost £180,000 to build, so the implicit price of a buildable plot is £220,000. Hedonic estimates show that an extra square metre of garden adds only about £50 to a house's price, so a 500 m² plot should be worth £25,000 as land. The difference, £195,000, is the value of permission to build, the so-called regulatory tax. In a market without binding restrictions the two values would be roughly equal.",
            "Durability adds an asymmetry. Glaeser and Gyourko (2005) noted that houses last for decades, so a city whose demand falls cannot shrink its stock quickly. Prices then drop below construction cost, almost nothing new is built, and the supply curve is kinked: elastic when demand rises, nearly vertical when it falls. This explains why declining cities such as Detroit have had very cheap housing for long periods. In England, Christian Hilber and Wouter Vermeulen (2016) estimated that house prices would have been substantially lower had local planning been as permissive as in the least restrictive areas.",
          ),
        },
      },
    ],
  },
  {
    slug: "managing-research-data-well",
    discipline: "Research data management",
    title: "Managing Research Data Well",
    description:
      "Funders and journals now expect researchers to show how their data will be documented, kept and shared. Doctoral researchers in this course write a data management plan, apply the FAIR principles with metadata, persistent identifiers and licences, organise and back up their files, and learn the safeguards for handling personal data.",
    level: "intermediate",
    duration: "6 weeks (one 2-hour workshop a week)",
    plantedGap: "personal data",
    modules: [
      {
        title: "The Data Management Plan",
        description:
          "Write a plan your funder will accept and that you will actually use, starting with an honest estimate of how much data you will create.",
        lesson: {
          title: "What a plan contains and how to size it",
          html:
            p(
              "A data management plan (DMP) is a short document, usually two to five pages, describing what data a project will create or reuse, how they will be organised, documented, stored and backed up during the research, and what will happen to them afterwards. Most public funders now require one. The US National Science Foundation has required a two-page plan with every proposal since 2011; the National Institutes of Health's Data Management and Sharing Policy took effect on 25 January 2023; Horizon Europe projects must deliver a DMP within the first six months; and the UK research councils each publish their own expectations. Free tools such as DMPonline, run by the Digital Curation Centre (DCC), and the DMPTool of the California Digital Library provide funder templates and guidance.",
              "The DCC's checklist, which many templates follow, groups the questions under a few headings:",
            ) +
            "<ul><li>Data collection: what data, in what formats and volumes, and how they will be created or obtained.</li><li>Documentation and metadata: what information a future user will need to understand the data.</li><li>Storage and backup: where data will live during the project and how they will be protected against loss.</li><li>Selection and preservation: which data have long-term value and where they will be deposited.</li><li>Data sharing: when, how and under what conditions data will be made available.</li><li>Responsibilities and resources: who does what, and what it will cost.</li></ul>" +
            p(
              "Estimating volume is the step most often skipped, and it drives both storage costs and backup design. Consider a doctoral project in cell biology that acquires about 20 GB of microscope images a week for 45 weeks a year over three years. That is 20 × 45 × 3 = 2,700 GB, or 2.7 TB of raw data. Keeping three copies for safety triples the requirement to about 8.1 TB, before any processed files are counted, which is far beyond a laptop and may exceed the free allocation of a university file store. Discovering this at the planning stage allows costs to be included in the grant.",
              "A DMP is a living document. Review it when the project changes direction, when a new instrument or collaborator joins, and at least once a year, and keep the revised versions alongside the data.",
            ),
        },
      },
      {
        title: "FAIR Data, Metadata and Licences",
        description:
          "What makes a dataset findable and reusable by people and machines you will never meet? The answer lies in metadata, identifiers and a clear licence.",
        lesson: {
          title: "Applying the FAIR principles",
          html: p(
            "The FAIR principles were published by Mark Wilkinson and colleagues in <i>Scientific Data</i> in 2016. They describe fifteen properties that make data Findable, Accessible, Interoperable and Reusable, and they emphasise that data should be usable by machines as well as by people. FAIR is not the same as open: a dataset can be FAIR while access to it is restricted, provided that the conditions and route to access are clearly described.",
            "Findability begins with a globally unique and persistent identifier. For datasets this is usually a Digital Object Identifier (DOI) registered through DataCite. A DOI such as 10.5281/zenodo.1234567 consists of a prefix identifying the registrant (10.5281 belongs to the Zenodo repository) and a suffix identifying the object, and it resolves to the dataset's landing page even if the repository's web addresses change. The identifier must be attached to rich metadata that are indexed in searchable resources. DataCite requires six mandatory properties: Identifier, Creator, Title, Publisher, PublicationYear and ResourceType; good practice adds a description, keywords, funding information, related publications and an ORCID identifier for each creator.",
            "Accessibility means that the data and metadata can be retrieved by their identifier using a standard, open protocol such as HTTPS, and that the metadata remain available even if the data themselves are later withdrawn. Interoperability asks for formal, shared vocabularies and formats, for instance units from a standard ontology and variable names documented in a codebook. Reusability requires provenance, a description of how the data were produced and processed, and a clear licence.",
            "Licensing is where researchers most often go wrong. Data deposited without a licence are legally ambiguous, and many potential users will not risk reusing them. The Creative Commons licences are the usual choice. CC0 places data as near to the public domain as the law allows and is recommended by many repositories because it makes combining datasets simple; CC BY 4.0 requires attribution. NonCommercial and NoDerivatives variants are discouraged for research data because they block legitimate reuse, including by researchers in spin-out companies. Deposit in a discipline repository such as GenBank or PANGAEA where one exists, and otherwise in a general repository such as Zenodo or Dryad, which will mint the DOI.",
          ),
        },
      },
      {
        title: "Organising, Naming and Backing Up Files",
        description:
          "Set up folders, file names, version numbers and backups at the start of the project, when they cost minutes rather than weeks.",
        lesson: {
          title: "Conventions that survive three years of work",
          html:
            p(
              "Most data loss in research is not dramatic. It is a file overwritten by an older version, a folder whose contents nobody can interpret after the student who made it has left, or a laptop stolen before its only copy was synchronised. A few conventions, agreed at the start and written down in a README file at the top of the project folder, prevent almost all of it.",
              "File names should be meaningful, consistent and safe for every operating system. Use only letters, numbers, hyphens and underscores; put dates in ISO 8601 form (YYYY-MM-DD or YYYYMMDD) so that files sort in date order; pad sequence numbers with leading zeros (001, 002, and so on) so that 010 does not sort before 002; and add an explicit version number rather than words such as 'final'. A name such as <code>2025-03-14_site03_sample017_v02.csv</code> tells a reader the date, location, sample and version without opening the file.",
              "For backup, follow the 3-2-1 rule: keep three copies of everything that matters, on two different types of storage, with one copy off site. Synchronisation services are not backups on their own, because they copy deletions and corruptions as faithfully as good files. Test a restore at least once a term; a backup that has never been restored is a hope, not a backup. Record a checksum, such as a SHA-256 hash, for each raw data file when it is created. Comparing checksums later proves that a copy is bit-for-bit identical to the original.",
              "Choose file formats with the long term in mind. Open, well-documented formats remain readable after the software that made them is gone:",
            ) +
            "<table><tr><th>Kind of data</th><th>Preferred for preservation</th><th>Less suitable</th></tr><tr><td>Tabular</td><td>CSV with a codebook</td><td>proprietary spreadsheet formats with macros</td></tr><tr><td>Text</td><td>plain text, PDF/A</td><td>word processor files</td></tr><tr><td>Images</td><td>uncompressed TIFF</td><td>lossy JPEG for analysis data</td></tr><tr><td>Scientific arrays</td><td>HDF5, NetCDF</td><td>instrument-specific binary formats alone</td></tr></table>",
        },
      },
    ],
  },
];
