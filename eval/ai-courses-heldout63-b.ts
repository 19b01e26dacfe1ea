/** Sixty-third held-out evaluation courses, intermediate level; see ai-courses-heldout63.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT63_B: EvalCourse[] = [
  {
    slug: "company-law-directors-shareholders-and-the-corporate-veil",
    discipline: "Company law",
    title: "Company Law: Directors, Shareholders and the Corporate Veil",
    description:
      "Incorporation and its consequences: the company as a separate legal person, the limited circumstances in which courts pierce the corporate veil, the general duties of directors under the Companies Act 2006, capital maintenance, and the remedies available to minority shareholders. Teaching combines leading cases with problem questions in the style of the final examination.",
    level: "intermediate",
    duration: "one semester (eleven weeks, a lecture and a tutorial each week)",
    plantedGap: "capital maintenance",
    modules: [
      {
        title: "Separate legal personality and the corporate veil",
        description:
          "From Salomon to Prest: when the law treats a company as distinct from its members, and when it will look behind it.",
        lesson: {
          title: "Salomon and its limits",
          html: p(
            "The foundation of company law is Salomon v A Salomon & Co Ltd [1897] AC 22. Aron Salomon, a boot manufacturer, sold his business to a company he had formed, taking 20,001 of its shares while six members of his family held one each, together with secured debentures for part of the price. When the company became insolvent, the liquidator argued that it was merely Salomon's agent or alias, so that he should bear its debts. The House of Lords rejected this: the company had been properly incorporated, it was a legal person distinct from its members, and Salomon, as a secured creditor, ranked ahead of the unsecured creditors.",
            "The consequences run throughout the subject. The company owns its own property, so in Macaura v Northern Assurance Co Ltd [1925] AC 619 a shareholder who insured the company's timber in his own name could not recover when it burned, having no insurable interest. The company can contract with its own controllers: in Lee v Lee's Air Farming Ltd [1961] AC 12 the widow of a controlling director was entitled to compensation because he had also been the company's employee. Members' liability is limited to the amount unpaid on their shares, and the company continues regardless of changes in membership.",
            "Courts have sometimes 'pierced the veil', but the modern law confines this tightly. Adams v Cape Industries plc [1990] Ch 433 rejected a general 'single economic unit' argument for corporate groups. In Prest v Petrodel Resources Ltd [2013] UKSC 34, Lord Sumption distinguished the concealment principle, where the court simply looks behind a company to identify the real actors and no piercing is involved, from the evasion principle. Piercing is available only where a person is under an existing legal obligation or restriction that he deliberately evades, or whose enforcement he frustrates, by interposing a company under his control. Gilford Motor Co Ltd v Horne [1933] Ch 935, where a former employee used a company to evade a restrictive covenant, and Jones v Lipman [1962] 1 WLR 832, where a seller transferred land to a company to escape a contract to sell it, illustrate evasion. In Prest itself the wife obtained the properties, but on the basis that the companies held them on resulting trust for the husband, not by piercing.",
          ),
        },
      },
      {
        title: "Directors' general duties",
        description:
          "The seven codified duties in sections 171 to 177 of the Companies Act 2006, with emphasis on section 172 and conflicts of interest.",
        lesson: {
          title: "Duties owed to the company",
          html:
            p(
              "Part 10 of the Companies Act 2006 codified the directors' duties previously found in case law and equity. Under section 170 the duties are owed to the company, not to individual shareholders or creditors, and section 170(4) requires them to be interpreted in the light of the earlier case law. The seven general duties are:",
            ) +
            "<table><tr><th>Section</th><th>Duty</th></tr>" +
            "<tr><td>171</td><td>Act in accordance with the constitution and use powers only for their proper purposes</td></tr>" +
            "<tr><td>172</td><td>Promote the success of the company for the benefit of its members as a whole</td></tr>" +
            "<tr><td>173</td><td>Exercise independent judgment</td></tr>" +
            "<tr><td>174</td><td>Exercise reasonable care, skill and diligence</td></tr>" +
            "<tr><td>175</td><td>Avoid conflicts of interest</td></tr>" +
            "<tr><td>176</td><td>Not accept benefits from third parties</td></tr>" +
            "<tr><td>177</td><td>Declare an interest in a proposed transaction or arrangement</td></tr></table>" +
            p(
              "Section 172 embodies 'enlightened shareholder value'. The duty is subjective, to act in the way the director considers in good faith would be most likely to promote the company's success, but in doing so the director must have regard to a list of factors: the likely long-term consequences of a decision, the interests of employees, relationships with suppliers and customers, the impact on the community and the environment, the company's reputation for high standards of conduct, and fairness between members. Section 172(3) preserves any rule requiring directors to consider creditors' interests; in BTI 2014 LLC v Sequana SA [2022] UKSC 25 the Supreme Court held that this duty is engaged when the company is insolvent or bordering on insolvency, or when insolvent liquidation or administration is probable.",
              "Section 174 sets a dual standard: the general knowledge, skill and experience reasonably expected of a person carrying out the director's functions, as an objective minimum, raised by the actual knowledge, skill and experience the particular director has.",
              "The no-conflict rule in section 175 is strict. In Regal (Hastings) Ltd v Gulliver [1942] 1 All ER 378 directors who profited from an opportunity that came to them as directors had to account for the profit even though they acted honestly and the company could not have taken the opportunity itself. Bhullar v Bhullar [2003] EWCA Civ 424 confirmed that a director cannot exploit an opportunity the company could reasonably be interested in. Authorisation by independent directors under section 175(4)-(6) is the safe route.",
            ),
        },
      },
      {
        title: "Protecting minority shareholders",
        description: "The rule in Foss v Harbottle, the statutory derivative claim and the unfair prejudice petition.",
        lesson: {
          title: "Derivative claims and unfair prejudice",
          html: p(
            "Because duties are owed to the company, the proper claimant for a wrong done to it is the company itself: the rule in Foss v Harbottle (1843) 2 Hare 461. Where wrongdoers control the board, a member may instead sue on the company's behalf by a derivative claim under Part 11 of the Companies Act 2006.",
            "Under section 260 a derivative claim may be brought in respect of an actual or proposed act or omission involving negligence, default, breach of duty or breach of trust by a director. The procedure has two stages. First, the applicant must show a prima facie case for permission; the court dismisses weak applications on the papers (section 261). Secondly, under section 263 the court must refuse permission if a person acting in accordance with section 172 would not seek to continue the claim, or if the conduct has been authorised or ratified. Otherwise it weighs discretionary factors, including whether the member is acting in good faith, the importance a director acting under section 172 would attach to continuing, whether the member could pursue the matter in his own right, and the views of members with no personal interest in the matter. Iesini v Westrip Holdings Ltd [2009] EWHC 2526 (Ch) explains the approach; permission is not readily granted.",
            "More often, minority shareholders petition under section 994 on the ground that the company's affairs are being or have been conducted in a manner unfairly prejudicial to the interests of members generally or of some part of the members. In O'Neill v Phillips [1999] 1 WLR 1092 Lord Hoffmann held that unfairness is judged against the terms on which the members agreed to associate, including equitable considerations that arise in small 'quasi-partnership' companies of the kind described in Ebrahimi v Westbourne Galleries Ltd [1973] AC 360: a relationship of mutual confidence, an understanding that each would take part in management, and restrictions on transferring shares. Typical examples are exclusion from management in such a company, diversion of business to a director's other company, and excessive remuneration.",
            "The court has wide powers under section 996, but the usual order is that the majority buy the petitioner's shares. In a quasi-partnership the shares are normally valued pro rata, without a discount for being a minority holding.",
          ),
        },
      },
    ],
  },
  {
    slug: "fluid-mechanics-for-engineers",
    discipline: "Fluid mechanics",
    title: "Fluid Mechanics for Engineers",
    description:
      "This course develops the core tools engineers use to analyse fluids at rest and in motion: hydrostatic pressure and forces on submerged surfaces, conservation of mass and energy in flowing streams, dimensional analysis, and friction losses in pipe systems. Laboratory classes cover flow measurement and pipe-friction tests.",
    level: "intermediate",
    duration: "twelve weeks (two lectures and one laboratory class a week)",
    plantedGap: "dimensional analysis",
    modules: [
      {
        title: "Hydrostatics",
        description:
          "Pressure variation with depth, manometry, and the resultant force and centre of pressure on a submerged plane surface.",
        lesson: {
          title: "Forces on a submerged gate",
          html: p(
            "In a fluid at rest, pressure acts equally in all directions and increases linearly with depth: p = p₀ + ρgh, where p₀ is the pressure at the free surface, ρ the density and h the depth below the surface. Engineers usually work in gauge pressure, measured relative to atmospheric pressure, so that p = ρgh at depth h in an open tank. For water with ρ = 1000 kg/m³, pressure rises by 9.81 kPa per metre of depth.",
            "The same relation underlies manometry. In a U-tube containing mercury (ρ = 13,600 kg/m³) connected to two points in a water pipe, a difference in mercury level of 100 mm corresponds to a pressure difference of (13,600 − 1000) × 9.81 × 0.1 ≈ 12.4 kPa. The water density is subtracted because water fills the tube above the mercury on both sides.",
            "For a plane surface submerged in liquid, integrating pressure over the area gives the resultant force F = ρgh_c A, where h_c is the depth of the centroid of the area and A the area. The force does not act at the centroid, because pressure increases with depth. It acts at the centre of pressure, whose depth measured along the plane is y_cp = y_c + I_xc / (y_c A), where I_xc is the second moment of area about a horizontal axis through the centroid. The centre of pressure is therefore always below the centroid, approaching it as the surface is pushed deeper.",
            "Worked example: a vertical rectangular sluice gate 2 m wide and 3 m high has its top edge 1 m below the water surface. The centroid is at depth 1 + 1.5 = 2.5 m and the area is 6 m², so F = 1000 × 9.81 × 2.5 × 6 ≈ 147 kN. For the rectangle, I_xc = bd³/12 = 2 × 3³/12 = 4.5 m⁴. Hence y_cp = 2.5 + 4.5/(2.5 × 6) = 2.5 + 0.3 = 2.8 m below the surface, that is 1.8 m below the top of the gate.",
            "Curved surfaces, such as radial gates, are handled by resolving the force into a horizontal component, equal to the force on the vertical projection of the surface, and a vertical component, equal to the weight of liquid above the surface.",
          ),
        },
      },
      {
        title: "Continuity and the Bernoulli equation",
        description:
          "Applying mass conservation and Bernoulli's equation along a streamline, with the Venturi meter as a worked case.",
        lesson: {
          title: "Measuring flow with a Venturi meter",
          html: p(
            "For steady flow of an incompressible fluid, mass conservation reduces to the continuity equation: the volume flow rate Q = A₁V₁ = A₂V₂ is the same at every section of a pipe. Halve the diameter and the area falls to a quarter, so the mean velocity quadruples.",
            "Bernoulli's equation expresses conservation of mechanical energy along a streamline. In head form, p/ρg + V²/2g + z = H, the sum of pressure head, velocity head and elevation head is constant. It holds only under restrictive assumptions: steady flow, incompressible fluid, negligible viscous losses, flow along a single streamline, and no pumps or turbines between the two points. Engineers therefore apply it over short distances where friction is small, and correct it with an empirical coefficient or a head-loss term where it is not.",
            "The Venturi meter exploits both equations. A converging section accelerates the flow into a throat and the pressure falls; a gentle diffuser then recovers most of that pressure downstream. Measuring the pressure difference between the inlet and the throat gives the flow rate.",
            "Worked example: water flows through a horizontal Venturi meter with a 100 mm inlet and a 50 mm throat, and a differential pressure gauge reads 15 kPa. The area ratio A₁/A₂ is (100/50)² = 4, so V₂ = 4V₁. With z₁ = z₂, Bernoulli gives (p₁ − p₂)/ρ = (V₂² − V₁²)/2 = (16V₁² − V₁²)/2 = 7.5V₁². So 15,000/1000 = 7.5V₁², giving V₁² = 2 and V₁ ≈ 1.41 m/s. The inlet area is π × 0.05² ≈ 7.85 × 10⁻³ m², so the ideal flow rate is about 1.11 × 10⁻² m³/s, or 11.1 litres per second.",
            "Real meters lose a little energy in the converging section, so the ideal value is multiplied by a discharge coefficient, typically about 0.98 for a well-made Venturi; the actual flow is about 10.9 L/s. An orifice plate, cheaper but with abrupt contraction, has a coefficient nearer 0.6 and a much larger permanent pressure loss. The Pitot-static tube applies the same principle at a point, measuring stagnation minus static pressure to find local velocity, as in aircraft airspeed indicators.",
          ),
        },
      },
      {
        title: "Flow in pipes: laminar, turbulent and head loss",
        description:
          "The Reynolds number, the Darcy–Weisbach equation, friction factors from the Moody chart, and minor losses at fittings.",
        lesson: {
          title: "Estimating head loss in a pipe",
          html: p(
            "Osborne Reynolds showed in 1883, by injecting dye into water flowing through glass tubes, that pipe flow takes two forms. At low velocities the dye stays in a thread: the flow is laminar. At higher velocities it breaks up and mixes across the pipe: the flow is turbulent. The controlling quantity is the Reynolds number, Re = ρVD/μ = VD/ν, which compares inertial to viscous forces. In pipes, flow is reliably laminar below about 2000 to 2300 and turbulent above about 4000, with a transitional region between.",
            "Frictional head loss in a straight pipe is given by the Darcy–Weisbach equation, h_f = f (L/D)(V²/2g), where f is the Darcy friction factor. For laminar flow theory gives f = 64/Re exactly. For turbulent flow f depends on both Re and the relative roughness ε/D, and is read from the Moody chart or calculated from the Colebrook equation or an explicit approximation such as Haaland's. In fully rough turbulent flow f becomes independent of Re.",
            "Worked example: water at 20 °C (ν ≈ 1.0 × 10⁻⁶ m²/s) flows at 1.5 m/s through 200 m of commercial steel pipe of 100 mm bore, with roughness ε ≈ 0.045 mm. Then Re = 1.5 × 0.1 / 10⁻⁶ = 150,000, well into the turbulent range, and ε/D = 0.00045. The Moody chart or the Colebrook equation gives f ≈ 0.019. The velocity head is V²/2g = 1.5²/19.62 ≈ 0.115 m, so h_f ≈ 0.019 × (200/0.1) × 0.115 ≈ 4.4 m. A pump must supply that head in addition to any rise in elevation.",
            "Fittings add minor losses, written h_m = K(V²/2g), with loss coefficients K from tables: roughly 0.3 for a long-radius 90° bend, about 0.9 for a standard elbow, 0.5 for a sharp-edged entrance from a tank, and 1.0 for the exit into a tank, where all the velocity head is lost. In short pipe runs with many fittings, such as plant rooms, minor losses can exceed the friction loss, so they should never be assumed negligible without checking.",
            "Because h_f varies roughly with V², doubling the flow in the same pipe roughly quadruples the head loss, which is why a small increase in pipe diameter often pays for itself in pumping energy.",
          ),
        },
      },
    ],
  },
  {
    slug: "infection-prevention-and-control-in-clinical-practice",
    discipline: "Infection prevention and control",
    title: "Infection Prevention and Control in Clinical Practice",
    description:
      "Healthcare-associated infections harm patients, lengthen hospital stays and drive antimicrobial resistance, yet many are preventable. Aimed at registered nurses and allied health professionals, the course covers the chain of infection, standard and transmission-based precautions, the selection and safe use of personal protective equipment, decontamination of care equipment, and infection surveillance.",
    level: "intermediate",
    duration: "six weeks (blended: online units and two simulation days)",
    plantedGap: "infection surveillance",
    modules: [
      {
        title: "The chain of infection and standard precautions",
        description:
          "The six links of the chain of infection and the standard precautions, led by hand hygiene, that break it.",
        lesson: {
          title: "Hand hygiene and the five moments",
          html:
            p(
              "Infection spreads when six links connect: an infectious agent; a reservoir where it lives, such as a person, a contaminated surface or standing water; a portal of exit, such as a wound, the respiratory tract or faeces; a mode of transmission, by contact, droplets, airborne particles or a vehicle such as food or equipment; a portal of entry, such as an intravenous cannula, urinary catheter or surgical wound; and a susceptible host. Every precaution is an attempt to break one or more of these links, and in healthcare the most frequently broken link in practice is transmission on the hands of staff.",
              "Standard infection control precautions apply to all patients at all times, whether or not infection is known. In the UK national manuals they include patient placement, hand hygiene, respiratory and cough hygiene, personal protective equipment, safe care of equipment and of the environment, safe handling of linen, management of blood and body fluid spillages, safe disposal of waste, and managing occupational exposure such as sharps injuries.",
              "The World Health Organization's five moments define when hand hygiene is needed:",
            ) +
            "<ol><li>Before touching a patient.</li>" +
            "<li>Before a clean or aseptic procedure.</li>" +
            "<li>After exposure, or risk of exposure, to body fluids.</li>" +
            "<li>After touching a patient.</li>" +
            "<li>After touching a patient's surroundings.</li></ol>" +
            p(
              "Alcohol-based hand rub is the first choice when hands are not visibly soiled: it is faster, kinder to skin and more effective against most bacteria and enveloped viruses than washing. It should cover all surfaces of the hands and take 20 to 30 seconds. Soap and water, taking 40 to 60 seconds, is required when hands are visibly dirty and when caring for patients with diarrhoea or suspected Clostridioides difficile or norovirus, because alcohol does not kill bacterial spores and is less reliable against non-enveloped viruses; the mechanical action of washing and rinsing removes them. Staff should be bare below the elbows, without wrist watches or stoned rings, and should keep nails short and free of nail varnish and extensions, which harbour organisms and tear gloves. Gloves never replace hand hygiene: hands are decontaminated after removing them.",
            ),
        },
      },
      {
        title: "Transmission-based precautions and PPE",
        description:
          "Contact, droplet and airborne precautions, isolation decisions, and the safe order for putting on and removing personal protective equipment.",
        lesson: {
          title: "Choosing and using PPE",
          html: p(
            "When a patient has, or is suspected of having, an infection that standard precautions alone will not contain, transmission-based precautions are added according to the route of spread.",
            "Contact precautions apply to organisms spread by direct contact or via the environment, such as meticillin-resistant Staphylococcus aureus, carbapenemase-producing Enterobacterales, C. difficile and norovirus. The patient is ideally nursed in a single room with its own toilet, equipment is dedicated to that patient, and staff wear a disposable apron and gloves for contact with the patient or surroundings, changing to a long-sleeved fluid-repellent gown where extensive contact or splashing is likely.",
            "Droplet precautions apply to infections spread by larger respiratory droplets that travel only a short distance, typically within about a metre of the patient, such as seasonal influenza and pertussis. A fluid-resistant surgical mask (Type IIR) is worn, with eye protection where there is a risk of splashes.",
            "Airborne precautions apply to infections carried on small aerosol particles that stay suspended and travel further, such as pulmonary tuberculosis, measles and chickenpox, and to aerosol-generating procedures in patients with some respiratory infections. The patient should be in a single room, ideally a negative-pressure isolation room, with the door kept closed, and staff wear an FFP3 respirator. Respirators protect only if they seal to the face, so each wearer must be fit-tested for the model used and must fit-check it each time it is put on.",
            "The order of putting on PPE is apron or gown, then mask or respirator, then eye protection, then gloves, after performing hand hygiene. Removal is where self-contamination happens, so it follows an order that removes the most contaminated items first, and in a way that avoids touching the outer surfaces: gloves first, then apron or gown, then hand hygiene, then eye protection, then the mask or respirator, handled only by the straps, and finally hand hygiene again. Gloves and aprons are removed at the point of care; respirators are removed outside the isolation room. Single-use items go into the waste stream specified by local policy, never into pockets.",
          ),
        },
      },
      {
        title: "Decontamination of care equipment",
        description:
          "Cleaning, disinfection and sterilisation matched to the infection risk of each item, using the Spaulding classification.",
        lesson: {
          title: "Matching decontamination to risk",
          html:
            p(
              "Decontamination is the combination of processes that makes a reusable item safe for the next patient. It has three levels: cleaning, which physically removes soil and most micro-organisms with detergent and water; disinfection, which reduces micro-organisms to a level that is not harmful but may not kill bacterial spores; and sterilisation, which renders an item free of viable micro-organisms, including spores. Cleaning always comes first, because organic matter such as blood and protein shields organisms and inactivates many disinfectants.",
              "The Spaulding classification matches the level to the way an item is used:",
            ) +
            "<table><tr><th>Category</th><th>Contact</th><th>Examples</th><th>Minimum process</th></tr>" +
            "<tr><td>Critical</td><td>Enters sterile tissue or the vascular system</td><td>Surgical instruments, implants</td><td>Sterilisation</td></tr>" +
            "<tr><td>Semi-critical</td><td>Touches mucous membranes or non-intact skin</td><td>Flexible endoscopes, vaginal specula</td><td>High-level disinfection, or sterilisation where possible</td></tr>" +
            "<tr><td>Non-critical</td><td>Touches intact skin only</td><td>Blood pressure cuffs, commodes, stethoscopes</td><td>Cleaning, with low-level disinfection where indicated</td></tr></table>" +
            p(
              "For the ward environment and non-critical equipment, detergent cleaning is usually sufficient. Chlorine-releasing agents at 1,000 parts per million available chlorine are used where there is infection, notably C. difficile, whose spores resist alcohol and most other disinfectants. Blood spills are treated with a higher concentration, commonly 10,000 ppm available chlorine or chlorine-releasing granules, before removal. Chlorine is corrosive and inactivated by organic matter, so spills are contained and removed before surfaces are cleaned and disinfected.",
              "Sterilisation of surgical instruments is done in sterile services departments, usually by steam under pressure. A typical porous-load cycle holds 134 to 137 °C for at least three minutes, with air removal and a drying phase, and each cycle is monitored by physical readings and indicators. Flexible endoscopes cannot withstand steam and are reprocessed in automated endoscope reprocessors after thorough manual cleaning of their channels. Prions, which cause Creutzfeldt–Jakob disease, resist conventional sterilisation, so instruments used on high-risk tissue in patients at risk are quarantined or destroyed under national guidance.",
              "Items marked single-use, with the crossed-out number 2 symbol, must never be reprocessed. Every decontaminated item should be visibly clean, labelled or tagged as ready for use, and traceable to the process it went through.",
            ),
        },
      },
    ],
  },
  {
    slug: "editorial-and-narrative-illustration",
    discipline: "Illustration",
    title: "Editorial and Narrative Illustration",
    description:
      "Read a brief, develop thumbnails and roughs, build a composition that reads at a glance, and deliver print-ready artwork: this studio course takes second-year students through the full cycle of editorial and narrative commissions, including working with art directors and copyright licensing. Assessment is by portfolio and a live brief set by a visiting art director.",
    level: "intermediate",
    duration: "one term (ten weeks, a three-hour studio and a group critique each week)",
    plantedGap: "copyright licensing",
    modules: [
      {
        title: "From brief to roughs",
        description:
          "Interpreting an editorial brief, generating ideas through thumbnails, and presenting roughs an art director can respond to.",
        lesson: {
          title: "Answering the brief",
          html: p(
            "An editorial brief is usually short: the publication, the article or a summary of it, the size and shape of the space, the deadline, and often the number of roughs wanted. Read the article itself, not just the summary, and pull out its central argument in one sentence. The illustration's job is not to repeat the headline but to give the reader a reason to stop and read, and a newspaper turnaround may be 24 to 48 hours, so the thinking has to be fast and disciplined.",
            "Generate ideas in words before images. Write the key nouns, verbs and feelings of the piece, then look for pairs that can be fused into a single visual metaphor. An article about burnout at work might produce office chair, candle, battery, match, desk lamp; the image of a desk lamp whose bulb is a guttering candle fuses two of them into one readable idea. Literal illustration, showing the scene the text describes, suits fiction and reportage; conceptual illustration, stating an idea through metaphor, suits opinion pieces and abstract subjects such as economics or health policy. Know which the brief needs.",
            "Then draw thumbnails: small, fast sketches, a few centimetres across, drawn in the same proportions as the final space. Aim for twenty or thirty, because the first few ideas are usually the ones every other illustrator will also have. Thumbnails test whether an idea reads in silhouette and at a small size, before any time has been invested in rendering.",
            "Choose two or three of the strongest and develop them into roughs. A rough shows composition, tonal structure and the idea clearly enough for the art director to choose, but it is not finished artwork. Present each with one line of explanation. Mark where the headline or text will sit, since editorial layouts rarely leave the full space for the image. When feedback comes, ask what problem it is solving: 'make it warmer' may mean colour, or it may mean the idea feels too harsh for the article's tone. Agreeing the rough before starting final artwork is what protects both the illustrator's time and the deadline.",
          ),
        },
      },
      {
        title: "Composition and value",
        description:
          "Using value structure, focal points and visual hierarchy so that an image reads instantly at any size.",
        lesson: {
          title: "Designing with value",
          html: p(
            "Most images that fail at a glance fail on value, the range from light to dark, not on colour or drawing. The eye reads value contrast before anything else, so the value structure decides where it goes first and whether the shapes separate.",
            "Start every composition with a value study limited to three or four tones: white, a light grey, a dark grey and black. The Japanese term notan, the balance of light and dark shapes, is often used for the two-tone version of this exercise. If the idea does not read as a pattern of flat tones, detail and colour will not rescue it. Group values into large masses rather than scattering lights and darks evenly across the image, which produces visual noise.",
            "The focal point is where the strongest value contrast meets the most important shape. Place the lightest light against the darkest dark there and keep contrast lower elsewhere. Secondary tools support it: sharper edges, more detail, more saturated colour, and lines or implied directions, such as a gaze or an arm, leading towards it. The rule of thirds is a useful starting point, placing the focal point off-centre, but symmetrical, centred compositions are powerful in editorial work when the concept is a single iconic object.",
            "Gestalt principles explain how viewers group shapes. Figure and ground must separate clearly; silhouettes should be recognisable when filled in black, which is a quick test of pose and object choice. Objects close together are read as related, and similar shapes or colours are read as a set.",
            "Two practical checks belong in every studio session. Squint at the work, or blur it digitally, to see the value masses without detail. Then view it at the size of a phone thumbnail, because editorial illustrations are now seen first in social media feeds and on news apps, often at a few centimetres across. An image that reads at that size, with a clear focal point and a strong silhouette, will also hold a full page.",
          ),
        },
      },
      {
        title: "Colour and print-ready artwork",
        description: "Limited palettes, colour modes and the technical preparation of files for print and screen.",
        lesson: {
          title: "Preparing files for print",
          html:
            p(
              "Editorial illustrators often work with limited palettes: two or three hues plus neutrals. A restricted palette gives an image a recognisable identity, makes a series consistent, and survives variations in printing. Complementary pairs such as blue and orange give strong contrast; analogous colours, neighbours on the colour wheel, give harmony; and a warm focal point against cool surroundings advances the subject towards the viewer. Decide the value structure first, then assign colour to it.",
              "Screen and print use different colour models. Screens mix red, green and blue light (RGB), while printing presses lay down cyan, magenta, yellow and black inks (CMYK), which reproduce a smaller range of colours. Saturated greens, electric blues and bright oranges that look vivid on screen can print dull. Work in RGB if you like, but convert to CMYK, or soft-proof, using the colour profile the publisher specifies, such as a coated FOGRA profile for European magazine printing, and adjust before delivery rather than letting the printer's conversion decide.",
              "A checklist for print delivery:",
            ) +
            "<ul><li>Resolution of 300 pixels per inch at the final printed size; scaling up a smaller file later does not add detail.</li>" +
            "<li>Bleed of 3 mm beyond the trim on every edge that runs off the page, with important detail kept inside a safe margin of a further 3 to 5 mm.</li>" +
            "<li>Total ink coverage within the printer's limit, often around 300 per cent for coated stock, and large black areas built as rich black if the publisher's specification allows it.</li>" +
            "<li>Files delivered in the format requested, commonly a flattened TIFF or a PDF/X file, named clearly with the publication, issue and your name.</li></ul>" +
            p(
              "For screen delivery, send sRGB files at the pixel dimensions requested; the common belief that screen images must be 72 ppi confuses a metadata label with the real measure, which is the pixel count.",
              "Keep layered working files and archive them with the delivered version. Art directors frequently ask for late changes, such as a crop to a different shape or the removal of one element, and a well-organised layered file turns that request into minutes of work rather than a repainting.",
            ),
        },
      },
    ],
  },
  {
    slug: "human-geography-place-migration-and-uneven-development",
    discipline: "Human geography",
    title: "Human Geography: Place, Migration and Uneven Development",
    description:
      "Why do some cities and regions prosper while others stagnate, and what draws people across borders towards them? This course introduces the key concepts of human geography, namely space, place and scale, and applies them to migration, uneven development and gentrification.",
    level: "intermediate",
    duration: "ten weeks (a lecture and a seminar each week)",
    plantedGap: "gentrification",
    modules: [
      {
        title: "Space, place and scale",
        description:
          "How geographers distinguish abstract space from lived place, and why the scale of analysis can change the answer.",
        lesson: {
          title: "What makes a place?",
          html: p(
            "Human geographers distinguish space, a location described by coordinates or distances, from place, space to which people have attached meaning. Yi-Fu Tuan's Space and Place (1977) argued that space becomes place as we come to know it and endow it with value: a new town is space on arrival and place a few years later. Edward Relph's Place and Placelessness (1976) warned that standardised landscapes, such as identical retail parks, airports and motorway services, erode the distinctive character of places.",
            "Early humanistic accounts risked treating place as bounded, rooted and unchanging. Doreen Massey's essay 'A Global Sense of Place' (1991) challenged this. Walking down Kilburn High Road in north-west London, she observed Irish, South Asian and other connections, the planes overhead, the newspapers from elsewhere, and argued that a place is a meeting point of social relations stretching far beyond it. Her progressive sense of place is outward-looking and always in process. She added the idea of power-geometry: different groups are positioned differently within flows of mobility and communication, so that the jet-setting executive and the refugee both move, but with very different control over that movement.",
            "Scale is the third key concept. Geographers no longer treat scales such as local, national and global as a fixed ladder; following work such as Sallie Marston's 'The Social Construction of Scale' (2000), scales are seen as produced by political and economic processes, as when a campaign 'jumps scale' by taking a local grievance to a national or international forum.",
            "Scale also matters practically through the modifiable areal unit problem, formalised by Stan Openshaw in 1984. When point data such as individual incomes are aggregated into areas, statistical results depend on the size of the areas (the scale effect) and on where boundaries are drawn (the zoning effect). A correlation between deprivation and ill health can strengthen, weaken or even reverse when the same data are mapped by ward rather than by local authority. Any map of averages is an argument about where the boundaries should be, and students should ask, for every regional statistic they meet, what happens at a different scale.",
          ),
        },
      },
      {
        title: "Why people move",
        description:
          "Classic and contemporary models of migration, from Ravenstein's laws to networks, households and transnationalism.",
        lesson: {
          title: "Models of migration",
          html: p(
            "Modern migration studies begin with E. G. Ravenstein, who used British census birthplace data in papers of 1885 and 1889 to propose his 'laws of migration'. Among them: most migrants move only a short distance; migration proceeds step by step; migrants going long distances generally head for great centres of commerce and industry; each current of migration produces a compensating counter-current; natives of towns are less migratory than those of rural areas; and women are more migratory than men within their country of birth, though men more often travel further. Several still hold broadly, and they remain a useful checklist for testing any data set.",
            "Everett Lee's 'A Theory of Migration' (1966) reframed the question as a balance of factors at origin and destination, the familiar push and pull, but added intervening obstacles such as distance, cost and immigration law, and personal factors that make the same conditions a push for one person and not another. Wilbur Zelinsky's mobility transition (1971) linked patterns of mobility to stages of the demographic transition, predicting a shift from rural-urban migration towards circulation and urban-to-urban movement as societies develop.",
            "Later models moved the decision from the individual to wider units. The new economics of labour migration, associated with Oded Stark and David Bloom (1985), treats migration as a household strategy to diversify income and manage risk where insurance and credit markets are weak; remittances are the point of the exercise, not a by-product. Global remittance flows to low- and middle-income countries exceeded US$600 billion a year in the early 2020s, well above official development assistance. Network theory explains why migration persists once it starts: earlier migrants lower the costs and risks for relatives and neighbours through information, housing and job contacts, producing chain migration and concentrations of people from particular villages in particular destination towns.",
            "Transnationalism, developed by Nina Glick Schiller, Linda Basch and Cristina Szanton Blanc in the early 1990s, rejects the assumption that migrants simply leave one society and assimilate into another. Migrants sustain social, economic and political ties across borders at the same time, visiting, investing, voting and organising in both places, which returns us to Massey's idea of places connected through wide networks.",
          ),
        },
      },
      {
        title: "Uneven development",
        description:
          "Cumulative causation, core-periphery models, world-systems analysis and the new economic geography.",
        lesson: {
          title: "Why prosperity clusters",
          html: p(
            "Neoclassical economics predicts that regional differences should narrow: capital will move to low-wage regions and workers to high-wage ones until returns equalise. The persistence of wealthy cores and lagging peripheries, within countries and between them, is the central puzzle of economic geography.",
            "Gunnar Myrdal's theory of cumulative causation (1957) offered an early answer. Once a region gains an advantage, it attracts capital, skilled labour and trade, which strengthens the advantage further; these backwash effects drain the periphery, while spread effects, such as demand for the periphery's raw materials, are usually weaker. Albert Hirschman (1958) described similar polarisation but expected trickle-down effects to win eventually. John Friedmann's core-periphery model (1966) set these processes in stages of national development, predicting that a mature national economy would eventually integrate its periphery.",
            "Immanuel Wallerstein's world-systems analysis, launched in 1974, scaled the argument up. The capitalist world-economy is a single system divided into a core of high-profit, high-wage production, a periphery of low-wage, low-profit production, and a semi-periphery between. Unequal exchange between them reproduces the hierarchy, though individual countries can move up or down it, as South Korea moved from periphery towards core in the late twentieth century.",
            "Paul Krugman's new economic geography (1991) gave cumulative causation a formal model. With increasing returns to scale, moderate transport costs and mobile workers, firms locate near large markets, and workers follow the firms, enlarging the market further: a home-market effect that can turn a small initial difference into a lasting core-periphery pattern. Agglomeration also draws on the three sources Alfred Marshall identified in 1890: a pooled labour market of specialised workers, shared suppliers of specialised inputs, and knowledge spillovers, the 'secrets of the trade' that are 'in the air'.",
            "These theories carry policy implications. If cumulative causation dominates, regional inequality will not correct itself, and governments face a choice between investing in lagging places, such as transport links and universities in peripheral regions, and supporting people to move to where jobs are growing.",
          ),
        },
      },
    ],
  },
];
