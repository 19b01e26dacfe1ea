/** Sixty-second held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout62.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT62_B: EvalCourse[] = [
  {
    slug: "inflammatory-arthritis-in-practice-rheumatology-for-clinicians",
    discipline: "Rheumatology",
    title: "Inflammatory Arthritis in Practice: Rheumatology for Clinicians",
    description:
      "Clinicians new to rheumatology often struggle to tell inflammatory from mechanical joint pain, and to know which blood tests actually help. Designed for nurses, physiotherapists and GP trainees, the course covers the assessment of early inflammatory arthritis, the interpretation of autoantibodies and acute-phase markers, the safe monitoring of methotrexate and other conventional DMARDs, and the management of gout flares.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week, with case-based online work)",
    plantedGap: "gout flares",
    modules: [
      {
        title: "Inflammatory or Mechanical? Assessing the Painful Joint",
        description:
          "History and examination features that separate inflammatory arthritis from mechanical and degenerative joint pain, and when and how urgently to refer.",
        lesson: {
          title: "Recognising early inflammatory arthritis",
          html:
            p(
              "The central question in a patient with joint pain is whether the process is inflammatory. Inflammatory arthritis, of which rheumatoid arthritis (RA) is the commonest form, can cause irreversible joint damage within months, and outcomes are markedly better when treatment starts early, ideally within the first three months of symptoms. Osteoarthritis and other mechanical problems do not carry that urgency.",
            ) +
            "<table><thead><tr><th>Feature</th><th>Inflammatory</th><th>Mechanical or degenerative</th></tr></thead><tbody>" +
            "<tr><td>Early-morning stiffness</td><td>Prolonged, often over an hour</td><td>Brief, usually under 30 minutes</td></tr>" +
            "<tr><td>Effect of activity</td><td>Eases with use</td><td>Worse with use, eases with rest</td></tr>" +
            "<tr><td>Swelling</td><td>Soft, boggy synovial swelling, sometimes warm</td><td>Hard bony enlargement, such as Heberden's nodes</td></tr>" +
            "<tr><td>Hand distribution</td><td>MCP and PIP joints and wrists; DIP joints usually spared in RA</td><td>DIP and PIP joints and the base of the thumb</td></tr>" +
            "<tr><td>Systemic features</td><td>Fatigue, sometimes weight loss or low-grade fever</td><td>Usually absent</td></tr>" +
            "</tbody></table>" +
            p(
              "On examination, look for synovitis: soft-tissue swelling along the joint line, tenderness, and loss of the normal hollows between the knuckles. The metacarpophalangeal or metatarsophalangeal squeeze test, gentle side-to-side compression across the knuckles or forefoot, is painful when those joints are inflamed; it is a quick screen but neither highly sensitive nor specific.",
              "NICE guideline NG100 advises referring any adult with suspected persistent synovitis of undetermined cause for a specialist opinion, and urgently if the small joints of the hands or feet are affected, if more than one joint is affected, or if there has been a delay of three months or more between the onset of symptoms and seeking medical advice. Referral should not wait for blood results: a negative rheumatoid factor or a normal acute-phase response does not exclude RA.",
              "Specialists use the 2010 ACR/EULAR classification criteria, which score joint involvement (0 to 5), serology (0 to 3), acute-phase reactants (0 to 1) and symptom duration of six weeks or more (1); a total of 6 or more out of 10 classifies definite RA in a patient with synovitis not better explained by another disease. They were designed to define research cohorts, not as a diagnostic checklist, but they show what weighs most: many small joints and strongly positive antibodies.",
            ),
        },
      },
      {
        title: "Reading the Blood Tests",
        description:
          "What rheumatoid factor, anti-CCP antibodies, antinuclear antibodies, CRP and ESR can and cannot tell you.",
        lesson: {
          title: "Autoantibodies and acute-phase markers in context",
          html: p(
            "Blood tests in rheumatology support a clinical diagnosis; they rarely make it. Using them well means knowing each test's sensitivity, its specificity and the common causes of misleading results.",
            "Rheumatoid factor (RF), an antibody directed against the Fc portion of IgG, is positive in roughly 70% of people with established RA, but also in Sjögren's syndrome, in chronic infections such as hepatitis C, and in a proportion of healthy older people. Antibodies to cyclic citrullinated peptides (anti-CCP) have a similar sensitivity, around 60 to 70%, but a much higher specificity, about 95%, and may appear years before symptoms. Patients positive for both, especially at high levels, are at greater risk of erosive disease. Around 20 to 30% of people with RA are negative for both.",
            "Antinuclear antibodies (ANA) are detected by immunofluorescence on HEp-2 cells and reported as a titre. ANA is positive in over 95% of patients with systemic lupus erythematosus (SLE), so a negative result is useful for ruling lupus out; but it is also positive at a titre of 1:80 in roughly 13% of healthy people, more often in older women. An isolated low-titre ANA in a person without features of connective tissue disease needs no action. Specific antibodies are more informative: anti-dsDNA and anti-Sm in SLE, anti-Ro and anti-La in Sjögren's syndrome (and, in pregnancy, a risk of congenital heart block), anti-centromere in limited cutaneous systemic sclerosis.",
            "C-reactive protein (CRP) is made by the liver in response to interleukin-6. It rises within about six hours of an inflammatory stimulus, peaks at around 48 hours and, with a half-life of about 19 hours, falls quickly when inflammation settles, so it tracks current activity and response to treatment well. The erythrocyte sedimentation rate (ESR) is indirect, depending mainly on fibrinogen and immunoglobulins, and it rises with age, female sex, anaemia and paraproteins; a rough upper limit is age divided by two for men and age plus ten, divided by two, for women. A raised ESR with a normal CRP is typical of active SLE, where a high CRP should prompt a search for infection or serositis; a very high ESR with a normal CRP should also raise the possibility of myeloma. Finally, normal inflammatory markers do not exclude inflammatory arthritis: a substantial minority of patients with early RA have a normal CRP and ESR.",
          ),
        },
      },
      {
        title: "Monitoring Methotrexate and Other csDMARDs",
        description:
          "Safe prescribing, blood monitoring and patient advice for methotrexate, with notes on hydroxychloroquine.",
        lesson: {
          title: "Shared-care monitoring in practice",
          html:
            p(
              "Methotrexate is the anchor drug for RA and usually the first conventional synthetic disease-modifying antirheumatic drug (csDMARD) prescribed. It is taken once a week, on the same day each week. Accidental daily dosing has killed patients, so prescriptions should state the day, a single tablet strength (normally 2.5 mg) should be used, and patients should hold a monitoring record. Doses typically start at 7.5 to 15 mg weekly and rise over several weeks to 20 to 25 mg, by mouth or by subcutaneous injection, which is better absorbed at higher doses. Folic acid, commonly 5 mg once weekly on a different day, reduces nausea, mouth ulcers and rises in liver enzymes.",
              "Under the 2017 British Society for Rheumatology guideline, full blood count, creatinine with estimated GFR, ALT and/or AST, and albumin are checked every two weeks until the patient has been on a stable dose for six weeks, then monthly for three months, then at least every 12 weeks. After a dose increase, two-weekly checks resume until the dose has been stable for six weeks. Withhold the drug and discuss with the specialist team if any of the following occur:",
            ) +
            "<ul>" +
            "<li>white cell count below 3.5 × 10⁹/L or neutrophils below 1.6 × 10⁹/L;</li>" +
            "<li>platelets below 140 × 10⁹/L;</li>" +
            "<li>ALT or AST above 100 U/L;</li>" +
            "<li>MCV above 105 fL;</li>" +
            "<li>an unexplained fall in albumin below 30 g/L;</li>" +
            "<li>creatinine rising by more than 30% over 12 months, or eGFR below 60 mL/min/1.73 m².</li>" +
            "</ul>" +
            p(
              "Trends matter as much as thresholds: a white cell count falling steadily over several tests deserves attention before it crosses the line. Trimethoprim and co-trimoxazole also inhibit folate metabolism and, combined with methotrexate, can cause severe bone-marrow suppression, so the combination is avoided. A new dry cough or breathlessness raises the possibility of methotrexate pneumonitis, which is rare but needs urgent assessment. Patients should report sore throat, fever, mouth ulcers or unexplained bruising, keep alcohol within modest limits, and receive annual influenza and pneumococcal vaccination.",
              "Hydroxychloroquine needs no routine blood monitoring, but it can damage the retina. The Royal College of Ophthalmologists recommends a daily dose of no more than 5 mg per kg of actual body weight and annual retinal screening after five years of treatment, or after one year where there are additional risk factors such as reduced renal function or concurrent tamoxifen.",
            ),
        },
      },
    ],
  },
  {
    slug: "non-destructive-testing-of-welds-surface-ultrasonic-and-radiographic-methods",
    discipline: "Non-destructive testing",
    title: "Non-Destructive Testing of Welds: Surface, Ultrasonic and Radiographic Methods",
    description:
      "This course compares the principal non-destructive testing methods used on welded steel (visual, penetrant, magnetic particle, ultrasonic and radiographic testing) and trains students to choose a method for a given flaw, to interpret indications against acceptance levels, and to understand personnel certification under ISO 9712.",
    level: "intermediate",
    duration: "ten weeks (one three-hour lecture and laboratory session a week)",
    plantedGap: "personnel certification",
    modules: [
      {
        title: "Surface Methods: Visual, Penetrant and Magnetic Particle Testing",
        description:
          "How visual inspection, dye penetrant and magnetic particle testing find surface flaws in welds, and the limits of each.",
        lesson: {
          title: "Finding surface-breaking flaws",
          html: p(
            "Every weld inspection starts with visual testing (VT), covered for fusion welds by ISO 17637. With illumination of at least 350 lx (500 lx recommended), the eye within about 600 mm of the surface and viewing at no less than about 30° to it, an inspector checks and measures undercut, excess weld metal, misalignment and surface porosity with weld gauges, and decides where further methods are needed.",
            "Penetrant testing (PT, ISO 3452-1) finds discontinuities open to the surface in any non-porous material, metallic or not. The surface is first cleaned and dried, because paint, oil, scale or water block the penetrant. A red colour-contrast or fluorescent penetrant is applied and left for a dwell time, usually between 5 and 60 minutes depending on the product, material and temperature. Excess penetrant is then removed without washing it out of the flaws; for solvent-removable systems this means wiping with a cloth lightly moistened with solvent, never spraying solvent directly on to the surface. A thin, even developer draws penetrant back out of any flaw by capillary action to form a visible indication, which is examined in white light, or under UV-A in a darkened area for fluorescent systems, which are more sensitive. PT cannot find flaws that do not reach the surface and is unreliable on rough or porous surfaces that hold penetrant.",
            "Magnetic particle testing (MT, ISO 17638 for welds) works only on ferromagnetic materials such as carbon and low-alloy steels, not on austenitic stainless steel or aluminium. The part is magnetised, often with an AC electromagnetic yoke. Where a crack interrupts the magnetic flux, some flux leaks from the surface and attracts fine iron particles, applied dry or as an ink, either black on a white contrast paint or fluorescent under UV-A. MT finds surface-breaking flaws and, with AC, only those lying within a millimetre or so below the surface. Sensitivity is greatest when a flaw lies at right angles to the field and falls away as it approaches parallel, so each area is tested twice, with the yoke turned through about 90° between the two. The adequacy of the field is checked with a flux indicator or by measuring tangential field strength, typically against a requirement of about 2 kA/m. On tight fatigue or hydrogen cracks in steel, MT is generally more sensitive than PT.",
          ),
        },
      },
      {
        title: "Ultrasonic Testing of Welds",
        description:
          "Pulse-echo testing with angle probes: calibration, beam geometry, and the location and sizing of reflectors.",
        lesson: {
          title: "Angle-beam ultrasonic testing",
          html: p(
            "Ultrasonic testing (UT) sends short pulses of sound, typically 2 to 5 MHz for steel welds, into the part through a couplant such as gel and listens for echoes. Sound reflects strongly wherever acoustic impedance changes sharply, so a crack or lack of fusion, which presents a steel-to-air interface, returns a clear echo. Time of flight gives the reflector's distance along the beam; echo amplitude indicates how strongly it reflects.",
            "Welds are examined with angle probes that generate shear waves in the steel at 45°, 60° or 70°, so that the beam enters the weld from the parent plate beside the cap. Shear waves travel in steel at about 3,250 m/s, against about 5,920 m/s for longitudinal waves, and their shorter wavelength improves resolution. The beam reflects from the back wall and travels back up; one full zig-zag, from the top surface to the back wall and back, is the full skip distance, 2t tan θ for plate thickness t and probe angle θ. For a 20 mm plate and a 60° probe, the full skip is 2 × 20 × tan 60° ≈ 69 mm and the half skip about 35 mm, so the probe is scanned between about 35 and 69 mm from the weld centreline, plus half the cap width, to sweep the whole weld with the first and second legs.",
            "Probe angle is chosen to meet the likely flaw squarely. In a single-V preparation with a 30° bevel angle, the fusion faces lie 30° from the vertical, and a 60° probe strikes them at right angles, giving the strongest echo from lack of sidewall fusion.",
            "Before testing, the time base is calibrated and the probe's index point and beam angle are checked on calibration blocks No. 1 (ISO 2400) and No. 2 (ISO 7963). Sensitivity is set on side-drilled holes in a reference block of similar material, and a distance-amplitude correction (DAC) curve, or time-corrected gain, compensates for the fall in echo amplitude with distance. Flaw length is commonly estimated by the 6 dB drop method: the probe is moved along the flaw until the echo halves, and the probe centre is marked at each end.",
            "Phased-array UT steers the beam electronically through a range of angles and records an image; time-of-flight diffraction uses signals diffracted from flaw tips to measure through-wall height.",
          ),
        },
      },
      {
        title: "Radiography and Method Selection",
        description:
          "Radiographic testing of welds, its strengths and limits, and matching methods and acceptance standards to the job.",
        lesson: {
          title: "Radiography, and matching methods to flaws",
          html:
            p(
              "Radiographic testing (RT) passes X-rays or gamma rays through the weld on to film or a digital detector. Gas pores and slag inclusions, being less dense than steel, absorb less radiation and appear darker. X-ray sets give adjustable energy and good contrast; gamma sources are portable and need no power. For steel, ISO 17636-1 gives iridium-192 a normal range of about 20 to 100 mm penetrated thickness, selenium-75 about 10 to 40 mm and cobalt-60 about 40 to 200 mm. Image quality is verified with an image quality indicator on the source side, commonly a set of wires of decreasing diameter (ISO 19232-1); the thinnest wire visible shows whether the required sensitivity has been reached.",
              "Radiography excels at volumetric flaws such as porosity and slag and gives a permanent record. Its weakness is planar flaws: a crack or lack of sidewall fusion shows only if it lies nearly parallel to the beam, so a tight crack at an unfavourable angle can be missed. RT also needs access to both sides and strict radiation protection; in the UK the Ionising Radiations Regulations 2017 apply, and barriered controlled areas often push site radiography into night shifts or shielded bays.",
            ) +
            "<table><thead><tr><th>Flaw</th><th>Preferred methods</th><th>Comment</th></tr></thead><tbody>" +
            "<tr><td>Surface crack</td><td>MT if ferromagnetic; otherwise PT</td><td>VT first to find likely sites</td></tr>" +
            "<tr><td>Lack of sidewall fusion</td><td>UT, probe angle chosen to the bevel</td><td>Often missed by RT</td></tr>" +
            "<tr><td>Porosity and slag</td><td>RT or UT</td><td>RT makes them easy to characterise</td></tr>" +
            "<tr><td>Lamination in plate</td><td>UT with a 0° probe</td><td>Parallel to the surface, so invisible to RT</td></tr>" +
            "<tr><td>Undercut, excess cap, misalignment</td><td>VT with gauges</td><td>Measured directly</td></tr>" +
            "</tbody></table>" +
            p(
              "Finding an indication is only half the task; the inspector must decide whether it is acceptable. For steel fusion welds the design or application standard usually specifies a quality level from ISO 5817: B (most stringent), C or D. Each method then has an acceptance standard that relates indication size to that quality level: ISO 10675-1 for radiography, ISO 11666 for ultrasonic testing, ISO 23278 for magnetic particle and ISO 23277 for penetrant testing, with ISO 17635 setting out the general rules for choosing methods and levels. Each indication is recorded, evaluated against the specified acceptance level and either accepted or reported for repair, and the repaired weld is then tested again by the same method.",
            ),
        },
      },
    ],
  },
  {
    slug: "commercial-negotiation-preparation-anchoring-and-value-creation",
    discipline: "Negotiation",
    title: "Commercial Negotiation: Preparation, Anchoring and Value Creation",
    description:
      "Preparation, anchoring, concessions and value creation: the course takes each stage of a commercial negotiation in turn, using case exercises drawn from supplier contracts and partnership deals, and closes by examining how to adapt one's approach in cross-cultural negotiations.",
    level: "intermediate",
    duration: "six weeks (one three-hour workshop a week with role-play exercises)",
    plantedGap: "cross-cultural negotiations",
    modules: [
      {
        title: "Preparing to Negotiate",
        description:
          "Interests, alternatives and reservation points, and how to map a zone of possible agreement before the first meeting.",
        lesson: {
          title: "BATNA, reservation point and the ZOPA",
          html: p(
            "Preparation predicts outcomes more reliably than tactics at the table. The framework most negotiators use comes from Roger Fisher and William Ury's Getting to Yes (1981) and from Howard Raiffa's work on negotiation analysis.",
            "Start by separating positions from interests. A position is what a party says it wants ('we need a 15% discount'); an interest is why it wants it ('our margin on this product line has fallen below target'). Interests open options that positions close: a margin problem might be solved by longer payment terms, a volume commitment or cheaper delivery rather than a lower unit price.",
            "Next, establish your BATNA, the best alternative to a negotiated agreement: what you will actually do if this deal fails. A BATNA is a concrete course of action, such as another supplier's written quote, making the part in-house or delaying the project, not a hope. Its value sets your reservation point, the least favourable terms you will accept. Improving your BATNA before you negotiate, for example by obtaining a genuine competing quote, is often the single most effective way to improve the result.",
            "Estimate the other side's BATNA and reservation point too. The zone of possible agreement (ZOPA) lies between the two reservation points. Suppose a buyer can obtain a component elsewhere at £52 per unit delivered, so will pay no more than £52, while the supplier's costs and other customers mean it will accept nothing below £45. The ZOPA is £45 to £52. Any deal in that range beats both parties' alternatives; where in the range it lands is the distributive question, and the negotiator who has estimated the range better usually claims more of it. If the reservation points do not overlap, there is no ZOPA on price alone, and the choice is to add issues or walk away.",
            "Finally, set an aspiration, or target, towards the far end of the range you believe the other side could accept. Experimental research has repeatedly found that negotiators with specific, challenging targets achieve better outcomes than those told simply to do their best, provided the targets remain credible. Before the meeting, write down your BATNA, reservation point, target and the interests of both sides, and plan the questions you will ask to test your estimates of theirs.",
          ),
        },
      },
      {
        title: "Anchoring and Concessions",
        description:
          "Making and answering first offers, and planning a pattern of concessions that signals where the deal will end.",
        lesson: {
          title: "First offers and the concession path",
          html:
            p(
              "In distributive bargaining the first offer has a strong anchoring effect. Tversky and Kahneman (1974) showed that arbitrary starting numbers bias later judgements, and negotiation experiments such as those of Galinsky and Mussweiler (2001) found that final agreements correlate closely with first offers and that the party making the first offer tends to do better. Opening first is therefore usually an advantage when you have good information about the ZOPA. When you are poorly informed, letting the other side open is safer, because an uninformed first offer may fall short of what they would have accepted.",
              "An effective opening is ambitious but justifiable: you should be able to give a reason for it. Precise figures anchor more strongly than round ones. In experiments by Malia Mason and colleagues (2013), counterparts adjusted less from a precise opening such as £4,850 than from £5,000, apparently because the precise figure implied careful calculation.",
              "When the other side anchors first, do not let the number stand. Avoid debating it point by point, which treats it as the reference; say plainly that it is outside the range you can consider, restate your own basis for valuing the deal, and put a counter-offer on the table quickly so that two anchors are in play.",
              "Plan concessions before the meeting. Three principles help:",
            ) +
            "<ol>" +
            "<li>Make concessions conditional: 'If you can commit to 20,000 units, we can move on delivery charges.' Unconditional concessions teach the other side that pressure works.</li>" +
            "<li>Make each concession smaller than the last, for example £3, then £1.50, then £0.50, which signals that you are approaching your limit; equal or growing steps suggest there is more to come.</li>" +
            "<li>Concede on issues you value less than they do, and name each concession so that its value is recognised.</li>" +
            "</ol>" +
            p(
              "Be wary of splitting the difference as a closing move, since it rewards whichever side opened more extremely. Before accepting, compare the offer with your BATNA, not with the opening figures; after a long session, distance travelled from an aggressive opening can make a mediocre deal feel like a victory.",
            ),
        },
      },
      {
        title: "Creating Value Across Several Issues",
        description:
          "Integrative techniques for deals with more than one issue: logrolling, multiple equivalent simultaneous offers and contingent agreements.",
        lesson: {
          title: "Expanding the pie before dividing it",
          html:
            p(
              "Most commercial negotiations involve several issues, such as unit price, volume, delivery schedule, payment terms, warranty and contract length, and the parties rarely value them equally. That difference is the raw material of value creation. Settling issues one at a time, or compromising equally on each, leaves value unclaimed by both sides. Consider three issues scored by each party, where each side gains the points shown if it gets its preferred option:",
            ) +
            "<table><thead><tr><th>Issue</th><th>Value to buyer</th><th>Value to supplier</th></tr></thead><tbody>" +
            "<tr><td>Payment terms (buyer wants 60 days, supplier 30)</td><td>10 points</td><td>40 points</td></tr>" +
            "<tr><td>Delivery (buyer wants weekly, supplier monthly)</td><td>35 points</td><td>10 points</td></tr>" +
            "<tr><td>Warranty (buyer wants two years, supplier one)</td><td>25 points</td><td>20 points</td></tr>" +
            "</tbody></table>" +
            p(
              "Splitting every issue down the middle gives each side half its points: 35 for the buyer and 35 for the supplier. If instead the buyer concedes payment terms (worth 10 to it but 40 to the supplier) in exchange for weekly delivery (worth 35 to it but only 10 to the supplier), and the warranty is split, the buyer scores 35 + 12.5 = 47.5 and the supplier 40 + 10 = 50. Both are better off. Trading low-priority issues for high-priority ones in this way is called logrolling.",
              "Parties rarely reveal their priorities honestly when asked. One remedy is to present multiple equivalent simultaneous offers (MESOs): two or three packages that are equally acceptable to you but differ in composition. Which package the counterpart prefers, and what they object to in the others, reveals their priorities. Research by Victoria Medvec, Adam Galinsky and colleagues found that negotiators who made MESOs reached better agreements and were seen as more flexible.",
              "When parties disagree about the future, for instance whether sales will reach forecast or a project will finish on time, a contingent contract lets each side bet on its own forecast: an earn-out in an acquisition, a volume rebate, a bonus for early completion. It turns an argument about predictions into terms both can accept.",
              "Once a deal is agreed, the parties can also seek a post-settlement settlement, a suggestion of Raiffa's: with the agreement secured, they look for changes that leave both at least as well off, adopting them only if both prefer the new terms.",
            ),
        },
      },
    ],
  },
  {
    slug: "peace-and-conflict-studies-causes-of-war-and-paths-to-settlement",
    discipline: "Peace and conflict studies",
    title: "Peace and Conflict Studies: Causes of War and Paths to Settlement",
    description:
      "Why do civil wars start, why do they last so long, and why do so many peace agreements collapse? Drawing on quantitative and case-study research, the course examines theories of conflict onset, the bargaining logic of war and its termination, the design of ceasefires and power-sharing settlements, and transitional justice.",
    level: "intermediate",
    duration: "one semester (eleven weekly two-hour seminars)",
    plantedGap: "transitional justice",
    modules: [
      {
        title: "Explaining Conflict Onset: Greed, Grievance and Opportunity",
        description: "Competing explanations of why armed conflicts begin, and what the cross-national evidence shows.",
        lesson: {
          title: "Why do civil wars begin?",
          html: p(
            "Researchers need clear definitions before they can count. The Uppsala Conflict Data Program (UCDP) records a state-based armed conflict when a contested incompatibility over government or territory, with the government of a state as one party, produces at least 25 battle-related deaths in a calendar year; conflicts with 1,000 or more battle-related deaths in a year are classed as wars. Since 1945 the great majority of armed conflicts have been fought within states rather than between them.",
            "Paul Collier and Anke Hoeffler framed an influential debate as greed versus grievance. Their cross-national analysis, published in 2004, found that measures of grievance such as income inequality, political repression and ethnic or religious fractionalisation predicted the onset of civil war poorly, whereas factors bearing on the financing and feasibility of rebellion mattered: dependence on primary commodity exports, low secondary-school enrolment among young men, and slow economic growth. Their point was less that rebels are greedy than that rebellion occurs where it is feasible, an argument Collier, Hoeffler and Rohner later pushed further.",
            "James Fearon and David Laitin (2003), using data on 127 civil wars between 1945 and 1999, reached a related conclusion. Onset was associated with conditions favouring insurgency: poverty, which signals weak state capacity and cheap recruits; rough, mountainous terrain; a large population; political instability; and recent independence. Ethnic or religious diversity as such did not predict civil war once income was taken into account.",
            "Grievance returned to the debate through the concept of horizontal inequalities, developed by Frances Stewart: inequalities between groups defined by ethnicity, religion or region, rather than between individuals. Using group-level data, Lars-Erik Cederman, Kristian Skrede Gleditsch and Halvard Buhaug (2013) showed that ethnic groups excluded from state power, or much poorer than the national average, are significantly more likely to rebel. Individual-level measures such as the Gini coefficient miss this because they ignore who is unequal to whom.",
            "Most scholars now treat the two families of explanation as complementary: grievances supply motives, while opportunity, meaning state weakness, terrain and funding from diamonds, drugs or diasporas, determines whether motives become organised violence. One further finding is robust, the conflict trap. The World Bank's World Development Report 2011 noted that 90% of the civil wars of the 2000s occurred in countries that had already had a civil war in the previous 30 years.",
          ),
        },
      },
      {
        title: "Why Wars Last: Bargaining, Commitment and Spoilers",
        description:
          "Rationalist explanations for the outbreak and persistence of war, ripeness, and the groups that wreck settlements.",
        lesson: {
          title: "The bargaining puzzle of war",
          html: p(
            "War is costly for both sides, so some negotiated settlement should always exist that both would prefer to fighting. James Fearon's article 'Rationalist Explanations for War' (1995) asked why, then, wars occur and persist, and identified three mechanisms. First, private information combined with incentives to misrepresent it: each side knows its own strength and resolve better than its opponent does and has reason to bluff, so they can disagree about who would win. Fighting reveals information, which is why wars often end once the battlefield has clarified the balance of power. Second, commitment problems: a party may be unable to promise credibly that it will not exploit a future advantage. Third, issue indivisibility, where the stake cannot be divided, although Fearon argued that true indivisibility is rare.",
            "Commitment problems are especially severe in civil wars. Barbara Walter's Committing to Peace (2002) observed that a settlement usually requires rebels to disarm and demobilise, after which they have no protection if the government reneges. Foreseeing this, rebels refuse to sign, or sign and keep their weapons. Walter found that settlements were far more likely to be implemented when a third party guaranteed the terms through peacekeeping, monitoring or security guarantees, and when power-sharing gave rebel leaders positions that protected them.",
            "I. William Zartman's theory of ripeness adds a perceptual element. Parties negotiate seriously when they perceive a mutually hurting stalemate, in which neither can win and continuing is painful, and can see a way out. Mediators can sometimes cultivate that perception, but they cannot manufacture it.",
            "Even a ripe settlement faces spoilers: leaders and groups who believe that peace threatens their power or interests and who use violence to undermine it. Stephen Stedman (1997) distinguished limited spoilers, with specific demands that can be accommodated; greedy spoilers, whose goals expand or contract with costs and opportunities; and total spoilers, who seek total power and cannot be accommodated. Misdiagnosing the type is costly: treating a total spoiler as a limited one, as happened with UNITA in Angola in the early 1990s, can simply strengthen it.",
            "Research on duration adds that wars in which rebels finance themselves from contraband such as opium, cocaine or gemstones tend to last much longer (Fearon 2004), because such rebels can sustain themselves without popular support or outside patrons.",
          ),
        },
      },
      {
        title: "Designing Ceasefires and Peace Agreements",
        description:
          "What goes into a durable settlement: ceasefire terms, power-sharing, security arrangements and the sequencing of implementation.",
        lesson: {
          title: "Building a settlement that holds",
          html:
            p(
              "A ceasefire and a peace agreement are different instruments. A ceasefire stops the fighting: it should specify when it takes effect, the lines on the ground, the prohibited acts (attacks, advances, resupply, recruitment), the separation of forces and a mechanism for monitoring and reporting violations. A comprehensive peace agreement addresses the underlying political incompatibility. Vague ceasefire terms are a common cause of breakdown, because each side can read a violation differently; agreed maps and a joint or third-party monitoring commission reduce the scope for incidents to escalate.",
              "Caroline Hartzell and Matthew Hoddie (2003) distinguished four dimensions of power-sharing: political (guaranteed seats, cabinet posts or vetoes), territorial (federalism or regional autonomy), military (integration of rebel fighters into the national army and officer corps) and economic (allocation of resources and revenues). Settlements including more dimensions were more likely to last, because each dimension gives every side a guarantee that the other cannot easily take away. Three settlements show the range:",
            ) +
            "<ul>" +
            "<li>The Belfast (Good Friday) Agreement of 1998 combined consociational power-sharing, a cross-community executive and voting rules requiring support from both unionist and nationalist members, with decommissioning of paramilitary weapons, reform of policing and new cross-border institutions.</li>" +
            "<li>Sudan's Comprehensive Peace Agreement of 2005 ended the second north–south civil war with the sharing of oil revenues, security arrangements that kept separate armies alongside joint integrated units, and a referendum on self-determination, in which the south voted in 2011 for independence.</li>" +
            "<li>The Dayton Agreement of 1995 ended the Bosnian war by dividing the country into two entities under a three-member presidency and elaborate ethnic quotas, a structure that stopped the fighting but has made subsequent government difficult.</li>" +
            "</ul>" +
            p(
              "Disarmament, demobilisation and reintegration (DDR) is usually the hardest part of implementation, because it asks fighters to give up their means of self-protection, the commitment problem in its starkest form. Sequencing matters too. Elections held before armies are demobilised can give the loser a reason to return to arms, as in Angola in 1992, when UNITA rejected the result and the war resumed. Monitoring, verification and a third party able and willing to respond to violations are the recurring features of settlements that have endured.",
            ),
        },
      },
    ],
  },
  {
    slug: "pollen-analysis-methods-in-quaternary-palynology",
    discipline: "Palynology",
    title: "Pollen Analysis: Methods in Quaternary Palynology",
    description:
      "An intermediate course in Quaternary palynology covering the coring of lake and peat sequences, the laboratory preparation of pollen samples, grain identification, and the construction and zoning of pollen diagrams, with an introduction to pollen evidence in forensic casework.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one three-hour laboratory class a week, plus a field day)",
    plantedGap: "forensic casework",
    modules: [
      {
        title: "Coring Lakes and Peatlands",
        description: "Choosing a site and a corer, recovering an undisturbed sequence, and recording its stratigraphy.",
        lesson: {
          title: "Getting a good core",
          html: p(
            "The quality of a pollen record is largely fixed in the field. Basins collect pollen mainly from the air, from a source area that grows with basin size. Jacobson and Bradshaw's (1981) classic scheme, refined by Sugita's later modelling, showed that small hollows under forest record mostly vegetation within a few tens of metres, whereas lakes of several square kilometres integrate a regional signal. Choose the site to fit the question: a small mire for the history of a single settlement, a large lake for regional vegetation and climate.",
            "Peat is usually sampled with a Russian (chamber) corer: a half-cylinder chamber is pushed down closed, then rotated through 180° so that its sharpened edge cuts a semicylinder of peat, often 50 cm long and 5 cm across, which is enclosed undisturbed and withdrawn. Successive drives are made alternately in two boreholes a short distance apart, overlapping by 10 cm or more so that nothing is lost at the junctions. Lake sediments are commonly taken with a Livingstone-type piston corer from a raft or from winter ice; the piston is held fixed at the sediment surface as the tube is pushed past it, and the resulting suction holds the core and limits compression. The soft, watery uppermost sediment, which piston corers disturb, is taken separately with a gravity or freeze corer.",
            "Describe the stratigraphy in the field before the core dries or oxidises, using the Troels-Smith (1955) system, which records the proportions of components such as Turfa (peat), Limus (fine organic mud) and Argilla (clay), with properties such as humification and the sharpness of boundaries. Photograph each section against a scale, wrap it in film inside split plastic pipe or guttering, label depth and orientation, and store it dark at about 4 °C.",
            "Plan the dating at the coring stage. Radiocarbon dates on bulk lake sediment can be too old because of the hard-water effect, in which dissolved carbonate from limestone bedrock contributes radiocarbon-free carbon; dating terrestrial plant macrofossils such as leaves, seeds and twigs avoids the problem, so cores must be wide enough to yield them. Note any visible tephra layers, which provide independently dated isochrons that can link sites across a region.",
          ),
        },
      },
      {
        title: "Laboratory Preparation of Pollen Samples",
        description:
          "The chemical sequence that isolates pollen and spores from sediment, and the safety controls each step demands.",
        lesson: {
          title: "From sediment to slide",
          html:
            p(
              "Pollen grains survive in sediments because their outer wall, the exine, is made of sporopollenin, one of the most chemically resistant biological polymers known. Standard preparation exploits this: successive treatments dissolve almost everything except sporopollenin, leaving a concentrate of pollen and spores. The classic procedures are set out by Faegri and Iversen and by Moore, Webb and Collinson in Pollen Analysis (2nd edition, 1991). A typical sequence runs as follows:",
            ) +
            "<ol>" +
            "<li>Take a known volume, usually 1 cm³, and add one or more tablets containing a known number of Lycopodium spores; these exotic markers allow concentrations to be calculated later.</li>" +
            "<li>Treat with warm 10% hydrochloric acid to dissolve carbonates and the tablet matrix.</li>" +
            "<li>Heat in 10% potassium hydroxide to disaggregate the sediment and remove humic acids; sieve, commonly through 180 µm mesh, to remove coarse debris, and fine-sieve at about 10 µm if clay is abundant.</li>" +
            "<li>For minerogenic samples, dissolve silicates with hydrofluoric acid (HF). HF penetrates skin and binds calcium, causing deep tissue damage and potentially fatal hypocalcaemia; it is used only in a dedicated fume cupboard with suitable gloves and face protection, and calcium gluconate gel must be at hand. Heavy-liquid separation with sodium polytungstate is an HF-free alternative.</li>" +
            "<li>Dehydrate in glacial acetic acid, then carry out acetolysis: a 9:1 mixture of acetic anhydride and concentrated sulphuric acid, heated in a boiling water bath for a few minutes, removes cellulose. Acetolysis mixture reacts violently with water, which is why the sample must first be dehydrated.</li>" +
            "<li>Dehydrate through alcohols and mount in silicone oil, which allows grains to be rolled over to view them from different sides, or in glycerol jelly.</li>" +
            "</ol>" +
            p(
              "Counting is done along regular traverses at ×400 magnification, with critical identifications at ×1000 under oil immersion. A sum of 300 to 500 total land pollen grains per level is usual, enough to resolve changes of a few per cent in the commoner taxa; Lycopodium spores are tallied alongside. Process a laboratory blank with each batch to detect modern contamination, and keep a record of the exact treatments applied to each sample, because aggressive preparation can selectively destroy thin-walled grains and bias the counts.",
            ),
        },
      },
      {
        title: "Identifying Grains and Building Pollen Diagrams",
        description:
          "Key morphological features of common pollen types, and the calculation, plotting and zoning of percentage and concentration data.",
        lesson: {
          title: "From counts to a zoned diagram",
          html: p(
            "Identification begins with apertures, the thin areas through which the pollen tube emerges. Grains may be inaperturate, porate (with round pores), colpate (with long furrows) or colporate (furrows each with a central pore), and the number and arrangement of apertures form the first division in most keys. Common north-west European types show the range. Poaceae (grasses) have a single pore with a thickened rim, the annulus. Betula (birch) and Corylus (hazel) are both triporate, separated by pore structure: Betula pores have a small internal chamber, the vestibulum. Corylus is recorded as Corylus avellana-type because Myrica (bog myrtle) pollen is very similar. Alnus (alder) has four to six pores linked by curved thickenings, the arci; Pinus (pine) has two air sacs; Quercus (oak) is tricolpate. Exine sculpture and size then separate closer types.",
            "Counts are expressed as percentages of total land pollen (TLP), usually trees, shrubs, dwarf shrubs and herbs. Aquatic taxa and spores are calculated as percentages of TLP plus their own group, so that plants growing in or on the basin do not distort the land-pollen sum. Percentages are interdependent, since a rise in one taxon forces others down, and concentrations avoid this. Suppose 1 cm³ of sediment was spiked with 20,000 Lycopodium spores, and the count reached 400 land pollen grains and 200 Lycopodium. The concentration is (400 ÷ 200) × 20,000 = 40,000 grains per cm³. If age–depth modelling gives a sedimentation rate of 0.05 cm per year, the influx, or pollen accumulation rate, is 40,000 × 0.05 = 2,000 grains per cm² per year.",
            "Diagrams plot each taxon as a curve against depth, with an age scale alongside, usually trees first, then shrubs and herbs. Zones divide the sequence into units of similar composition. Numerical zoning by CONISS (constrained incremental sum of squares cluster analysis; Grimm 1987) joins only stratigraphically adjacent samples, and the broken-stick model (Bennett 1996) tests how many zones are statistically significant. Local pollen assemblage zones are named by site code and characteristic taxa, for example 'HB-3 Quercus–Ulmus–Corylus', and only then correlated between sites. A classic correlation is the elm decline, a sharp fall in Ulmus pollen across north-west Europe around 5,800 calendar years ago.",
          ),
        },
      },
    ],
  },
];
