/** Twentieth held-out evaluation courses, advanced level (canal engineering to wave energy); see ai-courses-heldout20.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT20_C: EvalCourse[] = [
  {
    slug: "navigation-canals-water-locks-and-channels",
    discipline: "Canal engineering",
    title: "Navigation Canals: Water, Locks and Channels",
    description:
      "This MSc option treats the inland navigation canal as a hydraulic system: the water balance of the summit pound and its reservoirs, the filling of locks and the use of water-saving basins, the design of the channel cross-section against squat and return currents, and the engineering of boat lifts where a flight of locks would be impractical.",
    level: "advanced",
    duration: "one semester (15 ECTS)",
    plantedGap: "boat lifts",
    modules: [
      {
        title: "Feeding the Summit Pound",
        description:
          "A canal that crosses a watershed loses water at every lockage, so we begin by drawing up the water balance that its reservoirs must satisfy.",
        lesson: {
          title: "Lockage, losses and reservoir storage",
          html:
            p(
              "A canal that crosses a watershed climbs by locks to a summit pound and descends on the other side. The summit is the hydraulic heart of the canal, because it is the only pound that cannot be fed from above by the canal itself. Every boat that crosses it draws water down: ascending the last lock takes a lockful out of the summit, and descending the first lock on the far side lets another lockful go. In the worst case a through passage costs two lockfuls of summit water; when boats travelling in opposite directions alternate, so that each finds the lock already set in its favour, the average falls towards one lockful per passage.",
              "The water balance of the summit pound sets the required supply:",
            ) +
            "<ul><li>Losses: lockage water; leakage through and around lock gates; seepage through bed and banks; evaporation from the water surface.</li><li>Supplies: feeder channels from streams; storage reservoirs; and back-pumping from lower pounds.</li></ul>" +
            p(
              "Consider a broad canal with locks 22 m long and 4.3 m wide and a head of 3 m at each summit lock. One lockful is 22 × 4.3 × 3 ≈ 284 m³. With 40 passages a day in summer and an average of 1.5 summit lockfuls per passage, lockage takes about 17,000 m³ a day. A summit pound 10 km long and 15 m wide at the surface loses about 600 m³ a day to evaporation at 4 mm a day; allow a further 1,500 m³ a day for gate leakage and seepage. The total demand, about 19,100 m³ a day or 0.22 m³/s, must be met for the whole of a dry season. If natural inflow ceases for 120 days, the reservoirs must hold about 19,100 × 120 ≈ 2.3 million m³, before allowing for losses from the reservoirs themselves.",
              "For the Canal du Midi (completed 1681), Pierre-Paul Riquet collected water from the Montagne Noire into the Saint-Ferréol reservoir and led it by feeder channels to the summit at the Seuil de Naurouze. On the Kennet and Avon Canal, beam engines were installed at Crofton to pump water up to the summit pound; one of them, dating from 1812, still works there on steam days. Modern practice favours back-pumping, which recycles lockage water from the lower pounds and reduces dependence on reservoirs during droughts.",
            ),
        },
      },
      {
        title: "Filling and Emptying Locks",
        description:
          "Calculate the filling time of a lock chamber, understand the forces on vessels inside it, and quantify how much water saving basins recover.",
        lesson: {
          title: "Filling times, hawser forces and saving basins",
          html: p(
            "A lock chamber is filled from the upper pound and emptied into the lower one through valves, either in the gates themselves for small locks or, for large locks, through culverts in the walls or floor. The flow through a valve behaves like flow through a submerged orifice driven by the difference in level between pound and chamber, which falls as the chamber fills. If the chamber has plan area <i>A</i> and the initial head is <i>H</i>, and the valve opens instantly to an effective area <i>C</i><sub>d</sub><i>a</i>, integrating the continuity equation gives the filling time <i>T</i> = 2<i>A</i>√<i>H</i> / (<i>C</i><sub>d</sub><i>a</i>√(2<i>g</i>)).",
            "For a chamber 85 m by 12 m (<i>A</i> = 1,020 m²) with a head of 5 m and an effective valve area of 2.8 m² (a 4 m² opening with a discharge coefficient of 0.7), <i>T</i> = 2 × 1,020 × 2.236 / (2.8 × 4.43) ≈ 368 s, just over six minutes. The chamber holds 1,020 × 5 = 5,100 m³ of water per lockage. Opening the valve instantly would, however, cause violent turbulence and surge the vessel against its lines. In practice valves open over one to three minutes, which lengthens the filling time but limits the hawser forces on the vessel. Large locks distribute the inflow through longitudinal culverts with many side ports along the chamber floor or walls, so that the water rises evenly along its length.",
            "Water-saving basins reduce the volume taken from the upper pound. They are open basins beside the chamber, set at successive levels. On emptying, the upper layers of the chamber are drained into the basins instead of to the lower pound; on filling, the basins return that water, and only the remainder comes from above. With <i>n</i> basins, each with the same plan area as the chamber, the theoretical saving is <i>n</i>/(<i>n</i> + 2) of a lockful. Three basins therefore save 3/5, or 60 per cent. The new locks of the Panama Canal, opened in 2016, have three saving basins per chamber, and the canal authority reports reusing 60 per cent of the water in each lockage. The price is time, because each exchange must level off before the next begins.",
          ),
        },
      },
      {
        title: "Designing the Channel Cross-Section",
        description:
          "Size the wetted cross-section for the design vessel so that return currents, drawdown and squat stay within acceptable limits.",
        lesson: {
          title: "Blockage, squat and bank protection",
          html:
            p(
              "A vessel moving along a restricted canal pushes aside water that must flow back past the hull. This return current, together with a drop in water level around the vessel called drawdown, makes the vessel sink and trim, the effect known as squat, and drives erosive currents and waves against the banks. All three increase steeply with speed and with the proportion of the channel that the hull occupies. That proportion is expressed as the ratio <i>n</i> of the wetted channel cross-section to the immersed midship section of the vessel.",
              "The design vessel is taken from the European classification of inland waterways adopted by the European Conference of Ministers of Transport in 1992:",
            ) +
            "<table><tr><th>Class</th><th>Typical motor vessel</th><th>Draught</th><th>Tonnage</th></tr><tr><td>IV</td><td>80-85 m × 9.5 m</td><td>2.5 m</td><td>1,000-1,500 t</td></tr><tr><td>Va</td><td>95-110 m × 11.4 m</td><td>2.5-2.8 m</td><td>1,500-3,000 t</td></tr></table>" +
            p(
              "Take a class Va vessel of 11.4 m beam and 2.8 m draught, whose midship section is about 11.4 × 2.8 × 0.98 ≈ 31.3 m². A trapezoidal canal 4 m deep with a 40 m bed and side slopes of 1 in 3 has a surface width of 64 m and a cross-section of (40 + 64)/2 × 4 = 208 m², so <i>n</i> = 208/31.3 ≈ 6.6. Ratios of about 6 to 7 are typical of modern German canal standards and allow economic speeds; many older canals have ratios below 3, and vessels on them can move only slowly.",
              "For a given ratio there is also a limiting speed, first analysed by Schijf in 1949, beyond which a displacement vessel cannot go because the return flow becomes critical; practical speeds lie well below it. A rough rule from Barrass estimates maximum squat as <i>C</i><sub>B</sub><i>V</i>²/100 metres in open water, with <i>V</i> in knots, and about twice that in a confined channel. For a block coefficient of 0.9 and a speed of 5.4 knots (10 km/h), the confined-channel estimate is 2 × 0.9 × 29.2/100 ≈ 0.5 m, which must be added to the draught when setting the minimum depth.",
              "Return currents, drawdown and propeller wash erode unprotected banks within months. Banks are usually protected by armour stone laid on a geotextile filter, by steel sheet piling in urban or constrained reaches, or by combinations of stone and reed planting where navigation loads are low.",
            ),
        },
      },
    ],
  },
  {
    slug: "animal-welfare-law-suffering-science-slaughter",
    discipline: "Animal welfare law",
    title: "Animal Welfare Law: Suffering, Sentience, Science and Slaughter",
    description:
      "Animals in English law are property, yet a growing body of statute treats them as beings whose suffering matters. Final-year and LLM students analyse the offences and duty of care in the Animal Welfare Act 2006, the legal recognition of animal sentience, the regulation of animals used in science, welfare at the time of killing, and the rules on the transport of live animals.",
    level: "advanced",
    duration: "one semester (2-hour seminar a week)",
    plantedGap: "transport",
    modules: [
      {
        title: "Unnecessary Suffering and the Duty of Care",
        description:
          "We read sections 1 to 9 of the Animal Welfare Act 2006 closely, with the sentencing reforms of 2021.",
        lesson: {
          title: "Sections 4 and 9 of the Animal Welfare Act 2006",
          html:
            p(
              "The Animal Welfare Act 2006 governs England and Wales; Scotland has its own Animal Health and Welfare (Scotland) Act 2006. It replaced the Protection of Animals Act 1911 and added a preventive duty of care. An 'animal' means a vertebrate other than man (s.1), and most offences protect only a 'protected animal' (s.2): one of a kind commonly domesticated in the British Islands, under the control of man on a permanent or temporary basis, or not living in a wild state.",
              "Under s.4(1) a person commits an offence if an act, or a failure to act, causes a protected animal to suffer, the person knew or ought reasonably to have known that it would or was likely to do so, and the suffering is unnecessary. The test of knowledge is therefore partly objective. Section 4(3) lists the considerations relevant to whether suffering is unnecessary:",
            ) +
            "<ul><li>whether it could reasonably have been avoided or reduced;</li><li>whether the conduct complied with a relevant enactment, licence or code of practice;</li><li>whether it was for a legitimate purpose, such as benefiting the animal or protecting a person, property or another animal;</li><li>whether the suffering was proportionate to that purpose;</li><li>whether the conduct was that of a reasonably competent and humane person.</li></ul>" +
            p(
              "Section 9 is the Act's main innovation. A person responsible for an animal, whether permanently or temporarily, commits an offence by failing to take such steps as are reasonable in all the circumstances to ensure that its needs are met to the extent required by good practice. Those needs, derived from the Five Freedoms developed after the Brambell Report of 1965, are a suitable environment, a suitable diet, the ability to exhibit normal behaviour patterns, housing with or apart from other animals, and protection from pain, suffering, injury and disease. No suffering need have occurred, so inspectors can act before harm is done. Codes of practice issued under s.14 are not themselves binding, but a failure to follow one may be relied on as tending to establish liability.",
              "The Animal Welfare (Sentencing) Act 2021 raised the maximum penalty for the offences in ss.4 to 8, which include unnecessary suffering, mutilation and animal fighting, from six months' to five years' imprisonment. Courts may also order deprivation of the animal (s.33) and disqualification from owning or keeping animals (s.34). Many prosecutions are brought privately by the RSPCA.",
            ),
        },
      },
      {
        title: "Sentience in Law",
        description:
          "What does it add, legally, to declare that animals are sentient? Compare Article 13 TFEU, the French Civil Code and the UK Act of 2022.",
        lesson: {
          title: "Article 13 TFEU and the Animal Welfare (Sentience) Act 2022",
          html: p(
            "Declaring that animals are sentient beings is now common in European law, but the legal effect of such declarations varies widely. The lawyer's question is what duty it imposes, and on whom.",
            "In EU law, a protocol to the Treaty of Amsterdam (1997) recognised animals as sentient beings, and the Treaty of Lisbon moved the principle into the body of the treaties as Article 13 of the Treaty on the Functioning of the European Union (TFEU). Article 13 requires the Union and the Member States, in formulating and implementing a list of Union policies including agriculture, fisheries, the internal market, and research and technological development, to pay full regard to the welfare requirements of animals 'since animals are sentient beings'. The duty is qualified in the same sentence by respect for the legislative or administrative provisions and customs of the Member States relating to religious rites, cultural traditions and regional heritage. The Court of Justice treats Article 13 as an interpretive principle and a legitimate objective that may justify restrictions on other rights, not as a free-standing source of rights for animals.",
            "National civil codes have made similar statements. In 2015 France added article 515-14 to its Civil Code, declaring animals to be 'living beings endowed with sensitivity', while still subjecting them to the law of property except where special laws protect them.",
            "After leaving the EU, the United Kingdom enacted the Animal Welfare (Sentience) Act 2022. It establishes an Animal Sentience Committee, which may report on whether, or to what extent, the government is having or has had all due regard to the ways in which a policy might have an adverse effect on the welfare of animals as sentient beings. The minister must lay a written response before Parliament within three months of each report. For the purposes of the Act, 'animal' includes any vertebrate other than Homo sapiens, any cephalopod mollusc and any decapod crustacean. The invertebrates were added after an independent review led by Jonathan Birch at the London School of Economics concluded in 2021 that there was strong scientific evidence of their sentience.",
            "The Act is procedural. It imposes no duty on individuals, does not amend the 2006 Act, whose offences still protect only vertebrates, and does not oblige ministers to follow the committee's advice. Its force lies in transparency and political accountability.",
          ),
        },
      },
      {
        title: "Animals in Scientific Procedures",
        description:
          "Licensing, harm-benefit analysis and the 3Rs are the core of the Animals (Scientific Procedures) Act 1986 as amended to implement Directive 2010/63/EU.",
        lesson: {
          title: "The three licences and the harm-benefit test",
          html:
            p(
              "The use of animals in science in Great Britain is regulated by the Animals (Scientific Procedures) Act 1986 (ASPA), substantially amended from 1 January 2013 to implement EU Directive 2010/63/EU. ASPA protects living vertebrates other than man and living cephalopods, and certain immature forms, for example mammals, birds and reptiles from the last third of gestation or incubation. It regulates any procedure, applied for an experimental or other scientific or educational purpose, that may cause the animal a level of pain, suffering, distress or lasting harm equivalent to, or higher than, that caused by the introduction of a needle in accordance with good veterinary practice.",
              "Three licences, all granted by the Home Office, must be in place before a regulated procedure may lawfully be carried out:",
            ) +
            "<table><tr><th>Licence</th><th>Holder</th><th>What it authorises</th></tr><tr><td>Establishment licence</td><td>the institution, through a named senior person</td><td>the place where procedures are carried out, subject to standards of care and named persons</td></tr><tr><td>Project licence</td><td>the scientist directing a programme of work</td><td>a programme of specified procedures on specified animals for a permitted purpose, for up to five years</td></tr><tr><td>Personal licence</td><td>each individual who performs procedures</td><td>carrying out procedures within an authorised project, after training</td></tr></table>" +
            p(
              "A project licence may be granted only after a favourable evaluation that includes a harm-benefit analysis, weighing the likely harms to the animals against the expected benefits, and confirmation that the principles of replacement, reduction and refinement are applied. These 3Rs were formulated by William Russell and Rex Burch in <i>The Principles of Humane Experimental Technique</i> (1959): replace animals with other methods where possible, reduce the number used to the minimum consistent with valid results, and refine procedures and husbandry to minimise suffering. Each protocol is assigned a prospective severity of sub-threshold, non-recovery, mild, moderate or severe, and the actual severity experienced by each animal is reported to the Home Office.",
              "Each establishment must appoint named persons, including a Named Veterinary Surgeon and a Named Animal Care and Welfare Officer, and must run an Animal Welfare and Ethical Review Body, which advises staff on the 3Rs and reviews project applications. Non-technical summaries of every approved project are published, a transparency requirement introduced by the Directive.",
            ),
        },
      },
      {
        title: "Welfare at the Time of Killing",
        description:
          "The stunning requirement, its religious exception and a decade of litigation in Luxembourg and Strasbourg are the subject of the final seminar.",
        lesson: {
          title: "Regulation 1099/2009 and religious slaughter",
          html:
            p(
              "Council Regulation (EC) No 1099/2009 on the protection of animals at the time of killing has applied since 1 January 2013 and was retained in Great Britain after Brexit; in England it is enforced through the Welfare of Animals at the Time of Killing (England) Regulations 2015. Its general rule (Article 3) is that animals must be spared any avoidable pain, distress or suffering during their killing and related operations. Article 4(1) requires that animals be killed only after stunning, with loss of consciousness maintained until death, using a method listed in Annex I with its key parameters. For electrical head-only stunning, for instance, the Annex sets minimum currents:",
            ) +
            "<table><tr><th>Species</th><th>Minimum current</th></tr><tr><td>Cattle aged 6 months or more</td><td>1.28 A</td></tr><tr><td>Sheep and goats</td><td>1.00 A</td></tr><tr><td>Pigs</td><td>1.30 A</td></tr><tr><td>Chickens</td><td>240 mA</td></tr></table>" +
            p(
              "Operators must have standard operating procedures (Article 6), staff must hold certificates of competence (Articles 7 and 21), and every slaughterhouse must designate an animal welfare officer (Article 17).",
              "Article 4(4) exempts animals subject to particular methods of slaughter prescribed by religious rites from the stunning requirement, provided that the slaughter takes place in a slaughterhouse. Article 26(2), however, allows Member States to adopt national rules giving more extensive protection in that context. Three judgments of the Court of Justice define the space this leaves. In <i>Liga van Moskeeën</i> (C-426/16, 2018) the Court upheld the condition that slaughter without stunning must take place in an approved slaughterhouse. In <i>Oeuvre d'assistance aux bêtes d'abattoirs</i> (C-497/17, 2019) it held that meat from animals slaughtered without prior stunning may not carry the EU organic logo. In <i>Centraal Israëlitisch Consistorie van België</i> (C-336/19, 2020) it held that Flanders could require reversible stunning, which does not kill the animal, for religious slaughter, balancing freedom of religion under Article 10 of the Charter against animal welfare as recognised in Article 13 TFEU, and deferring to the Member State's margin of discretion. In 2024 the European Court of Human Rights reached a compatible result under Article 9 of the Convention in <i>Executief van de Moslims van België v Belgium</i>, finding no violation.",
            ),
        },
      },
    ],
  },
  {
    slug: "interpreting-clinical-biochemistry-results",
    discipline: "Clinical biochemistry",
    title: "Interpreting Clinical Biochemistry Results",
    description:
      "Laboratory results reach the ward as numbers, and turning them into diagnoses takes physiology, analytical knowledge and arithmetic. This module for clinical scientists and specialty trainees works through blood gas and anion gap interpretation, sodium disorders and osmolality, high-sensitivity cardiac troponin, and therapeutic drug monitoring.",
    level: "advanced",
    duration: "12 weeks (part-time, blended)",
    plantedGap: "therapeutic drug monitoring",
    modules: [
      {
        title: "Acid-Base Disorders Step by Step",
        description:
          "Interpret an arterial blood gas systematically, from the pH through compensation to the anion gap and the delta ratio.",
        lesson: {
          title: "A systematic reading of a metabolic acidosis",
          html:
            p(
              "Acid-base results are best read in a fixed order, because each step depends on the previous one. The Henderson-Hasselbalch equation links the three measured or calculated quantities: pH = 6.1 + log<sub>10</sub>([HCO<sub>3</sub><sup>−</sup>] / (0.23 × <i>P</i>CO<sub>2</sub>)), with bicarbonate in mmol/L and <i>P</i>CO<sub>2</sub> in kPa.",
            ) +
            "<ul><li>Is the patient acidaemic (pH below 7.35) or alkalaemic (above 7.45)?</li><li>Is the primary disturbance respiratory (<i>P</i>CO<sub>2</sub> moving in the opposite direction to pH) or metabolic (bicarbonate moving in the same direction)?</li><li>Is compensation appropriate? For a metabolic acidosis, Winter's formula predicts <i>P</i>CO<sub>2</sub> (mmHg) = 1.5 × [HCO<sub>3</sub><sup>−</sup>] + 8 ± 2.</li><li>What is the anion gap, Na<sup>+</sup> − (Cl<sup>−</sup> + HCO<sub>3</sub><sup>−</sup>), usually about 8 to 12 mmol/L?</li><li>If the gap is raised, does the delta ratio reveal a second disorder?</li></ul>" +
            p(
              "Consider a young man with type 1 diabetes and vomiting: pH 7.18, <i>P</i>CO<sub>2</sub> 2.9 kPa (22 mmHg), bicarbonate 8 mmol/L, sodium 136, chloride 100 and albumin 40 g/L. He is acidaemic, and the low bicarbonate makes the disorder metabolic. Winter's formula predicts a <i>P</i>CO<sub>2</sub> of 1.5 × 8 + 8 = 20 ± 2 mmHg; the measured 22 mmHg lies within that range, so respiratory compensation is appropriate and there is no additional respiratory disorder. The anion gap is 136 − (100 + 8) = 28 mmol/L, clearly raised, pointing to an unmeasured acid, here ketones.",
              "The delta ratio compares the rise in the anion gap with the fall in bicarbonate: (28 − 12) / (24 − 8) = 16/16 = 1.0. A ratio between 1 and 2 is expected in a pure high anion gap acidosis. A ratio below 0.4 suggests a coexisting normal anion gap (hyperchloraemic) acidosis, for example from diarrhoea or from large volumes of 0.9 per cent saline; a ratio above 2 suggests a coexisting metabolic alkalosis, which vomiting could produce.",
              "Albumin is the largest unmeasured anion, so hypoalbuminaemia lowers the gap and can hide a raised one. Add about 2.5 mmol/L to the anion gap for every 10 g/L by which albumin falls below 40 g/L. The causes of a high anion gap acidosis are summarised by the mnemonic GOLDMARK: glycols, oxoproline, L-lactate, D-lactate, methanol, aspirin, renal failure and ketoacidosis.",
            ),
        },
      },
      {
        title: "Sodium and Osmolality",
        description:
          "Is this hyponatraemia real, and what is driving it? Osmolality measurements answer both questions.",
        lesson: {
          title: "Osmolal gap and the investigation of hyponatraemia",
          html: p(
            "Plasma osmolality can be measured directly by freezing-point depression or estimated from the main solutes. A common formula in UK laboratories is calculated osmolality = 2[Na<sup>+</sup>] + [glucose] + [urea], all in mmol/L. The osmolal gap, measured minus calculated, is normally below about 10 mOsm/kg. A larger gap means an unmeasured osmotically active substance. With sodium 140, glucose 5 and urea 5 mmol/L, the calculated value is 290; if the measured value is 325 mOsm/kg, the gap of 35 demands an explanation. Ethanol is the commonest, but if it is absent, methanol or ethylene glycol poisoning must be considered urgently. As these alcohols are metabolised to toxic acids the osmolal gap falls while the anion gap rises, so a normal osmolal gap late in the course does not exclude poisoning.",
            "Hyponatraemia, a sodium below 135 mmol/L, is the commonest electrolyte disorder in hospital patients. The European guideline of 2014 grades it as mild (130-135), moderate (125-129) or profound (below 125 mmol/L). Investigation begins by confirming that the hyponatraemia is hypotonic. Severe hyperglycaemia draws water out of cells and dilutes sodium while osmolality remains high. Marked hypertriglyceridaemia or paraproteinaemia can produce pseudohyponatraemia on analysers that dilute the sample before measurement (indirect ion-selective electrodes); a blood gas analyser, which uses a direct electrode on undiluted plasma, gives the true value.",
            "In true hypotonic hyponatraemia, urine osmolality below 100 mOsm/kg indicates appropriately suppressed antidiuretic hormone, as in primary polydipsia or very low solute intake. Above 100, urine sodium separates the remaining causes: below 30 mmol/L suggests reduced effective arterial blood volume, as in heart failure, cirrhosis or dehydration; above 30 mmol/L suggests diuretics, adrenal insufficiency or the syndrome of inappropriate antidiuresis (SIAD). SIAD, first described by Schwartz and Bartter, is diagnosed only in a clinically euvolaemic patient with normal thyroid and adrenal function and no recent diuretic use.",
            "Correction must be controlled. Raising sodium by more than 10 mmol/L in the first 24 hours, or 8 mmol/L in patients at high risk such as those with alcohol dependence or malnutrition, risks osmotic demyelination syndrome. Results should therefore be repeated frequently, and a rapid rise reported to the clinical team at once.",
          ),
        },
      },
      {
        title: "High-Sensitivity Troponin",
        description:
          "Apply the Fourth Universal Definition and the ESC 0/1-hour algorithm to troponin results, and recognise the causes of a raised value that is not an infarct.",
        lesson: {
          title: "From the 99th percentile to rapid rule-out",
          html:
            p(
              "Cardiac troponins I and T are structural proteins of cardiomyocytes, and their appearance in blood is the biochemical marker of myocardial injury. High-sensitivity assays are defined by two analytical criteria: a coefficient of variation of 10 per cent or less at the 99th percentile upper reference limit (URL) of a healthy population, and measurable concentrations in at least half of healthy individuals. For the Roche Elecsys hs-cTnT assay the 99th percentile is 14 ng/L; for some troponin I assays sex-specific limits are recommended.",
              "The Fourth Universal Definition of Myocardial Infarction (2018) separates injury from infarction. Myocardial injury is any troponin above the 99th percentile URL; it is acute if the values rise or fall. Myocardial infarction is acute injury with clinical evidence of ischaemia, such as symptoms, new ischaemic ECG changes, new regional wall motion abnormality or an intracoronary thrombus. Type 1 infarction results from atherothrombotic plaque disruption; type 2 from an imbalance between oxygen supply and demand, for example in tachyarrhythmia, anaemia or hypotension.",
              "The European Society of Cardiology's 0/1-hour algorithm uses assay-specific cut-offs. For hs-cTnT they are:",
            ) +
            "<table><tr><th>Result</th><th>Rule-out</th><th>Observe</th><th>Rule-in</th></tr><tr><td>0 h value</td><td>below 5 ng/L (symptoms over 3 h), or below 12 ng/L with a 1-hour change below 3 ng/L</td><td>neither rule-out nor rule-in</td><td>52 ng/L or more</td></tr><tr><td>1-hour change</td><td>below 3 ng/L</td><td>between the two</td><td>5 ng/L or more</td></tr></table>" +
            p(
              "Thus a patient with four hours of chest pain and values of 8 then 9 ng/L is ruled out; one with 30 then 38 ng/L, a change of 8, is ruled in; and one with 20 then 22 ng/L falls in the observe zone and needs a further sample at three hours and clinical assessment.",
              "Many conditions raise troponin without a coronary event: chronic kidney disease, heart failure, pulmonary embolism, myocarditis, sepsis, takotsubo syndrome and strenuous exercise. A stable raised value, such as 40 and 41 ng/L in a patient on haemodialysis, indicates chronic injury. The laboratory should also consider analytical causes, including macrotroponin complexes, heterophile antibodies and, for some immunoassays, high-dose biotin supplements.",
            ),
        },
      },
    ],
  },
  {
    slug: "network-security-monitoring-in-practice",
    discipline: "Network security monitoring",
    title: "Network Security Monitoring in Practice",
    description:
      "Prevention eventually fails, so defenders must be able to see what crosses their networks and reconstruct what happened. The module covers NSM data types and sensor placement, writing and tuning Suricata signatures, hunting for command-and-control beaconing in Zeek logs, and TLS client fingerprinting with JA3.",
    level: "advanced",
    duration: "10 weeks (lab-based)",
    plantedGap: "JA3",
    modules: [
      {
        title: "Data Types and Sensor Placement",
        description:
          "Decide what to collect, where to put the sensor, and how much disk the collection will consume before you buy any hardware.",
        lesson: {
          title: "What an NSM sensor records, and where it sits",
          html:
            p(
              "Richard Bejtlich, whose books shaped the field, defines network security monitoring (NSM) as the collection, analysis and escalation of indications and warnings to detect and respond to intrusions. Its premise is that some attacks will succeed, so an organisation needs records of network activity that let analysts detect intruders and reconstruct their actions. Different forms of data answer different questions at very different storage costs:",
            ) +
            "<table><tr><th>Data type</th><th>Content</th><th>Typical tool</th></tr><tr><td>Full content</td><td>every packet, headers and payload</td><td>tcpdump, Stenographer, Arkime</td></tr><tr><td>Extracted content</td><td>files and objects carved from sessions</td><td>Zeek file analysis</td></tr><tr><td>Session (flow) data</td><td>who talked to whom, when, for how long, how many bytes</td><td>Zeek conn.log, NetFlow, IPFIX</td></tr><tr><td>Transaction data</td><td>application-level requests and replies, such as DNS queries and HTTP requests</td><td>Zeek dns.log, http.log</td></tr><tr><td>Alert data</td><td>matches against signatures or anomaly rules</td><td>Suricata, Snort</td></tr></table>" +
            p(
              "Storage planning starts from link utilisation. A 1 Gbit/s internet link averaging 30 per cent utilisation carries 0.3 Gbit/s, or 37.5 MB/s. Over a day that is 37.5 × 86,400 ≈ 3.2 TB of full content, so keeping 14 days requires about 45 TB before indexing overhead. Session and transaction logs for the same traffic typically occupy only a small percentage of that volume and can be kept for a year or more. Most teams therefore retain full content briefly and logs for a long time.",
              "A sensor must see the traffic that matters, and see it with the addresses that identify hosts. Place it inside the perimeter firewall, after network address translation, so that internal addresses are visible; add sensors on important internal segments to observe lateral, east-west movement. Traffic reaches the sensor either from a network TAP, a passive device that copies every frame on a link, or from a SPAN (mirror) port on a switch. SPAN ports are convenient but can drop packets when the switch is busy and may discard malformed frames, whereas a TAP copies everything. Whichever is used, verify it: compare the packet counts the sensor sees with the interface counters on the switch, and monitor the capture drop rate continuously.",
            ),
        },
      },
      {
        title: "Writing and Tuning Suricata Rules",
        description:
          "Write a signature, test it against captured traffic, and tune it until analysts trust its alerts.",
        lesson: {
          title: "Anatomy of a rule",
          html:
            p(
              "Suricata is an open-source intrusion detection engine maintained by the Open Information Security Foundation. Its rules, which are largely compatible with Snort's, consist of an action, a header describing the traffic, and a list of options in parentheses. The following rule detects an HTTP check-in by a hypothetical malware loader:",
            ) +
            '<pre><code>alert http $HOME_NET any -> $EXTERNAL_NET any (msg:"LOCAL Loader check-in to gate.php"; flow:established,to_server; http.method; content:"POST"; http.uri; content:"/gate.php"; endswith; http.user_agent; content:"Mozilla/4.0"; startswith; classtype:trojan-activity; sid:1000001; rev:1;)</code></pre>' +
            p(
              "The header says: raise an alert for HTTP traffic from any port in the protected network to any port outside it. The <code>flow</code> option limits matching to established sessions in the client-to-server direction. Keywords such as <code>http.method</code>, <code>http.uri</code> and <code>http.user_agent</code> are sticky buffers: each directs the <code>content</code> matches that follow it to one parsed field of the request, which is both more precise and faster than searching the raw packet. <code>endswith</code> and <code>startswith</code> anchor the match. Every rule needs a unique signature identifier; the range 1,000,000 to 1,999,999 is reserved for local rules, and <code>rev</code> is incremented at each change.",
              "Test before deploying. Run Suricata offline against a capture containing the behaviour, for instance <code>suricata -r sample.pcap -S local.rules -l out/</code>, and confirm the alert appears in the output log. Then run the same rule against a day of normal traffic to measure false positives. Performance matters too: Suricata selects one content match as the fast pattern for its multi-pattern matcher, and a rule whose fast pattern is a common string such as 'POST' will be evaluated against huge numbers of packets. The <code>fast_pattern</code> keyword can direct the engine to a rarer string.",
              "Tuning reduces noise without hiding attacks. A threshold option such as <code>threshold: type limit, track by_src, count 1, seconds 3600;</code> reports a noisy rule once per source per hour. Suppression entries silence a rule for known benign hosts. Record the reason for every suppression, and review the list regularly, because yesterday's harmless host is an attractive place for an intruder to hide.",
            ),
        },
      },
      {
        title: "Hunting for Beacons in Zeek Logs",
        description:
          "Implants call home at regular intervals; learn to find that regularity statistically in connection logs and to weed out benign look-alikes.",
        lesson: {
          title: "Intervals, jitter and the coefficient of variation",
          html: p(
            "Most remote-access implants do not hold a connection open to their controller. They sleep, wake, connect to check for instructions, and sleep again. The resulting pattern, called beaconing, is regular in a way that human activity is not, and Zeek's connection log makes it measurable. Each line of conn.log records a connection's start time (ts), originator and responder addresses and ports (id.orig_h, id.orig_p, id.resp_h, id.resp_p), protocol, duration, bytes in each direction and final state. The <code>zeek-cut</code> utility extracts the needed columns, for example <code>zeek-cut ts id.orig_h id.resp_h id.resp_p orig_bytes &lt; conn.log</code>.",
            "The hunt groups connections by internal host, external host and port, sorts each group by time, and computes the intervals between successive connections. A true beacon shows intervals tightly clustered around the sleep time. A convenient measure is the coefficient of variation (CV), the standard deviation of the intervals divided by their mean. Suppose host 10.1.4.22 made 1,438 connections in 24 hours to 203.0.113.50 on port 443, with a mean interval of 60.1 s and a standard deviation of 3.2 s: the CV is 3.2/60.1 ≈ 0.05. Ordinary browsing to a website produces bursts separated by long gaps and a CV well above 1.",
            "Attackers add jitter to blur the pattern. In Cobalt Strike, a sleep of 60 s with 20 per cent jitter shortens each sleep by a random amount up to 20 per cent, so intervals spread between 48 and 60 s. For a uniform spread the standard deviation is 12/√12 ≈ 3.5 s around a mean of 54 s, a CV of about 0.06, still conspicuously regular. Robust statistics such as the median absolute deviation resist the occasional missed check-in, and consistent payload sizes in orig_bytes add further evidence. The open-source tool RITA, from Active Countermeasures, combines such measures into a beacon score.",
            "Many benign programs beacon too: software update checks, time synchronisation, antivirus telemetry and monitoring agents. Build an allowlist of known services, and for each remaining candidate pivot to other logs: the server name in ssl.log, the certificate in x509.log, DNS history for the address, and, if it is still retained, the full packet capture of one session.",
          ),
        },
      },
    ],
  },
  {
    slug: "wave-energy-resource-devices-and-yield",
    discipline: "Wave energy",
    title: "Wave Energy: Resource, Devices and Yield",
    description:
      "Ocean waves off exposed Atlantic coasts carry tens of kilowatts through every metre of crest, yet turning that flux into affordable electricity has defeated many devices. The module treats the wave resource through linear wave theory, the hydrodynamics of the main converter types, power matrices and annual energy yield, and the mooring of devices that must survive extreme seas.",
    level: "advanced",
    duration: "one semester (10 ECTS)",
    plantedGap: "mooring",
    modules: [
      {
        title: "The Wave Resource",
        description:
          "Starting from the dispersion relation, we derive the energy flux of regular and irregular seas and apply it to real sites.",
        lesson: {
          title: "Dispersion, group velocity and power per metre of crest",
          html:
            p(
              "Linear (Airy) wave theory describes small-amplitude waves on water of depth <i>h</i> by the dispersion relation ω² = <i>gk</i> tanh(<i>kh</i>), where ω = 2π/<i>T</i> is the angular frequency and <i>k</i> = 2π/<i>L</i> the wavenumber. In deep water, conventionally where <i>h</i> exceeds half a wavelength, tanh(<i>kh</i>) ≈ 1 and the relation simplifies: the wavelength is <i>L</i> = <i>gT</i>²/2π ≈ 1.56<i>T</i>² metres and the phase speed <i>c</i> = <i>gT</i>/2π ≈ 1.56<i>T</i> m/s. Energy, however, travels at the group velocity, which in deep water is exactly half the phase speed.",
            ) +
            "<table><tr><th>Period <i>T</i></th><th>Wavelength <i>L</i></th><th>Phase speed <i>c</i></th><th>Group velocity <i>c</i><sub>g</sub></th></tr><tr><td>6 s</td><td>56 m</td><td>9.4 m/s</td><td>4.7 m/s</td></tr><tr><td>10 s</td><td>156 m</td><td>15.6 m/s</td><td>7.8 m/s</td></tr><tr><td>14 s</td><td>306 m</td><td>21.9 m/s</td><td>10.9 m/s</td></tr></table>" +
            p(
              "A regular wave of height <i>H</i> holds an energy per square metre of sea surface of <i>E</i> = ρ<i>gH</i>²/8, and the power transmitted per metre of crest is <i>P</i> = <i>Ec</i><sub>g</sub>. For a 2 m, 10 s wave in sea water (ρ = 1,025 kg/m³), <i>E</i> = 1,025 × 9.81 × 4/8 ≈ 5,030 J/m² and <i>P</i> ≈ 5,030 × 7.8 ≈ 39 kW/m.",
              "Real seas are irregular and are described by a spectrum, summarised by two parameters: the significant wave height <i>H</i><sub>s</sub>, defined as four times the square root of the zeroth spectral moment, and the energy period <i>T</i><sub>e</sub>, the ratio of the minus-first to the zeroth moment. In deep water the power per metre of crest is then <i>P</i> = ρ<i>g</i>²<i>H</i><sub>s</sub>²<i>T</i><sub>e</sub>/(64π) ≈ 0.49 <i>H</i><sub>s</sub>²<i>T</i><sub>e</sub> kW/m, with <i>H</i><sub>s</sub> in metres and <i>T</i><sub>e</sub> in seconds. A sea state with <i>H</i><sub>s</sub> = 3 m and <i>T</i><sub>e</sub> = 9 s carries about 0.49 × 9 × 9 ≈ 40 kW/m; a winter storm with <i>H</i><sub>s</sub> = 8 m and <i>T</i><sub>e</sub> = 13 s carries about 400 kW/m.",
              "Annual mean resources of roughly 40 to 70 kW/m are found off the exposed western coasts of Ireland, Scotland and Portugal. Resource assessment therefore relies on long records of sea states summarised as scatter diagrams of <i>H</i><sub>s</sub> against <i>T</i><sub>e</sub>; the international technical specification IEC TS 62600-101 sets out how such assessments should be made.",
            ),
        },
      },
      {
        title: "How Converters Absorb Power",
        description:
          "Compare the main families of converter and the hydrodynamic limits on how much power a body of given size can absorb.",
        lesson: {
          title: "Device types, capture width and resonance",
          html:
            p("Hundreds of wave energy converters have been proposed, but most fall into a few families:") +
            "<ul><li>Oscillating water columns, in which waves drive air in and out of a chamber through a turbine, such as the LIMPET plant on Islay (2000) and the breakwater plant at Mutriku in Spain (2011).</li><li>Point absorbers, buoys small compared with the wavelength that move mainly in heave, such as CorPower Ocean's devices.</li><li>Attenuators, long articulated structures aligned with the wave direction, of which the Pelamis machine was the best-known example.</li><li>Oscillating wave surge converters, flaps hinged near the seabed in shallow water, such as Aquamarine Power's Oyster.</li><li>Overtopping devices, which collect water above sea level in a reservoir and release it through low-head turbines.</li></ul>" +
            p(
              "A device's performance is measured by its capture width, the absorbed power divided by the incident power per metre of crest. Theory sets upper limits. Falnes, Budal and Evans showed in the 1970s that an axisymmetric body oscillating in heave can absorb at most the power incident on a crest width of <i>L</i>/2π, and a body moving in surge or pitch at most <i>L</i>/π. In a 10 kW/m swell of period 8 s (<i>L</i> ≈ 100 m), a heaving buoy could therefore absorb at most about 16 m × 10 kW/m = 160 kW, whatever its diameter, provided its motion is optimally controlled.",
              "Reaching that limit requires the body to oscillate in resonance with the waves. The natural period in heave is <i>T</i><sub>n</sub> = 2π√((<i>m</i> + <i>a</i>)/(ρ<i>gA</i><sub>w</sub>)), where <i>m</i> is the mass, <i>a</i> the added mass and <i>A</i><sub>w</sub> the waterplane area. For a buoy 10 m in diameter (<i>A</i><sub>w</sub> ≈ 78.5 m²), the hydrostatic stiffness is 1,025 × 9.81 × 78.5 ≈ 790 kN/m; with a combined mass and added mass of 600 t, <i>T</i><sub>n</sub> = 2π√(600,000/790,000) ≈ 5.5 s, much shorter than typical ocean wave periods of 8 to 12 s. Designers respond with control strategies such as latching, in which the buoy is held at the end of each stroke and released so that its motion falls into phase with the wave force, or reactive control, in which the power take-off briefly returns energy to the body.",
            ),
        },
      },
      {
        title: "From Power Matrix to Cost of Energy",
        description:
          "Combine a device's power matrix with a site's scatter diagram to estimate annual yield, capacity factor and levelised cost.",
        lesson: {
          title: "Annual energy production and LCOE",
          html:
            p(
              "A converter's performance is reported as a power matrix: its mean electrical output in each sea state, tabulated by significant wave height and energy period. IEC TS 62600-100 specifies how the matrix is to be measured at sea. A site is described by a scatter diagram giving the hours per year spent in each sea state. Multiplying the two cell by cell and summing gives the annual energy production (AEP). A simplified example with four sea states for a device rated at 600 kW:",
            ) +
            "<table><tr><th><i>H</i><sub>s</sub> / <i>T</i><sub>e</sub></th><th>Hours per year</th><th>Mean output</th><th>Energy</th></tr><tr><td>1 m / 7 s</td><td>1,600</td><td>50 kW</td><td>80 MWh</td></tr><tr><td>2 m / 8 s</td><td>3,500</td><td>200 kW</td><td>700 MWh</td></tr><tr><td>3 m / 9 s</td><td>2,000</td><td>450 kW</td><td>900 MWh</td></tr><tr><td>4 m / 10 s</td><td>900</td><td>600 kW</td><td>540 MWh</td></tr><tr><td>other states</td><td>760</td><td>0</td><td>0</td></tr></table>" +
            p(
              "The gross yield is 2,220 MWh. Multiplying by an availability of 90 per cent, the fraction of time the device is able to operate, gives a net AEP of about 2,000 MWh. The capacity factor is this net yield divided by what the device would produce at rated power all year: 2,000 / (0.6 × 8,760) ≈ 38 per cent.",
              "The levelised cost of energy (LCOE) spreads the capital cost over the project life using a capital recovery factor, CRF = <i>r</i>(1 + <i>r</i>)<sup><i>n</i></sup>/((1 + <i>r</i>)<sup><i>n</i></sup> − 1). For a discount rate of 8 per cent over 20 years, CRF ≈ 0.102. If the installed device costs £6 million and operation and maintenance £250,000 a year, the annual cost is 6,000,000 × 0.102 + 250,000 ≈ £862,000, and the LCOE is £862,000 / 2,000 MWh ≈ £430 per MWh. That is several times the price achieved by offshore wind, which explains the industry's focus on raising availability, which increases the denominator, and on reducing capital cost through series production and arrays, which share cables and installation vessels. A sensitivity analysis quickly shows which lever matters most: raising availability from 90 to 95 per cent lowers the LCOE by about 5 per cent, while cutting capital cost by a quarter lowers it by about 18 per cent.",
            ),
        },
      },
    ],
  },
];
