/** Forty-sixth held-out evaluation courses, intermediate level (dialectology to vaccine cold chain); see ai-courses-heldout46.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT46_B: EvalCourse[] = [
  {
    slug: "mapping-dialects-methods",
    discipline: "Dialectology",
    title: "Mapping Dialects: Atlases, Surveys and Variables",
    description:
      "Where a word changes its sound from one village to the next, a line can be drawn on a map. Linguistics undergraduates in their second year work through isoglosses and the great dialect atlases, the Survey of English Dialects, the sociolinguistic variable, and dialect levelling in modern cities.",
    level: "intermediate",
    duration: "one semester (two lectures and a seminar weekly)",
    plantedGap: "levelling",
    modules: [
      {
        title: "Isoglosses and the First Atlases",
        description:
          "Wenker's questionnaires and Gilliéron's fieldworker gave dialectology its maps, and with them the isogloss.",
        lesson: {
          title: "Drawing lines between dialects",
          html: p(
            "An isogloss is a line on a map separating places where a linguistic feature takes one form from places where it takes another. The feature may be a pronunciation, a word or a grammatical construction. Isoglosses rarely coincide exactly, but where several run close together they form a bundle, and bundles are the usual evidence for a dialect boundary.",
            "The first large-scale attempt to map a language was made by Georg Wenker in Germany. From 1876 he sent a list of forty short sentences to schoolteachers across the country, asking them to translate the sentences into the local speech. Nearly 45,000 questionnaires came back, and from them the <i>Sprachatlas des Deutschen Reichs</i> was drawn. The method was cheap and covered an enormous area, but it relied on untrained transcribers using ordinary German spelling, which cannot record sounds precisely.",
            "In France, Jules Gilliéron took the opposite approach. For the <i>Atlas linguistique de la France</i> (published 1902 to 1910), a single trained fieldworker, Edmond Edmont, travelled by bicycle to 639 localities between 1897 and 1901 and recorded answers to a questionnaire of some 1,500 items in a consistent phonetic transcription. The result was far more reliable for each point, though the network was sparser.",
            "The most famous isogloss bundle in Europe comes from Wenker's material. The Benrath line, running roughly east to west across Germany near Düsseldorf, separates forms such as <i>maken</i> to the north from <i>machen</i> ('make') to the south, reflecting whether the High German consonant shift took place. Further west, however, the isoglosses for different words fan out along the Rhine, so that <i>ik/ich</i>, <i>dorp/dorf</i> and <i>dat/das</i> each change at a different place. This 'Rhenish fan' is the classic demonstration that each word has its own history and that a dialect boundary is a zone rather than a line.",
          ),
        },
      },
      {
        title: "The Survey of English Dialects",
        description:
          "A close look at the largest fieldwork project in English dialectology, what it recorded, and whom it chose to ask.",
        lesson: {
          title: "Orton, Dieth and 313 localities",
          html:
            p(
              "The Survey of English Dialects was planned by Harold Orton of the University of Leeds and the Swiss dialectologist Eugen Dieth, and its fieldwork was carried out between 1950 and 1961. Fieldworkers visited 313 localities in England, mostly small rural communities, and worked through a questionnaire of about 1,300 questions arranged by topic: the farm, the house, animals, nature, numbers and time. Questions were framed indirectly to avoid putting words into informants' mouths; to elicit the word for a newborn calf, a fieldworker would describe the animal rather than name it.",
              "The informants were carefully chosen. They were elderly, usually over sixty, had lived in the locality most of their lives, and were mostly men who worked on the land. Later scholars, notably J. K. Chambers and Peter Trudgill, summed up this profile with the acronym NORMs: non-mobile, older, rural males. The choice was deliberate, since the aim was to record the most traditional speech before it disappeared, but it means the survey says little about towns, women or the young.",
            ) +
            "<ul><li>The Basic Material was published in four regional volumes from 1962 to 1971.</li><li><i>The Linguistic Atlas of England</i> (Orton, Sanderson and Widdowson, 1978) mapped selected features.</li><li>Sound recordings made during fieldwork survive and are now digitised.</li></ul>" +
            p(
              "Several maps from the survey have become standard teaching material. One shows the northern limit of the split between the vowels of <i>foot</i> and <i>strut</i>: north of a line running roughly from the Severn to the Wash, both words have the same vowel. Another shows the pronunciation of /r/ after a vowel in words such as <i>farm</i>, which in the 1950s was still widespread in the South West, parts of Lancashire and the far North, but had already been lost in most of the Midlands and East.",
            ),
        },
      },
      {
        title: "The Sociolinguistic Variable",
        description:
          "Why do speakers in the same town say the same word in different ways? Labov's answer turned dialectology towards the city.",
        lesson: {
          title: "Labov, Trudgill and variation by class and style",
          html: p(
            "Traditional dialectology looked for the most local speech of the most settled speakers. In the 1960s William Labov argued that variation within a community is not random noise but is patterned by social class, age, sex and speaking style. His unit of analysis was the sociolinguistic variable: a linguistic feature with two or more variants that mean the same thing but carry different social values, such as the presence or absence of /r/ after a vowel in New York City English.",
            "Labov's department store study of 1962, published in <i>The Social Stratification of English in New York City</i> (1966), is the best-known demonstration. He asked shop assistants in three stores of different prestige, Saks Fifth Avenue, Macy's and S. Klein, for the location of goods he knew to be on the fourth floor. The answer 'fourth floor' contains two possible /r/ sounds. He then pretended not to hear, eliciting a more careful repetition. Assistants at Saks used /r/ most and those at S. Klein least, and in every store /r/ increased in the careful repetition. The pattern showed that /r/ had become a prestige marker in New York.",
            "Peter Trudgill's study of Norwich, published in 1974, applied the method to a British city using recorded interviews across four styles, from casual speech to reading word lists. For the variable (ng), the ending of words like <i>walking</i>, he found that the [n] variant decreased steadily from the lowest to the highest social class and from casual to formal style. He also found that men, when asked, claimed to use more of the local forms than they really did, while women claimed more standard forms, which he interpreted as covert prestige attached to working-class speech among men.",
            "The quantitative method requires counting: every token of the variable in a recording is coded, and results are expressed as percentages or index scores for each group and style.",
          ),
        },
      },
    ],
  },
  {
    slug: "lever-harp-building",
    discipline: "Harp making",
    title: "Building a Lever Harp",
    description:
      "Built around a single 34-string lever harp that each student completes over the year, this workshop course deals with string tension and scaling, the soundbox and soundboard, neck and pillar joinery, and varnishing and finishing the instrument.",
    level: "intermediate",
    duration: "one academic year (one day a week)",
    plantedGap: "finishing",
    modules: [
      {
        title: "Scaling the Strings",
        description:
          "Before any wood is cut, the string lengths, gauges and tensions are calculated, because the harp's structure exists only to resist them.",
        lesson: {
          title: "Mersenne's laws and the string chart",
          html:
            p(
              "The pitch of a stretched string depends on three things, as Marin Mersenne showed in the seventeenth century: its vibrating length, its tension and its mass per unit length. The relationship is f = (1/2L)√(T/μ), where f is the frequency in hertz, L the vibrating length in metres, T the tension in newtons and μ the linear density in kilograms per metre. Rearranged, T = 4L²f²μ, which is the formula a harp designer uses most.",
              "Take a nylon string for C5 (523 Hz) with a vibrating length of 0.40 m and a diameter of 1.0 mm. Nylon has a density of about 1,140 kg/m³, so μ = 1,140 × π × (0.0005)² ≈ 8.95 × 10<sup>−4</sup> kg/m. Then T = 4 × 0.16 × 523² × 8.95 × 10<sup>−4</sup> ≈ 157 N, roughly the weight of 16 kg. That is a comfortable tension for a lever harp string of that pitch: low enough to pluck easily, high enough to sound clear.",
              "A designer builds a string chart listing, for every string, the note, length, material, gauge and resulting tension. The guiding principles are these:",
            ) +
            "<ul><li>In the treble, lengths roughly halve for each octave up, as the formula requires for constant tension and gauge.</li><li>In the middle and bass, lengths are foreshortened to keep the harp a manageable size, and the loss of length is compensated by heavier gauges or by wound strings.</li><li>Tensions should change smoothly from string to string, because a sudden jump feels wrong under the fingers and loads the soundboard unevenly.</li></ul>" +
            p(
              "Summing the tension column gives the total load that the neck, pillar and soundboard must carry. For a 34-string lever harp with an average tension near 100 N, that is about 3,400 N, the weight of some 350 kg, applied continuously for the life of the instrument.",
            ),
        },
      },
      {
        title: "Soundbox and Soundboard",
        description:
          "The soundboard turns string vibration into sound, and its thickness, grain direction and string rib decide whether the harp sings or splits.",
        lesson: {
          title: "Making a board that is light and strong",
          html: p(
            "Strings themselves move very little air. The sound of a harp comes from the soundboard, to which the strings are anchored along a centre line, and from the air inside the soundbox behind it. The board must be light and flexible enough to vibrate freely, yet strong enough to resist the pull of every string, which acts at an angle and tries to lift the board out of the box. These demands conflict, and much of the craft lies in balancing them.",
            "Solid soundboards are usually made of spruce, sometimes cedar, chosen for its high stiffness for its weight. On most harps the grain of the board runs across the instrument, at right angles to the line of strings. A hardwood strip, the string rib, is glued along the centre on the inside or outside, and the strings pass through holes drilled in it. The rib spreads the concentrated load of each string along the board and prevents the strings from tearing through along the grain.",
            "Because the load rises towards the bass, the board is tapered. A typical solid spruce board on a lever harp might be about 2 mm thick at the treble end and increase to 4 or 5 mm at the bass, while widening from about 10 cm to 35 cm. Some makers use thin birch or okoume plywood instead; it is more stable in changing humidity and less likely to crack, at some cost in responsiveness.",
            "The soundbox is built as a tapering box or staved shell, closed at the back, with several oval sound holes in the back panel. These holes let air move in and out, which strengthens the low register, and they give the player access to the string ends for restringing. A board that bellies out slightly over the first months is expected; one that bulges sharply near the bass, or cracks along the grain beside the rib, signals that the board was too thin or the strings too tight.",
          ),
        },
      },
      {
        title: "Neck, Pillar and Joints",
        description:
          "The harp's frame is a triangle under permanent load; we examine how each member is stressed and how the joints between them are cut.",
        lesson: {
          title: "Designing the frame against string pull",
          html: p(
            "A harp's frame is a triangle. The soundbox forms one side, the neck forms the top, and the pillar, also called the forepillar or column, closes the triangle at the front. The strings run between the neck and the soundboard, inside the triangle, and their combined pull tries to draw the neck down towards the soundbox and close the triangle up.",
            "Each member is loaded differently. The pillar is mostly in compression, pushing the neck and the base of the soundbox apart. A straight pillar of hard maple or beech with a cross-section of about 40 × 50 mm easily carries the load of a lever harp, provided it is straight-grained and its ends bear squarely on the joints. The neck is the most heavily stressed part: it is a beam loaded along its whole length by the strings, and it also suffers twisting, because the strings are set to one side of the neck's centre line so that they clear the tuning pins. Twisting is the most common failure of poorly designed harps, seen as a neck that slowly rotates and pulls the strings out of line.",
            "For this reason necks are usually laminated from three or more layers of hardwood glued with their grain running along the length, sometimes with a central layer of plywood, which resists splitting at the closely spaced tuning pin holes. Quartersawn stock is preferred because it moves less with humidity.",
            "The joints carry the loads from one member to the next. The neck meets the top of the soundbox in a long mortise-and-tenon or a bolted joint with a hardwood block, and the pillar joins the neck and the base with deep mortises or with bolts and dowels. All joints are cut so that the load passes through wood bearing on wood, not through glue alone. A harp is always brought up to pitch gradually over several weeks, retuning often, while the joints settle and the wood creeps.",
          ),
        },
      },
    ],
  },
  {
    slug: "emergency-department-triage-practice",
    discipline: "Triage nursing",
    title: "Emergency Department Triage",
    description:
      "Which patient waits, and for how long? Registered nurses new to emergency care work with the Manchester Triage System, physiological discriminators and the NEWS2 early warning score, paediatric triage, and re-triage of patients already in the waiting room.",
    level: "intermediate",
    duration: "six study days with supervised practice",
    plantedGap: "paediatric",
    modules: [
      {
        title: "Five Categories, Fifty Charts",
        description:
          "This module sets out how the Manchester Triage System turns a presenting complaint into a clinical priority and a maximum waiting time.",
        lesson: {
          title: "The Manchester Triage System",
          html:
            p(
              "Triage is the rapid assessment of patients on arrival to decide the order in which they should be seen. It is not diagnosis: the triage nurse asks how urgent the need is, not what the illness is. Most emergency departments in the United Kingdom use the Manchester Triage System (MTS), developed by emergency physicians and nurses in Manchester and first published in book form in 1997. Comparable five-level systems include the Australasian Triage Scale, the Canadian Triage and Acuity Scale and the Emergency Severity Index used widely in the United States.",
              "MTS assigns each patient to one of five categories, each with a colour and a maximum time to first assessment by a treating clinician:",
            ) +
            "<table><tr><th>Category</th><th>Colour</th><th>Target time</th></tr><tr><td>1 Immediate</td><td>Red</td><td>0 minutes</td></tr><tr><td>2 Very urgent</td><td>Orange</td><td>10 minutes</td></tr><tr><td>3 Urgent</td><td>Yellow</td><td>60 minutes</td></tr><tr><td>4 Standard</td><td>Green</td><td>120 minutes</td></tr><tr><td>5 Non-urgent</td><td>Blue</td><td>240 minutes</td></tr></table>" +
            p(
              "The nurse first chooses one of around fifty presentational flowcharts that best matches the patient's complaint, such as 'chest pain', 'shortness of breath in adults', 'limb problems' or 'headache'. Each chart lists discriminators, the features that separate one priority from the next, arranged from the top (red) downward. The nurse works down the chart and stops at the first discriminator that applies; that sets the category. General discriminators appear on every chart: life threat, pain, haemorrhage, conscious level, temperature and acuteness of onset. Specific discriminators belong to particular charts, for example 'cardiac pain' on the chest pain chart.",
              "The method is reductive by design. It trades some precision for speed and for consistency between nurses, and it can be audited: two nurses given the same information should reach the same category. Triage decisions must be documented with the chart and the discriminator used, so that the reasoning can be reviewed.",
            ),
        },
      },
      {
        title: "Physiology at the Front Door",
        description:
          "Vital signs and the NEWS2 score give the triage nurse an objective check on the impression formed at the door.",
        lesson: {
          title: "Using NEWS2 alongside triage",
          html: p(
            "Several MTS discriminators depend on physiological measurements: a very low oxygen saturation, a rapid pulse, a reduced conscious level, or a temperature above 41 °C or below 35 °C. Measuring a set of vital signs at or soon after triage gives an objective picture that protects against the most dangerous error in triage, under-triage, where a sick patient who looks well is placed in too low a category.",
            "The National Early Warning Score 2 (NEWS2), published by the Royal College of Physicians in 2017, standardises this picture for adults. Seven parameters are each scored from 0 to 3 according to how far they deviate from normal: respiratory rate, oxygen saturation, whether the patient is breathing air or receiving supplemental oxygen, systolic blood pressure, pulse rate, level of consciousness or new confusion, and temperature. Consciousness is assessed on the ACVPU scale, in which any new confusion scores 3. A separate saturation scale is used for patients with confirmed hypercapnic respiratory failure, whose target range is 88 to 92%.",
            "Take a 68-year-old woman who walks in complaining of feeling unwell. Her respiratory rate is 24 per minute (2 points), saturation 94% on air (1 point), systolic pressure 98 mmHg (2 points), pulse 112 per minute (2 points), she is alert (0) and her temperature is 38.4 °C (1 point). Her aggregate score is 8. A score of 5 or more, or 3 in any single parameter, calls for urgent review, and 7 or more for emergency assessment by a team with critical care skills. Whatever flowchart is chosen, this patient needs a high priority, and the combination of fever, tachycardia and hypotension should prompt screening for sepsis.",
            "NEWS2 does not replace triage, and it was not designed to predict the need for admission of every ambulatory patient. It is a second line of defence that the triage nurse can use to challenge a low category.",
          ),
        },
      },
      {
        title: "Waiting Is Not Static",
        description:
          "Patients change while they wait, so triage is repeated; here we cover when, how and what to write down.",
        lesson: {
          title: "Re-triage and the waiting room",
          html:
            p(
              "Triage assigns a priority at a single moment, but patients do not stay the same. A patient with abdominal pain categorised as standard may become peritonitic; a patient with a minor head injury may become drowsy. When departments are crowded and waits exceed the target times, the waiting room itself becomes a place of clinical risk, and re-triage, the repeated assessment of patients who have not yet been seen, is the main safeguard.",
              "Re-triage should happen in three circumstances. First, at planned intervals: many departments set a rule that any patient waiting beyond the target time for their category is reassessed, with observations repeated. Second, whenever the patient, a relative or a member of staff reports a change. Third, when new information arrives, such as a blood result or an electrocardiogram taken at triage.",
              "The reassessment uses the same flowchart and discriminators, so that categories remain comparable, and the nurse documents the time, the findings and any change in category. A patient can move up or down, though moving down should be done cautiously and with a clear reason recorded. Good practice in the waiting room includes:",
            ) +
            "<ul><li>keeping the waiting area in sight of a clinical member of staff;</li><li>telling every patient to report worsening symptoms and how to do so;</li><li>reassessing pain and offering analgesia early, since pain is itself an MTS discriminator and relief may be given under patient group directions;</li><li>escalating to the nurse in charge when several patients exceed their target times.</li></ul>" +
            p(
              "Patients who leave before being seen are an important group to follow up, because some of them left because they felt too unwell to wait. Departments should record these departures and review any with high-priority categories.",
            ),
        },
      },
    ],
  },
  {
    slug: "voice-therapy-hyperfunctional-dysphonia",
    discipline: "Voice therapy",
    title: "Voice Therapy for Functional Dysphonia",
    description:
      "Hoarseness without a structural lesion is common and usually treatable. Student speech and language therapists build on their anatomy teaching to study the physiology of phonation, perceptual and acoustic voice assessment, semi-occluded vocal tract exercises, vocal hygiene advice, and resonant voice therapy.",
    level: "intermediate",
    duration: "one term (weekly lectures and clinical workshops)",
    plantedGap: "hygiene",
    modules: [
      {
        title: "How the Folds Vibrate",
        description:
          "A review of phonation physiology as the therapist needs it: pressures, tissue layers and the muscles that set pitch.",
        lesson: {
          title: "The myoelastic-aerodynamic theory and the body-cover model",
          html: p(
            "Voice is produced when the vocal folds, brought together at the midline, are set into vibration by air from the lungs. The generally accepted account is the myoelastic-aerodynamic theory, associated with Janwillem van den Berg in the 1950s. Subglottal pressure builds below the closed folds until it forces them apart from the bottom upward. Air then flows through the glottis, and the elastic recoil of the tissue, helped by the drop in pressure as air speeds through the narrow gap, brings the folds back together, again closing from the bottom upward. The cycle repeats about 100 to 120 times a second in a typical adult male voice and about 200 to 220 times in a typical adult female voice.",
            "Minoru Hirano's body-cover model explains why the folds can vibrate in this wave-like way. Each fold has a stiff body, the thyroarytenoid muscle, covered by softer layers: the epithelium and the superficial layer of the lamina propria, a loose gel sometimes called Reinke's space. During phonation the cover slides over the body as a mucosal wave, visible on stroboscopy. Anything that stiffens the cover, such as scar tissue, or adds mass to it, such as oedema, disrupts the wave and roughens the voice.",
            "Pitch is controlled mainly by the cricothyroid muscle, which tilts the thyroid cartilage forward and lengthens and thins the folds, raising frequency. The thyroarytenoid shortens the folds and stiffens the body. Loudness depends chiefly on subglottal pressure and on how firmly and for how long the folds close in each cycle.",
            "In muscle tension dysphonia, the commonest functional voice disorder, the muscles of the larynx and neck work with excessive effort. The folds may be pressed together too tightly, or the false folds above them may squeeze inward, and the result is a strained, effortful voice that tires quickly, despite folds that look structurally normal.",
          ),
        },
      },
      {
        title: "Listening, Measuring and Asking",
        description:
          "Three kinds of evidence make up a voice assessment: the clinician's ear, acoustic measures and the patient's own rating of the handicap.",
        lesson: {
          title: "Perceptual, acoustic and self-report measures",
          html:
            p(
              "A voice assessment begins after laryngeal examination by an ENT surgeon, since therapy should not start until a lesion such as a cancer has been excluded. The therapist then documents the voice in three complementary ways, so that change with therapy can be shown.",
              "Perceptual rating remains central. The GRBAS scale, introduced by Hirano in 1981, rates five features on a scale from 0 (normal) to 3 (severe): overall Grade, Roughness, Breathiness, Asthenia (weakness) and Strain. The CAPE-V protocol of the American Speech-Language-Hearing Association uses 100 mm visual analogue lines for similar features and a standard set of sentences, which makes ratings more sensitive to small changes.",
              "Acoustic measures are taken from a recording of a sustained vowel and of connected speech. The most useful are listed below.",
            ) +
            "<ul><li>Fundamental frequency and its range, in hertz or semitones.</li><li>Jitter and shimmer, the cycle-to-cycle variation in period and amplitude; they are unreliable in very irregular voices.</li><li>Harmonics-to-noise ratio, in decibels.</li><li>Cepstral peak prominence (CPP), which measures how clearly periodic the signal is and works in connected speech as well as vowels; lower values indicate more dysphonia.</li><li>Maximum phonation time, the longest an /a/ can be sustained on one breath; values under about 10 seconds in an adult suggest poor glottal closure or poor breath support.</li></ul>" +
            p(
              "Finally, the patient's own view is measured. The Voice Handicap Index (VHI), developed by Jacobson and colleagues in 1997, asks how the voice affects daily life; its ten-item short form, the VHI-10, scores from 0 to 40, and a score above 11 is generally taken as abnormal. Perceptual, acoustic and self-report measures do not always agree, which is itself informative.",
            ),
        },
      },
      {
        title: "Therapy Through the Vocal Tract",
        description:
          "Straws, lip trills and forward resonance: you will learn why partly closing the mouth makes voicing easier, and how to build a resonant voice.",
        lesson: {
          title: "Semi-occluded vocal tract exercises and resonant voice therapy",
          html: p(
            "Semi-occluded vocal tract exercises (SOVTEs) are among the most widely used techniques in voice therapy. They involve phonating through a partly closed vocal tract: through a narrow straw, with the lips trilling, on a hummed /m/, or on voiced fricatives such as /v/ and /z/. The narrowing at the lips raises the air pressure in the mouth and pharynx during phonation.",
            "Ingo Titze has explained the effect in two ways. First, raised pressure above the glottis reduces the pressure difference across the folds, so they are pushed apart less violently and collide with less force, while still vibrating easily. Second, a long narrow tract adds inertive reactance, which helps to sustain the vibration of the folds. Together these effects make voicing feel easier and let the patient find efficient phonation without pressing. Typical exercises include glides up and down the pitch range through a straw, first in air, then with the end of the straw 2 to 5 cm under water in a bottle, where the bubbling adds a gentle pulsing to the back-pressure.",
            "Resonant voice therapy builds on the same principle. A resonant voice is one produced with easy, barely touching fold closure and felt as vibration on the front of the face, around the lips and nose. The approach of Katherine Verdolini Abbott, Lessac-Madsen Resonant Voice Therapy, moves through a hierarchy: first hummed sounds such as 'mmm' with a chewing motion, then syllables and words beginning with nasals ('many', 'mummy'), then phrases, and finally conversation, always checking that the buzzy forward sensation is kept. The patient is taught to judge the voice by how it feels rather than by how it sounds, and practice is short and frequent, several times a day.",
            "Success is judged against the baseline: reduced strain on GRBAS, a higher CPP, a lower VHI-10 and, above all, a voice that lasts through the working day.",
          ),
        },
      },
    ],
  },
  {
    slug: "vaccine-cold-chain-management",
    discipline: "Vaccine cold chain",
    title: "Managing the Vaccine Cold Chain",
    description:
      "Vaccines lose potency silently when they get too warm or freeze, and nobody can see the damage. Pharmacy and immunisation staff learn the 2 to 8 °C storage range, refrigerator set-up and temperature monitoring, vaccine vial monitors, the shake test for freeze damage, and the handling of a cold chain breach.",
    level: "intermediate",
    duration: "one day plus online assessment",
    plantedGap: "shake",
    modules: [
      {
        title: "Why Two to Eight Degrees",
        description:
          "Some vaccines are spoiled by heat, others by cold, and a few by both; knowing which is which guides every other decision.",
        lesson: {
          title: "Heat sensitivity and freeze sensitivity",
          html: p(
            "Most vaccines in routine use are biological products, proteins, polysaccharides, live attenuated organisms or nucleic acids, whose structure is changed by temperature. The cold chain is the system of people, equipment and procedures that keeps them within their licensed temperature range from the manufacturer to the point of use. For the great majority of vaccines that range is +2 to +8 °C.",
            "Heat damage is cumulative and irreversible. Every hour above 8 °C uses up part of a vaccine's stability, and the rate of loss rises steeply with temperature. Live viral vaccines are generally the most heat-sensitive: oral polio vaccine, for example, loses potency within days at room temperature, and measles-containing vaccines, once reconstituted, must be used within a few hours. Some products are more robust, and manufacturers publish stability data showing how long each can tolerate excursions.",
            "Freezing is the less obvious danger and, in many studies of real cold chains, the more common one. Vaccines that contain an aluminium salt adjuvant, such as diphtheria-tetanus-pertussis combinations, hepatitis B, some Hib combinations, human papillomavirus and pneumococcal conjugate vaccines, are damaged when they freeze. Ice crystal formation causes the aluminium particles with their adsorbed antigen to clump irreversibly, reducing immunogenicity and possibly increasing local reactions. A frozen and thawed vial may look normal. Refrigerators that are overfilled, poorly maintained, or set near 2 °C with vaccines stored against the cooling plate are the usual cause.",
            "Some newer products break the general rule. The original Pfizer-BioNTech COVID-19 mRNA vaccine required storage between −90 and −60 °C, with limited periods permitted at 2 to 8 °C after thawing. Staff must therefore read the summary of product characteristics for every vaccine they hold, rather than assuming that the standard range applies.",
          ),
        },
      },
      {
        title: "Refrigerators and Records",
        description:
          "Which fridge to buy, how to load it, and how to monitor and record its temperature so that a problem is noticed the same day.",
        lesson: {
          title: "Storage equipment and temperature monitoring",
          html:
            p(
              "Vaccines should be stored in a purpose-built pharmaceutical refrigerator, never in a domestic fridge. Domestic units cycle widely in temperature, have cold spots near the back wall and in the salad drawers, and warm up quickly when the door is opened. Pharmaceutical refrigerators circulate air with a fan, hold a tight temperature band, and often have an alarm and a lockable door.",
              "Guidance in the UK, including the chapter on storage in <i>Immunisation against infectious disease</i> (the Green Book), sets out practical rules for the fridge itself:",
            ) +
            "<ul><li>Plug it into a switched socket that cannot be turned off by accident, or wire it directly, and label it clearly.</li><li>Keep vaccines in their original packaging, on shelves, with space around them for air to circulate; do not overfill, and never store food, drink or specimens in the same fridge.</li><li>Rotate stock so that the earliest expiry dates are used first.</li><li>Defrost and clean the fridge regularly, moving the stock to a validated alternative during the process.</li><li>Have the fridge serviced and its calibration checked at least annually.</li></ul>" +
            p(
              "Temperatures are monitored with a maximum-minimum thermometer, ideally with an independent probe placed among the vaccines, and increasingly with an electronic data logger that records every few minutes. The current, maximum and minimum temperatures are read and written down at least once each working day, usually at the same time, and the memory is then reset. Without the reset, the maximum and minimum refer to an unknown period and are useless.",
              "A written record matters as much as the reading. If a reading of 9.5 °C is recorded on Tuesday and nothing happens, the record becomes evidence that the problem was noticed and ignored. Every reading outside 2 to 8 °C must therefore trigger action on the same day, and the action must be written down beside it.",
            ),
        },
      },
      {
        title: "When Things Go Wrong",
        description: "Vial monitors, breach procedures and the decision whether a vaccine may still be used.",
        lesson: {
          title: "Vaccine vial monitors and breach management",
          html: p(
            "A vaccine vial monitor (VVM) is a small heat-sensitive label printed on the vial or ampoule. It consists of a square inside a circle. The square starts lighter than the circle and darkens gradually with cumulative exposure to heat, faster at higher temperatures. The rule for use is simple: if the inner square is lighter than the outer circle, the vaccine may be used, provided it is within its expiry date; once the square matches or is darker than the circle, the vaccine has reached its discard point and must not be used. VVMs are described by the number of days at 37 °C they take to reach the end point, such as VVM2, VVM7, VVM14 and VVM30, matched to the stability of each vaccine. They are required by WHO on vaccines supplied through UNICEF, and are uncommon on vaccines bought in the UK, where reliance is placed on temperature records.",
            "A cold chain breach occurs whenever vaccines are exposed to temperatures outside the range on their licence. The response follows a fixed order. First, quarantine the stock: keep it refrigerated at 2 to 8 °C, label it clearly 'do not use', and do not throw it away. Second, record the details: the maximum and minimum temperatures reached, the duration if known from a data logger, the products and batch numbers, and the quantities. Third, seek advice, usually from the vaccine manufacturer's medical information service and the local immunisation or pharmacy lead, who will judge from stability data whether each product can still be used.",
            "If vaccines that had lost potency have already been given, patients may need to be recalled and revaccinated, which is costly and damages trust. Finally, investigate the cause, whether a door left open, a tripped socket or a failing thermostat, and change the procedure so it does not recur.",
          ),
        },
      },
    ],
  },
];
