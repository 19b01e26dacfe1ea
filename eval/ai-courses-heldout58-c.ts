/** Fifty-eighth held-out evaluation courses, advanced level (epigenetics to humanitarian logistics); see ai-courses-heldout58.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT58_C: EvalCourse[] = [
  {
    slug: "epigenetic-regulation-methylation-chromatin-memory",
    discipline: "Epigenetics",
    title: "Epigenetic Regulation: Methylation, Chromatin and Cellular Memory",
    description:
      "Identical genomes give rise to more than two hundred cell types in the human body, each of which remembers what it is through many rounds of division. This final-year honours module examines the molecular basis of that memory in DNA methylation, covalent histone modification, and Polycomb and Trithorax regulation, and weighs the evidence for transgenerational epigenetic inheritance in plants and mammals.",
    level: "advanced",
    duration: "one semester (2 lectures and a journal club each week)",
    plantedGap: "transgenerational",
    modules: [
      {
        title: "DNA Methylation: Writers, Maintenance and Erasure",
        description:
          "The module opens with the best-understood epigenetic mark, cytosine methylation at CpG sites, and how it is copied, removed and measured.",
        lesson: {
          title: "5-methylcytosine from DNMT1 to TET",
          html: p(
            "In mammals, DNA methylation occurs almost entirely at the 5 position of cytosine in CpG dinucleotides. About 70 to 80 % of the roughly 28 million CpGs in the human genome are methylated, but CpG islands, GC-rich stretches of about 0.5 to 2 kb found at around 60 to 70 % of gene promoters, are mostly unmethylated. Methylation of a promoter CpG island is associated with stable transcriptional silencing, as on the inactive X chromosome and at many tumour suppressor genes in cancer.",
            "Two classes of DNA methyltransferase write the mark. DNMT3A and DNMT3B, assisted by the catalytically inactive DNMT3L, establish new patterns during gametogenesis and early embryonic development (<i>de novo</i> methylation). DNMT1 maintains them: after replication each CpG is hemimethylated, with a methyl group only on the parental strand, and the protein UHRF1 recognises these sites and recruits DNMT1 to methylate the new strand. Because CpG is palindromic, the pattern can thus be copied semi-conservatively, which is the textbook mechanism of epigenetic memory.",
            "Methylation is removed in two ways. Passive demethylation occurs when DNMT1 or UHRF1 is absent or excluded during replication, so the mark is diluted by half at each division. Active demethylation is carried out by the TET enzymes (TET1-3), dioxygenases that oxidise 5-methylcytosine (5mC) successively to 5-hydroxymethylcytosine (5hmC), 5-formylcytosine and 5-carboxylcytosine; the last two are excised by thymine DNA glycosylase and replaced by unmodified cytosine through base excision repair. Genome-wide demethylation takes place twice in mammalian development, in the early embryo and in primordial germ cells.",
            "The standard assay is bisulfite sequencing. Sodium bisulfite deaminates unmethylated cytosine to uracil, which is read as thymine after PCR, while 5mC is protected. If a CpG site reads C in 42 of 60 sequencing reads and T in 18, it is 70 % methylated in that sample. Note that ordinary bisulfite sequencing cannot distinguish 5mC from 5hmC; oxidative bisulfite or enzymatic methods are needed for that.",
          ),
        },
      },
      {
        title: "Histone Modifications and the Chromatin Landscape",
        description:
          "Acetylation and methylation of histone tails are deposited, read and removed by dedicated enzymes, and their combinations mark promoters, enhancers and silent domains.",
        lesson: {
          title: "Writers, readers and erasers",
          html:
            p(
              "The nucleosome, 147 base pairs of DNA wrapped around an octamer of histones H2A, H2B, H3 and H4, is the basic unit of chromatin. The histones' N-terminal tails protrude from the core and carry dozens of post-translational modifications, most importantly acetylation and methylation of lysines, phosphorylation of serines and threonines, and ubiquitination. These modifications act in two ways: directly, by changing the charge and packing of chromatin, and indirectly, by creating binding sites for proteins with specific reader domains.",
              "Lysine acetylation neutralises the positive charge of the lysine, weakening contacts with DNA and between nucleosomes. It is written by histone acetyltransferases such as p300/CBP and GCN5, removed by histone deacetylases (HDACs) and sirtuins, and read by bromodomains. Lysine methylation leaves the charge intact and can be mono-, di- or trimethylated; its meaning depends on the residue. It is written by SET-domain methyltransferases, removed by demethylases such as LSD1 and the JmjC family, and read by chromodomains, PHD fingers and Tudor domains.",
            ) +
            "<table><tr><th>Mark</th><th>Typical location</th><th>Association</th><th>Example writer</th></tr><tr><td>H3K4me3</td><td>active promoters</td><td>transcription initiation</td><td>SET1/COMPASS, MLL</td></tr><tr><td>H3K27ac</td><td>active enhancers and promoters</td><td>activity</td><td>p300/CBP</td></tr><tr><td>H3K4me1</td><td>enhancers (active or poised)</td><td>enhancer identity</td><td>MLL3/MLL4</td></tr><tr><td>H3K36me3</td><td>bodies of transcribed genes</td><td>elongation</td><td>SETD2</td></tr><tr><td>H3K27me3</td><td>developmental genes, broad domains</td><td>facultative repression</td><td>PRC2 (EZH2)</td></tr><tr><td>H3K9me3</td><td>repeats, pericentromeres</td><td>constitutive heterochromatin</td><td>SUV39H1/2, SETDB1</td></tr></table>" +
            p(
              "The 'histone code' hypothesis of Strahl and Allis (2000) proposed that combinations of marks are read together to specify outcomes. Later work has shown that many marks follow rather than cause transcription, so they are better treated as an information-rich record than as a fixed code. Heterochromatin illustrates genuine self-reinforcement: HP1 binds H3K9me3 through its chromodomain and recruits SUV39H1, which methylates neighbouring nucleosomes, allowing silencing to spread until it meets a boundary.",
            ),
        },
      },
      {
        title: "Polycomb, Trithorax and Cellular Memory",
        description:
          "How do cells remember for decades that a gene should stay off, or on, after the signal that set it has gone?",
        lesson: {
          title: "Keeping Hox genes in their place",
          html: p(
            "Polycomb and Trithorax group genes were discovered in <i>Drosophila</i> through mutations that disturb the body plan. The early embryo sets the expression domains of the Hox genes using transient segmentation proteins; once these have disappeared, Polycomb group (PcG) proteins keep each Hox gene silent where it was off, and Trithorax group (TrxG) proteins keep it active where it was on. Loss of Polycomb causes Hox genes to be expressed in the wrong segments, producing homeotic transformations such as the extra sex combs that gave one of the genes its name.",
            "Mammals have two main Polycomb complexes. Polycomb repressive complex 2 (PRC2), whose core is EZH2 (or EZH1), EED and SUZ12, trimethylates lysine 27 of histone H3. PRC1 complexes contain the E3 ligase RING1A or RING1B and monoubiquitinate lysine 119 of histone H2A; canonical PRC1 also contains CBX proteins that bind H3K27me3 and compact chromatin. The two complexes reinforce each other, and their targets are above all the developmental regulator genes, including the four mammalian Hox clusters.",
            "The mechanism of memory is a read-write loop. EED, a subunit of PRC2, binds H3K27me3 through an aromatic cage, and this binding allosterically stimulates EZH2. After DNA replication the old, modified histones are distributed to both daughter strands, diluting the mark by half; PRC2 bound to old nucleosomes then methylates the new ones nearby, restoring the domain. Experiments in which PRC2 was recruited to a reporter and then released showed that silencing persisted for many divisions only when the EED aromatic cage was intact.",
            "Trithorax group proteins counteract Polycomb. The COMPASS-like MLL1 and MLL2 complexes deposit H3K4me3 at active developmental genes, and the SWI/SNF chromatin remodelling complexes, also TrxG members, evict Polycomb. In embryonic stem cells many developmental promoters carry both H3K4me3 and H3K27me3, the 'bivalent' state described by Bernstein and colleagues in 2006, poised for activation or silencing as cells differentiate. Mutations in EZH2, in the SWI/SNF subunit genes and in MLL are frequent in human cancers, showing how central this balance is.",
          ),
        },
      },
    ],
  },
  {
    slug: "solar-thermal-collectors-storage-and-concentration",
    discipline: "Solar thermal engineering",
    title: "Solar Thermal Systems: Collectors, Storage and Concentration",
    description:
      "Sunlight can heat water for a house at 60 °C or oil for an industrial process at nearly 400 °C, and the engineering of each is quite different. Master's students analyse flat-plate collector performance with the Hottel-Whillier-Bliss equation, size domestic hot water systems by the f-Chart method, design stratified thermal stores, and evaluate parabolic trough concentrators for process heat.",
    level: "advanced",
    duration: "one semester (3 hours of lectures and a 2-hour design class each week)",
    plantedGap: "f-Chart",
    modules: [
      {
        title: "Flat-Plate Collector Performance",
        description:
          "We derive the collector energy balance, reduce it to the efficiency curve used in test standards, and apply it to an operating point.",
        lesson: {
          title: "The Hottel-Whillier-Bliss equation in practice",
          html:
            p(
              "A flat-plate collector consists of an absorber plate with attached fluid tubes, a transparent cover and back and edge insulation. Of the solar irradiance G<sub>T</sub> on the collector plane, the fraction (τα) is transmitted by the cover and absorbed by the plate; heat is lost from the plate to the surroundings at a rate proportional to the difference between plate and ambient temperatures, governed by the overall loss coefficient U<sub>L</sub>. Because the plate temperature is not known, Hottel, Whillier and Bliss expressed the useful gain in terms of the fluid inlet temperature T<sub>i</sub>, introducing the heat removal factor F<sub>R</sub>, the ratio of actual gain to the gain if the whole plate were at the inlet temperature:",
              "Q<sub>u</sub> = A<sub>c</sub> F<sub>R</sub> [G<sub>T</sub>(τα) - U<sub>L</sub>(T<sub>i</sub> - T<sub>a</sub>)]",
              "Dividing by A<sub>c</sub>G<sub>T</sub> gives the instantaneous efficiency η = F<sub>R</sub>(τα) - F<sub>R</sub>U<sub>L</sub>(T<sub>i</sub> - T<sub>a</sub>)/G<sub>T</sub>, a straight line when plotted against (T<sub>i</sub> - T<sub>a</sub>)/G<sub>T</sub>. Its intercept F<sub>R</sub>(τα) is the optical efficiency and its slope F<sub>R</sub>U<sub>L</sub> the loss term. Test standards such as EN ISO 9806 report a similar curve, usually based on mean fluid temperature and with a second-order term a<sub>2</sub> to capture the rise of radiative losses at high temperatures.",
              "Worked example. A collector of 4.0 m<sup>2</sup> has F<sub>R</sub>(τα) = 0.75 and F<sub>R</sub>U<sub>L</sub> = 4.5 W/m<sup>2</sup>K. With G<sub>T</sub> = 800 W/m<sup>2</sup>, T<sub>i</sub> = 40 °C and T<sub>a</sub> = 20 °C, η = 0.75 - 4.5 × 20 / 800 = 0.75 - 0.1125 = 0.64, and Q<sub>u</sub> = 0.64 × 4.0 × 800 ≈ 2,040 W. For a temperature rise of 10 K in water (c<sub>p</sub> = 4,180 J/kg K), the required mass flow rate is 2,040 / (4,180 × 10) = 0.049 kg/s, about 0.012 kg/s per square metre, a typical 'high-flow' design value.",
            ) +
            "<ul><li>At T<sub>i</sub> = 70 °C and the same conditions η falls to 0.47, which is why collector inlet temperature should be kept as low as possible.</li><li>The efficiency reaches zero at the stagnation condition, here (T<sub>i</sub> - T<sub>a</sub>) = 133 K.</li></ul>",
        },
      },
      {
        title: "Stratified Thermal Storage",
        description:
          "A hot water store that keeps hot water on top of cold delivers more useful heat and lets the collector run cooler, so the module treats stratification as a design objective.",
        lesson: {
          title: "Thermoclines, inlets and the value of cold water at the bottom",
          html:
            p(
              "Sensible heat storage in water is the standard store for low-temperature solar systems because water is cheap, safe and has a high specific heat. The energy stored is Q = m c<sub>p</sub> ΔT: a 300-litre tank heated from 15 °C to 55 °C holds 300 × 4.18 × 40 = 50,160 kJ, or about 13.9 kWh. Domestic systems commonly provide 50 to 75 litres of storage per square metre of collector.",
              "A store can be fully mixed, at one temperature, or stratified, with a warm upper zone and a cool lower zone separated by a thin transition layer, the thermocline. Stratification arises because warm water is less dense than cold, and it matters for two reasons. At the top, water is available at a usable temperature even when the store's average energy content is modest, so auxiliary heating is needed less often. At the bottom, the coldest water is returned to the collector, lowering its inlet temperature and, by the collector equation, raising its efficiency. Simulation studies typically show annual solar gains 5 to 20 % higher for a well-stratified store than for a mixed one of the same volume.",
              "Mixing destroys stratification, and most mixing is caused by the inlets. A jet entering at high velocity entrains surrounding water and stirs the thermocline. The balance of buoyancy against inertia is measured by the Richardson number, Ri = g β ΔT H / v<sup>2</sup>; values well above 1 indicate that buoyancy dominates and stratification will survive. Designers therefore use:",
            ) +
            "<ul><li>low-velocity inlets with diffusers or perforated manifolds;</li><li>stratifying inlet tubes or fabric pipes that release water at the height where its temperature matches the store;</li><li>tall, slender tanks, with height-to-diameter ratios of about 2 to 4;</li><li>low-flow collector loops, around 0.002 to 0.005 kg/s per square metre, which return water to the top at a higher temperature.</li></ul>" +
            p(
              "Conduction along steel walls and through internal pipes also erodes the thermocline, so insulation, thermal breaks and careful placing of auxiliary heaters, which should heat only the upper volume, complete the design.",
            ),
        },
      },
      {
        title: "Parabolic Troughs for Process Heat",
        description:
          "Above about 150 °C flat plates are no longer efficient; here we analyse line-focusing troughs, their optics and their losses.",
        lesson: {
          title: "Concentration ratio, receivers and incidence angle losses",
          html: p(
            "A parabolic trough concentrates direct beam radiation onto a receiver tube along the focal line of a mirror curved in one dimension. Because it concentrates, it uses only direct normal irradiance (DNI), not the diffuse component, and so suits sunny, dry climates with DNI above about 1,800 kWh/m<sup>2</sup> per year. Troughs track the sun about a single axis, usually aligned north-south so that the mirror turns from east to west during the day.",
            "The geometric concentration ratio is the aperture area divided by the receiver area. For the EuroTrough design with a 5.77 m aperture and a receiver tube of 70 mm outside diameter, C = 5.77 / (π × 0.070) ≈ 26. A higher concentration reduces the area that loses heat and allows higher temperatures; commercial troughs for power generation operate up to about 390 °C with synthetic thermal oil, a eutectic of biphenyl and diphenyl oxide, limited by the oil's decomposition. For industrial process heat at 100 to 250 °C, smaller troughs with apertures of 1 to 2.5 m using pressurised water or steam are common.",
            "The receiver is a steel tube with a spectrally selective coating, high absorptance for sunlight (about 0.95) and low emittance in the infrared (around 0.1 at 400 °C), surrounded by an evacuated glass envelope that suppresses convection. Glass-to-metal seals and bellows accommodate differential expansion, and getters absorb hydrogen that permeates from the oil; hydrogen accumulation in the vacuum annulus is a known cause of rising heat loss in older plants.",
            "Optical efficiency at normal incidence, the product of mirror reflectance, intercept factor, glass transmittance and absorptance, is around 0.75 to 0.80. Away from normal incidence, performance falls for three reasons: the cosine effect reduces the beam captured by the aperture in proportion to cos θ; the incidence angle modifier K(θ) captures the optical degradation; and end losses occur because the reflected beam misses the end of the receiver. For a north-south trough at a latitude of 37° at noon in December, θ is about 60°, so the cosine factor alone halves the power, which explains the strong seasonal variation of such fields.",
          ),
        },
      },
    ],
  },
  {
    slug: "geriatric-pharmacotherapy-and-deprescribing",
    discipline: "Geriatric pharmacy",
    title: "Geriatric Pharmacotherapy and Deprescribing",
    description:
      "Older adults take the most medicines and suffer the most harm from them. Clinical pharmacists at postgraduate diploma level apply age-related changes in pharmacokinetics and pharmacodynamics, the STOPP/START and Beers criteria, anticholinergic burden scoring and structured deprescribing to complex multimorbid patients.",
    level: "advanced",
    duration: "one 15-credit module (12 weeks, part-time)",
    plantedGap: "anticholinergic burden",
    modules: [
      {
        title: "Pharmacokinetics and Pharmacodynamics in Old Age",
        description: "The same dose does not mean the same exposure at 85 as at 45, and this module quantifies why.",
        lesson: {
          title: "Clearance, distribution and sensitivity",
          html: p(
            "Ageing changes every phase of pharmacokinetics, but not equally. Absorption is the least affected: gastric emptying slows and gastric pH may rise, yet the extent of absorption of most oral drugs is little changed. Distribution changes more. Between the ages of 25 and 80, body fat rises as a proportion of weight while total body water falls by about 10 to 15 %. Lipophilic drugs such as diazepam therefore have a larger volume of distribution and a longer half-life, since t<sub>½</sub> = 0.693 V<sub>d</sub>/CL; hydrophilic drugs such as digoxin, lithium and gentamicin have a smaller volume and reach higher concentrations from the same loading dose. Serum albumin falls in frail and acutely ill patients, increasing the free fraction of highly bound drugs such as phenytoin, so total levels underestimate the active concentration.",
            "Hepatic metabolism declines with falling liver mass and blood flow, reduced by roughly 30 to 40 % in old age. Phase I oxidation by cytochrome P450 enzymes is more affected than phase II conjugation, which is one reason why lorazepam and oxazepam, cleared by glucuronidation, are preferred over diazepam when a benzodiazepine is unavoidable. Renal function usually matters most. Glomerular filtration declines on average with age, while creatinine production falls with muscle mass, so a 'normal' serum creatinine can conceal markedly reduced clearance.",
            "Worked example. For renally cleared drugs whose product information uses creatinine clearance, the Cockcroft-Gault equation (in SI units) is CrCl = (140 - age) × weight (kg) × F / serum creatinine (µmol/L), with F = 1.23 for men and 1.04 for women. An 86-year-old woman weighing 52 kg with a serum creatinine of 95 µmol/L, within the reference range, has CrCl = 54 × 52 × 1.04 / 95 ≈ 31 mL/min. Her laboratory eGFR, normalised to body surface area, may read around 48 mL/min/1.73 m<sup>2</sup>. For drugs such as the direct oral anticoagulants, dosing is based on Cockcroft-Gault with actual body weight, and the two estimates can put her in different dose bands.",
            "Pharmacodynamic sensitivity also rises. Older patients respond more strongly to benzodiazepines and opioids at the same concentration, their blunted baroreceptor reflexes make antihypertensives and alpha-blockers more likely to cause orthostatic hypotension and falls, and homeostatic reserve is reduced, so adverse effects appear sooner and are more serious.",
          ),
        },
      },
      {
        title: "Explicit Criteria: STOPP/START and Beers",
        description:
          "Two sets of explicit criteria dominate medication review in older people; the module compares them and practises applying them to real regimens.",
        lesson: {
          title: "Screening a medication list",
          html:
            p(
              "Explicit criteria are lists of specific drugs, doses or combinations judged inappropriate, or omissions judged inappropriate, for older people. They can be applied consistently and audited, and they complement rather than replace clinical judgement. Two sets are in wide use.",
              "The Beers Criteria, first published by Mark Beers in 1991 and maintained since 2011 by the American Geriatrics Society, with updates every three or four years (most recently in 2023), list potentially inappropriate medications for people aged 65 and over. They are organised into drugs to avoid in most older people, drugs to avoid with particular diseases or syndromes, drugs to use with caution, clinically important drug-drug interactions, and drugs requiring dose adjustment for kidney function. Examples include long-acting sulfonylureas such as glibenclamide, because of prolonged hypoglycaemia, and first-generation antihistamines.",
              "STOPP/START (Screening Tool of Older Persons' Prescriptions and Screening Tool to Alert to Right Treatment) was developed in Ireland by O'Mahony, Gallagher and colleagues and first published in 2008. Version 3, published in 2023, contains 133 STOPP criteria and 57 START criteria arranged by physiological system. Its distinctive feature is START, which identifies potential prescribing omissions. Randomised trials in hospitalised older patients found that applying STOPP/START reduced adverse drug reactions, although effects on mortality and readmission have been inconsistent.",
            ) +
            "<table><tr><th>Tool</th><th>Example criterion</th></tr><tr><td>STOPP</td><td>Benzodiazepine for 4 weeks or more (risk of sedation, confusion, falls)</td></tr><tr><td>STOPP</td><td>Proton pump inhibitor at full therapeutic dose for more than 8 weeks for uncomplicated peptic ulcer disease or oesophagitis</td></tr><tr><td>START</td><td>Vitamin D and calcium, and a bone antiresorptive, in known osteoporosis or previous fragility fracture</td></tr><tr><td>START</td><td>ACE inhibitor in systolic heart failure or documented coronary artery disease</td></tr></table>" +
            p(
              "Each hit is a prompt for review, not an instruction: a benzodiazepine in the last days of life, for example, may be entirely appropriate.",
            ),
        },
      },
      {
        title: "Structured Deprescribing",
        description:
          "Stopping a medicine safely is a clinical intervention in its own right, with a process, a plan and follow-up.",
        lesson: {
          title: "Five steps, tapering and time to benefit",
          html:
            p(
              "Deprescribing is the planned, supervised process of dose reduction or withdrawal of a medicine that may be causing harm or is no longer providing benefit, with the goal of managing polypharmacy and improving outcomes. It is not simply stopping drugs: it requires the same diagnostic reasoning, shared decision-making and monitoring as starting them. Scott and colleagues (JAMA Internal Medicine, 2015) set out a widely used five-step protocol:",
            ) +
            "<ul><li>ascertain all the drugs the patient is currently taking, and the reason for each, including over-the-counter and herbal products;</li><li>consider the overall risk of drug-induced harm, which rises with the number of drugs, frailty, cognitive impairment and previous adverse reactions;</li><li>assess each drug for its eligibility to be discontinued: no valid indication, harm outweighing benefit, or a preventive drug unlikely to deliver benefit in the patient's remaining life expectancy;</li><li>prioritise drugs for discontinuation, starting with those with the greatest harm and least benefit that are easiest to stop and least likely to cause withdrawal;</li><li>implement and monitor the plan, one drug at a time where possible.</li></ul>" +
            p(
              "Time to benefit is central to the third step. A statin for primary prevention takes two to five years to prevent one cardiovascular event in a small proportion of patients; in a 92-year-old with advanced dementia and a life expectancy measured in months, the balance of burden and benefit has changed, and stopping it is reasonable if it accords with the patient's or family's goals.",
              "Some drugs must be tapered. Benzodiazepines and Z-drugs taken for more than a few weeks are reduced gradually, commonly by about 25 % every two weeks and more slowly near the end, with the patient warned about rebound insomnia and anxiety; the Canadian deprescribing.org algorithms provide tapering schedules. Beta-blockers, antidepressants, antiepileptics and corticosteroids also require tapering because of withdrawal or rebound effects. Proton pump inhibitors without an ongoing indication may be stepped down to the lowest effective dose or taken on demand. Each change should be documented with what to watch for, who will review the patient and when, and what to do if symptoms return.",
            ),
        },
      },
    ],
  },
  {
    slug: "transplant-nursing-graft-care-and-immunosuppression",
    discipline: "Organ transplantation nursing",
    title: "Transplant Nursing: Graft Care, Immunosuppression and Rejection",
    description:
      "A transplanted kidney or liver is a lifelong treatment rather than a cure, and much of its success depends on nursing care in the first weeks. Registered nurses joining a transplant unit study early post-operative care of the graft, tacrolimus-based immunosuppression and therapeutic drug monitoring, the recognition and treatment of rejection, and the prevention of opportunistic infection, including cytomegalovirus.",
    level: "advanced",
    duration: "one term, post-registration (20 credits)",
    plantedGap: "opportunistic infection",
    modules: [
      {
        title: "The First Days After Kidney Transplantation",
        description:
          "Fluid balance and urine output are the nurse's main window on a new kidney, and this module teaches how to read them.",
        lesson: {
          title: "Watching a new graft",
          html: p(
            "In kidney transplantation the donor kidney is placed extraperitoneally in the right or left iliac fossa, its artery and vein anastomosed to the external iliac vessels and its ureter implanted into the bladder over a double-J stent, which is usually removed cystoscopically four to six weeks later. The patient's own kidneys are normally left in place. A urinary catheter remains for about five days to protect the bladder anastomosis.",
            "Early nursing care centres on perfusion of the graft. A kidney from a living donor usually produces urine immediately, sometimes several litres a day, as the graft clears retained solutes. Hourly urine output, blood pressure, central venous pressure where monitored, and fluid input are recorded, and many units replace the previous hour's urine output plus a fixed allowance with intravenous fluid, within limits set by the surgical team. Hypotension and hypovolaemia must be avoided: a systolic pressure well above the patient's pre-operative baseline is often targeted, because an underperfused graft may suffer further ischaemic injury.",
            "A sudden fall in urine output in a graft that was working is an emergency until proved otherwise. The nurse first excludes the simplest cause, a catheter blocked by clot, by checking the tubing and performing a bladder washout if the local protocol allows. If output does not recover, the surgeon is informed at once, because renal artery or vein thrombosis, which occurs in about 1 to 2 % of transplants, can destroy the kidney within hours; an urgent Doppler ultrasound will show whether blood flow is present.",
            "Some kidneys, particularly those from deceased donors after circulatory death, do not function at first. Delayed graft function, usually defined as the need for dialysis in the first week after transplantation, occurs in roughly a quarter to a half of such grafts. It is caused mainly by ischaemia-reperfusion injury, resolves in most patients within days to weeks, and requires careful fluid management, dialysis as needed, and close watch on potassium, since hyperkalaemia is the commonest early indication for dialysis.",
          ),
        },
      },
      {
        title: "Tacrolimus and Therapeutic Drug Monitoring",
        description:
          "Nurses give, time and monitor immunosuppressive drugs every day; here we study the drug at the centre of most regimens and the interactions that make it dangerous.",
        lesson: {
          title: "A narrow therapeutic index, managed",
          html:
            p(
              "Most kidney and liver transplant recipients in the UK receive induction therapy at the time of surgery, commonly the interleukin-2 receptor antibody basiliximab or the lymphocyte-depleting antibody alemtuzumab, followed by maintenance with tacrolimus, often combined with mycophenolate mofetil and a short or long course of prednisolone. Tacrolimus, a calcineurin inhibitor, blocks the activation of T lymphocytes by preventing transcription of interleukin-2.",
              "Tacrolimus has a narrow therapeutic index and highly variable absorption, so dosing is guided by whole-blood trough concentrations. For twice-daily preparations, the sample is taken immediately before the morning dose, about twelve hours after the evening dose; a sample drawn after the dose gives a falsely high result and may lead to inappropriate dose reduction. Target ranges depend on the unit's protocol and the time since transplantation, but early kidney targets of about 5 to 10 or 8 to 12 micrograms per litre are typical, lowered in later months. Different oral brands are not interchangeable: the MHRA has advised since 2012 that tacrolimus be prescribed and dispensed by brand, because switching between twice-daily and once-daily products, or between generics, has led to rejection and toxicity.",
              "Tacrolimus is metabolised by CYP3A4 and transported by P-glycoprotein, so interactions are common and important:",
            ) +
            "<table><tr><th>Effect on tacrolimus level</th><th>Examples</th></tr><tr><td>Raised (risk of toxicity)</td><td>clarithromycin, erythromycin, fluconazole, itraconazole, diltiazem, grapefruit juice</td></tr><tr><td>Lowered (risk of rejection)</td><td>rifampicin, carbamazepine, phenytoin, St John's wort</td></tr></table>" +
            p(
              "Adverse effects that the nurse monitors include nephrotoxicity, with rising creatinine that must be distinguished from rejection; tremor and headache; hyperkalaemia and hypomagnesaemia; hypertension; and new-onset diabetes after transplantation, so capillary glucose is checked regularly in the early weeks. Patient education starts before discharge: taking doses at the same times each day, never changing brand without the transplant team, and telling every prescriber and pharmacist about the transplant.",
            ),
        },
      },
      {
        title: "Recognising and Treating Rejection",
        description: "Rejection is often silent, and we examine how it is detected, classified by biopsy and treated.",
        lesson: {
          title: "Hyperacute, acute and chronic rejection",
          html:
            p(
              "Rejection is the recipient's immune response against donor antigens, above all the human leucocyte antigens (HLA). Its forms are distinguished by timing and mechanism.",
            ) +
            "<ul><li>Hyperacute rejection occurs within minutes of reperfusion, caused by preformed antibodies against donor HLA or ABO antigens. The graft turns mottled and fails on the table. Pre-transplant crossmatching has made it very rare.</li><li>Acute T-cell-mediated rejection is most common in the first three to six months. Recipient T lymphocytes infiltrate the graft, causing tubulitis and, in severe cases, arteritis.</li><li>Antibody-mediated rejection is caused by donor-specific antibodies, preformed or newly formed, binding the graft endothelium and activating complement; deposition of C4d in peritubular capillaries is a marker.</li><li>Chronic rejection develops over months to years as fibrosis and vascular narrowing, and is the main cause of late graft loss.</li></ul>" +
            p(
              "Acute rejection of a kidney is often detected only by a rise in serum creatinine; many units investigate a rise of about 20 % or more from the patient's baseline. Reduced urine output, fluid retention, rising blood pressure, fever or tenderness over the graft are late or inconsistent signs. In a liver recipient the clues are rising transaminases, bilirubin and alkaline phosphatase. Because tacrolimus toxicity, obstruction and hypovolaemia also raise creatinine, diagnosis requires a graft biopsy, which is read using the international Banff classification. Nursing care after a percutaneous biopsy includes bed rest for several hours, frequent observation of pulse and blood pressure, and checking urine for haematuria, since bleeding is the main complication.",
              "Treatment follows the biopsy. Acute T-cell-mediated rejection is usually treated with pulsed intravenous methylprednisolone, commonly 500 mg daily for three days, and most episodes respond; steroid-resistant rejection may need a lymphocyte-depleting antibody such as anti-thymocyte globulin. Antibody-mediated rejection is harder to reverse and is treated with plasma exchange and intravenous immunoglobulin, sometimes with further agents. Afterwards maintenance immunosuppression is reviewed, and the nurse explores adherence sensitively, since missed doses are a frequent and preventable cause of late rejection.",
            ),
        },
      },
    ],
  },
  {
    slug: "humanitarian-supply-chains-preparedness-to-last-mile",
    discipline: "Humanitarian logistics",
    title: "Humanitarian Supply Chains: From Preparedness to the Last Mile",
    description:
      "Relief after an earthquake, flood or conflict is mostly a problem of moving goods, and logistics accounts for a large share of what humanitarian agencies spend. This MA elective analyses prepositioning and stock strategy, coordination through the cluster system and the Logistics Cluster, last-mile distribution and commodity tracking, and the choice between in-kind aid and cash transfers.",
    level: "advanced",
    duration: "one semester (weekly 3-hour seminar, with a simulation exercise)",
    plantedGap: "cash",
    modules: [
      {
        title: "Preparedness and Prepositioning",
        description:
          "Speed in the first days of a disaster is bought months beforehand, and the module treats the trade-offs of holding stock in advance.",
        lesson: {
          title: "What to store, where and how much",
          html:
            p(
              "Luk Van Wassenhove's influential 2006 paper in the <i>Journal of the Operational Research Society</i> estimated that logistics accounts for about 80 % of the cost of disaster relief, and argued that humanitarian organisations could learn from commercial supply chain management while facing harder conditions: unpredictable demand in timing, place, type and quantity; damaged infrastructure; short lead times; many actors; and high stakes measured in lives. The disaster management cycle is usually described as mitigation, preparedness, response and recovery, and logisticians contribute most leverage in preparedness.",
              "Prepositioning means storing relief items near likely disaster zones before they are needed. The United Nations Humanitarian Response Depot (UNHRD) network, managed by the World Food Programme, holds stock for many agencies at hubs in Italy (Brindisi), the United Arab Emirates (Dubai), Ghana (Accra), Panama, Malaysia (Subang) and Spain (Las Palmas). National Red Cross and Red Crescent societies and NGOs keep their own regional and country stocks.",
              "The design problem is a facility location and inventory problem under uncertainty. Holding stock close to risk areas shortens response time but raises costs, ties up donor funds, risks expiry of food and medicines, and may place goods where disaster does not strike. Researchers have modelled it with two-stage stochastic programmes that choose locations and quantities before a disaster and distribution after it, using scenarios weighted by hazard probability. In practice agencies combine a small physical stock of critical, standardised, non-perishable items with framework agreements that let them call on suppliers' stock quickly.",
            ) +
            "<ul><li>Standardised kits simplify planning: the WHO Interagency Emergency Health Kit, for example, contains medicines and supplies for about 10,000 people for three months.</li><li>Non-food items such as tarpaulins, blankets, jerrycans, kitchen sets and hygiene kits are durable and widely prepositioned.</li><li>Food is prepositioned more cautiously because of shelf life and because local and regional purchase is often faster and cheaper.</li></ul>",
        },
      },
      {
        title: "Coordination and the Logistics Cluster",
        description:
          "When hundreds of organisations arrive at once, who decides which trucks use the only road? We study the system built after 2005 to answer that question.",
        lesson: {
          title: "The cluster approach and common logistics services",
          html: p(
            "The Indian Ocean tsunami of December 2004 and the Darfur crisis exposed serious coordination failures in the international humanitarian system. The Humanitarian Response Review commissioned by the UN Emergency Relief Coordinator led in 2005 to the cluster approach, in which each major sector of response has a designated global lead agency responsible for coordination, standards and acting as 'provider of last resort'. The Inter-Agency Standing Committee (IASC) manages the system. There are eleven global clusters, among them health (WHO), nutrition (UNICEF), shelter (IFRC for natural disasters and UNHCR for conflict), food security (WFP and FAO), emergency telecommunications (WFP) and logistics (WFP).",
            "The Logistics Cluster, activated in a country when existing capacity is overwhelmed, does not replace agencies' own supply chains. Its role is to fill gaps and reduce duplication through three kinds of service. First, coordination: regular meetings in the affected country, agreements on priorities for scarce assets such as airport slots, and liaison with governments and militaries on customs and access. Second, information management: maps of road conditions and access constraints, situation updates and the Logistics Capacity Assessments that describe a country's ports, airports, roads, storage and fuel supply in advance. Third, common services, offered free of charge to partners where gaps exist: shared warehouses and mobile storage units, common transport by truck, boat or the UN Humanitarian Air Service, and sometimes fuel provision.",
            "Coordination has costs as well as benefits. Meetings take time from operations, large organisations may see little value in sharing their assets, and coordination with military forces raises questions about humanitarian principles of neutrality and independence. Studies of responses such as Haiti in 2010, where hundreds of organisations arrived within weeks, showed both the value of shared information and the difficulty of coordinating actors who are not bound to take part. A further recurring problem is unsolicited in-kind donations: after many disasters, unrequested used clothing, expired medicines and unsuitable food have clogged ports and warehouses, a phenomenon practitioners call the 'second disaster'.",
          ),
        },
      },
      {
        title: "Last-Mile Distribution and Commodity Tracking",
        description:
          "The final leg from warehouse to household is the most expensive, the least visible and the one beneficiaries see.",
        lesson: {
          title: "Planning a distribution and accounting for every tonne",
          html: p(
            "The last mile, from an extended delivery point or field warehouse to the people in need, is often the costliest segment of the chain per tonne, because roads are poor, loads are small and security may require escorts. Planning starts from needs. The Sphere standards set a planning figure of 2,100 kilocalories per person per day for a full general food ration, and a typical WFP basket supplying it contains roughly 400 to 450 g of cereal, 50 to 60 g of pulses, 25 to 30 g of vegetable oil, fortified blended food, sugar and salt, about 0.55 kg in all.",
            "Worked example. A population of 40,000 displaced people requires 40,000 × 0.55 kg = 22 tonnes of food per day, or 660 tonnes for a 30-day ration cycle. With trucks carrying 20 tonnes each, that is 33 truckloads a month, and with a round trip of three days from the warehouse each truck can complete about ten trips, so at least four trucks must be dedicated to this caseload before allowing for breakdowns, rain and checkpoints.",
            "Distribution itself may be organised through community leaders, through groups of households, or directly to registered households with ration cards or biometric registration. Direct distribution to households, with women as the named recipients where appropriate, reduces diversion and tends to improve what reaches children. Sites should be safe, accessible, within a reasonable walking distance and announced in advance, and there should be a complaints and feedback mechanism.",
            "Accountability to donors and to affected people depends on commodity tracking. Each movement is documented by a waybill that travels with the load and is signed on receipt; losses in transit are recorded and investigated. Warehouses keep stock cards and bin cards updated at every issue and receipt, and physical counts are reconciled with records each month. Agencies use systems such as WFP's LESS (Logistics Execution Support System) and the Fritz Institute's Humanitarian Logistics Software (HELIOS) for stock control, and post-distribution monitoring samples households to check that they received the full entitlement.",
          ),
        },
      },
    ],
  },
];
