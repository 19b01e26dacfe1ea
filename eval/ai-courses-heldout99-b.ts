/** Ninety-ninth held-out evaluation courses, intermediate level; see ai-courses-heldout99.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT99_B: EvalCourse[] = [
  {
    slug: "pharmacogenomics-in-clinical-practice",
    discipline: "Pharmacogenomics",
    title: "Pharmacogenomics in Clinical Practice",
    description:
      "Some patients get no relief from a standard dose of codeine; a few are poisoned by it. Aimed at pharmacists, prescribers and genomic practitioners, the module explains how variation in drug-metabolising enzymes and HLA genes alters drug response and how star-allele results become phenotypes and prescribing advice, with cases on clopidogrel, fluoropyrimidines, warfarin dosing and severe hypersensitivity.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar and one online case study a week)",
    plantedGap: "warfarin dosing",
    modules: [
      {
        title: "From Genotype to Phenotype: Star Alleles and CYP2D6",
        description:
          "How star-allele nomenclature, activity scores and gene copy number combine to predict metaboliser status, with codeine as the worked case.",
        lesson: {
          title: "CYP2D6 and codeine",
          html: p(
            "CYP2D6 is a liver enzyme that metabolises roughly a fifth to a quarter of commonly prescribed drugs, including many antidepressants and opioids, and it is the most variable of the major cytochrome P450 genes. Its alleles are named with star nomenclature maintained by PharmVar. CYP2D6*1 and *2 have normal function; *4, the commonest no-function allele in Europeans, disrupts splicing; *5 is a deletion of the whole gene; *10, very common in East Asian populations, and *17 and *41 have decreased function. Some people carry duplicated genes, written for example as *1x2.",
            "Laboratories convert a genotype to a phenotype through an activity score. Each allele is assigned a value: 0 for no function, 0.25 for *10, 0.5 for other decreased-function alleles and 1 for normal function, with duplications multiplying the value. Under the 2019 consensus of CPIC and the Dutch Pharmacogenetics Working Group, the sum is read as follows: 0 is a poor metaboliser, above 0 and below 1.25 an intermediate metaboliser, 1.25 to 2.25 a normal metaboliser, and above 2.25 an ultrarapid metaboliser. Worked examples: *1/*4 scores 1 and is an intermediate metaboliser; *4/*5 scores 0, a poor metaboliser; *1/*1x2 scores 3, an ultrarapid metaboliser.",
            "Codeine shows why this matters. It is a prodrug, and its analgesic effect depends on CYP2D6 converting a small fraction, typically 5 to 10 per cent, to morphine. Poor metabolisers, around 5 to 10 per cent of people of European ancestry, get little pain relief. Ultrarapid metabolisers, about 1 to 2 per cent of Europeans but far more in parts of North and East Africa and the Middle East, make morphine quickly and can suffer respiratory depression at normal doses. After deaths of children following tonsillectomy and of a breastfed infant whose mother was an ultrarapid metaboliser, regulators acted in 2013: in the UK codeine is contraindicated in children under 12, in under-18s having tonsillectomy or adenoidectomy for sleep apnoea, in breastfeeding mothers and in known ultrarapid metabolisers. CPIC advises avoiding codeine in both poor and ultrarapid metabolisers and using an analgesic not dependent on CYP2D6; tramadol is not a safe substitute because it too is activated by the enzyme.",
            "Strong CYP2D6 inhibitors such as fluoxetine, paroxetine and bupropion can make a genotypic normal metaboliser behave like a poor one, a process called phenoconversion, so the medication list must be read alongside the test result.",
          ),
        },
      },
      {
        title: "Clopidogrel and the Fluoropyrimidines",
        description:
          "CYP2C19 loss-of-function alleles and the choice of antiplatelet drug, and DPYD genotyping before capecitabine or fluorouracil.",
        lesson: {
          title: "A prodrug that needs activating and a drug that needs clearing",
          html: p(
            "Clopidogrel is a prodrug. About 85 per cent of an oral dose is hydrolysed by carboxylesterase 1 to an inactive acid, and most of the remaining fraction is converted in two oxidative steps, in which CYP2C19 plays the major part, to an active thiol that irreversibly blocks the platelet P2Y12 receptor. CYP2C19*2, a splicing variant, and *3, a premature stop codon, are no-function alleles; *17 increases transcription. The *2 allele has a frequency of about 15 per cent in Europeans and about 30 per cent in East Asians, and *3 is found mainly in East Asian populations, so poor metabolisers (two no-function alleles) make up about 2 per cent of Europeans but around 13 to 15 per cent of East Asians.",
            "Carriers of no-function alleles produce less active metabolite, show higher on-treatment platelet reactivity and, after percutaneous coronary intervention, have more stent thrombosis and ischaemic events. CPIC guidance therefore recommends that intermediate and poor metabolisers with acute coronary syndrome or undergoing PCI receive prasugrel or ticagrelor instead, if there is no contraindication. In 2024 NICE recommended CYP2C19 genotyping to guide treatment after ischaemic stroke or transient ischaemic attack in England, with modified-release dipyridamole plus aspirin as an alternative for carriers of loss-of-function alleles. Point-of-care tests now let the genotype inform the first prescription.",
            "The fluoropyrimidines show the opposite problem. More than 80 per cent of a dose of fluorouracil, and of the fluorouracil formed from oral capecitabine, is broken down by dihydropyrimidine dehydrogenase, encoded by DPYD. Patients with reduced DPD activity accumulate the drug and can develop severe or fatal neutropenia, mucositis, diarrhoea and hand-foot syndrome. Four variants are routinely tested: c.1905+1G>A (DPYD*2A) and c.1679T>G (*13), which abolish function, and c.2846A>T and c.1236G>A (HapB3), which reduce it. The DPYD activity score is 2 in a normal metaboliser; a score of 1 or 1.5 calls for a starting dose reduced by 50 per cent, titrated upward if the first cycles are tolerated; and at 0 or 0.5, fluoropyrimidines are avoided if possible or given at a drastically reduced dose with drug-level monitoring. Testing before treatment became standard in the NHS in England in 2020, following European Medicines Agency advice the same year. Because it identifies only known variants, a normal result does not exclude DPD deficiency.",
          ),
        },
      },
      {
        title: "HLA Genes and Severe Hypersensitivity",
        description:
          "Why reactions to abacavir, carbamazepine and allopurinol cluster in carriers of particular HLA alleles, and what screening achieves.",
        lesson: {
          title: "Immune-mediated reactions and the number needed to screen",
          html:
            p(
              "Some of the most dangerous adverse drug reactions are immune-mediated, and their strongest genetic predictors lie in the human leucocyte antigen (HLA) genes that present peptides to T cells. Three associations are used in practice.",
            ) +
            "<table><tr><th>Allele</th><th>Drug</th><th>Reaction</th><th>Populations with higher carrier rates</th></tr><tr><td>HLA-B*57:01</td><td>Abacavir</td><td>Abacavir hypersensitivity syndrome</td><td>About 5 to 8 per cent of Europeans; lower in most African populations</td></tr><tr><td>HLA-B*15:02</td><td>Carbamazepine (also phenytoin, oxcarbazepine)</td><td>Stevens-Johnson syndrome and toxic epidermal necrolysis</td><td>Han Chinese, Thai, Malay and other South-East Asian populations</td></tr><tr><td>HLA-B*58:01</td><td>Allopurinol</td><td>SJS/TEN and DRESS</td><td>Han Chinese, Korean, Thai and African-American populations</td></tr></table>" +
            p(
              "The mechanism is best understood for abacavir. The drug binds non-covalently in the peptide-binding groove of HLA-B*57:01 and changes which self-peptides the molecule can present, so T cells meet apparently foreign peptides and mount a systemic reaction, typically within the first six weeks of treatment, with fever, rash, gastrointestinal and respiratory symptoms. Re-challenge can be fatal.",
              "The PREDICT-1 trial (Mallal and colleagues, 2008) randomised 1,956 patients to prospective HLA-B*57:01 screening or standard care. Carriage was 5.6 per cent. Screening reduced clinically diagnosed hypersensitivity from 7.8 to 3.4 per cent and immunologically confirmed hypersensitivity, proved by patch testing, from 2.7 per cent to zero. The negative predictive value of the test is close to 100 per cent, while only about half of carriers react, so the test rules a reaction out far better than it rules one in. From the confirmed rates, about 37 patients must be screened to prevent one true reaction (1 ÷ 0.027). Screening before abacavir is now mandatory in product labelling.",
              "For carbamazepine, a study in Taiwan published in 2011 genotyped nearly 4,900 patients and gave carriers of HLA-B*15:02 an alternative; no cases of SJS/TEN occurred in the screened cohort, against an expected ten or so from historical rates. Screening is recommended before starting carbamazepine in people of Han Chinese, Thai and related ancestry, though clinicians must remember that self-reported ancestry is imprecise. A separate allele, HLA-A*31:01, is associated with carbamazepine hypersensitivity in Europeans and Japanese people. For allopurinol, the American College of Rheumatology recommends HLA-B*58:01 testing before starting treatment in patients of South-East Asian and African-American descent. In every case a positive result means choosing another drug, not a lower dose.",
            ),
        },
      },
    ],
  },
  {
    slug: "commissioning-and-servicing-oil-fired-boilers",
    discipline: "Oil-fired heating",
    title: "Commissioning and Servicing Oil-Fired Boilers",
    description:
      "Designed for heating engineers adding oil to their gas or solid-fuel competences. Topics include the pressure-jet burner and its components; nozzle and pump-pressure selection; smoke testing and combustion analysis; condensate disposal; supply pipework and the fire valve; and a systematic approach to lockout faults.",
    level: "intermediate",
    duration: "five days (classroom and burner workshop), followed by two assessed site visits",
    plantedGap: "condensate disposal",
    modules: [
      {
        title: "The Pressure-Jet Burner",
        description:
          "How oil is pumped, atomised, ignited and supervised in a domestic pressure-jet burner, and how the nozzle and pump pressure set the heat input.",
        lesson: {
          title: "Atomisation, nozzles and pump pressure",
          html: p(
            "Most domestic oil boilers in the UK burn kerosene, Class C2 under BS 2869, through a pressure-jet burner; gas oil (Class D) is found mainly on older and agricultural installations. The burner's motor turns both a combustion-air fan and a gear pump on a common shaft. The pump raises oil to a pressure typically between 7 and 10 bar for kerosene (roughly 100 to 145 psi). On a call for heat the control box runs a pre-purge of air through the combustion chamber, energises the ignition transformer or electronic igniter to produce a spark of around 10 kV across the electrode tips, and then opens the solenoid valve so that oil reaches the nozzle. A photocell or flame sensor must see the flame within the control box's safety time; if it does not, the box shuts the solenoid and goes to lockout.",
            "The nozzle does the real work. Oil is forced through tangential slots into a swirl chamber and leaves through a tiny orifice as a spinning cone of fine droplets, which mix with the air from the fan and burn rapidly. Nozzles are stamped with three pieces of information: the flow rate in US gallons per hour at 100 psi, the spray angle, commonly 60 or 80 degrees, and the spray pattern, hollow, solid or semi-solid, each maker using its own letter codes. The boiler's data plate specifies the nozzle and pump pressure for each rated output, and those figures, not habit, should always be used.",
            "Because flow through an orifice varies with the square root of pressure, pump pressure adjusts the output. Worked example: a 0.50 USgal/h nozzle run at 145 psi delivers 0.50 × √(145 ÷ 100) = 0.50 × 1.20 = 0.60 USgal/h. One US gallon is 3.785 litres, so that is 2.27 litres an hour. Kerosene releases about 10.3 kWh per litre on a gross basis, so the heat input is about 2.27 × 10.3 ≈ 23 kW. The same calculation lets an engineer check that a nozzle found on a boiler is the right one: an oversized nozzle overfires the appliance, while an undersized one cuts output and may cause the appliance to cycle excessively.",
            "Nozzles are replaced at every annual service rather than cleaned, since the orifice and slots wear and cannot be restored by brushing or by probing with wire.",
          ),
        },
      },
      {
        title: "Smoke Testing and Combustion Analysis",
        description:
          "Using a smoke pump and an electronic flue gas analyser to set the combustion air and prove clean, efficient combustion.",
        lesson: {
          title: "Setting the burner on the analyser",
          html: p(
            "Combustion is set only after the boiler has run long enough to stabilise, normally at least ten minutes at full fire with the casing in place. The first test is always the smoke test, done before the electronic analyser probe goes into the flue, because soot from a badly set burner contaminates the analyser's sensors and filters. A hand smoke pump draws a fixed volume of flue gas, ten full strokes, through a disc of filter paper; the stain is compared with the Bacharach scale from 0 (clean) to 9 (heavy soot). A kerosene burner should give 0; gas oil burners are normally expected to give no more than 1. Oily, yellow stains indicate unburnt fuel, often from a poor nozzle or cold start, and must be investigated whatever the smoke number.",
            "The analyser then measures oxygen, carbon monoxide and flue gas temperature, and calculates carbon dioxide, excess air and efficiency. The maximum theoretical CO2 for kerosene, with no excess air, is about 15 per cent. A typical manufacturer's target is 11 to 12 per cent CO2, which corresponds to roughly 25 to 35 per cent excess air. The relationship gives a quick estimate: excess air ≈ (CO2 max ÷ CO2 measured − 1) × 100 per cent, so 12 per cent CO2 implies about (15 ÷ 12 − 1) × 100 = 25 per cent.",
            "Air is adjusted with the burner's air shutter or damper. Too little air produces smoke and rising carbon monoxide, soots the heat exchanger and reduces efficiency over the following months. Too much air lowers CO2 and flame temperature, carries heat up the flue and can make the flame unstable and prone to lifting off the head. The aim is the manufacturer's CO2 figure with a zero smoke reading and a low, steady CO reading within the maker's limit. Net flue temperature, flue temperature minus the temperature of the combustion air, is also recorded, because a rising value at successive services shows that the heat exchanger needs cleaning.",
            "On open-flued appliances the draught is measured with a draught gauge and compared with the manufacturer's range, because too little draught causes fumes to spill into the room and too much pulls heat through the appliance. All readings, the nozzle fitted and the pump pressure are entered on the commissioning or service record left with the customer.",
          ),
        },
      },
      {
        title: "Supply Pipework, the Fire Valve and Lockout Faults",
        description:
          "Single-pipe and two-pipe supplies, de-aeration, the remote-sensing fire valve, and fault-finding when a burner goes to lockout.",
        lesson: {
          title: "From the tank to the reset button",
          html:
            p(
              "Where the base of the tank is higher than the burner, a single-pipe gravity supply is used: one line, usually 10 mm copper or plastic-coated copper, runs from the tank's outlet valve and filter to the burner, where the pump takes its feed. Where the tank is lower than the burner, the pump has to lift the oil by suction. The traditional answer is a two-pipe system, with a return line carrying surplus oil back to the tank; the common modern alternative is a single pipe to a de-aerator fitted near the boiler, which separates air from the oil and returns surplus oil to the pump inlet. Suction lifts must stay within the pump maker's limits, or the oil will release dissolved air and the flame will pulse.",
              "BS 5410-1 requires a fire valve on every supply. Its sensing element is placed inside the boiler casing close to the burner, and the valve itself is fitted outside the building, on the supply pipe just before it enters. If a fire starts at the appliance, the sensing head operates the valve, by a capillary or a fusible link and cable, and cuts the oil supply where it cannot feed the fire. A fire valve sensed or fitted in the wrong place is among the most frequent defects found on inspection.",
              "When a burner goes to lockout, resist repeated resetting. Each failed start sprays oil into the combustion chamber, and enough unburnt oil can ignite violently on the next attempt. Work through the system in order:",
            ) +
            "<ol><li>Fuel: is there oil in the tank, is the outlet valve open, is the fire valve set, and is oil reaching the pump? Check filters for water and sludge, and for wax in gas oil during cold weather.</li><li>Pump: fit a pressure gauge and confirm the set pressure; check the solenoid opens.</li><li>Nozzle: a partly blocked nozzle gives a ragged flame and lockout; replace it.</li><li>Ignition: check electrode gap and position against the maker's setting, and the insulators for cracks and carbon tracking.</li><li>Flame detection: clean the photocell and check its signal with the meter the manufacturer specifies.</li></ol>" +
            p(
              "Record what was found and the corrective action, because a burner that locks out intermittently often leaves its evidence in the pattern of previous visits.",
            ),
        },
      },
    ],
  },
  {
    slug: "public-rights-of-way-law-in-england-and-wales",
    discipline: "Rights of way law",
    title: "Public Rights of Way Law in England and Wales",
    description:
      "Disputes over footpaths are among the most bitter in rural England and Wales, and most turn on a handful of statutory provisions. Land agents, parish councillors, countryside officers and walkers' representatives study the definitive map and statement, how rights of way come into being through dedication and long use, ploughing and cropping, diversion and extinguishment orders, and the obstruction and enforcement powers of highway authorities.",
    level: "intermediate",
    duration: "eight weeks (one two-hour evening seminar a week)",
    plantedGap: "ploughing and cropping",
    modules: [
      {
        title: "The Definitive Map and Statement",
        description:
          "What the definitive map records, its conclusive legal effect, and how modification orders correct it.",
        lesson: {
          title: "The map as conclusive evidence",
          html: p(
            "The National Parks and Access to the Countryside Act 1949 required county councils to survey their areas and prepare definitive maps of public paths. The governing law is now Part III of the Wildlife and Countryside Act 1981. The surveying authority, usually a county or unitary council, holds the map together with a statement that may record the position, width and limitations, such as stiles and gates, of each way.",
            "Four categories are recorded. A footpath carries a right of way on foot only. A bridleway adds horse riders and, since section 30 of the Countryside Act 1968, cyclists, who must give way to walkers and riders. A restricted byway, a category created by the Countryside and Rights of Way Act 2000, adds horse-drawn vehicles; most former 'roads used as public paths' became restricted byways in 2006. A byway open to all traffic carries vehicular rights but is used mainly for the purposes of a footpath or bridleway.",
            "Section 56 of the 1981 Act makes the map conclusive evidence that the ways shown exist with at least the rights recorded. It does not prove that a way shown as a footpath lacks higher rights, nor that unrecorded ways do not exist. Section 53 places the authority under a duty to keep the map under continuous review and to make a definitive map modification order on the discovery of evidence that shows, for example, that a right of way not shown subsists or is reasonably alleged to subsist. Anyone may apply for an order under Schedule 14, supplying a map and copies of the evidence, typically historical documents such as inclosure awards, tithe maps and Finance Act 1910 records, or user evidence forms.",
            "Two different tests apply. To make an order, an authority needs only a reasonable allegation, as the Court of Appeal explained in R v Secretary of State for the Environment, ex parte Bagshaw and Norton (1994); to confirm it, the balance of probabilities must be met. Deleting a way is harder: Trevelyan v Secretary of State (2001) held that the map is presumed correct and that cogent evidence is needed to show a mistake. If an authority fails to determine an application within twelve months, the applicant may ask the Secretary of State, or the Welsh Ministers, to direct a decision.",
          ),
        },
      },
      {
        title: "How Rights of Way Arise: Dedication and Long Use",
        description:
          "Express and implied dedication, the statutory presumption after twenty years' use, and how landowners lawfully prevent it.",
        lesson: {
          title: "Section 31 of the Highways Act 1980",
          html: p(
            "At common law a highway comes into existence when a landowner dedicates a way to the public and the public accepts it by using it. Dedication may be express, for example by a written agreement with the highway authority under section 25 of the Highways Act 1980, or inferred from the owner's conduct. Because intention is hard to prove, Parliament added a statutory presumption.",
            "Under section 31(1), where a way over land has been actually enjoyed by the public as of right and without interruption for a full period of twenty years, it is deemed to have been dedicated as a highway unless there is sufficient evidence that there was no intention during that period to dedicate it. The twenty years are counted back from the date on which the public's right was brought into question, for example by a locked gate, a challenge by the owner or a notice, and, since amendments made in 2006, by an application for a modification order.",
            "'As of right' carries the old Latin formula: use must be nec vi, nec clam, nec precario, that is, not by force, not in secret and not by permission. In R (Godmanchester Town Council) v Secretary of State for Environment, Food and Rural Affairs (2007) the House of Lords held that the landowner's lack of intention must be shown by overt acts directed at the using public, not merely by private thoughts or letters to third parties.",
            "Landowners therefore have two lawful protections. They can erect and maintain notices under section 31(3), inconsistent with dedication, such as 'No public right of way'. Or they can deposit with the highway authority a statement and map under section 31(6), followed by a statutory declaration; in England, since the Growth and Infrastructure Act 2013, each declaration protects the land for up to twenty years.",
            "Worked example: thirty user evidence forms describe walking a headland from 1995; in 2022 a gate is padlocked. The relevant period is 2002 to 2022. If the owner put up a 'Private' sign in 2010 that stayed in place and was visible to walkers, the period may be cut short and the claim fails; if the sign was torn down within days and never replaced, an inspector is unlikely to treat it as sufficient evidence.",
          ),
        },
      },
      {
        title: "Diversions, Extinguishments and Obstructions",
        description:
          "Public path orders under the Highways and planning legislation, and the duties and powers of highway authorities to keep paths open.",
        lesson: {
          title: "Changing the network and keeping it clear",
          html:
            p(
              "Most changes to the rights of way network are made by public path orders. Under section 119 of the Highways Act 1980 a council may divert a footpath, bridleway or restricted byway in the interests of the owner or occupier or of the public. The new route must not be substantially less convenient to the public, and on confirmation the decision-maker must also consider the effect on public enjoyment of the path as a whole and on land served by it. Under section 118 a path may be extinguished if it is not needed for public use. Where development has planning permission, section 257 of the Town and Country Planning Act 1990 allows diversion or stopping up if necessary to enable the development to be carried out; the order must be made before the development is substantially complete. Opposed orders are sent for decision to the Planning Inspectorate on behalf of the Secretary of State, or in Wales to the Welsh Ministers, usually after a hearing, inquiry or written representations.",
              "The highway authority, the county or unitary council, has a duty under section 130 to assert and protect the rights of the public to use and enjoy its highways and to prevent their obstruction. Several powers support the duty:",
            ) +
            "<ul><li>Section 137 makes wilful obstruction of free passage along a highway an offence.</li><li>Section 143 allows the authority to remove a structure erected on a highway after giving notice.</li><li>Sections 130A to 130D let any member of the public serve notice requiring the authority to secure removal of an obstruction and, if it fails, apply to a magistrates' court for an order.</li><li>Section 146 requires the owner to maintain stiles and gates in a safe condition, with the authority contributing at least a quarter of the cost; section 147 lets the authority authorise new ones needed for stock control.</li></ul>" +
            p(
              "Livestock raises a specific rule. Section 59 of the Wildlife and Countryside Act 1981 makes it an offence to keep a bull in a field crossed by a public right of way, except a bull under ten months old, or a bull not of a recognised dairy breed that is at large with cows or heifers. Dangerous animals of any breed may also give rise to liability under the Animals Act 1971 and health and safety law.",
            ),
        },
      },
    ],
  },
  {
    slug: "writing-memoir-memory-structure-and-voice",
    discipline: "Memoir writing",
    title: "Writing Memoir: Memory, Structure and Voice",
    description:
      "Memoir asks a writer to be both the narrator and the subject of a true story. Building on an introductory creative writing class, participants draft and workshop a 5,000-word memoir piece, working on the reliability of memory, scene and summary, structures beyond chronology, the double perspective of the narrating and experiencing selves, and libel risk.",
    level: "intermediate",
    duration: "ten weeks (one two-and-a-half-hour workshop a week)",
    plantedGap: "libel risk",
    modules: [
      {
        title: "Memory as Material",
        description:
          "What research on autobiographical memory means for a memoirist's truth claims, and practical methods for retrieving detail.",
        lesson: {
          title: "Remembering, misremembering and the memoirist's pact",
          html:
            p(
              "Psychologists have known for almost a century that memory reconstructs rather than records. In 1932 Frederic Bartlett asked English students to retell a Native American story, 'The War of the Ghosts', and found that with each retelling they shortened it and reshaped unfamiliar details to fit their own expectations. Elizabeth Loftus showed in 1974 that the wording of a question changes what people remember: witnesses asked how fast cars were going when they 'smashed' into each other gave higher speeds, and more often reported broken glass that was never there, than those asked about cars that 'hit'. Later, in the 'lost in the mall' studies, about a quarter of participants came to recall, sometimes vividly, a childhood event that had been invented by the researchers.",
              "Vivid memories are not necessarily accurate ones. After the Challenger shuttle disaster in 1986, Ulric Neisser and Nicole Harsch recorded students' accounts of how they heard the news; when asked again two and a half years later, many gave very different accounts with great confidence. Memoirists also draw disproportionately on one period: the 'reminiscence bump' means people recall more events from roughly the ages of ten to thirty than from other decades.",
              "None of this makes memoir impossible, but it shapes the contract with the reader. Philippe Lejeune called it the autobiographical pact (1975): when author, narrator and protagonist share a name, the reader assumes the writer is attempting the truth. Invention that breaks the pact, as in the case of James Frey's A Million Little Pieces, exposed in 2006, is read as betrayal. Honest memoir signals its uncertainties ('I think it was October'; 'my brother remembers the car as blue') and separates what was witnessed from what was told or researched.",
              "Retrieval can be trained. Useful methods include:",
            ) +
            "<ul><li>the 'I remember' list, after Joe Brainard's book of that title and Georges Perec's Je me souviens (1978): write twenty sentences each beginning 'I remember', without judging them;</li><li>the floor plan: draw a childhood home room by room and annotate each space with objects, smells and events;</li><li>photographs, diaries and letters, read for details the writer did not notice at the time;</li><li>the sensory inventory, in which one remembered scene is listed under sound, smell, touch and taste before it is drafted.</li></ul>",
        },
      },
      {
        title: "Scene, Summary and Structure",
        description:
          "Choosing what to dramatise and what to compress, and organising a memoir by frame, braid or theme rather than by date.",
        lesson: {
          title: "Beyond chronology",
          html:
            p(
              "Every piece of narrative prose moves at a speed, which Gérard Genette described as the relation between the duration of events and the length of text given to them. In a scene, the two are roughly equal: we get dialogue, gesture and sensory detail moment by moment. In summary, months or years pass in a sentence. Ellipsis skips time altogether, and pause, as in description or reflection, stops the clock. Beginning memoirists tend to summarise everything, which produces a report, or to dramatise everything, which produces an exhausting sequence of scenes with no perspective. A useful rule is to dramatise moments of change, decision or revelation, and summarise the stretches in between.",
              "Vivian Gornick's The Situation and the Story (2001) gives a second tool. The situation is the circumstance, the events that happened; the story is the emotional experience or insight the writer has made of them. A draft that tells the situation in order but never finds the story feels inert however dramatic its events. Asking 'what is this piece really about?' often suggests a structure other than chronology.",
              "Common structures include:",
            ) +
            "<ul><li><strong>The frame</strong>: a present-day action encloses the past. Cheryl Strayed's Wild (2012) alternates her 1995 hike on the Pacific Crest Trail with the years of grief that led to it, and each stage of the walk releases a piece of backstory.</li><li><strong>The braid</strong>: two or three strands, often contrasting in subject, alternate in short sections until they illuminate one another, a form much discussed by the essayist Brenda Miller.</li><li><strong>The collage or segmented form</strong>: numbered or titled fragments whose connections the reader completes.</li><li><strong>The thematic</strong>: chapters organised around recurring motifs rather than dates, as in Nabokov's Speak, Memory, which traces what he called the thematic designs of a life.</li></ul>" +
            p(
              "Worked example for the 5,000-word assignment: a writer has notes on her grandfather's allotment, his death and her first garden as an adult. A braided plan might run three strands, each of about 1,600 words, in alternating sections of 300 to 500 words: the allotment seen through a child's eyes, the hospital weeks, and the present-day garden. The final section should let the strands touch, for instance through a seed variety he grew, without explaining the connection.",
            ),
        },
      },
      {
        title: "Voice and the Double Perspective",
        description:
          "Managing the gap between the narrating self and the experiencing self, and choosing tense and person.",
        lesson: {
          title: "Two selves on the page",
          html: p(
            "Every memoir has two versions of the writer in it: the experiencing self, who lived through the events without knowing how they would turn out, and the narrating self, who tells them later with hindsight. German narratology calls them the erlebendes Ich and the erzählendes Ich. Much of a memoir's voice comes from how the writer manages the distance between them.",
            "Retrospective past tense is the default because it lets the narrating self reflect, interpret and foreshadow: 'I did not know then that this would be our last summer in the house.' Used sparingly, such intrusions give a memoir its intelligence; used constantly, they deflate every scene before it begins. Present tense removes the hindsight and places the reader inside the experience. Frank McCourt's Angela's Ashes (1996) is told largely in the present tense from a child's point of view, so the reader sees poverty in Limerick through eyes that cannot yet name it, and the adult's judgement has to be inferred. Tobias Wolff's This Boy's Life (1989) shows another solution: a past-tense narration in which the adult voice is dry and controlled while the boy's self-deceptions are dramatised without comment.",
            "Gornick argues that the memoir narrator must be a persona, a version of the self that is wiser and more candid than the writer usually is in life. Readers forgive a narrator almost anything except evasion, and a narrator who is always the victim or always the hero reads as unreliable. Mary Karr's The Liars' Club (1995) earns trust partly by turning the same scrutiny on the young Mary as on the adults around her.",
            "Second person ('you walk into the kitchen') can create intimacy or distance, and is often chosen for experiences the writer finds hard to claim in the first person; it is difficult to sustain over a long piece.",
            "Workshop exercise: take a scene of about 400 words from your draft and write it twice, first in the present tense and in the vocabulary you had at the age you were then, then in the past tense with two or three sentences of adult reflection placed where they change the meaning most. Compare what each version can and cannot do, and decide which distance your whole piece needs.",
          ),
        },
      },
    ],
  },
  {
    slug: "penology-punishment-prisons-and-their-purposes",
    discipline: "Penology",
    title: "Penology: Punishment, Prisons and Their Purposes",
    description:
      "What is prison for, and does it work? Second-year students examine the justifications of punishment, the sociology of imprisonment, reoffending and rehabilitation, and probation practice, drawing on evidence from England and Wales, Scandinavia and the United States.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "probation practice",
    modules: [
      {
        title: "Why Punish? Justifications and Their Critics",
        description:
          "Retributive, deterrent, incapacitative and rehabilitative rationales, and the sentencing purposes written into statute.",
        lesson: {
          title: "Four rationales and the evidence behind them",
          html:
            p(
              "Punishment is the deliberate infliction of hardship by the state, and because it would otherwise be wrong it needs a justification. Penal theory offers two families of answer. Retributive theories look backwards: punishment is justified because the offender deserves it. Kant held that punishment must be imposed only because a person has committed a crime, never merely as a means to some other good. Modern retributivism took the form of 'just deserts', set out in Andrew von Hirsch's Doing Justice (1976), which stresses proportionality: the severity of the sentence should match the seriousness of the offence and the culpability of the offender.",
              "Consequentialist theories look forwards and justify punishment by the crime it prevents. Deterrence may be general, discouraging the public, or specific, discouraging the person punished. Cesare Beccaria argued in 1764 that the certainty of punishment deters more than its severity, and modern evidence supports him: reviews such as Daniel Nagin's (2013) find that the likelihood of being caught has a clear deterrent effect, while increases in sentence length have little or none. Incapacitation prevents crime by physically restraining the offender; its limits are that many offences are committed in groups or markets where the imprisoned person is simply replaced, and that most offending declines with age, so long sentences increasingly hold people who would have stopped anyway. Rehabilitation aims to change the offender so that they no longer wish or need to offend.",
              "In England and Wales these aims coexist in statute. Section 57 of the Sentencing Act 2020, re-enacting section 142 of the Criminal Justice Act 2003, requires a court sentencing an adult to have regard to five purposes:",
            ) +
            "<ol><li>the punishment of offenders;</li><li>the reduction of crime, including by deterrence;</li><li>the reform and rehabilitation of offenders;</li><li>the protection of the public;</li><li>the making of reparation by offenders to persons affected by their offences.</li></ol>" +
            p(
              "The list gives no order of priority, which critics argue leaves sentencers free to justify almost any sentence. Abolitionist writers go further: Nils Christie's Conflicts as Property (1977) argued that the state has stolen conflicts from victims and offenders, an argument that helped inspire restorative justice.",
            ),
        },
      },
      {
        title: "The Society of Captives: Sociology of Imprisonment",
        description:
          "Classic and recent studies of prison life, from Clemmer and Sykes to research on legitimacy and the quality of prison life.",
        lesson: {
          title: "Pains, prisonisation and legitimacy",
          html: p(
            "The sociology of the prison begins with Donald Clemmer's The Prison Community (1940), which described prisonisation: the process by which inmates take on the customs, values and argot of the prison, to a degree that makes return to ordinary life harder. Gresham Sykes's The Society of Captives (1958), based on the New Jersey State Prison, identified five 'pains of imprisonment': the deprivation of liberty, of goods and services, of heterosexual relationships, of autonomy and of security. The inmate code and social roles, he argued, were collective responses that softened these pains.",
            "Sykes's view became known as the deprivation model, because it explains prison culture by what the institution takes away. John Irwin and Donald Cressey (1962) replied with the importation model: much prison culture is brought in from outside, from criminal and street subcultures, and differs according to who is imprisoned. Most researchers now combine the two. Erving Goffman's Asylums (1961) placed prisons among 'total institutions', in which all of life is conducted in one place under one authority, with ceremonies of admission that strip away a person's previous identity.",
            "British research since the 1990s has focused on legitimacy and order. Richard Sparks, Anthony Bottoms and Will Hay's Prisons and the Problem of Order (1996) showed that order depends heavily on whether prisoners see staff as fair and consistent. The point had been made forcefully by Lord Justice Woolf's report into the 1990 Strangeways riot, which argued that security, control and justice must be kept in balance. Alison Liebling's Measuring the Quality of Prison Life survey, developed in the early 2000s and used across the prison estate, measures dimensions such as respect, humanity, fairness and safety. Ben Crewe's work adds that modern imprisonment is experienced as deep, heavy and tight: the 'tightness' of psychological assessment and soft power can be as painful as older forms of coercion.",
            "Scale matters to all of this. England and Wales imprison roughly 140 people per 100,000 of the population, among the highest rates in western Europe; Norway's rate is about 55, while the United States holds more than 500 per 100,000. Comparisons of this kind, and the small, open prisons of Scandinavia, are a recurring theme in debates about what imprisonment could be.",
          ),
        },
      },
      {
        title: "Does Rehabilitation Work? Reoffending and Its Reduction",
        description:
          "Measuring reoffending, the 'nothing works' debate, the risk-need-responsivity model and desistance research.",
        lesson: {
          title: "From Martinson to risk, need and responsivity",
          html:
            p(
              "In 1974 Robert Martinson published 'What Works? Questions and Answers about Prison Reform', summarising a review of 231 evaluations of correctional programmes. He concluded that, with few exceptions, rehabilitative efforts had no appreciable effect on recidivism. The article was read as a verdict that 'nothing works' and arrived as both left and right were losing faith in the rehabilitative ideal; it helped shift policy in the United States towards determinate sentencing and incapacitation. Martinson himself qualified his conclusions in 1979, but the slogan outlived the retraction.",
              "The answer came from meta-analysis. Reviews by Mark Lipsey and by Don Andrews and colleagues (1990) pooled hundreds of studies and found that interventions vary widely: punishment-only sanctions had little effect or slightly increased reoffending, while well-targeted programmes reduced it substantially. Andrews and James Bonta built the findings into the risk-need-responsivity (RNR) model:",
            ) +
            "<ul><li><strong>Risk</strong>: match the intensity of intervention to the assessed risk of reoffending. High-risk people need the most intensive help; intensive programmes for low-risk people can make outcomes worse by disrupting protective factors and mixing them with higher-risk peers.</li><li><strong>Need</strong>: target criminogenic needs, the dynamic factors that predict offending and can change. Andrews and Bonta's 'central eight' risk factors are criminal history, antisocial personality pattern, antisocial attitudes, antisocial associates, family or marital problems, problems at school or work, lack of prosocial leisure, and substance misuse.</li><li><strong>Responsivity</strong>: deliver interventions in ways that work, generally cognitive-behavioural and skills-based, adapted to the person's learning style, motivation and abilities.</li></ul>" +
            p(
              "Measurement matters. The Ministry of Justice's proven reoffending measure counts people who commit an offence within a one-year follow-up that is proved by a caution or conviction within a further six months. On this measure around a quarter of adult offenders reoffend, but the rate for adults released from custodial sentences of under twelve months has typically been around half, a figure often used to question short prison terms.",
              "Desistance research asks a different question: why do people stop? Robert Sampson and John Laub's life-course studies point to 'turning points' such as stable employment and marriage, and Shadd Maruna's Making Good (2001) found that desisters constructed a redemption narrative in which their past was reinterpreted as leading to a better self. The practical implication is that rehabilitation depends on relationships and opportunities as much as on programmes.",
            ),
        },
      },
    ],
  },
];
