/** Eighty-fourth held-out evaluation courses, intermediate level; see ai-courses-heldout84.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT84_B: EvalCourse[] = [
  {
    slug: "designing-genetic-circuits",
    discipline: "Synthetic biology",
    title: "Designing Genetic Circuits",
    description:
      "Synthetic biology treats DNA as an engineering material. Building on second-year molecular biology, the course covers standard parts and DNA assembly (BioBrick, Golden Gate and Gibson), the design and modelling of switches and oscillators, quantitative characterisation of promoters and ribosome binding sites, and biocontainment.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one four-hour laboratory session a week)",
    plantedGap: "biocontainment",
    modules: [
      {
        title: "Parts and assembly standards",
        description:
          "Why standard interfaces between DNA parts matter, and how the three main assembly methods achieve them.",
        lesson: {
          title: "From BioBricks to Golden Gate and Gibson",
          html: p(
            "An engineered genetic device is built from parts: promoters, ribosome binding sites (RBSs), coding sequences and terminators. Assembling them reliably needs a standard interface, and the first widely used one was the BioBrick standard, RFC10. Every BioBrick part is flanked by a prefix containing EcoRI, NotI and XbaI sites and a suffix containing SpeI, NotI and PstI sites. XbaI (T^CTAGA) and SpeI (A^CTAGT) leave the same four-base CTAG overhang, so a part cut with EcoRI and SpeI can be ligated to a part cut with EcoRI and XbaI. The junction is a mixed site that neither enzyme recognises, and the composite is flanked by the standard prefix and suffix again. This property, idempotence, lets parts be combined step by step into ever larger devices. The price is an eight-base scar, TACTAGAG, between every pair of parts, which is awkward inside protein fusions and can alter RBS spacing.",
            "Golden Gate assembly uses Type IIS restriction enzymes such as BsaI, which recognise an asymmetric site (GGTCTC) and cut outside it, one base away on the top strand and five on the bottom, leaving a four-base overhang whose sequence the designer chooses. Recognition sites are placed so that they are removed from the correctly assembled product. Digestion and ligation can therefore run together in one tube with cycling temperatures: wrongly ligated fragments are recut, while the correct product, lacking sites, accumulates. Standards such as MoClo (Weber and colleagues, 2011) fix the overhangs at each position, for example AATG at the start codon, so that ten or more parts can be joined in a defined order in one reaction. Internal BsaI sites must first be removed by silent mutation, a step called domestication.",
            "Gibson assembly (Gibson and colleagues, 2009) needs no restriction sites. Fragments are designed with 20 to 40 base overlaps. In one isothermal reaction at 50 °C, T5 exonuclease chews back 5′ ends, the exposed single strands anneal, a polymerase fills the gaps and Taq ligase seals the nicks. It is scarless and ideal for large constructs, but repeated sequences such as identical terminators confuse the annealing step. Choose the method by the design: Gibson for a few large pieces, Golden Gate for many small standard parts in combinatorial libraries.",
          ),
        },
      },
      {
        title: "Switches and oscillators",
        description: "Two landmark circuits and the simple dynamical models that explain when they work.",
        lesson: {
          title: "Modelling the toggle switch and the repressilator",
          html: p(
            "Two circuits published in Nature in January 2000 founded the field. Gardner, Cantor and Collins built a genetic toggle switch in Escherichia coli from two repressors, each repressing the other's promoter; they used LacI paired with either a temperature-sensitive lambda cI or TetR. Such a circuit can rest stably in either of two states, one repressor high and the other low, and a pulse of inducer flips it: IPTG inactivates LacI, heat inactivates the cI variant and anhydrotetracycline inactivates TetR. Once flipped, the new state persists without inducer, a form of cellular memory.",
            "Their model, in dimensionless form, is du/dt = α₁/(1 + vᵝ) − u and dv/dt = α₂/(1 + uᵞ) − v, where u and v are the two repressor concentrations, α₁ and α₂ the effective promoter strengths, β and γ the cooperativity of repression, and the −u and −v terms represent dilution and degradation. Plotting the two nullclines shows when the system is bistable: they cross three times, giving two stable states and one unstable one, only if repression is cooperative (β and γ greater than 1) and the promoter strengths are reasonably balanced. If one promoter is much stronger, the curves cross once and the switch is stuck in one state. The model told the builders what to tune before they cloned anything.",
            "Elowitz and Leibler's repressilator is a ring of three repressors: LacI represses tetR, TetR represses the lambda cI gene and cI represses lacI. An odd number of inverters in a loop has no stable resting state, and with the right parameters the system oscillates. A GFP reporter under a TetR-repressible promoter showed oscillations with a period of about 150 minutes, longer than the cell division time. Modelling showed that oscillation is favoured by strong promoters, cooperative repression and protein lifetimes similar to mRNA lifetimes, so the repressors were fused to ssrA degradation tags (LVA) to shorten their half-lives. The original oscillations were noisy and drifted out of phase between cells; Potvin-Trottier and colleagues (2016) made them strikingly regular by removing the reporter's competition for the degradation machinery and adding a sponge for TetR, showing how much behaviour depends on interactions with the host cell.",
          ),
        },
      },
      {
        title: "Characterising parts quantitatively",
        description: "Measuring promoter and RBS strength in units that can be compared between laboratories.",
        lesson: {
          title: "Measuring promoters and RBSs in relative units",
          html: p(
            "A part is useful to other designers only if its behaviour has been measured in a way they can reproduce. The usual starting point is a plate-reader time course. Cells carrying the part driving GFP are grown in a 96-well plate, and optical density at 600 nm (OD600) and fluorescence are read every few minutes. Background is removed by subtracting the fluorescence of medium alone and of cells carrying no GFP, which corrects for autofluorescence. Promoter activity is then estimated as the rate of GFP synthesis per cell, the time derivative of fluorescence divided by OD600, during exponential growth, when the cells are in a steady physiological state.",
            "Arbitrary fluorescence units differ between instruments, so Kelly and colleagues (2009) proposed relative promoter units (RPU). Each promoter's activity is divided by that of a reference promoter, J23101 from the Anderson collection, measured in the same plate under the same conditions. This roughly halved the variation in measured activity between laboratories and conditions. Flow cytometry adds the distribution across single cells, which a plate reader averages away; calibration beads convert its readings into molecules of equivalent fluorescein (MEFL). The iGEM interlaboratory studies have shown that calibrated units make results from hundreds of teams comparable.",
            "RBS strength can be designed as well as measured. The RBS Calculator (Salis, Mirsky and Voigt, 2009) uses a thermodynamic model of the interaction between the ribosome and mRNA. It predicts the translation initiation rate as proportional to exp(−βΔG_total), where ΔG_total sums the free energies of 16S rRNA binding to the Shine-Dalgarno sequence, start codon pairing, spacing penalties and the unfolding of mRNA structure, and β is about 0.45 mol/kcal. Designers can ask for a target rate and receive a sequence.",
            "The main obstacle is context. The same RBS can give very different expression with different downstream coding sequences, because the first codons fold with the RBS. Mutalik and colleagues (2013) addressed this with bicistronic designs, in which a short leader peptide's stop codon overlaps the start codon of the gene, so that ribosomes arriving from the leader unfold local structure. Measurement, design and redesign form the design-build-test-learn cycle on which the field runs.",
          ),
        },
      },
    ],
  },
  {
    slug: "managing-a-field-sales-team",
    discipline: "Sales management",
    title: "Managing a Field Sales Team",
    description:
      "Aimed at newly promoted sales managers and business students specialising in selling. Topics include territory design and sales force sizing; pipeline management and forecasting; compensation plans and quota setting; and key account management.",
    level: "intermediate",
    duration: "six weeks (one three-hour evening workshop a week)",
    plantedGap: "key account management",
    modules: [
      {
        title: "Sizing the sales force and designing territories",
        description: "Working out how many salespeople a business needs and dividing customers fairly between them.",
        lesson: {
          title: "The workload method",
          html:
            p(
              "The most widely taught way to size a field sales force is the workload method, set out by Walter Talley in 1961. It starts from customers rather than from budget: decide how often each kind of customer should be visited and for how long, add up the hours, and divide by the hours a salesperson can actually spend selling.",
              "Customers are first classified, typically by current revenue and potential, into grades. A worked example for an industrial distributor:",
            ) +
            "<table><tr><th>Grade</th><th>Customers</th><th>Calls a year</th><th>Hours per call</th><th>Hours a year</th></tr><tr><td>A</td><td>120</td><td>24</td><td>1.5</td><td>4,320</td></tr><tr><td>B</td><td>300</td><td>12</td><td>1.0</td><td>3,600</td></tr><tr><td>C</td><td>600</td><td>4</td><td>0.75</td><td>1,800</td></tr><tr><td>Total</td><td></td><td></td><td></td><td>9,720</td></tr></table>" +
            p(
              "A salesperson works perhaps 46 weeks of 40 hours, or 1,840 hours a year. Activity studies regularly find that only about a third of that time is spent face to face with customers; the rest goes on travel, administration, internal meetings and training. At 35 per cent, each person has about 644 selling hours, so the business needs 9,720 ÷ 644 ≈ 15.1, or fifteen to sixteen salespeople. The calculation also shows where the leverage is: cutting travel so that selling time rises to 40 per cent would cover the same workload with about thirteen people.",
              "The method's weakness is that call frequencies are set by judgement, not by the response of sales to effort. Managers should test them against history: do A customers visited monthly actually buy more than those visited every six weeks? Where data allow, an incremental approach, adding salespeople while the expected margin from one more exceeds its cost, gives a better answer.",
              "Territories are then built from geographic units such as postcode districts. Good territories are balanced in both workload and potential, so that pay and targets are fair; compact and contiguous, to reduce travel; and stable, because relationships suffer when customers are moved between salespeople too often. Mapping software can optimise the first two criteria, but the third needs a manager's judgement about which relationships matter.",
            ),
        },
      },
      {
        title: "Pipeline management and forecasting",
        description:
          "Defining sales stages, measuring conversion and producing forecasts the finance director can trust.",
        lesson: {
          title: "Stages, conversion rates and weighted forecasts",
          html: p(
            "A sales pipeline is only as good as its stage definitions. Each stage should end with something the buyer has done, not something the salesperson feels: a qualification call confirming budget, authority, need and timing (the old IBM checklist, BANT); a demonstration attended by the decision-maker; a written proposal requested; terms agreed in principle. Buyer-verified exit criteria make the pipeline comparable between salespeople and make conversion rates meaningful.",
            "The simplest forecast is a weighted pipeline, the value of each opportunity multiplied by the probability attached to its stage. Suppose a team's open pipeline for the quarter is £800,000 at qualification (10 per cent), £500,000 at demonstration (25 per cent), £300,000 at proposal (50 per cent) and £200,000 at negotiation (80 per cent). The weighted forecast is £80,000 + £125,000 + £150,000 + £160,000 = £515,000. The probabilities should come from the team's own history, the proportion of opportunities at each stage that were eventually won, not from defaults in the customer relationship management system.",
            "Two further measures help managers. Pipeline coverage is the ratio of open pipeline to target; with a win rate of about a third, a team needs roughly three times its quota in the pipeline at the start of a quarter. Sales velocity estimates revenue per day as (number of opportunities × win rate × average deal size) ÷ average sales cycle in days. With 40 opportunities, a 25 per cent win rate, an average deal of £20,000 and a 90-day cycle, velocity is £2,222 a day. Raising any of the first three terms or shortening the cycle raises it, which turns a vague goal of selling more into specific coaching targets.",
            "Forecasts fail mainly through poor pipeline hygiene. Review deals with no recorded activity for 30 days, deals whose close date has slipped more than twice, and deals that have jumped stages. Many firms ask salespeople to place each deal in a forecast category, commit, best case or pipeline, and track each person's historical accuracy, so that a habitually optimistic salesperson's commit figure can be discounted accordingly.",
          ),
        },
      },
      {
        title: "Pay, quotas and motivation",
        description: "Designing incentive plans that reward the right results without unintended consequences.",
        lesson: {
          title: "Designing a compensation plan",
          html: p(
            "A sales compensation plan starts with on-target earnings (OTE), the total pay a salesperson receives for exactly meeting quota, and the pay mix, the split between base salary and variable pay. The mix should reflect how much the salesperson's own effort determines the sale. In long, complex sales involving technical teams and many decision-makers, mixes of 70:30 or 80:20 are common; in short transactional sales, where individual persuasion drives results, 50:50 or even lower base salaries are usual.",
            "Consider a salesperson with OTE of £80,000 on a 60:40 mix: £48,000 base and a £32,000 target incentive. With an annual quota of £800,000, the commission rate is £32,000 ÷ £800,000 = 4 per cent. Most plans then add an accelerator above quota, say 6 per cent on sales beyond £800,000, to reward exceptional performance. If the salesperson sells £1,000,000, variable pay is £32,000 plus 6 per cent of £200,000, that is £44,000, and total pay is £92,000. Some plans also set a threshold, such as 50 per cent of quota, below which no commission is paid, to avoid rewarding very poor results.",
            "Quotas are the hardest element to get right. Top-down quotas divide the company target among territories; bottom-up quotas build from each territory's potential and pipeline. Most firms combine the two. A common benchmark for a well-set plan is that 60 to 70 per cent of salespeople achieve quota; if far fewer do, salespeople stop believing the targets, and if nearly all do, the company is overpaying for ordinary results.",
            "Plans have side effects, and managers must look for them. Capping earnings tempts high performers to delay orders into the next period. Paying on revenue alone encourages discounting, which is why many firms pay on gross margin. Short-term contests, often called SPIFFs, can boost a product line but distort priorities. Agency theory frames the underlying problem: the firm wants long-term profitable customers, while the salesperson responds to whatever the plan measures. Review the plan every year, and model its cost at 80, 100 and 120 per cent of quota before launching it.",
          ),
        },
      },
    ],
  },
  {
    slug: "sugar-beet-production",
    discipline: "Sugar beet production",
    title: "Sugar Beet Production",
    description:
      "Few arable crops reward good management as clearly as sugar beet. Following the crop from drilling to factory delivery, the course deals with seedbeds and plant establishment, nutrition, weed control and bolting, virus yellows, and harvesting, clamping and the contract sugar price.",
    level: "intermediate",
    duration: "eight weeks (one lecture a week and three farm visits)",
    plantedGap: "virus yellows",
    modules: [
      {
        title: "Establishing the crop",
        description: "Seedbed preparation, drilling date and plant population, and why they set the yield ceiling.",
        lesson: {
          title: "Seedbeds, drilling dates and plant populations",
          html: p(
            "In Britain about 100,000 hectares of sugar beet are grown each year, all under contract to British Sugar, mainly in East Anglia and the East Midlands. Sugar yield is largely a matter of how much sunlight the leaf canopy intercepts over a long season, so the grower's first aim is an even, full plant stand that closes its canopy early. Gaps and late emergence lose yield that no later input can recover.",
            "Beet is very sensitive to soil acidity, and patches below about pH 6 show poor emergence and stunted plants; fields should be limed to pH 6.5 to 7.0 well before the crop. Seed is small and is sown shallowly, about 2 to 3 centimetres deep, so the seedbed must be fine, firm and moist at drilling depth without being overworked, which on silty soils leads to capping after rain. Compaction is particularly harmful because it causes forked and fangy roots. These yield less, break during harvest and carry more soil to the factory.",
            "Drilling usually runs from mid-March to mid-April, once soil at seed depth reaches about 5 °C and the land is dry enough to work. Earlier drilling lengthens the season, but seed sown into cold wet soil emerges slowly and unevenly, and very early sowing raises the risk of bolting. Modern seed is monogerm, producing one seedling per seed, and is pelleted, primed and treated, so that it can be placed precisely at a final spacing with no need for hand-thinning.",
            "The target is an established population of about 100,000 plants per hectare. Typical practice is 50 centimetre rows with seeds every 18 to 20 centimetres, which sows roughly 100,000 to 110,000 seeds per hectare; seed is sold in units of 100,000, so this is about one unit per hectare. Because field establishment is commonly 70 to 85 per cent, growers on difficult soils increase the seed rate. Count plants when the crop reaches the two true-leaf stage: three one-metre lengths of row in several places across the field give a reliable estimate, and populations below about 70,000 plants per hectare, or with many long gaps, should prompt a decision on redrilling.",
          ),
        },
      },
      {
        title: "Nutrition, weed control and bolting",
        description:
          "Feeding the crop for sugar rather than leaf, protecting it from weeds while it is small, and managing bolters.",
        lesson: {
          title: "Managing nitrogen, weeds and bolters",
          html: p(
            "Sugar beet needs less nitrogen than cereals, and too much does harm. The national fertiliser guidance, RB209, recommends no more than about 120 kilograms of nitrogen per hectare on most mineral soils, less after grass or manures. Excess nitrogen produces large leaf canopies, lowers sugar concentration and raises the amino-nitrogen content of the root, an impurity that keeps sugar in the molasses at the factory and so reduces the amount that can be extracted. Beet also responds to sodium, which can partly replace potassium; on sandy and silty soils low in sodium, agricultural salt supplying around 200 kilograms of Na₂O per hectare is applied before drilling. Boron deficiency causes heart rot, in which the growing point dies; it is most common on light alkaline soils in dry summers and is prevented with boron sprays.",
            "Young beet are poor competitors, and weeds emerging with the crop can cut yield severely. The traditional approach is a programme of repeated low-dose post-emergence sprays, mixtures of contact and residual herbicides such as metamitron, ethofumesate and lenacil applied every seven to fourteen days while the weeds are at the cotyledon stage, until the crop canopy closes. Timing matters more than dose: weeds past the two-leaf stage are hard to kill at rates the beet will tolerate. Varieties tolerant of ALS-inhibiting herbicides, grown in the Conviso Smart system, allow foramsulfuron and thiencarbazone-methyl to be used over the crop, but the tolerant beet that are left behind as volunteers in later crops have to be controlled with other chemistry.",
            "Sugar beet is a biennial. Plants exposed to prolonged cold after sowing can be vernalised and bolt, producing a flowering stem in their first year. Bolters have woody, low-sugar roots, and any that set seed add to the seedbank of weed beet, which is closely related to the crop, cannot be removed selectively with herbicides, and persists for many years. Growers sow varieties with good bolting resistance, avoid drilling into very cold soils, and pull or cut bolters, or treat them with glyphosate from a weed wiper held above the crop, before their seed ripens.",
          ),
        },
      },
      {
        title: "Harvest, storage and delivery",
        description: "Lifting with minimum damage, storing roots in clamps and how the contract price is calculated.",
        lesson: {
          title: "Lifting, clamping and the factory campaign",
          html: p(
            "British Sugar processes the crop at four factories, Bury St Edmunds, Cantley, Newark and Wissington, over a campaign that usually runs from September to February or March. Each grower is given delivery permits spread through the campaign, so that the factories receive a steady flow. Some beet is therefore lifted in September and delivered at once, while other beet stays in the ground until late winter or is lifted and stored in clamps on the farm.",
            "Harvesters, usually self-propelled six-row machines, defoliate and top the roots, lift them and clean them on a series of rollers or turbines. Every stage can cause damage. Broken root tips, bruises and scuffs increase respiration, which burns sugar, and open the way to storage rots. Harvest losses rise sharply when cleaning is too aggressive or when the topper removes too much of the crown. Check the harvester on each field by digging up a few metres of row behind it to count roots left behind, and by examining a sample of lifted roots for breakage.",
            "A clamp should be built on a firm, well-drained concrete pad with good lorry access, and with the roots as clean and undamaged as possible. Roots continue to respire in storage, and sugar losses rise with temperature, so early-lifted beet should be stored for as short a time as possible and clamps should be ventilated. From December, clamps are covered with breathable sheeting to protect them from frost. Frozen roots are not lost in themselves, but once they thaw they rot rapidly and are rejected by the factory.",
            "At the factory reception, each load is sampled. The sample is washed to measure dirt tare, topping is checked, and sugar content is measured by polarimetry. Growers are paid per adjusted tonne, the clean weight corrected to a standard sugar content of 16 per cent, with the price raised or lowered for each percentage point above or below. A load of 30 tonnes of clean beet at 18 per cent sugar is thus worth considerably more than the same weight at 16 per cent, which is why sugar content, and the nitrogen management that affects it, matter as much as tonnage.",
          ),
        },
      },
    ],
  },
  {
    slug: "rehabilitation-after-stroke",
    discipline: "Stroke rehabilitation",
    title: "Rehabilitation After Stroke",
    description:
      "Most recovery after stroke is won or lost in the first months. For qualified physiotherapists, occupational therapists and nurses, the course examines outcome measurement, early mobilisation, upper-limb retraining, spasticity management and return to driving, tying each session to current evidence and the national clinical guideline.",
    level: "intermediate",
    duration: "nine weeks (one three-hour seminar a week)",
    plantedGap: "return to driving",
    modules: [
      {
        title: "Measuring impairment, activity and participation",
        description: "Choosing standardised outcome measures that match the question being asked.",
        lesson: {
          title: "NIHSS, Barthel and the modified Rankin Scale",
          html:
            p(
              "Outcome measures are chosen by asking what level of functioning they describe. The World Health Organization's International Classification of Functioning, Disability and Health (ICF) distinguishes body functions and structures (impairment), activities and participation. A stroke may cause an impairment such as weakness of the ankle dorsiflexors, which limits an activity such as walking outdoors, which restricts participation such as going back to work. Rehabilitation aims at all three levels, and a service should measure at each of them.",
              "The main measures used in stroke services are summarised below:",
            ) +
            "<table><tr><th>Measure</th><th>ICF level</th><th>Range</th><th>Notes</th></tr><tr><td>National Institutes of Health Stroke Scale (NIHSS)</td><td>Impairment</td><td>0-42, higher is worse</td><td>Neurological severity, usually recorded at admission</td></tr><tr><td>Fugl-Meyer Assessment, upper extremity motor</td><td>Impairment</td><td>0-66</td><td>Standard in upper-limb recovery research</td></tr><tr><td>Berg Balance Scale</td><td>Activity</td><td>0-56</td><td>Fourteen balance tasks; ceiling effect in able walkers</td></tr><tr><td>Barthel Index</td><td>Activity</td><td>0-100 (or 0-20)</td><td>Ten basic daily activities; strong ceiling effect</td></tr><tr><td>Modified Rankin Scale (mRS)</td><td>Global disability</td><td>0-6</td><td>0 no symptoms, 6 dead; the usual trial endpoint</td></tr></table>" +
            p(
              "The modified Rankin Scale is the most common primary outcome in stroke trials, where a score of 0 to 2, meaning the person can look after their own affairs without assistance, is often treated as a favourable outcome. It is a coarse, seven-point global judgement, however, and is insensitive to the changes therapists are trying to produce in a particular person. The Barthel Index has a strong ceiling effect: a person can score the maximum of 100 yet be unable to cook, shop or go out alone, so extended activities of daily living scales are needed in community services.",
              "Two further properties guide use. Reliability depends on standard administration, so staff should be trained, for example with the certified NIHSS training. Change should be judged against the minimal clinically important difference, the smallest change patients perceive as meaningful, which for the Fugl-Meyer upper extremity scale in the subacute phase is usually put at about 9 to 10 points. Record standardised measures on admission, at regular intervals and at discharge, and discuss them with the person in terms of their own goals.",
            ),
        },
      },
      {
        title: "Early mobilisation and upper-limb recovery",
        description: "What the large trials say about timing, dose and type of motor rehabilitation.",
        lesson: {
          title: "What AVERT and EXCITE tell us",
          html: p(
            "It seemed obvious that getting people up early after stroke would help, and AVERT tested it. The trial, published in the Lancet in 2015, randomised 2,104 patients in 56 stroke units in five countries to usual care or to very early mobilisation, starting within 24 hours of stroke, with more frequent and higher-dose out-of-bed activity. The intervention group had lower odds of a favourable outcome, a modified Rankin score of 0 to 2 at three months (odds ratio 0.73). Guidelines now advise against high-dose, very early mobilisation within the first 24 hours, while supporting short, frequent sessions for people who need help to move once they are stable.",
            "Dose matters later in recovery too, in the other direction. The UK National Clinical Guideline for Stroke (2023) recommends that people in hospital be offered at least three hours of rehabilitation a day, on at least five days a week, across the disciplines they need. Observational studies show how far practice can fall short: Lang and colleagues (2009) found that therapy sessions in routine practice contained on average about 32 repetitions of upper-limb movements, far below the hundreds used in animal models of recovery.",
            "Constraint-induced movement therapy (CIMT) is the best-tested upper-limb intervention. In the EXCITE trial (Wolf and colleagues, JAMA 2006), 222 people three to nine months after stroke, with at least 20 degrees of active wrist extension and 10 degrees of finger extension, wore a mitt on the less-affected hand for 90 per cent of waking hours and practised tasks with the affected arm for up to six hours a day over two weeks. They improved more than controls on the Wolf Motor Function Test and the Motor Activity Log, and the gains persisted at twelve months. The entry criteria are important, because CIMT helps only people who have some voluntary wrist and finger extension.",
            "Not every technology helps. The RATULS trial (Rodgers and colleagues, 2019) found that robot-assisted arm training did not improve upper-limb function more than usual care. The so-called proportional recovery rule, that most patients regain about 70 per cent of their possible upper-limb improvement within three months, has been criticised on statistical grounds and should not be used to predict individual recovery.",
          ),
        },
      },
      {
        title: "Spasticity and its management",
        description: "Assessing spasticity, telling it apart from contracture and choosing treatment.",
        lesson: {
          title: "Assessing and treating post-stroke spasticity",
          html: p(
            "Lance's 1980 definition remains the starting point: spasticity is a velocity-dependent increase in tonic stretch reflexes, with exaggerated tendon jerks, resulting from hyperexcitability of the stretch reflex, as one component of the upper motor neurone syndrome. Estimates of its prevalence after stroke vary widely, but roughly a quarter to a third of survivors develop it, usually in the first months. It typically affects the flexors of the upper limb, giving a flexed elbow, wrist and fingers, and the extensors and plantarflexors of the lower limb.",
            "Spasticity is not the same as stiffness. Muscles and soft tissues that are held in shortened positions lose extensibility, producing contracture, a fixed reduction in range of movement. Treatments that reduce reflex activity do not restore lost length, so assessment must separate the two. The Modified Ashworth Scale grades resistance to passive movement from 0 (no increase in tone) through 1, 1+, 2 and 3 to 4 (rigid in flexion or extension). It is quick but does not separate reflex from soft-tissue resistance. The Tardieu scale does: the limb is moved at the slowest possible speed (V1) to find the full passive range (R2), then as fast as possible (V3) to find the angle of catch (R1). A large gap between R2 and R1 suggests a reflex component that may respond to treatment; a small gap with limited R2 suggests contracture.",
            "Treatment depends on goals, which should be specific and agreed, such as making it easier to clean the palm, to put on a shirt or to walk without the toes curling. Goal attainment scaling is often used to measure success. First-line management is positioning, active use of the limb, stretching and splinting, although a Cochrane review by Harvey and colleagues (2017) found that stretch alone does not produce clinically important changes in joint mobility. For focal spasticity, botulinum toxin type A, injected into selected muscles, blocks acetylcholine release at the neuromuscular junction. Its effect appears within days, peaks at about two to six weeks and wears off over about three months, so injection should be timed with intensive therapy and splinting. The Royal College of Physicians' 2018 guideline on botulinum toxin sets out this combined approach. Generalised spasticity may be treated with oral baclofen or tizanidine, whose sedative effects often limit their use, and severe cases with intrathecal baclofen.",
          ),
        },
      },
    ],
  },
  {
    slug: "understanding-terrorism-definitions-history-and-radicalisation",
    discipline: "Terrorism studies",
    title: "Understanding Terrorism: Definitions, History and Radicalisation",
    description:
      "What counts as terrorism, and who decides? Seminars work through the definitional debate, the historical waves of modern terrorism, competing models of radicalisation and the mechanics of terrorist financing, with cases from the nineteenth-century anarchists to Islamic State.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "terrorist financing",
    modules: [
      {
        title: "The definitional problem",
        description: "Why scholars and governments disagree about what terrorism is, and what turns on the answer.",
        lesson: {
          title: "Why terrorism resists definition",
          html: p(
            "No definition of terrorism is agreed, in scholarship or in international law. In 1988 Alex Schmid and Albert Jongman surveyed 109 academic definitions and identified 22 recurring elements. The most common were violence or force, found in 83.5 per cent of definitions, a political purpose (65 per cent) and the creation of fear or terror (51 per cent). Schmid later drafted a revised academic consensus definition (2011), which describes terrorism as a doctrine and a practice of demonstrative, calculated violence, without legal or moral restraint, aimed mainly at civilians and non-combatants, and performed for its propaganda and psychological effects on audiences beyond the immediate targets.",
            "That separation of the direct target from the audience is what many scholars regard as distinctive; Bruce Hoffman, in Inside Terrorism, stresses effects far beyond the immediate victims. The definitional disputes concern who can commit it and against whom. Can states be terrorists, or only non-state groups? Are attacks on soldiers terrorism? Is the definition simply a label applied to enemies, as the cliché that one man's terrorist is another man's freedom fighter suggests?",
            "Legal definitions must settle these questions for practical purposes. Section 1 of the UK Terrorism Act 2000 defines terrorism as the use or threat of action which involves serious violence against a person, serious damage to property, endangering life, creating a serious risk to public health or safety, or being designed seriously to interfere with or disrupt an electronic system. The use or threat must be designed to influence a government or an international governmental organisation, or to intimidate the public, and made for the purpose of advancing a political, religious, racial or ideological cause; the word racial was added in 2008. Where firearms or explosives are involved, the influence requirement need not be met.",
            "The breadth of this definition was criticised by the Supreme Court in R v Gul [2013] UKSC 64. The court upheld the conviction of a student who had uploaded videos of insurgent attacks on coalition forces in Iraq and Afghanistan, because the definition covers attacks on soldiers by non-state armed groups anywhere in the world. It noted that the breadth leaves much to prosecutorial discretion and expressed concern about that. For seminar: should such a definition be narrowed, and how?",
          ),
        },
      },
      {
        title: "Waves of modern terrorism",
        description: "A historical framework for modern terrorism, and its strengths and blind spots.",
        lesson: {
          title: "Rapoport's four waves and their critics",
          html:
            p(
              "David Rapoport's essay 'The Four Waves of Modern Terrorism' (2004) is the most influential historical framework in the field. He argued that modern terrorism has come in waves, each lasting about forty years, roughly a human generation, each driven by a shared energy and producing similar groups across many countries. Each wave also passed on techniques to the next.",
            ) +
            "<ul><li>The anarchist wave began in the 1880s in Russia. Narodnaya Volya assassinated Tsar Alexander II in 1881, and anarchists across Europe and the Americas adopted propaganda by the deed, killing heads of state including President McKinley in 1901.</li><li>The anti-colonial wave began in the 1920s and peaked after 1945, with groups such as the Irgun in Palestine, EOKA in Cyprus and the FLN in Algeria, several of which won their political aims.</li><li>The New Left wave began in the 1960s, inspired partly by the Vietnam War, with groups such as the Red Army Faction, the Red Brigades and the Weather Underground; Palestinian groups of the same period pioneered aircraft hijacking and international attacks, such as the Munich Olympics attack of 1972.</li><li>The religious wave was triggered in 1979 by the Iranian revolution, the Soviet invasion of Afghanistan and the start of a new Islamic century, and includes Hezbollah and al-Qaeda, but also non-Islamic groups such as Aum Shinrikyo, which released sarin on the Tokyo subway in 1995.</li></ul>" +
            p(
              "The framework is useful because it explains the clustering of similar tactics and ideologies in time, and because it predicts that waves decline as their energy dissipates and their first generation ages. Critics raise several problems. The dating is loose, and some groups, such as the Irish republican movement, persist across several waves. The scheme was drawn mainly from Western and Middle Eastern cases. Above all, it sidelines right-wing and racist terrorism, from the Ku Klux Klan to recent attacks by lone extreme-right actors; Jeffrey Kaplan and others have proposed additional waves to accommodate these. For seminar, ask whether the recent growth of extreme-right violence fits the wave model, and what a fifth wave would need to look like to count as one.",
            ),
        },
      },
      {
        title: "Pathways into violence",
        description: "Competing psychological and social models of how people become involved in terrorism.",
        lesson: {
          title: "Models of radicalisation",
          html: p(
            "Early research looked for a terrorist personality and did not find one. Studies consistently show that people involved in terrorism are not, as a group, more likely to be mentally ill than the general population, and there is no reliable profile by age, education or class. Attention therefore moved from who becomes a terrorist to how people become involved, the process usually called radicalisation.",
            "Fathali Moghaddam's 'staircase to terrorism' (2005) pictures a narrowing building. On the ground floor, where most people are, individuals perceive injustice and relative deprivation. Those who feel they have no voice climb to the first floor in search of ways to improve their position, and on the second floor they displace their aggression onto an out-group. A small number reach the third floor, where they engage with the morality of a terrorist organisation; on the fourth floor they adopt rigid us-and-them thinking and see the organisation as legitimate; on the fifth they are trained to sidestep the inhibitions against killing and carry out attacks.",
            "Clark McCauley and Sophia Moskalenko's two-pyramids model (2017) separates opinion from action, because most people with radical opinions never act on them. The opinion pyramid runs from the neutral through sympathisers and justifiers to those who feel a personal moral obligation to act. The action pyramid runs from the inert through activists, who engage in legal political action, and radicals, who engage in illegal action, to terrorists at the apex. Movement in one pyramid does not imply movement in the other, so countering extreme opinions may do little to prevent violence, and vice versa.",
            "Marc Sageman's study of jihadist networks emphasised social bonds rather than ideology: people joined with friends and relatives, often in small self-organising groups, a pattern he called leaderless jihad. Research on lone actors has qualified the finding about mental health: Emily Corner and Paul Gill (2015) found that lone-actor terrorists were about thirteen times more likely than group actors to have a diagnosed mental illness. John Horgan's distinction between disengagement, leaving violent activity, and deradicalisation, abandoning the beliefs, has shaped exit programmes, which often achieve the first without the second.",
          ),
        },
      },
    ],
  },
];
