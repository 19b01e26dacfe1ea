/** Seventieth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout70.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT70_B: EvalCourse[] = [
  {
    slug: "post-harvest-handling-of-fresh-produce",
    discipline: "Post-harvest technology",
    title: "Post-Harvest Handling of Fresh Produce",
    description:
      "Fresh fruit and vegetables are still alive after harvest, and every hour between field and shelf costs quality. Students study respiration and ethylene, compare cooling methods, set storage temperatures and humidities, apply controlled-atmosphere storage to long-keeping crops, and examine grain drying for durable staples.",
    level: "intermediate",
    duration: "one semester (two lectures and one laboratory session a week)",
    plantedGap: "grain drying",
    modules: [
      {
        title: "Respiration, ethylene and ripening",
        description:
          "How respiration rate and temperature set the pace of deterioration, and how ethylene drives ripening in climacteric fruit.",
        lesson: {
          title: "Why produce deteriorates",
          html: p(
            "Harvested fruit and vegetables keep respiring, breaking down stored sugars and acids with oxygen to release carbon dioxide, water and heat: C6H12O6 + 6 O2 → 6 CO2 + 6 H2O + energy. Because the product can no longer import sugars from the parent plant, respiration consumes its own reserves, flavour and dry matter, and the heat it releases must be removed in storage. Respiration rate is the best single predictor of storage life. Asparagus, broccoli and sweetcorn, with very high rates, last days; potatoes, onions and apples, with low rates, last months.",
            "Temperature controls respiration more than any other factor. Over the normal storage range the rate typically doubles or triples for every 10 °C rise, a temperature quotient (Q10) of 2 to 3. This is why the first hours after harvest matter so much.",
            "Fruits divide into two ripening types. Climacteric fruits, including apple, pear, banana, tomato, avocado and mango, show a burst of respiration and ethylene production at the onset of ripening and can ripen after picking. Ethylene production in these fruits is autocatalytic: once the system switches on, ethylene stimulates more ethylene through the enzymes ACC synthase and ACC oxidase. Non-climacteric fruits, including citrus, grapes, strawberries, cherries and pineapple, show no such burst and do not improve after harvest, so they must be picked ripe.",
            "Ethylene is active at very low concentrations; around 0.1 to 1 µL/L can trigger ripening in sensitive climacteric fruit. This is useful commercially, as bananas and avocados are ripened in rooms dosed with ethylene, but harmful when produce is mixed. Ethylene from apples or tomatoes causes yellowing of broccoli and cucumbers, russet spotting of lettuce, and bitterness in carrots through the accumulation of isocoumarin. Storage and transport plans therefore separate ethylene producers from ethylene-sensitive crops, ventilate rooms, or use ethylene scrubbers based on potassium permanganate or catalytic oxidation.",
            "Water loss is the other main cause of deterioration. Most produce becomes unsaleable after losing 3 to 10 per cent of its weight, showing as shrivel, limpness and loss of gloss, so most vegetables are stored at 90 to 95 per cent relative humidity. Dry-skinned crops such as onions are the exception, kept at about 65 to 70 per cent to prevent rooting and rots.",
          ),
        },
      },
      {
        title: "Removing field heat",
        description:
          "Room cooling, forced-air cooling, hydrocooling and vacuum cooling compared, with cooling-time calculations and the limits set by chilling injury.",
        lesson: {
          title: "Cooling methods and chilling injury",
          html:
            p(
              "Produce harvested on a warm day may be at 25 to 30 °C, and this field heat must be removed quickly. The choice of method depends on the crop's shape, tolerance of wetting and value.",
            ) +
            "<table><tr><th>Method</th><th>Principle</th><th>Typical crops</th><th>Speed</th></tr>" +
            "<tr><td>Room cooling</td><td>Cold air circulates around stacked packs</td><td>Potatoes, onions, citrus</td><td>Slow: a day or more</td></tr>" +
            "<tr><td>Forced-air cooling</td><td>Fans pull cold air through vented packs</td><td>Berries, grapes, tomatoes, flowers</td><td>1 to 10 hours</td></tr>" +
            "<tr><td>Hydrocooling</td><td>Chilled water showered over or through the produce</td><td>Sweetcorn, asparagus, carrots, cherries</td><td>Under an hour for small items</td></tr>" +
            "<tr><td>Vacuum cooling</td><td>Low pressure makes water evaporate from the tissue</td><td>Lettuce, leafy greens</td><td>20 to 30 minutes</td></tr></table>" +
            p(
              "Vacuum cooling works only for products with a large surface area relative to their volume, and it costs about 1 per cent of weight for every 5 to 6 °C of cooling, so produce is often sprayed with water beforehand. Hydrocooling water must be sanitised, usually with chlorine at a controlled pH, or it spreads pathogens from one batch to the next.",
              "Cooling follows an approximately exponential curve, so it is described by the half-cooling time: the time taken to halve the difference between product and coolant temperature. Commercial practice aims for seven-eighths cooling, which takes three half-cooling times. If strawberries enter a forced-air cooler at 30 °C with air at 2 °C and the half-cooling time is 1.5 hours, seven-eighths cooling takes 4.5 hours and leaves the fruit at 2 + 28/8 = 5.5 °C; the rest of the cooling can happen in the cold store. Pack design matters: if the vents in cartons do not line up when the pallet is stacked, air bypasses the produce and cooling can take several times longer.",
              "Lower is not always better. Many crops of tropical and subtropical origin suffer chilling injury at temperatures well above freezing, typically below about 10 to 13 °C. Bananas develop dull grey skin and fail to ripen, cucumbers and peppers show surface pitting, tomatoes ripen unevenly and lose flavour, and basil blackens. Damage depends on both temperature and exposure time and often appears only after the produce returns to warm conditions, in the shop or the home. Mixed loads must therefore be planned around the most chilling-sensitive item or split between compartments.",
            ),
        },
      },
      {
        title: "Controlled atmospheres and 1-MCP",
        description:
          "Low-oxygen storage of apples and pears, dynamic controlled atmosphere, and the ethylene-action inhibitor 1-methylcyclopropene.",
        lesson: {
          title: "Storing apples for months: CA, ULO and DCA",
          html: p(
            "Cold storage alone keeps many apple cultivars for three to four months. Supplying the fruit year-round needs controlled atmosphere (CA) storage, in which the oxygen concentration in a gas-tight room is lowered and carbon dioxide raised. Both slow respiration and reduce the fruit's sensitivity to ethylene. Typical conditions for apples are 1 to 3 per cent oxygen and 1 to 3 per cent carbon dioxide at 0 to 3 °C, compared with 21 per cent oxygen and 0.04 per cent carbon dioxide in air. Nitrogen generators pull oxygen down within days of loading, and scrubbers using activated carbon or hydrated lime remove excess carbon dioxide.",
            "Ultra-low oxygen (ULO) storage pushes oxygen to about 1 per cent or slightly lower, extending storage further and controlling superficial scald, but it operates close to the limit. Below the lower oxygen limit, which differs by cultivar, season and maturity, fruit switches to fermentation, accumulating ethanol and acetaldehyde and developing off-flavours and internal browning. Carbon dioxide injury is a separate risk: cultivars such as Braeburn develop internal browning and cavities at carbon dioxide levels that other cultivars tolerate, so their rooms are often held with very low carbon dioxide for the first weeks.",
            "Dynamic controlled atmosphere (DCA) removes the guesswork by measuring the fruit's own response. The most widely used systems monitor chlorophyll fluorescence from sample fruit in the room; when oxygen falls close to the lower limit, the fruit's stressed chlorophyll shows a characteristic rise in fluorescence, and the control system raises oxygen slightly. Other systems measure the respiratory quotient, the ratio of carbon dioxide produced to oxygen consumed, which rises sharply as fermentation begins. DCA allows storage at the lowest safe oxygen, often well below 1 per cent, and can replace chemical scald treatments.",
            "1-Methylcyclopropene (1-MCP), sold for apples as SmartFresh, takes a different route. It binds almost irreversibly to ethylene receptors, so the fruit cannot respond to ethylene. Apples are treated by releasing it into a sealed room at about 1 µL/L for around 24 hours at storage temperature soon after harvest. Treated fruit stays firmer and more acidic in store and on the shelf. The timing matters: fruit picked too late has already begun producing ethylene and responds less, so harvest maturity is tested with starch-iodine staining, firmness and soluble solids before rooms are filled.",
          ),
        },
      },
    ],
  },
  {
    slug: "welfare-benefits-law-and-advice",
    discipline: "Welfare benefits law",
    title: "Welfare Benefits Law and Advice",
    description:
      "Most benefit decisions that reach a tribunal turn on the fine detail of the rules. Working from the legislation and Upper Tribunal decisions, advisers and law students cover Universal Credit entitlement and calculation; Personal Independence Payment descriptors; benefit sanctions; and the route from mandatory reconsideration to appeal.",
    level: "intermediate",
    duration: "ten weeks (one three-hour workshop a week, with supervised casework)",
    plantedGap: "benefit sanctions",
    modules: [
      {
        title: "Universal Credit: who gets it and how much",
        description:
          "The basic conditions, the monthly assessment period, the maximum amount and the deductions made for earnings and capital.",
        lesson: {
          title: "Calculating a Universal Credit award",
          html: p(
            "Universal Credit, created by the Welfare Reform Act 2012 and governed mainly by the Universal Credit Regulations 2013, replaced six means-tested benefits for people of working age in Great Britain. A claimant must meet the basic conditions: be at least 18 (with limited exceptions for 16- and 17-year-olds), be under state pension age, be in Great Britain, not be receiving education (again with exceptions) and accept a claimant commitment. Couples claim jointly. Entitlement is assessed over monthly assessment periods, each calculated on the circumstances at its end.",
            "The award is built in two steps. First the maximum amount is found by adding the standard allowance to any elements for children, housing costs, limited capability for work-related activity, caring and childcare. Then income is deducted. Unearned income, such as most pensions, is generally deducted pound for pound; earned income is deducted at the taper rate of 55 per cent, but only after any work allowance. A work allowance is available only to claimants responsible for a child or with limited capability for work; in 2024/25 it was £404 a month if the award included housing costs and £673 if it did not.",
            "Capital below £6,000 is ignored. Between £6,000 and £16,000, each £250 or part of £250 above £6,000 is treated as producing £4.35 of monthly income. Capital above £16,000 ends entitlement altogether. Some assets are disregarded, including the claimant's home and, for a limited period, money intended for specific purposes such as repairing it.",
            "Take a single claimant aged 30 with no children and no health condition, renting privately with an eligible rent of £500, earning £1,000 net in the assessment period and holding £8,100 in savings. Using 2024/25 rates, the maximum amount is the standard allowance of £393.45 plus the housing costs element of £500, giving £893.45. No work allowance applies, so the earnings deduction is 55 per cent of £1,000, or £550. Savings exceed £6,000 by £2,100, which is 8.4 blocks of £250 and so counts as nine, producing £39.15 of assumed income. The award is £893.45 − £550 − £39.15 = £304.30.",
            "Advisers should check every step independently of the claimant's statement: errors in the housing costs element, in applying the work allowance and in recording earnings are among the commonest grounds for revision.",
          ),
        },
      },
      {
        title: "Personal Independence Payment",
        description:
          "The daily living and mobility activities, how descriptors are scored, and the reliability criteria that decide whether a claimant can carry out an activity.",
        lesson: {
          title: "Scoring the PIP descriptors",
          html: p(
            "Personal Independence Payment (PIP) replaced Disability Living Allowance for working-age adults in Great Britain from 2013; in Scotland it has since been replaced by Adult Disability Payment, run by Social Security Scotland. It is not means-tested and is payable in or out of work. It has two components, daily living and mobility, each paid at a standard or enhanced rate. Eight points in a component give the standard rate and twelve the enhanced rate.",
            "The daily living component is assessed on ten activities: preparing food, taking nutrition, managing therapy or monitoring a health condition, washing and bathing, managing toilet needs, dressing and undressing, communicating verbally, reading and understanding signs and symbols, engaging with other people face to face, and making budgeting decisions. The mobility component has two: planning and following journeys, and moving around. Each activity has a list of descriptors with points; only the highest-scoring applicable descriptor in each activity counts, and the points are added across activities. For moving around, for example, being able to stand and then move unaided more than 20 metres but no more than 50 metres scores 8 points, while being able to move no more than 20 metres, aided or unaided, scores 12.",
            "Two rules decide whether a descriptor applies. First, under regulation 7 of the Social Security (Personal Independence Payment) Regulations 2013, it must apply on more than 50 per cent of the days in the required period. Second, regulation 4(2A) requires that the claimant be assessed as able to do an activity only if they can do it safely, to an acceptable standard, repeatedly, and within a reasonable time period, meaning no more than twice as long as a person without the condition would normally take.",
            "These reliability criteria are where many cases are won. In RJ, GMcL and CS v Secretary of State for Work and Pensions [2017] UKUT 105 (AAC), a three-judge panel held that 'safely' means in a way unlikely to cause harm, and that the question is whether there is a real possibility of harm that cannot be ignored, taking account of both how likely and how serious it would be. A claimant who walks 40 metres but then needs a ten-minute rest, or who can manage once but not again, may therefore satisfy a higher descriptor than the assessor's report suggests.",
          ),
        },
      },
      {
        title: "Challenging a decision",
        description:
          "Mandatory reconsideration, appeal to the First-tier Tribunal, preparing a written submission, and taking a point of law to the Upper Tribunal.",
        lesson: {
          title: "From mandatory reconsideration to the tribunal",
          html:
            p(
              "Since October 2013 a claimant who disagrees with a decision on Universal Credit, PIP and most other benefits must first ask the Department for Work and Pensions to look at it again, a process called mandatory reconsideration. The request should normally be made within one month of the date the decision was notified; a late request can be accepted up to 13 months after the decision if there are good reasons. The outcome is sent as a mandatory reconsideration notice, and without it the tribunal will not accept an appeal.",
              "The appeal goes to the First-tier Tribunal (Social Entitlement Chamber), administered by HM Courts and Tribunals Service, and must normally be lodged within one month of the mandatory reconsideration notice. PIP appeals are heard by a panel of a tribunal judge, a medically qualified member and a disability qualified member; most Universal Credit appeals are heard by a judge alone. Under section 12(8)(b) of the Social Security Act 1998 the tribunal considers circumstances at the date of the original decision, so later deterioration is relevant only in so far as it sheds light on that date. In recent years around two thirds of PIP appeals decided at hearing have been decided in the claimant's favour, often because of oral evidence not available to the decision-maker.",
              "A written submission from the adviser makes the panel's task easier. An effective one:",
            ) +
            "<ol><li>states the decision under appeal and the outcome sought, such as the enhanced rate of the mobility component;</li><li>takes each disputed activity in turn, naming the descriptor claimed and the points it carries;</li><li>links each descriptor to specific evidence, with page references to the bundle;</li><li>addresses the reliability criteria expressly, explaining why the claimant cannot do the activity safely, repeatedly or in a reasonable time;</li><li>cites relevant Upper Tribunal decisions briefly, without lengthy quotation.</li></ol>" +
            p(
              "An appeal to the Upper Tribunal (Administrative Appeals Chamber) lies only on a point of law, such as inadequate reasons, a misdirection on the regulations or a failure to deal with evidence. Permission must first be sought from the First-tier Tribunal, usually within one month of receiving its written statement of reasons, which itself must be requested within one month of the decision.",
            ),
        },
      },
    ],
  },
  {
    slug: "sexual-health-nursing-practice",
    discipline: "Sexual health nursing",
    title: "Sexual Health Nursing Practice",
    description:
      "Building on registration-level knowledge, nurses new to sexual health services develop the core clinical skills of the specialty: taking a sexual history and assessing risk, testing for and treating common sexually transmitted infections, advising on contraception including emergency methods, and offering cervical screening.",
    level: "intermediate",
    duration: "eight weeks (a weekly study day plus supervised clinic sessions)",
    plantedGap: "cervical screening",
    modules: [
      {
        title: "The sexual history",
        description:
          "Structuring a non-judgemental history, assessing infection and pregnancy risk, and recognising safeguarding concerns.",
        lesson: {
          title: "Taking a sexual history and assessing risk",
          html: p(
            "A sexual history decides which tests to offer, from which anatomical sites, and whether emergency contraception or safeguarding action is needed. It works best when the nurse explains why the questions are asked, asks them in a matter-of-fact way, uses the patient's own terms once they are clear, and avoids assuming the gender of partners. Confidentiality should be explained at the start, including its limits where a child or vulnerable adult may be at risk.",
            "A common structure follows the 'five Ps' used by the US Centers for Disease Control and Prevention: partners, practices, protection from infection, past history of infection, and pregnancy intentions. For each partner in the last three months, or longer if the last contact was before that, record the date of last sexual contact, the partner's gender, whether the partner is regular or casual, the type of contact (oral, vaginal, anal, receptive or insertive), condom use, and any known infection or symptoms in the partner. Ask about symptoms such as discharge, dysuria, genital ulcers, rashes and pelvic pain, about previous infections and treatment, about vaccination against hepatitis B and HPV, and about drug use, including chemsex, which carries high infection risk.",
            "Timing matters because every test has a window period, the time after exposure before infection can reliably be detected. Nucleic acid amplification tests (NAATs) for chlamydia and gonorrhoea are reliable from about two weeks after exposure; a fourth-generation HIV test from 45 days; and syphilis serology from about 12 weeks, although many infections are detectable sooner. A patient seen within the window should be tested now and offered a repeat test once it has passed.",
            "For anyone under 18, the history includes an assessment for child sexual exploitation and abuse; many services use the 'Spotting the Signs' proforma developed by Brook and the British Association for Sexual Health and HIV. Warning signs include a much older partner, gifts or money in exchange for sex, a partner who controls the young person, and drug or alcohol use around sexual contact. Sexual activity involving a child under 13 always requires a safeguarding referral, because a child of that age cannot legally consent. For young people aged 13 to 15, competence to consent to treatment is judged using the Gillick principle and, for contraceptive advice, the Fraser guidelines.",
          ),
        },
      },
      {
        title: "Testing and treating common STIs",
        description:
          "Sample types, test selection and current first-line treatment for chlamydia, gonorrhoea and syphilis, with test of cure and partner notification.",
        lesson: {
          title: "Chlamydia, gonorrhoea and syphilis in the clinic",
          html: p(
            "Chlamydia, caused by Chlamydia trachomatis, is the most commonly diagnosed bacterial STI in England, with most cases in people under 25. Most infections are asymptomatic. The preferred test for women is a self-taken vulvovaginal swab and for men a first-void urine sample, both tested by NAAT; people who have receptive anal or oral sex should also be offered rectal and pharyngeal swabs. The British Association for Sexual Health and HIV (BASHH) recommends doxycycline 100 mg twice daily for seven days as first-line treatment, because it is more effective than single-dose azithromycin, particularly at the rectum. In pregnancy, where doxycycline is contraindicated, azithromycin is used, and a test of cure is advised.",
            "Gonorrhoea, caused by Neisseria gonorrhoeae, is detected by the same NAAT samples, but a positive result should be followed by a culture swab from the infected site before treatment. Culture is essential because the organism has developed resistance to successive antibiotic classes, and national surveillance depends on sensitivity results. BASHH guidance recommends ceftriaxone 1 g by intramuscular injection as a single dose when sensitivities are not known; if the isolate is known to be sensitive to ciprofloxacin, ciprofloxacin 500 mg orally is an alternative. Every patient treated for gonorrhoea should have a test of cure, by NAAT at least two weeks after treatment or by culture from 72 hours, to detect treatment failure.",
            "Syphilis, caused by Treponema pallidum, has re-emerged in England, with diagnoses reaching their highest level since the 1940s. Primary syphilis usually presents as a painless, firm ulcer, the chancre, about three weeks after exposure; secondary syphilis brings a widespread rash often involving the palms and soles, with lymphadenopathy. Diagnosis is by serology, with a treponemal antibody screen confirmed by further treponemal and non-treponemal tests, and by PCR of lesion swabs. Early syphilis is treated with a single intramuscular dose of benzathine benzylpenicillin 2.4 MU, and patients should be warned of the Jarisch–Herxheimer reaction, a feverish illness within 24 hours of treatment.",
            "Partner notification completes every diagnosis. The nurse agrees with the patient which partners to contact, over a look-back period that depends on the infection and symptoms, and whether the patient will tell them or the clinic will do so anonymously. Patients should avoid sex until they and their partners have completed treatment, and, for gonorrhoea, until test of cure.",
          ),
        },
      },
      {
        title: "Contraception and emergency contraception",
        description:
          "Using the UK Medical Eligibility Criteria to judge which methods are safe, and choosing between the copper IUD and oral emergency contraception.",
        lesson: {
          title: "UKMEC and emergency contraception",
          html:
            p(
              "The UK Medical Eligibility Criteria for Contraceptive Use (UKMEC), published by the Faculty of Sexual and Reproductive Healthcare (FSRH), grade each method against each medical condition in four categories:",
            ) +
            "<ol><li>UKMEC 1: no restriction on use.</li><li>UKMEC 2: advantages generally outweigh theoretical or proven risks.</li><li>UKMEC 3: risks generally outweigh advantages; use only with specialist clinical judgement.</li><li>UKMEC 4: unacceptable health risk; the method should not be used.</li></ol>" +
            p(
              "Combined hormonal contraception carries the most restrictions because of its oestrogen-related risk of venous and arterial thrombosis. Migraine with aura, a history of venous thromboembolism, smoking 15 or more cigarettes a day at age 35 or over, and blood pressure of 160/100 mmHg or more are all UKMEC 4 for the combined pill, patch and ring; a body mass index of 35 or more is UKMEC 3. Progestogen-only methods and the copper intrauterine device have far fewer restrictions, which makes them the usual alternatives.",
              "Emergency contraception is needed after unprotected intercourse or contraceptive failure in anyone not wishing to conceive. The copper IUD is the most effective method, with a pregnancy rate below 0.1 per cent, and can be fitted up to 120 hours after the first unprotected intercourse in the cycle or up to five days after the earliest likely date of ovulation; it also provides ongoing contraception. Every eligible person should be offered it. Of the oral methods, ulipristal acetate 30 mg is licensed up to 120 hours and is more effective than levonorgestrel 1.5 mg, licensed up to 72 hours. The FSRH advises a double dose of levonorgestrel, 3 mg, for those weighing over 70 kg or with a BMI over 26, and for those taking enzyme-inducing drugs; enzyme inducers also make ulipristal unsuitable, so a copper IUD is preferred.",
              "Ulipristal's interaction with progestogens matters when starting ongoing contraception. After ulipristal, hormonal contraception should be delayed for five days, with condoms or abstinence meanwhile; after levonorgestrel it can start immediately. Because oral methods delay rather than prevent ovulation, intercourse later in the same cycle is not protected. A pregnancy test is advised three weeks after the last unprotected intercourse.",
            ),
        },
      },
    ],
  },
  {
    slug: "packaging-technology-materials-strength-and-shelf-life",
    discipline: "Packaging technology",
    title: "Packaging Technology: Materials, Strength and Shelf Life",
    description:
      "A pack has to protect, preserve, inform and sell its contents, usually for a few pence. Covering barrier polymers, glass and metal; corrugated board and the compression strength of boxes; modified atmosphere packaging; and recyclability labelling, the course prepares technologists for packaging roles in food and consumer goods.",
    level: "intermediate",
    duration: "twelve weeks (one lecture and one three-hour laboratory a week)",
    plantedGap: "recyclability labelling",
    modules: [
      {
        title: "Materials and barrier properties",
        description:
          "How glass, metal, paper and the common plastics compare as barriers to oxygen and water vapour, and why multilayer films exist.",
        lesson: {
          title: "Choosing a barrier: OTR, WVTR and multilayer films",
          html: p(
            "Gases and vapours pass through plastics by permeation: molecules dissolve into the polymer surface, diffuse through it and leave from the other face. The oxygen transmission rate (OTR) is reported in cm³/(m²·day), normally measured at 23 °C with pure oxygen on one side and a stated relative humidity; the water vapour transmission rate (WVTR) is reported in g/(m²·day), often at the tropical condition of 38 °C and 90 per cent relative humidity. Glass and metal, by contrast, are effectively perfect barriers, and in jars and cans the weak point is the closure or seam.",
            "No single plastic is good at everything. Polyethylene and polypropylene are excellent water vapour barriers but poor oxygen barriers. PET is a moderate oxygen barrier and a good one for carbon dioxide, which is why it suits carbonated drinks within a limited shelf life. Ethylene vinyl alcohol copolymer (EVOH) is among the best oxygen barriers available when dry, but absorbed water plasticises it and its oxygen barrier falls steeply at high humidity. The solution is a multilayer structure in which EVOH is sandwiched between polyolefin layers that keep moisture out, joined by thin tie layers of adhesive resin. A retortable tray for ready meals might be built as PP/tie/EVOH/tie/PP.",
            "Aluminium foil is impermeable in thick gauges, but the thin foils used in laminates, below about 25 µm, contain pinholes, and flexing during filling and transport can crack it. Metallised films, coated with a vacuum-deposited aluminium layer only tens of nanometres thick, give a large barrier improvement over the base film at much lower cost, though less than foil.",
            "A simple calculation shows how to use the data. A snack pouch has an area of 0.05 m² and a film OTR of 1 cm³/(m²·day) measured against pure oxygen. In air the oxygen partial pressure is about 0.21 atmospheres, so ingress is roughly 0.05 × 1 × 0.21 ≈ 0.01 cm³ a day, or about 1.9 cm³ over a 180-day shelf life. If the product's oxidative rancidity becomes detectable after absorbing a known amount of oxygen per gram, the designer can compare that limit with the ingress and with the oxygen left in the headspace after sealing, which is often the larger contribution unless the pack is flushed with nitrogen.",
          ),
        },
      },
      {
        title: "Corrugated board and box compression",
        description:
          "Flute profiles and board construction, the edge crush test, and the McKee formula for predicting how high boxes can safely be stacked.",
        lesson: {
          title: "Predicting box compression strength",
          html: p(
            "Corrugated board is built from flat liners glued to a fluted medium. The flute profile sets thickness and properties: A flute is about 4.7 mm thick, C flute about 3.6 mm, B flute about 2.5 mm and E flute about 1.2 mm. Taller flutes give better stacking strength and cushioning; smaller flutes give a flatter printing surface and better crush resistance.",
            "The most important performance figure for a transport box is its box compression test (BCT) value, the top-to-bottom load at which it fails, because boxes at the bottom of a pallet carry everything above them. During design it is predicted from board properties. The edge crush test (ECT) measures the load per unit length that a short, upright strip of board carries before crushing, and the simplified formula published by McKee, Gander and Wachuta in 1963 links the two: BCT = 5.87 × ECT × √(caliper × perimeter).",
            "For a regular slotted box 400 mm long and 300 mm wide, the perimeter is 1,400 mm. With board of ECT 7 N/mm and caliper 4 mm, BCT = 5.87 × 7 × √(4 × 1,400) = 5.87 × 7 × 74.8 ≈ 3,070 N, a little over 3 kN. The formula applies to boxes whose perimeter is no more than about seven times their depth and assumes good manufacture; crushed flutes from poor converting can cut the real value significantly.",
            "Laboratory BCT is measured at 23 °C and 50 per cent relative humidity over a few minutes. Warehouse reality is harsher. Board absorbs moisture and at 90 per cent relative humidity can lose around 40 to 50 per cent of its strength; a load held for months causes creep, leaving perhaps half the short-term strength; pallet overhang and gaps between pallet boards remove more; and interlocked stacking patterns, used to stabilise loads, can cost up to about half compared with boxes stacked corner on corner in columns. Designers therefore divide BCT by a safety factor, commonly 3 to 5 for long storage.",
            "With a factor of 4, the box above has a safe load of about 770 N. If each filled box weighs 10 kg, a force of about 98 N, the bottom box can carry seven boxes, so pallets should be stacked no more than eight boxes high, or the board specification raised.",
          ),
        },
      },
      {
        title: "Modified atmosphere packaging",
        description:
          "Gas mixtures for meat, fish, bakery and fresh produce, and how pack volume and film permeability are matched to the product.",
        lesson: {
          title: "Gas mixtures and how they work",
          html: p(
            "Modified atmosphere packaging (MAP) replaces the air in a pack with a chosen gas mixture before sealing, usually by flushing or by drawing a vacuum and back-filling. Three gases do almost all the work. Carbon dioxide inhibits many aerobic spoilage bacteria and moulds, with useful effects above about 20 per cent; it dissolves in the water and fat of the product, more so at chilled temperatures, which can make a pack collapse if too little gas is used. Nitrogen is inert and insoluble, and is used as a filler to prevent collapse and to displace oxygen. Oxygen is usually excluded, but has specific uses.",
            "Red meat is the main example. Its colour depends on the state of myoglobin: in air it forms bright red oxymyoglobin, which consumers associate with freshness, while at low oxygen it turns to purple deoxymyoglobin or brown metmyoglobin. High-oxygen packs of about 70 to 80 per cent oxygen with 20 to 30 per cent carbon dioxide keep the red colour and restrict spoilage, though the oxygen promotes lipid oxidation. Poultry is usually packed in carbon dioxide and nitrogen mixtures with no oxygen, and bakery goods in high carbon dioxide or nitrogen to delay mould. To provide enough carbon dioxide, meat and fish packs need a gas-to-product volume ratio of about 2:1 or 3:1, which explains their deep trays.",
            "Safety depends on temperature control. Removing oxygen can favour non-proteolytic Clostridium botulinum, which grows and produces toxin at temperatures as low as 3 °C without obvious spoilage. United Kingdom Food Standards Agency guidance therefore limits chilled vacuum-packed and MAP foods stored between 3 and 8 °C to a shelf life of no more than ten days unless controlling factors are in place, such as pH of 5 or below, water activity of 0.97 or below, or a validated heat treatment.",
            "Fresh produce is different because it is still respiring. Here the film itself must be chosen so that oxygen entering through it balances the oxygen consumed, producing an equilibrium atmosphere with typically a few per cent oxygen and somewhat raised carbon dioxide. If the film is too good a barrier, oxygen falls to zero, respiration becomes anaerobic and off-odours develop. Microperforated films, with holes sized by laser, let packers tune gas exchange to each product's respiration rate and pack weight.",
          ),
        },
      },
    ],
  },
  {
    slug: "reformations-religion-and-society-in-europe-1517-1563",
    discipline: "Reformation history",
    title: "Reformations: Religion and Society in Europe, 1517–1563",
    description:
      "Between Luther's theses of 1517 and the close of the Council of Trent in 1563, Latin Christendom split into rival churches. Seminars examine Luther and the indulgence controversy, Zwingli's Zurich and Calvin's Geneva, the Radical Reformation, and Catholic renewal, reading pamphlets, church ordinances and conciliar decrees in translation.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one two-hour seminar a week)",
    plantedGap: "the Radical Reformation",
    modules: [
      {
        title: "Luther and the Indulgence Controversy, 1517–1521",
        description:
          "From the Ninety-Five Theses to the Diet of Worms: how an academic dispute became a public break with Rome.",
        lesson: {
          title: "From Wittenberg to Worms",
          html: p(
            "On 31 October 1517 Martin Luther, an Augustinian friar and professor of biblical theology at the new University of Wittenberg, sent Archbishop Albrecht of Mainz a set of Latin theses for academic disputation on the power of indulgences. Whether he also posted them on the door of the Castle Church is still debated; the story appears only after his death. The immediate target was the indulgence preached by the Dominican Johann Tetzel to fund the rebuilding of St Peter's in Rome, half of whose proceeds were, unknown to the public, to repay Albrecht's debt to the Fugger bank for the dispensation that allowed him to hold several sees at once.",
            "The theses did not deny purgatory or papal authority outright. They attacked the idea that a payment could release souls and argued that true repentance was lifelong. What turned an academic disagreement into a movement was print. Within weeks the theses had been reprinted in Nuremberg, Leipzig and Basel, and Luther's German sermons and tracts sold in unprecedented quantities; Mark Edwards calculated that between 1518 and 1525 editions of Luther's works outnumbered those of the next seventeen most prolific evangelical writers combined.",
            "Each stage of the response pushed Luther further. At Augsburg in 1518 he refused to recant before Cardinal Cajetan. At the Leipzig Disputation of 1519 Johann Eck manoeuvred him into admitting that popes and general councils could err, and that Jan Hus, condemned at the Council of Constance, had been right on some points. In 1520 he published three treatises: 'To the Christian Nobility of the German Nation', calling on lay rulers to reform the church; 'The Babylonian Captivity of the Church', reducing the sacraments from seven to, in effect, two or three; and 'The Freedom of a Christian', setting out justification by faith alone. The bull Exsurge Domine gave him sixty days to recant; he burned it publicly in December and was excommunicated in January 1521.",
            "Summoned by the new emperor Charles V to the Diet of Worms in April 1521, Luther refused to recant unless convinced by Scripture and plain reason. The Edict of Worms outlawed him, but Elector Frederick the Wise of Saxony had him taken into hiding at the Wartburg, where he translated the New Testament into German. Protection by a territorial prince, rather than theology alone, decided that Luther survived.",
          ),
        },
      },
      {
        title: "Reformed Protestantism: Zurich and Geneva",
        description:
          "Zwingli's reforms, the Eucharistic dispute with Luther, and the church order Calvin built in Geneva.",
        lesson: {
          title: "Zwingli, Calvin and the shaping of the Reformed churches",
          html: p(
            "A second Protestant tradition grew in the Swiss cities, shaped by humanism and civic government. Huldrych Zwingli became people's priest at the Grossmünster in Zurich in 1519 and began preaching straight through the Gospel of Matthew rather than following the lectionary. In Lent 1522 several of his supporters ate sausages in the house of the printer Christoph Froschauer, and Zwingli defended them in a sermon on freedom in the choice of food. At the First Zurich Disputation in January 1523 the city council, not a bishop, judged between Zwingli's 67 articles and his opponents and authorised him to continue preaching. Over the next two years images were removed from churches, the Mass was replaced in 1525 by a simple communion service, and monastic property was turned to poor relief. The pattern of reform by a magistrate advised by preachers became characteristic of the Reformed churches.",
            "Zwingli and Luther agreed on justification by faith but not on the Lord's Supper. Luther insisted that Christ's body was truly present in the bread, taking 'this is my body' literally; Zwingli read 'is' as 'signifies' and saw the Supper as a memorial. Philip of Hesse brought them together at the Marburg Colloquy in 1529 to build a Protestant alliance; they agreed on fourteen of fifteen articles and failed on the fifteenth. Zwingli was killed at the Battle of Kappel in 1531, fighting the Catholic cantons.",
            "John Calvin, a French humanist trained in law, published the first edition of his Institutes of the Christian Religion at Basel in 1536 and was persuaded by Guillaume Farel to stay in Geneva, which had just accepted reform. Expelled in 1538 after a dispute with the council, he spent three years in Strasbourg with Martin Bucer and returned in 1541. His Ecclesiastical Ordinances of that year set out four orders of ministry, pastors, doctors or teachers, elders and deacons, and created the Consistory, in which ministers and elders summoned residents for moral discipline. Geneva's Academy, founded in 1559, trained ministers who carried this model to France, the Netherlands, Scotland and Hungary, making the Reformed tradition international in a way Lutheranism, tied to German princes and Scandinavian kings, was not.",
          ),
        },
      },
      {
        title: "Catholic Renewal and the Council of Trent",
        description:
          "New religious orders, the Roman Inquisition, and the doctrinal and disciplinary decrees of the Council of Trent.",
        lesson: {
          title: "Trent and the Catholic response",
          html: p(
            "Historians now speak of Catholic reform as well as Counter-Reformation, because renewal began before Luther and was not only a reaction to him. Groups such as the Oratory of Divine Love in Rome, new orders such as the Theatines of 1524 and the Capuchins of 1528, and reforming bishops such as Gian Matteo Giberti of Verona pursued a more disciplined clergy and deeper lay devotion. The most important new order was the Society of Jesus, founded by Ignatius of Loyola and approved by Pope Paul III in 1540. The Jesuits' Spiritual Exercises, their colleges and their missions from Brazil to Japan made them the most influential agents of Catholic renewal.",
            "Paul III also created the Roman Inquisition in 1542 under a commission of cardinals, to prosecute heresy in Italy, and in 1559 Paul IV issued the first papal Index of Prohibited Books. In parts of Italy these measures, together with censorship of printers, effectively ended the spread of Protestant ideas by the 1560s.",
            "The Council of Trent, long demanded and long delayed by conflict between pope and emperor, met in three periods, 1545–1547, 1551–1552 and 1562–1563. Its doctrinal decrees answered Protestant positions point by point. It declared that revelation came through Scripture and unwritten tradition together, and that the Latin Vulgate was the authentic text for public use. Its decree on justification of 1547, perhaps its most carefully argued text, taught that justification begins with God's grace but requires human cooperation, and rejected justification by faith alone. It affirmed seven sacraments, transubstantiation and the sacrificial character of the Mass.",
            "Trent's disciplinary decrees shaped Catholic life for four centuries. Bishops were required to reside in their dioceses, hold synods and visit their parishes; the decree of 1563 required each diocese to establish a seminary to train priests; and the Tametsi decree made a marriage valid only if contracted before a priest and witnesses, ending clandestine marriages. Implementation depended on bishops and rulers and was slow; Carlo Borromeo's Milan became the model. Pius IV confirmed the decrees in 1564, and the Roman Catechism of 1566 and revised Breviary and Missal followed.",
          ),
        },
      },
    ],
  },
];
