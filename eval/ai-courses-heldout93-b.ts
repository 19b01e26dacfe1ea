/** Ninety-third held-out evaluation courses, intermediate level (A to F); see ai-courses-heldout93.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT93_B: EvalCourse[] = [
  {
    slug: "dental-technology-from-working-model-to-finished-crown",
    discipline: "Dental technology",
    title: "Dental Technology: From Working Model to Finished Crown",
    description:
      "Taking a case from impression to finished restoration, second-year students build the materials knowledge and bench skills behind fixed restorations: pouring and sectioning accurate working models, waxing and casting alloy substructures, layering and firing porcelain over metal, and designing and milling zirconia. A closing unit introduces implant abutments.",
    level: "intermediate",
    duration: "one term (twelve weeks, two six-hour laboratory days a week)",
    plantedGap: "implant abutments",
    modules: [
      {
        title: "Gypsum Products and Working Models",
        description:
          "Choosing and handling gypsum materials, and preparing sectioned dies that reproduce the tooth preparation accurately.",
        lesson: {
          title: "Accurate models start with the right stone",
          html: p(
            "Any error in the model is carried into the finished crown. Gypsum products are classified in ISO 6873 into five types: Type 1 impression plaster, Type 2 model plaster, Type 3 dental stone, Type 4 high-strength, low-expansion die stone, and Type 5 high-strength, high-expansion die stone. All are calcium sulphate hemihydrate, which reacts with water to form calcium sulphate dihydrate: (CaSO₄)₂·H₂O + 3H₂O → 2CaSO₄·2H₂O.",
            "Plaster is β-hemihydrate, produced by heating gypsum in an open kettle. Its irregular, porous particles need a high water/powder ratio, around 0.45–0.50 ml/g, and the surplus water leaves voids that weaken it. Stones are α-hemihydrate, made by heating under steam pressure; their dense, regular crystals need less water, roughly 0.28–0.30 ml/g for Type 3 and 0.22–0.24 ml/g for Type 4. The ISO minimum compressive strength rises from 9 MPa for Type 2 to 35 MPa for Types 4 and 5. Setting expansion is capped at 0.15% for Type 4, while Type 5 may expand up to 0.30%, which helps compensate for the greater casting shrinkage of base-metal alloys.",
            "Weigh powder and measure water precisely, because even a little extra water reduces strength and surface hardness. Add powder to water, mix under vacuum for about 30 seconds, and pour on a vibrator from one side so the stone flows into the preparation ahead of trapped air. Alginate impressions should be poured within minutes rather than hours, because they lose or absorb water and distort. Addition silicones stay dimensionally stable for days, but some release hydrogen soon after setting; pouring too early can leave a porous die surface unless the material contains a hydrogen scavenger.",
            "For a crown, the model is sectioned so the prepared tooth becomes a removable die. Dowel pins or a tray-based system return it to exactly the same position. The die is trimmed below the finish line ('ditched') so that the margin stands clear, and the margin is marked with a hard pencil. Die spacer is painted on to about 20–40 µm, stopping roughly 1 mm short of the margin. The spacer makes room for cement so the crown seats fully, while the unspaced band keeps the margin tight.",
          ),
        },
      },
      {
        title: "Wax-Up, Investment and Casting",
        description:
          "Producing cast metal substructures by the lost-wax process, and recognising and preventing common casting defects.",
        lesson: {
          title: "The lost-wax process and its defects",
          html:
            p(
              "The lost-wax process turns a wax pattern into metal by surrounding it with a heat-resistant investment, burning the wax out and filling the mould with molten alloy. Its central problem is dimensional. Dental alloys shrink as they cool from solidification to room temperature, by roughly 1.4% for gold alloys and 2.0–2.3% for cobalt-chromium and nickel-chromium alloys, so a crown cast into an unexpanded mould would be too small to seat. The mould must expand by a matching amount.",
              "That expansion comes from the investment in three ways: setting expansion as the binder sets, hygroscopic expansion if it sets in contact with water, and thermal expansion when the mould is heated. Gypsum-bonded investments suit gold alloys cast at lower temperatures, but above about 700 °C calcium sulphate starts to break down, releasing sulphur compounds that embrittle the casting. Metal-ceramic and base-metal alloys are therefore cast into phosphate-bonded investments, heated to around 850–950 °C, whose expansion is adjusted by diluting the colloidal silica liquid with water.",
              "For a coping that will carry porcelain, the full-contour wax-up is cut back to leave an even 0.3–0.5 mm of metal with smooth, rounded contours. A sprue is attached to the bulkiest part of the pattern, angled so that alloy enters without turbulence, with a reservoir near the pattern. The reservoir must stay molten longer than the crown so that it can feed the casting as it solidifies; without it, shrinkage porosity forms near the sprue junction. After investing and bench setting, the ring goes through a staged burnout programme, the alloy is melted by induction or torch and forced in by centrifugal or vacuum-pressure casting, and the divested casting is air-abraded with 50–110 µm alumina.",
            ) +
            "<table><tr><th>Defect</th><th>Likely cause</th><th>Prevention</th></tr><tr><td>Shrinkage porosity near the sprue</td><td>Sprue too thin; no reservoir</td><td>Wider sprue with a reservoir close to the pattern</td></tr><tr><td>Gas porosity (small spherical voids)</td><td>Overheated or contaminated alloy</td><td>Correct melting temperature; clean alloy</td></tr><tr><td>Incomplete margins</td><td>Mould or alloy too cold; too little casting force</td><td>Correct burnout and casting temperatures</td></tr><tr><td>Fins</td><td>Investment cracked by rapid heating</td><td>Follow the burnout programme</td></tr><tr><td>Surface nodules</td><td>Air bubbles trapped on the pattern</td><td>Vacuum mixing; wetting agent on the wax</td></tr></table>",
        },
      },
      {
        title: "Metal-Ceramic and Zirconia Crowns",
        description:
          "Layering and firing porcelain over metal, and designing, milling and sintering zirconia restorations.",
        lesson: {
          title: "Two routes to a tooth-coloured crown",
          html: p(
            "In a metal-ceramic crown, porcelain is fused to a cast coping. The bond is largely chemical: an oxidation firing forms a thin layer of oxides of minor alloying elements — tin, indium and iron in noble alloys, chromium in base-metal alloys — which the first porcelain layer wets and bonds to. Too thick an oxide is itself a weak layer, so base-metal copings are usually air-abraded after oxidation.",
            "The porcelain must match the alloy thermally. Its coefficient of thermal expansion is formulated slightly lower than the metal's, by about 0.5–1 × 10⁻⁶ K⁻¹, so that on cooling the metal contracts a little more and leaves the porcelain in mild compression. Porcelain is strong in compression and weak in tension, so this protects it; the opposite mismatch causes crazing or delayed cracking.",
            "Layers are built in sequence: a thin wash opaque and a second opaque coat to mask the metal, then dentine and enamel porcelains applied as a slurry, condensed by vibration and blotting. Porcelain shrinks by roughly 30–40% in volume during firing as the particles sinter, so the build-up is made oversize. Firing under vacuum removes air from between the particles and reduces porosity. Aim for 1–1.5 mm of porcelain: thinner layers look opaque, and thick unsupported porcelain is prone to fracture.",
            "Zirconia restorations are made digitally. The technician scans the model or imports an intraoral scan, marks the margin, sets the cement gap and designs the crown to a minimum thickness for strength. It is milled from a pre-sintered blank, which is soft and chalky, enlarged by about 20–25% to offset the linear shrinkage that occurs during sintering at roughly 1,450–1,550 °C. The enlargement factor is specific to each batch of blanks.",
            "Conventional 3 mol% yttria-stabilised zirconia (3Y-TZP) reaches flexural strengths around 900–1,200 MPa through transformation toughening: stress at a crack tip converts tetragonal grains to the monoclinic form, with a volume increase of about 4% that squeezes the crack shut. Higher-yttria grades (4Y and 5Y) contain more cubic phase, making them more translucent but weaker, roughly 600–900 MPa, so they suit single crowns better than long-span bridges. Connectors for posterior zirconia bridges need a cross-section of at least about 9 mm², more for longer spans.",
          ),
        },
      },
    ],
  },
  {
    slug: "corporate-carbon-accounting-with-the-ghg-protocol",
    discipline: "Carbon accounting",
    title: "Corporate Carbon Accounting with the GHG Protocol",
    description:
      "From the gas meter to the supplier spreadsheet, every tonne in a company's carbon footprint rests on a chain of data and assumptions. Working with real datasets, participants apply the GHG Protocol Corporate Standard — setting organisational boundaries, calculating Scope 1 and both location-based and market-based Scope 2 emissions, and screening and estimating Scope 3 — and prepare an inventory ready for third-party verification.",
    level: "intermediate",
    duration: "six weeks (one three-hour online workshop a week)",
    plantedGap: "third-party verification",
    modules: [
      {
        title: "Boundaries, Gases and Base Years",
        description:
          "Deciding which entities and gases belong in the inventory, and keeping it comparable from year to year.",
        lesson: {
          title: "Drawing the boundary",
          html:
            p(
              "The GHG Protocol Corporate Accounting and Reporting Standard, published by the World Resources Institute and the World Business Council for Sustainable Development (revised edition 2004), underpins most corporate carbon footprints and frameworks such as CDP and ISO 14064-1. It covers the seven gases now listed under the Kyoto Protocol — carbon dioxide, methane, nitrous oxide, hydrofluorocarbons, perfluorocarbons, sulphur hexafluoride and, since a 2013 amendment, nitrogen trifluoride — reported together in tonnes of CO₂ equivalent (tCO₂e) using 100-year global warming potentials. Under the IPCC's Fifth Assessment Report methane has a GWP of 28 and nitrous oxide 265; the Sixth Assessment Report gives 27.0 for non-fossil methane, 29.8 for fossil methane and 273 for nitrous oxide. State which set you use and apply it consistently.",
              "The organisational boundary decides which operations count. The Standard offers three consolidation approaches, and a company must apply one throughout:",
            ) +
            "<ul><li>Equity share: report emissions in proportion to ownership.</li><li>Financial control: report 100% of operations whose financial and operating policies the company can direct to gain economic benefit, and nothing from the rest.</li><li>Operational control: report 100% of operations where the company has full authority to introduce and implement its operating policies.</li></ul>" +
            p(
              "Consider a company with a 40% stake in a joint-venture factory that it runs under a management agreement, emitting 10,000 tCO₂e. Under operational control it reports all 10,000 t; under equity share, 4,000 t. Under financial control the answer depends on the agreement: where the partners share financial control jointly, the Standard asks for equity-share accounting, so again 4,000 t. Most companies choose operational control because it matches the data they can actually collect.",
              "Operational boundaries then sort emissions into scopes: Scope 1 direct emissions from owned or controlled sources; Scope 2 indirect emissions from purchased electricity, heat, steam and cooling; Scope 3 all other indirect emissions in the value chain. Finally, choose a base year for targets and set a recalculation policy. If acquisitions, divestments, outsourcing or corrected methods shift base-year emissions by more than a significance threshold, commonly 5%, recalculate the base year so that trends show real change rather than changes in what is counted.",
            ),
        },
      },
      {
        title: "Scope 1 and Scope 2 in Practice",
        description:
          "Activity data, emission factors, fugitive emissions and the dual reporting of purchased electricity.",
        lesson: {
          title: "Calculating direct and energy indirect emissions",
          html: p(
            "Most calculations follow one formula: emissions = activity data × emission factor. Activity data are physical quantities — kilowatt-hours of gas, litres of diesel, kilograms of refrigerant — ideally from meter readings or invoices. Emission factors convert them into tCO₂e and should come from a recognised source for the right country and year, such as the UK government's annual greenhouse gas conversion factors or the US EPA Emission Factors Hub. Record the source and year of every factor, because factors change.",
            "A UK site burns 850,000 kWh of natural gas (gross calorific value) in a year. With a factor of about 0.183 kgCO₂e/kWh, Scope 1 emissions are 850,000 × 0.183 = 155,550 kg, or 155.6 tCO₂e. Its delivery vans use 40,000 litres of diesel; at roughly 2.5 kgCO₂e per litre, the exact figure depending on the biofuel blend, that adds about 100 tCO₂e.",
            "Fugitive emissions from air-conditioning and refrigeration equipment are easily overlooked yet can be significant. A leak of 10 kg of R-410A, with a GWP of 2,088 on the Fourth Assessment Report values still used in much regulation, equals about 20.9 tCO₂e. Estimate leakage from the mass of gas topped up during servicing.",
            "The Scope 2 Guidance of 2015 requires purchased electricity to be reported in two ways. The location-based method applies the average emission factor of the grid where the electricity is consumed. The market-based method applies factors from the contractual instruments the company holds — energy attribute certificates such as Renewable Energy Guarantees of Origin (REGOs) in the UK or RECs in the United States, supplier-specific rates, or power purchase agreements — and a residual mix factor, which excludes renewable output already claimed by others, for any consumption not covered. Instruments must meet the Guidance's Scope 2 Quality Criteria, including coming from the same market as the consumption and relating to the same period.",
            "An office uses 1,200 MWh of electricity. With a UK location-based grid factor of about 0.207 kgCO₂e/kWh, that is 248 tCO₂e. If 1,000 MWh is covered by REGO-backed supply and the remaining 200 MWh takes an illustrative residual mix factor of 0.35 kgCO₂e/kWh, market-based emissions are 70 tCO₂e. Both figures are reported, and a target should state which of them it refers to.",
          ),
        },
      },
      {
        title: "Scope 3: Screening and Estimating the Value Chain",
        description:
          "Working through the fifteen categories, choosing calculation methods and concentrating effort where emissions are largest.",
        lesson: {
          title: "The fifteen categories and how to estimate them",
          html:
            p(
              "For most companies Scope 3 is the largest part of the footprint; CDP's supply-chain analyses have repeatedly found supply-chain emissions to be several times operational emissions, more than eleven times in its 2020 report. The Corporate Value Chain (Scope 3) Standard of 2011 divides them into fifteen categories, 1–8 upstream and 9–15 downstream:",
            ) +
            "<ol><li>Purchased goods and services</li><li>Capital goods</li><li>Fuel- and energy-related activities not included in Scope 1 or 2</li><li>Upstream transportation and distribution</li><li>Waste generated in operations</li><li>Business travel</li><li>Employee commuting</li><li>Upstream leased assets</li><li>Downstream transportation and distribution</li><li>Processing of sold products</li><li>Use of sold products</li><li>End-of-life treatment of sold products</li><li>Downstream leased assets</li><li>Franchises</li><li>Investments</li></ol>" +
            p(
              "Begin by screening: estimate every category roughly, often with spend-based factors, then concentrate effort on the largest and most influenceable. For purchased goods there are four main methods, in rising order of specificity: spend-based (spend × an environmentally extended input-output factor in kgCO₂e per pound or dollar spent in a sector), average-data (mass of material × a cradle-to-gate factor such as tCO₂e per tonne of steel), hybrid, and supplier-specific, using the supplier's own allocated product footprint.",
              "A furniture maker spends £2 million on sawn timber and £1.5 million on steel components. Illustrative spend-based factors of 0.4 and 0.9 kgCO₂e per pound give 800 t and 1,350 t. Switching steel to the average-data method — 600 tonnes at 2.0 tCO₂e per tonne — gives 1,200 t, and if the main supplier then provides product data for its electric-arc-furnace route, the figure may fall further. Document the method for every category, because a change in the number may reflect a change in method rather than in emissions.",
              "Two cautions. Avoid double counting within the inventory: burning fuel in company vehicles is Scope 1, while extracting and refining that fuel belongs in category 3. And category 11 can dominate for companies selling energy-using products: the Standard requires direct use-phase emissions to be estimated over the expected lifetime of the products sold in the reporting year, which for a car maker dwarfs its factories' emissions.",
            ),
        },
      },
    ],
  },
  {
    slug: "aesthetics-taste-beauty-and-the-definition-of-art",
    discipline: "Aesthetics",
    title: "Aesthetics: Taste, Beauty and the Definition of Art",
    description:
      "What makes a judgement of taste more than a report of personal liking, and can anything whatever become a work of art? Through close reading of Hume, Kant and twentieth-century analytic philosophy, seminars examine the standard of taste, the Kantian analysis of the judgement of beauty, institutional and historical definitions of art, and the paradox of fiction.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "the paradox of fiction",
    modules: [
      {
        title: "Hume: Of the Standard of Taste",
        description:
          "Hume's attempt to reconcile the evident variety of taste with the conviction that some judgements are better than others.",
        lesson: {
          title: "Is there a standard of taste?",
          html: p(
            "Hume's essay 'Of the Standard of Taste' (1757) begins from a tension. On one side, tastes plainly vary, and sentiment represents nothing beyond itself: 'Beauty is no quality in things themselves: It exists merely in the mind which contemplates them.' On the other, some judgements strike everyone as absurd. Whoever asserted 'an equality of genius and elegance between Ogilby and Milton' would be thought to defend as great an extravagance as maintaining that a molehill is as high as Tenerife. Hume seeks a standard by which one sentiment can be confirmed and another condemned.",
            "His answer is empirical. Certain features of objects are naturally fitted to please human beings under the right conditions, and works that have pleased across ages and nations reveal what those features are: the same Homer who pleased at Athens and Rome two thousand years ago is still admired at Paris and London. Where people disagree, conditions are usually imperfect — the perceiver lacks delicacy or practice, or is swayed by prejudice.",
            "Hume illustrates delicacy with the story of Sancho Panza's two kinsmen from Don Quixote, asked to judge a hogshead of wine. One tastes leather, the other iron; both are ridiculed until the emptied cask reveals an old key on a leathern thong. A delicate critic perceives qualities that are really present but too faint for others to notice.",
            "The standard is the joint verdict of true judges, marked by five qualities: 'Strong sense, united to delicate sentiment, improved by practice, perfected by comparison, and cleared of all prejudice.' Such critics are rare, but whether someone has these qualities is, for Hume, a plain question of fact.",
            "Two objections are standard. The first is circularity: true judges are identified by their good taste, and good taste by the verdict of true judges. Defenders reply that the qualities can be identified independently: practice and breadth of comparison can be checked without knowing anyone's verdicts. The second, sharpened by Jerrold Levinson, asks why the rest of us should care: even if ideal critics prefer Milton, why should I, who enjoy Ogilby, prefer what they prefer? One answer is that their preferences track works offering richer and more lasting satisfactions, which it is in my interest to learn to enjoy.",
          ),
        },
      },
      {
        title: "Kant's Analytic of the Beautiful",
        description:
          "The four moments of the judgement of taste, and its claim to universal validity without concepts.",
        lesson: {
          title: "Disinterested pleasure and universal assent",
          html:
            p(
              "In the Critique of the Power of Judgment (1790), Kant accepts Hume's starting point — a judgement of taste rests on a feeling of pleasure, not on a concept — but argues that it nonetheless claims everyone's agreement. He analyses the judgement 'this is beautiful' under four 'moments' taken from the headings of his table of categories:",
            ) +
            "<ol><li>Quality: the pleasure in the beautiful is disinterested, independent of any desire for the object's existence or use. It differs from the agreeable, which merely gratifies the senses, and from the good, which is valued under a concept of what the thing is for.</li><li>Quantity: the beautiful pleases universally without a concept. Because my pleasure does not depend on private interests, I speak as if beauty were a property of the object and expect others to agree.</li><li>Relation: beauty is purposiveness without a purpose; the form of the object seems fitted to our cognitive faculties, though no end can be named.</li><li>Modality: the judgement claims necessity, grounded in a sensus communis, a common sense presupposed in all judging subjects.</li></ol>" +
            p(
              "These features are explained by the free play of imagination and understanding. In ordinary cognition, imagination's synthesis of a sensory manifold is governed by a concept: I see this as a tulip. In aesthetic judgement, the synthesis harmonises with the understanding's demand for order without any determinate concept being applied, and we feel that harmony as pleasure. Since these faculties are required for any cognition at all, Kant argues that we may expect everyone capable of the same response; the deduction of this claim remains one of the most disputed parts of the book.",
              "Kant distinguishes free beauty, which presupposes no concept of what the object ought to be — his examples include flowers, many birds and foliage patterns on wallpaper — from adherent or dependent beauty, which does, as in the beauty of a human being, a horse or a church. Critics ask whether this leaves pure judgements of taste almost impossible for artworks, which we nearly always see under concepts. Others point to Kant's later account of fine art as the art of genius, which expresses aesthetic ideas that no concept can fully capture.",
            ),
        },
      },
      {
        title: "What Is Art? Definitions after Duchamp",
        description:
          "Anti-essentialism and its critics: family resemblance, the artworld, the institutional theory and historical definitions.",
        lesson: {
          title: "Defining art after the readymade",
          html: p(
            "Traditional theories defined art by a single essential property: imitation, the expression of emotion, or significant form. In 'The Role of Theory in Aesthetics' (1956) Morris Weitz argued that all such definitions fail because 'art' is an open concept. Drawing on Wittgenstein's idea of family resemblance, he held that artworks share overlapping similarities but no common feature, and that art's creativity guarantees new cases that any closed definition would exclude.",
            "Two developments undermined that conclusion. Maurice Mandelbaum (1965) pointed out that family resemblance involves a genetic connection, not mere similarity, so the shared feature might be relational rather than visible. And twentieth-century art supplied cases that seemed to demand exactly such a relational account. Duchamp's Fountain (1917), a urinal signed 'R. Mutt', and Warhol's Brillo Box (1964), nearly indistinguishable from the supermarket cartons, are perceptually indiscernible from ordinary objects. Arthur Danto concluded in 'The Artworld' (1964) that to see something as art requires something the eye cannot descry: 'an atmosphere of artistic theory, a knowledge of the history of art: an artworld'.",
            "George Dickie developed this into an institutional theory. In his 1974 version, a work of art in the classificatory sense is an artefact on which some person or persons acting on behalf of the artworld have conferred the status of candidate for appreciation. His 1984 version replaced conferral with a circle of mutually defining notions: artist, public, artworld system and artwork. Critics object to the circularity and, following Richard Wollheim, pose a dilemma: if members of the artworld have reasons for conferring status, those reasons may be what really make something art; if they have none, the status looks arbitrary.",
            "Jerrold Levinson's historical definition (1979) dispenses with institutions: something is art if it is seriously intended for regard in any of the ways earlier artworks have been correctly regarded. It explains how art can change radically while remaining continuous with its past, but it struggles with the first artworks, which had no predecessors. Berys Gaut (2000) proposed a cluster account instead, listing ten criteria — among them possessing positive aesthetic properties, expressing emotion, being intellectually challenging and being the product of a high degree of skill — of which none is necessary but certain combinations are sufficient.",
          ),
        },
      },
    ],
  },
  {
    slug: "forensic-psychology-witnesses-interviews-and-risk",
    discipline: "Forensic psychology",
    title: "Forensic Psychology: Witnesses, Interviews and Risk",
    description:
      "Eyewitness misidentification played a part in roughly seven in ten of the first 375 wrongful convictions overturned by DNA evidence in the United States. Starting from that finding, the module examines the psychology of eyewitness memory and identification procedures, evidence-based investigative interviewing, structured assessment of violence risk, and the detection of deception.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "the detection of deception",
    modules: [
      {
        title: "Eyewitness Memory and Identification",
        description:
          "How memory for events is distorted, and how identification procedures can reduce mistaken identifications.",
        lesson: {
          title: "Why confident witnesses can be wrong",
          html:
            p(
              "Memory is reconstructive: each act of recall rebuilds an event from stored traces, general knowledge and information acquired later. Elizabeth Loftus and John Palmer's 1974 experiments showed how easily post-event information intrudes. Participants who watched films of car crashes estimated an average speed of 40.8 mph when asked how fast the cars were going when they 'smashed' into each other, but 31.8 mph when the verb was 'contacted'. A week later, 32% of those in the 'smashed' condition reported seeing broken glass, against 14% of those asked about cars that 'hit' — though there was no broken glass in the film.",
              "Gary Wells (1978) distinguished estimator variables, which the justice system cannot control — lighting, distance, exposure time, stress, the presence of a weapon, and the cross-race effect, whereby people recognise faces of their own ethnic group more accurately than others — from system variables, which it can, such as how line-ups are built and run. Recommendations summarised in Wells and colleagues' 2020 scientific review paper include:",
            ) +
            "<ul><li>Double-blind administration, so that the officer running the procedure does not know which person is the suspect and cannot give unintentional cues.</li><li>Fillers who match the witness's description of the culprit, so the suspect does not stand out.</li><li>Instructions that the culprit may or may not be present and that the investigation will continue either way.</li><li>An immediate confidence statement in the witness's own words, recorded before any feedback.</li><li>No repeated identification procedures with the same witness and suspect.</li></ul>" +
            p(
              "The confidence statement matters because research has changed the view of confidence. Initial confidence expressed at a fair, double-blind first identification is a useful indicator of accuracy: high-confidence initial identifications are mostly correct (Wixted and Wells, 2017). But confidence is malleable afterwards. Confirming feedback ('Good, you identified our suspect') inflates it, and by trial many witnesses are certain. Since jurors find confident witnesses persuasive, it is the first recorded confidence that should carry weight.",
              "In England and Wales, PACE Code D governs identification. Video identification through systems such as VIPER has largely replaced live parades: the suspect's image is shown sequentially with those of at least eight others who resemble him or her, and the witness views the whole set at least twice before making any identification.",
            ),
        },
      },
      {
        title: "Investigative Interviewing",
        description:
          "The PEACE framework and the cognitive interview, and why accusatory interrogation produces unreliable evidence.",
        lesson: {
          title: "Interviewing to gather information",
          html:
            p(
              "Police interviewing in England and Wales changed fundamentally in the early 1990s. Miscarriages of justice such as the Guildford Four and Birmingham Six cases, together with the Police and Criminal Evidence Act 1984, which brought in tape-recorded interviews, led to a national framework adopted in 1992: PEACE. Its aim is to obtain accurate and reliable information, not a confession. Its five stages are:",
            ) +
            "<ul><li>Planning and preparation: objectives, available evidence, points to prove, the interviewee's needs.</li><li>Engage and explain: rapport, the purpose of the interview, the caution and rights.</li><li>Account, clarification and challenge: a free account first, then probing with open questions, then putting inconsistencies to the interviewee.</li><li>Closure: summarising and explaining what happens next.</li><li>Evaluation: of the information obtained and the interviewer's own performance.</li></ul>" +
            p(
              "PEACE contrasts with accusatory methods such as the Reid technique, widely taught in North America, which moves from a behavioural analysis interview to confrontational interrogation using minimisation (suggesting the offence was understandable) and maximisation (exaggerating the evidence). Laboratory work such as Kassin and Kiechel's 1996 study, in which students falsely confessed to crashing a computer by pressing a forbidden key, and analyses of DNA exonerations, more than a quarter of which involved false confessions, show that such pressure raises the risk of innocent people confessing.",
              "For witnesses and victims, the cognitive interview developed by Ronald Fisher and Edward Geiselman in the 1980s applies memory research directly. Its four original techniques are to reinstate the context of the event mentally, report everything however trivial, recall events in different orders, and change perspective. The enhanced cognitive interview adds rapport building, transfer of control to the witness and witness-compatible questioning. Köhnken and colleagues' 1999 meta-analysis found a large increase in correct details compared with standard interviews (d ≈ 0.87) and a much smaller increase in errors (d ≈ 0.28). Interviews with vulnerable and intimidated witnesses in England and Wales follow the Achieving Best Evidence guidance, built on the same principles.",
            ),
        },
      },
      {
        title: "Violence Risk Assessment",
        description: "Actuarial tools, structured professional judgement and the statistical limits of prediction.",
        lesson: {
          title: "Predicting violence: tools and their limits",
          html: p(
            "Forensic psychologists are routinely asked whether a person is likely to be violent in future, for parole, tribunal, sentencing and discharge decisions. Three generations of approach can be distinguished. Unstructured clinical judgement performed poorly in early research: John Monahan's 1981 review concluded that no more than about one in three clinical predictions of violence proved correct. Actuarial instruments such as the Violence Risk Appraisal Guide (VRAG) and, for sexual offending, Static-99R combine empirically selected, mostly static factors into a score linked to reoffending rates in a development sample. Structured professional judgement (SPJ) tools such as the HCR-20 supply evidence-based factors but leave the final judgement to the assessor.",
            "HCR-20 Version 3 (2013) has 20 items: 10 Historical, such as past violence, relationship problems, substance use and major mental disorder; 5 Clinical — insight, violent ideation or intent, symptoms of major mental disorder, instability, and response to treatment or supervision; and 5 Risk management items concerning future professional services, living situation, personal support, treatment response and stress or coping. The assessor rates each item's presence and relevance, builds a formulation of why this person has been violent, constructs scenarios of the most plausible future violence, and recommends management strategies. The conclusion is a low, moderate or high priority rating, not a percentage.",
            "Predictive accuracy is usually reported as the area under the ROC curve (AUC): the probability that a randomly chosen person who becomes violent scores higher than a randomly chosen one who does not. Most established tools reach AUCs of about 0.70–0.75, useful but far from certain. Fazel and colleagues' 2012 meta-analysis in the BMJ found that the tools identified low-risk individuals well, but only around 41% of those judged at moderate or high risk of violence went on to offend violently.",
            "Base rates explain why. Suppose a tool has 75% sensitivity and 75% specificity, and 10% of 1,000 people will be violent within a year. Of the 100 who will be violent, 75 are flagged; of the 900 who will not, 225 are flagged wrongly. Only 75 of the 300 flagged — 25% — go on to be violent, and the lower the base rate, the more false positives dominate. This is why SPJ approaches emphasise managing risk rather than predicting it, and why reports should state the limits of any assessment plainly.",
          ),
        },
      },
    ],
  },
  {
    slug: "biomaterials-how-implants-and-tissues-interact",
    discipline: "Biomaterials",
    title: "Biomaterials: How Implants and Tissues Interact",
    description:
      "Hip stems, coronary stents and dissolving sutures all pose the same two-way question: how will the body respond to the material, and how will the material change inside the body? For engineering and materials science students, the module covers the host response from protein adsorption to fibrous encapsulation; metallic alloys, stiffness mismatch and stress shielding; degradable polyesters and their erosion; and sterilisation methods and their effects on material properties.",
    level: "intermediate",
    duration: "twelve weeks (two lectures and one tutorial a week)",
    plantedGap: "sterilisation methods",
    modules: [
      {
        title: "The Host Response",
        description:
          "The sequence of events at a material surface after implantation, from protein adsorption to the foreign body reaction.",
        lesson: {
          title: "What happens at the surface",
          html:
            p(
              "David Williams's widely cited 1987 definition describes biocompatibility as 'the ability of a material to perform with an appropriate host response in a specific application'. The definition stresses that biocompatibility is not a property of a material alone: a titanium alloy that integrates well with bone in a hip stem might be unsuitable in a blood-contacting device. The host response follows a broadly predictable sequence, modified by the material's chemistry, surface and mechanics.",
              "Within seconds of contact with blood or tissue fluid, proteins adsorb onto the surface, and it is this layer, not the bare material, that cells encounter. Its composition changes over time, a phenomenon known as the Vroman effect: abundant, fast-diffusing proteins such as albumin and fibrinogen arrive first and are progressively displaced by less abundant proteins with higher surface affinity, such as high-molecular-weight kininogen. Hydrophobic surfaces tend to adsorb and unfold proteins more strongly than hydrophilic ones, exposing sites that can activate platelets and complement.",
              "Implantation injures tissue and sets off a sequence described in detail by James Anderson:",
            ) +
            "<ol><li>Blood–material interactions and formation of a provisional matrix, essentially a fibrin-rich clot around the device.</li><li>Acute inflammation, dominated by neutrophils, lasting hours to a few days.</li><li>Chronic inflammation, with monocytes, macrophages and lymphocytes, usually resolving within about two weeks if the material is inert and there is no infection.</li><li>Granulation tissue, with new blood vessels and fibroblasts.</li><li>The foreign body reaction: macrophages attempt to engulf the material and, when it is too large, fuse into foreign body giant cells that may persist at the interface for the life of the device.</li><li>Fibrous encapsulation: a collagenous capsule, typically tens to a few hundred micrometres thick, walls the device off.</li></ol>" +
            p(
              "Encapsulation can be harmless or a cause of failure. A thin capsule around a pacemaker can is acceptable; a thick capsule around an implanted glucose sensor slows diffusion and makes the signal drift, and capsular contracture around breast prostheses causes pain and distortion. Surface engineering — porosity that allows tissue ingrowth, hydrophilic coatings, or bioactive layers such as hydroxyapatite on bone-contacting implants — aims to steer the response towards integration rather than isolation.",
            ),
        },
      },
      {
        title: "Metals for Load-Bearing Implants",
        description:
          "Stainless steel, cobalt-chromium and titanium alloys compared, with stress shielding and corrosion at modular junctions.",
        lesson: {
          title: "Strength, stiffness and the bone around the implant",
          html:
            p(
              "Three alloy families dominate load-bearing implants. 316L stainless steel, where L denotes carbon below 0.03% to limit chromium carbide precipitation at grain boundaries and hence intergranular corrosion, is cheap and tough and widely used for temporary fracture fixation. Cobalt-chromium-molybdenum alloys, such as cast ASTM F75 and wrought F1537, resist wear well and are used for femoral heads and knee components. Commercially pure titanium and Ti-6Al-4V ELI (extra low interstitial, ASTM F136) combine high strength, low density and outstanding corrosion resistance, and bone grows directly onto them — the osseointegration described by Per-Ingvar Brånemark.",
            ) +
            "<table><tr><th>Material</th><th>Elastic modulus (GPa)</th><th>Typical yield strength (MPa)</th></tr><tr><td>Cortical bone</td><td>15–20</td><td>—</td></tr><tr><td>316L stainless steel, cold-worked</td><td>about 193</td><td>about 690</td></tr><tr><td>Co-Cr-Mo alloy</td><td>about 210–240</td><td>about 450 (cast) to over 800 (wrought)</td></tr><tr><td>Ti-6Al-4V ELI</td><td>about 110</td><td>about 800–900</td></tr></table>" +
            p(
              "The stiffness mismatch matters because bone adapts to the loads it carries, the principle associated with Julius Wolff. A stiff stem in the femoral canal takes much of the load the surrounding bone used to carry, and the shielded bone, especially around the proximal femur, loses density over the following years. This stress shielding can contribute to loosening and makes revision surgery harder. Designers respond with lower-modulus titanium alloys, tapered and hollow geometries, porous coatings placed proximally to transfer load high in the femur, and experimental porous or beta-titanium alloys with moduli nearer 50–80 GPa.",
              "All three alloys rely on passive oxide films only nanometres thick — chromium oxide on steel and cobalt alloys, titanium dioxide on titanium. Trouble starts when the films are repeatedly broken in confined spaces. At modular tapers between femoral head and stem, micromotion under cyclic loading causes fretting that strips the film; the crevice becomes acidic and oxygen-depleted, and this mechanically assisted crevice corrosion releases metal ions and debris. Metal-on-metal hips showed the consequences: cobalt and chromium debris caused adverse reactions, including pseudotumours, leading to the 2010 recall of DePuy's ASR hip and to regulators' advice on monitoring blood metal ion levels.",
            ),
        },
      },
      {
        title: "Degradable Polymers",
        description:
          "Polyesters that disappear by design: hydrolysis, erosion modes and matching degradation time to healing time.",
        lesson: {
          title: "Designing a material to disappear",
          html:
            p(
              "For sutures, fixation pins and drug delivery, a material that disappears once its job is done avoids a second operation. The workhorses are aliphatic polyesters: polyglycolide (PGA), polylactide (PLA, as semicrystalline poly-L-lactide, PLLA, or amorphous poly-DL-lactide, PDLLA), their copolymer PLGA, and polycaprolactone (PCL). All degrade mainly by hydrolysis of backbone ester bonds, releasing glycolic acid, lactic acid or 6-hydroxycaproic acid, which are metabolised; lactic acid, for example, enters the citric acid cycle via pyruvate and leaves the body largely as carbon dioxide and water.",
            ) +
            "<table><tr><th>Polymer</th><th>Thermal properties</th><th>Approximate resorption time</th></tr><tr><td>PGA</td><td>Semicrystalline; Tm about 225 °C, Tg about 35–40 °C</td><td>6–12 months</td></tr><tr><td>PLLA</td><td>Semicrystalline; Tm about 175 °C, Tg about 60 °C</td><td>More than 2 years</td></tr><tr><td>PLGA 50:50</td><td>Amorphous; Tg about 45–50 °C</td><td>1–2 months</td></tr><tr><td>PCL</td><td>Semicrystalline; Tm about 60 °C, Tg about −60 °C</td><td>More than 2 years</td></tr></table>" +
            p(
              "Two factors explain the differences. Crystallinity slows degradation because water penetrates crystalline regions slowly, so amorphous PDLLA and PLGA degrade faster than the semicrystalline homopolymers. Hydrophobicity matters too: the methyl group of lactide makes PLA more hydrophobic than PGA. A 50:50 copolymer, both amorphous and relatively hydrophilic, therefore degrades faster than either parent, while PLGA 85:15 takes around five to six months.",
              "The mode of erosion shapes device design. Water diffuses into polyesters faster than their backbones hydrolyse, so they undergo bulk erosion: molecular weight falls throughout the device for a long time while mass and shape barely change, and then strength collapses and the device fragments. In thick devices, acidic products trapped inside catalyse further hydrolysis, so the core can degrade faster than the surface, and a late release of acid can provoke local inflammation. Surface-eroding polymers such as polyanhydrides, whose bonds hydrolyse faster than water penetrates, instead shrink layer by layer, which suits steady drug release.",
              "Bioresorbable coronary scaffolds show how demanding the problem is. Abbott's Absorb, a PLLA scaffold with a drug-eluting PDLLA coating, needed struts about 150 µm thick to match the radial strength of much thinner metal stents. Trials found more scaffold thrombosis than with metallic drug-eluting stents, and the device was withdrawn in 2017.",
            ),
        },
      },
    ],
  },
];
