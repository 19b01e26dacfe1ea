/** Twenty-ninth held-out evaluation courses, intermediate level (veterinary nursing to elder law); see ai-courses-heldout29.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT29_B: EvalCourse[] = [
  {
    slug: "veterinary-nursing-inpatient-and-anaesthesia",
    discipline: "Veterinary nursing",
    title: "Veterinary Nursing: Anaesthesia, Fluids and Inpatient Care",
    description:
      "Building on the first-year clinical placement, this module prepares student veterinary nurses to monitor general anaesthesia, calculate fluid therapy, nurse recumbent patients, and triage emergency admissions within Schedule 3 of the Veterinary Surgeons Act 1966.",
    level: "intermediate",
    duration: "one semester, 15 credits",
    plantedGap: "triage",
    modules: [
      {
        title: "Monitoring General Anaesthesia",
        description:
          "The anaesthetist nurse watches depth, circulation and breathing together and records them every five minutes.",
        lesson: {
          title: "What the monitoring nurse watches",
          html:
            p(
              "In the United Kingdom a registered veterinary nurse (RVN) may, under Schedule 3 of the Veterinary Surgeons Act 1966, carry out medical treatment and minor surgery not involving entry into a body cavity on animals under the care of a veterinary surgeon and at their direction. Monitoring and maintaining anaesthesia is one of the most common of these delegated tasks, and the RCVS Code of Professional Conduct expects the monitoring person to be dedicated to it rather than also assisting with surgery.",
              "Monitoring combines clinical observation with equipment. Depth of anaesthesia is judged from the eye position (the eye rotates ventromedially at a surgical plane in dogs and cats), the palpebral reflex, jaw tone and the response to surgical stimulation. Circulation is judged from heart rate, pulse quality, mucous membrane colour, capillary refill time and blood pressure; breathing from respiratory rate and pattern, pulse oximetry and capnography.",
            ) +
            "<table><tr><th>Parameter</th><th>Typical target under anaesthesia</th></tr><tr><td>Heart rate, dog</td><td>60-120 beats/min (lower in large breeds)</td></tr><tr><td>Heart rate, cat</td><td>100-180 beats/min</td></tr><tr><td>Mean arterial pressure</td><td>above 60-70 mmHg</td></tr><tr><td>SpO<sub>2</sub></td><td>above 95%</td></tr><tr><td>End-tidal CO<sub>2</sub></td><td>35-45 mmHg</td></tr><tr><td>Capillary refill time</td><td>under 2 seconds</td></tr></table>" +
            p(
              "Trends matter more than single readings. A heart rate climbing from 80 to 130 beats per minute with a rising blood pressure during surgery suggests the patient is too light or in pain; falling pressure with a slow heart rate suggests it is too deep or hypothermic. An end-tidal CO<sub>2</sub> rising above 50 mmHg shows hypoventilation, and the nurse should inform the veterinary surgeon and be ready to ventilate. Every observation is written on the anaesthetic record at least every five minutes, together with drug doses, vaporiser settings and fluid rates.",
            ),
        },
      },
      {
        title: "Calculating Fluid Therapy",
        description:
          "Students work through maintenance, deficit and drip-rate calculations until they can do them reliably at the kennel.",
        lesson: {
          title: "Maintenance, deficit and drip rate",
          html: p(
            "A fluid therapy plan answers three questions: how much the patient needs to replace what it has already lost, how much it needs to keep up with ongoing needs, and how fast the fluid should run. The veterinary surgeon prescribes the plan; the nurse commonly performs the calculations, sets up the infusion and monitors the response.",
            "Maintenance covers normal losses in urine, faeces and respiration. A widely used figure for both dogs and cats is about 2 ml/kg/h, or roughly 50 ml/kg/day, though some guidelines use a formula that gives smaller animals a little more per kilogram. The deficit is estimated from the degree of dehydration assessed on examination, using skin tenting, mucous membrane moisture, eye position and heart rate. The deficit in millilitres equals the percentage dehydration multiplied by body weight in kilograms and by 10.",
            "Worked example: a 20 kg dog is judged 8 per cent dehydrated. Its deficit is 8 x 20 x 10 = 1,600 ml. The veterinary surgeon asks for the deficit to be replaced over 24 hours together with maintenance. Maintenance is 20 x 2 = 40 ml/h, or 960 ml per day. The total is 1,600 + 960 = 2,560 ml over 24 hours, which is about 107 ml/h. Any ongoing losses, such as vomit measured or estimated at the kennel, are added as they occur.",
            "If an infusion pump is unavailable, the rate must be converted to drops. A standard adult giving set delivers 20 drops per millilitre: 107 ml/h x 20 drops = 2,140 drops per hour, or about 36 drops per minute, which is one drop every 1.7 seconds. A paediatric set of 60 drops/ml is used for cats and small dogs because it allows finer control.",
            "Monitoring shows whether the plan is working. Weigh the patient at least twice daily, measure urine output (normal is 1-2 ml/kg/h), and watch for signs of overload: a rising respiratory rate, chemosis, nasal discharge or crackles on auscultation, which should be reported at once.",
          ),
        },
      },
      {
        title: "Nursing the Recumbent Patient",
        description:
          "Animals that cannot stand, for instance after spinal injury, need planned care to prevent sores, scalding and muscle wasting.",
        lesson: {
          title: "Preventing the complications of lying down",
          html:
            p(
              "A recumbent patient is one that cannot rise or stay standing without help, whether because of spinal injury, severe weakness, orthopaedic disease or sedation. Recumbency itself creates problems that can outlast the original illness, and preventing them is largely a nursing responsibility. A written care plan, such as one built on the Ability Model used in veterinary nursing, makes sure that each need is assessed and reviewed at every shift.",
              "The main complications and their prevention are:",
            ) +
            "<ul><li><b>Decubitus ulcers</b> (pressure sores) over bony prominences such as the hip, elbow and hock. Use thick, waterproof padding and turn the patient every four hours, or keep it in sternal recumbency propped with foam wedges.</li><li><b>Hypostatic pneumonia</b>, from fluid pooling in the dependent lung. Turning and sternal positioning help; monitor respiratory rate and lung sounds.</li><li><b>Urine scald and faecal soiling</b>, which damage the skin. Keep the perineum clipped, clean and dry, and apply a barrier cream.</li><li><b>Urine retention</b>, common after spinal injury. Express the bladder gently or catheterise as directed, three to four times a day, recording the volume.</li><li><b>Muscle atrophy and joint stiffness</b>. Carry out passive range-of-motion exercises on each limb several times a day.</li></ul>" +
            p(
              "Nutrition and wellbeing matter as much as physical care. A recumbent dog must be offered food and water within reach, sometimes by hand, and a daily energy intake calculated from its resting energy requirement, 70 x (bodyweight in kg)<sup>0.75</sup> kcal per day, so about 673 kcal for a 20 kg dog. Time outside on a padded trolley, grooming and human contact reduce stress. Record each intervention, so the next shift knows when the patient was last turned, expressed and fed.",
            ),
        },
      },
    ],
  },
  {
    slug: "fundraising-donors-giving-and-trusts",
    discipline: "Fundraising",
    title: "Fundraising Practice: Donors, Giving Programmes and Trusts",
    description:
      "Why people give, and how a charity can ask them well, is the subject of this professional module: donor motivation, regular giving and retention, applications to trusts and foundations, and legacy fundraising.",
    level: "intermediate",
    duration: "ten weeks, part-time",
    plantedGap: "legacy fundraising",
    modules: [
      {
        title: "Why Donors Give",
        description:
          "We review the research on charitable giving and what it implies for the way an appeal is written.",
        lesson: {
          title: "Eight mechanisms of giving",
          html:
            p(
              "Fundraisers have good evidence about why people give. In a widely cited review of more than 500 studies, René Bekkers and Pamala Wiepking (2011) identified eight mechanisms that drive charitable giving:",
            ) +
            "<ul><li><b>Awareness of need</b>: people must know that a need exists.</li><li><b>Solicitation</b>: most gifts follow a request; being asked is the single strongest predictor of giving.</li><li><b>Costs and benefits</b>: tax relief, or a small gift in return, changes behaviour at the margin.</li><li><b>Altruism</b>: concern for the beneficiaries themselves.</li><li><b>Reputation</b>: the social approval that giving brings.</li><li><b>Psychological benefits</b>: the 'warm glow' of giving, described by the economist James Andreoni.</li><li><b>Values</b>: giving that expresses the donor's beliefs.</li><li><b>Efficacy</b>: the belief that the gift will make a difference.</li></ul>" +
            p(
              "Each mechanism has practical consequences. Because solicitation matters so much, charities that ask more often and more directly raise more, provided they do not exhaust their supporters. The identifiable victim effect, studied by Deborah Small, George Loewenstein and Paul Slovic, shows that an appeal describing one named child raises more than one quoting statistics on millions in need; adding the statistics to the story can actually reduce giving. Efficacy suggests telling donors concretely what a gift achieves: '£25 pays for a week of water testing in one village' is more persuasive than a general plea.",
              "Motivation also differs between donors. Younger donors are more often moved by peer fundraising, such as sponsoring a friend who runs a marathon, where reputation and relationships are central; older, committed supporters respond to values and to feedback about impact. Segmenting supporters by what moves them, and writing to each group accordingly, is the practical result of understanding motivation.",
            ),
        },
      },
      {
        title: "Regular Giving and Retention",
        description:
          "This module shows how to value a donor over time, and why keeping donors is cheaper than finding new ones.",
        lesson: {
          title: "Lifetime value and the leaky bucket",
          html: p(
            "A regular giving programme asks supporters to give a fixed amount each month, usually by direct debit. Its appeal to a charity is predictability: income that arrives every month can fund staff and long-term projects. Its weakness is attrition. In many UK charities, fewer than half of first-year donors give again in their second year, and the whole sector has been described as a leaky bucket, constantly refilled with expensive new recruits.",
            "Donor lifetime value (LTV) makes the economics visible. A simple version multiplies the average annual gift by the expected number of years of giving, which is 1 / (1 - retention rate), and subtracts the cost of recruitment. Suppose a charity recruits donors on the street at a cost of £150 each, and they give £10 a month, or £120 a year. With 60 per cent annual retention, the average donor gives for 1 / 0.4 = 2.5 years, worth £300 before costs, so the net value is £150. Raising retention to 70 per cent gives an expected 3.3 years, £400 and a net value of £250. A ten-point improvement in retention is worth two-thirds more per donor.",
            "In the UK, Gift Aid adds to the value of each gift. If a donor is a UK taxpayer and has signed a declaration, the charity can reclaim basic-rate tax: 25p for every £1 given, so the £120 a year becomes £150.",
            "Retention rises with good stewardship: a prompt thank-you, reports that show what gifts achieved, choices about how often to be contacted, and easy ways to reduce a gift rather than cancel it. All of this must follow the Code of Fundraising Practice, set by the Fundraising Regulator, which requires fundraisers to be legal, open, honest and respectful, to stop contacting people who ask them to, and to take particular care with people who may be in vulnerable circumstances.",
          ),
        },
      },
      {
        title: "Applying to Trusts and Foundations",
        description:
          "Writing to a grant-maker is a different task from writing to an individual: the funder has its own priorities, criteria and deadlines.",
        lesson: {
          title: "Writing a fundable proposal",
          html: p(
            "Charitable trusts and foundations are independent bodies that exist to give money away, often under the terms of a founder's deed. In the UK they range from very large funders such as the Wellcome Trust and the National Lottery Community Fund, a public distributor, to thousands of small family trusts run by volunteer trustees. Together they provide a large share of the income of smaller charities, and their money is often the only source for new projects.",
            "Research comes first. A trust can only fund what its governing document and its current priorities allow, so read its guidelines, its annual report and the list of grants it has made, which large funders publish through 360Giving. A trust that funds only registered charities in Yorkshire will not fund a national campaign, however good it is. Applying outside a funder's criteria wastes both sides' time and is the commonest reason for rejection.",
            "A strong application then answers the questions every funder asks, in its own words and format. What is the need, and what evidence shows it? What will the project do, for whom, and how many people will benefit? What difference will it make, and how will the charity know? Why is this organisation the right one to do it? What will it cost, and how will it continue after the grant ends? Outcomes should be specific and measurable: 'forty carers will attend eight-week courses, and at least 75 per cent will report reduced isolation at three months' is better than 'carers will feel less alone'.",
            "The budget must match the narrative and include a fair share of core costs, such as management and premises, which many funders now accept under full cost recovery. After a grant is made, report on time and honestly, including what did not work: trusts fund organisations they trust, and a good relationship is the best route to a second grant.",
          ),
        },
      },
    ],
  },
  {
    slug: "petrology-thin-section-to-rock-name",
    discipline: "Petrology",
    title: "Igneous and Metamorphic Petrology",
    description:
      "Hand specimen and thin section are the petrologist's two scales of observation, and this second-year course uses both: to classify igneous rocks with the QAPF diagram, to read metamorphic grade from index minerals, and to estimate crystallisation temperatures with geothermometers.",
    level: "intermediate",
    duration: "one semester, two lectures and one practical a week",
    plantedGap: "geothermometers",
    modules: [
      {
        title: "The Polarising Microscope",
        description: "Minerals in a rock slice 30 micrometres thick are identified by how they treat polarised light.",
        lesson: {
          title: "Plane and crossed polars",
          html:
            p(
              "A thin section is a slice of rock glued to a glass slide and ground to a standard thickness of 30 micrometres, thin enough that most minerals transmit light. It is examined with a petrographic microscope, which has a polariser below the stage, a second polariser (the analyser) that can be inserted above it at right angles, and a rotating stage.",
              "In plane-polarised light (PPL), with the analyser out, we observe colour, pleochroism, relief and cleavage. Pleochroism is a change of colour as the stage rotates: biotite changes from pale to dark brown, while quartz stays colourless. Relief describes how strongly a grain stands out from the mounting medium, which depends on the difference in refractive index; garnet has high relief, quartz almost none.",
              "With crossed polars (XPL), isotropic materials such as glass and cubic minerals like garnet stay black in every position. Anisotropic minerals split light into two rays that travel at different speeds, and the recombined rays produce interference colours. The colour depends on the birefringence of the mineral and the thickness of the section, and is read on the Michel-Lévy chart. In a section of standard thickness:",
            ) +
            "<table><tr><th>Mineral</th><th>Birefringence</th><th>Maximum interference colour</th></tr><tr><td>Quartz</td><td>0.009</td><td>first-order white to pale yellow</td></tr><tr><td>Plagioclase</td><td>about 0.008-0.013</td><td>first-order grey to white</td></tr><tr><td>Olivine</td><td>about 0.035-0.05</td><td>bright second- and third-order colours</td></tr><tr><td>Calcite</td><td>0.172</td><td>very high-order creamy white</td></tr></table>" +
            p(
              "Other properties complete identification. Plagioclase shows polysynthetic or albite twinning, parallel stripes that extinguish alternately. Microcline shows cross-hatched 'tartan' twinning. Extinction angle, the angle between a cleavage and the position at which the grain turns black, separates clinopyroxene (inclined extinction, often 35-45°) from orthopyroxene (straight extinction).",
            ),
        },
      },
      {
        title: "Naming Igneous Rocks with QAPF",
        description:
          "The international classification of plutonic rocks, the Streckeisen diagram, is used here on modal analyses from real thin sections.",
        lesson: {
          title: "From modal analysis to rock name",
          html: p(
            "The names of coarse-grained igneous rocks are defined internationally by the IUGS Subcommission on the Systematics of Igneous Rocks, using a double triangle devised by Albert Streckeisen in the 1970s. It is known as the QAPF diagram after its four corners: Q, quartz; A, alkali feldspar, including albite with less than 5 per cent anorthite; P, plagioclase; and F, feldspathoids such as nepheline. Because quartz and feldspathoids never occur together in equilibrium, a rock plots in either the upper triangle (QAP) or the lower one (FAP).",
            "The diagram applies to rocks with less than 90 per cent mafic minerals. The first step is a modal analysis: the volume percentages of the minerals, usually measured by point counting a thin section, recording the mineral under the cross-hairs at several hundred evenly spaced points. The mafic minerals (biotite, hornblende, pyroxene, olivine) and accessory minerals are then set aside, and Q, A and P are recalculated to sum to 100.",
            "Worked example: a point count gives quartz 20 per cent, alkali feldspar 24 per cent, plagioclase 36 per cent and biotite with hornblende 20 per cent. Leaving out the 20 per cent mafic minerals, Q + A + P = 80. Normalised, Q = 25, A = 30 and P = 45. Next calculate the plagioclase ratio, P / (A + P) x 100 = 45 / 75 x 100 = 60 per cent. With Q between 20 and 60, the rock is in the granitoid fields, and a plagioclase ratio between 35 and 65 places it in field 3b: monzogranite. Had the ratio been 70 per cent, the rock would be a granodiorite; with Q below 20, a quartz monzonite.",
            "Volcanic rocks have matching fields (rhyolite, dacite, andesite, basalt) but are often too fine-grained for a modal count; for them the total alkali-silica (TAS) diagram, based on chemical analysis, is preferred. Mafic minerals also add qualifiers, so the example above is properly a hornblende-biotite monzogranite.",
          ),
        },
      },
      {
        title: "Metamorphic Grade and Index Minerals",
        description:
          "Barrow's zones in the Scottish Highlands show how new minerals appear as pressure and temperature rise.",
        lesson: {
          title: "Barrow's zones",
          html: p(
            "When a mudstone is buried and heated during mountain building, its clay minerals react to form new minerals, each stable over a particular range of pressure and temperature. The degree of change is called metamorphic grade. In the 1890s George Barrow mapped the south-eastern Grampian Highlands of Scotland and found that pelitic (mud-derived) rocks could be divided into zones, each marked by the first appearance of a new mineral, the index mineral. Lines joining the first appearances are called isograds.",
            "In order of increasing grade, Barrow's sequence is chlorite, biotite, garnet (almandine), staurolite, kyanite and sillimanite. Low grade rocks in the chlorite zone are slates and phyllites; with biotite and garnet the rock becomes a schist; in the sillimanite zone, at temperatures above about 600-650 °C, the rock may begin to melt and become a migmatite. A mineral appearing does not mean the lower-grade mineral vanishes at once: biotite persists through the garnet and higher zones.",
            "Kyanite and sillimanite, together with andalusite, are the three polymorphs of Al<sub>2</sub>SiO<sub>5</sub>, and their stability fields meet at a triple point near 500 °C and 0.4 GPa. Kyanite is stable at high pressure, andalusite at low pressure and sillimanite at high temperature. A rock with kyanite followed by sillimanite, as in Barrow's zones, was therefore metamorphosed along a medium-pressure path, typical of crust thickened by continental collision. In the Buchan area of north-east Scotland, by contrast, andalusite appears instead of kyanite, recording heating at shallower depth.",
            "Index minerals only work in rocks of suitable bulk composition. A sandstone or limestone in the same area will not grow staurolite, so grade must be mapped in pelites, and other rock types are assigned to zones by their position on the map. Pressure and temperature ranges can then be read from experimentally determined reaction curves, and the grade plotted as a field gradient for the whole area.",
          ),
        },
      },
    ],
  },
  {
    slug: "hittite-anatolia-texts-and-kingdom",
    discipline: "Hittite history",
    title: "The Hittites: Kingdom and Empire in Bronze Age Anatolia",
    description:
      "The Hittite kingdom of central Anatolia, rediscovered only in the twentieth century, is studied here through its own texts: the excavation of Hattusa and the decipherment of Hittite, the Old Kingdom, the battle of Kadesh and the treaty with Egypt, and the collapse of the empire around 1180 BC.",
    level: "intermediate",
    duration: "one term, weekly two-hour seminar",
    plantedGap: "collapse",
    modules: [
      {
        title: "Hattusa and the Decipherment",
        description:
          "Clay tablets dug up at Boğazköy in 1906 turned out to be written in the oldest recorded Indo-European language.",
        lesson: {
          title: "How a lost language was read",
          html: p(
            "The Hittites were known to nineteenth-century scholars only as a people mentioned in the Hebrew Bible and in Egyptian records under the name Kheta. In 1906 the German Assyriologist Hugo Winckler and the Ottoman archaeologist Theodor Makridi began excavations at Boğazköy, about 150 km east of Ankara, and found thousands of clay tablets. Some were in Akkadian, the diplomatic language of the Late Bronze Age, and these showed that the site was Hattusa, capital of the land of Hatti. Most, however, were written in cuneiform signs in an unknown language.",
            "Because the script was a form of Mesopotamian cuneiform, the signs could be pronounced; the problem was the language. In 1915 the Czech scholar Bedřich Hrozný published his argument that it was Indo-European. His key sentence was <i>nu ninda-an ezzatteni watar-ma ekutteni</i>. The Sumerian word-sign NINDA, 'bread', told him that the sentence was about food; <i>ezza-</i> resembled German <i>essen</i> and Latin <i>edere</i>, 'eat'; and <i>watar</i> resembled English 'water'. He translated: 'Now you will eat bread, and you will drink water.' The verb endings also matched Indo-European patterns.",
            "Hrozný's conclusion was controversial at first but was soon confirmed, and Hittite became the earliest attested Indo-European language, with texts from the seventeenth century BC. The archive also contained other languages of Anatolia, including Luwian, Palaic and the non-Indo-European Hattic of the earlier inhabitants, from whom the Hittites took the name of their land.",
            "Over 30,000 tablet fragments have now been recovered, mostly from Hattusa, and the corpus is edited in series such as <i>Keilschrifttexte aus Boghazköi</i>. Historians must remember what kind of archive it is: royal, religious and administrative texts, with annals, treaties, laws, oracles and rituals, but little about ordinary people.",
          ),
        },
      },
      {
        title: "The Old Kingdom",
        description:
          "From Hattusili I to Telipinu, the first Hittite kings built a state, raided as far as Babylon and fought among themselves over the throne.",
        lesson: {
          title: "Conquest and succession",
          html: p(
            "The Old Kingdom is the period of the first Hittite kings, from about 1650 to 1500 BC on the conventional middle chronology. Its founder in tradition is Hattusili I, who moved his seat to Hattusa and took its name as his own. His annals, preserved in Hittite and Akkadian versions, describe campaigns across central Anatolia and into northern Syria, where he attacked the kingdom of Yamhad centred on Aleppo.",
            "Hattusili's so-called Testament, a speech to his assembled nobles, shows the weakness that would dog the dynasty. The king disinherits his nephew, whom he had adopted, for disloyalty, and names his grandson Mursili as heir. Mursili I completed the work against Aleppo and then, about 1595 BC, led a long-distance raid down the Euphrates that sacked Babylon and ended the dynasty of Hammurabi. The Hittites did not try to hold Babylon; the raid brought plunder and prestige, not territory.",
            "Mursili was soon murdered by his brother-in-law Hantili, and the following generations saw a series of palace killings and usurpations. Around 1500 BC King Telipinu issued a proclamation, known as the Edict of Telipinu, that reviews this bloody history and lays down a rule of succession: a first-rank son of the king should inherit; if there is none, a second-rank son; and if there is no son, the husband of a first-rank daughter. The edict also tries to restrain the assembly of nobles, the <i>panku</i>, and to end the killing of royal relatives.",
            "The edict is both a source and a piece of propaganda. It presents earlier kings as successful when the nobles were united and ruined when they quarrelled, a pattern that justified Telipinu's own rule. Reading it alongside Hattusili's Testament, students can see how the Hittite kings used history to argue for order, and how fragile royal authority was in the early state.",
          ),
        },
      },
      {
        title: "Kadesh and the Treaty with Egypt",
        description:
          "The most famous chariot battle of antiquity ended in stalemate, and sixteen years later in the earliest peace treaty whose text survives from both sides.",
        lesson: {
          title: "From battle to peace, 1274-1259 BC",
          html: p(
            "By the thirteenth century BC the Hittite Empire controlled much of Anatolia and northern Syria, and its southern frontier met the Egyptian sphere in the Levant. The city of Kadesh on the Orontes, in modern Syria, lay at the point of friction. In 1274 BC Ramesses II marched north with four divisions to take it. The Hittite king Muwatalli II sent two Bedouin spies to tell Ramesses that the Hittite army was far away, then attacked the Egyptian column on the march with a large chariot force, scattering the division of Ra and striking the Egyptian camp.",
            "Egyptian accounts, carved on the walls of temples at Karnak, Luxor, Abydos, Abu Simbel and the Ramesseum, present a heroic victory won by Ramesses almost single-handed. Hittite sources are briefer, but the outcome suggests otherwise: Ramesses withdrew, Kadesh remained in Hittite hands, and the Hittites extended their control southwards to the region of Damascus for a time. Most historians regard the battle as a tactical draw and a strategic success for the Hittites.",
            "Relations changed when a dispute over the Hittite throne drove the deposed king Urhi-Teshub to seek refuge in Egypt, and his uncle Hattusili III needed security on his southern frontier while the Assyrians grew stronger in the east. In 1259 BC Hattusili and Ramesses concluded a treaty of peace and brotherhood. The original was written on silver tablets; the Akkadian version survives on clay tablets from Hattusa, and the Egyptian version is carved at Karnak and the Ramesseum.",
            "The clauses provide for permanent peace, mutual defence against external enemies and rebels, and the return of fugitives, with a guarantee that those returned would not be punished. The treaty was later sealed by the marriage of a Hittite princess to Ramesses. A copy of the clay tablet now hangs at the United Nations headquarters in New York as an early example of international agreement.",
          ),
        },
      },
    ],
  },
  {
    slug: "elder-law-capacity-attorneys-care-fees",
    discipline: "Elder law",
    title: "Elder Law and Practice in England and Wales",
    description:
      "Older clients bring a distinctive set of legal problems, and this module works through those a private client practitioner in England and Wales meets most often: mental capacity under the Mental Capacity Act 2005, lasting powers of attorney, paying for residential care, and will challenges based on undue influence.",
    level: "intermediate",
    duration: "one semester (LLM or professional diploma)",
    plantedGap: "undue influence",
    modules: [
      {
        title: "Mental Capacity",
        description: "The Mental Capacity Act 2005 sets out who decides when a person may lack capacity, and how.",
        lesson: {
          title: "The principles and the test",
          html:
            p(
              "Almost every question in elder law turns on capacity: whether a client can make a will, grant a power of attorney, sell a house or refuse care. In England and Wales the Mental Capacity Act 2005 (MCA) governs decisions by and for people aged 16 and over who may lack capacity, although the common law tests, such as <i>Banks v Goodfellow</i> (1870) for wills, continue to apply to certain transactions. Section 1 of the Act sets out five principles:",
            ) +
            "<ul><li>a person must be assumed to have capacity unless it is established that they lack it;</li><li>a person is not to be treated as unable to make a decision unless all practicable steps to help them have been taken without success;</li><li>a person is not to be treated as unable to make a decision merely because it is unwise;</li><li>an act done or decision made for a person who lacks capacity must be in their best interests;</li><li>before acting, regard must be had to whether the purpose can be achieved in a way less restrictive of the person's rights and freedom.</li></ul>" +
            p(
              "Capacity is decision-specific and time-specific: the question is always whether this person can make this decision now. Under sections 2 and 3, a person lacks capacity if they are unable to make the decision for themselves because of an impairment of, or a disturbance in the functioning of, the mind or brain. Following <i>A Local Authority v JB</i> [2021] UKSC 52, the functional test is applied first: is the person unable to understand the relevant information, to retain it, to use or weigh it as part of the process of deciding, or to communicate the decision? Only then is the causal link with the impairment considered.",
              "For a practitioner the practical consequences are clear. Meet the client alone, at the time of day they are at their best, explain the decision in plain terms, and record what was said. Where capacity is doubtful, obtain a medical opinion, following the 'golden rule' from <i>Kenward v Adams</i> (1975) for wills of elderly or seriously ill clients.",
            ),
        },
      },
      {
        title: "Lasting Powers of Attorney",
        description:
          "Clients are advised here on choosing attorneys, making and registering an LPA, and what happens when no LPA was made.",
        lesson: {
          title: "Making, registering and using an LPA",
          html: p(
            "A lasting power of attorney (LPA) allows a person, the donor, to appoint one or more attorneys to make decisions for them. LPAs replaced enduring powers of attorney from 1 October 2007; existing EPAs remain valid. There are two types. A property and financial affairs LPA covers bank accounts, bills, investments and the sale of property, and, if the donor allows, can be used while the donor still has capacity. A health and welfare LPA covers medical treatment, care and where the donor lives, and can only be used once the donor lacks capacity for the decision in question; it may include authority to refuse life-sustaining treatment if the donor expressly says so.",
            "The LPA must be made while the donor has capacity to make it, on the prescribed form, and must include a certificate from a certificate provider, someone who has known the donor for at least two years or has relevant professional skills, confirming that the donor understands the LPA and is not being pressured into it. It cannot be used until it has been registered with the Office of the Public Guardian (OPG). The donor may appoint attorneys to act jointly (all must agree), jointly and severally (any may act alone), or jointly for some decisions and severally for others, and may name replacement attorneys.",
            "Attorneys must follow the MCA principles and act in the donor's best interests. A financial attorney must keep the donor's money separate from their own and keep accounts; gifts are limited to customary occasions such as birthdays, and must be reasonable in relation to the donor's estate. Larger gifts, for example to reduce inheritance tax, need the approval of the Court of Protection.",
            "If a person loses capacity without having made an LPA, no relative has automatic authority over their finances. An application must be made to the Court of Protection for the appointment of a deputy, a slower and more expensive process under continuing supervision by the OPG. This is the strongest argument for advising every older client to consider LPAs early.",
          ),
        },
      },
      {
        title: "Paying for Residential Care",
        description:
          "Who pays for a care home? We follow the local authority means test under the Care Act 2014 and the limits on planning around it.",
        lesson: {
          title: "The means test and deprivation of assets",
          html:
            p(
              "In England, the rules on charging for care are set by the Care Act 2014 and the Care and Support (Charging and Assessment of Resources) Regulations 2014. A local authority that assesses a person as needing residential care will carry out a financial assessment. Care that is primarily a health need may instead be funded in full by the NHS as NHS Continuing Healthcare, assessed under a separate national framework, and this should always be explored first.",
              "The capital limits that have applied in England since 2010-11 are:",
            ) +
            "<table><tr><th>Capital</th><th>Effect</th></tr><tr><td>Above £23,250</td><td>The person pays the full cost of care (a self-funder).</td></tr><tr><td>£14,250 to £23,250</td><td>Tariff income of £1 a week is assumed for every £250, or part, above £14,250.</td></tr><tr><td>Below £14,250</td><td>Capital is ignored; the person contributes from income.</td></tr></table>" +
            p(
              "The home is normally counted as capital once the person moves permanently into care, but it is disregarded while a spouse or partner, a relative aged 60 or over, or a relative who is incapacitated lives there, and for the first twelve weeks of a permanent stay. A deferred payment agreement lets the person delay selling the home, with the local authority taking a legal charge over it. From income, the person keeps a personal expenses allowance, £30.65 a week in England in 2024-25.",
              "Clients often ask whether they can give the house to their children to avoid care fees. If a person disposes of an asset and a significant motive was to avoid care charges at a time when the need for care was foreseeable, the local authority may treat them as still owning it, known as notional capital. Under section 70 of the Care Act it can also recover charges from the person who received the asset. There is no fixed time limit on looking back. Practitioners must explain these rules, record the client's reasons, and refuse to act in a transfer whose purpose is plainly to defeat the charging rules.",
            ),
        },
      },
    ],
  },
];
