/** Seventy-fourth held-out evaluation courses, intermediate level (B1 to B2); see ai-courses-heldout74.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT74_B: EvalCourse[] = [
  {
    slug: "potato-production-seed-blight-and-store",
    discipline: "Potato production",
    title: "Potato Production: Seed, Blight and Store",
    description:
      "Seed tuber physiology and planting decisions; late blight forecasting and fungicide programmes; irrigation scheduling; harvest, wound healing and long-term storage for fresh and processing markets. Intended for agronomists, farm managers and growers already familiar with arable crops.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one field or store visit a week)",
    plantedGap: "irrigation scheduling",
    modules: [
      {
        title: "Seed Tubers and Planting",
        description:
          "Seed classification, physiological age, chitting and calculating a seed rate from a target stem density.",
        lesson: {
          title: "Physiological Age, Stem Numbers and Seed Rate",
          html: p(
            "A potato crop is only as healthy as its seed. In Great Britain, seed is certified under the Seed Potato Classification Scheme, administered in Scotland by SASA, in descending order of health: pre-basic (including pre-basic tissue culture), basic (grades S, SE and E) and certified (grades A and B). Each grade has tolerances for virus, blackleg and other diseases, and each field generation down the scheme increases the risk of infection. Ware growers usually plant certified or basic seed.",
            "Two tubers of the same variety and size can behave very differently because of their physiological age: the cumulative effect of temperature and time since dormancy broke. It is commonly estimated in day-degrees above 4°C accumulated in store. Physiologically older seed emerges faster, produces more stems and more tubers, and senesces earlier; it suits early crops lifted in June and July. Younger seed produces fewer stems, a longer season and larger tubers, which suits maincrop ware for storage. Chitting, setting seed out in trays in light at moderate temperature for several weeks before planting, advances physiological age and produces short, sturdy sprouts that survive planting.",
            "Yield and tuber size are governed far more by stem density than by tuber density, because each main stem behaves like a separate plant. The planting decision therefore starts from a target number of stems per square metre for the intended market, with higher densities for small salad and seed tubers and lower densities for large baking potatoes.",
            "A worked example: the target is 20 stems per m², and a stem count on a sample of this seed lot, after chitting, shows an average of 4 stems per tuber. You need 5 tubers per m². With rows 0.9 m apart, each metre of row must carry 5 × 0.9 = 4.5 tubers, so the in-row spacing is 1 ÷ 4.5 ≈ 0.22 m, or 22 cm. At 50,000 tubers per hectare and an average seed weight of 60 g, the seed rate is 3 tonnes per hectare.",
            "Plant into soil at about 8°C or warmer and in good structure; cloddy, compacted seedbeds delay emergence and make harvest harder, so bed-tilling and destoning are done with care rather than speed.",
          ),
        },
      },
      {
        title: "Managing Late Blight",
        description:
          "The biology of Phytophthora infestans, the Hutton Criteria for risk warnings, and designing a fungicide programme that manages resistance.",
        lesson: {
          title: "Forecasting and Fungicide Programmes for Phytophthora infestans",
          html:
            p(
              "Late blight, caused by the oomycete Phytophthora infestans, remains the most damaging disease of potatoes in north-west Europe. Oomycetes are water moulds, not true fungi, which matters because many fungicides that work against fungi do not affect them. The pathogen produces lemon-shaped sporangia on the underside of leaves in humid conditions; these are dispersed by wind and can infect a new leaf within hours of landing in a film of water. Under favourable weather, a lesion can produce new sporulating lesions within about four or five days, so an epidemic can destroy unprotected foliage in two or three weeks.",
              "Risk warnings in Great Britain are based on the Hutton Criteria, which replaced the older Smith Period in 2017. A Hutton Criteria event is two consecutive days on each of which the minimum temperature is at least 10°C and there are at least six hours of relative humidity at or above 90%. The Smith Period had required eleven hours; the change was made because modern genotypes of the pathogen were infecting under shorter humid spells.",
              "The pathogen population changes quickly. The genotype EU_13_A2, resistant to the phenylamide metalaxyl-M, dominated British samples in the 2000s. More recently EU_37_A2, with reduced sensitivity to fluazinam, and EU_36_A2, which became dominant in Great Britain, have changed product choice. Annual monitoring results published by the levy board and EuroBlight should be read before the season starts.",
              "A programme begins before the canopy meets the row, earlier after a warning, and continues at intervals of about seven days in high-risk weather until the haulm is dead. The principles:",
            ) +
            "<ul><li>use protectant activity before infection, not after; curative activity is limited to a day or two;</li><li>alternate or mix modes of action by FRAC group, such as carboxylic acid amides (group 40), cyazofamid or amisulbrom (21), fluazinam (29) and oxathiapiprolin (49), within label limits;</li><li>include products with zoospore or tuber-blight activity late in the season, when spores washed down through the soil can infect tubers;</li><li>choose varieties with higher foliar and tuber resistance where the market allows.</li></ul>" +
            p(
              "Sanitation is part of control. Discard piles of outgraded tubers and volunteers in following crops sprout early and act as primary inoculum, so dumps are sheeted with black polythene before sprouting and volunteers are controlled in later crops.",
            ),
        },
      },
      {
        title: "Harvest and Storage",
        description:
          "Haulm destruction and skin set, bruise avoidance at lifting, curing, store temperature by market and sprout control.",
        lesson: {
          title: "Skin Set, Curing and Store Temperature",
          html:
            p(
              "A potato is a living organ that keeps respiring after harvest, so storage is the management of a biological process, not warehousing. Quality is decided in the weeks before lifting. Haulm destruction, by flailing followed by a contact desiccant such as carfentrazone-ethyl or pyraflufen-ethyl since diquat was withdrawn in 2020, stops tuber growth and starts skin set. Two to three weeks are usually needed between haulm death and harvest for the periderm to toughen enough to resist skinning.",
              "Bruising is the main quality loss at harvest. Tubers bruise more when cold, so lift when pulp temperature is above about 8 to 10°C where possible. Keep drops short throughout the harvester, elevators and store loaders, ideally no more than about 15 cm, and check damage with an instrumented electronic tuber passed through the line.",
              "After loading, tubers are cured: held at about 12 to 15°C with high humidity and good ventilation for around ten days to two weeks, so that wounds heal by suberisation and a wound periderm forms. Only then is the store pulled down gradually, typically by a fraction of a degree per day, to the holding temperature, which depends on the market:",
            ) +
            "<table><tr><th>Market</th><th>Typical holding temperature</th><th>Main risk</th></tr><tr><td>Fresh ware (pre-pack)</td><td>3 to 4°C</td><td>sprouting, skin blemish diseases</td></tr><tr><td>French fries</td><td>about 6 to 8°C</td><td>sugar accumulation, fry colour</td></tr><tr><td>Crisps</td><td>about 8 to 10°C</td><td>dark fry colour, acrylamide</td></tr></table>" +
            p(
              "Processing potatoes are held warmer because of cold-induced sweetening. Below about 8°C, starch breaks down to the reducing sugars glucose and fructose faster than respiration uses them. During frying these sugars react with the amino acid asparagine in the Maillard reaction, giving dark colour and forming acrylamide, a probable human carcinogen whose levels in food are subject to EU and UK benchmark values.",
              "Warmer stores sprout sooner. The long-standing sprout suppressant chlorpropham (CIPC) could not be used in stores after October 2020, and growers now rely on maleic hydrazide applied to the crop in the field, and in store on spearmint oil, ethylene or 1,4-dimethylnaphthalene. Store managers monitor temperature at several depths, avoid condensation on tuber surfaces by keeping air slightly warmer than the crop, and inspect weekly for soft rot, which spreads rapidly from a single wet patch.",
            ),
        },
      },
    ],
  },
  {
    slug: "orthopaedic-nursing-practice",
    discipline: "Orthopaedic nursing",
    title: "Orthopaedic Nursing Practice",
    description:
      "Registered nurses moving into trauma and orthopaedic wards build skill in neurovascular assessment, recognising acute compartment syndrome, caring for older people after hip fracture, traction care, and preventing venous thromboembolism after joint replacement.",
    level: "intermediate",
    duration: "six weeks (one study day a week plus supervised ward practice)",
    plantedGap: "traction care",
    modules: [
      {
        title: "Neurovascular Assessment and Compartment Syndrome",
        description:
          "Performing and documenting neurovascular observations and acting on the early signs of acute compartment syndrome.",
        lesson: {
          title: "Recognising Compartment Syndrome Before the Pulse Goes",
          html:
            p(
              "Muscle groups in the limbs sit within compartments bounded by inelastic fascia. After a fracture, crush injury, tight cast or surgery, swelling and bleeding can raise the pressure inside a compartment until it exceeds capillary perfusion pressure. Blood flow to muscle and nerve then stops even though the main artery is still open. Without decompression, irreversible muscle and nerve damage can begin within about six hours. The commonest site is the anterior compartment of the lower leg after a tibial shaft fracture, particularly in young men; the forearm is the next most frequent.",
              "Neurovascular observations are structured around the Ps, assessed on the affected limb and compared with the other side:",
            ) +
            "<ul><li>Pain: its severity, and pain out of proportion to the injury or escalating despite analgesia;</li><li>Pain on passive stretch of the muscles in the compartment, for example extending the toes passively for the anterior leg;</li><li>Paraesthesia: tingling or numbness in the distribution of the nerve running through the compartment, such as the first web space for the deep peroneal nerve;</li><li>Pallor and capillary refill, normally under two seconds;</li><li>Paralysis: loss of active movement;</li><li>Pulselessness.</li></ul>" +
            p(
              "The order matters. Increasing pain and pain on passive stretch are the earliest signs. Pulselessness and paralysis are late, and a palpable pulse does not exclude compartment syndrome. In a sedated or ventilated patient, or one with a nerve block, the pain signs are lost, and surgeons may monitor compartment pressure directly. A difference between diastolic blood pressure and compartment pressure (the delta pressure) of less than 30 mmHg is widely used as an indication for fasciotomy.",
              "Observations are usually hourly in the first 24 hours after injury or surgery, or as local policy states, and each set is documented with the time and a clear description, not ticks. When signs suggest rising pressure, act at once: release any circumferential dressing and split a cast and its padding down to the skin along its length; position the limb at heart level, not elevated, because elevation lowers arterial inflow to an already poorly perfused compartment; and escalate urgently to the senior orthopaedic doctor using SBAR. British Orthopaedic Association standards treat suspected compartment syndrome as a surgical emergency, with fasciotomy undertaken as soon as the diagnosis is made.",
            ),
        },
      },
      {
        title: "Hip Fracture: The First Seventy-Two Hours",
        description:
          "Applying national standards for analgesia, timely surgery, delirium prevention and early mobilisation in older people with hip fracture.",
        lesson: {
          title: "Nursing the Older Person With a Hip Fracture",
          html: p(
            "Hip fracture is the commonest serious injury of older people: around 70,000 people a year in the UK, with a mean age in the early eighties, most of them women, most injured by a fall from standing height. About 7 per cent die within 30 days, and many never regain their previous mobility. Outcomes are audited nationally through the National Hip Fracture Database, and NICE guideline CG124 sets the standards nurses work to.",
            "Pain must be assessed on arrival and within 30 minutes of analgesia, including in people with cognitive impairment, using a tool such as PAINAD where self-report is unreliable. Regular paracetamol is the base, with opioids titrated carefully; NICE recommends considering a nerve block, commonly a fascia iliaca block, which reduces opioid requirement and delirium. Non-steroidal anti-inflammatory drugs are generally avoided in this population because of renal and gastric risk.",
            "Surgery should take place on the day of admission or the next day. Delay increases mortality, pressure ulcers and confusion, so the nursing role includes preparing the patient promptly: bloods, group and save, ECG, correcting fluid balance, and ensuring anticoagulant reversal is planned. The operation depends on the fracture: a cemented hemiarthroplasty or, for fitter, independently mobile patients, a total hip replacement for displaced intracapsular fractures; a sliding hip screw for most stable trochanteric fractures; and an intramedullary nail for subtrochanteric fractures.",
            "Delirium affects roughly a quarter to a half of patients. Screen on admission and daily with the 4AT, and prevent it by treating pain, avoiding dehydration and constipation, keeping glasses and hearing aids with the patient, and minimising bed moves. Every patient should receive orthogeriatric assessment within 72 hours.",
            "Pressure ulcer risk is high from the moment of the fall, which may have involved hours on the floor. Assess skin, particularly heels and sacrum, on admission, use a pressure-redistributing mattress and offload heels. After surgery, NICE recommends mobilisation starting on the day after the operation and at least daily thereafter, with a physiotherapist; patients who sit out and stand on day one are more likely to return home.",
          ),
        },
      },
      {
        title: "Preventing Venous Thromboembolism",
        description:
          "Risk assessment, pharmacological and mechanical prophylaxis after hip and knee replacement, and recognising deep vein thrombosis and pulmonary embolism.",
        lesson: {
          title: "VTE Prophylaxis After Hip and Knee Replacement",
          html:
            p(
              "Major lower-limb orthopaedic surgery carries one of the highest risks of venous thromboembolism (VTE) in hospital practice. All three elements of Virchow’s triad are present: venous stasis from immobility and tourniquet use, endothelial injury from surgical manipulation of the limb, and hypercoagulability after tissue trauma. Every patient is assessed for VTE and bleeding risk on admission, using a national tool such as the Department of Health risk assessment, and reassessed whenever their condition changes.",
              "NICE guideline NG89 sets out prophylaxis for elective joint replacement where VTE risk outweighs bleeding risk:",
            ) +
            "<table><tr><th>Operation</th><th>Options (choose one)</th></tr><tr><td>Elective hip replacement</td><td>low-molecular-weight heparin (LMWH) for 10 days followed by aspirin 75 or 150 mg for 28 days; or LMWH for 28 days with anti-embolism stockings until discharge; or rivaroxaban</td></tr><tr><td>Elective knee replacement</td><td>aspirin 75 or 150 mg for 14 days; or LMWH for 14 days with anti-embolism stockings until discharge; or rivaroxaban</td></tr></table>" +
            p(
              "Where drug prophylaxis is contraindicated, intermittent pneumatic compression is considered. Anti-embolism stockings must be measured and fitted correctly, removed daily for skin inspection, and not used in people with peripheral arterial disease, peripheral neuropathy, severe leg oedema or fragile skin, where they can cause ischaemic injury.",
              "Because prophylaxis continues for two to four weeks, most of it is given at home. Before discharge, the nurse teaches the patient or carer to self-inject LMWH into the abdominal subcutaneous tissue, rotating sites, or explains the oral regimen, and confirms that they understand the length of the course and the signs of bleeding.",
              "Early mobilisation is the most effective non-drug measure. Enhanced recovery pathways aim to have patients standing and walking on the day of surgery when safe, with ankle exercises in bed between walks.",
              "Nurses must still recognise VTE when prophylaxis fails. Deep vein thrombosis typically presents as unilateral calf swelling, tenderness, warmth and pitting oedema, though it is often silent. Pulmonary embolism may cause sudden breathlessness, pleuritic chest pain, tachycardia, hypoxia, haemoptysis or collapse. Record observations, calculate a National Early Warning Score, and escalate immediately; clinicians will use the Wells score, D-dimer and imaging to confirm the diagnosis.",
            ),
        },
      },
    ],
  },
  {
    slug: "money-banks-and-monetary-policy",
    discipline: "Monetary economics",
    title: "Money, Banks and Monetary Policy",
    description:
      "Most money is created by commercial banks when they lend, not printed by the state. Building on that fact, the course examines interest-rate rules, central bank independence, the transmission of policy to spending and inflation, and quantitative easing, with data from the UK, the euro area and the United States.",
    level: "intermediate",
    duration: "one term (two lectures and one problem class a week)",
    plantedGap: "central bank independence",
    modules: [
      {
        title: "Where Money Comes From",
        description:
          "How lending creates deposits, what central bank reserves are for, and what actually limits bank lending.",
        lesson: {
          title: "Deposit Creation and the Limits on Bank Lending",
          html:
            p(
              "Broad money in a modern economy consists mostly of bank deposits; notes and coins are a small fraction, around 3 per cent of broad money in the UK. The textbook money multiplier story, in which the central bank fixes a quantity of reserves and banks lend out a multiple of them, gets the causation backwards. As the Bank of England’s 2014 Quarterly Bulletin article by McLeay, Radia and Thomas put it, loans create deposits.",
              "T-accounts show the mechanism. When a bank lends a household £10,000, it records a new asset, the loan, and at the same moment credits the borrower’s account with a new liability, a deposit of £10,000. New money has been created by a keystroke. If the household spends the money and the seller banks elsewhere, the lending bank loses the deposit and settles the payment by transferring £10,000 of central bank reserves to the other bank. Reserves are the money banks use among themselves; households never hold them.",
              "Banks cannot create money without limit. The constraints are:",
            ) +
            "<ul><li>profitability: each loan must earn more than its funding cost and expected losses;</li><li>regulation: under Basel III, common equity must be at least 4.5% of risk-weighted assets before buffers, and the liquidity coverage ratio requires enough high-quality liquid assets to survive a 30-day stress;</li><li>demand: households and firms must want to borrow, and borrowers can destroy money by repaying loans;</li><li>monetary policy: the price of reserves, set by the central bank, feeds into every interest rate in the economy.</li></ul>" +
            p(
              "The last constraint is the important one for this course. In the UK, reserves held at the Bank of England are remunerated at Bank Rate. No bank will lend to another overnight at much less than the rate it can earn risk-free at the central bank, and no bank needs to borrow at much more than it would pay there, so overnight market rates stay close to Bank Rate. Policy therefore operates on the price of money, not its quantity. Monetary aggregates remain worth monitoring as indicators, but central banks abandoned targeting them in the 1980s when the relationship between money growth and inflation proved unstable.",
            ),
        },
      },
      {
        title: "Interest-Rate Rules",
        description: "The Taylor rule, the Taylor principle, and why mechanical rules are hard to apply in real time.",
        lesson: {
          title: "The Taylor Rule and Its Limits",
          html: p(
            "In 1993 John Taylor showed that a simple formula described the US federal funds rate from 1987 to 1992 remarkably well:",
            "i = r* + π + 0.5(π − π*) + 0.5(y − y*)",
            "where i is the nominal policy rate, r* the equilibrium real interest rate, π inflation over the previous four quarters, π* the inflation target, and (y − y*) the output gap as a percentage of potential output. Taylor set both r* and π* at 2 per cent.",
            "A worked example: inflation is 4 per cent and output is 1 per cent below potential. Then i = 2 + 4 + 0.5 × (4 − 2) + 0.5 × (−1) = 6.5 per cent. If inflation were on target and the output gap closed, the rule would give 2 + 2 = 4 per cent, the neutral nominal rate.",
            "Notice that the total coefficient on inflation is 1.5. This embodies the Taylor principle: when inflation rises by one percentage point, the nominal rate must rise by more than one point so that the real interest rate rises and demand is restrained. Estimates for the 1970s suggest the Federal Reserve responded less than one-for-one, so real rates fell as inflation rose, which helps explain why inflation became entrenched. Models in the New Keynesian tradition show that violating the principle can leave inflation expectations unanchored.",
            "The rule is a benchmark, not an instruction, for three reasons. First, r* is not observable. Estimates such as those of Laubach and Williams fell sharply after 2008, and a one-point error in r* is a one-point error in the recommended rate. Second, the output gap is badly measured in real time: Athanasios Orphanides showed in 2001 that real-time estimates of the US gap in the 1970s were far too negative, so policy that looked appropriate then was in fact too loose. Third, the rule can prescribe a rate below zero, which policy cannot easily deliver; after 2008 simple Taylor rules called for strongly negative rates.",
            "Central banks therefore publish a range of rules alongside their forecasts and treat large deviations as a prompt to explain their reasoning rather than as an error.",
          ),
        },
      },
      {
        title: "Transmission and Quantitative Easing",
        description:
          "The channels from Bank Rate to demand and inflation, their lags, and how asset purchases work when rates are near zero.",
        lesson: {
          title: "From Bank Rate to Inflation, and What QE Adds",
          html: p(
            "A change in Bank Rate affects inflation through several channels that operate together. Market interest rates on mortgages, loans and savings move, changing the incentive to borrow, save and invest. Asset prices change, because future cash flows are discounted at a different rate, altering household wealth and the cost of equity finance. Expectations and confidence shift, as firms and households read the decision as a signal about the economy. The exchange rate tends to appreciate after a rise, lowering import prices directly and reducing demand for exports. Together these change domestic demand relative to supply, and so the pressure on wages and prices.",
            "The lags are long and variable. The Bank of England’s estimates suggest that the effect of a rate change on output peaks after about a year and the effect on inflation takes up to two years, which is why policy is set on forecasts rather than current inflation. The share of fixed-rate mortgages matters: in the UK, many mortgages are fixed for two or five years, so a rise reaches many households only when their fix expires.",
            "When Bank Rate reached 0.5 per cent in March 2009, the Bank began quantitative easing: creating reserves to buy assets, mostly government bonds (gilts), from the non-bank private sector. Purchases reached £200 billion by early 2010 and the stock authorised eventually peaked at £895 billion in 2021. The Federal Reserve, European Central Bank and Bank of Japan ran similar programmes.",
            "QE works mainly through two channels. The portfolio balance channel: sellers of gilts receive deposits, which are not perfect substitutes for long-dated bonds, so they buy other assets such as corporate bonds and equities, raising their prices and lowering long-term yields across the market. The signalling channel: large purchases signal that policy rates will stay low for longer. Joyce, Lasaosa, Stevens and Tong estimated that the Bank’s first £200 billion lowered gilt yields by about 100 basis points.",
            "Since 2022 the Bank has reversed course through quantitative tightening, both by not reinvesting maturing gilts and by active sales, a process whose effects on yields and bank reserves economists are still assessing.",
          ),
        },
      },
    ],
  },
  {
    slug: "industrial-powder-coating",
    discipline: "Powder coating",
    title: "Industrial Powder Coating",
    description:
      "Aimed at line operators and finishing supervisors, the course follows a part through a coating line: chemical pretreatment, electrostatic application, masking, curing, and the tests that prove a finish meets specification.",
    level: "intermediate",
    duration: "four weeks (two days a week, half in the classroom and half on a working line)",
    plantedGap: "masking",
    modules: [
      {
        title: "Pretreatment",
        description: "Cleaning, conversion coatings for steel and aluminium, rinse quality and blast cleaning.",
        lesson: {
          title: "Cleaning and Conversion Coatings",
          html:
            p(
              "Powder coaters have a saying that the finish is only as good as the pretreatment, and failure investigations bear it out: most cases of poor adhesion, blistering and underfilm corrosion trace back to contamination or an inadequate conversion coating, not to the powder. Pretreatment has two jobs: remove oil, soil and oxides, and convert the metal surface into a layer that bonds well to the coating and slows the spread of corrosion.",
              "A typical five-stage spray or dip washer for steel runs:",
            ) +
            "<ol><li>alkaline degrease, usually heated to about 50 to 60°C;</li><li>water rinse;</li><li>conversion coating;</li><li>rinse;</li><li>final rinse in demineralised water, then a dry-off oven.</li></ol>" +
            p(
              "For steel, iron phosphate is the economical conversion coating, with coating weights well under 1 g/m², adequate for interior products. Zinc phosphate forms a heavier crystalline layer, typically 2 to 4 g/m², and gives much better corrosion resistance for exterior and automotive work. Aluminium was traditionally chromated, but hexavalent chromium is carcinogenic and restricted under REACH, so chrome-free treatments based on zirconium or titanium compounds are now standard. These form very thin nanoceramic layers and are increasingly used on steel as well, because they operate at lower temperatures and produce far less sludge than phosphating.",
              "Rinse quality is often neglected. Salts dragged out of earlier stages and left on the surface are hygroscopic, and under the coating they draw in water and cause osmotic blistering. The conductivity of the final demineralised rinse is therefore monitored on every shift, and the line is stopped if it drifts above the limit in the chemical supplier’s specification.",
              "Two quick checks belong in every operator’s routine. The water-break test: after rinsing, a clean part holds a continuous sheet of water for about 30 seconds, while an oily part breaks the film into beads. And bath titrations of free and total acid or concentration, at the frequency the chemical supplier sets, logged so that trends are visible.",
              "Heavy mill scale and rust cannot be removed chemically and must be blast cleaned, usually to Sa 2½ under ISO 8501-1, which gives both cleanliness and a surface profile for mechanical keying.",
            ),
        },
      },
      {
        title: "Electrostatic Application",
        description:
          "How corona and tribo guns charge powder, the Faraday cage effect, earthing and controlling film build.",
        lesson: {
          title: "Corona and Tribo Guns, Faraday Cages and Film Build",
          html: p(
            "Powder reaches the part because it is electrically charged and the part is earthed. Most guns use corona charging: an electrode at the gun tip is held at a high voltage, commonly up to 100 kV, which ionises the surrounding air. Powder particles passing through pick up ions and follow the electric field lines, together with air flow, to the earthed part, where they cling until cured.",
            "The field lines are not uniform. They concentrate on edges and projections and avoid recesses, so inside corners, channels and the spaces between fins receive little powder. This is the Faraday cage effect. Turning the voltage up makes it worse, because the field concentrates further on the edges. Operators improve penetration by reducing voltage or using the gun’s current limit, moving the gun tip closer, adjusting air flow so that powder is pushed into the recess, and coating recesses first before the flat surfaces.",
            "Corona guns also produce free ions that build up charge on powder already deposited. At high film builds this causes back-ionisation: small discharges through the powder layer that produce starring, craters and a texture like orange peel. Limiting the current in microamps is the main control.",
            "Tribo guns charge powder by friction as it travels along a tube, usually made of PTFE, and produce no free ions. They penetrate Faraday cages better and avoid back-ionisation, but they work well only with powders formulated for tribo charging, they are slower, and output depends on humidity.",
            "None of this works without a good earth. Hooks and jigs accumulate cured powder, which insulates the part; the resistance between part and earth should be 1 megohm or less, and hooks must be stripped on a regular schedule. Poor earthing also creates a risk of electrostatic discharge, a possible ignition source for a powder cloud.",
            "Film build is specified by end use; architectural polyester on aluminium, for example, is often required to be at least 60 µm. Measure dry film thickness after cure with a magnetic induction gauge on steel or an eddy-current gauge on aluminium. First-pass transfer efficiency is typically 50 to 70 per cent; the overspray is recovered through a cyclone, sieved and blended with virgin powder at a controlled ratio.",
          ),
        },
      },
      {
        title: "Curing and Quality Testing",
        description:
          "Cure schedules as metal temperature and time, oven profiling, and laboratory and line tests for cure, adhesion and durability.",
        lesson: {
          title: "Cure Schedules and Proving the Finish",
          html:
            p(
              "Thermosetting powders, such as polyesters crosslinked with TGIC or hydroxyalkylamide, epoxies, and epoxy–polyester hybrids, melt, flow and then crosslink in the oven. The cure schedule on the technical data sheet, for example 10 minutes at 180°C or 15 minutes at 170°C, refers to the temperature of the metal, not the oven air. A thick steel section can take many minutes to reach temperature while a thin sheet on the same hanger overshoots.",
              "The only reliable way to know what the part experiences is oven profiling. A data logger travels through the oven in an insulated box with thermocouple probes clamped to the thinnest and thickest sections of a representative load. The resulting curves show time above the cure temperature for each section. Profile whenever the product mix, line speed or oven settings change, and at a fixed interval in any case.",
              "Undercure leaves the film with poor solvent resistance, poor adhesion and impact resistance, and reduced exterior durability, often without any visible sign. Overcure causes yellowing, particularly of whites, and loss of gloss and flexibility.",
              "Routine tests include:",
            ) +
            "<ul><li>solvent rub: a cloth soaked in a solvent such as methyl ethyl ketone is rubbed back and forth over the film for a specified number of double rubs; an undercured film softens or rubs through;</li><li>cross-cut adhesion to ISO 2409: a lattice is cut through the film, with 1 mm spacing for films up to 60 µm and 2 mm for 61 to 120 µm, tape is applied and pulled, and the result classified from 0 (no detachment) to 5;</li><li>impact and bend tests, which reveal brittle, overcured or poorly adhering films;</li><li>60° gloss measurement to ISO 2813, against the specified gloss range;</li><li>neutral salt spray to ISO 9227 on test panels for corrosion performance, often 1,000 hours or more for exterior specifications.</li></ul>" +
            p(
              "Architectural work is frequently certified under a quality label such as Qualicoat, which specifies tests, frequencies and record keeping. Keep retained panels from each batch, labelled with the powder batch, date and oven profile, so that a complaint months later can be investigated on evidence.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-qing-empire-conquest-zenith-and-crisis",
    discipline: "Qing history",
    title: "The Qing Empire: Conquest, Zenith and Crisis",
    description:
      "From the Manchu capture of Beijing in 1644 to the great nineteenth-century crises: the Eight Banners and conquest, the High Qing under the Kangxi, Yongzheng and Qianlong emperors, the Opium Wars, the Taiping civil war and the Boxer Uprising. Seminars work from primary sources in translation.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one source seminar a week)",
    plantedGap: "the Boxer Uprising",
    modules: [
      {
        title: "Conquest and the Eight Banners",
        description: "How a Jurchen confederation became the Manchu state and took over Ming China.",
        lesson: {
          title: "How a Manchu State Conquered Ming China",
          html: p(
            "The Qing conquest is one of the great improbabilities of early modern history: a frontier people numbering perhaps a few hundred thousand took over an empire of well over a hundred million. The explanation lies partly in Manchu institutions and partly in the collapse of the Ming.",
            "Nurhaci (1559–1626), a Jurchen chieftain in the north-east, unified rival Jurchen groups from the 1580s. In 1601 he organised his followers into companies grouped under four banners, identified by coloured flags, and by 1615 there were eight. The banners were at once military units, administrative divisions and social organisations: every bannerman and his household was registered, granted land and liable for service. His son Hong Taiji renamed the Jurchen people Manchu in 1635 and proclaimed the Qing dynasty in 1636. Separate Mongol and Han Chinese banners were created, drawing in allies and defectors whose cavalry, artillery and administrative skills the Manchus lacked.",
            "The Ming, meanwhile, was failing: fiscal crisis, unpaid armies, factional conflict at court and rebellions in the north-west. In April 1644 the rebel Li Zicheng took Beijing and the Chongzhen emperor hanged himself. The Ming general Wu Sangui, guarding Shanhai Pass against the Manchus, chose instead to join them against Li. The regent Dorgon led the banners through the pass, and the Qing entered Beijing in June, enthroning the child Shunzhi emperor.",
            "Conquest of the south took decades and was brutal. The 1645 order requiring all Han men to shave the front of the head and wear the Manchu queue, summed up in the slogan “keep your hair and lose your head, or keep your head and lose your hair”, provoked resistance, and the sack of Yangzhou the same year became a lasting symbol of Qing violence. The last major challenges, the Revolt of the Three Feudatories (1673–1681) and the Zheng regime on Taiwan, annexed in 1683, were defeated under the Kangxi emperor.",
            "To rule, the Qing kept most Ming institutions and the civil service examinations, but paired Manchu and Han officials at the top of each of the Six Boards, a system historians call dyarchy. Set the queue edict beside a Kangxi-era examination announcement in this week’s seminar and consider what each shows about Qing strategies of rule.",
          ),
        },
      },
      {
        title: "The High Qing",
        description: "Government, expansion and population under three long-reigning emperors, 1661–1799.",
        lesson: {
          title: "Kangxi, Yongzheng, Qianlong: Expansion and Its Costs",
          html: p(
            "Between 1661 and 1799 three emperors ruled China for a combined 138 years, presiding over the largest territorial extent and one of the longest periods of domestic peace in Chinese history. Historians call it the High Qing.",
            "The Kangxi emperor (reigned 1661–1722) completed the conquest, fixed the northern border with Russia in the Treaty of Nerchinsk (1689), negotiated with the help of Jesuit interpreters, and campaigned against the Zunghar Mongols. In 1712 he froze the labour-service tax quota at its existing level, promising never to raise it. It was a popular gesture, but it left the state’s regular revenue fixed while population and prices rose.",
            "His son the Yongzheng emperor (reigned 1722–1735) was an energetic administrator. He regularised the informal surcharges, known as meltage fees, that local officials had levied to make good silver lost in smelting, bringing them into the official budget and paying officials “silver to nourish honesty” from them. He expanded the system of confidential palace memorials that reached the emperor directly, and from around 1729 developed the Grand Council, a small body that became the centre of decision-making.",
            "The Qianlong emperor (reigned 1735–1796, and in practice until his death in 1799) presided over the destruction of the Zunghar state in the late 1750s, in campaigns that killed or displaced most of the Zunghar population, and the incorporation of the Tarim Basin as Xinjiang, the “new frontier”. He sponsored the Complete Library of the Four Treasuries, a vast collection of texts copied between 1773 and 1782, but the same project was used to find and destroy works judged seditious. In 1793 he received the British embassy of Lord Macartney and rejected its requests for expanded trade.",
            "Beneath the splendour, strain was building. Population rose from perhaps 150 million around 1700 to about 300 million by 1800, on limited new land, while the fixed tax base left local government underfunded. In the 1780s and 1790s the favourite Heshen enriched himself on a huge scale, and in 1796 the White Lotus rebellion broke out in the central provinces, taking eight years and enormous sums to suppress.",
          ),
        },
      },
      {
        title: "Opium, War and Rebellion",
        description: "The Canton system, the two Opium Wars and their treaties, and the Taiping civil war to 1864.",
        lesson: {
          title: "From Canton to Nanjing, 1839–1864",
          html: p(
            "From 1757 European trade with China was confined to Canton (Guangzhou), where foreign merchants dealt only with a licensed guild of Chinese merchants, the Cohong. Britain bought tea in huge quantities and initially paid in silver. By the early nineteenth century the East India Company had found a substitute: opium grown in Bengal, sold at auction in Calcutta and smuggled into China by private traders. By the 1830s, imports exceeded 30,000 chests a year, and silver flowed out of China, raising the price of silver against the copper coin in which peasants were paid.",
            "In 1839 the imperial commissioner Lin Zexu confiscated and destroyed over 20,000 chests of opium at Humen. Britain responded with war. British steam gunboats and modern artillery proved decisive, and the Treaty of Nanjing (1842) ceded Hong Kong Island, opened five ports (Canton, Amoy, Foochow, Ningpo and Shanghai) to trade and residence, abolished the Cohong and imposed an indemnity of 21 million silver dollars. Supplementary treaties in 1843 and 1844, including those with the United States and France, added extraterritoriality and most-favoured-nation clauses.",
            "A second war (1856–1860), fought by Britain and France, ended with the Treaty of Tianjin and the Convention of Peking, which opened further ports, allowed foreign diplomats to reside in Beijing, legalised the opium trade and ceded Kowloon. In October 1860, on Lord Elgin’s orders, British troops burned the Yuanmingyuan, the imperial summer palace outside Beijing.",
            "The deadliest conflict of the century, however, was internal. Hong Xiuquan, a repeatedly failed examination candidate from Guangdong, came to believe, after reading Protestant tracts, that he was the younger brother of Jesus, sent to destroy demons, by whom he meant the Manchus. His Taiping Heavenly Kingdom rose in Guangxi in 1850–1851, took Nanjing in 1853 and made it a capital. It was finally destroyed in 1864, after Hong’s death, by provincial armies such as Zeng Guofan’s Hunan (Xiang) Army, raised and financed by Han scholar-officials rather than by the banners. Estimates of the dead run to 20 to 30 million.",
            "The Taiping war shifted military and fiscal power towards provincial leaders, a change that would shape the rest of the dynasty.",
          ),
        },
      },
    ],
  },
];
