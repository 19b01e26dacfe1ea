/** Sixty-eighth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout68.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT68_B: EvalCourse[] = [
  {
    slug: "abdominal-sonography-image-optimisation-and-technique",
    discipline: "Sonography",
    title: "Abdominal Sonography: Image Optimisation and Technique",
    description:
      "An ultrasound image is only as good as the hands and judgement behind the probe. Building on a first course in ultrasound physics, this course develops transducer selection, gain and focal-zone optimisation, recognition of common artefacts, Doppler imaging, and a systematic scanning protocol for the liver, gallbladder and biliary tree.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one supervised scanning session a week)",
    plantedGap: "Doppler imaging",
    modules: [
      {
        title: "Transducers and image optimisation",
        description:
          "Choosing frequency and transducer, and setting depth, gain, time gain compensation and focus to produce a diagnostic greyscale image.",
        lesson: {
          title: "Frequency, gain and focus",
          html: p(
            "Every choice of transducer is a trade between resolution and penetration. The speed of sound in soft tissue is taken as 1540 m/s, so at 5 MHz the wavelength is 1540 divided by 5 million, about 0.31 mm. Shorter wavelengths give shorter pulses and better axial resolution, which is roughly half the spatial pulse length. But attenuation in soft tissue is about 0.5 dB per centimetre per megahertz, so higher frequencies die away faster. A 3.5 MHz beam imaging a structure 15 cm deep travels 30 cm in all and loses about 0.5 × 3.5 × 30, or 52.5 dB, on the round trip. This is why the adult abdomen is scanned with a curvilinear transducer of about 2 to 5 MHz, while thyroid, testes and superficial bowel use a linear array of 5 to 15 MHz or more.",
            "Set the depth first, so that the region of interest fills about two-thirds of the screen with a little tissue visible behind it. Excess depth wastes pixels and lowers the frame rate, because the machine must wait for echoes from the deepest line before firing the next pulse.",
            "Overall gain amplifies every echo equally; time gain compensation, adjusted with the slide controls, amplifies later echoes more to offset attenuation. The aim in the liver is a uniform mid-grey texture from the anterior to the posterior surface. A common error is to turn up overall gain to brighten the deep liver, which saturates the near field and fills fluid with noise; raise the deep TGC sliders instead. Fluid-filled structures such as the gallbladder should be black.",
            "Lateral resolution is best at the focal zone, where the beam is narrowest, so place the focus at or just below the structure of interest. Adding focal zones improves lateral resolution over a longer range at the cost of frame rate. Tissue harmonic imaging forms the image from the second harmonic generated as the beam passes through tissue; it reduces reverberation and side-lobe clutter and sharpens cyst walls, especially in patients with a thick body wall, but penetrates less well at depth.",
          ),
        },
      },
      {
        title: "Recognising artefacts",
        description:
          "Why the scanner's assumptions produce predictable artefacts, and how to use some of them diagnostically and eliminate others.",
        lesson: {
          title: "Shadowing, enhancement, reverberation and mirror images",
          html: p(
            "The scanner builds the image on assumptions: that sound travels in straight lines at 1540 m/s, that every echo arises from the central axis of the beam, that each echo has been reflected only once, and that attenuation is uniform. Artefacts appear whenever the body breaks one of these assumptions, and the experienced sonographer reads them as information.",
            "Acoustic shadowing occurs behind strongly reflecting or attenuating structures. A gallstone casts a clean, sharp-edged anechoic shadow, whereas bowel gas usually casts a dirty shadow filled with low-level reverberation. A small stone may shadow only when it lies in the focal zone and the beam is centred on it, so adjust focus and angle before deciding that an echogenic focus does not shadow.",
            "Posterior acoustic enhancement is the opposite. Fluid attenuates far less than the tissue around it, and TGC, set for tissue, over-amplifies the echoes behind it, so a bright band appears deep to the gallbladder or a cyst. A simple cyst is diagnosed by three features together: anechoic contents, a thin, well-defined wall and posterior enhancement.",
            "Reverberation is produced when sound bounces back and forth between two strong parallel reflectors, such as the transducer face and the anterior abdominal wall, giving equally spaced bright lines that fade with depth. It often fills the anterior part of the gallbladder with false echoes; changing the angle, using harmonics or scanning intercostally removes it. Comet-tail artefact is a short form of reverberation within tiny reflectors, and is typical of cholesterol crystals in the wall in adenomyomatosis.",
            "Mirror-image artefact arises at a highly reflective curved interface. Beneath the diaphragm the air-filled lung acts as a mirror, so liver texture appears above the diaphragm. This is normal; its absence, with fluid seen above the diaphragm instead, suggests a pleural effusion.",
            "Slice-thickness artefact, caused by the finite width of the beam perpendicular to the scan plane, can paint low-level echoes into the dependent part of the gallbladder that mimic sludge. Real sludge moves slowly when the patient turns; the artefact changes with transducer position.",
          ),
        },
      },
      {
        title: "Scanning the liver, gallbladder and biliary tree",
        description:
          "Patient preparation, positioning and a systematic protocol with normal measurements for the right upper quadrant.",
        lesson: {
          title: "A right upper quadrant protocol",
          html: p(
            "Patients are asked to fast for about six hours before a right upper quadrant scan. Fasting distends the gallbladder, which contracts after a fatty meal, and reduces bowel gas. Ask about previous cholecystectomy and check the request for the clinical question, such as right upper quadrant pain, deranged liver function tests or jaundice.",
            "Begin supine, with the patient taking and holding a deep breath to bring the liver below the costal margin. Use subcostal sweeps in longitudinal and transverse planes, and intercostal views for the dome of the right lobe and for patients whose liver does not descend. Then turn the patient into the left lateral decubitus position. This moves the gallbladder away from the duodenum, often improves the view of the common bile duct, and shows whether echogenic foci in the gallbladder roll, as stones do, or stay fixed, as polyps do.",
            "Assess the liver for size, outline, echotexture and focal lesions. A right lobe measuring more than about 15.5 to 16 cm in the midclavicular line suggests enlargement. Compare its echogenicity with the cortex of the right kidney at the same depth: the normal liver is equal to or slightly brighter than renal cortex, and a markedly brighter liver with poor visualisation of deep structures suggests fatty infiltration. Use the hepatic veins and portal vein branches to assign any lesion to a Couinaud segment.",
            "In the distended gallbladder, the anterior wall should measure under 3 mm; measuring the posterior wall is unreliable because of enhancement. A stone is echogenic, shadowing and mobile. Press gently over the gallbladder under vision: maximal tenderness directly over it, a positive sonographic Murphy sign, supports acute cholecystitis in the presence of stones and wall thickening.",
            "The common bile duct is measured inner wall to inner wall where it lies anterior to the portal vein at the porta hepatis; in transverse section the duct, hepatic artery and portal vein give the familiar Mickey Mouse appearance. A diameter of up to about 6 mm is normal in adults, with slightly larger values accepted in older patients and after cholecystectomy. Dilated intrahepatic ducts appear as additional tubes running alongside the portal branches.",
          ),
        },
      },
    ],
  },
  {
    slug: "structural-geology-stress-folds-and-stereonets",
    discipline: "Structural geology",
    title: "Structural Geology: Stress, Folds and Stereonets",
    description:
      "Faults, folds and the forces that make them: this course takes students from the stress tensor and Anderson's theory of faulting through fold description and classification to stereographic projection and the construction of balanced cross-sections, with weekly map and field-data exercises.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one three-hour practical a week)",
    plantedGap: "balanced cross-sections",
    modules: [
      {
        title: "Stress, the Mohr circle and Anderson's faults",
        description:
          "Resolving stress onto a plane, predicting brittle failure with the Coulomb criterion and relating fault type to the orientation of principal stresses.",
        lesson: {
          title: "From principal stresses to fault type",
          html: p(
            "Stress is force per unit area, measured in pascals; crustal stresses are usually quoted in megapascals. At any point the state of stress can be described by three mutually perpendicular principal stresses, σ1 greater than or equal to σ2 greater than or equal to σ3, acting on planes that carry no shear stress. Geologists take compression as positive.",
            "For a plane whose normal makes an angle θ with σ1, in the plane containing σ1 and σ3, the normal and shear stresses are σn = (σ1 + σ3)/2 + (σ1 − σ3)/2 cos 2θ and τ = (σ1 − σ3)/2 sin 2θ. Plotted on axes of σn and τ, every orientation lies on a circle, the Mohr circle, centred at the mean stress with a radius equal to half the differential stress. Take σ1 = 100 MPa and σ3 = 40 MPa and a plane lying at 30° to σ1, so that its normal is at 60° and 2θ is 120°. Then σn = 70 + 30 cos 120° = 55 MPa and τ = 30 sin 120° ≈ 26 MPa.",
            "Brittle failure is predicted by the Coulomb criterion, τ = C + μσn, where C is cohesion and μ the coefficient of internal friction. A failure envelope with a friction angle of about 30° touches the Mohr circle at a point corresponding to planes inclined at 45° − φ/2, that is about 30°, to σ1. This explains why conjugate faults commonly intersect at about 60°, with σ1 bisecting the acute angle. Pore fluid pressure reduces the effective normal stress, σn minus Pf, which shifts the circle towards the envelope without changing its size, so raising fluid pressure can trigger failure.",
            "Anderson's theory of faulting adds one observation: the Earth's surface is in contact with air or water and cannot sustain shear stress, so near the surface one principal stress must be vertical. If σ1 is vertical, normal faults form, dipping about 60°. If σ3 is vertical, thrusts form, dipping about 30°. If σ2 is vertical, strike-slip faults form, with near-vertical dips. Departures from these dips in the field often record later rotation of the fault blocks or reactivation of an older weakness.",
          ),
        },
      },
      {
        title: "Describing and classifying folds",
        description:
          "The vocabulary of fold geometry, classification by interlimb angle, attitude and dip isogons, and what parasitic folds reveal.",
        lesson: {
          title: "Fold geometry and classification",
          html: p(
            "A fold has two limbs joined at a hinge, the zone of maximum curvature. The line joining points of maximum curvature on one folded surface is the hinge line; the surface containing the hinge lines of successive layers is the axial surface. A fold that closes upward is an antiform and one that closes downward a synform. The terms anticline and syncline add age information: an anticline has the oldest rocks in its core and a syncline the youngest, so an anticline is not necessarily an antiform if the sequence has been overturned.",
            "Tightness is classified by the interlimb angle, following Fleuty: gentle folds have interlimb angles between 180° and 120°, open folds 120° to 70°, close folds 70° to 30°, tight folds 30° to near 0°, and isoclinal folds have parallel limbs. Attitude is described from the dip of the axial surface and the plunge of the hinge line: an upright fold has a near-vertical axial surface, an inclined fold a moderately dipping one, and a recumbent fold a near-horizontal one.",
            "Ramsay's dip isogon method describes how layer thickness changes around a fold. Dip isogons join points of equal dip on the inner and outer arcs of a folded layer. In class 1 folds the isogons converge towards the core: class 1B folds are parallel, with constant orthogonal thickness, typical of competent layers folded by buckling with flexural slip between beds. Class 2 folds have parallel isogons and are similar folds, with the same shape on inner and outer arcs, often produced in weaker layers by flattening. Class 3 folds have isogons diverging towards the core and thickened hinges, typical of incompetent layers such as shale between stronger beds. Class 1A and 1C refine class 1 according to whether isogons converge more or less strongly than in parallel folds.",
            "Small parasitic folds on the limbs of a larger fold are asymmetric and verge towards its hinge. Recording their S, Z or M shape, viewed down plunge, at each outcrop tells the mapper which limb of the larger structure they are on, and M-shaped symmetric folds indicate the hinge zone itself.",
          ),
        },
      },
      {
        title: "Stereographic projection",
        description:
          "Plotting planes, poles and lines on the stereonet and using them to find intersections and fold axes.",
        lesson: {
          title: "Working with the stereonet",
          html: p(
            "Stereographic projection represents three-dimensional orientations on a flat circle. Imagine a plane passing through the centre of a sphere; it cuts the lower hemisphere in a great circle, which is projected onto the horizontal plane. Structural geologists use the lower hemisphere. The equal-angle Wulff net preserves angular relationships and is used for crystallography and geometric constructions, while the equal-area Schmidt net preserves area and is used for structural data because point densities can be contoured meaningfully.",
            "To plot a plane recorded by the right-hand rule as 040/30, meaning strike 040 and a 30° dip to the right of the strike direction, that is towards 130, place tracing paper over the net, fixed at the centre with a pin, and mark north. Count 40° clockwise round the primitive and mark the strike. Rotate the tracing so that this mark lies on the north point of the net. The dip is to the east side; count 30° in from the primitive along the east-west diameter and trace the great circle passing through that point. The pole to the plane lies 90° from the great circle along the same diameter, so count 30° from the centre on the opposite side. Rotate back to north to read the result.",
            "A line is plotted as a single point, using its trend and plunge: mark the trend on the primitive, rotate it to the east-west diameter, and count the plunge inwards from the primitive. The line of intersection of two planes is the point where their great circles cross; rotate it to a diameter to read its plunge, and read its trend at the primitive. The angle between two lines is measured by rotating the tracing until both lie on the same great circle and counting the degrees between them along it.",
            "For folds, plot the poles to bedding measured around the structure. In a cylindrical fold they fall on a single great circle, the π-girdle, and the pole to that girdle is the fold axis. This π-diagram is more robust than intersecting many great circles, which produces a scatter of points. The spread of poles along the girdle gives the interlimb angle, and the fold axis plunge tells you how to project surface outcrops down plunge.",
          ),
        },
      },
    ],
  },
  {
    slug: "quality-management-systems-in-practice",
    discipline: "Quality management",
    title: "Quality Management Systems in Practice",
    description:
      "Designed for supervisors, engineers and new quality staff, this course shows how a quality management system works on the shop floor and in the office: the process approach and PDCA cycle behind ISO 9001, structured root cause analysis, internal auditing, and statistical process control.",
    level: "intermediate",
    duration: "seven weeks (one three-hour workshop a week)",
    plantedGap: "statistical process control",
    modules: [
      {
        title: "ISO 9001 and the process approach",
        description:
          "The structure of ISO 9001:2015, the quality management principles behind it and how to describe a process so that it can be managed.",
        lesson: {
          title: "How ISO 9001 is built",
          html: p(
            "ISO 9001:2015 sets requirements for a quality management system that an organisation can be certified against. Its guidance companion, ISO 9000:2015, sets out seven quality management principles: customer focus, leadership, engagement of people, the process approach, improvement, evidence-based decision making and relationship management. Reading the requirements in the light of these principles avoids the trap of treating the standard as a list of documents to produce.",
            "The standard follows the common high-level structure used by ISO management system standards, so clauses 4 to 10 line up with those of ISO 14001 and ISO 45001. Clause 4 covers the context of the organisation, interested parties and the scope of the system; clause 5 leadership and the quality policy; clause 6 planning, including actions to address risks and opportunities and quality objectives; clause 7 support, meaning resources, competence, awareness, communication and documented information; clause 8 operation, from customer requirements and design through purchasing and production to release of product and the handling of nonconforming outputs; clause 9 performance evaluation, including monitoring, internal audit and management review; and clause 10 improvement and corrective action. A 2024 amendment added explicit requirements to consider whether climate change is a relevant issue.",
            "The clauses map onto the Plan-Do-Check-Act cycle: clauses 4 to 7 plan and resource, clause 8 does, clause 9 checks and clause 10 acts. The cycle applies at every level, from the whole system down to a single process.",
            "The process approach asks each process to be defined well enough to be managed. A turtle diagram is a convenient one-page tool: it records the inputs, outputs, the resources used, the people and their competence, the methods and procedures, and the measures used to judge whether the process is performing. The process owner is the person accountable for those measures.",
            "The 2015 edition dropped the old distinction between documents and records in favour of documented information. Where the standard says maintain, it means keep a living document up to date, such as a procedure; where it says retain, it means keep evidence of what happened, such as a calibration certificate. Certification audits by an accredited body run on a three-year cycle, with surveillance audits in the intervening years.",
          ),
        },
      },
      {
        title: "Finding root causes",
        description:
          "Separating containment from corrective action and using the five whys, cause-and-effect diagrams, Pareto analysis and the 8D method.",
        lesson: {
          title: "Structured problem solving",
          html:
            p(
              "ISO 9000 distinguishes a correction, action to eliminate a detected nonconformity, from a corrective action, action to eliminate its cause and prevent recurrence. Reworking a batch of brackets with misplaced holes is a correction; finding out why the holes were misplaced and changing the process is corrective action. Before either, contain the problem: quarantine suspect stock and check what has already shipped.",
              "Pareto analysis decides where to start. Tally a month's rejects by defect type and sort them in descending order with cumulative percentages. Suppose there were 100 rejects: 48 burrs, 22 scratches, 14 misplaced holes, 9 dents and 7 other. Burrs alone make up 48 per cent and burrs plus scratches 70 per cent, so those two deserve attention first.",
              "A cause-and-effect or Ishikawa diagram then widens the search. The effect goes at the head of the fish; the bones are categories, commonly the six Ms of manpower, machine, method, material, measurement and mother nature, meaning the environment. Teams brainstorm possible causes under each heading, then test the likeliest against data rather than voting on them.",
              "The five whys follows a single chain. Holes misplaced: why? The drilling fixture locating pin was worn. Why? It had been in use for three years without inspection. Why? Fixtures were not on the planned maintenance schedule. Why? The schedule covered machines only. Why? When the system was set up, fixtures were treated as tooling owned by production, not as equipment. The corrective action is to bring fixtures into planned maintenance, not merely to replace one pin. Stop asking why when the answer identifies a cause the organisation can act on and whose removal would prevent recurrence.",
              "For larger problems, many manufacturers use the 8D method, first developed at Ford, which structures the work into disciplines:",
            ) +
            "<ol><li>Form a team.</li><li>Describe the problem.</li><li>Contain it.</li><li>Find and verify the root cause.</li><li>Choose corrective actions.</li><li>Implement and validate them.</li><li>Prevent recurrence.</li><li>Recognise the team.</li></ol>" +
            p(
              "Whatever the tool, close the loop by checking some weeks later that the problem has actually stopped recurring.",
            ),
        },
      },
      {
        title: "Planning and conducting internal audits",
        description:
          "Building a risk-based audit programme and gathering, grading and reporting audit evidence following ISO 19011.",
        lesson: {
          title: "The internal audit from plan to report",
          html: p(
            "Clause 9.2 of ISO 9001 requires internal audits at planned intervals to show whether the quality management system conforms to the organisation's own requirements and the standard, and whether it is effectively implemented and maintained. ISO 19011:2018 gives guidance on how to do this. The audit programme should give more frequent attention to processes that are important, that have changed or that have performed poorly in previous audits, complaints or process measures. Auditors must be objective and impartial, which in practice means that nobody audits their own work.",
            "ISO 19011 lists seven principles of auditing: integrity, fair presentation, due professional care, confidentiality, independence, an evidence-based approach and a risk-based approach. Each audit has criteria, the requirements audited against, and gathers objective evidence by three means: interviewing people, observing activities and reviewing records.",
            "Good auditors follow trails rather than checklists alone. Take a sample of customer orders and follow each through contract review, planning, purchasing, production, inspection and despatch, checking at each step that the defined method was followed and the required records were retained. A trail crosses departmental boundaries, which is where most system failures occur.",
            "A nonconformity statement has three parts: the requirement, the evidence and the finding. For example: Procedure QP-07 requires measuring equipment to be calibrated at the interval on the calibration register. Micrometer M-114, in use at cell 3 on 12 March, was due for calibration on 1 February. Measuring equipment is being used beyond its calibration due date. Written this way, the statement is factual, traceable and cannot reasonably be disputed.",
            "Findings are usually graded. A major nonconformity is the absence or total breakdown of a required process, or a situation likely to result in nonconforming product reaching the customer; a minor nonconformity is a single lapse that does not undermine the system. Opportunities for improvement are recorded separately and need not be acted upon. The audit closes with a meeting in which findings are presented and agreed, followed by a written report. The auditee then proposes correction and corrective action with target dates, and the auditor later verifies that the actions were effective.",
          ),
        },
      },
    ],
  },
  {
    slug: "survey-methodology-error-questions-and-nonresponse",
    discipline: "Survey methodology",
    title: "Survey Methodology: Error, Questions and Nonresponse",
    description:
      "Most survey error is designed in long before the first interview takes place. Students learn to diagnose problems with the total survey error framework, draw and evaluate probability samples, write and pretest questions, assess mode effects, and correct for nonresponse through weighting.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one computer lab a week)",
    plantedGap: "mode effects",
    modules: [
      {
        title: "Total survey error and sampling",
        description:
          "The sources of survey error on the measurement and representation sides, and the precision of simple and clustered probability samples.",
        lesson: {
          title: "Error, bias and the design effect",
          html: p(
            "The total survey error framework, set out in Groves and colleagues' textbook Survey Methodology, traces every estimate back along two paths. On the measurement side, a concept must be turned into a question (validity), the question answered (measurement error) and the answer coded and edited (processing error). On the representation side, the target population must be covered by a sampling frame (coverage error), a sample drawn from the frame (sampling error), the sample persuaded to take part (nonresponse error) and the respondents adjusted to represent the population (adjustment error). The quality of an estimate is summarised by its mean squared error, the variance plus the square of the bias.",
            "Sampling error is the one component that probability sampling lets us quantify. For a proportion p estimated from a simple random sample of size n, the standard error is the square root of p(1 − p)/n. With p = 0.5 and n = 1,000, that is about 0.0158, so the 95 per cent margin of error is roughly plus or minus 3.1 percentage points.",
            "Real samples are rarely simple random samples. Face-to-face surveys cluster interviews in sampled areas to cut travel costs, and people in the same area tend to resemble each other. Kish's design effect measures the cost: deff = 1 + (m − 1)ρ, where m is the average number of interviews per cluster and ρ the intraclass correlation. With 20 interviews per cluster and ρ = 0.05, deff = 1.95. A clustered sample of 1,000 then carries the precision of a simple random sample of only 1,000/1.95, about 513, and the margin of error widens by the square root of 1.95, to about 4.3 points. Stratification works the other way: sampling separately within regions or other groups that differ on the survey variables usually reduces variance.",
            "Coverage error arises when the frame misses part of the population or includes people outside it. In Britain the Postcode Address File gives near-complete coverage of residential addresses but not of people in institutions such as care homes. Opt-in online panels have no frame at all; estimates from them depend on assumptions about who chooses to join rather than on the design, and their margins of error cannot be calculated in the same way.",
          ),
        },
      },
      {
        title: "Writing and pretesting questions",
        description:
          "How respondents answer questions, the commonest faults in question wording and response scales, and cognitive interviewing as a pretesting method.",
        lesson: {
          title: "From the response process to a better question",
          html: p(
            "Tourangeau, Rips and Rasinski describe answering a survey question in four stages: comprehension of the question, retrieval of relevant information from memory, judgement to combine it into an answer, and mapping that answer onto the response options offered. A fault in the question can break any stage, and diagnosing which stage fails is the key to rewriting it.",
            "Comprehension problems come from vague terms, unfamiliar words and double-barrelled questions that ask two things at once: how satisfied are you with the cost and quality of local bus services? Retrieval problems come from long or undefined reference periods. How often do you exercise? fails on both counts. A better version is: in the past seven days, on how many days did you do at least 30 minutes of physical activity that made you breathe faster than usual? It defines the activity, the threshold and the period, and asks for a count rather than a vague quantifier such as often.",
            "Judgement and mapping problems include social desirability, which pushes reports of voting and charitable giving up and reports of drinking down, and acquiescence, the tendency to agree with statements regardless of their content. Agree-disagree scales are particularly vulnerable, and Saris and colleagues found that item-specific questions, which ask directly about the dimension of interest, give more reliable and valid answers. Krosnick's theory of satisficing explains why tired or unmotivated respondents pick the first acceptable answer, agree, or say don't know. Use balanced scales, label every point, and keep the number of points to about five or seven.",
            "Questions should be pretested before fielding. Expert review applies a checklist of known problems. Cognitive interviewing, as described by Willis, asks volunteers to think aloud while answering or follows each answer with probes: what does the term household mean to you? how did you arrive at that number? A dozen or so interviews in two or three rounds, revising between rounds, typically exposes the worst problems. A small pilot with the intended procedures then checks routing, timing and item nonresponse, and behaviour coding of recorded interviews shows where interviewers misread questions or respondents ask for clarification.",
          ),
        },
      },
      {
        title: "Nonresponse and weighting",
        description:
          "When nonresponse leads to bias, and how design weights, nonresponse adjustment and calibration are built and what they cost in precision.",
        lesson: {
          title: "Response rates, bias and weights",
          html: p(
            "Response rates are calculated according to the AAPOR Standard Definitions, which separate eligible nonrespondents from cases of unknown eligibility and ineligible cases. Response rates in many countries have fallen steadily for decades, but a low response rate is not in itself proof of bias. Nonresponse bias in a mean depends on the difference between respondents and nonrespondents: in a simple deterministic view it equals the nonresponse rate multiplied by the difference between the respondent and nonrespondent means. Groves and Peytcheva's 2008 meta-analysis of 59 studies found that the response rate alone predicted bias poorly; bias varied more between estimates within the same survey than between surveys. The practical lesson is to ask whether the causes of nonresponse are related to the variables being measured.",
            "Weights are built in stages. Design weights are the inverse of each case's probability of selection: if one adult is chosen at random from each sampled household, a person in a three-adult household had a third of the chance of one living alone and receives three times the weight. Nonresponse adjustment then raises the weights of respondents in groups that responded poorly, either within weighting classes or using an estimated response propensity. Finally, calibration makes the weighted sample match known population totals.",
            "The simplest calibration is post-stratification. Suppose the population is 48 per cent men and 52 per cent women, but a sample of 500 respondents is 40 per cent men and 60 per cent women. Men receive a weight of 0.48/0.40 = 1.2 and women 0.52/0.60, about 0.87. When several variables must be matched and their joint distribution is unknown, raking, or iterative proportional fitting, adjusts to each set of margins in turn until all are matched.",
            "Weighting corrects bias only to the extent that the weighting variables are related both to response and to the survey variables, and it always costs precision. Kish's approximation for the design effect due to unequal weights is 1 plus the squared coefficient of variation of the weights. Extreme weights are therefore usually trimmed, accepting a little bias in exchange for a large reduction in variance.",
          ),
        },
      },
    ],
  },
  {
    slug: "songwriting-craft-form-lyric-and-melody",
    discipline: "Songwriting",
    title: "Songwriting Craft: Form, Lyric and Melody",
    description:
      "A workshop course for writers who have finished a few songs and want to know why some work better than others. Weekly assignments develop song form and the hook, lyric prosody and rhyme, melody over chord progressions, and an understanding of how music publishing works, with each new song played and critiqued by the group.",
    level: "intermediate",
    duration: "nine weeks (one two-and-a-half-hour workshop a week)",
    plantedGap: "music publishing",
    modules: [
      {
        title: "Song form and the hook",
        description:
          "The common song forms, what each section is for, and where to place the title so that it becomes the hook.",
        lesson: {
          title: "Sections, contrast and the title",
          html: p(
            "Form is the listener's map. Three forms account for most popular songs of the last century. The 32-bar AABA form of Tin Pan Alley and the Great American Songbook states an eight-bar A section twice, departs in a contrasting B section, often called the bridge or middle eight, and returns to A; the title usually sits in the first or last line of each A. The twelve-bar blues uses an AAB lyric over three four-bar phrases, repeating the first line and answering it in the third. The verse-chorus form, dominant in pop, rock and country since the 1960s, alternates verses that change with a chorus that repeats, often adding a prechorus before the chorus and a bridge after the second chorus.",
            "Each section has a job. Verses supply detail: characters, places, actions, the concrete images that make the listener care. The chorus sums up what those details mean, and it is where the title belongs, ideally in its first or last line and often both. The prechorus builds tension by shortening phrases, raising the melody or moving away from the tonic chord, so that the chorus lands as a release. The bridge offers something new: a different chord, often starting away from the tonic, a new perspective in the lyric, and a break from the rhythm the ear has become used to.",
            "Sections only feel different if they are different. Contrast can come from melodic range, with the chorus usually sitting higher; from rhythm, for example busy, conversational phrases in the verse against longer held notes in the chorus; from harmony; and from the lyric, moving from specific detail to summary statement. A common fault in first drafts is a chorus that uses the same rhythm, range and chords as the verse, so the listener never feels it arrive.",
            "The hook is whatever the listener remembers, and in most commercial songs it is the title sung to the most memorable melodic phrase. Commercial pop rarely keeps the listener waiting long for it. Map the songs you admire: time each section, note where the title first appears and how many times it is sung, and compare the result with your own drafts.",
          ),
        },
      },
      {
        title: "Lyric prosody and rhyme",
        description:
          "Fitting words to music so that stresses fall naturally, and using different types of rhyme to control stability.",
        lesson: {
          title: "Making words sing",
          html: p(
            "Prosody is the fit between what a lyric says and how the music delivers it. At the most basic level, natural speech stresses must land on strong musical beats. Say the line aloud, mark the stressed syllables, and check that they fall on beats one and three in common time or on the longest and highest notes. Setting a-BOUT as A-bout, or putting the weak syllable of a word like fa-ther on the downbeat, makes the singer sound as if they are mispronouncing their own language, and listeners notice even if they cannot say why.",
            "Prosody also works at the level of structure. Pat Pattison, whose teaching at Berklee has shaped much current practice, points out that balanced structures feel stable and unbalanced ones feel unresolved. A section of four lines rhyming ABAB or AABB feels resolved; a section of three or five lines, or one whose last line does not rhyme, leaves the listener leaning forward. Use stability where the lyric expresses certainty and instability where it expresses doubt or longing.",
            "Rhyme comes in degrees. A perfect rhyme matches the stressed vowel and everything after it, with different consonants before: night and light. Family rhyme replaces the final consonant with one from the same phonetic family, such as the plosives b, d and g: rub and mud. Additive and subtractive rhymes add or remove a consonant after the vowel: free and freed, or the reverse. Assonance matches the vowel only, and consonance matches the consonants only, as in wind and wound. Perfect rhyme is the most stable and closes a section firmly; the looser types keep movement going and widen the choice of words, so the writer is not forced into clichés such as fire and desire.",
            "Fresh rhymes need fresh raw material. Object writing, ten minutes each morning describing one object through all the senses, including taste, smell and the body's sense of movement, builds a stock of concrete language to draw on when a line needs an image.",
          ),
        },
      },
      {
        title: "Melody over chords",
        description:
          "Diatonic harmony and common progressions, and the shaping of melodic contour, range and rhythm against them.",
        lesson: {
          title: "Building melodies that fit the harmony",
          html: p(
            "In a major key, the seven diatonic triads are I, ii, iii, IV, V, vi and vii diminished; in C major these are C, Dm, Em, F, G, Am and B diminished. Most popular songs live on a handful of them. The progression I–V–vi–IV, in C major C, G, Am, F, underpins hundreds of hits; rotating it to start on vi gives vi–IV–I–V, which feels darker because it begins on the minor chord. The ii–V–I cadence drives much jazz-influenced writing. Borrowed chords from the parallel minor, such as iv (F minor in C) or the flat seventh chord (B flat in C), add colour without leaving the key.",
            "Melody and harmony interact beat by beat. Chord tones placed on strong beats sound stable; non-chord tones on strong beats, such as the ninth, D, held over a C chord, create tension that the ear wants to resolve. Passing and neighbour notes on weak beats connect chord tones smoothly. A melody that uses only chord tones on every beat tends to sound like an arpeggio exercise; one that ignores the chords sounds wrong.",
            "Contour is the shape of the line. A strong chorus often sits higher than the verse and lifts to its peak on or near the title. Keep the whole song within about an octave and a third for most singers, and plan where the highest note will fall rather than letting it arrive by accident. Rhythm matters as much as pitch: verses often use more notes per bar in a conversational rhythm, choruses fewer and longer notes.",
            "Repetition is what makes melody memorable. A useful model is to state a short motif, repeat it, vary it, and then contrast it: the first two bars set up an idea, the next two repeat it, perhaps over a different chord, the third phrase changes its ending, and the fourth breaks away. Where a phrase starts also changes its character. Starting on the downbeat sounds assertive; starting with a pickup before the bar line sounds conversational; starting just after the downbeat leaves a breath of space that can make a line feel hesitant.",
            "Try writing the same lyric to two different melodies, one starting on the downbeat and one after it, and compare them.",
          ),
        },
      },
    ],
  },
];
