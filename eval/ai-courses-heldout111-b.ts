/** One-hundred-and-eleventh held-out evaluation courses, intermediate level; see ai-courses-heldout111.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT111_B: EvalCourse[] = [
  {
    slug: "mineral-processing-comminution-classification-and-flotation",
    discipline: "Mineral processing",
    title: "Mineral Processing: Comminution, Classification and Flotation",
    description:
      "Most ore leaves the mine with only a few per cent, or even a few grams per tonne, of valuable mineral locked inside waste rock. Following the concentrator flowsheet, the course works through crushing and grinding energy, hydrocyclone classification, froth flotation and metallurgical accounting, and ends with the dewatering of concentrates for shipment.",
    level: "intermediate",
    duration: "one semester (two lectures a week and five laboratory practicals)",
    plantedGap: "dewatering",
    modules: [
      {
        title: "Comminution and the Bond Work Index",
        description:
          "Why ore is crushed and ground to liberation size, and how Bond’s equation is used to estimate grinding energy and mill power.",
        lesson: {
          title: "Breaking rock to liberate minerals",
          html: p(
            "A mineral can only be separated from its gangue once the two are physically apart. In a porphyry copper ore, chalcopyrite grains may be 50 to 150 µm across, so the ore must be reduced from run-of-mine lumps up to a metre in size to a product in which most valuable grains are liberated, typically with 80 per cent passing 100 to 200 µm for rougher flotation. Grinding coarser than the liberation size loses recovery; grinding finer wastes energy and produces slimes that float poorly.",
            "Size reduction happens in stages. Primary gyratory or jaw crushers reduce rock to about 150 to 250 mm; secondary and tertiary cone crushers, or high-pressure grinding rolls, take it down to around 10 mm; tumbling mills do the rest. Many modern plants replace the crushing stages after the primary crusher with a semi-autogenous grinding (SAG) mill, in which the ore itself and a small ball charge do the breaking, followed by ball mills. Comminution is the largest energy user in a concentrator, often around half of its power, and is strikingly inefficient: only a few per cent of the energy becomes new surface.",
            "The standard design tool is Bond’s equation (1952):",
            "W = 10 Wi (1/√P80 − 1/√F80)",
            "where W is the specific energy in kWh per tonne, Wi the work index in kWh/t, and F80 and P80 the sizes in micrometres through which 80 per cent of the feed and product pass. Wi is measured in the laboratory with the Bond ball mill grindability test and is usually between 10 and 20 kWh/t for ores.",
            "Worked example: a ball mill circuit takes feed with F80 = 2,000 µm and grinds to P80 = 75 µm on an ore with Wi = 14 kWh/t. Then 1/√75 = 0.1155 and 1/√2000 = 0.0224, so W = 10 × 14 × (0.1155 − 0.0224) = 140 × 0.0931 ≈ 13.0 kWh/t. At 500 tonnes per hour the circuit needs about 6.5 MW at the mill pinion, before correction factors for circuit type, feed size and fineness, such as those published by Rowland, are applied. The inverse square-root form means that each halving of product size costs disproportionately more energy, which is why the target grind is argued over so hard at the design stage.",
          ),
        },
      },
      {
        title: "Hydrocyclones and Closed-circuit Grinding",
        description:
          "How hydrocyclones classify particles by size, what a partition curve shows, and how to calculate circulating load from size analyses.",
        lesson: {
          title: "Classification and circulating load",
          html: p(
            "A ball mill run in open circuit would overgrind the fine particles while waiting for the coarse ones to break. Almost all grinding mills therefore run in closed circuit with a classifier that sends finished material forward and returns oversize to the mill. In modern plants the classifier is a cluster of hydrocyclones.",
            "Slurry enters a hydrocyclone tangentially under pressure, typically 50 to 150 kPa, and spins in a vortex. Coarse and dense particles are thrown to the wall and spiral down to the apex, leaving as underflow; fine, light particles and most of the water are carried up the central air core and out through the vortex finder as overflow.",
            "Performance is described by the partition (Tromp) curve: the fraction of each size class reporting to underflow. The cut size, d50, is the size with an equal chance of going either way. Because some water, and the fines suspended in it, reports to underflow without being classified at all, the curve does not fall to zero at fine sizes; removing this bypass gives the corrected cut size, d50c. Particle density matters too: galena (specific gravity about 7.5) reports to underflow at a much finer size than quartz (2.65), so dense valuable minerals tend to be overground.",
            "The circulating load is the mass of underflow returned to the mill divided by the mass of new feed, which at steady state equals the cyclone overflow. It can be found from any component measured in the three cyclone streams. Writing F = U + O and F·f = U·u + O·o, where f, u and o are the fractions of one size class in feed, underflow and overflow, gives U/O = (f − o)/(u − f).",
            "Worked example: size analyses show 40 per cent +150 µm in the cyclone feed, 55 per cent in the underflow and 8 per cent in the overflow. Then U/O = (40 − 8)/(55 − 40) = 32/15 = 2.13, a circulating load of about 213 per cent, within the usual range of 200 to 400 per cent for ball mill circuits. Different size classes give slightly different answers, so plants reconcile them with a least-squares mass balance. Operators adjust performance through feed density, cyclone pressure, and apex and vortex finder diameters; a rope-shaped underflow discharge means the apex is overloaded.",
          ),
        },
      },
      {
        title: "Froth Flotation and Metallurgical Accounting",
        description:
          "The surface chemistry of flotation, how rougher, scavenger and cleaner banks are arranged, and how grade and recovery are calculated from assays.",
        lesson: {
          title: "Floating the valuable minerals",
          html:
            p(
              "Froth flotation separates minerals by exploiting differences in surface wettability. Air is dispersed as fine bubbles through a mineral slurry; particles whose surfaces are hydrophobic attach to the bubbles, rise, and are scraped or overflow from the froth as a concentrate, while hydrophilic gangue stays in the pulp. Few minerals are naturally hydrophobic, so reagents create the difference:",
            ) +
            "<ul><li>Collectors, such as sodium isopropyl xanthate for sulphide minerals, adsorb on the target mineral through their polar sulphur group and present a hydrocarbon tail to the water.</li><li>Frothers, such as methyl isobutyl carbinol (MIBC) or polyglycols, stabilise small bubbles and a froth that drains without collapsing.</li><li>Modifiers set pH and depress unwanted minerals: in copper flotation, lime is added to a pH of about 10 to 11 to depress pyrite.</li></ul>" +
            p(
              "Flotation works best for particles of roughly 10 to 150 µm; very fine particles collide with bubbles too rarely, and coarse ones detach. Cells are arranged in banks. Rougher cells make a first, low-grade concentrate; scavenger cells recover what the roughers missed; the rougher concentrate is often reground and upgraded in one or more cleaner stages, with cleaner and scavenger products recycled. There is always a trade-off between grade and recovery: pulling more froth raises recovery but dilutes the concentrate.",
              "Metallurgical accounting rests on the two-product formula. With feed, concentrate and tailings assays f, c and t, the mass of concentrate as a fraction of feed is C/F = (f − t)/(c − t), and the recovery of the metal is R = c(f − t) / [f(c − t)].",
              "Worked example: a copper circuit assays f = 0.8 per cent Cu, c = 25 per cent and t = 0.1 per cent. The mass pull is (0.8 − 0.1)/(25 − 0.1) = 0.7/24.9 = 2.8 per cent of the feed, and the recovery is 25 × 0.7 / (0.8 × 24.9) = 17.5/19.92 = 87.9 per cent. The enrichment ratio is 25/0.8, about 31. Because small assay errors in t have a large effect, daily figures are checked against monthly reconciliation with the smelter’s receipts.",
            ),
        },
      },
    ],
  },
  {
    slug: "advanced-resuscitation-for-healthcare-practitioners",
    discipline: "Resuscitation",
    title: "Advanced Resuscitation for Healthcare Practitioners",
    description:
      "Written for nurses, paramedics and junior doctors who already hold basic life support certification, the course moves from early recognition of deterioration with NEWS2 through the advanced life support algorithm to the 4 Hs and 4 Ts and care after return of spontaneous circulation, with a final session on paediatric life support.",
    level: "intermediate",
    duration: "five weeks (a weekly lecture followed by simulation and skills stations)",
    plantedGap: "paediatric life support",
    modules: [
      {
        title: "Recognising the Deteriorating Patient",
        description:
          "Structured ABCDE assessment, and calculating and acting on a National Early Warning Score 2 (NEWS2).",
        lesson: {
          title: "NEWS2 and the ABCDE approach",
          html:
            p(
              "Most in-hospital cardiac arrests are preceded by hours of abnormal physiology that went unrecognised or unanswered. Preventing arrest is therefore the first part of resuscitation. The ABCDE approach (Airway, Breathing, Circulation, Disability, Exposure) assesses and treats problems in order of threat to life, reassessing after every intervention, while the Royal College of Physicians’ National Early Warning Score 2 (NEWS2, 2017) turns routine observations into a number that triggers a graded response.",
              "NEWS2 scores seven parameters, each from 0 to 3, and sums them:",
            ) +
            "<table><thead><tr><th>Parameter</th><th>Scores 3 at</th><th>Scores 0 at</th></tr></thead><tbody><tr><td>Respiration rate (per minute)</td><td>8 or less, or 25 or more</td><td>12 to 20</td></tr><tr><td>SpO₂, scale 1 (%)</td><td>91 or less</td><td>96 or more</td></tr><tr><td>Supplemental oxygen</td><td>(scores 2 if on oxygen)</td><td>On air</td></tr><tr><td>Systolic blood pressure (mmHg)</td><td>90 or less, or 220 or more</td><td>111 to 219</td></tr><tr><td>Pulse (per minute)</td><td>40 or less, or 131 or more</td><td>51 to 90</td></tr><tr><td>Consciousness</td><td>New confusion, or responds to voice or pain, or unresponsive</td><td>Alert</td></tr><tr><td>Temperature (°C)</td><td>35.0 or less</td><td>36.1 to 38.0</td></tr></tbody></table>" +
            p(
              "SpO₂ scale 2, with a target of 88 to 92 per cent, is used only for patients with confirmed hypercapnic respiratory failure, such as some people with COPD.",
              "Worked example: a post-operative patient has a respiration rate of 24 (2 points), SpO₂ 93 per cent on air (2, plus 0 for air), systolic pressure 98 mmHg (2), pulse 115 (2), is alert (0) and has a temperature of 38.4 °C (1). The total is 9.",
              "Responses are graded. A total of 1 to 4 prompts assessment by a registered nurse; a score of 3 in any single parameter requires urgent review by a ward-based doctor; 5 or 6 is a key threshold for urgent response by a clinician competent in acute illness; 7 or more triggers an emergency response, usually including the critical care outreach team. The patient above needs emergency assessment for likely sepsis. The score supports but never replaces clinical judgement: a patient who looks unwell with a low score still needs escalating.",
            ),
        },
      },
      {
        title: "The Advanced Life Support Algorithm",
        description:
          "Managing shockable and non-shockable cardiac arrest rhythms according to the Resuscitation Council UK 2021 guidelines.",
        lesson: {
          title: "Shockable and non-shockable pathways",
          html: p(
            "Cardiac arrest is confirmed when a patient is unresponsive and not breathing normally; occasional gasping (agonal breathing) is common in the first minutes and must not be mistaken for breathing. Call the resuscitation team and start chest compressions at once, at 100 to 120 per minute and a depth of 5 to 6 cm, allowing full recoil, with 30 compressions to 2 ventilations. Attach a defibrillator as soon as it arrives and keep interruptions to compressions as short as possible: charging the defibrillator during compressions and delivering the shock within about 5 seconds of stopping improves the chance of success.",
            "Rhythm analysis divides arrests into two pathways. In the shockable pathway, ventricular fibrillation or pulseless ventricular tachycardia, give one shock (at least 150 J biphasic for the first shock) and immediately resume CPR for 2 minutes without pausing to check for a pulse, because even a successful shock is usually followed by a period of poor cardiac output. After the third shock, give adrenaline 1 mg intravenously or intraosseously and amiodarone 300 mg; repeat adrenaline every 3 to 5 minutes (in practice every other 2-minute cycle), and give a further 150 mg of amiodarone after the fifth shock. If a monitored patient develops ventricular fibrillation in a catheter laboratory or similar setting, up to three quick successive shocks may be given before compressions start.",
            "In the non-shockable pathway, pulseless electrical activity or asystole, give adrenaline 1 mg as soon as intravenous or intraosseous access is obtained, then every 3 to 5 minutes, and concentrate on finding a reversible cause. Check the rhythm every 2 minutes in both pathways, and switch pathways as the rhythm changes.",
            "Airway management is stepwise: start with bag-mask ventilation and simple adjuncts, and move to a supraglottic airway or tracheal intubation only if the rescuer is skilled, without prolonged interruptions to compressions. Once an advanced airway is in place, compressions continue without pause and ventilations are given at about 10 per minute. Waveform capnography confirms tube placement, monitors the quality of CPR, and can give an early sign of return of spontaneous circulation (ROSC) through a sudden rise in end-tidal carbon dioxide. Mechanical compression devices are reasonable when high-quality manual CPR is impractical, for example during transfer or coronary intervention.",
          ),
        },
      },
      {
        title: "Reversible Causes and Post-resuscitation Care",
        description:
          "Finding and treating the 4 Hs and 4 Ts, and stabilising the patient in the hours after return of spontaneous circulation.",
        lesson: {
          title: "Causes to treat, and the first hours after ROSC",
          html:
            p(
              "Defibrillation and drugs buy time; survival often depends on finding the cause. The Resuscitation Council UK groups potentially reversible causes as the 4 Hs and 4 Ts:",
            ) +
            "<ul><li>Hypoxia: ensure effective ventilation with high-concentration oxygen.</li><li>Hypovolaemia: control haemorrhage and restore volume with fluids or blood.</li><li>Hypo- or hyperkalaemia and other metabolic disorders: for example, calcium chloride and insulin with glucose for hyperkalaemia.</li><li>Hypothermia or hyperthermia: rewarming, if necessary with extracorporeal circulation, or active cooling.</li><li>Thrombosis, coronary or pulmonary: consider emergency coronary intervention; for suspected pulmonary embolism, give thrombolysis and continue CPR for 60 to 90 minutes afterwards.</li><li>Tension pneumothorax: decompress with thoracostomy or a needle.</li><li>Tamponade (cardiac): pericardiocentesis or resuscitative thoracotomy.</li><li>Toxins: specific antidotes and supportive care.</li></ul>" +
            p(
              "Point-of-care ultrasound, used by a skilled operator during rhythm checks, can help identify tamponade, pneumothorax or a dilated right ventricle, but must not lengthen pauses in compressions.",
              "After ROSC, the patient enters the post-cardiac arrest syndrome of brain injury, myocardial dysfunction and a systemic ischaemia–reperfusion response. Care follows the same ABCDE structure. Titrate oxygen to an SpO₂ of 94 to 98 per cent, since both hypoxia and hyperoxia are harmful; ventilate to normocapnia, a PaCO₂ of 4.5 to 6.0 kPa; record a 12-lead ECG at once and arrange emergency coronary angiography if it shows ST elevation. Aim for a mean arterial pressure above 65 mmHg and a urine output above 0.5 ml/kg per hour, avoid hypoglycaemia, and treat seizures.",
              "Current European guidance is to prevent fever, defined as a temperature above 37.7 °C, for at least 72 hours in patients who remain comatose. Predicting outcome should wait at least 72 hours and use several modalities together: clinical examination, somatosensory evoked potentials, EEG, neuron-specific enolase and brain imaging. Decisions made too early, on a single test, risk withdrawing care from patients who would have recovered.",
            ),
        },
      },
    ],
  },
  {
    slug: "market-research-methods-for-business-decisions",
    discipline: "Market research",
    title: "Market Research Methods for Business Decisions",
    description:
      "Briefs, samples and questionnaires; focus groups and depth interviews; segmentation, conjoint analysis and brand tracking. The commercial researcher’s toolkit is taught through live briefs from consumer goods and service companies, with an emphasis on turning findings into decisions.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one workshop a week)",
    plantedGap: "conjoint analysis",
    modules: [
      {
        title: "From Business Problem to Research Design",
        description:
          "Writing a brief, choosing a sample and sample size, and designing a questionnaire that respondents can answer accurately.",
        lesson: {
          title: "The brief, the sample and the questionnaire",
          html: p(
            "Good research begins with the decision it is meant to inform. A useful brief states the business background, the decision to be taken, the information needed to take it, the target population, the timing and budget, and ideally an action standard agreed in advance: for example, ‘launch if at least 30 per cent of category buyers say they definitely or probably would buy’. Agreeing the standard first stops a disappointing result being explained away afterwards. Before commissioning new fieldwork, check what secondary sources, such as sales data, loyalty-card data or published reports, already answer.",
            "Most commercial surveys now use online access panels with quota sampling: the agency sets quotas on age, gender, region and perhaps product use so the achieved sample matches the population, then weights for remaining imbalances. This is not probability sampling, and the usual margin-of-error formula strictly applies only to random samples, but it is still the standard guide to precision. For a proportion p from a sample of n, the 95 per cent margin is ±1.96 × √(p(1 − p)/n). At p = 0.5, n = 400 gives ±4.9 percentage points and n = 1,000 gives ±3.1. Halving the margin requires four times the sample, which is why budgets and precision are negotiated together.",
            "Questionnaire design follows a funnel, from general questions about the category to specific ones about brands and concepts, so early questions do not bias later answers: ask unprompted brand awareness before showing any brand list. Avoid leading questions (‘How much did you enjoy…’), double-barrelled questions (‘Is the product cheap and convenient?’) and vague time frames. Use balanced scales with equal positive and negative points, randomise the order of lists to spread order effects, and keep online surveys to around fifteen minutes, beyond which data quality falls. Always pilot with a handful of real respondents.",
            "Research in the UK is governed by the Market Research Society Code of Conduct and by data protection law. Respondents must give informed consent, their answers must not be used to sell to them, and ‘sugging’, selling under the guise of research, is a breach of the Code.",
          ),
        },
      },
      {
        title: "Qualitative Research: Groups and Depths",
        description:
          "When and how to run focus groups and in-depth interviews, from the recruitment screener to analysis.",
        lesson: {
          title: "Listening to customers in depth",
          html: p(
            "Qualitative research answers ‘why’ and ‘how’: why shoppers abandon a basket, how people talk about a category, what a new pack communicates. It cannot estimate how many people think something, and a good researcher never reports qualitative findings as percentages.",
            "A focus group typically brings together six to eight respondents for 90 minutes to two hours, led by a moderator and often watched by the client from behind a one-way mirror or over a video link. Respondents are recruited with a screener that checks they fit the target (for example, ‘bought chilled ready meals at least twice in the last month’) and excludes people who work in marketing or the industry, or who have attended a group recently. The moderator follows a discussion guide that runs from a warm-up, through general category attitudes, to specific stimuli and a wrap-up, while staying free to follow an unexpected lead. The main risks are social: a dominant respondent sets the tone, and others conform.",
            "In-depth interviews, usually 45 to 60 minutes one-to-one, suit sensitive topics such as personal finance or health, business-to-business audiences who cannot be gathered in one room, and detailed decision journeys. Laddering, described by Reynolds and Gutman in 1988, repeatedly asks ‘why is that important to you?’ to climb from product attributes (‘it has a resealable lid’) through consequences (‘it stays fresh’, ‘I waste less’) to personal values (‘I feel like a responsible parent’), revealing the means–end chains that advertising can address.",
            "Projective techniques help respondents say what they cannot or will not say directly: personification (‘If this bank were a person, who would it be?’), bubble drawings in which respondents fill in what a pictured shopper is thinking, collages, and sentence completion.",
            "Analysis starts with full transcripts or detailed notes. Researchers code passages against themes, build a grid of themes by respondent type, look for patterns and exceptions, and test interpretations against the whole data set rather than memorable quotes. The debrief links each finding to the business decision and states plainly which conclusions need quantitative validation.",
          ),
        },
      },
      {
        title: "Segmentation and Brand Tracking",
        description:
          "Building a needs-based segmentation from survey data, and measuring brand health over time with continuous tracking.",
        lesson: {
          title: "Finding segments and tracking brands",
          html: p(
            "Markets can be segmented on demographics, behaviour (heavy versus light users) or needs and attitudes. Needs-based segmentations are the hardest to build and the most useful for product and communications strategy. A typical project fields a battery of 30 to 50 attitude statements rated on agreement scales to a large sample, perhaps 2,000 category buyers. Factor analysis reduces the statements to a smaller number of underlying dimensions, such as price sensitivity, interest in novelty or concern for health. Cluster analysis, most often k-means, then groups respondents with similar factor scores. The analyst compares solutions with, say, four to seven clusters and chooses one that is stable when rerun and makes business sense, then profiles each segment on demographics, behaviour and media use and gives it a memorable name. A useful segment is measurable, substantial, accessible, differentiable and actionable. Finally, a short ‘typing tool’, often ten or so questions with a discriminant-analysis algorithm, lets future surveys assign respondents to segments.",
            "Brand tracking measures brand health continuously, for example 100 interviews a week, reported as rolling four-week or monthly data so that changes can be related to advertising and competitor activity. The core measures form a funnel: spontaneous awareness, prompted awareness, consideration, purchase in the past three months, and brand bought most often. Conversion ratios between stages show where a brand leaks: high awareness but low consideration suggests an image problem, while high consideration but low purchase points to price or distribution.",
            "Changes must be tested before anyone celebrates. Worked example: consideration rises from 32 per cent to 38 per cent between two months, each with 400 interviews. The pooled proportion is 0.35, so the standard error of the difference is √(0.35 × 0.65 × (1/400 + 1/400)) = √0.0011375 ≈ 0.0337. The test statistic is 0.06 ÷ 0.0337 ≈ 1.78, below the 1.96 needed for significance at the 95 per cent level. The rise may be real, but one month’s data cannot show it; the next wave, or a longer rolling period, will.",
          ),
        },
      },
    ],
  },
  {
    slug: "radio-astronomy-telescopes-interferometry-and-the-hydrogen-sky",
    discipline: "Radio astronomy",
    title: "Radio Astronomy: Telescopes, Interferometry and the Hydrogen Sky",
    description:
      "How do astronomers map a sky that shines at wavelengths from millimetres to metres? Intermediate physics students study single-dish telescopes and the radiometer equation, the 21-centimetre line of neutral hydrogen and Galactic rotation, aperture synthesis interferometry, and pulsar timing.",
    level: "intermediate",
    duration: "eleven weeks (two lectures and one problem class a week)",
    plantedGap: "pulsar timing",
    modules: [
      {
        title: "Single Dishes, Janskys and the Radiometer Equation",
        description:
          "What a radio telescope measures, how flux density relates to antenna temperature, and how sensitivity depends on bandwidth and integration time.",
        lesson: {
          title: "Collecting faint radio power",
          html: p(
            "Radio astronomy began in 1932 when Karl Jansky, investigating static for Bell Telephone Laboratories, found a signal at 20.5 MHz that rose and set with the stars and came from the direction of Sagittarius, the centre of our Galaxy. Grote Reber built a 9.5-metre dish in his garden in Wheaton, Illinois, in 1937 and made the first radio maps of the Milky Way. The unit of flux density bears Jansky’s name: 1 Jy = 10⁻²⁶ W m⁻² Hz⁻¹, a reminder of how faint cosmic radio sources are.",
            "A single dish is limited by diffraction. Its resolution is roughly θ ≈ 1.22 λ/D: a 100-metre telescope observing at λ = 21 cm resolves 1.22 × 0.21/100 = 2.6 × 10⁻³ radians, about 8.8 arcminutes, coarser than the naked eye. Large dishes are built for collecting area rather than sharpness.",
            "Because radio astronomers work in the Rayleigh–Jeans limit, where hν is much less than kT, brightness is conveniently expressed as a temperature: the intensity of a black body is I = 2kTν²/c², so intensity and temperature are proportional. Power received by a telescope is likewise expressed as an antenna temperature, T_A = A_e S / 2k for an unpolarised source of flux density S, where A_e is the effective collecting area. Worked example: a 100-metre dish with 60 per cent aperture efficiency has A_e ≈ 4,700 m². A 1 Jy source then gives T_A = 4,700 × 10⁻²⁶ / (2 × 1.38 × 10⁻²³) ≈ 1.7 K.",
            "That 1.7 K sits on top of a much larger system temperature, T_sys, the combined noise of the receiver, the atmosphere, ground spillover and the sky background, often 20 to 50 K at centimetre wavelengths. Detection depends on averaging the noise down. The radiometer equation gives the smallest detectable change in temperature as ΔT = T_sys / √(Δν τ), where Δν is the bandwidth and τ the integration time. With T_sys = 30 K, Δν = 100 MHz and τ = 10 s, ΔT = 30/√(10⁹) ≈ 0.95 mK, thousands of times below the system noise. Wide bandwidths and long integrations are how radio telescopes see faint sources, and gain stability, checked by switching between source and reference positions, is what makes such averaging trustworthy.",
          ),
        },
      },
      {
        title: "The 21-centimetre Line and Galactic Rotation",
        description:
          "The hyperfine transition of neutral hydrogen, Doppler velocities, and the tangent-point method for measuring the rotation curve of the Milky Way.",
        lesson: {
          title: "Hydrogen’s spin-flip line",
          html: p(
            "In the ground state of a hydrogen atom, the spins of the proton and electron can be parallel or antiparallel. The parallel state has slightly higher energy, and the transition between them emits a photon at 1420.405751 MHz, a wavelength of 21.1 cm. Hendrik van de Hulst predicted the line in 1944, and Harold Ewen and Edward Purcell detected it in 1951, with Dutch and Australian groups confirming it within weeks. The transition is highly forbidden, with a spontaneous emission rate of about 2.9 × 10⁻¹⁵ s⁻¹, so an isolated atom waits on average some eleven million years to emit. The line is observable only because the Galaxy contains so much neutral hydrogen, and because the radiation passes almost unabsorbed through dust that blocks visible light.",
            "The line’s value is that its frequency shift gives velocity. For the non-relativistic speeds inside galaxies, v = c (ν₀ − ν)/ν₀. Worked example: emission observed at 1420.000 MHz is shifted by 0.406 MHz, so v = 3.00 × 10⁵ km/s × 0.406/1420.406 ≈ 86 km/s, away from us. Astronomers usually correct such velocities to the local standard of rest, removing the Sun’s own motion.",
            "Looking along a line of sight in the inner Galaxy at longitude l between 0° and 90°, a telescope sees hydrogen clouds at many distances. If gas moves in circular orbits and angular velocity decreases outwards, as it does in the Milky Way, the largest receding velocity comes from the tangent point, where the line of sight passes closest to the Galactic centre, at a radius R = R₀ sin l. There the whole orbital velocity lies along the line of sight, so V(R) = v_max + V₀ sin l, where R₀ and V₀ are the Sun’s distance from the centre and orbital speed. Using the IAU’s 1985 standard values of R₀ = 8.5 kpc and V₀ = 220 km/s (modern measurements give about 8.2 kpc and 230 to 240 km/s), a maximum velocity of 100 km/s observed at l = 30° gives R = 4.25 kpc and V = 100 + 110 = 210 km/s.",
            "Repeating this across longitudes traces the rotation curve, which stays roughly flat well outside the Sun’s orbit instead of falling as visible mass would predict. Hydrogen observations of other galaxies, extending far beyond their optical discs, became some of the strongest evidence for dark matter.",
          ),
        },
      },
      {
        title: "Aperture Synthesis Interferometry",
        description:
          "How pairs of antennas measure Fourier components of the sky, and how Earth rotation and deconvolution turn those measurements into images.",
        lesson: {
          title: "Building a telescope the size of a country",
          html: p(
            "To beat the diffraction limit of a single dish, radio astronomers combine signals from separate antennas. Consider two antennas separated by a baseline of length B observing a source at angle θ from the perpendicular to the baseline. The wavefront reaches one antenna later than the other by a geometric delay τ_g = B sin θ / c. A correlator multiplies the two voltage signals after compensating for this delay and averages the product. As the source moves across the sky, the output oscillates in a pattern of fringes with an angular spacing of about λ/B, so a long baseline is sensitive to fine structure.",
            "Formally, each baseline measures one complex visibility, V(u, v) = ∬ I(l, m) e^(−2πi(ul + vm)) dl dm, where u and v are the baseline components measured in wavelengths and l and m are sky coordinates. By the van Cittert–Zernike theorem, the visibility is a two-dimensional Fourier component of the sky brightness. Imaging is therefore a matter of sampling the (u, v) plane and inverting the transform.",
            "An array of N antennas provides N(N − 1)/2 baselines at any moment: the 27 antennas of the Very Large Array in New Mexico give 351. As the Earth rotates, each baseline’s projection seen from the source changes, tracing an ellipse in the (u, v) plane, so a twelve-hour observation fills the plane far more completely. This technique, Earth-rotation synthesis, was developed by Martin Ryle’s group in Cambridge in the 1960s.",
            "Sampling is never complete, so the direct inverse transform gives a ‘dirty image’: the true sky convolved with a ‘dirty beam’ that has strong sidelobes. Deconvolution removes them. The CLEAN algorithm, introduced by Jan Högbom in 1974, repeatedly finds the brightest point in the dirty image, subtracts a scaled copy of the dirty beam there, and finally restores the accumulated point components with a clean Gaussian beam.",
            "Resolution is set by the longest baseline. The VLA’s most extended configuration spans about 36 km; at 6 cm that gives 0.06/36,000 ≈ 1.7 × 10⁻⁶ radians, about 0.34 arcseconds. Very long baseline interferometry records signals separately with atomic clocks and correlates them later. The Event Horizon Telescope, with Earth-sized baselines at 1.3 mm, reached about 20 microarcseconds, enough to publish the 2019 image of the black hole shadow in M87.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-italian-renaissance-humanism-power-and-patronage",
    discipline: "Renaissance history",
    title: "The Italian Renaissance: Humanism, Power and Patronage",
    description:
      "Jacob Burckhardt called Renaissance Italy the birthplace of the modern individual, and historians have argued with him ever since. Seminars examine the historiography of the period, humanism and the recovery of classical texts, Medici Florence and the economics of art patronage, and the rise of print culture between 1350 and 1550.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one source seminar a week)",
    plantedGap: "print culture",
    modules: [
      {
        title: "Burckhardt and His Critics",
        description:
          "How the idea of ‘the Renaissance’ took shape, and the debates over individualism, civic humanism and what humanism actually was.",
        lesson: {
          title: "Inventing and contesting the Renaissance",
          html: p(
            "Contemporaries already spoke of rebirth: Giorgio Vasari’s Lives of the Artists (1550) described a rinascita of the arts after centuries of decline. The period label came later. Jules Michelet titled a volume of his History of France ‘La Renaissance’ in 1855, and in 1860 the Basel historian Jacob Burckhardt published The Civilization of the Renaissance in Italy. Its six parts treat the state as a work of art, the development of the individual, the revival of antiquity, the discovery of the world and of man, society and festivals, and morality and religion. Burckhardt’s central claim was that in the Middle Ages human consciousness lay ‘dreaming or half awake’ beneath a veil of faith and illusion, so that a man knew himself only as a member of a race, people, party, family or corporation; in Italy the veil first melted away, and man became a spiritual individual.",
            "The twentieth century attacked the thesis from several directions. Medievalists such as Charles Homer Haskins, in The Renaissance of the Twelfth Century (1927), showed vigorous classical revivals long before 1350. Johan Huizinga’s study of the Burgundian court and its world (1919) described the same era as an autumn of the Middle Ages rather than a dawn. Others pointed out that Burckhardt took Renaissance self-fashioning at its word.",
            "Hans Baron’s The Crisis of the Early Italian Renaissance (1955) offered a new explanation: ‘civic humanism’, an ideal of active citizenship in a free republic, was forged when Florence faced conquest by Giangaleazzo Visconti of Milan, whose sudden death in 1402 ended the threat. Baron rested much of the case on dating Leonardo Bruni’s Panegyric to the City of Florence after the crisis. Critics such as Jerrold Seigel replied that Bruni was following rhetorical models, notably Aelius Aristides’ oration in praise of Athens, and that the dating and the ideology were both less certain than Baron claimed.",
            "Paul Oskar Kristeller reframed the question. Humanism, he argued, was not a philosophy but a cultural and educational programme, the studia humanitatis of grammar, rhetoric, poetry, history and moral philosophy, pursued by professionals who worked as teachers, secretaries and chancellors. More recently James Hankins’ Virtue Politics (2019) has argued that humanists aimed above all to reform rulers’ character. Seminar discussion should test each interpretation against the sources rather than choosing a favourite.",
          ),
        },
      },
      {
        title: "Humanism and the Recovery of Antiquity",
        description:
          "How Petrarch and his successors hunted, copied, corrected and taught the Latin and Greek classics.",
        lesson: {
          title: "Manuscript hunters and philologists",
          html: p(
            "Francesco Petrarca (1304–1374) set the pattern. He searched monastic and cathedral libraries for lost works, finding Cicero’s speech Pro Archia at Liège in 1333 and Cicero’s letters to Atticus in the chapter library at Verona in 1345. Reading Cicero as a man who had written to friends, rather than as a timeless authority, he answered with letters of his own addressed to the ancient dead. Petrarch also felt acutely the distance between his age and antiquity, a sense of historical difference that underpinned humanist scholarship.",
            "His admirer Coluccio Salutati, chancellor of Florence from 1375 to 1406, turned the pursuit into an institution. He collected manuscripts, trained younger men and in 1397 helped bring the Byzantine scholar Manuel Chrysoloras to teach Greek in Florence. Among Chrysoloras’s pupils was Leonardo Bruni, who made new Latin translations of Plato and Aristotle. During the Council of Constance, Poggio Bracciolini found a complete Quintilian at St Gall in 1416 and, in 1417, Lucretius’s De rerum natura, which had barely circulated for centuries. Poggio and Niccolò Niccoli also developed a clear new book hand modelled on Carolingian minuscule, which they believed to be ancient.",
            "Philology became a weapon. In 1440 Lorenzo Valla, then serving Alfonso of Aragon, who was in conflict with Pope Eugenius IV, showed that the Donation of Constantine, the document by which the first Christian emperor supposedly gave the pope authority over the western empire, was a forgery. Among his arguments were anachronisms of vocabulary, such as the word satrap, which no fourth-century Roman official would have used, and the silence of contemporary sources.",
            "Greek learning was strengthened by the Council of Ferrara–Florence (1438–1439), which brought Byzantine churchmen and scholars such as Gemistos Plethon to Italy, and by Cardinal Bessarion, whose gift of his library to Venice in 1468 became the core of the Biblioteca Marciana. Under Medici patronage Marsilio Ficino translated the complete works of Plato into Latin. Humanism spread through schools as much as books: Guarino da Verona at Ferrara and Vittorino da Feltre at Mantua trained the sons and some daughters of the elite in Latin eloquence, Greek and moral example, making classical learning the mark of a gentleman.",
          ),
        },
      },
      {
        title: "Medici Florence and the Economics of Patronage",
        description:
          "How the Medici dominated a republic without formally ruling it, and what contracts reveal about why patrons paid for buildings and pictures.",
        lesson: {
          title: "Power, money and pictures",
          html: p(
            "Fifteenth-century Florence was formally a republic. Its executive, the Signoria, was drawn by lot every two months from bags (borse) containing the names of citizens approved in periodic scrutinies. Cosimo de’ Medici, head of the most successful banking house in Europe, was exiled in 1433 and returned in triumph in 1434. He never held a permanent office. Instead his allies controlled the officials who filled the bags, the accoppiatori, and special councils with emergency powers, the balìe, so that the lot repeatedly produced friendly names. New councils, the Hundred in 1458 and, under his grandson Lorenzo, the Seventy in 1480, entrenched the regime.",
            "The regime rested on money and networks. The Medici bank’s most profitable branch was at the papal court in Rome, where it handled much of the papacy’s finances. Opponents struck in the Pazzi conspiracy of 26 April 1478, attacking Lorenzo and his brother Giuliano during Mass in the cathedral: Giuliano was killed and Lorenzo escaped wounded. After Lorenzo’s death in 1492 the family was expelled in 1494, returned in 1512, and became hereditary dukes from 1532.",
            "Patronage served piety, honour and politics at once. Cosimo financed the rebuilding of the convent of San Marco, frescoed by Fra Angelico, the church of San Lorenzo, and a new family palace designed by Michelozzo from 1444. The merchant Giovanni Rucellai wrote in his notebook that spending money well had given him more satisfaction and honour than earning it.",
            "Michael Baxandall’s Painting and Experience in Fifteenth-Century Italy (1972) showed how contracts expose what patrons valued. Early contracts specify materials in detail, especially gold and ultramarine, a blue made from lapis lazuli that could cost more than gold. When Domenico Ghirlandaio contracted in 1485 to paint an Adoration of the Magi for the Spedale degli Innocenti, the agreement required ultramarine of the price of about four florins the ounce. Baxandall argued that over the century such clauses gave way to emphasis on the painter’s own skill, with contracts requiring that key figures be painted by the master’s hand. The shift, from paying for precious materials to paying for visible mastery, is one way of measuring the new status of artists that Vasari later celebrated.",
          ),
        },
      },
    ],
  },
];
