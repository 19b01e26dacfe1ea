/** Thirty-seventh held-out evaluation courses, advanced level (avalanche science to bronze casting); see ai-courses-heldout37.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT37_C: EvalCourse[] = [
  {
    slug: "snowpack-mechanics-and-slab-avalanches",
    discipline: "Avalanche science",
    title: "Snowpack Mechanics and Slab Avalanche Release",
    description:
      "Snow on a mountain slope fails as a slab only when a weak layer lies beneath a cohesive one, and the physics of that failure is the subject of this postgraduate course. It treats snow metamorphism and the formation of persistent weak layers, fracture initiation and crack propagation, field stability tests and their interpretation, and runout modelling for hazard mapping.",
    level: "advanced",
    duration: "one semester (lectures, 2 field days)",
    plantedGap: "runout",
    modules: [
      {
        title: "Metamorphism and Weak Layers",
        description:
          "Temperature gradients drive the metamorphism of snow grains, deciding whether a layer strengthens or decays into facets and depth hoar.",
        lesson: {
          title: "Rounding, faceting and surface hoar",
          html:
            p(
              "Once deposited, snow is a porous aggregate of ice grains close to its melting point, typically at a homologous temperature above 0.9, and it changes continuously. These changes, called dry snow metamorphism, are driven by water vapour moving through the pore space from warmer to colder grains and from convex to concave surfaces. Their direction depends above all on the temperature gradient across the layer.",
              "Under a weak gradient, conventionally less than about 10 °C per metre, vapour transfer is governed by curvature: sharp branches of new crystals sublimate and the vapour is deposited in concavities, so grains become smaller and rounded. At the same time, necks of ice grow between touching grains by sintering. Rounded grains (RG in the international classification of Fierz and colleagues, 2009) therefore form strong, cohesive layers, and this is the process that turns new snow into a slab.",
              "Under a strong gradient, vapour flows upward through the snowpack from the warm ground towards the cold surface, and crystals grow kinetically with flat faces and sharp edges. These faceted crystals (FC), and in extreme cases large, cup-shaped depth hoar (DH), bond poorly to each other and form weak layers that can persist for weeks or months. Gradients are strongest where the snowpack is thin and the air is cold, as in early winter in continental climates.",
            ) +
            "<table><tr><th>Case</th><th>Snow depth</th><th>Ground</th><th>Surface</th><th>Gradient</th><th>Likely process</th></tr><tr><td>Thin early snowpack</td><td>0.4 m</td><td>0 °C</td><td>-12 °C</td><td>30 °C/m</td><td>faceting, depth hoar</td></tr><tr><td>Deep midwinter snowpack</td><td>2.0 m</td><td>0 °C</td><td>-8 °C</td><td>4 °C/m</td><td>rounding, strengthening</td></tr></table>" +
            p(
              "Surface hoar (SH) forms differently: on clear, calm nights the snow surface cools by long-wave radiation below the temperature of the humid air above it, and vapour deposits as feathery, striated crystals several millimetres high. Once buried intact by new snow, a surface hoar layer is one of the most dangerous weak layers known, because its thin, upright crystals can collapse under a small load and remain weak through a whole season. Near-surface facets and facets on melt-freeze crusts are other common persistent weak layers.",
            ),
        },
      },
      {
        title: "Fracture Initiation and Crack Propagation",
        description:
          "A slab avalanche is a fracture problem in four stages, from a failure under a skier's boots to the slab sliding away.",
        lesson: {
          title: "From local failure to a released slab",
          html: p(
            "The release of a dry slab avalanche is now understood as a sequence of fracture processes, summarised in the review by Schweizer, Jamieson and Schneebeli (2003) and refined since. Four conditions must be met: a failure must initiate in the weak layer, a crack must propagate through it, the overlying slab must fracture, and the slab must slide.",
            "Initiation requires that the stress in the weak layer exceed its local strength over a small area. Most avalanches that kill people are triggered by the victims themselves, and the additional stress from a skier decreases with depth: under a slab of about 1 metre it is small, which is why deeply buried weak layers are hard to trigger but dangerous when they are. Stiff, hard slabs spread the load widely and reduce the stress concentration below; soft, thin slabs transmit it efficiently. Trigger points are therefore often found where the slab is thin, for instance near rocks or at the edges of wind-loaded areas.",
            "Once a failure has started, the question is whether it will spread. Fracture mechanics describes this through a critical crack length: a crack shorter than the critical length arrests, while a longer one propagates by itself, typically at tens of metres per second. Measured critical crack lengths are usually between 20 and 50 centimetres. Heierli, Gumbsch and Zaiser (2008) proposed the anticrack model, in which the weak layer collapses under the slab and the bending of the slab drives propagation. The model explains why cracks can travel across flat terrain, producing the 'whumpf' sound that skiers hear, and why avalanches can be triggered remotely from the bottom of a slope.",
            "If the weak layer has collapsed across a large area, the slab fractures in tension, usually at the crown, and along its flanks and lower boundary. It will then slide only if the slope is steeper than the friction angle of the broken weak layer, close to 30 degrees. This is why slab avalanches mostly release on slopes between 30 and 45 degrees; on steeper slopes snow tends to sluff away before deep slabs can build. The most frequent starting zone angle in records is about 38 degrees.",
          ),
        },
      },
      {
        title: "Stability Tests in the Field",
        description:
          "Compare the compression test, the extended column test and the propagation saw test, and learn what each result can and cannot tell you.",
        lesson: {
          title: "Tests of initiation and of propagation",
          html:
            p(
              "Stability tests load an isolated block of snowpack in a controlled way to see whether and how a weak layer fails. Each test answers part of the fracture sequence; none answers all of it. Observers therefore combine tests with a snow profile and with observations such as recent avalanches, cracking and collapse.",
              "The compression test (CT) uses a column 30 by 30 centimetres cut to below the layer of interest. The observer places a shovel blade on top and taps ten times from the wrist, ten from the elbow and ten from the shoulder, recording the tap number at which a fracture occurs and its character, such as sudden collapse or sudden planar. It mainly tests initiation. The extended column test (ECT), introduced by Simenhois and Birkeland in 2006, uses a column 30 centimetres upslope and 90 centimetres across the slope, loaded at one end with the same taps. The key result is whether the fracture crosses the whole column: ECTP13 means that propagation across the column occurred at tap 13; ECTN means that a fracture formed but did not propagate. Field studies associate ECTP results at 22 taps or fewer with unstable slopes.",
              "The propagation saw test (PST), developed by Gauthier and Jamieson, removes initiation from the question. An isolated column 30 centimetres wide and at least 100 centimetres long in the slope direction, longer where the weak layer is deep, is cut along the weak layer with the blunt edge of a snow saw drawn upslope. When the crack starts to run ahead of the saw, the observer records the cut length and whether propagation reached the end of the column (End), stopped (Arr) or ended in a slab fracture (SF).",
            ) +
            "<ul><li>PST 30/100 End: a short critical cut and full propagation, a strong sign of instability.</li><li>PST 70/100 Arr: a long cut needed and the crack arrested, a sign of low propagation propensity.</li></ul>" +
            p(
              "Test results vary over a slope because snowpack properties vary, and false-stable results are the main danger. Single tests should never be taken as proof that a slope is safe. Structural indices, such as the 'lemons' of McCammon and Schweizer (2002), which count unfavourable properties of a layer such as large grain size and large hardness differences, complement the tests.",
            ),
        },
      },
    ],
  },
  {
    slug: "eu-clinical-trials-regulation-in-practice",
    discipline: "Clinical trial regulation",
    title: "Regulating Clinical Trials in the EU",
    description:
      "Under Regulation (EU) No 536/2014 a multinational trial now passes through a single portal from application to results. Written for regulatory affairs professionals and trial managers, the module analyses the Clinical Trials Regulation and the CTIS procedure, good clinical practice under ICH E6(R3), trials involving incapacitated adults, and the reporting of suspected unexpected serious adverse reactions.",
    level: "advanced",
    duration: "6 weeks (online, 5 hours a week)",
    plantedGap: "incapacitated",
    modules: [
      {
        title: "One Application, Many Member States",
        description:
          "The authorisation procedure under the Clinical Trials Regulation, step by step, with its deadlines.",
        lesson: {
          title: "Part I, Part II and the reporting Member State",
          html:
            p(
              "Regulation (EU) No 536/2014 replaced the Clinical Trials Directive 2001/20/EC, whose transposition into 27 national laws had produced divergent procedures and slow approvals for trials run in several countries. The Regulation became applicable on 31 January 2022, together with the Clinical Trials Information System (CTIS), the single EU portal and database run by the European Medicines Agency. New applications had to use CTIS from 31 January 2023, and trials still running under the Directive had to be transitioned by 30 January 2025.",
              "The sponsor submits one dossier through CTIS, naming the Member States concerned and proposing one of them as reporting Member State (RMS). The dossier is divided into two parts. Part I covers matters assessed jointly: whether the trial is a low-intervention trial, its therapeutic and public health benefits, the risks and inconveniences to subjects, the investigational medicinal product and its manufacture, and the investigator's brochure. Part II covers national matters assessed by each Member State separately: informed consent arrangements, recruitment, payment and compensation of subjects, the suitability of investigators and sites, insurance or indemnity, data protection and the use of biological samples. Each Member State organises its own ethics committee review within these parts under national law.",
            ) +
            "<table><tr><th>Phase</th><th>Maximum duration (days)</th></tr><tr><td>Validation by the RMS</td><td>10 (plus up to 10 for the sponsor to complete the dossier, and 5 for the RMS to respond)</td></tr><tr><td>Assessment of Part I: initial, coordinated review, consolidation</td><td>45 from the validation date (26 + 12 + 7)</td></tr><tr><td>Extension for a request for information</td><td>up to 31</td></tr><tr><td>Decision of each Member State</td><td>5 after the reporting date or the last day of the Part II assessment</td></tr></table>" +
            p(
              "Each Member State concerned issues a single decision covering both parts. A Member State may disagree with the RMS's conclusion on Part I only on limited grounds, such as a significant difference in normal clinical practice, and must justify the disagreement through CTIS. Trials of advanced therapy medicinal products may have the assessment extended by 50 days for expert consultation. Silence is not consent in reverse: if a Member State misses its deadline for a decision, the conclusion of the RMS on Part I is deemed to be its decision.",
              "Substantial modifications follow an analogous procedure, and every document submitted in CTIS becomes, subject to defined deferrals and redactions, publicly accessible.",
            ),
        },
      },
      {
        title: "Good Clinical Practice under ICH E6(R3)",
        description:
          "The revised GCP guideline asks sponsors to design quality in and to scale oversight to risk; we read it clause by clause.",
        lesson: {
          title: "Quality by design and proportionate oversight",
          html: p(
            "Good clinical practice (GCP) is the international ethical and scientific quality standard for designing, conducting, recording and reporting trials that involve human participants. The harmonised guideline is ICH E6, first adopted in 1996, amended as E6(R2) in 2016 to introduce risk-based monitoring, and rewritten as E6(R3), adopted by the ICH Assembly on 6 January 2025 and in effect in the EU from 23 July 2025. Article 47 of the Clinical Trials Regulation requires sponsors and investigators to take ICH GCP into account.",
            "E6(R3) is organised as a set of principles, an Annex 1 for traditional interventional trials, and an Annex 2 addressing decentralised and pragmatic designs and real-world data. Its principles are deliberately general: participants' rights, safety and well-being come first; informed consent is freely given; trials are reviewed by an independent ethics committee; they are scientifically sound and described in a clear protocol; quality is built into the design; processes are proportionate to the risks to participants and to the reliability of results; and roles, tasks and data governance are clear.",
            "The central concept, taken from ICH E8(R1), is quality by design. Before the trial starts, the sponsor identifies the factors critical to quality, those attributes whose failure would harm participants or invalidate results, such as eligibility criteria, randomisation, blinding, dosing and the primary endpoint. Risks to these factors are assessed for likelihood, detectability and impact, and controls are built into the protocol and procedures. Monitoring then follows the risk: rather than 100 per cent on-site source data verification, a sponsor may combine centralised statistical monitoring of accumulating data, targeted on-site visits and remote review, documenting why the mix is adequate.",
            "The guideline also clarifies responsibilities. The investigator may delegate tasks to trial staff or service providers but retains oversight of them. The sponsor may transfer duties to a contract research organisation but remains ultimately responsible for the trial. Computerised systems used in the trial, including electronic patient-reported outcome devices and data capture systems, must be validated in proportion to their risk, with audit trails and controlled access, so that data are attributable, legible, contemporaneous, original and accurate.",
          ),
        },
      },
      {
        title: "Safety Reporting and SUSARs",
        description:
          "Classify adverse events correctly and meet the seven- and fifteen-day deadlines for expedited reports to EudraVigilance.",
        lesson: {
          title: "From adverse event to expedited report",
          html: p(
            "Safety reporting under Regulation 536/2014 rests on a chain of definitions. An adverse event is any untoward medical occurrence in a subject given a medicinal product, whether or not it is related to the product. It is serious if it results in death, is life-threatening, requires hospitalisation or prolongation of existing hospitalisation, results in persistent or significant disability or incapacity, or causes a congenital anomaly or birth defect. An adverse reaction is an untoward and unintended response to an investigational product, that is, an event for which a causal relationship is at least reasonably possible. A suspected unexpected serious adverse reaction (SUSAR) is a serious adverse reaction whose nature, severity or outcome is not consistent with the reference safety information (RSI), normally a section of the investigator's brochure or, for an authorised product, the summary of product characteristics.",
            "Under Article 41, the investigator reports serious adverse events to the sponsor without undue delay and within 24 hours of becoming aware of them, unless the protocol exempts certain events. The sponsor evaluates each case for seriousness, causality and expectedness. The investigator's judgement of causality should not be downgraded by the sponsor; where they disagree, both opinions are given in the report.",
            "Article 42 requires the sponsor to report SUSARs electronically to the EudraVigilance database, from which the Member States concerned receive them. The deadlines run from the sponsor's first knowledge of the reaction: no later than 7 days for fatal or life-threatening SUSARs, with any follow-up information within a further 8 days, and no later than 15 days for all other SUSARs. Blinded cases are unblinded by the sponsor for reporting; a serious reaction in a subject who turns out to have received placebo is not a SUSAR of the investigational product.",
            "A worked example: on day 0 a site records that a participant on an oncology trial has been admitted with hepatic failure, and the investigator judges it possibly related. The RSI lists only transient rises in transaminases. The case is serious (hospitalisation, life-threatening), related and unexpected in severity, so it is a SUSAR and must reach EudraVigilance by day 7. Each year the sponsor also submits an annual safety report, in the format of the ICH E2F development safety update report, summarising the cumulative safety profile.",
          ),
        },
      },
    ],
  },
  {
    slug: "green-chemistry-metrics-solvents-catalysis",
    discipline: "Green chemistry",
    title: "Green Chemistry by the Numbers",
    description:
      "Is a synthesis green? Answering takes numbers, and this final-year option teaches chemists to produce and question them: atom economy, E-factor and process mass intensity, the solvent selection guides used in the pharmaceutical industry, catalytic and biocatalytic alternatives to stoichiometric reagents, and life-cycle assessment of chemical processes.",
    level: "advanced",
    duration: "one semester (20 lectures, 4 workshops)",
    plantedGap: "life-cycle assessment",
    modules: [
      {
        title: "Measuring Waste",
        description:
          "Atom economy, E-factor and process mass intensity are defined, calculated for real processes and compared.",
        lesson: {
          title: "Atom economy, E-factor and PMI",
          html:
            p(
              "When Paul Anastas and John Warner set out the twelve principles of green chemistry in 1998, the first was that it is better to prevent waste than to treat or clean it up after it has been created. Prevention needs measurement, and three mass-based metrics are now standard.",
              "Atom economy, introduced by Barry Trost in 1991, is a property of the balanced equation: the molecular weight of the desired product divided by the sum of the molecular weights of all reactants, times 100. For the esterification of acetic acid (60.05 g/mol) with ethanol (46.07 g/mol) to give ethyl acetate (88.11 g/mol) and water, the atom economy is 88.11 / 106.12 = 83 per cent. Additions and rearrangements score 100 per cent; a Wittig reaction, which discards triphenylphosphine oxide (278 g/mol), often scores below 30 per cent. The classic industrial example is ibuprofen: the original six-step Boots synthesis has an atom economy of about 40 per cent, while the three-step BHC process, commercialised in 1992, reaches about 77 per cent, or nearly 99 per cent when the by-product acetic acid is recovered.",
              "Atom economy ignores yield, excess reagents, solvents and work-up. Roger Sheldon's E-factor, proposed in 1992, captures these: the total mass of waste divided by the mass of product. Water is often excluded, which must be stated. Typical values differ greatly by sector:",
            ) +
            "<table><tr><th>Industry sector</th><th>Annual product tonnage</th><th>E-factor (kg waste / kg product)</th></tr><tr><td>Oil refining</td><td>10⁶ to 10⁸</td><td>below 0.1</td></tr><tr><td>Bulk chemicals</td><td>10⁴ to 10⁶</td><td>under 1 to 5</td></tr><tr><td>Fine chemicals</td><td>10² to 10⁴</td><td>5 to 50</td></tr><tr><td>Pharmaceuticals</td><td>10 to 10³</td><td>25 to over 100</td></tr></table>" +
            p(
              "The ACS Green Chemistry Institute Pharmaceutical Roundtable prefers process mass intensity (PMI), the total mass of all materials used, including water and solvents, per mass of product. Since everything that goes in either becomes product or waste, PMI = E + 1 when both include the same materials. As a worked example, a step that uses 120 kg of reactants, reagents and solvents to make 8 kg of product has a PMI of 15 and an E-factor of 14. Solvents commonly account for 80 per cent or more of that mass.",
            ),
        },
      },
      {
        title: "Choosing Solvents",
        description:
          "Solvents make up most of the mass of a typical pharmaceutical process, so selecting them is the largest single lever on waste and hazard.",
        lesson: {
          title: "Selection guides and substitution",
          html: p(
            "Because solvents dominate the mass balance of fine chemical and pharmaceutical processes, their choice determines much of a process's waste, energy use for distillation, worker exposure and emissions. Several companies and consortia have published solvent selection guides that rank common solvents on safety, health and environmental criteria. Among the best known are the GSK guide, first published in 1999 and revised since, the guides of Pfizer and Sanofi, and the CHEM21 guide (Prat and colleagues, 2016), produced by a European public-private consortium, which scores each solvent from 1 to 10 for safety, health and environment and classifies it as recommended, problematic, hazardous or highly hazardous.",
            "The guides agree on the broad picture. Water, ethanol, isopropanol, ethyl acetate, isopropyl acetate and anisole are generally recommended. Toluene, acetonitrile, tetrahydrofuran and heptane are usable but problematic in some respect. Dichloromethane, chloroform, 1,4-dioxane, diethyl ether, benzene and the dipolar aprotic solvents N,N-dimethylformamide (DMF), N,N-dimethylacetamide and N-methyl-2-pyrrolidone (NMP) are hazardous or highly hazardous.",
            "Regulation reinforces the rankings. Under the EU's REACH Regulation, DMF and NMP are classified as toxic for reproduction and listed as substances of very high concern, and both are now restricted for industrial use unless exposure stays below derived limits, NMP since 2020 and DMF since December 2023.",
            "Substitution is seldom a one-for-one swap, because a solvent controls solubility, reaction rate, selectivity and work-up. A rational approach compares candidates by polarity parameters, such as Hansen solubility parameters or Kamlet-Taft values, and then tests them. Common successful substitutions include 2-methyltetrahydrofuran, made from biomass, for dichloromethane or THF in extractions and Grignard reactions, where its low water miscibility also simplifies phase separation; cyclopentyl methyl ether for ethers prone to peroxide formation; and dimethyl sulfoxide, Cyrene or N-butylpyrrolidinone for DMF in some amide couplings and substitutions. Reducing the volume of solvent, recycling it by distillation, or running reactions at higher concentration often saves more than a change of solvent.",
          ),
        },
      },
      {
        title: "Catalysis Instead of Stoichiometric Reagents",
        description:
          "Why do catalysts beat stoichiometric reagents, and what do turnover numbers and enzyme engineering add?",
        lesson: {
          title: "From chromium oxidants to engineered enzymes",
          html:
            p(
              "The ninth principle of green chemistry states that catalytic reagents, as selective as possible, are superior to stoichiometric reagents. A stoichiometric reagent is consumed in at least molar proportion and ends up as waste; a catalyst is used in small amounts and regenerated. Consider the oxidation of a secondary alcohol to a ketone. With the Jones reagent, chromium(VI) oxide in sulfuric acid, each mole of ketone generates roughly two-thirds of a mole of chromium(III) salts, which are toxic and must be treated as hazardous waste. A catalytic alternative, such as TEMPO with sodium hypochlorite or with copper and air as the terminal oxidant, produces sodium chloride or water instead.",
              "Two figures describe a catalyst's productivity. The turnover number (TON) is the number of moles of product formed per mole of catalyst before it deactivates; the turnover frequency (TOF) is turnover per unit time. A palladium coupling that runs with 0.01 mol% catalyst achieves a TON of 10,000, which also reduces the amount of residual metal that must be removed from a drug substance to meet limits set by ICH Q3D.",
            ) +
            "<ul><li>Hydrogenation with H₂ over a metal catalyst has 100 per cent atom economy, unlike reduction with sodium borohydride or lithium aluminium hydride.</li><li>Catalytic C-H activation and borrowing-hydrogen amination avoid the halide and protecting-group waste of classical routes.</li><li>Enzymes work in water under mild conditions with high selectivity.</li></ul>" +
            p(
              "Biocatalysis has become an industrial tool. In the manufacture of sitagliptin, the type 2 diabetes drug, Merck and Codexis replaced a rhodium-catalysed asymmetric hydrogenation of an enamine with a transaminase engineered through directed evolution, carrying some 27 mutations, that converts the precursor ketone directly into the chiral amine. The enzymatic process, which won a US Presidential Green Chemistry Challenge Award in 2010, raised overall yield by 10 to 13 per cent, cut total waste by 19 per cent and removed the need for high-pressure hydrogenation equipment and for a heavy metal catalyst. The example also shows the limits: developing the enzyme took a year of protein engineering, an investment that pays only for high-volume products.",
            ),
        },
      },
    ],
  },
  {
    slug: "reliability-engineering-life-data-and-systems",
    discipline: "Reliability engineering",
    title: "Reliability Engineering: Life Data, Systems and Accelerated Testing",
    description:
      "Taught at MSc level, this module treats the time to failure as a random variable and teaches engineers to estimate, combine and accelerate it: Weibull analysis of life data and the bathtub curve, reliability block diagrams for series, parallel and k-out-of-n systems, accelerated life testing with the Arrhenius model, and FMEA.",
    level: "advanced",
    duration: "one semester (3 credits)",
    plantedGap: "FMEA",
    modules: [
      {
        title: "Weibull Analysis of Life Data",
        description:
          "Fit a Weibull distribution to failure times and read from its shape parameter which part of the bathtub curve a product is in.",
        lesson: {
          title: "Shape, scale and the bathtub curve",
          html: p(
            "Reliability, R(t), is the probability that an item performs its required function without failure for a stated time under stated conditions. If T is the random time to failure with cumulative distribution F(t), then R(t) = 1 − F(t), and the hazard rate h(t), the instantaneous failure rate among survivors, is f(t)/R(t). The Weibull distribution, proposed by Waloddi Weibull in 1951, is the workhorse of life-data analysis because one family fits decreasing, constant and increasing hazard rates. Its two-parameter form is R(t) = exp[−(t/η)<sup>β</sup>], where η, the scale parameter or characteristic life, is the time by which 63.2 per cent of units have failed, and β is the shape parameter.",
            "The shape parameter maps onto the classic bathtub curve. With β < 1 the hazard rate falls with time: early failures from manufacturing defects, the region of infant mortality, which burn-in screening aims to remove. With β = 1 the Weibull reduces to the exponential distribution and the hazard is constant, characteristic of random failures from external shocks during useful life. With β > 1 the hazard rises: wear-out, such as fatigue, corrosion and bearing wear, with β typically between 2 and 4 for mechanical wear-out.",
            "Parameters are commonly estimated by median-rank regression. The n failure times are sorted, and the i-th receives Benard's approximation of the median rank, F ≈ (i − 0.3)/(n + 0.4). Plotting ln t against ln[−ln(1 − F)] gives a straight line for Weibull data, with slope β. For five failures the median ranks are 0.130, 0.315, 0.500, 0.685 and 0.870. Maximum likelihood estimation is preferred when there are many suspensions, units removed from test without failing, and for small samples confidence bounds are essential.",
            "With the parameters, engineers compute quantities for design and warranty. The B10 life, by which 10 per cent of units fail, is t = η[−ln(0.9)]<sup>1/β</sup>. For a bearing with η = 10,000 hours and β = 2, B10 = 10,000 × (0.1054)<sup>0.5</sup> ≈ 3,250 hours. Its mean life is ηΓ(1 + 1/β) = 10,000 × 0.886 ≈ 8,860 hours, which shows why quoting only a mean can mislead customers about early failures.",
          ),
        },
      },
      {
        title: "Reliability Block Diagrams",
        description:
          "From component reliabilities to system reliability: series, parallel and voting arrangements, and the assumptions behind them.",
        lesson: {
          title: "Combining components into systems",
          html:
            p(
              "A reliability block diagram (RBD) represents a system as blocks connected according to how their failures affect the system's function, not according to physical layout. A success path through the diagram means the system works. Given each block's reliability for the mission time, and assuming that blocks fail independently, the system reliability follows from probability rules.",
            ) +
            "<table><tr><th>Configuration</th><th>System reliability</th><th>Example with component reliability 0.90</th></tr><tr><td>Series, n blocks</td><td>R<sub>s</sub> = R<sub>1</sub>R<sub>2</sub>…R<sub>n</sub></td><td>3 in series: 0.9³ = 0.729</td></tr><tr><td>Active parallel, n blocks</td><td>R<sub>s</sub> = 1 − (1 − R<sub>1</sub>)…(1 − R<sub>n</sub>)</td><td>2 in parallel: 1 − 0.1² = 0.990</td></tr><tr><td>k-out-of-n, identical blocks</td><td>Σ<sub>i=k..n</sub> C(n,i) R<sup>i</sup>(1 − R)<sup>n−i</sup></td><td>2-out-of-3: 3(0.81)(0.1) + 0.729 = 0.972</td></tr></table>" +
            p(
              "A series system is weaker than its weakest component, and long series chains degrade quickly: 100 components each of reliability 0.999 give a system reliability of only about 0.905. Redundancy counters this. The 2-out-of-3 voting arrangement, common in safety instrumented systems and flight control, tolerates one failed channel and also allows a faulty channel to be outvoted, at the cost of three channels rather than two.",
              "Complex diagrams are reduced step by step, replacing series and parallel groups with equivalent blocks. A pump station with two parallel pumps (0.95 each) in series with a single controller (0.99) and a single power supply (0.98) has R<sub>s</sub> = [1 − 0.05²] × 0.99 × 0.98 = 0.9975 × 0.9702 ≈ 0.968. The calculation shows at once that the single controller and power supply, not the pumps, limit the system, and that is where design effort should go. Networks that do not reduce to series-parallel form, such as bridge structures, are solved by decomposition on a key component or by listing minimal path sets.",
              "The independence assumption is the main weakness of RBDs. Redundant channels sharing a power supply, software, environment or maintenance team can fail together. Such common-cause failures are modelled, for example, by the beta-factor method of IEC 61508, which assigns a fraction β, often 2 to 10 per cent, of each channel's failure rate to failures that affect all channels at once. Even a small β can dominate the unreliability of a highly redundant system.",
            ),
        },
      },
      {
        title: "Accelerated Life Testing",
        description:
          "Testing at raised temperature compresses years of use into weeks; the Arrhenius model tells us by how much, if its assumptions hold.",
        lesson: {
          title: "Acceleration factors and their limits",
          html: p(
            "Demonstrating a life of ten years at normal use conditions by testing at those conditions is rarely possible before a product is launched. Accelerated life testing (ALT) therefore applies higher levels of stress, such as temperature, humidity, voltage, vibration or thermal cycling, to make failures happen sooner, and uses a physical acceleration model to translate the results back to use conditions. It differs from highly accelerated life testing (HALT), which applies step stresses to find weaknesses qualitatively but does not estimate life.",
            "For failure mechanisms driven by chemical reaction rates, such as diffusion, corrosion or the degradation of electrolytic capacitors, the Arrhenius model is used. The reaction rate is proportional to exp(−E<sub>a</sub>/kT), where E<sub>a</sub> is the activation energy in electronvolts, k is Boltzmann's constant, 8.617 × 10⁻⁵ eV/K, and T is absolute temperature. The acceleration factor between stress temperature T<sub>s</sub> and use temperature T<sub>u</sub> is AF = exp[(E<sub>a</sub>/k)(1/T<sub>u</sub> − 1/T<sub>s</sub>)].",
            "A worked example: an electronic module is expected to operate at 40 °C (313.15 K) and is tested at 85 °C (358.15 K); the dominant mechanism has an activation energy of 0.7 eV. Then E<sub>a</sub>/k = 0.7 / 8.617 × 10⁻⁵ ≈ 8,124 K, and 1/313.15 − 1/358.15 = 0.003193 − 0.002792 = 0.000401 K⁻¹. Their product is about 3.26, so AF = e<sup>3.26</sup> ≈ 26. A 1,000-hour test at 85 °C represents about 26,000 hours, or three years, of continuous use at 40 °C. Life data from the test, often fitted with a Weibull distribution whose shape parameter is assumed common across stress levels, are scaled by AF.",
            "The method rests on assumptions that must be checked. The failure mechanism at the higher stress must be the same one that operates in use; pushing a polymer above its glass transition temperature, for example, introduces new mechanisms and invalidates the extrapolation. The activation energy should come from testing at two or more stress levels or from well-established data, since an error of 0.1 eV changes AF here by a factor of about 1.6. Other stresses use other models: the Peck model adds humidity, the inverse power law treats voltage, and the Coffin-Manson relation describes fatigue under thermal cycling.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundry-bronze-ceramic-shell-and-pour",
    discipline: "Bronze casting",
    title: "Foundry Bronze: Gating, Ceramic Shell and the Pour",
    description:
      "Lost-wax casting at foundry scale leaves little room for improvisation. Sculptors who have already cast small pieces study gating design and directional solidification, ceramic shell investment, melting and pouring silicon bronze, and the chemical patination of finished work.",
    level: "advanced",
    duration: "one semester (foundry practicals, 6 hours a week)",
    plantedGap: "patination",
    modules: [
      {
        title: "Gating and Directional Solidification",
        description:
          "Design a sprue system that fills the mould without turbulence and feeds shrinkage as the metal freezes.",
        lesson: {
          title: "Sprues, gates and risers",
          html:
            p(
              "Once a sculpture's wax has been cast hollow, usually 3 to 6 millimetres thick, it must be given a gating system: the network of wax rods that will become channels for molten metal and air. The system has three jobs: to fill every part of the mould before the metal freezes, to do so without turbulence that traps air and oxide, and to feed liquid metal to each section while it shrinks on solidifying. Bronzes shrink by roughly 5 to 7 per cent in volume between pouring temperature and the end of solidification.",
              "The parts of a typical gating system are:",
            ) +
            "<ul><li>the pouring cup, a funnel that receives metal from the crucible;</li><li>the main sprue or downsprue, a thick rod, often 20 to 25 millimetres across for a medium piece, leading down to the lowest point of the work;</li><li>gates or runners, branching from the sprue into the piece, usually entering thick sections from below so that metal rises through the mould;</li><li>vents, thinner rods that let air escape from high points and from pockets where it would otherwise be trapped;</li><li>risers or feeders, reservoirs of metal placed on thick sections to supply liquid as they shrink.</li></ul>" +
            p(
              "Feeding follows the principle of directional solidification: the casting should freeze progressively from its thinnest, most remote parts towards the gates and risers, which freeze last. Chvorinov's rule gives the solidification time as t = B(V/A)<sup>n</sup>, where V/A, the ratio of volume to cooling surface area, is called the modulus and n is close to 2. A riser must therefore have a larger modulus than the section it feeds, commonly by about 20 per cent. For a cylindrical riser with height equal to its diameter D, the modulus is D/5 when its base sits on the casting; to feed a plate section 12 millimetres thick, whose modulus is roughly 6 millimetres, a riser of about 36 millimetres diameter is needed.",
              "The piece is usually gated upside down, with the base uppermost, so that the pouring cup sits at the base. Thin projections such as fingers and leaves are vented individually. A well-gated mould fills in a few seconds, and the sprue system may account for a third or more of the metal poured, which is later cut off and remelted.",
            ),
        },
      },
      {
        title: "Ceramic Shell Investment",
        description:
          "The gated wax is dipped, stuccoed and dried in repeated coats, then dewaxed and fired to make a mould that can take molten bronze.",
        lesson: {
          title: "Building, dewaxing and firing the shell",
          html: p(
            "Ceramic shell, adapted by art foundries from industrial investment casting in the 1960s and 1970s, has largely replaced solid plaster-silica investment for bronze sculpture. A shell mould is thin, about 8 to 12 millimetres, light, permeable to escaping gases and strong when fired, so it can be handled cold and poured hot. Solid investment needs days of slow burnout in a kiln, while a shell is dewaxed in minutes.",
            "The slurry is a suspension of refractory flour in a colloidal silica binder, a sol of silica particles in water, often around 30 per cent solids, kept constantly stirred. Its viscosity is checked with a flow cup, because too thin a slurry leaves a weak coat and too thick a slurry bridges fine detail. The gated, cleaned wax is dipped, drained and then coated with dry refractory grains, the stucco, either by sprinkling or in a fluidised bed. The first or face coat uses fine slurry and fine stucco, often zircon, to reproduce surface detail and resist metal penetration. Subsequent coats, typically seven to ten in all, use coarser fused silica grains to build thickness quickly. Each coat must dry thoroughly, usually two to four hours in moving air at stable temperature and humidity, before the next; a damp inner coat will crack or spall during firing.",
            "Dewaxing is the most dangerous moment for the shell. Wax expands much more than ceramic when heated, so if the wax warms slowly it will crack the mould before it can escape. Foundries therefore use either a steam autoclave or flash firing, in which the shell is put pouring cup down into a kiln already at 800 to 900 °C. The outer layer of wax melts instantly and drains, relieving the pressure, and the rest follows; the drained wax is recovered for reuse.",
            "The empty shell is inspected, cracks are patched with slurry reinforced with ceramic fibre, and the shell is fired to burn out residual wax and sinter the silica. It is then poured while still hot, commonly at 700 to 900 °C, which reduces thermal shock and lets the bronze flow into thin sections before freezing.",
          ),
        },
      },
      {
        title: "Melting and Pouring Silicon Bronze",
        description:
          "From charging the crucible to breaking out the casting: alloy choice, temperatures and the defects that follow mistakes.",
        lesson: {
          title: "Alloy, temperature and the pour",
          html:
            p(
              "Most art foundries now cast silicon bronze, a copper alloy with about 3 to 4 per cent silicon and small amounts of manganese, zinc or iron, sold under trade names such as Everdur and Herculoy. It melts at roughly 970 to 1,025 °C, flows well, resists gas porosity better than tin bronze, welds easily for assembling sectional casts, and contains no lead. Traditional alternatives include tin bronze of about 90 per cent copper and 10 per cent tin, and the leaded 85-5-5-5 alloy of copper, tin, lead and zinc, which machines and chases easily but raises health concerns in the studio.",
            ) +
            "<table><tr><th>Stage</th><th>Typical practice for silicon bronze</th></tr><tr><td>Melting</td><td>clay-graphite or silicon carbide crucible in a gas or induction furnace</td></tr><tr><td>Pouring temperature</td><td>about 1,120 to 1,200 °C, higher for thin work and small shells</td></tr><tr><td>Measurement</td><td>immersion thermocouple, not judgement of colour</td></tr><tr><td>Shell temperature at pour</td><td>700 to 900 °C</td></tr></table>" +
            p(
              "The crucible is preheated, charged with clean ingot and foundry returns, and the melt is brought up to temperature without prolonged overheating, which increases hydrogen pickup and oxidation. Dross is skimmed from the surface just before pouring. The hot shells are set in a sand bed or pit, and the crucible is lifted in a shank by two people, or by a hoist for larger melts. The pour should be steady and continuous, keeping the pouring cup full so that dross and air are not drawn into the sprue. Interrupting the pour causes cold shuts, seams where two fronts of metal meet without fusing.",
              "Safety governs every step: full leather or aluminised protective clothing, face shields, dry tools, since any moisture that contacts molten metal turns to steam explosively, and a clear, rehearsed path from furnace to mould.",
              "After cooling, the shell is broken away with hammers and pneumatic chisels and the remainder removed by sandblasting. The sprues are cut off, and the surface is worked by chasing, restoring texture and detail where gates were removed and where defects such as shrinkage porosity or flashing from shell cracks appear. Welding with silicon bronze rod fills flaws and joins sectional castings invisibly.",
            ),
        },
      },
    ],
  },
];
