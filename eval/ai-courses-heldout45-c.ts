/** Forty-fifth held-out evaluation courses, advanced level (Coptic to peatland restoration); see ai-courses-heldout45.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT45_C: EvalCourse[] = [
  {
    slug: "sahidic-coptic-verbal-system",
    discipline: "Coptic language",
    title: "Sahidic Coptic: The Verbal System",
    description:
      "Sahidic, the standard literary dialect of late antique Egypt, is read at advanced level with attention to the bipartite and tripartite conjugation patterns, the Second Tense, Greek loanwords, and the other dialects beside Sahidic such as Bohairic.",
    level: "advanced",
    duration: "one semester (2 classes a week)",
    plantedGap: "Bohairic",
    modules: [
      {
        title: "The Bipartite Pattern",
        description:
          "Subject plus predicate with no conjugation base: the present, and the Stern–Jernstedt rule that governs its objects.",
        lesson: {
          title: "Present tense and the Stern–Jernstedt rule",
          html:
            p(
              "Coptic, the last stage of the Egyptian language, written in an alphabet of Greek letters supplemented by six or seven signs derived from Demotic, organises its verbal sentences in two fundamentally different ways. H. J. Polotsky named them the bipartite and tripartite patterns. The bipartite pattern consists simply of a subject and a predicate, with no conjugation base between them; it expresses the present (the First Present) and, with the auxiliary ⲛⲁ, the future. Its vocabulary is mixed: alongside inherited Egyptian words, a literary Sahidic text may draw a fifth or more of its words from Greek, including nouns such as ⲯⲩⲭⲏ 'soul', particles such as ⲇⲉ and ⲅⲁⲣ, and verbs borrowed in the Greek imperative-like form and used as infinitives, such as ⲡⲓⲥⲧⲉⲩⲉ 'believe', which take the same conjugation as native verbs.",
              "In the First Present the subject is either a noun, introduced by the article, or a personal prefix: ϯⲥⲱⲧⲙ̄ 'I hear', ⲕⲥⲱⲧⲙ̄ 'you (m.) hear', ϥⲥⲱⲧⲙ̄ 'he hears', ⲧⲛ̄ⲥⲱⲧⲙ̄ 'we hear'. With a nominal subject the sentence is normally introduced by the indefinite marker ⲟⲩⲛ̄ if the subject is indefinite, or stands as is if definite: ⲡⲣⲱⲙⲉ ⲥⲱⲧⲙ̄ 'the man hears'. The predicate may be an infinitive, a stative, an adverb or a prepositional phrase: ϥϩⲙ̄ ⲡⲏⲓ 'he is in the house'. The future adds ⲛⲁ before the infinitive: ϥⲛⲁⲥⲱⲧⲙ̄ 'he will hear'.",
              "The most important constraint on the bipartite pattern is the rule described by Ludwig Stern in 1880 and refined by Peter Jernstedt in 1927. In the present and future, a transitive infinitive with a direct object must not take that object directly, in the construct or pronominal state; the object is instead introduced by the preposition ⲛ̄- / ⲙ̄ⲙⲟ⸗. Thus 'he hears the word' is ϥⲥⲱⲧⲙ̄ ⲙ̄ⲡϣⲁϫⲉ, never *ϥⲥⲉⲧⲙ̄ ⲡϣⲁϫⲉ. In the tripartite tenses, by contrast, the direct construction is normal.",
            ) +
            "<table><tr><th>Pattern</th><th>Example</th><th>Translation</th></tr><tr><td>Bipartite (present)</td><td>ϥⲥⲱⲧⲙ̄ ⲙ̄ⲙⲟϥ</td><td>he hears him</td></tr><tr><td>Bipartite (future)</td><td>ϥⲛⲁⲥⲱⲧⲙ̄ ⲙ̄ⲙⲟϥ</td><td>he will hear him</td></tr><tr><td>Tripartite (perfect)</td><td>ⲁϥⲥⲟⲧⲙⲉϥ</td><td>he heard him</td></tr></table>",
        },
      },
      {
        title: "The Tripartite Conjugation",
        description:
          "Base, subject, infinitive: we build the perfect, the aorist, the optative and their negatives, and learn the states of the infinitive.",
        lesson: {
          title: "Conjugation bases and the states of the verb",
          html:
            p(
              "The tripartite pattern has three parts: a conjugation base that marks tense, mood or clause type; a subject, either a personal suffix or a noun; and an infinitive. The perfect, for instance, uses the base ⲁ-: ⲁϥⲥⲱⲧⲙ̄ 'he heard', ⲁⲡⲣⲱⲙⲉ ⲥⲱⲧⲙ̄ 'the man heard'. Before a nominal subject the base takes its prenominal form (ⲁ- for the perfect, ⲙⲡⲉ- for its negative); before a personal suffix it takes its prepersonal form (ⲁ⸗, ⲙⲡ⸗). Learning a tense therefore means learning two forms of its base.",
            ) +
            "<table><tr><th>Tense</th><th>Affirmative</th><th>Negative</th><th>Meaning</th></tr><tr><td>Perfect</td><td>ⲁϥⲥⲱⲧⲙ̄</td><td>ⲙ̄ⲡϥ̄ⲥⲱⲧⲙ̄</td><td>he heard / did not hear</td></tr><tr><td>Aorist (habitual)</td><td>ϣⲁϥⲥⲱⲧⲙ̄</td><td>ⲙⲉϥⲥⲱⲧⲙ̄</td><td>he hears / never hears</td></tr><tr><td>Optative</td><td>ⲉϥⲉⲥⲱⲧⲙ̄</td><td>ⲛ̄ⲛⲉϥⲥⲱⲧⲙ̄</td><td>may he hear / he shall not hear</td></tr><tr><td>Not-yet</td><td>—</td><td>ⲙ̄ⲡⲁⲧϥ̄ⲥⲱⲧⲙ̄</td><td>he has not yet heard</td></tr></table>" +
            p(
              "Because the Stern–Jernstedt rule does not apply in these tenses, the infinitive can take its object directly, and for this it changes form. Most Coptic infinitives have three states. The absolute state is used with no direct object or with an object introduced by ⲛ̄-/ⲙ̄ⲙⲟ⸗: ⲥⲱⲧⲙ̄. The prenominal (construct) state is used directly before a nominal object and is usually reduced in vowel and stress: ⲥⲉⲧⲙ̄-, as in ⲁϥⲥⲉⲧⲙ̄ ⲡϣⲁϫⲉ 'he heard the word'. The prepersonal (pronominal) state takes a pronoun suffix: ⲥⲟⲧⲙ⸗, as in ⲁϥⲥⲟⲧⲙⲉϥ 'he heard him'. In other verbs the states are ⲕⲱⲧ, ⲕⲉⲧ-, ⲕⲟⲧ⸗ ('build') and ⲙⲉⲣⲉ, ⲙⲉⲣⲉ-, ⲙⲉⲣⲓⲧ⸗ ('love'). Both the direct and the prepositional construction are grammatical in the tripartite tenses, and their choice can carry nuances of definiteness and focus.",
              "Many verbs also have a stative (traditionally 'qualitative'), a form that expresses the state resulting from an action: ⲕⲏⲧ 'built', ⲙⲟⲟⲩⲧ 'dead'. The stative occurs only in the bipartite pattern: ⲡⲏⲓ ⲕⲏⲧ 'the house is built'.",
            ),
        },
      },
      {
        title: "The Second Tenses and Focalisation",
        description:
          "Polotsky's analysis of the Second Tenses, which shift emphasis to an adverbial element, is read with examples from the Sahidic New Testament.",
        lesson: {
          title: "Emphasising the adverb",
          html: p(
            "Coptic has a set of converters that turn a basic sentence into a different kind of clause: the circumstantial ⲉ- for adverbial clauses, the relative ⲉⲧ- for relative clauses, the preterite ⲛⲉ- for past time, and the focalising converter that yields the so-called Second Tenses. In the present, the Second Present is formed with ⲉ(ⲣⲉ)-: ⲉϥⲥⲱⲧⲙ̄; in the past, the Second Perfect is formed with ⲛ̄ⲧ-: ⲛ̄ⲧⲁϥⲥⲱⲧⲙ̄. Grammarians long regarded these forms as puzzling variants of the ordinary tenses. The decisive explanation was given by Hans Jakob Polotsky in his Études de syntaxe copte (1944), building on his earlier work on Egyptian.",
            "Polotsky showed that a Second Tense shifts the communicative focus of the sentence away from the verb and onto an adverbial element, an adverb, prepositional phrase or circumstantial clause, that is thereby presented as the new and important information. The verbal action is treated as given. A sentence such as ⲛ̄ⲧⲁϥⲉⲓ ϩⲛ̄ ⲟⲩϭⲉⲡⲏ is best rendered 'It was in haste that he came' rather than simply 'He came in haste'. Questions with an interrogative adverb typically use a Second Tense, because the question word is the focus: ⲉⲕⲛⲁⲃⲱⲕ ⲉⲧⲱⲛ 'Where will you go?' English conveys the same effect with a cleft sentence, French with 'c'est ... que', and translators must decide how far to mark it.",
            "Identifying the focus is not always mechanical. When a sentence contains several adverbial elements, context decides which one is focal, and in some environments, especially in negated sentences and after certain conjunctions, the Second Tense appears with weaker or no emphatic force. Later scholars, notably Ariel Shisha-Halevy and Bentley Layton, have refined Polotsky's description by treating focalisation as one function among several of a general converter system. The practical rule for readers remains sound: when a Second Tense appears, look for the adverbial that carries the point of the sentence.",
          ),
        },
      },
    ],
  },
  {
    slug: "tsunami-loads-on-coastal-buildings",
    discipline: "Tsunami engineering",
    title: "Tsunami Loads on Coastal Buildings",
    description:
      "Tsunami loads entered the US structural code with ASCE 7-16, and this MEng module takes the designer from source to structure: generation and propagation, run-up and inundation, hydrodynamic and debris impact forces, and the design of vertical evacuation refuges.",
    level: "advanced",
    duration: "one semester (15 weeks)",
    plantedGap: "vertical evacuation",
    modules: [
      {
        title: "Generation and Propagation",
        description:
          "From seafloor rupture to shoaling: long-wave theory and what it predicts about speed, height and arrival time.",
        lesson: {
          title: "Long waves across an ocean",
          html: p(
            "A tsunami is a series of long-period gravity waves generated by a sudden displacement of a large volume of water. Most are caused by megathrust earthquakes at subduction zones, in which the overriding plate rebounds and lifts the seafloor by several metres over an area that can exceed 100,000 km²; the 2011 Tōhoku earthquake (Mw 9.0) raised the seabed near the trench by up to about 5 m and displaced it horizontally by as much as 50 m. Submarine and subaerial landslides, volcanic flank collapses and eruptions generate smaller but sometimes locally extreme waves, as in the 1958 Lituya Bay event in Alaska.",
            "Because the wavelength of an earthquake tsunami, typically 100 to 500 km, is far greater than the ocean depth, the waves behave as shallow-water waves even in the deep ocean. Their speed depends only on depth: c = √(gh). Over an abyssal plain 4,000 m deep, c = √(9.81 × 4,000) ≈ 198 m/s, or about 713 km/h, so a tsunami can cross the Pacific in less than a day; the 1960 Chile tsunami reached Japan about 22 hours after the earthquake. In 50 m of water the same wave slows to about 22 m/s.",
            "In the open ocean the amplitude is small, often less than a metre, and ships do not notice it. As the wave enters shallow water it slows, the wavelength shortens and energy is concentrated in a smaller depth, so the amplitude grows. For gradual shoaling without breaking or reflection, Green's law gives the change in amplitude: A₂/A₁ = (h₁/h₂)^¼. A 0.5 m wave travelling from 4,000 m to 10 m depth grows by a factor of (400)^¼ ≈ 4.5, to about 2.2 m, before local effects such as bays and shelf resonance amplify it further.",
            "Engineers use numerical models that solve the nonlinear shallow-water equations, for example MOST (used by the US NOAA Center for Tsunami Research) or COMCOT, with nested grids that refine resolution from kilometres offshore to metres at the coast. Dispersive Boussinesq-type models are needed for landslide sources, whose shorter waves are not well described by shallow-water theory.",
          ),
        },
      },
      {
        title: "Run-up and Inundation",
        description:
          "Designers need flow depth and velocity at the site, so this module covers run-up, inundation limits and the energy grade line method of ASCE 7.",
        lesson: {
          title: "From the shoreline to the site",
          html:
            p(
              "Once a tsunami reaches the shore, the quantities that matter to a designer are how far inland and how high the water goes and how fast it moves at the building site. Run-up is the ground elevation, above a reference sea level, at the furthest point of inundation; the inundation limit is that furthest point; and inundation depth, or flow depth, is the height of water above local ground at any point. In 2011, run-up on the Sanriku coast of Japan exceeded 39 m in narrow valleys, while on the flat Sendai plain the water penetrated about 5 km inland.",
              "ASCE 7-16 Chapter 6 defines a Tsunami Design Zone from maps of the Maximum Considered Tsunami, a probabilistic event with a 2 per cent chance of being exceeded in 50 years (a return period of about 2,475 years), for the five western states of the United States. It then offers two routes to site flow conditions. Risk Category II and III buildings may use the Energy Grade Line Analysis, a one-dimensional hydraulic method: starting from the mapped run-up, it steps seaward along a transect, computing the hydraulic head lost to friction over each segment with the Manning equation, and so derives flow depth and velocity at the site. Risk Category IV buildings, and sites where flow is complex, require site-specific inundation modelling.",
            ) +
            "<ul><li>Inputs: the mapped run-up elevation and inundation limit, the ground profile along the transect, and a Manning roughness coefficient (for example 0.025 for open ground, rising to 0.04 for buildings of moderate density).</li><li>Outputs: the maximum flow depth h and velocity u at the site, and the momentum flux hu².</li><li>Checks: the code sets lower bounds on velocity and requires a minimum value of the Froude number, Fr = u/√(gh), in the calculation.</li></ul>" +
            p(
              "Flow depth and velocity peak at different times, so the code asks the designer to consider load cases in which the water is rising, at its greatest depth and at its greatest momentum flux, including the return flow as the tsunami drains back to sea.",
            ),
        },
      },
      {
        title: "Hydrodynamic and Debris Impact Forces",
        description:
          "Why did reinforced concrete frames survive in 2011 where timber houses did not? We calculate the forces that decide.",
        lesson: {
          title: "Drag, surge and floating objects",
          html:
            p(
              "A tsunami applies several kinds of load to a building, and each must be checked. Hydrostatic forces act on closed structures and on walls with water on only one side; buoyancy lifts buildings whose enclosed spaces do not flood, which is why many light timber houses in 2011 floated off their foundations. Hydrodynamic loads arise from the moving water. The drag force on a structure or element is given by F_d = ½ ρ_s C_d B (h u²), where ρ_s is the fluid density, C_d a drag coefficient and B the width normal to the flow. ASCE 7-16 takes ρ_s as 1.1 times the density of sea water, about 1,128 kg/m³, to allow for suspended sediment, and increases loads by a factor for closure of the openings by debris.",
              "A worked example: a square column 0.6 m wide stands in a flow with h u² = 40 m³/s² (for instance 2.5 m depth at 4 m/s). With C_d = 2.0 for a square section, F_d = 0.5 × 1,128 × 2.0 × 0.6 × 40 ≈ 27 kN. On a solid wall 10 m wide with C_d around 1.25 to 2 depending on its proportions, the same flow produces hundreds of kilonewtons, which is why the code allows breakaway walls at lower levels.",
              "Debris impact is often the governing load on individual columns and walls. Floating logs, vehicles and, in ports, shipping containers are carried at roughly the flow velocity. The code gives an impact force proportional to velocity and to the square root of the stiffness and mass of the colliding object:",
            ) +
            "<table><tr><th>Object</th><th>Typical mass</th><th>Nominal design approach</th></tr><tr><td>Log or pole</td><td>450 kg</td><td>Impact force from mass, stiffness and velocity</td></tr><tr><td>Passenger vehicle</td><td>1,360 kg</td><td>Applied at up to 0.9 m above ground</td></tr><tr><td>Shipping container</td><td>2,200–3,800 kg empty</td><td>Within the container hazard zone only</td></tr></table>" +
            p(
              "Scour around foundations completes the list: flows of a few metres per second can remove several metres of sand, undermining shallow footings.",
            ),
        },
      },
    ],
  },
  {
    slug: "adult-sepsis-nursing-advanced-practice",
    discipline: "Sepsis nursing",
    title: "Adult Sepsis: Advanced Nursing Practice",
    description:
      "Senior ward and critical care nurses take this module to deepen their management of adult sepsis, from the Sepsis-3 definitions and screening with NEWS2 to the Surviving Sepsis Campaign hour-1 bundle, vasopressor therapy, and post-sepsis syndrome.",
    level: "advanced",
    duration: "one term (30 credits at level 7)",
    plantedGap: "post-sepsis syndrome",
    modules: [
      {
        title: "Definitions and Pathophysiology",
        description:
          "Sepsis-3 replaced SIRS with organ dysfunction, and this module explains why, from the host response to the failing microcirculation.",
        lesson: {
          title: "A dysregulated host response",
          html:
            p(
              "The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3), published by Singer and colleagues in JAMA in 2016, define sepsis as life-threatening organ dysfunction caused by a dysregulated host response to infection. The earlier definitions of 1991 and 2001 had relied on the systemic inflammatory response syndrome (SIRS) criteria, fever or hypothermia, tachycardia, tachypnoea and abnormal white cell count, but these were met by many patients with uncomplicated infection and missed about one in eight patients with infection and organ failure. Sepsis-3 therefore placed organ dysfunction at the centre and dropped the category 'severe sepsis'.",
              "Organ dysfunction is identified as an acute rise of 2 points or more in the Sequential Organ Failure Assessment (SOFA) score, which grades six systems from 0 to 4:",
            ) +
            "<table><tr><th>System</th><th>Measure</th></tr><tr><td>Respiratory</td><td>PaO₂/FiO₂ ratio</td></tr><tr><td>Coagulation</td><td>Platelet count</td></tr><tr><td>Liver</td><td>Bilirubin</td></tr><tr><td>Cardiovascular</td><td>Mean arterial pressure and vasopressor requirement</td></tr><tr><td>Central nervous system</td><td>Glasgow Coma Scale</td></tr><tr><td>Renal</td><td>Creatinine or urine output</td></tr></table>" +
            p(
              "Septic shock is the subset in which circulatory, cellular and metabolic abnormalities are profound enough to increase mortality substantially: it is identified by the need for vasopressors to keep the mean arterial pressure at 65 mmHg or above and a serum lactate above 2 mmol/L despite adequate fluid resuscitation. Hospital mortality exceeds 40 per cent.",
              "The pathophysiology explains the bedside signs. Pathogen components such as lipopolysaccharide bind pattern-recognition receptors, including Toll-like receptor 4, on immune cells, triggering release of cytokines such as TNF-α, IL-1 and IL-6. The result is widespread vasodilatation, mediated partly by nitric oxide, increased capillary permeability with fluid leaking into the tissues, activation of coagulation with microthrombi, and mitochondrial dysfunction that impairs oxygen use even when delivery is adequate. At the same time an anti-inflammatory, immunosuppressive response develops, which leaves patients vulnerable to secondary infection. Rising lactate reflects both tissue hypoperfusion and adrenergic stimulation of glycolysis.",
            ),
        },
      },
      {
        title: "Recognition and Escalation",
        description:
          "Spotting sepsis early on the ward depends on complete observations, the NEWS2 score and a clear escalation pathway.",
        lesson: {
          title: "NEWS2, red flags and 'could this be sepsis?'",
          html: p(
            "Most patients with sepsis in hospital are first recognised, or missed, on general wards and in emergency departments, and nurses are usually the first to see the change. The Royal College of Physicians' National Early Warning Score 2 (NEWS2), adopted across the NHS in England, scores six physiological parameters, respiration rate, oxygen saturation, systolic blood pressure, pulse rate, level of consciousness or new confusion, and temperature, with extra points for supplemental oxygen. Each parameter scores 0 to 3, and the total guides the response: an aggregate of 5 or 6, or a score of 3 in any single parameter, calls for urgent review by a clinician competent in assessing acutely ill patients, and a score of 7 or more calls for an emergency response, usually by a critical care outreach team.",
            "NEWS2 is not a sepsis tool in itself, and a low score does not exclude sepsis. The guidance therefore asks that any patient with a NEWS2 of 5 or more who has, or might have, an infection should prompt the question 'could this be sepsis?' NICE guideline NG51, updated in 2024, uses NEWS2 for risk stratification in adults in hospital and lists high-risk criteria that demand immediate action regardless of the total, such as a respiratory rate of 25 per minute or more, new need for 40 per cent oxygen or more to keep saturations above 92 per cent, systolic blood pressure of 90 mmHg or less, heart rate above 130 per minute, no urine passed in 18 hours, non-blanching rash or mottled skin.",
            "The quick SOFA (qSOFA) score introduced with Sepsis-3, one point each for respiratory rate of 22 or more, altered mentation and systolic pressure of 100 mmHg or less, predicts poor outcome but is insensitive, and the 2021 Surviving Sepsis Campaign guidelines advise against using it alone as a screening tool. Good recognition depends on complete observations at the right frequency, on trusting the concerns of relatives who notice that the patient 'is not themselves', and on escalating with a structured handover such as SBAR, stating the score, the suspected source and what is needed.",
          ),
        },
      },
      {
        title: "The Hour-1 Bundle, Fluids and Vasopressors",
        description:
          "Five time-critical actions, and the nursing judgement around fluids and noradrenaline that follows them.",
        lesson: {
          title: "Resuscitation in the first hours",
          html:
            p(
              "The Surviving Sepsis Campaign's hour-1 bundle, published in 2018, gathers the actions that should begin within one hour of recognising sepsis or septic shock:",
            ) +
            "<ul><li>Measure lactate, and remeasure it within 2 to 4 hours if the initial value exceeds 2 mmol/L.</li><li>Obtain blood cultures before giving antibiotics, provided this causes no significant delay.</li><li>Give broad-spectrum antimicrobials.</li><li>Begin rapid administration of 30 mL/kg crystalloid for hypotension or a lactate of 4 mmol/L or more.</li><li>Give vasopressors if the patient remains hypotensive during or after fluid resuscitation, to keep mean arterial pressure at 65 mmHg or above.</li></ul>" +
            p(
              "For a 70 kg patient, 30 mL/kg is 2.1 litres, usually given as boluses of 250 to 500 mL over 15 minutes with reassessment after each. The 2021 guidelines favour balanced crystalloids such as Hartmann's solution or Plasma-Lyte over 0.9 per cent saline, and reassessment rather than a fixed volume: heart rate, blood pressure, capillary refill time, urine output (target at least 0.5 mL/kg/h), lactate clearance and, in critical care, dynamic measures such as the change in stroke volume after a passive leg raise. Signs of fluid overload, rising oxygen requirement and crackles on auscultation, should halt boluses.",
              "Noradrenaline is the first-line vasopressor. It is an α₁-agonist with some β₁ activity that raises systemic vascular resistance, typically started at 0.05 to 0.1 micrograms/kg/min and titrated to the mean arterial pressure target. It is best given through a central venous catheter, but the guidelines accept starting it peripherally through a well-sited large cannula in a proximal vein rather than delay; the nurse must then check the site frequently for extravasation, which can cause tissue necrosis. Vasopressin is added if noradrenaline doses reach about 0.25 to 0.5 micrograms/kg/min. Infusions require a dedicated lumen, no flushing of the line, and continuous arterial pressure monitoring as soon as it can be established.",
            ),
        },
      },
    ],
  },
  {
    slug: "law-of-salvage-at-sea",
    discipline: "Maritime salvage law",
    title: "The Law of Salvage at Sea",
    description:
      "Salvage rewards voluntary success in saving property from danger at sea; this postgraduate seminar analyses the 1989 International Convention on Salvage, the Lloyd's Open Form contract, assessment of the reward under Article 13, special compensation under Article 14 and the SCOPIC clause, and the law of wreck removal.",
    level: "advanced",
    duration: "one semester (10 two-hour seminars)",
    plantedGap: "wreck removal",
    modules: [
      {
        title: "The Elements of a Salvage Claim",
        description:
          "Recognised subject matter, danger, voluntariness and success: each element is traced through the leading cases.",
        lesson: {
          title: "Danger, voluntariness and 'no cure, no pay'",
          html: p(
            "Salvage is one of the oldest institutions of maritime law. It gives a person who voluntarily and successfully saves maritime property in danger a right to a reward from the owners of the property saved, independent of any contract. In England the law is now largely contained in the International Convention on Salvage 1989, given the force of law by section 224 and Schedule 11 of the Merchant Shipping Act 1995, read with the older case law that the Convention partly codified.",
            "A claim requires, first, recognised subject matter: a vessel, cargo, freight at risk or other property, including bunkers, but not fixed or floating platforms on location for the exploration or production of seabed minerals (Article 3), nor, where a state has made a reservation under Article 30, maritime cultural property on the seabed. Second, the property must be in danger. The danger need not be immediate or absolute; it is enough, as Dr Lushington said in The Phantom (1866), that the vessel has met with damage or misfortune that might expose her to destruction if help were not given. Courts often ask whether a prudent master would have accepted assistance, so a ship disabled in open water with bad weather approaching is in danger even if no harm has yet occurred.",
            "Third, the service must be voluntary: rendered by someone under no pre-existing duty to the property. A ship's own crew, a pilot performing ordinary pilotage and a tug performing its towage contract cannot normally claim salvage, though a tug or pilot may do so if the services go beyond what the contract contemplated, as the Privy Council accepted for a pilot in The Minnehaha (1861). Public authorities under a duty may claim only so far as the national law allows (Article 5).",
            "Fourth, the service must succeed. Article 12 provides that salvage operations which have had a useful result give right to a reward, and that, except as the Convention provides, no payment is due if the operations have had no useful result. This principle, 'no cure, no pay', places the risk of failure on the salvor and is the reason rewards can be generous. Partial success, for instance saving the cargo though the ship sinks, earns a reward measured against the value actually saved, and the reward can never exceed that value (Article 13(3)).",
          ),
        },
      },
      {
        title: "Lloyd's Open Form",
        description:
          "Most salvage today is done on LOF, and this module reads the current form clause by clause, together with its arbitration procedure.",
        lesson: {
          title: "Agreeing now, assessing later",
          html:
            p(
              "Although salvage can arise without any contract, most professional salvage is performed under a contract agreed in the emergency, and by far the most widely used is Lloyd's Standard Form of Salvage Agreement, known as Lloyd's Open Form (LOF). Its origins lie in the 1890s, and after many revisions its current edition is LOF 2020. The form is 'open' because no sum is fixed: the parties agree on the salvage services and leave the amount of the reward to be assessed afterwards by an arbitrator in London, under English law and the 1989 Convention.",
              "The advantages are speed and certainty. A master whose ship is aground can accept a professional salvor's services by radio or email in a few words, 'LOF 2020 agreed', without negotiating a price while the ship is at risk. The main features of the form are these:",
            ) +
            "<ul><li>The contractor agrees to use its best endeavours to salve the property and to prevent or minimise damage to the environment (reflecting Article 8 of the Convention).</li><li>The services are on a 'no cure, no pay' basis, subject to the optional incorporation of the SCOPIC clause.</li><li>The owners of the property must provide security for the salvor's claim, usually through Lloyd's or by a guarantee from a protection and indemnity club, before the property is released.</li><li>Disputes on the reward are referred to arbitration under the Lloyd's Standard Salvage and Arbitration Clauses, with an appeal to an appeal arbitrator.</li></ul>" +
            p(
              "The master has authority to conclude the contract on behalf of the shipowner and, under Article 6(2) of the Convention, on behalf of the owners of cargo on board. The contract can be annulled or modified under Article 7 if it was entered into under undue influence or the influence of danger and its terms are inequitable, or if the payment is excessive for the services rendered. Arbitral awards are published in anonymised digests, and they form a body of practice that guides how rewards are assessed.",
            ),
        },
      },
      {
        title: "Rewards, Special Compensation and SCOPIC",
        description:
          "How much does a salvor earn, and what happens when a casualty threatens the environment but little property can be saved?",
        lesson: {
          title: "Articles 13 and 14",
          html:
            p(
              "Article 13 of the 1989 Convention lists the criteria for fixing a reward, 'without regard to the order in which they are presented':",
            ) +
            "<ul><li>(a) the salved value of the vessel and other property;</li><li>(b) the skill and efforts of the salvors in preventing or minimising damage to the environment;</li><li>(c) the measure of success obtained;</li><li>(d) the nature and degree of the danger;</li><li>(e)–(f) the skill, efforts, time, expenses and losses of the salvors;</li><li>(g)–(h) the risk of liability and other risks run, and the promptness of the services;</li><li>(i)–(j) the availability and use of vessels and equipment intended for salvage, and their state of readiness, efficiency and value.</li></ul>" +
            p(
              "The reward is paid by all the interests saved in proportion to their salved values. If a ship worth US$20 million after the casualty carries cargo worth US$30 million and the arbitrator awards US$5 million, ship pays 40 per cent (US$2 million) and cargo 60 per cent (US$3 million).",
              "Article 14 responds to the Amoco Cadiz and similar disasters, in which salvors had little incentive to tackle laden tankers that were unlikely to be saved. Where a salvor has worked on a vessel that by itself or its cargo threatened damage to the environment and has failed to earn an Article 13 reward at least equal to its expenses, it is entitled to special compensation from the shipowner equal to those expenses, increased by up to 30 per cent, or up to 100 per cent in exceptional cases, if it prevented or minimised environmental damage. In The Nagasaki Spirit (1997) the House of Lords held that 'fair rate' for expenses meant a rate covering costs and overheads but not a profit element, which made special compensation unattractive.",
              "The industry's answer was the Special Compensation P&I Clause (SCOPIC), introduced in 1999 and incorporated into LOF at the salvor's option. Once invoked, it replaces Article 14 with remuneration calculated from agreed tariff rates for personnel, tugs and equipment plus a 25 per cent bonus, paid by the shipowner and its P&I club, while the Article 13 reward remains payable by all the property interests. If the Article 13 reward exceeds the SCOPIC amount, SCOPIC remuneration is not payable, and if SCOPIC is invoked unnecessarily, the Article 13 award is discounted.",
            ),
        },
      },
    ],
  },
  {
    slug: "peatland-hydrology-and-rewetting",
    discipline: "Peatland restoration",
    title: "Peatland Hydrology and Rewetting",
    description:
      "Peatlands cover about three per cent of the land surface yet hold roughly a third of the world's soil carbon. Students at master's level study peat formation and the acrotelm–catotelm model, the damage done by drainage, rewetting by ditch blocking and bunding, and greenhouse-gas flux measurement by eddy covariance.",
    level: "advanced",
    duration: "one semester (20 ECTS, with fieldwork)",
    plantedGap: "eddy covariance",
    modules: [
      {
        title: "How Peat Forms and Holds Water",
        description:
          "The module opens with peat accumulation and the two-layer model of a raised bog, then applies Darcy's law to it.",
        lesson: {
          title: "Acrotelm, catotelm and the groundwater mound",
          html: p(
            "Peat is partly decomposed plant material that accumulates where production exceeds decay because the ground is waterlogged. Waterlogging excludes oxygen, and in its absence decomposition by fungi and aerobic bacteria slows by orders of magnitude. In northern bogs the main peat-former is Sphagnum moss, whose dead tissues are rich in decay-resistant phenolic compounds and whose cation exchange acidifies the water to pH 3.5 to 4.5. Typical long-term accumulation rates are 0.5 to 1 mm of peat a year, equivalent to some 20 to 30 g of carbon per square metre per year. Peatlands fed only by rain are bogs (ombrotrophic); those also fed by groundwater or surface inflow are fens (minerotrophic), with higher pH and nutrient supply.",
            "The classic description of a functioning bog divides the peat into two layers, following Ingram and Ivanov. The acrotelm is the upper layer, typically 10 to 50 cm thick, of living and freshly dead plants; the water table fluctuates within it, it is periodically aerated, its hydraulic conductivity is high, and most decomposition happens here. The catotelm below is permanently saturated, anoxic and highly humified, with very low hydraulic conductivity, commonly between 10⁻⁴ and 10⁻⁸ m/s, and it is where long-term carbon storage occurs. Material passes from acrotelm to catotelm as the surface grows upward and the water table rises with it.",
            "A raised bog holds a mound of water above the surrounding land. Ingram's groundwater mound model (1982) treats the bog as a domed aquifer in steady state, recharged by net rainfall U and draining laterally through the catotelm with conductivity K. For a bog of half-width L, the height of the water table at its centre is H, where H² = U L² / K. With U = 3 × 10⁻⁹ m/s (about 95 mm a year of net recharge), L = 500 m and K = 3 × 10⁻⁵ m/s, H² = (3 × 10⁻⁹ × 250,000) ÷ (3 × 10⁻⁵) = 25 m², so the centre of the dome stands 5 m above the water level at the margin. The model shows that the shape of a bog is a hydrological equilibrium: change recharge, conductivity or the drainage boundary and the dome must change.",
          ),
        },
      },
      {
        title: "What Drainage Does",
        description:
          "Drains lower the water table, and this module traces the consequences: subsidence, oxidation, erosion and the loss of the bog's self-regulation.",
        lesson: {
          title: "Subsidence, oxidation and a broken feedback",
          html:
            p(
              "Peatlands have been drained for agriculture, forestry, peat extraction and grouse moor management on a vast scale: across Europe more than half of the original peatland area has been drained, and in the United Kingdom about 80 per cent of peatland is estimated to be in a damaged condition. Drainage lowers the water table, usually to the depth of the ditches near them and less further away, and it sets off a chain of physical and chemical changes.",
            ) +
            "<ul><li>Consolidation: when the water that buoyed the peat is removed, the peat above the water table loses support and compresses under its own weight. This primary subsidence can lower the surface by a metre or more in the first years after drainage.</li><li>Shrinkage: drying peat shrinks, often irreversibly, and cracks.</li><li>Oxidation: oxygen now reaches peat that had been anoxic, and aerobic decomposition converts its carbon to CO₂. This causes continuing secondary subsidence, typically 1 to 2 cm a year in temperate agricultural peat and much more in drained tropical peat.</li><li>Erosion: bare, dried peat is lost to wind and water, and gullies develop, exporting particulate and dissolved organic carbon that colours downstream water brown.</li></ul>" +
            p(
              "The Holme Fen post in Cambridgeshire records the cumulative effect: driven flush with the ground in about 1851 when Whittlesey Mere was drained, its top now stands some 4 m above the surface. Emissions from drained peatland are large. IPCC default emission factors for drained temperate grassland on deep peat are of the order of 6 t of CO₂-carbon per hectare a year, and drained peatlands worldwide, only about 0.3 per cent of the land surface, emit roughly 2 Gt of CO₂ a year.",
              "Drainage also breaks the feedbacks that keep a bog wet. A lower water table thickens the aerated layer, Sphagnum gives way to grasses, heather and trees whose roots and transpiration dry the peat further, and the altered peat at the surface has different hydraulic properties, so the bog loses its capacity to regulate its own water table. Recovery therefore rarely happens without intervention.",
            ),
        },
      },
      {
        title: "Rewetting: Ditch Blocking and Bunding",
        description:
          "Practical rewetting design, from dam spacing on slopes to bunds on cutover bog and the water-table targets that define success.",
        lesson: {
          title: "Holding the water back",
          html: p(
            "The first goal of peatland restoration is to raise the water table and keep it close to the surface throughout the year, ideally within about 10 cm of it on average, with only a shallow summer drawdown. Only then can peat-forming vegetation return and oxidation stop. The main tools are blocking drains to stop water leaving and building bunds to hold it on flat surfaces.",
            "Ditch blocking installs a series of dams along each drain. Dams may be made of peat dug from the site and compacted into the ditch, of plastic piling or timber boards driven into the peat, or of stone in some upland gullies. Their spacing depends on slope: the aim is that the water held behind each dam reaches the base of the next one upslope. If a ditch falls 1 m over 100 m (a 1 per cent gradient) and each dam holds water 0.25 m deep, dams are needed every 25 m or so. On steep ground spacing becomes so close that re-profiling the ditch edges or infilling the whole ditch may be more economical. Each dam must be keyed into the peat on both sides and below, and should have a spillway or low point so that water overtops it gently rather than cutting round it.",
            "On flat, cutover bog where commercial extraction has left a bare, drained surface, contour bunds are built from the residual peat. They form cells in which rainwater is retained, creating shallow lagoons and saturated surfaces. Cells are sized so that water depth stays shallow, since deep permanent water inhibits the return of mosses.",
            "Success is assessed primarily by the water table. Monitoring uses dipwells, perforated tubes read by hand, and pressure transducers logging every hour, installed along transects at increasing distances from blocked ditches and compared with undamaged reference sites. A well-blocked site typically shows the mean water table rising by 10 to 20 cm and its fluctuations narrowing within one to three years.",
          ),
        },
      },
    ],
  },
];
