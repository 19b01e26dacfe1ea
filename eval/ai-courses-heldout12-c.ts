/** Twelfth held-out evaluation courses, advanced level (psychiatry to mining engineering); see ai-courses-heldout12.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT12_C: EvalCourse[] = [
  {
    slug: "psychiatry-treatment-resistance-clozapine-lithium",
    discipline: "Psychiatry",
    title: "Advanced Psychopharmacology: Resistant Illness",
    description:
      "Taught through weekly case conferences for senior trainees, the module addresses the assessment and management of treatment-resistant depression, the prescribing and monitoring of clozapine, long-term lithium therapy, and capacity assessment for patients who refuse treatment.",
    level: "advanced",
    duration: "10 weekly case conferences",
    plantedGap: "capacity assessment",
    modules: [
      {
        title: "Treatment-Resistant Depression",
        description:
          "Before calling a depression resistant, make sure it has been treated adequately; then choose among switching, combining, augmenting and ECT.",
        lesson: {
          title: "Defining and managing treatment-resistant depression",
          html:
            p(
              "There is no single agreed definition, but most guidelines and trials call a major depressive episode treatment-resistant when it has failed to respond to at least two antidepressants given at an adequate dose for an adequate duration, usually four to six weeks at a therapeutic dose, with good adherence. Response is conventionally a reduction of at least 50 per cent on a rating scale such as the Montgomery–Åsberg Depression Rating Scale (MADRS) or the Hamilton Rating Scale for Depression; remission is a score in the normal range, for example MADRS 10 or below.",
              "The first step is to exclude pseudo-resistance. Was the dose adequate, and was the drug actually taken? Is the diagnosis right, in particular, is this bipolar depression, where antidepressant monotherapy is inappropriate? Are there untreated contributors such as alcohol or substance misuse, hypothyroidism, a personality disorder, chronic pain or ongoing adversity? Plasma levels can reveal non-adherence or ultra-rapid metabolism.",
              "The STAR*D trial (published 2006), which followed more than 4,000 outpatients through up to four sequential treatment steps, showed how the chance of remission falls with each failed step: roughly 37, 31, 14 and 13 per cent at steps one to four, with higher relapse rates among those who needed more steps. Later reanalyses have argued that even these figures were optimistic.",
            ) +
            "<ul><li><b>Optimise</b>: increase the dose within the licensed range if tolerated.</li><li><b>Switch</b>: to an antidepressant of a different class, such as from an SSRI to venlafaxine or mirtazapine.</li><li><b>Combine</b>: add mirtazapine or mianserin to an SSRI or SNRI.</li><li><b>Augment</b>: add lithium (target level about 0.4–0.8 mmol/L) or a second-generation antipsychotic such as aripiprazole or quetiapine, both supported by randomised trials.</li><li><b>Add psychological therapy</b>: CBT combined with medication improved outcomes in the UK CoBalT trial.</li></ul>" +
            p(
              "Electroconvulsive therapy remains the most effective acute treatment for severe or psychotic depression, with remission in around half of patients whose illness has resisted medication, at the cost of transient memory impairment. Esketamine nasal spray, approved by the US FDA in 2019 for use with an oral antidepressant, acts rapidly through NMDA-receptor antagonism but requires supervised administration and monitoring of blood pressure and dissociation.",
            ),
        },
      },
      {
        title: "Clozapine",
        description:
          "Why is the most effective antipsychotic for resistant schizophrenia also the most closely monitored drug in psychiatry?",
        lesson: {
          title: "Indications, titration and hazards of clozapine",
          html: p(
            "Clozapine is the only antipsychotic with consistent evidence of superiority in treatment-resistant schizophrenia, usually defined as a failure to respond to at least two different antipsychotics, each given at an adequate dose for at least six weeks. In the landmark trial by Kane and colleagues (1988), 30 per cent of resistant patients responded to clozapine against 4 per cent given chlorpromazine with benztropine. Clozapine also reduces suicidal behaviour in schizophrenia (the InterSePT trial, 2003) and is associated with lower all-cause mortality in cohort studies. Despite this, it is widely underused, and many patients wait years before it is offered.",
            "Its use is restricted because of neutropenia and agranulocytosis, which occur in roughly 3 and 0.8 per cent of patients respectively, most often in the first 18 weeks. Patients must be registered with a monitoring service before starting. In the UK, the full blood count is checked weekly for the first 18 weeks, fortnightly to one year, and monthly thereafter; a falling neutrophil count triggers more frequent testing or withdrawal, and a 'red' result requires immediate cessation. Patients should report fever or a sore throat at once.",
            "Treatment starts at 12.5 mg once or twice on the first day and is titrated slowly, typically by 25 to 50 mg a day, towards a usual dose of 200 to 450 mg daily, because rapid titration increases the risk of hypotension, seizures and myocarditis. Myocarditis typically appears within the first four to eight weeks; many services check troponin and C-reactive protein weekly during that period, and unexplained tachycardia, fever or chest pain must be investigated.",
            "Other adverse effects demand active management. Clozapine-induced gastrointestinal hypomotility is common and can be fatal through ileus, so bowel habits should be asked about at every review and laxatives given early. Hypersalivation, sedation, weight gain, diabetes and dyslipidaemia are frequent, and seizures are dose-related.",
            "Clozapine is metabolised mainly by CYP1A2, which is induced by the hydrocarbons in tobacco smoke. A patient who stops smoking, for example on admission to a smoke-free ward, may see plasma levels rise by 50 per cent or more within a week or two, with risk of toxicity; the dose should be reduced and levels checked. A plasma level of at least 350 ng/mL is generally regarded as the threshold for an adequate trial.",
          ),
        },
      },
      {
        title: "Long-Term Lithium Therapy",
        description:
          "Trainees plan the initiation, monitoring and safe continuation of lithium, and recognise toxicity early.",
        lesson: {
          title: "Lithium: levels, toxicity and monitoring",
          html:
            p(
              "Lithium remains the most effective long-term treatment for bipolar disorder, reducing both manic and depressive relapses, and it has a specific anti-suicidal effect supported by meta-analyses. It is also an evidence-based augmenting agent in unipolar depression. Its drawbacks are a narrow therapeutic index and long-term effects on the kidney and thyroid.",
              "Before starting, check renal function (eGFR), thyroid function, calcium, weight and an ECG if there is cardiac risk, and ask about drugs that interact. Lithium is excreted almost entirely by the kidney, and its clearance falls with dehydration, sodium depletion and several common drugs: thiazide diuretics, ACE inhibitors, angiotensin receptor blockers and NSAIDs all raise lithium levels.",
              "Serum levels are taken 12 hours after the last dose, one week after starting and after every dose change, and then every three months in the first year. For maintenance, a level of 0.6 to 0.8 mmol/L is usual, with up to 1.0 mmol/L for patients who relapse at lower levels; older people often need less.",
            ) +
            "<table><tr><th>Serum lithium (mmol/L)</th><th>Typical features</th></tr><tr><td>0.6–1.0</td><td>therapeutic; fine tremor, thirst and polyuria are common</td></tr><tr><td>1.5–2.0</td><td>mild to moderate toxicity: coarse tremor, nausea, vomiting, diarrhoea, ataxia, slurred speech</td></tr><tr><td>&gt; 2.0</td><td>severe toxicity: confusion, myoclonus, seizures, arrhythmias, coma</td></tr></table>" +
            p(
              "Toxicity can occur at 'normal' levels in older patients and in chronic overdose, so clinical signs matter more than the number. Management is to stop lithium, correct fluid and sodium balance, and consider haemodialysis for severe toxicity, particularly with neurological features or impaired renal function.",
              "Long-term adverse effects include hypothyroidism (in up to a fifth of patients, more in women), hyperparathyroidism with hypercalcaemia, nephrogenic diabetes insipidus, and a slow decline in renal function in a minority. NICE recommends checking renal and thyroid function and calcium every six months. A sustained fall in eGFR calls for a discussion with the patient and, often, a nephrologist about the balance of risk and benefit, since stopping lithium abruptly carries a high risk of manic relapse; when it is stopped, it should be tapered over at least four weeks. In pregnancy the risk of cardiac malformations such as Ebstein's anomaly is lower than once thought but real, and decisions require specialist planning.",
            ),
        },
      },
    ],
  },
  {
    slug: "clinical-nephrology-acid-base-aki-ckd",
    discipline: "Nephrology",
    title: "Clinical Nephrology",
    description:
      "With physiology as its guide, the module works through acid–base analysis with the anion gap, the KDIGO staging of acute kidney injury, the management of chronic kidney disease, and the choice between haemodialysis, peritoneal dialysis and transplantation for kidney failure.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "peritoneal dialysis",
    modules: [
      {
        title: "Acid–Base Analysis",
        description:
          "A systematic reading of the blood gas: primary disorder, compensation, anion gap and delta ratio.",
        lesson: {
          title: "A stepwise approach to metabolic acidosis",
          html:
            p(
              "Blood pH is set by the ratio of bicarbonate, regulated by the kidney, to carbon dioxide, regulated by the lungs. The Henderson–Hasselbalch equation expresses this: pH = 6.1 + log([HCO<sub>3</sub><sup>−</sup>] / (0.03 × <i>P</i>CO<sub>2</sub>)), with bicarbonate in mmol/L and <i>P</i>CO<sub>2</sub> in mmHg (multiply kPa by 7.5). Reading a blood gas systematically avoids missing mixed disorders:",
            ) +
            "<ul><li>Is the pH acidaemic (below 7.35) or alkalaemic (above 7.45)?</li><li>Is the primary change metabolic (bicarbonate) or respiratory (<i>P</i>CO<sub>2</sub>)?</li><li>Is compensation appropriate? In metabolic acidosis, Winters' formula predicts <i>P</i>CO<sub>2</sub> = 1.5 × [HCO<sub>3</sub><sup>−</sup>] + 8 ± 2 mmHg.</li><li>In metabolic acidosis, calculate the anion gap, and if it is raised, the delta ratio.</li></ul>" +
            p(
              "The anion gap, Na<sup>+</sup> − (Cl<sup>−</sup> + HCO<sub>3</sub><sup>−</sup>), reflects unmeasured anions, chiefly albumin. Its normal range depends on the laboratory, commonly about 8 to 12 mmol/L, and it should be corrected for hypoalbuminaemia by adding roughly 2.5 mmol/L for every 10 g/L that albumin falls below 40 g/L. A raised gap means an acid with an unmeasured anion has accumulated: lactate, ketoacids, the toxic metabolites of methanol and ethylene glycol, salicylate, or the sulphate and phosphate retained in advanced kidney failure. A normal-gap, hyperchloraemic acidosis results from bicarbonate loss, as in diarrhoea, or from failure of renal acid excretion, as in the renal tubular acidoses.",
              "Consider a patient with diabetic ketoacidosis: Na<sup>+</sup> 140, Cl<sup>−</sup> 100, HCO<sub>3</sub><sup>−</sup> 10 mmol/L, <i>P</i>CO<sub>2</sub> 24 mmHg (3.2 kPa), albumin 40 g/L. The pH is 6.1 + log(10 / 0.72) = 7.24, a metabolic acidosis. Winters' formula predicts <i>P</i>CO<sub>2</sub> of 23 ± 2 mmHg, so respiratory compensation is appropriate. The anion gap is 140 − 110 = 30 mmol/L, raised by 18 above a normal of 12. Bicarbonate has fallen by 14 from a normal of 24. The delta ratio, 18 / 14 = 1.3, lies between 1 and 2, consistent with a pure high-gap acidosis. A ratio below 1 would suggest a coexisting normal-gap acidosis, and one above 2 a coexisting metabolic alkalosis, for instance from vomiting.",
              "If the clinical picture does not explain a high-gap acidosis, measure the osmolar gap: a gap above about 10 mOsm/kg suggests toxic alcohol ingestion, which needs fomepizole and urgent extracorporeal removal.",
            ),
        },
      },
      {
        title: "Acute Kidney Injury",
        description:
          "Stage AKI with the KDIGO criteria, find its cause, and recognise when the kidneys can no longer be supported medically.",
        lesson: {
          title: "KDIGO criteria, causes and urgent indications",
          html:
            p(
              "Acute kidney injury (AKI) is a rapid decline in kidney function, detected by a rise in serum creatinine or a fall in urine output. The KDIGO guideline of 2012 unified earlier definitions (RIFLE and AKIN). AKI is present if serum creatinine rises by at least 26.5 µmol/L (0.3 mg/dL) within 48 hours, or to at least 1.5 times baseline within the previous seven days, or if urine output is below 0.5 mL/kg/h for six hours.",
            ) +
            "<table><tr><th>Stage</th><th>Serum creatinine</th><th>Urine output</th></tr><tr><td>1</td><td>1.5–1.9 × baseline, or rise ≥ 26.5 µmol/L</td><td>&lt; 0.5 mL/kg/h for 6–12 h</td></tr><tr><td>2</td><td>2.0–2.9 × baseline</td><td>&lt; 0.5 mL/kg/h for ≥ 12 h</td></tr><tr><td>3</td><td>≥ 3.0 × baseline, or ≥ 353.6 µmol/L, or start of kidney replacement therapy</td><td>&lt; 0.3 mL/kg/h for ≥ 24 h, or anuria for ≥ 12 h</td></tr></table>" +
            p(
              "Creatinine is a lagging marker: it may not rise for 24 to 48 hours after an injury, and its level depends on muscle mass, so a small, frail patient can have severe AKI with a 'normal' creatinine.",
              "Causes are traditionally grouped as prerenal, intrinsic and postrenal. Prerenal AKI results from reduced renal perfusion, through hypovolaemia, sepsis, heart failure or drugs that impair autoregulation, such as NSAIDs and ACE inhibitors during volume depletion. The tubules work normally, avidly reabsorbing sodium, so the fractional excretion of sodium is typically below 1 per cent (diuretics invalidate the test). Prolonged hypoperfusion or toxins such as aminoglycosides and iodinated contrast cause acute tubular necrosis, the commonest intrinsic cause in hospital; others include glomerulonephritis, interstitial nephritis and vascular disease. Postrenal AKI results from obstruction, such as prostatic enlargement, and every patient needs a bladder scan and, usually, a renal ultrasound.",
              "Management is largely supportive: restore perfusion with fluids where the patient is volume-depleted, avoid fluid overload, stop or withhold nephrotoxic drugs and adjust doses of renally cleared ones, relieve obstruction, and treat the cause. Urgent kidney replacement therapy is indicated for complications that cannot be controlled medically: refractory hyperkalaemia, severe metabolic acidosis, fluid overload with pulmonary oedema, uraemic pericarditis or encephalopathy, and some poisonings.",
            ),
        },
      },
      {
        title: "Chronic Kidney Disease",
        description:
          "Classify CKD by cause, GFR and albuminuria, then act on the measures that slow progression and protect the heart.",
        lesson: {
          title: "Staging and slowing chronic kidney disease",
          html:
            p(
              "Chronic kidney disease (CKD) is defined by KDIGO as abnormalities of kidney structure or function present for more than three months with implications for health: an eGFR below 60 mL/min/1.73 m<sup>2</sup>, or markers of damage such as albuminuria, haematuria of renal origin or structural abnormalities on imaging. It is classified by cause, GFR category and albuminuria category, because albuminuria predicts progression and cardiovascular death independently of GFR.",
            ) +
            "<table><tr><th>GFR category</th><th>eGFR</th><th>Albuminuria category</th><th>Urine ACR (mg/mmol)</th></tr><tr><td>G1</td><td>≥ 90</td><td>A1</td><td>&lt; 3</td></tr><tr><td>G2</td><td>60–89</td><td>A2</td><td>3–30</td></tr><tr><td>G3a / G3b</td><td>45–59 / 30–44</td><td>A3</td><td>&gt; 30</td></tr><tr><td>G4</td><td>15–29</td><td></td><td></td></tr><tr><td>G5</td><td>&lt; 15</td><td></td><td></td></tr></table>" +
            p(
              "A patient with diabetic kidney disease, an eGFR of 38 and a urine albumin-to-creatinine ratio of 45 mg/mmol therefore has CKD G3bA3, a category at high risk of progression. eGFR is estimated from creatinine, and increasingly cystatin C, with the CKD-EPI equation; the 2021 version omits the race coefficient of earlier equations.",
              "The goals of management are to slow loss of function, reduce cardiovascular risk, which far exceeds the risk of reaching kidney failure for most patients, and treat complications. Blood pressure should be controlled, and in patients with albuminuria an ACE inhibitor or angiotensin receptor blocker should be titrated to the maximum tolerated dose; a rise in creatinine of up to about 30 per cent after starting is expected and acceptable. SGLT2 inhibitors reduced the risk of kidney failure and death in the DAPA-CKD (2020) and EMPA-KIDNEY (2022) trials, in patients with and without diabetes, and are now a cornerstone of treatment. Statins are recommended for most adults over 50 with CKD.",
              "As GFR falls, complications accumulate: anaemia from reduced erythropoietin, treated with iron and erythropoiesis-stimulating agents to a haemoglobin of about 100 to 120 g/L; mineral and bone disorder, with hyperphosphataemia and secondary hyperparathyroidism; metabolic acidosis, treated with oral sodium bicarbonate when bicarbonate falls below about 18 to 20 mmol/L; and hyperkalaemia. Doses of renally cleared drugs such as metformin, gabapentin and many antibiotics must be adjusted to eGFR.",
            ),
        },
      },
    ],
  },
  {
    slug: "maritime-law-carriage-average-salvage",
    discipline: "Maritime law",
    title: "The Law of the Sea Trade: Carriage, Average and Salvage",
    description:
      "Through the leading English cases and the international conventions, students analyse the carriage of goods under bills of lading and the Hague-Visby Rules, general average under the York-Antwerp Rules, salvage and Lloyd's Open Form, and the shipowner's right to limitation of liability for maritime claims.",
    level: "advanced",
    duration: "one semester (LLM)",
    plantedGap: "limitation of liability",
    modules: [
      {
        title: "Bills of Lading and the Hague-Visby Rules",
        description:
          "The bill of lading is receipt, contract and document of title at once, and each function raises its own disputes.",
        lesson: {
          title: "Three functions and the carrier's duties",
          html:
            p(
              "The bill of lading performs three functions. It is a receipt for the goods, stating their quantity and apparent order and condition; a 'clean' bill records no defects. It evidences the contract of carriage between shipper and carrier, and becomes the contract itself in the hands of a transferee. And it is a document of title: since <i>Lickbarrow v Mason</i> (1794), English law has recognised that indorsing and delivering an order bill transfers constructive possession of the goods, so cargo can be sold afloat and a bank can hold the bill as security.",
              "A transferee's right to sue the carrier now comes from the Carriage of Goods by Sea Act 1992, section 2 of which transfers rights of suit to the lawful holder of the bill.",
              "Where the bill is issued in, or carriage is from a port in, a contracting state, the Hague-Visby Rules apply compulsorily, given force of law in the United Kingdom by the Carriage of Goods by Sea Act 1971. Key provisions include:",
            ) +
            "<ul><li><b>Article III rule 1</b>: the carrier must exercise due diligence, before and at the beginning of the voyage, to make the ship seaworthy and the holds fit for the cargo.</li><li><b>Article III rule 2</b>: the carrier must properly and carefully load, stow, carry, care for and discharge the goods.</li><li><b>Article III rule 4</b>: the bill is prima facie evidence of receipt of the goods as described, but conclusive evidence once transferred to a third party acting in good faith.</li><li><b>Article III rule 6</b>: suit must be brought within one year of delivery.</li><li><b>Article IV rule 2</b>: the carrier is not liable for loss arising from, among other things, the crew's default in the navigation or management of the ship, or fire unless caused by the carrier's actual fault or privity.</li></ul>" +
            p(
              "The duty of due diligence is overriding. In <i>Maxine Footwear v Canadian Government Merchant Marine</i> [1959] AC 589, the crew used a blowtorch to thaw frozen pipes while the ship was loading, setting her on fire. The Privy Council held that the carrier could not rely on the fire exception, because its failure of due diligence had caused the loss. The obligation is also non-delegable: the carrier answers for the negligence of repairers it engages (<i>The Muncaster Castle</i> [1961]).",
            ),
        },
      },
      {
        title: "General Average",
        description: "How is a sacrifice made to save the whole adventure shared among ship and cargo?",
        lesson: {
          title: "The York-Antwerp Rules and the adjustment",
          html:
            p(
              "General average is one of the oldest institutions of maritime law: the Digest of Justinian preserved the <i>lex Rhodia de iactu</i>, under which goods jettisoned to lighten a ship were made good by all whose property was saved. The modern law is mostly contractual: bills of lading and charterparties incorporate the York-Antwerp Rules, a set of uniform rules drafted by the Comité Maritime International and revised periodically, most recently in 2016.",
              "Rule A defines the principle: there is a general average act when, and only when, any extraordinary sacrifice or expenditure is intentionally and reasonably made or incurred for the common safety for the purpose of preserving from peril the property involved in a common maritime adventure. The elements are a real peril to the whole adventure, not just part of it; an extraordinary sacrifice or expenditure beyond the ordinary needs of the voyage; and an intentional, reasonable act. Typical examples are jettison, deliberate grounding to avoid sinking, damage to cargo from water used to fight a fire, and the costs of putting into a port of refuge. Under the Rule Paramount, nothing is allowed unless reasonably made or incurred.",
              "An average adjuster apportions the losses. Suppose a ship worth 8,000,000 carries cargo A worth 1,500,000 and cargo B worth 500,000. In a storm, cargo B is jettisoned, and the ship then incurs 200,000 in port-of-refuge expenses. General average totals 700,000. The contributory values, taken at the end of the voyage and including the amount made good for sacrificed property, are 8,000,000, 1,500,000 and 500,000, a total of 10,000,000, so each interest contributes 7 per cent:",
            ) +
            "<table><tr><th>Interest</th><th>Contribution</th><th>Allowed in general average</th><th>Net</th></tr><tr><td>Ship</td><td>560,000</td><td>200,000</td><td>pays 360,000</td></tr><tr><td>Cargo A</td><td>105,000</td><td>0</td><td>pays 105,000</td></tr><tr><td>Cargo B</td><td>35,000</td><td>500,000</td><td>receives 465,000</td></tr></table>" +
            p(
              "Under Rule D, the right to contribution is not affected by the fact that the event giving rise to the sacrifice was due to the fault of one of the parties, but that party may face defences or claims. So where the peril arose from the carrier's actionable fault, such as a failure to exercise due diligence to make the ship seaworthy, cargo interests may refuse to contribute. In practice the shipowner exercises a lien on the cargo and releases it only against a general average bond and guarantee, usually given by the cargo's insurers.",
            ),
        },
      },
      {
        title: "Salvage",
        description:
          "Students apply the 1989 Salvage Convention to assess a reward and special compensation for environmental services.",
        lesson: {
          title: "No cure, no pay and its exceptions",
          html: p(
            "Salvage is a voluntary service that succeeds, wholly or in part, in saving maritime property from danger. The law rewards salvors generously to encourage assistance at sea; the governing rules are those of the International Convention on Salvage 1989, given force of law by section 224 of the Merchant Shipping Act 1995. Three elements are required: recognised subject matter (a vessel, cargo, freight at risk, bunkers), a real danger, though not necessarily an immediate one, and a service rendered voluntarily, not under a pre-existing duty such as a crew's duty to their own ship.",
            "The traditional principle is 'no cure, no pay': a reward is payable only if the service has a useful result, and it cannot exceed the value of the property salved. Article 13 lists the criteria for fixing it, including the salved value; the salvors' skill and efforts in preventing or minimising damage to the environment; the measure of success; the nature and degree of the danger; the time, expenses and risks of the salvors; and the promptness of the services. The reward is apportioned between ship and cargo interests according to their salved values.",
            "No cure, no pay gave little incentive to tackle a laden tanker whose cargo was worth little but threatened a coastline. Article 14 therefore provides special compensation: where a salvor has worked on a vessel that threatened damage to the environment and has failed to earn an Article 13 reward at least equal to that compensation, the shipowner pays the salvor's expenses, increased by up to 30 per cent, or up to 100 per cent in exceptional cases, if the salvor prevented or minimised environmental damage. In <i>The Nagasaki Spirit</i> [1997] AC 455, the House of Lords held that the 'expenses' include a fair rate for equipment and personnel but no element of profit.",
            "The uncertainty of that litigation led the industry to agree the SCOPIC clause in 1999, which can be incorporated into Lloyd's Standard Form of Salvage Agreement, the Lloyd's Open Form or LOF. SCOPIC replaces Article 14 with agreed tariff rates plus a 25 per cent bonus, paid by the shipowner's P&amp;I club,. Disputes under LOF go to arbitration in London. Finally, Article 16 provides that no remuneration is due from persons whose lives are saved, although a life salvor may share in the reward paid for saving property in the same incident.",
          ),
        },
      },
    ],
  },
  {
    slug: "econometrics-causal-identification",
    discipline: "Econometrics",
    title: "Causal Inference in Applied Econometrics",
    description:
      "Identification is the organising theme: when can observational data reveal a causal effect, and under what assumptions? Doctoral students work through instrumental variables and two-stage least squares, panel data with fixed effects, difference-in-differences designs, and regression discontinuity.",
    level: "advanced",
    duration: "one quarter (10 weeks)",
    plantedGap: "regression discontinuity",
    modules: [
      {
        title: "Instrumental Variables",
        description:
          "When a regressor is correlated with the error, an instrument can recover its effect, at the price of strong assumptions and a narrower interpretation.",
        lesson: {
          title: "2SLS, weak instruments and the LATE",
          html: p(
            "Ordinary least squares estimates of <i>y</i> = α + β<i>x</i> + <i>u</i> are biased when <i>x</i> is correlated with <i>u</i>, whether because of omitted variables, measurement error or simultaneity. An instrument <i>z</i> can restore identification if it satisfies two conditions: <b>relevance</b>, Cov(<i>z</i>, <i>x</i>) ≠ 0, which can be tested; and <b>exogeneity</b>, Cov(<i>z</i>, <i>u</i>) = 0, which includes the exclusion restriction that <i>z</i> affects <i>y</i> only through <i>x</i>, and which cannot be tested with a single instrument. The argument for exogeneity must come from knowledge of the setting.",
            "With one instrument and one endogenous regressor, the IV estimator is β̂ = Cov(<i>z</i>, <i>y</i>) / Cov(<i>z</i>, <i>x</i>). Two-stage least squares generalises it: regress <i>x</i> on <i>z</i> and the exogenous controls, then regress <i>y</i> on the fitted values. (Standard errors must be computed from the original residuals, which is why the second stage should not be run by hand.) When <i>z</i> is binary, the estimator reduces to the Wald ratio. Suppose a lottery offers places in a training programme. Winners earn on average 21,000 and losers 20,400, while 55 per cent of winners and 25 per cent of losers take part. The reduced-form effect is 600, the first stage 0.30, and the IV estimate 600 / 0.30 = 2,000.",
            "Weak instruments are a serious practical danger. When the first stage is weak, 2SLS is biased towards OLS and conventional confidence intervals are badly misleading. Staiger and Stock (1997) proposed the rule of thumb that the first-stage F-statistic should exceed 10; more recent work by Lee, McCrary, Moreira and Porter (2022) shows that a conventional 5 per cent <i>t</i>-test requires an F of about 105, or an adjusted critical value. Anderson–Rubin confidence sets remain valid however weak the instrument.",
            "With heterogeneous effects, what does IV estimate? Imbens and Angrist (1994) showed that, under a monotonicity assumption (no one is pushed <i>out</i> of treatment by the instrument), IV identifies the local average treatment effect: the average effect for compliers, those whose treatment status is changed by the instrument. In the lottery example, 2,000 is the effect for the 30 per cent of people who take part if and only if they win. It says nothing directly about those who would always, or never, take part.",
          ),
        },
      },
      {
        title: "Panel Data and Fixed Effects",
        description:
          "Repeated observations on the same units let us remove time-invariant confounders, if the remaining variation is informative.",
        lesson: {
          title: "Within estimators, clustering and their limits",
          html:
            p(
              "Panel data follow the same units, such as individuals, firms or states, over several periods. The canonical model is <i>y</i><sub>it</sub> = α<sub>i</sub> + β<i>x</i><sub>it</sub> + <i>u</i><sub>it</sub>, where α<sub>i</sub> captures all time-invariant characteristics of unit <i>i</i>, observed or not. If α<sub>i</sub> is correlated with <i>x</i><sub>it</sub>, as when more able workers select into training, pooled OLS is biased. The fixed-effects (within) estimator removes α<sub>i</sub> by subtracting each unit's mean over time: regress (<i>y</i><sub>it</sub> − ȳ<sub>i</sub>) on (<i>x</i><sub>it</sub> − x̄<sub>i</sub>). Equivalently, include a dummy variable for each unit. First-differencing achieves the same with two periods and differs with more, depending on the serial correlation of the errors.",
              "Identification now rests on strict exogeneity: <i>u</i><sub>it</sub> must be uncorrelated with <i>x</i> in all periods, past and future. Feedback from past outcomes to current regressors violates it, as in dynamic models with a lagged dependent variable, where the within estimator is biased for short panels (the Nickell bias, of order 1/<i>T</i>).",
              "Fixed effects have costs:",
            ) +
            "<ul><li>the effect of any time-invariant regressor, such as gender or distance to the coast, cannot be estimated;</li><li>only within-unit variation is used, so if <i>x</i> changes little over time, estimates are imprecise;</li><li>measurement error is amplified, because demeaning removes signal while noise remains, worsening attenuation bias.</li></ul>" +
            p(
              "Random-effects estimation, a feasible GLS estimator, is more efficient but assumes α<sub>i</sub> is uncorrelated with the regressors. The Hausman test compares the two estimators; a significant difference is evidence against the random-effects assumption, though applied researchers increasingly default to fixed effects or to the Mundlak approach of adding unit means of the regressors.",
              "Errors within a unit are usually serially correlated, so standard errors should be clustered by unit. Bertrand, Duflo and Mullainathan (2004) showed that ignoring serial correlation in state-year panels produced false rejections in up to 45 per cent of placebo tests at the nominal 5 per cent level. Clustering requires a reasonable number of clusters; with fewer than about 30 to 50, the wild cluster bootstrap gives more reliable inference.",
            ),
        },
      },
      {
        title: "Difference-in-Differences",
        description:
          "Students estimate 2×2 and event-study designs, test their assumptions, and diagnose the problems of staggered adoption.",
        lesson: {
          title: "Parallel trends, from Card and Krueger to staggered adoption",
          html:
            p(
              "Difference-in-differences compares the change in outcomes for a group exposed to a policy with the change for an unexposed group over the same period. Subtracting the control group's change removes common shocks; differencing over time removes fixed differences between the groups. The identifying assumption is parallel trends: in the absence of treatment, the two groups' average outcomes would have moved in parallel.",
              "The classic application is Card and Krueger's (1994) study of the New Jersey minimum wage, which rose from $4.25 to $5.05 an hour in April 1992 while neighbouring eastern Pennsylvania's stayed at $4.25. They surveyed fast-food restaurants before and after.",
            ) +
            "<table><tr><th>Mean FTE employment per store</th><th>Before</th><th>After</th><th>Change</th></tr><tr><td>New Jersey</td><td>20.44</td><td>21.03</td><td>+0.59</td></tr><tr><td>Pennsylvania</td><td>23.33</td><td>21.17</td><td>−2.16</td></tr><tr><td>Difference</td><td></td><td></td><td>+2.76</td></tr></table>" +
            p(
              "The estimate (2.76, because the published changes are rounded) suggested no fall in employment, contrary to the competitive model, and set off a long debate, including a reanalysis with payroll data by Neumark and Wascher.",
              "In regression form, the 2×2 design is <i>y</i><sub>it</sub> = α + γ Treat<sub>i</sub> + λ Post<sub>t</sub> + δ (Treat<sub>i</sub> × Post<sub>t</sub>) + <i>u</i><sub>it</sub>, and δ is the DiD estimate. Parallel trends cannot be tested after treatment, but an event study, interacting treatment with indicators for each period relative to adoption, shows whether the groups trended alike beforehand. Flat pre-period coefficients are reassuring, not proof, and Roth (2022) showed that conditioning on passing a pre-trend test can itself distort inference.",
              "Many policies are adopted at different times by different units. The common practice of estimating a two-way fixed-effects regression with unit and time dummies then becomes problematic. Goodman-Bacon (2021) showed that its coefficient is a weighted average of all 2×2 comparisons, including ones that use already-treated units as controls; when effects change over time, some weights are negative and the estimate can even have the wrong sign. Estimators by Callaway and Sant'Anna (2021), Sun and Abraham (2021) and de Chaisemartin and D'Haultfœuille (2020) avoid these 'forbidden comparisons' by using only not-yet-treated or never-treated units as controls.",
            ),
        },
      },
    ],
  },
  {
    slug: "mining-engineering-resources-pits-ground",
    discipline: "Mining engineering",
    title: "Mine Design: From Orebody to Excavation",
    description:
      "Set in the context of large open-pit and underground operations, the course treats mineral resource estimation by kriging, pit optimisation with the Lerchs–Grossmann algorithm, rock-mass classification for ground support, and the design of mine ventilation networks.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "ventilation",
    modules: [
      {
        title: "Geostatistical Resource Estimation",
        description:
          "Model spatial continuity with the variogram, estimate block grades by kriging, and classify the result under a public reporting code.",
        lesson: {
          title: "Variograms, kriging and resource classification",
          html:
            p(
              "A mineral resource estimate turns drill-hole samples into a block model: a three-dimensional grid of blocks, each with an estimated grade, density and tonnage. Geostatistics, developed by Georges Matheron in the 1960s from the empirical work of the South African engineer Danie Krige on Witwatersrand gold, treats grade as a regionalised variable whose values are correlated in space.",
              "Spatial continuity is measured by the experimental semivariogram, γ(<i>h</i>) = (1 / 2<i>N</i>(<i>h</i>)) Σ [<i>z</i>(<i>x</i>) − <i>z</i>(<i>x</i> + <i>h</i>)]², the half mean squared difference between pairs of samples separated by the lag <i>h</i>. It is computed in several directions to detect anisotropy, then fitted with a permissible model, commonly spherical. Three parameters describe it:",
            ) +
            "<ul><li>the <b>nugget</b>, the value at very short distances, reflecting sampling error and micro-scale variability, often high in coarse gold deposits;</li><li>the <b>sill</b>, the plateau reached when samples are no longer correlated, roughly the sample variance;</li><li>the <b>range</b>, the distance at which the sill is reached, beyond which a sample tells us nothing about a block.</li></ul>" +
            p(
              "Ordinary kriging estimates a block grade as a weighted average of nearby samples, with weights chosen to make the estimate unbiased (the weights sum to one) and to minimise the estimation variance given the variogram model. Unlike inverse-distance weighting, kriging accounts for the redundancy of clustered samples, giving less weight to each of several closely spaced holes, and it provides a kriging variance that indicates the relative confidence of each estimate. Its main drawback is smoothing: kriged block grades vary less than true grades, so grade–tonnage curves derived from them understate the variability that selective mining will encounter.",
              "Public reporting follows codes such as the JORC Code (2012) in Australasia, NI 43-101 in Canada and S-K 1300 in the United States. Resources are classified as Inferred, Indicated or Measured according to geological confidence, typically judged from drill spacing relative to the variogram range, the kriging variance and the quality of the data, and they must have reasonable prospects for eventual economic extraction. Only Indicated and Measured resources can be converted, through modifying factors such as mining dilution, recovery, costs and permitting, into Probable and Proved ore reserves. Each report must be signed off by a Competent or Qualified Person.",
            ),
        },
      },
      {
        title: "Open-Pit Optimisation",
        description:
          "What is the most valuable pit that can be mined at safe slopes? Block values, cut-off grades and the Lerchs–Grossmann algorithm give the answer.",
        lesson: {
          title: "Block values, cut-off grade and the ultimate pit",
          html:
            p(
              "Pit optimisation begins by assigning an economic value to every block of the resource model. If a block is processed, its value is the recovered metal times the price, less mining, processing and general costs; if it is waste, its value is minus the cost of mining it. A block is sent to the plant only if processing earns more than it costs.",
              "The break-even cut-off grade follows directly. Consider a copper deposit with a price of US$8,000 per tonne of copper, a metallurgical recovery of 88 per cent, and processing plus general and administrative costs of US$18 per tonne of ore. A tonne of ore at grade <i>g</i> yields revenue 8,000 × 0.88 × <i>g</i>, so the marginal cut-off, applied to blocks that must be mined anyway, is 18 / 7,040 = 0.0026, or 0.26 per cent Cu. Blocks below it go to the waste dump. Kenneth Lane showed in 1964 that when capacities constrain production, the grade that maximises net present value is higher than the break-even grade early in the mine's life and declines over time.",
              "The ultimate pit is the set of blocks that maximises total undiscounted value, subject to the constraint that every block mined has all the blocks above it, within the overall slope angle, removed first. Helmut Lerchs and Ingo Grossmann published a graph-theoretic algorithm in 1965 that finds this set exactly: each block is a node with a weight, precedence arcs encode the slopes, and the optimum is a maximum-weight closure of the graph. Commercial packages such as Whittle implemented it, and modern software uses the faster pseudoflow algorithm of Dorit Hochbaum, which gives the same answer.",
            ) +
            "<table><tr><th>Revenue factor</th><th>Pit tonnes (Mt)</th><th>Strip ratio</th><th>Undiscounted value (US$M)</th></tr><tr><td>0.6</td><td>120</td><td>1.8</td><td>410</td></tr><tr><td>0.8</td><td>210</td><td>2.4</td><td>640</td></tr><tr><td>1.0</td><td>300</td><td>3.1</td><td>720</td></tr></table>" +
            p(
              "Running the algorithm at a range of prices, as revenue factors applied to the base price, produces nested pits like those in the illustrative table above. The inner pits guide the design of pushbacks, so that the highest-margin ore is mined first, and the pit whose discounted value peaks, often smaller than the ultimate pit, is chosen for detailed design with haul ramps and benches.",
            ),
        },
      },
      {
        title: "Rock-Mass Classification and Ground Support",
        description:
          "Students rate rock masses with RMR and the Q-system and use the results to size rock bolts and shotcrete.",
        lesson: {
          title: "RQD, RMR, Q and the support chart",
          html:
            p(
              "Underground openings must be designed before the rock mass is fully known, so engineers use empirical classification systems that condense a few measurable properties into a single rating linked to case histories. Most begin with Rock Quality Designation (RQD), introduced by Don Deere in 1964: the percentage of a core run made up of intact pieces at least 100 mm long. A 1.5 m run in which such pieces total 1.05 m has an RQD of 70 per cent.",
              "Bieniawski's Rock Mass Rating (RMR), first published in 1973 and revised in 1989, sums ratings for six parameters: the uniaxial compressive strength of intact rock, RQD, the spacing of discontinuities, their condition (roughness, aperture, infilling, weathering), groundwater, and an adjustment for the orientation of joints relative to the excavation. The total, from 0 to 100, places the rock mass in one of five classes, from very good (81–100) to very poor (below 21), each associated with a stand-up time and suggested support.",
              "The Q-system of Barton, Lien and Lunde (1974), developed from Scandinavian tunnels, is Q = (RQD / <i>J</i><sub>n</sub>) × (<i>J</i><sub>r</sub> / <i>J</i><sub>a</sub>) × (<i>J</i><sub>w</sub> / SRF). The three quotients represent block size, inter-block shear strength and active stress. Q spans six orders of magnitude, from 0.001 for exceptionally poor squeezing ground to 1,000 for massive rock.",
            ) +
            "<table><tr><th>Parameter</th><th>Meaning</th><th>Example value</th></tr><tr><td>RQD</td><td>rock quality designation</td><td>70</td></tr><tr><td><i>J</i><sub>n</sub></td><td>joint set number (three sets)</td><td>9</td></tr><tr><td><i>J</i><sub>r</sub></td><td>joint roughness (smooth, undulating)</td><td>2</td></tr><tr><td><i>J</i><sub>a</sub></td><td>joint alteration (unaltered walls)</td><td>1</td></tr><tr><td><i>J</i><sub>w</sub></td><td>water reduction (dry)</td><td>1</td></tr><tr><td>SRF</td><td>stress reduction (medium stress)</td><td>1</td></tr></table>" +
            p(
              "For these values Q = (70 / 9) × 2 × 1 = 15.6, 'good' rock. To choose support, the span is divided by the excavation support ratio (ESR), which reflects the use of the opening: about 1.6 for permanent mine openings such as a decline. A 6 m wide decline thus has an equivalent dimension of 6 / 1.6 = 3.75, and on Grimstad and Barton's support chart this combination calls for spot bolting or perhaps none. Barton's rule of thumb for bolt length, L = 2 + 0.15<i>B</i> / ESR, gives 2 + 0.15 × 6 / 1.6 = 2.6 m for span <i>B</i>.",
            ),
        },
      },
    ],
  },
];
