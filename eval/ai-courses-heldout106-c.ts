/** One-hundred-and-sixth held-out evaluation courses, advanced level; see ai-courses-heldout106.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT106_C: EvalCourse[] = [
  {
    slug: "heterocyclic-chemistry-structure-reactivity-and-synthesis",
    discipline: "Heterocyclic chemistry",
    title: "Heterocyclic Chemistry: Structure, Reactivity and Synthesis",
    description:
      "An advanced organic option on the aromatic heterocycles that dominate medicinal chemistry: pyridine and its electron-poor reactivity, the electron-rich five-membered rings, indoles, and the diazines, with classical ring syntheses and their mechanisms throughout.",
    level: "advanced",
    duration: "eight weeks (two lectures and one problem class a week)",
    plantedGap: "diazines",
    modules: [
      {
        title: "Pyridine: An Electron-Poor Arene",
        description:
          "Why pyridine is basic, resists electrophiles and welcomes nucleophiles at C2 and C4, and how N-oxides and the Hantzsch synthesis are used in practice.",
        lesson: {
          title: "Electrophiles, nucleophiles and the ring nitrogen",
          html: p(
            "Pyridine is isoelectronic with benzene: six sp2 atoms in a planar ring, each contributing one p electron to a 6π aromatic system. The nitrogen's lone pair lies in an sp2 orbital in the plane of the ring and takes no part in the aromatic sextet, so it is available to bind protons and Lewis acids. Pyridine is therefore a moderate base; the pKa of the pyridinium ion is 5.2. The electronegative nitrogen also withdraws electron density from the ring by induction and resonance, giving a dipole moment of about 2.2 D and making every carbon less electron-rich than in benzene.",
            "The consequences for electrophilic aromatic substitution are severe. The ring is deactivated, and most electrophilic reagents are acidic, so they protonate or complex the nitrogen first, creating a pyridinium ion that is far less reactive still. Nitration requires forcing conditions of around 300 °C and gives only low yields. What substitution does occur goes to C3, because attack at C2 or C4 gives a cationic intermediate in which one resonance form places the positive charge on an electron-deficient, six-electron nitrogen, whereas attack at C3 avoids that form.",
            "Nucleophilic substitution shows the reverse selectivity. A nucleophile adding at C2 or C4 gives an anionic intermediate in which the negative charge can sit on nitrogen, the atom best able to carry it. 2- and 4-Halopyridines therefore undergo substitution by alkoxides and amines under conditions where chlorobenzene is inert. In the Chichibabin reaction, heating pyridine with sodium amide gives 2-aminopyridine: the σ-adduct expels hydride, which reacts with the N–H of the product to release hydrogen gas.",
            "Pyridine N-oxides, made with peracids such as mCPBA, change the picture usefully. The oxygen can donate electron density back into the ring, so the N-oxide undergoes nitration at C4 under moderate conditions; deoxygenation with PCl3 then gives 4-substituted pyridines unavailable by direct substitution.",
            "Many pyridines are made rather than modified. In the Hantzsch synthesis, an aldehyde, two equivalents of a β-ketoester and ammonia condense to a symmetrical 1,4-dihydropyridine, which is oxidised to the pyridine. The dihydropyridine stage is valuable in itself: nifedipine, a calcium-channel blocker, is a Hantzsch 1,4-dihydropyridine.",
          ),
        },
      },
      {
        title: "Pyrrole, Furan and Thiophene",
        description:
          "The electron-rich five-membered heterocycles: their aromaticity, their regioselectivity in electrophilic substitution, and the Paal–Knorr and Knorr syntheses.",
        lesson: {
          title: "Why substitution goes to C2",
          html:
            p(
              "In pyrrole, furan and thiophene, five ring atoms share six π electrons, two of which come from a lone pair on the heteroatom. The heteroatom's lone pair is part of the aromatic sextet, so these rings are electron-rich, and their chemistry is the opposite of pyridine's. Pyrrole is scarcely basic at nitrogen; strong acids protonate it at carbon, and the conjugate acid has a pKa of about −3.8. The N–H, by contrast, is weakly acidic, with a pKa of about 17.5, so strong bases give the pyrrolyl anion, which can be alkylated on nitrogen.",
              "Aromatic stabilisation falls in the order benzene > thiophene > pyrrole > furan, following how readily the heteroatom shares its lone pair; oxygen, the most electronegative, shares least. Furan is aromatic enough to survive but reactive enough to act as a diene: it undergoes Diels–Alder reaction with maleic anhydride at room temperature.",
              "Towards electrophiles the reactivity order is pyrrole > furan > thiophene, all far more reactive than benzene. Substitution occurs preferentially at C2. The cationic intermediate from attack at C2 can be drawn in three resonance forms, one placing the charge on the heteroatom, whereas attack at C3 gives only two. Because pyrrole is so reactive and acid-sensitive, it polymerises under classical conditions, so mild reagents are used: Vilsmeier–Haack formylation with DMF and POCl3 gives pyrrole-2-carbaldehyde in high yield, and acetylation needs no Lewis acid.",
              "The ring syntheses share a simple idea. In the Paal–Knorr synthesis, a 1,4-dicarbonyl compound cyclises to the heterocycle:",
            ) +
            "<ul><li>with ammonia or a primary amine, through a hemiaminal and dehydration, to a pyrrole;</li><li>with acid alone, by attack of one enol oxygen on the other carbonyl, to a furan;</li><li>with a sulfurising agent such as P4S10 or Lawesson's reagent, to a thiophene.</li></ul>" +
            p(
              "The limitation is access to the 1,4-dicarbonyl. The Knorr pyrrole synthesis avoids it by condensing an α-aminoketone with a β-ketoester. Because α-aminoketones self-condense readily, the amine is usually generated in situ by reducing an oxime with zinc in acetic acid in the presence of the second component. The product carries ester and alkyl groups in predictable positions, which is why Knorr pyrroles were central to Hans Fischer's syntheses of porphyrins.",
            ),
        },
      },
      {
        title: "Indole and the Fischer Synthesis",
        description:
          "Why indole reacts at C3 rather than C2, and the mechanism, scope and regiochemistry of the Fischer indole synthesis.",
        lesson: {
          title: "A [3,3]-sigmatropic route to indoles",
          html:
            p(
              "Indole is a pyrrole fused to a benzene ring at the pyrrole's C2–C3 bond, and it appears in tryptophan, serotonin, the ergot alkaloids and many drugs. Like pyrrole it is electron-rich, but its preferred site of electrophilic attack is C3, not C2. The reason lies in the intermediates. Attack at C3 gives a cation stabilised directly by the nitrogen lone pair while the benzene ring remains intact. Attack at C2 can be stabilised by nitrogen only through forms that disrupt the benzenoid sextet. Indole therefore undergoes Mannich reaction with formaldehyde and dimethylamine to give gramine, 3-(dimethylaminomethyl)indole, and Vilsmeier formylation to give indole-3-carbaldehyde. When C3 is already substituted, attack still often occurs at C3 first, followed by migration to C2.",
              "The Fischer indole synthesis, reported by Emil Fischer in 1883, remains the most widely used route. An arylhydrazine condenses with an aldehyde or ketone bearing an α-CH2 group, and the hydrazone is heated with an acid catalyst: a Brønsted acid such as polyphosphoric or acetic acid, or a Lewis acid such as zinc chloride or boron trifluoride. The mechanism has five stages:",
            ) +
            "<ol><li>Tautomerisation of the arylhydrazone to the ene-hydrazine.</li><li>A [3,3]-sigmatropic rearrangement, after protonation, which breaks the weak N–N bond and forms a new C–C bond between the ortho carbon of the ring and the former α-carbon.</li><li>Rearomatisation of the benzene ring by tautomerisation, giving an aniline bearing an imine.</li><li>Intramolecular attack of the aniline nitrogen on the imine to form a cyclic aminal.</li><li>Loss of ammonia and aromatisation to the indole.</li></ol>" +
            p(
              "Isotope labelling with 15N confirmed that the aryl-bearing nitrogen becomes N1 of the indole and that the terminal nitrogen is lost as ammonia.",
              "Regiochemistry is the main practical problem. An unsymmetrical ketone such as butan-2-one can form two ene-hydrazines and so two indoles, 2,3-dimethylindole or 2-ethylindole, and the ratio depends on the acid strength and conditions. Acetaldehyde fails to give indole itself under normal conditions, so the parent compound is made by other routes. meta-Substituted arylhydrazines can cyclise at either ortho position, giving mixtures of 4- and 6-substituted indoles. Despite these limits, the reaction is used industrially, and routes to several triptan antimigraine drugs rely on it.",
            ),
        },
      },
    ],
  },
  {
    slug: "infectious-diseases-bacteraemia-endocarditis-and-complex-infection",
    discipline: "Infectious diseases",
    title: "Infectious Diseases: Bacteraemia, Endocarditis and Complex Infection",
    description:
      "Clinical reasoning in infection is taught here through the cases that fill a specialist's week: Staphylococcus aureus bacteraemia, infective endocarditis, HIV medicine and the safe delivery of outpatient parenteral antimicrobial therapy. Intended for specialty trainees in infection and acute medicine.",
    level: "advanced",
    duration: "six weeks (one half-day case-based session a week)",
    plantedGap: "HIV medicine",
    modules: [
      {
        title: "Staphylococcus aureus Bacteraemia",
        description:
          "The evidence-based bundle for S. aureus bacteraemia: repeat cultures, echocardiography, source control, choice of agent and duration, and recent trials of adjunctive and oral therapy.",
        lesson: {
          title: "Managing S. aureus bacteraemia as a bundle",
          html:
            p(
              "Staphylococcus aureus in a blood culture is never dismissed as a contaminant. S. aureus bacteraemia (SAB) carries a mortality of roughly 20 to 30 per cent at three months, and much of that is driven by unrecognised metastatic infection and inadequate treatment. Observational studies consistently show lower mortality when care follows a bundle, and when an infection specialist is involved.",
              "The core elements are these:",
            ) +
            "<ul><li>Repeat blood cultures every 24 to 48 hours until they are negative; persistent bacteraemia beyond 72 hours implies an uncontrolled focus or endocarditis.</li><li>Echocardiography for every patient: transthoracic echocardiography as a minimum, and transoesophageal echocardiography when risk is high, for example with persistent bacteraemia, a prosthetic valve or cardiac device, injection drug use or vertebral osteomyelitis.</li><li>Source control: remove infected intravascular catheters, drain abscesses and look for spinal, joint and deep-seated foci guided by symptoms.</li><li>Early effective therapy with the right agent.</li></ul>" +
            p(
              "For meticillin-susceptible S. aureus (MSSA), a β-lactam is clearly superior to vancomycin. In the UK flucloxacillin is standard; cefazolin is an alternative with fewer adverse effects in observational data. For meticillin-resistant S. aureus (MRSA), vancomycin dosed to an AUC of 400 to 600 mg·h/L, or daptomycin at 8 to 10 mg/kg daily, are the main options; daptomycin is inactivated by surfactant and must not be used for pneumonia.",
              "Duration depends on classification. Uncomplicated SAB requires that endocarditis has been excluded, there are no implanted prostheses, follow-up cultures at two to four days are negative, fever settles within 72 hours and there is no metastatic focus; it is treated for at least 14 days from the first negative culture. Everything else is complicated SAB and usually needs four to six weeks.",
              "Two trials have changed practice. ARREST, published in 2018, randomised 758 adults with SAB to adjunctive rifampicin or placebo and found no overall benefit in treatment failure, recurrence or death, so rifampicin is no longer added routinely. SABATO, published in 2024, showed that in carefully selected patients with low-risk SAB, switching to an oral agent after five to seven days of intravenous therapy was non-inferior to completing a full intravenous course. Neither trial relaxes the requirement for echocardiography and source control.",
            ),
        },
      },
      {
        title: "Infective Endocarditis: Diagnosis and Surgery",
        description:
          "Applying the Duke criteria and their 2023 revision, organism-specific investigation and treatment, indications for surgery, and partial oral therapy after the POET trial.",
        lesson: {
          title: "From the Duke criteria to the operating theatre",
          html:
            p(
              "Infective endocarditis is diagnosed by combining microbiology, imaging and clinical findings, formalised in the Duke criteria. The major criteria are positive blood cultures with a typical organism from separate sets, or persistently positive cultures, and imaging evidence of endocardial involvement such as a vegetation, an abscess or new valvular regurgitation. The minor criteria are a predisposing heart condition or injection drug use, fever of 38.0 °C or more, vascular phenomena such as emboli and Janeway lesions, immunological phenomena such as glomerulonephritis, Osler's nodes and Roth spots, and microbiological evidence short of a major criterion. Endocarditis is definite with two major criteria, one major and three minor, or five minor; possible with one major and one minor, or three minor.",
              "The 2023 Duke–International Society for Cardiovascular Infectious Diseases revision updated the criteria. It adds cardiac CT and FDG PET/CT to the imaging criteria, counts intraoperative findings, recognises Enterococcus faecalis as a typical organism regardless of where it was acquired, and includes molecular and serological tests for organisms that are hard to culture.",
              "The organism shapes the work-up. Streptococcus gallolyticus, formerly S. bovis biotype I, is associated with colorectal neoplasia, so affected patients need colonoscopy. Culture-negative endocarditis is most often due to antibiotics given before cultures were taken; otherwise consider Coxiella burnetii, Bartonella species and Tropheryma whipplei, and request serology and PCR of valve tissue. For E. faecalis, amoxicillin combined with ceftriaxone for six weeks is as effective as amoxicillin with gentamicin and avoids aminoglycoside nephrotoxicity.",
              "Surgery is needed in around half of patients with left-sided endocarditis. The 2023 European Society of Cardiology guideline groups the indications into three:",
            ) +
            "<ol><li>Heart failure from valve dysfunction, an emergency if there is pulmonary oedema or cardiogenic shock.</li><li>Uncontrolled infection: abscess, false aneurysm or fistula, persistent positive cultures despite appropriate therapy, or infection with fungi or multiresistant organisms.</li><li>Prevention of embolism, particularly with vegetations of 10 mm or more after an embolic event.</li></ol>" +
            p(
              "The POET trial, published in 2019, randomised 400 stable patients with left-sided endocarditis due to streptococci, E. faecalis, S. aureus or coagulase-negative staphylococci, after at least ten days of intravenous treatment, to continue intravenous therapy or switch to two oral agents. Partial oral treatment was non-inferior, and its selection criteria now define when a switch is reasonable.",
            ),
        },
      },
      {
        title: "Outpatient Parenteral Antimicrobial Therapy",
        description:
          "Selecting patients and agents for OPAT, choosing a delivery model and vascular access, and the monitoring and governance that keep it safe.",
        lesson: {
          title: "Running a safe OPAT service",
          html:
            p(
              "Outpatient parenteral antimicrobial therapy (OPAT) allows patients who need intravenous antibiotics, but not hospital care, to be treated at home or as day patients. It frees hospital beds, reduces the risk of hospital-acquired infection and is preferred by most patients. In the UK, the British Society for Antimicrobial Chemotherapy's good practice recommendations, updated in 2019, set the standards.",
              "Patient selection comes first. The patient must be clinically stable, with a confirmed infection diagnosis and a plan agreed by the infection specialist; they must have a safe home environment, be able to reach help quickly, and consent. There are three delivery models, often combined: attendance at an infusion clinic, visits from a specialist nurse at home, and self-administration or administration by a carer after training.",
              "Drug choice favours agents that can be given once daily or by continuous infusion:",
            ) +
            "<table><tr><th>Agent</th><th>Typical OPAT use</th><th>Points to watch</th></tr><tr><td>Ceftriaxone, 2 g once daily</td><td>Streptococcal and many Gram-negative infections</td><td>Biliary sludge; Clostridioides difficile risk</td></tr><tr><td>Teicoplanin</td><td>Gram-positive bone and joint infection</td><td>Loading doses; monitor levels; can be given three times weekly</td></tr><tr><td>Ertapenem, 1 g once daily</td><td>Resistant Gram-negative infection</td><td>Carbapenem stewardship</td></tr><tr><td>Daptomycin</td><td>MRSA and enterococcal infection</td><td>Weekly creatine kinase; consider pausing statins</td></tr><tr><td>Flucloxacillin by continuous infusion</td><td>MSSA infection</td><td>Needs an elastomeric pump and a buffered, stable preparation</td></tr></table>" +
            p(
              "Vascular access is usually a peripherally inserted central catheter or a midline; the choice depends on the drug's irritancy and the expected duration. Line complications, such as thrombosis, occlusion and catheter-related bloodstream infection, are among the commonest adverse events.",
              "Monitoring is scheduled. Most services check full blood count, renal and liver function and C-reactive protein weekly, with drug levels where needed. Prolonged β-lactam courses can cause neutropenia after about two weeks; vancomycin and teicoplanin require level monitoring. A multidisciplinary team of an infection physician, OPAT nurse specialist and antimicrobial pharmacist should review every patient at least weekly, deciding on the oral switch as early as it is safe.",
              "Governance completes the service. Each episode should be recorded with its infection outcome (cured, improved, partial response or failure) and OPAT outcome (success, partial success, indeterminate or failure), together with readmissions and line complications, so that the service can audit and report its results.",
            ),
        },
      },
    ],
  },
  {
    slug: "inertial-navigation-systems",
    discipline: "Inertial navigation",
    title: "Inertial Navigation Systems",
    description:
      "Topics: gyroscope and accelerometer technologies and their error models; strapdown mechanisation in a local-level frame; gyrocompassing; error propagation and the Schuler loop; and loosely and tightly coupled GNSS/INS integration with the Kalman filter. Assumes linear algebra, rigid-body kinematics and some estimation theory.",
    level: "advanced",
    duration: "ten weeks (two lectures and one MATLAB laboratory a week)",
    plantedGap: "gyrocompassing",
    modules: [
      {
        title: "Inertial Sensors and Their Errors",
        description:
          "Ring-laser, fibre-optic and MEMS gyroscopes, pendulous and MEMS accelerometers, their deterministic and stochastic error terms, and Allan variance analysis.",
        lesson: {
          title: "Error models and the Allan variance",
          html:
            p(
              "An inertial measurement unit (IMU) contains three gyroscopes measuring angular rate and three accelerometers measuring specific force, the non-gravitational acceleration. Its quality is set almost entirely by the errors of these six sensors, because navigation integrates them once for attitude and velocity and again for position.",
              "Modern gyroscopes rely on three principles. Ring laser gyroscopes send two laser beams in opposite directions around a closed path; rotation makes the paths unequal (the Sagnac effect), shifting their frequencies. At low rates the beams lock together, so the block is mechanically dithered to avoid this lock-in. Fibre-optic gyroscopes apply the Sagnac effect interferometrically to light travelling both ways through a coil of fibre, typically hundreds of metres to several kilometres long. MEMS gyroscopes sense the Coriolis force on a vibrating silicon proof mass. Accelerometers are either pendulous force-rebalance devices, in which a current holds a proof mass at null, or MEMS capacitive or resonant designs.",
              "Each sensor's output is modelled as the true value plus errors:",
            ) +
            "<ul><li>Bias: a fixed offset made of a repeatable part, which calibration removes, a turn-on part that differs each time the unit starts, and an in-run part that wanders.</li><li>Scale factor error: an error proportional to the input, usually quoted in parts per million.</li><li>Axis non-orthogonality and cross-coupling between axes.</li><li>Random noise, which integrates to angle random walk for gyroscopes, quoted in °/√h, and velocity random walk for accelerometers.</li></ul>" +
            p(
              "The benchmark for a gyroscope is the Earth's rotation rate, 15.04 °/h or 7.292 × 10⁻⁵ rad/s. Navigation-grade gyroscopes have bias stability around 0.01 °/h or better; tactical-grade units roughly 0.1 to 10 °/h; consumer MEMS tens to hundreds of degrees per hour.",
              "Stochastic errors are characterised by Allan variance. Record the stationary sensor output for several hours, divide it into clusters of length τ, average each cluster, and compute half the mean squared difference between successive averages. On a log-log plot of Allan deviation against τ, different noise processes appear as straight-line segments with characteristic slopes: −1/2 for angle random walk, whose value is read where the line crosses τ = 1; a flat minimum for bias instability; +1/2 for rate random walk; and +1 for a rate ramp. Reading these parameters from test data gives the noise model that the integration filter later needs.",
            ),
        },
      },
      {
        title: "Strapdown Mechanisation",
        description:
          "Propagating attitude, velocity and position from IMU increments in the north-east-down frame, and why the vertical channel is unstable.",
        lesson: {
          title: "From increments to latitude and longitude",
          html: p(
            "In a strapdown system the sensors are fixed to the vehicle body, and the navigation computer replaces the gimbals of older platform systems by keeping track of attitude mathematically. The IMU delivers, at each sample interval, increments of angle Δθ and velocity Δv in the body frame. Mechanisation is the set of algorithms that turns these into attitude, velocity and position in a navigation frame, most often the local-level north-east-down (NED) frame.",
            "Attitude is usually carried as a quaternion or a direction cosine matrix C_b^n relating the body frame to the navigation frame. Over each interval the quaternion is multiplied by a small rotation quaternion built from the rotation vector, which is Δθ corrected for coning, the error that arises when the rotation axis itself moves during the interval. The navigation frame also rotates, because the Earth turns and because the frame moves over the curved Earth, so the attitude update subtracts the Earth rate ω_ie and the transport rate ω_en resolved in the body frame.",
            "Velocity follows from specific force. The accelerometers measure f = a − g, not acceleration, so gravity must be added back. In the NED frame the velocity rate is",
            "v̇ = C_b^n f^b − (2ω_ie + ω_en) × v + g,",
            "where the cross-product term contains the Coriolis and transport-rate corrections and g is local gravity including the centrifugal component. The velocity increments are corrected for sculling, the analogue of coning for combined rotation and acceleration.",
            "Position is updated from velocity through the Earth's curvature. Latitude changes at v_N/(R_N + h), longitude at v_E/((R_E + h) cos L), and height at −v_D, where R_N and R_E are the meridian and transverse radii of curvature of the reference ellipsoid, h is height and L latitude. Near the poles the longitude equation becomes singular, which is why polar navigation uses a wander-azimuth frame.",
            "The vertical channel has a particular weakness. Gravity falls with height by about 2g/R per metre, so an error in computed height produces an error in computed gravity of the sign that increases the height error. The result is positive feedback: an unaided vertical channel diverges exponentially with a time constant of √(R/2g), about 570 seconds. Practical systems therefore stabilise height with a barometric altimeter or GNSS.",
          ),
        },
      },
      {
        title: "Error Growth and GNSS/INS Integration",
        description:
          "How sensor errors propagate through the Schuler loop, and how a Kalman filter blends inertial and satellite measurements in loosely, tightly and deeply coupled architectures.",
        lesson: {
          title: "Schuler oscillation and the error-state Kalman filter",
          html:
            p(
              "Horizontal errors in an inertial system do not simply grow; they are bounded by a feedback loop discovered by Max Schuler. A position error implies that the computed vertical is tilted relative to the true vertical, so the system mis-resolves gravity into a horizontal acceleration that drives the position error back towards zero. The loop oscillates with the Schuler period, 2π√(R/g), about 84.4 minutes, the period of a pendulum as long as the Earth's radius.",
              "The consequences for sensor errors can be estimated simply. An accelerometer bias b produces a position error that oscillates as (bR/g)(1 − cos ω_s t), where ω_s is the Schuler frequency. A bias of 100 µg therefore produces an error swinging between zero and about 1.3 km. A gyroscope bias ε about a horizontal axis is worse, because its effect accumulates: after the oscillation is averaged out, position error grows at roughly Rε. For a navigation-grade gyroscope with 0.01 °/h of bias this is about 1.1 km per hour, or 0.6 nautical miles per hour, which is why such systems are described as 'one nautical mile per hour' class. Over short periods, before the Schuler loop has any effect, accelerometer bias gives a position error of ½bt², dominant for low-cost MEMS units.",
              "Aiding bounds these errors. The usual method is an error-state Kalman filter: the inertial system runs at full rate, and the filter estimates its errors rather than the navigation solution itself. A typical state vector has 15 elements: three each of position, velocity and attitude error, and three each of accelerometer and gyroscope bias. Estimated errors are fed back to correct the mechanisation and the sensor outputs, keeping the linearisation valid.",
              "Three integration architectures are common:",
            ) +
            "<ul><li>Loosely coupled: the GNSS receiver computes its own position and velocity, which are used as measurements. Simple and modular, but useless with fewer than four satellites.</li><li>Tightly coupled: raw pseudoranges and Doppler measurements enter the filter directly, so even one or two satellites contribute information.</li><li>Deeply or ultra-tightly coupled: the inertial solution aids the receiver's tracking loops, improving tracking under high dynamics and weak signals.</li></ul>" +
            p(
              "Observability limits what the filter can learn. With constant velocity, heading error and some bias components are unobservable from position measurements; they become observable only when the vehicle accelerates or turns. Trials therefore include manoeuvres.",
            ),
        },
      },
    ],
  },
  {
    slug: "international-humanitarian-law-classification-targeting-and-detention",
    discipline: "International humanitarian law",
    title: "International Humanitarian Law: Classification, Targeting and Detention",
    description:
      "The law of armed conflict sets limits on war that bind every party, whoever started the fighting. Participants in this postgraduate seminar analyse how conflicts are classified, the rules on targeting and proportionality, the status and detention of combatants and civilians, and belligerent occupation, working from the treaty texts, ICTY case law and ICRC materials.",
    level: "advanced",
    duration: "one semester (twelve two-hour seminars)",
    plantedGap: "belligerent occupation",
    modules: [
      {
        title: "Classifying Armed Conflicts",
        description:
          "The thresholds for international and non-international armed conflict under the Geneva Conventions, Additional Protocol II and the Tadić jurisprudence, and the problem of internationalised conflicts.",
        lesson: {
          title: "Intensity, organisation and overall control",
          html:
            p(
              "Classification decides which rules apply, so it comes first in any IHL analysis. The four Geneva Conventions of 1949 and Additional Protocol I of 1977 apply in full to international armed conflicts (IACs); non-international armed conflicts (NIACs) are governed by the much thinner Common Article 3, by Additional Protocol II where its threshold is met, and by customary law.",
              "Under Common Article 2, an IAC exists in any case of declared war or of any other armed conflict between two or more states, even if one of them does not recognise the state of war. No intensity threshold is usually required: a brief exchange of fire between state forces can suffice. Article 1(4) of Additional Protocol I extends IAC status to wars of national liberation.",
              "For NIACs the leading statement is the ICTY Appeals Chamber's jurisdiction decision in Tadić (1995): 'an armed conflict exists whenever there is a resort to armed force between States or protracted armed violence between governmental authorities and organized armed groups or between such groups within a State.' The Tadić trial judgment (1997) read this as two criteria, intensity and organisation, and later judgments, notably Haradinaj and Boškoski (both 2008), listed indicative factors for each:",
            ) +
            "<ul><li>Intensity: the number, duration and seriousness of clashes, the weapons used, casualties and displacement, and Security Council involvement.</li><li>Organisation of the armed group: a command structure, headquarters, the ability to procure weapons, plan and coordinate operations, speak with one voice and implement the laws of war.</li></ul>" +
            p(
              "Additional Protocol II sets a higher threshold. It applies only to conflicts between a state's armed forces and dissident forces or organised groups which, under responsible command, exercise such control over part of its territory as to enable them to carry out sustained and concerted military operations and to implement the Protocol. Conflicts solely between non-state groups fall outside it.",
              "When a foreign state supports a non-state group, the conflict may become international. In its 1999 Tadić appeal judgment, the ICTY held that 'overall control' by a state over an organised group, going beyond financing and equipping to participating in planning, sufficed for classification, departing from the stricter 'effective control' test the International Court of Justice had applied in Nicaragua (1986). In the Bosnian Genocide case (2007) the ICJ kept effective control for state responsibility while accepting that overall control might be apt for classification.",
            ),
        },
      },
      {
        title: "Targeting: Distinction, Proportionality and Precautions",
        description:
          "Who and what may be attacked under Additional Protocol I and customary law, how proportionality is assessed, and the precautions an attacker must take.",
        lesson: {
          title: "Applying Articles 51, 52 and 57",
          html: p(
            "The principle of distinction, stated in Article 48 of Additional Protocol I and reflected in Rules 1 and 7 of the ICRC Customary IHL Study (2005), requires parties to distinguish at all times between civilians and combatants and between civilian objects and military objectives, and to direct operations only against the latter.",
            "Civilians lose protection 'unless and for such time as they take a direct part in hostilities' (Article 51(3)). The ICRC's Interpretive Guidance of 2009 proposed three cumulative elements: the act must be likely to reach a threshold of harm, there must be direct causation between the act and that harm, and the act must be specifically designed to support one party against another, a nexus to the hostilities. Several states contest parts of the Guidance.",
            "Objects are military objectives under Article 52(2) if they 'by their nature, location, purpose or use make an effective contribution to military action and whose total or partial destruction, capture or neutralization, in the circumstances ruling at the time, offers a definite military advantage.' Both limbs must be met at the time of attack. Dual-use objects, such as a bridge used by both civilians and military convoys, may qualify, but their civilian use then enters the proportionality assessment.",
            "Article 51(5)(b) prohibits an attack 'which may be expected to cause incidental loss of civilian life, injury to civilians, damage to civilian objects, or a combination thereof, which would be excessive in relation to the concrete and direct military advantage anticipated.' The test is prospective, judged on information reasonably available to the commander. Under Article 8(2)(b)(iv) of the Rome Statute, the war crime requires that the harm be 'clearly excessive' in relation to the 'overall' military advantage anticipated, a higher threshold.",
            "Article 57 imposes precautions on those who plan or decide on attacks. They must do everything feasible to verify that targets are military objectives; choose means and methods that avoid or minimise incidental harm; refrain from, cancel or suspend attacks that would be disproportionate; give effective advance warning of attacks that may affect the civilian population unless circumstances do not permit; and, where a choice between several objectives offering similar advantage is possible, select the one expected to cause the least danger to civilians.",
            "Apply these steps in order to the bridge: status of the object, anticipated advantage, expected harm, feasible precautions.",
          ),
        },
      },
      {
        title: "Combatant Status and Detention",
        description:
          "Who qualifies as a combatant and prisoner of war, what protections follow, and the legal basis and safeguards for detaining civilians and fighters in each type of conflict.",
        lesson: {
          title: "Prisoners of war, internees and NIAC detention",
          html: p(
            "In an international armed conflict, combatant status carries two linked consequences: combatant immunity, meaning that lawful acts of war cannot be prosecuted as crimes, and prisoner-of-war status on capture. Article 4A of the Third Geneva Convention lists those entitled to POW status. They include members of a party's armed forces; members of militias and volunteer corps, including resistance movements, provided they meet four conditions: being commanded by a person responsible for subordinates, having a fixed distinctive sign recognisable at a distance, carrying arms openly, and conducting operations in accordance with the laws and customs of war; members of regular armed forces of a government the detaining power does not recognise; and inhabitants who spontaneously take up arms against an approaching enemy, the levée en masse.",
            "Additional Protocol I relaxes these conditions for parties to it. Article 43 defines armed forces by organisation and responsible command, and Article 44(3) allows a combatant who cannot distinguish himself at all times to retain status by carrying arms openly during each military engagement and while visible to the adversary during a deployment preceding an attack. Where status is in doubt, a captured person who has taken part in hostilities is presumed to be a POW (Article 45) until a competent tribunal under Article 5 of the Third Convention decides.",
            "Prisoners of war may be interned without individual proof of dangerousness, simply to keep them out of the fight, and must be released and repatriated without delay after the cessation of active hostilities (Article 118). Civilians of the enemy party in a state's own territory may be interned only if the security of the detaining power makes it absolutely necessary (Fourth Convention, Article 42), and each internment must be reconsidered by a court or administrative board at least twice a year (Article 43).",
            "NIAC law is far thinner. Common Article 3 and Additional Protocol II require humane treatment and fair trial guarantees but say nothing explicit about the grounds or procedures for detention. Whether IHL itself authorises NIAC detention or merely regulates it is contested. In Serdar Mohammed v Ministry of Defence (2017), the UK Supreme Court accepted that UN Security Council resolutions could provide a legal basis for detaining a suspected Taliban commander for imperative reasons of security, while insisting on procedural safeguards against arbitrary detention under Article 5 of the European Convention on Human Rights.",
          ),
        },
      },
    ],
  },
  {
    slug: "longitudinal-data-analysis",
    discipline: "Longitudinal data analysis",
    title: "Longitudinal Data Analysis",
    description:
      "Repeated measurements on the same people are correlated, and ordinary regression treats them as if they were not. Building on generalised linear models, students fit linear mixed models with random intercepts and slopes, compare them with generalised estimating equations, and handle dropout under MAR and MNAR assumptions, with all practical work in R.",
    level: "advanced",
    duration: "eleven weeks (one lecture and one computer practical a week)",
    plantedGap: "generalised estimating equations",
    modules: [
      {
        title: "Why Repeated Measures Need Their Own Methods",
        description:
          "Data layout, within-subject correlation and its effect on standard errors, summary-measure analysis, and the limits of repeated-measures ANOVA.",
        lesson: {
          title: "Correlation, design effects and summary measures",
          html: p(
            "Longitudinal data record the same variable on the same units at several times: blood pressure at each clinic visit, test scores each school year, income in each wave of a panel survey. Software usually needs the data in long format, one row per measurement occasion with columns for the subject identifier, time and outcome, rather than the wide format of one row per subject that many data sets arrive in.",
            "Measurements on the same person are positively correlated, because stable individual characteristics affect every occasion. Treating them as independent in ordinary least squares gives correct point estimates in many balanced designs but wrong standard errors. For covariates that vary between subjects but not within them, such as treatment group or sex, the standard errors are too small, because the analysis counts repeated measurements as if they were new people. For covariates that vary within subjects, such as time, standard errors are usually too large, because the analysis fails to exploit the fact that each person acts as their own control.",
            "The intraclass correlation quantifies the dependence: ICC = σ²_u / (σ²_u + σ²_e), the share of total variance lying between subjects. For between-subject comparisons, the design effect is approximately 1 + (m − 1) × ICC, where m is the number of occasions. With six visits and an ICC of 0.5, the design effect is 3.5, so 600 measurements on 100 people carry about as much information about a group difference as 171 independent observations.",
            "One robust approach, set out by Matthews, Altman, Campbell and Royston in the BMJ in 1990, reduces each person's series to a single summary measure relevant to the question, such as the area under the curve, the peak value or the individual regression slope, and then compares the summaries with a simple two-sample method. It is transparent and valid, but wastes information when series are unbalanced or incomplete.",
            "Repeated-measures analysis of variance is the classical alternative. It requires the same occasions for everyone, drops any subject with a missing measurement, and assumes sphericity, meaning equal variances of all pairwise differences between occasions. Corrections such as Greenhouse–Geisser adjust the degrees of freedom when sphericity fails. These restrictions motivate models that represent the covariance structure directly, such as compound symmetry, first-order autoregressive or unstructured covariance.",
          ),
        },
      },
      {
        title: "Linear Mixed Models",
        description:
          "Random intercepts and slopes, the covariance structures they imply, estimation by ML and REML, inference for fixed effects and variance components, and fitting in lme4.",
        lesson: {
          title: "Random intercepts, random slopes and REML",
          html: p(
            "A linear mixed model writes each person's trajectory as the population trajectory plus individual deviations. For subject i at occasion j, a random intercept and slope model is",
            "Y_ij = β0 + β1 t_ij + β2 x_i + u_0i + u_1i t_ij + ε_ij,",
            "where the β are fixed effects shared by everyone, u_0i and u_1i are random effects describing how subject i's intercept and slope differ from the average, with a bivariate normal distribution of mean zero and covariance matrix G, and ε_ij is residual error with variance σ².",
            "The random effects imply a covariance structure for the observations. A random intercept alone makes every pair of measurements on a person equally correlated, which is compound symmetry. Adding a random slope makes the variance change with time, typically increasing as trajectories fan out, and makes correlation decline with the gap between occasions. Because the model uses each subject's available measurements, unbalanced timing and incomplete series are handled naturally.",
            "In R, the lme4 package fits the model with",
            "<code>lmer(y ~ time * treat + (1 + time | id), data = d)</code>",
            "where the term in parentheses requests a correlated random intercept and slope for each id. Centring time, for example at baseline or mid-follow-up, makes the intercept interpretable and reduces the correlation between intercept and slope.",
            "Estimation uses maximum likelihood (ML) or restricted maximum likelihood (REML). REML accounts for the degrees of freedom taken up by the fixed effects and gives less biased variance components, so it is the default for reporting. But REML likelihoods for models with different fixed effects are not comparable; likelihood ratio tests of fixed effects must use ML fits. For individual fixed effects, lmer gives no p-values because the degrees of freedom are not exact; the lmerTest package adds Satterthwaite or Kenward–Roger approximations.",
            "Testing a variance component needs care, because the null value of zero lies on the boundary of the parameter space. For a single random intercept, the likelihood ratio statistic follows a 50:50 mixture of χ² distributions with 0 and 1 degrees of freedom, so the naive p-value should be halved. Adding a random slope with its covariance is tested against a mixture of χ² with 1 and 2 degrees of freedom.",
            "Predicted random effects, the best linear unbiased predictors, are shrunk towards the population mean, most strongly for subjects with few or noisy measurements.",
          ),
        },
      },
      {
        title: "Dropout and Missing Data",
        description:
          "Rubin's classification of missing-data mechanisms, what likelihood-based and imputation methods assume, and sensitivity analysis when data may be missing not at random.",
        lesson: {
          title: "MCAR, MAR, MNAR and what to do about them",
          html: p(
            "Almost every longitudinal study loses participants, and the analysis rests on assumptions about why. Rubin's 1976 classification remains the framework. Data are missing completely at random (MCAR) if the probability of being missing is unrelated to any data, observed or not. They are missing at random (MAR) if, given the observed data, missingness does not depend on the unobserved values; for example, patients with high blood pressure at their last visit are more likely to drop out, but among people with the same history, dropout is unrelated to the values they would have had. They are missing not at random (MNAR) if missingness depends on the unobserved values themselves, even after conditioning on what was observed.",
            "Common simple methods perform badly. Complete-case analysis discards everyone with a missing measurement and is generally unbiased only under MCAR. Last observation carried forward (LOCF) assumes that a person's outcome freezes at dropout, which is rarely plausible and can bias results in either direction while understating uncertainty. The US National Research Council's 2010 report on missing data in clinical trials advised against such single imputation as a primary analysis.",
            "Likelihood-based analysis of all available data, such as the mixed models of the previous module, is valid under MAR without modelling the dropout process, provided the model is correctly specified and includes the variables that predict dropout. This property is called ignorability.",
            "Multiple imputation is the other main MAR approach. Each missing value is replaced by draws from its predictive distribution to create m completed data sets, each is analysed, and the results are combined with Rubin's rules: the pooled estimate is the average of the m estimates, and the total variance is T = W + (1 + 1/m)B, where W is the average within-imputation variance and B the between-imputation variance. It can also draw on auxiliary variables that predict missingness.",
            "MAR cannot be verified from the observed data, so regulators and journals expect sensitivity analyses under MNAR. Selection models, such as that of Diggle and Kenward (1994), jointly model the outcome and the probability of dropout. Pattern-mixture models specify how outcomes differ between dropout patterns; the delta-adjustment approach shifts imputed values for dropouts by a chosen amount δ and increases δ until the conclusion changes, a tipping-point analysis showing how far from MAR the data would have to be to overturn the result.",
          ),
        },
      },
    ],
  },
];
