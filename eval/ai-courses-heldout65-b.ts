/** Sixty-fifth held-out evaluation courses, intermediate level (C to L); see ai-courses-heldout65.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT65_B: EvalCourse[] = [
  {
    slug: "theory-and-practice-of-careers-guidance",
    discipline: "Careers guidance",
    title: "Theory and Practice of Careers Guidance",
    description:
      "Designed for trainee careers advisers and for teachers moving into careers leadership, the course links career development theory to the one-to-one guidance interview. Topics: matching and developmental theories, career construction and planned happenstance, structured interview models, labour market information, and impartiality.",
    level: "intermediate",
    duration: "ten weeks (one three-hour seminar a week, with observed practice)",
    plantedGap: "impartiality",
    modules: [
      {
        title: "Matching, development and construction: three generations of theory",
        description:
          "How trait-and-factor, developmental and constructivist theories each explain career choice, and what each implies for practice.",
        lesson: {
          title: "From Holland to Savickas",
          html: p(
            "Career guidance began with matching. Frank Parsons, whose Choosing a Vocation appeared in 1909, proposed that a wise choice needs three things: a clear understanding of oneself, knowledge of the requirements and conditions of different kinds of work, and true reasoning about the relation between the two. John Holland turned this trait-and-factor tradition into the most widely used theory in the field. He described six personality types and six matching work environments, Realistic, Investigative, Artistic, Social, Enterprising and Conventional (RIASEC), arranged on a hexagon on which adjacent types resemble each other and opposite types differ most. A person is summarised by a three-letter code, and satisfaction and stability are predicted by congruence between that code and the code of the occupation. Holland's Self-Directed Search and many online interest inventories operationalise the model.",
            "Donald Super objected that choice is not a single event but a process running through life. His life-span, life-space theory described stages of growth, exploration, establishment, maintenance and disengagement, and his life-career rainbow showed how roles such as student, worker, citizen, homemaker and leisurite overlap at different ages. Super also argued that people implement a self-concept through their work, so guidance should help clients clarify who they are becoming, not only what they are like now.",
            "Mark Savickas developed this into career construction theory, in which people author their careers through the stories they tell about themselves. His career construction interview asks, for example, about role models in childhood, favourite magazines or programmes and a favourite saying, and reads the answers for life themes. Career adaptability is described through four resources: concern about the future, control over it, curiosity about possible selves, and confidence to pursue them.",
            "John Krumboltz's happenstance learning theory adds a corrective: unplanned events shape most careers, so clients should be helped to generate and exploit chance through curiosity, persistence, flexibility, optimism and willingness to take risks. In practice, experienced advisers draw on all of these, using a matching tool with a client who needs options, a narrative approach with one who is stuck, and planned happenstance with one paralysed by the search for a perfect decision.",
          ),
        },
      },
      {
        title: "Structuring the guidance interview",
        description:
          "Contracting, the three stages of Egan's skilled helper model, and the core communication skills used in each.",
        lesson: {
          title: "The skilled helper in a forty-five minute interview",
          html:
            p(
              "A guidance interview needs a structure, both so that the client leaves with something useful and so that the adviser can reflect on what happened. Gerard Egan's skilled helper model is the framework most widely taught in British careers training. It has three stages, each answering one question from the client's point of view.",
            ) +
            "<ol><li>Current picture: what is going on for me? The adviser helps the client tell their story, identify the issues that matter most and see blind spots.</li><li>Preferred picture: what do I want instead? The client imagines possibilities, chooses among them and commits to goals that are realistic and their own.</li><li>Way forward: how will I get there? The client identifies strategies, chooses those that fit their resources and circumstances, and turns them into a plan.</li></ol>" +
            p(
              "Before any of this comes contracting. In the first minutes the adviser explains who they are, how long the interview will last, what can and cannot be offered, how notes will be kept and the limits of confidentiality, in particular that a disclosure suggesting risk of harm will be passed on under safeguarding procedures. The adviser then agrees an agenda with the client, which might be as simple as: you would like to decide between an apprenticeship and university, and leave with next steps for both.",
              "The skills are familiar from counselling but are used with a guidance purpose. Active listening and open questions help the client explore; paraphrasing and summarising check understanding and let the client hear their own thinking; reflecting feelings acknowledges anxiety that may be blocking a decision. Challenge is used sparingly and respectfully, for example by pointing out a discrepancy between a stated goal and what the client has done so far. Information is offered when the client is ready to use it, not delivered as a lecture at the start.",
              "The interview closes with a summary and an action plan in the client's words, each action specific, owned by a named person and dated. A brief written summary sent afterwards reinforces the plan. For reflection, advisers can map a recorded interview against the three stages: novice interviews often spend too long in the first stage and rush the last, so that clients leave understood but without a way forward.",
            ),
        },
      },
      {
        title: "Using labour market information",
        description:
          "Finding, judging and presenting labour market information so that it helps a client decide rather than overwhelming them.",
        lesson: {
          title: "Reading the labour market with a client",
          html: p(
            "Labour market information, or LMI, is any information about the world of work that helps a person decide: pay, employment levels, openings, entry routes, skills in demand and how these vary by place. It matters in guidance because clients' mental maps of the labour market are usually based on family, media and school, and are often out of date.",
            "In the United Kingdom the main official sources each answer a different question. The Labour Force Survey, a continuous household survey run by the Office for National Statistics, gives employment and unemployment by occupation and region, although falling response rates since 2020 have made some of its estimates less reliable. The Annual Survey of Hours and Earnings, based on a one per cent sample of employee jobs drawn from PAYE records each April, is the standard source on pay; it reports medians as well as means, and the median is usually the better guide because earnings are skewed by a minority of very high earners. Employment projections such as the Working Futures series estimate future demand by occupation, and job advertisement data collected by commercial firms show what employers are currently asking for.",
            "Projections carry an important lesson that clients rarely expect. Total openings in an occupation come from expansion demand, the net growth in jobs, and replacement demand, the jobs vacated by people who retire, move or change careers. Replacement demand is usually much larger. An occupation that is shrinking overall may still recruit many new entrants each year, so a declining headline figure should not by itself rule an option out.",
            "Good practice is to judge every source before using it: who produced it, when, for which area, from how large a sample and with what definitions. Occupations are classified using the Standard Occupational Classification, so data for a broad group may hide very different pictures within it.",
            "With the client, LMI works best when it answers a question the client has already asked. A sixth-former considering radiography might look together with the adviser at median pay for the occupation, the number of training places and the regions with most vacancies, then agree to speak to a radiographer on a hospital open day. The adviser's job is to help the client interpret and test information, not to hand over a printout.",
          ),
        },
      },
    ],
  },
  {
    slug: "animal-behaviour-the-ethological-approach",
    discipline: "Ethology",
    title: "Animal Behaviour: The Ethological Approach",
    description:
      "How do ethologists decide what a behaviour is for, and how do they measure it without fooling themselves? The course works through Tinbergen's four questions, fixed action patterns and sign stimuli, imprinting, and the sampling and recording methods used in field and laboratory studies.",
    level: "intermediate",
    duration: "one semester (two lectures and one practical a week for eleven weeks)",
    plantedGap: "imprinting",
    modules: [
      {
        title: "Tinbergen's four questions",
        description:
          "Distinguishing explanations of behaviour by mechanism, development, function and evolutionary history.",
        lesson: {
          title: "Four ways to explain a behaviour",
          html:
            p(
              "In 1963 Niko Tinbergen published a short paper, On aims and methods of ethology, that still organises the field. He argued that a complete understanding of any behaviour requires answers to four distinct questions, and that much confusion in biology comes from treating an answer to one as an answer to another.",
            ) +
            "<ul><li>Causation (mechanism): what internal and external factors cause the behaviour now, such as hormones, neural circuits and releasing stimuli?</li><li>Ontogeny (development): how does the behaviour arise during the individual's life, and what roles do genes, experience and learning play?</li><li>Function (survival value): how does the behaviour contribute to survival and reproduction?</li><li>Evolution (phylogeny): how did the behaviour arise in the ancestors of the species, and how does it compare with related species?</li></ul>" +
            p(
              "The first two are often called proximate questions and the last two ultimate questions. Birdsong is a standard example. A male zebra finch sings because of testosterone acting on song-control nuclei in the brain (causation); he learns his song from an adult male tutor during a sensitive period as a juvenile (ontogeny); song attracts and stimulates females, so singing increases mating success (function); and learned song has evolved independently in songbirds, parrots and hummingbirds (evolution).",
              "Tinbergen's own work shows how function can be tested experimentally. Black-headed gulls remove eggshell fragments from the nest soon after chicks hatch, which is puzzling because it takes the parent away from vulnerable chicks. Tinbergen and colleagues placed intact eggs in the open, some with a broken shell a few centimetres away and some without, and found that eggs near a shell were taken by crows and herring gulls far more often, because the white inner surface of the shell catches predators' eyes. The further the shell from the egg, the lower the predation, which also explains why parents carry shells away rather than dropping them beside the nest. Delaying removal for an hour or two has its own benefit, since neighbouring gulls take wet, newly hatched chicks.",
              "A good answer to one question never replaces the others. Showing that shell removal reduces predation says nothing about what stimulus triggers it or how it develops, and each question needs its own evidence.",
            ),
        },
      },
      {
        title: "Fixed action patterns and sign stimuli",
        description:
          "The classical ethological account of stereotyped behaviour, the experiments that supported it, and how it has been revised.",
        lesson: {
          title: "Releasers, models and supernormal stimuli",
          html: p(
            "Classical ethology, developed by Konrad Lorenz and Niko Tinbergen in the 1930s to 1950s, described much animal behaviour in terms of fixed action patterns: stereotyped sequences of movement, characteristic of a species, that once started run to completion. The best-known example is egg retrieval in the greylag goose. A goose that sees an egg outside its nest stretches its neck, places the underside of its bill beyond the egg and rolls it back towards the nest. Lorenz and Tinbergen showed in 1938 that if the egg is removed after the movement begins, the goose completes the rolling motion with nothing under its bill. The sideways corrective movements that keep a real egg on course, by contrast, depend on continued feedback and stop when the egg is taken away.",
            "The stimulus that triggers such a pattern is a sign stimulus, or releaser when it comes from another member of the species, and it is usually a simple feature rather than the whole object. Male three-spined sticklebacks in breeding condition attack crude models with a red underside more than accurate models of a stickleback that lack red. Herring gull chicks peck at the red spot on the lower mandible of the parent's bill, which stimulates the parent to regurgitate food. In tests with cardboard models, Tinbergen and Perdeck found that the contrast of the spot and the shape of the bill mattered more than the colour of the head; a thin red rod with white bands elicited more pecking than a realistic model.",
            "Such stimuli that elicit a stronger response than the natural one are called supernormal stimuli. Oystercatchers will attempt to incubate an egg several times larger than their own in preference to it, and cuckoo chicks exploit host parents with an enlarged gape that triggers intense feeding.",
            "Later work revised the idea of fixity. Careful measurement showed that most of these patterns vary in form and timing between individuals and occasions, and are modified by experience, so George Barlow proposed the term modal action pattern. The underlying insight has survived: nervous systems often respond to a few key features, and experiments with models remain a powerful way of discovering which features matter.",
          ),
        },
      },
      {
        title: "Measuring behaviour: sampling and recording rules",
        description: "Building an ethogram, choosing sampling and recording rules, and checking that observers agree.",
        lesson: {
          title: "Sampling rules, recording rules and reliability",
          html: p(
            "Quantitative behavioural research starts with an ethogram, a list of behaviour categories with operational definitions precise enough that two observers would score the same act the same way. Categories should be mutually exclusive where possible, and each classified either as an event, an instantaneous occurrence whose frequency is counted, or as a state, a behaviour of appreciable duration such as resting or foraging, measured by duration or proportion of time.",
            "Jeanne Altmann's 1974 review set out the main sampling rules, which decide whom to watch and when. In focal sampling one individual is watched for a set period and all its behaviour recorded; it gives the richest data but can only follow one animal at a time. In scan sampling the observer records the behaviour of every visible member of a group at regular intervals, which gives group activity budgets but favours conspicuous behaviour. Behaviour sampling watches the whole group for a particular behaviour, useful for rare events such as fights. Ad libitum sampling, noting whatever seems interesting, is valuable for exploration but biased for measurement.",
            "Recording rules decide how behaviour is recorded. Continuous recording captures true frequencies and durations. Time sampling records only at sample points: instantaneous sampling records what the animal is doing at each point, and estimates the proportion of time in a state well if the interval is short relative to bouts; one-zero sampling records whether the behaviour occurred at all in the preceding interval, and systematically overestimates duration, so it should be avoided where durations matter.",
            "Reliability must be demonstrated, not assumed. Two observers score the same sessions independently and their agreement is calculated. Percentage agreement is inflated when one category is very common, so Cohen's kappa is preferred: kappa equals the observed agreement minus the agreement expected by chance, divided by one minus the chance agreement. If observers agree on 85 per cent of samples and chance agreement, calculated from how often each observer used each category, is 50 per cent, kappa is (0.85 − 0.50) / (1 − 0.50) = 0.70, usually regarded as substantial agreement.",
            "Finally, observers affect animals. Habituation periods before data collection, consistent observer positions and, where possible, video recording all reduce that effect.",
          ),
        },
      },
    ],
  },
  {
    slug: "heat-transfer-for-engineers",
    discipline: "Heat transfer",
    title: "Heat Transfer for Engineers",
    description:
      "Conduction, convection and radiation: this second-year engineering course develops each mode from its governing law to worked design calculations, using thermal resistance networks, dimensionless correlations for forced flow in pipes, radiation between grey surfaces and the sizing of heat exchangers.",
    level: "intermediate",
    duration: "twelve weeks (two lectures and one tutorial a week)",
    plantedGap: "heat exchangers",
    modules: [
      {
        title: "Conduction and thermal resistance",
        description:
          "Fourier's law and the thermal resistance network applied to composite walls with convective boundaries.",
        lesson: {
          title: "Heat loss through a composite wall",
          html:
            p(
              "Conduction is governed by Fourier's law: the heat flux is proportional to the temperature gradient, q = −k dT/dx, where k is the thermal conductivity in watts per metre kelvin and the minus sign shows heat flowing from hot to cold. Conductivities span several orders of magnitude: copper about 400 W/m K, steel about 50, brick about 0.7, mineral wool insulation about 0.04 and still air about 0.026.",
              "For steady one-dimensional conduction through a plane wall of thickness L and area A, integrating Fourier's law gives a heat rate Q = kA(T1 − T2)/L. This has the same form as Ohm's law, with temperature difference in place of voltage and Q in place of current, so the wall has a thermal resistance R = L/(kA). Convection at a surface, described by Newton's law of cooling Q = hA(Ts − T∞), has a resistance 1/(hA). Resistances in series add, so a composite wall is analysed as a chain of resistors.",
              "Consider one square metre of wall made of 200 mm of brick (k = 0.72 W/m K) and 50 mm of mineral wool (k = 0.04 W/m K), with an inside air temperature of 20 °C, outside air at −2 °C, an inside surface coefficient of 8 W/m² K and an outside coefficient of 25 W/m² K. The resistances per square metre are:",
            ) +
            "<table><thead><tr><th>Layer</th><th>Expression</th><th>R (m² K/W)</th></tr></thead><tbody><tr><td>Inside surface</td><td>1/8</td><td>0.125</td></tr><tr><td>Brick</td><td>0.2/0.72</td><td>0.278</td></tr><tr><td>Mineral wool</td><td>0.05/0.04</td><td>1.250</td></tr><tr><td>Outside surface</td><td>1/25</td><td>0.040</td></tr><tr><td>Total</td><td></td><td>1.693</td></tr></tbody></table>" +
            p(
              "The heat flux is 22/1.693 = 13.0 W/m², and the overall heat transfer coefficient, the U-value, is 1/1.693 = 0.59 W/m² K. Temperatures at each interface follow from the same current: the inside surface is at 20 − 13.0 × 0.125 = 18.4 °C, and the interface between brick and insulation depends on which side the insulation is placed.",
              "The table also shows where design effort pays. The insulation supplies nearly three-quarters of the resistance, while doubling the outside coefficient in a gale changes the total by barely one per cent. In a series network the largest resistance controls the heat flow, and improving anything else is wasted effort.",
            ),
        },
      },
      {
        title: "Forced convection: using correlations",
        description:
          "Dimensionless groups, laminar and turbulent pipe flow, and calculating a convection coefficient from an empirical correlation.",
        lesson: {
          title: "Finding h for flow in a tube",
          html: p(
            "Newton's law of cooling hides the physics inside the convection coefficient h, which depends on the fluid, its velocity, the geometry and whether the flow is laminar or turbulent. Because h cannot usually be derived from first principles for practical flows, engineers use correlations between dimensionless groups fitted to experiments.",
            "Three groups matter for forced convection. The Reynolds number, Re = ρVD/μ, compares inertial and viscous forces and decides the flow regime; in a circular pipe the flow is laminar below about 2,300 and fully turbulent above about 10,000. The Prandtl number, Pr = ν/α, is a fluid property comparing the diffusion of momentum and heat: about 0.7 for air, between about 2 and 7 for water depending on temperature, and hundreds for oils. The Nusselt number, Nu = hD/k, is the dimensionless convection coefficient, the ratio of convective to purely conductive heat transfer across the fluid layer.",
            "For fully developed laminar flow in a circular tube, theory gives constant Nusselt numbers: 3.66 with a uniform wall temperature and 4.36 with a uniform wall heat flux. For turbulent flow, the Dittus–Boelter correlation is widely used: Nu = 0.023 Re^0.8 Pr^n, with n = 0.4 when the fluid is being heated and 0.3 when it is being cooled. It applies for Re above 10,000, Prandtl numbers between about 0.6 and 160 and tubes longer than about ten diameters, and its errors can reach 25 per cent; the Gnielinski correlation is more accurate and extends into the transition range.",
            "Worked example: water at a mean temperature of 40 °C flows at 1 m/s through a tube of 25 mm internal diameter and is being heated. Take ν = 0.658 × 10⁻⁶ m²/s, k = 0.63 W/m K and Pr = 4.3. Then Re = 1 × 0.025 / 0.658 × 10⁻⁶ ≈ 38,000, so the flow is turbulent. Re^0.8 ≈ 4,610 and Pr^0.4 ≈ 1.79, so Nu = 0.023 × 4,610 × 1.79 ≈ 190. Finally h = Nu k / D = 190 × 0.63 / 0.025 ≈ 4,800 W/m² K.",
            "Compared with the 8 W/m² K used for room air, flowing water is hundreds of times more effective. Note also that h scales with V^0.8, so doubling the velocity raises h by about 74 per cent while the pumping power, which rises roughly with the cube of velocity in turbulent flow, increases far more.",
          ),
        },
      },
      {
        title: "Radiation between surfaces",
        description:
          "Black and grey body emission, radiation from a surface to large surroundings, and view factors between surfaces.",
        lesson: {
          title: "Radiation from hot surfaces",
          html: p(
            "Unlike conduction and convection, thermal radiation needs no medium; it is electromagnetic energy emitted by all matter above absolute zero, mainly at infrared wavelengths at engineering temperatures. A black body, the ideal emitter and absorber, emits a flux given by the Stefan–Boltzmann law, E = σT⁴, where σ = 5.67 × 10⁻⁸ W/m² K⁴ and T must be in kelvin. Real surfaces emit a fraction ε of this, the emissivity, which ranges from about 0.02 to 0.05 for polished aluminium or silver to above 0.9 for most paints, brick, water and human skin. A grey surface is one whose emissivity does not vary with wavelength; by Kirchhoff's law its absorptivity then equals its emissivity.",
            "A common case is a small surface inside large surroundings, such as a pipe in a plant room. The net radiative flux is q = εσ(Ts⁴ − Tsur⁴). Take a painted steam pipe with ε = 0.8 and a surface temperature of 150 °C (423 K) in surroundings at 20 °C (293 K). Then Ts⁴ = 3.20 × 10¹⁰ and Tsur⁴ = 0.737 × 10¹⁰ K⁴, so q = 0.8 × 5.67 × 10⁻⁸ × 2.46 × 10¹⁰ ≈ 1,120 W/m².",
            "It is often convenient to express this as a radiation heat transfer coefficient, hr = εσ(Ts + Tsur)(Ts² + Tsur²), which here is about 8.6 W/m² K. Because free convection from such a pipe gives a coefficient of similar size, radiation is typically around half of the total heat loss, a point often forgotten when only convection is calculated. Wrapping the pipe in polished aluminium cladding with ε ≈ 0.1 would cut the radiative part by a factor of eight.",
            "When neither surface is large, geometry enters through the view factor F12, the fraction of radiation leaving surface 1 that strikes surface 2 directly. Two rules let unknown factors be found from known ones: reciprocity, A1F12 = A2F21, and summation, in which the view factors from any surface of an enclosure to all surfaces add to one. For two large parallel grey plates, which see only each other, the net flux is q = σ(T1⁴ − T2⁴) / (1/ε1 + 1/ε2 − 1). This formula explains radiation shields: inserting a thin low-emissivity sheet between the plates adds resistances in series and can reduce the flux many times over, the principle behind multilayer insulation on spacecraft.",
          ),
        },
      },
    ],
  },
  {
    slug: "cities-of-the-indus-the-harappan-civilisation",
    discipline: "Indus civilisation history",
    title: "Cities of the Indus: The Harappan Civilisation",
    description:
      "This course examines the Bronze Age civilisation of the Indus valley through its excavated cities, its long-distance trade with the Gulf and Mesopotamia, its undeciphered script, and the debate over deurbanisation, drawing on excavation reports and cuneiform texts.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "deurbanisation",
    modules: [
      {
        title: "Planned cities? Mohenjo-daro and Harappa",
        description:
          "What excavation has revealed about the layout, building and water management of the largest Indus cities, and how far they were planned.",
        lesson: {
          title: "Streets, bricks and drains",
          html: p(
            "The Indus or Harappan civilisation was recognised in the 1920s, when excavations at Harappa in Punjab under Daya Ram Sahni and at Mohenjo-daro in Sindh under R. D. Banerji revealed cities older than anything then known in South Asia. John Marshall, Director-General of the Archaeological Survey of India, announced the discovery in 1924. In its mature phase, in the second half of the third millennium BCE, the civilisation covered a larger area than Egypt and Mesopotamia combined, with major cities at Mohenjo-daro, Harappa, Dholavira in Gujarat, Rakhigarhi in Haryana and Ganweriwala in Cholistan.",
            "Mohenjo-daro, covering perhaps 200 to 250 hectares, is the best understood. It has a higher western mound, often called the citadel, built on a massive mud-brick platform, and a larger lower town to the east. The main streets of the lower town run roughly north–south and east–west, dividing it into large blocks, while narrower lanes lead to house entrances. Houses were built around courtyards, many with a bathing platform and a latrine connected by chutes to covered brick drains running along the streets, with inspection holes for clearing. Michael Jansen estimated that the city had around 700 wells, an extraordinary investment in water supply.",
            "Building materials were remarkably standardised. Fired and mud bricks across the Indus world follow proportions of about 1 : 2 : 4, for example 7 × 14 × 28 centimetres, whatever their absolute size.",
            "On the western mound stands the Great Bath, a rectangular tank about 12 by 7 metres and some 2.4 metres deep, entered by steps at each end. Its floor and walls were made watertight with carefully fitted bricks set in gypsum mortar, backed by a layer of bitumen. Its purpose is unknown, but most interpretations link it to ritual bathing.",
            "How far this adds up to planning is debated. Excavators in the mid-twentieth century, notably Mortimer Wheeler, saw a centralised state imposing a grid. More recent work by Jonathan Mark Kenoyer, Richard Meadow and the Harappa Archaeological Research Project since 1986 has shown that Harappa grew as several walled mounds, each with its own gateways, and that shared standards may reflect common conventions among powerful groups rather than a single ruler. No palace or royal tomb has been identified in any Indus city.",
          ),
        },
      },
      {
        title: "Meluhha and the Gulf trade",
        description:
          "Evidence for Indus contacts with Mesopotamia, the Gulf and Central Asia, from texts, beads, seals and weights.",
        lesson: {
          title: "Reading trade in objects and texts",
          html: p(
            "Mesopotamian cuneiform texts of the later third millennium mention three distant lands reached by sea: Dilmun, identified with Bahrain and the nearby coast; Magan, in Oman; and Meluhha, which most scholars identify with the Indus region. Sargon of Akkad, around 2300 BCE, boasted that ships from Meluhha, Magan and Dilmun moored at the quay of his capital. Texts list goods from Meluhha including carnelian, ivory, fine woods, gold and a bird perhaps to be identified as a peacock, and an Akkadian cylinder seal belonged to Shu-ilishu, described as an interpreter of the Meluhhan language, implying that Meluhhans were present in Mesopotamia in numbers.",
            "Objects support the texts. Etched carnelian beads, made by painting designs in an alkaline paste and heating the bead so that white lines are fixed into the stone, were produced by Indus craftsmen and have been found in Mesopotamian contexts including the Royal Cemetery of Ur. Long barrel-shaped carnelian beads, which required days of drilling with specialised stone drills, are another Indus product found abroad. Indus-style square stamp seals and round seals of a Gulf type occur in Mesopotamia and on Bahrain and Failaka, and a few Mesopotamian objects have been found in Indus cities.",
            "Trade also ran overland. Shortughai, on the Amu Darya in northern Afghanistan, was an Indus settlement far beyond the main distribution, probably placed to obtain lapis lazuli from the Badakhshan mines.",
            "Within the Indus world, exchange was regulated by a standard system of weights, usually cubes of banded chert. The smaller weights double in a binary series, 1, 2, 4, 8, 16, 32 and 64, after which the larger ones follow decimal multiples such as 160, 200, 320 and 640. The weight of ratio 16, about 13.7 grams, is the most common.",
            "Some evidence is contested. At Lothal in Gujarat, S. R. Rao excavated a large brick-lined basin more than 200 metres long and about 37 metres wide, which he interpreted as a dockyard connected to the river by a channel. Critics have argued that it was a reservoir or tank for water storage. Students should judge the arguments from the excavation reports: the levels of the inlet, the absence or presence of marine deposits and the comparison with other tanks, such as those at Dholavira.",
          ),
        },
      },
      {
        title: "Can the Indus script be read?",
        description:
          "The corpus, structure and direction of the Indus script, and the arguments over whether it encodes language.",
        lesson: {
          title: "The corpus and the decipherment debate",
          html: p(
            "More than 4,000 inscribed objects are known, most of them square stamp seals carved in steatite and fired to harden them, together with sealings, tablets, pottery graffiti and a few metal objects. Seals usually combine a short line of signs with an animal motif; the so-called unicorn, a bovine shown in profile with a single horn, is by far the commonest, often shown before an object that has been interpreted as a cult stand or a manger.",
            "Catalogues of the signs differ in how they treat variants, but Iravatham Mahadevan's concordance of 1977 listed 417 distinct signs, and most estimates fall between about 400 and 450. That number is too large for an alphabet or a syllabary alone and too small for a purely logographic script, which has led many scholars to propose a logo-syllabic system, comparable in type to Sumerian cuneiform or Egyptian hieroglyphs. Inscriptions are very short, averaging about five signs, and very few exceed twenty. The direction of writing was usually right to left: signs are cramped at the left end of many inscriptions where the writer ran out of room, and in pottery graffiti the later strokes overlap the earlier ones in that direction.",
            "No bilingual text exists, and the underlying language is unknown. The most developed proposals, such as those of Asko Parpola, assume an early form of Dravidian and read certain signs through the rebus principle; others have argued for Indo-Aryan, Munda or a lost language.",
            "In 2004 Steve Farmer, Richard Sproat and Michael Witzel argued that the symbols did not encode language at all, citing the brevity of inscriptions, the high proportion of signs that occur only once and the absence of long texts. In 2009 Rajesh Rao and colleagues replied in Science that the conditional entropy of sign sequences fell between that of non-linguistic systems and that of known scripts, in the range of natural languages. Sproat answered that non-linguistic symbol systems can produce similar statistics. The debate shows the limits of statistical evidence, and it is one reason why the discovery of a long text or a bilingual inscription remains the hope of the field.",
          ),
        },
      },
    ],
  },
  {
    slug: "commercial-leases-landlord-and-tenant-law",
    discipline: "Landlord and tenant law",
    title: "Commercial Leases: Landlord and Tenant Law",
    description:
      "Students learn to advise on business tenancies in England and Wales: how security of tenure under Part II of the Landlord and Tenant Act 1954 works and can be excluded, how repairing covenants and dilapidations claims are valued, how rent review clauses operate, and when a landlord may forfeit a lease.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "rent review",
    modules: [
      {
        title: "Security of tenure under the 1954 Act",
        description:
          "Which tenancies are protected, how they are ended by notice or request, the landlord's grounds of opposition, and contracting out.",
        lesson: {
          title: "Continuation, termination and opposition",
          html: p(
            "Part II of the Landlord and Tenant Act 1954 protects tenants who occupy premises for the purposes of a business. Section 24 continues a protected tenancy on the same terms after the contractual term expires, until it is ended in a way the Act allows. Tenancies for a term certain of six months or less are generally excluded.",
            "A landlord ends a protected tenancy by serving a notice under section 25 giving a termination date not less than six nor more than twelve months ahead and stating whether, and on which grounds, it opposes a new tenancy. A tenant with a fixed term of more than one year may instead serve a section 26 request for a new tenancy, with the same six-to-twelve-month window; a landlord who wishes to oppose must serve a counter-notice within two months. An application to court must then be made before the date specified, unless the parties agree in writing to extend it under section 29B, or the right to a new tenancy is lost.",
            "The grounds of opposition in section 30(1) fall into three groups. Grounds (a) to (c) concern the tenant's default: failure to repair, persistent delay in paying rent and other substantial breaches. Grounds (d) and (e) concern alternative accommodation and uneconomic subletting of part. Grounds (f), an intention to demolish or reconstruct, and (g), an intention to occupy for the landlord's own business, are the most litigated; a landlord that bought its interest within the five years before the end of the tenancy generally cannot rely on ground (g). Under S Franses Ltd v Cavendish Hotel (London) Ltd [2018] UKSC 62, the ground (f) intention must not be conditional on the tenant's claim: would the landlord do the works if the tenant left voluntarily?",
            "Where a new tenancy is refused on grounds (e), (f) or (g), the tenant is entitled to compensation under section 37, normally the rateable value of the holding, doubled if the business has been carried on there for fourteen years.",
            "Parties may contract out of sections 24 to 28. The landlord serves a warning notice in the statutory form before the tenant is bound; the tenant then signs a simple declaration if the notice was served at least fourteen days earlier, or a statutory declaration if it was not, and the lease must refer to the notice and the declaration.",
          ),
        },
      },
      {
        title: "Repair and dilapidations",
        description:
          "Construing repairing covenants, the statutory limits on damages, and the conduct of dilapidations claims at the end of a lease.",
        lesson: {
          title: "Covenants, the statutory cap and the protocol",
          html: p(
            "Most commercial leases put the burden of repair on the tenant, often through a full repairing covenant, and the scope of that covenant is the first question in any dispute. Repair means making good damage or deterioration so that the premises are again in the condition required; it does not oblige the tenant to give the landlord something wholly different from what was let. Following Proudfoot v Hart (1890), the standard is that which, having regard to the age, character and locality of the premises, would make them reasonably fit for the occupation of a reasonably minded tenant of the class likely to take them.",
            "Damages for breach of a repairing covenant are capped by section 18(1) of the Landlord and Tenant Act 1927. Under the first limb, damages may not exceed the amount by which the value of the landlord's reversion is diminished by the breach. Under the second limb, no damages are recoverable for failure to put or leave the premises in repair at the end of the term if the premises are to be demolished or altered so that the repairs would be valueless. Where a landlord intends to redevelop, or the market would not pay more for the repaired building, the recoverable sum may be far below the cost of the works.",
            "During the term, the Leasehold Property (Repairs) Act 1938 restricts claims under leases of seven years or more with at least three years unexpired: the landlord's notice must tell the tenant of its right to serve a counter-notice within twenty-eight days, after which the landlord needs the court's permission to proceed. Landlords often avoid this by relying on a Jervis v Harris clause, which allows the landlord to enter, carry out the repairs and recover the cost as a debt rather than as damages, so that neither the 1938 Act nor section 18 applies.",
            "Terminal claims follow the Pre-Action Protocol for Claims for Damages in relation to the Physical State of Commercial Property at Termination of a Tenancy. The landlord serves a schedule of dilapidations, usually within fifty-six days after the end of the term, setting out breaches, remedial works and costings. The tenant responds within fifty-six days. The protocol expects a diminution valuation to be obtained where it is likely to be lower than the cost of works, and costs sanctions can follow from ignoring it.",
          ),
        },
      },
      {
        title: "Forfeiture and relief",
        description:
          "The landlord's right of re-entry, how it is lost by waiver, the section 146 procedure and the court's power to grant relief.",
        lesson: {
          title: "Ending a lease for breach",
          html: p(
            "Forfeiture allows a landlord to bring a lease to an end before its term expires because of the tenant's breach. It is available only if the lease contains a right of re-entry, as almost every commercial lease does, and it is exercised either by issuing proceedings for possession or by peaceable re-entry. Peaceable re-entry is lawful for commercial premises that nobody lives in, usually by changing the locks outside trading hours, but section 2 of the Protection from Eviction Act 1977 makes it unlawful to re-enter other than by court proceedings while anyone is lawfully residing in the premises, and under the Criminal Law Act 1977 it is an offence to use or threaten violence to secure entry against someone present who opposes it.",
            "The right to forfeit is lost by waiver. If the landlord, knowing of the breach, does an unequivocal act recognising the lease as continuing, most obviously demanding or accepting rent that fell due after the breach, the right to forfeit for that breach is waived. A demand issued routinely by managing agents is enough. Waiver works differently for once-and-for-all breaches, such as an unlawful assignment, and continuing breaches, such as failure to repair or a prohibited use, where a fresh right arises each day the breach continues.",
            "For breaches other than non-payment of rent, the landlord must first serve a notice under section 146 of the Law of Property Act 1925, specifying the breach, requiring it to be remedied if it is capable of remedy, and requiring compensation if the landlord wants it. The tenant must be given a reasonable time to comply before the landlord acts. For non-payment of rent no section 146 notice is needed, but the landlord must make a formal demand unless, as is usual, the lease dispenses with it.",
            "Courts have wide powers to grant relief. For rent, relief is ordinarily granted if the tenant pays the arrears and the landlord's costs, under the Common Law Procedure Act 1852 in the High Court or section 138 of the County Courts Act 1984 in the county court. For other breaches, section 146(2) gives discretionary relief on terms, considering the conduct of the parties, the seriousness of the breach and the disproportion between the value of the lease lost and the harm to the landlord. Mortgagees and subtenants may apply for relief under section 146(4).",
          ),
        },
      },
    ],
  },
];
