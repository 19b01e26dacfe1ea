/** One-hundred-and-fifth held-out evaluation courses, advanced level; see ai-courses-heldout105.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT105_C: EvalCourse[] = [
  {
    slug: "clinical-cytogenetics-from-karyotype-to-microarray",
    discipline: "Cytogenetics",
    title: "Clinical Cytogenetics: From Karyotype to Microarray",
    description:
      "Building on undergraduate genetics, this programme prepares trainee clinical scientists to analyse and report chromosome abnormalities. It covers G-banded karyotyping and ISCN nomenclature, FISH strategy and probe selection, chromosomal microarray interpretation using ACMG/ClinGen copy-number classification, and cancer cytogenetics.",
    level: "advanced",
    duration: "twelve weeks (a weekly lecture plus laboratory case review)",
    plantedGap: "cancer cytogenetics",
    modules: [
      {
        title: "G-Banding and ISCN Nomenclature",
        description: "Producing and analysing banded metaphases and describing findings in standard nomenclature.",
        lesson: {
          title: "Reading and Writing a Karyotype",
          html:
            p(
              "Constitutional karyotyping usually starts with peripheral blood. Lymphocytes, which do not normally divide in circulation, are stimulated with phytohaemagglutinin and cultured for about 72 hours. Colcemid is added to arrest dividing cells in metaphase by disrupting the spindle; the cells are then swollen in hypotonic potassium chloride (0.075 M), fixed in 3:1 methanol to acetic acid and dropped onto slides. G-banding, by brief trypsin digestion followed by Giemsa staining, produces a pattern of dark and light bands characteristic of each chromosome. A routine constitutional analysis achieves about 400 to 550 bands per haploid set, which resolves imbalances of roughly 5 to 10 Mb.",
              "Findings are written in the International System for Human Cytogenomic Nomenclature (ISCN). Each arm is divided into regions, bands and sub-bands counted outwards from the centromere, so 11q23 is read as eleven q two three. A description lists the chromosome count, the sex chromosomes and then abnormalities in order:",
            ) +
            "<ul><li>47,XX,+21: female with trisomy 21;</li><li>45,XX,der(13;14)(q10;q10): female carrier of a Robertsonian translocation between chromosomes 13 and 14;</li><li>46,XY,t(11;22)(q23;q11.2): male carrier of the common recurrent reciprocal translocation between 11q23 and 22q11.2;</li><li>46,XX,del(5)(p14): deletion of the short arm of chromosome 5 from band p14 to the terminal end, associated with cri-du-chat syndrome;</li><li>mos 47,XXY[12]/46,XY[18]: mosaicism, with the number of cells in each line in square brackets, abnormal line first.</li></ul>" +
            p(
              "The number of cells analysed is a statistical decision. A standard constitutional study counts 20 metaphases and fully analyses several of them at the required band level. Where mosaicism is suspected, more cells are counted: E. B. Hook's tables show that about 29 cells are needed to exclude 10 per cent mosaicism with 95 per cent confidence, and about 90 to exclude 5 per cent at 99 per cent confidence. Reports should state the band level achieved and the number of cells examined, so that the limits of the test are explicit.",
              "Karyotyping remains essential for balanced rearrangements, which copy-number methods cannot detect, and for determining the mechanism of an imbalance, such as distinguishing a free trisomy 21 from a translocation form, which carries a different recurrence risk for the parents.",
            ),
        },
      },
      {
        title: "FISH Strategy and Interpretation",
        description: "Choosing probe types, scoring metaphase and interphase signals, and setting validated cut-offs.",
        lesson: {
          title: "Choosing Probes and Interpreting Signals",
          html: p(
            "Fluorescence in situ hybridisation (FISH) uses labelled DNA probes that bind to complementary sequences on metaphase chromosomes or in interphase nuclei. It is targeted: it answers a specific question about a specific locus, and it detects nothing outside the probe. The first decision is therefore which probe answers the clinical question.",
            "Four main probe types are used. Locus-specific probes, typically 100 to 500 kb and originally derived from BAC clones, detect deletions or duplications of a defined region. They are paired with a control probe on the same chromosome so that a missing signal can be distinguished from a missing chromosome; for example, a 22q11.2 probe covering TBX1 or HIRA is used with a control probe at 22q13.3. Centromeric probes bind repetitive alpha-satellite DNA and are used to count chromosomes, although the centromeres of chromosomes 13 and 21 share sequence and cannot be distinguished this way. Whole-chromosome paints identify the origin of material in complex rearrangements and marker chromosomes. Subtelomeric probes detect cryptic rearrangements near chromosome ends.",
            "Metaphase FISH shows the position of signals on identified chromosomes and is the method of choice for confirming a microdeletion or locating inserted material. Interphase FISH needs no cell culture, so it gives results quickly, and it allows hundreds of nuclei to be scored, making it suitable for estimating low-level mosaicism. Aneuploidy screening of uncultured amniotic fluid cells with probes for chromosomes 13, 18, 21, X and Y was once routine, although quantitative fluorescent PCR has now largely replaced it.",
            "Interphase results must be interpreted against validated cut-offs. No probe gives the expected pattern in every normal nucleus: overlapping signals, split signals and hybridisation failure produce false patterns in a few per cent of cells. Each laboratory therefore scores normal samples during validation and sets the upper limit of the normal range for each abnormal pattern, often using the beta-inverse function or the mean plus three standard deviations. Two independent analysts score the nuclei, commonly 50 to 100 each, with a predefined rule for resolving discrepancies.",
            "The limitations must be stated in the report: a normal result excludes only an abnormality at the targeted locus, and a deletion smaller than the probe may leave enough target for a signal to be seen.",
          ),
        },
      },
      {
        title: "Classifying Copy-Number Variants from Chromosomal Microarray",
        description:
          "Array platforms, their detection limits, and evidence-based classification of copy-number findings.",
        lesson: {
          title: "Microarray Platforms and CNV Classification",
          html: p(
            "Chromosomal microarray (CMA) measures DNA copy number across the genome at a resolution far beyond the karyotype. Array comparative genomic hybridisation (aCGH) compares the patient's DNA with a reference DNA hybridised to the same array. SNP arrays hybridise the patient's DNA alone and measure both intensity and allele ratios, which lets them detect copy-neutral regions of homozygosity, pointing to uniparental isodisomy or parental relatedness, and triploidy, neither of which aCGH can see. Neither method detects balanced rearrangements, and low-level mosaicism below about 10 to 20 per cent may be missed. Following an International Standard Cytogenomic Array Consortium review in 2010 showing a diagnostic yield of about 15 to 20 per cent, against about 3 per cent for G-banded karyotyping, CMA became the first-tier test for unexplained developmental delay, intellectual disability, autism and multiple congenital anomalies.",
            "Classification follows the 2020 technical standards of the American College of Medical Genetics and Genomics and ClinGen (Riggs and colleagues), which use a semi-quantitative points system. Evidence is scored in five sections: genomic content, such as whether the variant includes protein-coding genes; overlap with established dosage-sensitive genes or regions, using ClinGen haploinsufficiency and triplosensitivity scores; the number of genes involved; published cases and population data, drawing on resources such as DECIPHER, ClinVar, the Database of Genomic Variants and gnomAD structural variants; and inheritance, including de novo occurrence and segregation with the phenotype. The total places the variant in one of five classes: 0.99 or more, pathogenic; 0.90 to 0.98, likely pathogenic; −0.89 to 0.89, uncertain significance; −0.90 to −0.98, likely benign; −0.99 or less, benign.",
            "Consider two examples. A de novo 2.5 Mb deletion at 22q11.21 spanning the low-copy repeats LCR22A to LCR22D completely contains the established 22q11.2 deletion syndrome region, including TBX1, and scores as pathogenic on that overlap alone. A 600 kb deletion at 16p11.2, between breakpoints BP4 and BP5, is an established recurrent region associated with developmental delay, autism and obesity, yet it is also found in apparently unaffected parents; it is reported as pathogenic with incomplete penetrance and variable expressivity, and parental testing informs counselling rather than classification.",
            "Regions of homozygosity confined to a single chromosome with an imprinted region, such as 15q, should prompt consideration of uniparental disomy and appropriate follow-up testing.",
          ),
        },
      },
    ],
  },
  {
    slug: "bioprocess-scale-up-mass-transfer-mixing-and-control",
    discipline: "Biochemical engineering",
    title: "Bioprocess Scale-Up: Mass Transfer, Mixing and Control",
    description:
      "Scale-up is where most bioprocesses fail: a culture that runs cleanly in a 2-litre bench reactor can starve of oxygen, overheat or develop substrate gradients at 20 m³. Written for final-year and master's engineering students, the course treats oxygen transfer and kLa measurement, the choice of scale-up criterion, sterilisation kinetics, and feedback control of fed-batch cultures.",
    level: "advanced",
    duration: "one semester (two lectures and one tutorial a week, with a pilot-plant laboratory)",
    plantedGap: "sterilisation kinetics",
    modules: [
      {
        title: "Oxygen Transfer and kLa",
        description: "The oxygen balance in aerobic cultures, measuring kLa, and correlations for design.",
        lesson: {
          title: "Supplying Oxygen to Aerobic Cultures",
          html: p(
            "Oxygen is the substrate most likely to limit an aerobic culture, because it is so poorly soluble. Water saturated with air at 37 °C holds only about 0.21 mmol L⁻¹ of oxygen, roughly 7 mg L⁻¹, and fermentation broths hold somewhat less. A high-density Escherichia coli culture can consume oxygen at more than 100 mmol L⁻¹ h⁻¹, so the dissolved oxygen in the liquid would last only seconds without continuous transfer from the gas.",
            "The transfer rate is written as OTR = kLa (C* − C_L), where kL is the liquid-film mass-transfer coefficient, a the gas–liquid interfacial area per unit volume, C* the saturation concentration in equilibrium with the gas, and C_L the actual dissolved concentration. Because a is hard to measure, kL and a are lumped together. At steady state OTR equals the oxygen uptake rate (OUR). The design requirement follows directly: to supply 100 mmol L⁻¹ h⁻¹ while keeping C_L at 30 per cent of air saturation, the driving force is about 0.15 mmol L⁻¹, so kLa must reach about 670 h⁻¹, or 0.19 s⁻¹, near the upper end of what large stirred tanks achieve.",
            "Three methods are used to measure kLa. In the dynamic gassing-out method, the air supply is stopped and the fall in C_L gives the OUR; air is then restored, and the slope of ln(C* − C_L) against time during recovery gives −kLa. The oxygen probe's response time must be well below 1/kLa, or corrected for. The sulfite oxidation method is easy but uses a non-coalescing salt solution unrepresentative of broth. The steady-state gas balance method, using inlet and exit gas analysis, measures OUR directly during real operation and is the most reliable at production scale.",
            "For design, van't Riet's 1979 correlations relate kLa to the power input per unit volume P/V (W m⁻³) and the superficial gas velocity v_s (m s⁻¹). For coalescing media such as pure water, kLa ≈ 0.026 (P/V)^0.4 v_s^0.5 s⁻¹; for non-coalescing electrolyte solutions, kLa ≈ 0.002 (P/V)^0.7 v_s^0.2 s⁻¹. Real broths lie between, and viscous mycelial broths fall well below both.",
            "When kLa cannot be raised further, the driving force can. Enriching the inlet gas with oxygen or raising head-space pressure increases C* in proportion to oxygen partial pressure, though higher dissolved CO₂ at elevated pressure can inhibit some cultures.",
          ),
        },
      },
      {
        title: "Choosing a Scale-Up Criterion",
        description: "Why no single criterion can be held constant and how scale-down studies expose gradients.",
        lesson: {
          title: "Power, Tip Speed, Mixing Time and Heat",
          html:
            p(
              "Geometric similarity sounds like the natural basis for scale-up, but with similar geometry not every important quantity can be held constant. In the turbulent regime, impeller power is P = N_p ρ N³ D⁵, where N_p is the power number, N the stirrer speed and D the impeller diameter. Since volume scales with D³, the power per unit volume P/V scales as N³D². Consider scaling from a 10 L vessel to a 10 m³ vessel, a thousandfold increase in volume and a tenfold increase in linear dimension:",
            ) +
            "<table><tr><th>Criterion held constant</th><th>Stirrer speed N</th><th>P/V</th><th>Tip speed πND</th></tr><tr><td>P/V</td><td>×0.22</td><td>×1</td><td>×2.2</td></tr><tr><td>Tip speed</td><td>×0.1</td><td>×0.1</td><td>×1</td></tr><tr><td>Stirrer speed (same mixing time)</td><td>×1</td><td>×100</td><td>×10</td></tr></table>" +
            p(
              "Keeping the same mixing time would need a hundredfold increase in power per unit volume, which is physically and economically impossible. Constant P/V, often combined with constant superficial gas velocity or constant kLa, is the most common practical choice for bacterial and yeast processes, while constant tip speed is sometimes used for shear-sensitive animal cells and filamentous fungi. Whichever is chosen, mixing time rises: from a few seconds at bench scale to tens of seconds or more than a minute in large tanks.",
              "Longer mixing times create gradients. In a fed-batch culture the concentrated feed enters at one point, and cells circulating through that zone meet glucose concentrations far above the bulk average, then pass into starved regions. In E. coli, excess glucose triggers overflow metabolism to acetate, which inhibits growth and recombinant protein production; dissolved oxygen and pH gradients add further stress. Scale-down reactors reproduce these conditions at laboratory scale, for instance by circulating culture between a stirred tank and a plug-flow section where feed is added, so that strains and feeding strategies can be tested before the large-scale run.",
              "Heat removal also worsens with scale. Metabolic heat is closely proportional to oxygen uptake, about 460 kJ per mole of O₂ consumed, so it rises with volume, while jacket area per unit volume falls in proportion to 1/D. A 20 m³ high-density culture consuming 100 mmol O₂ L⁻¹ h⁻¹ generates about 250 kW, which usually requires internal cooling coils and chilled water rather than a jacket alone.",
            ),
        },
      },
      {
        title: "Feeding and Controlling Fed-Batch Cultures",
        description: "Exponential feed design, feedback control loops and soft sensors for fed-batch operation.",
        lesson: {
          title: "Feed Profiles, Feedback and Soft Sensors",
          html: p(
            "Fed-batch operation is used when a high substrate concentration would harm the culture. E. coli produces acetate when its specific growth rate exceeds a critical value, typically in the range 0.2 to 0.4 h⁻¹ depending on strain and medium, and Saccharomyces cerevisiae shifts to ethanol production above a critical rate of about 0.25 to 0.3 h⁻¹ (the Crabtree effect). Feeding substrate at a controlled rate holds the growth rate below these limits while biomass accumulates to high density.",
            "The classic open-loop strategy is exponential feeding. If the culture should grow at a set specific rate μ_set, the substrate feed rate must rise in step with the biomass: F(t) = μ_set X₀V₀ e^(μ_set t) / (Y_X/S S_F), where X₀V₀ is the biomass at the start of feeding, Y_X/S the biomass yield on substrate and S_F the substrate concentration in the feed; a maintenance term is added for long runs. For example, with 200 g of biomass at the start, μ_set = 0.2 h⁻¹, Y_X/S = 0.5 g g⁻¹ and a 500 g L⁻¹ glucose feed, the initial feed rate is 0.2 × 200 / (0.5 × 500) = 0.16 L h⁻¹, doubling about every 3.5 hours.",
            "Open-loop feeding depends on accurate yield and biomass estimates, so it is combined with feedback. In DO-stat control, a sudden rise in dissolved oxygen signals that the substrate is exhausted, and the controller adds feed; in pH-stat control, a rise in pH caused by substrate exhaustion plays the same role. Dissolved oxygen itself is usually held at its set point by a cascade: the controller first increases stirrer speed, then airflow, then oxygen enrichment. Proportional–integral controllers suffice for most loops, but gains tuned for the early, low-demand phase often become too sluggish as oxygen demand grows by orders of magnitude, so gain scheduling is common.",
            "Exit-gas analysis provides the most useful soft sensors. The oxygen uptake rate and carbon dioxide evolution rate give, through elemental balances, online estimates of biomass and growth rate. Their ratio, the respiratory quotient (RQ), is especially informative for yeast: growing purely oxidatively on glucose, RQ is close to 1.0, while an RQ rising above about 1.1 indicates ethanol formation, and the feed rate can be trimmed automatically to bring it back.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-bioethics-consent-scarcity-and-research",
    discipline: "Bioethics",
    title: "Advanced Bioethics: Consent, Scarcity and Research",
    description:
      "A research-led postgraduate seminar on the arguments that shape clinical and research ethics today. Sessions analyse the limits of informed consent and mental capacity, the ethics of rationing by cost-effectiveness, the governance of human research from Nuremberg to Helsinki, and the debate over human genome editing.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "genome editing",
    modules: [
      {
        title: "Consent and Decision-Making Capacity",
        description:
          "The elements of valid consent, the legal tests in England and Wales, and philosophical critiques.",
        lesson: {
          title: "Autonomy, Disclosure and Capacity",
          html: p(
            "Ruth Faden and Tom Beauchamp's analysis identifies the elements of informed consent as disclosure, understanding, voluntariness, competence and the act of authorisation itself. Each element raises its own controversy, and the law in England and Wales illustrates how courts have settled some of them.",
            "On disclosure, Montgomery v Lanarkshire Health Board [2015] UKSC 11 replaced the professional standard derived from Bolam and Sidaway with a patient-centred test. A doctor must take reasonable care to ensure the patient is aware of any material risks and of reasonable alternatives. A risk is material if a reasonable person in the patient's position would be likely to attach significance to it, or if the doctor is or should reasonably be aware that this particular patient would. The therapeutic exception is narrow and may not be used to prevent a patient from making a choice the doctor considers contrary to their interests.",
            "Capacity is governed by the Mental Capacity Act 2005. Its principles include a presumption of capacity, a duty to take all practicable steps to help the person decide, and the rule that an unwise decision is not in itself evidence of incapacity. A person lacks capacity if they are unable to make the decision because of an impairment of, or disturbance in the functioning of, the mind or brain. The functional test asks whether they can understand the relevant information, retain it, use or weigh it, and communicate a decision. In A Local Authority v JB [2021] UKSC 52, the Supreme Court confirmed that the functional question should normally be addressed first, with the causal link to the impairment established afterwards.",
            "Philosophers have questioned the model behind these tests. Allen Buchanan and Dan Brock defended a risk-relative standard, requiring more demanding evidence of capacity as the stakes of the decision rise. Critics reply that this creates an asymmetry in which a patient may be judged competent to accept a recommended treatment but incompetent to refuse it, which appears to measure agreement with the doctor rather than capacity. Onora O'Neill argued that consent is better understood as a waiver protecting against deception and coercion than as an expression of individual autonomy, while relational accounts of autonomy stress that decisions are formed within families and communities. Seminar discussion should test each view against hard cases, such as refusals of blood transfusion and treatment decisions in anorexia nervosa.",
          ),
        },
      },
      {
        title: "Rationing and Cost-Effectiveness",
        description: "QALYs, thresholds and the moral objections to maximising health gain.",
        lesson: {
          title: "QALYs, Thresholds and Their Critics",
          html: p(
            "Every health system rations, whether openly or by waiting lists and omission. Cost-effectiveness analysis makes the rationing explicit. Health outcomes are measured in quality-adjusted life years (QALYs), which weight each year of life by a utility between 0 (dead) and 1 (full health), usually derived from instruments such as the EQ-5D. Two options are compared by the incremental cost-effectiveness ratio (ICER): the difference in cost divided by the difference in QALYs.",
            "Take a new drug that costs £45,000 more per patient than current care and yields 1.5 additional QALYs. Its ICER is £30,000 per QALY gained. The National Institute for Health and Care Excellence (NICE) has for many years used a range of £20,000 to £30,000 per QALY, above which a technology is less likely to be recommended. The threshold is meant to represent the health forgone elsewhere in a fixed budget; empirical work by Karl Claxton and colleagues estimated that the marginal productivity of NHS spending was closer to £13,000 per QALY, implying that approving technologies at £30,000 displaces more health than it creates.",
            "The moral objections are substantial. Alan Williams's fair innings argument holds that people who have already lived a full life have a weaker claim than the young, which some welcome as equity and others condemn as ageism. Because QALYs weight years lived with disability below years in full health, disability scholars argue that QALY maximisation systematically devalues disabled lives, particularly when it is applied to life-extending treatments. The rule of rescue, named by Albert Jonsen in 1986, describes the strong intuition that identifiable people in immediate danger should be saved regardless of cost, an intuition that aggregative calculations override. John Taurek's 1977 paper Should the Numbers Count? challenges aggregation itself.",
            "Policy has responded piecemeal. From 2009 NICE allowed a higher threshold, up to about £50,000 per QALY, for treatments extending life at the end of life; in 2022 this was replaced by a severity modifier that multiplies QALY gains by 1.2 or 1.7 according to the proportion of health a condition takes away. Norman Daniels and James Sabin's accountability for reasonableness offers a procedural answer where substantive agreement is impossible: decisions must be public, based on reasons that fair-minded people accept as relevant, open to appeal and revision, and enforced.",
          ),
        },
      },
      {
        title: "From Nuremberg to Helsinki",
        description: "How research scandals produced the codes and regulations that govern human research.",
        lesson: {
          title: "The Governance of Human Research",
          html: p(
            "Modern research ethics was built largely in response to scandal. The Nuremberg Code of 1947, issued by the judges at the trial of Nazi physicians, set out ten principles, beginning with the statement that the voluntary consent of the human subject is absolutely essential. It also required that experiments yield fruitful results unobtainable by other means, avoid unnecessary suffering and allow subjects to withdraw.",
            "The World Medical Association's Declaration of Helsinki, first adopted in 1964 and revised repeatedly, most recently in 2024, moved the framework from a legal judgement to professional self-regulation. Its 1975 revision introduced independent committee review of research protocols, the origin of today's research ethics committees and institutional review boards. It also insists that the well-being of the individual participant takes precedence over all other interests.",
            "Codes alone did not prevent abuse. In 1966 Henry Beecher published in the New England Journal of Medicine 22 examples of ethically questionable studies in mainstream journals. In 1972 the press revealed the United States Public Health Service study at Tuskegee, begun in 1932, in which about 400 Black men with syphilis, and around 200 controls, were observed without treatment for forty years, even after penicillin became standard therapy in the 1940s. The resulting National Research Act of 1974 created the commission whose Belmont Report (1979) set out three principles: respect for persons, requiring consent and protection for those with diminished autonomy; beneficence, requiring a favourable balance of benefits to risks; and justice, requiring a fair distribution of the burdens and benefits of research. These principles underpin the United States Common Rule, adopted in 1991 and revised in 2018.",
            "The use of placebo controls shows that the principles remain contested. In 1997 Marcia Angell and others condemned placebo-controlled trials in developing countries of short-course zidovudine to prevent mother-to-child HIV transmission, when a longer regimen was already proven effective elsewhere. Defenders argued that the proven regimen was unaffordable locally and that the relevant question was what would be usable there. Benjamin Freedman's concept of clinical equipoise, genuine uncertainty within the expert community about the comparative merits of the trial arms, provides the usual test, and Helsinki now permits placebo where no proven intervention exists or where compelling methodological reasons apply without exposing participants to serious or irreversible harm.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-law-of-agency-in-commercial-practice",
    discipline: "Agency law",
    title: "The Law of Agency in Commercial Practice",
    description:
      "Participants analyse how agents bind their principals and when agents themselves are liable: actual and apparent authority, breach of warranty of authority, ratification, the fiduciary duties owed by agents, undisclosed principals, and the rights of commercial agents on termination under the Commercial Agents (Council Directive) Regulations 1993.",
    level: "advanced",
    duration: "eight weeks (one two-hour LLM seminar a week)",
    plantedGap: "undisclosed principals",
    modules: [
      {
        title: "Actual and Apparent Authority",
        description:
          "How authority arises, when a principal is bound without consenting, and the agent's warranty of authority.",
        lesson: {
          title: "Authority and the Agent's Personal Liability",
          html: p(
            "Actual authority is a legal relationship between principal and agent created by their consensual agreement. It may be express, as when a board resolution authorises a director to sign a particular contract, or implied from conduct and circumstances. In Hely-Hutchinson v Brayhead Ltd [1968] 1 QB 549, the chairman of a company had acted as its de facto managing director with the board's acquiescence; the Court of Appeal held that he had implied actual authority to give guarantees and indemnities. Implied authority also covers acts incidental to an express authority.",
            "Apparent, or ostensible, authority protects third parties who rely on appearances. In Freeman & Lockyer v Buckhurst Park Properties (Mangal) Ltd [1964] 2 QB 480, Diplock LJ explained that it arises from a representation by the principal to the third party that the agent has authority, on which the third party relies in entering the contract. His Lordship set out four conditions for a company to be bound: a representation that the agent had authority; made by persons with actual authority to manage the company's business; reliance by the contractor; and no constitutional bar to the company entering the contract.",
            "The representation must come from the principal, not merely from the agent. In Armagas Ltd v Mundogas SA (The Ocean Frost) [1986] AC 717, the House of Lords held that an agent known to lack general authority could not create apparent authority by falsely telling the buyer that he had obtained approval for a transaction. First Energy (UK) Ltd v Hungarian International Bank Ltd [1993] 2 Lloyd's Rep 194 appears to qualify this: a senior manager without authority to approve a loan was held to have apparent authority to communicate that head office had approved it. The cases are usually reconciled by the position in which the principal had placed the agent.",
            "Where an agent lacks authority and the principal is not bound, the third party may sue the agent for breach of warranty of authority. Under Collen v Wright (1857) 8 E & B 647, a person who professes to act as agent impliedly warrants that they have authority, and liability is strict: an honest and reasonable belief in one's authority is no defence. Damages put the claimant in the position they would have been in had the warranty been true, so if the principal would have been insolvent, the recoverable loss may be small.",
          ),
        },
      },
      {
        title: "Ratification and Fiduciary Duties",
        description: "When a principal can adopt an unauthorised act, and the duties of loyalty agents owe.",
        lesson: {
          title: "Adopting Unauthorised Acts and Policing Agents' Loyalty",
          html: p(
            "Ratification allows a principal to adopt an act done without authority, with retrospective effect. Several conditions must be met. The principal must have been in existence and had capacity both when the act was done and when it is ratified. This was the difficulty in Kelner v Baxter (1866) LR 2 CP 174, where promoters contracted on behalf of a company not yet incorporated; the company could not ratify, and the promoters were personally liable. The position is now governed by section 51 of the Companies Act 2006, under which a pre-incorporation contract takes effect as one made with the person purporting to act for the company, subject to any agreement to the contrary. Ratification must take place within a reasonable time and, where a time for performance is fixed, before that time, and it cannot be used to defeat property rights that a third party acquired in the meantime (Bird v Brown (1850)). Ratification may be express or inferred from conduct, such as accepting the benefit of the contract with knowledge of the facts.",
            "The doctrine of relation back can produce surprising results. In Bolton Partners v Lambert (1889) 41 Ch D 295, a third party withdrew an offer after it had been accepted by an unauthorised agent but before the principal ratified; ratification was nonetheless held to bind the third party from the date of acceptance. The decision has been criticised but not overruled.",
            "Agents are fiduciaries. They must not place themselves in a position where their interest conflicts with their principal's, and must not make an unauthorised profit from their position, unless the principal gives fully informed consent. The rule is strict: in Boardman v Phipps [1967] 2 AC 46, a solicitor who acted honestly and benefited the trust was still liable to account for the profit he made using information obtained as its agent. In FHR European Ventures LLP v Cedar Capital Partners LLC [2014] UKSC 45, the Supreme Court held that a bribe or secret commission received by an agent is held on constructive trust for the principal, giving the principal a proprietary claim and the ability to trace into its proceeds. Disclosure must be genuine: in Hurstanger Ltd v Wilson [2007] EWCA Civ 299, telling a borrower that a commission might be paid, without disclosing its amount, was insufficient for informed consent.",
          ),
        },
      },
      {
        title: "Commercial Agents: Notice, Indemnity and Compensation",
        description: "The scope of the 1993 Regulations and the financial rights of agents when the agency ends.",
        lesson: {
          title: "Termination Rights under the 1993 Regulations",
          html: p(
            "The Commercial Agents (Council Directive) Regulations 1993 implement Directive 86/653/EEC in Great Britain and continue to apply after the United Kingdom's withdrawal from the European Union. A commercial agent is a self-employed intermediary with continuing authority to negotiate the sale or purchase of goods on behalf of a principal, or to negotiate and conclude such transactions in the principal's name. Agents dealing only in services fall outside the Regulations, as do agents whose activities are secondary, unpaid agents, agents operating on commodity exchanges or in commodity markets, and the Crown Agents.",
            "Regulation 15 sets minimum notice periods for an agency of indefinite duration: one month in the first year, two months in the second and three months in the third and later years.",
            "The most litigated provision is regulation 17, which entitles the agent to an indemnity or compensation on termination. Compensation applies unless the contract provides for an indemnity. An indemnity, modelled on German law, is payable to the extent that the agent has brought new customers or significantly increased business with existing ones and the principal continues to benefit, and it is capped at one year's remuneration calculated from the agent's average annual remuneration over the preceding five years, or the whole period if shorter. Compensation, modelled on French law, has no statutory cap. In Lonsdale v Howard & Hallam Ltd [2007] UKHL 32, the House of Lords held that it is to be measured as the value of the agency at termination, essentially what a hypothetical purchaser would have paid for the agent's income stream, which in a declining market may be modest.",
            "The agent loses the right if it does not notify the principal of its intention to pursue a claim within one year of termination. Regulation 18 excludes payment where the principal terminated because of the agent's default justifying immediate termination, where the agent terminated the contract unless justified by circumstances attributable to the principal or by age, infirmity or illness, or where the agent assigned its rights with the principal's agreement. Regulation 19 prevents the parties from derogating from regulations 17 and 18 to the agent's detriment before the contract expires. The Court of Justice held in Ingmar GB Ltd v Eaton Leonard Technologies Inc (C-381/98) that these protections apply to an agent operating in Great Britain even where the contract is governed by the law of a non-member state.",
          ),
        },
      },
    ],
  },
  {
    slug: "astrochemistry-molecules-between-the-stars",
    discipline: "Astrochemistry",
    title: "Astrochemistry: Molecules Between the Stars",
    description:
      "Some three hundred molecules have been identified in interstellar and circumstellar space, from molecular hydrogen to fullerenes. The course explains how they form and how we know they are there: ion–molecule chemistry in cold gas, reactions on icy dust grains, deuterium fractionation, and the radio spectroscopy used to detect and quantify molecules.",
    level: "advanced",
    duration: "one semester (two lectures a week, with fortnightly problem classes)",
    plantedGap: "deuterium fractionation",
    modules: [
      {
        title: "Gas-Phase Chemistry in Cold Clouds",
        description: "Why ion–molecule reactions dominate at 10 K and how H3+ drives the chemistry.",
        lesson: {
          title: "Ion–Molecule Chemistry and the Role of H₃⁺",
          html: p(
            "Dense molecular cloud cores have temperatures of about 10 K and hydrogen densities of about 10⁴ cm⁻³. Under these conditions most neutral–neutral reactions are too slow, because even a small activation barrier, a few hundred kelvin, cannot be overcome. Reactions between ions and neutral molecules are different. The charge induces a dipole in the neutral, producing a long-range attraction, and the capture rate coefficient given by the Langevin model, about 10⁻⁹ cm³ s⁻¹, is independent of temperature. Exothermic ion–molecule reactions therefore proceed at nearly every collision, even at 10 K.",
            "The ions are supplied by cosmic rays, which penetrate clouds opaque to ultraviolet light and ionise H₂ at a rate ζ of roughly 10⁻¹⁷ to 10⁻¹⁶ s⁻¹ per molecule. The resulting H₂⁺ reacts almost immediately: H₂⁺ + H₂ → H₃⁺ + H. The trihydrogen cation H₃⁺ is the cornerstone of interstellar chemistry because it readily donates a proton to almost any atom or molecule with a greater proton affinity than H₂. With carbon monoxide it gives the formyl ion, H₃⁺ + CO → HCO⁺ + H₂, one of the most abundant molecular ions, observed as the mysterious X-ogen line in 1970 before laboratory work confirmed its identity. With atomic oxygen it begins the gas-phase route to water: H₃⁺ + O → OH⁺ + H₂, followed by hydrogen abstraction reactions with H₂ to give H₂O⁺ and then H₃O⁺. Dissociative recombination with electrons, with rate coefficients of about 10⁻⁷ cm³ s⁻¹, then produces H₂O, OH and atoms.",
            "H₃⁺ has no permanent dipole moment and therefore no rotational spectrum; it was finally detected in interstellar clouds in 1996 by Thomas Geballe and Takeshi Oka through its infrared vibrational absorption lines. Because its destruction is dominated by CO in dense clouds and by electrons in diffuse gas, its observed column density provides one of the best measurements of the cosmic-ray ionisation rate.",
            "Modellers combine thousands of such reactions in networks such as the UMIST Database for Astrochemistry and the Kinetic Database for Astrochemistry (KIDA), integrating the rate equations over time from initial atomic abundances. Because the timescale for reaching chemical steady state can exceed a cloud's lifetime, predicted abundances depend on the cloud's age, and ratios of species can serve as chemical clocks.",
          ),
        },
      },
      {
        title: "Chemistry on Dust Grains",
        description: "Molecular hydrogen formation, ice mantles and the surface routes to complex organic molecules.",
        lesson: {
          title: "Grain Surfaces, Ices and Complex Organics",
          html: p(
            "Molecular hydrogen, the most abundant molecule in the universe, cannot form efficiently in the gas phase. Two hydrogen atoms that collide have no third body to carry away the binding energy, and radiative association is extremely slow. Instead, H₂ forms on the surfaces of dust grains: atoms stick to the grain, migrate and recombine, with the grain absorbing the excess energy. Observations of diffuse clouds imply a formation rate coefficient of about 3 × 10⁻¹⁷ cm³ s⁻¹, in line with the value Michael Jura derived from Copernicus satellite data in 1975.",
            "In dense, cold regions, heavier species freeze onto grains to form ice mantles. Infrared absorption spectra towards background stars and embedded protostars show that these ices are dominated by water, with carbon monoxide, carbon dioxide, methanol, ammonia and methane at levels of a few to tens of per cent relative to water. Observations by the James Webb Space Telescope, such as the Ice Age programme's spectra through the Chamaeleon I cloud published in 2023, have measured these ices in unprecedented detail in the coldest, densest cores.",
            "CO freezes out at dust temperatures below about 20 K. Once on the surface, successive hydrogen atom additions convert it: CO → HCO → H₂CO → CH₃O → CH₃OH. Laboratory experiments by Naoki Watanabe and Akira Kouchi in 2002 confirmed that this hydrogenation proceeds efficiently at 10 K, with quantum tunnelling allowing hydrogen to cross the barriers, explaining the large methanol abundances in ices. Surface reactions follow two main mechanisms: Langmuir–Hinshelwood, in which both reactants are adsorbed and diffuse until they meet, and Eley–Rideal, in which a gas-phase species strikes an adsorbed one directly. Diffusion and desorption rates depend on binding energies, which are among the most uncertain parameters in astrochemical models.",
            "Getting molecules back into the gas requires desorption. Thermal desorption dominates near protostars: in hot cores and hot corinos, where dust exceeds about 100 K, water ice sublimates, releasing its contents and producing the rich spectra of complex organic molecules such as methyl formate and dimethyl ether. In cold gas, non-thermal processes are needed to explain the gas-phase molecules observed: photodesorption by ultraviolet photons, including those generated inside clouds by cosmic-ray excitation of H₂, cosmic-ray heating of whole grains, and chemical desorption, where the energy released by a surface reaction ejects the product.",
          ),
        },
      },
      {
        title: "Detecting Molecules: Rotational Spectroscopy and Column Densities",
        description:
          "Rotational transitions, excitation, critical densities and deriving abundances from observed lines.",
        lesson: {
          title: "From Line Intensities to Molecular Abundances",
          html: p(
            "Most interstellar molecules have been identified through pure rotational transitions at millimetre and submillimetre wavelengths, observed with single-dish radio telescopes and interferometers such as ALMA. A linear molecule has rotational energy levels E_J = hBJ(J + 1), where B is the rotational constant, so transitions J → J − 1 occur at frequencies close to 2BJ. Carbon monoxide's J = 1–0 line lies at 115.271 GHz. Identification requires matching several lines to laboratory frequencies catalogued in databases such as CDMS and JPL.",
            "Whether a line is excited depends on competition between collisions and radiative decay. The critical density, n_crit ≈ A_ul / γ_ul, the Einstein A coefficient divided by the collisional rate coefficient, marks the density above which collisions keep the level populated in thermal equilibrium. Because A scales with the square of the dipole moment and the cube of the frequency, CO, with a small dipole moment of 0.11 debye, has a critical density of only about 2 × 10³ cm⁻³ in its lowest transition and traces most molecular gas, whereas HCN, with a dipole moment near 3 debye, has a critical density of order 10⁵ to 10⁶ cm⁻³ and traces dense gas.",
            "Molecular hydrogen has no permanent dipole moment, and its lowest rotational transitions require temperatures of hundreds of kelvin to excite, so cold H₂ is essentially invisible. Its mass is therefore inferred from tracers. The CO-to-H₂ conversion factor, X_CO ≈ 2 × 10²⁰ cm⁻² (K km s⁻¹)⁻¹ in the Milky Way, converts integrated ¹²CO intensity to H₂ column density, although the factor varies with metallicity and environment.",
            "Column densities come from integrated intensities. Assuming local thermodynamic equilibrium and optically thin emission, the upper-level column density N_u is proportional to the integrated line intensity, and a rotation diagram plots ln(N_u / g_u) against E_u / k for several lines. The points lie on a straight line of slope −1/T_rot, and the intercept gives ln(N / Q(T_rot)), where Q is the partition function. The main ¹²CO lines are usually optically thick, so the rarer isotopologues ¹³CO and C¹⁸O, with known isotope ratios such as ¹²C/¹³C ≈ 60 to 70 locally, are used to measure total column densities, and non-LTE radiative transfer codes such as RADEX are used when the density is near or below critical.",
          ),
        },
      },
    ],
  },
];
