/** Sixtieth held-out evaluation courses, intermediate level (pharmaceutical microbiology to wildlife rehabilitation); see ai-courses-heldout60.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT60_B: EvalCourse[] = [
  {
    slug: "microbiological-control-of-sterile-medicines",
    discipline: "Pharmaceutical microbiology",
    title: "Microbiological Control of Sterile Medicines",
    description:
      "A single surviving organism can make an injectable medicine lethal. Building on first-year microbiology, this module treats cleanroom grades and environmental monitoring, the pharmacopoeial sterility test, bacterial endotoxin testing, and aseptic process simulation by media fill.",
    level: "intermediate",
    duration: "one term (20 lectures and four laboratory sessions)",
    plantedGap: "endotoxin",
    modules: [
      {
        title: "Cleanroom Grades and Environmental Monitoring",
        description:
          "We set out the four cleanroom grades of EU GMP Annex 1 and the monitoring that proves a room stays within them.",
        lesson: {
          title: "Grades A to D and what is counted in them",
          html:
            p(
              "Sterile products that cannot be terminally sterilised must be made aseptically, and the air, surfaces and people around the open product are then the main sources of contamination. EU GMP Annex 1, revised in 2022, defines four grades of clean area. Grade A is the critical zone where the product or its containers are exposed, normally provided by unidirectional airflow in an isolator, restricted access barrier system or laminar airflow cabinet. Grade B is the background for Grade A in conventional aseptic filling. Grades C and D are used for less critical steps such as preparing solutions to be filtered.",
              "Each grade has limits for airborne particles and for viable micro-organisms. The microbial limits 'in operation' are:",
            ) +
            "<table><tr><th>Grade</th><th>Air sample (CFU/m³)</th><th>Settle plate, 90 mm (CFU/4 h)</th><th>Contact plate, 55 mm (CFU/plate)</th></tr><tr><td>A</td><td>No growth</td><td>No growth</td><td>No growth</td></tr><tr><td>B</td><td>10</td><td>5</td><td>5</td></tr><tr><td>C</td><td>100</td><td>50</td><td>25</td></tr><tr><td>D</td><td>200</td><td>100</td><td>50</td></tr></table>" +
            p(
              "Active air samplers draw a known volume, typically one cubic metre, onto an agar plate. Settle plates are open Petri dishes of soybean-casein digest agar exposed for up to four hours to catch organisms falling out of the air. Contact plates, with convex agar, are pressed onto surfaces and onto operators' gloves and gowns. Plates are incubated, commonly at 20–25 °C and then 30–35 °C, to recover both fungi and bacteria.",
              "Results are trended, not merely compared with limits. Alert and action levels are set from historical data, and any recovery in Grade A must be investigated and the organism identified, usually to species level. A shift in the flora, for instance from skin-associated staphylococci and micrococci to spore-forming <i>Bacillus</i> species, can point to a failure of cleaning or a problem with incoming materials.",
            ),
        },
      },
      {
        title: "The Sterility Test",
        description:
          "Why can a product pass the compendial sterility test and still be non-sterile? This module works through the method and its statistical limits.",
        lesson: {
          title: "Ph. Eur. 2.6.1 and its limits",
          html: p(
            "The sterility test described in the European Pharmacopoeia (chapter 2.6.1), harmonised with USP &lt;71&gt; and the Japanese Pharmacopoeia, is the release test for every batch of a product claimed to be sterile. Two media are used: fluid thioglycollate medium, incubated at 30–35 °C, which supports anaerobic and aerobic bacteria, and soybean-casein digest medium, incubated at 20–25 °C, for aerobic bacteria and fungi. Both are incubated for not less than 14 days and examined for turbidity.",
            "Membrane filtration is the preferred method wherever the product can be filtered. The contents of the samples are passed through a membrane of nominal pore size no greater than 0.45 µm, the membrane is rinsed to remove antimicrobial residues, and it is then cut in half or transferred to each medium. Products that cannot be filtered, such as some oily preparations and devices, are tested by direct inoculation into the media. For either method, a method suitability test must show that fewer than 100 CFU of each of six reference organisms, including <i>Staphylococcus aureus</i>, <i>Pseudomonas aeruginosa</i>, <i>Clostridium sporogenes</i> and <i>Candida albicans</i>, grow in the presence of the product.",
            "The test has severe statistical weakness, and microbiologists should never treat a pass as proof of sterility. With 20 containers tested from a batch in which 0.1% of units are contaminated, the probability of detecting the contamination is only about 2%. Even at 10% contamination, a 20-unit sample misses it about 12% of the time. Sterility is therefore assured by validated processes, control of the environment and people, and the sterility assurance level of the sterilisation step, classically a probability of no more than one in a million of a non-sterile unit. A positive result is investigated in a clean room dedicated to testing, and a batch can be invalidated only if the investigation proves beyond doubt that the contamination arose in the laboratory.",
          ),
        },
      },
      {
        title: "Aseptic Process Simulation",
        description:
          "Media fills replace the product with growth medium and run the whole filling process as if for real.",
        lesson: {
          title: "Designing and reading a media fill",
          html:
            p(
              "An aseptic process simulation, commonly called a media fill, is the main evidence that an aseptic filling process can produce sterile units. Sterile soybean-casein digest broth is filled in place of the product, using the same equipment, containers, closures and people, and the filled units are incubated and inspected for growth. The simulation must represent the worst case of routine production, including the maximum duration of a filling run, the largest number of people in the room, and the interventions operators actually perform.",
              "Interventions are the heart of the design. Annex 1 distinguishes inherent interventions, which are part of every run, from corrective interventions made to fix problems. A good protocol lists them and includes each at a frequency at least as high as in production, for example:",
            ) +
            "<ul><li>Setting up and connecting the filling needles and stopper bowl</li><li>Clearing a jammed or fallen vial from the line</li><li>Replacing a stopper hopper or a filling needle</li><li>Taking environmental monitoring samples in the Grade A zone</li><li>Shift changes and breaks, within the maximum permitted duration</li></ul>" +
            p(
              "Filled units are incubated for 14 days, usually 7 days at 20–25 °C followed by 7 days at 30–35 °C, then inspected by trained staff. The target is zero growth. Any contaminated unit leads to an investigation and normally to a failed simulation; for runs of fewer than 5,000 units, one positive unit means revalidation is required. Initial validation calls for three consecutive successful simulations per line, and each line is then re-challenged every six months, with every operator participating at least once a year.",
            ),
        },
      },
    ],
  },
  {
    slug: "measurement-and-cost-control-in-construction",
    discipline: "Quantity surveying",
    title: "Measurement and Cost Control in Construction",
    description:
      "Money on a building project is followed here from first estimate to completion, at second-year level: elemental cost planning under NRM1, measurement and bills of quantities under NRM2, interim valuations and retention, and agreement of the final account.",
    level: "intermediate",
    duration: "one semester (3 hours a week)",
    plantedGap: "final account",
    modules: [
      {
        title: "Elemental Cost Planning",
        description: "The client's budget is turned into a cost plan broken down by building element.",
        lesson: {
          title: "NRM1 and the elemental cost plan",
          html:
            p(
              "Before design drawings are complete, a client needs to know what a building will cost and whether the design stays within budget. The RICS New Rules of Measurement, volume 1 (NRM1), sets out how order of cost estimates and cost plans are prepared in the United Kingdom. An early estimate may use a simple floor area method: a gross internal floor area of 2,400 m² multiplied by a benchmark rate of £2,150/m² for a comparable school gives £5.16 million for the building works.",
              "As design develops, the estimate is broken into elements, parts of the building that perform the same function whatever they are made of. NRM1 groups them as follows:",
            ) +
            "<ul><li>0 Facilitating works</li><li>1 Substructure</li><li>2 Superstructure (frame, upper floors, roof, stairs, external walls, windows, internal walls and doors)</li><li>3 Internal finishes</li><li>4 Fittings, furnishings and equipment</li><li>5 Services</li><li>6 Prefabricated buildings and building units</li><li>7 Work to existing buildings</li><li>8 External works</li></ul>" +
            p(
              "Element costs are often expressed both as a total and as a cost per square metre of gross internal floor area, so that they can be compared with data from other projects, for example through the BCIS database. An element unit quantity and rate gives more precision: if external walls measure 1,850 m² at £410/m², the element costs £758,500, or £316/m² of floor area.",
              "To the building works estimate the surveyor adds main contractor's preliminaries (often 12–15%), overheads and profit, project and design team fees, other development costs, a risk allowance, and inflation to the tender date and through construction. Cost checking then compares each element as designed with its target; if the cladding design exceeds its allowance, savings must be found elsewhere or the budget increased by the client.",
            ),
        },
      },
      {
        title: "Measurement and Bills of Quantities",
        description: "You will measure work to NRM2 and build the priced document on which contractors tender.",
        lesson: {
          title: "Taking off to NRM2",
          html: p(
            "A bill of quantities describes and quantifies every item of work in a project, so that all tenderers price the same thing and the contract has an agreed schedule of rates for valuing changes. In the UK the rules are given by NRM2, Detailed Measurement for Building Works, which replaced the Standard Method of Measurement (SMM7) in 2013. NRM2 divides work into 41 work sections, such as groundworks, in situ concrete works, masonry and waterproofing, and states for each the units of measurement, the information to be given and what each item is deemed to include.",
            "Measurement, or 'taking off', is done from the drawings using dimensions as designed, not as they might be built. The result is quantities net of waste; the contractor includes waste and laps in the rates. Consider a 215 mm brick wall to a single-storey store with external dimensions 10.000 m by 6.000 m and a height of 3.000 m. The centre-line girth is 2 × (10.000 + 6.000) − 4 × 0.215 = 31.140 m, so the gross area of wall is 31.140 × 3.000 = 93.42 m². A door opening of 1.000 m × 2.100 m is deducted, leaving 91.32 m², which is entered in the bill as 91 m² (NRM2 rounds to whole units).",
            "Each item must carry a description full enough to price, built up from the tabulated levels of NRM2: for masonry, the type and thickness of the wall, the brick type and bond, and the mortar. Prime cost sums and provisional sums are included for work not yet designed. Defined provisional sums state what the work is, so the contractor can allow for it in programme and preliminaries; undefined provisional sums carry that risk back to the client. A well-prepared bill reduces disputes because the quantities belong to the employer: if they are wrong, the correction is valued as a change.",
          ),
        },
      },
      {
        title: "Interim Valuations and Retention",
        description:
          "Each month the surveyor values the work done so far, and the contractor is paid against that valuation.",
        lesson: {
          title: "Calculating an interim payment",
          html:
            p(
              "Construction contracts in the UK must provide for stage or periodic payments under the Housing Grants, Construction and Regeneration Act 1996, as amended in 2011. Under JCT standard forms, the quantity surveyor values the work properly executed, materials on site and any agreed changes at each valuation date, normally monthly. The contract sets a due date, a final date for payment, and a timetable for payment and pay less notices; if the payer fails to give a valid notice, the sum stated in the payee's application becomes payable.",
              "Retention is a percentage, commonly 3% or 5%, withheld from each payment as security for defects. Half is usually released at practical completion and the remainder at the end of the rectification period, often twelve months later. A simple example shows the calculation at the sixth valuation:",
            ) +
            "<table><tr><th>Item</th><th>£</th></tr><tr><td>Measured work completed to date</td><td>1,420,000</td></tr><tr><td>Variations valued to date</td><td>36,500</td></tr><tr><td>Unfixed materials on site</td><td>18,500</td></tr><tr><td>Gross valuation</td><td>1,475,000</td></tr><tr><td>Less retention at 3%</td><td>−44,250</td></tr><tr><td>Net valuation</td><td>1,430,750</td></tr><tr><td>Less amounts previously certified</td><td>−1,201,000</td></tr><tr><td>Amount due this period (excluding VAT)</td><td>229,750</td></tr></table>" +
            p(
              "The surveyor must check materials on site for ownership and protection before including them, because if the contractor fails, unfixed materials belonging to a supplier under a retention of title clause cannot be claimed. Off-site materials are included only if listed and insured in accordance with the contract. Valuations are regularly reconciled with the cost plan and the cash-flow forecast, so the client can see whether spending is following the expected S-curve. Where it is not, the surveyor reports the reasons, such as delays, acceleration or changes, in the monthly cost report.",
            ),
        },
      },
    ],
  },
  {
    slug: "aml-compliance-in-regulated-firms",
    discipline: "Anti-money laundering compliance",
    title: "AML Compliance in Regulated Firms",
    description:
      "Compliance officers in banks, law firms and estate agencies work under the Money Laundering Regulations 2017. This module looks at the risk-based approach, customer due diligence and beneficial ownership, suspicious activity reporting, and sanctions screening.",
    level: "intermediate",
    duration: "eight weeks, part-time (about 60 hours)",
    plantedGap: "sanctions screening",
    modules: [
      {
        title: "Laundering and the Risk-Based Approach",
        description:
          "We start with how criminal money is laundered and why the law asks each firm to assess its own exposure.",
        lesson: {
          title: "Three stages and a business-wide risk assessment",
          html: p(
            "Money laundering is the process of making the proceeds of crime appear legitimate. It is conventionally described in three stages. In placement, cash or other criminal proceeds enter the financial system, for example by many small deposits below reporting thresholds, a practice known as structuring or smurfing, or through cash-intensive businesses such as car washes and nail bars. In layering, the funds are moved through a series of transactions, accounts, companies and jurisdictions to obscure their origin. In integration, the money returns to the criminal as apparently legitimate wealth: a property purchase, a loan repayment, or the profits of a front company. The stages overlap in practice, and a single transaction may serve more than one.",
            "In the United Kingdom the main offences are in sections 327 to 329 of the Proceeds of Crime Act 2002 (concealing, arranging and acquiring criminal property), while the obligations of firms come from the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017, known as the MLRs. The MLRs apply to 'relevant persons', including credit and financial institutions, auditors, tax advisers, independent legal professionals, estate agents, trust or company service providers, high value dealers and art market participants.",
            "The central principle, taken from the Financial Action Task Force (FATF) Recommendations, is the risk-based approach. Regulation 18 requires each firm to carry out a written business-wide risk assessment of its exposure, considering its customers, the countries it deals with, its products and services, its transactions and its delivery channels. A firm offering non-face-to-face onboarding to customers in high-risk third countries faces greater risk than one serving local retail customers in person. Policies, controls and procedures under regulation 19 must then be proportionate to the risks identified, and must be approved by senior management and kept under review.",
          ),
        },
      },
      {
        title: "Customer Due Diligence and Beneficial Ownership",
        description: "Knowing your customer means verifying who they are and who ultimately owns or controls them.",
        lesson: {
          title: "CDD, EDD and the 25% test",
          html:
            p(
              "Customer due diligence (CDD) under regulation 28 of the MLRs requires a firm to identify the customer and verify that identity on the basis of documents or information from a reliable and independent source; to identify any beneficial owner and take reasonable measures to verify their identity; and to understand the purpose and intended nature of the business relationship. CDD must be applied when establishing a business relationship, for occasional transactions of €15,000 or more, on suspicion of money laundering, and when there is doubt about information previously obtained. It continues through ongoing monitoring of transactions throughout the relationship.",
              "For a company, the beneficial owner is any individual who ultimately owns or controls more than 25% of its shares or voting rights, or who otherwise exercises control over its management. The firm should trace ownership through intermediate layers: if Ms A holds 60% of Holdco, and Holdco holds 50% of the customer, Ms A indirectly holds 30% and is a beneficial owner. Where no individual meets the test, the senior managing official is recorded instead. Information on the Companies House register may be used but must not be relied on alone, and discrepancies must be reported to Companies House.",
              "The depth of CDD varies with risk:",
            ) +
            "<ul><li><b>Simplified due diligence</b> (regulation 37) may be applied where the firm assesses low risk, such as a company listed on a regulated market</li><li><b>Enhanced due diligence</b> (regulation 33) is mandatory for politically exposed persons, customers established in high-risk third countries, complex or unusually large transactions, and correspondent relationships with institutions in third countries</li><li>EDD measures include establishing source of wealth and source of funds, senior management approval, and more frequent monitoring</li></ul>" +
            p(
              "Where a firm cannot complete CDD, regulation 31 requires it not to proceed with the transaction or relationship, and to consider whether a suspicious activity report is required.",
            ),
        },
      },
      {
        title: "Suspicious Activity Reports",
        description:
          "This module follows a concern from an employee's desk through the nominated officer to the National Crime Agency.",
        lesson: {
          title: "Reporting, consent and tipping off",
          html: p(
            "In the regulated sector, an employee commits an offence under section 330 of the Proceeds of Crime Act 2002 if they know or suspect, or have reasonable grounds for knowing or suspecting, that another person is engaged in money laundering, and do not report it as soon as practicable. The objective test of 'reasonable grounds' means that negligence can be criminal. Staff discharge the duty by making an internal report to the firm's nominated officer, usually the money laundering reporting officer (MLRO), who decides whether to submit a suspicious activity report (SAR) to the UK Financial Intelligence Unit within the National Crime Agency (NCA).",
            "Suspicion was described by the Court of Appeal in <i>R v Da Silva</i> [2006] as a possibility, which is more than fanciful, that the relevant facts exist; it need not be clear or firmly grounded, but it must be more than a vague feeling of unease. Typical indicators include transactions inconsistent with a customer's known profile, reluctance to provide information about source of funds, use of third-party payers, and round-sum cash deposits made just below internal limits.",
            "Where the firm is asked to do something that would itself be a money laundering offence, such as transferring the funds, the MLRO can seek a defence against money laundering (DAML), formerly called consent. The NCA has seven working days from the day after submission to respond; if it refuses, a moratorium of 31 calendar days follows, which the courts may extend. Silence after seven days means the firm may proceed with the defence.",
            "Section 333A makes it an offence to disclose, in the regulated sector, that a SAR has been made or that an investigation is being contemplated, where the disclosure is likely to prejudice the investigation. This 'tipping off' offence means staff must handle questions from the customer carefully, giving neutral reasons for delay. Good SARs are clear and specific: who, what, where, when, and why the activity is suspicious, using the glossary codes published by the NCA.",
          ),
        },
      },
    ],
  },
  {
    slug: "dry-cleaning-solvents-machines-and-stains",
    discipline: "Dry-cleaning technology",
    title: "Dry-Cleaning: Solvents, Machines and Stains",
    description:
      "Garments that cannot survive a washing machine still need cleaning, and this course for working cleaners covers the main solvents and their hazards, the machine cycle and solvent recovery, spotting of stains, and professional wetcleaning as an alternative process.",
    level: "intermediate",
    duration: "four days, with practice on the shop floor",
    plantedGap: "wetcleaning",
    modules: [
      {
        title: "Solvents and Their Properties",
        description:
          "Each solvent dissolves different soils, treats fabrics differently and brings its own health and fire risks.",
        lesson: {
          title: "Perchloroethylene, hydrocarbon and the rest",
          html:
            p(
              "Dry-cleaning is cleaning in a liquid other than water. Because the solvent does not swell fibres as water does, wool, silk, rayon and structured tailoring keep their shape and size. The key property of a solvent is its cleaning power for oily soils, usually expressed by the Kauri-butanol (KB) value: the higher the number, the more aggressive the solvent. Too aggressive a solvent dissolves plastic buttons, sequins and the adhesives in bonded fabrics.",
            ) +
            "<table><tr><th>Solvent</th><th>KB value</th><th>Flash point</th><th>Notes</th></tr><tr><td>Perchloroethylene (tetrachloroethene, 'perc')</td><td>about 90</td><td>None (non-flammable)</td><td>Fast and effective; classed as a suspected carcinogen; tight emission controls</td></tr><tr><td>Synthetic hydrocarbon (isoparaffins)</td><td>about 27–30</td><td>above 55 °C</td><td>Gentle on trims; longer cycles; combustible, so machines need explosion protection</td></tr><tr><td>Decamethylcyclopentasiloxane (D5, silicone)</td><td>about 13</td><td>about 77 °C</td><td>Very gentle; weak on heavy oily soil</td></tr><tr><td>Dibutoxymethane (e.g. SolvonK4)</td><td>about 130</td><td>about 62 °C</td><td>Strong solvent with some water-soluble soil removal</td></tr></table>" +
            p(
              "Water-soluble soils such as sugar, salt and perspiration do not dissolve in these solvents. To remove them, cleaners add a detergent that carries a small, controlled amount of water into the solvent; this 'charged system' removes some water-soluble soil, but too much moisture risks shrinking wool.",
              "Perchloroethylene is dense (1.62 g/cm³) and volatile, and in Europe its use is controlled under the Industrial Emissions Directive, which limits solvent consumption to 20 g per kilogram of cleaned and dried product. Shops must store perc away from drains, keep spill trays under machines, and dispose of still residues as hazardous waste. Its vapour is heavier than air, so ventilation must extract at low level.",
            ),
        },
      },
      {
        title: "The Machine Cycle and Solvent Recovery",
        description:
          "You will follow one load through wash, extraction, drying and the recovery of nearly all its solvent.",
        lesson: {
          title: "Closed-circuit machines and distillation",
          html: p(
            "Modern dry-cleaning machines in Europe are closed-circuit, dry-to-dry machines: the garments go in dry and come out dry, and solvent never leaves the machine as vapour. So-called fifth-generation machines also have an activated carbon adsorber and a sensor that keeps the door locked until the drum atmosphere is below a set perc concentration, typically 2 g/m³.",
            "A typical cycle runs as follows. Loads are weighed and kept to the machine's rated capacity, because an overloaded drum lets garments rub instead of tumble. The wash begins with solvent pumped from the working tank through a filter, often a spin disc or cartridge filter, which removes insoluble soil and lint. After several minutes of wash, sometimes in two baths for heavily soiled work, the solvent drains and the drum spins at high speed to extract it from the garments. Drying follows: warm air at about 60 °C for perc circulates through the drum, evaporates the remaining solvent, and passes over a refrigerated condenser where solvent vapour condenses and runs to a water separator and back to a tank. A cool-down stage reduces wrinkling and stops residual solvent being released when the door opens.",
            "Soiled solvent is cleaned by distillation. The still heats solvent to its boiling point, 121 °C for perc at atmospheric pressure, leaving dissolved oils, dyes and detergents behind as residue. Hydrocarbon solvents have higher boiling ranges and are distilled under vacuum so that they boil at a lower temperature and do not degrade. Regular distillation keeps the solvent clear; dirty, dye-laden solvent causes greying and redeposition of soil on light garments. The operator should check the solvent colour daily, clean button traps and lint filters after each load, and record solvent additions, since abnormal consumption is the first sign of a leak.",
          ),
        },
      },
      {
        title: "Spotting",
        description:
          "Stain removal on the spotting board is the cleaner's most skilled work, and the wrong chemical can fix a stain permanently.",
        lesson: {
          title: "Identify, then treat in order",
          html:
            p(
              "Spotting is the removal of stains by hand on a spotting board fitted with steam, air and a vacuum, before or after the machine cycle. The first rule is to identify both the stain and the fibre before applying anything. The cleaner looks at colour, position and outline, feels for stiffness and asks the customer, if possible, what caused it. A ring with a darker edge suggests a water-based stain; a stiff area may be sugar or glue; a yellow-brown area on the underarm suggests perspiration.",
              "Stains fall into groups that are treated differently:",
            ) +
            "<ul><li><b>Solvent-soluble</b>: grease, oil, make-up, ink from ballpoint pens. Removed mainly in the machine, helped by a paint, oil and grease remover (POG).</li><li><b>Water-soluble</b>: soft drinks, coffee, wine, sugar. Treated with a neutral wet spotter and steam, and best done before dry-cleaning, because the heat of drying can caramelise sugars into permanent brown marks.</li><li><b>Protein</b>: blood, egg, milk, perspiration. Treated cold with a protein formula containing enzymes; heat or steam first will set the protein.</li><li><b>Tannin</b>: tea, fruit, beer, grass. Treated with a mild acid tannin formula.</li><li><b>Oxidisable residues</b>: remaining colour after other treatment, bleached cautiously with hydrogen peroxide or sodium perborate, after testing for colour fastness.</li></ul>" +
            p(
              "Agents are applied in a fixed sequence, from mildest to strongest, and each is flushed out before the next. Tamping with the spatula or the bone, rather than rubbing, works the agent in without chafing the surface. Every chemical is tested first on a hidden seam allowance. Acetate and triacetate dissolve in acetone and amyl acetate, and silk can lose its lustre under harsh mechanical action, so the cleaner keeps a fibre chart at the board and, when in doubt, explains the risk to the customer before proceeding.",
            ),
        },
      },
    ],
  },
  {
    slug: "caring-for-injured-and-orphaned-wildlife",
    discipline: "Wildlife rehabilitation",
    title: "Caring for Injured and Orphaned Wildlife",
    description:
      "Wildlife hospital volunteers and staff who have completed basic handling training take this next step: admission and triage, fluid therapy for dehydrated casualties, hand-rearing orphaned hedgehogs and songbirds, and the choice between soft release and hard release.",
    level: "intermediate",
    duration: "six weekly sessions plus supervised placement shifts",
    plantedGap: "soft release",
    modules: [
      {
        title: "Admission and Triage",
        description:
          "The first half-hour after a casualty arrives decides whether it survives, so we practise a quick, safe assessment.",
        lesson: {
          title: "Warm, dark, quiet, then assess",
          html:
            p(
              "Wild animals arriving at a rehabilitation centre are frightened, often cold, and frequently in shock. Handling itself can kill a stressed bird through capture myopathy or cardiac arrest, so the first principle is to minimise it. On admission the finder's details are recorded, including exactly where and when the animal was found, which matters legally and for any later return to the wild. The animal is then placed in a warm, dark, quiet box while staff prepare, and examined only when equipment and a plan are ready.",
              "The initial examination follows a standard order, much as in human emergency care:",
            ) +
            "<ol><li>Airway and breathing: open-mouth breathing in a bird, or a clicking sound, indicates respiratory distress</li><li>Circulation: mucous membrane colour and, in mammals, capillary refill time</li><li>Temperature: a hypothermic hedgehog feels cool to the touch and is often lethargic</li><li>Hydration: skin tenting, sunken eyes, dry mucous membranes</li><li>Injuries: wounds, fractures, fly eggs or maggots, and the body condition score</li></ol>" +
            p(
              "A cold animal must be warmed before it is fed or given oral fluids, because a hypothermic gut cannot absorb food and the animal may regurgitate and inhale it. A heat mat under half of the box lets the animal move away if it gets too warm. Fly strike is an emergency, particularly in hedgehogs found out in daylight: eggs are removed with a fine comb and tweezers, concentrating on eyes, ears, mouth and the anus.",
              "Triage also includes an honest decision about whether treatment is appropriate. An animal that can never return to the wild, such as a bird with a wing amputated above the carpal joint, or a hedgehog with severe injuries to both hind legs, is usually euthanased humanely by a veterinary surgeon rather than kept in long-term captivity. The decision rests on the animal's welfare, not on the feelings of the finder.",
            ),
        },
      },
      {
        title: "Fluid Therapy",
        description:
          "Nearly every casualty is dehydrated; here is how rehabilitators estimate the deficit and replace it.",
        lesson: {
          title: "Calculating and giving fluids",
          html: p(
            "Dehydration is estimated as a percentage of body weight from clinical signs. Around 5% dehydration is barely detectable; at 7–8% the skin tents and stays raised for a moment, and the mucous membranes are tacky; at 10% and above the eyes are sunken, the animal is weak and the extremities cold. Above 12% the animal is close to death. The fluid deficit in millilitres is the body weight in grams multiplied by the percentage dehydration: a 600 g hedgehog judged 8% dehydrated has a deficit of 600 × 0.08 = 48 ml.",
            "To the deficit we add daily maintenance needs, commonly taken as 50 ml per kilogram per day for mammals and roughly 50–100 ml/kg/day for birds, depending on size, since small birds have much higher metabolic rates. For the hedgehog, maintenance is about 30 ml per day. A common approach is to replace half the deficit during the first 24 hours along with maintenance, and the rest over the following 24–48 hours, giving about 54 ml on day one divided into three or four doses.",
            "The route depends on the species and the animal's state. Oral fluids, a warmed electrolyte solution given by syringe or, for birds, by crop tube, suit alert animals that can swallow. Subcutaneous fluids, given under veterinary direction into the loose skin over the shoulders of a mammal, are absorbed over several hours; in hedgehogs they are often given in several sites to avoid pooling. Intravenous or intraosseous fluids, needed for severely shocked animals, are given by the veterinary surgeon. All fluids should be warmed to body temperature, around 35–38 °C for most mammals and 40 °C for birds. Weigh the animal daily on the same scales; weight gain in the first days often reflects rehydration before it reflects body condition.",
          ),
        },
      },
      {
        title: "Hand-Rearing Orphans",
        description:
          "Orphaned hedgehogs and nestling songbirds need very different care, and getting either wrong quickly proves fatal.",
        lesson: {
          title: "Hoglets and nestlings",
          html: p(
            "Many 'orphans' brought to centres are not orphans at all. Fledgling blackbirds and thrushes spend several days on the ground, still fed by their parents, and should be left where they are unless injured or in immediate danger. A genuine orphan must be assessed for age, because age determines temperature, diet and feeding interval.",
            "Hedgehog babies (hoglets) are born blind with soft white spines, and their eyes open at about 14 days. Unweaned hoglets need an environment of around 30–35 °C, usually a heat mat under a fleece-lined box, and are fed with a goat's milk or puppy milk replacer, never cow's milk, which causes diarrhoea. A hoglet takes roughly 5–10% of its body weight per feed, every two to three hours for the youngest. After each feed the genital area must be stroked with damp cotton wool to stimulate urination and defecation, as the mother would by licking. From about three weeks, solid food such as soaked kitten biscuits is introduced, and weaning is usually complete by five to six weeks.",
            "Nestling songbirds gape for food and need feeding far more often: every 20–30 minutes through about 14 hours of daylight for an altricial nestling such as a blue tit or a house sparrow. They are kept in an artificial nest of tissue in a small bowl, at about 30 °C, and fed with fine forceps on a diet suited to the species, for insectivores a mix based on insects and specialist rearing food. Food is placed at the back of the gape, to the right side, to avoid the glottis, the opening to the windpipe in the centre of the tongue base. A nestling that stops gaping is cold, ill or full. Above all, contact with people should be minimal and no orphan should be raised alone, since single birds and mammals reared by hand can imprint on humans and lose the behaviour they need in the wild.",
          ),
        },
      },
    ],
  },
];
