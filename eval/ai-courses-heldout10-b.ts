/** Tenth held-out evaluation courses, intermediate level (theatre studies to computer graphics); see ai-courses-heldout10.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT10_B: EvalCourse[] = [
  {
    slug: "modern-stage-ibsen-to-brecht",
    discipline: "Theatre studies",
    title: "The Modern Stage: Ibsen to Brecht",
    description:
      "Between 1879 and 1956 the European theatre reinvented itself several times over. We follow Ibsen's realism, Stanislavski's system at the Moscow Art Theatre, Brecht's epic theatre and Artaud's theatre of cruelty through productions as well as play texts.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "theatre of cruelty",
    modules: [
      {
        title: "Ibsen and the Well-Made Realist Play",
        description:
          "Ibsen took the machinery of the popular well-made play and turned it against the comfortable assumptions of its audience.",
        lesson: {
          title: "A Doll's House and the fourth wall",
          html: p(
            "When <i>A Doll's House</i> opened at the Royal Theatre in Copenhagen in December 1879, its final scene caused a scandal across Europe. Nora Helmer, after eight years of marriage, tells her husband that she has been treated as a doll, first by her father and then by him, and leaves, closing the door behind her. Audiences were used to seeing marital crises resolved by reconciliation; the German actress Hedwig Niemann-Raabe refused to play the ending as written, and Ibsen reluctantly supplied an alternative in which Nora stays for the sake of her children, a version he later called a barbaric outrage.",
            "Ibsen's method owed much to the 'well-made play' of Eugène Scribe and Victorien Sardou, the commercial drama of mid-century Paris. That form relied on a carefully prepared plot: a secret from the past, letters and documents that reveal it, a rising series of complications, and a climactic confrontation, or <i>scène à faire</i>. <i>A Doll's House</i> keeps this structure, including Krogstad's incriminating letter sitting in the locked letterbox, but uses it to expose a social reality rather than to entertain. Its retrospective technique, in which the past is gradually uncovered in the present action, reappears in <i>Ghosts</i> (1881) and <i>Hedda Gabler</i> (1890).",
            "Realism in the theatre meant more than contemporary subjects. It implied a stage that reproduced a recognisable room, with practicable doors and furniture, everyday prose dialogue rather than verse, and actors who behaved as if unobserved. The convention of the 'fourth wall', the idea that the audience looks through an invisible wall into a real space, was articulated by Denis Diderot in the eighteenth century but became central to the independent theatres of the 1880s and 1890s, above all André Antoine's Théâtre Libre in Paris, founded in 1887, and Otto Brahm's Freie Bühne in Berlin, which staged <i>Ghosts</i> in 1889 after censors had blocked public performances elsewhere.",
            "Ibsen's plays thus sit at a hinge. They inherit the mechanics of popular melodrama, yet they demanded a new kind of acting and production that the established theatres could not yet provide.",
          ),
        },
      },
      {
        title: "Stanislavski and the Moscow Art Theatre",
        description:
          "Trace how a rehearsal practice developed for Chekhov's plays became the most influential acting system of the twentieth century.",
        lesson: {
          title: "From The Seagull to the system",
          html:
            p(
              "Konstantin Stanislavski and Vladimir Nemirovich-Danchenko founded the Moscow Art Theatre in 1898 after a famous eighteen-hour conversation at the Slavyansky Bazaar restaurant. They wanted an ensemble without stars, long rehearsal periods, historically researched settings and a disciplined, truthful style of acting. Their production of Chekhov's <i>The Seagull</i> that December, after the play's failure in St Petersburg two years earlier, established both the company and the playwright, and a seagull has been the theatre's emblem ever since.",
              "Chekhov's plays, in which the most important events often happen offstage and characters talk past one another, exposed the limits of the declamatory acting of the time. Over the following decades Stanislavski developed a set of working principles, later called his 'system', to help actors live truthfully inside given circumstances. Among its central ideas are:",
            ) +
            "<ul><li><b>Given circumstances</b>: everything the script and the production establish about who, where, when and why.</li><li><b>The magic 'if'</b>: the actor asks 'what would I do if I were in this situation?'</li><li><b>Objectives and units</b>: the role is divided into units, each driven by what the character wants.</li><li><b>The super-objective</b>: the overriding desire that unites all the character's objectives through the play.</li><li><b>Subtext</b>: the thoughts and intentions that lie beneath the spoken lines.</li><li><b>Emotion memory</b>: drawing on the actor's own past feelings, a technique Stanislavski later treated with caution.</li></ul>" +
            p(
              "In his later work Stanislavski shifted emphasis from emotional recall towards the 'method of physical actions', arguing that precisely performed physical tasks in the given circumstances reliably generate genuine feeling. This change matters for the system's afterlife. The American 'Method' taught by Lee Strasberg at the Actors Studio drew mainly on the earlier emphasis on emotion memory, while Stella Adler, who had studied with Stanislavski in Paris in 1934, argued for imagination and the given circumstances instead. Stanislavski's books, beginning with <i>An Actor Prepares</i> (1936), reached English readers in heavily edited translations, which partly explains the long disputes over what he actually taught.",
            ),
        },
      },
      {
        title: "Brecht's Epic Theatre",
        description:
          "Why did Brecht want audiences to stay critical rather than be carried away, and what stage techniques did he use to keep them that way?",
        lesson: {
          title: "Verfremdung and the epic stage",
          html: p(
            "Bertolt Brecht rejected what he called 'dramatic' or 'Aristotelian' theatre, in which the spectator identifies with the hero, is swept up in the suspense of the plot and leaves purged of emotion but unchanged. Against it he set an 'epic' theatre, a term borrowed partly from Erwin Piscator's political productions in 1920s Berlin, whose aim was to show social relations as historical and therefore changeable. Brecht's notes to <i>The Rise and Fall of the City of Mahagonny</i> (1930) set out the contrast in two columns: the dramatic theatre implicates the spectator and wears down his capacity for action, while the epic theatre makes him an observer and arouses that capacity.",
            "The key concept is <i>Verfremdung</i>, usually translated as the estrangement or alienation effect. Brecht defined it in the 1930s as making the familiar strange, so that an audience that took a situation for natural would see that it could have been otherwise. A range of techniques served this aim: placards and projected titles announcing what a scene would show, so that interest shifts from what happens to how it happens; songs that interrupt the action and comment on it; visible stage lighting and half-height curtains that reveal the workings of the theatre; and actors who 'quote' their characters, demonstrating them rather than merging with them, like a witness showing bystanders how a street accident occurred.",
            "<i>Mother Courage and Her Children</i>, written in 1939 and staged by Brecht's Berliner Ensemble in 1949 with Helene Weigel in the title role, shows these ideas in practice. Courage drags her canteen wagon through the Thirty Years' War, living off the conflict that takes all three of her children. Brecht was dismayed when early audiences in Zurich pitied her as a tragic mother; he revised the text to sharpen her complicity in the business of war. In the Berliner Ensemble production the wagon turned on a revolve under bright white light, and Weigel's silent scream on hearing of her son's execution became one of the most famous images of post-war theatre, a moment in which emotion is shown with great force yet held up for examination.",
          ),
        },
      },
    ],
  },
  {
    slug: "haematology-for-laboratory-scientists",
    discipline: "Haematology",
    title: "Haematology for Laboratory Scientists",
    description:
      "Biomedical science students in their second year meet the blood as a diagnostic specimen: interpreting the full blood count, examining the peripheral blood film, classifying the anaemias and performing the coagulation screen.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "coagulation screen",
    modules: [
      {
        title: "The Full Blood Count",
        description:
          "Read each parameter of an automated full blood count and know which are measured and which are calculated.",
        lesson: {
          title: "Measured and derived red cell indices",
          html:
            p(
              "The full blood count (FBC) is the most frequently requested laboratory test in medicine. An automated analyser counts and sizes cells in a sample of venous blood collected into EDTA, an anticoagulant that binds calcium and preserves cell morphology for several hours. Modern analysers use electrical impedance, in which each cell passing through a small aperture causes a pulse proportional to its volume, together with laser light scatter and fluorescence to distinguish the types of white cell.",
              "Some red cell parameters are measured directly and others are derived from them. The analyser measures the red cell count (RBC) and the haemoglobin concentration (Hb), the latter by lysing the cells and reading the absorbance of a stable haemoglobin derivative. The mean cell volume (MCV) is measured from the pulse sizes. From these, the haematocrit and the remaining indices are calculated:",
            ) +
            "<table><tr><th>Index</th><th>Formula</th><th>Adult reference range (approx.)</th></tr><tr><td>Haematocrit (Hct)</td><td>RBC × MCV</td><td>0.37–0.50 L/L</td></tr><tr><td>Mean cell haemoglobin (MCH)</td><td>Hb / RBC</td><td>27–32 pg</td></tr><tr><td>Mean cell haemoglobin concentration (MCHC)</td><td>Hb / Hct</td><td>320–360 g/L</td></tr><tr><td>Red cell distribution width (RDW)</td><td>SD of volumes / MCV × 100</td><td>11.5–14.5 %</td></tr></table>" +
            p(
              "A worked example shows how the figures fit together. A woman's sample gives RBC 4.0 × 10¹²/L, Hb 96 g/L and MCV 72 fL. The haematocrit is 4.0 × 10¹² × 72 × 10⁻¹⁵ L = 0.288 L/L. The MCH is 96 g/L ÷ 4.0 × 10¹²/L = 24 pg, and the MCHC is 96 ÷ 0.288 = 333 g/L. She is anaemic, with small cells (microcytosis) carrying less haemoglobin than normal (hypochromia), a pattern that points first towards iron deficiency.",
              "Reference ranges depend on age, sex, altitude and the analyser, so every laboratory establishes its own. The RDW is especially useful alongside the MCV: a raised RDW indicates a mixed population of cell sizes, common in early iron deficiency, whereas thalassaemia trait typically produces uniformly small cells with a near-normal RDW and a relatively high red cell count.",
            ),
        },
      },
      {
        title: "The Peripheral Blood Film",
        description:
          "When the analyser flags an abnormality, the blood film is where a trained eye confirms or refutes it.",
        lesson: {
          title: "Making, staining and reading a film",
          html: p(
            "Automated counters are fast and precise, but they cannot recognise many abnormal cell shapes, inclusions or immature cells. For this a scientist examines a peripheral blood film. A small drop of EDTA blood is placed near one end of a glass slide, and a second slide, held at about 30 to 45 degrees, is drawn back into the drop and then pushed smoothly forward to spread a thin film with a feathered tail. The film is air-dried rapidly, fixed in methanol and stained with a Romanowsky stain such as May-Grünwald-Giemsa or Wright's stain. These stains combine an acidic dye, eosin, which colours haemoglobin and eosinophil granules orange-pink, with basic dyes derived from methylene blue, which stain nuclei and RNA-rich cytoplasm purple or blue.",
            "The film should be examined in the thin area near the tail, where red cells just touch without overlapping. A low-power scan first checks the quality of the spread and looks for clumped platelets or abnormal cells collected at the edges. Then, under oil immersion, the scientist assesses red cells, white cells and platelets in turn.",
            "Red cell morphology carries a great deal of diagnostic information. Normal red cells are about the size of the nucleus of a small lymphocyte, with a central pale area occupying about a third of the diameter. Target cells, with a dark central spot, are seen in liver disease and thalassaemia. Pencil cells suggest iron deficiency. Spherocytes, small dense cells without central pallor, occur in hereditary spherocytosis and warm autoimmune haemolysis. Schistocytes, fragments of red cells, indicate mechanical damage in thrombotic thrombocytopenic purpura, haemolytic uraemic syndrome or with a malfunctioning prosthetic heart valve, and they require urgent reporting. Teardrop cells suggest marrow fibrosis.",
            "A manual differential white cell count classifies at least 100 consecutive leucocytes as neutrophils, lymphocytes, monocytes, eosinophils and basophils. Blast cells on a film are always significant and must be referred to a haematologist the same day.",
          ),
        },
      },
      {
        title: "Classifying the Anaemias",
        description:
          "Microcytic, normocytic or macrocytic: use the MCV as the first branch in a logical diagnostic pathway.",
        lesson: {
          title: "An MCV-led approach to anaemia",
          html:
            p(
              "Anaemia is a haemoglobin concentration below the reference range for the patient's age and sex; the World Health Organization uses thresholds of 130 g/L for adult men and 120 g/L for non-pregnant women. It is a sign, not a diagnosis, and the laboratory's task is to help find its cause. The most practical first step is to classify the anaemia by red cell size using the MCV.",
            ) +
            "<table><tr><th>Type</th><th>MCV</th><th>Common causes</th><th>Useful next tests</th></tr><tr><td>Microcytic</td><td>below 80 fL</td><td>iron deficiency, thalassaemia trait, anaemia of chronic disease (sometimes), sideroblastic anaemia</td><td>ferritin, haemoglobin electrophoresis or HPLC</td></tr><tr><td>Normocytic</td><td>80–100 fL</td><td>acute blood loss, chronic kidney disease, anaemia of chronic disease, haemolysis, marrow infiltration</td><td>reticulocyte count, renal function, film</td></tr><tr><td>Macrocytic</td><td>above 100 fL</td><td>vitamin B12 or folate deficiency, alcohol, liver disease, hypothyroidism, myelodysplasia</td><td>B12, folate, liver and thyroid function</td></tr></table>" +
            p(
              "Iron deficiency is the commonest cause of anaemia worldwide. A low serum ferritin, below about 15 µg/L, is diagnostic, but ferritin is also an acute-phase protein and can be normal or raised by inflammation even when iron stores are empty. In an adult man or a post-menopausal woman, iron deficiency must always prompt a search for gastrointestinal blood loss.",
              "Macrocytic anaemias divide into megaloblastic and non-megaloblastic types. Deficiency of vitamin B12 or folate impairs DNA synthesis, so nuclear maturation lags behind that of the cytoplasm; the film shows oval macrocytes and hypersegmented neutrophils with six or more lobes. Pernicious anaemia, an autoimmune loss of intrinsic factor needed to absorb B12, is a classic cause. Alcohol and liver disease, by contrast, produce round macrocytes without hypersegmentation.",
              "In normocytic anaemia the reticulocyte count separates failure of production from increased loss or destruction. A high count, above about 100 × 10⁹/L, indicates that the marrow is responding, as in bleeding or haemolysis; a low count suggests marrow failure, renal disease with reduced erythropoietin, or chronic inflammation.",
            ),
        },
      },
    ],
  },
  {
    slug: "room-acoustics-for-designers",
    discipline: "Acoustics",
    title: "Room Acoustics for Designers",
    description:
      "Sound levels and the decibel scale, reverberation time and Sabine's equation, porous and resonant sound absorbers, and airborne sound insulation between rooms, applied to classrooms, offices and small halls.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "airborne sound insulation",
    modules: [
      {
        title: "Decibels and Sound Levels",
        description:
          "Logarithmic levels are awkward at first; this module makes adding, subtracting and weighting them routine.",
        lesson: {
          title: "Working with the decibel",
          html: p(
            "Sound is a small, rapid fluctuation of air pressure about the atmospheric mean. The human ear responds to an enormous range of these fluctuations, from about 20 micropascals at the threshold of hearing at 1 kHz to around 200 pascals, ten million times greater, at the threshold of pain. Because perception is roughly logarithmic and the range so wide, acousticians express sound as a level in decibels. The sound pressure level is L<sub>p</sub> = 20 log<sub>10</sub>(p/p<sub>0</sub>), where p is the root-mean-square pressure and p<sub>0</sub> = 20 µPa is the reference. A pressure of 1 Pa therefore corresponds to 94 dB, the level produced by a standard acoustic calibrator.",
            "Levels from independent sources do not add arithmetically; their energies do. The combined level of sources L<sub>1</sub>, L<sub>2</sub>, … is 10 log<sub>10</sub>(10<sup>L<sub>1</sub>/10</sup> + 10<sup>L<sub>2</sub>/10</sup> + …). Two equal sources of 80 dB give 83 dB, not 160 dB, and a source 10 dB quieter than another adds less than half a decibel. For example, machines producing 85 dB and 88 dB together give 10 log<sub>10</sub>(10<sup>8.5</sup> + 10<sup>8.8</sup>) ≈ 89.8 dB.",
            "Distance reduces level. From a small source in a free field, with no reflections, sound spreads over a sphere whose area grows with the square of the distance, so the level falls by 20 log<sub>10</sub>(r<sub>2</sub>/r<sub>1</sub>), about 6 dB for each doubling of distance. A compressor measured at 90 dB at 1 m produces about 90 − 20 log<sub>10</sub> 8 ≈ 72 dB at 8 m. Indoors the fall-off stops once the reverberant sound, reflected from every surface, dominates the direct sound.",
            "The ear is also less sensitive at low and very high frequencies, as Harvey Fletcher and Wilden Munson's equal-loudness contours of 1933 showed. Sound level meters therefore apply the A-weighting filter, which attenuates low frequencies strongly, and report levels in dB(A). Occupational noise rules, such as the UK Control of Noise at Work Regulations 2005, set their action values in these units, with the upper exposure action value at a daily exposure of 85 dB(A).",
          ),
        },
      },
      {
        title: "Reverberation Time",
        description:
          "How long does sound linger in a room after the source stops, and how can a designer predict it before the room is built?",
        lesson: {
          title: "Sabine's equation and a classroom",
          html:
            p(
              "Reverberation time, RT<sub>60</sub> or T, is the time taken for the sound level in a room to decay by 60 dB after a source stops. It is the single most important descriptor of a room's acoustic character. Long reverberation, of two seconds or more, suits organ music and large choirs; speech needs much less, because each syllable's lingering energy masks the next and intelligibility falls.",
              "The quantitative study of reverberation began with Wallace Clement Sabine, a young Harvard physicist asked in 1895 to cure the unusable lecture hall of the Fogg Art Museum. Using an organ pipe, a stopwatch and his own ears, and moving hundreds of seat cushions between rooms, he found that reverberation time is proportional to room volume and inversely proportional to total absorption. In metric units Sabine's equation is T = 0.161 V / A, where V is the volume in cubic metres and A the total absorption in square metres, the sum over every surface of its area S times its absorption coefficient α, the fraction of incident sound energy it does not reflect. Sabine applied the result in designing Boston's Symphony Hall, opened in 1900.",
            ) +
            "<table><tr><th>Surface</th><th>Area (m²)</th><th>α at 500 Hz</th><th>Absorption (m²)</th></tr><tr><td>Vinyl floor on concrete</td><td>80</td><td>0.03</td><td>2.4</td></tr><tr><td>Painted plaster ceiling</td><td>80</td><td>0.02</td><td>1.6</td></tr><tr><td>Painted blockwork walls</td><td>108</td><td>0.07</td><td>7.6</td></tr><tr><td><b>Total</b></td><td></td><td></td><td>11.6</td></tr></table>" +
            p(
              "For a classroom 10 m by 8 m by 3 m high, V = 240 m³, and with the bare finishes in the table T = 0.161 × 240 / 11.6 ≈ 3.3 s, far too reverberant for teaching; school design guidance such as the UK's Building Bulletin 93 sets targets of about 0.6 to 0.8 s. Replacing the plaster ceiling with acoustic tiles of α = 0.70 raises the ceiling's absorption to 56 m² and the total to about 66 m², giving T ≈ 0.59 s. Sabine's formula overestimates T in very absorbent rooms; Carl Eyring's 1930 formula, T = 0.161 V / (−S ln(1 − ᾱ)), with ᾱ the mean absorption coefficient, is more accurate there.",
            ),
        },
      },
      {
        title: "Sound Absorbers",
        description:
          "Choose between porous, panel and Helmholtz absorbers according to the frequencies that need controlling.",
        lesson: {
          title: "Porous and resonant absorption",
          html:
            p(
              "Absorption coefficients vary strongly with frequency, and the choice of absorber depends on which part of the spectrum is too reverberant. There are three main families, which work by different physical mechanisms.",
              "Porous absorbers, such as mineral wool, glass fibre, open-cell foam, heavy curtains and carpet, contain a network of interconnected pores. As sound enters, the air oscillates within the pores and loses energy to viscous friction against the fibres. Porous materials are most effective where particle velocity is high, which is at a quarter of a wavelength from a rigid backing. At 2 kHz the wavelength in air is about 17 cm, so a 50 mm layer absorbs almost completely; at 125 Hz it is about 2.7 m, and a porous layer would need to be impractically thick. Mounting the material on battens with an air gap behind it extends its effective range downwards cheaply.",
            ) +
            "<table><tr><th>Material (typical)</th><th>125 Hz</th><th>500 Hz</th><th>2 kHz</th></tr><tr><td>Painted concrete</td><td>0.01</td><td>0.02</td><td>0.02</td></tr><tr><td>Carpet on concrete</td><td>0.02</td><td>0.14</td><td>0.60</td></tr><tr><td>Heavy curtain, pleated</td><td>0.14</td><td>0.55</td><td>0.70</td></tr><tr><td>50 mm mineral wool on a wall</td><td>0.20</td><td>0.90</td><td>0.95</td></tr><tr><td>Plywood panel over an air space</td><td>0.30</td><td>0.10</td><td>0.08</td></tr></table>" +
            p(
              "Panel or membrane absorbers work in the opposite way. A thin sheet of plywood, plasterboard or vinyl mounted over a sealed air space forms a mass-spring system that vibrates most strongly at its resonance frequency, where internal damping converts sound energy into heat. A useful approximation is f ≈ 60 / √(m d), with m the mass per unit area of the panel in kg/m² and d the depth of the air space in metres. A 5 kg/m² panel over a 100 mm cavity resonates at about 60 / √0.5 ≈ 85 Hz, just where porous materials fail.",
              "Helmholtz resonators, named after Hermann von Helmholtz, consist of a cavity connected to the room through a narrow neck, like a bottle. The air in the neck acts as a mass on the spring of the air in the cavity, giving a sharp resonance that can be tuned to a troublesome room mode. Perforated or slotted panels over a cavity act as arrays of such resonators, and filling the cavity with a porous layer broadens the absorption band.",
            ),
        },
      },
    ],
  },
  {
    slug: "employment-law-england-and-wales",
    discipline: "Employment law",
    title: "Employment Law in England and Wales",
    description:
      "Who counts as an employee, and what follows from it? The module works through employment status, unfair dismissal under the Employment Rights Act 1996, discrimination under the Equality Act 2010, and the protection of staff on the transfer of undertakings (TUPE).",
    level: "intermediate",
    duration: "one term",
    plantedGap: "TUPE",
    modules: [
      {
        title: "Employment Status",
        description:
          "Employee, worker or independently self-employed: the category decides which statutory rights apply.",
        lesson: {
          title: "Tests of status from Ready Mixed Concrete to Uber",
          html:
            p(
              "English law recognises three main categories of working person, and each carries a different bundle of rights. Because the rights differ so much, the question of status is among the most litigated in the field.",
            ) +
            "<ul><li><b>Employees</b> work under a contract of employment and enjoy the full set of rights, including protection from unfair dismissal, statutory redundancy pay and maternity leave.</li><li><b>Workers</b>, defined in section 230(3)(b) of the Employment Rights Act 1996, personally perform work for another party who is not their client or customer. They are entitled to the national minimum wage, paid annual leave and rest breaks under the Working Time Regulations 1998, but not to unfair dismissal protection.</li><li><b>The self-employed</b>, in business on their own account, have few employment rights beyond protection against discrimination in some cases.</li></ul>" +
            p(
              "The classic test for an employment contract comes from MacKenna J in <i>Ready Mixed Concrete (South East) Ltd v Minister of Pensions</i> [1968]. There must be mutuality of obligation, with the worker providing personal service in return for pay; the worker must agree to be subject to the other's control to a sufficient degree; and the other terms must be consistent with employment. Courts weigh factors such as who provides equipment, who bears financial risk, whether the person can send a substitute, and how integrated the person is in the organisation.",
              "Written contracts do not settle the question. In <i>Autoclenz Ltd v Belcher</i> [2011] UKSC 41 car valeters had signed documents describing them as self-employed subcontractors with a right of substitution that was never used in practice. The Supreme Court held that tribunals must look at the true agreement between the parties, taking account of their relative bargaining power. <i>Uber BV v Aslam</i> [2021] UKSC 5 went further. Uber's drivers were held to be workers, because Uber set the fares, imposed contract terms, monitored acceptance rates and controlled communication with passengers. Lord Leggatt stressed that the question is one of statutory interpretation, and that the purpose of the legislation, to protect vulnerable individuals, means that contract terms drafted by the stronger party cannot be the starting point.",
            ),
        },
      },
      {
        title: "Unfair Dismissal",
        description:
          "Apply the two-stage test of section 98: a potentially fair reason, and a decision within the range of reasonable responses.",
        lesson: {
          title: "Reason, reasonableness and remedies",
          html: p(
            "The right not to be unfairly dismissed is set out in section 94 of the Employment Rights Act 1996. For most claims the employee must have at least two years' continuous employment, a qualifying period in force for employees who started on or after 6 April 2012, although certain reasons, such as dismissal for whistleblowing, for asserting a statutory right or for reasons connected with pregnancy, are automatically unfair without any qualifying service. Claims are brought in the employment tribunal, normally within three months less one day of dismissal, after the claimant has contacted Acas for early conciliation.",
            "Section 98 establishes a two-stage test. First, the employer must show that the reason for dismissal was one of the potentially fair reasons: capability or qualifications, conduct, redundancy, a statutory restriction on continuing the employment, or 'some other substantial reason' of a kind to justify dismissal. Second, the tribunal decides under section 98(4) whether, in the circumstances, including the size and resources of the employer, the employer acted reasonably in treating that reason as sufficient.",
            "Case law has shaped the second stage. In misconduct cases <i>British Home Stores Ltd v Burchell</i> [1978] requires that the employer genuinely believed the employee guilty, had reasonable grounds for that belief, and had carried out as much investigation as was reasonable. <i>Iceland Frozen Foods Ltd v Jones</i> [1983] established that the tribunal must not substitute its own view; it asks whether dismissal fell within the band of reasonable responses open to a reasonable employer. Procedure matters too: <i>Polkey v A E Dayton Services Ltd</i> [1987] held that an unfair procedure can make a dismissal unfair even if a fair procedure would have led to the same result, although compensation may then be reduced. The Acas Code of Practice on Disciplinary and Grievance Procedures sets the expected steps, and unreasonable failure to follow it may raise or lower an award by up to 25 per cent.",
            "The remedies are reinstatement, re-engagement, or, far more commonly, compensation, made up of a basic award calculated like statutory redundancy pay and a compensatory award for the loss actually suffered, subject to a statutory cap.",
          ),
        },
      },
      {
        title: "Discrimination under the Equality Act 2010",
        description:
          "Identify the protected characteristics and distinguish the forms of prohibited conduct, from direct discrimination to harassment.",
        lesson: {
          title: "Protected characteristics and prohibited conduct",
          html: p(
            "The Equality Act 2010 replaced nine major pieces of earlier legislation, including the Sex Discrimination Act 1975, the Race Relations Act 1976 and the Disability Discrimination Act 1995, into a single framework. It protects nine characteristics: age, disability, gender reassignment, marriage and civil partnership, pregnancy and maternity, race, religion or belief, sex, and sexual orientation. Unlike unfair dismissal, discrimination protection requires no qualifying service and extends to job applicants, workers and in some respects to former employees. Compensation is uncapped and includes an award for injury to feelings, assessed within the bands first set out in <i>Vento v Chief Constable of West Yorkshire Police</i> [2002].",
            "Direct discrimination, under section 13, occurs when a person is treated less favourably than another because of a protected characteristic, for example refusing to promote a woman because she is a woman. It cannot be justified, except in the case of age, where the employer can show a proportionate means of achieving a legitimate aim. Indirect discrimination, under section 19, arises when an apparently neutral provision, criterion or practice puts people sharing a characteristic at a particular disadvantage and the employer cannot justify it as proportionate. A requirement that all staff work full time, for instance, may disadvantage women, who still carry a greater share of childcare.",
            "Disabled people have additional protection. Employers must make reasonable adjustments where a provision, criterion or practice or a physical feature puts a disabled person at a substantial disadvantage, such as adjusting hours, providing equipment or reallocating duties. Section 15 also prohibits unfavourable treatment because of something arising in consequence of disability, such as dismissing someone for sickness absence caused by the condition, unless justified.",
            "Harassment, under section 26, is unwanted conduct related to a protected characteristic that violates a person's dignity or creates an intimidating, hostile, degrading, humiliating or offensive environment. Victimisation, under section 27, protects people who bring or support a complaint. In tribunal the burden of proof shifts: once the claimant proves facts from which discrimination could be inferred, the employer must show that it did not discriminate.",
          ),
        },
      },
    ],
  },
  {
    slug: "real-time-rendering-pipeline",
    discipline: "Computer graphics",
    title: "The Real-Time Rendering Pipeline",
    description:
      "Homogeneous coordinates and transformation matrices, triangle rasterisation with the depth buffer, Blinn-Phong shading and shadow mapping: the stages by which a GPU turns a list of vertices into a lit image sixty times a second.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "shadow mapping",
    modules: [
      {
        title: "Transformations in Homogeneous Coordinates",
        description:
          "Four-by-four matrices let translation, rotation, scaling and perspective all be composed by multiplication.",
        lesson: {
          title: "Model, view and projection matrices",
          html: p(
            "A 3D model is stored as vertices in its own model space, with the origin at some convenient point of the object. To draw it, each vertex must be placed in the scene, viewed from a camera and projected onto the screen. All of these steps are linear algebra, and graphics systems express them with 4 × 4 matrices acting on homogeneous coordinates, an idea from projective geometry introduced by August Möbius in 1827.",
            "A point (x, y, z) is written as (x, y, z, 1), and a direction as (x, y, z, 0). The fourth component allows translation to be expressed as a matrix multiplication: the translation by (t<sub>x</sub>, t<sub>y</sub>, t<sub>z</sub>) is the identity matrix with those values in its last column. Multiplying it by a point adds the offsets, while a direction, with w = 0, is correctly left unchanged. Rotation and scaling occupy the upper-left 3 × 3 block. Because every transformation is a matrix, a sequence of them can be combined into one by multiplying the matrices, and the order matters: with column vectors, the matrix nearest the vertex is applied first, so M = T · R · S scales, then rotates, then translates.",
            "The standard pipeline applies three matrices. The model matrix takes vertices from model space to world space; the view matrix, the inverse of the camera's own placement, takes world space to eye space, with the camera at the origin looking down the negative z axis in the OpenGL convention; and the projection matrix maps the viewing frustum to clip space. A perspective projection puts −z into the w component, so that after the GPU divides x, y and z by w, distant objects shrink in proportion to their depth. The result, in normalised device coordinates, ranges from −1 to 1 in each axis, and the viewport transform maps it to pixel positions.",
            "One subtlety concerns normals. If a model is scaled non-uniformly, transforming its surface normals by the model matrix tilts them off perpendicular. Normals must instead be transformed by the inverse transpose of the upper-left 3 × 3 block of the model-view matrix.",
          ),
        },
      },
      {
        title: "Rasterisation and the Depth Buffer",
        description: "How does the GPU decide which pixels a triangle covers, and which triangle is in front?",
        lesson: {
          title: "Edge functions, interpolation and z-buffering",
          html:
            p(
              "After projection, every triangle has three vertices in screen space. Rasterisation determines which pixel centres lie inside it. Modern GPUs use edge functions, as described by Juan Pineda in 1988. For an edge from vertex A to vertex B, the function E(P) = (B<sub>x</sub> − A<sub>x</sub>)(P<sub>y</sub> − A<sub>y</sub>) − (B<sub>y</sub> − A<sub>y</sub>)(P<sub>x</sub> − A<sub>x</sub>) is positive on one side of the line and negative on the other. A pixel is inside the triangle when all three edge functions have the same sign. Because the functions are linear, they can be evaluated incrementally and in parallel over tiles of pixels, which suits hardware well. A consistent tie-breaking rule, the top-left rule in Direct3D, ensures that pixels lying exactly on a shared edge are drawn once, not twice.",
              "The same edge function values, normalised by the triangle's area, give the barycentric coordinates (λ<sub>0</sub>, λ<sub>1</sub>, λ<sub>2</sub>) of the pixel, and any vertex attribute such as colour or texture coordinates can be interpolated as λ<sub>0</sub>a<sub>0</sub> + λ<sub>1</sub>a<sub>1</sub> + λ<sub>2</sub>a<sub>2</sub>. Linear interpolation in screen space is wrong for perspective views, however, because equal steps on screen do not correspond to equal steps on the surface. Perspective-correct interpolation interpolates a/w and 1/w linearly and divides one by the other at each pixel.",
              "Visibility is resolved per pixel by the depth buffer, or z-buffer, proposed by Edwin Catmull in 1974. Alongside the colour buffer, the GPU keeps a depth value for each pixel, initialised to the far plane. For each fragment:",
            ) +
            "<ul><li>interpolate its depth from the vertices;</li><li>compare it with the value stored for that pixel;</li><li>if it is nearer, write its colour and depth; otherwise discard it.</li></ul>" +
            p(
              "The z-buffer needs no sorting of triangles and handles interpenetrating objects correctly, at the cost of memory and of precision problems. Because perspective depth is stored non-linearly, with most precision near the camera, distant surfaces that are close together can flicker through one another, an artefact called z-fighting. Pushing the near plane further out is the cheapest cure.",
            ),
        },
      },
      {
        title: "Local Illumination with Blinn-Phong",
        description:
          "Compute the colour of a surface point from its normal, the light direction and the viewer with the classic empirical model.",
        lesson: {
          title: "Ambient, diffuse and specular terms",
          html: p(
            "Real light bounces many times around a scene before reaching the eye, and simulating that fully is expensive. Real-time renderers have long used local illumination models, which compute the light reflected at a point from each light source directly, ignoring interreflection. The best known was proposed by Bui Tuong Phong in 1975 and modified by James Blinn in 1977.",
            "The model sums three terms. The ambient term, k<sub>a</sub>I<sub>a</sub>, is a constant that crudely stands in for indirect light so that unlit surfaces are not completely black. The diffuse term models a matte, Lambertian surface, which scatters light equally in all directions, so its brightness depends only on the angle between the unit surface normal N and the unit vector L towards the light: k<sub>d</sub>I<sub>l</sub> max(0, N · L). This is Lambert's cosine law; a surface facing the light at 60 degrees receives half the light of one facing it head on. The specular term produces highlights on shiny surfaces.",
            "Phong's specular term uses the reflection R of L about N and the vector V towards the viewer: k<sub>s</sub>I<sub>l</sub> max(0, R · V)<sup>n</sup>, where the shininess exponent n controls the size of the highlight, small values giving broad, dull highlights and values of several hundred giving tight, glossy ones. Blinn replaced R · V with N · H, where H is the halfway vector, the normalised sum of L and V. The halfway vector is cheaper to compute when light and viewer are distant, and it gives more plausible highlights at grazing angles; for a similar highlight size the exponent must be about four times larger than in Phong's version.",
            "A worked example: with N = (0, 1, 0), the light direction L = (0, 0.8, 0.6) and V = (0, 0.6, −0.8), N · L = 0.8. The sum L + V = (0, 1.4, −0.2) normalises to H ≈ (0, 0.990, −0.141), so N · H ≈ 0.990. With n = 64, the specular factor is 0.990<sup>64</sup> ≈ 0.52. Blinn-Phong is not physically based, since it does not conserve energy, but it remained the fixed-function default in OpenGL and Direct3D for two decades.",
          ),
        },
      },
    ],
  },
];
