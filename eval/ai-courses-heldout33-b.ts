/** Thirty-third held-out evaluation courses, intermediate level (Nabataean history to private equity); see ai-courses-heldout33.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT33_B: EvalCourse[] = [
  {
    slug: "nabataeans-caravan-kingdom-of-petra",
    discipline: "Nabataean history",
    title: "The Nabataeans: Caravan Kingdom of Petra",
    description:
      "Known to most visitors only through the rock-cut façades of Petra, the Nabataean kingdom was a significant power of the Hellenistic and Roman Near East. This second-year history module traces its rise among the traders of the incense route, its kings from Aretas IV to Rabbel II, the hydraulic engineering that sustained an arid capital, and the Roman annexation of 106 CE.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "hydraulic",
    modules: [
      {
        title: "Nomads and the Incense Road",
        description:
          "Greek historians first saw the Nabataeans as tent-dwelling herders who grew rich carrying frankincense and myrrh; we test that picture against the evidence.",
        lesson: {
          title: "Diodorus, Antigonus and the caravan trade",
          html: p(
            "The earliest detailed account of the Nabataeans comes from Diodorus Siculus, writing in the first century BCE but drawing on Hieronymus of Cardia, an eyewitness of events in 312 BCE. In that year Antigonus Monophthalmus, one of Alexander's successors, sent an army against them. Diodorus describes a people who lived in the open desert, planted no grain, built no houses and drank no wine, on pain of death, so that no enemy could easily subdue them. They stored their goods on a high rock, and when Antigonus's general Athenaeus raided it while the men were away at a gathering, the Nabataeans pursued and destroyed his force.",
            "The same account explains their wealth. Some of them, Diodorus says, brought frankincense, myrrh and other valuable aromatics down to the Mediterranean from what the Greeks called Arabia Felix, the south-west of the peninsula. Incense was consumed in enormous quantities in temples and at funerals across the Mediterranean world, and the overland route from the kingdoms of Saba and Qataban ran north through the Hejaz. The Nabataeans controlled its northern stretch, organising caravans, supplying guides and levying tolls, and by the second century BCE their trade reached Gaza, the main port for the goods on the Mediterranean.",
            "Historians now treat Diodorus's picture of austere nomads with care. It belongs to a Greek literary tradition of describing noble barbarians, and it captures only one moment. Archaeology shows that within two centuries the Nabataeans had become a settled, urban people with a monarchy, coinage, a distinctive fine painted pottery and a written language, using an Aramaic script that later developed into the Arabic alphabet. Their territory stretched from the Hauran in southern Syria through the Negev and Transjordan to Hegra (modern Mada'in Salih) in north-west Arabia. Sedentarisation was gradual, and the caravan trade remained central to the economy throughout, supplemented increasingly by agriculture and by the overland and sea trade through ports such as Leuke Kome on the Red Sea.",
          ),
        },
      },
      {
        title: "Kings of Petra",
        description:
          "This module follows the dynasty at its height, from Aretas IV's long reign to Rabbel II, and the monuments and coins they left.",
        lesson: {
          title: "Aretas IV to Rabbel II",
          html:
            p(
              "The first Nabataean ruler known by name is an Aretas mentioned in 2 Maccabees around 169 BCE, but the kingdom's political peak came in the first centuries BCE and CE. Aretas III (about 87–62 BCE) briefly held Damascus and struck coins there with Greek legends and the title Philhellene. Roman power arrived in 63 BCE with Pompey, and from then on the Nabataean kings ruled as client allies, paying tribute and supplying troops while keeping internal independence.",
              "Aretas IV, who reigned from 9 BCE to 40 CE, is the best documented king. His nearly fifty-year reign saw Petra's most ambitious building: the theatre cut into the mountainside, and probably the Khazneh, the famous treasury façade, often attributed to his time. He described himself on coins and inscriptions as 'lover of his people', and his queens appear beside him on coinage, an unusual feature in the ancient world. He is also the king whose ethnarch in Damascus tried to arrest Paul, according to 2 Corinthians 11:32.",
            ) +
            "<table><tr><th>King</th><th>Reign (approximate)</th><th>Notable events</th></tr><tr><td>Obodas III</td><td>30–9 BCE</td><td>Roman expedition of Aelius Gallus to Arabia passes through his realm</td></tr><tr><td>Aretas IV</td><td>9 BCE–40 CE</td><td>building boom at Petra and Hegra; dated tomb inscriptions at Hegra</td></tr><tr><td>Malichus II</td><td>40–70 CE</td><td>sends troops to support Titus at the siege of Jerusalem in 70 CE</td></tr><tr><td>Rabbel II</td><td>70/71–106 CE</td><td>title 'who brought life and deliverance to his people'; growing importance of Bostra</td></tr></table>" +
            p(
              "Rabbel II, the last king, came to the throne as a minor under the regency of his mother Shaqilat. His reign shows increasing activity in the north of the kingdom, around Bostra in the Hauran, which some scholars see as a shift of political weight away from Petra, though whether Bostra became a formal royal residence is debated. His epithet, promising life and deliverance, may refer to the suppression of an internal threat. When he died in 106 CE, no successor is known to have taken the throne.",
            ),
        },
      },
      {
        title: "Annexation and Afterlife",
        description: "Why did Trajan absorb the kingdom in 106 CE, and what remained Nabataean under Roman rule?",
        lesson: {
          title: "Provincia Arabia",
          html: p(
            "In 106 CE, at or soon after the death of Rabbel II, the Roman emperor Trajan incorporated the Nabataean kingdom into the empire as the province of Arabia. The operation was carried out by the governor of Syria, Aulus Cornelius Palma. Our ancient sources say remarkably little about it: the historian Cassius Dio, in an abbreviated passage, merely notes that Palma subdued 'the part of Arabia around Petra'. The lack of any recorded war, together with the absence of destruction layers in the archaeology, suggests that annexation met little resistance.",
            "Roman motives are debated. Client kingdoms had been absorbed throughout the first century whenever a dynasty ended or became unreliable, and Trajan was preparing for war against Parthia, for which a secure desert flank was useful. Coins struck in 111 CE carry the legend ARAB(ia) ADQ(uisita), 'Arabia acquired', rather than the 'conquered' used for defeated enemies, which fits a largely peaceful takeover. The province was garrisoned by the Legio III Cyrenaica, based at Bostra, which became the provincial capital, although Petra received the honorific title of metropolis.",
            "Between 111 and 114 CE the legionaries built the Via Nova Traiana, a paved road running some 430 km from Bostra to Aila (modern Aqaba) on the Red Sea. Its milestones announce that Trajan had 'opened and paved a new road from the borders of Syria to the Red Sea' after the province was 'reduced to the form of a province'.",
            "Nabataean identity did not end in 106. Nabataean script continued in use for inscriptions and papyri: the documents of Babatha, a Jewish woman from the southern Dead Sea, include Nabataean contracts from the early second century. Over the following centuries, cursive forms of the script developed into the letters of the earliest Arabic inscriptions, such as that at Namara in 328 CE. Petra itself remained an important city until late antiquity, when a shift in trade routes and the earthquake of 363 CE began its long decline.",
          ),
        },
      },
    ],
  },
  {
    slug: "copper-smithing-raising-and-joining",
    discipline: "Copper smithing",
    title: "Copper Smithing: Raising, Sinking and Joining",
    description:
      "Sheet copper becomes bowls, jugs and pans through hammer work, and in this intermediate workshop metalworkers practise annealing and work hardening, sinking and raising forms over stakes, planishing, silver-soldered and riveted joints, and tinning the inside of cooking vessels.",
    level: "intermediate",
    duration: "twelve weekly four-hour sessions",
    plantedGap: "tinning",
    modules: [
      {
        title: "Annealing and Work Hardening",
        description: "Each hammer blow hardens copper, so the smith must know when and how to soften it again.",
        lesson: {
          title: "Why copper hardens and how to soften it",
          html:
            p(
              "Copper is prized by smiths because it is one of the most ductile common metals, yet it becomes hard and springy as soon as it is worked. The reason lies in its crystal structure. Plastic deformation takes place by the movement of dislocations, line defects in the face-centred cubic lattice. Hammering multiplies and tangles these dislocations until they obstruct one another, so further deformation needs more force. This is work hardening. Pushed too far, hardened copper cracks, typically at the edge of a raised form.",
              "Annealing reverses the effect. Heating the metal lets atoms rearrange into new, strain-free grains by recrystallisation. Copper recrystallises at a few hundred degrees, and in the workshop it is brought to a dull red, about 600 °C, by a gas torch with a soft, bushy flame. Heat the whole piece evenly, working from the edge inward, and judge colour in dim light: bright sunlight makes red invisible and leads to overheating, which coarsens the grain and gives an 'orange peel' surface after working.",
              "Unlike steel, copper is not hardened by rapid cooling. Most smiths therefore quench it in water once the red glow has faded, which saves time and helps to crack off some of the black oxide scale. The remaining oxide is removed by pickling in a dilute acid: traditionally about 10 per cent sulphuric acid, now often a safer sodium bisulphate or citric acid solution, warmed. Rinse after pickling and never put steel tongs into the pickle, since they contaminate it and plate copper onto the work.",
            ) +
            "<ul><li>Grade C106, phosphorus-deoxidised copper, is preferred for work that will be heated and brazed; it resists embrittlement.</li><li>Grade C101, electrolytic tough pitch copper, contains a little oxygen and can become brittle if annealed in a hydrogen-rich flame.</li><li>Anneal after each course of raising or when the metal starts to ring and resist the hammer.</li></ul>",
        },
      },
      {
        title: "Sinking, Raising and Planishing",
        description:
          "Students form a shallow bowl by sinking and a deeper vessel by raising, then smooth and harden both by planishing.",
        lesson: {
          title: "Stretching and compressing sheet into form",
          html: p(
            "Two hammer techniques turn a flat disc into a hollow form, and they work in opposite ways. Sinking stretches the metal. The disc is held over a hollow in a hardwood block or a leather sandbag and struck from the inside with a round-faced doming or blocking hammer, starting near the edge and spiralling inward. Each blow pushes metal down and thins it, so the centre of a sunk bowl is thinner than the rim. Sinking is quick and suits shallow forms such as dishes and the bases of larger pieces.",
            "Raising compresses the metal instead and keeps its thickness, or even thickens the rim. The disc is held at an angle on a raising stake, a polished steel form held in a vice, and struck from the outside just beyond the point where it touches the stake, so that the metal is driven down onto the stake. Work proceeds in courses: concentric rings of overlapping blows from the base line outward to the rim, rotating the piece steadily. After each course the piece is annealed, and the next course continues the form. A tall vessel may need fifteen or twenty courses.",
            "The size of the starting disc is estimated before cutting. A common workshop rule for a raised form is that the blank's diameter equals the greatest diameter of the finished piece plus its height. A bowl 150 mm across and 60 mm deep therefore needs a disc of about 210 mm. Sunk forms need less, because the metal stretches.",
            "Raising leaves the surface faceted and uneven. Planishing brings it to a smooth, even finish. The piece is supported on a polished stake whose curve matches the inside of the form, and struck with a planishing hammer that has a highly polished, nearly flat face. Light, even, overlapping blows in a regular spiral flatten the raising marks and leave a fine pattern of shallow facets. Because planishing also work hardens the metal, it is done last, and it gives the finished vessel the stiffness it needs in use.",
          ),
        },
      },
      {
        title: "Soldered and Riveted Joints",
        description:
          "Where one sheet meets another, a smith can silver-solder, rivet or seam; this module practises each on test pieces before a jug body.",
        lesson: {
          title: "Silver solder, rivets and seams",
          html:
            p(
              "Silver soldering, properly called silver brazing, joins copper with an alloy of silver, copper and zinc that melts well below copper's melting point of 1085 °C. The solder flows into a close-fitting joint by capillary action and bonds with the surface of both parts. Three conditions must be met. The joint must fit closely, with a gap of about 0.05 to 0.15 mm; a gap wider than that will not draw the solder in. Both surfaces must be chemically clean, after filing or abrasive paper and pickling. And the joint must be protected from oxidation by a flux, usually borax-based, which melts, dissolves oxides and shows by turning clear and glassy that the work is nearly hot enough.",
              "Heat the work as a whole, not the solder; solder flows toward the hottest metal. When several joints are needed, they are made in steps with solders of decreasing melting range, so that earlier joints do not reopen:",
            ) +
            "<table><tr><th>Solder grade</th><th>Typical melting range</th><th>Use</th></tr><tr><td>Hard</td><td>about 745–780 °C</td><td>first joints, such as the main seam</td></tr><tr><td>Medium</td><td>about 720–765 °C</td><td>later fittings</td></tr><tr><td>Easy</td><td>about 705–725 °C</td><td>final small parts and repairs</td></tr></table>" +
            p(
              "Riveting is a cold, mechanical joint, and was the usual way to attach spouts and fittings to large copper vessels. Holes are drilled through both parts, a soft copper rivet is inserted, and the head is supported in a cupped rivet set or dolly while the shank is spread and shaped with a hammer. To form a round head the shank must protrude by about one and a half times its diameter: a 3 mm rivet joining two 1 mm sheets therefore needs a length of 2 + 4.5 = 6.5 mm under the head.",
              "For the side seam of a jug or pan body, smiths traditionally cut the edges into interlocking dovetail teeth, a cramped seam, hammer them flat and then braze the joint, giving a seam that is strong enough to be raised and stretched with the rest of the body.",
            ),
        },
      },
    ],
  },
  {
    slug: "music-therapy-methods-and-practice",
    discipline: "Music therapy",
    title: "Music Therapy: Methods and Clinical Practice",
    description:
      "Clinical music therapy is more than playing music to patients: this module sets out Bruscia's four method families, structured assessment and goal setting, the research evidence in dementia care and autism, and the regulation of the profession by the HCPC.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "HCPC",
    modules: [
      {
        title: "Four Kinds of Musical Experience",
        description:
          "Receptive, improvisational, re-creative and compositional: we define each method family and watch examples from practice.",
        lesson: {
          title: "Bruscia's four methods",
          html:
            p(
              "Kenneth Bruscia, whose <i>Defining Music Therapy</i> (first published in 1989, third edition 2014) remains the standard reference, defines music therapy as a reflexive process in which the therapist helps the client to optimise health, using various facets of music experience and the relationships formed through them. The emphasis on experience and relationship distinguishes it from music medicine, where recorded music is prescribed by other clinicians without a therapeutic relationship.",
              "Bruscia groups the activities of music therapy into four method families, according to what the client does with the music:",
            ) +
            "<ul><li><b>Receptive</b>: the client listens and responds, through relaxation, discussion, imagery or movement. The Bonny Method of Guided Imagery and Music, in which sequences of classical music evoke imagery in a deeply relaxed state, is its most developed form.</li><li><b>Improvisational</b>: client and therapist make up music together, on accessible instruments or voice. Nordoff-Robbins music therapy, developed by Paul Nordoff and Clive Robbins with disabled children from the late 1950s, and Juliette Alvin's free improvisation therapy are the founding British and American traditions.</li><li><b>Re-creative</b>: the client sings or plays music composed beforehand, such as familiar songs, often to work on memory, coordination or participation in a group.</li><li><b>Compositional</b>: the client writes songs or pieces with the therapist's help, for example to express grief or to document an experience of illness.</li></ul>" +
            p(
              "Each family has characteristic clinical uses. Improvisation offers non-verbal clients a way to communicate and lets the therapist meet them where they are, matching tempo, dynamics and phrasing. Re-creative work gives structure and predictability and can draw on long-term musical memory. Receptive methods suit clients with little energy, such as those in palliative care, and songwriting helps adolescents and adults give shape to feelings they struggle to put into words.",
              "In practice most therapists combine methods and move between them within a session, guided by the client's responses. A session with an adult after stroke might begin with a familiar song, move to rhythmic drumming paced to encourage an arm movement, and close with quiet listening.",
            ),
        },
      },
      {
        title: "Assessment and Goal Setting",
        description: "How does a therapist turn musical observations into clinical goals that a team can understand?",
        lesson: {
          title: "From referral to measurable goals",
          html: p(
            "Music therapy begins with a referral, which should state the reason for involvement, and with an assessment phase, commonly three to six sessions. During assessment the therapist observes how the client uses sound and instruments, how they respond to the therapist's music, and what they can do musically and otherwise. Observations are recorded after each session, and many therapists also record sessions on video, with consent, for later analysis.",
            "Structured tools make those observations systematic and comparable. Bruscia's Improvisation Assessment Profiles (IAPs) analyse a client's improvisation along six profiles, such as integration, variability, tension and autonomy, across musical elements such as rhythm, melody and timbre. For specific populations, standardised instruments exist. The Music Therapy Assessment Tool for Awareness in Disorders of Consciousness (MATADOC), developed at the Royal Hospital for Neuro-disability in London, rates responses to musical stimuli in patients in vegetative or minimally conscious states and has published reliability and validity data. In dementia care, therapists often use general outcome measures shared with the team, such as the Neuropsychiatric Inventory or quality-of-life scales, so that music therapy results can be compared with other interventions.",
            "Assessment ends with a report and a set of goals. Goals are framed in terms of the client's functioning, not their musical achievement, and are commonly written to the SMART model: specific, measurable, achievable, relevant and time-bound. A goal such as 'to improve communication' is too vague. 'Within eight sessions, to initiate a musical turn-taking exchange with the therapist on at least three occasions per session' can be observed and counted.",
            "Goals are reviewed at intervals, for instance every twelve sessions, and the plan is adjusted. Ending is planned too: in long-term work, several sessions are given to preparing the client for the end of therapy, which for children and for adults with learning disabilities can be as significant as the work itself.",
          ),
        },
      },
      {
        title: "Evidence in Dementia and Autism",
        description:
          "This module reads two Cochrane reviews and a large randomised trial, asking what they show and what they cannot show.",
        lesson: {
          title: "What the trials say",
          html:
            p(
              "Music therapy is often described as helpful on the strength of striking individual cases. Professional practice, however, increasingly depends on systematic evidence, and the two areas with the largest bodies of trials are dementia and autism.",
              "For dementia, the Cochrane review by van der Steen and colleagues (2018) pooled 22 studies of music-based therapeutic interventions for people living in care homes. It concluded that such interventions probably reduce depressive symptoms and improve overall behavioural problems at the end of treatment, and may improve emotional well-being and quality of life and reduce anxiety. The certainty of the evidence was judged low to moderate, and effects on agitation, aggression and cognition were small or uncertain. Little was known about whether benefits persisted after treatment ended.",
              "For autism, a Cochrane review by Geretsegger and colleagues (2014), updated in 2022, found that music therapy probably increases global improvement, as rated by clinicians, and may help social interaction and non-verbal communication during the intervention period. But the largest single trial qualifies the picture. The TIME-A study (Bieleninik and colleagues, <i>JAMA</i>, 2017) randomised 364 children in nine countries to improvisational music therapy plus enhanced standard care or enhanced standard care alone. After five months there was no significant difference in the primary outcome, the social affect score of the Autism Diagnostic Observation Schedule.",
            ) +
            "<table><tr><th>Source</th><th>Population</th><th>Main finding</th></tr><tr><td>van der Steen et al., 2018</td><td>dementia, care homes</td><td>probably fewer depressive symptoms and behavioural problems</td></tr><tr><td>Geretsegger et al., 2014/2022</td><td>autistic children</td><td>probable global improvement; uncertain durability</td></tr><tr><td>Bieleninik et al., 2017</td><td>autistic children, 9 countries</td><td>no difference in ADOS social affect at 5 months</td></tr></table>" +
            p(
              "Students should read these results critically. Small trials, unblinded outcome assessment and short follow-up inflate effects, while a single pragmatic trial may miss benefits that its chosen outcome does not capture. Both points matter when therapists argue for services.",
            ),
        },
      },
    ],
  },
  {
    slug: "ophthalmic-dispensing-lenses-and-fitting",
    discipline: "Ophthalmic dispensing",
    title: "Ophthalmic Dispensing: Lenses, Frames and Fitting",
    description:
      "Turning a spectacle prescription into glasses that work needs both measurement and judgement. Trainee dispensing opticians practise transposing prescriptions, measuring pupillary distance and fitting heights, choosing lens materials by refractive index and Abbe number, calculating prismatic effect with Prentice's rule, and fitting varifocals.",
    level: "intermediate",
    duration: "one academic term",
    plantedGap: "varifocal",
    modules: [
      {
        title: "Reading and Transposing a Prescription",
        description:
          "We decode sphere, cylinder and axis and practise converting between plus- and minus-cylinder forms.",
        lesson: {
          title: "Sphere, cylinder, axis and transposition",
          html:
            p(
              "A spectacle prescription gives, for each eye, up to three numbers for distance vision. The sphere (Sph) is the power in dioptres, positive for a hypermetrope and negative for a myope, that corrects the eye equally in all meridians. The cylinder (Cyl) adds astigmatic correction: power that acts in one meridian only. The axis, from 1 to 180 degrees measured anticlockwise from the horizontal as the practitioner faces the patient, is the meridian along which the cylinder has no power. A near addition (Add) for presbyopes is the extra plus power needed for reading.",
              "Any astigmatic lens can be written in two equivalent ways, in plus-cylinder or minus-cylinder form, and the dispenser must convert between them, because laboratories and many practitioners in the UK work in minus cylinder. The rule of transposition has three steps:",
            ) +
            "<ul><li>add the sphere and cylinder algebraically to give the new sphere;</li><li>change the sign of the cylinder, keeping its value;</li><li>rotate the axis by 90 degrees, adding 90 if the original axis is 90 or less, subtracting 90 if it is more.</li></ul>" +
            p(
              "For example, +1.00 / −2.00 × 180 becomes −1.00 / +2.00 × 90: the new sphere is +1.00 + (−2.00) = −1.00, the cylinder changes sign, and 180 becomes 90. Similarly, −3.50 / +1.25 × 35 transposes to −2.25 / −1.25 × 125. Both forms describe exactly the same lens, with powers of −3.50 D and −2.25 D in its two principal meridians.",
              "Two further figures are useful. The spherical equivalent, sphere plus half the cylinder, gives the single power closest in effect, and helps when judging lens thickness or choosing a contact lens; for −3.50 / +1.25 × 35 it is −2.875 D. And the total power in a given meridian determines thickness at that part of the edge, so that a high minus cylinder at axis 180 makes the lens thickest at the top and bottom, which affects frame choice. Dispensers always check a prescription for transcription errors, such as a missing sign, before ordering lenses.",
            ),
        },
      },
      {
        title: "Centration Measurements",
        description:
          "Accurate pupillary distances, heights and vertex distances put the optical centre of each lens where the eye looks through it.",
        lesson: {
          title: "Pupillary distance, heights and vertex distance",
          html: p(
            "Every spectacle lens has an optical centre, the point through which light passes undeviated. If the wearer looks through any other point, the lens acts partly as a prism, so the dispenser's first task is centration: placing each optical centre in front of the corresponding pupil in the position of gaze for which the spectacles are intended.",
            "Horizontal position is set by the pupillary distance (PD). Because faces are rarely symmetrical, monocular PDs, measured from the centre of the bridge of the nose to each pupil, are preferred to a single binocular figure: for example, right 31.5 mm and left 32.5 mm rather than 64 mm. They are measured with a pupillometer or with a PD rule while the patient fixates the practitioner's open eye, at the distance appropriate to the task. Near PDs are smaller because the eyes converge, by roughly 3 to 4 mm in total for reading distance.",
            "Vertical position depends on the frame. With the chosen frame adjusted on the face, the dispenser marks the height of each pupil above the lowest point of the lens aperture. Pantoscopic tilt, the angle by which the lower rims are tilted toward the cheeks, also matters: to keep the optical axis passing through the centre of rotation of the eye, the optical centre is lowered by about 1 mm for every 2 degrees of tilt. A frame with 8 degrees of tilt therefore needs its centres about 4 mm below the pupil position in primary gaze. For bifocals, the segment top is usually set level with the lower eyelid margin.",
            "Vertex distance, the distance from the back of the lens to the cornea, affects the power the eye receives from strong lenses. The effective power at a new position is F / (1 − dF), with d the distance moved toward the eye in metres. A +10.00 D spectacle lens worn at 12 mm corresponds to a power at the cornea of 10 / (1 − 0.012 × 10) = +11.36 D. Prescriptions above about ±5.00 D should therefore state the vertex distance at which they were refracted, and the fitted frame should match it.",
          ),
        },
      },
      {
        title: "Lens Materials and Prismatic Effect",
        description: "Which lens material suits which prescription, and how much prism will a decentred lens produce?",
        lesson: {
          title: "Refractive index, Abbe number and Prentice's rule",
          html:
            p(
              "Lens materials differ in two optical properties that pull in opposite directions. A higher refractive index bends light more, so the same power can be made with flatter curves and thinner edges. But high-index materials usually have lower Abbe numbers, meaning greater dispersion: different wavelengths are refracted by different amounts, and wearers looking away from the optical centre may see coloured fringes on high-contrast edges.",
            ) +
            "<table><tr><th>Material</th><th>Refractive index</th><th>Abbe number</th><th>Notes</th></tr><tr><td>Crown glass</td><td>1.523</td><td>59</td><td>scratch-resistant but heavy</td></tr><tr><td>CR-39 resin</td><td>1.498</td><td>58</td><td>standard low-cost plastic</td></tr><tr><td>Trivex</td><td>1.53</td><td>about 45</td><td>light and impact-resistant</td></tr><tr><td>Polycarbonate</td><td>1.586</td><td>about 30</td><td>impact-resistant; for children and safety wear</td></tr><tr><td>High-index resin</td><td>1.67</td><td>about 32</td><td>thinner lenses for higher powers</td></tr></table>" +
            p(
              "For a −2.00 D prescription CR-39 gives excellent optics and acceptable thickness. For −7.00 D, a 1.67 material may reduce edge thickness by a third, and the wearer gains more from that than from the better Abbe number of CR-39. Polycarbonate is required for children's lenses in many practices because of its impact resistance.",
              "Prismatic effect at any point on a lens is given by Prentice's rule: P = cF, where P is the prism in prism dioptres, c the distance of the point from the optical centre in centimetres, and F the lens power in dioptres. If a −4.00 D lens is glazed with its optical centre 5 mm nasal to the pupil, the wearer looks through a point 0.5 cm temporal to the centre, and experiences 0.5 × 4 = 2Δ. A minus lens is thickest at its edge, and prism base lies toward the thicker part, so the effect is 2Δ base out. Unwanted prism like this can cause eyestrain or double vision, which is why tolerances on centration tighten as power rises. Deliberate prescribed prism is produced either by decentring the lens in exactly this way or by grinding prism into it.",
            ),
        },
      },
    ],
  },
  {
    slug: "private-equity-funds-and-buyouts",
    discipline: "Private equity",
    title: "Private Equity: Funds, Buyouts and Returns",
    description:
      "Private equity firms raise closed-end funds from institutions and use them to buy, improve and sell companies. The module works through fund structure and the two-and-twenty fee model, the mathematics of a leveraged buyout, return measures such as IRR and MOIC, and the secondaries market.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "secondaries",
    modules: [
      {
        title: "How a Fund Is Built",
        description:
          "Limited partnerships, capital calls, management fees and carried interest: the contract that binds investors and managers.",
        lesson: {
          title: "GPs, LPs and the distribution waterfall",
          html:
            p(
              "A typical private equity fund is a limited partnership with a fixed life, usually ten years with options to extend by one or two. The manager acts as general partner (GP), makes the investment decisions and bears unlimited liability. Investors, such as pension funds, endowments, insurers and sovereign wealth funds, are limited partners (LPs), whose liability is limited to their commitment. LPs do not hand over their money at the start. They commit a sum, and the GP draws it down through capital calls as deals are found, typically over an investment period of about five years; the remaining years are spent managing and selling the companies.",
              "The manager is paid in two ways, traditionally summarised as 'two and twenty'. A management fee of about 2 per cent a year is charged on committed capital during the investment period and usually on invested capital afterwards; it pays salaries and running costs. The carried interest, or carry, is a share of profits, conventionally 20 per cent, paid only once LPs have received their capital back plus a preferred return, or hurdle, commonly 8 per cent a year.",
              "The order in which cash goes out is set by the distribution waterfall. In a European, or whole-fund, waterfall, the steps are:",
            ) +
            "<ul><li>return of all contributed capital to LPs, including fees;</li><li>the preferred return of 8 per cent a year to LPs;</li><li>a catch-up, in which the GP receives most or all distributions until it has 20 per cent of profits to date;</li><li>thereafter an 80/20 split between LPs and GP.</li></ul>" +
            p(
              "An American, or deal-by-deal, waterfall calculates carry on each investment as it is sold, so the GP is paid earlier, protected for LPs by a clawback if later deals lose money.",
              "A simple example shows the scale. A £1 billion fund that returns £2 billion in total has made £1 billion of profit. With a full catch-up, the GP receives 20 per cent of it, £200 million in carry, and the LPs receive £1.8 billion. The management fees, perhaps £150 million over the fund's life, are part of the capital that must be returned first.",
            ),
        },
      },
      {
        title: "Leveraged Buyout Mathematics",
        description:
          "A worked model shows how debt, earnings growth and exit multiples combine to produce an equity return.",
        lesson: {
          title: "Building a simple LBO",
          html:
            p(
              "In a leveraged buyout, a fund acquires a company using a relatively small amount of equity and a large amount of borrowed money secured on the company's own assets and cash flows. The debt is then serviced and repaid from the company's earnings. Because the equity holders keep all of the gain in value beyond the debt, leverage magnifies their return, and their losses.",
              "Consider a business with earnings before interest, tax, depreciation and amortisation (EBITDA) of £50 million, bought at a multiple of 8 times EBITDA, giving an enterprise value of £400 million. The deal is financed with £240 million of debt (60 per cent, or 4.8 times EBITDA) and £160 million of equity. Fees are ignored for simplicity.",
              "Over five years the owners grow EBITDA to £70 million, and the company's free cash flow pays the debt down to £140 million. They sell at the same multiple of 8 times, for an enterprise value of £560 million. After repaying the debt, the equity is worth £560m − £140m = £420 million.",
            ) +
            "<table><tr><th>Source of value</th><th>Calculation</th><th>£ million</th></tr><tr><td>EBITDA growth</td><td>(70 − 50) × 8</td><td>160</td></tr><tr><td>Multiple expansion</td><td>(8 − 8) × 70</td><td>0</td></tr><tr><td>Debt paydown</td><td>240 − 140</td><td>100</td></tr><tr><td>Total equity gain</td><td>420 − 160</td><td>260</td></tr></table>" +
            p(
              "This value-creation bridge is how firms explain to investors where a return came from. Here the equity multiplied by 420 / 160 = 2.6 times; expressed as a compound annual return, 2.625 raised to the power one-fifth is about 1.213, an internal rate of return of roughly 21 per cent.",
              "Had the same business been bought with all equity, £400 million growing to £560 million plus accumulated cash of £100 million would give only 1.65 times. The difference is the effect of leverage, and it cuts both ways: if EBITDA had fallen to £35 million, the exit value of £280 million would leave just £140 million for equity, a loss, and a company carrying 4.8 times debt on shrinking earnings may breach its covenants well before any exit.",
            ),
        },
      },
      {
        title: "Measuring Returns",
        description:
          "IRR, multiples and public-market equivalents each answer a different question about performance, and each can mislead.",
        lesson: {
          title: "IRR, MOIC, DPI and PME",
          html:
            p(
              "Private equity performance cannot be read from a daily market price, so the industry relies on a small set of measures calculated from cash flows between the fund and its investors and from the estimated value of unsold holdings.",
            ) +
            "<table><tr><th>Measure</th><th>Definition</th><th>Question answered</th></tr><tr><td>IRR</td><td>discount rate that sets the net present value of all cash flows to zero</td><td>how fast did capital grow?</td></tr><tr><td>MOIC or TVPI</td><td>(distributions + remaining value) ÷ capital invested or paid in</td><td>how many times was capital multiplied?</td></tr><tr><td>DPI</td><td>distributions ÷ paid-in capital</td><td>how much cash has actually come back?</td></tr><tr><td>RVPI</td><td>remaining value ÷ paid-in capital</td><td>how much depends on unrealised valuations?</td></tr></table>" +
            p(
              "IRR and multiples often disagree. An investment that doubles in one year has an IRR of 100 per cent and a MOIC of 2.0; one that triples over ten years has a MOIC of 3.0 but an IRR of only about 11.6 per cent. Investors usually want both figures, since a high IRR on a quick flip may return less money than a patient investment.",
              "IRR is also sensitive to the timing of cash flows in ways a manager can influence. Subscription credit lines let a fund borrow to make an investment and call capital from LPs months later, shortening the period for which LPs' money is counted and raising the reported IRR without increasing the cash returned. Early partial exits, such as a dividend recapitalisation funded by new debt, have a similar effect. For this reason DPI, which counts only cash returned, is increasingly emphasised, especially for funds in their later years.",
              "Finally, none of these measures says whether investors would have done better in the stock market. The public market equivalent (PME) answers that. The version proposed by Kaplan and Schoar (2005) invests each capital call in an index such as the S&amp;P 500 and withdraws each distribution from it; a ratio above 1.0 means the fund beat the index.",
            ),
        },
      },
    ],
  },
];
